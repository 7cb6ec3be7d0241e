"""Variant battery p: a ninth look-alike of an external held-out suite, real framework runs (`--battery p`).

    nice -n 10 python benchmarks/variants.py --battery p --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery p [--runs]

Like batteries d-o, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is
the log), trained by battery d's runner through battery g's, j's and l's wrappers, so each case
can run in each of the three layouts; the layout rotation of variants.py picks one. It was written
blind: its author trained it with `--train-only`, read the raw logged numbers of each run, and
never diagnosed or scored it, so it is held-out data for the tool. Its halves are even (22 faulty,
22 healthy; about 1.5 CPU-minutes to train): one fault each, injected into a data set no battery
had. Runs of 60 to 2,520 steps: MLPs (one 11 layers deep under sigmoids, one under GELU, one with
dropout 0.5, a 3x512 one), 2-D CNNs with and without batch norm, a small residual net, 1-D CNNs
with and without batch norm, GRU / LSTM token readers, float-window GRU readers, a ReLU RNN, small
transformers and regression MLPs; SGD with and without momentum (and Nesterov), Adam, AdamW,
RMSprop and Adagrad; constant, warm-up + cosine, cosine, step, plateau, per-step exponential and
one-cycle schedules; bf16-mixed autocast, gradient accumulation, dropout, input noise and shift
augmentation, weight decay, early stopping and clipping; cadences from every step to once an
epoch, evaluations every epoch to every 10.
The data sets are new, all made offline with numpy: motor insurance policies (the driver's age,
years licensed, the vehicle's age and power, yearly mileage, population density, bonus-malus
level, past claims, a garage flag and the region) whose claim label is drawn from a known logistic
model (~25% claims, a majority class of ~0.75; a Bayes accuracy of ~0.845 at a cross-entropy of
~0.35; 150, 1,000 and 3,000 rows); long-exposure photographs of tracer particles on a 12x12 canvas
telling a source, a sink, a vortex and a saddle apart (streaks brightening towards their heads,
pixel noise sd 0.12; 200 and 1,000 images); magnitude spectra of six chord qualities (major,
minor, diminished, augmented, sus4, dominant 7th) on a random root in 64 semitone bins, each note
with 7 decaying partials, read as log magnitudes; king-and-rook-against-king positions read as 6
coordinate tokens, labelled by whether the rook checks the black king along its file, its rank or
not at all (79% no check; the white king may block); 64-sample single-lead heartbeats (normal,
atrial premature, ventricular premature, bundle-branch block; 40% normal) with baseline wander and
noise, and a Holter test set with far more of both; a pendulum's period timed by stopwatch from
its length, amplitude, bob mass, local gravity and the room's temperature (standardised, in
milliseconds, with the lab's raw units, a 2,000-row draw).
The healthy half holds sound runs a naive reader can take for a fault: claim losses plateauing at
the Bayes floor (~0.38 val, accuracy 0.83-0.84 against a majority of 0.77), dropout 0.5 holding
train and val level together there, a noisy every-step batch-8 plain-SGD run, early stopping at
epoch 9 of 60, recurrent readers and a transformer flat at the class prior's level for a few
epochs (one under a 250-step warm-up) before they learn, a 1-D CNN at ln 6 for an epoch, gradient
norms that rise as a GRU and a CNN learn, val below train under dropout 0.5 and under input noise,
a OneCycle, an Adagrad, a plateau and a pre-drop StepLR run whose val loss swings, a regression in
milliseconds (first MSEs near 4.8e6, gradient norms in the tens of thousands), a three-epoch run
that is finished, 200 images that generalise, a train loss logged once an epoch, a 2,520-step run
logged every 50, bf16 autocast and accumulation.
The faulty half: an lr far too high (Adam on a transformer stuck at the class prior) or far too
low (plain SGD on a residual net), an ExponentialLR meant per epoch stepped per batch, no
zero_grad under SGD momentum on a regressor, NLLLoss on raw logits (a loss falling without bound),
shuffled labels on a CNN, every policy exported twice before the validation cut, 40 positions for
a transformer, a wide unregularised MLP on 150 policies, label-sorted heartbeats, features in the
lab's raw units, NaN cells, a Holter test set, evaluation spectra without the log, evaluation
labels off by one, dead ReLUs, a frozen residual net, a deep sigmoid stack, a ReLU RNN unclipped,
a head initialised 60x too large, a max_steps cut and no validation at all.
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
    head_scaled,
    identity_rnn,
    shuffled_labels,
)
from benchmarks.variants_e import input_noise, no_test
from benchmarks.variants_f import nan_rows, random_shift
from benchmarks.variants_j import j_runs, nll_on_logits
from benchmarks.variants_k import labels_off_by_one, written_twice
from benchmarks.variants_l import L, l_runs

if TYPE_CHECKING:
    from tests.suite.datasets import Splits

SIZES = (1000, 300, 300)


# ---------------------------------------------------------------- data sets no battery has


REGIONS = (-0.35, 0.0, 0.25, 0.55)  # rural, suburban, city, capital (claim log-odds)
CLAIM_BIAS, CLAIM_GAIN = -2.8, 2.2


def _claims(seed: int, n: int) -> tuple[Any, Any, Any]:
    """Motor policies: the driver's age (18-85), years licensed, the vehicle's age (years), its
    power (kW, log-normal), the yearly mileage (km, log-normal, median ~12,000), the population
    density at the home address (people / km^2, log-uniform 10-10,000), the bonus-malus level
    (50-150%), claims in the last three years, a garage flag and the region (4, one-hot); whether
    the policy files a claim this year is drawn from a known logistic model of them (~25%)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    age = rng.uniform(18, 85, n)
    licensed = np.clip(age - 18 - rng.exponential(3.0, n), 0, None)
    vehicle = rng.uniform(0, 20, n)
    power = np.exp(rng.normal(np.log(85), 0.35, n))
    km = np.exp(rng.normal(np.log(12000), 0.55, n))
    density = np.exp(rng.uniform(np.log(10), np.log(10000), n))
    prior = rng.poisson(0.35, n).astype(float)
    bonus = np.clip(rng.normal(95, 20, n) + 12 * prior, 50, 150)
    garage = (rng.random(n) < 0.55).astype(float)
    region = rng.integers(0, 4, n)
    score = (
        1.1 * np.exp(-(age - 18) / 8.0)
        + 0.25 * ((age - 50) / 20.0) ** 2
        - 0.35 * np.log1p(licensed) / 3.0
        + 0.025 * vehicle
        + 0.9 * np.log(power / 85)
        + 0.8 * np.log(km / 12000)
        + 0.12 * np.log(density / 300)
        + 0.018 * (bonus - 95)
        + 0.45 * prior
        - 0.3 * garage
        + np.array(REGIONS)[region]
    )
    probability = 1 / (1 + np.exp(-(CLAIM_BIAS + CLAIM_GAIN * score)))
    y = (rng.random(n) < probability).astype(int)
    x = np.concatenate(
        [np.stack([age, licensed, vehicle, power, km, density, bonus, prior, garage], 1), np.eye(4)[region]],
        axis=1,
    )
    return x, y, probability


