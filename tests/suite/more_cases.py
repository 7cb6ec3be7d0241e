"""The suite's second generation of cases: the same faults (and healthy runs) over
more model families (batch-norm CNN, residual net, GRU, transformer), the data sets
scikit-learn ships, every logger layout and cadences from every step to per epoch."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

import torch
from torch import nn

from . import datasets as ds
from .cases import Built, CaseSpec, _flip_labels, _kill_relus, _leak_label, _mlp
from .datasets import Splits
from .models import MLP, BatchNormCNN, CharRNN, SoftmaxOutput, TinyCNN, TinyResNet, TinyTransformer
from .trainer import TrainConfig

Injection = Callable[[Built], None]


def make_model(kind: str, data: Splits, **kw: Any) -> tuple[nn.Module, dict[str, Any]]:
    """A model of one family sized for `data`, and the hparams it implies."""
    if kind == "mlp":
        return _mlp(data, **kw)
    if kind == "cnn":
        model = TinyCNN(int(data.x_train.shape[-1]), data.num_classes, kw.get("channels", 8))
        return model, {"activation": "relu", "num_layers": 3, "model": "cnn"}
    if kind == "bncnn":
        model = BatchNormCNN(data.num_classes, kw.get("channels", 8), kw.get("dropout", 0.0))
        return model, {"activation": "relu", "num_layers": 4, "model": "cnn-bn"}
    if kind == "resnet":
        model = TinyResNet(data.num_classes, kw.get("channels", 8), kw.get("blocks", 2))
        return model, {"activation": "relu", "num_layers": 2 + 2 * kw.get("blocks", 2), "model": "resnet"}
    if kind in ("gru", "lstm", "rnn"):
        hidden = kw.get("hidden", 32)
        nonlinearity = kw.get("nonlinearity", "tanh")
        vocab = int(data.x_train.max()) + 1
        rnn = CharRNN(vocab, hidden, kind, nonlinearity)
        rnn.head = nn.Linear(hidden, data.num_classes)
        info: dict[str, Any] = {"activation": nonlinearity if kind == "rnn" else "tanh", "num_layers": 1}
        info["model"] = kind
        return rnn, info
    if kind == "transformer":
        vocab = int(data.x_train.max()) + 1
        length = int(data.x_train.shape[1])
        layers = kw.get("layers", 2)
        model = TinyTransformer(
            vocab,
            data.num_classes,
            length,
            kw.get("dim", 32),
            2,
            layers,
            kw.get("dropout", 0.0),
            "last" if data.name == "markov-text" else "mean",
        )
        return model, {"activation": "relu", "num_layers": layers, "model": "transformer"}
    raise ValueError(f"unknown model family {kind!r}")


def recipe(
    data: Callable[[], Splits],
    model: str,
    config: dict[str, Any],
    inject: Injection | None = None,
    **model_kw: Any,
) -> Callable[[], Built]:
    """A zero-argument builder: data, a model of `model`'s family, the config, then the fault."""

    def build() -> Built:
        splits = data()
        net, info = make_model(model, splits, **model_kw)
        if "task" not in info and splits.num_classes == 0:
            info["task"] = "regression"
        settings = dict(config)
        if splits.num_classes == 0:
            settings.setdefault("task", "regression")
        built = Built(net, splits, TrainConfig(**settings), info)
        if inject is not None:
            inject(built)
        return built

    return build


# ------------------------------------------------------------------ data sets


def skdigits() -> Splits:
    return ds.sklearn_table("sklearn-digits", (1200, 297, 300), seed=101)


def skdigit_images() -> Splits:
    return ds.sklearn_digit_images((1200, 297, 300), seed=102)


def iris() -> Splits:
    return ds.sklearn_table("iris", (90, 30, 30), seed=103)


def wine() -> Splits:
    return ds.sklearn_table("wine", (110, 34, 34), seed=104)


def breast_cancer() -> Splits:
    return ds.sklearn_table("breast-cancer", (400, 85, 84), seed=105)


def text8() -> Splits:
    return ds.char_sequences((3000, 600, 600), context=8, seed=106)


def sources() -> Splits:
    return ds.markov_sources((2000, 500, 500), num_classes=4, vocab=16, length=16, seed=107)


def synth_digits() -> Splits:
    return ds.digits((2000, 500, 500), num_classes=10, size=8, noise=0.8, seed=108)


def diabetes() -> Splits:
    return ds.diabetes(seed=109)


def synth_regression() -> Splits:
    return ds.regression((2000, 400, 400), dim=6, seed=110)


def imbalanced() -> Splits:
    return ds.imbalanced_blobs((3000, 1000, 1000), minority_fraction=0.06, dim=8, separation=0.3, seed=111)


# ------------------------------------------------------------------ injections


def head_scaled(weight: float, bias: float = 0.0) -> Injection:
    """Poor initialisation: the output layer's weights `weight` times too large (bias in +-`bias`)."""

    def inject(built: Built) -> None:
        head = built.model.head
        assert isinstance(head, nn.Linear)
        with torch.no_grad():
            head.weight.mul_(weight)
            if bias and head.bias is not None:
                head.bias.uniform_(-bias, bias, generator=torch.Generator().manual_seed(7))

    return inject


def frozen_except_head_bias(built: Built) -> None:
    """A fine-tuning helper froze every weight; only the head bias still trains."""
    for p in built.model.parameters():
        p.requires_grad_(False)
    head = built.model.head
    assert isinstance(head, nn.Linear) and head.bias is not None
    head.bias.requires_grad_(True)


def dead_relus(bias: float) -> Injection:
    def inject(built: Built) -> None:
        model = built.model
        assert isinstance(model, MLP)
        width = model.head.in_features
        model.head = nn.Linear(width, model.head.out_features, bias=False)
        _kill_relus(model, bias)

    return inject


def double_softmax(built: Built) -> None:
    built.model = SoftmaxOutput(built.model)


def shuffled_train_labels(seed: int) -> Injection:
    def inject(built: Built) -> None:
        g = torch.Generator().manual_seed(seed)
        y = built.data.y_train
        built.data = replace(built.data, y_train=y[torch.randperm(y.shape[0], generator=g)])

    return inject


def mislabeled(count: int, seed: int) -> Injection:
    def inject(built: Built) -> None:
        data = built.data
        built.data = replace(data, y_train=_flip_labels(data.y_train, count, data.num_classes, seed))

    return inject


def outlier_rows(count: int, factor: float, seed: int) -> Injection:
    def inject(built: Built) -> None:
        g = torch.Generator().manual_seed(seed)
        x = built.data.x_train.clone()
        index = torch.randperm(x.shape[0], generator=g)[:count]
        x[index] = x[index] * factor
        built.data = replace(built.data, x_train=x)

    return inject


def leaked_label_column(built: Built) -> None:
    """The label one-hot in the train/val export; unrelated to it in the test export."""
    data = built.data
    assert data.x_val is not None and data.y_val is not None and data.x_test is not None
    classes = data.num_classes
    fake = torch.randint(0, classes, (data.x_test.shape[0],), generator=torch.Generator().manual_seed(5))
    built.data = replace(
        data,
        x_train=_leak_label(data.x_train, data.y_train, classes),
        x_val=_leak_label(data.x_val, data.y_val, classes),
        x_test=_leak_label(data.x_test, fake, classes),
    )
    built.model, _ = _mlp(built.data, 64, 2)


def shifted_test(offset: float, seed: int) -> Injection:
    def inject(built: Built) -> None:
        data = built.data
        assert data.x_test is not None
        g = torch.Generator().manual_seed(seed)
        built.data = replace(
            data, x_test=data.x_test + offset * torch.randn(data.x_test.shape[1:], generator=g)
        )

    return inject


def raw_eval_pixels(splits: str) -> Injection:
    """The eval transform forgets the normalisation: raw 0-255 pixels for `splits`."""

    def inject(built: Built) -> None:
        data = built.data
        changes: dict[str, Any] = {}
        for name in splits.split(","):
            x = getattr(data, f"x_{name}")
            changes[f"x_{name}"] = (x + 1.0) * 127.5
        built.data = replace(data, **changes)

    return inject


