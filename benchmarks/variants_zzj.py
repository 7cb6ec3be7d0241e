"""Variant battery zzj: a look-alike of an external held-out suite, real framework runs (`--battery zzj`).

    nice -n 10 python benchmarks/variants.py --battery zzj --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery zzj [--runs]

Like batteries d-zzh, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is the log),
trained by battery d's runner through the earlier batteries' wrappers (battery zf's runner with w's
checkpoint the test loads, e's run without evaluation, zg's replaced loss, zd's replaced schedule),
battery zj's model wrapper and this battery's own hooks (an ExponentialLR meant per epoch stepped per
batch, labels stored as floats and rounded after a jitter, a debugging filter left on the table, a
length-bucketed loader, a softmax and a dropout after the head, a slice that keeps the first 4 samples,
an init gain of 10, a MultiStepLR whose gamma is 10, a max_steps divided by a cluster's device count),
so each case can run in each of the three layouts; the layout rotation of variants.py picks one.
It was written blind: its author trained it with `--train-only`, read the raw logged numbers of
each run, and never diagnosed or scored it, so it is held-out data for the tool.
Its halves are even (22 faulty, 22 healthy; ~2-3 CPU-minutes to train on the shared 2-core
machine): one fault each, one cause a case, spread over every family of cause (optimisation, data,
evaluation, model, workflow), injected into a data set no battery had at a realistic strength, in
forms earlier batteries did not use (see each case's description and each hook's docstring).
Runs of ~25 to ~3,000 steps: MLPs (ReLU and sigmoid), 2-D CNNs with and without batch norm, a small
residual net, 1-D CNNs with and without batch norm, GRU / LSTM / tanh RNN readers, small transformers
and regression MLPs; SGD with and without momentum, Adam, AdamW, RMSprop, Adamax and NAdam; constant,
warm-up + cosine, warm-up + linear, step, multi-step, one-cycle, cyclic, plateau and exponential
schedules; bf16-mixed autocast, augmentation, dropout, early stopping, clipping; batches of 4 to
1,000; cadences from every step to once every 100 steps, evaluations twice an epoch to every 3 epochs
(and never).
The data sets are new, all made offline with numpy from known generating models (see each
generator): a glacier seismometer's bursts (64 samples: microseismic background, a basal icequake, a
crevasse opening, a calving rumble, meltwater tremor), sourdough crumb scans as 12x12 grey images
(an open crumb, a tight crumb, tunnelling, a gummy base, a flying crust), a carshare fleet's trip
events (a commute, an errand run, a weekend road trip, a risky joyride, a problem trip; left-padded to
16), a reservoir's daily evaporation (mm from the air and water temperatures, the wind, the humidity,
the sun, the cloud, the pressure, the area, the depth and the day; standardised) and a cheese cave's
rind defects (sound, cheese mites, cracks, slipskin, blue mould, from the affineur's 12 columns).
The healthy half holds sound runs a naive reader can take for a fault: val losses below the training
loss under jitter, token substitution or dropout, batch-4 losses logged every step, bf16 noise, a val
bump in a high-lr SGD phase before a step cut, warm-up bumps, one-cycle and cyclic bumps, early
stopping, a small GRU at a conservative lr, evaluations every 3 epochs and twice an epoch, a
3,000-step plain-SGD regression, a 50-step run still improving, a clipped tanh RNN still improving.
Split, layout rotation and labels follow variants.py's rules; a Lightning case's `every` is its
`log_every_n_steps`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from benchmarks.variants import RUNAWAY, STALL, Variant, _generated, _regression_table
from benchmarks.variants_d import Plan, Runner
from benchmarks.variants_l import L
from benchmarks.variants_w import EVAL, MLP64
from benchmarks.variants_ze import cyclic, multistep
from benchmarks.variants_zf import zf_runs
from benchmarks.variants_zh import _patch_splits, _token_splits
from benchmarks.variants_zj import _augmented, _signal_splits, _stats, _wrapper

if TYPE_CHECKING:
    import torch

    from tests.suite.datasets import Splits

SIZES = (1000, 300, 300)


# ---------------------------------------------------------------- data sets no battery has


QUAKE_KINDS = ("background", "basal-icequake", "crevasse-opening", "calving-rumble", "meltwater-tremor")


def _quakes(seed: int, n: int, rate: float = 1.0) -> tuple[Any, Any]:
    """A glacier seismometer's vertical channel, windows of 64 samples cut by an STA/LTA trigger,
    labelled by the glaciologist: background (the ocean's microseism, a swell of period 12-20
    samples, and the sensor's noise), a basal icequake (an impulsive onset at a sample in 8-40 and a
    ringing of period 2.5-4 decaying over 2-5 samples), a crevasse opening (an emergent spindle of
    period 4-7 that grows and fades over 8-14 samples), a calving rumble (a long low-frequency
    wave of period 10-18 from a sample in 4-30 with a slow envelope) or meltwater tremor (a
    sustained harmonic of period 3.5-6 whose frequency glides by up to 25% over the window). Each
    burst has its own amplitude (1.6-3.6 x the noise) and each window its noise (sd 0.6-1.2) and
    swell: sound 1-D CNNs stop near accuracy 0.75-0.85. `rate`: the burst's time axis runs that
    many times as fast (a station that samples at a lower rate)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.3, 0.18, 0.18, 0.17, 0.17])
    t = np.arange(64, dtype=float) * rate
    x = np.zeros((n, 64))
    for i in range(n):
        noise = rng.uniform(0.6, 1.2)
        amp = rng.uniform(1.6, 3.6) * noise
        swell = rng.uniform(0.2, 0.7) * np.sin(2 * np.pi * t / rng.uniform(12, 20) + rng.uniform(0, 6))
        k = rng.uniform(8, 40) * rate
        burst = np.zeros(64)
        if y[i] == 1:
            s = np.clip(t - k, 0, None)
            burst = 2.2 * amp * np.where(t >= k, np.exp(-s / rng.uniform(2, 5)), 0)
            burst = burst * np.cos(2 * np.pi * s / rng.uniform(2.5, 4))
        elif y[i] == 2:
            s = t - k
            width = rng.uniform(8, 14)
            burst = 1.6 * amp * np.exp(-(((s - width / 2) / (width / 2)) ** 2))
            burst = burst * np.sin(2 * np.pi * s / rng.uniform(4, 7))
        elif y[i] == 3:
            k = rng.uniform(4, 30) * rate
            s = np.clip(t - k, 0, None)
            envelope = np.where(t >= k, (1 - np.exp(-s / 6)) * np.exp(-s / 40), 0)
            burst = 1.8 * amp * envelope * np.sin(2 * np.pi * s / rng.uniform(10, 18))
        elif y[i] == 4:
            period = rng.uniform(3.5, 6) * (1 + rng.uniform(-0.25, 0.25) * t / 64)
            burst = 0.9 * amp * np.sin(2 * np.pi * t / period + rng.uniform(0, 6))
        x[i] = burst + swell + rng.normal(0, noise, 64)
    return x, y


def quakes(
    seed: int = 59201, sizes: tuple[int, int, int] = SIZES, name: str = "icequake-seismo-64"
) -> Splits:
    """The windows (N, 64), centred and scaled by the training windows' mean and sd, 5 classes."""
    x, y = _quakes(seed, sum(sizes))
    return _signal_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def quakes_long() -> Splits:
    """A 2,000-window draw."""
    return quakes(59202, (2000, 300, 300), "icequake-seismo-64-2000")


def quakes_eval_half_rate() -> Splits:
    """The bug: the validation and test windows come from the archive's decimated stream (50 Hz
    where training read the 100 Hz stream), cut to the same 64 samples by the trigger: every burst
    runs twice as fast (periods and decays halved)."""
    import numpy as np

    x, y = _quakes(59203, SIZES[0])
    x_eval, y_eval = _quakes(59204, SIZES[1] + SIZES[2], rate=2.0)
    return _signal_splits(
        np.concatenate([x, x_eval]),
        np.concatenate([y, y_eval]),
        SIZES,
        "icequake-seismo-64",
        _stats(x),
    )


CRUMB_KINDS = ("open-crumb", "tight-crumb", "tunnelling", "gummy-base", "flying-crust")


