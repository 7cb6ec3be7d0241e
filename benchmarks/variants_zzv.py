"""Variant battery zzv: a look-alike of an external held-out suite, real framework runs (`--battery zzv`).

    nice -n 10 python benchmarks/variants.py --battery zzv --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery zzv [--runs]

Like batteries d-zzt, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is the log),
trained by battery d's runner through the earlier batteries' wrappers (battery zf's runner with w's
checkpoint the test loads, zg's replaced loss, zd's replaced schedule), battery zj's model wrapper and
this battery's own hooks (a gradient hook dividing by the parameter count, an lr read from an SGD
template's default, an inverse-step decay meant per epoch and stepped per batch, a labels file sorted by
arrival date joined to features sorted by booking id, a test split of the first week of January only, a
leaked reservation-status column, a scaler whose output was discarded, recordings read in their
recording order, class weights of 100 on the rarest class, evaluation sessions exported newest event
first, a validation every 50 epochs in a 20-epoch run, a checkpoint picked with mode "min" on the val
accuracy, batch-norm scales initialised to 0 in a plain CNN, a position embedding initialised x10, an
epoch count read from an unset environment variable, a loader that reads the first shard only), so each
case can run in each of the three layouts; the layout rotation of variants.py picks one.
It was written blind: its author trained it with `--train-only`, read the raw logged numbers of each
run, and never diagnosed or scored it, so it is held-out data for the tool.
Its halves are even (one fault each, one cause a case, spread over every family of cause: optimisation,
data, evaluation, model, workflow; ~2-3 CPU-minutes to train on the shared 2-core machine), injected
into data sets no battery had at a realistic strength, in forms earlier batteries did not use (see each
case's description and each hook's docstring).
Runs of ~50 to ~3,000 steps: MLPs (2x64 to 3x128, dropout 0.3), 2-D CNNs with and without batch norm, a
small residual net, 1-D CNNs with and without batch norm, GRU / LSTM readers, small transformers and
regression MLPs; SGD with (Nesterov) momentum, Adam, AdamW and RMSprop; constant, warm-up + cosine,
warm-up + linear, cosine, multi-step, one-cycle, plateau, cyclic and inverse-step schedules; bf16-mixed
autocast, shift / gain / noise and flip / rotation augmentation, dropout, early stopping, clipping,
gradient accumulation; batches of 4 to 64; cadences from every step to once every 100 steps, evaluations
twice an epoch to every 4 epochs (and never).
The data sets are new, all made offline with numpy from known generating models (see each generator): a
mechanical ventilator's airway pressure windows (64 samples: a normal breath, a circuit leak, an airway
obstruction, double triggering, auto-PEEP), avocado skin patches as 12x12 grey images (clean,
anthracnose spots, scab, a bruise, sunburn), a roller coaster's ride controller event logs (a normal
cycle, a restraint fault, a block-brake stop, a lift fault, a weather hold; left-padded to 16), a
compost windrow's peak core temperature (from the C:N ratio, the moisture, the volume, the turning, the
weather; standardised) and a hotel's booking outcomes (checked in, cancelled early, cancelled late, a
no-show; from 12 booking columns).
The healthy half holds sound runs a naive reader can take for a fault: val losses below the training
loss under shift / gain / noise or flip / rotation augmentation or dropout, small-batch losses logged
every step, bf16 noise, a val bump before a multi-step cut, warm-up bumps, cyclic bumps, an LSTM's
clipped gradient-norm spikes, a plateau schedule, early stopping, accumulated gradients, evaluations
every 4 epochs and twice an epoch, a long SGD regression logged every 100 steps, a short run still
improving, an imbalanced table whose accuracy starts at the majority share.
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
from benchmarks.variants_zj import _augmented, _signal_splits, _stats

if TYPE_CHECKING:
    import torch

    from tests.suite.datasets import Splits

SIZES = (1000, 300, 300)


# ---------------------------------------------------------------- data sets no battery has


VENTILATOR_STATES = ("normal", "circuit-leak", "obstruction", "double-trigger", "auto-peep")


def _ventilator(seed: int, n: int) -> tuple[Any, Any]:
    """A mechanical ventilator's airway pressure (cmH2O), 64 samples a window, labelled by the
    respiratory therapist: a normal breath cycle (a rise to the drive pressure over the PEEP, a held
    plateau, an exponential fall back to the PEEP), a circuit leak (the plateau sags and the PEEP is
    lost), an airway obstruction (a sharp resistive spike at the start of each inspiration), double
    triggering (a second, weaker breath stacked right after each one) or auto-PEEP (a slow expiration
    that never reaches the PEEP before the next breath). Each window has its own breath period (22-34
    samples), phase, PEEP (4-10), drive (10-20), severity (0.4-1) and noise (sd 0.4-0.9)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.32, 0.17, 0.17, 0.17, 0.17])
    t = np.arange(64, dtype=float)
    x = np.zeros((n, 64))
    for i in range(n):
        period = rng.uniform(22, 34)
        ti = period * rng.uniform(0.3, 0.4)
        peep, drive = rng.uniform(4, 10), rng.uniform(10, 20)
        sev = rng.uniform(0.4, 1.0)
        tau_e = rng.uniform(2.0, 3.5) if y[i] != 4 else rng.uniform(7, 11) * (0.6 + 0.4 * sev)
        tau = (t + rng.uniform(0, period)) % period
        insp = tau < ti
        rise = drive * (1 - np.exp(-tau / 1.5))
        end = drive * (1 - np.exp(-ti / 1.5))
        fall = end * np.exp(-(tau - ti) / tau_e)
        if y[i] == 4:  # the trapped volume of the earlier breaths
            fall = fall + end * np.exp(-(tau + period - ti) / tau_e)
            rise = rise + end * np.exp(-(tau + period - ti) / tau_e)
        s = peep + np.where(insp, rise, fall)
        if y[i] == 1:
            s = s - np.where(insp, sev * 1.8 * tau, sev * 1.8 * ti * np.exp(-(tau - ti) / 3)) - sev * 4
        elif y[i] == 2:
            s = s + np.where(insp, sev * 10 * np.exp(-tau / 1.2), 0)
        elif y[i] == 3:
            d = tau - ti - 2
            s = s + np.where(d >= 0, sev * 1.2 * drive * np.exp(-d / 2.5) * (1 - np.exp(-d / 0.8)), 0)
        x[i] = s + rng.normal(0, rng.uniform(0.4, 0.9), 64)
    return x, y


def ventilator(
    seed: int = 68101, sizes: tuple[int, int, int] = SIZES, name: str = "ventilator-airway-pressure-64"
) -> Splits:
    """The windows (N, 64), centred and scaled by the training windows' mean and sd, 5 classes."""
    x, y = _ventilator(seed, sum(sizes))
    return _signal_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def ventilator_recording_order() -> Splits:
    """The bug: the training windows are cut from the ICU's recordings in recording order (a patient's
    ventilator keeps one state for long stretches: 40-80 consecutive windows share a label) and the
    DataLoader's `shuffle=False` (kept from the evaluation loader it was copied from): each batch is
    one state, and the stretches come back in the same order every epoch."""
    import numpy as np
    import torch

    data = ventilator(68102)
    rng = np.random.default_rng(68103)
    y = data.y_train.numpy()
    pools = {c: list(rng.permutation(np.flatnonzero(y == c))) for c in range(5)}
    order: list[int] = []
    while any(pools.values()):
        c = int(rng.choice([k for k, v in pools.items() if v]))
        take = int(rng.integers(40, 81))
        order += [int(i) for i in pools[c][:take]]
        pools[c] = pools[c][take:]
    index = torch.as_tensor(order)
    return replace(data, x_train=data.x_train[index], y_train=data.y_train[index])


