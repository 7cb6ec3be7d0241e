"""Variant battery n: a seventh look-alike of an external held-out suite, real framework runs (`--battery n`).

    nice -n 10 python benchmarks/variants.py --battery n --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery n [--runs]

Like batteries d-m, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is
the log), trained by battery d's runner through battery g's, j's and l's wrappers, so each case
can run in each of the three layouts; the layout rotation of variants.py picks one. It was written
blind: its author trained it with `--train-only`, read the raw logged numbers of each run, and
never diagnosed or scored it, so it is held-out data for the tool. Its two halves are near even
(23 faulty, 22 healthy; under a CPU-minute to train): one fault each, injected into a data set no
battery had, with model / optimiser / schedule pairings no battery had. Runs of 50 to 2,560
steps: MLPs (one 11 layers deep under sigmoids, one under tanh, one under GELU), 2-D CNNs with and
without batch norm, a small residual net, 1-D CNNs with and without batch norm, GRU / LSTM token
readers and a ReLU RNN, float-window GRU / LSTM readers and regression MLPs; SGD with and without
momentum (and Nesterov), Adam, AdamW, RMSprop and Adagrad; constant, warm-up + linear decay,
warm-up + cosine, cosine, step, plateau, exponential and one-cycle schedules; dropout 0.5, input
noise and shift augmentation, weight decay, early stopping and clipping; cadences from every
step to once an epoch, full batch, evaluations every epoch to every 8.
The data sets are new, all made offline with numpy: a weather station's hour (temperature,
humidity, pressure, wind, cloud, hour of day) labelled dry / rain / snow by drawing from a known
logistic model (a Bayes accuracy of ~0.77 at a cross-entropy of ~0.475, 43% of ln 3; 500, 1,000
and 3,000 rows); the seven tetrominoes drawn in 2x2-px cells at random offsets on a 12x12 canvas
(pixel noise sd 0.2; 150 and 1,000 images); 64-bin spectra of five compounds told apart by the
shape of their lines (singlet, narrow / wide doublet, 1:2:1 triplet, broad band) at a shifting
position on a sloped baseline (600 and 1,000 rows, a draw with 1,300-row evaluation sets, a
half-resolution test instrument); strings of 16 tokens over three symbols labelled by their
longest run (2 or less, 3, 4, 5+); an electric car's range (km) from battery, mass, payload,
speed, temperature, HVAC and tyre pressure by rolling resistance and drag (standardised, in km,
with raw features); 48-sample pulse-sensor traces whose heart rate (45-150 bpm) is the target.
The healthy half holds sound runs a naive reader can take for a fault: weather losses plateauing
at the Bayes floor (~0.49, val accuracy 0.76 against a majority of 0.52), val below train under
dropout 0.5 and under input-noise augmentation, a noisy every-step batch-8 SGD run, full-batch
Adam (50 steps), early stopping at epoch 11, recurrent readers flat at the majority level or the
target's variance for several epochs before they learn, a OneCycle and a plateau run whose val
loss swings, a regression in km (first MSEs near 1.6e5), a three-epoch run, 150 images that
generalise, a train loss logged once an epoch, an LSTM pulse regressor that levels off at 0.46
as its cosine lr decays.
The faulty half: an lr far too high (RMSprop on the weather table, logged from a blow-up; SGD on
a residual net, stuck above ln 7) or far too low (RMSprop on a 1-D CNN), an ExponentialLR stepped
per batch, no zero_grad under SGD on a regressor, softmax before CrossEntropyLoss on a GRU,
shuffled labels, every row exported twice before the validation cut, 40 training spectra,
label-sorted images, features in raw units, -inf cells, a half-resolution test instrument, no
validation, evaluation images of inverted polarity, evaluation labels off by one, evaluation in
training mode, dead ReLUs on a regressor, a frozen residual net, a deep sigmoid stack, a ReLU RNN
unclipped, N(0, 1) weights and a max_steps cut.
Split, layout rotation and labels follow variants.py's rules; a Lightning case's `every` is its
`log_every_n_steps`.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from benchmarks.variants import BROKEN, MEMORISED, RUNAWAY, STALL, Variant, _generated
from benchmarks.variants_d import (
    INIT,
    SORTED,
    Plan,
    dead_relus,
    first_rows,
    frozen_but_head_bias,
    identity_rnn,
    shuffled_labels,
    softmax_output,
)
from benchmarks.variants_e import input_noise, no_test, normal_init
from benchmarks.variants_f import random_shift
from benchmarks.variants_j import always_training, class_blocks, inf_cells, j_runs
from benchmarks.variants_k import labels_off_by_one, written_twice
from benchmarks.variants_l import L, l_runs

if TYPE_CHECKING:
    from tests.suite.datasets import Splits

SIZES = (1000, 300, 300)


# ---------------------------------------------------------------- data sets no battery has


def _precip(seed: int, n: int) -> tuple[Any, Any, Any]:
    """A weather station's hour: temperature (C, N(10, 8)), relative humidity (%, 30-100), pressure
    (hPa, N(1012, 9)), wind (m/s, gamma), cloud cover (okta, 0-8) and the hour of day (as sin / cos);
    whether it precipitates is drawn from a logistic model of humidity, pressure, cloud and wind, and
    whether that falls as snow from a logistic model of the temperature: 0 dry, 1 rain, 2 snow. Also
    returns each row's true class probabilities (the Bayes classifier)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    temp = rng.normal(10, 8, n)
    humidity = 30 + 70 * rng.beta(3, 1.6, n)
    pressure = rng.normal(1012, 9, n)
    wind = rng.gamma(2.0, 2.5, n)
    cloud = np.clip(np.round(humidity / 12.5 - 1 + rng.normal(0, 1.5, n)), 0, 8)
    hour = rng.integers(0, 24, n)
    logit = -0.6 + 0.09 * (humidity - 75) - 0.11 * (pressure - 1012) + 0.35 * (cloud - 4) + 0.08 * (wind - 5)
    wet = 1 / (1 + np.exp(-logit))
    snow = 1 / (1 + np.exp(-1.4 * (0.5 - temp)))
    probs = np.stack([1 - wet, wet * (1 - snow), wet * snow], axis=1)
    y = (rng.random(n)[:, None] > np.cumsum(probs, axis=1)).sum(1)
    angle = 2 * np.pi * hour / 24
    x = np.stack([temp, humidity, pressure, wind, cloud, np.sin(angle), np.cos(angle)], axis=1)
    return x, y, probs


