"""TrainingMonitor: records inside any PyTorch loop what logs usually lack (gradient
norms, update ratios, activation health, input statistics, the first NaN) and triages the run.

    monitor = TrainingMonitor(model, optimizer, log_dir="runs/exp1", every=10)
    for x, y in loader:
        loss = loss_fn(model(x), y)
        optimizer.zero_grad(); loss.backward(); optimizer.step()
        if not monitor.step(loss, inputs=x, targets=y):
            break                                   # on_nonfinite="stop" asked to stop
    diagnosis = monitor.close()                     # flushes, triages, writes the report

Cheap signals (loss, learning rates, the fused global gradient norm, the checks for
stale gradients and evaluation in training mode) are taken every step; the costly
ones (per-layer norms, update ratios, activation and input statistics) every `every`
steps. Everything is written as TensorBoard scalars under the names fixed in
`triage.detectors.monitor_signals`, plus an `hparams.json`, so triage's own reader
reads the run back and its detectors and knowledge base judge it.
"""

from __future__ import annotations

import json
import math
import os
import re
import warnings
from collections import Counter
from collections.abc import Callable, Mapping
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any, Literal, Protocol

import torch

from triage.detectors import monitor_signals as tags
from triage.errors import TrainingFailed, UsageError

if TYPE_CHECKING:
    from triage.model import Diagnosis

OnNonfinite = Literal["warn", "stop", "raise"]
WriterChoice = Literal["auto", "tensorboard", "builtin"]

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
# layers whose behaviour differs between train() and eval()
MODE_DEPENDENT = (torch.nn.modules.dropout._DropoutNd, torch.nn.modules.batchnorm._BatchNorm)
# forward outputs kept for locating a NaN are dropped beyond this many per step,
# so a loop that never calls step() cannot grow memory without bound
MAX_KEPT_OUTPUTS = 4096


class NonFiniteTrainingError(TrainingFailed):
    """Raised by `TrainingMonitor.step` with on_nonfinite="raise"; says where the NaN/Inf appeared."""


class _ScalarWriter(Protocol):
    def add_scalar(self, tag: str, value: float, step: int) -> None: ...
    def flush(self) -> None: ...
    def close(self) -> None: ...


class _TensorBoardWriter:
    """torch's SummaryWriter behind the same three methods as the built-in writer."""

    def __init__(self, log_dir: Path) -> None:
        from torch.utils.tensorboard import SummaryWriter

        self._writer = SummaryWriter(log_dir=str(log_dir))

    def add_scalar(self, tag: str, value: float, step: int) -> None:
        self._writer.add_scalar(tag, value, step)

    def flush(self) -> None:
        self._writer.flush()

    def close(self) -> None:
        self._writer.close()


def _open_writer(log_dir: Path, choice: WriterChoice) -> _ScalarWriter:
    if choice not in ("auto", "tensorboard", "builtin"):
        raise UsageError(f"writer={choice!r}: expected 'auto', 'tensorboard' or 'builtin'")
    if choice != "builtin":
        try:
            import tensorboard  # noqa: F401 - torch's SummaryWriter needs it

            return _TensorBoardWriter(log_dir)
        except ImportError:
            if choice == "tensorboard":
                raise UsageError(
                    "writer='tensorboard' needs the tensorboard package (pip install tensorboard)"
                ) from None
    from triage.hooks.event_writer import EventFileWriter

    return EventFileWriter(log_dir)


def _table_phrases() -> tuple[frozenset[str], tuple[tuple[str, ...], ...]]:
    """The naming table's meaningful phrases: single words, and multi-word phrases as word tuples."""
    from triage.readers.naming import TOKEN_TABLE

    meaningful = [phrase for phrase, field, *_ in TOKEN_TABLE if field != "ignore"]
    single = frozenset(p for p in meaningful if "_" not in p)
    multi = tuple(tuple(p.split("_")) for p in meaningful if "_" in p)
    return single, multi


