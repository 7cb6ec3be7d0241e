"""Variant battery zn: another look-alike of an external held-out suite, real framework runs (`--battery zn`).

    nice -n 10 python benchmarks/variants.py --battery zn --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery zn [--runs]

Like batteries d-zl, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is the log),
trained by battery d's runner through battery g's, j's, l's, w's, z's, zd's, ze's and zf's wrappers
(w's for the checkpoint the test loads and a replaced loss), battery zh's model wrappers
(augmentation in training mode only) and this battery's own model hooks (a sigmoid on a regression
head, a wide normal init, negative hidden biases), so each case can run in each of the three
layouts; the layout rotation of variants.py picks one. It was written blind: its author trained it
with `--train-only`, read the raw logged numbers of each run, and never diagnosed or scored it, so it
is held-out data for the tool.
Its halves are even (22 faulty, 22 healthy; ~2 CPU-minutes to train on the shared 2-core machine):
one fault each, one cause a case, spread over every family of cause (optimisation, data, evaluation,
model, workflow), injected into a data set no battery had at a realistic strength, favouring the
faults users meet most, in forms earlier batteries did not use (clip_grad_norm_ at 1e-6 from a
mistyped config, SGD's momentum lost to a misspelled key at an lr tuned for 0.9, a peak lr of 3e-2
where 3e-3 was meant, a flux test set from a drained peat field, a dispatcher's
first-call codes as labels, overlapping loan windows of one patron on both sides of the split, raw
accelerometer counts, soil moisture's gaps filled with 0 before the scaler, validation images left in
raw 0-255 grey levels, severity codes shifted by one in the evaluation job, a sigmoid on a
standardised regression target, weights drawn at std 0.5, an optimizer built over the head alone, an
NLL loss on raw logits, hidden biases of -5 under ReLU, an lr cut by the linear-scaling rule run
backwards, StepLR's 30 epochs counted in batches, images written class by class, a notebook's site filter,
check_val_every_n_epoch=50 on a 12-epoch run, a --fast-dev epoch cap, the test loading the step-10
checkpoint).
The data sets are new, all made offline with numpy from known generating models: a river survey's
12x12 grain-size images of bed sediment (silt-clay, fine sand, coarse sand, gravel: discs of
lognormal radius under uneven light); an HVAC service's compressor vibration traces of 64 samples
(normal, imbalance, bearing wear, liquid slugging); a library's loan event sequences (item genre x
renewal codes, 4 patron types, left-padded to 20); a field station's N2O flux chamber readings
(a hot-moment model in soil moisture, temperature and nitrate; standardised: a floor near an MSE of
~0.2); and a mountain rescue service's call severity (minor, moderate, serious, critical) from 14
columns of the call sheet.
The healthy half holds sound runs a naive reader can take for a fault: val losses under the training
loss under augmentation and dropout, a bump before a StepLR cut, bf16 noise under warm-up + cosine,
early stopping, batch-16 losses logged every step, a plain-SGD regression creeping over thousands of
steps, a short run still improving, cyclic bumps, ReduceLROnPlateau cuts, a OneCycle run, Nesterov
momentum, a target in its units, a warm-up bump, accumulated micro-batches and sparse logging with
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
from benchmarks.variants_zh import _augmented, _wrapper
from benchmarks.variants_zj import _signal_splits, _stats
from benchmarks.variants_zl import _token_splits4

if TYPE_CHECKING:
    import torch

    from tests.suite.datasets import Splits

SIZES = (1000, 300, 300)


# ---------------------------------------------------------------- data sets no battery has


GRAINS = ("silt-clay", "fine-sand", "coarse-sand", "gravel")


def _grains(seed: int, n: int) -> tuple[Any, Any]:
    """12x12 grey images (8-bit) of a river survey's bed-sediment photographs under a camera on a
    frame, labelled by the sieve analysis of the same sample: silt-clay (smooth, dark, a faint
    mottle), fine sand (grains of radius ~0.7 px, dense), coarse sand (radius ~1.3 px) and gravel
    (1-3 large clasts of radius 2.5-4 px over a sandy matrix). Radii are lognormal (sd 0.35), grains
    bright on darker shadow with a wet/dry brightness change of +-40 grey levels, an uneven light
    across the frame and sensor noise: wet fine sand reads as silt and a poorly sorted coarse sand as
    gravel, so sound CNNs stop near accuracy 0.85-0.95 at a loss of ~0.15-0.4 (ln 4 = 1.39). Returns the
    grey levels (0-255)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(4, n, p=[0.2, 0.3, 0.3, 0.2])
    yy, xx = np.mgrid[0:12, 0:12].astype(float)
    out = np.zeros((n, 12, 12))
    for i in range(n):
        c = int(y[i])
        base = rng.uniform(70, 110) + rng.uniform(-40, 40)
        img = np.full((12, 12), base)
        if c == 0:
            img += (
                12 * np.sin(xx / rng.uniform(1.5, 3) + rng.uniform(0, 6)) * np.cos(yy / rng.uniform(1.5, 3))
            )
        else:
            radius, count = {1: (0.7, 40), 2: (1.3, 16), 3: (1.0, 12)}[c]
            for _ in range(count):
                r = radius * np.exp(rng.normal(0, 0.35))
                cx, cy = rng.uniform(-1, 13, 2)
                d2 = (xx - cx) ** 2 + (yy - cy) ** 2
                img += rng.uniform(30, 70) * np.exp(-d2 / (2 * r * r)) - 10 * np.exp(-d2 / (8 * r * r))
            if c == 3:
                for _ in range(int(rng.integers(1, 4))):
                    r = rng.uniform(2.5, 4)
                    cx, cy = rng.uniform(0, 12, 2)
                    inside = ((xx - cx) ** 2 + (yy - cy) ** 2) < r * r
                    img = np.where(inside, base + rng.uniform(40, 90) - 0.5 * (xx - cx + yy - cy), img)
        img += rng.uniform(-25, 25) * (xx - 5.5) / 5.5 + rng.normal(0, 10, (12, 12))
        out[i] = np.clip(img, 0, 255)
    return out, y


COMPRESSOR = ("normal", "imbalance", "bearing-wear", "liquid-slugging")


def _compressor(seed: int, n: int) -> tuple[Any, Any]:
    """64-sample windows (a 40 ms frame at 1.6 kHz, in g) of an accelerometer on an HVAC scroll
    compressor's shell, labelled by the service technician's finding: normal (the running speed's
    line at ~58 Hz, a weak harmonic, noise), imbalance (the running-speed line 2-4 times stronger),
    bearing wear (impulses every 5-8 samples, each ringing at a high frequency, modulated) and liquid
    slugging (1-2 broadband bursts of 6-12 samples at the compression stroke). The load, the mount's
    damping and the noise (sd 0.2-0.5 g) vary: a mild imbalance reads as normal and a faint bearing as
    noise, so sound 1-D CNNs stop near accuracy 0.72-0.8 at ~0.5-0.6 (ln 4 = 1.39)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(4, n, p=[0.35, 0.25, 0.2, 0.2])
    t = np.arange(64)
    x = np.zeros((n, 64))
    for i in range(n):
        c = int(y[i])
        period = rng.uniform(24, 32)
        amp = rng.uniform(0.5, 1.0) * (rng.uniform(1.6, 3.5) if c == 1 else 1.0)
        sig = amp * np.sin(2 * np.pi * t / period + rng.uniform(0, 6.3))
        sig += 0.2 * amp * np.sin(4 * np.pi * t / period + rng.uniform(0, 6.3))
        if c == 2:
            gap = rng.uniform(5, 8)
            for k in np.arange(rng.uniform(0, gap), 64, gap):
                s = np.clip(t - k, 0, None) * (t >= k)
                sig += rng.uniform(0.5, 1.3) * np.exp(-s / 1.5) * np.cos(2.6 * s) * (t >= k)
        elif c == 3:
            for _ in range(int(rng.integers(1, 3))):
                k, w = int(rng.integers(0, 56)), int(rng.integers(6, 13))
                sig[k : k + w] += rng.normal(0, rng.uniform(0.8, 1.6), len(sig[k : k + w]))
        x[i] = sig + rng.normal(0, rng.uniform(0.2, 0.5), 64)
    return x, y


PATRONS = ("undergraduate", "researcher", "leisure-reader", "child")
LOAN_CODES = 13  # 12 codes (6 genres x renewed or not), 0 the padding


def _loans(seed: int, n: int, length: int = 20) -> tuple[Any, Any]:
    """A library's loan event sequences, one per patron card and term: each loan coded by the item's
    genre (textbook, monograph, journal volume, fiction, picture book, audiovisual) x whether it was
    renewed, 3-20 loans left-padded to 20 with 0, labelled by the card's patron category:
    undergraduates (textbooks renewed at exam time, some fiction and audiovisual), researchers
    (monographs and journal volumes, mostly renewed), leisure readers (fiction and audiovisual, rarely
    renewed) and children's cards (picture books and fiction). 45% of the loans are of any genre
    (gifts, holds for others, a family sharing a card): an undergraduate who reads fiction looks like
    a leisure reader, so sound recurrent models stop near accuracy 0.8 at ~0.45-0.5 (ln 4 = 1.39)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(4, n, p=[0.35, 0.2, 0.3, 0.15])
    genres = {
        0: ([0, 3, 5, 1], [0.5, 0.25, 0.15, 0.1], 0.45),
        1: ([1, 2, 0, 3], [0.45, 0.3, 0.15, 0.1], 0.6),
        2: ([3, 5, 1], [0.65, 0.25, 0.1], 0.25),
        3: ([4, 3, 5], [0.45, 0.4, 0.15], 0.25),
    }
    x = np.zeros((n, length), dtype=np.int64)
    for i in range(n):
        m = int(rng.integers(3, length + 1))
        kinds, p, renew = genres[int(y[i])]
        genre = rng.choice(kinds, m, p=p)
        genre = np.where(rng.random(m) < 0.45, rng.integers(0, 6, m), genre)
        renewed = (rng.random(m) < renew).astype(int)
        x[i, length - m :] = 1 + 2 * genre + renewed
    return x, y


