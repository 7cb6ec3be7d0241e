"""Variant battery zc: a 22nd look-alike of an external held-out suite, real framework runs (`--battery zc`).

    nice -n 10 python benchmarks/variants.py --battery zc --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery zc [--runs]

Like batteries d-zb, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is
the log), trained by battery d's runner through battery g's, j's, l's, w's and z's wrappers (w's for
a weights-only resume, j's label smoothing, a replaced loss) and this battery's own (zero_grad()
called once an epoch), so each case can run in each of the three layouts; the layout rotation of
variants.py picks one. It was written blind: its author trained it with `--train-only`, read the raw
logged numbers of each run, and never diagnosed or scored it, so it is held-out data for the tool.
Its halves are even (22 faulty, 22 healthy; ~2.5 CPU-minutes to train on the shared 2-core
machine): one fault each, one cause a case, spread over every family of cause (optimisation, data,
evaluation, model, workflow), injected into a data set no battery had at a realistic strength,
favouring the faults users meet most, in forms batteries za and zb did not use (an AdamW lr of 0.2
without warm-up on a transformer, OneCycleLR with max_lr 1.0 under Adam, a per-epoch StepLR stepped
per batch, Adam's default lr kept for plain SGD, zero_grad() in the epoch loop, keystroke timings in
microseconds, labels shifted by one user for a third of the rows, validation rows copied into the
training file, NaN in a sensor column, rows ordered by a feature with shuffling off, an evaluation
vocabulary refitted by frequency, a val loss logged as the RMSE, evaluation in train mode over
class-sorted chunks, a freeze_backbone flag left on for a model trained from scratch, uniform [0, 1)
init, a label smoothing of 0.9, a softmax over the batch axis, a 3x1024 MLP on 150 rows, the
framework's 3 default epochs, a weights-only resume under a warm-up + linear schedule, a ReLU RNN
without its clipping). Runs of 40 to 3,000 steps: MLPs (2x64 to 3x1024), 2-D CNNs with and
without batch norm, a small residual net, 1-D CNNs with and without batch norm, a GRU and a ReLU
RNN reading stethoscope envelopes, GRU / LSTM / tanh RNN readers of checkout scans, small
transformers and regression MLPs; SGD with and without momentum, Adam, AdamW, RMSprop and Adagrad;
constant, warm-up + linear, cosine, step, exponential, plateau and one-cycle schedules; bf16-mixed
autocast, dropout, rotation / mirror / noise augmentation, label smoothing, weight decay, early
stopping, clipping, a pretrained start and a frozen pretrained body; batches of 5 to 100; cadences
from every step to once an epoch, evaluations every quarter epoch to every 2 epochs.
The data sets are new, all made offline with numpy from known generating models: a spectrum
monitor's 12x12 constellation diagrams of 48 received symbols (BPSK, QPSK, 8PSK, 16QAM,
4-PAM) under an unlocked carrier phase, a residual frequency offset, a gain and an SNR of 4-18 dB
(sound CNNs stop near 0.8-0.88; a lab bench capture as a pretraining draw; a far site's rooftop
antenna at 0-8 dB as a test set); a digital stethoscope's 8 s loudness envelopes (normal, crackles,
a wheeze, a pleural rub, diminished sounds) under heart clicks, chest-piece pressure, friction
artefacts and noise (sound 1-D CNNs stop near 0.8); a login page's keystroke dynamics of one
passphrase (9 holds, 8 flights) for 6 users with close rhythms, session speeds, jitter and
hesitations (sound MLPs stop near 0.8; in microseconds; the pilot's 150 sessions; a 2,000-session
draw); an air-to-water heat pump's hourly COP by the Carnot limit between condensing and evaporating
temperatures times a compressor efficiency with part-load, ageing and defrost losses, a hidden
per-installation quality and a 4% error (standardised: a floor near an MSE of 0.08; the COP as it
is: ~0.07; a 2,000-hour draw); and a supermarket's self-checkout scans as category tokens, the next
scan's category the label, from hidden shopping missions and the store's route (sound sequence
models stop near accuracy 0.35-0.38 at a loss of ~1.9, ln 14 = 2.64; the chain's other stores as a
pretraining draw).
The healthy half holds sound runs a naive reader can take for a fault: losses flat at their floors
(checkout scans at 1.86-1.96 and accuracy 0.35-0.37 under an LSTM, a tanh RNN and a transformer;
heat-pump hours at an MSE of 0.0827 for ~17 evaluations of a ReduceLROnPlateau run); a loss that
cannot go below ~0.66 under label smoothing 0.2; a linear probe on a frozen pretrained body whose
train loss falls to 0.01-0.29 in an epoch, below a val loss of ~0.4; a fine-tune that never moves
(val loss 1.86 x 3); a COP in its own units (first MSE 6.9); val below train under dropout 0.5 and
level with it under rotation augmentation; a staircase of x0.5 StepLR drops with a val jump to 1.17
at a high lr; OneCycle under AdamW; bf16 with a constant lr and one val bump; 96 quarter-epoch
evaluations; a slow, bumpy Adagrad GRU; early stopping at epoch 31 of 40 and 15 of 80; a val loss
creeping up while the accuracy holds under AdamW weight decay 0.1 and under an exponential decay
logged once an epoch; a batch-5 run of 1,600 steps validated twice; a 3,000-step batch-8 run logged
every 50; a 40-step run.
The faulty half: AdamW at lr 0.2 without warm-up on a transformer, OneCycleLR(max_lr=1.0) under Adam
on a CNN, StepLR(8, 0.5) meant per epoch stepped per step, plain SGD at Adam's lr of 1e-3,
zero_grad() once an epoch under SGD momentum, keystroke timings in microseconds, 35% of users'
labels shifted by one, every validation recording twice in the training file, 1% NaN in a sensor
column, hours ordered by the outdoor temperature with shuffling off, a far site's low-SNR test
snippets, an evaluation vocabulary numbered by frequency, a val loss logged as the RMSE, evaluation
in train mode over class-sorted chunks of 32, a residual net's convolutions frozen by a
freeze_backbone flag, Linear weights from uniform [0, 1), label smoothing 0.9, softmax over the
batch axis, a 3x1024 MLP on 150 sessions, 3 epochs, a weights-only resume under a warm-up + linear
schedule, and a ReLU RNN without its clipping at lr 1e-2.
Split, layout rotation and labels follow variants.py's rules; a Lightning case's `every` is its
`log_every_n_steps`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from benchmarks.variants import MEMORISED, RUNAWAY, STALL, Variant, _generated, _regression_table
from benchmarks.variants_d import Plan, Runner
from benchmarks.variants_j import pretrained, smoothed
from benchmarks.variants_l import L
from benchmarks.variants_w import EVAL, MLP64
from benchmarks.variants_z import z_runs

if TYPE_CHECKING:
    import torch

    from tests.suite.datasets import Splits

SIZES = (1000, 300, 300)


# ---------------------------------------------------------------- data sets no battery has


MODULATIONS = ("bpsk", "qpsk", "8psk", "16qam", "4pam")


def _constellation_points(kind: int) -> Any:
    import numpy as np

    if kind == 0:
        return np.array([1.0, -1.0], dtype=complex)
    if kind == 1:
        return np.exp(1j * (np.pi / 4 + np.arange(4) * np.pi / 2))
    if kind == 2:
        return np.exp(1j * np.arange(8) * np.pi / 4)
    if kind == 3:
        levels = np.array([-3.0, -1.0, 1.0, 3.0])
        return (levels[:, None] + 1j * levels[None, :]).ravel() / np.sqrt(10)
    return np.array([-3.0, -1.0, 1.0, 3.0], dtype=complex) / np.sqrt(5)


def _constellations(
    seed: int,
    n: int,
    shares: tuple[float, ...] = (0.2, 0.2, 0.2, 0.2, 0.2),
    snr_db: tuple[float, float] = (4.0, 18.0),
) -> tuple[Any, Any]:
    """A spectrum-monitoring receiver's snippets of 48 received symbols, drawn as a 12x12
    constellation diagram (a 2-D histogram of the I/Q samples over [-1.8, 1.8]^2, the square root
    of the counts), labelled by the transmitter's logged modulation: BPSK, QPSK, 8PSK, 16QAM or
    4-PAM, each at unit mean power. The receiver's carrier is not locked: every snippet is
    rotated by a random phase and smeared by a residual frequency offset (sd 0.006 rad a symbol),
    under an automatic gain of 0.8-1.2 and white noise at an SNR of 4-18 dB (`snr_db`): at low
    SNR 8PSK reads as a ring like 16QAM's middle one, QPSK's four clusters merge into 8PSK's ring
    and BPSK's line into 4-PAM's, and 48 symbols leave some points unvisited: sound CNNs stop
    near accuracy 0.8-0.88."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=list(shares))
    edges = np.linspace(-1.8, 1.8, 13)
    x = np.zeros((n, 12, 12))
    t = np.arange(48)
    for i in range(n):
        points = _constellation_points(int(y[i]))
        symbols = points[rng.integers(0, len(points), 48)]
        phase = rng.uniform(0, 2 * np.pi) + rng.normal(0, 0.006) * t
        snr = 10 ** (rng.uniform(*snr_db) / 10)
        noise = rng.normal(0, np.sqrt(0.5 / snr), (2, 48))
        r = rng.uniform(0.8, 1.2) * symbols * np.exp(1j * phase) + noise[0] + 1j * noise[1]
        counts, _, _ = np.histogram2d(r.imag, r.real, bins=(edges, edges))
        x[i] = np.sqrt(counts)
    return x, y


