"""Variant battery zu: another look-alike of an external held-out suite, real framework runs (`--battery zu`).

    nice -n 10 python benchmarks/variants.py --battery zu --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery zu [--runs]

Like batteries d-zt, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is the log),
trained by battery d's runner through battery g's, j's, l's, w's, z's, zd's, ze's and zf's wrappers
(w's for a replaced loss and the checkpoint the test loads, zd's for a replaced schedule, ze's for a
cyclic one, zf's for extra logged hyperparameters), battery zh's model wrappers (a hook on the
training-mode inputs) and this battery's own hooks (an inverted warm-up, a per-epoch lambda stepped per
batch, a cross-entropy over sigmoid outputs, a bias init of -3, a linear-probe parameter list), so each
case can run in each of the three layouts; the layout rotation of variants.py picks one. It was written
blind: its author trained it with `--train-only`, read the raw logged numbers of each run, and never
diagnosed or scored it, so it is held-out data for the tool.
Its halves are even (19 faulty, 19 healthy; one fault each, one cause a case, ~2 CPU-minutes to train on
the shared 2-core machine), the faulty half spread over every family of cause (optimisation, data,
evaluation, model, workflow), injected into a data set no battery had at a realistic strength, favouring
the faults users meet most, in forms earlier batteries did not use (an inverted warm-up starting at 10x
the target rate, Adam at lr 1e-6, a per-epoch `0.5 ** epoch` lambda stepped per batch, a daily-sales
series split into training and validation by random rows, a sales target clipped at its 80th percentile in
training only, route labels read from the previous row of a shifted join, one shard of 16 read, scan
sequences sorted by class without shuffling, mushroom patches normalised twice, evaluation sequences
truncated to their first 8 scans, `limit_val_batches=0` from a debug config, a test from the next school
year after a timetable change, a test reloading a hard-coded epoch-1 checkpoint, biases initialised to -3,
a cross-entropy over a sigmoid head, a linear-probe config on a net trained from scratch, EPOCHS=2 from a
CI job, transfer bags coded as rush bags by a partner's feed, a clip value ignored under manual
optimisation).
The data sets are new, all made offline with numpy from known generating models: tunnel-boring machine
thrust traces of 64 samples (competent rock, a fault zone, squeezing ground, worn cutters); 12x12 grey
patches of mushroom caps on the grading belt (healthy, brown blotch, dry bubble, cobweb mould);
airport baggage-handling scan sequences over 16 stations (a local departure, a transfer bag, a
security-flagged bag, a rush / mishandled bag; left-padded to 20); an ice-cream kiosk's daily sales
(weather, calendar, holidays and the kiosk's slowly drifting popularity: the sales standardised); and a
school-bus route's delay class (on time, <5 min, 5-15 min, >15 min) from the route's features.
The healthy half holds sound runs a naive reader can take for a fault: val losses under the training
loss under augmentation and dropout, a val bump before a StepLR cut, bf16 noise under warm-up + cosine,
early stopping, batch-8 losses logged every step, a plain-SGD regression creeping over 3,000 steps,
short runs still improving, cyclic bumps, ReduceLROnPlateau cuts, a warm-up bump, a sales target in
scoops, a loss plateau before a drop, OneCycleLR, accumulated micro-batches and sparse logging with
evaluations every few epochs.
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
from benchmarks.variants_zh import _augmented
from benchmarks.variants_zj import _signal_splits, _stats
from benchmarks.variants_zl import _token_splits4

if TYPE_CHECKING:
    import torch

    from tests.suite.datasets import Splits

SIZES = (1000, 300, 300)


# ---------------------------------------------------------------- data sets no battery has


THRUST = ("competent-rock", "fault-zone", "squeezing-ground", "worn-cutters")


def _thrust(seed: int, n: int) -> tuple[Any, Any]:
    """A tunnel-boring machine's total thrust over 64 samples of a stroke (one a second), labelled by
    the shift engineer's log: competent rock (a steady thrust with the cutterhead's rotation ripple),
    a fault zone (the thrust drops by 20-40% over a 10-25 s stretch of broken ground, with spiky
    chatter), squeezing ground (the thrust ramps up by 20-50% over the stroke as the shield is gripped)
    and worn cutters (a higher mean and a stronger ripple at the cutterhead's rotation, ~1/12 Hz).
    The rock's strength (the mean), the rotation phase and the hydraulic noise vary, so sound 1-D CNNs
    stop near accuracy 0.8-0.9 (ln 4 = 1.39)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(4, n, p=[0.4, 0.2, 0.2, 0.2])
    t = np.arange(64.0)
    x = np.zeros((n, 64))
    for i in range(n):
        c = int(y[i])
        mean = rng.uniform(8, 14)  # MN
        ripple = rng.uniform(0.2, 0.5) * np.sin(2 * np.pi * t / rng.uniform(10, 14) + rng.uniform(0, 6.3))
        sig = mean + ripple
        if c == 1:
            start, width = rng.uniform(0, 44), rng.uniform(10, 25)
            inside = (t >= start) & (t < start + width)
            sig = np.where(inside, sig * (1 - rng.uniform(0.12, 0.35)) + rng.normal(0, 0.6, 64), sig)
        elif c == 2:
            sig = sig * (1 + rng.uniform(0.12, 0.4) * t / 63)
        elif c == 3:
            sig = sig + rng.uniform(0.4, 1.4) * np.sin(2 * np.pi * t / 12 + rng.uniform(0, 6.3)) + 0.8
        x[i] = sig + rng.normal(0, rng.uniform(0.3, 0.6), 64)
    return x, y


MUSHROOM = ("healthy", "brown-blotch", "dry-bubble", "cobweb-mould")


def _mushrooms(seed: int, n: int) -> tuple[Any, Any]:
    """12x12 grey patches (8-bit) of mushroom caps on the grading belt's camera: a healthy cap (a
    smooth bright dome), brown blotch (1-2 dark irregular spots of 2-3 px, Pseudomonas), dry bubble (a
    dark ring-shaped lesion, Lecanicillium) and cobweb mould (a faint fluffy grey film over part of the
    cap). The cap's brightness (+-25), its position and the camera noise (sd 7) vary: a small spot looks
    like dirt and a faint film like glare, so sound CNNs stop near accuracy 0.75-0.85 (ln 4 = 1.39)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(4, n, p=[0.4, 0.2, 0.2, 0.2])
    yy, xx = np.mgrid[0:12, 0:12].astype(float)
    out = np.zeros((n, 12, 12))
    for i in range(n):
        c = int(y[i])
        cx, cy = rng.uniform(4.5, 7.5, 2)
        r2 = (xx - cx) ** 2 + (yy - cy) ** 2
        img = rng.uniform(130, 180) * np.exp(-r2 / (2 * rng.uniform(4, 6) ** 2))
        if c == 1:
            for _ in range(int(rng.integers(1, 3))):
                px, py = rng.uniform(2, 10, 2)
                w = rng.uniform(0.8, 1.4)
                img -= rng.uniform(45, 80) * np.exp(-((xx - px) ** 2 + (yy - py) ** 2) / (2 * w**2))
        elif c == 2:
            px, py = rng.uniform(3, 9, 2)
            d = np.sqrt((xx - px) ** 2 + (yy - py) ** 2)
            img -= rng.uniform(40, 70) * np.exp(-(((d - rng.uniform(1.5, 2.5)) / 0.7) ** 2))
        elif c == 3:
            film = rng.normal(0, 1, (12, 12))
            film = 0.4 * film + 0.15 * (np.roll(film, 1, 0) + np.roll(film, -1, 0) + np.roll(film, 1, 1))
            side = (xx * np.cos(a := rng.uniform(0, 6.3)) + yy * np.sin(a)) > rng.uniform(4, 10)
            img = np.where(side, 0.6 * img + 50 + 20 * film, img)
        out[i] = img + 40
    out += rng.normal(0, 7, (n, 12, 12))
    return np.clip(out, 0, 255), y


STATIONS = 17  # 16 scan stations, 0 the padding


def _bags(seed: int, n: int, length: int = 20) -> tuple[Any, Any]:
    """A baggage-handling system's scan events per bag, the stations that read its tag (1 check-in, 2
    ATR tag reader, 3 EDS level-1 scanner, 4 level-2 operator review, 5 level-3 manual search, 6 sorter
    merge, 7 early-bag store, 8 transfer input, 9 make-up carousel, 10 lateral, 11 problem-bag area, 12
    manual encoding, 13 rush-bag belt, 14 loading, 15 reclaim belt, 16 no-read recirculation) in order,
    4-20 scans left-padded to 20 with 0, labelled by the bag's flow: a local departure (check-in, the
    EDS, the sorter, the carousel, loading), a transfer (transfer input, the early-bag store, the
    sorter), security-flagged (levels 2 and 3 of the screening, long) and rush / mishandled (no-reads,
    manual encoding, the problem area, the rush belt). 50% of the scans are any station (recirculation,
    misreads), so sound recurrent models stop near accuracy 0.8-0.88."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(4, n, p=[0.35, 0.3, 0.15, 0.2])
    prefs = {
        0: ([1, 2, 3, 6, 9, 10, 14], [0.15, 0.15, 0.15, 0.15, 0.15, 0.1, 0.15], (4, 10)),
        1: ([8, 2, 7, 6, 9, 14], [0.25, 0.15, 0.2, 0.15, 0.15, 0.1], (4, 12)),
        2: ([1, 2, 3, 4, 5, 11, 6], [0.1, 0.1, 0.15, 0.25, 0.2, 0.1, 0.1], (8, 20)),
        3: ([16, 12, 11, 13, 2, 14], [0.2, 0.2, 0.15, 0.2, 0.15, 0.1], (5, 16)),
    }
    x = np.zeros((n, length), dtype=np.int64)
    for i in range(n):
        kinds, p, (lo, hi) = prefs[int(y[i])]
        m = int(rng.integers(lo, hi + 1))
        path = rng.choice(kinds, m, p=p)
        path = np.where(rng.random(m) < 0.5, rng.integers(1, STATIONS, m), path)
        x[i, length - m :] = path
    return x, y


