"""Variant battery zzzzv: a look-alike of an external held-out suite, real framework runs (`--battery zzzzv`).

    nice -n 10 python benchmarks/variants.py --battery zzzzv --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery zzzzv [--runs]

Like batteries d-zzzzu, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is the log),
trained by battery d's runner through the earlier batteries' wrappers (battery zf's runner with its
replaced loss and schedule, extra logged hyperparameters and a test on an early checkpoint, battery zj's
model and augmentation wrappers, battery zzzzo's optimizer hook) and this battery's own hooks (a
OneCycleLR handed `lr / div_factor` as its peak, a PolynomialLR of power 9, a hand-written momentum SGD
whose buffer is never stored, a cross-entropy with a label smoothing of 0.9, a GRU head reading the
first time step, a prediction step that clamps standardised predictions at 0, warm restarts, mirror and
groove augmentations), so each case can run in each of the three layouts; the layout rotation of
variants.py picks one.
It was written blind: its author trained it with `--train-only`, read the raw logged numbers of each
run, and never diagnosed or scored it, so it is held-out data for the tool.
Its halves are even (16 faulty, 16 healthy; one fault each, one cause a case, spread over every family
of cause: optimisation, data, evaluation, model, workflow), injected into data sets no battery had at a
realistic strength, in forms earlier batteries did not use (see each case's description and each
hook's docstring). The whole battery trains in about 1.5 CPU-minutes.
The data sets are new, all made offline with numpy from known generating models (see each generator):
12x12 shaded depth scans of dry-stone wall faces by the waller's finding (sound, a running joint, a
bulge, a missing stone, a slumped cope), a restorer's stylus-pickup traces of shellac 78s by the finding
(clean, crackle, a scratch click, a warped disc's wow, a worn groove; 64 samples), a cutter-suction
dredger's control-room event logs for one cut labelled by the soil of the grab sample (sand, silt, clay,
gravel, rock; left-padded to 20), a touring caravan's habitation-check damp surveys by the engineer's
verdict (8 columns: six pin-meter readings, the humidity and the age) and a test kitchen's lentil cooking
trials (the minutes until tender from the lentils' age, soak, water hardness and pH, the altitude, the
seed size, the salt and the burner; log minutes, standardised).
Runs of 40 to ~1,500 steps: MLPs, 2-D CNNs with and without batch norm, a small residual net, 1-D CNNs
with and without batch norm, GRU and LSTM readers of the dredger logs, a small transformer and regression
MLPs; SGD with momentum, a hand-written SGD, Adam, AdamW, NAdam, Adamax, RMSprop; constant, cosine,
warm-up + cosine, one-cycle, step, plateau, polynomial and warm-restart schedules, gradient
accumulation; bf16-mixed autocast, mirror, shift, gain and noise augmentation, dropout, weight decay,
label smoothing, early stopping, clipping; batches of 2 to 100; cadences from every step to once every
100 steps and epoch-only, evaluations twice an epoch, once an epoch, every 2 or 5 epochs and never.
The faulty half: a StepLR whose `gamma: 10` meant 'divide by 10' (the lr grows tenfold every 2 epochs),
a OneCycleLR given `max_lr=lr / div_factor`, a PolynomialLR power typed 9 for 0.9, the worker count
passed positionally as the DataLoader's batch size (SGD at batches of 2), training verdicts from three
trainees' majority vote whose three-way ties `bincount().argmax()` sends to 'dry', test vans surveyed
with a new meter on its softwood calibration, wall scans augmented into twins before the random split, a
scaler dividing by the variance instead of the sd, an evaluation collate that pads on the right (training
pads on the left), predictions clamped at 0 in evaluation though standardised, a test on the `last.ckpt`
of a crashed first attempt (the rerun saved `last-v1.ckpt`), a label smoothing set from a confidence of
0.9, a GRU head reading `out[:, 0]` of left-padded logs, a hand-written momentum SGD that never stores
its buffer, a `max_time` of 20 seconds meant as 20 minutes, and an early stopping attached under a config
key the config never uses (80 epochs).
The healthy half holds sound runs a naive reader can take for a fault (see the healthy cases'
descriptions): val losses below or level with the training loss under mirror, gain and noise
augmentation and dropout, a one-cycle residual net level for its first evaluations, bf16 SGD evaluated
every 2 epochs, a label smoothing's loss floor under RMSprop, a transformer's level first steps under
warm-up, a GRU stopped early, an LSTM's bumps at warm restarts, batch-8 noise logged every step over 3
epochs, a 1-D CNN level for its first epochs under gradient accumulation logged every step, a 1,575-step
SGD regression logged every 100, a noisy target's loss floor, plateau cuts down to 5e-9, an epoch-only
training log, a 40-step run and a run never validated.
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


WALL_FINDINGS = ("sound", "running-joint", "bulge", "missing-stone", "slumped-cope")


def _wall(rng: Any, c: int) -> Any:
    """One 12x12 shaded depth scan of a dry-stone wall face (see `_walls`)."""
    import numpy as np

    img = np.zeros((12, 12))
    height = int(rng.integers(3, 5))
    top = -int(rng.integers(0, height))
    run = int(rng.integers(3, 9))  # the column a running joint follows
    course = 0
    while top < 12:
        rows = slice(max(top, 0), max(min(top + height, 12), 0))
        x = -int(rng.integers(0, 4))
        while x < 12:
            length = int(rng.integers(2, 6))
            cols = slice(max(x, 0), max(min(x + length, 12), 0))
            img[rows, cols] = rng.uniform(0.35, 1.0) + rng.uniform(-0.08, 0.08) * np.arange(12)[None, cols]
            if 0 <= x + length < 12:
                img[rows, x + length] = -0.7  # the vertical joint
            x += length + 1
        if top + height - 1 >= 0 and top + height - 1 < 12:
            img[top + height - 1, :] = -0.7  # the bed joint under the course
        if c == 1 and course % 2 == 0 or c == 1 and rng.random() < 0.8:
            img[rows, run] = -0.7
        top += height
        course += 1
    yy, xx = np.mgrid[0:12, 0:12].astype(float)
    if c == 2:
        cy, cx = rng.uniform(3, 9), rng.uniform(3, 9)
        img += rng.uniform(0.5, 0.8) * np.exp(-((yy - cy) ** 2 + (xx - cx) ** 2) / rng.uniform(5, 9))
    if c == 3:
        r, q = int(rng.integers(3, 9)), int(rng.integers(1, 9))
        img[r : r + int(rng.integers(2, 4)), q : q + int(rng.integers(2, 4))] = rng.uniform(-1.4, -1.0)
    if c == 4:
        slope = rng.choice([-1, 1]) * rng.uniform(0.5, 0.9)
        cope = (yy < 3.5 + slope * (xx - 5.5) * 0.5) & (yy < 5)
        stripes = np.where(np.sin((xx + slope * 2.5 * yy) * rng.uniform(1.6, 2.2)) > 0.2, 0.4, -0.6)
        img = np.where(cope, stripes, img)
    return img


def _walls(seed: int, n: int) -> tuple[Any, Any]:
    """12x12 shaded depth scans of dry-stone wall faces from a field boundary survey (a handheld
    structured-light scanner: a stone face shows bright, a joint dark), labelled by the waller's finding:
    a sound face (courses 3-4 rows high of stones 2-5 columns long, the vertical joints staggered), a
    running joint (one vertical joint carried through most courses: the wall will split there), a bulge
    (a bright rounded swelling of 0.5-0.8 over a third of the patch), a missing stone (a dark hole of 2-3
    by 2-3) or a slumped cope (the top coping stones leaning: slanted stripes over the top rows). Every
    scan has its own course height, stone faces of 0.35-1.0 with a slight tilt, a scanner gain of 0.8-1.2,
    an offset of +-0.2 and a noise of sd 0.2-0.3."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=SHARES)
    x = np.zeros((n, 12, 12))
    for i in range(n):
        img = _wall(rng, int(y[i]))
        x[i] = (
            rng.uniform(0.8, 1.2) * img
            + rng.uniform(-0.2, 0.2)
            + rng.normal(0, rng.uniform(0.2, 0.3), (12, 12))
        )
    return x, y


