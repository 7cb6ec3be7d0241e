"""Variant battery zzq: a look-alike of an external held-out suite, real framework runs (`--battery zzq`).

    nice -n 10 python benchmarks/variants.py --battery zzq --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery zzq [--runs]

Like batteries d-zzp, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is the log),
trained by battery d's runner through the earlier batteries' wrappers (battery zf's runner with w's
checkpoint the test loads, zg's replaced loss, zd's replaced schedule), battery zj's model wrapper and
this battery's own hooks (a tempered cross-entropy, a softmax over the batch axis, evaluation targets
off by one, weights uniform in [-1, 1], biases of -3, a reversed grading scale, a row-wise split of
repeated surveys, JPEG test scans, a centre-crop evaluation transform, a station-group filter, tide
residuals in millimetres), so each case can run in each of the three layouts; the layout rotation of
variants.py picks one.
It was written blind: its author trained it with `--train-only`, read the raw logged numbers of
each run, and never diagnosed or scored it, so it is held-out data for the tool.
Its halves are even (22 faulty, 22 healthy; ~2 CPU-minutes to train on the shared 2-core
machine): one fault each, one cause a case, spread over every family of cause (optimisation, data,
evaluation, model, workflow), injected into a data set no battery had at a realistic strength, in
forms earlier batteries did not use (see each case's description and each hook's docstring).
Runs of 24 to 3,000 steps: MLPs (2x64 to 3x128, a 6x64 sigmoid MLP, dropout 0.5), 2-D CNNs with and
without batch norm, a small residual net, 1-D CNNs with and without batch norm (and dropout), GRU /
LSTM readers, small transformers and regression MLPs; SGD with and without momentum, Adam, AdamW,
RMSprop and Adagrad; constant, warm-up + cosine, warm-up + linear, cosine, step, multi-step,
exponential, one-cycle, cyclic and plateau schedules; bf16-mixed autocast, mirror / brightness / noise
augmentation, shift / scale / noise jitter, dropout, weight decay, gradient accumulation, early
stopping, clipping; batches of 8 to 1,000 (the whole training set); cadences from every step to once
every 100 steps, evaluations twice an epoch to every 3 epochs (and never).
The data sets are new, all made offline with numpy from known generating models (see each
generator): a harbour tide gauge's residual windows (64 samples: quiet, a storm surge, a seiche, a
meteotsunami, a datum shift; sound 1-D CNNs stop near 0.6-0.7), a bakery's bread crumb scans as 12x12
grey patches (fine and even, open, tunnelled, dense, collapsed; sound CNNs stop near 0.57-0.74), an
office tower's elevator controller events (up-peak, down-peak, lunch, interfloor, maintenance slices;
left-padded to 16; sound sequence models stop near 0.8-0.84), a highway agency's asphalt rut depths
(from the traffic, age, temperature, binder, layer, subgrade, trucks, lane and treatment;
standardised; sound MLPs stop near an MSE of 0.14-0.22) and a bike-share operator's station demand
classes (empty risk, draining, balanced, filling, full risk, from the hour, weekday, weather, docks,
metro distance, residents, jobs, holidays and elevation; sound MLPs stop near 0.55-0.62).
The healthy half holds sound runs a naive reader can take for a fault: val losses below the training
loss under mirror / brightness / noise augmentation, under dropout with jitter and under dropout 0.5,
batch-8 losses logged every step, bf16 noise, val bumps in a high-lr SGD phase before a step cut, a
warm-up, one-cycle and cyclic schedules, ReduceLROnPlateau, early stopping after a flat val loss,
evaluations every 3 epochs and twice an epoch, a rut depth in millimetres (MSEs of ~200 falling to
~9), a 3,000-step SGD regression logged every 100 steps, a 50-step run still improving, an Adagrad
run still creeping, gradient accumulation, SGD under clipping.
The faulty half: the linear scaling rule applied twice, the lr finder read at its minimum, milestones
in epochs stepped per batch, clipping ignored under manual optimisation, zero_grad() on the scheduler's
optimizer copy, a reversed grading scale, an export in millimetres, repeated surveys split row-wise,
JPEG test scans, a station-group filter left from a pilot, logs read in time-of-day order, a centre-crop
evaluation transform, evaluation targets off by one, a smoke run's checkpoint tested, weights uniform in
[-1, 1], a distillation temperature left in a hard-label loss, a softmax over the batch axis, biases of
-3 on every layer, sigmoid in six hidden layers, no validation from a debug profile, max_steps set to
the epoch count and a batch the size of the training set.
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


TIDE_EVENTS = ("quiet", "storm-surge", "seiche", "meteotsunami", "datum-shift")


def _tides(seed: int, n: int) -> tuple[Any, Any]:
    """A harbour tide gauge's residuals (the observed level minus the harmonic prediction, metres),
    64 samples of 6 minutes a window, labelled by the port authority's sea-level analyst: quiet (red
    noise and a leak of the M2 tide the prediction missed), a storm surge (a slow hump of 0.15-0.45 m
    over 20-50 samples), a seiche (the harbour's own ringing, a damped oscillation of a 5-9 sample
    period), a meteotsunami (a short wave train of a 2-4 sample period under a travelling pressure
    jump) or a datum shift (the gauge re-levelled: a step of 0.1-0.3 m). Each window has its own red
    noise (AR(1) 0.6-0.85, innovations of sd 0.02-0.05 m), M2 leak (0-0.08 m) and event strength: a
    weak seiche in strong red noise reads as quiet, so sound 1-D CNNs stop near 0.6-0.7."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.3, 0.18, 0.18, 0.16, 0.18])
    t = np.arange(64, dtype=float)
    x = np.zeros((n, 64))
    for i in range(n):
        phi, sd = rng.uniform(0.6, 0.85), rng.uniform(0.02, 0.05)
        noise = np.zeros(64)
        for k in range(1, 64):
            noise[k] = phi * noise[k - 1] + rng.normal(0, sd)
        s = noise + rng.uniform(0, 0.08) * np.sin(2 * np.pi * t / 124 + rng.uniform(0, 2 * np.pi))
        sev, c = rng.uniform(0.3, 1.0), rng.uniform(12, 52)
        if y[i] == 1:
            s = s + sev * rng.uniform(0.15, 0.45) * np.exp(-0.5 * ((t - c) / rng.uniform(8, 18)) ** 2)
        elif y[i] == 2:
            decay = np.exp(-np.clip(t - c + 10, 0, None) / rng.uniform(10, 25)) * (t > c - 10)
            s = s + sev * rng.uniform(0.1, 0.25) * decay * np.sin(2 * np.pi * t / rng.uniform(5, 9))
        elif y[i] == 3:
            env = np.exp(-0.5 * ((t - c) / rng.uniform(3, 6)) ** 2)
            s = s + sev * rng.uniform(0.12, 0.3) * env * np.sin(2 * np.pi * t / rng.uniform(2.2, 4))
        elif y[i] == 4:
            s = s + sev * rng.uniform(0.1, 0.3) * rng.choice([-1.0, 1.0]) * (t > c)
        x[i] = s
    return x, y


def tides(
    seed: int = 74101, sizes: tuple[int, int, int] = SIZES, name: str = "tide-gauge-residuals-64"
) -> Splits:
    """The windows (N, 64), centred and scaled by the training windows' mean and sd, 5 classes."""
    x, y = _tides(seed, sum(sizes))
    return _signal_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def tides_in_mm() -> Splits:
    """The bug: the new gauge's export is in millimetres and the script, written for the old export
    in metres, feeds the residuals as they come (no scaling): values of -300 to +400."""
    x, y = _tides(74102, sum(SIZES))
    return _signal_splits(1000 * x, y, SIZES, "tide-gauge-residuals-64", (0.0, 1.0))


CRUMB_GRADES = ("fine-even", "open", "tunnelled", "dense", "collapsed")


def _cells(img: Any, rng: Any, k: int, r: tuple[float, float], rows: tuple[float, float] = (0, 12)) -> None:
    """Cut `k` round cells of radius `r` (centres within `rows`) into a crumb patch, in place."""
    import numpy as np

    yy, xx = np.mgrid[0:12, 0:12].astype(float)
    for _ in range(k):
        cx, cy, rad = rng.uniform(0, 12), rng.uniform(*rows), rng.uniform(*r)
        img[(xx - cx) ** 2 + (yy - cy) ** 2 < rad**2] = rng.uniform(0.05, 0.25)


