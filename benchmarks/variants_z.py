"""Variant battery z: a 19th look-alike of an external held-out suite, real framework runs (`--battery z`).

    nice -n 10 python benchmarks/variants.py --battery z --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery z [--runs]

Like batteries d-y, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is
the log), trained by battery d's runner through battery g's, j's, l's and w's wrappers and this
battery's own (an Adam built with a TensorFlow epsilon of 1.0, and a restart that resumes from
the first checkpoint of the folder instead of the last), so each case can run in each of the three
layouts; the layout rotation of variants.py picks one. It was written blind: its author trained it
with `--train-only`, read the raw logged numbers of each run, and never diagnosed or scored it, so
it is held-out data for the tool. Its halves are even (22 faulty, 22 healthy; ~2.5 CPU-minutes to
train on the shared 2-core machine): one fault each, one cause a case, spread over every family of
cause (optimisation, data, evaluation, model, workflow), injected into a data set no battery had at
a realistic strength. Runs of 40 to 3,000 steps: MLPs (1x48 to 3x128 with dropout 0.5, an
11-layer sigmoid stack), 2-D CNNs of 16 to 64 channels with and without batch norm, a small
residual net, 1-D CNNs with and without batch norm, GRU / LSTM readers of shot tokens, a GRU and
a ReLU RNN reading float runs, small transformers and regression MLPs; SGD with and without
momentum, Adam, AdamW, RMSprop and Adagrad; constant, warm-up + cosine, cosine, step, exponential,
plateau and one-cycle schedules; bf16-mixed autocast, gradient accumulation, dropout, mirror /
shift / noise augmentation, weight decay, early stopping, clipping and a pretrained start; batches
of 4 to 200; cadences from every step to once an epoch, evaluations every epoch to every 6 epochs.
The data sets are new, all made offline with numpy from known generating models: 12x12 infrared
crops of a solar farm's modules from a drone survey (healthy, a hot spot, an open bypass diode, a
cracked cell, soiling) under an irradiance gradient, cell mismatch, sun reflections and camera
noise (faint defects are lost: sound CNNs stop near 0.70-0.76; one inverter block's 150 crops; a
draw with 256 crops a class for folder-by-folder evaluation; evaluation crops in degrees Celsius);
a tennis tracking system's points as shot tokens, the server's shots drawn from one Markov chain
per playing style (baseliner, serve-and-volley, counter-puncher, all-court) and the opponent's from
a generic one (aces and short exchanges look alike: sound sequence models stop near accuracy
0.65-0.69 at a loss of ~0.76-0.8, ln 4 = 1.39; last season's points as a pretraining draw); 6 s of
a lift car's vertical accelerometer over one run (normal, a worn guide roller, rope slip, a
dragging brake, a hunting controller) under rail roughness, sensor noise, gain and offset (sound
1-D CNNs stop near 0.76-0.79, recurrent readers learn slower); a multirotor's hover endurance by
momentum theory with a hidden airframe figure of merit and a 5% log error (standardised: a floor
near an MSE of 0.10-0.15; in seconds: ~4e4; in the flight log's raw units; a 2,000-flight draw);
and a dairy cow's day from the milking robot and her collar labelled healthy, mastitis, ketosis,
lameness or oestrus from overlapping class shifts (sound MLPs stop near accuracy 0.75-0.77 at a
loss of ~0.70; a Jersey farm's cows as a test set).
The healthy half holds sound runs a naive reader can take for a fault: a GRU whose loss sits at ln
5 for its first 40 steps and then learns slowly, and a transformer held back by a 160-step
warm-up; val below train under mirror / shift / noise augmentation and under dropout 0.5; losses
flat at their floors (endurance at 0.15, points at 0.79-0.84, herd days at 0.729 for 15
evaluations of a ReduceLROnPlateau run whose lr falls to ~1e-8); a fine-tune that starts low and
barely moves; a OneCycle run whose val loss jumps to 4.7 under its high lr; a 1-D CNN's slow 40-epoch descent
logged once an epoch; a regression in seconds (first MSEs ~1e6); a noisy batch-8 plain-SGD run
logged every 2 steps; a long SGD-momentum run with a late step logged once an epoch; an Adagrad
run of 2,500 steps logged every 25; an RMSprop batch-4 run of 3,000 steps validated every 6 epochs;
RMSprop under a plateau schedule; bf16 under warm-up + cosine; sparse evaluations under
accumulation; early stopping at epoch 21 of 50 and 13 of 100; a batch-200 run; a 50-step run.
The faulty half: AdamW at lr 0.05 on a transformer, plain SGD at an Adam lr of 2e-4 on a
batch-norm CNN, an ExponentialLR meant per epoch stepped per step, an identity-initialised ReLU
RNN without its clipping, Adam with eps=1.0, a style tagger swapping 30% of look-alike styles,
drone features in grams, mAh and kelvin, 0.3% empty meter cells read as NaN, validation crops
drawn from the oversampled training crops, a Jersey farm's test cows, points sorted by style with
shuffling off, 1% of flights logged in seconds and merged as minutes, evaluation crops in degrees
Celsius, evaluation targets never scaled, a model left in training mode and evaluated folder by
folder, no evaluation at all, MSE on softmax probabilities, a 64-channel CNN on 150 crops, every
Linear initialised to zero, an 11-layer sigmoid stack, max_steps=40 left from debugging, and a
restart that resumes from the first checkpoint instead of the last.
Split, layout rotation and labels follow variants.py's rules; a Lightning case's `every` is its
`log_every_n_steps`.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from benchmarks.variants import MEMORISED, RUNAWAY, STALL, Variant, _generated, _regression_table
from benchmarks.variants_d import Plan, Runner, identity_rnn
from benchmarks.variants_e import no_test
from benchmarks.variants_j import always_training, class_blocks, pretrained, val_from_train, zero_init
from benchmarks.variants_l import L
from benchmarks.variants_w import EVAL, MLP64, sign_augment, w_runs

if TYPE_CHECKING:
    from tests.suite.datasets import Splits

SIZES = (1000, 300, 300)


# ---------------------------------------------------------------- data sets no battery has


PV_FAULTS = ("healthy", "hot-spot", "bypass-diode", "cracked-cell", "soiling")


def _thermo(seed: int, n: int, shares: tuple[float, ...] = (0.32, 0.18, 0.16, 0.16, 0.18),
            contrast: tuple[float, float] = (0.6, 1.0)) -> tuple[Any, Any]:
    """12x12 crops of a drone's infrared survey of a solar farm, one crop a module of 6x6 cells
    (2x2 px each), in units of 10 K above the ambient-corrected module temperature, labelled by
    the thermographer's finding: a healthy module, a hot spot (one cell 2-10 K warmer, blurred by
    the optics), an open bypass diode (one substring, a third of the module's rows, 1.5-5 K
    warmer), a cracked cell (a warm streak 3-6 px long across a cell) or soiling (a diffuse warm
    band along the lower frame where dust settles). Every module has an irradiance gradient, a
    cell-to-cell mismatch of sd 0.08, camera noise of sd 0.12, and 30% of crops a sun reflection
    (a broad warm blob of 0.2-0.5); a defect's strength is scaled by a contrast of 0.5-1.0 (wind
    and cloud). A faint hot spot reads as a reflection, a faint streak as noise and a weak diode
    row as the gradient, so sound CNNs stop short of accuracy 1 (near 0.70-0.76)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=list(shares))
    rows, cols = np.meshgrid(np.arange(12) + 0.5, np.arange(12) + 0.5, indexing="ij")
    slope = rng.normal(0, 0.02, (n, 2, 1, 1))
    x = 0.2 + slope[:, 0] * (rows - 6) + slope[:, 1] * (cols - 6)
    x = x + rng.normal(0, 0.06, (n, 6, 6)).repeat(2, 1).repeat(2, 2)
    defect = np.zeros((n, 12, 12))
    for i in range(n):
        if y[i] == 1:
            r, c = rng.integers(0, 6, 2) * 2 + 1
            s = rng.uniform(0.8, 1.2)
            defect[i] = rng.uniform(0.3, 1.0) * np.exp(-((rows - r) ** 2 + (cols - c) ** 2) / (2 * s * s))
        elif y[i] == 2:
            k = int(rng.integers(0, 3))
            defect[i, 4 * k : 4 * k + 4, :] = rng.uniform(0.2, 0.55)
        elif y[i] == 3:
            r0, c0, angle = rng.uniform(2, 10), rng.uniform(2, 10), rng.uniform(0, np.pi)
            du, dv = np.cos(angle), np.sin(angle)
            along = (rows - r0) * du + (cols - c0) * dv
            across = -(rows - r0) * dv + (cols - c0) * du
            half = rng.uniform(1.5, 3.0)
            defect[i] = rng.uniform(0.4, 1.0) * np.exp(-(across**2) / 0.5) * (np.abs(along) < half)
        elif y[i] == 4:
            depth = rng.uniform(1.0, 2.5)
            wave = 0.7 + 0.3 * np.sin(cols / rng.uniform(1.5, 3.0) + rng.uniform(0, 6.3))
            defect[i] = rng.uniform(0.25, 0.7) * np.exp(-(11.5 - rows) / depth) * wave
    x = x + rng.uniform(*contrast, (n, 1, 1)) * defect
    glare = rng.random(n) < 0.3
    gr, gc = rng.uniform(0, 12, (2, n, 1, 1))
    gs = rng.uniform(1.5, 2.5, (n, 1, 1))
    blob = rng.uniform(0.2, 0.5, (n, 1, 1)) * np.exp(-((rows - gr) ** 2 + (cols - gc) ** 2) / (2 * gs * gs))
    x = x + glare[:, None, None] * blob
    return x + rng.normal(0, 0.09, x.shape), y


