"""Variant battery r: an 11th look-alike of an external held-out suite, real framework runs (`--battery r`).

    nice -n 10 python benchmarks/variants.py --battery r --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery r [--runs]

Like batteries d-q, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is
the log), trained by battery d's runner through battery g's, j's and l's wrappers, so each case
can run in each of the three layouts; the layout rotation of variants.py picks one. It was written
blind: its author trained it with `--train-only`, read the raw logged numbers of each run, and
never diagnosed or scored it, so it is held-out data for the tool. Its halves are even (22 faulty,
22 healthy; 88-91 CPU-seconds to train on the shared 2-core machine): one fault each, spread over
every family of cause (optimisation, data, evaluation, model, workflow; at most two cases a cause),
injected into a data set no battery had, mostly at a realistic strength. Runs of 96 to 2,520
steps: MLPs (one 3x128 under N(0, 1) weights, an 11-layer sigmoid one, dropout 0.5 ones), 2-D CNNs
with and without batch norm, a small residual net, 1-D CNNs with and without batch norm, GRU / LSTM
token readers, GRU / LSTM / ReLU-RNN readers of float windows, small transformers and regression
MLPs; SGD with and without momentum, Adam, AdamW, RMSprop and Adagrad; constant, warm-up + cosine,
warm-up + linear decay, cosine, step, exponential, plateau and one-cycle schedules; bf16-mixed
autocast, gradient accumulation, dropout, shift augmentation, weight decay, early stopping,
clipping and a pretrained start; batches of 8 to 64; cadences from every step to once an epoch,
evaluations every epoch to every 5 epochs.
The data sets are new, all made offline with numpy from known generating models: single-station
seismograms of 64 samples telling an earthquake (P, then a stronger, lower S and a coda), a quarry
blast (impulsive high-frequency P, weak S) and noise (microseism, truck transients) apart, with
event amplitudes log-uniform against the noise so weak events are lost (sound models stop at
accuracy 0.80-0.88), normalised per trace by its RMS (a 60-trace draw, an evaluation loader in raw
counts, a test set from a noisier station on soft sediment); handwritten-like digits 0-4 on a 10x10
canvas drawn by a stroke model (jittered control polylines, rotation, scale, shear, a Gaussian pen,
pixel noise; a draw with 1,400-digit evaluation sets); a stirred reactor's yield of B in A -> B -> C
from its temperature, pressure, catalyst loading and type, residence time and feed (Arrhenius
rates, the side reaction taking over when hot), standardised, in % (2,000 rows), in g/L and with
its features in the historian's raw units; protein secondary structure (helix / coil / strand) of
the centre residue of 15-residue windows drawn from a segment model with Chou-Fasman-like
compositions (helix 54%; the compositions overlap, so sound models stop near accuracy 0.60-0.65 at
a loss of ~0.83; a pretraining draw); credit-card churn from ten customer features through a known
logistic model (~15% leave; 2,000 and 4,000 rows) and a leaving-within-the-month label (~2-3%);
sunspot-like series (cycles of ~11 years of log-normal amplitude, the Waldmeier effect, counting
noise) read as 24 samples to predict the next (standardised, and in sunspot numbers).
The healthy half holds sound runs a naive reader can take for a fault: secondary-structure losses
flat at their floor (~0.85) with accuracy 0.60-0.65 against a helix share of 0.54, churn losses
flat at ~0.27-0.32 with accuracy 0.86-0.90 against a majority of 0.85, a seismic 1-D CNN flat at
val 0.42-0.44 for 16 epochs, a noisy every-step batch-8 plain-SGD run, a bf16 batch-16 every-step
run, a OneCycle run whose val loss reaches 24 at the lr's peak, a StepLR drop, a 1-D CNN near ln 3
for three epochs, a reactor run in % whose loss sits at ~270 for seven epochs before it learns
(2,520 steps logged every 50, validated every 5 epochs), val below train under dropout and shift
augmentation, a transformer whose val loss rises during its warm-up, an LSTM's warm-up, early
stopping at epoch 37 of 80, regressions in g/L (first MSEs ~5,000) and in sunspot numbers (~4,500),
a fine-tune that starts low and barely moves, a three-epoch run that is finished, train losses
logged once an epoch under ReduceLROnPlateau, sparse evaluations under Adagrad and accumulation.
The faulty half: learning rates too high (SGD at 0.5 on a seismic MLP, Adam at 0.05 on a
transformer) and too low (plain SGD at 2e-3 on the reactor), an ExponentialLR meant per epoch
stepped per batch, no zero_grad under Adam, an identity-initialised ReLU RNN unclipped, the
reactor's features in raw units, half the digit labels random, a 2% minority left to plain
cross-entropy, seismograms sorted by class, NaN cells, validation rows merged into training, an
evaluation loader in raw counts, evaluation labels off by one, evaluation in training mode on
digit-by-digit batches, a test set from another station, N(0, 1) weights, ReLU biases at -3, an
11-layer sigmoid net, a frozen GRU, 60 training traces and a three-epoch regression.
Split, layout rotation and labels follow variants.py's rules; a Lightning case's `every` is its
`log_every_n_steps`.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from benchmarks.variants import MEMORISED, RUNAWAY, STALL, Variant, _generated, _regression_table
from benchmarks.variants_d import (
    INIT,
    SORTED,
    Plan,
    dead_relus,
    frozen_but_head_bias,
    identity_rnn,
    val_in_train,
)
from benchmarks.variants_e import normal_init
from benchmarks.variants_f import nan_rows, random_shift
from benchmarks.variants_j import always_training, class_blocks, pretrained
from benchmarks.variants_k import labels_off_by_one
from benchmarks.variants_l import L

if TYPE_CHECKING:
    from tests.suite.datasets import Splits

SIZES = (1000, 300, 300)


# ---------------------------------------------------------------- data sets no battery has


def _seismic(
    seed: int, n: int, noise: tuple[float, float] = (0.04, 0.35), site: float = 1.0
) -> tuple[Any, Any]:
    """Single-station seismograms of 64 samples: an earthquake (40%: an emergent P arrival, then an
    S arrival 8-20 samples later, 1.5-4x stronger and lower in frequency, with a long coda), a
    quarry blast (30%: an impulsive, high-frequency P arrival, a weak S (0.1-0.5x) and a short
    decay) or noise alone (30%: microseism and, in a third of them, a passing truck's 2-4 sample
    transient). The onset at sample 6-20, the event's amplitude log-uniform over 0.3-3 against an
    AR(1) background of sd `noise` (drawn per trace) plus a microseism of period 12-20 samples,
    so weak events sink into the noise (a floor). `site` scales the frequencies (a station's
    site response). Returns raw traces in instrument counts / 1000 and labels."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(3, n, p=[0.4, 0.3, 0.3])
    t = np.arange(64.0)
    x = np.zeros((n, 64))
    for i in range(n):
        sd = rng.uniform(*noise)
        white = rng.normal(0, sd, 64)
        background = np.zeros(64)
        for k in range(1, 64):
            background[k] = 0.6 * background[k - 1] + white[k]
        background += rng.uniform(0.0, 0.3) * np.sin(
            2 * np.pi * t / rng.uniform(12, 20) + rng.uniform(0, 6.3)
        )
        trace = background
        onset = rng.integers(6, 21)
        amplitude = np.exp(rng.uniform(np.log(0.3), np.log(3.0)))
        s = np.clip(t - onset, 0, None)
        kind = int(y[i])
        if kind == 0:
            f_p = site * rng.uniform(0.15, 0.24)
            envelope_p = (s / 3.0) * np.exp(1 - s / 3.0) * (s > 0)
            trace = trace + amplitude * envelope_p * np.sin(2 * np.pi * f_p * s)
            delay = rng.uniform(8, 20)
            s2 = np.clip(t - onset - delay, 0, None)
            tau = rng.uniform(6, 12)
            envelope_s = np.minimum(s2 / 2.0, 1.0) * np.exp(-s2 / tau) * (s2 > 0)
            ratio = rng.uniform(1.5, 4.0)
            trace = trace + ratio * amplitude * envelope_s * np.sin(
                2 * np.pi * 0.6 * f_p * s2 + rng.uniform(0, 6.3)
            )
        elif kind == 1:
            f_p = site * rng.uniform(0.3, 0.45)
            envelope_p = np.exp(-s / rng.uniform(2.0, 4.0)) * (s > 0)
            trace = trace + 2.0 * amplitude * envelope_p * np.sin(2 * np.pi * f_p * s + 0.5)
            s2 = np.clip(t - onset - rng.uniform(5, 12), 0, None)
            envelope_s = np.minimum(s2 / 2.0, 1.0) * np.exp(-s2 / 4.0) * (s2 > 0)
            trace = trace + rng.uniform(0.1, 0.5) * amplitude * envelope_s * np.sin(2 * np.pi * 0.1 * s2)
        elif rng.random() < 0.33:
            at = rng.integers(5, 60)
            trace[at : at + rng.integers(2, 5)] += rng.choice([-1, 1]) * rng.uniform(0.3, 1.5)
        x[i] = trace
    return x, y


