"""Variant battery zze: a look-alike of an external held-out suite, real framework runs (`--battery zze`).

    nice -n 10 python benchmarks/variants.py --battery zze --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery zze [--runs]

Like batteries d-zzd, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is the log),
trained by battery d's runner through the earlier batteries' wrappers (battery zf's runner with w's
checkpoint the test loads, e's run without evaluation, zg's replaced loss), battery zh's model
wrapper and this battery's own hooks (a head bias of +10 on one class, hidden biases of -3, a
binary cross-entropy on softmax outputs, an optimizer over the head only, sequences reversed in
training only), so each case can run in each of the three layouts; the layout rotation of
variants.py picks one. It was written blind: its author trained it with `--train-only`, read the raw
logged numbers of each run, and never diagnosed or scored it, so it is held-out data for the tool.
Its halves are even (22 faulty, 22 healthy; ~1.5 CPU-minutes to train on the shared 2-core machine):
one fault each, one cause a case, spread over every family of cause (optimisation, data,
evaluation, model, workflow), injected into a data set no battery had at a realistic strength, in
forms earlier batteries did not use (an Adam lr scaled by a linear-scaling rule to 0.32, a
scheduler's eta_min of 1e-6 pasted as the lr, a StepLR meant in epochs stepped per batch, a
`clip_grad_norm_` called before `backward()`, `zero_grad()` dropped when accumulation was added, a
depot's 1-based damage codes read as 0-based, a validation set sampled from the whole table, a
scaler's output discarded, an export grouped by outcome, an append loop that repeats 150 rows, test
images from a new camera, NaN thicknesses kept, validation labels off by one row,
sequences reversed in training only, test logs as absolute weights, a head bias of +10 on one class, binary
cross-entropy on softmax outputs, hidden biases of -3, max_steps typed for max_epochs, a checkpoint
callback in mode "max" on the val loss, validation every 50 epochs of a 20-epoch run, a
freeze_backbone flag on a net trained from scratch).
Runs of 30 to 3,000 steps: MLPs, 2-D CNNs with and without batch norm, a small residual net, 1-D
CNNs with and without batch norm, GRU / LSTM / tanh RNN readers, small transformers and regression
MLPs; SGD with and without momentum, Adam, AdamW, NAdam, RAdam; constant, cosine, warm-up + cosine,
step, exponential, one-cycle, cyclic and plateau schedules; bf16-mixed autocast, augmentation,
dropout, weight decay, early stopping, clipping; batches of 4 to 1,000; cadences from every step to
once every 100 steps, evaluations twice an epoch to every 3 epochs (and never).
The data sets are new, all made offline with numpy from known generating models (see each
generator): a hive scale's weight logs (the change since midnight over 64 readings: a foraging day,
a swarm, robbing, a rain day, a honey harvest), lichen patches on rock as 12x12 images (crustose,
foliose, fruticose, leprose, bare rock), a library's checkout sequences (the first 4-14 item kinds a
patron borrows: a student, a parent, a retiree, a researcher, a hobbyist; left-padded to 16), river
ice thickness (freezing degree-days, snow depth, flow, ...; cm, standardised) and parcel damage
classes from a courier's claims (none, dented, crushed, wet, torn).
The healthy half holds sound runs a naive reader can take for a fault: training losses above the
val loss under augmentation or dropout, bf16 noise, a val bump before a step cut, batch-4 losses
logged every step, early stopping, a warm-up bump, half-epoch evaluations, evaluations every 3
epochs, a slow plain-SGD regression over 3,000 steps, a target in cm, a short run still improving,
cyclic and one-cycle bumps, a full-batch run.
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
from benchmarks.variants_ze import cyclic
from benchmarks.variants_zf import zf_runs
from benchmarks.variants_zh import _augmented, _patch_splits, _token_splits
from benchmarks.variants_zj import _signal_splits, _stats

if TYPE_CHECKING:
    import torch

    from tests.suite.datasets import Splits

SIZES = (1000, 300, 300)


# ---------------------------------------------------------------- data sets no battery has


HIVE_DAYS = ("foraging", "swarm", "robbing", "rain-day", "harvest")


def _hives(seed: int, n: int, absolute: bool = False) -> tuple[Any, Any]:
    """A hive scale's day log: 64 readings (every 15 minutes from midnight) exported as the change
    of the hive's weight since midnight (kg), labelled by the beekeeper: a foraging day (the weight
    dips at dawn as foragers leave, rises through the day with nectar, loses some water overnight),
    a swarm (a drop of 1-3 kg within half an hour around midday), robbing (a steady loss through
    the warm hours), a rain day (flat, a little water gained) or a honey harvest (a super taken
    off: a step down of 4-12 kg). Each day has its own nectar flow (0-2 kg), its own scale noise
    (sd 0.05-0.3 kg), temperature drift and a wind gust or two; each event a severity of 0.3-1:
    sound 1-D CNNs stop near 0.6-0.75. `absolute`: the scale's absolute readings (the hive's own
    weight of 25-60 kg added), as a second apiary's app exports them."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.34, 0.16, 0.17, 0.18, 0.15])
    t = np.arange(64, dtype=float) / 4  # hours
    x = np.zeros((n, 64))
    for i in range(n):
        sev = rng.uniform(0.3, 1.0)
        dawn = rng.uniform(5.5, 8)
        dusk = rng.uniform(17, 20)
        day = np.clip((t - dawn) / (dusk - dawn), 0, 1)
        flow = rng.uniform(0, 2.0) if y[i] != 3 else rng.uniform(0, 0.3)
        w = flow * day - 0.25 * flow * np.clip((t - dusk) / 4, 0, 1)
        w -= rng.uniform(0.1, 0.4) * np.exp(-((t - dawn - 0.5) ** 2) / 0.5)
        w += 0.03 * rng.normal() * t
        if y[i] == 1:
            c = rng.uniform(10, 15)
            w -= (1 + 2 * sev) / (1 + np.exp(-(t - c) * 6))
        elif y[i] == 2:
            a, b = rng.uniform(9, 12), rng.uniform(14, 18)
            w -= 1.6 * sev * np.clip((t - a) / (b - a), 0, 1)
        elif y[i] == 3:
            w += rng.uniform(0.05, 0.3) * np.clip((t - rng.uniform(4, 12)) / 3, 0, 1)
        elif y[i] == 4:
            w[t >= rng.uniform(9, 16)] -= 4 + 8 * sev
        for _ in range(int(rng.integers(0, 3))):
            w[rng.integers(0, 64)] += rng.normal(0, 1.0)
        x[i] = w + rng.normal(0, rng.uniform(0.05, 0.3), 64)
    if absolute:
        x = x + rng.uniform(25, 60, (n, 1))
    return x, y


def hives(
    seed: int = 55101, sizes: tuple[int, int, int] = SIZES, name: str = "hive-weight-logs-64"
) -> Splits:
    """The logs (N, 64), centred and scaled by the training logs' mean and sd, 5 classes."""
    x, y = _hives(seed, sum(sizes))
    return _signal_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def hives_test_absolute() -> Splits:
    """The bug: the test logs come from a second apiary whose app exports the scale's absolute
    reading (25-60 kg) instead of the change since midnight; the scoring script standardises them
    with the training statistics as they are."""
    import numpy as np

    x, y = _hives(55102, SIZES[0] + SIZES[1])
    x_lb, y_lb = _hives(55103, SIZES[2], absolute=True)
    return _signal_splits(
        np.concatenate([x, x_lb]),
        np.concatenate([y, y_lb]),
        SIZES,
        "hive-weight-logs-64",
        _stats(x[: SIZES[0]]),
    )


LICHEN_FORMS = ("crustose", "foliose", "fruticose", "leprose", "bare-rock")


