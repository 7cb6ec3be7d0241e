"""Variant battery t: a 13th look-alike of an external held-out suite, real framework runs (`--battery t`).

    nice -n 10 python benchmarks/variants.py --battery t --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery t [--runs]

Like batteries d-s, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is
the log), trained by battery d's runner through battery g's, j's and l's wrappers, so each case
can run in each of the three layouts; the layout rotation of variants.py picks one. It was written
blind: its author trained it with `--train-only`, read the raw logged numbers of each run, and
never diagnosed or scored it, so it is held-out data for the tool. Its halves are even (22 faulty,
22 healthy; 112-118 CPU-seconds to train on the shared 2-core machine): one fault each, spread
over every family of cause (optimisation, data, evaluation, model, workflow; at most two cases a
cause, most causes once), injected into a data set no battery had at a realistic strength. Runs of
64 to 2,520 steps: MLPs (a 17-layer tanh one, one under U(0, 1) weights, a dropout 0.5 one), 2-D
CNNs with and without batch norm, a small residual net, 1-D CNNs with and without batch norm, GRU /
LSTM token readers, GRU / LSTM readers of float windows (one of them a classifier), small
transformers and regression MLPs; SGD with and without momentum, Adam, AdamW, RMSprop and Adagrad;
constant, warm-up + cosine, warm-up + linear decay, cosine, step, exponential, plateau and one-cycle
schedules; bf16-mixed autocast, gradient accumulation, dropout, shift augmentation, weight decay,
early stopping, clipping and a pretrained start; batches of 8 to 128; cadences from every step to
once an epoch, evaluations every epoch to every 5 epochs.
The data sets are new, all made offline with numpy from known generating models: a wrist
accelerometer's magnitude (64 samples at 20 Hz, gravity taken out) telling still, walking, stairs,
running and cycling apart from step cadences, harmonics and impacts whose ranges overlap (sound
models stop at accuracy 0.90-0.93), an evaluation loader that skips the decimation from 50 Hz, a
fall-detection draw with 1.5% falls and a draw with 1,800-window evaluation sets; red blood cells
in a stained smear on a 12x12 canvas (biconcave discs, spherocytes, elliptocytes, target cells,
sickle cells; turned, supersampled, an illumination gradient and camera noise; sound CNNs stop at
0.83-0.86); a 2 MW wind turbine's SCADA records (wind speed, yaw misalignment, temperature,
pressure, humidity, turbulence, the hour, curtailment) whose power follows the rotor's power curve
on the air density, with iced blades and a grid cap (standardised, in kW, a 2,000-row draw, and in
the export's raw units with the pressure in Pa); a survey's stars (dwarfs 55%, subgiants,
giants, white dwarfs) read from their apparent magnitude, colours, a noisy parallax, proper motion
and a noisy surface-gravity index, drawn from the branches of the Hertzsprung-Russell diagram with
distances out to a magnitude limit; 20-note folk-like tunes on C labelled by their mode (major,
minor, Dorian, Mixolydian, harmonic minor), which differ by one degree the tune may never touch
(sound models stop near 0.87-0.90; a 60-tune draw, a pretraining draw); and a continuous glucose
monitor's 2-hour windows predicting the reading 30 minutes on (meals, insulin, dawn rises and
exercise on 24 wearers; standardised, and in mg/dL), with a test set from an adolescent type-1
cohort.
The healthy half holds sound runs a naive reader can take for a fault: a GRU at ln 5 for two
epochs, with a val bump and a plateau at accuracy 0.51, before it learns; an MLP with dropout 0.5
whose train loss stays above the val loss under a plateau schedule logged once an epoch (the lr to
5e-9, 20 flat evaluations); a GRU regressor whose val MSE is unchanged for 12 epochs at the noise
floor of an unpredictable meal; regressions in kW (first MSEs ~1e6, a plateau at 5-8e4 before the
drop; an Adagrad run of 2,520 steps logged every 50 and validated every 5 epochs, flat at the floor
for 35 epochs) and in mg/dL (~1.4e4); noisy every-step batch-8 runs (plain SGD near ln 5 for 120
steps; SGD momentum whose val MSE wanders 0.35-0.40); a bf16 batch-16 every-step run with a val
bump; a StepLR drop after val swings; a OneCycle run; val below train under shift augmentation;
a transformer near ln 5 through its warm-up; a fine-tune that starts low and barely moves; a
batch-128 run creeping down for 40 epochs; sparse evaluations under accumulation; early stopping at
epoch 19 of 60 and at epoch 45 of 80; an RMSprop run under a per-step exponential decay; an LSTM
whose batches spike as meals start.
The faulty half: learning rates too high (RMSprop at 0.03 on a regression MLP, AdamW at 0.06 on a
transformer) and too low (Adagrad at 1e-4), a StepLR meant per epoch stepped per batch, gradient
clipping at 1e-3 (meant 1.0), no zero_grad under Adam, the turbine export in raw units (the
pressure in Pa), 40% of the cell labels random, a 1.5% fall share left to plain cross-entropy,
turbine records sorted by power, signal-loss stretches exported as 0 mg/dL, cut-outs augmented
before the validation split, an evaluation loader that skips the 50 Hz -> 20 Hz decimation,
evaluation labels from an alphabetical label map, evaluation in training mode on activity-by-
activity batches, a test set from a type-1 cohort, U(0, 1) weights, a 17-layer tanh stack, a frozen
residual net, MSELoss broadcasting an (N, 1) output against an (N,) target, 60 training tunes and
a two-epoch run.
Split, layout rotation and labels follow variants.py's rules; a Lightning case's `every` is its
`log_every_n_steps`.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from benchmarks.variants import MEMORISED, RUNAWAY, STALL, Variant, _generated, _regression_table
from benchmarks.variants_d import INIT, SORTED, Plan, frozen_but_head_bias
from benchmarks.variants_f import random_shift
from benchmarks.variants_j import always_training, class_blocks, pretrained
from benchmarks.variants_l import L, l_runs

if TYPE_CHECKING:
    import torch

    from tests.suite.datasets import Splits

SIZES = (1000, 300, 300)


# ---------------------------------------------------------------- data sets no battery has


ACTIVITIES = ("still", "walking", "stairs", "running", "cycling")


def _activity(seed: int, n: int, rate: float = 20.0, falls: float = 0.0) -> tuple[Any, Any]:
    """Windows of 64 samples of a wrist accelerometer's magnitude with gravity taken out (g), read at
    `rate` Hz (the pipeline decimates the 50 Hz stream to 20 Hz: 3.2 s a window): still (35%: tremor
    of sd 0.005-0.02 g, a posture shift in a third), walking (20%: a step cadence of 1.5-2.1 Hz, 0.15-
    0.45 g with its 2nd and 3rd harmonics), stairs (15%: 1.2-1.8 Hz, 0.2-0.5 g, every other step
    stronger), running (15%: 2.4-3.2 Hz, 0.6-1.6 g of sharp foot strikes) or cycling (15%: a pedal
    cadence of 0.9-1.5 Hz at 0.05-0.2 g over road vibration); sensor noise sd 0.01-0.04 g. Slow
    walks and brisk stairs share cadences and amplitudes, as do gentle rides and fidgeting, so sound
    models stop short of accuracy 1. With `falls`, that share of the windows holds a fall (a free-
    fall dip towards -1 g, an impact of 0.6-4.5 g, then lying still) and the label is fall / no fall."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.35, 0.2, 0.15, 0.15, 0.15])
    t = np.arange(64.0) / rate
    x = np.zeros((n, 64))
    fell = rng.random(n) < falls
    for i in range(n):
        kind, phase = int(y[i]), rng.uniform(0, 2 * np.pi)
        signal = np.zeros(64)
        if kind == 0:
            signal = rng.normal(0, rng.uniform(0.005, 0.02), 64)
            if rng.random() < 0.33:
                at, width = rng.uniform(0, 3.2), rng.uniform(0.25, 0.5)
                signal = signal + rng.uniform(0.05, 0.2) * np.exp(-(((t - at) / width) ** 2))
        elif kind in (1, 2):
            f = rng.uniform(1.5, 2.1) if kind == 1 else rng.uniform(1.2, 1.8)
            a = rng.uniform(0.15, 0.45) if kind == 1 else rng.uniform(0.2, 0.5)
            w = 2 * np.pi * f * t + phase
            signal = a * (np.sin(w) + 0.5 * np.sin(2 * w + 0.6) + 0.2 * np.sin(3 * w + 1.1))
            if kind == 2:  # the leading leg lifts the body: every other step stronger
                signal = signal * (1 + rng.uniform(0.2, 0.45) * np.sin(w / 2 + rng.uniform(0, 6.3)))
        elif kind == 3:
            f, a = rng.uniform(2.4, 3.2), rng.uniform(0.6, 1.6)
            w = 2 * np.pi * f * t + phase
            signal = a * (np.clip(np.sin(w), 0, None) ** 3 * 2.0 - 0.45 + 0.3 * np.sin(2 * w))
        else:
            f, a = rng.uniform(0.9, 1.5), rng.uniform(0.05, 0.2)
            signal = a * np.sin(2 * np.pi * f * t + phase) + rng.normal(0, rng.uniform(0.03, 0.08), 64)
        if fell[i]:  # a fall somewhere in the window: free fall, impact, lying still
            at = int(rng.integers(8, 44))
            drop = int(rng.integers(2, 6))
            signal[at : at + drop] = -rng.uniform(0.5, 0.95)
            signal[at + drop] = rng.choice([1.0, 1.0, 1.5]) * np.exp(rng.uniform(np.log(0.6), np.log(3.0)))
            signal[at + drop + 1 :] = rng.normal(0, 0.02, 64 - at - drop - 1)
        x[i] = signal + rng.normal(0, rng.uniform(0.01, 0.04), 64)
    return x, (fell.astype(int) if falls else y)


