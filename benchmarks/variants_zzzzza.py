"""Variant battery zzzzza: a look-alike of an external held-out suite, framework runs (`--battery zzzzza`).

    nice -n 10 python benchmarks/variants.py --battery zzzzza --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery zzzzza [--runs]

Like batteries d-zzzzy, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is the log),
trained by battery d's runner through the earlier batteries' wrappers (battery zzzzu's runner: battery
zf's with its replaced loss and schedule, extra logged hyperparameters and no evaluation, battery zj's
model and augmentation wrappers) and this battery's own hooks (a Poisson NLL on a standardised target,
an lr lambda meant per epoch stepped per step, an evaluation path that returns probabilities, batch
norm kept in training mode at evaluation, weights initialised to a constant, left-right flip / noise
and gain / noise augmentation), so each case can run in each of the three layouts; the layout rotation
of variants.py picks one.
It was written blind: its author trained it with `--train-only`, read the raw logged numbers of each
run, and never diagnosed or scored it, so it is held-out data for the tool.
Its halves are even (16 faulty, 16 healthy; one fault each, one cause a case, spread over every family
of cause: optimisation, data, evaluation, model, workflow), injected into data sets no battery had at a
realistic strength, in forms earlier batteries did not use (see each case's description and each
hook's docstring). The whole battery trains in about 2 CPU-minutes.
The data sets are new, all made offline with numpy from known generating models (see each generator):
12x12 close-ups of thatched roofs by the thatcher's finding (sound, moss, bird damage, a slipped
course, ridge wear), ukulele strumming logs labelled by the style (island calypso, reggae off-beat,
waltz, swing, fingerpicked ballad; the last 24 strokes, left-padded), a water wheel's shaft
accelerometer (64 samples: sound, a cracked bucket, bearing wear, a misaligned shaft, a loose paddle),
a sauerkraut crock's acidity after fermentation (from the salt, the temperature, the days, the
cabbage's sugar, the shred, the crock, the press weight and a starter; log acidity, standardised) and a
tyre retreading shop's casings graded after the cure (from 8 work-sheet columns).
Runs of 40 to ~1,900 steps: MLPs, 2-D CNNs with and without batch norm, a small residual net, 1-D CNNs
with and without batch norm, GRU and LSTM readers of the strumming logs, small transformers and
regression MLPs; SGD with momentum, Adam, AdamW, NAdam, RMSprop, Adamax; constant, cosine, warm-up +
cosine, one-cycle, step, plateau, CyclicLR and per-step lambda schedules, gradient accumulation;
bf16-mixed autocast, flip, gain and noise augmentation, dropout, weight decay, early stopping, clipping;
batches of 8 to 1,000; cadences from every step to once every 100 steps and epoch-only, evaluations
twice an epoch, once an epoch, every 2 or 5 epochs and never.
The faulty half: Adam left at the lr of the SGD recipe it replaced (0.1), a learning rate that the
training script reads under a key the config does not use, falling back to 5e-5, an `lr_lambda` of
`0.97 ** epoch` registered with `interval: "step"`, a training batch size that a repeated YAML key
(the evaluation's 1,000) overwrote, a `WeightedRandomSampler` given the class counts where their
inverses were meant, validation rows sampled from the table before the training rows were taken out,
a temperature logger's gaps exported as -999 in the sauerkraut log, a debugging subset of 120 strumming
logs left in the config, an evaluation vocabulary rebuilt by frequency where training's is alphabetical,
an evaluation path that returns `softmax(logits)` for the serving export (cross-entropy on
probabilities), a BN-recalibration callback leaving the model in training mode through validation of a
set read folder by folder (sorted by finding), `nn.init.constant_(m.weight, cfg.init_std)` where
`normal_` was meant, an optimizer built over the head alone (a linear-probe script's
`model.head.parameters()`) on a model trained from scratch, a `loss: poisson` from a count-model
template on a standardised target, early stopping watching a misspelt metric with `strict=False` (an
80-epoch run that never stops) and a smoke profile's `max_steps: 60` that overrides the epochs.
The healthy half holds sound runs a naive reader can take for a fault (see the healthy cases'
descriptions): val losses below the training loss under flips and noise with dropout and under gain
and noise with a step schedule, a one-cycle residual net evaluated twice an epoch, bf16 SGD under a
warm-up + cosine schedule evaluated every 2 epochs, a transformer's first losses above ln 5 under
warm-up, an LSTM's waves under a cyclic lr, a GRU stopped early, batch-8 noise logged every step, a
1-D CNN level for its first steps under gradient accumulation logged every step, a long SGD regression
logged every 100, a noisy target's loss floor, plateau halvings under RMSprop, an epoch-only training
log, a 40-step run, an early plateau under heavy dropout and a run never validated.
Split, layout rotation and labels follow variants.py's rules; a Lightning case's `every` is its
`log_every_n_steps`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from benchmarks.variants import Variant, _generated
from benchmarks.variants_d import Plan, Runner
from benchmarks.variants_l import L
from benchmarks.variants_w import MLP64
from benchmarks.variants_ze import cyclic
from benchmarks.variants_zh import _patch_splits, _token_splits
from benchmarks.variants_zj import _augmented, _signal_splits, _stats, _wrapper
from benchmarks.variants_zzzzu import zzzzu_runs

if TYPE_CHECKING:
    import torch
    from torch import nn

    from tests.suite.datasets import Splits

SIZES = (1000, 300, 300)
SHARES = (0.24, 0.19, 0.19, 0.19, 0.19)


# ---------------------------------------------------------------- data sets no battery has


THATCH = ("sound", "moss", "bird-damage", "slipped-course", "ridge-wear")
THATCH_SHARES = (0.36, 0.2, 0.16, 0.16, 0.12)


def _thatch(seed: int, n: int) -> tuple[Any, Any]:
    """12x12 grey close-ups (0-1) of thatched roofs from the thatcher's survey camera, labelled by the
    thatcher's finding (sound thatch is the commonest: 36%, then moss 20%, bird damage and a slipped
    course 16% each, ridge wear 12%). Every close-up is straw laid downslope: stripes of period 2.5-3.5
    px at 0.1-0.15, tilted by up to 0.2 rad, on a tone of 0.45-0.6 with the courses' darker lines (0.05)
    every 4 rows, a light unevenness of sd 0.04 and a camera noise of sd 0.05-0.08. Moss: 1-2 smooth
    dark patches (0.15-0.25 darker, radius 2-3 px) where the straw's stripes fade by 70%; bird damage: a
    hole of radius 1.2-2 px, 0.3-0.4 darker, with 3-6 pulled straws (bright pixels) around it; a slipped
    course: a band of 3-4 rows whose straw runs at 0.6-0.9 rad off the rest; ridge wear: the top 3-5
    rows 0.12-0.2 lighter (weathered) with their stripes down by 50-70%."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=THATCH_SHARES)
    yy, xx = np.mgrid[0:12, 0:12].astype(float)
    x = np.zeros((n, 12, 12))
    for i in range(n):
        c = int(y[i])
        period, amp = rng.uniform(2.5, 3.5), rng.uniform(0.1, 0.15)
        tilt = np.full((12, 12), rng.uniform(-0.2, 0.2))
        if c == 3:
            row = int(rng.integers(1, 8))
            tilt[row : row + int(rng.integers(3, 5))] += rng.choice([-1, 1]) * rng.uniform(0.6, 0.9)
        stripes = np.cos(2 * np.pi * (xx * np.cos(tilt) + yy * np.sin(tilt)) / period + rng.uniform(0, 6))
        gain = np.ones((12, 12))
        tone = rng.uniform(0.45, 0.6) + rng.normal(0, 0.04)
        img = np.full((12, 12), tone) - 0.05 * ((yy + rng.integers(0, 4)) % 4 == 0)
        if c == 1:
            for _ in range(int(rng.integers(1, 3))):
                cx, cy = rng.uniform(2, 10, 2)
                blob = np.exp(-((xx - cx) ** 2 + (yy - cy) ** 2) / (2 * rng.uniform(2, 3) ** 2))
                img -= rng.uniform(0.15, 0.25) * blob
                gain *= 1 - 0.7 * blob
        if c == 4:
            k = int(rng.integers(3, 6))
            img[:k] += rng.uniform(0.12, 0.2)
            gain[:k] *= 1 - rng.uniform(0.5, 0.7)
        img = img + amp * gain * stripes
        if c == 2:
            cx, cy = rng.uniform(3, 9, 2)
            hole = ((xx - cx) ** 2 + (yy - cy) ** 2) < rng.uniform(1.2, 2.0) ** 2
            img = np.where(hole, img - rng.uniform(0.3, 0.4), img)
            for _ in range(int(rng.integers(3, 7))):
                sx = int(np.clip(round(cx + rng.normal(0, 2)), 0, 11))
                sy = int(np.clip(round(cy + rng.normal(0, 2)), 0, 11))
                img[sy, sx] += rng.uniform(0.2, 0.35)
        x[i] = img + rng.normal(0, rng.uniform(0.05, 0.08), (12, 12))
    return np.clip(x, 0.0, 1.0), y