def precip(
    seed: int = 3501, sizes: tuple[int, int, int] = SIZES, name: str = "precip-3class"
) -> Splits:
    """The weather table, standardised: (N, 7), 3 classes (~52% dry, 42% rain, 6% snow); the Bayes
    classifier (the true probabilities) reaches ~0.77 accuracy at a cross-entropy of ~0.475 (43% of
    ln 3)."""
    x, y, _ = _precip(seed, sum(sizes))
    return _generated(name, x, y, 3, sizes)


def precip_large() -> Splits:
    """Another draw of the weather table, 3,000 training rows."""
    return precip(3502, (3000, 600, 600))


def precip_small() -> Splits:
    """The weather table, 500 training rows and 150 validation rows."""
    return precip(3503, (500, 150, 300), "precip-3class-500")


TETROMINOES = (
    ((0, 0), (0, 1), (0, 2), (0, 3)),  # I
    ((0, 0), (0, 1), (1, 0), (1, 1)),  # O
    ((0, 0), (0, 1), (0, 2), (1, 1)),  # T
    ((0, 1), (0, 2), (1, 0), (1, 1)),  # S
    ((0, 0), (0, 1), (1, 1), (1, 2)),  # Z
    ((0, 0), (1, 0), (1, 1), (1, 2)),  # J
    ((0, 2), (1, 0), (1, 1), (1, 2)),  # L
)


def tetromino(
    seed: int = 3504,
    noise: float = 0.2,
    sizes: tuple[int, int, int] = SIZES,
    name: str = "tetromino-12x12",
) -> Splits:
    """The seven tetrominoes (I, O, T, S, Z, J, L) in their spawn orientation, each cell a 2x2 block
    (8x2 to 6x4 px), placed at a random offset on a 12x12 canvas, ink 0.6-1.0, pixel noise sd
    `noise`; not standardised: (N, 1, 12, 12), 7 classes."""
    import numpy as np
    import torch

    from tests.suite import datasets as ds

    rng = np.random.default_rng(seed)
    n = sum(sizes)
    y = rng.integers(0, 7, n)
    x = np.zeros((n, 12, 12))
    for i in range(n):
        cells = np.zeros((4, 4))
        for r, c in TETROMINOES[y[i]]:
            cells[r, c] = 1.0
        rows, cols = np.nonzero(cells)
        cells = cells[rows.min() : rows.max() + 1, cols.min() : cols.max() + 1]
        block = np.kron(cells, np.ones((2, 2))) * rng.uniform(0.6, 1.0)
        r0 = rng.integers(0, 13 - block.shape[0])
        c0 = rng.integers(0, 13 - block.shape[1])
        x[i, r0 : r0 + block.shape[0], c0 : c0 + block.shape[1]] = block
    x = x + noise * rng.standard_normal(x.shape)
    images = torch.tensor(x, dtype=torch.float32)[:, None]
    return ds.named(ds._split(images, torch.tensor(y).long(), sizes, 7), name)


def tetromino_small() -> Splits:
    """The tetrominoes, 150 training images."""
    return tetromino(3505, 0.2, (150, 300, 300), "tetromino-12x12-150")


PATTERNS = (  # each compound's lines: (offset from the pattern's centre in bins, relative height, width)
    ((0, 1.0, 1.5),),  # a sharp singlet
    ((-3, 1.0, 1.5), (3, 1.0, 1.5)),  # a narrow doublet
    ((-6, 1.0, 1.5), (6, 1.0, 1.5)),  # a wide doublet
    ((-3, 0.5, 1.5), (0, 1.0, 1.5), (3, 0.5, 1.5)),  # a 1:2:1 triplet
    ((0, 0.8, 5.0),),  # a broad band
)


def spectra(
    seed: int = 3506,
    sizes: tuple[int, int, int] = SIZES,
    name: str = "spectra-64",
    blur: float = 1.0,
) -> Splits:
    """Spectra over 64 bins of one of five compounds, told apart by the shape of their lines (a
    sharp singlet, a narrow or a wide doublet, a 1:2:1 triplet, a broad band) at a sample-specific
    position (bins 14-50: the solvent shifts them), height 0.5-1.0, on a sloped baseline (offset
    -0.3..0.3, up to 0.4 across the range) under noise sd 0.15; `blur` widens every line (a lower
    resolution instrument). Not standardised: (N, 64) floats, 5 classes."""
    import numpy as np
    import torch

    from tests.suite import datasets as ds

    rng = np.random.default_rng(seed)
    n = sum(sizes)
    y = rng.integers(0, 5, n)
    grid = np.arange(64, dtype=float)
    x = rng.uniform(-0.3, 0.3, (n, 1)) + rng.uniform(-0.4, 0.4, (n, 1)) * grid[None, :] / 64
    for i in range(n):
        centre, height = rng.uniform(14, 50), rng.uniform(0.5, 1.0)
        for offset, share, width in PATTERNS[y[i]]:
            x[i] += height * share * np.exp(-0.5 * ((grid - centre - offset) / (width * blur)) ** 2)
    x = x + 0.1 * rng.standard_normal((n, 64))
    return ds.named(ds._split(torch.tensor(x, dtype=torch.float32), torch.tensor(y).long(), sizes, 5), name)


def spectra_small() -> Splits:
    """The spectra, 600 training rows."""
    return spectra(3507, (600, 300, 300), "spectra-64-600")


def spectra_wide_eval() -> Splits:
    """The spectra with 1,300-row validation and test sets (256 of each compound and more)."""
    return spectra(3515, (1000, 1300, 1300), "spectra-64")