CLAIM_SIZES = (1000, 500, 500)


def claims(seed: int = 5001, sizes: tuple[int, int, int] = CLAIM_SIZES, name: str = "motor-claims") -> Splits:
    """The policies standardised: (N, 13), 2 classes, ~75% without a claim (the majority rate); the
    true model reaches ~0.845 accuracy at a cross-entropy near 0.35 (51% of ln 2)."""
    x, y, _ = _claims(seed, sum(sizes))
    return _generated(name, x, y, 2, sizes)


def claims_large() -> Splits:
    """Another draw of the policies, 3,000 training rows."""
    return claims(5002, (3000, 600, 600))


def claims_small() -> Splits:
    """150 training policies (and 500-row evaluation sets)."""
    return claims(5003, (150, 500, 500), "motor-claims-150")


FLOWS = ("source", "sink", "vortex", "saddle")


def _field(kind: int, p: Any, centre: Any, turn: float) -> Any:
    """The unit direction of flow `kind` at the points p (K, 2); a vortex turns either way (by the
    sign of sin(turn))."""
    import numpy as np

    d = p - centre
    if kind == 0:
        v = d
    elif kind == 1:
        v = -d
    elif kind == 2:
        v = np.sign(np.sin(turn)) * np.stack([-d[:, 1], d[:, 0]], 1)
    else:
        c, s = np.cos(turn), np.sin(turn)
        u = d @ np.array([[c, -s], [s, c]])
        v = np.stack([u[:, 0], -u[:, 1]], 1) @ np.array([[c, s], [-s, c]])
    return v / np.maximum(np.linalg.norm(v, axis=1, keepdims=True), 1e-6)


def flows(
    seed: int = 5101,
    noise: float = 0.12,
    sizes: tuple[int, int, int] = SIZES,
    name: str = "flow-streaks-12",
) -> Splits:
    """Long-exposure photographs of tracer particles in a 2-D flow on a 12x12 canvas, four kinds of
    flow (a source, a sink, a vortex turning either way, a saddle at a random angle) centred within
    1.5 px of the middle: 12-16 particles, each leaving a streak of 10 positions 0.6 px apart whose
    brightness grows from 0.1 at its tail to 1.0 at its head (the flash at the exposure's end), and
    pixel noise sd `noise`. Not standardised: (N, 1, 12, 12), 4 classes."""
    import numpy as np
    import torch

    from tests.suite import datasets as ds

    rng = np.random.default_rng(seed)
    n = sum(sizes)
    y = rng.integers(0, 4, n)
    x = np.zeros((n, 12, 12))
    glow = np.linspace(0.1, 1.0, 10)
    for i in range(n):
        centre = 5.5 + rng.uniform(-1.5, 1.5, 2)
        turn = rng.uniform(0, 2 * np.pi)
        p = rng.uniform(0, 12, (rng.integers(12, 17), 2))
        for k in range(10):
            inside = np.all((p >= 0) & (p < 12), axis=1)
            r, c = np.floor(p[inside]).astype(int).T
            x[i, r, c] = np.maximum(x[i, r, c], glow[k])
            p = p + 0.6 * _field(int(y[i]), p, centre, turn)
    x = x + noise * rng.standard_normal(x.shape)
    images = torch.tensor(x, dtype=torch.float32)[:, None]
    return ds.named(ds._split(images, torch.tensor(y).long(), sizes, 4), name)


def flows_small() -> Splits:
    """200 flow photographs for training."""
    return flows(5102, 0.12, (200, 300, 300), "flow-streaks-12-200")


CHORDS = ((0, 4, 7), (0, 3, 7), (0, 3, 6), (0, 4, 8), (0, 5, 7), (0, 4, 7, 10))  # maj min dim aug sus4 7
HARMONICS = (0, 12, 19, 24, 28, 31, 34)  # semitones above a note of its partials 1-7


