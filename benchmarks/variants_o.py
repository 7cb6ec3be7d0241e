"""Variant battery o: an eighth look-alike of an external held-out suite, real framework runs (`--battery o`).

    nice -n 10 python benchmarks/variants.py --battery o --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery o [--runs]

Like batteries d-n, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is
the log), trained by battery d's runner through battery g's, j's and l's wrappers, so each case
can run in each of the three layouts; the layout rotation of variants.py picks one. It was written
blind: its author trained it with `--train-only`, read the raw logged numbers of each run, and
never diagnosed or scored it, so it is held-out data for the tool. Its halves are even (22 faulty,
22 healthy; about 1.5 CPU-minutes to train): one fault each, injected into a data set no battery
had. Runs of 50 to 2,520 steps: MLPs (one 11 layers deep under sigmoids, one under GELU, two with
dropout 0.5), 2-D CNNs with and without batch norm, a small residual net, 1-D CNNs with and
without batch norm, GRU / LSTM token readers, a ReLU RNN, float-window GRU readers, a small
transformer and regression MLPs; SGD with and without momentum (and Nesterov), Adam, AdamW,
RMSprop and Adagrad; constant, warm-up + cosine, cosine, step, plateau, per-step exponential and
one-cycle schedules; bf16-mixed autocast, gradient accumulation, dropout 0.5, input noise and shift
augmentation, weight decay, early stopping and clipping; cadences from every step to once an
epoch, evaluations every epoch to every 5.
The data sets are new, all made offline with numpy: card transactions (amount, hour, distance from
home, the day's count, foreign and card-present flags, account age, merchant category) labelled
fraud by drawing from a known logistic model (~19% fraud, so a majority class of ~0.81; a Bayes
accuracy of ~0.89 at a cross-entropy of ~0.26; 150, 1,000 and 3,000 rows, and an export in cents,
metres and days); an array of 8 gas sensors telling ethanol, ammonia and acetone apart from their
log responses at 10-500 ppm, whose baselines drift as the array ages (1,000 and 3,000 rows, a test
set from an array 18-24 months old); the Braille letters a-j on a 10x10 canvas (2x2-px dots at a
random offset, a paper gradient, pixel noise sd 0.15, stray specks; 200 and 1,000 images, a draw
with 2,600-row evaluation sets); strings of 10 tokens over six symbols labelled by how many
different symbols occur (4 or fewer, 5, 6: a majority class of 0.5; 40 and 1,600 strings); one
second of a microphone (64 samples) holding a dominant tone of 3, 5, 8, 12 or 18 Hz under two
weaker tones, a hum and noise, labelled by the dominant tone; an RC circuit's capacitor voltage
V0 (1 - exp(-t / RC)) from the supply, R, C and the time since the switch closed (standardised,
in volts, with 2,000 rows).
The healthy half holds sound runs a naive reader can take for a fault: transaction losses
plateauing at the Bayes floor (~0.27, val accuracy 0.89 against a majority of 0.81), val below
train under dropout 0.5 (twice) and under input-noise augmentation, a noisy every-step batch-8
SGD run, early stopping at epoch 9 of 60, recurrent readers and a transformer flat at the
majority level or ln 5 for a few epochs (one under a 250-step warm-up) before they learn, gradient
norms that rise as a GRU learns, a OneCycle, a plateau and a pre-drop StepLR run whose val loss
swings, a regression in volts (first MSEs near 100), a three-epoch run that is finished, 200
images that generalise, a train loss logged once an epoch, a 2,520-step run logged every 50, a
val loss that creeps down while val accuracy sits at 0.99, bf16 autocast and accumulation.
The faulty half: an lr far too high (SGD on the RC regression) or far too low (plain SGD on a
transformer), a StepLR meant per epoch stepped per batch, no zero_grad under SGD momentum,
softmax before CrossEntropyLoss on an MLP (a loss floor at 0.905 while accuracy is 0.97), shuffled
labels on a CNN, validation rows merged into training, 40 strings for a GRU, a wide unregularised
MLP on 150 rows, label-sorted tones, features in cents / metres / days, rows written 300x too
large, a test set from an aged sensor array, transposed evaluation images, evaluation labels off
by one, evaluation in training mode, dead ReLUs, a frozen GRU, a deep sigmoid stack, a ReLU RNN
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
    frozen_but_head_bias,
    identity_rnn,
    shuffled_labels,
    softmax_output,
    val_in_train,
)
from benchmarks.variants_e import corrupt_rows, input_noise, normal_init
from benchmarks.variants_f import random_shift
from benchmarks.variants_j import always_training, class_blocks, j_runs
from benchmarks.variants_k import labels_off_by_one
from benchmarks.variants_l import L

if TYPE_CHECKING:
    from tests.suite.datasets import Splits

SIZES = (1000, 300, 300)


# ---------------------------------------------------------------- data sets no battery has


CATEGORIES = (-0.4, 0.2, 0.9, 0.5, 0.7)  # grocery, fuel, online, travel, electronics (fraud log-odds)


def _fraud(seed: int, n: int) -> tuple[Any, Any]:
    """Card transactions: amount ($, log-normal, median ~45), hour of day (as sin / cos), distance
    from the card holder's home (km, log-normal), transactions in the last 24 h, a foreign flag, a
    card-present flag, the account's age (months) and the merchant category (5, one-hot); whether a
    row is fraud is drawn from a known logistic model of them (~19% fraud)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    amount = np.exp(rng.normal(3.8, 1.1, n))
    hour = rng.integers(0, 24, n)
    night = ((hour < 6) | (hour >= 23)).astype(float)
    distance = np.exp(rng.normal(1.6, 1.3, n))
    velocity = rng.poisson(3.0, n).astype(float)
    foreign = (rng.random(n) < 0.12).astype(float)
    present = (rng.random(n) < 0.65).astype(float)
    age = rng.uniform(1, 120, n)
    category = rng.integers(0, 5, n)
    score = (
        0.75 * (np.log(amount) - 3.8)
        + 1.1 * night
        + 0.45 * (np.log1p(distance) - 1.8)
        + 0.35 * (velocity - 3)
        + 1.3 * foreign
        - 1.2 * (present - 0.65)
        - 0.012 * (age - 60)
        + np.array(CATEGORIES)[category]
    )
    logit = -4.5 + 1.8 * score
    y = (rng.random(n) < 1 / (1 + np.exp(-logit))).astype(int)
    angle = 2 * np.pi * hour / 24
    onehot = np.eye(5)[category]
    x = np.concatenate(
        [np.stack([amount, np.sin(angle), np.cos(angle), distance, velocity, foreign, present, age], 1),
         onehot],
        axis=1,
    )
    return x, y


