"""Variant battery l: a fifth look-alike of an external held-out suite, real framework runs (`--battery l`).

    nice -n 10 python benchmarks/variants.py --battery l --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery l [--runs]

Like batteries d-k, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is
the log), trained by battery d's runner (through battery g's and battery j's wrappers and this
battery's, which adds 1-D convolutional nets with and without batch norm), so each case can run
in each of the three layouts; the layout rotation of variants.py picks one. It was written blind:
its author trained it with `--train-only`, read the raw logged numbers of each run, and never
diagnosed or scored it, so it is held-out data for the tool. Like batteries h-k it aims at the mix
an outside suite of user runs has, with new data, new pairings of fault and family and a healthy
majority (25 of 45; under a CPU-minute to train): runs of 80 to 3,750 steps, MLPs, 2-D CNNs
with batch norm, 1-D CNNs with and without it, a small residual net, GRU / LSTM (token readers
and a float-window reader) / a ReLU RNN, a small transformer and regression MLPs; SGD with and
without momentum, Adam, AdamW and RMSprop; constant, warm-up + cosine to 0, cosine, step,
plateau, exponential and one-cycle schedules; bf16 autocast, gradient accumulation, label
smoothing, dropout 0.5, weight decay, early stopping, clipping and a pretrained start; cadences
from every step to once an epoch, evaluations every epoch to every 10.
The data sets are new, all made offline: eight sensor bits (+-1 under noise sd 0.35) labelled by
the XOR of three, with 20% of labels flipped by the process itself in every split (a Bayes
accuracy of 0.8, a loss floor at 72% of ln 2; 1,000 and 3,000 rows), 5% and 2%; overlapping
unit-variance Gaussian clusters (4 in 6-D and 3 in 4-D, Bayes accuracy ~0.6-0.67, a loss floor
at 67-70% of ln C; 1,000 and 2,000 rows) and well separated ones (120 rows); a 1-D signal
classifier (64 samples of a sine, square, sawtooth or pulse wave, 2-5 cycles, noise sd 0.5; a
600-row cut, a pretraining draw, a test set from a faster machine at 6-10 cycles); house prices
from floor area, rooms, age, distance to the centre, lot size and a quality grade (a log-normal,
right-skewed price: standardised, in dollars, with raw features, as a log price, as the log price
of noisy sales); 14x14 images of a line whose orientation is the nearest of 0, 45, 90 and 135
degrees (noise sd 0.35 and 0.1, a 150-row draw); balanced bracket strings of 8 pairs labelled by
their maximum nesting depth (and a draw whose labels come 30% of the time from a careless
annotator).
The healthy half holds sound runs a naive reader can take for a fault: losses that plateau at
53-81% of ln C with accuracy well above chance (flipped XOR labels, overlapping clusters, an
annotator's noise), a label-smoothing floor near 0.8, val below train under dropout 0.5, a
fine-tune whose loss starts at 0.18 and barely moves, a regression in dollars (first MSEs near
1.4e11, a noise floor near 5.5e9), a noisy log-price regression whose MSE only falls from 0.8 to
0.5, a 3,750-step run logged every 100 that is flat from its first point, batch 500 with 4 steps
an epoch, a train loss logged once an epoch (12 points), a transformer at ln 4 for 250 steps
under a 200-step warm-up, ReduceLROnPlateau down to 1e-8, OneCycle, a StepLR drop, a per-step
exponential decay, a three-epoch run that converged, 3,200 plain-SGD steps still improving, 120
and 150-row data sets that generalise, early stopping, gradient accumulation and bf16 autocast.
The faulty half injects one fault each: an lr far too high (SGD on a regression) or far too low
(plain SGD on a 1-D CNN), an ExponentialLR stepped per batch on a residual net, no zero_grad
under SGD on a GRU, softmax applied before CrossEntropyLoss on a 1-D CNN, an L2 weight decay of
1.0 under Adam, shuffled labels on an MLP over signals, the validation rows merged into the
training rows, 40 images for a batch-norm CNN, label-sorted rows for an MLP, features in raw
units under SGD, NaN cells, a test set from a faster machine, no validation, an evaluation
transform that skips the baseline subtraction, evaluation labels swapped, dead ReLUs, a frozen
1-D CNN, a ReLU RNN unclipped and a max_steps cut.
Split, layout rotation and labels follow variants.py's rules; a Lightning case's `every` is its
`log_every_n_steps`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from benchmarks.variants import BROKEN, MEMORISED, RUNAWAY, STALL, Variant, _generated
from benchmarks.variants_d import (
    SORTED,
    Plan,
    Runner,
    dead_relus,
    first_rows,
    frozen_but_head_bias,
    identity_rnn,
    shuffled_labels,
    softmax_output,
    val_in_train,
)
from benchmarks.variants_e import no_test
from benchmarks.variants_f import nan_rows
from benchmarks.variants_j import J, j_runs, pretrained, smoothed
from benchmarks.variants_k import labels_off_by_one

if TYPE_CHECKING:
    import torch
    from torch import nn

    from tests.suite.datasets import Splits

SIZES = (1000, 300, 300)


# ---------------------------------------------------------------- data sets no battery has


def xor8(
    seed: int = 2901, flip: float = 0.2, sizes: tuple[int, int, int] = SIZES, name: str = "xor-8bit-noisy"
) -> Splits:
    """Eight random bits read through a noisy sensor (each +-1 plus Gaussian noise sd 0.35); the
    label is the XOR of the first three bits, then redrawn as its opposite with probability `flip`
    in every split alike (the process itself is noisy: a Bayes accuracy of 1 - `flip`, a loss
    floor of the binary entropy of `flip`, 0.50 nats at 0.2, 72% of ln 2). Standardised; 2 classes."""
    import numpy as np

    rng = np.random.default_rng(seed)
    n = sum(sizes)
    bits = rng.integers(0, 2, (n, 8))
    x = 2.0 * bits - 1.0 + 0.35 * rng.standard_normal((n, 8))
    y = bits[:, 0] ^ bits[:, 1] ^ bits[:, 2]
    y = np.where(rng.random(n) < flip, 1 - y, y)
    return _generated(name, x, y, 2, sizes)


def xor8_clean() -> Splits:
    """The sensor bits with 2% of labels flipped (a loss floor near 0.1)."""
    return xor8(2902, 0.02, SIZES, "xor-8bit")


def xor8_large() -> Splits:
    """The noisy sensor bits (20% of labels flipped), 3,000 training rows."""
    return xor8(2921, 0.2, (3000, 600, 600), "xor-8bit-noisy")


def xor8_mild() -> Splits:
    """The sensor bits with 5% of labels flipped, 3,000 training rows."""
    return xor8(2923, 0.05, (3000, 600, 600), "xor-8bit")


def gauss_overlap(
    seed: int = 2903,
    classes: int = 4,
    dim: int = 6,
    radius: float = 1.2,
    sizes: tuple[int, int, int] = SIZES,
    name: str = "gauss-overlap-4x6",
) -> Splits:
    """`classes` unit-variance Gaussian clusters in `dim` dimensions whose means lie at distance
    `radius` from the origin in random directions: the clusters overlap, so the Bayes classifier
    (the nearest mean) errs often and the cross-entropy has a floor well above 0. Standardised."""
    import numpy as np

    rng = np.random.default_rng(seed)
    n = sum(sizes)
    means = rng.standard_normal((classes, dim))
    means = radius * means / np.linalg.norm(means, axis=1, keepdims=True)
    y = rng.integers(0, classes, n)
    x = means[y] + rng.standard_normal((n, dim))
    return _generated(name, x, y, classes, sizes)


def gauss3_overlap() -> Splits:
    """Three overlapping clusters in 4-D."""
    return gauss_overlap(2904, 3, 4, 1.1, SIZES, "gauss-overlap-3x4")


def gauss4_small() -> Splits:
    """The 4-cluster problem with well separated means (radius 2.4) and 120 training rows."""
    return gauss_overlap(2905, 4, 6, 2.4, (120, 300, 300), "gauss-4x6-120")


def gauss4_large() -> Splits:
    """Another draw of the overlapping 4-cluster problem with 2,000 training rows."""
    return gauss_overlap(2906, 4, 6, 1.2, (2000, 400, 400), "gauss-overlap-4x6")


WAVES = ("sine", "square", "sawtooth", "pulse")


def signals(
    seed: int = 2907,
    noise: float = 0.5,
    sizes: tuple[int, int, int] = SIZES,
    name: str = "waveform-64",
    cycles: tuple[float, float] = (2.0, 5.0),
) -> Splits:
    """A 1-D signal classifier: 64 samples of a sine, square, sawtooth or pulse wave (a 20% duty
    cycle, centred; 4 classes) of 2-5 cycles a window, random phase and amplitude 0.6-1.4, under
    white noise sd `noise`; not standardised (a sensor reads them centred, in volts): (N, 64)
    floats."""
    import numpy as np
    import torch

    from tests.suite import datasets as ds

    rng = np.random.default_rng(seed)
    n = sum(sizes)
    y = rng.integers(0, 4, n)
    t = np.arange(64)[None, :] / 64.0
    phase = rng.uniform(0, 1, (n, 1)) + rng.uniform(cycles[0], cycles[1], (n, 1)) * t
    frac = phase % 1.0
    waves = np.stack(
        [
            np.sin(2 * np.pi * phase),
            np.sign(np.sin(2 * np.pi * phase)),
            2 * frac - 1,
            np.where(frac < 0.2, 1.6, -0.4),
        ]
    )
    x = waves[y, np.arange(n)] * rng.uniform(0.6, 1.4, (n, 1)) + noise * rng.standard_normal((n, 64))
    return ds.named(ds._split(torch.tensor(x, dtype=torch.float32), torch.tensor(y).long(), sizes, 4), name)


def signals_small() -> Splits:
    """The waveforms, 600 training signals."""
    return signals(2908, 0.5, (600, 300, 300), "waveform-64-600")


def signals_corpus() -> Splits:
    """Another draw of the waveforms: the 'pretraining corpus' of the fine-tuning run."""
    return signals(2909, 0.5, (2000, 10, 10), "waveform-64-corpus")


def _house(seed: int, n: int, log_noise: float) -> tuple[Any, Any]:
    """A house's sale price ($) from floor area (m2, log-normal around 120), rooms, age (years),
    distance to the centre (km), lot size (m2) and a 1-10 quality grade: the log price is linear
    in log area, quality, age, log distance and log lot, plus noise sd `log_noise`, so the price
    is right-skewed (median ~$250k, a long tail toward $1M)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    area = np.exp(rng.normal(np.log(120), 0.35, n))
    rooms = np.clip(np.round(area / 30 + rng.normal(0, 0.8, n)), 1, 9)
    age = rng.uniform(0, 100, n)
    distance = np.exp(rng.uniform(np.log(0.5), np.log(30), n))
    lot = np.exp(rng.normal(np.log(400), 0.6, n))
    quality = rng.integers(1, 11, n)
    log_price = 12.4 + 0.9 * np.log(area / 120) + 0.08 * (quality - 5.5) - 0.004 * (age - 50)
    log_price = log_price - 0.25 * np.log(distance / 4) + 0.12 * np.log(lot / 400) + 0.04 * (rooms - 4)
    price = np.exp(log_price + log_noise * rng.standard_normal(n))
    return np.stack([area, rooms, age, distance, lot, quality], axis=1), price