FLUX_COLUMNS = (
    "soil_temp_c",
    "wfps_pct",
    "nitrate_mg_kg",
    "ammonium_mg_kg",
    "days_since_fertiliser",
    "soil_ph",
    "organic_c_pct",
    "rain_48h_mm",
    "closure_min",
    "crop_maize",
    "crop_wheat",
    "crop_grass",
)


def _flux(seed: int, n: int, zero_fill: bool = False, peat: bool = False) -> tuple[Any, Any]:
    """A field station's static-chamber readings: the N2O flux (ug N m-2 h-1, on a log scale) from the
    soil temperature (0-25 C), the water-filled pore space (20-90%), nitrate and ammonium, the days
    since fertiliser (0-120), the pH, organic carbon, the rain of the last 48 h, the chamber's closure
    time and the crop (one-hot, 3). The flux follows the denitrification hot-moment model: a Q10 of ~2.5
    in temperature, a logistic rise in WFPS above ~65%, a Michaelis-Menten nitrate term, a fertiliser
    pulse decaying over ~20 days, cut at low pH; the chamber's sampling error and unmeasured patchiness
    (sd 0.4 on the log flux) make the floor: the log flux standardised, sound MLPs stop near an MSE of
    0.2-0.25. Rows are in time order (day of the season). `zero_fill`: 18% of the WFPS readings lost by
    the probe and written as 0. `peat`: chambers on a drained peat field (organic carbon 15-30%, the
    soil wetter by ~10 points of WFPS)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    day = np.sort(rng.uniform(0, 240, n))
    temp = 12 + 10 * np.sin(np.pi * day / 240) + rng.normal(0, 2.5, n)
    rain = rng.exponential(6, n) * (rng.random(n) < 0.4)
    wfps = np.clip(45 + 0.9 * rain + rng.normal(0, 12, n), 20, 90)
    fert = np.mod(day, 80)
    nitrate = 5 + 40 * np.exp(-fert / 25) + rng.exponential(4, n)
    ammonium = 2 + 25 * np.exp(-fert / 10) + rng.exponential(2, n)
    ph = rng.uniform(5.2, 7.8, n)
    orgc = rng.uniform(15, 30, n) if peat else rng.uniform(1, 4, n)
    if peat:
        wfps = np.clip(wfps + 10, 20, 95)
    closure = rng.choice([20.0, 30.0, 40.0], n)
    crop = rng.choice(3, n, p=[0.4, 0.4, 0.2])
    log_flux = (
        1.0
        + np.log(2.5) * (temp - 12) / 10
        + 2.2 / (1 + np.exp(-(wfps - 65) / 5))
        + np.log(nitrate / (nitrate + 15))
        + 0.8 * np.exp(-fert / 20)
        + 0.3 * (ph - 6.5)
        + 0.15 * orgc
        + np.array([0.4, 0.0, -0.3])[crop]
        + rng.normal(0, 0.4, n)
    )
    if zero_fill:
        wfps = np.where(rng.random(n) < 0.18, 0.0, wfps)
    x = np.column_stack([temp, wfps, nitrate, ammonium, fert, ph, orgc, rain, closure, np.eye(3)[crop]])
    return x, log_flux


SEVERITY = ("minor", "moderate", "serious", "critical")


def _rescue(seed: int, n: int) -> tuple[Any, Any]:
    """A mountain rescue service's calls, labelled by the severity the team leader recorded after the
    mission (minor, moderate, serious, critical), with 14 columns of the call sheet: the terrain
    (trail, scree, rock face, glacier; one-hot), the altitude (km), the casualty conscious, breathing
    normally, a suspected fall height (m), the air temperature and wind, the hours since the incident,
    the party size, the casualty's age and a trauma keyword score from the call taker. A hidden injury
    load sets the severity through the team's thresholds: a conscious casualty after a long fall in the
    cold is serious or critical, so sound MLPs stop near accuracy 0.72-0.78 at ~0.55-0.65 (ln 4 =
    1.39)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    terrain = rng.choice(4, n, p=[0.4, 0.25, 0.2, 0.15])
    alt = rng.uniform(0.8, 4.2, n)
    fall = rng.exponential(6, n) * (rng.random(n) < 0.6)
    conscious = (rng.random(n) < 1 / (1 + np.exp(0.15 * fall - 2.5))).astype(float)
    breathing = (rng.random(n) < 0.95 - 0.4 * (1 - conscious)).astype(float)
    temp = 15 - 6 * alt + rng.normal(0, 4, n)
    wind = rng.exponential(25, n)
    hours = rng.exponential(2.5, n)
    party = rng.integers(1, 7, n)
    age = rng.uniform(12, 80, n)
    keyword = np.clip(0.04 * fall + 0.4 * (1 - conscious) + rng.normal(0, 0.2, n), 0, 1)
    load = (
        0.08 * fall
        + 1.5 * (1 - conscious)
        + 1.6 * (1 - breathing)
        + 0.04 * np.clip(-temp, 0, None) * hours
        + 0.012 * wind
        + 0.4 * (terrain >= 2)
        + 0.012 * (age - 45)
        + 0.7 * keyword
        + rng.normal(0, 0.45, n)
    )
    y = np.digitize(load, [0.9, 1.6, 2.6])
    x = np.column_stack(
        [np.eye(4)[terrain], alt, conscious, breathing, fall, temp, wind, hours, party, age, keyword]
    )
    return x, y


# ---------------------------------------------------------------- splits


def grains(
    seed: int = 27101, sizes: tuple[int, int, int] = SIZES, name: str = "sediment-grains-12"
) -> Splits:
    """The images as (N, 1, 12, 12), centred and scaled by the training images' mean and sd."""
    x, y = _grains(seed, sum(sizes))
    return _signal_splits(x[:, None], y, sizes, name, _stats(x[: sizes[0]]), classes=4)


def grains_raw_eval() -> Splits:
    """The bug: the training images standardised by the training set's mean and sd (the dataset
    class), the validation and test images passed as the raw 0-255 grey levels (the evaluation job
    reads the survey's PNGs with its own loader, the Normalize transform left out)."""
    import numpy as np

    x, y = _grains(27102, sum(SIZES))
    a = SIZES[0]
    mean, sd = _stats(x[:a])
    x_all = np.concatenate([(x[:a] - mean) / sd, x[a:]])[:, None]
    return _signal_splits(x_all, y, SIZES, "sediment-grains-12", (0.0, 1.0), classes=4)


def compressor(seed: int = 27201, sizes: tuple[int, int, int] = SIZES, name: str = "compressor-64") -> Splits:
    """The windows (N, 64), centred and scaled by the training windows' mean and sd, 4 classes."""
    x, y = _compressor(seed, sum(sizes))
    return _signal_splits(x, y, sizes, name, _stats(x[: sizes[0]]), classes=4)


