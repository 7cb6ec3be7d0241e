"""A Hugging Face `TrainerCallback` that triages the run from `state.log_history` when
training ends, and stops training as soon as a logged grad_norm or loss turns NaN/Inf.

    trainer = Trainer(..., callbacks=[TriageCallback()])
"""

from __future__ import annotations

import json
import logging
import math
import os
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Any

from transformers import TrainerCallback

from triage.errors import TrainingFailed, TriageError, UsageError

if TYPE_CHECKING:
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


class TriageCallback(TrainerCallback):
    """Triage at `on_train_end`.

    The run (`state.log_history` as a `trainer_state.json`, the training arguments as
    `hparams.json`) and the HTML report go to `log_dir` (default
    `<output_dir>/triage`). `fail_on` raises TrainingFailed out of `train()` at or
    above that severity; `stop_on_nonfinite` sets `control.should_training_stop`
    when a logged grad_norm or loss is NaN/Inf. The diagnosis is kept in `self.diagnosis`.
    """

    def __init__(
        self,
        fail_on: str | None = None,
        stop_on_nonfinite: bool = True,
        log_dir: str | os.PathLike[str] | None = None,
        report: str | os.PathLike[str] | bool | None = None,
    ) -> None:
        from triage.model import SEVERITIES

        if fail_on is not None and fail_on not in SEVERITIES:
            raise UsageError(f"fail_on={fail_on!r}: expected one of {', '.join(SEVERITIES)} or None")
        self.fail_on = fail_on
        self.stop_on_nonfinite = stop_on_nonfinite
        self.log_dir = Path(log_dir) if log_dir is not None else None
        self.report = report
        self.diagnosis: Diagnosis | None = None
        self.stopped_at_step: int | None = None

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
        run_dir = self.log_dir or Path(args.output_dir) / "triage"
        run_dir.mkdir(parents=True, exist_ok=True)
        state.save_to_json(str(run_dir / "trainer_state.json"))
        hparams = {
            canonical: _plain(getattr(args, field))
            for field, canonical in ARGUMENT_NAMES.items()
            if getattr(args, field, None) is not None
        }
        (run_dir / "hparams.json").write_text(json.dumps(hparams, indent=2, default=str), encoding="utf-8")
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