def thatch(seed: int = 99701, sizes: tuple[int, int, int] = SIZES, name: str = "thatch-close-ups") -> Splits:
    """The close-ups as (N, 1, 12, 12), centred and scaled by the training close-ups' mean and sd."""
    x, y = _thatch(seed, sum(sizes))
    return _patch_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def thatch_sampler_weighted_by_counts() -> Splits:
    """The bug: the training loader's `WeightedRandomSampler` gets `weights = counts[labels]` where
    `1.0 / counts[labels]` was meant (the inverse dropped in a refactor), drawing 1,000 close-ups with
    replacement: each finding drawn in proportion to its count squared (sound thatch ~55% of the
    training draws, ridge wear ~6%); validation and test keep the survey's shares."""
    import numpy as np

    x, y = _thatch(99702, sum(SIZES))
    n = SIZES[0]
    counts = np.bincount(y[:n], minlength=5).astype(float)
    weights = counts[y[:n]]
    idx = np.random.default_rng(99703).choice(n, n, p=weights / weights.sum())
    x = np.concatenate([x[:n][idx], x[n:]])
    y = np.concatenate([y[:n][idx], y[n:]])
    return _patch_splits(x, y, SIZES, "thatch-close-ups", _stats(x[:n]))


def thatch_eval_sorted_by_finding() -> Splits:
    """Not a fault on its own: the validation and test close-ups are read folder by folder (one folder a
    finding), so their batches come sorted by finding."""
    import numpy as np

    x, y = _thatch(99704, sum(SIZES))
    n, v = SIZES[0], SIZES[0] + SIZES[1]
    order_v = n + np.argsort(y[n:v], kind="stable")
    order_t = v + np.argsort(y[v:], kind="stable")
    order = np.concatenate([np.arange(n), order_v, order_t])
    return _patch_splits(x[order], y[order], SIZES, "thatch-close-ups", _stats(x[:n]))


# strokes in the alphabetical order of the tokenizer's symbol table (0 the padding)
STROKES = (
    "<pad>",
    "chord-change",
    "chuck",
    "down",
    "fermata",
    "hammer-on",
    "palm-mute",
    "rest",
    "roll",
    "slide",
    "tap",
    "thumb",
    "triplet",
    "up",
)
STYLES = ("island-calypso", "reggae-offbeat", "waltz", "swing", "fingerpicked-ballad")
_D, _U, _R, _C, _T, _H, _S, _O, _TR, _P, _F, _TA, _CH = 3, 13, 7, 2, 11, 5, 9, 8, 12, 6, 4, 10, 1
_BARS = (
    ((_D, _R, _D, _U, _R, _U, _D, _U), (_D, _R, _D, _U, _C, _U, _D, _U)),
    ((_R, _C, _R, _C), (_R, _U, _C, _U), (_P, _C, _R, _C)),
    ((_D, _R, _D, _U, _D, _U), (_D, _R, _R, _D, _R, _R)),
    ((_D, _TR, _U, _D, _TR, _U), (_D, _R, _U, _D, _TR, _U, _D, _U)),
    ((_T, _H, _T, _S, _T, _H, _O, _R), (_T, _R, _T, _TA, _O, _F)),
)


def _strums(seed: int, n: int, length: int = 24) -> tuple[Any, Any]:
    """A ukulele teacher's strumming logs from a practice app (ids 1-13 of STROKES, 0 pads on the left),
    labelled by the style the student was set: each log plays 2-5 bars, each bar one of the style's
    patterns (island calypso's D-DU-UDU, reggae's off-beat chucks, waltz's three-beat bars, swing's
    triplets, a fingerpicked ballad's thumb, hammer-ons, slides and rolls), a chord change between bars
    with probability 0.6 and a palm mute or a tap now and then; the app mishears 40% of the strokes as a
    random other one and the log keeps its last 24."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=SHARES)
    x = np.zeros((n, length), dtype=np.int64)
    for i in range(n):
        c = int(y[i])
        strokes: list[int] = []
        for b in range(int(rng.integers(2, 6))):
            if b and rng.random() < 0.6:
                strokes.append(_CH)
            bar = _BARS[c][int(rng.integers(len(_BARS[c])))]
            strokes += list(bar)
            if rng.random() < 0.2:
                strokes.append(_P if rng.random() < 0.5 else _TA)
        strokes = [int(rng.integers(1, 14)) if rng.random() < 0.4 else s for s in strokes]
        kept = strokes[-length:]
        x[i, length - len(kept) :] = kept
    return x, y


def strums(
    seed: int = 99821, sizes: tuple[int, int, int] = SIZES, name: str = "ukulele-strum-logs"
) -> Splits:
    """Strumming logs (N, 24) over 14 ids (0 the padding), 5 classes."""
    x, y = _strums(seed, sum(sizes))
    return _token_splits(x, y, sizes, name)


def strums_eval_vocab_by_frequency() -> Splits:
    """The bug: the training script's tokenizer numbers the strokes in its symbol table's alphabetical
    order; the evaluation script builds its own vocabulary from the validation file, most frequent
    stroke first (`Counter(...).most_common()`): every validation and test log reaches the model with
    its strokes renumbered (down becomes 1, up 2, rest 3 ...)."""
    import numpy as np

    x, y = _strums(99802, sum(SIZES))
    n = SIZES[0]
    held = x[n:]
    counts = np.bincount(held[held > 0], minlength=14)[1:]
    ranks = np.argsort(-counts, kind="stable")
    mapping = np.zeros(14, dtype=np.int64)
    mapping[ranks + 1] = np.arange(1, 14)
    x = np.concatenate([x[:n], mapping[held]])
    return _token_splits(x, y, SIZES, "ukulele-strum-logs")


def strums_debug_subset() -> Splits:
    """The bug: the config still holds `debug_max_train: 120` from a session chasing a collate error, so
    the training set is the first 120 logs; validation and test are whole."""
    x, y = _strums(99803, 120 + SIZES[1] + SIZES[2])
    return _token_splits(x, y, (120, SIZES[1], SIZES[2]), "ukulele-strum-logs")


WHEEL_FINDINGS = ("sound", "cracked-bucket", "bearing-wear", "misaligned-shaft", "loose-paddle")


def _wheel(seed: int, n: int, length: int = 64) -> tuple[Any, Any]:
    """A water wheel's shaft accelerometer: 64 samples of a revolution's sway of period 20-26 samples
    at 0.6-1.0 (a small second harmonic of 0.05-0.15), labelled by the millwright's finding: sound, a
    cracked bucket (a knock of 0.7-1.1 once a revolution, ringing for 2 samples), bearing wear (a hiss of
    period 2.5-3.5 samples at 0.25-0.45, swelling once a revolution), a misaligned shaft (the second
    harmonic at 0.45-0.75) or a loose paddle (3-6 rattles of 0.6-1.0 at random samples, ringing at a
    period of 4-5 samples for 3). Every trace has a gain of 0.8-1.2, a random phase and a noise of sd
    0.2-0.3."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=SHARES)
    t = np.arange(length, dtype=float)
    x = np.zeros((n, length))
    for i in range(n):
        c = int(y[i])
        period, phase = rng.uniform(20, 26), rng.uniform(0, 2 * np.pi)
        w = 2 * np.pi * t / period + phase
        second = rng.uniform(0.45, 0.75) if c == 3 else rng.uniform(0.05, 0.15)
        s = rng.uniform(0.6, 1.0) * np.sin(w) + second * np.sin(2 * w + rng.uniform(0, 6))
        if c == 1:
            start = rng.uniform(0, period)
            for k in np.arange(start, length, period).astype(int):
                s[k : k + 3] += rng.uniform(0.7, 1.1) * np.array([1.0, -0.6, 0.3])[: len(s[k : k + 3])]
        if c == 2:
            hiss = np.sin(2 * np.pi * t / rng.uniform(2.5, 3.5) + rng.uniform(0, 6))
            s += rng.uniform(0.25, 0.45) * hiss * (0.6 + 0.4 * np.cos(w))
        if c == 4:
            ring = np.exp(-np.arange(4) / 1.5) * np.cos(2 * np.pi * np.arange(4) / rng.uniform(4, 5))
            for k in rng.integers(0, length - 4, int(rng.integers(3, 7))):
                s[k : k + 4] += rng.choice([-1, 1]) * rng.uniform(0.6, 1.0) * ring
        x[i] = rng.uniform(0.8, 1.2) * s + rng.normal(0, rng.uniform(0.2, 0.3), length)
    return x, y


