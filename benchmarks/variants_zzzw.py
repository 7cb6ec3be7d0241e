"""Variant battery zzzw: a look-alike of an external held-out suite, real framework runs (`--battery zzzw`).

    nice -n 10 python benchmarks/variants.py --battery zzzw --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery zzzw [--runs]

Like batteries d-zzzu, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is the log),
trained by battery d's runner through the earlier batteries' wrappers (battery zf's runner with its
Nesterov SGD and the checkpoint the test loads, ze's replaced schedule), battery zj's model and
augmentation wrappers and this battery's own hooks (every weight matrix zero-initialised, a functional
input dropout that stays on in evaluation, an optimizer over the head alone), so each case can run in
each of the three layouts; the layout rotation of variants.py picks one.
It was written blind: its author trained it with `--train-only`, read the raw logged numbers of each
run, and never diagnosed or scored it, so it is held-out data for the tool.
Its halves are even (16 faulty, 16 healthy; one fault each, one cause a case, spread over every family
of cause: optimisation, data, evaluation, model, workflow), injected into data sets no battery had at a
realistic strength, in forms earlier batteries did not use (see each case's description and each hook's
docstring).
The data sets are new, all made offline with numpy from known generating models (see each generator): a
chimney sweep's flue-draught traces of wood stoves (steady burn, smouldering, puffback, downdraft,
overfired; 64 readings), a desert survey's 12x12 drone height maps of sand (ripples, a barchan, a linear
dune, a star dune, a gravel lag), a pinball operator's playfield switch logs (novice, flipper-precision,
nudger, multiball hunter, combo runner; left-padded to 24), a sea-kayak club's crossing times (the log
minutes from the distance, wind, current, waves, the paddler, the boat and the group; standardised) and
a power utility's outage reports labelled by the investigated cause (vegetation, animal, equipment,
lightning, a vehicle).
Runs of ~60 to ~3,000 steps: MLPs (2x64 to 3x256, a 6x64 sigmoid stack), 2-D CNNs with and without batch
norm, a small residual net, 1-D CNNs with and without batch norm, GRU and LSTM readers of the switch
logs, small transformers and regression MLPs; plain SGD, SGD with momentum and Nesterov, Adam, AdamW,
RMSprop and Adagrad; constant, warm-up + cosine, cosine, step, exponential, cyclic and plateau schedules;
bf16-mixed autocast, shift / gain / noise, turn / mirror / noise and feature-noise augmentation, dropout,
weight decay, early stopping, clipping; batches of 8 to 64; cadences from every step to once every 100
steps, evaluations twice an epoch, once an epoch or every few epochs.
The faulty half: Nesterov SGD at lr 0.35 on a transformer, the linear lr-scaling rule applied to an Adam
base lr for plain SGD, ReduceLROnPlateau with factor 0.1 and patience 0 on a 60-map val loss, a log1p
step only in the training pipeline, training labels from a slope-rule pre-labeller, the GPS average
speed among the features, an export sorted by cause read unshuffled, the draught gauge's dropouts left
as NaN, test height maps from another erg, the best checkpoint picked on the per-step training loss, the
training loader passed as the validation loader, `F.dropout` on the inputs left on in evaluation, every
weight matrix zero-initialised, a 6-layer sigmoid MLP, a GRU left frozen but its head, and max_epochs
computed from a step budget divided by the training set's size.
The healthy half holds sound runs a naive reader can take for a fault (see the healthy cases'
descriptions): val losses below the training loss under augmentation and dropout, warm-up bumps, a
plateau then a drop, batch-8 noise logged every step, bf16 noise, early stopping, cyclic lr bumps, a
slow Adagrad regression evaluated every few epochs, a step cut after a val bump, plateau cuts evaluated
twice an epoch and a short run still improving.
Split, layout rotation and labels follow variants.py's rules; a Lightning case's `every` is its
`log_every_n_steps`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from benchmarks.variants import RUNAWAY, Variant, _generated
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


# ---------------------------------------------------------------- data sets no battery has


FLUE_STATES = ("steady-burn", "smouldering", "puffback", "downdraft", "overfired")


def _flues(seed: int, n: int, length: int = 64) -> tuple[Any, Any]:
    """A chimney sweep's flue-draught traces of wood stoves: the draught gauge in the flue pipe (Pa of
    suction) read every 5 s, 64 readings a trace, labelled by the sweep's note: a steady burn (a level
    draught of 8-22 Pa that wanders slowly), smouldering (a weak draught of 5-14 Pa falling by 20-50%
    with a slow 'breathing' swing), puffback (1-3 sharp reversals to -0.5 to -1.2 times the level for a
    reading or two, then an overshoot), a downdraft (wind gusts over the chimney pot: 1-3 smooth dips of
    60-110% of the level lasting 4-10 readings) or overfired (a draught of 14-28 Pa climbing by 30-70%
    with a fast flicker). Each trace has the gauge's noise (sd 0.8-2.5 Pa) and a drift: a weak puffback
    or a shallow downdraft reads as a steady burn, so sound 1-D CNNs stop near 0.72-0.94."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.26, 0.2, 0.18, 0.18, 0.18])
    t = np.arange(length, dtype=float)
    x = np.zeros((n, length))
    for i in range(n):
        c = int(y[i])
        level = rng.uniform(5, 14) if c == 1 else rng.uniform(14, 28) if c == 4 else rng.uniform(8, 22)
        trace = level * (1 + 0.08 * np.sin(2 * np.pi * t / rng.uniform(30, 80) + rng.uniform(0, 6.3)))
        if c == 1:
            trace *= 1 - rng.uniform(0.2, 0.5) * t / length
            trace *= 1 + 0.15 * np.sin(2 * np.pi * t / rng.uniform(15, 30) + rng.uniform(0, 6.3))
        elif c == 2:
            for at in rng.integers(2, length - 4, int(rng.integers(1, 4))):
                width = int(rng.integers(1, 3))
                trace[at : at + width] = -rng.uniform(0.5, 1.2) * level
                trace[at + width : at + width + 2] += rng.uniform(0.2, 0.5) * level
        elif c == 3:
            for at in rng.integers(0, length, int(rng.integers(1, 4))):
                trace -= (
                    rng.uniform(0.6, 1.1) * level * np.exp(-0.5 * ((t - at) / rng.uniform(1.5, 3.5)) ** 2)
                )
        elif c == 4:
            trace *= 1 + rng.uniform(0.3, 0.7) * t / length
            trace += 0.1 * level * np.sin(2 * np.pi * t / rng.uniform(2.2, 4) + rng.uniform(0, 6.3))
        x[i] = trace + rng.uniform(-2, 2) * t / length + rng.normal(0, rng.uniform(0.8, 2.5), length)
    return x, y


def flues(seed: int = 80101, sizes: tuple[int, int, int] = SIZES, name: str = "flue-draught") -> Splits:
    """The traces (N, 64), centred and scaled by the training traces' mean and sd, 5 classes."""
    x, y = _flues(seed, sum(sizes))
    return _signal_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def flues_long() -> Splits:
    """A 2,400-trace draw."""
    return flues(80102, (2400, 300, 300), "flue-draught-2400")


def flues_gauge_dropouts() -> Splits:
    """The bug: the draught gauge drops out when its tube clogs with soot and logs an empty cell, which
    `pd.read_csv` reads as NaN; nobody fills them: 1.5% of the training traces hold one to three NaN
    readings (validation and test were exported after a firmware update that repeats the last value)."""
    import numpy as np

    x, y = _flues(80103, sum(SIZES))
    rng = np.random.default_rng(80104)
    stats = _stats(x[: SIZES[0]])
    for i in rng.choice(SIZES[0], 15, replace=False):
        x[i, rng.integers(0, 64, int(rng.integers(1, 4)))] = np.nan
    return _signal_splits(x, y, SIZES, "flue-draught", stats)


DUNE_FORMS = ("ripples", "barchan", "linear-dune", "star-dune", "gravel-lag")


