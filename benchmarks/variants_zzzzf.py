"""Variant battery zzzzf: a look-alike of an external held-out suite, real framework runs (`--battery zzzzf`).

    nice -n 10 python benchmarks/variants.py --battery zzzzf --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery zzzzf [--runs]

Like batteries d-zzzze, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is the log),
trained by battery d's runner through the earlier batteries' wrappers (battery zf's runner, battery ze's
LambdaLR schedules), battery zj's model and augmentation wrappers and this battery's own hooks (a
uniform(0, 1) initialiser, a backbone frozen at its random initialisation, a multi-step schedule stepped
per batch, gain and shift augmentation), so each case can run in each of the three layouts; the layout
rotation of variants.py picks one.
It was written blind: its author trained it with `--train-only`, read the raw logged numbers of each
run, and never diagnosed or scored it, so it is held-out data for the tool.
Its halves are even (one fault each, one cause a case, spread over every family of cause: optimisation,
data, evaluation, model, workflow), injected into data sets no battery had at a realistic strength, in
forms earlier batteries did not use (see each case's description and each hook's docstring).
The data sets are new, all made offline with numpy from known generating models (see each generator): a
cycling power meter's crank-torque traces by the rider's pedalling fault (smooth, mashing, dead spot, leg
imbalance, chain skip; 64 readings over two revolutions), 12x12 patches of a chocolate factory's bar
surface scans (clean, fat bloom, sugar bloom, scratch, air bubbles), a laser cutter's job event logs by
the technician's finding (clean cut, flare-up, misalignment, dirty lens, warped sheet; left-padded to
20), an almond grower's kernel yields per orchard block (from the trees, the winter, the water and the
bees; standardised) and a museum's beetle species labels (from 10 body measurements).
Runs of ~40 to ~2,000 steps: MLPs (2x64 to 3x256, dropout; a ten-layer sigmoid MLP), 2-D CNNs with and
without batch norm, a small residual net, 1-D CNNs with and without batch norm, GRU and LSTM readers of
the laser logs, small transformers and regression MLPs; SGD with and without momentum, Adam, AdamW,
RMSprop, NAdam, Adamax; constant, cosine, warm-up + cosine, warm-up + linear, one-cycle, step, multi-step
(LambdaLR), plateau and exponential schedules; bf16-mixed autocast, amplitude and shift augmentation, flip
augmentation, dropout, early stopping, clipping; batches of 4 to 1,000; cadences from every step to once
every 100 steps, evaluations twice an epoch, once an epoch, every few epochs or never.
The faulty half: SGD with momentum 0.999 at lr 0.05 on an MLP, a MultiStepLR whose epoch milestones are
stepped every batch, an lr shrunk by a linear-scaling rule to 32/4096 of its value, full-batch steps (1,000
blocks) for 30 steps, a min-max scaler fitted with the spreadsheet's totals row, a vocabulary capped at
5 ids, 35% of the specimens given another drawer's species by a join, validation bars rescanned from
the training bars, test logs read backwards, validation labels read from a sorted sheet, training
targets clipped to one sd (the evaluation's not), a random backbone frozen with only the head trained,
a uniform(0, 1) initialiser, ten sigmoid layers, a smoke test's `max_steps=40` left in, and a
class-balanced sampler that draws the same 20 specimens all epoch.
The healthy half holds sound runs a naive reader can take for a fault (see the healthy cases'
descriptions): val losses below the training loss under gain and shift augmentation with dropout,
batch-4 noise logged every step, a step cut evaluated every 2 epochs, one-cycle bf16 with flips, a
plain-SGD CNN's noisy val loss, early stopping after a one-off val spike, warm-up + cosine evaluated
twice an epoch, plateau cuts flattening an LSTM, a 50-step run still improving, a slow SGD regression
over 2,000 steps logged every 100, dropout and bf16 with the val loss below the training loss, batch-8
noise, an exponential decay, heavy dropout, a run never evaluated and a warm-up bump.
Split, layout rotation and labels follow variants.py's rules; a Lightning case's `every` is its
`log_every_n_steps`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from benchmarks.variants import Variant, _generated, _regression_table
from benchmarks.variants_d import Plan, Runner
from benchmarks.variants_l import L
from benchmarks.variants_w import MLP64
from benchmarks.variants_ze import lambda_schedule
from benchmarks.variants_zf import zf_runs
from benchmarks.variants_zh import _patch_splits, _token_splits
from benchmarks.variants_zj import _augmented, _signal_splits, _stats

if TYPE_CHECKING:
    import torch
    from torch import nn

    from tests.suite.datasets import Splits

SIZES = (1000, 300, 300)


# ---------------------------------------------------------------- data sets no battery has


PEDALLING = ("smooth", "mashing", "dead-spot", "leg-imbalance", "chain-skip")


def _crank(seed: int, n: int, length: int = 64) -> tuple[Any, Any]:
    """A cycling power meter's crank-torque traces (newton-metres, 64 readings over about two crank
    revolutions at a cadence of 1.7-2.3 revolutions a window), labelled by a bike fitter's finding: a
    smooth stroke (each leg a broad half-sine push), mashing (each push a narrow peak, the sine raised
    to a power of 3.5-6), a dead spot (the push cut off for a fifth of the stroke around the top), a leg
    imbalance (one leg pushing 45-70% of the other's torque) or a chain skip (the torque dropping to 0
    for 2-4 readings once, then a spike). A rider's torque (25-45 N m), the cadence, a phase and the strain
    gauge's noise (sd 1.5-3 N m) blur the classes, so sound 1-D CNNs stop
    near 0.8-0.95."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.24, 0.19, 0.19, 0.19, 0.19])
    x = np.zeros((n, length))
    for i in range(n):
        c = int(y[i])
        revs, phase = rng.uniform(1.7, 2.3), rng.uniform(0, 1)
        angle = 2 * np.pi * (np.arange(length) / length * revs + phase)
        power = rng.uniform(3.5, 6) if c == 1 else rng.uniform(1, 1.5)
        left = np.maximum(np.sin(angle), 0) ** power
        right = np.maximum(-np.sin(angle), 0) ** power
        if c == 3:
            right = right * rng.uniform(0.45, 0.7)
        else:
            right = right * rng.uniform(0.85, 1.0)
        torque = left + right
        if c == 2:
            top = (np.cos(angle) > rng.uniform(0.55, 0.75)) | (np.cos(angle) < -rng.uniform(0.55, 0.75))
            torque = np.where(top, 0.05, torque)
        if c == 4:
            at, dur = int(rng.integers(4, length - 8)), int(rng.integers(2, 5))
            torque[at : at + dur] = 0.0
            torque[at + dur] += rng.uniform(0.5, 1.0)
        x[i] = rng.uniform(25, 45) * torque + rng.normal(0, rng.uniform(1.5, 3), length)
    return x, y


def crank(
    seed: int = 97101, sizes: tuple[int, int, int] = SIZES, name: str = "crank-torque-traces"
) -> Splits:
    """The traces (N, 64), centred and scaled by the training traces' mean and sd, 5 classes."""
    x, y = _crank(seed, sum(sizes))
    return _signal_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def crank_val_labels_sorted() -> Splits:
    """The bug: the validation labels are read from the fitter's sheet `val_labels.csv`, which someone
    sorted by the finding column to count them; the traces stay in their recording order, so the
    validation labels are misaligned with their traces (the training and test sheets are intact)."""
    import numpy as np

    x, y = _crank(97102, sum(SIZES))
    n, m = SIZES[0], SIZES[0] + SIZES[1]
    y = y.copy()
    y[n:m] = np.sort(y[n:m])
    return _signal_splits(x, y, SIZES, "crank-torque-traces", _stats(x[:n]))


