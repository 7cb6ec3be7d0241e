"""Variant battery zzzu: a look-alike of an external held-out suite, real framework runs (`--battery zzzu`).

    nice -n 10 python benchmarks/variants.py --battery zzzu --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery zzzu [--runs]

Like batteries d-zzzs, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is the log),
trained by battery d's runner through the earlier batteries' wrappers (battery zf's runner with w's
replaced loss and the checkpoint the test loads, l's switched-off evaluation, ze's replaced schedule),
battery zj's augmentation wrapper and this battery's own hooks (an MSE on sigmoid outputs against
one-hot targets, a one-epoch one-cycle lr, a unit-variance weight init), so each case can run in each
of the three layouts; the layout rotation of variants.py picks one.
It was written blind: its author trained it with `--train-only`, read the raw logged numbers of each
run, and never diagnosed or scored it, so it is held-out data for the tool.
Its halves are even (16 faulty, 16 healthy; one fault each, one cause a case, spread over every family
of cause: optimisation, data, evaluation, model, workflow), injected into data sets no battery had at a
realistic strength, in forms earlier batteries did not use (see each case's description and each hook's
docstring).
The data sets are new, all made offline with numpy from known generating models (see each generator): a
kite-surfing school's line-tension traces (steady pull, gusty, looping, luffing, overpowered; 48
readings), a cloud-physics lab's 12x12 hailstone cross-sections (graupel, few-layer, many-layer, lobed,
aggregate), a nest-box camera's event logs (blue tit, great tit, house sparrow, wren, a wood mouse;
left-padded to 24), a limnology group's lake-sediment varves (the log10 thickness of a year's layer from
the summer's melt, the snow, the catchment and the lake; standardised) and a glass studio's defect log
(sound, seeds, stones, cords, cracks from the furnace and the annealing).
Runs of 30 to 3,000 steps: MLPs (2x64 to 3x256, a 4x64 regression stack), 2-D CNNs with and without
batch norm, a small residual net, 1-D CNNs with and without batch norm, GRU and LSTM readers of the
nest-box logs, a small transformer and regression MLPs; plain SGD, SGD with momentum and Nesterov, Adam,
AdamW and RMSprop; constant, warm-up + cosine, step, exponential, plateau and one-cycle schedules;
bf16-mixed autocast, shift / gain / noise and turn / mirror / noise augmentation, dropout, early
stopping, clipping; batches of 8 to 1,000; cadences from every step to once every 100 steps,
evaluations twice an epoch, once an epoch, every 3 epochs or never.
The faulty half: RMSprop at lr 0.05, an lr divided by the training set's size, a one-cycle schedule
sized for one epoch, full-batch steps, sensor readings joined on a mismatched clock (97% zero-filled),
the validation labels from an untrained annotator, raw catchment units under Adam, the ringer's
identification event in the logs, a val split filtered on a label the table does not use, test
cross-sections read as unscaled 8-bit pixels, the test checkpoint picked by a lexicographic sort, MSE on
sigmoid outputs against one-hot targets, a unit-variance weight init, conv biases initialised to -2 (dead
ReLUs), a debug `max_steps` left in the launch script and a training table filtered to one
studio's 60 rows.
The healthy half holds sound runs a naive reader can take for a fault (see the healthy cases'
descriptions): val losses below the training loss under augmentation and dropout, batch-8 noise, a step
lr cut after a val bump, bf16 warm-up bumps, early stopping that triggers, evaluation every 3 epochs,
clipped every-step noise, a transformer's warm-up, a step-scheduled LSTM, a slow plain-SGD regression,
plateau lr cuts, twice-an-epoch bf16 evaluation, an exponentially decayed Nesterov run and a one-epoch run
still improving.
Split, layout rotation and labels follow variants.py's rules; a Lightning case's `every` is its
`log_every_n_steps`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from benchmarks.variants import RUNAWAY, Variant, _generated, _regression_table
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


KITE_STATES = ("steady-pull", "gusty", "looping", "luffing", "overpowered")


def _kites(seed: int, n: int, length: int = 48) -> tuple[Any, Any]:
    """A kite-surfing school's line-tension logs: the load cell on the bar (kgf) read 4 times a second,
    48 readings a trace, labelled by the instructor's note: a steady pull (a level load that wanders
    slowly), gusty (the level plus 3-6 short gust bumps), looping (the kite flown in figure eights: a
    load swinging with a period of 6-12 readings and a second harmonic), luffing (the canopy collapses
    in 1-3 stretches where the load falls near zero, then snaps back) or overpowered (a load that
    climbs through the trace with jerks). Each trace has its own level (15-45 kgf), the sensor's noise
    (1.5-4 kgf) and a slow swell from the waves: sound 1-D CNNs stop near 0.85-0.95."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.24, 0.22, 0.2, 0.18, 0.16])
    t = np.arange(length, dtype=float)
    x = np.zeros((n, length))
    for i in range(n):
        c = int(y[i])
        level = rng.uniform(15, 45)
        trace = level + 0.15 * level * np.sin(2 * np.pi * t / rng.uniform(25, 60) + rng.uniform(0, 6.3))
        if c == 1:
            for at in rng.integers(0, length, int(rng.integers(3, 7))):
                trace += rng.uniform(0.3, 0.7) * level * np.exp(-0.5 * ((t - at) / rng.uniform(0.8, 2)) ** 2)
        elif c == 2:
            period = rng.uniform(6, 12)
            phase = rng.uniform(0, 6.3)
            trace += 0.35 * level * np.sin(2 * np.pi * t / period + phase)
            trace += 0.15 * level * np.sin(4 * np.pi * t / period + 2 * phase)
        elif c == 3:
            for _ in range(int(rng.integers(1, 4))):
                at, width = int(rng.integers(0, length - 4)), int(rng.integers(3, 8))
                trace[at : at + width] *= rng.uniform(0.05, 0.25)
        elif c == 4:
            trace += level * rng.uniform(0.4, 1.0) * t / length
            for at in rng.integers(0, length, int(rng.integers(2, 5))):
                trace[at:] += rng.uniform(0.1, 0.25) * level
        x[i] = trace + rng.normal(0, rng.uniform(1.5, 4), length)
    return x, y


def kites(seed: int = 78101, sizes: tuple[int, int, int] = SIZES, name: str = "kite-line-tension") -> Splits:
    """The traces (N, 48), centred and scaled by the training traces' mean and sd, 5 classes."""
    x, y = _kites(seed, sum(sizes))
    return _signal_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def kites_long() -> Splits:
    """A 2,400-trace draw."""
    return kites(78102, (2400, 300, 300), "kite-line-tension-2400")


def kites_clock_mismatch() -> Splits:
    """The bug: the load-cell stream (stamped at 250 ms) is joined onto the logger's 4 Hz grid with an
    exact-timestamp merge, but the load cell's clock runs 7 ms late: only the ~3% of readings whose
    stamps happen to round onto the grid match, and `fillna(0)` fills the rest with 0 kgf (every split,
    before the scaler)."""
    import numpy as np

    x, y = _kites(78103, sum(SIZES))
    keep = np.random.default_rng(78104).random(x.shape) < 0.03
    x = np.where(keep, x, 0.0)
    return _signal_splits(x, y, SIZES, "kite-line-tension", _stats(x[: SIZES[0]]))