def longest_run(
    seed: int = 3508,
    length: int = 16,
    sizes: tuple[int, int, int] = (1600, 400, 400),
    name: str = "longest-run",
) -> Splits:
    """Strings of `length` tokens drawn from three symbols (1-3); the label is the length of the
    longest run of one repeated symbol (2 or less, 3, 4, 5 or more: 4 classes)."""
    import numpy as np
    import torch

    from tests.suite import datasets as ds

    rng = np.random.default_rng(seed)
    n = sum(sizes)
    x = rng.integers(1, 4, (n, length))
    longest = np.ones(n, dtype=int)
    run = np.ones(n, dtype=int)
    for k in range(1, length):
        run = np.where(x[:, k] == x[:, k - 1], run + 1, 1)
        longest = np.maximum(longest, run)
    y = np.clip(longest, 2, 5) - 2
    return ds.named(ds._split(torch.tensor(x), torch.tensor(y).long(), sizes, 4), name)


def _ev(seed: int, n: int) -> tuple[Any, Any]:
    """An electric car's range (km) on one charge from its usable battery (kWh, 40-100), kerb mass
    (kg, 1,300-2,500), payload (kg, 0-400), cruising speed (km/h, 50-130), outside temperature (C,
    -15..35), cabin heating / cooling (0 / 1) and tyre pressure (bar, 2.0-2.8): rolling resistance
    (its coefficient higher on soft tyres) plus aerodynamic drag at that speed, through an 88%
    efficient drive, a cold-battery penalty below 15 C and the HVAC load; 4% noise."""
    import numpy as np

    rng = np.random.default_rng(seed)
    kwh = rng.uniform(40, 100, n)
    mass = rng.uniform(1300, 2500, n)
    payload = rng.uniform(0, 400, n)
    speed = rng.uniform(50, 130, n)
    temp = rng.uniform(-15, 35, n)
    hvac = rng.integers(0, 2, n)
    tyre = rng.uniform(2.0, 2.8, n)
    v = speed / 3.6
    crr = 0.008 + 0.006 * (2.8 - tyre)
    force = crr * (mass + payload) * 9.81 + 0.5 * 1.2 * 0.62 * v**2
    wh_per_km = force / 3.6 / 0.88 * (1 + 0.012 * np.maximum(0, 15 - temp))
    hours_per_km = 1 / speed
    wh_per_km = wh_per_km + hvac * (1500 + 60 * np.abs(temp - 21)) * hours_per_km
    km = 1000 * kwh / wh_per_km * (1 + 0.04 * rng.standard_normal(n))
    return np.stack([kwh, mass, payload, speed, temp, hvac, tyre], axis=1), km


def _ev_splits(name: str, seed: int, scale_x: bool, scale_y: bool) -> Splits:
    import torch

    from tests.suite import datasets as ds

    x, km = _ev(seed, sum(SIZES))
    y = torch.tensor(km, dtype=torch.float32)[:, None]
    if scale_y:
        y = (y - y[: SIZES[0]].mean()) / y[: SIZES[0]].std()
    data = ds.named(ds._split(torch.tensor(x, dtype=torch.float32), y, SIZES, 0), name)
    return ds._standardised(data) if scale_x else data


def ev_range() -> Splits:
    """The car's range, features and the range standardised."""
    return _ev_splits("ev-range", 3509, True, True)


def ev_range_km() -> Splits:
    """The car's range in km (mean ~430, sd ~175: first MSEs near 2e5), features standardised."""
    return _ev_splits("ev-range-km", 3510, True, False)


def ev_range_raw() -> Splits:
    """The car's range with the features fed as read (kWh, kg up to 2,500, km/h, C, bar; the scaler
    dropped); the range standardised."""
    return _ev_splits("ev-range", 3511, False, True)


def ev_range_long() -> Splits:
    """Another draw of the standardised range."""
    return _ev_splits("ev-range", 3512, True, True)


def pulse(seed: int = 3513, sizes: tuple[int, int, int] = SIZES, name: str = "pulse-rate-48") -> Splits:
    """48 samples (20 Hz, 2.4 s) of a pulse sensor: a sharp beat (sd 0.03 s) and a broad echo 0.25 s
    later at a heart rate of 45-150 bpm from a random phase, on a wandering baseline (0.1-0.4 Hz,
    amplitude up to 0.3) under noise sd 0.1; the target is the rate (bpm), standardised: (N, 48)."""
    import numpy as np
    import torch

    from tests.suite import datasets as ds

    rng = np.random.default_rng(seed)
    n = sum(sizes)
    t = np.arange(48)[None, :] / 20.0
    bpm = rng.uniform(45, 150, n)
    period = (60 / bpm)[:, None]
    phase = (t + rng.uniform(0, 1, (n, 1)) * period) % period
    beat = np.exp(-0.5 * (phase / 0.03) ** 2) + np.exp(-0.5 * ((phase - period) / 0.03) ** 2)
    echo = 0.35 * np.exp(-0.5 * ((phase - 0.25) / 0.06) ** 2)
    size = rng.uniform(0, 0.3, (n, 1))
    wander = size * np.sin(2 * np.pi * rng.uniform(0.1, 0.4, (n, 1)) * t + rng.uniform(0, 6.3, (n, 1)))
    x = beat + echo + wander + 0.1 * rng.standard_normal((n, 48))
    y = torch.tensor(bpm, dtype=torch.float32)[:, None]
    y = (y - y[: sizes[0]].mean()) / y[: sizes[0]].std()
    return ds.named(ds._split(torch.tensor(x, dtype=torch.float32), y, sizes, 0), name)


# ---------------------------------------------------------------- faults battery n adds


def inverted_eval(data: Splits, _seed: int) -> Splits:
    """The bug: the evaluation loader decodes the images with the opposite polarity (dark ink on a
    light ground: 1 - x), while the training loader reads them as drawn."""
    assert data.x_val is not None and data.x_test is not None
    return replace(data, x_val=1.0 - data.x_val, x_test=1.0 - data.x_test)