def constellations(
    seed: int = 19201, sizes: tuple[int, int, int] = SIZES, name: str = "radio-constellations-12"
) -> Splits:
    """The diagrams as (N, 1, 12, 12) images (0 to ~7), 5 classes."""
    import torch

    from tests.suite import datasets as ds

    x, y = _constellations(seed, sum(sizes))
    images = torch.tensor(x[:, None], dtype=torch.float32)
    return ds.named(ds._split(images, torch.tensor(y).long(), sizes, 5), name)


def constellations_lab_corpus() -> Splits:
    """A bench capture of the same five modulations from a signal generator in the lab (a
    pretraining draw)."""
    return constellations(19202, (3000, 10, 10), "radio-constellations-lab")


def constellations_rooftop_test() -> Splits:
    """The model is tested on snippets from the rooftop antenna at the far site (an SNR of 0-8 dB);
    training and validation come from the near site's receiver (4-18 dB)."""
    import numpy as np
    import torch

    from tests.suite import datasets as ds

    x, y = _constellations(19203, SIZES[0] + SIZES[1])
    x_far, y_far = _constellations(19204, SIZES[2], snr_db=(0.0, 8.0))
    x, y = np.concatenate([x, x_far]), np.concatenate([y, y_far])
    images = torch.tensor(x[:, None], dtype=torch.float32)
    return ds.named(ds._split(images, torch.tensor(y).long(), SIZES, 5), "radio-constellations-12")


LUNG_SOUNDS = ("normal", "crackles", "wheeze", "pleural-rub", "diminished")


def _lung(seed: int, n: int, shares: tuple[float, ...] = (0.36, 0.16, 0.16, 0.16, 0.16)) -> tuple[Any, Any]:
    """8 s of a digital stethoscope's chest recording as the loudness envelope of its 100-1,000 Hz
    band at 8 Hz (64 samples), labelled by a pulmonologist: normal vesicular sounds (a loud
    inspiration, a quieter expiration, 12-24 breaths a minute), crackles (3-9 one-sample clicks in
    inspiration), a wheeze (a sustained, slowly warbling addition to expiration), a pleural rub
    (grating bursts around the turn from inspiration to expiration, in both phases) or diminished
    sounds (the whole envelope at 25-60%). Each finding's strength is 0.3-1.0; every recording has
    heart sounds (clicks at 55-110 beats a minute), a chest-piece pressure gain of 0.6-1.4, noise
    of sd 0.08 and, in 15%, a friction artefact (a 0.5-1 s burst): heart clicks read as crackles, a
    quiet breather as diminished sounds and a faint wheeze as a loud expiration, so sound 1-D CNNs
    stop near accuracy 0.8."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=list(shares))
    t = np.arange(64) / 8.0
    x = np.zeros((n, 64))
    for i in range(n):
        period = 60 / rng.uniform(12, 24)
        c = (t / period + rng.uniform(0, 1)) % 1.0
        inspiring = c < 0.4
        env = np.where(inspiring, np.sin(np.pi * c / 0.4), 0.45 * np.sin(np.pi * (c - 0.4) / 0.6))
        env = env * rng.uniform(0.8, 1.2)
        strength = rng.uniform(0.3, 1.0)
        if y[i] == 1:
            spots = np.flatnonzero(inspiring)
            if len(spots):
                hits = rng.choice(spots, min(len(spots), int(rng.integers(3, 10))), replace=False)
                env[hits] += strength * rng.uniform(0.6, 1.6, len(hits))
        elif y[i] == 2:
            warble = 1 + 0.3 * np.sin(2 * np.pi * rng.uniform(0.6, 1.5) * t + rng.uniform(0, 6.3))
            env = env + strength * rng.uniform(0.5, 1.0) * (~inspiring) * warble
        elif y[i] == 3:
            near = np.abs(c - 0.4) < rng.uniform(0.08, 0.16)
            env = env + strength * near * rng.uniform(0.3, 1.2, 64)
        elif y[i] == 4:
            env = env * (1 - strength * rng.uniform(0.4, 0.75))
        beat = 60 / rng.uniform(55, 110)
        heart = ((t + rng.uniform(0, beat)) % beat) < 0.125
        env = env + heart * rng.uniform(0.15, 0.45)
        if rng.random() < 0.15:
            at = rng.uniform(0, 7)
            env = env + rng.uniform(0.8, 2.0) * ((t >= at) & (t < at + rng.uniform(0.5, 1.0)))
        x[i] = rng.uniform(0.6, 1.4) * env
    return x + rng.normal(0, 0.08, x.shape), y


def lung(
    seed: int = 19301, sizes: tuple[int, int, int] = SIZES, name: str = "lung-sound-envelopes-64"
) -> Splits:
    """The envelopes centred and scaled by the training windows' mean and sd: (N, 64), 5 classes."""
    import torch

    from tests.suite import datasets as ds

    x, y = _lung(seed, sum(sizes))
    x = (x - x[: sizes[0]].mean()) / x[: sizes[0]].std()
    return ds.named(ds._split(torch.tensor(x, dtype=torch.float32), torch.tensor(y).long(), sizes, 5), name)


KEYS = ("period", "t", "i", "e", "5", "R", "o", "a", "n")  # the passphrase ".tie5Roan"


def _keystrokes(seed: int, n: int, users: int = 6) -> tuple[Any, Any]:
    """A login page's keystroke-dynamics records of one fixed passphrase (".tie5Roan", 9 keys):
    each key's hold time (down to up) and the 8 flight times (one key's up to the next one's
    down), in seconds, labelled by the account that typed it (6 enrolled users, equally often).
    Each user has a rhythm of their own (a mean hold per key of ~0.07-0.13 s and a mean flight per
    digraph of ~0.1-0.3 s, the users differing by only ~0.01 s a hold and ~0.04 s a flight; the
    shift to the capital R is slow for some), every session a speed factor (log-normal, sd 0.15)
    and every keystroke a jitter (log-normal, sd 0.18 for holds, 0.3 for flights); 10% of sessions
    hold a hesitation (one flight 2-4x longer): users are told apart only on average, so sound
    MLPs stop near accuracy 0.8."""
    import numpy as np

    rng = np.random.default_rng(seed)
    profile = np.random.default_rng(19400)  # the same six typists in every draw
    holds = 0.1 + profile.normal(0, 0.012, (users, 1)) + profile.normal(0, 0.006, (users, 9))
    flights = 0.2 + profile.normal(0, 0.03, (users, 1)) + profile.normal(0, 0.03, (users, 8))
    flights[:, 4] += np.abs(profile.normal(0.1, 0.08, users))  # "5" to shift + "R"
    holds, flights = np.clip(holds, 0.05, None), np.clip(flights, 0.04, None)
    y = rng.integers(0, users, n)
    speed = np.exp(rng.normal(0, 0.15, (n, 1)))
    h = holds[y] * np.sqrt(speed) * np.exp(rng.normal(0, 0.18, (n, 9)))
    f = flights[y] * speed * np.exp(rng.normal(0, 0.3, (n, 8)))
    pause = rng.random(n) < 0.1
    f[pause, rng.integers(0, 8, int(pause.sum()))] *= rng.uniform(2, 4, int(pause.sum()))
    return np.column_stack([h, f]), y


def keystrokes(
    seed: int = 19401, sizes: tuple[int, int, int] = SIZES, name: str = "keystroke-dynamics"
) -> Splits:
    """17 standardised timings, 6 classes."""
    x, y = _keystrokes(seed, sum(sizes))
    return _generated(name, x, y, 6, sizes)


def keystrokes_microseconds() -> Splits:
    """The bug: the timings as the page's script sends them, `performance.now()` differences x 1000
    (microseconds: holds of ~100,000, flights of ~200,000), the pipeline's conversion to seconds
    and its standardisation left out of every split."""
    import torch

    from tests.suite import datasets as ds

    x, y = _keystrokes(19402, sum(SIZES))
    data = ds._split(torch.tensor(1e6 * x, dtype=torch.float32), torch.tensor(y).long(), SIZES, 6)
    return ds.named(data, "keystroke-dynamics-us")