def _hailstones(seed: int, n: int) -> tuple[Any, Any]:
    """A cloud-physics lab's 12x12 crops of thin sections of hailstones under transmitted light (clear
    ice dark, bubbly ice bright), labelled by the lab's growth class: graupel (a soft speckled blob,
    no rings), few-layer (1-2 alternating rings), many-layer (3-5 thin rings), lobed (a ringed core
    with 4-7 lobes grown outwards) or an aggregate (2-3 small ringed cores frozen together). Each
    section has its own size (radius 3.5-5.5 px), a centre shifted by up to 1.5 px, its own contrast
    and the microscope's noise (sd 0.15-0.35 of the contrast): few- and many-layer stones blur into
    one another, so sound CNNs stop near 0.75-0.9."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.22, 0.24, 0.2, 0.18, 0.16])
    yy, xx = np.mgrid[0:12, 0:12].astype(float)
    x = np.zeros((n, 12, 12))
    for i in range(n):
        c = int(y[i])
        cx, cy = 5.5 + rng.uniform(-1.5, 1.5, 2)
        radius = rng.uniform(3.5, 5.5)
        r = np.hypot(xx - cx, yy - cy)
        theta = np.arctan2(yy - cy, xx - cx)
        if c == 0:
            m = (r < radius * (1 + 0.15 * rng.standard_normal((12, 12)))) * rng.uniform(0.4, 1.0, (12, 12))
        elif c in (1, 2):
            rings = rng.uniform(1, 2.5) if c == 1 else rng.uniform(3, 5)
            m = (r < radius) * (0.5 + 0.5 * np.cos(2 * np.pi * rings * r / radius + rng.uniform(0, 6.3)))
        elif c == 3:
            lobes = int(rng.integers(4, 8))
            edge = radius * (0.7 + 0.35 * np.cos(lobes * theta + rng.uniform(0, 6.3)))
            m = (r < edge) * (0.5 + 0.5 * np.cos(2 * np.pi * 2 * r / radius))
        else:
            m = np.zeros((12, 12))
            for _ in range(int(rng.integers(2, 4))):
                bx, by, br = cx + rng.uniform(-3, 3), cy + rng.uniform(-3, 3), rng.uniform(1.5, 2.8)
                rb = np.hypot(xx - bx, yy - by)
                m = np.maximum(m, (rb < br) * (0.5 + 0.5 * np.cos(2 * np.pi * 1.5 * rb / br)))
        contrast = rng.uniform(0.6, 1.4)
        x[i] = contrast * m + rng.normal(0, contrast * rng.uniform(0.15, 0.35), (12, 12))
    return x, y


def hailstones(
    seed: int = 78201, sizes: tuple[int, int, int] = SIZES, name: str = "hailstone-sections-12"
) -> Splits:
    """The sections as (N, 1, 12, 12), centred and scaled by the training sections' mean and sd, 5
    classes."""
    x, y = _hailstones(seed, sum(sizes))
    return _patch_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def hailstones_val_relabelled() -> Splits:
    """The bug: the validation sections were labelled by a summer student from a one-page key (the
    training and test sections by the lab's staff): 40% of the validation labels are another growth
    class, drawn at random."""
    import numpy as np

    x, y = _hailstones(78202, sum(SIZES))
    rng = np.random.default_rng(78203)
    y = y.copy()
    a, b = SIZES[0], SIZES[0] + SIZES[1]
    wrong = rng.random(SIZES[1]) < 0.4
    y[a:b][wrong] = (y[a:b][wrong] + rng.integers(1, 5, int(wrong.sum()))) % 5
    return _patch_splits(x, y, SIZES, "hailstone-sections-12", _stats(x[: SIZES[0]]))


def hailstones_test_unscaled() -> Splits:
    """The bug: the test sections were exported as 8-bit PNGs and read with `np.asarray(img)` without
    the `/ 255` that the training and validation arrays (saved as float .npy in 0-1) never needed:
    every test pixel is 255 times its value before the training set's standardisation."""
    import numpy as np

    x, y = _hailstones(78204, sum(SIZES))
    x = np.clip(x / 3 + 0.5, 0, 1)
    stats = _stats(x[: SIZES[0]])
    x[SIZES[0] + SIZES[1] :] *= 255
    return _patch_splits(x, y, SIZES, "hailstone-sections-12", stats)


NEST_EVENTS = (
    "pad",
    "adult-enters",
    "adult-leaves",
    "moss-carried",
    "feathers-carried",
    "grass-carried",
    "caterpillar-carried",
    "seed-carried",
    "egg-seen",
    "brooding",
    "chicks-calling",
    "faecal-sac-out",
    "two-adults-in",
    "song-at-hole",
    "night-roost",
    "nocturnal-visit",
    "hole-pecked",
)
NEST_OCCUPANTS = ("blue-tit", "great-tit", "house-sparrow", "wren", "wood-mouse")
_NEST_BOOST = ((3, 4, 6, 11), (3, 6, 9, 13), (5, 7, 12, 13), (3, 14, 14, 2), (15, 16, 7, 15))
_NEST_LENGTHS = ((12, 24), (12, 24), (8, 20), (5, 14), (4, 12))


def _nests(seed: int, n: int, length: int = 24, ringer: bool = False) -> tuple[Any, Any]:
    """A nest-box camera's motion-triggered event logs, one box-week a sequence (16 event kinds: an
    adult enters or leaves, moss, feathers, grass, a caterpillar or a seed carried, an egg seen,
    brooding, chicks calling, a faecal sac carried out, two adults in, song at the hole, a night roost,
    a nocturnal visit, the hole pecked), left-padded to 24 with 0, labelled by the occupant the ringer
    identified: a blue tit, a great tit, a house sparrow, a wren (cock nests, song and roosts) or a wood
    mouse. Each occupant is a Markov chain over a shared base that favours its own events (the tits
    share most of theirs), with its own range of lengths; a quarter of the events are misclassified by
    the camera's detector, so sound sequence models stop near 0.7-0.85. `ringer`: the ringer's visit
    appends a 'ringer-confirmed-<occupant>' event (ids 17-21) at the end of the log."""
    import numpy as np

    base_rng = np.random.default_rng(7781)
    kinds = len(NEST_EVENTS) - 1
    base = base_rng.dirichlet(np.full(kinds, 0.5), kinds)
    chains = []
    for c in range(5):
        boost = np.zeros(kinds)
        for e in _NEST_BOOST[c]:
            boost[e - 1] += 0.45 / 4
        chain = 0.55 * base + boost
        chains.append(chain / chain.sum(1, keepdims=True))
    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.3, 0.24, 0.18, 0.16, 0.12])
    x = np.zeros((n, length), dtype=np.int64)
    for i in range(n):
        c = int(y[i])
        events = [int(rng.choice([1, 1, 13]))]
        for _ in range(int(rng.integers(*_NEST_LENGTHS[c])) - 1):
            events.append(int(rng.choice(kinds, p=chains[c][events[-1] - 1])) + 1)
        events = [int(rng.integers(1, kinds + 1)) if rng.random() < 0.25 else e for e in events]
        if ringer:
            events = events[: length - 1] + [kinds + 1 + c]
        x[i, length - len(events) :] = events[-length:]
    return x, y


def nests(seed: int = 78301, sizes: tuple[int, int, int] = SIZES, name: str = "nest-box-events") -> Splits:
    """Box-weeks (N, 24) over 17 ids (0 the padding), 5 classes."""
    x, y = _nests(seed, sum(sizes))
    return _token_splits(x, y, sizes, name)