def raw_units(factor: float = 1.0) -> Injection:
    """Features reach the model in their raw units (the standardisation step was skipped)."""

    def inject(built: Built) -> None:
        name = built.data.name
        loader = ds.SKLEARN_TABLES[name][0] if name in ds.SKLEARN_TABLES else ""
        assert loader
        raw = ds.sklearn_table(name, _sizes(built.data), seed=_SEEDS[name], standardise=False)
        built.data = replace(
            raw,
            x_train=raw.x_train * factor,
            x_val=None if raw.x_val is None else raw.x_val * factor,
            x_test=None if raw.x_test is None else raw.x_test * factor,
        )

    return inject


_SEEDS = {"sklearn-digits": 101, "iris": 103, "wine": 104, "breast-cancer": 105}


def _sizes(data: Splits) -> tuple[int, int, int]:
    val = 0 if data.x_val is None else int(data.x_val.shape[0])
    test = 0 if data.x_test is None else int(data.x_test.shape[0])
    return data.train_size, val, test


def nan_in_eval_inputs(built: Built) -> None:
    """The val export holds missing values (NaN) that the eval pipeline never imputes."""
    data = built.data
    assert data.x_val is not None
    x_val = data.x_val.clone()
    x_val.view(x_val.shape[0], -1)[::7, 0] = float("nan")
    built.data = replace(data, x_val=x_val)


def tiny_train(size: int) -> Injection:
    def inject(built: Built) -> None:
        data = built.data
        built.data = replace(data, x_train=data.x_train[:size], y_train=data.y_train[:size])

    return inject


def chained(*injections: Injection) -> Injection:
    def inject(built: Built) -> None:
        for step in injections:
            step(built)

    return inject


def rebuilt(kind: str, **kw: Any) -> Injection:
    """Rebuild the model for the (changed) data, e.g. after a train-set cut or a new input width."""

    def inject(built: Built) -> None:
        built.model, info = make_model(kind, built.data, **kw)
        built.hparams.update(info)

    return inject


def identity_relu_rnn(built: Built) -> None:
    rnn = built.model.rnn
    assert isinstance(rnn, nn.RNN)
    with torch.no_grad():
        rnn.weight_hh_l0.copy_(torch.eye(rnn.hidden_size))


# ------------------------------------------------------------------ the cases

_RUNAWAY = ("loss-oscillation", "loss-spikes", "slow-convergence", "metric-at-baseline", "bad-initial-loss")
_STALL = ("undertrained", "metric-at-baseline")
_BROKEN = (
    "loss-runaway",
    "loss-spikes",
    "slow-convergence",
    "metric-at-baseline",
    "overfitting",
    "train-val-gap",
    "val-test-gap",
    "zero-train-loss",
    "loss-oscillation",
)


def cfg(
    lr: float, optimizer: str = "adam", epochs: int = 10, batch_size: int = 32, **kw: Any
) -> dict[str, Any]:
    return {"lr": lr, "optimizer": optimizer, "epochs": epochs, "batch_size": batch_size, **kw}


SGDM = {"optimizer": "sgd", "momentum": 0.9}