BLOOMS = ("clean", "fat-bloom", "sugar-bloom", "scratch", "air-bubbles")


def _chocolate(seed: int, n: int) -> tuple[Any, Any]:
    """12x12 patches of a chocolate factory's bar surface scans (the surface's brightness under a ring
    light), labelled by the quality inspector: a clean surface (a gloss gradient and a faint mould
    texture), fat bloom (2-3 broad, soft grey-white clouds), sugar bloom (10-20 fine bright speckles), a
    scratch (a thin bright line at a random angle) or air bubbles (2-4 small dark round pits). Each patch
    has a random gloss, a contrast of 0.6-1.1 and a noise of sd 0.3-0.5, so sound CNNs stop near
    0.85-0.97."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.24, 0.19, 0.19, 0.19, 0.19])
    yy, xx = np.mgrid[0:12, 0:12].astype(float)
    x = np.zeros((n, 12, 12))
    for i in range(n):
        c = int(y[i])
        ang = rng.uniform(0, 2 * np.pi)
        img = 0.4 * ((np.cos(ang) * xx + np.sin(ang) * yy) / 12) + 0.3 * np.sin(xx * 0.9 + rng.uniform(0, 6))
        if c == 1:
            for _ in range(int(rng.integers(2, 4))):
                bx, by, s = rng.uniform(0, 12), rng.uniform(0, 12), rng.uniform(2, 3.5)
                img += 1.4 * np.exp(-((xx - bx) ** 2 + (yy - by) ** 2) / (2 * s * s))
        if c == 2:
            for _ in range(int(rng.integers(10, 21))):
                img[int(rng.integers(0, 12)), int(rng.integers(0, 12))] += rng.uniform(1.2, 2.2)
        if c == 3:
            th, off = rng.uniform(0, np.pi), rng.uniform(-3, 3)
            dist = np.abs((xx - 5.5) * np.sin(th) - (yy - 5.5) * np.cos(th) - off)
            img += 2.0 * (dist < 0.6)
        if c == 4:
            for _ in range(int(rng.integers(2, 5))):
                ex, ey = rng.uniform(1, 11), rng.uniform(1, 11)
                img -= 2.0 * np.exp(-((xx - ex) ** 2 + (yy - ey) ** 2) / 0.9)
        x[i] = rng.uniform(0.6, 1.1) * img + rng.normal(0, rng.uniform(0.3, 0.5), (12, 12))
    return x, y


def chocolate(
    seed: int = 97201, sizes: tuple[int, int, int] = SIZES, name: str = "chocolate-bloom-patches"
) -> Splits:
    """The patches as (N, 1, 12, 12), centred and scaled by the training patches' mean and sd, 5 classes."""
    x, y = _chocolate(seed, sum(sizes))
    return _patch_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def chocolate_val_rescanned_train_bars() -> Splits:
    """The bug: the validation folder holds the second line's scans of 300 bars that the first line had
    already scanned for the training set (the same bars, their patches shifted by the rescan's sensor
    noise, sd 0.15, with the same labels); the test patches are new bars."""
    import numpy as np

    x, y = _chocolate(97202, sum(SIZES))
    n = SIZES[0]
    rng = np.random.default_rng(97203)
    pick = rng.choice(n, SIZES[1], replace=False)
    rescans = x[pick] + rng.normal(0, 0.15, x[pick].shape)
    x = np.concatenate([x[:n], rescans, x[n + SIZES[1] :]])
    y = np.concatenate([y[:n], y[pick], y[n + SIZES[1] :]])
    return _patch_splits(x, y, SIZES, "chocolate-bloom-patches", _stats(x[:n]))


LASER_EVENTS = (
    "<pad>",
    "job-start",
    "job-end",
    "door-open",
    "lid-interlock",
    "air-assist-on",
    "air-assist-off",
    "flame-sensor",
    "power-dip",
    "focus-adjust",
    "pause",
    "resume",
    "exhaust-low",
    "heartbeat",
    "homing",
)
LASER_FINDINGS = ("clean-cut", "flare-up", "misalignment", "dirty-lens", "warped-sheet")
_LASER_FAVOURED = ((1, 2, 14, 5), (7, 10, 6, 12), (14, 9, 10, 11), (8, 9, 12, 7), (9, 3, 4, 14))
_LASER_LENGTHS = ((9, 20), (7, 17), (8, 19), (6, 15), (8, 20))


def _laser(seed: int, n: int, length: int = 20) -> tuple[Any, Any]:
    """A laser cutter's controller event logs over one job (the job starting and ending, the door and
    the lid interlock, the air assist on and off, the flame sensor, power dips, focus adjustments,
    pauses and resumes, a weak exhaust, heartbeats, homing; ids 1-14, 0 pads on the left), labelled by
    the technician's finding: a clean cut, a flare-up, a misaligned head, a dirty lens or a warped sheet.
    Each finding is a Markov chain over one shared random base tilted towards its four favoured events
    (the order matters: a flare-up is the flame sensor followed by a pause, a dirty lens a run of focus
    adjustments), and 20% of the events are replaced by a random one (a flaky serial link), so sound
    sequence models stop near 0.6-0.8."""
    import numpy as np

    rng = np.random.default_rng(seed)
    base = np.random.default_rng(97300).dirichlet(np.ones(14) * 0.5, size=14)
    chains = []
    for favoured in _LASER_FAVOURED:
        tilt = np.zeros((14, 14))
        for a, b in zip(favoured, favoured[1:] + favoured[:1], strict=True):
            tilt[a - 1, b - 1] = 0.9
        tilt[:, [f - 1 for f in favoured]] += 0.08
        chain = base + tilt
        chains.append(chain / chain.sum(1, keepdims=True))
    y = rng.choice(5, n, p=[0.24, 0.19, 0.19, 0.19, 0.19])
    x = np.zeros((n, length), dtype=np.int64)
    for i in range(n):
        c = int(y[i])
        size = int(rng.integers(*_LASER_LENGTHS[c]))
        state = int(rng.integers(0, 14))
        events = []
        for _ in range(size):
            state = int(rng.choice(14, p=chains[c][state]))
            events.append(int(rng.integers(1, 15)) if rng.random() < 0.2 else state + 1)
        x[i, length - size :] = events
    return x, y


def laser(
    seed: int = 97301, sizes: tuple[int, int, int] = SIZES, name: str = "laser-cutter-job-events"
) -> Splits:
    """Event windows (N, 20) over 15 ids (0 the padding), 5 classes."""
    x, y = _laser(seed, sum(sizes))
    return _token_splits(x, y, sizes, name)


def laser_vocab_capped_at_5() -> Splits:
    """The bug: the tokenizer's vocabulary was built with `max_size=5` (a debugging value): the padding,
    an unknown id and the three events most frequent in the training logs keep ids 0-4, every other
    event maps to the unknown id 1."""
    import numpy as np

    x, y = _laser(97302, sum(SIZES))
    counts = np.bincount(x[: SIZES[0]].ravel(), minlength=15)
    counts[0] = 0
    keep = np.argsort(-counts)[:3]
    table = np.ones(15, dtype=np.int64)
    table[0] = 0
    table[keep] = np.arange(2, 5)
    return _token_splits(table[x], y, SIZES, "laser-cutter-job-events")