def _lichens(seed: int, n: int, camera: bool = False) -> tuple[Any, Any]:
    """12x12 grey patches of a survey's close-up photos of rock, 0-255 counts, labelled by the
    lichenologist by growth form: crustose (a flat crust with cracked areoles), foliose (a lobed
    rosette lighter at its rim), fruticose (thin branching strands), leprose (a powdery haze of
    dots) or bare rock (grain texture only). Each patch has its own rock tone (90-170), grain
    texture, lichen tone (+-40-90 counts from the rock), position, size, shadow gradient and sensor
    noise (sd 8-20): sound CNNs stop near 0.7-0.8. `camera`: the patches of a second camera (a
    higher gain, a gamma of 0.7, a lower contrast and a soft blur)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.28, 0.22, 0.16, 0.16, 0.18])
    yy, xx = np.mgrid[0:12, 0:12].astype(float)
    x = np.zeros((n, 12, 12))
    for i in range(n):
        rock = rng.uniform(90, 170) + rng.normal(0, rng.uniform(4, 14), (12, 12))
        rock += rng.uniform(-15, 15) * (xx - 5.5) / 6 + rng.uniform(-15, 15) * (yy - 5.5) / 6
        cx, cy = 5.5 + rng.uniform(-2, 2, 2)
        s = rng.uniform(0.8, 1.25)
        r = np.hypot(xx - cx, yy - cy) / s
        a = np.arctan2(yy - cy, xx - cx)
        tone = rng.uniform(40, 90) * rng.choice([-1, 1])
        if y[i] == 0:
            cover = (r < 4.5).astype(float)
            cover *= 1 - 0.6 * ((np.floor(xx / 3) + np.floor(yy / 3)) % 2 == 0) * (rng.random((12, 12)) < 0.5)
        elif y[i] == 1:
            rim = 3.4 * (1 + 0.3 * np.cos(rng.integers(4, 7) * a + rng.uniform(0, 6.3)))
            cover = (r < rim).astype(float) * (0.6 + 0.4 * (r > rim - 1.2))
        elif y[i] == 2:
            cover = np.zeros((12, 12))
            for _ in range(int(rng.integers(3, 6))):
                ang = rng.uniform(0, 2 * np.pi)
                for step in np.linspace(0, 5 * s, 12):
                    px, py = int(round(cx + step * np.cos(ang))), int(round(cy + step * np.sin(ang)))
                    if 0 <= px < 12 and 0 <= py < 12:
                        cover[py, px] = 1.0
                    ang += rng.normal(0, 0.25)
        elif y[i] == 3:
            cover = (rng.random((12, 12)) < 0.35) * (r < 5.5) * rng.uniform(0.5, 1, (12, 12))
        else:
            cover = np.zeros((12, 12))
        img = rock + tone * cover + rng.normal(0, rng.uniform(8, 20), (12, 12))
        x[i] = np.clip(img, 0, 255)
    if camera:
        x = 255 * (np.clip(x * 1.25, 0, 255) / 255) ** 0.7
        x = 0.6 * x + 0.4 * x.mean(axis=(1, 2), keepdims=True)
        x = (x + np.roll(x, 1, 1) + np.roll(x, 1, 2)) / 3
    return x, y


def lichens(
    seed: int = 55201, sizes: tuple[int, int, int] = SIZES, name: str = "lichen-patches-12"
) -> Splits:
    """The patches as (N, 1, 12, 12), centred and scaled by the training patches' mean and sd, 5 classes."""
    x, y = _lichens(seed, sum(sizes))
    return _patch_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def lichens_new_camera_test() -> Splits:
    """The survey's test patches were shot with the second camera (a higher gain, a gamma of 0.7, a
    lower contrast, a soft blur); training and validation patches come from the first."""
    import numpy as np

    x, y = _lichens(55202, SIZES[0] + SIZES[1])
    x_new, y_new = _lichens(55203, SIZES[2], camera=True)
    return _patch_splits(
        np.concatenate([x, x_new]),
        np.concatenate([y, y_new]),
        SIZES,
        "lichen-patches-12",
        _stats(x[: SIZES[0]]),
    )


LIBRARY_ITEMS = (
    "pad",
    "textbook",
    "picture-book",
    "large-print",
    "journal",
    "craft-manual",
    "novel",
    "dvd",
    "audiobook",
    "comic",
    "cookbook",
    "travel-guide",
    "reference",
    "thesis",
    "board-game",
    "magazine",
)
PATRON_TYPES = ("student", "parent", "retiree", "researcher", "hobbyist")
_PATRON_STARTS = ((1, 6), (2, 9), (3, 8), (4, 13), (5, 14))
_PATRON_ITEMS = ((1, 12, 7, 15), (2, 9, 7, 14), (3, 8, 10, 15), (4, 13, 12, 6), (5, 10, 11, 14))


def _checkouts(seed: int, n: int, length: int = 16) -> tuple[Any, Any]:
    """A public library's checkout log: the first 4-14 items a card borrows in a season, by item
    kind (15 kinds: textbooks, picture books, large print, journals, craft manuals, novels, DVDs,
    audiobooks, comics, cookbooks, travel guides, reference works, theses, board games,
    magazines), left-padded to 16 with 0, labelled by the card's patron type (a student, a parent,
    a retiree, a researcher, a hobbyist). Each type is a Markov chain over a shared base that starts
    from its own kinds and favours its own four; an eighth of the items are a random kind (a
    returned-and-reborrowed or a misfiled record): sound sequence models stop near 0.85-0.95."""
    import numpy as np

    base_rng = np.random.default_rng(2051)
    kinds = len(LIBRARY_ITEMS) - 1
    base = base_rng.dirichlet(np.full(kinds, 0.5), kinds)
    chains = []
    for c in range(5):
        boost = np.zeros(kinds)
        for e in _PATRON_ITEMS[c]:
            boost[e - 1] += 0.4 / 4
        chain = 0.6 * base + boost
        chains.append(chain / chain.sum(1, keepdims=True))
    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.3, 0.22, 0.18, 0.12, 0.18])
    x = np.zeros((n, length), dtype=np.int64)
    for i in range(n):
        c = int(y[i])
        items = [int(rng.choice(_PATRON_STARTS[c]))]
        for _ in range(int(rng.integers(4, 15)) - 1):
            items.append(int(rng.choice(kinds, p=chains[c][items[-1] - 1])) + 1)
        items = [int(rng.integers(1, kinds + 1)) if rng.random() < 0.125 else e for e in items]
        x[i, length - len(items) :] = items
    return x, y


def checkouts(
    seed: int = 55301, sizes: tuple[int, int, int] = SIZES, name: str = "library-checkouts"
) -> Splits:
    """Cards (N, 16) over 16 ids (0 the padding), 5 classes."""
    x, y = _checkouts(seed, sum(sizes))
    return _token_splits(x, y, sizes, name)


ICE_COLUMNS = (
    "freezing_degree_days",
    "snow_depth_cm",
    "mean_air_c",
    "flow_m3_s",
    "latitude",
    "days_since_freezeup",
    "wind_m_s",
    "solar_w_m2",
    "width_m",
    "depth_m",
    "current_m_s",
)


def _ice(seed: int, n: int) -> tuple[Any, Any]:
    """A hydrological survey's river ice: the thickness (cm) drilled at a station from the
    accumulated freezing degree-days, the snow depth on the ice, the mean air temperature, the
    flow, the latitude, the days since freeze-up, the wind, the solar radiation, the channel's width
    and depth and the current. Stefan's law (thickness ~ alpha * sqrt(FDD)) with alpha cut by the
    snow's insulation and by the current's heat, a sun and a wind term, and a local factor the
    columns do not hold (frazil, springs) make the floor: the target is cm, standardised, and sound
    models stop near an MSE of 0.05-0.1."""
    import numpy as np

    rng = np.random.default_rng(seed)
    fdd = rng.gamma(4, 200, n)
    snow = rng.exponential(15, n)
    air = -fdd / rng.uniform(40, 120, n)
    flow = rng.lognormal(4, 1, n)
    lat = rng.uniform(45, 68, n)
    days = rng.uniform(20, 150, n)
    wind = rng.gamma(3, 1.5, n)
    solar = np.clip(200 - 3.5 * (lat - 45) + rng.normal(0, 20, n), 10, None)
    width = rng.lognormal(4.5, 0.6, n)
    depth = rng.lognormal(1, 0.4, n)
    current = np.clip(flow / (width * depth) + rng.normal(0, 0.05, n), 0.01, None)
    alpha = 2.7 / (1 + snow / 20) * np.exp(-1.2 * current) * (1 + 0.02 * wind)
    cm = alpha * np.sqrt(fdd) - 0.05 * solar * (days / 100) + 0.02 * (lat - 45)
    cm = np.clip(cm * rng.lognormal(0, 0.12, n), 1, None)
    x = np.column_stack([fdd, snow, air, flow, lat, days, wind, solar, width, depth, current])
    return x, cm


