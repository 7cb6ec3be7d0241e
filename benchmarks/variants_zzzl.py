"""Variant battery zzzl: a look-alike of an external held-out suite, real framework runs (`--battery zzzl`).

    nice -n 10 python benchmarks/variants.py --battery zzzl --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery zzzl [--runs]

Like batteries d-zzzj, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is the log),
trained by battery d's runner through the earlier batteries' wrappers (battery zf's runner with w's
replaced loss, the checkpoint the test loads and the switched-off evaluation, z's Adam epsilon, ze's
replaced schedule), battery zj's model wrapper and this battery's own hooks (a recurrent head on the
first step of left-padded rides, a focal-loss prior bias on every linear layer, a broadcast MSE, a
forward that de-standardises its output in eval mode, epoch milestones stepped per step, a triangular
cyclic lr), so each case can run in each of the three layouts; the layout rotation of variants.py picks
one.
It was written blind: its author trained it with `--train-only`, read the raw logged numbers of each
run, and never diagnosed or scored it, so it is held-out data for the tool.
Its halves are even (16 faulty, 16 healthy; one fault each, one cause a case, spread over every family
of cause: optimisation, data, evaluation, model, workflow), injected into data sets no battery had at a
realistic strength, in forms earlier batteries did not use (see each case's description and each hook's
docstring).
The data sets are new, all made offline with numpy from known generating models (see each generator): an
industrial sewing line's needle-motor current over one stitch cycle (64 samples: clean stitch, skipped
stitch, thread break, bent needle, fabric jam), a tile-scanning robot's 12x12 grey mahjong tile faces
(dots, bamboo, characters, winds, dragons), an e-scooter operator's ride event logs (commuter, tourist,
courier, joyrider, maintenance run; left-padded to 24), a sailing club's logged boat speeds (from the
true wind's speed and angle, the waterline, sail area, displacement, waves, heel, reefs, crew, fouling
and current; standardised) and a transit survey's vetted candidates (planet, eclipsing binary,
background eclipsing binary, stellar variability, instrumental artefact, from 12 columns).
Runs of 32 to 1,890 steps: MLPs (2x64 to 2x256, dropout 0.3-0.5), 2-D CNNs with and without batch
norm, a small residual net, 1-D CNNs with and without batch norm, GRU / LSTM readers of the ride logs,
small transformers and regression MLPs; SGD with momentum, Adam, AdamW and RMSprop; constant, warm-up +
cosine, step (including a StepLR with gamma 2), multi-step, plateau, exponential and triangular
cyclic schedules; bf16-mixed autocast, shift / gain / noise augmentation, dropout, early stopping,
clipping, gradient accumulation; batches of 4 to 1,000; cadences from every step to once every 50
steps, evaluations four times an epoch to every 4th epoch or never.
The healthy half holds sound runs a naive reader can take for a fault: a triangular cyclic lr logged
every 50 steps, batch-4 losses logged every step over a short run, a plateau schedule's cuts under
shift / gain / noise augmentation, a bf16 run flat at ln 5 through its warm-up and far below its val
loss after it, early stopping that triggers, a val loss below the training loss under shift / noise
augmentation (evaluated every 3rd epoch), a transformer's warm-up evaluated twice an epoch, a 60-step
LSTM still improving, a GRU whose val loss jumps once under a constant lr, an SGD regression converging
slowly over 1,890 steps logged every 50, a val loss easing before a step cut, a bf16 regression at
batch 16, full-batch steps logged every step, a val loss flat from the second epoch under dropout 0.5,
gradient accumulation with clipping, an RMSprop run under exponential decay with a flat val loss.
Split, layout rotation and labels follow variants.py's rules; a Lightning case's `every` is its
`log_every_n_steps`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from benchmarks.variants import RUNAWAY, STALL, Variant, _generated, _regression_table
from benchmarks.variants_d import Plan, Runner
from benchmarks.variants_l import L
from benchmarks.variants_w import MLP64
from benchmarks.variants_ze import lambda_schedule
from benchmarks.variants_zf import zf_runs
from benchmarks.variants_zh import _patch_splits, _token_splits
from benchmarks.variants_zj import _augmented, _signal_splits, _stats, _wrapper

if TYPE_CHECKING:
    import torch

    from tests.suite.datasets import Splits

SIZES = (1000, 300, 300)


# ---------------------------------------------------------------- data sets no battery has


STITCHES = ("clean-stitch", "skipped-stitch", "thread-break", "bent-needle", "fabric-jam")


def _stitches(seed: int, n: int, length: int = 64) -> tuple[Any, Any]:
    """An industrial sewing line's needle-motor current (amps, 64 samples over one stitch cycle),
    labelled by the line's inspector: a clean stitch (the needle's penetration bump, the hook catching
    the loop as a second, smaller bump, the take-up lever's tension pull), a skipped stitch (no hook
    catch), a thread break (the tension pull gone, the load lighter after the catch), a bent needle (a
    sharp extra spike as it strikes the throat plate, the penetration bump moved) or a fabric jam (the
    current climbing to a stall plateau in the second half). Each machine has its own speed (the cycle's
    phase and width), motor gain (x0.7-1.3), idle current (0.6-1.2 A) and noise (sd 0.05-0.2 A): a weak
    catch reads as a skip and a mild jam as a heavy seam, so sound 1-D CNNs stop near 0.75-0.85."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.32, 0.18, 0.17, 0.17, 0.16])
    t = np.arange(length, dtype=float)
    x = np.zeros((n, length))
    for i in range(n):
        c = int(y[i])
        gain = rng.uniform(0.7, 1.3)
        phase = rng.uniform(-4, 4)
        width = rng.uniform(0.8, 1.25)

        def bump(centre: float, sd: float, height: float, phase: float = phase, width: float = width) -> Any:
            return height * np.exp(-(((t - centre - phase) / (sd * width)) ** 2))

        s = rng.uniform(0.6, 1.2) + rng.normal(0, rng.uniform(0.05, 0.2), length)
        pen = 14.0 + (rng.uniform(2, 5) if c == 3 else 0.0)
        s += bump(pen, 3.0, rng.uniform(0.8, 1.4) * gain)
        if c != 1:
            s += bump(30, 2.5, rng.uniform(0.35, 0.7) * gain * (0.5 if c == 2 else 1.0))
        if c not in (2,):
            s += bump(46, 4.0, rng.uniform(0.5, 0.9) * gain)
        if c == 2:
            s -= 0.15 * (t > 32 + phase)
        if c == 3:
            s += bump(rng.uniform(9, 12), 0.7, rng.uniform(0.8, 1.6) * gain)
        if c == 4:
            rise = 1 / (1 + np.exp(-(t - rng.uniform(30, 42) - phase) / rng.uniform(1.5, 4)))
            s += rise * rng.uniform(0.5, 1.2) * gain
        x[i] = s
    return x, y


def stitches(
    seed: int = 98101, sizes: tuple[int, int, int] = SIZES, name: str = "sewing-needle-current-64"
) -> Splits:
    """The traces (N, 64), centred and scaled by the training traces' mean and sd, 5 classes."""
    x, y = _stitches(seed, sum(sizes))
    return _signal_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def stitches_long() -> Splits:
    """A 2,400-stitch draw."""
    return stitches(98102, (2400, 300, 300), "sewing-needle-current-64-2400")


def stitches_raw_adc_counts() -> Splits:
    """The bug: the new line's loader reads the current sensor's raw 12-bit ADC counts (2048 at zero,
    400 counts an amp) and the scaler it loads is the identity (`scaler.json` of the old line, whose
    logger already wrote standardised values): every trace reaches the net as counts of ~2,300-3,000."""
    import numpy as np

    x, y = _stitches(98103, sum(SIZES))
    counts = np.round(2048 + 400 * x)
    return _signal_splits(counts, y, SIZES, "sewing-needle-current-64", (0.0, 1.0))


MAHJONG_SUITS = ("dots", "bamboo", "characters", "winds", "dragons")


