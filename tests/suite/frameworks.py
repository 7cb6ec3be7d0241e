"""Fault-suite cases run through the real frameworks: a `lightning.Trainer` fit
with its TensorBoardLogger or CSVLogger, and a `transformers.Trainer` on a tiny
BERT built from a config (nothing downloaded). Each runner writes exactly what
the framework writes, and returns the run's hparams and its records (the suite's
record shape, for the summary)."""

from __future__ import annotations

import math
import shutil
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from .cases import CaseSpec
from .datasets import Splits

Record = dict[str, Any]


# ------------------------------------------------------------------ Lightning


@dataclass(frozen=True)
class LightningPlan:
    """What a Lightning case fits: data, model family, optimiser, logger and its cadence."""

    data: Callable[[], Splits]
    model: str
    lr: float
    optimizer: str = "adam"
    epochs: int = 10
    batch_size: int = 32
    logger: str = "csv"  # csv | tb
    log_every_n_steps: int = 50
    shuffle: bool = True
    sort_by_class: bool = False
    shuffle_labels: bool = False
    momentum: float = 0.9
    gradient_clip_val: float | None = None
    early_stopping_patience: int | None = None
    cosine: bool = False
    model_kw: dict[str, Any] = field(default_factory=dict)


def lightning_runner(plan: LightningPlan) -> Callable[[Path, int], dict[str, Any]]:
    def run(run_dir: Path, seed: int) -> dict[str, Any]:
        return _fit_lightning(plan, run_dir, seed)

    return run


