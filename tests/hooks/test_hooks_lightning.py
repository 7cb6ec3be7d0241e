"""The Lightning callback on real Trainer runs (CPU, a tiny model, a few steps): it attaches
the training monitor, whose `*.triage` event file sits beside the logger's files and is read
with them as one run; it writes the report there, records what the real Trainer and optimizer
say, stops a NaN run and names where it began, and leaves a healthy run's verdict alone."""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

import pytest

torch = pytest.importorskip("torch")
lightning = pytest.importorskip("lightning")

from lightning.pytorch.loggers import CSVLogger, TensorBoardLogger  # noqa: E402
from torch import nn  # noqa: E402
from torch.utils.data import DataLoader, TensorDataset  # noqa: E402

from tests.hooks.training import blobs  # noqa: E402
from triage.detectors.monitor_signals import DETECTORS  # noqa: E402
from triage.errors import TrainingFailed, UsageError  # noqa: E402
from triage.hooks.lightning import TriageCallback  # noqa: E402
from triage.readers import read_runs  # noqa: E402

MONITOR_SYMPTOMS = {spec.symptom for spec in DETECTORS}

torch.set_num_threads(1)


class Overflow(nn.Module):
    """Passes its input through; once `broken`, it returns NaN in place of its output."""

    def __init__(self) -> None:
        super().__init__()
        self.broken = False

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * float("nan") if self.broken else x


class TinyClassifier(lightning.LightningModule):  # type: ignore[misc]
    def __init__(
        self,
        lr: float = 1e-2,
        nan_at_step: int | None = None,
        broken_from_step: int | None = None,
        weight_decay: float = 0.0,
    ) -> None:
        super().__init__()
        self.save_hyperparameters()
        torch.manual_seed(0)  # the same initial weights whatever ran before in this process
        self.net = nn.Sequential(nn.Linear(8, 16), nn.ReLU(), nn.Linear(16, 3))
        self.overflow = Overflow()
        self.head = nn.Linear(3, 3)

    def training_step(self, batch: Any, batch_idx: int) -> Any:
        x, y = batch
        broken_from = self.hparams.broken_from_step
        self.overflow.broken = broken_from is not None and self.global_step >= broken_from
        loss = nn.functional.cross_entropy(self.head(self.overflow(self.net(x))), y)
        if self.hparams.nan_at_step is not None and self.global_step >= self.hparams.nan_at_step:
            loss = loss * float("nan")
        self.log("train_loss", loss, on_step=True, on_epoch=True)
        return loss

    def validation_step(self, batch: Any, batch_idx: int) -> None:
        x, y = batch
        self.log("val_loss", nn.functional.cross_entropy(self.head(self.net(x)), y), on_epoch=True)

    def configure_optimizers(self) -> Any:
        return torch.optim.Adam(self.parameters(), lr=self.hparams.lr, weight_decay=self.hparams.weight_decay)


def loaders() -> tuple[DataLoader[Any], DataLoader[Any]]:
    x, y = blobs(n=256)
    vx, vy = blobs(n=128, sample_seed=99)
    generator = torch.Generator().manual_seed(0)
    return (
        DataLoader(TensorDataset(x, y), batch_size=32, shuffle=True, generator=generator),
        DataLoader(TensorDataset(vx, vy), batch_size=64),
    )


def fit(
    logger: Any,
    callback: TriageCallback,
    model: TinyClassifier,
    epochs: int = 3,
    checkpoints: bool = False,
    accumulate: int = 1,
    extra_callbacks: tuple[Any, ...] = (),
    **trainer_options: Any,
) -> Any:
    lightning.seed_everything(0, verbose=False)
    trainer = lightning.Trainer(
        max_epochs=epochs,
        accelerator="cpu",
        devices=1,
        logger=logger,
        callbacks=[callback, *extra_callbacks],
        enable_progress_bar=False,
        enable_model_summary=False,
        log_every_n_steps=1,
        enable_checkpointing=checkpoints,
        accumulate_grad_batches=accumulate,
        **trainer_options,
    )
    train, val = loaders()
    trainer.fit(model, train, val)
    return trainer


