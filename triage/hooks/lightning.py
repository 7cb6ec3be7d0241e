"""A Lightning callback that attaches triage's TrainingMonitor to the module and optimizer,
and triages the logger's metrics and the monitor's signals as one run when training ends.

    trainer = lightning.Trainer(callbacks=[TriageCallback(every=10)], logger=CSVLogger("logs"))

The monitor writes `events.out.tfevents.<time>.<host>.<pid>.triage` into the logger's
`log_dir`, beside the logger's own files: triage's discovery reads such a file as a
supplement of the run's preferred source in the same folder, so `triage diagnose <log_dir>`
(and the callback's own end-of-training triage) read one run: the logger's curves plus the
monitor's signals. Nothing is copied. `hparams.json` there records what the real objects
say: the optimizer and its settings, gradient clipping, `zero_grad=automatic` (Lightning
zeroes the gradients itself under automatic optimization), the planned length
(`planned_steps`, `planned_epochs`) and whether and why the run stopped early
(`stopped_early`, `stopped_by`).
"""

from __future__ import annotations

import logging
import math
import os
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from lightning.pytorch.callbacks import Callback

from triage.errors import TrainingFailed, TriageError
from triage.hooks.post_run import merge_hparams_json

if TYPE_CHECKING:
    from triage.hooks.torch import TrainingMonitor
    from triage.model import Diagnosis

log = logging.getLogger("triage")
TARGET_KEYS = ("labels", "label", "targets", "target", "y")