def tag_safe(name: str, phrases: tuple[frozenset[str], tuple[tuple[str, ...], ...]] | None = None) -> str:
    """`name` with each word that would start a naming-table phrase broken by a hyphen
    ("loss_head" -> "l-oss_head"), so a layer's name inside a tag cannot change how the
    tag is classified (a parameter called `loss.weight` must not turn its gradient-norm
    series into a loss curve)."""
    single, multi = _table_phrases() if phrases is None else phrases
    words = list(re.finditer(r"[A-Za-z0-9]+", name))
    lowered = [w.group(0).lower() for w in words]
    broken: set[int] = set()
    for i, word in enumerate(lowered):
        if len(word) > 1 and (word in single or any(tuple(lowered[i : i + len(p)]) == p for p in multi)):
            broken.add(i)
    if not broken:
        return name
    pieces: list[str] = []
    last = 0
    for i, match in enumerate(words):
        if i in broken:
            pieces.append(name[last : match.start() + 1] + "-")
            last = match.start() + 1
    pieces.append(name[last:])
    return "".join(pieces)


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


class TrainingMonitor:
    """Watches one model and optimizer from inside the training loop.

    Parameters: `every` is the schedule of the costly measurements; `on_nonfinite`
    what to do when the loss or gradients turn NaN/Inf ("warn" keeps going, "stop"
    makes `step()` return False and sets `should_stop`, "raise" triages and raises
    NonFiniteTrainingError); `hparams` adds or overrides what goes into hparams.json
    (e.g. {"grad_clip": 1.0, "train_size": 50000}); `writer` picks torch's
    SummaryWriter ("auto" when tensorboard is installed) or the built-in event writer;
    `saturation_margin` is how close to its limits a sigmoid/tanh output counts as
    saturated; `report` is where close() writes the HTML report (default
    `<log_dir>/triage-report.html`, False for none); `fail_on` makes close() raise
    TrainingFailed at or above that severity. Call `step()` once per optimizer step.
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
    ) -> None:
        if not isinstance(model, torch.nn.Module):
            raise UsageError(f"TrainingMonitor needs a torch.nn.Module, got {type(model).__name__}")
        if not isinstance(every, int) or every < 1:
            raise UsageError(f"every={every!r}: expected a positive integer")
        if on_nonfinite not in ("warn", "stop", "raise"):
            raise UsageError(f"on_nonfinite={on_nonfinite!r}: expected 'warn', 'stop' or 'raise'")
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
        self.should_stop = False
        self.nonfinite_origin: str | None = None
        self.diagnosis: Diagnosis | None = None
        self._user_hparams = dict(hparams or {})
        self._words = _table_phrases()
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
        self._safe_param = [tag_safe(n, self._words) for n, _ in self._tracked]

        self._mode_dependent = any(isinstance(m, MODE_DEPENDENT) for m in model.modules())
        self._step_index = 0
        self._last_step = 0
        self._armed = True  # the forward/optimizer step before the first step() is measured
        self._outputs: list[tuple[str, list[Any]]] = []
        self._activation_stats: dict[str, Any] = {}
        self._backward_order: list[int] = []
        self._awaiting_first_backward = True
        self._stale_steps = 0
        self._optimizer_steps = 0
        self._nograd_train_forwards = 0
        self._snapshot: list[Any] | None = None
        self._class_counts: list[int] = []
        self._batch_size: int | None = None
        self._static_written = False
        self._handles: list[Any] = []
        self._activation_kinds: dict[str, str] = {}
        self._install_hooks()

        self.log_dir.mkdir(parents=True, exist_ok=True)
        self._writer = _open_writer(self.log_dir, writer)
        self._write_hparams()

    # ------------------------------------------------------------ hooks

    def _install_hooks(self) -> None:
        self._handles.append(self.model.register_forward_pre_hook(self._root_pre_forward))
        root_name = type(self.model).__name__
        for name, module in self.model.named_modules():
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
                self._activation_kinds[name or root_name] = kind
            self._handles.append(module.register_forward_hook(self._forward_hook(name or root_name, kind)))
        for index, param in enumerate(self._tracked_params):
            self._handles.append(param.register_hook(self._gradient_hook(index, param)))
        if self.optimizer is not None:
            self._handles.append(self.optimizer.register_step_pre_hook(self._before_optimizer_step))
            self._handles.append(self.optimizer.register_step_post_hook(self._after_optimizer_step))

    def _root_pre_forward(self, module: torch.nn.Module, args: Any) -> None:
        # a gradient-free forward in training mode is an evaluation with dropout/batch-norm active
        if not torch.is_grad_enabled() and module.training and self._mode_dependent:
            self._nograd_train_forwards += 1

    def _forward_hook(self, name: str, kind: str) -> Callable[[torch.nn.Module, Any, Any], None]:
        def hook(module: torch.nn.Module, args: Any, output: Any) -> None:
            if not torch.is_grad_enabled():
                return  # evaluation: not part of a training step
            if self.locate_nonfinite and len(self._outputs) < MAX_KEPT_OUTPUTS:
                # references only: checked for NaN when step() sees a non-finite loss or gradient
                self._outputs.append((name, _float_tensors(output)))
            if kind and self._armed and name not in self._activation_stats:
                out = _first_float_tensor(output)
                if out is not None and out.dim() >= 2:
                    self._activation_stats[name] = self._activation_health(kind, out.detach())

        return hook

    def _activation_health(self, kind: str, out: Any) -> Any:
        if kind == "relu":
            # a unit is a channel of a conv map (N, C, ...) or a feature of the last axis
            unit_axis = 1 if out.dim() in (4, 5) else out.dim() - 1
            positive = (out > 0).movedim(unit_axis, 0).reshape(out.shape[unit_axis], -1)
            return 1.0 - positive.any(dim=1).float().mean()
        margin = self.saturation_margin
        if kind == "sigmoid":
            return ((out < margin) | (out > 1.0 - margin)).float().mean()
        return (out.abs() > 1.0 - margin).float().mean()

    def _gradient_hook(self, index: int, param: Any) -> Callable[[Any], None]:
        def hook(grad: Any) -> None:
            if self._awaiting_first_backward:
                # the first gradient after an optimizer step must start from zero/None
                self._awaiting_first_backward = False
                old = param.grad
                if old is not None and bool(old.detach().ne(0).any()):
                    self._stale_steps += 1
            if self.locate_nonfinite and len(self._backward_order) < MAX_KEPT_OUTPUTS:
                self._backward_order.append(index)

        return hook

    def _before_optimizer_step(self, optimizer: Any, args: Any, kwargs: Any) -> None:
        if self._armed:
            with torch.no_grad():
                self._snapshot = [p.detach().clone() for p in self._tracked_params]

    def _after_optimizer_step(self, optimizer: Any, args: Any, kwargs: Any) -> None:
        self._optimizer_steps += 1
        self._awaiting_first_backward = True

    # ------------------------------------------------------------ the step

    def step(
        self,
        loss: Any,
        inputs: Any = None,
        targets: Any = None,
        step: int | None = None,
    ) -> bool:
        """Record this optimizer step; returns False when training should stop (on_nonfinite="stop")."""
        if self._closed:
            raise UsageError("TrainingMonitor.step() after close()")
        global_step = self._step_index if step is None else int(step)
        self._last_step = global_step
        measuring = self._armed
        write = self._writer.add_scalar
        loss_value = float(loss.detach()) if isinstance(loss, torch.Tensor) else float(loss)
        write(tags.LOSS_TAG, loss_value, global_step)
        if self.optimizer is not None:
            for i, group in enumerate(self.optimizer.param_groups):
                lr = group.get("lr")
                if isinstance(lr, torch.Tensor):
                    lr = float(lr)
                if isinstance(lr, (int, float)):
                    write(tags.LR_TAG if i == 0 else f"{tags.LR_TAG}/group{i}", float(lr), global_step)

        grad_norms, total_norm = self._gradient_norms()
        if total_norm is not None:
            write(tags.GRAD_NORM_TAG, total_norm, global_step)
        if not self._static_written:
            self._write_static(global_step, inputs)
        if measuring:
            self._measure(global_step, grad_norms, inputs, targets)

        keep_going = True
        finite = math.isfinite(loss_value) and (total_norm is None or math.isfinite(total_norm))
        if not finite and self.nonfinite_origin is None:
            keep_going = self._on_nonfinite(global_step, loss_value, grad_norms, inputs)

        self._outputs.clear()
        self._backward_order.clear()
        self._activation_stats.clear()
        self._snapshot = None
        self._step_index += 1
        self._armed = self._step_index % self.every == 0
        return keep_going and not self.should_stop

    def _gradient_norms(self) -> tuple[Any, float | None]:
        """Per-tracked-parameter gradient norms as one tensor (NaN where no gradient) and the global norm."""
        present = [i for i, p in enumerate(self._tracked_params) if p.grad is not None]
        if not present:
            return None, None
        grads = [self._tracked_params[i].grad.detach() for i in present]
        try:
            norms: Any = torch._foreach_norm(grads)
        except RuntimeError:  # sparse or exotic gradients: the slow path
            norms = [torch.linalg.vector_norm(g.to_dense() if g.is_sparse else g) for g in grads]
        device = norms[0].device
        stacked = torch.stack([n.to(device=device, dtype=torch.float32) for n in norms])
        total = float(torch.linalg.vector_norm(stacked))
        per_param = torch.full((len(self._tracked_params),), float("nan"), device=device)
        per_param[torch.tensor(present, device=device)] = stacked
        return per_param, total

    def _measure(self, global_step: int, grad_norms: Any, inputs: Any, targets: Any) -> None:
        write = self._writer.add_scalar
        params = self._tracked_params
        if params:
            with torch.no_grad():
                weight_norms = torch.stack(
                    [
                        n.float().to(params[0].device)
                        for n in torch._foreach_norm([p.detach() for p in params])
                    ]
                )
                ratios = None
                if self._snapshot is not None:
                    deltas = torch._foreach_sub([p.detach() for p in params], self._snapshot)
                    delta_norms = torch.stack(
                        [n.float().to(params[0].device) for n in torch._foreach_norm(deltas)]
                    )
                    ratios = delta_norms / weight_norms.clamp_min(1e-12)
            weights = weight_norms.tolist()
            grads = grad_norms.tolist() if grad_norms is not None else [float("nan")] * len(params)
            ratio_values = ratios.tolist() if ratios is not None else None
            for i, safe in enumerate(self._safe_param):
                write(f"{tags.LAYER_WEIGHT_NORM}/{safe}", weights[i], global_step)
                # a parameter without a gradient this step had a zero gradient as far as training goes
                grad = grads[i]
                write(f"{tags.LAYER_GRAD_NORM}/{safe}", 0.0 if math.isnan(grad) else grad, global_step)
                if ratio_values is not None:
                    write(f"{tags.LAYER_UPDATE_RATIO}/{safe}", ratio_values[i], global_step)
            if ratio_values is not None:
                chosen = [ratio_values[i] for i in self._matrix_index] or ratio_values
                chosen = sorted(v for v in chosen if math.isfinite(v))
                if chosen:
                    write(tags.UPDATE_RATIO_TAG, chosen[len(chosen) // 2], global_step)
        for name, value in self._activation_stats.items():
            prefix = tags.DEAD_FRACTION if self._activation_kind(name) == "relu" else tags.SATURATED_FRACTION
            write(f"{prefix}/{tag_safe(name, self._words)}", float(value), global_step)
        self._measure_inputs(global_step, inputs)
        self._measure_targets(global_step, targets)
        write(tags.STALE_GRAD_STEPS, float(self._stale_steps), global_step)
        write(tags.OPTIMIZER_STEPS, float(self._optimizer_steps), global_step)
        if self._mode_dependent:
            write(tags.NOGRAD_TRAINMODE_FORWARDS, float(self._nograd_train_forwards), global_step)

    def _activation_kind(self, name: str) -> str:
        return self._activation_kinds.get(name, "")

    def _measure_inputs(self, global_step: int, inputs: Any) -> None:
        x = _first_float_tensor(inputs) if inputs is not None else None
        if x is None or not x.numel():
            return
        with torch.no_grad():
            flat = x.detach().float().reshape(-1)
            finite_mask = torch.isfinite(flat)
            finite = flat[finite_mask]
            nonfinite = flat.numel() - finite.numel()
            if finite.numel():
                stats = torch.stack([finite.mean(), finite.std(unbiased=False), finite.min(), finite.max()])
                mean, std, low, high = stats.tolist()
                write = self._writer.add_scalar
                write(tags.INPUT_MEAN, mean, global_step)
                write(tags.INPUT_STD, std, global_step)
                write(tags.INPUT_MIN, low, global_step)
                write(tags.INPUT_MAX, high, global_step)
        self._writer.add_scalar(tags.INPUT_NONFINITE, float(nonfinite), global_step)

    def _measure_targets(self, global_step: int, targets: Any) -> None:
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
        write = self._writer.add_scalar
        write(tags.TARGET_MAJORITY, max(seen) / total, global_step)
        write(tags.TARGET_MINORITY, min(seen) / total, global_step)
        write(tags.TARGET_CLASSES, float(len(seen)), global_step)

    def _write_static(self, global_step: int, inputs: Any) -> None:
        """What holds for the whole run: frozen parameters, parameters outside the optimizer, batch size."""
        self._static_written = True
        for name, param in self._frozen:
            self._writer.add_scalar(
                f"{tags.FROZEN}/{tag_safe(name, self._words)}", float(param.numel()), global_step
            )
        for name, param in self._outside:
            self._writer.add_scalar(
                f"{tags.NOT_IN_OPTIMIZER}/{tag_safe(name, self._words)}", float(param.numel()), global_step
            )
        first = (
            inputs
            if isinstance(inputs, torch.Tensor)
            else _first_float_tensor(inputs)
            if inputs is not None
            else None
        )
        if isinstance(first, torch.Tensor) and first.dim() >= 1:
            self._batch_size = int(first.shape[0])
        self._write_hparams()

    # ------------------------------------------------------------ non-finite values

    def _on_nonfinite(self, global_step: int, loss_value: float, grad_norms: Any, inputs: Any) -> bool:
        tag, description = self._locate(loss_value, grad_norms, inputs)
        self.nonfinite_origin = description
        self._writer.add_scalar(tag, 1.0, global_step)
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
            return False
        return True

    def _locate(self, loss_value: float, grad_norms: Any, inputs: Any) -> tuple[str, str]:
        """The tag to write and a description of where the non-finite value appeared first."""
        with torch.no_grad():
            batch = _float_tensors(inputs) if inputs is not None else []
            if batch and not _all_finite(batch):
                return tags.NONFINITE_INPUT, "in the input batch"
            # forward hooks fire as modules finish, so the first bad output is the innermost origin
            for name, outputs in self._outputs:
                if not _all_finite(outputs):
                    module = dict(self.model.named_modules()).get(name, self.model)
                    return (
                        f"{tags.NONFINITE_FORWARD}/{tag_safe(name, self._words)}",
                        f"in the output of module '{name}' ({type(module).__name__})",
                    )
            if not math.isfinite(loss_value):
                checked = "outputs were finite" if self._outputs else "outputs were not recorded"
                return tags.NONFINITE_CRITERION, f"in the loss computation (the model's {checked})"
            if grad_norms is not None:
                bad = {
                    i
                    for i, p in enumerate(self._tracked_params)
                    if p.grad is not None and not bool(torch.isfinite(p.grad).all())
                }
                if bad:
                    # the backward pass computes gradients output-first: the earliest bad one is the origin
                    order = [i for i in dict.fromkeys(self._backward_order) if i in bad]
                    first = order[0] if order else max(bad)
                    name = self._tracked[first][0]
                    return (
                        f"{tags.NONFINITE_GRAD}/{self._safe_param[first]}",
                        f"in the gradient of parameter '{name}'",
                    )
        return tags.NONFINITE_CRITERION, "in the loss or gradients (origin not located)"

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
        path = self.log_dir / "hparams.json"
        merged: dict[str, Any] = {}
        if path.is_file():
            try:
                existing = json.loads(path.read_text(encoding="utf-8"))
                if isinstance(existing, dict):
                    merged.update(existing)
            except (OSError, ValueError):
                pass  # an unreadable file is replaced by what the monitor knows
        merged.update(self.known_hparams())
        temporary = path.with_name(f".hparams.json.{os.getpid()}.tmp")
        temporary.write_text(json.dumps(merged, indent=2, sort_keys=True, default=str), encoding="utf-8")
        os.replace(temporary, path)

    def log(self, tag: str, value: float, step: int | None = None) -> None:
        """Write one more scalar (e.g. "val/loss" after an evaluation) into the same event file,
        at `step` or the last step recorded, so the run's curves and signals stay together."""
        if self._closed:
            raise UsageError("TrainingMonitor.log() after close()")
        self._writer.add_scalar(tag, float(value), self._last_step if step is None else int(step))

    def flush(self) -> None:
        """Write everything recorded so far to disk."""
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
        if self._step_index:
            write = self._writer.add_scalar
            write(tags.STALE_GRAD_STEPS, float(self._stale_steps), self._last_step)
            write(tags.OPTIMIZER_STEPS, float(self._optimizer_steps), self._last_step)
            if self._mode_dependent:
                write(tags.NOGRAD_TRAINMODE_FORWARDS, float(self._nograd_train_forwards), self._last_step)
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
