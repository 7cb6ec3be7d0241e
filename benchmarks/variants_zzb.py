"""Variant battery zzb: a look-alike of an external held-out suite, real framework runs (`--battery zzb`).

    nice -n 10 python benchmarks/variants.py --battery zzb --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery zzb [--runs]

Like batteries d-zz, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is the log),
trained by battery d's runner through battery g's, j's, l's, w's, z's, zd's, ze's and zf's wrappers (w's
for the checkpoint the test loads, ze's for a replaced schedule, zg's for a weighted loss, e's for a run
without evaluation), battery zh's model wrapper (a hook on the training-mode inputs) and this battery's
own hooks (every weight drawn from N(0, 1), every Linear bias set, evaluation outputs rolled by one, an
optimizer over the head only), so each case can run in each of the three layouts; the layout
rotation of variants.py picks one. It was written blind: its author trained it with `--train-only`,
read the raw logged numbers of each run, and never diagnosed or scored it, so it is held-out data
for the tool.
Its halves are even (22 faulty, 22 healthy; ~1.5 CPU-minutes to train on the shared 2-core machine):
one fault each, one cause a case, spread over every family of cause (optimisation, data, evaluation,
model, workflow), injected into a data set no battery had at a realistic strength, favouring the faults
users meet most, in forms earlier batteries did not use (an lr scaled linearly for 256 GPUs on one
CPU, a per-sample lr divided by the batch size, an ImageNet StepLR(30, 0.1) stepped per batch, an SGD
config's lr 0.05 kept when switching to Adam, zero_grad lost in a closure refactor under SGD momentum,
clip_grad_norm_ called before backward, a batch of the whole training set for 30 steps, return reasons
taken from a drop-down's default, validation rows not deduplicated against training while the test
rows were, distances in metres and order values in cents left unscaled, lock logs grouped by class and
not shuffled, test tiles flown at dusk, 60 tiles of one field, test columns reordered by a new export,
evaluation outputs rolled by one against their targets, check_val_every_n_epoch=50 on a 20-epoch run, a
smoke-test max_steps=40 left in, ModelCheckpoint(mode="max") on the val loss, a class weight 1000x the
others, every weight drawn from N(0, 1), every Linear bias set to -3, a freeze_backbone default left
on). Runs of 30 to 3,000 steps: MLPs (2x64 to 2x256 and 3x128, dropout 0.5), 2-D CNNs with and without batch
norm, a small residual net, 1-D CNNs with and without batch norm (and dropout), GRU / LSTM / tanh RNN
readers of lock sessions, small transformers and regression MLPs; SGD with and without momentum, Adam,
AdamW, RMSprop and Adagrad; constant, cosine, warm-up + cosine, step, multi-step, cyclic and plateau
schedules; bf16-mixed autocast, flip / gain / noise and shift augmentation, dropout, weight decay, early
stopping, clipping and gradient accumulation; batches of 8 to 1,000 (the whole training set); cadences
from every step to once every 100 steps, evaluations twice an epoch to every 3 epochs (and never).
The data sets are new, all made offline with numpy from known generating models (see each
generator): an escalator's step-chain vibration traces (64 samples: sound, a worn step roller, a
loose drive chain, a handrail drive out of line, a bearing fault); a farm drone's 12x12 crop-row tiles
(healthy rows, a weed patch, water stress, a gap in the row, lodged plants; a dusk flight; one field's
60 tiles); a smart lock's access event sequences (a resident's routine, a guest code, a brute-force
attempt, a failing battery, a door left ajar; left-padded to 16); a food courier's delivery times
(distance, preparation, traffic, rain, hour, vehicle, floor; log minutes, standardised; in minutes; a
2,400-order draw; two columns in metres and cents); and an online shop's return reasons (wrong size,
defective, not as described, changed mind, arrived late; validation rows copied from training; test
columns reordered).
The healthy half holds sound runs a naive reader can take for a fault: training losses at or above the
val loss under flips, gain and noise or dropout and shifts, bf16 under warm-up + cosine, a val bump
before MultiStepLR's first cut, batch-8 losses logged every step over one or two epochs, a plateau
then an early stop under ReduceLROnPlateau, a warm-up holding a transformer near ln 5, half-epoch
evaluations, dropout 0.5, cyclic bumps, a full-batch run, evaluations every 3 epochs, a plain-SGD
regression creeping over 3,000 steps, a target in minutes (first MSEs ~1,600), a 50-step run still
improving, RMSprop stopped early at epoch 11, a warm-up bump, a tanh RNN under StepLR, Adagrad's bumps
and accumulated micro-batches.
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
from benchmarks.variants_zg import class_weighted
from benchmarks.variants_zh import _augmented, _patch_splits, _token_splits, _wrapper
from benchmarks.variants_zj import _signal_splits, _stats

if TYPE_CHECKING:
    import torch

    from tests.suite.datasets import Splits

SIZES = (1000, 300, 300)


# ---------------------------------------------------------------- data sets no battery has


ESCALATOR_STATES = ("sound", "worn-step-roller", "loose-drive-chain", "handrail-misaligned", "bearing-fault")


def _escalator(seed: int, n: int) -> tuple[Any, Any]:
    """An escalator's step-chain accelerometer, 64 samples at 200 Hz (0.32 s), labelled by the
    maintenance crew's finding: sound (the steps passing at 4-6 Hz and the motor's 25 Hz hum under
    floor noise), a worn step roller (a sharp knock every step pass), a loose drive chain (the hum's
    amplitude beating slowly and a jerk at a random sample), a handrail drive out of line (a strong
    second harmonic of the step rate) or a bearing fault (bursts of a 60-80 Hz ringing). Each trace
    has its own load (the hum's level 0.5-1.2), phase and sensor noise (sd 0.3-0.6), each fault a
    severity of 0.3-1: a mild roller reads as sound, so sound 1-D CNNs stop near 0.56-0.67 in these
    budgets."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.3, 0.18, 0.17, 0.17, 0.18])
    t = np.arange(64) / 200.0
    x = np.zeros((n, 64))
    for i in range(n):
        sev = rng.uniform(0.3, 1.0)
        step = rng.uniform(4, 6)
        ph = rng.uniform(0, 2 * np.pi)
        load = rng.uniform(0.5, 1.2)
        sig = 0.6 * np.sin(2 * np.pi * step * t + ph) + load * 0.5 * np.sin(2 * np.pi * 25 * t + 2 * ph)
        if y[i] == 1:
            start = rng.integers(0, 12)
            period = int(200 / step / 4)
            for k in range(start, 64, max(period, 8)):
                sig[k : k + 2] += 2.2 * sev * np.array([1.0, -0.6])[: len(sig[k : k + 2])]
        elif y[i] == 2:
            sig = sig * (1 + 0.8 * sev * np.sin(2 * np.pi * rng.uniform(2, 4) * t))
            j = rng.integers(4, 60)
            sig[j:] += 1.2 * sev * np.exp(-np.arange(64 - j) / 4.0)
        elif y[i] == 3:
            sig = sig + 1.1 * sev * np.sin(2 * np.pi * 2 * step * t + rng.uniform(0, 2 * np.pi))
        elif y[i] == 4:
            f = rng.uniform(60, 80)
            env = np.exp(-(((t * 200) % 21) / 5.0))
            sig = sig + 1.2 * sev * env * np.sin(2 * np.pi * f * t)
        x[i] = sig + rng.normal(0, rng.uniform(0.3, 0.6), 64)
    return x, y


def escalator(
    seed: int = 52101, sizes: tuple[int, int, int] = SIZES, name: str = "escalator-vib-64"
) -> Splits:
    """The traces (N, 64), centred and scaled by the training traces' mean and sd, 5 classes."""
    x, y = _escalator(seed, sum(sizes))
    return _signal_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


CROP_STATES = ("healthy-rows", "weed-patch", "water-stress", "row-gap", "lodging")


def _crops(seed: int, n: int, dusk: bool = False) -> tuple[Any, Any]:
    """12x12 tiles of a farm drone's NDVI-like green band over a maize field, labelled by the
    agronomist: healthy rows (bright parallel rows of a 3-4 px spacing at the flight line's angle),
    a weed patch (a bright blob between the rows), water stress (the rows dimmed and mottled), a gap
    (a stretch of one row missing) or lodging (the plants bent over: the rows smeared across).
    Each tile has its own soil brightness, row angle, sun gain (0.8-1.2) and sensor noise (sd
    0.15-0.3), each fault a severity of 0.4-1: sound CNNs stop near 0.72-0.9. `dusk`: tiles of a
    flight flown at dusk (the gain 0.35-0.5, the soil darker, the noise doubled)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.3, 0.18, 0.18, 0.17, 0.17])
    yy, xx = np.mgrid[0:12, 0:12].astype(float)
    x = np.zeros((n, 12, 12))
    for i in range(n):
        sev = rng.uniform(0.4, 1.0)
        theta = rng.uniform(-0.3, 0.3)
        spacing = rng.uniform(3.0, 4.0)
        u = xx * np.cos(theta) + yy * np.sin(theta)
        v = -xx * np.sin(theta) + yy * np.cos(theta)
        rows = np.clip(np.cos(2 * np.pi * u / spacing + rng.uniform(0, 2 * np.pi)), 0, None) ** 2
        if y[i] == 1:
            cx, cy = rng.uniform(2, 10, 2)
            rows = rows + 1.2 * sev * np.exp(-((xx - cx) ** 2 + (yy - cy) ** 2) / (2 * 1.5**2))
        elif y[i] == 2:
            rows = rows * (1 - 0.6 * sev) * (1 + 0.4 * rng.standard_normal((12, 12)))
        elif y[i] == 3:
            c = rng.uniform(2, 10)
            rows = np.where(np.abs(v - c) < 2.5 * sev + 1, rows * 0.1, rows)
        elif y[i] == 4:
            rows = 0.5 * rows + 0.5 * sev * np.roll(rows, 1, 1) + 0.3 * sev * np.roll(rows, -1, 0)
        gain = rng.uniform(0.35, 0.5) if dusk else rng.uniform(0.8, 1.2)
        soil = rng.uniform(-0.5, -0.2) if dusk else rng.uniform(-0.2, 0.2)
        noise = rng.uniform(0.15, 0.3) * (2 if dusk else 1)
        x[i] = gain * rows + soil + rng.normal(0, noise, (12, 12))
    return x, y


def crops(seed: int = 52201, sizes: tuple[int, int, int] = SIZES, name: str = "crop-row-tiles-12") -> Splits:
    """The tiles as (N, 1, 12, 12), centred and scaled by the training tiles' mean and sd, 5 classes."""
    x, y = _crops(seed, sum(sizes))
    return _patch_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def crops_dusk_test() -> Splits:
    """The model is tested on a flight flown at dusk (gain 0.35-0.5, darker soil, doubled noise);
    training and validation tiles come from the midday flights."""
    import numpy as np

    x, y = _crops(52202, SIZES[0] + SIZES[1])
    x_new, y_new = _crops(52203, SIZES[2], dusk=True)
    return _patch_splits(
        np.concatenate([x, x_new]),
        np.concatenate([y, y_new]),
        SIZES,
        "crop-row-tiles-12",
        _stats(x[: SIZES[0]]),
    )


LOCK_EVENTS = (
    "pad",
    "unlock-app",
    "unlock-keypad-ok",
    "keypad-fail",
    "unlock-fingerprint",
    "lock-auto",
    "lock-manual",
    "door-open",
    "door-close",
    "door-ajar-alert",
    "battery-low",
    "motor-stall",
    "guest-code-used",
    "lockout-30s",
    "tamper-alert",
    "wifi-reconnect",
)
LOCK_PATTERNS = ("resident", "guest-code", "brute-force", "failing-battery", "door-left-ajar")
_LOCK_STARTS = ((1, 4), (12, 2), (3,), (10, 11), (7, 1))
_LOCK_EVENTS = ((1, 4, 7, 5), (12, 2, 8, 6), (3, 13, 14, 3), (10, 11, 15, 6), (9, 7, 9, 15))


def _locks(seed: int, n: int, length: int = 16) -> tuple[Any, Any]:
    """A smart lock's access log: each session's first 4-14 events (15 kinds: app, keypad and
    fingerprint unlocks, failed codes, automatic and manual locks, the door opening and closing, an
    ajar alert, a low battery, a motor stall, a guest code, a 30 s lockout, a tamper alert, a wifi
    reconnect), left-padded to 16 with 0, labelled by the security team's review (a resident's
    routine, a guest code, a brute-force attempt, a failing battery, a door left ajar). Each pattern
    is a Markov chain over a shared base that starts from its own events and favours its own four; a
    twelfth of the events are the hub's dropped-and-resent noise (a random event): sound sequence
    models stop near accuracy 0.92-0.95 (ln 5 = 1.61)."""
    import numpy as np

    base_rng = np.random.default_rng(2026)
    kinds = len(LOCK_EVENTS) - 1
    base = base_rng.dirichlet(np.full(kinds, 0.5), kinds)
    chains = []
    for c in range(5):
        boost = np.zeros(kinds)
        for e in _LOCK_EVENTS[c]:
            boost[e - 1] += 0.5 / 4
        chain = 0.5 * base + boost
        chains.append(chain / chain.sum(1, keepdims=True))
    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.35, 0.2, 0.15, 0.15, 0.15])
    x = np.zeros((n, length), dtype=np.int64)
    for i in range(n):
        c = int(y[i])
        events = [int(rng.choice(_LOCK_STARTS[c]))]
        for _ in range(int(rng.integers(4, 15)) - 1):
            events.append(int(rng.choice(kinds, p=chains[c][events[-1] - 1])) + 1)
        events = [int(rng.integers(1, kinds + 1)) if rng.random() < 0.08 else e for e in events]
        x[i, length - len(events) :] = events
    return x, y