def ventilator_first_shard() -> Splits:
    """The bug: the training loader reads `sorted(glob("train-*.npz"))[0]`, a line meant to pick the
    manifest from a one-file folder: only the first of eight shards, 120 of the 1,000 training windows,
    is read; validation and test are whole."""
    data = ventilator(68104)
    return replace(data, x_train=data.x_train[:120], y_train=data.y_train[:120])


AVOCADO_GRADES = ("clean", "anthracnose", "scab", "bruise", "sunburn")


def _avocado(seed: int, n: int) -> tuple[Any, Any]:
    """12x12 grey patches (0-255) of avocado skin from a packhouse's grading camera, labelled by the
    grader: clean (a pebbly skin texture), anthracnose (one to three round dark sunken spots with sharp
    edges), scab (a cluster of small bright corky speckles), a bruise (a broad soft dark area) or
    sunburn (a bright flush fading in from one edge). Each patch has its own brightness (90-130),
    texture, defect strength (0.5-1) and noise (sd 6-12)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.32, 0.17, 0.17, 0.17, 0.17])
    yy, xx = np.mgrid[0:12, 0:12].astype(float)
    x = np.zeros((n, 12, 12))
    for i in range(n):
        image = np.full((12, 12), rng.uniform(90, 130))
        for _ in range(8):
            px, py = rng.uniform(0, 12, 2)
            image += rng.uniform(-10, 10) * np.exp(-((xx - px) ** 2 + (yy - py) ** 2) / 1.5)
        strength = rng.uniform(0.5, 1.0)
        if y[i] == 1:
            for _ in range(rng.integers(1, 4)):
                px, py = rng.uniform(2, 10, 2)
                r = rng.uniform(1.0, 2.0)
                d = np.sqrt((xx - px) ** 2 + (yy - py) ** 2)
                image = image - strength * rng.uniform(50, 70) / (1 + np.exp((d - r) / 0.3))
        elif y[i] == 2:
            cx, cy = rng.uniform(3, 9, 2)
            for _ in range(rng.integers(6, 12)):
                px, py = cx + rng.normal(0, 1.5), cy + rng.normal(0, 1.5)
                image = image + strength * 45 * np.exp(-((xx - px) ** 2 + (yy - py) ** 2) / 0.35)
        elif y[i] == 3:
            bx, by = rng.uniform(3, 9, 2)
            r = rng.uniform(3, 5)
            image = image - strength * rng.uniform(25, 35) * np.exp(-((xx - bx) ** 2 + (yy - by) ** 2) / r**2)
        elif y[i] == 4:
            side = rng.integers(4)
            ramp = (yy, 11 - yy, xx, 11 - xx)[side]
            image = image + strength * rng.uniform(35, 55) * np.clip(1 - ramp / 6, 0, 1)
        x[i] = np.clip(image + rng.normal(0, rng.uniform(6, 12), (12, 12)), 0, 255)
    return x, y


def avocado(seed: int = 68201, sizes: tuple[int, int, int] = SIZES, name: str = "avocado-skin-12") -> Splits:
    """The patches as (N, 1, 12, 12), centred and scaled by the training patches' mean and sd, 5 classes."""
    x, y = _avocado(seed, sum(sizes))
    return _patch_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


COASTER_EVENTS = (
    "pad",
    "dispatch",
    "restraints-locked",
    "restraint-fault",
    "lift-engaged",
    "lift-chain-slow",
    "block-clear",
    "block-brake-stop",
    "station-brake",
    "wind-high",
    "weather-hold",
    "e-stop",
    "reset",
    "unload",
)
COASTER_FAULTS = ("normal-cycle", "restraint-fault", "block-brake-stop", "lift-fault", "weather-hold")
_RIDE_STARTS = ((2, 1), (2, 3), (1, 4), (1, 4), (9, 2))
_RIDE_EVENTS = ((4, 6, 8, 13), (3, 2, 11, 12), (7, 11, 12, 6), (5, 11, 4, 12), (9, 10, 12, 13))
_RIDE_LENGTHS = ((8, 16), (5, 13), (7, 16), (6, 15), (5, 12))


def _coaster(seed: int, n: int, length: int = 16) -> tuple[Any, Any]:
    """A roller coaster's ride controller event log for one dispatch cycle (13 kinds: dispatch,
    restraints locked, a restraint fault, the lift engaged, the lift chain slow, a block clear, a
    block-brake stop, the station brake, high wind, a weather hold, an e-stop, a reset, unload),
    left-padded to 16 with 0, labelled by the maintenance log (a normal cycle, a restraint fault, a
    block-brake stop, a lift fault, a weather hold). Each label is a Markov chain over a shared base
    that starts from its own events and favours its own four, with its own range of lengths; a ninth of
    the events are logged wrong."""
    import numpy as np

    base_rng = np.random.default_rng(6831)
    kinds = len(COASTER_EVENTS) - 1
    base = base_rng.dirichlet(np.full(kinds, 0.5), kinds)
    chains = []
    for c in range(5):
        boost = np.zeros(kinds)
        for e in _RIDE_EVENTS[c]:
            boost[e - 1] += 0.35 / 4
        chain = 0.65 * base + boost
        chains.append(chain / chain.sum(1, keepdims=True))
    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.32, 0.17, 0.17, 0.17, 0.17])
    x = np.zeros((n, length), dtype=np.int64)
    for i in range(n):
        c = int(y[i])
        events = [int(rng.choice(_RIDE_STARTS[c]))]
        for _ in range(int(rng.integers(*_RIDE_LENGTHS[c])) - 1):
            events.append(int(rng.choice(kinds, p=chains[c][events[-1] - 1])) + 1)
        events = [int(rng.integers(1, kinds + 1)) if rng.random() < 1 / 9 else e for e in events]
        x[i, length - len(events) :] = events
    return x, y


def coaster(
    seed: int = 68301, sizes: tuple[int, int, int] = SIZES, name: str = "coaster-ride-events"
) -> Splits:
    """Cycles (N, 16) over 14 ids (0 the padding), 5 classes."""
    x, y = _coaster(seed, sum(sizes))
    return _token_splits(x, y, sizes, name)


def coaster_eval_newest_first() -> Splits:
    """The bug: the evaluation export comes from the SCADA historian's query, which returns each
    cycle's events `ORDER BY ts DESC` (newest first), while the training cache was written oldest
    first; both are left-padded, so validation and test cycles run backwards."""
    import torch

    data = coaster(68302)

    def newest_first(x: torch.Tensor) -> torch.Tensor:
        out = torch.zeros_like(x)
        for i, row in enumerate(x):
            events = row[row > 0].flip(0)
            out[i, x.shape[1] - len(events) :] = events
        return out

    return replace(data, x_val=newest_first(data.x_val), x_test=newest_first(data.x_test))