def ice(seed: int = 55401, sizes: tuple[int, int, int] = SIZES, name: str = "river-ice-thickness") -> Splits:
    """11 standardised columns, the thickness standardised."""
    x, cm = _ice(seed, sum(sizes))
    return _regression_table(name, x, cm, sizes)


def ice_in_cm() -> Splits:
    """The thickness in cm as the target (not standardised; standardised columns)."""
    x, cm = _ice(55402, sum(SIZES))
    return _regression_table("river-ice-thickness-cm", x, cm, SIZES, target_scaled=False)


def ice_long() -> Splits:
    """A 2,400-station draw."""
    x, cm = _ice(55403, 3000)
    return _regression_table("river-ice-thickness-2400", x, cm, (2400, 300, 300))


def ice_scaler_output_discarded() -> Splits:
    """The bug: `scaler.fit_transform(x)` is called but its result never assigned: every split
    reaches the model in the columns' own units (degree-days in the hundreds to thousands, flows
    in the tens to hundreds, latitudes near 55); the target is standardised."""
    x, cm = _ice(55404, sum(SIZES))
    return _regression_table("river-ice-thickness", x, cm, SIZES, features_scaled=False)


def ice_nan_targets() -> Splits:
    """The bug: the stations where the auger could not reach the water (3% of the rows) record the
    thickness as NaN, and the pipeline standardises it with nanmean / nanstd and never drops them:
    NaN targets in every split."""
    import numpy as np

    x, cm = _ice(55405, sum(SIZES))
    rng = np.random.default_rng(55406)
    cm[rng.random(len(cm)) < 0.03] = np.nan
    mean, sd = np.nanmean(cm[: SIZES[0]]), np.nanstd(cm[: SIZES[0]])
    return _regression_table("river-ice-thickness", x, (cm - mean) / sd, SIZES, target_scaled=False)


PARCEL_DAMAGE = ("none", "dented", "crushed", "wet", "torn")


def _parcels(seed: int, n: int) -> tuple[Any, Any]:
    """A courier's claims desk: each parcel's damage class (none, dented, crushed, wet, torn) from 12
    columns: the weight, the box's volume, a fragile sticker, the route's length, the hub
    transfers, the rain on the route, the sorter's handling events, the drop sensor's peak g, the
    humidity, the packaging grade, the temperature and the days in transit. Each class has a score
    linear in a few columns (drops and weight for dents, stacking weight and transfers for crushes,
    rain and humidity for wet, handling and grade for tears); the class is the arg-max of the
    scores plus Gumbel noise, so sound MLPs stop near 0.85-0.88."""
    import numpy as np

    rng = np.random.default_rng(seed)
    weight = rng.lognormal(1, 0.8, n)
    volume = rng.lognormal(2.5, 0.7, n)
    fragile = (rng.random(n) < 0.2).astype(float)
    route = rng.gamma(2, 300, n)
    transfers = rng.poisson(2, n)
    rain = rng.exponential(4, n)
    handling = rng.poisson(6, n)
    peak_g = rng.gamma(2, 3, n)
    humidity = rng.uniform(20, 95, n)
    grade = rng.integers(1, 4, n)
    temp = rng.normal(12, 9, n)
    days = rng.gamma(2, 1.2, n)
    s = np.zeros((n, 5))
    s[:, 0] = 3.0
    s[:, 1] = 0.35 * peak_g + 0.4 * np.log(weight) - 0.6 * grade + 0.2 * fragile
    s[:, 2] = 0.6 * transfers + 0.5 * np.log(weight) - 0.3 * np.log(volume) + 0.6 * fragile - 0.5 * grade
    s[:, 3] = 0.35 * rain + 0.04 * (humidity - 60) + 0.2 * days - 0.5 * grade
    s[:, 4] = 0.35 * handling - 0.9 * grade + 0.0015 * route
    s[:, 1:] -= 1.0
    y = np.argmax(s + 0.6 * rng.gumbel(0, 1, (n, 5)), 1)
    x = np.column_stack(
        [
            np.log(weight),
            np.log(volume),
            fragile,
            route,
            transfers,
            rain,
            handling,
            peak_g,
            humidity,
            grade,
            temp,
            days,
        ]
    )
    return x, y


def parcels(seed: int = 55501, sizes: tuple[int, int, int] = SIZES, name: str = "parcel-damage") -> Splits:
    """12 standardised columns, 5 classes."""
    x, y = _parcels(seed, sum(sizes))
    return _generated(name, x, y, 5, sizes)


def parcels_val_sampled_from_all() -> Splits:
    """The bug: the validation set is `claims.sample(300)` drawn from the whole table of 1,300 rows
    (the 1,000 training rows and the 300 held back) and the training rows are not filtered: most
    validation parcels are training parcels; the test parcels are new."""
    import numpy as np

    x, y = _parcels(55502, sum(SIZES))
    rng = np.random.default_rng(55503)
    val = rng.choice(SIZES[0] + SIZES[1], SIZES[1], replace=False)
    rows = np.concatenate([np.arange(SIZES[0]), val, np.arange(SIZES[0] + SIZES[1], sum(SIZES))])
    return _generated("parcel-damage", x[rows], y[rows], 5, SIZES)


def parcels_150_repeated() -> Splits:
    """The bug: the loader's append loop re-reads its first page of claims: 150 distinct parcels
    repeated to fill the 1,000 training rows (validation and test: 300 new parcels each)."""
    import numpy as np

    x, y = _parcels(55504, sum(SIZES))
    rows = np.concatenate([np.arange(SIZES[0]) % 150, np.arange(SIZES[0], sum(SIZES))])
    return _generated("parcel-damage", x[rows], y[rows], 5, SIZES)


# ---------------------------------------------------------------- injected faults (and healthy hooks)


def depot_codes_shifted(data: Splits, seed: int) -> Splits:
    """The bug: one depot (a third of the training parcels, every third row) codes its damage
    classes from 1 and the merge reads them as 0-based: those labels are shifted by one class
    (none -> dented, ..., torn -> none); validation and test carry the claims desk's codes."""
    y = data.y_train.clone()
    y[::3] = (y[::3] + 1) % 5
    return replace(data, y_train=y)


def val_labels_off_by_one(data: Splits, seed: int) -> Splits:
    """The bug: the validation labels are read from a file with a header row the reader keeps as
    data and then drops at the end: every validation card is scored against the next card's label."""
    import torch

    assert data.y_val is not None
    return replace(data, y_val=torch.roll(data.y_val, -1))


def head_bias_plus_10(net: Any) -> Any:
    """The bug: a background-class prior of +10 (a detector's trick, meant for class 0 'none') is
    written to `head.bias[-1]`, the last class ('torn', a rare one); the other biases are 0."""
    import torch
    from torch import nn

    head = [m for m in net.modules() if isinstance(m, nn.Linear)][-1]
    with torch.no_grad():
        head.bias.zero_()
        head.bias[-1] = 10.0
    return net


def hidden_bias_minus_3(net: Any) -> Any:
    """The bug: an init helper sets every hidden layer's bias to -3 (a sparse-coding recipe's
    constant): the ReLUs of the hidden layers start dead on standardised inputs."""
    import torch
    from torch import nn

    layers = [m for m in net.modules() if isinstance(m, nn.Linear)][:-1]
    with torch.no_grad():
        for layer in layers:
            layer.bias.fill_(-3.0)
    return net


def head_only(net: Any) -> Any:
    """The optimizer's parameters when a `freeze_backbone=True` flag from a fine-tuning config is
    left on for a net trained from scratch: the head's weight and bias only."""
    from torch import nn

    head = [m for m in net.modules() if isinstance(m, nn.Linear)][-1]
    return list(head.parameters())


