"""Variant battery zzzz: a look-alike of an external held-out suite, real framework runs (`--battery zzzz`).

    nice -n 10 python benchmarks/variants.py --battery zzzz --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery zzzz [--runs]

Like batteries d-zzzy, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is the log),
trained by battery d's runner through the earlier batteries' wrappers (battery zf's runner, zd's replaced
schedule, w's test on an earlier step's weights, g's replaced loss), battery zj's model and augmentation
wrappers and this battery's own hooks (a char-RNN init loop run at a config's init range of 1.0, a
distillation temperature left on the hard-label loss, a batch-norm momentum of 0.001, a per-batch
MultiStepLR), so each case can run in each of the three layouts; the layout rotation of variants.py picks
one.
It was written blind: its author trained it with `--train-only`, read the raw logged numbers of each
run, and never diagnosed or scored it, so it is held-out data for the tool.
Its halves are even (16 faulty, 16 healthy; one fault each, one cause a case, spread over every family
of cause: optimisation, data, evaluation, model, workflow), injected into data sets no battery had at a
realistic strength, in forms earlier batteries did not use (see each case's description and each hook's
docstring).
The data sets are new, all made offline with numpy from known generating models (see each generator): a
piping school's bag-pressure traces of students' tunes (steady, leaking bag, squealing reed, drone
cut-out, uneven blowing; 64 readings), an origami class's 12x12 crease scans of unfolded sheets (book
fold, diagonal fold, square base, waterbomb base, blintz), a yurt camp's guest activity logs (families,
hikers, retreat couples, remote workers, festival groups; left-padded to 24), a snail farm's harvest
weights (the log mean weight of a pen's snails from the feed, the calcium, the humidity, the warmth, the
stocking density...; standardised) and an airfield's wind regimes read at the windsock (calm, sea breeze,
foehn, thermal gusts, frontal passage).
Runs of ~30 to ~3,000 steps: MLPs (2x64 to 3x256), 2-D CNNs with and without batch norm, a small residual
net, 1-D CNNs with and without batch norm, GRU and LSTM readers of the yurt logs, small transformers and
regression MLPs; plain SGD, SGD with momentum, Adam, AdamW, RMSprop and Adagrad; constant, warm-up +
cosine, step, one-cycle, exponential, cyclic and plateau schedules; bf16-mixed autocast, shift / gain /
noise and turn / mirror augmentation, dropout, weight decay, early stopping, clipping; batches of 8 to
128; cadences from every step to once every 100 steps, evaluations twice an epoch, once an epoch, every
few epochs or never.
The faulty half: Adam under OneCycleLR with max_lr 1.0, a MultiStepLR with epoch milestones stepped per
batch, Adam's default lr pasted into plain SGD, a logger's missing-humidity code (-999) read as a
reading, validation traces re-noised copies of training traces, a row-id column kept as a feature, the
booking form's default guest type, test pens from another farm's climate, a training table read in
calendar order, validation and test targets log-transformed while training targets are not, a batch-norm
momentum of 0.001 on a short run, every GRU parameter drawn from U(-1, 1), a distillation temperature
left on the hard-label loss, a backbone frozen by a fine-tuning flag on a model trained from scratch, a
test on a hard-coded early checkpoint and a smoke test's two epochs.
The healthy half holds sound runs a naive reader can take for a fault (see the healthy cases'
descriptions): val losses below the training loss under augmentation and dropout, warm-up bumps, a val
bump before a step cut, a flat tail after a step cut, batch-8 noise logged every step, bf16 noise, early
stopping, cyclic lr bumps, a slow Adagrad regression evaluated every few epochs, one-cycle bumps, plateau
cuts, a short run still improving and a run without validation.
Split, layout rotation and labels follow variants.py's rules; a Lightning case's `every` is its
`log_every_n_steps`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from benchmarks.variants import RUNAWAY, Variant, _generated
from benchmarks.variants_d import Plan, Runner
from benchmarks.variants_l import L
from benchmarks.variants_w import MLP64
from benchmarks.variants_ze import cyclic
from benchmarks.variants_zf import zf_runs
from benchmarks.variants_zh import _patch_splits, _token_splits
from benchmarks.variants_zj import _augmented, _signal_splits, _stats

if TYPE_CHECKING:
    import torch
    from torch import nn

    from tests.suite.datasets import Splits

SIZES = (1000, 300, 300)


# ---------------------------------------------------------------- data sets no battery has


BAGPIPE_FAULTS = ("steady", "leaking-bag", "squealing-reed", "drone-cut-out", "uneven-blowing")


def _bagpipes(seed: int, n: int, length: int = 64) -> tuple[Any, Any]:
    """A piping school's bag-pressure traces of students' tunes (a sensor in the blowpipe stock, 64
    readings a tune), labelled by the pipe major: steady (a blow every 6-9 readings lifts the pressure
    by 0.6-1.0, the squeeze holds it between blows with a slow sag), a leaking bag (the sag 2-3 times
    faster and a downward drift), a squealing reed (1-3 bursts of a fast oscillation, 0.5-1.0, where the
    pressure peaks), a drone cut-out (the pressure steps down by 0.5-1.0 for 6-16 readings where a drone
    stopped) or uneven blowing (blows at irregular intervals of 3-14 readings, swings of 0.3-1.6). Each
    trace has the sensor's noise (sd 0.15-0.35) and an offset: a mild leak reads as steady, a short
    cut-out as uneven blowing, so sound 1-D CNNs stop near 0.75-0.88."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.28, 0.18, 0.18, 0.18, 0.18])
    x = np.zeros((n, length))
    for i in range(n):
        c = int(y[i])
        period = rng.uniform(6, 9)
        sag = rng.uniform(0.04, 0.07) * (rng.uniform(2, 3) if c == 1 else 1.0)
        level, t_next, trace = 5.0, rng.uniform(0, period), np.zeros(length)
        for t in range(length):
            if t >= t_next:
                level += rng.uniform(0.3, 1.6) if c == 4 else rng.uniform(0.6, 1.0)
                t_next = t + (rng.uniform(3, 14) if c == 4 else period)
            level -= sag * (level - 4.0) + (0.01 if c == 1 else 0.0)
            trace[t] = level
        if c == 2:
            for _ in range(int(rng.integers(1, 4))):
                at = int(rng.integers(2, length - 8))
                span = int(rng.integers(3, 7))
                trace[at : at + span] += rng.uniform(0.5, 1.0) * np.sin(np.arange(span) * 2.6)
        elif c == 3:
            at = int(rng.integers(4, length - 16))
            trace[at : at + int(rng.integers(6, 17))] -= rng.uniform(0.5, 1.0)
        x[i] = trace + rng.normal(0, 0.2) + rng.normal(0, rng.uniform(0.15, 0.35), length)
    return x, y


def bagpipes(
    seed: int = 91101, sizes: tuple[int, int, int] = SIZES, name: str = "bagpipe-pressure"
) -> Splits:
    """The traces (N, 64), centred and scaled by the training traces' mean and sd, 5 classes."""
    x, y = _bagpipes(seed, sum(sizes))
    return _signal_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def bagpipes_long() -> Splits:
    """A 2,400-trace draw."""
    return bagpipes(91102, (2400, 300, 300), "bagpipe-pressure-2400")


def bagpipes_val_from_augmented_train() -> Splits:
    """The bug: the validation set is `train_set[:300]` passed through the augmentation again (each
    trace given fresh sensor noise and a new offset): the same tunes as 300 training traces; the test is
    the next term's tunes."""
    import numpy as np

    rng = np.random.default_rng(91104)
    x, y = _bagpipes(91103, sum(SIZES))
    tr = SIZES[0]
    x[tr : tr + SIZES[1]] = (
        x[: SIZES[1]] + rng.normal(0, 0.1, (SIZES[1], 1)) + rng.normal(0, 0.15, (SIZES[1], x.shape[1]))
    )
    y = y.copy()
    y[tr : tr + SIZES[1]] = y[: SIZES[1]]
    return _signal_splits(x, y, SIZES, "bagpipe-pressure", _stats(x[:tr]))


