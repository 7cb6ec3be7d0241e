"""A Hugging Face `TrainerCallback` that attaches triage's TrainingMonitor to the model and
optimizer, and triages the Trainer's log history and the monitor's signals as one run at the end.

    trainer = Trainer(..., callbacks=[TriageCallback(every=10)])

Everything goes into the run folder, `args.output_dir` (or `log_dir`): the monitor's
`events.out.tfevents.<time>.<host>.<pid>.triage` and `hparams.json`, and at the end of
training `<output_dir>/trainer_state.json` (the Trainer's state, as `trainer.save_state()`
writes it) and `triage-report.html`. Triage's discovery reads the `*.triage` event file as a
supplement of the folder's trainer_state.json (the HF Trainer's `checkpoint-*` snapshots and
a `report_to="tensorboard"` `runs/` folder belong to the same run), so `triage diagnose
<output_dir>` and the callback's own end-of-training triage read exactly one run. Nothing is
copied between files.
"""

from __future__ import annotations

import logging
import math
import os
from collections.abc import Mapping
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Any

from transformers import TrainerCallback

from triage.errors import TrainingFailed, TriageError
from triage.hooks.post_run import merge_hparams_json

if TYPE_CHECKING:
    from triage.hooks.torch import TrainingMonitor
    from triage.model import Diagnosis

log = logging.getLogger("triage")
WATCHED = ("grad_norm", "loss")
# The model inputs the monitor measures, by what they are (transformers' names), first found
# wins; integer ones (token ids) have no scale to judge and give no input statistics.
MODEL_INPUTS = ("pixel_values", "input_values", "input_features", "inputs_embeds", "input_ids")
# Forward arguments that are never the model's input data
NOT_INPUTS = frozenset(
    {
        "labels",
        "label",
        "num_items_in_batch",
        "attention_mask",
        "decoder_attention_mask",
        "token_type_ids",
        "position_ids",
        "head_mask",
        "past_key_values",
        "use_cache",
        "return_dict",
        "output_attentions",
        "output_hidden_states",
        "return_loss",
    }
)
# TrainingArguments fields under the canonical hparam names (CONTRIBUTING.md)
ARGUMENT_NAMES = {
    "learning_rate": "lr",
    "per_device_train_batch_size": "batch_size",
    "weight_decay": "weight_decay",
    "warmup_steps": "warmup_steps",
    "max_grad_norm": "grad_clip",
    "num_train_epochs": "epochs",
    "optim": "optimizer",
    "lr_scheduler_type": "schedule",
}


def _plain(value: Any) -> Any:
    return value.value if isinstance(value, Enum) else value


def _arguments_as_hparams(args: Any) -> dict[str, Any]:
    return {
        canonical: _plain(getattr(args, field))
        for field, canonical in ARGUMENT_NAMES.items()
        if getattr(args, field, None) is not None
    }


def model_inputs(args: Any, kwargs: dict[str, Any]) -> Any:
    """What the model was fed, without labels, masks or the Trainer's `num_items_in_batch`."""
    for key in MODEL_INPUTS:
        if kwargs.get(key) is not None:
            return kwargs[key]
    rest = {k: v for k, v in kwargs.items() if k not in NOT_INPUTS}
    if rest:
        return rest
    return args[0] if args else None


def _torch_optimizer(optimizer: Any) -> Any:
    """The torch optimizer inside Accelerate's wrapper: its step hooks fire on every real update."""
    import torch

    inner = getattr(optimizer, "optimizer", None)
    if isinstance(inner, torch.optim.Optimizer):
        return inner
    return optimizer if isinstance(optimizer, torch.optim.Optimizer) else None


def _loss_from(output: Any) -> float | None:
    """The loss a transformers model computed in its forward (labels given), else None."""
    loss = output.get("loss") if isinstance(output, Mapping) else getattr(output, "loss", None)
    detach = getattr(loss, "detach", None)
    if detach is None:
        return None
    try:
        return float(detach())
    except (TypeError, ValueError, RuntimeError):
        return None