def _fit_lightning(plan: LightningPlan, run_dir: Path, seed: int) -> dict[str, Any]:
    import lightning as L
    import torch
    from lightning.pytorch.callbacks import EarlyStopping, LearningRateMonitor
    from lightning.pytorch.loggers import CSVLogger, TensorBoardLogger
    from torch import nn
    from torch.utils.data import DataLoader, TensorDataset

    from .models import count_parameters
    from .more_cases import make_model

    L.seed_everything(seed, workers=True, verbose=False)
    data = plan.data()
    if plan.shuffle_labels:
        g = torch.Generator().manual_seed(seed)
        data = replace(data, y_train=data.y_train[torch.randperm(data.train_size, generator=g)])
    if plan.sort_by_class:
        order = torch.sort(data.y_train.flatten(), stable=True).indices
        data = replace(data, x_train=data.x_train[order], y_train=data.y_train[order])
    net, info = make_model(plan.model, data, **plan.model_kw)
    regression = data.num_classes == 0
    loss_fn: Callable[[torch.Tensor, torch.Tensor], torch.Tensor] = (
        nn.functional.mse_loss if regression else nn.functional.cross_entropy
    )
    steps_per_epoch = math.ceil(data.train_size / plan.batch_size)
    hparams: dict[str, Any] = {
        "lr": plan.lr,
        "optimizer": plan.optimizer,
        "batch_size": plan.batch_size,
        "train_size": data.train_size,
        "num_params": count_parameters(net),
        "epochs": plan.epochs,
        "steps_per_epoch": steps_per_epoch,
        "schedule": "cosine" if plan.cosine else "constant",
        "grad_clip": plan.gradient_clip_val or 0,
        "weight_decay": 0.0,
        "task": "regression" if regression else info.get("task", "classification"),
        **{k: v for k, v in info.items() if k not in ("model", "task")},
    }
    if not regression:
        hparams["num_classes"] = data.num_classes
    if plan.optimizer == "sgd":
        hparams["momentum"] = plan.momentum
    records: list[Record] = []

    class SuiteModule(L.LightningModule):  # type: ignore[misc]
        def __init__(self) -> None:
            super().__init__()
            self.net = net
            self.save_hyperparameters(hparams)
            self._grad_norm = math.nan

        def forward(self, x: torch.Tensor) -> torch.Tensor:
            out: torch.Tensor = self.net(x)
            return out

        def training_step(self, batch: tuple[torch.Tensor, torch.Tensor], _index: int) -> torch.Tensor:
            x, y = batch
            loss = loss_fn(self(x), y)
            self.log("train_loss", loss, on_step=True, on_epoch=True)
            return loss

        def on_before_optimizer_step(self, optimizer: torch.optim.Optimizer) -> None:
            grads = [p.grad.detach().flatten() for p in self.parameters() if p.grad is not None]
            norm = float(torch.cat(grads).norm()) if grads else 0.0
            self.log("grad_norm", norm, on_step=True, on_epoch=False)
            self._grad_norm = norm

        def on_train_batch_end(self, outputs: Any, _batch: Any, _index: int) -> None:
            loss = outputs["loss"] if isinstance(outputs, dict) else outputs
            records.append(
                {
                    "step": int(self.global_step) - 1,
                    "epoch": round(self.current_epoch + (_index + 1) / steps_per_epoch, 4),
                    "train/loss": float(loss),
                    "lr": float(self.optimizers().param_groups[0]["lr"]),
                    "grad_norm": self._grad_norm,
                }
            )

        def _evaluate(self, batch: tuple[torch.Tensor, torch.Tensor], prefix: str) -> None:
            x, y = batch
            out = self(x)
            self.log(f"{prefix}_loss", loss_fn(out, y), on_epoch=True)
            if not regression:
                self.log(f"{prefix}_acc", (out.argmax(-1) == y).float().mean(), on_epoch=True)

        def validation_step(self, batch: tuple[torch.Tensor, torch.Tensor], _index: int) -> None:
            self._evaluate(batch, "val")

        def test_step(self, batch: tuple[torch.Tensor, torch.Tensor], _index: int) -> None:
            self._evaluate(batch, "test")

        def on_validation_epoch_end(self) -> None:
            if self.trainer.sanity_checking:
                return
            metrics = self.trainer.callback_metrics
            row: Record = {"step": int(self.global_step) - 1, "epoch": float(self.current_epoch + 1)}
            if "val_loss" in metrics:
                row["val/loss"] = float(metrics["val_loss"])
            if "val_acc" in metrics:
                row["val/accuracy"] = float(metrics["val_acc"])
            records.append(row)

        def configure_optimizers(self) -> Any:
            params = self.parameters()
            optimizer: torch.optim.Optimizer
            if plan.optimizer == "sgd":
                optimizer = torch.optim.SGD(params, lr=plan.lr, momentum=plan.momentum)
            else:
                optimizer = torch.optim.Adam(params, lr=plan.lr)
            if not plan.cosine:
                return optimizer
            schedule = torch.optim.lr_scheduler.CosineAnnealingLR(
                optimizer, T_max=plan.epochs * steps_per_epoch
            )
            return {"optimizer": optimizer, "lr_scheduler": {"scheduler": schedule, "interval": "step"}}

    def loader(x: Any, y: Any, shuffle: bool) -> DataLoader[Any]:
        g = torch.Generator().manual_seed(seed)
        return DataLoader(TensorDataset(x, y), batch_size=plan.batch_size, shuffle=shuffle, generator=g)

    logger: Any
    if plan.logger == "tb":
        logger = TensorBoardLogger(save_dir=str(run_dir), name="", version="", default_hp_metric=False)
    else:
        logger = CSVLogger(save_dir=str(run_dir), name="", version="")
    callbacks: list[Any] = [LearningRateMonitor(logging_interval="step")]
    if plan.early_stopping_patience is not None:
        callbacks.append(EarlyStopping("val_loss", patience=plan.early_stopping_patience))
    trainer = L.Trainer(
        max_epochs=plan.epochs,
        accelerator="cpu",
        devices=1,
        logger=logger,
        callbacks=callbacks,
        log_every_n_steps=plan.log_every_n_steps,
        enable_checkpointing=False,
        enable_progress_bar=False,
        enable_model_summary=False,
        deterministic=True,
        gradient_clip_val=plan.gradient_clip_val,
        num_sanity_val_steps=0,
    )
    module = SuiteModule()
    assert data.x_val is not None and data.y_val is not None
    trainer.fit(
        module, loader(data.x_train, data.y_train, plan.shuffle), loader(data.x_val, data.y_val, False)
    )
    if data.x_test is not None and data.y_test is not None:
        trainer.test(module, loader(data.x_test, data.y_test, False), verbose=False)
        metrics = trainer.callback_metrics
        row: Record = {"step": records[-1]["step"], "epoch": records[-1]["epoch"]}
        if "test_loss" in metrics:
            row["test/loss"] = float(metrics["test_loss"])
        records.append(row)
    hparams["_records"] = records
    hparams["_framework"] = f"lightning {L.__version__} Trainer, {type(logger).__name__}"
    return hparams


# ------------------------------------------------------------------ Hugging Face


@dataclass(frozen=True)
class HFPlan:
    """What a transformers.Trainer case trains: a tiny BERT on token sequences."""

    data: Callable[[], Splits]
    lr: float
    epochs: float = 3.0
    batch_size: int = 32
    logging_steps: int = 10
    eval_steps: int = 50
    scheduler: str = "linear"
    warmup_steps: int = 0
    max_steps: int = -1
    bf16: bool = False
    max_grad_norm: float = 1.0
    hidden: int = 32
    layers: int = 2