COMPOST_COLUMNS = (
    "c_n_ratio",
    "moisture_pct",
    "volume_m3",
    "turn_interval_d",
    "ambient_c",
    "particle_mm",
    "bulking_frac",
    "inoculant",
    "day_of_year",
    "pile_id",
)


def _compost(seed: int, n: int, first_week: bool = False) -> tuple[Any, Any]:
    """A compost windrow's peak core temperature (deg C) in its first fortnight: the microbes run
    hottest at a C:N ratio near 28 and 55-60% moisture, a bigger pile holds its heat, frequent turning
    and coarse particles cool it, a bulking agent and an inoculant help a little, the weather adds a
    little, and below ~2 deg C the pile's shell freezes and the peak falls away fast. The site
    composts mostly March-November: a twentieth of the piles fall in winter. `first_week`: piles
    built in the first week of January. 2 deg C of noise: standardised, sound models stop near an MSE
    of 0.15-0.2."""
    import numpy as np

    rng = np.random.default_rng(seed)
    if first_week:
        day = rng.uniform(1, 8, n)
    else:
        day = np.where(rng.random(n) < 0.05, rng.uniform(1, 366, n), rng.uniform(60, 330, n))
    ambient = 10 + 12 * np.sin(2 * np.pi * (day - 105) / 365) + rng.normal(0, 3, n)
    cn = rng.uniform(15, 50, n)
    moisture = rng.uniform(35, 75, n)
    volume = rng.uniform(2, 40, n)
    turn = rng.uniform(1, 14, n)
    particle = rng.uniform(5, 40, n)
    bulking = rng.uniform(0, 0.4, n)
    inoculant = (rng.random(n) < 0.3).astype(float)
    pile = rng.integers(1000, 9999, n).astype(float)
    peak = (
        38
        + 18 * np.exp(-(((cn - 28) / 12) ** 2))
        + 12 * np.exp(-(((moisture - 58) / 12) ** 2))
        + 6 * np.log(volume / 2) / np.log(20)
        + 0.35 * (turn - 7) * (turn < 7)
        - 0.25 * (turn - 7) * (turn >= 7)
        - 0.12 * (particle - 20)
        + 6 * bulking
        + 1.5 * inoculant
        + 0.2 * ambient
        - 0.8 * np.maximum(0, 2 - ambient) ** 1.3
    )
    x = np.column_stack([cn, moisture, volume, turn, ambient, particle, bulking, inoculant, day, pile])
    return x, peak + rng.normal(0, 2.0, n)


def compost(
    seed: int = 68401, sizes: tuple[int, int, int] = SIZES, name: str = "compost-peak-temp"
) -> Splits:
    """10 standardised columns, the peak temperature standardised."""
    x, peak = _compost(seed, sum(sizes))
    return _regression_table(name, x, peak, sizes)


def compost_long() -> Splits:
    """A 2,000-pile draw."""
    x, peak = _compost(68402, 2600)
    return _regression_table("compost-peak-temp-2000", x, peak, (2000, 300, 300))


def compost_test_first_week() -> Splits:
    """The bug: the test split is `df[df.date < "2024-01-08"]` (a held-out *period* meant to be the
    last quarter), the first week of January only, while training and validation span the site's year
    (a twentieth of their piles in winter): every test pile was built in the frost."""
    import numpy as np

    x, peak = _compost(68403, SIZES[0] + SIZES[1])
    x_test, peak_test = _compost(68404, SIZES[2], first_week=True)
    return _regression_table(
        "compost-peak-temp", np.concatenate([x, x_test]), np.concatenate([peak, peak_test]), SIZES
    )


def compost_scaler_output_discarded() -> Splits:
    """The bug: the preprocessing reads `scaler.fit_transform(X_train)` on a line of its own (the
    result never assigned) and `scaler.transform(X_val)` likewise, so the columns reach the model in
    their own units (C:N 15-50, moisture 35-75%, the day of year 1-365, a pile id 1000-9999); the
    target is standardised."""
    x, peak = _compost(68405, sum(SIZES))
    return _regression_table("compost-peak-temp", x, peak, SIZES, features_scaled=False)


HOTEL_COLUMNS = (
    "lead_time_days",
    "adr_eur",
    "nights",
    "adults",
    "children",
    "special_requests",
    "previous_cancellations",
    "non_refundable",
    "booking_changes",
    "online_agency",
    "repeated_guest",
    "arrival_week",
)
HOTEL_OUTCOMES = ("checked-in", "cancelled-early", "cancelled-late", "no-show")