def _house_splits(
    name: str,
    seed: int,
    scale_x: bool,
    target: str,
    log_noise: float = 0.2,
    sizes: tuple[int, int, int] = SIZES,
) -> Splits:
    import numpy as np
    import torch

    from tests.suite import datasets as ds

    x, price = _house(seed, sum(sizes), log_noise)
    y = torch.tensor(np.log(price) if target == "log" else price, dtype=torch.float32)[:, None]
    if target != "usd":
        y = (y - y[: sizes[0]].mean()) / y[: sizes[0]].std()
    data = ds.named(ds._split(torch.tensor(x, dtype=torch.float32), y, sizes, 0), name)
    return ds._standardised(data) if scale_x else data


def houses() -> Splits:
    """House prices, features standardised, the (skewed) price standardised."""
    return _house_splits("house-price", 2910, True, "price")


def houses_usd() -> Splits:
    """House prices in dollars (mean ~$294k, sd ~$183k: first MSEs near 1.4e11); features
    standardised."""
    return _house_splits("house-price-usd", 2911, True, "usd")


def houses_raw_features() -> Splits:
    """House prices with the features fed as read (m2, rooms, years, km, m2 of lot, grade:
    scales from 1 to ~2,000, the scaler dropped); the price standardised."""
    return _house_splits("house-price", 2912, False, "price")