def _per_trace(x: Any) -> Any:
    """The pipeline's normalisation: each trace divided by its RMS."""
    import numpy as np

    return x / np.sqrt((x**2).mean(1, keepdims=True))


def seismic(seed: int = 7101, sizes: tuple[int, int, int] = SIZES, name: str = "seismic-64") -> Splits:
    """The seismograms divided by each trace's RMS (the pipeline's normalisation): (N, 64), 3
    classes (earthquake, quarry blast, noise)."""
    import torch

    from tests.suite import datasets as ds

    x, y = _seismic(seed, sum(sizes))
    traces = torch.tensor(_per_trace(x), dtype=torch.float32)
    return ds.named(ds._split(traces, torch.tensor(y).long(), sizes, 3), name)


def seismic_small() -> Splits:
    """60 traces for training."""
    return seismic(7102, (60, 300, 300), "seismic-64-60")


def eval_raw_counts(data: Splits, _seed: int) -> Splits:
    """The bug: the evaluation loader reads the traces in raw counts (x 1000; the RMS normalisation
    lives in the training dataset class only)."""
    import torch

    x, _ = _seismic(7101, sum(SIZES))
    raw = torch.tensor(1000.0 * x, dtype=torch.float32)
    a, b = SIZES[0], SIZES[0] + SIZES[1]
    return replace(data, x_val=raw[a:b], x_test=raw[b:])


def other_station_test(data: Splits, _seed: int) -> Splits:
    """The test traces from another station: a noisier site (background sd 0.3-0.8 against
    0.04-0.35) on soft sediment that lowers every frequency to 0.6x."""
    import torch

    x, y = _seismic(7199, SIZES[2], (0.3, 0.8), 0.6)
    traces = torch.tensor(_per_trace(x), dtype=torch.float32)
    return replace(data, x_test=traces, y_test=torch.tensor(y).long())


PEN_STROKES: tuple[tuple[tuple[tuple[float, float], ...], ...], ...] = (
    # (row, col) control points in the unit square, one polyline a stroke
    (((0.1, 0.5), (0.2, 0.25), (0.5, 0.2), (0.8, 0.25), (0.9, 0.5), (0.8, 0.75), (0.5, 0.8), (0.2, 0.75),
      (0.1, 0.5)),),
    (((0.28, 0.35), (0.1, 0.55), (0.9, 0.55)),),
    (((0.3, 0.2), (0.12, 0.45), (0.25, 0.75), (0.5, 0.65), (0.9, 0.2), (0.9, 0.8)),),
    (((0.15, 0.2), (0.1, 0.6), (0.3, 0.75), (0.48, 0.45), (0.62, 0.78), (0.85, 0.7), (0.9, 0.25)),),
    (((0.1, 0.55), (0.62, 0.15), (0.62, 0.85)), ((0.3, 0.65), (0.92, 0.65))),
)


def pen_digits(
    seed: int = 7001, sizes: tuple[int, int, int] = SIZES, name: str = "pen-digits-10", pen: float = 0.55
) -> Splits:
    """Handwritten-like digits 0-4 on a 10x10 canvas drawn by a stroke model: each digit's control
    polyline (an oval, a flagged bar, a 2, a 3, a 4 in two strokes) jittered point by point (sd
    0.035), turned by up to 15 degrees, scaled 0.8-1.05, sheared up to 0.2 and moved up to 0.8 px,
    inked with a Gaussian pen (width `pen` px, ink 0.7-1.1, saturating), under pixel noise sd 0.12.
    Not standardised: (N, 1, 10, 10), 5 classes."""
    import numpy as np
    import torch

    from tests.suite import datasets as ds

    rng = np.random.default_rng(seed)
    n = sum(sizes)
    y = rng.integers(0, 5, n)
    rows, cols = np.meshgrid(np.arange(10.0), np.arange(10.0), indexing="ij")
    grid = np.stack([rows.ravel(), cols.ravel()], 1)  # (100, 2)
    x = np.zeros((n, 100))
    for i in range(n):
        angle = np.radians(rng.uniform(-15, 15))
        scale = rng.uniform(0.8, 1.05)
        shear = rng.uniform(-0.2, 0.2)
        turn = np.array([[np.cos(angle), -np.sin(angle)], [np.sin(angle), np.cos(angle)]])
        warp = scale * turn @ np.array([[1.0, 0.0], [shear, 1.0]])
        shift = rng.uniform(-0.8, 0.8, 2)
        points = []
        for stroke in PEN_STROKES[int(y[i])]:
            control = np.array(stroke) + rng.normal(0, 0.035, (len(stroke), 2))
            for a, b in zip(control[:-1], control[1:], strict=True):
                for u in np.linspace(0, 1, 8, endpoint=False):
                    points.append(a + u * (b - a))
            points.append(control[-1])
        p = (np.array(points) - 0.5) @ warp.T * 8.0 + 4.5 + shift
        d2 = ((grid[:, None, :] - p[None, :, :]) ** 2).sum(-1)
        ink = np.exp(-d2 / (2 * pen**2)).sum(1)
        x[i] = rng.uniform(0.7, 1.1) * (1 - np.exp(-1.5 * ink))
    x = x + 0.12 * rng.standard_normal(x.shape)
    images = torch.tensor(x.reshape(n, 1, 10, 10), dtype=torch.float32)
    return ds.named(ds._split(images, torch.tensor(y).long(), sizes, 5), name)


def pen_digits_wide_eval() -> Splits:
    """Evaluation sets of 1,400 digits (256 of each and more)."""
    return pen_digits(7003, (1000, 1400, 1400), "pen-digits-10")