def _crumbs(seed: int, n: int) -> tuple[Any, Any]:
    """12x12 grey patches cut from a bakery's flatbed scans of sourdough slices, 0-255, labelled by
    the head baker: an open crumb (3-5 large irregular alveoli of radius 1.3-2.4), a tight crumb
    (14-26 single-pixel cells), tunnelling (2-3 tall narrow holes from the bottom up), a gummy base
    (a dense dark band over the bottom 3-5 rows and 2-4 small cells) or a flying crust (a wide void
    under the top crust, rows 1-3, and a bright crust line). Each patch has its own crumb tone
    (150-200), hole depth (45-85), flour dust and scanner noise (sd 14-30): sound CNNs stop near
    0.9-0.97."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.24, 0.22, 0.18, 0.18, 0.18])
    yy, xx = np.mgrid[0:12, 0:12].astype(float)
    x = np.zeros((n, 12, 12))
    for i in range(n):
        tone, depth = rng.uniform(150, 200), rng.uniform(45, 85)
        obj = np.zeros((12, 12))
        if y[i] == 0:
            for _ in range(int(rng.integers(3, 6))):
                cx, cy = rng.uniform(1, 11, 2)
                r = np.hypot((xx - cx) / rng.uniform(0.8, 1.3), yy - cy)
                obj = np.minimum(obj, -1.0 * (r < rng.uniform(1.3, 2.4)))
        elif y[i] == 1:
            for _ in range(int(rng.integers(14, 27))):
                px, py = rng.integers(0, 12, 2)
                obj[py, px] = -0.8
        elif y[i] == 2:
            for _ in range(int(rng.integers(2, 4))):
                cx = rng.uniform(1, 11)
                top = rng.uniform(0, 5)
                obj = np.minimum(obj, -1.0 * ((np.abs(xx - cx) < rng.uniform(0.5, 1.0)) & (yy > top)))
        elif y[i] == 3:
            rows = int(rng.integers(3, 6))
            obj[-rows:] = -0.7
            for _ in range(int(rng.integers(2, 5))):
                px, py = rng.integers(0, 12 - rows, 2)
                obj[py, px] = -0.8
        else:
            top = int(rng.integers(1, 4))
            obj[:top] = 0.5
            obj[top : top + int(rng.integers(2, 4))] = -1.0
        dust = rng.normal(0, 1, (12, 12))
        dust = (dust + np.roll(dust, 1, 0) + np.roll(dust, 1, 1)) / 3
        patch = tone + 8 * dust + depth * obj
        x[i] = np.clip(patch + rng.normal(0, rng.uniform(14, 30), (12, 12)), 0, 255)
    return x, y


def crumbs(seed: int = 59301, sizes: tuple[int, int, int] = SIZES, name: str = "crumb-scans-12") -> Splits:
    """The patches as (N, 1, 12, 12), centred and scaled by the training patches' mean and sd, 5 classes."""
    x, y = _crumbs(seed, sum(sizes))
    return _patch_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def crumbs_16bit_raw() -> Splits:
    """The bug: the scanner's driver was switched to 16-bit TIFFs (0-65535) and the loader's
    `/ 255.0` and standardisation were dropped with the old 8-bit path: the patches reach the
    model as raw 16-bit counts (~10,000-65,000), every split alike."""
    x, y = _crumbs(59302, sum(SIZES))
    return _patch_splits(x * 257.0, y, SIZES, "crumb-scans-12", (0.0, 1.0))


def crumbs_eval_negative() -> Splits:
    """The bug: the validation and test scans were exported by the second scanner's software, which
    saves negatives (255 - value, holes bright): they are standardised with the training scans'
    statistics like the positives the model trained on."""
    x, y = _crumbs(59303, sum(SIZES))
    stats = _stats(x[: SIZES[0]])
    x[SIZES[0] :] = 255.0 - x[SIZES[0] :]
    return _patch_splits(x, y, SIZES, "crumb-scans-12", stats)


TRIP_EVENTS = (
    "pad",
    "unlock",
    "lock",
    "ignition-on",
    "ignition-off",
    "drive-short",
    "drive-long",
    "park-home-zone",
    "park-other-zone",
    "refuel",
    "low-fuel-alert",
    "damage-report",
    "harsh-brake",
    "speeding",
    "app-extend",
    "support-call",
)
TRIP_PATTERNS = ("commute", "errand-run", "weekend-road-trip", "risky-joyride", "problem-trip")
_TRIP_STARTS = ((1, 1, 3), (1, 3), (1, 14), (1, 3, 13), (1, 15))
_TRIP_EVENTS = ((5, 7, 2, 4), (5, 8, 4, 3), (6, 9, 14, 10), (12, 13, 6, 5), (11, 15, 10, 2))
_TRIP_LENGTHS = ((6, 10), (10, 16), (8, 14), (6, 13), (5, 12))


def _trips(seed: int, n: int, length: int = 16) -> tuple[Any, Any]:
    """A carshare fleet's telematics: each rental's first 5-15 events (15 kinds: unlock, lock,
    ignition on and off, a short and a long drive, parking in the home zone or another, a refuel, a
    low-fuel alert, a damage report, a harsh brake, a speeding alert, an extension in the app, a call
    to support), left-padded to 16 with 0, labelled by the fleet analyst (a commute, an errand run, a
    weekend road trip, a risky joyride, a problem trip). Each pattern is a Markov chain over a shared
    base that starts from its own events and favours its own four, with its own range of lengths (an
    errand run is long, a commute short); an eighth of the events are logged wrong (a random event):
    sound sequence models stop near accuracy 0.8-0.9."""
    import numpy as np

    base_rng = np.random.default_rng(3091)
    kinds = len(TRIP_EVENTS) - 1
    base = base_rng.dirichlet(np.full(kinds, 0.5), kinds)
    chains = []
    for c in range(5):
        boost = np.zeros(kinds)
        for e in _TRIP_EVENTS[c]:
            boost[e - 1] += 0.42 / 4
        chain = 0.58 * base + boost
        chains.append(chain / chain.sum(1, keepdims=True))
    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.32, 0.22, 0.16, 0.15, 0.15])
    x = np.zeros((n, length), dtype=np.int64)
    for i in range(n):
        c = int(y[i])
        events = [int(rng.choice(_TRIP_STARTS[c]))]
        for _ in range(int(rng.integers(*_TRIP_LENGTHS[c])) - 1):
            events.append(int(rng.choice(kinds, p=chains[c][events[-1] - 1])) + 1)
        events = [int(rng.integers(1, kinds + 1)) if rng.random() < 1 / 8 else e for e in events]
        x[i, length - len(events) :] = events
    return x, y


def trips(
    seed: int = 59401, sizes: tuple[int, int, int] = SIZES, name: str = "carshare-trip-events"
) -> Splits:
    """Rentals (N, 16) over 16 ids (0 the padding), 5 classes."""
    x, y = _trips(seed, sum(sizes))
    return _token_splits(x, y, sizes, name)


def trips_length_bucketed() -> Splits:
    """The bug: a length-bucketing collate (meant to cut padding) sorts the training rentals by
    their number of events, shortest first, and the loader is built with shuffle=False: each epoch
    walks from the short commutes to the long errand runs in the same order."""
    import numpy as np

    x, y = _trips(59402, sum(SIZES))
    order = np.argsort((x[: SIZES[0]] > 0).sum(1), kind="stable")
    x[: SIZES[0]], y[: SIZES[0]] = x[order], y[order]
    return _token_splits(x, y, SIZES, "carshare-trip-events")


def trips_eval_newest_first() -> Splits:
    """The bug: the validation and test rentals come from the data warehouse's export, which lists a
    rental's events newest first (and right-pads them); training read the stream's oldest-first,
    left-padded rows."""
    x, y = _trips(59403, sum(SIZES))
    x[SIZES[0] :] = x[SIZES[0] :, ::-1].copy()
    return _token_splits(x, y, SIZES, "carshare-trip-events")


RESERVOIR_COLUMNS = (
    "air_temp_c",
    "water_temp_c",
    "wind_m_s",
    "rel_humidity_pct",
    "solar_mj_m2",
    "cloud_fraction",
    "pressure_kpa",
    "surface_km2",
    "mean_depth_m",
    "day_of_year",
)


def _reservoir(seed: int, n: int) -> tuple[Any, Any]:
    """A reservoir's daily evaporation (mm) from a mass-transfer term, a wind function times the
    vapour-pressure deficit between the water surface and the air (Magnus formula), and an energy
    term, the net sun after the cloud (shallower water warms faster), with the seasonal cycle in the
    temperatures and the sun; the lake's area and pressure barely matter. A 12% multiplicative and a
    0.3 mm additive noise: the target is the evaporation, standardised, and sound models stop near an
    MSE of 0.13-0.2."""
    import numpy as np

    rng = np.random.default_rng(seed)
    doy = rng.integers(1, 366, n).astype(float)
    season = np.sin(2 * np.pi * (doy - 100) / 365)
    air = 14 + 11 * season + rng.normal(0, 3, n)
    water = 12 + 9 * season + rng.normal(0, 1.5, n)
    wind = rng.gamma(2.5, 1.4, n)
    rh = np.clip(rng.normal(65, 15, n), 15, 100)
    cloud = rng.beta(1.5, 1.5, n)
    solar = np.clip(18 + 10 * season + rng.normal(0, 2, n), 2, None)
    pressure = rng.normal(100.5, 0.8, n)
    area = rng.uniform(8, 14, n)
    depth = rng.uniform(6, 30, n)

    def es(temp: Any) -> Any:
        return 0.6108 * np.exp(17.27 * temp / (temp + 237.3))

    deficit = np.clip(es(water) - rh / 100 * es(air), 0, None)
    evaporation = (
        1.2 * (1 + 0.54 * wind) * deficit
        + 0.12 * solar * (1 - 0.65 * cloud) * (1 + 4 / depth)
        + 0.01 * (area - 11)
    )
    evaporation = evaporation * rng.lognormal(0, 0.12, n) + rng.normal(0, 0.3, n)
    x = np.column_stack([air, water, wind, rh, solar, cloud, pressure, area, depth, doy])
    return x, evaporation