SALES_COLUMNS = (
    "max_temp_c",
    "sunshine_h",
    "rain_mm",
    "weekday_sin",
    "weekday_cos",
    "doy_sin",
    "doy_cos",
    "school_holiday",
    "public_holiday",
    "day_index",
)


def _sales(rng: Any, n: int, drift: float = 0.0) -> tuple[Any, Any]:
    """An ice-cream kiosk's days: the scoops sold (~40-600) rise with the day's top temperature (a
    soft threshold near 18 C), the sunshine and the weekend and fall with the rain; school and public
    holidays add a third; the kiosk's popularity drifts as a random walk of step `drift` (log units) a
    day, which the day's index can only learn by interpolation. Poisson counting noise and the weather
    forecast's own error make the floor of the standardised target (~0.1 MSE). Returns the columns (in
    day order) and the scoops."""
    import numpy as np

    day = np.arange(n)
    doy = day % 365
    season = -np.cos(2 * np.pi * (doy - 15) / 365)  # 1 in mid-July
    temp = 14 + 10 * season + rng.normal(0, 4, n)
    sun = np.clip(6 + 4 * season + rng.normal(0, 3, n), 0, 15)
    rain = np.where(rng.random(n) < 0.3, rng.gamma(1.5, 4, n), 0.0)
    wd = day % 7
    weekend = (wd >= 5).astype(float)
    school = ((doy > 190) & (doy < 240) | (doy > 355) | (doy < 5)).astype(float)
    public = (rng.random(n) < 0.03).astype(float)
    level = np.cumsum(rng.normal(0, drift, n)) if drift else np.zeros(n)
    log_mean = (
        4.3
        + 1.1 / (1 + np.exp(-(temp - 18) / 3))
        + 0.04 * sun
        - 0.05 * rain
        + 0.35 * weekend
        + 0.3 * school
        + 0.3 * public
        + level
        + rng.normal(0, 0.12, n)
    )
    scoops = rng.poisson(np.exp(log_mean)).astype(float)
    x = np.column_stack(
        [
            temp + rng.normal(0, 1.5, n),
            sun,
            rain,
            np.sin(2 * np.pi * wd / 7),
            np.cos(2 * np.pi * wd / 7),
            np.sin(2 * np.pi * doy / 365),
            np.cos(2 * np.pi * doy / 365),
            school,
            public,
            day,
        ]
    )
    return x, scoops


DELAY = ("on-time", "under-5-min", "5-15-min", "over-15-min")
BUS_COLUMNS = (
    "route_km",
    "stops",
    "departure_min",
    "school_bell_min",
    "traffic_index",
    "rain_mm",
    "driver_years",
    "bus_age_years",
    "rail_crossings",
    "construction_zones",
    "pupils",
    "snow_cm",
)


def _bus(seed: int, n: int, shift: float = 0.0) -> tuple[Any, Any]:
    """A school district's morning routes, labelled by the arrival's delay class (on time, under 5
    minutes, 5-15 minutes, over 15) from 12 columns: the route's length and stops, the departure time
    (minutes after 6:00) and the school bell's, the traffic index, the rain and snow, the driver's
    experience, the bus's age, the rail crossings, the construction zones and the pupils on board. A
    latent delay adds them with noise (the floor: sound MLPs stop near accuracy 0.7-0.8, ln 4 = 1.39).
    `shift`: minutes the timetable moves the departures (and the traffic they meet) later."""
    import numpy as np

    rng = np.random.default_rng(seed)
    km = rng.gamma(4, 3, n)
    stops = rng.poisson(4 + 0.8 * km)
    dep = rng.uniform(20, 110, n) + shift
    bell = dep + 2.2 * km + 1.2 * stops + rng.uniform(5, 25, n) - shift
    rush = np.exp(-(((dep + 1.2 * km) - 105) ** 2) / (2 * 20**2))
    traffic = 0.5 + rush + rng.normal(0, 0.2, n)
    rain = np.where(rng.random(n) < 0.25, rng.gamma(1.5, 3, n), 0.0)
    snow = np.where(rng.random(n) < 0.06, rng.gamma(2, 3, n), 0.0)
    driver = rng.gamma(2, 4, n)
    age = rng.uniform(0, 15, n)
    rail = rng.poisson(0.4 + 0.05 * km)
    works = rng.poisson(0.3, n)
    pupils = rng.poisson(2 * stops + 5)
    slack = bell - dep - 2.2 * km - 1.2 * stops
    delay = (
        6 * traffic * km / 12
        + 0.15 * rain
        + 0.9 * snow
        - 0.25 * np.minimum(driver, 10)
        + 0.12 * age
        + 1.5 * rail
        + 3.0 * works
        + 0.03 * pupils
        - 0.5 * slack
        + 6
        + rng.normal(0, 2.2, n)
    )
    y = np.digitize(delay, [0.0, 5.0, 15.0])
    x = np.column_stack([km, stops, dep, bell, traffic, rain, driver, age, rail, works, pupils, snow])
    return x, y


# ---------------------------------------------------------------- splits


def thrust(seed: int = 33101, sizes: tuple[int, int, int] = SIZES, name: str = "tbm-thrust-64") -> Splits:
    """The traces (N, 64), centred and scaled by the training traces' mean and sd, 4 classes."""
    x, y = _thrust(seed, sum(sizes))
    return _signal_splits(x, y, sizes, name, _stats(x[: sizes[0]]), classes=4)