def _chords(seed: int, n: int) -> tuple[Any, Any]:
    """Magnitude spectra of a chord (major, minor, diminished, augmented, sus4, dominant 7th) on a
    random root among two octaves, in 64 semitone bins: each note (some an octave up) 0.5-1.0 loud
    with 7 partials falling as 1/h^r (r 0.7-1.6, the instrument's), a quarter of the energy leaking
    into the neighbouring bins, a background floor and noise."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.integers(0, 6, n)
    s = np.abs(rng.normal(0.0, 0.03, (n, 64)))
    for i in range(n):
        root = rng.integers(0, 24)
        rolloff = rng.uniform(0.7, 1.6)
        for interval in CHORDS[y[i]]:
            note = root + interval
            loud = rng.uniform(0.5, 1.0)
            for h, up in enumerate(HARMONICS, start=1):
                b = note + up
                if b < 64:
                    a = loud / h**rolloff
                    s[i, b] += a
                    s[i, max(b - 1, 0)] += 0.25 * a * rng.random()
                    s[i, min(b + 1, 63)] += 0.25 * a * rng.random()
    return s, y


def chords(seed: int = 5201, sizes: tuple[int, int, int] = SIZES, name: str = "chord-spectra-64") -> Splits:
    """The chord spectra as log magnitudes, log(0.02 + |S|) (what the feature extractor hands the
    model; not standardised): (N, 64) floats, 6 classes."""
    import numpy as np
    import torch

    from tests.suite import datasets as ds

    s, y = _chords(seed, sum(sizes))
    x = torch.tensor(np.log(0.02 + s), dtype=torch.float32)
    return ds.named(ds._split(x, torch.tensor(y).long(), sizes, 6), name)


def linear_eval_spectra(data: Splits, _seed: int) -> Splits:
    """The bug: the evaluation feature extractor skips the log, so validation and test spectra arrive
    as linear magnitudes |S| (0-1.5) while the model trained on log(0.02 + |S|) (-4 to 0.4)."""
    assert data.x_val is not None and data.x_test is not None
    return replace(data, x_val=data.x_val.exp() - 0.02, x_test=data.x_test.exp() - 0.02)


def _attacked(wk: tuple[int, int], wr: tuple[int, int], square: tuple[int, int]) -> bool:
    """Whether white (king wk, rook wr) attacks `square` (the black king lifted off the board)."""
    if max(abs(wk[0] - square[0]), abs(wk[1] - square[1])) == 1:
        return True
    if wr == square or (wr[0] != square[0] and wr[1] != square[1]):
        return False
    axis = 0 if wr[0] == square[0] else 1
    lo, hi = sorted((wr[1 - axis], square[1 - axis]))
    blocked = wk[axis] == wr[axis] and lo < wk[1 - axis] < hi
    return not blocked


def _endgame_label(wk: tuple[int, int], wr: tuple[int, int], bk: tuple[int, int]) -> int:
    """0: the black king is not in check; 1: the rook checks it along the file; 2: along the rank."""
    if not _attacked(wk, wr, bk):
        return 0
    return 1 if wr[0] == bk[0] else 2


def endgame(
    seed: int = 5301, sizes: tuple[int, int, int] = (1600, 400, 400), name: str = "krk-endgame"
) -> Splits:
    """King and rook against king, black to move, from random legal positions (kings not adjacent,
    three distinct squares): the six coordinates (white king, white rook, black king; file then
    rank) read as 6 tokens, each piece's files and ranks its own 8 ids (a vocabulary of 49); the
    label is whether the rook checks the black king, and along which line: no check (~79%), along
    the file, along the rank (~10.5% each; the white king can stand between)."""
    import numpy as np
    import torch

    from tests.suite import datasets as ds

    rng = np.random.default_rng(seed)
    n = sum(sizes)
    rows, labels = [], []
    while len(rows) < n:
        wk, wr, bk = (tuple(int(v) for v in rng.integers(0, 8, 2)) for _ in range(3))
        if len({wk, wr, bk}) < 3 or max(abs(wk[0] - bk[0]), abs(wk[1] - bk[1])) <= 1:
            continue
        tokens = [1 + 16 * piece + 8 * axis + square[axis] for piece, square in enumerate((wk, wr, bk))
                  for axis in (0, 1)]
        rows.append(tokens)
        labels.append(_endgame_label(wk, wr, bk))
    return ds.named(ds._split(torch.tensor(rows), torch.tensor(labels).long(), sizes, 3), name)


def _pendulum(seed: int, n: int) -> tuple[Any, Any]:
    """A pendulum timed with a stopwatch: its length (m, 0.1-2.0), release amplitude (degrees,
    5-80), bob mass (kg, 0.05-2; no effect), the local gravity (m/s^2, 9.78-9.83) and the room
    temperature (C; no effect); the period T = 2 pi sqrt(L / g) (1 + a^2 / 16 + 11 a^4 / 3072), a
    in radians, timed over 10 swings with a reaction error of sd 0.15 s (s)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    length = rng.uniform(0.1, 2.0, n)
    degrees = rng.uniform(5, 80, n)
    mass = np.exp(rng.uniform(np.log(0.05), np.log(2.0), n))
    g = rng.uniform(9.78, 9.83, n)
    temperature = rng.uniform(15, 30, n)
    a = np.radians(degrees)
    period = 2 * np.pi * np.sqrt(length / g) * (1 + a**2 / 16 + 11 * a**4 / 3072)
    period = period + 0.015 * rng.standard_normal(n)
    return np.stack([length, degrees, mass, g, temperature], 1), period


def _pendulum_splits(
    name: str, seed: int, scale_x: bool, unit: float | None, sizes: tuple[int, int, int] = SIZES
) -> Splits:
    """`unit`: None standardises the period, otherwise it is kept in seconds x `unit`."""
    import numpy as np
    import torch

    from tests.suite import datasets as ds

    x, period = _pendulum(seed, sum(sizes))
    if not scale_x:  # the lab's export: the length in mm, the mass in g, gravity in mm/s^2
        x = x * np.array([1000.0, 1, 1000.0, 1000.0, 1])[None, :]
    y = torch.tensor(period, dtype=torch.float32)[:, None]
    if unit is None:
        y = (y - y[: sizes[0]].mean()) / y[: sizes[0]].std()
    else:
        y = y * unit
    data = ds.named(ds._split(torch.tensor(x, dtype=torch.float32), y, sizes, 0), name)
    return ds._standardised(data) if scale_x else data


def pendulum() -> Splits:
    """The period standardised (mean ~2.06 s, sd ~0.62 s), the features standardised."""
    return _pendulum_splits("pendulum-period", 5401, True, None)


def pendulum_ms() -> Splits:
    """The period in milliseconds (mean ~2,060, sd ~620: first MSEs near 4.8e6), features scaled."""
    return _pendulum_splits("pendulum-period-ms", 5402, True, 1000.0)


def pendulum_raw() -> Splits:
    """The lab's export: the length in mm, amplitude in degrees, the mass in g, gravity in mm/s^2
    and the temperature in C (the scaler dropped); the period standardised."""
    return _pendulum_splits("pendulum-period-raw", 5403, False, None)


def pendulum_long() -> Splits:
    """Another draw, 2,000 training rows."""
    return _pendulum_splits("pendulum-period", 5404, True, None, (2000, 400, 400))


BEATS = ("normal", "atrial-premature", "ventricular-premature", "bundle-branch-block")


def _bump(t: Any, centre: Any, width: Any, height: Any) -> Any:
    import numpy as np

    return height * np.exp(-0.5 * ((t - centre) / width) ** 2)