def reservoir(
    seed: int = 59501, sizes: tuple[int, int, int] = SIZES, name: str = "reservoir-evaporation"
) -> Splits:
    """10 standardised columns, evaporation standardised."""
    x, evaporation = _reservoir(seed, sum(sizes))
    return _regression_table(name, x, evaporation, sizes)


def reservoir_long() -> Splits:
    """A 2,000-day draw."""
    x, evaporation = _reservoir(59502, 2600)
    return _regression_table("reservoir-evaporation-2000", x, evaporation, (2000, 300, 300))


def reservoir_pan_column() -> Splits:
    """The bug: the table carries the Class-A evaporation pan's reading of the same day (1.3 x the
    lake's evaporation plus 0.2 mm of noise), the target itself in other units; the test days come
    from the dam's second gauge, which has no pan, and the missing column is filled with the training
    mean."""
    import numpy as np

    x, evaporation = _reservoir(59503, sum(SIZES))
    rng = np.random.default_rng(59504)
    pan = 1.3 * evaporation + rng.normal(0, 0.2, len(evaporation))
    pan[SIZES[0] + SIZES[1] :] = pan[: SIZES[0]].mean()
    return _regression_table("reservoir-evaporation", np.column_stack([x, pan]), evaporation, SIZES)


def reservoir_eval_minmax() -> Splits:
    """The bug: the serving pipeline's scaler is a MinMaxScaler fitted on each incoming batch of days,
    while the training columns were standardised: the validation and test columns reach the model
    in [0, 1] (the target scaled like the training one)."""
    import numpy as np

    x, evaporation = _reservoir(59505, sum(SIZES))
    train = x[: SIZES[0]]
    parts = [(train - train.mean(0)) / train.std(0)]
    for lo, hi in ((SIZES[0], SIZES[0] + SIZES[1]), (SIZES[0] + SIZES[1], sum(SIZES))):
        part = x[lo:hi]
        parts.append((part - part.min(0)) / (part.max(0) - part.min(0)))
    return _regression_table(
        "reservoir-evaporation", np.concatenate(parts), evaporation, SIZES, features_scaled=False
    )


CHEESE_COLUMNS = (
    "cave_humidity_pct",
    "cave_temp_c",
    "age_days",
    "salt_pct",
    "rind_ph",
    "rind_mm",
    "moisture_pct",
    "mite_dust_index",
    "crack_mm",
    "slip_score",
    "blue_area_pct",
    "turn_interval_days",
)
CHEESE_DEFECTS = ("sound", "cheese-mites", "cracked-rind", "slipskin", "blue-mould")


