"""The Lightning callback on real Trainer runs (CPU, a tiny model, a few steps): it
triages from the logger's directory, writes the report there, stops a NaN run early."""

from __future__ import annotations

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
from triage.errors import TrainingFailed  # noqa: E402
from triage.hooks.lightning import TriageCallback  # noqa: E402

torch.set_num_threads(1)


class TinyClassifier(lightning.LightningModule):  # type: ignore[misc]
    def __init__(self, lr: float = 1e-2, nan_at_step: int | None = None) -> None:
        super().__init__()
        self.save_hyperparameters()
        self.net = nn.Sequential(nn.Linear(8, 16), nn.ReLU(), nn.Linear(16, 3))

    def training_step(self, batch: Any, batch_idx: int) -> Any:
        x, y = batch
        loss = nn.functional.cross_entropy(self.net(x), y)
        if self.hparams.nan_at_step is not None and self.global_step >= self.hparams.nan_at_step:
            loss = loss * float("nan")
        self.log("train_loss", loss, on_step=True, on_epoch=True)
        return loss

    def validation_step(self, batch: Any, batch_idx: int) -> None:
        x, y = batch
        self.log("val_loss", nn.functional.cross_entropy(self.net(x), y), on_epoch=True)

    def configure_optimizers(self) -> Any:
        return torch.optim.Adam(self.parameters(), lr=self.hparams.lr)


def loaders() -> tuple[DataLoader[Any], DataLoader[Any]]:
    x, y = blobs(n=256)
    vx, vy = blobs(n=128, sample_seed=99)
    generator = torch.Generator().manual_seed(0)
    return (
        DataLoader(TensorDataset(x, y), batch_size=32, shuffle=True, generator=generator),
        DataLoader(TensorDataset(vx, vy), batch_size=64),
    )


def fit(
    logger: Any, callback: TriageCallback, model: TinyClassifier, epochs: int = 3, checkpoints: bool = False
) -> Any:
    lightning.seed_everything(0, verbose=False)
    trainer = lightning.Trainer(
        max_epochs=epochs,
        accelerator="cpu",
        devices=1,
        logger=logger,
        callbacks=[callback],
        enable_progress_bar=False,
        enable_model_summary=False,
        log_every_n_steps=1,
        enable_checkpointing=checkpoints,
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