def locks(
    seed: int = 52301, sizes: tuple[int, int, int] = SIZES, name: str = "smart-lock-sessions"
) -> Splits:
    """Sessions (N, 16) over 16 ids (0 the padding), 5 classes."""
    x, y = _locks(seed, sum(sizes))
    return _token_splits(x, y, sizes, name)


DELIVERY_COLUMNS = (
    "distance_km",
    "prep_min",
    "traffic_index",
    "rain_mm_h",
    "hour_sin",
    "hour_cos",
    "weekend",
    "vehicle_bike",
    "vehicle_scooter",
    "vehicle_car",
    "floor",
    "order_value_eur",
    "courier_rating",
)


def _deliveries(seed: int, n: int) -> tuple[Any, Any]:
    """A food courier platform's delivery times (minutes from order to door): the route distance
    (log-normal, 0.3-12 km), the restaurant's preparation time, a traffic index, the rain, the hour
    (a sine and a cosine), a weekend flag, the vehicle (bike, scooter, car), the floor of the door and
    the order's value and the courier's rating. The ride is the distance over a speed the vehicle,
    traffic and rain set; a lunch or dinner rush adds a wait at the restaurant; the last metres add
    a minute a floor. A hidden restaurant backlog and a parking search make the floor: the target is
    log(minutes), standardised, and sound models stop near an MSE of 0.15-0.19."""
    import numpy as np

    rng = np.random.default_rng(seed)
    dist = np.exp(rng.normal(1.0, 0.6, n)).clip(0.3, 12)
    prep = rng.gamma(4, 3, n)
    traffic = rng.uniform(0, 1, n)
    rain = rng.exponential(0.8, n) * (rng.random(n) < 0.3)
    hour = rng.uniform(10, 23, n)
    weekend = (rng.random(n) < 2 / 7).astype(float)
    vehicle = rng.choice(3, n, p=[0.4, 0.35, 0.25])
    floor = rng.integers(0, 9, n)
    value = rng.gamma(3, 9, n)
    rating = rng.uniform(3.5, 5, n)
    speed = (
        np.array([14.0, 22.0, 26.0])[vehicle] * (1 - 0.45 * traffic * (vehicle > 0)) * np.exp(-0.15 * rain)
    )
    rush = np.exp(-((hour - 12.5) ** 2) / 2) + np.exp(-((hour - 19.5) ** 2) / 2)
    backlog = rng.exponential(4, n)
    parking = np.where(vehicle == 2, rng.exponential(3, n), 0.5)
    minutes = (
        prep * (1 + 0.5 * rush + 0.2 * weekend)
        + 60 * dist / speed
        + floor
        + backlog
        + parking
        - 1.0 * (rating - 4.2)
        + 3
    )
    x = np.column_stack(
        [
            dist,
            prep,
            traffic,
            rain,
            np.sin(2 * np.pi * hour / 24),
            np.cos(2 * np.pi * hour / 24),
            weekend,
            np.eye(3)[vehicle],
            floor,
            value,
            rating,
        ]
    )
    return x, minutes