def walls(
    seed: int = 98201, sizes: tuple[int, int, int] = SIZES, name: str = "dry-stone-wall-scans"
) -> Splits:
    """The scans as (N, 1, 12, 12), centred and scaled by the training scans' mean and sd, 5 classes."""
    x, y = _walls(seed, sum(sizes))
    return _patch_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def walls_augmented_before_split() -> Splits:
    """The bug: the survey's 800 scans were 'augmented' (each copied with its gain scaled by 0.9-1.1 and
    a fresh scanner noise of sd 0.1 added) into 1,600 BEFORE the random training / validation split:
    most validation scans have a near-twin among the training scans. The test scans are another
    parish's survey."""
    import numpy as np

    x, y = _walls(98202, 650)
    rng = np.random.default_rng(98203)
    twins = x * rng.uniform(0.9, 1.1, (len(x), 1, 1)) + rng.normal(0, 0.1, x.shape)
    pool_x, pool_y = np.concatenate([x, twins]), np.concatenate([y, y])
    order = rng.permutation(len(pool_x))[: SIZES[0] + SIZES[1]]
    xt, yt = _walls(98204, SIZES[2])
    xs = np.concatenate([pool_x[order], xt])
    ys = np.concatenate([pool_y[order], yt])
    return _patch_splits(xs, ys, SIZES, "dry-stone-wall-scans", _stats(xs[: SIZES[0]]))


GRAMOPHONE = ("clean", "crackle", "scratch-click", "warp-wow", "worn-groove")


def _gramophone(seed: int, n: int, length: int = 64) -> tuple[Any, Any]:
    """A restorer's stylus-pickup traces of shellac 78 rpm records (64 samples of the cartridge's
    output, band-limited), labelled by the finding: a clean groove (two or three partials of the music,
    0.25-0.5 each, a hiss of sd 0.05-0.1), crackle (6-12 one-sample impulses of 0.3-0.6 of either
    sign), a scratch click (one or two large clicks of 1.1-1.8 with a 3-sample decaying ring), a
    warped disc's wow (the music's phase swept by a slow sine and a rumble of 0.25-0.4 with a period of
    40-64 samples) or a worn groove (the partials clipped by the chisel-worn walls, tanh(2.5 s) / 2.5
    scaled, and a louder hiss of sd 0.12-0.18). Every trace has a gain of 0.7-1.3 and a DC offset of
    +-0.1."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=SHARES)
    t = np.arange(length, dtype=float)
    x = np.zeros((n, length))
    for i in range(n):
        c = int(y[i])
        phase = 0.0
        if c == 3:
            phase = rng.uniform(1.0, 2.0) * np.sin(2 * np.pi * t / rng.uniform(40, 64) + rng.uniform(0, 6))
        music = sum(
            rng.uniform(0.25, 0.5) * np.sin(2 * np.pi * t / rng.uniform(3.5, 12) + rng.uniform(0, 6) + phase)
            for _ in range(int(rng.integers(2, 4)))
        )
        hiss = rng.uniform(0.05, 0.1)
        if c == 4:
            music = np.tanh(2.5 * music) / 2.5 * rng.uniform(1.2, 1.6)
            hiss = rng.uniform(0.12, 0.18)
        trace = music + rng.normal(0, hiss, length)
        if c == 1:
            at = rng.choice(length, int(rng.integers(6, 13)), replace=False)
            trace[at] += rng.choice([-1, 1], len(at)) * rng.uniform(0.3, 0.6, len(at))
        if c == 2:
            for _ in range(int(rng.integers(1, 3))):
                at = int(rng.integers(2, length - 4))
                amp = rng.choice([-1, 1]) * rng.uniform(1.1, 1.8)
                trace[at : at + 4] += amp * np.array([1.0, -0.55, 0.3, -0.15])
        if c == 3:
            trace += rng.uniform(0.25, 0.4) * np.sin(2 * np.pi * t / rng.uniform(40, 64) + rng.uniform(0, 6))
        x[i] = rng.uniform(0.7, 1.3) * trace + rng.uniform(-0.1, 0.1)
    return x, y


def gramophone(
    seed: int = 98301, sizes: tuple[int, int, int] = SIZES, name: str = "gramophone-stylus-traces"
) -> Splits:
    """The traces (N, 64), centred and scaled by the training traces' mean and sd, 5 classes."""
    x, y = _gramophone(seed, sum(sizes))
    return _signal_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


DREDGER_EVENTS = (
    "<pad>",
    "swing-port",
    "swing-starboard",
    "cutter-speed-up",
    "cutter-speed-down",
    "cutter-stall",
    "pump-pressure-high",
    "pump-pressure-low",
    "density-high",
    "density-low",
    "spud-step",
    "ladder-lower",
    "ladder-raise",
    "pipeline-blockage-alarm",
    "vacuum-alarm",
)
SOILS = ("sand", "silt", "clay", "gravel", "rock")
# the soil's events between two swings (ids of DREDGER_EVENTS) and their weights
_SOIL_EVENTS = (
    ((8, 3, 6, 7), (0.45, 0.25, 0.15, 0.15)),
    ((9, 3, 7, 14), (0.45, 0.3, 0.15, 0.1)),
    ((5, 4, 13, 8), (0.3, 0.25, 0.3, 0.15)),
    ((6, 14, 8, 4), (0.35, 0.3, 0.2, 0.15)),
    ((5, 12, 11, 4), (0.3, 0.3, 0.25, 0.15)),
)


def _dredger(seed: int, n: int, length: int = 20, right_pad: bool = False) -> tuple[Any, Any]:
    """A cutter-suction dredger's control-room event logs for one cut (ids 1-14, 0 pads on the left),
    labelled by the soil the crew's grab sample found (sand, silt, clay, gravel, rock): the cutter
    ladder lowered, then swings to port and starboard in turn, between two swings 0-2 events drawn from
    the soil's own mix (sand: density high, cutter speed up; silt: density low, vacuum alarm; clay: cutter
    stalls and speed cuts, pipeline blockages from clay balls; gravel: pump pressure high, vacuum alarms;
    rock: stalls, ladder raised and lowered), a spud step every 3-5 swings; 25% of the events replaced by
    a random one (a second operator's log lines), and a log of 10-26 events cut to its last 20.
    `right_pad`: the padding at the end (`pad_sequence`'s layout) instead of the start."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=SHARES)
    x = np.zeros((n, length), dtype=np.int64)
    for i in range(n):
        ids, weights = _SOIL_EVENTS[int(y[i])]
        events = [11]
        swings, size = 0, int(rng.integers(10, 27))
        while len(events) < size:
            events.append(1 + swings % 2)
            swings += 1
            events += [int(e) for e in rng.choice(ids, int(rng.integers(0, 3)), p=weights)]
            if swings % int(rng.integers(3, 6)) == 0:
                events.append(10)
        events = [int(rng.integers(1, 15)) if rng.random() < 0.25 else e for e in events[:size]][-length:]
        if right_pad:
            x[i, : len(events)] = events
        else:
            x[i, length - len(events) :] = events
    return x, y


def dredger(seed: int = 98401, sizes: tuple[int, int, int] = SIZES, name: str = "dredger-cut-logs") -> Splits:
    """Event logs (N, 20) over 15 ids (0 the padding), 5 classes."""
    x, y = _dredger(seed, sum(sizes))
    return _token_splits(x, y, sizes, name)


def dredger_eval_right_padded() -> Splits:
    """The bug: the training logs go through the project's collate, which pads on the left, but the
    evaluation loader was built with `torch.nn.utils.rnn.pad_sequence(batch_first=True)`, which pads on
    the right: the validation and test logs end in padding."""
    import numpy as np

    x, y = _dredger(98402, SIZES[0])
    xe, ye = _dredger(98403, SIZES[1] + SIZES[2], right_pad=True)
    return _token_splits(np.concatenate([x, xe]), np.concatenate([y, ye]), SIZES, "dredger-cut-logs")


CARAVAN_COLUMNS = (
    "roof_front_wme",
    "roof_rear_wme",
    "window_frames_wme",
    "floor_front_wme",
    "floor_rear_wme",
    "lower_walls_wme",
    "internal_rh_pct",
    "age_years",
)
CARAVAN = ("dry", "roof-seam-leak", "window-seal-leak", "floor-delamination", "condensation")


def _caravan(seed: int, n: int, meter: tuple[float, float] = (1.0, 0.0)) -> tuple[Any, Any]:
    """A touring-caravan habitation check's damp survey: a pin meter's readings (% wood moisture
    equivalent) at the front and rear roof corners, the window frames, the front and rear floor and the
    lower walls, the internal relative humidity and the van's age; labelled by the engineer's verdict
    (dry, a roof-seam leak, a window-seal leak, a delaminating floor, condensation). Readings sit at
    10-16% plus 0.15% a year of age; a roof leak wets one or both roof corners (by 6-14), a window seal
    the frames (5-12), a floor the floor points (4-10, the rear more), condensation raises the humidity
    (by 15-25) and every reading a little (2-5). The verdict is the argmax of the five findings' scores
    (the wettest area's excess over the van's base) plus a Gumbel noise of scale 0.8. `meter`: the
    meter's (gain, offset) on the readings (a pin meter calibrated for another timber)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    age = rng.uniform(0, 25, n)
    rh = rng.normal(58, 7, n)
    base = rng.uniform(10, 16, n) + 0.15 * age
    wet = np.zeros((n, 6))
    truth = rng.choice(5, n, p=SHARES)
    for i in range(n):
        c = int(truth[i])
        if c == 1:
            corners = [0, 1] if rng.random() < 0.3 else [int(rng.integers(0, 2))]
            wet[i, corners] += rng.uniform(6, 14)
        if c == 2:
            wet[i, 2] += rng.uniform(5, 12)
        if c == 3:
            wet[i, 3] += rng.uniform(4, 8)
            wet[i, 4] += rng.uniform(6, 10)
        if c == 4:
            rh[i] += rng.uniform(15, 25)
            wet[i] += rng.uniform(2, 5)
    readings = base[:, None] + wet + rng.normal(0, 1.8, (n, 6))
    score = np.column_stack(
        [
            1.5 - 0.25 * (readings.max(1) - base),
            0.35 * (readings[:, :2].max(1) - base) - 0.5,
            0.4 * (readings[:, 2] - base) - 0.5,
            0.3 * (readings[:, 3:5].sum(1) - 2 * base) - 0.6,
            0.18 * (rh - 62) + 0.1 * (readings[:, 5] - base),
        ]
    )
    y = (score + rng.gumbel(0, 0.8, (n, 5))).argmax(1)
    readings = meter[0] * readings + meter[1]
    return np.column_stack([readings, rh, age]), y