def _dunes(seed: int, n: int, erg: str = "home") -> tuple[Any, Any]:
    """12x12 drone height maps (m, detrended per flight) of a desert survey's sample cells, labelled by
    the geomorphologist: ripples (parallel crests 2.4-4 px apart at any angle), a barchan (a crescent:
    a mound with its lee side scooped out, horns downwind), a linear dune (one long, slightly sinuous
    ridge 1.2-2.2 px wide), a star dune (a peak with three arms) or a gravel lag (a flat deflation
    surface with 4-10 pebbles). Each map has its own relief (0.5-1.2), a regional slope and the drone's
    noise (sd 0.1-0.3): a faint linear dune reads as ripples, so sound CNNs stop near 0.75-0.9. `erg`
    "other": another erg's cells (finer sand: ripples 1.8-2.6 px apart, smaller barchans, a steeper
    slope and a noisier drone)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    other = erg == "other"
    y = rng.choice(5, n, p=[0.24, 0.2, 0.2, 0.16, 0.2])
    yy, xx = np.mgrid[0:12, 0:12].astype(float)
    x = np.zeros((n, 12, 12))
    for i in range(n):
        c = int(y[i])
        theta = rng.uniform(0, 2 * np.pi)
        cx, cy = rng.uniform(4.0, 8.0, 2)
        u = (xx - cx) * np.cos(theta) + (yy - cy) * np.sin(theta)
        v = -(xx - cx) * np.sin(theta) + (yy - cy) * np.cos(theta)
        if c == 0:
            period = rng.uniform(1.8, 2.6) if other else rng.uniform(2.4, 4.0)
            img = 0.5 * np.sin(2 * np.pi * (u + 0.05 * v**2) / period + rng.uniform(0, 6.3))
        elif c == 1:
            size = rng.uniform(1.6, 2.4) if other else rng.uniform(2.2, 3.4)
            img = np.exp(-(u**2 + v**2) / (2 * size**2)) - 0.8 * np.exp(
                -((u - 0.9 * size) ** 2 + v**2) / (2 * (0.7 * size) ** 2)
            )
            img = 1.3 * np.clip(img, 0, None)
        elif c == 2:
            width = rng.uniform(1.2, 2.2)
            img = np.exp(-((v - 0.6 * np.sin(u / rng.uniform(2, 4))) ** 2) / (2 * width**2))
        elif c == 3:
            r, phi = np.sqrt(u**2 + v**2), np.arctan2(v, u)
            img = np.exp(-r / 2.5) * (0.6 + 0.5 * np.cos(3 * phi)) * np.exp(-r / 6)
        else:
            img = np.zeros((12, 12))
            for _ in range(int(rng.integers(4, 11))):
                px, py = rng.uniform(0, 12, 2)
                img += rng.uniform(0.2, 0.5) * np.exp(-((xx - px) ** 2 + (yy - py) ** 2) / 0.5)
        slope = rng.normal(0, 0.09 if other else 0.04, 2)
        img = rng.uniform(0.5, 1.2) * img + slope[0] * (xx - 5.5) + slope[1] * (yy - 5.5)
        noise = rng.uniform(0.2, 0.4) if other else rng.uniform(0.1, 0.3)
        x[i] = img + rng.normal(0, noise, (12, 12))
    return x, y


def dunes(seed: int = 80201, sizes: tuple[int, int, int] = SIZES, name: str = "dune-height-maps") -> Splits:
    """The maps as (N, 1, 12, 12), centred and scaled by the training maps' mean and sd, 5 classes."""
    x, y = _dunes(seed, sum(sizes))
    return _patch_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def dunes_prelabelled() -> Splits:
    """The bug: the training cells' labels come from the survey's slope-rule pre-labeller (a threshold
    on the relief and the crest spacing), never checked: 40% of them are another form, mostly a
    neighbouring one (a linear dune called ripples, a star dune called a barchan); validation and test
    were labelled by the geomorphologist."""
    import numpy as np

    x, y = _dunes(80202, sum(SIZES))
    rng = np.random.default_rng(80203)
    neighbour = np.array([2, 3, 0, 1, 0])
    wrong = rng.random(SIZES[0]) < 0.4
    swap = np.where(rng.random(SIZES[0]) < 0.7, neighbour[y[: SIZES[0]]], rng.integers(0, 5, SIZES[0]))
    y = y.copy()
    y[: SIZES[0]] = np.where(wrong, swap, y[: SIZES[0]])
    return _patch_splits(x, y, SIZES, "dune-height-maps", _stats(x[: SIZES[0]]))


def dunes_other_erg_test() -> Splits:
    """The bug: the test cells come from the next season's survey of another erg (finer sand, smaller
    barchans, steeper ground, an older drone), while training and validation are this erg's cells."""
    import numpy as np

    x, y = _dunes(80204, SIZES[0] + SIZES[1])
    xt, yt = _dunes(80205, SIZES[2], erg="other")
    stats = _stats(x[: SIZES[0]])
    return _patch_splits(np.concatenate([x, xt]), np.concatenate([y, yt]), SIZES, "dune-height-maps", stats)


def dunes_small_val() -> Splits:
    """Not a fault by itself: a draw whose validation split is one survey flight's 60 cells (a noisy
    val loss)."""
    return dunes(80206, (1000, 60, 300), "dune-height-maps")


PINBALL_SWITCHES = (
    "<pad>",
    "flipper-left",
    "flipper-right",
    "pop-bumper",
    "slingshot",
    "ramp-left",
    "ramp-right",
    "spinner",
    "drop-target",
    "orbit",
    "lock",
    "multiball-start",
    "nudge",
    "tilt-warning",
    "ball-save",
    "drain",
    "skill-shot",
    "jackpot",
)
PINBALL_STYLES = ("novice", "flipper-precision", "nudger", "multiball-hunter", "combo-runner")
_PINBALL_FAVOURED = ((3, 4, 15, 14), (1, 2, 16, 9), (12, 13, 3, 4), (10, 11, 17, 8), (5, 6, 9, 7))
_PINBALL_LENGTHS = ((6, 16), (12, 24), (8, 20), (10, 24), (10, 24))


def _pinball(seed: int, n: int, length: int = 24) -> tuple[Any, Any]:
    """A pinball operator's playfield switch logs: the first 6-24 switch events of a ball in play
    (ids 1-17; 0 pads on the left), labelled by the player's style the league's coach noted: a novice
    (bumpers, slingshots, ball saves and drains), flipper-precision (flippers, skill shots, orbits),
    a nudger (nudges, tilt warnings among bumper hits), a multiball hunter (locks, multiball starts,
    jackpots, drop targets) or a combo runner (ramps, orbits, spinners). Each style is a Markov chain
    over one shared random base whose transitions are tilted towards the style's four favoured
    switches, and 12% of the events are replaced by a random switch (a bouncing contact), so sound
    sequence models stop near 0.85-0.95."""
    import numpy as np

    rng = np.random.default_rng(seed)
    base = np.random.default_rng(80300).dirichlet(np.ones(17) * 0.6, size=17)
    chains = []
    for favoured in _PINBALL_FAVOURED:
        tilt = np.zeros((17, 17))
        tilt[:, [f - 1 for f in favoured]] = 0.22
        chain = base + tilt
        chains.append(chain / chain.sum(1, keepdims=True))
    y = rng.choice(5, n, p=[0.22, 0.2, 0.18, 0.2, 0.2])
    x = np.zeros((n, length), dtype=np.int64)
    for i in range(n):
        c = int(y[i])
        size = int(rng.integers(*_PINBALL_LENGTHS[c]))
        state = int(rng.integers(0, 17))
        events = []
        for _ in range(size):
            state = int(rng.choice(17, p=chains[c][state]))
            events.append(int(rng.integers(1, 18)) if rng.random() < 0.12 else state + 1)
        x[i, length - size :] = events
    return x, y


def pinball(
    seed: int = 80301, sizes: tuple[int, int, int] = SIZES, name: str = "pinball-switch-logs"
) -> Splits:
    """Switch windows (N, 24) over 18 ids (0 the padding), 5 classes."""
    x, y = _pinball(seed, sum(sizes))
    return _token_splits(x, y, sizes, name)