def laser_test_reversed() -> Splits:
    """The bug: the inference script, copied from a bidirectional model's, passes `reverse=True` to the
    test loader: each test log is read from its last event back to its first (the padding now at the
    end); the training and validation logs are in order."""
    x, y = _laser(97303, sum(SIZES))
    m = SIZES[0] + SIZES[1]
    x = x.copy()
    x[m:] = x[m:, ::-1]
    return _token_splits(x, y, SIZES, "laser-cutter-job-events")


ALMOND_COLUMNS = (
    "tree_age_y",
    "chill_hours",
    "frost_days",
    "irrigation_mm",
    "nitrogen_kg_ha",
    "hives_ha",
    "clay_pct",
    "variety",
    "heat_days",
)


def _almond(seed: int, n: int) -> tuple[Any, Any]:
    """An almond grower's orchard blocks: the trees' age (3-25 years), the winter's chill hours, the
    spring frost days, the irrigation, the nitrogen, the bee hives a hectare, the soil's clay, the
    variety (0-2) and the summer's heat days over 38 C; the target is the kernel yield in kg a hectare:
    a bearing curve in the age (rising to a plateau at ~10 years, declining after 20), a chill
    requirement met above ~450 hours, a pollination term saturating in the hives, a frost loss, water and
    nitrogen response curves, the heat's stress, a variety effect and the harvest's noise (sd 8%)
    (standardised: a floor near an MSE of 0.05-0.08)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    age = rng.uniform(3, 25, n)
    chill = rng.uniform(250, 900, n)
    frost = rng.poisson(2.0, n).astype(float)
    water = rng.uniform(500, 1300, n)
    nitrogen = rng.uniform(80, 300, n)
    hives = rng.uniform(1, 7, n)
    clay = rng.uniform(5, 45, n)
    variety = rng.integers(0, 3, n).astype(float)
    heat = rng.poisson(8.0, n).astype(float)
    bearing = (1 - np.exp(-(age - 2) / 3.5)) * (1 - 0.04 * np.maximum(age - 20, 0))
    yield_kg = (
        3200
        * bearing
        / (1 + np.exp(-(chill - 450) / 60))
        * (1 - np.exp(-hives / 1.8))
        * np.exp(-0.12 * frost)
        * (1 - np.exp(-water / 450))
        * (1 - np.exp(-nitrogen / 110))
        * (1 - 0.012 * heat)
        * (1 - 0.004 * np.abs(clay - 20))
        * (1 + 0.07 * (variety - 1))
        * np.exp(rng.normal(0, 0.08, n))
    )
    x = np.column_stack([age, chill, frost, water, nitrogen, hives, clay, variety, heat])
    return x, yield_kg


def almond(
    seed: int = 97401, sizes: tuple[int, int, int] = SIZES, name: str = "almond-kernel-yield"
) -> Splits:
    """9 standardised columns, the standardised yield."""
    x, y = _almond(seed, sum(sizes))
    return _generated(name, x, y, 0, sizes)


def almond_long() -> Splits:
    """A 2,000-block draw."""
    return almond(97402, (2000, 300, 300), "almond-kernel-yield-2000")


def almond_minmax_with_totals_row() -> Splits:
    """The bug: the grower's spreadsheet ends with a totals row (each column's sum over the 1,000
    blocks, the yield's average), read in as one more training block; the min-max scaler fitted on the
    training rows takes its sums as the maxima, so every real block's features fall in [0, ~0.002]
    (the totals row at 1), and the validation and test blocks are scaled the same way."""
    import numpy as np

    x, y = _almond(97403, sum(SIZES))
    n = SIZES[0]
    total = x[:n].sum(0, keepdims=True)
    x = np.concatenate([x[: n - 1], total, x[n:]])
    y = np.concatenate([y[: n - 1], [y[:n].mean()], y[n:]])
    low, high = x[:n].min(0), x[:n].max(0)
    mu, sd = y[:n].mean(), y[:n].std()
    return _regression_table(
        "almond-kernel-yield",
        (x - low) / (high - low),
        (y - mu) / sd,
        SIZES,
        features_scaled=False,
        target_scaled=False,
    )


def almond_train_target_clipped() -> Splits:
    """The bug: the training script clips the standardised training yields to [-1, 1] (`y.clip(-1, 1)`,
    a robust-loss recipe meant for the residuals); the validation and test yields are not clipped."""
    import numpy as np

    x, y = _almond(97404, sum(SIZES))
    n = SIZES[0]
    target = (y - y[:n].mean()) / y[:n].std()
    target[:n] = np.clip(target[:n], -1, 1)
    return _regression_table("almond-kernel-yield", x, target, SIZES, target_scaled=False)


BEETLE_SPECIES = ("ground-beetle", "stag-beetle", "dung-beetle", "ladybird", "longhorn")


def _beetles(seed: int, n: int) -> tuple[Any, Any]:
    """A natural history museum's beetle species labels (the curator's) from 10 body measurements: the
    body length, the elytra's length and width, the pronotum's width, the head's width, the mandibles'
    length, the antennae's length, the hind tibia's length, the dry mass and the horn's length. Each
    species has its profile (a stag beetle's long mandibles, a longhorn's antennae longer than its body, a
    ladybird round and small, a dung beetle squat with a horn); worn or damaged specimens (one in six)
    take 40% of their measurements from another species' profile, so sound MLPs stop near 0.82-0.92."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.24, 0.19, 0.19, 0.19, 0.19])
    prof = np.array(
        [
            # body, elytra l, elytra w, pronotum, head, mandible, antenna, tibia, mass, horn
            [22, 14, 8, 7, 5, 2.5, 11, 7, 0.35, 0.0],
            [45, 25, 16, 15, 12, 16, 12, 11, 2.2, 0.0],
            [20, 11, 12, 12, 7, 1.5, 4, 6, 0.8, 4.0],
            [7, 5, 6, 4, 2.5, 0.5, 2, 2, 0.03, 0.0],
            [28, 20, 8, 6, 5, 3, 35, 9, 0.5, 0.0],
        ]
    )
    sds = np.array([4, 3, 2, 2, 1.5, 2, 4, 1.5, 0.25, 1.0])
    worn = rng.random(n) < 1 / 6
    other = np.where(worn, rng.integers(0, 5, n), y)
    cols = np.arange(10)
    x = np.zeros((n, 10))
    for i in range(n):
        source = np.where(rng.random(10) < 0.4, other[i], y[i])
        x[i] = np.abs(rng.normal(prof[source, cols], sds * rng.uniform(0.9, 1.8)))
    return x, y


def beetles(seed: int = 97501, sizes: tuple[int, int, int] = SIZES, name: str = "beetle-species") -> Splits:
    """10 standardised columns, 5 classes."""
    x, y = _beetles(seed, sum(sizes))
    return _generated(name, x, y, 5, sizes)


def beetles_drawer_join() -> Splits:
    """The bug: the measurements are joined to the curator's labels on the specimen number, which two
    drawers reuse; the join keeps the other drawer's label for 35% of the training specimens (another
    species drawn at random), the validation and test sheets are from one drawer and intact."""
    import numpy as np

    x, y = _beetles(97502, sum(SIZES))
    rng = np.random.default_rng(97503)
    n = SIZES[0]
    y = y.copy()
    hit = rng.random(n) < 0.35
    y[:n][hit] = (y[:n][hit] + rng.integers(1, 5, int(hit.sum()))) % 5
    return _generated("beetle-species", x, y, 5, SIZES)