def keystrokes_small() -> Splits:
    """150 training sessions (the pilot's enrolment week)."""
    return keystrokes(19403, (150, 300, 300), "keystroke-dynamics-150")


def keystrokes_long() -> Splits:
    """A 2,000-session draw."""
    x, y = _keystrokes(19404, 2600)
    return _generated("keystroke-dynamics-2000", x, y, 6, (2000, 300, 300))


def _heat_pump(seed: int, n: int) -> tuple[Any, Any]:
    """An air-to-water heat pump's hourly records from a field trial's monitored homes: the
    outdoor air temperature (-15 to 15 C), the flow temperature (30-40 C under floor heating,
    40-55 C to radiators), the compressor frequency (25-95 Hz), the indoor temperature, the outdoor
    relative humidity, the emitter type, the unit's age (0-15 years), the defrost minutes in the
    hour and the outdoor fan's speed; the target is the hour's coefficient of performance (heat
    out / electricity in). The COP follows the Carnot limit between the condensing (flow + 3 C)
    and the evaporating temperature (outdoor - 4 C, colder at high load) times a compressor
    efficiency of ~0.5 that is best near 55 Hz, loses 0.8% a year, loses the hour's defrost share,
    times a hidden per-installation quality (log-normal, sd 0.07) and a 4% error: sound models
    stop well above 0 (standardised: a floor near an MSE of 0.08). Returns the features and the
    COP (~1.2 to ~6.3)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    outdoor = rng.uniform(-15, 15, n)
    radiators = (rng.random(n) < 0.55).astype(float)
    flow = np.where(radiators > 0, rng.uniform(40, 55, n), rng.uniform(30, 40, n))
    freq = np.clip(45 + 1.6 * (10 - outdoor) + rng.normal(0, 12, n), 25, 95)
    indoor = rng.uniform(18, 23, n)
    humidity = rng.uniform(50, 98, n)
    age = rng.uniform(0, 15, n)
    frosting = (outdoor > -8) & (outdoor < 5) & (humidity > 72)
    defrost = np.where(frosting, rng.uniform(2, 12, n), rng.uniform(0, 1, n))
    fan = 300 + 9 * freq + rng.normal(0, 40, n)
    hot = flow + 273.15 + 3
    cold = outdoor + 273.15 - 4 - 0.04 * freq
    efficiency = 0.5 * (1 - 0.22 * ((freq - 55) / 40) ** 2) * (1 - 0.008 * age) * (1 - defrost / 60)
    quality = np.exp(rng.normal(0, 0.07, n))
    cop = hot / (hot - cold) * efficiency * quality * np.exp(rng.normal(0, 0.04, n))
    x = np.column_stack([outdoor, flow, freq, indoor, humidity, radiators, age, defrost, fan])
    return x, cop


def heat_pump(seed: int = 19501, sizes: tuple[int, int, int] = SIZES, name: str = "heat-pump-cop") -> Splits:
    """9 standardised features, the COP standardised (mean ~2.9, sd ~0.8)."""
    x, y = _heat_pump(seed, sum(sizes))
    return _regression_table(name, x, y, sizes)


def heat_pump_cop_units() -> Splits:
    """The features standardised, the COP left as it is (a ratio of ~1.2 to ~6.3, mean ~2.9)."""
    x, y = _heat_pump(19502, sum(SIZES))
    return _regression_table("heat-pump-cop-raw", x, y, SIZES, target_scaled=False)


def heat_pump_long() -> Splits:
    """A 2,000-hour draw."""
    x, y = _heat_pump(19503, 2600)
    return _regression_table("heat-pump-cop-2000", x, y, (2000, 300, 300))


CATEGORIES = (  # the ids of the training pipeline's vocabulary: 1 + the alphabetical rank (0 pads)
    "alcohol",
    "baby",
    "bakery",
    "beverages",
    "breakfast",
    "canned",
    "dairy",
    "frozen",
    "household",
    "meat",
    "personal-care",
    "pet",
    "produce",
    "snacks",
)
_AISLE = (8, 12, 1, 7, 4, 5, 3, 9, 10, 2, 11, 13, 0, 6)  # each category's place along the store's route
_MISSIONS = (  # category index: extra weight of the mission's choice, over a shared 0.3
    {12: 4, 6: 3, 9: 3, 2: 2, 4: 2, 7: 2, 8: 1.5, 5: 1.5},  # the weekly family shop
    {6: 4, 2: 4, 3: 2, 13: 2, 12: 1},  # a quick top-up
    {0: 5, 13: 5, 3: 4, 7: 2, 12: 1},  # a party
    {1: 6, 6: 2, 10: 3, 12: 1.5, 4: 1},  # a baby run
    {11: 5, 8: 4, 10: 2, 5: 1.5},  # pet and home
)
_BASKET_LENGTHS = ((8, 24), (3, 7), (4, 12), (4, 10), (3, 9))


def _baskets(seed: int, n: int) -> tuple[Any, Any]:
    """A supermarket's self-checkout scans as product-category tokens in the order scanned (14
    categories), cut at a random point: the last 12 scans before the cut (left-padded with 0) and,
    as the label, the category of the next scan (the basket-completion recommender's target).
    Each basket has a hidden mission (a weekly family shop, a quick top-up, a party, a baby run,
    pet and home; 40/25/12/12/11%) that sets which categories it holds, and shoppers mostly move
    forward along the store's route (produce, bakery, meat, dairy ... household, baby, pet), so
    the scan order follows the aisles with some doubling back. The next scan is a draw, not a
    function of the past: sound sequence models stop near accuracy 0.35-0.38 at a loss of ~1.9
    (a floor; ln 14 = 2.64)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    k = len(CATEGORIES)
    aisle = np.array(_AISLE, dtype=float)
    x = np.zeros((n, 12), dtype=np.int64)
    y = np.zeros(n, dtype=np.int64)
    missions = rng.choice(5, n, p=[0.4, 0.25, 0.12, 0.12, 0.11])
    for i in range(n):
        taste = np.full(k, 0.3)
        for category, weight in _MISSIONS[missions[i]].items():
            taste[category] += weight
        taste = taste * np.exp(rng.normal(0, 0.3, k))
        low, high = _BASKET_LENGTHS[missions[i]]
        length = int(rng.integers(low, high + 1))
        here, scans = -1.0, []
        for _ in range(length):
            behind = np.clip(here - aisle, 0, None)
            weights = taste * np.exp(-0.6 * behind)
            category = int(rng.choice(k, p=weights / weights.sum()))
            scans.append(category)
            here = max(here, aisle[category] - 0.5)
        cut = int(rng.integers(1, length))
        before = [c + 1 for c in scans[:cut]][-12:]
        x[i, 12 - len(before) :] = before
        y[i] = scans[cut]
    return x, y


def baskets(
    seed: int = 19601, sizes: tuple[int, int, int] = SIZES, name: str = "grocery-next-category"
) -> Splits:
    """Scan windows (N, 12) over 15 ids (0 the padding), 14 classes (the next scan's category)."""
    import torch

    from tests.suite import datasets as ds

    x, y = _baskets(seed, sum(sizes))
    return ds.named(ds._split(torch.tensor(x).long(), torch.tensor(y).long(), sizes, 14), name)


def baskets_other_stores() -> Splits:
    """The chain's other stores' baskets (a pretraining corpus)."""
    return baskets(19602, (3000, 10, 10), "grocery-next-category-chain")


# ---------------------------------------------------------------- injected faults (and healthy hooks)


def user_ids_shifted(share: float) -> Any:
    """The bug: the sessions enrolled after the identity provider's migration (`share` of the
    training rows) were joined to the users table on a 1-based id where the table is 0-based, so
    each carries the next user's label; validation and test come from before the migration."""

    def fault(data: Splits, seed: int) -> Splits:
        import torch

        g = torch.Generator().manual_seed(seed + 131)
        y = data.y_train.clone()
        hit = torch.rand(y.shape, generator=g) < share
        y[hit] = (y[hit] + 1) % data.num_classes
        return replace(data, y_train=y)

    return fault


def val_copied_into_train(copies: int) -> Any:
    """The bug: the training file is the augmentation job's export, which wrote every validation
    recording into it `copies` times (its input glob caught the validation folder); the test
    recordings come from other patients."""

    def fault(data: Splits, _seed: int) -> Splits:
        import torch

        assert data.x_val is not None and data.y_val is not None
        return replace(
            data,
            x_train=torch.cat([data.x_train, *[data.x_val] * copies]),
            y_train=torch.cat([data.y_train, *[data.y_val] * copies]),
        )

    return fault


def nan_flow_sensor(share: float) -> Any:
    """The bug: the flow-temperature sensor reports nothing while the unit is in standby between
    cycles, and `share` of the training hours hold NaN in that column; nothing drops or fills them."""

    def fault(data: Splits, seed: int) -> Splits:
        import torch

        g = torch.Generator().manual_seed(seed + 137)
        rows = torch.randperm(data.train_size, generator=g)[: max(1, int(share * data.train_size))]
        x = data.x_train.clone()
        x[rows, 1] = float("nan")
        return replace(data, x_train=x)

    return fault


def sorted_by_outdoor_temperature(data: Splits, _seed: int) -> Splits:
    """The bug: the training hours come out of the trial's database ordered by the outdoor
    temperature (its index), coldest first, and the loader's shuffle is off."""
    import torch

    order = torch.sort(data.x_train[:, 0], stable=True).indices
    return replace(data, x_train=data.x_train[order], y_train=data.y_train[order])


def eval_vocabulary_by_frequency(data: Splits, _seed: int) -> Splits:
    """The bug: the evaluation script fits its own category vocabulary on the evaluation scans,
    numbering the categories by frequency (the most scanned is 1), while training numbered them
    alphabetically: inputs and labels of validation and test carry other ids."""
    import torch

    assert data.x_val is not None and data.x_test is not None
    assert data.y_val is not None and data.y_test is not None
    k = data.num_classes
    counts = torch.bincount(torch.cat([data.x_val.flatten(), data.x_test.flatten()]), minlength=k + 1)[1:]
    rank = torch.empty(k, dtype=torch.long)
    rank[torch.argsort(counts, descending=True, stable=True)] = torch.arange(k)
    tokens = torch.cat([torch.zeros(1, dtype=torch.long), rank + 1])
    return replace(
        data,
        x_val=tokens[data.x_val],
        x_test=tokens[data.x_test],
        y_val=rank[data.y_val],
        y_test=rank[data.y_test],
    )


def eval_sorted_by_class(data: Splits, _seed: int) -> Splits:
    """The validation and test recordings read folder by folder (one folder a finding)."""
    assert data.x_val is not None and data.x_test is not None
    assert data.y_val is not None and data.y_test is not None
    val, test = data.y_val.argsort(stable=True), data.y_test.argsort(stable=True)
    return replace(
        data, x_val=data.x_val[val], y_val=data.y_val[val], x_test=data.x_test[test], y_test=data.y_test[test]
    )


def eval_chunks_in_train_mode(net: Any) -> Any:
    """The bug: the evaluation goes through the clinic app's `score_batch()`, which calls
    `model.train()` (left from a test-time-augmentation experiment) and runs the recordings in
    chunks of 32: batch norm normalises each chunk by its own statistics, and the chunks, read
    folder by folder, hold one or two findings each."""
    import torch
    from torch import nn

    class Chunked(nn.Module):
        def __init__(self, inner: nn.Module) -> None:
            super().__init__()
            self.inner = inner

        def forward(self, x: torch.Tensor) -> torch.Tensor:
            if self.training:
                out: torch.Tensor = self.inner(x)
                return out
            self.inner.train()
            return torch.cat([self.inner(x[i : i + 32]) for i in range(0, len(x), 32)])

    return Chunked(net)


def val_rmse(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """The bug: the validation step logs `val_loss` from a metric object built as
    MeanSquaredError(squared=False), the RMSE, while training minimises the MSE."""
    import torch
    from torch import nn

    mse = nn.functional.mse_loss(out, y)
    return mse if torch.is_grad_enabled() else mse.sqrt()


def uniform_init(net: Any) -> Any:
    """The bug: an init helper fills every Linear weight with `torch.rand_like(w)` (uniform on
    [0, 1), all positive) where `torch.randn_like(w) * 0.05` was meant."""
    import torch
    from torch import nn

    with torch.no_grad():
        for module in net.modules():
            if isinstance(module, nn.Linear):
                module.weight.copy_(torch.rand_like(module.weight))
    return net


def frozen_convolutions(net: Any) -> Any:
    """The bug: the training script's `freeze_backbone` flag defaults to True (it was written for
    fine-tuning), so every convolution's weights keep their random initialisation in a model
    trained from scratch; batch norm's scales and shifts and the head still train."""
    from torch import nn

    for module in net.modules():
        if isinstance(module, nn.Conv2d):
            module.requires_grad_(False)
    return net


def batch_softmax(net: Any) -> Any:
    """The bug: the model's forward ends with `F.softmax(logits, 0)` (dim 0, written for a single
    example's vector in a notebook) and the loss is cross_entropy: each class's outputs are
    normalised over the batch, the rows handed to the loss are ~1/batch each."""
    from torch import nn

    class BatchSoftmax(nn.Module):
        def __init__(self, inner: nn.Module) -> None:
            super().__init__()
            self.inner = inner

        def forward(self, x: torch.Tensor) -> torch.Tensor:
            out: torch.Tensor = self.inner(x).softmax(0)
            return out

    return BatchSoftmax(net)


def rotation_augment(net: Any) -> Any:
    """Not a fault: in training mode each batch of constellation diagrams is turned by a random
    multiple of 90 degrees and mirrored half the time (a carrier phase the receiver never locks),
    and given 0.3 of extra noise."""
    import torch
    from torch import nn

    class Augmented(nn.Module):
        def __init__(self, inner: nn.Module) -> None:
            super().__init__()
            self.inner = inner

        def forward(self, x: torch.Tensor) -> torch.Tensor:
            if self.training:
                x = torch.rot90(x, int(torch.randint(0, 4, (1,))), dims=(-2, -1))
                if bool(torch.rand(1) < 0.5):
                    x = x.transpose(-2, -1)
                x = x + 0.3 * torch.randn_like(x)
            out: torch.Tensor = self.inner(x)
            return out

    return Augmented(net)


def zc_runs(zero_grad_every: int | None = None, **kw: Any) -> Callable[[Plan], Runner]:
    """Battery z's runner with one bug of this battery. `zero_grad_every`: the gradients are
    cleared only after every that many optimizer steps (`optimizer.zero_grad()` indented into the
    epoch loop instead of the batch loop, with the plan's `zero_grad=False` leaving the batch loop
    without one), so within an epoch each step adds its gradient to all the epoch's earlier ones."""
    inner_factory = z_runs(**kw)

    def factory(plan: Plan) -> Runner:
        inner = inner_factory(plan)

        def for_layout(layout: str) -> Callable[[Any, int], dict[str, Any]]:
            run = inner(layout)
            if zero_grad_every is None:
                return run

            def patched(run_dir: Any, seed: int) -> dict[str, Any]:
                import types
                from unittest import mock

                from benchmarks import variants_d

                optimizer_of = variants_d._optimizer

                def optimizers(p: Plan, net: Any) -> Any:
                    optimizer = optimizer_of(p, net)
                    original, steps = optimizer.step, [0]

                    def step(_self: Any, closure: Callable[[], Any] | None = None) -> Any:
                        result = original(closure)
                        steps[0] += 1
                        if steps[0] % zero_grad_every == 0:
                            optimizer.zero_grad()
                        return result

                    # a bound method, as torch's schedulers wrap it
                    optimizer.step = types.MethodType(step, optimizer)  # type: ignore[method-assign]
                    return optimizer

                with mock.patch.object(variants_d, "_optimizer", optimizers):
                    return run(run_dir, seed)

            return patched

        return for_layout

    return factory


# ---------------------------------------------------------------- the variants


def ZC(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by battery w's runner (through battery z's wrapper)."""
    return L(*args, runs=runs or z_runs(), **kw)


FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    ZC(
        "vzc-lr-high-adamw-no-warmup-transformer-baskets",
        Plan(baskets, "transformer", 0.2, "adamw", weight_decay=0.01, epochs=10, log_every=8),
        ("slow-convergence",),
        "learning-rate-too-high",
        "AdamW at lr 0.2 with no warm-up (a sweep's upper end kept in the config; a transformer wants ~1e-3 "
        "after a warm-up) on a transformer over the checkout scans: the first epoch loss 3.09 (ln 14 = "
        "2.64), then 2.16-2.34 for 9 epochs, windows 1.9-3.2; the val loss 2.18-2.67 and val accuracy "
        "0.14-0.27, test 2.22 and 0.15 (a sound transformer: val loss 1.89, accuracy 0.35-0.37)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="transformer",
        dataset="grocery-next-category",
        seed=19001,
    ),
    ZC(
        "vzc-onecycle-max-lr-1-adam-cnn-constellations",
        Plan(
            constellations,
            "cnn",
            1.0,
            "adam",
            epochs=8,
            log_every=4,
            schedule="onecycle",
            model_kw={"channels": 16},
        ),
        ("slow-convergence", "metric-at-baseline"),
        "learning-rate-too-high",
        "OneCycleLR with max_lr=1.0 (an lr finder's suggestion for SGD) on Adam, a 16-channel CNN over the "
        "constellation diagrams: the first logged loss 4.81, a jump to 2.43 (gradient norm 3.5) as the lr "
        "climbs, then 1.58-1.67 (ln 5 = 1.61) for the rest of the 256 steps, its ReLUs dead; the val loss "
        "1.46, then 1.61-1.68 and val accuracy 0.41, then 0.15-0.23, test 0.23 (a sound CNN: 0.85-0.88)",
        (*RUNAWAY, "undertrained"),
        family="cnn",
        dataset="radio-constellations",
        seed=19002,
    ),
    ZC(
        "vzc-steplr-per-step-gru-baskets",
        Plan(baskets, "gru", 3e-3, "adam", epochs=10, log_every=8, schedule="step", step_size=8, gamma=0.5),
        ("slow-convergence",),
        "lr-decay-too-fast",
        "StepLR(step_size=8, gamma=0.5), meant per epoch, stepped per optimizer step on a GRU under Adam lr "
        "3e-3: the lr halves every 8 steps, ~1e-5 by step 64 and ~5e-15 at the end; the loss 2.64 to "
        "2.35-2.41 within the first epoch, then flat for 9 epochs; the val loss 2.39 and val accuracy 0.223 "
        "at every evaluation, test 0.21 (a sound GRU: val loss ~1.9, accuracy 0.35)",
        STALL,
        family="gru",
        dataset="grocery-next-category",
        seed=19003,
    ),
    ZC(
        "vzc-lr-low-sgd-adam-default-cnn1d-lung",
        Plan(lung, "cnn1d", 1e-3, "sgd", epochs=10, log_every=8, model_kw={"channels": 16}),
        ("slow-convergence",),
        "learning-rate-too-low",
        "plain SGD at lr 1e-3 (Adam's default kept when the optimizer was switched to SGD) on a 1-D CNN over "
        "the stethoscope envelopes: the logged loss 1.56-1.63 for all 320 steps, epoch means 1.60 to 1.58 "
        "(ln 5 = 1.61), the val loss 1.61 to 1.59 and val accuracy 0.157 at every evaluation, test 0.157 (a "
        "sound 1-D CNN: 0.8)",
        STALL,
        family="cnn",
        dataset="lung-sound-envelopes",
        seed=19004,
    ),
    ZC(
        "vzc-zero-grad-per-epoch-sgdm-mlp-heatpump",
        Plan(
            heat_pump,
            "mlp",
            2e-3,
            "sgd",
            momentum=0.9,
            epochs=10,
            log_every=2,
            zero_grad=False,
            model_kw=MLP64,
        ),
        ("loss-runaway", "gradient-explosion"),
        "missing-zero-grad",
        "optimizer.zero_grad() indented into the epoch loop instead of the batch loop, SGD momentum lr 2e-3 "
        "on a 2x64 regression MLP over the heat-pump hours: within each epoch every step adds its gradient "
        "to the epoch's earlier ones; the gradient norm 2.4 up to 6,800, the epoch MSE 1.25, 3.7, 15, 27 ... "
        "45,000, the val MSE 4.5 up to 368,000, test 368,000 (a sound run: ~0.08)",
        (*RUNAWAY, "undertrained"),
        family="regression",
        dataset="heat-pump-cop",
        seed=19005,
        runs=zc_runs(zero_grad_every=32),
    ),
    # --- data
    ZC(
        "vzc-microseconds-mlp-keystrokes",
        Plan(keystrokes_microseconds, "mlp", 1e-3, "adam", epochs=10, log_every=4, model_kw=MLP64),
        ("bad-initial-loss",),
        "unnormalized-input",
        "the keystroke timings as the page's script sends them, in microseconds (holds ~100,000, flights "
        "~200,000), the conversion to seconds and the standardisation left out of every split, a 2x64 MLP "
        "under Adam lr 1e-3: the first logged loss 11,000 (ln 6 = 1.79), gradient norms 2e4-1.5e5, epoch "
        "means 5,980 to 362, the val loss 2,150 to 526 and val accuracy 0.43 to 0.61, test 681 and 0.70 "
        "(standardised timings: 0.8)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="mlp",
        dataset="keystroke-dynamics",
        seed=19006,
    ),
    ZC(
        "vzc-user-ids-shifted-mlp-keystrokes",
        Plan(
            keystrokes,
            "mlp",
            1e-3,
            "adam",
            epochs=40,
            log_every=16,
            data_fault=user_ids_shifted(0.35),
            model_kw={"width": 256, "num_layers": 2},
        ),
        ("overfitting",),
        "label-noise",
        "the sessions enrolled after the identity provider's migration (35% of the training rows) joined to "
        "the users table on a 1-based id, each carrying the next user's label (validation and test from "
        "before it), a 2x256 MLP for 40 epochs: the epoch loss 1.55 to 0.091 as it learns the shifted "
        "labels; the val loss at its minimum 0.88 around epoch 4, then up to 1.56, val accuracy 0.68 at best "
        "and 0.57 at the end; test 1.70 and 0.53 (clean labels: 0.8)",
        ("train-val-gap", "undertrained", "slow-convergence"),
        family="mlp",
        dataset="keystroke-dynamics",
        seed=19007,
    ),
    ZC(
        "vzc-val-copied-into-train-mlp-lung",
        Plan(
            lung,
            "mlp",
            1e-3,
            "adam",
            epochs=60,
            batch_size=100,
            log_every=16,
            data_fault=val_copied_into_train(2),
            model_kw={"width": 512, "num_layers": 2},
        ),
        ("val-test-gap",),
        "data-leakage",
        "the training file is an augmentation job's export that holds every validation recording twice (its "
        "input glob caught the validation folder), a 2x512 MLP with batch 100 for 60 epochs: the epoch loss "
        "1.3 to 0.001, the val loss 1.1 to 0.0006 and val accuracy 1.000 from epoch 15 on, while the test "
        "recordings (other patients) give a loss of 1.80 and accuracy 0.69",
        ("zero-train-loss", "overfitting", "train-val-gap", "undertrained"),
        family="mlp",
        dataset="lung-sound-envelopes",
        seed=19008,
    ),
    ZC(
        "vzc-nan-flow-sensor-mlp-heatpump",
        Plan(
            heat_pump,
            "mlp",
            2e-3,
            "adam",
            epochs=6,
            log_every=2,
            data_fault=nan_flow_sensor(0.01),
            model_kw=MLP64,
        ),
        ("loss-runaway", "gradient-explosion"),
        "missing-values",
        "the flow-temperature sensor reports nothing in standby and 1% of the training hours hold NaN in "
        "that column; nothing drops or fills them, a 2x64 MLP under Adam logged every 2 steps: the first "
        "batch holding one makes every weight NaN: every logged loss (the HF log shows 0 for its NaN "
        "windows), gradient norm, val and test MSE non-finite",
        (*RUNAWAY, "undertrained"),
        family="regression",
        dataset="heat-pump-cop",
        seed=19009,
    ),
    ZC(
        "vzc-sorted-by-outdoor-temp-mlp-heatpump",
        Plan(
            heat_pump,
            "mlp",
            2e-3,
            "adam",
            epochs=10,
            log_every=2,
            shuffle=False,
            data_fault=sorted_by_outdoor_temperature,
            model_kw=MLP64,
        ),
        ("periodic-loss",),
        "data-not-shuffled",
        "the training hours come out of the trial's database ordered by the outdoor temperature (its index), "
        "coldest first, with the loader's shuffle off, a 2x64 MLP under Adam logged every 2 steps: each "
        "epoch runs from the coldest hours to the mildest and the logged MSE saws with the epoch (windows "
        "0.03-2.45; autocorrelation at one epoch 0.39); the epoch MSE 0.81 to 0.086, the val MSE 0.47 to "
        "0.085, test 0.106 (shuffled: ~0.08)",
        (
            "loss-oscillation",
            "loss-spikes",
            "slow-convergence",
            "metric-at-baseline",
            "val-test-gap",
            "undertrained",
            "train-val-gap",
        ),
        family="regression",
        dataset="heat-pump-cop",
        seed=19010,
    ),
    ZC(
        "vzc-rooftop-test-cnn-constellations",
        Plan(
            constellations_rooftop_test,
            "cnn",
            2e-3,
            "adam",
            epochs=12,
            log_every=8,
            model_kw={"channels": 16},
        ),
        ("val-test-gap",),
        "distribution-shift",
        "the model tested on snippets from the rooftop antenna at the far site (an SNR of 0-8 dB), training "
        "and validation from the near site's receiver (4-18 dB): a 16-channel CNN's logged loss 1.57 to "
        "0.07-0.08, the val loss 0.95 to 0.28-0.29 and val accuracy 0.64 to 0.88-0.90, while the test loss "
        "is 1.78 and test accuracy 0.57",
        (),
        family="cnn",
        dataset="radio-constellations",
        seed=19011,
    ),
    # --- evaluation
    ZC(
        "vzc-eval-vocab-by-frequency-lstm-baskets",
        Plan(
            baskets,
            "lstm",
            3e-3,
            "adam",
            epochs=16,
            log_every=8,
            data_fault=eval_vocabulary_by_frequency,
            model_kw={"hidden": 96},
        ),
        ("train-val-gap",),
        "eval-pipeline-mismatch",
        "the evaluation script fits its own category vocabulary on the evaluation scans (ids by frequency) "
        "while training numbered the categories alphabetically, so validation and test inputs and labels "
        "carry other ids: an LSTM's (hidden 96) epoch loss 2.29 to 1.30 over 16 epochs, while the val loss "
        "rises 2.87 to 4.01 and val accuracy stays at 0.13-0.19, test 3.89 and 0.12 (its own vocabulary: "
        "0.35)",
        EVAL,
        family="lstm",
        dataset="grocery-next-category",
        seed=19012,
    ),
    ZC(
        "vzc-val-rmse-mlp-heatpump",
        Plan(heat_pump, "mlp", 2e-3, "adam", epochs=15, log_every=8, model_kw=MLP64),
        ("train-val-gap",),
        "wrong-eval-logic",
        "the validation step logs val_loss from MeanSquaredError(squared=False), the RMSE, while training "
        "minimises the MSE: a 2x64 MLP's epoch MSE 0.38 to 0.075, while the logged val loss is 0.38 falling "
        "only to 0.29 (the RMSE of an MSE near 0.084), test 0.325",
        EVAL,
        family="regression",
        dataset="heat-pump-cop",
        seed=19013,
        runs=z_runs(loss=val_rmse),
    ),
    ZC(
        "vzc-eval-chunks-train-mode-bncnn1d-lung",
        Plan(
            lung,
            "bncnn1d",
            2e-3,
            "adam",
            epochs=20,
            log_every=8,
            data_fault=eval_sorted_by_class,
            model_fault=eval_chunks_in_train_mode,
            model_kw={"channels": 16},
        ),
        ("train-val-gap",),
        "train-eval-mode-misuse",
        "the evaluation goes through the clinic app's score_batch(), which calls model.train() and scores "
        "the recordings in chunks of 32, read folder by folder (one finding a folder), so batch norm "
        "normalises each chunk by its own statistics: a batch-norm 1-D CNN's logged loss 1.51 to 0.46-0.69 "
        "over 20 epochs, while the val loss rises 1.53 to 2.01 and val accuracy stays at 0.34-0.41 (normal "
        "recordings are ~36%), test 1.96 and 0.42 (a sound run: 0.8)",
        EVAL,
        family="cnn-bn",
        dataset="lung-sound-envelopes",
        seed=19014,
    ),
    # --- model
    ZC(
        "vzc-frozen-convs-resnet-constellations",
        Plan(constellations, "resnet", 2e-3, "adam", epochs=10, log_every=8, model_fault=frozen_convolutions),
        ("slow-convergence",),
        "frozen-weights",
        "the training script's freeze_backbone flag defaults to True (it was written for fine-tuning), so "
        "every convolution of a residual net trained from scratch keeps its random weights (batch norm and "
        "the head train): the epoch loss 1.63 to 1.29 over 10 epochs, the val loss 1.62 to 1.28 and val "
        "accuracy 0.22 to 0.44, test 0.48 (a trained residual net: 0.81)",
        (*STALL, "gradient-vanishing"),
        family="resnet",
        dataset="radio-constellations",
        seed=19015,
    ),
    ZC(
        "vzc-uniform-init-mlp-keystrokes",
        Plan(
            keystrokes, "mlp", 1e-3, "adam", epochs=10, log_every=4, model_fault=uniform_init, model_kw=MLP64
        ),
        ("bad-initial-loss",),
        "poor-initialization",
        "an init helper fills every Linear weight with torch.rand_like (uniform on [0, 1), all positive) "
        "where randn x 0.05 was meant, a 2x64 MLP under Adam lr 1e-3: the first logged loss 134 (ln 6 = "
        "1.79), gradient norms 50-490, windows 63, 13.6, 5.2 ... 1.2; the val loss 63 falling to 1.33 and "
        "val accuracy 0.21 to 0.55 in 10 epochs, test 1.47 and 0.53 (default init: 0.8)",
        (*RUNAWAY, "loss-runaway", "undertrained", "overfitting"),
        family="mlp",
        dataset="keystroke-dynamics",
        seed=19016,
    ),
    ZC(
        "vzc-label-smoothing-09-gru-baskets",
        Plan(baskets, "gru", 3e-3, "adam", epochs=10, log_every=8),
        ("slow-convergence",),
        "wrong-loss-function",
        "CrossEntropyLoss(label_smoothing=0.9) (a config's target confidence of 0.9 passed as the smoothing) "
        "on a GRU over the checkout scans: the target puts 0.16 on the right category and 0.064 on each "
        "other, so the loss sits at 2.62-2.64 (ln 14 = 2.64) for all 320 steps and the val loss at 2.63 at "
        "every evaluation, while val accuracy climbs 0.29 to 0.35-0.37 (the floor), test 2.63 and 0.37",
        (*STALL, "gradient-vanishing"),
        family="gru",
        dataset="grocery-next-category",
        seed=19017,
        runs=z_runs(loss=smoothed(0.9), hparams={"label_smoothing": 0.9}),
    ),
    ZC(
        "vzc-wide-mlp-keystrokes-small",
        Plan(
            keystrokes_small,
            "mlp",
            1e-3,
            "adam",
            epochs=100,
            batch_size=16,
            log_every=10,
            model_kw={"width": 1024, "num_layers": 3},
        ),
        ("overfitting",),
        "model-too-large",
        "a 3x1024 MLP (~2.1M parameters, ~14,000 per session) on the pilot's 150 enrolment sessions for 100 "
        "epochs: the epoch loss 1.34 to 1.4e-5, the val loss at its minimum 0.88 around epoch 2, then rising "
        "to 2.55, val accuracy 0.61-0.71, test 2.52 and 0.69 (a 2x64 MLP on 1,000 sessions: 0.8)",
        MEMORISED,
        family="mlp",
        dataset="keystroke-dynamics",
        seed=19018,
    ),
    ZC(
        "vzc-softmax-dim0-cnn1d-lung",
        Plan(
            lung,
            "cnn1d",
            2e-3,
            "adam",
            epochs=10,
            log_every=8,
            model_fault=batch_softmax,
            model_kw={"channels": 16},
        ),
        ("slow-convergence",),
        "wrong-operator",
        "the model's forward ends with F.softmax(logits, 0) (dim 0, written for one example's vector in a "
        "notebook) and the loss is cross_entropy: each class's outputs are normalised over the batch, so the "
        "logits the loss sees are ~1/32; a 1-D CNN's epoch loss 1.60 to 1.54 (ln 5 = 1.61), the val loss "
        "1.59-1.61 at every evaluation while val accuracy crawls 0.45 to 0.54, test 1.59 and 0.58 (a sound "
        "1-D CNN: 0.8)",
        (*STALL, "train-val-gap"),
        family="cnn",
        dataset="lung-sound-envelopes",
        seed=19019,
    ),
    # --- workflow
    ZC(
        "vzc-epochs-3-mlp-keystrokes",
        Plan(keystrokes, "mlp", 5e-4, "adamw", weight_decay=0.01, epochs=3, log_every=2, model_kw=MLP64),
        ("undertrained",),
        "too-few-epochs",
        "num_train_epochs=3 (the framework's default, never raised) for a 2x64 MLP under AdamW lr 5e-4 on "
        "the keystroke sessions: 96 steps, every 2nd logged, the loss 1.78 to 1.22 and still falling, epoch "
        "means 1.74, 1.58, 1.36; the val loss 1.66, 1.47, 1.24 and val accuracy 0.42, 0.62, 0.65, test 0.59 "
        "(a full run: 0.8)",
        ("slow-convergence", "metric-at-baseline"),
        family="mlp",
        dataset="keystroke-dynamics",
        seed=19020,
    ),
    ZC(
        "vzc-weights-only-resume-sgdm-bncnn-constellations",
        Plan(
            constellations,
            "bncnn",
            0.1,
            "sgd",
            momentum=0.9,
            epochs=12,
            log_every=4,
            schedule="warmup-linear",
            warmup=30,
        ),
        ("loss-spikes",),
        "checkpoint-missing-state",
        "the job resumed after 320 of 384 steps from a weights-only checkpoint: SGD's momentum buffers start "
        "from zero and the 30-step warm-up + linear decay starts again (the lr from ~0.018 back up to 0.1); "
        "a batch-norm CNN's epoch loss 0.30 before the resume and 0.34, 0.46 after it, the val loss 0.45, "
        "then 0.82, 0.71 (val accuracy 0.82, then 0.69, 0.78), test 0.60 and 0.81",
        (*RUNAWAY, "loss-runaway", "undertrained", "overfitting"),
        family="cnn-bn",
        dataset="radio-constellations",
        seed=19021,
        runs=z_runs(resume_at=320),
    ),
    ZC(
        "vzc-no-clip-relu-rnn-lung",
        Plan(
            lung,
            "seq-rnn",
            1e-2,
            "adam",
            epochs=8,
            log_every=4,
            model_kw={"hidden": 64, "nonlinearity": "relu"},
        ),
        ("gradient-explosion", "loss-spikes"),
        "no-gradient-clipping",
        "a ReLU RNN (hidden 64) reading the stethoscope envelopes one sample at a time under Adam lr 1e-2, "
        "the recipe's clip_grad_norm_(1.0) call left out: gradient norms 0.3-1.7, then 622 at step 215 with "
        "a logged loss of 10.6; the epoch loss 1.39-1.70, the val loss 1.35-1.62 and val accuracy 0.27-0.43, "
        "test 0.39 (a clipped GRU: 0.74)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="rnn",
        dataset="lung-sound-envelopes",
        seed=19022,
    ),
)

HEALTHY: tuple[Variant, ...] = (
    # --- radio constellations
    ZC(
        "vzc-healthy-resnet-constellations-bf16",
        Plan(constellations, "resnet", 2e-3, "adam", epochs=10, log_every=8, bf16=True),
        (),
        None,
        "a residual net under bf16-mixed autocast, Adam lr 2e-3 constant for 10 epochs: the logged loss 1.70 "
        "to 0.46-0.61, the val loss 1.38 to 0.66-0.67 with a bump to 0.90 at epoch 5 (val accuracy 0.60 "
        "there) and val accuracy 0.36 to 0.75-0.79, test 0.81",
        family="resnet",
        dataset="radio-constellations",
        seed=19101,
    ),
    ZC(
        "vzc-healthy-bncnn-constellations-label-smoothing",
        Plan(
            constellations,
            "bncnn",
            3e-3,
            "adamw",
            weight_decay=0.01,
            epochs=12,
            log_every=8,
            schedule="cosine",
        ),
        (),
        None,
        "a batch-norm CNN with label smoothing 0.2 (its target's entropy, ~0.66, is the loss's floor), AdamW "
        "+ cosine for 12 epochs: the logged loss 1.58 to 0.95-0.99, the val loss 1.46 to 1.03-1.05 over the "
        "last 6 epochs and val accuracy 0.35 to 0.79-0.80, test 1.02 and 0.83",
        family="cnn-bn",
        dataset="radio-constellations",
        seed=19102,
        runs=z_runs(loss=smoothed(0.2), hparams={"label_smoothing": 0.2}),
    ),
    ZC(
        "vzc-healthy-cnn-constellations-linear-probe",
        Plan(
            constellations,
            "cnn",
            3e-3,
            "adam",
            epochs=6,
            log_every=4,
            model_fault=pretrained(constellations_lab_corpus, 1500, freeze_body=True),
            model_kw={"channels": 16},
        ),
        (),
        None,
        "a CNN whose body was trained for 1,500 steps on the lab bench's capture and frozen, with a fresh "
        "head (a linear probe), Adam lr 3e-3 for 6 epochs: the first logged loss 1.86, then windows of "
        "0.01-0.29 from the second epoch (epoch means 1.00, 0.36 ... 0.125), the val loss 0.56 to 0.39-0.47, "
        "above it, and val accuracy 0.79-0.86, test 0.84",
        family="cnn",
        dataset="radio-constellations",
        seed=19103,
    ),
    ZC(
        "vzc-healthy-bncnn-constellations-sgd-staircase",
        Plan(
            constellations,
            "bncnn",
            0.05,
            "sgd",
            momentum=0.9,
            epochs=12,
            log_every=5,
            schedule="step",
            step_size=64,
            gamma=0.5,
        ),
        (),
        None,
        "a batch-norm CNN under SGD momentum lr 0.05 with StepLR x0.5 every 64 steps (2 epochs; 0.0016 at "
        "the end), logged every 5 steps: the logged loss 1.59 to 0.25-0.79, the val loss 1.39, 0.83, 0.62, a "
        "jump to 1.17 at epoch 4 (val accuracy 0.50), then 0.47-0.57 and val accuracy 0.79-0.85, test 0.84",
        family="cnn-bn",
        dataset="radio-constellations",
        seed=19104,
    ),
    ZC(
        "vzc-healthy-cnn-constellations-rotation-augment",
        Plan(
            constellations,
            "cnn",
            2e-3,
            "adam",
            epochs=16,
            log_every=10,
            model_fault=rotation_augment,
            model_kw={"channels": 16},
        ),
        (),
        None,
        "a 16-channel CNN on diagrams turned by a random multiple of 90 degrees, mirrored half the time and "
        "given 0.3 of extra noise (the receiver never locks the carrier's phase), Adam lr 2e-3 for 16 epochs "
        "logged every 10 steps: the epoch loss 1.33 to 0.315, the val loss 0.97 to 0.29-0.31, level with it, "
        "and val accuracy 0.60 to 0.88-0.90, test 0.85",
        family="cnn",
        dataset="radio-constellations",
        seed=19105,
    ),
    # --- lung sounds
    ZC(
        "vzc-healthy-cnn1d-lung-quarter-epoch-val",
        Plan(
            lung,
            "cnn1d",
            5e-3,
            "adam",
            epochs=24,
            batch_size=64,
            log_every=4,
            val_interval=0.25,
            model_kw={"channels": 16},
        ),
        (),
        None,
        "a 1-D CNN under Adam lr 5e-3 with batch 64 for 24 epochs, validated every quarter epoch (96 "
        "evaluations, 4 steps apart): the logged loss 1.58 to 0.51-0.62, the val loss 1.53 to 0.54-0.56, "
        "wiggling between neighbouring evaluations, and val accuracy 0.40 to 0.76-0.80, test 0.80",
        family="cnn",
        dataset="lung-sound-envelopes",
        seed=19106,
    ),
    ZC(
        "vzc-healthy-seq-gru-lung-adagrad",
        Plan(lung, "seq-gru", 0.03, "adagrad", epochs=12, log_every=8, clip=1.0, model_kw={"hidden": 48}),
        (),
        None,
        "a GRU (hidden 48) reading the envelopes one sample at a time under Adagrad lr 0.03 with clipping at "
        "1, for 12 epochs: the logged loss 1.51 to 0.65-0.76 (gradient norms 0.35-5), the val loss 1.30 to "
        "0.72 and val accuracy 0.50 to 0.69 in a slow, bumpy descent, test 0.74",
        family="gru",
        dataset="lung-sound-envelopes",
        seed=19107,
    ),
    ZC(
        "vzc-healthy-bncnn1d-lung-dropout-05",
        Plan(
            lung, "bncnn1d", 2e-3, "adam", epochs=20, log_every=16, model_kw={"channels": 16, "dropout": 0.5}
        ),
        (),
        None,
        "a batch-norm 1-D CNN with dropout 0.5 before its head, Adam lr 2e-3 for 20 epochs logged every 16 "
        "steps: the epoch loss 1.40 to 0.76, above the val loss, 1.25 to 0.60; windows 0.57-1.43; val "
        "accuracy 0.54 to 0.80, test 0.81",
        family="cnn-bn",
        dataset="lung-sound-envelopes",
        seed=19108,
    ),
    ZC(
        "vzc-healthy-bncnn1d-lung-onecycle-adamw",
        Plan(
            lung,
            "bncnn1d",
            1e-2,
            "adamw",
            weight_decay=0.01,
            epochs=10,
            log_every=6,
            schedule="onecycle",
            model_kw={"channels": 16},
        ),
        (),
        None,
        "a batch-norm 1-D CNN under OneCycleLR (AdamW, max lr 1e-2 from ~5e-4) for 10 epochs: the logged "
        "loss 1.70 to 0.47-0.60, the val loss 1.28 to 0.48 and val accuracy 0.50 to 0.84, test 0.83",
        family="cnn-bn",
        dataset="lung-sound-envelopes",
        seed=19109,
    ),
    ZC(
        "vzc-healthy-cnn1d-lung-half-epoch-early-stop",
        Plan(
            lung,
            "cnn1d",
            5e-3,
            "adam",
            epochs=40,
            log_every=10,
            val_interval=0.5,
            early_stop=4,
            model_kw={"channels": 16},
        ),
        (),
        None,
        "a 1-D CNN under Adam lr 5e-3, validated every half epoch with EarlyStopping(val_loss, patience 4), "
        "planned for 40 epochs: the val loss 1.29 to its minimum 0.437 and the run stops after 992 steps "
        "(epoch 31); the logged loss 1.53 to 0.41-0.50, val accuracy 0.44 to 0.82-0.83, test 0.84",
        family="cnn",
        dataset="lung-sound-envelopes",
        seed=19110,
    ),
    # --- keystrokes
    ZC(
        "vzc-healthy-mlp-keystrokes-adamw-wd-cosine",
        Plan(
            keystrokes,
            "mlp",
            3e-3,
            "adamw",
            weight_decay=0.1,
            epochs=20,
            log_every=16,
            schedule="cosine",
            model_kw={"width": 128, "num_layers": 2},
        ),
        (),
        None,
        "a 2x128 MLP under AdamW with weight decay 0.1 and cosine for 20 epochs, logged every 16 steps: the "
        "epoch loss 1.10 to 0.14, the val loss 0.65 to its minimum 0.556 at epoch 5, then creeping up to "
        "0.62 while val accuracy holds at 0.80-0.82, test 0.79",
        family="mlp",
        dataset="keystroke-dynamics",
        seed=19111,
    ),
    ZC(
        "vzc-healthy-mlp-keystrokes-40-steps",
        Plan(keystrokes, "mlp", 1e-2, "adam", epochs=4, batch_size=100, log_every=1, model_kw=MLP64),
        (),
        None,
        "a 2x64 MLP, Adam lr 1e-2, batch 100 for 4 epochs (40 steps, every step logged): the loss 1.79 to "
        "0.32-0.61, the val loss 0.86, 0.61, 0.58, 0.62 and val accuracy 0.69-0.79, test 0.76",
        family="mlp",
        dataset="keystroke-dynamics",
        seed=19112,
    ),
    ZC(
        "vzc-healthy-mlp-keystrokes-sgdm-exp-epoch-log",
        Plan(
            keystrokes,
            "mlp",
            0.05,
            "sgd",
            momentum=0.9,
            epochs=20,
            log_every=10,
            train_log="epoch",
            schedule="exp",
            gamma=0.996,
            model_kw=MLP64,
        ),
        (),
        None,
        "SGD momentum lr 0.05 with ExponentialLR(0.996) stepped per step (0.004 at the end) for 20 epochs, "
        "the train loss logged once an epoch: 1.46, 0.71, 0.42 ... 0.195 in a long descent; the val loss "
        "0.91 to its minimum 0.545 at epoch 4, then 0.56-0.61 and val accuracy 0.79-0.82, test 0.80",
        family="mlp",
        dataset="keystroke-dynamics",
        seed=19113,
    ),
    ZC(
        "vzc-healthy-mlp-keystrokes-batch5-sparse",
        Plan(
            keystrokes_long,
            "mlp",
            3e-4,
            "adam",
            epochs=4,
            batch_size=5,
            log_every=40,
            val_every_epochs=2,
            model_kw=MLP64,
        ),
        (),
        None,
        "Adam lr 3e-4 with batch 5 on 2,000 sessions, 1,600 steps logged every 40 and validated every 2 "
        "epochs: windows 0.15-1.7 (five sessions a batch), the epoch loss 1.45, 0.79, 0.60, 0.54; the val "
        "loss 0.68, 0.56 and val accuracy 0.77, 0.81, test 0.81",
        family="mlp",
        dataset="keystroke-dynamics",
        seed=19114,
    ),
    # --- heat pumps
    ZC(
        "vzc-healthy-heatpump-cop-units",
        Plan(
            heat_pump_cop_units,
            "mlp",
            3e-3,
            "adam",
            epochs=20,
            log_every=4,
            schedule="cosine",
            model_kw=MLP64,
        ),
        (),
        None,
        "a 2x64 MLP on the COP left as it is (a ratio of ~1.2 to ~6, mean ~2.9), Adam + cosine for 20 "
        "epochs: the first logged MSE 6.9 (an untrained net's output near 0), 0.25 by step 50, the epoch MSE "
        "2.67 to 0.070, the val MSE 0.33 to 0.081, flat at 0.081-0.082 over the last 8 epochs, test 0.070",
        family="regression",
        dataset="heat-pump-cop",
        seed=19115,
    ),
    ZC(
        "vzc-healthy-heatpump-long-sgdm-cosine",
        Plan(
            heat_pump_long,
            "mlp",
            5e-3,
            "sgd",
            momentum=0.9,
            epochs=12,
            batch_size=8,
            log_every=50,
            val_every_epochs=2,
            schedule="cosine",
            model_kw=MLP64,
        ),
        (),
        None,
        "3,000 steps of SGD momentum lr 5e-3 + cosine with batch 8 on 2,000 hours, logged every 50 steps and "
        "validated every 2 epochs: windows 0.013-0.37 (eight hours a batch), the epoch MSE 0.217 to 0.085, "
        "the val MSE 0.102, 0.113, 0.101 ... 0.096, test 0.086",
        family="regression",
        dataset="heat-pump-cop",
        seed=19116,
    ),
    ZC(
        "vzc-healthy-heatpump-plateau-floor",
        Plan(
            heat_pump,
            "mlp",
            3e-3,
            "adam",
            epochs=30,
            log_every=12,
            schedule="plateau",
            gamma=0.5,
            model_kw={"width": 128, "num_layers": 2},
        ),
        (),
        None,
        "a 2x128 MLP under Adam with ReduceLROnPlateau (x0.5, no patience) for 30 epochs: the epoch MSE "
        "0.248 to 0.069, the val MSE 0.110 to 0.0826-0.0827, unchanged at 0.0827 over the last ~17 "
        "evaluations as the lr falls (each installation's hidden quality sets the floor), test 0.101",
        family="regression",
        dataset="heat-pump-cop",
        seed=19117,
    ),
    ZC(
        "vzc-healthy-heatpump-early-stop",
        Plan(heat_pump, "mlp", 3e-3, "adam", epochs=80, log_every=20, early_stop=3, model_kw=MLP64),
        (),
        None,
        "a 2x64 MLP under Adam with EarlyStopping(val_loss, patience 3) planned for 80 epochs, logged every "
        "20 steps: the val MSE 0.145 to its minimum 0.0816 at epoch 12, then 0.083-0.085, and the run stops "
        "at epoch 15; the epoch MSE 0.32 to 0.073, test 0.104",
        family="regression",
        dataset="heat-pump-cop",
        seed=19118,
    ),
    # --- grocery baskets
    ZC(
        "vzc-healthy-transformer-baskets-warmup-linear",
        Plan(
            baskets,
            "transformer",
            2e-3,
            "adamw",
            weight_decay=0.01,
            epochs=12,
            log_every=8,
            schedule="warmup-linear",
            warmup=60,
        ),
        (),
        None,
        "a transformer under AdamW with 60 warm-up steps then a linear decay to 0 for 12 epochs: the epoch "
        "loss 2.67 to 1.74, the val loss 2.38 to 1.88-1.91, flat over the last 8 epochs, and val accuracy "
        "0.20 to 0.35-0.37 (the next scan is a draw: the floor), test 1.84 and 0.38",
        family="transformer",
        dataset="grocery-next-category",
        seed=19119,
    ),
    ZC(
        "vzc-healthy-lstm-baskets-floor",
        Plan(baskets, "lstm", 3e-3, "adam", epochs=16, batch_size=64, log_every=2, model_kw={"hidden": 48}),
        (),
        None,
        "an LSTM (hidden 48) under Adam lr 3e-3 with batch 64 (16 steps an epoch), every 2nd step logged: "
        "the logged loss 2.62 to 1.45-1.9, the epoch loss 2.47 to 1.66; the val loss 2.27 to 1.94-1.96, flat "
        "over the last 12 epochs, and val accuracy 0.33-0.36 (the floor), test 0.35",
        family="lstm",
        dataset="grocery-next-category",
        seed=19120,
    ),
    ZC(
        "vzc-healthy-rnn-baskets-rmsprop-step",
        Plan(
            baskets,
            "rnn",
            2e-3,
            "rmsprop",
            epochs=12,
            log_every=8,
            clip=1.0,
            schedule="step",
            step_size=256,
            gamma=0.3,
        ),
        (),
        None,
        "a tanh RNN under RMSprop lr 2e-3 with clipping at 1 and a StepLR x0.3 at step 256, for 12 epochs: "
        "the epoch loss 2.20 to 1.77, the val loss 2.04 to 1.92-1.93, flat from epoch 6, and val accuracy "
        "0.32 to 0.36-0.37, test 0.37",
        family="rnn",
        dataset="grocery-next-category",
        seed=19121,
    ),
    ZC(
        "vzc-healthy-gru-baskets-chain-finetune",
        Plan(
            baskets,
            "gru",
            3e-4,
            "adam",
            epochs=3,
            log_every=4,
            model_fault=pretrained(baskets_other_stores, 600),
        ),
        (),
        None,
        "a GRU starting from weights trained for 600 steps on the chain's other stores' baskets (a "
        "pretrained checkpoint), Adam lr 3e-4 for 3 epochs: the first logged loss 2.33 (ln 14 = 2.64), "
        "windows 1.5-2.3, the epoch loss 1.93, 1.91, 1.90, the val loss 1.86 at all three evaluations and "
        "val accuracy 0.353-0.36, test 0.357",
        family="gru",
        dataset="grocery-next-category",
        seed=19122,
    ),
)