HEALTHY: tuple[CaseSpec, ...] = (
    CaseSpec(
        "healthy-skdigits-mlp-warmup-cosine",
        recipe(
            skdigits,
            "mlp",
            cfg(2e-3, "adamw", 20, weight_decay=0.01, schedule="cosine", warmup_steps=50),
            width=128,
            num_layers=2,
        ),
        (),
        None,
        "AdamW, 50 warm-up steps then cosine, MLP on scikit-learn's digits (Lightning CSV, every 10 steps)",
        fmt="lightning-csv",
        every=10,
        seed=201,
    ),
    CaseSpec(
        "healthy-iris-mlp",
        recipe(iris, "mlp", cfg(1e-2, "adam", 30, 16), width=32, num_layers=1),
        (),
        None,
        "a small MLP on iris, 30 epochs logged per epoch by a Keras-style CSVLogger; val loss 0.17 vs "
        "train 0.03 at 90% val accuracy on 30 val rows (sampling noise of a tiny val set)",
        fmt="csv",
        seed=202,
    ),
    CaseSpec(
        "healthy-wine-mlp",
        recipe(wine, "mlp", cfg(5e-3, "adam", 40, 16, eval_every=28), width=32, num_layers=1),
        (),
        None,
        "Adam on the wine table, HF trainer_state with logging_steps=5, eval every 28 steps",
        fmt="hf-trainer",
        every=5,
        seed=203,
    ),
    CaseSpec(
        "healthy-breast-cancer-sgd",
        recipe(breast_cancer, "mlp", cfg(0.02, epochs=15, **SGDM), width=64, num_layers=2),
        (),
        None,
        "SGD momentum on the standardised breast-cancer table, TensorBoard every step",
        fmt="tensorboard",
        seed=204,
    ),
    CaseSpec(
        "healthy-bncnn-skdigits",
        recipe(skdigit_images, "bncnn", cfg(5e-3, "adam", 16, schedule="cosine")),
        (),
        None,
        "a batch-norm CNN on scikit-learn's 8x8 digit images (Lightning TensorBoard, every 5 steps)",
        fmt="lightning-tb",
        every=5,
        seed=205,
    ),
    CaseSpec(
        "healthy-bncnn-augmented",
        recipe(synth_digits, "bncnn", cfg(4e-3, "adam", 14, augment="shift", schedule="cosine")),
        (),
        None,
        "batch-norm CNN with random-shift augmentation: val loss at or below train loss",
        fmt="jsonl",
        seed=206,
    ),
    CaseSpec(
        "healthy-resnet-step-schedule",
        recipe(
            skdigit_images,
            "resnet",
            cfg(
                0.05,
                epochs=8,
                weight_decay=5e-4,
                schedule="step",
                decay_step=230,
                decay_factor=0.1,
                eval_every=50,
                **SGDM,
            ),
        ),
        (),
        None,
        "a small residual net, SGD with a x0.1 step at step 230, HF logging_steps=10, eval every 50",
        fmt="hf-trainer",
        every=10,
        seed=207,
    ),
    CaseSpec(
        "healthy-resnet-plateau",
        recipe(
            synth_digits,
            "resnet",
            cfg(4e-3, "adam", 22, 50, schedule="plateau", plateau_patience=1, decay_factor=0.3),
        ),
        (),
        None,
        "residual net with ReduceLROnPlateau (patience 1, x0.3), logged every 2 steps",
        fmt="jsonl",
        every=2,
        seed=208,
    ),
    CaseSpec(
        "healthy-gru-text",
        recipe(text8, "gru", cfg(5e-3, "adam", 16, 64, grad_clip=1.0, schedule="cosine")),
        (),
        None,
        "a clipped GRU predicting the next character of a Markov text (Lightning CSV, every step)",
        fmt="lightning-csv",
        seed=209,
    ),
    CaseSpec(
        "healthy-lstm-sources",
        recipe(sources, "lstm", cfg(4e-3, "adam", 12, 64, grad_clip=1.0, schedule="cosine")),
        (),
        None,
        "an LSTM telling four Markov sources apart, TensorBoard every 4 steps",
        fmt="tensorboard",
        every=4,
        seed=210,
    ),
    CaseSpec(
        "healthy-transformer-text-warmup",
        recipe(
            text8,
            "transformer",
            cfg(3e-3, "adamw", 8, 64, weight_decay=0.01, schedule="cosine", warmup_steps=40),
        ),
        (),
        None,
        "a 2-layer transformer on next-character prediction, warm-up + cosine, HF logging_steps=5",
        fmt="hf-trainer",
        every=5,
        seed=211,
    ),
    CaseSpec(
        "healthy-transformer-bf16",
        recipe(sources, "transformer", cfg(3e-3, "adam", 8, 64, amp="bf16", schedule="cosine")),
        (),
        None,
        "transformer under CPU bf16 autocast telling Markov sources apart",
        fmt="jsonl",
        seed=212,
    ),
    CaseSpec(
        "healthy-diabetes-regression",
        recipe(
            diabetes,
            "mlp",
            cfg(3e-3, "adam", 15, 32, weight_decay=1e-2, schedule="cosine"),
            width=32,
            num_layers=1,
            activation="tanh",
        ),
        (),
        None,
        "an MLP regression on scikit-learn's diabetes table, per-epoch Keras-style CSV",
        fmt="csv",
        seed=213,
    ),
    CaseSpec(
        "healthy-regression-plateau",
        recipe(
            synth_regression,
            "mlp",
            cfg(3e-3, "adam", 20, 64, schedule="plateau", decay_factor=0.3),
            width=64,
            num_layers=2,
            activation="tanh",
        ),
        (),
        None,
        "nonlinear regression with ReduceLROnPlateau, Lightning TensorBoard every 10 steps",
        fmt="lightning-tb",
        every=10,
        seed=214,
    ),
    CaseSpec(
        "healthy-mlp-fp16-gradscaler",
        recipe(
            lambda: ds.blobs((2000, 500, 500), 4, 8, 2.5, 1.0, seed=215, per_dim=True),
            "mlp",
            cfg(1e-3, "adam", 12, amp="fp16", scaler_init_scale=2.0**24, scaler_growth_interval=100),
        ),
        (),
        None,
        "fp16 autocast with a GradScaler: the scaler skips the first steps and one step every ~100 "
        "(grad_norm inf/NaN, loss finite, lr not advanced); the loss converges",
        fmt="jsonl",
        seed=215,
    ),
    CaseSpec(
        "healthy-bncnn-fp16-gradscaler",
        recipe(
            synth_digits,
            "bncnn",
            cfg(
                4e-3,
                "adam",
                12,
                amp="fp16",
                scaler_init_scale=2.0**20,
                scaler_growth_interval=60,
                schedule="cosine",
            ),
        ),
        (),
        None,
        "batch-norm CNN under fp16 autocast + GradScaler (skipped steps log a non-finite grad_norm)",
        fmt="lightning-csv",
        seed=216,
    ),
    CaseSpec(
        "healthy-skdigits-dropout",
        recipe(
            skdigits, "mlp", cfg(1e-3, "adam", 15, schedule="cosine"), width=256, num_layers=2, dropout=0.5
        ),
        (),
        None,
        "dropout 0.5 MLP on scikit-learn digits: the val loss sits below the train loss",
        fmt="csv",
        seed=217,
    ),
    CaseSpec(
        "healthy-wine-early-stopping",
        recipe(wine, "mlp", cfg(3e-3, "adam", 200, 16, early_stopping_patience=5), width=64, num_layers=1),
        (),
        None,
        "wine MLP stopped by early stopping (patience 5) once val stops improving; wine is separable, so "
        "the train loss reaches 7e-4 with the val loss at 0.008 (100% val accuracy)",
        allowed=("zero-train-loss",),
        fmt="tensorboard",
        seed=218,
    ),
    CaseSpec(
        "healthy-xor-10k-steps",
        recipe(
            lambda: ds.xor((3000, 500, 500), noise=0.05, seed=219),
            "mlp",
            cfg(3e-3, "adam", 100, 30, schedule="cosine"),
            width=16,
            num_layers=1,
            activation="tanh",
        ),
        (),
        None,
        "10,000 steps logged every step: a tanh MLP on XOR with a cosine schedule",
        fmt="jsonl",
        seed=219,
    ),
    CaseSpec(
        "healthy-blobs-10-epochs",
        recipe(
            lambda: ds.blobs((2000, 500, 500), 3, 6, 3.0, seed=220, per_dim=True),
            "mlp",
            cfg(3e-3, "adam", 10),
            width=32,
            num_layers=1,
        ),
        (),
        None,
        "10 epochs, 10 points: a per-epoch Keras-style CSV of an easy blobs run",
        fmt="csv",
        seed=220,
    ),
    CaseSpec(
        "healthy-gru-sources-hf",
        recipe(sources, "gru", cfg(4e-3, "adam", 16, 64, grad_clip=1.0, eval_every=64, schedule="cosine")),
        (),
        None,
        "GRU on Markov sources, HF logging_steps=8, eval every 64 steps",
        fmt="hf-trainer",
        every=8,
        seed=221,
    ),
    CaseSpec(
        "healthy-breast-cancer-lcsv",
        recipe(
            breast_cancer,
            "mlp",
            cfg(1e-3, "adamw", 30, 16, weight_decay=0.05, schedule="cosine"),
            width=32,
            num_layers=2,
        ),
        (),
        None,
        "a small AdamW MLP on breast cancer, Lightning CSV every 5 steps; test loss 0.08 against val 0.03 "
        "at 95% / 100% accuracy on 84 / 85 rows (4 test errors): sampling noise, not a shift",
        fmt="lightning-csv",
        every=5,
        seed=222,
    ),
    CaseSpec(
        "healthy-resnet-ltb",
        recipe(synth_digits, "resnet", cfg(3e-3, "adam", 12, schedule="cosine")),
        (),
        None,
        "residual net with cosine decay, Lightning TensorBoard every step",
        fmt="lightning-tb",
        seed=223,
    ),
    CaseSpec(
        "healthy-transformer-sources-tb",
        recipe(
            sources,
            "transformer",
            cfg(3e-3, "adamw", 12, 64, weight_decay=0.01, schedule="cosine"),
            dropout=0.1,
        ),
        (),
        None,
        "a transformer with dropout 0.1 on Markov sources, TensorBoard every 3 steps",
        fmt="tensorboard",
        every=3,
        seed=224,
    ),
    CaseSpec(
        "healthy-diabetes-hf",
        recipe(diabetes, "mlp", cfg(1e-3, "adamw", 80, 32, weight_decay=0.01), width=16, num_layers=1),
        (),
        None,
        "regression on the diabetes table, HF logging_steps=10, eval per epoch",
        fmt="hf-trainer",
        every=10,
        seed=225,
    ),
    CaseSpec(
        "healthy-iris-lcsv-epoch",
        recipe(iris, "mlp", cfg(5e-3, "adam", 80, 16), width=16, num_layers=1),
        (),
        None,
        "iris MLP, Lightning CSV logging every 6 steps (about once an epoch); val loss 0.15 against train "
        "0.02 at 90% val accuracy on 30 val rows (sampling noise of a tiny val set)",
        fmt="lightning-csv",
        every=6,
        seed=226,
    ),
    CaseSpec(
        "healthy-skdigits-noise-augment",
        recipe(skdigits, "mlp", cfg(1e-3, "adam", 15, augment="noise", augment_strength=0.5), width=128),
        (),
        None,
        "input-noise augmentation on scikit-learn digits: val loss below train",
        fmt="lightning-tb",
        every=4,
        seed=227,
    ),
    CaseSpec(
        "healthy-lstm-text-keras",
        recipe(text8, "lstm", cfg(3e-3, "adam", 12, 64, grad_clip=1.0, schedule="cosine")),
        (),
        None,
        "an LSTM on Markov text with cosine decay, one CSV row per epoch",
        fmt="csv",
        seed=228,
    ),
    CaseSpec(
        "healthy-wine-sgd-tb",
        recipe(wine, "mlp", cfg(0.01, epochs=60, batch_size=8, **SGDM), width=32, num_layers=1),
        (),
        None,
        "small-batch SGD momentum on wine, TensorBoard every step",
        fmt="tensorboard",
        seed=229,
    ),
    CaseSpec(
        "healthy-regression-jsonl-every-20",
        recipe(
            synth_regression,
            "mlp",
            cfg(2e-3, "adam", 25, 32, schedule="cosine"),
            width=64,
            num_layers=2,
            activation="gelu",
        ),
        (),
        None,
        "GELU regression MLP with cosine decay, logged every 20 steps",
        fmt="jsonl",
        every=20,
        seed=230,
    ),
)