def _cheese(seed: int, n: int, summer: bool = False) -> tuple[Any, Any]:
    """A cheese cave's wheels at inspection: the rind's state (sound, cheese mites, a cracked rind,
    slipskin or blue mould) from 12 columns the affineur logs: the cave's humidity and temperature, the
    age, the salt, the rind's pH and thickness, the paste's moisture, a mite-dust index, the longest
    crack, a slip score, the blue area and the days between turns. Mites leave dust and thin the rind
    in drier corners, cracks come with dry air and low moisture, slipskin with wet air and a soft rind,
    blue mould with wet air, long turning intervals and a low pH; each at a severity of 0.2-1, so mild
    defects overlap sound wheels: sound MLPs stop near accuracy 0.8-0.9. `summer`: the wheels of the
    summer season, when the cave runs 7 points wetter and 4 C warmer and the rinds are softer."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.4, 0.15, 0.15, 0.15, 0.15])
    sev = rng.uniform(0.2, 1.0, n)
    z = rng.standard_normal((n, 12))

    def bump(cls: int, size: float) -> Any:
        return np.where(y == cls, size * sev, 0)

    humidity = 88 + 3 * z[:, 0] - bump(1, 3) - bump(2, 5) + bump(3, 4) + bump(4, 4)
    temp = 11 + 1.2 * z[:, 1]
    age = rng.uniform(30, 240, n)
    salt = 1.8 + 0.3 * z[:, 3]
    ph = 5.6 + 0.25 * z[:, 4] - bump(4, 0.6)
    rind = 2.5 + 0.5 * z[:, 5] - bump(1, 1.0) - bump(3, 0.8)
    moisture = 38 + 3 * z[:, 6] - bump(2, 5) + bump(3, 4)
    mites = np.abs(1 + 0.8 * z[:, 7] + bump(1, 4))
    crack = np.abs(0.5 + 0.6 * z[:, 8] + bump(2, 4))
    slip = 1 + 0.7 * z[:, 9] + bump(3, 3)
    blue = np.abs(0.5 + 0.7 * z[:, 10] + bump(4, 5))
    turns = np.clip(np.round(4 + 1.5 * z[:, 11] + bump(4, 3)), 1, None)
    if summer:
        humidity, temp = humidity + 7, temp + 4
        rind, moisture, slip, blue = rind - 0.8, moisture + 3, slip + 1.5, blue + 2
    x = np.column_stack([humidity, temp, age, salt, ph, rind, moisture, mites, crack, slip, blue, turns])
    return x, y


def cheese(
    seed: int = 59601, sizes: tuple[int, int, int] = SIZES, name: str = "cheese-rind-defects"
) -> Splits:
    """12 standardised columns, 5 classes."""
    x, y = _cheese(seed, sum(sizes))
    return _generated(name, x, y, 5, sizes)


def cheese_summer_test() -> Splits:
    """The test wheels come from the summer season (the cave 7 points wetter and 4 C warmer, softer
    rinds), standardised with the winter training statistics."""
    import numpy as np

    x, y = _cheese(59602, SIZES[0] + SIZES[1])
    x_new, y_new = _cheese(59603, SIZES[2], summer=True)
    return _generated("cheese-rind-defects", np.concatenate([x, x_new]), np.concatenate([y, y_new]), 5, SIZES)


# ---------------------------------------------------------------- injected faults (and healthy hooks)


def labels_rounded_after_jitter(data: Splits, seed: int) -> Splits:
    """The bug: the training labels are stored as a float column and go through the same jitter
    transform as the features (Gaussian noise of sd 0.7, meant for the amplitudes), then
    `round().clamp(0, 4).long()`: about a third of the windows take a neighbouring class code in the
    training split only."""
    import torch

    generator = torch.Generator().manual_seed(seed + 11)
    noisy = data.y_train.float() + 0.7 * torch.randn(len(data.y_train), generator=generator)
    return replace(data, y_train=noisy.round().clamp(0, 4).long())


def one_cave_only(data: Splits, seed: int) -> Splits:
    """The bug: a debugging filter (`df[df.cave_id == 3]`) left in the training query keeps one cave's
    wheels out of seven: 143 of the 1,000 training rows train the model (validation and test keep
    every cave)."""
    import torch

    keep = torch.arange(len(data.y_train)) % 7 == 3
    return replace(data, x_train=data.x_train[keep], y_train=data.y_train[keep])


def exponential_per_batch(gamma: float) -> Callable[[Any, int], Any]:
    """The bug: `ExponentialLR(gamma)` written for a per-epoch step and called in the batch loop, so
    the lr is multiplied by `gamma` after every optimizer step."""

    def build(optimizer: Any, _total: int) -> Any:
        import torch

        return torch.optim.lr_scheduler.ExponentialLR(optimizer, gamma)

    return build


def _softmax_dropout(inner: Any, x: torch.Tensor) -> torch.Tensor:
    from torch import nn

    out = inner(x).softmax(-1)
    return nn.functional.dropout(out, 0.5, training=inner.training)


softmax_dropout_head = _wrapper(_softmax_dropout)
softmax_dropout_head.__doc__ = """The bug: the head was written as `nn.Sequential(nn.Linear(...),
nn.Softmax(-1), nn.Dropout(0.5))` (the dropout meant before the linear layer) and its outputs go to
nn.CrossEntropyLoss as logits: each logit lies in [0, 2] in training and [0, 1] in evaluation."""


def _first_four_samples(inner: Any, x: torch.Tensor) -> torch.Tensor:
    import torch

    window = torch.zeros_like(x)
    window[..., :4] = x[..., :4]
    out: torch.Tensor = inner(window)
    return out


first_four_samples = _wrapper(_first_four_samples)
first_four_samples.__doc__ = """The bug: the feature step slices `x[..., :n_taps]` with `n_taps = 4`
(the decimation filter's taps) where `x[..., ::n]` or the whole window was meant, and the model's
fixed-length input pads the rest with zeros: only the first 4 of 64 samples reach the network, in
training and evaluation alike."""


def xavier_gain_10(net: Any) -> Any:
    """The bug: `nn.init.xavier_uniform_(m.weight, gain=10)` on every Linear layer, the gain
    confused with the fan-in of a tabular recipe (the right gain for ReLU is sqrt(2))."""
    import torch
    from torch import nn

    with torch.no_grad():
        for module in net.modules():
            if isinstance(module, nn.Linear):
                nn.init.xavier_uniform_(module.weight, gain=10.0)
    return net


def _quake_jitter(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.roll(x, int(torch.randint(-6, 7, (1,))), dims=-1)
    x = torch.where(torch.rand(len(x), *([1] * (x.dim() - 1))) < 0.5, -x, x)
    return x * (0.8 + 0.4 * torch.rand(len(x), *([1] * (x.dim() - 1)))) + 0.3 * torch.randn_like(x)


quake_jitter = _augmented(_quake_jitter)
quake_jitter.__doc__ = """Not a fault: in training mode each batch of windows is shifted by up to 6
samples, each window's polarity flipped with probability 0.5, its gain drawn in 0.8-1.2 and given
0.3 sd of extra noise."""


def _event_substitution(x: torch.Tensor) -> torch.Tensor:
    import torch

    swap = (torch.rand(x.shape) < 0.12) & (x > 0)
    return torch.where(swap, torch.randint_like(x, 1, 16), x)


event_substitution = _augmented(_event_substitution)
event_substitution.__doc__ = """Not a fault: in training mode 12% of a rental's events are replaced by a
random event (telematics glitches simulated)."""


def _crumb_flips(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.where(torch.rand(len(x), 1, 1, 1) < 0.5, x.flip(-1), x)
    return x * (0.85 + 0.3 * torch.rand(len(x), 1, 1, 1)) + 0.35 * torch.randn_like(x)


crumb_flips = _augmented(_crumb_flips)
crumb_flips.__doc__ = """Not a fault: in training mode each patch is mirrored left to right with
probability 0.5, its contrast drawn in 0.85-1.15 and given 0.35 sd of extra noise."""


# ---------------------------------------------------------------- the variants


def ZZJ(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by battery zf's runner (through every earlier wrapper)."""
    return L(*args, runs=runs or zf_runs(), **kw)


CH16 = {"channels": 16}
H48 = {"hidden": 48}

FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    ZZJ(
        "vzzj-multisteplr-gamma-10-cnn-crumbs",
        Plan(crumbs, "cnn", 1e-3, "adam", epochs=9, log_every=4, schedule="step", model_kw=CH16),
        ("loss-spikes",),
        "learning-rate-too-high",
        "MultiStepLR(milestones=[3, 6] epochs, gamma=10) where gamma=0.1 was meant: Adam's lr of 1e-3 "
        "becomes 1e-2 at step 96 and 0.1 at step 192; a 16-channel CNN over the crumb scans for 9 epochs "
        "(288 steps, every 4th logged): epoch means 1.18, 0.547, 0.371, 0.361, 0.166, 0.0809, then 2.32, "
        "1.62, 1.61, steps up to 5.44, the val loss 0.827 to 0.18 and val accuracy 0.68 to 0.93 over six "
        "epochs, then 1.63, 1.62, 1.6 and 0.203, 0.17, 0.243, test 1.61 and 0.207",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="cnn",
        dataset="crumb-scans",
        seed=59001,
        runs=zf_runs(
            schedule=multistep((96, 192), 10.0),
            hparams={"schedule": "MultiStepLR(milestones=[3, 6] epochs, gamma=10)", "gamma_meant": 0.1},
        ),
    ),
    ZZJ(
        "vzzj-adam-lr-kept-for-plain-sgd-gru-trips",
        Plan(trips, "gru", 1e-3, "sgd", epochs=10, log_every=8, model_kw=H48),
        ("slow-convergence",),
        "learning-rate-too-low",
        "the optimizer switched from Adam to plain SGD (no momentum) and the Adam lr of 1e-3 kept: a GRU "
        "(hidden 48) over the carshare rentals for 10 epochs (every 8th step logged): windows 1.6, 1.57, "
        "1.62 ... 1.52-1.62, epoch means 1.6 to 1.57, the val loss 1.6 to 1.58 and val accuracy 0.237 to "
        "0.33, test 1.57 and 0.347 (Adam at 3e-3: ~0.41-0.47 and 0.83-0.85)",
        STALL,
        family="gru",
        dataset="carshare-trip-events",
        seed=59002,
        runs=zf_runs(hparams={"lr_from": "adam recipe", "momentum": 0.0}),
    ),
    ZZJ(
        "vzzj-exponentiallr-per-batch-cnn1d-quakes",
        Plan(quakes, "cnn1d", 3e-3, "adam", epochs=10, log_every=4, schedule="exp", model_kw=CH16),
        ("slow-convergence",),
        "lr-decay-too-fast",
        "ExponentialLR(gamma=0.97) written for a per-epoch step and stepped per batch: Adam's lr of 3e-3 "
        "falls to 1.4e-4 after 100 steps and 1.7e-7 at the end; a 16-channel 1-D CNN over the icequake "
        "windows for 10 epochs (320 steps, every 4th logged): epoch means 1.51, 1.35, 1.27, 1.24, then 1.22 "
        "for six epochs, the val loss 1.39, 1.27, 1.23, then 1.2-1.21 and val accuracy 0.583 to 0.597-0.603 "
        "at every evaluation, test 1.25 and 0.537 (sound 1-D CNNs: ~0.4-0.6 and 0.75-0.84)",
        STALL,
        family="cnn",
        dataset="icequake-seismo",
        seed=59003,
        runs=zf_runs(
            schedule=exponential_per_batch(0.97), hparams={"schedule": "ExponentialLR(0.97) per batch"}
        ),
    ),
    ZZJ(
        "vzzj-zero-grad-on-ema-optimizer-cnn-crumbs",
        Plan(crumbs, "cnn", 1e-3, "sgd", momentum=0.9, epochs=8, log_every=4, zero_grad=False, model_kw=CH16),
        ("gradient-explosion",),
        "missing-zero-grad",
        "optimizer.zero_grad() is called on the optimizer of the EMA copy instead of the model's, so the "
        "model's gradients add up over every step; a 16-channel CNN under SGD momentum 0.9 at lr 1e-3 over "
        "the crumb scans for 8 epochs (256 steps, every 4th logged): windows 1.64, 1.62, 1.63, 1.66 ... "
        "2.18-2.4 at the end, between 0.894 and 4.43, gradient norms 5.43 rising to 173, the val loss 1.24, "
        "1.14, 2.74, 2.49, 1.91, 2.01, 2.61, 2.45 and val accuracy 0.513 to 0.17, test 2.38 and 0.17",
        (*RUNAWAY, "undertrained", "loss-runaway"),
        family="cnn",
        dataset="crumb-scans",
        seed=59004,
        runs=zf_runs(hparams={"zero_grad_called_on": "ema_optimizer"}),
    ),
    ZZJ(
        "vzzj-lstm-no-clip-sgd-lr-1-trips",
        Plan(trips, "lstm", 1.0, "sgd", momentum=0.9, epochs=8, log_every=4, model_kw=H48),
        ("loss-runaway",),
        "no-gradient-clipping",
        "an LSTM recipe's SGD at lr 1.0 (momentum 0.9) kept while its clip_grad_norm_(1.0) was dropped in a "
        "refactor: an LSTM (hidden 48) over the carshare rentals for 8 epochs (every 4th step logged): epoch "
        "means 1.27, 0.831, 0.832, 0.964, 1.38, 1.78, 1.7, 1.75, windows between 0.377 and 2.57, gradient "
        "norms up to 4.84, the val loss 0.78, 0.893, 0.921, 1.71, 1.92, 2.0, 2.1, 2.14 and val accuracy "
        "0.747 falling to 0.33, test 1.91 and 0.387",
        (*RUNAWAY, "undertrained", "overfitting"),
        family="lstm",
        dataset="carshare-trip-events",
        seed=59005,
        runs=zf_runs(hparams={"gradient_clip_val": None, "recipe_clip": 1.0}),
    ),
    # --- data
    ZZJ(
        "vzzj-float-labels-rounded-after-jitter-cnn1d-quakes",
        Plan(
            quakes,
            "cnn1d",
            3e-3,
            "adam",
            epochs=12,
            log_every=8,
            data_fault=labels_rounded_after_jitter,
            model_kw=CH16,
        ),
        ("slow-convergence",),
        "label-noise",
        "the training labels are stored as a float column, jittered with the features' Gaussian noise (sd "
        "0.7) and rounded back (about a third take a neighbouring class code; validation and test keep the "
        "glaciologist's labels): a 16-channel 1-D CNN under Adam lr 3e-3 for 12 epochs (every 8th step "
        "logged): epoch means 1.58, 1.42, 1.23, then a floor of 1.11-1.18, the val loss 1.49 to 0.898, below "
        "the training loss throughout, val accuracy 0.443 to 0.7, test 0.95 and 0.617 (clean labels: "
        "~0.4-0.6 and 0.75-0.84)",
        ("train-val-gap", "overfitting", "undertrained", "metric-at-baseline", "val-test-gap"),
        family="cnn",
        dataset="icequake-seismo",
        seed=59006,
    ),
    ZZJ(
        "vzzj-one-cave-debug-filter-mlp-cheese",
        Plan(
            cheese,
            "mlp",
            2e-3,
            "adam",
            epochs=60,
            log_every=1,
            data_fault=one_cave_only,
            model_kw={"width": 128, "num_layers": 2},
        ),
        ("overfitting",),
        "insufficient-data",
        "a debugging filter (cave_id == 3) left in the training query keeps 143 of the 1,000 training wheels "
        "(validation and test keep every cave): a 2x128 MLP under Adam lr 2e-3 for 60 epochs (300 steps, "
        "every step logged): epoch means 1.52 to 0.00309, the val loss 1.33 to its minimum 0.474, then "
        "climbing to 0.899 at the end, val accuracy 0.537 to 0.84 and 0.813 at the end, test 0.969 and 0.787 "
        "(the full split: ~0.4 and 0.84)",
        ("train-val-gap", "undertrained", "zero-train-loss", "val-test-gap"),
        family="mlp",
        dataset="cheese-rind-defects",
        seed=59007,
    ),
    ZZJ(
        "vzzj-length-bucketed-unshuffled-gru-trips",
        Plan(trips_length_bucketed, "gru", 3e-3, "adam", epochs=8, log_every=1, shuffle=False, model_kw=H48),
        ("loss-spikes",),
        "data-not-shuffled",
        "a length-bucketing collate sorts the training rentals by their number of events, shortest first, "
        "and the loader has shuffle=False (the rental's length goes with its pattern): a GRU (hidden 48) "
        "under Adam lr 3e-3 for 8 epochs (256 steps, every step logged): losses 1.55, 1.62, 1.58 ... "
        "swinging within each epoch between 0.014 and 2.61 (0.0142 last), epoch means 1.7 to 0.529, the val "
        "loss 1.48, 1.23, 1.14, 0.891, 0.892, 0.964, 0.944, 0.703 and val accuracy 0.433 to 0.73, test 0.589 "
        "and 0.78 (shuffled: ~0.45 and 0.84)",
        (*RUNAWAY, "undertrained", "loss-runaway", "periodic-loss"),
        family="gru",
        dataset="carshare-trip-events",
        seed=59008,
    ),
    ZZJ(
        "vzzj-16bit-scans-unscaled-cnn-crumbs",
        Plan(crumbs_16bit_raw, "cnn", 1e-3, "adam", epochs=8, log_every=4, model_kw=CH16),
        ("bad-initial-loss",),
        "unnormalized-input",
        "the scanner's driver was switched to 16-bit TIFFs and the loader's / 255 and standardisation went "
        "with the old 8-bit path: the patches reach a 16-channel CNN as raw counts (~10,000-65,000); Adam lr "
        "1e-3 for 8 epochs (every 4th step logged): windows 1.01e4, 5.69e3, 4.22e3 ... 12.3-87 at the end, "
        "gradient norms 2.54e5 down to ~1e4, epoch means 3.36e3, 250, 109 ... 26.1, the val loss 581, 175, "
        "89.8 ... 40.5 and val accuracy 0.24 to 0.737, test 46.6 and 0.683 (a sound CNN: ~0.15-0.2 and 0.95)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="cnn",
        dataset="crumb-scans",
        seed=59009,
    ),
    ZZJ(
        "vzzj-pan-reading-column-leak-regression-reservoir",
        Plan(reservoir_pan_column, "mlp", 2e-3, "adam", epochs=12, log_every=8, model_kw=MLP64),
        ("val-test-gap",),
        "data-leakage",
        "the table carries the evaporation pan's reading of the same day (1.3 x the target plus 0.2 mm of "
        "noise); the test days come from the dam's second gauge, which has no pan, the column filled with "
        "the training mean: a 2x64 regression MLP under Adam lr 2e-3 for 12 epochs (every 8th step logged): "
        "windows 0.685 to 0.006-0.007, the val MSE 0.0777, 0.0283 ... 0.0132, while the test MSE is 1.09 (a "
        "sound run without the pan: ~0.15-0.2)",
        ("overfitting", "train-val-gap"),
        family="regression",
        dataset="reservoir-evaporation",
        seed=59010,
    ),
    ZZJ(
        "vzzj-summer-wheels-test-mlp-cheese",
        Plan(cheese_summer_test, "mlp", 2e-3, "adam", epochs=12, log_every=8, model_kw=MLP64),
        ("val-test-gap",),
        "distribution-shift",
        "the test wheels come from the summer season (the cave 7 points wetter and 4 C warmer, softer rinds, "
        "more slip and blue), standardised with the winter training statistics: a 2x64 MLP under Adam lr "
        "2e-3 for 12 epochs (every 8th step logged): epoch means 1.38 to 0.374, the val loss 0.995 to "
        "0.534-0.604 (0.573 at the end) and val accuracy 0.717 to 0.78-0.81, while the test loss is 3.0 and "
        "test accuracy 0.383",
        (),
        family="mlp",
        dataset="cheese-rind-defects",
        seed=59011,
    ),
    # --- evaluation
    ZZJ(
        "vzzj-negative-scans-val-test-bncnn-crumbs",
        Plan(crumbs_eval_negative, "bncnn", 2e-3, "adam", epochs=8, log_every=8),
        ("train-val-gap",),
        "eval-pipeline-mismatch",
        "the validation and test scans were exported by the second scanner's software, which saves negatives "
        "(255 - value), standardised with the training positives' statistics: a batch-norm CNN under Adam lr "
        "2e-3 for 8 epochs (every 8th step logged): epoch means 1.43 to 0.34, while the val loss goes 1.64, "
        "2.28, 2.82, 2.47, 2.43, 1.89, 1.88, 3.29 and val accuracy stays 0.287-0.423, test 3.65 and 0.343",
        EVAL,
        family="cnn-bn",
        dataset="crumb-scans",
        seed=59012,
    ),
    ZZJ(
        "vzzj-decimated-stream-val-test-bncnn1d-quakes",
        Plan(quakes_eval_half_rate, "bncnn1d", 3e-3, "adam", epochs=10, log_every=8, model_kw=CH16),
        ("train-val-gap",),
        "eval-pipeline-mismatch",
        "the validation and test windows come from the archive's decimated 50 Hz stream where training read "
        "the 100 Hz stream (every burst runs twice as fast): a batch-norm 1-D CNN under Adam lr 3e-3 for 10 "
        "epochs (every 8th step logged): windows 1.45 to 0.53-0.6, while the val loss climbs 1.37, 1.42, "
        "1.63, 2.2 ... 3.29 and val accuracy falls 0.44 to 0.303, test 3.03 and 0.343",
        EVAL,
        family="cnn-bn",
        dataset="icequake-seismo",
        seed=59013,
    ),
    ZZJ(
        "vzzj-newest-first-export-val-test-lstm-trips",
        Plan(
            trips_eval_newest_first,
            "lstm",
            3e-3,
            "adamw",
            weight_decay=0.01,
            epochs=10,
            log_every=4,
            schedule="warmup-cosine",
            warmup=30,
            model_kw=H48,
        ),
        ("train-val-gap",),
        "eval-pipeline-mismatch",
        "the validation and test rentals come from the warehouse export, which lists the events newest first "
        "and pads on the right, while training read the stream's oldest-first, left-padded rows: an LSTM "
        "(hidden 48) under AdamW with a 30-step warm-up and a cosine over 10 epochs (every 4th step logged): "
        "epoch means 1.54 to 0.346, while the val loss goes 1.56, 1.3, 1.26, then up to 1.52 and val "
        "accuracy stays 0.45-0.47 after the second epoch, test 1.58 and 0.443",
        EVAL,
        family="lstm",
        dataset="carshare-trip-events",
        seed=59014,
    ),
    ZZJ(
        "vzzj-minmax-serving-scaler-regression-reservoir",
        Plan(reservoir_eval_minmax, "mlp", 2e-3, "adam", epochs=12, log_every=8, model_kw=MLP64),
        ("train-val-gap",),
        "wrong-preprocessing-parameters",
        "the serving pipeline's scaler is a MinMaxScaler fitted on each incoming batch of days while the "
        "training columns were standardised: the validation and test columns reach a 2x64 regression MLP in "
        "[0, 1]; Adam lr 2e-3 for 12 epochs (every 8th step logged): windows 0.882 to 0.07-0.1, while the "
        "val MSE stays 0.885-1.13 (1.02 at the end), test 0.799",
        ("overfitting", "val-test-gap", "undertrained"),
        family="regression",
        dataset="reservoir-evaporation",
        seed=59015,
    ),
    # --- model
    ZZJ(
        "vzzj-softmax-dropout-after-head-mlp-cheese",
        Plan(
            cheese,
            "mlp",
            2e-3,
            "adam",
            epochs=12,
            log_every=8,
            model_fault=softmax_dropout_head,
            model_kw=MLP64,
        ),
        ("slow-convergence",),
        "wrong-loss-function",
        "the head was written as Linear, Softmax(-1), Dropout(0.5) and its outputs go to CrossEntropyLoss as "
        "logits: a 2x64 MLP under Adam lr 2e-3 for 12 epochs (every 8th step logged): epoch means 1.54, "
        "1.35, 1.23, then 1.12-1.18 to the end, the val loss 1.37 to a floor of 1.05-1.08 while val accuracy "
        "climbs 0.67 to 0.82-0.87, test 1.07 and 0.833 (a sound MLP: ~0.4 and 0.84)",
        (*STALL, "train-val-gap", "loss-oscillation"),
        family="mlp",
        dataset="cheese-rind-defects",
        seed=59016,
    ),
    ZZJ(
        "vzzj-first-4-samples-sliced-cnn1d-quakes",
        Plan(
            quakes,
            "cnn1d",
            3e-3,
            "adam",
            epochs=10,
            log_every=8,
            model_fault=first_four_samples,
            model_kw=CH16,
        ),
        ("slow-convergence",),
        "wrong-operator",
        "the feature step slices x[..., :n_taps] with n_taps = 4 (the decimation filter's taps) and the "
        "fixed-length input pads the rest with zeros: only the first 4 of 64 samples reach a 16-channel 1-D "
        "CNN; Adam lr 3e-3 for 10 epochs (every 8th step logged): windows 1.63 to 1.33-1.39, the val loss "
        "1.58, 1.55, 1.47, then 1.37-1.41 and val accuracy 0.297 to 0.41, test 1.37 and 0.38 (the whole "
        "window: ~0.4-0.6 and 0.75-0.84)",
        STALL,
        family="cnn",
        dataset="icequake-seismo",
        seed=59017,
    ),
    ZZJ(
        "vzzj-sigmoid-8-layer-mlp-sgd-cheese",
        Plan(
            cheese,
            "mlp",
            0.05,
            "sgd",
            momentum=0.9,
            epochs=12,
            log_every=8,
            model_kw={"width": 64, "num_layers": 8, "activation": "sigmoid"},
        ),
        ("slow-convergence", "metric-at-baseline"),
        "vanishing-gradients",
        "an 8x64 MLP with sigmoid activations (a legacy default) under SGD momentum 0.9 at lr 0.05 for 12 "
        "epochs (every 8th step logged): windows 1.6, 1.56, 1.52 ... 1.48-1.56, the val loss 1.45-1.58 (1.46 "
        "at the end) and val accuracy 0.46 (the sound wheels' share) at every evaluation, test 1.46 and "
        "0.453",
        (*STALL, "gradient-vanishing"),
        family="mlp",
        dataset="cheese-rind-defects",
        seed=59018,
    ),
    ZZJ(
        "vzzj-xavier-gain-10-regression-reservoir",
        Plan(
            reservoir, "mlp", 1e-3, "adam", epochs=12, log_every=4, model_fault=xavier_gain_10, model_kw=MLP64
        ),
        ("bad-initial-loss",),
        "poor-initialization",
        "nn.init.xavier_uniform_(weight, gain=10) on every Linear layer of a 2x64 regression MLP: Adam lr "
        "1e-3 for 12 epochs (every 4th step logged): windows 1.31e5, 7.56e4, 7.1e4 ... 4.54e3-7.67e3 at the "
        "end, gradient norms up to 1.5e5, epoch means 6.17e4 to 5.79e3, the val MSE 4.02e4 to 7.04e3, test "
        "6.89e3 (a standardised target: a sound run ~0.15-0.2)",
        (*RUNAWAY, "loss-runaway", "undertrained", "overfitting"),
        family="regression",
        dataset="reservoir-evaporation",
        seed=59019,
    ),
    # --- workflow
    ZZJ(
        "vzzj-best-ckpt-mode-max-test-resnet-crumbs",
        Plan(crumbs, "resnet", 1e-3, "adam", epochs=8, log_every=8),
        ("val-test-gap",),
        "wrong-checkpoint-loaded",
        "ModelCheckpoint(monitor='val_loss', mode='max') copied from an accuracy-watching config keeps the "
        "worst epoch as best.ckpt, which the test loads (the first epoch's weights): a residual net under "
        "Adam lr 1e-3 for 8 epochs (every 8th step logged): windows 1.71 to 0.67-0.81, the val loss 1.41 to "
        "0.691 and val accuracy 0.457 to 0.753, while the test loss is 1.44 and test accuracy 0.4",
        (),
        family="resnet",
        dataset="crumb-scans",
        seed=59020,
        runs=zf_runs(test_at_step=32, hparams={"checkpoint_monitor": "val_loss", "checkpoint_mode": "max"}),
    ),
    ZZJ(
        "vzzj-max-steps-divided-by-8-devices-transformer-trips",
        Plan(trips, "transformer", 1e-3, "adam", epochs=12, max_steps=48, log_every=2),
        ("undertrained",),
        "too-few-epochs",
        "max_steps computed as epochs x len(train) // (batch x 8 devices), written for the 8-GPU cluster and "
        "run on one device: a small transformer under Adam lr 1e-3 stops after 48 of the planned 384 steps "
        "(every 2nd logged): windows 1.62, 1.48, 1.41 ... 0.48-0.77, epoch means 1.21, 0.759, the one val "
        "loss 0.815 and val accuracy 0.733, test 0.677 and 0.753 (a full run: ~0.45-0.48 and 0.84-0.86)",
        ("slow-convergence", "metric-at-baseline"),
        family="transformer",
        dataset="carshare-trip-events",
        seed=59021,
        runs=zf_runs(hparams={"max_steps": "epochs * len(train) // (batch * 8 devices)", "devices": 1}),
    ),
    ZZJ(
        "vzzj-check-val-every-50-of-15-epochs-regression-reservoir",
        Plan(reservoir, "mlp", 2e-3, "adam", epochs=15, log_every=8, model_kw=MLP64),
        ("missing-validation",),
        "missing-eval-set",
        "check_val_every_n_epoch=50 copied from a long-run config with max_epochs=15: the validation loop "
        "never runs; a 2x64 regression MLP under Adam lr 2e-3 for 15 epochs (every 8th step logged): windows "
        "0.299, 0.87 ... 0.08-0.1, epoch means 0.562 to 0.0834, no validation logged; test 0.18",
        ("undertrained",),
        family="regression",
        dataset="reservoir-evaporation",
        seed=59022,
        runs=zf_runs(evaluate=False, hparams={"check_val_every_n_epoch": 50, "max_epochs": 15}),
    ),
)