def thermo(seed: int = 16201, sizes: tuple[int, int, int] = SIZES, name: str = "pv-thermography-12",
           shares: tuple[float, ...] = (0.32, 0.18, 0.16, 0.16, 0.18)) -> Splits:
    """The crops as (N, 1, 12, 12) images (~-0.2 to ~1.5), 5 classes."""
    import torch

    from tests.suite import datasets as ds

    x, y = _thermo(seed, sum(sizes), shares)
    images = torch.tensor(x[:, None], dtype=torch.float32)
    return ds.named(ds._split(images, torch.tensor(y).long(), sizes, 5), name)


def thermo_small() -> Splits:
    """150 training crops (one inverter block's survey)."""
    return thermo(16202, (150, 300, 300), "pv-thermography-12-150")


def thermo_wide_eval() -> Splits:
    """A draw with 1,300 validation and 1,300 test crops (each class has 256 of each)."""
    return thermo(16203, (1000, 1300, 1300), "pv-thermography-12-wide-eval", (0.2, 0.2, 0.2, 0.2, 0.2))


def thermo_celsius_eval(data: Splits, _seed: int) -> Splits:
    """The bug: the validation and test crops come from the camera software's radiometric export
    in degrees Celsius (30 C plus 20 C per unit: 26-60), while the training crops went through the
    survey pipeline's normalisation."""
    assert data.x_val is not None and data.x_test is not None
    return replace(data, x_val=30 + 20 * data.x_val, x_test=30 + 20 * data.x_test)


SHOTS = ("pad", "first-serve", "second-serve", "return", "forehand-cross", "forehand-line", "backhand-cross",
         "backhand-slice", "approach", "volley", "lob", "drop-shot", "smash", "winner", "error")
STYLES = ("baseliner", "serve-and-volley", "counter-puncher", "all-court")
_STYLE_SHOTS = (  # shot id: extra weight of the style's choice, over a shared weight of 1.5
    {4: 5, 6: 4, 5: 2},
    {8: 5, 9: 7, 12: 3},
    {6: 3, 7: 5, 10: 5, 4: 2},
    {5: 4, 8: 3, 9: 3, 11: 4, 4: 2},
)
_RALLY_LENGTHS = ((5, 14), (2, 6), (7, 18), (4, 12))
_WINNERS = (0.4, 0.55, 0.3, 0.45)


def _rallies(seed: int, n: int, shares: tuple[float, ...] = (0.35, 0.2, 0.2, 0.25)) -> tuple[Any, Any]:
    """A tennis tracking system's points as shot tokens (the last 16, left-padded with 0): a first
    or second serve, the return, the rally's shots (forehand / backhand cross-court, down the
    line, slice, approach, volley, lob, drop shot, smash) and the end (a winner or an error),
    labelled by the serving player's style (baseliner, serve-and-volley, counter-puncher,
    all-court). The server's shots follow the style's first-order Markov chain (a shared weight of
    1.5 for every shot plus the style's own preferences), the opponent's (every other shot) one
    generic chain; the rally's length comes from the style's range (2-18 shots) and the point
    ends in a winner with the style's chance. An ace, a short exchange, or an all-court player
    staying back read like another style: sound sequence models stop near accuracy 0.65-0.69 at
    a loss of ~0.76-0.8 (a floor; ln 4 = 1.39)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    chains = np.full((5, 15, 15), 1.5)
    chains[:, :, :4] = 0
    chains[:, :, 13:] = 0
    for k, preferred in enumerate(_STYLE_SHOTS):
        for shot, weight in preferred.items():
            chains[k, :, shot] += weight
    chains[4, :, 4] += 2
    chains[4, :, 6] += 2
    chains /= chains.sum(2, keepdims=True)
    y = rng.choice(4, n, p=list(shares))
    x = np.zeros((n, 16), dtype=np.int64)
    for i in range(n):
        style = int(y[i])
        shot = 1 if rng.random() < 0.65 else 2
        shots = [shot]
        low, high = _RALLY_LENGTHS[style]
        length = int(rng.integers(low, high + 1))
        if length > 1:
            shot = 3
            shots.append(shot)
        for k in range(2, length):
            chain = style if k % 2 == 0 else 4
            shot = int(rng.choice(15, p=chains[chain, shot]))
            shots.append(shot)
        shots.append(13 if rng.random() < _WINNERS[style] else 14)
        shots = shots[-16:]
        x[i, 16 - len(shots):] = shots
    return x, y


def rallies(seed: int = 16301, sizes: tuple[int, int, int] = SIZES, name: str = "tennis-rallies") -> Splits:
    """Token windows (N, 16) over 15 ids (0 the padding), 4 classes."""
    import torch

    from tests.suite import datasets as ds

    x, y = _rallies(seed, sum(sizes))
    return ds.named(ds._split(torch.tensor(x).long(), torch.tensor(y).long(), sizes, 4), name)


def rallies_corpus() -> Splits:
    """Last season's tracked points (a pretraining corpus)."""
    return rallies(16302, (3000, 10, 10), "tennis-rallies-corpus")


LIFT_FAULTS = ("normal", "worn-guide-roller", "rope-slip", "brake-drag", "controller-hunting")