def compressor_long() -> Splits:
    """A 2,000-window draw."""
    return compressor(27202, (2000, 300, 300), "compressor-64-2000")


def compressor_raw_counts() -> Splits:
    """The bug: the windows in the data logger's raw ADC counts (16-bit, 2,048 counts per g around a
    mid-scale offset of 32,768), the scaling step of the export script skipped."""
    x, y = _compressor(27203, sum(SIZES))
    return _signal_splits(32768 + 2048 * x, y, SIZES, "compressor-64", (0.0, 1.0), classes=4)


def loans(seed: int = 27301, sizes: tuple[int, int, int] = SIZES, name: str = "library-loans") -> Splits:
    """Code sequences (N, 20) over 13 ids (0 the padding), 4 classes."""
    x, y = _loans(seed, sum(sizes))
    return _token_splits4(x, y, sizes, name)


def loans_overlapping_patrons() -> Splits:
    """The bug: each card's loan history is cut into overlapping term windows (a stride of 2 loans)
    before the random split, so 70% of the validation sequences are a training sequence moved by one
    or two loans; the test set is the next year's cards."""
    import numpy as np

    rng = np.random.default_rng(27302)
    x, y = _loans(27303, sum(SIZES))
    a, b = SIZES[0], SIZES[0] + SIZES[1]
    xv, yv = x[a:b].copy(), y[a:b].copy()
    copies = rng.random(SIZES[1]) < 0.7
    for j in np.flatnonzero(copies):
        src = int(rng.integers(0, a))
        shift = int(rng.integers(1, 3))
        seq = np.roll(x[src], -shift)
        seq[-shift:] = rng.integers(1, LOAN_CODES, shift)
        xv[j], yv[j] = seq, y[src]
    return _token_splits4(
        np.concatenate([x[:a], xv, x[b:]]), np.concatenate([y[:a], yv, y[b:]]), SIZES, "library-loans"
    )


def flux(seed: int = 27401, sizes: tuple[int, int, int] = SIZES, name: str = "n2o-flux") -> Splits:
    """12 standardised columns, the log flux standardised; the rows shuffled before the split."""
    import numpy as np

    x, log_flux = _flux(seed, sum(sizes))
    order = np.random.default_rng(seed + 50).permutation(len(x))
    return _regression_table(name, x[order], log_flux[order], sizes)


def flux_long() -> Splits:
    """A 2,000-reading draw."""
    return flux(27402, (2000, 300, 300), "n2o-flux-2000")


def flux_in_units() -> Splits:
    """The flux itself (ug N m-2 h-1 / 10, the log undone: 0.1 to ~20) as the target, columns
    standardised."""
    import numpy as np

    x, log_flux = _flux(27403, sum(SIZES))
    order = np.random.default_rng(27453).permutation(len(x))
    return _regression_table(
        "n2o-flux-units", x[order], np.exp(log_flux[order]) / 10, SIZES, target_scaled=False
    )


def flux_peat_test() -> Splits:
    """The model is tested on the station's new chambers on a drained peat field (organic carbon
    15-30%, wetter soil); its training and validation readings are the mineral plots' (1-4%)."""
    import numpy as np

    x, log_flux = _flux(27404, SIZES[0] + SIZES[1])
    x_new, y_new = _flux(27405, SIZES[2], peat=True)
    order = np.random.default_rng(27455).permutation(len(x))
    return _regression_table(
        "n2o-flux", np.concatenate([x[order], x_new]), np.concatenate([log_flux[order], y_new]), SIZES
    )


def flux_zero_filled_moisture() -> Splits:
    """The bug: the moisture probe's gaps (18% of the readings) written as 0 by `fillna(0)` before
    the StandardScaler: a missing WFPS reads as bone-dry soil at ~-3.5 sd, where the flux is least."""
    import numpy as np

    x, log_flux = _flux(27406, sum(SIZES), zero_fill=True)
    order = np.random.default_rng(27456).permutation(len(x))
    return _regression_table("n2o-flux", x[order], log_flux[order], SIZES)


def flux_one_site() -> Splits:
    """The bug: a `df[df.site == 'A']` filter from the exploration notebook left before the split:
    80 training readings of one plot (validation and test the whole station's)."""
    data = flux(27407)
    return replace(data, x_train=data.x_train[:80].clone(), y_train=data.y_train[:80].clone())


def rescue(seed: int = 27501, sizes: tuple[int, int, int] = SIZES, name: str = "rescue-severity") -> Splits:
    """14 standardised columns, 4 classes."""
    x, y = _rescue(seed, sum(sizes))
    return _generated(name, x, y, 4, sizes)


def rescue_long() -> Splits:
    """A 2,400-call draw."""
    x, y = _rescue(27502, 3000)
    return _generated("rescue-severity-2400", x, y, 4, (2400, 300, 300))


def rescue_first_call_codes() -> Splits:
    """The bug: the training calls are labelled by the call taker's first severity code, not the team
    leader's after the mission: 35% of the calls moved one grade (mostly down: a calm caller) and 10%
    any grade; validation and test carry the team leader's grades."""
    import numpy as np
    import torch

    data = rescue(27503)
    rng = np.random.default_rng(27504)
    y = data.y_train.numpy().copy()
    r = rng.random(len(y))
    y = np.where(r < 0.27, np.clip(y - 1, 0, 3), np.where(r < 0.35, np.clip(y + 1, 0, 3), y))
    y = np.where(rng.random(len(y)) < 0.1, rng.integers(0, 4, len(y)), y)
    return replace(data, y_train=torch.tensor(y).long())


def rescue_eval_codes_shifted() -> Splits:
    """The bug: the mission database stores severity 1-4; the training loader subtracts 1, and the
    evaluation job's loader, written later, subtracts 1 from codes its query already returned 0-based
    (wrapping -1 to 3): every validation and test label is one grade down, minor read as critical."""

    data = rescue(27505)
    return replace(data, y_val=(data.y_val - 1) % 4, y_test=(data.y_test - 1) % 4)


# ---------------------------------------------------------------- injected faults (and healthy hooks)


