"""Variant battery zzzzx: a look-alike of an external held-out suite, real framework runs (`--battery zzzzx`).

    nice -n 10 python benchmarks/variants.py --battery zzzzx --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery zzzzx [--runs]

Like batteries d-zzzzw, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is the log),
trained by battery d's runner through the earlier batteries' wrappers (battery zzzzu's runner: battery
zf's with its replaced loss and schedule, extra logged hyperparameters, a test on an early checkpoint,
battery zj's model and augmentation wrappers) and this battery's own hooks (a CyclicLR in exp_range
mode whose gamma is spent per step, a gradient hook that normalises instead of clipping, a prediction
step taking a log-softmax over the batch axis, a ReLU on a standardised regression output, an MSE on
the grade index, a residual net whose forward returns before its blocks, mirror / transpose / shift /
noise and shift / gain / noise augmentation), so each case can run in each of the three layouts; the
layout rotation of variants.py picks one.
It was written blind: its author trained it with `--train-only`, read the raw logged numbers of each
run, and never diagnosed or scored it, so it is held-out data for the tool.
Its halves are even (16 faulty, 16 healthy; one fault each, one cause a case, spread over every family
of cause: optimisation, data, evaluation, model, workflow), injected into data sets no battery had at a
realistic strength, in forms earlier batteries did not use (see each case's description and each
hook's docstring). The whole battery trains in about 1.4 CPU-minutes.
The data sets are new, all made offline with numpy from known generating models (see each generator):
12x12 scans of a batik workshop's wax-resist cloth by the dyer's check (clean, over-crackle, wax bleed,
a dye blotch, a misaligned cap; photographed at 24x24 and box-downsampled), a hovercraft ferry's
crossing logs labelled by the master's sea condition (calm, choppy, crosswind, heavy swell, shallows;
left-padded to 20), a hurdy-gurdy maker's bridge-pickup traces of the trompette string (64 samples: a
clean drone, a buzzing dog, a wolf tone, a loose string, a sticky wheel), a jute grower's retting days
(from the pond, the water and the stalks; log days, standardised) and a marquetry workshop's veneer
leaves graded by the cutter (from 8 columns of the cutting sheet).
Runs of 40 to 1,875 steps: MLPs, 2-D CNNs with and without batch norm, a small residual net, 1-D CNNs
with and without batch norm, GRU, LSTM and ReLU-RNN readers of the crossing logs, a small transformer and
regression MLPs; SGD with and without momentum, Adam, AdamW, NAdam, RMSprop, Adamax; constant, cosine,
warm-up + cosine, warm-up + linear, one-cycle, step, exponential, plateau and CyclicLR schedules,
gradient accumulation; bf16-mixed autocast, mirror, transpose, shift, gain and noise augmentation,
dropout, weight decay, early stopping, clipping; batches of 8 to 100; cadences from every step to once
every 100 steps and epoch-only, evaluations twice an epoch, once an epoch, every 2, 4 or 5 epochs.
The faulty half: Adam at the 1e-5 fallback of a `cfg.get` on a misspelt lr key, a CyclicLR in
exp_range mode whose per-epoch gamma of 0.97 is spent every step, a clipping hook written `g / g.norm()`
(every gradient tensor rescaled to norm 1) under SGD, a square-root lr scaling rule that forgot its base
batch (plain SGD at lr 0.4 where 0.025 was meant), training labels parsed from file names by a regex
that finds a download's "(1)" copy suffix on a quarter of the scans, overlapping windows of the same
recordings split at random between training and validation, test bundles retted in the monsoon ponds
(31-40 C against 18-32 C), a `df.dropna()` over a sparse notes column that leaves 120 training leaves,
evaluation scans downsampled NEAREST where training scans were box-averaged, a `predict()` helper taking
`log_softmax(logits, 0)` over the batch axis, a test on the smoke run's `model.pt` (the weights after
one epoch), a ReLU guard on a standardised log-days output, an `MSELoss` on the logits against the grade
index, a residual net's forward returning before its blocks, `clip_grad_norm_` called before
`loss.backward()` on a ReLU RNN, and an argparse `--epochs` default of 2 overriding the config's 40.
The healthy half holds sound runs a naive reader can take for a fault (see the healthy cases'
descriptions): val losses below the training loss under mirror, transpose, shift and noise augmentation
with dropout and under shift, gain and noise with a step schedule, a one-cycle residual net evaluated
twice an epoch, bf16 SGD under a warm-up + cosine schedule evaluated every 2 epochs, a transformer's
first losses above ln 5 under warm-up, plateau cuts flattening an LSTM's val loss, a GRU stopped early,
batch-8 noise logged every step, a 1-D CNN level for its first epochs under gradient accumulation
logged every step, a 1,875-step SGD regression logged every 100, a judged target's loss floor, an
exponential decay under RMSprop evaluated every 4 epochs, an epoch-only training log, a 40-step run, an
early plateau under heavy dropout and a cyclic lr's wavy loss evaluated twice an epoch.
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


BATIK = ("clean", "over-crackle", "wax-bleed", "dye-blotch", "misaligned-cap")


def _box_blur(img: Any, radius: int) -> Any:
    import numpy as np

    out = np.zeros_like(img)
    for dy in range(-radius, radius + 1):
        for dx in range(-radius, radius + 1):
            out += np.roll(img, (dy, dx), axis=(0, 1))
    return out / (2 * radius + 1) ** 2


def _batik(seed: int, n: int, nearest: bool = False) -> tuple[Any, Any]:
    """Grey scans of a batik workshop's wax-resist cloth, labelled by the dyer's check: a clean cloth,
    over-crackle (3-5 one-pixel veins of 0.5-0.8 where the wax cracked), wax bleed (the dye crept under
    the wax: the motif blurred over 2 px by 50-80%), a dye blotch (a blot of 0.5-0.8 and sd 2.5-4 px) or
    a misaligned cap (the copper stamp printed again 2-4 px off at 35-55%). Every cloth is a cap motif of
    dots (period 6-9 px at a random angle and phase, a dye level of 0.7-1.0), a cloth tone of sd 0.08 and
    a weave noise of sd 0.2-0.3, photographed at 24x24 and downsampled to 12x12 by 2x2 box averaging (the
    training pipeline's `resize(..., Image.BOX)`), or, with `nearest`, by taking every other pixel (the
    evaluation pipeline's `Image.NEAREST`: no averaging, the veins kept or lost whole)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=SHARES)
    yy, xx = np.mgrid[0:24, 0:24].astype(float)
    x = np.zeros((n, 12, 12))
    for i in range(n):
        c = int(y[i])
        period, angle = rng.uniform(6.0, 9.0), rng.uniform(0, np.pi / 2)
        u = xx * np.cos(angle) + yy * np.sin(angle)
        v = -xx * np.sin(angle) + yy * np.cos(angle)
        m = np.cos(2 * np.pi * u / period + rng.uniform(0, 6.3)) * np.cos(
            2 * np.pi * v / period + rng.uniform(0, 6.3)
        )
        motif = 1 / (1 + np.exp(-6 * (m - 0.2)))
        level = rng.uniform(0.7, 1.0)
        img = level * motif
        if c == 1:
            for _ in range(int(rng.integers(3, 6))):
                x0, y0, t = rng.uniform(0, 24), rng.uniform(0, 24), rng.uniform(0, np.pi)
                d = np.abs((xx - x0) * np.sin(t) - (yy - y0) * np.cos(t))
                img = img + rng.uniform(0.5, 0.8) * (d < 0.6)
        if c == 2:
            img = level * (motif + rng.uniform(0.5, 0.8) * (_box_blur(motif, 2) - motif))
        if c == 3:
            cx, cy = rng.uniform(4, 20, 2)
            img = img + rng.uniform(0.5, 0.8) * np.exp(
                -((xx - cx) ** 2 + (yy - cy) ** 2) / (2 * rng.uniform(2.5, 4.0) ** 2)
            )
        if c == 4:
            dx, dy = int(rng.choice([-4, -3, -2, 2, 3, 4])), int(rng.choice([-2, 0, 2]))
            img = img + rng.uniform(0.35, 0.55) * (np.roll(motif, (dy, dx), axis=(0, 1)) - motif.mean())
        img = img + rng.normal(0, 0.08) + rng.normal(0, rng.uniform(0.2, 0.3), (24, 24))
        x[i] = img[::2, ::2] if nearest else img.reshape(12, 2, 12, 2).mean(axis=(1, 3))
    return x, y


def batik(seed: int = 99201, sizes: tuple[int, int, int] = SIZES, name: str = "batik-cloth-scans") -> Splits:
    """The scans as (N, 1, 12, 12), centred and scaled by the training scans' mean and sd, 5 classes."""
    x, y = _batik(seed, sum(sizes))
    return _patch_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def batik_eval_nearest() -> Splits:
    """The bug: the training scans were downsampled from the camera's 24x24 by the capture script's
    `img.resize((12, 12), Image.BOX)`, the validation and test scans by the QA tool's
    `img.resize((12, 12))`, whose default filter here is `Image.NEAREST`: every other pixel, so the
    weave noise is not averaged (twice the sd) and a one-pixel vein is kept whole or lost; the
    training scans' mean and sd standardise both."""
    import numpy as np

    x, y = _batik(99202, SIZES[0])
    xe, ye = _batik(99203, SIZES[1] + SIZES[2], nearest=True)
    return _patch_splits(
        np.concatenate([x, xe]), np.concatenate([y, ye]), SIZES, "batik-cloth-scans", _stats(x)
    )


def batik_copy_suffix_labels() -> Splits:
    """The bug: the training labels are parsed from the file names (`batik_<grade digit>_<id>.png`)
    by `int(re.search(r"\\d", name).group())`; a quarter of the training scans were downloaded again
    from the shared drive, which saved them as `batik (1)_<digit>_<id>.png`, so the first digit the
    regex finds is the copy suffix's 1: those scans are all labelled over-crackle. The validation and
    test scans were exported by the QA tool with clean names."""
    import numpy as np

    x, y = _batik(99204, sum(SIZES))
    y = y.copy()
    rng = np.random.default_rng(99205)
    y[np.flatnonzero(rng.random(SIZES[0]) < 0.25)] = 1
    return _patch_splits(x, y, SIZES, "batik-cloth-scans", _stats(x[: SIZES[0]]))


CROSSING_EVENTS = (
    "<pad>",
    "lift-on",
    "depart-slip",
    "throttle-up",
    "throttle-down",
    "hump-transit",
    "cruise",
    "spray-over-bow",
    "skirt-contact",
    "yaw-correction",
    "plough-in",
    "wave-slam",
    "drift-check",
    "reverse-thrust",
    "arrive-slip",
)
CROSSING_CONDITIONS = ("calm", "choppy", "crosswind", "heavy-swell", "shallows")
# each condition's leg mix: a cruise leg, a spray leg, a yaw leg, a swell leg, a shallow-water leg
_LEGS = (
    (0.7, 0.1, 0.1, 0.0, 0.1),
    (0.25, 0.55, 0.1, 0.05, 0.05),
    (0.25, 0.1, 0.55, 0.05, 0.05),
    (0.2, 0.15, 0.05, 0.55, 0.05),
    (0.25, 0.05, 0.1, 0.05, 0.55),
)


def _crossings(seed: int, n: int, length: int = 20) -> tuple[Any, Any]:
    """A hovercraft ferry's crossing logs (ids 1-14 of CROSSING_EVENTS, 0 pads on the left), labelled by
    the condition in the master's log: each crossing starts lift-on, depart-slip (a hump transit after
    them with p 0.5) and draws legs from the condition's mix until it holds 6-17 events: a cruise leg
    (cruise, a throttle change with p 0.4), a spray leg (spray over the bow, a cruise), a yaw leg (one
    or two yaw corrections, a drift check with p 0.5), a swell leg (a wave slam, throttle down, a hump
    transit, throttle up) or a shallow leg (skirt contact, a plough-in with p 0.5, reverse thrust with
    p 0.4); it ends throttle-down, arrive-slip. The deck officer's tablet records 15% of the events as a
    random other one, and a log keeps its last 20 events."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=SHARES)
    x = np.zeros((n, length), dtype=np.int64)
    for i in range(n):
        c = int(y[i])
        events: list[int] = [1, 2, *([5] if rng.random() < 0.5 else [])]
        target = int(rng.integers(6, 18))
        while len(events) < target:
            kind = int(rng.choice(5, p=_LEGS[c]))
            if kind == 0:
                events += [6, *([int(rng.choice([3, 4]))] if rng.random() < 0.4 else [])]
            elif kind == 1:
                events += [7, 6]
            elif kind == 2:
                events += [9] * int(rng.integers(1, 3)) + ([12] if rng.random() < 0.5 else [])
            elif kind == 3:
                events += [11, 4, 5, 3]
            else:
                events += [8, *([10] if rng.random() < 0.5 else []), *([13] if rng.random() < 0.4 else [])]
        events += [4, 14]
        events = [int(rng.integers(1, 15)) if rng.random() < 0.1 else e for e in events][-length:]
        x[i, length - len(events) :] = events
    return x, y


def crossings(
    seed: int = 99301, sizes: tuple[int, int, int] = SIZES, name: str = "hovercraft-crossing-logs"
) -> Splits:
    """Crossing logs (N, 20) over 15 ids (0 the padding), 5 classes."""
    x, y = _crossings(seed, sum(sizes))
    return _token_splits(x, y, sizes, name)


GURDY_SETUPS = ("clean-drone", "buzzing-dog", "wolf-tone", "loose-string", "sticky-wheel")


def _gurdy_trace(rng: Any, c: int, length: int) -> Any:
    import numpy as np

    t = np.arange(length, dtype=float)
    period, phase = rng.uniform(6.0, 10.0), rng.uniform(0, 2 * np.pi)
    if c == 3:  # a loose string: lower, and drifting as the wheel drags it
        period = rng.uniform(9.5, 13.0) * (1 + rng.uniform(0.08, 0.16) * t / length)
    w = 2 * np.pi * np.cumsum(np.ones(length) / period) + phase
    if c == 4:  # stick-slip: a raw sawtooth whose cycles jitter by up to 25%
        w = 2 * np.pi * np.cumsum(1 / (period * (1 + rng.uniform(-0.25, 0.25, length)))) + phase
        s = 2 * ((w / (2 * np.pi)) % 1.0) - 1
    else:
        s = sum(np.sin(k * w) / k for k in range(1, 5))
    if c == 1:  # the dog's buzz: a rattle of 4-6 samples once a wheel turn
        turn, start = rng.uniform(16, 24), rng.uniform(0, 16)
        burst = ((t - start) % turn) < rng.uniform(4, 6)
        s = s + rng.uniform(0.6, 1.0) * burst * np.sign(np.sin(2 * np.pi * t / rng.uniform(2.0, 3.0)))
    if c == 2:  # a wolf: the body resonance beats against the string
        s = s * (1 - rng.uniform(0.5, 0.8) * (0.5 + 0.5 * np.cos(2 * np.pi * t / rng.uniform(20, 40))))
    level = rng.uniform(0.6, 0.8) if c == 3 else 1.0
    return rng.uniform(0.8, 1.2) * level * s + rng.normal(0, 0.15, length) + rng.uniform(-0.1, 0.1)


def _gurdy(seed: int, n: int, length: int = 64) -> tuple[Any, Any]:
    """A hurdy-gurdy maker's bridge-pickup traces of the trompette string (64 samples), labelled by the
    setup the maker found: a clean drone (a bowed sawtooth of four partials, period 6-10 samples), a
    buzzing dog (a rattle of 0.6-1.0 for 4-6 samples once every wheel turn of 16-24), a wolf tone (the
    body's resonance beats the level down by 50-80% every 20-40 samples), a loose string (a period of
    9.5-13 drifting 8-16% longer over the window, 60-80% of the level) or a sticky wheel (stick-slip: a
    raw sawtooth whose cycles jitter by up to 25%). Every trace has a gain of 0.8-1.2, an offset of
    +-0.1 and a noise of sd 0.15."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=SHARES)
    return np.stack([_gurdy_trace(rng, int(c), length) for c in y]), y


def gurdy(seed: int = 99401, sizes: tuple[int, int, int] = SIZES, name: str = "hurdy-gurdy-traces") -> Splits:
    """The traces (N, 64), centred and scaled by the training traces' mean and sd, 5 classes."""
    x, y = _gurdy(seed, sum(sizes))
    return _signal_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def gurdy_windows_split_at_random() -> Splits:
    """The bug: the maker's recordings are 128 samples long and cut into 64-sample windows at a stride
    of 8 (9 windows each, neighbours sharing 56 samples); the windows, not the recordings, are split at
    random into 1,000 training and 300 validation windows, so nearly every validation window overlaps
    training windows of its own recording. The test windows are cut from another month's
    recordings."""
    import numpy as np

    rng = np.random.default_rng(99402)

    def windows(recordings: int) -> tuple[Any, Any]:
        y = rng.choice(5, recordings, p=SHARES)
        xs, ys = [], []
        for c in y:
            trace = _gurdy_trace(rng, int(c), 128)
            xs += [trace[s : s + 64] for s in range(0, 65, 8)]
            ys += [int(c)] * 9
        return np.stack(xs), np.array(ys)

    x, y = windows(145)
    order = rng.permutation(len(y))[:1300]
    xt, yt = windows(34)
    xt, yt = xt[:300], yt[:300]
    x, y = np.concatenate([x[order], xt]), np.concatenate([y[order], yt])
    return _signal_splits(x, y, SIZES, "hurdy-gurdy-traces", _stats(x[: SIZES[0]]))


JUTE_COLUMNS = (
    "water_temp_c",
    "stalk_diameter_mm",
    "plant_age_days",
    "pond_depth_m",
    "water_flow",
    "bundle_weight_kg",
    "inoculum",
    "water_ph",
)


def _jute(
    seed: int, n: int, bundle_sd: float = 0.1, temps: tuple[float, float] = (18, 32)
) -> tuple[Any, Any]:
    """A jute grower's retting ponds: the water's temperature (18-32 C), the stalks' diameter (8-20 mm),
    the plant's age at harvest (90-130 days), the pond's depth (0.5-2 m), the water's flow (stagnant,
    slow, flowing), the bundle's weight (10-30 kg), a microbial inoculum (no, yes) and the water's pH
    (6-8.5); the target is the days until the fibre strips clean: a bacterial activity peaking at 34 C
    (a Gaussian of width 12 C), faster with the inoculum, slower in flowing or deeper water and away
    from pH 7, thicker, older and heavier stalks slower, plus 3 days, with each bundle's own factor of
    sd `bundle_sd` (log); the log of the days is the target. `temps`: the water temperatures' range."""
    import numpy as np

    rng = np.random.default_rng(seed)
    temp, diam = rng.uniform(*temps, n), rng.uniform(8, 20, n)
    age, depth = rng.uniform(90, 130, n), rng.uniform(0.5, 2.0, n)
    flow = rng.integers(0, 3, n).astype(float)
    weight, inoculum, ph = rng.uniform(10, 30, n), rng.integers(0, 2, n).astype(float), rng.uniform(6, 8.5, n)
    activity = np.exp(-(((temp - 34) / 12) ** 2))
    rate = (
        activity
        * (1 + 0.3 * inoculum)
        * (1 - 0.15 * flow)
        * (1 - 0.25 * np.abs(ph - 7))
        / (1 + 0.1 * (depth - 1))
    )
    days = 4 * (diam / 12) ** 1.3 * (1 + 0.01 * (age - 110)) * (1 + 0.01 * (weight - 20)) / rate + 3
    x = np.column_stack([temp, diam, age, depth, flow, weight, inoculum, ph])
    return x, np.log(days) + rng.normal(0, bundle_sd, n)


def jute(seed: int = 99501, sizes: tuple[int, int, int] = SIZES, name: str = "jute-retting-days") -> Splits:
    """8 standardised columns, the standardised log days."""
    x, y = _jute(seed, sum(sizes))
    return _generated(name, x, y, 0, sizes)


def jute_long() -> Splits:
    """A 2,400-bundle draw."""
    return jute(99502, (2400, 300, 300), "jute-retting-days-2400")


def jute_masters_estimate() -> Splits:
    """Not a fault: the days the retting master judged by pulling a stalk, with a bundle factor of sd
    0.35 on the same process (each bundle's own bacteria, which no column measures): a high loss floor
    is this task's Bayes error."""
    x, y = _jute(99503, sum(SIZES), bundle_sd=0.35)
    return _generated("jute-retting-days-judged", x, y, 0, SIZES)


def jute_test_monsoon_season() -> Splits:
    """The bug: the training and validation bundles were retted in the dry-season ponds (18-32 C); the
    test bundles come from the monsoon season, when the ponds run at 30-38 C, past the bacteria's
    optimum of 34 C, a range the training sheet barely touches."""
    import numpy as np

    x, y = _jute(99504, SIZES[0] + SIZES[1])
    xt, yt = _jute(99505, SIZES[2], temps=(31, 40))
    return _generated("jute-retting-days", np.concatenate([x, xt]), np.concatenate([y, yt]), 0, SIZES)


VENEER_GRADES = ("select", "cabinet", "backing", "reject-split", "reject-stain")
VENEER_COLUMNS = (
    "moisture_pct",
    "thickness_mm",
    "figure_score",
    "colour_lightness",
    "colour_yellowness",
    "knot_count",
    "grain_angle_deg",
    "flitch_age_months",
)


def _veneers(seed: int, n: int) -> tuple[Any, Any]:
    """A marquetry workshop's veneer leaves graded by the cutter (select, cabinet, backing, reject for
    splits, reject for stain) from 8 columns: the moisture (%), the thickness (mm), the figure score,
    the colour's lightness and yellowness, the knots, the grain's run-out angle (degrees) and the
    flitch's age (months). The grade is the argmax of five scores: select for figure, few knots, a
    straight grain and a moisture near 9%; cabinet a middle grade; backing for knots and a dull colour;
    splits for a dry, thin leaf with a steep run-out and an old flitch; stain for a wet leaf and a
    darkened, yellowed colour; the scores times 1.8 plus a Gumbel noise of scale 0.6 (sound models
    stop near an accuracy of 0.65-0.7)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    moisture, thick, figure = rng.normal(9, 2.5, n), rng.normal(0.6, 0.08, n), rng.normal(5, 2, n)
    light, yellow, knots = rng.normal(55, 8, n), rng.normal(20, 5, n), rng.poisson(1.5, n).astype(float)
    grain, age = np.abs(rng.normal(0, 8, n)), rng.normal(18, 8, n)
    score = np.column_stack(
        [
            0.35 * (figure - 5) - 0.5 * (knots - 1.5) - 0.08 * (grain - 6) - 0.2 * np.abs(moisture - 9) + 0.4,
            0.6 - 0.05 * np.abs(figure - 5) - 0.1 * np.abs(knots - 1.5) + 0.0 * light,
            0.45 * (knots - 1.5) - 0.05 * (light - 55) - 0.1 * (figure - 5) - 0.3,
            0.3 * (9 - moisture) + 4.0 * (0.6 - thick) + 0.08 * (grain - 6) + 0.04 * (age - 18) - 0.6,
            0.35 * (moisture - 9) - 0.06 * (light - 55) + 0.08 * (yellow - 20) - 0.6,
        ]
    )
    y = (1.8 * score + rng.gumbel(0, 0.6, (n, 5))).argmax(1)
    return np.column_stack([moisture, thick, figure, light, yellow, knots, grain, age]), y


def veneers(
    seed: int = 99601, sizes: tuple[int, int, int] = SIZES, name: str = "marquetry-veneer-grades"
) -> Splits:
    """8 standardised columns, 5 classes."""
    x, y = _veneers(seed, sum(sizes))
    return _generated(name, x, y, 5, sizes)


def veneers_dropna_on_notes() -> Splits:
    """The bug: the cutting sheet is cleaned with `df.dropna()` over every column, the cutter's free-text
    `notes` column among them, which is filled on 12% of the leaves: 120 of the 1,000 training leaves are
    left. The validation and test sheets were exported without the notes column."""
    return veneers(99602, (120, 300, 300), "marquetry-veneer-grades")


# ---------------------------------------------------------------- injected faults (and healthy hooks)


def exp_range_gamma_per_step(optimizer: Any, _total: int) -> Any:
    """The bug: `CyclicLR(optimizer, base_lr=4e-5, max_lr=4e-3, step_size_up=16, mode="exp_range",
    gamma=0.97)`, the gamma of a recipe that stepped the scheduler once an epoch, stepped once a batch:
    the cycle's amplitude is multiplied by 0.97 every step (0.38 after 32 steps, 0.15 after 64, 0.02
    after 128), so the lr settles at the base of 4e-5 within four epochs."""
    import torch

    return torch.optim.lr_scheduler.CyclicLR(
        optimizer, 4e-5, 4e-3, step_size_up=16, mode="exp_range", gamma=0.97, cycle_momentum=False
    )


def gradients_normalised_per_tensor(net: nn.Module) -> nn.Module:
    """The bug: a gradient hook meant to clip (`g * min(1, max_norm / g.norm())`) is written
    `g / g.norm()`: every parameter tensor's gradient is rescaled to norm 1 at every step, however
    small it is, so SGD keeps taking steps of the same size when the loss is near its minimum (the
    logged gradient norm is the rescaled one)."""
    for p in net.parameters():
        p.register_hook(lambda g: g / (g.norm() + 1e-12))
    return net


def _eval_log_softmax_batch_axis(inner: Any, x: torch.Tensor) -> torch.Tensor:
    out: torch.Tensor = inner(x)
    return out if inner.training else out.log_softmax(0)


eval_log_softmax_batch_axis = _wrapper(_eval_log_softmax_batch_axis)
eval_log_softmax_batch_axis.__doc__ = """The bug: the shared `predict()` helper that validation and
test go through ends `torch.log_softmax(logits, 0)`, the dimension typed positionally as 0 (the batch
axis) where -1 was meant: each class's scores are normalised over the evaluation batch before the
cross-entropy and the argmax, which shifts every class by a batch-wide constant. Training calls the
model directly."""


def _output_relu(inner: Any, x: torch.Tensor) -> torch.Tensor:
    import torch

    return torch.relu(inner(x))


output_relu = _wrapper(_output_relu)
output_relu.__doc__ = """The bug: the model's forward ends `torch.relu(self.head(h))`, a "days can't be
negative" guard written for the raw days, while the target is the standardised log days: every
prediction is at least 0, and half the bundles have a negative target."""


def mse_on_grade_index(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """The bug: the criterion is the regression template's `nn.MSELoss()` applied as
    `loss(logits, y.float().unsqueeze(1))`: the (N, 1) grade index broadcasts over the five logits, so
    every logit is pulled towards the grade's number (0-4) and the argmax has nothing to go by. The
    same criterion scores validation and test."""
    from torch import nn

    return nn.functional.mse_loss(out, y.float().unsqueeze(1).expand_as(out))


def _blocks_skipped(inner: Any, x: torch.Tensor) -> torch.Tensor:
    out: torch.Tensor = inner.head(inner.pool(inner.stem(x)).flatten(1))
    return out


blocks_skipped = _wrapper(_blocks_skipped)
blocks_skipped.__doc__ = """The bug: a shape check left in the residual net's forward returns early,
`return self.head(self.pool(self.stem(x)).flatten(1))`, before the residual blocks: the blocks are
built, counted and handed to the optimizer, but no input ever reaches them (the head reads the stem's
pooled features)."""


def _cloth_jitter(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.where(torch.rand(len(x), 1, 1, 1) < 0.5, x.flip(3), x)
    x = torch.where(torch.rand(len(x), 1, 1, 1) < 0.5, x.transpose(2, 3), x)
    x = torch.roll(x, (int(torch.randint(-2, 3, (1,))), int(torch.randint(-2, 3, (1,)))), dims=(2, 3))
    return x + 0.3 * torch.randn_like(x)


cloth_jitter = _augmented(_cloth_jitter)
cloth_jitter.__doc__ = """Not a fault: in training mode each batch of scans is mirrored and
transposed at random (a cloth's defects have no orientation the dyer grades), moved by up to two rows
and columns (the cap motif repeats) and given 0.3 sd of noise."""


def _string_jitter(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.roll(x, int(torch.randint(-3, 4, (1,))), dims=-1)
    return x * (1 + 0.2 * (torch.rand(len(x), 1) * 2 - 1)) + 0.3 * torch.randn_like(x)


string_jitter = _augmented(_string_jitter)
string_jitter.__doc__ = """Not a fault: in training mode each batch of traces is shifted by up to three
samples, each trace's gain jittered by up to 20% and given 0.3 sd of noise."""


# ---------------------------------------------------------------- the variants


def ZZZZX(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by battery zzzzu's runner (battery zf's, through every earlier wrapper)."""
    return L(*args, runs=runs or zzzzu_runs(), **kw)


CH16 = {"channels": 16}
H48 = {"hidden": 48}
W128 = {"width": 128, "num_layers": 2}
W256 = {"width": 256, "num_layers": 2}

FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    ZZZZX(
        "vzzzzx-lr-key-typo-default-1e-5-gru-crossings",
        Plan(crossings, "gru", 1e-5, "adam", epochs=12, log_every=5, clip=1.0, model_kw=H48),
        ("slow-convergence",),
        "learning-rate-too-low",
        (
            "the training script reads `cfg.get('learning_rate', 1e-5)` where the config's key is `lr: 2e-3`,"
            " so Adam runs at the fallback 1e-5; a GRU (hidden 48) clipped at 1 over the crossing logs, 12 "
            "epochs (every 5th step logged): losses 1.62, 1.63, 1.63 ... 1.59-1.63 in the last third, the val"
            " loss 1.62 for four epochs, then 1.61, then 1.6, val accuracy 0.173 to 0.177, test 1.6 and 0.193"
            " (sound readers of these logs: ~0.62-0.68 and 0.76-0.79)"
        ),
        ("undertrained", "metric-at-baseline"),
        family="rnn",
        dataset="hovercraft-crossing-logs",
        seed=99001,
        runs=zzzzu_runs(hparams={"config_lr": 2e-3, "lr": "cfg.get('learning_rate', 1e-5)"}),
    ),
    ZZZZX(
        "vzzzzx-cyclic-exp-range-gamma-per-step-cnn1d-gurdy",
        Plan(gurdy, "cnn1d", 4e-3, "adam", epochs=12, log_every=4, model_kw=CH16),
        ("slow-convergence",),
        "lr-decay-too-fast",
        (
            "`CyclicLR(base_lr=4e-5, max_lr=4e-3, step_size_up=16, mode='exp_range', gamma=0.97)`, a gamma "
            "meant for a scheduler stepped once an epoch, stepped once a batch: the cycle's amplitude shrinks"
            " by 3% a step and the lr sits at its base of 4e-5 from the fourth epoch on; a 16-channel 1-D CNN"
            " under Adam, 12 epochs (every 4th step logged): losses 1.65, 1.6, 1.55, 1.51 ... 1.29-1.65 in "
            "the last third, epoch means 1.57, 1.5, 1.47 ... 1.42, the val loss 1.54, 1.5, 1.48 ... 1.44 and "
            "val accuracy 0.237 to 0.337, test 1.42 and 0.383 (sound 1-D CNNs on these traces: ~0.29-0.41 and"
            " 0.85-0.94)"
        ),
        ("undertrained",),
        family="cnn",
        dataset="hurdy-gurdy-traces",
        seed=99002,
        runs=zzzzu_runs(
            schedule=exp_range_gamma_per_step,
            hparams={"scheduler": "CyclicLR(4e-5, 4e-3, 16, mode='exp_range', gamma=0.97)"},
        ),
    ),
    ZZZZX(
        "vzzzzx-grad-clip-written-as-normalise-regression-jute",
        Plan(
            jute,
            "mlp",
            0.05,
            "sgd",
            momentum=0.9,
            epochs=15,
            log_every=5,
            model_fault=gradients_normalised_per_tensor,
            model_kw=W128,
        ),
        ("slow-convergence",),
        "weight-updates-too-large",
        (
            "a gradient hook meant to clip (`g * min(1, max_norm / g.norm())`) is written `g / g.norm()`: "
            "every parameter tensor's gradient is rescaled to norm 1 at every step however small it is (the "
            "logged norm is a constant 2.45); a 2x128 regression MLP under SGD with momentum 0.9 at lr 0.05, "
            "15 epochs (every 5th step logged): losses 0.926, 1.09, 0.61, 0.444, 0.163 ... 0.0315-0.462 in "
            "the last third, epoch means 0.487, 0.123, 0.102, 0.145, 0.132 ... 0.0782, 0.23, 0.137 ... 0.178,"
            " the val loss 0.196, 0.0922, 0.0821, 0.0975 ... 0.0644-0.119, 0.3 at the end, test 0.322 (sound "
            "MLPs' val loss on these bundles: ~0.042-0.05)"
        ),
        ("loss-oscillation", "undertrained", "loss-spikes"),
        family="regression",
        dataset="jute-retting-days",
        seed=99003,
        runs=zzzzu_runs(hparams={"grad_hook": "g / g.norm()", "max_grad_norm": 1.0}),
    ),
    ZZZZX(
        "vzzzzx-sqrt-scaling-rule-without-base-batch-regression-jute",
        Plan(jute, "mlp", 0.4, "sgd", epochs=15, batch_size=64, log_every=1, model_kw=W128),
        ("loss-spikes", "gradient-explosion"),
        "learning-rate-too-high",
        (
            "the lr follows a square-root scaling rule written `base_lr * batch_size ** 0.5` where the "
            "recipe's rule is `base_lr * (batch_size / 256) ** 0.5`: plain SGD at lr 0.4 (0.05 x 8) where "
            "0.025 was meant; a 2x128 regression MLP at batch 64, 15 epochs of 16 steps, every step logged: "
            "losses 0.872, 0.955, 2.42, 31.4, 13.7 ... 0.0291-0.506 in the last third, the gradient norm 1.2 "
            "at first, up to 62, the val loss 2.24, 0.26, 0.334, 0.321, 0.148, 0.0843, 0.166, 0.149, 2.2, "
            "0.247, 0.303, 0.0591, 0.112, 0.377, 0.055, test 0.0619"
        ),
        ("loss-oscillation", "slow-convergence", "undertrained"),
        family="regression",
        dataset="jute-retting-days",
        seed=99004,
        runs=zzzzu_runs(
            hparams={
                "base_lr": 0.05,
                "lr_rule": "base_lr * batch_size ** 0.5",
                "meant": "(batch_size / 256) ** 0.5",
            }
        ),
    ),
    # --- data
    ZZZZX(
        "vzzzzx-label-regex-finds-copy-suffix-cnn-batik",
        Plan(batik_copy_suffix_labels, "cnn", 3e-3, "adam", epochs=30, log_every=10, model_kw=CH16),
        ("overfitting",),
        "label-noise",
        (
            "the training labels are parsed from the file names by `int(re.search(r'\\d', name).group())`; a "
            "quarter of the training scans were downloaded again from the shared drive as `batik "
            "(1)_<digit>_<id>.png`, so the regex finds the copy suffix's 1 and labels them all over-crackle "
            "(validation and test names clean); a 16-channel CNN under Adam lr 3e-3, 30 epochs (every 10th "
            "step logged): losses 1.6, 1.22, 1.18 ... 0.0011-0.0176 in the last third, epoch means 1.4, 1.16,"
            " 0.986 ... 0.004, the val loss 1.32, 1.06, 0.958 (min, epoch 3) ... 2.26 at the end and val "
            "accuracy 0.39 to 0.5-0.62, 0.543 at the end, test 2.51 and 0.55 (sound CNNs on these scans: "
            "~0.55-0.6 and 0.73-0.81)"
        ),
        ("train-val-gap",),
        family="cnn",
        dataset="batik-cloth-scans",
        seed=99005,
        runs=zzzzu_runs(hparams={"label_parser": "int(re.search(r'\\d', name).group())"}),
    ),
    ZZZZX(
        "vzzzzx-overlapping-windows-split-at-random-cnn1d-gurdy",
        Plan(gurdy_windows_split_at_random, "cnn1d", 3e-3, "adam", epochs=30, log_every=10, model_kw=CH16),
        ("val-test-gap",),
        "data-leakage",
        (
            "the maker's 128-sample recordings are cut into 64-sample windows at a stride of 8 (neighbours "
            "share 56 samples) and the windows, not the recordings, are split at random into training and "
            "validation, so nearly every validation window overlaps training windows of its own recording; "
            "the test windows come from another month's recordings; a 16-channel 1-D CNN under Adam lr 3e-3, "
            "30 epochs (every 10th step logged): losses 1.59, 1.49, 1.37 ... 0.012-0.228 in the last third, "
            "epoch means 1.5, 1.13 ... 0.0632, the val loss 1.37, 0.938, 0.697 ... 0.0846-0.152 in the last "
            "third, 0.097 at the end, and val accuracy 0.57 to 0.95-0.98, test 0.209 and 0.927"
        ),
        ("overfitting", "train-val-gap"),
        family="cnn",
        dataset="hurdy-gurdy-traces",
        seed=99006,
        runs=zzzzu_runs(hparams={"window": 64, "stride": 8, "split": "by window"}),
    ),
    ZZZZX(
        "vzzzzx-test-bundles-monsoon-ponds-regression-jute",
        Plan(jute_test_monsoon_season, "mlp", 2e-3, "adam", epochs=15, log_every=5, model_kw=W128),
        ("val-test-gap",),
        "distribution-shift",
        (
            "the training and validation bundles were retted in the dry-season ponds (18-32 C), the test "
            "bundles in the monsoon season (31-40 C, past the bacteria's optimum of 34 C, a range the "
            "training sheet barely touches); a 2x128 regression MLP under Adam lr 2e-3, 15 epochs (every 5th "
            "step logged): losses 0.859, 0.375, 0.156 ... 0.0131-0.0471 in the last third, epoch means 0.322,"
            " 0.0668 ... 0.0272, the val loss 0.101, 0.0628, 0.0515 ... 0.0439-0.0525, test 0.142"
        ),
        (),
        family="regression",
        dataset="jute-retting-days",
        seed=99007,
    ),
    ZZZZX(
        "vzzzzx-dropna-on-notes-column-mlp-veneers",
        Plan(veneers_dropna_on_notes, "mlp", 2e-3, "adam", epochs=100, log_every=2, model_kw=W256),
        ("overfitting",),
        "insufficient-data",
        (
            "the cutting sheet is cleaned with `df.dropna()` over every column, the cutter's free-text notes "
            "column among them (filled on 12% of the leaves): 120 training leaves are left (validation and "
            "test sheets exported without the notes); a 2x256 MLP under Adam lr 2e-3, 100 epochs of 4 steps "
            "(every 2nd step logged): losses 1.47, 1.4, 1.13 ... 0.0011-0.0046 in the last third, epoch means"
            " 1.49, 1.18, 0.971 ... 0.0014, the gradient norm 0.9 at first, 0.01 at the end, the val loss "
            "1.36, 1.19 ... 0.856 (min, epoch 6), then rising every epoch to 2.43, and val accuracy 0.41 to "
            "0.62, 0.557 at the end, test 2.93 and 0.55 (sound MLPs on 1,000 leaves: ~0.87-0.9 and 0.63-0.66)"
        ),
        ("train-val-gap", "zero-train-loss"),
        family="mlp",
        dataset="marquetry-veneer-grades",
        seed=99008,
        runs=zzzzu_runs(hparams={"cleaning": "df.dropna()", "rows_before_cleaning": 1000}),
    ),
    # --- evaluation
    ZZZZX(
        "vzzzzx-eval-scans-resized-nearest-bncnn-batik",
        Plan(batik_eval_nearest, "bncnn", 3e-3, "adam", epochs=10, log_every=5, model_kw=CH16),
        ("train-val-gap",),
        "eval-pipeline-mismatch",
        (
            "the training scans were downsampled from the camera's 24x24 by the capture script's `resize(...,"
            " Image.BOX)`, the validation and test scans by the QA tool's `resize((12, 12))`, whose default "
            "filter here is NEAREST (every other pixel: the weave noise not averaged, a one-pixel vein kept "
            "whole or lost); a 16-channel batch-norm CNN under Adam lr 3e-3, 10 epochs (every 5th step "
            "logged): losses 1.49, 1.39, 1.29 ... 0.297-0.563 in the last third, the val loss 1.7, 1.83, "
            "2.65, 3.12, 2.86, 3.13, 5.1, 7.52, 8.19, 5.12 and val accuracy 0.21-0.36, test 4.63 and 0.307 "
            "(sound CNNs on these scans: ~0.55-0.6 and 0.73-0.81)"
        ),
        (),
        family="cnn-bn",
        dataset="batik-cloth-scans",
        seed=99009,
    ),
    ZZZZX(
        "vzzzzx-predict-log-softmax-batch-axis-cnn-batik",
        Plan(
            batik,
            "cnn",
            3e-3,
            "adam",
            epochs=12,
            log_every=5,
            model_fault=eval_log_softmax_batch_axis,
            model_kw=CH16,
        ),
        ("val-test-gap",),
        "wrong-eval-logic",
        (
            "the shared `predict()` helper that validation and test go through ends "
            "`torch.log_softmax(logits, 0)`, the dimension typed positionally as 0 (the batch axis) where -1 "
            "was meant: each class's scores are normalised over the evaluation batch (of 256, then the rest) "
            "before the cross-entropy and the argmax; training calls the model directly; a 16-channel CNN "
            "under Adam lr 3e-3, 12 epochs (every 5th step logged): losses 1.58, 1.49, 1.32 ... 0.0714-0.294 "
            "in the last third, epoch means 1.45, 1.1, 0.8 ... 0.108, the val loss 1.16, 0.871, 0.765 ... "
            "0.694 (min, epoch 6) ... 0.868 and val accuracy 0.53 to 0.64-0.7, 0.657 at the end, test 1.59 "
            "and 0.547 (sound CNNs on these scans: ~0.55-0.6 and 0.73-0.81)"
        ),
        ("train-val-gap", "overfitting"),
        family="cnn",
        dataset="batik-cloth-scans",
        seed=99010,
    ),
    ZZZZX(
        "vzzzzx-test-loads-smoke-run-checkpoint-bncnn1d-gurdy",
        Plan(gurdy, "bncnn1d", 3e-3, "adam", epochs=10, log_every=4, model_kw=CH16),
        ("val-test-gap",),
        "wrong-checkpoint-loaded",
        (
            "the smoke test (the same config and seed, one epoch) wrote `model.pt`; the full run saves "
            "`model.pth` and the test script loads `model.pt`, i.e. the weights after the first epoch (32 "
            "steps); a 16-channel batch-norm 1-D CNN under Adam lr 3e-3, 10 epochs (every 4th step logged): "
            "losses 1.46, 1.27, 1.21 ... 0.042-0.477 in the last third, epoch means 1.17, 0.721, 0.453 ... "
            "0.136, the val loss 0.918, 0.56, 0.362 ... 0.0964 and val accuracy 0.823 to 0.98-0.99, test "
            "0.922 and 0.823"
        ),
        (),
        family="cnn-bn",
        dataset="hurdy-gurdy-traces",
        seed=99011,
        runs=zzzzu_runs(test_at_step=32),
    ),
    # --- model
    ZZZZX(
        "vzzzzx-output-relu-on-standardised-target-regression-jute",
        Plan(jute, "mlp", 2e-3, "adam", epochs=15, log_every=5, model_fault=output_relu, model_kw=W128),
        ("slow-convergence",),
        "wrong-operator",
        (
            "the model's forward ends `torch.relu(self.head(h))`, a \"days can't be negative\" guard written "
            "for the raw days, while the target is the standardised log days: every prediction is at least 0 "
            "and half the bundles have a negative target; a 2x128 regression MLP under Adam lr 2e-3, 15 "
            "epochs (every 5th step logged): losses 0.903, 0.566, 0.63, 0.733, 0.406 ... 0.201-0.878 in the "
            "last third, epoch means 0.603, 0.485, 0.468, then 0.45-0.46, the val loss 0.523, 0.513, then "
            "0.492-0.502, test 0.526 (sound MLPs' val loss on these bundles: ~0.042-0.05)"
        ),
        ("undertrained",),
        family="regression",
        dataset="jute-retting-days",
        seed=99012,
    ),
    ZZZZX(
        "vzzzzx-mse-on-grade-index-mlp-veneers",
        Plan(veneers, "mlp", 2e-3, "adam", epochs=15, log_every=5, model_kw=W128),
        ("metric-at-baseline", "loss-accuracy-mismatch"),
        "wrong-loss-function",
        (
            "the criterion is the regression template's `nn.MSELoss()` applied as `loss(logits, "
            "y.float().unsqueeze(1))`: the grade index broadcasts over the five logits, so every logit is "
            "pulled towards the grade's number (0-4) and the argmax has nothing to go by; the same criterion "
            "scores validation and test; a 2x128 MLP under Adam lr 2e-3, 15 epochs (every 5th step logged): "
            "losses 2.76, 1.67, 1.93, 1.21 ... 0.384-1.84 in the last third, epoch means 1.98, 1.25, 1.1 ... "
            "0.809, the val loss 1.42, 1.28, 1.17 ... 1.05-1.16 while val accuracy falls 0.35, 0.333, 0.307 "
            "... 0.15, test 0.911 and 0.27 (sound MLPs on these leaves: accuracy 0.63-0.68)"
        ),
        ("loss-function-mismatch",),
        family="mlp",
        dataset="marquetry-veneer-grades",
        seed=99013,
        runs=zzzzu_runs(loss=mse_on_grade_index, hparams={"criterion": "MSELoss()", "target": "y.float()"}),
    ),
    ZZZZX(
        "vzzzzx-early-return-skips-residual-blocks-resnet-batik",
        Plan(
            batik,
            "resnet",
            3e-3,
            "adamw",
            weight_decay=0.01,
            epochs=10,
            log_every=4,
            model_fault=blocks_skipped,
        ),
        ("slow-convergence",),
        "disconnected-layer",
        (
            "a shape check left in the residual net's forward returns early, `return "
            "self.head(self.pool(self.stem(x)).flatten(1))`, before the residual blocks: the blocks are built"
            " and handed to the optimizer, but no input ever reaches them; AdamW (lr 3e-3, weight decay "
            "0.01), 10 epochs (every 4th step logged): losses 1.48, 1.67, 1.62 ... 1.24-1.65 in the last "
            "third, epoch means 1.59, 1.53, 1.49 ... 1.38, the val loss 1.56, 1.51 ... 1.33 and val accuracy "
            "0.31-0.35, 0.437 at the end, test 1.36 and 0.323 (a sound residual net on these scans: 0.6 and "
            "0.81)"
        ),
        ("undertrained", "metric-at-baseline"),
        family="resnet",
        dataset="batik-cloth-scans",
        seed=99014,
    ),
    # --- workflow
    ZZZZX(
        "vzzzzx-clip-called-before-backward-relu-rnn-crossings",
        Plan(
            crossings,
            "rnn",
            3e-3,
            "adam",
            epochs=12,
            log_every=5,
            model_kw={"hidden": 64, "nonlinearity": "relu"},
        ),
        ("gradient-explosion",),
        "no-gradient-clipping",
        (
            "the training loop calls `clip_grad_norm_(model.parameters(), 1.0)` before `loss.backward()`, on "
            "the gradients `zero_grad()` has just cleared, so the config's clipping at 1 never acts; a ReLU "
            "RNN (hidden 64) under Adam lr 3e-3, 12 epochs (every 5th step logged): losses 1.62, 1.56, 1.52 "
            "... 0.401-1.38 in the last third, epoch means 1.55, 1.15 ... 0.614, the gradient norm 0.47 at "
            "first, up to 18.3, the val loss 1.32, 1.02, 0.883, 0.893, 0.837, 0.79, 0.874, 0.843, 0.766, "
            "0.797, 0.754, 0.756 and val accuracy 0.47 to 0.74, test 0.746 and 0.74"
        ),
        ("loss-spikes", "loss-oscillation", "overfitting"),
        family="rnn",
        dataset="hovercraft-crossing-logs",
        seed=99015,
        runs=zzzzu_runs(hparams={"clip_grad_norm": 1.0, "clip_called": "before loss.backward()"}),
    ),
    ZZZZX(
        "vzzzzx-cli-default-epochs-overrides-config-lstm-crossings",
        Plan(crossings, "lstm", 3e-3, "adam", epochs=2, log_every=1, clip=1.0, model_kw=H48),
        ("undertrained",),
        "too-few-epochs",
        (
            "the launcher merges its argparse namespace over the YAML config, and the parser's `--epochs` "
            "default of 2 (meant for a smoke run) overrides the config's `epochs: 40`; an LSTM (hidden 48) "
            "under Adam lr 3e-3 clipped at 1, 2 epochs (64 steps, every step logged): losses 1.61, 1.6, 1.62,"
            " 1.59 ... 0.435-1.16 in the last third, the val loss 1.04, 0.883 (still falling) and val "
            "accuracy 0.617, 0.687, test 0.895 and 0.677 (sound readers of these logs: ~0.62-0.68 and "
            "0.76-0.79)"
        ),
        ("slow-convergence",),
        family="rnn",
        dataset="hovercraft-crossing-logs",
        seed=99016,
        runs=zzzzu_runs(hparams={"config_epochs": 40, "cli_epochs_default": 2}),
    ),
)

HEALTHY: tuple[Variant, ...] = (
    ZZZZX(
        "vzzzzx-healthy-bncnn-batik-mirror-shift-noise-dropout",
        Plan(
            batik,
            "bncnn",
            3e-3,
            "adam",
            epochs=12,
            log_every=6,
            schedule="cosine",
            model_fault=cloth_jitter,
            model_kw={"channels": 16, "dropout": 0.3},
        ),
        (),
        None,
        (
            "a 16-channel batch-norm CNN with dropout 0.3 and scans mirrored and transposed at random, moved "
            "by up to two rows and columns and given 0.3 sd of noise in training mode, Adam lr 3e-3 with a "
            "cosine decay, 12 epochs (every 6th step logged): losses 1.4, 1.27, 1.19 ... 0.482-1.49 in the "
            "last third, epoch means 1.26, 1.09 ... 0.697, the val loss 1.02, 0.883, 0.84, 0.869, 0.695 ... "
            "0.547-0.617 in the last third, 0.555 at the end (below the training loss), val accuracy 0.67 to "
            "0.78, test 0.562 and 0.787"
        ),
        family="cnn-bn",
        dataset="batik-cloth-scans",
        seed=99101,
    ),
    ZZZZX(
        "vzzzzx-healthy-resnet-batik-onecycle-val-twice",
        Plan(
            batik,
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
            "epochs (every 3rd step logged), evaluated twice an epoch: losses 1.84, 1.84, 1.77, 1.84, 1.82 "
            "... 0.593-0.894 in the last third, the val loss 1.64, 1.54, 1.35 ... 0.727, 0.789, 0.632 ... 0.6"
            " and val accuracy 0.25 to 0.81, test 0.615 and 0.843"
        ),
        family="resnet",
        dataset="batik-cloth-scans",
        seed=99102,
    ),
    ZZZZX(
        "vzzzzx-healthy-cnn-batik-bf16-warmup-cosine-val-every-2",
        Plan(
            batik,
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
            "a 16-channel CNN under SGD with momentum 0.9 at lr 0.03 with a 30-step linear warm-up and a "
            "cosine decay, batch 64, bf16-mixed autocast, 12 epochs (every 4th step logged), evaluated every "
            "2 epochs: losses 1.63, 1.57, 1.55, 1.58 ... 0.221-0.475 in the last third, epoch means 1.6, 1.4,"
            " 1.16 ... 0.327, the val loss 1.23, 0.814, 0.633, 0.594, 0.569, 0.569 and val accuracy 0.39 to "
            "0.73-0.75, test 0.631 and 0.707"
        ),
        family="cnn",
        dataset="batik-cloth-scans",
        seed=99103,
    ),
    ZZZZX(
        "vzzzzx-healthy-transformer-crossings-warmup-linear-dropout",
        Plan(
            crossings,
            "transformer",
            2e-3,
            "adamw",
            weight_decay=0.01,
            epochs=12,
            log_every=5,
            schedule="warmup-linear",
            warmup=60,
            model_kw={"dropout": 0.1},
        ),
        (),
        None,
        (
            "a small transformer with dropout 0.1 under AdamW (lr 2e-3, weight decay 0.01) with a 60-step "
            "warm-up and a linear decay, 12 epochs (every 5th step logged): losses 1.82, 1.45, 1.49 ... "
            "0.186-0.842 in the last third, epoch means 1.45, 0.887, 0.708 ... 0.593, the val loss 1.12, "
            "0.723, 0.753, 0.713 ... 0.643-0.652 and val accuracy 0.59 to 0.76-0.78, test 0.61 and 0.787"
        ),
        family="transformer",
        dataset="hovercraft-crossing-logs",
        seed=99104,
    ),
    ZZZZX(
        "vzzzzx-healthy-gru-crossings-early-stop-patience-3",
        Plan(crossings, "gru", 2e-3, "adam", epochs=40, log_every=10, early_stop=3, clip=1.0, model_kw=H48),
        (),
        None,
        (
            "a GRU (hidden 48) under Adam lr 2e-3 clipped at 1, early stopping on the val loss at patience 3 "
            "(up to 40 epochs; every 10th step logged): it stopped after 10 epochs; losses 1.59, 1.5, 1.33 "
            "... 0.513-0.64 in the last third, the val loss 1.14, 0.84, 0.733 ... 0.625 (min, epoch 7), "
            "0.647, 0.655, 0.677 and val accuracy 0.62 to 0.76-0.77, test 0.675 and 0.77"
        ),
        family="rnn",
        dataset="hovercraft-crossing-logs",
        seed=99105,
    ),
    ZZZZX(
        "vzzzzx-healthy-lstm-crossings-plateau-cuts",
        Plan(
            crossings,
            "lstm",
            3e-3,
            "adam",
            epochs=14,
            log_every=4,
            clip=1.0,
            schedule="plateau",
            gamma=0.3,
            model_kw=H48,
        ),
        (),
        None,
        (
            "an LSTM (hidden 48) under Adam lr 3e-3 clipped at 1 with ReduceLROnPlateau on the val loss "
            "(factor 0.3, patience 0), 14 epochs (every 4th step logged): losses 1.61, 1.58, 1.56 ... "
            "0.37-0.735 in the last third, the lr cut to 2.4e-5 by the end, the val loss 1.08, 0.831, 0.757 "
            "... 0.662-0.683, level at 0.664 for the last epochs, val accuracy 0.59 to 0.763, test 0.622 and "
            "0.773"
        ),
        family="rnn",
        dataset="hovercraft-crossing-logs",
        seed=99106,
    ),
    ZZZZX(
        "vzzzzx-healthy-cnn1d-gurdy-batch-8-every-step",
        Plan(gurdy, "cnn1d", 3e-3, "adam", epochs=3, batch_size=8, log_every=1, model_kw=CH16),
        (),
        None,
        (
            "three epochs of a 16-channel 1-D CNN at batch 8 under Adam lr 3e-3, every step logged (375 "
            "steps): losses 1.59, 1.54, 1.6, 1.68 ... 0.153-1.2 in the last third, the gradient norm 0.68 at "
            "first, up to 7.7, epoch means 1.41, 0.802, 0.54, the val loss 1.04, 0.644, 0.406 and val "
            "accuracy 0.65, 0.723, 0.873 (still improving), test 0.416 and 0.853"
        ),
        family="cnn",
        dataset="hurdy-gurdy-traces",
        seed=99107,
    ),
    ZZZZX(
        "vzzzzx-healthy-bncnn1d-gurdy-shift-gain-noise-step-lr",
        Plan(
            gurdy,
            "bncnn1d",
            3e-3,
            "adam",
            epochs=12,
            log_every=4,
            schedule="step",
            step_size=128,
            gamma=0.3,
            model_fault=string_jitter,
            model_kw={"channels": 16, "dropout": 0.3},
        ),
        (),
        None,
        (
            "a 16-channel batch-norm 1-D CNN with dropout 0.3 and traces shifted by up to three samples, "
            "gain-jittered by up to 20% and given 0.3 sd of noise in training mode, Adam lr 3e-3 with a "
            "StepLR of 128 steps at gamma 0.3, 12 epochs (every 4th step logged): losses 1.56, 1.46, 1.39 ..."
            " 0.401-0.728 in the last third, the lr down to 2.7e-4, the val loss 1.08, 0.848, 0.686 ... 0.293"
            " (below the training loss) and val accuracy 0.76 to 0.94, test 0.303 and 0.92"
        ),
        family="cnn-bn",
        dataset="hurdy-gurdy-traces",
        seed=99108,
    ),
    ZZZZX(
        "vzzzzx-healthy-cnn1d-gurdy-accumulate-4-every-step",
        Plan(gurdy, "cnn1d", 3e-3, "adam", epochs=16, accumulate=4, log_every=1, model_kw=CH16),
        (),
        None,
        (
            "a 16-channel 1-D CNN under Adam lr 3e-3, batches of 32 with gradients accumulated over 4 (128 "
            "optimizer steps), 16 epochs, every step logged: near 1.58-1.62 for the first epochs, then "
            "falling; losses 1.6, 1.62, 1.59, 1.59 ... 0.322-0.653 in the last third, epoch means 1.58, 1.53,"
            " 1.47, 1.4 ... 0.398, the gradient norm 0.19 at first, up to 1.8, the val loss 1.56, 1.51, 1.44 "
            "... 0.345 and val accuracy 0.23 to 0.92-0.94, test 0.352 and 0.913"
        ),
        family="cnn",
        dataset="hurdy-gurdy-traces",
        seed=99109,
    ),
    ZZZZX(
        "vzzzzx-healthy-regression-jute-long-sgd-log-100",
        Plan(
            jute_long,
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
            "a 2x64 regression MLP under SGD with momentum 0.9 at lr 2e-3 over a 2,400-bundle draw, 25 epochs"
            " (1,875 steps, logged every 100), evaluated every 5 epochs: losses 0.102, 0.104, 0.0668, 0.0452 "
            "... 0.0346, epoch means 0.626, 0.109 ... 0.038, the val loss 0.0694, 0.0529, 0.0476, 0.0451, "
            "0.0453, test 0.0481"
        ),
        family="regression",
        dataset="jute-retting-days",
        seed=99110,
    ),
    ZZZZX(
        "vzzzzx-healthy-regression-jute-judged-days-noise-floor",
        Plan(
            jute_masters_estimate,
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
            "the days the retting master judged by pulling a stalk, with a bundle factor of sd 0.35 on the "
            "same process (a loss floor at the task's Bayes error); a 2x64 regression MLP under Adam lr 2e-3 "
            "with cosine decay, 15 epochs (every 5th step logged): losses 0.88, 0.448, 0.539 ... 0.141-0.448 "
            "in the last third, epoch means 0.559, 0.343, 0.313 ... 0.261, the val loss 0.377, 0.337 ... "
            "0.319-0.323 (level), test 0.336"
        ),
        family="regression",
        dataset="jute-retting-days-judged",
        seed=99111,
    ),
    ZZZZX(
        "vzzzzx-healthy-regression-jute-rmsprop-exp-decay-val-every-4",
        Plan(
            jute,
            "mlp",
            1e-3,
            "rmsprop",
            epochs=20,
            log_every=5,
            schedule="exp",
            gamma=0.997,
            val_every_epochs=4,
            model_kw=W128,
        ),
        (),
        None,
        (
            "a 2x128 regression MLP under RMSprop lr 1e-3 with an exponential decay of 0.997 a step (down to "
            "1.5e-4), 20 epochs (every 5th step logged), evaluated every 4 epochs: losses 0.213, 0.107, "
            "0.0517, 0.135 ... 0.0211-0.0543 in the last third, epoch means 0.179, 0.0648 ... 0.0301, the val"
            " loss 0.0471, 0.0419, 0.0415, 0.0421, 0.0418, test 0.0484"
        ),
        family="regression",
        dataset="jute-retting-days",
        seed=99112,
    ),
    ZZZZX(
        "vzzzzx-healthy-mlp-veneers-epoch-only-logging",
        Plan(veneers, "mlp", 2e-3, "nadam", epochs=10, batch_size=64, train_log="epoch", model_kw=MLP64),
        (),
        None,
        (
            "a 2x64 MLP at batch 64 under NAdam lr 2e-3, 10 epochs, the training loss logged once an epoch "
            "only: epoch losses 1.51, 1.23, 0.983, 0.858, 0.81 ... 0.735, the val loss 1.38, 1.12, 0.949 ... "
            "0.871-0.884 in the second half and val accuracy 0.54 to 0.64-0.66, test 0.835 and 0.677"
        ),
        family="mlp",
        dataset="marquetry-veneer-grades",
        seed=99113,
    ),
    ZZZZX(
        "vzzzzx-healthy-mlp-veneers-40-steps-still-improving",
        Plan(veneers, "mlp", 4e-3, "adam", epochs=4, batch_size=100, log_every=1, model_kw=MLP64),
        (),
        None,
        (
            "four epochs (40 steps at batch 100, every step logged) of a 2x64 MLP under Adam lr 4e-3: losses "
            "1.62, 1.6, 1.59, 1.54 ... 0.686-0.935 in the last third, epoch means 1.5, 1.18, 0.901, 0.816, "
            "the val loss 1.34, 1.05, 0.912, 0.899 and val accuracy 0.48, 0.61, 0.62, 0.64, test 0.847 and "
            "0.66"
        ),
        family="mlp",
        dataset="marquetry-veneer-grades",
        seed=99114,
    ),
    ZZZZX(
        "vzzzzx-healthy-mlp-veneers-dropout-adamw-early-plateau",
        Plan(
            veneers,
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
            "a 2x128 MLP with dropout 0.4 under AdamW (lr 2e-3, weight decay 0.05), 20 epochs (every 8th step"
            " logged): losses 1.52, 1.38, 1.16 ... 0.485-1.14 in the last third, epoch means 1.4, 1.04, 0.923"
            " ... 0.785, the val loss 1.15, 0.953, 0.891, then level at 0.88-0.923 (0.89 at the end) and val "
            "accuracy 0.58 to 0.61-0.65, test 0.831 and 0.673"
        ),
        family="mlp",
        dataset="marquetry-veneer-grades",
        seed=99115,
    ),
    ZZZZX(
        "vzzzzx-healthy-mlp-veneers-cyclic-lr-val-twice",
        Plan(veneers, "mlp", 2e-3, "adamax", epochs=12, log_every=3, val_interval=0.5, model_kw=W128),
        (),
        None,
        (
            "a 2x128 MLP under Adamax with a triangular CyclicLR between 3e-4 and 3e-3 (24 steps up, 24 "
            "down), 12 epochs (every 3rd step logged), evaluated twice an epoch: losses 1.63, 1.62, 1.59 ... "
            "0.555-1.12 in the last third, epoch means 1.48, 1.14, 0.957 ... 0.733, the val loss 1.48, 1.26, "
            "1.16 ... 0.865-0.887 in the last third, 0.866 at the end and val accuracy 0.39 to 0.63-0.66, "
            "test 0.81 and 0.68"
        ),
        family="mlp",
        dataset="marquetry-veneer-grades",
        seed=99116,
        runs=zzzzu_runs(schedule=cyclic(3e-4, 3e-3, 24), hparams={"scheduler": "CyclicLR(3e-4, 3e-3, 24)"}),
    ),
)