def _hotel(seed: int, n: int, shares: tuple[float, ...] = (0.56, 0.2, 0.16, 0.08)) -> tuple[Any, Any, Any]:
    """A city hotel's booking outcomes: checked in (a short lead, special requests, changes made), a
    cancellation more than 30 days before arrival (a long lead, an online agency, earlier
    cancellations), a late cancellation (a middling lead, a high rate, earlier cancellations) or a
    no-show (one adult, no requests, an online agency). Returns the columns, the outcome and each
    booking's arrival day (the booking day plus the lead time; rows come in booking-id order)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(4, n, p=list(shares))
    lead = np.exp(rng.normal(np.array([3.0, 4.4, 3.7, 3.4])[y], 0.8))
    adr = rng.normal(np.array([100, 95, 118, 92])[y], 28)
    nights = rng.poisson(np.array([2.5, 3.2, 2.2, 1.6])[y]) + 1
    adults = 1 + (rng.random(n) < np.array([0.7, 0.72, 0.6, 0.35])[y])
    children = (rng.random(n) < np.array([0.12, 0.1, 0.08, 0.03])[y]).astype(float)
    requests = rng.poisson(np.array([1.1, 0.4, 0.5, 0.15])[y])
    previous = rng.poisson(np.array([0.05, 0.4, 0.6, 0.3])[y])
    nonref = (rng.random(n) < np.array([0.08, 0.3, 0.15, 0.06])[y]).astype(float)
    changes = rng.poisson(np.array([0.5, 0.2, 0.35, 0.08])[y])
    online = (rng.random(n) < np.array([0.4, 0.62, 0.66, 0.82])[y]).astype(float)
    repeated = (rng.random(n) < np.array([0.07, 0.01, 0.02, 0.02])[y]).astype(float)
    booked = np.sort(rng.uniform(0, 365, n))
    arrival = booked + lead
    week = (arrival % 365) // 7 + 1
    x = np.column_stack(
        [lead, adr, nights, adults, children, requests, previous, nonref, changes, online, repeated, week]
    )
    return x, y, arrival


def hotel(
    seed: int = 68501, sizes: tuple[int, int, int] = SIZES, name: str = "hotel-booking-outcome"
) -> Splits:
    """12 standardised columns, 4 classes."""
    x, y, _ = _hotel(seed, sum(sizes))
    return _generated(name, x, y, 4, sizes)


def hotel_long() -> Splits:
    """A 2,000-booking draw."""
    return hotel(68502, (2000, 300, 300), "hotel-booking-outcome-2000")


def hotel_labels_sorted_by_arrival() -> Splits:
    """The bug: the last quarter's export (the last 300 training bookings) comes as two files, the
    features sorted by booking id and the outcomes sorted by arrival date, joined by position: those
    bookings carry the outcome of whichever booking arrives in their place."""
    import numpy as np

    x, y, arrival = _hotel(68503, sum(SIZES))
    part = slice(700, 1000)
    y = y.copy()
    y[part] = y[part][np.argsort(arrival[part], kind="stable")]
    return _generated("hotel-booking-outcome", x, y, 4, SIZES)


def hotel_reservation_status() -> Splits:
    """The bug: the training extract keeps `reservation_status` (Check-Out / Canceled / No-Show,
    label-encoded 0 / 1 / 2), written when the stay ends, so in the historical rows it spells the
    outcome out (but for early vs late cancellation); the test rows come from the live booking export,
    where every status is still 'Pending' (encoded 3)."""
    import numpy as np

    x, y, _ = _hotel(68504, sum(SIZES))
    status = np.array([0.0, 1.0, 1.0, 2.0])[y]
    status[SIZES[0] + SIZES[1] :] = 3.0
    return _generated("hotel-booking-outcome", np.column_stack([x, status]), y, 4, SIZES)


# ---------------------------------------------------------------- injected faults (and healthy hooks)


def grad_divided_by_param_count(net: Any) -> Any:
    """The bug: a hook meant to average the gradients over the data-parallel workers
    (`p.register_hook(lambda g: g / world_size)`) was written with `n = sum(p.numel() for p in
    model.parameters())`: every gradient is divided by the parameter count (a few thousand)."""
    count = sum(p.numel() for p in net.parameters())
    for p in net.parameters():
        p.register_hook(lambda g, n=count: g / n)
    return net


def inverse_step_decay(optimizer: Any, _total: int) -> Any:
    """The bug: `LambdaLR(opt, lambda e: 1 / (e + 1))` written for an epoch-stepped scheduler, then
    registered with `interval: "step"`: the lr is halved after the first batch and is a hundredth of
    its start by step 100."""
    import torch

    return torch.optim.lr_scheduler.LambdaLR(optimizer, lambda step: 1 / (step + 1))


def bn_scale_zero(net: Any) -> Any:
    """The bug: `nn.init.zeros_(m.weight)` on every BatchNorm layer (the zero-init-residual trick of a
    residual net's recipe, applied to a plain CNN without skip connections): every normalised map is
    0 going into its ReLU, so nothing reaches the head and no gradient reaches the body."""
    import torch
    from torch import nn

    with torch.no_grad():
        for m in net.modules():
            if isinstance(m, nn.BatchNorm2d | nn.BatchNorm1d):
                m.weight.zero_()
    return net


def position_std_10(net: Any) -> Any:
    """The bug: the position embedding is initialised `torch.randn(1, length, dim) * 10` (a `/ 10`
    read as `* 10` from a 0.1 scale): the positions swamp the token embeddings (sd ~1) at every
    input of the pre-norm encoder."""
    import torch

    with torch.no_grad():
        net.position.normal_(0, 10.0)
    return net


def no_show_weighted_100(logits: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    """The bug: `CrossEntropyLoss(weight=[1, 1, 1, 100])`: the no-shows (8% of the bookings) weighted
    100 (a weight typed as the inverse share in percent, 1 / 0.01), where ~3 was meant."""
    import torch
    from torch import nn

    weight = torch.tensor([1.0, 1.0, 1.0, 100.0], device=logits.device)
    return nn.functional.cross_entropy(logits.float(), target, weight=weight)


def _vent_jitter(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.roll(x, int(torch.randint(-12, 13, (1,))), dims=-1)
    return x * (0.8 + 0.4 * torch.rand(len(x), 1)) + 0.25 * torch.randn_like(x)


vent_jitter = _augmented(_vent_jitter)
vent_jitter.__doc__ = """Not a fault: in training mode each batch's pressure windows are rolled by up to
12 samples (a breath's phase is arbitrary), their gain drawn in 0.8-1.2 and 0.25 sd of noise added."""


def _avocado_jitter(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.rot90(x, int(torch.randint(0, 4, (1,))), dims=(2, 3))
    x = torch.where(torch.rand(len(x), 1, 1, 1) < 0.5, x.flip(-1), x)
    return x + 0.4 * torch.randn_like(x)


avocado_jitter = _augmented(_avocado_jitter)
avocado_jitter.__doc__ = """Not a fault: in training mode each batch of avocado patches is rotated by a
multiple of 90 degrees, each patch mirrored with probability 0.5, and 0.4 sd of pixel noise added."""


# ---------------------------------------------------------------- the variants


def ZZV(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by battery zf's runner (through every earlier wrapper)."""
    return L(*args, runs=runs or zf_runs(), **kw)


CH16 = {"channels": 16}
H48 = {"hidden": 48}
W128 = {"width": 128, "num_layers": 3}

FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    ZZV(
        "vzzv-grad-hook-divided-by-param-count-cnn1d-ventilator",
        Plan(
            ventilator,
            "cnn1d",
            0.05,
            "sgd",
            momentum=0.9,
            epochs=10,
            log_every=8,
            model_fault=grad_divided_by_param_count,
            model_kw=CH16,
        ),
        ("slow-convergence",),
        "weight-updates-too-small",
        "a gradient hook meant to average over data-parallel workers divides every gradient by the "
        "parameter count (2,853) instead of the world size, under SGD momentum 0.9 at lr 0.05: a "
        "16-channel 1-D CNN over the ventilator windows for 10 epochs (every 8th step logged): losses "
        "1.63, 1.62, 1.63 ... 1.57-1.65, gradient norms 9e-5 to 3e-4, epoch means 1.63 at every epoch, "
        "the val loss 1.63 to 1.62 and val accuracy 0.16-0.167, test 1.63 and 0.14 (a sound 1-D CNN: ~0.9"
        " and 0.6)",
        STALL,
        family="cnn",
        dataset="ventilator-airway-pressure",
        seed=68001,
        runs=zf_runs(hparams={"grad_hook": "g / sum(p.numel())", "meant": "g / world_size"}),
    ),
    ZZV(
        "vzzv-lr-default-of-sgd-template-adam-transformer-coaster",
        Plan(coaster, "transformer", 0.05, "adam", epochs=8, log_every=8),
        ("slow-convergence",),
        "learning-rate-too-high",
        "the config sets `learning_rate: 1e-3` but the training script reads `cfg.get('lr', 0.05)`, the "
        "default of the SGD template it was copied from, so a small transformer runs Adam at lr 0.05 over"
        " the ride cycles for 8 epochs (every 8th step logged): losses 1.75, 1.53, 1.53 ... 1.0-1.67 at "
        "the end, epoch means 1.57, 1.36, 1.28, 1.3, 1.21, 1.27, 1.27, 1.18, the val loss 1.45, 1.37 ... "
        "1.3-1.39 and val accuracy 0.37-0.49, test 1.28 and 0.447 (at 2e-3 under AdamW: 0.706 and 0.743)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="transformer",
        dataset="coaster-ride-events",
        seed=68002,
        runs=zf_runs(
            hparams={"lr_from": "get('lr', 0.05) of the SGD template", "config_key": "learning_rate"}
        ),
    ),
    ZZV(
        "vzzv-inverse-decay-stepped-per-batch-gru-coaster",
        Plan(coaster, "gru", 3e-3, "adam", epochs=12, log_every=8, schedule="cosine", model_kw=H48),
        ("slow-convergence",),
        "lr-decay-too-fast",
        "a LambdaLR of 1 / (epoch + 1) written for an epoch-stepped scheduler but registered with "
        "interval 'step', so Adam's lr of 3e-3 halves after the first batch and is ~8e-6 by the end: a "
        "GRU (hidden 48) over the ride cycles for 12 epochs (every 8th step logged): losses 1.56, 1.58 "
        "... 1.46-1.65, epoch means 1.57, 1.54, 1.53 ... 1.51, the val loss 1.57 to 1.54 and val accuracy"
        " 0.3-0.32, test 1.5 and 0.373 (a sound GRU reaches ~0.6 after 50 steps)",
        STALL,
        family="rnn",
        dataset="coaster-ride-events",
        seed=68003,
        runs=zf_runs(
            schedule=inverse_step_decay, hparams={"lr_lambda": "1 / (epoch + 1)", "interval": "step"}
        ),
    ),
    # --- data
    ZZV(
        "vzzv-labels-file-sorted-by-arrival-mlp-hotel",
        Plan(hotel_labels_sorted_by_arrival, "mlp", 2e-3, "adam", epochs=40, log_every=8, model_kw=W128),
        ("train-val-gap", "overfitting"),
        "label-noise",
        "the last 300 training bookings come as two files, the features sorted by booking id and the "
        "outcomes sorted by arrival date, joined by position, so they carry other bookings' outcomes: a "
        "3x128 MLP under Adam lr 2e-3 for 40 epochs (every 8th step logged): losses 1.14, 0.883 ... "
        "0.004-0.67, epoch means 1.12, 0.973 ... 0.12, the val loss 0.877, 0.897, its minimum 0.874 "
        "(epoch 3), then up to 4.4 and val accuracy 0.717 at best, falling to 0.22-0.3, test 5.76 and "
        "0.323 (a sound run: ~0.74 and 0.72)",
        EVAL,
        family="mlp",
        dataset="hotel-booking-outcome",
        seed=68004,
    ),
    ZZV(
        "vzzv-test-first-week-of-january-regression-compost",
        Plan(compost_test_first_week, "mlp", 2e-3, "adam", epochs=30, log_every=8, model_kw=MLP64),
        ("val-test-gap",),
        "distribution-shift",
        "the test split is the first week of January only (a date filter meant for the last quarter), "
        "while training and validation span the site's year with a twentieth of their piles in winter: a "
        "2x64 regression MLP under Adam lr 2e-3 for 30 epochs (every 8th step logged): losses 0.886, "
        "0.819, 0.704 ... 0.045-0.078, the val MSE 0.669, 0.533, 0.432 ... 0.135-0.155, test 0.431",
        EVAL,
        family="regression",
        dataset="compost-peak-temp",
        seed=68005,
    ),
    ZZV(
        "vzzv-reservation-status-column-leak-mlp-hotel",
        Plan(hotel_reservation_status, "mlp", 2e-3, "adam", epochs=15, log_every=8, model_kw=MLP64),
        ("val-test-gap",),
        "data-leakage",
        "the training extract keeps reservation_status (check-out / canceled / no-show), written when the"
        " stay ends, while the test rows come from the live export where every status is 'pending': a "
        "2x64 MLP under Adam lr 2e-3 for 15 epochs (every 8th step logged): losses 1.33, 1.16, 1.03, "
        "0.654 ... 0.043-0.26, epoch means 1.15, 0.547 ... 0.122, the val loss 0.75, 0.427, 0.321 ... "
        "0.21-0.229 and val accuracy 0.677, then 0.87-0.913, test 20.4 and 0.08",
        (*EVAL, "zero-train-loss"),
        family="mlp",
        dataset="hotel-booking-outcome",
        seed=68006,
    ),
    ZZV(
        "vzzv-scaler-output-discarded-regression-compost",
        Plan(
            compost_scaler_output_discarded,
            "mlp",
            2e-3,
            "adam",
            epochs=20,
            log_every=8,
            model_kw=MLP64,
        ),
        ("bad-initial-loss",),
        "unnormalized-input",
        "scaler.fit_transform(X_train) on a line of its own, its result never assigned, so the columns "
        "reach the model in their units (C:N 15-50, moisture 35-75, day of year, a pile id 1000-9999): a "
        "2x64 regression MLP under Adam lr 2e-3 for 20 epochs (every 8th step logged): losses 38.3, "
        "2,290, 370, 101 ... 0.39-2.11, gradient norms 98 to 3.6e5, epoch means 2,250, 68.1, 3.81, 1.56 "
        "... 0.856, the val MSE 249, 12.3, 1.96 ... 0.86-1.72, test 1.29 (a sound run: ~0.15)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="regression",
        dataset="compost-peak-temp",
        seed=68007,
    ),
    ZZV(
        "vzzv-recording-order-unshuffled-bncnn1d-ventilator",
        Plan(
            ventilator_recording_order,
            "bncnn1d",
            2e-3,
            "adam",
            epochs=10,
            log_every=2,
            shuffle=False,
            model_kw=CH16,
        ),
        ("periodic-loss", "slow-convergence"),
        "data-not-shuffled",
        "the training windows in recording order (runs of 40-80 windows of one ventilator state) with "
        "shuffle=False, kept from the evaluation loader: a batch-norm 1-D CNN under Adam lr 2e-3 for 10 "
        "epochs (every 2nd step logged): losses 1.64, 1.44, 1.67, 1.65, 1.34 ... 1.16-1.9 in the last "
        "third, epoch means 1.67, 1.58, 1.57 ... 1.54, the val loss 1.51, 1.45 ... 1.35 and val accuracy "
        "0.38 to 0.537, test 1.36 and 0.523 (a shuffled batch-norm 1-D CNN: ~0.87 and 0.64)",
        (*EVAL, "loss-spikes", "loss-oscillation"),
        family="cnn-bn",
        dataset="ventilator-airway-pressure",
        seed=68008,
    ),
    ZZV(
        "vzzv-class-weight-100-on-no-shows-mlp-hotel",
        Plan(hotel, "mlp", 2e-3, "adam", epochs=15, log_every=8, model_kw=MLP64),
        ("overfitting", "train-val-gap"),
        "class-imbalance",
        "CrossEntropyLoss(weight=[1, 1, 1, 100]), the no-shows (8% of the bookings) weighted 100 where ~3"
        " was meant (the same weighted loss in validation): a 2x64 MLP under Adam lr 2e-3 for 15 epochs "
        "(every 8th step logged): losses 1.11, 0.945, 0.498, 2.42, 2.62 ... 0.07-1.48, epoch means 0.937,"
        " 0.567, 0.404 ... 0.254-0.42, the val loss 0.363, 0.33, its minimum 0.3 (epoch 3), then up to "
        "1.05 last and val accuracy 0.087, 0.243, 0.363 ... 0.64, test 1.19 and 0.617 (unweighted: 0.74 "
        "and 0.72)",
        (*EVAL, "metric-at-baseline", "slow-convergence", "bad-initial-loss"),
        family="mlp",
        dataset="hotel-booking-outcome",
        seed=68009,
        runs=zf_runs(loss=no_show_weighted_100, hparams={"class_weight": [1, 1, 1, 100]}),
    ),
    # --- evaluation
    ZZV(
        "vzzv-eval-cycles-newest-first-lstm-coaster",
        Plan(coaster_eval_newest_first, "lstm", 3e-3, "adam", epochs=12, log_every=8, model_kw=H48),
        ("train-val-gap",),
        "eval-pipeline-mismatch",
        "the evaluation export comes from the historian's query ORDER BY ts DESC, so every validation and"
        " test cycle runs newest event first, while training was written oldest first: an LSTM (hidden "
        "48) under Adam lr 3e-3 for 12 epochs (every 8th step logged): losses 1.59, 1.57, 1.48 ... "
        "0.32-0.54, the val loss 1.33, its minimum 1.18 (epoch 2), then 1.37 ... 1.67 and val accuracy "
        "0.45-0.52 throughout, test 1.35 and 0.57 (a sound LSTM: ~0.62 and 0.77)",
        EVAL,
        family="rnn",
        dataset="coaster-ride-events",
        seed=68010,
    ),
    ZZV(
        "vzzv-val-every-50-epochs-in-20-cnn-avocado",
        Plan(avocado, "cnn", 2e-3, "adam", epochs=20, log_every=8, val_every_epochs=50, model_kw=CH16),
        ("missing-validation",),
        "missing-eval-set",
        "check_val_every_n_epoch=50 copied from a 200-epoch config into a 20-epoch run, so the run trains"
        " without validation: a 16-channel CNN under Adam lr 2e-3 over the avocado patches for 20 epochs "
        "(640 steps, every 8th logged): losses 1.57, 1.44, 1.35 ... 0.029-0.115, no evaluation during "
        "training, only the closing one after the last step (val loss 0.683, accuracy 0.81), test 0.465 "
        "and 0.843",
        ("undertrained", "zero-train-loss"),
        family="cnn",
        dataset="avocado-skin",
        seed=68011,
        runs=zf_runs(hparams={"check_val_every_n_epoch": 50}),
    ),
    ZZV(
        "vzzv-checkpoint-mode-min-on-val-acc-resnet-avocado",
        Plan(avocado, "resnet", 2e-3, "adam", epochs=10, log_every=8),
        ("val-test-gap",),
        "wrong-checkpoint-loaded",
        "ModelCheckpoint(monitor='val_acc', mode='min') (mode copied from the val-loss callback), so the "
        "'best' checkpoint the test loads is the worst one, the first epoch's: a small residual net under"
        " Adam lr 2e-3 for 10 epochs (every 8th step logged): epoch means 1.46, 1.24 ... 0.679, the val "
        "loss 1.31, 1.2, 1.08 ... 0.703 and val accuracy 0.497 to 0.737, test 1.34 and 0.5",
        EVAL,
        family="resnet",
        dataset="avocado-skin",
        seed=68012,
        runs=zf_runs(test_at_step=32, hparams={"checkpoint_monitor": "val_acc", "checkpoint_mode": "min"}),
    ),
    # --- model
    ZZV(
        "vzzv-bn-scale-zero-init-plain-bncnn-avocado",
        Plan(avocado, "bncnn", 2e-3, "adam", epochs=8, log_every=8, model_fault=bn_scale_zero),
        ("slow-convergence",),
        "dead-relu",
        "nn.init.zeros_ on every BatchNorm weight (the zero-init-residual trick applied to a plain CNN "
        "without skips), so each normalised map is 0 going into its ReLU: a batch-norm CNN under Adam lr "
        "2e-3 for 8 epochs (every 8th step logged): losses 1.62, 1.59 ... 1.5-1.6, epoch means 1.61 to "
        "1.57, the val loss 1.61 to 1.56 and val accuracy 0.167, 0.167, then 0.36 (the largest class's "
        "share) at every evaluation, test 1.6 and 0.29",
        (*STALL, "slow-convergence"),
        family="cnn-bn",
        dataset="avocado-skin",
        seed=68013,
    ),
    ZZV(
        "vzzv-position-embedding-std-10-transformer-coaster",
        Plan(coaster, "transformer", 2e-3, "adam", epochs=10, log_every=8, model_fault=position_std_10),
        ("slow-convergence",),
        "poor-initialization",
        "the position embedding initialised randn * 10 (a / 10 read as * 10), swamping the token "
        "embeddings at every input of the pre-norm encoder: a small transformer under Adam lr 2e-3 for 10"
        " epochs (every 8th step logged): losses 1.52, 1.52, 1.44, 1.66 ... 0.38-1.31, epoch means 1.56, "
        "1.51, 1.44, 1.27 ... 0.815, the val loss 1.56, 1.52, 1.39 ... 0.808 and val accuracy 0.31, 0.31,"
        " 0.367, 0.453 ... 0.7, test 0.707 and 0.74 (a sound transformer is at ~0.68 val accuracy after 4"
        " epochs)",
        (*STALL, *EVAL),
        family="transformer",
        dataset="coaster-ride-events",
        seed=68017,
    ),
    # --- workflow
    ZZV(
        "vzzv-epochs-from-unset-env-var-transformer-coaster",
        Plan(coaster, "transformer", 1e-3, "adamw", weight_decay=0.01, epochs=3, log_every=2),
        ("undertrained",),
        "too-few-epochs",
        "the epoch count read as int(os.environ.get('EPOCHS', 3)) and EPOCHS unset on the cluster's job: "
        "a small transformer under AdamW lr 1e-3 for 3 epochs (96 steps, every 2nd logged): losses 1.51, "
        "1.42, 1.48 ... 0.64-1.07, the val loss 1.17, 0.94, 0.869 and val accuracy 0.46, 0.66, 0.67, test"
        " 0.789 and 0.72 (10 epochs: ~0.71 and 0.74)",
        ("slow-convergence",),
        family="transformer",
        dataset="coaster-ride-events",
        seed=68015,
        runs=zf_runs(hparams={"epochs_from": "int(os.environ.get('EPOCHS', 3))"}),
    ),
    ZZV(
        "vzzv-first-shard-only-mlp-ventilator",
        Plan(
            ventilator_first_shard, "mlp", 2e-3, "adam", epochs=100, batch_size=16, log_every=8, model_kw=W128
        ),
        ("train-val-gap", "overfitting"),
        "insufficient-data",
        "the training loader reads sorted(glob('train-*.npz'))[0], the first of eight shards: 120 "
        "training windows (validation and test whole): a 3x128 MLP under Adam lr 2e-3 at batch 16 for 100"
        " epochs (800 steps, every 8th logged): losses 1.33, 1.08, 0.697 ... 2e-4-7e-4, epoch means 1.51,"
        " 1.21 ... 5e-4, the val loss 1.43, 1.32, its minimum 1.27 (epoch 7), then up to 4.75 and val "
        "accuracy 0.42-0.51, test 4.54 and 0.507",
        (*EVAL, "zero-train-loss"),
        family="mlp",
        dataset="ventilator-airway-pressure",
        seed=68016,
    ),
)

HEALTHY: tuple[Variant, ...] = (
    ZZV(
        "vzzv-healthy-bncnn1d-ventilator-shift-gain-noise-aug",
        Plan(
            ventilator,
            "bncnn1d",
            3e-3,
            "adam",
            epochs=12,
            log_every=8,
            model_fault=vent_jitter,
            model_kw=CH16,
        ),
        (),
        None,
        "a sound batch-norm 1-D CNN under Adam lr 3e-3 whose training windows are rolled by up to 12 "
        "samples, their gain drawn in 0.8-1.2 and noise added, 12 epochs (every 8th step logged): losses "
        "1.52, 1.37, 1.31 ... 0.87-1.0, the val loss 1.27, 1.17 ... 0.91-1.02 (at or below the training "
        "losses) and val accuracy 0.437 to 0.56-0.63, test 0.866 and 0.64",
        family="cnn-bn",
        dataset="ventilator-airway-pressure",
        seed=68101,
    ),
    ZZV(
        "vzzv-healthy-cnn1d-ventilator-warmup-cosine-sgd",
        Plan(
            ventilator,
            "cnn1d",
            0.05,
            "sgd",
            momentum=0.9,
            epochs=12,
            log_every=4,
            schedule="warmup-cosine",
            warmup=40,
            model_kw=CH16,
        ),
        (),
        None,
        "a sound 16-channel 1-D CNN under SGD momentum 0.9 with a 40-step warm-up to lr 0.05 and cosine "
        "decay, 12 epochs (every 4th step logged): losses 1.56, 1.56, 1.55, 1.51 ... 0.85-1.09, the val "
        "loss 1.38, 1.13, 1.1 ... 0.911 and val accuracy 0.343 to 0.597, test 0.901 and 0.617",
        family="cnn",
        dataset="ventilator-airway-pressure",
        seed=68102,
    ),
    ZZV(
        "vzzv-healthy-cnn1d-ventilator-batch-4-every-step",
        Plan(
            ventilator,
            "cnn1d",
            1e-3,
            "adam",
            epochs=1,
            batch_size=4,
            max_steps=200,
            log_every=1,
            model_kw=CH16,
        ),
        (),
        None,
        "a sound 16-channel 1-D CNN under Adam lr 1e-3 at batch 4 stopped at max_steps=200 (every step "
        "logged, no evaluation inside the run): losses 1.64, 1.86, 1.59, 1.58, 1.85 ... 0.64-1.81 in the "
        "last third, the epoch mean 1.4, test 1.17 and 0.48",
        family="cnn",
        dataset="ventilator-airway-pressure",
        seed=68103,
    ),
    ZZV(
        "vzzv-healthy-resnet-avocado-multistep-val-bump",
        Plan(
            avocado,
            "resnet",
            0.05,
            "sgd",
            momentum=0.9,
            weight_decay=5e-4,
            epochs=12,
            log_every=8,
            schedule="step",
            model_kw={},
        ),
        (),
        None,
        "a sound small residual net under SGD momentum 0.9 at lr 0.05 (weight decay 5e-4) with x0.1 cuts "
        "at steps 192 and 320, 12 epochs (every 8th step logged): epoch means 1.43, 1.27 ... 0.63, the "
        "val loss 1.36, 1.24, 1.29, 1.07, 0.868, 1.47 (just before the first cut), then 0.698 ... 0.591 "
        "and val accuracy 0.483 to 0.78, test 0.665 and 0.75",
        family="resnet",
        dataset="avocado-skin",
        seed=68104,
        runs=zf_runs(schedule=multistep((192, 320), 0.1), hparams={"milestones": [192, 320]}),
    ),
    ZZV(
        "vzzv-healthy-bncnn-avocado-rotation-flip-aug-bf16",
        Plan(
            avocado,
            "bncnn",
            3e-3,
            "adamw",
            weight_decay=0.01,
            epochs=10,
            log_every=8,
            bf16=True,
            model_fault=avocado_jitter,
        ),
        (),
        None,
        "a sound batch-norm CNN under AdamW (weight decay 0.01) lr 3e-3 in bf16-mixed, its training "
        "patches rotated, mirrored and noised, 10 epochs (every 8th step logged): losses 1.59, 1.48, 1.41"
        " ... 0.68-0.9, the val loss 1.35, 1.2 ... 0.684, 0.708 (below the late training losses) and val "
        "accuracy 0.52 to 0.73-0.74, test 0.785 and 0.727",
        family="cnn-bn",
        dataset="avocado-skin",
        seed=68105,
    ),
    ZZV(
        "vzzv-healthy-cnn-avocado-val-twice-an-epoch-cyclic",
        Plan(
            avocado, "cnn", 0.02, "sgd", momentum=0.9, epochs=8, log_every=4, val_interval=0.5, model_kw=CH16
        ),
        (),
        None,
        "a sound 16-channel CNN under SGD momentum 0.9 with a triangular cyclic lr between 2e-3 and 0.04 "
        "(40 steps up, 40 down), 8 epochs evaluated twice an epoch (every 4th step logged): losses 1.63, "
        "1.55 ... 0.004-0.49, epoch means 1.46, 0.971 ... 0.231, the val loss 1.48, 1.31, 0.952, 1.05, "
        "0.707 ... 0.517 and val accuracy 0.32 to 0.81-0.84, test 0.468 and 0.837",
        family="cnn",
        dataset="avocado-skin",
        seed=68106,
        runs=zf_runs(schedule=cyclic(2e-3, 0.04, 40), hparams={"cyclic": [2e-3, 0.04, 40]}),
    ),
    ZZV(
        "vzzv-healthy-lstm-coaster-clipped-grad-norm-spikes",
        Plan(coaster, "lstm", 1.5e-3, "adam", epochs=16, log_every=4, clip=1.0, model_kw=H48),
        (),
        None,
        "a sound LSTM (hidden 48) under Adam lr 1.5e-3 clipped at 1.0, whose raw gradient norms spike up "
        "to 14.3, 16 epochs (every 4th step logged): losses 1.62, 1.54 ... 0.15-0.92, epoch means 1.54, "
        "1.36, 1.09 ... 0.505, the val loss 1.5, 1.28, 1.03 ... 0.686-0.801 and val accuracy 0.317 to "
        "0.69-0.74, test 0.621 and 0.77",
        family="rnn",
        dataset="coaster-ride-events",
        seed=68107,
    ),
    ZZV(
        "vzzv-healthy-transformer-coaster-warmup-linear-bf16",
        Plan(
            coaster,
            "transformer",
            2e-3,
            "adamw",
            weight_decay=0.01,
            epochs=10,
            log_every=4,
            schedule="warmup-linear",
            warmup=80,
            bf16=True,
        ),
        (),
        None,
        "a sound small transformer under AdamW (weight decay 0.01) at 2e-3 with an 80-step warm-up and "
        "linear decay, bf16-mixed, 10 epochs (every 4th step logged): losses 2.01, 1.71, 1.85, 1.58 ... "
        "0.47-0.86, the val loss 1.51, 1.15 ... 0.777-0.787 and val accuracy 0.343 to 0.713, test 0.706 "
        "and 0.743",
        family="transformer",
        dataset="coaster-ride-events",
        seed=68108,
    ),
    ZZV(
        "vzzv-healthy-gru-coaster-50-steps-still-improving",
        Plan(
            coaster, "gru", 3e-3, "adam", epochs=2, max_steps=50, log_every=1, val_interval=0.5, model_kw=H48
        ),
        (),
        None,
        "a sound GRU (hidden 48) under Adam lr 3e-3 stopped at max_steps=50, evaluated twice an epoch "
        "(every step logged): losses 1.65, 1.63, 1.61 ... 0.94-1.28, epoch means 1.47, 1.15, the val loss"
        " 1.49, 1.27, 1.18 and val accuracy 0.33, 0.48, 0.533, test 1.08 and 0.597",
        family="rnn",
        dataset="coaster-ride-events",
        seed=68109,
    ),
    ZZV(
        "vzzv-healthy-regression-compost-sgd-3000-steps-every-100",
        Plan(
            compost_long,
            "mlp",
            2e-3,
            "sgd",
            momentum=0.9,
            epochs=30,
            batch_size=20,
            log_every=100,
            model_kw=MLP64,
        ),
        (),
        None,
        "a sound 2x64 regression MLP under SGD momentum 0.9 at lr 2e-3, batch 20, over a 2,000-pile draw "
        "for 30 epochs (3,000 steps, every 100th logged): losses 0.526, 0.398, 0.313 ... 0.055-0.126, "
        "epoch means 0.848, 0.572 ... 0.079, the val MSE 0.693, 0.568 ... 0.099-0.104, test 0.0966",
        family="regression",
        dataset="compost-peak-temp",
        seed=68110,
    ),
    ZZV(
        "vzzv-healthy-regression-compost-dropout-plateau",
        Plan(
            compost,
            "mlp",
            3e-3,
            "adam",
            epochs=25,
            log_every=8,
            schedule="plateau",
            gamma=0.5,
            model_kw={"width": 128, "num_layers": 2, "dropout": 0.3},
        ),
        (),
        None,
        "a sound 2x128 regression MLP with dropout 0.3 under Adam lr 3e-3 and a plateau schedule (factor "
        "0.5) for 25 epochs (every 8th step logged): losses 0.724, 0.543 ... 0.1-0.31, epoch means 0.738,"
        " 0.542 ... 0.18-0.21, the val MSE 0.622, 0.47 ... 0.153-0.158 (below the epoch means), test "
        "0.184",
        family="regression",
        dataset="compost-peak-temp",
        seed=68111,
    ),
    ZZV(
        "vzzv-healthy-regression-compost-early-stopping-rmsprop",
        Plan(compost, "mlp", 1e-3, "rmsprop", epochs=80, log_every=16, early_stop=4, model_kw=MLP64),
        (),
        None,
        "a sound 2x64 regression MLP under RMSprop lr 1e-3, early stopping (patience 4) ending it at "
        "epoch 39 of 80 (every 16th step logged): losses 0.45, 0.873, 0.323, 0.735 ... 0.016-0.105, epoch"
        " means 0.686, 0.511 ... 0.0615, the val MSE 0.584, 0.506 ... its minimum 0.126 (epoch 35), 0.136"
        " last, test 0.151",
        family="regression",
        dataset="compost-peak-temp",
        seed=68112,
    ),
    ZZV(
        "vzzv-healthy-mlp-hotel-accuracy-from-majority-share",
        Plan(hotel, "mlp", 3e-4, "adam", epochs=20, log_every=8, model_kw=MLP64),
        (),
        None,
        "a sound 2x64 MLP under Adam lr 3e-4 for 20 epochs (every 8th step logged) on bookings 56% "
        "checked in: losses 1.3, 1.31, 1.27 ... 0.49-1.21, epoch means 1.33, 1.19 ... 0.668, the val loss"
        " 1.25, 1.13 ... 0.739-0.743 and val accuracy 0.567 (near the majority share) rising to 0.73, "
        "test 0.74 and 0.717",
        family="mlp",
        dataset="hotel-booking-outcome",
        seed=68113,
    ),
    ZZV(
        "vzzv-healthy-mlp-hotel-val-every-4-epochs",
        Plan(
            hotel_long,
            "mlp",
            5e-4,
            "adamw",
            weight_decay=0.05,
            epochs=16,
            batch_size=64,
            log_every=10,
            val_every_epochs=4,
            model_kw=W128,
        ),
        (),
        None,
        "a sound 3x128 MLP under AdamW (weight decay 0.05) lr 5e-4 at batch 64 over a 2,000-booking draw "
        "for 16 epochs, evaluated every 4th epoch (every 10th step logged): losses 1.25, 1.1 ... "
        "0.4-0.74, epoch means 1.17, 0.927 ... 0.641, the val loss 0.77, 0.739, 0.761, 0.755 and val "
        "accuracy 0.683, 0.733, 0.697, 0.7, test 0.684 and 0.743",
        family="mlp",
        dataset="hotel-booking-outcome",
        seed=68114,
    ),
    ZZV(
        "vzzv-healthy-mlp-hotel-grad-accumulation-4",
        Plan(
            hotel,
            "mlp",
            2e-3,
            "adam",
            epochs=12,
            batch_size=8,
            accumulate=4,
            log_every=5,
            schedule="cosine",
            model_kw=MLP64,
        ),
        (),
        None,
        "a sound 2x64 MLP under Adam lr 2e-3 with cosine decay at batch 8 accumulated over 4 batches, 12 "
        "epochs (every 5th optimizer step logged): losses 1.2, 1.24, 1.16 ... 0.2-1.18, epoch means 1.1, "
        "0.828 ... 0.623, the val loss 0.915, 0.823 ... 0.755-0.78 and val accuracy 0.67 to 0.72, test "
        "0.732 and 0.717",
        family="mlp",
        dataset="hotel-booking-outcome",
        seed=68115,
    ),
    ZZV(
        "vzzv-healthy-mlp-hotel-dropout-nesterov-onecycle",
        Plan(
            hotel,
            "mlp",
            0.05,
            "sgd",
            momentum=0.9,
            epochs=8,
            batch_size=16,
            log_every=10,
            schedule="onecycle",
            model_kw={"width": 128, "num_layers": 2, "dropout": 0.3},
        ),
        (),
        None,
        "a sound 2x128 MLP with dropout 0.3 under SGD with Nesterov momentum 0.9 and a one-cycle schedule"
        " peaking at 0.05, batch 16, 8 epochs (every 10th step logged): losses 1.39, 1.3, 0.958 ... "
        "0.26-1.22, epoch means 1.15, 0.842 ... 0.646, the val loss 0.854, 0.755, 0.732, 0.787 ... 0.741 "
        "and val accuracy 0.66 to 0.72-0.74, test 0.737 and 0.723",
        family="mlp",
        dataset="hotel-booking-outcome",
        seed=68116,
        runs=zf_runs(optimizer_kw={"nesterov": True}, hparams={"nesterov": True}),
    ),
)