def flipped_labels(share: float) -> Any:
    """`share` of the training labels replaced by a random class (a labelling tool that advanced a
    row too early now and then); validation and test clean."""

    def fault(data: Splits, seed: int) -> Splits:
        import torch

        g = torch.Generator().manual_seed(seed + 71)
        y = data.y_train.clone()
        hit = torch.rand(y.shape, generator=g) < share
        y[hit] = torch.randint(0, data.num_classes, (int(hit.sum()),), generator=g)
        return replace(data, y_train=y)

    return fault


def _reactor(seed: int, n: int) -> tuple[Any, Any, Any]:
    """A continuous stirred reactor running A -> B -> C: the temperature (420-520 K), pressure
    (5-40 bar), catalyst loading (0.5-5 g), residence time (5-60 min), feed concentration (0.5-3
    mol/L) and one of three catalysts (activity 1.0, 1.6, 0.7). The wanted step's rate follows
    Arrhenius (Ea/R 9,000 K) times the loading, the activity and sqrt(pressure); the side step's
    (Ea/R 14,000 K) overtakes it when hot, so the yield of B peaks in the middle. Returns the
    features in SI-ish raw units, the yield in % (sensor sd 1.5%) and the product in g/L (B's molar
    mass 120 g/mol)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    temperature = rng.uniform(420, 520, n)
    pressure = rng.uniform(5, 40, n)
    loading = rng.uniform(0.5, 5.0, n)
    minutes = rng.uniform(5, 60, n)
    feed = rng.uniform(0.5, 3.0, n)
    catalyst = rng.integers(0, 3, n)
    activity = np.array([1.0, 1.6, 0.7])[catalyst]
    k1 = 0.012 * np.exp(-9000 * (1 / temperature - 1 / 470)) * activity * loading * np.sqrt(pressure / 10)
    k2 = 0.02 * np.exp(-14000 * (1 / temperature - 1 / 470))
    b = k1 / (k2 - k1 + 1e-9) * (np.exp(-k1 * minutes) - np.exp(-k2 * minutes))
    percent = np.clip(100 * b + rng.normal(0, 1.5, n), 0, 100)
    grams = percent / 100 * feed * 120.0
    onehot = np.eye(3)[catalyst]
    x = np.concatenate([np.stack([temperature, pressure, loading, minutes, feed], 1), onehot], 1)
    return x, percent, grams


def _reactor_splits(name: str, seed: int, target: str, sizes: tuple[int, int, int] = SIZES) -> Splits:
    x, percent, grams = _reactor(seed, sum(sizes))
    if target == "raw-features":  # the plant historian's export in its own units, no scaler
        return _regression_table(name, x, percent, sizes, features_scaled=False)
    if target == "standardised":
        return _regression_table(name, x, percent, sizes)
    return _regression_table(name, x, percent if target == "percent" else grams, sizes, target_scaled=False)


def reactor() -> Splits:
    """The yield standardised (mean ~30%, sd ~20%), the 8 features standardised."""
    return _reactor_splits("reactor-yield", 7201, "standardised")


def reactor_percent_long() -> Splits:
    """Another draw, 2,000 training rows, the yield in % (first MSEs near 1,300)."""
    return _reactor_splits("reactor-yield-percent", 7202, "percent", (2000, 400, 400))


def reactor_grams() -> Splits:
    """The product in g/L (mean ~70, first MSEs near 8,000), the features standardised."""
    return _reactor_splits("reactor-yield-gl", 7203, "grams")


def reactor_raw() -> Splits:
    """The historian's export in its own units (the temperature in K, 420-520; the pressure in bar,
    the loading in g, the time in minutes, the feed in mol/L); the scaler dropped; the target
    standardised."""
    return _reactor_splits("reactor-yield-raw", 7204, "raw-features")


AMINO = "ACDEFGHIKLMNPQRSTVWY"  # token ids 1-20 in this order
HELIX_FORMERS = "AELMQKR"
STRAND_FORMERS = "VIYFWTC"
COIL_FORMERS = "GPNDS"


def secondary(
    seed: int = 7301,
    window: int = 15,
    sizes: tuple[int, int, int] = (1500, 400, 400),
    name: str = "secondary-15",
) -> Splits:
    """Protein secondary structure from residue windows: chains drawn from a segment model (helices
    of 5-16 residues, strands of 3-8, coils of 2-8; after a helix or strand a coil follows 80% of
    the time), each residue drawn from its state's composition (Chou-Fasman-like propensities:
    helix formers 2.2x, strand formers 2.4x, coil formers 2.4x, prolines and glycines 0.25x in
    helices); a window of 15 residues (token ids 1-20) is labelled by the state of its centre
    residue (helix ~54%, coil ~29%, strand ~17%). The states overlap in composition, so the
    window's label is uncertain: sound models stop near accuracy 0.60-0.65 at a loss of ~0.83."""
    import numpy as np
    import torch

    from tests.suite import datasets as ds

    rng = np.random.default_rng(seed)
    n = sum(sizes)
    ids = {a: i for i, a in enumerate(AMINO)}
    base = rng.dirichlet(np.full(20, 10.0))
    compositions = []
    for formers, factor in ((COIL_FORMERS, 2.4), (HELIX_FORMERS, 2.2), (STRAND_FORMERS, 2.4)):
        p = base.copy()
        for a in formers:
            p[ids[a]] *= factor
        compositions.append(p / p.sum())
    compositions[1][[ids["P"], ids["G"]]] *= 0.25
    compositions[1] /= compositions[1].sum()
    lengths = {0: (2, 9), 1: (5, 17), 2: (3, 9)}
    x = np.zeros((n, window), dtype=np.int64)
    y = np.zeros(n, dtype=np.int64)
    for i in range(n):
        states: list[int] = []
        state = int(rng.choice(3, p=[0.45, 0.38, 0.17]))
        while len(states) < 3 * window:
            states.extend([state] * int(rng.integers(*lengths[state])))
            if state == 0:
                state = int(rng.choice([1, 2], p=[0.65, 0.35]))
            else:
                state = 0 if rng.random() < 0.8 else 3 - state
        start = int(rng.integers(0, len(states) - window))
        cut = states[start : start + window]
        x[i] = [rng.choice(20, p=compositions[s]) + 1 for s in cut]
        y[i] = cut[window // 2]
    return ds.named(ds._split(torch.tensor(x), torch.tensor(y), sizes, 3), name)


def secondary_corpus() -> Splits:
    """Another draw of windows (a pretraining corpus)."""
    return secondary(7302, sizes=(3000, 10, 10), name="secondary-15-corpus")


def _churn(seed: int, n: int, share: float) -> tuple[Any, Any]:
    """Credit-card customers: tenure (months, exponential, mean 40), monthly spend (log-normal),
    the spend's change over 3 months, products held (1-5), support calls and late payments in the
    last quarter (Poisson), credit utilisation (Beta(2, 5)), age (20-75), the app installed, and
    the credit limit (log-normal); whether the customer leaves within the quarter is drawn from a
    known logistic model of them whose intercept is set so a `share` of them leave."""
    import numpy as np

    rng = np.random.default_rng(seed)
    tenure = rng.exponential(40, n)
    spend = np.exp(rng.normal(np.log(900), 0.6, n))
    change = rng.normal(0, 0.25, n)
    products = rng.integers(1, 6, n).astype(float)
    calls = rng.poisson(1.2, n).astype(float)
    late = rng.poisson(0.4, n).astype(float)
    utilisation = rng.beta(2, 5, n)
    age = rng.uniform(20, 75, n)
    app = (rng.random(n) < 0.6).astype(float)
    limit = np.exp(rng.normal(np.log(6000), 0.5, n))
    logit = (
        -0.035 * tenure
        - 0.4 * np.log(spend / 900)
        - 3.0 * change
        - 0.45 * (products - 2)
        + 0.55 * calls
        + 0.8 * late
        + 2.0 * (utilisation - 0.3)
        - 0.015 * (age - 45)
        - 0.8 * app
    )
    low, high = -20.0, 20.0
    for _ in range(60):  # the intercept that gives the wanted share
        mid = (low + high) / 2
        if (1 / (1 + np.exp(-(logit + mid)))).mean() < share:
            low = mid
        else:
            high = mid
    probability = 1 / (1 + np.exp(-(logit + low)))
    y = (rng.random(n) < probability).astype(int)
    x = np.stack([tenure, spend, change, products, calls, late, utilisation, age, app, limit], 1)
    return x, y


CHURN_SIZES = (2000, 500, 500)


def churn(seed: int = 7401, sizes: tuple[int, int, int] = CHURN_SIZES, name: str = "card-churn") -> Splits:
    """The customers standardised: (N, 10), 2 classes, ~15% leave."""
    x, y = _churn(seed, sum(sizes), 0.15)
    return _generated(name, x, y, 2, sizes)


def churn_large() -> Splits:
    """Another draw, 4,000 training rows."""
    return churn(7402, (4000, 800, 800))


def churn_rare() -> Splits:
    """Leaving within the next month: the same model with its intercept set for a 3% share (~2%
    of the training rows, ~3% of the validation rows)."""
    x, y = _churn(7403, sum(CHURN_SIZES), 0.03)
    return _generated("card-churn-monthly", x, y, 2, CHURN_SIZES)


def _sunspots(seed: int, n: int, window: int) -> tuple[Any, Any]:
    """Sunspot-like monthly-mean series (one sample every 4 months) from 20 stars: cycles of 28-38
    samples (~11 years), each of a log-normal amplitude (median 110), rising faster the stronger it
    is (the Waldmeier effect: the peak at 30-45% of the cycle), overlapping the next cycle's start,
    counted with noise of sd 3 + 12% of the level; each row is a random star's `window` samples
    and the target the next one."""
    import numpy as np

    rng = np.random.default_rng(seed)
    series = []
    for _ in range(20):
        total = 700
        s = np.zeros(total + 60)
        start = -rng.uniform(0, 30)
        t = np.arange(total + 60.0)
        while start < total:
            period = rng.uniform(28, 38)
            amplitude = np.exp(rng.normal(np.log(110), 0.35))
            peak = period * np.clip(0.45 - 0.0012 * (amplitude - 60), 0.3, 0.45)
            u = np.clip(t - start, 0, None)
            shape = (u / peak) ** 2.5 * np.exp(2.5 * (1 - u / peak))
            s += amplitude * shape * (t > start)
            start += period
        observed = np.clip(s + rng.normal(0, 1, s.shape) * (3 + 0.12 * s), 0, None)
        series.append(observed[:total])
    counts = np.stack(series)
    star = rng.integers(0, 20, n)
    at = rng.integers(0, counts.shape[1] - window - 1, n)
    x = np.stack([counts[k, a : a + window] for k, a in zip(star, at, strict=True)])
    y = counts[star, at + window]
    return x, y


def sunspots(
    seed: int = 7501,
    raw_target: bool = False,
    sizes: tuple[int, int, int] = SIZES,
    name: str = "sunspot-next",
) -> Splits:
    """The last 24 samples (scaled by the training rows' mean and sd) and the next one,
    standardised alike, or in sunspot numbers when `raw_target` (mean ~75, sd ~60)."""
    import torch

    from tests.suite import datasets as ds

    x, y = _sunspots(seed, sum(sizes), 24)
    features = torch.tensor(x, dtype=torch.float32)
    mean, sd = features[: sizes[0]].mean(), features[: sizes[0]].std()
    target = torch.tensor(y, dtype=torch.float32)[:, None]
    if not raw_target:
        target = (target - mean) / sd
    return ds.named(ds._split((features - mean) / sd, target, sizes, 0), name)


def sunspots_raw() -> Splits:
    """The next value in sunspot numbers (first MSEs near 9,000)."""
    return sunspots(7502, raw_target=True, name="sunspot-next-count")


# ---------------------------------------------------------------- the variants


R = L  # battery l's cases: its runner and every earlier wrapper's models
EVAL = ("train-val-gap", "val-test-gap", "metric-at-baseline", "overfitting", "undertrained")


FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    R(
        "vr-lr-high-sgd-mlp-seismic",
        Plan(seismic, "mlp", 0.5, "sgd", momentum=0.9, epochs=8, log_every=5,
             model_kw={"width": 128, "num_layers": 2}),
        ("metric-at-baseline", "slow-convergence"),
        "learning-rate-too-high",
        "SGD momentum 0.9 at lr 0.5 (about 10x what a batch-32 MLP over RMS-normalised traces takes) on the "
        "seismograms: the epoch loss 0.95, then 1.32, 1.30 and 1.11-1.15 (ln 3 = 1.10) to the end, gradient "
        "norms spiking to 8.8; the val loss 1.10-1.52 and val accuracy falling from 0.54 to 0.29-0.38 "
        "(chance 0.33; sound runs reach 0.80-0.85), test 0.28",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="mlp",
        dataset="seismic",
        seed=6801,
    ),
    R(
        "vr-lr-low-sgd-mlp-reactor",
        Plan(reactor, "mlp", 2e-3, "sgd", epochs=10, log_every=10, model_kw={"width": 64, "num_layers": 2}),
        ("slow-convergence",),
        "learning-rate-too-low",
        "plain SGD (no momentum) at lr 2e-3 on a regression MLP over the standardised reactor yield: the "
        "epoch MSE 1.04, 1.02, ... 0.92 over 320 steps and the val MSE 1.07 to 0.94 (the target's variance "
        "is 1.0; Adam reaches ~0.02 on the same data), test 0.92",
        STALL,
        family="regression",
        dataset="reactor-yield",
        seed=6802,
    ),
    R(
        "vr-exp-per-step-lstm-sunspots",
        Plan(sunspots, "seq-lstm", 3e-3, "adam", epochs=10, log_every=5, schedule="exp", gamma=0.97),
        ("undertrained",),
        "lr-decay-too-fast",
        "ExponentialLR(gamma=0.97) meant per epoch but stepped every batch on an LSTM reading the sunspot "
        "windows (Adam lr 3e-3): the lr is 1.4e-4 by step 100 and 1.8e-7 at the end; the val MSE 0.62, "
        "0.39, 0.33, 0.31, 0.30 and then 0.298 for five evaluations, frozen (a sound LSTM reaches 0.13), "
        "test 0.27",
        (*STALL, "slow-convergence", "loss-spikes"),
        family="lstm",
        dataset="sunspot-next",
        seed=6803,
    ),
    R(
        "vr-lr-high-adam-transformer-secondary",
        Plan(secondary, "transformer", 0.05, "adam", epochs=8, log_every=2),
        ("slow-convergence",),
        "learning-rate-too-high",
        "Adam at a constant lr of 0.05 (~15x the usual) on a transformer over the residue windows, logged "
        "every 2 steps: the first losses 1.9, 1.4, 1.2, then 0.9-1.1 with no trend for 370 steps; the val "
        "loss 0.91-0.98 and val accuracy 0.52-0.60, 0.54 at the end (the helix share; sound runs: val loss "
        "0.83-0.85, accuracy 0.63), test 0.54",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="transformer",
        dataset="secondary-structure",
        seed=6804,
    ),
    R(
        "vr-no-zero-grad-adam-resnet-pendigits",
        Plan(pen_digits, "resnet", 2e-3, "adam", epochs=6, log_every=5, zero_grad=False),
        ("slow-convergence",),
        "missing-zero-grad",
        "a residual net over the pen digits whose gradients are never cleared, under Adam lr 2e-3: the "
        "logged gradient norm climbs from ~0.8 to 7-13, the epoch loss 1.33 to 0.72 (a sound run: ~0.1); "
        "the val loss swings 2.47, 1.35, 2.01, 0.93, 0.90, 2.12 and val accuracy 0.19-0.58 (sound: 0.99); "
        "test 0.38",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="resnet",
        dataset="pen-digits",
        seed=6805,
    ),
    R(
        "vr-irnn-no-clip-sunspots",
        Plan(sunspots, "seq-rnn", 5e-3, "sgd", momentum=0.9, epochs=8, log_every=5,
             model_fault=identity_rnn(1.0), model_kw={"nonlinearity": "relu"}),
        ("loss-runaway",),
        "exploding-gradients",
        "a ReLU RNN reading the sunspot windows, identity recurrent weights (the IRNN recipe), SGD momentum "
        "lr 5e-3, no clipping: a single batch's MSE reaches 2,377 at step 1 (gradient norm 8e4), the logged "
        "windows 2.7-13 and the first epoch's mean MSE 86.6 on a standardised target, then the net sits at "
        "1.13 (the target's variance) for 7 epochs with val MSE 1.03-1.04 (a clipped LSTM: 0.13)",
        (*RUNAWAY, "undertrained"),
        family="rnn",
        dataset="sunspot-next",
        seed=6806,
    ),
    # --- data
    R(
        "vr-raw-units-adamw-reactor",
        Plan(reactor_raw, "mlp", 3e-3, "adamw", weight_decay=0.01, epochs=10, log_every=5,
             model_kw={"width": 64, "num_layers": 2}),
        ("bad-initial-loss",),
        "unnormalized-input",
        "the reactor features as the plant historian exports them (the temperature in K, 420-520, beside "
        "pressures in bar and minutes; the scaler dropped) under AdamW lr 3e-3: the first window MSEs "
        "36-192 on a standardised target with gradient norms to 8.7e3, then 0.9-1.2 for the rest of the "
        "run; the val MSE 5.1, 1.12, then 0.86-1.28 (the target's variance is 1; a sound run: ~0.02)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="regression",
        dataset="reactor-yield",
        seed=6807,
    ),
    R(
        "vr-label-noise-cnn-pendigits",
        Plan(pen_digits, "cnn", 2e-3, "adam", epochs=40, log_every=10, val_every_epochs=2,
             data_fault=flipped_labels(0.5), model_kw={"channels": 16}),
        ("overfitting",),
        "label-noise",
        "half the pen-digit training labels replaced by a random class (validation clean), a 16-channel CNN "
        "for 40 epochs: the epoch loss falls to ~0.16 as it memorises the noise (the noisy labels' floor is "
        "~1.2); the val loss at its minimum 0.49 at epoch 18, then up to 0.89, val accuracy 0.98 at epoch "
        "10 falling to 0.68; test 0.71",
        ("train-val-gap", "undertrained", "slow-convergence"),
        family="cnn",
        dataset="pen-digits",
        seed=6808,
    ),
    R(
        "vr-rare-churn-mlp",
        Plan(churn_rare, "mlp", 1e-3, "adam", epochs=10, log_every=10,
             model_kw={"width": 64, "num_layers": 2}),
        ("loss-spikes",),
        "class-imbalance",
        "leaving within the month: ~2-3% positives (the same logistic model with its intercept moved), an "
        "MLP under plain cross-entropy: the train loss 0.1 with batches holding a leaver jumping to "
        "0.5-0.8; the val loss 0.117-0.128 (the prior's entropy is ~0.13) and val accuracy 0.970 at every "
        "evaluation (the share of stayers); test 0.982 (its stayers' share)",
        ("metric-at-baseline", "slow-convergence", "undertrained"),
        family="mlp",
        dataset="card-churn",
        seed=6809,
    ),
    R(
        "vr-class-sorted-bncnn1d-seismic",
        Plan(seismic, "bncnn1d", 2e-3, "adam", epochs=4, log_every=1, shuffle=False, sort_by_class=True),
        ("periodic-loss",),
        "data-not-shuffled",
        "the seismograms sorted by class, shuffle=False, every step logged (128 points): each epoch the "
        "loss falls through the earthquake block (to ~0.85), jumps at the switch to blasts (1.2) and again "
        "to noise (1.47), a pattern every 32 steps; the epoch loss 1.18-1.08, val loss 1.10-1.11 and val "
        "accuracy 0.38-0.42 (a shuffled run: 0.85)",
        SORTED,
        family="cnn-bn",
        dataset="seismic",
        seed=6810,
    ),
    R(
        "vr-nan-rows-mlp-churn",
        Plan(churn, "mlp", 2e-3, "adam", epochs=6, log_every=5, data_fault=nan_rows(2),
             model_kw={"width": 64, "num_layers": 2}),
        ("loss-runaway", "gradient-explosion"),
        "bad-input-data",
        "two training rows whose tenure is NaN (a missing cell never imputed), Adam: the loss NaN from step "
        "~11 (the first batch holding one) to the end, the gradient norm NaN, the val loss NaN and val "
        "accuracy pinned at 0.862 (every prediction the same class)",
        (*RUNAWAY, "undertrained"),
        family="mlp",
        dataset="card-churn",
        seed=6811,
    ),
    R(
        "vr-val-in-train-gru-secondary",
        Plan(secondary, "gru", 3e-3, "adam", epochs=25, log_every=10, val_every_epochs=2,
             data_fault=val_in_train, model_kw={"hidden": 96}),
        ("val-test-gap",),
        "data-leakage",
        "the validation windows merged into the training set (a concatenation bug), a 96-unit GRU for 25 "
        "epochs: the val loss falls with the train loss to 0.001 and val accuracy reaches 1.000 (sound "
        "runs: 0.60-0.65), while the test loss is 2.26 and test accuracy 0.63",
        ("zero-train-loss", "overfitting", "train-val-gap", "undertrained"),
        family="gru",
        dataset="secondary-structure",
        seed=6812,
    ),
    # --- evaluation
    R(
        "vr-eval-raw-counts-cnn1d-seismic",
        Plan(seismic, "cnn1d", 2e-3, "adam", epochs=10, log_every=10, data_fault=eval_raw_counts,
             model_kw={"channels": 16}),
        ("train-val-gap",),
        "eval-pipeline-mismatch",
        "the evaluation loader reads the traces in raw counts (1000x; the RMS normalisation lives in the "
        "training dataset class only): the epoch loss 1.06 to 0.44 while the val loss climbs 53, 89, 188 "
        "... 465 and val accuracy stays 0.41-0.62; test loss 381, accuracy 0.54",
        EVAL,
        family="cnn",
        dataset="seismic",
        seed=6813,
    ),
    R(
        "vr-eval-labels-off-lstm-secondary",
        Plan(secondary, "lstm", 3e-3, "adam", epochs=10, log_every=10, clip=1.0,
             data_fault=labels_off_by_one),
        ("metric-at-baseline",),
        "wrong-eval-logic",
        "the evaluation labels read with a 1-based label map (coil as helix, helix as strand, strand as "
        "coil), training labels right: the epoch loss 0.99 to 0.67 while the val loss rises from 1.69 to "
        "2.0 and val accuracy falls from 0.32 to 0.20 (chance 0.33); test 0.18",
        EVAL,
        family="lstm",
        dataset="secondary-structure",
        seed=6814,
    ),
    R(
        "vr-eval-train-mode-bncnn-pendigits",
        Plan(pen_digits_wide_eval, "bncnn", 3e-3, "adam", epochs=8, log_every=10,
             data_fault=class_blocks(256), model_fault=always_training),
        ("train-val-gap",),
        "train-eval-mode-misuse",
        "the batch-norm CNN's forward calls self.train(), so evaluation normalises each eval batch by its "
        "own statistics, and the evaluation is read digit by digit (every batch of 256 one digit): the "
        "train loss falls from 1.6 to 0.06 while the val loss rises from 1.65 to 2.34 and val accuracy "
        "stays 0.20-0.25 (chance 0.2); test 0.25",
        EVAL,
        family="cnn-bn",
        dataset="pen-digits",
        seed=6815,
    ),
    R(
        "vr-other-station-test-bncnn1d-seismic",
        Plan(seismic, "bncnn1d", 3e-3, "adam", epochs=12, log_every=10, data_fault=other_station_test,
             model_kw={"channels": 16}),
        ("val-test-gap",),
        "distribution-shift",
        "the test seismograms from another station (background noise 0.3-0.8 against 0.04-0.35, soft "
        "sediment lowering every frequency to 0.6x): val loss 0.42-0.47 and accuracy 0.81-0.83 over the "
        "last 8 epochs, test loss 1.38 and accuracy 0.37",
        (),
        family="cnn-bn",
        dataset="seismic",
        seed=6816,
    ),
    # --- model
    R(
        "vr-normal-init-mlp-pendigits",
        Plan(pen_digits, "mlp", 1e-3, "adam", epochs=8, log_every=5, model_fault=normal_init(1.0),
             model_kw={"width": 128, "num_layers": 3}),
        ("bad-initial-loss",),
        "poor-initialization",
        "every Linear weight of a 3x128 MLP drawn from N(0, 1) (nn.init.normal_ with its default std) on "
        "the pen digits: the first losses ~1,800-3,000 (ln 5 = 1.61), gradient norms ~450-2,600, the val "
        "loss 641 down to 48 in 8 epochs; val accuracy 0.35-0.87, test 0.84 (a sound MLP: ~0.97)",
        INIT,
        family="mlp",
        dataset="pen-digits",
        seed=6817,
    ),
    R(
        "vr-dead-relu-mlp-churn",
        Plan(churn, "mlp", 0.01, "sgd", momentum=0.9, epochs=6, log_every=10, model_fault=dead_relus(-3.0),
             model_kw={"width": 64, "num_layers": 3}),
        ("slow-convergence", "gradient-vanishing"),
        "dead-relu",
        "ReLU biases initialised at -3 (a fill_ meant for another layer) and a bias-free head on the churn "
        "table: every unit dead, the gradient norm exactly 0, the loss ln 2 = 0.693 for all 378 steps, val "
        "accuracy 0.862 (every prediction 'stays'; sound runs reach 0.87-0.89 at a loss of ~0.3)",
        (*STALL, "gradient-explosion"),
        family="mlp",
        dataset="card-churn",
        seed=6818,
    ),
    R(
        "vr-deep-sigmoid-sgd-reactor",
        Plan(reactor, "mlp", 0.05, "sgd", momentum=0.9, epochs=10, log_every=10,
             model_kw={"width": 48, "num_layers": 10, "activation": "sigmoid"}),
        ("slow-convergence",),
        "vanishing-gradients",
        "an 11-layer sigmoid MLP (width 48) on the standardised reactor yield under SGD momentum lr 0.05: "
        "the train MSE 0.9-1.3 around the target's variance for 320 steps, gradient norms falling to 0.05, "
        "the val MSE 1.04-1.17 at every evaluation (a 2-layer ReLU MLP: ~0.02)",
        (*STALL, "gradient-vanishing"),
        family="regression",
        dataset="reactor-yield",
        seed=6819,
    ),
    R(
        "vr-frozen-gru-sunspots",
        Plan(sunspots, "seq-gru", 3e-3, "adam", epochs=8, log_every=10, model_fault=frozen_but_head_bias),
        ("slow-convergence",),
        "frozen-weights",
        "requires_grad=False on every parameter of a GRU reading the sunspot windows but the head bias: the "
        "epoch MSE 1.21-1.22 and the val MSE 1.10-1.12 for 8 epochs (the target's variance; a trained GRU "
        "reaches 0.15)",
        (*STALL, "gradient-vanishing"),
        family="gru",
        dataset="sunspot-next",
        seed=6820,
    ),
    R(
        "vr-tiny-train-mlp-seismic",
        Plan(seismic_small, "mlp", 2e-3, "adam", epochs=80, batch_size=10, log_every=5, val_every_epochs=5,
             model_kw={"width": 256, "num_layers": 2}),
        ("overfitting", "train-val-gap"),
        "insufficient-data",
        "60 seismograms for a 2x256 MLP, 480 steps of batch 10: the train loss to ~1e-4 in 100 steps while "
        "the val loss climbs from 1.46 to 2.42 and val accuracy stays at 0.54-0.55; test 0.46 (1,000 traces "
        "give 0.80)",
        MEMORISED,
        family="mlp",
        dataset="seismic",
        seed=6821,
    ),
    # --- run length
    R(
        "vr-three-epochs-mlp-reactor",
        Plan(reactor, "mlp", 1e-3, "adam", epochs=3, log_every=2, model_kw={"width": 64, "num_layers": 2}),
        ("undertrained",),
        "too-few-epochs",
        "three epochs (96 steps) of Adam lr 1e-3 on the standardised reactor yield, logged every 2 steps: "
        "the loss still falling when it stops (0.84 at the start, 0.30-0.47 at the end), the val MSE 0.78, "
        "0.54, 0.35; test 0.34 (the same run to convergence reaches 0.02)",
        ("slow-convergence", "metric-at-baseline"),
        family="regression",
        dataset="reactor-yield",
        seed=6822,
    ),
)

