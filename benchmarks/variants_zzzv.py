"""Variant battery zzzv: a look-alike of an external held-out suite, real framework runs (`--battery zzzv`).

    nice -n 10 python benchmarks/variants.py --battery zzzv --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery zzzv [--runs]

Like batteries d-zzzu, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is the log),
trained by battery d's runner through the earlier batteries' wrappers (battery zf's runner with w's
replaced loss, l's switched-off evaluation, ze's replaced schedule, triangular cyclic lr and the test
that loads nothing), battery zj's augmentation wrapper and this battery's own hooks (a label-smoothed
loss, a warm-up that starts above its target, zeroed Linear weights, an optimizer given the head alone,
a sequence read backwards in training), so each case can run in each of the three
layouts; the layout rotation of variants.py picks one.
It was written blind: its author trained it with `--train-only`, read the raw logged numbers of each
run, and never diagnosed or scored it, so it is held-out data for the tool.
Its halves are even (16 faulty, 16 healthy; one fault each, one cause a case, spread over every family
of cause: optimisation, data, evaluation, model, workflow), injected into data sets no battery had at a
realistic strength, in forms earlier batteries did not use (see each case's description and each hook's
docstring).
The data sets are new, all made offline with numpy from known generating models (see each generator): a
shearing shed's handpiece motor-current traces (fine merino, coarse crossbred, dag-clogged comb, comb
jam, blunt cutter; 48 readings), a lichenologist's 12x12 gravestone patches (crustose, foliose,
fruticose, leprose, bare stone), a fishing fleet's haul-event logs (shrimp trawl, whitefish trawl,
scallop dredge, pelagic midwater, crab pots; left-padded to 24), a sugarbush's maple-syrup yields per
tap (log10 litres from the freeze-thaw season, the tree and the tubing; standardised) and a vineyard's
scouting records (healthy, downy mildew, powdery mildew, botrytis, esca).
Runs of 64 to 2,100 steps: MLPs (2x64 to 3x256, a 6-layer sigmoid regression stack), 2-D CNNs with and
without batch norm, a small residual net, 1-D CNNs with and without batch norm, GRU and LSTM readers of
the haul logs, a small transformer and regression MLPs; plain SGD, SGD with momentum, Adam, AdamW and
RMSprop; constant, warm-up + cosine, warm-up + linear, step, exponential, plateau and triangular cyclic
schedules; bf16-mixed autocast, turn / mirror / noise augmentation, dropout, early stopping, clipping,
gradient accumulation; batches of 8 to 128; cadences from every step to once every 100 steps,
evaluations twice an epoch, once an epoch, every 2 or 3 epochs or never.
The faulty half: a gradient-clipping key Lightning does not know (`grad_clip_val`), a warm-up that
starts at 10x its target lr, the linear scaling rule applied to a batch of 8, gradients cleared on the
EMA copy's optimizer, 30% of each batch's targets shuffled by a mixing collate, a patch archive read
folder by folder with shuffle off, a training export whose disease rows stopped at the flagged sheet's
row limit, a sales column holding the yield being predicted, haul logs read backwards in training only,
a validation loader whose drop_last drops its only batch, a test that builds a fresh model from an
empty checkpoint directory, the Linear weights zeroed instead of the biases, a fine-tuning recipe's
frozen encoder on a model trained from scratch, label smoothing of 0.9, sigmoid activations in a 6-layer
regression stack and a smoke-test config's `max_epochs: 2` merged last.
The healthy half holds sound runs a naive reader can take for a fault (see the healthy cases'
descriptions): a triangular cyclic lr logged every step, early stopping on twice-an-epoch
evaluations, a long momentum run with a slow start and a step cut, val losses below the training loss
under augmentation and bf16, RMSprop with dropout evaluated every 2 epochs, a 64-step run still
improving, a clipped plain-SGD GRU, a transformer's warm-up bump under dropout, an LSTM on a long draw
with plateau cuts, a slow small-lr Adam regression, a regression with dropout whose val loss is below
its training loss, a tanh regression with a step cut, early stopping under dropout 0.5, an epoch-only
training log, accumulated batches under warm-up + cosine, and a batch-8 run evaluated every 3 epochs.
Split, layout rotation and labels follow variants.py's rules; a Lightning case's `every` is its
`log_every_n_steps`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from benchmarks.variants import RUNAWAY, Variant, _generated, _regression_table
from benchmarks.variants_d import Plan, Runner
from benchmarks.variants_l import L
from benchmarks.variants_ze import cyclic, lambda_schedule
from benchmarks.variants_zf import zf_runs
from benchmarks.variants_zh import _patch_splits, _token_splits
from benchmarks.variants_zj import _augmented, _signal_splits, _stats

if TYPE_CHECKING:
    import torch
    from torch import nn

    from tests.suite.datasets import Splits

SIZES = (1000, 300, 300)


# ---------------------------------------------------------------- data sets no battery has


SHEAR_STATES = ("fine-merino", "coarse-crossbred", "dag-clogged", "comb-jam", "blunt-cutter")


def _shearing(seed: int, n: int, length: int = 48) -> tuple[Any, Any]:
    """A shearing shed's handpiece logs: the motor current (A) read 10 times a second over one blow, 48
    readings a trace, labelled by the shed hand's note: fine merino (a level current with a small ripple
    from the comb's strokes, every 4-6 readings), coarse crossbred (a higher level and a deeper, slower
    ripple), a dag-clogged comb (the current climbs in 2-3 steps as the comb packs), a comb jam (a
    spike of 0.6-1.1 times the level, then the motor idles near a third of it) or a blunt cutter (a
    current that drifts upwards with a fast buzz). Each trace has its own level (3-6 A), the sensor's
    noise (6-16% of the level) and the shearer's pace: sound 1-D CNNs stop near 0.85-0.95."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.26, 0.22, 0.2, 0.16, 0.16])
    t = np.arange(length, dtype=float)
    x = np.zeros((n, length))
    for i in range(n):
        c = int(y[i])
        level = rng.uniform(3, 6)
        trace = np.full(length, level) + 0.1 * level * np.sin(2 * np.pi * t / rng.uniform(30, 80))
        if c == 0:
            trace += 0.1 * level * np.sin(2 * np.pi * t / rng.uniform(4, 6) + rng.uniform(0, 6.3))
        elif c == 1:
            trace = 1.25 * trace + 0.22 * level * np.sin(
                2 * np.pi * t / rng.uniform(6, 9) + rng.uniform(0, 6.3)
            )
        elif c == 2:
            for at in rng.integers(4, length - 4, int(rng.integers(2, 4))):
                trace[at:] += rng.uniform(0.15, 0.3) * level
        elif c == 3:
            at = int(rng.integers(6, length - 8))
            trace[at : at + int(rng.integers(1, 3))] += rng.uniform(0.6, 1.1) * level
            trace[at + 2 :] *= rng.uniform(0.25, 0.45)
        else:
            trace += level * rng.uniform(0.2, 0.5) * t / length
            trace += 0.1 * level * np.sin(2 * np.pi * t / rng.uniform(2.1, 2.6) + rng.uniform(0, 6.3))
        x[i] = trace + rng.normal(0, rng.uniform(0.06, 0.16) * level, length)
    return x, y


def shearing(
    seed: int = 79101, sizes: tuple[int, int, int] = SIZES, name: str = "shearing-handpiece-current"
) -> Splits:
    """The traces (N, 48), centred and scaled by the training traces' mean and sd, 5 classes."""
    x, y = _shearing(seed, sum(sizes))
    return _signal_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def shearing_long() -> Splits:
    """A 2,400-trace draw."""
    return shearing(79102, (2400, 300, 300), "shearing-handpiece-current-2400")


