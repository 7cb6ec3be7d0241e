"""Variant battery d: real framework runs for benchmarks/variants.py (`--battery d`).

    nice -n 10 python benchmarks/variants.py --battery d --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery d [--runs]

Batteries a, b and c train every case with the suite's own loop and write its records in a
layout afterwards. Here every case is a REAL framework run: a `lightning.Trainer` fit whose
CSVLogger or TensorBoardLogger writes the log, or a `transformers.Trainer` run (a plain torch
module wrapped to return `{"loss", "logits"}`) whose `trainer_state.json` is the log, as the
layout the plan gives the case asks. Every case can run in each of the three layouts. What
the frameworks vary and the suite's writers never did: Lightning's `log_every_n_steps`, a
train loss logged on_step and on_epoch (`train_loss_step` / `train_loss_epoch`), only per
epoch or only per step, mid-epoch validation (`val_check_interval`), validation every other
epoch, LearningRateMonitor on or off, EarlyStopping, gradient clipping, bf16-mixed precision
on CPU, gradient accumulation, manual optimisation, schedulers stepped per step or per epoch
(cosine, StepLR, exponential, ReduceLROnPlateau on val_loss, OneCycle, linear warm-up); HF's
`logging_steps` / `eval_steps` (or per-epoch logging), its windowed mean loss and its own
grad-norm, a torch optimiser and scheduler handed to the Trainer, an early-stopping callback,
a Trainer subclass. Models: MLPs (classification and regression), a CNN, a batch-norm CNN, a
residual net, GRU / LSTM / ReLU-RNN and a small transformer encoder. Data sets no battery
used, all made offline: scikit-learn digits (rows and 8x8 images) in new orders, five 8-D
blobs, noisy moons, a 9-class and a 12-class table, Friedman #3, a regression in raw units,
7-class glyph images, six Markov sources over 10 tokens, a 9-letter Markov text and a
30-step one. Split, layout rotation and labels follow variants.py's rules; a Lightning
case's `every` is its `log_every_n_steps`.
"""

from __future__ import annotations

import math
import shutil
import tempfile
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from benchmarks.variants import BROKEN, MEMORISED, RUNAWAY, STALL, Variant, _generated

if TYPE_CHECKING:
    import torch
    from torch import nn

    from tests.suite.datasets import Splits

Record = dict[str, Any]
DataFault = Callable[["Splits", int], "Splits"]
ModelFault = Callable[[Any], Any]  # a torch module in, a torch module out
SIZES = (2000, 500, 500)


# ---------------------------------------------------------------- data sets no battery has


def digit_rows() -> Splits:
    """scikit-learn's 8x8 digits as 64 standardised features, 10 classes, a new order."""
    from tests.suite import datasets as ds

    return ds.sklearn_table("sklearn-digits", (1100, 350, 347), seed=1101)


def digit_pictures() -> Splits:
    """scikit-learn's digits as (N, 1, 8, 8) images, a new order."""
    from tests.suite import datasets as ds

    return ds.sklearn_digit_images((1100, 350, 347), seed=1102)


def blobs5(seed: int = 1103) -> Splits:
    """Five overlapping blobs in 8-D (make_blobs)."""
    from sklearn.datasets import make_blobs

    x, y = make_blobs(3000, n_features=8, centers=5, cluster_std=3.5, random_state=seed)
    return _generated("sk-blobs-5x8", x, y, 5, SIZES)


def moons_noisy(seed: int = 1104) -> Splits:
    from sklearn.datasets import make_moons

    x, y = make_moons(3000, noise=0.3, random_state=seed)
    return _generated("moons-0.3", x, y, 2, SIZES)


def _table(name: str, classes: int, seed: int, sizes: tuple[int, int, int], **shape: Any) -> Splits:
    from sklearn.datasets import make_classification

    x, y = make_classification(sum(sizes), n_classes=classes, random_state=seed, **shape)
    return _generated(name, x, y, classes, sizes)


def table9(sizes: tuple[int, int, int] = SIZES, name: str = "table-9class") -> Splits:
    """24 features, 12 informative, 9 classes of one cluster each."""
    return _table(
        name, 9, 1105, sizes, n_features=24, n_informative=12, n_redundant=4,
        n_clusters_per_class=1, class_sep=1.4, flip_y=0.01,
    )


def table12(sizes: tuple[int, int, int] = SIZES, name: str = "table-12class") -> Splits:
    """30 features, 14 informative, 12 classes: a harder table (an MLP gets ~75%)."""
    return _table(
        name, 12, 1106, sizes, n_features=30, n_informative=14, n_redundant=6,
        n_clusters_per_class=1, class_sep=1.2, flip_y=0.02,
    )


def table12_small() -> Splits:
    """The 12-class table with 300 training rows."""
    return table12((300, 500, 500), "table-12class-300")


def friedman3d(seed: int = 1107) -> Splits:
    from sklearn.datasets import make_friedman3

    x, y = make_friedman3(3000, noise=0.2, random_state=seed)
    return _generated("friedman3-d", x, y, 0, SIZES)


def raw_target_regression(seed: int = 1109) -> Splits:
    """make_regression with its target kept in raw units (sd ~ 130, noise sd 12): the MSE
    starts near 17,000 and ends in the low hundreds. Features standardised."""
    import torch
    from sklearn.datasets import make_regression

    from tests.suite import datasets as ds

    x, y = make_regression(3000, n_features=10, n_informative=7, noise=12.0, random_state=seed)
    target = torch.tensor(y, dtype=torch.float32)[:, None]
    splits = ds._split(torch.tensor(x, dtype=torch.float32), target, SIZES, 0)
    return ds._standardised(ds.named(splits, "sk-regression-raw-target"))


def glyphs7() -> Splits:
    """8x8 glyph images, seven classes, shifted by up to a pixel, heavy pixel noise."""
    from tests.suite import datasets as ds

    return ds.named(ds.digits(SIZES, num_classes=7, size=8, noise=1.0, max_shift=1, seed=1110), "glyphs-7")


def sources6() -> Splits:
    """Six Markov sources over 10 tokens, sequences of 14."""
    from tests.suite import datasets as ds

    data = ds.markov_sources(SIZES, num_classes=6, vocab=10, length=14, seed=1111)
    return ds.named(data, "markov-sources-6x14")


def text9() -> Splits:
    """Next-letter prediction on an order-2 Markov text over 9 letters, 8 letters of context."""
    from tests.suite import datasets as ds

    return ds.named(ds.char_sequences((3000, 600, 600), vocab=9, context=8, seed=1112), "markov-text-9")


def text30() -> Splits:
    """The same kind of text over 6 letters with 30 letters of context (long recurrences)."""
    from tests.suite import datasets as ds

    return ds.named(ds.char_sequences((2000, 500, 500), vocab=6, context=30, seed=1113), "markov-text-30")


# ---------------------------------------------------------------- injected faults


def shuffled_labels(data: Splits, seed: int) -> Splits:
    import torch

    g = torch.Generator().manual_seed(seed + 17)
    return replace(data, y_train=data.y_train[torch.randperm(data.train_size, generator=g)])