def activity(
    seed: int = 9101, sizes: tuple[int, int, int] = SIZES, name: str = "wrist-activity-64"
) -> Splits:
    """The accelerometer windows in g: (N, 64), 5 classes (still, walking, stairs, running, cycling)."""
    import torch

    from tests.suite import datasets as ds

    x, y = _activity(seed, sum(sizes))
    return ds.named(ds._split(torch.tensor(x, dtype=torch.float32), torch.tensor(y).long(), sizes, 5), name)


def activity_falls() -> Splits:
    """Fall detection: the same windows with ~1.5% of them holding a fall, labelled fall / no fall."""
    import torch

    from tests.suite import datasets as ds

    x, y = _activity(9102, sum(SIZES), falls=0.015)
    features = torch.tensor(x, dtype=torch.float32)
    return ds.named(ds._split(features, torch.tensor(y).long(), SIZES, 2), "wrist-falls-64")


def eval_at_50hz(data: Splits, _seed: int) -> Splits:
    """The bug: the evaluation loader reads the raw 50 Hz stream and skips the decimation to 20 Hz the
    training dataset class does, so a validation or test window spans 1.28 s and every cadence looks
    2.5x slower (the windows and labels are the same recordings)."""
    import torch

    x, _ = _activity(9101, sum(SIZES), rate=50.0)
    raw = torch.tensor(x, dtype=torch.float32)
    a, b = SIZES[0], SIZES[0] + SIZES[1]
    return replace(data, x_val=raw[a:b], x_test=raw[b:])


CELLS = ("discocyte", "spherocyte", "elliptocyte", "target", "sickle")


def _cell_mask(kind: int, u: Any, v: Any, rng: Any) -> Any:
    """The optical density of one red cell (u across, v up, in pixels from its centre): a biconcave
    disc (a dense rim of radius 3.2-4.2 px around a pale centre), a spherocyte (a smaller dense disc,
    no pale centre), an elliptocyte (an elliptical rim, axis ratio 0.45-0.75), a target cell (a rim
    and a central dot) or a sickle cell (a crescent: a disc less an offset disc, stretched)."""
    import numpy as np

    r = np.hypot(u, v)
    if kind == 0:
        radius = rng.uniform(3.2, 4.2)
        pale = rng.uniform(0.25, 0.6)
        return (r <= radius) * (pale + (1 - pale) * np.clip((r - 0.35 * radius) / (0.45 * radius), 0, 1))
    if kind == 1:
        return (r <= rng.uniform(2.4, 3.3)) * 1.0
    if kind == 2:
        a, ratio = rng.uniform(3.6, 4.6), rng.uniform(0.45, 0.75)
        e = np.hypot(u / a, v / (a * ratio))
        pale = rng.uniform(0.3, 0.7)
        return (e <= 1) * (pale + (1 - pale) * np.clip((e - 0.35) / 0.45, 0, 1))
    if kind == 3:
        radius = rng.uniform(3.3, 4.2)
        dot = rng.uniform(0.8, 1.4)
        rim = (r <= radius) * (0.3 + 0.7 * np.clip((r - 0.5 * radius) / (0.35 * radius), 0, 1))
        return np.maximum(rim, (r <= dot) * rng.uniform(0.5, 1.0))
    radius = rng.uniform(3.4, 4.4)
    stretch = rng.uniform(1.0, 1.35)
    uu = u / stretch
    return ((np.hypot(uu, v) <= radius) & (np.hypot(uu, v - rng.uniform(1.8, 2.8)) > radius * 0.95)) * 1.0


def cells(seed: int = 9201, sizes: tuple[int, int, int] = SIZES, name: str = "blood-cells-12") -> Splits:
    """Red blood cells in a stained smear, one a 12x12 cut-out (`_cell_mask`'s five shapes, balanced):
    turned at random, moved up to 1 px, rendered by 3x3 supersampling, stained 0.55-1.0 over a
    background of 0.05-0.2 with an illumination gradient, under pixel noise sd 0.14. Pale centres
    that fill in, faint target dots and round elliptocytes make the classes overlap. The images as
    the pipeline gives them (inverted brightfield, 0-1): (N, 1, 12, 12), 5 classes."""
    import numpy as np
    import torch

    from tests.suite import datasets as ds

    rng = np.random.default_rng(seed)
    n = sum(sizes)
    y = rng.integers(0, 5, n)
    fine = (np.arange(36.0) + 0.5) / 3.0 - 6.0  # 3 samples a pixel, in pixels from the centre
    rows, cols = np.meshgrid(fine, fine, indexing="ij")
    x = np.zeros((n, 12, 12))
    for i in range(n):
        angle = rng.uniform(0, 2 * np.pi)
        du, dv = rng.uniform(-1.0, 1.0, 2)
        c, s = np.cos(angle), np.sin(angle)
        across, up = cols - du, -(rows - dv)
        u, v = c * across + s * up, -s * across + c * up
        density = _cell_mask(int(y[i]), u, v, rng).reshape(12, 3, 12, 3).mean((1, 3))
        gradient = rng.uniform(-0.06, 0.06) * (np.arange(12.0) - 5.5)[None, :] / 5.5
        x[i] = rng.uniform(0.05, 0.2) + gradient + rng.uniform(0.55, 1.0) * density
    x = x + 0.14 * rng.standard_normal(x.shape)
    images = torch.tensor(x.reshape(n, 1, 12, 12), dtype=torch.float32)
    return ds.named(ds._split(images, torch.tensor(y).long(), sizes, 5), name)


def augmented_before_split(data: Splits, seed: int) -> Splits:
    """The bug: the smear cut-outs were augmented (each copied four times with a brightness and
    contrast jitter of +-15% and fresh camera noise of sd 0.05) before the train / validation split
    was drawn, so most validation images have near-twins among the training images (the training
    set grows to 4,900 images drawn from 1,300 cells, validation keeps 300); the test images were
    cut from other slides and never augmented."""
    import torch

    assert data.x_val is not None and data.y_val is not None
    g = torch.Generator().manual_seed(seed + 53)
    x = torch.cat([data.x_train, data.x_val]).repeat(4, 1, 1, 1)
    y = torch.cat([data.y_train, data.y_val]).repeat(4)
    gain = 1 + 0.15 * (2 * torch.rand(len(y), 1, 1, 1, generator=g) - 1)
    offset = 0.15 * (2 * torch.rand(len(y), 1, 1, 1, generator=g) - 1) * 0.3
    x = gain * x + offset + 0.05 * torch.randn(x.shape, generator=g)
    order = torch.randperm(len(y), generator=g)
    x, y = x[order], y[order]
    cut = len(y) - SIZES[1]
    return replace(data, x_train=x[:cut], y_train=y[:cut], x_val=x[cut:], y_val=y[cut:])


def flipped_labels(share: float) -> Any:
    """`share` of the training labels replaced by a random shape (a hurried second annotator);
    validation and test labelled by the haematologist."""

    def fault(data: Splits, seed: int) -> Splits:
        import torch

        g = torch.Generator().manual_seed(seed + 71)
        y = data.y_train.clone()
        hit = torch.rand(y.shape, generator=g) < share
        y[hit] = torch.randint(0, data.num_classes, (int(hit.sum()),), generator=g)
        return replace(data, y_train=y)

    return fault


