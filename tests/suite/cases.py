"""The cases of the fault suite: each builds a dataset, a model and a training
config with one fault injected (or none), and states what its curves show."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

import torch
from torch import nn

from . import datasets as ds
from .datasets import Splits
from .models import MLP, CharRNN, SoftmaxOutput, TinyCNN
from .trainer import TrainConfig


@dataclass
class Built:
    """What a case trains: the model, the data, how, and hparams the config does not hold."""

    model: nn.Module
    data: Splits
    config: TrainConfig
    hparams: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class CaseSpec:
    """One case: how to build it, and the truth about its curves (expected.json)."""

    name: str
    build: Callable[[], Built]
    symptoms: tuple[str, ...]
    cause: str | None
    description: str
    allowed: tuple[str, ...] = ()
    fmt: str = "jsonl"
    seed: int = 0
    # the logger's cadence: one train row in `every` steps (HF: logging_steps)
    every: int = 1
    # the verdict a sound diagnosis must give when it is not simply healthy/faulty
    # ("inconclusive": the key assessments cannot be made from the numbers)
    verdict: str | None = None
    # a real framework run (Lightning Trainer, HF Trainer) instead of the suite's loop:
    # runner(run_dir, seed) writes the run's logs and returns its hparams
    runner: Callable[[Any, int], dict[str, Any]] | None = None
    family: str = ""  # set for framework runs; derived from the model otherwise
    dataset: str = ""

    @property
    def healthy(self) -> bool:
        return not self.symptoms and self.cause is None and self.verdict is None


def _mlp(
    data: Splits, width: int = 64, num_layers: int = 2, activation: str = "relu", dropout: float = 0.0
) -> tuple[MLP, dict[str, Any]]:
    in_dim = int(data.x_train[0].numel())
    out_dim = data.num_classes or 1
    model = MLP(in_dim, out_dim, width, num_layers, activation, dropout)
    info: dict[str, Any] = {"activation": activation, "num_layers": num_layers + 1, "model": "mlp"}
    if dropout:
        info["dropout"] = dropout
    return model, info


def _cnn(data: Splits, channels: int = 16, dropout: float = 0.0) -> tuple[TinyCNN, dict[str, Any]]:
    size = int(data.x_train.shape[-1])
    model = TinyCNN(size, data.num_classes, channels, dropout)
    info: dict[str, Any] = {"activation": "relu", "num_layers": 3, "model": "cnn"}
    if dropout:
        info["dropout"] = dropout
    return model, info


def _rnn(
    data: Splits, cell: str = "lstm", hidden: int = 64, nonlinearity: str = "tanh"
) -> tuple[CharRNN, dict[str, Any]]:
    model = CharRNN(data.num_classes, hidden, cell, nonlinearity)
    activation = "tanh" if cell == "lstm" else nonlinearity
    return model, {"activation": activation, "num_layers": 1, "model": cell, "task": "language-modeling"}


# ---------------------------------------------------------------- faulty runs


def lr_too_high_sgd_mlp() -> Built:
    data = ds.blobs((2000, 500, 500), num_classes=4, dim=8, seed=1)
    model, info = _mlp(data, 128, 3)
    return Built(
        model, data, TrainConfig(lr=3.0, optimizer="sgd", momentum=0.9, epochs=15, batch_size=32), info
    )


def lr_too_high_adam_regression() -> Built:
    data = ds.regression((2000, 400, 400), dim=6, seed=2)
    model, info = _mlp(data, 64, 2)
    return Built(
        model, data, TrainConfig(lr=1.0, optimizer="adam", epochs=15, batch_size=32, task="regression"), info
    )


def lr_too_low_sgd_spiral() -> Built:
    data = ds.spiral((2000, 500, 500), num_classes=3, seed=3)
    model, info = _mlp(data, 64, 2)
    return Built(model, data, TrainConfig(lr=1e-4, optimizer="sgd", epochs=25, batch_size=32), info)


def lr_too_low_adam_lstm() -> Built:
    data = ds.char_sequences((3000, 600, 600), seed=4)
    model, info = _rnn(data, "lstm", 64)
    return Built(model, data, TrainConfig(lr=1e-6, optimizer="adam", epochs=15, batch_size=64), info)


def unscaled_inputs_sgd_mlp() -> Built:
    data = ds.blobs((2000, 500, 500), num_classes=5, dim=10, seed=5)
    # the fault: raw features in the thousands, never standardised
    data = replace(
        data, x_train=data.x_train * 1000, x_val=_scaled(data.x_val, 1000), x_test=_scaled(data.x_test, 1000)
    )
    model, info = _mlp(data, 64, 2)
    return Built(
        model, data, TrainConfig(lr=0.01, optimizer="sgd", momentum=0.9, epochs=15, batch_size=32), info
    )


def unscaled_inputs_rmsprop_spiral() -> Built:
    data = ds.spiral((2000, 500, 500), num_classes=3, seed=6)
    # the fault: coordinates in raw units (x1000) reach the first layer unscaled
    data = replace(
        data, x_train=data.x_train * 1000, x_val=_scaled(data.x_val, 1000), x_test=_scaled(data.x_test, 1000)
    )
    model, info = _mlp(data, 64, 2)
    return Built(model, data, TrainConfig(lr=1e-3, optimizer="rmsprop", epochs=15, batch_size=32), info)


def _scaled(x: torch.Tensor | None, factor: float) -> torch.Tensor | None:
    return None if x is None else x * factor


def tiny_train_large_mlp() -> Built:
    data = ds.blobs((48, 600, 600), num_classes=4, dim=32, separation=3.0, seed=7, per_dim=True)
    model, info = _mlp(data, 512, 3)
    return Built(model, data, TrainConfig(lr=1e-3, optimizer="adam", epochs=100, batch_size=16), info)


def tiny_train_cnn_digits() -> Built:
    data = ds.digits((60, 600, 600), num_classes=10, size=8, noise=1.2, seed=8)
    model, info = _cnn(data, 32)
    return Built(model, data, TrainConfig(lr=1e-3, optimizer="adam", epochs=120, batch_size=16), info)


def no_regularization_mlp() -> Built:
    data = ds.blobs((600, 600, 600), num_classes=6, dim=20, separation=3.0, seed=9, per_dim=True)
    model, info = _mlp(data, 1024, 3)
    return Built(
        model, data, TrainConfig(lr=1e-3, optimizer="adamw", epochs=60, batch_size=32, weight_decay=0.0), info
    )


def shuffled_labels_mlp() -> Built:
    data = ds.blobs((400, 600, 600), num_classes=4, dim=10, seed=10)
    g = torch.Generator()
    g.manual_seed(10)
    # the fault: training labels permuted, so they carry no information about x
    data = replace(data, y_train=data.y_train[torch.randperm(data.train_size, generator=g)])
    model, info = _mlp(data, 512, 3)
    return Built(model, data, TrainConfig(lr=1e-3, optimizer="adam", epochs=120, batch_size=32), info)


def shuffled_labels_cnn() -> Built:
    data = ds.digits((300, 500, 500), num_classes=10, size=8, noise=0.8, seed=11)
    g = torch.Generator()
    g.manual_seed(11)
    data = replace(data, y_train=data.y_train[torch.randperm(data.train_size, generator=g)])
    model, info = _cnn(data, 32)
    return Built(model, data, TrainConfig(lr=2e-3, optimizer="adam", epochs=80, batch_size=32), info)


def _leak_label(x: torch.Tensor, y: torch.Tensor, num_classes: int) -> torch.Tensor:
    """Append the one-hot label as extra features (a target-derived column)."""
    return torch.cat([x, 3.0 * nn.functional.one_hot(y, num_classes).float()], dim=1)


def label_leak_mlp() -> Built:
    data = ds.blobs((2000, 500, 500), num_classes=5, dim=10, separation=1.5, noise=1.2, seed=12)
    assert data.x_val is not None and data.y_val is not None and data.x_test is not None
    g = torch.Generator()
    g.manual_seed(12)
    # the leaked column exists in the train/val export, but in the held-out
    # test export it is unrelated to the label (as in production)
    fake = torch.randint(0, 5, (data.x_test.shape[0],), generator=g)
    data = replace(
        data,
        x_train=_leak_label(data.x_train, data.y_train, 5),
        x_val=_leak_label(data.x_val, data.y_val, 5),
        x_test=_leak_label(data.x_test, fake, 5),
    )
    model, info = _mlp(data, 128, 2)
    return Built(model, data, TrainConfig(lr=1e-3, optimizer="adam", epochs=20, batch_size=32), info)


def label_leak_cnn() -> Built:
    data = ds.digits((2000, 500, 500), num_classes=10, size=8, noise=1.5, seed=13)
    assert data.x_val is not None and data.y_val is not None and data.x_test is not None
    y_test_fake = torch.randint(0, 10, (data.x_test.shape[0],), generator=torch.Generator().manual_seed(13))

    def stamp(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
        # the class id burnt into the top row of pixels (a watermark the train/val images share)
        x = x.clone()
        x[:, 0, 0, :] = -3.0
        x[torch.arange(x.shape[0]), 0, 0, y % 8] = 3.0
        x[:, 0, 1, 0] = torch.where(y >= 8, 3.0, -3.0)
        return x

    data = replace(
        data,
        x_train=stamp(data.x_train, data.y_train),
        x_val=stamp(data.x_val, data.y_val),
        x_test=stamp(data.x_test, y_test_fake),
    )
    model, info = _cnn(data, 16)
    return Built(model, data, TrainConfig(lr=1e-3, optimizer="adam", epochs=15, batch_size=32), info)


def shifted_test_blobs() -> Built:
    data = ds.blobs((2000, 500, 500), num_classes=4, dim=8, separation=4.0, seed=14, per_dim=True)
    assert data.x_test is not None
    g = torch.Generator()
    g.manual_seed(14)
    # the test set comes from another site: every feature offset by a site-specific amount
    data = replace(data, x_test=data.x_test + 1.5 * torch.randn(8, generator=g))
    model, info = _mlp(data, 64, 2)
    return Built(
        model, data, TrainConfig(lr=0.05, optimizer="sgd", momentum=0.9, epochs=15, batch_size=32), info
    )


def shifted_test_regression() -> Built:
    train = ds.regression((2000, 400, 400), dim=6, seed=15)
    assert train.x_test is not None and train.y_test is not None
    model, info = _mlp(train, 64, 2, "tanh")
    # the test inputs lie outside the training range (extrapolation)
    x_test = train.x_test + 2.5 * torch.sign(train.x_test)
    data = replace(train, x_test=x_test, y_test=_regression_target(x_test, 15))
    return Built(
        model, data, TrainConfig(lr=1e-3, optimizer="adam", epochs=20, batch_size=32, task="regression"), info
    )


def _regression_target(x: torch.Tensor, seed: int) -> torch.Tensor:
    """Targets for new inputs from the same function ds.regression uses for `seed`."""
    g = torch.Generator()
    g.manual_seed(seed)
    n = 2800
    dim = x.shape[1]
    pool = torch.randn(n, dim, generator=g)
    w = torch.randn(dim, generator=g) / dim**0.5
    v = torch.randn(dim, generator=g) / dim**0.5

    def f(inputs: torch.Tensor) -> torch.Tensor:
        target: torch.Tensor = (
            inputs @ w + torch.sin(2.0 * (inputs @ v)) + 0.3 * (inputs[:, 0] * inputs[:, 1])
        )
        return target

    reference = f(pool)
    return ((f(x) - reference.mean()) / reference.std())[:, None]


def missing_zero_grad_sgd_mlp() -> Built:
    data = ds.blobs((2000, 500, 500), num_classes=4, dim=8, seed=16)
    model, info = _mlp(data, 64, 2)
    return Built(
        model, data, TrainConfig(lr=0.01, optimizer="sgd", epochs=15, batch_size=32, zero_grad=False), info
    )


def missing_zero_grad_adam_cnn() -> Built:
    data = ds.digits((2000, 500, 500), num_classes=10, size=8, noise=0.8, seed=17)
    model, info = _cnn(data, 16)
    return Built(
        model, data, TrainConfig(lr=1e-3, optimizer="adam", epochs=12, batch_size=32, zero_grad=False), info
    )


def deep_sigmoid_mlp() -> Built:
    data = ds.spiral((2000, 500, 500), num_classes=3, seed=18)
    model, info = _mlp(data, 32, 10, "sigmoid")
    return Built(model, data, TrainConfig(lr=0.05, optimizer="sgd", epochs=20, batch_size=32), info)


def deep_sigmoid_digits() -> Built:
    data = ds.digits((2000, 500, 500), num_classes=10, size=8, noise=0.8, seed=19)
    model, info = _mlp(data, 64, 12, "sigmoid")
    return Built(
        model, data, TrainConfig(lr=0.1, optimizer="sgd", momentum=0.9, epochs=15, batch_size=32), info
    )


def _kill_relus(model: MLP, bias: float) -> None:
    with torch.no_grad():
        for layer in model.hidden_linears():
            layer.bias.fill_(bias)


def dead_relu_mlp() -> Built:
    data = ds.blobs((2000, 500, 500), num_classes=5, dim=10, seed=20)
    model, info = _mlp(data, 64, 3)
    model.head = nn.Linear(64, 5, bias=False)
    # the fault: a large negative bias init switches every ReLU off for every input
    _kill_relus(model, -20.0)
    return Built(
        model, data, TrainConfig(lr=0.01, optimizer="sgd", momentum=0.9, epochs=15, batch_size=32), info
    )


def dead_relu_adam_spiral() -> Built:
    data = ds.spiral((2000, 500, 500), num_classes=4, seed=21)
    model, info = _mlp(data, 128, 4)
    model.head = nn.Linear(128, 4, bias=False)
    _kill_relus(model, -10.0)
    return Built(model, data, TrainConfig(lr=1e-3, optimizer="adam", epochs=15, batch_size=32), info)


def rnn_no_clip() -> Built:
    data = ds.char_sequences((3000, 600, 600), context=30, seed=22)
    model, info = _rnn(data, "rnn", 64, "relu")
    rnn = model.rnn
    assert isinstance(rnn, nn.RNN)
    with torch.no_grad():
        # identity-initialised ReLU RNN over 30 steps: it needs gradient clipping, and gets none
        for name, weight in rnn.named_parameters():
            if name == "weight_hh_l0":
                weight.copy_(torch.eye(64))
    return Built(
        model, data, TrainConfig(lr=0.05, optimizer="sgd", momentum=0.9, epochs=6, batch_size=32), info
    )


def frozen_body_mlp() -> Built:
    data = ds.spiral((2000, 500, 500), num_classes=3, seed=23)
    model, info = _mlp(data, 64, 3)
    # the fault: a fine-tuning helper froze every weight; only the head bias still trains
    for p in model.parameters():
        p.requires_grad_(False)
    model.head.bias.requires_grad_(True)
    return Built(model, data, TrainConfig(lr=1e-2, optimizer="adam", epochs=15, batch_size=32), info)


def frozen_convs_cnn() -> Built:
    data = ds.digits((2000, 500, 500), num_classes=10, size=8, noise=1.0, seed=24)
    model, info = _cnn(data, 4)
    for p in list(model.body.parameters()) + list(model.head.parameters()):
        p.requires_grad_(False)
    with torch.no_grad():
        model.head.bias.zero_()
    model.head.bias.requires_grad_(True)
    return Built(
        model, data, TrainConfig(lr=1e-2, optimizer="sgd", momentum=0.9, epochs=12, batch_size=32), info
    )


def bad_init_output_mlp() -> Built:
    data = ds.blobs((2000, 500, 500), num_classes=10, dim=12, seed=25)
    model, info = _mlp(data, 128, 2)
    with torch.no_grad():
        # the fault: the head's weights 50x too large, so the first logits are huge
        model.head.weight.mul_(50.0)
    return Built(model, data, TrainConfig(lr=1e-3, optimizer="adam", epochs=15, batch_size=32), info)


def bad_init_output_cnn() -> Built:
    data = ds.digits((2000, 500, 500), num_classes=10, size=8, noise=0.8, seed=26)
    model, info = _cnn(data, 16)
    with torch.no_grad():
        model.head.weight.mul_(40.0)
        model.head.bias.uniform_(-20.0, 20.0)
    return Built(
        model, data, TrainConfig(lr=0.02, optimizer="sgd", momentum=0.9, epochs=12, batch_size=32), info
    )


def unshuffled_mlp() -> Built:
    data = ds.blobs((1200, 500, 500), num_classes=4, dim=8, separation=2.0, seed=27)
    model, info = _mlp(data, 64, 2)
    return Built(
        model,
        data,
        TrainConfig(lr=0.05, optimizer="sgd", momentum=0.9, epochs=12, batch_size=20, order="class-sorted"),
        info,
    )


def unshuffled_cnn() -> Built:
    data = ds.digits((1000, 500, 500), num_classes=5, size=8, noise=1.0, seed=28)
    model, info = _cnn(data, 8)
    return Built(
        model,
        data,
        TrainConfig(lr=1e-3, optimizer="adam", epochs=12, batch_size=20, order="class-sorted"),
        info,
    )


def imbalanced_mlp() -> Built:
    data = ds.imbalanced_blobs((3000, 1000, 1000), minority_fraction=0.05, dim=8, separation=0.4, seed=29)
    model, info = _mlp(data, 64, 2)
    return Built(
        model, data, TrainConfig(lr=0.01, optimizer="sgd", momentum=0.9, epochs=12, batch_size=64), info
    )


def imbalanced_rmsprop() -> Built:
    data = ds.imbalanced_blobs((3000, 1000, 1000), minority_fraction=0.05, dim=16, separation=0.3, seed=30)
    model, info = _mlp(data, 128, 3)
    return Built(model, data, TrainConfig(lr=1e-4, optimizer="rmsprop", epochs=12, batch_size=64), info)


def stopped_early_mlp() -> Built:
    data = ds.spiral((3000, 500, 500), num_classes=3, seed=31)
    model, info = _mlp(data, 64, 2)
    return Built(
        model, data, TrainConfig(lr=0.02, optimizer="sgd", momentum=0.9, epochs=3, batch_size=32), info
    )


def stopped_early_lstm() -> Built:
    data = ds.char_sequences((3000, 600, 600), seed=32)
    model, info = _rnn(data, "lstm", 64)
    return Built(model, data, TrainConfig(lr=2e-3, optimizer="adam", epochs=3, batch_size=32), info)


def early_decay_sgd() -> Built:
    data = ds.spiral((2000, 500, 500), num_classes=3, seed=33)
    model, info = _mlp(data, 64, 3)
    # the fault: the step decay meant for epoch 60 fires at step 60
    return Built(
        model,
        data,
        TrainConfig(
            lr=0.05,
            optimizer="sgd",
            momentum=0.9,
            epochs=20,
            batch_size=32,
            schedule="step",
            decay_step=60,
            decay_factor=0.01,
        ),
        info,
    )


def early_decay_adam_cnn() -> Built:
    data = ds.digits((2000, 500, 500), num_classes=10, size=8, noise=1.2, seed=34)
    model, info = _cnn(data, 16)
    return Built(
        model,
        data,
        TrainConfig(
            lr=1e-3,
            optimizer="adam",
            epochs=15,
            batch_size=32,
            schedule="step",
            decay_step=40,
            decay_factor=0.01,
        ),
        info,
    )


def no_validation_mlp() -> Built:
    data = ds.blobs((2000, 500, 500), num_classes=4, dim=8, seed=35).without_validation().without_test()
    model, info = _mlp(data, 64, 2)
    return Built(model, data, TrainConfig(lr=1e-3, optimizer="adam", epochs=15, batch_size=32), info)


def no_validation_regression() -> Built:
    data = ds.regression((2000, 400, 400), dim=6, seed=36).without_validation().without_test()
    model, info = _mlp(data, 64, 2, "tanh")
    return Built(
        model,
        data,
        TrainConfig(
            lr=1e-3, optimizer="adamw", epochs=15, batch_size=32, task="regression", weight_decay=0.01
        ),
        info,
    )


def double_softmax_mlp() -> Built:
    data = ds.blobs((2000, 500, 500), num_classes=10, dim=12, separation=2.5, seed=37)
    inner, info = _mlp(data, 64, 2)
    # the fault: the model already returns probabilities and CrossEntropyLoss applies softmax again
    return Built(
        SoftmaxOutput(inner), data, TrainConfig(lr=0.01, optimizer="sgd", epochs=15, batch_size=32), info
    )


def eval_unnormalized_cnn() -> Built:
    data = ds.digits((2000, 500, 500), num_classes=10, size=8, noise=0.8, seed=38)
    assert data.x_val is not None and data.x_test is not None
    # raw images are 0-255 pixels; the train transform normalises them, the eval transform forgets
    mean, std = 128.0, 64.0
    data = replace(data, x_val=data.x_val * std + mean, x_test=data.x_test * std + mean)
    model, info = _cnn(data, 16)
    return Built(model, data, TrainConfig(lr=1e-3, optimizer="adam", epochs=10, batch_size=32), info)


def _flip_labels(y: torch.Tensor, count: int, num_classes: int, seed: int) -> torch.Tensor:
    g = torch.Generator()
    g.manual_seed(seed)
    y = y.clone()
    index = torch.randperm(y.shape[0], generator=g)[:count]
    y[index] = (y[index] + 1 + torch.randint(0, num_classes - 1, (count,), generator=g)) % num_classes
    return y


def few_mislabeled_spikes() -> Built:
    data = ds.blobs((2000, 500, 500), num_classes=4, dim=8, separation=6.0, seed=39, per_dim=True)
    # the fault: 3 mislabeled rows; a small model cannot memorise them, so every batch holding one spikes
    data = replace(data, y_train=_flip_labels(data.y_train, 3, 4, 39))
    model, info = _mlp(data, 16, 1)
    return Built(model, data, TrainConfig(lr=1e-2, optimizer="adam", epochs=12, batch_size=16), info)


def outlier_inputs_spikes() -> Built:
    data = ds.regression((2000, 400, 400), dim=6, nonlinear=False, noise=0.05, seed=41)
    g = torch.Generator()
    g.manual_seed(41)
    index = torch.randperm(data.train_size, generator=g)[:3]
    x = data.x_train.clone()
    # the fault: three training rows whose features were logged in the wrong unit (x40)
    x[index] = x[index] * 40.0
    data = replace(data, x_train=x)
    model, info = _mlp(data, 32, 1)
    return Built(
        model, data, TrainConfig(lr=3e-3, optimizer="adam", epochs=12, batch_size=16, task="regression"), info
    )


def oscillating_adam_blobs() -> Built:
    data = ds.blobs((2000, 500, 500), num_classes=4, dim=8, separation=1.5, noise=1.0, seed=40)
    model, info = _mlp(data, 64, 2)
    return Built(model, data, TrainConfig(lr=0.3, optimizer="adam", epochs=8, batch_size=32), info)


# ---------------------------------------------------------------- healthy runs


def healthy_small_batch_sgd() -> Built:
    data = ds.blobs((1500, 1500, 1500), num_classes=4, dim=8, separation=3.0, seed=50, per_dim=True)
    model, info = _mlp(data, 64, 2)
    return Built(model, data, TrainConfig(lr=0.02, optimizer="sgd", epochs=10, batch_size=8), info)


def healthy_warmup_cosine() -> Built:
    data = ds.spiral((3000, 1000, 1000), num_classes=3, noise=0.3, seed=51)
    model, info = _mlp(data, 128, 3)
    return Built(
        model,
        data,
        TrainConfig(
            lr=3e-3,
            optimizer="adamw",
            epochs=25,
            batch_size=64,
            weight_decay=0.01,
            schedule="cosine",
            warmup_steps=100,
        ),
        info,
    )


def healthy_dropout() -> Built:
    data = ds.blobs((2000, 1500, 1500), num_classes=6, dim=12, separation=4.0, seed=52, per_dim=True)
    model, info = _mlp(data, 256, 2, dropout=0.5)
    return Built(model, data, TrainConfig(lr=1e-3, optimizer="adam", epochs=8, batch_size=32), info)


def healthy_early_stopping_cnn() -> Built:
    data = ds.digits((3000, 1000, 1000), num_classes=10, size=8, noise=1.6, seed=53)
    model, info = _cnn(data, 8)
    return Built(
        model,
        data,
        TrainConfig(lr=1e-3, optimizer="adam", epochs=40, batch_size=32, early_stopping_patience=2),
        info,
    )


def healthy_regression() -> Built:
    data = ds.regression((3000, 500, 500), dim=6, seed=54)
    model, info = _mlp(data, 64, 2, "tanh")
    config = TrainConfig(
        lr=5e-3, optimizer="adam", epochs=25, batch_size=32, task="regression", schedule="cosine"
    )
    return Built(model, data, config, info)


def healthy_short_run() -> Built:
    data = ds.blobs((3000, 1000, 1000), num_classes=3, dim=4, separation=4.0, seed=55, per_dim=True)
    model, info = _mlp(data, 32, 1)
    return Built(model, data, TrainConfig(lr=1e-2, optimizer="adam", epochs=4, batch_size=32), info)


def healthy_adam_cnn() -> Built:
    data = ds.digits((3000, 1000, 1000), num_classes=10, size=8, noise=1.5, seed=56)
    model, info = _cnn(data, 8)
    return Built(model, data, TrainConfig(lr=1e-3, optimizer="adam", epochs=8, batch_size=32), info)


def healthy_lstm() -> Built:
    data = ds.char_sequences((6000, 1000, 1000), context=4, seed=57)
    model, info = _rnn(data, "lstm", 32)
    return Built(
        model, data, TrainConfig(lr=3e-3, optimizer="adam", epochs=14, batch_size=32, grad_clip=1.0), info
    )


def healthy_rmsprop_xor() -> Built:
    data = ds.xor((3000, 500, 500), dim=2, noise=0.05, seed=58)
    model, info = _mlp(data, 32, 2, "tanh")
    return Built(model, data, TrainConfig(lr=3e-3, optimizer="rmsprop", epochs=20, batch_size=32), info)


def healthy_sgd_momentum_cnn() -> Built:
    data = ds.digits((4000, 1000, 1000), num_classes=8, size=16, noise=2.0, max_shift=1, seed=59)
    model, info = _cnn(data, 8)
    return Built(
        model,
        data,
        TrainConfig(lr=0.01, optimizer="sgd", momentum=0.9, epochs=5, batch_size=32, weight_decay=5e-4),
        info,
    )


def healthy_linear_regression_sgd() -> Built:
    data = ds.regression((2000, 400, 400), dim=10, nonlinear=False, noise=0.3, seed=60)
    model, info = _mlp(data, 16, 1)
    return Built(
        model,
        data,
        TrainConfig(lr=0.01, optimizer="sgd", momentum=0.9, epochs=15, batch_size=32, task="regression"),
        info,
    )


def healthy_step_schedule_gelu() -> Built:
    data = ds.spiral((3000, 1000, 1000), num_classes=4, noise=0.4, seed=61)
    model, info = _mlp(data, 64, 3, "gelu")
    return Built(
        model,
        data,
        TrainConfig(
            lr=3e-3,
            optimizer="adam",
            epochs=16,
            batch_size=32,
            schedule="step",
            decay_step=1000,
            decay_factor=0.1,
        ),
        info,
    )


_RUNAWAY_EXTRAS = ("loss-oscillation", "loss-spikes", "slow-convergence", "metric-at-baseline")
_STALL_EXTRAS = ("undertrained", "metric-at-baseline")
# a run broken mid-way shows many things at once
_BROKEN_EXTRAS = (
    "loss-runaway",
    "loss-spikes",
    "slow-convergence",
    "metric-at-baseline",
    "overfitting",
    "train-val-gap",
    "val-test-gap",
    "zero-train-loss",
)

SUITE: tuple[CaseSpec, ...] = (
    # --- learning rate
    CaseSpec(
        "lr-too-high-sgd-mlp",
        lr_too_high_sgd_mlp,
        ("loss-runaway", "gradient-explosion"),
        "learning-rate-too-high",
        "SGD lr=3 momentum 0.9 on an MLP: the loss turns NaN within the first epoch",
        allowed=_RUNAWAY_EXTRAS,
    ),
    CaseSpec(
        "lr-too-high-adam-regression",
        lr_too_high_adam_regression,
        ("loss-runaway", "gradient-explosion"),
        "learning-rate-too-high",
        "Adam lr=1.0 on an MLP regression: the loss jumps from 0.9 to 4e6 in three steps, then sticks near 1",
        allowed=(*_RUNAWAY_EXTRAS, "val-test-gap", "train-val-gap"),
        fmt="tensorboard",
    ),
    CaseSpec(
        "lr-too-high-adam-oscillation",
        oscillating_adam_blobs,
        ("loss-oscillation", "slow-convergence"),
        "learning-rate-too-high",
        "Adam lr=0.3 on an MLP: the loss swings 0.4-3.7 and ends back at ln 4, accuracy at chance",
        allowed=("loss-spikes", "metric-at-baseline", "gradient-explosion", "undertrained"),
    ),
    CaseSpec(
        "lr-too-low-sgd-spiral",
        lr_too_low_sgd_spiral,
        ("slow-convergence",),
        "learning-rate-too-low",
        "SGD lr=1e-4 on a spiral MLP: the loss hardly moves from ln 3",
        allowed=_STALL_EXTRAS,
    ),
    CaseSpec(
        "lr-too-low-adam-lstm",
        lr_too_low_adam_lstm,
        ("slow-convergence",),
        "learning-rate-too-low",
        "Adam lr=1e-6 on a char LSTM: the loss hardly moves from ln 12",
        allowed=_STALL_EXTRAS,
    ),
    CaseSpec(
        "early-lr-decay-sgd",
        early_decay_sgd,
        ("slow-convergence",),
        "lr-decay-too-fast",
        "SGD step decay x0.01 at step 60 instead of epoch 60: a plateau right after",
        allowed=_STALL_EXTRAS,
    ),
    CaseSpec(
        "early-lr-decay-adam-cnn",
        early_decay_adam_cnn,
        ("slow-convergence",),
        "lr-decay-too-fast",
        "Adam lr decayed 100x at step 40 on a CNN: progress stalls after the decay",
        allowed=_STALL_EXTRAS,
        fmt="tensorboard",
    ),
    # --- optimisation bugs
    CaseSpec(
        "missing-zero-grad-sgd-mlp",
        missing_zero_grad_sgd_mlp,
        ("loss-oscillation", "gradient-explosion"),
        "missing-zero-grad",
        "SGD without zero_grad(): the summed gradient grows 1e10x, the loss swings",
        allowed=_BROKEN_EXTRAS,
    ),
    CaseSpec(
        "missing-zero-grad-adam-cnn",
        missing_zero_grad_adam_cnn,
        ("loss-oscillation", "gradient-explosion"),
        "missing-zero-grad",
        "Adam without zero_grad() on a CNN: gradient norm 1 -> 240, loss swings",
        allowed=_BROKEN_EXTRAS,
    ),
    CaseSpec(
        "unscaled-inputs-sgd-mlp",
        unscaled_inputs_sgd_mlp,
        ("loss-runaway", "gradient-explosion", "bad-initial-loss"),
        "unnormalized-input",
        "features x1000 into an MLP with SGD: first loss 551 (ln 5 = 1.6), then NaN",
        allowed=_RUNAWAY_EXTRAS,
    ),
    CaseSpec(
        "unscaled-inputs-rmsprop-spiral",
        unscaled_inputs_rmsprop_spiral,
        ("bad-initial-loss",),
        "unnormalized-input",
        "spiral coordinates x1000 with RMSprop: first loss 17 (ln 3 = 1.1), then erratic swings 0.2-2.7",
        allowed=("loss-spikes", "slow-convergence", "loss-oscillation", "undertrained", "overfitting"),
    ),
    CaseSpec(
        "double-softmax-mlp",
        double_softmax_mlp,
        ("slow-convergence",),
        "wrong-loss-function",
        "softmax outputs fed to CrossEntropyLoss: the loss creeps from 2.31 to 2.15 in 15 epochs",
        allowed=_STALL_EXTRAS,
    ),
    # --- gradients and initialisation
    CaseSpec(
        "deep-sigmoid-mlp",
        deep_sigmoid_mlp,
        ("slow-convergence", "metric-at-baseline"),
        "vanishing-gradients",
        "11-layer sigmoid MLP with SGD: the loss stuck at ln 3, accuracy at chance",
        allowed=("undertrained", "gradient-vanishing"),
    ),
    CaseSpec(
        "deep-sigmoid-digits",
        deep_sigmoid_digits,
        ("slow-convergence", "metric-at-baseline"),
        "vanishing-gradients",
        "13-layer sigmoid MLP on digit images: loss stuck at ln 10, accuracy at chance",
        allowed=("undertrained", "gradient-vanishing"),
    ),
    CaseSpec(
        "dead-relu-mlp",
        dead_relu_mlp,
        ("gradient-vanishing", "slow-convergence", "metric-at-baseline"),
        "dead-relu",
        "ReLU biases set to -20, bias-free head: every unit dead, gradient 0, loss stuck at ln 5",
        allowed=("undertrained",),
    ),
    CaseSpec(
        "dead-relu-adam-spiral",
        dead_relu_adam_spiral,
        ("gradient-vanishing", "slow-convergence", "metric-at-baseline"),
        "dead-relu",
        "ReLU biases set to -10 on a spiral MLP with Adam: dead units, no learning",
        allowed=_STALL_EXTRAS,
        fmt="tensorboard",
    ),
    CaseSpec(
        "rnn-no-clip",
        rnn_no_clip,
        ("gradient-explosion", "loss-runaway"),
        "exploding-gradients",
        "identity-init ReLU RNN, no clipping: grad norm 26 -> 800 -> 3e7 -> inf, loss NaN",
        allowed=("loss-runaway", "loss-spikes", "loss-oscillation", "slow-convergence", "metric-at-baseline"),
    ),
    CaseSpec(
        "frozen-body-mlp",
        frozen_body_mlp,
        ("slow-convergence",),
        "frozen-weights",
        "every weight frozen except the head bias: the loss only learns the class prior",
        allowed=(*_STALL_EXTRAS, "gradient-vanishing"),
    ),
    CaseSpec(
        "frozen-cnn",
        frozen_convs_cnn,
        ("slow-convergence",),
        "frozen-weights",
        "a CNN with every weight frozen (only the head bias trains): no learning",
        allowed=(*_STALL_EXTRAS, "gradient-vanishing"),
    ),
    CaseSpec(
        "bad-init-output-mlp",
        bad_init_output_mlp,
        ("bad-initial-loss",),
        "poor-initialization",
        "head weights x50: the first loss is far above ln 10",
        allowed=("loss-spikes", "slow-convergence", "zero-train-loss"),
    ),
    CaseSpec(
        "bad-init-output-cnn",
        bad_init_output_cnn,
        ("bad-initial-loss",),
        "poor-initialization",
        "CNN head weights x40 and biases in +-20: first loss far above ln 10",
        allowed=("loss-spikes", "slow-convergence"),
        fmt="tensorboard",
    ),
    # --- data
    CaseSpec(
        "tiny-train-large-mlp",
        tiny_train_large_mlp,
        ("overfitting", "zero-train-loss"),
        "insufficient-data",
        "48 training examples, 0.5M-parameter MLP: train loss -> 0 while val rises",
        allowed=("train-val-gap",),
    ),
    CaseSpec(
        "tiny-train-cnn-digits",
        tiny_train_cnn_digits,
        ("overfitting", "zero-train-loss"),
        "insufficient-data",
        "60 noisy digit images for a CNN: memorised, val loss rises",
        allowed=("train-val-gap",),
    ),
    CaseSpec(
        "no-regularization-mlp",
        no_regularization_mlp,
        ("overfitting", "zero-train-loss"),
        "insufficient-regularization",
        "2M-parameter MLP, no dropout or weight decay, on hard noisy blobs",
        allowed=("train-val-gap", "loss-oscillation", "loss-spikes"),
        fmt="csv",
    ),
    CaseSpec(
        "shuffled-labels-mlp",
        shuffled_labels_mlp,
        ("overfitting", "train-val-gap", "metric-at-baseline", "zero-train-loss"),
        "label-noise",
        "train labels permuted: train loss -> 0 by memorising, val rises, val accuracy at chance",
    ),
    CaseSpec(
        "shuffled-labels-cnn",
        shuffled_labels_cnn,
        ("overfitting", "train-val-gap", "metric-at-baseline", "zero-train-loss"),
        "label-noise",
        "digit labels permuted in the train split: memorised, val accuracy at chance",
        fmt="csv",
    ),
    CaseSpec(
        "label-leak-mlp",
        label_leak_mlp,
        ("zero-train-loss", "val-test-gap"),
        "data-leakage",
        "one-hot label appended to the features in train/val only: test far worse than val",
        allowed=(),
    ),
    CaseSpec(
        "label-leak-cnn",
        label_leak_cnn,
        ("zero-train-loss", "val-test-gap"),
        "data-leakage",
        "class id stamped into the image pixels in train/val only",
        allowed=(),
    ),
    CaseSpec(
        "shifted-test-blobs",
        shifted_test_blobs,
        ("val-test-gap",),
        "distribution-shift",
        "test features offset per feature (another site): test loss far above val",
        allowed=(),
    ),
    CaseSpec(
        "shifted-test-regression",
        shifted_test_regression,
        ("val-test-gap",),
        "distribution-shift",
        "test inputs outside the training range: the regression extrapolates badly",
        allowed=(),
    ),
    CaseSpec(
        "eval-unnormalized-cnn",
        eval_unnormalized_cnn,
        ("train-val-gap",),
        "eval-pipeline-mismatch",
        "images normalised for training, raw 0-255 for evaluation: val stays bad",
        allowed=("metric-at-baseline", "overfitting", "val-test-gap"),
    ),
    CaseSpec(
        "class-sorted-mlp",
        unshuffled_mlp,
        ("periodic-loss",),
        "data-not-shuffled",
        "batches sorted by class every epoch: the loss repeats an epoch-long pattern",
        allowed=(
            "loss-oscillation",
            "loss-spikes",
            "train-val-gap",
            "slow-convergence",
            "overfitting",
            "gradient-explosion",
            "metric-at-baseline",
        ),
    ),
    CaseSpec(
        "class-sorted-cnn",
        unshuffled_cnn,
        ("periodic-loss",),
        "data-not-shuffled",
        "CNN fed class-sorted batches: the loss cycles with each epoch",
        allowed=("loss-oscillation", "loss-spikes", "undertrained"),
    ),
    CaseSpec(
        "imbalance-95-5-mlp",
        imbalanced_mlp,
        ("metric-at-baseline",),
        "class-imbalance",
        "95/5 classes that barely separate: accuracy sits at the 0.95 majority rate",
        allowed=("slow-convergence",),
    ),
    CaseSpec(
        "imbalance-95-5-rmsprop",
        imbalanced_rmsprop,
        ("metric-at-baseline",),
        "class-imbalance",
        "95/5 imbalance, RMSprop: the model predicts the majority class only",
        allowed=("slow-convergence",),
        fmt="csv",
    ),
    CaseSpec(
        "mislabeled-rows-spikes",
        few_mislabeled_spikes,
        ("loss-spikes",),
        "label-noise",
        "3 of 2000 labels wrong, small MLP: isolated spikes at the batches that hold them",
        allowed=("loss-oscillation",),
    ),
    CaseSpec(
        "outlier-inputs-spikes",
        outlier_inputs_spikes,
        ("loss-spikes",),
        "bad-input-data",
        "3 training rows with features in the wrong unit (x40): sharp spikes that recover",
        allowed=("loss-oscillation",),
        fmt="tensorboard",
    ),
    # --- training length and monitoring
    CaseSpec(
        "stopped-early-mlp",
        stopped_early_mlp,
        ("undertrained",),
        "too-few-epochs",
        "3 epochs on a spiral MLP: the loss is still falling steeply at the end",
        allowed=(),
    ),
    CaseSpec(
        "stopped-early-lstm",
        stopped_early_lstm,
        ("undertrained",),
        "too-few-epochs",
        "3 epochs of a char LSTM: still clearly improving when stopped",
        allowed=(),
    ),
    CaseSpec(
        "no-validation-mlp",
        no_validation_mlp,
        ("missing-validation",),
        "missing-eval-set",
        "a sound run that logs no validation or test series at all",
        allowed=(),
    ),
    CaseSpec(
        "no-validation-regression",
        no_validation_regression,
        ("missing-validation",),
        "missing-eval-set",
        "a sound regression run with train loss only",
        allowed=(),
    ),
    # --- healthy
    CaseSpec(
        "healthy-small-batch-sgd",
        healthy_small_batch_sgd,
        (),
        None,
        "plain SGD with batch 8: noisy but converging, val tracks train",
    ),
    CaseSpec(
        "healthy-warmup-cosine",
        healthy_warmup_cosine,
        (),
        None,
        "AdamW with 100 warmup steps and cosine decay on spirals",
    ),
    CaseSpec(
        "healthy-dropout", healthy_dropout, (), None, "dropout 0.5: val loss below train loss, both converge"
    ),
    CaseSpec(
        "healthy-early-stopping-cnn",
        healthy_early_stopping_cnn,
        (),
        None,
        "a CNN stopped by early stopping (patience 3) when val stops improving",
        fmt="tensorboard",
    ),
    CaseSpec("healthy-regression", healthy_regression, (), None, "a nonlinear regression MLP with Adam"),
    CaseSpec(
        "healthy-short-run",
        healthy_short_run,
        (),
        None,
        "an easy task converged within 4 epochs",
        allowed=("undertrained",),
        fmt="csv",
    ),
    CaseSpec("healthy-adam-cnn", healthy_adam_cnn, (), None, "Adam on a small CNN for digit images"),
    CaseSpec("healthy-lstm", healthy_lstm, (), None, "a clipped char LSTM learning a Markov text"),
    CaseSpec("healthy-rmsprop-xor", healthy_rmsprop_xor, (), None, "RMSprop on XOR with a tanh MLP"),
    CaseSpec(
        "healthy-sgd-momentum-cnn",
        healthy_sgd_momentum_cnn,
        (),
        None,
        "SGD momentum with weight decay on 16x16 digit images",
        fmt="tensorboard",
    ),
    CaseSpec(
        "healthy-linear-regression",
        healthy_linear_regression_sgd,
        (),
        None,
        "SGD on a noisy linear regression: converges to the noise floor",
    ),
    CaseSpec(
        "healthy-step-schedule-gelu",
        healthy_step_schedule_gelu,
        (),
        None,
        "Adam with a x0.1 step decay late in training, GELU MLP",
    ),
)


def by_name(name: str) -> CaseSpec:
    for spec in SUITE:
        if spec.name == name:
            return spec
    raise KeyError(name)