def first_rows(n: int) -> DataFault:
    def fault(data: Splits, _seed: int) -> Splits:
        return replace(data, x_train=data.x_train[:n], y_train=data.y_train[:n])

    return fault


def val_in_train(data: Splits, _seed: int) -> Splits:
    """The validation rows appended to the training set (a merge bug)."""
    import torch

    assert data.x_val is not None and data.y_val is not None
    return replace(
        data,
        x_train=torch.cat([data.x_train, data.x_val]),
        y_train=torch.cat([data.y_train, data.y_val]),
    )


def shifted_test(offset: float) -> DataFault:
    """The test rows drawn from another distribution: shifted by `offset` sd along a random direction."""

    def fault(data: Splits, seed: int) -> Splits:
        import torch

        assert data.x_test is not None
        g = torch.Generator().manual_seed(seed + 29)
        shift = torch.randn(data.x_test.shape[1:], generator=g)
        shift = offset * shift / shift.norm() * math.sqrt(shift.numel())
        return replace(data, x_test=data.x_test + shift)

    return fault


def remapped_test_tokens(data: Splits, seed: int) -> Splits:
    """The test sequences come from a source whose token ids were reassigned (a new tokenizer)."""
    import torch

    assert data.x_test is not None
    vocab = int(data.x_train.max()) + 1
    perm = torch.randperm(vocab, generator=torch.Generator().manual_seed(seed + 31))
    return replace(data, x_test=perm[data.x_test])


def scaled_inputs(factor: float) -> DataFault:
    """Features fed in raw units: every split multiplied by `factor` (the scaler was dropped)."""

    def fault(data: Splits, _seed: int) -> Splits:
        def s(x: torch.Tensor | None) -> torch.Tensor | None:
            return None if x is None else x * factor

        return replace(data, x_train=data.x_train * factor, x_val=s(data.x_val), x_test=s(data.x_test))

    return fault


def head_scaled(factor: float) -> ModelFault:
    def fault(net: Any) -> Any:
        import torch

        head = net.head
        with torch.no_grad():
            head.weight.mul_(factor)
        return net

    return fault


def dead_relus(bias: float) -> ModelFault:
    def fault(net: Any) -> Any:
        import torch
        from torch import nn

        head = net.head
        net.head = nn.Linear(head.in_features, head.out_features, bias=False)
        with torch.no_grad():
            for layer in net.body:
                if isinstance(layer, nn.Linear):
                    layer.bias.fill_(bias)
        return net

    return fault


def frozen_but_head_bias(net: Any) -> Any:
    """requires_grad False on every parameter but the head's bias (a fine-tuning helper gone wrong)."""
    for p in net.parameters():
        p.requires_grad_(False)
    net.head.bias.requires_grad_(True)
    return net


def softmax_output(net: nn.Module) -> nn.Module:
    from tests.suite.models import SoftmaxOutput

    return SoftmaxOutput(net)


def identity_rnn(scale: float) -> ModelFault:
    def fault(net: Any) -> Any:
        import torch

        with torch.no_grad():
            net.rnn.weight_hh_l0.copy_(scale * torch.eye(net.rnn.hidden_size))
        return net

    return fault


def head_bias_only(net: Any) -> Iterable[torch.nn.Parameter]:
    """The optimiser built over the head's bias alone (a refactor passed the wrong parameter list)."""
    return [net.head.bias]


# ---------------------------------------------------------------- the plan of one run


@dataclass(frozen=True)
class Plan:
    """One run, realisable as a Lightning fit or an HF Trainer run."""

    data: Callable[[], Splits]
    model: str
    lr: float
    optimizer: str = "adam"  # sgd | adam | adamw | rmsprop
    momentum: float = 0.0
    weight_decay: float = 0.0
    epochs: int = 10
    max_steps: int = -1
    batch_size: int = 32
    # constant | cosine | step | exp | plateau | onecycle | warmup-linear | warmup-cosine
    schedule: str = "constant"
    step_size: int = 0  # StepLR, in optimizer steps
    gamma: float = 0.1  # StepLR / exponential (per step) / plateau factor
    warmup: int = 0  # warm-up steps
    t_max: int = 0  # cosine length in steps (0: the whole run)
    clip: float | None = None
    log_every: int = 10  # Lightning log_every_n_steps, HF logging_steps
    train_log: str = "both"  # both | step | epoch (how the train loss is logged)
    val_interval: float = 1.0  # Lightning val_check_interval as a fraction of an epoch
    val_every_epochs: int = 1
    lr_monitor: bool = True
    early_stop: int | None = None  # patience, in evaluations
    bf16: bool = False
    accumulate: int = 1
    shuffle: bool = True
    sort_by_class: bool = False
    data_fault: DataFault | None = None
    model_fault: ModelFault | None = None
    params: Callable[[nn.Module], Iterable[torch.nn.Parameter]] | None = None
    loss: str = "auto"  # auto | mse-softmax (MSE on softmax probabilities against one-hot)
    zero_grad: bool = True
    model_kw: dict[str, Any] = field(default_factory=dict)


def _prepare(plan: Plan, seed: int) -> tuple[Splits, nn.Module, dict[str, Any]]:
    import torch

    from tests.suite.models import count_parameters
    from tests.suite.more_cases import make_model

    data = plan.data()
    if plan.data_fault is not None:
        data = plan.data_fault(data, seed)
    if plan.sort_by_class:
        order = torch.sort(data.y_train.flatten(), stable=True).indices
        data = replace(data, x_train=data.x_train[order], y_train=data.y_train[order])
    net, info = make_model(plan.model, data, **plan.model_kw)
    if plan.model_fault is not None:
        net = plan.model_fault(net)
    regression = data.num_classes == 0
    batches = math.ceil(data.train_size / plan.batch_size)
    steps_per_epoch = math.ceil(batches / plan.accumulate)
    hparams: dict[str, Any] = {
        "lr": plan.lr,
        "optimizer": plan.optimizer,
        "batch_size": plan.batch_size,
        "train_size": data.train_size,
        "num_params": count_parameters(net),
        "epochs": plan.epochs,
        "steps_per_epoch": steps_per_epoch,
        "schedule": plan.schedule,
        "grad_clip": plan.clip or 0,
        "weight_decay": plan.weight_decay,
        "task": "regression" if regression else info.get("task", "classification"),
        **{k: v for k, v in info.items() if k not in ("model", "task")},
    }
    if plan.max_steps > 0:
        hparams["max_steps"] = plan.max_steps
    if plan.warmup:
        hparams["warmup_steps"] = plan.warmup
    if plan.accumulate > 1:
        hparams["accumulate_grad_batches"] = plan.accumulate
    if not regression:
        hparams["num_classes"] = data.num_classes
    if plan.optimizer in ("sgd", "rmsprop"):
        hparams["momentum"] = plan.momentum
    return data, net, hparams


def _first(optimizers: Any) -> Any:
    """The one optimizer of a LightningModule (`optimizers()` returns a list when there are several)."""
    return optimizers[0] if isinstance(optimizers, list) else optimizers