def deliveries(
    seed: int = 52401, sizes: tuple[int, int, int] = SIZES, name: str = "courier-delivery"
) -> Splits:
    """13 standardised columns, log(minutes) standardised."""
    import numpy as np

    x, minutes = _deliveries(seed, sum(sizes))
    return _regression_table(name, x, np.log(minutes), sizes)


def deliveries_in_minutes() -> Splits:
    """The delivery time in minutes as the target (not standardised; standardised columns)."""
    x, minutes = _deliveries(52402, sum(SIZES))
    return _regression_table("courier-delivery-minutes", x, minutes, SIZES, target_scaled=False)


def deliveries_long() -> Splits:
    """A 2,400-order draw."""
    import numpy as np

    x, minutes = _deliveries(52403, 3000)
    return _regression_table("courier-delivery-2400", x, np.log(minutes), (2400, 300, 300))


def deliveries_raw_units() -> Splits:
    """The bug: the new feature export gives the distance in metres and the order value in cents,
    and the pipeline's scaler was fitted on the old column names only: those two columns reach the
    model unscaled (300-12,000 and 500-15,000) in every split, the rest standardised."""
    import numpy as np

    x, minutes = _deliveries(52404, sum(SIZES))
    mean, sd = x[: SIZES[0]].mean(0), x[: SIZES[0]].std(0)
    scaled = (x - mean) / sd
    scaled[:, 0] = x[:, 0] * 1000
    scaled[:, 11] = x[:, 11] * 100
    return _regression_table("courier-delivery", scaled, np.log(minutes), SIZES, features_scaled=False)


RETURN_REASONS = ("wrong-size", "defective", "not-as-described", "changed-mind", "arrived-late")


def _returns(seed: int, n: int) -> tuple[Any, Any]:
    """An online fashion and home shop's returns, labelled by the reason the warehouse confirmed
    (a wrong size, a defect, not as described, a change of mind, a late arrival), with 14 columns:
    the category (apparel, shoes, home; one-hot), the log price, the days from delivery to the return,
    the sizes of the same item in the basket (bracketing), the delivery delay in days, the item's
    average rating and its share of 'runs small' reviews, the photo count of the listing, the
    customer's past return rate, a sale flag, the hours worn sensor of the smart tag (log1p) and
    the package's damage score at the depot. Each reason draws them from its own habits: sizes
    returned fast with brackets on apparel and shoes, defects on low-rated items with damaged
    packages, 'not as described' on listings with few photos, changes of mind late on sale items by
    frequent returners, late arrivals with a delay; a change of mind on a sale dress reads as a wrong
    size, so sound MLPs stop near accuracy 0.8-0.87."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.34, 0.16, 0.16, 0.2, 0.14])
    z = rng.standard_normal((n, 12))
    cat = np.where(y == 0, rng.choice(3, n, p=[0.6, 0.35, 0.05]), rng.choice(3, n, p=[0.45, 0.2, 0.35]))
    price = np.where(y == 1, 3.6, 3.3) + 0.7 * z[:, 0]
    days = np.exp(np.choose(y, [1.0, 1.5, 1.3, 2.3, 0.6]) + 0.5 * z[:, 1])
    brackets = rng.poisson(np.where(y == 0, 1.3, 0.25))
    delay = np.clip(np.where(y == 4, 3.5 + 1.6 * z[:, 2], 0.3 + 0.8 * z[:, 2]), 0, None)
    rating = np.clip(np.where(y == 1, 3.5, 4.2) + 0.45 * z[:, 3], 1, 5)
    small = np.clip(np.where(y == 0, 0.35, 0.15) + 0.12 * z[:, 4], 0, 1)
    photos = rng.poisson(np.where(y == 2, 2.0, 5.0))
    past = np.clip(np.where(y == 3, 0.45, 0.2) + 0.15 * z[:, 5], 0, 1)
    sale = (rng.random(n) < np.where(y == 3, 0.6, 0.3)).astype(float)
    worn = np.log1p(rng.exponential(np.where(y == 3, 4.0, 1.0)))
    damage = np.where(y == 1, 0.5, 0.1) + 0.3 * z[:, 6]
    x = np.column_stack(
        [np.eye(3)[cat], price, days, brackets, delay, rating, small, photos, past, sale, worn, damage]
    )
    return x, y


def returns(
    seed: int = 52501, sizes: tuple[int, int, int] = SIZES, name: str = "shop-return-reasons"
) -> Splits:
    """14 standardised columns, 5 classes."""
    x, y = _returns(seed, sum(sizes))
    return _generated(name, x, y, 5, sizes)


def returns_val_not_deduplicated() -> Splits:
    """The bug: the returns table holds a row per returned item and a customer's multi-item return
    repeats the same row; the script deduplicates the test export against the training rows but
    not the validation export: 70% of the validation rows are copies of training rows."""
    import numpy as np

    x, y = _returns(52502, SIZES[0] + SIZES[1] + SIZES[2])
    rng = np.random.default_rng(52503)
    copied = rng.random(SIZES[1]) < 0.7
    source = rng.integers(0, SIZES[0], SIZES[1])
    val = np.arange(SIZES[0], SIZES[0] + SIZES[1])
    rows = np.concatenate(
        [np.arange(SIZES[0]), np.where(copied, source, val), np.arange(sum(SIZES[:2]), sum(SIZES))]
    )
    return _generated("shop-return-reasons", x[rows], y[rows], 5, SIZES)


def returns_test_columns_reordered() -> Splits:
    """The bug: the test export comes from the warehouse's new report, whose columns follow its own
    order: the delivery delay, the rating and the 'runs small' share come before the days and the
    brackets; the model reads them by position."""
    import numpy as np

    x, y = _returns(52504, sum(SIZES))
    order = np.array([0, 1, 2, 3, 6, 7, 8, 4, 5, 9, 10, 11, 12, 13])
    test = slice(SIZES[0] + SIZES[1], None)
    x[test] = x[test][:, order]
    return _generated("shop-return-reasons", x, y, 5, SIZES)


# ---------------------------------------------------------------- injected faults (and healthy hooks)


def dropdown_default_labels(share: float) -> Callable[[Splits, int], Splits]:
    """The bug: the training returns were labelled from the customer's web form, whose reason
    drop-down opens on 'wrong size': `share` of the customers left it there whatever the reason;
    validation and test returns carry the warehouse's confirmed reason."""

    def fault(data: Splits, seed: int) -> Splits:
        import torch

        g = torch.Generator().manual_seed(seed + 91)
        y = data.y_train.clone()
        y[torch.rand(y.shape, generator=g) < share] = 0
        return replace(data, y_train=y)

    return fault