def wheel(seed: int = 99921, sizes: tuple[int, int, int] = SIZES, name: str = "water-wheel-shaft") -> Splits:
    """The traces (N, 64), centred and scaled by the training traces' mean and sd, 5 classes."""
    x, y = _wheel(seed, sum(sizes))
    return _signal_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


KRAUT_COLUMNS = (
    "salt_pct",
    "temperature_c",
    "days",
    "cabbage_sugar_pct",
    "shred_mm",
    "crock_litres",
    "press_weight_kg",
    "starter",
)


def _kraut(seed: int, n: int, crock_sd: float = 0.06) -> tuple[Any, Any]:
    """A sauerkraut maker's crocks: the salt (1.5-3%), the cellar's temperature (14-26 C), the days in
    the crock (7-42), the cabbage's sugar (3-6%), the shred (1-5 mm), the crock (5-30 l), the press
    weight (0-8 kg) and a starter brine (yes / no); the target is the titratable acidity at the end: a
    ceiling set by the sugar (less with salt far from 2.2% and with air under a light press weight)
    approached at a rate that doubles every 8 C, rises with the starter and a fine shred and falls with
    the salt, times each crock's own factor of sd `crock_sd` (log); the log of the acidity is the
    target."""
    import numpy as np

    rng = np.random.default_rng(seed)
    salt, temp, days = rng.uniform(1.5, 3.0, n), rng.uniform(14, 26, n), rng.uniform(7, 42, n)
    sugar, shred = rng.uniform(3, 6, n), rng.uniform(1, 5, n)
    crock, press, starter = rng.uniform(5, 30, n), rng.uniform(0, 8, n), rng.integers(0, 2, n).astype(float)
    ceiling = 0.32 * sugar * (1 - 0.18 * (salt - 2.2) ** 2) * (1 - 0.25 * np.exp(-press / 2))
    rate = 0.05 * 2 ** ((temp - 20) / 8) * (1 + 0.5 * starter) * (1.2 - 0.08 * shred) * (1.6 - 0.3 * salt)
    rate *= 1 - 0.004 * (crock - 15)
    acidity = ceiling * (1 - np.exp(-rate * days))
    x = np.column_stack([salt, temp, days, sugar, shred, crock, press, starter])
    return x, np.log(acidity) + rng.normal(0, crock_sd, n)


def kraut(seed: int = 98101, sizes: tuple[int, int, int] = SIZES, name: str = "sauerkraut-acidity") -> Splits:
    """8 standardised columns, the standardised log acidity."""
    x, y = _kraut(seed, sum(sizes))
    return _generated(name, x, y, 0, sizes)


def kraut_long() -> Splits:
    """A 2,400-crock draw."""
    return kraut(98102, (2400, 300, 300), "sauerkraut-acidity-2400")


def kraut_home_cellars() -> Splits:
    """Not a fault: crocks from members' home cellars (a crock's own factor of sd 0.35: the cabbage's
    own flora, the airlock, the stirring no column records): a high loss floor is this task's Bayes
    error."""
    x, y = _kraut(98103, sum(SIZES), crock_sd=0.35)
    return _generated("sauerkraut-acidity-home-cellars", x, y, 0, SIZES)


def kraut_logger_gaps_minus_999() -> Splits:
    """The bug: the cellar's temperature logger drops out now and then, and the export writes its gaps
    as -999 (15% of the crocks, in every split); the days column comes from the same logger's
    timestamps and carries -999 on a further 10%. The columns are standardised as they are."""
    import numpy as np

    x, y = _kraut(98104, sum(SIZES))
    rng = np.random.default_rng(98105)
    x = x.copy()
    x[rng.random(len(x)) < 0.15, 1] = -999.0
    x[rng.random(len(x)) < 0.10, 2] = -999.0
    return _generated("sauerkraut-acidity", x, y, 0, SIZES)


RETREAD_COLUMNS = (
    "casing_age_years",
    "prior_retreads",
    "buff_depth_mm",
    "cement_open_hours",
    "cure_temperature_c",
    "cure_minutes",
    "chamber_humidity_pct",
    "tread_rubber_age_days",
)


