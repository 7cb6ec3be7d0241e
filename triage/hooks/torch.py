"""TrainingMonitor: records inside any PyTorch loop what logs usually lack (gradient
norms, update ratios, activation health, input statistics, the first NaN) and triages the run.

    monitor = TrainingMonitor(model, optimizer, log_dir="runs/exp1", every=10)
    for x, y in loader:
        loss = loss_fn(model(x), y)
        optimizer.zero_grad(); loss.backward(); optimizer.step()
        if not monitor.step(loss, inputs=x, targets=y):
            break                                   # on_nonfinite="stop" asked to stop
    diagnosis = monitor.close()                     # flushes, triages, writes the report

Every step: the loss, the learning rates, the fused global gradient norm, and one
reduction per module output kept on the device (no host sync), so the first non-finite
tensor is named on whatever step it appears; those reductions are read only when the
loss or the gradient norm turns non-finite. Every `every` steps: per-layer norms, update
ratios, activation and input statistics, the stale-gradient check (their hooks are on
only for those steps). Everything is written as TensorBoard scalars to
`events.out.tfevents.<time>.<host>.<pid>.triage` under the names fixed in
`triage.detectors.monitor_signals` (per-layer ones as `monitor/<signal>/<layer>`),
plus an `hparams.json`, so triage's own reader reads the run back.
"""

from __future__ import annotations

import math
import os
import time
import warnings
from collections import Counter
from collections.abc import Callable, Mapping
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any, Literal, Protocol

import torch

from triage.detectors import monitor_signals as tags
from triage.errors import TrainingFailed, UsageError
from triage.hooks.options import check_every, check_fail_on

if TYPE_CHECKING:
    from triage.model import Diagnosis

OnNonfinite = Literal["warn", "stop", "raise"]
WriterChoice = Literal["auto", "tensorboard", "builtin"]
Where = Literal["input", "parameter", "forward", "criterion", "gradient", "unlocated"]

RELU_LIKE = (torch.nn.ReLU, torch.nn.ReLU6)
SIGMOID_LIKE = (torch.nn.Sigmoid, torch.nn.Hardsigmoid)
TANH_LIKE = (torch.nn.Tanh, torch.nn.Hardtanh)
ACTIVATIONS = (
    *RELU_LIKE,
    *SIGMOID_LIKE,
    *TANH_LIKE,
    torch.nn.GELU,
    torch.nn.SiLU,
    torch.nn.LeakyReLU,
    torch.nn.ELU,
    torch.nn.Softplus,
    torch.nn.Mish,
)
# Modules that cannot turn finite inputs into a non-finite output: a NaN leaving one of them
# entered it, and the module (or input batch) it came from is checked already, so they get no
# finiteness hook. Containers only chain their children.
PASS_THROUGH = (
    *RELU_LIKE,
    *SIGMOID_LIKE,
    *TANH_LIKE,
    torch.nn.LeakyReLU,
    torch.nn.modules.dropout._DropoutNd,
    torch.nn.Identity,
    torch.nn.Flatten,
    torch.nn.Unflatten,
    torch.nn.modules.pooling._MaxPoolNd,
    torch.nn.modules.pooling._AdaptiveMaxPoolNd,
    torch.nn.Sequential,
    torch.nn.ModuleList,
    torch.nn.ModuleDict,
)
# Built-in layers whose output, for finite inputs and weights, can only be non-finite through a
# float overflow (never in fp32 at sane scales): their outputs are checked on measured steps,
# and on every step under autocast or with half-precision weights, where overflow is real.
# Everything else (the model's own modules, attention, losses, ...) is checked on every step.
OVERFLOW_ONLY = (
    torch.nn.Linear,
    torch.nn.Bilinear,
    torch.nn.modules.conv._ConvNd,
    torch.nn.Embedding,
    torch.nn.EmbeddingBag,
    torch.nn.modules.batchnorm._BatchNorm,
    torch.nn.LayerNorm,
    torch.nn.GroupNorm,
    torch.nn.RMSNorm,
    torch.nn.modules.instancenorm._InstanceNorm,
    torch.nn.modules.pooling._AvgPoolNd,
    torch.nn.modules.pooling._AdaptiveAvgPoolNd,
    torch.nn.Upsample,
    torch.nn.modules.rnn.RNNBase,
    torch.nn.Softmax,
    torch.nn.LogSoftmax,
    torch.nn.GELU,
    torch.nn.SiLU,
    torch.nn.ELU,
    torch.nn.CELU,
    torch.nn.SELU,
    torch.nn.Softplus,
    torch.nn.Mish,
    torch.nn.PReLU,
)
# layers whose behaviour differs between train() and eval()
MODE_DEPENDENT = (torch.nn.modules.dropout._DropoutNd, torch.nn.modules.batchnorm._BatchNorm)
# per-step bookkeeping entries kept, so a loop that never calls step() cannot grow memory
MAX_STEP_ENTRIES = 100_000
# input-batch statistics are taken on at most this many values
INPUT_SAMPLE = 1_000_000
LOW_PRECISION = (torch.float16, torch.bfloat16)


class NonFiniteTrainingError(TrainingFailed):
    """Raised by `TrainingMonitor.step` with on_nonfinite="raise"; says where the NaN/Inf appeared."""


