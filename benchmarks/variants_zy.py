"""Variant battery zy: another look-alike of an external held-out suite, real framework runs (`--battery zy`).

    nice -n 10 python benchmarks/variants.py --battery zy --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery zy [--runs]

Like batteries d-zx, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is the log),
trained by battery d's runner through battery g's, j's, l's, w's, z's, zd's, ze's and zf's wrappers
(ze's for a replaced schedule, zf's for SGD's extra arguments and extra logged hyperparameters, zc's
for a zero_grad that runs only every few steps), battery zh's model wrappers (a hook on the
training-mode inputs, a wrapped forward) and this battery's own hooks (every weight at one constant,
all but the head frozen, a sigmoid on the logits, a model kept in eval mode), so each case can run in
each of the three layouts; the layout rotation of variants.py picks one. It was written blind: its
author trained it with `--train-only`, read the raw logged numbers of each run, and never diagnosed or
scored it, so it is held-out data for the tool.
Its halves are even (22 faulty, 22 healthy; ~2-3 CPU-minutes to train on the shared 2-core machine):
one fault each, one cause a case, spread over every family of cause (optimisation, data, evaluation,
model, workflow), injected into a data set no battery had at a realistic strength, favouring the
faults users meet most, in forms earlier batteries did not use (an SGD lr scaled linearly for eight
workers on one, a BERT fine-tuning lr for a transformer trained from scratch, MultiStepLR milestones
counted in epochs but stepped per batch, SGD dampening 0.99 typed for momentum, an encoder frozen by a
fine-tuning flag on a scratch GRU, zero_grad every 8th step, clip_grad_norm_ called before backward,
training features shuffled apart from their labels, an auto-labeller calling every hard brake a near
miss, greenhouse weeks sorted by yield, ADC counts divided by the converter's range, a test season
from a LED greenhouse, a collections column that only exists after the loan went bad, a 48-image
pilot, light-sensor dropouts written as -999 by a new logger firmware in the later weeks only, test
images read upside down, a model left in eval mode by the notebook's test cell, every weight
initialised to 0.05, a 10-layer sigmoid MLP, nll_loss on raw logits, a sigmoid before cross-entropy,
`max_epochs=2` where the recipe said 20).
The data sets are new, all made offline with numpy from known generating models: beehive acoustic
envelopes of 64 samples (a calm queenright hum, a queenless roar, pre-swarm piping, a robbing
disturbance); 12x12 top-down images of printed-circuit solder joints (a good fillet, a bridge to the
neighbouring pad, an insufficient joint; the pad at the bottom, the lead from the top); warehouse
forklift telemetry event sequences over 15 event kinds (a normal shift, a near miss, a battery
problem, a maintenance visit; left-padded to 20); greenhouse tomato weekly yield (light, day and
night temperature, CO2, humidity, feed EC, stem density, crop age: the yield, standardised); and
loan-default risk grades (income, debt ratio, credit score, utilisation, delinquencies...: A, B, C,
D).
The healthy half holds sound runs a naive reader can take for a fault: val losses under the training
loss under augmentation and dropout, a StepLR cut after a val bump, bf16 noise, early stopping, batch-8
losses logged every step, a plain-SGD regression creeping over ~2,000 steps, short runs still
improving, cyclic bumps, ReduceLROnPlateau cuts, a warm-up bump, a plateau then a drop, a yield target
in kilograms, accumulated micro-batches, NAdam, Adadelta, Adamax and Adagrad, and sparse logging with
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
from benchmarks.variants_zc import zc_runs
from benchmarks.variants_ze import cyclic, multistep
from benchmarks.variants_zf import zf_runs
from benchmarks.variants_zh import _augmented, _wrapper
from benchmarks.variants_zj import _signal_splits, _stats
from benchmarks.variants_zl import _token_splits4

if TYPE_CHECKING:
    import torch

    from tests.suite.datasets import Splits

SIZES = (1000, 300, 300)


# ---------------------------------------------------------------- data sets no battery has


HIVE = ("queenright", "queenless", "pre-swarm", "robbing")


def _hive(seed: int, n: int, counts: bool = False) -> tuple[Any, Any]:
    """A hive's acoustic envelope (the microphone's RMS level over 64 windows of a quarter second),
    labelled by the beekeeper: a calm queenright hum (a slow swell of ~2 cycles a window), a queenless
    roar (a louder, faster 5-8 cycle beat), pre-swarm piping (1-3 short toots of 2-4 windows over the
    hum) and a robbing disturbance (ragged bursts that grow through the window). The hum's level
    (+-1), a slow drift and the noise (sd 0.3-0.6) vary, so a soft roar looks like a hum and a single toot
    like a burst: sound 1-D CNNs reach accuracy ~0.8-0.95 (ln 4 = 1.39). `counts`: the envelope in the
    12-bit converter's counts (2048 plus 150 counts a unit)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(4, n, p=[0.4, 0.2, 0.2, 0.2])
    t = np.arange(64) / 64.0
    x = np.zeros((n, 64))
    for i in range(n):
        c = int(y[i])
        sig = rng.uniform(-1, 1) + rng.normal(0, 0.4) * t
        sig += rng.uniform(0.3, 0.8) * np.sin(2 * np.pi * rng.uniform(1.5, 2.5) * t + rng.uniform(0, 6.3))
        if c == 1:
            sig += 0.6 + rng.uniform(0.6, 1.6) * np.sin(
                2 * np.pi * rng.uniform(5, 8) * t + rng.uniform(0, 6.3)
            )
        elif c == 2:
            for _ in range(int(rng.integers(1, 4))):
                t0 = rng.uniform(0.05, 0.95)
                sig += rng.uniform(1.5, 3.0) * (np.abs(t - t0) < rng.uniform(0.015, 0.035))
        elif c == 3:
            ramp = np.clip((t - rng.uniform(0.1, 0.6)) * 3, 0, None)
            sig += ramp * rng.uniform(1.0, 2.0) * (rng.random(64) < 0.5) * rng.uniform(0.5, 1.5, 64)
        x[i] = sig + rng.normal(0, rng.uniform(0.3, 0.6), 64)
    if counts:
        x = np.round(2048 + 150 * x)
    return x, y


SOLDER = ("good", "bridge", "insufficient")