def _lichens(seed: int, n: int) -> tuple[Any, Any]:
    """A lichenologist's 12x12 crops of gravestone photographs (a thallus bright on the stone), labelled
    by growth form: crustose (a flat disc cracked into a mosaic of areoles), foliose (a lobed rosette
    with a bright rim), fruticose (3-5 thin branches from one point), leprose (a diffuse powdery
    speckle) or bare stone (the grain only). Each crop has its own size (radius 3-5.5 px), a centre
    shifted by up to 1.5 px, its own contrast and the stone's grain (sd 0.15-0.35 of the contrast):
    leprose patches blur into bare stone, so sound CNNs stop near 0.85-0.92."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.24, 0.22, 0.18, 0.18, 0.18])
    yy, xx = np.mgrid[0:12, 0:12].astype(float)
    x = np.zeros((n, 12, 12))
    for i in range(n):
        c = int(y[i])
        cx, cy = 5.5 + rng.uniform(-1.5, 1.5, 2)
        radius = rng.uniform(3, 5.5)
        r = np.hypot(xx - cx, yy - cy)
        theta = np.arctan2(yy - cy, xx - cx)
        if c == 0:
            f = rng.uniform(1.2, 1.8)
            mosaic = np.sign(np.sin(f * xx + rng.uniform(0, 6.3)) * np.sin(f * yy + rng.uniform(0, 6.3)))
            m = (r < radius) * (0.65 + 0.35 * mosaic)
        elif c == 1:
            edge = radius * (0.75 + 0.25 * np.cos(int(rng.integers(5, 9)) * theta + rng.uniform(0, 6.3)))
            m = (r < edge) * (0.35 + 0.65 * (r > edge - 1.3))
        elif c == 2:
            m = np.zeros((12, 12))
            for angle in rng.uniform(0, 6.3, int(rng.integers(3, 6))):
                along = (xx - cx) * np.cos(angle) + (yy - cy) * np.sin(angle)
                across = -(xx - cx) * np.sin(angle) + (yy - cy) * np.cos(angle)
                m = np.maximum(m, (np.abs(across) < 0.7) * (along > 0) * (along < radius + 1))
        elif c == 3:
            blob = np.exp(-0.5 * (r / rng.uniform(2.5, 4)) ** 2)
            m = blob * (rng.random((12, 12)) < 0.5) * 1.2
        else:
            m = np.zeros((12, 12))
        contrast = rng.uniform(0.6, 1.4)
        x[i] = contrast * m + rng.normal(0, contrast * rng.uniform(0.15, 0.35), (12, 12))
    return x, y


def lichens(
    seed: int = 79201, sizes: tuple[int, int, int] = SIZES, name: str = "lichen-patches-12"
) -> Splits:
    """The crops as (N, 1, 12, 12), centred and scaled by the training crops' mean and sd, 5 classes."""
    x, y = _lichens(seed, sum(sizes))
    return _patch_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def lichens_by_folder() -> Splits:
    """The bug: the patch archive is read with `for form in sorted(os.listdir(root))`, one growth form's
    folder after another, and the training DataLoader keeps `shuffle=False` (copied from the validation
    loader): every training batch of 128 holds one or two growth forms, in the same order each epoch
    (the run's `sort_by_class`)."""
    return lichens(79202)


def lichens_test_fresh() -> Splits:
    """The lichen crops of the case whose test builds a fresh model (the fault is the runner's)."""
    return lichens(79203)


HAUL_EVENTS = (
    "pad",
    "gear-shot",
    "gear-hauled",
    "winch-slow",
    "winch-fast",
    "net-sensor-deep",
    "net-sensor-shallow",
    "catch-sorted",
    "ice-added",
    "bycatch-released",
    "pot-string-set",
    "pot-string-hauled",
    "dredge-tipped",
    "sonar-school",
    "steam-to-ground",
    "weather-hold",
    "vms-ping",
)
FISHERIES = ("shrimp-trawl", "whitefish-trawl", "scallop-dredge", "pelagic-midwater", "crab-pots")
_HAUL_BOOST = ((1, 6, 7, 9), (1, 5, 7, 8), (12, 3, 12, 14), (13, 4, 8, 13), (10, 11, 11, 15))
_HAUL_LENGTHS = ((10, 24), (10, 24), (8, 20), (6, 16), (6, 18))


def _hauls(seed: int, n: int, length: int = 24) -> tuple[Any, Any]:
    """A fishing fleet's electronic logbook, one trip a sequence (16 event kinds: gear shot or hauled,
    the winch slow or fast, the net sensor deep or shallow, catch sorted, ice added, bycatch released, a
    pot string set or hauled, the dredge tipped, a school on the sonar, steaming to the ground, a
    weather hold, the VMS ping), left-padded to 24 with 0, labelled by the trip's licensed fishery: a
    shrimp trawl, a whitefish trawl, a scallop dredge, a pelagic midwater trawl or crab pots. Each
    fishery is a Markov chain over a shared base that favours its own events (the two trawls share
    most of theirs), with its own range of lengths; a fifth of the events are mis-keyed by the skipper,
    so sound sequence models stop near 0.85-0.9."""
    import numpy as np

    base_rng = np.random.default_rng(7791)
    kinds = len(HAUL_EVENTS) - 1
    base = base_rng.dirichlet(np.full(kinds, 0.5), kinds)
    chains = []
    for c in range(5):
        boost = np.zeros(kinds)
        for e in _HAUL_BOOST[c]:
            boost[e - 1] += 0.5 / 4
        chain = 0.5 * base + boost
        chains.append(chain / chain.sum(1, keepdims=True))
    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.24, 0.26, 0.18, 0.16, 0.16])
    x = np.zeros((n, length), dtype=np.int64)
    for i in range(n):
        c = int(y[i])
        events = [int(rng.choice([14, 14, 1]))]
        for _ in range(int(rng.integers(*_HAUL_LENGTHS[c])) - 1):
            events.append(int(rng.choice(kinds, p=chains[c][events[-1] - 1])) + 1)
        events = [int(rng.integers(1, kinds + 1)) if rng.random() < 0.2 else e for e in events]
        x[i, length - len(events) :] = events[-length:]
    return x, y


def hauls(
    seed: int = 79301, sizes: tuple[int, int, int] = SIZES, name: str = "trawler-haul-events"
) -> Splits:
    """Trips (N, 24) over 17 ids (0 the padding), 5 classes."""
    x, y = _hauls(seed, sum(sizes))
    return _token_splits(x, y, sizes, name)


def hauls_long() -> Splits:
    """A 2,400-trip draw."""
    return hauls(79302, (2400, 300, 300), "trawler-haul-events-2400")


def hauls_mixed_targets() -> Splits:
    """The bug: a 'mixing' collate function (written for a mixup experiment and left in the DataLoader)
    shuffles the targets of a random 30% of each batch's rows among themselves, so those trips carry a
    batch-mate's fishery; its per-batch effect on the training set is this draw (30% of the training
    rows take another training row's label; validation and test untouched)."""
    import numpy as np

    x, y = _hauls(79303, sum(SIZES))
    rng = np.random.default_rng(79304)
    y = y.copy()
    rows = np.flatnonzero(rng.random(SIZES[0]) < 0.3)
    y[rows] = y[rng.permutation(rows)]
    return _token_splits(x, y, SIZES, "trawler-haul-events")


MAPLE_COLUMNS = (
    "freeze_thaw_days",
    "mean_day_temp_c",
    "mean_night_temp_c",
    "snowpack_cm",
    "tree_dbh_cm",
    "crown_ratio",
    "tap_height_m",
    "taps_on_tree",
    "slope_deg",
    "aspect_south",
    "tubing_vacuum_kpa",
    "soil_ph",
    "tag_number",
    "logger_battery_v",
)