FAULTY: tuple[CaseSpec, ...] = (
    # --- learning rate
    CaseSpec(
        "lr-too-high-sgd-bncnn",
        recipe(skdigit_images, "bncnn", cfg(20.0, epochs=4, **SGDM)),
        ("loss-runaway",),
        "learning-rate-too-high",
        "SGD lr=20 momentum 0.9 on a batch-norm CNN: the loss jumps from 2.4 to ~20 in the first epoch; "
        "batch norm keeps the gradient norm within 10x (0.7 -> 5.8), so no explosion is visible",
        allowed=(*_RUNAWAY, "gradient-explosion"),
        fmt="lightning-tb",
        seed=301,
    ),
    CaseSpec(
        "lr-too-high-sgd-breast-cancer",
        recipe(breast_cancer, "mlp", cfg(5.0, epochs=10, **SGDM), width=64, num_layers=2),
        ("loss-runaway", "gradient-explosion"),
        "learning-rate-too-high",
        "SGD lr=5 momentum 0.9 on breast cancer: the loss blows up",
        allowed=_RUNAWAY,
        fmt="hf-trainer",
        every=2,
        seed=302,
    ),
    CaseSpec(
        "lr-too-high-adam-diabetes",
        recipe(diabetes, "mlp", cfg(1.0, "adam", 20), width=64, num_layers=2),
        ("loss-runaway", "gradient-explosion"),
        "learning-rate-too-high",
        "Adam lr=1.0 on the diabetes regression: the loss jumps by orders of magnitude",
        allowed=(*_RUNAWAY, "val-test-gap", "train-val-gap"),
        fmt="lightning-csv",
        seed=303,
    ),
    CaseSpec(
        "lr-too-high-sgd-transformer",
        recipe(sources, "transformer", cfg(10.0, epochs=3, batch_size=64, **SGDM)),
        ("loss-runaway", "gradient-explosion"),
        "learning-rate-too-high",
        "SGD lr=10 momentum 0.9 on a transformer: the loss explodes",
        allowed=_RUNAWAY,
        fmt="jsonl",
        seed=304,
    ),
    CaseSpec(
        "lr-too-high-adam-skdigits-oscillation",
        recipe(skdigits, "mlp", cfg(0.1, "adam", 10), width=64, num_layers=2),
        ("loss-oscillation",),
        "learning-rate-too-high",
        "Adam lr=0.1 on scikit-learn digits: the loss swings without settling",
        allowed=(
            "loss-spikes",
            "slow-convergence",
            "metric-at-baseline",
            "gradient-explosion",
            "undertrained",
            "train-val-gap",
        ),
        fmt="tensorboard",
        seed=305,
    ),
    CaseSpec(
        "lr-too-low-sgd-bncnn",
        recipe(skdigit_images, "bncnn", cfg(1e-5, epochs=8, **SGDM)),
        ("slow-convergence",),
        "learning-rate-too-low",
        "SGD lr=1e-5 on a batch-norm CNN: the loss hardly moves from ln 10",
        allowed=_STALL,
        fmt="hf-trainer",
        every=10,
        seed=306,
    ),
    CaseSpec(
        "lr-too-low-adam-gru",
        recipe(text8, "gru", cfg(1e-6, "adam", 5, 64)),
        ("slow-convergence",),
        "learning-rate-too-low",
        "Adam lr=1e-6 on a GRU: the loss stays near ln 12",
        allowed=_STALL,
        fmt="lightning-csv",
        seed=307,
    ),
    CaseSpec(
        "lr-too-low-sgd-transformer",
        recipe(sources, "transformer", cfg(1e-4, "sgd", 5, 64)),
        ("slow-convergence",),
        "learning-rate-too-low",
        "plain SGD lr=1e-4 on a transformer: the loss stays at ln 4, accuracy near chance",
        allowed=_STALL,
        fmt="tensorboard",
        every=2,
        seed=308,
    ),
    CaseSpec(
        "lr-too-low-sgd-iris",
        recipe(iris, "mlp", cfg(1e-4, "sgd", 60, 16), width=32, num_layers=1),
        ("slow-convergence",),
        "learning-rate-too-low",
        "SGD lr=1e-4 on iris for 60 epochs: the per-epoch loss barely falls from ln 3",
        allowed=_STALL,
        fmt="csv",
        seed=309,
    ),
    CaseSpec(
        "early-lr-decay-resnet",
        recipe(
            synth_digits, "resnet", cfg(2e-3, "adam", 6, schedule="step", decay_step=20, decay_factor=1e-3)
        ),
        ("slow-convergence",),
        "lr-decay-too-fast",
        "the step decay (x0.001) meant for epoch 20 fires at step 20: the residual net stalls right after",
        allowed=_STALL,
        fmt="lightning-csv",
        every=2,
        seed=310,
    ),
    CaseSpec(
        "early-lr-decay-skdigits-sgd",
        recipe(
            skdigits,
            "mlp",
            cfg(0.05, epochs=15, schedule="step", decay_step=10, decay_factor=1e-3, **SGDM),
            width=64,
            num_layers=2,
        ),
        ("slow-convergence",),
        "lr-decay-too-fast",
        "SGD lr decayed 1000x at step 10: a plateau far above the achievable loss",
        allowed=_STALL,
        fmt="hf-trainer",
        every=5,
        seed=311,
    ),
    CaseSpec(
        "early-cosine-gru",
        recipe(text8, "gru", cfg(3e-3, "adam", 8, 64, grad_clip=1.0, schedule="cosine", schedule_steps=40)),
        ("slow-convergence",),
        "lr-decay-too-fast",
        "cosine schedule told 40 steps (epochs passed as steps) on a 376-step GRU run: the lr is 0 "
        "from step 40 and the loss stalls far above what the model reaches",
        allowed=_STALL,
        fmt="jsonl",
        seed=312,
    ),
    # --- optimisation bugs
    CaseSpec(
        "missing-zero-grad-sgd-gru",
        recipe(text8, "gru", cfg(0.05, "sgd", 10, 64, zero_grad=False)),
        ("gradient-explosion",),
        "missing-zero-grad",
        "GRU trained without zero_grad(): the summed gradient grows 0.4 -> 21 (50x) and the loss, after "
        "falling from 2.4 to 2.0, climbs back to 3.4",
        allowed=_BROKEN,
        fmt="tensorboard",
        seed=313,
    ),
    CaseSpec(
        "missing-zero-grad-adam-breast-cancer",
        recipe(breast_cancer, "mlp", cfg(1e-3, "adam", 40, zero_grad=False), width=64, num_layers=2),
        ("loss-oscillation", "gradient-explosion"),
        "missing-zero-grad",
        "Adam without zero_grad() on breast cancer: gradient norm grows by orders of magnitude, loss swings",
        allowed=_BROKEN,
        fmt="lightning-csv",
        seed=314,
    ),
    CaseSpec(
        "missing-zero-grad-sgd-resnet",
        recipe(synth_digits, "resnet", cfg(0.01, epochs=4, zero_grad=False, **SGDM)),
        ("loss-runaway", "gradient-explosion"),
        "missing-zero-grad",
        "residual net with SGD and no zero_grad(): the accumulated gradient grows 0.8 -> 37 and the loss "
        "climbs from 2.3 to 25 within 4 epochs",
        allowed=_BROKEN,
        fmt="hf-trainer",
        every=2,
        seed=315,
    ),
    CaseSpec(
        "raw-features-breast-cancer-sgd",
        recipe(breast_cancer, "mlp", cfg(0.01, epochs=10, **SGDM), raw_units(), width=64, num_layers=2),
        ("loss-runaway", "bad-initial-loss"),
        "unnormalized-input",
        "breast-cancer features in raw units (areas in the thousands) into an SGD MLP: first loss far "
        "above ln 2, then divergence",
        allowed=(*_RUNAWAY, "gradient-explosion"),
        fmt="jsonl",
        seed=316,
    ),
    CaseSpec(
        "raw-features-wine-adam",
        recipe(wine, "mlp", cfg(1e-3, "adam", 40, 16), raw_units(), width=64, num_layers=2),
        ("bad-initial-loss",),
        "unnormalized-input",
        "wine features in raw units (proline ~1,000) into an Adam MLP: the first loss is far above ln 3",
        allowed=(
            "loss-spikes",
            "slow-convergence",
            "loss-oscillation",
            "undertrained",
            "overfitting",
            "train-val-gap",
            "gradient-explosion",
            "val-test-gap",
        ),
        fmt="lightning-csv",
        seed=317,
    ),
    CaseSpec(
        "raw-pixels-skdigits-mlp",
        recipe(skdigits, "mlp", cfg(0.01, epochs=8, **SGDM), raw_units(16.0), width=64, num_layers=2),
        ("bad-initial-loss", "slow-convergence", "metric-at-baseline"),
        "unnormalized-input",
        "digit pixels as raw 0-255 values into an SGD MLP: first loss 23 (ln 10 = 2.3), then stuck at "
        "ln 10 with accuracy at chance (the huge first steps killed the units)",
        allowed=(*_RUNAWAY, "loss-runaway", "gradient-explosion", "gradient-vanishing", "undertrained"),
        fmt="lightning-tb",
        seed=318,
    ),
    CaseSpec(
        "double-softmax-bncnn",
        recipe(skdigit_images, "bncnn", cfg(0.01, "sgd", 8), double_softmax),
        ("slow-convergence",),
        "wrong-loss-function",
        "softmax outputs fed to CrossEntropyLoss on a batch-norm CNN: the loss creeps down from ln 10",
        allowed=_STALL,
        fmt="tensorboard",
        seed=319,
    ),
    CaseSpec(
        "double-softmax-transformer",
        recipe(sources, "transformer", cfg(1e-3, "sgd", 5, 64), double_softmax),
        ("slow-convergence",),
        "wrong-loss-function",
        "a transformer returning probabilities into CrossEntropyLoss: the loss barely leaves ln 4",
        allowed=_STALL,
        fmt="hf-trainer",
        every=5,
        seed=320,
    ),
    # --- gradients and initialisation
    CaseSpec(
        "deep-sigmoid-skdigits",
        recipe(skdigits, "mlp", cfg(0.05, "sgd", 10), width=32, num_layers=12, activation="sigmoid"),
        ("slow-convergence", "metric-at-baseline"),
        "vanishing-gradients",
        "13-layer sigmoid MLP on scikit-learn digits: the loss stays at ln 10, accuracy at chance",
        allowed=("undertrained", "gradient-vanishing"),
        fmt="lightning-csv",
        every=2,
        seed=321,
    ),
    CaseSpec(
        "deep-sigmoid-breast-cancer",
        recipe(breast_cancer, "mlp", cfg(0.05, "sgd", 20), width=32, num_layers=12, activation="sigmoid"),
        ("slow-convergence", "metric-at-baseline"),
        "vanishing-gradients",
        "13-layer sigmoid MLP on breast cancer: the loss stays near the class-prior entropy, accuracy at "
        "the majority rate",
        allowed=("undertrained", "gradient-vanishing"),
        fmt="hf-trainer",
        every=4,
        seed=322,
    ),
    CaseSpec(
        "dead-relu-wine",
        recipe(
            wine,
            "mlp",
            cfg(0.01, epochs=30, batch_size=16, **SGDM),
            dead_relus(-20.0),
            width=64,
            num_layers=3,
        ),
        ("gradient-vanishing", "slow-convergence", "metric-at-baseline"),
        "dead-relu",
        "ReLU biases at -20 and a bias-free head on wine: every unit dead, gradient exactly 0, loss at ln 3",
        allowed=("undertrained",),
        fmt="tensorboard",
        seed=323,
    ),
    CaseSpec(
        "dead-relu-skdigits",
        recipe(skdigits, "mlp", cfg(1e-3, "adam", 8), dead_relus(-15.0), width=128, num_layers=3),
        ("gradient-vanishing", "slow-convergence", "metric-at-baseline"),
        "dead-relu",
        "ReLU biases at -15 with Adam on scikit-learn digits: dead units, zero gradient, loss at ln 10",
        allowed=_STALL,
        fmt="lightning-tb",
        seed=324,
    ),
    CaseSpec(
        "rnn-no-clip-lcsv",
        recipe(
            lambda: ds.char_sequences((3000, 600, 600), context=30, seed=325),
            "rnn",
            cfg(0.05, epochs=6, **SGDM),
            identity_relu_rnn,
            hidden=64,
            nonlinearity="relu",
        ),
        ("gradient-explosion", "loss-runaway"),
        "exploding-gradients",
        "identity-initialised ReLU RNN over 30 steps without clipping: the gradient norm explodes, loss NaN",
        allowed=("loss-spikes", "loss-oscillation", "slow-convergence", "metric-at-baseline"),
        fmt="lightning-csv",
        seed=325,
    ),
    CaseSpec(
        "rnn-no-clip-hf",
        recipe(
            lambda: ds.char_sequences((3000, 600, 600), context=24, seed=326),
            "rnn",
            cfg(0.05, epochs=6, **SGDM),
            identity_relu_rnn,
            hidden=48,
            nonlinearity="relu",
        ),
        ("gradient-explosion", "loss-runaway"),
        "exploding-gradients",
        "identity-initialised ReLU RNN over 24 steps without clipping, HF logging every 2 steps",
        allowed=("loss-spikes", "loss-oscillation", "slow-convergence", "metric-at-baseline"),
        fmt="hf-trainer",
        every=2,
        seed=326,
    ),
    CaseSpec(
        "frozen-resnet",
        recipe(synth_digits, "resnet", cfg(1e-2, "adam", 5), frozen_except_head_bias),
        ("slow-convergence",),
        "frozen-weights",
        "every residual-net weight frozen except the head bias: the loss only learns the class prior",
        allowed=(*_STALL, "gradient-vanishing"),
        fmt="lightning-tb",
        seed=327,
    ),
    CaseSpec(
        "frozen-transformer",
        recipe(sources, "transformer", cfg(1e-2, "adam", 5, 64), frozen_except_head_bias),
        ("slow-convergence",),
        "frozen-weights",
        "a transformer whose weights are all frozen but the head bias: the loss stays at 1.33 (ln 4 = 1.39), "
        "val accuracy 0.36 (the frozen random head still separates a little)",
        allowed=("undertrained", "gradient-vanishing", "metric-at-baseline"),
        fmt="jsonl",
        seed=328,
    ),
    CaseSpec(
        "bad-init-transformer",
        recipe(sources, "transformer", cfg(1e-3, "adam", 5, 64), head_scaled(60.0)),
        ("bad-initial-loss",),
        "poor-initialization",
        "transformer head weights x60: the first loss is far above ln 4",
        allowed=(
            "loss-spikes",
            "slow-convergence",
            "undertrained",
            "overfitting",
            "train-val-gap",
            "loss-oscillation",
        ),
        fmt="hf-trainer",
        every=2,
        seed=329,
    ),
    CaseSpec(
        "bad-init-bncnn",
        recipe(skdigit_images, "bncnn", cfg(0.01, epochs=6, **SGDM), head_scaled(40.0, 20.0)),
        ("bad-initial-loss",),
        "poor-initialization",
        "batch-norm CNN head weights x40, biases in +-20: first loss far above ln 10",
        allowed=("loss-spikes", "slow-convergence", "overfitting", "train-val-gap"),
        fmt="jsonl",
        seed=330,
    ),
    CaseSpec(
        "bad-init-wine",
        recipe(wine, "mlp", cfg(1e-3, "adam", 40, 16), head_scaled(50.0), width=64, num_layers=2),
        ("bad-initial-loss",),
        "poor-initialization",
        "wine MLP head weights x50: first loss far above ln 3",
        allowed=("loss-spikes", "slow-convergence", "overfitting", "train-val-gap", "zero-train-loss"),
        fmt="lightning-csv",
        seed=331,
    ),
    # --- data
    CaseSpec(
        "tiny-train-resnet",
        recipe(skdigit_images, "resnet", cfg(2e-3, "adam", 150, 16), tiny_train(40), channels=16),
        ("overfitting", "zero-train-loss"),
        "insufficient-data",
        "40 digit images for a residual net: memorised, val loss rises from its minimum",
        allowed=("train-val-gap",),
        fmt="lightning-csv",
        every=4,
        seed=332,
    ),
    CaseSpec(
        "tiny-train-transformer",
        recipe(sources, "transformer", cfg(2e-3, "adam", 150, 16), tiny_train(48), dim=48),
        ("overfitting", "zero-train-loss"),
        "insufficient-data",
        "48 training sequences for a transformer: train loss -> 0 while val rises",
        allowed=("train-val-gap",),
        fmt="tensorboard",
        seed=333,
    ),
    CaseSpec(
        "no-regularization-wine",
        recipe(
            lambda: ds.sklearn_table("wine", (40, 69, 69), seed=104),
            "mlp",
            cfg(1e-3, "adam", 300, 8),
            width=512,
            num_layers=3,
        ),
        ("overfitting", "zero-train-loss"),
        "insufficient-regularization",
        "a 0.5M-parameter MLP with no regularisation on 40 wine rows, 300 epochs: memorised, val rises",
        allowed=("train-val-gap", "loss-spikes", "loss-oscillation"),
        fmt="csv",
        seed=334,
    ),
    CaseSpec(
        "shuffled-labels-skdigits",
        recipe(skdigits, "mlp", cfg(1e-3, "adam", 100), shuffled_train_labels(335), width=512, num_layers=3),
        ("overfitting", "train-val-gap", "metric-at-baseline", "zero-train-loss"),
        "label-noise",
        "scikit-learn digit labels permuted in the train split: memorised, val accuracy at chance",
        fmt="lightning-tb",
        every=5,
        seed=335,
    ),
    CaseSpec(
        "shuffled-labels-wine",
        recipe(wine, "mlp", cfg(1e-3, "adam", 300, 16), shuffled_train_labels(336), width=256, num_layers=2),
        ("overfitting", "train-val-gap", "metric-at-baseline", "zero-train-loss"),
        "label-noise",
        "wine labels permuted in the train split: train loss -> 0, val accuracy near chance",
        fmt="hf-trainer",
        every=10,
        seed=336,
    ),
    CaseSpec(
        "label-leak-breast-cancer",
        recipe(breast_cancer, "mlp", cfg(1e-3, "adam", 30), leaked_label_column),
        ("zero-train-loss", "val-test-gap"),
        "data-leakage",
        "the label one-hot appended to breast-cancer features in train/val only: test far worse than val",
        fmt="tensorboard",
        seed=337,
    ),
    CaseSpec(
        "shifted-test-diabetes",
        recipe(
            diabetes,
            "mlp",
            cfg(3e-3, "adam", 15, weight_decay=1e-2, schedule="cosine"),
            shifted_test(2.0, 338),
            width=32,
            num_layers=1,
            activation="tanh",
        ),
        ("val-test-gap",),
        "distribution-shift",
        "diabetes test features offset per feature (another clinic): test loss far above val",
        fmt="lightning-csv",
        seed=338,
    ),
    CaseSpec(
        "shifted-test-skdigits",
        recipe(skdigits, "mlp", cfg(1e-3, "adam", 15), shifted_test(3.0, 339), width=128, num_layers=2),
        ("val-test-gap",),
        "distribution-shift",
        "scikit-learn digits test features offset (another scanner): test loss far above val",
        fmt="jsonl",
        every=3,
        seed=339,
    ),
    CaseSpec(
        "eval-unnormalized-bncnn",
        recipe(skdigit_images, "bncnn", cfg(2e-3, "adam", 8), raw_eval_pixels("val,test")),
        ("train-val-gap",),
        "eval-pipeline-mismatch",
        "pixels normalised for training, raw 0-255 for evaluation: val loss stays far above train",
        allowed=("metric-at-baseline", "overfitting", "val-test-gap"),
        fmt="hf-trainer",
        every=5,
        seed=340,
    ),
    CaseSpec(
        "eval-unnormalized-test-resnet",
        recipe(synth_digits, "resnet", cfg(2e-3, "adam", 5), raw_eval_pixels("test")),
        ("val-test-gap",),
        "eval-pipeline-mismatch",
        "the test-set transform forgets the normalisation (raw 0-255 pixels): test far worse than val",
        allowed=("undertrained",),
        fmt="lightning-tb",
        every=2,
        seed=341,
    ),
    CaseSpec(
        "class-sorted-skdigits",
        recipe(skdigits, "mlp", cfg(0.02, epochs=10, batch_size=20, order="class-sorted", **SGDM), width=64),
        ("periodic-loss",),
        "data-not-shuffled",
        "scikit-learn digits fed sorted by class every epoch: the loss repeats an epoch-long pattern",
        allowed=(
            "loss-oscillation",
            "loss-spikes",
            "train-val-gap",
            "slow-convergence",
            "overfitting",
            "metric-at-baseline",
            "gradient-explosion",
            "undertrained",
        ),
        fmt="lightning-csv",
        seed=342,
    ),
    CaseSpec(
        "class-sorted-bncnn",
        recipe(synth_digits, "bncnn", cfg(1e-3, "adam", 8, 25, order="class-sorted")),
        ("periodic-loss",),
        "data-not-shuffled",
        "batch-norm CNN fed class-sorted batches: the loss cycles with each epoch",
        allowed=(
            "loss-oscillation",
            "loss-spikes",
            "undertrained",
            "train-val-gap",
            "metric-at-baseline",
            "slow-convergence",
        ),
        fmt="tensorboard",
        seed=343,
    ),
    CaseSpec(
        "class-sorted-breast-cancer",
        recipe(breast_cancer, "mlp", cfg(3e-3, "adam", 15, 10, order="class-sorted"), width=32),
        ("periodic-loss",),
        "data-not-shuffled",
        "breast-cancer rows sorted by class: each epoch sees all malignant then all benign",
        allowed=(
            "loss-oscillation",
            "loss-spikes",
            "undertrained",
            "train-val-gap",
            "metric-at-baseline",
            "slow-convergence",
            "val-test-gap",
        ),
        fmt="hf-trainer",
        seed=344,
    ),
    CaseSpec(
        "imbalance-lcsv",
        recipe(imbalanced, "mlp", cfg(0.01, epochs=12, batch_size=64, **SGDM), width=64),
        ("metric-at-baseline",),
        "class-imbalance",
        "94/6 classes that barely separate: accuracy sits at the majority rate",
        allowed=("slow-convergence",),
        fmt="lightning-csv",
        every=5,
        seed=345,
    ),
    CaseSpec(
        "imbalance-hf",
        recipe(imbalanced, "mlp", cfg(1e-4, "rmsprop", 10, 64), width=128, num_layers=3),
        ("metric-at-baseline",),
        "class-imbalance",
        "94/6 imbalance with RMSprop: the model predicts the majority class only (HF logging_steps=10)",
        allowed=("slow-convergence",),
        fmt="hf-trainer",
        every=10,
        seed=346,
    ),
    CaseSpec(
        "mislabeled-rows-skdigits",
        recipe(
            lambda: ds.blobs((2000, 500, 500), 4, 8, 6.0, seed=347, per_dim=True),
            "mlp",
            cfg(1e-2, "adam", 10, 16),
            mislabeled(3, 347),
            width=16,
            num_layers=1,
        ),
        ("loss-spikes",),
        "label-noise",
        "3 of 2000 labels wrong in well-separated blobs, small MLP: isolated spikes at the batches that "
        "hold them",
        allowed=("loss-oscillation",),
        fmt="lightning-tb",
        seed=347,
    ),
    CaseSpec(
        "outlier-rows-diabetes",
        recipe(
            lambda: ds.regression((2000, 400, 400), 6, nonlinear=False, noise=0.05, seed=348),
            "mlp",
            cfg(3e-3, "adam", 10, 16),
            outlier_rows(3, 40.0, 348),
            width=32,
            num_layers=1,
        ),
        ("loss-spikes",),
        "bad-input-data",
        "3 rows of a synthetic linear regression with features in the wrong unit (x40): sharp spikes "
        "that recover",
        allowed=("loss-oscillation",),
        fmt="jsonl",
        seed=348,
    ),
    CaseSpec(
        "stopped-early-resnet",
        recipe(synth_digits, "resnet", cfg(2e-3, "adam", 2)),
        ("undertrained",),
        "too-few-epochs",
        "two epochs of a residual net: the loss is still falling steeply when training stops",
        fmt="hf-trainer",
        every=2,
        seed=349,
    ),
    CaseSpec(
        "stopped-early-transformer",
        recipe(text8, "transformer", cfg(3e-3, "adam", 3, 64)),
        ("undertrained",),
        "too-few-epochs",
        "three epochs of a transformer on Markov text: still clearly improving when stopped",
        fmt="lightning-tb",
        seed=350,
    ),
    CaseSpec(
        "stopped-early-gru",
        recipe(sources, "gru", cfg(2e-3, "adam", 2, 32)),
        ("undertrained",),
        "too-few-epochs",
        "two epochs of a GRU telling sources apart: the loss still falls at the end",
        fmt="tensorboard",
        seed=351,
    ),
    CaseSpec(
        "first-log-blowup-hf",
        recipe(diabetes, "mlp", cfg(1.0, "adam", 20), width=64, num_layers=2),
        ("loss-runaway",),
        "learning-rate-too-high",
        "Adam lr=1.0 (10^3 times the usual) on a regression logged every 25 steps: the first logged "
        "mean loss is already orders of magnitude above the unit-variance target's ~1",
        allowed=(*_RUNAWAY, "gradient-explosion", "val-test-gap", "train-val-gap"),
        fmt="hf-trainer",
        every=25,
        seed=352,
    ),
    CaseSpec(
        "first-log-blowup-lcsv",
        recipe(skdigits, "mlp", cfg(3.0, "adam", 8), width=64, num_layers=2),
        ("loss-runaway",),
        "learning-rate-too-high",
        "Adam lr=3 with Lightning's default cadence (every 50 steps): the loss has blown up by the first "
        "logged point and never comes back to ln 10",
        allowed=(*_RUNAWAY, "gradient-explosion", "undertrained"),
        fmt="lightning-csv",
        every=50,
        seed=353,
    ),
    CaseSpec(
        "eval-nan-hf",
        recipe(breast_cancer, "mlp", cfg(1e-3, "adam", 10), nan_in_eval_inputs, width=32),
        (),
        "eval-pipeline-mismatch",
        "missing values in the val export are never imputed: every eval_loss is NaN while the train loss "
        "converges; overfitting and gaps cannot be assessed, so the verdict must be inconclusive",
        allowed=("missing-validation", "undertrained"),
        fmt="hf-trainer",
        every=5,
        seed=354,
        verdict="inconclusive",
    ),
    CaseSpec(
        "eval-nan-lcsv",
        recipe(skdigits, "mlp", cfg(1e-3, "adam", 8), nan_in_eval_inputs, width=64),
        (),
        "eval-pipeline-mismatch",
        "NaN cells in the val inputs: every val_loss is NaN; the verdict must be inconclusive",
        allowed=("missing-validation",),
        fmt="lightning-csv",
        every=5,
        seed=355,
        verdict="inconclusive",
    ),
    CaseSpec(
        "eval-nan-jsonl",
        recipe(synth_regression, "mlp", cfg(2e-3, "adam", 10), nan_in_eval_inputs, width=32),
        (),
        "eval-pipeline-mismatch",
        "a regression whose val inputs carry NaN: every val/loss is NaN; the verdict must be inconclusive",
        allowed=("missing-validation",),
        fmt="jsonl",
        every=5,
        seed=356,
        verdict="inconclusive",
    ),
    CaseSpec(
        "huge-lr-adam-1e4",
        recipe(skdigits, "mlp", cfg(10.0, "adam", 6), width=64, num_layers=2),
        ("slow-convergence", "metric-at-baseline"),
        "learning-rate-too-high",
        "Adam lr=10 (10^4 times its usual 1e-3): the first steps wreck the net, the loss sits near ln 10 "
        "and accuracy at chance",
        allowed=(*_RUNAWAY, "loss-runaway", "gradient-explosion", "undertrained", "gradient-vanishing"),
        fmt="tensorboard",
        seed=357,
    ),
    CaseSpec(
        "huge-lr-sgd-1e5",
        recipe(lambda: ds.blobs((2000, 500, 500), 4, 8, seed=358), "mlp", cfg(1e4, epochs=4), width=64),
        ("loss-runaway",),
        "learning-rate-too-high",
        "SGD lr=1e4 (10^5 times a usual 0.1) on separable blobs: the loss is 0 on most batches and "
        "1e12-1e14 on the others, val loss 1e11-1e14",
        allowed=(*_RUNAWAY, "gradient-explosion", "zero-train-loss", "overfitting", "train-val-gap"),
        fmt="jsonl",
        seed=358,
    ),
)