def _solder(seed: int, n: int) -> tuple[Any, Any]:
    """12x12 top-down grey images (8-bit) of one component lead on its pad from the automated optical
    inspection camera, labelled by the line's inspector: a good joint (a bright pad in the bottom rows,
    the lead coming down from the top, a bright concave fillet rising from the pad around the lead), a
    bridge (a bright band of solder running sideways from the pad to the image's edge, the neighbouring
    pad) and an insufficient joint (a dull pad, a thin or missing fillet). The board's tone (+-15
    levels), the lead's column (+-1), the fillet's height and the camera noise (sd 10) vary: sound CNNs
    reach accuracy ~0.9-0.99 (ln 3 = 1.10). The images have a top and a bottom."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(3, n, p=[0.5, 0.25, 0.25])
    yy, xx = np.mgrid[0:12, 0:12].astype(float)
    out = np.zeros((n, 12, 12))
    for i in range(n):
        c = int(y[i])
        img = np.full((12, 12), rng.uniform(50, 80))
        col = 6 + int(rng.integers(-1, 2))
        pad_top = int(rng.integers(7, 9))
        img[pad_top:, 2:10] += rng.uniform(60, 90) if c != 2 else rng.uniform(30, 55)
        img[: pad_top + 1, col - 1 : col + 1] += rng.uniform(40, 60)
        height = rng.uniform(2.0, 4.0) if c != 2 else rng.uniform(0.0, 1.2)
        fillet = np.clip(1 - (pad_top - yy) / max(height, 0.3), 0, 1) * (yy <= pad_top)
        img += rng.uniform(30, 50) * fillet * np.exp(-(((xx - col + 0.5) / 2.5) ** 2))
        if c == 1:
            row = pad_top + int(rng.integers(-2, 2))
            side = rng.random() < 0.5
            band = (np.abs(yy - row) < rng.uniform(0.6, 1.2)) & ((xx > col) if side else (xx < col))
            img += rng.uniform(35, 60) * band
        out[i] = img
    out += rng.normal(0, 10, (n, 12, 12))
    return np.clip(out, 0, 255), y


EVENTS = 16  # 15 telemetry events, 0 the padding


def _forklift(seed: int, n: int, length: int = 20) -> tuple[Any, Any]:
    """A warehouse forklift's telemetry events per task (1 drive, 2 lift, 3 lower, 4 pallet scan, 5
    idle, 6 hard brake, 7 overspeed, 8 horn, 9 proximity alert, 10 low voltage, 11 charge start, 12
    slow lift, 13 fault code, 14 service mode, 15 hydraulic test), 4-20 events left-padded to 20 with 0,
    labelled by the shift supervisor's report: a normal shift (drives, lifts, lowers, scans), a near
    miss (hard brakes, overspeed, horns, proximity alerts), a battery problem (low voltage, slow lifts,
    idles, charging, long) and a maintenance visit (fault codes, service mode, hydraulic tests). 55% of
    the events are any event (the fleet gateway interleaves the neighbouring trucks' messages), so sound
    recurrent models stop near accuracy 0.8-0.9."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(4, n, p=[0.4, 0.2, 0.2, 0.2])
    prefs = {
        0: ([1, 2, 3, 4, 5], [0.3, 0.2, 0.2, 0.2, 0.1], (6, 16)),
        1: ([6, 7, 8, 9, 1], [0.3, 0.2, 0.15, 0.25, 0.1], (4, 12)),
        2: ([10, 12, 5, 11, 1], [0.3, 0.25, 0.2, 0.15, 0.1], (8, 20)),
        3: ([13, 14, 15, 5], [0.3, 0.3, 0.25, 0.15], (4, 12)),
    }
    x = np.zeros((n, length), dtype=np.int64)
    for i in range(n):
        kinds, p, (lo, hi) = prefs[int(y[i])]
        m = int(rng.integers(lo, hi + 1))
        path = rng.choice(kinds, m, p=p)
        path = np.where(rng.random(m) < 0.55, rng.integers(1, EVENTS, m), path)
        x[i, length - m :] = path
    return x, y


TOMATO_COLUMNS = (
    "par_mol_m2_day",
    "day_temp_c",
    "night_temp_c",
    "co2_ppm",
    "humidity_pct",
    "feed_ec_ms",
    "stems_per_m2",
    "crop_age_weeks",
)


def _tomato(rng: Any, n: int, led: bool = False) -> tuple[Any, Any]:
    """A greenhouse's weekly log (the daily light sum PAR in mol/m2, the day and night temperatures, the
    CO2 in ppm, the humidity, the feed's electrical conductivity, the stem density, the crop's age in
    weeks) and the week's harvest in kg/m2 (~0.3-3.5): a light-use efficiency that rises with the CO2
    and saturates, a temperature optimum near 21 C by day and 17 C by night, a penalty for a feed EC
    far from 3.5, a yield curve over the crop's age (ramping up to week 15, then slowly declining), and
    ~10% multiplicative noise. `led`: the LED greenhouse, whose light sums run 25-45 mol/m2 (not 5-30)
    and whose CO2 is enriched to 800-1,200 ppm."""
    import numpy as np

    par = rng.uniform(25, 45, n) if led else rng.uniform(5, 30, n)
    tday = rng.normal(21, 2.5, n)
    tnight = rng.normal(17, 2.0, n)
    co2 = rng.uniform(800, 1200, n) if led else rng.uniform(400, 900, n)
    hum = rng.uniform(60, 90, n)
    ec = rng.uniform(2.0, 5.5, n)
    stems = rng.uniform(2.5, 4.0, n)
    age = rng.uniform(8, 45, n)
    efficiency = 0.08 * (1 - np.exp(-co2 / 600)) * np.exp(-0.012 * par)
    climate = np.exp(-(((tday - 21) / 5) ** 2) - ((tnight - 17) / 5) ** 2) * np.exp(-0.08 * (ec - 3.5) ** 2)
    curve = np.clip(age - 7, 0, 8) / 8 * np.exp(-0.015 * np.maximum(age - 15, 0))
    hum_penalty = 1 - 0.004 * np.maximum(hum - 80, 0) ** 1.5
    yield_kg = 1.7 * par * efficiency * climate * curve * stems / 3.2 * hum_penalty
    yield_kg = yield_kg * np.exp(rng.normal(0, 0.1, n))
    x = np.column_stack([par, tday, tnight, co2, hum, ec, stems, age])
    return x, yield_kg


LOAN = ("A", "B", "C", "D")
LOAN_COLUMNS = (
    "income_k",
    "debt_to_income",
    "credit_score",
    "loan_amount_k",
    "term_months",
    "employment_years",
    "delinquencies_2y",
    "revolving_util",
    "inquiries_6m",
    "homeowner",
)


def _loan(seed: int, n: int) -> tuple[Any, Any]:
    """A lender's application file (income, debt-to-income ratio, credit score, the amount asked, the
    term, the years in the current job, delinquencies over two years, revolving utilisation, recent
    inquiries, home ownership), labelled with the risk grade the underwriter assigned: A, B, C or D. A
    hidden default risk (a low score, a high debt ratio and utilisation, delinquencies, inquiries, a
    large amount against the income, a long term, a short job) crosses three thresholds the
    underwriters place a little differently: sound MLPs stop near accuracy 0.75-0.85 (ln 4 = 1.39),
    ~30% A, ~20% B, ~16% C, ~34% D."""
    import numpy as np

    rng = np.random.default_rng(seed)
    income = np.exp(rng.normal(np.log(60), 0.5, n))
    dti = np.clip(rng.normal(0.25, 0.1, n), 0.01, 0.7)
    score = np.clip(rng.normal(690, 55, n), 500, 850)
    amount = np.exp(rng.normal(np.log(15), 0.6, n))
    term = rng.choice([36.0, 60.0], n, p=[0.7, 0.3])
    job = rng.gamma(2.0, 3.0, n)
    delinq = rng.poisson(0.3, n).astype(float)
    util = np.clip(rng.beta(2, 3, n), 0, 1)
    inq = rng.poisson(1.0, n).astype(float)
    home = (rng.random(n) < 0.45).astype(float)
    risk = (
        -0.025 * (score - 690)
        + 4.0 * (dti - 0.25)
        + 1.5 * (util - 0.4)
        + 0.7 * delinq
        + 0.25 * inq
        + 1.2 * (amount / income - 0.25)
        + 0.4 * (term == 60)
        - 0.05 * np.minimum(job, 10)
        - 0.2 * home
        + rng.normal(0, 0.35, n)
    )
    y = (risk > -0.55).astype(int) + (risk > 0.35).astype(int) + (risk > 1.05).astype(int)
    x = np.column_stack([income, dti, score, amount, term, job, delinq, util, inq, home])
    return x, y


# ---------------------------------------------------------------- splits


def hive(seed: int = 37101, sizes: tuple[int, int, int] = SIZES, name: str = "hive-acoustic-64") -> Splits:
    """The envelopes (N, 64), centred and scaled by the training envelopes' mean and sd, 4 classes."""
    x, y = _hive(seed, sum(sizes))
    return _signal_splits(x, y, sizes, name, _stats(x[: sizes[0]]), classes=4)


def hive_long() -> Splits:
    """A 2,000-envelope draw."""
    return hive(37102, (2000, 300, 300), "hive-acoustic-64-2000")


def hive_adc_range() -> Splits:
    """The bug: the envelopes come in the converter's 12-bit counts and are scaled as `(x - 2048) /
    4096` (the converter's range, the way the audio library scales a waveform) instead of by their own
    mean and sd: the inputs reach the net ~27 times too small (sd ~0.04) and off-centre."""
    x, y = _hive(37103, sum(SIZES), counts=True)
    return _signal_splits(x, y, SIZES, "hive-acoustic-64", (2048.0, 4096.0), classes=4)


def solder(seed: int = 37201, sizes: tuple[int, int, int] = SIZES, name: str = "solder-joint-12") -> Splits:
    """The images as (N, 1, 12, 12), centred and scaled by the training images' mean and sd, 3
    classes."""
    x, y = _solder(seed, sum(sizes))
    return _signal_splits(x[:, None], y, sizes, name, _stats(x[: sizes[0]]), classes=3)


def solder_long() -> Splits:
    """A 2,000-image draw."""
    return solder(37202, (2000, 300, 300), "solder-joint-12-2000")


def solder_pilot_48() -> Splits:
    """The new line's pilot: 48 labelled training images (300 / 300 for validation and test)."""
    return solder(37203, (48, 300, 300), "solder-joint-12-48")


def solder_test_upside_down() -> Splits:
    """The bug: the test images are read by the offline evaluation script with the camera's row order
    (bottom row first) while training and validation went through the line's loader, which flips them:
    every test joint is upside down (the pad at the top, the lead rising from the bottom)."""
    data = solder(37204)
    assert data.x_test is not None
    return replace(data, x_test=data.x_test.flip(2).clone())


def forklift(seed: int = 37301, sizes: tuple[int, int, int] = SIZES, name: str = "forklift-events") -> Splits:
    """Event sequences (N, 20) over 16 ids (0 the padding), 4 classes."""
    x, y = _forklift(seed, sum(sizes))
    return _token_splits4(x, y, sizes, name)


def forklift_long() -> Splits:
    """A 2,000-task draw."""
    return forklift(37302, (2000, 300, 300), "forklift-events-2000")


def forklift_hard_brake_rule() -> Splits:
    """The bug: the training labels come from a rule-based auto-labeller that calls every task with a
    hard brake (event 6) a near miss, whatever the supervisor wrote; validation and test carry the
    supervisors' labels. The gateway's interleaved messages put a hard brake in ~35% of the other
    tasks."""
    import torch

    data = forklift(37303)
    braked = (data.x_train == 6).any(1)
    return replace(data, y_train=torch.where(braked, torch.ones_like(data.y_train), data.y_train))


def tomato(seed: int = 37401, sizes: tuple[int, int, int] = SIZES, name: str = "tomato-yield") -> Splits:
    """8 standardised columns, the yield standardised."""
    import numpy as np

    x, t = _tomato(np.random.default_rng(seed), sum(sizes))
    return _regression_table(name, x, t, sizes)


def tomato_long() -> Splits:
    """A 2,000-week draw."""
    return tomato(37402, (2000, 300, 300), "tomato-yield-2000")


def tomato_kg() -> Splits:
    """The yield itself (kg/m2 a week, ~0.3-3.5) as the target, the columns standardised."""
    import numpy as np

    x, t = _tomato(np.random.default_rng(37403), sum(SIZES))
    return _regression_table("tomato-yield-kg", x, t, SIZES, target_scaled=False)


def tomato_led_test() -> Splits:
    """The test weeks come from the grower's new LED greenhouse (light sums of 25-45 mol/m2, not 5-30,
    CO2 enriched to 800-1,200 ppm); training and validation come from the old glasshouse. Columns and
    target are standardised with the old house's training statistics."""
    import numpy as np
    import torch

    from tests.suite import datasets as ds

    rng = np.random.default_rng(37404)
    x, t = _tomato(rng, SIZES[0] + SIZES[1])
    x_new, t_new = _tomato(rng, SIZES[2], led=True)
    x_all = torch.tensor(np.concatenate([x, x_new]), dtype=torch.float32)
    target = torch.tensor(np.concatenate([t, t_new]), dtype=torch.float32)[:, None]
    mean, sd = x_all[: SIZES[0]].mean(0), x_all[: SIZES[0]].std(0)
    target = (target - target[: SIZES[0]].mean()) / target[: SIZES[0]].std()
    return ds.named(ds._split((x_all - mean) / sd, target, SIZES, 0), "tomato-yield")


def tomato_par_minus_999() -> Splits:
    """The bug: the light sensor's dropouts (logger resets) are exported as -999 in the PAR column by
    the new logger firmware, which wrote the later validation and test weeks (15% of them dropped);
    the training weeks came from the old firmware, whose dropouts were interpolated. The column is
    standardised with the training statistics, so a dropped week's PAR reaches the net at ~-140 sd."""
    import numpy as np

    rng = np.random.default_rng(37405)
    x, t = _tomato(rng, sum(SIZES))
    rate = np.where(np.arange(len(x)) < SIZES[0], 0.0, 0.15)
    x[rng.random(len(x)) < rate, 0] = -999.0
    return _regression_table("tomato-yield", x, t, SIZES)


def loan(seed: int = 37501, sizes: tuple[int, int, int] = SIZES, name: str = "loan-grade") -> Splits:
    """10 standardised columns, 4 classes."""
    x, y = _loan(seed, sum(sizes))
    return _generated(name, x, y, 4, sizes)


def loan_small() -> Splits:
    """A 300-application draw from one branch (300 / 300 for validation and test)."""
    return loan(37502, (300, 300, 300), "loan-grade-300")


def loan_features_shuffled_apart() -> Splits:
    """The bug: the training features and labels come from two DataFrames, and `X_train =
    X_train.sample(frac=1)` shuffles the features without the labels (no shared index): each training
    row carries another applicant's grade; validation and test are aligned."""
    import torch

    data = loan(37503)
    gen = torch.Generator().manual_seed(37504)
    perm = torch.randperm(data.train_size, generator=gen)
    return replace(data, x_train=data.x_train[perm].clone())


def loan_collections_column() -> Splits:
    """The bug: the training and validation files come from the servicing warehouse, which carries the
    days past due at the first collections call, a column that only exists after a loan went bad and
    follows the grade closely; the test applications come from the origination system, where the
    column is 0 for everyone."""
    import numpy as np

    rng = np.random.default_rng(37505)
    x, y = _loan(37506, sum(SIZES))
    dpd = np.maximum(0, 30 * y + rng.normal(0, 8, len(y)))
    dpd[SIZES[0] + SIZES[1] :] = 0.0
    return _generated("loan-grade", np.column_stack([x, dpd]), y, 4, SIZES)


# ---------------------------------------------------------------- injected faults (and healthy hooks)


def constant_005(net: Any) -> Any:
    """The bug: `nn.init.constant_(m.weight, 0.05)` on every Linear (a debugging init meant to make
    two runs comparable, left in): every hidden unit of a layer starts identical and, given identical
    gradients, stays identical, so the net acts like one unit a layer."""
    import torch
    from torch import nn

    with torch.no_grad():
        for module in net.modules():
            if isinstance(module, nn.Linear):
                nn.init.constant_(module.weight, 0.05)
    return net


def freeze_encoder(net: Any) -> Any:
    """The bug: `freeze_encoder: true` copied from the fine-tuning config: every parameter outside the
    head gets `requires_grad_(False)`, on a net trained from scratch (a random encoder, a trained
    head)."""
    for name, param in net.named_parameters():
        if not name.startswith("head"):
            param.requires_grad_(False)
    return net


def _sigmoid_logits(inner: Any, x: torch.Tensor) -> torch.Tensor:
    import torch

    out: torch.Tensor = torch.sigmoid(inner(x))
    return out


sigmoid_logits = _wrapper(_sigmoid_logits)
sigmoid_logits.__doc__ = """The bug: the forward ends in `torch.sigmoid(logits)` (kept from a one-vs-rest
version) and the loss is `F.cross_entropy`, which applies its own softmax: the logits live in (0, 1)."""


def always_eval(net: Any) -> Any:
    """The bug: the notebook's test cell `model.eval()` ran before the training cell and the training
    loop never calls `model.train()`: dropout is off for the whole fit."""
    from torch import nn

    class EvalOnly(nn.Module):
        def __init__(self, inner: nn.Module) -> None:
            super().__init__()
            self.inner = inner
            self.head = inner.head  # type: ignore[assignment]

        def train(self, mode: bool = True) -> EvalOnly:
            return super().train(False)

        def forward(self, x: torch.Tensor) -> torch.Tensor:
            out: torch.Tensor = self.inner(x)
            return out

    return EvalOnly(net)


def nll_on_logits(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """The bug: `F.nll_loss(logits, y)`, the `log_softmax` left out: the loss is minus the true class's
    raw logit, which has no floor."""
    from torch import nn

    return nn.functional.nll_loss(out, y)


def _hum_jitter(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.roll(x, int(torch.randint(-8, 9, (1,))), dims=-1)
    return x * (0.8 + 0.4 * torch.rand(len(x), 1)) + 0.3 * torch.randn_like(x)


hum_jitter = _augmented(_hum_jitter)
hum_jitter.__doc__ = """Not a fault: in training mode each batch of envelopes is shifted by up to 8
windows, its gain scaled by 0.8-1.2 per envelope and given 0.3 sd of noise."""


def _joint_jitter(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.where(torch.rand(len(x), 1, 1, 1) < 0.5, x.flip(3), x)
    return x + 0.2 * torch.randn(len(x), 1, 1, 1) + 0.3 * torch.randn_like(x)


joint_jitter = _augmented(_joint_jitter)
joint_jitter.__doc__ = """Not a fault: in training mode each batch of joints is flipped left-right with
probability 0.5 (never up-down: the pad is at the bottom), its tone shifted by 0.2 sd per image and
given 0.3 sd of noise."""


# ---------------------------------------------------------------- the variants


def ZY(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by battery zf's runner (through every earlier wrapper)."""
    return L(*args, runs=runs or zf_runs(), **kw)


CH16 = {"channels": 16}
H48 = {"hidden": 48}
MLP128 = {"width": 128, "num_layers": 2}

FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    ZY(
        "vzy-sgd-lr-scaled-for-8-workers-mlp-loan",
        Plan(loan, "mlp", 0.8, "sgd", momentum=0.9, epochs=10, log_every=4, model_kw=MLP64),
        ("loss-spikes",),
        "learning-rate-too-high",
        "the lr of an 8-worker recipe (0.1 per worker, scaled linearly to 0.8) kept for a single-process "
        "run at batch 32: SGD momentum 0.9 on a 2x64 MLP, every 4th step logged: windows 1.20, 1.02, 0.70, "
        "1.33, 1.41, 1.07 ... 0.65-2.64, the epoch loss 1.18, 1.38, 1.89, 1.42, 1.38, 1.38, 1.41, 1.39, "
        "1.39, 1.40 (ln 4 = 1.39), the val loss 1.80, 1.80, 1.44, 1.41, 1.37, 1.44, 1.61, 1.34, 1.39, 1.35 "
        "and val accuracy 0.45, then 0.28-0.36 (the val set's A and D shares are 0.35 and 0.28), test 1.41 "
        "and 0.28 (sound runs: ~0.59 and 0.72-0.75)",
        (*RUNAWAY, "loss-runaway", "undertrained", "gradient-explosion"),
        family="mlp",
        dataset="loan-grade",
        seed=37001,
        runs=zf_runs(hparams={"base_lr": 0.1, "world_size": 8, "lr": 0.8}),
    ),
    ZY(
        "vzy-bert-finetune-lr-from-scratch-transformer-forklift",
        Plan(forklift, "transformer", 2e-5, "adamw", weight_decay=0.01, epochs=8, log_every=8),
        ("slow-convergence",),
        "learning-rate-too-low",
        "AdamW at lr 2e-5, the lr of a BERT fine-tuning recipe, for a small transformer trained from "
        "scratch: every 8th step logged: the logged loss 1.65, 1.59, 1.54, 1.60, 1.53 ... 1.26-1.29 after "
        "256 steps, the eval loss 1.54, 1.48, 1.43, 1.38, 1.34, 1.30, 1.27, 1.25 and eval accuracy 0.28, "
        "0.28, 0.29, 0.31, 0.34, 0.40, 0.47, 0.52, test 1.26 and 0.47 (sound runs: ~0.23-0.40 and "
        "0.83-0.92)",
        (*STALL, "undertrained"),
        family="transformer",
        dataset="forklift-events",
        seed=37002,
        runs=zf_runs(hparams={"lr_source": "bert-finetune.yaml"}),
    ),
    ZY(
        "vzy-multistep-epoch-milestones-per-batch-bncnn-solder",
        Plan(
            solder,
            "bncnn",
            0.05,
            "sgd",
            momentum=0.9,
            epochs=10,
            log_every=4,
            schedule="multistep",
            model_kw=CH16,
        ),
        ("slow-convergence",),
        "lr-decay-too-fast",
        "MultiStepLR(milestones=[3, 6, 8], gamma=0.1) meant in epochs but stepped per batch: the lr of a "
        "batch-norm CNN under SGD momentum 0.9 falls from 0.05 to 5e-4 within 6 steps and to 5e-5 from step "
        "8 on; every 4th step logged: the lr 0.005, 5e-4, then 5e-5 for the rest, windows 1.02, 0.95, 1.05, "
        "0.96 ... 0.89-1.06, the epoch loss 1.02, 0.993, 0.989 ... 0.968, the val loss 1.02, 0.996, 0.993 "
        "... 0.974 and val accuracy 0.56-0.57 at every evaluation, test 0.95 and 0.65 (sound CNNs on the "
        "joints: ~0.03-0.4 and 0.90-0.99)",
        (*STALL, "undertrained"),
        family="cnn-bn",
        dataset="solder-joint",
        seed=37003,
        runs=zf_runs(schedule=multistep((3, 6, 8), 0.1), hparams={"milestones": [3, 6, 8]}),
    ),
    ZY(
        "vzy-sgd-dampening-099-for-momentum-cnn1d-hive",
        Plan(hive, "cnn1d", 0.05, "sgd", momentum=0.9, epochs=10, log_every=8, model_kw=CH16),
        ("slow-convergence",),
        "weight-updates-too-small",
        "`SGD(lr=0.05, momentum=0.9, dampening=0.99)`, a smoothing factor typed into `dampening`: each step "
        "adds 1% of the gradient to the momentum buffer, so a 1-D CNN's updates are ~100 times too small; "
        "every 8th step logged: the logged loss 1.38, 1.39, 1.39, 1.36 ... 1.29-1.33 (ln 4 = 1.39), the "
        "eval loss 1.363, 1.352, 1.343 ... 1.297 and eval accuracy 0.42 (every trace called queenright) for "
        "five evaluations, then 0.45, test 1.31 and 0.44 (sound runs on the envelopes: ~0.2-0.4 and "
        "0.87-0.94)",
        (*STALL, "undertrained"),
        family="cnn",
        dataset="hive-acoustic",
        seed=37004,
        runs=zf_runs(optimizer_kw={"dampening": 0.99}, hparams={"dampening": 0.99}),
    ),
    ZY(
        "vzy-freeze-encoder-flag-on-scratch-gru-forklift",
        Plan(forklift, "gru", 3e-3, "adam", epochs=10, log_every=8, model_fault=freeze_encoder, model_kw=H48),
        ("slow-convergence",),
        "frozen-weights",
        "`freeze_encoder: true` copied from the fine-tuning config onto a GRU (hidden 48) trained from "
        "scratch: only the head trains, over a random embedding and recurrent layer; Adam lr 3e-3, every "
        "8th step logged: windows 1.42, 1.35, 1.30, 1.28 ... 0.83-1.13, the epoch loss 1.35, 1.24, 1.17 ... "
        "0.999, the val loss 1.28, 1.20, 1.15 ... 0.998 and val accuracy 0.41 to 0.62, test 0.99 and 0.60 "
        "(sound runs: ~0.23-0.40 and 0.83-0.92)",
        (*STALL, "undertrained", "train-val-gap"),
        family="gru",
        dataset="forklift-events",
        seed=37005,
        runs=zf_runs(hparams={"freeze_encoder": True}),
    ),
    ZY(
        "vzy-zero-grad-every-8th-step-cnn1d-hive",
        Plan(
            hive, "cnn1d", 0.03, "sgd", momentum=0.9, epochs=10, log_every=4, zero_grad=False, model_kw=CH16
        ),
        ("loss-spikes",),
        "missing-zero-grad",
        "`if step % 8 == 0: optimizer.zero_grad()` (an accumulation counter's check) while "
        "`optimizer.step()` runs every batch: each step applies the sum of up to 8 batches' gradients to a "
        "1-D CNN under SGD momentum 0.9 lr 0.03; every 4th step logged: windows 1.37, 1.32, 1.19, 1.35 ... "
        "0.52-2.56, the epoch loss 1.36, 1.33, 1.23, 1.58, 1.34, 1.31, 1.44, 1.41, 1.36, 1.26, the val loss "
        "1.37, 1.05, 2.91, 1.44, 1.16, 1.44, 1.29, 1.35, 1.33, 1.19 and val accuracy jumping 0.34-0.68, "
        "test 1.23 and 0.54 (sound runs: ~0.2-0.4 and 0.87-0.94)",
        (*RUNAWAY, "loss-runaway", "undertrained", "periodic-loss"),
        family="cnn",
        dataset="hive-acoustic",
        seed=37006,
        runs=zc_runs(zero_grad_every=8),
    ),
    ZY(
        "vzy-clip-before-backward-sgd-lr-4-gru-forklift",
        Plan(forklift, "gru", 4.0, "sgd", epochs=10, log_every=4, model_kw=H48),
        ("loss-spikes",),
        "no-gradient-clipping",
        "`clip_grad_norm_(params, 0.5)` called before `loss.backward()`, so it clips the zeroed gradients "
        "and the step runs unclipped, at the lr of 4 tuned with clipping: a GRU (hidden 48) under plain "
        "SGD, every 4th step logged: windows 15.3, 9.0, 17.6, 22.8, 6.5 ... 2.9-22.8, the epoch loss 9.98, "
        "6.05, 7.86, 6.98, 6.34, 6.92, 11.0, 8.9, 9.38, 7.64 (ln 4 = 1.39), the val loss 8.8, 11.6, 15.2, "
        "9.1, 11.9, 11.2, 31.2, 8.2, 9.4, 13.7 and val accuracy 0.27-0.53, test 14.1 and 0.42",
        (*RUNAWAY, "loss-runaway", "undertrained", "gradient-explosion"),
        family="gru",
        dataset="forklift-events",
        seed=37007,
        runs=zf_runs(hparams={"clip_grad_norm": 0.5, "clip_called": "before loss.backward()"}),
    ),
    # --- data
    ZY(
        "vzy-features-shuffled-apart-from-labels-mlp-loan",
        Plan(loan_features_shuffled_apart, "mlp", 2e-3, "adam", epochs=12, log_every=8, model_kw=MLP64),
        ("metric-at-baseline",),
        "bad-input-data",
        "`X_train = X_train.sample(frac=1)` shuffles the training features apart from their labels (two "
        "DataFrames, no shared index): each training row carries another applicant's grade; validation and "
        "test are aligned. A 2x64 MLP under Adam lr 2e-3, every 8th step logged: windows 1.35, 1.33, 1.24 "
        "... 0.90-1.53, the epoch loss 1.36, 1.33, 1.33, 1.31 ... 1.21, while the val loss rises 1.33, "
        "1.34, 1.34, 1.36 ... 1.42 and val accuracy falls 0.35, 0.31, 0.30 ... 0.24-0.30 (the largest "
        "grade's share ~0.35), test 1.49 and 0.25",
        (*STALL, "slow-convergence", "overfitting", "train-val-gap"),
        family="mlp",
        dataset="loan-grade",
        seed=37008,
    ),
    ZY(
        "vzy-hard-brake-rule-labeller-lstm-forklift",
        Plan(forklift_hard_brake_rule, "lstm", 3e-3, "adam", epochs=12, log_every=8, model_kw=H48),
        ("train-val-gap",),
        "label-noise",
        "the training labels come from a rule-based auto-labeller that calls every task with a hard brake a "
        "near miss (~35% of the other tasks carry one from the gateway's interleaved messages); validation "
        "and test carry the supervisors' labels: an LSTM (hidden 48) under Adam lr 3e-3 for 12 epochs, "
        "every 8th step logged: windows 1.28, 1.27, 0.95, 0.75 ... 0.01-0.20, the epoch loss 1.13, 0.68, "
        "0.37, 0.23 ... 0.10, while the val loss climbs 1.08, 1.47, 2.04, 2.51 ... 3.13 and val accuracy "
        "stops at 0.58-0.61, test 2.46 and 0.69 (clean labels: ~0.23-0.40 and 0.83-0.92)",
        ("overfitting", "undertrained", "slow-convergence", "val-test-gap"),
        family="lstm",
        dataset="forklift-events",
        seed=37009,
    ),
    ZY(
        "vzy-weeks-sorted-by-yield-mlp-tomato",
        Plan(
            tomato,
            "mlp",
            2e-3,
            "adam",
            epochs=12,
            log_every=2,
            shuffle=False,
            sort_by_class=True,
            model_kw=MLP64,
        ),
        ("loss-spikes",),
        "data-not-shuffled",
        "the weekly export sorted by yield and read with shuffle=False: each epoch walks from the poorest "
        "weeks to the best; a 2x64 regression MLP under Adam lr 2e-3 for 12 epochs, every 2nd step logged: "
        "windows 1.73, 0.79, 0.35, 0.09, 0.02, 0.09, 0.19, 0.33, 0.38, 0.48, 0.68, 0.89, 1.25, 1.88, 3.22, "
        "11.0 over the first epoch, the same sawtooth every epoch (peaks 10.1, 8.6 ... 1.19 at the last "
        "step), the eval MSE 0.92, 0.87, 0.71, 0.58 ... 0.215, test 0.284 (sound runs: ~0.08-0.15)",
        (
            "loss-oscillation",
            "periodic-loss",
            "slow-convergence",
            "train-val-gap",
            "undertrained",
            "bad-initial-loss",
        ),
        family="regression",
        dataset="tomato-yield",
        seed=37010,
    ),
    ZY(
        "vzy-adc-counts-over-range-sgd-cnn1d-hive",
        Plan(hive_adc_range, "cnn1d", 0.01, "sgd", momentum=0.9, epochs=10, log_every=8, model_kw=CH16),
        ("slow-convergence",),
        "unnormalized-input",
        "the envelopes arrive in the 12-bit converter's counts and are scaled as `(x - 2048) / 4096` (the "
        "converter's range, as an audio library scales a waveform) instead of by their own mean and sd, so "
        "they reach a 1-D CNN ~27 times too small; SGD momentum 0.9 lr 0.01, every 8th step logged: windows "
        "1.36, 1.31, 1.38, 1.26 ... 1.11-1.50, the epoch loss 1.35, then 1.34 for nine epochs (ln 4 = "
        "1.39), the val loss 1.35-1.34 and val accuracy 0.373 (every trace called queenright) at every "
        "evaluation, test 1.32 and 0.42 (sound runs: ~0.2-0.4 and 0.87-0.94)",
        (*STALL, "undertrained"),
        family="cnn",
        dataset="hive-acoustic",
        seed=37011,
    ),
    ZY(
        "vzy-led-greenhouse-test-season-mlp-tomato",
        Plan(tomato_led_test, "mlp", 2e-3, "adam", epochs=15, log_every=8, model_kw=MLP64),
        ("val-test-gap",),
        "distribution-shift",
        "the test weeks come from the grower's new LED greenhouse (light sums of 25-45 mol/m2 instead of "
        "5-30, CO2 enriched to 800-1,200 ppm); training and validation come from the old glasshouse: a 2x64 "
        "regression MLP under Adam lr 2e-3 for 15 epochs, every 8th step logged: the logged MSE 0.97, 0.73, "
        "0.59, 0.56, 0.47 ... 0.06-0.08, the eval MSE 0.58, 0.44, 0.33, 0.28 ... 0.145, while the test MSE "
        "is 1.02",
        ("overfitting", "train-val-gap", "undertrained"),
        family="regression",
        dataset="tomato-yield",
        seed=37012,
    ),
    ZY(
        "vzy-collections-column-leak-mlp-loan",
        Plan(loan_collections_column, "mlp", 2e-3, "adam", epochs=12, log_every=8, model_kw=MLP64),
        ("val-test-gap",),
        "data-leakage",
        "the training and validation files come from the servicing warehouse, which carries the days past "
        "due at the first collections call (a column that only exists after a loan went bad, following the "
        "grade); the test applications come from the origination system, where it is 0: a 2x64 MLP under "
        "Adam lr 2e-3, every 8th step logged: windows 1.34, 1.12, 0.99, 0.78 ... 0.003-0.07, the epoch loss "
        "1.13, 0.63, 0.38 ... 0.036, the val loss 0.81, 0.47, 0.30 ... 0.094 and val accuracy 0.66 to 0.96, "
        "while the test scores 11.6 and 0.29 (sound runs: ~0.59 and 0.72-0.75)",
        ("overfitting", "train-val-gap", "undertrained", "zero-train-loss", "metric-at-baseline"),
        family="mlp",
        dataset="loan-grade",
        seed=37013,
    ),
    ZY(
        "vzy-pilot-48-images-cnn-solder",
        Plan(solder_pilot_48, "cnn", 3e-3, "adam", epochs=80, log_every=2, model_kw=CH16),
        ("overfitting",),
        "insufficient-data",
        "the new line's pilot: 48 labelled training images (two batches an epoch) for a CNN under Adam lr "
        "3e-3 for 80 epochs, every 2nd step logged: the loss 1.07, 1.01, 0.96, 0.83 ... 0.002-0.003, the "
        "epoch loss 1.08, 0.99, 0.93 ... 0.0023, while the val loss falls 0.97, 0.96, 0.94 ... to 0.535 at "
        "epoch 36 and climbs back to 0.67-0.74 (0.73 last) and val accuracy stops at 0.84-0.85, test 0.66 "
        "and 0.85 (1,000 images: ~0.03-0.4 and 0.90-0.99)",
        (*EVAL[:-1], "zero-train-loss", "undertrained"),
        family="cnn",
        dataset="solder-joint",
        seed=37014,
    ),
    ZY(
        "vzy-par-dropouts-as-minus-999-mlp-tomato",
        Plan(tomato_par_minus_999, "mlp", 2e-3, "adam", epochs=15, log_every=8, model_kw=MLP64),
        ("train-val-gap",),
        "missing-values",
        "the new logger firmware, which wrote the later validation and test weeks, exports the light "
        "sensor's dropouts (15% of those weeks) as -999 in the PAR column; the training weeks came from the "
        "old firmware, whose dropouts were interpolated, and the column is standardised with the training "
        "statistics: a 2x64 regression MLP under Adam lr 2e-3 for 15 epochs, every 8th step logged: windows "
        "0.80, 0.38, 0.68, 0.92 ... 0.03-0.10, the epoch MSE 0.71, 0.47, 0.34 ... 0.093, while the val MSE "
        "sits at 638-1,120 (1,120, 638, 926, 881 ... 837), test 932",
        (
            "overfitting",
            "undertrained",
            "slow-convergence",
            "val-test-gap",
            "metric-at-baseline",
            "loss-spikes",
            "bad-initial-loss",
            "loss-runaway",
        ),
        family="regression",
        dataset="tomato-yield",
        seed=37015,
    ),
    # --- evaluation
    ZY(
        "vzy-test-images-upside-down-bncnn-solder",
        Plan(solder_test_upside_down, "bncnn", 2e-3, "adam", epochs=10, log_every=8, model_kw=CH16),
        ("val-test-gap",),
        "eval-pipeline-mismatch",
        "the offline evaluation script reads the test images in the camera's row order (bottom row first) "
        "while training and validation went through the line's loader, which flips them: every test joint "
        "is upside down. A batch-norm CNN under Adam lr 2e-3, every 8th step logged: windows 0.97, 0.88, "
        "0.77, 0.66 ... 0.06-0.12, the epoch loss 0.90, 0.64, 0.46 ... 0.099, the val loss 0.73, 0.68, "
        "0.46, 0.41, 0.35, 0.35, 0.20, 0.49, 0.41, 0.39 and val accuracy 0.71 to 0.78-0.95, while the test "
        "scores 6.31 and 0.43",
        ("overfitting", "train-val-gap", "undertrained"),
        family="cnn-bn",
        dataset="solder-joint",
        seed=37016,
    ),
    ZY(
        "vzy-model-left-in-eval-mode-dropout-mlp-loan",
        Plan(
            loan_small,
            "mlp",
            2e-3,
            "adam",
            epochs=60,
            log_every=4,
            model_fault=always_eval,
            model_kw={"width": 256, "num_layers": 3, "dropout": 0.5},
        ),
        ("overfitting",),
        "train-eval-mode-misuse",
        "the notebook's test cell ran `model.eval()` before the training cell and the loop never calls "
        "`model.train()`: the dropout 0.5 of a 3x256 MLP is off for the whole fit on a 300-application "
        "branch draw; Adam lr 2e-3 for 60 epochs, every 4th step logged: windows 1.38, 1.30, 1.23, 1.10 ... "
        "0.04-0.41, the epoch loss 1.33, 1.17, 0.87 ... 0.19, while the val loss falls 1.22, 0.93, 0.73, "
        "0.61 ... to 0.56 and climbs to 1.11 and val accuracy stops at 0.68-0.73, test 1.02 and 0.72",
        (*EVAL[:-1], "zero-train-loss", "undertrained"),
        family="mlp",
        dataset="loan-grade",
        seed=37017,
        runs=zf_runs(hparams={"dropout": 0.5}),
    ),
    # --- model
    ZY(
        "vzy-weights-constant-005-mlp-tomato",
        Plan(tomato, "mlp", 2e-3, "adam", epochs=12, log_every=8, model_fault=constant_005, model_kw=MLP64),
        ("slow-convergence",),
        "poor-initialization",
        "`nn.init.constant_(m.weight, 0.05)` on every Linear (a debugging init left in): every hidden unit "
        "of a layer starts and stays identical, so a 2x64 regression MLP acts like one unit a layer; Adam "
        "lr 2e-3, every 8th step logged: windows 1.51, 0.94, 1.03, 1.05, 1.00 ... 0.53-0.66, the eval MSE "
        "0.94, 0.84, 0.77, 0.73, 0.71, 0.68 ... 0.60 after 12 epochs, test 0.70 (sound runs: ~0.08-0.15)",
        (*STALL, "undertrained", "train-val-gap"),
        family="regression",
        dataset="tomato-yield",
        seed=37018,
    ),
    ZY(
        "vzy-sigmoid-10-layer-sgd-mlp-tomato",
        Plan(
            tomato,
            "mlp",
            0.01,
            "sgd",
            momentum=0.9,
            epochs=10,
            log_every=8,
            model_kw={"width": 32, "num_layers": 10, "activation": "sigmoid"},
        ),
        ("slow-convergence",),
        "vanishing-gradients",
        "sigmoid activations in a 10-layer regression MLP (32 units a layer, torch's default init) under "
        "SGD momentum 0.9 lr 0.01: the signal and its gradient fade through the stack; every 8th step "
        "logged: windows 1.09, 0.94, 0.85, 1.12 ... 0.82-1.27, the eval MSE 1.00, 1.00, 1.04, 1.02, 1.01, "
        "1.01, 0.99, 1.03, 1.08, 1.00 (the target's variance is 1: the mean predicted), test 1.05 (sound "
        "runs: ~0.08-0.15)",
        (*STALL, "gradient-vanishing", "undertrained"),
        family="regression",
        dataset="tomato-yield",
        seed=37019,
    ),
    ZY(
        "vzy-nll-loss-on-raw-logits-gru-forklift",
        Plan(forklift, "gru", 2e-3, "adam", epochs=8, log_every=8, model_kw=H48),
        ("loss-runaway",),
        "wrong-loss-function",
        "`F.nll_loss(logits, y)`, the `log_softmax` left out: the loss is minus the true class's raw logit "
        "and has no floor; a GRU (hidden 48) under Adam lr 2e-3, every 8th step logged: windows -0.35, "
        "-1.04, -2.62, -3.41 ... -27.4, the epoch loss -1.45, -5.71, -9.41, -12.9, -16.2, -19.5, -22.7, "
        "-25.8, the val loss -3.8, -7.7, -11.2 ... -27.4 and val accuracy 0.48, then 0.40 at every "
        "evaluation, test -27.4 and 0.39 (sound runs: ~0.83-0.92)",
        (*RUNAWAY, "undertrained", "overfitting"),
        family="gru",
        dataset="forklift-events",
        seed=37020,
        runs=zf_runs(loss=nll_on_logits, hparams={"loss": "nll_loss(logits)"}),
    ),
    ZY(
        "vzy-sigmoid-before-cross-entropy-cnn-solder",
        Plan(solder, "cnn", 2e-3, "adam", epochs=10, log_every=8, model_fault=sigmoid_logits, model_kw=CH16),
        ("slow-convergence",),
        "wrong-operator",
        "the forward ends in `torch.sigmoid(logits)` (kept from a one-vs-rest version) and the loss is "
        "`F.cross_entropy`, which softmaxes again: the logits live in (0, 1) and the loss cannot fall under "
        "~0.55; a CNN under Adam lr 2e-3, every 8th step logged: windows 0.93, 0.95, 0.95, 0.81 ... "
        "0.56-0.63, the epoch loss 0.98, 0.84, 0.78, 0.72, 0.67, 0.63, 0.61, 0.60, 0.59, 0.589, the val "
        "loss 0.89, 0.83, 0.77, 0.72, 0.66, 0.65, 0.63, 0.62, 0.61, 0.61 and val accuracy 0.64 to 0.95, "
        "test 0.61 and 0.96",
        (*STALL, "undertrained", "bad-initial-loss"),
        family="cnn",
        dataset="solder-joint",
        seed=37021,
    ),
    # --- workflow
    ZY(
        "vzy-max-epochs-2-not-20-resnet-solder",
        Plan(solder, "resnet", 5e-4, "adam", epochs=2, batch_size=16, log_every=2, val_interval=0.25),
        ("undertrained",),
        "too-few-epochs",
        "`max_epochs=2` where the recipe says 20 (a trailing zero lost in the launch script): a residual "
        "net under Adam lr 5e-4 at batch 16 ends after 126 steps, every 2nd step logged, validated four "
        "times an epoch: windows 1.68, 1.85, 1.28, 1.54 ... 0.69-0.90 still falling, the val loss 1.17, "
        "1.12, 1.02, 0.93, 0.86, 0.87, 0.80, 0.76 and val accuracy 0.30, 0.30, 0.43, 0.50, 0.50, 0.52, "
        "0.52, 0.52, test 0.81 and 0.47 (sound runs: ~0.03-0.4 and 0.90-0.99)",
        ("slow-convergence", "metric-at-baseline"),
        family="resnet",
        dataset="solder-joint",
        seed=37022,
        runs=zf_runs(hparams={"max_epochs": 2, "recipe_max_epochs": 20}),
    ),
)

HEALTHY: tuple[Variant, ...] = (
    ZY(
        "vzy-healthy-hive-jitter-dropout-cnn1d",
        Plan(
            hive,
            "cnn1d",
            3e-3,
            "adam",
            epochs=12,
            log_every=8,
            model_fault=hum_jitter,
            model_kw={"channels": 16, "dropout": 0.3},
        ),
        (),
        None,
        "a 1-D CNN with dropout 0.3 under shift / gain / noise jitter in training mode, Adam lr 3e-3 for 12 "
        "epochs, every 8th step logged: the logged loss 1.38, 1.34, 1.29, 1.26 ... 0.51-0.58, above the "
        "eval loss 1.21, 1.06, 0.86, 0.72, 0.62 ... 0.38-0.43 and eval accuracy 0.58 to 0.85-0.88, test "
        "0.53 and 0.80",
        family="cnn",
        dataset="hive-acoustic",
        seed=37601,
    ),
    ZY(
        "vzy-healthy-hive-warmup-cosine-bncnn1d",
        Plan(
            hive,
            "bncnn1d",
            0.01,
            "adamw",
            weight_decay=0.05,
            epochs=10,
            log_every=2,
            schedule="warmup-cosine",
            warmup=60,
            model_kw=CH16,
        ),
        (),
        None,
        "a batch-norm 1-D CNN under AdamW (weight decay 0.05) with 60 linear warm-up steps to a peak lr of "
        "0.01 and a cosine decay, every 2nd step logged: windows 1.51, 1.45, 1.43, 1.32, 1.30, 1.36 ... "
        "bumping while the lr climbs ... 0.12-0.84 at the end, the epoch loss 1.22, 0.71, 0.45 ... 0.26, "
        "the val loss 1.05, 0.50, 0.36, 0.30 ... 0.217 and val accuracy 0.65 to 0.94, test 0.29 and 0.90",
        family="cnn-bn",
        dataset="hive-acoustic",
        seed=37602,
    ),
    ZY(
        "vzy-healthy-hive-nadam-batch16-every-step-short",
        Plan(
            hive,
            "cnn1d",
            2e-3,
            "nadam",
            epochs=2,
            batch_size=16,
            log_every=1,
            val_interval=0.5,
            model_kw=CH16,
        ),
        (),
        None,
        "a 1-D CNN under NAdam lr 2e-3 at batch 16 for 2 epochs (126 steps), every step logged, validated "
        "twice an epoch: single-batch losses 1.35, 1.34, 1.31, 1.31, 1.30 ... 0.64-1.13 at the end, the "
        "epoch loss 1.24, 0.92, the val loss 1.21, 1.06, 0.88, 0.74 and val accuracy 0.48, 0.67, 0.71, 0.77 "
        "still improving, test 0.79 and 0.74",
        family="cnn",
        dataset="hive-acoustic",
        seed=37603,
    ),
    ZY(
        "vzy-healthy-hive-bf16-onecycle-bncnn1d",
        Plan(
            hive,
            "bncnn1d",
            5e-3,
            "adam",
            epochs=8,
            log_every=4,
            bf16=True,
            schedule="onecycle",
            model_kw=CH16,
        ),
        (),
        None,
        "a batch-norm 1-D CNN under bf16-mixed autocast and Adam with a OneCycle schedule (peak 5e-3) for 8 "
        "epochs, every 4th step logged: windows 1.32, 1.39, 1.41, 1.42, 1.25 ... 0.24-0.41, the epoch loss "
        "1.31, 0.98, 0.66, 0.53, 0.44, 0.41, 0.38, 0.37, the val loss 1.20, 0.72, 0.48, 0.41, 0.37, 0.33, "
        "0.34, 0.33 and val accuracy 0.62 to 0.92, test 0.39 and 0.87",
        family="cnn-bn",
        dataset="hive-acoustic",
        seed=37604,
    ),
    ZY(
        "vzy-healthy-hive-long-every-100-val-every-3-nesterov",
        Plan(
            hive_long,
            "cnn1d",
            0.02,
            "sgd",
            momentum=0.9,
            epochs=6,
            batch_size=16,
            log_every=100,
            val_every_epochs=3,
            model_kw=CH16,
        ),
        (),
        None,
        "a 2,000-envelope draw, a 1-D CNN under Nesterov SGD momentum 0.9 lr 0.02 at batch 16 for 6 epochs "
        "(750 steps), every 100th step logged, evaluated every 3 epochs: the logged loss 1.16, 0.49, 0.48, "
        "0.36, 1.21, 0.33, 0.09, the epoch loss 1.16, 0.61, 0.36, 0.29, 0.24, 0.21, the val loss 0.30, 0.22 "
        "and val accuracy 0.92, 0.93, test 0.19 and 0.93",
        family="cnn",
        dataset="hive-acoustic",
        seed=37605,
        runs=zf_runs(optimizer_kw={"nesterov": True}, hparams={"nesterov": True}),
    ),
    ZY(
        "vzy-healthy-solder-steplr-sgd-bncnn",
        Plan(
            solder,
            "bncnn",
            0.05,
            "sgd",
            momentum=0.9,
            weight_decay=5e-4,
            epochs=10,
            log_every=8,
            schedule="step",
            step_size=192,
            gamma=0.1,
            model_kw=CH16,
        ),
        (),
        None,
        "a batch-norm CNN under SGD momentum 0.9 lr 0.05 and weight decay 5e-4, StepLR x0.1 at step 192 "
        "(epoch 6), every 8th step logged: windows 1.00, 0.78, 0.59, 0.58 ... 0.014-0.18, the epoch loss "
        "0.82, 0.43, 0.31, 0.17, 0.17, 0.08, 0.057, 0.039, 0.031, 0.031, the val loss 1.00, 0.56, 1.07, "
        "1.61, 0.37, 0.63 (jumps at the full lr), then 0.064, 0.061, 0.060, 0.061 after the cut and val "
        "accuracy 0.42 to 0.98, test 0.032 and 0.99",
        family="cnn-bn",
        dataset="solder-joint",
        seed=37606,
    ),
    ZY(
        "vzy-healthy-solder-lr-flip-jitter-resnet-cosine",
        Plan(
            solder,
            "resnet",
            3e-3,
            "adamw",
            weight_decay=0.01,
            epochs=10,
            log_every=8,
            schedule="cosine",
            model_fault=joint_jitter,
        ),
        (),
        None,
        "a residual net under left-right flip / tone / noise jitter in training mode (never up-down), AdamW "
        "lr 3e-3 (weight decay 0.01) with a cosine decay over 10 epochs, every 8th step logged: windows "
        "1.09, 1.03, 0.90, 0.83 ... 0.29-0.91, the epoch loss 1.03, 0.79, 0.67 ... 0.42, the val loss 0.86, "
        "0.72, 0.69, 0.55, 0.60, 0.49 ... 0.38-0.40 and val accuracy 0.58 to 0.83-0.85, test 0.31 and 0.91",
        family="resnet",
        dataset="solder-joint",
        seed=37607,
    ),
    ZY(
        "vzy-healthy-solder-cyclic-sgd-cnn",
        Plan(
            solder, "cnn", 0.05, "sgd", momentum=0.9, epochs=8, log_every=4, schedule="cyclic", model_kw=CH16
        ),
        (),
        None,
        "SGD momentum 0.9 on a CNN with a triangular CyclicLR (4e-3 to 0.06, 40 steps up and 40 down) for 8 "
        "epochs, every 4th step logged: windows 0.99, 1.06, 1.01, 0.75 ... 0.001-0.06 late, the epoch loss "
        "0.90, 0.54, 0.40, 0.43, 0.18, 0.10, 0.15, 0.05, the val loss 0.71, 1.10, 0.50, 0.25, 0.10, 0.18, "
        "0.11, 0.12 rising and falling with the cycles and val accuracy 0.58, 0.48, then 0.79 to 0.94-0.98, "
        "test 0.079 and 0.96",
        family="cnn",
        dataset="solder-joint",
        seed=37608,
        runs=zf_runs(schedule=cyclic(4e-3, 0.06, 40)),
    ),
    ZY(
        "vzy-healthy-solder-long-accumulate-4-val-every-3",
        Plan(
            solder_long,
            "bncnn",
            3e-3,
            "adam",
            epochs=6,
            batch_size=16,
            accumulate=4,
            log_every=10,
            val_every_epochs=3,
            model_kw=CH16,
        ),
        (),
        None,
        "a 2,000-image draw, a batch-norm CNN under Adam lr 3e-3 at micro-batches of 16 accumulated 4 times "
        "(192 optimizer steps over 6 epochs), every 10th step logged, evaluated every 3 epochs: the logged "
        "loss 0.80, 0.68, 0.54, 0.47, 0.32, 0.21 ... 0.06-0.37, the epoch loss 0.72, 0.40, 0.25, 0.18, "
        "0.14, 0.11, the val loss 0.20, 0.115 and val accuracy 0.94, 0.97, test 0.14 and 0.95",
        family="cnn-bn",
        dataset="solder-joint",
        seed=37609,
    ),
    ZY(
        "vzy-healthy-forklift-lstm-plateau",
        Plan(
            forklift,
            "lstm",
            4e-3,
            "adam",
            epochs=14,
            log_every=8,
            schedule="plateau",
            gamma=0.3,
            model_kw=H48,
        ),
        (),
        None,
        "an LSTM (hidden 48) under Adam lr 4e-3 with ReduceLROnPlateau (factor 0.3) for 14 epochs, every "
        "8th step logged: windows 1.18, 1.01, 0.85, 0.72 ... 0.01-0.38, the epoch loss 0.98, 0.53, 0.42, "
        "0.36, 0.31, 0.28, 0.25, 0.24, then 0.23 flat as the lr is cut, the val loss 0.59, 0.39, 0.34, "
        "0.33, 0.31, 0.32, 0.33, then 0.32 flat and val accuracy 0.83 to 0.87-0.89, test 0.37 and 0.88",
        family="lstm",
        dataset="forklift-events",
        seed=37610,
    ),
    ZY(
        "vzy-healthy-forklift-transformer-bf16-warmup-linear",
        Plan(
            forklift,
            "transformer",
            2e-3,
            "adamw",
            weight_decay=0.01,
            epochs=10,
            log_every=4,
            bf16=True,
            schedule="warmup-linear",
            warmup=40,
        ),
        (),
        None,
        "a small transformer under bf16-mixed autocast and AdamW lr 2e-3 (weight decay 0.01) with 40 "
        "warm-up steps and a linear decay over 10 epochs, every 4th step logged: windows 1.36, 1.35, 1.29, "
        "1.17, 1.27, 1.04 ... 0.03-0.55 jumping between windows, the epoch loss 1.20, 0.51, 0.36, 0.35 ... "
        "0.26, the val loss 0.77, 0.37, 0.35, 0.31 ... 0.30 and val accuracy 0.73 to 0.89-0.91, test 0.37 "
        "and 0.86",
        family="transformer",
        dataset="forklift-events",
        seed=37611,
    ),
    ZY(
        "vzy-healthy-forklift-gru-batch8-every-step",
        Plan(
            forklift, "gru", 2e-3, "adam", epochs=2, batch_size=8, log_every=1, val_interval=0.5, model_kw=H48
        ),
        (),
        None,
        "a GRU (hidden 48) at batch 8 under Adam lr 2e-3, every step logged, for 2 epochs (250 steps), "
        "evaluated twice an epoch: single-batch losses 1.55, 1.43, 1.40, 1.38 ... 0.06-0.89 jumping between "
        "steps, the eval loss 0.73, 0.43, 0.43, 0.40, 0.40 and eval accuracy 0.76, 0.87, 0.83, 0.86, 0.86, "
        "test 0.43 and 0.83",
        family="gru",
        dataset="forklift-events",
        seed=37612,
    ),
    ZY(
        "vzy-healthy-forklift-long-gru-clip-every-50",
        Plan(
            forklift_long,
            "gru",
            3e-3,
            "rmsprop",
            epochs=6,
            log_every=50,
            val_every_epochs=2,
            clip=1.0,
            model_kw=H48,
        ),
        (),
        None,
        "a 2,000-task draw, a GRU (hidden 48) under RMSprop lr 3e-3 with gradient clipping at 1.0 for 6 "
        "epochs (378 steps), every 50th step logged, evaluated every 2 epochs: the logged loss 0.56, 0.32, "
        "0.31, 0.26, 0.27, 0.26, 0.24, the eval loss 0.248, 0.234, 0.230 and eval accuracy 0.91, 0.92, "
        "0.92, test 0.36 and 0.89",
        family="gru",
        dataset="forklift-events",
        seed=37613,
    ),
    ZY(
        "vzy-healthy-tomato-sgd-creeping-long",
        Plan(
            tomato_long,
            "mlp",
            0.003,
            "sgd",
            epochs=8,
            batch_size=8,
            log_every=40,
            val_every_epochs=2,
            model_kw=MLP64,
        ),
        (),
        None,
        "a 2,000-week draw, plain SGD lr 0.003 at batch 8 for 8 epochs (2,000 steps), every 40th step "
        "logged, evaluated every 2 epochs: the logged MSE 0.67, 0.46, 0.45, 0.37, 0.50 ... 0.06-0.36 late, "
        "the epoch MSE 0.92, 0.63, 0.48, 0.42, 0.38, 0.34, 0.31, 0.28, the eval MSE 0.58, 0.44, 0.35, 0.28 "
        "still creeping down, test 0.26",
        family="regression",
        dataset="tomato-yield",
        seed=37614,
    ),
    ZY(
        "vzy-healthy-tomato-dropout-adamw",
        Plan(
            tomato,
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
        "every 16th step logged: the logged MSE 0.53, 0.38, 0.46, 0.43, 0.58 ... 0.06-0.15, the epoch MSE "
        "0.61, 0.43, 0.35, 0.32 ... 0.17, above the val MSE 0.39, 0.33, 0.21, 0.20 ... 0.107 (dropout on in "
        "training only), test 0.127",
        family="regression",
        dataset="tomato-yield",
        seed=37615,
    ),
    ZY(
        "vzy-healthy-tomato-kg-target-adadelta",
        Plan(tomato_kg, "mlp", 1.0, "adadelta", epochs=20, log_every=8, model_kw=MLP64),
        (),
        None,
        "the yield itself (kg/m2 a week, ~0.3-3.5, a variance of ~0.4) as the target of a 2x64 MLP over "
        "standardised columns, Adadelta lr 1.0 for 20 epochs, every 8th step logged: windows 0.172, 0.163, "
        "0.091, 0.098, 0.051 ... 0.003-0.015, the epoch MSE 0.134, 0.075, 0.055, 0.047 ... 0.012, the val "
        "MSE 0.104, 0.078, 0.095, 0.073, 0.039 ... 0.020, test 0.017",
        family="regression",
        dataset="tomato-yield",
        seed=37616,
    ),
    ZY(
        "vzy-healthy-tomato-early-stop-adam",
        Plan(tomato, "mlp", 3e-3, "adam", epochs=60, log_every=16, early_stop=4, model_kw=MLP128),
        (),
        None,
        "a 2x128 regression MLP under Adam lr 3e-3 with early stopping (patience 4 evaluations) on a "
        "60-epoch budget, every 16th step logged: windows 0.37, 0.22, 0.36, 0.09 ... 0.014-0.035, the epoch "
        "MSE 0.54, 0.30, 0.23 ... 0.030, the val MSE 0.35, 0.26, 0.17, 0.14 ... 0.081 at its best, then "
        "0.083, 0.088 and the run stops after epoch 21; test 0.103",
        family="regression",
        dataset="tomato-yield",
        seed=37617,
    ),
    ZY(
        "vzy-healthy-loan-dropout-05-mlp",
        Plan(
            loan,
            "mlp",
            1e-3,
            "adam",
            epochs=15,
            log_every=16,
            model_kw={"width": 256, "num_layers": 2, "dropout": 0.5},
        ),
        (),
        None,
        "a 2x256 MLP with dropout 0.5 under Adam lr 1e-3 for 15 epochs, every 16th step logged: the logged "
        "loss 1.25, 1.00, 0.84, 0.74 ... 0.42-0.50, the eval loss 0.93, 0.71, 0.64, 0.60, 0.59 ... 0.59 and "
        "eval accuracy 0.62 to 0.73-0.75, test 0.54 and 0.75",
        family="mlp",
        dataset="loan-grade",
        seed=37618,
    ),
    ZY(
        "vzy-healthy-loan-plateau-then-drop-sgd",
        Plan(
            loan,
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
        "SGD momentum 0.9 lr 0.02 on a 4x64 MLP for 12 epochs, every 4th step logged: windows 1.40, 1.37, "
        "1.35, 1.32, 1.32 ... near ln 4 for the first two epochs, then falling to 0.19-0.83, the epoch loss "
        "1.35, 1.31, 1.03, 0.62, 0.52 ... 0.38, the val loss 1.34, 1.28, 0.83, 0.62, 0.59 ... 0.61-0.69 and "
        "val accuracy 0.28, 0.56, 0.63, 0.71 ... 0.70-0.74, test 0.55 and 0.75",
        family="mlp",
        dataset="loan-grade",
        seed=37619,
    ),
    ZY(
        "vzy-healthy-loan-adamax-early-stop",
        Plan(loan, "mlp", 4e-3, "adamax", epochs=50, log_every=16, early_stop=3, model_kw=MLP128),
        (),
        None,
        "a 2x128 MLP under Adamax lr 4e-3 with early stopping (patience 3 evaluations) on a 50-epoch "
        "budget, every 16th step logged: the logged loss 1.15, 0.77, 0.60, 0.55, 0.47 ... 0.34-0.43, the "
        "eval loss 0.74, 0.62, 0.60, 0.60, 0.60, 0.62, 0.62 and eval accuracy 0.68 to 0.72, the run stops "
        "after epoch 7; test 0.50 and 0.79",
        family="mlp",
        dataset="loan-grade",
        seed=37620,
    ),
    ZY(
        "vzy-healthy-loan-adagrad-accumulate-2",
        Plan(
            loan, "mlp", 0.03, "adagrad", epochs=12, batch_size=16, accumulate=2, log_every=4, model_kw=MLP64
        ),
        (),
        None,
        "Adagrad lr 0.03 on a 2x64 MLP at micro-batches of 16 accumulated twice, every 4th step logged, for "
        "12 epochs: the logged loss 1.26, 0.82, 0.73, 0.66, 0.55 ... 0.22-0.28, the eval loss 0.69, 0.67, "
        "0.65, 0.64 ... 0.70 and eval accuracy 0.69-0.74, test 0.57 and 0.77",
        family="mlp",
        dataset="loan-grade",
        seed=37621,
    ),
    ZY(
        "vzy-healthy-loan-sgd-batch8-every-step",
        Plan(loan, "mlp", 0.01, "sgd", momentum=0.9, epochs=3, batch_size=8, log_every=1, model_kw=MLP64),
        (),
        None,
        "SGD momentum 0.9 lr 0.01 on a 2x64 MLP at batch 8, every step logged, for 3 epochs (375 steps): "
        "single-batch losses 1.40, 1.40, 1.43, 1.43, 1.34 ... 0.03-1.30 jumping between steps, the epoch "
        "loss 1.03, 0.55, 0.49, the val loss 0.73, 0.67, 0.60 and val accuracy 0.63, 0.70, 0.72, test 0.57 "
        "and 0.73",
        family="mlp",
        dataset="loan-grade",
        seed=37622,
    ),
)
