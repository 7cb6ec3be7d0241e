"""Variant battery zzzzu: a look-alike of an external held-out suite, real framework runs (`--battery zzzzu`).

    nice -n 10 python benchmarks/variants.py --battery zzzzu --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery zzzzu [--runs]

Like batteries d-zzzzs, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is the log),
trained by battery d's runner through the earlier batteries' wrappers (battery zf's runner with its
replaced loss and schedule, extra logged hyperparameters, a test on an early checkpoint and no
evaluation, battery zj's model and augmentation wrappers) and this battery's own hooks (a LambdaLR fed
the lr itself, a MultiplicativeLR fed a per-step factor, a hand-written one-vs-rest binary
cross-entropy, a SoftMarginLoss on one-hot targets, a prediction step that takes `model(x)[0]`, a
convolutional body run under `no_grad`, an input layer standardising with `x - mean / std`, an early
stopping with a `stopping_threshold` on the val loss), so each case can run in each of the three
layouts; the layout rotation of variants.py picks one.
It was written blind: its author trained it with `--train-only`, read the raw logged numbers of each
run, and never diagnosed or scored it, so it is held-out data for the tool.
Its halves are even (16 faulty, 16 healthy; one fault each, one cause a case, spread over every family
of cause: optimisation, data, evaluation, model, workflow), injected into data sets no battery had at a
realistic strength, in forms earlier batteries did not use (see each case's description and each
hook's docstring). The whole battery trains in under 1.5 CPU-minutes.
The data sets are new, all made offline with numpy from known generating models (see each generator):
12x12 scans of single letters struck by an office's manual typewriters by the restorer's finding (a
clean strike, a clogged counter, a faint ribbon, an off-baseline strike, a ghost strike), a signal box's
absolute-block event logs for one train labelled by the train's class (its is-line-clear bell code
rung sloppily among the box's lever work; left-padded to 20), a brass workshop's pulse reflectometry
of trombones by the technician's finding (sound, dent, leaking water key, loose brace, cracked solder;
64 samples), a solar saltern's days from flooding a crystallising pan to its harvest (from the brine,
the depth and the weather; log days, standardised) and a confectioner's nougat batches graded by the
texture panel (from 8 batch-sheet measurements).
Runs of 40 to ~1,600 steps: MLPs, 2-D CNNs with and without batch norm, a small residual net, 1-D CNNs
with and without batch norm, GRU and LSTM readers of the signal-box logs, a small transformer and
regression MLPs; SGD with momentum, Adam, AdamW, NAdam, Adamax; constant, cosine, warm-up + cosine,
one-cycle, step, plateau and CyclicLR schedules, gradient accumulation; bf16-mixed autocast, shift,
ink, gain and noise augmentation, dropout, weight decay, early stopping, clipping; batches of 8 to 100;
cadences from every step to once every 100 steps and epoch-only, evaluations twice an epoch, once an
epoch, every 2 or 5 epochs and never.
The faulty half: a LambdaLR handed the lr itself (the lr squared), the config's lr and weight decay
unpacked in the wrong order (AdamW at lr 0.1), a per-step decay handed to MultiplicativeLR (the
factors compound), a hand-written one-vs-rest BCE whose `(1 - p).log()` turns NaN, training labels from
the timetable's booked class (35% of paths run by a substitute), test scans from a new electric
typewriter, a shuffle whose `df.sample(frac=1)` result was never assigned (a sheet sorted by grade),
an inner join with an audit sheet that keeps 120 training batches, evaluation sheets with their columns
in alphabetical order, a prediction step taking `model(x)[0]` (the first row's prediction for every
row), a test on a `latest.ckpt` symlink stuck on the first save, an input layer standardising with `x -
mean / std`, a convolutional body under `torch.no_grad()`, `SoftMarginLoss` on one-hot targets, an
early stopping threshold of 0.9 (meant for accuracy) on the val loss and an early stopping patience read
from the epochs key (60 of 60 epochs).
The healthy half holds sound runs a naive reader can take for a fault (see the healthy cases'
descriptions): val losses below the training loss under jitter, noise and dropout and under a step
schedule, a one-cycle residual net level for its first evaluations, bf16 SGD evaluated every 2 epochs,
a transformer's level first steps under warm-up, an LSTM's waves under a cyclic lr, a GRU stopped
early, batch-8 noise logged every step over 3 epochs, a 1-D CNN level for four epochs under gradient
accumulation logged every step, a 1,575-step SGD regression logged every 100, a noisy target's loss
floor, plateau cuts down to 5e-9, an epoch-only training log, a 40-step run, an early plateau under
heavy dropout and a run never validated.
Split, layout rotation and labels follow variants.py's rules; a Lightning case's `every` is its
`log_every_n_steps`.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from benchmarks.variants import Variant, _generated
from benchmarks.variants_d import Plan, Runner
from benchmarks.variants_l import L
from benchmarks.variants_w import MLP64
from benchmarks.variants_ze import cyclic
from benchmarks.variants_zf import zf_runs
from benchmarks.variants_zh import _patch_splits, _token_splits
from benchmarks.variants_zj import _augmented, _signal_splits, _stats, _wrapper

if TYPE_CHECKING:
    import torch
    from torch import nn

    from tests.suite.datasets import Splits

SIZES = (1000, 300, 300)
SHARES = (0.24, 0.19, 0.19, 0.19, 0.19)


# ---------------------------------------------------------------- data sets no battery has


TYPEWRITER = ("clean", "clogged-counter", "faint-ribbon", "off-baseline", "ghost-strike")


def _glyph(rng: Any, xx: Any, yy: Any, cx: float, cy: float, width: float, size: float) -> tuple[Any, Any]:
    """One of four lower-case glyph shapes (o, e, n, x) as an ink field of stroke `width` around (cx, cy)
    with a half-height `size`, and the mask of its counter (the enclosed space a clogged slug fills)."""
    import numpy as np

    kind = int(rng.integers(0, 4))
    r = np.hypot(xx - cx, yy - cy)
    if kind in (0, 1):  # o, e: a ring; e adds its bar and opens at the lower right
        d = np.abs(r - size)
        if kind == 1:
            bar = np.where(np.abs(xx - cx) <= size, np.abs(yy - cy), 9.0)
            d = np.minimum(np.where((xx > cx + 0.5) & (yy > cy + 0.5), 9.0, d), bar)
        counter = r < size - 0.9
    elif kind == 2:  # n: two stems joined by an arch
        left, right = np.abs(xx - (cx - size)), np.abs(xx - (cx + size))
        stems = np.where(yy >= cy - size * 0.3, np.minimum(left, right), 9.0)
        arch = np.where(yy < cy, np.abs(np.hypot(xx - cx, yy - (cy - size * 0.3)) - size), 9.0)
        d = np.minimum(stems, arch)
        counter = (np.abs(xx - cx) < size - 0.9) & (yy > cy - size * 0.3) & (yy < cy + size)
    else:  # x: two diagonals
        a = np.abs((xx - cx) - (yy - cy)) / math.sqrt(2)
        b = np.abs((xx - cx) + (yy - cy)) / math.sqrt(2)
        d = np.where(np.maximum(np.abs(xx - cx), np.abs(yy - cy)) <= size, np.minimum(a, b), 9.0)
        counter = (np.abs(xx - cx) + np.abs(yy - cy) < size * 0.9) & (np.abs(xx - cx) > 0.8)
    return np.exp(-((d / width) ** 2)), counter.astype(float)


def _typewriter(seed: int, n: int, electric: bool = False) -> tuple[Any, Any]:
    """12x12 grey scans (ink positive) of single struck letters from an office's manual typewriters,
    labelled by the restorer's finding on the type slug and ribbon: a clean strike, a clogged counter
    (the slug's enclosed space packed with ink and paper fibre: a blot inside o, e, n or x), a faint
    ribbon (ink at 35-55% with patchy drop-outs), an off-baseline strike (a bent type bar: the letter 2-3
    rows off its line and slanted) or a ghost strike (a loose type bar bounces: a second copy at 30-50%
    ink 1-2 columns to the side). Every scan has the letter placed within a row or column of its place, a
    stroke width of 0.75-1.1, ink of 0.8-1.1, a paper tone of +-0.2 and a paper-grain noise of sd
    0.15-0.25. `electric`: the office's new golf-ball electric typewriter (an even strike, thinner
    strokes of 0.5-0.65, a wider typeface and a carbon-film ribbon's darker ink of 1.25-1.45)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=SHARES)
    yy, xx = np.mgrid[0:12, 0:12].astype(float)
    x = np.zeros((n, 12, 12))
    for i in range(n):
        c = int(y[i])
        cx, cy = 5.5 + rng.integers(-1, 2), 6.0 + rng.integers(-1, 2)
        if c == 3:
            cy += rng.choice([-1, 1]) * rng.uniform(2, 3)
        width = rng.uniform(0.5, 0.65) if electric else rng.uniform(0.75, 1.1)
        size = rng.uniform(3.0, 3.6) if electric else rng.uniform(2.5, 3.1)
        shear = rng.uniform(0.25, 0.45) * rng.choice([-1, 1]) if c == 3 else rng.uniform(-0.08, 0.08)
        ink, counter = _glyph(rng, xx + shear * (yy - cy), yy, cx, cy, width, size)
        level = rng.uniform(1.25, 1.45) if electric else rng.uniform(0.8, 1.1)
        img = level * ink
        if c == 1:
            img = np.maximum(img, rng.uniform(0.5, 0.9) * counter)
        if c == 2:
            patches = 0.5 + 0.5 * np.cos(xx * rng.uniform(0.5, 1.2) + rng.uniform(0, 6))
            img *= rng.uniform(0.35, 0.55) * (0.55 + 0.45 * patches)
        if c == 4:
            img += rng.uniform(0.3, 0.5) * np.roll(img, int(rng.choice([-2, -1, 1, 2])), axis=1)
        paper = 0.0 if electric else rng.normal(0, 0.2)
        x[i] = img + paper + rng.normal(0, rng.uniform(0.15, 0.25), (12, 12))
    return x, y


def typewriter(
    seed: int = 97201, sizes: tuple[int, int, int] = SIZES, name: str = "typewriter-strikes"
) -> Splits:
    """The scans as (N, 1, 12, 12), centred and scaled by the training scans' mean and sd, 5 classes."""
    x, y = _typewriter(seed, sum(sizes))
    return _patch_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def typewriter_test_electric() -> Splits:
    """The bug: the test scans were typed on the office's new golf-ball electric typewriter (thinner,
    darker, wider letters on smooth paper); training and validation scans come from its manual
    machines."""
    import numpy as np

    x, y = _typewriter(97202, SIZES[0] + SIZES[1])
    xt, yt = _typewriter(97203, SIZES[2], electric=True)
    return _patch_splits(
        np.concatenate([x, xt]), np.concatenate([y, yt]), SIZES, "typewriter-strikes", _stats(x[: SIZES[0]])
    )


BELL_EVENTS = (
    "<pad>",
    "bell-beat",
    "bell-pause",
    "call-attention",
    "acknowledge",
    "block-line-clear",
    "block-train-on-line",
    "train-entering-section",
    "home-signal-off",
    "distant-signal-off",
    "signals-replaced",
    "train-out-of-section",
    "block-normal",
    "points-reversed",
    "gates-closed",
)
TRAIN_CLASSES = ("express-passenger", "ordinary-passenger", "freight", "light-engine", "engineers-train")
_BELL_CODES = ((4,), (3, 1), (1, 4), (2, 3), (2, 2, 1))  # the is-line-clear offer, rung in beats
_CLASS_EVENTS = ((9, 8), (8,), (13, 14, 8), (8,), (13, 8, 13))  # what the box does for each class


def _signal_box(seed: int, n: int, length: int = 20) -> tuple[Any, Any]:
    """A signal box's event logs for one train through an absolute-block section (ids 1-14, 0 pads on
    the left): the call-attention bell and its acknowledgement, the is-line-clear offer rung as the train
    class's bell code (beats, 1, and pauses, 2: express 4, ordinary passenger 3-1, freight 1-4, light
    engine 2-3, engineer's train 2-2-1), repeated back by the box in advance on half the logs, the block
    instrument to line clear, the class's own lever work (distant and home signals off for an express,
    points and gates for a freight or an engineer's train), train entering section, train on line,
    signals replaced, train out of section and block normal; labelled by the train's class in the
    register. The signalman's ringing is sloppy: each beat is dropped with p 0.12, an extra beat rung
    with p 0.08, each pause lost with p 0.2; 15% of the events are replaced by a random one, up to three
    spurious events are inserted (a second train's bells), and a log is cut to its last 20 events."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=SHARES)
    x = np.zeros((n, length), dtype=np.int64)
    for i in range(n):
        c = int(y[i])
        rung: list[int] = []
        for g, beats in enumerate(_BELL_CODES[c]):
            if g:
                rung += [] if rng.random() < 0.2 else [2]
            rung += [1 for _ in range(beats) if rng.random() >= 0.12]
            rung += [1] if rng.random() < 0.08 else []
        events = [3, 4, *rung]
        if rng.random() < 0.5:
            events += [4, *rung]
        events += [5, *_CLASS_EVENTS[c], 7, 6]
        if c != 3 and rng.random() < 0.5:
            events += [7]
        events += [10, 11, 12]
        events = [int(rng.integers(3, 15)) if rng.random() < 0.15 else e for e in events]
        for _ in range(int(rng.integers(0, 4))):
            events.insert(int(rng.integers(0, len(events) + 1)), int(rng.integers(1, 15)))
        events = events[-length:]
        x[i, length - len(events) :] = events
    return x, y


def signal_box(
    seed: int = 97301, sizes: tuple[int, int, int] = SIZES, name: str = "signal-box-logs"
) -> Splits:
    """Event logs (N, 20) over 15 ids (0 the padding), 5 classes."""
    x, y = _signal_box(seed, sum(sizes))
    return _token_splits(x, y, sizes, name)


def signal_box_booked_class() -> Splits:
    """The bug: the training labels come from the timetable's booked class of each path, not from the
    register's class of the train that ran: on the 35% of training paths run by a substitute (a light
    engine on a freight path, an engineer's train in a passenger path ...) the label is the booked
    class, drawn from the timetable's mix. Validation and test logs are labelled from the register."""
    import numpy as np

    x, y = _signal_box(97302, sum(SIZES))
    y = y.copy()
    rng = np.random.default_rng(97303)
    rows = np.flatnonzero(rng.random(SIZES[0]) < 0.35)
    y[rows] = rng.choice(5, len(rows), p=SHARES)
    return _token_splits(x, y, SIZES, "signal-box-logs")


TROMBONE = ("sound", "dent", "leaking-water-key", "loose-brace", "cracked-solder")


def _trombone(seed: int, n: int, length: int = 64) -> tuple[Any, Any]:
    """A brass workshop's acoustic pulse reflectometry of trombones (64 samples of the reflected
    pressure after a pulse sent into the mouthpiece), labelled by the technician's finding: a sound
    instrument (the receiver joint's small echo, the slide crook's dip and rise, the bell's broad negative
    reflection at samples 40-52 by the slide's position), a dent (a constriction's sharp up-down doublet
    of 0.45-0.65 at samples 14-36), a leaking water key (a negative, decaying step of 0.25-0.4 from samples
    24-28 and a bell echo weakened by 40%), a loose brace (a ringing of period 3.5-5 samples and 0.3-0.45
    decaying from samples 16-30) or a cracked solder joint (a one- or two-sample spike of 0.6-0.9 of
    either sign at samples 12-40). Every trace has the pulse jittered by a sample, a gain of 0.8-1.25, a
    baseline drift of +-0.1 and a noise of sd 0.04-0.08."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=SHARES)
    t = np.arange(length, dtype=float)
    x = np.zeros((n, length))
    for i in range(n):
        c = int(y[i])
        t0 = 3 + rng.uniform(-1, 1)

        def bump(at: float, width: float, t0: float = t0) -> Any:
            return np.exp(-(((t - at - (t0 - 3)) / width) ** 2))

        trace = bump(3, 1.2) + rng.uniform(0.1, 0.2) * bump(rng.uniform(10, 12), 1.0)
        crook = rng.uniform(21, 25)
        trace += -0.12 * bump(crook, 1.5) + 0.1 * bump(crook + 3, 1.5)
        bell = -rng.uniform(0.5, 0.7) * bump(rng.uniform(40, 52), rng.uniform(3, 4))
        if c == 1:
            at = rng.uniform(14, 36)
            trace += rng.uniform(0.45, 0.65) * (bump(at, 1.0) - bump(at + 1.6, 1.0))
        if c == 2:
            at = rng.uniform(24, 28)
            trace -= rng.uniform(0.25, 0.4) * np.exp(-np.clip(t - at, 0, None) / 8) * (t >= at)
            bell *= 0.6
        if c == 3:
            at = rng.uniform(16, 30)
            ring = np.sin(2 * np.pi * (t - at) / rng.uniform(3.5, 5)) * np.exp(-np.clip(t - at, 0, None) / 9)
            trace += rng.uniform(0.3, 0.45) * ring * (t >= at)
        if c == 4:
            at = int(rng.integers(12, 41))
            trace[at : at + int(rng.integers(1, 3))] += rng.choice([-1, 1]) * rng.uniform(0.6, 0.9)
        trace += bell + rng.uniform(-0.1, 0.1) * (t / length - 0.5)
        x[i] = rng.uniform(0.8, 1.25) * trace + rng.normal(0, rng.uniform(0.04, 0.08), length)
    return x, y


def trombone(
    seed: int = 97401, sizes: tuple[int, int, int] = SIZES, name: str = "trombone-reflectometry"
) -> Splits:
    """The traces (N, 64), centred and scaled by the training traces' mean and sd, 5 classes."""
    x, y = _trombone(seed, sum(sizes))
    return _signal_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


SALTERN_COLUMNS = (
    "density_be",
    "depth_cm",
    "evaporation_mm",
    "wind_ms",
    "humidity_pct",
    "sunshine_h",
    "rain_days",
    "lining_age_y",
    "air_temp_c",
)


def _saltern_days(seed: int, n: int) -> tuple[Any, Any]:
    """A solar saltern's crystallising pans: the brine's density when the pan is flooded (14-24 degrees
    Baume), the brine depth (5-20 cm), the season's pan evaporation (3-9 mm a day), the wind (1-8 m/s),
    the relative humidity (40-85%), the sunshine (6-13 h a day), the rain days in the period (Poisson,
    mean 1.5), the clay lining's age (0-30 years) and the air temperature (16-34 C); the target is the
    days from flooding to the salt harvest: the water to evaporate to saturation (26 Be) over an
    effective evaporation (faster with wind, sun and heat, slower with humidity and with the denser brine,
    a lining that seeps helps a little), plus 4 days for the crystal layer and 1.5 days a rain day, with a
    noise of sd 8%; the log of the days is the target."""
    import numpy as np

    rng = np.random.default_rng(seed)
    density = rng.uniform(14, 24, n)
    depth = rng.uniform(5, 20, n)
    evap = rng.uniform(3, 9, n)
    wind = rng.uniform(1, 8, n)
    humidity = rng.uniform(40, 85, n)
    sun = rng.uniform(6, 13, n)
    rain = rng.poisson(1.5, n).astype(float)
    lining = rng.uniform(0, 30, n)
    temp = rng.uniform(16, 34, n)
    effective = (
        evap
        * (1 + 0.05 * (wind - 4))
        * (1 - 0.008 * (humidity - 60))
        * (1 - 0.25 * density / 26)
        * (1 + 0.03 * (sun - 9))
        * (1 + 0.012 * (temp - 25))
    )
    days = 10 * depth * (1 - density / 26) / effective * (1 - 0.004 * lining) + 4 + 1.5 * rain
    days = days * np.exp(rng.normal(0, 0.08, n))
    x = np.column_stack([density, depth, evap, wind, humidity, sun, rain, lining, temp])
    return x, np.log(days)


def saltern(
    seed: int = 97501, sizes: tuple[int, int, int] = SIZES, name: str = "saltern-harvest-days"
) -> Splits:
    """9 standardised columns, the standardised log days."""
    x, y = _saltern_days(seed, sum(sizes))
    return _generated(name, x, y, 0, sizes)


def saltern_long() -> Splits:
    """A 2,000-pan draw."""
    return saltern(97502, (2000, 300, 300), "saltern-harvest-days-2000")


def saltern_foreman_days() -> Splits:
    """Not a fault: a second saltern's target is the days the pan foreman wrote in his book (rounded to
    his weekly rounds, with a noise of sd 35% on the same physics): a high loss floor is this task's
    Bayes error."""
    import numpy as np

    x, y = _saltern_days(97503, sum(SIZES))
    y = y + np.random.default_rng(97504).normal(0, 0.35, len(y))
    return _generated("saltern-foreman-days", x, y, 0, SIZES)


def saltern_eval_columns_alphabetical() -> Splits:
    """The bug: the validation and test sheets come from the warehouse's export, whose columns are in
    alphabetical order (air_temp_c, density_be, depth_cm ...), while the pipeline picks the features by
    position as the training sheet lists them: each evaluation column is read as another, and the
    training columns' scaler is applied to them by position."""
    import numpy as np

    x, y = _saltern_days(97505, sum(SIZES))
    order = np.argsort(np.array(SALTERN_COLUMNS))
    x = x.copy()
    x[SIZES[0] :] = x[SIZES[0] :][:, order]
    return _generated("saltern-harvest-days", x, y, 0, SIZES)


NOUGAT = ("good-chew", "too-hard", "too-soft", "grainy", "sticky")
NOUGAT_COLUMNS = (
    "boil_temp_c",
    "honey_pct",
    "sugar_glucose_ratio",
    "egg_white_pct",
    "nuts_pct",
    "moisture_pct",
    "whip_min",
    "cool_rate_c_min",
)


def _nougat(seed: int, n: int) -> tuple[Any, Any]:
    """A confectioner's nougat batches graded by the texture panel (good chew, too hard, too soft,
    grainy, sticky) from 8 batch-sheet measurements: the sugar syrup's boil temperature (C), the honey's
    share of the sugars (%), the sugar-to-glucose ratio, the egg white (%), the nuts (%), the moisture
    (%, lower after a hotter boil), the whipping time (min) and the cooling rate (C/min). The grade is the
    argmax of five scores built from a hardness (the boil, the moisture, the nuts), a graininess (a high
    sugar ratio cooled slowly, with their interaction) and a stickiness (honey and moisture against the
    egg white and the whipping), a good chew scoring for a middling hardness, plus a Gumbel noise of
    scale 0.7 (sound models stop near an accuracy of 0.7)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    boil = rng.normal(132, 4, n)
    honey = rng.normal(25, 7, n)
    ratio = rng.normal(2.5, 0.6, n)
    egg = rng.normal(3, 0.7, n)
    nuts = rng.normal(30, 8, n)
    moisture = 7 - 0.25 * (boil - 132) + rng.normal(0, 1.0, n)
    whip = rng.normal(12, 3, n)
    cool = rng.normal(2, 0.6, n)
    hard = 0.3 * (boil - 132) - 0.8 * (moisture - 7) + 0.04 * (nuts - 30) - 0.03 * (honey - 25)
    grain = 1.6 * (ratio - 2.5) + 1.2 * (2 - cool) + 1.0 * (ratio - 2.5) * (2 - cool)
    sticky = 0.12 * (honey - 25) + 0.6 * (moisture - 7) - 0.7 * (egg - 3) - 0.12 * (whip - 12)
    score = np.column_stack(
        [
            0.8 - 0.3 * hard**2,
            1.4 * hard - 1.3,
            -1.4 * hard - 1.3,
            1.3 * grain - 0.2,
            1.3 * sticky - 0.1,
        ]
    )
    y = (score + rng.gumbel(0, 0.7, (n, 5))).argmax(1)
    return np.column_stack([boil, honey, ratio, egg, nuts, moisture, whip, cool]), y


def nougat(
    seed: int = 97601, sizes: tuple[int, int, int] = SIZES, name: str = "nougat-texture-grades"
) -> Splits:
    """8 standardised columns, 5 classes."""
    x, y = _nougat(seed, sum(sizes))
    return _generated(name, x, y, 5, sizes)


def nougat_audited_inner_join() -> Splits:
    """The bug: the batch sheet is merged with the texture analyser's sheet by `pd.merge(...,
    how="inner")` to add one column nobody uses, and the analyser only measured the batches the QC
    audit picked (12%): 120 training batches survive the join. Validation and test come from the
    complete sheets."""
    x, y = _nougat(97602, 120 + SIZES[1] + SIZES[2])
    return _generated("nougat-texture-grades", x, y, 5, (120, SIZES[1], SIZES[2]))


def nougat_sorted_by_grade() -> Splits:
    """The training sheet as the panel files it, sorted by grade (the shuffle the script believes it
    did is `df.sample(frac=1, random_state=0)` without assigning the result, see the case)."""
    x, y = _nougat(97603, sum(SIZES))
    return _generated("nougat-texture-grades", x, y, 5, SIZES)


def nougat_raw() -> Splits:
    """The batch sheet in its units (the model standardises its inputs itself)."""
    import torch

    from tests.suite import datasets as ds

    x, y = _nougat(97604, sum(SIZES))
    return ds.named(
        ds._split(torch.tensor(x, dtype=torch.float32), torch.tensor(y).long(), SIZES, 5),
        "nougat-texture-grades",
    )


# ---------------------------------------------------------------- injected faults (and healthy hooks)


def lambda_returns_lr(optimizer: Any, total: int) -> Any:
    """The bug: the cosine is written `LambdaLR(opt, lambda s: lr * 0.5 * (1 + cos(pi * s / total)))`,
    the lr itself where LambdaLR wants a factor of the optimizer's lr: the lr is the recipe's squared
    (2e-3 becomes 4e-6 at the start) and decays from there."""
    import torch

    lr = float(optimizer.param_groups[0]["lr"])
    return torch.optim.lr_scheduler.LambdaLR(
        optimizer, lambda step: lr * 0.5 * (1 + math.cos(math.pi * min(1.0, step / max(1, total))))
    )


def multiplicative_decay(gamma: float) -> Callable[[Any, int], Any]:
    """The bug: the per-step exponential decay `gamma ** step` is handed to `MultiplicativeLR` (which
    multiplies the current lr by its lambda at every step) where `LambdaLR` (a factor of the base lr)
    was meant: the factors compound, the lr after s steps is `gamma ** (s * (s + 1) / 2)`."""

    def build(optimizer: Any, _total: int) -> Any:
        import torch

        return torch.optim.lr_scheduler.MultiplicativeLR(optimizer, lambda step: gamma**step)

    return build


def ovr_bce_by_hand(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """The bug: a one-vs-rest head trained with a hand-written binary cross-entropy, `-(t * p.log() +
    (1 - t) * (1 - p).log()).mean()` on `p = sigmoid(logits)` (no clamp, no BCE-with-logits): once a
    confident logit passes ~16.6, p rounds to exactly 1 in float32, `(1 - p).log()` is -inf, 0 * -inf
    is NaN, and the NaN loss's gradients turn the weights to NaN."""
    from torch import nn

    p = out.sigmoid()
    t = nn.functional.one_hot(y, out.shape[-1]).to(out.dtype)
    return -(t * p.log() + (1 - t) * (1 - p).log()).mean()


def soft_margin_on_one_hot(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """The bug: `nn.SoftMarginLoss()` (two-class logistic loss, targets -1 / +1) where
    `nn.MultiLabelSoftMarginLoss()` (targets 0 / 1) was meant, given one-hot targets: every wrong
    class's term is `log(1 + exp(0)) = ln 2` whatever its logit (no gradient), only the true class's
    logit is pushed up, and the loss cannot fall below (C - 1) / C * ln 2 = 0.555."""
    from torch import nn

    t = nn.functional.one_hot(y, out.shape[-1]).to(out.dtype)
    return nn.functional.soft_margin_loss(out, t)


def _first_row(inner: Any, x: torch.Tensor) -> torch.Tensor:
    out: torch.Tensor = inner(x)
    return out if inner.training else out[0].expand_as(out)


eval_first_row = _wrapper(_first_row)
eval_first_row.__doc__ = """The bug: the shared prediction step takes `preds = model(x)[0]`, the
Hugging Face idiom for the logits in a model's output tuple; this model returns a plain (N, 1) tensor,
so `[0]` is the batch's first prediction, which broadcasts against the (N, 1) targets: every evaluation
row is scored with the first row's prediction. Training calls the model directly."""


def backbone_no_grad(net: nn.Module) -> nn.Module:
    """The bug: the convolutional body's forward carries a `@torch.no_grad()` decorator copied from the
    `embed()` inference helper beside it: no gradient ever reaches the convolutions (they keep their
    random init), only the linear head trains on random features."""
    import torch
    from torch import nn

    class NoGrad(nn.Module):
        def __init__(self, inner: nn.Module) -> None:
            super().__init__()
            self.inner = inner

        def forward(self, x: torch.Tensor) -> torch.Tensor:
            with torch.no_grad():
                out: torch.Tensor = self.inner(x)
            return out

    net.body = NoGrad(net.body)  # type: ignore[assignment]
    return net


def precedence_standardiser(net: nn.Module) -> nn.Module:
    """The bug: the model's input layer standardises with `x - self.mean / self.std` (operator
    precedence: only the mean is divided, `(x - self.mean) / self.std` was meant), with the training
    sheet's column means and sds: the MLP sees the columns in their units less a constant (a boil
    temperature of ~99 and a spread of 4 C, nuts at ~26 +- 8 %, a ratio at ~-1.7 +- 0.6)."""
    from torch import nn

    data = nougat_raw()
    mean, std = data.x_train.mean(0), data.x_train.std(0)

    class Standardise(nn.Module):
        def __init__(self, inner: nn.Module) -> None:
            super().__init__()
            self.inner = inner
            self.head = inner.head  # type: ignore[assignment]
            self.register_buffer("mean", mean.clone())
            self.register_buffer("std", std.clone())

        def forward(self, x: torch.Tensor) -> torch.Tensor:
            out: torch.Tensor = self.inner(x - self.mean / self.std)
            return out

    return Standardise(net)


def _stop_at_threshold(stack: Any, plan: Plan, threshold: float) -> None:
    """EarlyStopping("val_loss", patience, stopping_threshold=threshold) (Lightning), and the same rule
    as a callback on eval_loss (transformers): training stops at the first evaluation whose val loss is
    at or below the threshold."""
    from unittest import mock

    import transformers
    from lightning.pytorch import callbacks

    real_stopping = callbacks.EarlyStopping

    def stopping(monitor: str, patience: int = 3, **_kw: Any) -> Any:
        return real_stopping(monitor, patience=patience, stopping_threshold=threshold)

    class Threshold(transformers.TrainerCallback):  # type: ignore[misc]
        def __init__(self, patience: int) -> None:
            self.patience, self.best, self.bad = patience, float("inf"), 0

        def on_evaluate(self, args: Any, state: Any, control: Any, metrics: Any = None, **_kw: Any) -> None:
            loss = (metrics or {}).get("eval_loss")
            if loss is None:
                return
            if loss <= threshold:
                control.should_training_stop = True
            if loss < self.best:
                self.best, self.bad = loss, 0
            else:
                self.bad += 1
                if self.bad >= self.patience:
                    control.should_training_stop = True

    real_init = transformers.Trainer.__init__

    def init(self: Any, *args: Any, **kw: Any) -> None:
        kw["callbacks"] = [c for c in kw.get("callbacks") or [] if type(c).__name__ != "Patience"]
        real_init(self, *args, **kw)
        self.add_callback(Threshold(plan.early_stop or 3))

    stack.enter_context(mock.patch.object(callbacks, "EarlyStopping", stopping))
    stack.enter_context(mock.patch.object(transformers.Trainer, "__init__", init))


def zzzzu_runs(*, stopping_threshold: float | None = None, **kw: Any) -> Callable[[Plan], Runner]:
    """Battery zf's runner (every earlier wrapper's hooks) with this battery's early stopping hook.
    `stopping_threshold`: early stopping also stops at the first val loss at or below it."""
    inner_factory = zf_runs(**kw)
    if stopping_threshold is None:
        return inner_factory

    def factory(plan: Plan) -> Runner:
        inner = inner_factory(plan)

        def for_layout(layout: str) -> Callable[[Any, int], dict[str, Any]]:
            run = inner(layout)

            def patched(run_dir: Any, seed: int) -> dict[str, Any]:
                from contextlib import ExitStack

                with ExitStack() as stack:
                    _stop_at_threshold(stack, plan, stopping_threshold)
                    return run(run_dir, seed)

            return patched

        return for_layout

    return factory


def _strike_jitter(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.roll(x, (int(torch.randint(-1, 2, (1,))), int(torch.randint(-1, 2, (1,)))), dims=(2, 3))
    return x * torch.exp(0.15 * (torch.rand(len(x), 1, 1, 1) * 2 - 1)) + 0.3 * torch.randn_like(x)


strike_jitter = _augmented(_strike_jitter)
strike_jitter.__doc__ = """Not a fault: in training mode each batch of scans is moved by up to a row
and a column, each scan's ink scaled by up to 15% either way and given 0.3 sd of noise."""


def _trace_jitter(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.roll(x, int(torch.randint(-1, 2, (1,))), dims=-1)
    return x * (1 + 0.2 * (torch.rand(len(x), 1) * 2 - 1)) + 0.25 * torch.randn_like(x)


trace_jitter = _augmented(_trace_jitter)
trace_jitter.__doc__ = """Not a fault: in training mode each batch of traces is shifted by up to a
sample, each trace's gain jittered by up to 20% and given 0.25 sd of noise."""


# ---------------------------------------------------------------- the variants


def ZZZZU(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by this battery's runner (battery zf's, through every earlier wrapper)."""
    return L(*args, runs=runs or zzzzu_runs(), **kw)


CH16 = {"channels": 16}
H48 = {"hidden": 48}
W128 = {"width": 128, "num_layers": 2}
W256 = {"width": 256, "num_layers": 2}

FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    ZZZZU(
        "vzzzzu-lambdalr-returns-lr-not-factor-cnn1d-trombone",
        Plan(trombone, "cnn1d", 2e-3, "adam", epochs=10, log_every=5, model_kw=CH16),
        ("slow-convergence",),
        "learning-rate-too-low",
        (
            "the cosine is written `LambdaLR(opt, lambda s: lr * 0.5 * (1 + cos(pi * s / total)))`, the lr "
            "itself where LambdaLR wants a factor of it: Adam's lr is the recipe's 2e-3 squared, 4e-6 at the "
            "start, decaying to 0; a 16-channel 1-D CNN over the reflectometry traces, 10 epochs (every 5th "
            "step logged): losses 1.65, 1.63, 1.63, 1.64 ... 1.57-1.67 in the last third, epoch means 1.63 "
            "at every epoch, the val loss 1.62 and val accuracy 0.223 at every epoch, test 1.62 and 0.21 "
            "(sound 1-D CNNs on these traces: ~0.77-0.86 and 0.72-0.76)"
        ),
        ("learning-rate-out-of-range", "metric-at-baseline", "undertrained"),
        family="cnn",
        dataset="trombone-reflectometry",
        seed=97001,
        runs=zzzzu_runs(schedule=lambda_returns_lr, hparams={"scheduler": "LambdaLR(lr * cosine)"}),
    ),
    ZZZZU(
        "vzzzzu-lr-and-weight-decay-swapped-gru-signal-box",
        Plan(signal_box, "gru", 0.1, "adamw", weight_decay=1e-3, epochs=10, log_every=5, model_kw=H48),
        ("slow-convergence",),
        "learning-rate-too-high",
        (
            "the config's `(lr, weight_decay)` pair is unpacked in the wrong order: AdamW runs at lr 0.1 "
            "with a weight decay of 1e-3 where lr 1e-3 with a decay of 0.1 was meant; a GRU (hidden 48) over "
            "the signal-box logs, 10 epochs (every 5th step logged): losses 1.73, 1.36, 1.03, 1.27, 0.789, "
            "1.14, 1.48 ... 0.403-1.42 in the last third, epoch means 1.35, 1.13, 1.08, 1.02, 1.05, 1.01, "
            "1.21, 1.04, 0.843, 0.844, the val loss 0.944, 1.07, 1.07, 1.53, 0.941, 0.958, 0.994, 0.819, "
            "0.882, 0.797 and val accuracy 0.6-0.69, test 0.659 and 0.7 (sound readers of these logs: "
            "~0.45-0.6 and 0.74-0.85)"
        ),
        ("learning-rate-out-of-range", "loss-oscillation", "loss-spikes", "undertrained"),
        family="rnn",
        dataset="signal-box-logs",
        seed=97002,
        runs=zzzzu_runs(hparams={"config_lr": 1e-3, "config_weight_decay": 0.1}),
    ),
    ZZZZU(
        "vzzzzu-multiplicativelr-given-per-step-factor-bncnn1d-trombone",
        Plan(trombone, "bncnn1d", 3e-3, "adam", epochs=12, log_every=4, model_kw=CH16),
        ("slow-convergence",),
        "lr-decay-too-fast",
        (
            "a per-step exponential decay `0.9995 ** step` handed to `MultiplicativeLR` (which multiplies "
            "the current lr by its lambda at every step) where `LambdaLR` was meant: the factors compound to "
            "`0.9995 ** (s * (s + 1) / 2)` after s steps; a 16-channel batch-norm 1-D CNN under Adam lr "
            "3e-3, 12 epochs (every 4th step logged): the lr 2.3e-3 after the first epoch, 3.1e-4 after the "
            "third, 5.2e-6 after the fifth, 3.2e-19 at the end; losses 1.53, 1.54, 1.51, 1.48 ... 0.963-1.26 "
            "in the last third, epoch means 1.49, 1.32, 1.23, 1.19, then 1.18-1.19, the val loss 1.44, 1.27, "
            "1.2, then 1.17-1.18 and val accuracy 0.397, 0.64, then 0.62-0.65, test 1.21 and 0.62 (sound 1-D "
            "CNNs on these traces: ~0.77-0.86 and 0.72-0.76)"
        ),
        ("undertrained", "weights-not-updating"),
        family="cnn-bn",
        dataset="trombone-reflectometry",
        seed=97003,
        runs=zzzzu_runs(
            schedule=multiplicative_decay(0.9995), hparams={"scheduler": "MultiplicativeLR(0.9995 ** step)"}
        ),
    ),
    ZZZZU(
        "vzzzzu-ovr-bce-by-hand-log-one-minus-p-nan-bncnn-typewriter",
        Plan(typewriter, "bncnn", 4e-3, "adam", epochs=30, log_every=10, model_kw=CH16),
        ("gradient-explosion",),
        "numerical-instability",
        (
            "a one-vs-rest head trained with a hand-written binary cross-entropy, `-(t * p.log() + (1 - t) * "
            "(1 - p).log()).mean()` on `p = sigmoid(logits)` (no clamp, no BCE-with-logits): once a "
            "confident logit passes ~16.6, p rounds to 1 in float32 and the loss is NaN; a 16-channel "
            "batch-norm CNN under Adam lr 4e-3, 30 epochs (every 10th step logged): losses 0.592, 0.485, "
            "0.439 ... 0.056-0.094 over epochs 17-20, the gradient norm 0.15-1.8, then NaN from epoch 22.8 "
            "on (the Trainer logs the NaN losses as 0), the val loss 0.405, 0.364, 0.314 ... 0.177 (epoch "
            "20), 0.365, 0.337, then NaN, and val accuracy 0.44 to 0.62-0.85, then 0.22 at every epoch from "
            "the 23rd, test NaN and 0.21"
        ),
        ("loss-runaway", "nonfinite-first-seen", "metric-at-baseline", "zero-train-loss"),
        family="cnn-bn",
        dataset="typewriter-strikes",
        seed=97004,
        runs=zzzzu_runs(loss=ovr_bce_by_hand, hparams={"loss": "one-vs-rest BCE (by hand)"}),
    ),
    # --- data
    ZZZZU(
        "vzzzzu-labels-from-booked-class-not-register-lstm-signal-box",
        Plan(
            signal_box_booked_class,
            "lstm",
            3e-3,
            "adam",
            epochs=40,
            log_every=10,
            clip=1.0,
            model_kw={"hidden": 64},
        ),
        ("overfitting",),
        "label-noise",
        (
            "the training labels are the timetable's booked class of each path, not the register's class of "
            "the train that ran: on the 35% of training paths run by a substitute the label is the booked "
            "class, drawn from the timetable's mix (~28% of the training labels wrong); validation and test "
            "from the register; an LSTM (hidden 64) under Adam lr 3e-3 clipped at 1, 40 epochs (every 10th "
            "step logged): losses 1.6, 1.6, 1.6, 1.56, 1.45 ... 0.0715-0.473 in the last third, the val loss "
            "1.57, 1.18, 0.883 ... 0.76 (min, epoch 13) ... 1.01-1.64 in the last third, 1.64 at the end, "
            "and val accuracy 0.28 to 0.757, 0.66 at the end, test 1.6 and 0.613 (sound readers of these "
            "logs: ~0.45-0.6 and 0.74-0.85)"
        ),
        ("train-val-gap",),
        family="rnn",
        dataset="signal-box-logs",
        seed=97005,
    ),
    ZZZZU(
        "vzzzzu-test-scans-from-electric-typewriter-bncnn-typewriter",
        Plan(typewriter_test_electric, "bncnn", 3e-3, "adam", epochs=10, log_every=5, model_kw=CH16),
        ("val-test-gap",),
        "distribution-shift",
        (
            "the test scans were typed on the office's new golf-ball electric typewriter (thinner, darker "
            "strokes of a wider typeface on smooth paper), training and validation scans on its manual "
            "machines; a 16-channel batch-norm CNN under Adam lr 3e-3, 10 epochs (every 5th step logged): "
            "losses 1.52, 1.52, 1.38, 1.36 ... 0.28-0.544 in the last third, epoch means 1.38, 1.12, 0.964 "
            "... 0.346, the val loss 1.22, 1.06, 0.943 ... 0.576-0.619 and val accuracy 0.46 to 0.73-0.79, "
            "test 1.09 and 0.657"
        ),
        (),
        family="cnn-bn",
        dataset="typewriter-strikes",
        seed=97006,
    ),
    ZZZZU(
        "vzzzzu-shuffle-result-never-assigned-sorted-by-grade-mlp-nougat",
        Plan(
            nougat_sorted_by_grade,
            "mlp",
            2e-3,
            "adam",
            epochs=12,
            log_every=2,
            shuffle=False,
            sort_by_class=True,
            model_kw=W128,
        ),
        ("periodic-loss", "slow-convergence"),
        "data-not-shuffled",
        (
            "the script's shuffle is `df.sample(frac=1, random_state=0)` with its result never assigned "
            "(pandas returns a copy) and the loader is built with `shuffle=False` because the frame 'is "
            "already shuffled': the sheet stays sorted by grade and every epoch walks through good chew, too "
            "hard, too soft, grainy and sticky in turn; a 2x128 MLP under Adam lr 2e-3, 12 epochs (every 2nd "
            "step logged): within each epoch the loss falls over a grade's block and jumps at the next "
            "(epoch 12: 1.21, 1.28, 1.23, 0.84, 0.49, 0.54, 0.49, 0.61, 0.63, 0.73, 1.11, 1.12, 1.0, 1.21, "
            "1.23, 0.72; epoch 2: 1.58 ... 1.34 ... 1.72 ... 1.56), the gradient norm 2-7, the val loss "
            "1.55, 1.44, 1.3 ... 0.854 and val accuracy 0.32 to 0.65, test 0.826 and 0.69 (sound MLPs on "
            "these batches: ~0.67-0.69 and 0.7-0.73)"
        ),
        ("loss-oscillation", "loss-spikes"),
        family="mlp",
        dataset="nougat-texture-grades",
        seed=97007,
        runs=zzzzu_runs(hparams={"shuffle": False, "presorted": "df.sample(frac=1) (result discarded)"}),
    ),
    ZZZZU(
        "vzzzzu-inner-join-with-audit-sheet-120-rows-mlp-nougat",
        Plan(nougat_audited_inner_join, "mlp", 2e-3, "adam", epochs=60, log_every=2, model_kw=W256),
        ("overfitting",),
        "insufficient-data",
        (
            "the batch sheet is merged with the texture analyser's sheet by `pd.merge(..., how='inner')` "
            "for a column nobody uses, and the analyser only measured the batches the QC audit picked: 120 "
            "training batches survive; a 2x256 MLP under Adam lr 2e-3, 60 epochs of 4 steps (every 2nd step "
            "logged): losses 1.55, 1.34, 1.1 ... 0.0046-0.0232 in the last third, epoch means 1.5, 1.12, "
            "0.894 ... 0.0066, the val loss 1.33, 1.14, 0.976, 0.886, 0.847, 0.837 (min, epoch 6) ... "
            "1.63-1.91 in the last third, 1.91 at the end, and val accuracy 0.5 to 0.68, 0.657 at the end, "
            "test 2.08 and 0.613 (sound MLPs on these batches: ~0.67-0.69 and 0.7-0.73)"
        ),
        ("train-val-gap", "zero-train-loss"),
        family="mlp",
        dataset="nougat-texture-grades",
        seed=97008,
    ),
    # --- evaluation
    ZZZZU(
        "vzzzzu-eval-sheet-columns-alphabetical-regression-saltern",
        Plan(saltern_eval_columns_alphabetical, "mlp", 2e-3, "adam", epochs=15, log_every=5, model_kw=W128),
        ("train-val-gap",),
        "eval-pipeline-mismatch",
        (
            "the validation and test sheets come from the warehouse's export with its columns in "
            "alphabetical order (air_temp_c, density_be, depth_cm ...) while the pipeline takes the features "
            "by position as the training sheet lists them, and scales them with the training columns' "
            "statistics by position; a 2x128 regression MLP under Adam lr 2e-3, 15 epochs (every 5th step "
            "logged): losses 0.543, 0.103, 0.0927 ... 0.0205-0.0462 in the last third, epoch means 0.261, "
            "0.0679, 0.0541 ... 0.0321, the val loss 5.78, 4.89, 4.77, 4.2, 6.26 ... 6.04-7.44 in the last "
            "third, test 6.52 (a sound MLP's val loss on these pans: ~0.054-0.066)"
        ),
        (),
        family="regression",
        dataset="saltern-harvest-days",
        seed=97009,
    ),
    ZZZZU(
        "vzzzzu-eval-preds-model-output-index-0-regression-saltern",
        Plan(
            saltern, "mlp", 2e-3, "adam", epochs=12, log_every=4, model_fault=eval_first_row, model_kw=MLP64
        ),
        ("train-val-gap",),
        "wrong-eval-logic",
        (
            "the shared prediction step takes `preds = model(x)[0]`, the Hugging Face idiom for the logits "
            "of an output tuple; this model returns a plain (N, 1) tensor, so every evaluation row is scored "
            "with the batch's first prediction (broadcast); training calls the model directly; a 2x64 "
            "regression MLP under Adam lr 2e-3, 12 epochs (every 4th step logged): losses 1.01, 0.804, "
            "0.608, 0.397 ... 0.0227-0.0611 in the last third, epoch means 0.529, 0.103, 0.0672 ... 0.0371, "
            "the val loss 1.38, 1.2, 1.14, 1.09 ... 1.04-1.06 (the standardised target's variance is 1), "
            "test 2.02 (a sound MLP's val loss on these pans: ~0.054-0.066)"
        ),
        (),
        family="regression",
        dataset="saltern-harvest-days",
        seed=97010,
    ),
    ZZZZU(
        "vzzzzu-test-loads-stale-latest-symlink-resnet-typewriter",
        Plan(typewriter, "resnet", 3e-3, "adamw", weight_decay=0.01, epochs=8, log_every=4),
        ("val-test-gap",),
        "wrong-checkpoint-loaded",
        (
            "the checkpoint callback re-points a `latest.ckpt` symlink with `os.symlink`, which raises "
            "FileExistsError once the link exists, and the callback's `try/except OSError: pass` swallows "
            "it: `latest.ckpt` stays on the first save (after 32 optimizer steps, one epoch) and the test "
            "loads it; a small residual net under AdamW (lr 3e-3, weight decay 0.01), 8 epochs (every 4th "
            "step logged): losses 1.48, 1.45, 1.4, 1.51 ... 0.541-1.07 in the last third, epoch means 1.46, "
            "1.25, 1.07 ... 0.666, the val loss 1.37, 1.1, 0.951 ... 0.662 and val accuracy 0.47 to 0.777, "
            "test 1.36 and 0.49"
        ),
        (),
        family="resnet",
        dataset="typewriter-strikes",
        seed=97011,
        runs=zzzzu_runs(test_at_step=32),
    ),
    # --- model
    ZZZZU(
        "vzzzzu-inline-standardise-operator-precedence-mlp-nougat",
        Plan(
            nougat_raw,
            "mlp",
            1e-3,
            "adam",
            epochs=12,
            log_every=5,
            model_fault=precedence_standardiser,
            model_kw=W128,
        ),
        ("slow-convergence",),
        "wrong-operator",
        (
            "the model's input layer standardises with `x - self.mean / self.std` (operator precedence: only "
            "the mean is divided, `(x - self.mean) / self.std` was meant): the MLP sees the batch-sheet "
            "columns in their units less a constant (a boil temperature near 99 with a spread of 4 C, nuts "
            "near 26 +- 8%); a 2x128 MLP under Adam lr 1e-3, 12 epochs (every 5th step logged): losses 3.08, "
            "1.75, 1.53, 1.83 ... 0.914-1.52 in the last third, epoch means 2.21, 1.58, 1.64, 1.5 ... 1.22, "
            "the gradient norm 57 at first, 3-31 in the last third (sound MLPs: ~0.4-2), the val loss 1.58, "
            "2.02, 1.62 ... 1.11 and val accuracy 0.23 to 0.46-0.56, test 1.14 and 0.513 (sound MLPs on "
            "these batches: ~0.67-0.69 and 0.7-0.73)"
        ),
        ("input-not-normalized", "loss-spikes", "bad-initial-loss"),
        family="mlp",
        dataset="nougat-texture-grades",
        seed=97012,
    ),
    ZZZZU(
        "vzzzzu-backbone-forward-under-no-grad-cnn1d-trombone",
        Plan(
            trombone,
            "cnn1d",
            2e-3,
            "adam",
            epochs=10,
            log_every=5,
            model_fault=backbone_no_grad,
            model_kw=CH16,
        ),
        ("slow-convergence", "metric-at-baseline"),
        "frozen-weights",
        (
            "the convolutional body's forward runs under `torch.no_grad()` (a decorator copied from the "
            "`embed()` inference helper beside it): no gradient reaches the convolutions, which keep their "
            "random init, and only the linear head trains on their pooled outputs; a 16-channel 1-D CNN "
            "under Adam lr 2e-3, 10 epochs (every 5th step logged): losses 1.59, 1.61, 1.6 ... 1.56-1.64 in "
            "the last third, epoch means 1.61, 1.6, 1.6 ... 1.58, the val loss 1.62 to 1.6 and val accuracy "
            "0.207-0.213, test 1.59 and 0.237 (sound 1-D CNNs on these traces: ~0.77-0.86 and 0.72-0.76)"
        ),
        ("weights-not-updating", "undertrained"),
        family="cnn",
        dataset="trombone-reflectometry",
        seed=97013,
    ),
    ZZZZU(
        "vzzzzu-soft-margin-loss-on-one-hot-cnn-typewriter",
        Plan(typewriter, "cnn", 2e-3, "adam", epochs=10, log_every=5, model_kw=CH16),
        ("slow-convergence", "metric-at-baseline", "loss-function-mismatch"),
        "wrong-loss-function",
        (
            "`nn.SoftMarginLoss()` (targets -1 / +1) where `nn.MultiLabelSoftMarginLoss()` (targets 0 / 1) "
            "was meant, given one-hot targets: each wrong class's term is ln 2 whatever its logit, only the "
            "true class's logit is pushed up, and the loss cannot fall below 4/5 ln 2 = 0.555; a 16-channel "
            "CNN under Adam lr 2e-3, 10 epochs (every 5th step logged): losses 0.578, then 0.555 at every "
            "logged step, the gradient norm 0.124 at first, 7.7e-6 by step 15 and 1e-9-1e-7 from then on, "
            "the val loss 0.555 and val accuracy 0.21 at every epoch, test 0.555 and 0.203 (sound CNNs on "
            "these scans: ~0.46-0.84 and 0.72-0.84)"
        ),
        ("gradient-vanishing", "weights-not-updating"),
        family="cnn",
        dataset="typewriter-strikes",
        seed=97014,
        runs=zzzzu_runs(loss=soft_margin_on_one_hot, hparams={"loss": "SoftMarginLoss"}),
    ),
    # --- workflow
    ZZZZU(
        "vzzzzu-early-stop-threshold-meant-for-accuracy-gru-signal-box",
        Plan(signal_box, "gru", 2e-3, "adam", epochs=30, log_every=5, early_stop=5, clip=1.0, model_kw=H48),
        ("undertrained",),
        "too-few-epochs",
        (
            '`EarlyStopping(monitor="val_loss", patience=5, stopping_threshold=0.9)`, the threshold kept '
            "from the accuracy monitor it replaced ('stop at 90%'): training stops at the first val loss "
            "under 0.9; a GRU (hidden 48) under Adam lr 2e-3 clipped at 1, up to 30 epochs (every 5th step "
            "logged): it stopped after 4 epochs; losses 1.59, 1.61, 1.63, 1.68 ... 0.707-1.14 in the last "
            "third, epoch means 1.6, 1.41, 1.09, 0.895, the val loss 1.58, 1.15, 0.977, 0.776 and val "
            "accuracy 0.237, 0.457, 0.62, 0.673 (still improving), test 0.741 and 0.703 (this GRU run on: "
            "~0.46-0.5 and 0.8-0.85)"
        ),
        ("slow-convergence",),
        family="rnn",
        dataset="signal-box-logs",
        seed=97015,
        runs=zzzzu_runs(
            stopping_threshold=0.9, hparams={"early_stopping": "val_loss, stopping_threshold=0.9"}
        ),
    ),
    ZZZZU(
        "vzzzzu-early-stop-patience-from-epochs-key-mlp-nougat",
        Plan(
            nougat, "mlp", 2e-3, "adam", epochs=60, batch_size=100, log_every=5, early_stop=60, model_kw=W256
        ),
        ("overfitting",),
        "too-many-epochs",
        (
            "`EarlyStopping(patience=cfg.trainer.max_epochs)`, the epochs key where the patience key was "
            "meant: a patience of 60 on a 60-epoch run never stops it; a 2x256 MLP at batch 100 under Adam "
            "lr 2e-3, 60 epochs (600 steps, every 5th logged): losses 1.43, 1.03, 0.803, 0.707 ... "
            "0.0932-0.26 in the last third, the val loss 0.834, 0.678 (min, epoch 2), 0.693 ... 0.975-1.27 "
            "in the last third, 1.27 at the end, and val accuracy 0.7-0.71 early, 0.673 at the end, test "
            "1.55 and 0.637 (sound MLPs on these batches: ~0.67-0.69 and 0.7-0.73)"
        ),
        ("train-val-gap", "zero-train-loss"),
        family="mlp",
        dataset="nougat-texture-grades",
        seed=97016,
        runs=zzzzu_runs(hparams={"early_stopping_patience": 60}),
    ),
)