def beetles_sampler_20_rows() -> Splits:
    """The bug: the class-balanced `WeightedRandomSampler` takes its weights from `1 / count` of a column
    misread as the species (the drawer code, unique but for 20 specimens of the rarest drawers), so the
    1,000 draws an epoch repeat the same 20 specimens (50 times each)."""
    import numpy as np

    x, y = _beetles(97504, sum(SIZES))
    n = SIZES[0]
    pick = np.random.default_rng(97505).choice(n, 20, replace=False)
    rows = np.tile(pick, 50)
    x = np.concatenate([x[rows], x[n:]])
    y = np.concatenate([y[rows], y[n:]])
    return _generated("beetle-species", x, y, 5, SIZES)


# ---------------------------------------------------------------- injected faults (and healthy hooks)


def uniform_01_init(net: nn.Module) -> nn.Module:
    """The bug: `nn.init.uniform_(layer.weight)` (its defaults: a uniform on [0, 1]) on every Linear, a
    line meant to be `uniform_(w, -bound, bound)`: every weight positive and of order one."""
    import torch

    for m in net.modules():
        if isinstance(m, torch.nn.Linear):
            torch.nn.init.uniform_(m.weight)
    return net


def head_only(net: nn.Module) -> Any:
    """The bug: a fine-tuning recipe's `requires_grad = False` on everything but the head, applied to a
    network that was never pretrained: the convolutions stay at their random initialisation."""
    return net.head.parameters()


def multistep_epochs_per_batch(step: int, _total: int) -> float:
    """The bug: `MultiStepLR(milestones=[3, 6, 9], gamma=0.1)`, its milestones in epochs, stepped after
    every batch: the lr is divided by 10 at steps 3, 6 and 9 (1e-3 of the base lr from step 9 on)."""
    return float(0.1 ** sum(step >= m for m in (3, 6, 9)))


def _torque_gain(x: torch.Tensor) -> torch.Tensor:
    import torch

    gain = 0.8 + 0.4 * torch.rand(x.shape[0], 1, device=x.device)
    return torch.roll(x, int(torch.randint(-6, 7, (1,))), dims=-1) * gain + 0.25 * torch.randn_like(x)


torque_gain = _augmented(_torque_gain)
torque_gain.__doc__ = """Not a fault: in training mode each trace is scaled by 0.8-1.2 (riders of other
strengths), each batch moved in time by up to 6 readings and given 0.25 sd of noise."""


def _chocolate_flip(x: torch.Tensor) -> torch.Tensor:
    import torch

    if bool(torch.rand(()) < 0.5):
        x = torch.flip(x, dims=(3,))
    if bool(torch.rand(()) < 0.5):
        x = torch.flip(x, dims=(2,))
    return x


chocolate_flip = _augmented(_chocolate_flip)
chocolate_flip.__doc__ = """Not a fault: in training mode each batch of patches is mirrored left to right
half the time and top to bottom half the time."""


# ---------------------------------------------------------------- the variants