class _StepWriter(Protocol):
    path: Path

    def write_step(self, step: int, wall_time: float, pairs: list[tuple[str, float]]) -> None: ...
    def flush(self) -> None: ...
    def close(self) -> None: ...


class _TensorBoardWriter:
    """torch's tensorboard FileWriter (a background thread writes), one event per step holding
    all that step's scalars; the file name ends in `.triage` like the built-in writer's."""

    def __init__(self, log_dir: Path) -> None:
        from tensorboard.compat.proto.summary_pb2 import Summary
        from torch.utils.tensorboard.writer import FileWriter

        self._summary = Summary
        self._writer = FileWriter(str(log_dir), filename_suffix=".triage")
        self.path = Path(str(getattr(self._writer.event_writer, "_file_name", "")))

    def write_step(self, step: int, wall_time: float, pairs: list[tuple[str, float]]) -> None:
        values = [self._summary.Value(tag=tag, simple_value=value) for tag, value in pairs]
        self._writer.add_summary(self._summary(value=values), step, wall_time)

    def flush(self) -> None:
        self._writer.flush()

    def close(self) -> None:
        self._writer.close()


def _open_writer(log_dir: Path, choice: WriterChoice) -> _StepWriter:
    """The built-in writer by default (no dependency, the file name the readers look for);
    torch's tensorboard writer on request."""
    if choice not in ("auto", "tensorboard", "builtin"):
        raise UsageError(f"writer={choice!r}: expected 'auto', 'tensorboard' or 'builtin'")
    if choice == "tensorboard":
        try:
            return _TensorBoardWriter(log_dir)
        except ImportError:
            raise UsageError(
                "writer='tensorboard' needs the tensorboard package (pip install tensorboard)"
            ) from None
    from triage.hooks.event_writer import EventFileWriter

    return EventFileWriter(log_dir)


def _first_float_tensor(value: Any) -> Any:
    """The first floating-point tensor in a tensor, sequence or mapping (one level deep)."""
    if isinstance(value, torch.Tensor):
        return value if value.is_floating_point() else None
    items = (
        value.values() if isinstance(value, Mapping) else value if isinstance(value, (list, tuple)) else ()
    )
    for item in items:
        if isinstance(item, torch.Tensor) and item.is_floating_point():
            return item
    return None


def _float_tensors(value: Any) -> list[Any]:
    if isinstance(value, torch.Tensor):
        return [value] if value.is_floating_point() else []
    items = (
        value.values() if isinstance(value, Mapping) else value if isinstance(value, (list, tuple)) else ()
    )
    found: list[Any] = []
    for item in items:
        found.extend(
            _float_tensors(item)
            if isinstance(item, (list, tuple))
            else [item]
            if isinstance(item, torch.Tensor) and item.is_floating_point()
            else []
        )
    return found


def _all_finite(tensors: list[Any]) -> bool:
    return all(bool(torch.isfinite(t).all()) for t in tensors if t.numel())


def _output_sum(output: Any) -> Any:
    """A 0-d device tensor that is finite exactly when the output's float tensors are (a sum of
    finite values is finite unless it passes the float range: ~3e38), else None. A tuple or
    mapping output (e.g. {"loss", "logits"}) counts every float tensor one level deep."""
    tensors = _float_tensors(output) if not isinstance(output, torch.Tensor) else [output]
    # half precision is summed in float32: fp16's range (65504) is easily passed by a sum
    sums = [
        t.detach().sum(dtype=torch.float32 if t.dtype in LOW_PRECISION else None)
        for t in tensors
        if t.is_floating_point() and t.numel()
    ]
    if not sums:
        return None
    return sums[0] if len(sums) == 1 else torch.stack([v.float().to(sums[0].device) for v in sums]).sum()