HEALTHY: tuple[Variant, ...] = (
    ZZZZU(
        "vzzzzu-healthy-bncnn-typewriter-jitter-noise-aug-dropout",
        Plan(
            typewriter,
            "bncnn",
            3e-3,
            "adam",
            epochs=12,
            log_every=6,
            model_fault=strike_jitter,
            model_kw={"channels": 16, "dropout": 0.3},
        ),
        (),
        None,
        (
            "a 16-channel batch-norm CNN with dropout 0.3 and scans moved by up to a row and a column, "
            "ink-scaled by up to 15% and given 0.3 sd of noise in training mode, Adam lr 3e-3, 12 epochs "
            "(every 6th step logged): losses 1.53, 1.36, 1.4, 1.41 ... 0.488-1.31 in the last third, epoch "
            "means 1.45, 1.24, 1.13 ... 0.791, the val loss 1.2, 1.09, 0.992 ... 0.571 (below the training "
            "loss) and val accuracy 0.47 to 0.82, test 0.579 and 0.8"
        ),
        family="cnn-bn",
        dataset="typewriter-strikes",
        seed=97101,
    ),
    ZZZZU(
        "vzzzzu-healthy-resnet-typewriter-onecycle-val-twice",
        Plan(
            typewriter,
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
            "epochs (every 3rd step logged), evaluated twice an epoch: losses 1.68, 1.8, 1.69, 1.75, 1.84 "
            "... 0.707-0.992 in the last third, epoch means 1.68, 1.5, 1.27 ... 0.874, the val loss 1.65, "
            "1.59, 1.46 ... 0.832-0.839 and val accuracy 0.22, 0.22, 0.33 ... 0.72, test 0.83 and 0.723"
        ),
        family="resnet",
        dataset="typewriter-strikes",
        seed=97102,
    ),
    ZZZZU(
        "vzzzzu-healthy-cnn-typewriter-bf16-cosine-val-every-2",
        Plan(
            typewriter,
            "cnn",
            0.03,
            "sgd",
            momentum=0.9,
            epochs=12,
            batch_size=64,
            log_every=4,
            schedule="cosine",
            val_every_epochs=2,
            bf16=True,
            model_kw=CH16,
        ),
        (),
        None,
        (
            "a 16-channel CNN under SGD with momentum 0.9 at lr 0.03 with cosine decay, batch 64, bf16-mixed "
            "autocast, 12 epochs (every 4th step logged), evaluated every 2 epochs: losses 1.59, 1.55, 1.44, "
            "1.27 ... 0.214-0.441 in the last third, epoch means 1.5, 1.18, 0.899 ... 0.288, the val loss "
            "0.981, 0.75, 0.638, 0.516, 0.481, 0.459 and val accuracy 0.57 to 0.84, test 0.475 and 0.817"
        ),
        family="cnn",
        dataset="typewriter-strikes",
        seed=97103,
    ),
    ZZZZU(
        "vzzzzu-healthy-transformer-signal-box-warmup-cosine-dropout",
        Plan(
            signal_box,
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
            "warm-up and a cosine decay, 12 epochs (every 5th step logged): losses 1.78, 1.61, 1.51, 1.47, "
            "1.49 ... 0.284-0.836 in the last third, epoch means 1.54, 1.12, 0.864 ... 0.518, the val loss "
            "1.35, 0.881, 0.781 ... 0.598-0.605 and val accuracy 0.52 to 0.74-0.75, test 0.519 and 0.82"
        ),
        family="transformer",
        dataset="signal-box-logs",
        seed=97104,
    ),
    ZZZZU(
        "vzzzzu-healthy-gru-signal-box-early-stop-patience-3",
        Plan(signal_box, "gru", 2e-3, "adam", epochs=40, log_every=10, early_stop=3, clip=1.0, model_kw=H48),
        (),
        None,
        (
            "a GRU (hidden 48) under Adam lr 2e-3 clipped at 1, early stopping on the val loss at patience 3 "
            "(up to 40 epochs; every 10th step logged): it stopped after 16 epochs; losses 1.61, 1.58, 1.51, "
            "1.28 ... 0.205-0.667 in the last third, epoch means 1.58, 1.26, 1.08 ... 0.29, the val loss "
            "1.46, 1.09, 0.986 ... 0.464 (min, epoch 13), 0.556, 0.53, 0.47 and val accuracy 0.42 to "
            "0.81-0.85, test 0.369 and 0.843"
        ),
        family="rnn",
        dataset="signal-box-logs",
        seed=97105,
    ),
    ZZZZU(
        "vzzzzu-healthy-lstm-signal-box-cyclic-lr",
        Plan(signal_box, "lstm", 3e-3, "adam", epochs=12, log_every=2, clip=1.0, model_kw=H48),
        (),
        None,
        (
            "an LSTM (hidden 48) under Adam clipped at 1 with a triangular CyclicLR between 5e-4 and 5e-3 "
            "(32 steps up, 32 down), 12 epochs (every 2nd step logged): losses level at 1.6-1.62 for the "
            "first 16 logged steps, then falling in waves, 0.122-0.652 in the last third, the val loss 1.45, "
            "0.96, 0.727, 0.591, 0.663, 0.517, 0.626, 0.504, 0.565, 0.473, 0.443, 0.448 and val accuracy "
            "0.41 to 0.85, test 0.398 and 0.87"
        ),
        family="rnn",
        dataset="signal-box-logs",
        seed=97106,
        runs=zzzzu_runs(schedule=cyclic(5e-4, 5e-3, 32), hparams={"scheduler": "CyclicLR(5e-4, 5e-3, 32)"}),
    ),
    ZZZZU(
        "vzzzzu-healthy-cnn1d-trombone-batch-8-every-step",
        Plan(trombone, "cnn1d", 3e-3, "adam", epochs=3, batch_size=8, log_every=1, model_kw=CH16),
        (),
        None,
        (
            "three epochs of a 16-channel 1-D CNN at batch 8 under Adam lr 3e-3, every step logged (375 "
            "steps): losses 1.59, 1.65, 1.67, 1.63 ... 0.613-1.51 in the last third, epoch means 1.57, 1.37, "
            "1.06, the gradient norm 0.17 at first, up to 5 late on, the val loss 1.52, 1.21, 1.03 and val "
            "accuracy 0.227, 0.39, 0.457 (still improving), test 1.07 and 0.457"
        ),
        family="cnn",
        dataset="trombone-reflectometry",
        seed=97107,
    ),
    ZZZZU(
        "vzzzzu-healthy-bncnn1d-trombone-jitter-aug-step-lr",
        Plan(
            trombone,
            "bncnn1d",
            3e-3,
            "adam",
            epochs=12,
            log_every=4,
            schedule="step",
            step_size=128,
            gamma=0.3,
            model_fault=trace_jitter,
            model_kw={"channels": 16, "dropout": 0.3},
        ),
        (),
        None,
        (
            "a 16-channel batch-norm 1-D CNN with dropout 0.3 and traces shifted by up to a sample, "
            "gain-jittered by up to 20% and given 0.25 sd of noise in training mode, Adam lr 3e-3 with a "
            "StepLR of 128 steps at gamma 0.3, 12 epochs (every 4th step logged): losses 1.69, 1.57, 1.52 "
            "... 0.679-1.41 in the last third, epoch means 1.53, 1.4, 1.27 ... 0.944, the val loss 1.47, "
            "1.33, 1.2 ... 0.763-0.768 (below the training loss), the lr down to 2.7e-4, test 0.787 and 0.75"
        ),
        family="cnn-bn",
        dataset="trombone-reflectometry",
        seed=97108,
    ),
    ZZZZU(
        "vzzzzu-healthy-cnn1d-trombone-accumulate-4-every-step",
        Plan(trombone, "cnn1d", 3e-3, "adam", epochs=16, accumulate=4, log_every=1, model_kw=CH16),
        (),
        None,
        (
            "a 16-channel 1-D CNN under Adam lr 3e-3, batches of 32 with gradients accumulated over 4 (128 "
            "optimizer steps), 16 epochs, every step logged: level near 1.6 for four epochs, then falling; "
            "losses 1.6, 1.6, 1.6, 1.61 ... 0.758-1.23 in the last third, epoch means 1.6, 1.59, 1.57, 1.55, "
            "1.52 ... 0.874, the gradient norm 0.08-0.18 at first, up to 2.4 as it learns, the val loss 1.6, "
            "1.6, 1.58, 1.55 ... 0.86 and val accuracy 0.21 to 0.72, test 0.881 and 0.657"
        ),
        family="cnn",
        dataset="trombone-reflectometry",
        seed=97109,
    ),
    ZZZZU(
        "vzzzzu-healthy-regression-saltern-long-sgd-log-100",
        Plan(
            saltern_long,
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
            "a 2x64 regression MLP under SGD with momentum 0.9 at lr 2e-3 over a 2,000-pan draw, 25 epochs "
            "(1,575 steps, logged every 100), evaluated every 5 epochs: losses 0.57, 0.119, 0.0915, 0.0786 "
            "... 0.0507, the val loss 0.0893, 0.0736, 0.0658, 0.0616, 0.0574 (still creeping down), test "
            "0.0576"
        ),
        family="regression",
        dataset="saltern-harvest-days",
        seed=97110,
    ),
    ZZZZU(
        "vzzzzu-healthy-regression-saltern-foreman-noise-floor",
        Plan(
            saltern_foreman_days,
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
            "the days the pan foreman wrote in his book, with a noise of sd 35% on the same physics (a loss "
            "floor at the task's Bayes error); a 2x64 regression MLP under Adam lr 2e-3 with cosine decay, "
            "15 epochs (every 5th step logged): losses 0.916, 0.787, 0.61 ... 0.29-0.651 in the last third, "
            "epoch means 0.799, 0.533, 0.508 ... 0.432, the val loss 0.53, 0.454, 0.451 ... 0.458-0.463 "
            "(level), test 0.511"
        ),
        family="regression",
        dataset="saltern-foreman-days",
        seed=97111,
    ),
    ZZZZU(
        "vzzzzu-healthy-regression-saltern-plateau-cuts",
        Plan(
            saltern, "mlp", 3e-3, "adam", epochs=20, log_every=5, schedule="plateau", gamma=0.3, model_kw=W128
        ),
        (),
        None,
        (
            "a 2x128 regression MLP under Adam lr 3e-3 with ReduceLROnPlateau (factor 0.3, patience 0) on "
            "the val loss, 20 epochs (every 5th step logged): losses 0.79, 0.272, 0.188 ... 0.0243-0.0368 in "
            "the last third, the val loss 0.114, 0.0732, 0.0649 ... 0.0542-0.0543 (level over the last half) "
            "while the lr is cut at epochs 5, 8, 9 and then every epoch from the 12th, to 5.3e-9, test 0.0566"
        ),
        family="regression",
        dataset="saltern-harvest-days",
        seed=97112,
    ),
    ZZZZU(
        "vzzzzu-healthy-mlp-nougat-epoch-only-logging",
        Plan(nougat, "mlp", 2e-3, "nadam", epochs=10, batch_size=64, train_log="epoch", model_kw=MLP64),
        (),
        None,
        (
            "a 2x64 MLP at batch 64 under NAdam lr 2e-3, 10 epochs, the training loss logged once an epoch "
            "only: epoch losses 1.49, 1.16, 0.889, 0.751 ... 0.615, the val loss 1.3, 0.968, 0.783 ... "
            "0.673-0.684 in the last third and val accuracy 0.59 to 0.71-0.73, test 0.821 and 0.66"
        ),
        family="mlp",
        dataset="nougat-texture-grades",
        seed=97113,
    ),
    ZZZZU(
        "vzzzzu-healthy-mlp-nougat-40-steps-still-improving",
        Plan(nougat, "mlp", 4e-3, "adam", epochs=4, batch_size=100, log_every=1, model_kw=MLP64),
        (),
        None,
        (
            "four epochs (40 steps at batch 100, every step logged) of a 2x64 MLP under Adam lr 4e-3: losses "
            "1.62, 1.57, 1.54, 1.48 ... 0.559-0.855 in the last third, the val loss 1.2, 0.825, 0.688, 0.676 "
            "and val accuracy 0.627, 0.713, 0.723, 0.71, test 0.824 and 0.677"
        ),
        family="mlp",
        dataset="nougat-texture-grades",
        seed=97114,
    ),
    ZZZZU(
        "vzzzzu-healthy-mlp-nougat-dropout-adamw-early-plateau",
        Plan(
            nougat,
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
            "step logged): losses 1.46, 1.38, 1.35, 0.719 ... 0.338-1.42 in the last third, epoch means "
            "1.33, 0.897, 0.808 ... 0.666, the val loss 0.934, 0.717, 0.674, then level at 0.679-0.709 "
            "(0.686 at the end) and val accuracy 0.68-0.71 throughout, test 0.812 and 0.66"
        ),
        family="mlp",
        dataset="nougat-texture-grades",
        seed=97115,
    ),
    ZZZZU(
        "vzzzzu-healthy-mlp-nougat-never-evaluated",
        Plan(nougat, "mlp", 3e-3, "adamax", epochs=12, log_every=5, schedule="cosine", model_kw=W128),
        (),
        None,
        (
            "a 2x128 MLP under Adamax lr 3e-3 with cosine decay, 12 epochs (every 5th step logged), never "
            "validated (no validation loader; one test at the end): losses 1.44, 1.27, 1.16 ... 0.298-0.833 "
            "in the last third, epoch means 1.18, 0.788, 0.703 ... 0.612, test 0.823 and 0.69"
        ),
        family="mlp",
        dataset="nougat-texture-grades",
        seed=97116,
        runs=zzzzu_runs(evaluate=False),
    ),
)
