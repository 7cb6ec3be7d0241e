"""Variant battery k: a fourth look-alike of an external held-out suite, real framework runs (`--battery k`).

    nice -n 10 python benchmarks/variants.py --battery k --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery k [--runs]

Like batteries d-j, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is
the log), trained by battery d's runner (through battery g's and battery j's wrappers: their
extra models, Nesterov SGD, a replaced loss, extra logged hyperparameters), so each case can run
in each of the three layouts; the layout rotation of variants.py picks one. It was written
blind: its author trained it with `--train-only`, read the raw logged numbers of each run, and
never diagnosed or scored it, so it is held-out data for the tool. Like batteries h-j it aims at
the mix an outside suite of user runs has, with new data, new pairings of fault and family and
nearly half of its runs healthy (22 of 45; about 1.5 CPU-minutes to train): runs of 60 to 4,000
steps, MLPs, CNNs with and without batch norm, a small residual net, GRU / LSTM (token readers
and float-window regressors) / a ReLU RNN, a small transformer and regression MLPs; SGD with and
without momentum, Adam, AdamW and RMSprop; constant, warm-up + cosine, cosine, step, plateau,
exponential and one-cycle schedules; bf16 autocast, gradient accumulation, dropout, shift
augmentation, weight decay, early stopping, clipping and a pretrained start; cadences from every
step to once an epoch, evaluations every epoch to every 10.
The data sets are new, all made offline: 16x16 seven-segment digits drawn with jittered lines
(10 classes; a clean draw, a 600-row draw, a pretraining draw, a test set drawn with thick
strokes under heavier noise), 12x12 images holding 1-5 dots to count (and a 60-row cut), toy
reviews whose sentiment words a "not" token flips, which quarter of a 16-token sequence holds
its largest token, a crop yield in kg/ha from rainfall, temperature, nitrogen, soil pH and
sowing day (heteroscedastic noise that grows with rainfall; standardised, in kg/ha, with raw
features, a 150-row draw), the next hourly value of a tide gauge (two tidal constituents, a
fortnightly beat and a storm surge), five spiral arms (1,500 and 2,000 training rows) and a
94/6 machine-failure table of 5,000 sensor rows (standardised and raw).
The healthy half holds sound runs a naive reader can take for a fault: batch-8 noise logged
every other step, a plain-SGD run logged every step, a loss that sits on a plateau with a
swinging val accuracy until a StepLR drop, val below train under dropout 0.3 and under shift
augmentation, a fine-tune whose loss starts low, a GRU near ln 2 for three epochs and a
transformer at ln 4 for 230 steps before they learn, a regression in kg/ha (first MSEs near
1.7e7, a noise floor near 3.5e5), an early-stopping end, warm-ups, a 94/6 table whose accuracy
sits at the majority rate while the loss falls, a four-epoch run that converged, runs logged
only per epoch, 4,000 steps logged every 100, a 60-step run on 150 rows, OneCycle,
ReduceLROnPlateau, a gentle per-step exponential decay and bf16 autocast.
The faulty half injects one fault each: an lr far too high (RMSprop on a regression, Adam on an
LSTM) or far too low (plain SGD on a residual net), a StepLR stepped per batch, no zero_grad
under SGD on a CNN, softmax applied before CrossEntropyLoss on a GRU, shuffled labels on an
MLP over images, every record written twice before the split (validation twins of training
rows), 60 images for a residual net, class-sorted reviews for an LSTM, features in raw units
under SGD, NaN cells, a test set drawn with thicker strokes, no validation, an evaluation
transform that skips the pixel scaling, validation and test labels off by one, dead ReLUs, a
frozen transformer, a ReLU RNN unclipped, a weight decay 100x too large, gradients clipped to
1e-4, batch size 1 with a large lr and a max_steps cut.
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
)
from benchmarks.variants_e import no_test
from benchmarks.variants_f import nan_rows, random_shift
from benchmarks.variants_j import NESTEROV, NO_EVAL, J, j_runs, pretrained

if TYPE_CHECKING:
    from tests.suite.datasets import Splits

SIZES = (1000, 300, 300)


# ---------------------------------------------------------------- data sets no battery has

# the seven segments a (top), b (top right), c (bottom right), d (bottom), e (bottom left),
# f (top left), g (middle) lit for each digit
SEGMENTS = ("abcdef", "bc", "abged", "abgcd", "fgbc", "afgcd", "afgedc", "abc", "abcdefg", "abcdfg")


def _line(image: Any, start: tuple[float, float], end: tuple[float, float], ink: float, thick: int) -> None:
    """A straight line from `start` to `end` (row, column), `thick` pixels wide."""
    import numpy as np

    size = image.shape[0]
    for t in np.linspace(0.0, 1.0, 24):
        r = int(round(start[0] + t * (end[0] - start[0])))
        c = int(round(start[1] + t * (end[1] - start[1])))
        image[max(0, r) : min(size, r + thick), max(0, c) : min(size, c + thick)] = ink


def sevenseg(
    seed: int = 2701,
    noise: float = 0.3,
    sizes: tuple[int, int, int] = SIZES,
    name: str = "seven-seg-16x16",
    thick: int = 1,
    jitter: float = 0.3,
) -> Splits:
    """16x16 images of the digits 0-9 drawn as seven-segment glyphs with lines: a box 7-9 px wide
    and 11-14 tall at a random place, each segment a line `thick` px wide whose ends are jittered
    by up to `jitter` px, ink 0.6-1.0, under pixel noise sd `noise`: (N, 1, 16, 16), 10 classes."""
    import numpy as np
    import torch

    from tests.suite import datasets as ds

    rng = np.random.default_rng(seed)
    n = sum(sizes)
    y = rng.integers(0, 10, n)
    x = np.zeros((n, 16, 16))
    for i, digit in enumerate(y):
        w, h = int(rng.integers(7, 10)), int(rng.integers(11, 15))
        r0, c0 = int(rng.integers(0, 16 - h - thick + 1)), int(rng.integers(0, 16 - w - thick + 1))
        corner = {
            "tl": (r0, c0), "tr": (r0, c0 + w), "ml": (r0 + h / 2, c0), "mr": (r0 + h / 2, c0 + w),
            "bl": (r0 + h, c0), "br": (r0 + h, c0 + w),
        }
        ends = {"a": ("tl", "tr"), "b": ("tr", "mr"), "c": ("mr", "br"), "d": ("bl", "br"),
                "e": ("ml", "bl"), "f": ("tl", "ml"), "g": ("ml", "mr")}
        ink = rng.uniform(0.6, 1.0)
        for segment in SEGMENTS[int(digit)]:
            a, b = (np.array(corner[k]) + rng.uniform(-jitter, jitter, 2) for k in ends[segment])
            _line(x[i], (a[0], a[1]), (b[0], b[1]), ink, thick)
    x = x + noise * rng.standard_normal(x.shape)
    images = torch.tensor(x, dtype=torch.float32)[:, None]
    return ds.named(ds._split(images, torch.tensor(y).long(), sizes, 10), name)


def sevenseg_clean() -> Splits:
    """The seven-segment digits under light pixel noise (sd 0.1)."""
    return sevenseg(2702, 0.1, SIZES, "seven-seg-16x16-clean")


def sevenseg_small() -> Splits:
    """The seven-segment digits, 600 training images."""
    return sevenseg(2703, 0.3, (600, 300, 300), "seven-seg-16x16-600")


def sevenseg_corpus() -> Splits:
    """Another draw of the seven-segment digits: the 'pretraining corpus' of the fine-tuning run."""
    return sevenseg(2704, 0.3, (2000, 10, 10), "seven-seg-16x16-corpus")


def dots(
    seed: int = 2705,
    noise: float = 0.3,
    sizes: tuple[int, int, int] = SIZES,
    name: str = "dot-count-12x12",
) -> Splits:
    """12x12 images holding 1-5 dots (2x2 squares, ink 0.7-1.0, never touching) at random
    places under pixel noise sd `noise`; the label is the count less one: (N, 1, 12, 12), 5
    classes."""
    import numpy as np
    import torch

    from tests.suite import datasets as ds

    rng = np.random.default_rng(seed)
    n = sum(sizes)
    y = rng.integers(0, 5, n)
    x = np.zeros((n, 12, 12))
    for i, label in enumerate(y):
        placed: list[tuple[int, int]] = []
        while len(placed) < int(label) + 1:
            r, c = (int(v) for v in rng.integers(0, 11, 2))
            if all(abs(r - pr) > 2 or abs(c - pc) > 2 for pr, pc in placed):
                placed.append((r, c))
                x[i, r : r + 2, c : c + 2] = rng.uniform(0.7, 1.0)
    x = x + noise * rng.standard_normal(x.shape)
    images = torch.tensor(x, dtype=torch.float32)[:, None]
    return ds.named(ds._split(images, torch.tensor(y).long(), sizes, 5), name)


def negation(seed: int = 2706, length: int = 16, sizes: tuple[int, int, int] = (1600, 400, 400)) -> Splits:
    """Toy reviews of 16 tokens: 1, 3 or 5 sentiment words (1-6 positive, 7-12 negative) among
    neutral filler (14-39); each sentiment word is preceded by "not" (13) with probability 0.35,
    which flips it. The label: are the (flipped) sentiment words mostly positive? 2 classes."""
    import numpy as np
    import torch

    from tests.suite import datasets as ds

    rng = np.random.default_rng(seed)
    n = sum(sizes)
    x = rng.integers(14, 40, (n, length))
    y = np.zeros(n, dtype=np.int64)
    for i in range(n):
        words = int(rng.choice([1, 3, 5]))
        slots = np.sort(rng.choice(length // 2, words, replace=False)) * 2  # room for a "not" before each
        score = 0
        for slot in slots:
            positive = bool(rng.random() < 0.5)
            x[i, slot + 1] = rng.integers(1, 7) if positive else rng.integers(7, 13)
            negated = bool(rng.random() < 0.35)
            if negated:
                x[i, slot] = 13
            score += 1 if positive != negated else -1
        y[i] = int(score > 0)
    return ds.named(ds._split(torch.tensor(x), torch.tensor(y).long(), sizes, 2), "negation-sentiment")


def argmax_quarter(
    seed: int = 2707, length: int = 16, sizes: tuple[int, int, int] = (1600, 400, 400)
) -> Splits:
    """16 distinct tokens drawn from 1-24: which quarter of the sequence (positions 0-3, 4-7, 8-11,
    12-15) holds the largest one? 4 classes."""
    import numpy as np
    import torch

    from tests.suite import datasets as ds

    rng = np.random.default_rng(seed)
    n = sum(sizes)
    x = np.stack([rng.permutation(24)[:length] + 1 for _ in range(n)])
    y = x.argmax(axis=1) // (length // 4)
    return ds.named(ds._split(torch.tensor(x), torch.tensor(y).long(), sizes, 4), "argmax-quarter")


def _crop(seed: int, n: int) -> tuple[Any, Any]:
    """A crop's yield (kg/ha) from its season's rainfall (mm, 200-1,200), mean temperature (C,
    12-30), nitrogen applied (kg/ha, 0-250), soil pH (4.5-8.5) and sowing day (day of year 60-160):
    rain helps up to 800 mm and no further, nitrogen with diminishing returns, a temperature and
    pH optimum, late sowing costs; noise sd 150 + 0.6 x rainfall (wetter seasons vary more, an
    MSE floor near 3.5e5). Mean ~4,200 kg/ha, sd ~1,300."""
    import numpy as np

    rng = np.random.default_rng(seed)
    rain = rng.uniform(200, 1200, n)
    temp = rng.uniform(12, 30, n)
    nitrogen = rng.uniform(0, 250, n)
    ph = rng.uniform(4.5, 8.5, n)
    sowing = rng.uniform(60, 160, n)
    y = 1200 + 4.5 * np.minimum(rain, 800) + 14 * nitrogen - 0.03 * nitrogen**2
    y = y - 12 * (temp - 21) ** 2 - 350 * (ph - 6.5) ** 2 - 9 * np.clip(sowing - 100, 0, None)
    y = y + (150 + 0.6 * rain) * rng.standard_normal(n)
    return np.stack([rain, temp, nitrogen, ph, sowing], axis=1), y


def _crop_splits(
    name: str, seed: int, scale_x: bool, scale_y: bool, sizes: tuple[int, int, int] = SIZES
) -> Splits:
    import torch

    from tests.suite import datasets as ds

    x, y = _crop(seed, sum(sizes))
    target = torch.tensor(y, dtype=torch.float32)[:, None]
    if scale_y:
        target = (target - target[: sizes[0]].mean()) / target[: sizes[0]].std()
    data = ds.named(ds._split(torch.tensor(x, dtype=torch.float32), target, sizes, 0), name)
    return ds._standardised(data) if scale_x else data


def crop() -> Splits:
    """The crop-yield regression, features and target standardised."""
    return _crop_splits("crop-yield", 2708, True, True)


def crop_kg() -> Splits:
    """The crop-yield regression with its target in kg/ha (first MSEs near 1.9e7); features
    standardised."""
    return _crop_splits("crop-yield-kg", 2709, True, False)


def crop_raw_features() -> Splits:
    """The crop-yield regression with its features fed as read (mm, C, kg/ha, pH, day of year:
    scales from 5 to 1,200, the scaler dropped); the target standardised."""
    return _crop_splits("crop-yield", 2710, False, True)


def crop_small() -> Splits:
    """The crop-yield regression with 150 training rows; standardised."""
    return _crop_splits("crop-yield-150", 2711, True, True, (150, 300, 300))


def tide(seed: int = 2712, window: int = 24, sizes: tuple[int, int, int] = (2000, 500, 500)) -> Splits:
    """A tide gauge read hourly: two tidal constituents (periods 12.42 h and 12.0 h, amplitudes
    1.2 and 0.45 m, so a fortnightly beat), a diurnal one (25.8 h, 0.3 m) and a storm surge (an
    AR(1) with coefficient 0.97, sd 0.04 a step); each row a window of 24 readings from a random
    time of a random station, the target the next reading. Standardised."""
    import numpy as np

    rng = np.random.default_rng(seed)
    n = sum(sizes)
    start = rng.uniform(0, 24 * 30, n)[:, None]
    t = start + np.arange(window + 1)[None, :]
    phase = rng.uniform(0, 2 * np.pi, (n, 3))
    level = 1.2 * np.cos(2 * np.pi * t / 12.42 + phase[:, :1])
    level = level + 0.45 * np.cos(2 * np.pi * t / 12.0 + phase[:, 1:2])
    level = level + 0.3 * np.cos(2 * np.pi * t / 25.8 + phase[:, 2:])
    surge = np.zeros((n, window + 1))
    surge[:, 0] = 0.15 * rng.standard_normal(n)
    for k in range(1, window + 1):
        surge[:, k] = 0.97 * surge[:, k - 1] + 0.04 * rng.standard_normal(n)
    series = level + surge + 0.02 * rng.standard_normal((n, window + 1))
    return _generated("tide-next-hour", series[:, :-1], series[:, -1], 0, sizes)


def spiral5(
    seed: int = 2713,
    flip: float = 0.0,
    sizes: tuple[int, int, int] = (1500, 400, 400),
    name: str = "spiral-5-arms",
) -> Splits:
    """Five spiral arms (radius 0.15-1, 2.5 rad of winding along each) whose points are jittered
    by sd 0.04, a `flip` share of the labels redrawn at random; standardised. 5 classes."""
    import numpy as np

    rng = np.random.default_rng(seed)
    n = sum(sizes)
    y = rng.integers(0, 5, n)
    r = rng.uniform(0.15, 1.0, n)
    angle = 2 * np.pi * y / 5 + 2.5 * r
    x = np.stack([r * np.cos(angle), r * np.sin(angle)], axis=1) + 0.04 * rng.standard_normal((n, 2))
    redraw = rng.random(n) < flip
    y = np.where(redraw, rng.integers(0, 5, n), y)
    return _generated(name, x, y, 5, sizes)


def spiral5_long() -> Splits:
    """Another draw of the spiral arms with 2,000 training rows."""
    return spiral5(2715, 0.0, (2000, 400, 400), "spiral-5-arms")


FAILURE_SIZES = (3500, 750, 750)


def _failure(seed: int) -> tuple[Any, Any]:
    """A machine-failure table of sensor rows: vibration (mm/s, 0.5-12), bearing temperature (C,
    40-110), speed (rpm, 800-3,600), age (months, 0-120), load (%, 20-100) and hours since service
    (0-2,000); the chance of a failure within a week rises with vibration, heat, hours since
    service and age: about 6% of rows fail."""
    import numpy as np

    rng = np.random.default_rng(seed)
    n = sum(FAILURE_SIZES)
    vibration = rng.uniform(0.5, 12, n)
    heat = rng.uniform(40, 110, n)
    rpm = rng.uniform(800, 3600, n)
    age = rng.uniform(0, 120, n)
    load = rng.uniform(20, 100, n)
    hours = rng.uniform(0, 2000, n)
    logit = -4.6 + 0.45 * (vibration - 6) + 0.06 * (heat - 75) + 0.0015 * (hours - 1000) + 0.012 * (age - 60)
    y = (rng.random(n) < 1 / (1 + np.exp(-logit))).astype(int)
    return np.stack([vibration, heat, rpm, age, load, hours], axis=1), y


def failure(seed: int = 2716) -> Splits:
    """The machine-failure table, standardised (2 classes, ~94 / 6)."""
    x, y = _failure(seed)
    return _generated("machine-failure", x, y, 2, FAILURE_SIZES)


def failure_raw(seed: int = 2717) -> Splits:
    """The machine-failure table with its features as the sensors read them (scales 0.5 to 3,600,
    the scaler dropped)."""
    import torch

    from tests.suite import datasets as ds

    x, y = _failure(seed)
    splits = ds._split(torch.tensor(x, dtype=torch.float32), torch.tensor(y).long(), FAILURE_SIZES, 2)
    return ds.named(splits, "machine-failure")


# ---------------------------------------------------------------- faults battery k adds


def labels_off_by_one(data: Splits, _seed: int) -> Splits:
    """The bug: the evaluation set's labels read with a 1-based label map (label k stored as
    k + 1, the last wrapping to 0), while training reads them right."""
    assert data.y_val is not None and data.y_test is not None
    classes = data.num_classes
    return replace(data, y_val=(data.y_val + 1) % classes, y_test=(data.y_test + 1) % classes)


def written_twice(data: Splits, seed: int) -> Splits:
    """The bug: the export wrote every record twice, and the train / validation split was cut
    after that, so most validation rows have a twin among the training rows; the test rows were
    exported apart."""
    import torch

    assert data.x_val is not None and data.y_val is not None
    x = torch.cat([data.x_train, data.x_val])
    y = torch.cat([data.y_train, data.y_val])
    x, y = torch.cat([x, x]), torch.cat([y, y])
    order = torch.randperm(len(y), generator=torch.Generator().manual_seed(seed + 61))
    x, y = x[order], y[order]
    cut = 2 * data.train_size
    return replace(data, x_train=x[:cut], y_train=y[:cut], x_val=x[cut:], y_val=y[cut:])


def eval_unscaled(factor: float) -> Callable[[Splits, int], Splits]:
    """The bug: the evaluation transform skips the pixel scaling the training transform applies,
    so validation and test images arrive `factor` times brighter (0-255 pixel values)."""

    def fault(data: Splits, _seed: int) -> Splits:
        assert data.x_val is not None and data.x_test is not None
        return replace(data, x_val=data.x_val * factor, x_test=data.x_test * factor)

    return fault


def thick_test(data: Splits, _seed: int) -> Splits:
    """The test images from another printer: the same seven-segment digits drawn with strokes
    2 px thick under pixel noise sd 0.6 (train and validation: 1 px, sd 0.3)."""
    other = sevenseg(2718, 0.6, SIZES, "seven-seg-16x16-thick", thick=2)
    return replace(data, x_test=other.x_test, y_test=other.y_test)


def K(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery j's J (battery g's G run by battery j's runner)."""
    return J(*args, runs=runs, **kw)