class TrainingMonitor:
    """Watches one model and optimizer from inside the training loop.

    Parameters: `every` is the schedule of the costly measurements; `on_nonfinite`
    what to do when the loss or gradients turn NaN/Inf ("warn" keeps going, "stop"
    makes `step()` return False and sets `should_stop`, "raise" triages and raises
    NonFiniteTrainingError); `hparams` adds or overrides what goes into hparams.json
    (e.g. {"grad_clip": 1.0, "train_size": 50000}); `writer` picks the built-in event
    writer ("auto", "builtin") or torch's tensorboard writer ("tensorboard");
    `saturation_margin` is how close to its limits a sigmoid/tanh output counts as
    saturated; `report` is where close() writes the HTML report (default
    `<log_dir>/triage-report.html`, False for none); `fail_on` makes close() raise
    TrainingFailed at or above that severity. Call `step()` once per optimizer step.

    A loop that runs the backward inside `optimizer.step(closure)` (Lightning) passes
    `pre_step_hook=False` and calls `before_optimizer_step()` once the gradients are final.
    `record_loss=False` (the framework callbacks) still checks the loss passed to `step()` but
    writes no `train/loss` curve: the framework's logger writes the run's one loss curve.

    The first NaN/Inf is located from what was checked at that very step: the input batch,
    then each module's output in the order the modules finished (a forward hook keeps one
    reduction per output on the device, read only when something turned non-finite), then
    the module's own weights, the loss, and the gradients in backward order. With
    `locate_nonfinite=False` the forward hooks are off and only the batch and gradients are
    checked.
    """

    def __init__(
        self,
        model: torch.nn.Module,
        optimizer: torch.optim.Optimizer | None = None,
        log_dir: str | os.PathLike[str] = "runs/triage",
        every: int = 10,
        *,
        on_nonfinite: OnNonfinite = "warn",
        hparams: Mapping[str, Any] | None = None,
        writer: WriterChoice = "auto",
        saturation_margin: float = 0.01,
        report: str | os.PathLike[str] | bool = True,
        fail_on: str | None = None,
        locate_nonfinite: bool = True,
        pre_step_hook: bool = True,
        record_loss: bool = True,
    ) -> None:
        if not isinstance(model, torch.nn.Module):
            raise UsageError(f"TrainingMonitor needs a torch.nn.Module, got {type(model).__name__}")
        check_every(every)
        if on_nonfinite not in ("warn", "stop", "raise"):
            raise UsageError(f"on_nonfinite={on_nonfinite!r}: expected 'warn', 'stop' or 'raise'")
        check_fail_on(fail_on)
        if not 0.0 < saturation_margin < 0.5:
            raise UsageError(f"saturation_margin={saturation_margin!r}: expected a value in (0, 0.5)")
        self.model = model
        self.optimizer = optimizer
        self.log_dir = Path(log_dir)
        self.every = every
        self.on_nonfinite = on_nonfinite
        self.saturation_margin = saturation_margin
        self.report = report
        self.fail_on = fail_on
        self.locate_nonfinite = locate_nonfinite
        self.pre_step_hook = pre_step_hook
        self.record_loss = record_loss
        self.should_stop = False
        self.nonfinite_origin: str | None = None
        self.nonfinite_step: int | None = None
        self.diagnosis: Diagnosis | None = None
        self._user_hparams = dict(hparams or {})
        self._closed = False

        # parameters, each once even when shared between modules
        seen: set[int] = set()
        self._named: list[tuple[str, Any]] = []
        for name, param in model.named_parameters():
            if id(param) not in seen:
                seen.add(id(param))
                self._named.append((name, param))
        in_optimizer: set[int] | None = None
        if optimizer is not None:
            in_optimizer = {id(p) for group in optimizer.param_groups for p in group["params"]}
        self._tracked = [
            (n, p)
            for n, p in self._named
            if p.requires_grad and (in_optimizer is None or id(p) in in_optimizer)
        ]
        self._frozen = [(n, p) for n, p in self._named if not p.requires_grad]
        self._outside = [
            (n, p)
            for n, p in self._named
            if p.requires_grad and in_optimizer is not None and id(p) not in in_optimizer
        ]
        self._tracked_params = [p for _, p in self._tracked]
        self._matrix_index = [i for i, (_, p) in enumerate(self._tracked) if p.dim() >= 2]
        self._tracked_index = {id(p): i for i, p in enumerate(self._tracked_params)}
        self._layer_tags = [
            (f"{tags.LAYER_WEIGHT_NORM}/{n}", f"{tags.LAYER_GRAD_NORM}/{n}", f"{tags.LAYER_UPDATE_RATIO}/{n}")
            for n, _ in self._tracked
        ]

        self._mode_dependent = any(isinstance(m, MODE_DEPENDENT) for m in model.modules())
        self._root_name = type(model).__name__
        # the modules whose outputs are checked: (name, class name, own parameters)
        self._checked_modules: list[tuple[str, str, list[tuple[str, Any]], str]] = []
        # built-in layers checked on measured steps only (module, index in _checked_modules)
        self._overflow_only: list[tuple[torch.nn.Module, int]] = []
        self._every_layer = False  # True once every layer's output is checked on every step
        self._step_index = 0
        self._last_step = 0
        self._armed = True  # the forward/optimizer step before the first step() is measured
        # this step's (checked-module index, output sum) in the order the modules finished
        self._outputs: list[tuple[int, Any]] = []
        self._call_inputs: list[Any] | None = None  # the model's inputs in this step's forward
        self._activation_stats: dict[str, Any] = {}
        self._activation_kinds: dict[str, str] = {}
        self._activation_modules: list[tuple[str, str, torch.nn.Module]] = []
        self._backward_order: list[int] = []  # tracked-parameter indices, measured on armed steps
        self._awaiting_first_backward = True
        self._stale_steps = 0
        self._reset_checks = 0
        self._optimizer_steps = 0
        self._nograd_train_forwards = 0
        self._snapshot: list[Any] | None = None
        self._norms: tuple[Any, float | None] | None = None  # gradient norms taken before the update
        self._located: tuple[Where, str, str] | None = None  # (where, name, description)
        self._class_counts: list[int] = []
        self._batch_size: int | None = None
        self._static_written = False
        self._measured_last_step = False
        self._scalars: list[tuple[str, float]] = []  # this step's scalars
        self._pending: list[tuple[int, float, list[tuple[str, float]]]] = []  # steps not yet written
        self._handles: list[Any] = []
        self._armed_handles: list[Any] = []  # hooks on only for measured steps
        self._install_hooks()
        self._arm()

        self.log_dir.mkdir(parents=True, exist_ok=True)
        self._writer = _open_writer(self.log_dir, writer)
        self._write_hparams()

    @property
    def event_file(self) -> Path:
        """The event file the monitor writes (`events.out.tfevents.<time>.<host>.<pid>.triage`)."""
        return self._writer.path

    # ------------------------------------------------------------ hooks

    def _install_hooks(self) -> None:
        """The hooks on for every step: output checks, optimizer step counters, no-grad forwards."""
        self._handles.append(self.model.register_forward_pre_hook(self._root_pre_forward, with_kwargs=True))
        for name, module in self.model.named_modules():
            label = name or self._root_name
            kind = (
                "relu"
                if isinstance(module, RELU_LIKE)
                else "sigmoid"
                if isinstance(module, SIGMOID_LIKE)
                else "tanh"
                if isinstance(module, TANH_LIKE)
                else ""
            )
            if kind:
                self._activation_kinds[label] = kind
                self._activation_modules.append((label, kind, module))
            # the model's own output is always checked: it tells a NaN made by the loss apart
            if self.locate_nonfinite and (not name or not isinstance(module, PASS_THROUGH)):
                index = len(self._checked_modules)
                own = [
                    (f"{name}.{local}" if name else local, p)
                    for local, p in module.named_parameters(recurse=False)
                ]
                self._checked_modules.append((label, type(module).__name__, own, f"{name}." if name else ""))
                if name and isinstance(module, OVERFLOW_ONLY):
                    self._overflow_only.append((module, index))
                else:
                    self._handles.append(module.register_forward_hook(self._output_hook(index)))
        if any(p.dtype in LOW_PRECISION for _, p in self._named):
            self._check_every_layer()
        if self.optimizer is not None:
            if self.pre_step_hook:
                self._handles.append(self.optimizer.register_step_pre_hook(self._before_optimizer_step))
            self._handles.append(self.optimizer.register_step_post_hook(self._after_optimizer_step))

    def _check_every_layer(self) -> None:
        """From now on check the built-in layers' outputs on every step too (overflow is a real
        risk in half precision)."""
        if self._every_layer:
            return
        self._every_layer = True
        for module, index in self._overflow_only:
            self._handles.append(module.register_forward_hook(self._output_hook(index)))

    def _arm(self) -> None:
        """Hooks for a measured step: activation statistics, gradient order and reset check, and
        the outputs of the built-in layers that are not checked on every step."""
        if self._armed_handles:
            return
        if not self._every_layer:
            for module, index in self._overflow_only:
                self._armed_handles.append(module.register_forward_hook(self._output_hook(index)))
        for label, kind, module in self._activation_modules:
            self._armed_handles.append(module.register_forward_hook(self._activation_hook(label, kind)))
        for index, param in enumerate(self._tracked_params):
            self._armed_handles.append(param.register_hook(self._gradient_hook(index, param)))

    def _disarm(self) -> None:
        for handle in self._armed_handles:
            handle.remove()
        self._armed_handles.clear()

    def _output_hook(self, index: int) -> Callable[[torch.nn.Module, Any, Any], None]:
        outputs = self._outputs
        is_grad_enabled = torch.is_grad_enabled
        tensor_type, float32 = torch.Tensor, torch.float32

        def hook(module: torch.nn.Module, args: Any, output: Any) -> None:
            # evaluation forwards (no gradients) are not part of a training step
            if not is_grad_enabled() or len(outputs) >= MAX_STEP_ENTRIES:
                return
            if type(output) is tensor_type and output.dtype is float32:
                outputs.append((index, output.detach().sum()))  # the common case, kept short
                return
            total = _output_sum(output)
            if total is not None:
                outputs.append((index, total))

        return hook

    def _root_pre_forward(self, module: torch.nn.Module, args: Any, kwargs: Any) -> None:
        if not torch.is_grad_enabled():
            if module.training and self._mode_dependent:
                # a gradient-free forward in training mode is an evaluation with dropout/batch-norm active
                self._nograd_train_forwards += 1
        elif self._call_inputs is None:
            # references (no copy) to the step's first training forward's inputs, checked only
            # when something turns non-finite
            self._call_inputs = [*args, *kwargs.values()]
            if not self._every_layer and self._overflow_only and torch.is_autocast_enabled():
                self._check_every_layer()  # takes effect in this very forward

    def _activation_hook(self, name: str, kind: str) -> Callable[[torch.nn.Module, Any, Any], None]:
        def hook(module: torch.nn.Module, args: Any, output: Any) -> None:
            if name in self._activation_stats or not torch.is_grad_enabled():
                return  # measured once a step; evaluation is not part of a training step
            out = _first_float_tensor(output)
            if out is not None and out.dim() >= 2:
                self._activation_stats[name] = self._activation_health(kind, out.detach())

        return hook

    def _activation_health(self, kind: str, out: Any) -> Any:
        if kind == "relu":
            # a unit is a channel of a conv map (N, C, ...) or a feature of the last axis; it is dead
            # when its largest output over the batch (and positions) is not positive: one reduction
            unit_axis = 1 if out.dim() in (4, 5) else out.dim() - 1
            largest = torch.amax(out, dim=[d for d in range(out.dim()) if d != unit_axis])
            return (largest <= 0).float().mean()
        # saturated: within `saturation_margin` of either limit ([0, 1] for sigmoid, [-1, 1] for tanh)
        centre, half_range = (0.5, 0.5) if kind == "sigmoid" else (0.0, 1.0)
        distance = (out - centre).abs() if centre else out.abs()
        return (distance > half_range - self.saturation_margin).float().mean()

    def _gradient_hook(self, index: int, param: Any) -> Callable[[Any], None]:
        def hook(grad: Any) -> None:
            if self._awaiting_first_backward:
                # the first gradient after an optimizer step must start from zero/None
                self._awaiting_first_backward = False
                self._reset_checks += 1
                old = param.grad
                if old is not None and bool(old.detach().ne(0).any()):
                    self._stale_steps += 1
            if len(self._backward_order) < MAX_STEP_ENTRIES:
                self._backward_order.append(index)

        return hook

    def _before_optimizer_step(self, optimizer: Any, args: Any, kwargs: Any) -> None:
        # the gradients are final here and the weights not yet changed: the moment to measure
        # the norms and, if they are not finite, to locate the NaN before the update spreads it
        self._norms = self._gradient_norms()
        total = self._norms[1]
        if total is not None and not math.isfinite(total) and self._located is None:
            self._located = self._locate(self._norms[0], None, before_update=True)
        if self._armed:
            with torch.no_grad():
                self._snapshot = [p.detach().clone() for p in self._tracked_params]

    def _after_optimizer_step(self, optimizer: Any, args: Any, kwargs: Any) -> None:
        self._optimizer_steps += 1
        self._awaiting_first_backward = True

    # ------------------------------------------------------------ driven from a framework's callback

    def before_optimizer_step(self) -> None:
        """Measure the final gradients before the update (with `pre_step_hook=False`): for loops
        whose optimizer hook fires before the closure that computes them."""
        if self.optimizer is None or self._closed:
            return
        self._before_optimizer_step(self.optimizer, (), {})

    # ------------------------------------------------------------ the step

    def _scalar(self, tag: str, value: float) -> None:
        self._scalars.append((tag, float(value)))

    def step(
        self,
        loss: Any,
        inputs: Any = None,
        targets: Any = None,
        step: int | None = None,
    ) -> bool:
        """Record this optimizer step; returns False when training should stop (on_nonfinite="stop").

        `loss` may be None when the loop does not see it (its curve then comes from the logs)."""
        if self._closed:
            raise UsageError("TrainingMonitor.step() after close()")
        global_step = self._step_index if step is None else int(step)
        self._last_step = global_step
        measuring = self._armed
        loss_value: float | None = None
        if loss is not None:
            loss_value = float(loss.detach()) if isinstance(loss, torch.Tensor) else float(loss)
            if self.record_loss:
                self._scalars.append((tags.LOSS_TAG, loss_value))
        if self.optimizer is not None:
            for i, group in enumerate(self.optimizer.param_groups):
                lr = group.get("lr")
                if isinstance(lr, torch.Tensor):
                    lr = float(lr)
                if isinstance(lr, (int, float)):
                    self._scalars.append((tags.LR_TAG if i == 0 else f"{tags.LR_TAG}/group{i}", float(lr)))

        grad_norms, total_norm = self._norms if self._norms is not None else self._gradient_norms()
        if total_norm is not None:
            self._scalars.append((tags.GRAD_NORM_TAG, total_norm))
        if not self._static_written:
            self._write_static(inputs)
        if measuring:
            self._measure(grad_norms, inputs, targets)
        self._measured_last_step = measuring

        keep_going = True
        finite = (loss_value is None or math.isfinite(loss_value)) and (
            total_norm is None or math.isfinite(total_norm)
        )
        self._end_step(global_step, flush=not finite)
        if not finite and self.nonfinite_origin is None:
            keep_going = self._on_nonfinite(global_step, loss_value, grad_norms, inputs)

        self._outputs.clear()
        self._call_inputs = None
        self._backward_order.clear()
        self._activation_stats.clear()
        self._located = None
        self._snapshot = None
        self._norms = None
        self._step_index += 1
        self._armed = self._step_index % self.every == 0
        if self._armed:
            self._arm()
        elif self.every > 1:
            self._disarm()
        return keep_going and not self.should_stop

    def _end_step(self, global_step: int, flush: bool = False) -> None:
        """Queue this step's scalars; hand the queue to the writer every `every` steps."""
        if self._scalars:
            self._pending.append((global_step, time.time(), self._scalars))
            self._scalars = []
        if flush or len(self._pending) >= self.every:
            self._write_pending()

    def _write_pending(self) -> None:
        for step, wall_time, pairs in self._pending:
            self._writer.write_step(step, wall_time, pairs)
        self._pending = []

    def _gradient_norms(self) -> tuple[Any, float | None]:
        """Per-tracked-parameter gradient norms as one tensor (0 where there is no gradient)
        and the global norm, from one fused kernel."""
        grads = [p.grad for p in self._tracked_params]
        if any(g is None for g in grads):
            present = [i for i, g in enumerate(grads) if g is not None]
            if not present:
                return None, None
            chosen = [grads[i] for i in present]
        else:
            present, chosen = [], grads
        with torch.no_grad():
            try:
                norms: Any = torch._foreach_norm(chosen)
            except RuntimeError:  # sparse or exotic gradients: the slow path
                norms = [torch.linalg.vector_norm(g.to_dense() if g.is_sparse else g) for g in chosen]
            try:
                stacked = torch.stack(norms).float()
            except RuntimeError:  # parameters on several devices
                stacked = torch.stack([n.to(device=norms[0].device, dtype=torch.float32) for n in norms])
            total = float(torch.linalg.vector_norm(stacked))
            if not present:
                return stacked, total
            per_param = torch.zeros(len(self._tracked_params), device=stacked.device)
            per_param[torch.tensor(present, device=stacked.device)] = stacked
        return per_param, total

    def _measure(self, grad_norms: Any, inputs: Any, targets: Any) -> None:
        params = self._tracked_params
        if params:
            device = params[0].device
            with torch.no_grad():
                detached = [p.detach() for p in params]
                weight_norms = torch.stack([n.float().to(device) for n in torch._foreach_norm(detached)])
                ratios = None
                if self._snapshot is not None:
                    deltas = torch._foreach_sub(detached, self._snapshot)
                    delta_norms = torch.stack([n.float().to(device) for n in torch._foreach_norm(deltas)])
                    ratios = delta_norms / weight_norms.clamp_min(1e-12)
            weights = weight_norms.tolist()
            grads = grad_norms.tolist() if grad_norms is not None else [0.0] * len(params)
            ratio_values = ratios.tolist() if ratios is not None else None
            scalars = self._scalars
            for i, (weight_tag, grad_tag, ratio_tag) in enumerate(self._layer_tags):
                scalars.append((weight_tag, weights[i]))
                scalars.append((grad_tag, grads[i]))
                if ratio_values is not None:
                    scalars.append((ratio_tag, ratio_values[i]))
            if ratio_values is not None:
                chosen = [ratio_values[i] for i in self._matrix_index] or ratio_values
                chosen = sorted(v for v in chosen if math.isfinite(v))
                if chosen:
                    self._scalar(tags.UPDATE_RATIO_TAG, chosen[len(chosen) // 2])
        for name, value in self._activation_stats.items():
            prefix = (
                tags.DEAD_FRACTION if self._activation_kinds.get(name) == "relu" else tags.SATURATED_FRACTION
            )
            self._scalar(f"{prefix}/{name}", float(value))
        self._measure_inputs(inputs)
        self._measure_targets(targets)
        self._write_counters()

    def _write_counters(self) -> None:
        self._scalar(tags.STALE_GRAD_STEPS, float(self._stale_steps))
        self._scalar(tags.GRAD_RESET_CHECKS, float(self._reset_checks))
        self._scalar(tags.OPTIMIZER_STEPS, float(self._optimizer_steps))
        if self._mode_dependent:
            self._scalar(tags.NOGRAD_TRAINMODE_FORWARDS, float(self._nograd_train_forwards))

    def _measure_inputs(self, inputs: Any) -> None:
        x = _first_float_tensor(inputs) if inputs is not None else None
        if x is None or not x.numel():
            return
        with torch.no_grad():
            # statistics of (at most) the first INPUT_SAMPLE values: enough to judge the scale
            flat = x.detach().reshape(-1)[:INPUT_SAMPLE].float()
            variance, mean = torch.var_mean(flat, correction=0)
            low, high = torch.aminmax(flat)
            stats = torch.stack([mean, variance.sqrt(), low, high]).tolist()
            nonfinite = 0
            if not all(math.isfinite(v) for v in stats):
                finite_mask = torch.isfinite(flat)
                nonfinite = int(flat.numel() - int(finite_mask.sum()))
                finite = flat[finite_mask]
                stats = (
                    torch.stack(
                        [finite.mean(), finite.std(unbiased=False), finite.min(), finite.max()]
                    ).tolist()
                    if finite.numel()
                    else []
                )
        if stats:
            mean_value, std_value, low_value, high_value = stats
            self._scalar(tags.INPUT_MEAN, mean_value)
            self._scalar(tags.INPUT_STD, std_value)
            self._scalar(tags.INPUT_MIN, low_value)
            self._scalar(tags.INPUT_MAX, high_value)
        self._scalar(tags.INPUT_NONFINITE, float(nonfinite))

    def _measure_targets(self, targets: Any) -> None:
        if not isinstance(targets, torch.Tensor) or targets.is_floating_point() or targets.is_complex():
            return
        if targets.dtype == torch.bool or not targets.numel():
            return
        labels = targets.detach().reshape(-1)
        labels = labels[labels >= 0]  # ignore_index (-100) and padding
        if not labels.numel():
            return
        counts = torch.bincount(labels.long()).tolist()
        if len(counts) > len(self._class_counts):
            self._class_counts.extend([0] * (len(counts) - len(self._class_counts)))
        for label, count in enumerate(counts):
            self._class_counts[label] += count
        seen = [c for c in self._class_counts if c > 0]
        total = sum(seen)
        self._scalar(tags.TARGET_MAJORITY, max(seen) / total)
        self._scalar(tags.TARGET_MINORITY, min(seen) / total)
        self._scalar(tags.TARGET_CLASSES, float(len(seen)))

    def _write_static(self, inputs: Any) -> None:
        """What holds for the whole run: frozen parameters, parameters outside the optimizer, batch size."""
        self._static_written = True
        for name, param in self._frozen:
            self._scalar(f"{tags.FROZEN}/{name}", float(param.numel()))
        for name, param in self._outside:
            self._scalar(f"{tags.NOT_IN_OPTIMIZER}/{name}", float(param.numel()))
        first = _first_float_tensor(inputs) if inputs is not None else None
        if first is None and isinstance(inputs, torch.Tensor):
            first = inputs
        if isinstance(first, torch.Tensor) and first.dim() >= 1:
            self._batch_size = int(first.shape[0])
        self._write_hparams()

    # ------------------------------------------------------------ non-finite values

    def _on_nonfinite(self, global_step: int, loss_value: float | None, grad_norms: Any, inputs: Any) -> bool:
        where, name, description = self._located or self._locate(grad_norms, inputs, before_update=False)
        loss_bad = loss_value is not None and not math.isfinite(loss_value)
        if where in ("gradient", "unlocated") and loss_bad:
            checked = len({index for index, _ in self._outputs})
            if 0 in {index for index, _ in self._outputs}:  # the model's output was checked
                # every module output checked at this step was finite, yet the loss was not
                where, name = "criterion", ""
                description = (
                    f"in the loss computation: the outputs of the {checked} module(s) checked at this "
                    f"step, the model's own included, were finite{self._unchecked_note()} (NaN/Inf arose "
                    "in the loss function or in code outside the model)"
                )
            else:
                where, name = "unlocated", ""
                description = (
                    "in the forward pass or the loss: the loss was non-finite, but the model's output "
                    "was not checked at this step (its forward did not run as a call of the model)"
                )
        tag = {
            "input": tags.NONFINITE_INPUT,
            "parameter": f"{tags.NONFINITE_PARAM}/{name}",
            "forward": f"{tags.NONFINITE_FORWARD}/{name}",
            "gradient": f"{tags.NONFINITE_GRAD}/{name}",
            "criterion": tags.NONFINITE_CRITERION,
        }.get(where, tags.NONFINITE_UNLOCATED)
        self.nonfinite_origin = description
        self.nonfinite_step = global_step
        self._writer.write_step(global_step, time.time(), [(tag, 1.0)])
        self._writer.flush()
        message = f"triage: NaN/Inf at step {global_step:,}: first seen {description}"
        if self.on_nonfinite == "raise":
            diagnosis = self.close()
            raise NonFiniteTrainingError(message, diagnosis)
        warnings.warn(
            message + (" (stopping)" if self.on_nonfinite == "stop" else ""), RuntimeWarning, stacklevel=3
        )
        if self.on_nonfinite == "stop":
            self.should_stop = True
            self._user_hparams.setdefault("stopped_early", True)
            self._user_hparams.setdefault("stopped_by", f"triage monitor: NaN/Inf at step {global_step}")
            self._write_hparams()
            return False
        return True

    def _unchecked_note(self) -> str:
        """What was not checked at this step, for the messages that say what was."""
        if self._every_layer or self._armed or not self._overflow_only:
            return ""
        return "; built-in layers such as Linear are checked on measured steps only"

    def _first_bad_output(self) -> int | None:
        """The checked-module index of the first output (in finishing order) that was not finite."""
        if not self._outputs:
            return None
        sums = torch.stack([total.float().cpu() for _, total in self._outputs])
        bad = torch.nonzero(~torch.isfinite(sums)).flatten().tolist()
        return self._outputs[bad[0]][0] if bad else None

    def _locate(self, grad_norms: Any, inputs: Any, before_update: bool) -> tuple[Where, str, str]:
        """(where, name, description) of the first non-finite value among what was checked at
        this step: the input batch, a module's weights or output, else the gradient the backward
        pass computed first. Only called once something turned non-finite (it syncs)."""
        with torch.no_grad():
            batch = _float_tensors(inputs) if inputs is not None else []
            if not batch and self._call_inputs is not None:
                batch = _float_tensors(self._call_inputs)
            if batch and not _all_finite(batch):
                return "input", "", "in the input batch"
            first = self._first_bad_output()
            if first is not None:
                module, kind, own, prefix = self._checked_modules[first]
                if self._unchecked_note():
                    # layers inside it went unchecked at this step: any of their weights may be the origin
                    own = [(n, p) for n, p in self._named if n.startswith(prefix)]
                # its weights, when they are still those the forward used
                broken = [n for n, p in own if before_update and not _all_finite([p.detach()])]
                if broken:
                    return (
                        "parameter",
                        broken[0],
                        f"in parameter '{broken[0]}' (in module '{module}' ({kind})), already non-finite "
                        "when the forward pass used it",
                    )
                unchecked = self._unchecked_note()
                return (
                    "forward",
                    module,
                    f"in the output of module '{module}' ({kind}) in the forward pass (the checked "
                    f"outputs of the modules that finished before it were finite{unchecked})",
                )
            if grad_norms is not None:
                bad = {i for i, v in enumerate(grad_norms.tolist()) if not math.isfinite(v)}
                if bad:
                    name = self._tracked[self._first_gradient(bad)][0]
                    checked = "the checked module outputs were finite; " if self._outputs else ""
                    return (
                        "gradient",
                        name,
                        f"in the gradient of parameter '{name}' in the backward pass ({checked}the first "
                        "non-finite gradient in backward order)",
                    )
            if not _all_finite([p.detach() for p in self._tracked_params]):
                name = next(n for n, p in self._tracked if not _all_finite([p.detach()]))
                return "parameter", name, f"in parameter '{name}' (the weights held NaN/Inf)"
        return "unlocated", "", "in the loss or gradients (no checked tensor was non-finite)"

    def _first_gradient(self, bad: set[int]) -> int:
        """Of the tracked parameters with a non-finite gradient, the one the backward pass computed
        first: measured on measured steps, else the parameter of the module that ran last (the
        backward pass runs the forward's modules in reverse)."""
        measured = [i for i in dict.fromkeys(self._backward_order) if i in bad]
        if measured:
            return measured[0]
        finished: dict[int, int] = {}
        for position, (index, _) in enumerate(self._outputs):
            for _, param in self._checked_modules[index][2]:
                tracked = self._tracked_index.get(id(param))
                if tracked is not None:
                    finished[tracked] = position
        return max(bad, key=lambda i: (finished.get(i, -1), i))

    # ------------------------------------------------------------ metadata and closing

    def known_hparams(self) -> dict[str, Any]:
        """What the monitor can tell about the run, under CONTRIBUTING.md's canonical names."""
        known: dict[str, Any] = {}
        trainable = sum(p.numel() for _, p in self._named if p.requires_grad)
        known["num_params"] = trainable
        known["num_params_total"] = sum(p.numel() for _, p in self._named)
        modules = list(self.model.modules())
        known["num_layers"] = sum(
            1 for m in modules if any(p.dim() >= 2 for p in m.parameters(recurse=False))
        )
        activations = Counter(type(m).__name__.lower() for m in modules if isinstance(m, ACTIVATIONS))
        if activations:
            known["activation"] = activations.most_common(1)[0][0]
        dropouts = [float(m.p) for m in modules if isinstance(m, torch.nn.modules.dropout._DropoutNd)]
        if dropouts:
            known["dropout"] = max(dropouts)
        if self.optimizer is not None:
            known["optimizer"] = type(self.optimizer).__name__.lower()
            group = self.optimizer.param_groups[0]
            lr = group.get("initial_lr", group.get("lr"))
            if isinstance(lr, torch.Tensor):
                lr = float(lr)
            if isinstance(lr, (int, float)):
                known["lr"] = float(lr)
            if "momentum" in group:
                known["momentum"] = float(group["momentum"])
            elif "betas" in group:
                known["momentum"] = float(group["betas"][0])
                known["adam_beta2"] = float(group["betas"][1])
            if isinstance(group.get("eps"), (int, float)):
                known["adam_eps"] = float(group["eps"])
            if "weight_decay" in group:
                known["weight_decay"] = float(group["weight_decay"])
        if self._batch_size is not None:
            known["batch_size"] = self._batch_size
        if len(self._class_counts) >= 2:
            # integer targets: the largest label seen + 1 is the class count as far as the data shows
            known["num_classes"] = len(self._class_counts)
        known["monitor_every"] = self.every
        known["monitor_saturation_margin"] = self.saturation_margin
        known.update(self._user_hparams)
        return known

    def _write_hparams(self) -> None:
        from triage.hooks.post_run import merge_hparams_json

        merge_hparams_json(self.log_dir / "hparams.json", self.known_hparams())

    def log(self, tag: str, value: float, step: int | None = None) -> None:
        """Write one more scalar (e.g. "val/loss" after an evaluation) into the same event file,
        at `step` or the last step recorded, so the run's curves and signals stay together."""
        if self._closed:
            raise UsageError("TrainingMonitor.log() after close()")
        self._write_pending()
        self._writer.write_step(
            self._last_step if step is None else int(step), time.time(), [(tag, float(value))]
        )

    def flush(self) -> None:
        """Write everything recorded so far to disk."""
        self._write_pending()
        self._writer.flush()

    def close(self, triage: bool = True) -> Diagnosis | None:
        """Remove the hooks, write the last counters and hparams.json, close the event file,
        then (with `triage`) diagnose the run and write its report. Safe to call twice."""
        if self._closed:
            return self.diagnosis
        self._closed = True
        for handle in self._handles:
            handle.remove()
        self._handles.clear()
        self._disarm()
        if self._step_index:
            if not self._measured_last_step:
                self._write_counters()  # the counters' final values, unless just written
            self._end_step(self._last_step, flush=True)
        self._write_hparams()
        self._writer.close()
        if not triage or not self._step_index:
            return None
        from triage.hooks.post_run import post_run

        report = None if self.report is True else (False if self.report is False else self.report)
        self.diagnosis = post_run(self.log_dir, fail_on=self.fail_on, report=report)
        return self.diagnosis

    def __enter__(self) -> TrainingMonitor:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        if exc is None:
            self.close()
            return
        # the loop failed: keep what was recorded, and do not hide its exception behind ours
        try:
            self.close()
        except Exception as triage_failure:  # noqa: BLE001 - the user's exception matters more
            warnings.warn(
                f"triage could not diagnose the run: {triage_failure}", RuntimeWarning, stacklevel=2
            )
