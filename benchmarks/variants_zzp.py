"""Variant battery zzp: a look-alike of an external held-out suite, real framework runs (`--battery zzp`).

    nice -n 10 python benchmarks/variants.py --battery zzp --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery zzp [--runs]

Like batteries d-zzn, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is the log),
trained by battery d's runner through the earlier batteries' wrappers (battery zf's runner with w's
checkpoint the test loads, zg's replaced loss, zd's replaced schedule), battery zj's model wrapper and
this battery's own hooks (an L1 loss on softmax probabilities, a forward that reads the first step
only, constant weights, an encoder run under torch.no_grad(), labels shifted after a dropna, a leaked
dunning column, a raw lux column, scaler statistics applied to the wrong columns, transposed
evaluation patches, a remounted sensor's test windows, evaluation windows at three times the rate, a
64-patch folder, an undersampled extract), so each case can run in each of the three layouts; the
layout rotation of variants.py picks one.
It was written blind: its author trained it with `--train-only`, read the raw logged numbers of
each run, and never diagnosed or scored it, so it is held-out data for the tool.
Its halves are even (22 faulty, 22 healthy; ~2 CPU-minutes to train on the shared 2-core
machine): one fault each, one cause a case, spread over every family of cause (optimisation, data,
evaluation, model, workflow), injected into a data set no battery had at a realistic strength, in
forms earlier batteries did not use (see each case's description and each hook's docstring).
Runs of 60 to ~3,000 steps: MLPs (2x64 to 3x128, dropout 0.5), 2-D CNNs with and without batch
norm, a small residual net, 1-D CNNs with and without batch norm, GRU / LSTM readers, small
transformers and regression MLPs; SGD with and without (Nesterov) momentum, Adam, AdamW and RMSprop;
constant, warm-up + cosine, warm-up + linear, cosine, step, exponential, one-cycle, cyclic and plateau
schedules; bf16-mixed autocast, mirror / contrast / noise augmentation, dropout, label smoothing,
class weights, early stopping, clipping; batches of 4 to 128; cadences from every step to once every
100 steps, evaluations twice an epoch to every 4 epochs (and never).
The data sets are new, all made offline with numpy from known generating models (see each
generator): a hydro turbine's guide-bearing accelerometer windows (64 samples: sound running,
cavitation, rotor imbalance, shaft misalignment, a rub; sound 1-D CNNs stop near 0.6-0.69), a
float-glass line's inspection camera patches as 12x12 grey images (clean, a bubble, a scratch, a
stone, ream; sound CNNs stop near 0.64-0.8), a dialysis machine's event sequences (a routine session,
an access problem, air in the line, clotting, a conductivity fault; left-padded to 16; sound sequence
models stop near 0.81-0.87), strawberry brix at harvest (from the light, the temperatures, the
irrigation, the EC, the days from flowering, the fruit's weight, the potassium, the canopy;
standardised; sound MLPs stop near an MSE of 0.07-0.14) and a utility's payment delinquency classes
(on time, occasionally late, chronically late, on a payment plan, disconnection risk, from the
billing system's 10 columns; sound MLPs stop near 0.77-0.84).
The healthy half holds sound runs a naive reader can take for a fault: val losses at or below the
training loss under mirror / contrast / noise augmentation or dropout, batch-4 losses logged every
step, bf16 noise, a val bump in a high-lr SGD phase before a step cut, a warm-up bump, one-cycle and
cyclic bumps, a loss floor from label smoothing, a class-weighted loss, noisy evaluations on a
60-session val split, early stopping, evaluations every 4 epochs and twice an epoch, a slow start
under SGD momentum, a 3,000-step plain-SGD regression, a 60-step run still improving, a long run
logged every 100 steps.
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
from benchmarks.variants_zh import _patch_splits, _token_splits
from benchmarks.variants_zj import _augmented, _signal_splits, _stats, _wrapper

if TYPE_CHECKING:
    import torch

    from tests.suite.datasets import Splits

SIZES = (1000, 300, 300)


# ---------------------------------------------------------------- data sets no battery has


TURBINE_KINDS = ("sound-running", "cavitation", "rotor-imbalance", "shaft-misalignment", "rub")


def _turbine(seed: int, n: int, remounted: bool = False, rate: float = 1.0) -> tuple[Any, Any]:
    """A hydro turbine's guide-bearing accelerometer, 64 samples a window (about four shaft turns),
    labelled by the plant's vibration engineer: sound running (the 1x shaft tone and a small 2x),
    cavitation (broadband noise in bursts at the blade-passing rate), rotor imbalance (a 1x tone 1.5-2.4
    times the usual), shaft misalignment (a strong 2x harmonic) or a rub (the tone clipped flat and an
    impact once a turn). Each window has its own shaft period (14-18 samples), phase, tone (0.6-1.0),
    fault severity (0.3-1) and noise (sd 0.5-0.9): sound 1-D CNNs stop near 0.6-0.69. `remounted`: the
    sensor moved to the other bearing's bracket (gain 0.55, a structural ring of period 5 and more
    noise). `rate`: the sampling rate's multiple (2: the windows span half the time)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.32, 0.17, 0.17, 0.17, 0.17])
    t = np.arange(64, dtype=float) / rate
    x = np.zeros((n, 64))
    for i in range(n):
        period, phase, tone = rng.uniform(14, 18), rng.uniform(0, 2 * np.pi), rng.uniform(0.6, 1.0)
        sev = rng.uniform(0.3, 1.0)
        w = 2 * np.pi * t / period + phase
        one, two = tone * np.sin(w), 0.25 * tone * np.sin(2 * w + rng.uniform(0, 6))
        s = one + two
        if y[i] == 1:
            envelope = 0.5 + 0.5 * np.sin(3 * w) ** 2
            s = s + sev * rng.uniform(0.9, 1.5) * envelope * rng.standard_normal(64)
        elif y[i] == 2:
            s = s + sev * rng.uniform(0.9, 1.4) * tone * np.sin(w)
        elif y[i] == 3:
            s = s + sev * rng.uniform(0.7, 1.2) * np.sin(2 * w + rng.uniform(0, 6))
        elif y[i] == 4:
            s = np.clip(s, -tone * (1 - 0.5 * sev), tone * (1 - 0.5 * sev))
            for k in np.arange(((phase / (2 * np.pi)) * period % period) * rate, 64, period * rate):
                s[int(k)] += sev * rng.uniform(1.5, 2.5)
        noise = rng.uniform(0.5, 0.9)
        if remounted:
            s = 0.55 * s + rng.uniform(0.4, 0.8) * np.sin(2 * np.pi * t / 5 + rng.uniform(0, 6))
            noise += 0.3
        x[i] = s + rng.normal(0, noise, 64)
    return x, y


def turbine(
    seed: int = 64101, sizes: tuple[int, int, int] = SIZES, name: str = "hydro-turbine-vibration-64"
) -> Splits:
    """The windows (N, 64), centred and scaled by the training windows' mean and sd, 5 classes."""
    x, y = _turbine(seed, sum(sizes))
    return _signal_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def turbine_remounted_test() -> Splits:
    """The test windows come from unit 7, whose accelerometer was remounted on the other bearing's
    bracket (a lower gain, a structural ring, more noise), scaled with unit 3's training statistics."""
    import numpy as np

    x, y = _turbine(64102, SIZES[0] + SIZES[1])
    x_new, y_new = _turbine(64103, SIZES[2], remounted=True)
    return _signal_splits(
        np.concatenate([x, x_new]), np.concatenate([y, y_new]), SIZES, "hydro-turbine-vibration-64", _stats(x)
    )


def turbine_eval_triple_rate() -> Splits:
    """The bug: the validation and test windows are cut from the historian's raw 3x-rate channel
    (the decimation step of the training export skipped): 64 samples span a turn and a third, not
    four turns, so every tone runs at a third of the frequency training saw; scaled with the
    training statistics."""
    import numpy as np

    x, y = _turbine(64104, SIZES[0])
    x_eval, y_eval = _turbine(64105, SIZES[1] + SIZES[2], rate=3.0)
    return _signal_splits(
        np.concatenate([x, x_eval]),
        np.concatenate([y, y_eval]),
        SIZES,
        "hydro-turbine-vibration-64",
        _stats(x),
    )


GLASS_KINDS = ("clean", "bubble", "scratch", "stone", "ream")