class TriageCallback(TrainerCallback):
    """Triage at `on_train_end`.

    The run (`state.log_history` as a `trainer_state.json`, the training arguments as
    `hparams.json`) and the HTML report go to `log_dir` (default
    `<output_dir>/triage`). `fail_on` raises TrainingFailed out of `train()` at or
    above that severity; `stop_on_nonfinite` sets `control.should_training_stop`
    when a logged grad_norm or loss is NaN/Inf. The diagnosis is kept in `self.diagnosis`.

    `monitor` attaches a TrainingMonitor at `on_train_begin` (the `model` and `optimizer`
    the Trainer passes), measuring the costly signals every `every` optimizer steps; the
    loss and batch of each step are taken from the model's training forwards.
    `monitor_hparams` adds to its hparams.json (e.g. {"train_size": 50000}).
    """

    def __init__(
        self,
        fail_on: str | None = None,
        stop_on_nonfinite: bool = True,
        log_dir: str | os.PathLike[str] | None = None,
        report: str | os.PathLike[str] | bool | None = None,
        monitor: bool = True,
        every: int = 10,
        monitor_hparams: dict[str, Any] | None = None,
    ) -> None:
        from triage.hooks.options import check_every, check_fail_on

        check_every(every)
        self.fail_on = check_fail_on(fail_on)
        self.stop_on_nonfinite = stop_on_nonfinite
        self.log_dir = Path(log_dir) if log_dir is not None else None
        self.report = report
        self.diagnosis: Diagnosis | None = None
        self.stopped_at_step: int | None = None
        self.monitor_enabled = monitor
        self.every = every
        self.monitor_hparams = dict(monitor_hparams or {})
        self.monitor: TrainingMonitor | None = None
        self._forward_handle: Any = None
        self._losses: list[float] = []  # the training forwards' losses since the last optimizer step
        self._last_batch: tuple[Any, Any] | None = None  # (inputs, labels) of the last training forward

    def _run_dir(self, args: Any) -> Path:
        return self.log_dir or Path(args.output_dir)

    def on_train_begin(
        self, args: Any, state: Any, control: Any, model: Any = None, optimizer: Any = None, **kwargs: Any
    ) -> Any:
        self.monitor = None  # a monitor from an earlier train() is closed
        if not self.monitor_enabled or not state.is_world_process_zero or model is None:
            return control
        import torch

        from triage.hooks.torch import TrainingMonitor

        if not isinstance(model, torch.nn.Module):
            log.warning("triage: the Trainer's model is not a torch module; no monitor attached")
            return control
        self.monitor = TrainingMonitor(
            model,
            _torch_optimizer(optimizer),
            log_dir=self._run_dir(args),
            every=self.every,
            on_nonfinite="stop" if self.stop_on_nonfinite else "warn",
            hparams={**_arguments_as_hparams(args), **self.monitor_hparams},
            report=False,
            record_loss=False,  # the logger's loss curve is the run's one train loss
        )
        self._forward_handle = model.register_forward_hook(self._after_forward, with_kwargs=True)
        return control

    def _after_forward(self, module: Any, args: Any, kwargs: dict[str, Any], output: Any) -> None:
        import torch

        if not module.training or not torch.is_grad_enabled():
            return  # evaluation and prediction are not training steps
        loss = _loss_from(output)
        if loss is not None:
            self._losses.append(loss)
        self._last_batch = (model_inputs(args, kwargs), kwargs.get("labels"))

    def on_step_end(self, args: Any, state: Any, control: Any, **kwargs: Any) -> Any:
        monitor = self.monitor
        if monitor is None:
            return control
        loss = sum(self._losses) / len(self._losses) if self._losses else None
        inputs, labels = self._last_batch or (None, None)
        self._losses, self._last_batch = [], None
        # the step HF logs this update's loss at: updates done so far
        keep_going = monitor.step(loss, inputs=inputs, targets=labels, step=int(state.global_step))
        if not keep_going and self.stop_on_nonfinite and self.stopped_at_step is None:
            self.stopped_at_step = int(state.global_step)
            control.should_training_stop = True
            log.warning("triage: %s; stopping the run", monitor.nonfinite_origin or "NaN/Inf")
        return control

    def on_log(
        self, args: Any, state: Any, control: Any, logs: dict[str, Any] | None = None, **kwargs: Any
    ) -> Any:
        if not self.stop_on_nonfinite or not logs or self.stopped_at_step is not None:
            return control
        for key in WATCHED:
            value = logs.get(key)
            if isinstance(value, (int, float)) and not math.isfinite(value):
                self.stopped_at_step = int(state.global_step)
                control.should_training_stop = True
                log.warning("triage: %s is %s at step %d; stopping the run", key, value, state.global_step)
                break
        return control

    def on_train_end(self, args: Any, state: Any, control: Any, **kwargs: Any) -> Any:
        if not state.is_world_process_zero:
            return control
        run_dir = self._run_dir(args)
        run_dir.mkdir(parents=True, exist_ok=True)
        facts = {**_arguments_as_hparams(args), **self._stop_facts(state), **self.monitor_hparams}
        if self._forward_handle is not None:
            self._forward_handle.remove()
            self._forward_handle = None
        if self.monitor is not None:
            self.monitor._user_hparams.update(facts)
            self.monitor.close(triage=False)  # the last signals and hparams.json
        else:
            merge_hparams_json(run_dir / "hparams.json", facts)
        # the log history, where `trainer.save_state()` would put it: the run's preferred source
        _save_state_atomically(state, run_dir / "trainer_state.json")
        from triage.hooks.post_run import failure_message, post_run

        try:
            self.diagnosis = post_run(run_dir, fail_on=None, report=self.report)
        except TriageError as problem:
            # a triage problem must not turn a finished training into a crash
            log.warning("triage: could not diagnose %s: %s", run_dir, problem)
            return control
        symptoms = ", ".join(f"{f.id} ({f.severity})" for f in self.diagnosis.symptoms[:4]) or "no symptom"
        top = f"; check first: {self.diagnosis.causes[0].id}" if self.diagnosis.causes else ""
        level = logging.INFO if self.diagnosis.verdict == "healthy" else logging.WARNING
        log.log(level, "triage: %s: %s%s", self.diagnosis.verdict, symptoms, top)
        if self.fail_on is not None and self.diagnosis.at_or_above(self.fail_on):
            raise TrainingFailed(failure_message(self.diagnosis, self.fail_on), self.diagnosis)
        return control

    def _stop_facts(self, state: Any) -> dict[str, Any]:
        """`stopped_early` (fewer optimizer steps than planned) and `stopped_by` (who ended it)."""
        planned = int(state.max_steps or 0)
        early = 0 < planned and int(state.global_step) < planned
        facts: dict[str, Any] = {"stopped_early": bool(early)}
        if planned:
            facts["planned_steps"] = planned
        if not early:
            return facts
        if self.stopped_at_step is not None:
            origin = self.monitor.nonfinite_origin if self.monitor is not None else None
            facts["stopped_by"] = f"triage TriageCallback: non-finite values ({origin or 'NaN/Inf logged'})"
        else:
            facts["stopped_by"] = (
                "control.should_training_stop (set by a callback, e.g. EarlyStoppingCallback)"
            )
        return facts


def _save_state_atomically(state: Any, path: Path) -> None:
    """`state.save_to_json(path)` through a temporary file and a rename."""
    temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    state.save_to_json(str(temporary))
    os.replace(temporary, path)