# ---------------------------------------------------------------- the variants


FAULTY: tuple[Variant, ...] = (
    # --- learning rate and its schedule
    K(
        "vk-lr-high-rmsprop-crop",
        Plan(crop, "mlp", 0.5, "rmsprop", epochs=10, log_every=1, model_kw={"width": 64, "num_layers": 2}),
        ("loss-runaway", "gradient-explosion"),
        "learning-rate-too-high",
        "RMSprop lr=0.5 on the standardised crop-yield regression, every step logged: the MSE leaps from "
        "0.8 to ~3e11 within two steps (the gradient norm from 0.85 to ~1.6e10), then thrashes between "
        "2e5 and 4e7; the val MSE 5e5 to 2.5e7",
        (*RUNAWAY, "undertrained"),
        family="regression",
        dataset="crop-yield",
        seed=2721,
    ),
    K(
        "vk-lr-high-adam-lstm-negation",
        Plan(negation, "lstm", 0.3, "adam", epochs=6, log_every=10),
        ("slow-convergence", "metric-at-baseline"),
        "learning-rate-too-high",
        "Adam lr=0.3 on an LSTM reading reviews with negations: the loss lurches between 0.7 and 1.1 for "
        "300 steps, never below ln 2 for long; val accuracy 0.48-0.54",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="lstm",
        dataset="negation-sentiment",
        seed=2722,
    ),
    K(
        "vk-lr-low-sgd-resnet-sevenseg",
        Plan(sevenseg, "resnet", 1e-4, "sgd", epochs=8, log_every=10),
        ("slow-convergence", "metric-at-baseline"),
        "learning-rate-too-low",
        "plain SGD (no momentum) lr=1e-4 on a residual net over seven-segment digits: the epoch loss moves "
        "from 2.67 to 2.65 in 256 steps, val accuracy frozen at 0.14",
        STALL,
        family="resnet",
        dataset="seven-seg",
        seed=2723,
    ),
    K(
        "vk-lr-step-per-batch-transformer-argmax",
        Plan(argmax_quarter, "transformer", 2e-3, "adamw", weight_decay=0.01, epochs=10, log_every=10,
             schedule="step", step_size=15, gamma=0.1),
        ("slow-convergence", "metric-at-baseline"),
        "lr-decay-too-fast",
        "StepLR(step_size=15, gamma=0.1) meant per epoch but stepped every batch: the lr is ~2e-6 by step "
        "45 of 500 and 2e-29 at the end; the loss frozen at ~1.39 (ln 4), val accuracy at chance",
        STALL,
        family="transformer",
        dataset="argmax-quarter",
        seed=2724,
    ),
    # --- optimisation bugs and the loss
    K(
        "vk-no-zero-grad-sgd-cnn-dots",
        Plan(dots, "cnn", 0.01, "sgd", momentum=0.9, epochs=6, log_every=5, zero_grad=False),
        ("gradient-explosion", "loss-runaway"),
        "missing-zero-grad",
        "a CNN counting dots under SGD momentum whose gradients are never cleared (the model's zero_grad "
        "overridden): the gradient norm climbs from 0.75 to ~18, the loss from 1.6 to ~15, the val loss to "
        "~20 at chance accuracy",
        BROKEN,
        family="cnn",
        dataset="dot-count",
        seed=2725,
    ),
    K(
        "vk-softmax-before-ce-gru-argmax",
        Plan(argmax_quarter, "gru", 3e-3, "adam", epochs=10, log_every=10, model_fault=softmax_output),
        ("slow-convergence",),
        "wrong-loss-function",
        "the GRU returns softmax probabilities and CrossEntropyLoss applies log_softmax again: the loss "
        "cannot go below ~0.74 and levels at ~0.79 from step 150 on while val accuracy reaches 0.92-0.95; "
        "gradients stay small",
        STALL,
        family="gru",
        dataset="argmax-quarter",
        seed=2726,
    ),
    K(
        "vk-weight-decay-100x-sgd-spiral",
        Plan(spiral5, "mlp", 0.1, "sgd", momentum=0.9, weight_decay=0.05, epochs=15, log_every=10,
             model_kw={"width": 64, "num_layers": 3}),
        ("slow-convergence",),
        "extreme-weight-values",
        "weight_decay=0.05 where 5e-4 was meant (SGD momentum lr 0.1) on five spiral arms a sound run "
        "solves: the loss parks at ~0.8 after 50 steps and stays for 700, val accuracy wandering 0.55-0.70",
        (*STALL, "loss-oscillation", "train-val-gap"),
        family="mlp",
        dataset="spiral-5",
        seed=2727,
    ),
    K(
        "vk-clip-1e-4-sgd-cnn-sevenseg",
        Plan(sevenseg, "cnn", 0.05, "sgd", momentum=0.9, clip=1e-4, epochs=8, log_every=10),
        ("slow-convergence", "metric-at-baseline"),
        "weight-updates-too-small",
        "gradient clipping at a norm of 1e-4 (meant 1.0) under SGD momentum lr 0.05 on a CNN: every update "
        "is ~5e-6 long, the loss stays at ln 10 (2.31) for 250 steps, val accuracy at chance",
        (*STALL, "gradient-vanishing"),
        family="cnn",
        dataset="seven-seg",
        seed=2728,
    ),
    K(
        "vk-batch1-sgd-crop",
        Plan(crop, "mlp", 0.01, "sgd", momentum=0.9, epochs=2, batch_size=1, log_every=10,
             model_kw={"width": 64, "num_layers": 2}),
        ("loss-oscillation",),
        "batch-size-unsuitable",
        "batch size 1 with the lr tuned for batch 32 (SGD lr 0.01 momentum 0.9) on the crop regression, "
        "2,000 steps: single-row losses from 0.002 to 3.3, gradient norms up to ~15, the epoch MSE 0.88 "
        "then 0.82 and the val MSE 0.71 then 0.45 (a batch-32 run reaches ~0.23)",
        ("slow-convergence", "undertrained", "loss-spikes", "train-val-gap", "val-test-gap"),
        family="regression",
        dataset="crop-yield",
        seed=2729,
    ),
    # --- data
    K(
        "vk-shuffled-labels-mlp-sevenseg",
        Plan(sevenseg_small, "mlp", 1e-3, "adam", epochs=60, log_every=20, val_every_epochs=3,
             data_fault=shuffled_labels, model_kw={"width": 512, "num_layers": 2}),
        ("metric-at-baseline", "overfitting", "train-val-gap", "zero-train-loss"),
        "label-noise",
        "the digit labels permuted against their 600 images, a 2x512 MLP for 1,140 steps: the train loss "
        "memorised down to ~3e-4, the val loss up from 2.5 to 6.3, val accuracy at chance (0.08-0.10)",
        MEMORISED,
        family="mlp",
        dataset="seven-seg",
        seed=2730,
    ),
    K(
        "vk-written-twice-mlp-sevenseg",
        Plan(sevenseg_small, "mlp", 1e-3, "adam", epochs=40, log_every=20, val_every_epochs=2,
             data_fault=written_twice, model_kw={"width": 512, "num_layers": 2}),
        ("val-test-gap",),
        "data-leakage",
        "every record written twice before the train / validation split, so two thirds of the validation "
        "rows have a twin among the training rows; a 2x512 MLP memorises them (train loss ~2e-4): val "
        "accuracy 0.83 and val loss 0.87, the separately exported test set 0.43 and 3.1",
        ("zero-train-loss", "overfitting", "train-val-gap", "undertrained"),
        family="mlp",
        dataset="seven-seg",
        seed=2731,
    ),
    K(
        "vk-tiny-train-resnet-dots",
        Plan(dots, "resnet", 3e-3, "adam", epochs=100, batch_size=16, log_every=10, val_every_epochs=10,
             data_fault=first_rows(60)),
        ("overfitting", "train-val-gap"),
        "insufficient-data",
        "60 dot images for a residual net, 400 steps: the train loss to ~0.04 while the val loss rises from"
        " 1.25 to 1.66 and val accuracy sinks from 0.48 to 0.40",
        ("zero-train-loss", "undertrained", "loss-oscillation", "loss-spikes", "metric-at-baseline"),
        family="resnet",
        dataset="dot-count",
        seed=2732,
    ),
    K(
        "vk-class-sorted-lstm-negation",
        Plan(negation, "lstm", 2e-3, "adam", epochs=8, log_every=1, shuffle=False, sort_by_class=True),
        ("periodic-loss",),
        "data-not-shuffled",
        "training reviews sorted by their label, shuffle=False, every step logged (400 points): each epoch "
        "the loss falls through the negative block and jumps (to ~2.9 in the first epoch, ~0.8 later) at "
        "the switch to the positive one; val accuracy 0.48-0.55",
        SORTED,
        family="lstm",
        dataset="negation-sentiment",
        seed=2733,
    ),
    K(
        "vk-raw-features-sgd-failure",
        Plan(failure_raw, "mlp", 0.01, "sgd", momentum=0.9, epochs=6, batch_size=64, log_every=5,
             model_kw={"width": 32, "num_layers": 2}),
        ("loss-spikes", "metric-at-baseline"),
        "unnormalized-input",
        "the machine-failure sensors fed as read (rpm up to 3,600, hours since service up to 2,000, the "
        "scaler dropped), SGD momentum, logged every 5 steps: the first steps blow up between log points "
        "(a first-epoch mean of ~490) and the logged losses leap 0.94, 3.7, 7.6, 38.7, 13.8 before they "
        "fall to ~0.2 as the net predicts 'no failure' for every row: val accuracy fixed at the majority "
        "rate 0.943",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="mlp",
        dataset="machine-failure",
        seed=2734,
    ),
    K(
        "vk-nan-cells-adam-crop",
        Plan(crop, "mlp", 3e-3, "adam", epochs=10, log_every=5, data_fault=nan_rows(4),
             model_kw={"width": 64, "num_layers": 2}),
        ("loss-runaway", "gradient-explosion"),
        "bad-input-data",
        "4 of 1,000 training rows with a missing rainfall (NaN) nobody imputed: the first batch holding one"
        " turns the weights NaN; every later loss, gradient norm and evaluation non-finite",
        (*RUNAWAY, "gradient-explosion"),
        family="regression",
        dataset="crop-yield",
        seed=2735,
    ),
    K(
        "vk-thick-test-cnn-sevenseg",
        Plan(sevenseg, "cnn", 2e-3, "adam", epochs=10, log_every=10, data_fault=thick_test),
        ("val-test-gap",),
        "distribution-shift",
        "the test digits from another printer, strokes 2 px thick under pixel noise sd 0.6 (train and "
        "validation: 1 px, sd 0.3): val accuracy 0.87 (loss 0.40), test 0.38 (loss 4.5)",
        (),
        family="cnn",
        dataset="seven-seg",
        seed=2736,
    ),
    K(
        "vk-no-validation-gru-argmax",
        Plan(argmax_quarter, "gru", 3e-3, "adam", epochs=10, log_every=10, data_fault=no_test),
        ("missing-validation",),
        "missing-eval-set",
        "a GRU finding the quarter that holds the largest token, which never evaluates: no validation loop,"
        " no test split",
        (),
        family="gru",
        dataset="argmax-quarter",
        seed=2737,
        runs=NO_EVAL,
    ),
    # --- evaluation
    K(
        "vk-eval-unscaled-bncnn-dots",
        Plan(dots, "bncnn", 3e-3, "adam", epochs=8, log_every=10, data_fault=eval_unscaled(255.0)),
        ("train-val-gap", "metric-at-baseline"),
        "eval-pipeline-mismatch",
        "the evaluation transform skips the pixel scaling, so validation and test images arrive 255x "
        "brighter: the train loss falls from 1.5 to ~0.8 while the val loss sits at 900-1,500 and val "
        "accuracy at 0.19 (chance 0.2)",
        ("overfitting", "val-test-gap"),
        family="cnn-bn",
        dataset="dot-count",
        seed=2738,
    ),
    K(
        "vk-eval-labels-off-by-one-bncnn-sevenseg",
        Plan(sevenseg, "bncnn", 3e-3, "adam", epochs=10, log_every=10, data_fault=labels_off_by_one),
        ("train-val-gap",),
        "wrong-eval-logic",
        "the evaluation labels read through a 1-based label map, so every digit is scored against the next "
        "one: the train loss falls from 2.37 to ~1.1 while the val loss climbs from 2.4 to 4.6 and val "
        "accuracy sinks to 0.04",
        ("metric-at-baseline", "overfitting", "val-test-gap"),
        family="cnn-bn",
        dataset="seven-seg",
        seed=2739,
    ),
    # --- initialisation and architecture
    K(
        "vk-dead-relu-tide",
        Plan(tide, "mlp", 0.01, "sgd", momentum=0.9, epochs=8, log_every=10, model_fault=dead_relus(-12.0),
             model_kw={"width": 64, "num_layers": 3}),
        ("gradient-vanishing", "slow-convergence"),
        "dead-relu",
        "ReLU biases initialised at -12 and a bias-free head on the tide regression: every unit dead, the "
        "gradient norm exactly 0, the epoch MSE at the target's variance (~1.0) for 500 steps",
        STALL,
        family="regression",
        dataset="tide",
        seed=2740,
    ),
    K(
        "vk-frozen-transformer-negation",
        Plan(negation, "transformer", 3e-3, "adam", epochs=8, log_every=10, model_fault=frozen_but_head_bias),
        ("slow-convergence", "metric-at-baseline"),
        "frozen-weights",
        "requires_grad=False on every transformer parameter but the head bias (a fine-tuning helper applied"
        " to a fresh model): the loss flat at ~0.74, val accuracy 0.47-0.49",
        (*STALL, "gradient-vanishing"),
        family="transformer",
        dataset="negation-sentiment",
        seed=2741,
    ),
    K(
        "vk-rnn-no-clip-tide",
        Plan(tide, "seq-rnn", 0.01, "sgd", momentum=0.9, epochs=8, log_every=10,
             model_fault=identity_rnn(1.15), model_kw={"hidden": 32, "nonlinearity": "relu"}),
        ("gradient-explosion", "loss-runaway"),
        "exploding-gradients",
        "a ReLU RNN regressor over 24 tide readings, recurrent weights 1.15 x identity, SGD momentum, no "
        "clipping: the first logged window's mean loss is ~1.7e16 and every gradient norm NaN; the later "
        "windows log 0 (the NaN losses filtered out) and every evaluation is NaN",
        ("loss-spikes", "loss-oscillation", "slow-convergence", "bad-initial-loss", "undertrained",
         "zero-train-loss"),
        family="rnn",
        dataset="tide",
        seed=2742,
    ),
    # --- stopped too soon
    K(
        "vk-stopped-early-lstm-tide",
        Plan(tide, "seq-lstm", 1.5e-3, "adam", epochs=30, max_steps=60, log_every=2, model_kw={"hidden": 32}),
        ("undertrained",),
        "too-few-epochs",
        "max_steps=60 (under 1 of 30 epochs) left in from a smoke test: the loss is still falling steeply "
        "when it stops (0.86 at the start, 0.27 at step 49, 0.08 at step 59); the one evaluation at 0.089 "
        "(a full run reaches ~0.007)",
        ("slow-convergence",),
        family="lstm",
        dataset="tide",
        seed=2743,
    ),
)