KAYAK_COLUMNS = (
    "distance_km",
    "wind_kn",
    "wind_angle_deg",  # relative to the course: 0 a headwind
    "current_kn",
    "current_angle_deg",  # 0 with the paddlers
    "wave_height_m",
    "vo2max",
    "boat_length_m",
    "load_kg",
    "group_size",
    "air_temp_c",
)


def _kayaks(seed: int, n: int) -> tuple[Any, Any, Any]:
    """A sea-kayak club's crossing log: each crossing's distance (2-25 km), the wind (0-25 kn) and its
    angle to the course, the tidal current (0-3 kn) and its angle, the waves (rising with the wind),
    the slowest paddler's VO2max, the boat's length, its load, the group's size and the air
    temperature; the target is the log of the crossing's minutes: the distance over a speed of 2.2 kn
    moved by the paddler, the boat, the load and the group, slowed by a headwind's component, any wind
    and the waves, carried by the current's component, times a day's form (sd 7%), plus a 5-minute
    rest every 8 km (standardised: a floor near an MSE of 0.03-0.06). Also returns the speed each
    crossing made (the GPS average) and the float plan's speed (the paddlers and boat only)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    distance = rng.uniform(2, 25, n)
    wind = rng.gamma(2.0, 4.5, n).clip(0, 30)
    wind_angle = rng.uniform(0, 180, n)
    current = rng.gamma(1.5, 0.6, n).clip(0, 3.5)
    current_angle = rng.uniform(0, 180, n)
    waves = 0.04 * wind + rng.gamma(1.5, 0.2, n)
    vo2 = rng.normal(45, 7, n)
    boat = rng.uniform(3.8, 5.8, n)
    load = rng.gamma(2.0, 8.0, n)
    group = rng.integers(1, 9, n)
    temp = rng.uniform(2, 28, n)
    planned = 2.2 + 0.04 * (vo2 - 45) + 0.35 * (boat - 4.8) - 0.008 * load - 0.05 * (group - 1)
    speed = (
        planned
        - 0.045 * wind * np.cos(np.radians(wind_angle))
        - 0.012 * wind
        - 0.35 * waves**1.5
        + 0.8 * current * np.cos(np.radians(current_angle))
    )
    speed = speed.clip(0.6, None) * np.exp(rng.normal(0, 0.07, n))
    minutes = distance / (speed * 1.852) * 60 + 5 * np.floor(distance / 8)
    x = np.column_stack(
        [distance, wind, wind_angle, current, current_angle, waves, vo2, boat, load, group, temp]
    )
    return x, np.log(minutes), (speed * np.exp(rng.normal(0, 0.02, n)), planned)


def kayaks(seed: int = 80401, sizes: tuple[int, int, int] = SIZES, name: str = "kayak-crossings") -> Splits:
    """11 standardised columns, the standardised log minutes."""
    x, y, _ = _kayaks(seed, sum(sizes))
    return _generated(name, x, y, 0, sizes)


def kayaks_long() -> Splits:
    """A 2,400-crossing draw."""
    return kayaks(80402, (2400, 300, 300), "kayak-crossings-2400")


def kayaks_log_in_train_only() -> Splits:
    """The bug: the training notebook's pipeline is `FunctionTransformer(np.log1p)` on the skewed columns
    (distance, wind, current, waves, load) then a StandardScaler; the evaluation script rebuilds the
    pipeline from the saved scaler alone, so validation and test columns arrive raw and are scaled with
    the log columns' means and sds."""
    import numpy as np
    import torch

    from tests.suite import datasets as ds

    x, y, _ = _kayaks(80403, sum(SIZES))
    skewed = [0, 1, 3, 5, 8]
    a = SIZES[0]
    x_train = x[:a].copy()
    x_train[:, skewed] = np.log1p(x_train[:, skewed])
    mean, sd = x_train.mean(0), x_train.std(0)
    x = np.concatenate([x_train, x[a:]])
    target = (y - y[:a].mean()) / y[:a].std()
    data = ds._split(
        torch.tensor((x - mean) / sd, dtype=torch.float32),
        torch.tensor(target, dtype=torch.float32)[:, None],
        SIZES,
        0,
    )
    return ds.named(data, "kayak-crossings")


def kayaks_gps_speed_column() -> Splits:
    """The bug: the club's log export adds `gps_avg_speed_kn`, the speed each crossing made (its
    distance over its time, from the GPS track), and it stays among the features; the test crossings
    are next season's planned trips, whose column holds the float plan's speed (the paddlers and boat
    only), as it will at prediction time."""
    import numpy as np

    x, y, (speed, planned) = _kayaks(80404, sum(SIZES))
    b = SIZES[0] + SIZES[1]
    column = np.concatenate([speed[:b], planned[b:]])
    return _generated("kayak-crossings", np.column_stack([x, column]), y, 0, SIZES)


OUTAGE_COLUMNS = (
    "hour_sin",
    "hour_cos",
    "month_sin",
    "month_cos",
    "weekend",
    "wind_gust_kmh",
    "lightning_strikes_10km",
    "rain_mm",
    "temp_c",
    "tree_cover_pct",
    "feeder_age_yr",
    "road_density",
    "log_duration_min",
    "log_customers",
)
OUTAGE_CAUSES = ("vegetation", "animal", "equipment", "lightning", "vehicle")