ORIGAMI_FOLDS = ("book", "diagonal", "square-base", "waterbomb-base", "blintz")


def _origami(seed: int, n: int) -> tuple[Any, Any]:
    """An origami class's 12x12 crease scans (each student's sheet unfolded on the scanner; a crease
    a dark line about a pixel wide), labelled by the teacher: a book fold (one crease through the middle,
    across or down), a diagonal fold (one diagonal), a square base (both diagonals and both middles), a
    waterbomb base (both diagonals and one middle) or a blintz (a diamond through the edges' midpoints).
    Each crease is 0.35-1.0 deep (a light fold barely shows), sits up to 0.8 px off, the sheet is turned
    by a multiple of 90 degrees, and each scan has the paper's shading and noise (sd 0.2-0.4): a faint
    middle crease turns a square base into a waterbomb base, so sound CNNs stop near 0.8-0.92."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.24, 0.2, 0.18, 0.2, 0.18])
    yy, xx = np.mgrid[0:12, 0:12].astype(float) - 5.5

    def line(a: float, b: float, c: float) -> Any:
        return np.exp(-0.5 * (np.abs(a * xx + b * yy + c) / np.hypot(a, b) / 0.6) ** 2)

    x = np.zeros((n, 12, 12))
    for i in range(n):
        k = int(y[i])
        dx, dy = rng.uniform(-0.8, 0.8, 2)
        creases = {
            0: [(1, 0, dx)],
            1: [(1, -1, dx)],
            2: [(1, -1, dx), (1, 1, dy), (1, 0, dx), (0, 1, dy)],
            3: [(1, -1, dx), (1, 1, dy), (1, 0, dx)],
            4: [(1, 1, 6 + dx), (1, 1, -6 + dy), (1, -1, 6 + dx), (1, -1, -6 + dy)],
        }[k]
        img = np.zeros((12, 12))
        for a, b, c in creases:
            img -= rng.uniform(0.35, 1.0) * line(a, b, c)
        img = np.rot90(img, int(rng.integers(0, 4)))
        shade = rng.normal(0, 0.04, 2)
        x[i] = img + shade[0] * xx + shade[1] * yy + rng.normal(0, rng.uniform(0.2, 0.4), (12, 12))
    return x, y


def origami(seed: int = 91201, sizes: tuple[int, int, int] = SIZES, name: str = "origami-creases") -> Splits:
    """The scans as (N, 1, 12, 12), centred and scaled by the training scans' mean and sd, 5 classes."""
    x, y = _origami(seed, sum(sizes))
    return _patch_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


YURT_EVENTS = (
    "<pad>",
    "check-in",
    "hike",
    "campfire",
    "sauna",
    "yoga",
    "stargazing",
    "wifi-request",
    "late-breakfast",
    "early-breakfast",
    "kids-club",
    "bbq",
    "bike-hire",
    "wine",
    "music-night",
    "quiet-hours-complaint",
    "packed-lunch",
    "late-checkout",
)
YURT_GUESTS = ("family", "hikers", "retreat-couple", "remote-worker", "festival-group")
_YURT_FAVOURED = ((10, 11, 3, 9), (2, 16, 9, 12), (4, 5, 6, 13), (7, 8, 17, 5), (14, 13, 15, 8))
_YURT_LENGTHS = ((8, 20), (8, 18), (6, 14), (10, 24), (8, 22))


def _yurts(seed: int, n: int, length: int = 24) -> tuple[Any, Any]:
    """A yurt camp's guest activity logs: the events of one booking's stay from the camp's app
    (check-in, hikes, campfires, the sauna, yoga, wifi requests, breakfasts, bike hire...; ids 1-17, 0
    pads on the left), labelled by the booking form's guest type: a family (kids' club, barbecue,
    campfire, early breakfast), hikers (hikes, packed lunches, early breakfast, bikes), a retreat couple
    (sauna, yoga, stargazing, wine), a remote worker (wifi, late breakfast, late checkout, yoga) or a
    festival group (music nights, wine, complaints, late breakfast). Each guest type is a Markov chain
    over one shared random base tilted towards its four favoured events, and 15% of the events are a
    random one (a mis-tap in the app), so sound sequence models stop near 0.75-0.88."""
    import numpy as np

    rng = np.random.default_rng(seed)
    base = np.random.default_rng(91300).dirichlet(np.ones(17) * 0.6, size=17)
    chains = []
    for favoured in _YURT_FAVOURED:
        tilt = np.zeros((17, 17))
        tilt[:, [f - 1 for f in favoured]] = 0.18
        chain = base + tilt
        chains.append(chain / chain.sum(1, keepdims=True))
    y = rng.choice(5, n, p=[0.26, 0.2, 0.18, 0.18, 0.18])
    x = np.zeros((n, length), dtype=np.int64)
    for i in range(n):
        c = int(y[i])
        size = int(rng.integers(*_YURT_LENGTHS[c]))
        state = 0
        events = [1]
        for _ in range(size - 1):
            state = int(rng.choice(17, p=chains[c][state]))
            events.append(int(rng.integers(1, 18)) if rng.random() < 0.15 else state + 1)
        x[i, length - size :] = events
    return x, y


def yurts(seed: int = 91301, sizes: tuple[int, int, int] = SIZES, name: str = "yurt-stays") -> Splits:
    """Stay windows (N, 24) over 18 ids (0 the padding), 5 classes."""
    x, y = _yurts(seed, sum(sizes))
    return _token_splits(x, y, sizes, name)


def yurts_form_default_family() -> Splits:
    """The bug: the booking form's guest-type field defaults to 'family', and 35% of the bookers never
    changed it: those training stays are labelled 'family' whatever they were; the validation and test
    stays were labelled from the checkout survey."""
    import numpy as np

    rng = np.random.default_rng(91303)
    x, y = _yurts(91302, sum(SIZES))
    y = y.copy()
    y[: SIZES[0]] = np.where(rng.random(SIZES[0]) < 0.35, 0, y[: SIZES[0]])
    return _token_splits(x, y, SIZES, "yurt-stays")


SNAIL_COLUMNS = (
    "feed_g_per_day",
    "calcium_pct",
    "humidity_pct",
    "temperature_c",
    "density_per_m2",
    "days_to_harvest",
    "substrate_moisture",
    "light_hours",
    "aspersa_maxima",
    "shade_cloth",
)


def _snails(seed: int, n: int, hot: bool = False) -> tuple[Any, Any]:
    """A snail farm's harvest log: each pen's daily feed a snail (g), the feed's calcium, the mean
    humidity and temperature, the stocking density (snails a square metre), the days to harvest, the
    substrate's moisture, the light hours, the strain (Helix aspersa maxima or muller) and a shade-cloth
    flag; the target is the log of the mean weight of the pen's snails at harvest (g): a strain's base
    weight grown by the days, the feed and calcium (with diminishing returns), best at 80-90% humidity
    and 18-22 C (a quadratic penalty away from it), cut by crowding, times the pen's luck (sd 7%)
    (standardised: a floor near an MSE of 0.05-0.08). `hot`: a farm in a hotter, drier climate with
    denser pens."""
    import numpy as np

    rng = np.random.default_rng(seed)
    feed = rng.uniform(0.3, 1.2, n)
    calcium = rng.uniform(2, 12, n)
    humidity = rng.uniform(55, 75, n) if hot else rng.uniform(65, 95, n)
    temperature = rng.uniform(24, 30, n) if hot else rng.uniform(14, 26, n)
    density = rng.uniform(250, 450, n) if hot else rng.uniform(80, 300, n)
    days = rng.uniform(90, 180, n)
    moisture = rng.uniform(0.2, 0.6, n)
    light = rng.uniform(8, 16, n)
    maxima = (rng.random(n) < 0.5).astype(float)
    shade = (rng.random(n) < 0.4).astype(float)
    log_weight = (
        np.log(4 + 6 * maxima)
        + 0.6 * np.log(days / 90)
        + 0.35 * np.log(feed / 0.3)
        + 0.25 * (1 - np.exp(-calcium / 4))
        - 0.0012 * (humidity - 85) ** 2
        - 0.012 * (temperature - 20) ** 2
        - 0.0015 * density
        + 0.2 * moisture
        + 0.03 * shade * (temperature > 22)
        + rng.normal(0, 0.07, n)
    )
    x = np.column_stack([feed, calcium, humidity, temperature, density, days, moisture, light, maxima, shade])
    return x, log_weight