def nests_ringer_event_kept() -> Splits:
    """The bug: the export joins the ringer's visit log onto the camera's, so each training and
    validation box-week ends with the ringer's 'ringer-confirmed-<occupant>' event; the test set is
    this season's live camera feed, exported before any ringer's visit."""
    import numpy as np

    a = SIZES[0] + SIZES[1]
    x, y = _nests(78302, a, ringer=True)
    xt, yt = _nests(78303, SIZES[2])
    return _token_splits(np.concatenate([x, xt]), np.concatenate([y, yt]), SIZES, "nest-box-events")


VARVE_COLUMNS = (
    "summer_temp_c",
    "melt_days",
    "winter_snow_cm",
    "spring_rain_mm",
    "catchment_area_m2",
    "glacier_cover_frac",
    "lake_area_km2",
    "lake_depth_m",
    "inflow_streams",
    "core_distance_from_inflow_m",
    "core_number",
    "lab_humidity_pct",
)


def _varves(seed: int, n: int) -> tuple[Any, Any]:
    """A limnology group's varve counts, one lake-year a row: the summer's mean temperature, the melt
    days, the winter's snow, the spring rain, the catchment's area (m2, as the GIS exports it), the
    glacier cover, the lake's area and depth, the inflow streams, the core's distance from the main
    inflow, the core's number and the lab's humidity (the last two no bearing). The sediment a year
    delivers grows with the melt (degree-days times the glacier cover and the snow), the rain and the
    catchment, is spread over the lake's area, thins away from the inflow and is read from the core
    with a 10% error. The target is log10 of the layer's thickness (mm): standardised, sound models stop
    near an MSE of 0.03-0.08."""
    import numpy as np

    rng = np.random.default_rng(seed)
    temp = rng.normal(9, 2.5, n)
    melt = np.clip(rng.normal(60 + 8 * (temp - 9), 15), 5, None)
    snow = rng.gamma(3, 40, n)
    rain = rng.gamma(4, 35, n)
    catch = rng.lognormal(np.log(3e7), 0.8, n)
    glacier = rng.beta(1.2, 4, n)
    lake = rng.lognormal(0.5, 0.6, n)
    depth = rng.uniform(5, 80, n)
    streams = rng.integers(1, 7, n).astype(float)
    distance = rng.uniform(100, 3000, n)
    core = rng.integers(1, 40, n).astype(float)
    humidity = rng.uniform(30, 70, n)
    supply = (
        (0.02 * melt * np.maximum(temp, 0.5) * (0.2 + glacier) + 0.004 * snow + 0.003 * rain)
        * (catch / 3e7) ** 0.8
        * (1 + 0.05 * streams)
    )
    thickness = supply / lake * np.exp(-distance / (1500 + 20 * depth)) * rng.lognormal(0, 0.1, n)
    x = np.column_stack(
        [temp, melt, snow, rain, catch, glacier, lake, depth, streams, distance, core, humidity]
    )
    return x, np.log10(thickness)


def varves(seed: int = 78401, sizes: tuple[int, int, int] = SIZES, name: str = "lake-varves") -> Splits:
    """12 standardised columns, the log10 thickness standardised."""
    x, target = _varves(seed, sum(sizes))
    return _regression_table(name, x, target, sizes)


def varves_long() -> Splits:
    """A 3,000-lake-year draw."""
    return varves(78402, (3000, 300, 300), "lake-varves-3000")


def varves_raw_units() -> Splits:
    """The bug: the feature pipeline's StandardScaler step was commented out while profiling; the 12
    columns reach the net in their exported units (the catchment in m2, ~3e7; distances in m), the
    target still standardised."""
    x, target = _varves(78403, sum(SIZES))
    return _regression_table("lake-varves", x, target, SIZES, features_scaled=False)


GLASS_COLUMNS = (
    "furnace_temp_c",
    "glory_hole_temp_c",
    "gather_weight_g",
    "reheats",
    "anneal_hours",
    "anneal_soak_c",
    "cullet_frac",
    "batch_age_days",
    "humidity_pct",
    "blower_years",
    "pipe_preheat_c",
    "studio_id",
    "weekday",
)
GLASS_DEFECTS = ("sound", "seeds", "stones", "cords", "crack")


def _glass(seed: int, n: int) -> tuple[Any, Any]:
    """A glass studio's defect log, one piece a row: the furnace and glory-hole temperatures, the
    gather's weight, the reheats, the annealing's hours and soak temperature, the cullet fraction, the
    batch's age, the humidity, the blower's years at the bench, the pipe's preheat, the studio and the
    weekday (the last two no bearing), labelled by the inspector: sound, seeds (small bubbles from an
    unfined melt: a cool furnace, a fresh batch), stones (unmelted grains: much cullet, a cool furnace),
    cords (streaks of uneven glass: a hot glory hole and many reheats by a new blower) or a crack (a
    short annealing or a soak off 480 C for a heavy piece). Each defect's score is a noisy function of
    its causes; the worst score over a threshold names the defect: sound MLPs stop near 0.75-0.85."""
    import numpy as np

    rng = np.random.default_rng(seed)
    furnace = rng.normal(1150, 30, n)
    glory = rng.normal(1050, 40, n)
    weight = rng.lognormal(6.5, 0.5, n)
    reheats = rng.poisson(6, n).astype(float)
    anneal = rng.uniform(4, 16, n)
    soak = rng.normal(480, 15, n)
    cullet = rng.beta(2, 3, n)
    batch_age = rng.exponential(2, n)
    humidity = rng.uniform(25, 80, n)
    years = rng.exponential(6, n)
    preheat = rng.normal(500, 60, n)
    studio = rng.integers(1, 6, n).astype(float)
    weekday = rng.integers(0, 7, n).astype(float)
    scores = np.column_stack(
        [
            np.full(n, 1.0),
            (1140 - furnace) / 20 + 0.8 * np.exp(-batch_age) + 0.01 * (humidity - 50),
            (cullet - 0.4) * 5 + (1150 - furnace) / 40,
            (glory - 1050) / 30 + 0.25 * (reheats - 6) - 0.15 * years,
            (weight / 1000) * (10 - anneal) / 4 + np.abs(soak - 480) / 15 - 0.5,
        ]
    )
    scores = scores + rng.normal(0, 0.5, scores.shape)
    y = scores.argmax(1)
    x = np.column_stack(
        [
            furnace,
            glory,
            weight,
            reheats,
            anneal,
            soak,
            cullet,
            batch_age,
            humidity,
            years,
            preheat,
            studio,
            weekday,
        ]
    )
    return x, y


def glass(seed: int = 78501, sizes: tuple[int, int, int] = SIZES, name: str = "glass-defects") -> Splits:
    """13 standardised columns, 5 classes."""
    x, y = _glass(seed, sum(sizes))
    return _generated(name, x, y, 5, sizes)


def glass_one_studio() -> Splits:
    """The bug: `df = df[df.studio == STUDIO]`, meant for the per-studio report, runs before the split
    in the training script: the training table keeps one studio's 60 pieces (validation and test are
    the usual 300-piece draws of all studios)."""
    import numpy as np

    x, y = _glass(78502, 60 + SIZES[1] + SIZES[2])
    return _generated("glass-defects", np.asarray(x), np.asarray(y), 5, (60, SIZES[1], SIZES[2]))


# ---------------------------------------------------------------- injected faults (and healthy hooks)