def caravan(
    seed: int = 98501, sizes: tuple[int, int, int] = SIZES, name: str = "caravan-damp-surveys"
) -> Splits:
    """8 standardised columns, 5 classes."""
    x, y = _caravan(seed, sum(sizes))
    return _generated(name, x, y, 5, sizes)


def caravan_test_softwood_meter() -> Splits:
    """The bug: the test vans were surveyed after the dealer bought a new pin meter, left on its
    softwood calibration (it reads plywood and hardboard at 1.3 times plus 2.5 points); the training and
    validation surveys were taken with the old meter."""
    import numpy as np

    x, y = _caravan(98502, SIZES[0] + SIZES[1])
    xt, yt = _caravan(98503, SIZES[2], meter=(1.3, 2.5))
    return _generated("caravan-damp-surveys", np.concatenate([x, xt]), np.concatenate([y, yt]), 5, SIZES)


def caravan_vote_ties_to_dry() -> Splits:
    """The bug: each training van's verdict is the majority of three trainee engineers' verdicts (each
    right with p 0.6, otherwise naming another finding at random), computed as `np.bincount(votes,
    minlength=5).argmax()`: on a three-way split argmax returns the lowest id, so those vans are
    labelled 'dry'. Validation and test vans carry the senior engineer's verdict."""
    import numpy as np

    x, y = _caravan(98504, sum(SIZES))
    rng = np.random.default_rng(98505)
    y = y.copy()
    for i in range(SIZES[0]):
        votes = [
            int(y[i]) if rng.random() < 0.6 else int(rng.choice([k for k in range(5) if k != y[i]]))
            for _ in range(3)
        ]
        y[i] = int(np.bincount(votes, minlength=5).argmax())
    return _generated("caravan-damp-surveys", x, y, 5, SIZES)


LENTIL_COLUMNS = (
    "age_months",
    "soak_hours",
    "water_hardness_mg_l",
    "altitude_m",
    "seed_diameter_mm",
    "salt_g_l",
    "water_ph",
    "burner_power_pct",
)


def _lentils(seed: int, n: int) -> tuple[Any, Any]:
    """A test kitchen's lentil cooking trials: the lentils' age since harvest (0-36 months), the soak
    (0-12 h), the water's hardness (20-400 mg/l), the kitchen's altitude (0-3,000 m), the seed diameter
    (3-7 mm, from red splits to large greens), the salt (0-10 g/l), the water's pH (6-8.5) and the
    burner's power (40-100%); the target is the minutes until tender: a base of 9 minutes a mm of seed to
    the 1.3, slower with age (hard-to-cook ageing, 1.8% a month) and hard water (calcium pectates,
    +0.2% a mg/l), twice as slow for every 1,500 m of altitude (a lower boiling point), faster soaked
    (up to 45% less, saturating) and in alkaline water, a little slower salted and on a low burner; with a
    noise of sd 7%; the log of the minutes is the target."""
    import numpy as np

    rng = np.random.default_rng(seed)
    age = rng.uniform(0, 36, n)
    soak = rng.uniform(0, 12, n)
    hard = rng.uniform(20, 400, n)
    alt = rng.uniform(0, 3000, n)
    diam = rng.uniform(3, 7, n)
    salt = rng.uniform(0, 10, n)
    ph = rng.uniform(6, 8.5, n)
    power = rng.uniform(40, 100, n)
    minutes = (
        9
        * (diam / 5) ** 1.3
        * np.exp(0.018 * age)
        * (1 + 0.002 * hard)
        * 2 ** (alt / 1500)
        * (1 - 0.45 * (1 - np.exp(-soak / 4)))
        * np.exp(-0.2 * (ph - 7))
        * (1 + 0.01 * salt)
        * (1 + 0.15 * (100 - power) / 60)
    )
    minutes = minutes * np.exp(rng.normal(0, 0.07, n))
    return np.column_stack([age, soak, hard, alt, diam, salt, ph, power]), np.log(minutes)


def lentils(
    seed: int = 98601, sizes: tuple[int, int, int] = SIZES, name: str = "lentil-cook-minutes"
) -> Splits:
    """8 standardised columns, the standardised log minutes."""
    x, y = _lentils(seed, sum(sizes))
    return _generated(name, x, y, 0, sizes)


def lentils_long() -> Splits:
    """A 2,000-trial draw."""
    return lentils(98602, (2000, 300, 300), "lentil-cook-minutes-2000")


def lentils_cook_timed() -> Splits:
    """Not a fault: a second kitchen's target is the minutes each cook noted by biting a lentil now and
    then (a noise of sd 35% on the same chemistry): a high loss floor is this task's Bayes error."""
    import numpy as np

    x, y = _lentils(98603, sum(SIZES))
    y = y + np.random.default_rng(98604).normal(0, 0.35, len(y))
    return _generated("lentil-cook-minutes-bitten", x, y, 0, SIZES)


def lentils_divided_by_variance() -> Splits:
    """The bug: the feature scaler is applied as `(x - scaler.mean_) / scaler.var_` (the variance where
    `scaler.scale_`, the sd, was meant): a column is divided by its sd squared, so the altitude (sd ~870
    m) and the hardness (sd ~110 mg/l) reach the model at sds of ~0.001 and ~0.01, the age at 0.1, while
    the pH (sd 0.72) is spread to 1.4."""
    import torch

    from tests.suite import datasets as ds

    x, y = _lentils(98605, sum(SIZES))
    train = x[: SIZES[0]]
    x = (x - train.mean(0)) / train.var(0)
    target = torch.tensor(y, dtype=torch.float32)
    target = (target - target[: SIZES[0]].mean()) / target[: SIZES[0]].std()
    return ds.named(
        ds._split(torch.tensor(x, dtype=torch.float32), target[:, None], SIZES, 0), "lentil-cook-minutes"
    )


# ---------------------------------------------------------------- injected faults (and healthy hooks)