def thrust_long() -> Splits:
    """A 2,000-trace draw."""
    return thrust(33102, (2000, 300, 300), "tbm-thrust-64-2000")


def mushrooms(
    seed: int = 33201, sizes: tuple[int, int, int] = SIZES, name: str = "mushroom-cap-12"
) -> Splits:
    """The patches as (N, 1, 12, 12), centred and scaled by the training patches' mean and sd."""
    x, y = _mushrooms(seed, sum(sizes))
    return _signal_splits(x[:, None], y, sizes, name, _stats(x[: sizes[0]]), classes=4)


def mushrooms_one_shard() -> Splits:
    """The bug: the loader's glob `shard-0*.npz` (meant `shard-*.npz`) reads the first of 16 shards of
    the training patches: 64 of 1,000 remain (validation and test are their own files)."""
    data = mushrooms(33202)
    return replace(data, x_train=data.x_train[:64].clone(), y_train=data.y_train[:64].clone())


def mushrooms_normalised_twice() -> Splits:
    """The bug: the dataset class already returns standardised patches and the transform pipeline
    applies `Normalize(mean=135, std=34)` (the raw grey levels' statistics) again, in every split: the
    net sees a constant near -4 with 1/34 of the contrast."""
    x, y = _mushrooms(33203, sum(SIZES))
    m, s = _stats(x[: SIZES[0]])
    data = _signal_splits(x[:, None], y, SIZES, "mushroom-cap-12", (m, s), classes=4)
    assert data.x_test is not None
    return replace(
        data,
        x_train=(data.x_train - m) / s,
        x_val=(data.x_val - m) / s,
        x_test=(data.x_test - m) / s,
    )


def bags(seed: int = 33301, sizes: tuple[int, int, int] = SIZES, name: str = "baggage-scans") -> Splits:
    """Scan sequences (N, 20) over 17 ids (0 the padding), 4 classes."""
    x, y = _bags(seed, sum(sizes))
    return _token_splits4(x, y, sizes, name)


def bags_eval_truncated_8() -> Splits:
    """The bug: the evaluation collate calls the tokenizer with `max_length=8, truncation=True` (the
    training collate has 20): each validation and test bag keeps its first 8 scans, left-padded to 20."""
    x, y = _bags(33302, sum(SIZES))
    a = SIZES[0]
    for i in range(a, len(x)):
        seq = x[i][x[i] > 0][:8]
        x[i] = 0
        x[i, 20 - len(seq) :] = seq
    return _token_splits4(x, y, SIZES, "baggage-scans")


def bags_sorted_by_flow() -> Splits:
    """The training bags in the order of the export (grouped by the sorter's flow code)."""
    return bags(33303)


def bags_partner_feed() -> Splits:
    """The bug: the transfer bags' flow codes in the training export come from the interline partner's
    feed, which marks 45% of them as rush bags; validation and test are coded by the airport's own
    sorter."""
    import numpy as np

    x, y = _bags(33304, sum(SIZES))
    rng = np.random.default_rng(33305)
    a = SIZES[0]
    flip = (y[:a] == 1) & (rng.random(a) < 0.45)
    y[:a] = np.where(flip, 3, y[:a])
    return _token_splits4(x, y, SIZES, "baggage-scans")


def sales(seed: int = 33401, sizes: tuple[int, int, int] = SIZES, name: str = "icecream-sales") -> Splits:
    """10 standardised columns (days drawn across three seasons, shuffled), the scoops standardised."""
    import numpy as np

    rng = np.random.default_rng(seed)
    x, t = _sales(rng, sum(sizes))
    order = rng.permutation(len(t))
    return _regression_table(name, x[order], t[order], sizes)


def sales_long() -> Splits:
    """A 2,600-day draw (2,000 training days)."""
    return sales(33402, (2000, 300, 300), "icecream-sales-2000")


def sales_scoops() -> Splits:
    """The scoops themselves (~40-600) as the target, the columns standardised."""
    import numpy as np

    rng = np.random.default_rng(33403)
    x, t = _sales(rng, sum(SIZES))
    order = rng.permutation(len(t))
    return _regression_table("icecream-sales-scoops", x[order], t[order], SIZES, target_scaled=False)


def sales_random_row_split() -> Splits:
    """The bug: the kiosk's 1,600-day series (its popularity drifting) split into training and
    validation by `train_test_split(shuffle=True)` over the first 1,300 days, so every validation day
    has its neighbours in training and the day index interpolates the drift; the test is the last 300
    days, after them."""
    import numpy as np

    rng = np.random.default_rng(33404)
    x, t = _sales(rng, 1600, drift=0.06)
    order = np.concatenate([rng.permutation(1300), np.arange(1300, 1600)])
    return _regression_table("icecream-sales", x[order], t[order], SIZES)


def sales_clipped_p90_train() -> Splits:
    """The bug: an outlier step in the training pipeline only (`y.clip(upper=y.quantile(0.8))`) caps
    the training target at its 80th percentile; validation and test keep the busy days' real sales."""
    import numpy as np
    import torch

    rng = np.random.default_rng(33405)
    x, t = _sales(rng, sum(SIZES))
    order = rng.permutation(len(t))
    data = _regression_table("icecream-sales", x[order], t[order], SIZES)
    cap = float(np.quantile(data.y_train.numpy(), 0.8))
    return replace(data, y_train=torch.clamp(data.y_train, max=cap))


def bus(seed: int = 33501, sizes: tuple[int, int, int] = SIZES, name: str = "school-bus-delay") -> Splits:
    """12 standardised columns, 4 classes."""
    x, y = _bus(seed, sum(sizes))
    return _generated(name, x, y, 4, sizes)


def bus_long() -> Splits:
    """A 2,400-route draw."""
    x, y = _bus(33502, 3000)
    return _generated("school-bus-delay-2400", x, y, 4, (2400, 300, 300))


def bus_shifted_join() -> Splits:
    """The bug: the delay labels joined to the route rows by position after a `shift(1)` meant for a
    lag feature: from row 300 on (the second export file) each training route carries the previous
    row's delay class (validation and test are joined by the route id)."""
    x, y = _bus(33503, sum(SIZES))
    data = _generated("school-bus-delay", x, y, 4, SIZES)
    labels = data.y_train.clone()
    labels[300:] = data.y_train[299:-1]
    return replace(data, y_train=labels)


def bus_next_school_year() -> Splits:
    """The test routes come from the next school year, after a timetable change moved every
    departure 35 minutes later (into the commuter traffic) and the bells with them; the model was
    trained and validated on this year's routes, the columns standardised with their statistics."""
    import numpy as np

    x, y = _bus(33504, SIZES[0] + SIZES[1])
    x_new, y_new = _bus(33505, SIZES[2], shift=35.0)
    return _generated("school-bus-delay", np.concatenate([x, x_new]), np.concatenate([y, y_new]), 4, SIZES)


# ---------------------------------------------------------------- injected faults (and healthy hooks)


def inverted_warmup(share: float, start: float) -> Callable[[Any, int], Any]:
    """The bug: a warm-up lambda written `start - (start - 1) * min(1, s / warm)` with the two ends
    swapped: the lr starts at `start` times the target and falls linearly to it over `share` of the
    run, then stays there."""

    def build(optimizer: Any, total: int) -> Any:
        import torch

        warm = max(1, int(share * total))
        return torch.optim.lr_scheduler.LambdaLR(
            optimizer, lambda s: start - (start - 1.0) * min(1.0, s / warm)
        )

    return build