def houses_noisy_log() -> Splits:
    """The log price of houses whose sale prices are noisy (log noise sd 0.55: the features
    explain about half of the variance, a standardised MSE floor near 0.5)."""
    return _house_splits("house-log-price-noisy", 2913, True, "log", 0.55)


def houses_log() -> Splits:
    """The log price, standardised (log noise sd 0.2)."""
    return _house_splits("house-log-price", 2914, True, "log")


def _line_image(rng: Any, angle: float, size: int, length: float) -> Any:
    """A line `length` px long at `angle` through a point near the middle of a size x size image."""
    import numpy as np

    image = np.zeros((size, size))
    centre = size / 2 - 0.5 + rng.uniform(-2, 2, 2)
    for s in np.linspace(-length / 2, length / 2, int(3 * length)):
        r = int(round(centre[0] - s * np.sin(angle)))
        c = int(round(centre[1] + s * np.cos(angle)))
        if 0 <= r < size and 0 <= c < size:
            image[r, c] = 1.0
    return image


def lines(
    seed: int = 2915,
    noise: float = 0.35,
    sizes: tuple[int, int, int] = SIZES,
    name: str = "line-orientation-14x14",
) -> Splits:
    """14x14 images of one straight line (7-11 px long, ink 0.6-1.0) at an angle drawn uniformly
    from 0-180 degrees near the middle, under pixel noise sd `noise`; the label is the nearest of
    0, 45, 90 and 135 degrees (4 classes): lines near a bin edge (22.5 degrees off) are ambiguous
    once drawn on a pixel grid. (N, 1, 14, 14)."""
    import numpy as np
    import torch

    from tests.suite import datasets as ds

    rng = np.random.default_rng(seed)
    n = sum(sizes)
    angle = rng.uniform(0, np.pi, n)
    y = np.round(angle / (np.pi / 4)).astype(int) % 4
    x = np.stack([_line_image(rng, a, 14, rng.uniform(7, 11)) * rng.uniform(0.6, 1.0) for a in angle])
    x = x + noise * rng.standard_normal(x.shape)
    images = torch.tensor(x, dtype=torch.float32)[:, None]
    return ds.named(ds._split(images, torch.tensor(y).long(), sizes, 4), name)


def lines_clean() -> Splits:
    """The line images under light pixel noise (sd 0.1)."""
    return lines(2916, 0.1, SIZES, "line-orientation-14x14-clean")


def lines_small() -> Splits:
    """The line images under light pixel noise (sd 0.1), 150 training images."""
    return lines(2917, 0.1, (150, 300, 300), "line-orientation-14x14-150")


def depth(
    seed: int = 2918,
    pairs: int = 8,
    relabel: float = 0.0,
    sizes: tuple[int, int, int] = (1600, 400, 400),
    name: str = "bracket-depth",
) -> Splits:
    """Balanced bracket strings of `pairs` pairs ("(" = 1, ")" = 2; 16 tokens), each next bracket an
    opening one with probability 0.5 where both are allowed; the label is the string's maximum
    nesting depth (2 or less, 3, 4, 5 or more: 4 classes). With `relabel`, that share of labels
    (every split alike) comes from a careless annotator who picks a class at random."""
    import numpy as np
    import torch

    from tests.suite import datasets as ds

    rng = np.random.default_rng(seed)
    n = sum(sizes)
    x = np.zeros((n, 2 * pairs), dtype=np.int64)
    y = np.zeros(n, dtype=np.int64)
    for i in range(n):
        level, opened, deepest = 0, 0, 0
        for k in range(2 * pairs):
            can_open, can_close = opened < pairs, level > 0
            if can_open and (not can_close or rng.random() < 0.5):
                x[i, k], level, opened = 1, level + 1, opened + 1
            else:
                x[i, k], level = 2, level - 1
            deepest = max(deepest, level)
        y[i] = min(max(deepest, 2), 5) - 2
    noisy = rng.random(n) < relabel
    y = np.where(noisy, rng.integers(0, 4, n), y)
    return ds.named(ds._split(torch.tensor(x), torch.tensor(y).long(), sizes, 4), name)


def depth_noisy() -> Splits:
    """The bracket strings, 30% of labels from a careless annotator (every split)."""
    return depth(2919, 8, 0.3, (1600, 400, 400), "bracket-depth-annotated")


# ---------------------------------------------------------------- faults battery l adds


def eval_offset(volts: float) -> Callable[[Splits, int], Splits]:
    """The bug: the evaluation transform skips the baseline subtraction the training transform
    applies, so validation and test signals arrive with the sensor's DC offset (`volts`) on top."""

    def fault(data: Splits, _seed: int) -> Splits:
        assert data.x_val is not None and data.x_test is not None
        return replace(data, x_val=data.x_val + volts, x_test=data.x_test + volts)

    return fault


def fast_test(data: Splits, _seed: int) -> Splits:
    """The test signals from another machine that runs faster: 6-10 cycles a window (train and
    validation: 2-5)."""
    other = signals(2920, 0.5, SIZES, "waveform-64-fast", cycles=(6.0, 10.0))
    return replace(data, x_test=other.x_test, y_test=other.y_test)


# ---------------------------------------------------------------- a model battery l adds