@pytest.mark.slow
def test_triages_a_csv_logged_run_and_writes_the_report(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    callback = TriageCallback()
    with caplog.at_level(logging.INFO, logger="triage"):
        fit(CSVLogger(tmp_path, name="csv"), callback, TinyClassifier())
    diagnosis = callback.diagnosis
    assert diagnosis is not None
    report = tmp_path / "csv" / "version_0" / "triage-report.html"
    assert report.is_file() and "train_loss" in report.read_text(encoding="utf-8")
    assert {"train_loss_step", "val_loss"} <= set(diagnosis.run.series)
    assert diagnosis.run.hparams.get("lr") == pytest.approx(1e-2)
    assert any(r.message.startswith("triage: ") for r in caplog.records)
    assert diagnosis.verdict != "failing", [f.message for f in diagnosis.symptoms]
    # the monitor's signals are read with the CSV's curves, as one run from the logger's folder
    assert "version_0" in Path(diagnosis.run.source).parts
    assert {"train/grad_norm", "monitor/dead_fraction/net.1", "train/update_ratio"} <= set(
        diagnosis.run.series
    )
    assert not [f.id for f in diagnosis.symptoms if f.id in MONITOR_SYMPTOMS]
    # one run: the monitor's own file holds its signals only, nothing copied from the CSV
    (event_file,) = (tmp_path / "csv" / "version_0").glob("events.out.tfevents.*")
    assert event_file.name.endswith(".triage") and event_file == callback.monitor.event_file
    (alone,) = read_runs(event_file)
    assert "train/grad_norm" in alone.series and not {"train_loss_step", "val_loss"} & set(alone.series)
    assert len(read_runs(tmp_path / "csv")) == 1


@pytest.mark.slow
def test_a_healthy_tensorboard_run_stays_healthy_with_the_monitor(tmp_path: Path) -> None:
    callback = TriageCallback(every=4)
    fit(TensorBoardLogger(tmp_path, name="tb"), callback, TinyClassifier(lr=3e-2), epochs=10)
    diagnosis = callback.diagnosis
    assert diagnosis is not None and callback.monitor is not None
    assert callback.monitor.log_dir == tmp_path / "tb" / "version_0"
    series = diagnosis.run.series
    assert "val_loss" in series and "train/grad_norm" in series  # Lightning's and the monitor's files
    assert len(series["train/grad_norm"]) == 80  # one point per optimizer step (10 epochs of 8 batches)
    assert "train/loss" not in series  # the logger's loss is the run's one train-loss curve
    assert len(series["monitor/dead_fraction/net.1"]) == 20  # the costly signals every 4th step only
    assert diagnosis.verdict == "healthy", [f.message for f in diagnosis.symptoms]
    assert callback.stopped_at_step is None


@pytest.mark.slow
def test_with_gradient_accumulation_it_records_one_step_per_update(tmp_path: Path) -> None:
    callback = TriageCallback(every=1, report=False)
    trainer = fit(TensorBoardLogger(tmp_path, name="tb"), callback, TinyClassifier(), epochs=2, accumulate=2)
    assert trainer.global_step == 8  # 16 batches, an update every second one
    diagnosis = callback.diagnosis
    assert diagnosis is not None
    assert diagnosis.run.series["train/grad_norm"].step.tolist() == list(range(8))
    assert diagnosis.run.series["monitor/optimizer_steps"].value[-1] == 8
    assert "gradient-accumulation" not in {f.id for f in diagnosis.symptoms}


@pytest.mark.slow
def test_names_the_module_whose_output_turned_nan(tmp_path: Path) -> None:
    callback = TriageCallback()
    with pytest.warns(RuntimeWarning, match="overflow"):
        fit(CSVLogger(tmp_path, name="csv"), callback, TinyClassifier(broken_from_step=3), epochs=5)
    assert callback.stopped_at_step == 4  # stopped after the first update with a NaN
    diagnosis = callback.diagnosis
    assert diagnosis is not None
    origin = next(f for f in diagnosis.symptoms if f.id == "nonfinite-first-seen")
    assert "'overflow'" in origin.message and origin.onset_step == 3, origin.message
    assert "'head" not in origin.message  # not the layer after it, whose gradient turned NaN first
    assert diagnosis.verdict == "failing"


class ManualClassifier(TinyClassifier):
    """Manual optimization: training_step calls the module and steps the optimizer itself."""

    def __init__(self, broken_from_step: int | None = None) -> None:
        super().__init__(broken_from_step=broken_from_step)
        self.automatic_optimization = False

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.head(self.overflow(self.net(x)))

    def training_step(self, batch: Any, batch_idx: int) -> Any:
        x, y = batch
        broken_from = self.hparams.broken_from_step
        self.overflow.broken = broken_from is not None and self.global_step >= broken_from
        optimizer = self.optimizers()
        loss = nn.functional.cross_entropy(self(x), y)
        optimizer.zero_grad()
        self.manual_backward(loss)
        optimizer.step()
        self.log("train_loss", loss)
        return loss


@pytest.mark.slow
def test_manual_optimization_is_monitored_without_replaying_its_optimizer_step(tmp_path: Path) -> None:
    callback = TriageCallback(every=2)
    with pytest.warns(RuntimeWarning, match="overflow"):
        trainer = fit(
            CSVLogger(tmp_path, name="csv"), callback, ManualClassifier(broken_from_step=10), epochs=3
        )
    assert callback.stopped_at_step == 11
    diagnosis = callback.diagnosis
    assert diagnosis is not None
    # one optimizer step per batch: locating the NaN never re-ran training_step
    assert diagnosis.run.series["monitor/optimizer_steps"].value[-1] == trainer.global_step == 11
    origin = next(f for f in diagnosis.symptoms if f.id == "nonfinite-first-seen")
    assert "'overflow'" in origin.message and origin.onset_step == 10, origin.message


@pytest.mark.slow
def test_without_the_monitor_only_the_logs_are_triaged(tmp_path: Path) -> None:
    callback = TriageCallback(monitor=False)
    fit(CSVLogger(tmp_path, name="csv"), callback, TinyClassifier(), epochs=2)
    assert callback.monitor is None and callback.diagnosis is not None
    assert callback.diagnosis.run.reader == "csv"
    assert not list((tmp_path / "csv" / "version_0").glob("*tfevents*"))


def test_rejects_a_schedule_that_is_not_a_positive_integer() -> None:
    with pytest.raises(UsageError, match="every"):
        TriageCallback(every=0)


@pytest.mark.slow
def test_stops_on_a_nan_loss_and_fails_on_request(tmp_path: Path) -> None:
    callback = TriageCallback(fail_on="high")
    with pytest.raises(TrainingFailed, match="loss-runaway") as failed:
        fit(TensorBoardLogger(tmp_path, name="tb"), callback, TinyClassifier(nan_at_step=5), epochs=5)
    assert callback.stopped_at_step == 6  # optimizer steps done when the NaN loss of step 5 came back
    assert callback.diagnosis is not None and failed.value.diagnosis is callback.diagnosis
    # stopped within the epoch of the NaN instead of running all five epochs (8 steps each)
    assert callback.diagnosis.run.last_step is not None and callback.diagnosis.run.last_step < 16


@pytest.mark.slow
def test_without_a_logger_it_warns_and_does_nothing(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    callback = TriageCallback()
    with caplog.at_level(logging.WARNING, logger="triage"):
        fit(False, callback, TinyClassifier(), epochs=1)
    assert callback.diagnosis is None
    assert any("no logger" in r.message for r in caplog.records)


@pytest.mark.slow
def test_a_lightning_checkpoint_is_inspected_safely(tmp_path: Path) -> None:
    from triage.hooks.checkpoint import diagnose_checkpoint

    fit(
        CSVLogger(tmp_path, name="csv"),
        TriageCallback(report=False),
        TinyClassifier(),
        epochs=2,
        checkpoints=True,
    )
    (path,) = (tmp_path / "csv" / "version_0" / "checkpoints").glob("*.ckpt")
    inventory, diagnosis = diagnose_checkpoint(path)
    assert inventory.has_model and inventory.has_optimizer and inventory.epoch == 1
    assert inventory.step == 16  # global_step after 2 epochs of 8 batches
    # Lightning does not save the generators' states unless asked: a resume does not reproduce
    assert "checkpoint-missing-rng-state" in {f.id for f in diagnosis.symptoms}


@pytest.mark.slow
def test_records_what_the_trainer_and_optimizer_say(tmp_path: Path) -> None:
    from lightning.pytorch.callbacks import EarlyStopping

    callback = TriageCallback(report=False)
    stopper = EarlyStopping(monitor="val_loss", patience=0, min_delta=10.0)  # stops after 2 epochs
    fit(
        CSVLogger(tmp_path, name="csv"),
        callback,
        TinyClassifier(lr=3e-3, weight_decay=1e-4),
        epochs=6,
        extra_callbacks=(stopper,),
        gradient_clip_val=0.5,
    )
    diagnosis = callback.diagnosis
    assert diagnosis is not None
    hparams = json.loads((tmp_path / "csv" / "version_0" / "hparams.json").read_text())
    assert hparams["zero_grad"] == "automatic" and hparams["automatic_optimization"] is True
    assert hparams["optimizer"] == "adam" and hparams["lr"] == pytest.approx(3e-3)
    assert hparams["momentum"] == pytest.approx(0.9) and hparams["adam_beta2"] == pytest.approx(0.999)
    assert hparams["adam_eps"] == pytest.approx(1e-8) and hparams["weight_decay"] == pytest.approx(1e-4)
    assert hparams["grad_clip"] == pytest.approx(0.5) and hparams["gradient_clip_algorithm"] == "norm"
    assert hparams["planned_epochs"] == 6 and hparams["planned_steps"] == 6 * 8
    assert hparams["stopped_early"] is True and "EarlyStopping(monitor='val_loss')" in hparams["stopped_by"]
    assert diagnosis.run.hparams["stopped_early"] is True
    assert diagnosis.run.hparams["grad_clip"] == pytest.approx(0.5)


@pytest.mark.slow
def test_attaching_the_callback_does_not_change_a_healthy_runs_verdict(tmp_path: Path) -> None:
    from triage.pipeline import diagnose

    fit(
        CSVLogger(tmp_path, name="plain"),
        TriageCallback(monitor=False, report=False),
        TinyClassifier(lr=3e-2),
        epochs=10,
    )
    plain = diagnose(tmp_path / "plain" / "version_0")
    callback = TriageCallback(every=4, report=False)
    fit(CSVLogger(tmp_path, name="watched"), callback, TinyClassifier(lr=3e-2), epochs=10)
    watched = callback.diagnosis
    assert watched is not None and callback.monitor is not None
    messages = [f.message for f in [*plain.symptoms, *watched.symptoms]]
    assert plain.verdict == watched.verdict == "healthy", messages
    assert {f.id for f in plain.symptoms} == {f.id for f in watched.symptoms}
    # the same logger curves were judged, with the monitor's signals beside them
    assert set(plain.run.series) < set(watched.run.series)
    assert "train/grad_norm" in watched.run.series