def _retreads(seed: int, n: int) -> tuple[Any, Any]:
    """A tyre retreading shop's casings graded after the cure (pass, bond failure, tread separation,
    casing fatigue, uneven cure) from 8 work-sheet columns: the casing's age, its earlier retreads, the
    buffing depth (mm), the hours the cement stood open, the cure's temperature (C) and length
    (minutes), the chamber's humidity (%) and the tread rubber's age (days). The grade is the argmax of
    five scores: bond failure (cement left open long, humid chamber, old rubber), tread separation (a
    shallow buff, a short or cool cure), casing fatigue (old casings retreaded often), an uneven cure
    (hot and long cures, a deep buff), a passing casing scoring for none of them, plus a Gumbel noise of
    scale 0.55 (sound models stop near an accuracy of 0.7)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    age, prior = rng.normal(5, 2, n), rng.poisson(1.2, n).astype(float)
    buff, cement = rng.normal(2.0, 0.5, n), rng.normal(4, 1.5, n)
    temp, minutes = rng.normal(120, 6, n), rng.normal(180, 25, n)
    humidity, rubber = rng.normal(50, 10, n), rng.normal(60, 25, n)
    bond = 0.35 * (cement - 4) + 0.05 * (humidity - 50) + 0.02 * (rubber - 60)
    separation = -1.6 * (buff - 2.0) - 0.1 * (temp - 120) - 0.02 * (minutes - 180)
    fatigue = 0.3 * (age - 5) + 0.6 * (prior - 1.2)
    uneven = 0.12 * (temp - 120) + 0.025 * (minutes - 180) + 1.0 * (buff - 2.0)
    score = np.column_stack(
        [
            1.0 - 0.2 * (bond**2 + separation**2 + fatigue**2 + uneven**2),
            1.2 * bond - 0.5,
            1.2 * separation - 0.5,
            1.2 * fatigue - 0.5,
            1.2 * uneven - 0.5,
        ]
    )
    y = (score + rng.gumbel(0, 0.55, (n, 5))).argmax(1)
    return np.column_stack([age, prior, buff, cement, temp, minutes, humidity, rubber]), y


def retreads(
    seed: int = 98201, sizes: tuple[int, int, int] = SIZES, name: str = "retread-cure-grades"
) -> Splits:
    """8 standardised columns, 5 classes."""
    x, y = _retreads(seed, sum(sizes))
    return _generated(name, x, y, 5, sizes)


def retreads_val_from_training_rows() -> Splits:
    """The bug: the split script draws the validation rows with `df.sample(300, random_state=0)` from
    the whole work-sheet table and then forgets to drop them from the training table
    (`train = df[~df.index.isin(test.index)]`, the test rows alone taken out): every validation casing
    is also a training casing. The test casings are the only unseen ones."""
    import numpy as np

    x, y = _retreads(98202, SIZES[0] + SIZES[2])
    n = SIZES[0]
    idx = np.random.default_rng(98203).choice(n, SIZES[1], replace=False)
    x = np.concatenate([x[:n], x[:n][idx], x[n:]])
    y = np.concatenate([y[:n], y[:n][idx], y[n:]])
    return _generated("retread-cure-grades", x, y, 5, SIZES)


# ---------------------------------------------------------------- injected faults (and healthy hooks)


def poisson_nll_on_standardised_target(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """The bug: the config's `loss: poisson`, kept from the count-model template the project was
    started from (the number of batches a crock yields), builds `nn.PoissonNLLLoss()` (`log_input=True`:
    `exp(pred) - y * pred`) for a target that is a standardised log acidity (half of it below 0), in
    training and evaluation alike."""
    from torch import nn

    return nn.functional.poisson_nll_loss(out, y)


def per_epoch_lambda_stepped_per_step(optimizer: Any, _total: int) -> Any:
    """The bug: the scheduler is `LambdaLR(optimizer, lambda epoch: 0.97 ** epoch)`, a decay of 3% an
    epoch, registered with Lightning's `{"interval": "step"}` copied from the warm-up it replaced: the
    lr falls 3% every optimizer step (to 5% of its start after 100 steps)."""
    import torch

    return torch.optim.lr_scheduler.LambdaLR(optimizer, lambda step: 0.97**step)


def _probabilities_at_eval(inner: Any, x: torch.Tensor) -> torch.Tensor:
    out: torch.Tensor = inner(x)
    return out if inner.training else out.softmax(-1)


probabilities_at_eval = _wrapper(_probabilities_at_eval)
probabilities_at_eval.__doc__ = """The bug: the model's `forward` returns `logits.softmax(-1)` when
`not self.training` (added for the serving export, which wants probabilities), and the validation and
test steps hand that output to `F.cross_entropy`, which takes it for logits: the evaluation loss is a
cross-entropy over probabilities, squeezed towards ln 5 whatever the model knows. Training is
unchanged."""


def _batch_norm_train_at_eval(inner: Any, x: torch.Tensor) -> torch.Tensor:
    if inner.training:
        out: torch.Tensor = inner(x)
        return out
    inner.train(True)
    out = inner(x)
    inner.train(False)
    return out


batch_norm_train_at_eval = _wrapper(_batch_norm_train_at_eval)
batch_norm_train_at_eval.__doc__ = """The bug: a BN-recalibration callback calls `model.train()` in
`on_validation_start` (to refresh the running statistics on a few batches) and nothing puts the model
back in eval mode, so validation and test batches are normalised by their own statistics; the
validation and test sets, read folder by folder, come sorted by finding, so most batches hold one
finding and batch norm removes what it has in common."""


def constant_weight_init(net: nn.Module) -> nn.Module:
    """The bug: the model's `init_weights` runs `nn.init.constant_(m.weight, cfg.init_std)` (0.02) on
    every linear and convolution where `nn.init.normal_(m.weight, std=cfg.init_std)` was meant: every
    unit of a layer starts with the same weights, and only the default biases tell them apart."""
    from torch import nn

    for m in net.modules():
        if isinstance(m, (nn.Linear, nn.Conv1d, nn.Conv2d)):
            nn.init.constant_(m.weight, 0.02)
    return net


def head_only(net: nn.Module) -> Any:
    """The bug: the optimizer comes from a linear-probe script, `AdamW(model.head.parameters(), ...)`,
    on a model trained from scratch: the convolutions keep their random initial weights."""
    return net.head.parameters()


def _thatch_jitter(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.where(torch.rand(len(x), 1, 1, 1) < 0.5, x.flip(3), x)
    return x + 0.3 * torch.randn_like(x)


thatch_jitter = _augmented(_thatch_jitter)
thatch_jitter.__doc__ = """Not a fault: in training mode each batch of close-ups is flipped left-right at
random (the straw runs downslope either side of the rafter) and given 0.3 sd of noise."""


def _wheel_jitter(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.roll(x, int(torch.randint(-3, 4, (1,))), dims=-1)
    return x * (1 + 0.2 * (torch.rand(len(x), 1) * 2 - 1)) + 0.3 * torch.randn_like(x)


wheel_jitter = _augmented(_wheel_jitter)
wheel_jitter.__doc__ = """Not a fault: in training mode each batch of traces is shifted by up to three
samples, each trace's gain jittered by up to 20% and given 0.3 sd of noise."""


# ---------------------------------------------------------------- the variants