def _grain_jitter(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.rot90(x, int(torch.randint(0, 4, (1,))), dims=(2, 3))
    x = torch.where(torch.rand(len(x), 1, 1, 1) < 0.5, x.flip(3), x)
    return x * torch.exp(0.2 * torch.randn(len(x), 1, 1, 1)) + 0.3 * torch.randn_like(x)


grain_jitter = _augmented(_grain_jitter)
grain_jitter.__doc__ = """Not a fault: in training mode each batch of images is turned by a multiple of 90
degrees, mirrored with probability 0.5 (a sediment bed has no up), its contrast scaled by
exp(0.2 z) per image and given 0.3 sd of extra sensor noise."""


def _vibration_jitter(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.roll(x, int(torch.randint(-8, 9, (1,))), dims=-1)
    return x * torch.exp(0.2 * (torch.rand(len(x), 1) * 2 - 1)) + 0.3 * torch.randn_like(x)


vibration_jitter = _augmented(_vibration_jitter)
vibration_jitter.__doc__ = """Not a fault: in training mode each batch of windows moves by up to 8 samples,
each window is scaled by 0.82-1.22 and given 0.3 sd of extra noise."""


def _sigmoid_head(inner: Any, x: torch.Tensor) -> torch.Tensor:
    import torch

    return torch.sigmoid(inner(x))


sigmoid_head = _wrapper(_sigmoid_head)
sigmoid_head.__doc__ = """The bug: the regression head ends in nn.Sigmoid() (the template of a
probability model), while the target is the standardised log flux (-3 to +3): every prediction is
held within (0, 1)."""


def wide_normal_init(std: float) -> Callable[[Any], Any]:
    """The bug: `nn.init.normal_(m.weight, 0, std)` on every Linear with std 0.5 (a value from a
    paper's 'scale 0.5' misread as the sd), no fan-in scaling: a 256-wide layer multiplies the
    activations' scale by ~8."""

    def hook(net: Any) -> Any:
        import torch
        from torch import nn

        with torch.no_grad():
            for module in net.modules():
                if isinstance(module, nn.Linear):
                    nn.init.normal_(module.weight, 0.0, std)
        return net

    return hook


def head_params_only(net: Any) -> Any:
    """The bug: `optim.Adam(model.head.parameters())` from a linear-probe notebook kept for a model
    trained from scratch: only the last layer trains, the convolutions stay at their random init."""
    return list(net.head.parameters())


def nll_on_raw_logits(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """The bug: `F.nll_loss(logits, y)` where `F.nll_loss(F.log_softmax(logits, -1), y)` was meant:
    the loss is minus the true class's raw logit, unbounded below."""
    from torch import nn

    return nn.functional.nll_loss(out, y)


def hidden_bias(value: float) -> Callable[[Any], Any]:
    """The bug: `nn.init.constant_(m.bias, -5.0)` on every hidden Linear (a tip about negative biases
    for sparse ReLU activations, its -0.5 mistyped): with standardised inputs no hidden unit of the ReLU
    MLP is ever positive, so no gradient reaches a hidden weight and only the head's bias learns."""

    def hook(net: Any) -> Any:
        import torch
        from torch import nn

        with torch.no_grad():
            for module in net.modules():
                if isinstance(module, nn.Linear) and module is not net.head:
                    nn.init.constant_(module.bias, value)
        return net

    return hook


# ---------------------------------------------------------------- the variants


def ZN(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by battery zf's runner (through every earlier wrapper)."""
    return L(*args, runs=runs or zf_runs(), **kw)


CH16 = {"channels": 16}
H48 = {"hidden": 48}
MLP128 = {"width": 128, "num_layers": 2}
LABEL_NOISE = ("train-val-gap", "undertrained", "slow-convergence")

FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    ZN(
        "vzn-clip-norm-1e-6-sgd-gru-loans",
        Plan(loans, "gru", 0.05, "sgd", momentum=0.9, clip=1e-6, epochs=10, log_every=8, model_kw=H48),
        ("metric-at-baseline",),
        "weight-updates-too-small",
        "clip_grad_norm_(max_norm=1e-6) from a config whose '1e-0' was typed '1e-6': every update of a GRU "
        "(hidden 48) under SGD momentum 0.9 lr 0.05 over the loan sequences is scaled to a gradient norm of "
        "one millionth; every 8th step logged: windows 1.34-1.40 (ln 4 = 1.39) for all 320 steps, the epoch "
        "loss 1.368 at every epoch, the val loss 1.361 and val accuracy 0.297 (one class) at every "
        "evaluation, test 1.36 and 0.27 (a sound GRU: ~0.5 and 0.8)",
        (*STALL, "slow-convergence", "gradient-vanishing"),
        family="gru",
        dataset="library-loans",
        seed=27001,
    ),
    ZN(
        "vzn-momentum-key-misspelled-sgd-bncnn-grains",
        Plan(grains, "bncnn", 0.005, "sgd", epochs=10, log_every=8, model_kw=CH16),
        ("slow-convergence", "undertrained"),
        "learning-rate-too-low",
        "the config's 'momentun: 0.9' misspelled, so SGD runs with its default momentum 0 at the lr of 0.005"
        " tuned for momentum 0.9 (an effective step 10x smaller), a batch-norm CNN over the grain images (HF"
        " Trainer), every 8th step logged: the logged loss 1.32, 1.32, 1.30, 1.29 ... 1.01-1.07 in a "
        "straight slow descent, the eval loss 1.30, 1.24, 1.20 ... 1.01 still falling and eval accuracy 0.40"
        " to 0.70, test 0.98 and 0.73 (momentum 0.9: ~0.25 and 0.9)",
        STALL,
        family="cnn-bn",
        dataset="sediment-grains",
        seed=27002,
    ),
    ZN(
        "vzn-peak-lr-3e-2-for-3e-3-adam-mlp-rescue",
        Plan(rescue, "mlp", 0.03, "adam", epochs=12, log_every=4, model_kw={"width": 256, "num_layers": 3}),
        ("loss-oscillation",),
        "learning-rate-too-high",
        "a peak lr of 3e-2 where 3e-3 was meant (a dropped zero in the sweep's config), Adam on a 3x256 MLP "
        "over the rescue calls at a constant lr, every 4th step logged: windows 1.43, 1.02, 0.72, 0.88, 1.31"
        " ... 0.44-0.86 late, the epoch loss 1.35, 0.82, 0.73 ... 0.61-0.67, the val loss 0.92, 0.83, 0.73, "
        "0.77, 0.76, 0.74, 0.75, 0.74, 0.75, 0.91, 0.75, 0.85 up and down and val accuracy 0.58-0.70, test "
        "0.82 and 0.69 (lr 3e-3: ~0.65 and 0.72)",
        (*RUNAWAY, "loss-runaway", "undertrained", "overfitting"),
        family="mlp",
        dataset="rescue-severity",
        seed=27003,
    ),
    # --- data
    ZN(
        "vzn-peat-field-test-chambers-mlp-flux",
        Plan(flux_peat_test, "mlp", 2e-3, "adam", epochs=15, log_every=8, model_kw=MLP64),
        ("val-test-gap",),
        "distribution-shift",
        "the model is tested on the station's new chambers on a drained peat field (organic carbon 15-30%, "
        "wetter soil), trained and validated on the mineral plots (1-4%): a 2x64 MLP under Adam lr 2e-3, "
        "every 8th step logged: windows 0.71 to 0.10-0.35, the epoch MSE 0.62 to 0.185, the val MSE 0.36, "
        "0.27 ... 0.19-0.21, while the test MSE is 2.09",
        ("overfitting", "train-val-gap", "undertrained"),
        family="regression",
        dataset="n2o-flux",
        seed=27004,
    ),
    ZN(
        "vzn-first-call-codes-labels-mlp-rescue",
        Plan(rescue_first_call_codes, "mlp", 2e-3, "adam", epochs=25, log_every=16, model_kw=MLP128),
        ("overfitting",),
        "label-noise",
        "the training calls labelled by the call taker's first severity code instead of the team leader's "
        "after the mission: 27% moved one grade down, 8% one grade up and 10% any grade (validation and test"
        " carry the team leader's grades); a 2x128 MLP under Adam lr 2e-3 for 25 epochs, every 16th step "
        "logged: the epoch loss 1.15 to 0.585, the val loss 0.86 to 0.78 at epoch 5-8, then up to 0.93-0.99,"
        " val accuracy 0.60-0.66 falling to 0.54-0.60, test 0.98 and 0.61 (clean labels: ~0.65 and 0.73)",
        LABEL_NOISE,
        family="mlp",
        dataset="rescue-severity",
        seed=27005,
    ),
    ZN(
        "vzn-overlapping-loan-windows-lstm-loans",
        Plan(
            loans_overlapping_patrons, "lstm", 3e-3, "adam", epochs=30, log_every=16, model_kw={"hidden": 96}
        ),
        ("val-test-gap",),
        "data-leakage",
        "each card's loan history cut into overlapping term windows (a stride of 2 loans) before the random "
        "split: 70% of the validation sequences are a training sequence moved by one or two loans; the test "
        "set is the next year's cards; an LSTM (hidden 96) under Adam lr 3e-3 for 30 epochs (HF Trainer), "
        "every 16th step logged: the logged loss 1.22 to 0.02-0.05, the eval loss 0.72 to 0.35-0.51 with no "
        "clear rise and eval accuracy 0.78 to 0.86-0.89 (0.887 last), while the test loss is 1.06 and test "
        "accuracy 0.77",
        ("zero-train-loss", "overfitting", "train-val-gap", "undertrained"),
        family="lstm",
        dataset="library-loans",
        seed=27006,
    ),
    ZN(
        "vzn-raw-adc-counts-cnn1d-compressor",
        Plan(compressor_raw_counts, "cnn1d", 1e-3, "adam", epochs=12, log_every=8, model_kw=CH16),
        ("bad-initial-loss", "loss-oscillation"),
        "unnormalized-input",
        "the vibration windows reach a 1-D CNN in the data logger's raw ADC counts (2,048 counts per g "
        "around a mid-scale offset of 32,768; the export's scaling step skipped); Adam lr 1e-3 (HF Trainer),"
        " every 8th step logged: the logged loss 2632, 730, 386, 244, 228, 127 ... 35-63 late (ln 4 = 1.39),"
        " the eval loss 272, 145, 23, 31, 54, 35, 58, 50, 15, 76, 23, 5.5 and eval accuracy 0.19-0.61, test "
        "5.7 and 0.59 (scaled windows: ~0.55 and 0.75)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="cnn",
        dataset="compressor-vibration",
        seed=27007,
    ),
    ZN(
        "vzn-moisture-gaps-zero-filled-mlp-flux",
        Plan(flux_zero_filled_moisture, "mlp", 2e-3, "adam", epochs=15, log_every=8, model_kw=MLP64),
        ("train-val-gap",),
        "missing-values",
        "the moisture probe's gaps (18% of the readings) written as 0 by fillna(0) before the "
        "StandardScaler: a missing WFPS reads as bone-dry soil at ~-3.5 sd, where the flux is least; a 2x64 "
        "MLP under Adam lr 2e-3, every 8th step logged: windows 0.65 to 0.08-0.36, the epoch MSE 0.59 to "
        "0.20, the val MSE 0.41, 0.39, 0.37, then 0.31-0.35 for 12 epochs, test 0.32 (no gaps: ~0.2-0.25)",
        (*RUNAWAY, "loss-runaway", "undertrained", "overfitting"),
        family="regression",
        dataset="n2o-flux",
        seed=27008,
    ),
    # --- evaluation
    ZN(
        "vzn-val-images-raw-grey-levels-cnn-grains",
        Plan(grains_raw_eval, "cnn", 3e-3, "adam", epochs=10, log_every=8, model_kw=CH16),
        ("train-val-gap",),
        "eval-pipeline-mismatch",
        "the training images standardised by the training set's mean and sd (the dataset class), the "
        "validation and test images passed as raw 0-255 grey levels (the evaluation job's own PNG loader, "
        "Normalize left out): a 16-channel CNN's windows 1.28 to 0.04-0.17, the epoch loss 1.22 to 0.088, "
        "while the val loss is 167, 456, 338 ... 523 and val accuracy 0.17-0.30, test 502 and 0.29",
        EVAL,
        family="cnn",
        dataset="sediment-grains",
        seed=27009,
    ),
    ZN(
        "vzn-eval-severity-codes-shifted-mlp-rescue",
        Plan(rescue_eval_codes_shifted, "mlp", 2e-3, "adam", epochs=12, log_every=8, model_kw=MLP64),
        ("train-val-gap",),
        "eval-pipeline-mismatch",
        "the mission database stores severity 1-4; the training loader subtracts 1 and the evaluation job's "
        "loader subtracts 1 again from codes its query already returned 0-based (wrapping to 3): every "
        "validation and test label one grade down; a 2x64 MLP (HF Trainer), every 8th step logged: the "
        "logged loss 1.36 to 0.50-0.64, while the eval loss climbs 2.08, 3.28, 4.02 ... 6.14 and eval "
        "accuracy is 0.15-0.22, test 5.87 and 0.20",
        EVAL,
        family="mlp",
        dataset="rescue-severity",
        seed=27010,
    ),
    # --- model
    ZN(
        "vzn-sigmoid-on-standardised-target-mlp-flux",
        Plan(flux, "mlp", 2e-3, "adam", epochs=15, log_every=8, model_fault=sigmoid_head, model_kw=MLP64),
        ("train-val-gap",),
        "wrong-operator",
        "the regression head ends in nn.Sigmoid() (a probability model's template), while the target is the "
        "standardised log flux (-3 to +3): every prediction held within (0, 1); a 2x64 MLP under Adam lr "
        "2e-3, every 8th step logged: windows 1.15 to 0.21-1.70, the epoch MSE 1.00, 0.71, then 0.62-0.67, "
        "the val MSE 0.93, 0.84, then 0.817-0.827 flat for 13 epochs, test 0.65 (a linear head: ~0.2)",
        (*STALL, "slow-convergence"),
        family="regression",
        dataset="n2o-flux",
        seed=27011,
    ),
    ZN(
        "vzn-init-std-05-mlp-rescue",
        Plan(
            rescue,
            "mlp",
            1e-3,
            "adam",
            epochs=15,
            log_every=2,
            model_fault=wide_normal_init(0.5),
            model_kw={"width": 256, "num_layers": 3},
        ),
        ("bad-initial-loss", "train-val-gap"),
        "poor-initialization",
        "nn.init.normal_(w, 0, 0.5) on every Linear of a 3x256 MLP (a paper's 'scale 0.5' read as the sd, no"
        " fan-in scaling), Adam lr 1e-3 over the rescue calls, every 2nd step logged: the first losses 365, "
        "283, 238, 200 (ln 4 = 1.39), the epoch loss 151, 45, 26 ... 1.08, single windows 0 to 4.4 late, "
        "while the val loss is 64, 47, 39, then 35-38 and val accuracy 0.52-0.58, test 32 and 0.63 (a "
        "default init: ~0.65 and 0.72)",
        (*RUNAWAY, "loss-runaway", "undertrained", "overfitting", "zero-train-loss"),
        family="mlp",
        dataset="rescue-severity",
        seed=27012,
    ),
    ZN(
        "vzn-optimizer-over-head-only-cnn1d-compressor",
        Plan(
            compressor, "cnn1d", 3e-3, "adam", epochs=12, log_every=8, params=head_params_only, model_kw=CH16
        ),
        ("slow-convergence",),
        "frozen-weights",
        "optim.Adam(model.head.parameters()) from a linear-probe notebook kept for a 1-D CNN trained from "
        "scratch: only the last layer trains, the convolutions stay at their random init; lr 3e-3 for 12 "
        "epochs, every 8th step logged: windows 1.36 to 0.97-1.34, the epoch loss 1.365, 1.317 ... 1.128, "
        "the val loss 1.37 to 1.20 creeping and val accuracy 0.39 to 0.50 flat from epoch 4, test 1.16 and "
        "0.56 (every layer trained: ~0.6 and 0.74)",
        (*STALL, "gradient-vanishing", "undertrained"),
        family="cnn",
        dataset="compressor-vibration",
        seed=27013,
    ),
    ZN(
        "vzn-nll-on-raw-logits-cnn-grains",
        Plan(grains, "cnn", 1e-3, "adam", epochs=10, log_every=8, model_kw=CH16),
        ("loss-runaway",),
        "wrong-loss-function",
        "F.nll_loss(logits, y) where F.nll_loss(F.log_softmax(logits, -1), y) was meant: the loss is minus "
        "the true class's raw logit, unbounded below; a 16-channel CNN under Adam lr 1e-3, every 8th step "
        "logged: windows -1.6, -6.9, -22, -46 ... -124,000, the epoch loss -12 to -107,000, the val loss -50"
        " to -128,000 and val accuracy 0.30-0.32 (one class), test 0.26",
        (*RUNAWAY, "undertrained", "zero-train-loss"),
        family="cnn",
        dataset="sediment-grains",
        seed=27014,
        runs=zf_runs(loss=nll_on_raw_logits, hparams={"loss": "nll_loss(logits, y)"}),
    ),
    # --- workflow
    ZN(
        "vzn-fast-dev-epoch-cap-transformer-loans",
        Plan(loans, "transformer", 5e-4, "adamw", weight_decay=0.01, epochs=1, log_every=2, val_interval=0.5),
        ("undertrained",),
        "too-few-epochs",
        "Trainer(max_epochs=1) kept from a --fast-dev config: a small transformer under AdamW lr 5e-4 stops "
        "after one epoch (32 steps; HF Trainer), every 2nd step logged, evaluated twice: the logged loss "
        "1.34, 1.42, 1.36 ... 1.05, 0.94, the eval loss 1.18, 0.98 still falling and eval accuracy 0.55, "
        "0.69, test 0.97 and 0.70 (16 epochs: ~0.45 and 0.8)",
        ("slow-convergence", "metric-at-baseline"),
        family="transformer",
        dataset="library-loans",
        seed=27015,
    ),
    ZN(
        "vzn-test-loads-step-10-ckpt-bncnn1d-compressor",
        Plan(compressor, "bncnn1d", 2e-3, "adam", epochs=12, log_every=8, model_kw=CH16),
        ("val-test-gap",),
        "wrong-checkpoint-loaded",
        "the test script loads the first file of the checkpoint folder, written by a "
        "ModelCheckpoint(every_n_train_steps=10) at step 10, not the trained weights: a batch-norm 1-D CNN's"
        " windows 1.24 to 0.30-0.65, the epoch loss 1.11 to 0.53, the val loss 1.08 to 0.57 and val accuracy"
        " 0.49 to 0.75, while the test scores 1.35 and 0.22",
        ("overfitting",),
        family="cnn-bn",
        dataset="compressor-vibration",
        seed=27016,
        runs=zf_runs(test_at_step=10),
    ),
    ZN(
        "vzn-linear-scaling-rule-lr-1e-5-mlp-flux",
        Plan(flux, "mlp", 2e-3 * 32 / 4096, "adam", epochs=15, log_every=8, model_kw=MLP64),
        ("slow-convergence", "undertrained"),
        "learning-rate-too-low",
        "the linear-scaling rule applied backwards: the recipe's lr of 2e-3 for batch 32 multiplied by "
        "32/4096 (the paper's reference batch) for a run at batch 32, Adam at lr 1.6e-5 on a 2x64 regression"
        " MLP (HF Trainer), every 8th step logged: the logged MSE 0.95, 1.07, 1.00 ... 0.78-1.00, the eval "
        "MSE 1.129, 1.120, 1.112 ... 1.011 in a straight slow descent over 15 epochs, test 0.90 (lr 2e-3: "
        "~0.2)",
        STALL,
        family="regression",
        dataset="n2o-flux",
        seed=27017,
    ),
    ZN(
        "vzn-steplr-30-epochs-per-batch-lstm-loans",
        Plan(
            loans,
            "lstm",
            4e-3,
            "adam",
            epochs=12,
            log_every=4,
            schedule="step",
            step_size=30,
            gamma=0.1,
            model_kw=H48,
        ),
        ("slow-convergence",),
        "lr-decay-too-fast",
        "StepLR(step_size=30, gamma=0.1), meant as 30 epochs, stepped after every batch by the loop: Adam's "
        "lr of 4e-3 on an LSTM (hidden 48) falls to 4e-4 at step 30, 4e-5 at step 60 and ~0 by step 150 of "
        "384; every 4th step logged: windows 1.31 to 0.31-0.93, the epoch loss 1.04, 0.69, 0.66, then 0.657 "
        "for 9 epochs, the val loss 0.73, 0.68, then 0.674 frozen from epoch 4 and val accuracy 0.71 to "
        "0.727 frozen, test 0.68 and 0.73 (a constant lr: ~0.5 and 0.8)",
        (*STALL, "undertrained"),
        family="lstm",
        dataset="library-loans",
        seed=27018,
    ),
    ZN(
        "vzn-one-site-filter-left-mlp-flux",
        Plan(
            flux_one_site,
            "mlp",
            2e-3,
            "adam",
            epochs=60,
            log_every=1,
            model_kw={"width": 128, "num_layers": 2},
        ),
        ("overfitting", "train-val-gap"),
        "insufficient-data",
        "a df[df.site == 'A'] filter from the exploration notebook left before the split: 80 training "
        "readings of one plot (validation and test the whole station's); a 2x128 MLP under Adam lr 2e-3 for "
        "60 epochs (180 steps, each logged): the training MSE 1.09 to 0.000-0.002 from epoch ~50, the val "
        "MSE 0.78 to 0.33 at epoch ~12, then back up to 0.36-0.37, test 0.45 (the full training set: ~0.2)",
        ("zero-train-loss", "undertrained", "val-test-gap"),
        family="regression",
        dataset="n2o-flux",
        seed=27019,
    ),
    ZN(
        "vzn-images-written-by-sieve-class-cnn-grains",
        Plan(
            grains,
            "cnn",
            2e-3,
            "adam",
            epochs=10,
            log_every=1,
            shuffle=False,
            sort_by_class=True,
            model_kw=CH16,
        ),
        ("periodic-loss",),
        "data-not-shuffled",
        "the survey's export writes the images sieve class by sieve class (silt-clay, fine, coarse, gravel) "
        "and the Dataset reads the file in order with shuffle=False: every epoch of a 16-channel CNN (Adam "
        "lr 2e-3, every step logged) walks the classes in turn; single-batch losses 1.38 to 0.12 in the "
        "first class block, 7.5-7.8 at the next block, then 1.30-1.31 and 1.45 block by block; the epoch "
        "loss 2.10, then 1.38-1.40, the val loss 1.38 (1.34 once) and val accuracy 0.32 (one class) from "
        "epoch 2, test 1.38 and 0.26",
        (
            "loss-oscillation",
            "loss-spikes",
            "slow-convergence",
            "metric-at-baseline",
            "train-val-gap",
            "undertrained",
        ),
        family="cnn",
        dataset="sediment-grains",
        seed=27020,
    ),
    ZN(
        "vzn-hidden-bias-minus-5-mlp-rescue",
        Plan(
            rescue, "mlp", 2e-3, "adam", epochs=12, log_every=8, model_fault=hidden_bias(-5.0), model_kw=MLP64
        ),
        ("metric-at-baseline",),
        "dead-relu",
        "nn.init.constant_(m.bias, -5.0) on every hidden Linear of a ReLU MLP (a tip about negative biases "
        "for sparse activations, its -0.5 mistyped): no hidden unit is ever positive and only the head's "
        "bias learns; Adam lr 2e-3, every 8th step logged: windows 1.39, 1.38, 1.33, 1.41 ... 1.24-1.50 (ln "
        "4 = 1.39), the epoch loss 1.370 to 1.335, the val loss 1.367 to 1.329 and val accuracy 0.393 (the "
        "commonest grade) at every evaluation, test 1.35 and 0.37 (a zero bias: ~0.65 and 0.72)",
        (*STALL, "slow-convergence", "gradient-vanishing"),
        family="mlp",
        dataset="rescue-severity",
        seed=27021,
    ),
    ZN(
        "vzn-val-every-50-epochs-cnn1d-compressor",
        Plan(compressor, "cnn1d", 3e-3, "adam", epochs=12, log_every=8, model_kw=CH16),
        ("missing-validation",),
        "missing-eval-set",
        "Trainer(check_val_every_n_epoch=50) from a long-schedule config on a 12-epoch run: no validation "
        "ever runs; a 1-D CNN logs its training loss, windows 1.28 to 0.43-0.83 over 384 steps, the epoch "
        "loss 1.24 to 0.59, with no val loss at all; only the final test (0.59 and 0.74) is written",
        ("undertrained",),
        family="cnn",
        dataset="compressor-vibration",
        seed=27022,
        runs=zf_runs(evaluate=False, hparams={"check_val_every_n_epoch": 50}),
    ),
)

HEALTHY: tuple[Variant, ...] = (
    # --- sediment grains
    ZN(
        "vzn-healthy-grains-jitter-bncnn",
        Plan(grains, "bncnn", 3e-3, "adam", epochs=14, log_every=8, model_fault=grain_jitter, model_kw=CH16),
        (),
        None,
        "a batch-norm CNN under rotation / mirror / contrast / noise jitter in training mode, Adam lr 3e-3 "
        "for 14 epochs, every 8th step logged: the epoch loss 1.16 to 0.40-0.44, the val loss 1.07, 0.93, "
        "0.62, 0.41, then 0.32-1.03 up and down (batch-norm statistics under augmentation) with 0.32 and "
        "0.35 last, val accuracy 0.47 to 0.61-0.89, 0.87 last, test 0.38 and 0.85",
        family="cnn-bn",
        dataset="sediment-grains",
        seed=27101,
    ),
    ZN(
        "vzn-healthy-grains-resnet-step-cut",
        Plan(
            grains,
            "resnet",
            0.05,
            "sgd",
            momentum=0.9,
            weight_decay=5e-4,
            epochs=10,
            log_every=8,
            schedule="step",
            step_size=224,
            gamma=0.1,
        ),
        (),
        None,
        "a residual net under SGD momentum 0.9 lr 0.05 and weight decay 5e-4, StepLR cut to 0.005 at step "
        "224 (epoch 7; HF Trainer), every 8th step logged: the eval loss 1.63, 0.71, 1.06, 0.43, 0.63, 0.54,"
        " 0.24 up to the cut and 0.18, 0.14, 0.16 after it; the logged loss 1.25 to 0.13-0.20, eval accuracy"
        " 0.45-0.92 before the cut, 0.94-0.96 after, test 0.15 and 0.94",
        family="resnet",
        dataset="sediment-grains",
        seed=27102,
    ),
    ZN(
        "vzn-healthy-grains-bf16-warmup-cosine-cnn",
        Plan(
            grains,
            "cnn",
            3e-3,
            "adamw",
            weight_decay=0.05,
            epochs=12,
            log_every=4,
            schedule="warmup-cosine",
            warmup=50,
            bf16=True,
            model_kw=CH16,
        ),
        (),
        None,
        "a CNN under bf16-mixed autocast, AdamW lr 3e-3, weight decay 0.05, 50 warm-up steps and a cosine "
        "decay to 0, every 4th step logged: windows 1.32, 1.31, 1.40, 1.32 ... in the warm-up, 0.08-0.20 at "
        "the end, the epoch loss 1.31 to 0.136, the val loss 1.23 to 0.25 and val accuracy 0.45 to 0.92, "
        "test 0.24 and 0.92",
        family="cnn",
        dataset="sediment-grains",
        seed=27103,
    ),
    # --- compressor vibration
    ZN(
        "vzn-healthy-compressor-jitter-cnn1d",
        Plan(
            compressor,
            "cnn1d",
            3e-3,
            "adam",
            epochs=16,
            log_every=8,
            val_interval=0.5,
            model_fault=vibration_jitter,
            model_kw=CH16,
        ),
        (),
        None,
        "a 1-D CNN under shift / gain / noise jitter in training mode, Adam lr 3e-3, validated twice an "
        "epoch for 16 epochs, every 8th step logged: the epoch loss 1.28 to 0.68-0.72, windows 0.52-0.84 "
        "late, the val loss 1.34 to 0.71-0.81 and val accuracy 0.51 to 0.65-0.71, test 0.73 and 0.67",
        family="cnn",
        dataset="compressor-vibration",
        seed=27104,
    ),
    ZN(
        "vzn-healthy-compressor-cyclic-cnn1d",
        Plan(
            compressor,
            "cnn1d",
            0.01,
            "sgd",
            momentum=0.9,
            epochs=14,
            log_every=4,
            schedule="cyclic",
            model_kw=CH16,
        ),
        (),
        None,
        "a 1-D CNN under SGD momentum 0.9 with a triangular CyclicLR (4e-3 to 0.06, 48 steps up and 48 "
        "down), every 4th step logged: windows 1.40-1.29 for the first steps, 0.47-0.98 at the end with "
        "bumps as the lr climbs back, the epoch loss 1.34 to 0.58, the val loss 1.31, 1.01, 0.96, 0.95 ... "
        "0.61 and val accuracy 0.50 to 0.73, test 0.61 and 0.74",
        family="cnn",
        dataset="compressor-vibration",
        seed=27105,
        runs=zf_runs(schedule=cyclic(4e-3, 0.06, 48)),
    ),
    ZN(
        "vzn-healthy-compressor-long-batch16-sparse-bncnn1d",
        Plan(
            compressor_long,
            "bncnn1d",
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
        "a 2,000-window draw, a batch-norm 1-D CNN under Adam lr 2e-3 at batch 16 for 8 epochs (1,000 "
        "steps), every 100th step logged, validated every 2 epochs: windows 0.65, 0.61, 0.53, 0.77 ... 0.72 "
        "(single batches of 16), the epoch loss 0.89 to 0.53, the val loss 0.60, 0.49, 0.49, 0.50 and val "
        "accuracy 0.75, 0.82, 0.81, 0.79, test 0.50 and 0.78",
        family="cnn-bn",
        dataset="compressor-vibration",
        seed=27106,
    ),
    ZN(
        "vzn-healthy-compressor-batch16-every-step-short",
        Plan(compressor, "bncnn1d", 1e-3, "adam", epochs=2, batch_size=16, log_every=1, model_kw=CH16),
        (),
        None,
        "a batch-norm 1-D CNN at batch 16, every step logged, for 2 epochs (126 steps) under Adam lr 1e-3 "
        "(HF Trainer): single-batch losses 1.31, 1.17, 1.40, 1.37 ... 0.77-1.09 jumping between steps, the "
        "eval loss 0.94, 0.84 and eval accuracy 0.64, 0.65 still improving, test 0.79 and 0.71",
        family="cnn-bn",
        dataset="compressor-vibration",
        seed=27107,
    ),
    # --- library loans
    ZN(
        "vzn-healthy-loans-transformer-constant-lr",
        Plan(loans, "transformer", 5e-4, "adam", epochs=16, log_every=8),
        (),
        None,
        "a small transformer under Adam at a constant lr of 5e-4 for 16 epochs (HF Trainer), every 8th step "
        "logged: the logged loss 1.46 to 0.38-0.45, the eval loss 1.09, 0.75, 0.58, 0.52, then 0.448-0.493 "
        "flat for 12 epochs, eval accuracy 0.65 to 0.80-0.84, test 0.50 and 0.80",
        family="transformer",
        dataset="library-loans",
        seed=27108,
    ),
    ZN(
        "vzn-healthy-loans-gru-clip-warmup",
        Plan(
            loans,
            "gru",
            5e-3,
            "adam",
            epochs=12,
            log_every=8,
            clip=1.0,
            schedule="warmup-linear",
            warmup=40,
            model_kw=H48,
        ),
        (),
        None,
        "a GRU (hidden 48) under Adam lr 5e-3 with 40 linear warm-up steps, a linear decay and "
        "clip_grad_norm_ 1.0, every 8th step logged: windows 1.38, 1.32, 1.18, 1.04 ... 0.15-0.87, the epoch"
        " loss 1.27 to 0.32, the val loss 0.86, 0.59, 0.48, then 0.45-0.54 and val accuracy 0.68 to "
        "0.78-0.82, test 0.54 and 0.80",
        family="gru",
        dataset="library-loans",
        seed=27109,
    ),
    ZN(
        "vzn-healthy-loans-lstm-plateau-early-stop",
        Plan(
            loans,
            "lstm",
            4e-3,
            "adam",
            epochs=30,
            log_every=16,
            schedule="plateau",
            gamma=0.5,
            early_stop=5,
            model_kw=H48,
        ),
        (),
        None,
        "an LSTM (hidden 48) under Adam lr 4e-3 with ReduceLROnPlateau (factor 0.5) and early stopping "
        "(patience 5) on a 30-epoch budget, every 16th step logged: the epoch loss 1.06 to 0.36, the val "
        "loss 0.67, 0.58, 0.505 at epoch 3, then 0.503-0.537 and the run stops after epoch 10; val accuracy "
        "0.73 to 0.79-0.81, test 0.52 and 0.78",
        family="lstm",
        dataset="library-loans",
        seed=27110,
    ),
    # --- N2O flux
    ZN(
        "vzn-healthy-flux-in-units-mlp",
        Plan(flux_in_units, "mlp", 2e-3, "adam", epochs=20, log_every=8, model_kw=MLP64),
        (),
        None,
        "the flux itself (the log undone, in units of 10 ug N m-2 h-1: 0.1 to ~20, heavy-tailed) as the "
        "target of a 2x64 MLP over standardised columns, Adam lr 2e-3 for 20 epochs (HF Trainer), every 8th "
        "step logged: the logged MSE 1.88, 1.15, 3.06, 5.72, 1.15, 0.48, 1.28, 5.63 ... 0.22-1.16, the eval "
        "MSE 0.71, 0.47, 0.42, 0.32, 0.54, 0.29, 0.25 ... 0.24-0.84 up and down, 0.58 last, test 0.60",
        family="regression",
        dataset="n2o-flux",
        seed=27111,
    ),
    ZN(
        "vzn-healthy-flux-sgd-creeping-long",
        Plan(
            flux_long,
            "mlp",
            0.004,
            "sgd",
            epochs=10,
            batch_size=8,
            log_every=50,
            val_every_epochs=2,
            model_kw=MLP64,
        ),
        (),
        None,
        "a 2,000-reading draw, plain SGD lr 0.004 at batch 8 for 10 epochs (2,500 steps), every 50th step "
        "logged, validated every 2 epochs: windows 0.34, 1.11, 0.89, 0.79 ... 0.05-0.40 late (single batches"
        " of 8), the epoch MSE 0.69, 0.35, 0.29 ... 0.217 still creeping down, the val MSE 0.333, 0.263, "
        "0.240, 0.228, 0.216, test 0.23",
        family="regression",
        dataset="n2o-flux",
        seed=27112,
    ),
    ZN(
        "vzn-healthy-flux-dropout-adamw-cosine",
        Plan(
            flux,
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
        "a 2x128 regression MLP with dropout 0.3 under AdamW lr 3e-3 (weight decay 0.01) and a cosine decay "
        "over 20 epochs, every 16th step logged: the epoch MSE 0.51, 0.35, 0.29 ... 0.22-0.24, at or above "
        "the val MSE 0.335, 0.257 ... 0.241 flat over the last 8 epochs, windows 0.06-0.39, test 0.21",
        family="regression",
        dataset="n2o-flux",
        seed=27113,
    ),
    # --- rescue severity
    ZN(
        "vzn-healthy-rescue-dropout-05-mlp",
        Plan(
            rescue,
            "mlp",
            1e-3,
            "adam",
            epochs=20,
            log_every=16,
            model_kw={"width": 256, "num_layers": 2, "dropout": 0.5},
        ),
        (),
        None,
        "a 2x256 MLP with dropout 0.5 under Adam lr 1e-3 for 20 epochs (HF Trainer), every 16th step logged:"
        " the logged loss 1.30, 1.01, 0.91 ... 0.60-0.71, close to the eval loss 0.96, 0.82, 0.76, then "
        "0.67-0.73 (0.71 last), eval accuracy 0.57 to 0.65-0.71, test 0.66 and 0.69",
        family="mlp",
        dataset="rescue-severity",
        seed=27114,
    ),
    ZN(
        "vzn-healthy-rescue-warmup-bump-sgd",
        Plan(
            rescue_long,
            "mlp",
            0.15,
            "sgd",
            momentum=0.9,
            epochs=10,
            log_every=10,
            schedule="warmup-cosine",
            warmup=80,
            model_kw=MLP64,
        ),
        (),
        None,
        "a 2,400-call draw, SGD momentum 0.9 lr 0.15 on a 2x64 MLP with 80 linear warm-up steps and a cosine"
        " decay over 10 epochs, every 10th step logged: windows 1.35, 1.22, 0.91 ... 0.29-0.67 late, the "
        "epoch loss 0.99, 0.73, 0.72, 0.70 ... 0.53, the val loss 0.90, 0.75, 0.73, 0.74, 0.70 ... 0.64 and "
        "val accuracy 0.54 to 0.71-0.73, test 0.63 and 0.74",
        family="mlp",
        dataset="rescue-severity",
        seed=27115,
    ),
    ZN(
        "vzn-healthy-rescue-accumulate-4-val-every-3",
        Plan(
            rescue,
            "mlp",
            3e-3,
            "adamw",
            weight_decay=0.01,
            epochs=18,
            batch_size=16,
            accumulate=4,
            log_every=2,
            val_every_epochs=3,
            model_kw=MLP64,
        ),
        (),
        None,
        "AdamW lr 3e-3 on a 2x64 MLP at micro-batches of 16 accumulated 4 times (an effective batch of 64), "
        "every 2nd step logged, validated every 3 epochs for 18 epochs: windows 1.37, 1.30, 1.29 ... "
        "0.31-0.70, the epoch loss 1.25 to 0.47, the val loss 0.80, 0.72, 0.68, 0.71, 0.71, 0.74 and val "
        "accuracy 0.61 to 0.69-0.71, test 0.74 and 0.72",
        family="mlp",
        dataset="rescue-severity",
        seed=27116,
    ),
    ZN(
        "vzn-healthy-grains-early-stop-cnn",
        Plan(grains, "cnn", 3e-3, "adam", epochs=40, log_every=16, early_stop=3, model_kw=CH16),
        (),
        None,
        "a CNN under Adam lr 3e-3 with early stopping (patience 3 evaluations) on a 40-epoch budget, every "
        "16th step logged: the epoch loss 1.27 to 0.063, the val loss 1.11, 0.77, 0.56, 0.49, 0.55, 0.61, "
        "0.42, 0.34, 0.28, 0.273 at epoch 10, then 0.46, 0.28, 0.30 and the run stops after epoch 13; val "
        "accuracy 0.52 to 0.90-0.91, test 0.24 and 0.91",
        family="cnn",
        dataset="sediment-grains",
        seed=27117,
    ),
    ZN(
        "vzn-healthy-loans-gru-bf16-rmsprop",
        Plan(loans, "gru", 2e-3, "rmsprop", epochs=12, log_every=8, bf16=True, model_kw=H48),
        (),
        None,
        "a GRU (hidden 48) under bf16-mixed autocast and RMSprop lr 2e-3, every 8th step logged: windows "
        "0.65 to 0.26-0.67, the epoch loss 0.86 to 0.38, the val loss 0.67, 0.54 ... 0.474 at epoch 6, then "
        "0.50, 0.58, 0.58, 0.50, 0.53 and val accuracy 0.73 to 0.78-0.83, test 0.54 and 0.78",
        family="gru",
        dataset="library-loans",
        seed=27118,
    ),
    ZN(
        "vzn-healthy-flux-onecycle-mlp",
        Plan(
            flux,
            "mlp",
            5e-3,
            "adamw",
            weight_decay=0.01,
            epochs=15,
            log_every=4,
            schedule="onecycle",
            model_kw=MLP128,
        ),
        (),
        None,
        "a 2x128 regression MLP under AdamW lr 5e-3 (weight decay 0.01) with a OneCycle schedule over 15 "
        "epochs, every 4th step logged: windows 0.91, 0.76, 0.52, 0.76, 0.85, 0.71, 1.17 ... 0.09-0.22, the "
        "epoch MSE 0.87 to 0.151, the val MSE 0.68, 0.33, 0.28 ... 0.246-0.275 flat from epoch 5 while the "
        "training MSE keeps falling, test 0.22",
        family="regression",
        dataset="n2o-flux",
        seed=27119,
    ),
    ZN(
        "vzn-healthy-compressor-step-cut-cnn1d",
        Plan(
            compressor,
            "cnn1d",
            0.02,
            "sgd",
            momentum=0.9,
            epochs=14,
            log_every=8,
            schedule="step",
            step_size=320,
            gamma=0.1,
            model_kw=CH16,
        ),
        (),
        None,
        "a 1-D CNN under SGD momentum 0.9 lr 0.02, StepLR cut to 0.002 at step 320 (epoch 10; HF Trainer), "
        "every 8th step logged: the eval loss 1.24, 1.04, 0.95, 0.96, 0.91, 0.88, 0.84, 0.79, 0.81, 0.71 up "
        "to the cut and 0.70, 0.70, 0.70, 0.69 after it, eval accuracy 0.50 to 0.69-0.71, the logged loss "
        "1.37 to 0.57-0.70, test 0.67 and 0.71",
        family="cnn",
        dataset="compressor-vibration",
        seed=27120,
    ),
    ZN(
        "vzn-healthy-rescue-nesterov-plateau-twice-an-epoch",
        Plan(
            rescue,
            "mlp",
            0.05,
            "sgd",
            momentum=0.9,
            epochs=14,
            log_every=8,
            val_interval=0.5,
            schedule="plateau",
            gamma=0.5,
            model_kw=MLP64,
        ),
        (),
        None,
        "SGD with Nesterov momentum 0.9 lr 0.05 on a 2x64 MLP, validated twice an epoch, with "
        "ReduceLROnPlateau (factor 0.5), every 8th step logged: the epoch loss 1.155 to 0.523 (flat over the"
        " last 4 epochs as the lr is cut again and again), the val loss 1.18, 0.87, 0.79 ... 0.668 at epoch "
        "4, then 0.67-0.70 and 0.680 over the last 10 evaluations, val accuracy 0.50 to 0.70-0.72, test 0.66"
        " and 0.71",
        family="mlp",
        dataset="rescue-severity",
        seed=27121,
        runs=zf_runs(optimizer_kw={"nesterov": True}, hparams={"nesterov": True}),
    ),
    ZN(
        "vzn-healthy-loans-lstm-wd-cosine-val-every-3",
        Plan(
            loans,
            "lstm",
            3e-3,
            "adamw",
            weight_decay=0.1,
            epochs=18,
            log_every=16,
            val_every_epochs=3,
            schedule="cosine",
            model_kw={"hidden": 64},
        ),
        (),
        None,
        "an LSTM (hidden 64) under AdamW lr 3e-3, weight decay 0.1 and a cosine decay over 18 epochs, "
        "validated every 3 epochs, every 16th step logged: windows 1.10 to 0.05-1.11 (single batches), the "
        "epoch loss 1.09 to 0.331, the val loss 0.552, 0.550, 0.470, 0.473, 0.483, 0.482 and val accuracy "
        "0.78 to 0.80-0.81, test 0.51 and 0.79",
        family="lstm",
        dataset="library-loans",
        seed=27122,
    ),
)