def bce_on_softmax(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """The bug: `nn.BCELoss()` on the softmax probabilities against one-hot targets (a
    multi-label recipe's loss), train and validation alike."""
    from torch import nn

    probs = out.float().softmax(-1)
    target = nn.functional.one_hot(y, out.shape[-1]).float()
    return nn.functional.binary_cross_entropy(probs, target)


reversed_in_training = _augmented(lambda x: x.flip(-1))
reversed_in_training.__doc__ = """The bug: the training collate function reverses each card's
sequence (a 'most recent first' option of the training data module); the validation and test
loaders do not."""


def _trace_noise(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.roll(x, int(torch.randint(-4, 5, (1,))), dims=-1)
    return x * (0.85 + 0.3 * torch.rand(len(x), *([1] * (x.dim() - 1)))) + 0.25 * torch.randn_like(x)


trace_augment = _augmented(_trace_noise)
trace_augment.__doc__ = """Not a fault: in training mode each batch of logs is shifted by up to
4 readings, each log's scale drawn in 0.85-1.15 and given 0.25 sd of extra noise."""


def _patch_augment(x: torch.Tensor) -> torch.Tensor:
    import torch

    k = int(torch.randint(0, 4, (1,)))
    x = torch.rot90(x, k, dims=(2, 3))
    x = torch.where(torch.rand(len(x), 1, 1, 1) < 0.5, x.flip(3), x)
    return x + 0.3 * torch.randn_like(x)


patch_augment = _augmented(_patch_augment)
patch_augment.__doc__ = """Not a fault: in training mode each batch of patches is rotated by a
multiple of 90 degrees, each patch mirrored with probability 0.5 and given 0.3 sd of extra noise."""


# ---------------------------------------------------------------- the variants


def ZZE(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by battery zf's runner (through every earlier wrapper)."""
    return L(*args, runs=runs or zf_runs(), **kw)


CH16 = {"channels": 16}
H48 = {"hidden": 48}
MEMO = ("train-val-gap", "zero-train-loss", "metric-at-baseline", "undertrained")
LABEL_NOISE = ("train-val-gap", "undertrained", "slow-convergence", "metric-at-baseline")

FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    ZZE(
        "vzze-lr-linear-scaled-0p32-adam-gru-checkouts",
        Plan(checkouts, "gru", 0.32, "adam", epochs=10, log_every=4, model_kw=H48),
        ("slow-convergence",),
        "learning-rate-too-high",
        "a linear-scaling rule applied to Adam's base lr of 1e-3 with the global sample count (x320): lr "
        "0.32 for a GRU (hidden 48) over the library checkout sequences for 10 epochs, every 4th step "
        "logged: windows 3.06, 3.41, 4.01, 3.15 (ln 5 = 1.61) ... 1.2-2.7 at the end, the val loss 2.70, "
        "2.56, 2.07, 2.26, 2.10, 3.58, 2.90, 2.71, 2.22, 2.84 and val accuracy 0.38-0.60 with no trend, "
        "test 2.53 and 0.567 (lr 3e-3: ~0.23-0.45 and 0.88-0.94)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="gru",
        dataset="library-checkouts",
        seed=55001,
        runs=zf_runs(hparams={"base_lr": 1e-3, "lr_scaling": "linear x320"}),
    ),
    ZZE(
        "vzze-eta-min-pasted-as-lr-1e-6-adam-cnn-lichen",
        Plan(lichens, "cnn", 1e-6, "adam", epochs=10, log_every=4, model_kw=CH16),
        ("slow-convergence",),
        "learning-rate-too-low",
        "a cosine scheduler's eta_min of 1e-6 pasted as the lr of Adam for a 16-channel CNN over the lichen "
        "patches, constant for 10 epochs (320 steps, every 4th logged): windows 1.64, 1.62, 1.59 ... "
        "1.60-1.65 at the end, epoch means 1.63 to 1.62, the val loss 1.63, 1.63, 1.63, 1.62 ... 1.62 and "
        "val accuracy 0.17 to 0.23, test 1.60 and 0.29 (a sound CNN: ~0.6-0.7 and 0.75)",
        STALL,
        family="cnn",
        dataset="lichen-patches",
        seed=55002,
        runs=zf_runs(hparams={"eta_min": 1e-6}),
    ),
    ZZE(
        "vzze-steplr-epochs-stepped-per-batch-cnn1d-hive",
        Plan(
            hives,
            "cnn1d",
            3e-3,
            "adam",
            epochs=12,
            log_every=4,
            schedule="step",
            step_size=2,
            gamma=0.1,
            model_kw=CH16,
        ),
        ("slow-convergence",),
        "lr-decay-too-fast",
        "StepLR(step_size=2, gamma=0.1), meant per epoch, stepped after every batch: Adam's lr of 3e-3 is "
        "cut tenfold every 2 steps and is ~0 within the first epoch; a 16-channel 1-D CNN over the hive "
        "weight logs for 12 epochs (384 steps, every 4th logged): windows 1.63, 1.61, 1.62 ... 1.56-1.62, "
        "epoch means 1.62 in all 12 epochs, the val loss 1.61 and val accuracy 0.14 at every evaluation, "
        "test 1.61 and 0.187 (a sound run: ~0.8-0.9 and 0.65)",
        STALL,
        family="cnn",
        dataset="hive-weight-logs",
        seed=55003,
        runs=zf_runs(hparams={"step_size_unit": "epoch (stepped per batch)"}),
    ),
    ZZE(
        "vzze-clip-called-before-backward-sgd-lstm-checkouts",
        Plan(checkouts, "lstm", 3.0, "sgd", momentum=0.9, epochs=10, log_every=4, model_kw=H48),
        ("gradient-explosion", "loss-oscillation"),
        "no-gradient-clipping",
        "clip_grad_norm_(0.5) called before loss.backward() in a manual training step, so it clips nothing: "
        "SGD momentum 0.9 at lr 3.0 on an LSTM (hidden 48) over the checkout sequences: windows 1.44, 1.47, "
        "1.58 ... up to 9.1, 2.8-5.6 at the end, epoch means 1.62, 2.60, 4.26, 5.87, 5.59, 4.59, 5.32, "
        "4.53, 3.99, 4.32, the val loss 2.53, 3.94, 5.83 ... 3.70 and val accuracy 0.23-0.39, test 3.42 and "
        "0.327",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="lstm",
        dataset="library-checkouts",
        seed=55004,
        runs=zf_runs(hparams={"clip_grad_norm": 0.5, "clip_called": "before backward"}),
    ),
    ZZE(
        "vzze-zero-grad-dropped-with-accumulation-mlp-ice",
        Plan(ice, "mlp", 1e-3, "sgd", momentum=0.9, epochs=10, log_every=4, zero_grad=False, model_kw=MLP64),
        ("loss-runaway",),
        "missing-zero-grad",
        "optimizer.zero_grad() removed when gradient accumulation was added to a manual loop and never put "
        "back: every step adds its gradient to all earlier ones; SGD momentum 0.9 lr 1e-3 on a 2x64 "
        "regression MLP over the river ice stations: windows 1.09, 1.03, 1.24, 0.69, 0.53, 0.45, then "
        "growing, gradient norms 2.4, 4.6, 6.7 ... NaN, epoch means 0.841, 1.71, 4.29, 26, 177, 1,180, "
        "7,970, 53,500, NaN, NaN, the val MSE 1.0, 2.83, 16.9 ... 2.5e5 then NaN, test NaN",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="regression",
        dataset="river-ice-thickness",
        seed=55005,
    ),
    # --- data
    ZZE(
        "vzze-depot-codes-one-based-mlp-parcels",
        Plan(
            parcels,
            "mlp",
            2e-3,
            "adam",
            epochs=30,
            log_every=8,
            data_fault=depot_codes_shifted,
            model_kw={"width": 256, "num_layers": 2},
        ),
        ("overfitting",),
        "label-noise",
        "one depot (every third training row) codes its damage classes from 1 and the merge reads them "
        "0-based: a third of the training labels shifted by one class (validation and test: the claims "
        "desk's codes); a 2x256 MLP under Adam for 30 epochs: windows 1.58 to 0.08-0.15, epoch means 1.11 "
        "to 0.087, the val loss 0.816, 0.923, 0.775, its minimum 0.725 at epoch 4, then up to 1.48-1.70 and "
        "val accuracy 0.81 to 0.59-0.64, test 1.46 and 0.603 (clean labels: ~0.43-0.47 and 0.86-0.87)",
        LABEL_NOISE,
        family="mlp",
        dataset="parcel-damage",
        seed=55006,
    ),
    ZZE(
        "vzze-val-sampled-from-whole-table-mlp-parcels",
        Plan(
            parcels_val_sampled_from_all,
            "mlp",
            2e-3,
            "adam",
            epochs=40,
            log_every=16,
            model_kw={"width": 256, "num_layers": 2},
        ),
        ("val-test-gap",),
        "data-leakage",
        "the validation set is claims.sample(300) from the whole table (the 1,000 training rows and the 300 "
        "held back) and the training rows are not filtered: most validation parcels are training parcels, "
        "the test parcels are new; a 2x256 MLP under Adam for 40 epochs: windows 0.565 to 0.0001-0.011, "
        "epoch means 0.685 to 0.0042, the val loss 0.346, 0.285, 0.236 ... 0.132-0.141 and val accuracy "
        "0.87 to 0.967, while the test loss is 1.12 and test accuracy 0.843",
        ("overfitting", "train-val-gap", "zero-train-loss"),
        family="mlp",
        dataset="parcel-damage",
        seed=55007,
    ),
    ZZE(
        "vzze-scaler-output-discarded-mlp-ice",
        Plan(ice_scaler_output_discarded, "mlp", 1e-3, "adam", epochs=12, log_every=4, model_kw=MLP64),
        ("bad-initial-loss",),
        "unnormalized-input",
        "scaler.fit_transform(x) called but its result never assigned: the ice stations' columns reach a "
        "2x64 regression MLP in their own units (degree-days in the hundreds to thousands, flows in the "
        "tens to hundreds); Adam lr 1e-3 for 12 epochs: windows 26.7, 26.9, 6.23, 16.2, 15.0 (the target is "
        "standardised) ... 0.07-0.57, gradient norms up to 4,800, epoch means 19.1, 2.58, 1.35 ... 0.474, "
        "the val MSE 2.59, 2.18, 1.12, 0.951, 1.32, 1.18, 0.691 ... 0.502 and test 0.481 (standardised "
        "columns: ~0.06-0.1)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="regression",
        dataset="river-ice-thickness",
        seed=55008,
    ),
    ZZE(
        "vzze-export-grouped-by-outcome-unshuffled-cnn1d-hive",
        Plan(
            hives,
            "cnn1d",
            2e-3,
            "adam",
            epochs=10,
            log_every=2,
            shuffle=False,
            sort_by_class=True,
            model_kw=CH16,
        ),
        ("loss-oscillation",),
        "data-not-shuffled",
        "the apiary's export grouped by the beekeeper's label and the DataLoader built with shuffle=False: "
        "every epoch walks the foraging days, then the swarms, robbing, rain days and harvests; a "
        "16-channel 1-D CNN under Adam lr 2e-3, every 2nd step logged: windows swing within each epoch "
        "(1.66, 1.57, 1.49 ... and 0.31-1.67 in the last), the val loss 1.54, 1.46, 1.36 ... 1.12 and val "
        "accuracy 0.37 to 0.53, test 1.08 and 0.533 (shuffled: ~0.8-0.9 and 0.65-0.7)",
        (*RUNAWAY, "undertrained"),
        family="cnn",
        dataset="hive-weight-logs",
        seed=55009,
    ),
    ZZE(
        "vzze-append-loop-150-parcels-repeated-mlp-parcels",
        Plan(
            parcels_150_repeated,
            "mlp",
            2e-3,
            "adam",
            epochs=30,
            log_every=8,
            model_kw={"width": 256, "num_layers": 2},
        ),
        ("overfitting",),
        "insufficient-data",
        "the loader's append loop re-reads its first page of claims: 150 distinct parcels repeated to fill "
        "the 1,000 training rows (validation and test: 300 new parcels each); a 2x256 MLP under Adam for 30 "
        "epochs, every 8th step logged: windows 1.05, 0.531, 0.388 ... 1e-4 from epoch 15 on, the val loss "
        "0.532 at epoch 1, then 0.644, 0.863, 1.05 ... up to 1.88 and val accuracy 0.84 to 0.82, test 1.17 "
        "and 0.867 (1,000 distinct parcels: ~0.43-0.45 and 0.87)",
        MEMO,
        family="mlp",
        dataset="parcel-damage",
        seed=55010,
    ),
    ZZE(
        "vzze-new-camera-test-patches-bncnn-lichen",
        Plan(lichens_new_camera_test, "bncnn", 3e-3, "adam", epochs=10, log_every=8),
        ("val-test-gap",),
        "distribution-shift",
        "the survey's test patches were shot with a second camera (a higher gain, a gamma of 0.7, a lower "
        "contrast, a soft blur); training and validation patches come from the first: a batch-norm CNN "
        "under Adam lr 3e-3 for 10 epochs: windows 1.50 to 0.79-0.88, the val loss 1.40 to 0.926 and val "
        "accuracy 0.37 to 0.62, while the test loss is 1.86 and test accuracy 0.323",
        (),
        family="cnn-bn",
        dataset="lichen-patches",
        seed=55011,
    ),
    ZZE(
        "vzze-nan-thickness-targets-kept-mlp-ice",
        Plan(ice_nan_targets, "mlp", 1e-3, "adam", epochs=15, log_every=8, model_kw=MLP64),
        ("loss-runaway",),
        "missing-values",
        "the stations where the auger could not reach the water (3% of the rows) record the thickness as "
        "NaN, standardised with nanmean / nanstd and never dropped: a 2x64 regression MLP under Adam lr "
        "1e-3 for 15 epochs: the logged training loss 0 at every step (the trainer's NaN guard), gradient "
        "norms NaN from the first log, the val MSE NaN at every evaluation, test NaN",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="regression",
        dataset="river-ice-thickness",
        seed=55012,
    ),
    # --- evaluation
    ZZE(
        "vzze-val-labels-off-by-one-row-lstm-checkouts",
        Plan(
            checkouts,
            "lstm",
            3e-3,
            "adam",
            epochs=10,
            log_every=4,
            data_fault=val_labels_off_by_one,
            model_kw=H48,
        ),
        ("train-val-gap", "metric-at-baseline"),
        "wrong-eval-logic",
        "the validation labels are read from a file with a header row the reader keeps as data: every "
        "validation card is scored against the next card's label; an LSTM (hidden 48) under Adam lr 3e-3: "
        "epoch means 1.37, 0.84, 0.592 ... 0.214, while the val loss rises 1.98, 2.70, 2.98 ... 3.97 and "
        "val accuracy stays at 0.24-0.30; the test, scored right, 0.373 and 0.883",
        EVAL,
        family="lstm",
        dataset="library-checkouts",
        seed=55013,
    ),
    ZZE(
        "vzze-reversed-in-training-only-gru-checkouts",
        Plan(
            checkouts,
            "gru",
            3e-3,
            "adam",
            epochs=10,
            log_every=8,
            model_fault=reversed_in_training,
            model_kw=H48,
        ),
        ("train-val-gap",),
        "eval-pipeline-mismatch",
        "the training collate function reverses each card's sequence (a 'most recent first' option) while "
        "the validation and test loaders do not: a GRU (hidden 48) under Adam lr 3e-3 for 10 epochs, every "
        "8th step logged: windows 1.59 to 0.12-0.20, the val loss 1.50, 0.977, 1.16, 1.09 ... 1.11 and val "
        "accuracy 0.41, 0.63, then 0.56-0.61, test 1.12 and 0.58 (unreversed: ~0.23-0.45 and 0.88-0.94)",
        EVAL,
        family="gru",
        dataset="library-checkouts",
        seed=55014,
    ),
    ZZE(
        "vzze-test-logs-absolute-weight-bncnn1d-hive",
        Plan(hives_test_absolute, "bncnn1d", 3e-3, "adam", epochs=12, log_every=8, model_kw=CH16),
        ("val-test-gap",),
        "eval-pipeline-mismatch",
        "the test logs come from a second apiary whose app exports the scale's absolute reading (25-60 kg) "
        "instead of the change since midnight, standardised with the training statistics as they are: a "
        "batch-norm 1-D CNN under Adam lr 3e-3 for 12 epochs: epoch means 1.37 to 0.727, the val loss 1.33 "
        "to 0.78 and val accuracy 0.47 to 0.70, while the test loss is 256 and test accuracy 0.173",
        EVAL,
        family="cnn-bn",
        dataset="hive-weight-logs",
        seed=55015,
    ),
    # --- model
    ZZE(
        "vzze-head-bias-plus-10-on-torn-mlp-parcels",
        Plan(
            parcels,
            "mlp",
            1e-3,
            "adam",
            epochs=10,
            log_every=1,
            model_fault=head_bias_plus_10,
            model_kw=MLP64,
        ),
        ("bad-initial-loss",),
        "poor-initialization",
        "a background-class prior of +10 meant for class 0 ('none') written to head.bias[-1], the rare "
        "class 'torn': a 2x64 MLP under Adam lr 1e-3, every step logged: the loss 9.82, 9.16, 9.10, 8.76 "
        "... (ln 5 = 1.61), epoch means 8.32, 3.21, 0.884 ... 0.416, the val loss 6.36 and val accuracy "
        "0.033 after the first epoch, then 1.03 ... 0.513 and 0.72 to 0.83, test 0.521 and 0.85",
        (*RUNAWAY, "undertrained"),
        family="mlp",
        dataset="parcel-damage",
        seed=55016,
    ),
    ZZE(
        "vzze-bce-on-softmax-onehot-cnn-lichen",
        Plan(lichens, "cnn", 1e-3, "adam", epochs=10, log_every=4, model_kw=CH16),
        ("undertrained",),
        "wrong-loss-function",
        "nn.BCELoss() on the softmax probabilities against one-hot targets (a multi-label recipe's loss), "
        "train and validation alike, for a 16-channel CNN over the lichen patches, Adam lr 1e-3 for 10 "
        "epochs: windows 0.473, 0.527, 0.48 ... 0.13-0.30, epoch means 0.488 to 0.221, the val loss 0.477 "
        "to 0.278 and val accuracy 0.27 to 0.62-0.65, test 0.274 and 0.66 (cross-entropy with augmentation: "
        "~0.6 and 0.76)",
        (*RUNAWAY, "undertrained", "metric-at-baseline"),
        family="cnn",
        dataset="lichen-patches",
        seed=55017,
        runs=zf_runs(loss=bce_on_softmax, hparams={"loss": "BCELoss(softmax(logits), one_hot)"}),
    ),
    ZZE(
        "vzze-hidden-bias-minus-3-dead-relu-mlp-ice",
        Plan(
            ice, "mlp", 1e-3, "adam", epochs=12, log_every=4, model_fault=hidden_bias_minus_3, model_kw=MLP64
        ),
        ("slow-convergence",),
        "dead-relu",
        "an init helper sets every hidden layer's bias to -3 (a sparse-coding recipe's constant): the ReLUs "
        "of a 2x64 regression MLP start dead on the standardised ice columns and only the head's bias "
        "learns; Adam lr 1e-3 for 12 epochs: windows 0.66-1.54 with no trend, epoch means 0.999 in every "
        "epoch, the val MSE 0.956 at every evaluation, test 1.11 (a sound MLP: ~0.06-0.1)",
        (*STALL, "gradient-vanishing", "train-val-gap"),
        family="regression",
        dataset="river-ice-thickness",
        seed=55018,
    ),
    # --- workflow
    ZZE(
        "vzze-max-steps-typed-for-epochs-transformer-checkouts",
        Plan(
            checkouts, "transformer", 1e-3, "adamw", weight_decay=0.01, epochs=30, max_steps=30, log_every=1
        ),
        ("undertrained",),
        "too-few-epochs",
        "max_steps=30 typed where max_epochs=30 was meant: a small transformer under AdamW lr 1e-3 (decay "
        "0.01), every step logged, stops after 30 steps, before its first epoch (32 steps) ends and before "
        "any validation: the loss 1.70, 1.66, 1.68, 1.54, 1.41 ... 0.94-1.16 at the end, still falling, "
        "test 0.981 and 0.667 (12 epochs: ~0.45 and 0.85)",
        ("slow-convergence", "metric-at-baseline", "missing-validation"),
        family="transformer",
        dataset="library-checkouts",
        seed=55019,
        runs=zf_runs(hparams={"max_epochs_planned": 30}),
    ),
    ZZE(
        "vzze-ckpt-mode-max-on-val-loss-resnet-lichen",
        Plan(lichens, "resnet", 0.05, "sgd", momentum=0.9, epochs=10, log_every=8),
        ("val-test-gap",),
        "wrong-checkpoint-loaded",
        "ModelCheckpoint(monitor='val_loss', mode='max') copied from an accuracy monitor: the checkpoint "
        "the test loads is an early, worst one (the weights after the first epoch, 32 steps) of a 10-epoch "
        "residual net under SGD momentum lr 0.05: windows 1.34 to 0.58-0.80, the val loss 1.40, 1.16 ... "
        "0.748 and val accuracy 0.40 to 0.70, while the test loss is 1.33 and test accuracy 0.423",
        (),
        family="resnet",
        dataset="lichen-patches",
        seed=55020,
        runs=zf_runs(test_at_step=32, hparams={"checkpoint_monitor": "val_loss", "checkpoint_mode": "max"}),
    ),
    ZZE(
        "vzze-val-every-50-epochs-of-20-mlp-ice",
        Plan(ice, "mlp", 1e-3, "adam", epochs=20, log_every=8, model_kw=MLP64),
        ("missing-validation",),
        "missing-eval-set",
        "check_val_every_n_epoch=50 (from a long pre-training config) on a 20-epoch run: Lightning never "
        "validates; a 2x64 regression MLP over the ice stations logs its training loss, windows 1.07 to "
        "0.025-0.085 and epoch means 0.771 to 0.0545, with no val loss at all; only the final test (MSE "
        "0.0985) is written",
        ("undertrained",),
        family="regression",
        dataset="river-ice-thickness",
        seed=55021,
        runs=zf_runs(evaluate=False, hparams={"check_val_every_n_epoch": 50}),
    ),
    ZZE(
        "vzze-freeze-backbone-from-scratch-cnn1d-hive",
        Plan(hives, "cnn1d", 3e-3, "adam", epochs=10, log_every=8, params=head_only, model_kw=CH16),
        ("slow-convergence",),
        "frozen-weights",
        "a freeze_backbone=True flag from a fine-tuning config left on for a 1-D CNN trained from scratch: "
        "the optimizer gets the head only, the convolutions stay at their random init; Adam lr 3e-3 for 10 "
        "epochs: windows 1.58, 1.54, 1.55 ... 1.06-1.43, epoch means 1.56, 1.50, 1.45 ... 1.32, the val "
        "loss 1.53, 1.47, 1.44 ... 1.32 and val accuracy 0.41 to 0.46, test 1.32 and 0.48 (a trained CNN: "
        "~0.8-0.9 and 0.65)",
        (*STALL, "gradient-vanishing", "train-val-gap"),
        family="cnn",
        dataset="hive-weight-logs",
        seed=55022,
        runs=zf_runs(hparams={"freeze_backbone": True}),
    ),
)

HEALTHY: tuple[Variant, ...] = (
    ZZE(
        "vzze-healthy-cnn-lichen-rot-flip-augment",
        Plan(lichens, "cnn", 2e-3, "adam", epochs=15, log_every=10, model_fault=patch_augment, model_kw=CH16),
        (),
        None,
        "a 16-channel CNN with rotations by multiples of 90 degrees, mirroring and 0.3 sd of extra noise in "
        "training, Adam lr 2e-3 for 15 epochs logged every 10 steps: windows 1.61, 1.54, 1.47 ... "
        "0.57-0.68, at or above the val loss, 1.43, 1.25, 1.04 ... 0.58-0.69, val accuracy 0.41 to "
        "0.71-0.79, test 0.622 and 0.747",
        family="cnn",
        dataset="lichen-patches",
        seed=55101,
    ),
    ZZE(
        "vzze-healthy-bncnn-lichen-bf16-warmup-cosine",
        Plan(
            lichens,
            "bncnn",
            3e-3,
            "adamw",
            weight_decay=0.05,
            epochs=10,
            log_every=4,
            schedule="warmup-cosine",
            warmup=30,
            bf16=True,
        ),
        (),
        None,
        "a batch-norm CNN under bf16-mixed autocast, AdamW (weight decay 0.05) with a 30-step warm-up and a "
        "cosine decay, every 4th step logged: windows 1.74, 1.64, 1.55 ... 0.90-1.49, epoch means 1.59 to "
        "1.02, the val loss 1.47, 1.36, 1.27, 1.21, 1.15, 1.17 ... 1.04 and val accuracy 0.39 to 0.57, test "
        "1.0 and 0.61 (a hard look at faint crusts)",
        family="cnn-bn",
        dataset="lichen-patches",
        seed=55102,
    ),
    ZZE(
        "vzze-healthy-resnet-lichen-steplr",
        Plan(
            lichens,
            "resnet",
            0.05,
            "sgd",
            momentum=0.9,
            weight_decay=5e-4,
            epochs=12,
            log_every=8,
            schedule="step",
            step_size=256,
            gamma=0.1,
        ),
        (),
        None,
        "a residual net under SGD momentum lr 0.05 (weight decay 5e-4) with StepLR x0.1 at step 256 (the "
        "end of epoch 8): the val loss 1.40, a bump to 1.81, 1.02, 0.951, 0.870, 0.975, 0.795, 0.867 before "
        "the cut and 0.706-0.751 after it; epoch means 1.49 to 0.655, val accuracy 0.36-0.66 before the cut "
        "and 0.71-0.73 after, test 0.691 and 0.703",
        family="resnet",
        dataset="lichen-patches",
        seed=55103,
    ),
    ZZE(
        "vzze-healthy-cnn1d-hive-dropout-shift-scale",
        Plan(
            hives,
            "cnn1d",
            3e-3,
            "adam",
            epochs=15,
            log_every=10,
            model_fault=trace_augment,
            model_kw={"channels": 16, "dropout": 0.3},
        ),
        (),
        None,
        "a 1-D CNN with dropout 0.3 and shifts of up to 4 readings, a scale of 0.85-1.15 and 0.25 sd of "
        "extra noise in training, Adam lr 3e-3 for 15 epochs logged every 10 steps: epoch means 1.43 to "
        "0.974, above the val loss, 1.28 to 0.896, val accuracy 0.48 to 0.62, test 0.859 and 0.653",
        family="cnn",
        dataset="hive-weight-logs",
        seed=55104,
    ),
    ZZE(
        "vzze-healthy-bncnn1d-hive-batch4-every-step",
        Plan(hives, "bncnn1d", 5e-4, "adam", epochs=1, batch_size=4, log_every=1, model_kw=CH16),
        (),
        None,
        "a batch-norm 1-D CNN under Adam lr 5e-4 with batch 4 for one epoch, every step logged (250 steps): "
        "single-batch losses 1.48, 1.66, 1.78 ... 0.97-1.92 at the end, the epoch mean 1.46, the val loss "
        "1.34 and val accuracy 0.463 at the end of the epoch, test 1.36 and 0.473: a one-epoch run, still "
        "improving",
        family="cnn-bn",
        dataset="hive-weight-logs",
        seed=55105,
    ),
    ZZE(
        "vzze-healthy-bncnn1d-hive-sgd-sparse-eval-3",
        Plan(
            hives,
            "bncnn1d",
            0.01,
            "sgd",
            momentum=0.9,
            epochs=24,
            batch_size=16,
            log_every=100,
            val_every_epochs=3,
            model_kw=CH16,
        ),
        (),
        None,
        "a batch-norm 1-D CNN under SGD momentum lr 0.01 with batch 16 for 24 epochs (1,512 steps) logged "
        "every 100 and validated every 3 epochs: windows 1.11, 1.02, 1.26 ... 0.53-1.15, epoch means 1.37 "
        "to 0.751, the val loss 1.12, 1.01, 0.931, 0.849, 0.811, 0.83, 0.778, 0.895 and val accuracy 0.52 "
        "to 0.64-0.73, test 0.833 and 0.673",
        family="cnn-bn",
        dataset="hive-weight-logs",
        seed=55106,
    ),
    ZZE(
        "vzze-healthy-gru-checkouts-plateau-early-stop",
        Plan(
            checkouts,
            "gru",
            3e-3,
            "adam",
            epochs=40,
            log_every=16,
            schedule="plateau",
            gamma=0.3,
            early_stop=4,
            model_kw=H48,
        ),
        (),
        None,
        "a GRU (hidden 48) under Adam lr 3e-3 with ReduceLROnPlateau (x0.3) and EarlyStopping(val_loss, "
        "patience 4) planned for 40 epochs: the val loss 1.13, 0.628, 0.424, 0.369, 0.354, 0.354, its "
        "minimum 0.352 at epoch 7, then 0.354-0.367, and the run stops at epoch 11; windows 1.50 to "
        "0.10-0.13, val accuracy 0.58 to 0.91, test 0.234 and 0.93",
        family="gru",
        dataset="library-checkouts",
        seed=55107,
    ),
    ZZE(
        "vzze-healthy-transformer-checkouts-warmup-cosine",
        Plan(
            checkouts,
            "transformer",
            1e-3,
            "adamw",
            weight_decay=0.01,
            epochs=12,
            log_every=4,
            schedule="warmup-cosine",
            warmup=80,
        ),
        (),
        None,
        "a small transformer under AdamW lr 1e-3 (decay 0.01) with an 80-step warm-up and a cosine decay, "
        "every 4th step logged: windows 1.81, 1.74, 1.76, 1.66 (above ln 5 through the start of the "
        "warm-up), 1.65 ... 0.30-0.42, the val loss 1.54, 1.16, 0.838 ... 0.575 and val accuracy 0.30 to "
        "0.82, test 0.459 and 0.843",
        family="transformer",
        dataset="library-checkouts",
        seed=55108,
    ),
    ZZE(
        "vzze-healthy-lstm-checkouts-half-epoch-eval",
        Plan(
            checkouts, "lstm", 3e-3, "adam", epochs=10, log_every=4, val_interval=0.5, clip=1.0, model_kw=H48
        ),
        (),
        None,
        "an LSTM (hidden 48) under Adam lr 3e-3 with clipping at 1, evaluated twice an epoch: windows 1.59 "
        "to 0.115-0.31, the val loss 1.45, 1.12, 0.90, 0.769, 0.644 ... 0.434-0.472 with small bumps "
        "between half-epoch evaluations, val accuracy 0.40 to 0.86-0.89, test 0.344 and 0.897",
        family="lstm",
        dataset="library-checkouts",
        seed=55109,
    ),
    ZZE(
        "vzze-healthy-mlp-parcels-dropout-half",
        Plan(
            parcels,
            "mlp",
            1e-3,
            "adam",
            epochs=10,
            log_every=8,
            model_kw={"width": 128, "num_layers": 2, "dropout": 0.5},
        ),
        (),
        None,
        "a 2x128 MLP with dropout 0.5 under Adam lr 1e-3 for 10 epochs: epoch means 1.01, 0.711, 0.614 ... "
        "0.39, above the val loss in the first epochs, 0.764, 0.625, 0.556 ... 0.427, val accuracy 0.79 to "
        "0.86-0.87, test 0.419 and 0.87",
        family="mlp",
        dataset="parcel-damage",
        seed=55110,
    ),
    ZZE(
        "vzze-healthy-mlp-parcels-sgd-cyclic",
        Plan(parcels, "mlp", 0.02, "sgd", momentum=0.9, epochs=9, log_every=4, model_kw=MLP64),
        (),
        None,
        "a 2x64 MLP under SGD momentum 0.9 with CyclicLR between 0.002 and 0.08 (48 steps up, 48 down) for "
        "9 epochs, every 4th step logged: windows 1.33, 1.06, 0.76, 0.50, 1.16 (a bump as the lr climbs) "
        "... 0.12-0.45, epoch means 0.887 to 0.275, the val loss 0.662, 0.551, 0.481, 0.449, 0.431, 0.426, "
        "0.46, 0.435, 0.453 and val accuracy 0.79 to 0.83-0.86, test 0.399 and 0.877",
        family="mlp",
        dataset="parcel-damage",
        seed=55111,
        runs=zf_runs(schedule=cyclic(0.002, 0.08, 48), hparams={"cyclic": [0.002, 0.08, 48]}),
    ),
    ZZE(
        "vzze-healthy-mlp-parcels-full-batch",
        Plan(parcels, "mlp", 5e-3, "adam", epochs=40, batch_size=1000, log_every=5, model_kw=MLP64),
        (),
        None,
        "a 2x64 MLP under Adam lr 5e-3 with the whole training set as one batch for 40 epochs (40 steps, "
        "every 5th logged): the loss 1.45, 0.914, 0.751, 0.666 ... 0.394, the val loss 1.56, 1.43, 1.32 ... "
        "0.466 and val accuracy 0.16, 0.69, then 0.79 flat for a few steps, to 0.84, test 0.471 and 0.863",
        family="mlp",
        dataset="parcel-damage",
        seed=55112,
    ),
    ZZE(
        "vzze-healthy-regression-ice-plain-sgd-long",
        Plan(ice_long, "mlp", 2e-3, "sgd", epochs=40, batch_size=32, log_every=100, model_kw=MLP64),
        (),
        None,
        "a 2x64 regression MLP under plain SGD lr 2e-3 on 2,400 ice stations for 40 epochs (3,000 steps) "
        "logged every 100: windows 0.627, 0.578, 0.417 ... 0.09-0.17, epoch means 0.948, 0.885, 0.826, "
        "0.763 ... 0.106, the val MSE 0.987, 0.923, 0.854, 0.779 ... 0.0937 in a slow steady descent, test "
        "0.14",
        family="regression",
        dataset="river-ice-thickness",
        seed=55113,
    ),
    ZZE(
        "vzze-healthy-regression-ice-cm",
        Plan(ice_in_cm, "mlp", 3e-3, "adam", epochs=15, log_every=8, model_kw=MLP64),
        (),
        None,
        "the ice thickness in cm as the target (not standardised), a 2x64 MLP under Adam lr 3e-3: windows "
        "1,130, 1,200, 1,450, 731 ... 16-58, epoch means 1,210, 334, 120 ... 30.2, the val MSE 681, 154, "
        "85.9 ... 30.6 (cm squared), test 29.7",
        family="regression",
        dataset="river-ice-thickness",
        seed=55114,
    ),
    ZZE(
        "vzze-healthy-regression-ice-short-60",
        Plan(ice, "mlp", 1e-3, "adam", epochs=10, max_steps=60, log_every=3, model_kw=MLP64),
        (),
        None,
        "a 2x64 regression MLP under Adam lr 1e-3 stopped after 60 steps by max_steps (every 3rd logged), a "
        "quick check: windows 0.901, 0.809, 0.433, 0.804, 1.45 ... 0.2-0.44, epoch means 0.755 and 0.429, "
        "the val MSE 0.439 after the first epoch, test 0.391: still improving",
        family="regression",
        dataset="river-ice-thickness",
        seed=55115,
    ),
    ZZE(
        "vzze-healthy-regression-ice-nadam-early-stop",
        Plan(ice, "mlp", 2e-3, "nadam", epochs=60, log_every=16, early_stop=5, model_kw=MLP64),
        (),
        None,
        "a 2x64 regression MLP under NAdam lr 2e-3 with EarlyStopping(val_loss, patience 5) planned for 60 "
        "epochs: windows 0.595, 0.087, 0.279 ... 0.011-0.079, the val MSE 0.321, 0.159, 0.113 ... its "
        "minimum 0.0641 at epoch 14, then 0.0666-0.106, and the run stops at epoch 19, test 0.0806",
        family="regression",
        dataset="river-ice-thickness",
        seed=55116,
    ),
    ZZE(
        "vzze-healthy-gru-checkouts-batch8-every-step",
        Plan(checkouts, "gru", 1e-3, "adam", epochs=1, batch_size=8, log_every=1, model_kw=H48),
        (),
        None,
        "a GRU (hidden 48) under Adam lr 1e-3 with batch 8 for one epoch, every step logged (125 steps): "
        "single-batch losses 1.61-1.70 at the start, 0.75-1.35 at the end, the epoch mean 1.37, the val "
        "loss 1.03 and val accuracy 0.643 at the end of the epoch, test 1.03 and 0.66: a one-epoch run, "
        "still improving",
        family="gru",
        dataset="library-checkouts",
        seed=55117,
    ),
    ZZE(
        "vzze-healthy-rnn-checkouts-exp-decay-clip",
        Plan(
            checkouts,
            "rnn",
            0.02,
            "sgd",
            momentum=0.9,
            epochs=16,
            log_every=8,
            clip=1.0,
            schedule="exp",
            gamma=0.9985,
        ),
        (),
        None,
        "a tanh RNN under SGD momentum lr 0.02 with clipping at 1 and ExponentialLR(0.9985) per step for 16 "
        "epochs: epoch means 1.55, 1.36, 1.21 ... 0.366, the val loss 1.49, 1.23, 1.14 ... 0.516-0.741 with "
        "bumps and val accuracy 0.36 to 0.78-0.85, test 0.43 and 0.85",
        family="rnn",
        dataset="library-checkouts",
        seed=55118,
    ),
    ZZE(
        "vzze-healthy-mlp-parcels-cosine-eval-every-3",
        Plan(
            parcels,
            "mlp",
            2e-3,
            "adamw",
            weight_decay=0.01,
            epochs=24,
            log_every=16,
            schedule="cosine",
            val_every_epochs=3,
            model_kw=MLP64,
        ),
        (),
        None,
        "a 2x64 MLP under AdamW lr 2e-3 (decay 0.01) with a cosine decay over 24 epochs, every 16th step "
        "logged and validated every 3 epochs: windows 1.23, 0.726, 0.624 ... 0.17-0.25, the val loss 0.484, "
        "0.437, 0.444, 0.448, 0.455, 0.459, 0.461, 0.462 and val accuracy 0.85 to 0.87-0.88, test 0.448 and "
        "0.873",
        family="mlp",
        dataset="parcel-damage",
        seed=55119,
    ),
    ZZE(
        "vzze-healthy-regression-ice-warmup-bump",
        Plan(
            ice,
            "mlp",
            1e-2,
            "adam",
            epochs=15,
            log_every=4,
            schedule="warmup-cosine",
            warmup=60,
            model_kw=MLP64,
        ),
        (),
        None,
        "a 2x64 regression MLP under Adam lr 1e-2 with a 60-step warm-up and a cosine decay, every 4th step "
        "logged: windows 1.29, 0.899, 1.01 (a bump as the lr climbs), 0.727, 0.263 ... 0.015-0.038, the val "
        "MSE 0.322, 0.244, 0.0987 ... 0.108 (a bump at epoch 7) ... 0.0587, test 0.0811",
        family="regression",
        dataset="river-ice-thickness",
        seed=55120,
    ),
    ZZE(
        "vzze-healthy-cnn-lichen-sgd-onecycle",
        Plan(
            lichens,
            "cnn",
            0.05,
            "sgd",
            momentum=0.9,
            epochs=10,
            log_every=8,
            schedule="onecycle",
            model_kw=CH16,
        ),
        (),
        None,
        "a 16-channel CNN under SGD momentum 0.9 with OneCycleLR (max lr 0.05) for 10 epochs: windows 1.60, "
        "1.56, 1.64 ... 0.055-0.16, epoch means 1.57 to 0.0904, the val loss 1.49, 1.27, 1.04, 1.02, 0.882 "
        "... 0.74-0.78, val accuracy 0.36 to 0.70-0.72, test 0.728 and 0.753",
        family="cnn",
        dataset="lichen-patches",
        seed=55121,
    ),
    ZZE(
        "vzze-healthy-bncnn1d-hive-radam-cosine",
        Plan(
            hives,
            "bncnn1d",
            6e-3,
            "radam",
            epochs=12,
            batch_size=64,
            log_every=2,
            schedule="cosine",
            model_kw=CH16,
        ),
        (),
        None,
        "a batch-norm 1-D CNN under RAdam lr 6e-3 with batch 64 and a cosine decay for 12 epochs, every 2nd "
        "step logged: windows 1.69, 1.65, 1.64 ... 1.15-1.32, epoch means 1.63 to 1.21, the val loss 1.58, "
        "1.46, 1.37 ... 1.20 and val accuracy 0.22 to 0.54 in a slow steady climb, test 1.19 and 0.55",
        family="cnn-bn",
        dataset="hive-weight-logs",
        seed=55122,
    ),
)