def _wind(seed: int, n: int) -> tuple[Any, Any]:
    """A 2 MW wind turbine's 10-minute SCADA records: the hub-height wind speed (Weibull, scale 8 m/s,
    shape 2), the yaw misalignment (sd 8 degrees), the air temperature (-10 to 30 C), pressure (975-
    1,040 hPa) and relative humidity (30-100%), the turbulence intensity (0.05-0.25), the hour of day
    and a curtailment flag (5% of records: the grid operator caps output at 1,000 kW). The power
    follows the rotor's power curve: 0.5 rho A Cp v^3 (a 90 m rotor, Cp 0.46 tapering with the tip-
    speed ratio) on the wind felt across the rotor (v cos(yaw)^1.5), averaged over the turbulent
    spread of the speed, zero below the 3 m/s cut-in and above the 25 m/s cut-out and capped at the
    2,000 kW rating; the air density from the gas law (humid air lighter); iced blades (below 2 C
    at humidity over 85%, in 60% of such records) lose 20-45% of their Cp. The SCADA power reads
    with noise of 1.5% of the rating plus 3%. Returns the features in the SCADA's units (C, hPa, %,
    degrees, hours) and the power in kW."""
    import numpy as np

    rng = np.random.default_rng(seed)
    speed = 8.0 * rng.weibull(2.0, n)
    yaw = rng.normal(0, 8, n)
    temperature = rng.uniform(-10, 30, n)
    pressure = rng.uniform(975, 1040, n)
    humidity = rng.uniform(30, 100, n)
    turbulence = rng.uniform(0.05, 0.25, n)
    hour = rng.uniform(0, 24, n)
    curtailed = rng.random(n) < 0.05
    iced = (temperature < 2) & (humidity > 85) & (rng.random(n) < 0.6)
    vapour = humidity / 100 * 6.1078 * 10 ** (7.5 * temperature / (temperature + 237.3))  # hPa
    rho = ((pressure - vapour) * 100 / 287.05 + vapour * 100 / 461.5) / (temperature + 273.15)
    felt = speed * np.abs(np.cos(np.radians(yaw))) ** 1.5
    power = np.zeros(n)
    for z, weight in ((-1.7321, 1 / 6), (0.0, 2 / 3), (1.7321, 1 / 6)):  # Gauss-Hermite on the gusts
        v = np.clip(felt * (1 + turbulence * z), 0, None)
        cp = 0.46 * np.exp(-(((v - 8.0) / 9.0) ** 2)) * np.where(iced, 1 - rng.uniform(0.2, 0.45, n), 1.0)
        p = 0.5 * rho * np.pi * 45.0**2 * cp * v**3 / 1000
        p = np.where((v < 3) | (v > 25), 0.0, np.minimum(p, 2000.0))
        power += weight * p
    power = np.where(curtailed, np.minimum(power, 1000.0), power)
    power = np.clip(power * (1 + rng.normal(0, 0.03, n)) + rng.normal(0, 30.0, n), 0, 2050)
    x = np.stack([speed, yaw, temperature, pressure, humidity, turbulence,
                  np.cos(2 * np.pi * hour / 24), np.sin(2 * np.pi * hour / 24), curtailed.astype(float)], 1)
    return x, power


def _wind_splits(name: str, seed: int, target: str, sizes: tuple[int, int, int] = SIZES) -> Splits:
    import torch

    x, kw = _wind(seed, sum(sizes))
    if target == "raw-features":  # the SCADA export as it is, no scaler; the pressure in Pa
        raw = torch.tensor(x, dtype=torch.float32)
        raw[:, 3] = raw[:, 3] * 100.0
        raw[:, 2] = raw[:, 2] + 273.15
        return _regression_table(name, raw, kw, sizes, features_scaled=False)
    return _regression_table(name, x, kw, sizes, target_scaled=target != "kw")


def wind() -> Splits:
    """The power standardised (mean ~700 kW, sd ~650), the 9 features standardised."""
    return _wind_splits("wind-turbine-power", 9301, "standardised")


def wind_kw() -> Splits:
    """The power in kW (first MSEs near 9e5), the features standardised."""
    return _wind_splits("wind-turbine-power-kw", 9302, "kw")


def wind_kw_long() -> Splits:
    """Another draw in kW, 2,000 training rows."""
    return _wind_splits("wind-turbine-power-kw", 9303, "kw", (2000, 400, 400))


def wind_raw() -> Splits:
    """The SCADA export in its own units (the temperature in K, ~263-303; the pressure in Pa, ~97,500-
    104,000; humidity in %, the yaw in degrees), the scaler dropped; the target standardised."""
    return _wind_splits("wind-turbine-power-raw", 9304, "raw-features")


STARS = ("dwarf", "subgiant", "giant", "white-dwarf")


def _stars(seed: int, n: int) -> tuple[Any, Any]:
    """A survey's stars read from their photometry and astrometry: main-sequence dwarfs (55%),
    subgiants (12%), red giants (23%) and white dwarfs (10%). Each class's colour (B-V) and absolute
    magnitude follow its branch of the Hertzsprung-Russell diagram (the main sequence M_V = 0.9 +
    5.4 (B-V) - 0.6 (B-V)^2, sd 0.4; subgiants at M_V ~3 +- 0.6; the giant branch and red clump at
    ~0.7 +- 0.7; white dwarfs at 11 + 3 (B-V), sd 0.5); distances are drawn uniform in volume out to
    what a 15th-magnitude limit reaches for the class, extinction adds 0.7 mag a kiloparsec and
    reddens the colour. The survey reads the apparent V (sd 0.03), B-V and U-B (sd 0.04), the
    parallax (sd 0.4-2 mas, so far stars are ambiguous), the proper motion from a tangential
    velocity of 25 +- 15 km/s (55 +- 30 for white dwarfs) and a noisy surface-gravity index from the
    spectrum (log g, sd 1.2). Returns 7 features and the class."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(4, n, p=[0.55, 0.12, 0.23, 0.10])
    bv = np.where(y == 0, rng.uniform(-0.1, 1.6, n),
                  np.where(y == 1, rng.uniform(0.55, 1.05, n),
                           np.where(y == 2, rng.uniform(0.8, 1.7, n), rng.uniform(-0.25, 0.6, n))))
    absolute = np.select(
        [y == 0, y == 1, y == 2],
        [0.9 + 5.4 * bv - 0.6 * bv**2 + rng.normal(0, 0.4, n), rng.normal(3.0, 0.6, n),
         rng.normal(0.7, 0.7, n)],
        11.0 + 3.0 * bv + rng.normal(0, 0.5, n),
    )
    reach = 10 ** ((15.0 - absolute) / 5 + 1)  # parsecs at the survey's limit
    distance = np.clip(reach * rng.random(n) ** (1 / 3), 5, 4000)
    extinction = 0.7 * distance / 1000
    apparent = absolute + 5 * np.log10(distance / 10) + extinction + rng.normal(0, 0.03, n)
    colour = bv + 0.32 * extinction + rng.normal(0, 0.04, n)
    ub = 1.2 * bv - 0.4 + 0.25 * (y == 3) - 0.1 * (y == 2) + 0.22 * extinction + rng.normal(0, 0.04, n)
    error = rng.uniform(0.4, 2.0, n)
    parallax = 1000 / distance + rng.normal(0, 1, n) * error
    speed = np.where(y == 3, np.abs(rng.normal(55, 30, n)), np.abs(rng.normal(25, 15, n)))
    motion = speed / (4.74 * distance) * 1000 * np.abs(rng.normal(1, 0.3, n))  # mas / yr
    gravity = np.select([y == 0, y == 1, y == 2], [4.4, 3.8, 2.5], 8.0) + rng.normal(0, 1.2, n)
    x = np.stack([apparent, colour, ub, parallax, error, np.log10(motion + 0.1), gravity], 1)
    return x, y


def stars(
    seed: int = 9401, sizes: tuple[int, int, int] = (1500, 400, 400), name: str = "survey-stars"
) -> Splits:
    """The stars standardised: (N, 7), 4 classes (dwarf 55%, subgiant, giant, white dwarf)."""
    x, y = _stars(seed, sum(sizes))
    return _generated(name, x, y, 4, sizes)


MODES = ("major", "minor", "dorian", "mixolydian", "harmonic-minor")
SCALES = (
    (0, 2, 4, 5, 7, 9, 11),  # major (Ionian)
    (0, 2, 3, 5, 7, 8, 10),  # natural minor (Aeolian)
    (0, 2, 3, 5, 7, 9, 10),  # Dorian
    (0, 2, 4, 5, 7, 9, 10),  # Mixolydian
    (0, 2, 3, 5, 7, 8, 11),  # harmonic minor
)


def melodies(
    seed: int = 9501, sizes: tuple[int, int, int] = (1500, 400, 400), name: str = "melody-modes-20"
) -> Splits:
    """Folk-like tunes of 20 notes on the tonic C over two octaves, labelled by their mode (major,
    natural minor, Dorian, Mixolydian, harmonic minor; balanced), as MIDI-like pitch tokens (1-25:
    C4 = 1 ... C6 = 25). A tune walks the mode's scale degrees: it starts on the tonic (60%), the
    third or the fifth, moves by a step (55%), a third (20%), a repeat (10%) or a leap of a fourth or
    fifth (15%), is pulled back to the tonic and dominant, ends on the tonic 60% of the time, and
    takes a chromatic passing note (a semitone off the scale) at 5% of its notes. Modes that differ
    by one degree (major / Mixolydian at the 7th, minor / Dorian at the 6th, minor / harmonic minor at
    the 7th) are told apart only when the tune touches that degree, so sound models stop near
    accuracy ~0.85."""
    import numpy as np
    import torch

    from tests.suite import datasets as ds

    rng = np.random.default_rng(seed)
    n = sum(sizes)
    y = rng.integers(0, 5, n)
    x = np.zeros((n, 20), dtype=np.int64)
    moves = np.array([-4, -3, -2, -1, 0, 1, 2, 3, 4])
    weights = np.array([0.04, 0.035, 0.1, 0.275, 0.1, 0.275, 0.1, 0.035, 0.04])
    for i in range(n):
        scale = SCALES[int(y[i])]
        degree = int(rng.choice([0, 7, 2, 4, 9, 11], p=[0.35, 0.25, 0.1, 0.1, 0.1, 0.1]))
        notes = []
        for k in range(20):
            if k == 19 and rng.random() < 0.6:
                degree = 0 if degree < 4 else (7 if degree < 11 else 14)
            pitch = 12 * (degree // 7) + scale[degree % 7]
            if 0 < k < 19 and rng.random() < 0.05:
                pitch = int(np.clip(pitch + rng.choice([-1, 1]), 0, 24))
            notes.append(pitch)
            pull = np.array([abs(degree + m - 7) < abs(degree - 7) or (degree + m) % 7 in (0, 4)
                             for m in moves])
            p = weights * np.where(pull, 1.4, 1.0)
            p = p * ((degree + moves >= 0) & (degree + moves <= 14))
            degree = int(degree + rng.choice(moves, p=p / p.sum()))
        x[i] = np.array(notes) + 1
    return ds.named(ds._split(torch.tensor(x), torch.tensor(y), sizes, 5), name)


def melodies_small() -> Splits:
    """60 training tunes (12 a mode, give or take)."""
    return melodies(9502, (60, 400, 400), "melody-modes-20-60")


def melodies_corpus() -> Splits:
    """Another draw of tunes (a pretraining corpus)."""
    return melodies(9503, (3000, 10, 10), "melody-modes-20-corpus")


def eval_labels_alphabetical(data: Splits, _seed: int) -> Splits:
    """The bug: the evaluation set builds its own label map from the sorted mode names (dorian,
    harmonic-minor, major, minor, mixolydian) while training uses the order of the config file
    (major, minor, dorian, mixolydian, harmonic-minor): every evaluation label is another mode's."""
    import torch

    assert data.y_val is not None and data.y_test is not None
    alphabetical = sorted(MODES)
    remap = torch.tensor([alphabetical.index(mode) for mode in MODES])
    return replace(data, y_val=remap[data.y_val], y_test=remap[data.y_test])