def low_resolution_test(data: Splits, _seed: int) -> Splits:
    """The test spectra from another instrument of half the resolution: every line twice as wide
    (doublets blur together, a singlet looks like a band)."""
    other = spectra(3514, SIZES, "spectra-64-low-resolution", blur=2.0)
    return replace(data, x_test=other.x_test, y_test=other.y_test)


NO_EVAL = l_runs(evaluate=False)
NESTEROV = j_runs(nesterov=True)


N = L  # battery l's cases: its runner and every earlier wrapper's models


# ---------------------------------------------------------------- the variants


FAULTY: tuple[Variant, ...] = (
    # --- learning rate and its schedule
    N(
        "vn-lr-high-rmsprop-mlp-precip",
        Plan(precip, "mlp", 0.3, "rmsprop", epochs=10, log_every=5, model_kw={"width": 64, "num_layers": 2}),
        ("bad-initial-loss",),
        "learning-rate-too-high",
        "RMSprop lr=0.3 on the weather table: the loss jumps from 1.08 at step 0 to ~3e4 within three "
        "steps (gradient norms to 2e3) and then falls back; the first logged window's mean is in the "
        "hundreds, the epoch means 1,700, 9.5, 3.4, 2.0, 1.2, then 0.8-0.98; the val loss 23.6 to 1.24, "
        "val accuracy 0.59-0.69 (a sound run: loss 0.49, accuracy 0.76)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="mlp",
        dataset="precip",
        seed=3601,
    ),
    N(
        "vn-lr-high-sgd-resnet-tetromino",
        Plan(tetromino, "resnet", 3.0, "sgd", momentum=0.9, epochs=5, log_every=2),
        ("slow-convergence", "metric-at-baseline"),
        "learning-rate-too-high",
        "SGD momentum lr=3.0 on a residual net over the tetrominoes: no blow-up (batch norm holds it), "
        "the epoch loss stuck at 2.29-2.32, above ln 7 = 1.95, for 160 steps; val accuracy 0.11-0.15 "
        "(chance 0.14; a sound net reaches 0.99)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="resnet",
        dataset="tetromino",
        seed=3602,
    ),
    N(
        "vn-lr-low-rmsprop-cnn1d-spectra",
        Plan(spectra, "cnn1d", 3e-7, "rmsprop", epochs=10, log_every=10),
        ("slow-convergence", "metric-at-baseline"),
        "learning-rate-too-low",
        "RMSprop lr=3e-7 on a 1-D CNN over the spectra: the epoch loss at 1.63 (ln 5 = 1.61) for all 320 "
        "steps, val accuracy frozen at 0.17",
        STALL,
        family="cnn",
        dataset="spectra",
        seed=3603,
    ),
    N(
        "vn-exp-per-batch-lstm-pulse",
        Plan(pulse, "seq-lstm", 3e-3, "adam", epochs=10, log_every=10, schedule="exp", gamma=0.95),
        ("slow-convergence",),
        "lr-decay-too-fast",
        "ExponentialLR(gamma=0.95) meant per epoch but stepped every batch (Adam lr 3e-3) on an LSTM "
        "reading pulse traces: the lr is 1.8e-5 by step 100 and 2e-10 at the end; the MSE stays at ~0.97 "
        "(the target's variance) and the val MSE freezes at 0.968 from the third epoch (sound recurrent "
        "runs: 0.18-0.49)",
        STALL,
        family="lstm",
        dataset="pulse-rate",
        seed=3604,
    ),
    # --- optimisation bugs and the loss
    N(
        "vn-no-zero-grad-sgd-ev",
        Plan(ev_range, "mlp", 0.01, "sgd", momentum=0.9, epochs=8, log_every=5, zero_grad=False,
             model_kw={"width": 64, "num_layers": 2}),
        ("loss-runaway", "gradient-explosion"),
        "missing-zero-grad",
        "an MLP regressor of the car's range under SGD momentum lr 0.01 whose gradients are never "
        "cleared: the gradient norm climbs from 0.9 to 1.7e15, the loss 0.76 at the start, 2.1 and 18.6 "
        "in the first two tenths, then inf / NaN; every later evaluation NaN",
        (*BROKEN, "loss-runaway"),
        family="regression",
        dataset="ev-range",
        seed=3605,
    ),
    N(
        "vn-softmax-before-ce-gru-longrun",
        Plan(longest_run, "gru", 3e-3, "adamw", weight_decay=0.01, epochs=12, log_every=10,
             model_fault=softmax_output),
        ("slow-convergence",),
        "wrong-loss-function",
        "a GRU returns softmax probabilities and CrossEntropyLoss applies log_softmax again: the loss "
        "creeps from 1.39 to 1.13 in 600 steps, val accuracy 0.44 (the majority class) for four epochs "
        "and 0.59 at the end (a sound GRU: 0.98)",
        STALL,
        family="gru",
        dataset="longest-run",
        seed=3606,
    ),
    # --- data
    N(
        "vn-shuffled-labels-mlp-tetromino",
        Plan(tetromino, "mlp", 1e-3, "adam", epochs=40, log_every=20, val_every_epochs=2,
             data_fault=shuffled_labels, model_kw={"width": 512, "num_layers": 2}),
        ("metric-at-baseline", "overfitting", "train-val-gap"),
        "label-noise",
        "the tetromino labels permuted against their 1,000 images, a 2x512 MLP for 1,280 steps: the train "
        "loss memorised down to ~5e-4, the val loss up from 2.02 to 6.03, val accuracy 0.10-0.14 "
        "(chance 0.14)",
        MEMORISED,
        family="mlp",
        dataset="tetromino",
        seed=3607,
    ),
    N(
        "vn-written-twice-mlp-precip",
        Plan(precip_small, "mlp", 2e-3, "adam", epochs=40, log_every=20, val_every_epochs=2,
             data_fault=written_twice, model_kw={"width": 256, "num_layers": 3}),
        ("val-test-gap",),
        "data-leakage",
        "the export wrote every weather row twice and the train / validation cut came after, so most "
        "validation rows have a twin in training: a 3x256 MLP memorises them (train loss to ~0.02), val "
        "accuracy climbs to 0.94 (above the Bayes rate ~0.77), test accuracy 0.68 and test loss 2.4 "
        "against a val loss of 0.52",
        ("zero-train-loss", "overfitting", "train-val-gap", "undertrained"),
        family="mlp",
        dataset="precip",
        seed=3608,
    ),
    N(
        "vn-tiny-train-mlp-spectra",
        Plan(spectra, "mlp", 1e-3, "adam", epochs=150, batch_size=8, log_every=10, val_every_epochs=10,
             data_fault=first_rows(40), model_kw={"width": 256, "num_layers": 2}),
        ("overfitting", "train-val-gap"),
        "insufficient-data",
        "40 spectra for a 2x256 MLP, 750 steps of batch 8: the train loss to ~5e-4 by the third tenth "
        "while the val loss climbs from 1.65 to 3.83 and val accuracy stays at 0.25-0.33; test 0.30",
        ("zero-train-loss", "undertrained", "loss-oscillation", "loss-spikes", "metric-at-baseline"),
        family="mlp",
        dataset="spectra",
        seed=3609,
    ),
    N(
        "vn-class-sorted-bncnn-tetromino",
        Plan(tetromino, "bncnn", 2e-3, "adam", epochs=6, log_every=1, shuffle=False, sort_by_class=True),
        ("periodic-loss", "metric-at-baseline"),
        "data-not-shuffled",
        "tetromino images sorted by their label (one shape after another), shuffle=False, every step "
        "logged (192 points) on a batch-norm CNN: each epoch the loss falls through a block and jumps at "
        "the switch to the next shape (single batches 1.6-2.6); the epoch loss 2.09 to 1.96 (ln 7 = "
        "1.95), val accuracy 0.15-0.19 (shuffled: ~0.99)",
        SORTED,
        family="cnn-bn",
        dataset="tetromino",
        seed=3610,
    ),
    N(
        "vn-raw-units-sgd-ev",
        Plan(ev_range_raw, "mlp", 0.01, "sgd", momentum=0.9, epochs=8, log_every=5,
             model_kw={"width": 64, "num_layers": 2}),
        ("loss-runaway",),
        "unnormalized-input",
        "the car features fed as read (kg up to 2,500, kWh up to 100; the scaler dropped), SGD momentum "
        "lr 0.01: the first logged window's mean MSE ~1e20; every later window logs 0 (the NaN losses "
        "filtered out) or NaN, every evaluation is NaN",
        (*RUNAWAY, "undertrained", "gradient-explosion"),
        family="regression",
        dataset="ev-range",
        seed=3611,
    ),
    N(
        "vn-inf-cells-adam-precip",
        Plan(precip, "mlp", 2e-3, "adam", epochs=8, log_every=5, data_fault=inf_cells(2),
             model_kw={"width": 64, "num_layers": 2}),
        ("loss-runaway", "gradient-explosion"),
        "bad-input-data",
        "2 of 1,000 weather rows with -inf in the temperature column (the log of a zero reading, never "
        "cleaned): from the first batch holding one every loss, gradient norm and evaluation is NaN (some "
        "layouts log 0 for the NaN windows); val accuracy 0.55 (the majority class)",
        (*RUNAWAY, "gradient-explosion"),
        family="mlp",
        dataset="precip",
        seed=3612,
    ),
    N(
        "vn-low-resolution-test-bncnn1d-spectra",
        Plan(spectra, "bncnn1d", 1e-2, "adam", epochs=12, log_every=10, data_fault=low_resolution_test),
        ("val-test-gap",),
        "distribution-shift",
        "the test spectra from an instrument of half the resolution (every line twice as wide) for a "
        "batch-norm 1-D CNN: val accuracy 0.92 (loss 0.33), test 0.46 (loss 2.29)",
        (),
        family="cnn-bn",
        dataset="spectra",
        seed=3613,
    ),
    N(
        "vn-no-validation-resnet-tetromino",
        Plan(tetromino, "resnet", 0.05, "sgd", momentum=0.9, epochs=6, log_every=5, data_fault=no_test),
        ("missing-validation",),
        "missing-eval-set",
        "a residual net on the tetrominoes which never evaluates: no validation loop, no test split; the "
        "train loss 2.25 to ~0.12",
        (),
        family="resnet",
        dataset="tetromino",
        seed=3614,
        runs=NO_EVAL,
    ),
    # --- evaluation
    N(
        "vn-eval-inverted-cnn-tetromino",
        Plan(tetromino, "cnn", 2e-3, "adam", epochs=8, log_every=10, data_fault=inverted_eval),
        ("train-val-gap",),
        "eval-pipeline-mismatch",
        "the evaluation loader decodes the images with the opposite polarity (1 - x): the train loss "
        "falls from 1.94 to 0.3-0.6 while the val loss climbs from 2.05 to 19.9 and val accuracy stays at "
        "0.11-0.14; test loss 18.4",
        ("metric-at-baseline", "overfitting", "val-test-gap"),
        family="cnn",
        dataset="tetromino",
        seed=3615,
    ),
    N(
        "vn-eval-labels-off-by-one-lstm-longrun",
        Plan(longest_run, "lstm", 3e-3, "adam", epochs=10, log_every=10, clip=1.0,
             data_fault=labels_off_by_one),
        ("train-val-gap",),
        "wrong-eval-logic",
        "the evaluation labels read through a 1-based label map (class k scored as k + 1) on an LSTM over "
        "run lengths: the train loss falls from 1.38 to ~0.2 while the val loss climbs from 1.5 to 4.5 "
        "and val accuracy sinks to 0.003 (test 0.0)",
        ("metric-at-baseline", "overfitting", "val-test-gap"),
        family="lstm",
        dataset="longest-run",
        seed=3616,
    ),
    N(
        "vn-eval-train-mode-bncnn1d-spectra",
        Plan(spectra_wide_eval, "bncnn1d", 1e-2, "adam", epochs=12, log_every=10,
             data_fault=class_blocks(256), model_fault=always_training, model_kw={"dropout": 0.3}),
        ("train-val-gap",),
        "train-eval-mode-misuse",
        "the model's forward calls self.train(), so evaluation runs with dropout 0.3 on and batch norm "
        "normalising each eval batch (one compound, read folder by folder) by itself: the train loss "
        "falls from 1.59 to ~0.8 while the val loss rises from 1.65 to 2.77 and val accuracy stays at "
        "0.21-0.29",
        ("metric-at-baseline", "overfitting", "val-test-gap"),
        family="cnn-bn",
        dataset="spectra",
        seed=3617,
    ),
    # --- initialisation, architecture, gradients
    N(
        "vn-dead-relu-mlp-ev",
        Plan(ev_range, "mlp", 0.01, "sgd", momentum=0.9, epochs=8, log_every=10,
             model_fault=dead_relus(-10.0), model_kw={"width": 64, "num_layers": 3}),
        ("slow-convergence",),
        "dead-relu",
        "ReLU biases initialised at -10 and a bias-free head on the range regression: every unit dead, "
        "the gradient norm exactly 0, the epoch MSE 0.999 (the target's variance) for 256 steps, val MSE "
        "1.03",
        (*STALL, "gradient-vanishing"),
        family="regression",
        dataset="ev-range",
        seed=3618,
    ),
    N(
        "vn-frozen-resnet-tetromino",
        Plan(tetromino, "resnet", 0.05, "sgd", momentum=0.9, epochs=6, log_every=10,
             model_fault=frozen_but_head_bias),
        ("slow-convergence", "metric-at-baseline"),
        "frozen-weights",
        "requires_grad=False on every parameter of a residual net but the head bias: the loss at 1.95 (ln "
        "7) after the first tenth, val accuracy 0.11-0.16",
        (*STALL, "gradient-vanishing"),
        family="resnet",
        dataset="tetromino",
        seed=3619,
    ),
    N(
        "vn-deep-sigmoid-sgd-spectra",
        Plan(spectra, "mlp", 0.1, "sgd", epochs=8, log_every=10,
             model_kw={"width": 48, "num_layers": 10, "activation": "sigmoid"}),
        ("slow-convergence", "metric-at-baseline"),
        "vanishing-gradients",
        "an 11-layer sigmoid MLP over the spectra under plain SGD lr 0.1: the loss at 1.62 (ln 5 = 1.61) "
        "for all 256 steps, val accuracy 0.17-0.21",
        (*STALL, "gradient-vanishing"),
        family="mlp",
        dataset="spectra",
        seed=3620,
    ),
    N(
        "vn-rnn-no-clip-longrun",
        Plan(longest_run, "rnn", 0.05, "sgd", momentum=0.9, epochs=5, log_every=5,
             model_fault=identity_rnn(1.3), model_kw={"hidden": 48, "nonlinearity": "relu"}),
        ("gradient-explosion",),
        "exploding-gradients",
        "a ReLU RNN reading the run-length strings, recurrent weights 1.3 x identity, SGD momentum lr "
        "0.05, no clipping: the first loss 27, then 6e17 and NaN; every later loss and evaluation NaN "
        "(some layouts log 0), val accuracy 0.26",
        ("loss-runaway", "loss-spikes", "loss-oscillation", "slow-convergence", "bad-initial-loss",
         "metric-at-baseline", "gradient-vanishing", "undertrained", "zero-train-loss"),
        family="rnn",
        dataset="longest-run",
        seed=3621,
    ),
    N(
        "vn-normal-init-mlp-spectra",
        Plan(spectra, "mlp", 1e-3, "adam", epochs=8, log_every=10, model_fault=normal_init(1.0),
             model_kw={"width": 256, "num_layers": 2}),
        ("bad-initial-loss",),
        "poor-initialization",
        "every Linear weight of a 2x256 MLP drawn from N(0, 1) (nn.init.normal_ left at its default std) "
        "on the spectra: the first losses 340-430 (ln 5 = 1.61), the epoch loss still 40 after 256 steps, "
        "val loss 68 and val accuracy 0.37",
        INIT,
        family="mlp",
        dataset="spectra",
        seed=3622,
    ),
    # --- run length
    N(
        "vn-stopped-early-bncnn-tetromino",
        Plan(tetromino, "bncnn", 3e-3, "adamw", weight_decay=0.01, epochs=20, max_steps=60, log_every=2),
        ("undertrained",),
        "too-few-epochs",
        "max_steps=60 (1.9 of 20 epochs) left in from a smoke test on a batch-norm CNN (AdamW): the loss "
        "still falling when it stops (1.95 at the start, 1.62 at the end); val accuracy 0.38 then 0.59 (a "
        "full run reaches ~0.99)",
        ("slow-convergence",),
        family="cnn-bn",
        dataset="tetromino",
        seed=3623,
    ),
)