def ZZZZF(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by battery zf's runner (through every earlier wrapper)."""
    return L(*args, runs=runs or zf_runs(), **kw)


CH16 = {"channels": 16}
H48 = {"hidden": 48}
W128 = {"width": 128, "num_layers": 2}

FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    ZZZZF(
        "vzzzzf-sgd-momentum-0.999-mlp-beetles",
        Plan(beetles, "mlp", 0.05, "sgd", momentum=0.999, epochs=10, log_every=5, model_kw=W128),
        ("loss-oscillation",),
        "learning-rate-too-high",
        "SGD with momentum 0.999 (a `0.99` typed with one 9 too many) at lr 0.05 on a 2x128 MLP over the "
        "beetle measurements, 10 epochs (every 5th step logged): losses 1.42, 0.811, 0.295, 0.222, 0.88 ... "
        "0.801-12.1 in the last third (up to 14.2), epoch means 0.883, 1.57, 0.825, 0.966, 2.5, 1.62, 2.25, "
        "2.75, 4.99, 3.09 (swinging up), the gradient norm up to 9.97, the val loss 1.44, 1.03, 0.589, 1.1, "
        "1.99, 2.62, 2.41, 4.02, 2.37, 5.01 and val accuracy 0.73, 0.833, 0.897, then down to 0.343, test "
        "2.41 and 0.413 (sound MLPs on these beetles: ~0.28-0.33 and 0.91-0.92)",
        (
            "loss-spikes",
            "loss-runaway",
            "train-val-gap",
            "overfitting",
            "slow-convergence",
            "gradient-explosion",
            "undertrained",
        ),
        family="mlp",
        dataset="beetle-species",
        seed=97001,
    ),
    ZZZZF(
        "vzzzzf-multistep-milestones-in-epochs-stepped-per-batch-cnn1d-crank",
        Plan(crank, "cnn1d", 2e-3, "adam", epochs=12, log_every=4, model_kw=CH16),
        ("metric-at-baseline", "slow-convergence"),
        "lr-decay-too-fast",
        "`MultiStepLR(milestones=[3, 6, 9], gamma=0.1)`, its milestones meant in epochs, stepped after every "
        "batch: the lr of a 16-channel 1-D CNN under Adam (2e-3) is divided by 10 at steps 3, 6 and 9 (2e-6 "
        "from step 9 on), 12 epochs (every 4th step logged): losses 1.59, 1.58, 1.58, 1.58, 1.6 ... 1.55-1.6 "
        "in the last third, the val loss 1.59 at all 12 evaluations and val accuracy 0.293 to 0.31, test "
        "1.59 and 0.29 (sound CNNs on these traces: ~0.21-0.34 and 0.87-0.93)",
        ("undertrained",),
        family="cnn",
        dataset="crank-torque-traces",
        seed=97002,
        runs=zf_runs(
            schedule=lambda_schedule(multistep_epochs_per_batch),
            hparams={"scheduler": "MultiStepLR([3, 6, 9])"},
        ),
    ),
    ZZZZF(
        "vzzzzf-linear-scaling-rule-lr-over-4096-gru-laser",
        Plan(laser, "gru", 7.8125e-6, "adam", epochs=12, log_every=8, clip=1.0, model_kw=H48),
        ("metric-at-baseline", "slow-convergence"),
        "learning-rate-too-low",
        "the linear-scaling rule `lr = 1e-3 * batch_size / 4096` (from a large-batch recipe) at batch 32: "
        "Adam at lr 7.8e-6 on a GRU (hidden 48) clipped at 1, 12 epochs (every 8th step logged): losses "
        "1.64, 1.64, 1.63, 1.63, 1.63 ... 1.6-1.7 in the last third, epoch means 1.63 to 1.62, the val loss "
        "1.62 then 1.61 and val accuracy 0.177 to 0.2, test 1.62 and 0.153 (sound sequence models on these "
        "logs: ~0.7-0.82 and 0.7-0.74)",
        ("undertrained",),
        family="rnn",
        dataset="laser-cutter-job-events",
        seed=97003,
    ),
    ZZZZF(
        "vzzzzf-full-batch-1000-regression-almond",
        Plan(almond, "mlp", 1e-3, "adam", epochs=30, batch_size=1000, log_every=1, model_kw=W128),
        ("undertrained",),
        "batch-size-unsuitable",
        "`batch_size=len(train)`: full-batch steps over the 1,000 orchard blocks, a 2x128 regression MLP "
        "under Adam lr 1e-3 for 30 epochs (30 steps, every step logged): losses 1.05, 0.985, 0.926, 0.869, "
        "0.815 ... 0.223-0.266 in the last third (0.223 at the end, still falling), the val loss 1.06, 1.0, "
        "0.944 ... 0.243-0.3 in the last third (0.243 at the end), test 0.245 (sound regressions here: "
        "~0.05-0.08)",
        ("slow-convergence",),
        family="regression",
        dataset="almond-kernel-yield",
        seed=97004,
    ),
    # --- data
    ZZZZF(
        "vzzzzf-minmax-fitted-with-totals-row-regression-almond",
        Plan(almond_minmax_with_totals_row, "mlp", 1e-3, "adam", epochs=15, log_every=8, model_kw=W128),
        ("metric-at-baseline", "slow-convergence"),
        "wrong-preprocessing-parameters",
        "the spreadsheet's totals row (each column's sum, the yield's average) read in as a training block, "
        "so the min-max scaler takes the sums as maxima and every real block's features fall in [0, ~0.002]; "
        "a 2x128 regression MLP under Adam lr 1e-3, 15 epochs (every 8th step logged): losses 0.915, 1.08, "
        "1.1, 0.661, 0.872 ... 0.619-1.82 in the last third, epoch means 1.0-1.01 throughout, the val loss "
        "1.0-1.01 at all 15 evaluations, test 1.11 (the target's variance is 1; sound regressions here: "
        "~0.05-0.08)",
        ("undertrained", "loss-spikes", "loss-oscillation"),
        family="regression",
        dataset="almond-kernel-yield",
        seed=97005,
    ),
    ZZZZF(
        "vzzzzf-vocab-capped-at-5-transformer-laser",
        Plan(
            laser_vocab_capped_at_5, "transformer", 1e-3, "adamw", weight_decay=0.01, epochs=10, log_every=5
        ),
        ("slow-convergence",),
        "bad-input-data",
        "the tokenizer's vocabulary built with `max_size=5`: the padding, an unknown id and the three most "
        "frequent events keep their own ids, the other eleven events all map to the unknown id; a small "
        "transformer under AdamW (lr 1e-3, weight decay 0.01), 10 epochs (every 5th step logged): losses "
        "1.66, 1.58, 1.55, 1.49, 1.5 ... 1.04-1.53 in the last third, epoch means 1.56, 1.41, 1.32, 1.28 ... "
        "1.24, the val loss 1.43, 1.34, 1.24, then 1.23-1.26 and val accuracy 0.363 to 0.467-0.52, test 1.28 "
        "and 0.463 (sound sequence models on these logs: ~0.7-0.82 and 0.7-0.74)",
        ("metric-at-baseline", "undertrained", "train-val-gap"),
        family="transformer",
        dataset="laser-cutter-job-events",
        seed=97006,
    ),
    ZZZZF(
        "vzzzzf-specimen-number-join-35pct-wrong-species-mlp-beetles",
        Plan(
            beetles_drawer_join,
            "mlp",
            1e-3,
            "adam",
            epochs=40,
            log_every=10,
            model_kw={"width": 256, "num_layers": 3},
        ),
        ("overfitting", "train-val-gap"),
        "label-noise",
        "the measurements joined to the labels on a specimen number two drawers reuse: 35% of the training "
        "specimens carry another drawer's species; a 3x256 MLP under Adam lr 1e-3, 40 epochs (every 10th "
        "step logged): losses 1.47, 1.01, 1.26, 1.14, 1.45 ... 0.102-0.846 in the last third, epoch means "
        "1.35, 1.24, 1.2 ... 0.246, the val loss 0.672, 0.679, 0.691, 0.627, 0.634, 0.6 ... 0.596 (min, "
        "epoch 12) ... 0.895-1.38 in the last third (1.38 at the end) and val accuracy 0.937 (max) down to "
        "0.63-0.75, test 1.63 and 0.653 (sound MLPs on these beetles: ~0.28-0.33 and 0.91-0.92)",
        ("val-test-gap", "loss-spikes", "slow-convergence", "gradient-explosion"),
        family="mlp",
        dataset="beetle-species",
        seed=97007,
    ),
    ZZZZF(
        "vzzzzf-val-split-is-rescans-of-train-bars-cnn-chocolate",
        Plan(chocolate_val_rescanned_train_bars, "cnn", 2e-3, "adam", epochs=25, log_every=10, model_kw=CH16),
        ("val-test-gap",),
        "data-leakage",
        "the validation folder holds the second line's rescans of 300 training bars (the same patches plus "
        "the rescan's noise, same labels), the test new bars; a 16-channel CNN under Adam lr 2e-3, 25 epochs "
        "(every 10th step logged): losses 1.3, 1.09, 1.29, 0.939, 0.616 ... 0.0038-0.066 in the last third, "
        "epoch means 1.24, 0.784, 0.592 ... 0.0111, the val loss 0.925, 0.681, 0.599, 0.402 ... "
        "0.0334-0.0898 in the last third and val accuracy 0.517 to 0.977-0.993, test 0.38 and 0.87",
        ("zero-train-loss", "overfitting", "train-val-gap"),
        family="cnn",
        dataset="chocolate-bloom-patches",
        seed=97008,
    ),
    # --- evaluation
    ZZZZF(
        "vzzzzf-test-logs-read-reversed-gru-laser",
        Plan(laser_test_reversed, "gru", 3e-3, "adam", epochs=12, log_every=6, clip=1.0, model_kw=H48),
        ("val-test-gap",),
        "eval-pipeline-mismatch",
        "the inference script, copied from a bidirectional model's, passes `reverse=True` to the test "
        "loader: every test log is read from its last event back (the padding at the end), the training and "
        "validation logs in order; a GRU (hidden 48) under Adam lr 3e-3 clipped at 1, 12 epochs (every 6th "
        "step logged): losses 1.54, 1.52, 1.43, 1.44, 0.95 ... 0.226-1.28 in the last third, epoch means "
        "1.41, 0.994, 0.813 ... 0.414, the val loss 1.13, 0.877, 0.764, 0.722 (min 0.719) ... 0.788, 0.83, "
        "0.816 and val accuracy 0.51 to 0.72-0.757, test 1.68 and 0.267",
        ("overfitting", "train-val-gap", "loss-spikes"),
        family="rnn",
        dataset="laser-cutter-job-events",
        seed=97009,
    ),
    ZZZZF(
        "vzzzzf-val-labels-from-sorted-sheet-bncnn1d-crank",
        Plan(crank_val_labels_sorted, "bncnn1d", 2e-3, "adam", epochs=10, log_every=5, model_kw=CH16),
        ("train-val-gap", "overfitting"),
        "wrong-eval-logic",
        "the validation labels read from a sheet someone sorted by the finding (the traces in recording "
        "order, so the labels are misaligned; the training and test sheets intact); a 16-channel batch-norm "
        "1-D CNN under Adam lr 2e-3, 10 epochs (every 5th step logged): losses 1.59, 1.42, 1.33, 1.27, 1.2 "
        "... 0.287-0.398 in the last third, the val loss 1.85, 2.12, 2.54, 2.89, 3.27, 3.52, 3.87, 3.93, "
        "4.24, 4.6 and val accuracy 0.19-0.207, test 0.268 and 0.93",
        ("val-test-gap", "metric-at-baseline"),
        family="cnn-bn",
        dataset="crank-torque-traces",
        seed=97010,
    ),
    ZZZZF(
        "vzzzzf-train-targets-clipped-to-1-sd-regression-almond",
        Plan(
            almond_train_target_clipped,
            "mlp",
            2e-3,
            "adamw",
            weight_decay=0.01,
            epochs=20,
            log_every=10,
            model_kw=W128,
        ),
        ("train-val-gap",),
        "eval-pipeline-mismatch",
        "the training script clips the standardised training yields to [-1, 1] (`y.clip(-1, 1)`, meant for "
        "the residuals of a robust loss), the validation and test yields unclipped; a 2x128 regression MLP "
        "under AdamW (lr 2e-3, weight decay 0.01), 20 epochs (every 10th step logged): losses 0.443, 0.183, "
        "0.139, 0.108, 0.1 ... 0.0122-0.0199 in the last third, the val loss 0.283, 0.177, 0.146, 0.159, "
        "0.166 ... 0.0955-0.127 in the last third, test 0.127 (sound regressions here: ~0.05-0.08)",
        ("overfitting", "val-test-gap"),
        family="regression",
        dataset="almond-kernel-yield",
        seed=97011,
    ),
    # --- model
    ZZZZF(
        "vzzzzf-random-backbone-frozen-head-only-resnet-chocolate",
        Plan(chocolate, "resnet", 3e-3, "adam", epochs=12, log_every=6, params=head_only),
        ("slow-convergence",),
        "frozen-weights",
        "a fine-tuning recipe's `requires_grad = False` on everything but the head, applied to a residual "
        "net that was never pretrained (the convolutions stay random); Adam lr 3e-3, 12 epochs (every 6th "
        "step logged): losses 1.55, 1.53, 1.53, 1.53, 1.49 ... 1.1-1.31 in the last third, epoch means 1.54, "
        "1.46, 1.41 ... 1.17, the gradient norm 7.02 rising to 39.2, the val loss 1.51, 1.44, 1.4 ... 1.15 "
        "and val accuracy 0.417 to 0.597, test 1.12 and 0.617 (sound CNNs on these patches: ~0.15-0.21 and "
        "0.93-0.96)",
        ("undertrained", "metric-at-baseline", "gradient-explosion"),
        family="resnet",
        dataset="chocolate-bloom-patches",
        seed=97012,
    ),
    ZZZZF(
        "vzzzzf-uniform-0-1-init-mlp-beetles",
        Plan(
            beetles, "mlp", 1e-3, "adam", epochs=10, log_every=5, model_fault=uniform_01_init, model_kw=W128
        ),
        ("bad-initial-loss", "loss-spikes"),
        "poor-initialization",
        "`nn.init.uniform_(layer.weight)` with its defaults (a uniform on [0, 1]) on every Linear of a 2x128 "
        "MLP under Adam lr 1e-3, 10 epochs (every 5th step logged): losses 219, 105, 51.8, 27.1, 37.1 ... "
        "0.393-4.01 in the last third, epoch means 81.6, 6.48, 1.7, 2.59, 1.62, 1.1, 1.31, 2.4, 1.49, 1.43, "
        "the gradient norm 1.05e3-1.51e3 at first, the val loss 27.0, 1.74, 3.11, 1.91, 1.29, 1.23, 1.39, "
        "1.79, 1.58, 1.38 and val accuracy 0.383 to 0.8, test 1.4 and 0.787 (sound MLPs on these beetles: "
        "~0.28-0.33 and 0.91-0.92)",
        ("gradient-explosion", "loss-oscillation", "train-val-gap", "val-test-gap", "undertrained"),
        family="mlp",
        dataset="beetle-species",
        seed=97013,
    ),
    ZZZZF(
        "vzzzzf-ten-layer-sigmoid-mlp-regression-almond",
        Plan(
            almond,
            "mlp",
            1e-3,
            "sgd",
            momentum=0.9,
            epochs=15,
            log_every=8,
            model_kw={"width": 64, "num_layers": 10, "activation": "sigmoid"},
        ),
        ("metric-at-baseline", "slow-convergence"),
        "vanishing-gradients",
        "a ten-layer sigmoid regression MLP (width 64, default initialisation) under SGD with momentum 0.9 "
        "at lr 1e-3, 15 epochs (every 8th step logged): losses 1.09, 1.32, 0.788, 0.938, 0.716 ... "
        "0.776-1.58 in the last third, epoch means 1.07, 1.02, then 0.998-1.02, the val loss 1.08 then 1.06 "
        "at every later evaluation, test 1.03 (the target's variance is 1; sound regressions here: "
        "~0.05-0.08)",
        ("gradient-vanishing", "undertrained", "loss-oscillation", "loss-spikes"),
        family="regression",
        dataset="almond-kernel-yield",
        seed=97014,
    ),
    # --- workflow
    ZZZZF(
        "vzzzzf-smoke-test-max-steps-40-bncnn-chocolate",
        Plan(chocolate, "bncnn", 1e-3, "adam", epochs=20, max_steps=40, log_every=2, model_kw=CH16),
        ("undertrained",),
        "too-few-epochs",
        "`max_steps=40` left from a smoke test overrides the 20 epochs asked for: a 16-channel batch-norm "
        "CNN under Adam lr 1e-3 stops after 40 steps (every 2nd logged, evaluated at step 32 and at the "
        "end): losses 1.63, 1.54, 1.44, 1.4, 1.39 ... 1.05-1.17 in the last third (1.05 at the end, still "
        "falling), the val loss 1.09, 1.01 and val accuracy 0.71, 0.733, test 1.02 and 0.707 (sound CNNs on "
        "these patches: ~0.15-0.21 and 0.93-0.96)",
        ("slow-convergence",),
        family="cnn-bn",
        dataset="chocolate-bloom-patches",
        seed=97015,
    ),
    ZZZZF(
        "vzzzzf-balanced-sampler-repeats-20-specimens-mlp-beetles",
        Plan(beetles_sampler_20_rows, "mlp", 1e-3, "adam", epochs=8, log_every=8, model_kw=W128),
        ("overfitting", "train-val-gap"),
        "insufficient-data",
        "a class-balanced sampler weighted by `1 / count` of a column misread as the species: the 1,000 "
        "draws an epoch repeat the same 20 specimens; a 2x128 MLP under Adam lr 1e-3, 8 epochs (every 8th "
        "step logged): losses 1.15, 0.889, 0.561, 0.407, 0.374 ... 0.00207-0.00609 in the last third, epoch "
        "means 0.957, 0.259, 0.0548 ... 0.00269, the gradient norm down to 0.0111, the val loss 1.03, 0.658, "
        "0.585 (min), 0.602, 0.615, 0.624, 0.637, 0.65 and val accuracy 0.513 to 0.82, test 0.726 and 0.827 "
        "(sound MLPs on these beetles: ~0.28-0.33 and 0.91-0.92)",
        ("zero-train-loss", "val-test-gap", "gradient-vanishing"),
        family="mlp",
        dataset="beetle-species",
        seed=97016,
    ),
)