def _outages(seed: int, n: int) -> tuple[Any, Any]:
    """A power utility's outage reports labelled by the investigated cause: vegetation (gusts of 40-90
    km/h, a high tree cover, long outages), an animal (spring and summer mornings, calm, few customers,
    short), equipment (an old feeder, hot afternoons, any season, long), lightning (summer afternoons,
    strikes within 10 km, rain) or a vehicle (rush hours and nights, near roads, weekends more). One
    report in four is drawn from a cause-blind background for half its columns (a storm that also
    brought down a tree...), so sound MLPs stop near 0.85-0.9."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.3, 0.2, 0.2, 0.15, 0.15])
    hour_mean = np.array([14.0, 8.0, 15.0, 16.0, 19.0])
    hour_sd = np.array([6.0, 2.5, 5.0, 3.0, 5.0])
    month_mean = np.array([11.0, 5.5, 7.0, 7.0, 1.0])
    month_sd = np.array([3.0, 1.8, 4.0, 1.5, 4.0])
    gust = np.array([62.0, 20.0, 25.0, 45.0, 22.0])
    strikes = np.array([0.5, 0.2, 0.3, 6.0, 0.2])
    rain = np.array([8.0, 1.0, 2.0, 14.0, 3.0])
    temp = np.array([10.0, 17.0, 26.0, 24.0, 12.0])
    trees = np.array([65.0, 45.0, 35.0, 40.0, 30.0])
    age = np.array([25.0, 22.0, 42.0, 24.0, 23.0])
    roads = np.array([0.8, 1.0, 1.2, 1.0, 2.4])
    duration = np.array([5.3, 3.9, 5.0, 4.4, 4.7])
    customers = np.array([6.0, 4.0, 5.5, 6.3, 5.0])
    hour = (rng.normal(hour_mean[y], hour_sd[y])) % 24
    month = (rng.normal(month_mean[y], month_sd[y])) % 12
    cols = {
        "weekend": (rng.random(n) < np.where(y == 4, 0.45, 0.28)).astype(float),
        "gust": rng.gamma(6.0, gust[y] / 6.0),
        "strikes": rng.poisson(strikes[y]).astype(float),
        "rain": rng.gamma(1.2, rain[y] / 1.2),
        "temp": rng.normal(temp[y], 7.0),
        "trees": rng.normal(trees[y], 15.0).clip(0, 100),
        "age": rng.gamma(4.0, age[y] / 4.0),
        "roads": rng.gamma(3.0, roads[y] / 3.0),
        "duration": rng.normal(duration[y], 0.7),
        "customers": rng.normal(customers[y], 1.0),
    }
    blind = rng.random(n) < 0.25
    background = rng.integers(0, 5, n)
    for key, means, sd in (
        ("gust", gust, 15.0),
        ("rain", rain, 4.0),
        ("trees", trees, 15.0),
        ("age", age, 10.0),
    ):
        cols[key] = np.where(blind, rng.normal(means[background], sd), cols[key])
    x = np.column_stack(
        [
            np.sin(2 * np.pi * hour / 24),
            np.cos(2 * np.pi * hour / 24),
            np.sin(2 * np.pi * month / 12),
            np.cos(2 * np.pi * month / 12),
            *cols.values(),
        ]
    )
    return x, y


def outages(
    seed: int = 80501, sizes: tuple[int, int, int] = SIZES, name: str = "feeder-outage-causes"
) -> Splits:
    """14 standardised columns, 5 classes."""
    x, y = _outages(seed, sum(sizes))
    return _generated(name, x, y, 5, sizes)


def outages_fit_on_train_loader() -> Splits:
    """The bug: `trainer.fit(model, train_loader, train_loader)` (the second argument meant to be
    `val_loader`): the 'validation' is the training reports themselves; the test is the held-out 300."""
    data = outages(80502)
    return replace(data, x_val=data.x_train, y_val=data.y_train)


# ---------------------------------------------------------------- injected faults (and healthy hooks)


def zero_init_weights(net: nn.Module) -> nn.Module:
    """The bug: the init helper runs `nn.init.zeros_(m.weight)` on every Conv2d and Linear (the line
    meant `m.bias`): every unit of a layer computes the same thing, so the layer's channels stay copies
    of one another."""
    import torch

    for m in net.modules():
        if isinstance(m, torch.nn.Linear | torch.nn.Conv2d):
            torch.nn.init.zeros_(m.weight)
    return net


def _input_dropout_always(inner: Any, x: torch.Tensor) -> torch.Tensor:
    import torch

    return inner(torch.nn.functional.dropout(x, 0.5))


input_dropout_always = _wrapper(_input_dropout_always)
input_dropout_always.__doc__ = """The bug: the model's forward starts with `x = F.dropout(x, 0.5)` (meant as
input dropout, written with the functional form, whose `training` argument defaults to True rather than
following `self.training`): half the crossing's columns are zeroed (the rest doubled) in validation and
test as well as in training."""


def head_only(net: nn.Module) -> Any:
    """The bug: `model.requires_grad_(False); model.head.requires_grad_(True)` for a linear-probe warm-up
    whose unfreeze callback waits for epoch 20 of a 12-epoch run: only the head of a random GRU trains."""
    return net.head.parameters()


def _flue_jitter(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.roll(x, int(torch.randint(-6, 7, (1,))), dims=1)
    return x * (0.8 + 0.4 * torch.rand(len(x), 1)) + 0.3 * torch.randn_like(x)


flue_jitter = _augmented(_flue_jitter)
flue_jitter.__doc__ = """Not a fault: in training mode each batch of traces is shifted by up to 6
readings, scaled by a gain of 0.8-1.2 a trace and given 0.3 sd of noise."""


def _dune_turns(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.rot90(x, int(torch.randint(0, 4, (1,))), dims=(2, 3))
    if bool(torch.rand(()) < 0.5):
        x = torch.flip(x, dims=(2,))
    return x + 0.25 * torch.randn_like(x)


dune_turns = _augmented(_dune_turns)
dune_turns.__doc__ = """Not a fault: in training mode each batch of maps is turned by a multiple of 90
degrees, mirrored half the time (a map has no north the forms care about) and given 0.25 sd of noise."""


def _feature_noise(x: torch.Tensor) -> torch.Tensor:
    import torch

    return x + 0.4 * torch.randn_like(x)


feature_noise = _augmented(_feature_noise)
feature_noise.__doc__ = """Not a fault: in training mode 0.4 sd of Gaussian noise is added to the
standardised report columns."""


# ---------------------------------------------------------------- the variants


def ZZZW(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by battery zf's runner (through every earlier wrapper)."""
    return L(*args, runs=runs or zf_runs(), **kw)


CH16 = {"channels": 16}
H48 = {"hidden": 48}
W128 = {"width": 128, "num_layers": 2}

FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    ZZZW(
        "vzzzw-nesterov-sgd-lr-035-transformer-pinball",
        Plan(pinball, "transformer", 0.35, "sgd", momentum=0.9, epochs=10, log_every=8),
        ("loss-runaway", "gradient-explosion"),
        "learning-rate-too-high",
        "SGD with Nesterov momentum 0.9 at lr 0.35 (the lr of a batch-256 ResNet recipe) for a small "
        "transformer over the pinball switch logs, 10 epochs (every 8th step logged): losses 4.85, 36.6, "
        "3.34e3, 1.85e4, 2.74e4, then 0 at every later log (the HF Trainer's NaN filter), the gradient norm "
        "up to 339, then NaN; the val loss 1.44e4, then NaN at every evaluation, val accuracy 0.173, then "
        "0.27 throughout; test NaN and 0.263 (sound models on these logs: ~0.2-0.37 and 0.87-0.95)",
        (*RUNAWAY, "undertrained", "zero-train-loss"),
        family="transformer",
        dataset="pinball-switch-logs",
        seed=80001,
        runs=zf_runs(optimizer_kw={"nesterov": True}, hparams={"nesterov": True}),
    ),
    ZZZW(
        "vzzzw-linear-scaling-rule-on-adam-lr-plain-sgd-cnn1d-flue",
        Plan(flues, "cnn1d", 1e-3 * 16 / 256, "sgd", epochs=15, batch_size=16, log_every=10, model_kw=CH16),
        ("slow-convergence", "metric-at-baseline"),
        "learning-rate-too-low",
        "the linear lr-scaling rule `lr = base_lr * batch_size / 256` applied to the Adam recipe's base lr of"
        " 1e-3 (6.25e-5) for a 16-channel 1-D CNN under plain SGD at batch 16 over the flue traces, 15 epochs"
        " (945 steps, every 10th logged): losses 1.55, 1.59, 1.62, 1.55, 1.57 ... 1.51-1.66 in the last "
        "third, epoch means 1.57 at every epoch, the val loss 1.58 to 1.57 and val accuracy 0.273 throughout "
        "(0.27 at the end), test 1.58 and 0.253 (sound 1-D CNNs on these traces: ~0.17-0.5 and 0.82-0.94)",
        ("undertrained",),
        family="cnn",
        dataset="flue-draught",
        seed=80002,
        runs=zf_runs(hparams={"lr": "base_lr * batch_size / 256", "base_lr": 1e-3}),
    ),
    ZZZW(
        "vzzzw-plateau-factor-01-patience-0-noisy-val-bncnn-dunes",
        Plan(
            dunes_small_val,
            "bncnn",
            3e-3,
            "sgd",
            momentum=0.9,
            epochs=20,
            batch_size=16,
            log_every=8,
            schedule="plateau",
            gamma=0.1,
            model_kw=CH16,
        ),
        ("slow-convergence",),
        "lr-decay-too-fast",
        "ReduceLROnPlateau(factor=0.1, patience=0) on the val loss of one survey flight's 60 maps for a "
        "16-channel batch-norm CNN under SGD with momentum 0.9 at lr 3e-3, batch 16, 20 epochs (1,260 steps, "
        "every 8th logged): the val loss 1.06, 0.857, 0.769, 0.718, 0.678, 0.615, 0.602, 0.71 (the lr cut to "
        "3e-4), 0.567, 0.553 ... 0.535-0.541 in the last third while five more cuts bring the lr to 3e-9; "
        "epoch means 1.31, 1.01, 0.912 ... 0.614 at epoch 9, then 0.591-0.633 for the last 11 epochs; losses "
        "1.44, 1.42, 1.37, 1.25, 1.14 ... 0.402-1.04 in the last third; val accuracy 0.55 to 0.75-0.767, test"
        " 0.573 and 0.757 (sound CNNs on these maps: ~0.46 and 0.77-0.82)",
        ("undertrained", "loss-spikes", "metric-at-baseline"),
        family="cnn-bn",
        dataset="dune-height-maps",
        seed=80003,
        runs=zf_runs(hparams={"scheduler": "ReduceLROnPlateau(factor=0.1, patience=0)"}),
    ),
    # --- data
    ZZZW(
        "vzzzw-log1p-in-training-pipeline-only-regression-kayaks",
        Plan(kayaks_log_in_train_only, "mlp", 1e-3, "adam", epochs=20, log_every=8, model_kw=W128),
        ("train-val-gap",),
        "eval-pipeline-mismatch",
        "the training notebook's pipeline applies `FunctionTransformer(np.log1p)` to the distance, wind, "
        "current, wave and load columns before its StandardScaler; the evaluation script rebuilds it from the"
        " saved scaler alone, so validation and test columns arrive raw; a 2x128 regression MLP under Adam lr"
        " 1e-3, 20 epochs (every 8th step logged): losses 0.531, 0.394, 0.183, 0.191, 0.126 ... 0.0066-0.0351"
        " in the last third, epoch means 0.505, 0.114, 0.0689 ... 0.0125, the val loss 239, 223, 240, 234, "
        "236 ... 251-314 in the last third, 314 at the end, test 349 (sound regressions here: ~0.03)",
        ("bad-initial-loss", "overfitting", "loss-spikes", "val-test-gap"),
        family="regression",
        dataset="kayak-crossings",
        seed=80004,
        runs=zf_runs(hparams={"train_pipeline": "log1p + StandardScaler", "eval_pipeline": "StandardScaler"}),
    ),
    ZZZW(
        "vzzzw-slope-rule-prelabeller-train-labels-bncnn-dunes",
        Plan(dunes_prelabelled, "bncnn", 3e-3, "adam", epochs=20, log_every=8, model_kw=CH16),
        ("slow-convergence",),
        "label-noise",
        "the training maps' labels come from the survey's slope-rule pre-labeller, never checked (40% another"
        " form, mostly a neighbouring one), validation and test from the geomorphologist; a 16-channel "
        "batch-norm CNN under Adam lr 3e-3, 20 epochs (every 8th step logged): losses 1.42, 1.34, 1.49, 1.56,"
        " 1.23 ... 0.809-1.38 in the last third, epoch means 1.44, 1.35, 1.31, 1.27 ... 0.973, 0.979, the val"
        " loss 1.09, 1.12, 1.03, 1.03, 0.962 ... 0.876-1.68 in the last third, 0.978 at the end, and val "
        "accuracy 0.41-0.73 (0.63 at the end), test 1.02 and 0.627 (sound CNNs on these maps: ~0.46 and "
        "0.77-0.82)",
        ("overfitting", "loss-spikes", "loss-oscillation", "val-test-gap", "train-val-gap", "undertrained"),
        family="cnn-bn",
        dataset="dune-height-maps",
        seed=80005,
        runs=zf_runs(hparams={"train_labels": "slope-rule pre-labeller", "val_labels": "geomorphologist"}),
    ),
    ZZZW(
        "vzzzw-gps-average-speed-column-regression-kayaks",
        Plan(kayaks_gps_speed_column, "mlp", 1e-3, "adam", epochs=20, log_every=8, model_kw=W128),
        ("val-test-gap",),
        "data-leakage",
        "the club's export adds `gps_avg_speed_kn` (each crossing's distance over its time, from the GPS "
        "track) and it stays among the features; the test crossings are next season's planned trips, whose "
        "column holds the float plan's speed; a 2x128 regression MLP under Adam lr 1e-3, 20 epochs (every 8th"
        " step logged): losses 0.615, 0.254, 0.116, 0.273, 0.0908 ... 0.00109-0.00877 in the last third, "
        "epoch means 0.387, 0.0817, 0.0464 ... 0.00256, the val loss 0.12, 0.052, 0.0365 ... 0.00894-0.0109 "
        "in the last third, test 0.299 (sound regressions here: ~0.03)",
        (
            "zero-train-loss",
            "bad-initial-loss",
            "periodic-loss",
            "undertrained",
            "overfitting",
            "train-val-gap",
        ),
        family="regression",
        dataset="kayak-crossings",
        seed=80006,
        runs=zf_runs(hparams={"features": "11 columns + gps_avg_speed_kn"}),
    ),
    ZZZW(
        "vzzzw-export-sorted-by-cause-unshuffled-mlp-outages",
        Plan(
            outages,
            "mlp",
            2e-3,
            "adam",
            epochs=12,
            log_every=2,
            shuffle=False,
            sort_by_class=True,
            model_kw=W128,
        ),
        ("periodic-loss",),
        "data-not-shuffled",
        "the outage table is exported `ORDER BY cause_code` and read by a DataLoader with shuffle=False, so "
        "each epoch's 32 batches run through the vegetation, animal, equipment, lightning and vehicle reports"
        " in turn; a 2x128 MLP under Adam lr 2e-3, 12 epochs (every 2nd step logged): losses 1.59, 1.21, 0.9,"
        " 0.528, 2.49 ... 0.0478-0.895 in the last third (rising and falling with each cause's block), epoch "
        "means 2.04, 1.44, 1.19 ... 0.339, the val loss 1.43, 1.16, 0.796 ... 0.333 and val accuracy 0.59 to "
        "0.873, test 0.328 and 0.873",
        ("loss-spikes", "loss-oscillation", "undertrained"),
        family="mlp",
        dataset="feeder-outage-causes",
        seed=80007,
        runs=zf_runs(hparams={"shuffle": False, "export": "ORDER BY cause_code"}),
    ),
    ZZZW(
        "vzzzw-gauge-dropouts-left-nan-cnn1d-flue",
        Plan(flues_gauge_dropouts, "cnn1d", 2e-3, "adam", epochs=8, log_every=4, model_kw=CH16),
        ("loss-runaway", "gradient-explosion"),
        "missing-values",
        "the draught gauge's dropouts (an empty cell when its tube clogs with soot) are read by `pd.read_csv`"
        " as NaN and never filled: 15 of the 1,000 training traces hold one to three NaN readings; a "
        "16-channel 1-D CNN under Adam lr 2e-3, 8 epochs (every 4th step logged): the loss logged as 0 at "
        "every log (the HF Trainer's NaN filter), the gradient norm NaN, the val loss NaN at every evaluation"
        " and val accuracy 0.263 throughout, test NaN and 0.28 (sound 1-D CNNs on these traces: ~0.17-0.5 and"
        " 0.82-0.94)",
        (*RUNAWAY, "undertrained", "zero-train-loss"),
        family="cnn",
        dataset="flue-draught",
        seed=80008,
        runs=zf_runs(hparams={"read": "pd.read_csv", "fillna": None}),
    ),
    ZZZW(
        "vzzzw-test-maps-from-another-erg-cnn-dunes",
        Plan(dunes_other_erg_test, "cnn", 2e-3, "adam", epochs=15, log_every=8, model_kw=CH16),
        ("val-test-gap",),
        "distribution-shift",
        "the test cells come from the next season's survey of another erg (finer ripples, smaller barchans, "
        "steeper ground, an older drone), training and validation from this erg; a 16-channel CNN under Adam "
        "lr 2e-3, 15 epochs (every 8th step logged): losses 1.52, 1.09, 0.851, 0.772, 0.609 ... 0.0422-0.141 "
        "in the last third, the val loss 0.7, 0.492, 0.393, 0.328 ... 0.273-0.317 in the last third and val "
        "accuracy 0.67 to 0.87-0.91, test 1.44 and 0.693",
        ("overfitting", "train-val-gap", "undertrained"),
        family="cnn",
        dataset="dune-height-maps",
        seed=80009,
        runs=zf_runs(hparams={"test_survey": "next season, erg B"}),
    ),
    # --- evaluation
    ZZZW(
        "vzzzw-best-checkpoint-on-train-loss-step-gru-pinball",
        Plan(pinball, "gru", 3e-3, "adam", epochs=12, log_every=8, clip=1.0, model_kw=H48),
        ("val-test-gap",),
        "wrong-checkpoint-loaded",
        "`ModelCheckpoint(monitor='train_loss_step', save_top_k=1)` and `trainer.test(ckpt_path='best')`: the"
        " 'best' checkpoint is the one whose single batch had the lowest loss, saved after step 40, and the "
        "test loads it; a GRU (hidden 48) under Adam lr 3e-3 clipped at 1, 12 epochs (every 8th step logged):"
        " losses 1.59, 1.5, 1.34, 1.0, 0.783 ... 0.114-0.243 in the last third, the val loss 0.83, 0.461, "
        "0.443 ... 0.298, 0.343 and val accuracy 0.723 to 0.883-0.907, test 0.667 and 0.763",
        ("overfitting", "train-val-gap", "gradient-explosion"),
        family="rnn",
        dataset="pinball-switch-logs",
        seed=80010,
        runs=zf_runs(
            test_at_step=40,
            hparams={
                "checkpoint": "ModelCheckpoint(monitor='train_loss_step', save_top_k=1)",
                "ckpt_path": "best",
            },
        ),
    ),
    ZZZW(
        "vzzzw-fit-given-train-loader-as-val-mlp-outages",
        Plan(
            outages_fit_on_train_loader,
            "mlp",
            2e-3,
            "adam",
            epochs=60,
            log_every=8,
            model_kw={"width": 256, "num_layers": 3},
        ),
        ("val-test-gap", "zero-train-loss"),
        "missing-eval-set",
        "`trainer.fit(model, train_loader, train_loader)` (the second loader meant to be `val_loader`): the "
        "'validation' is the 1,000 training reports themselves; a 3x256 MLP under Adam lr 2e-3, 60 epochs "
        "(every 8th step logged): losses 0.873, 0.791, 0.275, 0.195, 0.331 ... 7.45e-8 to 0.0013 in the last "
        "third, epoch means 0.684, 0.337, 0.291 ... 4.43e-5, the val loss 0.368, 0.245, 0.207 ... 4.18e-5 and"
        " val accuracy 0.86 to 1.0 (1.0 at every evaluation of the last third), test 1.33 and 0.85",
        ("overfitting", "loss-spikes", "undertrained"),
        family="mlp",
        dataset="feeder-outage-causes",
        seed=80011,
        runs=zf_runs(hparams={"fit": "trainer.fit(model, train_loader, train_loader)"}),
    ),
    # --- model
    ZZZW(
        "vzzzw-zeros-init-every-weight-cnn-dunes",
        Plan(
            dunes, "cnn", 2e-3, "adam", epochs=12, log_every=8, model_fault=zero_init_weights, model_kw=CH16
        ),
        ("undertrained",),
        "poor-initialization",
        "the init helper runs `nn.init.zeros_(m.weight)` on every Conv2d and Linear (the line meant "
        "`m.bias`), so each layer's channels stay copies of one another; a 16-channel CNN under Adam lr 2e-3,"
        " 12 epochs (every 8th step logged): losses 1.59, 1.61, 1.56, 1.52, 1.45 ... 0.468-0.952 in the last "
        "third, epoch means 1.6, 1.46, 1.1, 0.982 ... 0.722, 0.645, the val loss 1.53, 1.28, 1.09 ... 0.834, "
        "0.802 and val accuracy 0.26 to 0.543, 0.617, test 0.656 and 0.727 (sound CNNs on these maps: ~0.46 "
        "and 0.77-0.82)",
        ("slow-convergence", "periodic-loss", "gradient-explosion", "metric-at-baseline"),
        family="cnn",
        dataset="dune-height-maps",
        seed=80012,
        runs=zf_runs(hparams={"init": "nn.init.zeros_(m.weight)"}),
    ),
    ZZZW(
        "vzzzw-functional-input-dropout-on-in-eval-regression-kayaks",
        Plan(
            kayaks,
            "mlp",
            1e-3,
            "adam",
            epochs=20,
            log_every=8,
            model_fault=input_dropout_always,
            model_kw=W128,
        ),
        ("slow-convergence",),
        "train-eval-mode-misuse",
        "the model's forward starts with `x = F.dropout(x, 0.5)` (input dropout written with the functional "
        "form, whose `training` defaults to True), so half the crossing's columns are zeroed in validation "
        "and test too; a 2x128 regression MLP under Adam lr 1e-3, 20 epochs (every 8th step logged): losses "
        "0.824, 0.856, 0.707, 0.364, 0.607 ... 0.146-1.61 in the last third, epoch means 0.695, 0.634, 0.571 "
        "... 0.538-0.603 in the last third, the val loss 0.667, 0.569, 0.62, 0.561, 0.541 ... 0.496-0.583 in "
        "the last third, test 0.469 (sound regressions here: ~0.03)",
        ("undertrained", "loss-spikes", "overfitting", "metric-at-baseline"),
        family="regression",
        dataset="kayak-crossings",
        seed=80013,
        runs=zf_runs(hparams={"input_dropout": "F.dropout(x, 0.5)"}),
    ),
    ZZZW(
        "vzzzw-six-layer-sigmoid-mlp-outages",
        Plan(
            outages,
            "mlp",
            1e-3,
            "sgd",
            momentum=0.9,
            epochs=15,
            log_every=8,
            model_kw={"width": 64, "num_layers": 6, "activation": "sigmoid"},
        ),
        ("slow-convergence",),
        "vanishing-gradients",
        "a 6x64 MLP with sigmoid activations (the activation of a 1990s textbook net the script was ported "
        "from) under SGD with momentum 0.9 at lr 1e-3 over the outage reports, 15 epochs (every 8th step "
        "logged): losses 1.68, 1.63, 1.62, 1.59, 1.63 ... 1.42-1.72 in the last third, epoch means 1.63, then"
        " 1.57-1.58, the val loss 1.59, then 1.58 and val accuracy 0.293 at every evaluation, test 1.56 and "
        "0.353 (sound MLPs on these reports: ~0.3 and 0.87)",
        ("undertrained", "metric-at-baseline"),
        family="mlp",
        dataset="feeder-outage-causes",
        seed=80014,
        runs=zf_runs(hparams={"activation": "sigmoid", "depth": 6}),
    ),
    ZZZW(
        "vzzzw-linear-probe-unfreeze-never-fires-gru-pinball",
        Plan(pinball, "gru", 3e-3, "adam", epochs=12, log_every=8, params=head_only, model_kw=H48),
        ("slow-convergence",),
        "frozen-weights",
        "`model.requires_grad_(False); model.head.requires_grad_(True)` for a linear-probe warm-up whose "
        "unfreeze callback waits for epoch 20 of a 12-epoch run: only the head of a random GRU (hidden 48) "
        "trains, Adam lr 3e-3 (every 8th step logged): losses 1.6, 1.54, 1.49, 1.57, 1.48 ... 1.03-1.31 in "
        "the last third, epoch means 1.54, 1.45, 1.38 ... 1.17, the val loss 1.48, 1.4, 1.34 ... 1.15, 1.14 "
        "and val accuracy 0.477 to 0.57, test 1.17 and 0.57 (sound GRUs on these logs: ~0.2-0.37 and "
        "0.87-0.95)",
        ("undertrained", "metric-at-baseline"),
        family="rnn",
        dataset="pinball-switch-logs",
        seed=80015,
        runs=zf_runs(
            hparams={"freeze": "model.requires_grad_(False); head.requires_grad_(True)", "unfreeze_at": 20}
        ),
    ),
    # --- workflow
    ZZZW(
        "vzzzw-max-epochs-step-budget-over-train-size-bncnn1d-flue",
        Plan(flues, "bncnn1d", 1e-3, "adam", epochs=3000 // 1000, log_every=4, model_kw=CH16),
        ("undertrained",),
        "too-few-epochs",
        "`max_epochs = STEP_BUDGET // len(train_set)` (a 3,000-step budget over 1,000 traces, meant to be "
        "divided by the 32 steps of an epoch): 3 epochs, 96 steps (every 4th logged) of a 16-channel "
        "batch-norm 1-D CNN under Adam lr 1e-3: losses 1.53, 1.43, 1.29, 1.25, 1.22 ... 0.788-1.09 in the "
        "last third, epoch means 1.33, 1.09, 0.96, the val loss 1.15, 0.962, 0.872 and val accuracy 0.67, "
        "0.753, 0.78, test 0.926 and 0.733 (sound 1-D CNNs on these traces: ~0.17-0.5 and 0.82-0.94)",
        ("slow-convergence", "metric-at-baseline"),
        family="cnn-bn",
        dataset="flue-draught",
        seed=80016,
        runs=zf_runs(hparams={"max_epochs": "STEP_BUDGET // len(train_set)", "step_budget": 3000}),
    ),
)