def mse_on_sigmoid(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """The bug: the criterion is `nn.MSELoss()(torch.sigmoid(logits), F.one_hot(y, 5).float())`
    (copied from a multi-label tagging script): each class is an independent squashed output pulled
    towards 0 or 1, with gradients that vanish as the sigmoids saturate."""
    import torch

    target = torch.nn.functional.one_hot(y, out.shape[-1]).float()
    return torch.nn.functional.mse_loss(torch.sigmoid(out.float()), target)


def one_cycle_for_one_epoch(steps: int) -> Callable[[int, int], float]:
    """The bug: `OneCycleLR(opt, max_lr, total_steps=len(train_loader))` (one epoch's steps, the
    `epochs=` argument forgotten), wrapped to hold the last value: a 30% warm-up and a cosine fall to
    1e-4 of the lr within the first epoch, then the lr stays there."""
    import math

    def factor(step: int, _total: int) -> float:
        if step >= steps:
            return 1e-4
        rise = int(0.3 * steps)
        if step < rise:
            return 0.04 + 0.96 * step / rise
        return 1e-4 + (1 - 1e-4) * 0.5 * (1 + math.cos(math.pi * (step - rise) / (steps - rise)))

    return factor


def unit_normal_init(net: nn.Module) -> nn.Module:
    """The bug: the init helper calls `nn.init.normal_(m.weight)` on every Linear (the default std of
    1, meant for an embedding table), biases 0: each layer multiplies the activations' scale by about
    the square root of its width."""
    import torch

    for m in net.modules():
        if isinstance(m, torch.nn.Linear):
            torch.nn.init.normal_(m.weight, 0.0, 1.0)
            torch.nn.init.zeros_(m.bias)
    return net


def conv_bias_minus_two(net: nn.Module) -> nn.Module:
    """The bug: the init helper sets `nn.init.constant_(m.bias, -2.0)` on every conv (a 'sparse
    activations' trick pasted from a paper's code, where it followed a scaled-up weight init): with
    torch's default conv weights the pre-activations sit well below 0 and the ReLUs after both convs
    output (almost) nothing."""
    import torch

    for m in net.modules():
        if isinstance(m, torch.nn.Conv2d):
            torch.nn.init.constant_(m.bias, -2.0)
    return net


def _kite_jitter(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.roll(x, int(torch.randint(-5, 6, (1,))), dims=1)
    return x * (0.85 + 0.3 * torch.rand(len(x), 1)) + 0.35 * torch.randn_like(x)


kite_jitter = _augmented(_kite_jitter)
kite_jitter.__doc__ = """Not a fault: in training mode each batch of traces is shifted by up to 5
readings, scaled by a gain of 0.85-1.15 a trace and given 0.35 sd of noise."""


def _hail_turns(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.rot90(x, int(torch.randint(0, 4, (1,))), dims=(2, 3))
    if bool(torch.rand(()) < 0.5):
        x = torch.flip(x, dims=(3,))
    return x + 0.3 * torch.randn_like(x)


hail_turns = _augmented(_hail_turns)
hail_turns.__doc__ = """Not a fault: in training mode each batch of sections is turned by a multiple
of 90 degrees, mirrored half the time (a thin section has no up) and given 0.3 sd of noise."""


# ---------------------------------------------------------------- the variants


def ZZZU(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by battery zf's runner (through every earlier wrapper)."""
    return L(*args, runs=runs or zf_runs(), **kw)


CH16 = {"channels": 16}
H48 = {"hidden": 48}
W128 = {"width": 128, "num_layers": 2}

FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    ZZZU(
        "vzzzu-rmsprop-lr-005-gru-nests",
        Plan(nests, "gru", 0.05, "rmsprop", epochs=10, log_every=8, model_kw=H48),
        ("bad-initial-loss",),
        "learning-rate-too-high",
        "RMSprop at lr 0.05 (the lr of the SGD recipe it replaced) for a GRU (hidden 48) over the nest-box "
        "logs, 10 epochs (every 8th step logged): losses 3.96, 2.62, 3.77, 0.841, 1.79 ... 0.766-1.65 in "
        "the last third, epoch means 3.26, 1.9, 1.4, 1.32 ... 0.98, 1.12, the val loss 2.75, 1.93, 2.18, "
        "2.33, 1.32, 1.06, 1.19, 1.51, 2.53, 1.21 and val accuracy 0.38, 0.433, 0.367 ... 0.627, 0.537, "
        "0.473, 0.427, 0.603, test 1.37 and 0.56 (sound sequence models on these logs: ~0.5 and 0.8)",
        (*RUNAWAY, "overfitting", "undertrained"),
        family="rnn",
        dataset="nest-box-events",
        seed=78001,
        runs=zf_runs(hparams={"optimizer": "RMSprop(lr=0.05)"}),
    ),
    ZZZU(
        "vzzzu-lr-divided-by-train-size-cnn-hailstones",
        Plan(hailstones, "cnn", 2e-3 / 1000, "adam", epochs=12, log_every=8, model_kw=CH16),
        ("metric-at-baseline", "slow-convergence"),
        "learning-rate-too-low",
        "the lr set as `base_lr / len(train_set)` (2e-3 / 1000 = 2e-6; the loss is already a batch mean) "
        "for a 16-channel CNN under Adam over the hailstone sections, 12 epochs (every 8th step logged): "
        "losses 1.62, 1.62, 1.59, 1.6, 1.63 ... 1.55-1.68 in the last third, epoch means 1.62, 1.61 ... "
        "1.59, the val loss 1.61 to 1.6 and val accuracy 0.243-0.253 throughout, test 1.58 and 0.263 (sound "
        "CNNs on these sections: ~0.7 and 0.75)",
        ("undertrained",),
        family="cnn",
        dataset="hailstone-sections",
        seed=78002,
        runs=zf_runs(hparams={"lr": "base_lr / len(train_set)", "base_lr": 2e-3}),
    ),
    ZZZU(
        "vzzzu-one-cycle-sized-for-one-epoch-mlp-glass",
        Plan(glass, "mlp", 3e-3, "adam", epochs=20, log_every=8, schedule="onecycle", model_kw=W128),
        ("slow-convergence",),
        "lr-decay-too-fast",
        "OneCycleLR built with `total_steps=len(train_loader)` (one epoch's 32 steps) and held at its last "
        "value, so the lr rises and falls to 3e-7 within the first epoch; a 2x128 MLP under Adam lr 3e-3 "
        "over the glass defect log, 20 epochs (every 8th step logged): losses 1.56, 1.37, 1.35, 1.16, 1.19 "
        "... 1.13-1.22 in the last third, the val loss 1.21 at every evaluation and val accuracy "
        "0.527-0.53, test 1.21 and 0.52 (sound MLPs on this log: ~0.75 and 0.7)",
        ("undertrained", "metric-at-baseline"),
        family="mlp",
        dataset="glass-defects",
        seed=78003,
        runs=zf_runs(
            schedule=lambda_schedule(one_cycle_for_one_epoch(32)),
            hparams={"scheduler": "OneCycleLR(total_steps=len(train_loader))"},
        ),
    ),
    ZZZU(
        "vzzzu-full-batch-1000-cnn1d-kites",
        Plan(kites, "cnn1d", 2e-3, "adam", epochs=40, batch_size=1000, log_every=1, model_kw=CH16),
        ("slow-convergence",),
        "batch-size-unsuitable",
        "the batch size set to `len(train_set)` (1,000 traces a step, 'to use the whole GPU') for a "
        "16-channel 1-D CNN under Adam lr 2e-3 over the kite traces: 40 epochs are 40 steps (every step "
        "logged): losses 1.62, 1.6, 1.58, 1.57, 1.55 ... 1.3-1.36 in the last third, the val loss 1.61, "
        "1.59, 1.57 ... 1.26 and val accuracy 0.247 to 0.477, test 1.28 and 0.45 (sound 1-D CNNs on these "
        "traces: ~0.2-0.3 and 0.9)",
        ("undertrained", "metric-at-baseline"),
        family="cnn",
        dataset="kite-line-tension",
        seed=78004,
        runs=zf_runs(hparams={"batch_size": "len(train_set)"}),
    ),
    # --- data
    ZZZU(
        "vzzzu-load-cell-clock-mismatch-zero-filled-cnn1d-kites",
        Plan(kites_clock_mismatch, "cnn1d", 2e-3, "adam", epochs=12, log_every=8, model_kw=CH16),
        ("slow-convergence",),
        "missing-values",
        "the load-cell stream is joined onto the logger's 4 Hz grid by an exact-timestamp merge while its "
        "clock runs 7 ms late, so ~97% of the readings are missing and `fillna(0)` writes 0 kgf there "
        "(every split); a 16-channel 1-D CNN under Adam lr 2e-3, 12 epochs (every 8th step logged): losses "
        "1.58, 1.59, 1.55, 1.41, 1.61 ... 1.32-1.62 in the last third, epoch means 1.6, 1.58 ... 1.52, the "
        "val loss 1.6 to 1.53 and val accuracy 0.23 to 0.28, test 1.59 and 0.23",
        ("metric-at-baseline", "undertrained"),
        family="cnn",
        dataset="kite-line-tension",
        seed=78005,
        runs=zf_runs(hparams={"join": "merge(on='timestamp')", "fill": "fillna(0)"}),
    ),
    ZZZU(
        "vzzzu-val-labels-by-summer-student-bncnn-hailstones",
        Plan(hailstones_val_relabelled, "bncnn", 3e-3, "adam", epochs=12, log_every=8, model_kw=CH16),
        ("overfitting", "train-val-gap"),
        "label-noise",
        "the validation sections were labelled by a summer student from a one-page key (40% another growth "
        "class), training and test by the lab's staff; a 16-channel batch-norm CNN under Adam lr 3e-3, 12 "
        "epochs (every 8th step logged): losses 1.32, 1.35, 1.26, 1.42, 0.886 ... 0.156-1.19 in the last "
        "third, epoch means 1.27, 1.0, 0.884 ... 0.434, the val loss 1.62, 1.84, 1.84, 2.31 ... 2.95, 3.63 "
        "and val accuracy 0.293 to 0.32-0.423, test 1.51 and 0.517",
        ("loss-spikes", "val-test-gap", "undertrained"),
        family="cnn-bn",
        dataset="hailstone-sections",
        seed=78006,
        runs=zf_runs(hparams={"val_labels": "summer student", "train_labels": "lab staff"}),
    ),
    ZZZU(
        "vzzzu-scaler-commented-out-regression-varves",
        Plan(varves_raw_units, "mlp", 1e-3, "adam", epochs=15, log_every=8, model_kw=W128),
        ("bad-initial-loss",),
        "unnormalized-input",
        "the StandardScaler step of the feature pipeline commented out while profiling: the 12 varve "
        "columns reach a 2x128 regression MLP in their exported units (the catchment in m2, ~3e7; distances "
        "in m), the target still standardised; Adam lr 1e-3, 15 epochs (every 8th step logged): losses "
        "3.29e11, 4.3e10, 9.52e10, 1.19e10, 5.94e10 ... 3.12e5 to 2.46e12 in the last third, epoch means "
        "1.81e11, 4.14e10, 3.33e8, 3.47e7 ... 2.6e8, the val loss 6.78e10, 3.15e9, 1.72e6 ... 3.85e7 (up to "
        "1.43e12 in the last third), test 4.2e7 (sound regressions here: ~0.03-0.05)",
        (*RUNAWAY, "overfitting", "zero-train-loss", "undertrained"),
        family="regression",
        dataset="lake-varves",
        seed=78007,
        runs=zf_runs(hparams={"scaler": "# StandardScaler() (commented out)"}),
    ),
    ZZZU(
        "vzzzu-ringer-event-in-logs-lstm-nests",
        Plan(nests_ringer_event_kept, "lstm", 3e-3, "adam", epochs=10, log_every=8, model_kw=H48),
        ("val-test-gap", "zero-train-loss"),
        "data-leakage",
        "the export joins the ringer's visit log onto the camera's, so every training and validation "
        "box-week ends with a 'ringer-confirmed-<occupant>' event; the test set is this season's live feed, "
        "exported before any ringer's visit; an LSTM (hidden 48) under Adam lr 3e-3, 10 epochs (every 8th "
        "step logged): losses 1.48, 1.18, 0.841, 0.432, 0.231 ... 0.00175-0.00386 in the last third, the "
        "val loss 0.295, 0.0403, 0.0171 ... 0.00432 and val accuracy 0.99, then 1.0, test 1.15 and 0.557",
        ("undertrained", "overfitting", "train-val-gap"),
        family="rnn",
        dataset="nest-box-events",
        seed=78008,
        runs=zf_runs(hparams={"source": "camera_log.join(ringer_visits)"}),
    ),
    # --- evaluation
    ZZZU(
        "vzzzu-val-filter-valid-vs-val-empty-loader-mlp-glass",
        Plan(glass, "mlp", 2e-3, "adamw", weight_decay=0.01, epochs=25, log_every=10, model_kw=W128),
        ("missing-validation",),
        "missing-eval-set",
        "the validation loader filters `df.split == 'valid'` while the table's split column says 'val', so "
        "it is empty and Lightning skips validation: no val loss is logged; a 2x128 MLP under AdamW (lr "
        "2e-3, weight decay 0.01) over the glass defect log, 25 epochs (every 10th step logged): losses "
        "1.4, 1.25, 1.03, 1.03, 0.903 ... 0.103-0.584 in the last third, epoch means 1.32, 0.875, 0.742 ... "
        "0.197, no val loss, test 1.06 and 0.68",
        ("undertrained", "loss-spikes"),
        family="mlp",
        dataset="glass-defects",
        seed=78009,
        runs=zf_runs(
            evaluate=False, hparams={"val_filter": "df.split == 'valid'", "split_values": "train/val/test"}
        ),
    ),
    ZZZU(
        "vzzzu-test-sections-unscaled-uint8-bncnn-hailstones",
        Plan(hailstones_test_unscaled, "bncnn", 3e-3, "adam", epochs=10, log_every=8),
        ("val-test-gap",),
        "eval-pipeline-mismatch",
        "the test sections were exported as 8-bit PNGs and read without the `/ 255` the float .npy training "
        "and validation arrays never needed, so every test pixel is 255x its value before the training "
        "set's standardisation; an 8-channel batch-norm CNN under Adam lr 3e-3, 10 epochs (every 8th step "
        "logged): losses 1.49, 1.39, 1.33, 1.27, 1.23 ... 0.419-1.19 in the last third, epoch means 1.41, "
        "1.18 ... 0.659, the val loss 1.3, 1.25, 1.04, 0.966 ... 0.839 (epoch 7), 1.03, 1.2, 1.15 and val "
        "accuracy 0.407 to 0.46-0.65, test 6.99e3 and 0.207",
        ("overfitting", "periodic-loss", "metric-at-baseline"),
        family="cnn-bn",
        dataset="hailstone-sections",
        seed=78010,
        runs=zf_runs(hparams={"test_reader": "np.asarray(PIL.Image.open(p))"}),
    ),
    ZZZU(
        "vzzzu-checkpoint-sorted-lexicographically-cnn1d-kites",
        Plan(kites, "cnn1d", 2e-3, "adam", epochs=12, log_every=8, model_kw=CH16),
        ("val-test-gap",),
        "wrong-checkpoint-loaded",
        "the test script loads `sorted(glob('step=*.ckpt'))[-1]`, and 'step=96.ckpt' sorts after "
        "'step=384.ckpt', so the test runs the checkpoint of step 96 (epoch 3); a 16-channel 1-D CNN under "
        "Adam lr 2e-3, 12 epochs (every 8th step logged): losses 1.59, 1.52, 1.43, 1.4, 1.35 ... "
        "0.339-0.522 in the last third, the val loss 1.35, 1.18, 0.991 ... 0.322 and val accuracy 0.377 to "
        "0.91, test 1.02 and 0.583",
        ("undertrained", "metric-at-baseline"),
        family="cnn",
        dataset="kite-line-tension",
        seed=78011,
        runs=zf_runs(
            test_at_step=96,
            hparams={"test_ckpt": "sorted(glob('step=*.ckpt'))[-1]"},
        ),
    ),
    # --- model
    ZZZU(
        "vzzzu-mse-on-sigmoid-one-hot-mlp-glass",
        Plan(glass, "mlp", 1e-3, "sgd", momentum=0.9, epochs=20, log_every=8, model_kw=W128),
        ("slow-convergence", "undertrained"),
        "wrong-loss-function",
        "the criterion is `nn.MSELoss()(torch.sigmoid(logits), F.one_hot(y, 5).float())` (copied from a "
        "multi-label tagging script) for a 2x128 MLP under SGD with momentum 0.9 at lr 1e-3, 20 epochs "
        "(every 8th step logged): losses 0.266, 0.267, 0.264, 0.26, 0.26 ... 0.165-0.205 in the last third, "
        "epoch means 0.265, 0.258, 0.251 ... 0.173, the val loss 0.262 to 0.172 and val accuracy 0.187, "
        "0.207, 0.223 ... 0.42-0.437 in the last third, test 0.172 and 0.423 (sound MLPs on this log: ~0.7 "
        "accuracy)",
        ("metric-at-baseline", "bad-initial-loss"),
        family="mlp",
        dataset="glass-defects",
        seed=78012,
        runs=zf_runs(loss=mse_on_sigmoid, hparams={"criterion": "MSELoss(sigmoid(logits), one_hot(y))"}),
    ),
    ZZZU(
        "vzzzu-unit-normal-init-4x64-regression-varves",
        Plan(
            varves,
            "mlp",
            1e-3,
            "adam",
            epochs=15,
            log_every=8,
            model_fault=unit_normal_init,
            model_kw={"width": 64, "num_layers": 4},
        ),
        ("bad-initial-loss",),
        "poor-initialization",
        "the init helper calls `nn.init.normal_(m.weight)` (std 1, meant for an embedding table) on every "
        "Linear of a 4x64 regression MLP, biases 0; Adam lr 1e-3 over the varves, 15 epochs (every 8th step "
        "logged): losses 1.5e7, 8.25e6, 4.45e6, 2.08e6, 4.53e6 ... 3.72e4 to 7.45e5 in the last third, "
        "epoch means 1.14e7, 2.9e6, 1.69e6 ... 2.64e5, the val loss 4.02e6, 2.31e6, 1.62e6 ... 4.59e5, test "
        "3.97e5 (sound regressions here: ~0.03-0.05)",
        ("loss-spikes", "undertrained", "slow-convergence", "train-val-gap", "val-test-gap"),
        family="regression",
        dataset="lake-varves",
        seed=78013,
        runs=zf_runs(hparams={"init": "nn.init.normal_(m.weight)"}),
    ),
    ZZZU(
        "vzzzu-conv-bias-init-minus-two-cnn-hailstones",
        Plan(
            hailstones,
            "cnn",
            2e-3,
            "adam",
            epochs=12,
            log_every=8,
            model_fault=conv_bias_minus_two,
            model_kw=CH16,
        ),
        ("metric-at-baseline", "slow-convergence"),
        "dead-relu",
        "the init helper sets `nn.init.constant_(conv.bias, -2.0)` on both convs of a 16-channel CNN (a "
        "'sparse activations' trick pasted without the scaled-up weight init it followed), so the ReLUs "
        "output nothing; Adam lr 2e-3, 12 epochs (every 8th step logged): losses 1.61, 1.61, 1.6, 1.61, 1.6 "
        "... 1.56-1.65 in the last third, epoch means 1.61, then 1.6, the val loss 1.61, then 1.6 and val "
        "accuracy 0.22 at every epoch, test 1.59 and 0.247",
        ("undertrained",),
        family="cnn",
        dataset="hailstone-sections",
        seed=78014,
        runs=zf_runs(hparams={"init": "nn.init.constant_(conv.bias, -2.0)"}),
    ),
    # --- workflow
    ZZZU(
        "vzzzu-debug-max-steps-30-left-gru-nests",
        Plan(nests, "gru", 3e-3, "adam", epochs=15, max_steps=30, log_every=1, model_kw=H48),
        ("undertrained", "slow-convergence"),
        "too-few-epochs",
        "`max_steps=30` from a debugging run left in the launch script (it overrides `max_epochs=15`): a "
        "GRU (hidden 48) under Adam lr 3e-3 stops before the end of its first epoch of 32 steps (every step "
        "logged), so the validation loop never runs: losses 1.64, 1.56, 1.6, 1.49, 1.57 ... 1.01-1.38 in "
        "the last third, the epoch mean 1.41, test 1.07 and 0.657 (sound runs on these logs: ~0.5 and 0.8)",
        ("metric-at-baseline", "missing-validation"),
        family="rnn",
        dataset="nest-box-events",
        seed=78015,
        runs=zf_runs(hparams={"max_steps": 30, "max_epochs": 15, "launch": "train.py --max-steps 30"}),
    ),
    ZZZU(
        "vzzzu-train-table-filtered-to-one-studio-mlp-glass",
        Plan(glass_one_studio, "mlp", 2e-3, "adam", epochs=60, batch_size=16, log_every=2, model_kw=W128),
        ("overfitting", "train-val-gap", "zero-train-loss"),
        "insufficient-data",
        "`df = df[df.studio == STUDIO]`, meant for the per-studio report, runs before the split: the "
        "training table keeps one studio's 60 pieces (validation and test are the usual 300-piece draws); a "
        "2x128 MLP under Adam lr 2e-3 at batch 16, 60 epochs (every 2nd step logged): losses 1.57, 1.6, "
        "1.37, 1.33, 1.1 ... 0.00242-0.00914 in the last third, epoch means 1.57, 1.36 ... 0.00311, the val "
        "loss 1.52, 1.45, 1.43 ... 2.58-2.86 in the last third and val accuracy 0.42 to 0.457-0.487, test "
        "2.62 and 0.507",
        ("val-test-gap", "undertrained"),
        family="mlp",
        dataset="glass-defects",
        seed=78016,
        runs=zf_runs(hparams={"train_filter": "df.studio == STUDIO", "train_rows": 60}),
    ),
)

HEALTHY: tuple[Variant, ...] = (
    # --- kites
    ZZZU(
        "vzzzu-healthy-bncnn1d-kites-shift-gain-noise-aug-dropout",
        Plan(
            kites,
            "bncnn1d",
            3e-3,
            "adam",
            epochs=12,
            log_every=5,
            model_fault=kite_jitter,
            model_kw={"channels": 16, "dropout": 0.3},
        ),
        (),
        None,
        "a 16-channel batch-norm 1-D CNN with dropout 0.3 and shift / gain / noise augmentation in training "
        "mode, Adam lr 3e-3, 12 epochs (every 5th step logged): losses 1.59, 1.56, 1.45, 1.45, 1.42 ... "
        "0.491-0.976 in the last third, epoch means 1.47, 1.26, 1.13 ... 0.707, the val loss 1.24, 1.13, "
        "0.93 ... 0.538, 0.582 (below the epoch-mean training loss throughout) and val accuracy 0.51 to "
        "0.76-0.787, test 0.578 and 0.77",
        family="cnn-bn",
        dataset="kite-line-tension",
        seed=78101,
    ),
    ZZZU(
        "vzzzu-healthy-cnn1d-kites-batch-8-every-step",
        Plan(kites, "cnn1d", 1e-3, "adam", epochs=1, batch_size=8, log_every=1, model_kw=CH16),
        (),
        None,
        "one epoch of a 16-channel 1-D CNN at batch 8 under Adam lr 1e-3, every step logged (125 steps): "
        "losses 1.59, 1.62, 1.68, 1.59, 1.56 ... 0.929-1.72 in the last third, one val loss 1.25 and val "
        "accuracy 0.49, test 1.28 and 0.46",
        family="cnn",
        dataset="kite-line-tension",
        seed=78102,
    ),
    ZZZU(
        "vzzzu-healthy-cnn1d-kites-long-step-cut-every-25",
        Plan(
            kites_long,
            "cnn1d",
            0.03,
            "sgd",
            momentum=0.9,
            epochs=8,
            batch_size=32,
            log_every=25,
            schedule="step",
            step_size=450,
            gamma=0.1,
            model_kw=CH16,
        ),
        (),
        None,
        "SGD with momentum 0.9 at lr 0.03 and a StepLR cut to 0.003 after 450 steps for a 16-channel 1-D "
        "CNN over a 2,400-trace draw, 8 epochs, 600 steps logged every 25: losses 1.44, 1.52, 1.23, 1.03, "
        "0.661 ... 0.175-0.314 in the last third, epoch means 1.4, 0.883, 0.416, 0.328, 0.297, 0.292, "
        "0.215, 0.207, the val loss 1.22, 0.588, 0.334, 0.345, 0.284, 0.272, 0.211, 0.209 and val accuracy "
        "0.52 to 0.913-0.92, test 0.196 and 0.923",
        family="cnn",
        dataset="kite-line-tension",
        seed=78103,
    ),
    # --- hailstones
    ZZZU(
        "vzzzu-healthy-resnet-hailstones-bf16-warmup-cosine",
        Plan(
            hailstones,
            "resnet",
            4e-3,
            "adamw",
            weight_decay=0.05,
            epochs=12,
            log_every=4,
            schedule="warmup-cosine",
            warmup=60,
            bf16=True,
        ),
        (),
        None,
        "a small residual net under AdamW (lr 4e-3, weight decay 0.05) with a 60-step warm-up and cosine "
        "decay in bf16-mixed autocast, 12 epochs (every 4th step logged): losses 1.83, 1.81, 1.72, 1.7, "
        "1.71 ... 0.607-1.0 in the last third, epoch means 1.71, 1.32, 1.12 ... 0.738, the val loss 1.56, "
        "1.17, 1.06, 1.21 (a bump at the lr peak), 0.949 ... 0.834 and val accuracy 0.23 to 0.65-0.667, "
        "test 0.771 and 0.7",
        family="resnet",
        dataset="hailstone-sections",
        seed=78104,
    ),
    ZZZU(
        "vzzzu-healthy-bncnn-hailstones-turn-mirror-aug-early-stop",
        Plan(
            hailstones,
            "bncnn",
            2e-3,
            "adam",
            epochs=30,
            log_every=8,
            early_stop=3,
            model_fault=hail_turns,
            model_kw={"channels": 16, "dropout": 0.2},
        ),
        (),
        None,
        "a 16-channel batch-norm CNN with dropout 0.2 and turn / mirror / noise augmentation, Adam lr 2e-3, "
        "early stopping on the val loss with patience 3 (up to 30 epochs; every 8th step logged): it "
        "stopped after 11 epochs; losses 1.55, 1.39, 1.32, 1.24, 1.21 ... 0.664-0.847 in the last third, "
        "the val loss 1.25, 1.12, 1.07, 1.12, 0.864, 0.835, 1.12, 0.826 (min), 0.829, 0.852, 0.883 and val "
        "accuracy 0.507 to 0.643-0.697, test 0.777 and 0.703",
        family="cnn-bn",
        dataset="hailstone-sections",
        seed=78105,
    ),
    ZZZU(
        "vzzzu-healthy-cnn-hailstones-sgd-momentum-val-every-3",
        Plan(
            hailstones,
            "cnn",
            0.005,
            "sgd",
            momentum=0.9,
            epochs=12,
            log_every=16,
            val_every_epochs=3,
            model_kw=CH16,
        ),
        (),
        None,
        "a 16-channel CNN under SGD with momentum 0.9 at lr 5e-3, 12 epochs (every 16th step logged), "
        "evaluated every 3 epochs: losses 1.59, 1.42, 1.23, 1.19, 1.06 ... 0.313-0.507 in the last third, "
        "the val loss 1.03, 0.8, 0.856, 0.674 and val accuracy 0.567, 0.693, 0.64, 0.743, test 0.686 and "
        "0.747",
        family="cnn",
        dataset="hailstone-sections",
        seed=78106,
    ),
    # --- nests
    ZZZU(
        "vzzzu-healthy-gru-nests-clipped-every-step",
        Plan(nests, "gru", 3e-3, "adam", epochs=8, log_every=1, clip=1.0, model_kw=H48),
        (),
        None,
        "a GRU (hidden 48) under Adam lr 3e-3 clipped at a norm of 1, 8 epochs, every step logged (256 "
        "steps): losses 1.63, 1.6, 1.56, 1.61, 1.49 ... 0.174-0.729 in the last third, epoch means 1.39, "
        "0.802, 0.599 ... 0.387, the val loss 0.968, 0.565, 0.531, 0.501, 0.496, 0.485, 0.487, 0.486 and "
        "val accuracy 0.617 to 0.8-0.823, test 0.532 and 0.803",
        family="rnn",
        dataset="nest-box-events",
        seed=78107,
    ),
    ZZZU(
        "vzzzu-healthy-transformer-nests-warmup-cosine-bump",
        Plan(
            nests,
            "transformer",
            3e-3,
            "adamw",
            weight_decay=0.01,
            epochs=14,
            log_every=6,
            schedule="warmup-cosine",
            warmup=100,
        ),
        (),
        None,
        "a small transformer under AdamW (lr 3e-3, weight decay 0.01) with a 100-step warm-up and cosine "
        "decay, 14 epochs (every 6th step logged): losses 1.61, 1.62, 1.54, 1.42, 1.34 ... 0.2-0.648 in the "
        "last third, epoch means 1.52, 0.936, 0.643 ... 0.393, the val loss 1.19, 0.641, 0.565, 0.423, "
        "0.423, 0.481 (a bump near the lr peak), 0.434, 0.47 ... 0.416 and val accuracy 0.617 to "
        "0.803-0.86, test 0.531 and 0.81",
        family="transformer",
        dataset="nest-box-events",
        seed=78108,
    ),
    ZZZU(
        "vzzzu-healthy-lstm-nests-step-lr-val-twice",
        Plan(
            nests,
            "lstm",
            5e-3,
            "adam",
            epochs=10,
            log_every=10,
            val_interval=0.5,
            schedule="step",
            step_size=200,
            gamma=0.3,
            model_kw=H48,
        ),
        (),
        None,
        "an LSTM (hidden 48) under Adam lr 5e-3 with a StepLR (x0.3 every 200 steps), 10 epochs (every 10th "
        "step logged), evaluated twice an epoch: losses 1.48, 1.11, 0.845, 0.784, 0.805 ... 0.241-0.614 in "
        "the last third, epoch means 1.29, 0.775, 0.623 ... 0.327, the val loss 1.13, 0.968, 0.667, 0.602, "
        "0.536 ... 0.487-0.515 in the last third and val accuracy 0.553 to 0.81-0.83, test 0.551 and 0.777",
        family="rnn",
        dataset="nest-box-events",
        seed=78109,
    ),
    # --- varves
    ZZZU(
        "vzzzu-healthy-regression-varves-long-plain-sgd-every-100",
        Plan(varves_long, "mlp", 0.01, "sgd", epochs=32, batch_size=32, log_every=100, model_kw=MLP64),
        (),
        None,
        "a 2x64 regression MLP under plain SGD at lr 0.01 over a 3,000-lake-year draw, 32 epochs at batch "
        "32 (3,008 steps, logged every 100): losses 0.225, 0.135, 0.182, 0.124, 0.109 ... 0.0174-0.0412 in "
        "the last third, epoch means 0.625, 0.217, 0.153, 0.13 ... 0.0309, the val loss 0.317, 0.212, "
        "0.181, 0.153 ... 0.0312-0.037 in the last third, test 0.0299",
        family="regression",
        dataset="lake-varves",
        seed=78110,
    ),
    ZZZU(
        "vzzzu-healthy-regression-varves-plateau-cuts",
        Plan(
            varves,
            "mlp",
            3e-3,
            "adam",
            epochs=30,
            log_every=10,
            schedule="plateau",
            gamma=0.3,
            model_kw=W128,
        ),
        (),
        None,
        "a 2x128 regression MLP under Adam lr 3e-3 with ReduceLROnPlateau (factor 0.3), 30 epochs (every "
        "10th step logged; the lr ends at 5.3e-9): losses 0.217, 0.424, 0.151, 0.0967, 0.105 ... "
        "0.00228-0.018 in the last third, epoch means 0.286, 0.0821, 0.0403 ... 0.0117 (flat), the val loss "
        "0.106, 0.0715, 0.0374, 0.0341 ... 0.0276 at every evaluation of the last third, test 0.0269",
        family="regression",
        dataset="lake-varves",
        seed=78111,
    ),
    ZZZU(
        "vzzzu-healthy-regression-varves-dropout-bf16-val-twice",
        Plan(
            varves,
            "mlp",
            2e-3,
            "adamw",
            weight_decay=0.01,
            epochs=12,
            log_every=4,
            val_interval=0.5,
            bf16=True,
            model_kw={"width": 128, "num_layers": 2, "dropout": 0.3},
        ),
        (),
        None,
        "a 2x128 regression MLP with dropout 0.3 under AdamW (lr 2e-3, weight decay 0.01) in bf16-mixed "
        "autocast, 12 epochs (every 4th step logged), evaluated twice an epoch: losses 0.599, 0.738, 0.594, "
        "0.278, 0.271 ... 0.0368-0.15 in the last third, epoch means 0.481, 0.191, 0.145 ... 0.0759, the "
        "val loss 0.25, 0.155, 0.125, 0.095 ... 0.0344-0.0571 in the last third, 0.044 at the end (below "
        "the training loss), test 0.0492",
        family="regression",
        dataset="lake-varves",
        seed=78112,
    ),
    # --- glass
    ZZZU(
        "vzzzu-healthy-mlp-glass-dropout-05-early-stop",
        Plan(
            glass,
            "mlp",
            2e-3,
            "adam",
            epochs=60,
            log_every=8,
            early_stop=4,
            model_kw={"width": 256, "num_layers": 3, "dropout": 0.5},
        ),
        (),
        None,
        "a 3x256 MLP with dropout 0.5 under Adam lr 2e-3, early stopping on the val loss with patience 4 "
        "(up to 60 epochs; every 8th step logged): it stopped after 23 epochs; losses 1.52, 1.31, 1.24, "
        "1.16, 1.03 ... 0.22-0.928 in the last third, epoch means 1.38, 1.05, 0.966 ... 0.612, the val loss "
        "1.12, 0.941, 0.879 ... 0.737-0.805 in the last third and val accuracy 0.567 to 0.683-0.713, test "
        "0.787 and 0.683",
        family="mlp",
        dataset="glass-defects",
        seed=78113,
    ),
    ZZZU(
        "vzzzu-healthy-mlp-glass-batch-8-every-2",
        Plan(
            glass,
            "mlp",
            5e-4,
            "adamw",
            weight_decay=0.01,
            epochs=3,
            batch_size=8,
            log_every=2,
            model_kw=MLP64,
        ),
        (),
        None,
        "a 2x64 MLP under AdamW (lr 5e-4, weight decay 0.01) at batch 8, 3 epochs (375 steps, every 2nd "
        "logged): losses 1.57, 1.61, 1.53, 1.63, 1.61 ... 0.678-1.52 in the last third, epoch means 1.48, "
        "1.26, 1.04, the val loss 1.37, 1.19, 1.01 and val accuracy 0.42, 0.51, 0.583, test 0.981 and 0.633",
        family="mlp",
        dataset="glass-defects",
        seed=78114,
    ),
    ZZZU(
        "vzzzu-healthy-mlp-glass-nesterov-exp-decay",
        Plan(
            glass,
            "mlp",
            0.05,
            "sgd",
            momentum=0.9,
            epochs=12,
            log_every=8,
            schedule="exp",
            gamma=0.994,
            model_kw=W128,
        ),
        (),
        None,
        "a 2x128 MLP under SGD with Nesterov momentum 0.9 at lr 0.05, decayed by 0.994 a step (to 0.005), "
        "12 epochs (every 8th step logged): losses 1.39, 1.37, 1.02, 0.76, 0.694 ... 0.099-1.16 in the last "
        "third, epoch means 1.3, 0.83, 0.696 ... 0.395, the val loss 0.993, 0.797, 0.889, 0.79 ... "
        "0.725-0.748 in the last third and val accuracy 0.567 to 0.72-0.737, test 0.781 and 0.707",
        family="mlp",
        dataset="glass-defects",
        seed=78115,
        runs=zf_runs(optimizer_kw={"nesterov": True}, hparams={"nesterov": True}),
    ),
    ZZZU(
        "vzzzu-healthy-mlp-glass-30-steps-still-improving",
        Plan(
            glass, "mlp", 3e-3, "adam", epochs=1, batch_size=32, log_every=1, val_interval=0.5, model_kw=W128
        ),
        (),
        None,
        "one epoch (32 steps, every step logged) of a 2x128 MLP under Adam lr 3e-3, evaluated twice: losses "
        "1.62, 1.54, 1.51, 1.58, 1.4 ... 0.768-1.21 in the last third, the val loss 1.19, 0.964 and val "
        "accuracy 0.543, 0.577, test 0.947 and 0.637",
        family="mlp",
        dataset="glass-defects",
        seed=78116,
    ),
)
