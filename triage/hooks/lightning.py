"""A Lightning callback that triages the run from its logger's directory when training
ends, writes the report beside the logs, logs the verdict, and can stop a runaway early.

    trainer = lightning.Trainer(callbacks=[TriageCallback()], logger=CSVLogger("logs"))
"""

from __future__ import annotations

import logging
import math
import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from lightning.pytorch.callbacks import Callback

from triage.errors import TrainingFailed, TriageError, UsageError

if TYPE_CHECKING:
    from triage.model import Diagnosis

log = logging.getLogger("triage")


def _loss_of(outputs: Any) -> float | None:
    """The training loss a training_step returned (a tensor, or a dict holding "loss")."""
    value: Any = outputs.get("loss") if isinstance(outputs, dict) else outputs
    detach = getattr(value, "detach", None)
    if detach is None:
        return None
    try:
        return float(detach())
    except (TypeError, ValueError, RuntimeError):
        return None


class TriageCallback(Callback):
    """Triage at `on_train_end`.

    `fail_on` ("low" ... "critical", None never) raises TrainingFailed out of fit()
    when a symptom reaches it; `stop_on_nonfinite` sets `trainer.should_stop` as soon
    as a training step returns a NaN/Inf loss; `report` is the HTML report's path
    (default `<log_dir>/triage-report.html`, False for none). The diagnosis is kept
    in `self.diagnosis`.
    """

    def __init__(
        self,
        fail_on: str | None = None,
        stop_on_nonfinite: bool = True,
        report: str | os.PathLike[str] | bool | None = None,
    ) -> None:
        from triage.model import SEVERITIES

        if fail_on is not None and fail_on not in SEVERITIES:
            raise UsageError(f"fail_on={fail_on!r}: expected one of {', '.join(SEVERITIES)} or None")
        self.fail_on = fail_on
        self.stop_on_nonfinite = stop_on_nonfinite
        self.report = report
        self.diagnosis: Diagnosis | None = None
        self.stopped_at_step: int | None = None  # optimizer steps done when the NaN loss was seen

    def on_train_batch_end(
        self, trainer: Any, pl_module: Any, outputs: Any, batch: Any, batch_idx: int
    ) -> None:
        if not self.stop_on_nonfinite or self.stopped_at_step is not None:
            return
        loss = _loss_of(outputs)
        if loss is not None and not math.isfinite(loss):
            self.stopped_at_step = int(trainer.global_step)
            trainer.should_stop = True
            log.warning(
                "triage: the training loss is %s at step %d; stopping the run", loss, trainer.global_step
            )

    def on_train_end(self, trainer: Any, pl_module: Any) -> None:
        if not trainer.is_global_zero:
            return
        log_dir = self._log_dir(trainer)
        if log_dir is None:
            log.warning("triage: the trainer has no logger with a log directory; nothing to triage")
            return
        from triage.hooks.post_run import post_run

        try:
            self.diagnosis = post_run(log_dir, fail_on=None, report=self.report)
        except TriageError as problem:
            # a triage problem must not turn a finished training into a crash
            log.warning("triage: could not diagnose %s: %s", log_dir, problem)
            return
        verdict = self._verdict_line(self.diagnosis)
        log.info("%s", verdict)
        pl_module.print(verdict)
        if self.fail_on is not None and self.diagnosis.at_or_above(self.fail_on):
            from triage.hooks.post_run import failure_message

            raise TrainingFailed(failure_message(self.diagnosis, self.fail_on), self.diagnosis)

    @staticmethod
    def _log_dir(trainer: Any) -> Path | None:
        for logger in trainer.loggers:
            # the logs must be on disk before they are read back
            logger.save()
            flush = getattr(getattr(logger, "experiment", None), "flush", None)
            if callable(flush):
                flush()
        for logger in trainer.loggers:
            directory = getattr(logger, "log_dir", None)
            if directory and Path(directory).is_dir():
                return Path(directory)
        return None

    @staticmethod
    def _verdict_line(diagnosis: Diagnosis) -> str:
        symptoms = ", ".join(f"{f.id} ({f.severity})" for f in diagnosis.symptoms[:4]) or "no symptom"
        top = f"; check first: {diagnosis.causes[0].id}" if diagnosis.causes else ""
        return f"triage: {diagnosis.verdict}: {symptoms}{top}"
