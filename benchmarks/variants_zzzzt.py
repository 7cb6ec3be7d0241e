"""Variant battery zzzzt: a look-alike of an external held-out suite, real framework runs (`--battery zzzzt`).

    nice -n 10 python benchmarks/variants.py --battery zzzzt --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery zzzzt [--runs]

Like batteries d-zzzzs, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is the log),
trained by battery d's runner through the earlier batteries' wrappers (battery zf's runner with its
replaced schedule, extra logged hyperparameters and SGD arguments, battery zzzzo's project optimizer,
battery zj's model and augmentation wrappers) and this battery's own hooks (a LambdaLR whose lambda
returns an lr, an epoch decay written `0.1 ** 1 / epochs`, an input `BatchStandardise` without an
epsilon, a pooling that reads the last position, an AdamW whose decay forgets the lr, an evaluation
helper that mean-pools a GRU), so each case can run in each of the three layouts; the layout rotation
of variants.py picks one.
It was written blind: its author trained it with `--train-only`, read the raw logged numbers of each
run, and never diagnosed or scored it, so it is held-out data for the tool.
Its halves are even (16 faulty, 16 healthy; one fault each, one cause a case, spread over every family
of cause: optimisation, data, evaluation, model, workflow), injected into data sets no battery had at a
realistic strength, in forms earlier batteries did not use (see each case's description and each
hook's docstring). The whole battery trains in about 1.5 CPU-minutes.
The data sets are new, all made offline with numpy from known generating models (see each generator): a
harpsichord regulator's recordings of one jack's pluck by the finding (sound, buzzing damper, worn
quill, double pluck, rattling jack; 64 samples), 12x12 patches of croissant cross-sections from a
bakery's QC station by the finding (well laminated, under-proofed, butter leak, collapsed layers,
over-baked), a funicular railway's control-system logs for one trip by the trip report (normal, delayed
departure, wind hold, tension fault, operator hold; left-padded to 20), a preserves kitchen's marmalade
gel firmness per batch (from the fruit, the peel, the pectin, the sugar, the pH, the boil and the pan
load; standardised) and a bindery's page-pull grades of perfect-bound books (from 8 process
measurements, through non-linear features).
Runs of 63 to ~1,900 steps: MLPs (one 3x1024), 2-D CNNs with and without batch norm, a small residual
net, 1-D CNNs with and without batch norm, GRU and LSTM readers of the trip logs, small transformers and
regression MLPs; SGD (with momentum, once Nesterov), Adam, AdamW, RAdam, RMSprop and a project AdamW;
constant, cosine, warm-up + cosine, warm-up + linear decay, one-cycle, step, plateau and triangular
CyclicLR schedules, gradient accumulation; bf16-mixed autocast, roll, gain, noise and flip augmentation,
dropout, early stopping, clipping; batches of 8 to 64; cadences from every step to once every 100
steps and epoch-only, evaluations four times and twice an epoch, once an epoch, every 2, 3 or 5 epochs
and never.
The faulty half: a LambdaLR lambda that returns `cfg.lr * factor` (the lr squared), a head's 25x lr
multiplier applied in a loop over every parameter group (there is one), an epoch decay computed
`0.1 ** 1 / epochs` (the lr times 0.005 after each epoch), a hand-written input `BatchStandardise`
without an epsilon (NaN on a minibatch with no grapefruit marmalade), grade cells dragged down by a
spreadsheet fill-down in 9 blocks of training rows, test plucks from the 4-foot register (an octave up), a
`glob("*.PNG")` that finds the old camera's 60 photos only, a scaler's statistics applied by position to
alphabetically sorted columns, an ImageNet `Resize` + `CenterCrop` in the serving transform, a
`predict()` helper that mean-pools the GRU's states at evaluation, fruit dummies rebuilt in sorted
order at evaluation, a 1-D CNN pooling that reads the last position, a 3x1024 MLP from a warehouse
model config on 1,000 rows, an AdamW decay `p.mul_(1 - weight_decay)` without the lr, a
`RepeatDataset(times=10)` left from a few-shot recipe and `max_steps=len(train_loader)` (one epoch).
The healthy half holds sound runs a naive reader can take for a fault (see the healthy cases'
descriptions): val losses below the training loss under roll, gain and noise augmentation with dropout,
under flips in bf16 evaluated every 2 epochs and under dropout at batch 16 evaluated four times an
epoch, batch-8 noise logged every step, a triangular cyclic lr's bumps, a warm-up + cosine residual net
evaluated twice an epoch, plateau cuts, a transformer's level first steps under warm-up, gradient
accumulation logged every step, an LSTM stopped early, a GRU never evaluated, a slow SGD regression
logged every 100, a noisy target's loss floor, a one-cycle bf16 regression evaluated every 3 epochs, an
epoch-only log of RAdam's slow start and a 48-step run still improving.
Split, layout rotation and labels follow variants.py's rules; a Lightning case's `every` is its
`log_every_n_steps`.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from benchmarks.variants import Variant, _regression_table
from benchmarks.variants_d import Plan, Runner
from benchmarks.variants_l import L
from benchmarks.variants_w import MLP64
from benchmarks.variants_ze import cyclic, lambda_schedule
from benchmarks.variants_zf import zf_runs
from benchmarks.variants_zh import _patch_splits, _token_splits
from benchmarks.variants_zj import _augmented, _signal_splits, _stats, _wrapper
from benchmarks.variants_zzzzo import zzzzo_runs

if TYPE_CHECKING:
    import torch
    from torch import nn

    from tests.suite.datasets import Splits

SIZES = (1000, 300, 300)
SHARES = (0.24, 0.19, 0.19, 0.19, 0.19)


# ---------------------------------------------------------------- data sets no battery has


HARPSICHORD = ("sound", "buzzing-damper", "worn-quill", "double-pluck", "rattling-jack")


def _harpsichord(seed: int, n: int, octave: int = 1, length: int = 64) -> tuple[Any, Any]:
    """A harpsichord regulator's recordings of one jack's pluck (64 samples of the note's onset at a
    low sample rate), labelled by the regulator's finding: sound (the quill's click 2-7 samples in, then
    a fundamental of 3-5 cycles a window with three harmonics at 0.6, 0.4 and 0.25 of it, each +-30%,
    decaying with a time constant of 30-60 samples, faster for the higher ones), a buzzing damper (the
    felt touches the string: a decay of 8-14 samples and bursts of buzz at the waveform's peaks), a worn
    quill (a weak pluck of 0.3-0.45 with its harmonics at 0.2 of their level), a double pluck (a second
    click and onset 12-24 samples after the first at 1-1.4 of it) or a rattling jack (the loose jack
    clicks in its slot every 6-10 samples at 0.5-0.9). Every window has a gain of 0.8-1.25, an offset of
    sd 0.1 and a noise of sd 0.15-0.3, so sound 1-D CNNs stop well short of perfect. `octave`: 2 for the
    4-foot register, an octave higher."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=SHARES)
    t = np.arange(length, dtype=float)
    x = np.zeros((n, length))
    for i in range(n):
        c = int(y[i])
        t0 = int(rng.integers(2, 8))
        f = octave * rng.uniform(3, 5) / length
        tau = rng.uniform(8, 14) if c == 1 else rng.uniform(30, 60)
        amp = rng.uniform(0.8, 1.2) * (rng.uniform(0.3, 0.45) if c == 2 else 1.0)
        rel = np.maximum(t - t0, 0)
        phase = 2 * np.pi * f * rel
        wave = np.zeros(length)
        for k, a in enumerate((1.0, 0.6, 0.4, 0.25), start=1):
            level = a * rng.uniform(0.7, 1.3) * (0.2 if c == 2 and k > 1 else 1.0)
            wave += level * np.sin(k * phase + rng.uniform(0, 6)) * np.exp(-rel / (tau / math.sqrt(k)))
        wave = amp * wave * (t >= t0)
        wave[t0] += rng.uniform(0.8, 1.3) * amp
        if c == 1:
            buzz = (np.abs(np.sin(phase)) > 0.8) * (t >= t0) * np.exp(-rel / tau)
            wave += rng.uniform(0.6, 1.0) * buzz * rng.normal(0, 1, length)
        if c == 3:
            t1 = t0 + int(rng.integers(12, 25))
            rel1 = np.maximum(t - t1, 0)
            wave += (
                rng.uniform(1.0, 1.4)
                * amp
                * np.sin(2 * np.pi * f * rel1 + rng.uniform(0, 6))
                * np.exp(-rel1 / tau)
                * (t >= t1)
            )
            wave[t1] += rng.uniform(0.8, 1.3) * amp
        if c == 4:
            period = int(rng.integers(6, 11))
            for at in range(t0 + period, length, period):
                wave[at] += rng.uniform(0.5, 0.9) * rng.choice((-1, 1))
        x[i] = (
            rng.uniform(0.8, 1.25) * wave + rng.normal(0, 0.1) + rng.normal(0, rng.uniform(0.15, 0.3), length)
        )
    return x, y


def harpsichord(
    seed: int = 99601, sizes: tuple[int, int, int] = SIZES, name: str = "harpsichord-plucks-64"
) -> Splits:
    """The windows (N, 64), centred and scaled by the training windows' mean and sd, 5 classes."""
    x, y = _harpsichord(seed, sum(sizes))
    return _signal_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def harpsichord_test_four_foot() -> Splits:
    """The bug: the test recordings were made on the instrument's 4-foot register (its strings sound an
    octave higher: 6-10 cycles a window), training and validation on the 8-foot register; the jacks,
    quills and dampers are the same."""
    import numpy as np

    x, y = _harpsichord(99602, SIZES[0] + SIZES[1])
    xt, yt = _harpsichord(99603, SIZES[2], octave=2)
    return _signal_splits(
        np.concatenate([x, xt]),
        np.concatenate([y, yt]),
        SIZES,
        "harpsichord-plucks-64",
        _stats(x[: SIZES[0]]),
    )


CROISSANT = ("well-laminated", "under-proofed", "butter-leak", "collapsed-layers", "over-baked")


def _croissant(seed: int, n: int) -> tuple[Any, Any]:
    """12x12 grey patches of croissant cross-sections photographed by a bakery's QC station, labelled
    by the finding: well laminated (light and dark layers of period 2.6-3.6 px, tilted by up to 0.35
    rad and bowed), under-proofed (tight, darker layers of period 1.6-2.2), a butter leak (a bright
    glossy pool of radius 2-3.5 at an edge over the layers), collapsed layers (the layers in one half
    only, the other half plain dense crumb) or over-baked (darker, with a dark crust band 2-3 px deep
    along one edge). Every patch has a browning level of sd 0.25, a lighting gradient, a contrast of
    0.7-1.2 and a noise of sd 0.25-0.4."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=SHARES)
    yy, xx = np.mgrid[0:12, 0:12].astype(float)
    x = np.zeros((n, 12, 12))
    for i in range(n):
        c = int(y[i])
        period = rng.uniform(1.6, 2.2) if c == 1 else rng.uniform(2.6, 3.6)
        a = rng.uniform(-0.35, 0.35)
        across = (yy - 5.5) * np.cos(a) - (xx - 5.5) * np.sin(a)
        across = across + rng.uniform(-0.06, 0.06) * (xx - 5.5) ** 2
        layers = np.cos(2 * np.pi * across / period + rng.uniform(0, 6))
        depth = rng.uniform(0.5, 0.8)
        img = 0.2 + rng.normal(0, 0.25) + depth * layers - (0.35 if c == 1 else 0.0)
        if c == 2:
            edge = int(rng.integers(0, 4))
            along = rng.uniform(2, 10)
            mx, my = [(along, 0.5), (along, 11.5), (0.5, along), (11.5, along)][edge]
            r = rng.uniform(2, 3.5)
            img += rng.uniform(1.0, 1.5) * np.exp(-((xx - mx) ** 2 + (yy - my) ** 2) / r**2)
        if c == 3:
            side = (xx - 5.5) * np.cos(a) + (yy - 5.5) * np.sin(a) - rng.uniform(-2, 2)
            flip = rng.random() < 0.5
            plain = (side > 0) if flip else (side < 0)
            img = np.where(plain, 0.2 + rng.normal(0, 0.1), img)
        if c == 4:
            img -= rng.uniform(0.4, 0.7)
            edge = [yy, 11 - yy, xx, 11 - xx][int(rng.integers(0, 4))]
            img -= rng.uniform(0.8, 1.2) * (edge < rng.uniform(2, 3))
        img += rng.normal(0, 0.3) * (xx - 5.5) / 6 + rng.normal(0, 0.3) * (yy - 5.5) / 6
        x[i] = rng.uniform(0.7, 1.2) * img + rng.normal(0, rng.uniform(0.25, 0.4), (12, 12))
    return x, y


def croissant(
    seed: int = 99701, sizes: tuple[int, int, int] = SIZES, name: str = "croissant-crumb-patches"
) -> Splits:
    """The patches as (N, 1, 12, 12), centred and scaled by the training patches' mean and sd, 5 classes."""
    x, y = _croissant(seed, sum(sizes))
    return _patch_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def croissant_upper_case_glob() -> Splits:
    """The bug: the training folder is read with `glob("*.PNG")`: the QC station's newer camera writes
    `.png`, so only the 60 photos of the old camera (upper-case extension) are found; the validation
    and test folders were exported by a script that renamed every file."""
    sizes = (60, SIZES[1], SIZES[2])
    x, y = _croissant(99702, sum(sizes))
    return _patch_splits(x, y, sizes, "croissant-crumb-patches", _stats(x[: sizes[0]]))


def croissant_eval_resize_crop() -> Splits:
    """The bug: the serving image transform is an ImageNet template's `Resize(int(size * 256 / 224))`
    then `CenterCrop(size)`: every validation and test patch is scaled up by 14/12 (bilinear) and its
    border cropped away, so the layers look 17% coarser and edge features are cut; training patches go
    in as photographed."""
    from dataclasses import replace

    import torch

    x, y = _croissant(99703, sum(SIZES))
    data = _patch_splits(x, y, SIZES, "croissant-crumb-patches", _stats(x[: SIZES[0]]))

    def zoom(images: torch.Tensor) -> torch.Tensor:
        big = torch.nn.functional.interpolate(images, size=(14, 14), mode="bilinear", align_corners=False)
        return big[:, :, 1:13, 1:13].contiguous()

    assert data.x_val is not None and data.x_test is not None
    return replace(data, x_val=zoom(data.x_val), x_test=zoom(data.x_test))


FUNICULAR_EVENTS = (
    "<pad>",
    "doors-close",
    "doors-open",
    "brake-release",
    "haul-start",
    "accelerate",
    "cruise",
    "passing-loop",
    "decelerate",
    "station-stop",
    "wind-alarm",
    "tension-alarm",
    "manual-hold",
)
FUNICULAR_FINDINGS = ("normal-trip", "delayed-departure", "wind-hold", "tension-fault", "operator-hold")
_CAR_FAVOURED = ((1, 3, 4, 6), (2, 1, 3, 9), (10, 8, 12, 6), (11, 8, 9, 5), (12, 9, 7, 3))
_CAR_SIGNATURE = (0, 2, 10, 11, 12)
_CAR_LENGTHS = ((10, 20), (8, 20), (7, 18), (6, 16), (5, 14))


def _funicular(seed: int, n: int, length: int = 20) -> tuple[Any, Any]:
    """A funicular railway's control-system logs for one trip (doors close and open, brake release,
    haul start, accelerate, cruise, the passing loop, decelerate, station stop, a wind alarm, a
    cable-tension alarm, a manual hold; ids 1-12, 0 pads on the left), labelled by the operator's trip
    report: a normal trip, a delayed departure, a wind hold, a tension fault or an operator hold. Each
    finding is a Markov chain over one shared random base tilted towards its four favoured events and,
    but for a normal trip, more strongly towards its signature event (doors reopening, the wind alarm,
    the tension alarm, the manual hold); 22% of the events are replaced by a random one (the logger's
    radio link drops and re-sends)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    base = np.random.default_rng(99800).dirichlet(np.ones(12) * 0.6, size=12)
    chains = []
    for favoured, signature in zip(_CAR_FAVOURED, _CAR_SIGNATURE, strict=True):
        tilt = np.zeros((12, 12))
        tilt[:, [f - 1 for f in favoured]] = 0.15
        if signature:
            tilt[:, signature - 1] += 0.25
        chain = base + tilt
        chains.append(chain / chain.sum(1, keepdims=True))
    y = rng.choice(5, n, p=SHARES)
    x = np.zeros((n, length), dtype=np.int64)
    for i in range(n):
        c = int(y[i])
        size = int(rng.integers(*_CAR_LENGTHS[c]))
        state = int(rng.integers(0, 12))
        events = []
        for _ in range(size):
            state = int(rng.choice(12, p=chains[c][state]))
            events.append(int(rng.integers(1, 13)) if rng.random() < 0.22 else state + 1)
        x[i, length - size :] = events
    return x, y


def funicular(
    seed: int = 99801, sizes: tuple[int, int, int] = SIZES, name: str = "funicular-trip-logs"
) -> Splits:
    """Event windows (N, 20) over 13 ids (0 the padding), 5 classes."""
    x, y = _funicular(seed, sum(sizes))
    return _token_splits(x, y, sizes, name)


def funicular_repeated_ten_times() -> Splits:
    """The bug: the data config wraps the training set in `RepeatDataset(times=10)`, kept from the
    few-shot recipe it was copied from (where 60 logs made too short an epoch): each epoch is ten
    passes over the 1,000 training logs, so the run's 8 epochs are 80."""
    from dataclasses import replace

    data = funicular(99802)
    return replace(data, x_train=data.x_train.repeat(10, 1), y_train=data.y_train.repeat(10))


MARMALADE_COLUMNS = (
    "variety_seville",
    "variety_sweet_orange",
    "variety_lemon",
    "variety_grapefruit",
    "peel_pct",
    "pectin_pct",
    "sugar_ratio",
    "juice_ph",
    "boil_min",
    "pan_kg",
)
_VARIETY_PECTIN = (1.0, 0.35, 0.9, 0.6)  # Seville, sweet orange, lemon, grapefruit


def _marmalade(seed: int, n: int) -> tuple[Any, Any]:
    """A preserves kitchen's marmalade batches: the fruit (one-hot, in the recipe config's order:
    Seville 35%, sweet orange 30%, lemon 23%, grapefruit 12%), the peel share (10-35 %), the added
    pectin (0-1.5 %), the sugar-to-fruit ratio (0.9-1.4), the juice pH (2.6-3.6), the boil (8-30 min)
    and the pan load (2-8 kg); the target is the set's gel firmness on a texture analyser (g): it grows
    with the fruit's own pectin and the peel's and the added pectin, needs a pH near 3.05 (a Gaussian
    penalty either side), grows with sugar up to a ratio of 1.2 and then flattens, and with the boil's
    evaporation per kilogram (saturating), with a noise of sd 8% (standardised)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    variety = rng.choice(4, n, p=(0.35, 0.30, 0.23, 0.12))
    onehot = np.eye(4)[variety]
    peel = rng.uniform(10, 35, n)
    pectin = rng.uniform(0, 1.5, n)
    sugar = rng.uniform(0.9, 1.4, n)
    ph = rng.uniform(2.6, 3.6, n)
    boil = rng.uniform(8, 30, n)
    load = rng.uniform(2, 8, n)
    total_pectin = np.array(_VARIETY_PECTIN)[variety] * (0.5 + peel / 40) + pectin
    firmness = (
        400
        * total_pectin**0.8
        * np.exp(-(((ph - 3.05) / 0.35) ** 2))
        * (1 - np.exp(-3 * np.minimum(sugar, 1.2) + 1.5))
        * (1 - np.exp(-boil / load / 2.5))
        * np.exp(rng.normal(0, 0.08, n))
    )
    x = np.column_stack([onehot, peel, pectin, sugar, ph, boil, load])
    return x, firmness


def _scaled(x: Any, train: int) -> Any:
    return (x - x[:train].mean(0)) / x[:train].std(0)


def marmalade(
    seed: int = 99901, sizes: tuple[int, int, int] = SIZES, name: str = "marmalade-gel-firmness"
) -> Splits:
    """10 columns standardised on the training rows, the standardised firmness."""
    x, y = _marmalade(seed, sum(sizes))
    return _regression_table(name, _scaled(x, sizes[0]), y, sizes, features_scaled=False)


def marmalade_long() -> Splits:
    """A 2,000-batch draw."""
    return marmalade(99902, (2000, 300, 300), "marmalade-gel-firmness-2000")


def marmalade_wrinkle_test() -> Splits:
    """Not a fault: a second kitchen's target is the cook's wrinkle test on a cold saucer, scored as a
    firmness from the same chemistry with a noise of sd 35% (a high loss floor is this task's Bayes
    error)."""
    import numpy as np

    x, y = _marmalade(99903, sum(SIZES))
    y = y * np.exp(np.random.default_rng(99904).normal(0, 0.35, len(y)))
    return _regression_table(
        "marmalade-wrinkle-firmness", _scaled(x, SIZES[0]), y, SIZES, features_scaled=False
    )


def marmalade_scaler_column_order() -> Splits:
    """The bug: the scaler's means and sds were fitted on the lab sheet's column order and applied to
    the frame after `df = df[sorted(df.columns)]`: each column is standardised with another column's
    statistics by position (the boil minutes with the Seville flag's, the pH with the sweet-orange
    flag's, the grapefruit flag with the sugar ratio's ...), in training and evaluation alike: some
    columns come out at 10-60 with spreads of 5-15, others barely vary."""
    import numpy as np

    x, y = _marmalade(99905, sum(SIZES))
    mean, sd = x[: SIZES[0]].mean(0), x[: SIZES[0]].std(0)
    order = np.argsort(np.array(MARMALADE_COLUMNS))
    frame = x[:, order]
    return _regression_table("marmalade-gel-firmness", (frame - mean) / sd, y, SIZES, features_scaled=False)


def marmalade_eval_dummies_sorted() -> Splits:
    """The bug: training encodes the fruit with the recipe config's category list (Seville, sweet
    orange, lemon, grapefruit); the evaluation job rebuilds the one-hot columns with `pd.get_dummies`,
    which sorts the categories (grapefruit, lemon, Seville, sweet orange): in every validation and test
    row the model reads grapefruit as Seville, lemon as sweet orange, Seville as lemon and sweet orange
    as grapefruit."""
    x, y = _marmalade(99906, sum(SIZES))
    x = x.copy()
    train = SIZES[0]
    x[train:, :4] = x[train:][:, [3, 2, 0, 1]]
    return _regression_table("marmalade-gel-firmness", _scaled(x, train), y, SIZES, features_scaled=False)


BINDERY = ("strong", "pass", "marginal", "page-pull-fail", "spine-crack")


def _bindery(seed: int, n: int) -> tuple[Any, Any]:
    """A bindery's page-pull test results for perfect-bound books, from 8 process measurements: the
    hot-melt temperature (C), the glue film (mm), the spine milling depth (mm), the paper's coating
    index, its weight (gsm), the room humidity (%), the clamp time (s) and the cure time (h). A latent
    state of 8 normal factors drives the measurements; the grade is the argmax of five scores that need
    non-linear features (the temperature's distance from the glue's optimum, the film-milling product,
    a coating above a threshold, humidity times paper weight, a cure that saturates) plus a Gumbel noise
    of scale 0.35, so linear models stop well below sound MLPs."""
    import numpy as np

    rng = np.random.default_rng(seed)
    z = rng.normal(0, 1, (n, 8))
    f = np.column_stack(
        [
            np.abs(z[:, 0]),
            z[:, 1] * z[:, 2],
            np.maximum(z[:, 3] - 0.4, 0),
            z[:, 5] * z[:, 4],
            np.tanh(z[:, 7]),
            z[:, 6],
        ]
    )
    w = 1.5 * np.array(
        [
            [-1.3, 1.2, -1.0, -0.6, 1.0, 0.5],
            [-0.5, 0.5, -0.4, -0.2, 0.4, 0.2],
            [0.0, 0.0, 0.0, 0.0, 0.0, 0.0],
            [0.9, -1.0, 1.4, 0.3, -0.8, -0.3],
            [1.2, -0.4, 0.2, 1.3, -0.6, -0.6],
        ]
    )
    bias = np.array([1.65, 1.95, 1.6, -0.55, -1.0])
    score = f @ w.T + bias + rng.gumbel(0, 0.35, (n, 5))
    y = score.argmax(1)
    units = np.array([6.0, 0.12, 0.5, 0.15, 20.0, 8.0, 1.2, 10.0])
    centre = np.array([175.0, 0.6, 2.2, 0.4, 100.0, 50.0, 5.0, 24.0])
    return centre + units * z, y


def bindery(
    seed: int = 98501, sizes: tuple[int, int, int] = SIZES, name: str = "bindery-page-pull"
) -> Splits:
    """8 standardised columns, 5 classes."""
    from benchmarks.variants import _generated

    x, y = _bindery(seed, sum(sizes))
    return _generated(name, x, y, 5, sizes)


def bindery_grades_filled_down() -> Splits:
    """The bug: while the QC clerk merged the shifts' sheets, a spreadsheet fill-down dragged a grade
    cell over the rows below it: in 9 blocks of 25-45 training rows (about a third of the sheet) every
    row carries the block's first grade. Validation and test come from the test rig's own export."""
    import numpy as np

    from benchmarks.variants import _generated

    x, y = _bindery(98502, sum(SIZES))
    y = y.copy()
    rng = np.random.default_rng(98503)
    starts = np.sort(rng.choice(np.arange(0, SIZES[0] - 45, 50), 9, replace=False))
    for start in starts:
        size = int(rng.integers(25, 46))
        y[start : start + size] = y[start]
    return _generated("bindery-page-pull", x, y, 5, SIZES)


# ---------------------------------------------------------------- injected faults (and healthy hooks)


def lr_returned_by_lambda(lr: float) -> Callable[[int, int], float]:
    """The bug: the warm-up + cosine is written `LambdaLR(opt, lambda s: cfg.lr * warmup_cosine(s))`,
    a lambda that returns an lr where LambdaLR expects a factor of the optimizer's lr: the run's lr is
    the recipe's lr squared times the schedule (3e-3 becomes 9e-6 at the peak)."""

    def factor(step: int, total: int) -> float:
        warm = max(1, total // 20)
        if step < warm:
            return lr * (step + 1) / warm
        return lr * 0.5 * (1 + math.cos(math.pi * min(1.0, (step - warm) / max(1, total - warm))))

    return factor


def epoch_decay_precedence(epochs: int, steps_per_epoch: int) -> Callable[[int, int], float]:
    """The bug: the per-epoch decay is computed `gamma = 0.1 ** 1 / epochs` (meant `0.1 ** (1 /
    epochs)`, a tenfold decay over the run): operator precedence makes it 0.1 / epochs, and the
    epoch-stepped exponential decay multiplies the lr by 0.005 after each epoch (20 epochs)."""
    gamma = 0.1**1 / epochs

    def factor(step: int, _total: int) -> float:
        return float(gamma ** (step // steps_per_epoch))

    return factor


def _batch_standardise(inner: Any, x: torch.Tensor) -> torch.Tensor:
    out: torch.Tensor = inner((x - x.mean(0)) / x.std(0))
    return out


batch_standardise_no_eps = _wrapper(_batch_standardise)
batch_standardise_no_eps.__doc__ = """The bug: the model's first layer is a hand-written `BatchStandardise`
that divides each column by its minibatch's sd, `(x - x.mean(0)) / x.std(0)`, without an epsilon: a
minibatch that holds no grapefruit marmalade has a constant grapefruit column (sd 0), the layer computes
0 / 0, and the NaN reaches the loss, every gradient and, through the optimizer, every weight."""


def last_position_pool(net: nn.Module) -> nn.Module:
    """The bug: the 1-D CNN's pooling was pasted from the project's sequence models, which read their
    last position: `x[..., -1]` where the global average over time was meant, so the head sees only
    the features of the window's last few samples (the pluck's decayed tail) and the onset, the clicks
    and the buzz at the start reach it not at all."""
    from torch import nn

    class LastPosition(nn.Module):
        def forward(self, x: torch.Tensor) -> torch.Tensor:
            return x[..., -1:]

    net.body[-1] = LastPosition()  # type: ignore[index]
    return net


def decay_without_lr(weight_decay: float) -> Callable[[Plan, Any], Any]:
    """The bug: the project's own AdamW applies its decoupled decay as `p.mul_(1 - weight_decay)`
    where `p.mul_(1 - lr * weight_decay)` was meant: at the recipe's weight decay of 0.05 every weight
    shrinks by 5% at each step (AdamW's equivalent of a weight decay of 50 at this lr)."""

    def build(plan: Plan, net: Any) -> Any:
        import torch

        params = [q for q in net.parameters() if q.requires_grad]

        class ProjectAdamW(torch.optim.Adam):
            @torch.no_grad()
            def step(self, closure: Any = None) -> Any:
                for group in self.param_groups:
                    for p in group["params"]:
                        p.mul_(1 - weight_decay)
                return super().step(closure)

        return ProjectAdamW(params, lr=plan.lr)

    return build


def _mean_pooled_eval(inner: Any, x: torch.Tensor) -> torch.Tensor:
    if inner.training:
        out: torch.Tensor = inner(x)
        return out
    states, _ = inner.rnn(inner.embed(x))
    pooled: torch.Tensor = inner.head(states.mean(dim=1))
    return pooled


eval_mean_pooled = _wrapper(_mean_pooled_eval)
eval_mean_pooled.__doc__ = """The bug: the shared `predict()` helper the validation and test steps call
was written for the transformer and pools the sequence model's outputs by their mean over the 20
positions; applied to the GRU it averages its hidden states (over the left padding too) where the
training forward reads the last one. Training is untouched."""


def _pluck_jitter(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.roll(x, int(torch.randint(-3, 4, (1,))), dims=-1)
    return x * torch.exp(0.2 * (torch.rand(len(x), 1) * 2 - 1)) + 0.35 * torch.randn_like(x)


pluck_jitter = _augmented(_pluck_jitter)
pluck_jitter.__doc__ = """Not a fault: in training mode each batch of windows is rolled by up to 3
samples, each window's gain scaled by 0.82-1.22 and given 0.35 sd of noise."""


def _crumb_flips(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.where(torch.rand(len(x), 1, 1, 1) < 0.5, x.flip(3), x)
    x = torch.where(torch.rand(len(x), 1, 1, 1) < 0.5, x.flip(2), x)
    return x + 0.2 * torch.randn_like(x)


crumb_flips = _augmented(_crumb_flips)
crumb_flips.__doc__ = """Not a fault: in training mode each patch is flipped left-right and up-down at
random and given 0.2 sd of noise."""


# ---------------------------------------------------------------- the variants


def ZZZZT(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by battery zf's runner (through every earlier wrapper)."""
    return L(*args, runs=runs or zf_runs(), **kw)


CH16 = {"channels": 16}
H48 = {"hidden": 48}
W128 = {"width": 128, "num_layers": 2}

FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    ZZZZT(
        "vzzzzt-lambdalr-returns-lr-not-factor-cnn1d-harpsichord",
        Plan(
            harpsichord,
            "cnn1d",
            3e-3,
            "adam",
            epochs=10,
            log_every=5,
            schedule="warmup-cosine",
            model_kw=CH16,
        ),
        ("slow-convergence",),
        "learning-rate-too-low",
        (
            "the warm-up + cosine is written `LambdaLR(opt, lambda s: cfg.lr * warmup_cosine(s))`, a lambda "
            "that returns an lr where LambdaLR wants a factor: Adam's lr is 3e-3 times that, 9e-6 at the "
            "peak; a 16-channel 1-D CNN over the plucks, 10 epochs (every 5th step logged): the lr 2.8e-6 to "
            "9e-6 and down to 2.4e-10, losses 1.64, 1.62, 1.65 ... 1.59-1.65 in the last third, epoch means "
            "1.63 at every epoch, the val loss 1.63-1.62 and val accuracy 0.19-0.2 throughout, test 1.62 and "
            "0.19 (sound 1-D CNNs on these plucks: ~0.7-0.74 and 0.71-0.76)"
        ),
        ("learning-rate-out-of-range", "metric-at-baseline", "undertrained"),
        family="cnn",
        dataset="harpsichord-plucks-64",
        seed=98001,
        runs=zf_runs(
            schedule=lambda_schedule(lr_returned_by_lambda(3e-3)),
            hparams={"scheduler": "LambdaLR(lambda s: cfg.lr * warmup_cosine(s))"},
        ),
    ),
    ZZZZT(
        "vzzzzt-head-lr-multiplier-on-every-group-cnn-croissant",
        Plan(croissant, "cnn", 2e-3 * 25, "adam", epochs=8, log_every=4, model_kw=CH16),
        ("slow-convergence",),
        "learning-rate-too-high",
        (
            "a discriminative-lr helper meant to give the new head 25 times the base lr multiplies "
            "`group['lr']` in a loop over every parameter group, and the optimizer has one: Adam runs the "
            "whole 16-channel CNN at 0.05 where 2e-3 was meant; 8 epochs (every 4th step logged): losses "
            "6.53, 1.6, 1.62, 1.62 ... 0.738-1.28 in the last third, the val loss 1.51, 1.31, 1.08, 1.23, "
            "1.03, 1.02, 0.888, 1.15 and val accuracy 0.36-0.58, 0.52 at the end, test 1.03 and 0.57 (sound "
            "CNNs on these patches: ~0.39-0.62 and 0.74-0.83)"
        ),
        ("learning-rate-out-of-range", "loss-oscillation", "loss-spikes", "metric-at-baseline"),
        family="cnn",
        dataset="croissant-crumb-patches",
        seed=98002,
        runs=zf_runs(hparams={"base_lr": 2e-3, "head_lr_mult": 25}),
    ),
    ZZZZT(
        "vzzzzt-epoch-gamma-operator-precedence-lstm-funicular",
        Plan(
            funicular,
            "lstm",
            3e-3,
            "adam",
            epochs=20,
            log_every=10,
            schedule="exp",
            gamma=0.005,
            model_kw=H48,
        ),
        ("slow-convergence",),
        "lr-decay-too-fast",
        (
            "the per-epoch decay is computed `gamma = 0.1 ** 1 / epochs` where `0.1 ** (1 / epochs)` was "
            "meant (a tenfold decay over the run): precedence makes it 0.1 / 20 = 0.005, so the lr falls "
            "from 3e-3 to 1.5e-5 after the first epoch and on towards 0; an LSTM (hidden 48) under Adam, 20 "
            "epochs (every 10th step logged): losses 1.56, 1.42, 1.16 ... 0.842-1.36 in the last third, "
            "epoch means 1.41, 1.11, then 1.08 at every epoch, the val loss 1.18, then 1.11 at every epoch "
            "and val accuracy 0.507, then 0.573-0.577, test 1.13 and 0.507 (sound readers of these logs: "
            "~0.67-0.76 and 0.73-0.77)"
        ),
        ("undertrained", "metric-at-baseline"),
        family="rnn",
        dataset="funicular-trip-logs",
        seed=98003,
        runs=zf_runs(
            schedule=lambda_schedule(epoch_decay_precedence(20, 32)),
            hparams={"scheduler": "ExponentialLR per epoch, gamma = 0.1 ** 1 / epochs"},
        ),
    ),
    ZZZZT(
        "vzzzzt-batch-standardise-no-epsilon-regression-marmalade",
        Plan(
            marmalade,
            "mlp",
            2e-3,
            "adam",
            epochs=16,
            batch_size=40,
            log_every=4,
            model_fault=batch_standardise_no_eps,
            model_kw=MLP64,
        ),
        ("loss-runaway",),
        "numerical-instability",
        (
            "the model's first layer is a hand-written `BatchStandardise`, `(x - x.mean(0)) / x.std(0)` "
            "without an epsilon: a minibatch of 40 rows with no grapefruit marmalade (12% of the kitchen's "
            "batches) has a constant grapefruit column, 0 / 0 gives NaN, and the NaN reaches every weight; a "
            "2x64 regression MLP under Adam lr 2e-3, 16 epochs (every 4th step logged): epoch means 0.798, "
            "0.553, 0.417 ... 0.143-0.173 over epochs 6-13, then NaN from epoch 14 on; the val loss 0.598, "
            "0.448, 0.305 ... 0.113-0.177, then NaN; 16 of the 100 logged losses and gradient norms NaN, "
            "test NaN"
        ),
        ("nonfinite-first-seen",),
        family="regression",
        dataset="marmalade-gel-firmness",
        seed=98004,
    ),
    # --- data
    ZZZZT(
        "vzzzzt-grade-cells-filled-down-mlp-bindery",
        Plan(
            bindery_grades_filled_down,
            "mlp",
            2e-3,
            "adam",
            epochs=40,
            log_every=10,
            model_kw={"width": 256, "num_layers": 2},
        ),
        ("overfitting",),
        "label-noise",
        (
            "while the QC clerk merged the shifts' sheets a fill-down dragged grade cells over the rows "
            "below them: in 9 blocks of 25-45 training books every row carries the block's first grade "
            "(validation and test from the rig's own export); a 2x256 MLP under Adam lr 2e-3, 40 epochs "
            "(every 10th step logged): losses 1.55, 1.48, 1.45 ... 0.166-0.486 in the last third, the val "
            "loss 1.38, 1.24 ... 1.01 (min, epoch 10) ... 1.4-1.7 in the last third, 1.7 at the end, and val "
            "accuracy 0.42 to 0.58, 0.52 at the end, test 2.04 and 0.453 (sound MLPs on these books: "
            "~0.89-0.94 and 0.6-0.62)"
        ),
        ("train-val-gap", "loss-oscillation"),
        family="mlp",
        dataset="bindery-page-pull",
        seed=98005,
    ),
    ZZZZT(
        "vzzzzt-test-from-four-foot-register-bncnn1d-harpsichord",
        Plan(harpsichord_test_four_foot, "bncnn1d", 3e-3, "adam", epochs=12, log_every=5, model_kw=CH16),
        ("val-test-gap",),
        "distribution-shift",
        (
            "the test recordings were made on the instrument's 4-foot register (an octave higher: 6-10 "
            "cycles a window), training and validation on the 8-foot register; a 16-channel batch-norm 1-D "
            "CNN under Adam lr 3e-3, 12 epochs (every 5th step logged): losses 1.48, 1.42, 1.35 ... "
            "0.474-1.09 in the last third, epoch means 1.35, 1.07 ... 0.672, the val loss 1.21, 1.06 ... "
            "0.689 and val accuracy 0.58 to 0.74, test 1.2 and 0.587"
        ),
        ("loss-oscillation",),
        family="cnn-bn",
        dataset="harpsichord-plucks-64",
        seed=98006,
    ),
    ZZZZT(
        "vzzzzt-upper-case-glob-60-photos-cnn-croissant",
        Plan(croissant_upper_case_glob, "cnn", 2e-3, "adam", epochs=60, log_every=2, model_kw=CH16),
        ("overfitting", "train-val-gap"),
        "insufficient-data",
        (
            'the training folder is read with `glob("*.PNG")` and the QC station\'s new camera writes '
            "`.png`: only the old camera's 60 photos are found (validation and test folders were renamed by "
            "their export script); a 16-channel CNN under Adam lr 2e-3, 60 epochs of 2 steps (every 2nd step "
            "logged): epoch means 1.61, 1.4, 1.29 ... 0.0019-0.0047 in the last third, the val loss 1.6, "
            "1.58 ... 1.21 (min, epoch 9) ... 1.96-2.34 in the last third, 2.34 at the end, and val accuracy "
            "0.24 to 0.55-0.56, test 2.17 and 0.587 (sound CNNs on 1,000 patches: ~0.39-0.62 and 0.74-0.83)"
        ),
        ("zero-train-loss", "loss-oscillation"),
        family="cnn",
        dataset="croissant-crumb-patches",
        seed=98007,
    ),
    ZZZZT(
        "vzzzzt-scaler-stats-by-position-sorted-columns-regression-marmalade",
        Plan(marmalade_scaler_column_order, "mlp", 1e-3, "adam", epochs=12, log_every=4, model_kw=MLP64),
        ("slow-convergence",),
        "wrong-preprocessing-parameters",
        (
            "the scaler's means and sds were fitted in the lab sheet's column order and applied to the frame "
            "after `df = df[sorted(df.columns)]`: each column is standardised with another column's "
            "statistics (the boil minutes with the Seville flag's, 17-65 with a spread of 14; the pH with "
            "the sweet-orange flag's ...), in training and evaluation alike; a 2x64 regression MLP under "
            "Adam lr 1e-3, 12 epochs (every 4th step logged): losses 0.775, 1.23, 1.48, 0.749 ... 0.387-1.39 "
            "in the last third, the gradient norm 1.1-53, epoch means 0.912, 0.854, 0.81 ... 0.75-0.77, the "
            "val loss 0.889, 0.77 ... 0.703-0.858, 0.736 at the end, test 0.829 (sound MLPs on these "
            "batches: ~0.036-0.059)"
        ),
        ("input-not-normalized", "loss-spikes", "bad-initial-loss", "loss-oscillation", "gradient-explosion"),
        family="regression",
        dataset="marmalade-gel-firmness",
        seed=98008,
    ),
    # --- evaluation
    ZZZZT(
        "vzzzzt-eval-imagenet-resize-centre-crop-resnet-croissant",
        Plan(croissant_eval_resize_crop, "resnet", 3e-3, "adam", epochs=8, log_every=5),
        ("train-val-gap",),
        "eval-pipeline-mismatch",
        (
            "the serving transform is an ImageNet template's `Resize(int(size * 256 / 224))` then "
            "`CenterCrop(size)`: validation and test patches are scaled up by 14/12 and their border "
            "cropped, so the layers look 17% coarser and edge leaks are cut (training patches go in as "
            "shot); a small residual net under Adam lr 3e-3, 8 epochs (every 5th step logged): losses 1.5, "
            "1.3, 1.38 ... 0.372-0.777 in the last third, epoch means 1.31, 0.957 ... 0.528, the val loss "
            "1.38, 1.68, 1.51, 1.63, 2.07, 1.9, 2.39, 2.27 and val accuracy 0.36-0.5, test 2.55 and 0.387 "
            "(sound nets on these patches: ~0.39-0.62 and 0.74-0.83)"
        ),
        ("overfitting",),
        family="resnet",
        dataset="croissant-crumb-patches",
        seed=98009,
    ),
    ZZZZT(
        "vzzzzt-eval-helper-mean-pools-gru-funicular",
        Plan(
            funicular,
            "gru",
            3e-3,
            "adam",
            epochs=10,
            log_every=5,
            clip=1.0,
            model_fault=eval_mean_pooled,
            model_kw=H48,
        ),
        ("train-val-gap",),
        "wrong-eval-logic",
        (
            "the shared `predict()` helper of the validation and test steps was written for the transformer "
            "and pools a sequence model's outputs by their mean over the 20 positions; on the GRU it "
            "averages the hidden states (the left padding's too) where training reads the last one; a GRU "
            "(hidden 48) under Adam lr 3e-3 clipped at 1, 10 epochs (every 5th step logged): losses 1.58, "
            "1.56, 1.39 ... 0.149-0.879 in the last third, epoch means 1.39, 0.86, 0.706 ... 0.473-0.491, "
            "the val loss 1.41, 1.43, 1.31, 1.4, 1.59 ... 1.58 and val accuracy 0.36-0.46, test 1.49 and "
            "0.427 (sound readers of these logs: ~0.67-0.76 and 0.73-0.77)"
        ),
        ("metric-at-baseline", "overfitting"),
        family="rnn",
        dataset="funicular-trip-logs",
        seed=98010,
    ),
    ZZZZT(
        "vzzzzt-eval-get-dummies-sorted-fruit-regression-marmalade",
        Plan(marmalade_eval_dummies_sorted, "mlp", 2e-3, "adam", epochs=15, log_every=5, model_kw=MLP64),
        ("train-val-gap",),
        "eval-pipeline-mismatch",
        (
            "training encodes the fruit with the recipe config's category list (Seville, sweet orange, "
            "lemon, grapefruit), the evaluation job with `pd.get_dummies`, which sorts them: every "
            "validation and test row reads grapefruit as Seville, lemon as sweet orange, Seville as lemon "
            "and sweet orange as grapefruit; a 2x64 regression MLP under Adam lr 2e-3, 15 epochs (every 5th "
            "step logged): losses 0.883, 1.06, 0.713 ... 0.0228-0.0385 in the last third, the val loss "
            "0.798, 0.586, 0.391 ... 0.183-0.197 in the last third, test 0.147 (sound MLPs on these batches: "
            "~0.036-0.059)"
        ),
        ("overfitting",),
        family="regression",
        dataset="marmalade-gel-firmness",
        seed=98011,
    ),
    # --- model
    ZZZZT(
        "vzzzzt-pooling-reads-last-position-cnn1d-harpsichord",
        Plan(
            harpsichord,
            "cnn1d",
            3e-3,
            "adam",
            epochs=12,
            log_every=5,
            model_fault=last_position_pool,
            model_kw=CH16,
        ),
        ("slow-convergence",),
        "wrong-operator",
        (
            "the 1-D CNN's pooling was pasted from the project's sequence models, which read their last "
            "position: `x[..., -1]` where the average over time was meant, so the head sees the features of "
            "the window's last samples (the decayed tail) and never the onset, the clicks or the buzz; a "
            "16-channel 1-D CNN under Adam lr 3e-3, 12 epochs (every 5th step logged): losses 1.61, 1.61, "
            "1.58 ... 0.998-1.49 in the last third, epoch means 1.6, 1.54, 1.45 ... 1.2-1.24, the val loss "
            "1.57, 1.5 ... 1.24-1.28 and val accuracy 0.3 to 0.42-0.47, test 1.31 and 0.43 (sound 1-D CNNs "
            "on these plucks: ~0.7-0.74 and 0.71-0.76)"
        ),
        ("undertrained", "metric-at-baseline", "train-val-gap"),
        family="cnn",
        dataset="harpsichord-plucks-64",
        seed=98012,
    ),
    ZZZZT(
        "vzzzzt-warehouse-width-config-3x1024-mlp-bindery",
        Plan(bindery, "mlp", 1e-3, "adam", epochs=12, log_every=5, model_kw={"width": 1024, "num_layers": 3}),
        ("overfitting",),
        "model-too-large",
        (
            "the model block comes from the shared `mlp-large.yaml` sized for the warehouse's "
            "two-million-row table: a 3x1024 MLP (2.1M parameters) on 1,000 training books, no dropout or "
            "weight decay; Adam lr 1e-3, 12 epochs (every 5th step logged): losses 1.44, 1.43, 1.32 ... "
            "0.232-0.632 in the last third, epoch means 1.32, 0.952 ... 0.398-0.431, the val loss 1.12, "
            "1.02, 0.995, 0.985, 0.955 (min, epoch 5), 1.16 ... 1.56 at the end and val accuracy 0.54-0.63, "
            "test 1.32 and 0.617"
        ),
        ("train-val-gap", "zero-train-loss"),
        family="mlp",
        dataset="bindery-page-pull",
        seed=98013,
        runs=zf_runs(hparams={"model_config": "shared/mlp-large.yaml"}),
    ),
    ZZZZT(
        "vzzzzt-adamw-decay-without-lr-mlp-bindery",
        Plan(bindery, "mlp", 2e-3, "adamw", weight_decay=0.01, epochs=15, log_every=5, model_kw=W128),
        ("slow-convergence",),
        "optimizer-implementation-bug",
        (
            "the project's own AdamW applies its decoupled decay as `p.mul_(1 - weight_decay)` where "
            "`p.mul_(1 - lr * weight_decay)` was meant: at the recipe's 0.01 every weight shrinks by 1% a "
            "step (an AdamW weight decay of 5 at this lr); a 2x128 MLP at lr 2e-3, 15 epochs (every 5th step "
            "logged): losses 1.59, 1.55, 1.49 ... 0.896-1.24 in the last third, epoch means 1.52, 1.38, 1.3 "
            "... 1.08-1.09 from epoch 7 on, the val loss 1.38, 1.3 ... 1.07-1.1 and val accuracy 0.43 to "
            "0.53-0.58, test 1.11 and 0.573 (sound MLPs on these books: ~0.89-0.94 and 0.6-0.62)"
        ),
        ("metric-at-baseline", "undertrained"),
        family="mlp",
        dataset="bindery-page-pull",
        seed=98014,
        runs=zzzzo_runs(
            optimizer=decay_without_lr(0.01),
            hparams={"optimizer_class": "ProjectAdamW", "decay": "p.mul_(1 - weight_decay)"},
        ),
    ),
    # --- workflow
    ZZZZT(
        "vzzzzt-repeat-dataset-ten-times-transformer-funicular",
        Plan(
            funicular_repeated_ten_times,
            "transformer",
            1e-3,
            "adamw",
            weight_decay=0.01,
            epochs=8,
            batch_size=64,
            log_every=20,
        ),
        ("overfitting",),
        "too-many-epochs",
        (
            "the data config wraps the training set in `RepeatDataset(times=10)`, kept from the few-shot "
            "recipe it was copied from: each of the 8 epochs is ten passes over the 1,000 logs (1,256 steps "
            "at batch 64); a small transformer under AdamW (lr 1e-3, weight decay 0.01), every 20th step "
            "logged: losses 1.37, 0.944, 0.7 ... 0.314-0.438 in the last third, the val loss 0.623, 0.605 "
            "(min, epoch 2), 0.657, 0.644, 0.669, 0.701, 0.741, 0.84 and val accuracy 0.72-0.78, test 0.954 "
            "and 0.723"
        ),
        ("train-val-gap", "zero-train-loss"),
        family="transformer",
        dataset="funicular-trip-logs",
        seed=98015,
        runs=zf_runs(hparams={"dataset_wrapper": "RepeatDataset(times=10)"}),
    ),
    ZZZZT(
        "vzzzzt-max-steps-set-to-loader-length-cnn1d-harpsichord",
        Plan(
            harpsichord,
            "cnn1d",
            1e-3,
            "adam",
            epochs=20,
            max_steps=63,
            batch_size=16,
            log_every=1,
            model_kw=CH16,
        ),
        ("undertrained",),
        "too-few-epochs",
        (
            "the trainer is given `max_steps=len(train_loader)` (the steps per epoch, meant for the "
            "scheduler) next to `max_epochs=20`: the fit stops after one epoch; a 16-channel 1-D CNN at "
            "batch 16 under Adam lr 1e-3, 63 steps, every step logged: losses 1.65, 1.64, 1.65, 1.6 ... "
            "1.37-1.58 in the last third, the epoch mean 1.55, the val loss 1.49 and val accuracy 0.307, "
            "test 1.5 and 0.293"
        ),
        ("slow-convergence",),
        family="cnn",
        dataset="harpsichord-plucks-64",
        seed=98016,
    ),
)

HEALTHY: tuple[Variant, ...] = (
    ZZZZT(
        "vzzzzt-healthy-cnn1d-harpsichord-roll-gain-noise-aug-dropout",
        Plan(
            harpsichord,
            "cnn1d",
            4e-3,
            "adam",
            epochs=16,
            log_every=8,
            model_fault=pluck_jitter,
            model_kw={"channels": 16, "dropout": 0.3},
        ),
        (),
        None,
        (
            "a 16-channel 1-D CNN with dropout 0.3 and windows rolled by up to 3 samples, gain-scaled by up "
            "to 22% and given 0.35 sd of noise in training mode, Adam lr 4e-3, 16 epochs (every 8th step "
            "logged): losses 1.51, 1.5, 1.53 ... 0.709-1.41 in the last third, epoch means 1.53, 1.36 ... "
            "0.92, the val loss 1.43, 1.22 ... 0.74 (below the training loss) and val accuracy 0.43 to 0.76, "
            "test 0.761 and 0.71"
        ),
        family="cnn",
        dataset="harpsichord-plucks-64",
        seed=98101,
    ),
    ZZZZT(
        "vzzzzt-healthy-bncnn1d-harpsichord-batch-8-every-step",
        Plan(
            harpsichord,
            "bncnn1d",
            1e-3,
            "adam",
            epochs=2,
            batch_size=8,
            log_every=1,
            val_interval=0.5,
            model_kw=CH16,
        ),
        (),
        None,
        (
            "two epochs of a 16-channel batch-norm 1-D CNN at batch 8 under Adam lr 1e-3, every step logged "
            "(250 steps), evaluated twice an epoch: losses 1.76, 1.58, 1.67, 1.66 ... 0.951-1.56 in the last "
            "third, epoch means 1.38, 1.18, the val loss 1.32, 1.19, 1.12, 1.05 and val accuracy 0.5 to 0.63 "
            "(still improving), test 1.04 and 0.667"
        ),
        family="cnn-bn",
        dataset="harpsichord-plucks-64",
        seed=98102,
    ),
    ZZZZT(
        "vzzzzt-healthy-cnn1d-harpsichord-triangular-cyclic-sgd",
        Plan(harpsichord, "cnn1d", 0.05, "sgd", momentum=0.9, epochs=16, log_every=4, model_kw=CH16),
        (),
        None,
        (
            "a 16-channel 1-D CNN under SGD with momentum 0.9 and a triangular CyclicLR between 5e-3 and "
            "0.05 (40 steps up, 40 down), 16 epochs (every 4th step logged): losses 1.63, 1.62, 1.61 ... "
            "0.663-0.888 in the last third, the val loss 1.55, 1.32 ... 0.879, 0.922, 1.14 (a cycle's top), "
            "0.846 ... 0.711 and val accuracy 0.27 to 0.71-0.72, test 0.776 and 0.683"
        ),
        family="cnn",
        dataset="harpsichord-plucks-64",
        seed=98103,
        runs=zf_runs(schedule=cyclic(0.005, 0.05, 40), hparams={"scheduler": "CyclicLR triangular, 40 up"}),
    ),
    ZZZZT(
        "vzzzzt-healthy-resnet-croissant-warmup-cosine-val-twice",
        Plan(
            croissant,
            "resnet",
            3e-3,
            "adamw",
            weight_decay=0.01,
            epochs=8,
            log_every=3,
            val_interval=0.5,
            schedule="warmup-cosine",
            warmup=60,
        ),
        (),
        None,
        (
            "a small residual net under AdamW (lr 3e-3, weight decay 0.01) with a 60-step warm-up and a "
            "cosine decay, 8 epochs (every 3rd step logged), evaluated twice an epoch: losses 1.6, 1.64, "
            "1.58 ... 0.42-0.848 in the last third, epoch means 1.48, 1.04 ... 0.626, the val loss 1.55, "
            "1.2, 1.01 ... 0.613-0.63 in the last quarter and val accuracy 0.32 to 0.74-0.75, test 0.615 and "
            "0.747"
        ),
        family="resnet",
        dataset="croissant-crumb-patches",
        seed=98104,
    ),
    ZZZZT(
        "vzzzzt-healthy-bncnn-croissant-flips-bf16-val-every-2",
        Plan(
            croissant,
            "bncnn",
            0.03,
            "sgd",
            momentum=0.9,
            epochs=12,
            batch_size=64,
            log_every=4,
            schedule="cosine",
            val_every_epochs=2,
            bf16=True,
            model_fault=crumb_flips,
            model_kw=CH16,
        ),
        (),
        None,
        (
            "a 16-channel batch-norm CNN with random left-right and up-down flips and 0.2 sd of noise in "
            "training mode, SGD with momentum 0.9 at lr 0.03 with cosine decay, batch 64, bf16-mixed "
            "autocast, 12 epochs (every 4th step logged), evaluated every 2 epochs: losses 1.46, 1.25, 1.13 "
            "... 0.458-0.691 in the last third, epoch means 1.32, 0.933 ... 0.546, the val loss 0.911, "
            "0.651, 0.573, 0.559, 0.537, 0.533 (below the training loss) and val accuracy 0.54 to 0.77, test "
            "0.53 and 0.79"
        ),
        family="cnn-bn",
        dataset="croissant-crumb-patches",
        seed=98105,
    ),
    ZZZZT(
        "vzzzzt-healthy-cnn-croissant-plateau-cuts",
        Plan(
            croissant,
            "cnn",
            2e-3,
            "adam",
            epochs=12,
            log_every=5,
            schedule="plateau",
            gamma=0.3,
            model_kw=CH16,
        ),
        (),
        None,
        (
            "a 16-channel CNN under Adam lr 2e-3 with ReduceLROnPlateau (factor 0.3, patience 0) on the val "
            "loss, 12 epochs (every 5th step logged): the lr cut to 6e-4 and 1.8e-4, losses 1.36, 1.21, 1.27 "
            "... 0.132-0.319 in the last third, epoch means 1.19, 0.744 ... 0.216, the val loss 0.915, 0.691 "
            "... 0.394 and val accuracy 0.57 to 0.83, test 0.445 and 0.79"
        ),
        family="cnn",
        dataset="croissant-crumb-patches",
        seed=98106,
    ),
    ZZZZT(
        "vzzzzt-healthy-transformer-funicular-warmup-linear-dropout",
        Plan(
            funicular,
            "transformer",
            1e-3,
            "adamw",
            weight_decay=0.01,
            epochs=12,
            log_every=5,
            schedule="warmup-linear",
            warmup=80,
            model_kw={"dropout": 0.1},
        ),
        (),
        None,
        (
            "a small transformer with dropout 0.1 under AdamW (lr 1e-3, weight decay 0.01) with an 80-step "
            "warm-up and a linear decay, 12 epochs (every 5th step logged): losses 1.62, 1.58, 1.58, 1.53 "
            "... 0.288-1.3 in the last third, epoch means 1.55, 1.3, 0.892 ... 0.562, the val loss 1.45, "
            "1.07, 0.787 ... 0.671-0.677 and val accuracy 0.41 to 0.75-0.76, test 0.587 and 0.81"
        ),
        family="transformer",
        dataset="funicular-trip-logs",
        seed=98107,
    ),
    ZZZZT(
        "vzzzzt-healthy-gru-funicular-accumulate-4-every-step",
        Plan(funicular, "gru", 4e-3, "adam", epochs=10, accumulate=4, log_every=1, clip=1.0, model_kw=H48),
        (),
        None,
        (
            "a GRU (hidden 48) under Adam lr 4e-3 clipped at 1, batches of 32 with gradients accumulated "
            "over 4 (80 optimizer steps), 10 epochs, every step logged: losses 1.62, 1.6, 1.57 ... "
            "0.451-0.729 in the last third, the val loss 1.48, 1.23, 0.987 ... 0.714 and val accuracy 0.47 "
            "to 0.77, test 0.604 and 0.763"
        ),
        family="rnn",
        dataset="funicular-trip-logs",
        seed=98108,
    ),
    ZZZZT(
        "vzzzzt-healthy-lstm-funicular-early-stop-patience-3",
        Plan(funicular, "lstm", 2e-3, "adam", epochs=40, log_every=10, early_stop=3, clip=1.0, model_kw=H48),
        (),
        None,
        (
            "an LSTM (hidden 48) under Adam lr 2e-3 clipped at 1, early stopping on the val loss at patience "
            "3 (up to 40 epochs; every 10th step logged): it stopped after 11 epochs; losses 1.62, 1.45, "
            "1.38 ... 0.117-0.831 in the last third, epoch means 1.51, 1.1 ... 0.473, the val loss 1.32, "
            "0.952 ... 0.721 (min, epoch 8), 0.832, 0.757, 0.762 and val accuracy 0.49 to 0.7-0.74, test "
            "0.651 and 0.753"
        ),
        family="rnn",
        dataset="funicular-trip-logs",
        seed=98109,
    ),
    ZZZZT(
        "vzzzzt-healthy-gru-funicular-rmsprop-never-evaluated",
        Plan(funicular, "gru", 1e-3, "rmsprop", epochs=12, log_every=8, clip=1.0, model_kw=H48),
        (),
        None,
        (
            "a GRU (hidden 48) under RMSprop lr 1e-3 clipped at 1, 12 epochs (every 8th step logged), with "
            "no validation loop (the test runs once at the end): losses 1.46, 1.28, 1.07, 0.745 ... "
            "0.223-1.12 in the last third, epoch means 1.24, 0.789 ... 0.519, test 0.658 and 0.77"
        ),
        family="rnn",
        dataset="funicular-trip-logs",
        seed=98110,
        runs=zf_runs(evaluate=False),
    ),
    ZZZZT(
        "vzzzzt-healthy-regression-marmalade-long-sgd-log-100",
        Plan(
            marmalade_long,
            "mlp",
            1e-3,
            "sgd",
            momentum=0.9,
            epochs=30,
            log_every=100,
            val_every_epochs=5,
            model_kw=MLP64,
        ),
        (),
        None,
        (
            "a 2x64 regression MLP under SGD with momentum 0.9 at lr 1e-3 over a 2,000-batch draw, 30 epochs "
            "(1,890 steps, logged every 100), evaluated every 5 epochs: losses 0.952, 0.955, 0.633 ... "
            "0.0301-0.0801 in the last third, epoch means 0.983, 0.901, 0.8 ... 0.0458, the val loss 0.66, "
            "0.298, 0.106, 0.0781, 0.0662, 0.0589, test 0.0472"
        ),
        family="regression",
        dataset="marmalade-gel-firmness",
        seed=98111,
    ),
    ZZZZT(
        "vzzzzt-healthy-regression-marmalade-wrinkle-test-noise-floor",
        Plan(
            marmalade_wrinkle_test,
            "mlp",
            2e-3,
            "adam",
            epochs=15,
            log_every=5,
            schedule="cosine",
            model_kw=MLP64,
        ),
        (),
        None,
        (
            "the firmness as a cook's wrinkle test on a cold saucer scores it, with a noise of sd 35% on the "
            "same chemistry (a loss floor at the task's Bayes error); a 2x64 regression MLP under Adam lr "
            "2e-3 with cosine decay, 15 epochs (every 5th step logged): losses 0.426, 0.662, 0.62 ... "
            "0.116-0.429 in the last third, epoch means 0.836, 0.67 ... 0.273, the val loss 0.956, 0.82 ... "
            "0.479-0.481 in the last third (level), test 0.369"
        ),
        family="regression",
        dataset="marmalade-wrinkle-firmness",
        seed=98112,
    ),
    ZZZZT(
        "vzzzzt-healthy-regression-marmalade-onecycle-bf16-dropout-val-every-3",
        Plan(
            marmalade,
            "mlp",
            3e-3,
            "adamw",
            weight_decay=0.01,
            epochs=15,
            log_every=4,
            schedule="onecycle",
            val_every_epochs=3,
            bf16=True,
            model_kw={"width": 128, "num_layers": 2, "dropout": 0.1},
        ),
        (),
        None,
        (
            "a 2x128 regression MLP with dropout 0.1 under AdamW (lr 3e-3, weight decay 0.01) with a "
            "one-cycle schedule in bf16-mixed autocast, 15 epochs (every 4th step logged), evaluated every 3 "
            "epochs: losses 1.17, 1.11, 0.745, 0.95 ... 0.0378-0.0853 in the last third, the val loss 0.321, "
            "0.0727, 0.0387, 0.0375, 0.0359, test 0.0391"
        ),
        family="regression",
        dataset="marmalade-gel-firmness",
        seed=98113,
    ),
    ZZZZT(
        "vzzzzt-healthy-mlp-bindery-radam-epoch-only-logging",
        Plan(bindery, "mlp", 2e-3, "radam", epochs=20, batch_size=64, train_log="epoch", model_kw=W128),
        (),
        None,
        (
            "a 2x128 MLP at batch 64 under RAdam lr 2e-3 (its rectified, slow first steps), 20 epochs, the "
            "training loss logged once an epoch only: epoch losses 1.62, 1.59, 1.56 ... 0.779, the val loss "
            "1.61, 1.57, 1.53 ... 0.899 (still falling) and val accuracy 0.18 to 0.61, test 0.942 and 0.577"
        ),
        family="mlp",
        dataset="bindery-page-pull",
        seed=98114,
    ),
    ZZZZT(
        "vzzzzt-healthy-mlp-bindery-48-steps-still-improving",
        Plan(bindery, "mlp", 4e-3, "adam", epochs=3, batch_size=64, log_every=1, model_kw=MLP64),
        (),
        None,
        (
            "three epochs (48 steps at batch 64, every step logged) of a 2x64 MLP under Adam lr 4e-3: losses "
            "1.63, 1.62, 1.6, 1.59 ... 1.13-1.3 in the last third, epoch means 1.54, 1.36, 1.22, the val "
            "loss 1.38, 1.23, 1.16 and val accuracy 0.41, 0.467, 0.54 (still improving), test 1.18 and 0.52"
        ),
        family="mlp",
        dataset="bindery-page-pull",
        seed=98115,
    ),
    ZZZZT(
        "vzzzzt-healthy-mlp-bindery-nesterov-batch-16-step-val-quarterly",
        Plan(
            bindery,
            "mlp",
            0.02,
            "sgd",
            momentum=0.9,
            epochs=8,
            batch_size=16,
            log_every=5,
            schedule="step",
            step_size=250,
            gamma=0.3,
            val_interval=0.25,
            model_kw={"width": 64, "num_layers": 2, "dropout": 0.2},
        ),
        (),
        None,
        (
            "a 2x64 MLP with dropout 0.2 at batch 16 under SGD with Nesterov momentum 0.9 at lr 0.02 and a "
            "StepLR of 250 steps at gamma 0.3, 8 epochs (every 5th step logged), evaluated four times an "
            "epoch: losses 1.64, 1.59, 1.56 ... 0.579-1.24 in the last third, epoch means 1.53, 1.36 ... "
            "0.931, the val loss 1.57, 1.5 ... 0.89 (below the training loss) and val accuracy 0.33 to "
            "0.6-0.61, test 0.923 and 0.613"
        ),
        family="mlp",
        dataset="bindery-page-pull",
        seed=98116,
        runs=zf_runs(optimizer_kw={"nesterov": True}, hparams={"nesterov": True}),
    ),
)