def halving_per_batch() -> Callable[[Any, int], Any]:
    """The bug: `LambdaLR(lambda epoch: 0.5 ** epoch)` meant per epoch, returned with `"interval":
    "step"` in `configure_optimizers`: the lr halves at every optimizer step."""

    def build(optimizer: Any, _total: int) -> Any:
        import torch

        return torch.optim.lr_scheduler.LambdaLR(optimizer, lambda s: 0.5**s)

    return build


def ce_on_sigmoid(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """The bug: a `nn.Sigmoid()` left at the end of the head from a multi-label template, and
    CrossEntropyLoss over its outputs: the logits it sees lie in (0, 1), so no class can take more than
    e / (e + 3) = 0.48 of the probability and the loss cannot fall under ~0.74."""
    from torch import nn

    return nn.functional.cross_entropy(out.sigmoid(), y)


def bias_minus_3(net: Any) -> Any:
    """The bug: `nn.init.constant_(m.bias, -3.0)` on every hidden Linear (a "sparse activations"
    trick from a blog post, the sign of a +0.1 recipe flipped and scaled): nearly every ReLU unit of
    the first layer starts dead over the standardised columns."""
    import torch
    from torch import nn

    with torch.no_grad():
        layers = [m for m in net.modules() if isinstance(m, nn.Linear)]
        for module in layers[:-1]:
            module.bias.fill_(-3.0)
    return net


def head_only(net: Any) -> Any:
    """The bug: a linear-probe config (`freeze_backbone: true`) copied from a fine-tuning recipe onto a
    net trained from scratch: only the head's weight and bias reach the optimizer, the randomly
    initialised convolutions stay as they are."""
    return list(net.parameters())[-2:]


def _cap_jitter(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.rot90(x, int(torch.randint(0, 4, (1,))), dims=(2, 3))
    x = torch.where(torch.rand(len(x), 1, 1, 1) < 0.5, x.flip(3), x)
    return x + 0.25 * torch.randn_like(x)


cap_jitter = _augmented(_cap_jitter)
cap_jitter.__doc__ = """Not a fault: in training mode each batch of patches is turned by a multiple of 90
degrees, mirrored with probability 0.5 and given 0.25 sd of noise."""


def _thrust_jitter(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.roll(x, int(torch.randint(-8, 9, (1,))), dims=-1)
    return x + 0.3 * torch.randn_like(x) + 0.2 * torch.randn(len(x), 1)


thrust_jitter = _augmented(_thrust_jitter)
thrust_jitter.__doc__ = """Not a fault: in training mode each batch of traces is shifted by up to 8
samples, each trace offset by 0.2 sd and given 0.3 sd of noise."""


# ---------------------------------------------------------------- the variants


def ZU(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by battery zf's runner (through every earlier wrapper)."""
    return L(*args, runs=runs or zf_runs(), **kw)


CH16 = {"channels": 16}
H48 = {"hidden": 48}
MLP128 = {"width": 128, "num_layers": 2}


FAULTY: tuple[Variant, ...] = (
    ZU(
        "vzu-inverted-warmup-10x-sgd-mlp-bus",
        Plan(
            bus,
            "mlp",
            0.1,
            "sgd",
            momentum=0.9,
            epochs=12,
            log_every=4,
            schedule="warmup-lambda",
            model_kw=MLP128,
        ),
        ("slow-convergence",),
        "learning-rate-too-high",
        "a warm-up lambda with its two ends swapped: the lr starts at 10x the target (0.98 at the first "
        "log) and falls linearly to SGD's 0.1 (momentum 0.9) over the first 40% of the run, on a 2x128 "
        "MLP over the school-bus routes (HF Trainer), every 4th step logged: the logged loss 1.15, 1.14, "
        "1.30, 1.75, 1.32, 1.28 ... 1.10-1.27 to the end (1.21 last), the eval loss 1.23, 1.33, 1.32 ... "
        "1.19 and eval accuracy 0.44-0.48 (the on-time share 0.45), test 1.12 and 0.53",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="mlp",
        dataset="school-bus-delay",
        seed=33001,
        runs=zf_runs(schedule=inverted_warmup(0.4, 10.0), hparams={"warmup_steps": 150}),
    ),
    ZU(
        "vzu-adam-lr-1e-6-cnn-mushrooms",
        Plan(mushrooms, "cnn", 1e-6, "adam", epochs=10, log_every=8, model_kw=CH16),
        ("slow-convergence",),
        "learning-rate-too-low",
        "Adam at lr 1e-6 (a fine-tuning value left in the config) on a 16-channel CNN over the "
        "mushroom-cap patches trained from scratch, every 8th step logged: windows 1.39, 1.40, 1.38 ... "
        "1.35-1.39, the epoch loss 1.39 to 1.37 over 10 epochs, the val loss 1.40 to 1.39 and val "
        "accuracy 0.19 to 0.26, test 1.39 and 0.26 (AdamW lr 3e-3 on these "
        "patches: ~0.5 and 0.8)",
        (*STALL, "undertrained"),
        family="cnn",
        dataset="mushroom-cap",
        seed=33002,
    ),
    ZU(
        "vzu-epoch-lambda-stepped-per-batch-cnn1d-thrust",
        Plan(thrust, "cnn1d", 3e-3, "adam", epochs=10, log_every=8, schedule="lambda", model_kw=CH16),
        ("slow-convergence",),
        "lr-decay-too-fast",
        "`LambdaLR(lambda epoch: 0.5 ** epoch)` meant per epoch, returned with `interval: 'step'`: the lr "
        "of Adam (3e-3) halves at every optimizer step, 2.3e-5 at the first log and ~1e-99 at the end; a "
        "1-D CNN over the TBM thrust traces (HF Trainer), every 8th step logged: the logged loss "
        "1.37-1.39 for all 40 logs, the eval loss 1.38 at all 10 evaluations and eval accuracy 0.227 "
        "throughout, test 1.38 and 0.25",
        (*STALL, "undertrained"),
        family="cnn",
        dataset="tbm-thrust",
        seed=33003,
        runs=zf_runs(schedule=halving_per_batch(), hparams={"lr_lambda": "0.5 ** epoch", "interval": "step"}),
    ),
    ZU(
        "vzu-daily-series-random-row-split-mlp-sales",
        Plan(sales_random_row_split, "mlp", 3e-3, "adam", epochs=30, log_every=16, model_kw=MLP128),
        ("val-test-gap",),
        "data-leakage",
        "the kiosk's 1,600-day series (its popularity drifting) split into training and validation by "
        "random rows over the first 1,300 days, the test the last 300 days: a 2x128 MLP with the day "
        "index among its columns, Adam lr 3e-3 for 30 epochs, every 16th step logged: windows 0.38, 0.43, "
        "0.82 ... 0.01-0.06, the epoch MSE 0.79, 0.61, 0.48 ... 0.050, the val MSE 0.63, 0.56, 0.51 ... "
        "0.13-0.19 (0.185 last), while the test scores 0.745",
        ("overfitting", "train-val-gap", "undertrained"),
        family="regression",
        dataset="icecream-sales",
        seed=33004,
    ),
    ZU(
        "vzu-target-clipped-p80-train-only-mlp-sales",
        Plan(sales_clipped_p90_train, "mlp", 3e-3, "adam", epochs=15, log_every=8, model_kw=MLP64),
        ("train-val-gap",),
        "bad-input-data",
        "an outlier step in the training pipeline only (`y.clip(upper=y.quantile(0.8))`) caps the "
        "standardised sales target at its 80th percentile; validation and test keep the busy days: a 2x64 "
        "MLP under Adam lr 3e-3, every 8th step logged: windows 0.13, 0.057, 0.040 ... 0.011-0.035, the "
        "epoch MSE 0.138, 0.051 ... 0.026, the val MSE 0.31, 0.26, 0.27 ... 0.25-0.29 flat (0.25 last), "
        "test 0.233 (unclipped: ~0.1)",
        ("overfitting", "val-test-gap", "undertrained"),
        family="regression",
        dataset="icecream-sales",
        seed=33005,
    ),
    ZU(
        "vzu-shifted-join-labels-mlp-bus",
        Plan(
            bus_shifted_join,
            "mlp",
            2e-3,
            "adam",
            epochs=40,
            log_every=16,
            model_kw={"width": 256, "num_layers": 2},
        ),
        ("overfitting",),
        "label-noise",
        "the delay labels joined to the route rows by position after a `shift(1)`: from row 300 on each "
        "training route carries the previous row's class (validation and test joined by the route id); a "
        "2x256 MLP under Adam lr 2e-3 for 40 epochs, every 16th step logged: the epoch loss 1.25, 1.20, "
        "1.18 ... 0.27, the val loss 1.17, 1.16, 1.13 ... 1.11 at its lowest (epoch 6), then up to 2.04, "
        "val accuracy 0.45-0.52, then 0.43-0.45 at the end, test 1.76 and 0.45",
        ("train-val-gap", "undertrained", "slow-convergence"),
        family="mlp",
        dataset="school-bus-delay",
        seed=33006,
    ),
    ZU(
        "vzu-one-shard-of-16-cnn-mushrooms",
        Plan(mushrooms_one_shard, "cnn", 3e-3, "adam", epochs=60, log_every=2, model_kw={"channels": 32}),
        ("overfitting",),
        "insufficient-data",
        "the loader's glob `shard-0*.npz` reads the first of 16 shards: 64 training patches (validation "
        "and test their own files); a 32-channel CNN under Adam lr 3e-3 for 60 epochs (2 steps each; HF "
        "Trainer), every 2nd step logged and evaluated: the logged loss 1.48, 1.22, 1.21 ... 0.0030, the "
        "eval loss 1.38, 1.31, 1.29 ... 1.28 at its lowest (evaluation 10), then up to 2.90, eval "
        "accuracy 0.39-0.53, test 2.78 and 0.57",
        ("train-val-gap", "zero-train-loss", "undertrained"),
        family="cnn",
        dataset="mushroom-cap",
        seed=33007,
    ),
    ZU(
        "vzu-bags-sorted-by-flow-no-shuffle-gru",
        Plan(
            bags_sorted_by_flow,
            "gru",
            3e-3,
            "adam",
            epochs=8,
            log_every=2,
            shuffle=False,
            sort_by_class=True,
            model_kw=H48,
        ),
        ("periodic-loss",),
        "data-not-shuffled",
        "the training bags read in the export's order, grouped by the sorter's flow code, with "
        "shuffle=False (a SequentialSampler from an eval config): each epoch runs local departures, then "
        "transfers, then flagged, then rush bags; a GRU (hidden 48) under Adam lr 3e-3, every 2nd step "
        "logged: windows 1.44, 1.19, 1.00, 0.79, 0.49, 1.86, 2.29, 2.01 ... jumping at each class "
        "boundary (0.35-0.84 late), the epoch loss 1.59, 1.32 ... 0.73, the val loss 1.24 to 0.63 and val "
        "accuracy 0.45 to 0.77, test 0.63 and 0.76",
        (*RUNAWAY, "undertrained", "metric-at-baseline", "slow-convergence"),
        family="gru",
        dataset="baggage-scans",
        seed=33008,
    ),
    ZU(
        "vzu-normalised-twice-cnn-mushrooms",
        Plan(mushrooms_normalised_twice, "cnn", 1e-3, "adam", epochs=10, log_every=8, model_kw=CH16),
        ("slow-convergence",),
        "unnormalized-input",
        "the dataset already returns standardised patches and the transform applies `Normalize` with the "
        "raw grey levels' mean and sd again, in every split: the net sees a constant near -4 with 1/34 "
        "of the contrast; a 16-channel CNN under Adam lr 1e-3, every 8th step logged: windows 1.28, 1.40, "
        "1.26 ... 1.14-1.41, the epoch loss 1.34, then 1.33 for nine epochs, the val loss 1.31 and val "
        "accuracy 0.433 (the healthy share) at every epoch, test 1.36 and 0.37",
        (*STALL, "undertrained", "bad-initial-loss"),
        family="cnn",
        dataset="mushroom-cap",
        seed=33009,
    ),
    ZU(
        "vzu-eval-truncated-8-scans-lstm-bags",
        Plan(bags_eval_truncated_8, "lstm", 3e-3, "adam", epochs=20, log_every=8, model_kw={"hidden": 64}),
        ("train-val-gap",),
        "eval-pipeline-mismatch",
        "the evaluation collate truncates each bag to its first 8 scans (max_length=8; the training "
        "collate keeps 20): an LSTM (hidden 64) under Adam lr 3e-3 for 20 epochs, every 8th step logged: "
        "windows 1.24, 1.18, 1.03 ... 0.02-0.35, the epoch loss 1.13, 0.65, 0.52 ... 0.22, the val loss "
        "0.91, 0.86, 0.79, 0.95 ... 1.03 and val accuracy 0.63 to 0.67-0.72 (0.71 last), test 0.82 and "
        "0.74",
        EVAL,
        family="lstm",
        dataset="baggage-scans",
        seed=33010,
    ),
    ZU(
        "vzu-limit-val-batches-0-bncnn1d-thrust",
        Plan(thrust, "bncnn1d", 2e-3, "adam", epochs=10, log_every=8, model_kw=CH16),
        ("missing-validation",),
        "missing-eval-set",
        "`limit_val_batches=0` left from a debug config: no validation ever runs; a batch-norm 1-D CNN "
        "under Adam lr 2e-3 logs its training loss, every 8th step: windows 1.28, 1.21, 1.22 ... "
        "0.48-0.83, the epoch loss 1.24, 1.07, 0.95 ... 0.66, with no val loss at all; only the final "
        "test (0.57 and 0.79) is written",
        ("undertrained", "slow-convergence", "gradient-explosion"),
        family="cnn-bn",
        dataset="tbm-thrust",
        seed=33011,
        runs=zf_runs(evaluate=False, hparams={"limit_val_batches": 0}),
    ),
    ZU(
        "vzu-test-next-school-year-timetable-mlp-bus",
        Plan(bus_next_school_year, "mlp", 2e-3, "adam", epochs=15, log_every=8, model_kw=MLP128),
        ("val-test-gap",),
        "distribution-shift",
        "the test routes come from the next school year, after a timetable change moved every departure "
        "35 minutes later into the commuter traffic; training and validation are this year's: a 2x128 MLP "
        "under Adam lr 2e-3 for 15 epochs, every 8th step logged: the epoch loss 1.05, 0.79 ... 0.385, "
        "the val loss 0.91, 0.83 ... 0.66-0.76 (0.76 last) and val accuracy 0.57 to 0.71-0.74, while the "
        "test scores 4.01 and 0.33",
        ("overfitting", "train-val-gap", "undertrained"),
        family="mlp",
        dataset="school-bus-delay",
        seed=33012,
    ),
    ZU(
        "vzu-test-hardcoded-epoch1-ckpt-transformer-bags",
        Plan(bags, "transformer", 1e-3, "adamw", weight_decay=0.01, epochs=10, log_every=8),
        ("val-test-gap",),
        "wrong-checkpoint-loaded",
        "the test script reloads `checkpoints/epoch=0-step=32.ckpt`, a path hard-coded in a notebook, "
        "instead of the last checkpoint: a small transformer under AdamW lr 1e-3 for 10 epochs, every 8th "
        "step logged: the epoch loss 1.10, 0.63 ... 0.37, the val loss 0.82, 0.60, 0.57 ... 0.47 and val "
        "accuracy 0.64 to 0.83, while the test scores 0.81 and 0.63 (the epoch-1 numbers)",
        ("overfitting", "metric-at-baseline", "undertrained"),
        family="transformer",
        dataset="baggage-scans",
        seed=33013,
        runs=zf_runs(test_at_step=32, hparams={"ckpt_path": "checkpoints/epoch=0-step=32.ckpt"}),
    ),
    ZU(
        "vzu-bias-init-minus-3-mlp-bus",
        Plan(bus, "mlp", 1e-3, "adam", epochs=12, log_every=8, model_fault=bias_minus_3, model_kw=MLP64),
        ("slow-convergence",),
        "dead-relu",
        "`nn.init.constant_(m.bias, -3.0)` on every hidden Linear of a 2x64 MLP: nearly every ReLU starts "
        "dead over the standardised columns; Adam lr 1e-3 (HF Trainer), every 8th step logged: the logged "
        "loss 1.37, 1.37, 1.36 ... 1.24-1.28, the eval loss 1.37 to 1.29 creeping and eval accuracy 0.447 "
        "(the on-time share) at all 12 evaluations, test 1.26 and 0.49",
        (*STALL, "undertrained", "gradient-vanishing"),
        family="mlp",
        dataset="school-bus-delay",
        seed=33014,
    ),
    ZU(
        "vzu-ce-over-sigmoid-head-cnn1d-thrust",
        Plan(thrust, "cnn1d", 3e-3, "adam", epochs=12, log_every=8, model_kw=CH16),
        ("slow-convergence",),
        "wrong-loss-function",
        "a `nn.Sigmoid()` left at the end of the head from a multi-label template and CrossEntropyLoss "
        "over its outputs (logits squashed to (0, 1): the loss cannot fall under ~0.74): a 1-D CNN under "
        "Adam lr 3e-3 (HF Trainer), every 8th step logged: the logged loss 1.36, 1.32 ... 1.16-1.21, the "
        "gradient norm 0.08-0.6, the eval loss 1.31 to 1.20 and eval accuracy 0.38-0.44, test 1.18 and "
        "0.43",
        (*STALL, "undertrained", "bad-initial-loss"),
        family="cnn",
        dataset="tbm-thrust",
        seed=33015,
        runs=zf_runs(loss=ce_on_sigmoid, hparams={"head_activation": "sigmoid", "loss": "CrossEntropyLoss"}),
    ),
    ZU(
        "vzu-linear-probe-config-from-scratch-cnn1d-thrust",
        Plan(thrust, "cnn1d", 3e-3, "adam", epochs=10, log_every=8, params=head_only, model_kw=CH16),
        ("slow-convergence",),
        "frozen-weights",
        "a linear-probe config (`freeze_backbone: true`) copied from a fine-tuning recipe onto a net "
        "trained from scratch: only the head's weight and bias reach Adam (lr 3e-3), the random "
        "convolutions of a 1-D CNN stay as initialised; every 8th step logged: windows 1.36, 1.34 ... "
        "1.15-1.65, the epoch loss 1.36, 1.31, 1.28 ... 1.24, the val loss 1.34 to 1.27 and val accuracy "
        "0.34 to 0.39-0.43, test 1.27 and 0.39",
        (*STALL, "undertrained", "train-val-gap"),
        family="cnn",
        dataset="tbm-thrust",
        seed=33016,
        runs=zf_runs(hparams={"freeze_backbone": True}),
    ),
    ZU(
        "vzu-epochs-2-from-ci-env-sgd-mlp-sales",
        Plan(sales, "mlp", 0.01, "sgd", epochs=2, log_every=2, val_interval=0.5, model_kw=MLP64),
        ("undertrained",),
        "too-few-epochs",
        "`max_epochs=int(os.environ.get('EPOCHS', 30))` with EPOCHS=2 exported by a CI job: plain SGD lr "
        "0.01 on a 2x64 regression MLP stops after 2 epochs (64 steps), every 2nd step logged, validated "
        "twice an epoch: windows 1.49, 0.52, 1.07, 0.78 ... 0.30-0.62, the epoch MSE 0.96, 0.69, the val "
        "MSE 1.16, 1.03, 0.87, 0.72 still falling steeply, test 0.53 (20 epochs under Adam: ~0.1)",
        ("slow-convergence", "metric-at-baseline"),
        family="regression",
        dataset="icecream-sales",
        seed=33017,
        runs=zf_runs(hparams={"EPOCHS": 2}),
    ),
    ZU(
        "vzu-partner-feed-transfer-as-rush-lstm-bags",
        Plan(bags_partner_feed, "lstm", 3e-3, "adam", epochs=30, log_every=16, model_kw={"hidden": 96}),
        ("overfitting",),
        "label-noise",
        "the transfer bags' flow codes in the training export come from the interline partner's feed, "
        "which marks 45% of them as rush bags (validation and test coded by the airport's own sorter): an "
        "LSTM (hidden 96) under Adam lr 3e-3 for 30 epochs (HF Trainer), every 16th step logged: the "
        "logged loss 1.28, 0.93, 0.73 ... 0.011, the eval loss 0.88, 0.69, 0.67 ... 0.561 at its lowest "
        "(epoch 8), then up to 1.23, eval accuracy 0.62 to 0.82, then 0.70-0.74, test 1.52 and 0.69",
        ("train-val-gap", "undertrained", "val-test-gap"),
        family="lstm",
        dataset="baggage-scans",
        seed=33018,
    ),
    ZU(
        "vzu-clip-ignored-manual-loop-sgd-rnn-bags",
        Plan(bags, "rnn", 0.3, "sgd", momentum=0.9, epochs=10, log_every=4, model_kw=H48),
        ("loss-spikes",),
        "no-gradient-clipping",
        "`gradient_clip_val=1.0` passed to the Trainer while the module runs "
        "`automatic_optimization=False`, where Lightning does not clip: a tanh RNN (hidden 48) under SGD "
        "momentum 0.9 lr 0.3, every 4th step logged: windows 1.25, 1.18, 1.80, 1.16, 1.90 ... 1.9-5.7 "
        "late (ln 4 = 1.39), the epoch loss 1.42, 2.41, 2.21, 2.73 ... 5.22, 3.33, the val loss 1.84, "
        "3.25, 3.00 ... 4.48 and val accuracy 0.29-0.38, test 4.42 and 0.31",
        (*RUNAWAY, "loss-runaway", "undertrained", "slow-convergence"),
        family="rnn",
        dataset="baggage-scans",
        seed=33019,
        runs=zf_runs(hparams={"gradient_clip_val": 1.0, "automatic_optimization": False}),
    ),
)


HEALTHY: tuple[Variant, ...] = (
    ZU(
        "vzu-healthy-mushrooms-jitter-dropout-bncnn",
        Plan(
            mushrooms,
            "bncnn",
            1e-3,
            "adam",
            epochs=16,
            log_every=8,
            model_fault=cap_jitter,
            model_kw={"channels": 16, "dropout": 0.3},
        ),
        (),
        None,
        "a batch-norm CNN with dropout 0.3 under rotation / mirror / noise jitter in training mode, Adam "
        "lr 1e-3 for 16 epochs, every 8th step logged: windows 1.31, 1.25 ... 0.62-0.95, the epoch loss "
        "1.32, 1.14, 1.05 ... 0.63, the val loss 1.27, 1.16, 1.21 ... 0.70, 1.04, 0.73, 0.78, 0.67 (at or "
        "under the epoch loss late) and val accuracy 0.40 to 0.69, test 0.60 and 0.75",
        family="cnn-bn",
        dataset="mushroom-cap",
        seed=33601,
    ),
    ZU(
        "vzu-healthy-mushrooms-bf16-warmup-cosine-cnn",
        Plan(
            mushrooms,
            "cnn",
            3e-3,
            "adamw",
            weight_decay=0.05,
            epochs=10,
            log_every=4,
            schedule="warmup-cosine",
            warmup=40,
            bf16=True,
            model_kw=CH16,
        ),
        (),
        None,
        "a CNN under bf16-mixed autocast, AdamW lr 3e-3, weight decay 0.05, 40 warm-up steps and a cosine "
        "decay to 0 (HF Trainer), every 4th step logged: the logged loss 1.41, 1.35, 1.37, 1.37 ... "
        "0.36-0.44, the eval loss 1.35, 0.92, 0.78 ... 0.50 and eval accuracy 0.38 to 0.79, test 0.51 and "
        "0.80",
        family="cnn",
        dataset="mushroom-cap",
        seed=33602,
    ),
    ZU(
        "vzu-healthy-mushrooms-steplr-resnet",
        Plan(
            mushrooms,
            "resnet",
            0.02,
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
        "a residual net under SGD momentum 0.9 lr 0.02 with StepLR (x0.1 after 256 steps, epoch 8), every "
        "8th step logged: windows 1.40, 1.34 ... 0.38-0.99, the epoch loss 1.28, 0.98 ... 0.49, the val "
        "loss 1.25, 2.15, 0.86, 0.81, 1.08, 1.13, 0.61, 0.67 jumping before the cut, then 0.53, 0.51, "
        "0.47, 0.50 and val accuracy 0.40 to 0.79-0.80, test 0.46 and 0.82",
        family="resnet",
        dataset="mushroom-cap",
        seed=33603,
    ),
    ZU(
        "vzu-healthy-mushrooms-batch8-every-step-cnn",
        Plan(
            mushrooms,
            "cnn",
            1e-3,
            "adam",
            epochs=2,
            batch_size=8,
            log_every=1,
            val_interval=0.5,
            model_kw=CH16,
        ),
        (),
        None,
        "a CNN at batch 8 under Adam lr 1e-3, every step logged, for 2 epochs (250 steps), validated "
        "twice an epoch: single-batch losses 1.35, 1.38, 1.49, 1.20, 1.53 ... 0.55-1.27 jumping between "
        "steps, the epoch loss 1.20, 0.88, the val loss 1.25, 1.03, 0.90, 0.92 and val accuracy 0.48, "
        "0.55, 0.61, 0.61 still improving, test 0.84 and 0.66",
        family="cnn",
        dataset="mushroom-cap",
        seed=33604,
    ),
    ZU(
        "vzu-healthy-thrust-early-stop-cnn1d",
        Plan(thrust, "cnn1d", 3e-3, "adam", epochs=40, log_every=16, early_stop=3, model_kw=CH16),
        (),
        None,
        "a 1-D CNN under Adam lr 3e-3 with early stopping (patience 3 evaluations) on a 40-epoch budget, "
        "every 16th step logged: windows 1.25, 1.34 ... 0.31-1.03, the epoch loss 1.30, 1.25, 1.23 ... "
        "0.44, the val loss 1.29, 1.25, 1.22 ... 0.367 at epoch 32, then 0.377, 0.407, 0.423 and the run "
        "stops after epoch 35; val accuracy 0.35 to 0.83-0.89, test 0.40 and 0.89",
        family="cnn",
        dataset="tbm-thrust",
        seed=33605,
    ),
    ZU(
        "vzu-healthy-thrust-jitter-plateau-bncnn1d",
        Plan(
            thrust,
            "bncnn1d",
            3e-3,
            "adam",
            epochs=12,
            log_every=8,
            val_interval=0.5,
            schedule="plateau",
            gamma=0.5,
            model_fault=thrust_jitter,
            model_kw=CH16,
        ),
        (),
        None,
        "a batch-norm 1-D CNN under shift / offset / noise jitter in training mode, Adam lr 3e-3 with "
        "ReduceLROnPlateau (factor 0.5; the lr at 7.5e-4 by the end), validated twice an epoch for 12 "
        "epochs, every 8th step logged: windows 1.36, 1.21 ... 0.82-1.09, the epoch loss 1.25, 1.17 ... "
        "0.875, the val loss 1.26, 1.24, 1.16 ... 0.90 and val accuracy 0.37 to 0.64, test 0.90 and 0.63",
        family="cnn-bn",
        dataset="tbm-thrust",
        seed=33606,
    ),
    ZU(
        "vzu-healthy-thrust-long-sparse-cnn1d",
        Plan(
            thrust_long,
            "cnn1d",
            2e-3,
            "adam",
            epochs=8,
            batch_size=16,
            log_every=100,
            val_every_epochs=2,
            model_kw=CH16,
        ),
        (),
        None,
        "a 2,000-trace draw, a 1-D CNN under Adam lr 2e-3 at batch 16 for 8 epochs (1,000 steps), every "
        "100th step logged, evaluated every 2 epochs: windows 1.35, 0.99, 1.27, 1.20, 1.12, 0.72, 0.54, "
        "0.88, 0.57, 0.86, the epoch loss 1.26 to 0.60, the val loss 1.13, 0.82, 0.67, 0.54 and val "
        "accuracy 0.49, 0.69, 0.73, 0.80, test 0.53 and 0.79",
        family="cnn",
        dataset="tbm-thrust",
        seed=33607,
    ),
    ZU(
        "vzu-healthy-bags-gru-clip-rmsprop",
        Plan(bags, "gru", 2e-3, "rmsprop", epochs=12, log_every=8, clip=1.0, model_kw=H48),
        (),
        None,
        "a GRU (hidden 48) under RMSprop lr 2e-3 with clip_grad_norm_ 1.0, every 8th step logged: windows "
        "1.05 to 0.14-1.03 (single batches), the epoch loss 0.87 to 0.32, the val loss 0.70, 0.55, 0.46, "
        "then 0.45-0.55 (0.49 last) and val accuracy 0.71 to 0.77-0.83, test 0.49 and 0.82",
        family="gru",
        dataset="baggage-scans",
        seed=33608,
    ),
    ZU(
        "vzu-healthy-bags-transformer-warmup-bump",
        Plan(
            bags,
            "transformer",
            2e-3,
            "adamw",
            weight_decay=0.01,
            epochs=14,
            log_every=4,
            schedule="warmup-cosine",
            warmup=80,
        ),
        (),
        None,
        "a small transformer under AdamW lr 2e-3 (weight decay 0.01) with 80 linear warm-up steps and a "
        "cosine decay over 14 epochs (HF Trainer), every 4th step logged: the logged loss 1.49, 1.39, "
        "1.35, 1.32 ... in the warm-up, 0.28-0.50 late, the eval loss 1.09, 0.64, 0.52, 0.47 ... "
        "0.43-0.47 flat over the last ten evaluations and eval accuracy 0.50 to 0.82-0.85, test 0.43 and "
        "0.83",
        family="transformer",
        dataset="baggage-scans",
        seed=33609,
    ),
    ZU(
        "vzu-healthy-bags-lstm-two-epochs",
        Plan(bags, "lstm", 5e-3, "adam", epochs=2, log_every=2, val_interval=0.5, model_kw=H48),
        (),
        None,
        "an LSTM (hidden 48) under Adam lr 5e-3 for 2 epochs (64 steps; HF Trainer), every 2nd step "
        "logged, evaluated twice an epoch: the logged loss 1.37, 1.33, 1.30 ... 0.36-0.70, the eval loss "
        "1.03, 0.84, 0.73, 0.64 and eval accuracy 0.58, 0.67, 0.71, 0.75 still improving, test 0.63 and "
        "0.76",
        family="lstm",
        dataset="baggage-scans",
        seed=33610,
    ),
    ZU(
        "vzu-healthy-sales-sgd-creeping-long",
        Plan(
            sales_long,
            "mlp",
            0.004,
            "sgd",
            epochs=12,
            batch_size=8,
            log_every=50,
            val_every_epochs=2,
            model_kw=MLP64,
        ),
        (),
        None,
        "a 2,000-day draw, plain SGD lr 0.004 at batch 8 for 12 epochs (3,000 steps; HF Trainer), every "
        "50th step logged, evaluated every 2 epochs: the logged MSE 0.83, 0.88, 0.69, 0.60, 0.39, 0.25 "
        "... 0.09-0.12 late, the eval MSE 0.213, 0.153, 0.132, 0.121, 0.113, 0.107 still creeping down, "
        "test 0.131",
        family="regression",
        dataset="icecream-sales",
        seed=33611,
    ),
    ZU(
        "vzu-healthy-sales-dropout-adamw-cosine",
        Plan(
            sales,
            "mlp",
            3e-3,
            "adamw",
            weight_decay=0.01,
            epochs=20,
            log_every=16,
            schedule="cosine",
            model_kw={"width": 128, "num_layers": 2, "dropout": 0.3},
        ),
        (),
        None,
        "a 2x128 regression MLP with dropout 0.3 under AdamW lr 3e-3 (weight decay 0.01) and a cosine "
        "decay over 20 epochs, every 16th step logged: windows 0.18, 0.46, 0.31, 0.07 ... 0.06-0.44, the "
        "epoch MSE 0.32, 0.18, 0.16 ... 0.11, the val MSE 0.23, 0.19, 0.18 ... 0.127 flat over the last "
        "epochs, test 0.069",
        family="regression",
        dataset="icecream-sales",
        seed=33612,
    ),
    ZU(
        "vzu-healthy-sales-scoops-target-adam",
        Plan(sales_scoops, "mlp", 3e-3, "adam", epochs=20, log_every=8, model_kw=MLP64),
        (),
        None,
        "the scoops themselves (~15-750 a day) as the target of a 2x64 MLP over standardised columns, "
        "Adam lr 3e-3 for 20 epochs, every 8th step logged: windows 39,200, 57,600, 43,900 ... 500-1,300 "
        "late (an MSE in scoops^2), the epoch MSE 45,900, 32,800, 6,960, 2,490 ... 1,500, the val MSE "
        "41,700, 18,200, 3,300 ... 1,910, test 1,740 (an RMS error of ~42 scoops)",
        family="regression",
        dataset="icecream-sales",
        seed=33613,
    ),
    ZU(
        "vzu-healthy-bus-dropout-05-mlp",
        Plan(
            bus,
            "mlp",
            3e-3,
            "adam",
            epochs=20,
            log_every=16,
            model_kw={"width": 256, "num_layers": 2, "dropout": 0.5},
        ),
        (),
        None,
        "a 2x256 MLP with dropout 0.5 under Adam lr 3e-3 for 20 epochs (HF Trainer), every 16th step "
        "logged: the logged loss 1.16, 1.01, 0.94 ... 0.54-0.61, the eval loss 0.96, 0.93, 0.89 ... 0.67, "
        "0.78 last and eval accuracy 0.55 to 0.65-0.70, still improving slowly, test 0.65 and 0.70",
        family="mlp",
        dataset="school-bus-delay",
        seed=33614,
    ),
    ZU(
        "vzu-healthy-bus-sgd-batch8-every-step",
        Plan(bus, "mlp", 0.01, "sgd", momentum=0.9, epochs=3, batch_size=8, log_every=1, model_kw=MLP64),
        (),
        None,
        "SGD momentum 0.9 lr 0.01 on a 2x64 MLP at batch 8, every step logged, for 3 epochs (375 steps; "
        "HF Trainer): single-batch losses 1.36, 1.40, 1.44, 1.36 ... 0.40-1.06 jumping between steps, the "
        "eval loss 0.95, 0.90, 0.85 and eval accuracy 0.59, 0.57, 0.58, test 0.78 and 0.59",
        family="mlp",
        dataset="school-bus-delay",
        seed=33615,
    ),
    ZU(
        "vzu-healthy-bus-cyclic-sgd-long",
        Plan(
            bus_long,
            "mlp",
            0.05,
            "sgd",
            momentum=0.9,
            epochs=8,
            log_every=10,
            val_every_epochs=2,
            model_kw=MLP64,
        ),
        (),
        None,
        "a 2,400-route draw, SGD momentum 0.9 on a 2x64 MLP with a triangular CyclicLR (5e-3 to 0.1, 75 "
        "steps up and 75 down; the logged lr-SGD column shows the base 0.05) for 8 epochs (600 steps), "
        "every 10th step logged, validated every 2 epochs: windows 1.09, 0.89, 0.94, 1.03 ... 0.32-1.03, "
        "the epoch loss 0.96, 0.79, 0.72 ... 0.575, the val loss 0.70, 0.58, 0.56, 0.49 and val accuracy "
        "0.66, 0.74, 0.74, 0.80, test 0.61 and 0.71",
        family="mlp",
        dataset="school-bus-delay",
        seed=33616,
        runs=zf_runs(schedule=cyclic(5e-3, 0.1, 75)),
    ),
    ZU(
        "vzu-healthy-thrust-sgd-plateau-then-drop-cnn1d",
        Plan(thrust, "cnn1d", 0.02, "sgd", momentum=0.9, epochs=14, log_every=8, model_kw=CH16),
        (),
        None,
        "a 1-D CNN under SGD momentum 0.9 lr 0.02 for 14 epochs, every 8th step logged: the epoch loss "
        "1.32, 1.26, 1.25, 1.23, 1.21, 1.22, 1.18, 1.16 on a long plateau, then 1.12, 1.07, 1.00, 0.94, "
        "0.87, 0.84, the val loss 1.29 to 1.25 for five epochs, then down to 0.80 and val accuracy "
        "0.38-0.45 for nine epochs, then 0.57 to 0.70, test 0.84 and 0.65",
        family="cnn",
        dataset="tbm-thrust",
        seed=33617,
    ),
    ZU(
        "vzu-healthy-bags-gru-onecycle",
        Plan(
            bags,
            "gru",
            5e-3,
            "adamw",
            weight_decay=0.01,
            epochs=10,
            log_every=4,
            schedule="onecycle",
            model_kw=H48,
        ),
        (),
        None,
        "a GRU (hidden 48) under AdamW lr 5e-3 (weight decay 0.01) with OneCycleLR over 10 epochs, every "
        "4th step logged: windows 1.36, 1.36, 1.35 ... 0.20-0.48 late, the epoch loss 1.32, 1.03, 0.57 "
        "... 0.32, the val loss 1.29, 0.80, 0.57, 0.48 ... 0.46 and val accuracy 0.41 to 0.82-0.83, test "
        "0.44 and 0.83",
        family="gru",
        dataset="baggage-scans",
        seed=33618,
    ),
    ZU(
        "vzu-healthy-sales-accumulate-4-val-every-3",
        Plan(
            sales,
            "mlp",
            3e-3,
            "adam",
            epochs=18,
            batch_size=16,
            accumulate=4,
            log_every=2,
            val_every_epochs=3,
            model_kw=MLP64,
        ),
        (),
        None,
        "Adam lr 3e-3 on a 2x64 regression MLP at micro-batches of 16 accumulated 4 times (an effective "
        "batch of 64), every 2nd step logged, validated every 3 epochs for 18 epochs: windows 0.51, 0.31, "
        "0.35 ... 0.03-0.18, the epoch MSE 0.57, 0.20, 0.14 ... 0.070, the val MSE 0.201, 0.161, 0.132, "
        "0.132, 0.123, 0.119, test 0.072",
        family="regression",
        dataset="icecream-sales",
        seed=33619,
    ),
)