def fraud(seed: int = 4001, sizes: tuple[int, int, int] = SIZES, name: str = "card-fraud") -> Splits:
    """The transactions standardised: (N, 13), 2 classes, ~80% legitimate (the majority rate);
    the true model reaches ~0.89 accuracy at a cross-entropy near 0.26 (37% of ln 2)."""
    x, y = _fraud(seed, sum(sizes))
    return _generated(name, x, y, 2, sizes)


def fraud_large() -> Splits:
    """Another draw of the transactions, 3,000 training rows."""
    return fraud(4002, (3000, 600, 600), "card-fraud")


def fraud_small() -> Splits:
    """150 training transactions (and 300-row evaluation sets)."""
    return fraud(4003, (150, 300, 300), "card-fraud-150")


def fraud_raw() -> Splits:
    """The transactions as the bank exports them: the amount in cents, the distance in metres, the
    account's age in days (the scaler dropped)."""
    import numpy as np
    import torch

    from tests.suite import datasets as ds

    x, y = _fraud(4004, sum(SIZES))
    x = x * np.array([100.0, 1, 1, 1000.0, 1, 1, 1, 30.4, 1, 1, 1, 1, 1])[None, :]
    splits = ds._split(torch.tensor(x, dtype=torch.float32), torch.tensor(y).long(), SIZES, 2)
    return ds.named(splits, "card-fraud-raw")


GASES = ("ethanol", "ammonia", "acetone")


def _gas(seed: int, n: int, months: tuple[float, float]) -> tuple[Any, Any]:
    """An array of 8 metal-oxide sensors exposed to one of three gases at 10-500 ppm: each sensor's
    log response is its fixed sensitivity to that gas (the same array for every draw) plus 0.6 x
    log concentration, plus a drift that grows with the array's age (`months`, each sensor its own
    rate) and noise sd 0.3. Features: the 8 log responses."""
    import numpy as np

    array = np.random.default_rng(4100)
    sensitivity = array.normal(0.0, 0.25, (3, 8))
    drift = array.normal(0.0, 0.1, 8)
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 3, n)
    ppm = np.exp(rng.uniform(np.log(10), np.log(500), n))
    month = rng.uniform(*months, n)
    x = sensitivity[y] + 0.6 * np.log(ppm)[:, None] + month[:, None] * drift[None, :]
    x = x + 0.3 * rng.standard_normal((n, 8))
    return x, y


def gas(seed: int = 4101, sizes: tuple[int, int, int] = SIZES, name: str = "gas-sensor-array") -> Splits:
    """The gas table from an array's first six months, standardised: (N, 8), 3 balanced classes."""
    x, y = _gas(seed, sum(sizes), (0.0, 6.0))
    return _generated(name, x, y, 3, sizes)


def gas_large() -> Splits:
    """Another draw, 3,000 training rows."""
    return gas(4102, (3000, 600, 600))


def gas_aged_test(data: Splits, seed: int) -> Splits:
    """The test rows recorded when the array was 18-24 months old (train and validation: 0-6):
    every sensor's baseline drifted on; standardised with the training rows' statistics."""
    import torch

    from tests.suite import datasets as ds

    x_all, y_all = _gas(4103, sum(SIZES), (0.0, 6.0))
    x_old, y_old = _gas(4104, SIZES[2], (18.0, 24.0))
    raw = ds._split(torch.tensor(x_all, dtype=torch.float32), torch.tensor(y_all).long(), SIZES, 3)
    mean = raw.x_train.mean(0, keepdim=True)
    std = raw.x_train.std(0, keepdim=True)
    x_test = (torch.tensor(x_old, dtype=torch.float32) - mean) / std
    return replace(data, x_test=x_test, y_test=torch.tensor(y_old).long())


def gas_for_aging() -> Splits:
    """The draw whose test rows `gas_aged_test` replaces (its train / val statistics)."""
    return gas(4103)


BRAILLE = ((1,), (1, 2), (1, 4), (1, 4, 5), (1, 5), (1, 2, 4), (1, 2, 4, 5), (1, 2, 5), (2, 4), (2, 4, 5))
DOTS = {1: (0, 0), 2: (1, 0), 3: (2, 0), 4: (0, 1), 5: (1, 1), 6: (2, 1)}  # dot -> (row, column) in the cell


def braille(
    seed: int = 4201,
    noise: float = 0.15,
    sizes: tuple[int, int, int] = SIZES,
    name: str = "braille-10x10",
) -> Splits:
    """The Braille letters a-j photographed on a 10x10 canvas: each raised dot a 2x2-px blob of ink
    0.5-1.0 (its own), dot centres 3 px apart, the letter at a random offset, a paper texture
    (a smooth gradient up to 0.15) and pixel noise sd `noise`; a tenth of the images carry a stray
    speck. Not standardised: (N, 1, 10, 10), 10 classes."""
    import numpy as np
    import torch

    from tests.suite import datasets as ds

    rng = np.random.default_rng(seed)
    n = sum(sizes)
    y = rng.integers(0, 10, n)
    x = np.zeros((n, 10, 10))
    grid = np.arange(10) / 9
    for i in range(n):
        r0, c0 = rng.integers(0, 6), rng.integers(0, 6)
        for dot in BRAILLE[y[i]]:
            r, c = DOTS[dot]
            x[i, r0 + 3 * r : r0 + 3 * r + 2, c0 + 3 * c : c0 + 3 * c + 2] = rng.uniform(0.5, 1.0)
        if rng.random() < 0.1:
            x[i, rng.integers(0, 10), rng.integers(0, 10)] += 0.7
        tilt, down, across = rng.uniform(0, 0.15), rng.uniform(-1, 1), rng.uniform(-1, 1)
        x[i] += tilt * (grid[:, None] * down + grid[None, :] * across)
    x = x + noise * rng.standard_normal(x.shape)
    images = torch.tensor(x, dtype=torch.float32)[:, None]
    return ds.named(ds._split(images, torch.tensor(y).long(), sizes, 10), name)