HEALTHY: tuple[Variant, ...] = (
    K(
        "vk-healthy-spiral-batch8-sgd",
        Plan(spiral5, "mlp", 0.02, "sgd", momentum=0.9, epochs=4, batch_size=8, log_every=2,
             schedule="cosine", model_kw={"width": 64, "num_layers": 3}),
        (),
        None,
        "batch 8, SGD momentum + cosine on five spiral arms, logged every other step (376 points): the "
        "per-batch loss jumps about in the first epoch, then val accuracy 0.97-1.0",
        family="mlp",
        dataset="spiral-5",
        seed=2801,
    ),
    K(
        "vk-healthy-bncnn-dots-step-drop",
        Plan(dots, "bncnn", 0.1, "sgd", momentum=0.9, weight_decay=5e-4, epochs=16, log_every=10,
             schedule="step", step_size=320, gamma=0.1),
        (),
        None,
        "a batch-norm CNN counting dots, SGD momentum lr 0.1 with a x0.1 StepLR drop at step 320 of 512: "
        "the loss sits near 0.73-0.84 with val accuracy swinging 0.28-0.76 until the drop, then falls to "
        "~0.4 with val accuracy ~0.88",
        family="cnn-bn",
        dataset="dot-count",
        seed=2802,
    ),
    K(
        "vk-healthy-crop-dropout",
        Plan(crop, "mlp", 2e-3, "adam", epochs=30, log_every=16,
             model_kw={"width": 128, "num_layers": 2, "dropout": 0.3}),
        (),
        None,
        "a regression MLP with dropout 0.3 on the crop yield: the val MSE (0.23, near the noise floor "
        "~0.21) below the train MSE (~0.25) for the whole run",
        family="regression",
        dataset="crop-yield",
        seed=2803,
    ),
    K(
        "vk-healthy-cnn-sevenseg-finetune",
        Plan(sevenseg, "cnn", 1e-4, "adam", epochs=6, log_every=5,
             model_fault=pretrained(sevenseg_corpus, 1000)),
        (),
        None,
        "fine-tuning a CNN pretrained on another draw of the digits, Adam lr=1e-4: the loss starts at "
        "~0.3-0.7 and drifts down slowly, val accuracy ~0.91 throughout",
        family="cnn",
        dataset="seven-seg",
        seed=2804,
        runs=j_runs(hparams={"pretrained": "seven-seg-16x16-corpus"}),
    ),
    K(
        "vk-healthy-gru-argmax-clip",
        Plan(argmax_quarter, "gru", 2e-3, "adam", epochs=15, log_every=10, clip=1.0),
        (),
        None,
        "a GRU finding the quarter that holds the largest token, Adam, clipping at 1: from ln 4 to ~0.02 in"
        " 750 steps, val accuracy 0.97",
        family="gru",
        dataset="argmax-quarter",
        seed=2805,
    ),
    K(
        "vk-healthy-crop-kg-adam",
        Plan(crop_kg, "mlp", 0.1, "adam", epochs=40, log_every=10, val_every_epochs=2, schedule="cosine",
             model_kw={"width": 128, "num_layers": 2}),
        (),
        None,
        "the crop yield in kg/ha (first MSEs near 1.7e7), Adam lr 0.1 + cosine: down to ~3.5e5, the "
        "heteroscedastic noise floor",
        family="regression",
        dataset="crop-yield",
        seed=2806,
    ),
    K(
        "vk-healthy-lstm-negation-early-stop",
        Plan(negation, "lstm", 3e-3, "adam", epochs=40, log_every=20, early_stop=3),
        (),
        None,
        "an LSTM on reviews with negations: near ln 2 for ~140 steps, then down to ~1e-3 with val accuracy "
        "0.99-1.0; EarlyStopping(val_loss, patience 3) ends it at step 740 of 2,000",
        family="lstm",
        dataset="negation-sentiment",
        seed=2807,
    ),
    K(
        "vk-healthy-lstm-argmax-warmup",
        Plan(argmax_quarter, "lstm", 3e-3, "adamw", weight_decay=0.01, epochs=12, log_every=2,
             schedule="warmup-cosine", warmup=60),
        (),
        None,
        "an LSTM, AdamW with 60 warm-up steps then cosine to 0, logged every other step: solved (val "
        "accuracy ~0.965) by the sixth epoch",
        family="lstm",
        dataset="argmax-quarter",
        seed=2808,
    ),
    K(
        "vk-healthy-failure-majority-rate",
        Plan(failure, "mlp", 1e-3, "adam", epochs=6, batch_size=64, log_every=10,
             model_kw={"width": 32, "num_layers": 2}),
        (),
        None,
        "a 94/6 machine-failure table: val accuracy at 0.949 (the majority rate) for four epochs and 0.955 "
        "at the end while the loss falls from 0.76 to ~0.16",
        family="mlp",
        dataset="machine-failure",
        seed=2809,
    ),
    K(
        "vk-healthy-cnn-sevenseg-four-epochs-every-step",
        Plan(sevenseg_clean, "cnn", 3e-3, "adam", epochs=4, log_every=1),
        (),
        None,
        "4 epochs (128 steps, every step logged) of a CNN on lightly noised digits: val accuracy 0.97 at "
        "the end",
        family="cnn",
        dataset="seven-seg",
        seed=2810,
    ),
    K(
        "vk-healthy-gru-tide-epoch-log",
        Plan(tide, "seq-gru", 3e-3, "adam", epochs=12, log_every=50, train_log="epoch", clip=1.0,
             schedule="cosine", model_kw={"hidden": 32}),
        (),
        None,
        "a GRU regressing the next tide reading, Adam + cosine with clipping, the train loss logged once an"
        " epoch (12 points): the MSE from ~0.9 to ~0.007",
        family="gru",
        dataset="tide",
        seed=2811,
    ),
    K(
        "vk-healthy-resnet-dots-onecycle",
        Plan(dots, "resnet", 0.05, "sgd", momentum=0.9, epochs=8, log_every=8, schedule="onecycle"),
        (),
        None,
        "a residual net counting dots, OneCycleLR (SGD momentum, max lr 0.05): the val loss jumps about "
        "near the peak lr, then val accuracy ~0.81",
        family="resnet",
        dataset="dot-count",
        seed=2812,
    ),
    K(
        "vk-healthy-tide-mlp-plateau-epoch-log",
        Plan(tide, "mlp", 0.01, "sgd", momentum=0.9, epochs=20, log_every=25, train_log="epoch",
             schedule="plateau", gamma=0.3, model_kw={"width": 64, "num_layers": 2}),
        (),
        None,
        "SGD momentum with ReduceLROnPlateau (x0.3, patience 0) on the tide regression, the train loss "
        "logged once an epoch: the lr steps down to 2.7e-4 as the MSE levels near 0.008",
        family="regression",
        dataset="tide",
        seed=2813,
    ),
    K(
        "vk-healthy-spiral-plain-sgd-exp-every-step",
        Plan(spiral5, "mlp", 0.2, "sgd", epochs=6, log_every=1, schedule="exp", gamma=0.999,
             model_kw={"width": 64, "num_layers": 2}),
        (),
        None,
        "plain SGD lr=0.2 with a gentle per-step exponential decay (x0.999), every step logged (282 "
        "points): val accuracy 0.99",
        family="mlp",
        dataset="spiral-5",
        seed=2814,
    ),
    K(
        "vk-healthy-bncnn-dots-bf16",
        Plan(dots, "bncnn", 0.05, "sgd", momentum=0.9, weight_decay=5e-4, epochs=16, log_every=10, bf16=True,
             schedule="cosine"),
        (),
        None,
        "a batch-norm CNN counting dots under bf16 autocast, SGD momentum + cosine: a val spike mid-run, "
        "val accuracy ~0.78 at the end as the val loss levels at ~0.58",
        family="cnn-bn",
        dataset="dot-count",
        seed=2815,
    ),
    K(
        "vk-healthy-transformer-argmax-accumulate",
        Plan(argmax_quarter, "transformer", 2e-3, "adamw", weight_decay=0.01, epochs=12, batch_size=16,
             accumulate=4, log_every=5),
        (),
        None,
        "a transformer with batch 16 and gradient accumulation over 4 batches (25 optimizer steps an "
        "epoch): the loss sits at ln 4 for ~230 steps, then falls to ~0.05 with val accuracy 0.985",
        family="transformer",
        dataset="argmax-quarter",
        seed=2816,
    ),
    K(
        "vk-healthy-lstm-argmax-rmsprop",
        Plan(argmax_quarter, "lstm", 2e-3, "rmsprop", epochs=12, log_every=25, clip=1.0, val_every_epochs=2),
        (),
        None,
        "an LSTM, RMSprop, clipping at 1, validated every other epoch: val accuracy ~0.95",
        family="lstm",
        dataset="argmax-quarter",
        seed=2817,
    ),
    K(
        "vk-healthy-cnn-sevenseg-shift-aug",
        Plan(sevenseg, "cnn", 3e-3, "adamw", weight_decay=0.01, epochs=10, log_every=10,
             schedule="cosine", model_fault=random_shift(1)),
        (),
        None,
        "a CNN with shift augmentation (up to a pixel), AdamW + cosine: the val loss at or below the train "
        "loss, val accuracy ~0.78",
        family="cnn",
        dataset="seven-seg",
        seed=2818,
    ),
    K(
        "vk-healthy-spiral-long-sparse",
        Plan(spiral5_long, "mlp", 1e-3, "adam", epochs=80, batch_size=40, log_every=100, val_every_epochs=10,
             model_kw={"width": 64, "num_layers": 3}),
        (),
        None,
        "4,000 Adam steps on the spiral arms, logged every 100 and validated every 500: solved within the "
        "first few hundred steps, flat (with small bumps) after",
        family="mlp",
        dataset="spiral-5",
        seed=2819,
    ),
    K(
        "vk-healthy-crop-small-60-steps",
        Plan(crop_small, "mlp", 1e-2, "adam", epochs=6, batch_size=16, log_every=2,
             model_kw={"width": 32, "num_layers": 2}),
        (),
        None,
        "150 training rows, 60 Adam steps logged every other one: the epoch MSE from 0.75 to 0.29, val "
        "~0.42",
        family="regression",
        dataset="crop-yield",
        seed=2820,
    ),
    K(
        "vk-healthy-bncnn-dots-dropout-warmup",
        Plan(dots, "bncnn", 1e-2, "adamw", weight_decay=0.01, epochs=20, log_every=10,
             schedule="warmup-cosine", warmup=40, model_kw={"channels": 12, "dropout": 0.3}),
        (),
        None,
        "a batch-norm CNN with dropout 0.3, AdamW with 40 warm-up steps then cosine: a noisy val curve, val"
        " accuracy ~0.73 at the end",
        family="cnn-bn",
        dataset="dot-count",
        seed=2821,
    ),
    K(
        "vk-healthy-gru-negation-nesterov",
        Plan(negation, "gru", 0.3, "sgd", momentum=0.9, epochs=12, log_every=10, clip=1.0),
        (),
        None,
        "a GRU on reviews with negations, SGD with Nesterov momentum (lr 0.3) and clipping at 1: the loss "
        "flat near ln 2 for three epochs (~170 steps), then down to ~0.04 with val accuracy 0.97-0.985",
        family="gru",
        dataset="negation-sentiment",
        seed=2822,
        runs=NESTEROV,
    ),
)