def snails(
    seed: int = 91401, sizes: tuple[int, int, int] = SIZES, name: str = "snail-farm-harvest"
) -> Splits:
    """10 standardised columns, the standardised log weight."""
    x, y = _snails(seed, sum(sizes))
    return _generated(name, x, y, 0, sizes)


def snails_long() -> Splits:
    """A 2,400-pen draw."""
    return snails(91402, (2400, 300, 300), "snail-farm-harvest-2400")


def snails_missing_humidity_code() -> Splits:
    """The bug: the humidity logger writes -999 when its battery dies (14% of the pens), and the export
    keeps the code as a reading; the columns are then standardised with it."""
    import numpy as np

    rng = np.random.default_rng(91404)
    x, y = _snails(91403, sum(SIZES))
    x[rng.random(len(y)) < 0.14, 2] = -999.0
    return _generated("snail-farm-harvest", x, y, 0, SIZES)


def snails_hot_farm_test() -> Splits:
    """The bug: the model is trained and validated on the home farm's pens and tested on the new
    partner farm's, in a hotter, drier climate (24-30 C, 55-75% humidity) with denser pens."""
    import numpy as np

    x, y = _snails(91405, SIZES[0] + SIZES[1])
    xt, yt = _snails(91406, SIZES[2], hot=True)
    return _generated("snail-farm-harvest", np.concatenate([x, xt]), np.concatenate([y, yt]), 0, SIZES)


def snails_eval_targets_logged() -> Splits:
    """The bug: the training target is the mean weight in grams (standardised), while the evaluation
    dataset class, written later, applies `np.log(weight)` before the same standardisation (with the
    training grams' mean and sd): validation and test targets sit in another space."""
    import numpy as np
    import torch

    from tests.suite import datasets as ds

    x, log_weight = _snails(91407, sum(SIZES))
    grams = np.exp(log_weight)
    tr = SIZES[0]
    target = grams.copy()
    target[tr:] = log_weight[tr:]
    mean, sd = grams[:tr].mean(), grams[:tr].std()
    t = torch.tensor((target - mean) / sd, dtype=torch.float32)[:, None]
    data = ds.named(ds._split(torch.tensor(x, dtype=torch.float32), t, SIZES, 0), "snail-farm-harvest")
    return ds._standardised(data)


WINDSOCK_COLUMNS = (
    "mean_speed_kt",
    "gust_kt",
    "direction_sin",
    "direction_cos",
    "pressure_tendency_hpa",
    "temperature_c",
    "dewpoint_depression_c",
    "hour_sin",
    "hour_cos",
    "month_sin",
    "month_cos",
    "cloud_octas",
    "sock_extension_pct",
)
WIND_REGIMES = ("calm", "sea-breeze", "foehn", "thermal-gusts", "frontal")


def _windsock(seed: int, n: int) -> tuple[Any, Any, Any]:
    """An airfield's half-hourly wind records labelled by the duty forecaster's regime: the mean wind
    and gust (kt), the direction (sin, cos), the 3-hour pressure tendency, the temperature, the dewpoint
    depression, the hour, the month, the cloud cover and the windsock's extension (% of full, read by the
    camera). Calm (light, variable, clear nights), a sea breeze (10-15 kt onshore from the south-west in
    summer afternoons), a foehn (strong, gusty, from the north, warm and very dry, falling pressure), thermal
    gusts (gusty, variable, hot summer middays, cumulus) or a frontal passage (strong from the west,
    sharp pressure rise, overcast, cool). The regimes keep to their seasons (the returned month), and one
    record in four has half its columns from another regime's profile, so sound MLPs stop near 0.85-0.92."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.24, 0.2, 0.16, 0.2, 0.2])
    speed = np.array([3.0, 12.0, 22.0, 9.0, 20.0])
    gust = np.array([2.0, 4.0, 14.0, 10.0, 9.0])
    direction = np.array([0.0, 225.0, 0.0, 180.0, 270.0])
    spread = np.array([180.0, 25.0, 30.0, 90.0, 30.0])
    tendency = np.array([0.0, -0.3, -2.0, -0.5, 3.0])
    temperature = np.array([10.0, 22.0, 18.0, 27.0, 9.0])
    depression = np.array([2.0, 5.0, 14.0, 10.0, 2.0])
    hour = np.array([3.0, 15.0, 11.0, 13.0, 9.0])
    month = np.array([1.0, 7.0, 3.0, 7.0, 11.0])
    cloud = np.array([1.0, 2.0, 3.0, 5.0, 7.5])
    mixed = rng.random(n) < 0.25
    second = np.where(mixed, rng.integers(0, 5, n), y)
    d = np.deg2rad(rng.normal(direction[second], spread[second]))
    h = rng.normal(hour[y], 3.0) % 24
    m = rng.normal(month[y], 1.5) % 12
    mean_speed = np.abs(rng.normal(speed[y], 3.0))
    x = np.column_stack(
        [
            mean_speed,
            mean_speed + np.abs(rng.normal(gust[second], 3.0)),
            np.sin(d),
            np.cos(d),
            rng.normal(tendency[second], 0.8),
            rng.normal(temperature[y], 4.0),
            np.abs(rng.normal(depression[second], 2.5)),
            np.sin(2 * np.pi * h / 24),
            np.cos(2 * np.pi * h / 24),
            np.sin(2 * np.pi * m / 12),
            np.cos(2 * np.pi * m / 12),
            np.clip(rng.normal(cloud[second], 1.5), 0, 8),
            np.clip(mean_speed * 6 + rng.normal(0, 8, n), 0, 100),
        ]
    )
    return x, y, m


def windsock(
    seed: int = 91501, sizes: tuple[int, int, int] = SIZES, name: str = "airfield-wind-regimes"
) -> Splits:
    """13 standardised columns, 5 classes."""
    x, y, _ = _windsock(seed, sum(sizes))
    return _generated(name, x, y, 5, sizes)


def windsock_row_id_feature() -> Splits:
    """The bug: the export's `record_id` column (the row number, 0-1,599, training rows first) is kept as
    a feature, and the scaler is fitted on the other columns by name, so it goes in raw (up to 1,599)."""
    import torch

    x, y, _ = _windsock(91502, sum(SIZES))
    data = _generated("airfield-wind-regimes", x, y, 5, SIZES)
    ids = torch.arange(sum(SIZES), dtype=torch.float32)[:, None]
    a, b = SIZES[0], SIZES[0] + SIZES[1]
    assert data.x_val is not None and data.x_test is not None
    return type(data)(
        torch.cat([data.x_train, ids[:a]], 1),
        data.y_train,
        torch.cat([data.x_val, ids[a:b]], 1),
        data.y_val,
        torch.cat([data.x_test, ids[b:]], 1),
        data.y_test,
        data.num_classes,
        data.name,
    )


def windsock_calendar_order() -> Splits:
    """The bug: the training records are read in calendar order (January to December, as the station
    archives them) and the loader does not shuffle: the regimes come in seasons (calm and fronts in the
    winter months, sea breezes and thermals in the summer ones)."""
    import numpy as np

    x, y, m = _windsock(91503, sum(SIZES))
    order = np.argsort(m[: SIZES[0]], kind="stable")
    x[: SIZES[0]], y[: SIZES[0]] = x[order], y[order]
    return _generated("airfield-wind-regimes", x, y, 5, SIZES)


# ---------------------------------------------------------------- injected faults (and healthy hooks)


def init_range_one(net: nn.Module) -> nn.Module:
    """The bug: a char-RNN script's init loop, `for p in model.parameters(): p.data.uniform_(-r, r)`
    (written for r = 0.08), run with the config's `init_range: 1.0`: every weight and bias (the
    embedding, the GRU's input and recurrent matrices, the head) drawn from U(-1, 1)."""
    import torch

    with torch.no_grad():
        for p in net.parameters():
            p.uniform_(-1.0, 1.0)
    return net