def normal_init(std: float) -> Callable[[Any], Any]:
    """The bug: an `init_weights` helper runs `nn.init.normal_(p, 0, std)` over every parameter of
    the model (weights and biases alike), meant for an embedding table only."""

    def hook(net: Any) -> Any:
        import torch

        with torch.no_grad():
            for param in net.parameters():
                param.normal_(0, std)
        return net

    return hook


def _rolled(inner: Any, x: torch.Tensor) -> torch.Tensor:
    import torch

    out: torch.Tensor = inner(x)
    if not torch.is_grad_enabled():
        out = torch.roll(out, 1, 0)
    return out


eval_outputs_rolled = _wrapper(_rolled)
eval_outputs_rolled.__doc__ = """The bug: the evaluation's sliding-window collate prepends the last
output of the previous batch (a carried-over buffer), so each prediction is scored against the next
sample's target: an off-by-one alignment in evaluation only."""


def _flip_noise(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.where(torch.rand(len(x), 1, 1, 1) < 0.5, x.flip(3), x)
    x = torch.where(torch.rand(len(x), 1, 1, 1) < 0.5, x.flip(2), x)
    return x * (0.8 + 0.4 * torch.rand(len(x), 1, 1, 1)) + 0.3 * torch.randn_like(x)


flip_gain_augment = _augmented(_flip_noise)
flip_gain_augment.__doc__ = """Not a fault: in training mode each tile is mirrored across and along
the rows with probability 0.5 each, its gain scaled by 0.8-1.2 and given 0.3 sd of extra noise."""


def _trace_noise(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.roll(x, int(torch.randint(-3, 4, (1,))), dims=-1)
    return x + 0.3 * torch.randn_like(x)


trace_augment = _augmented(_trace_noise)
trace_augment.__doc__ = """Not a fault: in training mode each batch of traces is shifted by up to
3 samples and given 0.3 sd of extra noise (a sensor's mounting and the hall's noise)."""


def bias_init(value: float) -> Callable[[Any], Any]:
    """The bug: an `init_weights` helper copied from a gated recipe sets the bias of every nn.Linear to
    `value` (meant for the gates' biases only): the hidden ReLU units start with pre-activations
    far below zero."""

    def hook(net: Any) -> Any:
        import torch
        from torch import nn

        with torch.no_grad():
            for module in net.modules():
                if isinstance(module, nn.Linear):
                    module.bias.fill_(value)
        return net

    return hook


def head_only(net: Any) -> Any:
    """The optimizer's parameters when a fine-tuning template's `freeze_backbone=True` default is
    left on: only the classification head's."""
    return net.head.parameters()


def crops_one_field() -> Splits:
    """The bug: the training tiles come from one field's first flight only: 60 tiles (validation and
    test: 300 each from the season's flights)."""
    import numpy as np

    x, y = _crops(52204, sum(SIZES))
    keep = 60
    x = np.concatenate([x[:keep], x[SIZES[0] :]])
    y = np.concatenate([y[:keep], y[SIZES[0] :]])
    return _patch_splits(x, y, (keep, SIZES[1], SIZES[2]), "crop-row-tiles-12-60", _stats(x[:keep]))


# ---------------------------------------------------------------- the variants


def ZZB(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by battery zf's runner (through every earlier wrapper)."""
    return L(*args, runs=runs or zf_runs(), **kw)


CH16 = {"channels": 16}
H48 = {"hidden": 48}
MEMO = ("train-val-gap", "zero-train-loss", "metric-at-baseline", "undertrained")
LABEL_NOISE = ("train-val-gap", "undertrained", "slow-convergence", "metric-at-baseline")

FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    ZZB(
        "vzzb-lr-linear-scaled-256-sgd-mlp-returns",
        Plan(returns, "mlp", 3.2, "sgd", momentum=0.9, epochs=10, log_every=4, model_kw=MLP64),
        ("loss-spikes",),
        "learning-rate-too-high",
        "the linear scaling rule of a 256-GPU recipe (base lr 0.0125 x 256) applied to a one-CPU run: SGD "
        "momentum 0.9 at lr 3.2 on a 2x64 MLP over the return reasons, every 4th step logged: windows 2.62, "
        "14.5, 2.54 ... a peak of 2.1e4, then 1.4-1.9 (ln 5 = 1.61), gradient norms up to 16, the val loss "
        "2.25, 1.99 ... 1.62-2.3 and val accuracy 0.14-0.33 (the wrong-size share) at every evaluation, test "
        "1.84 and 0.107 (a sound MLP: ~0.37 and 0.85)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="mlp",
        dataset="shop-return-reasons",
        seed=52001,
        runs=zf_runs(hparams={"base_lr": 0.0125, "lr_scaling": "linear x256"}),
    ),
    ZZB(
        "vzzb-lr-divided-by-batch-cnn-crops",
        Plan(crops, "cnn", 1e-3 / 64, "adam", epochs=10, batch_size=64, log_every=4, model_kw=CH16),
        ("slow-convergence",),
        "learning-rate-too-low",
        "a per-sample learning rate of 1e-3 from a paper's recipe divided by the batch size of 64 in the "
        "script (lr 1.6e-5): Adam on a 16-channel CNN over the crop-row tiles for 10 epochs (160 steps): "
        "windows 1.58-1.62 for most of the run, 1.42 at the end, the val loss 1.59, 1.57 ... 1.51 in a slow "
        "straight descent and val accuracy 0.20 to 0.34, test 1.56 and 0.30 (lr 2e-3: ~0.46 and 0.84)",
        STALL,
        family="cnn",
        dataset="crop-row-tiles",
        seed=52002,
        runs=zf_runs(hparams={"lr_per_sample": 1e-3}),
    ),
    ZZB(
        "vzzb-steplr-30-per-batch-gru-locks",
        Plan(
            locks,
            "gru",
            0.05,
            "sgd",
            momentum=0.9,
            epochs=10,
            log_every=4,
            schedule="step",
            step_size=30,
            gamma=0.1,
            model_kw=H48,
        ),
        ("slow-convergence",),
        "lr-decay-too-fast",
        "an ImageNet StepLR(step_size=30, gamma=0.1), meant per epoch, stepped after every batch by the "
        "training loop: the lr of SGD momentum 0.05 is 5e-3 after 30 steps, 5e-5 after 90 and ~0 after that; "
        "a GRU (hidden 48) over the lock sessions: windows 1.54 to 0.6-1.1 and flat from epoch 3 on, the val "
        "loss 0.937, 0.874, then 0.868 at every evaluation and val accuracy 0.69-0.70, test 0.90 and 0.67 (a "
        "sound GRU: ~0.17 and 0.94)",
        STALL,
        family="gru",
        dataset="smart-lock-sessions",
        seed=52003,
    ),
    ZZB(
        "vzzb-no-zero-grad-sgd-mlp-deliveries",
        Plan(
            deliveries,
            "mlp",
            0.01,
            "sgd",
            momentum=0.9,
            epochs=12,
            log_every=8,
            zero_grad=False,
            model_kw=MLP64,
        ),
        ("loss-runaway",),
        "missing-zero-grad",
        "optimizer.zero_grad() lost when the loop was refactored into a closure: SGD momentum 0.9 at lr 0.01 "
        "steps with the sum of every gradient since the start on a 2x64 regression MLP over the delivery "
        "times: windows 1.0, 2.38, 2.33, 1.05, 1.27, 2.75, 9.0, 14.4, 9.0, 12.8, 308, then NaN from step 103 "
        "(epoch 4 of 12) on, gradient norms 5.3, 23, 53 ... NaN, the val MSE 9.25, 10.8, 9.4e8, then NaN, "
        "test NaN (a sound run: ~0.15-0.19)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="regression",
        dataset="courier-delivery",
        seed=52004,
    ),
    # --- data
    ZZB(
        "vzzb-dropdown-default-labels-mlp-returns",
        Plan(
            returns,
            "mlp",
            2e-3,
            "adam",
            epochs=30,
            log_every=8,
            data_fault=dropdown_default_labels(0.4),
            model_kw={"width": 256, "num_layers": 2},
        ),
        ("overfitting",),
        "label-noise",
        "the training returns labelled from the customer's web form, whose reason drop-down opens on 'wrong "
        "size': 40% of the training returns carry it whatever the reason (validation and test: the "
        "warehouse's confirmed reason); a 2x256 MLP under Adam for 30 epochs: windows 1.24 to 0.05-0.06, the "
        "val loss at its minimum 0.673 at epoch 3, then up to 1.36-1.59, val accuracy 0.63-0.70, test 1.81 "
        "and 0.647 (clean labels: ~0.37 and 0.85)",
        LABEL_NOISE,
        family="mlp",
        dataset="shop-return-reasons",
        seed=52005,
    ),
    ZZB(
        "vzzb-val-not-deduplicated-mlp-returns",
        Plan(
            returns_val_not_deduplicated,
            "mlp",
            2e-3,
            "adam",
            epochs=25,
            log_every=16,
            model_kw={"width": 256, "num_layers": 2},
        ),
        ("val-test-gap",),
        "data-leakage",
        "a multi-item return repeats its row; the script deduplicates the test export against the training "
        "rows but not the validation export, and 70% of the validation rows are copies of training rows: a "
        "2x256 MLP under Adam for 25 epochs: windows 0.46 to 0.0003-0.02, the val loss 0.41 to 0.25-0.35 and "
        "val accuracy 0.86 to 0.95-0.96, while the test loss is 0.819 and test accuracy 0.863",
        ("overfitting", "train-val-gap", "zero-train-loss"),
        family="mlp",
        dataset="shop-return-reasons",
        seed=52006,
    ),
    ZZB(
        "vzzb-metres-cents-unscaled-mlp-deliveries",
        Plan(deliveries_raw_units, "mlp", 1e-3, "adam", epochs=12, log_every=8, model_kw=MLP64),
        ("bad-initial-loss",),
        "unnormalized-input",
        "the new export gives the distance in metres and the order value in cents, and the scaler was fitted "
        "on the old column names: two columns reach a 2x64 regression MLP unscaled (300-12,000 and "
        "500-15,000) among standardised ones; Adam lr 1e-3: the first windows 201, 201, then 29.5, 15.7 ... "
        "0.38-1.14, gradient norms 3.7e4-5.9e4 at the start and 500-3,000 at the end, the val MSE 15.6, 2.17,"
        " then 0.96-1.21 to the end, test 1.07 (scaled: ~0.15-0.19)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="regression",
        dataset="courier-delivery",
        seed=52007,
    ),
    ZZB(
        "vzzb-grouped-by-class-unshuffled-gru-locks",
        Plan(
            locks,
            "gru",
            3e-3,
            "adam",
            epochs=10,
            log_every=4,
            shuffle=False,
            sort_by_class=True,
            model_kw=H48,
        ),
        ("periodic-loss",),
        "data-not-shuffled",
        "the lock logs exported grouped by the security team's class and the DataLoader built with "
        "shuffle=False: every epoch walks the residents, then the guest codes, the brute-force attempts, the "
        "failing batteries and the doors left ajar; a GRU (hidden 48) under Adam lr 3e-3: windows swing "
        "within each epoch between 0.03 and 2.26 (1.37, 0.97, 1.79, 1.52, 1.97 in the first epoch), the val "
        "loss 1.44, 1.2, 0.94 ... 0.17 and val accuracy 0.40 to 0.94-0.95, test 0.212 and 0.933",
        (*RUNAWAY, "undertrained"),
        family="gru",
        dataset="smart-lock-sessions",
        seed=52008,
    ),
    ZZB(
        "vzzb-dusk-flight-test-bncnn-crops",
        Plan(crops_dusk_test, "bncnn", 3e-3, "adam", epochs=10, log_every=8),
        ("val-test-gap",),
        "distribution-shift",
        "the model is tested on the tiles of a flight flown at dusk (the gain 0.35-0.5 of midday's, darker "
        "soil, twice the noise); training and validation tiles come from the midday flights: a batch-norm CNN"
        " under Adam for 10 epochs: windows 1.56 to 0.24-0.73, the val loss 1.28 to 0.53-0.61 and val "
        "accuracy 0.43 to 0.79-0.82, while the test loss is 5.05 and test accuracy 0.21",
        (),
        family="cnn-bn",
        dataset="crop-row-tiles",
        seed=52009,
    ),
    # --- evaluation
    ZZB(
        "vzzb-test-columns-reordered-mlp-returns",
        Plan(returns_test_columns_reordered, "mlp", 2e-3, "adam", epochs=15, log_every=8, model_kw=MLP64),
        ("val-test-gap",),
        "eval-pipeline-mismatch",
        "the test export comes from the warehouse's new report, whose columns follow its own order (the "
        "delivery delay, the rating and the 'runs small' share before the days and the brackets), read by "
        "position: a 2x64 MLP under Adam for 15 epochs: windows 1.53 to 0.18-0.24, the val loss 0.844 to "
        "0.345-0.41 and val accuracy 0.76 to 0.84-0.87, while the test loss is 8.05 and test accuracy 0.407",
        EVAL,
        family="mlp",
        dataset="shop-return-reasons",
        seed=52010,
    ),
    ZZB(
        "vzzb-eval-outputs-rolled-cnn1d-escalator",
        Plan(
            escalator,
            "cnn1d",
            3e-3,
            "adam",
            epochs=12,
            log_every=8,
            model_fault=eval_outputs_rolled,
            model_kw=CH16,
        ),
        ("train-val-gap", "metric-at-baseline"),
        "wrong-eval-logic",
        "the evaluation's sliding-window collate prepends the last output of the previous batch (a carried-"
        "over buffer), so each prediction is scored against the next trace's target: a 16-channel 1-D CNN "
        "under Adam lr 3e-3 whose windows fall 1.59 to 0.79-1.0, while the val loss rises 1.58, 1.72, 1.98 "
        "... 2.91 and val accuracy stays at 0.22-0.33, test 2.95 and 0.233",
        EVAL,
        family="cnn",
        dataset="escalator-vib",
        seed=52011,
    ),
    # --- workflow
    ZZB(
        "vzzb-smoke-max-steps-40-transformer-locks",
        Plan(locks, "transformer", 1e-3, "adamw", weight_decay=0.01, epochs=10, max_steps=40, log_every=2),
        ("undertrained",),
        "too-few-epochs",
        "max_steps=40 from the smoke-test config left in the launch command of a planned 10-epoch run (320 "
        "steps): a small transformer under AdamW lr 1e-3 stops after 40 steps, every 2nd logged: windows "
        "2.18, 1.55, 1.63 ... 0.61-0.94 still falling, the single val loss 0.891 and val accuracy 0.73, test "
        "0.751 and 0.74 (a full run: ~0.2 and 0.92-0.95)",
        ("slow-convergence", "metric-at-baseline"),
        family="transformer",
        dataset="smart-lock-sessions",
        seed=52012,
    ),
    ZZB(
        "vzzb-ckpt-mode-max-val-loss-cnn1d-escalator",
        Plan(escalator, "cnn1d", 3e-3, "adam", epochs=15, log_every=8, model_kw=CH16),
        ("val-test-gap",),
        "wrong-checkpoint-loaded",
        "ModelCheckpoint(monitor='val_loss', mode='max') copied from an accuracy monitor: the 'best' "
        "checkpoint the test loads is the worst, the weights after the first epoch (32 steps) of a 15-epoch "
        "run of a 16-channel 1-D CNN: windows 1.6 to 0.86-0.94, the val loss 1.54 to 0.905 and val accuracy "
        "0.34 to 0.63, while the test loss is 1.55 and test accuracy 0.313",
        (),
        family="cnn",
        dataset="escalator-vib",
        seed=52013,
        runs=zf_runs(test_at_step=32),
    ),
    # --- model
    ZZB(
        "vzzb-class-weight-1000x-mlp-returns",
        Plan(returns, "mlp", 2e-3, "adam", epochs=4, log_every=4, model_kw=MLP64),
        ("metric-at-baseline",),
        "wrong-loss-function",
        "CrossEntropyLoss(weight=...) with 1000 for 'arrived-late' and 1 for the others (a config written in "
        "a German locale, where '1.000' for 'arrived-late' is read as one thousand): a 2x64 MLP under Adam "
        "for 4 epochs: windows 1.47 to 0.011-0.03 (the loss is a weighted mean) with a last one of 4.07, the "
        "val loss 0.049 to 0.030, while val accuracy is 0.137, 0.137, 0.137, 0.143 (the late share: every "
        "return called late), test 0.043 and 0.11",
        (*RUNAWAY, "undertrained"),
        family="mlp",
        dataset="shop-return-reasons",
        seed=52014,
        runs=zf_runs(
            loss=class_weighted((1.0, 1.0, 1.0, 1.0, 1000.0)), hparams={"class_weights": [1, 1, 1, 1, 1000]}
        ),
    ),
    ZZB(
        "vzzb-normal-init-std1-mlp-deliveries",
        Plan(
            deliveries,
            "mlp",
            1e-3,
            "adam",
            epochs=12,
            log_every=8,
            model_fault=normal_init(1.0),
            model_kw={"width": 128, "num_layers": 3},
        ),
        ("bad-initial-loss",),
        "poor-initialization",
        "an init_weights helper runs nn.init.normal_(p, 0, 1) over every parameter (meant for an embedding "
        "table) of a 3x128 regression MLP: the first windows 2.6e6, 1.36e6, 8.1e5 ... 3.5e4-4.6e4 at the end,"
        " gradient norms 4e6 falling to 1.5e5-3e5, the val MSE 6.3e5, 3.4e5 ... 9.3e4 (the target's variance "
        "is 1), test 8.1e4",
        (*RUNAWAY, "undertrained", "overfitting"),
        family="regression",
        dataset="courier-delivery",
        seed=52015,
    ),
    ZZB(
        "vzzb-sgd-config-lr-5e-2-adam-transformer-locks",
        Plan(locks, "transformer", 0.05, "adam", epochs=10, log_every=4),
        ("loss-spikes",),
        "learning-rate-too-high",
        "lr 0.05 from the SGD config reused when the optimizer was switched to Adam, without a warm-up, on a "
        "small transformer: windows 2.32, 1.68, 1.1 ... 0.13-0.64 jumping, gradient norms 0.3-3.8, the val "
        "loss 0.87, 0.718, 0.603, 0.481 ... 0.45-0.73 jumping between evaluations and val accuracy 0.65 to "
        "0.72-0.86, test 0.674 and 0.78 (lr 1e-3 with a warm-up: ~0.21 and 0.95)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="transformer",
        dataset="smart-lock-sessions",
        seed=52016,
        runs=zf_runs(hparams={"warmup_steps": 0}),
    ),
    ZZB(
        "vzzb-clip-before-backward-lstm-locks",
        Plan(locks, "lstm", 5.0, "sgd", momentum=0.9, epochs=10, log_every=4, model_kw=H48),
        ("loss-runaway",),
        "no-gradient-clipping",
        "clip_grad_norm_(model.parameters(), 1.0) called before loss.backward(), on the zeroed gradients, so "
        "nothing is clipped: SGD momentum 0.9 at lr 5 on an LSTM (hidden 48), a recipe that relies on the "
        "clip: windows 1.6, 1.42, 2.09 ... 7.6-11.8 at the end, a peak of 21.1, the val loss 3.55, 9.1, 18.1 "
        "... 8.45-10.6 and val accuracy 0.31-0.55, test 10.7 and 0.453",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="lstm",
        dataset="smart-lock-sessions",
        seed=52017,
        runs=zf_runs(hparams={"grad_clip": 1.0, "clip_position": "before backward"}),
    ),
    ZZB(
        "vzzb-one-field-60-tiles-cnn-crops",
        Plan(crops_one_field, "cnn", 2e-3, "adam", epochs=60, log_every=2, model_kw=CH16),
        ("overfitting",),
        "insufficient-data",
        "the training tiles come from one field's first flight only: 60 tiles (validation and test: 300 each "
        "from the season's flights); a 16-channel CNN under Adam for 60 epochs (120 steps, every 2nd logged):"
        " windows 1.6 to 0.0024, the val loss at its minimum 1.39 early, then up to 2.28, val accuracy 0.29 "
        "to 0.48, test 2.55 and 0.43 (1,000 tiles: ~0.46 and 0.84)",
        MEMO,
        family="cnn",
        dataset="crop-row-tiles",
        seed=52018,
    ),
    ZZB(
        "vzzb-check-val-every-50-bncnn1d-escalator",
        Plan(escalator, "bncnn1d", 3e-3, "adam", epochs=20, log_every=8, model_kw=CH16),
        ("missing-validation",),
        "missing-eval-set",
        "check_val_every_n_epoch=50 from a long-run template on a 20-epoch run: Lightning never validates; a "
        "batch-norm 1-D CNN logs its training loss, windows 1.46 to 0.6-1.0 over 640 steps, with no val loss "
        "at all; only the final test (0.904 and accuracy 0.63) is written",
        ("undertrained",),
        family="cnn-bn",
        dataset="escalator-vib",
        seed=52019,
        runs=zf_runs(evaluate=False, hparams={"check_val_every_n_epoch": 50}),
    ),
    ZZB(
        "vzzb-freeze-backbone-default-gru-locks",
        Plan(locks, "gru", 3e-3, "adam", epochs=10, log_every=4, params=head_only, model_kw=H48),
        ("slow-convergence",),
        "frozen-weights",
        "a fine-tuning template's freeze_backbone=True default left on for a GRU trained from scratch: the "
        "optimizer gets only the head's parameters, the embedding and the GRU stay at their random init; Adam"
        " lr 3e-3: windows 1.61 to 1.16-1.36, the val loss 1.42, 1.32, 1.26 ... 1.09 in a slow descent, val "
        "accuracy 0.47 to 0.60, test 1.07 and 0.64 (a trained GRU: ~0.17 and 0.94)",
        (*STALL, "gradient-vanishing", "train-val-gap"),
        family="gru",
        dataset="smart-lock-sessions",
        seed=52020,
    ),
    ZZB(
        "vzzb-bias-init-minus-3-mlp-returns",
        Plan(
            returns,
            "mlp",
            1e-3,
            "adam",
            epochs=12,
            log_every=8,
            model_fault=bias_init(-3.0),
            model_kw={"width": 64, "num_layers": 3},
        ),
        ("slow-convergence",),
        "dead-relu",
        "an init_weights helper copied from a gated recipe sets the bias of every nn.Linear to -3 (meant for "
        "the gates only): the ReLU units of a 3x64 MLP start dead and the head's outputs equal; Adam lr 1e-3 "
        "for 12 epochs: windows 1.6-1.61 to 1.54-1.57, the val loss 1.6 to 1.57 and val accuracy 0.33 (the "
        "wrong-size share) at every evaluation, test 1.55 and 0.36",
        (*STALL, "gradient-vanishing", "train-val-gap"),
        family="mlp",
        dataset="shop-return-reasons",
        seed=52021,
    ),
    ZZB(
        "vzzb-full-batch-sgd-30-steps-mlp-deliveries",
        Plan(deliveries, "mlp", 0.05, "sgd", epochs=30, batch_size=1000, log_every=1, model_kw=MLP64),
        ("undertrained",),
        "batch-size-unsuitable",
        "batch_size=len(train_set) from a 'use all the memory' flag with plain SGD at lr 0.05 for 30 epochs: "
        "30 optimizer steps in all on a 2x64 regression MLP, every step logged: the loss 1.03, 1.0, 0.985 ..."
        " 0.335 still falling, the val MSE 0.923 to 0.285, test 0.262 (batch 32: ~0.15)",
        ("slow-convergence", "metric-at-baseline"),
        family="regression",
        dataset="courier-delivery",
        seed=52022,
    ),
)

HEALTHY: tuple[Variant, ...] = (
    ZZB(
        "vzzb-healthy-cnn-crops-flip-gain-augment",
        Plan(
            crops, "cnn", 2e-3, "adam", epochs=15, log_every=10, model_fault=flip_gain_augment, model_kw=CH16
        ),
        (),
        None,
        "a 16-channel CNN with flips across and along the rows, a gain of 0.8-1.2 and 0.3 sd of extra noise "
        "in training, Adam lr 2e-3 for 15 epochs logged every 10 steps: windows 1.5 to 0.31-0.66, at or above"
        " the val loss, 1.22 to 0.46-0.50, val accuracy 0.51 to 0.82-0.84, test 0.531 and 0.803",
        family="cnn",
        dataset="crop-row-tiles",
        seed=52101,
    ),
    ZZB(
        "vzzb-healthy-bncnn-crops-bf16-warmup-cosine",
        Plan(
            crops,
            "bncnn",
            3e-3,
            "adamw",
            weight_decay=0.05,
            epochs=10,
            log_every=4,
            schedule="warmup-cosine",
            warmup=40,
            bf16=True,
        ),
        (),
        None,
        "a batch-norm CNN under bf16-mixed autocast, AdamW (weight decay 0.05) with a 40-step warm-up and a "
        "cosine decay, logged every 4 steps: windows 1.58 to 0.57-0.68, the val loss 1.3 to 0.64-0.65 and val"
        " accuracy 0.43 to 0.82-0.83, test 0.67 and 0.82",
        family="cnn-bn",
        dataset="crop-row-tiles",
        seed=52102,
    ),
    ZZB(
        "vzzb-healthy-resnet-crops-multistep",
        Plan(crops, "resnet", 0.05, "sgd", momentum=0.9, weight_decay=5e-4, epochs=12, log_every=8),
        (),
        None,
        "a residual net under SGD momentum lr 0.05 (weight decay 5e-4) with MultiStepLR cuts x0.1 at steps "
        "192 and 320: the val loss 1.24, 0.83, 0.756, then a bump to 0.843 at epoch 4 before the first cut, "
        "down to 0.336-0.361 after it; windows 1.47 to 0.32-0.39, val accuracy 0.52 to 0.88-0.90, test 0.331 "
        "and 0.913",
        family="resnet",
        dataset="crop-row-tiles",
        seed=52103,
        runs=zf_runs(schedule=multistep((192, 320), 0.1), hparams={"milestones": [192, 320]}),
    ),
    ZZB(
        "vzzb-healthy-cnn1d-escalator-dropout-shift",
        Plan(
            escalator,
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
        "a 1-D CNN with dropout 0.3 and shifts of up to 3 samples with 0.3 sd of extra noise in training, "
        "Adam lr 3e-3 for 15 epochs logged every 10 steps: windows 1.66 to 0.93-1.19, around the val loss, "
        "1.53 to 1.06, val accuracy 0.36 to 0.61 (the faint roller knocks and chain beats are hard), test "
        "1.07 and 0.573",
        family="cnn",
        dataset="escalator-vib",
        seed=52104,
    ),
    ZZB(
        "vzzb-healthy-bncnn1d-escalator-batch8-every-step",
        Plan(escalator, "bncnn1d", 1e-3, "adam", epochs=2, batch_size=8, log_every=1, model_kw=CH16),
        (),
        None,
        "a batch-norm 1-D CNN under Adam lr 1e-3 with batch 8 for 2 epochs, every step logged (250 steps): "
        "single-batch losses 0.78-1.67, 1.65 at the start and ~1.0 at the end, the val loss 1.25 then 1.14 "
        "and val accuracy 0.53 then 0.57, test 1.13 and 0.557: a short run, still improving",
        family="cnn-bn",
        dataset="escalator-vib",
        seed=52105,
    ),
    ZZB(
        "vzzb-healthy-bncnn1d-escalator-sgd-sparse",
        Plan(
            escalator,
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
        "every 100 and validated every 3 epochs: windows 0.95-1.23 at the start, 0.56-0.98 at the end, the "
        "val loss 1.02, 0.95, 0.92, 0.875, 0.856, 0.887, 0.856, 0.854 and val accuracy 0.56 to 0.64-0.67, "
        "test 0.85 and 0.66",
        family="cnn-bn",
        dataset="escalator-vib",
        seed=52106,
    ),
    ZZB(
        "vzzb-healthy-gru-locks-plateau-early-stop",
        Plan(
            locks,
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
        "patience 4) planned for 40 epochs: the val loss 0.758, 0.322, 0.207, 0.204 ... 0.173, the run stops "
        "at epoch 12; windows 1.26 to 0.01-0.23, val accuracy 0.80 to 0.93-0.94, test 0.162 and 0.95",
        family="gru",
        dataset="smart-lock-sessions",
        seed=52107,
    ),
    ZZB(
        "vzzb-healthy-transformer-locks-warmup-cosine",
        Plan(
            locks,
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
        "every 4th step logged: windows 1.43, 1.45, 1.52, 1.47 (held near ln 5 by the warm-up), then down to "
        "0.07-0.35, the val loss 1.22, 0.584, 0.333 ... 0.207 and val accuracy 0.54 to 0.95, test 0.275 and "
        "0.92",
        family="transformer",
        dataset="smart-lock-sessions",
        seed=52108,
    ),
    ZZB(
        "vzzb-healthy-lstm-locks-half-epoch-eval",
        Plan(locks, "lstm", 3e-3, "adam", epochs=10, log_every=4, val_interval=0.5, clip=1.0, model_kw=H48),
        (),
        None,
        "an LSTM (hidden 48) under Adam lr 3e-3 with clipping at 1, evaluated twice an epoch: windows 1.62 to"
        " 0.06-0.2, the val loss 1.3, 0.721, 0.439, 0.332 ... 0.19-0.22 with small bumps between half-epoch "
        "evaluations, val accuracy 0.58 to 0.92-0.95, test 0.238 and 0.937",
        family="lstm",
        dataset="smart-lock-sessions",
        seed=52109,
    ),
    ZZB(
        "vzzb-healthy-mlp-returns-dropout-half",
        Plan(
            returns,
            "mlp",
            1e-3,
            "adam",
            epochs=20,
            log_every=8,
            model_kw={"width": 256, "num_layers": 2, "dropout": 0.5},
        ),
        (),
        None,
        "a 2x256 MLP with dropout 0.5 under Adam lr 1e-3 for 20 epochs: windows 1.35 to 0.02-0.47, the val "
        "loss 0.682, 0.418 ... its minimum 0.359, then 0.38-0.40, val accuracy 0.80 to 0.85-0.86, test 0.524 "
        "and 0.803",
        family="mlp",
        dataset="shop-return-reasons",
        seed=52110,
    ),
    ZZB(
        "vzzb-healthy-mlp-returns-sgd-cyclic",
        Plan(returns, "mlp", 0.02, "sgd", momentum=0.9, epochs=16, log_every=4, model_kw=MLP64),
        (),
        None,
        "a 2x64 MLP under SGD momentum 0.9 with CyclicLR between 0.005 and 0.1 (64 steps up, 64 down), every "
        "4th step logged: windows 1.61 to 0.03-0.29, the val loss 1.05, 0.516, 0.392, 0.381 ... bumps to 0.43"
        " as the lr climbs back, 0.425 at the end, val accuracy 0.56 to 0.86-0.87, test 0.544 and 0.797",
        family="mlp",
        dataset="shop-return-reasons",
        seed=52111,
        runs=zf_runs(schedule=cyclic(0.005, 0.1, 64), hparams={"cyclic": [0.005, 0.1, 64]}),
    ),
    ZZB(
        "vzzb-healthy-mlp-returns-full-batch",
        Plan(returns, "mlp", 5e-3, "adam", epochs=35, batch_size=1000, log_every=5, model_kw=MLP64),
        (),
        None,
        "a 2x64 MLP under Adam lr 5e-3 with the whole training set as one batch for 35 epochs (35 steps, "
        "every 5th logged): the loss 1.33, 0.915, 0.59 ... 0.30, the val loss 1.54 to 0.405 and val accuracy "
        "0.37 to 0.857, test 0.522 and 0.81",
        family="mlp",
        dataset="shop-return-reasons",
        seed=52112,
    ),
    ZZB(
        "vzzb-healthy-regression-deliveries-plain-sgd-long",
        Plan(deliveries_long, "mlp", 3e-3, "sgd", epochs=40, batch_size=32, log_every=100, model_kw=MLP64),
        (),
        None,
        "a 2x64 regression MLP under plain SGD lr 3e-3 on 2,400 orders for 40 epochs (3,000 steps) logged "
        "every 100: windows 0.93 to 0.11-0.22, the val MSE 0.922, 0.821, 0.699, 0.56 ... 0.147 in a slow "
        "steady descent, test 0.174",
        family="regression",
        dataset="courier-delivery",
        seed=52113,
    ),
    ZZB(
        "vzzb-healthy-regression-deliveries-minutes",
        Plan(deliveries_in_minutes, "mlp", 3e-3, "adam", epochs=15, log_every=8, model_kw=MLP64),
        (),
        None,
        "the delivery time in minutes as the target (not standardised), a 2x64 MLP under Adam lr 3e-3: "
        "windows 1,590, 1,490, 1,150 ... 6.8-25, the val MSE 871, 79.4, 48.6 ... 33.2-33.3 (sd ~6 minutes), "
        "test 23.3",
        family="regression",
        dataset="courier-delivery",
        seed=52114,
    ),
    ZZB(
        "vzzb-healthy-regression-deliveries-short-50",
        Plan(deliveries, "mlp", 1e-3, "adam", epochs=10, max_steps=50, log_every=2, model_kw=MLP64),
        (),
        None,
        "a 2x64 regression MLP under Adam lr 1e-3 stopped after 50 steps by max_steps (every 2nd logged), a "
        "quick check: windows 1.24, 1.22, 0.584 ... 0.19-0.2, the single val MSE 0.372, test 0.223: still "
        "improving",
        family="regression",
        dataset="courier-delivery",
        seed=52115,
    ),
    ZZB(
        "vzzb-healthy-regression-deliveries-rmsprop-early-stop",
        Plan(deliveries, "mlp", 1e-3, "rmsprop", epochs=60, log_every=16, early_stop=5, model_kw=MLP64),
        (),
        None,
        "a 2x64 regression MLP under RMSprop lr 1e-3 with EarlyStopping(val_loss, patience 5) planned for 60 "
        "epochs: the val MSE 0.199, 0.194, its minimum 0.181 at epoch 6, then 0.19-0.235, and the run stops "
        "at epoch 11; windows 0.09-0.42, test 0.175",
        family="regression",
        dataset="courier-delivery",
        seed=52116,
    ),
    ZZB(
        "vzzb-healthy-gru-locks-batch8-every-step",
        Plan(locks, "gru", 1e-3, "adam", epochs=1, batch_size=8, log_every=1, model_kw=H48),
        (),
        None,
        "a GRU (hidden 48) under Adam lr 1e-3 with batch 8 for one epoch, every step logged (125 steps): "
        "single-batch losses 1.53-1.74 at the start, 0.44-1.21 at the end, the val loss 0.726 and val "
        "accuracy 0.77 at the end of the epoch, test 0.73 and 0.77: a one-epoch run, still improving",
        family="gru",
        dataset="smart-lock-sessions",
        seed=52117,
    ),
    ZZB(
        "vzzb-healthy-rnn-locks-steplr-clip",
        Plan(
            locks,
            "rnn",
            0.02,
            "sgd",
            momentum=0.9,
            epochs=16,
            log_every=8,
            clip=1.0,
            schedule="step",
            step_size=320,
            gamma=0.3,
        ),
        (),
        None,
        "a tanh RNN under SGD momentum lr 0.02 with clipping at 1 and StepLR x0.3 every 320 steps for 16 "
        "epochs: windows 1.56 to 0.02-0.36, the val loss 1.23, 0.853, 0.656, 0.453 ... 0.29-0.30 and val "
        "accuracy 0.51 to 0.92, test 0.233 and 0.933",
        family="rnn",
        dataset="smart-lock-sessions",
        seed=52118,
    ),
    ZZB(
        "vzzb-healthy-mlp-returns-cosine-eval-every-3",
        Plan(
            returns,
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
        "logged and validated every 3 epochs: windows 1.31 to 0.02-0.26, the val loss 0.381, 0.364, 0.356, "
        "0.354, 0.36, 0.362, 0.36, 0.361 and val accuracy 0.85-0.88, test 0.538 and 0.797",
        family="mlp",
        dataset="shop-return-reasons",
        seed=52119,
    ),
    ZZB(
        "vzzb-healthy-regression-deliveries-warmup-bump",
        Plan(
            deliveries,
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
        "logged: windows 0.937, 0.818, 0.866 (a bump as the lr climbs), 0.69 ... 0.05-0.12, the val MSE "
        "0.291, 0.251, 0.221 ... 0.175-0.193, test 0.185",
        family="regression",
        dataset="courier-delivery",
        seed=52120,
    ),
    ZZB(
        "vzzb-healthy-cnn-crops-adagrad",
        Plan(crops, "cnn", 0.01, "adagrad", epochs=12, log_every=8, model_kw=CH16),
        (),
        None,
        "a 16-channel CNN under Adagrad lr 0.01 for 12 epochs: windows 1.6 to 0.28-0.4, the val loss 1.22, "
        "1.07, 0.833 ... 0.57-1.04 with bumps, val accuracy 0.47 to 0.75-0.79, test 0.71 and 0.723",
        family="cnn",
        dataset="crop-row-tiles",
        seed=52121,
    ),
    ZZB(
        "vzzb-healthy-bncnn1d-escalator-accumulate-4",
        Plan(
            escalator,
            "bncnn1d",
            2e-3,
            "adamw",
            weight_decay=0.01,
            epochs=12,
            batch_size=8,
            accumulate=4,
            log_every=4,
            schedule="cosine",
            model_kw=CH16,
        ),
        (),
        None,
        "a batch-norm 1-D CNN with batch 8 and 4 accumulated batches a step (32 optimizer steps an epoch), "
        "AdamW lr 2e-3 with a cosine decay, every 4th step logged: windows 1.55 to 0.63-1.3, the val loss "
        "1.31 to 1.02 and val accuracy 0.48 to 0.58, test 1.02 and 0.56",
        family="cnn-bn",
        dataset="escalator-vib",
        seed=52122,
    ),
)