HEALTHY: tuple[Variant, ...] = (
    ZZJ(
        "vzzj-healthy-cnn1d-quakes-jitter-dropout",
        Plan(
            quakes,
            "cnn1d",
            3e-3,
            "adam",
            epochs=12,
            log_every=8,
            model_fault=quake_jitter,
            model_kw={"channels": 16, "dropout": 0.3},
        ),
        (),
        None,
        "a sound 1-D CNN (dropout 0.3) under Adam lr 3e-3 for 12 epochs with shifts, polarity flips, gain "
        "jitter and noise on the training windows (every 8th step logged): windows 1.6 to 0.66-0.76, the val "
        "loss 1.37 to 0.593, below the training windows, val accuracy 0.53 to 0.76, test 0.689 and 0.69",
        family="cnn",
        dataset="icequake-seismo",
        seed=59101,
    ),
    ZZJ(
        "vzzj-healthy-bncnn1d-quakes-step-eval-every-3",
        Plan(
            quakes,
            "bncnn1d",
            0.02,
            "sgd",
            momentum=0.9,
            epochs=15,
            batch_size=16,
            log_every=50,
            val_every_epochs=3,
            schedule="step",
            step_size=630,
            gamma=0.1,
            model_kw=CH16,
        ),
        (),
        None,
        "a sound batch-norm 1-D CNN under SGD momentum 0.9 lr 0.02, batches of 16 for 15 epochs (945 steps, "
        "every 50th logged), cut to 0.002 at step 630, evaluated every 3 epochs: windows 1.26, 0.816, 0.699 "
        "... 0.44-0.5, the val loss 0.591, 0.489, 0.477, 0.411, 0.428 and val accuracy 0.783 to 0.833, test "
        "0.539 and 0.793",
        family="cnn-bn",
        dataset="icequake-seismo",
        seed=59102,
    ),
    ZZJ(
        "vzzj-healthy-cnn1d-quakes-onecycle",
        Plan(quakes, "cnn1d", 1e-2, "adam", epochs=10, log_every=4, schedule="onecycle", model_kw=CH16),
        (),
        None,
        "a sound 16-channel 1-D CNN under Adam with OneCycleLR to a peak of 1e-2 over 10 epochs (every 4th "
        "step logged): windows 1.6, 1.64, 1.62 ... 0.43-0.61, epoch means 1.59, 1.33, 0.822 ... 0.48, the "
        "val loss 1.51, 1.02, 0.661, 0.654, 0.547 ... 0.506 and val accuracy 0.377 to 0.767-0.787, test "
        "0.631 and 0.72",
        family="cnn",
        dataset="icequake-seismo",
        seed=59103,
    ),
    ZZJ(
        "vzzj-healthy-bncnn1d-quakes-long-bf16",
        Plan(
            quakes_long,
            "bncnn1d",
            2e-3,
            "adamw",
            weight_decay=0.01,
            epochs=6,
            batch_size=64,
            log_every=10,
            bf16=True,
            model_kw=CH16,
        ),
        (),
        None,
        "a sound batch-norm 1-D CNN under AdamW (weight decay 0.01) with bf16-mixed autocast, batches of 64 "
        "over 2,000 windows for 6 epochs (every 10th step logged): windows 1.42, 1.24, 1.16 ... 0.57-0.76, "
        "epoch means 1.35 to 0.66, the val loss 1.21 to 0.633 and val accuracy 0.57 to 0.763, still "
        "improving, test 0.68 and 0.757",
        family="cnn-bn",
        dataset="icequake-seismo",
        seed=59104,
    ),
    ZZJ(
        "vzzj-healthy-cnn-crumbs-batch4-every-step",
        Plan(crumbs, "cnn", 1e-3, "adam", epochs=1, batch_size=4, log_every=1, model_kw=CH16),
        (),
        None,
        "a sound 16-channel CNN under Adam lr 1e-3 with batches of 4 for one epoch (250 steps, every step "
        "logged): losses 1.71, 1.65, 1.53, 1.62 ... swinging between 0.019 and 2.09, gradient norms up to "
        "12.8, the one evaluation 0.542 and accuracy 0.79, test 0.592 and 0.763",
        family="cnn",
        dataset="crumb-scans",
        seed=59105,
    ),
    ZZJ(
        "vzzj-healthy-bncnn-crumbs-long-warmup-cosine",
        Plan(
            crumbs,
            "bncnn",
            4e-3,
            "adamw",
            weight_decay=0.05,
            epochs=10,
            log_every=4,
            schedule="warmup-cosine",
            warmup=100,
        ),
        (),
        None,
        "a sound batch-norm CNN under AdamW (weight decay 0.05) with a 100-step warm-up to 4e-3 and a cosine "
        "over 10 epochs (every 4th step logged): windows 1.62, 1.72, 1.67 ... 0.11-0.27, epoch means 1.6, "
        "1.4, 1.07 ... 0.19, the val loss 1.52 to 0.213-0.231 and val accuracy 0.37 to 0.96, test 0.206 and "
        "0.967",
        family="cnn-bn",
        dataset="crumb-scans",
        seed=59106,
    ),
    ZZJ(
        "vzzj-healthy-resnet-crumbs-step-cut-bump",
        Plan(
            crumbs,
            "resnet",
            0.05,
            "sgd",
            momentum=0.9,
            weight_decay=5e-4,
            epochs=10,
            log_every=8,
            schedule="step",
            step_size=224,
            gamma=0.1,
        ),
        (),
        None,
        "a sound residual net under SGD momentum 0.9 lr 0.05 (weight decay 5e-4), cut to 0.005 at step 224 "
        "(epoch 7), 10 epochs (every 8th step logged): epoch means 1.29 to 0.0795, the val loss 1.69, 0.405, "
        "a bump to 1.18 at epoch 3, 0.508, 0.245, 0.13 ... 0.107-0.136 after the cut, val accuracy 0.397 to "
        "0.96, test 0.103 and 0.96",
        family="resnet",
        dataset="crumb-scans",
        seed=59107,
    ),
    ZZJ(
        "vzzj-healthy-cnn-crumbs-flips-plateau-early-stop",
        Plan(
            crumbs,
            "cnn",
            2e-3,
            "adam",
            epochs=40,
            log_every=16,
            schedule="plateau",
            gamma=0.3,
            early_stop=4,
            model_fault=crumb_flips,
            model_kw=CH16,
        ),
        (),
        None,
        "a sound 16-channel CNN under Adam lr 2e-3 with ReduceLROnPlateau (factor 0.3), flips, contrast "
        "jitter and noise on the training patches, and early stopping (patience 4), stopped after 14 of 40 "
        "epochs (every 16th step logged): epoch means 1.03 to 0.0768-0.0843, the val loss 0.696 to its "
        "minimum 0.149 and 0.153-0.156 over the last four, val accuracy 0.77 to 0.96, test 0.141 and 0.95",
        family="cnn",
        dataset="crumb-scans",
        seed=59108,
    ),
    ZZJ(
        "vzzj-healthy-transformer-trips-warmup-linear-half-epoch-eval",
        Plan(
            trips,
            "transformer",
            1e-3,
            "adamw",
            weight_decay=0.01,
            epochs=10,
            log_every=4,
            schedule="warmup-linear",
            warmup=60,
            val_interval=0.5,
        ),
        (),
        None,
        "a sound small transformer under AdamW (weight decay 0.01) with a 60-step linear warm-up to 1e-3 and "
        "a linear decay over 10 epochs (every 4th step logged), evaluated twice an epoch: windows 1.93, "
        "2.04, 1.91 ... 0.15-0.42, epoch means 1.8 to 0.426, 20 evaluations with the val loss 1.77, 1.49, "
        "1.27 ... 0.478-0.487 and val accuracy 0.15 at the first, then 0.44 to 0.84, test 0.454 and 0.857",
        family="transformer",
        dataset="carshare-trip-events",
        seed=59109,
    ),
    ZZJ(
        "vzzj-healthy-gru-trips-hidden-32-slow-lr",
        Plan(trips, "gru", 5e-4, "adam", epochs=14, log_every=8, model_kw={"hidden": 32}),
        (),
        None,
        "a sound GRU (hidden 32) under Adam at a conservative lr of 5e-4 for 14 epochs (every 8th step "
        "logged): windows 1.61, 1.6, 1.6, 1.51 ... 0.48-0.99, epoch means 1.61, 1.53, 1.45 ... 0.667, the "
        "val loss 1.57 to 0.71 and val accuracy 0.327 to 0.76, still improving at the end, test 0.691 and "
        "0.727",
        family="gru",
        dataset="carshare-trip-events",
        seed=59110,
    ),
    ZZJ(
        "vzzj-healthy-lstm-trips-bf16-clip",
        Plan(trips, "lstm", 3e-3, "adam", epochs=8, log_every=4, clip=1.0, bf16=True, model_kw=H48),
        (),
        None,
        "a sound LSTM (hidden 48) under Adam lr 3e-3 clipped at 1.0 with bf16-mixed autocast for 8 epochs "
        "(every 4th step logged): windows 1.61 to 0.12-0.9, epoch means 1.36 to 0.371, gradient norms up to "
        "6.36, the val loss 0.989 to 0.503 and 0.553 at the end, val accuracy 0.6 to 0.783-0.827, test 0.473 "
        "and 0.833",
        family="lstm",
        dataset="carshare-trip-events",
        seed=59111,
    ),
    ZZJ(
        "vzzj-healthy-rnn-trips-tanh-clip-still-improving",
        Plan(trips, "rnn", 0.02, "sgd", momentum=0.9, epochs=10, log_every=4, clip=0.5, model_kw=H48),
        (),
        None,
        "a sound tanh RNN (hidden 48) under SGD momentum 0.9 lr 0.02 clipped at 0.5 for 10 epochs (every 4th "
        "step logged): windows 1.53, 1.62, 1.55 ... 0.53-0.77, epoch means 1.53 to 0.649-0.665, gradient "
        "norms before clipping up to 14.3, the val loss 1.47 to 0.695 and 0.894 at the end, val accuracy "
        "0.353 to 0.643-0.763, test 0.834 and 0.677",
        family="rnn",
        dataset="carshare-trip-events",
        seed=59112,
    ),
    ZZJ(
        "vzzj-healthy-gru-trips-event-substitution",
        Plan(
            trips, "gru", 3e-3, "adam", epochs=12, log_every=8, model_fault=event_substitution, model_kw=H48
        ),
        (),
        None,
        "a sound GRU (hidden 48) under Adam lr 3e-3 for 12 epochs with 12% of each rental's events replaced "
        "by random ones in training (every 8th step logged): windows 1.58 to 0.385-0.505, the val loss 1.06 "
        "to 0.452-0.488 (0.464 at the end) and val accuracy 0.597 to 0.84, test 0.412 and 0.85",
        family="gru",
        dataset="carshare-trip-events",
        seed=59113,
    ),
    ZZJ(
        "vzzj-healthy-regression-reservoir-plain-sgd-3000",
        Plan(reservoir_long, "mlp", 3e-3, "sgd", epochs=30, batch_size=20, log_every=100, model_kw=MLP64),
        (),
        None,
        "a sound 2x64 regression MLP under plain SGD lr 3e-3 with batches of 20 on 2,000 reservoir days for "
        "30 epochs (3,000 steps, every 100th logged): epoch means 0.952, 0.75, 0.578 ... 0.14, the val MSE "
        "0.941, 0.743 ... 0.182, still falling slowly, test 0.162",
        family="regression",
        dataset="reservoir-evaporation",
        seed=59114,
    ),
    ZZJ(
        "vzzj-healthy-regression-reservoir-short-50",
        Plan(reservoir, "mlp", 1e-3, "adam", epochs=10, max_steps=50, log_every=2, model_kw=MLP64),
        (),
        None,
        "a sound 2x64 regression MLP under Adam lr 1e-3 stopped at max_steps=50 (every 2nd step logged): "
        "windows 0.832, 0.738, 0.799, 0.535 ... 0.27-0.42, the val MSE 0.353 and 0.306 (after epochs 1 and "
        "2), test 0.444 (still improving)",
        family="regression",
        dataset="reservoir-evaporation",
        seed=59115,
    ),
    ZZJ(
        "vzzj-healthy-regression-reservoir-sgd-cyclic",
        Plan(
            reservoir,
            "mlp",
            0.01,
            "sgd",
            momentum=0.9,
            epochs=12,
            log_every=4,
            schedule="cosine",
            model_kw=MLP64,
        ),
        (),
        None,
        "a sound 2x64 regression MLP under SGD momentum 0.9 with a triangular CyclicLR between 0.002 and "
        "0.05 (64 steps up, 64 down) for 12 epochs (every 4th step logged): windows 0.562, 1.34, 1.32 ... "
        "0.03-0.1, epoch means 0.71 to 0.095-0.133 with bumps at the peaks, the val MSE 0.366 to 0.136-0.221 "
        "(0.149 at the end), test 0.163",
        family="regression",
        dataset="reservoir-evaporation",
        seed=59116,
        runs=zf_runs(schedule=cyclic(0.002, 0.05, 64), hparams={"cyclic": [0.002, 0.05, 64]}),
    ),
    ZZJ(
        "vzzj-healthy-regression-reservoir-rmsprop-early-stop",
        Plan(reservoir, "mlp", 1e-3, "rmsprop", epochs=60, log_every=16, early_stop=4, model_kw=MLP64),
        (),
        None,
        "a sound 2x64 regression MLP under RMSprop lr 1e-3 with early stopping (patience 4), stopped after "
        "25 of 60 epochs (every 16th step logged): epoch means 0.402 to 0.0771, the val MSE 0.263 to its "
        "minimum 0.127, then 0.144, 0.164, 0.129, 0.215, test 0.191",
        family="regression",
        dataset="reservoir-evaporation",
        seed=59117,
    ),
    ZZJ(
        "vzzj-healthy-mlp-cheese-dropout-05",
        Plan(
            cheese,
            "mlp",
            1e-3,
            "adam",
            epochs=20,
            log_every=8,
            model_kw={"width": 128, "num_layers": 2, "dropout": 0.5},
        ),
        (),
        None,
        "a sound 2x128 MLP with dropout 0.5 under Adam lr 1e-3 for 20 epochs (every 8th step logged): "
        "windows 1.61 to 0.31-0.48, the val loss 1.13 to 0.387-0.414, below the training windows, val "
        "accuracy 0.727 to 0.833-0.863, test 0.432 and 0.823",
        family="mlp",
        dataset="cheese-rind-defects",
        seed=59118,
    ),
    ZZJ(
        "vzzj-healthy-mlp-cheese-adamax-batch8-every-step",
        Plan(cheese, "mlp", 2e-3, "adamax", epochs=1, batch_size=8, log_every=1, model_kw=MLP64),
        (),
        None,
        "a sound 2x64 MLP under Adamax lr 2e-3 with batches of 8 for one epoch (125 steps, every step "
        "logged): losses 1.57, 1.64, 1.57, 1.63 ... 0.43-0.7 at the end, the one evaluation 0.73 and "
        "accuracy 0.837, test 0.748 and 0.833",
        family="mlp",
        dataset="cheese-rind-defects",
        seed=59119,
    ),
    ZZJ(
        "vzzj-healthy-mlp-cheese-exp-decay-eval-every-3",
        Plan(
            cheese,
            "mlp",
            3e-3,
            "adam",
            epochs=24,
            batch_size=64,
            log_every=10,
            schedule="exp",
            gamma=0.995,
            val_every_epochs=3,
            model_kw=MLP64,
        ),
        (),
        None,
        "a sound 2x64 MLP under Adam lr 3e-3 with ExponentialLR 0.995 per step and batches of 64 for 24 "
        "epochs (384 steps, every 10th logged), evaluated every 3 epochs: windows 1.35, 0.921, 0.639 ... "
        "0.18-0.28, epoch means 1.38 to 0.264, the val loss 0.433, 0.394, 0.393, 0.422 ... 0.427 and val "
        "accuracy 0.827-0.857, test 0.424 and 0.843",
        family="mlp",
        dataset="cheese-rind-defects",
        seed=59120,
    ),
    ZZJ(
        "vzzj-healthy-mlp-cheese-bf16-warmup-cosine",
        Plan(
            cheese,
            "mlp",
            3e-3,
            "adamw",
            weight_decay=0.02,
            epochs=12,
            log_every=4,
            schedule="warmup-cosine",
            warmup=40,
            bf16=True,
            model_kw=MLP64,
        ),
        (),
        None,
        "a sound 2x64 MLP under AdamW (weight decay 0.02) with bf16-mixed autocast, a 40-step warm-up to "
        "3e-3 and a cosine over 12 epochs (every 4th step logged): windows 1.58 to 0.03-0.32, epoch means "
        "1.41 to 0.291, the val loss 1.02 to 0.398-0.425 and val accuracy 0.637 to 0.83-0.86, test 0.456 and "
        "0.843",
        family="mlp",
        dataset="cheese-rind-defects",
        seed=59121,
    ),
    ZZJ(
        "vzzj-healthy-mlp-cheese-full-batch-nadam",
        Plan(
            cheese,
            "mlp",
            1e-2,
            "nadam",
            epochs=25,
            batch_size=1000,
            log_every=2,
            val_every_epochs=5,
            model_kw=MLP64,
        ),
        (),
        None,
        "a sound 2x64 MLP under NAdam lr 1e-2 with batches of 1,000 (the whole split: one step an epoch) for "
        "25 epochs (every 2nd step logged), evaluated every 5 epochs: losses 1.46, 1.21, 0.903 ... 0.316, "
        "the val loss 0.87, 0.694, 0.403, 0.41, 0.388 and val accuracy 0.817, 0.733, 0.833, 0.833, 0.863, "
        "test 0.443 and 0.84",
        family="mlp",
        dataset="cheese-rind-defects",
        seed=59122,
    ),
)