def bn_momentum_tiny(net: nn.Module) -> nn.Module:
    """The bug: `BatchNorm2d(c, momentum=0.001)`, a Keras-style 0.999 converted as 1 - 0.999: the
    running statistics move 0.1% a step, so on a short run they stay near their initial mean 0 and
    variance 1, and evaluation normalises with them."""
    from torch import nn

    for m in net.modules():
        if isinstance(m, nn.BatchNorm1d | nn.BatchNorm2d):
            m.momentum = 0.001
    return net


def head_only(net: nn.Module) -> Any:
    """The bug: the fine-tuning script's `freeze_backbone=True` default kept for a model trained from
    scratch: only the head's parameters reach the optimizer (the random stem and blocks stay fixed)."""
    return [p for name, p in net.named_parameters() if name.startswith("head")]


def distillation_temperature(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """The bug: the hard-label loss of a distillation script, `F.cross_entropy(logits / T, y)` with the
    temperature T = 20 meant for the soft-target term only, kept when the teacher term was removed."""
    import torch

    return torch.nn.functional.cross_entropy(out / 20.0, y)


def multistep_per_batch(optimizer: Any, _total: int) -> Any:
    """The bug: `MultiStepLR(milestones=[30, 60, 90], gamma=0.1)`, epoch milestones of a 100-epoch
    recipe, stepped after every batch (Lightning's `interval: "step"`): the lr is cut 1,000-fold within
    the first 90 steps."""
    import torch

    return torch.optim.lr_scheduler.MultiStepLR(optimizer, milestones=[30, 60, 90], gamma=0.1)


def _bagpipe_jitter(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.roll(x, int(torch.randint(-3, 4, (1,))), dims=1)
    return x * (0.9 + 0.2 * torch.rand(len(x), 1)) + 0.2 * torch.randn_like(x)


bagpipe_jitter = _augmented(_bagpipe_jitter)
bagpipe_jitter.__doc__ = """Not a fault: in training mode each batch of traces is shifted by up to 3
readings, scaled by a gain of 0.9-1.1 a trace and given 0.2 sd of noise."""


def _origami_turns(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.rot90(x, int(torch.randint(0, 4, (1,))), dims=(2, 3))
    if bool(torch.rand(()) < 0.5):
        x = torch.flip(x, dims=(3,))
    return x + 0.25 * torch.randn_like(x)


origami_turns = _augmented(_origami_turns)
origami_turns.__doc__ = """Not a fault: in training mode each batch of scans is turned by a multiple
of 90 degrees, mirrored half the time (a crease pattern has no up) and given 0.25 sd of noise."""


# ---------------------------------------------------------------- the variants


def ZZZZ(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by battery zf's runner (through every earlier wrapper)."""
    return L(*args, runs=runs or zf_runs(), **kw)


CH16 = {"channels": 16}
H48 = {"hidden": 48}
W128 = {"width": 128, "num_layers": 2}

FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    ZZZZ(
        "vzzzz-adam-onecycle-max-lr-1-cnn-origami",
        Plan(origami, "cnn", 1.0, "adam", epochs=8, log_every=4, schedule="onecycle", model_kw=CH16),
        ("metric-at-baseline",),
        "learning-rate-too-high",
        "Adam under OneCycleLR with max_lr 1.0 (a value from an SGD recipe's lr finder, kept when the "
        "optimizer was switched to Adam) for a 16-channel CNN over the origami scans, 8 epochs (every 4th "
        "step logged; the lr 0.044 rising to 1.0 and annealed to 8e-5): losses 1.51, 1.61, 1.61, 1.65, "
        "1.62 ... 1.54-1.69 in the last third, epoch means 2.22, 1.64, 1.68, 1.68, 1.66, 1.64, 1.62, 1.6 "
        "(ln 5 = 1.61), the val loss 1.62, 1.7, 1.75, 1.68, 1.62, 1.63, 1.61, 1.61 and val accuracy "
        "0.197-0.227, test 1.6 and 0.28 (sound CNNs on these scans: ~0.2-0.35 and 0.88-0.95)",
        (*RUNAWAY, "undertrained", "loss-runaway"),
        family="cnn",
        dataset="origami-creases",
        seed=91001,
    ),
    ZZZZ(
        "vzzzz-multisteplr-epoch-milestones-stepped-per-batch-gru-yurts",
        Plan(
            yurts, "gru", 3e-3, "adam", epochs=10, log_every=8, clip=1.0, schedule="multistep", model_kw=H48
        ),
        ("slow-convergence",),
        "lr-decay-too-fast",
        "MultiStepLR(milestones=[30, 60, 90], gamma=0.1) from a 100-epoch recipe stepped after every batch "
        "(interval 'step'): the lr 3e-3, 3e-4 after 30 steps, 3e-5 after 60, 3e-6 from step 90 (of 320); a "
        "GRU (hidden 48) under Adam clipped at 1 over the yurt stays, 10 epochs (every 8th step logged): "
        "losses 1.54, 1.37, 1.5, 1.35, 0.994 ... 0.779-1.23 in the last third, epoch means 1.4, 1.1, then "
        "1.07 at each of the last 8 epochs, the val loss 1.08, then 1.01 at each of the last 9 "
        "evaluations, val accuracy 0.573 to 0.61-0.617, test 1.11 and 0.54 (the same GRU at a constant "
        "3e-3: ~0.41-0.49 and 0.79-0.85)",
        ("undertrained", "metric-at-baseline"),
        family="rnn",
        dataset="yurt-stays",
        seed=91002,
        runs=zf_runs(
            schedule=multistep_per_batch,
            hparams={"scheduler": "MultiStepLR([30, 60, 90], 0.1)", "interval": "step"},
        ),
    ),
    ZZZZ(
        "vzzzz-adam-default-lr-in-plain-sgd-cnn1d-bagpipes",
        Plan(bagpipes, "cnn1d", 1e-3, "sgd", epochs=15, log_every=10, model_kw=CH16),
        ("slow-convergence",),
        "learning-rate-too-low",
        "Adam's default lr 1e-3 kept when the optimizer was switched to plain SGD (no momentum) for a "
        "16-channel 1-D CNN over the bagpipe traces, 15 epochs (every 10th step logged): losses 1.61, "
        "1.66, 1.61, 1.63, 1.63 ... 1.58-1.63 in the last third, epoch means 1.63, 1.63, 1.63 ... 1.6, the "
        "val loss 1.62 to 1.6 and val accuracy 0.1-0.13 then 0.193 at the end, test 1.6 and 0.207 (sound "
        "1-D CNNs on these traces: ~0.4-0.7 and 0.75-0.89)",
        ("undertrained", "metric-at-baseline"),
        family="cnn",
        dataset="bagpipe-pressure",
        seed=91003,
    ),
    # --- data
    ZZZZ(
        "vzzzz-humidity-logger-code-999-kept-regression-snails",
        Plan(snails_missing_humidity_code, "mlp", 2e-3, "adam", epochs=40, log_every=8, model_kw=W128),
        ("train-val-gap",),
        "missing-values",
        "the humidity logger's missing-value code (-999, 14% of the pens) kept as a reading and "
        "standardised with the column; a 2x128 regression MLP under Adam lr 2e-3, 40 epochs (every 8th "
        "step logged): losses 0.684, 0.26, 0.276, 0.205, 0.207 ... 0.00485-0.06 in the last third, epoch "
        "means 0.349, 0.131, 0.103 ... 0.05 at epoch 20 ... 0.0189, the val loss 0.191, 0.132, 0.112, "
        "0.107, 0.101, 0.102, 0.1 (min, epoch 7) ... 0.115-0.127 in the last third (0.12 at the end), test "
        "0.126 (sound regressions on these pens: val and test ~0.023-0.03)",
        ("overfitting", "slow-convergence", "undertrained", "val-test-gap"),
        family="regression",
        dataset="snail-farm-harvest",
        seed=91004,
    ),
    ZZZZ(
        "vzzzz-val-is-train-slice-renoised-mlp-bagpipes",
        Plan(
            bagpipes_val_from_augmented_train,
            "mlp",
            1e-3,
            "adam",
            epochs=30,
            log_every=8,
            model_kw={"width": 256, "num_layers": 3},
        ),
        ("val-test-gap",),
        "data-leakage",
        "the validation set is the first 300 training traces passed through the augmentation again (fresh "
        "sensor noise and offset), the test the next term's tunes; a 3x256 MLP under Adam lr 1e-3, 30 "
        "epochs (every 8th step logged): losses 1.36, 1.16, 1.34, 1.23, 1.14 ... 0.00045-0.132 in the last "
        "third, epoch means 1.31, 1.13, 1.0 ... 0.00134, the val loss 1.21, 1.12, 0.939, 0.771, 0.724 ... "
        "0.044-0.209 in the last third (0.044 at the end) and val accuracy 0.477 to 0.913-0.983 (0.98 at "
        "the end), test 2.12 and 0.617",
        ("overfitting", "train-val-gap", "zero-train-loss"),
        family="mlp",
        dataset="bagpipe-pressure",
        seed=91005,
    ),
    ZZZZ(
        "vzzzz-record-id-column-raw-feature-mlp-windsock",
        Plan(windsock_row_id_feature, "mlp", 1e-3, "adam", epochs=20, log_every=8, model_kw=W128),
        ("bad-initial-loss", "val-test-gap"),
        "unnormalized-input",
        "the export's record_id (the row number, 0-1,599, training rows first) kept as a feature and left "
        "out of the scaler (fitted on the other columns by name), so it goes in raw; a 2x128 MLP under "
        "Adam lr 1e-3, 20 epochs (every 8th step logged): losses 5.21, 3.32, 1.76, 1.91, 1.73 ... "
        "0.0485-0.77 in the last third, epoch means 6.55, 1.8, 1.36, 1.18 ... 0.25-0.517 in the last "
        "third, the gradient norm 216 at the start, the val loss 3.18, 1.75, 1.7, 1.78, 0.884, 0.736, "
        "2.65, 1.03 ... 0.316-1.38 in the last third and val accuracy 0.25 to 0.247-0.873 (jumping), test "
        "0.72 and 0.733 (sound MLPs on these records: ~0.1-0.19 and 0.93-0.96)",
        (
            "val-test-gap",
            "overfitting",
            "slow-convergence",
            "loss-spikes",
            "loss-oscillation",
            "metric-at-baseline",
        ),
        family="mlp",
        dataset="airfield-wind-regimes",
        seed=91006,
    ),
    ZZZZ(
        "vzzzz-booking-form-default-guest-type-lstm-yurts",
        Plan(
            yurts_form_default_family,
            "lstm",
            3e-3,
            "adam",
            epochs=25,
            log_every=8,
            clip=1.0,
            model_kw={"hidden": 96},
        ),
        ("overfitting",),
        "label-noise",
        "the booking form's guest-type field defaults to 'family' and 35% of the training bookers never "
        "changed it (those stays labelled 'family' whatever they were); validation and test labelled from "
        "the checkout survey; an LSTM (hidden 96) under Adam lr 3e-3 clipped at 1, 25 epochs (every 8th "
        "step logged): losses 1.46, 1.39, 1.36, 1.13, 1.05 ... 0.0379-0.292 in the last third, the val "
        "loss 1.25, 1.01, 0.979 ... 0.856 (min, epoch 7) ... 1.26, 1.31, 1.38, 1.43, 1.69, 1.63, 1.59, "
        "1.83, 1.7 and val accuracy 0.417 to 0.54-0.717 (0.667 at the end), test 1.53 and 0.66 (sound "
        "sequence models on these stays: ~0.4-0.6 and 0.74-0.86)",
        ("train-val-gap", "slow-convergence", "val-test-gap", "metric-at-baseline", "undertrained"),
        family="rnn",
        dataset="yurt-stays",
        seed=91007,
    ),
    ZZZZ(
        "vzzzz-test-pens-from-hot-partner-farm-regression-snails",
        Plan(snails_hot_farm_test, "mlp", 2e-3, "adam", epochs=20, log_every=8, model_kw=W128),
        ("val-test-gap",),
        "distribution-shift",
        "trained and validated on the home farm's pens, tested on the partner farm's (24-30 C, 55-75% "
        "humidity, denser pens); a 2x128 regression MLP under Adam lr 2e-3, 20 epochs (every 8th step "
        "logged): losses 0.65, 0.204, 0.166, 0.108, 0.108 ... 0.00823-0.0154 in the last third, the val "
        "loss 0.106, 0.0678, 0.0524, 0.0348 ... 0.027-0.0289 in the last third, test 0.19",
        ("overfitting", "train-val-gap"),
        family="regression",
        dataset="snail-farm-harvest",
        seed=91008,
    ),
    ZZZZ(
        "vzzzz-records-in-calendar-order-unshuffled-mlp-windsock",
        Plan(
            windsock_calendar_order, "mlp", 1e-3, "adam", epochs=15, log_every=2, shuffle=False, model_kw=W128
        ),
        ("periodic-loss",),
        "data-not-shuffled",
        "the training records read in calendar order (January to December, as the station archives them) "
        "by a loader that does not shuffle: the regimes come in seasons; a 2x128 MLP under Adam lr 1e-3, "
        "15 epochs (every 2nd step logged): losses 1.51, 1.39, 1.34, 1.34, 1.28 ... 0.002-0.613 in the "
        "last third, the same shape in every epoch (epoch 14: 0.03, 0.06, 0.05, 0.0, 0.18, 0.22, 0.47, "
        "0.41, 0.3, 0.32, 0.13, 0.23, 0.06, 0.02, 0.21, 0.05), epoch means 1.42, 0.775, 0.392 ... "
        "0.153-0.213 in the last third, the val loss 0.952, 0.416, 0.251, 0.205 ... 0.155-0.327 in the "
        "last third and val accuracy 0.863 to 0.867-0.953, test 0.158 and 0.933",
        ("loss-oscillation", "loss-spikes", "train-val-gap", "val-test-gap", "slow-convergence"),
        family="mlp",
        dataset="airfield-wind-regimes",
        seed=91009,
    ),
    # --- evaluation
    ZZZZ(
        "vzzzz-eval-targets-log-transformed-train-not-regression-snails",
        Plan(snails_eval_targets_logged, "mlp", 2e-3, "adam", epochs=15, log_every=8, model_kw=W128),
        ("train-val-gap",),
        "eval-pipeline-mismatch",
        "the training target is the pens' mean weight in grams (standardised), while the evaluation "
        "dataset class applies np.log(weight) before the same standardisation (the training grams' mean "
        "and sd); a 2x128 regression MLP under Adam lr 2e-3, 15 epochs (every 8th step logged): losses "
        "0.38, 0.197, 0.226, 0.107, 0.0677 ... 0.0105-0.0636 in the last third, epoch means 0.316, 0.104, "
        "0.065 ... 0.0171, the val loss 3.11, 3.32, 3.1, 3.5, 3.36 ... 3.05-3.48 at every evaluation, test "
        "2.89",
        ("overfitting", "val-test-gap", "metric-at-baseline"),
        family="regression",
        dataset="snail-farm-harvest",
        seed=91010,
    ),
    ZZZZ(
        "vzzzz-batchnorm-momentum-0001-short-run-bncnn-origami",
        Plan(
            origami,
            "bncnn",
            3e-3,
            "adam",
            epochs=12,
            log_every=4,
            model_fault=bn_momentum_tiny,
            model_kw=CH16,
        ),
        ("train-val-gap",),
        "train-eval-mode-misuse",
        "BatchNorm2d(c, momentum=0.001), a Keras-style 0.999 converted as 1 - 0.999, on a short run: after "
        "384 steps the running mean and variance are still ~68% their initial 0 and 1, and evaluation "
        "normalises with them; a 16-channel batch-norm CNN under Adam lr 3e-3 over the origami scans, 12 "
        "epochs (every 4th step logged): losses 1.45, 1.39, 1.28, 1.21, 1.19 ... 0.0972-0.537 in the last "
        "third, epoch means 1.26, 0.932, 0.708 ... 0.209, 0.186, the val loss 1.2, 1.21, 1.07, 1.0, 0.962, "
        "1.03, 0.991, 0.893, 0.899, 0.958, 0.842, 0.974 and val accuracy 0.46 to 0.493-0.667, test 1.05 "
        "and 0.603 (sound CNNs on these scans: ~0.2-0.35 and 0.88-0.95)",
        ("overfitting", "val-test-gap", "metric-at-baseline", "loss-oscillation", "slow-convergence"),
        family="cnn-bn",
        dataset="origami-creases",
        seed=91011,
        runs=zf_runs(hparams={"bn_momentum": 0.001}),
    ),
    # --- model
    ZZZZ(
        "vzzzz-init-range-1-every-param-gru-yurts",
        Plan(yurts, "gru", 3e-3, "adam", epochs=10, log_every=4, model_fault=init_range_one, model_kw=H48),
        ("bad-initial-loss",),
        "poor-initialization",
        "a char-RNN script's init loop `for p in model.parameters(): p.data.uniform_(-r, r)` (written for "
        "r = 0.08) run with the config's init_range 1.0: every weight and bias of the embedding, the GRU "
        "and the head from U(-1, 1); a GRU (hidden 48) under Adam lr 3e-3 over the yurt stays, 10 epochs "
        "(every 4th step logged): losses 3.22, 2.62, 2.86, 2.64, 2.63 ... 0.239-0.952 in the last third "
        "(ln 5 = 1.61), the gradient norm 25.7 at the start, epoch means 2.83, 1.92, 1.51 ... 0.578, the "
        "val loss 2.2, 1.67, 1.5, 1.32 ... 1.01-1.13 in the last third and val accuracy 0.247 to "
        "0.58-0.637, test 1.1 and 0.617 (sound sequence models on these stays: ~0.4-0.6 and 0.74-0.86)",
        ("slow-convergence", "overfitting", "train-val-gap", "loss-spikes", "gradient-explosion"),
        family="rnn",
        dataset="yurt-stays",
        seed=91012,
        runs=zf_runs(hparams={"init_range": 1.0}),
    ),
    ZZZZ(
        "vzzzz-distillation-temperature-on-hard-loss-transformer-yurts",
        Plan(yurts, "transformer", 1e-3, "adamw", weight_decay=0.01, epochs=10, log_every=8),
        ("slow-convergence",),
        "wrong-loss-function",
        "the hard-label loss of a distillation script, F.cross_entropy(logits / T, y) with T = 20 meant "
        "for the soft-target term only, kept after the teacher term was removed; a small transformer under "
        "AdamW (lr 1e-3, weight decay 0.01), 10 epochs (every 8th step logged): losses 1.6, 1.59, 1.56, "
        "1.55, 1.51 ... 1.01-1.25 in the last third, epoch means 1.58, 1.51, 1.45, 1.4, 1.34, 1.29, 1.23, "
        "1.18, 1.12, 1.07, the val loss 1.54, 1.47, 1.42, 1.38, 1.31, 1.26, 1.2, 1.15, 1.09, 1.06 and val "
        "accuracy 0.573 to 0.797-0.86, test 1.1 and 0.78 (sound sequence models on these stays: ~0.4-0.6 "
        "and 0.74-0.86)",
        ("undertrained", "metric-at-baseline", "bad-initial-loss"),
        family="transformer",
        dataset="yurt-stays",
        seed=91013,
        runs=zf_runs(loss=distillation_temperature, hparams={"temperature": 20.0}),
    ),
    ZZZZ(
        "vzzzz-freeze-backbone-flag-on-scratch-resnet-origami",
        Plan(origami, "resnet", 3e-3, "adam", epochs=10, log_every=8, params=head_only),
        ("slow-convergence",),
        "frozen-weights",
        "the fine-tuning script's freeze_backbone=True default kept for a model trained from scratch: only "
        "the head's parameters reach the optimizer, the random stem and residual blocks stay fixed; a "
        "small residual net under Adam lr 3e-3, 10 epochs (every 8th step logged): losses 1.77, 1.75, "
        "1.67, 1.65, 1.6 ... 1.47-1.52 in the last third, the val loss 1.61, 1.59, 1.57, 1.55, 1.53, 1.52, "
        "1.51, 1.49, 1.48, 1.47 and val accuracy 0.21 to 0.37-0.387, test 1.48 and 0.437 (sound CNNs on "
        "these scans: ~0.2-0.35 and 0.88-0.95)",
        ("undertrained", "metric-at-baseline"),
        family="resnet",
        dataset="origami-creases",
        seed=91014,
        runs=zf_runs(hparams={"freeze_backbone": True}),
    ),
    # --- workflow
    ZZZZ(
        "vzzzz-test-loads-hardcoded-epoch-0-checkpoint-bncnn1d-bagpipes",
        Plan(bagpipes, "bncnn1d", 3e-3, "adam", epochs=12, log_every=8, model_kw=CH16),
        ("val-test-gap",),
        "wrong-checkpoint-loaded",
        "the test script loads a hard-coded 'checkpoints/epoch=0-step=32.ckpt' left from the notebook, the "
        "weights after the first epoch; a 16-channel batch-norm 1-D CNN under Adam lr 3e-3, 12 epochs "
        "(every 8th step logged): losses 1.49, 1.32, 1.26, 1.21, 1.19 ... 0.705-0.98 in the last third, "
        "the val loss 1.19, 1.03, 0.966, 0.973, 0.885 ... 0.685-0.775 in the last third (0.685 at the end) "
        "and val accuracy 0.52 to 0.78, test 1.19 and 0.6",
        ("train-val-gap", "overfitting"),
        family="cnn-bn",
        dataset="bagpipe-pressure",
        seed=91015,
        runs=zf_runs(test_at_step=32, hparams={"test_ckpt_path": "checkpoints/epoch=0-step=32.ckpt"}),
    ),
    ZZZZ(
        "vzzzz-ci-smoke-config-two-epochs-transformer-yurts",
        Plan(yurts, "transformer", 1e-3, "adam", epochs=2, batch_size=64, log_every=1),
        ("undertrained",),
        "too-few-epochs",
        "max_epochs=2 from the CI smoke-test config passed to the real run; a small transformer under Adam "
        "lr 1e-3 at batch 64, 2 epochs (32 steps, every step logged): losses 1.81, 1.68, 1.67, 1.63, 1.55 "
        "... 0.833-1.22 in the last third (still falling), epoch means 1.54, 1.17, the val loss 1.36, 1.02 "
        "and val accuracy 0.513, 0.663, test 1.01 and 0.657 (sound sequence models on these stays: "
        "~0.4-0.6 and 0.74-0.86)",
        ("slow-convergence", "metric-at-baseline"),
        family="transformer",
        dataset="yurt-stays",
        seed=91016,
    ),
)

HEALTHY: tuple[Variant, ...] = (
    # --- bagpipes
    ZZZZ(
        "vzzzz-healthy-bncnn1d-bagpipes-shift-gain-aug-dropout",
        Plan(
            bagpipes,
            "bncnn1d",
            3e-3,
            "adam",
            epochs=16,
            log_every=8,
            model_fault=bagpipe_jitter,
            model_kw={"channels": 16, "dropout": 0.3},
        ),
        (),
        None,
        "a 16-channel batch-norm 1-D CNN with dropout 0.3 and shift / gain / noise augmentation in "
        "training mode, Adam lr 3e-3, 16 epochs (every 8th step logged): losses 1.51, 1.45, 1.33, 1.31, "
        "1.27 ... 0.809-1.11 in the last third (1.01 at the end), the val loss 1.23, 1.09, 1.05, 1.02, "
        "0.952 ... 0.78-0.825 in the last third (below the training loss) and val accuracy 0.447 to "
        "0.7-0.723, test 0.736 and 0.74",
        family="cnn-bn",
        dataset="bagpipe-pressure",
        seed=91101,
    ),
    ZZZZ(
        "vzzzz-healthy-cnn1d-bagpipes-long-sgd-step-every-100",
        Plan(
            bagpipes_long,
            "cnn1d",
            0.03,
            "sgd",
            momentum=0.9,
            epochs=20,
            batch_size=16,
            log_every=100,
            schedule="step",
            step_size=2100,
            gamma=0.1,
            model_kw=CH16,
        ),
        (),
        None,
        "a 16-channel 1-D CNN under SGD with momentum 0.9 at lr 0.03, a StepLR cut to 0.003 after 2,100 "
        "steps (epoch 14), over a 2,400-trace draw at batch 16, 20 epochs (3,000 steps, logged every 100): "
        "losses 1.27, 1.32, 0.875, 0.766, 0.722 ... 0.161-0.584 in the last third, epoch means 1.29, 1.18, "
        "1.06, 0.809 ... 0.326, the val loss 1.24, 1.14, 0.939, 0.795, 0.644, 0.726 (a bump), 0.661, 0.582 "
        "... 0.493, 0.482, 0.492 (a bump before the cut), 0.47, 0.447, 0.431 ... 0.422 and val accuracy "
        "0.447 to 0.85, test 0.34 and 0.887",
        family="cnn",
        dataset="bagpipe-pressure",
        seed=91102,
    ),
    ZZZZ(
        "vzzzz-healthy-bncnn1d-bagpipes-bf16-warmup-cosine-val-twice",
        Plan(
            bagpipes,
            "bncnn1d",
            5e-3,
            "adamw",
            weight_decay=0.05,
            epochs=16,
            log_every=5,
            val_interval=0.5,
            schedule="warmup-cosine",
            warmup=50,
            bf16=True,
            model_kw=CH16,
        ),
        (),
        None,
        "a 16-channel batch-norm 1-D CNN under AdamW (lr 5e-3, weight decay 0.05) with a 50-step warm-up "
        "and cosine decay in bf16-mixed autocast, 16 epochs (every 5th step logged), evaluated twice an "
        "epoch: losses 1.66, 1.55, 1.42, 1.32, 1.44 ... 0.568-0.957 in the last third, epoch means 1.47, "
        "1.25, 1.12 ... 0.698, the val loss 1.44, 1.29, 1.2, 1.13, 1.06, 1.03, 0.962, 1.05, 0.937 ... "
        "0.668-0.691 in the last third and val accuracy 0.33 to 0.757-0.79, test 0.632 and 0.817",
        family="cnn-bn",
        dataset="bagpipe-pressure",
        seed=91103,
    ),
    # --- origami
    ZZZZ(
        "vzzzz-healthy-resnet-origami-turn-aug-early-stop",
        Plan(
            origami, "resnet", 3e-3, "adam", epochs=25, log_every=8, early_stop=4, model_fault=origami_turns
        ),
        (),
        None,
        "a small residual net with turn / mirror / noise augmentation, Adam lr 3e-3, early stopping on the "
        "val loss with patience 4 (up to 25 epochs; every 8th step logged): it stopped after 15 epochs; "
        "losses 1.49, 1.51, 1.3, 1.27, 1.31 ... 0.215-1.21 in the last third, epoch means 1.43, 1.24, 1.12 "
        "... 0.325, the val loss 1.37, 1.18, 1.02, 0.895, 0.692, 0.594, 0.556, 0.518, 0.809, 0.449, 0.347 "
        "(min), 0.482, 0.602, 0.455, 0.488 and val accuracy 0.41 to 0.68-0.873, test 0.496 and 0.807",
        family="resnet",
        dataset="origami-creases",
        seed=91104,
    ),
    ZZZZ(
        "vzzzz-healthy-cnn-origami-batch-8-every-step",
        Plan(origami, "cnn", 1e-3, "adam", epochs=2, batch_size=8, log_every=1, model_kw=CH16),
        (),
        None,
        "two epochs of a 16-channel CNN at batch 8 under Adam lr 1e-3, every step logged (250 steps): "
        "losses 1.62, 1.65, 1.5, 1.42, 1.32 ... 0.0091-1.06 in the last third, the gradient norm up to 25, "
        "the val loss 0.203, 0.186 and val accuracy 0.92, 0.92, test 0.172 and 0.947",
        family="cnn",
        dataset="origami-creases",
        seed=91105,
    ),
    ZZZZ(
        "vzzzz-healthy-bncnn-origami-sgd-onecycle",
        Plan(
            origami,
            "bncnn",
            0.1,
            "sgd",
            momentum=0.9,
            epochs=10,
            batch_size=64,
            log_every=4,
            schedule="onecycle",
            model_kw=CH16,
        ),
        (),
        None,
        "a 16-channel batch-norm CNN under SGD with momentum 0.9 and OneCycleLR (max_lr 0.1) at batch 64, "
        "10 epochs (every 4th step logged): losses 1.59, 1.54, 1.41, 1.32, 1.13 ... 0.238-0.562 in the "
        "last third, epoch means 1.5, 1.11, 0.85, 0.633 ... 0.281, the val loss 1.32, 0.959, 0.738, 0.66, "
        "0.609, 0.731 (a bump at the lr peak), 0.402, 0.483, 0.355, 0.324 and val accuracy 0.413 to 0.867, "
        "test 0.296 and 0.883",
        family="cnn-bn",
        dataset="origami-creases",
        seed=91106,
    ),
    # --- yurts
    ZZZZ(
        "vzzzz-healthy-transformer-yurts-warmup-cosine-val-twice",
        Plan(
            yurts,
            "transformer",
            3e-3,
            "adamw",
            weight_decay=0.01,
            epochs=10,
            log_every=4,
            val_interval=0.5,
            schedule="warmup-cosine",
            warmup=80,
        ),
        (),
        None,
        "a small transformer under AdamW (lr 3e-3, weight decay 0.01) with an 80-step warm-up and cosine "
        "decay, 10 epochs (every 4th step logged), evaluated twice an epoch: losses 1.65, 1.76, 1.7, 1.55, "
        "1.59 ... 0.138-0.789 in the last third, epoch means 1.57, 0.899, 0.555 ... 0.315, the val loss "
        "1.54, 1.28, 0.838, 0.6, 0.565, 0.454, 0.635 (a bump), 0.548 ... 0.454-0.47 in the last third and "
        "val accuracy 0.32 to 0.843-0.863, test 0.617 and 0.797",
        family="transformer",
        dataset="yurt-stays",
        seed=91107,
    ),
    ZZZZ(
        "vzzzz-healthy-gru-yurts-cyclic-lr",
        Plan(yurts, "gru", 3e-3, "adam", epochs=12, log_every=4, clip=1.0, schedule="cyclic", model_kw=H48),
        (),
        None,
        "a GRU (hidden 48) under Adam with a triangular CyclicLR between 5e-4 and 8e-3 (64 steps up, 64 "
        "down) clipped at 1, 12 epochs (every 4th step logged): losses 1.63, 1.58, 1.58, 1.53, 1.47 ... "
        "0.0342-1.31 in the last third, epoch means 1.52, 0.85, 0.536, 0.412, 0.358, 0.403, 0.358, 0.28, "
        "0.248, 0.305, 0.286, 0.204, the val loss 1.2, 0.664, 0.44, 0.407, 0.42, 0.499, 0.401, 0.412, "
        "0.429, 0.467, 0.456, 0.434 (bumps as the lr climbs back) and val accuracy 0.58 to 0.83-0.863, "
        "test 0.727 and 0.777",
        family="rnn",
        dataset="yurt-stays",
        seed=91108,
        runs=zf_runs(schedule=cyclic(5e-4, 8e-3, 64), hparams={"scheduler": "CyclicLR(5e-4, 8e-3, 64)"}),
    ),
    ZZZZ(
        "vzzzz-healthy-lstm-yurts-60-steps-still-improving",
        Plan(yurts, "lstm", 5e-3, "adam", epochs=3, batch_size=50, log_every=1, clip=1.0, model_kw=H48),
        (),
        None,
        "three epochs (60 steps at batch 50, every step logged) of an LSTM (hidden 48) under Adam lr 5e-3 "
        "clipped at 1: losses 1.62, 1.59, 1.57, 1.55, 1.55 ... 0.336-0.759 in the last third, the val loss "
        "1.03, 0.731, 0.59 and val accuracy 0.633, 0.747, 0.787, test 0.724 and 0.743",
        family="rnn",
        dataset="yurt-stays",
        seed=91109,
    ),
    # --- snails
    ZZZZ(
        "vzzzz-healthy-regression-snails-adagrad-val-every-4",
        Plan(
            snails_long,
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
        "a 2x64 regression MLP under Adagrad lr 0.01 over a 2,400-pen draw at batch 32, 40 epochs (3,000 "
        "steps, logged every 100), evaluated every 4 epochs: losses 0.042, 0.0498, 0.0324, 0.0272, 0.0214 "
        "... 0.0117-0.0205 in the last third, epoch means 0.162, 0.0558, 0.0375, 0.03 ... 0.0163 (still "
        "creeping down), the val loss 0.0323, 0.0266, 0.0243, 0.0236, 0.023, 0.0227, 0.023, 0.0223, "
        "0.0225, 0.0225, test 0.0247",
        family="regression",
        dataset="snail-farm-harvest",
        seed=91110,
    ),
    ZZZZ(
        "vzzzz-healthy-regression-snails-dropout-adamw-exp-decay",
        Plan(
            snails,
            "mlp",
            3e-3,
            "adamw",
            weight_decay=0.01,
            epochs=25,
            log_every=10,
            schedule="exp",
            gamma=0.997,
            model_kw={"width": 256, "num_layers": 2, "dropout": 0.3},
        ),
        (),
        None,
        "a 2x256 regression MLP with dropout 0.3 under AdamW (lr 3e-3, weight decay 0.01) with an "
        "exponential decay of 0.997 a step (to 2.7e-4 at the end), 25 epochs (every 10th step logged): "
        "losses 0.391, 0.0897, 0.122, 0.0987, 0.126 ... 0.0249-0.0877 in the last third, epoch means "
        "0.254, 0.116, 0.0868 ... 0.0424, the val loss 0.0873, 0.0615, 0.0546, 0.0391, 0.0362, 0.05 ... "
        "0.0252-0.0317 in the last third (below the epoch-mean training loss at every evaluation), test "
        "0.0258",
        family="regression",
        dataset="snail-farm-harvest",
        seed=91111,
    ),
    ZZZZ(
        "vzzzz-healthy-regression-snails-sgd-plateau-cuts",
        Plan(
            snails,
            "mlp",
            0.01,
            "sgd",
            momentum=0.9,
            epochs=30,
            log_every=16,
            schedule="plateau",
            gamma=0.3,
            model_kw=W128,
        ),
        (),
        None,
        "a 2x128 regression MLP under SGD with momentum 0.9 at lr 0.01 with ReduceLROnPlateau (factor "
        "0.3), 30 epochs (every 16th step logged; the lr ends at 5.3e-9): losses 0.731, 0.185, 0.104, "
        "0.0963, 0.0699 ... 0.0123-0.0148 in the last third, the val loss 0.112, 0.087, 0.0654, 0.0488, "
        "0.0453, 0.0308 ... 0.023 at every evaluation of the last third (flat after the cuts), test 0.0267",
        family="regression",
        dataset="snail-farm-harvest",
        seed=91112,
    ),
    # --- windsock
    ZZZZ(
        "vzzzz-healthy-mlp-windsock-dropout-early-stop",
        Plan(
            windsock,
            "mlp",
            2e-3,
            "adam",
            epochs=50,
            log_every=8,
            early_stop=5,
            model_kw={"width": 256, "num_layers": 3, "dropout": 0.4},
        ),
        (),
        None,
        "a 3x256 MLP with dropout 0.4 under Adam lr 2e-3, early stopping on the val loss with patience 5 "
        "(up to 50 epochs; every 8th step logged): it stopped after 7 epochs; losses 1.05, 0.203, 0.359, "
        "1.28, 0.181 ... 0.133-0.656 in the last third, epoch means 0.664, 0.28, 0.236, 0.209, 0.237, "
        "0.196, 0.227, the val loss 0.168, 0.138 (min), 0.147, 0.157, 0.152, 0.155, 0.187 (below the "
        "training loss) and val accuracy 0.937-0.953, test 0.17 and 0.947",
        family="mlp",
        dataset="airfield-wind-regimes",
        seed=91113,
    ),
    ZZZZ(
        "vzzzz-healthy-mlp-windsock-batch-8-every-step-bf16",
        Plan(windsock, "mlp", 5e-4, "adam", epochs=2, batch_size=8, log_every=1, bf16=True, model_kw=MLP64),
        (),
        None,
        "two epochs of a 2x64 MLP at batch 8 under Adam lr 5e-4 in bf16-mixed autocast, every step logged "
        "(250 steps): losses 1.6, 1.53, 1.6, 1.63, 1.58 ... 0.141-0.76 in the last third, epoch means "
        "1.09, 0.41, the val loss 0.542, 0.26 and val accuracy 0.92, 0.943, test 0.291 and 0.927",
        family="mlp",
        dataset="airfield-wind-regimes",
        seed=91114,
    ),
    ZZZZ(
        "vzzzz-healthy-mlp-windsock-rmsprop-no-validation",
        Plan(windsock, "mlp", 1e-3, "rmsprop", epochs=12, batch_size=64, log_every=2, model_kw=W128),
        (),
        None,
        "a 2x128 MLP under RMSprop lr 1e-3 at batch 64, 12 epochs (every 2nd step logged), no validation "
        "set passed (the final fit on the tuned settings, judged on the test after training): losses 1.26, "
        "0.668, 0.44, 0.333, 0.363 ... 0.0518-0.197 in the last third, epoch means 0.545, 0.223, 0.186 ... "
        "0.123, test 0.106 and 0.963",
        ("missing-validation",),
        family="mlp",
        dataset="airfield-wind-regimes",
        seed=91115,
        runs=zf_runs(evaluate=False, hparams={"val_check": "disabled for the final run"}),
    ),
    ZZZZ(
        "vzzzz-healthy-bncnn-origami-batch-128-step-cut",
        Plan(
            origami,
            "bncnn",
            2e-3,
            "adam",
            epochs=30,
            batch_size=128,
            log_every=2,
            schedule="step",
            step_size=160,
            gamma=0.1,
            model_kw=CH16,
        ),
        (),
        None,
        "a 16-channel batch-norm CNN under Adam lr 2e-3 at batch 128 with a StepLR cut to 2e-4 after 160 "
        "steps (epoch 20), 30 epochs (240 steps, every 2nd logged): losses 1.58, 1.44, 1.41, 1.35, 1.33 "
        "... 0.181-0.276 in the last third, epoch means 1.47, 1.28, 1.17 ... 0.254 at the cut, then "
        "0.244-0.21 (flat), the val loss 1.43, 1.2, 1.09 ... 0.535, 0.64 (a bump), 0.478 ... 0.414, 0.377, "
        "then 0.332-0.288 after the cut and val accuracy 0.433 to 0.903-0.923, test 0.279 and 0.92",
        family="cnn-bn",
        dataset="origami-creases",
        seed=91116,
    ),
)
