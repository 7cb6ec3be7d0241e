"""Variant battery zq: another look-alike of an external held-out suite, real framework runs (`--battery zq`).

    nice -n 10 python benchmarks/variants.py --battery zq --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery zq [--runs]

Like batteries d-zp, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is the log),
trained by battery d's runner through battery g's, j's, l's, w's, z's, zd's, ze's and zf's wrappers
(w's for the checkpoint the test loads and a replaced loss, zd's for a replaced schedule), battery zh's
model wrappers (augmentation in training mode only) and this battery's own hooks (a training forward
pass under torch.no_grad() with a trainable bias after it, an orthogonal init at gain 8, a ReLU after
a regression head, a loss divided by the loader's length, a binary loss on a 4-class head, a
MultiStepLR of epoch milestones stepped per batch), so each case can run in each of the three
layouts; the layout rotation of variants.py picks one. It was written blind: its author trained it
with `--train-only`, read the raw logged numbers of each run, and never diagnosed or scored it, so it
is held-out data for the tool.
Its halves are even (22 faulty, 22 healthy; ~3 CPU-minutes to train on the shared 2-core machine):
one fault each, one cause a case, spread over every family of cause (optimisation, data, evaluation,
model, workflow), injected into a data set no battery had at a realistic strength, favouring the
faults users meet most, in forms earlier batteries did not use (the linear scaling rule's lr for a
world size of 64 on one process, a fine-tuning lr of 2e-5 kept to train from scratch, epoch
milestones stepped per batch, manual optimisation without zero_grad(), gradient clipping lost in a
manual loop, a loss divided by len(train_loader), a label sheet off by one row, recordings cut into
overlapping windows before the split, an export sorted by the class, spectra in linear power,
`seq[:8]` on left-padded sessions, a test set from another kiln, validation spectra normalised per
recording, check_val_every_n_epoch beyond max_epochs, ModelCheckpoint(monitor='val_acc', mode='min'),
a training forward under torch.no_grad(), an orthogonal init at gain 8, a ReLU after a regression head,
a binary loss kept on a 4-class head, sigmoid activations in an 8-layer MLP, max_epochs from the first
character of '25', train_size=0.1 where test_size was meant).
The data sets are new, all made offline with numpy from known generating models: a beekeeper's
64-bin hum spectra of beehives (queenright, queenless, pre-swarm, varroa-stressed); a tile factory's
12x12 grey patches of glazed ceramic tiles (sound, pinholes, crawling, crazing); a bank's ATM session
event sequences (16 event codes, left-padded to 24; normal, card-testing, cash-out, a confused
customer); a farm survey's soil compaction readings (a penetrometer's log cone index from depth,
moisture, bulk density, texture, traffic and tillage; standardised: a floor near an MSE of ~0.03);
and a warehouse fleet's forklift traction battery health class (good, fair, degraded, replace) from
12 columns of the charger's telemetry.
The healthy half holds sound runs a naive reader can take for a fault: val losses under the training
loss under augmentation and dropout, a bump before a StepLR cut, bf16 noise under warm-up + cosine,
early stopping, batch-8/16 losses logged every step, a plain-SGD regression creeping over thousands of
steps, short runs still improving, cyclic bumps, ReduceLROnPlateau cuts, a OneCycle run over
accumulated micro-batches, Nesterov momentum, a target in kPa, a warm-up bump, a 3,000-step run logged
sparsely and evaluations every few epochs.
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


HIVE = ("queenright", "queenless", "pre-swarm", "varroa-stressed")


def _hive(seed: int, n: int, linear: bool = False, apiary: float = 0.0) -> tuple[Any, Any]:
    """64-bin hum spectra (log power, dB, 0-1 kHz in bins of ~16 Hz) of a beehive's in-hive microphone,
    one per 10-minute recording, labelled by the beekeeper's inspection: queenright (the colony's
    fanning hum, a line near 230 Hz with its harmonics over a pink floor), queenless (the 'roar': the
    line drifts up to ~280 Hz and broadens, a band at 400-600 Hz rises), pre-swarm (worker piping, a
    narrow line at 400-500 Hz, and more energy overall) and varroa-stressed (a damped fundamental and a
    rise under 120 Hz from restless workers). The colony's size (a gain of +-6 dB), the weather's
    background noise and the microphone's placement vary: a weak pre-swarm piping hides under the
    roar of a queenless hive, so sound 1-D CNNs stop near accuracy 0.8-0.92 (ln 4 = 1.39). `linear`:
    the power itself instead of its log. `apiary`: another apiary's hives (a dB shift and a tilt of
    the microphone's response)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(4, n, p=[0.4, 0.2, 0.2, 0.2])
    f = np.arange(64) * 15.6
    x = np.zeros((n, 64))
    for i in range(n):
        c = int(y[i])
        gain = rng.uniform(-6, 6)
        fund = rng.uniform(215, 250)
        width = rng.uniform(18, 30)
        amp = 14.0
        spec = 30 - 8 * np.log10(1 + f / 100) + gain
        if c == 1:
            fund += rng.uniform(20, 45)
            width *= 1.6
            spec += rng.uniform(6, 12) * np.exp(-(((f - 500) / 90) ** 2))
        elif c == 2:
            spec += rng.uniform(8, 16) * np.exp(-(((f - rng.uniform(400, 500)) / 20) ** 2)) + 1.5
        elif c == 3:
            amp *= rng.uniform(0.35, 0.6)
            spec += rng.uniform(6, 12) * np.exp(-((f / 80) ** 2))
        for h in (1, 2, 3):
            spec += amp / h * np.exp(-(((f - h * fund) / (width * h**0.5)) ** 2))
        spec += apiary * (1.0 + f / 500)
        x[i] = spec + rng.normal(0, rng.uniform(1.5, 2.5), 64)
    if linear:
        x = 10 ** (x / 10)
    return x, y


GLAZE = ("sound", "pinholes", "crawling", "crazing")