def _crumbs(seed: int, n: int, jpeg_from: int | None = None) -> tuple[Any, Any]:
    """A bakery's crumb scans (12x12 grey patches of a loaf's cut face, crumb light and cells dark),
    labelled by the quality grader: fine and even (10-16 small cells), open (4-7 large cells), tunnelled
    (one or two long cells along the rise, with a few small ones), dense (2-4 tiny cells in a lighter,
    gummy crumb) or collapsed (fine cells above a dark, compressed band). Each scan has its own
    lighting gradient, crumb brightness, scanner blur and noise (sd 0.12-0.3): sound CNNs stop near
    0.6-0.75. `jpeg_from`: the patches from that index on went through a JPEG export at quality 10."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.28, 0.18, 0.18, 0.18, 0.18])
    yy, xx = np.mgrid[0:12, 0:12].astype(float)
    x = np.zeros((n, 12, 12))
    for i in range(n):
        crumb = rng.uniform(0.6, 0.8) + (0.12 if y[i] == 3 else 0.0)
        img = np.full((12, 12), crumb)

        if y[i] == 0:
            _cells(img, rng, int(rng.integers(10, 17)), (0.6, 1.0))
        elif y[i] == 1:
            _cells(img, rng, int(rng.integers(4, 8)), (1.3, 2.0))
        elif y[i] == 2:
            _cells(img, rng, int(rng.integers(2, 5)), (0.5, 0.8))
            for _ in range(int(rng.integers(1, 3))):
                cx, cy, a = rng.uniform(2, 10), rng.uniform(2, 10), rng.uniform(-0.5, 0.5)
                u = (xx - cx) * np.cos(a) + (yy - cy) * np.sin(a)
                v = -(xx - cx) * np.sin(a) + (yy - cy) * np.cos(a)
                img[(u / 0.9) ** 2 + (v / rng.uniform(3, 5)) ** 2 < 1] = rng.uniform(0.05, 0.25)
        elif y[i] == 3:
            _cells(img, rng, int(rng.integers(2, 5)), (0.4, 0.8))
        else:
            band = rng.uniform(6, 9)
            _cells(img, rng, int(rng.integers(6, 11)), (0.5, 0.9), (0, band))
            img = np.where(
                np.abs(yy - band - 1.5) < rng.uniform(1.0, 2.0), img - rng.uniform(0.15, 0.35), img
            )
        img = img + rng.uniform(-0.04, 0.04) * (xx - 6) + rng.uniform(-0.04, 0.04) * (yy - 6)
        img = 0.6 * img + 0.1 * (
            np.roll(img, 1, 0) + np.roll(img, -1, 0) + np.roll(img, 1, 1) + np.roll(img, -1, 1)
        )
        img = img + rng.normal(0, rng.uniform(0.12, 0.3), (12, 12))
        if jpeg_from is not None and i >= jpeg_from:
            blocks = img.reshape(3, 4, 3, 4).mean(axis=(1, 3))
            flat = np.repeat(np.repeat(blocks, 4, 0), 4, 1)
            img = np.round((0.85 * flat + 0.15 * img) * 8) / 8
        x[i] = img
    return x, y


def crumbs(
    seed: int = 74201, sizes: tuple[int, int, int] = SIZES, name: str = "bread-crumb-scans-12"
) -> Splits:
    """The patches as (N, 1, 12, 12), centred and scaled by the training patches' mean and sd, 5 classes."""
    x, y = _crumbs(seed, sum(sizes))
    return _patch_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def crumbs_jpeg_test() -> Splits:
    """The test scans come from the new line's scanner, which saves JPEGs at quality 10: each 4x4 block
    of a patch nearly flat, the grey levels in eighths; scaled with the training statistics."""
    x, y = _crumbs(74202, sum(SIZES), jpeg_from=SIZES[0] + SIZES[1])
    return _patch_splits(x, y, SIZES, "bread-crumb-scans-12", _stats(x[: SIZES[0]]))


def crumbs_center_crop_eval() -> Splits:
    """The bug: the evaluation transform is Resize + CenterCrop copied from an ImageNet recipe: each
    validation and test scan is its centre 8x8 scaled back up to 12x12 (a 1.5x zoom: every cell looks
    half as large again); training scans are fed whole."""
    import numpy as np

    x, y = _crumbs(74203, sum(SIZES))
    idx = np.clip(np.round(np.linspace(2, 9, 12)).astype(int), 2, 9)
    x[SIZES[0] :] = x[SIZES[0] :][:, idx][:, :, idx]
    return _patch_splits(x, y, SIZES, "bread-crumb-scans-12", _stats(x[: SIZES[0]]))


def grader_scale_reversed(share: float) -> Callable[[Splits, int], Splits]:
    """The bug: a second bakery's grader files the grades on the reversed scale (their 1 is our 5):
    `share` of the training scans carry grade 4 - y (fine and even <-> collapsed, open <-> dense,
    tunnelled kept); validation and test were graded in-house."""

    def fault(data: Splits, seed: int) -> Splits:
        import torch

        g = torch.Generator().manual_seed(seed + 91)
        y = data.y_train.clone()
        hit = torch.rand(y.shape, generator=g) < share
        y[hit] = 4 - y[hit]
        return replace(data, y_train=y)

    return fault


ELEVATOR_EVENTS = (
    "<pad>",
    "lobby-up-call",
    "upper-down-call",
    "mid-up-call",
    "mid-down-call",
    "car-call-lobby",
    "car-call-upper",
    "car-call-mid",
    "door-reopen",
    "door-hold",
    "overload",
    "park-idle",
    "independent-service",
    "inspection-run",
    "fire-recall-test",
)
TRAFFIC = ("up-peak", "down-peak", "lunch", "interfloor", "maintenance")
_TRAFFIC_WEIGHTS = (
    {1: 6, 6: 5, 10: 2, 8: 1},
    {2: 5, 4: 2, 5: 6, 9: 1},
    {1: 3, 2: 3, 5: 3, 6: 3, 10: 1, 8: 1},
    {3: 5, 4: 5, 7: 6},
    {11: 3, 12: 3, 13: 3, 14: 2},
)