def _glass(seed: int, n: int) -> tuple[Any, Any]:
    """12x12 grey patches (0-255) of a float-glass line's transmitted-light inspection camera,
    labelled by the quality inspector: clean, a bubble (a bright rim round a dark seed, radius
    1.3-2.5), a scratch (a thin dark line along the draw direction, within 20 degrees of the rows), a
    stone (a solid dark inclusion, radius 0.8-1.8) or ream (faint bands along the draw, period 3-5).
    Each patch has its own tone (170-215), lighting gradient, defect strength and noise (sd 8-18):
    sound CNNs stop near 0.64-0.8."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.32, 0.17, 0.17, 0.17, 0.17])
    yy, xx = np.mgrid[0:12, 0:12].astype(float)
    x = np.zeros((n, 12, 12))
    for i in range(n):
        angle = rng.uniform(0, 2 * np.pi)
        patch = (
            rng.uniform(170, 215)
            + rng.uniform(0, 15) * (np.cos(angle) * (xx - 5.5) + np.sin(angle) * (yy - 5.5)) / 6
        )
        strength = rng.uniform(0.35, 1.0)
        cx, cy = rng.uniform(3, 9, 2)
        r = np.hypot(xx - cx, yy - cy)
        if y[i] == 1:
            radius = rng.uniform(1.3, 2.5)
            patch = patch + strength * (
                45 * np.exp(-(((r - radius) / 0.6) ** 2)) - 40 * np.exp(-((r / radius) ** 2))
            )
        elif y[i] == 2:
            tilt = np.tan(rng.uniform(-0.35, 0.35))
            d = np.abs((yy - cy) - tilt * (xx - cx)) / np.sqrt(1 + tilt**2)
            patch = patch - strength * rng.uniform(40, 60) * np.exp(-((d / 0.55) ** 2))
        elif y[i] == 3:
            patch = patch - strength * rng.uniform(70, 100) / (1 + (r / rng.uniform(0.8, 1.8)) ** 4)
        elif y[i] == 4:
            tilt = rng.uniform(-0.18, 0.18)
            patch = patch + strength * rng.uniform(15, 25) * np.sin(
                2 * np.pi * (yy + tilt * xx) / rng.uniform(3, 5) + rng.uniform(0, 6)
            )
        x[i] = np.clip(patch + rng.normal(0, rng.uniform(8, 18), (12, 12)), 0, 255)
    return x, y


def glass(
    seed: int = 64201, sizes: tuple[int, int, int] = SIZES, name: str = "float-glass-patches-12"
) -> Splits:
    """The patches as (N, 1, 12, 12), centred and scaled by the training patches' mean and sd, 5 classes."""
    x, y = _glass(seed, sum(sizes))
    return _patch_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def glass_eval_transposed() -> Splits:
    """The bug: the evaluation loader converts the inspection images with a PIL -> numpy path that
    hands them as (width, height): every validation and test patch is transposed, so the draw
    direction (the scratches', the ream's) runs down the columns, while training saw it along rows."""
    data = glass(64202)
    return replace(data, x_val=data.x_val.transpose(-1, -2), x_test=data.x_test.transpose(-1, -2))


def first_64_patches(data: Splits, seed: int) -> Splits:
    """The bug: the training glob `line3/2024-05-1*/*.png` matched one shift's folder only: 64
    patches instead of 1,000; validation and test are the full holdout."""
    return replace(data, x_train=data.x_train[:64], y_train=data.y_train[:64])


DIALYSIS_EVENTS = (
    "pad",
    "pump-start",
    "pressure-ok",
    "arterial-low",
    "venous-high",
    "air-detector",
    "blood-leak",
    "temp-drift",
    "conductivity-alarm",
    "heparin-bolus",
    "clot-suspected",
    "nurse-override",
    "uf-goal-reached",
    "session-end",
)
DIALYSIS_PATTERNS = ("routine", "access-problem", "air-in-line", "clotting", "conductivity-fault")
_DIALYSIS_STARTS = ((1, 2), (1, 3), (1, 5), (1, 9), (1, 8))
_DIALYSIS_EVENTS = ((2, 9, 12, 13), (3, 4, 11, 3), (5, 11, 5, 1), (10, 4, 9, 11), (8, 7, 11, 8))
_DIALYSIS_LENGTHS = ((7, 12), (8, 16), (6, 13), (9, 16), (7, 15))


def _dialysis(seed: int, n: int, length: int = 16) -> tuple[Any, Any]:
    """A dialysis machine's event log for one session's first hour (13 kinds: the blood pump
    started, the pressures fine, the arterial pressure low, the venous pressure high, the air
    detector, a blood leak, a temperature drift, a conductivity alarm, a heparin bolus, a suspected
    clot, a nurse's override, the UF goal reached, the session ended), left-padded to 16 with 0,
    labelled by the charge nurse (routine, an access problem, air in the line, clotting, a
    conductivity fault). Each pattern is a Markov chain over a shared base that starts from its own
    events and favours its own four, with its own range of lengths; a ninth of the events are logged
    wrong: sound sequence models stop near 0.81-0.87."""
    import numpy as np

    base_rng = np.random.default_rng(6431)
    kinds = len(DIALYSIS_EVENTS) - 1
    base = base_rng.dirichlet(np.full(kinds, 0.5), kinds)
    chains = []
    for c in range(5):
        boost = np.zeros(kinds)
        for e in _DIALYSIS_EVENTS[c]:
            boost[e - 1] += 0.42 / 4
        chain = 0.58 * base + boost
        chains.append(chain / chain.sum(1, keepdims=True))
    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.32, 0.17, 0.17, 0.17, 0.17])
    x = np.zeros((n, length), dtype=np.int64)
    for i in range(n):
        c = int(y[i])
        events = [int(rng.choice(_DIALYSIS_STARTS[c]))]
        for _ in range(int(rng.integers(*_DIALYSIS_LENGTHS[c])) - 1):
            events.append(int(rng.choice(kinds, p=chains[c][events[-1] - 1])) + 1)
        events = [int(rng.integers(1, kinds + 1)) if rng.random() < 0.11 else e for e in events]
        x[i, length - len(events) :] = events
    return x, y


def dialysis(
    seed: int = 64301, sizes: tuple[int, int, int] = SIZES, name: str = "dialysis-machine-events"
) -> Splits:
    """Sessions (N, 16) over 14 ids (0 the padding), 5 classes."""
    x, y = _dialysis(seed, sum(sizes))
    return _token_splits(x, y, sizes, name)


def dialysis_small_val() -> Splits:
    """Not a fault: a 60-session validation split (the unit's sessions are few), the rest as usual."""
    x, y = _dialysis(64302, 1360)
    return _token_splits(x, y, (1000, 60, 300), "dialysis-machine-events")


BRIX_COLUMNS = (
    "light_hours_14d",
    "day_temp_c",
    "night_temp_c",
    "irrigation_mm_day",
    "solution_ec_ms",
    "days_from_anthesis",
    "fruit_g",
    "potassium_ppm",
    "canopy_lai",
    "row_position",
)


def _brix(seed: int, n: int) -> tuple[Any, Any]:
    """Strawberry brix at harvest (a refractometer's %): a gain in the last 14 days' light hours, in
    the day-night temperature spread, a dilution by the irrigation, a gain in the nutrient solution's
    EC that saturates near 2.2 mS/cm, ripening with the days from anthesis (saturating), a dilution in
    big fruit, a little potassium, a bell in the canopy's leaf-area index (best near 2.6) and nothing
    from the row position. 0.45 points of noise: the target standardised, sound models stop near an
    MSE of 0.1-0.2."""
    import numpy as np

    rng = np.random.default_rng(seed)
    light = rng.uniform(40, 120, n)
    day = rng.uniform(16, 28, n)
    night = rng.uniform(6, 16, n)
    irrigation = rng.uniform(1, 6, n)
    ec = rng.uniform(1, 3.2, n)
    days = rng.uniform(22, 40, n)
    fruit = np.abs(rng.normal(18, 4, n)) + 4
    potassium = rng.uniform(150, 350, n)
    lai = rng.uniform(1.5, 4, n)
    row = rng.uniform(0, 1, n)
    brix = 4.5 + 0.03 * light + 0.2 * (day - night) - 0.45 * irrigation + 1.6 * np.tanh((ec - 1) / 1.2)
    brix = brix + 2.2 * (1 - np.exp(-(days - 22) / 6)) - 0.06 * (fruit - 18) + 0.003 * (potassium - 250)
    brix = brix - 0.5 * (lai - 2.6) ** 2 + rng.normal(0, 0.45, n)
    x = np.column_stack([light, day, night, irrigation, ec, days, fruit, potassium, lai, row])
    return x, brix


def brix(seed: int = 64401, sizes: tuple[int, int, int] = SIZES, name: str = "strawberry-brix") -> Splits:
    """10 standardised columns, the brix standardised."""
    x, b = _brix(seed, sum(sizes))
    return _regression_table(name, x, b, sizes)


def brix_long() -> Splits:
    """A 2,000-sample draw."""
    x, b = _brix(64402, 2600)
    return _regression_table("strawberry-brix-2000", x, b, (2000, 300, 300))