def spiral3() -> Splits:
    return ds.spiral((3000, 600, 600), num_classes=3, noise=0.3, seed=112)


def blobs6() -> Splits:
    return ds.blobs(
        (2400, 600, 600), num_classes=6, dim=12, separation=2.5, noise=1.0, seed=113, per_dim=True
    )


def xor2() -> Splits:
    return ds.xor((3000, 500, 500), noise=0.05, seed=114)


def _healthy(
    name: str, build: Callable[[], Built], description: str, fmt: str, seed: int, every: int = 1
) -> CaseSpec:
    return CaseSpec(name, build, (), None, description, fmt=fmt, every=every, seed=seed)


COSINE = {"schedule": "cosine"}

# More healthy runs: every family and layout, converged (flat at the end), val tracking train.
HEALTHY_MORE: tuple[CaseSpec, ...] = (
    _healthy(
        "healthy-iris-sgd-tb",
        recipe(iris, "mlp", cfg(0.02, epochs=40, batch_size=8, **SGDM, **COSINE), width=16, num_layers=1),
        "SGD momentum on iris with cosine decay, TensorBoard every step",
        "tensorboard",
        501,
    ),
    _healthy(
        "healthy-wine-adamw-keras",
        recipe(wine, "mlp", cfg(3e-3, "adamw", 30, 16, weight_decay=0.05, **COSINE), width=32, num_layers=1),
        "AdamW on wine, one Keras-style CSV row per epoch",
        "csv",
        502,
    ),
    _healthy(
        "healthy-breast-cancer-hf-cosine",
        recipe(
            breast_cancer,
            "mlp",
            cfg(2e-3, "adam", 20, eval_every=25, weight_decay=1e-3, **COSINE),
            width=32,
            num_layers=2,
        ),
        "breast-cancer MLP, cosine decay, HF logging_steps=5, eval every 25 steps",
        "hf-trainer",
        503,
        5,
    ),
    _healthy(
        "healthy-skdigits-rmsprop",
        recipe(skdigits, "mlp", cfg(1e-3, "rmsprop", 12, **COSINE), width=64, num_layers=2),
        "RMSprop on scikit-learn digits, JSONL every 4 steps",
        "jsonl",
        504,
        4,
    ),
    _healthy(
        "healthy-skdigits-sgd-step-ltb",
        recipe(
            skdigits,
            "mlp",
            cfg(0.02, epochs=8, schedule="step", decay_step=200, decay_factor=0.1, weight_decay=5e-3, **SGDM),
            width=64,
            num_layers=2,
        ),
        "SGD momentum, weight decay, a x0.1 step at step 200, Lightning TensorBoard every 10 steps",
        "lightning-tb",
        505,
        10,
    ),
    _healthy(
        "healthy-diabetes-lcsv",
        recipe(
            diabetes,
            "mlp",
            cfg(2e-3, "adam", 20, weight_decay=1e-2, **COSINE),
            width=16,
            num_layers=1,
            activation="tanh",
        ),
        "diabetes regression with cosine decay, Lightning CSV every step",
        "lightning-csv",
        506,
    ),
    _healthy(
        "healthy-regression-keras",
        recipe(
            synth_regression,
            "mlp",
            cfg(3e-3, "adam", 20, **COSINE),
            width=64,
            num_layers=2,
            activation="tanh",
        ),
        "nonlinear regression, per-epoch Keras-style CSV",
        "csv",
        507,
    ),
    _healthy(
        "healthy-regression-sgd-hf",
        recipe(
            synth_regression,
            "mlp",
            cfg(0.01, epochs=15, eval_every=100, **SGDM, **COSINE),
            width=64,
            num_layers=2,
            activation="tanh",
        ),
        "regression with SGD momentum, HF logging_steps=10, eval every 100 steps",
        "hf-trainer",
        508,
        10,
    ),
    _healthy(
        "healthy-blobs-warmup-tb",
        recipe(
            blobs6,
            "mlp",
            cfg(2e-3, "adamw", 10, weight_decay=0.01, warmup_steps=100, **COSINE),
            width=64,
            num_layers=2,
            activation="gelu",
        ),
        "six overlapping blobs, AdamW with 100 warm-up steps and cosine, TensorBoard every 2 steps",
        "tensorboard",
        509,
        2,
    ),
    _healthy(
        "healthy-spiral-lcsv",
        recipe(spiral3, "mlp", cfg(3e-3, "adam", 30, 64, **COSINE), width=64, num_layers=3),
        "spiral MLP, cosine decay, Lightning CSV every 10 steps",
        "lightning-csv",
        510,
        10,
    ),
    _healthy(
        "healthy-xor-rmsprop-hf",
        recipe(xor2, "mlp", cfg(3e-3, "rmsprop", 15, **COSINE), width=32, num_layers=2, activation="tanh"),
        "tanh MLP on XOR, RMSprop, HF logging_steps=20",
        "hf-trainer",
        511,
        20,
    ),
    _healthy(
        "healthy-bncnn-keras",
        recipe(skdigit_images, "bncnn", cfg(5e-3, "adam", 12, **COSINE)),
        "batch-norm CNN on scikit-learn digit images, per-epoch Keras-style CSV",
        "csv",
        512,
    ),
    _healthy(
        "healthy-bncnn-sgd-step-hf",
        recipe(
            skdigit_images,
            "bncnn",
            cfg(
                0.05, epochs=12, schedule="step", decay_step=300, decay_factor=0.1, weight_decay=5e-4, **SGDM
            ),
        ),
        "batch-norm CNN, SGD with a x0.1 step at step 300, HF logging_steps=10",
        "hf-trainer",
        513,
        10,
    ),
    _healthy(
        "healthy-resnet-skdigits",
        recipe(skdigit_images, "resnet", cfg(3e-3, "adam", 10, **COSINE)),
        "residual net on scikit-learn digit images, cosine, JSONL every 5 steps",
        "jsonl",
        514,
        5,
    ),
    _healthy(
        "healthy-gru-sources-keras",
        recipe(sources, "gru", cfg(4e-3, "adam", 12, 64, grad_clip=1.0, **COSINE)),
        "GRU on Markov sources, per-epoch Keras-style CSV",
        "csv",
        515,
    ),
    _healthy(
        "healthy-lstm-text-lcsv",
        recipe(text8, "lstm", cfg(5e-3, "adam", 12, 64, grad_clip=1.0, **COSINE)),
        "clipped LSTM on Markov text, Lightning CSV every 4 steps",
        "lightning-csv",
        516,
        4,
    ),
    _healthy(
        "healthy-transformer-sources-lcsv",
        recipe(sources, "transformer", cfg(3e-3, "adamw", 10, 64, weight_decay=0.01, **COSINE)),
        "transformer on Markov sources, Lightning CSV every 5 steps",
        "lightning-csv",
        517,
        5,
    ),
    _healthy(
        "healthy-transformer-text-ltb",
        recipe(text8, "transformer", cfg(3e-3, "adamw", 8, 64, weight_decay=0.01, warmup_steps=30, **COSINE)),
        "transformer on Markov text, warm-up + cosine, Lightning TensorBoard",
        "lightning-tb",
        518,
        5,
    ),
    _healthy(
        "healthy-wine-hf-per-epoch",
        recipe(wine, "mlp", cfg(3e-3, "adam", 30, 16, weight_decay=1e-2, **COSINE), width=32, num_layers=1),
        "wine MLP, HF logging_steps=7 (once an epoch), eval per epoch",
        "hf-trainer",
        519,
        7,
    ),
    _healthy(
        "healthy-iris-plateau",
        recipe(
            iris,
            "mlp",
            cfg(1e-2, "adam", 40, 16, schedule="plateau", decay_factor=0.3),
            width=16,
            num_layers=1,
        ),
        "iris MLP with ReduceLROnPlateau, JSONL every step",
        "jsonl",
        520,
    ),
    _healthy(
        "healthy-breast-cancer-dropout-keras",
        recipe(breast_cancer, "mlp", cfg(1e-3, "adam", 30, **COSINE), width=64, num_layers=2, dropout=0.3),
        "breast-cancer MLP with dropout 0.3: val at or below train",
        "csv",
        521,
    ),
    _healthy(
        "healthy-digits-mlp-fp16-hf",
        recipe(
            synth_digits,
            "mlp",
            cfg(2e-3, "adam", 10, amp="fp16", scaler_init_scale=2.0**20, scaler_growth_interval=50, **COSINE),
            width=128,
            num_layers=2,
        ),
        "fp16 + GradScaler MLP, HF logging_steps=1: the skipped steps' grad_norm is inf/NaN, loss finite",
        "hf-trainer",
        522,
    ),
    _healthy(
        "healthy-skdigits-fp16-ltb",
        recipe(
            skdigits,
            "mlp",
            cfg(2e-3, "adam", 12, amp="fp16", scaler_init_scale=2.0**22, scaler_growth_interval=80, **COSINE),
            width=64,
            num_layers=2,
        ),
        "fp16 + GradScaler on scikit-learn digits, Lightning TensorBoard every step",
        "lightning-tb",
        523,
    ),
    _healthy(
        "healthy-regression-bf16",
        recipe(
            synth_regression,
            "mlp",
            cfg(3e-3, "adam", 15, amp="bf16", **COSINE),
            width=64,
            num_layers=2,
            activation="tanh",
        ),
        "regression under bf16 autocast, JSONL every 5 steps",
        "jsonl",
        524,
        5,
    ),
    _healthy(
        "healthy-blobs-early-stopping-lcsv",
        recipe(blobs6, "mlp", cfg(1e-3, "adam", 60, early_stopping_patience=3), width=32, num_layers=1),
        "blobs MLP stopped by early stopping (patience 3), Lightning CSV every 5 steps",
        "lightning-csv",
        525,
        5,
    ),
    _healthy(
        "healthy-spiral-plateau-keras",
        recipe(
            spiral3,
            "mlp",
            cfg(3e-3, "adam", 40, 64, schedule="plateau", decay_factor=0.3),
            width=64,
            num_layers=3,
        ),
        "spiral MLP with ReduceLROnPlateau, per-epoch CSV",
        "csv",
        526,
    ),
)