def _elevators(seed: int, n: int, length: int = 16) -> tuple[Any, Any]:
    """An office tower's elevator controller log, each 5-minute slice of a car group as its first 6-16
    events (left-padded to 16), labelled by the traffic pattern the dispatcher's analyst assigned:
    up-peak (lobby up calls, car calls to upper floors, overloads), down-peak, lunch (both), interfloor
    (mid-floor hall and car calls) or maintenance (park, independent service, inspection runs, a fire
    recall test). Each slice draws its events from a mix of the pattern's own weights and a shared
    base (0.4-0.65 of the events from the base): short slices are ambiguous, so sound sequence models
    stop near 0.8-0.84."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.24, 0.2, 0.2, 0.2, 0.16])
    vocab = len(ELEVATOR_EVENTS)
    base = np.ones(vocab - 1) / (vocab - 1)
    x = np.zeros((n, length), dtype=np.int64)
    for i in range(n):
        own = np.zeros(vocab - 1)
        for token, w in _TRAFFIC_WEIGHTS[y[i]].items():
            own[token - 1] = w
        mix = rng.uniform(0.4, 0.65)
        p = mix * base + (1 - mix) * own / own.sum()
        k = int(rng.integers(6, length + 1))
        events = rng.choice(vocab - 1, k, p=p) + 1
        x[i, length - k :] = events
    return x, y


def elevators(
    seed: int = 74301, sizes: tuple[int, int, int] = SIZES, name: str = "elevator-call-events"
) -> Splits:
    """The slices as (N, 16) event ids (0 pads), 5 classes."""
    x, y = _elevators(seed, sum(sizes))
    return _token_splits(x, y, sizes, name)


RUT_COLUMNS = (
    "log10_cumulative_esal",
    "age_years",
    "max_pavement_temp_c",
    "binder_pg_high",
    "asphalt_thickness_mm",
    "air_voids_pct",
    "subgrade_modulus_mpa",
    "truck_share_pct",
    "outer_lane",
    "surface_treatment",
)


def _ruts(seed: int, n: int, years: int = 1) -> tuple[Any, Any]:
    """A highway agency's pavement survey: the rut depth (mm, under a 1.8 m straightedge) of a 100 m
    segment from its traffic (log cumulative ESALs), age, summer pavement temperature, the binder's
    high PG grade, the asphalt's thickness and air voids, the subgrade's modulus, the truck share, the
    lane and a surface treatment, through a power law of the loading softened by a stiff binder and a
    thick, dense layer, with a hidden construction quality (lognormal, sd 0.18) and the laser's noise
    (0.5 mm): sound MLPs stop near a standardised MSE of 0.14-0.22. `years`: each segment surveyed in that
    many consecutive years (n rows, n // years segments)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    segments = n // years
    age0 = rng.uniform(1, 16, segments)
    aadtt = 10 ** rng.uniform(2.3, 3.7, segments)
    temp = rng.uniform(38, 62, segments)
    pg = rng.choice([58.0, 64.0, 70.0, 76.0], segments)
    thick = rng.uniform(60, 220, segments)
    voids = rng.uniform(3, 9, segments)
    subgrade = rng.uniform(30, 150, segments)
    trucks = rng.uniform(4, 30, segments)
    outer = rng.integers(0, 2, segments).astype(float)
    treat = (rng.random(segments) < 0.3).astype(float)
    quality = rng.lognormal(0, 0.18, segments)
    rows, depth = [], []
    for year in range(years):
        age = age0 + year
        esal = np.log10(aadtt * 365 * age * (1 + 0.6 * outer))
        load = np.clip(esal - 4.0, 0.05, None) ** 1.4
        soft = (1 + 0.045 * (temp - 50)) * (1.6 - (pg - 58) / 30) * (1 + 0.09 * (voids - 6))
        layer = (130 / thick) ** 0.5 * (70 / subgrade) ** 0.25 * (1 - 0.25 * treat)
        rut = 1.5 + 3.2 * load * soft * layer * quality + rng.normal(0, 0.5, segments)
        rows.append(np.stack([esal, age, temp, pg, thick, voids, subgrade, trucks, outer, treat], 1))
        depth.append(np.clip(rut, 0.3, None))
    x = np.stack(rows, 1).reshape(segments * years, len(RUT_COLUMNS))
    return x, np.stack(depth, 1).reshape(segments * years)


def ruts(seed: int = 74401, sizes: tuple[int, int, int] = SIZES, name: str = "asphalt-rut-depth") -> Splits:
    """The survey rows, features and rut depth standardised on the training rows."""
    x, y = _ruts(seed, sum(sizes))
    return _regression_table(name, x, y, sizes)


def ruts_long() -> Splits:
    """A 2,000-segment draw."""
    return ruts(74402, (2000, 300, 300), "asphalt-rut-depth-2000")


def ruts_in_mm() -> Splits:
    """Not a fault: the rut depth left in millimetres (the features standardised)."""
    x, y = _ruts(74403, sum(SIZES))
    return _regression_table("asphalt-rut-depth-mm", x, y, SIZES, target_scaled=False)


def ruts_rowwise_split() -> Splits:
    """The bug: the agency's five survey years of 260 segments (1,300 rows) split row-wise at random
    into training and validation, so every validation segment's other years sit in training; the
    test rows are 300 segments of another district, never seen."""
    import numpy as np

    x, y = _ruts(74404, 1300, years=5)
    order = np.random.default_rng(74405).permutation(1300)
    x_new, y_new = _ruts(74406, 300)
    return _regression_table(
        "asphalt-rut-depth",
        np.concatenate([x[order], x_new]),
        np.concatenate([y[order], y_new]),
        SIZES,
    )


BIKE_COLUMNS = (
    "hour",
    "weekday",
    "temperature_c",
    "precipitation_mm",
    "docks",
    "metro_distance_m",
    "residents_per_km2",
    "jobs_per_km2",
    "holiday",
    "elevation_m",
)
DEMAND_CLASSES = ("empty-risk", "draining", "balanced", "filling", "full-risk")


def _bikes(seed: int, n: int) -> tuple[Any, Any]:
    """A bike-share operator's station-hours, labelled by the rebalancing team's demand class of the
    next hour (empty risk, draining, balanced, filling, full risk), from the hour, weekday, weather, the
    station's docks, its distance to the metro, the residents and jobs around it, holidays and its
    elevation: a net-flow score (residential stations drain in the morning peak and fill in the
    evening, office stations the reverse, hilltop stations drain, rain damps everything) divided by the
    docks plus a logistic noise, cut into five ordered classes: sound MLPs stop near 0.55-0.62."""
    import numpy as np

    rng = np.random.default_rng(seed)
    hour = rng.integers(5, 24, n).astype(float)
    weekday = rng.integers(0, 7, n).astype(float)
    temp = rng.normal(14, 8, n)
    rain = np.where(rng.random(n) < 0.2, rng.exponential(3, n), 0.0)
    docks = rng.integers(12, 40, n).astype(float)
    metro = rng.uniform(50, 1500, n)
    residents = rng.lognormal(8.5, 0.6, n)
    jobs = rng.lognormal(8.3, 0.9, n)
    holiday = (rng.random(n) < 0.05).astype(float)
    elevation = rng.uniform(0, 120, n)
    work = (weekday < 5) & (holiday == 0)
    morning = np.exp(-0.5 * ((hour - 8.5) / 1.2) ** 2) * work
    evening = np.exp(-0.5 * ((hour - 17.8) / 1.5) ** 2) * work
    mix = np.log(residents) - np.log(jobs)
    flow = (morning - evening) * (-2.2 * mix) + (elevation - 60) * -0.02 * (1 - 0.5 * evening)
    flow = flow * np.exp(-0.12 * rain) * (1 + 0.015 * np.clip(temp, 0, 30)) * (1 + 400 / (metro + 200))
    score = 28 * flow / docks + rng.logistic(0, 0.2, n)
    y = np.digitize(score, [-1.2, -0.4, 0.4, 1.2])
    x = np.stack([hour, weekday, temp, rain, docks, metro, residents, jobs, holiday, elevation], 1)
    return x, y


def bikes(seed: int = 74501, sizes: tuple[int, int, int] = SIZES, name: str = "bike-share-demand") -> Splits:
    """The station-hours, features standardised on the training rows, 5 classes."""
    x, y = _bikes(seed, sum(sizes))
    return _generated(name, x, y, 5, sizes)


def bikes_long() -> Splits:
    """A 2,000-row draw."""
    return bikes(74502, (2000, 300, 300), "bike-share-demand-2000")


def one_station_group(data: Splits, _seed: int) -> Splits:
    """The bug: the training query's `WHERE station_group = 'A'` (a filter left from a pilot) keeps 110
    of the 1,000 station-hours; validation and test are the whole network."""
    return replace(data, x_train=data.x_train[:110], y_train=data.y_train[:110])


# ---------------------------------------------------------------- injected faults (and healthy hooks)


def tempered_ce(logits: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    """The bug: the distillation script's `F.cross_entropy(logits / T, y)` with T = 20 kept for the
    hard-label run without a teacher: the gradients are 20 times smaller and the outputs must grow
    20-fold before the loss can fall."""
    from torch import nn

    return nn.functional.cross_entropy(logits / 20.0, target)


def _softmax_dim0(inner: Any, x: torch.Tensor) -> torch.Tensor:
    out: torch.Tensor = inner(x).softmax(0)
    return out


softmax_over_batch = _wrapper(_softmax_dim0)
softmax_over_batch.__doc__ = """The bug: the classifier ends in `nn.Softmax(dim=0)` (the batch axis)
and its output goes into nn.CrossEntropyLoss: each column sums to 1 over the batch, so the "class
probabilities" of one slice are tiny numbers the cross-entropy's own log-softmax sees as near-equal."""


def _rolled(inner: Any, x: torch.Tensor) -> torch.Tensor:
    import torch

    out: torch.Tensor = inner(x)
    if not torch.is_grad_enabled():
        out = out.roll(1, 0)
    return out


eval_off_by_one = _wrapper(_rolled)
eval_off_by_one.__doc__ = """The bug: the evaluation loop collects `preds[i]` for `targets[i + 1]`
(an index shifted by the header row of the exported target file): every validation and test window
is scored against its neighbour's label."""


def uniform_init(net: Any) -> Any:
    """The bug: a TF1 port's `init = tf.random_uniform_initializer(-1, 1)` written as
    `nn.init.uniform_(m.weight, -1.0, 1.0)` for every Linear layer: weights ~10 times the default."""
    import torch
    from torch import nn

    with torch.no_grad():
        for module in net.modules():
            if isinstance(module, nn.Linear):
                module.weight.uniform_(-1.0, 1.0)
    return net


def bias_minus_3(net: Any) -> Any:
    """The bug: `bias_init: -3.0` from a focal-loss recipe (the prior of a rare-event head's output)
    applied through `model.apply` to every Linear's bias: the hidden ReLUs start below zero for
    nearly every input."""
    import torch
    from torch import nn

    with torch.no_grad():
        for module in net.modules():
            if isinstance(module, nn.Linear):
                module.bias.fill_(-3.0)
    return net


def _tide_jitter(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.roll(x, int(torch.randint(-6, 7, (1,))), dims=-1)
    return x * torch.exp(0.15 * (torch.rand(len(x), 1) * 2 - 1)) + 0.3 * torch.randn_like(x)


def _crumb_flips(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.where(torch.rand(len(x), 1, 1, 1) < 0.5, x.flip(-1), x)
    x = x + (torch.rand(len(x), 1, 1, 1) - 0.5) * 0.4
    return x + 0.35 * torch.randn_like(x)


tide_jitter = _augmented(_tide_jitter)
tide_jitter.__doc__ = """Not a fault: in training mode each batch of windows moves by up to 6 samples
(circularly), each window is scaled by 0.86-1.16 and given 0.3 sd of extra noise."""
crumb_flips = _augmented(_crumb_flips)
crumb_flips.__doc__ = """Not a fault: in training mode each crumb scan is mirrored left-right with
probability 0.5, its brightness moved by up to 0.2 sd and given 0.35 sd of extra noise."""


# ---------------------------------------------------------------- the variants


def ZZQ(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by battery zf's runner (through every earlier wrapper)."""
    return L(*args, runs=runs or zf_runs(), **kw)


CH16 = {"channels": 16}
H48 = {"hidden": 48}
LABEL_NOISE = ("train-val-gap", "undertrained", "slow-convergence")

FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    ZZQ(
        "vzzq-lr-scaling-rule-twice-transformer-elevator",
        Plan(elevators, "transformer", 3e-3 / 64, "adamw", weight_decay=0.01, epochs=10, log_every=8),
        ("slow-convergence",),
        "learning-rate-too-low",
        "the linear scaling rule applied twice (lr = base * 32 / 256 in the config loader and again in "
        "the training script, meant for a 256-batch recipe's lr of 3e-3): AdamW at lr 4.7e-5 (weight "
        "decay 0.01) on a small transformer over the elevator slices for 10 epochs (every 8th step "
        "logged): epoch means 1.7, 1.62, 1.56, 1.52 ... 1.33, 1.29 in a slow straight descent, the val "
        "loss 1.65, 1.6, 1.57 ... 1.35, 1.31 and val accuracy 0.263 to 0.47, test 1.31 and 0.527 (at "
        "3e-3: ~0.49 and 0.84)",
        STALL,
        family="transformer",
        dataset="elevator-call-events",
        seed=71001,
        runs=zf_runs(hparams={"base_lr": 3e-3, "lr_scale": "(32/256)**2"}),
    ),
    ZZQ(
        "vzzq-lr-finder-minimum-adam-gru-elevator",
        Plan(elevators, "gru", 0.3, "adam", epochs=8, log_every=4, model_kw=H48),
        ("gradient-explosion",),
        "learning-rate-too-high",
        "the lr finder's suggestion read at the loss minimum (lr 0.3) instead of the steepest descent: "
        "Adam at lr 0.3 on a GRU (hidden 48) over the elevator slices for 8 epochs (every 4th step "
        "logged): losses 2.89, 3.71, 3, 3.25 ... 2.05, 1.5 (ln 5 = 1.61), gradient norms 3.3 to 449, the"
        " val loss 3.52, 2.91, 3.08, 1.94, 2.19, 2.44, 2.46, 2.93 and val accuracy 0.36-0.53, test 2.86 "
        "and 0.497 (at 3e-3: ~0.5 and 0.8-0.84)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="rnn",
        dataset="elevator-call-events",
        seed=71002,
        runs=zf_runs(hparams={"lr_finder": "min_loss"}),
    ),
    ZZQ(
        "vzzq-milestones-in-epochs-stepped-per-batch-cnn1d-tides",
        Plan(tides, "cnn1d", 3e-3, "adam", epochs=12, log_every=8, schedule="multistep", model_kw=CH16),
        ("slow-convergence",),
        "lr-decay-too-fast",
        "MultiStepLR(milestones=[4, 8, 11], gamma=0.1) written in epochs but registered with "
        "interval='step': Adam's lr of 3e-3 is cut to 3e-6 by the 11th of 384 optimizer steps; a "
        "16-channel 1-D CNN over the tide residuals for 12 epochs (every 8th step logged, lr 3e-4 at the"
        " first log, 3e-6 from the second): epoch means 1.55 then 1.54 for the whole run, the val loss "
        "1.52 at all 12 evaluations and val accuracy 0.367 to 0.377, test 1.53 and 0.36 (a sound run: "
        "~0.8 and 0.67-0.7)",
        STALL,
        family="cnn",
        dataset="tide-gauge-residuals",
        seed=71003,
        runs=zf_runs(
            schedule=multistep((4, 8, 11), 0.1), hparams={"milestones": [4, 8, 11], "interval": "step"}
        ),
    ),
    ZZQ(
        "vzzq-clip-on-manual-optimization-ignored-lstm-elevator",
        Plan(elevators, "lstm", 2.0, "sgd", momentum=0.9, epochs=8, log_every=4, model_kw=H48),
        ("loss-runaway", "gradient-explosion"),
        "no-gradient-clipping",
        "Trainer(gradient_clip_val=1.0) on a LightningModule with automatic_optimization=False, where "
        "Lightning does not clip (and the manual loop never calls clip_gradients), under an LSTM "
        "recipe's SGD at lr 2.0 (momentum 0.9) tuned with clipping: an LSTM (hidden 48) over the "
        "elevator slices for 8 epochs (every 4th step logged): losses 1.7, 1.14, 1.09 ... up to 7.05, "
        "gradient norms 0.42-10.7, epoch means 1.19, 1.48, 3.01, 3.73, 4.52, 3.72, 3.88, 3.84, the val "
        "loss 1.7, 2.92, 3.71, 4.2 ... 2.81 and val accuracy 0.543 falling to 0.34-0.47, test 2.75 and "
        "0.49",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="rnn",
        dataset="elevator-call-events",
        seed=71004,
        runs=zf_runs(hparams={"gradient_clip_val": 1.0, "automatic_optimization": False}),
    ),
    ZZQ(
        "vzzq-zero-grad-on-scheduler-copy-sgd-mlp-bikes",
        Plan(
            bikes, "mlp", 0.01, "sgd", momentum=0.9, epochs=10, log_every=4, zero_grad=False, model_kw=MLP64
        ),
        ("gradient-explosion", "loss-oscillation"),
        "missing-zero-grad",
        "a helper builds a second optimizer over the same parameters for the warm-up scheduler, and the "
        "loop calls zero_grad() on that copy while stepping the real SGD (momentum 0.9, lr 0.01): the "
        "gradients are never cleared and pile up step after step; a 2x64 MLP over the station-hours for "
        "10 epochs (every 4th step logged): gradient norms 1.4 rising to 28.3, epoch means 1.65, 2.07, "
        "1.71, 1.79, 1.86, 2.78, 4.08, 5.05, 3.77, 5.03, the val loss 1.56, 1.77 ... 5.01, 4.2, 5.91 and"
        " val accuracy 0.12-0.32, test 5.34 and 0.13 (a sound run: ~1.05 and 0.6)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="mlp",
        dataset="bike-share-demand",
        seed=71005,
    ),
    # --- data
    ZZQ(
        "vzzq-grader-scale-reversed-cnn-crumbs",
        Plan(
            crumbs,
            "cnn",
            2e-3,
            "adam",
            epochs=30,
            log_every=16,
            data_fault=grader_scale_reversed(0.35),
            model_kw=CH16,
        ),
        ("overfitting",),
        "label-noise",
        "a second bakery's grader files the grades on the reversed scale (their 1 is our 5): 35% of the "
        "training scans carry grade 4 - y (fine and even <-> collapsed, open <-> dense); validation and "
        "test graded in-house; a 16-channel CNN under Adam lr 2e-3 for 30 epochs (every 16th step "
        "logged): epoch means 1.53, 1.35, 1.22 ... 0.0128, 0.0112 as it memorises, the val loss 1.29, "
        "1.28, 1.11, 1.11, its minimum 1.04 at epoch 5, then up to 2.16, val accuracy 0.643 at best, "
        "0.533 at the end, test 2.26 and 0.493 (clean grades: ~0.63 and 0.74)",
        LABEL_NOISE,
        family="cnn",
        dataset="bread-crumb-scans",
        seed=71006,
    ),
    ZZQ(
        "vzzq-gauge-export-in-mm-cnn1d-tides",
        Plan(tides_in_mm, "cnn1d", 1e-3, "adam", epochs=10, log_every=8, model_kw=CH16),
        ("bad-initial-loss",),
        "unnormalized-input",
        "the new gauge's export is in millimetres and the script, written for the old export in metres, "
        "feeds the residuals as they come (no scaling, values of -300 to +400): a 16-channel 1-D CNN "
        "under Adam lr 1e-3 for 10 epochs (every 8th step logged): the first logged loss 3.65 (ln 5 = "
        "1.61), gradient norms 31.8 at the start, 5.7-25 after, epoch means 2.34, 1.19, 1.06 ... 0.88, "
        "0.83, the val loss 1.31, 1.14 ... 0.889, 0.901 and val accuracy 0.423 to 0.66, test 0.953 and "
        "0.59 (scaled: ~0.8 and 0.67-0.7)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="cnn",
        dataset="tide-gauge-residuals",
        seed=71007,
    ),
    ZZQ(
        "vzzq-survey-years-split-row-wise-regression-ruts",
        Plan(
            ruts_rowwise_split,
            "mlp",
            2e-3,
            "adam",
            epochs=40,
            log_every=8,
            model_kw={"width": 128, "num_layers": 2},
        ),
        ("val-test-gap",),
        "data-leakage",
        "five survey years of 260 segments split row-wise at random, so each validation segment's other "
        "years sit in training; the test rows are 300 segments of another district: a 2x128 regression "
        "MLP under Adam lr 2e-3 for 40 epochs (every 8th step logged): epoch means 0.322, 0.0989, 0.0759"
        " ... 0.00667, 0.00679, the val MSE 0.124, 0.0955, 0.0823 ... 0.0147, 0.0134, while the test MSE"
        " is 0.272 (a sound segment-wise run: ~0.16-0.22 on its own validation)",
        (*EVAL, "zero-train-loss"),
        family="regression",
        dataset="asphalt-rut-depth",
        seed=71008,
    ),
    ZZQ(
        "vzzq-test-scans-jpeg-quality-10-bncnn-crumbs",
        Plan(crumbs_jpeg_test, "bncnn", 2e-3, "adam", epochs=10, log_every=8, model_kw=CH16),
        ("val-test-gap",),
        "distribution-shift",
        "the test scans come from the new line's scanner, which saves JPEGs at quality 10 (each 4x4 "
        "block of a patch nearly flat, the grey levels in eighths), scaled with the training statistics:"
        " a batch-norm CNN under Adam lr 2e-3 for 10 epochs (every 8th step logged): losses 1.47, 1.34, "
        "1.27 ... 0.549, 0.517, the val loss 1.23, 1.19, 1.02 ... 0.949, 0.691 and val accuracy 0.427 to"
        " 0.73, test 1.28 and 0.43",
        EVAL,
        family="cnn-bn",
        dataset="bread-crumb-scans",
        seed=71009,
    ),
    ZZQ(
        "vzzq-station-group-filter-110-rows-mlp-bikes",
        Plan(
            bikes,
            "mlp",
            2e-3,
            "adam",
            epochs=60,
            batch_size=16,
            log_every=4,
            data_fault=one_station_group,
            model_kw={"width": 128, "num_layers": 2},
        ),
        ("overfitting", "train-val-gap"),
        "insufficient-data",
        "the training query's WHERE station_group = 'A' (a filter left from a pilot) keeps 110 of the "
        "1,000 station-hours; validation and test are the whole network: a 2x128 MLP under Adam lr 2e-3 "
        "at batch 16 for 60 epochs (7 steps an epoch, every 4th logged): epoch means 1.56, 1.39, 1.26 "
        "... 0.00988, 0.00948, the val loss 1.52, 1.46, 1.43, its minimum 1.39, then up to 3.84 and val "
        "accuracy 0.42-0.487, 0.427 at the end, test 3.47 and 0.47 (the full extract: ~1.05 and 0.6)",
        (*EVAL, "zero-train-loss"),
        family="mlp",
        dataset="bike-share-demand",
        seed=71010,
    ),
    ZZQ(
        "vzzq-log-read-in-time-order-no-shuffle-gru-elevator",
        Plan(
            elevators,
            "gru",
            3e-3,
            "adam",
            epochs=8,
            log_every=1,
            shuffle=False,
            sort_by_class=True,
            model_kw=H48,
        ),
        ("periodic-loss",),
        "data-not-shuffled",
        "the controller logs read in time order with shuffle=False; the analyst's export is ordered by "
        "the time of day, so each epoch runs through the up-peak slices, then down-peak, lunch, "
        "interfloor and the night's maintenance: a GRU (hidden 48) under Adam lr 3e-3 for 8 epochs "
        "(every step logged): step losses in a pattern that repeats each epoch, epoch means 1.76, 1.54, "
        "1.29, 1.14, 1.12, 0.914, 0.86, 0.772, the val loss 1.5, 1.3, 1.03 ... 0.589, 0.573 and val "
        "accuracy 0.387 to 0.79, test 0.604 and 0.767 (a shuffled run: ~0.5 and 0.8-0.84)",
        (*RUNAWAY, "undertrained"),
        family="rnn",
        dataset="elevator-call-events",
        seed=71011,
    ),
    # --- evaluation
    ZZQ(
        "vzzq-eval-resize-center-crop-cnn-crumbs",
        Plan(crumbs_center_crop_eval, "cnn", 2e-3, "adam", epochs=10, log_every=8, model_kw=CH16),
        ("train-val-gap",),
        "eval-pipeline-mismatch",
        "the evaluation transform is Resize + CenterCrop from an ImageNet recipe: each validation and "
        "test scan is its centre 8x8 scaled back up to 12x12 (a 1.5x zoom), training scans fed whole: a "
        "16-channel CNN under Adam lr 2e-3 for 10 epochs (every 8th step logged): epoch means 1.39, 1, "
        "0.913 ... 0.314, 0.237, the val loss 1.23, 1.5, 1.23, 1.39 ... 1.6, 1.82 and val accuracy "
        "0.39-0.52, test 1.89 and 0.48 (a sound run: ~0.63 and 0.74)",
        EVAL,
        family="cnn",
        dataset="bread-crumb-scans",
        seed=71012,
    ),
    ZZQ(
        "vzzq-eval-targets-off-by-one-bncnn1d-tides",
        Plan(
            tides, "bncnn1d", 3e-3, "adam", epochs=10, log_every=8, model_fault=eval_off_by_one, model_kw=CH16
        ),
        ("metric-at-baseline", "train-val-gap"),
        "wrong-eval-logic",
        "the evaluation loop pairs preds[i] with targets[i + 1] (an index shifted by the header row of "
        "the exported target file): each validation and test window is scored against its neighbour's "
        "label; a batch-norm 1-D CNN under Adam lr 3e-3 for 10 epochs (every 8th step logged): epoch "
        "means 1.34, 1.09, 0.964 ... 0.811, 0.792, the val loss 1.77, 2.03, 2.15 ... 2.98, 2.98 and val "
        "accuracy 0.207-0.267 (chance 0.2), test 3.27 and 0.183",
        EVAL,
        family="cnn-bn",
        dataset="tide-gauge-residuals",
        seed=71013,
    ),
    ZZQ(
        "vzzq-test-loads-smoke-run-checkpoint-resnet-crumbs",
        Plan(crumbs, "resnet", 2e-3, "adam", epochs=8, log_every=8),
        ("val-test-gap",),
        "wrong-checkpoint-loaded",
        "the test script's ckpt_path points at checkpoints/smoke/last.ckpt, written by the 10-step smoke"
        " run that shares the checkpoint folder: a small residual net under Adam lr 2e-3 for 8 epochs "
        "(every 8th step logged): epoch means 1.33, 1.14, 1.02 ... 0.819, 0.777, the val loss 1.23, "
        "1.19, 1.02 ... 0.824, 0.911 and val accuracy 0.51 to 0.68, 0.603 last, while the test (the "
        "smoke weights) gives 1.49 and 0.323",
        EVAL,
        family="resnet",
        dataset="bread-crumb-scans",
        seed=71014,
        runs=zf_runs(test_at_step=10, hparams={"ckpt_path": "checkpoints/smoke/last.ckpt"}),
    ),
    # --- model
    ZZQ(
        "vzzq-tf1-uniform-init-minus1-1-regression-ruts",
        Plan(
            ruts,
            "mlp",
            1e-3,
            "adam",
            epochs=15,
            log_every=8,
            model_fault=uniform_init,
            model_kw={"width": 128, "num_layers": 3},
        ),
        ("bad-initial-loss",),
        "poor-initialization",
        "a TF1 port's random_uniform_initializer(-1, 1) written as nn.init.uniform_(m.weight, -1.0, 1.0)"
        " for every Linear layer (weights ~10x the default) on a 3x128 regression MLP under Adam lr 1e-3"
        " over the standardised rut depths for 15 epochs (every 8th step logged): epoch means 4,060, "
        "1,390, 896, 634 ... 116, 102, the val MSE 2,160, 1,370, 1,070 ... 558, 584, test 560 (a sound "
        "run: ~0.16-0.22)",
        (*RUNAWAY, "loss-runaway", "undertrained", "overfitting"),
        family="regression",
        dataset="asphalt-rut-depth",
        seed=71015,
    ),
    ZZQ(
        "vzzq-distillation-temperature-20-hard-labels-mlp-bikes",
        Plan(bikes, "mlp", 1e-3, "adam", epochs=12, log_every=8, model_kw=MLP64),
        ("slow-convergence",),
        "wrong-loss-function",
        "the distillation script's F.cross_entropy(logits / T, y) with T = 20 kept for a hard-label run "
        "without a teacher: a 2x64 MLP under Adam lr 1e-3 over the station-hours for 12 epochs (every "
        "8th step logged): losses 1.61, 1.6, 1.6, 1.6, 1.59 ... 1.1, 1.2, 1.2, gradient norms "
        "0.023-0.45, the val loss 1.59, 1.56, 1.5, 1.41 ... 1.21, 1.2 and val accuracy 0.437 to 0.527, "
        "test 1.2 and 0.513 (a sound run: ~1.05 and 0.6)",
        (*STALL, "bad-initial-loss"),
        family="mlp",
        dataset="bike-share-demand",
        seed=71016,
        runs=zf_runs(loss=tempered_ce, hparams={"temperature": 20, "teacher": None}),
    ),
    ZZQ(
        "vzzq-softmax-over-batch-axis-lstm-elevator",
        Plan(
            elevators,
            "lstm",
            3e-3,
            "adam",
            epochs=8,
            log_every=8,
            model_fault=softmax_over_batch,
            model_kw=H48,
        ),
        ("slow-convergence",),
        "wrong-operator",
        "the classifier ends in nn.Softmax(dim=0) (the batch axis) and its output goes into "
        "nn.CrossEntropyLoss: an LSTM (hidden 48) under Adam lr 3e-3 over the elevator slices for 8 "
        "epochs (every 8th step logged): losses 1.61, 1.6, 1.59, 1.56 ... 1.46-1.51, gradient norms "
        "0.008-0.95, the val loss 1.6 then 1.59 at every evaluation while val accuracy is 0.72-0.79, "
        "test 1.59 and 0.757 (a sound LSTM: ~0.5 and 0.8)",
        (*STALL, "bad-initial-loss"),
        family="rnn",
        dataset="elevator-call-events",
        seed=71017,
    ),
    ZZQ(
        "vzzq-bias-init-minus-3-every-linear-regression-ruts",
        Plan(ruts, "mlp", 1e-3, "adam", epochs=15, log_every=8, model_fault=bias_minus_3, model_kw=MLP64),
        ("slow-convergence",),
        "dead-relu",
        "bias_init: -3.0 from a focal-loss recipe (a rare-event head's prior) applied through "
        "model.apply to every Linear's bias, the hidden ReLUs below zero for nearly every input and the "
        "output starting at -3: a 2x64 regression MLP under Adam lr 1e-3 over the standardised rut "
        "depths for 15 epochs (every 8th step logged): epoch means 9.91, 9.72, 9.53 ... 7.68, 7.52, the "
        "val MSE 10, 9.82, 9.64 ... 7.78, 7.63, test 7.38 (a sound run: ~0.16-0.22)",
        (*STALL, "bad-initial-loss", "gradient-vanishing"),
        family="regression",
        dataset="asphalt-rut-depth",
        seed=71018,
    ),
    ZZQ(
        "vzzq-sigmoid-passed-to-hidden-layers-6-deep-mlp-bikes",
        Plan(
            bikes,
            "mlp",
            1e-3,
            "sgd",
            momentum=0.9,
            epochs=12,
            log_every=8,
            model_kw={"width": 64, "num_layers": 6, "activation": "sigmoid"},
        ),
        ("slow-convergence",),
        "vanishing-gradients",
        "activation='sigmoid' from the config's output section passed down to the builder, which applies"
        " it to all six hidden layers of a 6x64 MLP under SGD momentum 0.9 lr 1e-3 over the "
        "station-hours for 12 epochs (every 8th step logged): epoch means 1.63, then 1.57 for the rest "
        "of the run, the val loss 1.56 then 1.54 and val accuracy 0.313 (the empty-risk share) at every "
        "evaluation, test 1.59 and 0.29 (a sound run: ~1.05 and 0.6)",
        (*STALL, "gradient-vanishing"),
        family="mlp",
        dataset="bike-share-demand",
        seed=71019,
    ),
    # --- workflow
    ZZQ(
        "vzzq-limit-val-batches-0-debug-profile-bncnn1d-tides",
        Plan(tides, "bncnn1d", 3e-3, "adam", epochs=8, log_every=8, val_every_epochs=100, model_kw=CH16),
        ("missing-validation",),
        "missing-eval-set",
        "limit_val_batches=0 from the debug profile the launcher merges into every config: no validation"
        " runs during training (transformers' layout: evaluation_strategy 'no', the one final evaluate "
        "call of the script); a batch-norm 1-D CNN under Adam lr 3e-3 for 8 epochs (every 8th step "
        "logged): losses 1.56, 1.36, 1.29, 1.24 ... 0.762, 0.891, then one evaluation at the end 0.744 "
        "and 0.69, test 0.725 and 0.703",
        ("undertrained",),
        family="cnn-bn",
        dataset="tide-gauge-residuals",
        seed=71020,
        runs=zf_runs(hparams={"limit_val_batches": 0, "profile": "debug"}),
    ),
    ZZQ(
        "vzzq-max-steps-set-to-epochs-resnet-crumbs",
        Plan(crumbs, "resnet", 2e-3, "adam", epochs=30, max_steps=30, log_every=2),
        ("undertrained",),
        "too-few-epochs",
        "Trainer(max_steps=EPOCHS) where max_epochs was meant (the two keyword arguments tab-completed):"
        " a small residual net under Adam lr 2e-3 stops after 30 optimizer steps (one epoch of 32): "
        "losses 1.58, 1.58, 1.47, 1.4, 1.4 ... 1.25, 1.3 (every 2nd step logged), one evaluation: the "
        "val loss 1.3 and accuracy 0.517, test 1.3 and 0.48 (30 epochs: ~0.63 and 0.74)",
        STALL,
        family="resnet",
        dataset="bread-crumb-scans",
        seed=71021,
        runs=zf_runs(hparams={"max_epochs": 30, "max_steps_config": "EPOCHS"}),
    ),
    ZZQ(
        "vzzq-batch-size-is-dataset-size-bncnn-crumbs",
        Plan(crumbs, "bncnn", 1e-3, "adam", epochs=24, batch_size=1000, log_every=1, model_kw=CH16),
        ("slow-convergence",),
        "batch-size-unsuitable",
        "batch_size=len(train_set) (the dataset's length passed where the batch size goes) with the lr "
        "of a batch-32 recipe: a batch-norm CNN under Adam lr 1e-3 takes one step an epoch, 24 steps in "
        "24 epochs (every step logged): losses 1.62, 1.57, 1.53, 1.49 ... 1.24, 1.23, gradient norms "
        "0.88 falling to 0.28, the val loss 1.62, 1.61, 1.6 ... 1.29, 1.28 and val accuracy 0.177 to "
        "0.373, test 1.29 and 0.377 (batch 32: ~0.63-0.8 and 0.7-0.74)",
        (*RUNAWAY, "undertrained"),
        family="cnn-bn",
        dataset="bread-crumb-scans",
        seed=71022,
    ),
)

HEALTHY: tuple[Variant, ...] = (
    ZZQ(
        "vzzq-healthy-cnn-crumbs-flip-noise-augment",
        Plan(crumbs, "cnn", 2e-3, "adam", epochs=15, log_every=8, model_fault=crumb_flips, model_kw=CH16),
        (),
        None,
        "a sound 16-channel CNN under Adam lr 2e-3 with mirror / brightness / noise augmentation for 15 "
        "epochs (every 8th step logged): epoch means 1.34, 1.09, 1.02, 0.901 ... 0.546, 0.522, the val "
        "loss 1.12, 1.09, 0.966 ... 0.672, 0.643 (below the augmented training loss for the first three "
        "epochs, above it later) and val accuracy 0.517 to 0.753, test 0.632 and 0.74",
        family="cnn",
        dataset="bread-crumb-scans",
        seed=71101,
    ),
    ZZQ(
        "vzzq-healthy-cnn1d-tides-dropout-jitter",
        Plan(
            tides,
            "cnn1d",
            3e-3,
            "adam",
            epochs=15,
            log_every=8,
            model_fault=tide_jitter,
            model_kw={"channels": 16, "dropout": 0.3},
        ),
        (),
        None,
        "a sound 16-channel 1-D CNN with dropout 0.3 and shift / scale / noise jitter under Adam lr 3e-3"
        " for 15 epochs (every 8th step logged): epoch means 1.47, 1.31, 1.25 ... 0.949, 0.946, the val "
        "loss 1.31, 1.25, 1.17 ... 0.859, 0.86 (below the training loss throughout) and val accuracy "
        "0.473 to 0.643, 0.603 last, test 0.891 and 0.613",
        family="cnn",
        dataset="tide-gauge-residuals",
        seed=71102,
    ),
    ZZQ(
        "vzzq-healthy-gru-elevator-batch8-every-step",
        Plan(elevators, "gru", 1e-3, "adam", epochs=2, batch_size=8, log_every=1, model_kw=H48),
        (),
        None,
        "a sound GRU (hidden 48) under Adam lr 1e-3 at batch 8 for 2 epochs (250 steps, every step "
        "logged): losses 1.63, 1.62, 1.57 ... between 0.28 and 1.65, 0.378 last, gradient norms "
        "0.54-5.5, epoch means 1.29, 0.74, the val loss 0.913, 0.62 and val accuracy 0.69, 0.763, test "
        "0.577 and 0.807",
        family="rnn",
        dataset="elevator-call-events",
        seed=71103,
    ),
    ZZQ(
        "vzzq-healthy-resnet-crumbs-sgd-step-cut",
        Plan(
            crumbs,
            "resnet",
            0.1,
            "sgd",
            momentum=0.9,
            epochs=12,
            log_every=8,
            schedule="step",
            step_size=256,
            gamma=0.1,
        ),
        (),
        None,
        "a sound small residual net under SGD momentum 0.9 at lr 0.1, cut x0.1 at step 256 (epoch 8), "
        "for 12 epochs (every 8th step logged): epoch means 1.3, 0.986, 0.923 ... 0.811, then 0.618, "
        "0.603, 0.596, 0.569, the val loss 2.53, 1.05, 0.911, 0.899, 1.2, 0.732, 1.93, 0.743, then "
        "0.619, 0.62, 0.608, 0.605 after the cut and val accuracy 0.393 to 0.743, test 0.669 and 0.733",
        family="resnet",
        dataset="bread-crumb-scans",
        seed=71104,
    ),
    ZZQ(
        "vzzq-healthy-transformer-elevator-warmup-cosine",
        Plan(
            elevators,
            "transformer",
            3e-3,
            "adamw",
            weight_decay=0.01,
            epochs=12,
            log_every=4,
            schedule="warmup-cosine",
            warmup=80,
        ),
        (),
        None,
        "a sound small transformer under AdamW (weight decay 0.01) lr 3e-3 with an 80-step warm-up and a "
        "cosine over 12 epochs (every 4th step logged): losses 1.9, 1.8, 1.78, 1.72 ... 0.381, 0.318, the "
        "val loss 1.26, 0.646, 0.591, 0.53 ... 0.489, 0.49, 0.491 and val accuracy 0.553 to 0.803, 0.8 "
        "last, test 0.497 and 0.84",
        family="transformer",
        dataset="elevator-call-events",
        seed=71105,
    ),
    ZZQ(
        "vzzq-healthy-regression-ruts-sgd-3000-steps",
        Plan(
            ruts_long,
            "mlp",
            5e-3,
            "sgd",
            momentum=0.5,
            epochs=24,
            batch_size=16,
            log_every=100,
            model_kw=MLP64,
        ),
        (),
        None,
        "a sound 2x64 regression MLP under SGD momentum 0.5 lr 5e-3 at batch 16 over 2,000 segments for "
        "24 epochs (3,000 steps, every 100th logged): losses 0.767, 0.321, 0.163 ... 0.119, 0.122, the "
        "val MSE 0.406, 0.212, 0.187 ... 0.166, 0.155, test 0.141",
        family="regression",
        dataset="asphalt-rut-depth",
        seed=71106,
    ),
    ZZQ(
        "vzzq-healthy-regression-ruts-early-stop",
        Plan(
            ruts,
            "mlp",
            3e-3,
            "adam",
            epochs=80,
            log_every=16,
            early_stop=5,
            model_kw={"width": 128, "num_layers": 2},
        ),
        (),
        None,
        "a sound 2x128 regression MLP under Adam lr 3e-3 with early stopping (patience 5), stopped after"
        " 14 of 80 epochs (every 16th step logged): epoch means 0.321, 0.144, 0.126 ... 0.0728, 0.0687, "
        "the val MSE 0.266, 0.23, 0.224, 0.224, 0.23, its minimum 0.217 (epochs 6 and 9), then "
        "0.219-0.234, test 0.166",
        family="regression",
        dataset="asphalt-rut-depth",
        seed=71107,
    ),
    ZZQ(
        "vzzq-healthy-mlp-bikes-bf16-batch64",
        Plan(bikes, "mlp", 3e-3, "adam", epochs=25, batch_size=64, log_every=2, bf16=True, model_kw=MLP64),
        (),
        None,
        "a sound 2x64 MLP under bf16-mixed autocast, Adam lr 3e-3 at batch 64 for 25 epochs (every 2nd "
        "step logged): epoch means 1.52, 1.31, 1.18 ... 0.713, 0.714, the val loss 1.41, 1.25, 1.21 ... "
        "its minimum 1.11, then 1.13-1.16 and val accuracy 0.48 to 0.6, 0.59 last, test 1.09 and 0.55",
        family="mlp",
        dataset="bike-share-demand",
        seed=71108,
    ),
    ZZQ(
        "vzzq-healthy-mlp-bikes-short-50-steps",
        Plan(bikes, "mlp", 3e-3, "adam", epochs=2, batch_size=40, log_every=1, model_kw=MLP64),
        (),
        None,
        "a sound 2x64 MLP under Adam lr 3e-3 at batch 40 for 2 epochs (50 steps, every step logged), still "
        "improving when it ends: losses 1.6, 1.56, 1.58 ... 1.1, 1.2, 1.39, epoch means 1.48, 1.22, the val"
        " loss 1.33, 1.23 and val accuracy 0.487, 0.513, test 1.21 and 0.51",
        family="mlp",
        dataset="bike-share-demand",
        seed=71109,
    ),
    ZZQ(
        "vzzq-healthy-cnn1d-tides-cyclic",
        Plan(tides, "cnn1d", 1e-3, "adam", epochs=12, log_every=4, schedule="cyclic", model_kw=CH16),
        (),
        None,
        "a sound 16-channel 1-D CNN under Adam with a triangular CyclicLR between 3e-4 and 8e-3 (64 "
        "steps up, 64 down) for 12 epochs (every 4th step logged): losses 1.61, 1.6, 1.55 ... 0.757, "
        "0.806, the val loss 1.35, 1.18, 1.18 ... 0.873, 0.906, 0.789, 0.768 and val accuracy 0.45 to "
        "0.687, test 0.785 and 0.7",
        family="cnn",
        dataset="tide-gauge-residuals",
        seed=71110,
        runs=zf_runs(schedule=cyclic(3e-4, 8e-3, 64), hparams={"cyclic": [3e-4, 8e-3, 64]}),
    ),
    ZZQ(
        "vzzq-healthy-lstm-elevator-plateau",
        Plan(
            elevators,
            "lstm",
            3e-3,
            "adam",
            epochs=14,
            log_every=8,
            schedule="plateau",
            gamma=0.3,
            model_kw=H48,
        ),
        (),
        None,
        "a sound LSTM (hidden 48) under Adam lr 3e-3 with ReduceLROnPlateau (x0.3) for 14 epochs (every 8th"
        " step logged): losses 1.5, 1.34, 1.21 ... between 0.09 and 0.84, gradient norms 0.31-4.9, epoch "
        "means 1.32, 0.817, 0.631 ... 0.409, 0.409, the val loss 0.91, 0.676, 0.589, 0.545, 0.554, 0.533, "
        "then 0.525-0.535 and val accuracy 0.653 to 0.8, 0.79 last, test 0.508 and 0.83",
        family="rnn",
        dataset="elevator-call-events",
        seed=71111,
    ),
    ZZQ(
        "vzzq-healthy-mlp-bikes-dropout-05",
        Plan(
            bikes,
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
        "losses 1.65, 1.59, 1.56, 1.47 ... 1.06, 1.07, the val loss 1.49, 1.37, 1.29, 1.25 ... 1.15, 1.14 "
        "(the windows' losses at each epoch's end 1.47, 1.39, 1.27 ... 1.11, 1.12, 1.07: level with the "
        "val loss under dropout) and val accuracy 0.463 to 0.577, test 1.08 and 0.547",
        family="mlp",
        dataset="bike-share-demand",
        seed=71112,
    ),
    ZZQ(
        "vzzq-healthy-bncnn-crumbs-eval-every-3",
        Plan(
            crumbs,
            "bncnn",
            2e-3,
            "adamw",
            weight_decay=0.01,
            epochs=15,
            log_every=8,
            val_every_epochs=3,
            model_kw=CH16,
        ),
        (),
        None,
        "a sound batch-norm CNN under AdamW (weight decay 0.01) lr 2e-3 for 15 epochs, evaluated every 3"
        " epochs (every 8th step logged): epoch means 1.37, 1.14, 0.992 ... 0.429, 0.396, the val loss "
        "0.982, 1.1, 0.792, 0.803, 0.94 and val accuracy 0.647, 0.5, 0.68, 0.693, 0.643, test 1.09 and "
        "0.573",
        family="cnn-bn",
        dataset="bread-crumb-scans",
        seed=71113,
    ),
    ZZQ(
        "vzzq-healthy-bncnn1d-tides-half-epoch-eval-rmsprop",
        Plan(tides, "bncnn1d", 1e-3, "rmsprop", epochs=8, log_every=8, val_interval=0.5, model_kw=CH16),
        (),
        None,
        "a sound batch-norm 1-D CNN under RMSprop lr 1e-3 for 8 epochs, validated twice an epoch (every 8th"
        " step logged): epoch means 1.23, 1.05, 0.992, 0.944, 0.901, 0.902, 0.898, 0.871, the val loss 1.3,"
        " 1.12, 1.08, 1.04, 0.949 ... 0.864, 0.827, 0.829 and val accuracy 0.47 to 0.687, test 0.813 and "
        "0.69",
        family="cnn-bn",
        dataset="tide-gauge-residuals",
        seed=71114,
    ),
    ZZQ(
        "vzzq-healthy-regression-ruts-in-mm",
        Plan(ruts_in_mm, "mlp", 3e-3, "adam", epochs=20, log_every=8, model_kw=MLP64),
        (),
        None,
        "a sound 2x64 regression MLP under Adam lr 3e-3 with the rut depth left in millimetres (features"
        " standardised) for 20 epochs (every 8th step logged): epoch means 204, 31.3, 12.7, 11.6 ... "
        "8.78, 8.58 (mm^2), the val MSE 70.4, 18.1, 13.9 ... 11, 11.2, test 14.2",
        family="regression",
        dataset="asphalt-rut-depth",
        seed=71115,
    ),
    ZZQ(
        "vzzq-healthy-gru-elevator-sgd-momentum-clip",
        Plan(elevators, "gru", 0.1, "sgd", momentum=0.9, epochs=6, log_every=4, clip=1.0, model_kw=H48),
        (),
        None,
        "a sound GRU (hidden 48) under SGD momentum 0.9 at lr 0.1, gradients clipped at norm 1.0, for 6 "
        "epochs (every 4th step logged): epoch means 1.21, 0.675, 0.577, 0.536, 0.533, 0.473, the val "
        "loss 0.851, 0.662, 0.583, 0.607, 0.56, 0.578 and val accuracy 0.65 to 0.807, 0.787 last, test "
        "0.611 and 0.797",
        family="rnn",
        dataset="elevator-call-events",
        seed=71116,
    ),
    ZZQ(
        "vzzq-healthy-mlp-bikes-adagrad-creeping",
        Plan(bikes_long, "mlp", 0.01, "adagrad", epochs=15, log_every=16, model_kw=MLP64),
        (),
        None,
        "a sound 2x64 MLP under Adagrad lr 0.01 over 2,000 station-hours for 15 epochs (every 16th step "
        "logged), still creeping down: epoch means 1.33, 1.2, 1.17 ... 1.01, 1, the val loss 1.19, 1.15,"
        " 1.13 ... 1.04, 1.03 and val accuracy 0.53 to 0.623, 0.617 last, test 1.03 and 0.603",
        family="mlp",
        dataset="bike-share-demand",
        seed=71117,
    ),
    ZZQ(
        "vzzq-healthy-resnet-crumbs-onecycle",
        Plan(crumbs, "resnet", 5e-3, "adam", epochs=8, log_every=8, schedule="onecycle"),
        (),
        None,
        "a sound small residual net under Adam with a one-cycle schedule peaking at 5e-3 over 8 epochs "
        "(every 8th step logged): epoch means 1.69, 1.37, 1.17, 1.03, 0.885, 0.825, 0.767, 0.748, the "
        "val loss 1.54, 1.2, 1.18, 0.953, 0.954, 0.846, 0.793, 0.782 and val accuracy 0.173 to 0.68, "
        "test 0.793 and 0.697",
        family="resnet",
        dataset="bread-crumb-scans",
        seed=71118,
    ),
    ZZQ(
        "vzzq-healthy-regression-ruts-bf16-cosine-clip",
        Plan(
            ruts,
            "mlp",
            3e-3,
            "adamw",
            weight_decay=0.01,
            epochs=20,
            log_every=8,
            schedule="cosine",
            bf16=True,
            clip=1.0,
            model_kw=MLP64,
        ),
        (),
        None,
        "a sound 2x64 regression MLP under bf16-mixed autocast, AdamW (weight decay 0.01) lr 3e-3 with a"
        " cosine over 20 epochs, gradients clipped at 1.0 (every 8th step logged): epoch means 0.409, "
        "0.151, 0.142 ... 0.0769, 0.0765, the val MSE 0.275, 0.224, 0.229, 0.221, 0.212 ... 0.216, test "
        "0.164",
        family="regression",
        dataset="asphalt-rut-depth",
        seed=71119,
    ),
    ZZQ(
        "vzzq-healthy-bncnn1d-tides-batch16-exp-decay",
        Plan(
            tides,
            "bncnn1d",
            2e-3,
            "adam",
            epochs=6,
            batch_size=16,
            log_every=5,
            schedule="exp",
            gamma=0.999,
            model_kw=CH16,
        ),
        (),
        None,
        "a sound batch-norm 1-D CNN under Adam lr 2e-3 at batch 16 with a per-step exponential decay "
        "(x0.999 a step) for 6 epochs (378 steps, every 5th logged): losses 1.57, 1.52, 1.41, 1.32 ... "
        "between 0.74 and 1.0 at the end, 0.9 last, the val loss 1.09, 0.971, 0.923, 0.852, 0.827, 0.806 "
        "and val accuracy 0.627 to 0.7, 0.68 last, test 0.801 and 0.68",
        family="cnn-bn",
        dataset="tide-gauge-residuals",
        seed=71120,
    ),
    ZZQ(
        "vzzq-healthy-gru-elevator-grad-accumulation-4",
        Plan(
            elevators, "gru", 3e-3, "adam", epochs=16, batch_size=16, accumulate=4, log_every=2, model_kw=H48
        ),
        (),
        None,
        "a sound GRU (hidden 48) under Adam lr 3e-3 at batch 16 with 4 batches accumulated per step (an "
        "effective batch of 64) for 16 epochs (every 2nd optimizer step logged): losses 1.59, 1.55, 1.49"
        " ... 0.372, 0.412, the val loss 1.15, 0.68, 0.569 ... its minimum 0.502, 0.528, 0.54 and val "
        "accuracy 0.627 to 0.807, 0.783 last, test 0.586 and 0.797",
        family="rnn",
        dataset="elevator-call-events",
        seed=71121,
    ),
    ZZQ(
        "vzzq-healthy-mlp-bikes-warmup-linear-wd",
        Plan(
            bikes,
            "mlp",
            3e-3,
            "adamw",
            weight_decay=0.05,
            epochs=15,
            log_every=8,
            schedule="warmup-linear",
            warmup=60,
            model_kw={"width": 128, "num_layers": 3},
        ),
        (),
        None,
        "a sound 3x128 MLP under AdamW (weight decay 0.05) lr 3e-3 with a 60-step warm-up and a linear "
        "decay over 15 epochs (every 8th step logged): epoch means 1.55, 1.23, 1.14 ... 0.633, 0.616, "
        "the val loss 1.38, 1.26, 1.16 ... its minimum 1.07, then 1.09-1.1 and val accuracy 0.48 to "
        "0.63, 0.62 last, test 1.07 and 0.567",
        family="mlp",
        dataset="bike-share-demand",
        seed=71122,
    ),
)
