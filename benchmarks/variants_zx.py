"""Variant battery zx: another look-alike of an external held-out suite, real framework runs (`--battery zx`).

    nice -n 10 python benchmarks/variants.py --battery zx --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery zx [--runs]

Like batteries d-zv, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is the log),
trained by battery d's runner through battery g's, j's, l's, w's, z's, zd's, ze's and zf's wrappers
(w's for the checkpoint the test loads and a weights-only resume, zf's for extra logged
hyperparameters), battery zh's model wrappers (a hook on the training-mode inputs, a wrapped forward)
and this battery's own hooks (weights drawn from N(0, 1), a ReLU left on a regression head, the first
layer's biases at -3, a gradient hook dividing by 1,000), so each case can run in each of the three
layouts; the layout rotation of variants.py picks one. It was written blind: its author trained it with
`--train-only`, read the raw logged numbers of each run, and never diagnosed or scored it, so it is
held-out data for the tool.
Its halves are even (22 faulty, 22 healthy; ~2-3 CPU-minutes to train on the shared 2-core machine):
one fault each, one cause a case, spread over every family of cause (optimisation, data, evaluation,
model, workflow), injected into a data set no battery had at a realistic strength, favouring the
faults users meet most, in forms earlier batteries did not use (an Adam lr 30x too high kept "safe" by
clipping at 1.0, plain SGD at a fine-tuning lr, StepLR(10) meant per epoch stepped per batch, zero_grad
dropped under AdamW, an LSTM at SGD lr 5 whose clipping key was renamed away, test traces from a new
logger reporting millimetres, panels read folder by folder, an annotator calling cracks intact, raw
cash-register units, validation rows copied from training, a 60-visit pilot export, validation labels
one row off, test sequences cut to their last 5 events, a checkpoint callback watching val accuracy
with mode "min", gradients divided by 1,000 by a leftover hook, `val_check_interval=2000` on a 384-step
run, weights drawn from N(0, 1), a ReLU left on a regression head, first-layer biases at -3, a
smoke-test `max_steps` left in, a weights-only resume restarting the warm-up).
The data sets are new, all made offline with numpy from known generating models: glacier melt-sensor
traces of 64 samples (frozen, diurnal melt, rain-on-snow, a meltwater pulse); 12x12 electroluminescence
patches of solar cells (intact, micro-crack, hot-spot); subway turnstile event sequences over 15 event
kinds (a normal rush, fare evasion, a jammed gate, a maintenance visit; left-padded to 20); food-truck
daily revenue (temperature, rain, weekday, foot traffic, events, price, distance: the revenue,
standardised); and veterinary visit urgency (vital signs and complaints: routine, urgent, emergency).
The healthy half holds sound runs a naive reader can take for a fault: val losses under the training
loss under augmentation and dropout, a StepLR cut after a val bump, bf16 noise, early stopping, batch-8
losses logged every step, a plain-SGD regression creeping over ~3,000 steps, short runs still improving,
cyclic bumps, ReduceLROnPlateau cuts, a warm-up bump, a plateau then a drop, a revenue target in
dollars, accumulated micro-batches, Adagrad, RAdam and Adamax, and sparse logging with evaluations every
few epochs.
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
from benchmarks.variants_zh import _augmented, _wrapper
from benchmarks.variants_zj import _signal_splits, _stats
from benchmarks.variants_zl import _token_splits4

if TYPE_CHECKING:
    import torch

    from tests.suite.datasets import Splits

SIZES = (1000, 300, 300)


# ---------------------------------------------------------------- data sets no battery has


MELT = ("frozen", "diurnal-melt", "rain-on-snow", "meltwater-pulse")


def _glacier(seed: int, n: int, scale: float = 1.0) -> tuple[Any, Any]:
    """A glacier's melt-sensor traces (the stream stage below the snout, cm, 64 readings of 20 minutes),
    labelled by the glaciologist: frozen (a low flat stage, sensor noise and a slow drift), diurnal melt
    (a daily swing of ~1 cycle a window, its amplitude 1-2.5 cm), rain-on-snow (a step up of 2-4 cm at a
    random time with a ragged rise) and a meltwater pulse (a single surge, 3-6 cm, of 2-6 readings'
    width). The datum (+-1 cm), the drift and the noise (sd 0.3-0.7 cm) vary, so a weak swing looks like
    drift and a slow step like a swing: sound 1-D CNNs reach accuracy ~0.8-0.95 (ln 4 = 1.39).
    `scale`: the unit's factor (10 for a logger reporting millimetres)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(4, n, p=[0.35, 0.25, 0.2, 0.2])
    t = np.arange(64) / 64.0
    x = np.zeros((n, 64))
    for i in range(n):
        c = int(y[i])
        sig = rng.uniform(-1, 1) + rng.normal(0, 0.5) * t
        if c == 1:
            sig += rng.uniform(1.0, 2.5) * np.sin(2 * np.pi * rng.uniform(0.8, 1.3) * t + rng.uniform(0, 6.3))
        elif c == 2:
            t0 = rng.uniform(0.15, 0.8)
            sig += rng.uniform(1.5, 3.5) / (1 + np.exp(-(t - t0) / rng.uniform(0.01, 0.06)))
            sig += (t > t0) * rng.normal(0, 0.4, 64)
        elif c == 3:
            t0 = rng.uniform(0.1, 0.9)
            sig += rng.uniform(2.0, 5.0) * np.exp(-(((t - t0) / rng.uniform(0.02, 0.06)) ** 2))
        x[i] = scale * (sig + rng.normal(0, rng.uniform(0.3, 0.7), 64))
    return x, y


SOLAR = ("intact", "micro-crack", "hot-spot")