def _glaze(seed: int, n: int, kiln: float = 0.0) -> tuple[Any, Any]:
    """12x12 grey patches (8-bit) of glazed ceramic tiles from a factory's end-of-line camera, labelled
    by the quality inspector: sound (a smooth glaze with a faint speckle under the line's lighting),
    pinholes (2-6 small dark pits of radius ~0.6 px), crawling (a bare bright patch of radius 2-3.5 px
    where the glaze pulled back, its rim darker and beaded) and crazing (2-4 thin dark lines, the glaze
    cracked across the patch). The glaze's tone (+-30 grey levels), the light's slope and the camera
    noise vary: a single faint pinhole reads as speckle and faint crazing as sound glaze, so sound CNNs
    stop near accuracy 0.9-0.98 (ln 4 = 1.39). `kiln`: another kiln's tiles (a brighter, glossier
    glaze: the tone shifted by `kiln` grey levels and the speckle and the defects' contrast halved)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(4, n, p=[0.35, 0.25, 0.2, 0.2])
    yy, xx = np.mgrid[0:12, 0:12].astype(float)
    out = np.zeros((n, 12, 12))
    contrast = 0.5 if kiln else 1.0
    for i in range(n):
        c = int(y[i])
        img = rng.uniform(110, 170) + kiln + rng.normal(0, 6 * contrast, (12, 12))
        if c == 1:
            for _ in range(int(rng.integers(2, 7))):
                cx, cy = rng.uniform(1, 11, 2)
                d2 = (xx - cx) ** 2 + (yy - cy) ** 2
                img -= contrast * rng.uniform(30, 60) * np.exp(-d2 / (2 * 0.6**2))
        elif c == 2:
            cx, cy = rng.uniform(3, 9, 2)
            r = rng.uniform(2, 3.5)
            d = np.sqrt((xx - cx) ** 2 + (yy - cy) ** 2)
            img += contrast * rng.uniform(25, 45) * (d < r)
            img -= contrast * rng.uniform(15, 30) * np.exp(-(((d - r - 0.5) / 0.6) ** 2))
        elif c == 3:
            for _ in range(int(rng.integers(2, 5))):
                angle = rng.uniform(0, np.pi)
                offset = rng.uniform(-4, 4)
                dist = (xx - 5.5) * np.sin(angle) - (yy - 5.5) * np.cos(angle) - offset
                img -= contrast * rng.uniform(20, 45) * np.exp(-((dist / 0.45) ** 2))
        img += rng.uniform(-10, 10) * (xx - 5.5) / 5.5 + rng.uniform(-10, 10) * (yy - 5.5) / 5.5
        out[i] = np.clip(img, 0, 255)
    return out, y


ATM_CODES = 17  # 16 event codes, 0 the padding


def _atm(seed: int, n: int, length: int = 24) -> tuple[Any, Any]:
    """ATM sessions' event sequences from a bank's switch log, one per card session: each event coded
    (card inserted, chip read, magstripe fallback, PIN ok, PIN wrong, balance enquiry, withdrawal small,
    withdrawal large, deposit, receipt, cancel, timeout, card retained, cash presented, cash taken,
    cardless code), 4-24 events left-padded to 24 with 0, labelled by the fraud team: normal use,
    card-testing (many balance enquiries and small withdrawals, wrong PINs, magstripe fallbacks), a
    cash-out (repeated large withdrawals, fast, no receipts) and a confused customer (cancels,
    timeouts, wrong PINs, a retained card). 55% of events are any code (the session's own noise): a
    confused customer's wrong PINs read as card-testing, so sound recurrent models stop near accuracy
    0.83-0.87 (ln 4 = 1.39)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(4, n, p=[0.4, 0.2, 0.2, 0.2])
    mix = {
        0: ([1, 2, 4, 6, 7, 14, 15, 10], [0.2, 0.15, 0.15, 0.1, 0.15, 0.1, 0.1, 0.05]),
        1: ([3, 5, 6, 7, 1], [0.25, 0.2, 0.25, 0.2, 0.1]),
        2: ([8, 14, 15, 4, 16], [0.35, 0.25, 0.25, 0.1, 0.05]),
        3: ([5, 11, 12, 13, 1], [0.25, 0.25, 0.25, 0.1, 0.15]),
    }
    x = np.zeros((n, length), dtype=np.int64)
    for i in range(n):
        m = int(rng.integers(4, length + 1))
        kinds, p = mix[int(y[i])]
        codes = rng.choice(kinds, m, p=p)
        codes = np.where(rng.random(m) < 0.55, rng.integers(1, ATM_CODES, m), codes)
        x[i, length - m :] = codes
    return x, y


SOIL_COLUMNS = (
    "depth_cm",
    "moisture_pct",
    "bulk_density_g_cm3",
    "clay_pct",
    "sand_pct",
    "organic_matter_pct",
    "wheel_passes",
    "tyre_pressure_kpa",
    "axle_load_t",
    "tillage_plough",
    "tillage_reduced",
    "tillage_none",
)


def _soil_columns(rng: Any, n: int) -> Any:
    import numpy as np

    depth = rng.uniform(5, 60, n)
    moisture = rng.uniform(8, 35, n)
    density = rng.uniform(1.1, 1.75, n)
    clay = rng.uniform(5, 50, n)
    sand = rng.uniform(5, 80, n) * (1 - clay / 100)
    organic = rng.uniform(0.5, 6, n)
    passes = rng.poisson(3, n).astype(float)
    tyre = rng.uniform(60, 250, n)
    axle = rng.uniform(2, 12, n)
    tillage = rng.choice(3, n)
    return np.column_stack(
        [depth, moisture, density, clay, sand, organic, passes, tyre, axle, np.eye(3)[tillage]]
    )


def _cone_index(x: Any, noise: Any) -> Any:
    """The penetrometer's log cone index (MPa): rising with bulk density and depth (a plough pan at
    25-35 cm under ploughed fields), falling with moisture (faster in clay), a little with organic
    matter; wheel passes, tyre pressure and axle load compacting the topsoil; `noise` the stones and
    roots the columns do not explain."""
    import numpy as np

    depth, moisture, density, clay, sand, organic, passes, tyre, axle = (x[:, j] for j in range(9))
    pan = np.exp(-(((depth - 30) / 6) ** 2)) * x[:, 9]
    return (
        2.2 * (density - 1.4)
        + 0.012 * depth
        - 0.035 * (moisture - 20) * (1 + clay / 60)
        - 0.05 * organic
        + 0.004 * sand
        + 0.35 * pan
        + 0.05 * np.log1p(passes) * (axle / 6) * np.exp(-depth / 30)
        + 0.0012 * (tyre - 150) * np.exp(-depth / 20)
        - 0.15 * x[:, 11]
        + noise
    )


FORKLIFT_COLUMNS = (
    "age_months",
    "cycles",
    "mean_depth_of_discharge_pct",
    "mean_temp_c",
    "voltage_sag_v",
    "internal_resistance_mohm",
    "gravity_spread",
    "watering_interval_days",
    "equalise_per_month",
    "chem_flooded",
    "chem_agm",
    "chem_lithium",
)


def _forklift(seed: int, n: int) -> tuple[Any, Any]:
    """A warehouse fleet's forklift traction batteries, labelled by the service engineer's health class
    (good, fair, degraded, replace) with 12 columns of the charger's telemetry: the age (months), the
    charge cycles, the mean depth of discharge, the mean cell temperature, the voltage sag under a lift,
    the internal resistance, the specific-gravity spread between cells (flooded lead-acid only), the
    watering interval, the equalising charges a month and the chemistry (one-hot: flooded, AGM,
    lithium). A hidden wear score sets the class through the engineer's thresholds; a shorted cell the
    telemetry misses and the engineer's own judgement make the floor: sound MLPs stop near accuracy
    0.72-0.8 (ln 4 = 1.39). Returns the columns in their units."""
    import numpy as np

    rng = np.random.default_rng(seed)
    chem = rng.choice(3, n, p=[0.5, 0.2, 0.3])
    age = rng.uniform(1, 96, n)
    cycles = age * rng.uniform(15, 30, n)
    dod = rng.uniform(30, 95, n)
    temp = rng.uniform(18, 42, n)
    resistance = rng.gamma(3.0, 1.0, n) + 0.02 * age
    sag = 0.8 + 0.15 * resistance + rng.normal(0, 0.3, n)
    spread = np.where(chem == 0, rng.gamma(2.0, 0.01, n) + 0.0004 * age, 0.0)
    watering = np.where(chem == 0, rng.uniform(3, 21, n), 0.0)
    equalise = rng.poisson(2, n).astype(float)
    wear = (
        0.0012 * cycles * np.array([1.0, 1.2, 0.45])[chem]
        + 0.03 * (dod - 60)
        + 0.06 * (temp - 28)
        + 0.35 * (sag - 1.2)
        + 0.25 * (resistance - 3)
        + 40 * spread
        + 0.04 * (watering - 10) * (chem == 0)
        - 0.1 * equalise
        + rng.normal(0, 0.45, n)
    )
    y = np.digitize(wear, [0.4, 1.3, 2.3])
    x = np.column_stack(
        [age, cycles, dod, temp, sag, resistance, spread, watering, equalise, np.eye(3)[chem]]
    )
    return x, y


# ---------------------------------------------------------------- splits


def hive(seed: int = 30101, sizes: tuple[int, int, int] = SIZES, name: str = "hive-hum-64") -> Splits:
    """The spectra (N, 64), centred and scaled by the training spectra's mean and sd, 4 classes."""
    x, y = _hive(seed, sum(sizes))
    return _signal_splits(x, y, sizes, name, _stats(x[: sizes[0]]), classes=4)


def hive_long() -> Splits:
    """A 2,000-recording draw."""
    return hive(30102, (2000, 300, 300), "hive-hum-64-2000")


def hive_linear_power() -> Splits:
    """The bug: the spectra exported in linear power (the feature script's `10 * log10` dropped) and
    fed as they are: values from ~10 to ~10^5, each recording's fundamental line dwarfing the rest."""
    import torch

    from tests.suite import datasets as ds

    x, y = _hive(30103, sum(SIZES), linear=True)
    return ds.named(
        ds._split(torch.tensor(x, dtype=torch.float32), torch.tensor(y).long(), SIZES, 4), "hive-hum-64"
    )


def hive_window_copies() -> Splits:
    """The bug: each 10-minute recording cut into three overlapping 4-minute windows (near copies of one
    spectrum) before a random train/validation split; the test set is the next season's recordings. Each hive
    box adds its own resonances (3 dB sd per bin), shared by the windows of one recording."""
    import numpy as np

    x0, y0 = _hive(30104, 440)
    rng = np.random.default_rng(30105)
    x0 = x0 + rng.normal(0, 3.0, (len(x0), 64))  # each hive box's own resonances
    xc = np.repeat(x0, 3, axis=0) + rng.normal(0, 0.4, (3 * len(x0), 64))
    yc = np.repeat(y0, 3)
    order = rng.permutation(len(xc))[: SIZES[0] + SIZES[1]]
    x_new, y_new = _hive(30106, SIZES[2])
    x_new = x_new + rng.normal(0, 3.0, (len(x_new), 64))
    x = np.concatenate([xc[order], x_new])
    return _signal_splits(
        x, np.concatenate([yc[order], y_new]), SIZES, "hive-hum-64", _stats(x[: SIZES[0]]), 4
    )


def hive_eval_per_spectrum() -> Splits:
    """The bug: the training spectra standardised with the training set's mean and sd, the validation
    and test spectra by the serving code's per-recording normalisation (each spectrum to its own mean 0
    and sd 1): the colony's loudness, one of the cues, is gone and the scale differs."""
    import numpy as np

    x, y = _hive(30107, sum(SIZES))
    mean, sd = _stats(x[: SIZES[0]])
    a = SIZES[0]
    tail = (x[a:] - x[a:].mean(1, keepdims=True)) / x[a:].std(1, keepdims=True)
    return _signal_splits(np.concatenate([(x[:a] - mean) / sd, tail]), y, SIZES, "hive-hum-64", (0.0, 1.0), 4)


def glaze(seed: int = 30201, sizes: tuple[int, int, int] = SIZES, name: str = "glaze-tiles-12") -> Splits:
    """The patches as (N, 1, 12, 12), centred and scaled by the training patches' mean and sd."""
    x, y = _glaze(seed, sum(sizes))
    return _signal_splits(x[:, None], y, sizes, name, _stats(x[: sizes[0]]), classes=4)


def glaze_new_kiln_test() -> Splits:
    """The model is tested on kiln 2's tiles (a brighter, glossier glaze: +45 grey levels, the speckle
    and the defects' contrast halved); training and validation patches are kiln 1's."""
    import numpy as np

    x, y = _glaze(30202, SIZES[0] + SIZES[1])
    x_new, y_new = _glaze(30203, SIZES[2], kiln=45.0)
    x_all = np.concatenate([x, x_new])[:, None]
    return _signal_splits(
        x_all, np.concatenate([y, y_new]), SIZES, "glaze-tiles-12", _stats(x[: SIZES[0]]), 4
    )


def atm(seed: int = 30301, sizes: tuple[int, int, int] = SIZES, name: str = "atm-sessions") -> Splits:
    """Code sequences (N, 24) over 17 ids (0 the padding), 4 classes."""
    x, y = _atm(seed, sum(sizes))
    return _token_splits4(x, y, sizes, name)


def atm_head_truncated() -> Splits:
    """The bug: `seq[:8]` (a max length of 8 meant to keep the last events) applied to the left-padded
    sessions, so the model reads the padding and at most the first few events of each session (in
    training, validation and test alike)."""
    import numpy as np

    x, y = _atm(30302, sum(SIZES))
    x = np.concatenate([np.zeros((len(x), 16), dtype=np.int64), x[:, :8]], axis=1)
    return _token_splits4(x, y, SIZES, "atm-sessions")


def soil(seed: int = 30401, sizes: tuple[int, int, int] = SIZES, name: str = "soil-cone-index") -> Splits:
    """12 standardised columns, the log cone index standardised."""
    import numpy as np

    rng = np.random.default_rng(seed)
    x = _soil_columns(rng, sum(sizes))
    return _regression_table(name, x, _cone_index(x, rng.normal(0, 0.08, len(x))), sizes)


def soil_long() -> Splits:
    """A 2,000-reading draw."""
    return soil(30402, (2000, 300, 300), "soil-cone-index-2000")


def soil_in_kpa() -> Splits:
    """The cone index itself in kPa (~300 to ~6,000, skewed) as the target, the columns standardised."""
    import numpy as np

    rng = np.random.default_rng(30403)
    x = _soil_columns(rng, sum(SIZES))
    kpa = 1500 * np.exp(_cone_index(x, rng.normal(0, 0.08, len(x))))
    return _regression_table("soil-cone-index-kpa", x, kpa, SIZES, target_scaled=False)


def forklift(
    seed: int = 30501, sizes: tuple[int, int, int] = SIZES, name: str = "forklift-battery"
) -> Splits:
    """12 standardised columns, 4 classes."""
    x, y = _forklift(seed, sum(sizes))
    return _generated(name, x, y, 4, sizes)


def forklift_long() -> Splits:
    """A 2,400-battery draw."""
    x, y = _forklift(30502, 3000)
    return _generated("forklift-battery-2400", x, y, 4, (2400, 300, 300))


def forklift_label_shard_offset() -> Splits:
    """The bug: the labels come from three engineers' sheets merged row by row; one sheet had an extra
    header row, so the labels of its third of the training rows are those of the next battery (as good
    as random); validation and test were labelled from the service system."""
    import numpy as np
    import torch

    data = forklift(30503)
    y = data.y_train.numpy().copy()
    third = len(y) // 3
    y[third : 2 * third] = np.roll(y[third : 2 * third], -1)
    perm = np.random.default_rng(30504).permutation(third)
    y[third : 2 * third] = y[third : 2 * third][perm]
    return replace(data, y_train=torch.tensor(y).long())


def forklift_train_size_swapped() -> Splits:
    """The bug: `train_test_split(rows, train_size=0.1)` where `test_size=0.1` was meant, then the
    held-out part split again into validation and test: 100 training batteries."""
    data = forklift(30505)
    return replace(data, x_train=data.x_train[:100].clone(), y_train=data.y_train[:100].clone())


# ---------------------------------------------------------------- injected faults (and healthy hooks)


def no_grad_forward_bias_after(net: Any) -> Any:
    """The bug: a refactor put the training forward pass inside `with torch.no_grad():` (copied from
    the prediction helper), and a trainable output bias (a class-prior correction) added after it: only
    that bias ever receives a gradient."""
    import torch
    from torch import nn

    class NoGrad(nn.Module):
        def __init__(self, inner: nn.Module) -> None:
            super().__init__()
            self.inner = inner
            self.head = inner.head  # type: ignore[assignment]
            self.prior = nn.Parameter(torch.zeros(int(inner.head.out_features)))  # type: ignore[arg-type]

        def forward(self, x: torch.Tensor) -> torch.Tensor:
            with torch.no_grad():
                out = self.inner(x)
            return out + self.prior

    return NoGrad(net)


def orthogonal_gain_8(net: Any) -> Any:
    """The bug: `nn.init.orthogonal_(m.weight, gain=8)` on every Linear (a gain meant for a small
    recurrent net's hidden-to-hidden matrix pasted into an MLP's init loop)."""
    import torch
    from torch import nn

    with torch.no_grad():
        for module in net.modules():
            if isinstance(module, nn.Linear):
                nn.init.orthogonal_(module.weight, gain=8.0)
    return net


def _relu_head(inner: Any, x: torch.Tensor) -> torch.Tensor:
    import torch

    return torch.relu(inner(x))


relu_on_output = _wrapper(_relu_head)
relu_on_output.__doc__ = """The bug: the regression head built as
`nn.Sequential(nn.Linear(64, 1), nn.ReLU())`,
a block copied from the hidden layers: the standardised target's negative half can never be reached."""


def binary_service_loss(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """The bug: the loss of the fleet's earlier binary model kept, `binary_cross_entropy_with_logits(
    out[:, 0], (y >= 2).float())` ("needs service": degraded or replace): only the first logit is
    trained, and only to tell good and fair from degraded and replace."""
    from torch import nn

    return nn.functional.binary_cross_entropy_with_logits(out[:, 0], (y >= 2).float())


def loss_over_batches(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """The bug: the loss divided by `len(train_loader)` (32) in the training step, a running-average
    normalisation moved from the logging code into the backward pass."""
    from torch import nn

    return nn.functional.cross_entropy(out, y) / 32


def multistep_per_batch(optimizer: Any, _total: int) -> Any:
    """The bug: MultiStepLR(milestones=[30, 60, 80], gamma=0.1), an epoch schedule of a 100-epoch recipe,
    stepped after every batch: the lr is a tenth at step 30, a hundredth at 60, a thousandth at 80."""
    import torch

    return torch.optim.lr_scheduler.MultiStepLR(optimizer, milestones=[30, 60, 80], gamma=0.1)


def _hum_jitter(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.roll(x, int(torch.randint(-1, 2, (1,))), dims=-1)
    return x + 0.3 * torch.randn_like(x) + 0.3 * torch.randn(len(x), 1)


hum_jitter = _augmented(_hum_jitter)
hum_jitter.__doc__ = """Not a fault: in training mode each batch of spectra is shifted by up to one bin,
given a loudness offset of 0.3 sd per recording and 0.3 sd of extra noise."""


def _glaze_jitter(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.rot90(x, int(torch.randint(0, 4, (1,))), dims=(2, 3))
    x = torch.where(torch.rand(len(x), 1, 1, 1) < 0.5, x.flip(3), x)
    return x + 0.3 * torch.randn_like(x) + 0.25 * torch.randn(len(x), 1, 1, 1)


glaze_jitter = _augmented(_glaze_jitter)
glaze_jitter.__doc__ = """Not a fault: in training mode each batch of patches is turned by a multiple of 90
degrees, flipped with probability 0.5, shifted in brightness by 0.25 sd per patch and given 0.3 sd of
extra noise."""


# ---------------------------------------------------------------- the variants


def ZQ(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by battery zf's runner (through every earlier wrapper)."""
    return L(*args, runs=runs or zf_runs(), **kw)


CH16 = {"channels": 16}
H48 = {"hidden": 48}
MLP128 = {"width": 128, "num_layers": 2}
LABEL_NOISE = ("train-val-gap", "undertrained", "slow-convergence")

FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    ZQ(
        "vzq-world-size-64-scaled-lr-adam-mlp-forklift",
        Plan(forklift, "mlp", 0.064, "adam", epochs=12, log_every=4, model_kw=MLP128),
        ("loss-spikes",),
        "learning-rate-too-high",
        "the linear scaling rule applied for a world size of 64 (a cluster config's lr = 1e-3 x 64) on one "
        "CPU process: Adam at lr 0.064 on a 2x128 MLP over the forklift batteries, every 4th step logged: "
        "windows 2.40, 0.88, 0.78, 0.78, 0.59 ... 0.49-0.97 late, the epoch loss 1.09, 0.67, 0.60, 0.60, "
        "0.67, 0.61, 0.58, 0.56, 0.57, 0.66, 0.55, 0.68, the val loss 0.64, 0.62, 0.56, 0.79, 0.64, 0.55, "
        "0.64, 0.53, 0.63, 0.56, 0.66, 1.00 and val accuracy 0.64-0.75 (0.64 last), test 1.12 and 0.67 (lr "
        "1e-3: ~0.53 and 0.77)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="mlp",
        dataset="forklift-battery",
        seed=30001,
    ),
    ZQ(
        "vzq-finetune-lr-2e-5-plain-sgd-gru-atm",
        Plan(atm, "gru", 2e-5, "sgd", epochs=10, log_every=8, model_kw=H48),
        ("slow-convergence", "metric-at-baseline"),
        "learning-rate-too-low",
        "the lr of a fine-tuning recipe (2e-5, meant for a pretrained model under AdamW) kept to train a "
        "GRU (hidden 48) from scratch under plain SGD without momentum, every 8th step logged: windows "
        "1.35, 1.40, 1.36, 1.36, 1.39 ... 1.30-1.38 for all 320 steps (ln 4 = 1.39), the epoch loss 1.38 at "
        "every epoch, the val loss 1.38 at every evaluation and val accuracy 0.27, test 1.39 and 0.27 (Adam "
        "lr 3e-3: ~0.4 and 0.85)",
        STALL,
        family="gru",
        dataset="atm-sessions",
        seed=30002,
    ),
    ZQ(
        "vzq-multistep-epoch-milestones-per-batch-cnn-glaze",
        Plan(glaze, "cnn", 2e-3, "adam", epochs=10, log_every=4, schedule="multistep", model_kw=CH16),
        ("slow-convergence",),
        "lr-decay-too-fast",
        "MultiStepLR(milestones=[30, 60, 80], gamma=0.1), the epoch schedule of a 100-epoch recipe, stepped "
        "after every batch: Adam's lr of 2e-3 on a CNN is 2e-4 at step 30, 2e-5 at 60 and 2e-6 from step 80 "
        "of 320; every 4th step logged: windows 1.36, 1.37, 1.19, 1.29, 1.20, 1.03 ... 0.70-0.88, the epoch "
        "loss 1.22, 0.86, 0.80, 0.794 ... 0.788, the val loss 0.93, 0.80, 0.794 ... 0.787 and val accuracy "
        "0.69, then 0.84-0.85, test 0.81 and 0.82 (a constant lr: ~0.15 and 0.95)",
        (*STALL, "undertrained"),
        family="cnn",
        dataset="glaze-tiles",
        seed=30003,
        runs=zf_runs(schedule=multistep_per_batch, hparams={"milestones": [30, 60, 80], "gamma": 0.1}),
    ),
    ZQ(
        "vzq-manual-optimization-no-zero-grad-sgd-mlp-soil",
        Plan(soil, "mlp", 5e-3, "sgd", momentum=0.9, epochs=10, log_every=4, zero_grad=False, model_kw=MLP64),
        ("gradient-explosion",),
        "missing-zero-grad",
        "automatic_optimization=False (manual optimisation for a custom loss) with opt.step() but no "
        "opt.zero_grad(): the gradients of every batch add up; SGD momentum 0.9 lr 5e-3 on a 2x64 "
        "regression MLP, every 4th step logged: the gradient norm 2.6, 4.7, 7.3, 10, 17, 44 ... then NaN, "
        "windows 0.74, 1.08, 0.88, 0.29, 2.07, 7.39 ... NaN, the epoch MSE 1.65, 10.8, 3.5e8, inf, then "
        "NaN, the val MSE 2.12, 57.2, 1.1e6, then NaN, test NaN",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="regression",
        dataset="soil-cone-index",
        seed=30004,
        runs=zf_runs(hparams={"automatic_optimization": False}),
    ),
    ZQ(
        "vzq-clip-dropped-in-manual-loop-sgd-lstm-atm",
        Plan(atm, "lstm", 3.0, "sgd", momentum=0.9, epochs=10, log_every=4, model_kw=H48),
        ("gradient-explosion",),
        "no-gradient-clipping",
        "gradient_clip_val=0.5 set on the Trainer but the training step moved to manual optimisation, where "
        "Lightning ignores it, so nothing clips the LSTM's gradients: SGD momentum 0.9 at lr 3.0 (a value "
        "tuned with the clip on) on an LSTM (hidden 48; HF Trainer), every 4th step logged: the logged loss "
        "1.38, 1.44, 1.40, 1.19, 1.12, 1.52 ... 5.2-6.1 late, the eval loss 2.64, 4.05, 6.42, 4.49, 6.50, "
        "8.57, 5.13, 5.85, 4.54, 5.01 and eval accuracy 0.37-0.49, test 5.58 and 0.42 (clipped: ~0.4 and "
        "0.85)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="lstm",
        dataset="atm-sessions",
        seed=30005,
        runs=zf_runs(hparams={"gradient_clip_val": 0.5, "automatic_optimization": False}),
    ),
    ZQ(
        "vzq-loss-divided-by-len-loader-sgd-mlp-forklift",
        Plan(forklift, "mlp", 0.02, "sgd", momentum=0.9, epochs=12, log_every=8, model_kw=MLP64),
        ("slow-convergence",),
        "weight-updates-too-small",
        "the loss divided by len(train_loader) (32) in the training step, a running-average normalisation "
        "moved from the logging code into the backward pass: SGD momentum 0.9 at lr 0.02 on a 2x64 MLP "
        "takes steps 32 times too small; every 8th step logged: windows 0.041, 0.042, 0.042, 0.040 ... "
        "0.024-0.037, the epoch loss 0.0418, 0.0409, 0.0399 ... 0.0322 in a straight slow line, the val "
        "loss 0.0416 to 0.0324 and val accuracy 0.49, 0.45, 0.45 ... 0.54, the gradient norm 0.013-0.038, "
        "test 0.0334 (x32: 1.07) and 0.53",
        (*STALL, "undertrained"),
        family="mlp",
        dataset="forklift-battery",
        seed=30006,
        runs=zf_runs(loss=loss_over_batches, hparams={"loss": "cross_entropy / len(train_loader)"}),
    ),
    # --- data
    ZQ(
        "vzq-label-sheet-off-by-one-row-mlp-forklift",
        Plan(forklift_label_shard_offset, "mlp", 2e-3, "adam", epochs=30, log_every=8, model_kw=MLP128),
        ("overfitting",),
        "label-noise",
        "the labels come from three engineers' sheets merged row by row; one sheet had an extra header row, "
        "so its third of the training rows carries the next battery's class (as good as random); validation "
        "and test were labelled from the service system: a 2x128 MLP under Adam lr 2e-3 for 30 epochs, "
        "every 8th step logged: windows 1.30 to 0.45-0.82, the epoch loss 1.18, 1.07, 1.04 ... 0.563 still "
        "falling, the val loss 0.84, 0.81, 0.74 ... 0.679 at epoch 11, then up to 0.75-0.82 (0.819 last) "
        "and val accuracy 0.66 to 0.77, then 0.68-0.75, test 0.86 and 0.67 (clean labels: ~0.53 and 0.77)",
        (*LABEL_NOISE, "overfitting"),
        family="mlp",
        dataset="forklift-battery",
        seed=30007,
    ),
    ZQ(
        "vzq-window-copies-across-split-mlp-hive",
        Plan(
            hive_window_copies,
            "mlp",
            2e-3,
            "adam",
            epochs=40,
            log_every=16,
            model_kw={"width": 256, "num_layers": 2},
        ),
        ("val-test-gap",),
        "data-leakage",
        "each 10-minute recording cut into three overlapping 4-minute windows (near copies of one spectrum, "
        "the hive box's own resonances included) before a random train/validation split, so nearly every "
        "validation window has a sibling in training; the test set is the next season's recordings: a 2x256 "
        "MLP under Adam lr 2e-3 for 40 epochs, every 16th step logged: windows 0.54, 0.19, 0.14 ... down to "
        "0.00001-0.00006, the epoch loss 0.59, 0.19, 0.13, 0.047 ... 0.00003, the val loss 0.35, 0.15, "
        "0.12, 0.094, 0.059 ... 0.087-0.090 and val accuracy 0.84 to 0.977, while the test scores 0.552 and "
        "0.88",
        ("overfitting", "train-val-gap", "undertrained", "zero-train-loss"),
        family="mlp",
        dataset="hive-hum",
        seed=30008,
    ),
    ZQ(
        "vzq-sorted-by-health-class-mlp-forklift",
        Plan(
            forklift,
            "mlp",
            2e-3,
            "adam",
            epochs=12,
            log_every=1,
            shuffle=False,
            sort_by_class=True,
            model_kw=MLP64,
        ),
        ("periodic-loss",),
        "data-not-shuffled",
        "the fleet export sorted by the health class (pandas sort_values('health') in the data prep) and "
        "read with shuffle=False: each epoch of a 2x64 MLP (Adam lr 2e-3, every step logged) walks from the "
        "good batteries to those to replace; single-batch losses 1.32, 1.27, 1.19, 1.13, 1.19, 1.54 ... "
        "0.05-0.29 at the end of the last epoch, rising and falling within each epoch, the epoch loss 1.54, "
        "1.14, 0.96 ... 0.60, the val loss 1.30, 0.99, 0.81 ... 0.536 and val accuracy 0.59, 0.55, 0.61 ... "
        "0.76, test 0.60 and 0.73",
        (
            "loss-oscillation",
            "loss-spikes",
            "slow-convergence",
            "train-val-gap",
            "undertrained",
            "metric-at-baseline",
        ),
        family="mlp",
        dataset="forklift-battery",
        seed=30009,
    ),
    ZQ(
        "vzq-linear-power-spectra-cnn1d-hive",
        Plan(hive_linear_power, "cnn1d", 1e-3, "adam", epochs=12, log_every=8, model_kw=CH16),
        ("bad-initial-loss",),
        "unnormalized-input",
        "the hum spectra exported in linear power (the feature script's 10 * log10 dropped) and fed as they "
        "are, values from ~10 to ~10^5: a 1-D CNN under Adam lr 1e-3, every 8th step logged: windows 66.0, "
        "34.4, 12.6, 6.0, 8.5, 3.6 ... 0.02-2.91 late (ln 4 = 1.39), the gradient norm 2,567, 1,526, 1,396 "
        "... 9-1,116, the epoch loss 57.6, 7.8, 4.8, 2.5 ... 1.76, the val loss 9.64, 4.24, 2.31, 6.05, "
        "1.37, 1.26, 2.35, 2.19, 1.10, 1.08, 1.33, 2.42 and val accuracy 0.51-0.83, test 4.66 and 0.68 (log "
        "power: ~0.3 and 0.9)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="cnn",
        dataset="hive-hum",
        seed=30010,
    ),
    ZQ(
        "vzq-left-padded-head-truncated-gru-atm",
        Plan(atm_head_truncated, "gru", 3e-3, "adam", epochs=12, log_every=8, model_kw=H48),
        ("slow-convergence",),
        "bad-input-data",
        "seq[:8] (a maximum length of 8 meant to keep the last events) applied to the left-padded sessions, "
        "so the model reads the padding and at most the first few events of each session, in training, "
        "validation and test alike: a GRU (hidden 48) under Adam lr 3e-3 (HF Trainer), every 8th step "
        "logged: the logged loss 1.37, 1.33, 1.32 ... 1.06-1.15, the eval loss 1.29, 1.20, 1.26, 1.18 ... "
        "1.12 and eval accuracy 0.31-0.55, test 1.21 and 0.50 (the whole sessions: ~0.4 and 0.85)",
        (*STALL, "slow-convergence", "undertrained"),
        family="gru",
        dataset="atm-sessions",
        seed=30011,
    ),
    ZQ(
        "vzq-kiln-2-test-bncnn-glaze",
        Plan(glaze_new_kiln_test, "bncnn", 2e-3, "adam", epochs=10, log_every=8, model_kw=CH16),
        ("val-test-gap",),
        "distribution-shift",
        "the model is tested on kiln 2's tiles (a brighter, glossier glaze: +45 grey levels, the speckle "
        "and the defects' contrast halved), trained and validated on kiln 1's: a batch-norm CNN under Adam "
        "lr 2e-3, every 8th step logged: windows 1.07 to 0.06-0.13, the epoch loss 1.08 to 0.087, the val "
        "loss 0.86, 0.64, 0.50 ... 0.096 and val accuracy 0.72 to 0.96-0.99 (0.973 last), while the test "
        "scores 2.58 and 0.377",
        ("overfitting", "train-val-gap", "undertrained"),
        family="cnn-bn",
        dataset="glaze-tiles",
        seed=30012,
    ),
    # --- evaluation
    ZQ(
        "vzq-val-per-recording-normalised-cnn1d-hive",
        Plan(hive_eval_per_spectrum, "cnn1d", 3e-3, "adam", epochs=20, log_every=8, model_kw=CH16),
        ("train-val-gap",),
        "eval-pipeline-mismatch",
        "the training spectra standardised with the training set's mean and sd, the validation and test "
        "spectra by the serving code's per-recording normalisation (each spectrum to its own mean 0 and sd "
        "1), so the colony's loudness is gone and the scale differs: a 1-D CNN under Adam lr 3e-3 for 20 "
        "epochs, every 8th step logged: windows 1.29 to 0.19-0.38, the epoch loss 1.31, 1.26, 1.22 ... "
        "0.274, while the val loss is 1.28, 1.24, 1.18, 1.11, 0.99, 0.92 at epoch 6, then 0.93-1.34 and "
        "1.63, 1.71, 1.60 at the end, val accuracy 0.42 to 0.63 at epoch 6, then 0.48-0.56, test 1.45 and "
        "0.57 (the training statistics: ~0.3 and 0.9)",
        EVAL,
        family="cnn",
        dataset="hive-hum",
        seed=30013,
    ),
    ZQ(
        "vzq-check-val-every-50-epochs-mlp-soil",
        Plan(soil, "mlp", 2e-3, "adam", epochs=20, log_every=8, model_kw=MLP64),
        ("missing-validation",),
        "missing-eval-set",
        "Trainer(check_val_every_n_epoch=50) on a 20-epoch run (a value meant for the 500-epoch sweep), so "
        "no validation ever runs; a 2x64 regression MLP under Adam lr 2e-3 (HF Trainer) logs its training "
        "loss every 8th step, 0.94, 0.70, 0.34, 0.12 ... 0.018-0.020 over 640 steps, with no eval loss at "
        "all; only the final test MSE (0.044) is written",
        ("undertrained",),
        family="regression",
        dataset="soil-cone-index",
        seed=30014,
        runs=zf_runs(evaluate=False, hparams={"check_val_every_n_epoch": 50, "max_epochs": 20}),
    ),
    ZQ(
        "vzq-ckpt-monitor-val-acc-mode-min-cnn-glaze",
        Plan(glaze, "cnn", 3e-3, "adam", epochs=10, log_every=8, model_kw=CH16),
        ("val-test-gap",),
        "wrong-checkpoint-loaded",
        "ModelCheckpoint(monitor='val_acc', mode='min', save_top_k=1) (a mode copied from a loss monitor) "
        "keeps the checkpoint of the lowest val accuracy, written after the first epoch (step 32), and the "
        "test script loads it: a CNN under Adam lr 3e-3 (HF Trainer), every 8th step logged: the logged "
        "loss 1.34, 1.18, 1.07 ... 0.06-0.12, the eval loss 0.76, 0.44, 0.26 ... 0.136, 0.191 and eval "
        "accuracy 0.67 to 0.93-0.96, while the test scores 0.747 and 0.673",
        ("overfitting", "metric-at-baseline", "undertrained"),
        family="cnn",
        dataset="glaze-tiles",
        seed=30015,
        runs=zf_runs(test_at_step=32, hparams={"checkpoint_monitor": "val_acc", "checkpoint_mode": "min"}),
    ),
    # --- model
    ZQ(
        "vzq-no-grad-forward-prior-bias-only-cnn1d-hive",
        Plan(
            hive,
            "cnn1d",
            3e-3,
            "adam",
            epochs=10,
            log_every=8,
            model_fault=no_grad_forward_bias_after,
            model_kw=CH16,
        ),
        ("slow-convergence",),
        "frozen-weights",
        "a refactor put the training forward pass inside with torch.no_grad(): (copied from the prediction "
        "helper), and a trainable output bias (a class-prior correction) is added after it, so only that "
        "bias gets a gradient: a 1-D CNN under Adam lr 3e-3, every 8th step logged: windows 1.36, 1.36, "
        "1.22, 1.39 ... 1.18-1.46, the epoch loss 1.34, then 1.32-1.33, the gradient norm 0.05-0.45, the "
        "val loss 1.35 to 1.34 and val accuracy 0.407 (the share of queenright hives) at every epoch, test "
        "1.37 and 0.33",
        (*STALL, "undertrained"),
        family="cnn",
        dataset="hive-hum",
        seed=30016,
    ),
    ZQ(
        "vzq-orthogonal-gain-8-init-mlp-forklift",
        Plan(
            forklift,
            "mlp",
            1e-3,
            "adam",
            epochs=12,
            log_every=4,
            model_fault=orthogonal_gain_8,
            model_kw=MLP128,
        ),
        ("bad-initial-loss",),
        "poor-initialization",
        "nn.init.orthogonal_(m.weight, gain=8) on every Linear of a 2x128 MLP (a gain meant for a small "
        "recurrent net's hidden-to-hidden matrix pasted into the init loop), Adam lr 1e-3 (HF Trainer), "
        "every 4th step logged: the logged loss 49.7, 36.3, 28.9, 25.1, 20.7 ... 2.0-3.1 late (ln 4 = "
        "1.39), the gradient norm 55, 56, 51 ..., the eval loss 17.9, 13.4, 10.5, 9.1 ... 5.39 and eval "
        "accuracy 0.55 to 0.74, test 6.0 and 0.66 (a default init: ~0.53 and 0.77)",
        (*RUNAWAY, "loss-runaway", "undertrained", "overfitting", "zero-train-loss"),
        family="mlp",
        dataset="forklift-battery",
        seed=30017,
    ),
    ZQ(
        "vzq-relu-after-regression-head-mlp-soil",
        Plan(soil, "mlp", 2e-3, "adam", epochs=12, log_every=8, model_fault=relu_on_output, model_kw=MLP64),
        ("slow-convergence",),
        "wrong-operator",
        "the regression head built as nn.Sequential(nn.Linear(64, 1), nn.ReLU()), a block copied from the "
        "hidden layers: the standardised log cone index's negative half can never be reached; a 2x64 MLP "
        "under Adam lr 2e-3, every 8th step logged: windows 1.13, 0.78, 0.34 ... 0.02-0.82 (single "
        "batches), the epoch MSE 0.79, 0.55, 0.54 ... 0.525 flat from epoch 3, the val MSE 0.58, 0.53, 0.52 "
        "... 0.515, test 0.68 (no ReLU: ~0.04)",
        (*STALL, "undertrained"),
        family="regression",
        dataset="soil-cone-index",
        seed=30018,
    ),
    ZQ(
        "vzq-binary-service-loss-kept-mlp-forklift",
        Plan(forklift, "mlp", 2e-3, "adam", epochs=12, log_every=8, model_kw=MLP64),
        ("metric-at-baseline",),
        "wrong-loss-function",
        "the loss of the fleet's earlier binary model kept, BCEWithLogitsLoss on out[:, 0] against (y >= 2) "
        "('needs service'), on a 4-class head: only the first logit trains, and only to tell good and fair "
        "from degraded and replace; a 2x64 MLP under Adam lr 2e-3, every 8th step logged: windows 0.60, "
        "0.54, 0.42 ... 0.06-0.29, the epoch loss 0.54, 0.26, 0.20 ... 0.158, the val loss 0.35, 0.21 ... "
        "0.20-0.21, while val accuracy (argmax over 4) is 0.087-0.117, test 0.24 and 0.097 (cross-entropy: "
        "~0.53 and 0.77)",
        (*STALL, "slow-convergence", "train-val-gap"),
        family="mlp",
        dataset="forklift-battery",
        seed=30019,
        runs=zf_runs(loss=binary_service_loss, hparams={"loss": "BCEWithLogitsLoss(out[:, 0], y >= 2)"}),
    ),
    ZQ(
        "vzq-sigmoid-8-layer-mlp-forklift",
        Plan(
            forklift,
            "mlp",
            0.01,
            "sgd",
            momentum=0.9,
            epochs=12,
            log_every=8,
            model_kw={"width": 64, "num_layers": 8, "activation": "sigmoid"},
        ),
        ("slow-convergence",),
        "vanishing-gradients",
        "activation='sigmoid' from an old Keras config on an 8-layer MLP (width 64, default init): SGD "
        "momentum 0.9 lr 0.01, every 8th step logged: windows 1.30, 1.29, 1.14 ... 1.24-1.38, the epoch "
        "loss 1.30, then 1.28-1.29 for 11 epochs, the val loss 1.30-1.32 and val accuracy 0.443 (the share "
        "of the largest class) at every epoch, the gradient norm 0.4-1.0, test 1.33 and 0.42 (ReLU: ~0.53 "
        "and 0.77)",
        (*STALL, "gradient-vanishing"),
        family="mlp",
        dataset="forklift-battery",
        seed=30020,
    ),
    # --- workflow
    ZQ(
        "vzq-epochs-from-string-first-char-gru-atm",
        Plan(atm, "gru", 3e-3, "adam", epochs=2, log_every=2, model_kw=H48),
        ("undertrained",),
        "too-few-epochs",
        "max_epochs read from the YAML config as int(cfg['epochs'][0]), the first character of the string "
        "'25': a GRU (hidden 48) under Adam lr 3e-3 trains for 2 epochs (64 steps), every 2nd step logged: "
        "windows 1.40, 1.34, 1.29, 1.22 ... 0.39-0.73, the epoch loss 1.12, 0.71, the val loss 0.80, 0.49 "
        "still falling fast and val accuracy 0.72, 0.83, test 0.56 and 0.78 (25 epochs: ~0.4 and 0.85)",
        ("slow-convergence", "metric-at-baseline"),
        family="gru",
        dataset="atm-sessions",
        seed=30021,
        runs=zf_runs(hparams={"epochs_config": "25", "max_epochs": 2}),
    ),
    ZQ(
        "vzq-train-size-swapped-test-size-mlp-forklift",
        Plan(forklift_train_size_swapped, "mlp", 2e-3, "adam", epochs=80, log_every=1, model_kw=MLP128),
        ("overfitting", "train-val-gap"),
        "insufficient-data",
        "train_test_split(rows, train_size=0.1) where test_size=0.1 was meant, the held-out part split "
        "again into validation and test: 100 training batteries; a 2x128 MLP under Adam lr 2e-3 for 80 "
        "epochs (320 steps, each logged; HF Trainer): the logged loss 1.40, 1.35, 1.30 ... 0.006-0.022, the "
        "eval loss 1.25, 1.14, 1.05, 0.97, 0.91, 0.87 ... up to 1.38 at the end, eval accuracy 0.52 to "
        "0.64-0.66, test 1.39 and 0.66 (the full set: ~0.53 and 0.77)",
        ("zero-train-loss", "undertrained", "val-test-gap"),
        family="mlp",
        dataset="forklift-battery",
        seed=30022,
    ),
)

HEALTHY: tuple[Variant, ...] = (
    # --- hive hum
    ZQ(
        "vzq-healthy-hive-jitter-bncnn1d",
        Plan(hive, "bncnn1d", 3e-3, "adam", epochs=12, log_every=8, model_fault=hum_jitter, model_kw=CH16),
        (),
        None,
        "a batch-norm 1-D CNN under a one-bin shift, a loudness offset and extra noise in training mode, "
        "Adam lr 3e-3 for 12 epochs (HF Trainer), every 8th step logged: the logged loss 1.31, 1.22, 1.25 "
        "... 0.53-0.67, the eval loss 1.25, 1.12, 1.02, 0.95, 0.81, 0.79, 0.70, 0.72, 0.62, 0.69, 0.555, "
        "0.608 still falling and eval accuracy 0.46 to 0.78-0.83, test 0.53 and 0.81",
        family="cnn-bn",
        dataset="hive-hum",
        seed=30101,
    ),
    ZQ(
        "vzq-healthy-hive-long-batch16-sparse-cnn1d",
        Plan(
            hive_long,
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
        "a 2,000-recording draw, a 1-D CNN under Adam lr 2e-3 at batch 16 for 8 epochs (1,000 steps), every "
        "100th step logged, validated every 2 epochs: windows 1.41, 1.17, 0.88, 0.62, 0.54, 0.51, 0.59, "
        "0.40, 0.18, 0.21 (single batches of 16), the epoch loss 1.30, 1.15, 0.85 ... 0.312, the val loss "
        "1.01, 0.56, 0.42, 0.32 and val accuracy 0.60 to 0.90, test 0.29 and 0.90",
        family="cnn",
        dataset="hive-hum",
        seed=30102,
    ),
    ZQ(
        "vzq-healthy-hive-cyclic-sgd-cnn1d",
        Plan(
            hive, "cnn1d", 0.01, "sgd", momentum=0.9, epochs=12, log_every=4, schedule="cyclic", model_kw=CH16
        ),
        (),
        None,
        "a 1-D CNN under SGD momentum 0.9 with a triangular CyclicLR (0.01 to 0.1, 48 steps up and 48 down; "
        "HF Trainer), every 4th step logged: the logged loss 1.34, 1.31, 1.37, 1.28 ... about flat for ~5 "
        "epochs, then falling to 0.43-0.61, the eval loss 1.35, 1.32, 1.30, 1.25, 1.20, 1.05, 0.89, 0.70, "
        "0.66, 0.75 (a bump at an lr peak), 0.63, 0.567 and eval accuracy 0.38-0.45 for 5 epochs, then 0.53 "
        "to 0.76, test 0.47 and 0.79",
        family="cnn",
        dataset="hive-hum",
        seed=30103,
        runs=zf_runs(schedule=cyclic(0.01, 0.1, 48)),
    ),
    ZQ(
        "vzq-healthy-hive-early-stop-bncnn1d",
        Plan(hive, "bncnn1d", 3e-3, "adam", epochs=40, log_every=16, early_stop=3, model_kw=CH16),
        (),
        None,
        "a batch-norm 1-D CNN under Adam lr 3e-3 with early stopping (patience 3 evaluations) on a 40-epoch "
        "budget, every 16th step logged: windows 1.22 to 0.14-0.40, the epoch loss 1.23, 1.09, 0.95 ... "
        "0.234, the val loss 1.20, 1.08, 0.94 ... 0.33-0.43 in small bumps, 0.295 at epoch 24, then 0.298, "
        "0.310, 0.338 and the run stops after epoch 27; val accuracy 0.42 to 0.85-0.90, test 0.24 and 0.92",
        family="cnn-bn",
        dataset="hive-hum",
        seed=30104,
    ),
    # --- glaze tiles
    ZQ(
        "vzq-healthy-glaze-jitter-cnn",
        Plan(glaze, "cnn", 3e-3, "adam", epochs=12, log_every=8, model_fault=glaze_jitter, model_kw=CH16),
        (),
        None,
        "a CNN under rotation / flip / brightness / noise jitter in training mode, Adam lr 3e-3 for 12 "
        "epochs, every 8th step logged: windows 1.36 to 0.16-0.61, the epoch loss 1.30, 0.96, 0.64 ... "
        "0.245, the val loss 1.07, 0.72, 0.42, 0.37, 0.41, 0.38, 0.32, 0.39, 0.23, 0.18, 0.21, 0.19 (below "
        "the training loss from epoch 4) and val accuracy 0.57 to 0.94, test 0.25 and 0.90",
        family="cnn",
        dataset="glaze-tiles",
        seed=30105,
    ),
    ZQ(
        "vzq-healthy-glaze-resnet-step-cut",
        Plan(
            glaze,
            "resnet",
            0.05,
            "sgd",
            momentum=0.9,
            weight_decay=5e-4,
            epochs=10,
            log_every=8,
            schedule="step",
            step_size=192,
            gamma=0.1,
        ),
        (),
        None,
        "a residual net under SGD momentum 0.9 lr 0.05 and weight decay 5e-4, StepLR cut to 0.005 at step "
        "192 (epoch 6; HF Trainer), every 8th step logged: the eval loss 2.73, 0.29, 0.57, 0.31, 0.15, 0.18 "
        "up to the cut and 0.058, 0.050, 0.046, 0.046 after it; the logged loss 1.31 to 0.06-0.12, eval "
        "accuracy 0.43-0.96 before the cut, 0.98-0.99 after, test 0.08 and 0.98",
        family="resnet",
        dataset="glaze-tiles",
        seed=30106,
    ),
    ZQ(
        "vzq-healthy-glaze-bf16-warmup-cosine-bncnn",
        Plan(
            glaze,
            "bncnn",
            3e-3,
            "adamw",
            weight_decay=0.05,
            epochs=10,
            log_every=4,
            schedule="warmup-cosine",
            warmup=50,
            bf16=True,
            model_kw=CH16,
        ),
        (),
        None,
        "a batch-norm CNN under bf16-mixed autocast, AdamW lr 3e-3, weight decay 0.05, 50 warm-up steps and "
        "a cosine decay to 0, every 4th step logged: windows 1.42, 1.36, 1.36, 1.26, 1.33, 1.14 ... "
        "0.06-0.10 at the end, the epoch loss 1.28 to 0.104, the val loss 1.07, 0.66, 0.42 ... 0.099 and "
        "val accuracy 0.69 to 0.99, test 0.13 and 0.97",
        family="cnn-bn",
        dataset="glaze-tiles",
        seed=30107,
    ),
    ZQ(
        "vzq-healthy-glaze-batch8-every-step-short-cnn",
        Plan(glaze, "cnn", 1e-3, "adam", epochs=1, batch_size=8, log_every=1, model_kw=CH16),
        (),
        None,
        "a CNN at batch 8, every step logged, for one epoch (125 steps) under Adam lr 1e-3: single-batch "
        "losses 1.39, 1.28, 1.56, 1.36, 1.42 ... 0.62-1.06 jumping between steps, the epoch loss 1.12, the "
        "val loss 0.655 and val accuracy 0.81, test 0.67 and 0.82",
        family="cnn",
        dataset="glaze-tiles",
        seed=30108,
    ),
    # --- ATM sessions
    ZQ(
        "vzq-healthy-atm-transformer-warmup-cosine",
        Plan(
            atm,
            "transformer",
            1e-3,
            "adamw",
            weight_decay=0.01,
            epochs=14,
            log_every=4,
            schedule="warmup-cosine",
            warmup=80,
        ),
        (),
        None,
        "a small transformer under AdamW lr 1e-3 (weight decay 0.01) with 80 linear warm-up steps and a "
        "cosine decay, every 4th step logged: windows 1.37, 1.39, 1.29, 1.43, 1.27, 1.38 in the warm-up, "
        "0.21-0.57 late, the epoch loss 1.40, 1.16, 0.67 ... 0.333, the val loss 1.30, 0.90, 0.52, 0.48 ... "
        "0.414 and val accuracy 0.42 to 0.84-0.85, test 0.41 and 0.86",
        family="transformer",
        dataset="atm-sessions",
        seed=30109,
    ),
    ZQ(
        "vzq-healthy-atm-lstm-plateau-twice-an-epoch",
        Plan(
            atm,
            "lstm",
            3e-3,
            "adam",
            epochs=12,
            log_every=8,
            val_interval=0.5,
            schedule="plateau",
            gamma=0.5,
            model_kw=H48,
        ),
        (),
        None,
        "an LSTM (hidden 48) under Adam lr 3e-3 with ReduceLROnPlateau (factor 0.5), evaluated twice an "
        "epoch for 12 epochs, every 8th step logged: windows 1.26, 1.10, 0.87 ... 0.06-0.47, the epoch loss "
        "1.12, 0.61, 0.45 ... 0.297, the val loss 1.11, 0.73, 0.55, 0.45, 0.41, 0.45 ... 0.375-0.38 flat as "
        "the lr is cut and val accuracy 0.51 to 0.85-0.86, test 0.44 and 0.84",
        family="lstm",
        dataset="atm-sessions",
        seed=30110,
    ),
    ZQ(
        "vzq-healthy-atm-gru-bf16-clip-every-step",
        Plan(
            atm, "gru", 3e-3, "adam", epochs=4, batch_size=16, log_every=1, bf16=True, clip=1.0, model_kw=H48
        ),
        (),
        None,
        "a GRU (hidden 48) under bf16-mixed autocast, Adam lr 3e-3 and clip_grad_norm_ 1.0 at batch 16 for "
        "4 epochs (252 steps; HF Trainer), every step logged: single-batch losses 1.45, 1.38, 1.36, 1.36, "
        "1.35 ... 0.25-0.90 jumping between steps, the gradient norm 0.35-5.6 before clipping, the eval "
        "loss 0.63, 0.43, 0.39, 0.43 and eval accuracy 0.74, 0.84, 0.86, 0.84, test 0.39 and 0.84",
        family="gru",
        dataset="atm-sessions",
        seed=30111,
    ),
    ZQ(
        "vzq-healthy-atm-gru-dropout-val-every-3",
        Plan(
            atm,
            "gru",
            2e-3,
            "adamw",
            weight_decay=0.05,
            epochs=18,
            log_every=16,
            val_every_epochs=3,
            schedule="cosine",
            model_kw={"hidden": 64, "dropout": 0.3},
        ),
        (),
        None,
        "a GRU (hidden 64, dropout 0.3) under AdamW lr 2e-3, weight decay 0.05 and a cosine decay over 18 "
        "epochs, evaluated every 3 epochs (HF Trainer), every 16th step logged: the logged loss 1.26, 1.09, "
        "0.76, 0.54 ... 0.25-0.32, the eval loss 0.472, 0.421, 0.426, 0.428, 0.417, 0.422 and eval accuracy "
        "0.81 to 0.84, test 0.40 and 0.84",
        family="gru",
        dataset="atm-sessions",
        seed=30112,
    ),
    # --- soil cone index
    ZQ(
        "vzq-healthy-soil-sgd-creeping-long",
        Plan(
            soil_long,
            "mlp",
            0.003,
            "sgd",
            epochs=12,
            batch_size=8,
            log_every=60,
            val_every_epochs=2,
            model_kw=MLP64,
        ),
        (),
        None,
        "a 2,000-reading draw, plain SGD lr 0.003 at batch 8 for 12 epochs (3,000 steps), every 60th step "
        "logged, validated every 2 epochs: windows 1.51, 1.33, 0.38, 0.53 ... 0.008-0.064 (single batches "
        "of 8), the epoch MSE 0.81, 0.28, 0.079 ... 0.0366 still creeping down, the val MSE 0.096, 0.050, "
        "0.042, 0.038, 0.035, 0.034, test 0.035",
        family="regression",
        dataset="soil-cone-index",
        seed=30113,
    ),
    ZQ(
        "vzq-healthy-soil-kpa-target-adam",
        Plan(soil_in_kpa, "mlp", 3e-3, "adam", epochs=20, log_every=8, model_kw=MLP64),
        (),
        None,
        "the cone index itself in kPa (~300 to ~6,000, skewed) as the target of a 2x64 MLP over "
        "standardised columns, Adam lr 3e-3 for 20 epochs (HF Trainer), every 8th step logged: the logged "
        "MSE 8,767,576, 9,565,089, 8,467,334 ... 150,962-219,585 late (an MSE in kPa^2), the eval MSE "
        "9,166,808, 8,642,609, 7,040,824, 4,199,438, 1,407,546, 404,855 ... 230,828, test 277,253 (an RMS "
        "error of ~530 kPa)",
        family="regression",
        dataset="soil-cone-index",
        seed=30114,
    ),
    ZQ(
        "vzq-healthy-soil-dropout-plateau-then-drop",
        Plan(
            soil,
            "mlp",
            3e-3,
            "adam",
            epochs=20,
            log_every=16,
            schedule="step",
            step_size=320,
            gamma=0.1,
            model_kw={"width": 128, "num_layers": 2, "dropout": 0.3},
        ),
        (),
        None,
        "a 2x128 regression MLP with dropout 0.3 under Adam lr 3e-3, StepLR cut to 3e-4 at step 320 (epoch "
        "10), every 16th step logged: the epoch MSE 0.36, 0.11, 0.093, 0.084 ... 0.052-0.058, above the val "
        "MSE 0.096, 0.069, 0.050, 0.053, 0.037 ... 0.030-0.033 at the end, windows 0.03-0.11, test 0.037",
        family="regression",
        dataset="soil-cone-index",
        seed=30115,
    ),
    ZQ(
        "vzq-healthy-soil-onecycle-accumulate-2",
        Plan(
            soil,
            "mlp",
            5e-3,
            "adamw",
            weight_decay=0.01,
            epochs=15,
            batch_size=16,
            accumulate=2,
            log_every=4,
            schedule="onecycle",
            model_kw=MLP128,
        ),
        (),
        None,
        "a 2x128 regression MLP under AdamW lr 5e-3 (weight decay 0.01) with a OneCycle schedule over 15 "
        "epochs, micro-batches of 16 accumulated twice, every 4th step logged: windows 1.02, 0.81, 1.37, "
        "0.62 ... 0.004-0.019, the epoch MSE 0.85, 0.22, 0.053 ... 0.0116, the val MSE 0.57, 0.083, 0.045, "
        "0.055, 0.031 ... 0.026, test 0.034",
        family="regression",
        dataset="soil-cone-index",
        seed=30116,
    ),
    ZQ(
        "vzq-healthy-soil-rmsprop-early-stop",
        Plan(soil, "mlp", 1e-3, "rmsprop", epochs=60, log_every=32, early_stop=4, model_kw=MLP64),
        (),
        None,
        "RMSprop lr 1e-3 on a 2x64 regression MLP with early stopping (patience 4) on a 60-epoch budget, "
        "every 32nd step logged: windows 0.125, 0.065, 0.011 ... 0.005-0.03, the epoch MSE 0.23, 0.047, "
        "0.037 ... 0.023, the val MSE 0.080, 0.044, 0.039, 0.046, 0.037 ... 0.031, 0.041, 0.033, 0.032, "
        "0.032 and the run stops after epoch 14, test 0.043",
        family="regression",
        dataset="soil-cone-index",
        seed=30117,
    ),
    # --- forklift battery
    ZQ(
        "vzq-healthy-forklift-dropout-05-mlp",
        Plan(
            forklift,
            "mlp",
            1e-3,
            "adam",
            epochs=20,
            log_every=16,
            model_kw={"width": 256, "num_layers": 2, "dropout": 0.5},
        ),
        (),
        None,
        "a 2x256 MLP with dropout 0.5 under Adam lr 1e-3 for 20 epochs, every 16th step logged: windows "
        "1.06, 0.69, 0.60 ... 0.43-1.23 (single batches), the epoch loss 1.02, 0.73, 0.66 ... 0.48-0.51, "
        "above the val loss 0.78, 0.62, 0.54 ... 0.453-0.465 and val accuracy 0.65 to 0.77-0.79, test 0.53 "
        "and 0.79",
        family="mlp",
        dataset="forklift-battery",
        seed=30118,
    ),
    ZQ(
        "vzq-healthy-forklift-warmup-bump-sgd-long",
        Plan(
            forklift_long,
            "mlp",
            0.15,
            "sgd",
            momentum=0.9,
            epochs=10,
            log_every=10,
            schedule="warmup-linear",
            warmup=100,
            model_kw=MLP64,
        ),
        (),
        None,
        "a 2,400-battery draw, SGD momentum 0.9 lr 0.15 on a 2x64 MLP with 100 linear warm-up steps and a "
        "linear decay over 10 epochs (750 steps), every 10th step logged: windows 1.32, 1.21, 0.85, 0.64, "
        "0.46, 0.68 ... 0.20-0.56 late, the epoch loss 0.88, 0.61, 0.54, 0.54, 0.50 ... 0.40, the val loss "
        "0.60, 0.60, 0.56, 0.50, 0.53, 0.51, 0.51, 0.53, 0.50, 0.50 and val accuracy 0.73 to 0.76-0.78, "
        "test 0.53 and 0.77",
        family="mlp",
        dataset="forklift-battery",
        seed=30119,
    ),
    ZQ(
        "vzq-healthy-forklift-three-epochs-still-improving",
        Plan(forklift, "mlp", 1e-3, "adam", epochs=3, log_every=2, val_interval=0.5, model_kw=MLP64),
        (),
        None,
        "Adam lr 1e-3 on a 2x64 MLP for 3 epochs (96 steps), every 2nd step logged, validated twice an "
        "epoch: windows 1.34, 1.34, 1.31, 1.27 ... 0.54-0.71, the epoch loss 1.20, 0.87, 0.69, the val loss "
        "1.21, 1.02, 0.87, 0.76, 0.68, 0.63 still falling and val accuracy 0.55 to 0.72, test 0.68 and 0.72",
        family="mlp",
        dataset="forklift-battery",
        seed=30120,
    ),
    ZQ(
        "vzq-healthy-forklift-nesterov-plateau",
        Plan(
            forklift,
            "mlp",
            0.05,
            "sgd",
            momentum=0.9,
            epochs=16,
            log_every=8,
            schedule="plateau",
            gamma=0.3,
            model_kw=MLP64,
        ),
        (),
        None,
        "SGD with Nesterov momentum 0.9 lr 0.05 on a 2x64 MLP with ReduceLROnPlateau (factor 0.3, patience "
        "0) over 16 epochs, every 8th step logged: windows 1.17, 0.91, 0.86 ... 0.22-1.25 (single batches), "
        "the epoch loss 0.97, 0.57, 0.50 ... 0.395 flat as the lr is cut, the val loss 0.63, 0.52, 0.51, "
        "0.48, 0.54, 0.48 ... 0.462 and val accuracy 0.72 to 0.79, test 0.53 and 0.77",
        family="mlp",
        dataset="forklift-battery",
        seed=30121,
        runs=zf_runs(optimizer_kw={"nesterov": True}, hparams={"nesterov": True}),
    ),
    ZQ(
        "vzq-healthy-forklift-3000-steps-sparse",
        Plan(
            forklift_long,
            "mlp",
            5e-4,
            "adam",
            epochs=40,
            batch_size=32,
            log_every=25,
            val_every_epochs=4,
            model_kw=MLP64,
        ),
        (),
        None,
        "a 2,400-battery draw, Adam lr 5e-4 on a 2x64 MLP for 40 epochs (3,000 steps), every 25th step "
        "logged, validated every 4 epochs: windows 1.22, 1.09, 0.96, 0.91 ... 0.35-0.43, the epoch loss "
        "1.18, 0.79, 0.62 ... 0.413 still creeping down, the val loss 0.529, 0.483, 0.480, 0.483 ... "
        "0.491-0.505 and val accuracy 0.77-0.81, test 0.53 and 0.77",
        family="mlp",
        dataset="forklift-battery",
        seed=30122,
    ),
)