def hf_runner(plan: HFPlan) -> Callable[[Path, int], dict[str, Any]]:
    def run(run_dir: Path, seed: int) -> dict[str, Any]:
        return _train_hf(plan, run_dir, seed)

    return run


class _TokenDataset:
    """Token sequences as the dicts a transformers model takes."""

    def __init__(self, x: Any, y: Any) -> None:
        self.x, self.y = x, y

    def __len__(self) -> int:
        return int(self.x.shape[0])

    def __getitem__(self, i: int) -> dict[str, Any]:
        return {"input_ids": self.x[i], "labels": self.y[i]}


def _train_hf(plan: HFPlan, run_dir: Path, seed: int) -> dict[str, Any]:
    import numpy as np
    import transformers
    from transformers import BertConfig, BertForSequenceClassification, Trainer, TrainingArguments

    transformers.set_seed(seed)
    transformers.logging.set_verbosity_error()
    data = plan.data()
    vocab = int(data.x_train.max()) + 1
    config = BertConfig(
        vocab_size=vocab,
        hidden_size=plan.hidden,
        num_hidden_layers=plan.layers,
        num_attention_heads=2,
        intermediate_size=2 * plan.hidden,
        max_position_embeddings=int(data.x_train.shape[1]),
        num_labels=data.num_classes,
        hidden_dropout_prob=0.0,
        attention_probs_dropout_prob=0.0,
    )
    model = BertForSequenceClassification(config)

    def accuracy(prediction: Any) -> dict[str, float]:
        logits, labels = prediction
        return {"accuracy": float(np.mean(np.argmax(logits, axis=-1) == labels))}

    scratch = Path(tempfile.mkdtemp(prefix="hf-suite-"))
    try:
        args = TrainingArguments(
            output_dir=str(scratch),
            per_device_train_batch_size=plan.batch_size,
            per_device_eval_batch_size=256,
            num_train_epochs=plan.epochs,
            max_steps=plan.max_steps,
            learning_rate=plan.lr,
            lr_scheduler_type=plan.scheduler,
            warmup_steps=plan.warmup_steps,
            logging_steps=plan.logging_steps,
            eval_strategy="steps",
            eval_steps=plan.eval_steps,
            save_strategy="no",
            report_to=[],
            seed=seed,
            data_seed=seed,
            use_cpu=True,
            bf16=plan.bf16,
            max_grad_norm=plan.max_grad_norm,
            disable_tqdm=True,
            dataloader_num_workers=0,
        )
        trainer = Trainer(
            model=model,
            args=args,
            train_dataset=_TokenDataset(data.x_train, data.y_train),
            eval_dataset=_TokenDataset(data.x_val, data.y_val),
            compute_metrics=accuracy,
        )
        trainer.train()
        if data.x_test is not None:
            trainer.evaluate(_TokenDataset(data.x_test, data.y_test), metric_key_prefix="test")
        trainer.state.save_to_json(str(run_dir / "trainer_state.json"))
        model.config.to_json_file(str(run_dir / "config.json"))
        history = list(trainer.state.log_history)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    records: list[Record] = []
    for entry in history:
        step = int(entry.get("step", 0)) - 1
        epoch = float(entry.get("epoch", 0.0))
        if "loss" in entry:
            records.append(
                {
                    "step": step,
                    "epoch": epoch,
                    "train/loss": float(entry["loss"]),
                    "lr": float(entry.get("learning_rate", math.nan)),
                    "grad_norm": float(entry.get("grad_norm", math.nan)),
                }
            )
        elif "eval_loss" in entry:
            records.append(
                {
                    "step": step,
                    "epoch": epoch,
                    "val/loss": float(entry["eval_loss"]),
                    "val/accuracy": float(entry.get("eval_accuracy", math.nan)),
                }
            )
        elif "test_loss" in entry:
            records.append({"step": step, "epoch": epoch, "test/loss": float(entry["test_loss"])})
    return {"_records": records, "_framework": f"transformers {transformers.__version__} Trainer"}


# ------------------------------------------------------------------ the cases


def _skdigits() -> Splits:
    from .more_cases import skdigits

    return skdigits()


def _skdigit_images() -> Splits:
    from .more_cases import skdigit_images

    return skdigit_images()


def _text() -> Splits:
    from .more_cases import text8

    return text8()