def _solar(seed: int, n: int) -> tuple[Any, Any]:
    """12x12 electroluminescence patches (8-bit) of solar cells from the inspection drone, labelled by
    the technician: intact (an even glow crossed by two dark busbars), a micro-crack (a thin dark line at
    a random angle, 20-40 grey levels deep, sometimes with a darker inactive area on one side) and a
    hot-spot (one bright blob of 1-2 pixels' radius, 25-50 levels). The glow (+-20 levels), the busbar
    position and the sensor noise (sd 8) vary, and a faint crack hides in the noise: sound CNNs reach
    accuracy ~0.85-0.95 (ln 3 = 1.10)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(3, n, p=[0.5, 0.28, 0.22])
    yy, xx = np.mgrid[0:12, 0:12].astype(float)
    out = np.zeros((n, 12, 12))
    for i in range(n):
        c = int(y[i])
        img = np.full((12, 12), rng.uniform(100, 140))
        for col in (int(rng.integers(2, 5)), int(rng.integers(7, 10))):
            img[:, col] -= 30
        if c == 1:
            angle = rng.uniform(0, np.pi)
            cx, cy = rng.uniform(3, 9, 2)
            d = (xx - cx) * np.sin(angle) - (yy - cy) * np.cos(angle)
            img -= rng.uniform(20, 40) * np.exp(-((d / 0.7) ** 2))
            if rng.random() < 0.4:
                img -= rng.uniform(5, 15) * (d > 0)
        elif c == 2:
            px, py = rng.uniform(1, 11, 2)
            r = rng.uniform(1.0, 2.0)
            img += rng.uniform(25, 50) * np.exp(-((xx - px) ** 2 + (yy - py) ** 2) / (2 * r**2))
        out[i] = img
    out += rng.normal(0, 8, (n, 12, 12))
    return np.clip(out, 0, 255), y


EVENTS = 16  # 15 turnstile events, 0 the padding


def _turnstile(seed: int, n: int, length: int = 20) -> tuple[Any, Any]:
    """A subway station's turnstile events per gate-minute (1 card tap, 2 valid entry, 3 valid exit, 4
    card rejected, 5 double entry, 6 forced arm, 7 tailgate sensor, 8 gate jammed, 9 arm stuck, 10 reset,
    11 door open, 12 technician card, 13 self-test, 14 counter sync, 15 low balance), 4-20 events
    left-padded to 20 with 0, labelled by the station's incident log: a normal rush (taps, entries,
    exits, low balances), fare evasion (tailgates, forced arms, double entries), a jammed gate (jams,
    stuck arms, resets, rejects, long) and a maintenance visit (technician card, door, self-tests,
    syncs). 55% of the events are any event (the neighbouring gates' traffic on the same controller), so
    sound recurrent models stop near accuracy 0.8-0.9."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(4, n, p=[0.4, 0.2, 0.2, 0.2])
    prefs = {
        0: ([1, 2, 3, 15, 4], [0.3, 0.3, 0.25, 0.1, 0.05], (6, 16)),
        1: ([7, 6, 5, 2], [0.35, 0.25, 0.25, 0.15], (4, 12)),
        2: ([8, 9, 10, 4, 1], [0.25, 0.25, 0.2, 0.15, 0.15], (8, 20)),
        3: ([12, 11, 13, 14, 10], [0.25, 0.2, 0.25, 0.2, 0.1], (4, 12)),
    }
    x = np.zeros((n, length), dtype=np.int64)
    for i in range(n):
        kinds, p, (lo, hi) = prefs[int(y[i])]
        m = int(rng.integers(lo, hi + 1))
        path = rng.choice(kinds, m, p=p)
        path = np.where(rng.random(m) < 0.55, rng.integers(1, EVENTS, m), path)
        x[i, length - m :] = path
    return x, y


TRUCK_COLUMNS = (
    "temp_f",
    "rain_mm",
    "weekday_sin",
    "weekday_cos",
    "foot_traffic",
    "event_nearby",
    "avg_price_usd",
    "days_since_post",
    "km_to_offices",
)


def _truck(rng: Any, n: int) -> tuple[Any, Any]:
    """A food truck fleet's daily log (the temperature in F, the rain in mm, the weekday as a sine and a
    cosine, the pedestrian counter's foot traffic, 500-15,000, an event nearby, the average ticket
    price, the days since the last social post, the distance to the office district) and the day's
    revenue in dollars (~300-4,000): foot traffic times a conversion rate that falls with the price, the
    rain and the distance, a weekday lunch bump, a warm-day peak near 75 F, an event bonus, and ~12%
    multiplicative noise."""
    import numpy as np

    day = rng.integers(0, 7, n)
    temp = rng.normal(65, 15, n)
    rain = rng.gamma(0.5, 4.0, n) * (rng.random(n) < 0.35)
    traffic = np.exp(rng.uniform(np.log(500), np.log(15000), n))
    event = (rng.random(n) < 0.15).astype(float)
    price = rng.uniform(8, 16, n)
    post = rng.integers(0, 15, n).astype(float)
    km = rng.uniform(0, 8, n)
    weekday = (day < 5).astype(float)
    rate = 0.06 * np.exp(-0.08 * (price - 8)) * np.exp(-0.05 * rain) * np.exp(-0.08 * km)
    rate = rate * (1 + 0.3 * weekday) * np.exp(-(((temp - 75) / 25) ** 2)) * (1 + 0.1 * np.exp(-post / 3))
    revenue = traffic * rate * price * (1 + 0.6 * event) * np.exp(rng.normal(0, 0.12, n))
    x = np.column_stack(
        [
            temp,
            rain,
            np.sin(2 * np.pi * day / 7),
            np.cos(2 * np.pi * day / 7),
            traffic,
            event,
            price,
            post,
            km,
        ]
    )
    return x, revenue


VET = ("routine", "urgent", "emergency")
VET_COLUMNS = (
    "heart_rate",
    "resp_rate",
    "temp_c",
    "age_years",
    "weight_kg",
    "pain_score",
    "bleeding",
    "vomiting_days",
    "cap_refill_s",
    "pale_membranes",
    "is_cat",
)


def _vet(seed: int, n: int) -> tuple[Any, Any]:
    """An emergency veterinary clinic's intake log (heart and breathing rates, temperature, age, weight,
    the pain score 0-10, bleeding, days of vomiting, capillary refill time, pale membranes, cat or dog),
    labelled by the triage nurse: routine, urgent or emergency. A hidden severity (a fast heart or
    breath for the species, fever or hypothermia, pain, bleeding, slow refill, pale membranes, prolonged
    vomiting, old age) crosses two thresholds each nurse places a little differently: sound MLPs stop
    near accuracy 0.8-0.9 (ln 3 = 1.10), ~24% routine, ~24% urgent, ~52% emergency (an emergency
    clinic's mix)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    cat = (rng.random(n) < 0.4).astype(float)
    sick = rng.gamma(1.5, 1.0, n)
    hr = np.where(cat > 0, 180, 100) + 12 * sick + rng.normal(0, 15, n)
    rr = np.where(cat > 0, 30, 22) + 4 * sick + rng.normal(0, 5, n)
    temp = 38.6 + rng.choice([-1, 1], n) * 0.35 * sick + rng.normal(0, 0.4, n)
    age = rng.gamma(2.0, 3.5, n)
    weight = np.where(cat > 0, rng.normal(4.5, 1.2, n), rng.gamma(3, 8, n))
    pain = np.clip(np.round(1.3 * sick + rng.normal(1, 1.5, n)), 0, 10)
    bleed = (rng.random(n) < 0.05 + 0.06 * sick).astype(float)
    vomit = rng.poisson(0.3 + 0.5 * sick)
    refill = 1.2 + 0.35 * sick + rng.gamma(2, 0.1, n)
    pale = (rng.random(n) < 0.04 + 0.08 * sick).astype(float)
    score = (
        0.04 * (hr - np.where(cat > 0, 180, 100))
        + 0.1 * (rr - np.where(cat > 0, 30, 22))
        + 1.2 * np.abs(temp - 38.6)
        + 0.35 * pain
        + 2.0 * bleed
        + 0.3 * vomit
        + 1.5 * (refill - 1.2)
        + 1.5 * pale
        + 0.08 * np.maximum(age - 10, 0)
        + rng.normal(0, 0.5, n)
    )
    y = (score > 2.6).astype(int) + (score > 4.3).astype(int)
    x = np.column_stack([hr, rr, temp, age, weight, pain, bleed, vomit, refill, pale, cat])
    return x, y


# ---------------------------------------------------------------- splits


def glacier(seed: int = 36101, sizes: tuple[int, int, int] = SIZES, name: str = "glacier-melt-64") -> Splits:
    """The traces (N, 64), centred and scaled by the training traces' mean and sd, 4 classes."""
    x, y = _glacier(seed, sum(sizes))
    return _signal_splits(x, y, sizes, name, _stats(x[: sizes[0]]), classes=4)


def glacier_long() -> Splits:
    """A 2,000-trace draw."""
    return glacier(36102, (2000, 300, 300), "glacier-melt-64-2000")


def glacier_mm_logger_test() -> Splits:
    """The test traces come from the replacement logger, which reports the stage in millimetres: the
    same streams, ten times the numbers, standardised with the old logger's training mean and sd."""
    import numpy as np

    x, y = _glacier(36103, SIZES[0] + SIZES[1])
    x_new, y_new = _glacier(36104, SIZES[2], scale=10.0)
    x_all = np.concatenate([x, x_new])
    return _signal_splits(
        x_all, np.concatenate([y, y_new]), SIZES, "glacier-melt-64", _stats(x[: SIZES[0]]), 4
    )


def solar(seed: int = 36201, sizes: tuple[int, int, int] = SIZES, name: str = "solar-el-12") -> Splits:
    """The patches as (N, 1, 12, 12), centred and scaled by the training patches' mean and sd, 3
    classes."""
    x, y = _solar(seed, sum(sizes))
    return _signal_splits(x[:, None], y, sizes, name, _stats(x[: sizes[0]]), classes=3)


def solar_cracks_called_intact() -> Splits:
    """The bug: the training labels come from a contract annotator who called 45% of the micro-cracks
    intact (the faint ones) and 15% of the intact cells cracked; validation and test were labelled by
    the plant's technician."""
    import numpy as np
    import torch

    data = solar(36202)
    rng = np.random.default_rng(36203)
    y = data.y_train.numpy().copy()
    u = rng.random(len(y))
    y = np.where((y == 1) & (u < 0.45), 0, np.where((y == 0) & (u < 0.15), 1, y))
    return replace(data, y_train=torch.tensor(y).long())


def turnstile(
    seed: int = 36301, sizes: tuple[int, int, int] = SIZES, name: str = "turnstile-events"
) -> Splits:
    """Event sequences (N, 20) over 16 ids (0 the padding), 4 classes."""
    x, y = _turnstile(seed, sum(sizes))
    return _token_splits4(x, y, sizes, name)


def turnstile_test_last_5() -> Splits:
    """The bug: the test export (a streaming job) keeps only the last 5 events of each gate-minute
    (its window), left-padded to 20; training and validation read the full sequences."""

    data = turnstile(36302)
    assert data.x_test is not None
    x = data.x_test.clone()
    x[:, :15] = 0
    return replace(data, x_test=x)


def truck(seed: int = 36401, sizes: tuple[int, int, int] = SIZES, name: str = "food-truck-revenue") -> Splits:
    """9 standardised columns, the revenue standardised."""
    import numpy as np

    x, t = _truck(np.random.default_rng(seed), sum(sizes))
    return _regression_table(name, x, t, sizes)


def truck_long() -> Splits:
    """A 2,000-day draw."""
    return truck(36402, (2000, 300, 300), "food-truck-revenue-2000")


def truck_dollars() -> Splits:
    """The revenue itself (dollars, ~300-4,000) as the target, the columns standardised."""
    import numpy as np

    x, t = _truck(np.random.default_rng(36403), sum(SIZES))
    return _regression_table("food-truck-revenue-usd", x, t, SIZES, target_scaled=False)


def truck_raw_columns() -> Splits:
    """The bug: the columns reach the net in the cash register's export units (foot traffic 500-15,000,
    temperatures in F, prices in dollars) because the scaler was fitted but its `transform` never
    called; the target is standardised."""
    import numpy as np

    x, t = _truck(np.random.default_rng(36404), sum(SIZES))
    return _regression_table("food-truck-revenue", x, t, SIZES, features_scaled=False)


def vet(seed: int = 36501, sizes: tuple[int, int, int] = SIZES, name: str = "vet-urgency") -> Splits:
    """11 standardised columns, 3 classes."""
    x, y = _vet(seed, sum(sizes))
    return _generated(name, x, y, 3, sizes)


def vet_val_copied_from_train() -> Splits:
    """The bug: the validation split is drawn with `train.sample(300)` from the training visits instead
    of the held-out file (a notebook cell run out of order): every val row is a training row; the test
    set is the clinic's held-out month."""
    import numpy as np

    data = vet(36502)
    idx = np.random.default_rng(36503).choice(data.train_size, 300, replace=False)
    return replace(data, x_val=data.x_train[idx].clone(), y_val=data.y_train[idx].clone())


def vet_pilot_60() -> Splits:
    """The pilot clinic's export: 60 training visits (300 / 300 for validation and test)."""
    return vet(36504, (60, 300, 300), "vet-urgency-60")


def vet_val_labels_one_row_off() -> Splits:
    """The bug: the validation labels are read from a sheet sorted by visit id while the features come
    sorted by date, which shifts them by one row: each val visit carries its neighbour's urgency."""
    import torch

    data = vet(36505)
    return replace(data, y_val=torch.roll(data.y_val, 1, 0))


# ---------------------------------------------------------------- injected faults (and healthy hooks)


def normal_std_1(net: Any) -> Any:
    """The bug: `nn.init.normal_(m.weight)` (mean 0, sd 1: the `std` argument left out) on every
    convolution and Linear."""
    import torch
    from torch import nn

    with torch.no_grad():
        for module in net.modules():
            if isinstance(module, nn.Linear | nn.Conv1d | nn.Conv2d):
                nn.init.normal_(module.weight, 0.0, 1.0)
    return net


def first_bias_minus_3(net: Any) -> Any:
    """The bug: `net[0].bias.data.fill_(-3.0)`, a prior for a rare-class output bias pasted onto the
    first Linear (the index of the head mistaken): the first layer's ReLUs start almost all off."""
    import torch
    from torch import nn

    with torch.no_grad():
        first = next(m for m in net.modules() if isinstance(m, nn.Linear))
        first.bias.fill_(-3.0)
    return net


def _relu_head(inner: Any, x: torch.Tensor) -> torch.Tensor:
    import torch

    out: torch.Tensor = torch.relu(inner(x))
    return out


relu_head = _wrapper(_relu_head)
relu_head.__doc__ = """The bug: the regression head keeps the template's last `nn.ReLU()`: the net cannot
predict a revenue below the (standardised) mean's zero."""


def grads_over_1000(net: Any) -> Any:
    """The bug: `p.register_hook(lambda g: g / 1000)` on every parameter, left from an fp16 experiment
    whose loss scale of 1,000 was already divided out by the scaler: every gradient reaches SGD a
    thousand times too small."""
    for param in net.parameters():
        param.register_hook(lambda g: g / 1000.0)
    return net


def _melt_jitter(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.roll(x, int(torch.randint(-6, 7, (1,))), dims=-1)
    x = x + 0.2 * torch.randn(len(x), 1)
    return x * (0.85 + 0.3 * torch.rand(len(x), 1)) + 0.2 * torch.randn_like(x)


melt_jitter = _augmented(_melt_jitter)
melt_jitter.__doc__ = """Not a fault: in training mode each batch of traces is shifted by up to 6
readings, its datum moved by 0.2 sd per trace, its gain scaled by 0.85-1.15 and given 0.2 sd of noise."""


def _panel_jitter(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.where(torch.rand(len(x), 1, 1, 1) < 0.5, x.flip(3), x)
    x = torch.where(torch.rand(len(x), 1, 1, 1) < 0.5, x.flip(2), x)
    return x + 0.2 * torch.randn(len(x), 1, 1, 1) + 0.3 * torch.randn_like(x)


panel_jitter = _augmented(_panel_jitter)
panel_jitter.__doc__ = """Not a fault: in training mode each batch of patches is flipped left-right and
up-down with probability 0.5 each, its glow shifted by 0.2 sd per patch and given 0.3 sd of noise."""


# ---------------------------------------------------------------- the variants


def ZX(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by battery zf's runner (through every earlier wrapper)."""
    return L(*args, runs=runs or zf_runs(), **kw)


CH16 = {"channels": 16}
H48 = {"hidden": 48}
MLP128 = {"width": 128, "num_layers": 2}

FAULTY: tuple[Variant, ...] = (
    ZX(
        "vzx-adam-lr-30x-clip-1-bncnn1d-glacier",
        Plan(glacier, "bncnn1d", 0.09, "adam", epochs=10, log_every=4, clip=1.0, model_kw=CH16),
        ("loss-spikes",),
        "learning-rate-too-high",
        "the lr of a 3e-3 recipe typed as 0.09 (30x) for Adam on a batch-norm 1-D CNN, kept 'safe' by "
        "gradient_clip_val=1.0: every 4th step logged: windows 1.08, 0.98, 0.89, 0.88, 1.04, 0.78, 1.00, "
        "1.03 ... 0.05-0.27 late, the epoch loss 1.00, 0.71, 0.57, 0.40, 0.28, 0.26, 0.15, 0.18, 0.14, "
        "0.15, while the val loss jumps 0.70, 0.52, 0.53, 0.44, 0.38, 0.18, 0.40, 0.30, 0.23, 0.16 and val "
        "accuracy 0.79-0.96 (0.94 to 0.91 and back); test 0.16 and 0.94",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="cnn-bn",
        dataset="glacier-melt",
        seed=36001,
        runs=zf_runs(hparams={"base_lr": 3e-3, "lr": 0.09, "gradient_clip_val": 1.0}),
    ),
    ZX(
        "vzx-test-logger-in-millimetres-cnn1d-glacier",
        Plan(glacier_mm_logger_test, "cnn1d", 2e-3, "adam", epochs=12, log_every=8, model_kw=CH16),
        ("val-test-gap",),
        "distribution-shift",
        "the test traces come from the replacement logger, which reports the stage in millimetres (ten "
        "times the numbers), standardised with the old logger's training mean and sd: a 1-D CNN under Adam "
        "lr 2e-3 for 12 epochs, every 8th step logged: windows 1.36, 1.22, 1.18, 1.03 ... 0.32-0.96, the "
        "epoch loss 1.28, 1.11, 1.02 ... 0.77, the val loss 1.12, 1.02, 0.90 ... 0.67 and val accuracy 0.53 "
        "to 0.74, while the test scores 33.1 and 0.30",
        ("overfitting", "train-val-gap", "undertrained"),
        family="cnn",
        dataset="glacier-melt",
        seed=36002,
    ),
    ZX(
        "vzx-weights-only-resume-warmup-again-cnn1d-glacier",
        Plan(
            glacier,
            "cnn1d",
            0.03,
            "adamw",
            weight_decay=0.01,
            epochs=12,
            log_every=4,
            schedule="warmup-linear",
            warmup=20,
            model_kw=CH16,
        ),
        ("loss-spikes",),
        "checkpoint-missing-state",
        "a spot instance preempted after 224 of 384 steps and the job resumed from a "
        "`save_weights_only=True` checkpoint: AdamW's moments start from zero and the schedule (20 warm-up "
        "steps to lr 0.03, then a linear decay) starts again, so the logged lr falls 0.0149 ... 0.0133, "
        "then warms 0.006, 0.012 ... 0.03 again at step 243 and ends at 0.0185 instead of 0; a 1-D CNN, "
        "every 4th step logged: windows 1.35, 1.21, 1.17, 1.46 ... 0.12-0.71 before the resume, 0.29, 0.44, "
        "0.74, 0.45 right after, 0.13-0.39 at the end, the epoch loss 1.13, 0.86, 0.63, 0.56, 0.52, 0.45, "
        "0.40, then 0.41 after the resume, 0.35, 0.33, 0.28, 0.25, the val loss 0.90 to 0.38 at epoch 8, "
        "then 0.27, 0.32, 0.30, 0.21 and val accuracy 0.66 to 0.93, test 0.21 and 0.94",
        (*RUNAWAY, "loss-runaway", "undertrained", "overfitting"),
        family="cnn",
        dataset="glacier-melt",
        seed=36003,
        runs=zf_runs(resume_at=224, hparams={"save_weights_only": True}),
    ),
    ZX(
        "vzx-smoke-test-max-steps-left-in-bncnn1d-glacier",
        Plan(
            glacier,
            "bncnn1d",
            5e-3,
            "adam",
            epochs=20,
            batch_size=64,
            max_steps=15,
            log_every=1,
            val_interval=0.25,
            model_kw=CH16,
        ),
        ("undertrained",),
        "too-few-epochs",
        "`max_steps=15` from the CI smoke-test config left in the launch script, which stops the fit long "
        "before `max_epochs=20`: a batch-norm 1-D CNN under Adam lr 5e-3 at batch 64 ends after 15 steps "
        "(under one epoch), every step logged, validated four times an epoch: single-batch losses 1.37, "
        "1.25, 1.22, 1.18, 1.18, 1.13, 1.03 ... 1.01, 0.94 still falling, the val loss 1.27, 1.22, 1.15 and "
        "val accuracy 0.39, 0.42, 0.53, test 1.12 and 0.53 (sound runs on this data: ~0.2-0.4 and "
        "0.86-0.94)",
        ("slow-convergence", "metric-at-baseline"),
        family="cnn-bn",
        dataset="glacier-melt",
        seed=36004,
        runs=zf_runs(hparams={"max_steps": 15, "max_epochs": 20}),
    ),
    ZX(
        "vzx-weights-normal-std-1-cnn1d-glacier",
        Plan(glacier, "cnn1d", 1e-3, "adam", epochs=10, log_every=4, model_fault=normal_std_1, model_kw=CH16),
        ("bad-initial-loss",),
        "poor-initialization",
        "`nn.init.normal_(m.weight)` (sd 1, the `std` argument left out) on every convolution and Linear of "
        "a 1-D CNN: Adam lr 1e-3, every 4th step logged: windows 65.1, 60.0, 55.6, 53.1, 46.0 ... 0.82-1.89 "
        "late (ln 4 = 1.39), the gradient norm ~50 at the start, the epoch loss 50.8, 22.8, 10.0, 5.0, 2.30 "
        "... 1.45, the val loss 33.5, 14.1, 7.3, 3.1 ... 1.39 and val accuracy 0.15 to 0.65, test 1.37 and "
        "0.63 (sound runs: ~0.2-0.4 and 0.86-0.94)",
        (*RUNAWAY, "loss-runaway", "undertrained", "train-val-gap", "overfitting"),
        family="cnn",
        dataset="glacier-melt",
        seed=36005,
    ),
    ZX(
        "vzx-panels-read-folder-by-folder-cnn-solar",
        Plan(
            solar,
            "cnn",
            1e-3,
            "adam",
            epochs=10,
            log_every=1,
            shuffle=False,
            sort_by_class=True,
            model_kw=CH16,
        ),
        ("slow-convergence",),
        "data-not-shuffled",
        "the panels read folder by folder (intact/, micro-crack/, hot-spot/) with shuffle=False: each epoch "
        "walks through the intact cells, then the cracks, then the hot-spots; a CNN under Adam lr 1e-3, "
        "every step logged: single-batch losses 1.12, 0.81, 0.52, 0.31, 0.17, 0.09, 0.04, 0.02 on the first "
        "block, then jumping at each block boundary, 1.22-1.33 at the end, the epoch loss 2.92, 1.13, 1.11, "
        "1.11, 1.10 ... 1.085 (ln 3 = 1.10), the val loss 1.09, 1.10, 1.10 ... 1.06 and val accuracy "
        "0.28-0.30, then 0.44-0.49 (the intact share 0.5), test 1.06 and 0.50",
        (
            "periodic-loss",
            "bad-initial-loss",
            "loss-oscillation",
            "loss-spikes",
            "slow-convergence",
            "train-val-gap",
            "undertrained",
        ),
        family="cnn",
        dataset="solar-el",
        seed=36006,
    ),
    ZX(
        "vzx-checkpoint-monitor-val-acc-mode-min-bncnn-solar",
        Plan(solar, "bncnn", 2e-3, "adam", epochs=12, log_every=8, model_kw=CH16),
        ("val-test-gap",),
        "wrong-checkpoint-loaded",
        "`ModelCheckpoint(monitor='val_acc', mode='min')` (the mode copied from a val-loss callback) keeps "
        "the checkpoint of the worst val accuracy, the first epoch's, and the test script loads "
        "`best_model_path`: a batch-norm CNN under Adam lr 2e-3 for 12 epochs, every 8th step logged: the "
        "logged loss 1.07, 0.95, 0.87, 0.80 ... 0.12, the eval loss 0.82, 0.64, 0.72, 0.41 ... 0.22-0.27 "
        "and eval accuracy 0.67 to 0.89-0.92, while the test scores 0.84 and 0.69 (the epoch-1 numbers)",
        ("overfitting", "metric-at-baseline", "undertrained"),
        family="cnn-bn",
        dataset="solar-el",
        seed=36007,
        runs=zf_runs(test_at_step=32, hparams={"checkpoint_monitor": "val_acc", "checkpoint_mode": "min"}),
    ),
    ZX(
        "vzx-grad-hook-divides-by-1000-sgd-bncnn-solar",
        Plan(
            solar,
            "bncnn",
            0.05,
            "sgd",
            momentum=0.9,
            epochs=10,
            log_every=8,
            model_fault=grads_over_1000,
            model_kw=CH16,
        ),
        ("slow-convergence",),
        "weight-updates-too-small",
        "`p.register_hook(lambda g: g / 1000)` on every parameter, left from an fp16 experiment whose loss "
        "scale was already divided out by the scaler: a batch-norm CNN under SGD momentum 0.9 lr 0.05 gets "
        "gradients a thousand times too small; every 8th step logged: windows 1.09, 1.10, 1.11, 1.08 ... "
        "1.02-1.08 (ln 3 = 1.10), the epoch loss 1.112, 1.103, 1.094 ... 1.050, the val loss 1.087 to 1.048 "
        "and val accuracy 0.35-0.51, test 1.06 and 0.51 (sound CNNs on the panels: ~0.1-0.4 and 0.84-0.96)",
        (*STALL, "undertrained", "gradient-vanishing"),
        family="cnn-bn",
        dataset="solar-el",
        seed=36008,
    ),
    ZX(
        "vzx-plain-sgd-finetune-lr-resnet-solar",
        Plan(solar, "resnet", 1e-4, "sgd", epochs=10, log_every=8),
        ("slow-convergence",),
        "learning-rate-too-low",
        "the lr of a fine-tuning config (1e-4) used to train a residual net from scratch with plain SGD (no "
        "momentum): every 8th step logged: the logged loss 1.09, 1.10, 1.10, 1.08 ... 1.07-1.11 (ln 3 = "
        "1.10), the eval loss 1.106, 1.101 ... 1.095 and eval accuracy 0.26, then 0.37-0.39, test 1.06 and "
        "0.46 (sound nets on the panels: ~0.1-0.4 and 0.84-0.96)",
        (*STALL, "undertrained"),
        family="resnet",
        dataset="solar-el",
        seed=36009,
        runs=zf_runs(hparams={"lr_source": "finetune.yaml", "momentum": 0.0}),
    ),
    ZX(
        "vzx-annotator-cracks-called-intact-cnn-solar",
        Plan(solar_cracks_called_intact, "cnn", 2e-3, "adam", epochs=12, log_every=8, model_kw=CH16),
        ("overfitting",),
        "label-noise",
        "the training labels come from a contract annotator who called 45% of the micro-cracks intact and "
        "15% of the intact cells cracked; validation and test were labelled by the plant's technician: a "
        "CNN under Adam lr 2e-3 for 12 epochs, every 8th step logged: windows 0.90, 1.04, 1.09, 1.14 ... "
        "0.25-0.69, the epoch loss 0.99, 0.94, 0.91 ... 0.40, the val loss 1.00, 1.01, 0.90 ... 0.615 at "
        "epoch 11, then 0.68, val accuracy 0.50 to 0.69-0.75, test 0.74 and 0.72 (clean labels on this "
        "data: ~0.1-0.4 and 0.84-0.96)",
        ("train-val-gap", "undertrained", "slow-convergence", "val-test-gap"),
        family="cnn",
        dataset="solar-el",
        seed=36010,
    ),
    ZX(
        "vzx-test-window-last-5-events-gru-turnstile",
        Plan(turnstile_test_last_5, "gru", 3e-3, "adam", epochs=10, log_every=8, model_kw=H48),
        ("val-test-gap",),
        "eval-pipeline-mismatch",
        "the test export (a streaming job) keeps only the last 5 events of each gate-minute, left-padded to "
        "20; training and validation read the full sequences: a GRU (hidden 48) under Adam lr 3e-3, every "
        "8th step logged: windows 1.17, 1.05, 0.77, 0.38 ... 0.04-0.45, the epoch loss 0.97, 0.41, 0.32 ... "
        "0.195, the val loss 0.60, 0.39, 0.42 ... 0.36-0.45 and val accuracy 0.78 to 0.83-0.86, while the "
        "test scores 1.08 and 0.64",
        ("overfitting", "train-val-gap", "undertrained"),
        family="gru",
        dataset="turnstile-events",
        seed=36011,
    ),
    ZX(
        "vzx-no-zero-grad-adamw-transformer-turnstile",
        Plan(
            turnstile,
            "transformer",
            3e-3,
            "adamw",
            weight_decay=0.01,
            epochs=10,
            log_every=4,
            zero_grad=False,
        ),
        ("loss-oscillation",),
        "missing-zero-grad",
        "manual optimisation (`automatic_optimization=False`) with `opt.step()` but no `opt.zero_grad()`: "
        "the gradients of a small transformer add up over the run under AdamW lr 3e-3; every 4th step "
        "logged: windows 0.95, 0.67, 0.92, 0.64, 0.94, 0.98, 0.63, 0.18 ... 0.87-1.31 late, the epoch loss "
        "0.87, 1.06, 1.06, 1.49, 1.31, 1.12, 1.07, 0.94, 0.89, 1.00, the val loss 0.74, 1.35, 1.52, 1.61, "
        "1.46, 1.12 ... 0.81 and val accuracy 0.75, then 0.37-0.69, test 0.89 and 0.61 (sound runs: ~0.37 "
        "and 0.85-0.88)",
        (*RUNAWAY, "loss-runaway", "undertrained", "metric-at-baseline", "train-val-gap"),
        family="transformer",
        dataset="turnstile-events",
        seed=36012,
        runs=zf_runs(hparams={"automatic_optimization": False}),
    ),
    ZX(
        "vzx-steplr-10-per-batch-lstm-turnstile",
        Plan(
            turnstile,
            "lstm",
            3e-3,
            "adam",
            epochs=10,
            log_every=4,
            schedule="step",
            step_size=10,
            gamma=0.5,
            model_kw=H48,
        ),
        ("slow-convergence",),
        "lr-decay-too-fast",
        "StepLR(step_size=10, gamma=0.5) meant per epoch but stepped per batch: the lr of an LSTM under "
        "Adam halves every 10 steps, from 3e-3 to 3.7e-4 within the first epoch and to 1.4e-12 by the end; "
        "every 4th step logged: the logged loss 1.38, 1.32, 1.23, 1.23, 1.12, 1.05 ... 0.81-0.98 late, the "
        "eval loss 0.96, 0.88, 0.870, then 0.869 for seven epochs and eval accuracy 0.61, 0.67, then 0.68 "
        "flat, test 0.92 and 0.63 (sound runs: ~0.37-0.47 and 0.85-0.88)",
        (*STALL, "undertrained"),
        family="lstm",
        dataset="turnstile-events",
        seed=36013,
    ),
    ZX(
        "vzx-val-check-interval-2000-steps-gru-turnstile",
        Plan(turnstile, "gru", 3e-3, "adam", epochs=12, log_every=8, model_kw=H48),
        ("missing-validation",),
        "missing-eval-set",
        "`val_check_interval=2000` (steps, from a large-data config) on a 12-epoch run of 384 steps: no "
        "validation ever runs; a GRU (hidden 48) under Adam lr 3e-3 logs its training loss, every 8th step: "
        "windows 1.22, 1.00, 0.94, 0.41 ... 0.03-0.31, the epoch loss 1.04, 0.54, 0.38 ... 0.173, with no "
        "val loss at all; only the final test (0.40 and 0.85) is written",
        ("undertrained",),
        family="gru",
        dataset="turnstile-events",
        seed=36014,
        runs=zf_runs(evaluate=False, hparams={"val_check_interval": 2000}),
    ),
    ZX(
        "vzx-clip-key-renamed-sgd-lr-5-lstm-turnstile",
        Plan(turnstile, "lstm", 5.0, "sgd", epochs=10, log_every=4, model_kw=H48),
        ("loss-spikes",),
        "no-gradient-clipping",
        "the config's `grad_clip: 0.5` no longer reaches the trainer after the key was renamed "
        "(`gradient_clip_val` stays None), while the lr of 5 tuned with clipping stays: an LSTM (hidden 48) "
        "under plain SGD lr 5, every 4th step logged: the logged loss 1.38, 1.91, 2.49, 1.44, 1.28, 1.31, "
        "0.87, 1.19 ... 0.20-0.34, the eval loss 0.66, 2.68, 0.52, 0.79, 0.52, 0.77, 0.41, 0.43, 0.56, 0.52 "
        "and eval accuracy jumping 0.49-0.88, test 0.54 and 0.79",
        (*RUNAWAY, "loss-runaway", "undertrained", "gradient-explosion"),
        family="lstm",
        dataset="turnstile-events",
        seed=36015,
        runs=zf_runs(hparams={"grad_clip": 0.5, "gradient_clip_val": None}),
    ),
    ZX(
        "vzx-raw-register-units-mlp-truck",
        Plan(truck_raw_columns, "mlp", 1e-3, "adam", epochs=12, log_every=8, model_kw=MLP64),
        ("bad-initial-loss",),
        "unnormalized-input",
        "the scaler fitted but its `transform` never called: the columns reach a 2x64 regression MLP in the "
        "cash register's export units (foot traffic 500-15,000, temperatures in F, prices in dollars), the "
        "revenue standardised; Adam lr 1e-3, every 8th step logged: windows 15,106, 4,382, 2,170, 501, 170, "
        "137, 51, 14 ... 0.37-0.68, the gradient norm ~6e5 at the start, the eval MSE 551, 5.0, 0.42, 0.35, "
        "0.47, 0.44, 0.64, 0.43, 1.06, 0.35, 0.36, 0.47 (the standardised revenue's variance is 1; sound "
        "runs: ~0.1), test 0.48",
        (*RUNAWAY, "loss-runaway", "undertrained", "train-val-gap"),
        family="regression",
        dataset="food-truck-revenue",
        seed=36016,
    ),
    ZX(
        "vzx-relu-left-on-regression-head-mlp-truck",
        Plan(truck, "mlp", 2e-3, "adam", epochs=12, log_every=8, model_fault=relu_head, model_kw=MLP64),
        ("slow-convergence",),
        "wrong-operator",
        "the regression head keeps the MLP template's last `nn.ReLU()`: the 2x64 net cannot predict a "
        "standardised revenue below 0 and, its outputs all negative at the start, gets no gradient at all "
        "(the gradient norm 0 at every logged step); Adam lr 2e-3, every 8th step logged: windows 0.94, "
        "0.95, 0.99, 1.17 ... 0.79-1.10, the eval MSE 1.254 at all 12 evaluations (sound runs: ~0.1), test "
        "1.53",
        (*STALL, "undertrained", "train-val-gap"),
        family="regression",
        dataset="food-truck-revenue",
        seed=36017,
    ),
    ZX(
        "vzx-first-layer-bias-minus-3-mlp-truck",
        Plan(
            truck, "mlp", 1e-3, "adam", epochs=10, log_every=8, model_fault=first_bias_minus_3, model_kw=MLP64
        ),
        ("slow-convergence",),
        "dead-relu",
        "`net[0].bias.data.fill_(-3.0)`, a rare-class prior for an output bias pasted onto the first "
        "Linear: the first layer's ReLUs start almost all off, and a 2x64 regression MLP under Adam lr 1e-3 "
        "learns only the mean; every 8th step logged: windows 0.68, 0.79, 0.58, 0.62 ... 0.33-1.72, the "
        "epoch MSE 1.002, 0.999 ... 0.999 flat, the val MSE 1.251-1.256 at every evaluation (sound runs: "
        "~0.1), test 1.53",
        (*STALL, "gradient-vanishing", "undertrained"),
        family="regression",
        dataset="food-truck-revenue",
        seed=36018,
    ),
    ZX(
        "vzx-val-rows-copied-from-train-wide-mlp-vet",
        Plan(
            vet_val_copied_from_train,
            "mlp",
            1e-3,
            "adam",
            epochs=40,
            log_every=16,
            model_kw={"width": 256, "num_layers": 3},
        ),
        ("val-test-gap",),
        "data-leakage",
        "the validation split drawn with `train.sample(300)` from the training visits (a notebook cell run "
        "out of order): every val row is a training row; a 3x256 MLP under Adam lr 1e-3 for 40 epochs, "
        "every 16th step logged: windows 0.65, 0.75, 0.53 ... 0.0002-0.11, the epoch loss 0.70, 0.40, 0.32 "
        "... 0.035, the val loss 0.41, 0.35, 0.29 ... 0.016 and val accuracy 0.82 to 0.997, while the "
        "clinic's held-out month scores 0.71 and 0.88 on test (sound runs: ~0.34 and 0.84-0.86)",
        ("overfitting", "train-val-gap", "undertrained", "zero-train-loss"),
        family="mlp",
        dataset="vet-urgency",
        seed=36019,
    ),
    ZX(
        "vzx-pilot-clinic-60-visits-mlp-vet",
        Plan(vet_pilot_60, "mlp", 3e-3, "adam", epochs=100, log_every=2, model_kw=MLP128),
        ("overfitting",),
        "insufficient-data",
        "the pilot clinic's export: 60 training visits (two batches an epoch) for a 2x128 MLP under Adam lr "
        "3e-3 for 100 epochs, every 2nd step logged: the loss 0.91, 0.80, 0.58 ... 0.0005-0.001, the epoch "
        "loss 1.00, 0.79, 0.64 ... 0.0008, while the val loss falls 0.93, 0.87, 0.85 ... 0.646 at epoch 9 "
        "and climbs to 1.78 and val accuracy stops at 0.70-0.72, test 1.39 and 0.72 (1,000 visits: ~0.34 "
        "and 0.84-0.86)",
        (*EVAL[:-1], "zero-train-loss", "undertrained"),
        family="mlp",
        dataset="vet-urgency",
        seed=36020,
    ),
    ZX(
        "vzx-val-labels-one-row-off-mlp-vet",
        Plan(vet_val_labels_one_row_off, "mlp", 2e-3, "adam", epochs=12, log_every=8, model_kw=MLP64),
        ("train-val-gap",),
        "wrong-eval-logic",
        "the validation labels read from a sheet sorted by visit id while the features come sorted by date, "
        "which shifts them by one row: each val visit carries its neighbour's urgency; a 2x64 MLP under "
        "Adam lr 2e-3 for 12 epochs, every 8th step logged: windows 0.93, 0.93, 0.72 ... 0.03-0.27, the "
        "epoch loss 0.86, 0.50, 0.39 ... 0.22, while the val loss climbs 1.41, 2.56, 3.22, 3.55 ... 5.33 "
        "and val accuracy stays 0.38-0.42 (the emergency share ~0.5); test 0.35 and 0.84",
        ("overfitting", "val-test-gap", "metric-at-baseline", "undertrained"),
        family="mlp",
        dataset="vet-urgency",
        seed=36021,
    ),
    ZX(
        "vzx-tanh-12-layer-sgd-mlp-vet",
        Plan(
            vet,
            "mlp",
            0.01,
            "sgd",
            momentum=0.9,
            epochs=10,
            log_every=8,
            model_kw={"width": 32, "num_layers": 12, "activation": "tanh"},
        ),
        ("slow-convergence",),
        "vanishing-gradients",
        "tanh activations in a 12-layer MLP (32 units a layer, torch's default init) under SGD momentum 0.9 "
        "lr 0.01: the signal and its gradient fade through the stack; every 8th step logged: windows 1.10, "
        "1.01, 1.06, 1.04 ... 0.84-1.15, the epoch loss 1.064, then 1.022-1.025 for nine epochs, the val "
        "loss 1.048-1.053 and val accuracy 0.493 (every visit called an emergency) at every evaluation, test "
        "1.00 and 0.55",
        (*STALL, "gradient-vanishing"),
        family="mlp",
        dataset="vet-urgency",
        seed=36022,
    ),
)

HEALTHY: tuple[Variant, ...] = (
    ZX(
        "vzx-healthy-glacier-jitter-dropout-cnn1d",
        Plan(
            glacier,
            "cnn1d",
            3e-3,
            "adam",
            epochs=12,
            log_every=8,
            model_fault=melt_jitter,
            model_kw={"channels": 16, "dropout": 0.3},
        ),
        (),
        None,
        "a 1-D CNN with dropout 0.3 under time-shift / datum / gain / noise jitter in training mode, Adam "
        "lr 3e-3 for 12 epochs, every 8th step logged: windows 1.35, 1.29, 1.20, 1.46 ... 0.71-1.20, the "
        "epoch loss 1.28, 1.14, 1.05 ... 0.79, above the val loss 1.10, 0.98, 0.92 ... 0.63 from the first "
        "epoch, val accuracy 0.57 to 0.79-0.80, test 0.64 and 0.78",
        family="cnn",
        dataset="glacier-melt",
        seed=36601,
    ),
    ZX(
        "vzx-healthy-glacier-plateau-bncnn1d",
        Plan(
            glacier,
            "bncnn1d",
            3e-3,
            "adam",
            epochs=12,
            log_every=8,
            schedule="plateau",
            gamma=0.3,
            model_kw=CH16,
        ),
        (),
        None,
        "a batch-norm 1-D CNN under Adam lr 3e-3 with ReduceLROnPlateau (factor 0.3) for 12 epochs (the lr "
        "cut to 9e-4, then 2.7e-4), every 8th step logged: windows 1.15, 1.06, 1.07 ... 0.25-1.22, the "
        "epoch loss 1.20, 0.98, 0.86 ... 0.354, the val loss 1.01, 0.86, 0.78 ... 0.43, 0.37, 0.32, 0.37, "
        "0.31 and val accuracy 0.62 to 0.90-0.92, test 0.30 and 0.90",
        family="cnn-bn",
        dataset="glacier-melt",
        seed=36602,
    ),
    ZX(
        "vzx-healthy-glacier-long-every-100-val-every-3-cnn1d",
        Plan(
            glacier_long,
            "cnn1d",
            2e-3,
            "adam",
            epochs=6,
            batch_size=16,
            log_every=100,
            val_every_epochs=3,
            model_kw=CH16,
        ),
        (),
        None,
        "a 2,000-trace draw, a 1-D CNN under Adam lr 2e-3 at batch 16 for 6 epochs (750 steps), every 100th "
        "step logged, evaluated every 3 epochs: the logged loss 0.92, 0.76, 0.93, 0.64, 0.52, 0.27, 0.37, "
        "the epoch loss 1.09, 0.84, 0.73, 0.62, 0.52, 0.43, the val loss 0.71, 0.43 and val accuracy 0.75, "
        "0.86, test 0.39 and 0.86",
        family="cnn",
        dataset="glacier-melt",
        seed=36603,
    ),
    ZX(
        "vzx-healthy-glacier-warmup-bump-adamw-bncnn1d",
        Plan(
            glacier,
            "bncnn1d",
            0.01,
            "adamw",
            weight_decay=0.05,
            epochs=10,
            log_every=2,
            schedule="warmup-cosine",
            warmup=50,
            model_kw=CH16,
        ),
        (),
        None,
        "a batch-norm 1-D CNN under AdamW (weight decay 0.05) with 50 linear warm-up steps to a peak lr of "
        "0.01 and a cosine decay, every 2nd step logged: windows 1.38, 1.35, 1.34, 1.32, 1.21 ... bumping "
        "while the lr climbs ... 0.15-0.30 at the end, the epoch loss 1.18, 0.89, 0.63 ... 0.26, the val "
        "loss 1.01, 0.69, 0.54 ... 0.24 and val accuracy 0.61 to 0.94, test 0.23 and 0.94",
        family="cnn-bn",
        dataset="glacier-melt",
        seed=36604,
    ),
    ZX(
        "vzx-healthy-glacier-radam-batch16-twice-an-epoch",
        Plan(
            glacier,
            "cnn1d",
            3e-3,
            "radam",
            epochs=3,
            batch_size=16,
            log_every=4,
            val_interval=0.5,
            model_kw=CH16,
        ),
        (),
        None,
        "a 1-D CNN under RAdam lr 3e-3 at batch 16 for 3 epochs (189 steps), every 4th step logged, "
        "validated twice an epoch: windows 1.38, 1.41, 1.38, 1.39, 1.40 ... 0.91-1.25 at the end (RAdam's "
        "rectified start), the val loss 1.35, 1.30, 1.21, 1.13, 1.08, 1.04 and val accuracy 0.28, 0.51, "
        "0.53, 0.54, 0.57, 0.60 still improving, test 1.04 and 0.58",
        family="cnn",
        dataset="glacier-melt",
        seed=36605,
    ),
    ZX(
        "vzx-healthy-solar-steplr-sgd-bncnn",
        Plan(
            solar,
            "bncnn",
            0.05,
            "sgd",
            momentum=0.9,
            weight_decay=5e-4,
            epochs=10,
            log_every=8,
            schedule="step",
            step_size=224,
            gamma=0.1,
            model_kw=CH16,
        ),
        (),
        None,
        "a batch-norm CNN under SGD momentum 0.9 lr 0.05 and weight decay 5e-4, StepLR x0.1 at step 224 "
        "(epoch 7), every 8th step logged: windows 0.87, 0.90, 1.04, 0.80 ... 0.04-0.32, the epoch loss "
        "0.89, 0.58, 0.50, 0.36, 0.27, 0.27, 0.25, 0.18, 0.15, 0.14, the val loss 1.09, 0.65, 0.49, 0.35, "
        "0.49 (a bump), 0.37, 0.30, then 0.19, 0.17, 0.17 after the cut and val accuracy 0.49 to 0.94, test "
        "0.15 and 0.95",
        family="cnn-bn",
        dataset="solar-el",
        seed=36606,
    ),
    ZX(
        "vzx-healthy-solar-bf16-cnn",
        Plan(solar, "cnn", 2e-3, "adam", epochs=8, log_every=4, bf16=True, model_kw=CH16),
        (),
        None,
        "a CNN under bf16-mixed autocast and Adam lr 2e-3 for 8 epochs, every 4th step logged: windows "
        "0.95, 0.97, 0.88, 0.95, 1.01, 0.99 ... 0.07-0.41, the epoch loss 1.02, 0.90, 0.74, 0.58, 0.45, "
        "0.35, 0.29, 0.24, the val loss 0.99, 0.94, 0.81, 0.57, 0.49, 0.43, 0.41, 0.34 and val accuracy "
        "0.54 to 0.89, test 0.39 and 0.87",
        family="cnn",
        dataset="solar-el",
        seed=36607,
    ),
    ZX(
        "vzx-healthy-solar-early-stop-bncnn",
        Plan(solar, "bncnn", 3e-3, "adam", epochs=40, log_every=16, early_stop=3, model_kw=CH16),
        (),
        None,
        "a batch-norm CNN under Adam lr 3e-3 with early stopping (patience 3 evaluations) on a 40-epoch "
        "budget, every 16th step logged: windows 0.94, 0.81, 0.63 ... 0.03-0.65, the epoch loss 0.88 to "
        "0.09-0.13, the val loss 0.78, 0.61, 0.50, 0.44, 0.53, 0.24 ... 0.149 at epoch 11, then 0.24, 0.21, "
        "0.16 and the run stops after epoch 14; val accuracy 0.68 to 0.92-0.95, test 0.11 and 0.96",
        family="cnn-bn",
        dataset="solar-el",
        seed=36608,
    ),
    ZX(
        "vzx-healthy-solar-jitter-resnet-cosine",
        Plan(
            solar,
            "resnet",
            3e-3,
            "adamw",
            weight_decay=0.01,
            epochs=10,
            log_every=8,
            schedule="cosine",
            model_fault=panel_jitter,
        ),
        (),
        None,
        "a residual net under flip / glow / noise jitter in training mode, AdamW lr 3e-3 (weight decay "
        "0.01) with a cosine decay over 10 epochs, every 8th step logged: windows 1.00, 1.01, 0.99, 0.89 "
        "... 0.34-0.79, the epoch loss 1.02, 0.84, 0.73 ... 0.42, the val loss 0.92, 0.90, 0.61, 0.63, 0.55 "
        "... 0.485 and val accuracy 0.57 to 0.81, test 0.42 and 0.84",
        family="resnet",
        dataset="solar-el",
        seed=36609,
    ),
    ZX(
        "vzx-healthy-solar-cyclic-sgd-cnn",
        Plan(
            solar, "cnn", 0.05, "sgd", momentum=0.9, epochs=8, log_every=4, schedule="cyclic", model_kw=CH16
        ),
        (),
        None,
        "SGD momentum 0.9 on a CNN with a triangular CyclicLR (5e-3 to 0.08, 32 steps up and 32 down) for 8 "
        "epochs, every 4th step logged: windows 1.08, 0.98, 1.18, 1.02 ... 0.09-0.53, the epoch loss 1.04, "
        "0.87, 0.69, 0.54, 0.39, 0.34, 0.26, 0.24, the val loss 0.96, 0.80, 0.72, 0.49, 0.66, 0.37, 0.36, "
        "0.44 rising and falling with the cycles and val accuracy 0.51 to 0.85-0.89, test 0.37 and 0.88",
        family="cnn",
        dataset="solar-el",
        seed=36610,
        runs=zf_runs(schedule=cyclic(5e-3, 0.08, 32)),
    ),
    ZX(
        "vzx-healthy-turnstile-gru-clip",
        Plan(turnstile, "gru", 3e-3, "adam", epochs=12, log_every=8, clip=0.5, model_kw=H48),
        (),
        None,
        "a GRU (hidden 48) under Adam lr 3e-3 with clip_grad_norm_ 0.5, every 8th step logged: the logged "
        "loss 1.28, 1.10, 0.90, 0.72 ... 0.12-0.23, the eval loss 0.55, 0.36, 0.31, 0.35 ... 0.29-0.34 "
        "(0.32 last) and eval accuracy 0.85 to 0.88-0.92, test 0.47 and 0.85",
        family="gru",
        dataset="turnstile-events",
        seed=36611,
    ),
    ZX(
        "vzx-healthy-turnstile-lstm-adamax-val-every-4",
        Plan(
            turnstile,
            "lstm",
            4e-3,
            "adamax",
            epochs=16,
            log_every=32,
            val_every_epochs=4,
            model_kw={"hidden": 64},
        ),
        (),
        None,
        "an LSTM (hidden 64) under Adamax lr 4e-3 for 16 epochs, every 32nd step logged (once an epoch), "
        "evaluated every 4 epochs: the logged loss 1.05, 0.54, 0.40, 0.33 ... 0.20, the eval loss 0.347, "
        "0.306, 0.313, 0.322 and eval accuracy 0.89-0.90, test 0.42 and 0.87",
        family="lstm",
        dataset="turnstile-events",
        seed=36612,
    ),
    ZX(
        "vzx-healthy-turnstile-transformer-warmup-cosine",
        Plan(
            turnstile,
            "transformer",
            1e-3,
            "adamw",
            weight_decay=0.01,
            epochs=12,
            log_every=4,
            schedule="warmup-cosine",
            warmup=48,
        ),
        (),
        None,
        "a small transformer under AdamW lr 1e-3 (weight decay 0.01) with 48 warm-up steps and a cosine "
        "decay over 12 epochs, every 4th step logged: windows 1.31, 1.54, 1.20, 1.31 ... 0.06-0.55 late, "
        "the epoch loss 1.27, 0.71, 0.39 ... 0.246, the val loss 1.01, 0.45, 0.37, 0.33 ... 0.28-0.31 over "
        "the last nine epochs and val accuracy 0.66 to 0.89-0.91, test 0.37 and 0.88",
        family="transformer",
        dataset="turnstile-events",
        seed=36613,
    ),
    ZX(
        "vzx-healthy-turnstile-gru-batch8-every-step",
        Plan(
            turnstile,
            "gru",
            2e-3,
            "adam",
            epochs=2,
            batch_size=8,
            log_every=1,
            val_interval=0.5,
            model_kw=H48,
        ),
        (),
        None,
        "a GRU (hidden 48) at batch 8 under Adam lr 2e-3, every step logged, for 2 epochs (250 steps), "
        "evaluated twice an epoch: single-batch losses 1.42, 1.38, 1.33, 1.41 ... 0.13-0.81 jumping between "
        "steps, the eval loss 0.72, 0.44, 0.33, 0.29, 0.29 and eval accuracy 0.78, 0.84, 0.88, 0.89, 0.89, "
        "test 0.41 and 0.85",
        family="gru",
        dataset="turnstile-events",
        seed=36614,
    ),
    ZX(
        "vzx-healthy-turnstile-transformer-bf16-dropout",
        Plan(turnstile, "transformer", 1e-3, "adam", epochs=6, log_every=2, bf16=True),
        (),
        None,
        "a small transformer under bf16-mixed autocast and Adam lr 1e-3 for 6 epochs, every 2nd step "
        "logged: windows 1.48, 1.29, 1.28, 1.15 ... 0.17-0.40 jumping between windows, the epoch loss 0.98, "
        "0.49, 0.36, 0.32, 0.30, 0.30, the val loss 0.60, 0.41, 0.31, 0.29, 0.34, 0.29 and val accuracy "
        "0.86 to 0.88-0.91, test 0.37 and 0.85",
        family="transformer",
        dataset="turnstile-events",
        seed=36615,
    ),
    ZX(
        "vzx-healthy-truck-sgd-creeping-long",
        Plan(
            truck_long,
            "mlp",
            0.003,
            "sgd",
            epochs=12,
            batch_size=8,
            log_every=50,
            val_every_epochs=2,
            model_kw=MLP64,
        ),
        (),
        None,
        "a 2,000-day draw, plain SGD lr 0.003 at batch 8 for 12 epochs (3,000 steps), every 50th step "
        "logged, evaluated every 2 epochs: the logged MSE 0.97, 0.85, 0.96, 0.70, 0.57 ... 0.08-0.19 late, "
        "the eval MSE 0.353, 0.263, 0.231, 0.201, 0.173, 0.157 still creeping down, test 0.119",
        family="regression",
        dataset="food-truck-revenue",
        seed=36616,
    ),
    ZX(
        "vzx-healthy-truck-dropout-adamw",
        Plan(
            truck,
            "mlp",
            3e-3,
            "adamw",
            weight_decay=0.01,
            epochs=16,
            log_every=16,
            model_kw={"width": 128, "num_layers": 2, "dropout": 0.3},
        ),
        (),
        None,
        "a 2x128 regression MLP with dropout 0.3 under AdamW lr 3e-3 (weight decay 0.01) for 16 epochs, "
        "every 16th step logged: the logged MSE 0.59, 0.35, 0.29, 0.22 ... 0.073-0.090, the eval MSE 0.37, "
        "0.29, 0.25, 0.19 ... 0.12-0.16 over the last epochs, above the training MSE (the held-out days "
        "carry their own noise), test 0.082",
        family="regression",
        dataset="food-truck-revenue",
        seed=36617,
    ),
    ZX(
        "vzx-healthy-truck-dollars-target-adam",
        Plan(truck_dollars, "mlp", 5e-3, "adam", epochs=30, log_every=8, model_kw=MLP64),
        (),
        None,
        "the revenue itself (dollars, ~300-4,000) as the target of a 2x64 MLP over standardised columns, "
        "Adam lr 5e-3 for 30 epochs, every 8th step logged: windows 7,442,337, 6,541,550, 3,155,308 ... "
        "225,915-942,404 late (an MSE in squared dollars), the gradient norm 1.8e4-4.5e5, the epoch MSE "
        "4,614,052, 4,210,868, 2,726,022, 1,140,080 ... 595,596, the val MSE 4,794,664, 3,815,075 ... "
        "542,000-557,000 flat over the last ten epochs, test 490,422 (an RMS error of ~$700)",
        family="regression",
        dataset="food-truck-revenue",
        seed=36618,
    ),
    ZX(
        "vzx-healthy-truck-adagrad-accumulate-2",
        Plan(
            truck, "mlp", 0.03, "adagrad", epochs=15, batch_size=16, accumulate=2, log_every=4, model_kw=MLP64
        ),
        (),
        None,
        "Adagrad lr 0.03 on a 2x64 regression MLP at micro-batches of 16 accumulated twice, every 4th step "
        "logged, for 15 epochs: windows 0.94, 0.31, 0.15, 0.46 ... 0.012-0.04, the epoch MSE 0.32, 0.12, "
        "0.079 ... 0.022, the val MSE 0.244, 0.181, 0.139 ... 0.094-0.104 (Adagrad's shrinking steps), test "
        "0.066",
        family="regression",
        dataset="food-truck-revenue",
        seed=36619,
    ),
    ZX(
        "vzx-healthy-vet-dropout-05-mlp",
        Plan(
            vet,
            "mlp",
            1e-3,
            "adam",
            epochs=15,
            log_every=16,
            model_kw={"width": 256, "num_layers": 2, "dropout": 0.5},
        ),
        (),
        None,
        "a 2x256 MLP with dropout 0.5 under Adam lr 1e-3 for 15 epochs, every 16th step logged: windows "
        "0.74, 0.61, 0.72, 0.30 ... 0.12-0.85, the epoch loss 0.76, 0.50, 0.46 ... 0.33-0.35, the val loss "
        "0.57, 0.47, 0.44, 0.40 ... 0.36-0.38 and val accuracy 0.78 to 0.82-0.85, test 0.35 and 0.84",
        family="mlp",
        dataset="vet-urgency",
        seed=36620,
    ),
    ZX(
        "vzx-healthy-vet-sgd-batch8-every-step",
        Plan(vet, "mlp", 0.01, "sgd", momentum=0.9, epochs=3, batch_size=8, log_every=1, model_kw=MLP64),
        (),
        None,
        "SGD momentum 0.9 lr 0.01 on a 2x64 MLP at batch 8, every step logged, for 3 epochs (375 steps): "
        "single-batch losses 1.15, 1.11, 1.16, 1.12 ... 0.11-0.65 jumping between steps, the epoch loss "
        "0.69, 0.41, 0.37, the val loss 0.455, 0.406, 0.352 and val accuracy 0.78, 0.81, 0.84, test 0.34 "
        "and 0.86",
        family="mlp",
        dataset="vet-urgency",
        seed=36621,
    ),
    ZX(
        "vzx-healthy-vet-plateau-then-drop-sgd",
        Plan(
            vet,
            "mlp",
            0.02,
            "sgd",
            momentum=0.9,
            epochs=12,
            log_every=4,
            model_kw={"width": 64, "num_layers": 4},
        ),
        (),
        None,
        "SGD momentum 0.9 lr 0.02 on a 4x64 MLP for 12 epochs, every 4th step logged: the logged loss 1.09, "
        "1.07, 1.06, 1.07, 1.04 ... near ln 3 for the first ~two epochs, then falling to 0.18-0.35, the "
        "eval loss 1.05, 0.91, 0.53, 0.38 ... 0.31-0.40 and eval accuracy 0.49, 0.49, 0.78, 0.84 ... "
        "0.84-0.87, test 0.37 and 0.85",
        family="mlp",
        dataset="vet-urgency",
        seed=36622,
    ),
)