HEALTHY: tuple[Variant, ...] = (
    # --- crank
    ZZZZF(
        "vzzzzf-healthy-bncnn1d-crank-gain-shift-aug-dropout",
        Plan(
            crank,
            "bncnn1d",
            3e-3,
            "adam",
            epochs=15,
            log_every=8,
            model_fault=torque_gain,
            model_kw={"channels": 16, "dropout": 0.3},
        ),
        (),
        None,
        "a 16-channel batch-norm 1-D CNN with dropout 0.3, each trace scaled by 0.8-1.2, moved by up to 6 "
        "readings and given 0.25 sd of noise in training mode, Adam lr 3e-3, 15 epochs (every 8th step "
        "logged): losses 1.45, 1.35, 1.34, 1.38, 0.917 ... 0.227-0.756 in the last third, epoch means 1.35, "
        "1.02, 0.854 ... 0.489, the val loss 1.17, 0.862, 0.763 ... 0.358-0.52 in the last third (below the "
        "training loss) and val accuracy 0.417 to 0.837, test 0.343 and 0.873",
        family="cnn-bn",
        dataset="crank-torque-traces",
        seed=97101,
    ),
    ZZZZF(
        "vzzzzf-healthy-bncnn1d-crank-batch-4-every-step",
        Plan(crank, "bncnn1d", 1e-3, "adam", epochs=2, batch_size=4, log_every=1, model_kw=CH16),
        (),
        None,
        "two epochs of a 16-channel batch-norm 1-D CNN at batch 4 under Adam lr 1e-3, every step logged (500 "
        "steps): losses 1.45, 1.75, 1.73, 1.54, 1.56 ... 0.251-1.97 in the last third, epoch means 1.18, "
        "0.811, the val loss 0.746, 0.527 and val accuracy 0.753, 0.843, test 0.537 and 0.863",
        family="cnn-bn",
        dataset="crank-torque-traces",
        seed=97102,
    ),
    ZZZZF(
        "vzzzzf-healthy-bncnn1d-crank-rmsprop-step-cut-val-every-2",
        Plan(
            crank,
            "bncnn1d",
            2e-3,
            "rmsprop",
            epochs=16,
            log_every=16,
            val_every_epochs=2,
            schedule="step",
            step_size=256,
            gamma=0.1,
            model_kw=CH16,
        ),
        (),
        None,
        "a 16-channel batch-norm 1-D CNN under RMSprop lr 2e-3 with a StepLR cut (x0.1 at step 256), 16 "
        "epochs (every 16th step logged), evaluated every 2 epochs: losses 1.08, 0.716, 0.548, 0.484, 0.453 "
        "... 0.212-0.242 in the last third, the val loss 0.468, 0.349, 0.306, 0.251, 0.224, 0.229, 0.229, "
        "0.217 and val accuracy 0.83 to 0.933, test 0.206 and 0.93",
        family="cnn-bn",
        dataset="crank-torque-traces",
        seed=97103,
    ),
    # --- chocolate
    ZZZZF(
        "vzzzzf-healthy-bncnn-chocolate-onecycle-bf16-flip-aug",
        Plan(
            chocolate,
            "bncnn",
            5e-3,
            "adam",
            epochs=10,
            log_every=5,
            schedule="onecycle",
            bf16=True,
            model_fault=chocolate_flip,
            model_kw=CH16,
        ),
        (),
        None,
        "a 16-channel batch-norm CNN with left-right and top-bottom flips in training mode, Adam under a "
        "one-cycle schedule (peak 5e-3) in bf16-mixed autocast, 10 epochs (every 5th step logged): losses "
        "1.49, 1.4, 1.33, 1.26, 1.19 ... 0.0814-0.401 in the last third, epoch means 1.4, 1.01, 0.602, 0.364 "
        "... 0.166, 0.182, the val loss 1.19, 0.714, 0.544, 0.307, 0.289, 0.203, 0.163, 0.152, 0.148, 0.143 "
        "and val accuracy 0.553 to 0.953-0.96, test 0.151 and 0.957",
        family="cnn-bn",
        dataset="chocolate-bloom-patches",
        seed=97104,
    ),
    ZZZZF(
        "vzzzzf-healthy-cnn-chocolate-plain-sgd-30-epochs",
        Plan(chocolate, "cnn", 0.05, "sgd", epochs=30, log_every=10, model_kw=CH16),
        (),
        None,
        "a 16-channel CNN under plain SGD (no momentum) at lr 0.05, 30 epochs (every 10th step logged): "
        "losses 1.41, 1.19, 1.06, 1.08, 0.965 ... 0.0296-0.251 in the last third, epoch means 1.25, 0.944, "
        "0.806 ... 0.0817, the val loss 1.07, 1.0, 1.26, 0.965, 0.866, 0.602, 0.898 ... 0.36-0.732 in the "
        "last third (jumpy: 0.37, 0.732, 0.414 at the end) and val accuracy 0.53 to 0.78-0.893, test 0.433 "
        "and 0.857",
        family="cnn",
        dataset="chocolate-bloom-patches",
        seed=97105,
    ),
    ZZZZF(
        "vzzzzf-healthy-resnet-chocolate-nadam-early-stop",
        Plan(chocolate, "resnet", 2e-3, "nadam", epochs=40, log_every=10, early_stop=4),
        (),
        None,
        "a small residual net under NAdam lr 2e-3, early stopping on the val loss with patience 4 (up to 40 "
        "epochs; every 10th step logged): it stopped after 29 epochs; losses 1.27, 1.15, 1.12, 1.05, 1.07 "
        "... 0.0518-0.556 in the last third, epoch means 1.24, 0.977, 0.817 ... 0.132-0.168 in the last "
        "third, the val loss 1.15, 0.85, 0.838, 0.924, 0.515 ... 0.146 (min, epoch 25), 0.298, 0.165, 4.54 "
        "(a one-off spike), 0.202 and val accuracy 0.53 to 0.963 (0.43 at the spike), test 0.211 and 0.933",
        family="resnet",
        dataset="chocolate-bloom-patches",
        seed=97106,
    ),
    # --- laser
    ZZZZF(
        "vzzzzf-healthy-transformer-laser-warmup-cosine-val-twice",
        Plan(
            laser,
            "transformer",
            2e-3,
            "adamw",
            weight_decay=0.01,
            epochs=8,
            log_every=4,
            val_interval=0.5,
            schedule="warmup-cosine",
            warmup=50,
        ),
        (),
        None,
        "a small transformer under AdamW (lr 2e-3, weight decay 0.01) with a 50-step warm-up and cosine "
        "decay, 8 epochs (every 4th step logged), evaluated twice an epoch: losses 1.66, 1.76, 1.78, 1.53, "
        "1.6 ... 0.456-0.993 in the last third, epoch means 1.59, 1.11, 0.897, 0.844, 0.821, 0.777, 0.752, "
        "0.745, the val loss 1.57, 1.33, 1.0, 0.936 ... 0.767-0.775 in the last third and val accuracy 0.297 "
        "to 0.717-0.727, test 0.707 and 0.73",
        family="transformer",
        dataset="laser-cutter-job-events",
        seed=97107,
    ),
    ZZZZF(
        "vzzzzf-healthy-lstm-laser-plateau-batch-64",
        Plan(
            laser,
            "lstm",
            4e-3,
            "adam",
            epochs=20,
            batch_size=64,
            log_every=3,
            schedule="plateau",
            gamma=0.5,
            clip=1.0,
            model_kw=H48,
        ),
        (),
        None,
        "an LSTM (hidden 48) at batch 64 under Adam lr 4e-3 clipped at 1 with ReduceLROnPlateau (factor 0.5; "
        "the lr cut to 2e-6 by the end), 20 epochs (every 3rd step logged): losses 1.61, 1.57, 1.55, 1.47, "
        "1.41 ... 0.375-0.69 in the last third, epoch means 1.53, 1.19, 0.967 ... 0.515 (flat for the last 6 "
        "epochs), the val loss 1.34, 1.05, 0.917 ... 0.763 (min), then 0.773-0.803 and 0.779 flat, val "
        "accuracy 0.487 to 0.697-0.71, test 0.716 and 0.74",
        family="rnn",
        dataset="laser-cutter-job-events",
        seed=97108,
    ),
    ZZZZF(
        "vzzzzf-healthy-gru-laser-50-steps-still-improving",
        Plan(laser, "gru", 5e-3, "adam", epochs=2, batch_size=40, log_every=1, clip=1.0, model_kw=H48),
        (),
        None,
        "two epochs (50 steps at batch 40, every step logged) of a GRU (hidden 48) under Adam lr 5e-3 "
        "clipped at 1: losses 1.63, 1.61, 1.56, 1.61, 1.61 ... 0.65-1.27 in the last third, the val loss "
        "1.2, 0.921 and val accuracy 0.493, 0.623, test 0.823 and 0.703",
        family="rnn",
        dataset="laser-cutter-job-events",
        seed=97109,
    ),
    # --- almond
    ZZZZF(
        "vzzzzf-healthy-regression-almond-long-sgd-log-100",
        Plan(
            almond_long,
            "mlp",
            2e-3,
            "sgd",
            momentum=0.9,
            epochs=32,
            log_every=100,
            val_every_epochs=4,
            model_kw=MLP64,
        ),
        (),
        None,
        "a 2x64 regression MLP under SGD with momentum 0.9 at lr 2e-3 over a 2,000-block draw, 32 epochs "
        "(2,016 steps, logged every 100), evaluated every 4 epochs: losses 0.27, 0.238, 0.214, 0.112, 0.0837 "
        "... 0.0328-0.107 in the last third, epoch means 0.773, 0.319, 0.236 ... 0.0463 (still creeping "
        "down), the val loss 0.236, 0.148, 0.108, 0.09, 0.0821, 0.0768, 0.0707, 0.0696, test 0.0485",
        family="regression",
        dataset="almond-kernel-yield",
        seed=97110,
    ),
    ZZZZF(
        "vzzzzf-healthy-regression-almond-dropout-bf16",
        Plan(
            almond,
            "mlp",
            2e-3,
            "adam",
            epochs=20,
            log_every=10,
            schedule="cosine",
            bf16=True,
            model_kw={"width": 128, "num_layers": 2, "dropout": 0.3},
        ),
        (),
        None,
        "a 2x128 regression MLP with dropout 0.3 under Adam lr 2e-3 with cosine decay in bf16-mixed "
        "autocast, 20 epochs (every 10th step logged): losses 0.699, 0.427, 0.311, 0.31, 0.277 ... "
        "0.0928-0.153 in the last third, the val loss 0.274, 0.187, 0.163, 0.15, 0.126 ... 0.082-0.0876 in "
        "the last third (below the training loss), test 0.0821",
        family="regression",
        dataset="almond-kernel-yield",
        seed=97111,
    ),
    ZZZZF(
        "vzzzzf-healthy-regression-almond-batch-8-adamax",
        Plan(almond, "mlp", 1e-3, "adamax", epochs=3, batch_size=8, log_every=3, model_kw=W128),
        (),
        None,
        "three epochs of a 2x128 regression MLP at batch 8 under Adamax lr 1e-3 (every 3rd step logged, 375 "
        "steps): losses 0.375, 1.72, 1.19, 0.432, 0.515 ... 0.045-0.644 in the last third, epoch means "
        "0.424, 0.202, 0.167, the val loss 0.249, 0.201, 0.166 (still falling), test 0.172",
        family="regression",
        dataset="almond-kernel-yield",
        seed=97112,
    ),
    # --- beetles
    ZZZZF(
        "vzzzzf-healthy-mlp-beetles-exp-decay",
        Plan(
            beetles, "mlp", 3e-3, "adam", epochs=15, log_every=5, schedule="exp", gamma=0.996, model_kw=MLP64
        ),
        (),
        None,
        "a 2x64 MLP under Adam lr 3e-3 with an exponential decay (x0.996 a step, 4.4e-4 at the end), 15 "
        "epochs (every 5th step logged): losses 1.51, 1.25, 1.02, 0.756, 0.629 ... 0.121-0.298 in the last "
        "third, the val loss 0.418, 0.284, then 0.274-0.292 (level) and val accuracy 0.897-0.917, test 0.299 "
        "and 0.907",
        family="mlp",
        dataset="beetle-species",
        seed=97113,
    ),
    ZZZZF(
        "vzzzzf-healthy-mlp-beetles-dropout-0.5-cosine",
        Plan(
            beetles,
            "mlp",
            1e-3,
            "adamw",
            weight_decay=0.05,
            epochs=20,
            log_every=10,
            schedule="cosine",
            model_kw={"width": 256, "num_layers": 3, "dropout": 0.5},
        ),
        (),
        None,
        "a 3x256 MLP with dropout 0.5 under AdamW (lr 1e-3, weight decay 0.05) with cosine decay, 20 epochs "
        "(every 10th step logged): losses 1.36, 1.11, 0.69, 0.523, 0.248 ... 0.0618-0.74 in the last third, "
        "epoch means 1.12, 0.465, 0.372 ... 0.247-0.263 in the last third, the val loss 0.503, 0.339, 0.294 "
        "... 0.287-0.291 in the last third and val accuracy 0.783 to 0.907-0.92, test 0.326 and 0.923",
        family="mlp",
        dataset="beetle-species",
        seed=97114,
    ),
    ZZZZF(
        "vzzzzf-healthy-mlp-beetles-rmsprop-never-evaluated",
        Plan(beetles, "mlp", 1e-3, "rmsprop", epochs=6, log_every=10, model_kw=W128),
        (),
        None,
        "a 2x128 MLP under RMSprop lr 1e-3, 6 epochs (192 steps, every 10th logged), no validation set "
        "passed (judged on the test after training): losses 0.555, 0.242, 0.398, 0.219, 0.177 ... "
        "0.053-0.362 in the last third, epoch means 0.514, 0.279, 0.248, 0.233, 0.223, 0.216, test 0.317 and "
        "0.91",
        family="mlp",
        dataset="beetle-species",
        seed=97115,
        runs=zf_runs(evaluate=False),
    ),
    ZZZZF(
        "vzzzzf-healthy-mlp-beetles-warmup-bump-val-twice",
        Plan(
            beetles,
            "mlp",
            8e-3,
            "adam",
            epochs=6,
            log_every=2,
            val_interval=0.5,
            schedule="warmup-linear",
            warmup=40,
            model_kw=W128,
        ),
        (),
        None,
        "a 2x128 MLP under Adam with a 40-step linear warm-up to lr 8e-3 and a linear decay, 6 epochs (every "
        "2nd step logged), evaluated twice an epoch: losses 1.65, 1.63, 1.52, 1.44, 1.31 ... 0.0108-0.535 in "
        "the last third, epoch means 0.931, 0.335, 0.252, 0.214, 0.171, 0.155, the val loss 0.821, 0.324, "
        "0.35 (a bump near the peak lr), 0.321, 0.306, 0.326, 0.297, 0.329, 0.33, 0.292, 0.286, 0.29 and val "
        "accuracy 0.837 to 0.897-0.92, test 0.328 and 0.917",
        family="mlp",
        dataset="beetle-species",
        seed=97116,
    ),
)