def braille_small() -> Splits:
    """200 Braille images for training."""
    return braille(4202, 0.15, (200, 300, 300), "braille-10x10-200")


def braille_wide_eval() -> Splits:
    """Braille with 2,600-row evaluation sets (256 of each letter and more)."""
    return braille(4203, 0.15, (1000, 2600, 2600))


def transposed_eval(data: Splits, _seed: int) -> Splits:
    """The bug: the evaluation loader stores the images column-major (x.transpose(-1, -2)), so
    validation and test letters come mirrored about the diagonal (d reads as f, e as i...)."""
    assert data.x_val is not None and data.x_test is not None
    return replace(data, x_val=data.x_val.transpose(-1, -2), x_test=data.x_test.transpose(-1, -2))


def distinct(
    seed: int = 4301,
    length: int = 10,
    sizes: tuple[int, int, int] = (1600, 400, 400),
    name: str = "distinct-symbols",
) -> Splits:
    """Strings of `length` tokens over six symbols (1-6); the label is how many different symbols
    occur: 4 or fewer, 5, or all 6 (3 classes, ~22% / 50% / 28%)."""
    import numpy as np
    import torch

    from tests.suite import datasets as ds

    rng = np.random.default_rng(seed)
    n = sum(sizes)
    x = rng.integers(1, 7, (n, length))
    count = np.array([len(set(row)) for row in x.tolist()])
    y = np.clip(count, 4, 6) - 4
    return ds.named(ds._split(torch.tensor(x), torch.tensor(y).long(), sizes, 3), name)


def distinct_small() -> Splits:
    """40 strings for training (400-row evaluation sets)."""
    return distinct(4302, 10, (40, 400, 400), "distinct-symbols-40")


TONES = (3.0, 5.0, 8.0, 12.0, 18.0)  # Hz


def tones(seed: int = 4401, sizes: tuple[int, int, int] = SIZES, name: str = "tone-mixtures-64") -> Splits:
    """One second of a microphone at 64 samples / s: a mixture of the class's tone (3, 5, 8, 12 or
    18 Hz, +-0.4 Hz, amplitude 1) and two weaker tones of other classes (amplitude 0.2-0.55), random
    phases, a slow hum and noise sd 0.45; the label is the dominant tone. Not standardised:
    (N, 64) floats, 5 classes."""
    import numpy as np
    import torch

    from tests.suite import datasets as ds

    rng = np.random.default_rng(seed)
    n = sum(sizes)
    t = np.arange(64)[None, :] / 64.0
    y = rng.integers(0, 5, n)
    freq = np.array(TONES)[y][:, None] + rng.uniform(-0.4, 0.4, (n, 1))
    x = np.sin(2 * np.pi * freq * t + rng.uniform(0, 6.3, (n, 1)))
    for _ in range(2):
        other = (y + rng.integers(1, 5, n)) % 5
        f = np.array(TONES)[other][:, None] + rng.uniform(-0.4, 0.4, (n, 1))
        x = x + rng.uniform(0.2, 0.55, (n, 1)) * np.sin(2 * np.pi * f * t + rng.uniform(0, 6.3, (n, 1)))
    x = x + rng.uniform(0, 0.4, (n, 1)) * np.sin(2 * np.pi * 0.5 * t + rng.uniform(0, 6.3, (n, 1)))
    x = x + 0.45 * rng.standard_normal((n, 64))
    return ds.named(ds._split(torch.tensor(x, dtype=torch.float32), torch.tensor(y).long(), sizes, 5), name)