HEALTHY: tuple[Variant, ...] = (
    # --- pen digits
    R(
        "vr-healthy-bncnn-pendigits-bf16-every-step",
        Plan(pen_digits, "bncnn", 3e-3, "adamw", weight_decay=0.01, epochs=4, batch_size=16, log_every=1,
             bf16=True, schedule="cosine"),
        (),
        None,
        "a batch-norm CNN under bf16-mixed autocast, AdamW + cosine, batch 16, every step logged (252 "
        "points): single batches 0.3-1.7 around a falling trend, the epoch loss 1.20, 0.69, 0.49, 0.42; the "
        "val loss 0.86, 0.55, 0.40, 0.38 and val accuracy 0.80 to 0.96; test 0.98",
        family="cnn-bn",
        dataset="pen-digits",
        seed=6901,
    ),
    R(
        "vr-healthy-resnet-pendigits-warmup-cosine",
        Plan(pen_digits, "resnet", 5e-3, "adamw", weight_decay=0.01, epochs=8, log_every=5,
             schedule="warmup-cosine", warmup=50),
        (),
        None,
        "a residual net, AdamW with 50 warm-up steps then cosine to 0: the val loss 1.93, 0.84, 0.83, then "
        "0.32 to 0.108, val accuracy 0.19 at the first evaluation, 0.99 at the end, test 0.993",
        family="resnet",
        dataset="pen-digits",
        seed=6902,
    ),
    R(
        "vr-healthy-cnn-pendigits-shift-dropout",
        Plan(pen_digits, "cnn", 2e-3, "adam", epochs=20, log_every=10, val_every_epochs=2, schedule="cosine",
             model_fault=random_shift(1), model_kw={"channels": 16, "dropout": 0.5}),
        (),
        None,
        "a CNN with dropout 0.5 and random 1-px shifts, Adam + cosine, validated every 2 epochs: the val "
        "loss from 0.34 to 0.030, below the train windows (0.065-0.14), val accuracy 0.91 to 0.997, test "
        "0.997",
        family="cnn",
        dataset="pen-digits",
        seed=6903,
    ),
    R(
        "vr-healthy-bncnn-pendigits-onecycle",
        Plan(pen_digits, "bncnn", 0.2, "sgd", momentum=0.9, epochs=10, log_every=5, schedule="onecycle"),
        (),
        None,
        "a batch-norm CNN on the pen digits, OneCycleLR (SGD momentum, max lr 0.2): the val loss 1.47, then "
        "24.3 as the lr climbs, 0.92, 0.08, 0.93, 0.07 and down to 0.009 as it anneals; val accuracy 0.23 "
        "at the swing, 0.997 at the end; test 0.993",
        family="cnn-bn",
        dataset="pen-digits",
        seed=6904,
    ),
    # --- seismic
    R(
        "vr-healthy-bncnn1d-seismic-sgd-step",
        Plan(seismic, "bncnn1d", 0.05, "sgd", momentum=0.9, epochs=12, log_every=10, schedule="step",
             step_size=200, gamma=0.1, model_kw={"channels": 16}),
        (),
        None,
        "a batch-norm 1-D CNN over the seismograms under SGD momentum lr 0.05, x0.1 at step 200: the val "
        "loss 0.58, 0.53, 0.42, 0.47, then 0.39-0.40 after the drop; val accuracy 0.75 to 0.85 (weak events "
        "buried in the noise set the floor), test 0.88",
        family="cnn-bn",
        dataset="seismic",
        seed=6905,
    ),
    R(
        "vr-healthy-cnn1d-seismic-slow-start",
        Plan(seismic, "cnn1d", 1e-3, "adam", epochs=30, log_every=20, model_kw={"channels": 8}),
        (),
        None,
        "an 8-channel 1-D CNN (no batch norm), Adam lr 1e-3, 30 epochs (960 steps) logged every 20: the "
        "loss near ln 3 (1.07-1.10) and val accuracy 0.38-0.50 for 3 epochs, then a steady descent: the val "
        "loss 1.08 to 0.48, val accuracy 0.79, test 0.83",
        family="cnn",
        dataset="seismic",
        seed=6906,
    ),
    R(
        "vr-healthy-bncnn1d-seismic-rmsprop-floor",
        Plan(seismic, "bncnn1d", 1e-3, "rmsprop", epochs=25, log_every=25, schedule="cosine",
             model_kw={"channels": 16}),
        (),
        None,
        "a batch-norm 1-D CNN under RMSprop lr 1e-3 + cosine, 25 epochs logged every 25 steps: the val loss "
        "0.67 to 0.44 by epoch 9, then 0.42-0.44 for the last 16 evaluations with val accuracy 0.82-0.83 (a "
        "floor set by events buried in the noise); test 0.87",
        family="cnn-bn",
        dataset="seismic",
        seed=6907,
    ),
    R(
        "vr-healthy-mlp-seismic-dropout-plateau-epoch-log",
        Plan(seismic, "mlp", 2e-3, "adamw", weight_decay=0.01, epochs=15, log_every=10, train_log="epoch",
             schedule="plateau", gamma=0.3, model_kw={"width": 128, "num_layers": 2, "dropout": 0.5}),
        (),
        None,
        "an MLP with dropout 0.5 on the seismograms, AdamW with ReduceLROnPlateau, the train loss logged "
        "once an epoch (15 points): from 1.08 to 0.31-0.32; the val loss 1.01 to 0.48, flat over the last "
        "four epochs as the lr falls to 5e-5; val accuracy 0.80, test 0.79",
        family="mlp",
        dataset="seismic",
        seed=6908,
    ),
    # --- reactor
    R(
        "vr-healthy-reactor-gl-adam-cosine",
        Plan(reactor_grams, "mlp", 1e-2, "adam", epochs=30, log_every=10, schedule="cosine",
             model_kw={"width": 128, "num_layers": 2}),
        (),
        None,
        "the reactor's product in g/L (first MSEs ~3,600-6,700; the target's variance ~2,400), a 2x128 MLP, "
        "Adam lr 1e-2 + cosine: the epoch MSE 2,600 to 82, the val MSE 2,250 to 121 (flat over the last 10 "
        "epochs), test 105; gradient norms in the hundreds to thousands",
        family="regression",
        dataset="reactor-yield",
        seed=6909,
    ),
    R(
        "vr-healthy-reactor-percent-adagrad-long-sparse",
        Plan(reactor_percent_long, "mlp", 0.05, "adagrad", epochs=40, log_every=50, val_every_epochs=5,
             model_kw={"width": 64, "num_layers": 2}),
        (),
        None,
        "2,520 Adagrad steps (lr 0.05) of an MLP on the reactor yield in % (2,000 rows, first MSEs ~1,000), "
        "logged every 50 steps, validated every 5 epochs: the epoch MSE sits at 265-276 for epochs 2-8, "
        "then falls to 14; the val MSE 283, 203, 46, 29 ... 15.6 (the sensor noise is 2.25), test 18",
        family="regression",
        dataset="reactor-yield",
        seed=6910,
    ),
    R(
        "vr-healthy-reactor-early-stop",
        Plan(reactor, "mlp", 1e-3, "adam", epochs=80, log_every=8, early_stop=4,
             model_kw={"width": 64, "num_layers": 2}),
        (),
        None,
        "the standardised reactor yield, Adam lr 1e-3, EarlyStopping(val_loss, patience 4) ends the run at "
        "epoch 37 of 80 after the val MSE's minimum (0.0217): the epoch MSE 0.90 to 0.011, val 0.77 to "
        "0.022, test 0.021",
        family="regression",
        dataset="reactor-yield",
        seed=6911,
    ),
    # --- secondary structure
    R(
        "vr-healthy-gru-secondary-bayes-floor",
        Plan(secondary, "gru", 3e-3, "adam", epochs=12, log_every=10, clip=1.0, schedule="cosine"),
        (),
        None,
        "a GRU over the residue windows, Adam + cosine, clipping at 1: the epoch loss 1.05 to 0.72, the val "
        "loss 0.99 to 0.85 and flat for the last 6 epochs, val accuracy 0.53 to 0.60 against a helix share "
        "of 0.54 (the states' compositions overlap: a floor); test 0.63",
        family="gru",
        dataset="secondary-structure",
        seed=6912,
    ),
    R(
        "vr-healthy-transformer-secondary-warmup-linear",
        Plan(secondary, "transformer", 3e-3, "adamw", weight_decay=0.01, epochs=12, log_every=5,
             schedule="warmup-linear", warmup=100, model_kw={"dropout": 0.1}),
        (),
        None,
        "a transformer with dropout 0.1, AdamW with 100 linear warm-up steps then a linear decay: the val "
        "loss rises from 0.91 to 0.975 as the lr climbs, then falls to 0.84; val accuracy 0.53-0.57 for 6 "
        "epochs, then 0.63; test 0.63",
        family="transformer",
        dataset="secondary-structure",
        seed=6913,
    ),
    R(
        "vr-healthy-lstm-secondary-accumulate-rmsprop",
        Plan(secondary, "lstm", 3e-3, "rmsprop", epochs=16, batch_size=16, accumulate=4, log_every=5,
             clip=1.0, schedule="cosine"),
        (),
        None,
        "an LSTM under RMSprop + cosine, batch 16 accumulated over 4 (384 optimizer steps), clipping at 1: "
        "the val loss 0.95 to 0.85 and flat over the last 8 evaluations, val accuracy 0.54 to 0.65, test "
        "0.63",
        family="lstm",
        dataset="secondary-structure",
        seed=6914,
    ),
    R(
        "vr-healthy-gru-secondary-finetune",
        Plan(secondary, "gru", 1e-3, "adam", epochs=5, log_every=5,
             model_fault=pretrained(secondary_corpus, 400)),
        (),
        None,
        "a GRU starting from weights trained for 400 steps on another draw of the windows (a pretrained "
        "checkpoint), Adam lr 1e-3 for 5 epochs: the first loss 0.74 (a fresh GRU starts at 1.08) and the "
        "loss barely moving after (0.69-0.80); the val loss 0.785-0.799 and val accuracy 0.67-0.68, test "
        "0.66",
        family="gru",
        dataset="secondary-structure",
        seed=6915,
    ),
    # --- churn
    R(
        "vr-healthy-churn-bayes-floor",
        Plan(churn_large, "mlp", 2e-3, "adam", epochs=10, batch_size=64, log_every=10,
             model_kw={"width": 32, "num_layers": 2}),
        (),
        None,
        "4,000 card customers (labels drawn from the true churn probabilities), a 2x32 MLP: the epoch loss "
        "0.46 to 0.30, the val loss 0.31-0.33 from the first epoch on, val accuracy 0.86-0.87 against a "
        "majority of 0.85; test 0.32 and 0.87",
        family="mlp",
        dataset="card-churn",
        seed=6916,
    ),
    R(
        "vr-healthy-churn-plain-sgd-batch8-every-step",
        Plan(churn, "mlp", 0.03, "sgd", epochs=4, batch_size=8, log_every=1,
             model_kw={"width": 32, "num_layers": 2}),
        (),
        None,
        "plain SGD lr 0.03 with batch 8 on the churn table, every step logged (1,000 points): single "
        "batches between ~0.03 and 1.2, the epoch means 0.43, 0.35, 0.32, 0.31; the val loss 0.36 to 0.28 "
        "and val accuracy 0.86 to 0.89, test 0.87",
        family="mlp",
        dataset="card-churn",
        seed=6917,
    ),
    R(
        "vr-healthy-churn-adagrad-sparse-eval",
        Plan(churn, "mlp", 0.03, "adagrad", epochs=15, log_every=10, val_every_epochs=3,
             model_kw={"width": 32, "num_layers": 2}),
        (),
        None,
        "an MLP under Adagrad lr 0.03 on the churn table, validated every 3 epochs (5 points over 945 "
        "steps): the epoch loss 0.35 to 0.27, the val loss 0.270-0.275 and val accuracy 0.89-0.90 at every "
        "evaluation (a floor); test 0.33 and 0.86",
        family="mlp",
        dataset="card-churn",
        seed=6918,
    ),
    # --- sunspots
    R(
        "vr-healthy-lstm-sunspots-warmup-linear",
        Plan(sunspots, "seq-lstm", 4e-3, "adamw", weight_decay=0.01, epochs=12, log_every=5,
             schedule="warmup-linear", warmup=40),
        (),
        None,
        "an LSTM reading the sunspot windows, AdamW with 40 linear warm-up steps then a linear decay: "
        "single batches 0.6-1.7 during the warm-up, the epoch MSE 0.98 to 0.12; the val MSE 0.60 to 0.128, "
        "flat over the last 5 epochs, test 0.10",
        family="lstm",
        dataset="sunspot-next",
        seed=6919,
    ),
    R(
        "vr-healthy-sunspots-count-adam-cosine",
        Plan(sunspots_raw, "mlp", 1e-2, "adam", epochs=30, log_every=10, schedule="cosine",
             model_kw={"width": 128, "num_layers": 2}),
        (),
        None,
        "the next value in sunspot numbers (first MSEs ~4,500; the target's variance ~1,900), a 2x128 MLP, "
        "Adam lr 1e-2 + cosine: the window MSEs 180-340 after the first epoch, the val MSE 729 then 226-278 "
        "(the counting noise's floor), test 247; gradient norms in the hundreds to thousands",
        family="regression",
        dataset="sunspot-next",
        seed=6920,
    ),
    R(
        "vr-healthy-gru-sunspots-three-epochs",
        Plan(sunspots, "seq-gru", 3e-3, "rmsprop", epochs=3, batch_size=8, log_every=4, clip=1.0,
             schedule="cosine"),
        (),
        None,
        "3 epochs (375 steps of batch 8, cosine to 0, clipping at 1) of a GRU under RMSprop, every 4th step "
        "logged: single batches 0.01-3.1, the epoch MSE 0.195, 0.142, 0.134; the val MSE 0.159, 0.145, "
        "0.145; test 0.11",
        family="gru",
        dataset="sunspot-next",
        seed=6921,
    ),
    R(
        "vr-healthy-mlp-sunspots-plateau-epoch-log",
        Plan(sunspots, "mlp", 3e-3, "adam", epochs=30, log_every=10, train_log="epoch", schedule="plateau",
             gamma=0.3, model_kw={"width": 64, "num_layers": 2}),
        (),
        None,
        "an MLP over the sunspot windows, Adam with ReduceLROnPlateau, the train loss logged once an epoch "
        "(30 points): 0.38 to 0.102, flat from epoch 9 as the lr falls to 5e-9; the val MSE 0.175 to 0.127, "
        "test 0.10",
        family="regression",
        dataset="sunspot-next",
        seed=6922,
    ),
)