def _beats(seed: int, n: int, wander: tuple[float, float], noise: float) -> tuple[Any, Any]:
    """64 samples (0.8 s at 80 Hz) around one heartbeat of a single ECG lead: normal (P, a narrow
    QRS, T), atrial premature (an inverted P close to the QRS, the previous beat's T at the window's
    start), ventricular premature (no P, a wide tall QRS of either polarity, T opposite to it) or a
    bundle-branch block (a wide QRS with two peaks, rSR', T inverted); ~40% normal, 20% each other.
    Per beat: the gain 0.7-1.3, timing +-40 ms, a baseline wander of amplitude `wander` (0.1-0.3 mV
    at rest) at 0.15-0.5 Hz, noise sd `noise`."""
    import numpy as np

    rng = np.random.default_rng(seed)
    t = np.arange(64)[None, :] / 80.0
    y = rng.choice(4, n, p=[0.4, 0.2, 0.2, 0.2])
    shift = rng.uniform(-0.04, 0.04, (n, 1))
    q = 0.36 + shift  # the QRS centre
    col = np.ones((n, 1))
    x = np.zeros((n, 64))
    normal, atrial, ventricular, block = (y == k for k in range(4))
    p_height = np.where(atrial, -0.12, 0.15)[:, None] * (~ventricular)[:, None]
    p_centre = q - np.where(atrial, 0.1, 0.16)[:, None]
    x += _bump(t, p_centre, 0.022 * col, p_height)
    x += _bump(t, q - 0.022, 0.008 * col, -0.12 * (normal | atrial)[:, None])  # Q
    x += _bump(t, q, 0.011 * col, 1.1 * (normal | atrial)[:, None])  # R
    x += _bump(t, q + 0.024, 0.009 * col, -0.25 * (normal | atrial)[:, None])  # S
    polarity = np.where(rng.random((n, 1)) < 0.5, 1.0, -1.0)
    x += _bump(t, q, 0.032 * col, 1.5 * polarity * ventricular[:, None])
    x += _bump(t, q - 0.02, 0.012 * col, 0.55 * block[:, None])  # r
    x += _bump(t, q + 0.035, 0.016 * col, 0.9 * block[:, None])  # R'
    t_height = np.where(ventricular[:, None], -0.45 * polarity, np.where(block[:, None], -0.2, 0.3))
    x += _bump(t, q + 0.26, 0.045 * col, t_height)
    x += _bump(t, 0.02 * col, 0.04 * col, 0.25 * atrial[:, None])  # the previous beat's T
    x *= rng.uniform(0.7, 1.3, (n, 1))
    f = rng.uniform(0.15, 0.5, (n, 1))
    x += rng.uniform(*wander, (n, 1)) * np.sin(2 * np.pi * f * t + rng.uniform(0, 6.3, (n, 1)))
    x += noise * rng.standard_normal((n, 64))
    return x, y


def beats(seed: int = 5501, sizes: tuple[int, int, int] = SIZES, name: str = "ecg-beats-64") -> Splits:
    """The beats in mV, not standardised: (N, 64) floats, 4 classes (40% normal)."""
    import torch

    from tests.suite import datasets as ds

    x, y = _beats(seed, sum(sizes), (0.1, 0.3), 0.04)
    return ds.named(ds._split(torch.tensor(x, dtype=torch.float32), torch.tensor(y).long(), sizes, 4), name)


def holter_test(data: Splits, _seed: int) -> Splits:
    """The test beats from ambulatory (Holter) recordings: a baseline wander of 0.6-1.1 mV and
    muscle noise sd 0.2 (train and validation: resting ECGs, 0.1-0.3 mV and 0.04)."""
    import torch

    x, y = _beats(5599, SIZES[2], (0.6, 1.1), 0.2)
    return replace(data, x_test=torch.tensor(x, dtype=torch.float32), y_test=torch.tensor(y).long())



NESTEROV = j_runs(nesterov=True)
NO_EVAL = l_runs(evaluate=False)
P = L  # battery l's cases: its runner and every earlier wrapper's models


# ---------------------------------------------------------------- the variants