def _maples(seed: int, n: int) -> tuple[Any, Any]:
    """A sugarbush's tap records, one tap-season a row: the freeze-thaw days, the mean day and night
    temperatures, the snowpack, the tree's diameter and crown ratio, the tap's height, the taps on the
    tree, the slope and southness of the aspect, the tubing's vacuum, the soil's pH, the tag number and
    the logger's battery (the last two no bearing). Sap per tap grows with the freeze-thaw days, the
    day-night swing, the vacuum and the snowpack and falls with the taps sharing a tree; the sap's
    sugar grows with the crown and the diameter; the syrup is the sap's sugar over 86 (the rule of
    86), read with a 12% error. The target is log10 of the syrup (L) a tap: standardised, sound models
    stop near an MSE of 0.04-0.1."""
    import numpy as np

    rng = np.random.default_rng(seed)
    days = rng.poisson(25, n).astype(float)
    day_t = rng.normal(4, 2, n)
    night_t = rng.normal(-5, 2.5, n)
    snow = rng.gamma(2, 20, n)
    dbh = np.clip(rng.normal(35, 10, n), 15, None)
    crown = rng.beta(4, 3, n)
    height = rng.uniform(0.6, 1.5, n)
    taps = rng.integers(1, 4, n).astype(float)
    slope = rng.uniform(0, 25, n)
    aspect = rng.uniform(-1, 1, n)
    vacuum = rng.uniform(0, 85, n)
    ph = rng.normal(5.5, 0.5, n)
    tag = rng.integers(1, 5000, n).astype(float)
    battery = rng.uniform(11.5, 13.2, n)
    swing = np.clip(day_t - night_t, 1, None)
    sap = days * swing * 0.9 * (1 + vacuum / 60) * (1 + snow / 150) * (1 + 0.1 * aspect) / taps**0.5
    sugar = 1.2 + 2.5 * crown * (dbh / 35) ** 0.5
    syrup = sap * sugar / 86 * rng.lognormal(0, 0.12, n)
    x = np.column_stack(
        [days, day_t, night_t, snow, dbh, crown, height, taps, slope, aspect, vacuum, ph, tag, battery]
    )
    return x, np.log10(syrup)


def maples(seed: int = 79401, sizes: tuple[int, int, int] = SIZES, name: str = "maple-syrup-yield") -> Splits:
    """14 standardised columns, the log10 syrup standardised."""
    x, target = _maples(seed, sum(sizes))
    return _regression_table(name, x, target, sizes)


def maples_long() -> Splits:
    """A 3,000-tap draw."""
    return maples(79402, (3000, 300, 300), "maple-syrup-yield-3000")


def maples_sales_column() -> Splits:
    """The bug: the sugarhouse's sales sheet is joined on the tap id, adding `syrup_sold_l` (the tap's
    syrup as sold, the target up to 3% of rounding) to the features of the training and validation
    taps; the test taps are this spring's, whose `syrup_sold_l` still holds last season's figure."""
    import numpy as np

    x, target = _maples(79403, sum(SIZES))
    rng = np.random.default_rng(79404)
    sold = 10**target * rng.lognormal(0, 0.03, len(target))
    a = SIZES[0] + SIZES[1]
    _, last_season = _maples(79405, SIZES[2])
    sold[a:] = 10**last_season
    return _regression_table("maple-syrup-yield", np.column_stack([x, sold]), target, SIZES)


VINE_COLUMNS = (
    "leaf_wetness_h",
    "rain_mm_week",
    "mean_temp_c",
    "rel_humidity_pct",
    "canopy_density",
    "days_since_spray",
    "cluster_compactness",
    "vine_age_years",
    "berry_brix",
    "pruning_wounds",
    "row_bearing_deg",
    "block_id",
    "scout_id",
)
VINE_DISEASES = ("healthy", "downy-mildew", "powdery-mildew", "botrytis", "esca")


def _vines(seed: int, n: int) -> tuple[Any, Any]:
    """A vineyard's scouting records, one vine-visit a row: the week's leaf-wetness hours and rain, the
    mean temperature and humidity, the canopy's density, the days since the last spray, the clusters'
    compactness, the vine's age, the berries' brix, the pruning wounds, the row's bearing, the block and
    the scout (the last three no bearing), labelled by the scout's diagnosis: healthy, downy mildew
    (long wet leaves and rain long after a spray), powdery mildew (a dense canopy in warm dry weeks),
    botrytis (tight ripe clusters in humid weeks) or esca (old vines with many pruning wounds). Each
    disease's score is a noisy function of its causes; the worst score over a threshold names it:
    sound MLPs stop near 0.72-0.78."""
    import numpy as np

    rng = np.random.default_rng(seed)
    wet = rng.gamma(3, 4, n)
    rain = rng.gamma(2, 12, n)
    temp = rng.normal(22, 4, n)
    humidity = rng.uniform(45, 95, n)
    canopy = rng.beta(3, 3, n)
    spray = rng.exponential(10, n)
    compact = rng.beta(2.5, 2.5, n)
    age = rng.uniform(3, 45, n)
    brix = rng.normal(17, 3, n)
    wounds = rng.poisson(3, n).astype(float)
    bearing = rng.uniform(0, 180, n)
    block = rng.integers(1, 9, n).astype(float)
    scout = rng.integers(1, 5, n).astype(float)
    scores = np.column_stack(
        [
            np.full(n, 1.2),
            (wet - 12) / 5 + (rain - 24) / 20 + (spray - 10) / 10,
            (canopy - 0.5) * 5 - np.abs(temp - 25) / 4 - (humidity - 70) / 40 + 1.0,
            (compact - 0.5) * 4 + (brix - 17) / 3 + (humidity - 70) / 12,
            (age - 25) / 8 + (wounds - 3) / 2,
        ]
    )
    scores = scores + rng.normal(0, 0.5, scores.shape)
    y = scores.argmax(1)
    x = np.column_stack(
        [wet, rain, temp, humidity, canopy, spray, compact, age, brix, wounds, bearing, block, scout]
    )
    return x, y


def vines(seed: int = 79501, sizes: tuple[int, int, int] = SIZES, name: str = "vine-scouting") -> Splits:
    """13 standardised columns, 5 classes."""
    x, y = _vines(seed, sum(sizes))
    return _generated(name, x, y, 5, sizes)


def vines_flagged_sheet_truncated() -> Splits:
    """The bug: the training export concatenates the routine-check sheet (every visit, mostly healthy
    vines) with the flagged-vines sheet, whose import stops at its first 1,000 rows, so the diseased
    visits are mostly lost: the training table is 88% healthy (880 of 1,000 rows, the 120 diseased
    drawn from what the truncated sheet kept), validation and test the usual season-wide draws."""
    import numpy as np

    x, y = _vines(79502, 6000)
    rng = np.random.default_rng(79503)
    pool = np.arange(len(y))
    held = pool[: SIZES[1] + SIZES[2]]
    rest = pool[SIZES[1] + SIZES[2] :]
    healthy = rng.choice(rest[y[rest] == 0], 880, replace=False)
    sick = rng.choice(rest[y[rest] != 0], 120, replace=False)
    train = rng.permutation(np.concatenate([healthy, sick]))
    order = np.concatenate([train, held])
    return _generated("vine-scouting", x[order], y[order], 5, SIZES)


# ---------------------------------------------------------------- injected faults (and healthy hooks)


def warmup_from_ten_times(steps: int) -> Callable[[int, int], float]:
    """The bug: the warm-up's LambdaLR is typed `lambda s: 1 + 9 * max(0, 1 - s / warmup)` (meant as
    `0.1 + 0.9 * min(1, s / warmup)`, a ramp from a tenth of the lr, with start and end swapped): the lr
    starts at 10x its target and falls linearly to it over `steps` steps, then stays."""

    def factor(step: int, _total: int) -> float:
        return 1.0 + 9.0 * max(0.0, 1.0 - step / steps)

    return factor