def _lift(seed: int, n: int, shares: tuple[float, ...] = (0.32, 0.17, 0.17, 0.17, 0.17)) -> tuple[Any, Any]:
    """6 s of a lift car's vertical accelerometer at 8 Hz (48 samples, in 0.1 m/s2) over one run,
    labelled by the service engineer's finding: a normal ride (a smooth acceleration bump, the
    cruise and a deceleration bump, 0.8-1.2 high, at a random start and length), a worn guide
    roller (bumps of 0.2-0.8 as rail joints pass, every 3-6 samples in the cruise), rope slip (a
    sharp 1-2 sample dip of 0.6-2 in the acceleration or the braking), a dragging brake (an
    offset of -0.15 to -0.5 over the whole travel) or a hunting drive controller (a damped
    oscillation of 0.3-1 at the levelling). Over rail roughness (an AR(1) of sd ~0.17), sensor
    noise (sd 0.15), a gain of 0.8-1.2 and a calibration offset (sd 0.1), weak faults vanish: a
    faint roller reads as roughness, a small slip as noise, a light drag as the offset; sound
    1-D CNNs stop near accuracy 0.76-0.79, recurrent readers of the raw samples learn slower."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=list(shares))
    t = np.arange(48, dtype=float)
    x = np.zeros((n, 48))
    for i in range(n):
        start, ramp, cruise = rng.uniform(3, 9), rng.uniform(7, 12), rng.uniform(10, 18)
        peak = rng.uniform(0.8, 1.2)

        def bump(a: float, b: float) -> Any:
            inside = (t >= a) & (t <= b)
            return np.where(inside, np.sin(np.pi * np.clip((t - a) / (b - a), 0, 1)) ** 2, 0.0)

        brake_at = start + ramp + cruise
        signal = peak * bump(start, start + ramp) - peak * bump(brake_at, brake_at + ramp)
        level = brake_at + ramp
        if y[i] == 1:
            period, size = rng.uniform(3, 6), rng.uniform(0.3, 1.0)
            joints = np.arange(start + ramp + rng.uniform(0, period), brake_at, period)
            for j in joints:
                signal += size * np.exp(-((t - j) ** 2) / 0.5)
        elif y[i] == 2:
            at = rng.choice([rng.uniform(start, start + ramp), rng.uniform(brake_at, level)])
            signal -= rng.uniform(1.0, 2.5) * np.exp(-((t - at) ** 2) / 0.6)
        elif y[i] == 3:
            signal += rng.uniform(-0.7, -0.25) * ((t >= start) & (t <= level))
        elif y[i] == 4:
            after = np.clip(t - level + 2, 0, None)
            swing = np.sin(2 * np.pi * after / rng.uniform(2.5, 4.0)) * np.exp(-after / rng.uniform(3, 8))
            signal += rng.uniform(0.5, 1.2) * swing * (t >= level - 2)
        rough = np.zeros(48)
        for k in range(1, 48):
            rough[k] = 0.7 * rough[k - 1] + rng.normal(0, 0.1)
        x[i] = rng.uniform(0.8, 1.2) * signal + rough + rng.normal(0, 0.1)
    return x + rng.normal(0, 0.15, x.shape), y


def lift(seed: int = 16401, sizes: tuple[int, int, int] = SIZES, name: str = "lift-vibration-48") -> Splits:
    """The runs scaled by one factor (the training runs' sd, ~0.5): (N, 48), 5 classes."""
    import torch

    from tests.suite import datasets as ds

    x, y = _lift(seed, sum(sizes))
    x = x / x[: sizes[0]].std()
    return ds.named(ds._split(torch.tensor(x, dtype=torch.float32), torch.tensor(y).long(), sizes, 5), name)


def _drone(seed: int, n: int) -> tuple[Any, Any]:
    """A multirotor's hover endurance in minutes, from its flight logs: the take-off mass (0.8-8
    kg, log-uniform), the rotor count (4, 6 or 8), the propeller diameter (inches, growing with
    the mass), the battery's cell count (3-12 S) and capacity (mAh), the air density (0.95-1.25
    kg/m3), the wind (0-10 m/s) and the air temperature (-10 to 35 C). Hover power follows
    momentum theory, (m g)^1.5 / sqrt(2 rho A) over the rotor disc area A, divided by a hidden,
    airframe-to-airframe figure of merit times drive efficiency (0.55 +- 0.07 times 0.8 +- 0.05),
    raised by the wind (1 + 0.012 w^2), plus 5-15 W of avionics; the usable energy is 80% of the
    pack's (less in the cold); a 5% log-normal error for the pilot and the log: sound models stop
    well above 0 (standardised, a floor near an MSE of 0.10-0.15).
    Returns the features in their logged units and the endurance in min."""
    import numpy as np

    rng = np.random.default_rng(seed)
    mass = np.exp(rng.uniform(np.log(0.8), np.log(8.0), n))
    rotors = rng.choice([4, 6, 8], n, p=[0.6, 0.25, 0.15]).astype(float)
    scale = np.log2(mass / 0.8)
    prop = np.clip((8 + 3.5 * scale - 1.5 * (rotors - 4) / 2) * rng.uniform(0.85, 1.15, n), 6, 30)
    cells = np.clip(np.round(3 + 2.5 * scale + rng.normal(0, 1, n)), 3, 12)
    capacity = 2500 * (mass / 0.8) ** 0.8 * np.exp(rng.normal(0, 0.35, n))
    density = rng.uniform(0.95, 1.25, n)
    wind = rng.uniform(0, 10, n)
    temperature = rng.uniform(-10, 35, n)
    usable = 0.8 * (1 - 0.012 * np.clip(15 - temperature, 0, None))
    energy = capacity / 1000 * 3.7 * cells * usable
    area = rotors * np.pi * (prop * 0.0254 / 2) ** 2
    ideal = (mass * 9.81) ** 1.5 / np.sqrt(2 * density * area)
    merit = np.clip(rng.normal(0.55, 0.07, n), 0.35, 0.75) * np.clip(rng.normal(0.8, 0.05, n), 0.65, 0.95)
    power = ideal / merit * (1 + 0.012 * wind**2) + rng.uniform(5, 15, n)
    minutes = energy / power * 60 * np.exp(rng.normal(0, 0.05, n))
    return np.column_stack([mass, rotors, prop, cells, capacity, density, wind, temperature]), minutes


def drone(seed: int = 16501, sizes: tuple[int, int, int] = SIZES, name: str = "drone-endurance") -> Splits:
    """8 standardised features, the endurance standardised."""
    x, y = _drone(seed, sum(sizes))
    return _regression_table(name, x, y, sizes)


def drone_seconds() -> Splits:
    """The features standardised, the endurance left in seconds, as the ground station logs it."""
    x, y = _drone(16502, sum(SIZES))
    return _regression_table("drone-endurance-s", x, 60 * y, SIZES, target_scaled=False)


def drone_raw_features() -> Splits:
    """The bug: the features as the flight-log export gives them (the mass in grams up to 8,000,
    the capacity in mAh up to ~40,000, the temperature in kelvin), no scaler; the endurance
    standardised."""
    import numpy as np

    x, y = _drone(16503, sum(SIZES))
    x = x * np.array([1000.0, 1, 1, 1, 1, 1, 1, 1]) + np.array([0.0, 0, 0, 0, 0, 0, 0, 273.15])
    return _regression_table("drone-endurance-raw", x, y, SIZES, features_scaled=False)


def drone_long() -> Splits:
    """A 2,000-flight draw."""
    x, y = _drone(16504, 2600)
    return _regression_table("drone-endurance-2000", x, y, (2000, 300, 300))


def _drone_stats(seed: int) -> tuple[float, float]:
    """The training endurance's mean and sd (min) of the draw `seed`."""
    y = _drone(seed, sum(SIZES))[1][: SIZES[0]]
    return float(y.mean()), float(y.std(ddof=1))


def old_firmware_seconds(share: float) -> Any:
    """The bug: `share` of the training flights were logged by the old firmware, which writes the
    endurance in seconds, and the merge script takes them as minutes (60x; scaled like any
    flight, 40-600 sd above the mean)."""

    def fault(data: Splits, seed: int) -> Splits:
        import torch

        mean, sd = _drone_stats(16501)
        g = torch.Generator().manual_seed(seed + 103)
        rows = torch.randperm(data.train_size, generator=g)[: int(share * data.train_size)]
        y = data.y_train.clone()
        y[rows] = (60 * (y[rows] * sd + mean) - mean) / sd
        return replace(data, y_train=y)

    return fault


def eval_targets_in_minutes(data: Splits, _seed: int) -> Splits:
    """The bug: the evaluation script scores the (standardised) predictions against the targets in
    minutes: it never applies the target scaler to the validation and test flights."""
    assert data.y_val is not None and data.y_test is not None
    mean, sd = _drone_stats(16501)
    return replace(data, y_val=data.y_val * sd + mean, y_test=data.y_test * sd + mean)


HEALTH = ("healthy", "mastitis", "ketosis", "lameness", "oestrus")


def _dairy(seed: int, n: int, jersey: bool = False) -> tuple[Any, Any]:
    """A dairy cow's day from the milking robot and her collar: the milk yield (kg), its change
    against her 7-day mean (%), the milk's conductivity (mS/cm), fat and protein (%), the in-line
    somatic cell count (log thousands/mL), rumination (min/day), activity (steps/h), days in milk
    and parity, labelled by the herd vet's finding: healthy (55%), clinical mastitis (12%),
    ketosis (12%, mostly in the first 60 days), lameness (11%) or oestrus (10%). Each finding
    shifts its own signs by 0.7-2 sd (mastitis: conductivity, cell count, yield; ketosis: fat up,
    protein down, rumination and yield down; lameness: activity and rumination down, older cows;
    oestrus: activity up, rumination down), under a cow's own spread: a mild case reads as a
    healthy day, so sound MLPs stop near accuracy 0.75-0.77 at a loss of ~0.70 (a floor).
    `jersey` draws a Jersey herd: 9 kg less milk, fat 1.0 and protein 0.5 points higher,
    conductivity 0.3 lower."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.55, 0.12, 0.12, 0.11, 0.1])
    base = np.array([30.0, 0.0, 5.0, 4.0, 3.3, 4.5, 480.0, 200.0])
    sd = np.array([6.0, 6.0, 0.4, 0.5, 0.25, 0.8, 60.0, 50.0])
    shift = np.array([
        [0, 0, 0, 0, 0, 0, 0, 0],
        [-2, -8, 0.7, 0.1, 0, 1.5, -30, -10],
        [-3, -6, 0, 0.6, -0.15, 0.2, -70, -30],
        [-1.5, -4, 0, 0, 0, 0.1, -45, -70],
        [-1, -4, 0.1, 0, 0, 0, -60, 140],
    ])
    spread = np.where(y[:, None] == 0, 1.0, 1.3)
    z = base + shift[y] * rng.uniform(0.4, 1.3, (n, 1)) + sd * spread * rng.normal(0, 1, (n, 8))
    days = np.where((y == 2) & (rng.random(n) < 0.8), rng.uniform(5, 60, n), rng.uniform(5, 320, n))
    parity = np.clip(rng.poisson(np.where(y == 3, 2.6, 1.8)) + 1, 1, 8).astype(float)
    z[:, 0] -= 0.02 * np.clip(days - 60, 0, None)
    if jersey:
        z[:, 0] -= 9
        z[:, 3] += 1.0
        z[:, 4] += 0.5
        z[:, 2] -= 0.3
    return np.column_stack([z, days, parity]), y


def dairy(seed: int = 16601, sizes: tuple[int, int, int] = SIZES, name: str = "dairy-herd-health") -> Splits:
    """10 standardised features, 5 classes."""
    x, y = _dairy(seed, sum(sizes))
    return _generated(name, x, y, 5, sizes)


def dairy_jersey_test() -> Splits:
    """The bug: the model is tested on the group's new Jersey farm (less milk, richer in fat and
    protein, lower conductivity), scaled by the Holstein training herd's statistics."""
    import numpy as np
    import torch

    from tests.suite import datasets as ds

    x, y = _dairy(16602, SIZES[0] + SIZES[1])
    x_other, y_other = _dairy(16603, SIZES[2], jersey=True)
    x, y = np.concatenate([x, x_other]), np.concatenate([y, y_other])
    data = ds._split(torch.tensor(x, dtype=torch.float32), torch.tensor(y).long(), SIZES, 5)
    return ds._standardised(ds.named(data, "dairy-herd-health"))