FAULTY: tuple[Variant, ...] = (
    # --- learning rate and its schedule
    P(
        "vp-lr-high-adam-transformer-endgame",
        Plan(endgame, "transformer", 0.05, "adam", epochs=6, log_every=5),
        ("slow-convergence",),
        "learning-rate-too-high",
        "Adam lr=0.05 on a transformer reading the endgame positions: the loss never leaves the class "
        "prior's level (the epoch loss 0.75, then 0.68-0.69 for 300 steps; the prior's entropy is 0.66), "
        "single batches 0.38-0.87; val accuracy 0.808 at every evaluation (the share of 'no check'; a sound "
        "transformer reaches ~0.93-0.99)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="transformer",
        dataset="krk-endgame",
        seed=5601,
    ),
    P(
        "vp-lr-low-sgd-resnet-flows",
        Plan(flows, "resnet", 1e-4, "sgd", epochs=6, log_every=10),
        ("slow-convergence",),
        "learning-rate-too-low",
        "plain SGD lr=1e-4 on a residual net over the flow photographs: the loss at 1.41-1.45 (ln 4 = 1.39) "
        "for 190 steps, val loss 1.40-1.41, val accuracy 0.20-0.26 (chance 0.25; a sound run reaches ~0.92)",
        STALL,
        family="resnet",
        dataset="flow-streaks",
        seed=5602,
    ),
    P(
        "vp-exp-per-batch-mlp-chords",
        Plan(chords, "mlp", 2e-3, "adam", epochs=10, log_every=5, schedule="exp", gamma=0.85,
             model_kw={"width": 128, "num_layers": 2}),
        ("slow-convergence",),
        "lr-decay-too-fast",
        "ExponentialLR(gamma=0.85) meant per epoch but stepped every batch on an MLP over the chord spectra "
        "(Adam lr 2e-3): the lr is 1e-3 at step 4, 2e-5 at step 30 and ~1e-25 by the end; the epoch loss "
        "1.81 then frozen at 1.78 (ln 6 = 1.79), val accuracy 0.16",
        STALL,
        family="mlp",
        dataset="chord-spectra",
        seed=5603,
    ),
    # --- optimisation bugs and the loss
    P(
        "vp-no-zero-grad-sgd-pendulum",
        Plan(pendulum, "mlp", 0.01, "sgd", momentum=0.9, epochs=8, log_every=5, zero_grad=False,
             model_kw={"width": 64, "num_layers": 2}),
        ("gradient-explosion",),
        "missing-zero-grad",
        "a regression MLP on the pendulum period under SGD momentum lr 0.01 whose gradients are never "
        "cleared (the model's zero_grad overridden): the gradient norm 5.3 at step 4 and 96 at step 9, then "
        "NaN; every later loss and evaluation NaN (the first val MSE 1,800 on a standardised target)",
        (*BROKEN, "loss-runaway"),
        family="regression",
        dataset="pendulum-period",
        seed=5604,
    ),
    P(
        "vp-nll-on-logits-cnn1d-beats",
        Plan(beats, "cnn1d", 1e-3, "adam", epochs=10, log_every=10),
        ("metric-at-baseline", "gradient-explosion"),
        "wrong-loss-function",
        "NLLLoss on the raw logits of a 1-D CNN over the heartbeats (log_softmax left out): the loss is "
        "minus the right class's logit and falls below 0 without bound (-0.18 to -104, val -0.49 to -140), "
        "the gradient norm grows from 0.8 to 53, val accuracy 0.233 at every evaluation (the normal beats "
        "alone hold 0.39)",
        ("zero-train-loss", "loss-runaway", "loss-spikes"),
        family="cnn",
        dataset="ecg-beats",
        seed=5605,
        runs=l_runs(nll_on_logits),
    ),
    # --- data
    P(
        "vp-shuffled-labels-cnn-flows",
        Plan(flows, "cnn", 2e-3, "adam", epochs=60, log_every=20, val_every_epochs=3,
             data_fault=shuffled_labels, model_kw={"channels": 16}),
        ("metric-at-baseline", "overfitting", "train-val-gap"),
        "label-noise",
        "the flow labels permuted against their 1,000 photographs, a 16-channel CNN for 1,920 steps: the "
        "train loss memorised from 1.39 down to ~0.004 while the val loss climbs from 1.41 to 5.0; val "
        "accuracy 0.14-0.27 (chance 0.25), test 0.18",
        MEMORISED,
        family="cnn",
        dataset="flow-streaks",
        seed=5606,
    ),
    P(
        "vp-written-twice-mlp-claims",
        Plan(claims, "mlp", 2e-3, "adam", epochs=30, batch_size=64, log_every=10, val_every_epochs=2,
             data_fault=written_twice, model_kw={"width": 256, "num_layers": 3}),
        ("val-test-gap",),
        "data-leakage",
        "the export wrote every policy twice and the train / validation cut came after, so most validation "
        "rows have a twin in training: a 3x256 MLP memorises them (window loss ~0.05), val accuracy climbs "
        "from 0.84 to 0.91 (above the Bayes rate ~0.845), test accuracy 0.80 and test loss 1.66 against a "
        "last val loss of 0.64",
        ("zero-train-loss", "overfitting", "train-val-gap", "undertrained"),
        family="mlp",
        dataset="motor-claims",
        seed=5607,
    ),
    P(
        "vp-tiny-train-transformer-endgame",
        Plan(endgame, "transformer", 2e-3, "adam", epochs=100, batch_size=8, log_every=5, val_every_epochs=10,
             data_fault=first_rows(40)),
        ("overfitting", "train-val-gap"),
        "insufficient-data",
        "40 endgame positions for a transformer, 500 steps of batch 8: the train loss to ~1e-3 by step 100 "
        "while the val loss climbs from 1.0 to 1.87; val accuracy 0.66-0.71 (below the majority class's "
        "0.81), test 0.70",
        ("zero-train-loss", "undertrained", "loss-oscillation", "loss-spikes", "metric-at-baseline"),
        family="transformer",
        dataset="krk-endgame",
        seed=5608,
    ),
    P(
        "vp-wide-no-regularisation-claims-small",
        Plan(claims_small, "mlp", 1e-3, "adam", epochs=100, batch_size=15, log_every=20, val_every_epochs=5,
             model_kw={"width": 512, "num_layers": 3}),
        ("overfitting", "train-val-gap"),
        "insufficient-regularization",
        "a 3x512 MLP on 150 policies, no dropout, no weight decay, 1,000 steps of batch 15: the train loss "
        "to ~2e-6 while the val loss climbs from 0.51 to 3.4; val accuracy 0.74-0.78 (the majority 0.75); "
        "test loss 3.3",
        ("zero-train-loss", "undertrained", "loss-spikes", "loss-oscillation"),
        family="mlp",
        dataset="motor-claims",
        seed=5609,
    ),
    P(
        "vp-class-sorted-mlp-beats",
        Plan(beats, "mlp", 2e-3, "adam", epochs=6, log_every=1, shuffle=False, sort_by_class=True,
             model_kw={"width": 64, "num_layers": 2}),
        ("periodic-loss",),
        "data-not-shuffled",
        "heartbeats sorted by their label (normal, then atrial, ventricular, bundle-branch block), "
        "shuffle=False, every step logged (192 points) on an MLP: each epoch the loss falls through the "
        "normal block (1.05 to 0.97 in the second) and jumps at the switch to the next class (to "
        "1.38-1.58), a pattern repeated every 32 steps; val accuracy 0.39 to 0.89 in 6 epochs (shuffled: "
        "1.0 in 2)",
        SORTED,
        family="mlp",
        dataset="ecg-beats",
        seed=5610,
    ),
    P(
        "vp-raw-units-rmsprop-pendulum",
        Plan(pendulum_raw, "mlp", 1e-3, "rmsprop", epochs=8, log_every=2,
             model_kw={"width": 64, "num_layers": 2}),
        ("bad-initial-loss",),
        "unnormalized-input",
        "the pendulum table as the lab exports it (the length in mm, the mass in g, gravity in mm/s^2; the "
        "scaler dropped) under RMSprop lr 1e-3, every other step logged: the first loss 3.6e6 on a "
        "standardised target, gradient norms 1e4-4e7, the epoch MSE 1.2e5, 425, 227, 196 then back up to "
        "2,500-3,500; the val MSE 140-9,600 (a sound run: ~0.003)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="regression",
        dataset="pendulum-period",
        seed=5611,
    ),
    P(
        "vp-nan-cells-adam-claims",
        Plan(claims, "mlp", 2e-3, "adam", epochs=8, log_every=5, data_fault=nan_rows(3),
             model_kw={"width": 64, "num_layers": 2}),
        ("loss-runaway", "gradient-explosion"),
        "bad-input-data",
        "3 of 1,000 policies with a missing driver age (NaN) nobody imputed: from the first batch holding "
        "one every loss, gradient norm and evaluation is NaN; val accuracy 0.748 (the majority class)",
        (*RUNAWAY, "gradient-explosion"),
        family="mlp",
        dataset="motor-claims",
        seed=5612,
    ),
    P(
        "vp-holter-test-bncnn1d-beats",
        Plan(beats, "bncnn1d", 3e-3, "adam", epochs=15, log_every=10, data_fault=holter_test,
             model_kw={"channels": 16}),
        ("val-test-gap",),
        "distribution-shift",
        "the heartbeat test set from ambulatory Holter recordings (baseline wander 0.6-1.1 mV, muscle noise "
        "sd 0.2; training and validation from resting ECGs): val accuracy 0.91 (loss 0.24), test 0.42 (loss "
        "13.6)",
        (),
        family="cnn-bn",
        dataset="ecg-beats",
        seed=5613,
    ),
    # --- evaluation
    P(
        "vp-eval-linear-spectra-mlp-chords",
        Plan(chords, "mlp", 2e-3, "adam", epochs=12, log_every=10, data_fault=linear_eval_spectra,
             model_kw={"width": 128, "num_layers": 2}),
        ("train-val-gap",),
        "eval-pipeline-mismatch",
        "the evaluation feature extractor skips the log, so validation and test chords arrive as linear "
        "magnitudes (0-1.5) while training reads log magnitudes (-4 to 0.4): the train loss falls from 1.80 "
        "to 0.50 while the val loss stays at 1.71-1.79 and val accuracy at 0.18-0.25 (chance 0.17)",
        ("metric-at-baseline", "overfitting", "val-test-gap"),
        family="mlp",
        dataset="chord-spectra",
        seed=5614,
    ),
    P(
        "vp-eval-labels-off-by-one-gru-endgame",
        Plan(endgame, "gru", 3e-3, "adam", epochs=15, log_every=10, data_fault=labels_off_by_one),
        ("train-val-gap",),
        "wrong-eval-logic",
        "the evaluation labels of the endgame positions read through a 1-based label map (class k scored as "
        "k + 1): the train loss falls from 0.73 to 0.064 while the val loss climbs from 1.97 to 5.5 and val "
        "accuracy sinks from 0.10 to 0.04; test 0.03",
        ("metric-at-baseline", "overfitting", "val-test-gap"),
        family="gru",
        dataset="krk-endgame",
        seed=5615,
    ),
    # --- initialisation, architecture, gradients
    P(
        "vp-dead-relu-mlp-flows",
        Plan(flows, "mlp", 0.02, "sgd", momentum=0.9, epochs=8, log_every=10, model_fault=dead_relus(-10.0),
             model_kw={"width": 64, "num_layers": 3}),
        ("slow-convergence", "metric-at-baseline"),
        "dead-relu",
        "ReLU biases initialised at -10 and a bias-free head on an MLP over the flow photographs: every "
        "unit dead, the gradient norm exactly 0, the loss at ln 4 (1.386) for 250 steps, val accuracy 0.257",
        (*STALL, "gradient-vanishing"),
        family="mlp",
        dataset="flow-streaks",
        seed=5616,
    ),
    P(
        "vp-frozen-resnet-flows",
        Plan(flows, "resnet", 3e-3, "adam", epochs=6, log_every=10, model_fault=frozen_but_head_bias),
        ("slow-convergence", "metric-at-baseline"),
        "frozen-weights",
        "requires_grad=False on every parameter of a residual net over the flow photographs but its head "
        "bias: the loss at 1.38-1.51 (ln 4 = 1.39) for 190 steps, val loss 1.40-1.42, val accuracy "
        "0.04-0.21 (chance 0.25)",
        (*STALL, "gradient-vanishing"),
        family="resnet",
        dataset="flow-streaks",
        seed=5617,
    ),
    P(
        "vp-deep-sigmoid-sgd-chords",
        Plan(chords, "mlp", 0.1, "sgd", epochs=8, log_every=10,
             model_kw={"width": 48, "num_layers": 10, "activation": "sigmoid"}),
        ("slow-convergence", "metric-at-baseline"),
        "vanishing-gradients",
        "an 11-layer sigmoid MLP over the chord spectra under plain SGD lr 0.1: the epoch loss at 1.80-1.81 "
        "(ln 6 = 1.79) for all 256 steps, val accuracy 0.14-0.18 (chance 0.17)",
        (*STALL, "gradient-vanishing"),
        family="mlp",
        dataset="chord-spectra",
        seed=5618,
    ),
    P(
        "vp-rnn-no-clip-beats",
        Plan(beats, "seq-rnn", 0.01, "sgd", momentum=0.9, epochs=3, log_every=1,
             model_fault=identity_rnn(1.04), model_kw={"hidden": 32, "nonlinearity": "relu"}),
        ("gradient-explosion",),
        "exploding-gradients",
        "a ReLU RNN reading the 64 samples of each heartbeat, recurrent weights 1.04 x identity, SGD "
        "momentum lr 0.01, no clipping, every step logged: the first two steps' losses 20 and 1.4e12 at "
        "gradient norms of 1,530 and 6.8e13, after which the net is wrecked: the loss at 1.26-1.42 (ln 4 = "
        "1.39) for the remaining 94 steps, gradient norms ~0.15, val accuracy 0.393 (the normal beats' "
        "share)",
        ("loss-runaway", "loss-spikes", "loss-oscillation", "slow-convergence", "bad-initial-loss",
         "metric-at-baseline", "gradient-vanishing", "undertrained", "zero-train-loss"),
        family="rnn",
        dataset="ecg-beats",
        seed=5619,
    ),
    P(
        "vp-head-scaled-bncnn-flows",
        Plan(flows, "bncnn", 3e-3, "adam", epochs=8, log_every=5, model_fault=head_scaled(60.0)),
        ("bad-initial-loss",),
        "poor-initialization",
        "the batch-norm CNN's head initialised 60x too large on the flow photographs: the first logged loss "
        "7.0 (ln 4 = 1.39), gradient norms ~24, the first val loss 12.7; it recovers to a val loss of 0.36 "
        "and val accuracy 0.91",
        INIT,
        family="cnn-bn",
        dataset="flow-streaks",
        seed=5620,
    ),
    # --- run length and evaluation
    P(
        "vp-stopped-early-bncnn1d-chords",
        Plan(chords, "bncnn1d", 5e-3, "adam", epochs=20, max_steps=60, log_every=2),
        ("undertrained",),
        "too-few-epochs",
        "max_steps=60 (1.9 of 20 epochs) left in from a smoke test on a batch-norm 1-D CNN over the chords: "
        "the loss still falling when it stops (1.81 at the start, 0.98 at the end), one evaluation (val "
        "accuracy 0.69); test 0.62 (a full run reaches ~0.99)",
        ("slow-convergence",),
        family="cnn-bn",
        dataset="chord-spectra",
        seed=5621,
    ),
    P(
        "vp-no-validation-mlp-pendulum",
        Plan(pendulum, "mlp", 2e-3, "adam", epochs=10, log_every=10, data_fault=no_test,
             model_kw={"width": 64, "num_layers": 2}),
        ("missing-validation",),
        "missing-eval-set",
        "a regression MLP on the pendulum period which never evaluates: no validation loop, no test split; "
        "the train MSE 0.75 to ~0.003",
        (),
        family="regression",
        dataset="pendulum-period",
        seed=5622,
        runs=NO_EVAL,
    ),
)