def onecycle_max_lr_over_div(optimizer: Any, total: int) -> Any:
    """The bug: `OneCycleLR(opt, max_lr=cfg.lr / cfg.div_factor, total_steps=total)`, its author taking
    `max_lr` for the starting lr (OneCycleLR starts at max_lr / div_factor itself): the peak is the
    recipe's lr divided by 25 and the run starts 625 times below it."""
    import torch

    lr = float(optimizer.param_groups[0]["lr"])
    return torch.optim.lr_scheduler.OneCycleLR(optimizer, max_lr=lr / 25, total_steps=total + 1)


def poly_power(power: float) -> Callable[[Any, int], Any]:
    """`PolynomialLR(opt, total_iters=total, power=power)` (the lr falls as `(1 - s / total) ** power`)."""

    def build(optimizer: Any, total: int) -> Any:
        import torch

        return torch.optim.lr_scheduler.PolynomialLR(optimizer, total_iters=total, power=power)

    return build


def warm_restarts(first: int) -> Callable[[Any, int], Any]:
    """Not a fault: CosineAnnealingWarmRestarts with a first cycle of `first` steps, each next cycle
    twice as long (T_mult 2), down to 1% of the lr."""

    def build(optimizer: Any, _total: int) -> Any:
        import torch

        lr = float(optimizer.param_groups[0]["lr"])
        return torch.optim.lr_scheduler.CosineAnnealingWarmRestarts(optimizer, first, 2, eta_min=lr / 100)

    return build


