"""A Hugging Face `TrainerCallback` that attaches triage's TrainingMonitor to the model and
optimizer, triages `state.log_history` and the monitor's signals as one run at the end.

    trainer = Trainer(..., callbacks=[TriageCallback(every=10)])

The monitor's event file and hparams.json go to `<output_dir>/triage/`; at the end the
log history is written into that event file (a trainer_state.json beside it would be read
instead of it), so `triage diagnose <output_dir>/triage` reads curves and signals together.
Without the monitor the folder holds the trainer_state.json and hparams.json as before.
"""

from __future__ import annotations

import json
import logging
import math
import os
import tempfile
from collections.abc import Mapping
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Any

from transformers import TrainerCallback

from triage.errors import TrainingFailed, TriageError

if TYPE_CHECKING:
    from triage.hooks.torch import TrainingMonitor
    from triage.model import Diagnosis

log = logging.getLogger("triage")
WATCHED = ("grad_norm", "loss")
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
        return self.log_dir or Path(args.output_dir) / "triage"

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
        self._last_batch = (kwargs or args, kwargs.get("labels"))

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
        if self.monitor is not None:
            self._close_monitor(self.monitor, state)
            if (run_dir / "trainer_state.json").exists():
                log.warning(
                    "triage: %s holds a trainer_state.json from a run without the monitor; it is read "
                    "instead of the monitor's signals (remove it, or pass another log_dir)",
                    run_dir,
                )
        else:
            state.save_to_json(str(run_dir / "trainer_state.json"))
            hparams = _arguments_as_hparams(args)
            (run_dir / "hparams.json").write_text(
                json.dumps(hparams, indent=2, default=str), encoding="utf-8"
            )
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

    def _close_monitor(self, monitor: TrainingMonitor, state: Any) -> None:
        """Read the log history with triage's trainer_state reader (it tells train, eval and
        summary entries apart), copy it into the monitor's event file, and close the monitor."""
        if self._forward_handle is not None:
            self._forward_handle.remove()
            self._forward_handle = None
        from triage.readers import read_runs

        with tempfile.TemporaryDirectory(prefix="triage-hf-") as scratch:
            state_path = Path(scratch) / "trainer_state.json"
            state.save_to_json(str(state_path))
            try:
                for run in read_runs(state_path):
                    monitor.log_run(run)
            except TriageError as problem:
                log.warning("triage: the log history could not be read back: %s", problem)
        monitor.close(triage=False)