def dead_conv_relus(built: Built) -> None:
    """Conv biases at -20 switch every ReLU off; with a bias-free head nothing gets a gradient."""
    model = built.model
    assert isinstance(model, TinyCNN)
    with torch.no_grad():
        for conv in model.conv_layers():
            assert conv.bias is not None
            conv.bias.fill_(-20.0)
    model.head = nn.Linear(model.head.in_features, model.head.out_features, bias=False)


FAULTY_MORE: tuple[CaseSpec, ...] = (
    CaseSpec(
        "dead-relu-cnn",
        recipe(skdigit_images, "cnn", cfg(0.01, epochs=6, **SGDM), dead_conv_relus),
        ("gradient-vanishing", "slow-convergence", "metric-at-baseline"),
        "dead-relu",
        "conv biases at -20 and a bias-free head: every ReLU of the CNN is off, the gradient is exactly 0 "
        "and the loss stays at ln 10",
        allowed=("undertrained",),
        fmt="hf-trainer",
        every=4,
        seed=601,
    ),
    CaseSpec(
        "mislabeled-rows-hf",
        recipe(
            lambda: ds.blobs((2000, 500, 500), 4, 8, 6.0, seed=602, per_dim=True),
            "mlp",
            cfg(1e-2, "adam", 8, 16),
            mislabeled(3, 602),
            width=16,
            num_layers=1,
        ),
        ("loss-spikes",),
        "label-noise",
        "3 of 2000 labels wrong, small MLP, HF logging_steps=1: isolated spikes at the batches that "
        "hold them",
        allowed=("loss-oscillation",),
        fmt="hf-trainer",
        seed=602,
    ),
)

SUITE: tuple[CaseSpec, ...] = HEALTHY + FAULTY + HEALTHY_MORE + FAULTY_MORE