def smoothing(amount: float) -> Callable[[torch.Tensor, torch.Tensor], torch.Tensor]:
    """The cross-entropy with `label_smoothing=amount` (training and evaluation share the criterion)."""

    def loss(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
        from torch import nn

        return nn.functional.cross_entropy(out, y, label_smoothing=amount)

    return loss


def hand_sgd_buffer_never_stored(plan: Plan, net: nn.Module) -> Any:
    """The bug: the project's hand-written momentum SGD reads its buffer with `buf =
    state.get("momentum_buffer", torch.zeros_like(p))` and rebinds it with `buf = momentum * buf + grad`,
    never writing it back to the state: every step starts from a zero buffer, so the optimizer is plain
    SGD (no momentum) at the recipe's lr."""
    import torch

    class HandSGD(torch.optim.Optimizer):
        def __init__(self, params: Any, lr: float, momentum: float) -> None:
            super().__init__(params, {"lr": lr, "momentum": momentum})

        @torch.no_grad()
        def step(self, closure: Any = None) -> Any:
            loss = None
            if closure is not None:
                with torch.enable_grad():
                    loss = closure()
            for group in self.param_groups:
                for p in group["params"]:
                    if p.grad is None:
                        continue
                    buf = self.state[p].get("momentum_buffer", torch.zeros_like(p))
                    buf = group["momentum"] * buf + p.grad
                    p.add_(buf, alpha=-group["lr"])
            return loss

    params = [q for q in net.parameters() if q.requires_grad]
    return HandSGD(params, plan.lr, plan.momentum)


def _first_step(inner: Any, x: torch.Tensor) -> torch.Tensor:
    out, _ = inner.rnn(inner.embed(x))
    logits: torch.Tensor = inner.head(out[:, 0])
    return logits


gru_reads_first_step = _wrapper(_first_step)
gru_reads_first_step.__doc__ = """The bug: the classifier's forward reads `out[:, 0]` of the GRU's
batch-first output (N, L, H), the state after the FIRST event, where the final state `out[:, -1]` was
meant (the line was ported from a `batch_first=False` model whose `out[-1]` it mistranslated): the logs
are padded on the left, so for most of them the head sees the state after one padding token."""


def _clamp_at_zero(inner: Any, x: torch.Tensor) -> torch.Tensor:
    out: torch.Tensor = inner(x)
    return out if inner.training else out.clamp(min=0.0)


eval_clamp_at_zero = _wrapper(_clamp_at_zero)
eval_clamp_at_zero.__doc__ = """The bug: the shared prediction step post-processes the predictions with
`preds.clamp(min=0)` ('cooking minutes cannot be negative'), but the predictions are standardised log
minutes: every prediction below the mean becomes 0. Training calls the model directly."""


def _wall_jitter(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.where(torch.rand(len(x), 1, 1, 1) < 0.5, x.flip(3), x)
    x = torch.roll(x, int(torch.randint(-1, 2, (1,))), dims=3)
    return x * torch.exp(0.15 * (torch.rand(len(x), 1, 1, 1) * 2 - 1))


wall_jitter = _augmented(_wall_jitter)
wall_jitter.__doc__ = """Not a fault: in training mode each scan is mirrored left-right with p 0.5,
each batch moved by up to a column and each scan's gain scaled by up to 15%."""


def _groove_jitter(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.roll(x, int(torch.randint(-3, 4, (1,))), dims=-1)
    return x * (1 + 0.2 * (torch.rand(len(x), 1) * 2 - 1)) + 0.2 * torch.randn_like(x)


groove_jitter = _augmented(_groove_jitter)
groove_jitter.__doc__ = """Not a fault: in training mode each batch of traces is rolled by up to 3
samples, each trace's gain jittered by up to 20% and given 0.2 sd of noise."""


# ---------------------------------------------------------------- the variants


def ZZZZV(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by battery zf's runner (through every earlier wrapper)."""
    return L(*args, runs=runs or zf_runs(), **kw)


CH16 = {"channels": 16}
H48 = {"hidden": 48}
W128 = {"width": 128, "num_layers": 2}
W256 = {"width": 256, "num_layers": 2}

FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    ZZZZV(
        "vzzzzv-steplr-gamma-10-typed-as-divide-by-10-cnn-walls",
        Plan(
            walls,
            "cnn",
            1e-3,
            "adam",
            epochs=10,
            log_every=4,
            schedule="step",
            step_size=64,
            gamma=10.0,
            model_kw=CH16,
        ),
        ("loss-runaway",),
        "learning-rate-too-high",
        (
            "`StepLR(opt, step_size=64, gamma=cfg.lr_gamma)` with the config's `lr_gamma: 10  # divide by "
            "10 every 2 epochs`, read by StepLR as the factor it multiplies by: Adam's lr 1e-3 becomes 1e-2 "
            "after 2 epochs, 0.1 after 4, 1 after 6 and 10 after 8; a 16-channel CNN over the wall scans, "
            "10 epochs (every 4th step logged): epoch means 1.54, 1.22, 0.984, 0.723, then 2.78, 1.64, "
            "1.76, 1.72, 3.47, 2.28, the gradient norm 1.5 at first and up to 20, the val loss 1.37, 1.07, "
            "0.858, 0.72 (epoch 4), then 1.6-1.7, 3.29, 2.14 and val accuracy 0.54 to 0.727, then "
            "0.177-0.26, test 2.22 and 0.16 (sound CNNs on these scans: ~0.65-0.8 and 0.7-0.76)"
        ),
        ("loss-spikes", "gradient-explosion", "metric-at-baseline", "slow-convergence", "loss-oscillation"),
        family="cnn",
        dataset="dry-stone-wall-scans",
        seed=98001,
        runs=zf_runs(hparams={"lr_step_gamma": 10, "lr_step_size": 64}),
    ),
    ZZZZV(
        "vzzzzv-onecycle-max-lr-divided-by-div-factor-transformer-dredger",
        Plan(dredger, "transformer", 3e-3, "adamw", weight_decay=0.01, epochs=12, log_every=5),
        ("slow-convergence",),
        "learning-rate-too-low",
        (
            "`OneCycleLR(opt, max_lr=cfg.lr / cfg.div_factor, total_steps=total)`, its author taking "
            "`max_lr` for the starting lr (OneCycleLR divides by div_factor itself): AdamW's peak is 3e-3 / "
            "25 = 1.2e-4, the run starts at 5e-6 and ends at 1e-7; a small transformer (weight decay 0.01) "
            "over the dredger logs, 12 epochs (every 5th step logged): losses 1.92, 1.69, 1.76, 1.77 ... "
            "0.794-1.04 in the last third, epoch means 1.86, 1.81, 1.7, 1.59 ... 0.905, 0.899, the val loss "
            "1.88, 1.79, 1.66 ... 0.903, 0.891, 0.889 and val accuracy 0.11 to 0.787, test 0.916 and 0.767 "
            "(sound transformers on these logs: ~0.36 and 0.87-0.89)"
        ),
        ("undertrained", "metric-at-baseline", "learning-rate-out-of-range"),
        family="transformer",
        dataset="dredger-cut-logs",
        seed=98002,
        runs=zf_runs(
            schedule=onecycle_max_lr_over_div,
            hparams={"scheduler": "OneCycleLR(max_lr=lr / div_factor)", "div_factor": 25},
        ),
    ),
    ZZZZV(
        "vzzzzv-polynomial-lr-power-9-for-0-9-cnn1d-gramophone",
        Plan(gramophone, "cnn1d", 2e-3, "adam", epochs=15, log_every=5, model_kw=CH16),
        ("slow-convergence",),
        "lr-decay-too-fast",
        (
            "`PolynomialLR(opt, total_iters=total, power=9)`, the poly schedule's power typed 9 for the "
            "recipe's 0.9: the lr falls as (1 - s / total) ** 9, to 39% of Adam's 2e-3 after a tenth of the "
            "run, 13% after a fifth, 4% after 30% and 1.5e-27 at the end; a 16-channel 1-D CNN over the "
            "stylus traces, 15 epochs (every 5th step logged): losses 1.61, 1.58, 1.57, 1.6 ... 1.47-1.57 "
            "in the last third, epoch means 1.6, 1.57, 1.55, 1.54, then 1.53 from the 5th epoch on, the val "
            "loss 1.6, 1.57, 1.55, then 1.54 and val accuracy 0.19, 0.29, 0.39, then 0.36, test 1.53 and "
            "0.343 (sound 1-D CNNs on these traces: ~0.52-0.6 and 0.74-0.76)"
        ),
        ("undertrained",),
        family="cnn",
        dataset="gramophone-stylus-traces",
        seed=98003,
        runs=zf_runs(schedule=poly_power(9.0), hparams={"scheduler": "PolynomialLR(power=9)"}),
    ),
    ZZZZV(
        "vzzzzv-dataloader-positional-num-workers-batch-2-mlp-caravan",
        Plan(
            caravan,
            "mlp",
            0.02,
            "sgd",
            momentum=0.9,
            epochs=3,
            batch_size=2,
            log_every=2,
            val_interval=0.5,
            model_kw=W128,
        ),
        ("loss-oscillation",),
        "batch-size-unsuitable",
        (
            "`DataLoader(train_set, cfg.num_workers, shuffle=True)`, the worker count (2) passed "
            "positionally where the batch size (64) goes: a 2x128 MLP under SGD with momentum 0.9 at the lr "
            "0.02 tuned for batches of 64 runs at batches of 2, 3 epochs (1,500 steps, every 2nd logged), "
            "evaluated twice an epoch: losses 1.61, 1.61, 1.4, 1.72, 0.302, 1.02 ... 1.6e-6 to 5.74 in the "
            "last third, epoch means 1.05, 0.946, 0.93, the gradient norm 3e-5 to 10.9, the val loss 1.41, "
            "0.745, 0.717, 0.714, 0.824, 0.844 and val accuracy 0.47, 0.74, 0.75, 0.78, 0.75, 0.73, test "
            "0.935 and 0.673 (sound MLPs on these surveys: ~0.6 and 0.77-0.79)"
        ),
        ("loss-spikes", "slow-convergence"),
        family="mlp",
        dataset="caravan-damp-surveys",
        seed=98004,
        runs=zf_runs(hparams={"config_batch_size": 64, "num_workers": 2}),
    ),
    # --- data
    ZZZZV(
        "vzzzzv-majority-vote-ties-to-lowest-class-mlp-caravan",
        Plan(
            caravan_vote_ties_to_dry,
            "mlp",
            2e-3,
            "adam",
            epochs=40,
            batch_size=50,
            log_every=5,
            model_kw=W256,
        ),
        ("overfitting",),
        "label-noise",
        (
            "each training van's verdict is the majority of three trainee engineers' verdicts (each right "
            "with p 0.6), computed `np.bincount(votes, minlength=5).argmax()`: on a three-way split the "
            "lowest id, 'dry', wins (30% of the training labels wrong; 'dry' makes up 27% of the training "
            "labels where it is 15% of the vans); "
            "validation and test vans carry the senior engineer's verdict; a 2x256 MLP under Adam lr 2e-3 "
            "at batch 50, 40 epochs (every 5th step logged): losses 1.37, 1.21, 1.22, 1.11 ... 0.377-0.899 "
            "in the last third, epoch means 1.36, 1.21, 1.19 ... 0.481, the val loss 0.925, 1.08, 1.02, "
            "0.922 (min, epoch 4) ... 1.14-1.58 in the last third, 1.43 at the end, and val accuracy "
            "0.68-0.73 early, 0.577 at the end, test 1.32 and 0.623 (sound MLPs on these surveys: ~0.6 and "
            "0.77-0.79)"
        ),
        ("train-val-gap",),
        family="mlp",
        dataset="caravan-damp-surveys",
        seed=98005,
    ),
    ZZZZV(
        "vzzzzv-test-vans-softwood-meter-calibration-mlp-caravan",
        Plan(
            caravan_test_softwood_meter,
            "mlp",
            2e-3,
            "adam",
            epochs=15,
            batch_size=50,
            log_every=5,
            model_kw=W128,
        ),
        ("val-test-gap",),
        "distribution-shift",
        (
            "the test vans were surveyed after the dealer bought a new pin meter, left on its softwood "
            "calibration (it reads plywood and hardboard at 1.3 times plus 2.5 points); training and "
            "validation surveys come from the old meter; a 2x128 MLP under Adam lr 2e-3 at batch 50, 15 "
            "epochs (every 5th step logged): losses 1.46, 1.21, 1.02, 1.01 ... 0.428-0.916 in the last "
            "third, epoch means 1.22, 0.791, 0.745 ... 0.622, the val loss 0.789, 0.706, then 0.7-0.746 and "
            "val accuracy 0.75-0.77, test 1.48 and 0.573"
        ),
        (),
        family="mlp",
        dataset="caravan-damp-surveys",
        seed=98006,
    ),
    ZZZZV(
        "vzzzzv-scans-augmented-before-split-cnn-walls",
        Plan(walls_augmented_before_split, "cnn", 2e-3, "adam", epochs=20, log_every=8, model_kw=CH16),
        ("val-test-gap",),
        "data-leakage",
        (
            "the survey's 650 scans were 'augmented' (each copied with its gain scaled by 0.9-1.1 and a "
            "fresh scanner noise of sd 0.1) into 1,300 BEFORE the random training / validation split: 79% "
            "of the validation scans have a near-twin among the training scans; the test scans are another "
            "parish's survey; a 16-channel CNN under Adam lr 2e-3, 20 epochs (every 8th step logged): "
            "losses 1.59, 1.54, 1.45, 1.04 ... 0.0058-0.038 in the last third, epoch means 1.5, 0.965, "
            "0.697 ... 0.0082, the val loss 1.2, 0.967, 0.813 ... 0.421-0.488 in the last third and val "
            "accuracy 0.54 to 0.89-0.91, test 1.11 and 0.703"
        ),
        ("overfitting", "zero-train-loss"),
        family="cnn",
        dataset="dry-stone-wall-scans",
        seed=98007,
    ),
    ZZZZV(
        "vzzzzv-scaler-divides-by-variance-regression-lentils",
        Plan(lentils_divided_by_variance, "mlp", 2e-3, "adam", epochs=15, log_every=5, model_kw=W128),
        ("slow-convergence",),
        "wrong-preprocessing-parameters",
        (
            "the feature scaler is applied as `(x - scaler.mean_) / scaler.var_` (the variance where "
            "`scaler.scale_` was meant): the altitude and the hardness reach the model at sds of ~0.001 and "
            "~0.01, the age and the burner power at ~0.1 and ~0.06, the pH at 1.4; a 2x128 regression MLP "
            "under Adam lr 2e-3, 15 epochs (every 5th step logged): losses 0.921, 0.701, 0.654, 0.608 ... "
            "0.381-0.532 in the last third, the gradient norm up to 2.4, the val loss 0.708, 0.612, 0.601, "
            "0.546 ... 0.491, 0.489, test 0.487 (a sound MLP's val loss on these trials: ~0.02)"
        ),
        ("input-not-normalized",),
        family="regression",
        dataset="lentil-cook-minutes",
        seed=98008,
    ),
    # --- evaluation
    ZZZZV(
        "vzzzzv-eval-collate-pads-right-lstm-dredger",
        Plan(dredger_eval_right_padded, "lstm", 3e-3, "adam", epochs=15, log_every=5, clip=1.0, model_kw=H48),
        ("train-val-gap",),
        "eval-pipeline-mismatch",
        (
            "the training logs go through the project's collate, which pads on the left, but the evaluation "
            "loader was built with `pad_sequence(batch_first=True)`, which pads on the right: the LSTM's "
            "final state is read after up to 10 padding steps on the validation and test logs; an LSTM "
            "(hidden 48) under Adam lr 3e-3 clipped at 1, 15 epochs (every 5th step logged): losses 1.56, "
            "1.56, 1.42, 1.26 ... 0.0325-0.301 in the last third, epoch means 1.35, 0.859, 0.48 ... 0.105, "
            "the val loss 1.32, 0.842, 0.791 ... 0.699-0.837 over the last seven evaluations, 0.749 at the "
            "end, and val accuracy 0.58 to 0.71-0.76, test 0.798 and 0.697 (sound readers of these logs: "
            "~0.35-0.45 and 0.84-0.89)"
        ),
        ("metric-at-baseline",),
        family="rnn",
        dataset="dredger-cut-logs",
        seed=98009,
    ),
    ZZZZV(
        "vzzzzv-eval-preds-clamped-at-zero-regression-lentils",
        Plan(
            lentils,
            "mlp",
            2e-3,
            "adam",
            epochs=12,
            log_every=4,
            model_fault=eval_clamp_at_zero,
            model_kw=MLP64,
        ),
        ("train-val-gap",),
        "wrong-eval-logic",
        (
            "the shared prediction step post-processes the predictions with `preds.clamp(min=0)` ('cooking "
            "minutes cannot be negative') while the model predicts standardised log minutes: every "
            "prediction below the mean becomes 0; training calls the model directly; a 2x64 regression MLP "
            "under Adam lr 2e-3, 12 epochs (every 4th step logged): losses 0.633, 1.05, 0.752, 0.414 ... "
            "0.0072-0.028 in the last third, epoch means 0.433, 0.0449, 0.0253 ... 0.0146, the val loss "
            "0.578, 0.558, 0.553, then 0.548-0.55 (level), test 0.552 (a sound MLP's val loss on these "
            "trials: ~0.02)"
        ),
        (),
        family="regression",
        dataset="lentil-cook-minutes",
        seed=98010,
    ),
    ZZZZV(
        "vzzzzv-test-loads-crashed-attempts-last-ckpt-resnet-walls",
        Plan(walls, "resnet", 3e-3, "adamw", weight_decay=0.01, epochs=10, log_every=4),
        ("val-test-gap",),
        "wrong-checkpoint-loaded",
        (
            "a first attempt of the job died after 24 optimizer steps and left `last.ckpt` in the run "
            "folder; `ModelCheckpoint(save_last=True)` of the rerun saw the file and wrote its own as "
            "`last-v1.ckpt`, while the test script loads `last.ckpt`: the test scores the crashed attempt's "
            "weights; a small residual net under AdamW (lr 3e-3, weight decay 0.01), 10 epochs (every 4th "
            "step logged): losses 1.6, 1.61, 1.46, 1.6 ... 0.499-1.01 in the last third, epoch means 1.5, "
            "1.24, 1.09 ... 0.656, the val loss 1.3, 1.15, 1.03 ... 0.777-0.859 over the last four "
            "evaluations and val accuracy 0.46 to 0.61-0.67, test 1.33 and 0.55"
        ),
        (),
        family="resnet",
        dataset="dry-stone-wall-scans",
        seed=98011,
        runs=zf_runs(test_at_step=24),
    ),
    # --- model
    ZZZZV(
        "vzzzzv-label-smoothing-from-confidence-key-bncnn-walls",
        Plan(walls, "bncnn", 3e-3, "adam", epochs=10, log_every=5, model_kw=CH16),
        ("slow-convergence",),
        "wrong-loss-function",
        (
            "`CrossEntropyLoss(label_smoothing=cfg.confidence)` with the config's confidence 0.9 (the "
            "smoothing meant was 1 - 0.9): the target puts 0.28 on the true class and 0.18 on each other "
            "one, and the loss cannot fall below that target's entropy, 1.59 (ln 5 = 1.61); training and "
            "evaluation share the criterion; a 16-channel batch-norm CNN under Adam lr 3e-3, 10 epochs "
            "(every 5th step logged): losses 1.61, then 1.6 at every logged step, the gradient norm "
            "0.03-0.12, the val loss 1.61-1.62, then 1.6, and val accuracy 0.44 to 0.7-0.83, test 1.6 and "
            "0.797"
        ),
        ("loss-accuracy-mismatch",),
        family="cnn-bn",
        dataset="dry-stone-wall-scans",
        seed=98012,
        runs=zf_runs(loss=smoothing(0.9), hparams={"label_smoothing": 0.9, "confidence": 0.9}),
    ),
    ZZZZV(
        "vzzzzv-gru-head-reads-first-time-step-dredger",
        Plan(
            dredger,
            "gru",
            3e-3,
            "adam",
            epochs=12,
            log_every=5,
            clip=1.0,
            model_fault=gru_reads_first_step,
            model_kw=H48,
        ),
        ("slow-convergence", "metric-at-baseline"),
        "wrong-operator",
        (
            "the classifier's forward reads `out[:, 0]` of the GRU's batch-first output (N, L, H), the "
            "state after the FIRST event, where the final state `out[:, -1]` was meant (ported from a "
            "`batch_first=False` model's `out[-1]`): the logs are padded on the left, so for most of them "
            "the head sees the state after one padding token; a GRU (hidden 48) under Adam lr 3e-3 clipped "
            "at 1, 12 epochs (every 5th step logged): losses 1.6, 1.6, 1.66, 1.61 ... 1.44-1.65 in the last "
            "third, epoch means 1.6, 1.58, 1.58 ... 1.54, the val loss 1.6 to 1.55 and val accuracy "
            "0.25-0.28, test 1.55 and 0.273 (sound readers of these logs: ~0.35-0.45 and 0.84-0.89)"
        ),
        ("undertrained",),
        family="rnn",
        dataset="dredger-cut-logs",
        seed=98013,
    ),
    ZZZZV(
        "vzzzzv-hand-sgd-momentum-buffer-never-stored-bncnn1d-gramophone",
        Plan(gramophone, "bncnn1d", 5e-3, "sgd", momentum=0.9, epochs=12, log_every=4, model_kw=CH16),
        ("slow-convergence",),
        "optimizer-implementation-bug",
        (
            "the project's hand-written momentum SGD reads its buffer with `buf = "
            "state.get('momentum_buffer', zeros_like(p))` and rebinds it with `buf = momentum * buf + "
            "grad`, never writing it back: every step starts from a zero buffer, so the optimizer is plain "
            "SGD at the momentum recipe's lr 5e-3; a 16-channel batch-norm 1-D CNN, 12 epochs (every 4th "
            "step logged): losses 1.63, 1.63, 1.64, 1.65 ... 1.48-1.56 in the last third, the val loss "
            "1.61, 1.6, 1.59 ... 1.5, 1.49 and val accuracy 0.21 to 0.41, test 1.49 and 0.38 (sound 1-D "
            "CNNs on these traces: ~0.52-0.6 and 0.74-0.76)"
        ),
        ("undertrained",),
        family="cnn-bn",
        dataset="gramophone-stylus-traces",
        seed=98014,
        runs=zzzzo_runs(optimizer=hand_sgd_buffer_never_stored, hparams={"optimizer_impl": "HandSGD"}),
    ),
    # --- workflow
    ZZZZV(
        "vzzzzv-max-time-20-seconds-for-minutes-gru-dredger",
        Plan(dredger, "gru", 1e-3, "adam", epochs=30, max_steps=72, log_every=2, clip=1.0, model_kw=H48),
        ("undertrained",),
        "too-few-epochs",
        (
            "`Trainer(max_time='00:00:00:20')`, the DD:HH:MM:SS string written for 20 seconds where 20 "
            "minutes were meant: the fit stops at the limit after 72 of the 30-epoch recipe's 960 steps "
            "(2.25 epochs); a GRU (hidden 48) under Adam lr 1e-3 clipped at 1 (every 2nd step logged): "
            "losses 1.62, 1.63, 1.59, 1.59 ... 0.988-1.27 in the last third, the val loss 1.44, 1.04, 0.971 "
            "and val accuracy 0.48, 0.6, 0.66, test 1.01 and 0.617 (this recipe run to its end: ~0.35-0.45 "
            "and 0.84-0.89)"
        ),
        (),
        family="rnn",
        dataset="dredger-cut-logs",
        seed=98015,
        runs=zf_runs(hparams={"max_time": "00:00:00:20"}),
    ),
    ZZZZV(
        "vzzzzv-early-stopping-config-key-never-matched-mlp-caravan",
        Plan(caravan, "mlp", 2e-3, "adam", epochs=80, batch_size=100, log_every=5, model_kw=W256),
        ("overfitting",),
        "too-many-epochs",
        (
            "the training script attaches `EarlyStopping('val_loss', "
            "patience=cfg.callbacks.early_stopping.patience)` only `if 'early_stopping' in cfg.callbacks`, "
            "while the experiment config names the entry `early_stop:`: no early stopping, all 80 epochs of "
            "a 2x256 MLP at batch 100 under Adam lr 2e-3 (800 steps, every 5th logged): losses 1.07, 0.699, "
            "0.695 ... 0.0646-0.219 in the last third, epoch means 1.1, 0.75, 0.726 ... 0.0824, the val "
            "loss 0.65, 0.605, 0.622, 0.589, 0.603, 0.583 ... 0.883-1.27 in the last third, 1.27 at the "
            "end, and val accuracy 0.76-0.81 early, 0.713 at the end, test 1.46 and 0.737"
        ),
        ("train-val-gap", "zero-train-loss"),
        family="mlp",
        dataset="caravan-damp-surveys",
        seed=98016,
        runs=zf_runs(hparams={"early_stop": "val_loss, patience=5"}),
    ),
)

HEALTHY: tuple[Variant, ...] = (
    ZZZZV(
        "vzzzzv-healthy-bncnn-walls-mirror-jitter-aug-dropout",
        Plan(
            walls,
            "bncnn",
            1.5e-3,
            "adam",
            epochs=12,
            log_every=6,
            model_fault=wall_jitter,
            model_kw={"channels": 16, "dropout": 0.3},
        ),
        (),
        None,
        (
            "a 16-channel batch-norm CNN with dropout 0.3 and scans mirrored left-right with p 0.5, moved "
            "by up to a column and gain-scaled by up to 15% in training mode, Adam lr 1.5e-3, 12 epochs "
            "(every 6th step logged): losses 1.59, 1.52, 1.34, 1.47 ... 0.546-0.887 in the last third, "
            "epoch means 1.48, 1.26, 1.15 ... 0.672, the val loss 1.34, 1.11, 1.07, 0.979, 0.895, 0.907, "
            "1.07, 0.961, 0.746, 0.721, 0.688, 0.681 and val accuracy 0.48 to 0.72-0.76, test 0.746 and "
            "0.687"
        ),
        family="cnn-bn",
        dataset="dry-stone-wall-scans",
        seed=98101,
    ),
    ZZZZV(
        "vzzzzv-healthy-resnet-walls-onecycle-val-twice",
        Plan(
            walls,
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
            "epochs (every 3rd step logged), evaluated twice an epoch: losses 1.72, 1.81, 1.93, 1.84, 1.88, "
            "1.96 ... 0.69-0.983 in the last third, epoch means 1.74, 1.52, 1.3 ... 0.829, the val loss "
            "1.66, 1.66, 1.59, 1.36, 1.54, 1.19 ... 0.787 and val accuracy 0.18, 0.18, 0.27 ... 0.71, test "
            "0.765 and 0.727"
        ),
        family="resnet",
        dataset="dry-stone-wall-scans",
        seed=98102,
    ),
    ZZZZV(
        "vzzzzv-healthy-cnn-walls-bf16-sgd-cosine-val-every-2",
        Plan(
            walls,
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
            "a 16-channel CNN under SGD with momentum 0.9 at lr 0.03 with cosine decay, batch 64, "
            "bf16-mixed autocast, 12 epochs (every 4th step logged), evaluated every 2 epochs: losses 1.55, "
            "1.61, 1.61, 1.42 ... 0.187-0.347 in the last third, epoch means 1.56, 1.19, 0.931 ... 0.254, "
            "the val loss 1.04, 0.739, 0.701, 0.717, 0.661, 0.653 and val accuracy 0.56 to 0.76, test 0.732 "
            "and 0.713"
        ),
        family="cnn",
        dataset="dry-stone-wall-scans",
        seed=98103,
    ),
    ZZZZV(
        "vzzzzv-healthy-bncnn-walls-label-smoothing-0-1-rmsprop",
        Plan(walls, "bncnn", 3e-4, "rmsprop", epochs=10, log_every=5, model_kw=CH16),
        (),
        None,
        (
            "a 16-channel batch-norm CNN under RMSprop lr 3e-4 with a label smoothing of 0.1 (a loss floor "
            "of ~0.4 at perfect accuracy), 10 epochs (every 5th step logged): losses 1.59, 1.53, 1.45, 1.5 "
            "... 1.03-1.24 in the last third, epoch means 1.48, 1.32, 1.26 ... 1.08, the val loss 1.39, "
            "1.26, 1.22 ... 1.08, 1.08 and val accuracy 0.57 to 0.7, test 1.05 and 0.76"
        ),
        family="cnn-bn",
        dataset="dry-stone-wall-scans",
        seed=98104,
        runs=zf_runs(loss=smoothing(0.1), hparams={"label_smoothing": 0.1}),
    ),
    ZZZZV(
        "vzzzzv-healthy-transformer-dredger-warmup-cosine-dropout",
        Plan(
            dredger,
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
            "warm-up and a cosine decay, 12 epochs (every 5th step logged): losses 1.76, 1.83, 1.53, 1.54 "
            "... 0.0863-0.407 in the last third, epoch means 1.6, 0.825, 0.446 ... 0.22, the val loss 1.32, "
            "0.474, 0.365 ... 0.335-0.366 and val accuracy 0.53 to 0.88-0.89, test 0.372 and 0.87"
        ),
        family="transformer",
        dataset="dredger-cut-logs",
        seed=98105,
    ),
    ZZZZV(
        "vzzzzv-healthy-gru-dredger-early-stop-patience-3",
        Plan(dredger, "gru", 2e-3, "adam", epochs=40, log_every=10, early_stop=3, clip=1.0, model_kw=H48),
        (),
        None,
        (
            "a GRU (hidden 48) under Adam lr 2e-3 clipped at 1, early stopping on the val loss at patience "
            "3 (up to 40 epochs; every 10th step logged): it stopped after 10 epochs; losses 1.53, 1.44, "
            "1.2, 1.07 ... 0.0317-0.488 in the last third, epoch means 1.48, 0.953, 0.515 ... 0.228, the "
            "gradient norm 0.35 at first, up to 4.2 before clipping, the val loss 1.21, 0.646, 0.42 ... "
            "0.349 (min, epoch 7), 0.365, 0.366, 0.354 and val accuracy 0.6 to 0.87-0.89, test 0.424 and "
            "0.86"
        ),
        family="rnn",
        dataset="dredger-cut-logs",
        seed=98106,
    ),
    ZZZZV(
        "vzzzzv-healthy-lstm-dredger-warm-restarts",
        Plan(dredger, "lstm", 3e-3, "adam", epochs=14, log_every=2, clip=1.0, model_kw=H48),
        (),
        None,
        (
            "an LSTM (hidden 48) under Adam lr 3e-3 clipped at 1 with CosineAnnealingWarmRestarts (a first "
            "cycle of 32 steps, each next twice as long, down to 3e-5; restarts at steps 32, 96 and 224), "
            "14 epochs (every 2nd step logged): losses 1.62, 1.61, 1.56 ... 0.0589-0.663 in the last third, "
            "epoch means 1.49, 1.06, 0.736, 0.639, 0.46, 0.381, 0.347, 0.388 (after a restart) ... 0.192, "
            "the gradient norm up to 24 before clipping, the val loss 1.35, 0.842, 0.739 ... 0.397 and val "
            "accuracy 0.49 to 0.84-0.86, test 0.457 and 0.843"
        ),
        family="rnn",
        dataset="dredger-cut-logs",
        seed=98107,
        runs=zf_runs(schedule=warm_restarts(32), hparams={"scheduler": "CosineAnnealingWarmRestarts(32, 2)"}),
    ),
    ZZZZV(
        "vzzzzv-healthy-cnn1d-gramophone-batch-8-every-step",
        Plan(gramophone, "cnn1d", 3e-3, "adam", epochs=3, batch_size=8, log_every=1, model_kw=CH16),
        (),
        None,
        (
            "three epochs of a 16-channel 1-D CNN at batch 8 under Adam lr 3e-3, every step logged (375 "
            "steps): losses 1.63, 1.55, 1.55, 1.56 ... 0.149-1.38 in the last third, epoch means 1.54, "
            "0.981, 0.619, the gradient norm 0.16-4, the val loss 1.3, 0.728, 0.532 and val accuracy 0.51, "
            "0.72, 0.74 (still improving), test 0.518 and 0.76"
        ),
        family="cnn",
        dataset="gramophone-stylus-traces",
        seed=98108,
    ),
    ZZZZV(
        "vzzzzv-healthy-bncnn1d-gramophone-jitter-aug-step-lr",
        Plan(
            gramophone,
            "bncnn1d",
            3e-3,
            "adam",
            epochs=12,
            log_every=4,
            schedule="step",
            step_size=128,
            gamma=0.3,
            model_fault=groove_jitter,
            model_kw={"channels": 16, "dropout": 0.3},
        ),
        (),
        None,
        (
            "a 16-channel batch-norm 1-D CNN with dropout 0.3 and traces rolled by up to 3 samples, "
            "gain-jittered by up to 20% and given 0.2 sd of noise in training mode, Adam lr 3e-3 with a "
            "StepLR of 128 steps at gamma 0.3, 12 epochs (every 4th step logged): losses 1.63, 1.61, 1.57, "
            "1.53 ... 0.81-1.03 in the last third, the val loss 1.38, 1.14, 0.952 ... 0.828-0.843 over the "
            "last four (below the training loss), the lr down to 2.7e-4, val accuracy 0.53 to 0.67, test "
            "0.861 and 0.65"
        ),
        family="cnn-bn",
        dataset="gramophone-stylus-traces",
        seed=98109,
    ),
    ZZZZV(
        "vzzzzv-healthy-cnn1d-gramophone-accumulate-4-every-step",
        Plan(gramophone, "cnn1d", 3e-3, "adam", epochs=16, accumulate=4, log_every=1, model_kw=CH16),
        (),
        None,
        (
            "a 16-channel 1-D CNN under Adam lr 3e-3, batches of 32 with gradients accumulated over 4 (128 "
            "optimizer steps), 16 epochs, every step logged: level near 1.6 for the first epochs, then "
            "falling; losses 1.63, 1.61, 1.63, 1.6 ... 0.507-0.907 in the last third, the gradient norm "
            "0.12-1.25, the val loss 1.61, 1.58, 1.54, 1.49, 1.42, 1.33 ... 0.689, 0.634, 0.605, 0.577 and "
            "val accuracy 0.21 to 0.74-0.75, test 0.595 and 0.757"
        ),
        family="cnn",
        dataset="gramophone-stylus-traces",
        seed=98110,
    ),
    ZZZZV(
        "vzzzzv-healthy-regression-lentils-long-sgd-log-100",
        Plan(
            lentils_long,
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
            "a 2x64 regression MLP under SGD with momentum 0.9 at lr 2e-3 over a 2,000-trial draw, 25 "
            "epochs (1,575 steps, logged every 100), evaluated every 5 epochs: the first logged loss (step "
            "100) 0.0203, then 0.0116-0.0283, epoch means 0.693, 0.0772, 0.0362 ... 0.0174, the val loss "
            "0.0259, 0.02, 0.0183, 0.0178, 0.0171 (still creeping down), test 0.015"
        ),
        family="regression",
        dataset="lentil-cook-minutes",
        seed=98111,
    ),
    ZZZZV(
        "vzzzzv-healthy-regression-lentils-bitten-noise-floor",
        Plan(
            lentils_cook_timed, "mlp", 2e-3, "adam", epochs=15, log_every=5, schedule="cosine", model_kw=MLP64
        ),
        (),
        None,
        (
            "the minutes each cook noted by biting a lentil now and then, a noise of sd 35% on the same "
            "chemistry (a loss floor at the task's Bayes error); a 2x64 regression MLP under Adam lr 2e-3 "
            "with cosine decay, 15 epochs (every 5th step logged): losses 1.39, 0.677, 0.698, 0.262 ... "
            "0.132-0.343 in the last third, epoch means 0.56, 0.285, 0.261 ... 0.225, the val loss 0.327, "
            "0.304, then 0.292-0.303 (level), test 0.275"
        ),
        family="regression",
        dataset="lentil-cook-minutes-bitten",
        seed=98112,
    ),
    ZZZZV(
        "vzzzzv-healthy-regression-lentils-plateau-cuts",
        Plan(
            lentils, "mlp", 3e-3, "adam", epochs=20, log_every=5, schedule="plateau", gamma=0.3, model_kw=W128
        ),
        (),
        None,
        (
            "a 2x128 regression MLP under Adam lr 3e-3 with ReduceLROnPlateau (factor 0.3, patience 0) on "
            "the val loss, 20 epochs (every 5th step logged): losses 0.42, 0.14, 0.137, 0.0755 ... "
            "0.0053-0.0169 in the last third, epoch means 0.194, 0.0316, 0.0203 ... 0.0107, the val loss "
            "0.0471, 0.0232, 0.0218 ... 0.0188 (level over the last third) while the lr is cut again and "
            "again, to 5.3e-9, test 0.0164"
        ),
        family="regression",
        dataset="lentil-cook-minutes",
        seed=98113,
    ),
    ZZZZV(
        "vzzzzv-healthy-mlp-caravan-epoch-only-logging",
        Plan(caravan, "mlp", 2e-3, "nadam", epochs=10, batch_size=64, train_log="epoch", model_kw=MLP64),
        (),
        None,
        (
            "a 2x64 MLP at batch 64 under NAdam lr 2e-3, 10 epochs, the training loss logged once an epoch "
            "only: epoch losses 1.47, 1.06, 0.821, 0.755 ... 0.672, the val loss 1.22, 0.777, 0.66 ... "
            "0.604-0.617 over the last six and val accuracy 0.71 to 0.75-0.79, test 0.66 and 0.77"
        ),
        family="mlp",
        dataset="caravan-damp-surveys",
        seed=98114,
    ),
    ZZZZV(
        "vzzzzv-healthy-mlp-caravan-40-steps-still-improving",
        Plan(caravan, "mlp", 4e-3, "adam", epochs=4, batch_size=100, log_every=1, model_kw=MLP64),
        (),
        None,
        (
            "four epochs (40 steps at batch 100, every step logged) of a 2x64 MLP under Adam lr 4e-3: "
            "losses 1.63, 1.57, 1.54, 1.5 ... 0.677-0.913 in the last third, the val loss 1.12, 0.733, "
            "0.636, 0.611 and val accuracy 0.69, 0.75, 0.75, 0.77, test 0.69 and 0.777"
        ),
        family="mlp",
        dataset="caravan-damp-surveys",
        seed=98115,
    ),
    ZZZZV(
        "vzzzzv-healthy-mlp-caravan-never-evaluated",
        Plan(caravan, "mlp", 3e-3, "adamax", epochs=12, log_every=5, schedule="cosine", model_kw=W128),
        (),
        None,
        (
            "a 2x128 MLP under Adamax lr 3e-3 with cosine decay, 12 epochs (every 5th step logged), never "
            "validated (no validation loader; one test at the end): losses 1.52, 1.31, 1.09, 1.02 ... "
            "0.529-0.78 in the last third, test 0.651 and 0.777"
        ),
        family="mlp",
        dataset="caravan-damp-surveys",
        seed=98116,
        runs=zf_runs(evaluate=False),
    ),
)