def _tiles(seed: int, n: int) -> tuple[Any, Any]:
    """12x12 grey scans (0-255) of mahjong tile faces from a tile-sorting robot: dots (one to four
    round pips), bamboo (one to four vertical sticks), characters (two to three horizontal strokes and
    a short vertical one), winds (a thick cross-like glyph) or dragons (a hollow frame). Each scan has
    its own ivory tone (170-230), ink darkness (60-120 below it), a shift of up to 1 pixel, a tilt of
    the strokes and noise (sd 8-20): a worn tile's strokes read as sticks, a faint frame as a cross, so
    sound CNNs stop near 0.8-0.94."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.24, 0.24, 0.24, 0.14, 0.14])
    yy, xx = np.mgrid[0:12, 0:12].astype(float)
    x = np.zeros((n, 12, 12))
    for i in range(n):
        c = int(y[i])
        ink = np.zeros((12, 12))
        dx, dy = rng.uniform(-1, 1, 2)
        X, Y = xx - dx, yy - dy
        if c == 0:
            for _ in range(int(rng.integers(1, 5))):
                cx, cy = rng.uniform(3, 9, 2)
                r = np.sqrt((X - cx) ** 2 + (Y - cy) ** 2)
                ink = np.maximum(ink, np.exp(-((r - 1.3) ** 2) / 0.4))
        elif c == 1:
            for _ in range(int(rng.integers(1, 5))):
                cx = rng.uniform(2.5, 9.5)
                lean = rng.uniform(-0.15, 0.15)
                stick = np.exp(-((X - cx - lean * (Y - 6)) ** 2) / 0.5) * (np.abs(Y - 6) < rng.uniform(3, 5))
                ink = np.maximum(ink, stick)
        elif c == 2:
            for _ in range(int(rng.integers(2, 4))):
                cy = rng.uniform(2.5, 7.5)
                lean = rng.uniform(-0.15, 0.15)
                stroke = np.exp(-((Y - cy - lean * (X - 6)) ** 2) / 0.5) * (np.abs(X - 6) < rng.uniform(3, 5))
                ink = np.maximum(ink, stroke)
            ink = np.maximum(ink, np.exp(-((X - 6) ** 2) / 0.5) * (Y > 7) * (Y < 11))
        elif c == 3:
            ink = np.maximum(np.exp(-((X - 6) ** 2) / 1.2), np.exp(-((Y - 6) ** 2) / 1.2))
            ink *= (np.abs(X - 6) < 4.5) & (np.abs(Y - 6) < 4.5)
        else:
            half = rng.uniform(3, 4.5)
            edge = np.maximum(np.abs(X - 6), np.abs(Y - 6))
            ink = np.exp(-((edge - half) ** 2) / 0.5)
        ink *= rng.uniform(0.6, 1.0) * (rng.random((12, 12)) > rng.uniform(0.0, 0.25))
        tone = rng.uniform(170, 230)
        image = tone - rng.uniform(60, 120) * ink
        x[i] = np.clip(image + rng.normal(0, rng.uniform(8, 20), (12, 12)), 0, 255)
    return x, y


def tiles(
    seed: int = 98201, sizes: tuple[int, int, int] = SIZES, name: str = "mahjong-tile-faces-12"
) -> Splits:
    """The scans as (N, 1, 12, 12), centred and scaled by the training scans' mean and sd, 5 classes."""
    x, y = _tiles(seed, sum(sizes))
    return _patch_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def tiles_eval_column_major() -> Splits:
    """The bug: the evaluation script reads the robot's flat 144-byte scans with
    `np.frombuffer(...).reshape(12, 12, order='F')` (copied from a MATLAB port) where the training
    loader uses the default row order: every validation and test tile reaches the net transposed, its
    bamboo sticks lying flat like character strokes and its strokes standing like sticks."""
    x, y = _tiles(98202, sum(SIZES))
    a = SIZES[0]
    x[a:] = x[a:].transpose(0, 2, 1)
    return _patch_splits(x, y, SIZES, "mahjong-tile-faces-12", _stats(x[:a]))


def tiles_burst_duplicates_in_val() -> Splits:
    """The bug: the robot photographs each tile in a burst of three, and the split is drawn over the
    photographs, not the tiles: 80% of the validation scans are another frame (fresh sensor noise) of a
    training tile. The test scans are a later batch of tiles."""
    import numpy as np

    x, y = _tiles(98203, sum(SIZES))
    rng = np.random.default_rng(98204)
    a = SIZES[0]
    twins = np.flatnonzero(rng.random(SIZES[1]) < 0.8) + a
    source = rng.choice(a, len(twins), replace=False)
    x[twins] = np.clip(x[source] + rng.normal(0, 4, (len(twins), 12, 12)), 0, 255)
    y = y.copy()
    y[twins] = y[source]
    return _patch_splits(x, y, SIZES, "mahjong-tile-faces-12", _stats(x[:a]))


RIDE_EVENTS = (
    "pad",
    "unlock",
    "accelerate",
    "brake",
    "cruise",
    "curb-bump",
    "slow-zone",
    "no-ride-zone",
    "pause",
    "photo-park",
    "lock",
    "battery-low",
    "wheelie",
    "hard-turn",
    "bike-lane",
    "app-map-open",
    "swap-battery",
    "diagnostic",
)
RIDER_KINDS = ("commuter", "tourist", "courier", "joyrider", "maintenance-run")
_RIDE_EVENTS = ((14, 4, 2, 10), (15, 8, 6, 9), (2, 3, 11, 4), (12, 13, 5, 7), (16, 17, 8, 11))
_RIDE_LENGTHS = ((10, 18), (16, 25), (18, 25), (7, 15), (5, 11))


def _rides(seed: int, n: int, length: int = 24) -> tuple[Any, Any]:
    """An e-scooter operator's ride logs (17 event kinds: unlocked, accelerating, braking, cruising, a
    curb bump, a slow zone or a no-ride zone entered, a pause, the parking photo, locked, a low battery,
    a wheelie, a hard turn, a bike lane, the app's map opened, a battery swap, a diagnostic), left-padded
    to 24 with 0, labelled by the operator's rider review: a commuter, a tourist, a courier, a joyrider
    or a maintenance run. Each kind is a Markov chain over a shared base that favours its own four events,
    with its own range of lengths; a fifth of the events are mislogged (a random kind), so sound sequence
    models stop near 0.8-0.9."""
    import numpy as np

    base_rng = np.random.default_rng(9861)
    kinds = len(RIDE_EVENTS) - 1
    base = base_rng.dirichlet(np.full(kinds, 0.5), kinds)
    chains = []
    for c in range(5):
        boost = np.zeros(kinds)
        boost[[e - 1 for e in _RIDE_EVENTS[c]]] = 0.4 / 4
        chain = 0.6 * base + boost
        chains.append(chain / chain.sum(1, keepdims=True))
    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.3, 0.22, 0.18, 0.16, 0.14])
    x = np.zeros((n, length), dtype=np.int64)
    for i in range(n):
        c = int(y[i])
        events = [1]
        for _ in range(int(rng.integers(*_RIDE_LENGTHS[c])) - 1):
            events.append(int(rng.choice(kinds, p=chains[c][events[-1] - 1])) + 1)
        events = [int(rng.integers(1, kinds + 1)) if rng.random() < 0.2 else e for e in events]
        x[i, length - len(events) :] = events
    return x, y


def rides(
    seed: int = 98301, sizes: tuple[int, int, int] = SIZES, name: str = "escooter-ride-events"
) -> Splits:
    """Rides (N, 24) over 18 ids (0 the padding), 5 classes."""
    x, y = _rides(seed, sum(sizes))
    return _token_splits(x, y, sizes, name)


def rides_sorted_by_length() -> Splits:
    """The bug: the training rides are sorted by their length for bucketing (less padding per batch)
    and the loader runs with shuffle=False (a bucketing sampler was meant to shuffle the buckets): each
    kind of rider has its own range of ride lengths, so every epoch walks from the short maintenance
    runs and joyrides to the long courier shifts in the same order."""
    import numpy as np

    x, y = _rides(98302, sum(SIZES))
    a = SIZES[0]
    order = np.argsort((x[:a] > 0).sum(1), kind="stable")
    x = np.concatenate([x[:a][order], x[a:]])
    y = np.concatenate([y[:a][order], y[a:]])
    return _token_splits(x, y, SIZES, "escooter-ride-events")