# ---------------------------------------------------------------- injected faults


def rally_tagger(share: float) -> Any:
    """The bug: the training points were labelled by the broadcaster's automatic style tagger,
    which calls `share` of the baseliners counter-punchers and of the serve-and-volleyers all-court
    players (and back); validation and test were tagged by the coaches."""

    def fault(data: Splits, seed: int) -> Splits:
        import torch

        g = torch.Generator().manual_seed(seed + 105)
        swap = torch.tensor([2, 3, 0, 1])
        y = data.y_train.clone()
        hit = torch.rand(y.shape, generator=g) < share
        y[hit] = swap[y[hit]]
        return replace(data, y_train=y)

    return fault


def empty_meter_cells(share: float) -> Any:
    """The bug: `share` of the training table's cells are empty (a milk meter that missed a
    milking, a collar out of range) and reach the net as NaN; nothing imputes them."""

    def fault(data: Splits, seed: int) -> Splits:
        import torch

        g = torch.Generator().manual_seed(seed + 107)
        x = data.x_train.clone()
        x[torch.rand(x.shape, generator=g) < share] = float("nan")
        return replace(data, x_train=x)

    return fault


def z_runs(adam_eps: float | None = None, restore: tuple[int, int] | None = None,
           **kw: Any) -> Callable[[Plan], Runner]:
    """Battery w's runner with two bugs of this battery. `adam_eps`: Adam is built with that
    epsilon (a value from a TensorFlow recipe's "epsilon hat" pasted into torch). `restore`
    (save_at, load_at): the job is preempted and restarted after `load_at` optimizer steps from
    the checkpoint written after `save_at` steps (the first file of the checkpoint folder, not the
    last): the weights and the optimizer state go back, while the step counter and the schedule
    carry on."""
    inner_factory = w_runs(**kw)

    def factory(plan: Plan) -> Runner:
        inner = inner_factory(plan)

        def for_layout(layout: str) -> Callable[[Any, int], dict[str, Any]]:
            run = inner(layout)
            if adam_eps is None and restore is None:
                return run

            def patched(run_dir: Any, seed: int) -> dict[str, Any]:
                import types
                from unittest import mock

                import torch

                from benchmarks import variants_d

                optimizer_of = variants_d._optimizer

                def optimizers(p: Plan, net: Any) -> Any:
                    optimizer: Any
                    if adam_eps is not None and p.optimizer == "adam":
                        params = [q for q in net.parameters() if q.requires_grad]
                        optimizer = torch.optim.Adam(params, lr=p.lr, eps=adam_eps,
                                                     weight_decay=p.weight_decay)
                    else:
                        optimizer = optimizer_of(p, net)
                    if restore is None:
                        return optimizer
                    save_at, load_at = restore
                    original, steps, saved = optimizer.step, [0], {}

                    def step(_self: Any, closure: Callable[[], Any] | None = None) -> Any:
                        result = original(closure)
                        steps[0] += 1
                        if steps[0] == save_at:
                            saved["net"] = copy.deepcopy(net.state_dict())
                            saved["optimizer"] = copy.deepcopy(optimizer.state_dict())
                        if steps[0] == load_at:
                            lrs = [group["lr"] for group in optimizer.param_groups]
                            net.load_state_dict(saved["net"])
                            optimizer.load_state_dict(saved["optimizer"])
                            for group, lr in zip(optimizer.param_groups, lrs, strict=True):
                                group["lr"] = lr
                        return result

                    # a bound method, as torch's schedulers wrap it
                    optimizer.step = types.MethodType(step, optimizer)
                    return optimizer

                with mock.patch.object(variants_d, "_optimizer", optimizers):
                    return run(run_dir, seed)

            return patched

        return for_layout

    return factory


# ---------------------------------------------------------------- the variants