def _diabetes() -> Splits:
    from .more_cases import diabetes

    return diabetes()


def _sources() -> Splits:
    from .more_cases import sources

    return sources()


def _never_built() -> Any:
    raise RuntimeError("a framework case is run by its runner")


def _framework_case(
    name: str,
    runner: Callable[[Path, int], dict[str, Any]],
    symptoms: tuple[str, ...],
    cause: str | None,
    description: str,
    fmt: str,
    family: str,
    dataset: str,
    seed: int,
    allowed: tuple[str, ...] = (),
    every: int = 1,
) -> CaseSpec:
    return CaseSpec(
        name,
        _never_built,
        symptoms,
        cause,
        description,
        allowed=allowed,
        fmt=fmt,
        seed=seed,
        every=every,
        runner=runner,
        family=family,
        dataset=dataset,
    )


SUITE: tuple[CaseSpec, ...] = (
    _framework_case(
        "lightning-healthy-skdigits-csv",
        lightning_runner(
            LightningPlan(
                _skdigits, "mlp", 2e-3, epochs=15, log_every_n_steps=10, cosine=True, model_kw={"width": 64}
            )
        ),
        (),
        None,
        "lightning.Trainer fit of an MLP on scikit-learn digits, CSVLogger every 10 steps, cosine",
        "lightning-csv",
        "mlp",
        "sklearn-digits",
        401,
        every=10,
    ),
    _framework_case(
        "lightning-healthy-bncnn-tb",
        lightning_runner(
            LightningPlan(
                _skdigit_images, "bncnn", 5e-3, epochs=15, logger="tb", log_every_n_steps=5, cosine=True
            )
        ),
        (),
        None,
        "lightning.Trainer fit of a batch-norm CNN with cosine decay, TensorBoardLogger every 5 steps",
        "lightning-tb",
        "cnn-bn",
        "sklearn-digits",
        402,
        every=5,
    ),
    _framework_case(
        "lightning-healthy-gru-csv",
        lightning_runner(
            LightningPlan(
                _text,
                "gru",
                5e-3,
                epochs=14,
                batch_size=64,
                log_every_n_steps=2,
                gradient_clip_val=1.0,
                cosine=True,
            )
        ),
        (),
        None,
        "lightning.Trainer fit of a clipped GRU on Markov text, cosine decay, CSVLogger every 2 steps",
        "lightning-csv",
        "gru",
        "markov-text",
        403,
        every=2,
    ),
    _framework_case(
        "lightning-healthy-diabetes-tb",
        lightning_runner(
            LightningPlan(
                _diabetes,
                "mlp",
                3e-3,
                epochs=60,
                logger="tb",
                log_every_n_steps=10,
                early_stopping_patience=8,
                model_kw={"width": 32, "num_layers": 1, "activation": "tanh"},
            )
        ),
        (),
        None,
        "lightning.Trainer regression on diabetes with EarlyStopping(patience 8), TensorBoardLogger",
        "lightning-tb",
        "regression",
        "diabetes",
        404,
        every=10,
    ),
    _framework_case(
        "lightning-lr-too-high-tb",
        lightning_runner(
            LightningPlan(
                _skdigits,
                "mlp",
                20.0,
                "sgd",
                epochs=4,
                logger="tb",
                log_every_n_steps=1,
                model_kw={"width": 64},
            )
        ),
        ("loss-runaway", "gradient-explosion"),
        "learning-rate-too-high",
        "lightning.Trainer, SGD lr=20 momentum 0.9: the loss blows up within the first epoch",
        "lightning-tb",
        "mlp",
        "sklearn-digits",
        405,
        allowed=(
            "loss-oscillation",
            "loss-spikes",
            "slow-convergence",
            "metric-at-baseline",
            "bad-initial-loss",
        ),
    ),
    _framework_case(
        "lightning-unshuffled-csv",
        lightning_runner(
            LightningPlan(
                _skdigits,
                "mlp",
                0.02,
                "sgd",
                epochs=10,
                batch_size=20,
                log_every_n_steps=1,
                shuffle=False,
                sort_by_class=True,
                model_kw={"width": 64},
            )
        ),
        ("periodic-loss",),
        "data-not-shuffled",
        "lightning.Trainer with a DataLoader(shuffle=False) over class-sorted rows: epoch-periodic loss",
        "lightning-csv",
        "mlp",
        "sklearn-digits",
        406,
        allowed=(
            "loss-oscillation",
            "loss-spikes",
            "train-val-gap",
            "slow-convergence",
            "overfitting",
            "metric-at-baseline",
            "gradient-explosion",
        ),
    ),
    _framework_case(
        "lightning-shuffled-labels-csv",
        lightning_runner(
            LightningPlan(
                _skdigits,
                "mlp",
                1e-3,
                epochs=80,
                log_every_n_steps=10,
                shuffle_labels=True,
                model_kw={"width": 512, "num_layers": 3},
            )
        ),
        ("overfitting", "train-val-gap", "metric-at-baseline", "zero-train-loss"),
        "label-noise",
        "lightning.Trainer on digit rows whose train labels were permuted: memorised, val at chance",
        "lightning-csv",
        "mlp",
        "sklearn-digits",
        407,
        every=10,
    ),
    _framework_case(
        "lightning-stopped-early-tb",
        lightning_runner(
            LightningPlan(_skdigit_images, "bncnn", 5e-3, epochs=2, logger="tb", log_every_n_steps=2)
        ),
        ("undertrained",),
        "too-few-epochs",
        "lightning.Trainer(max_epochs=2) on a batch-norm CNN: still falling steeply when it stops",
        "lightning-tb",
        "cnn-bn",
        "sklearn-digits",
        408,
        every=2,
    ),
    _framework_case(
        "hf-healthy-bert-linear",
        hf_runner(HFPlan(_sources, 3e-3, epochs=12, logging_steps=10, eval_steps=50, warmup_steps=20)),
        (),
        None,
        "transformers.Trainer, tiny BERT on Markov sources, linear decay with warm-up, "
        "logging_steps=10, eval_steps=50",
        "hf-trainer",
        "transformer",
        "markov-sources",
        409,
        every=10,
    ),
    _framework_case(
        "hf-healthy-bert-cosine-bf16",
        hf_runner(
            HFPlan(
                _sources,
                3e-3,
                epochs=10,
                logging_steps=5,
                eval_steps=25,
                scheduler="cosine",
                warmup_steps=10,
                bf16=True,
            )
        ),
        (),
        None,
        "transformers.Trainer with bf16 autocast on CPU and cosine decay, logging_steps=5",
        "hf-trainer",
        "transformer",
        "markov-sources",
        410,
        every=5,
    ),
    _framework_case(
        "hf-healthy-bert-constant",
        hf_runner(
            HFPlan(
                _sources, 2e-3, epochs=15, batch_size=64, logging_steps=4, eval_steps=32, scheduler="constant"
            )
        ),
        (),
        None,
        "transformers.Trainer with a constant lr, logging_steps=4, eval_steps=32",
        "hf-trainer",
        "transformer",
        "markov-sources",
        411,
        every=4,
    ),
    _framework_case(
        "hf-lr-too-low-bert",
        hf_runner(HFPlan(_sources, 1e-7, epochs=3, logging_steps=10, eval_steps=40)),
        ("slow-convergence",),
        "learning-rate-too-low",
        "transformers.Trainer with lr=1e-7: the loss stays at ln 4, accuracy at chance",
        "hf-trainer",
        "transformer",
        "markov-sources",
        412,
        every=10,
        allowed=("undertrained", "metric-at-baseline"),
    ),
    _framework_case(
        "hf-stopped-early-bert",
        hf_runner(
            HFPlan(_sources, 2e-3, max_steps=120, logging_steps=2, eval_steps=20, scheduler="constant")
        ),
        ("undertrained",),
        "too-few-epochs",
        "transformers.Trainer(max_steps=120): eval loss 1.39, 1.28, 1.21, 1.13, 1.06 (then 1.13) and "
        "the train loss still falling when max_steps stops it",
        "hf-trainer",
        "transformer",
        "markov-sources",
        413,
        every=2,
        allowed=(),
    ),
    _framework_case(
        "hf-lr-too-high-bert",
        hf_runner(
            HFPlan(
                _sources,
                0.5,
                epochs=3,
                logging_steps=5,
                eval_steps=30,
                max_grad_norm=0.0,
                scheduler="constant",
            )
        ),
        ("slow-convergence", "metric-at-baseline"),
        "learning-rate-too-high",
        "transformers.Trainer with AdamW lr=0.5 (500x the usual) and no clipping: the loss never "
        "leaves ln 4, accuracy at chance",
        "hf-trainer",
        "transformer",
        "markov-sources",
        414,
        every=5,
        allowed=(
            "loss-oscillation",
            "loss-spikes",
            "loss-runaway",
            "gradient-explosion",
            "undertrained",
            "bad-initial-loss",
        ),
    ),
)