HEALTHY: tuple[Variant, ...] = (
    # --- motor claims: a floor well above 0, a majority class of 0.75
    P(
        "vp-healthy-claims-bayes-floor",
        Plan(claims_large, "mlp", 2e-3, "adam", epochs=10, batch_size=64, log_every=10,
             model_kw={"width": 32, "num_layers": 2}),
        (),
        None,
        "the motor policies (3,000 rows; labels drawn from the true claim probabilities, a Bayes "
        "cross-entropy of ~0.35 and accuracy ~0.845), a 2x32 MLP: the epoch loss from 0.54 to 0.34, flat "
        "over the second half; the val loss 0.44 to 0.38, val accuracy 0.83-0.84 against a majority class "
        "of 0.77; test 0.367 and 0.847",
        family="mlp",
        dataset="motor-claims",
        seed=5701,
    ),
    P(
        "vp-healthy-claims-dropout-half",
        Plan(claims_large, "mlp", 2e-3, "adamw", weight_decay=0.01, epochs=12, batch_size=64, log_every=10,
             model_kw={"width": 128, "num_layers": 2, "dropout": 0.5}),
        (),
        None,
        "a 2x128 MLP with dropout 0.5 on the policies (3,000 rows), AdamW: the epoch train loss 0.49 to "
        "0.365 and the val loss 0.43 to 0.378 level together at the Bayes floor; val accuracy 0.82-0.84",
        family="mlp",
        dataset="motor-claims",
        seed=5702,
    ),
    P(
        "vp-healthy-claims-plain-sgd-batch8-every-step",
        Plan(claims, "mlp", 0.05, "sgd", epochs=3, batch_size=8, log_every=1,
             model_kw={"width": 32, "num_layers": 2}),
        (),
        None,
        "plain SGD lr 0.05 with batch 8 on the policies, every step logged (375 points): single batches "
        "jump between ~0.05 and 1.4, the epoch means 0.55, 0.40, 0.36; the val loss 0.48, 0.42, 0.41, val "
        "accuracy 0.79-0.81",
        family="mlp",
        dataset="motor-claims",
        seed=5703,
    ),
    P(
        "vp-healthy-claims-early-stop",
        Plan(claims, "mlp", 1e-3, "adam", epochs=60, log_every=8, early_stop=3,
             model_kw={"width": 32, "num_layers": 2}),
        (),
        None,
        "the policies (1,000 rows), Adam lr 1e-3, EarlyStopping(val_loss, patience 3) ends the run at epoch "
        "9 of 60 after the val loss's minimum (0.421) at epoch 6; val accuracy 0.81, test 0.82",
        family="mlp",
        dataset="motor-claims",
        seed=5704,
    ),
    # --- flow photographs
    P(
        "vp-healthy-cnn-flows-adam-cosine",
        Plan(flows, "cnn", 3e-3, "adam", epochs=20, log_every=10, schedule="cosine"),
        (),
        None,
        "a CNN (no batch norm) on the flow photographs, Adam lr 3e-3 + cosine over 20 epochs: the epoch "
        "loss from 0.89 to 0.085, the val loss 0.34 to ~0.20 and flat over the last half, val accuracy 0.90",
        family="cnn",
        dataset="flow-streaks",
        seed=5705,
    ),
    P(
        "vp-healthy-bncnn-flows-onecycle",
        Plan(flows, "bncnn", 0.1, "sgd", momentum=0.9, epochs=10, log_every=5, schedule="onecycle"),
        (),
        None,
        "a batch-norm CNN on the flow photographs, OneCycleLR (SGD momentum, max lr 0.1): the val loss 0.98 "
        "and 1.03 while the lr climbs to its peak, 0.34, 0.39, then down to 0.17; val accuracy 0.64 to 0.93",
        family="cnn-bn",
        dataset="flow-streaks",
        seed=5706,
    ),
    P(
        "vp-healthy-resnet-flows-nesterov-step",
        Plan(flows, "resnet", 0.05, "sgd", momentum=0.9, epochs=10, log_every=10, schedule="step",
             step_size=200, gamma=0.1),
        (),
        None,
        "a residual net under SGD with Nesterov momentum 0.9, lr 0.05, x0.1 at step 200: the val loss "
        "swings before the drop (0.94, 0.59, 0.28, 1.12, 0.26), then 0.23 to 0.177; val accuracy 0.92",
        family="resnet",
        dataset="flow-streaks",
        seed=5707,
        runs=NESTEROV,
    ),
    P(
        "vp-healthy-bncnn-flows-small-shift-aug",
        Plan(flows_small, "bncnn", 3e-3, "adamw", weight_decay=0.05, epochs=50, batch_size=16,
             log_every=5, val_every_epochs=4, schedule="cosine", model_fault=random_shift(1)),
        (),
        None,
        "200 flow photographs, a batch-norm CNN with random 1-px shifts, AdamW weight decay 0.05 + cosine "
        "(650 steps of batch 16), validated every 4 epochs: the val loss from 0.87 to 0.38 and flat at its "
        "end, val accuracy 0.85, test 0.83",
        family="cnn-bn",
        dataset="flow-streaks",
        seed=5708,
    ),
    P(
        "vp-healthy-bncnn-flows-rmsprop-three-epochs",
        Plan(flows, "bncnn", 5e-3, "rmsprop", epochs=3, batch_size=8, log_every=4, schedule="cosine",
             model_kw={"channels": 12}),
        (),
        None,
        "3 epochs (375 steps of batch 8, cosine to 0) of a batch-norm CNN under RMSprop: the val loss 0.43, "
        "0.27, 0.28, val accuracy 0.82, 0.92, 0.90",
        family="cnn-bn",
        dataset="flow-streaks",
        seed=5709,
    ),
    # --- chord spectra
    P(
        "vp-healthy-bncnn1d-chords-adagrad",
        Plan(chords, "bncnn1d", 0.05, "adagrad", epochs=36, log_every=10, val_every_epochs=3),
        (),
        None,
        "a batch-norm 1-D CNN on the chord spectra, Adagrad lr 0.05, validated every 3 epochs: the first "
        "val loss 4.6 (accuracy 0.29), then 0.33 with a swing to 0.87 mid-run, ending at 0.039 with val "
        "accuracy 0.997",
        family="cnn-bn",
        dataset="chord-spectra",
        seed=5710,
    ),
    P(
        "vp-healthy-bncnn1d-chords-dropout-exp",
        Plan(chords, "bncnn1d", 3e-3, "adam", epochs=20, log_every=10, schedule="exp", gamma=0.998,
             model_kw={"channels": 16, "dropout": 0.5}),
        (),
        None,
        "a batch-norm 1-D CNN with dropout 0.5 before its head, Adam with a per-step exponential decay "
        "(x0.998): the val loss 1.47 to 0.227, below the epoch train loss (0.39), val accuracy 0.99",
        family="cnn-bn",
        dataset="chord-spectra",
        seed=5711,
    ),
    P(
        "vp-healthy-mlp-chords-bf16-warmup-cosine",
        Plan(chords, "mlp", 3e-3, "adamw", weight_decay=0.01, epochs=15, log_every=5, bf16=True,
             schedule="warmup-cosine", warmup=60, model_kw={"width": 128, "num_layers": 2}),
        (),
        None,
        "an MLP on the chord spectra under bf16-mixed autocast, AdamW with 60 warm-up steps then cosine to "
        "0: the loss near ln 6 (1.75-1.81) for ~100 steps, then down to 0.41; the val loss 1.77 to 0.52, "
        "val accuracy 0.81, test 0.76",
        family="mlp",
        dataset="chord-spectra",
        seed=5712,
    ),
    P(
        "vp-healthy-cnn1d-chords-slow-start",
        Plan(chords, "cnn1d", 3e-3, "adam", epochs=30, log_every=20, model_kw={"channels": 16}),
        (),
        None,
        "a 16-channel 1-D CNN (no batch norm) on the unstandardised log spectra, Adam lr 3e-3, 30 epochs: "
        "the loss at ln 6 (1.81) for the first epoch, then a steady descent to 0.17; the val loss 1.78 to "
        "0.20, val accuracy 0.96, gradient norms rising from ~1 to 5-9 as it learns",
        family="cnn",
        dataset="chord-spectra",
        seed=5713,
    ),
    # --- endgame positions
    P(
        "vp-healthy-gru-endgame-late-start",
        Plan(endgame, "gru", 3e-3, "adam", epochs=24, log_every=10, schedule="cosine"),
        (),
        None,
        "a GRU reading the endgame positions, Adam + cosine: the epoch loss at 0.65-0.74 (the class prior's "
        "level) with val accuracy 0.808 (the share of 'no check') for three epochs, then down to 0.18; the "
        "val loss 0.36, val accuracy 0.885",
        family="gru",
        dataset="krk-endgame",
        seed=5714,
    ),
    P(
        "vp-healthy-lstm-endgame-accumulate-rmsprop",
        Plan(endgame, "lstm", 4e-3, "rmsprop", epochs=20, batch_size=16, accumulate=4, log_every=5, clip=1.0,
             schedule="cosine"),
        (),
        None,
        "an LSTM under RMSprop + cosine, batch 16 accumulated over 4 (500 optimizer steps), clipping at 1: "
        "at the majority level for two epochs, then the val loss from 0.63 to 0.41 and flat for the last "
        "half, val accuracy 0.88",
        family="lstm",
        dataset="krk-endgame",
        seed=5715,
    ),
    P(
        "vp-healthy-transformer-endgame-long-warmup",
        Plan(endgame, "transformer", 2e-3, "adamw", weight_decay=0.01, epochs=15, log_every=10,
             schedule="warmup-cosine", warmup=250, model_kw={"dropout": 0.1}),
        (),
        None,
        "a transformer with dropout 0.1, AdamW with 250 warm-up steps then cosine to 0: the loss near "
        "0.65-0.68 (the class prior's level, val accuracy 0.807) for the first ~300 steps, then down to "
        "~0.09; the val loss 0.22, val accuracy 0.93, test 0.955",
        family="transformer",
        dataset="krk-endgame",
        seed=5716,
    ),
    # --- heartbeats
    P(
        "vp-healthy-gru-beats-clip",
        Plan(beats, "seq-gru", 3e-3, "adam", epochs=12, log_every=10, clip=1.0, schedule="cosine"),
        (),
        None,
        "a GRU reading the 64 samples of each heartbeat, Adam + cosine, clipping at 1: the loss at "
        "1.32-1.34 (the class prior's level, val accuracy 0.393) for two epochs, then down to 0.16; the val "
        "loss 0.148, val accuracy 0.977; gradient norms from ~0.2 up to 3-4 (before clipping) as it learns",
        family="gru",
        dataset="ecg-beats",
        seed=5717,
    ),
    P(
        "vp-healthy-mlp-beats-noise-aug",
        Plan(beats, "mlp", 3e-3, "adam", epochs=10, log_every=10, schedule="cosine",
             model_fault=input_noise(0.3), model_kw={"width": 64, "num_layers": 2}),
        (),
        None,
        "an MLP with Gaussian input noise (sd 0.3 mV) as augmentation on the heartbeats, Adam + cosine: the "
        "val loss 0.69 to 0.10, well below the noisy train loss (0.26-0.35), val accuracy 0.997-1.0, test "
        "0.997",
        family="mlp",
        dataset="ecg-beats",
        seed=5718,
    ),
    P(
        "vp-healthy-bncnn1d-beats-sgd-plateau",
        Plan(beats, "bncnn1d", 0.05, "sgd", momentum=0.9, epochs=20, log_every=10, schedule="plateau",
             gamma=0.3, model_kw={"channels": 16}),
        (),
        None,
        "a batch-norm 1-D CNN on the heartbeats, SGD momentum lr 0.05 with ReduceLROnPlateau (x0.3, "
        "patience 0): the val loss 0.99 to 0.36, a bump to 0.37, then 0.197 as the lr falls to 4e-4; val "
        "accuracy 0.95",
        family="cnn-bn",
        dataset="ecg-beats",
        seed=5719,
    ),
    # --- pendulum
    P(
        "vp-healthy-pendulum-ms-adam-cosine",
        Plan(pendulum_ms, "mlp", 1e-2, "adam", epochs=40, log_every=10, schedule="cosine",
             model_kw={"width": 128, "num_layers": 2}),
        (),
        None,
        "the pendulum period in milliseconds (first MSEs near 4.8e6 ms^2), a 2x128 MLP, Adam lr 1e-2 + "
        "cosine: the epoch MSE from 4e6 to 1.1e4, the val MSE 2.2e6 to 1.16e4 (the target's variance: "
        "~3.8e5), test 1.1e4; gradient norms in the tens of thousands throughout",
        family="regression",
        dataset="pendulum-period",
        seed=5720,
    ),
    P(
        "vp-healthy-pendulum-sgd-long-sparse",
        Plan(pendulum_long, "mlp", 0.01, "sgd", momentum=0.9, epochs=40, log_every=50, val_every_epochs=5,
             schedule="step", step_size=1500, gamma=0.1,
             model_kw={"width": 64, "num_layers": 2, "activation": "gelu"}),
        (),
        None,
        "2,520 SGD momentum steps of a GELU MLP on the standardised pendulum period (2,000 rows), x0.1 at "
        "step 1,500, logged every 50, validated every 5 epochs: the epoch MSE from 0.22 to 0.0015, the val "
        "MSE 0.0027 to 0.0015",
        family="regression",
        dataset="pendulum-period",
        seed=5721,
    ),
    P(
        "vp-healthy-pendulum-plateau-epoch-log",
        Plan(pendulum, "mlp", 3e-3, "adam", epochs=30, log_every=10, train_log="epoch", schedule="plateau",
             gamma=0.3, model_kw={"width": 64, "num_layers": 2}),
        (),
        None,
        "the pendulum period, Adam with ReduceLROnPlateau, the train loss logged once an epoch (30 points): "
        "from 0.21 to 0.0019, flat from epoch ~8 as the lr falls to 5e-9; the val MSE 0.025 to 0.0031, test "
        "0.0040",
        family="regression",
        dataset="pendulum-period",
        seed=5722,
    ),
)