SAIL_COLUMNS = (
    "true_wind_kn",
    "true_wind_angle_deg",
    "waterline_m",
    "sail_area_m2",
    "displacement_t",
    "wave_height_m",
    "heel_deg",
    "reefs",
    "crew",
    "days_since_antifouling",
    "current_kn",
    "sail_number",
)


def _sails(seed: int, n: int) -> tuple[Any, Any]:
    """A sailing club's logged boat speeds (knots through the water, the target) from the true wind's
    speed and angle, the waterline length, sail area, displacement, wave height, heel, reefs tied in,
    crew aboard, days since the hull's antifouling, the tidal current along the course and the sail number
    (no bearing). The speed follows a polar: it rises with the wind to the power 0.6 times the sail
    area / displacement ratio, peaks on a beam reach and falls close-hauled (none below 35 degrees) and
    dead downwind, is capped by the hull speed (2.43 sqrt(waterline)), and waves, excess heel, reefs in
    light air and fouling cost some; the logger's error makes the floor: standardised, sound models stop
    near an MSE of 0.045-0.085."""
    import numpy as np

    rng = np.random.default_rng(seed)
    wind = rng.uniform(4, 28, n)
    angle = rng.uniform(35, 180, n)
    lwl = rng.uniform(6, 14, n)
    area = rng.uniform(20, 110, n)
    disp = rng.uniform(1.5, 12, n)
    waves = rng.gamma(2, 0.4, n)
    heel = rng.uniform(0, 30, n)
    reefs = rng.integers(0, 3, n).astype(float)
    crew = rng.integers(1, 9, n).astype(float)
    fouling = rng.uniform(0, 300, n)
    current = rng.normal(0, 0.8, n)
    sailno = rng.integers(100, 9999, n).astype(float)
    power = (area / disp ** (2 / 3)) / 8.0
    polar = np.sin(np.radians(angle - 20)) ** 0.7 * (1 - 0.25 * np.exp(-(((angle - 180) / 25) ** 2)))
    raw = 1.1 * wind**0.6 * power**0.5 * polar * (1 - 0.08 * reefs * (wind < 15))
    hull = 2.43 * np.sqrt(lwl)
    speed = hull * np.tanh(raw / hull)
    speed *= (1 - 0.05 * waves) * (1 - 0.004 * np.maximum(heel - 20, 0) ** 1.5 / 10) * (1 - 0.0006 * fouling)
    speed = speed + 0.02 * crew * (wind > 15) + rng.normal(0, 0.2, n)
    x = np.column_stack([wind, angle, lwl, area, disp, waves, heel, reefs, crew, fouling, current, sailno])
    return x, speed


def sails(seed: int = 98401, sizes: tuple[int, int, int] = SIZES, name: str = "sailboat-speed") -> Splits:
    """12 standardised columns, the speed standardised."""
    x, speed = _sails(seed, sum(sizes))
    return _regression_table(name, x, speed, sizes)


def sails_long() -> Splits:
    """A 2,000-row draw."""
    return sails(98402, (2000, 300, 300), "sailboat-speed-2000")


TRANSIT_COLUMNS = (
    "depth_ppm",
    "duration_h",
    "period_d",
    "snr",
    "odd_even_diff",
    "secondary_ppm",
    "centroid_offset_arcsec",
    "v_shape",
    "star_teff_k",
    "star_logg",
    "star_mag",
    "transits",
)
TRANSIT_CLASSES = ("planet", "eclipsing-binary", "background-eb", "stellar-variability", "instrumental")


