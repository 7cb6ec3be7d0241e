"""Lightning's LearningRateMonitor with log_momentum / log_weight_decay writes the
optimizer's momentum (Adam's beta1) and weight decay under the lr's name
(`lr-Adam-momentum`, `lr-Adam-weight_decay`): a real fit, read back from both of
Lightning's loggers, keeps only the learning rate as the lr (layout transfer, issue 9)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from triage.model import Kind
from triage.readers import read_run


def _fit_with_lr_monitor(run_dir: Path, logger_kind: str) -> None:
    torch = pytest.importorskip("torch")
    lightning = pytest.importorskip("lightning")
    from lightning.pytorch.callbacks import LearningRateMonitor
    from lightning.pytorch.loggers import CSVLogger, TensorBoardLogger

    torch.manual_seed(0)
    torch.set_num_threads(1)
    x = torch.randn(64, 4)
    y = (x[:, 0] > 0).long()
    data = torch.utils.data.DataLoader(torch.utils.data.TensorDataset(x, y), batch_size=8)

    class Classifier(lightning.LightningModule):  # type: ignore[misc]
        def __init__(self) -> None:
            super().__init__()
            self.net = torch.nn.Linear(4, 2)

        def training_step(self, batch: Any, _: int) -> Any:
            loss = torch.nn.functional.cross_entropy(self.net(batch[0]), batch[1])
            self.log("train_loss", loss)
            return loss

        def configure_optimizers(self) -> Any:
            return torch.optim.Adam(self.parameters(), lr=3e-3, weight_decay=1e-4)

    logger = (
        TensorBoardLogger(save_dir=str(run_dir), name="", version="", default_hp_metric=False)
        if logger_kind == "tensorboard"
        else CSVLogger(save_dir=str(run_dir), name="", version="")
    )
    monitor = LearningRateMonitor(logging_interval="step", log_momentum=True, log_weight_decay=True)
    trainer = lightning.Trainer(
        max_epochs=2,
        accelerator="cpu",
        devices=1,
        logger=logger,
        callbacks=[monitor],
        log_every_n_steps=1,
        enable_checkpointing=False,
        enable_progress_bar=False,
        enable_model_summary=False,
    )
    trainer.fit(Classifier(), data)


@pytest.mark.slow
@pytest.mark.parametrize("logger_kind", ["csv", "tensorboard"])
def test_momentum_and_weight_decay_are_not_learning_rates(tmp_path: Path, logger_kind: str) -> None:
    _fit_with_lr_monitor(tmp_path, logger_kind)
    run = read_run(tmp_path)
    assert {"lr-Adam", "lr-Adam-momentum", "lr-Adam-weight_decay"} <= set(run.series)
    assert [s.name for s in run.select(kind=Kind.LR)] == ["lr-Adam"]
    assert run.series["lr-Adam"].value.max() == pytest.approx(3e-3)
    for name in ("lr-Adam-momentum", "lr-Adam-weight_decay"):
        assert run.series[name].kind == Kind.OTHER
        assert "logged beside the lr" in run.series[name].classified_by