def _total_steps(plan: Plan, steps_per_epoch: int) -> int:
    return plan.max_steps if plan.max_steps > 0 else plan.epochs * steps_per_epoch


def _optimizer(plan: Plan, net: nn.Module) -> torch.optim.Optimizer:
    import torch

    params = list(plan.params(net)) if plan.params else [p for p in net.parameters() if p.requires_grad]
    kw: dict[str, Any] = {"lr": plan.lr, "weight_decay": plan.weight_decay}
    if plan.optimizer == "sgd":
        return torch.optim.SGD(params, momentum=plan.momentum, **kw)
    if plan.optimizer == "rmsprop":
        return torch.optim.RMSprop(params, momentum=plan.momentum, **kw)
    if plan.optimizer == "adamw":
        return torch.optim.AdamW(params, **kw)
    return torch.optim.Adam(params, **kw)


def _scheduler(plan: Plan, optimizer: torch.optim.Optimizer, total: int) -> Any:
    """The torch scheduler of the plan (stepped per optimizer step; plateau per evaluation)."""
    import torch

    sched = torch.optim.lr_scheduler
    if plan.schedule == "cosine":
        return sched.CosineAnnealingLR(optimizer, T_max=plan.t_max or total)
    if plan.schedule == "step":
        return sched.StepLR(optimizer, step_size=plan.step_size, gamma=plan.gamma)
    if plan.schedule == "exp":
        return sched.ExponentialLR(optimizer, gamma=plan.gamma)
    if plan.schedule == "plateau":
        return sched.ReduceLROnPlateau(optimizer, mode="min", factor=plan.gamma, patience=0)
    if plan.schedule == "onecycle":
        return sched.OneCycleLR(optimizer, max_lr=plan.lr, total_steps=total + 1)
    warm = max(plan.warmup, 1)
    if plan.schedule == "warmup-linear":

        def linear(step: int) -> float:
            return (step + 1) / warm if step < warm else max(0.0, (total - step) / max(1, total - warm))

        return sched.LambdaLR(optimizer, linear)
    if plan.schedule == "warmup-cosine":

        def cosine(step: int) -> float:
            if step < warm:
                return (step + 1) / warm
            return 0.5 * (1 + math.cos(math.pi * min(1.0, (step - warm) / max(1, total - warm))))

        return sched.LambdaLR(optimizer, cosine)
    constant = sched.LambdaLR(optimizer, lambda _step: 1.0)
    constant.plan_constant = True  # type: ignore[attr-defined]  # the plan's own, not a hook's
    return constant