def _rc(seed: int, n: int) -> tuple[Any, Any]:
    """An RC circuit charging from a supply: supply V0 (1-24 V), resistance R (1-100 kOhm,
    log-uniform), capacitance C (10-1,000 uF, log-uniform) and the time since the switch closed t
    (0-5 s); the capacitor voltage V0 (1 - exp(-t / RC)), read by a meter with 2% + 0.05 V error.
    Features in ohms, farads and seconds (as read)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    v0 = rng.uniform(1, 24, n)
    ohms = np.exp(rng.uniform(np.log(1e3), np.log(1e5), n))
    farads = np.exp(rng.uniform(np.log(1e-5), np.log(1e-3), n))
    t = rng.uniform(0, 5, n)
    volts = v0 * (1 - np.exp(-t / (ohms * farads)))
    volts = volts * (1 + 0.02 * rng.standard_normal(n)) + 0.05 * rng.standard_normal(n)
    return np.stack([v0, ohms, farads, t], axis=1), volts


def _rc_splits(
    name: str, seed: int, scale_x: bool, scale_y: bool, sizes: tuple[int, int, int] = SIZES
) -> Splits:
    import numpy as np
    import torch

    from tests.suite import datasets as ds

    x, volts = _rc(seed, sum(sizes))
    if scale_x:  # what the pipeline does: kOhm and uF on a log scale, then standardised
        x = np.stack([x[:, 0], np.log10(x[:, 1] / 1e3), np.log10(x[:, 2] / 1e-6), x[:, 3]], axis=1)
    y = torch.tensor(volts, dtype=torch.float32)[:, None]
    if scale_y:
        y = (y - y[: sizes[0]].mean()) / y[: sizes[0]].std()
    data = ds.named(ds._split(torch.tensor(x, dtype=torch.float32), y, sizes, 0), name)
    return ds._standardised(data) if scale_x else data


def rc() -> Splits:
    """The capacitor voltage, standardised (sd ~5.5 V), features log-scaled and standardised."""
    return _rc_splits("rc-charge", 4501, True, True, (1000, 500, 500))


def rc_volts() -> Splits:
    """The capacitor voltage in volts (mean ~7, sd ~5.5: first MSEs near 80), features scaled."""
    return _rc_splits("rc-charge-volts", 4502, True, False, (1000, 500, 500))


def rc_long() -> Splits:
    """Another draw of the standardised voltage, 2,000 training rows."""
    return _rc_splits("rc-charge", 4503, True, True, (2000, 400, 400))


NESTEROV = j_runs(nesterov=True)
T = L  # battery l's cases: its runner and every earlier wrapper's models


# ---------------------------------------------------------------- the variants


FAULTY: tuple[Variant, ...] = (
    # --- learning rate and its schedule
    T(
        "vo-lr-high-sgd-rc",
        Plan(rc, "mlp", 1.5, "sgd", momentum=0.9, epochs=6, log_every=5,
             model_kw={"width": 64, "num_layers": 2}),
        ("loss-runaway", "gradient-explosion"),
        "learning-rate-too-high",
        "SGD momentum lr=1.5 on the standardised RC-circuit regression: the first loss 1.1, then gradient "
        "norms to 1e12 and NaN within the first tenth; every later loss, gradient norm and evaluation NaN",
        (*RUNAWAY, "undertrained"),
        family="regression",
        dataset="rc-charge",
        seed=4601,
    ),
    T(
        "vo-lr-low-sgd-transformer-distinct",
        Plan(distinct, "transformer", 1e-4, "sgd", epochs=8, log_every=10),
        ("slow-convergence",),
        "learning-rate-too-low",
        "plain SGD lr=1e-4 on a transformer counting distinct symbols: the loss creeps from 1.56 to 1.28 in"
        " 400 steps (ln 3 = 1.10), val accuracy 0.25-0.26 (the majority class holds 0.5; a sound "
        "transformer reaches 1.0)",
        STALL,
        family="transformer",
        dataset="distinct-symbols",
        seed=4602,
    ),
    T(
        "vo-step-per-batch-bncnn-braille",
        Plan(braille, "bncnn", 3e-3, "adam", epochs=8, log_every=5, schedule="step", step_size=8, gamma=1e-3),
        ("slow-convergence",),
        "lr-decay-too-fast",
        "StepLR(step_size=8, gamma=1e-3) meant per epoch but stepped every batch on a batch-norm CNN over "
        "the Braille letters (Adam lr 3e-3): the lr is 3e-6 after step 8 and ~0 by step 24; the epoch loss "
        "frozen at 2.25-2.27 (ln 10 = 2.30), val accuracy 0.15",
        STALL,
        family="cnn-bn",
        dataset="braille",
        seed=4603,
    ),
    # --- optimisation bugs and the loss
    T(
        "vo-no-zero-grad-sgd-mlp-fraud",
        Plan(fraud, "mlp", 0.01, "sgd", momentum=0.9, epochs=8, log_every=5, zero_grad=False,
             model_kw={"width": 64, "num_layers": 2}),
        ("gradient-explosion",),
        "missing-zero-grad",
        "an MLP on the card transactions under SGD momentum lr 0.01 whose gradients are never cleared (the "
        "model's zero_grad overridden): the gradient norm climbs from 3.5 to 430, the window loss from 0.62"
        " to 17; the val loss 0.54 up to 18, val accuracy 0.81 (the majority class)",
        (*BROKEN, "loss-runaway"),
        family="mlp",
        dataset="card-fraud",
        seed=4604,
    ),
    T(
        "vo-softmax-before-ce-mlp-tones",
        Plan(tones, "mlp", 1e-3, "adam", epochs=10, log_every=10, model_fault=softmax_output,
             model_kw={"width": 128, "num_layers": 2}),
        ("slow-convergence",),
        "wrong-loss-function",
        "an MLP over the tone mixtures returns softmax probabilities and CrossEntropyLoss applies "
        "log_softmax again: val accuracy reaches 0.97 but the loss cannot go below 0.905 (its floor for 5 "
        "classes): the epoch loss 1.58 to 0.908, flat for the last four epochs, val loss 0.94",
        STALL,
        family="mlp",
        dataset="tone-mixtures",
        seed=4605,
    ),
    # --- data
    T(
        "vo-shuffled-labels-cnn-braille",
        Plan(braille, "cnn", 2e-3, "adam", epochs=60, log_every=20, val_every_epochs=3,
             data_fault=shuffled_labels, model_kw={"channels": 16}),
        ("metric-at-baseline", "overfitting", "train-val-gap"),
        "label-noise",
        "the Braille labels permuted against their 1,000 images, a 16-channel CNN for 1,920 steps: the "
        "train loss memorised down to ~0.01, the val loss up from 2.34 to 7.6, val accuracy 0.09-0.13 "
        "(chance 0.1)",
        MEMORISED,
        family="cnn",
        dataset="braille",
        seed=4606,
    ),
    T(
        "vo-val-in-train-mlp-gas",
        Plan(gas, "mlp", 2e-3, "adam", epochs=60, log_every=25, val_every_epochs=3, data_fault=val_in_train,
             model_kw={"width": 256, "num_layers": 3}),
        ("val-test-gap",),
        "data-leakage",
        "the validation rows of the gas table appended to its training rows: a 3x256 MLP memorises them, "
        "val loss 3e-4 and val accuracy 1.0 at the end; the test set 0.88 and 0.92",
        ("zero-train-loss", "overfitting", "train-val-gap", "undertrained"),
        family="mlp",
        dataset="gas-sensor-array",
        seed=4607,
    ),
    T(
        "vo-tiny-train-gru-distinct",
        Plan(distinct_small, "gru", 3e-3, "adam", epochs=150, batch_size=8, log_every=5, val_every_epochs=10),
        ("overfitting", "train-val-gap"),
        "insufficient-data",
        "40 strings for a GRU counting distinct symbols, 750 steps of batch 8: the train loss to ~9e-4 "
        "while the val loss climbs from 1.21 to 3.6 and val accuracy stays at 0.40-0.45 (the majority class"
        " 0.5); test 0.46",
        ("zero-train-loss", "undertrained", "loss-oscillation", "loss-spikes", "metric-at-baseline"),
        family="gru",
        dataset="distinct-symbols",
        seed=4608,
    ),
    T(
        "vo-no-regularisation-wide-fraud-small",
        Plan(fraud_small, "mlp", 1e-3, "adam", epochs=150, batch_size=10, log_every=25, val_every_epochs=5,
             model_kw={"width": 768, "num_layers": 3}),
        ("overfitting", "train-val-gap"),
        "insufficient-regularization",
        "a 3x768 MLP on 150 transactions, no dropout, no weight decay, 2,250 steps of batch 10: the train "
        "loss to ~1e-7 while the val loss climbs from 0.71 to 2.5; val accuracy 0.82-0.84 (the majority "
        "0.8); test loss 2.2",
        ("zero-train-loss", "undertrained", "loss-spikes", "loss-oscillation"),
        family="mlp",
        dataset="card-fraud",
        seed=4609,
    ),
    T(
        "vo-class-sorted-cnn1d-tones",
        Plan(tones, "cnn1d", 3e-3, "adam", epochs=6, log_every=1, shuffle=False, sort_by_class=True),
        ("periodic-loss",),
        "data-not-shuffled",
        "tone mixtures sorted by their label (one tone after another), shuffle=False, every step logged "
        "(192 points) on a 1-D CNN: each epoch the loss falls through a block and jumps at the switch to "
        "the next tone; the epoch loss 1.73 to 1.59 (ln 5 = 1.61), val accuracy 0.18 to 0.51 (shuffled: "
        "~0.99)",
        SORTED,
        family="cnn",
        dataset="tone-mixtures",
        seed=4610,
    ),
    T(
        "vo-raw-units-adam-fraud",
        Plan(fraud_raw, "mlp", 1e-3, "adam", epochs=10, log_every=5, model_kw={"width": 64, "num_layers": 2}),
        ("bad-initial-loss",),
        "unnormalized-input",
        "the transactions fed as the bank exports them (the amount in cents, the distance in metres, the "
        "account's age in days; the scaler dropped), Adam lr 1e-3: the first window loss 107 (ln 2 = 0.69),"
        " gradient norms in the thousands, the epoch loss 45 to 18 with jumps, the val loss 8-49, val "
        "accuracy wandering 0.57-0.83 (a sound run: 0.27 and 0.89)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="mlp",
        dataset="card-fraud",
        seed=4611,
    ),
    T(
        "vo-corrupt-rows-adam-rc",
        Plan(rc, "mlp", 2e-3, "adam", epochs=10, log_every=2, data_fault=corrupt_rows(6, 300.0),
             model_kw={"width": 64, "num_layers": 2}),
        ("loss-spikes",),
        "bad-input-data",
        "6 of 1,000 RC rows with features written 300x too large (corrupt records), Adam, logged every 2 "
        "steps: the batches holding one jump to MSEs of ~100+ (gradient norms to 1e4) and fall back; the "
        "epoch MSE 60, 27, 10 then ~0.45; the val MSE 0.59 to 0.19",
        (*RUNAWAY, "loss-runaway", "gradient-explosion"),
        family="regression",
        dataset="rc-charge",
        seed=4612,
    ),
    T(
        "vo-aged-test-mlp-gas",
        Plan(gas_for_aging, "mlp", 2e-3, "adam", epochs=12, log_every=10, data_fault=gas_aged_test,
             model_kw={"width": 64, "num_layers": 2}),
        ("val-test-gap",),
        "distribution-shift",
        "the gas test rows recorded when the sensor array was 18-24 months old (training and validation: "
        "0-6 months; every sensor's baseline drifted on): val accuracy 0.96 (loss 0.12), test 0.74 (loss "
        "0.86)",
        (),
        family="mlp",
        dataset="gas-sensor-array",
        seed=4613,
    ),
    # --- evaluation
    T(
        "vo-eval-transposed-cnn-braille",
        Plan(braille, "cnn", 2e-3, "adam", epochs=14, log_every=10, data_fault=transposed_eval),
        ("train-val-gap",),
        "eval-pipeline-mismatch",
        "the evaluation loader stores the Braille images column-major (transposed), the training loader "
        "row-major: the train loss falls from 2.30 to 0.66 while the val loss dips to 2.01 and climbs to "
        "2.45, val accuracy 0.41-0.45; test 0.41",
        ("metric-at-baseline", "overfitting", "val-test-gap"),
        family="cnn",
        dataset="braille",
        seed=4614,
    ),
    T(
        "vo-eval-labels-off-by-one-bncnn1d-tones",
        Plan(tones, "bncnn1d", 1e-2, "adam", epochs=10, log_every=10, data_fault=labels_off_by_one),
        ("train-val-gap",),
        "wrong-eval-logic",
        "the evaluation labels of the tone mixtures read through a 1-based label map (class k scored as k +"
        " 1): the train loss falls from 1.8 to ~0.08 while the val loss climbs from 2.47 to 8.0 and val "
        "accuracy sinks to 0.01-0.03",
        ("metric-at-baseline", "overfitting", "val-test-gap"),
        family="cnn-bn",
        dataset="tone-mixtures",
        seed=4615,
    ),
    T(
        "vo-eval-train-mode-resnet-braille",
        Plan(braille_wide_eval, "resnet", 3e-3, "adam", epochs=14, log_every=10, data_fault=class_blocks(256),
             model_fault=always_training),
        ("train-val-gap",),
        "train-eval-mode-misuse",
        "the residual net's forward calls self.train(), so evaluation normalises each eval batch by its own"
        " statistics, and the Braille evaluation is read letter by letter (every batch of 256 one letter): "
        "the train loss falls from 2.24 to 0.35 while the val loss stays at 2.2-2.34 and val accuracy "
        "creeps to 0.33",
        ("metric-at-baseline", "overfitting", "val-test-gap"),
        family="resnet",
        dataset="braille",
        seed=4616,
    ),
    # --- initialisation, architecture, gradients
    T(
        "vo-dead-relu-mlp-tones",
        Plan(tones, "mlp", 0.02, "sgd", momentum=0.9, epochs=8, log_every=10, model_fault=dead_relus(-10.0),
             model_kw={"width": 64, "num_layers": 3}),
        ("slow-convergence", "metric-at-baseline"),
        "dead-relu",
        "ReLU biases initialised at -10 and a bias-free head on the tone mixtures: every unit dead, the "
        "gradient norm exactly 0, the loss at ln 5 (1.609) for 256 steps, val accuracy 0.177",
        (*STALL, "gradient-vanishing"),
        family="mlp",
        dataset="tone-mixtures",
        seed=4617,
    ),
    T(
        "vo-frozen-gru-tones",
        Plan(tones, "seq-gru", 3e-3, "adam", epochs=8, log_every=10, model_fault=frozen_but_head_bias),
        ("slow-convergence", "metric-at-baseline"),
        "frozen-weights",
        "requires_grad=False on every parameter of a GRU reading the tones but the head bias: the loss at "
        "1.60-1.62 (ln 5) for 256 steps, val accuracy 0.17-0.23",
        (*STALL, "gradient-vanishing"),
        family="gru",
        dataset="tone-mixtures",
        seed=4618,
    ),
    T(
        "vo-deep-sigmoid-sgd-gas",
        Plan(gas, "mlp", 0.1, "sgd", epochs=8, log_every=10,
             model_kw={"width": 48, "num_layers": 10, "activation": "sigmoid"}),
        ("slow-convergence", "metric-at-baseline"),
        "vanishing-gradients",
        "an 11-layer sigmoid MLP over the gas table under plain SGD lr 0.1: the epoch loss at 1.10-1.11 (ln"
        " 3) for all 256 steps, val accuracy 0.32-0.36",
        (*STALL, "gradient-vanishing"),
        family="mlp",
        dataset="gas-sensor-array",
        seed=4619,
    ),
    T(
        "vo-rnn-no-clip-distinct",
        Plan(distinct, "rnn", 0.05, "sgd", momentum=0.9, epochs=5, log_every=5,
             model_fault=identity_rnn(1.3), model_kw={"hidden": 48, "nonlinearity": "relu"}),
        ("gradient-explosion",),
        "exploding-gradients",
        "a ReLU RNN reading the distinct-symbol strings, recurrent weights 1.3 x identity, SGD momentum lr "
        "0.05, no clipping: the first logged loss 2.5 (gradient norm 64), then gradient norms to 1e15 and "
        "NaN; every later loss and evaluation NaN, val accuracy 0.225",
        ("loss-runaway", "loss-spikes", "loss-oscillation", "slow-convergence", "bad-initial-loss",
         "metric-at-baseline", "gradient-vanishing", "undertrained", "zero-train-loss"),
        family="rnn",
        dataset="distinct-symbols",
        seed=4620,
    ),
    T(
        "vo-normal-init-mlp-rc",
        Plan(rc, "mlp", 1e-3, "adam", epochs=10, log_every=5, model_fault=normal_init(1.0),
             model_kw={"width": 256, "num_layers": 2}),
        ("bad-initial-loss",),
        "poor-initialization",
        "every Linear weight of a 2x256 regression MLP drawn from N(0, 1) (nn.init.normal_ left at its "
        "default std): the first MSEs near 4e4 on a standardised target, gradient norms ~1e4, the epoch MSE"
        " still 270 after 320 steps, val MSE 330 (a sound run: ~0.01)",
        INIT,
        family="regression",
        dataset="rc-charge",
        seed=4621,
    ),
    # --- run length
    T(
        "vo-stopped-early-cnn1d-tones",
        Plan(tones, "cnn1d", 3e-3, "adam", epochs=20, max_steps=50, log_every=2),
        ("undertrained",),
        "too-few-epochs",
        "max_steps=50 (1.6 of 20 epochs) left in from a smoke test on a 1-D CNN over the tones: the loss "
        "still falling when it stops (1.60 at the start, 1.29 at the end); val accuracy 0.62 (a full run "
        "reaches ~0.99)",
        ("slow-convergence",),
        family="cnn",
        dataset="tone-mixtures",
        seed=4622,
    ),
)

HEALTHY: tuple[Variant, ...] = (
    # --- card transactions: a floor well above 0, a majority class of 0.8
    T(
        "vo-healthy-fraud-bayes-floor",
        Plan(fraud_large, "mlp", 2e-3, "adam", epochs=10, batch_size=64, log_every=10,
             model_kw={"width": 32, "num_layers": 2}),
        (),
        None,
        "the transactions (3,000 rows; labels drawn from the true probabilities, a Bayes cross-entropy of "
        "~0.26 and accuracy ~0.89), a 2x32 MLP: the epoch loss from 0.52 to 0.26, flat over the second "
        "half; the val loss 0.40 to 0.27, val accuracy 0.89 against a majority class of 0.81",
        family="mlp",
        dataset="card-fraud",
        seed=4701,
    ),
    T(
        "vo-healthy-fraud-dropout-half",
        Plan(fraud_large, "mlp", 2e-3, "adamw", weight_decay=0.01, epochs=12, batch_size=64, log_every=10,
             model_kw={"width": 128, "num_layers": 2, "dropout": 0.5}),
        (),
        None,
        "a 2x128 MLP with dropout 0.5 on the transactions (3,000 rows), AdamW: the window train loss ~0.30 "
        "over the second half, the val loss 0.32 to 0.28 below it, val accuracy 0.89-0.90",
        family="mlp",
        dataset="card-fraud",
        seed=4702,
    ),
    T(
        "vo-healthy-fraud-sgd-batch8-every-step",
        Plan(fraud_large, "mlp", 0.005, "sgd", momentum=0.9, epochs=2, batch_size=8, log_every=1,
             model_kw={"width": 32, "num_layers": 2}),
        (),
        None,
        "SGD momentum with batch 8 on the transactions (3,000 rows), every step logged (750 points): single"
        " batches jump between ~0.01 and 1.4, the epoch means 0.40 and 0.31; the val loss 0.316 then 0.309,"
        " val accuracy 0.86-0.87",
        family="mlp",
        dataset="card-fraud",
        seed=4703,
    ),
    T(
        "vo-healthy-fraud-early-stop",
        Plan(fraud, "mlp", 3e-3, "adam", epochs=60, log_every=8, early_stop=3,
             model_kw={"width": 64, "num_layers": 2}),
        (),
        None,
        "the transactions (1,000 rows), EarlyStopping(val_loss, patience 3) ends the run at epoch 9 of 60 "
        "after the val loss's minimum (0.348) at epoch 6; val accuracy 0.84-0.85, test 0.85",
        family="mlp",
        dataset="card-fraud",
        seed=4704,
    ),
    # --- gas sensors
    T(
        "vo-healthy-gas-warmup-cosine",
        Plan(gas_large, "mlp", 3e-3, "adamw", weight_decay=0.01, epochs=10, batch_size=64, log_every=5,
             schedule="warmup-cosine", warmup=100, model_kw={"width": 64, "num_layers": 2}),
        (),
        None,
        "the gas table (3,000 rows), AdamW with 100 warm-up steps then cosine to 0: the epoch loss from 1.0"
        " to 0.125, the val loss 0.76 to 0.157, val accuracy 0.95",
        family="mlp",
        dataset="gas-sensor-array",
        seed=4705,
    ),
    T(
        "vo-healthy-gas-sgd-plateau",
        Plan(gas, "mlp", 0.05, "sgd", momentum=0.9, epochs=14, log_every=10, schedule="plateau", gamma=0.3,
             model_kw={"width": 64, "num_layers": 2}),
        (),
        None,
        "SGD momentum lr 0.05 with ReduceLROnPlateau (x0.3, patience 0) on the gas table: the val loss "
        "0.18, 0.165, 0.18, 0.175, then 0.145-0.149 and flat as the lr falls to 3e-7; val accuracy "
        "0.95-0.97",
        family="mlp",
        dataset="gas-sensor-array",
        seed=4706,
    ),
    T(
        "vo-healthy-gas-bf16",
        Plan(gas, "mlp", 2e-3, "adam", epochs=12, log_every=10, bf16=True, schedule="cosine",
             model_kw={"width": 64, "num_layers": 2}),
        (),
        None,
        "the gas table under bf16-mixed autocast, Adam + cosine: the epoch loss from 0.87 to 0.116, the val"
        " loss 0.50 to 0.14, val accuracy 0.96",
        family="mlp",
        dataset="gas-sensor-array",
        seed=4707,
    ),
    # --- Braille
    T(
        "vo-healthy-cnn-braille-adam",
        Plan(braille, "cnn", 3e-3, "adam", epochs=24, log_every=10, schedule="cosine"),
        (),
        None,
        "a CNN (no batch norm) on the Braille letters, Adam lr 3e-3 + cosine over 24 epochs: the epoch loss"
        " from 2.25 to 0.14, the val loss 2.1 to 0.37 and flat over the last five epochs, val accuracy 0.87",
        family="cnn",
        dataset="braille",
        seed=4708,
    ),
    T(
        "vo-healthy-bncnn-braille-onecycle",
        Plan(braille, "bncnn", 0.1, "sgd", momentum=0.9, epochs=10, log_every=5, schedule="onecycle"),
        (),
        None,
        "a batch-norm CNN, OneCycleLR (SGD momentum, max lr 0.1): the val loss jumps about near the peak lr"
        " (1.84, 0.81, 1.33, 0.26, 0.64) and ends at 0.108, val accuracy 0.98",
        family="cnn-bn",
        dataset="braille",
        seed=4709,
    ),
    T(
        "vo-healthy-resnet-braille-nesterov-step",
        Plan(braille, "resnet", 0.05, "sgd", momentum=0.9, epochs=10, log_every=10, schedule="step",
             step_size=200, gamma=0.1),
        (),
        None,
        "a residual net under SGD with Nesterov momentum 0.9, lr 0.05, x0.1 at step 200: the val loss "
        "swings before the drop (2.25, 1.87, 0.72, 4.74, 0.57), then 0.20 to 0.079; val accuracy 0.98",
        family="resnet",
        dataset="braille",
        seed=4710,
        runs=NESTEROV,
    ),
    T(
        "vo-healthy-bncnn-braille-small-shift-aug",
        Plan(braille_small, "bncnn", 3e-3, "adamw", weight_decay=0.05, epochs=60, batch_size=16,
             log_every=5, val_every_epochs=4, schedule="cosine", model_fault=random_shift(1)),
        (),
        None,
        "200 Braille images, a batch-norm CNN with random 1-px shifts, AdamW weight decay 0.05 + cosine "
        "(780 steps of batch 16), validated every 4 epochs: the val loss from 2.13 to 0.85 and flat at its "
        "end, val accuracy 0.73, test 0.70",
        family="cnn-bn",
        dataset="braille",
        seed=4711,
    ),
    T(
        "vo-healthy-bncnn-braille-rmsprop-three-epochs",
        Plan(braille, "bncnn", 5e-3, "rmsprop", epochs=3, batch_size=8, log_every=4, schedule="cosine",
             model_kw={"channels": 12}),
        (),
        None,
        "3 epochs (375 steps of batch 8, cosine to 0) of a batch-norm CNN under RMSprop: the val loss 1.27,"
        " 0.70, 0.65, val accuracy 0.70, 0.91, 0.93",
        family="cnn",
        dataset="braille",
        seed=4712,
    ),
    # --- distinct symbols
    T(
        "vo-healthy-gru-distinct-adam",
        Plan(distinct, "gru", 3e-3, "adam", epochs=18, log_every=10, schedule="cosine"),
        (),
        None,
        "a GRU counting distinct symbols, Adam + cosine: the epoch loss at 1.03-1.05 (the majority class's "
        "level; val accuracy 0.5) for three epochs, then down to 0.197; the val loss 0.26, val accuracy "
        "0.93",
        family="gru",
        dataset="distinct-symbols",
        seed=4713,
    ),
    T(
        "vo-healthy-lstm-distinct-accumulate-rmsprop",
        Plan(distinct, "lstm", 4e-3, "rmsprop", epochs=30, batch_size=16, accumulate=4, log_every=5, clip=1.0,
             schedule="cosine"),
        (),
        None,
        "an LSTM under RMSprop + cosine, batch 16 accumulated over 4 (750 optimizer steps), clipping at 1: "
        "near the majority level for two epochs, then the val loss from 1.04 to 0.14, val accuracy 0.96",
        family="lstm",
        dataset="distinct-symbols",
        seed=4714,
    ),
    T(
        "vo-healthy-transformer-distinct-long-warmup",
        Plan(distinct, "transformer", 2e-3, "adamw", weight_decay=0.01, epochs=15, log_every=10,
             schedule="warmup-cosine", warmup=250),
        (),
        None,
        "a transformer, AdamW with 250 warm-up steps then cosine to 0: the loss near 1.04-1.09 for the "
        "first ~200 steps, then down to ~0.002; val accuracy 1.0",
        family="transformer",
        dataset="distinct-symbols",
        seed=4715,
    ),
    # --- tones
    T(
        "vo-healthy-cnn1d-tones-adagrad",
        Plan(tones, "cnn1d", 0.05, "adagrad", epochs=36, log_every=10, val_every_epochs=3),
        (),
        None,
        "a 1-D CNN on the tone mixtures, Adagrad lr 0.05, validated every 3 epochs: val accuracy 0.96 by "
        "the second evaluation and 0.98-0.99 after, the val loss creeping from 0.37 to 0.03",
        family="cnn",
        dataset="tone-mixtures",
        seed=4716,
    ),
    T(
        "vo-healthy-bncnn1d-tones-noise-aug",
        Plan(tones, "bncnn1d", 3e-3, "adam", epochs=12, log_every=10, schedule="cosine",
             model_fault=input_noise(0.5)),
        (),
        None,
        "a batch-norm 1-D CNN with Gaussian input noise (sd 0.5) as augmentation, Adam + cosine: the val "
        "loss 1.13 to 0.31, below the noisy train loss (~0.4), val accuracy 0.94-0.96, test 0.96",
        family="cnn-bn",
        dataset="tone-mixtures",
        seed=4717,
    ),
    T(
        "vo-healthy-gru-tones-clip",
        Plan(tones, "seq-gru", 3e-3, "adam", epochs=20, log_every=10, clip=1.0, schedule="cosine"),
        (),
        None,
        "a GRU reading the tone mixtures, Adam + cosine, clipping at 1: the loss at 1.61 (ln 5) for two "
        "epochs, then down to 0.21; the val loss 0.23, val accuracy 0.97; gradient norms up to ~50 (before "
        "clipping) as it learns",
        family="gru",
        dataset="tone-mixtures",
        seed=4718,
    ),
    T(
        "vo-healthy-mlp-tones-dropout-exp",
        Plan(tones, "mlp", 2e-3, "adam", epochs=15, log_every=10, schedule="exp", gamma=0.998,
             model_kw={"width": 128, "num_layers": 2, "dropout": 0.5}),
        (),
        None,
        "an MLP with dropout 0.5 over the tones, Adam with a per-step exponential decay (x0.998): the val "
        "loss 1.38 to ~0.085, below the epoch train loss (~0.25), val accuracy 0.97-0.98",
        family="mlp",
        dataset="tone-mixtures",
        seed=4719,
    ),
    # --- RC circuit
    T(
        "vo-healthy-rc-volts-adam-cosine",
        Plan(rc_volts, "mlp", 3e-3, "adam", epochs=40, log_every=10, schedule="cosine",
             model_kw={"width": 128, "num_layers": 2}),
        (),
        None,
        "the RC voltage in volts (first MSEs near 100 V^2), a 2x128 MLP, Adam + cosine: the epoch MSE from "
        "53 to 0.24, the val MSE 12 to 0.26, test 0.34",
        family="regression",
        dataset="rc-charge",
        seed=4720,
    ),
    T(
        "vo-healthy-rc-sgd-long-sparse",
        Plan(rc_long, "mlp", 0.01, "sgd", momentum=0.9, epochs=40, log_every=50, val_every_epochs=5,
             schedule="step", step_size=1500, gamma=0.1,
             model_kw={"width": 64, "num_layers": 2, "activation": "gelu"}),
        (),
        None,
        "2,520 SGD momentum steps of a GELU MLP on the RC voltage (2,000 rows), x0.1 at step 1,500, logged "
        "every 50, validated every 5 epochs: the epoch MSE from 0.39 to 0.014, the val MSE 0.034 to 0.011",
        family="regression",
        dataset="rc-charge",
        seed=4721,
    ),
    T(
        "vo-healthy-rc-plateau-epoch-log",
        Plan(rc, "mlp", 3e-3, "adam", epochs=30, log_every=10, train_log="epoch", schedule="plateau",
             gamma=0.3,
             model_kw={"width": 64, "num_layers": 2}),
        (),
        None,
        "the RC voltage, Adam with ReduceLROnPlateau, the train loss logged once an epoch (30 points): from"
        " 0.33 to 0.0126, flat from epoch 8 as the lr falls to 5e-9; the val MSE 0.058 to 0.0089",
        family="regression",
        dataset="rc-charge",
        seed=4722,
    ),
)