def brix_light_raw() -> Splits:
    """The bug: the light column is re-joined from the climate computer's export after the scaler
    ran (a merge on the greenhouse block), replacing the scaled light hours by the day-light integral
    in lux-hours (light hours x 5,000 lux: 200,000-600,000), in every split alike."""
    import torch

    x, b = _brix(64403, sum(SIZES))
    data = _regression_table("strawberry-brix", x, b, SIZES)
    raw = torch.tensor(x[:, 0] * 5000.0, dtype=torch.float32)
    a, c = SIZES[0], SIZES[0] + SIZES[1]

    def light(features: torch.Tensor, part: torch.Tensor) -> torch.Tensor:
        features = features.clone()
        features[:, 0] = part
        return features

    return replace(
        data,
        x_train=light(data.x_train, raw[:a]),
        x_val=light(data.x_val, raw[a:c]),
        x_test=light(data.x_test, raw[c:]),
    )


def brix_scaler_columns_shuffled() -> Splits:
    """The bug: the serving scaler is saved as a dict of column -> (mean, sd) and rebuilt with
    `sorted(stats)`, so the evaluation script scales each validation and test column with another
    column's training mean and sd (alphabetical order against the frame's order); training used the
    fitted scaler itself."""
    import numpy as np
    import torch

    x, b = _brix(64404, sum(SIZES))
    data = _regression_table("strawberry-brix", x, b, SIZES)
    mean, sd = x[: SIZES[0]].mean(0), x[: SIZES[0]].std(0)
    order = np.argsort(BRIX_COLUMNS)
    a, c = SIZES[0], SIZES[0] + SIZES[1]

    def scaled(rows: Any) -> torch.Tensor:
        return torch.tensor((rows - mean[order]) / sd[order], dtype=torch.float32)

    return replace(data, x_val=scaled(x[a:c]), x_test=scaled(x[c:]))


ARREARS_COLUMNS = (
    "bill_amount",
    "avg_days_late",
    "missed_12m",
    "balance_carried",
    "autopay",
    "tenure_months",
    "usage_change_pct",
    "contact_attempts",
    "disputes",
    "income_band",
)
ARREARS_CLASSES = ("on-time", "occasionally-late", "chronically-late", "payment-plan", "disconnection-risk")


def _arrears(seed: int, n: int, prior: tuple[float, ...] = (0.36, 0.18, 0.16, 0.15, 0.15)) -> tuple[Any, Any]:
    """A water and power utility's residential accounts, classed by the collections team: on time,
    occasionally late (a few days late now and then), chronically late (weeks late, missed
    payments), on a payment plan (a carried balance, fewer missed payments, a dispute) or at
    disconnection risk (a large carried balance, many missed payments, the collectors' calls). Each
    account's arrears come at a severity of 0.2-1, so mild accounts overlap the on-time ones: sound
    MLPs stop near accuracy 0.77-0.84."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=list(prior))
    sev = rng.uniform(0.2, 1.0, n)
    z = rng.standard_normal((n, 10))

    def bump(cls: int, size: float) -> Any:
        return np.where(y == cls, size * sev, 0)

    bill = np.abs(120 + 40 * z[:, 0] + bump(4, 60) + bump(3, 30))
    late = np.abs(2 + 3 * z[:, 1] + bump(1, 6) + bump(2, 18) + bump(3, 8) + bump(4, 28))
    missed = rng.poisson(0.2 + bump(1, 0.8) + bump(2, 3) + bump(3, 1.5) + bump(4, 5))
    balance = np.abs(20 + 30 * z[:, 3] + bump(2, 90) + bump(3, 300) + bump(4, 450))
    autopay = (rng.random(n) < np.where(y == 0, 0.55, 0.2)).astype(float)
    tenure = rng.uniform(3, 180, n)
    usage = 10 * z[:, 6] + bump(4, 12)
    contacts = rng.poisson(0.3 + bump(2, 1.5) + bump(4, 4))
    disputes = rng.poisson(0.1 + bump(3, 1.2))
    income = np.clip(np.round(3 + z[:, 9] - 0.5 * (y >= 2)), 1, 5)
    x = np.column_stack([bill, late, missed, balance, autopay, tenure, usage, contacts, disputes, income])
    return x, y


def arrears(
    seed: int = 64501, sizes: tuple[int, int, int] = SIZES, name: str = "utility-payment-delinquency"
) -> Splits:
    """10 standardised columns, 5 classes."""
    x, y = _arrears(seed, sum(sizes))
    return _generated(name, x, y, 5, sizes)


def arrears_labels_shifted() -> Splits:
    """The bug: the features frame went through `df.dropna()` (blank meter reads in the newest
    export) while the label series did not, and the two were zipped by position: from the first
    dropped row on (the last 40% of the training rows) every account carries a later account's
    class; validation and test come from the cleaned holdout extract."""
    import numpy as np

    x, y = _arrears(64502, sum(SIZES))
    y = y.copy()
    start = int(0.6 * SIZES[0])
    rng = np.random.default_rng(64503)
    offsets = np.cumsum(rng.random(SIZES[0] - start) < 0.08) + 1
    y[start : SIZES[0]] = y[np.minimum(np.arange(start, SIZES[0]) + offsets, SIZES[0] - 1)]
    return _generated("utility-payment-delinquency", x, y, 5, SIZES)


def arrears_dunning_leak() -> Splits:
    """The bug: `dunning_level` (0-4, the collections workflow's letter stage, written after the
    class was assigned and equal to it for 85% of the accounts) is kept as a feature; the training
    and validation accounts carry it, but the test accounts come from next month's extract, scored
    before the workflow ran, where it is 0 for every account."""
    import numpy as np

    x, y = _arrears(64504, sum(SIZES))
    rng = np.random.default_rng(64505)
    dunning = np.where(rng.random(len(y)) < 0.85, y, 0).astype(float)
    dunning[SIZES[0] + SIZES[1] :] = 0.0
    return _generated("utility-payment-delinquency", np.column_stack([x, dunning]), y, 5, SIZES)


def arrears_active_only_train() -> Splits:
    """The bug: the training extract was pulled with `status == 'active'`, which drops the accounts
    already in collections: 92% of its rows are on time; validation and test are the full book."""
    import numpy as np

    x_tr, y_tr = _arrears(64506, SIZES[0], prior=(0.92, 0.04, 0.02, 0.01, 0.01))
    x, y = _arrears(64507, SIZES[1] + SIZES[2])
    return _generated(
        "utility-payment-delinquency", np.concatenate([x_tr, x]), np.concatenate([y_tr, y]), 5, SIZES
    )


# ---------------------------------------------------------------- injected faults (and healthy hooks)


def l1_on_softmax(logits: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    """The bug: `nn.L1Loss()(logits.softmax(1), F.one_hot(target, 5).float())` from a ported
    segmentation recipe in place of the cross-entropy: the loss is bounded (0 to 2 a sample, 1.6 at
    uniform outputs) and its gradient through the softmax is small wherever the model is unsure."""
    from torch import nn

    one_hot = nn.functional.one_hot(target, logits.shape[1]).float()
    return (logits.softmax(1) - one_hot).abs().sum(1).mean()


def smoothed_01(logits: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    """Not a fault: cross-entropy with label smoothing 0.1 (the loss floor is ~0.5, not 0)."""
    from torch import nn

    return nn.functional.cross_entropy(logits, target, label_smoothing=0.1)


def arrears_weighted(logits: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    """Not a fault: cross-entropy weighted by the inverse class shares (on time 0.55, the others
    1.1-1.3): the weighted loss sits above a plain one at the same accuracy."""
    import torch
    from torch import nn

    weights = torch.tensor([0.55, 1.1, 1.25, 1.3, 1.3], device=logits.device)
    return nn.functional.cross_entropy(logits.float(), target, weight=weights)


def _first_step(inner: Any, x: torch.Tensor) -> torch.Tensor:
    out: torch.Tensor = inner(x[:, :1])
    return out


first_step_only = _wrapper(_first_step)
first_step_only.__doc__ = """The bug: the classifier reads `output[:, 0]` (the first time step's
state) where `output[:, -1]` was meant; the sessions are left-padded, so that state has seen only
the first slot, padding for most sessions."""


def constant_init(net: Any) -> Any:
    """The bug: `model.apply(init_weights)` with an init_weights that calls
    `nn.init.constant_(m.weight, 0.05)` for every Linear layer (meant for the head's bias): every
    hidden unit starts identical, receives the same gradient and stays identical."""
    import torch
    from torch import nn

    with torch.no_grad():
        for module in net.modules():
            if isinstance(module, nn.Linear):
                module.weight.fill_(0.05)
    return net


def head_params(net: Any) -> Any:
    """The bug: the encoder's forward runs under `with torch.no_grad():` (left from a feature-caching
    experiment), so no gradient reaches the convolutions: only the head's parameters ever change."""
    return net.head.parameters()