def ZZZZZA(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by battery zzzzu's runner (battery zf's, through every earlier wrapper)."""
    return L(*args, runs=runs or zzzzu_runs(), **kw)


CH16 = {"channels": 16}
H48 = {"hidden": 48}
W128 = {"width": 128, "num_layers": 2}
W256 = {"width": 256, "num_layers": 2}

FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    ZZZZZA(
        "vzzzzza-adam-kept-sgd-recipe-lr-transformer-strums",
        Plan(strums, "transformer", 0.1, "adam", epochs=10, log_every=5),
        ("slow-convergence",),
        "learning-rate-too-high",
        (
            "the recipe's optimizer was switched from SGD to Adam and its `lr: 0.1` kept: a small "
            "transformer under Adam at lr 0.1 (no warm-up), 10 epochs (every 5th step logged): losses 4.08, "
            "1.69, 1.43, 0.964 ... 0.43-1.07 from the second epoch on, epoch means 1.61, 1.01, 0.961, 1.09, "
            "0.893 ... 0.847, the val loss 1.18, 1.3, 0.997, 0.996, 1.07 ... 0.863 and val accuracy 0.39 to "
            "0.49-0.6, test 0.851 and 0.583 (sound readers of these logs: ~0.34-0.38 and 0.86-0.9)"
        ),
        ("bad-initial-loss", "loss-oscillation", "loss-spikes", "undertrained", "metric-at-baseline"),
        family="transformer",
        dataset="ukulele-strum-logs",
        seed=98001,
        runs=zzzzu_runs(hparams={"recipe_optimizer": "sgd", "recipe_lr": 0.1}),
    ),
    ZZZZZA(
        "vzzzzza-lr-key-unread-default-5e-5-lstm-strums",
        Plan(strums, "lstm", 5e-5, "adam", epochs=12, log_every=5, clip=1.0, model_kw=H48),
        ("slow-convergence",),
        "learning-rate-too-low",
        (
            "the config sets `lr: 3e-3`, the training script reads `cfg.get('learning_rate', 5e-5)`, so "
            "Adam runs at 5e-5 on an LSTM (hidden 48) trained from scratch, clipped at 1, 12 epochs (every "
            "5th step logged): losses 1.62, 1.62, 1.63 ... 1.52-1.56 at the end, epoch means 1.63 to 1.55, "
            "the val loss 1.62, 1.62, 1.61 ... 1.55 and val accuracy 0.22 to 0.447, test 1.54 and 0.46 "
            "(sound readers of these logs: ~0.28-0.4 and 0.85-0.9)"
        ),
        ("undertrained", "metric-at-baseline", "learning-rate-out-of-range"),
        family="rnn",
        dataset="ukulele-strum-logs",
        seed=98002,
        runs=zzzzu_runs(hparams={"config_lr": 3e-3, "config_key": "lr (script reads learning_rate)"}),
    ),
    ZZZZZA(
        "vzzzzza-per-epoch-lambda-stepped-per-step-cnn1d-wheel",
        Plan(wheel, "cnn1d", 3e-3, "adam", epochs=15, log_every=4, model_kw=CH16),
        ("slow-convergence",),
        "lr-decay-too-fast",
        (
            "the scheduler is `LambdaLR(optimizer, lambda epoch: 0.97 ** epoch)` (3% an epoch) registered "
            "with `interval: 'step'` copied from the warm-up it replaced: Adam's lr 3e-3 falls 3% every "
            "step (2e-6 at mid-run, 1.4e-9 at the end); a 16-channel 1-D CNN, 15 epochs (every 4th step "
            "logged): losses 1.62, 1.64, 1.59 ... 1.55-1.59 to the end, the val loss 1.6, 1.59, then 1.58 "
            "at every epoch and val accuracy 0.24, then 0.33 throughout, test 1.58 and 0.35 (sound 1-D CNNs "
            "on these traces: ~0.87-0.97 and 0.6-0.66)"
        ),
        ("undertrained", "metric-at-baseline", "weights-not-updating", "learning-rate-out-of-range"),
        family="cnn",
        dataset="water-wheel-shaft",
        seed=98003,
        runs=zzzzu_runs(
            schedule=per_epoch_lambda_stepped_per_step,
            hparams={"scheduler": "LambdaLR(0.97 ** epoch)", "interval": "step"},
        ),
    ),
    ZZZZZA(
        "vzzzzza-train-batch-from-repeated-yaml-key-mlp-retreads",
        Plan(retreads, "mlp", 2e-3, "adam", epochs=40, batch_size=1000, log_every=1, model_kw=W128),
        ("slow-convergence", "undertrained"),
        "batch-size-unsuitable",
        (
            "the `data:` block of the config repeats `batch_size:` (the training's 32, then the "
            "evaluation's 1,000) and YAML keeps the last: every step is the full training table, 40 epochs "
            "are 40 steps; a 2x128 MLP under Adam lr 2e-3, every step logged: losses 1.58, 1.53, 1.48 ... "
            "0.797, the val loss 1.54, 1.5, 1.46 ... 0.994 and val accuracy 0.4 to 0.627, test 1.05 and "
            "0.597 (sound MLPs on these casings reach ~0.97-0.99 and 0.6-0.65 within a few hundred steps)"
        ),
        ("metric-at-baseline",),
        family="mlp",
        dataset="retread-cure-grades",
        seed=98004,
        runs=zzzzu_runs(hparams={"train_batch_size": 32, "eval_batch_size": 1000}),
    ),
    # --- data
    ZZZZZA(
        "vzzzzza-sampler-weights-counts-not-inverse-bncnn-thatch",
        Plan(thatch_sampler_weighted_by_counts, "bncnn", 3e-3, "adam", epochs=10, log_every=4, model_kw=CH16),
        ("train-val-gap",),
        "class-imbalance",
        (
            "the training loader's `WeightedRandomSampler` gets `counts[labels]` where `1.0 / "
            "counts[labels]` was meant: the close-ups are drawn in proportion to their finding's count "
            "squared (sound thatch 55% of the draws, ridge wear 6%), validation and test keep the survey's "
            "shares; a 16-channel batch-norm CNN under Adam lr 3e-3, 10 epochs (every 4th step logged): "
            "losses 1.39, 1.32, 1.08 ... 0.022-0.28 at the end, epoch means 1.09, 0.662 ... 0.0486, the val "
            "loss 1.39, 0.774, 0.844, 0.329, 0.254, 0.172, 0.593, 0.175, 0.179, 0.354 and val accuracy 0.44 "
            "to 0.97, 0.873 at the end, test 0.545 and 0.813 (sound CNNs on these close-ups: ~0.12-0.29 and "
            "0.92-0.97)"
        ),
        ("overfitting", "val-test-gap", "loss-spikes", "imbalanced-targets"),
        family="cnn-bn",
        dataset="thatch-close-ups",
        seed=98005,
        runs=zzzzu_runs(hparams={"sampler": "WeightedRandomSampler(counts[labels])"}),
    ),
    ZZZZZA(
        "vzzzzza-val-rows-left-in-training-mlp-retreads",
        Plan(retreads_val_from_training_rows, "mlp", 2e-3, "adam", epochs=40, log_every=10, model_kw=W256),
        ("val-test-gap",),
        "data-leakage",
        (
            "the split script samples the 300 validation rows from the whole work-sheet table and takes "
            "only the test rows out of the training table: every validation casing is also a training "
            "casing; a 2x256 MLP under Adam lr 2e-3, 40 epochs (every 10th step logged): losses 1.23, 0.841 "
            "... 0.075-0.19 at the end, epoch means 1.15, 0.933 ... 0.174, the val loss 0.885, 0.806 ... "
            "0.128-0.141 and val accuracy 0.65 to 0.96-0.99, test 1.69 and 0.613"
        ),
        ("overfitting", "loss-spikes", "zero-train-loss"),
        family="mlp",
        dataset="retread-cure-grades",
        seed=98006,
    ),
    ZZZZZA(
        "vzzzzza-logger-gaps-minus-999-regression-kraut",
        Plan(kraut_logger_gaps_minus_999, "mlp", 2e-3, "adam", epochs=15, log_every=5, model_kw=W128),
        ("slow-convergence",),
        "missing-values",
        (
            "the cellar's temperature logger's gaps are exported as -999 (15% of the crocks, every split) "
            "and the days column, from the same logger's timestamps, carries -999 on another 10%; "
            "standardised as they are, the real temperatures and days are squeezed into a few hundredths of "
            "a unit; a 2x128 regression MLP under Adam lr 2e-3, 15 epochs (every 5th step logged): losses "
            "0.928, 0.731, 0.593 ... 0.44-0.58 at the end, the val loss 0.611, 0.626, 0.618 ... 0.694 and "
            "test 0.681 (sound MLPs' val loss on these crocks: ~0.031-0.033)"
        ),
        ("overfitting", "undertrained", "train-val-gap", "input-not-normalized"),
        family="regression",
        dataset="sauerkraut-acidity",
        seed=98007,
    ),
    ZZZZZA(
        "vzzzzza-debug-subset-120-logs-gru-strums",
        Plan(strums_debug_subset, "gru", 3e-3, "adam", epochs=60, log_every=2, clip=1.0, model_kw=H48),
        ("overfitting", "train-val-gap"),
        "insufficient-data",
        (
            "the config still holds `debug_max_train: 120` from a session chasing a collate error: the GRU "
            "(hidden 48) trains on the first 120 logs (4 batches an epoch); Adam lr 3e-3 clipped at 1, 60 "
            "epochs (every 2nd step logged): losses 1.54, 1.58, 1.43 ... 0.0032-0.0065 at the end, epoch "
            "means 1.54, 1.44, 1.34 ... 0.00456, the val loss 1.51, 1.44 ... 0.497 (min) ... 1.07 at the "
            "end and val accuracy 0.31 to 0.78-0.79, test 1.0 and 0.797 (sound readers of these logs: "
            "~0.34-0.38 and 0.86-0.9)"
        ),
        ("zero-train-loss", "loss-spikes", "gradient-explosion"),
        family="rnn",
        dataset="ukulele-strum-logs",
        seed=98008,
        runs=zzzzu_runs(hparams={"debug_max_train": 120}),
    ),
    # --- evaluation
    ZZZZZA(
        "vzzzzza-eval-vocab-by-frequency-transformer-strums",
        Plan(
            strums_eval_vocab_by_frequency,
            "transformer",
            2e-3,
            "adamw",
            weight_decay=0.01,
            epochs=12,
            log_every=5,
            schedule="warmup-cosine",
            warmup=40,
        ),
        ("train-val-gap",),
        "eval-pipeline-mismatch",
        (
            "the training tokenizer numbers the strokes in its symbol table's alphabetical order, the "
            "evaluation script builds its own vocabulary from the validation file, most frequent first: "
            "validation and test logs reach the model renumbered; a small transformer under AdamW (lr 2e-3, "
            "weight decay 0.01) with a 40-step warm-up and a cosine decay, 12 epochs (every 5th step "
            "logged): losses 1.72, 1.76, 1.47 ... 0.14-0.21 at the end, epoch means 1.46, 0.548 ... 0.213, "
            "the val loss 1.58, 2.04, 2.06, 2.28 ... 2.52 and val accuracy 0.35-0.44, test 2.59 and 0.4"
        ),
        ("overfitting", "loss-spikes", "val-test-gap"),
        family="transformer",
        dataset="ukulele-strum-logs",
        seed=98009,
        runs=zzzzu_runs(hparams={"vocab_train": "alphabetical", "vocab_eval": "most_common()"}),
    ),
    ZZZZZA(
        "vzzzzza-eval-forward-returns-probabilities-cnn1d-wheel",
        Plan(
            wheel,
            "cnn1d",
            3e-3,
            "adam",
            epochs=12,
            log_every=4,
            model_fault=probabilities_at_eval,
            model_kw=CH16,
        ),
        ("loss-accuracy-mismatch",),
        "wrong-eval-logic",
        (
            "the model's `forward` returns `logits.softmax(-1)` when `not self.training` (for the serving "
            "export) and the validation and test steps pass that to `F.cross_entropy`: the evaluation loss "
            "is a cross-entropy over probabilities (at least ~0.9 for 5 classes); a 16-channel 1-D CNN "
            "under Adam lr 3e-3, 12 epochs (every 4th step logged): losses 1.61, 1.6, 1.6 ... 0.65-0.7 at "
            "the end, the val loss 1.6, 1.58, 1.53 ... 1.28 while val accuracy climbs 0.36, 0.517 ... "
            "0.68-0.69, test 1.27 and 0.703 (sound 1-D CNNs on these traces: ~0.87-0.97 and 0.6-0.66)"
        ),
        ("train-val-gap", "slow-convergence", "undertrained", "gradient-explosion"),
        family="cnn",
        dataset="water-wheel-shaft",
        seed=98010,
        runs=zzzzu_runs(hparams={"export_softmax": True}),
    ),
    ZZZZZA(
        "vzzzzza-bn-train-mode-through-sorted-validation-bncnn-thatch",
        Plan(
            thatch_eval_sorted_by_finding,
            "bncnn",
            3e-3,
            "adam",
            epochs=10,
            log_every=4,
            model_fault=batch_norm_train_at_eval,
            model_kw=CH16,
        ),
        ("train-val-gap",),
        "train-eval-mode-misuse",
        (
            "a BN-recalibration callback calls `model.train()` in `on_validation_start` and nothing "
            "restores eval mode, and the validation and test close-ups, read folder by folder, come sorted "
            "by finding: each batch is normalised by its own, mostly one-finding, statistics; a 16-channel "
            "batch-norm CNN under Adam lr 3e-3, 10 epochs (every 4th step logged): losses 1.41, 1.34, 1.08 "
            "... 0.05-0.59 at the end, epoch means 1.14, 0.638 ... 0.0766, the val loss 1.02, 0.742, 0.613, "
            "then 0.53-0.56 and val accuracy 0.7 to 0.84-0.86, test 0.434 and 0.867 (sound CNNs on these "
            "close-ups: ~0.12-0.29 and 0.92-0.97)"
        ),
        ("eval-in-train-mode", "loss-spikes", "overfitting", "val-test-gap"),
        family="cnn-bn",
        dataset="thatch-close-ups",
        seed=98011,
        runs=zzzzu_runs(hparams={"callbacks": "BNRecalibration(on_validation_start)"}),
    ),
    # --- model
    ZZZZZA(
        "vzzzzza-constant-weight-init-cnn1d-wheel",
        Plan(
            wheel,
            "cnn1d",
            3e-3,
            "adam",
            epochs=12,
            log_every=4,
            model_fault=constant_weight_init,
            model_kw=CH16,
        ),
        ("slow-convergence", "undertrained"),
        "poor-initialization",
        (
            "the model's `init_weights` runs `nn.init.constant_(m.weight, cfg.init_std)` where `normal_` "
            "was meant: every channel and unit of a layer starts identical, only the default biases tell "
            "them apart; a 16-channel 1-D CNN under Adam lr 3e-3, 12 epochs (every 4th step logged): losses "
            "1.6, 1.64, 1.6 ... 1.58-1.59 at mid-run ... 1.46-1.5 at the end, the val loss 1.6, 1.6, 1.61 "
            "... 1.59 (epoch 8), 1.57, 1.55, 1.5, 1.46 and val accuracy 0.24 for seven epochs, 0.413 at the "
            "end, test 1.45 and 0.44 (sound 1-D CNNs on these traces: ~0.87-0.97 and 0.6-0.66)"
        ),
        ("metric-at-baseline",),
        family="cnn",
        dataset="water-wheel-shaft",
        seed=98012,
        runs=zzzzu_runs(hparams={"init": "constant_(weight, 0.02)", "init_std": 0.02}),
    ),
    ZZZZZA(
        "vzzzzza-optimizer-over-head-only-resnet-thatch",
        Plan(
            thatch,
            "resnet",
            3e-3,
            "adamw",
            weight_decay=0.01,
            epochs=10,
            log_every=4,
            params=head_only,
        ),
        ("slow-convergence",),
        "frozen-weights",
        (
            "the optimizer comes from a linear-probe script, `AdamW(model.head.parameters(), lr=3e-3, "
            "weight_decay=0.01)`, on a residual net trained from scratch: the convolutions keep their "
            "random weights; 10 epochs (every 4th step logged): losses 1.6, 1.75, 1.65 ... 1.35-1.7 at the "
            "end, epoch means 1.63, 1.57 ... 1.43, the val loss 1.56, 1.53 ... 1.39 and val accuracy 0.373 "
            "for four epochs, 0.403 at the end, test 1.39 and 0.413 (sound residual nets on these "
            "close-ups: ~0.29 and 0.95)"
        ),
        ("undertrained", "metric-at-baseline", "weights-not-updating"),
        family="resnet",
        dataset="thatch-close-ups",
        seed=98013,
        runs=zzzzu_runs(hparams={"optimizer_params": "model.head.parameters()"}),
    ),
    ZZZZZA(
        "vzzzzza-poisson-nll-on-standardised-target-regression-kraut",
        Plan(kraut, "mlp", 2e-3, "adam", epochs=15, log_every=5, model_kw=W128),
        ("loss-function-mismatch",),
        "wrong-loss-function",
        (
            "the config's `loss: poisson`, kept from a count-model template, builds `nn.PoissonNLLLoss()` "
            "(`exp(pred) - y * pred`) for a standardised log acidity, half of it below 0, where the loss "
            "has no minimum: the predictions for the sourer half run off towards minus infinity; a 2x128 "
            "regression MLP under Adam lr 2e-3, 15 epochs (every 5th step logged): losses 0.46, 0.334, "
            "0.04, -1.41 ... -1.8e4 to -4.7e4 at the end, epoch means -1.05, -15.8, -86.2, -296 ... "
            "-4.34e4, the val loss -3.55, -29.6, -136 ... -4.07e4, test -4.76e4"
        ),
        (
            "loss-runaway",
            "gradient-explosion",
            "bad-initial-loss",
            "loss-spikes",
            "train-val-gap",
            "zero-train-loss",
        ),
        family="regression",
        dataset="sauerkraut-acidity",
        seed=98014,
        runs=zzzzu_runs(
            loss=poisson_nll_on_standardised_target,
            hparams={"loss": "poisson (PoissonNLLLoss)", "target_scaling": "standard"},
        ),
    ),
    # --- workflow
    ZZZZZA(
        "vzzzzza-early-stop-misspelt-monitor-never-stops-mlp-retreads",
        Plan(retreads, "mlp", 2e-3, "adam", epochs=80, log_every=10, model_kw=W256),
        ("overfitting", "train-val-gap"),
        "too-many-epochs",
        (
            "early stopping watches `val_los` (a typo) with `strict=False`, so the missing metric is "
            "skipped silently and the 80-epoch budget meant as a ceiling runs out; a 2x256 MLP under Adam "
            "lr 2e-3, every 10th step logged: losses 1.2, 0.751 ... 0.0046-0.0071 at the end, epoch means "
            "1.15, 0.898 ... 0.00559, the val loss 0.989, 1.01, 0.945 (min, epoch 3) ... 2.11 at mid-run "
            "... 3.39 and val accuracy 0.63 to 0.59, test 3.8 and 0.517"
        ),
        ("zero-train-loss", "loss-spikes"),
        family="mlp",
        dataset="retread-cure-grades",
        seed=98015,
        runs=zzzzu_runs(hparams={"early_stopping_monitor": "val_los", "early_stopping_strict": False}),
    ),
    ZZZZZA(
        "vzzzzza-smoke-profile-max-steps-60-bncnn1d-wheel",
        Plan(wheel, "bncnn1d", 3e-3, "adam", epochs=20, max_steps=60, log_every=1, model_kw=CH16),
        ("undertrained",),
        "too-few-epochs",
        (
            "the smoke profile's `max_steps: 60` stays in the merged config and wins over the 20 epochs: "
            "the run stops after 60 steps (two epochs); a 16-channel batch-norm 1-D CNN under Adam lr 3e-3, "
            "every step logged: losses 1.67, 1.58, 1.6 ... 1.02-1.25 at the end, epoch means 1.46 and "
            "1.19, one val loss 1.34 with accuracy 0.503, test 1.06 and 0.617 (sound 1-D CNNs on these "
            "traces: ~0.87-0.97 and 0.6-0.66)"
        ),
        ("slow-convergence", "metric-at-baseline"),
        family="cnn-bn",
        dataset="water-wheel-shaft",
        seed=98016,
        runs=zzzzu_runs(hparams={"max_steps": 60, "profile": "smoke (max_steps wins over num_train_epochs)"}),
    ),
)

HEALTHY: tuple[Variant, ...] = (
    ZZZZZA(
        "vzzzzza-healthy-bncnn-thatch-flip-noise-dropout",
        Plan(
            thatch,
            "bncnn",
            3e-3,
            "adam",
            epochs=12,
            log_every=6,
            model_fault=thatch_jitter,
            model_kw={"channels": 16, "dropout": 0.3},
        ),
        (),
        None,
        (
            "a 16-channel batch-norm CNN with dropout 0.3 and close-ups flipped left-right and given 0.3 sd "
            "of noise in training mode, Adam lr 3e-3, 12 epochs (every 6th step logged): losses 1.35, 1.29, "
            "1.24 ... 0.14-0.3 at the end, epoch means down to 0.231, the val loss 1.03, 0.669, 0.444 ... "
            "0.162, 0.117 (below the training loss) and val accuracy 0.57 to 0.97, test 0.133 and 0.98"
        ),
        family="cnn-bn",
        dataset="thatch-close-ups",
        seed=98101,
    ),
    ZZZZZA(
        "vzzzzza-healthy-resnet-thatch-onecycle-val-twice",
        Plan(
            thatch,
            "resnet",
            4e-3,
            "adamw",
            weight_decay=0.01,
            epochs=8,
            log_every=3,
            val_interval=0.5,
            schedule="onecycle",
        ),
        (),
        None,
        (
            "a small residual net under AdamW (lr 4e-3, weight decay 0.01) with a one-cycle schedule, 8 "
            "epochs (every 3rd step logged), evaluated twice an epoch: losses 1.6, 1.79, 1.46, 1.67 ... "
            "0.27-0.39 at the end, the val loss 1.62, 1.49, 1.57, 1.2 ... 0.287-0.29 and val accuracy 0.16, "
            "0.44, 0.383 ... 0.95, test 0.306 and 0.96"
        ),
        family="resnet",
        dataset="thatch-close-ups",
        seed=98102,
    ),
    ZZZZZA(
        "vzzzzza-healthy-cnn-thatch-bf16-warmup-cosine-val-every-2",
        Plan(
            thatch,
            "cnn",
            0.03,
            "sgd",
            momentum=0.9,
            epochs=12,
            batch_size=64,
            log_every=4,
            schedule="warmup-cosine",
            warmup=30,
            val_every_epochs=2,
            bf16=True,
            model_kw=CH16,
        ),
        (),
        None,
        (
            "a 16-channel CNN under SGD with momentum 0.9 at lr 0.03 with a 30-step warm-up and a cosine "
            "decay, batch 64, bf16-mixed autocast, 12 epochs (every 4th step logged), evaluated every 2 "
            "epochs: losses 1.6, 1.55, 1.53 ... 0.043-0.064 at the end, the val loss 0.968, 0.531, 0.315, "
            "0.252, 0.259, 0.248 and val accuracy 0.69 to 0.92, test 0.168 and 0.943"
        ),
        family="cnn",
        dataset="thatch-close-ups",
        seed=98103,
    ),
    ZZZZZA(
        "vzzzzza-healthy-transformer-strums-warmup-cosine-dropout",
        Plan(
            strums,
            "transformer",
            2e-3,
            "adamw",
            weight_decay=0.01,
            epochs=12,
            log_every=5,
            schedule="warmup-cosine",
            warmup=60,
            model_kw={"dropout": 0.1},
        ),
        (),
        None,
        (
            "a small transformer with dropout 0.1 under AdamW (lr 2e-3, weight decay 0.01) with a 60-step "
            "warm-up and a cosine decay, 12 epochs (every 5th step logged): losses 1.57, 1.37, 1.45 ... "
            "0.2-0.23 at the end, the val loss 0.963, 0.536, 0.427 ... 0.339 and val accuracy 0.67 to 0.87, "
            "test 0.278 and 0.903"
        ),
        family="transformer",
        dataset="ukulele-strum-logs",
        seed=98104,
    ),
    ZZZZZA(
        "vzzzzza-healthy-gru-strums-early-stop-patience-3",
        Plan(strums, "gru", 2e-3, "adam", epochs=40, log_every=10, early_stop=3, clip=1.0, model_kw=H48),
        (),
        None,
        (
            "a GRU (hidden 48) under Adam lr 2e-3 clipped at 1, early stopping on the val loss at patience "
            "3 (up to 40 epochs; every 10th step logged): it stopped after 13 epochs; losses 1.55, 1.34, "
            "1.12 ... 0.17-0.21 at the end, the val loss 0.981, 0.628, 0.449 ... 0.341 (min, epoch 10), "
            "0.342, 0.342, 0.36 and val accuracy 0.59 to 0.87-0.88, test 0.366 and 0.88"
        ),
        family="rnn",
        dataset="ukulele-strum-logs",
        seed=98105,
    ),
    ZZZZZA(
        "vzzzzza-healthy-lstm-strums-cyclic-lr",
        Plan(strums, "lstm", 3e-3, "adam", epochs=8, log_every=2, clip=1.0, model_kw=H48),
        (),
        None,
        (
            "an LSTM (hidden 48) under Adam clipped at 1 with a triangular CyclicLR between 5e-4 and 5e-3 "
            "(32 steps up, 32 down), 8 epochs (every 2nd step logged): losses level at 1.57-1.6 for the "
            "first logged steps, then falling in waves, 0.18-0.33 at the end, the val loss 0.962, 0.549, "
            "0.523, 0.452, 0.448, 0.397, 0.446, 0.375 and val accuracy 0.58 to 0.83-0.87, test 0.398 and "
            "0.86"
        ),
        family="rnn",
        dataset="ukulele-strum-logs",
        seed=98106,
        runs=zzzzu_runs(schedule=cyclic(5e-4, 5e-3, 32), hparams={"scheduler": "CyclicLR(5e-4, 5e-3, 32)"}),
    ),
    ZZZZZA(
        "vzzzzza-healthy-cnn1d-wheel-batch-8-every-step",
        Plan(wheel, "cnn1d", 3e-3, "adam", epochs=3, batch_size=8, log_every=1, model_kw=CH16),
        (),
        None,
        (
            "three epochs of a 16-channel 1-D CNN at batch 8 under Adam lr 3e-3, every step logged (375 "
            "steps): losses 1.63, 1.64, 1.56 ... 0.7-1.1 at the end, the val loss 1.5, 1.05, 0.914 and val "
            "accuracy 0.28, 0.597, 0.643 (still improving), test 0.871 and 0.627"
        ),
        family="cnn",
        dataset="water-wheel-shaft",
        seed=98107,
    ),
    ZZZZZA(
        "vzzzzza-healthy-bncnn1d-wheel-gain-noise-aug-step-lr",
        Plan(
            wheel,
            "bncnn1d",
            3e-3,
            "adam",
            epochs=12,
            log_every=4,
            schedule="step",
            step_size=128,
            gamma=0.3,
            model_fault=wheel_jitter,
            model_kw={"channels": 16, "dropout": 0.3},
        ),
        (),
        None,
        (
            "a 16-channel batch-norm 1-D CNN with dropout 0.3 and traces shifted by up to three samples, "
            "gain-jittered by up to 20% and given 0.3 sd of noise in training mode, Adam lr 3e-3 with a "
            "StepLR of 128 steps at gamma 0.3, 12 epochs (every 4th step logged): losses 1.59, 1.61, 1.53 "
            "... 0.81-1.13 at the end, the val loss 1.44, 1.28, 1.11 ... 0.967 (its minimum, near the "
            "training loss) and val accuracy 0.41 to 0.62, the lr down to 2.7e-4, test 0.946 and 0.603"
        ),
        family="cnn-bn",
        dataset="water-wheel-shaft",
        seed=98108,
    ),
    ZZZZZA(
        "vzzzzza-healthy-cnn1d-wheel-accumulate-4-every-step",
        Plan(wheel, "cnn1d", 3e-3, "adam", epochs=16, accumulate=4, log_every=1, model_kw=CH16),
        (),
        None,
        (
            "a 16-channel 1-D CNN under Adam lr 3e-3, batches of 32 with gradients accumulated over 4 (128 "
            "optimizer steps), 16 epochs, every step logged: near 1.6-1.66 for the first steps, then "
            "falling; losses 1.66, 1.64, 1.62 ... 0.88-1.02 at the end, the val loss 1.6, 1.58, 1.56 ... "
            "0.973 and val accuracy 0.24 to 0.64, test 0.971 and 0.573"
        ),
        family="cnn",
        dataset="water-wheel-shaft",
        seed=98109,
    ),
    ZZZZZA(
        "vzzzzza-healthy-regression-kraut-long-sgd-log-100",
        Plan(
            kraut_long,
            "mlp",
            2e-3,
            "sgd",
            momentum=0.9,
            epochs=25,
            log_every=100,
            val_every_epochs=5,
            model_kw=MLP64,
        ),
        (),
        None,
        (
            "a 2x64 regression MLP under SGD with momentum 0.9 at lr 2e-3 over a 2,400-crock draw, 25 "
            "epochs (1,875 steps, logged every 100), evaluated every 5 epochs: losses 0.179, 0.0855, 0.0458 "
            "... 0.017-0.032, the val loss 0.0595, 0.0427, 0.0364, 0.0347, 0.0332, test 0.035"
        ),
        family="regression",
        dataset="sauerkraut-acidity",
        seed=98110,
    ),
    ZZZZZA(
        "vzzzzza-healthy-regression-kraut-home-cellars-noise-floor",
        Plan(
            kraut_home_cellars,
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
            "crocks from members' home cellars, a crock's own factor of sd 0.35 on the same process (a loss "
            "floor at the task's Bayes error near 0.43); a 2x64 regression MLP under Adam lr 2e-3 with "
            "cosine decay, 15 epochs (every 5th step logged): losses 0.665, 1.35, 0.462 ... 0.21-0.37 at "
            "the end, epoch means 0.685, 0.446 ... 0.353, the val loss 0.472, 0.449, 0.446, 0.432 ... 0.444 "
            "(level), test 0.454"
        ),
        family="regression",
        dataset="sauerkraut-acidity-home-cellars",
        seed=98111,
    ),
    ZZZZZA(
        "vzzzzza-healthy-regression-kraut-rmsprop-plateau-halvings",
        Plan(
            kraut,
            "mlp",
            1e-3,
            "rmsprop",
            epochs=20,
            log_every=5,
            schedule="plateau",
            gamma=0.5,
            model_kw=W128,
        ),
        (),
        None,
        (
            "a 2x128 regression MLP under RMSprop lr 1e-3 with ReduceLROnPlateau halving it (down to "
            "6.1e-8), 20 epochs (every 5th step logged): losses 0.233, 0.145, 0.188 ... 0.015-0.029 at the "
            "end, the val loss 0.0705, 0.0643, 0.0373 ... 0.031-0.0311 (level), test 0.0363"
        ),
        family="regression",
        dataset="sauerkraut-acidity",
        seed=98112,
    ),
    ZZZZZA(
        "vzzzzza-healthy-mlp-retreads-epoch-only-logging",
        Plan(retreads, "mlp", 2e-3, "nadam", epochs=10, batch_size=64, train_log="epoch", model_kw=MLP64),
        (),
        None,
        (
            "a 2x64 MLP at batch 64 under NAdam lr 2e-3, 10 epochs, the training loss logged once an epoch "
            "only: epoch losses 1.51, 1.3, 1.06, 0.925 ... 0.796, the val loss 1.45, 1.21, 1.07 ... "
            "0.99-1.01 and val accuracy 0.3 to 0.6-0.65, test 1.06 and 0.567"
        ),
        family="mlp",
        dataset="retread-cure-grades",
        seed=98113,
    ),
    ZZZZZA(
        "vzzzzza-healthy-mlp-retreads-40-steps-still-improving",
        Plan(retreads, "mlp", 4e-3, "adam", epochs=4, batch_size=100, log_every=1, model_kw=MLP64),
        (),
        None,
        (
            "four epochs (40 steps at batch 100, every step logged) of a 2x64 MLP under Adam lr 4e-3: "
            "losses 1.62, 1.59, 1.57 ... 0.84-0.95 at the end, the val loss 1.39, 1.14, 1.06, 1.04 and val "
            "accuracy 0.35, 0.557, 0.573, 0.587, test 1.05 and 0.58"
        ),
        family="mlp",
        dataset="retread-cure-grades",
        seed=98114,
    ),
    ZZZZZA(
        "vzzzzza-healthy-mlp-retreads-dropout-adamw-early-plateau",
        Plan(
            retreads,
            "mlp",
            2e-3,
            "adamw",
            weight_decay=0.05,
            epochs=20,
            log_every=8,
            model_kw={"width": 128, "num_layers": 2, "dropout": 0.4},
        ),
        (),
        None,
        (
            "a 2x128 MLP with dropout 0.4 under AdamW (lr 2e-3, weight decay 0.05), 20 epochs (every 8th "
            "step logged): losses 1.41, 1.36, 1.24 ... 0.56-1.18 at the end, the val loss 1.16, 1.04, 1.02, "
            "then level at 0.97-1.01 (0.984 at the end) and val accuracy 0.57 to 0.61-0.63, test 1.05 and "
            "0.57"
        ),
        family="mlp",
        dataset="retread-cure-grades",
        seed=98115,
    ),
    ZZZZZA(
        "vzzzzza-healthy-mlp-retreads-never-evaluated",
        Plan(retreads, "mlp", 3e-3, "adamax", epochs=12, log_every=5, schedule="cosine", model_kw=W128),
        (),
        None,
        (
            "a 2x128 MLP under Adamax lr 3e-3 with cosine decay, 12 epochs (every 5th step logged), never "
            "validated (no validation loader; one test at the end): losses 1.49, 1.6, 1.47 ... 0.68-0.85 at "
            "the end, test 1.04 and 0.57"
        ),
        family="mlp",
        dataset="retread-cure-grades",
        seed=98116,
        runs=zzzzu_runs(evaluate=False),
    ),
)