def _loss_fn(plan: Plan, classes: int) -> Callable[[torch.Tensor, torch.Tensor], torch.Tensor]:
    from torch import nn

    if classes == 0:
        return nn.functional.mse_loss
    if plan.loss == "mse-softmax":

        def mse_softmax(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
            onehot = nn.functional.one_hot(y, classes).to(out.dtype)
            return nn.functional.mse_loss(out.softmax(-1), onehot)

        return mse_softmax
    return nn.functional.cross_entropy


Runner = Callable[[str], Callable[[Any, int], dict[str, Any]]]  # layout -> (run_dir, seed) -> hparams


def runner(plan: Plan) -> Runner:
    """Variant.runner: the layout picks the framework (and Lightning's logger)."""

    def for_layout(layout: str) -> Callable[[Any, int], dict[str, Any]]:
        def run(run_dir: Path, seed: int) -> dict[str, Any]:
            import torch

            torch.set_num_threads(1)
            if layout == "hf-trainer":
                return _train_hf(plan, Path(run_dir), seed)
            return _fit_lightning(plan, Path(run_dir), seed, "tb" if layout == "lightning-tb" else "csv")

        return run

    return for_layout


# ---------------------------------------------------------------- Lightning


def _fit_lightning(plan: Plan, run_dir: Path, seed: int, logger_kind: str) -> dict[str, Any]:
    import lightning as L
    import torch
    from lightning.pytorch.callbacks import EarlyStopping, LearningRateMonitor
    from lightning.pytorch.loggers import CSVLogger, TensorBoardLogger
    from torch.utils.data import DataLoader, TensorDataset

    L.seed_everything(seed, workers=True, verbose=False)
    data, net, hparams = _prepare(plan, seed)
    classes = data.num_classes
    loss_fn = _loss_fn(plan, classes)
    batches = math.ceil(data.train_size / plan.batch_size)
    steps_per_epoch = int(hparams["steps_per_epoch"])
    total = _total_steps(plan, steps_per_epoch)
    records: list[Record] = []
    manual = not plan.zero_grad
    on_step = plan.train_log in ("both", "step")
    on_epoch = plan.train_log in ("both", "epoch")

    class Module(L.LightningModule):  # type: ignore[misc]
        def __init__(self) -> None:
            super().__init__()
            self.net = net
            self.save_hyperparameters(hparams)
            self.automatic_optimization = not manual
            self._grad_norm = math.nan
            self._batch_loss = math.nan
            self._epoch_sum = 0.0
            self._epoch_rows = 0

        def forward(self, x: torch.Tensor) -> torch.Tensor:
            out: torch.Tensor = self.net(x)
            return out

        def training_step(self, batch: tuple[torch.Tensor, torch.Tensor], index: int) -> torch.Tensor:
            x, y = batch
            loss = loss_fn(self(x).float(), y)
            self.log("train_loss", loss, on_step=on_step, on_epoch=on_epoch)
            self._epoch_sum += float(loss.detach()) * len(x)
            self._epoch_rows += len(x)
            # the batch's own loss: the `outputs` on_train_batch_end gets hold it divided by
            # accumulate_grad_batches (the closure's normalisation), which is not what was logged
            self._batch_loss = float(loss.detach())
            if manual:  # the bug: backward and step, never zero_grad()
                optimizer: Any = self.optimizers()
                self.manual_backward(loss)
                optimizer.step()
                scheduler: Any = self.lr_schedulers()
                if scheduler is not None and plan.schedule != "plateau":
                    scheduler.step()
            return loss

        def on_before_optimizer_step(self, optimizer: torch.optim.Optimizer) -> None:
            grads = [p.grad.detach().flatten() for p in self.parameters() if p.grad is not None]
            norm = float(torch.cat(grads).float().norm()) if grads else 0.0
            self.log("grad_norm", norm, on_step=True, on_epoch=False)
            self._grad_norm = norm

        def on_train_batch_end(self, outputs: Any, _batch: Any, index: int) -> None:
            if (index + 1) % plan.accumulate and index + 1 != batches:
                return  # no optimizer step on this batch
            records.append(
                {
                    "step": int(self.global_step) - 1,
                    "epoch": round(self.current_epoch + (index + 1) / batches, 4),
                    "train/loss": self._batch_loss,
                    "lr": float(_first(self.optimizers()).param_groups[0]["lr"]),
                    "grad_norm": self._grad_norm,
                }
            )

        def on_train_epoch_end(self) -> None:
            if on_epoch and self._epoch_rows:
                records.append(
                    {
                        "step": int(self.global_step) - 1,
                        "epoch": float(self.current_epoch + 1),
                        "train/epoch_loss": self._epoch_sum / self._epoch_rows,
                    }
                )
            self._epoch_sum, self._epoch_rows = 0.0, 0

        def _evaluate(self, batch: tuple[torch.Tensor, torch.Tensor], prefix: str) -> None:
            x, y = batch
            out = self(x).float()
            self.log(f"{prefix}_loss", loss_fn(out, y), on_epoch=True)
            if classes:
                self.log(f"{prefix}_acc", (out.argmax(-1) == y).float().mean(), on_epoch=True)

        def validation_step(self, batch: tuple[torch.Tensor, torch.Tensor], _index: int) -> None:
            self._evaluate(batch, "val")

        def test_step(self, batch: tuple[torch.Tensor, torch.Tensor], _index: int) -> None:
            self._evaluate(batch, "test")

        def on_validation_epoch_end(self) -> None:
            if self.trainer.sanity_checking:
                return
            metrics = self.trainer.callback_metrics
            done = self.trainer.fit_loop.epoch_loop.batch_progress.current.completed
            row: Record = {
                "step": int(self.global_step) - 1,
                "epoch": round(self.current_epoch + min(done, batches) / batches, 4),
            }
            if "val_loss" in metrics:
                row["val/loss"] = float(metrics["val_loss"])
            if "val_acc" in metrics:
                row["val/accuracy"] = float(metrics["val_acc"])
            records.append(row)
            if manual and plan.schedule == "plateau":
                scheduler: Any = self.lr_schedulers()
                if scheduler is not None:
                    scheduler.step(float(metrics["val_loss"]))

        def configure_optimizers(self) -> Any:
            optimizer = _optimizer(plan, self.net)
            scheduler = _scheduler(plan, optimizer, total)
            # a constant plan trains without a scheduler, unless a battery's hook replaced
            # _scheduler (the transformers runner always takes the scheduler it returns)
            if plan.schedule == "constant" and getattr(scheduler, "plan_constant", False):
                return optimizer
            if plan.schedule == "plateau":
                config = {"scheduler": scheduler, "monitor": "val_loss", "interval": "epoch"}
            else:
                config = {"scheduler": scheduler, "interval": "step"}
            return {"optimizer": optimizer, "lr_scheduler": config}

    def loader(x: torch.Tensor, y: torch.Tensor, shuffle: bool, size: int) -> DataLoader[Any]:
        g = torch.Generator().manual_seed(seed)
        return DataLoader(TensorDataset(x, y), batch_size=size, shuffle=shuffle, generator=g)

    logger: Any
    if logger_kind == "tb":
        logger = TensorBoardLogger(save_dir=str(run_dir), name="", version="", default_hp_metric=False)
    else:
        logger = CSVLogger(save_dir=str(run_dir), name="", version="")
    callbacks: list[Any] = []
    if plan.lr_monitor:
        callbacks.append(LearningRateMonitor(logging_interval="step"))
    if plan.early_stop is not None:
        callbacks.append(EarlyStopping("val_loss", patience=plan.early_stop))
    trainer = L.Trainer(
        max_epochs=plan.epochs,
        max_steps=plan.max_steps,
        accelerator="cpu",
        devices=1,
        logger=logger,
        callbacks=callbacks,
        log_every_n_steps=plan.log_every,
        val_check_interval=plan.val_interval if plan.val_interval < 1 else None,
        check_val_every_n_epoch=plan.val_every_epochs,
        enable_checkpointing=False,
        enable_progress_bar=False,
        enable_model_summary=False,
        gradient_clip_val=plan.clip,
        accumulate_grad_batches=plan.accumulate,
        precision="bf16-mixed" if plan.bf16 else "32-true",
        num_sanity_val_steps=0,
    )
    module = Module()
    assert data.x_val is not None and data.y_val is not None
    trainer.fit(
        module,
        loader(data.x_train, data.y_train, plan.shuffle, plan.batch_size),
        loader(data.x_val, data.y_val, False, 256),
    )
    if data.x_test is not None and data.y_test is not None:
        trainer.test(module, loader(data.x_test, data.y_test, False, 256), verbose=False)
        metrics = trainer.callback_metrics
        last = [r for r in records if "train/loss" in r][-1]
        row: Record = {"step": last["step"], "epoch": last["epoch"]}
        if "test_loss" in metrics:
            row["test/loss"] = float(metrics["test_loss"])
        if "test_acc" in metrics:
            row["test/accuracy"] = float(metrics["test_acc"])
        records.append(row)
    hparams["_records"] = records
    hparams["_framework"] = (
        f"lightning {L.__version__} Trainer, {type(logger).__name__}, log_every_n_steps={plan.log_every}, "
        f"train loss logged {plan.train_log}"
    )
    return hparams


# ---------------------------------------------------------------- Hugging Face


class _Rows:
    """Rows as the dicts a transformers.Trainer batches (`input_ids` for tokens, `x` for features)."""

    def __init__(self, x: torch.Tensor, y: torch.Tensor, key: str) -> None:
        self.x, self.y, self.key = x, y, key

    def __len__(self) -> int:
        return int(self.x.shape[0])

    def __getitem__(self, i: int) -> dict[str, Any]:
        return {self.key: self.x[i], "labels": self.y[i]}


def _train_hf(plan: Plan, run_dir: Path, seed: int) -> dict[str, Any]:
    import json

    import numpy as np
    import torch
    import transformers
    from torch import nn
    from transformers import Trainer, TrainerCallback, TrainingArguments

    transformers.set_seed(seed)
    transformers.logging.set_verbosity_error()  # type: ignore[no-untyped-call]
    data, net, hparams = _prepare(plan, seed)
    classes = data.num_classes
    loss_fn = _loss_fn(plan, classes)
    steps_per_epoch = int(hparams["steps_per_epoch"])
    total = _total_steps(plan, steps_per_epoch)
    tokens = not torch.is_floating_point(data.x_train)
    key = "input_ids" if tokens else "x"

    class Wrapped(nn.Module):
        """The torch model as a Trainer takes it: forward(inputs, labels) -> {"loss", "logits"}."""

        def __init__(self) -> None:
            super().__init__()
            self.net = net

        def forward(
            self,
            input_ids: torch.Tensor | None = None,
            x: torch.Tensor | None = None,
            labels: torch.Tensor | None = None,
        ) -> dict[str, torch.Tensor]:
            inputs = input_ids if input_ids is not None else x
            assert inputs is not None
            logits = self.net(inputs).float()
            out = {"logits": logits}
            if labels is not None:
                out["loss"] = loss_fn(logits, labels)
            return out

        def zero_grad(self, set_to_none: bool = True) -> None:
            if plan.zero_grad:
                super().zero_grad(set_to_none)
            # the bug: this model's zero_grad() was overridden and clears nothing

    class Patience(TrainerCallback):  # type: ignore[misc]
        """Stop when eval_loss has not improved for `patience` evaluations."""

        def __init__(self, patience: int) -> None:
            self.patience, self.best, self.bad = patience, math.inf, 0

        def on_evaluate(self, args: Any, state: Any, control: Any, metrics: Any = None, **_kw: Any) -> None:
            loss = (metrics or {}).get("eval_loss")
            if loss is None:
                return
            if loss < self.best:
                self.best, self.bad = loss, 0
            else:
                self.bad += 1
                if self.bad >= self.patience:
                    control.should_training_stop = True

    def accuracy(prediction: Any) -> dict[str, float]:
        logits, labels = prediction
        return {"accuracy": float(np.mean(np.argmax(logits, axis=-1) == labels))}

    model = Wrapped()
    optimizer = _optimizer(plan, net)
    scheduler = _scheduler(plan, optimizer, total)
    per_epoch = plan.train_log == "epoch"
    eval_steps = max(1, round(steps_per_epoch * plan.val_interval * plan.val_every_epochs))
    scratch = Path(tempfile.mkdtemp(prefix="hf-variants-d-"))
    try:
        args = TrainingArguments(
            output_dir=str(scratch),
            per_device_train_batch_size=plan.batch_size,
            per_device_eval_batch_size=256,
            gradient_accumulation_steps=plan.accumulate,
            num_train_epochs=plan.epochs,
            max_steps=plan.max_steps,
            logging_strategy="epoch" if per_epoch else "steps",
            logging_steps=plan.log_every,
            eval_strategy="epoch" if per_epoch else "steps",
            eval_steps=eval_steps,
            metric_for_best_model="loss",
            greater_is_better=False,
            save_strategy="no",
            report_to=[],
            seed=seed,
            data_seed=seed,
            use_cpu=True,
            bf16=plan.bf16,
            max_grad_norm=plan.clip or 0.0,
            disable_tqdm=True,
            dataloader_num_workers=0,
        )
        assert data.x_val is not None and data.y_val is not None
        callbacks = [Patience(plan.early_stop)] if plan.early_stop is not None else []
        trainer_class = Trainer if plan.shuffle else _sequential_trainer()
        hf = trainer_class(
            model=model,
            args=args,
            train_dataset=_Rows(data.x_train, data.y_train, key),
            eval_dataset=_Rows(data.x_val, data.y_val, key),
            compute_metrics=accuracy if classes else None,
            optimizers=(optimizer, scheduler),
            callbacks=callbacks,
        )
        hf.train()
        if data.x_test is not None and data.y_test is not None:
            hf.evaluate(_Rows(data.x_test, data.y_test, key), metric_key_prefix="test")
        hf.state.save_to_json(str(run_dir / "trainer_state.json"))
        if classes:  # the class count and labels, where HF keeps them (a regression has none)
            config = {
                "architectures": [type(net).__name__],
                "id2label": {str(i): f"LABEL_{i}" for i in range(classes)},
                "label2id": {f"LABEL_{i}": i for i in range(classes)},
                "num_labels": classes,
                "problem_type": "single_label_classification",
                "transformers_version": transformers.__version__,
            }
            (run_dir / "config.json").write_text(json.dumps(config, indent=2, sort_keys=True) + "\n")
        history = list(hf.state.log_history)
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
            row: Record = {"step": step, "epoch": epoch, "val/loss": float(entry["eval_loss"])}
            if "eval_accuracy" in entry:
                row["val/accuracy"] = float(entry["eval_accuracy"])
            records.append(row)
        elif "test_loss" in entry:
            row = {"step": step, "epoch": epoch, "test/loss": float(entry["test_loss"])}
            if "test_accuracy" in entry:
                row["test/accuracy"] = float(entry["test_accuracy"])
            records.append(row)
    hparams["_records"] = records
    hparams["_framework"] = (
        f"transformers {transformers.__version__} Trainer ({type(net).__name__} wrapped), "
        + ("logging per epoch" if per_epoch else f"logging_steps={plan.log_every}, eval_steps={eval_steps}")
    )
    return hparams


def _sequential_trainer() -> type:
    from torch.utils.data import SequentialSampler
    from transformers import Trainer

    class SequentialTrainer(Trainer):  # type: ignore[misc]
        """A Trainer whose train sampler keeps the data set's order (shuffling switched off)."""

        def _get_train_sampler(self, *_args: Any, **_kw: Any) -> SequentialSampler:
            return SequentialSampler(self.train_dataset)  # type: ignore[arg-type]

    return SequentialTrainer


# ---------------------------------------------------------------- the variants


def V(
    name: str,
    plan: Plan,
    symptoms: tuple[str, ...],
    cause: str | None,
    description: str,
    allowed: tuple[str, ...] = (),
    *,
    family: str,
    dataset: str,
    seed: int,
    runs: Callable[[Plan], Runner] | None = None,
) -> Variant:
    """A framework variant run by `runner` (or `runs`, a runner factory of the caller's): `every`
    is the plan's logging cadence (Lightning's log_every_n_steps)."""
    return Variant(
        name,
        lambda: _never_built,
        symptoms,
        cause,
        description,
        allowed,
        every=plan.log_every,
        seed=seed,
        runner=(runs or runner)(plan),
        family=family,
        dataset=dataset,
    )


def _never_built() -> Any:
    raise RuntimeError("a framework variant is run by its runner")


SORTED = ("loss-oscillation", "loss-spikes", "slow-convergence", "metric-at-baseline", "val-test-gap")
INIT = ("slow-convergence", "undertrained", "loss-spikes", "train-val-gap", "overfitting")

FAULTY: tuple[Variant, ...] = (
    # --- learning rate
    V(
        "vd-lr-high-sgd-digit-rows",
        Plan(digit_rows, "mlp", 6.0, "sgd", momentum=0.9, epochs=4, log_every=2, model_kw={"width": 96}),
        ("loss-runaway", "gradient-explosion"),
        "learning-rate-too-high",
        "SGD lr=6 momentum 0.9 on digit rows, unclipped: the loss blows up in the first epoch",
        RUNAWAY,
        family="mlp",
        dataset="sklearn-digits",
        seed=1201,
    ),
    V(
        "vd-lr-high-rmsprop-gru-text",
        Plan(text9, "gru", 0.05, "rmsprop", epochs=6, batch_size=64, log_every=4, train_log="step"),
        ("loss-oscillation", "slow-convergence"),
        "learning-rate-too-high",
        "RMSprop lr=0.05 on a GRU over Markov text: the loss jumps about and never settles",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="gru",
        dataset="markov-text",
        seed=1202,
    ),
    V(
        "vd-lr-low-sgd-bncnn",
        Plan(glyphs7, "bncnn", 2e-4, "sgd", epochs=6, log_every=5, lr_monitor=False),
        ("slow-convergence",),
        "learning-rate-too-low",
        "plain SGD lr=2e-4 on a batch-norm CNN",
        STALL,
        family="cnn-bn",
        dataset="glyphs",
        seed=1204,
    ),
    V(
        "vd-lr-low-adamw-table9",
        Plan(table9, "mlp", 1e-6, "adamw", weight_decay=0.01, epochs=12, log_every=20, train_log="epoch"),
        ("slow-convergence",),
        "learning-rate-too-low",
        "AdamW lr=1e-6 on a 9-class table, the train loss logged once an epoch",
        STALL,
        family="mlp",
        dataset="table-9class",
        seed=1205,
    ),
    V(
        "vd-lr-decay-step-resnet",
        Plan(
            digit_pictures, "resnet", 3e-3, "adam", epochs=6, log_every=2, schedule="step",
            step_size=20, gamma=0.002,
        ),
        ("slow-convergence",),
        "lr-decay-too-fast",
        "StepLR(step_size=20, gamma=0.002) stepped per batch: the lr is ~0 after 20 of 210 steps",
        STALL,
        family="resnet",
        dataset="sklearn-digits",
        seed=1206,
    ),
    V(
        "vd-lr-decay-exp-gru",
        Plan(sources6, "gru", 5e-3, "adam", epochs=8, log_every=4, schedule="exp", gamma=0.93),
        ("slow-convergence",),
        "lr-decay-too-fast",
        "ExponentialLR(gamma=0.93) stepped every batch instead of every epoch: lr ~0 by step 60",
        STALL,
        family="gru",
        dataset="markov-sources",
        seed=1207,
    ),
    # --- data order, labels, leakage, shift
    V(
        "vd-class-sorted-blobs",
        Plan(blobs5, "mlp", 0.02, "sgd", momentum=0.9, epochs=8, batch_size=25, log_every=1,
             shuffle=False, sort_by_class=True),
        ("periodic-loss",),
        "data-not-shuffled",
        "class-sorted rows, shuffle=False, SGD momentum on five blobs",
        SORTED,
        family="mlp",
        dataset="blobs",
        seed=1208,
    ),
    V(
        "vd-class-sorted-table12",
        Plan(table12, "mlp", 1e-3, "adam", epochs=8, batch_size=40, log_every=2, shuffle=False,
             sort_by_class=True, model_kw={"width": 128}),
        ("periodic-loss",),
        "data-not-shuffled",
        "class-sorted rows, shuffle=False, Adam on a 12-class table",
        SORTED,
        family="mlp",
        dataset="table-12class",
        seed=1209,
    ),
    V(
        "vd-shuffled-labels-digit-rows",
        Plan(digit_rows, "mlp", 1e-3, "adam", epochs=70, log_every=10, shuffle=True,
             data_fault=shuffled_labels, model_kw={"width": 384, "num_layers": 2}),
        ("overfitting", "train-val-gap", "metric-at-baseline"),
        "label-noise",
        "every train label permuted: a wide MLP memorises, val at chance",
        MEMORISED,
        family="mlp",
        dataset="sklearn-digits",
        seed=1210,
    ),
    V(
        "vd-val-in-train-table9",
        Plan(table9, "mlp", 2e-3, "adam", epochs=40, log_every=25, data_fault=val_in_train,
             model_kw={"width": 256, "num_layers": 2}),
        ("val-test-gap",),
        "data-leakage",
        "the validation rows appended to the train set: val loss far below the held-out test loss",
        ("overfitting", "zero-train-loss", "train-val-gap"),
        family="mlp",
        dataset="table-9class",
        seed=1212,
    ),
    V(
        "vd-shifted-test-blobs",
        Plan(blobs5, "mlp", 3e-3, "adam", epochs=10, log_every=10, data_fault=shifted_test(2.0)),
        ("val-test-gap",),
        "distribution-shift",
        "test rows shifted by 2 sd along a random direction; validation from the train distribution",
        ("metric-at-baseline",),
        family="mlp",
        dataset="blobs",
        seed=1214,
    ),
    V(
        "vd-remapped-test-transformer",
        Plan(sources6, "transformer", 2e-3, "adamw", weight_decay=0.01, epochs=8, log_every=5,
             schedule="cosine", data_fault=remapped_test_tokens),
        ("val-test-gap",),
        "distribution-shift",
        "test sequences tokenised with another vocabulary mapping",
        ("metric-at-baseline",),
        family="transformer",
        dataset="markov-sources",
        seed=1215,
    ),
    V(
        "vd-tiny-train-digit-rows",
        Plan(digit_rows, "mlp", 2e-3, "adam", epochs=200, batch_size=16, log_every=4,
             data_fault=first_rows(60), model_kw={"width": 256, "num_layers": 2}),
        ("overfitting", "zero-train-loss"),
        "insufficient-data",
        "60 training digits, a wide MLP, 200 epochs",
        ("train-val-gap", "undertrained", "loss-oscillation", "loss-spikes"),
        family="mlp",
        dataset="sklearn-digits",
        seed=1216,
    ),
    V(
        "vd-no-regularisation-table12",
        Plan(table12_small, "mlp", 1e-3, "adam", epochs=100, batch_size=30, log_every=10,
             model_kw={"width": 512, "num_layers": 3}),
        ("overfitting", "train-val-gap"),
        "insufficient-regularization",
        "a 3x512 MLP on 300 rows of a 12-class table, no dropout, no weight decay, 100 epochs",
        ("zero-train-loss", "undertrained", "loss-spikes"),
        family="mlp",
        dataset="table-12class",
        seed=1217,
    ),
    # --- optimisation bugs and the model
    V(
        "vd-no-zero-grad-friedman3",
        Plan(friedman3d, "mlp", 0.01, "sgd", momentum=0.9, epochs=8, log_every=5, zero_grad=False),
        ("gradient-explosion", "loss-runaway"),
        "missing-zero-grad",
        "regression MLP, SGD momentum; gradients never cleared (manual optimisation / zero_grad no-op)",
        BROKEN,
        family="regression",
        dataset="friedman3",
        seed=1218,
    ),
    V(
        "vd-frozen-optimizer-resnet",
        Plan(digit_pictures, "resnet", 1e-2, "adam", epochs=6, log_every=4, params=head_bias_only),
        ("slow-convergence", "metric-at-baseline"),
        "frozen-weights",
        "the optimiser built over the head's bias alone: nothing else ever updates",
        (*STALL, "gradient-vanishing"),
        family="resnet",
        dataset="sklearn-digits",
        seed=1220,
    ),
    V(
        "vd-frozen-lstm",
        Plan(text9, "lstm", 1e-2, "adam", epochs=5, batch_size=64, log_every=2,
             model_fault=frozen_but_head_bias),
        ("slow-convergence",),
        "frozen-weights",
        "requires_grad=False on every LSTM parameter but the head bias",
        (*STALL, "gradient-vanishing"),
        family="lstm",
        dataset="markov-text",
        seed=1221,
    ),
    V(
        "vd-double-softmax-cnn",
        Plan(digit_pictures, "cnn", 0.02, "sgd", momentum=0.9, epochs=8, log_every=5,
             model_fault=softmax_output),
        ("slow-convergence",),
        "wrong-loss-function",
        "the CNN returns probabilities and CrossEntropyLoss applies softmax again",
        STALL,
        family="cnn",
        dataset="sklearn-digits",
        seed=1222,
    ),
    V(
        "vd-mse-softmax-table9",
        Plan(table9, "mlp", 0.05, "sgd", epochs=10, log_every=10, loss="mse-softmax"),
        ("slow-convergence",),
        "wrong-loss-function",
        "MSE between softmax probabilities and one-hot labels, plain SGD",
        STALL,
        family="mlp",
        dataset="table-9class",
        seed=1223,
    ),
    V(
        "vd-bad-init-transformer",
        Plan(sources6, "transformer", 2e-3, "adam", epochs=8, log_every=2, clip=1.0,
             model_fault=head_scaled(80.0)),
        ("bad-initial-loss",),
        "poor-initialization",
        "the transformer's head initialised 80x too large",
        INIT,
        family="transformer",
        dataset="markov-sources",
        seed=1224,
    ),
    V(
        "vd-dead-relu-blobs",
        Plan(blobs5, "mlp", 0.01, "sgd", momentum=0.9, epochs=10, log_every=10, model_fault=dead_relus(-15.0),
             model_kw={"width": 64, "num_layers": 3}),
        ("gradient-vanishing", "slow-convergence", "metric-at-baseline"),
        "dead-relu",
        "ReLU biases initialised at -15 and a bias-free head: every unit dead",
        STALL,
        family="mlp",
        dataset="blobs",
        seed=1226,
    ),
    V(
        "vd-deep-sigmoid-table9",
        Plan(table9, "mlp", 0.05, "sgd", epochs=8, log_every=10,
             model_kw={"width": 32, "num_layers": 14, "activation": "sigmoid"}),
        ("slow-convergence", "metric-at-baseline"),
        "vanishing-gradients",
        "a 15-layer sigmoid MLP with plain SGD",
        (*STALL, "gradient-vanishing"),
        family="mlp",
        dataset="table-9class",
        seed=1227,
    ),
    V(
        "vd-rnn-no-clip-text30",
        Plan(text30, "rnn", 0.02, "sgd", momentum=0.9, epochs=6, log_every=2, model_fault=identity_rnn(1.05),
             model_kw={"hidden": 48, "nonlinearity": "relu"}),
        ("gradient-explosion", "loss-runaway"),
        "exploding-gradients",
        "a ReLU RNN over 30 steps, recurrent weights 1.05 x identity, no clipping",
        ("loss-spikes", "loss-oscillation", "slow-convergence", "metric-at-baseline", "bad-initial-loss"),
        family="rnn",
        dataset="markov-text",
        seed=1228,
    ),
    V(
        "vd-stopped-early-resnet",
        Plan(glyphs7, "resnet", 2e-3, "adam", epochs=1, log_every=1),
        ("undertrained",),
        "too-few-epochs",
        "max_epochs=1 of a residual net: the loss still falling steeply when it stops",
        (),
        family="resnet",
        dataset="glyphs",
        seed=1229,
    ),
    V(
        "vd-stopped-early-lstm",
        Plan(text9, "lstm", 3e-3, "adam", epochs=10, max_steps=140, batch_size=64, log_every=2),
        ("undertrained",),
        "too-few-epochs",
        "max_steps=140 on an LSTM over Markov text (3 of the 10 epochs asked)",
        (),
        family="lstm",
        dataset="markov-text",
        seed=1230,
    ),
    V(
        "vd-raw-x1000-table12",
        Plan(table12, "mlp", 1e-3, "adam", epochs=10, log_every=5, data_fault=scaled_inputs(1000.0)),
        ("bad-initial-loss",),
        "unnormalized-input",
        "the 12-class table's features multiplied by 1000 (the scaler dropped), Adam",
        (*RUNAWAY, "loss-runaway", "undertrained", "overfitting"),
        family="mlp",
        dataset="table-12class",
        seed=1231,
    ),
)

HEALTHY: tuple[Variant, ...] = (
    V(
        "vd-healthy-table9-dropout",
        Plan(table9, "mlp", 1e-3, "adamw", weight_decay=0.01, epochs=15, log_every=10,
             model_kw={"width": 128, "num_layers": 2, "dropout": 0.4}),
        (),
        None,
        "AdamW + dropout 0.4 on a 9-class table: the val loss sits below the train loss",
        family="mlp",
        dataset="table-9class",
        seed=1301,
    ),
    V(
        "vd-healthy-moons-batch8",
        Plan(moons_noisy, "mlp", 0.01, "sgd", momentum=0.9, epochs=6, batch_size=8, log_every=2,
             schedule="cosine", model_kw={"width": 32}),
        (),
        None,
        "batch size 8, SGD momentum + cosine on noisy moons: a noisy but converging curve",
        family="mlp",
        dataset="moons",
        seed=1302,
    ),
    V(
        "vd-healthy-blobs-long-cosine",
        Plan(blobs5, "mlp", 3e-3, "adamw", weight_decay=0.05, epochs=40, batch_size=64, log_every=16,
             schedule="cosine", model_kw={"width": 16, "dropout": 0.1}),
        (),
        None,
        "a long cosine run on five blobs that plateaus at its noise floor",
        family="mlp",
        dataset="blobs",
        seed=1303,
    ),
    V(
        "vd-healthy-bncnn-bf16",
        Plan(glyphs7, "bncnn", 3e-3, "adamw", epochs=8, log_every=5, bf16=True, schedule="cosine"),
        (),
        None,
        "batch-norm CNN under bf16-mixed precision on CPU, cosine",
        family="cnn-bn",
        dataset="glyphs",
        seed=1304,
    ),
    V(
        "vd-healthy-lstm-plateau",
        Plan(sources6, "lstm", 4e-3, "adam", epochs=12, batch_size=64, log_every=4, clip=1.0,
             schedule="plateau", gamma=0.3),
        (),
        None,
        "LSTM with ReduceLROnPlateau(patience=0) on val_loss, clipped at 1.0",
        family="lstm",
        dataset="markov-sources",
        seed=1305,
    ),
    V(
        "vd-healthy-transformer-warmup",
        Plan(sources6, "transformer", 2e-3, "adamw", weight_decay=0.01, epochs=8, log_every=5,
             schedule="warmup-linear", warmup=60, clip=1.0),
        (),
        None,
        "transformer encoder, 60 warm-up steps then linear decay, AdamW",
        family="transformer",
        dataset="markov-sources",
        seed=1306,
    ),
    V(
        "vd-healthy-raw-target-regression",
        Plan(raw_target_regression, "mlp", 3e-3, "adam", epochs=25, log_every=10, schedule="cosine",
             model_kw={"width": 64, "num_layers": 2}),
        (),
        None,
        "regression on a target in raw units (sd ~130): MSE from ~17,000 down to the low hundreds",
        family="regression",
        dataset="sk-regression",
        seed=1307,
    ),
    V(
        "vd-healthy-digit-rows-step-decay",
        Plan(digit_rows, "mlp", 0.02, "sgd", momentum=0.9, weight_decay=2e-3, epochs=20, log_every=5,
             schedule="step", step_size=420, gamma=0.1, model_kw={"width": 128, "dropout": 0.3}),
        (),
        None,
        "SGD momentum + dropout 0.3 on digit rows, x0.1 at step 420 of 700: a mild late rise of the val loss",
        family="mlp",
        dataset="sklearn-digits",
        seed=1308,
    ),
    V(
        "vd-healthy-resnet-midepoch-val",
        Plan(digit_pictures, "resnet", 6e-3, "adam", epochs=10, log_every=3, val_interval=0.25,
             schedule="cosine"),
        (),
        None,
        "residual net validated four times an epoch (val_check_interval=0.25)",
        family="resnet",
        dataset="sklearn-digits",
        seed=1309,
    ),
    V(
        "vd-healthy-table12-early-stop",
        Plan(table12, "mlp", 1e-3, "adamw", weight_decay=0.01, epochs=80, log_every=20, early_stop=4,
             model_kw={"width": 128, "num_layers": 2, "dropout": 0.3}),
        (),
        None,
        "AdamW + dropout 0.3 on a 12-class table with EarlyStopping(val_loss, patience 4)",
        family="mlp",
        dataset="table-12class",
        seed=1310,
    ),
    V(
        "vd-healthy-cnn-onecycle",
        Plan(digit_pictures, "cnn", 0.05, "sgd", momentum=0.9, epochs=8, log_every=4, schedule="onecycle",
             model_kw={"channels": 8}),
        (),
        None,
        "a CNN with OneCycleLR (SGD momentum, max lr 0.05)",
        family="cnn",
        dataset="sklearn-digits",
        seed=1311,
    ),
    V(
        "vd-healthy-gru-rmsprop",
        Plan(sources6, "gru", 2e-3, "rmsprop", epochs=10, batch_size=32, log_every=5, clip=1.0,
             schedule="cosine"),
        (),
        None,
        "RMSprop on a clipped GRU telling six Markov sources apart, cosine",
        family="gru",
        dataset="markov-sources",
        seed=1312,
    ),
    V(
        "vd-healthy-friedman3-accumulate",
        Plan(friedman3d, "mlp", 3e-3, "adam", epochs=25, batch_size=16, accumulate=4, log_every=5,
             schedule="cosine", model_kw={"width": 64, "activation": "tanh"}),
        (),
        None,
        "regression with accumulate_grad_batches=4 (micro-batches of 16)",
        family="regression",
        dataset="friedman3",
        seed=1313,
    ),
    V(
        "vd-healthy-bncnn-val-every-2",
        Plan(digit_pictures, "bncnn", 0.05, "sgd", momentum=0.9, weight_decay=5e-4, epochs=12, log_every=10,
             val_every_epochs=2, schedule="step", step_size=280, gamma=0.2),
        (),
        None,
        "batch-norm CNN validated every other epoch, SGD with a x0.2 step",
        family="cnn-bn",
        dataset="sklearn-digits",
        seed=1314,
    ),
    V(
        "vd-healthy-blobs-epoch-logging",
        Plan(blobs5, "mlp", 2e-3, "adam", epochs=20, batch_size=50, log_every=40, train_log="epoch",
             schedule="cosine", model_kw={"width": 32}),
        (),
        None,
        "the train loss logged only on_epoch (40 steps an epoch, log_every_n_steps=40), cosine",
        family="mlp",
        dataset="blobs",
        seed=1315,
    ),
    V(
        "vd-healthy-glyphs-step-only",
        Plan(glyphs7, "cnn", 2e-3, "adam", epochs=6, log_every=7, train_log="step", lr_monitor=False,
             model_kw={"channels": 8}),
        (),
        None,
        "a CNN logging its train loss on_step only, no LearningRateMonitor",
        family="cnn",
        dataset="glyphs",
        seed=1316,
    ),
    V(
        "vd-healthy-lstm-warmup-cosine",
        Plan(text9, "lstm", 5e-3, "adam", epochs=10, batch_size=64, log_every=3, clip=1.0,
             schedule="warmup-cosine", warmup=40),
        (),
        None,
        "LSTM on Markov text, 40 warm-up steps then cosine, clipped",
        family="lstm",
        dataset="markov-text",
        seed=1317,
    ),
    V(
        "vd-healthy-friedman3-sgd",
        Plan(friedman3d, "mlp", 0.0015, "sgd", momentum=0.9, epochs=20, log_every=10, schedule="cosine",
             model_kw={"width": 64, "num_layers": 2}),
        (),
        None,
        "regression MLP, SGD momentum + cosine",
        family="regression",
        dataset="friedman3",
        seed=1318,
    ),
    V(
        "vd-healthy-moons-weight-decay",
        Plan(moons_noisy, "mlp", 3e-3, "adamw", weight_decay=0.05, epochs=12, log_every=8,
             model_kw={"width": 64}),
        (),
        None,
        "AdamW with weight decay 0.05 on noisy moons, constant lr",
        family="mlp",
        dataset="moons",
        seed=1319,
    ),
    V(
        "vd-healthy-resnet-glyphs",
        Plan(glyphs7, "resnet", 2e-3, "adamw", weight_decay=0.01, epochs=6, log_every=6, schedule="cosine"),
        (),
        None,
        "residual net on glyph images, AdamW + cosine",
        family="resnet",
        dataset="glyphs",
        seed=1320,
    ),
    V(
        "vd-healthy-table9-bf16",
        Plan(table9, "mlp", 2e-3, "adamw", weight_decay=0.01, epochs=12, log_every=15, bf16=True,
             early_stop=3, model_kw={"width": 64, "dropout": 0.2}),
        (),
        None,
        "a 9-class dropout MLP under bf16-mixed, early stopping (patience 3)",
        family="mlp",
        dataset="table-9class",
        seed=1321,
    ),
    V(
        "vd-healthy-gru-step",
        Plan(sources6, "gru", 4e-3, "adam", epochs=10, log_every=8, clip=1.0, schedule="step",
             step_size=400, gamma=0.2),
        (),
        None,
        "GRU on six Markov sources with a x0.2 step at step 400",
        family="gru",
        dataset="markov-sources",
        seed=1322,
    ),
    V(
        "vd-healthy-digit-rows-exp",
        Plan(digit_rows, "mlp", 0.1, "sgd", epochs=15, log_every=1, schedule="exp", gamma=0.998,
             model_kw={"width": 64, "num_layers": 1}),
        (),
        None,
        "plain SGD lr=0.1 with a gentle per-step exponential decay, logged every step",
        family="mlp",
        dataset="sklearn-digits",
        seed=1323,
    ),
    V(
        "vd-healthy-bncnn-dropout",
        Plan(digit_pictures, "bncnn", 3e-3, "adam", epochs=10, log_every=10, train_log="both",
             model_kw={"channels": 12, "dropout": 0.3}),
        (),
        None,
        "batch-norm CNN with dropout before the head on digit images",
        family="cnn-bn",
        dataset="sklearn-digits",
        seed=1324,
    ),
)