def _inputs_and_targets(batch: Any) -> tuple[Any, Any]:
    """The model inputs and the targets of a training batch: (x, y, ...), a dict, or a tensor."""
    if isinstance(batch, (list, tuple)):
        return (batch[0] if batch else None), (batch[1] if len(batch) > 1 else None)
    if isinstance(batch, dict):
        targets = next((batch[k] for k in TARGET_KEYS if k in batch), None)
        return {k: v for k, v in batch.items() if k not in TARGET_KEYS}, targets
    return batch, None


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
    """Monitor the training (with `monitor`) and triage at `on_train_end`.

    `monitor` attaches a TrainingMonitor at `on_train_start` to the LightningModule and
    its first optimizer, measuring the costly signals every `every` optimizer steps;
    `monitor_hparams` adds to what it writes in hparams.json (e.g. {"train_size": 50000}).

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
        monitor: bool = True,
        every: int = 10,
        monitor_hparams: dict[str, Any] | None = None,
    ) -> None:
        from triage.hooks.options import check_every, check_fail_on

        check_every(every)
        self.fail_on = check_fail_on(fail_on)
        self.stop_on_nonfinite = stop_on_nonfinite
        self.report = report
        self.diagnosis: Diagnosis | None = None
        self.stopped_at_step: int | None = None  # optimizer steps done when the NaN loss was seen
        self.monitor_enabled = monitor
        self.every = every
        self.monitor_hparams = dict(monitor_hparams or {})
        self.monitor: TrainingMonitor | None = None
        self._steps_seen = 0  # trainer.global_step when the monitor last recorded a step
        self._losses: list[float] = []  # losses of the batches of the optimizer step under way
        self.triage_seconds = 0.0  # time the end-of-training triage took (not training time)

    def on_train_start(self, trainer: Any, pl_module: Any) -> None:
        self.monitor = None  # a monitor from an earlier fit() is closed
        if not self.monitor_enabled or not trainer.is_global_zero:
            return
        from triage.hooks.torch import TrainingMonitor

        directory = self._log_dir(trainer, save=False, existing=False)
        if directory is None:
            # nowhere the run's logs live, so nowhere to put the signals beside them
            log.warning("triage: the trainer has no logger with a log directory; no monitor attached")
            return
        for logger in trainer.loggers:
            # a logger that creates its folder lazily (CSVLogger) warns about, and clears, a folder
            # that already holds files: let it start before the monitor writes there
            getattr(logger, "experiment", None)
        optimizers = list(trainer.optimizers)
        if len(optimizers) > 1:
            log.warning("triage: %d optimizers; the monitor watches the first", len(optimizers))
        self.monitor = TrainingMonitor(
            pl_module,
            optimizers[0] if optimizers else None,
            log_dir=directory,
            every=self.every,
            # "stop": step() returns False on a NaN/Inf, which _record turns into trainer.should_stop
            on_nonfinite="stop" if self.stop_on_nonfinite else "warn",
            hparams={**trainer_hparams(trainer, pl_module), **self.monitor_hparams},
            report=False,
            record_loss=False,  # the logger's loss curve is the run's one train loss
            # Lightning runs the backward in the closure given to optimizer.step(): torch's
            # pre-step hook would see last step's gradients, so on_before_optimizer_step measures
            pre_step_hook=False,
        )
        self._steps_seen = int(trainer.global_step)
        self._losses = []

    def on_before_optimizer_step(self, trainer: Any, pl_module: Any, optimizer: Any) -> None:
        if self.monitor is not None and optimizer is self.monitor.optimizer:
            self.monitor.before_optimizer_step()

    def on_train_batch_end(
        self, trainer: Any, pl_module: Any, outputs: Any, batch: Any, batch_idx: int
    ) -> None:
        loss = _loss_of(outputs)
        if self.monitor is not None:
            self._record(self.monitor, trainer, loss, batch)
        if not self.stop_on_nonfinite or self.stopped_at_step is not None:
            return
        if loss is not None and not math.isfinite(loss):
            self.stopped_at_step = int(trainer.global_step)
            trainer.should_stop = True
            log.warning(
                "triage: the training loss is %s at step %d; stopping the run", loss, trainer.global_step
            )

    def _record(self, monitor: TrainingMonitor, trainer: Any, loss: float | None, batch: Any) -> None:
        """One monitor step per optimizer step (batches accumulated into it share it)."""
        if loss is not None:
            self._losses.append(loss)
        if int(trainer.global_step) == self._steps_seen:
            return  # gradient accumulation: the optimizer has not stepped yet
        self._steps_seen = int(trainer.global_step)
        mean_loss = sum(self._losses) / len(self._losses) if self._losses else None
        self._losses = []
        inputs, targets = _inputs_and_targets(batch)
        # Lightning logs a step's metrics at the count of optimizer steps before it
        keep_going = monitor.step(mean_loss, inputs=inputs, targets=targets, step=self._steps_seen - 1)
        if not keep_going and self.stop_on_nonfinite and self.stopped_at_step is None:
            self.stopped_at_step = self._steps_seen
            trainer.should_stop = True
            log.warning("triage: %s; stopping the run", monitor.nonfinite_origin or "NaN/Inf")

    def on_exception(self, trainer: Any, pl_module: Any, exception: BaseException) -> None:
        if self.monitor is not None:
            # keep what was recorded and take the hooks off the module; the exception is the news
            self.monitor.close(triage=False)

    def on_train_end(self, trainer: Any, pl_module: Any) -> None:
        if not trainer.is_global_zero:
            return
        started = time.perf_counter()
        log_dir = self._log_dir(trainer)
        facts = {**trainer_hparams(trainer, pl_module), **self._stop_facts(trainer), **self.monitor_hparams}
        if self.monitor is not None:
            self.monitor._user_hparams.update(facts)
            self.monitor.close(triage=False)  # writes hparams.json and the last signals
            log_dir = self.monitor.log_dir
        elif log_dir is not None:
            merge_hparams_json(log_dir / "hparams.json", facts)
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
        finally:
            self.triage_seconds = time.perf_counter() - started
        verdict = self._verdict_line(self.diagnosis)
        log.info("%s", verdict)
        pl_module.print(verdict)
        if self.fail_on is not None and self.diagnosis.at_or_above(self.fail_on):
            from triage.hooks.post_run import failure_message

            raise TrainingFailed(failure_message(self.diagnosis, self.fail_on), self.diagnosis)

    def _stop_facts(self, trainer: Any) -> dict[str, Any]:
        """`stopped_early` (the run ended before its planned length) and `stopped_by` (who ended it)."""
        planned = _planned_steps(trainer)
        early = planned is not None and int(trainer.global_step) < planned
        facts: dict[str, Any] = {"stopped_early": bool(early)}
        if not early:
            return facts
        stopper = getattr(trainer, "early_stopping_callback", None)
        if self.stopped_at_step is not None or (self.monitor is not None and self.monitor.should_stop):
            origin = self.monitor.nonfinite_origin if self.monitor is not None else None
            facts["stopped_by"] = f"triage TriageCallback: non-finite values ({origin or 'NaN/Inf loss'})"
        elif stopper is not None and getattr(stopper, "stopped_epoch", None):
            message = getattr(stopper, "stopping_reason_message", None)
            facts["stopped_by"] = f"EarlyStopping(monitor={stopper.monitor!r})" + (
                f": {message}" if message else ""
            )
        elif getattr(trainer, "interrupted", False):
            facts["stopped_by"] = "interrupted"
        else:
            facts["stopped_by"] = "trainer.should_stop (set by a callback or the module)"
        return facts

    @staticmethod
    def _log_dir(trainer: Any, save: bool = True, existing: bool = True) -> Path | None:
        if save:
            for logger in trainer.loggers:
                # the logs must be on disk before they are read back
                logger.save()
                flush = getattr(getattr(logger, "experiment", None), "flush", None)
                if callable(flush):
                    flush()
        for logger in trainer.loggers:
            directory = getattr(logger, "log_dir", None)
            if directory and (not existing or Path(directory).is_dir()):
                return Path(directory)
        return None

    @staticmethod
    def _verdict_line(diagnosis: Diagnosis) -> str:
        symptoms = ", ".join(f"{f.id} ({f.severity})" for f in diagnosis.symptoms[:4]) or "no symptom"
        top = f"; check first: {diagnosis.causes[0].id}" if diagnosis.causes else ""
        return f"triage: {diagnosis.verdict}: {symptoms}{top}"


def _planned_steps(trainer: Any) -> int | None:
    """The optimizer steps the trainer planned (max_steps, else epochs x batches / accumulation)."""
    if trainer.max_steps is not None and trainer.max_steps > 0:
        return int(trainer.max_steps)
    try:
        estimated = float(trainer.estimated_stepping_batches)
    except Exception:  # noqa: BLE001 - an infinite or unsized loader has no planned length
        return None
    return int(estimated) if math.isfinite(estimated) else None


def trainer_hparams(trainer: Any, pl_module: Any) -> dict[str, Any]:
    """What the real Trainer and module say, under the canonical hparam names (CONTRIBUTING.md)."""
    facts: dict[str, Any] = {}
    automatic = bool(getattr(pl_module, "automatic_optimization", True))
    facts["automatic_optimization"] = automatic
    # under automatic optimization Lightning calls optimizer.zero_grad() itself every step
    facts["zero_grad"] = "automatic" if automatic else "manual"
    clip = trainer.gradient_clip_val
    facts["grad_clip"] = float(clip) if clip else 0.0
    if clip:
        facts["gradient_clip_algorithm"] = str(trainer.gradient_clip_algorithm or "norm")
    facts["accumulate_grad_batches"] = int(trainer.accumulate_grad_batches)
    facts["precision"] = str(getattr(trainer, "precision", ""))
    if trainer.max_epochs is not None and trainer.max_epochs > 0:
        facts["planned_epochs"] = int(trainer.max_epochs)
    planned = _planned_steps(trainer)
    if planned is not None:
        facts["planned_steps"] = planned
    optimizers = list(getattr(trainer, "optimizers", []) or [])
    if optimizers:
        facts.update(optimizer_hparams(optimizers[0]))
    return facts


def optimizer_hparams(optimizer: Any) -> dict[str, Any]:
    """The optimizer's class and first param group's settings, from the object itself."""
    inner = getattr(optimizer, "optimizer", optimizer)  # Lightning's / Accelerate's wrappers
    facts: dict[str, Any] = {"optimizer": type(inner).__name__.lower()}
    groups = getattr(inner, "param_groups", None) or [{}]
    group = groups[0]
    lr = group.get("initial_lr", group.get("lr"))
    if isinstance(lr, (int, float)) or hasattr(lr, "item"):
        facts["lr"] = float(lr)
    betas = group.get("betas")
    if isinstance(betas, (list, tuple)) and len(betas) == 2:
        facts["momentum"], facts["adam_beta2"] = float(betas[0]), float(betas[1])
    elif isinstance(group.get("momentum"), (int, float)):
        facts["momentum"] = float(group["momentum"])
    if isinstance(group.get("eps"), (int, float)):
        facts["adam_eps"] = float(group["eps"])
    if isinstance(group.get("weight_decay"), (int, float)):
        facts["weight_decay"] = float(group["weight_decay"])
    return facts