def _glass_flips(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.where(torch.rand(len(x), 1, 1, 1) < 0.5, x.flip(-1), x)
    x = torch.where(torch.rand(len(x), 1, 1, 1) < 0.5, x.flip(-2), x)
    return x * (0.85 + 0.3 * torch.rand(len(x), 1, 1, 1)) + 0.3 * torch.randn_like(x)


glass_flips = _augmented(_glass_flips)
glass_flips.__doc__ = """Not a fault: in training mode each glass patch is mirrored left-right and
up-down with probability 0.5 each, its contrast drawn in 0.85-1.15 and given 0.3 sd of extra noise."""


# ---------------------------------------------------------------- the variants


def ZZP(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by battery zf's runner (through every earlier wrapper)."""
    return L(*args, runs=runs or zf_runs(), **kw)


CH16 = {"channels": 16}
H48 = {"hidden": 48}

FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    ZZP(
        "vzzp-cyclic-max-lr-3-sgdm-mlp-arrears",
        Plan(
            arrears,
            "mlp",
            3e-3,
            "sgd",
            momentum=0.9,
            epochs=10,
            log_every=4,
            schedule="cyclic",
            model_kw=MLP64,
        ),
        ("loss-spikes",),
        "learning-rate-too-high",
        "CyclicLR(base_lr=3e-3, max_lr=3.0) where 0.03 was meant (the lr finder's plot read off the wrong "
        "axis), 40 steps up and 40 down, SGD momentum 0.9: a 2x64 MLP over the delinquency accounts for 10 "
        "epochs (every 4th step logged): losses 1.57, 1.07, 0.897, 1.23 ... a peak of 40.3 as the lr climbs "
        "(gradient norms to 32.7), 1.48-1.58 at the end, epoch means 3.4, 1.83, 1.59, 1.64 ... 1.6, the val "
        "loss 1.95, 1.58, 1.57 ... 1.55, 1.59 and val accuracy 0.37 (the on-time share) with dips to 0.137, "
        "test 1.59 and 0.207 (a sound run: ~0.5 and 0.77-0.84)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="mlp",
        dataset="utility-payment-delinquency",
        seed=63001,
        runs=zf_runs(
            schedule=cyclic(3e-3, 3.0, 40), hparams={"cyclic": [3e-3, 3.0, 40], "max_lr_meant": 0.03}
        ),
    ),
    ZZP(
        "vzzp-finetune-lr-2e-5-from-scratch-transformer-dialysis",
        Plan(dialysis, "transformer", 2e-5, "adamw", weight_decay=0.01, epochs=10, log_every=8),
        ("slow-convergence",),
        "learning-rate-too-low",
        "AdamW's lr of 2e-5 copied from a fine-tuning recipe into a run that trains from scratch: a small "
        "transformer (weight decay 0.01) over the dialysis sessions for 10 epochs (every 8th step logged): "
        "losses 1.87, 1.79, 1.77, 1.99 ... 1.44-1.63, epoch means 1.83, 1.77, 1.72, 1.67 ... 1.49, the val "
        "loss 1.78, 1.72, 1.67 ... 1.44 and val accuracy 0.123 to 0.39, test 1.47 and 0.373 (at 3e-3: "
        "~0.4-0.53 and 0.81-0.87)",
        STALL,
        family="transformer",
        dataset="dialysis-machine-events",
        seed=63002,
        runs=zf_runs(hparams={"recipe": "fine-tuning", "pretrained": False}),
    ),
    ZZP(
        "vzzp-exponential-lr-stepped-per-batch-cnn1d-turbine",
        Plan(
            turbine, "cnn1d", 3e-3, "adam", epochs=10, log_every=8, schedule="exp", gamma=0.95, model_kw=CH16
        ),
        ("slow-convergence",),
        "lr-decay-too-fast",
        "ExponentialLR(gamma=0.95) meant per epoch but registered with interval='step': the lr falls from "
        "3e-3 to ~1e-5 within ~110 steps and to 2e-10 by the end; a 16-channel 1-D CNN under Adam over the "
        "turbine windows for 10 epochs (every 8th step logged): losses 1.58, 1.62, 1.6, 1.49 ... 1.49-1.61, "
        "epoch means 1.58, 1.55, then 1.54 to the end, the val loss 1.55 then 1.54 and val accuracy 0.313 "
        "(the sound-running share) at every evaluation, test 1.54 and 0.363 (a sound run: ~0.9-1.0 and "
        "0.6-0.69)",
        STALL,
        family="cnn",
        dataset="hydro-turbine-vibration",
        seed=63003,
        runs=zf_runs(hparams={"exp_gamma": 0.95, "gamma_meant_per": "epoch", "scheduler_interval": "step"}),
    ),
    ZZP(
        "vzzp-max-grad-norm-none-parsed-0-sgd-gru-dialysis",
        Plan(dialysis, "gru", 1.5, "sgd", momentum=0.9, epochs=8, log_every=4, model_kw=H48),
        ("loss-spikes", "loss-runaway"),
        "no-gradient-clipping",
        "`max_grad_norm: none` in the YAML parsed as 0, which turns clipping off, under a GRU recipe's SGD "
        "at lr 1.5 (momentum 0.9) that was tuned with clipping at 1.0: a GRU (hidden 48) over the dialysis "
        "sessions for 8 epochs (every 4th step logged): losses 1.51, 2.38, 4.04, 3.1 ... 8.24, 15, 23.3, "
        "5.17 (up to 35.1), gradient norms 0.638 at the start and up to 70.7, epoch means 5.43, 15.9, 24.6, "
        "20.6, 17.3, 13.8, 17.9, 18.8, the val loss 9.26, 20.5, 23.6 ... 24.3, 21.1 and val accuracy "
        "0.33-0.43, test 21.5 and 0.447",
        (*RUNAWAY, "undertrained"),
        family="rnn",
        dataset="dialysis-machine-events",
        seed=63004,
        runs=zf_runs(hparams={"max_grad_norm": 0.0, "max_grad_norm_config": "none"}),
    ),
    ZZP(
        "vzzp-onecycle-max-lr-sgd-value-with-adam-cnn-glass",
        Plan(glass, "cnn", 0.5, "adam", epochs=8, log_every=8, schedule="onecycle", model_kw=CH16),
        ("slow-convergence",),
        "learning-rate-too-high",
        "OneCycleLR(max_lr=0.5) kept from the SGD recipe when the optimizer was switched to Adam: the lr "
        "climbs from 0.02 to 0.5 and back; a 16-channel CNN over the glass patches for 8 epochs (every 8th "
        "step logged): losses 1.59, 1.57, 1.58, 1.26 ... 1.58-1.81, epoch means 1.75, 1.59, 1.6, 1.59, "
        "1.58, 1.59, 1.57, 1.57, gradient norms 0.07-0.52, the val loss 1.54-1.57 and val accuracy 0.353 "
        "(the clean share) at every evaluation, test 1.58 and 0.317 (at 5e-3: ~0.63 and 0.79)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="cnn",
        dataset="float-glass-patches",
        seed=63005,
        runs=zf_runs(hparams={"onecycle_max_lr": 0.5, "max_lr_from": "sgd recipe"}),
    ),
    # --- data
    ZZP(
        "vzzp-dropna-features-not-labels-mlp-arrears",
        Plan(
            arrears_labels_shifted,
            "mlp",
            2e-3,
            "adam",
            epochs=40,
            log_every=8,
            model_kw={"width": 128, "num_layers": 3},
        ),
        ("train-val-gap",),
        "label-noise",
        "df.dropna() run over the feature frame (blank meter reads in the newest export) but not over the "
        "labels, the two zipped by position: from the first dropped row on (the last 40% of the training "
        "rows) each account carries a later account's class; validation and test come from the cleaned "
        "holdout: a 3x128 MLP under Adam lr 2e-3 for 40 epochs (every 8th step logged): epoch means 1.43, "
        "1.31, 1.25 ... 0.29-0.296, the val loss 0.98, 0.87, 0.838, 0.82, its minimum 0.726, then up to "
        "1.61, 1.56 and val accuracy 0.773 at best, 0.65 last, test 1.84 and 0.573 (a sound run: ~0.5 and "
        "0.77-0.84)",
        EVAL,
        family="mlp",
        dataset="utility-payment-delinquency",
        seed=63006,
    ),
    ZZP(
        "vzzp-dunning-level-column-leak-mlp-arrears",
        Plan(arrears_dunning_leak, "mlp", 2e-3, "adam", epochs=15, log_every=8, model_kw=MLP64),
        ("val-test-gap",),
        "data-leakage",
        "dunning_level (the collections workflow's letter stage, written after the class was assigned and "
        "equal to it for 85% of the accounts) kept as a feature; the test accounts come from next month's "
        "extract, scored before the workflow ran, where it is 0: a 2x64 MLP under Adam lr 2e-3 for 15 "
        "epochs (every 8th step logged): epoch means 1.27, 0.745, 0.508 ... 0.13, the val loss 0.907, "
        "0.625, 0.462 ... 0.314 and val accuracy 0.63 to 0.897 (0.903 at best), test 0.671 and 0.773",
        EVAL,
        family="mlp",
        dataset="utility-payment-delinquency",
        seed=63007,
    ),
    ZZP(
        "vzzp-light-lux-hours-joined-after-scaler-regression-brix",
        Plan(brix_light_raw, "mlp", 1e-3, "adam", epochs=20, log_every=8, model_kw=MLP64),
        ("bad-initial-loss",),
        "unnormalized-input",
        "the light column re-joined from the climate computer's export after the scaler ran, so it holds "
        "the daily light integral in lux-hours (200,000-600,000) where the other columns are standardised: "
        "a 2x64 regression MLP under Adam lr 1e-3 for 20 epochs (every 8th step logged): losses 1.04e7, "
        "2.56e6, 1.23e6, 5.51e5 ... 1.99, 1.35, then 0.95-1.58 to the end, gradient norms 5.8e6 to 4e8 at "
        "the start, the val MSE 5.71e5, 1.9e4, 1.29e3, 13.7, 1.72, then 0.985-1.28 and 1.69 last, test 1.63 "
        "(a sound run: ~0.07-0.14)",
        (*RUNAWAY, "loss-runaway", "undertrained", "overfitting"),
        family="regression",
        dataset="strawberry-brix",
        seed=63008,
    ),
    ZZP(
        "vzzp-iterable-dataset-grouped-by-alarm-gru-dialysis",
        Plan(
            dialysis,
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
        "an IterableDataset streams the sessions from a file grouped by the alarm they were filed under "
        "(DataLoader's shuffle does not apply to it): each epoch sees all routine sessions, then all access "
        "problems, and so on; a GRU (hidden 48) under Adam lr 3e-3 for 8 epochs (every step logged): losses "
        "1.78, 1.67, 1.59, 1.46 ... between 0.18 and 2.51 in a pattern that repeats each epoch, epoch means "
        "1.92, 1.6, 1.47, 1.34, 1.2, 1.03, 0.875, 0.83, the val loss 1.59, 1.46, 1.31 ... 0.724, 0.657 and "
        "val accuracy 0.247 to 0.77, test 0.658 and 0.797 (a sound run: ~0.4-0.53 and 0.81-0.87)",
        (*RUNAWAY, "undertrained"),
        family="rnn",
        dataset="dialysis-machine-events",
        seed=63009,
    ),
    ZZP(
        "vzzp-unit-7-remounted-sensor-test-bncnn1d-turbine",
        Plan(turbine_remounted_test, "bncnn1d", 3e-3, "adam", epochs=8, log_every=8, model_kw=CH16),
        ("val-test-gap",),
        "distribution-shift",
        "the test windows come from unit 7, whose accelerometer was remounted on the other bearing's "
        "bracket (a lower gain, a structural ring, more noise), scaled with unit 3's training statistics: a "
        "batch-norm 1-D CNN under Adam lr 3e-3 for 8 epochs (every 8th step logged): losses 1.45, 1.51, "
        "1.38 ... 0.724, epoch means 1.41, 1.18 ... 0.907, the val loss 1.32, 1.13, 1.05 ... 0.989, 0.981 "
        "and val accuracy 0.503 to 0.653, test 2.47 and 0.247",
        EVAL,
        family="cnn-bn",
        dataset="hydro-turbine-vibration",
        seed=63010,
    ),
    ZZP(
        "vzzp-active-accounts-only-train-extract-mlp-arrears",
        Plan(arrears_active_only_train, "mlp", 2e-3, "adam", epochs=12, log_every=8, model_kw=MLP64),
        ("train-val-gap",),
        "class-imbalance",
        "the training extract pulled with status == 'active', which drops the accounts already in "
        "collections: 92% of its rows are on time, while validation and test are the full book: a 2x64 MLP "
        "under Adam lr 2e-3 for 12 epochs (every 8th step logged): epoch means 0.736, 0.303, 0.251 ... "
        "0.161, 0.16, the val loss 2.31, 1.49, 1.41, 1.24 ... 0.839, 0.825 and val accuracy 0.36 to 0.7, "
        "test 0.73 and 0.737 (a sound run: ~0.5 and 0.77-0.84)",
        EVAL,
        family="mlp",
        dataset="utility-payment-delinquency",
        seed=63011,
    ),
    # --- evaluation
    ZZP(
        "vzzp-eval-loader-transposes-patches-cnn-glass",
        Plan(glass_eval_transposed, "cnn", 2e-3, "adam", epochs=8, log_every=8, model_kw=CH16),
        ("train-val-gap",),
        "eval-pipeline-mismatch",
        "the evaluation loader's PIL -> numpy path hands the inspection images as (width, height), so every "
        "validation and test patch is transposed (the draw direction of the scratches and the ream runs "
        "down the columns): a 16-channel CNN under Adam lr 2e-3 for 8 epochs (every 8th step logged): "
        "losses 1.63, 1.54, 1.48 ... 0.295-0.33, the val loss 1.54, 2.04, 2.27, 2.18, 3, 2.89, 3.31, 3.2 "
        "and val accuracy 0.41 to 0.497, test 3.28 and 0.493 (a sound run: ~0.63 and 0.79)",
        EVAL,
        family="cnn",
        dataset="float-glass-patches",
        seed=63012,
    ),
    ZZP(
        "vzzp-checkpoint-monitor-mode-max-resnet-glass",
        Plan(glass, "resnet", 2e-3, "adam", epochs=8, log_every=8),
        ("val-test-gap",),
        "wrong-checkpoint-loaded",
        "ModelCheckpoint(monitor='val_loss', mode='max') (copied from a callback that watched the accuracy) "
        "keeps the first epoch's checkpoint as the best one, and the test loads it: a small residual net "
        "under Adam lr 2e-3 for 8 epochs (every 8th step logged): losses 1.66, 1.57, 1.62 ... 0.8-1.22, "
        "epoch means 1.6, 1.38, 1.26 ... 0.893, the val loss 1.51, 1.41, 1.17 ... 0.929, 0.849 and val "
        "accuracy 0.417 to 0.687, test 1.53 and 0.33",
        EVAL,
        family="resnet",
        dataset="float-glass-patches",
        seed=63013,
        runs=zf_runs(test_at_step=32, hparams={"checkpoint_monitor": "val_loss", "checkpoint_mode": "max"}),
    ),
    ZZP(
        "vzzp-eval-windows-at-triple-rate-bncnn1d-turbine",
        Plan(turbine_eval_triple_rate, "bncnn1d", 3e-3, "adam", epochs=12, log_every=8, model_kw=CH16),
        ("overfitting",),
        "eval-pipeline-mismatch",
        "the validation and test windows cut from the historian's raw 3x-rate channel (the decimation step "
        "of the training export skipped): 64 samples span a turn and a third, not four turns, scaled with "
        "the training statistics; a batch-norm 1-D CNN under Adam lr 3e-3 for 12 epochs (every 8th step "
        "logged): epoch means 1.38, 1.14, 1.03 ... 0.845, 0.827, the val loss 1.32, its minimum 1.23, 1.52, "
        "1.37 ... 1.49, 1.56, 1.73 and val accuracy 0.49-0.54, test 1.69 and 0.543 (a sound run: ~0.9-1.0 "
        "and 0.6-0.69)",
        EVAL,
        family="cnn-bn",
        dataset="hydro-turbine-vibration",
        seed=63014,
    ),
    ZZP(
        "vzzp-scaler-stats-sorted-by-column-name-regression-brix",
        Plan(brix_scaler_columns_shuffled, "mlp", 2e-3, "adam", epochs=20, log_every=8, model_kw=MLP64),
        ("train-val-gap",),
        "wrong-preprocessing-parameters",
        "the serving scaler saved as a dict of column -> (mean, sd) and rebuilt with sorted(stats), so the "
        "evaluation scales each validation and test column with another column's training mean and sd: a "
        "2x64 regression MLP under Adam lr 2e-3 for 20 epochs (every 8th step logged): epoch means 0.567, "
        "0.155, 0.118 ... 0.0567, the val MSE 1.4e3, 1.9e3, 1.63e3 ... 1.62e3 (between 1,060 and 2,180), "
        "test 1,780 (a sound run: ~0.07-0.14)",
        EVAL,
        family="regression",
        dataset="strawberry-brix",
        seed=63015,
    ),
    # --- model
    ZZP(
        "vzzp-l1-on-softmax-one-hot-cnn-glass",
        Plan(glass, "cnn", 2e-3, "adam", epochs=8, log_every=8, model_kw=CH16),
        ("slow-convergence",),
        "wrong-loss-function",
        "nn.L1Loss() between the softmax and the one-hot targets (from a ported segmentation recipe) in "
        "place of the cross-entropy: a 16-channel CNN under Adam lr 2e-3 over the glass patches for 8 "
        "epochs (every 8th step logged): losses 1.32, 1.5, 1.31, 1.25 ... between 0.75 and 1.75 in "
        "multiples of 1/16 (each patch's loss is 0 or 2: the softmax saturated), epoch means 1.38, then "
        "1.35 at every epoch, gradient norms 0.057 at the first log and 1e-12 to 1e-9 from the third on, "
        "the val loss 1.29 and val accuracy 0.353 (the clean share) at every evaluation, test 1.37 and "
        "0.317 (a sound run: ~0.63 and 0.79)",
        (*STALL, "bad-initial-loss"),
        family="cnn",
        dataset="float-glass-patches",
        seed=63016,
        runs=zf_runs(loss=l1_on_softmax, hparams={"loss": "L1Loss(softmax, one_hot)"}),
    ),
    ZZP(
        "vzzp-reads-first-step-output-gru-dialysis",
        Plan(dialysis, "gru", 3e-3, "adam", epochs=8, log_every=8, model_fault=first_step_only, model_kw=H48),
        ("slow-convergence",),
        "wrong-operator",
        "the classifier reads output[:, 0] (the first time step's state) where output[:, -1] was meant, on "
        "left-padded sessions: a GRU (hidden 48) under Adam lr 3e-3 for 8 epochs (every 8th step logged): "
        "losses 1.61, 1.57, 1.61, 1.56 ... 1.59 (1.56-1.61 throughout), the val loss 1.57-1.58 and val "
        "accuracy 0.313 (the routine share) at every evaluation, test 1.58 and 0.307 (a sound run: "
        "~0.4-0.53 and 0.81-0.87)",
        STALL,
        family="rnn",
        dataset="dialysis-machine-events",
        seed=63017,
    ),
    ZZP(
        "vzzp-constant-weight-init-005-mlp-arrears",
        Plan(arrears, "mlp", 1e-3, "adam", epochs=15, log_every=8, model_fault=constant_init, model_kw=MLP64),
        ("undertrained",),
        "poor-initialization",
        "model.apply(init_weights) with nn.init.constant_(m.weight, 0.05) for every Linear layer (meant for "
        "the head's bias): every hidden unit starts identical and stays so; a 2x64 MLP under Adam lr 1e-3 "
        "over the accounts for 15 epochs (every 8th step logged): losses 1.56, 1.47, 1.46, 1.48 ... "
        "0.678-0.716, the val loss 1.44, 1.38, 1.34, 1.31 ... 0.861, 0.798, 0.742 (still falling) and val "
        "accuracy 0.45 to 0.75, test 0.726 and 0.713 (a sound run: ~0.5 and 0.77-0.84)",
        ("slow-convergence", "metric-at-baseline", "bad-initial-loss"),
        family="mlp",
        dataset="utility-payment-delinquency",
        seed=63018,
    ),
    ZZP(
        "vzzp-encoder-under-no-grad-bncnn-glass",
        Plan(glass, "bncnn", 2e-3, "adam", epochs=8, log_every=8, params=head_params),
        ("slow-convergence",),
        "frozen-weights",
        "the encoder's forward runs under `with torch.no_grad():` (left from a feature-caching experiment), "
        "so only the head trains on the random convolutions: a batch-norm CNN under Adam lr 2e-3 over the "
        "glass patches for 8 epochs (every 8th step logged): losses 1.58, 1.6, 1.61, 1.57 ... 1.53, 1.49, "
        "the val loss 1.58, 1.57 ... 1.54 and val accuracy 0.353-0.37, test 1.54 and 0.36 (a sound run: "
        "~0.63 and 0.79)",
        STALL,
        family="cnn-bn",
        dataset="float-glass-patches",
        seed=63019,
    ),
    # --- workflow
    ZZP(
        "vzzp-ci-max-time-stops-early-regression-brix",
        Plan(
            brix,
            "mlp",
            3e-4,
            "adam",
            epochs=30,
            max_steps=96,
            log_every=2,
            val_interval=0.25,
            model_kw=MLP64,
        ),
        ("undertrained",),
        "too-few-epochs",
        "Trainer(max_time='00:00:00:03') from the CI smoke config left in a 30-epoch run: the fit stops "
        "after 96 steps (3 epochs); a 2x64 regression MLP under Adam lr 3e-4 (every 2nd step logged, "
        "validated every quarter epoch): losses 1.11, 0.603, 0.994 ... 0.129-0.621, epoch means 0.974, "
        "0.81, 0.609, the val MSE 0.911, 0.875, 0.839 ... 0.535, 0.485, 0.43 (still falling), test 0.381 (a "
        "sound run: ~0.07-0.14)",
        STALL,
        family="regression",
        dataset="strawberry-brix",
        seed=63020,
        runs=zf_runs(hparams={"max_time": "00:00:00:03", "max_epochs": 30}),
    ),
    ZZP(
        "vzzp-validation-step-misspelt-cnn1d-turbine",
        Plan(turbine, "cnn1d", 3e-3, "adam", epochs=8, log_every=8, val_every_epochs=100, model_kw=CH16),
        ("missing-validation",),
        "missing-eval-set",
        "the LightningModule's validation hook spelt `validation_steps`, so the validation loop never runs: "
        "a 16-channel 1-D CNN under Adam lr 3e-3 for 8 epochs (every 8th step logged): losses 1.56, 1.57, "
        "1.5, 1.57 ... 0.65-1.11, epoch means 1.56, 1.43, 1.25, 1.13, 1.08, 1.06, 1.01, 1.03, no validation "
        "logged; test 1.13 and 0.537",
        ("undertrained",),
        family="cnn",
        dataset="hydro-turbine-vibration",
        seed=63021,
    ),
    ZZP(
        "vzzp-glob-one-shift-folder-64-patches-cnn-glass",
        Plan(
            glass,
            "cnn",
            2e-3,
            "adam",
            epochs=30,
            batch_size=16,
            log_every=4,
            data_fault=first_64_patches,
            model_kw=CH16,
        ),
        ("overfitting", "train-val-gap"),
        "insufficient-data",
        "the training glob line3/2024-05-1*/*.png matched one shift's folder only: 64 patches instead of "
        "1,000, validation and test the full holdout: a 16-channel CNN under Adam lr 2e-3 at batch 16 for "
        "30 epochs (4 steps an epoch, every 4th logged): losses 1.63, 1.41, 1.35, 1.24 ... 0.0174, 0.0155, "
        "0.0139, the val loss 1.62, 1.55, 1.56, 1.6 ... its minimum 1.52 (epoch 8), then up to 2.28, 2.3 "
        "and val accuracy 0.333 to 0.51, test 2.67 and 0.437 (a sound run: ~0.63 and 0.79)",
        (*EVAL, "zero-train-loss"),
        family="cnn",
        dataset="float-glass-patches",
        seed=63022,
    ),
)

HEALTHY: tuple[Variant, ...] = (
    ZZP(
        "vzzp-healthy-bncnn-glass-flips-contrast-noise",
        Plan(glass, "bncnn", 2e-3, "adam", epochs=10, log_every=8, model_fault=glass_flips),
        (),
        None,
        "a sound batch-norm CNN under Adam lr 2e-3 for 10 epochs with the patches mirrored both ways, "
        "contrast jitter and extra noise in training (every 8th step logged): losses 1.6, 1.55, 1.54 ... "
        "0.81-1.86, epoch means 1.61, 1.45, 1.31, 1.21 ... 0.979, 0.917, the val loss 1.54, 1.39, 1.21, "
        "1.12 ... 0.937, 0.888, 0.939 (below the epoch-mean training loss until the last epoch) and val "
        "accuracy 0.373 to 0.66, test 0.906 and 0.713",
        family="cnn-bn",
        dataset="float-glass-patches",
        seed=63101,
    ),
    ZZP(
        "vzzp-healthy-gru-dialysis-batch4-every-step",
        Plan(dialysis, "gru", 1e-3, "adam", epochs=1, batch_size=4, log_every=1, model_kw=H48),
        (),
        None,
        "a sound GRU (hidden 48) under Adam lr 1e-3 at batch 4 for one epoch (250 steps, every step "
        "logged): losses 1.64, 1.6, 1.82, 1.78 ... between 0.24 and 2.27, 0.575 last, epoch mean 1.08, the "
        "val loss 0.612 and val accuracy 0.807, test 0.715 and 0.747",
        family="rnn",
        dataset="dialysis-machine-events",
        seed=63102,
    ),
    ZZP(
        "vzzp-healthy-transformer-dialysis-warmup-bump",
        Plan(
            dialysis,
            "transformer",
            3e-3,
            "adamw",
            weight_decay=0.01,
            epochs=10,
            log_every=4,
            schedule="warmup-cosine",
            warmup=60,
        ),
        (),
        None,
        "a sound small transformer under AdamW (weight decay 0.01) lr 3e-3 with a 60-step warm-up and a "
        "cosine over 10 epochs (every 4th step logged): losses 1.44, 1.41, 1.34, 1.44 ... 0.099-0.44, epoch "
        "means 1.28, 0.632, 0.476, 0.477 ... 0.359, the val loss 0.765, 0.456, 0.406, 0.392 ... 0.398 and "
        "val accuracy 0.76 to 0.863, 0.847 last, test 0.527 and 0.813",
        family="transformer",
        dataset="dialysis-machine-events",
        seed=63103,
    ),
    ZZP(
        "vzzp-healthy-regression-brix-plain-sgd-3000",
        Plan(brix_long, "mlp", 3e-3, "sgd", epochs=24, batch_size=16, log_every=100, model_kw=MLP64),
        (),
        None,
        "a sound 2x64 regression MLP under plain SGD lr 3e-3 at batch 16 over 2,000 samples for 24 epochs "
        "(3,000 steps, every 100th logged): losses 0.991, 0.831, 0.575, 0.428 ... 0.109-0.121, the val MSE "
        "0.936, 0.652, 0.382, 0.236 ... 0.122, 0.12, 0.12 (still falling slowly), test 0.138",
        family="regression",
        dataset="strawberry-brix",
        seed=63104,
    ),
    ZZP(
        "vzzp-healthy-regression-brix-early-stop-patience-4",
        Plan(brix, "mlp", 2e-3, "adam", epochs=60, log_every=16, early_stop=4, model_kw=MLP64),
        (),
        None,
        "a sound 2x64 regression MLP under Adam lr 2e-3 with early stopping (patience 4), stopped after 8 "
        "of 60 epochs (every 16th step logged): losses 0.797, 0.276, 0.158 ... 0.0711-0.0869, the val MSE "
        "0.176, 0.113, 0.108, its minimum 0.0976, then 0.103, 0.0984, 0.109, 0.108, test 0.086",
        family="regression",
        dataset="strawberry-brix",
        seed=63105,
    ),
    ZZP(
        "vzzp-healthy-mlp-arrears-bf16-batch128",
        Plan(arrears, "mlp", 3e-3, "adam", epochs=30, batch_size=128, log_every=2, bf16=True, model_kw=MLP64),
        (),
        None,
        "a sound 2x64 MLP under bf16-mixed autocast, Adam lr 3e-3 at batch 128 for 30 epochs (every 2nd "
        "step logged): losses 1.58, 1.5, 1.45, 1.31 ... 0.24-0.37, epoch means 1.48, 1.16, 0.87, 0.702 ... "
        "0.325, the val loss 1.29, 0.978, 0.786 ... its minimum 0.498, then 0.505-0.528 and val accuracy "
        "0.6 to 0.837, 0.813 last, test 0.56 and 0.77",
        family="mlp",
        dataset="utility-payment-delinquency",
        seed=63106,
    ),
    ZZP(
        "vzzp-healthy-mlp-arrears-sgd-step-cut-val-bump",
        Plan(
            arrears,
            "mlp",
            0.2,
            "sgd",
            momentum=0.9,
            epochs=12,
            log_every=8,
            schedule="step",
            step_size=256,
            gamma=0.1,
            model_kw=MLP64,
        ),
        (),
        None,
        "a sound 2x64 MLP under SGD momentum 0.9 at lr 0.2, cut x0.1 at step 256 (epoch 8), for 12 epochs "
        "(every 8th step logged): losses 1.18, 0.719, 0.525, 1.45 ... 0.1-0.51, epoch means 0.949, 0.811, "
        "0.633, 0.69 ... 0.386, the val loss 1.14, 0.761, 0.906, 0.951, 0.686, 0.811, 0.84, 0.742, then "
        "0.586, 0.566, 0.565, 0.553 after the cut and val accuracy 0.54 to 0.797, test 0.568 and 0.79",
        family="mlp",
        dataset="utility-payment-delinquency",
        seed=63107,
    ),
    ZZP(
        "vzzp-healthy-resnet-glass-short-60-steps",
        Plan(glass, "resnet", 2e-3, "adam", epochs=2, batch_size=34, log_every=2),
        (),
        None,
        "a sound small residual net under Adam lr 2e-3 at batch 34 for 2 epochs (60 steps, every 2nd "
        "logged), still improving when it ends: losses 1.66, 1.56, 1.6, 1.58 ... 1.26-1.37, 1.26 last, the "
        "val loss 1.44, 1.27 and val accuracy 0.487, 0.553, test 1.28 and 0.53",
        family="resnet",
        dataset="float-glass-patches",
        seed=63108,
    ),
    ZZP(
        "vzzp-healthy-bncnn1d-turbine-plateau",
        Plan(
            turbine,
            "bncnn1d",
            3e-3,
            "adam",
            epochs=14,
            log_every=8,
            schedule="plateau",
            gamma=0.3,
            model_kw=CH16,
        ),
        (),
        None,
        "a sound batch-norm 1-D CNN under Adam lr 3e-3 with ReduceLROnPlateau (x0.3) for 14 epochs (every "
        "8th step logged; the lr down to 8.1e-5 by the end): losses 1.44, 1.45, 1.47, 1.03 ... 0.39-1.0, "
        "epoch means 1.38, 1.15, 1.04, 0.971 ... 0.823, the val loss 1.27, 1.05, 0.986, 0.927 ... 0.879, "
        "0.877 and val accuracy 0.493 to 0.693, test 0.98 and 0.627",
        family="cnn-bn",
        dataset="hydro-turbine-vibration",
        seed=63109,
    ),
    ZZP(
        "vzzp-healthy-lstm-dialysis-cyclic",
        Plan(dialysis, "lstm", 1e-3, "adam", epochs=10, log_every=4, schedule="cyclic", model_kw=H48),
        (),
        None,
        "a sound LSTM (hidden 48) under Adam with a triangular CyclicLR between 5e-4 and 1e-2 (48 steps up, "
        "48 down) for 10 epochs (every 4th step logged): losses 1.59, 1.56, 1.53, 1.45 ... 0.068-0.53, "
        "epoch means 1.38, 0.714, 0.486, 0.402 ... 0.295, 0.32, 0.259, 0.214, gradient norms up to 3.57, "
        "the val loss 0.748, 0.581, 0.444, 0.416 ... 0.381, 0.41, 0.396, 0.457 and val accuracy 0.783 to "
        "0.883, 0.857 last, test 0.551 and 0.81",
        family="rnn",
        dataset="dialysis-machine-events",
        seed=63110,
        runs=zf_runs(schedule=cyclic(5e-4, 1e-2, 48), hparams={"cyclic": [5e-4, 1e-2, 48]}),
    ),
    ZZP(
        "vzzp-healthy-regression-brix-cosine-eval-every-4",
        Plan(
            brix,
            "mlp",
            3e-3,
            "adamw",
            weight_decay=0.01,
            epochs=20,
            log_every=8,
            schedule="cosine",
            val_every_epochs=4,
            model_kw=MLP64,
        ),
        (),
        None,
        "a sound 2x64 regression MLP under AdamW (weight decay 0.01) lr 3e-3 with a cosine over 20 epochs "
        "(every 8th step logged), evaluated every 4 epochs: losses 0.259, 0.171 ... 0.011-0.072, epoch "
        "means 0.364, 0.124, 0.0983 ... 0.0504, the val MSE 0.09, 0.0895, 0.0901, 0.0866, 0.0883, test "
        "0.0723",
        family="regression",
        dataset="strawberry-brix",
        seed=63111,
    ),
    ZZP(
        "vzzp-healthy-cnn1d-turbine-half-epoch-eval",
        Plan(turbine, "cnn1d", 2e-3, "rmsprop", epochs=8, log_every=8, val_interval=0.5, model_kw=CH16),
        (),
        None,
        "a sound 16-channel 1-D CNN under RMSprop lr 2e-3 for 8 epochs, validated twice an epoch (every 8th "
        "step logged): epoch means 1.55, 1.35, 1.2, 1.14, 1.11, 1.08, 1.07, 1.05, the val loss 1.53, 1.64, "
        "1.34, 1.42 ... 1.1, 1.09, 1.05, 1.05 and val accuracy 0.343, 0.18, 0.437, 0.333 ... 0.6, 0.58, "
        "test 1.13 and 0.523",
        family="cnn",
        dataset="hydro-turbine-vibration",
        seed=63112,
    ),
    ZZP(
        "vzzp-healthy-gru-dialysis-bf16-clip",
        Plan(dialysis, "gru", 3e-3, "adam", epochs=10, log_every=8, bf16=True, clip=1.0, model_kw=H48),
        (),
        None,
        "a sound GRU (hidden 48) under bf16-mixed autocast and Adam lr 3e-3, gradients clipped at norm 1.0, "
        "for 10 epochs (every 8th step logged): losses 1.58, 1.44, 1.21, 0.961 ... 0.243-0.37, gradient "
        "norms up to 8.2 before the clip, the val loss 0.831, 0.602, 0.473, 0.437 ... 0.384, 0.404 and val "
        "accuracy 0.737 to 0.883, 0.853 last, test 0.546 and 0.84",
        family="rnn",
        dataset="dialysis-machine-events",
        seed=63113,
    ),
    ZZP(
        "vzzp-healthy-cnn-glass-onecycle",
        Plan(glass, "cnn", 5e-3, "adam", epochs=8, log_every=8, schedule="onecycle", model_kw=CH16),
        (),
        None,
        "a sound 16-channel CNN under Adam with a one-cycle schedule peaking at 5e-3 over 8 epochs (every "
        "8th step logged): losses 1.59, 1.53, 1.56, 1.61 ... 0.191-0.222, the val loss 1.56, 1.07, 0.888, "
        "0.647, its minimum 0.6, then 0.647, 0.613, 0.627 and val accuracy 0.243 to 0.797, 0.757 last, test "
        "0.635 and 0.79",
        family="cnn",
        dataset="float-glass-patches",
        seed=63114,
    ),
    ZZP(
        "vzzp-healthy-mlp-arrears-dropout-05",
        Plan(
            arrears,
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
        "losses 1.51, 1.49, 1.39 ... 0.24-0.75, epoch means 1.46, 1.11, 0.874, 0.769 ... 0.496, the val "
        "loss 1.2, 0.871, 0.723, 0.65 ... 0.509, 0.503 (below the training loss for most of the run, level "
        "with it at the end) and val accuracy 0.573 to 0.837, test 0.485 and 0.8",
        family="mlp",
        dataset="utility-payment-delinquency",
        seed=63115,
    ),
    ZZP(
        "vzzp-healthy-bncnn1d-turbine-label-smoothing-floor",
        Plan(turbine, "bncnn1d", 3e-3, "adam", epochs=10, log_every=8, model_kw=CH16),
        (),
        None,
        "a sound batch-norm 1-D CNN under Adam lr 3e-3 with label smoothing 0.1 (the smoothed loss cannot "
        "reach 0) for 10 epochs (every 8th step logged): losses 1.47, 1.46, 1.4 ... 0.836-1.15, epoch means "
        "1.44, 1.22, 1.13, 1.09 ... 1.03, the val loss 1.33, 1.2, 1.11 ... 1.1, 1.08 and val accuracy 0.52 "
        "to 0.67, 0.663 last, test 1.17 and 0.583",
        family="cnn-bn",
        dataset="hydro-turbine-vibration",
        seed=63116,
        runs=zf_runs(loss=smoothed_01, hparams={"label_smoothing": 0.1}),
    ),
    ZZP(
        "vzzp-healthy-mlp-arrears-class-weighted-loss",
        Plan(arrears, "mlp", 2e-3, "adamw", weight_decay=0.01, epochs=15, log_every=8, model_kw=MLP64),
        (),
        None,
        "a sound 2x64 MLP under AdamW (weight decay 0.01) lr 2e-3 with the cross-entropy weighted by "
        "inverse class shares (0.55 for on time, 1.1-1.3 for the others) for 15 epochs (every 8th step "
        "logged): losses 1.56, 1.37, 1.26, 1.14 ... 0.301-0.353, the val loss 1.03, 0.715, 0.621 ... its "
        "minimum 0.525, 0.581 last and val accuracy 0.643 to 0.797, 0.76 last, test 0.518 and 0.757",
        family="mlp",
        dataset="utility-payment-delinquency",
        seed=63117,
        runs=zf_runs(loss=arrears_weighted, hparams={"class_weights": [0.55, 1.1, 1.25, 1.3, 1.3]}),
    ),
    ZZP(
        "vzzp-healthy-transformer-dialysis-small-val-noisy",
        Plan(dialysis_small_val, "transformer", 1e-3, "adam", epochs=10, log_every=8),
        (),
        None,
        "a sound small transformer under Adam lr 1e-3 for 10 epochs with a 60-session validation split "
        "(every 8th step logged): losses 1.45, 1.03, 0.987 ... 0.136-0.713, epoch means 1.2, 0.667, 0.534 "
        "... 0.419, the val loss 0.875, 0.639, 0.513 ... 0.427, 0.445, 0.468 and val accuracy 0.75 to 0.883 "
        "in steps of 1/60, 0.85 last, test 0.428 and 0.873 (300 sessions)",
        family="transformer",
        dataset="dialysis-machine-events",
        seed=63118,
    ),
    ZZP(
        "vzzp-healthy-cnn-glass-rmsprop-1500-steps-every-100",
        Plan(glass, "cnn", 5e-4, "rmsprop", epochs=24, batch_size=16, log_every=100, model_kw=CH16),
        (),
        None,
        "a sound 16-channel CNN under RMSprop lr 5e-4 at batch 16 for 24 epochs (1,512 steps, every 100th "
        "logged): losses 1.37, 1.03, 0.753, 0.626 ... 0.187-0.477, epoch means 1.5, 1.27, 1.04 ... 0.297, "
        "the val loss 1.43, 1.23, 1.01 ... its minimum 0.644, 0.673 last and val accuracy 0.41 to 0.74, "
        "test 0.719 and 0.733",
        family="cnn",
        dataset="float-glass-patches",
        seed=63119,
    ),
    ZZP(
        "vzzp-healthy-resnet-glass-sgd-nesterov-warmup",
        Plan(
            glass,
            "resnet",
            0.05,
            "sgd",
            momentum=0.9,
            epochs=10,
            log_every=8,
            schedule="warmup-linear",
            warmup=48,
        ),
        (),
        None,
        "a sound small residual net under SGD with Nesterov momentum 0.9, lr 0.05 after a 48-step linear "
        "warm-up and then a linear decay over 10 epochs (every 8th step logged): losses 1.56, 1.62, 1.42, "
        "1.43 ... 0.317-0.694, epoch means 1.56, 1.21, 0.862 ... 0.481, the val loss 1.58, 1.45, 0.954, "
        "0.707 ... 0.569, 0.566 and val accuracy 0.337 to 0.787, test 0.576 and 0.74",
        family="resnet",
        dataset="float-glass-patches",
        seed=63120,
        runs=zf_runs(optimizer_kw={"nesterov": True}, hparams={"nesterov": True}),
    ),
    ZZP(
        "vzzp-healthy-cnn1d-turbine-sgd-momentum-15-epochs",
        Plan(turbine, "cnn1d", 0.03, "sgd", momentum=0.9, epochs=15, log_every=8, model_kw=CH16),
        (),
        None,
        "a sound 16-channel 1-D CNN under SGD momentum 0.9 at lr 0.03 for 15 epochs (every 8th step "
        "logged), slow for its first two epochs: losses 1.59, 1.58, 1.67, 1.56 ... 0.54-1.0, epoch means "
        "1.59, 1.54, 1.4, 1.21 ... 0.883, the val loss 1.56, 1.49, 1.3, 1.14 ... 0.913, 0.995, 0.949 and "
        "val accuracy 0.327 to 0.7, 0.65 last, test 1.01 and 0.617",
        family="cnn",
        dataset="hydro-turbine-vibration",
        seed=63121,
    ),
    ZZP(
        "vzzp-healthy-regression-brix-batch8-exp-decay",
        Plan(
            brix,
            "mlp",
            2e-3,
            "adam",
            epochs=6,
            batch_size=8,
            log_every=5,
            schedule="exp",
            gamma=0.9995,
            model_kw=MLP64,
        ),
        (),
        None,
        "a sound 2x64 regression MLP under Adam lr 2e-3 at batch 8 with a gentle per-step exponential decay "
        "(x0.9995 a step, 1.4e-3 at the end) for 6 epochs (750 steps, every 5th logged): losses 1.05, "
        "0.888, 1.29, 0.256 ... between 0.005 and 0.25 at the end, epoch means 0.255, 0.11, 0.0927, 0.0874, "
        "0.0783, 0.0724, the val MSE 0.109, 0.0944, 0.109, 0.101, 0.0999, 0.0871, test 0.0766",
        family="regression",
        dataset="strawberry-brix",
        seed=63122,
    ),
)