def _extra_model(kind: str, data: Splits, **kw: Any) -> tuple[nn.Module, dict[str, Any]] | None:
    """cnn1d / bncnn1d: two 1-D convolutions (kernel 5; batch norm after each in bncnn1d), a max
    pool, global average pooling and a linear head, for (N, L) float signals."""
    from torch import nn

    if kind not in ("cnn1d", "bncnn1d"):
        return None
    channels, norm = int(kw.get("channels", 8)), kind == "bncnn1d"
    dropout = float(kw.get("dropout", 0.0))

    def block(c_in: int, c_out: int) -> list[nn.Module]:
        conv = nn.Conv1d(c_in, c_out, 5, padding=2, bias=not norm)
        return [conv, nn.BatchNorm1d(c_out), nn.ReLU()] if norm else [conv, nn.ReLU()]

    class Conv1dNet(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.body = nn.Sequential(
                *block(1, channels), nn.MaxPool1d(2), *block(channels, 2 * channels), nn.AdaptiveAvgPool1d(1)
            )
            self.dropout = nn.Dropout(dropout) if dropout > 0 else nn.Identity()
            self.head = nn.Linear(2 * channels, data.num_classes)

        def forward(self, x: torch.Tensor) -> torch.Tensor:
            out: torch.Tensor = self.head(self.dropout(self.body(x.unsqueeze(1)).flatten(1)))
            return out

    info = {"activation": "relu", "num_layers": 3, "model": "cnn-bn" if norm else "cnn"}
    return Conv1dNet(), info


def l_runs(
    loss: Callable[[torch.Tensor, torch.Tensor], torch.Tensor] | None = None,
    evaluate: bool = True,
    hparams: dict[str, Any] | None = None,
) -> Callable[[Plan], Runner]:
    """Battery j's runner (battery g's extra models, a replaced loss, extra logged hyperparameters)
    that also knows this battery's 1-D convolutional nets."""
    inner_factory = j_runs(loss, evaluate, hparams=hparams)

    def factory(plan: Plan) -> Runner:
        inner = inner_factory(plan)

        def for_layout(layout: str) -> Callable[[Any, int], dict[str, Any]]:
            run = inner(layout)

            def patched(run_dir: Any, seed: int) -> dict[str, Any]:
                from unittest import mock

                from tests.suite import more_cases

                make_model = more_cases.make_model

                def models(kind: str, data: Splits, **kw: Any) -> tuple[nn.Module, dict[str, Any]]:
                    return _extra_model(kind, data, **kw) or make_model(kind, data, **kw)

                with mock.patch.object(more_cases, "make_model", models):
                    return run(run_dir, seed)

            return patched

        return for_layout

    return factory


NO_EVAL = l_runs(evaluate=False)


def L(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery j's J run by this battery's runner."""
    return J(*args, runs=runs or l_runs(), **kw)


# ---------------------------------------------------------------- the variants


FAULTY: tuple[Variant, ...] = (
    # --- learning rate and its schedule
    L(
        "vl-lr-high-sgd-houses",
        Plan(houses, "mlp", 0.3, "sgd", momentum=0.9, epochs=8, log_every=5,
             model_kw={"width": 64, "num_layers": 2}),
        ("slow-convergence", "loss-spikes"),
        "learning-rate-too-high",
        "SGD momentum lr=0.3 on the standardised (skewed) house prices, logged every 5 steps: "
        "single-batch MSEs thrash between 0.2 and 20 (gradient norms up to ~77) for the whole run, the "
        "epoch MSE 1.24, 2.34, then ~1.1 (the target's own variance is 1.0); the val MSE 0.66-1.12 (a "
        "sound run reaches ~0.13)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="regression",
        dataset="house-price",
        seed=3001,
    ),
    L(
        "vl-lr-low-sgd-cnn1d-waveform",
        Plan(signals, "cnn1d", 1e-4, "sgd", epochs=10, log_every=10),
        ("slow-convergence", "metric-at-baseline"),
        "learning-rate-too-low",
        "plain SGD (no momentum) lr=1e-4 on a 1-D CNN over waveforms: the loss stays at 1.39-1.40 (ln 4) "
        "for 320 steps, val accuracy frozen at 0.21",
        STALL,
        family="cnn",
        dataset="waveform",
        seed=3002,
    ),
    L(
        "vl-exp-per-batch-resnet-lines",
        Plan(lines, "resnet", 0.05, "sgd", momentum=0.9, epochs=10, log_every=10, schedule="exp", gamma=0.93),
        ("slow-convergence",),
        "lr-decay-too-fast",
        "ExponentialLR(gamma=0.93) meant per epoch but stepped every batch (SGD momentum lr 0.05) on a "
        "residual net over line orientations: the lr is ~3.5e-5 by step 100 and 4e-12 at the end; the "
        "loss freezes at ~1.05 after the first 40 steps, val accuracy at 0.69 (a sound run: 0.91)",
        STALL,
        family="resnet",
        dataset="line-orientation",
        seed=3003,
    ),
    # --- optimisation bugs and the loss
    L(
        "vl-no-zero-grad-sgd-gru-waveform",
        Plan(signals, "seq-gru", 0.02, "sgd", momentum=0.9, epochs=5, log_every=5, zero_grad=False),
        ("gradient-explosion",),
        "missing-zero-grad",
        "a GRU reading 64-sample waveforms under SGD momentum whose gradients are never cleared (the "
        "model's zero_grad overridden): the gradient norm climbs from 0.33 to ~80, the epoch loss 1.43, "
        "1.77, 7.5, 50, 50, the val loss to 69 at chance accuracy",
        (*BROKEN, "loss-runaway"),
        family="gru",
        dataset="waveform",
        seed=3004,
    ),
    L(
        "vl-softmax-before-ce-cnn1d-waveform",
        Plan(signals, "cnn1d", 3e-3, "adam", epochs=12, log_every=10, model_fault=softmax_output),
        ("slow-convergence",),
        "wrong-loss-function",
        "the 1-D CNN returns softmax probabilities and CrossEntropyLoss applies log_softmax again: the "
        "loss creeps from 1.38 to ~1.07 in 384 steps with gradient norms of 0.03-0.5, val accuracy 0.69 "
        "(a sound run reaches 0.84-0.90)",
        STALL,
        family="cnn",
        dataset="waveform",
        seed=3005,
    ),
    L(
        "vl-weight-decay-adam-bncnn-lines",
        Plan(lines, "bncnn", 3e-3, "adam", weight_decay=1.0, epochs=12, log_every=10),
        ("slow-convergence",),
        "extreme-weight-values",
        "Adam with weight_decay=1.0 (an L2 penalty ~1,000x the usual) on a batch-norm CNN over line "
        "orientations: the loss dips to 1.23 and climbs back to 1.37 (ln 4 = 1.39), val accuracy swinging "
        "0.23-0.74 and ending at 0.42",
        (*STALL, "loss-oscillation", "train-val-gap"),
        family="cnn-bn",
        dataset="line-orientation",
        seed=3006,
    ),
    # --- data
    L(
        "vl-shuffled-labels-mlp-waveform",
        Plan(signals_small, "mlp", 1e-3, "adam", epochs=50, log_every=20, val_every_epochs=2,
             data_fault=shuffled_labels, model_kw={"width": 512, "num_layers": 2}),
        ("metric-at-baseline", "overfitting", "train-val-gap"),
        "label-noise",
        "the waveform labels permuted against their 600 signals, a 2x512 MLP for 950 steps: the train "
        "loss memorised down to ~1e-3, the val loss up from 1.47 to 4.8, val accuracy 0.22-0.28 (chance "
        "0.25)",
        MEMORISED,
        family="mlp",
        dataset="waveform",
        seed=3007,
    ),
    L(
        "vl-val-in-train-mlp-gauss",
        Plan(gauss_overlap, "mlp", 2e-3, "adam", epochs=60, log_every=25, val_every_epochs=3,
             data_fault=val_in_train, model_kw={"width": 256, "num_layers": 3}),
        ("val-test-gap",),
        "data-leakage",
        "the validation rows appended to the training rows (a merge bug) on overlapping Gaussian clusters "
        "(Bayes accuracy ~0.6): a 3x256 MLP memorises them, val loss 0.02 and val accuracy 0.997 at the "
        "end; the test set 3.7 and 0.54",
        ("zero-train-loss", "overfitting", "train-val-gap", "undertrained"),
        family="mlp",
        dataset="gauss-overlap",
        seed=3008,
    ),
    L(
        "vl-tiny-train-bncnn-lines",
        Plan(lines, "bncnn", 3e-3, "adam", epochs=120, batch_size=8, log_every=10, val_every_epochs=10,
             data_fault=first_rows(40), model_kw={"channels": 16}),
        ("overfitting", "train-val-gap"),
        "insufficient-data",
        "40 line images for a batch-norm CNN (16 channels), 600 steps of batch 8: the train loss to "
        "~0.005 while the val loss swings 1.0-2.1 and val accuracy 0.38-0.61; test accuracy 0.48",
        ("zero-train-loss", "undertrained", "loss-oscillation", "loss-spikes", "metric-at-baseline"),
        family="cnn-bn",
        dataset="line-orientation",
        seed=3009,
    ),
    L(
        "vl-class-sorted-mlp-xor8",
        Plan(xor8_clean, "mlp", 2e-3, "adam", epochs=8, log_every=1, shuffle=False, sort_by_class=True,
             model_kw={"width": 64, "num_layers": 2}),
        ("periodic-loss",),
        "data-not-shuffled",
        "training rows sorted by their label, shuffle=False, every step logged (256 points): the first "
        "epoch drives the loss to 0.09 through the 0 block and up to 2.6 at the switch to the 1 block; "
        "each later epoch rises through its first block and jumps at the switch (a sawtooth of 0.05-0.15 "
        "around 0.7); val accuracy 0.82 after 8 epochs (shuffled: ~0.96)",
        SORTED,
        family="mlp",
        dataset="xor-8bit",
        seed=3010,
    ),
    L(
        "vl-raw-features-sgd-houses",
        Plan(houses_raw_features, "mlp", 0.01, "sgd", momentum=0.9, epochs=8, log_every=5,
             model_kw={"width": 64, "num_layers": 2}),
        ("loss-runaway",),
        "unnormalized-input",
        "the house features fed as read (lots up to 4,600 m2, areas up to 370 m2, the scaler dropped), "
        "SGD momentum lr 0.01: the first logged window's mean MSE is ~1e36 (gradient norm ~4e18); the "
        "later windows log 0 (the NaN losses filtered out) and every evaluation is NaN",
        (*RUNAWAY, "undertrained", "gradient-explosion"),
        family="regression",
        dataset="house-price",
        seed=3011,
    ),
    L(
        "vl-nan-rows-adam-xor8",
        Plan(xor8_clean, "mlp", 2e-3, "adam", epochs=8, log_every=5, data_fault=nan_rows(2),
             model_kw={"width": 64, "num_layers": 2}),
        ("loss-runaway", "gradient-explosion"),
        "bad-input-data",
        "2 of 1,000 training rows with a missing sensor reading (NaN) nobody imputed: the first batch "
        "holding one turns the weights NaN; every later loss, gradient norm and evaluation is NaN, val "
        "accuracy 0.507",
        (*RUNAWAY, "gradient-explosion"),
        family="mlp",
        dataset="xor-8bit",
        seed=3012,
    ),
    L(
        "vl-fast-test-bncnn1d-waveform",
        Plan(signals, "bncnn1d", 3e-3, "adam", epochs=10, log_every=10, data_fault=fast_test),
        ("val-test-gap",),
        "distribution-shift",
        "the test signals from a faster machine (6-10 cycles a window; train and validation 2-5) for a "
        "batch-norm 1-D CNN: val accuracy 0.85 (loss 0.38), test 0.45 (loss 2.15)",
        (),
        family="cnn-bn",
        dataset="waveform",
        seed=3013,
    ),
    L(
        "vl-no-validation-mlp-houses",
        Plan(houses_log, "mlp", 2e-3, "adam", epochs=15, log_every=10, data_fault=no_test,
             model_kw={"width": 64, "num_layers": 2}),
        ("missing-validation",),
        "missing-eval-set",
        "a regression MLP on the log house price which never evaluates: no validation loop, no test "
        "split; the train loss 0.74 to ~0.12",
        (),
        family="regression",
        dataset="house-price",
        seed=3014,
        runs=NO_EVAL,
    ),
    # --- evaluation
    L(
        "vl-eval-offset-bncnn1d-waveform",
        Plan(signals, "bncnn1d", 3e-3, "adam", epochs=10, log_every=10, data_fault=eval_offset(3.0)),
        ("train-val-gap",),
        "eval-pipeline-mismatch",
        "the evaluation transform skips the baseline subtraction, so validation and test signals arrive "
        "with the sensor's +3 V offset: the train loss falls from 1.46 to ~0.39 while the val loss sits "
        "at 5.5-12 and val accuracy at 0.21-0.27 (chance 0.25)",
        ("metric-at-baseline", "overfitting", "val-test-gap"),
        family="cnn-bn",
        dataset="waveform",
        seed=3015,
    ),
    L(
        "vl-eval-labels-swapped-mlp-xor8",
        Plan(xor8_clean, "mlp", 3e-3, "adam", epochs=12, log_every=10, data_fault=labels_off_by_one,
             model_kw={"width": 64, "num_layers": 2}),
        ("train-val-gap",),
        "wrong-eval-logic",
        "the evaluation labels read through a 1-based label map, which for two classes swaps them: the "
        "train loss falls from 0.69 to ~0.08 while the val loss climbs from 0.72 to 5.5 and val accuracy "
        "sinks to 0.03",
        ("metric-at-baseline", "overfitting", "val-test-gap"),
        family="mlp",
        dataset="xor-8bit",
        seed=3016,
    ),
    # --- initialisation and architecture
    L(
        "vl-dead-relu-mlp-gauss",
        Plan(gauss_overlap, "mlp", 0.02, "sgd", momentum=0.9, epochs=10, log_every=10,
             model_fault=dead_relus(-10.0), model_kw={"width": 64, "num_layers": 3}),
        ("slow-convergence", "metric-at-baseline"),
        "dead-relu",
        "ReLU biases initialised at -10 and a bias-free head on overlapping clusters: every unit dead, "
        "the gradient norm exactly 0, the loss at ln 4 (1.386) for 320 steps, val accuracy 0.217",
        (*STALL, "gradient-vanishing"),
        family="mlp",
        dataset="gauss-overlap",
        seed=3017,
    ),
    L(
        "vl-frozen-cnn1d-waveform",
        Plan(signals, "cnn1d", 3e-3, "adam", epochs=10, log_every=10, model_fault=frozen_but_head_bias),
        ("slow-convergence", "metric-at-baseline"),
        "frozen-weights",
        "requires_grad=False on every parameter of a 1-D CNN but the head bias (a fine-tuning helper "
        "applied to a fresh model): the loss at 1.37-1.40 (ln 4) for 320 steps, val accuracy 0.26-0.34",
        (*STALL, "gradient-vanishing"),
        family="cnn",
        dataset="waveform",
        seed=3018,
    ),
    L(
        "vl-rnn-no-clip-depth",
        Plan(depth, "rnn", 0.05, "sgd", momentum=0.9, epochs=6, log_every=5, model_fault=identity_rnn(1.3),
             model_kw={"hidden": 48, "nonlinearity": "relu"}),
        ("gradient-explosion",),
        "exploding-gradients",
        "a ReLU RNN reading bracket strings, recurrent weights 1.3 x identity, SGD momentum lr 0.05, no "
        "clipping: the first loss 52 with a gradient norm of 1.3e3, then inf; every later loss and "
        "evaluation NaN",
        ("loss-runaway", "loss-spikes", "loss-oscillation", "slow-convergence", "bad-initial-loss",
         "metric-at-baseline", "gradient-vanishing", "undertrained", "zero-train-loss"),
        family="rnn",
        dataset="bracket-depth",
        seed=3019,
    ),
    # --- stopped too soon
    L(
        "vl-stopped-early-lstm-depth",
        Plan(depth, "lstm", 3e-3, "adam", epochs=30, max_steps=80, log_every=2),
        ("undertrained",),
        "too-few-epochs",
        "max_steps=80 (1.6 of 30 epochs) left in from a smoke test: the loss still falling steeply when "
        "it stops (1.42 at the start, 0.45 at step 60, 0.33 at step 79); the one evaluation (step 49) at "
        "0.58 with val accuracy 0.815 (a full run reaches ~0.003 and 1.0)",
        ("slow-convergence",),
        family="lstm",
        dataset="bracket-depth",
        seed=3020,
    ),
)

HEALTHY: tuple[Variant, ...] = (
    # --- a loss floor well above 0
    L(
        "vl-healthy-xor8-noisy-plateau",
        Plan(xor8_large, "mlp", 3e-3, "adam", epochs=12, batch_size=64, log_every=10,
             model_kw={"width": 32, "num_layers": 2}),
        (),
        None,
        "the noisy sensor XOR (20% of labels flipped by the process itself, in every split; 3,000 rows), "
        "a 2x32 MLP: the epoch loss from 0.69 to ~0.50 and the val loss to ~0.565 (81% of ln 2) by the "
        "fourth epoch, flat after; val accuracy 0.76 (the Bayes rate 0.8)",
        family="mlp",
        dataset="xor-8bit",
        seed=3101,
    ),
    L(
        "vl-healthy-gauss4-overlap-sgd-cosine",
        Plan(gauss_overlap, "mlp", 0.05, "sgd", momentum=0.9, epochs=15, log_every=5, schedule="cosine",
             model_kw={"width": 64, "num_layers": 2}),
        (),
        None,
        "four overlapping Gaussian clusters (Bayes accuracy ~0.6), SGD momentum + cosine: the val loss at "
        "~0.97 (70% of ln 4) from the first evaluation on, val accuracy 0.58-0.62; the per-batch loss "
        "noisy between 0.78 and 0.93",
        family="mlp",
        dataset="gauss-overlap",
        seed=3102,
    ),
    L(
        "vl-healthy-gauss3-overlap-warmup-cosine",
        Plan(gauss3_overlap, "mlp", 3e-3, "adamw", weight_decay=0.01, epochs=12, log_every=4,
             schedule="warmup-cosine", warmup=100, model_kw={"width": 64, "num_layers": 2}),
        (),
        None,
        "three overlapping clusters, AdamW with 100 warm-up steps then cosine to 0 (384 steps): the val "
        "loss from 1.02 to 0.736 (67% of ln 3) by the third epoch and flat after, val accuracy ~0.66 (a "
        "logistic regression: 0.67)",
        family="mlp",
        dataset="gauss-overlap",
        seed=3103,
    ),
    L(
        "vl-healthy-gru-depth-annotator-noise",
        Plan(depth_noisy, "gru", 3e-3, "adam", epochs=15, log_every=10, clip=1.0),
        (),
        None,
        "a GRU on bracket depth whose labels come 30% of the time from a careless annotator (every split, "
        "a ceiling near 0.78): the epoch loss from 1.27 to ~0.77, val ~0.74 (53% of ln 4) with val "
        "accuracy 0.80 from the fourth epoch on",
        family="gru",
        dataset="bracket-depth",
        seed=3104,
    ),
    L(
        "vl-healthy-bncnn-lines-label-smoothing",
        Plan(lines, "bncnn", 3e-3, "adam", epochs=12, log_every=10, schedule="cosine"),
        (),
        None,
        "label smoothing 0.2 on a batch-norm CNN over line orientations, Adam + cosine: the loss floors "
        "at ~0.77 (train) and ~0.80 (val) while val accuracy reaches 0.87-0.89",
        family="cnn-bn",
        dataset="line-orientation",
        seed=3105,
        runs=l_runs(smoothed(0.2), hparams={"label_smoothing": 0.2}),
    ),
    L(
        "vl-healthy-houses-noisy-log-floor",
        Plan(houses_noisy_log, "mlp", 2e-3, "adam", epochs=12, log_every=10,
             model_kw={"width": 32, "num_layers": 1}),
        (),
        None,
        "the log price of houses with noisy sales (log noise sd 0.55), a 1x32 MLP: the epoch MSE from "
        "0.79 to 0.49 and the val MSE from 0.59 to 0.51 after the first epoch, no further",
        family="regression",
        dataset="house-price",
        seed=3106,
    ),
    # --- regularisation
    L(
        "vl-healthy-mlp-xor8-dropout-half",
        Plan(xor8_mild, "mlp", 2e-3, "adam", epochs=15, batch_size=64, log_every=10,
             model_kw={"width": 128, "num_layers": 2, "dropout": 0.5}),
        (),
        None,
        "a 2x128 MLP with dropout 0.5 on the sensor XOR (5% of labels flipped, 3,000 rows): the val loss "
        "(~0.24, accuracy 0.94) below the train loss (~0.26-0.30) from the fourth epoch on",
        family="mlp",
        dataset="xor-8bit",
        seed=3107,
    ),
    L(
        "vl-healthy-cnn1d-waveform-adamw-wd",
        Plan(signals, "cnn1d", 3e-3, "adamw", weight_decay=0.1, epochs=15, log_every=10, schedule="cosine",
             model_kw={"channels": 12}),
        (),
        None,
        "a 1-D CNN (12 channels), AdamW with weight decay 0.1 + cosine to 0: the val loss from 1.33 to "
        "0.55, val accuracy 0.84",
        family="cnn",
        dataset="waveform",
        seed=3108,
    ),
    L(
        "vl-healthy-cnn1d-waveform-finetune",
        Plan(signals, "cnn1d", 1e-4, "adam", epochs=6, log_every=5,
             model_fault=pretrained(signals_corpus, 800)),
        (),
        None,
        "fine-tuning a 1-D CNN pretrained (800 Adam steps) on another draw of the waveforms, Adam "
        "lr=1e-4: the epoch loss starts at 0.176 and ends at 0.174, the val loss 0.186 to 0.184, val "
        "accuracy 0.943 throughout",
        family="cnn",
        dataset="waveform",
        seed=3109,
        runs=l_runs(hparams={"pretrained": "waveform-64-corpus"}),
    ),
    # --- cadence
    L(
        "vl-healthy-gauss4-sparse-every-100",
        Plan(gauss4_large, "mlp", 1e-3, "adam", epochs=30, batch_size=16, log_every=100, val_every_epochs=5,
             model_kw={"width": 32, "num_layers": 1}),
        (),
        None,
        "3,750 Adam steps (batch 16) on 2,000 rows of overlapping clusters, logged every 100 and "
        "validated every 5 epochs: the loss is at ~0.93 by the first logged point and stays there; the "
        "val loss 0.913-0.917, accuracy 0.60",
        family="mlp",
        dataset="gauss-overlap",
        seed=3110,
    ),
    L(
        "vl-healthy-resnet-lines-epoch-log-cosine",
        Plan(lines, "resnet", 0.05, "sgd", momentum=0.9, weight_decay=5e-4, epochs=12, log_every=50,
             train_log="epoch", schedule="cosine"),
        (),
        None,
        "a residual net on line orientations, SGD momentum + cosine with weight decay 5e-4, the train "
        "loss logged once an epoch (12 points): from 1.3 to 0.22; the val loss jumps to 3.1 at the second "
        "epoch (near the peak lr) before falling to 0.23, val accuracy 0.91",
        family="resnet",
        dataset="line-orientation",
        seed=3111,
    ),
    L(
        "vl-healthy-xor8-every-step-bf16",
        Plan(xor8_clean, "mlp", 3e-3, "adam", epochs=6, log_every=1, bf16=True,
             model_kw={"width": 64, "num_layers": 2}),
        (),
        None,
        "bf16 autocast, every step logged (192 points) of an MLP on the sensor XOR (2% of labels "
        "flipped): the per-batch loss jumps between 0.03 and 0.35 late in the run, the epoch loss 0.69 to "
        "0.10, val accuracy 0.96",
        family="mlp",
        dataset="xor-8bit",
        seed=3112,
    ),
    L(
        "vl-healthy-gauss4-batch500",
        Plan(gauss4_large, "mlp", 0.02, "adam", epochs=50, batch_size=500, log_every=1, val_every_epochs=5,
             model_kw={"width": 16, "num_layers": 1}),
        (),
        None,
        "batch 500 (4 steps an epoch, 200 in all, each logged) on the overlapping clusters, Adam lr 0.02, "
        "a 1x16 MLP: down to ~0.93 within 10 steps, then flat; the val loss 0.91-0.92, accuracy ~0.6",
        family="mlp",
        dataset="gauss-overlap",
        seed=3113,
    ),
    # --- schedules
    L(
        "vl-healthy-transformer-depth-long-warmup",
        Plan(depth, "transformer", 2e-3, "adamw", weight_decay=0.01, epochs=12, log_every=10,
             schedule="warmup-cosine", warmup=200),
        (),
        None,
        "a transformer on bracket depth, AdamW with 200 warm-up steps (a third of the run) then cosine to "
        "0: the loss at ln 4 (1.36-1.41) for ~250 steps, then down to 0.26 with val accuracy 0.92; the "
        "gradient norm peaks near 50 as it learns",
        family="transformer",
        dataset="bracket-depth",
        seed=3114,
    ),
    L(
        "vl-healthy-houses-plateau",
        Plan(houses, "mlp", 0.02, "sgd", momentum=0.9, epochs=25, log_every=20, schedule="plateau", gamma=0.3,
             model_kw={"width": 64, "num_layers": 2}),
        (),
        None,
        "SGD momentum with ReduceLROnPlateau (x0.3, patience 0) on the house prices: the lr steps down "
        "from 0.02 to ~1e-8 as the val MSE levels at 0.135 from the fourth epoch; single batches range "
        "0.03-0.28 (the skewed target's tail)",
        family="regression",
        dataset="house-price",
        seed=3115,
    ),
    L(
        "vl-healthy-bncnn1d-waveform-onecycle",
        Plan(signals, "bncnn1d", 0.05, "sgd", momentum=0.9, epochs=10, log_every=5, schedule="onecycle"),
        (),
        None,
        "a batch-norm 1-D CNN, OneCycleLR (SGD momentum, max lr 0.05): the val loss from 1.32 to 0.29, "
        "val accuracy 0.90",
        family="cnn-bn",
        dataset="waveform",
        seed=3116,
    ),
    L(
        "vl-healthy-cnn1d-waveform-step",
        Plan(signals, "cnn1d", 0.05, "sgd", momentum=0.9, epochs=16, log_every=10, schedule="step",
             step_size=320, gamma=0.1),
        (),
        None,
        "SGD momentum lr 0.05 with a x0.1 StepLR drop at step 320 of 512 on a 1-D CNN: the val loss from "
        "1.33 to 0.27, val accuracy 0.89",
        family="cnn",
        dataset="waveform",
        seed=3117,
    ),
    L(
        "vl-healthy-lstm-depth-rmsprop-exp",
        Plan(depth, "lstm", 3e-3, "rmsprop", epochs=12, log_every=20, clip=1.0, schedule="exp", gamma=0.998,
             val_every_epochs=2),
        (),
        None,
        "an LSTM on bracket depth, RMSprop with a per-step exponential decay (x0.998: the lr from 3e-3 to "
        "9e-4), clipping at 1, validated every other epoch: the loss to ~2e-3, val accuracy 1.0",
        family="lstm",
        dataset="bracket-depth",
        seed=3118,
    ),
    # --- regressions in large units, long and short runs
    L(
        "vl-healthy-houses-usd-adam",
        Plan(houses_usd, "mlp", 0.1, "adam", epochs=40, log_every=10, val_every_epochs=2, schedule="cosine",
             model_kw={"width": 128, "num_layers": 2}),
        (),
        None,
        "house prices in dollars (first MSEs near 1.4e11), Adam lr 0.1 + cosine: the epoch MSE from 8e10 "
        "to 5.5e9 (an RMSE near $74k on a skewed target, its noise floor), the val MSE 1.2e10 to 8.6e9",
        family="regression",
        dataset="house-price",
        seed=3119,
    ),
    L(
        "vl-healthy-houses-plain-sgd-long",
        Plan(houses_log, "mlp", 0.01, "sgd", epochs=100, log_every=50, val_every_epochs=10,
             model_kw={"width": 32, "num_layers": 2}),
        (),
        None,
        "3,200 steps of plain SGD (lr 0.01, no momentum) on the log house price, logged every 50: still "
        "improving slowly at the end (0.178 at step 100, 0.129 at step 3,200; the val MSE 0.199 to 0.153)",
        family="regression",
        dataset="house-price",
        seed=3120,
    ),
    L(
        "vl-healthy-bncnn-lines-three-epochs",
        Plan(lines_clean, "bncnn", 5e-3, "adam", epochs=3, log_every=2, model_kw={"channels": 12}),
        (),
        None,
        "3 epochs (96 steps, logged every other one) of a batch-norm CNN on lightly noised line images: "
        "the val loss 0.67, 0.24, 0.24, val accuracy 0.90",
        family="cnn-bn",
        dataset="line-orientation",
        seed=3121,
    ),
    L(
        "vl-healthy-bncnn-lines-small",
        Plan(lines_small, "bncnn", 3e-3, "adamw", weight_decay=0.05, epochs=30, batch_size=16, log_every=5,
             val_every_epochs=3),
        (),
        None,
        "150 training images of lightly noised lines, a batch-norm CNN with AdamW weight decay 0.05 (300 "
        "steps of batch 16): val accuracy 0.95-0.96, the val loss down to 0.11",
        family="cnn-bn",
        dataset="line-orientation",
        seed=3122,
    ),
    L(
        "vl-healthy-gauss4-small-early-stop",
        Plan(gauss4_small, "mlp", 3e-3, "adam", epochs=200, batch_size=16, log_every=8, early_stop=5,
             model_kw={"width": 32, "num_layers": 2}),
        (),
        None,
        "120 training rows of well separated clusters, batch 16; early stopping (patience 5) ends it at "
        "epoch 16 of 200: the val loss 0.39-0.41, accuracy 0.88",
        family="mlp",
        dataset="gauss-overlap",
        seed=3123,
    ),
    # --- accumulation, early stopping
    L(
        "vl-healthy-lstm-depth-accumulate",
        Plan(depth, "lstm", 3e-3, "adam", epochs=16, batch_size=16, accumulate=4, log_every=5),
        (),
        None,
        "an LSTM with batch 16 and gradient accumulation over 4 batches (25 optimizer steps an epoch): "
        "solved by the fourth epoch, the loss to ~3e-3, val accuracy 1.0",
        family="lstm",
        dataset="bracket-depth",
        seed=3124,
    ),
    L(
        "vl-healthy-xor8-noisy-early-stop",
        Plan(xor8, "mlp", 3e-3, "adam", epochs=60, log_every=10, early_stop=3,
             model_kw={"width": 64, "num_layers": 2}),
        (),
        None,
        "the noisy sensor XOR (20% of labels flipped, 1,000 rows), EarlyStopping(val_loss, patience 3) "
        "ends it at epoch 10 of 60 as the val loss turns up from 0.533: val accuracy 0.79",
        family="mlp",
        dataset="xor-8bit",
        seed=3125,
    ),
)