def label_smoothing_09(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """The bug: `nn.CrossEntropyLoss(label_smoothing=0.9)` (the config's `smoothing: 0.1` read as the
    weight kept on the true class, and passed as `1 - 0.1`): the target puts 0.28 on the true class and
    0.18 on each other one, so the loss can only fall from ln 5 = 1.609 to about 1.58."""
    import torch

    return torch.nn.functional.cross_entropy(out.float(), y, label_smoothing=0.9)


def zeroed_linear_weights(net: nn.Module) -> nn.Module:
    """The bug: the init helper meant `nn.init.zeros_(m.bias)` and wrote `nn.init.zeros_(m.weight)` on
    every Linear (the biases keep torch's default): each layer starts as a constant (its output is its
    bias) and a layer's gradient reaches the layers below only through its own zero weights, so the net
    starts as a constant and its layers come alive one after another from the top."""
    import torch

    for m in net.modules():
        if isinstance(m, torch.nn.Linear):
            torch.nn.init.zeros_(m.weight)
    return net


def head_only(net: nn.Module) -> Any:
    """The bug: the training script comes from a fine-tuning recipe that calls
    `model.encoder.requires_grad_(False)` and builds the optimizer from the head alone, but this model
    is trained from scratch (no `from_pretrained`): the embedding and the encoder keep their random
    init and only the 5-way head learns (the run's `params`)."""
    import torch

    heads = [m for m in net.modules() if isinstance(m, torch.nn.Linear) and m.out_features == 5]
    return list(heads[-1].parameters())


def _read_backwards(x: torch.Tensor) -> torch.Tensor:
    import torch

    return torch.flip(x, dims=(1,))


read_backwards_in_training = _augmented(_read_backwards)
read_backwards_in_training.__doc__ = """The bug: the training Dataset's `__getitem__` returns
`events[::-1]` (left over from a test of a backwards reader), the validation and test Datasets (another
class) the logs in time order: in training mode the model reads every trip backwards (the padding
first becomes the padding last)."""


def _lichen_turns(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.rot90(x, int(torch.randint(0, 4, (1,))), dims=(2, 3))
    x = torch.where(torch.rand(len(x), 1, 1, 1) < 0.5, x.flip(3), x)
    return x + 0.3 * torch.randn_like(x)


lichen_turns = _augmented(_lichen_turns)
lichen_turns.__doc__ = """Not a fault: in training mode each batch of crops is turned by a multiple
of 90 degrees, each crop mirrored half the time (a gravestone photo has no up) and given 0.3 sd of
noise."""


# ---------------------------------------------------------------- the variants


def ZZZV(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by battery zf's runner (through every earlier wrapper)."""
    return L(*args, runs=runs or zf_runs(), **kw)


CH16 = {"channels": 16}
H48 = {"hidden": 48}
W128 = {"width": 128, "num_layers": 2}
MLP64 = {"width": 64, "num_layers": 2}

FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    ZZZV(
        "vzzzv-clip-key-misspelled-plain-sgd-gru-hauls",
        Plan(hauls, "gru", 0.5, "sgd", epochs=16, log_every=4, model_kw=H48),
        ("loss-spikes",),
        "no-gradient-clipping",
        "the launch config sets `grad_clip_val: 0.5` where Lightning's key is `gradient_clip_val`, so a "
        "plain-SGD GRU (hidden 48) at lr 0.5 over the haul logs (the recipe's lr, tuned with the clipping) "
        "trains unclipped, 16 epochs (every 4th step logged): losses 1.52, 1.53, 1.33, 1.25, 1.23 ... "
        "0.008-0.438 in the last third, epoch means 1.24, 0.764, 0.567, 0.458, 0.381, 0.362, 0.394 ... "
        "0.143, the val loss 1.33, 1.31, 0.622, 0.482, 0.856, 0.904, 0.704, 0.478 ... 0.385, 1.5, 0.381, "
        "0.409, 0.523 and val accuracy 0.443 to 0.673-0.89 (0.873, 0.673, 0.89 around the jump), test 0.531 "
        "and 0.857 (the same GRU clipped: ~0.35 and 0.9)",
        (*RUNAWAY, "loss-runaway", "overfitting", "undertrained"),
        family="rnn",
        dataset="trawler-haul-events",
        seed=79018,
        runs=zf_runs(hparams={"grad_clip_val": 0.5}),
    ),
    ZZZV(
        "vzzzv-warmup-starts-at-10x-target-mlp-vines",
        Plan(
            vines, "mlp", 0.05, "sgd", momentum=0.9, epochs=15, log_every=4, schedule="lambda", model_kw=W128
        ),
        ("train-val-gap", "overfitting"),
        "learning-rate-too-high",
        "the warm-up's LambdaLR written the wrong way round, so the lr starts at 10x its target and falls "
        "linearly to it over 160 steps: a 2x128 MLP under SGD with momentum 0.9 at a target lr of 0.05 (0.49 "
        "at the start) over the scouting records, 15 epochs (every 4th step logged): losses 1.54, 1.42, "
        "1.14, 1.15, 1.49, 0.95, 1.28 ... 0.86-1.36 for the first 40 logged steps, 0.117-0.339 in the last "
        "third, the val loss 1.75, 1.54, 0.946, 1.07, 0.862, 0.941 ... 1.06, 1.15, 1.16, 1.28, 1.25, 1.36 "
        "and val accuracy 0.457 to 0.69-0.73, test 1.28 and 0.713 (sound MLPs on these records: ~0.6 and "
        "0.75)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="mlp",
        dataset="vine-scouting",
        seed=79002,
        runs=zf_runs(
            schedule=lambda_schedule(warmup_from_ten_times(160)),
            hparams={"warmup": "LambdaLR: 10x -> 1x over 160 steps"},
        ),
    ),
    ZZZV(
        "vzzzv-linear-scaling-rule-batch-8-sgd-cnn-lichens",
        Plan(lichens, "cnn", 0.1 * 8 / 256, "sgd", epochs=4, batch_size=8, log_every=10, model_kw=CH16),
        ("slow-convergence", "undertrained"),
        "learning-rate-too-low",
        "the linear scaling rule `lr = 0.1 * batch_size / 256` applied to a batch of 8 (lr 0.0031) for a "
        "16-channel CNN under plain SGD (no momentum) over the lichen patches, 4 epochs (500 steps, every "
        "10th logged): losses 1.55, 1.5, 1.58, 1.44, 1.46 ... 0.762-1.28 in the last third, epoch means "
        "1.53, 1.33, 1.13, 1.01, the val loss 1.4, 1.18, 1.03, 0.922 and val accuracy 0.493, 0.55, 0.61, "
        "0.587, test 0.942 and 0.587 (sound CNNs on these patches: ~0.3-0.45 and 0.86-0.92)",
        ("metric-at-baseline",),
        family="cnn",
        dataset="lichen-patches",
        seed=79003,
        runs=zf_runs(hparams={"lr": "0.1 * batch_size / 256", "base_lr": 0.1}),
    ),
    ZZZV(
        "vzzzv-zero-grad-on-ema-optimizer-regression-maples",
        Plan(maples, "mlp", 1e-3, "adam", epochs=10, log_every=4, zero_grad=False, model_kw=W128),
        ("loss-spikes",),
        "missing-zero-grad",
        "the training step calls `self.ema_optimizer.zero_grad()` (the optimizer of the EMA copy, which "
        "never steps) instead of the one that steps, so the regression MLP's gradients are never cleared and "
        "each step follows the sum of all the gradients so far; a 2x128 regression MLP under Adam lr 1e-3 "
        "over the maple taps, 10 epochs (every 4th step logged): losses 0.794, 0.843, 0.55, 0.347, 0.149, "
        "0.136 then up to 1.51, 1.66, 1.22 (steps 60-72), 0.963, 1.11, 1.18, 1.13 ... 0.029-0.334 in the "
        "last third, epoch means 0.514, 0.533, 0.915, 0.685, 0.602, 0.37, 0.326, 0.0989, 0.102, 0.159, the "
        "val loss 0.525, 0.72, 0.848, 0.67, 0.243, 0.206, 0.155, 0.118, 0.11, 0.0718, test 0.105 (sound "
        "regressions on these taps: ~0.045-0.05)",
        (*RUNAWAY, "loss-runaway", "overfitting", "undertrained"),
        family="regression",
        dataset="maple-syrup-yield",
        seed=79004,
        runs=zf_runs(hparams={"zero_grad": "ema_optimizer.zero_grad()"}),
    ),
    # --- data
    ZZZV(
        "vzzzv-mixing-collate-shuffles-30pct-targets-gru-hauls",
        Plan(hauls_mixed_targets, "gru", 3e-3, "adam", epochs=20, log_every=8, model_kw=H48),
        ("overfitting",),
        "label-noise",
        "a 'mixing' collate function left in the DataLoader shuffles the targets of 30% of each batch's rows "
        "among themselves (30% of the training trips carry a batch-mate's fishery; validation and test "
        "clean); a GRU (hidden 48) under Adam lr 3e-3, 20 epochs (every 8th step logged): losses 1.58, 1.42, "
        "1.36, 1.37, 1.27 ... 0.63-0.963 in the last third, the val loss 0.974, 0.789, 0.671 ... 0.554 "
        "(epoch 10), then 0.578 ... 0.629, 0.683, 0.644 and val accuracy 0.693 to 0.867 (epoch 7), then down "
        "to 0.79-0.793, test 0.691 and 0.777 (sound GRUs on these logs: ~0.35 and 0.9)",
        ("train-val-gap", "val-test-gap", "undertrained", "slow-convergence"),
        family="rnn",
        dataset="trawler-haul-events",
        seed=79005,
        runs=zf_runs(hparams={"collate_fn": "mixing_collate(p=0.3)"}),
    ),
    ZZZV(
        "vzzzv-patches-read-by-folder-shuffle-off-batch-128-bncnn-lichens",
        Plan(
            lichens_by_folder,
            "bncnn",
            2e-3,
            "adam",
            epochs=15,
            batch_size=128,
            log_every=1,
            shuffle=False,
            sort_by_class=True,
            model_kw=CH16,
        ),
        ("slow-convergence", "periodic-loss"),
        "data-not-shuffled",
        "the patch archive read with `for form in sorted(os.listdir(root))`, one growth form's folder after "
        "another, and the training DataLoader left at `shuffle=False`: a 16-channel batch-norm CNN under "
        "Adam lr 2e-3 at batch 128, 15 epochs of 8 steps (every step logged): losses 1.95, 1.82, 1.49, 1.64, "
        "1.84, 1.54, 1.54, 1.6 in the first epoch and the same 8-step pattern every epoch (1.48, 1.35, 1.52, "
        "1.34, 1.7, 1.73, 1.17, 1.65 in the last), epoch means 1.68, 1.6, 1.58 ... 1.49, the val loss 1.59, "
        "1.54, 1.47 ... 1.3 and val accuracy 0.283 to 0.647, test 1.31 and 0.643 (sound CNNs on these "
        "patches: ~0.3-0.45 and 0.86-0.92)",
        ("undertrained", "metric-at-baseline", "loss-oscillation", "train-val-gap"),
        family="cnn-bn",
        dataset="lichen-patches",
        seed=79006,
        runs=zf_runs(hparams={"reader": "for form in sorted(os.listdir(root))", "shuffle": False}),
    ),
    ZZZV(
        "vzzzv-flagged-sheet-truncated-88pct-healthy-mlp-vines",
        Plan(vines_flagged_sheet_truncated, "mlp", 2e-3, "adam", epochs=20, log_every=8, model_kw=W128),
        ("overfitting", "train-val-gap"),
        "class-imbalance",
        "the training export joins the routine-check sheet (mostly healthy vines) with the flagged-vines "
        "sheet, whose import stops at its first 1,000 rows: the training table is 88% healthy (880 of 1,000 "
        "rows), validation and test the usual season-wide draws (~40% healthy); a 2x128 MLP under Adam lr "
        "2e-3, 20 epochs (every 8th step logged): losses 0.728, 0.699, 0.511, 0.541, 0.543 ... 0.007-0.535 "
        "in the last third, epoch means 0.744, 0.478, 0.408 ... 0.0584, the val loss 1.96, 1.75, 1.65, 1.34 "
        "... 1.26 (epoch 11) ... 2.19, 2.32, 2.12, 2.22 and val accuracy 0.357 to 0.53-0.593, test 2.0 and "
        "0.583 (sound MLPs on these records: ~0.6 and 0.75)",
        ("val-test-gap", "zero-train-loss", "loss-spikes", "metric-at-baseline", "undertrained"),
        family="mlp",
        dataset="vine-scouting",
        seed=79007,
        runs=zf_runs(hparams={"sources": "routine_sheet + flagged_sheet[:1000]"}),
    ),
    ZZZV(
        "vzzzv-sales-column-holds-target-regression-maples",
        Plan(maples_sales_column, "mlp", 2e-3, "adam", epochs=15, log_every=8, model_kw=W128),
        ("val-test-gap",),
        "data-leakage",
        "the sugarhouse's sales sheet joined on the tap id adds `syrup_sold_l` (the tap's syrup as sold: the "
        "target to 3%) to the training and validation taps' features, while the test taps are this spring's, "
        "whose column still holds last season's figure; a 2x128 regression MLP under Adam lr 2e-3, 15 epochs "
        "(every 8th step logged): losses 0.24, 0.103, 0.0894, 0.0197, 0.0506 ... 0.0036-0.0174 in the last "
        "third, epoch means 0.263, 0.0448 ... 0.00542, the val loss 0.0774, 0.0368 ... 0.0159, test 1.05 "
        "(sound regressions on these taps: ~0.045-0.05 on every split)",
        ("zero-train-loss", "overfitting", "train-val-gap"),
        family="regression",
        dataset="maple-syrup-yield",
        seed=79008,
        runs=zf_runs(hparams={"join": "taps.merge(sales, on='tap_id')"}),
    ),
    # --- evaluation
    ZZZV(
        "vzzzv-trips-read-backwards-in-training-only-lstm-hauls",
        Plan(
            hauls,
            "lstm",
            3e-3,
            "adam",
            epochs=20,
            log_every=8,
            model_fault=read_backwards_in_training,
            model_kw=H48,
        ),
        ("train-val-gap",),
        "eval-pipeline-mismatch",
        "the training Dataset's `__getitem__` returns `events[::-1]` (left over from a backwards-reader "
        "test) while the validation and test Datasets return the logs in time order: an LSTM (hidden 48) "
        "under Adam lr 3e-3 over the haul logs, 20 epochs (every 8th step logged): losses 1.6, 1.55, 1.41, "
        "1.3, 1.27 ... 0.0325-0.577 in the last third, epoch means 1.53, 1.18, 1.07 ... 0.392, 0.351 ... "
        "0.229, 0.231, the val loss 1.4, 1.2, 1.18 ... 0.778 (epoch 11) ... 0.757-0.825 in the last third, "
        "0.759 at the end, and val accuracy 0.303 to 0.713-0.747, test 0.677 and 0.767 (sound sequence "
        "models on these logs: ~0.3 and 0.9)",
        ("overfitting", "val-test-gap", "slow-convergence", "undertrained"),
        family="rnn",
        dataset="trawler-haul-events",
        seed=79009,
        runs=zf_runs(hparams={"train_dataset": "events[::-1]"}),
    ),
    ZZZV(
        "vzzzv-val-loader-drop-last-batch-512-bncnn1d-shearing",
        Plan(shearing, "bncnn1d", 2e-3, "adam", epochs=15, log_every=10, model_kw=CH16),
        ("missing-validation",),
        "missing-eval-set",
        "the validation DataLoader built with `batch_size=512, drop_last=True` (copied from the training "
        "loader's settings for a larger set) over 300 traces yields no batch, so Lightning never runs "
        "validation: no val loss is logged; a 16-channel batch-norm 1-D CNN under Adam lr 2e-3 over the "
        "shearing traces, 15 epochs (every 10th step logged): losses 1.47, 1.17, 1.29, 1.13, 1.11 ... "
        "0.144-0.482 in the last third, epoch means 1.32, 1.07, 0.868 ... 0.248, no val loss, test 0.206 and "
        "0.95",
        ("undertrained",),
        family="cnn-bn",
        dataset="shearing-handpiece-current",
        seed=79010,
        runs=zf_runs(evaluate=False, hparams={"val_batch_size": 512, "val_drop_last": True}),
    ),
    ZZZV(
        "vzzzv-test-builds-fresh-model-empty-ckpt-dir-resnet-lichens",
        Plan(lichens_test_fresh, "resnet", 3e-3, "adam", epochs=10, log_every=8),
        ("val-test-gap",),
        "wrong-checkpoint-loaded",
        "the test script builds a fresh model and loads `glob('ckpts/*.pt')` with `strict=False` from a "
        "directory the trainer never wrote to (its checkpoints went to the logger's folder), so nothing "
        "loads and the test runs the initial weights; a small residual net under Adam lr 3e-3 over the "
        "lichen patches, 10 epochs (every 8th step logged): losses 1.42, 1.3, 1.26, 1.07, 0.999 ... "
        "0.246-0.498 in the last third, epoch means 1.3, 1.0, 0.808 ... 0.407, the val loss 1.04, 0.958, "
        "0.823, 0.619, 0.717 ... 0.487, 0.497, 0.674 and val accuracy 0.62 to 0.71-0.807, test 1.64 and 0.19",
        ("overfitting", "loss-spikes", "undertrained"),
        family="resnet",
        dataset="lichen-patches",
        seed=79011,
        runs=zf_runs(test_fresh_init=True, hparams={"test_ckpt": "glob('ckpts/*.pt') (empty: strict=False)"}),
    ),
    # --- model
    ZZZV(
        "vzzzv-linear-weights-zeroed-instead-of-biases-mlp-vines",
        Plan(
            vines,
            "mlp",
            2e-3,
            "adam",
            epochs=12,
            log_every=8,
            model_fault=zeroed_linear_weights,
            model_kw=W128,
        ),
        ("slow-convergence",),
        "poor-initialization",
        "the init helper meant `nn.init.zeros_(m.bias)` and wrote `nn.init.zeros_(m.weight)` on every Linear "
        "of a 2x128 MLP (every hidden unit identical, no gradient through the zero weights); Adam lr 2e-3 "
        "over the scouting records, 12 epochs (every 8th step logged): losses 1.6, 1.57, 1.5, 1.66, 1.53 ... "
        "0.949-1.59 in the last third, epoch means 1.56, 1.48, 1.45, 1.44, 1.42, 1.4, 1.38, 1.33, 1.2, 1.14, "
        "1.13, 1.11, the val loss 1.48, 1.43 ... 1.11 and val accuracy 0.347 to 0.573-0.603, test 1.17 and "
        "0.54 (sound MLPs on these records: ~0.6 and 0.75)",
        ("undertrained", "metric-at-baseline"),
        family="mlp",
        dataset="vine-scouting",
        seed=79012,
        runs=zf_runs(hparams={"init": "nn.init.zeros_(m.weight)"}),
    ),
    ZZZV(
        "vzzzv-finetune-recipe-freezes-encoder-from-scratch-transformer-hauls",
        Plan(
            hauls,
            "transformer",
            2e-3,
            "adamw",
            weight_decay=0.01,
            epochs=12,
            log_every=8,
            params=head_only,
        ),
        ("slow-convergence",),
        "frozen-weights",
        "the script comes from a fine-tuning recipe that calls `model.encoder.requires_grad_(False)` and "
        "builds the optimizer from the head alone, but this small transformer is trained from scratch: the "
        "embedding and encoder keep their random init and only the 5-way head learns; AdamW (lr 2e-3, weight "
        "decay 0.01) over the haul logs, 12 epochs (every 8th step logged): losses 1.64, 1.53, 1.45, 1.45, "
        "1.34 ... 0.765-0.943 in the last third, the val loss 1.39, 1.25, 1.16, 1.08 ... 0.829, 0.804, 0.782 "
        "and val accuracy 0.427 to 0.807-0.827, test 0.779 and 0.81 (the same transformer fully trained: "
        "~0.32 and 0.87-0.9)",
        ("undertrained", "metric-at-baseline"),
        family="transformer",
        dataset="trawler-haul-events",
        seed=79013,
        runs=zf_runs(hparams={"freeze_encoder": True, "pretrained": None}),
    ),
    ZZZV(
        "vzzzv-label-smoothing-09-cnn1d-shearing",
        Plan(shearing, "cnn1d", 2e-3, "adam", epochs=12, log_every=8, model_kw=CH16),
        ("slow-convergence",),
        "wrong-loss-function",
        "`nn.CrossEntropyLoss(label_smoothing=0.9)` (the config's `smoothing: 0.1` passed as `1 - 0.1`): the "
        "target keeps 0.28 on the true class, so the loss can only fall from ln 5 = 1.609 to ~1.58; a "
        "16-channel 1-D CNN under Adam lr 2e-3 over the shearing traces, 12 epochs (every 8th step logged): "
        "losses 1.61, 1.61, 1.61, 1.6, 1.6 ... 1.59-1.6 in the last third, epoch means 1.61, 1.61, then 1.6 "
        "at every epoch, the val loss 1.61, then 1.6 at every evaluation and val accuracy 0.543 to "
        "0.893-0.923, test 1.6 and 0.937",
        ("metric-at-baseline", "undertrained"),
        family="cnn",
        dataset="shearing-handpiece-current",
        seed=79014,
        runs=zf_runs(loss=label_smoothing_09, hparams={"label_smoothing": 0.9}),
    ),
    ZZZV(
        "vzzzv-sigmoid-6-layer-regression-maples",
        Plan(
            maples,
            "mlp",
            0.01,
            "sgd",
            momentum=0.9,
            epochs=15,
            log_every=8,
            model_kw={"width": 64, "num_layers": 6, "activation": "sigmoid"},
        ),
        ("slow-convergence",),
        "vanishing-gradients",
        "a 6x64 regression MLP built with `activation='sigmoid'` (the model config's default for its old "
        "2-layer version) under SGD with momentum 0.9 at lr 0.01 over the maple taps (the target "
        "standardised: predicting its mean scores ~1), 15 epochs (every 8th step logged): losses 1.08, 1.07, "
        "1.35, 0.894, 1.19 ... 0.874-1.31 in the last third, the val loss 0.933, 0.952, 0.907, 0.878 ... "
        "1.08 ... 0.88, 0.883, test 1.09 (sound regressions on these taps: ~0.045-0.05)",
        ("metric-at-baseline", "undertrained", "loss-oscillation", "loss-spikes"),
        family="regression",
        dataset="maple-syrup-yield",
        seed=79015,
        runs=zf_runs(hparams={"activation": "sigmoid"}),
    ),
    # --- workflow
    ZZZV(
        "vzzzv-smoke-config-max-epochs-2-merged-last-mlp-vines",
        Plan(vines, "mlp", 1e-3, "adam", epochs=2, log_every=2, model_kw=MLP64),
        ("undertrained",),
        "too-few-epochs",
        "the launcher merges `train.yaml` and then `smoke.yaml`, whose `trainer: {max_epochs: 2}` (meant for "
        "CI) overrides the 40 epochs asked for: a 2x64 MLP under Adam lr 1e-3 over the scouting records "
        "stops after 2 epochs (64 steps, every 2nd logged): losses 1.58, 1.54, 1.56, 1.56, 1.54 ... "
        "1.07-1.32 in the last third, epoch means 1.51, 1.3, the val loss 1.41, 1.17 and val accuracy 0.48, "
        "0.66, test 1.19 and 0.567 (sound MLPs on these records: ~0.6 and 0.75)",
        ("slow-convergence",),
        family="mlp",
        dataset="vine-scouting",
        seed=79016,
        runs=zf_runs(hparams={"config": "train.yaml + smoke.yaml (max_epochs: 2)", "max_epochs": 2}),
    ),
)

HEALTHY: tuple[Variant, ...] = (
    # --- shearing
    ZZZV(
        "vzzzv-healthy-bncnn1d-shearing-triangular-cyclic-every-step",
        Plan(shearing, "bncnn1d", 4e-3, "adam", epochs=8, log_every=1, schedule="cyclic", model_kw=CH16),
        (),
        None,
        "a 16-channel batch-norm 1-D CNN under Adam with a triangular CyclicLR between 4e-4 and 4e-3 (32 "
        "steps up, 32 down), 8 epochs, every step logged (256 steps): losses 1.58, 1.66, 1.5, 1.63, 1.54 ... "
        "0.22-0.64 in the last third, rising and falling with the lr, the val loss 1.08, 0.783, 0.636, "
        "0.541, 0.454, 0.373, 0.425, 0.314 and val accuracy 0.673 to 0.853-0.913, test 0.305 and 0.927",
        family="cnn-bn",
        dataset="shearing-handpiece-current",
        seed=79101,
        runs=zf_runs(schedule=cyclic(4e-4, 4e-3, 32), hparams={"scheduler": "CyclicLR(triangular)"}),
    ),
    ZZZV(
        "vzzzv-healthy-cnn1d-shearing-early-stop-val-twice",
        Plan(
            shearing,
            "cnn1d",
            3e-3,
            "adam",
            epochs=40,
            log_every=5,
            val_interval=0.5,
            early_stop=4,
            model_kw=CH16,
        ),
        (),
        None,
        "a 16-channel 1-D CNN under Adam lr 3e-3, evaluated twice an epoch with early stopping on the val "
        "loss (patience 4 evaluations; up to 40 epochs, every 5th step logged): it stopped after 34 epochs "
        "(67 evaluations); losses 1.57, 1.46, 1.35, 1.29, 1.29 ... 0.034-0.666 in the last third, epoch "
        "means 1.42, 1.23, 1.13 ... 0.167, the val loss 1.39, 1.26, 1.19 ... 0.185 (min, epoch 31), 0.246, "
        "0.217, 0.193, 0.187 and val accuracy 0.317 to 0.897-0.953, test 0.181 and 0.947",
        family="cnn",
        dataset="shearing-handpiece-current",
        seed=79102,
    ),
    ZZZV(
        "vzzzv-healthy-cnn1d-shearing-long-slow-start-step-cut-every-50",
        Plan(
            shearing_long,
            "cnn1d",
            0.01,
            "sgd",
            momentum=0.9,
            epochs=12,
            batch_size=32,
            log_every=50,
            schedule="step",
            step_size=675,
            gamma=0.1,
            model_kw={"channels": 8},
        ),
        (),
        None,
        "SGD with momentum 0.9 at lr 0.01 and a StepLR cut to 0.001 after 675 steps for an 8-channel 1-D CNN "
        "over a 2,400-trace draw, 12 epochs, 900 steps logged every 50: losses 1.32, 1.38, 1.22, 1.12, 1.17 "
        "... 0.353-0.567 in the last third, epoch means 1.45, 1.26, 1.18, 1.12, 1.03 (a slow start), 0.88, "
        "0.709, 0.57, 0.478, 0.43, 0.423, 0.418, the val loss 1.34, 1.24, 1.18, 1.11, 0.995, 0.806 ... 0.406 "
        "and val accuracy 0.397 to 0.827-0.867, test 0.422 and 0.823",
        family="cnn",
        dataset="shearing-handpiece-current",
        seed=79103,
    ),
    # --- lichens
    ZZZV(
        "vzzzv-healthy-resnet-lichens-turn-mirror-aug-bf16-warmup-cosine",
        Plan(
            lichens,
            "resnet",
            4e-3,
            "adamw",
            weight_decay=0.05,
            epochs=12,
            log_every=6,
            schedule="warmup-cosine",
            warmup=50,
            bf16=True,
            model_fault=lichen_turns,
        ),
        (),
        None,
        "a small residual net with turn / mirror / noise augmentation in training mode under AdamW (lr 4e-3, "
        "weight decay 0.05) with a 50-step warm-up and cosine decay in bf16-mixed autocast, 12 epochs (every "
        "6th step logged): losses 1.63, 1.66, 1.59, 1.44, 1.39 ... 0.414-0.938 in the last third, epoch "
        "means 1.55, 1.12, 0.885 ... 0.525, 0.553, the val loss 1.34, 0.988, 0.98, 0.927, 0.74 ... 0.446, "
        "0.448 (below the epoch-mean training loss from epoch 4 on) and val accuracy 0.44 to 0.817-0.857, "
        "test 0.424 and 0.877",
        family="resnet",
        dataset="lichen-patches",
        seed=79104,
    ),
    ZZZV(
        "vzzzv-healthy-cnn-lichens-rmsprop-dropout-val-every-2",
        Plan(
            lichens,
            "cnn",
            1e-3,
            "rmsprop",
            epochs=14,
            batch_size=16,
            log_every=20,
            val_every_epochs=2,
            model_kw={"channels": 16, "dropout": 0.3},
        ),
        (),
        None,
        "a 16-channel CNN with dropout 0.3 under RMSprop lr 1e-3 at batch 16, 14 epochs (every 20th step "
        "logged), evaluated every 2 epochs: losses 1.2, 0.873, 0.811, 1.01, 0.407 ... 0.012-0.645 in the "
        "last third, epoch means 1.14, 0.639, 0.417 ... 0.0534, 0.062, the val loss 0.616, 0.393, 0.3, "
        "0.209, 0.301, 0.236, 0.298 and val accuracy 0.7, 0.85, 0.883, 0.927, 0.883, 0.91, 0.903, test 0.288 "
        "and 0.92",
        family="cnn",
        dataset="lichen-patches",
        seed=79105,
    ),
    ZZZV(
        "vzzzv-healthy-bncnn-lichens-60-steps-still-improving",
        Plan(
            lichens,
            "bncnn",
            3e-3,
            "adam",
            epochs=2,
            batch_size=32,
            log_every=1,
            val_interval=0.5,
            model_kw=CH16,
        ),
        (),
        None,
        "two epochs (64 steps, every step logged) of a 16-channel batch-norm CNN under Adam lr 3e-3, "
        "evaluated twice an epoch: losses 1.57, 1.55, 1.41, 1.38, 1.51 ... 0.648-1.03 in the last third, "
        "epoch means 1.26, 0.899, the val loss 1.48, 1.3, 0.88, 0.908 and val accuracy 0.283, 0.47, 0.747, "
        "0.62, test 0.873 and 0.64",
        family="cnn-bn",
        dataset="lichen-patches",
        seed=79106,
    ),
    # --- hauls
    ZZZV(
        "vzzzv-healthy-gru-hauls-plain-sgd-clipped-step",
        Plan(
            hauls,
            "gru",
            0.5,
            "sgd",
            epochs=16,
            log_every=4,
            clip=0.5,
            schedule="step",
            step_size=320,
            gamma=0.3,
            model_kw=H48,
        ),
        (),
        None,
        "a GRU (hidden 48) under plain SGD at lr 0.5 clipped at a norm of 0.5 with a StepLR (x0.3 every 320 "
        "steps), 16 epochs (every 4th step logged): losses 1.55, 1.41, 1.3, 1.19, 1.12 ... 0.162-0.324 in "
        "the last third, the val loss 0.951, 0.589, 0.433 ... 0.425, 0.456 (epochs 8-9) ... 0.34-0.372 in "
        "the last third and val accuracy 0.65 to 0.887-0.9, test 0.357 and 0.903",
        family="rnn",
        dataset="trawler-haul-events",
        seed=79107,
    ),
    ZZZV(
        "vzzzv-healthy-transformer-hauls-dropout-warmup-linear-bump",
        Plan(
            hauls,
            "transformer",
            4e-3,
            "adamw",
            weight_decay=0.01,
            epochs=14,
            log_every=7,
            schedule="warmup-linear",
            warmup=80,
            model_kw={"dropout": 0.1},
        ),
        (),
        None,
        "a small transformer with dropout 0.1 under AdamW (lr 4e-3, weight decay 0.01) with an 80-step "
        "warm-up and linear decay, 14 epochs (every 7th step logged): losses 1.58, 1.45, 1.28, 1.2, 0.826 "
        "... 0.014-0.591 in the last third, epoch means 1.43, 0.648, 0.437 ... 0.205, the val loss 0.976, "
        "0.433, 0.449, 0.327, 0.333, 0.379 (a bump near the lr peak's wake), 0.313 ... 0.32, 0.324 and val "
        "accuracy 0.697 to 0.883-0.903, test 0.364 and 0.87",
        family="transformer",
        dataset="trawler-haul-events",
        seed=79108,
    ),
    ZZZV(
        "vzzzv-healthy-lstm-hauls-long-plateau-cuts-every-100",
        Plan(
            hauls_long,
            "lstm",
            3e-3,
            "adam",
            epochs=14,
            batch_size=16,
            log_every=100,
            schedule="plateau",
            gamma=0.3,
            model_kw=H48,
        ),
        (),
        None,
        "an LSTM (hidden 48) under Adam lr 3e-3 with ReduceLROnPlateau (factor 0.3) over a 2,400-trip draw "
        "at batch 16, 14 epochs (2,100 steps, logged every 100; the lr ends at 6.6e-7): losses 0.931, 0.512, "
        "0.392, 0.344, 0.298 ... 0.129-0.16 in the last third, the val loss 0.489, 0.354, 0.328 ... 0.28 "
        "(epoch 6), then 0.283-0.295 and 0.284 at each of the last 5 evaluations, val accuracy 0.85 to 0.9, "
        "test 0.303 and 0.9",
        family="rnn",
        dataset="trawler-haul-events",
        seed=79109,
    ),
    # --- maples
    ZZZV(
        "vzzzv-healthy-regression-maples-long-small-lr-adam-batch-64",
        Plan(maples_long, "mlp", 2e-4, "adam", epochs=40, batch_size=64, log_every=20, model_kw=MLP64),
        (),
        None,
        "a 2x64 regression MLP under Adam at a small lr of 2e-4 over a 3,000-tap draw at batch 64, 40 epochs "
        "(1,880 steps, every 20th logged): losses 1.02, 0.958, 0.548, 0.551, 0.522 ... 0.032-0.076 in the "
        "last third, epoch means 0.93, 0.753, 0.527, 0.296, 0.163 ... 0.0396 (still falling slowly), the val "
        "loss 0.9, 0.689, 0.43, 0.236 ... 0.0503, test 0.0468",
        family="regression",
        dataset="maple-syrup-yield",
        seed=79110,
    ),
    ZZZV(
        "vzzzv-healthy-regression-maples-dropout-exp-decay",
        Plan(
            maples,
            "mlp",
            3e-3,
            "adam",
            epochs=20,
            log_every=10,
            schedule="exp",
            gamma=0.996,
            model_kw={"width": 128, "num_layers": 2, "dropout": 0.3},
        ),
        (),
        None,
        "a 2x128 regression MLP with dropout 0.3 under Adam lr 3e-3 decayed by 0.996 a step (to 2.3e-4), 20 "
        "epochs (every 10th step logged): losses 0.287, 0.316, 0.184, 0.211, 0.268 ... 0.033-0.107 in the "
        "last third, epoch means 0.391, 0.168, 0.128 ... 0.0675, the val loss 0.134, 0.0787, 0.0577 ... "
        "0.045 (below the training loss throughout), test 0.0588",
        family="regression",
        dataset="maple-syrup-yield",
        seed=79111,
    ),
    ZZZV(
        "vzzzv-healthy-regression-maples-tanh-sgd-momentum-step-cut",
        Plan(
            maples,
            "mlp",
            0.02,
            "sgd",
            momentum=0.9,
            epochs=25,
            log_every=5,
            schedule="step",
            step_size=500,
            gamma=0.2,
            model_kw={"width": 64, "num_layers": 3, "activation": "tanh"},
        ),
        (),
        None,
        "a 3x64 tanh regression MLP under SGD with momentum 0.9 at lr 0.02 and a StepLR cut to 0.004 after "
        "500 steps, 25 epochs (every 5th step logged): losses 1.08, 0.273, 0.301, 0.136, 0.228 ... "
        "0.017-0.051 in the last third, epoch means 0.399, 0.125, 0.105 ... 0.0345, the val loss 0.133, "
        "0.0868, 0.0841, 0.0894 ... 0.0614 (epoch 15), then 0.0429-0.0471 after the cut, test 0.0534",
        family="regression",
        dataset="maple-syrup-yield",
        seed=79112,
    ),
    # --- vines
    ZZZV(
        "vzzzv-healthy-mlp-vines-dropout-05-early-stop",
        Plan(
            vines,
            "mlp",
            2e-3,
            "adamw",
            weight_decay=0.01,
            epochs=60,
            log_every=8,
            early_stop=5,
            model_kw={"width": 256, "num_layers": 3, "dropout": 0.5},
        ),
        (),
        None,
        "a 3x256 MLP with dropout 0.5 under AdamW (lr 2e-3, weight decay 0.01), early stopping on the val "
        "loss with patience 5 (up to 60 epochs; every 8th step logged): it stopped after 11 epochs; losses "
        "1.57, 1.42, 1.34, 1.18, 0.956 ... 0.558-0.754 in the last third, the val loss 0.911, 0.662, 0.709, "
        "0.652, 0.647, 0.635 (min), 0.661, 0.648, 0.64, 0.641, 0.653 and val accuracy 0.683 to 0.703-0.77, "
        "test 0.633 and 0.757",
        family="mlp",
        dataset="vine-scouting",
        seed=79113,
    ),
    ZZZV(
        "vzzzv-healthy-mlp-vines-epoch-only-train-log",
        Plan(vines, "mlp", 1e-3, "adam", epochs=25, log_every=10, train_log="epoch", model_kw=MLP64),
        (),
        None,
        "a 2x64 MLP under Adam lr 1e-3, 25 epochs, the training loss logged once an epoch only: epoch losses "
        "1.51, 1.28, 0.998, 0.79, 0.669 ... 0.357-0.417 in the last third, the val loss 1.4, 1.14, 0.897 ... "
        "0.571 (epoch 14) ... 0.575-0.598 in the last third and val accuracy 0.477 to 0.753-0.77, test 0.647 "
        "and 0.727",
        family="mlp",
        dataset="vine-scouting",
        seed=79114,
    ),
    ZZZV(
        "vzzzv-healthy-mlp-vines-accumulate-4-warmup-cosine",
        Plan(
            vines,
            "mlp",
            3e-3,
            "adamw",
            weight_decay=0.01,
            epochs=20,
            batch_size=16,
            accumulate=4,
            log_every=2,
            schedule="warmup-cosine",
            warmup=30,
            model_kw=W128,
        ),
        (),
        None,
        "a 2x128 MLP under AdamW (lr 3e-3, weight decay 0.01) at batch 16 with 4 batches accumulated a step, "
        "a 30-step warm-up and cosine decay, 20 epochs (320 steps, every 2nd logged): losses 1.64, 1.61, "
        "1.61, 1.56, 1.58 ... 0.062-0.576 in the last third, epoch means 1.56, 1.19, 0.706 ... 0.266, the "
        "val loss 1.41, 0.924, 0.668, 0.624, 0.594 (min) ... 0.653-0.66 in the last third and val accuracy "
        "0.44 to 0.73-0.757, test 0.705 and 0.74",
        family="mlp",
        dataset="vine-scouting",
        seed=79115,
    ),
    ZZZV(
        "vzzzv-healthy-mlp-vines-batch-8-val-every-3",
        Plan(
            vines,
            "mlp",
            2e-3,
            "sgd",
            momentum=0.9,
            epochs=9,
            batch_size=8,
            log_every=25,
            val_every_epochs=3,
            model_kw=W128,
        ),
        (),
        None,
        "a 2x128 MLP under SGD with momentum 0.9 at lr 2e-3 at batch 8, 9 epochs (1,125 steps, every 25th "
        "logged), evaluated every 3 epochs: losses 1.5, 1.62, 1.51, 1.53, 1.51 ... 0.2-0.836 in the last "
        "third, epoch means 1.52, 1.31, 1.04 ... 0.506, the val loss 0.945, 0.645, 0.584 and val accuracy "
        "0.693, 0.74, 0.76, test 0.626 and 0.747",
        family="mlp",
        dataset="vine-scouting",
        seed=79116,
    ),
)