HEALTHY: tuple[Variant, ...] = (
    # --- the weather table: a floor well above 0
    N(
        "vn-healthy-precip-bayes-floor",
        Plan(precip_large, "mlp", 2e-3, "adam", epochs=10, batch_size=64, log_every=10,
             model_kw={"width": 32, "num_layers": 2}),
        (),
        None,
        "the weather table (3,000 rows; labels drawn from the true probabilities, a Bayes cross-entropy "
        "of ~0.475 and accuracy ~0.77), a 2x32 MLP: the epoch loss from 0.84 to 0.49 by the sixth epoch "
        "and flat after; the val loss 0.68 to 0.515, val accuracy 0.76",
        family="mlp",
        dataset="precip",
        seed=3701,
    ),
    N(
        "vn-healthy-precip-dropout-half",
        Plan(precip_large, "mlp", 2e-3, "adamw", weight_decay=0.01, epochs=12, batch_size=64, log_every=10,
             model_kw={"width": 128, "num_layers": 2, "dropout": 0.5}),
        (),
        None,
        "a 2x128 MLP with dropout 0.5 on the weather table (3,000 rows), AdamW: the val loss (0.51-0.53) "
        "below the epoch train loss (0.53-0.56) from the fourth epoch on, val accuracy 0.76",
        family="mlp",
        dataset="precip",
        seed=3702,
    ),
    N(
        "vn-healthy-precip-early-stop",
        Plan(precip, "mlp", 3e-3, "adam", epochs=60, log_every=8, early_stop=3,
             model_kw={"width": 64, "num_layers": 2}),
        (),
        None,
        "the weather table, EarlyStopping(val_loss, patience 3) ends the run at epoch 11 of 60 as the val "
        "loss turns up from 0.532; val accuracy 0.72-0.75, test 0.76",
        family="mlp",
        dataset="precip",
        seed=3703,
    ),
    N(
        "vn-healthy-precip-sgd-batch8-every-step",
        Plan(precip, "mlp", 0.01, "sgd", momentum=0.9, epochs=2, batch_size=8, log_every=1,
             model_kw={"width": 32, "num_layers": 2}),
        (),
        None,
        "SGD momentum with batch 8 on the weather table, every step logged (250 points): single batches "
        "jump between 0.17 and 1.18, the window means 0.94 to ~0.6; the val loss 0.63 then 0.57, val "
        "accuracy 0.71",
        family="mlp",
        dataset="precip",
        seed=3704,
    ),
    N(
        "vn-healthy-precip-full-batch",
        Plan(precip_large, "mlp", 0.02, "adam", epochs=50, batch_size=3000, log_every=1, val_every_epochs=5,
             model_kw={"width": 32, "num_layers": 2}),
        (),
        None,
        "full batch (3,000 rows, one step an epoch, 50 in all, each logged), Adam lr 0.02, validated "
        "every 5 epochs: the loss from 1.11 to 0.47, the val loss 0.72 to 0.515, val accuracy 0.76",
        family="mlp",
        dataset="precip",
        seed=3705,
    ),
    N(
        "vn-healthy-precip-adagrad-sparse-eval",
        Plan(precip, "mlp", 0.05, "adagrad", epochs=30, log_every=25, val_every_epochs=3,
             model_kw={"width": 64, "num_layers": 2, "activation": "tanh"}),
        (),
        None,
        "Adagrad lr 0.05 on a tanh MLP over the weather table, logged every 25 steps, validated every 3 "
        "epochs: the epoch loss 0.67 to 0.45, the val loss 0.58 to 0.52-0.55, val accuracy 0.75",
        family="mlp",
        dataset="precip",
        seed=3706,
    ),
    # --- tetrominoes
    N(
        "vn-healthy-cnn-tetromino-adam",
        Plan(tetromino, "cnn", 2e-3, "adam", epochs=12, log_every=10),
        (),
        None,
        "a CNN on the tetrominoes, Adam lr 2e-3, constant, 380 steps: the loss near ln 7 for the first "
        "three tenths, then the val loss from 1.93 to 0.25, val accuracy 0.91",
        family="cnn",
        dataset="tetromino",
        seed=3707,
    ),
    N(
        "vn-healthy-bncnn-tetromino-onecycle",
        Plan(tetromino, "bncnn", 0.1, "sgd", momentum=0.9, epochs=10, log_every=5, schedule="onecycle"),
        (),
        None,
        "a batch-norm CNN, OneCycleLR (SGD momentum, max lr 0.1): the val loss jumps about near the peak "
        "lr (1.2, 0.68, 0.32, 0.58) and ends at 0.034, val accuracy 1.0",
        family="cnn-bn",
        dataset="tetromino",
        seed=3708,
    ),
    N(
        "vn-healthy-resnet-tetromino-warmup-linear-epoch-log",
        Plan(tetromino, "resnet", 3e-3, "adamw", weight_decay=0.05, epochs=10, log_every=50,
             train_log="epoch", schedule="warmup-linear", warmup=60),
        (),
        None,
        "a residual net, AdamW with 60 linear warm-up steps then linear decay to 0, the train loss logged "
        "once an epoch (10 points): from 2.01 to 0.65; the val loss 1.93 to 0.61, val accuracy 0.99",
        family="resnet",
        dataset="tetromino",
        seed=3709,
    ),
    N(
        "vn-healthy-bncnn-tetromino-small-shift-aug",
        Plan(tetromino_small, "bncnn", 3e-3, "adamw", weight_decay=0.05, epochs=40, batch_size=16,
             log_every=5, val_every_epochs=4, schedule="cosine", model_fault=random_shift(1)),
        (),
        None,
        "150 tetromino images, a batch-norm CNN with random 1-px shifts, AdamW weight decay 0.05 + cosine "
        "(400 steps of batch 16), validated every 4 epochs: the val loss from 1.92 to 0.86, val accuracy "
        "0.80, test 0.82",
        family="cnn-bn",
        dataset="tetromino",
        seed=3710,
    ),
    N(
        "vn-healthy-bncnn-tetromino-rmsprop-three-epochs",
        Plan(tetromino, "bncnn", 3e-3, "rmsprop", epochs=3, log_every=2, model_kw={"channels": 12}),
        (),
        None,
        "3 epochs (96 steps, logged every other one) of a batch-norm CNN under RMSprop: the val loss "
        "1.36, 0.66, 0.44, val accuracy 0.91",
        family="cnn-bn",
        dataset="tetromino",
        seed=3711,
    ),
    # --- spectra
    N(
        "vn-healthy-cnn1d-spectra-warmup-cosine",
        Plan(spectra, "cnn1d", 1e-2, "adamw", weight_decay=0.01, epochs=16, log_every=10,
             schedule="warmup-cosine", warmup=60, model_kw={"channels": 16}),
        (),
        None,
        "a 1-D CNN on the spectra, AdamW lr 1e-2 with 60 warm-up steps then cosine to 0: the loss near ln "
        "5 for the first ~80 steps, then the val loss from 1.6 to 0.39, val accuracy 0.89",
        family="cnn",
        dataset="spectra",
        seed=3712,
    ),
    N(
        "vn-healthy-bncnn1d-spectra-plateau",
        Plan(spectra, "bncnn1d", 0.05, "sgd", momentum=0.9, epochs=15, log_every=20, schedule="plateau",
             gamma=0.3),
        (),
        None,
        "a batch-norm 1-D CNN, SGD momentum lr 0.05 with ReduceLROnPlateau (x0.3, patience 0): the val "
        "loss from 1.56 to 0.315 (swinging on the way: 0.58, 0.72, 0.47), val accuracy 0.93",
        family="cnn-bn",
        dataset="spectra",
        seed=3713,
    ),
    N(
        "vn-healthy-mlp-spectra-noise-aug-rmsprop",
        Plan(spectra_small, "mlp", 2e-3, "rmsprop", epochs=25, log_every=10, val_every_epochs=5,
             model_fault=input_noise(0.2), model_kw={"width": 128, "num_layers": 2}),
        (),
        None,
        "an MLP on 600 spectra with Gaussian input noise (sd 0.2) as augmentation, RMSprop lr 2e-3, "
        "validated every 5 epochs: the val loss 1.01 to 0.48, below the noisy train loss (~0.62), val "
        "accuracy 0.82",
        family="mlp",
        dataset="spectra",
        seed=3714,
    ),
    # --- longest run
    N(
        "vn-healthy-gru-longrun-adam",
        Plan(longest_run, "gru", 3e-3, "adam", epochs=12, log_every=10),
        (),
        None,
        "a GRU on the run lengths, Adam lr 3e-3: the epoch loss at 1.24-1.29 (the majority class's level; "
        "val accuracy 0.44) for three epochs, then down to 0.093, val accuracy 0.98; the gradient norm "
        "rises as it learns",
        family="gru",
        dataset="longest-run",
        seed=3715,
    ),
    N(
        "vn-healthy-lstm-longrun-adamw-onecycle",
        Plan(longest_run, "lstm", 1e-2, "adamw", weight_decay=0.01, epochs=12, log_every=10,
             schedule="onecycle"),
        (),
        None,
        "an LSTM, AdamW with OneCycleLR (max lr 1e-2): at 1.28-1.32 for ~200 steps, then down to ~0.07; "
        "the val loss 0.12, val accuracy 0.975",
        family="lstm",
        dataset="longest-run",
        seed=3716,
    ),
    N(
        "vn-healthy-lstm-longrun-nesterov",
        Plan(longest_run, "lstm", 0.1, "sgd", momentum=0.9, epochs=12, log_every=10, clip=1.0),
        (),
        None,
        "an LSTM under SGD with Nesterov momentum 0.9, lr 0.1, clipping at 1: the loss at 1.25-1.29 for "
        "five epochs, then down to 0.30; the val loss 0.27, val accuracy 0.89 (still improving at the "
        "end)",
        family="lstm",
        dataset="longest-run",
        seed=3717,
        runs=NESTEROV,
    ),
    # --- the car's range
    N(
        "vn-healthy-ev-adamw-cosine",
        Plan(ev_range, "mlp", 3e-3, "adamw", weight_decay=0.01, epochs=25, log_every=10, schedule="cosine",
             model_kw={"width": 64, "num_layers": 3}),
        (),
        None,
        "a 3x64 regression MLP on the car's range, AdamW + cosine to 0: the MSE from 0.72 to ~0.009, the "
        "val MSE from 0.082 to 0.017",
        family="regression",
        dataset="ev-range",
        seed=3718,
    ),
    N(
        "vn-healthy-ev-km-adam-step",
        Plan(ev_range_km, "mlp", 0.05, "adam", epochs=24, log_every=10, val_every_epochs=2, schedule="step",
             step_size=400, gamma=0.2, model_kw={"width": 64, "num_layers": 2}),
        (),
        None,
        "the car's range in km (first MSEs near 1.6e5), Adam lr 0.05 with a x0.2 StepLR drop at step 400 "
        "of 960, validated every other epoch: the epoch MSE from 6e4 to ~680 (an RMSE near 26 km), the "
        "val MSE 3.4e3 to 810",
        family="regression",
        dataset="ev-range",
        seed=3719,
    ),
    N(
        "vn-healthy-ev-sgd-long-sparse",
        Plan(ev_range_long, "mlp", 0.01, "sgd", momentum=0.9, epochs=80, log_every=50, val_every_epochs=8,
             model_kw={"width": 64, "num_layers": 2, "activation": "gelu"}),
        (),
        None,
        "2,560 SGD momentum steps (a GELU MLP) on the car's range, logged every 50, validated every 8 "
        "epochs: the epoch MSE from 0.58 to ~0.014, the val MSE from 0.017 to 0.0136",
        family="regression",
        dataset="ev-range",
        seed=3720,
    ),
    # --- pulse rate
    N(
        "vn-healthy-gru-pulse-adam-clip",
        Plan(pulse, "seq-gru", 3e-3, "adam", epochs=12, log_every=10, clip=1.0),
        (),
        None,
        "a GRU reading 48-sample pulse traces regresses the heart rate, Adam, clipping at 1: the epoch "
        "MSE from 0.97 to 0.18 (flat near 0.5 through epochs 3-6), the val MSE 0.92 to 0.18; the gradient "
        "norm rises to ~18 as it learns",
        family="gru",
        dataset="pulse-rate",
        seed=3721,
    ),
    N(
        "vn-healthy-lstm-pulse-rmsprop-cosine",
        Plan(pulse, "seq-lstm", 2e-3, "rmsprop", epochs=12, log_every=15, clip=1.0, schedule="cosine",
             val_every_epochs=2),
        (),
        None,
        "an LSTM reading the pulse traces, RMSprop + cosine to 0, clipping at 1, validated every other "
        "epoch: the epoch MSE from 0.91 to 0.46, flat over the second half as the lr decays; the val MSE "
        "0.53 to 0.49, test 0.40",
        family="lstm",
        dataset="pulse-rate",
        seed=3722,
    ),
)