def Z(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by battery w's runner (through this battery's wrapper)."""
    return L(*args, runs=runs or z_runs(), **kw)


FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    Z(
        "vz-lr-high-adamw-transformer-rallies",
        Plan(rallies, "transformer", 0.05, "adamw", weight_decay=0.01, epochs=10, log_every=4),
        ("slow-convergence",),
        "learning-rate-too-high",
        "AdamW at lr 0.05 (an SGD recipe's lr, ~25x a transformer's usual) on a transformer over the "
        "tennis points: the first logged losses 1.71, 1.46, 2.99, then 0.75-1.3 for all 320 steps without "
        "settling, the val loss 0.90-1.01 and val accuracy 0.52-0.58 at every evaluation (baseliners are "
        "0.35), test 0.89 and 0.54 (sound runs: val loss 0.76-0.79, accuracy 0.65-0.69)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="transformer",
        dataset="tennis-rallies",
        seed=16001,
    ),
    Z(
        "vz-lr-low-sgd-bncnn-thermo",
        Plan(thermo, "bncnn", 2e-4, "sgd", epochs=10, log_every=8),
        ("slow-convergence",),
        "learning-rate-too-low",
        "plain SGD at lr 2e-4 (an Adam lr kept after switching optimiser) on a batch-norm CNN over the "
        "thermography crops: the logged loss 1.74, then 1.62-1.77 for all 320 steps, the val loss 1.67 to "
        "1.73-1.74 and val accuracy 0.07-0.12 (healthy modules are 0.32), test 1.70 and 0.10 (a sound "
        "batch-norm CNN: 0.75)",
        STALL,
        family="cnn-bn",
        dataset="pv-thermography",
        seed=16002,
    ),
    Z(
        "vz-exp-per-step-cnn1d-lift",
        Plan(lift, "cnn1d", 3e-3, "adam", epochs=12, log_every=6, schedule="exp", gamma=0.9,
             model_kw={"channels": 16}),
        ("slow-convergence",),
        "lr-decay-too-fast",
        "ExponentialLR(gamma=0.9) meant per epoch stepped per optimizer step on a 1-D CNN over the lift "
        "runs (Adam lr 3e-3): the lr 1.2e-4 by step 32 and 8e-21 at the end; the logged loss 1.62 to "
        "1.45-1.6 and stuck, the val loss 1.52-1.53 and val accuracy 0.353 at all 12 evaluations, test "
        "0.37 (a sound 1-D CNN: 0.77-0.81)",
        STALL,
        family="cnn",
        dataset="lift-vibration",
        seed=16003,
    ),
    Z(
        "vz-no-clip-rnn-lift",
        Plan(lift, "seq-rnn", 0.01, "sgd", momentum=0.9, epochs=6, log_every=3, model_fault=identity_rnn(1.0),
             model_kw={"hidden": 64, "nonlinearity": "relu"}),
        ("gradient-explosion", "loss-runaway"),
        "no-gradient-clipping",
        "an identity-initialised ReLU RNN (hidden 64) reading the lift runs one sample at a time, SGD "
        "momentum lr 0.01, the recipe's clip_grad_norm_ call left out: the first logged loss 1.95, the "
        "next 4,790, then 2.3e13 and NaN (gradient norms 84 to inf): 391 logged values non-finite, every "
        "val loss NaN and val accuracy 0.313 (every run called normal), test NaN",
        (*RUNAWAY, "undertrained"),
        family="rnn",
        dataset="lift-vibration",
        seed=16004,
    ),
    Z(
        "vz-adam-eps-1-mlp-dairy",
        Plan(dairy, "mlp", 1e-3, "adam", epochs=12, log_every=8, model_kw=MLP64),
        ("slow-convergence",),
        "weight-updates-too-small",
        "Adam built with eps=1.0 (a TensorFlow recipe's epsilon hat pasted into torch), lr 1e-3, on a "
        "2x64 MLP over the herd data: each update is ~lr x the raw gradient, so the logged loss creeps "
        "1.65 to 1.51 in 384 steps, the val loss 1.65 to 1.50 and val accuracy 0.10 to 0.57 still rising "
        "(healthy cows are 0.59), test 0.53 (a sound MLP: val loss ~0.70, accuracy 0.76)",
        (*STALL, "gradient-vanishing"),
        family="mlp",
        dataset="dairy-herd-health",
        seed=16005,
        runs=z_runs(adam_eps=1.0),
    ),
    # --- data
    Z(
        "vz-style-tagger-lstm-rallies",
        Plan(rallies, "lstm", 3e-3, "adam", epochs=40, log_every=16, data_fault=rally_tagger(0.3),
             model_kw={"hidden": 128}),
        ("overfitting",),
        "label-noise",
        "the training points tagged by the broadcaster's automatic style tagger, which swaps 30% of "
        "baseliners / counter-punchers and serve-and-volleyers / all-court players (validation tagged by "
        "coaches), an LSTM (hidden 128) for 40 epochs: the logged loss 1.29 to 0.06 as it learns the "
        "swaps; the val loss at its minimum 0.94 at epoch 7, then up to 2.64, val accuracy 0.57-0.58 "
        "falling to 0.46; test 2.46 and 0.51 (clean tags: 0.65-0.69)",
        ("train-val-gap", "undertrained", "slow-convergence"),
        family="lstm",
        dataset="tennis-rallies",
        seed=16006,
    ),
    Z(
        "vz-raw-units-mlp-drone",
        Plan(drone_raw_features, "mlp", 1e-3, "adam", epochs=10, log_every=4, model_kw=MLP64),
        ("bad-initial-loss",),
        "unnormalized-input",
        "the drone logs' features as exported (the mass in grams up to 8,000, the capacity in mAh up to "
        "~40,000, the temperature in kelvin), no scaler, a 2x64 MLP under Adam: the first logged MSE "
        "3,190 (the standardised target's variance is 1), then 737, 844, 586, gradient norms 4.3e5 "
        "falling to ~1e4; the val MSE 269, 12.8, 8.3, then 1.8-4.3, test 3.9 (a scaled MLP: 0.13-0.16)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="regression",
        dataset="drone-endurance",
        seed=16007,
    ),
    Z(
        "vz-empty-meter-cells-mlp-dairy",
        Plan(dairy, "mlp", 2e-3, "adamw", weight_decay=0.01, epochs=6, log_every=3,
             data_fault=empty_meter_cells(0.003), model_kw=MLP64),
        ("loss-runaway", "gradient-explosion"),
        "missing-values",
        "0.3% of the training table's cells empty (a missed milking, a collar out of range) and passed on "
        "as NaN, a 2x64 MLP under AdamW logged every 3 steps: the first batch holding an empty cell makes "
        "every weight NaN; the HF log shows a loss of 0 and a NaN gradient norm at every point (71 values "
        "non-finite), every val loss NaN and val accuracy 0.593 (every cow called healthy), test NaN",
        (*RUNAWAY, "undertrained"),
        family="mlp",
        dataset="dairy-herd-health",
        seed=16008,
    ),
    Z(
        "vz-val-from-train-cnn-thermo",
        Plan(thermo, "cnn", 3e-3, "adam", epochs=30, log_every=16, data_fault=val_from_train,
             model_kw={"channels": 32}),
        ("val-test-gap",),
        "data-leakage",
        "the validation crops drawn from the training crops (a split made after duplicating rare defects "
        "for oversampling), a 32-channel CNN for 30 epochs, the test crops apart: the logged loss 1.61 to "
        "0.02, the val loss 1.22 to 0.011 and val accuracy 0.49 to 1.00 (the data's own ceiling is "
        "~0.75), while the test loss is 1.06 and test accuracy 0.73",
        ("zero-train-loss", "overfitting", "train-val-gap", "undertrained"),
        family="cnn",
        dataset="pv-thermography",
        seed=16009,
    ),
    Z(
        "vz-jersey-herd-test-mlp-dairy",
        Plan(dairy_jersey_test, "mlp", 2e-3, "adam", epochs=12, log_every=8, model_kw=MLP64),
        ("val-test-gap",),
        "distribution-shift",
        "the model tested on the group's new Jersey farm (9 kg less milk, fat +1.0 and protein +0.5 "
        "points, conductivity -0.3), scaled by the Holstein herd's statistics: a 2x64 MLP's logged loss "
        "1.68 to 0.3-0.9, the val loss 1.10 to 0.69-0.71 and val accuracy 0.57 to 0.75-0.77, while the "
        "test loss is 1.12 and test accuracy 0.57",
        (),
        family="mlp",
        dataset="dairy-herd-health",
        seed=16010,
    ),
    Z(
        "vz-sorted-styles-gru-rallies",
        Plan(rallies, "gru", 3e-3, "adam", epochs=8, log_every=2, shuffle=False, sort_by_class=True),
        ("periodic-loss", "loss-spikes"),
        "data-not-shuffled",
        "the points sorted by style and the loader's shuffle off, so each epoch runs baseliners, "
        "serve-and-volleyers, counter-punchers, then all-court players, logged every 2 steps: the logged "
        "loss swings 0.9-2.2 with the block in every epoch; the val loss 1.32 to 0.94-0.95 and val "
        "accuracy 0.43 to 0.53-0.56, test 0.93 and 0.56 (a shuffled GRU: 0.65)",
        ("loss-oscillation", "slow-convergence", "metric-at-baseline", "val-test-gap", "undertrained",
         "train-val-gap"),
        family="gru",
        dataset="tennis-rallies",
        seed=16011,
    ),
    Z(
        "vz-old-firmware-seconds-mlp-drone",
        Plan(drone, "mlp", 2e-3, "adam", epochs=10, log_every=3, data_fault=old_firmware_seconds(0.01),
             model_kw=MLP64),
        ("loss-spikes",),
        "bad-input-data",
        "1% of the training flights logged by the old firmware in seconds and merged as minutes (60x: "
        "~40-600 sd above the mean once scaled), a 2x64 MLP under Adam logged every 3 steps: the logged "
        "loss 0.5-4 between such flights and up to 217 on a batch holding one, the val MSE 1.17 rising to "
        "2.44 (a clean MLP: 0.15), test 2.20",
        (*RUNAWAY, "undertrained"),
        family="regression",
        dataset="drone-endurance",
        seed=16012,
    ),
    # --- evaluation
    Z(
        "vz-celsius-eval-cnn-thermo",
        Plan(thermo, "cnn", 2e-3, "adam", epochs=10, log_every=8, data_fault=thermo_celsius_eval,
             model_kw={"channels": 16}),
        ("train-val-gap",),
        "eval-pipeline-mismatch",
        "the validation and test crops from the camera software's radiometric export in degrees Celsius "
        "(26-60) while the training crops are normalised (~-0.2 to 1.5): a 16-channel CNN's logged loss "
        "1.61 to 0.5-0.9, while the val loss is 52, then 359-939 and val accuracy 0.153 at every "
        "evaluation (every module called one class), test 933 and 0.17",
        EVAL,
        family="cnn",
        dataset="pv-thermography",
        seed=16013,
    ),
    Z(
        "vz-eval-targets-minutes-mlp-drone",
        Plan(drone, "mlp", 2e-3, "adamw", weight_decay=0.01, epochs=12, log_every=6,
             data_fault=eval_targets_in_minutes, model_kw=MLP64),
        ("train-val-gap",),
        "wrong-eval-logic",
        "the evaluation script scores the standardised predictions against the endurance in minutes (it "
        "never applies the target scaler to the evaluation flights): a 2x64 MLP's logged MSE 0.76 to "
        "0.09-0.16, while the val MSE is 419-431 at every evaluation, test 396",
        ("val-test-gap", "overfitting", "undertrained", "metric-at-baseline", "bad-initial-loss"),
        family="regression",
        dataset="drone-endurance",
        seed=16014,
    ),
    Z(
        "vz-train-mode-eval-bncnn-thermo",
        Plan(thermo_wide_eval, "bncnn", 3e-3, "adam", epochs=10, log_every=8, data_fault=class_blocks(256),
             model_fault=always_training, model_kw={"dropout": 0.3}),
        ("train-val-gap", "metric-at-baseline"),
        "train-eval-mode-misuse",
        "a batch-norm CNN with dropout 0.3 whose forward calls self.train(), evaluated on crops read "
        "folder by folder (256 of one class per batch of 256): batch norm normalises each single-class "
        "batch by its own statistics and dropout stays on; the logged loss 1.51 to 0.70-0.79, while the "
        "val loss rises 1.70 to 2.42 and val accuracy stays at 0.22-0.24 (5 balanced classes), test 2.46 "
        "and 0.23",
        EVAL,
        family="cnn-bn",
        dataset="pv-thermography",
        seed=16015,
    ),
    Z(
        "vz-no-validation-cnn1d-lift",
        Plan(lift, "cnn1d", 3e-3, "adam", epochs=10, log_every=4, data_fault=no_test,
             model_kw={"channels": 16}),
        ("missing-validation",),
        "missing-eval-set",
        "a 1-D CNN over the lift runs that never evaluates: no validation loop, no test split; the logged "
        "loss 1.62 to 0.87-1.0 over 320 steps",
        (),
        family="cnn",
        dataset="lift-vibration",
        seed=16016,
        runs=z_runs(evaluate=False),
    ),
    # --- model
    Z(
        "vz-mse-softmax-transformer-rallies",
        Plan(rallies, "transformer", 0.05, "sgd", epochs=10, batch_size=64, log_every=4, loss="mse-softmax"),
        ("slow-convergence",),
        "wrong-loss-function",
        "MSE between the softmax probabilities and one-hot styles in place of cross-entropy, a "
        "transformer under plain SGD lr 0.05, batch 64: the logged loss 0.19 to 0.14-0.16 in 160 steps, "
        "the val loss 0.164 to 0.144 and val accuracy 0.51 to 0.56 (a cross-entropy transformer under "
        "SGD: 0.63-0.66), test 0.57",
        (*STALL, "gradient-vanishing"),
        family="transformer",
        dataset="tennis-rallies",
        seed=16017,
    ),
    Z(
        "vz-wide-cnn-thermo-small",
        Plan(thermo_small, "cnn", 2e-3, "adam", epochs=60, batch_size=16, log_every=5,
             model_kw={"channels": 64}),
        ("overfitting",),
        "model-too-large",
        "a 64-channel CNN (~95k parameters, ~630 per crop) on one inverter block's 150 crops for 60 "
        "epochs without regularisation: the logged loss 1.61 to ~0.002, the val loss at its minimum 1.15 "
        "at epoch 6, then rising to 2.4, val accuracy 0.36 to 0.55-0.62, test 2.27 and 0.64 (a 16-channel "
        "CNN on 1,000 crops: 0.75)",
        MEMORISED,
        family="cnn",
        dataset="pv-thermography",
        seed=16018,
    ),
    Z(
        "vz-zero-init-mlp-drone",
        Plan(drone, "mlp", 3e-3, "adam", epochs=10, log_every=8, model_fault=zero_init, model_kw=MLP64),
        ("slow-convergence",),
        "poor-initialization",
        "nn.init.zeros_ applied to every Linear weight and bias (a helper meant for the biases) of a 2x64 "
        "MLP on the drone logs: only the head's bias can learn; the logged MSE 0.4-1.8 for all 320 steps, "
        "the val MSE 1.10-1.11 at every evaluation (the prediction is the mean), test 1.16 (a sound MLP: "
        "0.15)",
        (*STALL, "gradient-vanishing"),
        family="regression",
        dataset="drone-endurance",
        seed=16019,
    ),
    Z(
        "vz-deep-sigmoid-sgd-dairy",
        Plan(dairy, "mlp", 0.05, "sgd", momentum=0.9, epochs=10, log_every=8,
             model_kw={"width": 32, "num_layers": 10, "activation": "sigmoid"}),
        ("slow-convergence",),
        "vanishing-gradients",
        "an 11-layer sigmoid MLP (10 hidden layers of 32) on the herd data under SGD momentum lr 0.05: "
        "the logged loss 1.1-1.9 for all 320 steps, gradient norms down to 0.06, the val loss 1.24-1.32 "
        "and val accuracy 0.593 at every evaluation (every cow called healthy), test 1.32 and 0.55 (a "
        "sound MLP: 0.76)",
        (*STALL, "gradient-vanishing"),
        family="mlp",
        dataset="dairy-herd-health",
        seed=16020,
    ),
    # --- workflow
    Z(
        "vz-max-steps-40-bncnn-thermo",
        Plan(thermo, "bncnn", 3e-3, "adam", epochs=10, max_steps=40, log_every=2),
        ("undertrained",),
        "too-few-epochs",
        "max_steps=40 left from a debugging session on a batch-norm CNN over the thermography crops (the "
        "recipe asks 10 epochs, 320 steps): every 2nd step logged, the loss 1.62 to 1.24-1.37 and still "
        "falling, one evaluation: val loss 1.44 and val accuracy 0.39 (its full twin: 0.75), test 0.35",
        ("slow-convergence", "metric-at-baseline"),
        family="cnn-bn",
        dataset="pv-thermography",
        seed=16021,
    ),
    Z(
        "vz-resume-first-checkpoint-gru-rallies",
        Plan(rallies, "gru", 3e-3, "adam", epochs=12, log_every=4),
        ("loss-spikes",),
        "wrong-checkpoint-loaded",
        "the job was preempted at step 256 and the restart script resumed from the first file of the "
        "checkpoint folder (the weights and Adam state of step 32) instead of the last, while the step "
        "counter went on: a GRU's logged loss 1.39 to 0.6-0.75 by step 250, then 1.16 at step 256 and "
        "back down to 0.55-1.08; the val loss 1.05 to 0.79-0.81 by epoch 7, then 1.05 (val accuracy 0.54) "
        "at epoch 8 and 0.79 at the end, test 0.81 and 0.65",
        (*RUNAWAY, "loss-runaway", "undertrained", "overfitting"),
        family="gru",
        dataset="tennis-rallies",
        seed=16022,
        runs=z_runs(restore=(32, 256)),
    ),
)

HEALTHY: tuple[Variant, ...] = (
    # --- PV thermography
    Z(
        "vz-healthy-bncnn-thermo-bf16-warmup-cosine",
        Plan(thermo, "bncnn", 4e-3, "adamw", weight_decay=0.01, epochs=14, batch_size=64, log_every=3,
             bf16=True, schedule="warmup-cosine", warmup=24),
        (),
        None,
        "a batch-norm CNN under bf16-mixed autocast, batch 64, AdamW with 24 warm-up steps then cosine to "
        "0, logged every 3 steps: the logged loss 1.58 to 0.62-0.77, the val loss 1.54, 1.51, 1.44, then "
        "1.09 to 0.72 and val accuracy 0.38 to 0.75, test 0.76",
        family="cnn-bn",
        dataset="pv-thermography",
        seed=16101,
    ),
    Z(
        "vz-healthy-cnn-thermo-augment",
        Plan(thermo, "cnn", 2e-3, "adam", epochs=24, log_every=16, val_every_epochs=4, schedule="cosine",
             model_fault=sign_augment, model_kw={"channels": 16}),
        (),
        None,
        "a 16-channel CNN on crops mirrored, moved by a pixel and given 0.1 of extra noise (battery w's "
        "augmentation; no finding depends on it), Adam + cosine for 24 epochs, validated every 4: the "
        "logged loss 1.61 to 0.8-1.05, the val loss 1.12 to 0.91, below it; val accuracy 0.53 to 0.65 "
        "(the extra noise hides faint defects), test 0.61",
        family="cnn",
        dataset="pv-thermography",
        seed=16102,
    ),
    Z(
        "vz-healthy-resnet-thermo-onecycle",
        Plan(thermo, "resnet", 0.08, "sgd", momentum=0.9, epochs=6, log_every=8, schedule="onecycle"),
        (),
        None,
        "a residual net under OneCycleLR (SGD momentum, max lr 0.08) for 6 epochs: the val loss 1.51, "
        "1.18, then 2.09, 1.05 and 4.69 (val accuracy 0.17-0.61) as the high lr shakes its batch norm, "
        "and 0.80 at the end as it anneals; val accuracy 0.68 at the end, test 0.73",
        family="resnet",
        dataset="pv-thermography",
        seed=16103,
    ),
    Z(
        "vz-healthy-cnn-thermo-early-stop",
        Plan(thermo, "cnn", 2e-3, "adam", epochs=50, log_every=20, early_stop=5, model_kw={"channels": 16}),
        (),
        None,
        "a 16-channel CNN under Adam lr 2e-3 with EarlyStopping(val_loss, patience 5) planned for 50 "
        "epochs, logged every 20 steps: the logged loss 1.61 to 0.2-0.6, the val loss 1.33 to its minimum "
        "0.716 at epoch 16, then 0.74-0.84 and the run stops at epoch 21; val accuracy 0.46 to 0.68-0.72, "
        "test 0.76",
        family="cnn",
        dataset="pv-thermography",
        seed=16104,
    ),
    # --- tennis rallies
    Z(
        "vz-healthy-transformer-rallies-long-warmup",
        Plan(rallies, "transformer", 3e-3, "adamw", weight_decay=0.01, epochs=14, log_every=8,
             schedule="warmup-cosine", warmup=160, model_kw={"dropout": 0.1}),
        (),
        None,
        "a transformer with dropout 0.1 over the tennis points, AdamW with 160 warm-up steps (5 epochs) "
        "then cosine to 0: the logged loss 1.54 to 0.5-0.9, the val loss 1.22, 0.93, then 0.76-0.82 and "
        "val accuracy 0.42 to 0.65-0.69 (short points and aces set the floor), test 0.65",
        family="transformer",
        dataset="tennis-rallies",
        seed=16105,
    ),
    Z(
        "vz-healthy-lstm-rallies-batch128-floor",
        Plan(rallies, "lstm", 4e-3, "adam", epochs=12, batch_size=128, log_every=2, model_kw={"hidden": 64}),
        (),
        None,
        "an LSTM (hidden 64) over the tennis points, Adam lr 4e-3, batch 128 (8 steps an epoch), every "
        "2nd step logged: the logged loss 1.41 to 0.53-0.69; the val loss 1.19 to 0.79-0.84, flat over "
        "the last 8 epochs, and val accuracy 0.63-0.67 (the floor), test 0.62",
        family="lstm",
        dataset="tennis-rallies",
        seed=16106,
    ),
    Z(
        "vz-healthy-gru-rallies-finetune",
        Plan(rallies, "gru", 3e-4, "adam", epochs=3, log_every=3,
             model_fault=pretrained(rallies_corpus, 700)),
        (),
        None,
        "a GRU starting from weights trained for 700 steps on last season's points (a pretrained "
        "checkpoint), Adam lr 3e-4 for 3 epochs: the first logged loss 0.80 (ln 4 = 1.39), windows "
        "0.44-1.1; the val loss 0.778, 0.775, 0.772 and val accuracy 0.66 all along (the floor), test "
        "0.67",
        family="gru",
        dataset="tennis-rallies",
        seed=16107,
    ),
    Z(
        "vz-healthy-transformer-rallies-sgd-step",
        Plan(rallies, "transformer", 0.05, "sgd", momentum=0.9, epochs=16, batch_size=64, log_every=5,
             val_every_epochs=2, schedule="step", step_size=160, gamma=0.2),
        (),
        None,
        "a transformer under SGD momentum lr 0.05, batch 64, StepLR x0.2 at step 160 (epoch 10), "
        "validated every 2 epochs: the logged loss 1.30 to 0.68-0.77, the val loss 0.99, 0.93, 0.82, "
        "0.84, 0.83, then 0.78-0.79 after the drop, val accuracy 0.58 to 0.64-0.66, test 0.65",
        family="transformer",
        dataset="tennis-rallies",
        seed=16108,
    ),
    # --- lift vibration
    Z(
        "vz-healthy-cnn1d-lift-epoch-log",
        Plan(lift, "cnn1d", 3e-3, "adam", epochs=40, batch_size=64, log_every=10, train_log="epoch",
             model_kw={"channels": 16}),
        (),
        None,
        "a 1-D CNN (16 channels) under Adam lr 3e-3, batch 64, for 40 epochs, the train loss logged once "
        "an epoch: a slow descent from 1.5 to 0.5; the val loss 1.44 to 0.60 and val accuracy 0.40 to "
        "0.77-0.79, test 0.81",
        family="cnn",
        dataset="lift-vibration",
        seed=16109,
    ),
    Z(
        "vz-healthy-bncnn1d-lift-accumulate-sparse",
        Plan(lift, "bncnn1d", 2e-3, "adamw", weight_decay=0.01, epochs=20, batch_size=8, accumulate=4,
             log_every=8, val_every_epochs=4, schedule="cosine", model_kw={"channels": 16}),
        (),
        None,
        "a batch-norm 1-D CNN with batch 8 accumulated over 4 (32 optimizer steps an epoch), AdamW + "
        "cosine for 20 epochs, validated every 4 (5 points): the logged loss 1.58 to 0.77-0.86 by window, "
        "the val loss 1.07, 0.89, 0.82, 0.76, 0.77 and val accuracy 0.60 to 0.76, test 0.76",
        family="cnn-bn",
        dataset="lift-vibration",
        seed=16110,
    ),
    Z(
        "vz-healthy-gru-lift-late-start",
        Plan(lift, "seq-gru", 3e-3, "adam", epochs=14, log_every=8, clip=1.0, model_kw={"hidden": 48}),
        (),
        None,
        "a GRU (hidden 48) reading the lift runs one sample at a time, Adam lr 3e-3, clipping at 1: the "
        "logged loss at 1.57-1.60 for the first 40 steps (ln 5 = 1.61), then a slow descent to 0.92-1.2; "
        "the val loss 1.57 to 1.04 and val accuracy 0.31 to 0.54, still rising, test 0.50",
        family="gru",
        dataset="lift-vibration",
        seed=16111,
    ),
    Z(
        "vz-healthy-bncnn1d-lift-rmsprop-plateau",
        Plan(lift, "bncnn1d", 1e-3, "rmsprop", epochs=16, log_every=8, schedule="plateau", gamma=0.5,
             model_kw={"channels": 16, "dropout": 0.3}),
        (),
        None,
        "a batch-norm 1-D CNN with dropout 0.3 under RMSprop lr 1e-3 with ReduceLROnPlateau (x0.5, no "
        "patience) for 16 epochs: the logged loss 1.71 to 0.76-1.2, the val loss 1.29 to 0.82 (the lr "
        "halved once, at epoch 6) and val accuracy 0.52 to 0.76, test 0.77",
        family="cnn-bn",
        dataset="lift-vibration",
        seed=16112,
    ),
    # --- drone endurance
    Z(
        "vz-healthy-drone-adamw-cosine-floor",
        Plan(drone, "mlp", 3e-3, "adamw", weight_decay=0.01, epochs=36, log_every=12, schedule="cosine",
             model_kw={"width": 96, "num_layers": 2}),
        (),
        None,
        "a 2x96 MLP on the drone logs, AdamW + cosine for 36 epochs: the logged MSE 0.71 to 0.05-0.06, "
        "the val MSE 0.39 to 0.146, flat at 0.146-0.150 over the last 15 epochs (the airframes' hidden "
        "figure of merit sets the floor), test 0.136",
        family="regression",
        dataset="drone-endurance",
        seed=16113,
    ),
    Z(
        "vz-healthy-drone-seconds-adam",
        Plan(drone_seconds, "mlp", 5e-2, "adam", epochs=30, log_every=8, schedule="cosine",
             model_kw={"width": 128, "num_layers": 2}),
        (),
        None,
        "a 2x128 MLP on the endurance in seconds (the first logged MSE 1.1e6; the target's variance "
        "~3.5e5), Adam lr 0.05 + cosine: the logged MSE 1.1e6, 3.4e5 ... 2.8e4-3.5e4, the val MSE 1.27e5 "
        "to 4.05e4 (the floor), test 3.9e4",
        family="regression",
        dataset="drone-endurance",
        seed=16114,
    ),
    Z(
        "vz-healthy-drone-sgd-batch8-every-2",
        Plan(drone, "mlp", 1e-2, "sgd", epochs=2, batch_size=8, log_every=2, model_kw=MLP64),
        (),
        None,
        "plain SGD lr 0.01 with batch 8 on the drone logs, every 2nd step logged (125 points in 250 "
        "steps): single windows 0.09-1.7 (a long-endurance airframe in a batch of eight); the val MSE "
        "0.61, 0.41, test 0.45",
        family="regression",
        dataset="drone-endurance",
        seed=16115,
    ),
    Z(
        "vz-healthy-drone-adagrad-long-sparse",
        Plan(drone_long, "mlp", 0.03, "adagrad", epochs=40, batch_size=32, log_every=25, val_every_epochs=5,
             model_kw=MLP64),
        (),
        None,
        "2,520 Adagrad steps (lr 0.03, batch 32) of a 2x64 MLP on 2,000 flights, logged every 25 steps, "
        "validated every 5 epochs: the windowed MSE 0.5-3.2 at the start, then 0.03-0.12; the val MSE "
        "0.109, 0.107, then 0.099-0.112, test 0.11",
        family="regression",
        dataset="drone-endurance",
        seed=16116,
    ),
    Z(
        "vz-healthy-drone-sgdm-late-step-epoch-log",
        Plan(drone, "mlp", 5e-3, "sgd", momentum=0.9, epochs=24, log_every=10, train_log="epoch",
             schedule="step", step_size=640, gamma=0.1, model_kw=MLP64),
        (),
        None,
        "SGD momentum lr 5e-3 on the drone logs for 24 epochs, StepLR x0.1 at step 640 (epoch 20), the "
        "train loss logged once an epoch: 0.82, 0.53, 0.37 ... 0.097 in a long slow descent, the val MSE "
        "0.78 to 0.16-0.17 and 0.161-0.163 after the drop, test 0.16",
        family="regression",
        dataset="drone-endurance",
        seed=16117,
    ),
    # --- dairy herd health
    Z(
        "vz-healthy-mlp-dairy-dropout-plateau",
        Plan(dairy, "mlp", 2e-3, "adam", epochs=30, log_every=16, schedule="plateau", gamma=0.5,
             model_kw={"width": 128, "num_layers": 3, "dropout": 0.5}),
        (),
        None,
        "a 3x128 MLP with dropout 0.5 on the herd data, Adam with ReduceLROnPlateau (x0.5, no patience): "
        "the logged loss 1.43 to 0.77-0.87, above the val loss, which goes 1.12 to 0.727 by epoch 13 and "
        "0.729 for 15 evaluations as the lr falls to 1.5e-8; val accuracy 0.77 (healthy cows are 0.59), "
        "test 0.69",
        family="mlp",
        dataset="dairy-herd-health",
        seed=16118,
    ),
    Z(
        "vz-healthy-mlp-dairy-batch200",
        Plan(dairy, "mlp", 4e-3, "adamw", weight_decay=0.01, epochs=30, batch_size=200, log_every=5,
             model_kw=MLP64),
        (),
        None,
        "a 2x64 MLP with batch 200 (5 steps an epoch) under AdamW for 30 epochs: the logged loss 1.61 to "
        "0.49-0.66, the val loss 1.32 to 0.71-0.74 and val accuracy 0.59 to 0.74-0.76, test 0.70",
        family="mlp",
        dataset="dairy-herd-health",
        seed=16119,
    ),
    Z(
        "vz-healthy-mlp-dairy-short",
        Plan(dairy, "mlp", 8e-3, "adam", epochs=2, batch_size=40, log_every=1,
             model_kw={"width": 48, "num_layers": 1}),
        (),
        None,
        "a 1x48 MLP, Adam lr 8e-3, batch 40 for 2 epochs (50 steps, every step logged): the loss 1.56 to "
        "0.67-1.03, the val loss 0.88, 0.77 and val accuracy 0.72, 0.74, test 0.67",
        family="mlp",
        dataset="dairy-herd-health",
        seed=16120,
    ),
    Z(
        "vz-healthy-mlp-dairy-early-stop",
        Plan(dairy, "mlp", 2e-3, "adam", epochs=100, log_every=12, early_stop=6,
             model_kw={"width": 128, "num_layers": 2}),
        (),
        None,
        "a 2x128 MLP under Adam with EarlyStopping(val_loss, patience 6) planned for 100 epochs: the val "
        "loss 0.93 to its minimum 0.698 at epoch 7, then 0.70-0.79, and the run stops at epoch 13; the "
        "logged loss 1.69 to 0.35-0.9, val accuracy 0.69 to 0.73-0.78, test 0.69",
        family="mlp",
        dataset="dairy-herd-health",
        seed=16121,
    ),
    Z(
        "vz-healthy-mlp-dairy-rmsprop-batch4-sparse",
        Plan(dairy, "mlp", 5e-4, "rmsprop", epochs=12, batch_size=4, log_every=30, val_every_epochs=6,
             model_kw={"width": 32, "num_layers": 2}),
        (),
        None,
        "RMSprop lr 5e-4 with batch 4 on the herd data (oestrus 10% of cows), 3,000 steps logged every "
        "30, validated every 6 epochs: single windows 0.1-1.7 (a sick cow in a batch of four); the val "
        "loss 0.80, 0.73 and val accuracy 0.74, 0.76, test 0.67",
        family="mlp",
        dataset="dairy-herd-health",
        seed=16122,
    ),
)