HEALTHY: tuple[Variant, ...] = (
    # --- flue
    ZZZW(
        "vzzzw-healthy-bncnn1d-flue-bf16-warmup-cosine-val-twice",
        Plan(
            flues,
            "bncnn1d",
            3e-3,
            "adamw",
            weight_decay=0.01,
            epochs=10,
            log_every=5,
            val_interval=0.5,
            schedule="warmup-cosine",
            warmup=50,
            bf16=True,
            model_kw=CH16,
        ),
        (),
        None,
        "a 16-channel batch-norm 1-D CNN under AdamW (lr 3e-3, weight decay 0.01) with a 50-step warm-up and "
        "cosine decay in bf16-mixed autocast, 10 epochs (every 5th step logged), evaluated twice an epoch: "
        "losses 1.68, 1.61, 1.43, 1.36, 1.25 ... 0.423-0.616 in the last third, the val loss 1.44, 1.17, "
        "0.969, 0.858, 0.769 ... 0.462-0.491 in the last third and val accuracy 0.383 to 0.837-0.85, test "
        "0.505 and 0.817",
        family="cnn-bn",
        dataset="flue-draught",
        seed=80101,
    ),
    ZZZW(
        "vzzzw-healthy-cnn1d-flue-long-sgd-step-cut-every-50",
        Plan(
            flues_long,
            "cnn1d",
            0.02,
            "sgd",
            momentum=0.9,
            epochs=10,
            batch_size=16,
            log_every=50,
            schedule="step",
            step_size=1050,
            gamma=0.1,
            model_kw=CH16,
        ),
        (),
        None,
        "a 16-channel 1-D CNN under SGD with momentum 0.9 at lr 0.02, a StepLR cut to 0.002 after 1,050 "
        "steps, over a 2,400-trace draw at batch 16, 10 epochs (1,500 steps, logged every 50): losses 1.26, "
        "1.06, 0.732, 0.875, 0.326 ... 0.0881-0.411 in the last third, epoch means 1.12, 0.714, 0.446 ... "
        "0.22, the val loss 0.883, 0.483, 0.365, 0.276, 0.251, 0.252, 0.323 (a bump), 0.224 (after the cut), "
        "0.21, 0.217 and val accuracy 0.647 to 0.913-0.927, test 0.17 and 0.94",
        family="cnn",
        dataset="flue-draught",
        seed=80102,
    ),
    ZZZW(
        "vzzzw-healthy-cnn1d-flue-shift-gain-noise-aug-dropout",
        Plan(
            flues,
            "cnn1d",
            2e-3,
            "adam",
            epochs=15,
            log_every=8,
            model_fault=flue_jitter,
            model_kw={"channels": 16, "dropout": 0.3},
        ),
        (),
        None,
        "a 16-channel 1-D CNN with dropout 0.3 and shift / gain / noise augmentation in training mode, Adam "
        "lr 2e-3, 15 epochs (every 8th step logged): losses 1.5, 1.3, 1.23, 0.996, 1.12 ... 0.235-1.11 in the"
        " last third, epoch means 1.36, 1.13, 1.07 ... 0.659, the val loss 1.16, 1.07, 1.02, 1.0, 0.966 ... "
        "0.558 (below the epoch-mean training loss throughout, still falling) and val accuracy 0.477 to "
        "0.767, test 0.632 and 0.72",
        family="cnn",
        dataset="flue-draught",
        seed=80103,
    ),
    # --- dunes
    ZZZW(
        "vzzzw-healthy-resnet-dunes-turn-mirror-aug-early-stop",
        Plan(dunes, "resnet", 3e-3, "adam", epochs=30, log_every=8, early_stop=4, model_fault=dune_turns),
        (),
        None,
        "a small residual net with turn / mirror / noise augmentation, Adam lr 3e-3, early stopping on the "
        "val loss with patience 4 (up to 30 epochs; every 8th step logged): it stopped after 23 epochs; "
        "losses 1.54, 1.38, 1.17, 1.04, 1.15 ... 0.325-0.963 in the last third, epoch means 1.37, 1.04, 0.849"
        " ... 0.408, the val loss 1.1, 0.887, 0.771 ... 0.358 (min, epoch 19) to 0.632 in the last third, "
        "0.425 at the end, and val accuracy 0.533 to 0.69-0.86, test 0.464 and 0.773",
        family="resnet",
        dataset="dune-height-maps",
        seed=80104,
    ),
    ZZZW(
        "vzzzw-healthy-bncnn-dunes-rmsprop-bf16-batch-16",
        Plan(dunes, "bncnn", 1e-3, "rmsprop", epochs=8, batch_size=16, log_every=2, bf16=True, model_kw=CH16),
        (),
        None,
        "a 16-channel batch-norm CNN under RMSprop lr 1e-3 in bf16-mixed autocast at batch 16, 8 epochs "
        "(every 2nd step logged): losses 1.54, 1.29, 1.15, 1.06, 0.949 ... 0.372-0.915 in the last third, the"
        " val loss 0.818, 0.657, 0.556, 0.588, 0.591, 0.488, 0.533, 0.465 and val accuracy 0.603 to "
        "0.74-0.813, test 0.461 and 0.82",
        family="cnn-bn",
        dataset="dune-height-maps",
        seed=80105,
    ),
    ZZZW(
        "vzzzw-healthy-cnn-dunes-60-steps-still-improving",
        Plan(
            dunes, "cnn", 2e-3, "adam", epochs=2, batch_size=32, log_every=1, val_interval=0.5, model_kw=CH16
        ),
        (),
        None,
        "two epochs (64 steps, every step logged) of a 16-channel CNN under Adam lr 2e-3, evaluated twice an "
        "epoch: losses 1.59, 1.57, 1.43, 1.46, 1.34 ... 0.317-0.966 in the last third, epoch means 0.977, "
        "0.503, the val loss 0.884, 0.667, 0.515, 0.509 and val accuracy 0.543, 0.727, 0.77, 0.783, test "
        "0.489 and 0.777",
        family="cnn",
        dataset="dune-height-maps",
        seed=80106,
    ),
    # --- pinball
    ZZZW(
        "vzzzw-healthy-transformer-pinball-warmup-cosine",
        Plan(
            pinball,
            "transformer",
            3e-3,
            "adamw",
            weight_decay=0.01,
            epochs=12,
            log_every=6,
            schedule="warmup-cosine",
            warmup=120,
        ),
        (),
        None,
        "a small transformer under AdamW (lr 3e-3, weight decay 0.01) with a 120-step warm-up and cosine "
        "decay, 12 epochs (every 6th step logged): losses 1.68, 1.68, 1.58, 1.49, 1.38 ... 0.12-0.256 in the "
        "last third, the val loss 1.26, 0.498, 0.374, 0.296, 0.347 (a bump as the lr peaks), 0.265 ... "
        "0.251-0.295 in the last third and val accuracy 0.58 to 0.903-0.92, test 0.174 and 0.947",
        family="transformer",
        dataset="pinball-switch-logs",
        seed=80107,
    ),
    ZZZW(
        "vzzzw-healthy-lstm-pinball-cyclic-lr",
        Plan(pinball, "lstm", 3e-3, "adam", epochs=12, log_every=4, clip=1.0, model_kw=H48),
        (),
        None,
        "an LSTM (hidden 48) under Adam with a triangular CyclicLR between 5e-4 and 6e-3 (64 steps up, 64 "
        "down) clipped at 1, 12 epochs (every 4th step logged): losses 1.56, 1.53, 1.5, 1.39, 1.15 ... "
        "0.0266-0.464 in the last third, epoch means 1.3, 0.701, 0.49 ... 0.151, the val loss 0.972, 0.685, "
        "0.59, 0.31, 0.312, 0.345, 0.406, 0.303, 0.369, 0.283, 0.342, 0.371 (bumps as the lr climbs back) and"
        " val accuracy 0.707 to 0.867-0.923, test 0.335 and 0.903",
        family="rnn",
        dataset="pinball-switch-logs",
        seed=80108,
        runs=zf_runs(schedule=cyclic(5e-4, 6e-3, 64), hparams={"scheduler": "CyclicLR(5e-4, 6e-3, 64)"}),
    ),
    ZZZW(
        "vzzzw-healthy-gru-pinball-sgd-momentum-plateau-then-drop",
        Plan(pinball, "gru", 0.05, "sgd", momentum=0.9, epochs=10, log_every=10, clip=1.0, model_kw=H48),
        (),
        None,
        "a GRU (hidden 48) under SGD with momentum 0.9 at lr 0.05 clipped at 1, 10 epochs (every 10th step "
        "logged): losses 1.47, 1.29, 1.04, 0.946, 0.885 ... 0.111-0.448 in the last third, epoch means 1.35, "
        "0.822, 0.489 ... 0.2, the val loss 0.999, 0.562, 0.392, 0.406, 0.361, 0.276, 0.252, 0.295, 0.232, "
        "0.266 (a plateau near 0.23-0.3 from epoch 6) and val accuracy 0.6 to 0.9-0.91, test 0.207 and 0.923",
        family="rnn",
        dataset="pinball-switch-logs",
        seed=80109,
    ),
    ZZZW(
        "vzzzw-healthy-gru-pinball-batch-8-every-step",
        Plan(pinball, "gru", 2e-3, "adam", epochs=2, batch_size=8, log_every=1, clip=1.0, model_kw=H48),
        (),
        None,
        "two epochs of a GRU (hidden 48) at batch 8 under Adam lr 2e-3 clipped at 1, every step logged (250 "
        "steps): losses 1.58, 1.54, 1.62, 1.5, 1.5 ... 0.0941-1.65 in the last third, epoch means 0.992, "
        "0.46, the val loss 0.514, 0.369 and val accuracy 0.82, 0.877, test 0.368 and 0.87",
        family="rnn",
        dataset="pinball-switch-logs",
        seed=80110,
    ),
    # --- kayaks
    ZZZW(
        "vzzzw-healthy-regression-kayaks-adagrad-val-every-4",
        Plan(
            kayaks_long,
            "mlp",
            0.01,
            "adagrad",
            epochs=40,
            batch_size=32,
            log_every=100,
            val_every_epochs=4,
            model_kw=MLP64,
        ),
        (),
        None,
        "a 2x64 regression MLP under Adagrad lr 0.01 over a 2,400-crossing draw at batch 32, 40 epochs (3,000"
        " steps, logged every 100), evaluated every 4 epochs: losses 0.0553, 0.0474, 0.0545, 0.0367, 0.0301 "
        "... 0.00722-0.0252 in the last third, epoch means 0.185, 0.0714, 0.0527, 0.0442 ... 0.0171 (still "
        "creeping down), the val loss 0.0535, 0.0363, 0.0364, 0.0321, 0.0324, 0.0305, 0.0292, 0.0295, 0.0286,"
        " 0.0283, test 0.0268",
        family="regression",
        dataset="kayak-crossings",
        seed=80111,
    ),
    ZZZW(
        "vzzzw-healthy-regression-kayaks-dropout-exp-decay",
        Plan(
            kayaks,
            "mlp",
            3e-3,
            "adamw",
            weight_decay=0.01,
            epochs=20,
            log_every=8,
            schedule="exp",
            gamma=0.996,
            model_kw={"width": 128, "num_layers": 2, "dropout": 0.3},
        ),
        (),
        None,
        "a 2x128 regression MLP with dropout 0.3 under AdamW (lr 3e-3, weight decay 0.01), decayed by 0.996 a"
        " step (to 2.3e-4), 20 epochs (every 8th step logged): losses 0.257, 0.234, 0.337, 0.297, 0.133 ... "
        "0.0205-0.139 in the last third, epoch means 0.426, 0.173, 0.159 ... 0.0741-0.0911 in the last third,"
        " the val loss 0.12, 0.103, 0.0749 ... 0.0374-0.0407 in the last third (below the training loss "
        "throughout), test 0.0478",
        family="regression",
        dataset="kayak-crossings",
        seed=80112,
    ),
    ZZZW(
        "vzzzw-healthy-regression-kayaks-step-cut-early-stop",
        Plan(
            kayaks,
            "mlp",
            2e-3,
            "adam",
            epochs=60,
            log_every=10,
            early_stop=5,
            schedule="step",
            step_size=320,
            gamma=0.2,
            model_kw=W128,
        ),
        (),
        None,
        "a 2x128 regression MLP under Adam lr 2e-3 with a StepLR (x0.2 every 320 steps), early stopping on "
        "the val loss with patience 5 (up to 60 epochs; every 10th step logged): it stopped after 18 epochs; "
        "losses 0.678, 0.266, 0.174, 0.126, 0.11 ... 0.0108-0.0151 in the last third, the val loss 0.126, "
        "0.0674, 0.0598, 0.0436, 0.0494 ... 0.029 (min) to 0.0303 in the last third, test 0.0312",
        family="regression",
        dataset="kayak-crossings",
        seed=80113,
    ),
    # --- outages
    ZZZW(
        "vzzzw-healthy-mlp-outages-batch-8-every-step",
        Plan(outages, "mlp", 5e-4, "adam", epochs=2, batch_size=8, log_every=1, model_kw=MLP64),
        (),
        None,
        "two epochs of a 2x64 MLP at batch 8 under Adam lr 5e-4, every step logged (250 steps): losses 1.67, "
        "1.61, 1.63, 1.52, 1.61 ... 0.216-1.12 in the last third, epoch means 1.32, 0.647, the val loss "
        "0.949, 0.439 and val accuracy 0.793, 0.88, test 0.434 and 0.86",
        family="mlp",
        dataset="feeder-outage-causes",
        seed=80114,
    ),
    ZZZW(
        "vzzzw-healthy-mlp-outages-feature-noise-nesterov-cosine",
        Plan(
            outages,
            "mlp",
            0.03,
            "sgd",
            momentum=0.9,
            epochs=25,
            log_every=8,
            schedule="cosine",
            model_fault=feature_noise,
            model_kw={"width": 256, "num_layers": 2, "dropout": 0.2},
        ),
        (),
        None,
        "a 2x256 MLP with dropout 0.2 and 0.4 sd of feature noise in training mode, SGD with Nesterov "
        "momentum 0.9 at lr 0.03 and cosine decay, 25 epochs (every 8th step logged): losses 1.38, 0.812, "
        "0.555, 0.873, 0.257 ... 0.0163-1.0 in the last third, epoch means 0.955, 0.487, 0.437 ... "
        "0.301-0.344 in the last third, the val loss 0.368, 0.351, 0.333 ... 0.32-0.33 in the last third "
        "(below the training loss throughout, flat after epoch 3) and val accuracy 0.857-0.893, test 0.313 "
        "and 0.873",
        family="mlp",
        dataset="feeder-outage-causes",
        seed=80115,
        runs=zf_runs(optimizer_kw={"nesterov": True}, hparams={"nesterov": True}),
    ),
    ZZZW(
        "vzzzw-healthy-mlp-outages-plateau-halving-val-twice",
        Plan(
            outages,
            "mlp",
            2e-3,
            "adam",
            batch_size=64,
            epochs=25,
            log_every=4,
            val_interval=0.5,
            schedule="plateau",
            gamma=0.5,
            model_kw=W128,
        ),
        (),
        None,
        "a 2x128 MLP under Adam lr 2e-3 at batch 64 with ReduceLROnPlateau (factor 0.5), 25 epochs (every 4th"
        " step logged; the lr ends at 1.5e-8), evaluated twice an epoch: losses 1.49, 1.3, 0.996, 0.808, "
        "0.547 ... 0.126-0.415 in the last third, epoch means 1.22, 0.503, 0.334 ... 0.233 (flat from epoch "
        "11), the val loss 1.17, 0.718, 0.458, 0.361 ... 0.331 at every evaluation of the last third and val "
        "accuracy 0.757 to 0.89, test 0.304 and 0.87",
        family="mlp",
        dataset="feeder-outage-causes",
        seed=80116,
    ),
)