def _candidates(seed: int, n: int) -> tuple[Any, Any]:
    """A transit survey's threshold-crossing candidates, labelled by the vetting team: a planet, an
    eclipsing binary on the target, a background eclipsing binary, stellar variability or an
    instrumental artefact. The columns: the transit depth, duration and period, the signal-to-noise, the
    odd / even depth difference, a secondary eclipse's depth, the centroid's offset in transit, the
    dip's V-shape, the star's temperature, surface gravity and magnitude and the number of transits
    seen. Each class draws them (log-normally where positive) around its own centre; the classes
    overlap, so sound MLPs stop near 0.88-0.92."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.3, 0.22, 0.16, 0.17, 0.15])
    # depth, dur, period, snr, odd-even, secondary, centroid, vshape, teff, logg, mag, transits
    centre = np.array(
        [
            [800, 3.5, 12, 18, 0.05, 5, 0.3, 0.3, 5600, 4.4, 12.5, 8],
            [15000, 4.5, 3, 60, 0.5, 400, 0.3, 0.8, 6000, 4.1, 12.0, 20],
            [1500, 3.0, 4, 14, 0.4, 60, 2.5, 0.7, 5800, 4.3, 13.5, 15],
            [600, 12.0, 2, 10, 0.2, 30, 0.4, 0.5, 6800, 3.8, 11.5, 25],
            [300, 1.0, 13.7, 9, 0.3, 10, 1.2, 0.4, 5700, 4.4, 14.5, 4],
        ]
    )
    spread = 1.9 * np.array([0.8, 0.4, 0.7, 0.45, 0.8, 0.9, 0.7, 0.35, 0.0, 0.0, 0.0, 0.45])
    cols = centre[y] * np.exp(rng.normal(0, 1, (n, 12)) * spread)
    cols[:, 8] = centre[y, 8] + rng.normal(0, 500, n)
    cols[:, 9] = centre[y, 9] + rng.normal(0, 0.25, n)
    cols[:, 10] = centre[y, 10] + rng.normal(0, 1.3, n)
    cols[:, 11] = np.maximum(1, np.round(cols[:, 11]))
    cols[:, 7] = np.clip(cols[:, 7], 0, 1)
    return np.column_stack([np.log10(cols[:, :8]), cols[:, 8:]]), y


def candidates(
    seed: int = 98501, sizes: tuple[int, int, int] = SIZES, name: str = "transit-candidate-vetting"
) -> Splits:
    """12 standardised columns (the first eight as log10), 5 classes."""
    x, y = _candidates(seed, sum(sizes))
    return _generated(name, x, y, 5, sizes)


def candidates_vetting_tab_shifted_one_row() -> Splits:
    """The bug: the vetting team's second spreadsheet tab (a contiguous 35% of the training candidates)
    was exported with its header line repeated, and the merge by row position reads each of its labels
    one row down: those candidates carry their neighbour's disposition. Validation and test come from
    the first tab."""
    import numpy as np

    x, y = _candidates(98502, sum(SIZES))
    y = y.copy()
    start, stop = 450, 800
    y[start:stop] = np.roll(y[start:stop], 1)
    return _generated("transit-candidate-vetting", x, y, 5, SIZES)


# ---------------------------------------------------------------- injected faults (and healthy hooks)


def epoch_milestones_per_step(step: int, _total: int) -> float:
    """The bug: `MultiStepLR(opt, milestones=[30, 60, 90], gamma=0.1)`, its milestones written in
    epochs, stepped every optimizer step (Lightning's `interval: 'step'`): the lr falls x10 at steps 30,
    60 and 90 and is 1e-3 of its value from step 90 on."""
    return float(0.1 ** sum(step >= m for m in (30, 60, 90)))


def triangular_cycle(half: int, low: float = 0.1) -> Callable[[int, int], float]:
    """Not a fault: CyclicLR(mode='triangular') between `low` of the lr and all of it, `half` steps
    up and `half` steps down."""

    def factor(step: int, _total: int) -> float:
        phase = (step / half) % 2
        return float(low + (1 - low) * (1 - abs(phase - 1)))

    return factor


def head_on_first_step(net: Any) -> Any:
    """The bug: the recurrent classifier's head reads `out[:, 0]`, the [CLS] position of the BERT
    head the code was adapted from, where the rides are left-padded: for nearly every ride the first
    step has seen only padding, so the head's input barely depends on the ride."""
    import types

    def forward(self: Any, x: torch.Tensor) -> torch.Tensor:
        out, _ = self.rnn(self.embed(x))
        logits: torch.Tensor = self.head(out[:, 0])
        return logits

    net.forward = types.MethodType(forward, net)
    return net


def prior_bias_on_every_linear(net: Any) -> Any:
    """The bug: the focal-loss recipe's prior initialisation, `nn.init.constant_(m.bias,
    -math.log((1 - 0.01) / 0.01))`, applied in a loop over every nn.Linear instead of the head alone:
    every hidden unit starts with a bias of -4.6 under pre-activations of sd ~0.5, so the hidden ReLUs
    start (and stay) off."""
    import math

    import torch
    from torch import nn

    with torch.no_grad():
        for m in net.modules():
            if isinstance(m, nn.Linear) and m.bias is not None:
                m.bias.fill_(-math.log((1 - 0.01) / 0.01))
    return net


def broadcast_mse(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """The bug: `F.mse_loss(pred, target)` with pred (N, 1) and the target squeezed to (N,) by the
    dataset's `__getitem__`: the two broadcast to (N, N), every prediction is pulled towards every
    target in the batch, so the net learns the batch mean (torch only warns)."""
    return ((out.reshape(-1, 1) - y.reshape(1, -1)) ** 2).mean()


def _knots_in_eval(inner: Any, x: torch.Tensor) -> torch.Tensor:
    out: torch.Tensor = inner(x)
    if not inner.training:
        out = out * 2.9 + 6.4
    return out


knots_in_eval = _wrapper(_knots_in_eval)
knots_in_eval.__doc__ = """The bug: the model's forward ends `if not self.training: return out *
self.y_sd + self.y_mean` (2.9 and 6.4 knots), written for the serving export, while the validation and
test steps still compare with the standardised targets: every evaluated prediction is in knots."""


def _stitch_jitter(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.roll(x, int(torch.randint(-3, 4, (1,))), dims=-1)
    return x * torch.exp(0.1 * torch.randn(len(x), 1)) + 0.15 * torch.randn_like(x)


stitch_jitter = _augmented(_stitch_jitter)
stitch_jitter.__doc__ = """Not a fault: in training mode each batch of traces is shifted by up to 4
samples (the machine's phase), scaled by a per-trace gain (sd 10% in log) and given 0.15 sd of noise."""


def _tile_jitter(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.roll(x, (int(torch.randint(-1, 2, (1,))), int(torch.randint(-1, 2, (1,)))), dims=(2, 3))
    return x + 0.35 * torch.randn_like(x)


tile_jitter = _augmented(_tile_jitter)
tile_jitter.__doc__ = """Not a fault: in training mode each batch of scans is shifted by up to a pixel
each way and given 0.35 sd of noise (no turns or flips: a tile's orientation is its class)."""


# ---------------------------------------------------------------- the variants


def ZZZL(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by battery zf's runner (through every earlier wrapper)."""
    return L(*args, runs=runs or zf_runs(), **kw)


CH16 = {"channels": 16}
H48 = {"hidden": 48}
W128 = {"width": 128, "num_layers": 2}

FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    ZZZL(
        "vzzzl-steplr-gamma-2-lr-doubles-each-epoch-mlp-candidates",
        Plan(
            candidates,
            "mlp",
            1e-3,
            "adam",
            epochs=12,
            log_every=4,
            schedule="step",
            step_size=32,
            gamma=2.0,
            model_kw=W128,
        ),
        ("loss-spikes", "metric-at-baseline"),
        "learning-rate-too-high",
        "StepLR(step_size=32, gamma=cfg.lr_factor) where lr_factor 2 is the warm-up's multiplier (the "
        "decay's gamma 0.5 sits under another key): Adam's lr doubles after every epoch, 1e-3 at the "
        "start, 0.256 to 2.05 over the last third, for a 2x128 MLP over the transit candidates, 12 epochs"
        " (every 4th step logged): losses 1.6, 1.49, 1.4, 1.27, 1.16 ... 0.202 at the lowest, then "
        "1.36-4.71 in the last third, the val loss 0.705, 0.277, 0.264, 0.277, then 0.656, 0.477, 0.695, "
        "1.36, 1.74, 1.6, 1.65, 1.71 and val accuracy 0.857, 0.9, 0.903 down to 0.253 (the planets' "
        "share) over the last four epochs, test 1.58 and 0.34 (sound MLPs on these candidates: ~0.25-0.27"
        " and 0.9-0.92)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="mlp",
        dataset="transit-candidate-vetting",
        seed=98001,
        runs=zf_runs(hparams={"gamma_key": "lr_factor"}),
    ),
    ZZZL(
        "vzzzl-multisteplr-epoch-milestones-stepped-per-step-gru-rides",
        Plan(rides, "gru", 3e-3, "adam", epochs=12, log_every=6, schedule="multistep", model_kw=H48),
        ("slow-convergence",),
        "lr-decay-too-fast",
        "MultiStepLR(milestones=[30, 60, 90], gamma=0.1), its milestones written in epochs, stepped every"
        " optimizer step (interval 'step'): Adam's lr 3e-3 falls x10 at steps 30, 60 and 90 and is 3e-6 "
        "from there on, for a GRU (hidden 48) over the e-scooter ride logs, 12 epochs (every 6th step "
        "logged): losses 1.53, 1.54, 1.41, 1.16, 1.11 ... 0.594-1.66 in the last third, epoch means 1.38,"
        " 0.958, 0.905, 0.899 ... 0.891 (flat from epoch 3), the val loss 1.06, 0.962, 0.951 ... 0.941 "
        "and val accuracy 0.58, 0.62 ... 0.643, test 0.967 and 0.663 (sound readers of these logs: "
        "~0.28-0.55 and 0.81-0.89)",
        STALL,
        family="rnn",
        dataset="escooter-ride-events",
        seed=98002,
        runs=zf_runs(
            schedule=lambda_schedule(epoch_milestones_per_step),
            hparams={"scheduler": "MultiStepLR", "milestones": [30, 60, 90], "interval": "step"},
        ),
    ),
    ZZZL(
        "vzzzl-zero-grad-under-never-true-accum-test-cnn-tiles",
        Plan(tiles, "cnn", 1e-3, "adam", epochs=8, log_every=4, zero_grad=False, model_kw=CH16),
        ("loss-spikes",),
        "missing-zero-grad",
        "the training step's `optimizer.zero_grad()` sits under `if self.global_step % cfg.accum_steps =="
        " cfg.accum_steps:` (meant as `== 0`), never true, so every step adds its gradient to all the "
        "earlier ones: a 16-channel CNN under Adam lr 1e-3 over the mahjong tile scans, 8 epochs (every "
        "4th step logged): losses 1.54, 1.45, 1.47, 1.64, 1.38 ... 0.462-3.92 in the last third, epoch "
        "means 1.4, 1.07, 1.39, 1.17, 0.694, 1.07, 1.68, 0.818, the val loss 1.11, 1.51, 1.76, 0.892, "
        "0.628, 2.59, 0.952, 0.759 and val accuracy 0.61, 0.63, 0.23, 0.577, 0.743, 0.517, 0.673, 0.717, "
        "test 0.734 and 0.727 (sound CNNs on these tiles: ~0.17-0.54 and 0.8-0.94)",
        RUNAWAY,
        family="cnn",
        dataset="mahjong-tile-faces",
        seed=98003,
        runs=zf_runs(hparams={"accum_steps": 1, "zero_grad_if": "global_step % accum_steps == accum_steps"}),
    ),
    ZZZL(
        "vzzzl-adam-eps-0p1-from-inception-recipe-bncnn1d-stitches",
        Plan(stitches, "bncnn1d", 1e-3, "adam", epochs=10, log_every=8, model_kw=CH16),
        ("slow-convergence",),
        "learning-rate-too-low",
        "torch.optim.Adam(eps=0.1), the epsilon the TensorFlow docs suggest for Inception pasted from a "
        "Keras recipe: with gradients far below 0.1 each update is a small fraction of lr 1e-3: a "
        "16-channel batch-norm 1-D CNN over the sewing needle currents, 10 epochs (every 8th step "
        "logged): losses 1.55, 1.5, 1.5, 1.47, 1.44 ... 1.26-1.39 in the last third, the val loss 1.47, "
        "1.41, 1.38 ... 1.29 and val accuracy 0.42, 0.46 ... 0.487, test 1.31 and 0.47 (sound 1-D CNNs on"
        " these traces: ~0.54-0.72 and 0.75-0.84)",
        STALL,
        family="cnn-bn",
        dataset="sewing-needle-current",
        seed=98004,
        runs=zf_runs(adam_eps=0.1, hparams={"adam_eps": 0.1}),
    ),
    # --- data
    ZZZL(
        "vzzzl-raw-adc-counts-identity-scaler-cnn1d-stitches",
        Plan(stitches_raw_adc_counts, "cnn1d", 1e-3, "adam", epochs=10, log_every=8, model_kw=CH16),
        ("bad-initial-loss", "loss-spikes"),
        "unnormalized-input",
        "the new line's loader reads the current sensor's raw 12-bit ADC counts (2048 at zero, 400 counts"
        " an amp) and loads the old line's scaler.json, the identity: every trace reaches the net as "
        "counts of ~2,300-3,000: a 16-channel 1-D CNN under Adam lr 1e-3, 10 epochs (every 8th step "
        "logged): losses 9.09, 8.19, 6.02, 3.28, 5.51 ... 1.29-4.62 in the last third (ln 5 = 1.61), "
        "epoch means 11.5, 3.57, 2.52, 2.25, 1.91, 2.3, 2.55, 2.05, 3.11, 1.93, the val loss 5.5, 1.94, "
        "3.41, 2.24, 2.35, 4.08, 1.6, 4.19, 3.15, 2.64 and val accuracy 0.17-0.34, test 2.66 and 0.18 "
        "(sound 1-D CNNs on these traces: ~0.54-0.72 and 0.75-0.84)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="cnn",
        dataset="sewing-needle-current",
        seed=98005,
        runs=zf_runs(hparams={"scaler": "scaler.json (old line: identity)", "units": "ADC counts"}),
    ),
    ZZZL(
        "vzzzl-vetting-tab-labels-one-row-down-mlp-candidates",
        Plan(
            candidates_vetting_tab_shifted_one_row,
            "mlp",
            2e-3,
            "adam",
            epochs=30,
            log_every=8,
            model_kw={"width": 256, "num_layers": 2},
        ),
        ("overfitting",),
        "label-noise",
        "the vetting team's second spreadsheet tab (a contiguous 35% of the training candidates) was "
        "exported with its header line repeated, and the merge by row position reads each of its labels "
        "one row down: those candidates carry their neighbour's disposition; validation and test come "
        "from the first tab: a 2x256 MLP under Adam lr 2e-3 for 30 epochs (every 8th step logged): losses"
        " 1.42, 1.18, 1.17, 1.25, 1.05 ... 0.142-0.479 in the last third, the val loss 0.618 (epoch 1), "
        "0.678, 0.688, 0.696, 0.638 ... 0.757-0.931 over the last third and val accuracy 0.843-0.867 over"
        " the first five epochs, 0.707-0.777 over the last third, test 0.99 and 0.7 (sound MLPs on these "
        "candidates: ~0.25-0.27 and 0.9-0.92)",
        ("train-val-gap", "slow-convergence", "val-test-gap", "undertrained"),
        family="mlp",
        dataset="transit-candidate-vetting",
        seed=98006,
    ),
    ZZZL(
        "vzzzl-rides-sorted-by-length-unshuffled-lstm",
        Plan(
            rides_sorted_by_length, "lstm", 3e-3, "adam", epochs=10, log_every=2, shuffle=False, model_kw=H48
        ),
        ("periodic-loss",),
        "data-not-shuffled",
        "the training rides are sorted by length for bucketing and the loader runs with shuffle=False (a "
        "bucketing sampler was meant to shuffle the buckets); each kind of rider has its own range of "
        "ride lengths, so every epoch walks from the short maintenance runs and joyrides to the long "
        "courier shifts in the same order: an LSTM (hidden 48) under Adam lr 3e-3, 10 epochs (every 2nd "
        "step logged): losses 1.54, 1.5, 1.5, 1.6, 1.7 ... 0.0183-0.869 in the last third (up to 2.28 "
        "earlier, rising and falling with the length order within each epoch), epoch means 1.69, 1.53, "
        "1.27, 1.2, 0.974, 0.835, 0.699, 0.453, 0.334, 0.29, the val loss 1.54, 1.37, 1.18 ... 0.424 and "
        "val accuracy 0.32 to 0.873, test 0.315 and 0.897",
        ("loss-oscillation", "loss-spikes", "slow-convergence", "train-val-gap", "undertrained"),
        family="rnn",
        dataset="escooter-ride-events",
        seed=98007,
        runs=zf_runs(hparams={"shuffle": False, "sort_key": "ride length (bucketing)"}),
    ),
    ZZZL(
        "vzzzl-burst-frames-split-not-tiles-cnn-tiles",
        Plan(tiles_burst_duplicates_in_val, "cnn", 3e-3, "adam", epochs=25, log_every=8, model_kw=CH16),
        ("val-test-gap",),
        "data-leakage",
        "the robot photographs each tile in a burst of three and the split is drawn over the photographs,"
        " not the tiles: 80% of the validation scans are another frame of a training tile; the test scans"
        " are a later batch: a 16-channel CNN under Adam lr 3e-3, 25 epochs (every 8th step logged): "
        "losses 1.31, 1.03, 0.591, 0.945, 0.484 ... 0.000387-0.0103 in the last third, epoch means 0.969,"
        " 0.336, 0.209 ... 0.00146, the val loss 0.515, 0.244, 0.184 ... 0.0463-0.0491 over the last "
        "third and val accuracy 0.79 to 0.983-0.987, test 0.234 and 0.93",
        ("train-val-gap", "overfitting", "zero-train-loss"),
        family="cnn",
        dataset="mahjong-tile-faces",
        seed=98008,
        runs=zf_runs(hparams={"split_unit": "photograph (burst of 3)"}),
    ),
    # --- evaluation
    ZZZL(
        "vzzzl-eval-reshape-order-f-transposed-cnn-tiles",
        Plan(tiles_eval_column_major, "cnn", 2e-3, "adam", epochs=12, log_every=8, model_kw=CH16),
        ("train-val-gap",),
        "eval-pipeline-mismatch",
        "the evaluation script reads the robot's flat 144-byte scans with reshape(12, 12, order='F') "
        "(from a MATLAB port) where the training loader uses the row order: every validation and test "
        "tile is transposed, its bamboo sticks lying flat like character strokes: a 16-channel CNN under "
        "Adam lr 2e-3, 12 epochs (every 8th step logged): losses 1.48, 1.33, 1.13, 1.05, 0.656 ... "
        "0.0125-0.112 in the last third, epoch means 1.29, 0.611, 0.321 ... 0.0285, the val loss 1.24, "
        "1.98, 2.81, 3.38 ... 6.83 (rising from the second epoch) and val accuracy 0.38 to 0.45-0.483, "
        "test 6.34 and 0.513 (sound CNNs on these tiles: ~0.17-0.54 and 0.8-0.94)",
        ("val-test-gap", "overfitting", "metric-at-baseline"),
        family="cnn",
        dataset="mahjong-tile-faces",
        seed=98009,
        runs=zf_runs(hparams={"eval_reshape": "reshape(12, 12, order='F')"}),
    ),
    ZZZL(
        "vzzzl-forward-destandardises-in-eval-regression-sails",
        Plan(sails, "mlp", 2e-3, "adam", epochs=12, log_every=8, model_fault=knots_in_eval, model_kw=MLP64),
        ("train-val-gap",),
        "wrong-eval-logic",
        "the model's forward ends `if not self.training: return out * self.y_sd + self.y_mean` (2.9 and "
        "6.4 knots), written for the serving export, while the validation and test steps still compare "
        "with the standardised targets: a 2x64 regression MLP under Adam lr 2e-3 over the sailing club's "
        "logs, 12 epochs (every 8th step logged): losses 0.723, 0.26, 0.431, 0.178, 0.36 ... "
        "0.0212-0.0879 in the last third, epoch means 0.586, 0.3, 0.224 ... 0.0377, the val MSE 53.9, "
        "49.1, 42.7, 45.2 ... 43.7 (42.7-45.7 from epoch 3), test 45.5 (sound regressions on these logs: "
        "~0.045-0.085)",
        ("val-test-gap", "overfitting", "metric-at-baseline"),
        family="regression",
        dataset="sailboat-speed",
        seed=98010,
        runs=zf_runs(hparams={"serving_output": "knots (out * y_sd + y_mean when not training)"}),
    ),
    ZZZL(
        "vzzzl-checkpoint-monitor-val-acc-mode-min-bncnn1d-stitches",
        Plan(stitches, "bncnn1d", 2e-3, "adam", epochs=12, log_every=8, model_kw=CH16),
        ("val-test-gap",),
        "wrong-checkpoint-loaded",
        "ModelCheckpoint(monitor='val_acc', mode='min'), its mode copied from the val-loss callback "
        "beside it, and the test loads best_model_path, the epoch-1 weights (val accuracy 0.48, the "
        "lowest): a 16-channel batch-norm 1-D CNN under Adam lr 2e-3 over the sewing needle currents, 12 "
        "epochs (every 8th step logged): losses 1.42, 1.36, 1.39, 1.23, 1.25 ... 0.641-0.976 in the last "
        "third, epoch means 1.41, 1.26, 1.17 ... 0.733, the val loss 1.33, 1.19, 1.15 ... 0.828 and val "
        "accuracy 0.48, 0.507 ... 0.697, test 1.36 and 0.443",
        (),
        family="cnn-bn",
        dataset="sewing-needle-current",
        seed=98011,
        runs=zf_runs(
            test_at_step=32,
            hparams={
                "checkpoint_monitor": "val_acc",
                "checkpoint_mode": "min",
                "test_ckpt": "best_model_path",
            },
        ),
    ),
    # --- model
    ZZZL(
        "vzzzl-gru-head-reads-first-step-of-left-padded-rides",
        Plan(
            rides, "gru", 3e-3, "adam", epochs=10, log_every=8, model_fault=head_on_first_step, model_kw=H48
        ),
        ("metric-at-baseline",),
        "wrong-operator",
        "the recurrent classifier's head reads out[:, 0], the [CLS] position of the BERT head the code "
        "was adapted from, where the rides are left-padded: for nearly every ride the first step has seen"
        " only padding: a GRU (hidden 48) under Adam lr 3e-3 over the e-scooter ride logs, 10 epochs "
        "(every 8th step logged): losses 1.62, 1.56, 1.55, 1.53, 1.53 ... 1.46-1.55 in the last third, "
        "the val loss 1.62, 1.6, 1.59 ... 1.59 and val accuracy 0.28-0.283 throughout (the commuters' "
        "share), "
        "test 1.52 and 0.327 (sound readers of these logs: ~0.28-0.55 and 0.81-0.89)",
        (*STALL, "slow-convergence"),
        family="rnn",
        dataset="escooter-ride-events",
        seed=98012,
        runs=zf_runs(hparams={"head_input": "out[:, 0]", "padding": "left"}),
    ),
    ZZZL(
        "vzzzl-focal-prior-bias-on-every-linear-mlp-candidates",
        Plan(
            candidates,
            "mlp",
            1e-3,
            "adam",
            epochs=12,
            log_every=8,
            model_fault=prior_bias_on_every_linear,
            model_kw=W128,
        ),
        ("metric-at-baseline", "slow-convergence"),
        "dead-relu",
        "the focal-loss recipe's prior initialisation, constant_(m.bias, -log((1 - 0.01) / 0.01)), "
        "applied in a loop over every nn.Linear instead of the head alone: every hidden unit starts with "
        "a bias of -4.6 and its ReLU off: a 2x128 MLP under Adam lr 1e-3 over the transit candidates, 12 "
        "epochs (every 8th step logged): losses 1.61, 1.61, 1.6, 1.6, 1.6 ... 1.57-1.64 in the last "
        "third, epoch means 1.61, 1.6 ... 1.59 (ln 5 = 1.61), the val loss 1.61 to 1.6 and val accuracy "
        "0.253 throughout, test 1.57 and 0.34 (sound MLPs on these candidates: ~0.25-0.27 and 0.9-0.92)",
        STALL,
        family="mlp",
        dataset="transit-candidate-vetting",
        seed=98013,
        runs=zf_runs(hparams={"bias_init": "prior 0.01 (every nn.Linear)"}),
    ),
    ZZZL(
        "vzzzl-mse-pred-n1-target-n-broadcast-regression-sails",
        Plan(sails, "mlp", 2e-3, "adam", epochs=12, log_every=8, model_kw=MLP64),
        ("slow-convergence",),
        "wrong-loss-function",
        "F.mse_loss(pred, target) with pred (N, 1) and the target squeezed to (N,) by the dataset's "
        "__getitem__: the two broadcast to (N, N), every prediction is pulled towards every target of the"
        " batch and the net learns the batch mean: a 2x64 regression MLP under Adam lr 2e-3 over the "
        "sailing club's logs, 12 epochs (every 8th step logged): losses 0.878, 1.42, 0.676, 0.908, 1.26 "
        "... 0.488-1.71 in the last third, epoch means 0.999, 1.01, 1.0 ... 1.0 (the standardised "
        "target's variance), the val MSE (the same broadcast loss) 0.948, 0.938, 0.936 ... 0.937, test "
        "1.05 (sound regressions on these logs: ~0.045-0.085)",
        STALL,
        family="regression",
        dataset="sailboat-speed",
        seed=98014,
        runs=zf_runs(loss=broadcast_mse, hparams={"loss": "F.mse_loss(pred (N,1), target (N,))"}),
    ),
    # --- workflow
    ZZZL(
        "vzzzl-max-steps-one-epoch-of-batches-transformer-rides",
        Plan(
            rides,
            "transformer",
            5e-4,
            "adamw",
            weight_decay=0.01,
            epochs=20,
            max_steps=32,
            log_every=2,
            val_interval=0.25,
        ),
        ("undertrained",),
        "too-few-epochs",
        "Trainer(max_steps=len(train_loader)) where len(train_loader) * cfg.epochs (20) was meant: a "
        "small transformer under AdamW lr 5e-4 (weight decay 0.01) over the e-scooter ride logs stops "
        "after 32 steps (every 2nd logged, evaluated four times): losses 1.64, 1.6, 1.48, 1.41, 1.24 ... "
        "0.932-1.27 in the last third, the val loss 1.42, 1.3, 1.14, 0.994 and val accuracy 0.363, 0.433,"
        " 0.56, 0.653 (still climbing), test 0.958 and 0.69 (sound readers of these logs: ~0.28-0.55 and "
        "0.81-0.89)",
        ("slow-convergence", "metric-at-baseline"),
        family="transformer",
        dataset="escooter-ride-events",
        seed=98015,
        runs=zf_runs(hparams={"max_steps": "len(train_loader)", "max_steps_meant": "len(train_loader) * 20"}),
    ),
    ZZZL(
        "vzzzl-val-frac-key-renamed-empty-val-regression-sails",
        Plan(sails, "mlp", 2e-3, "adam", epochs=15, log_every=8, model_kw=W128),
        ("missing-validation",),
        "missing-eval-set",
        "the validation split is df.sample(frac=cfg.get('val_frac', 0.0)) while the config's key was "
        "renamed val_fraction, so the validation set is empty and Lightning / the Trainer skip the "
        "evaluation: no val loss is logged: a 2x128 regression MLP under Adam lr 2e-3 over the sailing "
        "club's logs, 15 epochs (every 8th step logged): losses 0.287, 0.331, 0.382, 0.15, 0.285 ... "
        "0.00785-0.0759 in the last third, epoch means 0.491, 0.222, 0.119 ... 0.0172, test 0.0634",
        ("undertrained",),
        family="regression",
        dataset="sailboat-speed",
        seed=98016,
        runs=zf_runs(evaluate=False, hparams={"val_frac": 0.0, "config_key": "val_fraction"}),
    ),
)

HEALTHY: tuple[Variant, ...] = (
    # --- stitches
    ZZZL(
        "vzzzl-healthy-cnn1d-stitches-long-cyclic-lr-every-50",
        Plan(stitches_long, "cnn1d", 4e-3, "adam", epochs=12, log_every=50, schedule="cyclic", model_kw=CH16),
        (),
        None,
        "a sound 16-channel 1-D CNN under Adam with a triangular cyclic lr (4e-4 to 4e-3 and back every "
        "300 steps) over a 2,400-stitch draw, 12 epochs (900 steps, every 50th logged): losses 1.36, "
        "1.28, 1.21, 1.14, 0.908 ... 0.601-0.788 in the last third, epoch means 1.47, 1.23, 1.1 ... "
        "0.605, the val loss 1.37, 1.19, 1.11 ... 0.691, 0.714, 0.595 and val accuracy 0.377 to 0.797, "
        "test 0.539 and 0.837",
        family="cnn",
        dataset="sewing-needle-current",
        seed=98101,
        runs=zf_runs(
            schedule=lambda_schedule(triangular_cycle(150)),
            hparams={"scheduler": "CyclicLR", "mode": "triangular", "step_size_up": 150},
        ),
    ),
    ZZZL(
        "vzzzl-healthy-cnn1d-stitches-batch-4-every-step",
        Plan(stitches, "cnn1d", 1e-3, "adam", epochs=2, batch_size=4, log_every=1, model_kw=CH16),
        (),
        None,
        "a sound 16-channel 1-D CNN under Adam lr 1e-3 at batch 4 for 2 epochs (500 steps, every step "
        "logged): losses 1.54, 1.6, 1.57, 1.58, 1.58 ... 0.54-2.22 in the last third (four traces a "
        "batch), epoch means 1.41, 1.26, the val loss 1.28, 1.22 and val accuracy 0.447, 0.473, still "
        "improving, test 1.25 and 0.467",
        family="cnn-bn",
        dataset="sewing-needle-current",
        seed=98102,
    ),
    ZZZL(
        "vzzzl-healthy-cnn1d-stitches-shift-gain-noise-aug-plateau",
        Plan(
            stitches,
            "cnn1d",
            3e-3,
            "adam",
            epochs=24,
            log_every=8,
            schedule="plateau",
            gamma=0.3,
            model_fault=stitch_jitter,
            model_kw=CH16,
        ),
        (),
        None,
        "a sound 16-channel 1-D CNN under Adam lr 3e-3 with ReduceLROnPlateau (x0.3, patience 0) whose "
        "training traces are shifted by up to 3 samples, scaled by a per-trace gain and given 0.15 sd of "
        "noise, 24 epochs (every 8th step logged): losses 1.57, 1.52, 1.42, 1.26, 1.29 ... 0.413-1.13 in "
        "the last third, epoch means 1.51, 1.36, 1.28 ... 0.684, the lr cut down to 8.1e-5, the val loss "
        "1.39, 1.29, 1.23 ... 0.744-0.772 over the last third and val accuracy 0.393 to 0.677-0.733, test"
        " 0.716 and 0.753",
        family="cnn",
        dataset="sewing-needle-current",
        seed=98103,
    ),
    # --- tiles
    ZZZL(
        "vzzzl-healthy-cnn-tiles-bf16-warmup-cosine",
        Plan(
            tiles,
            "cnn",
            4e-3,
            "adamw",
            weight_decay=0.02,
            epochs=12,
            log_every=4,
            schedule="warmup-cosine",
            warmup=48,
            bf16=True,
            model_kw=CH16,
        ),
        (),
        None,
        "a sound 16-channel CNN in bf16-mixed under AdamW lr 4e-3 (weight decay 0.02) with a 48-step "
        "warm-up and a cosine decay to ~0, 12 epochs (every 4th step logged): losses 1.56, 1.54, 1.56, "
        "1.43, 1.43 ... 0.00642-0.0624 in the last third, epoch means 1.45, 0.686, 0.339 ... 0.0248, the "
        "val loss 1.19, 0.418, 0.399, 0.251 ... 0.216-0.222 over the last half (flat as the lr reaches 0)"
        " and val accuracy 0.413 to 0.923, test 0.167 and 0.937",
        family="cnn",
        dataset="mahjong-tile-faces",
        seed=98104,
    ),
    ZZZL(
        "vzzzl-healthy-bncnn-tiles-early-stop-triggers",
        Plan(tiles, "bncnn", 3e-3, "adam", epochs=40, log_every=10, early_stop=3),
        (),
        None,
        "a sound batch-norm CNN under Adam lr 3e-3 with early stopping (patience 3) that triggers at "
        "epoch 14 of 40 (every 10th step logged): losses 1.62, 1.56, 1.5, 1.44, 1.4 ... 0.295-0.485 in "
        "the last third, the val loss 1.5, 1.41, 1.1 ... 0.41 (epoch 11), 0.435, 0.513, 0.513 and val "
        "accuracy 0.39 to 0.87 (epoch 11), 0.837 at the stop, test 0.54 and 0.807",
        family="cnn-bn",
        dataset="mahjong-tile-faces",
        seed=98105,
    ),
    ZZZL(
        "vzzzl-healthy-resnet-tiles-shift-noise-aug-val-every-3",
        Plan(
            tiles,
            "resnet",
            0.05,
            "sgd",
            momentum=0.9,
            weight_decay=5e-4,
            epochs=15,
            log_every=12,
            val_every_epochs=3,
            schedule="cosine",
            model_fault=tile_jitter,
        ),
        (),
        None,
        "a sound small residual net under SGD momentum 0.9 at lr 0.05 (weight decay 5e-4) with a cosine "
        "decay, whose training scans are shifted by up to a pixel and given 0.35 sd of noise, 15 epochs "
        "evaluated every 3rd epoch (every 12th step logged): losses 1.51, 1.65, 1.33, 0.986, 1.32 ... "
        "0.252-0.544 in the last third, epoch means 1.57, 1.18, 0.915 ... 0.359, the val loss 0.826, "
        "0.709, 0.535, 0.282, 0.251 (below the training loss) and val accuracy 0.667 to 0.91, test 0.214 "
        "and 0.933",
        family="resnet",
        dataset="mahjong-tile-faces",
        seed=98106,
    ),
    # --- rides
    ZZZL(
        "vzzzl-healthy-transformer-rides-warmup-bump-val-twice",
        Plan(
            rides,
            "transformer",
            4e-3,
            "adamw",
            weight_decay=0.01,
            epochs=10,
            log_every=4,
            val_interval=0.5,
            schedule="warmup-cosine",
            warmup=40,
        ),
        (),
        None,
        "a sound small transformer under AdamW lr 4e-3 (weight decay 0.01) with a 40-step warm-up and a "
        "cosine decay, 10 epochs evaluated twice an epoch (every 4th step logged): losses 1.57, 1.42, "
        "1.3, 1.16, 0.918 ... 0.0488-0.33 in the last third, epoch means 1.14, 0.484, 0.358 ... 0.151, "
        "the val loss 1.07, 0.726, 0.49, 0.414, 0.437 ... 0.25-0.278 over the last third and val accuracy"
        " 0.693 to 0.89-0.91, test 0.279 and 0.887",
        family="transformer",
        dataset="escooter-ride-events",
        seed=98107,
    ),
    ZZZL(
        "vzzzl-healthy-lstm-rides-60-steps-still-improving",
        Plan(
            rides,
            "lstm",
            3e-3,
            "adam",
            epochs=2,
            batch_size=32,
            max_steps=60,
            log_every=1,
            val_interval=0.5,
            model_kw=H48,
        ),
        (),
        None,
        "a sound LSTM (hidden 48) under Adam lr 3e-3 stopped at max_steps=60 (every step logged, "
        "evaluated twice an epoch): losses 1.66, 1.61, 1.64, 1.6, 1.58 ... 0.391-0.834 in the last third,"
        " the val loss 1.51, 1.02, 0.769, 0.596 and val accuracy 0.273, 0.6, 0.723, 0.803, still "
        "improving at the end, test 0.547 and 0.817",
        family="rnn",
        dataset="escooter-ride-events",
        seed=98108,
    ),
    ZZZL(
        "vzzzl-healthy-gru-rides-constant-lr-clipped-val-wobbles",
        Plan(rides, "gru", 3e-3, "rmsprop", epochs=8, log_every=16, clip=0.5, model_kw=H48),
        (),
        None,
        "a sound GRU (hidden 48) under RMSprop at a constant lr 3e-3 with gradients clipped at 0.5, 8 "
        "epochs (every 16th step logged): losses 1.68, 0.237, 0.281, 0.155, 0.434 ... 0.148-0.332 over "
        "the last third, epoch means 0.877, 0.359, 0.289 ... 0.175, the val loss 0.433, 0.307, 0.288, "
        "0.299, 0.269, 0.239, 0.406, 0.281 (up and down) and val accuracy 0.827 to 0.87-0.907, test 0.342"
        " and 0.873",
        family="rnn",
        dataset="escooter-ride-events",
        seed=98109,
    ),
    # --- sails
    ZZZL(
        "vzzzl-healthy-regression-sails-long-sgd-slow-every-50",
        Plan(sails_long, "mlp", 0.01, "sgd", momentum=0.5, epochs=30, log_every=50, model_kw=MLP64),
        (),
        None,
        "a sound 2x64 regression MLP under SGD lr 0.01 (momentum 0.5) over a 2,000-row draw of the "
        "sailing club's logs, 30 epochs (1,890 steps, every 50th logged): losses 0.885, 0.294, 0.445, "
        "0.237, 0.247 ... 0.0317-0.057 in the last third, epoch means 0.843, 0.415, 0.304, 0.269, 0.233 "
        "... 0.0374, the val MSE 0.582, 0.312, 0.271, 0.232, 0.211 ... 0.0452-0.0505 over the last third "
        "(still easing down), test 0.0507",
        family="regression",
        dataset="sailboat-speed",
        seed=98110,
    ),
    ZZZL(
        "vzzzl-healthy-regression-sails-step-cut-val-bump",
        Plan(
            sails,
            "mlp",
            0.02,
            "sgd",
            momentum=0.9,
            epochs=16,
            log_every=8,
            schedule="step",
            step_size=320,
            gamma=0.1,
            model_kw=W128,
        ),
        (),
        None,
        "a sound 2x128 regression MLP under SGD momentum 0.9 at lr 0.02 with StepLR (x0.1 at step 320), "
        "16 epochs (every 8th step logged): losses 1.02, 0.337, 0.417, 0.343, 0.341 ... 0.00907-0.0324 in"
        " the last third, epoch means 0.573, 0.248, 0.11 ... 0.0205, the val MSE 0.367, 0.209, 0.128, "
        "0.0954, 0.0813, 0.0821 (a tick up at epoch 6), 0.078, 0.0696, 0.0633, 0.0632, then 0.0575-0.0588 "
        "after the cut, test "
        "0.0549",
        family="regression",
        dataset="sailboat-speed",
        seed=98111,
    ),
    ZZZL(
        "vzzzl-healthy-regression-sails-bf16-batch-16",
        Plan(sails, "mlp", 1e-3, "adam", epochs=6, batch_size=16, log_every=5, bf16=True, model_kw=W128),
        (),
        None,
        "a sound 2x128 regression MLP in bf16-mixed under Adam lr 1e-3 at batch 16, 6 epochs (375 steps, "
        "every 5th logged): losses 0.934, 1.06, 0.793, 0.798, 0.415 ... 0.0261-0.125 in the last third, "
        "epoch means 0.534, 0.235, 0.131, 0.0844, 0.0659, 0.0559, the val MSE 0.328, 0.253, 0.16, 0.106, "
        "0.0903, 0.0823, test 0.0842",
        family="regression",
        dataset="sailboat-speed",
        seed=98112,
    ),
    # --- candidates
    ZZZL(
        "vzzzl-healthy-mlp-candidates-full-batch-every-step",
        Plan(
            candidates,
            "mlp",
            3e-3,
            "adam",
            epochs=80,
            batch_size=1000,
            log_every=1,
            val_every_epochs=4,
            model_kw=MLP64,
        ),
        (),
        None,
        "a sound 2x64 MLP under Adam lr 3e-3 at batch 1,000 (the whole training set, one step an epoch) "
        "for 80 epochs (every step logged) evaluated every 4th epoch: losses 1.61, 1.57, 1.52, 1.48, 1.43"
        " ... 0.2-0.241 in the last third (smooth), the val loss 1.44, 1.23, 0.999, 0.775, 0.589 ... "
        "0.258-0.267 over the last third and val accuracy 0.603 to 0.897-0.907, test 0.269 and 0.903",
        family="mlp",
        dataset="transit-candidate-vetting",
        seed=98113,
    ),
    ZZZL(
        "vzzzl-healthy-mlp-candidates-dropout-05-val-flat-from-epoch-2",
        Plan(
            candidates,
            "mlp",
            2e-3,
            "adam",
            epochs=10,
            log_every=8,
            model_kw={"width": 256, "num_layers": 2, "dropout": 0.5},
        ),
        (),
        None,
        "a sound 2x256 MLP with dropout 0.5 under Adam lr 2e-3, 10 epochs (every 8th step logged): losses"
        " 1.42, 0.873, 0.565, 0.477, 0.371 ... 0.226-0.422 in the last third, the val loss 0.306, 0.286, "
        "0.286, 0.264 ... 0.263-0.289 from epoch 4 (flat, at or below the training losses) and val "
        "accuracy 0.89-0.91 throughout, test 0.266 and 0.917",
        family="mlp",
        dataset="transit-candidate-vetting",
        seed=98114,
    ),
    ZZZL(
        "vzzzl-healthy-mlp-candidates-accumulate-4-clipped",
        Plan(
            candidates,
            "mlp",
            2e-3,
            "adamw",
            weight_decay=0.01,
            epochs=8,
            batch_size=16,
            accumulate=4,
            clip=1.0,
            log_every=3,
            model_kw={"width": 128, "num_layers": 2, "dropout": 0.3},
        ),
        (),
        None,
        "a sound 2x128 MLP with dropout 0.3 under AdamW lr 2e-3 (weight decay 0.01) at batch 16 with 4 "
        "batches accumulated per step and gradients clipped at 1.0, 8 epochs (16 steps an epoch, every "
        "3rd logged): losses 1.6, 1.45, 1.29, 1.12, 0.993 ... 0.229-0.464 in the last third, the val loss"
        " 0.797, 0.353, 0.293, 0.274, 0.269, 0.269, 0.269, 0.269 and val accuracy 0.827 to 0.91-0.913, "
        "test 0.263 and 0.917",
        family="mlp",
        dataset="transit-candidate-vetting",
        seed=98115,
    ),
    ZZZL(
        "vzzzl-healthy-mlp-candidates-rmsprop-exp-decay",
        Plan(
            candidates,
            "mlp",
            2e-3,
            "rmsprop",
            epochs=15,
            log_every=10,
            schedule="exp",
            gamma=0.996,
            model_kw=MLP64,
        ),
        (),
        None,
        "a sound 2x64 MLP under RMSprop lr 2e-3 with an exponential decay (x0.996 a step, down to "
        "2.9e-4), 15 epochs (every 10th step logged): losses 0.769, 0.358, 0.17, 0.327, 0.229 ... "
        "0.0119-0.543 in the last third, epoch means 0.572, 0.293, 0.266 ... 0.207, the val loss 0.295, "
        "0.29, 0.279 ... 0.262-0.27 from epoch 5 and val accuracy 0.883-0.907 throughout, test 0.253 and "
        "0.913",
        family="mlp",
        dataset="transit-candidate-vetting",
        seed=98116,
    ),
)