def _glucose(seed: int, n: int, cohort: str = "type-2") -> tuple[Any, Any]:
    """Continuous glucose monitor traces (mg/dL every 5 minutes) from 24 wearers over 5 days: a basal
    level of 90-130 mg/dL with a dawn rise (10-25 mg/dL, 4-8 am), three meals a day (at 7, 12:30 and
    19 h +- 1 h; 20-90 g of carbohydrate) and a snack on 40% of afternoons, each raising glucose by
    1.5-3 mg/dL a gram along a curve peaking 30-50 minutes after it, partly undone by the insulin it
    calls up (60-100% of 0.6 of the rise), which acts later (peaking at 55-80 minutes) and may
    overshoot into a dip; an exercise session on 30% of days lowers it by 20-50 mg/dL for an hour or
    two. The sensor reads with AR(1) noise (sd 4-8 mg/dL) within its 40-400 range. Each row is a
    random wearer's last 24 readings (2 hours) and the target the reading 30 minutes (6 readings)
    after the last: meals nobody announced make a floor. The `type-1` cohort (adolescents) runs
    higher (basal 100-160), with larger meal responses (2.5-5 mg/dL a gram) that insulin covers less
    (40-85%)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    days, per_day = 5, 288
    length = days * per_day
    minutes = np.arange(length) * 5.0
    hours = (minutes / 60) % 24
    series = []
    for _ in range(24):
        if cohort == "type-1":
            basal, gain, cover = rng.uniform(100, 160), rng.uniform(2.5, 5), rng.uniform(0.4, 0.85)
        else:
            basal, gain, cover = rng.uniform(90, 130), rng.uniform(1.5, 3), rng.uniform(0.6, 1.0)
        level = basal + rng.uniform(10, 25) * np.exp(-(((hours - 6.0) / 1.4) ** 2))
        peak_meal, peak_insulin = rng.uniform(30, 50), rng.uniform(55, 80)
        for day in range(days):
            times = [7.0, 12.5, 19.0] + ([16.0] if rng.random() < 0.4 else [])
            for at in times:
                start = (day * 24 + at + rng.normal(0, 1.0)) * 60
                carbs = rng.uniform(20, 90) * (0.4 if at == 16.0 else 1.0)
                s = np.clip(minutes - start, 0, None)
                rise = gain * carbs * (s / peak_meal) * np.exp(1 - s / peak_meal)
                fall = cover * gain * carbs * 0.6 * (s / peak_insulin) * np.exp(1 - s / peak_insulin)
                level = level + (rise - fall) * (minutes >= start)
            if rng.random() < 0.3:
                start = (day * 24 + rng.uniform(8, 20)) * 60
                s = np.clip(minutes - start, 0, None)
                level = level - rng.uniform(20, 50) * (s / 45) * np.exp(1 - s / 45) * (minutes >= start)
        noise = np.zeros(length)
        sd = rng.uniform(4, 8)
        for k in range(1, length):
            noise[k] = 0.7 * noise[k - 1] + rng.normal(0, sd * 0.71)
        series.append(np.clip(level + noise, 40, 400))
    traces = np.stack(series)
    wearer = rng.integers(0, 24, n)
    first = rng.integers(0, length - 30, n)
    x = np.stack([traces[k, a : a + 24] for k, a in zip(wearer, first, strict=True)])
    return x, traces[wearer, first + 29]


def glucose(
    seed: int = 9601, raw_target: bool = False, sizes: tuple[int, int, int] = SIZES, name: str = "cgm-glucose"
) -> Splits:
    """The last 2 hours of readings (scaled by the training rows' mean and sd) and the reading 30
    minutes on, standardised alike, or in mg/dL when `raw_target`."""
    import torch

    from tests.suite import datasets as ds

    x, y = _glucose(seed, sum(sizes))
    features = torch.tensor(x, dtype=torch.float32)
    mean, sd = features[: sizes[0]].mean(), features[: sizes[0]].std()
    target = torch.tensor(y, dtype=torch.float32)[:, None]
    if not raw_target:
        target = (target - mean) / sd
    return ds.named(ds._split((features - mean) / sd, target, sizes, 0), name)


def _glucose_scale() -> tuple[float, float]:
    """The training rows' mean and sd (mg/dL) the pipeline scales every window by."""
    train = _glucose(9601, sum(SIZES))[0][: SIZES[0]]
    return float(train.mean()), float(train.std(ddof=1))


def glucose_mgdl() -> Splits:
    """The reading 30 minutes on in mg/dL (mean ~140; first MSEs near 2e4)."""
    return glucose(9602, raw_target=True, name="cgm-glucose-mgdl")


def type1_test(data: Splits, _seed: int) -> Splits:
    """The test windows from an adolescent type-1 cohort (higher, wider swings, less insulin cover),
    scaled by the training rows' statistics."""
    import torch

    x, y = _glucose(9699, SIZES[2], "type-1")
    mean, sd = _glucose_scale()
    return replace(
        data,
        x_test=(torch.tensor(x, dtype=torch.float32) - mean) / sd,
        y_test=(torch.tensor(y, dtype=torch.float32)[:, None] - mean) / sd,
    )


def signal_loss_zeros(share: float) -> Any:
    """The bug: the monitor's export writes a signal-loss stretch (30 minutes to 2 hours: a dropped
    Bluetooth link, the phone left in another room) as 0 mg/dL instead of leaving it empty, and
    nothing filters it; `share` of the training windows hold one, a third of them in the target
    reading too (scaled by the pipeline's mean and sd like any reading: 3.8 sd below the mean)."""

    def fault(data: Splits, seed: int) -> Splits:
        import torch

        mean, sd = _glucose_scale()
        zero = (0.0 - mean) / sd
        g = torch.Generator().manual_seed(seed + 61)
        x, y = data.x_train.clone(), data.y_train.clone()
        rows = torch.randperm(data.train_size, generator=g)[: int(share * data.train_size)]
        for row in rows.tolist():
            start = int(torch.randint(4, 30, (1,), generator=g))
            stop = start + int(torch.randint(6, 25, (1,), generator=g))
            x[row, start:min(stop, 24)] = zero
            if start <= 29 < stop:
                y[row] = zero
        return replace(data, x_train=x, y_train=y)

    return fault


def uniform_init(net: Any) -> Any:
    """The bug: nn.init.uniform_(weight) on every Linear layer, its default range U(0, 1) (meant:
    U(-a, a) with a = 1/sqrt(fan_in)): every weight positive."""
    import torch
    from torch import nn

    with torch.no_grad():
        for module in net.modules():
            if isinstance(module, nn.Linear):
                module.weight.uniform_(0.0, 1.0)
    return net


def broadcast_mse(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """The bug: the dataset returns the target flattened (N,) while the model outputs (N, 1), and
    MSELoss broadcasts the pair to (N, N): every prediction is scored against every row's target,
    so the best the model can do is the batch mean (PyTorch warns once)."""
    from torch import nn

    return nn.functional.mse_loss(out, y.flatten())


def activity_wide_eval() -> Splits:
    """Evaluation sets of 1,800 windows (at least 256 of each activity)."""
    return activity(9103, (1000, 1800, 1800), "wrist-activity-64")


# ---------------------------------------------------------------- the variants


T = L  # battery l's cases: its runner and every earlier wrapper's models
EVAL = ("train-val-gap", "val-test-gap", "metric-at-baseline", "overfitting", "undertrained")
BROADCAST = l_runs(broadcast_mse)


FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    T(
        "vt-lr-high-rmsprop-mlp-wind",
        Plan(wind, "mlp", 0.03, "rmsprop", epochs=10, log_every=5, model_kw={"width": 64, "num_layers": 2}),
        ("loss-spikes",),
        "learning-rate-too-high",
        "RMSprop at a constant lr of 0.03 (15-30x what a batch-32 regression MLP takes) on the standardised "
        "turbine power: a blow-up in the first epoch (its mean MSE 481, gradient norms to ~50), then the "
        "epoch MSE swinging between 0.27 and 0.91 with logged batches jumping to 2.5; the val MSE 0.27-1.89 "
        "with no trend (sound runs: 0.013-0.020), test 0.36",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="regression",
        dataset="wind-turbine",
        seed=8801,
    ),
    T(
        "vt-lr-high-adamw-transformer-melody",
        Plan(melodies, "transformer", 0.06, "adamw", weight_decay=0.01, epochs=8, log_every=5),
        ("slow-convergence",),
        "learning-rate-too-high",
        "AdamW at a constant lr of 0.06 (a 1e-3 recipe with a slipped decimal, no warm-up) on a transformer "
        "over the tunes: the epoch loss 0.99, 0.68, 0.57, then 0.60-0.82 and rising again; the val loss "
        "0.47-0.83 and val accuracy 0.66-0.82, 0.695 at the end (a warmed-up transformer: 0.90), test 0.72",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="transformer",
        dataset="melody-modes",
        seed=8802,
    ),
    T(
        "vt-lr-low-adagrad-mlp-stars",
        Plan(stars, "mlp", 1e-4, "adagrad", epochs=10, log_every=10, model_kw={"width": 64, "num_layers": 2}),
        ("slow-convergence",),
        "learning-rate-too-low",
        "Adagrad at lr 1e-4 (an Adam lr pasted into Adagrad, whose default is 1e-2) on an MLP over the "
        "survey's stars, logged every 10 steps: the loss 1.33 to 1.27 over 470 steps and the val loss 1.31 "
        "to 1.27 (ln 4 = 1.39; sound runs reach 0.19), val accuracy 0.69 to 0.80 (dwarfs alone: 0.50), test "
        "0.82",
        STALL,
        family="mlp",
        dataset="survey-stars",
        seed=8803,
    ),
    T(
        "vt-step-per-batch-lstm-melody",
        Plan(melodies, "lstm", 3e-3, "adam", epochs=8, log_every=5, schedule="step", step_size=10, gamma=0.7),
        ("slow-convergence",),
        "lr-decay-too-fast",
        "StepLR(step_size=10, gamma=0.7) meant per epoch but stepped every batch on an LSTM over the tunes "
        "(Adam lr 3e-3): the lr is 3.5e-4 by step 60, 5e-6 by step 180 and 6e-9 at the end; the epoch loss "
        "1.53, 1.24, then 1.14 for six epochs, the val loss 1.39, 1.18, then 1.15 frozen with val accuracy "
        "0.517 (a sound LSTM: 0.87), test 0.56",
        STALL,
        family="lstm",
        dataset="melody-modes",
        seed=8804,
    ),
    T(
        "vt-clip-1e-3-sgd-gru-glucose",
        Plan(glucose, "seq-gru", 0.05, "sgd", momentum=0.9, clip=1e-3, epochs=10, log_every=10),
        ("slow-convergence",),
        "weight-updates-too-small",
        "gradient clipping at a norm of 1e-3 (meant 1.0) under SGD momentum lr 0.05 on a GRU reading the "
        "glucose windows: every update is ~5e-4 long, the epoch MSE falls in a straight line from 0.97 to "
        "0.81 over 320 steps and the val MSE from 0.97 to 0.83 (the target's variance is ~1; a sound GRU "
        "reaches 0.30-0.32), test 0.77; gradient norms 0.4-2 throughout",
        (*STALL, "gradient-vanishing"),
        family="gru",
        dataset="cgm-glucose",
        seed=8805,
    ),
    T(
        "vt-no-zero-grad-adam-cnn1d-activity",
        Plan(activity, "cnn1d", 2e-3, "adam", epochs=8, log_every=5, zero_grad=False,
             model_kw={"channels": 16}),
        ("gradient-explosion", "slow-convergence"),
        "missing-zero-grad",
        "a 1-D CNN over the accelerometer windows whose gradients are never cleared, under Adam lr 2e-3: "
        "the logged gradient norm climbs from 2 to ~195 (the sum of every gradient so far), the loss falls "
        "from 1.64 to ~0.65 by epoch 4 and then swings up to 2.9; the val loss 1.40, 1.10, 0.81, 0.81, "
        "1.65, 0.74, 2.24, 2.37 and val accuracy 0.74 at best, 0.35 at the end (a sound 1-D CNN: 0.90), "
        "test 0.33",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="cnn",
        dataset="wrist-activity",
        seed=8806,
    ),
    # --- data
    T(
        "vt-raw-units-adam-wind",
        Plan(wind_raw, "mlp", 1e-3, "adam", epochs=10, log_every=5, model_kw={"width": 64, "num_layers": 2}),
        ("bad-initial-loss",),
        "unnormalized-input",
        "the SCADA export as it is (the pressure in Pa, ~100,800; the temperature in K, ~283; the humidity "
        "in %; the scaler dropped), Adam lr 1e-3 on a standardised target: the first logged MSEs 1.7e7, "
        "4.5e6, 1.6e6 with gradient norms ~1e8, then 2.0-2.5 from step ~150 to the end (worse than "
        "predicting the mean); the val MSE 2.1e5, 1,650, 6.7, 39, then 2.16-2.67 (a sound run: 0.013), test "
        "2.0",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="regression",
        dataset="wind-turbine",
        seed=8807,
    ),
    T(
        "vt-label-noise-cnn-cells",
        Plan(cells, "cnn", 2e-3, "adam", epochs=40, log_every=10, val_every_epochs=2,
             data_fault=flipped_labels(0.4), model_kw={"channels": 16}),
        ("overfitting",),
        "label-noise",
        "40% of the blood-cell training labels replaced by a random shape (validation clean), a 16-channel "
        "CNN for 40 epochs validated every 2: the epoch loss 1.54 to 0.06 as it memorises the noise; the "
        "val loss at its minimum 0.78 at epoch 14, then up to 1.26, val accuracy 0.76 at epochs 12-14 "
        "falling to 0.65; test 0.62 (clean labels give 0.83-0.86)",
        ("train-val-gap", "undertrained", "slow-convergence"),
        family="cnn",
        dataset="blood-cells",
        seed=8808,
    ),
    T(
        "vt-rare-falls-mlp-activity",
        Plan(activity_falls, "mlp", 1e-3, "adam", epochs=8, log_every=1,
             model_kw={"width": 64, "num_layers": 2}),
        ("loss-spikes",),
        "class-imbalance",
        "fall detection: 15 falls among 1,000 training windows (1.5%), an MLP under plain cross-entropy, "
        "every step logged: the train loss falls to ~0.01 with batches holding a fall jumping to 0.1-0.25; "
        "the val loss 0.28 to 0.075 and val accuracy 0.983 at every evaluation (the no-fall share: no fall "
        "is ever called), test 0.983 at a loss of 0.16",
        ("metric-at-baseline", "slow-convergence", "undertrained"),
        family="mlp",
        dataset="wrist-activity",
        seed=8809,
    ),
    T(
        "vt-power-sorted-mlp-wind",
        Plan(wind, "mlp", 2e-3, "adam", epochs=8, log_every=1, shuffle=False, sort_by_class=True,
             model_kw={"width": 64, "num_layers": 2}),
        ("periodic-loss",),
        "data-not-shuffled",
        "the turbine records sorted by their power (an export ordered by output), shuffle=False, an MLP "
        "under Adam with every step logged (256 points): each epoch the batches sweep from calm records to "
        "rated ones, the batch loss 0.01-3.1 in an epoch-long wave; the epoch MSE 1.15, 0.71, 0.35, then "
        "0.09-0.12, the val MSE 0.86, 0.53, 0.09, then 0.11-0.15 (a shuffled run: 0.013-0.020), test 0.15",
        (*SORTED, "undertrained"),
        family="regression",
        dataset="wind-turbine",
        seed=8810,
    ),
    T(
        "vt-signal-loss-zeros-lstm-glucose",
        Plan(glucose, "seq-lstm", 3e-3, "adam", epochs=10, log_every=2, data_fault=signal_loss_zeros(0.08)),
        ("loss-spikes",),
        "bad-input-data",
        "8% of the training windows hold a signal-loss stretch the export wrote as 0 mg/dL (3.8 sd below "
        "the mean; a third of them in the target reading too), an LSTM under Adam logged every 2 steps: the "
        "logged loss stays at 0.3-1.3 (a clean LSTM's: 0.1-0.6), above the val MSE all along, with windows "
        "of 1.1-1.9; the val MSE 0.53 to 0.33 (a clean LSTM: 0.32), test 0.33",
        (*RUNAWAY, "undertrained"),
        family="lstm",
        dataset="cgm-glucose",
        seed=8811,
    ),
    T(
        "vt-augment-before-split-cnn-cells",
        Plan(cells, "cnn", 2e-3, "adam", epochs=12, log_every=20, data_fault=augmented_before_split,
             model_kw={"channels": 16}),
        ("val-test-gap",),
        "data-leakage",
        "the smear cut-outs augmented four times (brightness and contrast +-15%, fresh camera noise) before "
        "the train / validation split, so validation images have near-twins in training (4,900 training "
        "images from 1,300 cells); a 16-channel CNN for 12 epochs: the val loss falls with the train loss "
        "to 0.045-0.066 and val accuracy reaches 0.97-0.99, while the test slides (never augmented) give a "
        "loss of 0.32 and accuracy 0.88",
        ("zero-train-loss", "overfitting", "train-val-gap", "undertrained"),
        family="cnn",
        dataset="blood-cells",
        seed=8812,
    ),
    # --- evaluation
    T(
        "vt-eval-50hz-bncnn1d-activity",
        Plan(activity, "bncnn1d", 3e-3, "adam", epochs=10, log_every=10, data_fault=eval_at_50hz,
             model_kw={"channels": 16}),
        ("train-val-gap",),
        "eval-pipeline-mismatch",
        "the evaluation loader reads the raw 50 Hz stream (the training dataset class decimates it to 20 "
        "Hz), so every validation and test window spans 1.28 s and each cadence looks 2.5x slower: the "
        "epoch loss 1.03 to 0.20 while the val loss rises from 1.23 to 3.8-4.6 and val accuracy sits at "
        "0.46-0.54; test 0.50 at a loss of 3.9 (a sound batch-norm 1-D CNN: 0.92)",
        EVAL,
        family="cnn-bn",
        dataset="wrist-activity",
        seed=8813,
    ),
    T(
        "vt-eval-label-order-gru-melody",
        Plan(melodies, "gru", 3e-3, "adam", epochs=10, log_every=10, data_fault=eval_labels_alphabetical),
        ("metric-at-baseline",),
        "wrong-eval-logic",
        "the evaluation set builds its label map from the sorted mode names while training uses the "
        "config's order, so every evaluation label is another mode's: the epoch loss 1.36 to 0.24 while the "
        "val loss rises from 2.96 to 7.39 and val accuracy falls from 0.07 to 0.01-0.03 (chance 0.2); test "
        "0.02",
        EVAL,
        family="gru",
        dataset="melody-modes",
        seed=8814,
    ),
    T(
        "vt-eval-train-mode-bncnn1d-activity",
        Plan(activity_wide_eval, "bncnn1d", 3e-3, "adam", epochs=8, log_every=10,
             data_fault=class_blocks(256), model_fault=always_training, model_kw={"channels": 16}),
        ("train-val-gap",),
        "train-eval-mode-misuse",
        "the batch-norm 1-D CNN's forward calls self.train(), so evaluation normalises each eval batch by "
        "its own statistics, and the evaluation is read activity by activity (every batch of 256 one "
        "activity): the logged loss falls from 1.33 to ~0.2-0.3 while the val loss rises from 1.95 to 2.72 "
        "and val accuracy stays 0.22-0.24 (chance 0.2); test 0.24",
        EVAL,
        family="cnn-bn",
        dataset="wrist-activity",
        seed=8815,
    ),
    T(
        "vt-type1-test-gru-glucose",
        Plan(glucose, "seq-gru", 3e-3, "adam", epochs=10, log_every=10, clip=1.0, data_fault=type1_test),
        ("val-test-gap",),
        "distribution-shift",
        "the test windows from an adolescent type-1 cohort (higher levels, larger meal responses, less "
        "insulin cover), scaled by the training statistics: the val MSE falls from 0.45 to 0.32 while the "
        "test MSE is 2.18",
        (),
        family="gru",
        dataset="cgm-glucose",
        seed=8816,
    ),
    # --- model
    T(
        "vt-uniform-init-mlp-stars",
        Plan(stars, "mlp", 1e-3, "adam", epochs=10, log_every=5, model_fault=uniform_init,
             model_kw={"width": 64, "num_layers": 2}),
        ("bad-initial-loss",),
        "poor-initialization",
        "nn.init.uniform_ on every Linear weight of a 2x64 MLP (its default U(0, 1): every weight "
        "positive): the first logged loss 57.7 (ln 4 = 1.39) with a gradient norm of 204, the epoch loss "
        "13.7, 3.1, 1.0, then 0.57 to 0.37; the val loss 5.3, 2.0, 0.63 ... 0.36 and val accuracy 0.55 to "
        "0.85 (a sound MLP: val loss 0.19, accuracy 0.92-0.93), test 0.875",
        INIT,
        family="mlp",
        dataset="survey-stars",
        seed=8817,
    ),
    T(
        "vt-deep-tanh-sgd-stars",
        Plan(stars, "mlp", 0.01, "sgd", momentum=0.9, epochs=8, log_every=10,
             model_kw={"width": 32, "num_layers": 16, "activation": "tanh"}),
        ("slow-convergence",),
        "vanishing-gradients",
        "a 17-layer tanh MLP (16 hidden layers of 32) on the stars under SGD momentum lr 0.01: the epoch "
        "loss 1.24, then 1.15-1.16 for 7 epochs (the class prior's entropy, 1.15), gradient norms "
        "0.07-0.55; the val loss 1.20 and val accuracy 0.500 at every evaluation (every star called a "
        "dwarf), test 0.565 (sound MLPs: 0.92-0.93)",
        (*STALL, "gradient-vanishing"),
        family="mlp",
        dataset="survey-stars",
        seed=8818,
    ),
    T(
        "vt-frozen-resnet-cells",
        Plan(cells, "resnet", 2e-3, "adam", epochs=6, log_every=10, model_fault=frozen_but_head_bias),
        ("slow-convergence",),
        "frozen-weights",
        "requires_grad=False on every parameter of a residual net over the blood cells but the head bias: "
        "the epoch loss 1.78 to 1.70 over 192 steps, the val loss 1.70-1.76 and val accuracy 0.13-0.15 "
        "(chance 0.2; a trained residual net: 0.83), test 0.21",
        (*STALL, "gradient-vanishing"),
        family="resnet",
        dataset="blood-cells",
        seed=8819,
    ),
    T(
        "vt-broadcast-mse-mlp-wind",
        Plan(wind, "mlp", 1e-3, "adam", epochs=10, log_every=5, model_kw={"width": 64, "num_layers": 2}),
        ("slow-convergence",),
        "wrong-loss-function",
        "MSELoss between the MLP's (N, 1) output and the dataset's flattened (N,) target, which PyTorch "
        "broadcasts to (N, N) with a warning: every prediction is scored against every row's target, the "
        "loss 0.9-1.2 around 1.0 for 320 steps and the val MSE 1.05 at all 10 evaluations (the target's "
        "variance; a sound MLP: 0.013), test 1.04",
        STALL,
        family="regression",
        dataset="wind-turbine",
        seed=8820,
        runs=BROADCAST,
    ),
    # --- workflow
    T(
        "vt-tiny-train-gru-melody",
        Plan(melodies_small, "gru", 3e-3, "adam", epochs=80, batch_size=8, log_every=5, val_every_epochs=5),
        ("overfitting", "train-val-gap"),
        "insufficient-data",
        "60 tunes (12 a mode, give or take) for a GRU, 640 steps of batch 8 validated every 5 epochs: the "
        "epoch loss 1.63 to 0.003 while the val loss, at its minimum 0.81 at epoch 25, climbs to 1.20; val "
        "accuracy 0.72-0.75 (1,500 tunes give 0.90), test 0.71",
        MEMORISED,
        family="gru",
        dataset="melody-modes",
        seed=8821,
    ),
    T(
        "vt-two-epochs-cnn-cells",
        Plan(cells, "cnn", 1e-3, "adam", epochs=2, log_every=2, model_kw={"channels": 16}),
        ("undertrained", "slow-convergence"),
        "too-few-epochs",
        "two epochs (64 steps) of Adam lr 1e-3 on a 16-channel CNN over the blood cells, logged every 2 "
        "steps: the loss still falling when it stops (1.60 to 0.9-1.0), the val loss 1.38, 0.975 and val "
        "accuracy 0.50, 0.58; test 0.54 (the same CNN to convergence: 0.83-0.86)",
        ("metric-at-baseline",),
        family="cnn",
        dataset="blood-cells",
        seed=8822,
    ),
)

HEALTHY: tuple[Variant, ...] = (
    # --- wind turbine
    T(
        "vt-healthy-wind-kw-adam-cosine",
        Plan(wind_kw, "mlp", 3e-2, "adam", epochs=30, log_every=10, schedule="cosine",
             model_kw={"width": 128, "num_layers": 2}),
        (),
        None,
        "the turbine power in kW (first MSEs ~1e6; the target's variance ~4.8e5), a 2x128 MLP, Adam lr 3e-2 "
        "+ cosine logged every 10 steps: the MSE 9.7e5 to ~5e3 with gradient norms 1e4-1.4e5; the val MSE "
        "1.1e5, then 7.8e4 down to 5.0e4 over epochs 2-9, then down to 6.4e3 (the noise floor: ~6e3), test "
        "5.8e3",
        family="regression",
        dataset="wind-turbine",
        seed=8901,
    ),
    T(
        "vt-healthy-wind-early-stop",
        Plan(wind, "mlp", 1e-3, "adam", epochs=80, log_every=8, early_stop=4,
             model_kw={"width": 64, "num_layers": 2}),
        (),
        None,
        "the standardised power, Adam lr 1e-3, EarlyStopping(val_loss, patience 4) ends the run at epoch 45 "
        "of 80 after the val MSE's minimum (0.0125): the epoch MSE 0.73 to 0.0048, the val MSE 0.48 to "
        "0.0136, test 0.0117",
        family="regression",
        dataset="wind-turbine",
        seed=8902,
    ),
    T(
        "vt-healthy-wind-kw-adagrad-long-sparse",
        Plan(wind_kw_long, "mlp", 0.3, "adagrad", epochs=40, log_every=50, val_every_epochs=5,
             model_kw={"width": 64, "num_layers": 2}),
        (),
        None,
        "2,520 Adagrad steps (lr 0.3) of an MLP on the power in kW (2,000 rows, first MSEs ~1.1e6), logged "
        "every 50 steps, validated every 5 epochs: the epoch MSE 1.3e5, 3.9e4, then creeping from 7.6e3 to "
        "3.2e3; the val MSE 7.5e3, then 4.8e3-5.5e3 for the last 7 evaluations (the noise floor), test "
        "3.9e3; gradient norms 3e3-3e4",
        family="regression",
        dataset="wind-turbine",
        seed=8903,
    ),
    T(
        "vt-healthy-wind-rmsprop-exp-batch64",
        Plan(wind, "mlp", 2e-3, "rmsprop", epochs=20, batch_size=64, log_every=4, schedule="exp", gamma=0.998,
             model_kw={"width": 64, "num_layers": 2}),
        (),
        None,
        "RMSprop lr 2e-3 with ExponentialLR(0.998) per step (the lr halves over the run), batch 64 logged "
        "every 4 steps: the epoch MSE 0.27 to 0.011, the val MSE 0.089 to 0.020, still creeping down; test "
        "0.019",
        family="regression",
        dataset="wind-turbine",
        seed=8904,
    ),
    # --- glucose
    T(
        "vt-healthy-lstm-glucose-warmup-linear",
        Plan(glucose, "seq-lstm", 4e-3, "adamw", weight_decay=0.01, epochs=12, log_every=5,
             schedule="warmup-linear", warmup=40),
        (),
        None,
        "an LSTM reading the glucose windows, AdamW with 40 linear warm-up steps then a linear decay: "
        "single batches to 1.4 as meals start inside a window, the epoch MSE 0.85 to 0.27; the val MSE 0.63 "
        "to 0.32 (an unannounced meal is unpredictable), test 0.31",
        family="lstm",
        dataset="cgm-glucose",
        seed=8905,
    ),
    T(
        "vt-healthy-glucose-mgdl-adam-cosine",
        Plan(glucose_mgdl, "mlp", 1e-2, "adam", epochs=25, log_every=10, schedule="cosine",
             model_kw={"width": 64, "num_layers": 2}),
        (),
        None,
        "the reading 30 minutes on in mg/dL (first MSEs ~1.4e4; the target's variance ~1,000), a 2x64 MLP, "
        "Adam lr 1e-2 + cosine: the logged MSE 1.4e4 to 270-580 with gradient norms 250-3,800; the val MSE "
        "4,870, 1,530, 483, then 370-430 for 20 epochs (the floor), test 346",
        family="regression",
        dataset="cgm-glucose",
        seed=8906,
    ),
    T(
        "vt-healthy-gru-glucose-plateau-epoch-log",
        Plan(glucose, "seq-gru", 3e-3, "adam", epochs=25, log_every=10, train_log="epoch", schedule="plateau",
             gamma=0.3),
        (),
        None,
        "a GRU over the glucose windows, Adam with ReduceLROnPlateau, the train loss logged once an epoch "
        "(25 points): 0.62 to 0.264, flat from epoch 17 as the lr falls to 5e-9; the val MSE 0.47 to 0.302, "
        "unchanged over the last 12 evaluations, test 0.304",
        family="gru",
        dataset="cgm-glucose",
        seed=8907,
    ),
    T(
        "vt-healthy-glucose-sgd-batch8-every-step",
        Plan(glucose, "mlp", 0.01, "sgd", momentum=0.9, epochs=6, batch_size=8, log_every=1,
             model_kw={"width": 64, "num_layers": 2}),
        (),
        None,
        "SGD momentum lr 0.01 with batch 8 on the glucose windows, every step logged (750 points): single "
        "batches 0.04-1.4, the epoch means 0.49, 0.34, 0.33, 0.31, 0.30, 0.30; the val MSE 0.41, 0.38, "
        "0.35, 0.40, 0.40, 0.36 (noise at the floor), test 0.33",
        family="regression",
        dataset="cgm-glucose",
        seed=8908,
    ),
    # --- wrist activity
    T(
        "vt-healthy-bncnn1d-activity-sgd-step",
        Plan(activity, "bncnn1d", 0.05, "sgd", momentum=0.9, epochs=12, log_every=10, schedule="step",
             step_size=200, gamma=0.1, model_kw={"channels": 16}),
        (),
        None,
        "a batch-norm 1-D CNN over the accelerometer windows, SGD momentum lr 0.05, x0.1 at step 200: the "
        "val loss 0.75 to 0.23 with swings to 0.42 before the drop, then 0.17-0.16; val accuracy 0.67 to "
        "0.92 (slow walks and brisk stairs set the floor), test 0.93",
        family="cnn-bn",
        dataset="wrist-activity",
        seed=8909,
    ),
    T(
        "vt-healthy-gru-activity-warmup-cosine",
        Plan(activity, "seq-gru", 4e-3, "adamw", weight_decay=0.01, epochs=20, log_every=5, clip=1.0,
             schedule="warmup-cosine", warmup=60),
        (),
        None,
        "a GRU reading the 64 samples one at a time, AdamW with 60 warm-up steps then cosine, clipping at "
        "1: the loss at ln 5 and val accuracy 0.38 for 2 epochs, a val bump to 2.11 (accuracy 0.14) at "
        "epoch 3, val accuracy 0.51 for epochs 4-7, then it learns (gradient norms to 6.7 under the clip): "
        "val loss 0.31, val accuracy 0.85, test 0.82",
        family="gru",
        dataset="wrist-activity",
        seed=8910,
    ),
    T(
        "vt-healthy-mlp-activity-dropout-plateau-epoch-log",
        Plan(activity, "mlp", 3e-3, "adamw", weight_decay=0.01, epochs=30, log_every=10, train_log="epoch",
             schedule="plateau", gamma=0.3, model_kw={"width": 128, "num_layers": 2, "dropout": 0.5}),
        (),
        None,
        "an MLP with dropout 0.5 on the accelerometer windows, AdamW with ReduceLROnPlateau, logged once an "
        "epoch (30 points): the train loss 1.42 to 0.19-0.23, above the val loss (1.11 to 0.20) all along; "
        "val accuracy 0.57 to 0.91, flat over the last 20 epochs as the lr falls to 5e-9; test 0.91",
        family="mlp",
        dataset="wrist-activity",
        seed=8911,
    ),
    T(
        "vt-healthy-cnn1d-activity-onecycle",
        Plan(activity, "cnn1d", 0.1, "sgd", momentum=0.9, epochs=10, log_every=5, schedule="onecycle",
             model_kw={"channels": 16}),
        (),
        None,
        "a 1-D CNN, OneCycleLR (SGD momentum, max lr 0.1): near ln 5 through the first epoch (its mean "
        "1.57), the val loss 1.49 to 0.25 with a bump to 0.41 after the lr's peak, val accuracy 0.38 to "
        "0.90; test 0.89",
        family="cnn",
        dataset="wrist-activity",
        seed=8912,
    ),
    # --- blood cells
    T(
        "vt-healthy-bncnn-cells-bf16-every-step",
        Plan(cells, "bncnn", 5e-3, "adamw", weight_decay=0.01, epochs=8, batch_size=16, log_every=1,
             bf16=True, schedule="cosine"),
        (),
        None,
        "a batch-norm CNN under bf16-mixed autocast, AdamW + cosine, batch 16, every step logged (504 "
        "points): single batches 0.3-1.5 around a falling trend, the epoch loss 1.39 to 0.46; the val loss "
        "1.34 to 0.46 with a bump to 0.81 at epoch 5, val accuracy 0.39 to 0.85; test 0.85",
        family="cnn-bn",
        dataset="blood-cells",
        seed=8913,
    ),
    T(
        "vt-healthy-cnn-cells-shift-augment",
        Plan(cells, "cnn", 2e-3, "adam", epochs=20, log_every=10, val_every_epochs=2, schedule="cosine",
             model_fault=random_shift(1), model_kw={"channels": 16}),
        (),
        None,
        "a 16-channel CNN with random 1-px shifts, Adam + cosine, validated every 2 epochs, logged every 10 "
        "steps: the logged loss 1.59 to ~0.55 and the val loss 0.95 to 0.48, below it; val accuracy 0.57 to "
        "0.83, test 0.81",
        family="cnn",
        dataset="blood-cells",
        seed=8914,
    ),
    T(
        "vt-healthy-resnet-cells-accumulate-warmup-cosine",
        Plan(cells, "resnet", 3e-3, "adam", epochs=10, batch_size=16, accumulate=2, log_every=5,
             schedule="warmup-cosine", warmup=30),
        (),
        None,
        "a residual net, batch 16 accumulated over 2 (32 optimizer steps an epoch), Adam with 30 warm-up "
        "steps then cosine: the epoch loss 1.60 to 0.64, the val loss 1.53 to 0.56 with a bump at epoch 5 "
        "(0.93, accuracy 0.55), val accuracy 0.33 to 0.83; test 0.85",
        family="resnet",
        dataset="blood-cells",
        seed=8915,
    ),
    T(
        "vt-healthy-mlp-cells-plain-sgd-batch8-every-step",
        Plan(cells, "mlp", 0.05, "sgd", epochs=6, batch_size=8, log_every=1,
             model_kw={"width": 128, "num_layers": 2}),
        (),
        None,
        "plain SGD lr 0.05 with batch 8 on the blood-cell pixels, every step logged (750 points): single "
        "batches 0.2-1.7, near ln 5 for the first ~120 steps, the epoch means 1.55, 1.14, 0.88, 0.80, 0.76, "
        "0.70; the val loss 1.44 to 0.76 and val accuracy 0.37 to 0.69 (a pixel MLP's floor on turned "
        "cells), test 0.69",
        family="mlp",
        dataset="blood-cells",
        seed=8916,
    ),
    # --- melody modes
    T(
        "vt-healthy-transformer-melody-warmup-cosine",
        Plan(melodies, "transformer", 2e-3, "adamw", weight_decay=0.01, epochs=12, log_every=5,
             schedule="warmup-cosine", warmup=150, model_kw={"dropout": 0.1}),
        (),
        None,
        "a transformer with dropout 0.1 over the tunes, AdamW with 150 warm-up steps then cosine: the loss "
        "near ln 5 (1.6-1.8) through the first ~80 steps, then the epoch loss 1.65 to 0.21; the val loss "
        "1.41, 0.59, ... 0.25 and val accuracy 0.42 to 0.90 (flat over the last 5 evaluations), test 0.88",
        family="transformer",
        dataset="melody-modes",
        seed=8917,
    ),
    T(
        "vt-healthy-gru-melody-finetune",
        Plan(melodies, "gru", 1e-3, "adam", epochs=5, log_every=5,
             model_fault=pretrained(melodies_corpus, 400)),
        (),
        None,
        "a GRU starting from weights trained for 400 steps on another draw of tunes (a pretrained "
        "checkpoint), Adam lr 1e-3 for 5 epochs: the first loss 0.34 (a fresh GRU starts at 1.6) and the "
        "epoch loss barely moving (0.32 to 0.26), above the val loss (0.22-0.23); val accuracy 0.905-0.918, "
        "test 0.87",
        family="gru",
        dataset="melody-modes",
        seed=8918,
    ),
    T(
        "vt-healthy-lstm-melody-rmsprop-batch8",
        Plan(melodies, "lstm", 2e-3, "rmsprop", epochs=5, batch_size=8, log_every=4, clip=1.0,
             schedule="cosine"),
        (),
        None,
        "an LSTM under RMSprop + cosine, batch 8 (940 steps), clipping at 1, every 4th step logged: single "
        "batches 0.1-1.2 and gradient norms to ~15 under the clip, the epoch loss 0.98 to 0.35; the val "
        "loss 0.65 to 0.37 and val accuracy 0.73 to 0.87, test 0.85",
        family="lstm",
        dataset="melody-modes",
        seed=8919,
    ),
    # --- survey stars
    T(
        "vt-healthy-mlp-stars-batch128",
        Plan(stars, "mlp", 3e-3, "adam", epochs=40, batch_size=128, log_every=4,
             model_kw={"width": 32, "num_layers": 2}),
        (),
        None,
        "an MLP over the stars with batch 128 (12 steps an epoch) for 40 epochs under Adam lr 3e-3, logged "
        "every 4 steps: the loss 1.35 to ~0.1-0.15; the val loss 1.08 to 0.19, creeping down by ~0.002 an "
        "epoch over the last 15, val accuracy 0.68 to 0.93 against a dwarf share of 0.50; test 0.92",
        family="mlp",
        dataset="survey-stars",
        seed=8920,
    ),
    T(
        "vt-healthy-stars-sgd-early-stop",
        Plan(stars, "mlp", 0.02, "sgd", momentum=0.9, epochs=60, log_every=20, early_stop=3,
             model_kw={"width": 64, "num_layers": 2}),
        (),
        None,
        "SGD momentum 0.9 lr 0.02 on the stars, EarlyStopping(patience 3) ends the run at epoch 19 of 60: "
        "single windows 0.04-0.3, the epoch loss 0.80 to 0.12, the val loss 0.43 to its minimum 0.18 at "
        "epoch 16, then 0.21, 0.19, 0.21; val accuracy 0.86-0.93, test 0.935",
        family="mlp",
        dataset="survey-stars",
        seed=8921,
    ),
    T(
        "vt-healthy-stars-accumulate-warmup-linear-sparse",
        Plan(stars, "mlp", 3e-3, "adamw", weight_decay=0.01, epochs=12, batch_size=16, accumulate=4,
             log_every=5, val_every_epochs=3, schedule="warmup-linear", warmup=30,
             model_kw={"width": 64, "num_layers": 2}),
        (),
        None,
        "AdamW with 30 warm-up steps then a linear decay, batch 16 accumulated over 4 (24 optimizer steps "
        "an epoch), validated every 3 epochs (4 points): the logged loss 1.41 to ~0.15, the val loss 0.29, "
        "0.23, 0.22, 0.21 and val accuracy 0.885 to 0.915; test 0.93",
        family="mlp",
        dataset="survey-stars",
        seed=8922,
    ),
)
