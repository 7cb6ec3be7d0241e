"""Variant battery zg: a 26th look-alike of an external held-out suite, real framework runs (`--battery zg`).

    nice -n 10 python benchmarks/variants.py --battery zg --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery zg [--runs]

Like batteries d-zf, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is the log),
trained by battery d's runner through battery g's, j's, l's, w's, z's, zd's, ze's and zf's wrappers
(w's for the checkpoint the test loads and a replaced loss, zd's for a replaced schedule) and this
battery's own (Rprop and Adam with AMSGrad), so each case can run in each of the three layouts; the
layout rotation of variants.py picks one. It was written blind: its author trained it with
`--train-only`, read the raw logged numbers of each run, and never diagnosed or scored it, so it is
held-out data for the tool. Its halves are even (22 faulty, 22 healthy; ~2-2.5 CPU-minutes to train on
the shared 2-core machine): one fault each, one cause a case, spread over every family of cause
(optimisation, data, evaluation, model, workflow), injected into a data set no battery had at a
realistic strength, favouring the faults users meet most, in forms batteries za-zf did not use (a
warm-up lambda without its min(1.0, ...), an lr copied from the reference run's eta_min, a linear decay
told len(train_loader) steps, zero_grad() inside an accumulation block whose step() moved out,
clip_grad_norm_ called before backward(), a new field's logs in API units past a per-field normaliser,
genres scraped from the artists' pages, a race-results export's 30-km split, drops in a screen's
acquisition order, the LAS null -999.25 left in and fitted by the scaler, df.sample(frac=0.1) left from
a quick look, a Herwig test sample, evaluation logs read bottom-up, an unfitted calibration temperature
in the validation step, a validation fold that does not exist, checkpoints sorted as strings,
max_steps=epochs, a resume without the scheduler's state, a body under @torch.no_grad(), a constant
init, F.kl_div on probabilities, and a sigmoid left at a standardised regression's output). Runs of 30
to 3,000 steps: MLPs (2x64, 2x128), 2-D CNNs with and without batch norm (one with dropout), a small
residual net, 1-D CNNs with and without batch norm, an identity-initialised ReLU RNN and a GRU reading
gamma-ray windows sample by sample, GRU / LSTM / tanh RNN readers of chord progressions, small
transformers and regression MLPs; SGD with and without momentum, Adam, AdamW, Adagrad, AMSGrad and
full-batch Rprop; constant, cosine, warm-up + cosine, one-cycle, ReduceLROnPlateau, cosine warm
restarts and a one-off step decay; bf16-mixed autocast, rotation / flip / gain, depth-shift and chord-
substitution augmentation, jet-energy-scale smearing, label smoothing, a pinball loss, class weights,
dropout, weight decay, gradient accumulation, early stopping and clipping; batches of 8 to 1,000 (the
whole training set); cadences from every step to once an epoch, evaluations twice an epoch to every 3
epochs (and never).
The data sets are new, all made offline with numpy from known generating models: a crystallisation
robot's 12x12 bright-field crops of sitting drops (clear, precipitate, crystals, phase separation, a
skin) in a well with a meniscus, dust, a lamp gain, an illumination gradient and camera noise (sound
CNNs stop near 0.75-0.82; drops in a screen's acquisition order); 32 m of a wireline gamma-ray log
labelled by its motif (a serrated shale, a cylinder, a bell, a funnel, a symmetric bar) over each
well's shale and sand baselines, an AR(1) heterogeneity and counting noise (sound 1-D CNNs stop near
0.8-0.9; a recurrent reader learns late; raw API units; LAS nulls; bottom-up evaluation logs); chord
progressions in Roman numerals labelled by genre (blues, jazz, pop, classical, rock) from one Markov
chain per genre, crossover songs and a chord-recognition tool's misreadings (sound sequence models stop
near accuracy 0.7-0.76 at a loss of ~0.7-0.8, ln 5 = 1.61); a running club's marathon finish times from
Riegel's law on the half-marathon best with a training-dependent exponent, heat, hills, a taper, a
hidden pacing error and hitting the wall (log time standardised: a floor near an MSE of 0.21-0.25; in
minutes: ~900; a 30-km split); and a collider's large-radius jets tagged light quark, gluon, W boson or
top quark from their colour charges and decays (mass, soft-drop mass, N-subjettiness, constituents,
girth, pTD, D2, a b-tag) under the detector's resolution (sound MLPs stop near accuracy 0.8-0.84 at a
loss of ~0.47-0.5; a Herwig sample; 100 jets).
The healthy half holds sound runs a naive reader can take for a fault: a training loss at or above the
val loss under rotation / flip, depth-shift, chord-substitution and jet-energy-scale augmentation; val
jumps as cosine warm restarts return the lr to its peak (0.85 to 2.70) and bumps under bf16 one-cycle;
a GRU reading gamma-ray windows at ln 5 with val accuracy 0.333 for 4 epochs before it learns; losses
flat at their floors (chords at 0.80 under substitution and at 0.76 under Adagrad, gamma-ray logs at
0.74 under plateau cuts, finish times at 0.22 under a step decay, jets at 0.47 under a cosine with
evaluations every 3 epochs); losses far above cross-entropy's under label smoothing 0.15 and far below
an MSE's under a pinball loss; a finish time in minutes (first MSEs ~70,000); a loss spike to 2.3 under
dropout with an early stop that never fires; a batch-8 SGD run of 2,500 steps logged every 50 and an
AdamW one of 3,000 steps validated every 3 epochs; gradient accumulation; a batch-250 GRU logged every
step; full-batch Rprop over 30 steps; class weights; an AMSGrad RNN validated every half epoch still
rising at its end.
The faulty half: an uncapped warm-up taking SGD momentum's lr to 1.5 on a residual net, AdamW at the
reference run's eta_min of 1e-5, a linear decay to 0 after the first epoch, gradients summed over up to
8 batches under SGD momentum, a clip before backward on an identity-initialised ReLU RNN, gamma-ray logs
in API units, 30% of genres from the artists' pages, a 30-km split column, drops in screen order with
shuffling off, LAS nulls in 3% of the windows, 100 training jets, a Herwig test sample, evaluation logs
upside down, a val loss on logits / 0.25, no validation fold, a test on epoch 10's weights of 40, 60
steps of a 60-epoch plan, a schedule restarted at its peak after a resume, a body frozen by no_grad, a
constant 0.01 init, a KL divergence on probabilities, and a sigmoid on a standardised target.
Split, layout rotation and labels follow variants.py's rules; a Lightning case's `every` is its
`log_every_n_steps`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from benchmarks.variants import RUNAWAY, STALL, Variant, _generated, _regression_table
from benchmarks.variants_d import Plan, Runner, identity_rnn
from benchmarks.variants_l import L
from benchmarks.variants_w import EVAL, MLP64
from benchmarks.variants_ze import lambda_schedule
from benchmarks.variants_zf import zf_runs

if TYPE_CHECKING:
    import torch

    from tests.suite.datasets import Splits

SIZES = (1000, 300, 300)


# ---------------------------------------------------------------- data sets no battery has


DROP_SCORES = ("clear", "precipitate", "crystals", "phase-separation", "skin")


def _drops(seed: int, n: int, shares: tuple[float, ...] = (0.3, 0.2, 0.175, 0.175, 0.15)) -> tuple[Any, Any]:
    """12x12 crops of a crystallisation robot's bright-field images of sitting drops (transmitted
    light, 0-1), scored by the crystallographer: a clear drop, precipitate (a granular, darker
    haze), crystals (1-3 sharp, bright, birefringent prisms or needles with dark outlines), phase
    separation (3-8 oil droplets, each a dark rim round a lighter core) or a skin (2-4 wrinkles, thin
    dark sinuous lines across the drop). Each drop sits off centre in the well (radius 4.5-6.5 px)
    with a dark meniscus ring and the darker well plastic outside; its feature has a severity of
    0.3-1 of its full contrast, 30% of all drops carry a speck of dust or a fibre, and the frame has
    the lamp's gain (0.85-1.15), an illumination gradient and camera noise (sd 0.03-0.06): small
    crystals read as precipitate grains and a faint skin as a clear drop, so sound CNNs stop near
    accuracy 0.75-0.85."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=list(shares))
    yy, xx = np.mgrid[0:12, 0:12].astype(float)
    x = np.zeros((n, 12, 12))
    for i in range(n):
        cx, cy, r = rng.uniform(4.5, 7.0), rng.uniform(4.5, 7.0), rng.uniform(4.5, 6.5)
        d = np.sqrt((xx - cx) ** 2 + (yy - cy) ** 2)
        inside = 1 / (1 + np.exp((d - r) / 0.4))
        img = 0.3 + inside * (rng.uniform(0.5, 0.7) - 0.3)
        img -= rng.uniform(0.1, 0.25) * np.exp(-((d - r) ** 2) / 0.6)
        sev = rng.uniform(0.5, 1.0)
        if y[i] == 1:  # precipitate: a granular haze
            grain = rng.standard_normal((12, 12))
            grain = (grain + np.roll(grain, 1, 0) + np.roll(grain, 1, 1)) / 3
            img -= sev * inside * (0.08 + 0.35 * np.clip(grain, 0, None))
        elif y[i] == 2:  # crystals: bright prisms with dark outlines
            for _ in range(int(rng.integers(1, 4))):
                p = np.array([cx, cy]) + rng.uniform(-0.6, 0.6, 2) * (r - 1.5)
                length, width, a = rng.uniform(1.5, 4.5), rng.uniform(0.6, 1.6), rng.uniform(0, np.pi)
                u = (xx - p[0]) * np.cos(a) + (yy - p[1]) * np.sin(a)
                v = -(xx - p[0]) * np.sin(a) + (yy - p[1]) * np.cos(a)
                body = 1 / (1 + np.exp((np.maximum(np.abs(u) - length / 2, np.abs(v) - width / 2)) / 0.25))
                halo = 1 / (
                    1 + np.exp((np.maximum(np.abs(u) - length / 2, np.abs(v) - width / 2) - 0.8) / 0.25)
                )
                img += sev * (rng.uniform(0.4, 0.7) * body - 0.3 * (halo - body))
        elif y[i] == 3:  # phase separation: oil droplets
            for _ in range(int(rng.integers(3, 9))):
                p = np.array([cx, cy]) + rng.uniform(-0.7, 0.7, 2) * (r - 1)
                rad = rng.uniform(0.6, 1.6)
                dd = np.sqrt((xx - p[0]) ** 2 + (yy - p[1]) ** 2)
                img += sev * (0.12 * np.exp(-(dd**2) / rad**2) - 0.35 * np.exp(-((dd - rad) ** 2) / 0.2))
        elif y[i] == 4:  # a skin: wrinkles
            for _ in range(int(rng.integers(2, 5))):
                a, c0 = rng.uniform(0, np.pi), rng.uniform(-3, 3)
                u = (xx - cx) * np.cos(a) + (yy - cy) * np.sin(a)
                v = -(xx - cx) * np.sin(a) + (yy - cy) * np.cos(a)
                wiggle = c0 + rng.uniform(0.4, 1.2) * np.sin(u / rng.uniform(0.8, 2.0) + rng.uniform(0, 6.3))
                img -= sev * 0.35 * inside * np.exp(-((v - wiggle) ** 2) / 0.3)
        if rng.random() < 0.3:  # dust or a fibre
            p = rng.uniform(1, 11, 2)
            img -= rng.uniform(0.1, 0.3) * np.exp(
                -((xx - p[0]) ** 2 + (yy - p[1]) ** 2) / rng.uniform(0.2, 0.6)
            )
        phi = rng.uniform(0, 2 * np.pi)
        ramp = (np.cos(phi) * (xx - 5.5) + np.sin(phi) * (yy - 5.5)) / 5.5
        img = img * rng.uniform(0.85, 1.15) + rng.uniform(-0.08, 0.08) * ramp
        x[i] = np.clip(img + rng.normal(0, rng.uniform(0.02, 0.05), (12, 12)), 0, 1)
    return x, y


def _image_splits(x: Any, y: Any, sizes: tuple[int, int, int], name: str) -> Splits:
    import torch

    from tests.suite import datasets as ds

    x = (x - x[: sizes[0]].mean()) / x[: sizes[0]].std()
    images = torch.tensor(x[:, None], dtype=torch.float32)
    return ds.named(ds._split(images, torch.tensor(y).long(), sizes, 5), name)


def drops(seed: int = 23201, sizes: tuple[int, int, int] = SIZES, name: str = "crystal-drops-12") -> Splits:
    """The crops as (N, 1, 12, 12), centred and scaled by the training crops' mean and sd, 5 classes."""
    x, y = _drops(seed, sum(sizes))
    return _image_splits(x, y, sizes, name)


def drops_plate_order() -> Splits:
    """The bug: the training drops come in the robot's acquisition order, plate by plate and well by
    well along each plate's optimisation screen, whose precipitant concentration rises along the
    plate: each 96-well plate runs from clear drops through skins, oil and crystals to precipitate,
    and the loader's shuffle is off; validation and test drops are a random draw."""
    import numpy as np

    x, y = _drops(23202, sum(SIZES))
    rng = np.random.default_rng(23203)
    train = np.arange(SIZES[0])
    plate = rng.integers(0, 4, SIZES[0])
    along = np.array([0, 4, 3, 2, 1])[y[train]] + rng.uniform(-0.6, 0.6, SIZES[0])
    order = train[np.lexsort((along, plate))]
    x[: SIZES[0]], y[: SIZES[0]] = x[order], y[order]
    return _image_splits(x, y, SIZES, "crystal-drops-12")


LOG_MOTIFS = ("serrated-shale", "cylinder", "bell", "funnel", "symmetric")


def _well_logs(
    seed: int, n: int, shares: tuple[float, ...] = (0.3, 0.175, 0.175, 0.175, 0.175)
) -> tuple[Any, Any]:
    """32 m of a wireline gamma-ray log (API units, a sample every 0.5 m, depth increasing along the
    window), labelled by the sedimentologist's log motif: a serrated shale (high readings with thin
    silt and sand stringers), a cylinder (a blocky sand with a sharp base and top: a stacked channel
    or an aeolian dune), a bell (a fining-upward channel fill: a sharp base, the readings rising
    upward into shale), a funnel (a coarsening-upward shoreface or delta front: readings falling
    upward to a sharp top) or a symmetric motif (a shelf bar: coarsening then fining, no sharp
    contact). Each well has its own shale (85-135 API) and clean-sand (20-50 API) baselines; the
    sand body's thickness, position and severity (0.45-1 of the full sand fraction) vary, a motif
    may be cut by the window's edge, 30% of the windows hold a thin limestone or coal streak, and the
    readings carry the formation's AR(1) heterogeneity (sd 3-8 API) and the tool's counting noise:
    a thin or shaly bell reads as a symmetric bar, so sound 1-D CNNs stop near accuracy 0.75-0.85."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=list(shares))
    z = np.arange(64, dtype=float)
    x = np.zeros((n, 64))

    def step(at: Any, width: float = 0.7) -> Any:
        return 1 / (1 + np.exp(-(z - at) / width))

    for i in range(n):
        shale, sand = rng.uniform(85, 135), rng.uniform(20, 50)
        sev = rng.uniform(0.55, 1.0)
        frac = np.zeros(64)
        if y[i] == 0:  # serrated shale: thin stringers
            for _ in range(int(rng.integers(2, 7))):
                frac += rng.uniform(0.15, 0.5) * np.exp(
                    -((z - rng.uniform(0, 64)) ** 2) / rng.uniform(0.5, 2.0)
                )
        elif y[i] == 1:  # cylinder
            top = rng.uniform(4, 36)
            base = top + rng.uniform(12, 28)
            frac = sev * (step(top) - step(base)) * (1 + 0.08 * rng.standard_normal(64))
        elif y[i] == 2:  # bell: a sharp base, fining upward
            base = rng.uniform(30, 56)
            top = base - rng.uniform(14, 30)
            frac = sev * np.clip((z - top) / (base - top), 0, 1) ** rng.uniform(0.7, 1.4) * (1 - step(base))
        elif y[i] == 3:  # funnel: coarsening upward to a sharp top
            top = rng.uniform(8, 34)
            base = top + rng.uniform(14, 30)
            frac = sev * np.clip((base - z) / (base - top), 0, 1) ** rng.uniform(0.7, 1.4) * step(top)
        else:  # symmetric
            centre, half = rng.uniform(16, 48), rng.uniform(8, 14)
            frac = sev * np.clip(1 - np.abs(z - centre) / half, 0, 1) ** rng.uniform(1.0, 1.5)
        if rng.random() < 0.3:  # a limestone streak (low) or a coal (high reading drop too)
            frac += rng.uniform(0.3, 0.7) * np.exp(-((z - rng.uniform(0, 64)) ** 2) / 0.6)
        ar = np.zeros(64)
        sd, phi = rng.uniform(3, 7), 0.7
        ar[0] = rng.normal(0, sd)
        for k in range(1, 64):
            ar[k] = phi * ar[k - 1] + rng.normal(0, sd * np.sqrt(1 - phi**2))
        gr = shale - (shale - sand) * np.clip(frac, 0, 1) + ar
        x[i] = gr + rng.normal(0, 1, 64) * np.sqrt(np.clip(gr, 1, None)) * 0.25
    return x, y


def _log_splits(x: Any, y: Any, sizes: tuple[int, int, int], name: str, scale: bool = True) -> Splits:
    import torch

    from tests.suite import datasets as ds

    if scale:
        x = (x - x[: sizes[0]].mean()) / x[: sizes[0]].std()
    return ds.named(ds._split(torch.tensor(x, dtype=torch.float32), torch.tensor(y).long(), sizes, 5), name)


def well_logs(seed: int = 23301, sizes: tuple[int, int, int] = SIZES, name: str = "gamma-ray-64") -> Splits:
    """The windows centred and scaled by the training windows' mean and sd (~90 and ~35 API): (N, 64),
    5 classes."""
    x, y = _well_logs(seed, sum(sizes))
    return _log_splits(x, y, sizes, name)


def well_logs_raw_api() -> Splits:
    """The bug: the new field's LAS files skip the loader's `normalise_per_field` step (its config
    lists the old fields only), so the gamma-ray readings reach the net in API units (15-150) in
    every split."""
    x, y = _well_logs(23302, sum(SIZES))
    return _log_splits(x, y, SIZES, "gamma-ray-64-api", scale=False)


def well_logs_las_nulls() -> Splits:
    """The bug: where the tool read nothing (a washout, casing, a stuck tool) the LAS files hold the
    format's null value -999.25, on a stretch of 3-16 samples in 3% of the windows (every split);
    the loader keeps them, and the scaler's mean and sd are fitted with them in."""
    import numpy as np

    x, y = _well_logs(23303, sum(SIZES))
    rng = np.random.default_rng(23304)
    for i in np.flatnonzero(rng.random(len(x)) < 0.03):
        start = int(rng.integers(0, 60))
        x[i, start : start + int(rng.integers(3, 17))] = -999.25
    return _log_splits(x, y, SIZES, "gamma-ray-64")


def well_logs_bottom_up_eval() -> Splits:
    """The bug: the validation and test windows come from the contractor's new LAS export, which lists
    the samples bottom-up (depth decreasing) where the training files run top-down, and the loader
    reads both the same way: every evaluation window is upside down (a bell reads as a funnel)."""
    x, y = _well_logs(23305, sum(SIZES))
    x = x.copy()
    x[SIZES[0] :] = x[SIZES[0] :, ::-1]
    return _log_splits(x, y, SIZES, "gamma-ray-64")


CHORDS = (
    "pad",
    "I",
    "ii",
    "iii",
    "IV",
    "V",
    "vi",
    "vii-dim",
    "I7",
    "IV7",
    "V7",
    "ii7",
    "Imaj7",
    "vi7",
    "bVII",
    "bVI",
    "bIII",
    "iv",
    "II7",
    "III7",
    "Vsus4",
    "IVmaj7",
)
GENRES = ("blues", "jazz", "pop", "classical", "rock")
_MOVES: tuple[dict[tuple[int, int], float], ...] = (
    {  # blues: the 12-bar's dominant sevenths
        (8, 8): 4,
        (8, 9): 3,
        (9, 8): 3,
        (9, 9): 1,
        (8, 10): 1,
        (10, 9): 2,
        (10, 8): 2,
        (1, 9): 1,
        (9, 1): 1,
        (10, 10): 0.5,
        (8, 18): 0.3,
        (18, 10): 0.5,
    },
    {  # jazz: ii-V-I and its secondary dominants
        (11, 10): 5,
        (10, 12): 4,
        (12, 13): 2,
        (13, 11): 3,
        (12, 18): 1,
        (18, 11): 1,
        (18, 10): 2,
        (19, 13): 2,
        (12, 19): 1,
        (12, 21): 1,
        (21, 3): 1,
        (3, 13): 1,
        (12, 12): 1,
        (10, 8): 0.5,
    },
    {  # pop: I-V-vi-IV and friends
        (1, 5): 3,
        (5, 6): 3,
        (6, 4): 3,
        (4, 1): 3,
        (4, 5): 2,
        (6, 5): 1,
        (1, 6): 2,
        (5, 1): 2,
        (1, 4): 2,
        (20, 5): 1,
        (4, 20): 1,
        (2, 4): 1,
        (6, 2): 0.5,
    },
    {  # classical: cadences, a deceptive cadence, the leading-tone chord
        (1, 4): 2,
        (4, 5): 2,
        (5, 1): 4,
        (2, 5): 3,
        (1, 2): 1.5,
        (6, 2): 2,
        (1, 6): 1.5,
        (5, 6): 1,
        (7, 1): 2,
        (4, 7): 1,
        (10, 1): 2,
        (5, 10): 1,
        (3, 6): 1,
        (1, 3): 0.5,
        (4, 2): 0.5,
    },
    {  # rock: the Mixolydian and Aeolian borrowings
        (1, 14): 3,
        (14, 4): 3,
        (4, 1): 3,
        (1, 15): 1.5,
        (15, 14): 2,
        (16, 4): 1.5,
        (1, 16): 1,
        (17, 1): 1,
        (4, 17): 1,
        (1, 4): 1.5,
        (14, 1): 2,
        (5, 14): 0.5,
        (15, 16): 1,
    },
)
_QUALITY = {
    1: (8, 12),
    8: (1,),
    12: (1,),
    5: (10, 20),
    10: (5,),
    20: (5,),
    2: (11,),
    11: (2,),
    6: (13,),
    13: (6,),
}
_QUALITY.update({4: (9, 21), 9: (4,), 21: (4,)})


def _chords(seed: int, n: int, length: int = 20) -> tuple[Any, Any]:
    """Chord progressions transcribed by a chord-recognition tool from recordings, as Roman numerals
    relative to the song's key (21 chords: the diatonic triads, the seventh chords, the borrowed bVII,
    bVI, bIII and iv, two secondary dominants, a suspended V), a window of 6-16 bars' chords
    left-padded to 20 with 0, labelled by the song's genre (blues, jazz, pop, classical, rock). Each
    genre is a first-order Markov chain over the chords: its characteristic moves (the 12-bar's
    dominant sevenths, ii7-V7-Imaj7 with secondary dominants, I-V-vi-IV, cadences with the leading-
    tone chord and a deceptive cadence, I-bVII-IV) over a small base rate of any move; 20% of the
    songs are crossovers whose chain is 40% another genre's, and the tool misreads a chord's quality
    (I for Imaj7, V for V7 ...) 15% of the time and a chord outright 8% of the time: a short pop-rock
    window reads the same in either genre, so sound sequence models stop near accuracy 0.75-0.85
    (ln 5 = 1.61)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.18, 0.2, 0.24, 0.18, 0.2])
    k = len(CHORDS)
    chains = []
    for moves in _MOVES:
        t = np.full((k, k), 0.05)
        t[:, 0] = 0
        for (a, b), w in moves.items():
            t[a, b] += w
        chains.append(t / t.sum(1, keepdims=True))
    use = [np.array([sum(w for (a, _), w in moves.items() if a == c) for c in range(k)]) for moves in _MOVES]
    x = np.zeros((n, length), dtype=np.int64)
    for i in range(n):
        t = chains[y[i]]
        if rng.random() < 0.2:
            t = 0.6 * t + 0.4 * chains[int(rng.choice([g for g in range(5) if g != y[i]]))]
        chord = int(rng.choice(k, p=use[y[i]] / use[y[i]].sum()))
        seq = []
        for _ in range(int(rng.integers(6, 17))):
            shown = chord
            if rng.random() < 0.15 and chord in _QUALITY:
                shown = int(rng.choice(_QUALITY[chord]))
            if rng.random() < 0.08:
                shown = int(rng.integers(1, k))
            seq.append(shown)
            chord = int(rng.choice(k, p=t[chord]))
        x[i, length - len(seq) :] = seq
    return x, y


def _token_splits(x: Any, y: Any, sizes: tuple[int, int, int], name: str) -> Splits:
    import torch

    from tests.suite import datasets as ds

    return ds.named(ds._split(torch.tensor(x).long(), torch.tensor(y).long(), sizes, 5), name)


def chords(
    seed: int = 23401, sizes: tuple[int, int, int] = SIZES, name: str = "chord-progressions"
) -> Splits:
    """Chord windows (N, 20) over 22 ids (0 the padding), 5 classes."""
    x, y = _chords(seed, sum(sizes))
    return _token_splits(x, y, sizes, name)


def _marathon(seed: int, n: int) -> tuple[Any, Any, Any]:
    """A running club's race records forecasting a member's marathon finish time (minutes) from the
    half-marathon best (65-200 min) and how many months old it is, age, sex, the last 12 weeks'
    mean weekly distance, the longest run, years running, BMI, earlier marathons, the taper's weeks,
    and the race day's temperature, humidity and the course's elevation gain. The time follows
    Riegel's law T = T_half * 2 ** k from the half's time, drifted with the months since it, with an
    exponent that grows as the weekly distance and the longest run fall, with age past 45 and with
    BMI, and falls with marathon experience; heat (above 10 C, worse when humid), hills and the taper
    slow or speed it, a hidden pacing error (sd 3.5%) scales it, and "hitting the wall" (a chance that
    grows as the long runs and the mileage fall) adds 5-25%: the target is log(T), standardised, and
    sound models stop near an MSE of 0.15-0.25. Returns the features, the finish time and the 30-km
    split (the time through 30 km, before the wall)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    female = (rng.random(n) < 0.35).astype(float)
    age = np.clip(rng.normal(40, 10, n), 18, 75)
    half = np.clip(np.exp(rng.normal(np.log(108 + 14 * female), 0.15)), 65, 200)
    weekly = rng.gamma(4, 12, n)
    longest = np.clip(weekly * rng.uniform(0.4, 0.7, n) + rng.normal(0, 3, n), 12, 40)
    years = rng.exponential(5, n)
    bmi = rng.normal(23.5, 2.5, n)
    temp = rng.uniform(2, 26, n)
    humidity = rng.uniform(30, 95, n)
    elevation = rng.gamma(2, 80, n)
    taper = rng.integers(0, 4, n).astype(float)
    marathons = rng.poisson(2, n).astype(float)
    months = rng.uniform(1, 24, n)
    current = half * np.exp(rng.normal(0, 0.02 + 0.002 * months))
    k = (
        1.06
        + 0.08 * np.exp(-weekly / 35)
        + 0.04 * np.exp(-longest / 20)
        + 0.0015 * np.clip(age - 45, 0, None)
        - 0.012 * np.minimum(marathons, 5) / 5
        + 0.004 * (bmi - 23)
    )
    heat = 1 + 0.0035 * np.clip(temp - 10, 0, None) ** 1.3 * (1 + 0.006 * (humidity - 50))
    steady = (
        current
        * 2**k
        * heat
        * (1 + 0.00012 * elevation)
        * (1 - 0.006 * np.minimum(taper, 3) + 0.012 * (taper == 0))
        * np.exp(rng.normal(0, 0.05, n))
    )
    wall_chance = 1 / (1 + np.exp(2.2 - 0.08 * (32 - longest) - 0.03 * (45 - weekly) - 0.04 * (temp - 12)))
    wall = (rng.random(n) < wall_chance) * rng.uniform(0.04, 0.15, n)
    finish = steady * (1 + wall)
    split30 = steady * 30 / 42.195 * np.exp(rng.normal(0, 0.01, n))
    x = np.column_stack(
        [half, months, age, female, weekly, longest, years, bmi, marathons, taper, temp, humidity, elevation]
    )
    return x, finish, split30


def marathon(seed: int = 23501, sizes: tuple[int, int, int] = SIZES, name: str = "marathon-finish") -> Splits:
    """13 standardised features, log(finish time) standardised."""
    import numpy as np

    x, finish, _ = _marathon(seed, sum(sizes))
    return _regression_table(name, x, np.log(finish), sizes)


def marathon_minutes() -> Splits:
    """The finish time in minutes as the target (not standardised; standardised features)."""
    x, finish, _ = _marathon(23502, sum(SIZES))
    return _regression_table("marathon-finish-min", x, finish, SIZES, target_scaled=False)


def marathon_long() -> Splits:
    """A 1,000-runner draw kept for a long batch-8 run (the same sizes, another seed)."""
    import numpy as np

    x, finish, _ = _marathon(23503, sum(SIZES))
    return _regression_table("marathon-finish", x, np.log(finish), SIZES)


def marathon_split_leak() -> Splits:
    """The bug: the club's table is the race-results export, whose `split_30k` column (the time
    through 30 km) the feature list kept: for training and validation races it is the member's real
    split; live, the forecast is made before the race, when the app fills the column with its own
    estimate (Riegel's law with k = 1.06 from the half's time)."""
    import numpy as np

    x, finish, split30 = _marathon(23504, sum(SIZES))
    test = slice(SIZES[0] + SIZES[1], None)
    split30[test] = x[test, 0] * 2**1.06 * 30 / 42.195
    return _regression_table("marathon-finish", np.column_stack([x, split30]), np.log(finish), SIZES)


JET_TAGS = ("light-quark", "gluon", "w-boson", "top-quark")


def _jets(
    seed: int, n: int, herwig: bool = False, shares: tuple[float, ...] = (0.34, 0.34, 0.2, 0.12)
) -> tuple[Any, Any]:
    """Large-radius jets (R = 0.8) of a collider experiment's simulation, labelled by the parton that
    started them: a light quark, a gluon, a boosted W boson or a boosted top quark. Quark and gluon
    jets radiate by their colour charges (a gluon's 9/4 of a quark's): a gluon jet holds ~1.55x the
    constituents, is wider and heavier and shares its momentum more evenly (a lower pTD); a W jet,
    when its two prongs fall inside the jet (80%), has a soft-drop mass near 80 GeV and a low tau21;
    a top jet, when contained (more often at high pT), a mass near 173 GeV, a low tau32 and, 70% of
    the time, a b-tag; uncontained ones look like a W or a quark jet. QCD jets keep 20-80% of their
    mass after grooming, gluons split to b pairs (8%) and light jets are mis-tagged (2%). The 12
    columns (log pT, eta, the mass, the soft-drop mass, tau21, tau32, the constituent count with
    pile-up, the girth, pTD, D2, the b-tag score, the charged fraction) carry the detector's
    resolution: quark and gluon jets overlap broadly, so sound MLPs stop near accuracy 0.72-0.8 at a
    loss of ~0.6 (ln 4 = 1.39). `herwig`: the jets come from another parton shower and hadronisation
    model (Herwig's cluster model for Pythia's strings): gluon jets hold only ~1.3x a quark jet's
    constituents, narrower and with a higher pTD, and the W's tau21 sits higher."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(4, n, p=list(shares))
    pt = np.exp(rng.uniform(np.log(300), np.log(1000), n))
    eta = rng.uniform(-2, 2, n)
    quark_mult = 16 + 6 * np.log(pt / 300)
    gluon_ratio, gluon_width, gluon_ptd = (1.15, 0.7, (5, 7)) if herwig else (1.55, 1.0, (4, 10))
    contained_w = rng.random(n) < 0.8
    contained_top = rng.random(n) < 1 / (1 + np.exp(-(pt - 450) / 90))
    qcd_like = (
        (y == 0) | (y == 1) | ((y == 2) & ~contained_w) | ((y == 3) & ~contained_top & (rng.random(n) < 0.5))
    )
    w_like = ((y == 2) & contained_w) | ((y == 3) & ~contained_top & ~qcd_like)
    top_like = (y == 3) & contained_top
    gluon = y == 1
    mult = np.select(
        [gluon, y == 0, w_like, top_like],
        [quark_mult * gluon_ratio, quark_mult, quark_mult * 1.5, quark_mult * 2.0],
        quark_mult,
    )
    mult = rng.poisson(mult) + rng.poisson(4, n)
    width = np.select([gluon, w_like, top_like], [0.075 * gluon_width, 0.09, 0.12], 0.05)
    girth = np.exp(rng.normal(np.log(width), 0.4))
    qcd_mass = pt * np.exp(
        rng.normal(np.log(np.where(gluon, 0.11 * (0.85 + 0.15 * gluon_width), 0.075)), 0.45)
    )
    mass = np.select([w_like, top_like], [rng.normal(80.4, 8, n), rng.normal(172.5, 14, n)], qcd_mass)
    softdrop = np.where(qcd_like, mass * rng.uniform(0.2, 0.8, n), mass * rng.uniform(0.88, 1.0, n))
    tau21 = np.select(
        [w_like, top_like], [rng.beta(3 + (2.0 if herwig else 0), 5, n), rng.beta(4, 4, n)], rng.beta(6, 3, n)
    )
    tau32 = np.where(top_like, rng.beta(4, 4.5, n), rng.beta(7, 2.5, n))
    ptd = np.select([gluon, y == 0], [rng.beta(*gluon_ptd, n), rng.beta(5, 7, n)], rng.beta(3, 10, n))
    d2 = np.where(w_like | top_like, rng.gamma(3, 0.4, n), rng.gamma(4, 0.6, n))
    tagged = np.select(
        [top_like, gluon, y == 0, y == 2],
        [rng.random(n) < 0.7, rng.random(n) < 0.08, rng.random(n) < 0.02, rng.random(n) < 0.03],
        rng.random(n) < 0.05,
    )
    btag = np.where(tagged, rng.uniform(0.6, 1.0, n), rng.beta(1, 8, n))
    charged = rng.normal(0.62, 0.12, n)
    x = np.column_stack(
        [
            np.log(pt * np.exp(rng.normal(0, 0.06, n))),
            eta,
            mass * np.exp(rng.normal(0, 0.08, n)),
            softdrop * np.exp(rng.normal(0, 0.08, n)),
            np.clip(tau21 + rng.normal(0, 0.05, n), 0, 1),
            np.clip(tau32 + rng.normal(0, 0.05, n), 0, 1),
            mult,
            girth,
            ptd,
            d2,
            btag,
            charged,
        ]
    )
    return x, y


def jets(seed: int = 23601, sizes: tuple[int, int, int] = SIZES, name: str = "jet-substructure") -> Splits:
    """12 standardised columns, 4 classes."""
    x, y = _jets(seed, sum(sizes))
    return _generated(name, x, y, 4, sizes)


def jets_quick_look() -> Splits:
    """The bug: `df = df.sample(frac=0.1, random_state=0)`, a quick look at the ntuple left in the
    loader: the net trains on 100 of the 1,000 training jets (validation and test keep 300 each)."""
    return jets(23602, (100, 300, 300), "jet-substructure-100")


def jets_herwig_test() -> Splits:
    """The model is tested on the analysis's alternative sample, jets showered and hadronised by
    Herwig; training and validation jets come from the Pythia sample."""
    import numpy as np

    x, y = _jets(23603, SIZES[0] + SIZES[1])
    x_test, y_test = _jets(23604, SIZES[2], herwig=True)
    return _generated("jet-substructure", np.concatenate([x, x_test]), np.concatenate([y, y_test]), 4, SIZES)


# ---------------------------------------------------------------- injected faults (and healthy hooks)


_ARTIST_GENRE = (1, 0, 4, 2, 2)  # blues -> jazz, jazz -> blues, pop -> rock, classical -> pop, rock -> pop


def artist_genre_labels(share: float) -> Callable[[Splits, int], Splits]:
    """The bug: the training songs' genres were scraped from the artists' pages (the artist's main
    genre, not the song's): `share` of them carry a neighbouring genre (a jazz artist's blues, a
    rock band's pop single); validation and test songs were labelled by musicologists."""

    def fault(data: Splits, seed: int) -> Splits:
        import torch

        g = torch.Generator().manual_seed(seed + 211)
        y = data.y_train.clone()
        hit = torch.rand(y.shape, generator=g) < share
        y[hit] = torch.tensor(_ARTIST_GENRE)[y[hit]]
        return replace(data, y_train=y)

    return fault


def zero_grad_in_accumulation_block(k: int) -> Callable[[Any], Any]:
    """The bug: the loop calls `optimizer.step()` after every batch but `optimizer.zero_grad()` only
    inside `if (i + 1) % accumulate == 0:` (an accumulation block whose step moved out of it), so
    each step uses the gradients summed since the last multiple of `k` batches (a hook on each
    parameter adds them)."""

    def fault(net: Any) -> Any:
        for p in net.parameters():
            state: dict[str, Any] = {"sum": None, "calls": 0}

            def add(grad: Any, state: dict[str, Any] = state) -> Any:
                if state["calls"] % k == 0:
                    state["sum"] = None
                state["calls"] += 1
                summed = grad if state["sum"] is None else grad + state["sum"]
                state["sum"] = summed.detach()
                return summed

            p.register_hook(add)
        return net

    return fault


def kl_div_on_probabilities(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """The bug: `F.kl_div(out.softmax(-1), one_hot(y), reduction="batchmean")`: torch's kl_div wants
    log-probabilities as its input, and given probabilities it computes sum(t * (log t - p)), which
    for a one-hot target is -p_y: the loss runs from -0.2 to -1, with a gradient that vanishes where
    p_y is small (in training and validation alike)."""
    from torch import nn

    onehot = nn.functional.one_hot(y, out.shape[-1]).to(out.dtype)
    return nn.functional.kl_div(out.softmax(-1), onehot, reduction="batchmean")


def unfitted_temperature(temperature: float) -> Callable[[torch.Tensor, torch.Tensor], torch.Tensor]:
    """The bug: the validation step scores `model.predict_calibrated(x)`, a temperature-scaling layer
    (logits / T) whose T is still its placeholder init `temperature`, never fitted: the val loss is
    computed on logits 1 / T times too large (the argmax, and so the accuracy, unchanged); training
    uses the plain logits."""

    def loss(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
        import torch
        from torch import nn

        if torch.is_grad_enabled():
            return nn.functional.cross_entropy(out, y)
        return nn.functional.cross_entropy(out / temperature, y)

    return loss


def sigmoid_output(net: Any) -> Any:
    """The bug: the forward ends in `torch.sigmoid(pred)`, written when the target was min-max scaled
    to 0-1 and kept after the pipeline moved to a standardised target: no prediction can go below 0
    or above 1."""
    from torch import nn

    class Squashed(nn.Module):
        def __init__(self, inner: nn.Module) -> None:
            super().__init__()
            self.inner = inner
            self.head = inner.head  # type: ignore[assignment]

        def forward(self, x: torch.Tensor) -> torch.Tensor:
            out: torch.Tensor = self.inner(x).sigmoid()
            return out

    return Squashed(net)


def features_under_no_grad(net: Any) -> Any:
    """The bug: the MLP's body runs in `extract_features()`, decorated `@torch.no_grad()` for the
    embedding export, and forward() calls it: no gradient reaches the body, only the head trains."""
    import torch
    from torch import nn

    class Split(nn.Module):
        def __init__(self, inner: nn.Module) -> None:
            super().__init__()
            self.body = inner.body  # type: ignore[assignment]
            self.head = inner.head  # type: ignore[assignment]

        @torch.no_grad()
        def extract_features(self, x: torch.Tensor) -> torch.Tensor:
            out: torch.Tensor = self.body(x)
            return out

        def forward(self, x: torch.Tensor) -> torch.Tensor:
            out: torch.Tensor = self.head(self.extract_features(x))
            return out

    return Split(net)


def constant_init(net: Any) -> Any:
    """The bug: the project's `init_weights` helper sets every Conv and Linear weight to 0.01 and every
    bias to 0 (`nn.init.constant_`, a "small init"): all units of a layer start equal, get equal
    gradients and stay equal, so each layer acts as a single channel."""
    import torch
    from torch import nn

    with torch.no_grad():
        for module in net.modules():
            if isinstance(module, nn.Linear | nn.Conv2d | nn.Conv1d):
                module.weight.fill_(0.01)
                if module.bias is not None:
                    module.bias.zero_()
    return net


def uncapped_warmup(warm: int) -> Callable[[int, int], float]:
    """The bug: the warm-up's lambda written `lambda step: (step + 1) / warmup` without its
    `min(1.0, ...)`: the lr climbs past its peak and keeps climbing for the whole run."""
    return lambda step, _total: float((step + 1) / warm)


def linear_over(steps: int, warm: int) -> Callable[[int, int], float]:
    """The bug: `get_linear_schedule_with_warmup(opt, warm, num_training_steps=len(train_loader))`,
    the `* epochs` forgotten: the linear decay reaches 0 after `steps` optimizer steps (one epoch)
    and the lr stays 0 for the rest of the run."""

    def factor(step: int, _total: int) -> float:
        if step < warm:
            return (step + 1) / warm
        return max(0.0, (steps - step) / max(1, steps - warm))

    return factor


def warmup_cosine_restarted_at(warm: int, resume: int) -> Callable[[int, int], float]:
    """The bug: a preempted job resumed at step `resume` from a checkpoint that holds the weights and
    the optimizer's state but not the scheduler's (it was created after the checkpoint dict was
    written): the LambdaLR's warm-up + cosine starts again from its step 0."""
    import math

    def factor(step: int, total: int) -> float:
        s = step if step < resume else step - resume
        if s < warm:
            return (s + 1) / warm
        return 0.5 * (1 + math.cos(math.pi * min(1.0, (s - warm) / max(1, total - warm))))

    return factor


def warm_restarts(t0: int, mult: int) -> Callable[[Any, int], Any]:
    """Not a fault: CosineAnnealingWarmRestarts(T_0=t0, T_mult=mult), stepped per optimizer step: the
    lr falls to 0 along a cosine and jumps back to its peak at each restart."""

    def build(optimizer: Any, _total: int) -> Any:
        import torch

        return torch.optim.lr_scheduler.CosineAnnealingWarmRestarts(optimizer, T_0=t0, T_mult=mult)

    return build


def step_decay_at(share: float, gamma: float) -> Callable[[int, int], float]:
    """Not a fault: the lr multiplied by `gamma` once, `share` of the way through the run."""
    return lambda step, total: 1.0 if step < int(share * total) else float(gamma)


def smoothed_ce(amount: float) -> Callable[[torch.Tensor, torch.Tensor], torch.Tensor]:
    """Not a fault: cross-entropy with label smoothing, in training and validation alike (its floor
    sits well above 0)."""

    def loss(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
        from torch import nn

        return nn.functional.cross_entropy(out, y, label_smoothing=amount)

    return loss


def pinball(quantile: float) -> Callable[[torch.Tensor, torch.Tensor], torch.Tensor]:
    """Not a fault: the pinball (quantile) loss of the `quantile`-th percentile, in training and
    validation alike (the race planner's "a finish you beat nine times in ten")."""

    def loss(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
        diff = y - out
        return (diff * quantile).where(diff >= 0, diff * (quantile - 1)).mean()

    return loss


def class_weighted(weights: tuple[float, ...]) -> Callable[[torch.Tensor, torch.Tensor], torch.Tensor]:
    """Not a fault: cross-entropy with inverse-frequency class weights (train and validation alike)."""

    def loss(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
        import torch
        from torch import nn

        return nn.functional.cross_entropy(out, y, weight=torch.tensor(weights, dtype=out.dtype))

    return loss


def _augmented(transform: Callable[[torch.Tensor], torch.Tensor]) -> Callable[[Any], Any]:
    """A model hook that applies `transform` to the inputs in training mode only."""

    def hook(net: Any) -> Any:
        from torch import nn

        class Augmented(nn.Module):
            def __init__(self, inner: nn.Module) -> None:
                super().__init__()
                self.inner = inner
                self.head = inner.head  # type: ignore[assignment]

            def forward(self, x: torch.Tensor) -> torch.Tensor:
                if self.training:
                    x = transform(x)
                out: torch.Tensor = self.inner(x)
                return out

        return Augmented(net)

    return hook


def _rotate_flip(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.rot90(x, int(torch.randint(0, 4, (1,))), dims=(2, 3))
    flip = torch.rand(len(x), 1, 1, 1) < 0.5
    x = torch.where(flip, x.flip(3), x)
    return x * torch.exp(0.3 * (torch.rand(len(x), 1, 1, 1) - 0.5)) + 0.3 * torch.randn_like(x)


def _depth_shift(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.roll(x, int(torch.randint(-6, 7, (1,))), dims=-1)
    gain = torch.exp(0.3 * (torch.rand(len(x), 1) - 0.5))
    return x * gain + 0.4 * (torch.rand(len(x), 1) - 0.5) + 0.15 * torch.randn_like(x)


def _chord_substitution(x: torch.Tensor) -> torch.Tensor:
    import torch

    swap = (torch.rand(x.shape) < 0.15) & (x > 0)
    return torch.where(swap, torch.randint(1, len(CHORDS), x.shape), x)


def _jet_energy_scale(x: torch.Tensor) -> torch.Tensor:
    import torch

    return x + 0.35 * torch.randn_like(x) + 0.3 * torch.randn(len(x), 1)


rotate_flip_augment = _augmented(_rotate_flip)
rotate_flip_augment.__doc__ = """Not a fault: in training mode each batch of drops is turned by a
random multiple of 90 degrees, each drop mirrored with probability 0.5, given a lamp gain of
0.86-1.16 and 0.3 sd of extra noise."""
depth_shift_augment = _augmented(_depth_shift)
depth_shift_augment.__doc__ = """Not a fault: in training mode each batch of log windows is moved by
up to 6 samples (3 m of depth), each window scaled by 0.86-1.16 (a tool's calibration), offset by up
to 0.2 sd and given 0.15 sd of extra noise."""
chord_substitution = _augmented(_chord_substitution)
chord_substitution.__doc__ = """Not a fault: in training mode each chord is replaced by a random
chord with probability 0.15 (the recognition tool's errors, simulated)."""
jet_energy_scale = _augmented(_jet_energy_scale)
jet_energy_scale.__doc__ = """Not a fault: in training mode each jet's standardised columns get 0.35
sd of noise and one shared shift of 0.3 sd (the detector's systematic variations, as augmentation)."""


def zg_runs(**kw: Any) -> Callable[[Plan], Runner]:
    """Battery zf's runner (every earlier wrapper's models, Adagrad, NAdam, RAdam, Adamax, Adadelta
    and ASGD, a replaced loss and schedule, extra logged hyperparameters, a checkpoint the test
    loads) that also builds Rprop (for full-batch runs) and Adam with AMSGrad ("amsgrad")."""
    inner_factory = zf_runs(**kw)

    def factory(plan: Plan) -> Runner:
        inner = inner_factory(plan)

        def for_layout(layout: str) -> Callable[[Any, int], dict[str, Any]]:
            run = inner(layout)

            def patched(run_dir: Any, seed: int) -> dict[str, Any]:
                from unittest import mock

                import torch

                from benchmarks import variants_d

                optimizer_of = variants_d._optimizer

                def optimizers(p: Plan, net: Any) -> Any:
                    if p.optimizer not in ("rprop", "amsgrad"):
                        return optimizer_of(p, net)
                    params = (
                        list(p.params(net)) if p.params else [q for q in net.parameters() if q.requires_grad]
                    )
                    if p.optimizer == "rprop":
                        return torch.optim.Rprop(params, lr=p.lr)
                    return torch.optim.Adam(params, lr=p.lr, weight_decay=p.weight_decay, amsgrad=True)

                with mock.patch.object(variants_d, "_optimizer", optimizers):
                    return run(run_dir, seed)

            return patched

        return for_layout

    return factory


# ---------------------------------------------------------------- the variants


def ZG(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by this battery's runner (through every earlier wrapper)."""
    return L(*args, runs=runs or zg_runs(), **kw)


CH16 = {"channels": 16}
H48 = {"hidden": 48}
MLP128 = {"width": 128, "num_layers": 2}
IRNN = {"hidden": 32, "nonlinearity": "relu"}
LABEL_NOISE = ("train-val-gap", "undertrained", "slow-convergence")

FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    ZG(
        "vzg-uncapped-warmup-resnet-drops",
        Plan(drops, "resnet", 0.05, "sgd", momentum=0.9, epochs=14, log_every=4, schedule="lambda"),
        ("loss-spikes", "loss-runaway"),
        "learning-rate-too-high",
        "the warm-up's LambdaLR written `lambda step: (step + 1) / warmup` without its min(1.0, ...): SGD "
        "momentum's lr of 0.05 passes its peak at step 15 and keeps climbing, to 1.5 at the end of 448 "
        "steps, on a residual net over the drop crops: windows 1.91 to 0.5-1.3 with jumps (2.25), the val "
        "loss jumping 0.86-7.6 between evaluations (5.8, 2.2, 2.2, 7.6 ... 0.86, 2.2, 1.7, 1.9) and val "
        "accuracy 0.20-0.64, test 1.49 and 0.63 (a sound run: ~0.8)",
        (*RUNAWAY, "undertrained"),
        family="resnet",
        dataset="crystal-drops",
        seed=23001,
        runs=zg_runs(schedule=lambda_schedule(uncapped_warmup(15)), hparams={"warmup_steps": 15}),
    ),
    ZG(
        "vzg-lr-from-eta-min-transformer-chords",
        Plan(chords, "transformer", 1e-5, "adamw", weight_decay=0.01, epochs=16, log_every=8),
        ("slow-convergence",),
        "learning-rate-too-low",
        "the optimizer's lr copied from the reference run's last lr-monitor row, the cosine's eta_min of "
        "1e-5, where its peak of 1e-3 was meant: AdamW at 1e-5 on a transformer over the chord windows, "
        "512 steps: windows 1.58 to 1.40-1.50, the val loss 1.54 to 1.46 in a slow straight descent and "
        "val accuracy 0.30 to 0.48, test 1.47 and 0.42 (at 1e-3: ~0.75)",
        STALL,
        family="transformer",
        dataset="chord-progressions",
        seed=23002,
        runs=zg_runs(hparams={"reference_lr": 1e-3, "reference_eta_min": 1e-5}),
    ),
    ZG(
        "vzg-linear-decay-one-epoch-gru-chords",
        Plan(chords, "gru", 3e-3, "adam", epochs=12, log_every=8, schedule="warmup-linear", warmup=3),
        ("slow-convergence",),
        "lr-decay-too-fast",
        "get_linear_schedule_with_warmup(opt, 3, num_training_steps=len(train_loader)), the `* epochs` "
        "forgotten: Adam's lr of 3e-3 decays to 0 by step 32 (the first epoch) and stays 0 for the other "
        "11 epochs of a GRU over the chord windows: windows 1.37-1.65 around 1.5 for all 384 steps, the "
        "val loss 1.54 and val accuracy 0.397 at every one of 12 evaluations, test 1.50 and 0.42 (a sound "
        "GRU: ~0.75)",
        STALL,
        family="gru",
        dataset="chord-progressions",
        seed=23003,
        runs=zg_runs(schedule=lambda_schedule(linear_over(32, 3)), hparams={"num_training_steps": 32}),
    ),
    ZG(
        "vzg-zero-grad-in-accumulation-if-mlp-jets",
        Plan(
            jets,
            "mlp",
            0.02,
            "sgd",
            momentum=0.9,
            epochs=12,
            log_every=4,
            model_fault=zero_grad_in_accumulation_block(8),
            model_kw=MLP64,
        ),
        ("loss-spikes", "gradient-explosion"),
        "missing-zero-grad",
        "optimizer.step() after every batch but optimizer.zero_grad() only inside `if (i + 1) % 8 == 0:` "
        "(an accumulation block whose step moved out of it): each step uses the gradients summed over up "
        "to 8 batches; SGD momentum lr 0.02 on a 2x64 MLP over the jets: windows 0.33-2.24, gradient "
        "norms 1-10.8, the val loss 1.19, 1.27, 1.34, 0.92 ... 0.60-0.78 with bumps and val accuracy "
        "0.42-0.81, test 0.69 and 0.73 (a sound MLP: 0.47 and 0.82)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="mlp",
        dataset="jet-substructure",
        seed=23004,
        runs=zg_runs(hparams={"accumulate": 8}),
    ),
    ZG(
        "vzg-clip-before-backward-irnn-logs",
        Plan(
            well_logs,
            "seq-rnn",
            5e-4,
            "sgd",
            momentum=0.9,
            epochs=8,
            log_every=4,
            model_fault=identity_rnn(1.0),
            model_kw=IRNN,
        ),
        ("gradient-explosion", "loss-spikes"),
        "no-gradient-clipping",
        "clip_grad_norm_(model.parameters(), 1.0) called before loss.backward() (it clips the gradients "
        "zero_grad() just cleared; the logged grad_clip 1.0 never acts) on an identity-initialised ReLU "
        "RNN (hidden 32) reading the gamma-ray windows sample by sample under SGD momentum lr 5e-4: "
        "gradient norms 1.8-130, windows 1.0-2.5; the val loss 1.24-1.72 and val accuracy 0.39-0.53, 0.44 "
        "at the end, test 1.48 and 0.38",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="rnn",
        dataset="well-log-motifs",
        seed=23005,
        runs=zg_runs(hparams={"grad_clip": 1.0}),
    ),
    # --- data
    ZG(
        "vzg-raw-api-gamma-ray-cnn1d-logs",
        Plan(well_logs_raw_api, "cnn1d", 1e-3, "adam", epochs=10, log_every=8, model_kw=CH16),
        ("bad-initial-loss",),
        "unnormalized-input",
        "the new field's LAS files skip the loader's normalise_per_field step (its config lists the old "
        "fields only): gamma-ray readings of 15-150 API reach a 1-D CNN in every split; Adam lr 1e-3: the "
        "first logged loss 1.75 (ln 5 = 1.61), gradient norms 6-54, windows 1.0-1.8; the val loss 1.59 to "
        "1.17 and val accuracy 0.27 to 0.56 jumping (0.50, 0.43, 0.35 ...), test 1.20 and 0.47 "
        "(standardised: ~0.8)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="cnn",
        dataset="well-log-motifs",
        seed=23006,
    ),
    ZG(
        "vzg-artist-genre-labels-lstm-chords",
        Plan(
            chords,
            "lstm",
            3e-3,
            "adam",
            epochs=30,
            log_every=16,
            data_fault=artist_genre_labels(0.3),
            model_kw={"hidden": 64},
        ),
        ("overfitting",),
        "label-noise",
        "the training songs' genres scraped from the artists' pages (the artist's main genre, not the "
        "song's): 30% carry a neighbouring genre (a jazz artist's blues, a rock band's pop single, a "
        "composer's pop arrangement), validation and test labelled by musicologists; an LSTM (hidden 64) "
        "for 30 epochs: windows 1.50 to 0.07-0.12, the val loss at its minimum 0.96 at epoch 7, then up "
        "to 1.59, val accuracy 0.69 at best, 0.62 at the end, test 1.60 and 0.56 (clean labels: ~0.75)",
        LABEL_NOISE,
        family="lstm",
        dataset="chord-progressions",
        seed=23007,
    ),
    ZG(
        "vzg-split-30k-leak-mlp-marathon",
        Plan(marathon_split_leak, "mlp", 2e-3, "adam", epochs=15, log_every=8, model_kw=MLP64),
        ("val-test-gap",),
        "data-leakage",
        "the race-results export's split_30k column (the time through 30 km) kept in the feature list: "
        "for training and validation races it is the runner's real split; live, the forecast is made "
        "before the race and the app fills it with its Riegel estimate from the half's time: a 2x64 MLP's "
        "windows 0.65 to 0.008-0.06, the val MSE 0.123 to 0.049-0.053, while the test MSE is 0.485 "
        "(without the column: ~0.22)",
        ("zero-train-loss", "overfitting", "train-val-gap", "undertrained"),
        family="regression",
        dataset="marathon-finish",
        seed=23008,
    ),
    ZG(
        "vzg-screen-plate-order-cnn-drops",
        Plan(drops_plate_order, "cnn", 2e-3, "adam", epochs=10, log_every=2, shuffle=False, model_kw=CH16),
        ("periodic-loss",),
        "data-not-shuffled",
        "the training drops in the robot's acquisition order, plate by plate (288 drops each) along each "
        "plate's optimisation screen, clear drops at the low precipitant end, then skins, oil and "
        "crystals, precipitate at the high end, with shuffling off; validation and test a random draw; a "
        "16-channel CNN under Adam logged every 2 steps: the logged loss swings 0.15-2.53 as the screen "
        "passes and sits at 1.2-1.6 for the first 4 epochs; the val loss 1.52 to 0.65 and val accuracy "
        "0.30 to 0.78, test 0.79 and 0.69",
        (
            "loss-oscillation",
            "loss-spikes",
            "slow-convergence",
            "metric-at-baseline",
            "val-test-gap",
            "undertrained",
            "train-val-gap",
        ),
        family="cnn",
        dataset="crystal-drops",
        seed=23009,
    ),
    ZG(
        "vzg-las-null-999-bncnn1d-logs",
        Plan(well_logs_las_nulls, "bncnn1d", 3e-3, "adam", epochs=12, log_every=4, model_kw=CH16),
        ("slow-convergence",),
        "missing-values",
        "the LAS null value -999.25 left where the tool read nothing (a washout, casing: a stretch of "
        "3-16 samples in 3% of the windows, every split), and the scaler's mean and sd fitted with the "
        "nulls in (the sd 2.3x too large): a batch-norm 1-D CNN under Adam: windows 1.60 to 1.04-1.43, "
        "gradient norms 0.3-6.2, the val loss 1.56 to 1.32 and val accuracy 0.32-0.47, test 1.32 and 0.42 "
        "(clean logs: ~0.8)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="cnn-bn",
        dataset="well-log-motifs",
        seed=23010,
    ),
    ZG(
        "vzg-quick-look-frac-01-mlp-jets",
        Plan(jets_quick_look, "mlp", 2e-3, "adam", epochs=150, batch_size=16, log_every=5, model_kw=MLP128),
        ("overfitting", "train-val-gap"),
        "insufficient-data",
        "df.sample(frac=0.1), a quick look at the ntuple left in the loader: a 2x128 MLP trains on 100 of "
        "the 1,000 training jets for 150 epochs (1,050 steps of batch 16): windows 1.21 to 0.0001-0.0005, "
        "the val loss at its minimum 0.78 at epoch 2, then up to 2.64, val accuracy 0.73 at best, 0.67 at "
        "the end, test 2.75 and 0.64 (1,000 jets: ~0.82)",
        ("zero-train-loss", "metric-at-baseline", "undertrained", "loss-oscillation", "loss-spikes"),
        family="mlp",
        dataset="jet-substructure",
        seed=23011,
    ),
    ZG(
        "vzg-herwig-test-mlp-jets",
        Plan(jets_herwig_test, "mlp", 2e-3, "adam", epochs=15, log_every=8, model_kw=MLP64),
        ("val-test-gap",),
        "distribution-shift",
        "the model tested on the analysis's alternative sample, jets showered and hadronised by Herwig "
        "(gluon jets with ~1.15x a quark jet's constituents for Pythia's 1.55x, narrower, a higher pTD; a "
        "W's tau21 higher); training and validation jets from Pythia: a 2x64 MLP's windows 1.28 to "
        "0.08-0.57, the val loss 0.82 to 0.56-0.59 and val accuracy 0.72 to 0.79-0.80, while the test "
        "loss is 1.17 and test accuracy 0.66",
        (),
        family="mlp",
        dataset="jet-substructure",
        seed=23012,
    ),
    # --- evaluation
    ZG(
        "vzg-eval-logs-bottom-up-cnn1d-logs",
        Plan(well_logs_bottom_up_eval, "cnn1d", 2e-3, "adam", epochs=20, log_every=8, model_kw=CH16),
        ("train-val-gap",),
        "eval-pipeline-mismatch",
        "the validation and test windows from the contractor's new LAS export, which lists the samples "
        "bottom-up where the training files run top-down, read the same way: every evaluation window is "
        "upside down (a bell reads as a funnel); a 1-D CNN for 20 epochs: windows 1.57 to 0.38-0.92, "
        "while the val loss falls to 1.17 at epoch 7 and climbs to 1.42, val accuracy 0.33 to 0.45 (flat "
        "from epoch 5), test 1.13 and 0.54 (the right way up: ~0.8)",
        EVAL,
        family="cnn",
        dataset="well-log-motifs",
        seed=23013,
    ),
    ZG(
        "vzg-unfitted-temperature-val-bncnn-drops",
        Plan(drops, "bncnn", 2e-3, "adam", epochs=15, log_every=8),
        ("train-val-gap",),
        "wrong-eval-logic",
        "the validation step scores model.predict_calibrated(x), a temperature-scaling layer (logits / T) "
        "whose T is still its placeholder init 0.25, never fitted, while training uses the plain logits: "
        "a batch-norm CNN's windows 1.56 to 0.40, the val loss jumping 0.87-2.80 (1.58, 1.50, 1.45, 2.24 "
        "... 2.80, 1.02) while val accuracy climbs 0.48 to 0.78, test 0.97 and 0.76",
        EVAL,
        family="cnn-bn",
        dataset="crystal-drops",
        seed=23014,
        runs=zg_runs(loss=unfitted_temperature(0.25)),
    ),
    ZG(
        "vzg-empty-val-fold-mlp-marathon",
        Plan(marathon, "mlp", 2e-3, "adam", epochs=15, log_every=8, model_kw=MLP64),
        ("missing-validation",),
        "missing-eval-set",
        "the validation set built as df[df.fold == 5] with the folds numbered 0-4: an empty loader, so no "
        "validation ever runs; a 2x64 MLP logs its training MSE, 0.73 to 0.03-0.33 over 480 steps, with "
        "no val loss at all; only the final test (0.216) is written",
        ("undertrained",),
        family="regression",
        dataset="marathon-finish",
        seed=23015,
        runs=zg_runs(evaluate=False, hparams={"val_fold": 5, "n_folds": 5}),
    ),
    # --- workflow
    ZG(
        "vzg-ckpt-lexicographic-sort-mlp-jets",
        Plan(jets, "mlp", 0.01, "sgd", epochs=40, log_every=16, model_kw=MLP64),
        ("val-test-gap",),
        "wrong-checkpoint-loaded",
        "the test script loads sorted(glob('epoch=*.ckpt'))[-1], a string sort that puts epoch=9 after "
        "epoch=39: plain SGD lr 0.01 on a 2x64 MLP for 40 epochs: windows 1.39 to 0.37-0.53, the val loss "
        "1.39 to 0.618 and val accuracy 0.30 to 0.80-0.81, while the test, on the weights after epoch 10, "
        "gives 1.09 and 0.54",
        (),
        family="mlp",
        dataset="jet-substructure",
        seed=23016,
        runs=zg_runs(test_at_step=320),
    ),
    ZG(
        "vzg-max-steps-equals-epochs-bncnn-drops",
        Plan(drops, "bncnn", 2e-3, "adam", epochs=60, max_steps=60, batch_size=64, log_every=1),
        ("undertrained",),
        "too-few-epochs",
        "Trainer(max_steps=cfg.epochs), the epoch count passed to a renamed argument: a batch-norm CNN "
        "under Adam with batch 64 planned for 60 epochs (960 steps) stops after 60 steps (3.75 epochs), "
        "every step logged: windows 1.65 to 1.04-1.20 still falling, the val loss 1.50, 1.37, 1.26 and "
        "val accuracy 0.41, 0.53, 0.54, test 1.22 and 0.52 (a full run: ~0.8)",
        ("slow-convergence", "metric-at-baseline"),
        family="cnn-bn",
        dataset="crystal-drops",
        seed=23017,
    ),
    ZG(
        "vzg-scheduler-state-not-saved-mlp-marathon",
        Plan(
            marathon,
            "mlp",
            2e-2,
            "adamw",
            weight_decay=0.01,
            epochs=20,
            log_every=4,
            schedule="warmup-cosine",
            warmup=30,
            model_kw=MLP64,
        ),
        ("loss-spikes",),
        "checkpoint-missing-state",
        "a preempted job resumed at step 480 of 640 from a checkpoint holding the weights and AdamW's "
        "state but not the scheduler's (created after the checkpoint dict was written): the warm-up (30 "
        "steps) + cosine starts again, back to the peak lr of 0.02 for the last 160 steps; a 2x64 MLP: "
        "windows 0.93 to 0.09-0.25, the val MSE 0.285 to its minimum 0.219, then 0.25-0.30 after the "
        "resume (0.281 at the end), test 0.277 (a sound run: ~0.21)",
        (*RUNAWAY, "undertrained"),
        family="regression",
        dataset="marathon-finish",
        seed=23018,
        runs=zg_runs(
            schedule=lambda_schedule(warmup_cosine_restarted_at(30, 480)), hparams={"resumed_at": 480}
        ),
    ),
    # --- model
    ZG(
        "vzg-features-under-no-grad-mlp-jets",
        Plan(
            jets,
            "mlp",
            2e-3,
            "adam",
            epochs=15,
            log_every=8,
            model_fault=features_under_no_grad,
            model_kw=MLP64,
        ),
        ("slow-convergence",),
        "frozen-weights",
        "the MLP's body run in extract_features(), decorated @torch.no_grad() for the embedding export, "
        "and called by forward(): no gradient reaches the body, only the head trains; Adam lr 2e-3 over "
        "the jets: windows 1.37 to 0.8-1.05 in a slow descent, gradient norms 0.14-0.77, the val loss "
        "1.30 to 0.91 and val accuracy 0.40 to 0.74, test 0.93 and 0.73 (a sound MLP: 0.47 and 0.82)",
        (*STALL, "gradient-vanishing"),
        family="mlp",
        dataset="jet-substructure",
        seed=23019,
    ),
    ZG(
        "vzg-constant-init-cnn-drops",
        Plan(drops, "cnn", 2e-3, "adam", epochs=12, log_every=8, model_fault=constant_init, model_kw=CH16),
        ("slow-convergence", "metric-at-baseline"),
        "poor-initialization",
        "the project's init_weights sets every Conv and Linear weight to 0.01 and every bias to 0 "
        "(nn.init.constant_, a 'small init'): all units of a layer start equal and stay equal, each layer "
        "one channel wide; a 16-channel CNN under Adam: windows 1.37-1.56 for all 384 steps, the val loss "
        "1.48-1.56 and val accuracy 0.34-0.39 (the clear share 0.32) at every evaluation, test 1.44 and "
        "0.38",
        (*STALL, "gradient-vanishing"),
        family="cnn",
        dataset="crystal-drops",
        seed=23020,
    ),
    ZG(
        "vzg-kl-div-on-probabilities-gru-chords",
        Plan(chords, "gru", 3e-3, "adam", epochs=12, log_every=8),
        ("slow-convergence",),
        "wrong-loss-function",
        "F.kl_div(out.softmax(-1), one_hot(y), reduction='batchmean'): torch's kl_div wants "
        "log-probabilities, and given probabilities it computes -p_y for a one-hot target, with a "
        "gradient that vanishes where p_y is small; a GRU over the chord windows: the loss -0.21 to -0.99 "
        "(windows), gradient norms 0.04-3.1, the val loss -0.30 to -0.69 and val accuracy 0.34 to 0.70, "
        "test -0.67 and 0.68 (cross-entropy: ~0.75)",
        (*STALL, "gradient-vanishing"),
        family="gru",
        dataset="chord-progressions",
        seed=23021,
        runs=zg_runs(loss=kl_div_on_probabilities),
    ),
    ZG(
        "vzg-sigmoid-output-mlp-marathon",
        Plan(
            marathon, "mlp", 2e-3, "adam", epochs=12, log_every=8, model_fault=sigmoid_output, model_kw=MLP64
        ),
        ("slow-convergence",),
        "wrong-operator",
        "the forward ends in torch.sigmoid(pred), written when the target was min-max scaled to 0-1 and "
        "kept after the target was standardised: no prediction below 0 or above 1; a 2x64 MLP under Adam: "
        "windows 0.51-1.13, the val MSE 0.67, then 0.53-0.54 at every evaluation, gradient norms "
        "0.01-0.57, test 0.78 (a sound run: ~0.22)",
        (*STALL, "gradient-vanishing", "train-val-gap"),
        family="regression",
        dataset="marathon-finish",
        seed=23022,
    ),
)

HEALTHY: tuple[Variant, ...] = (
    # --- crystallisation drops
    ZG(
        "vzg-healthy-cnn-drops-rotate-flip-augment",
        Plan(
            drops,
            "cnn",
            2e-3,
            "adam",
            epochs=20,
            log_every=10,
            model_fault=rotate_flip_augment,
            model_kw=CH16,
        ),
        (),
        None,
        "a 16-channel CNN on drop crops turned by a random multiple of 90 degrees, mirrored, given a lamp "
        "gain and 0.3 sd of noise in training, Adam for 20 epochs: the epoch loss 1.48 to 0.35-0.77, "
        "around or above the val loss, 1.27 to 0.53-0.66 with jumps (0.76 to 1.01 at epoch 6); val "
        "accuracy 0.54 to 0.75-0.78, test 0.75 and 0.73",
        family="cnn",
        dataset="crystal-drops",
        seed=23101,
    ),
    ZG(
        "vzg-healthy-bncnn-drops-bf16-onecycle",
        Plan(
            drops,
            "bncnn",
            5e-3,
            "adamw",
            weight_decay=0.01,
            epochs=15,
            log_every=5,
            bf16=True,
            schedule="onecycle",
        ),
        (),
        None,
        "a batch-norm CNN under bf16-mixed autocast and AdamW with OneCycleLR (max lr 5e-3), 15 epochs "
        "logged every 5 steps: the val loss 1.57 to 1.1-1.2 with bumps while the lr is high, then 0.68 to "
        "0.61 as it anneals, val accuracy 0.21 to 0.75, windows 0.26-0.79 at the end, test 0.60 and 0.79",
        family="cnn-bn",
        dataset="crystal-drops",
        seed=23102,
    ),
    ZG(
        "vzg-healthy-resnet-drops-warm-restarts",
        Plan(
            drops,
            "resnet",
            0.05,
            "sgd",
            momentum=0.9,
            weight_decay=5e-4,
            epochs=14,
            log_every=4,
            schedule="restarts",
        ),
        (),
        None,
        "a residual net under SGD momentum lr 0.05 with CosineAnnealingWarmRestarts (T_0 64 steps, T_mult "
        "2: restarts at steps 64 and 192): the val loss jumps as the lr returns to its peak (1.10 to "
        "1.37, 0.85 to 2.70 at epoch 7), then 0.585 at the end, val accuracy 0.42 to 0.77, test 0.57 and "
        "0.80",
        family="resnet",
        dataset="crystal-drops",
        seed=23103,
        runs=zg_runs(schedule=warm_restarts(64, 2), hparams={"T_0": 64, "T_mult": 2}),
    ),
    ZG(
        "vzg-healthy-cnn-drops-label-smoothing",
        Plan(drops, "cnn", 2e-3, "adamw", weight_decay=0.01, epochs=15, log_every=8, model_kw=CH16),
        (),
        None,
        "a 16-channel CNN under AdamW with label smoothing 0.15 in training and validation: losses far "
        "above cross-entropy's floor, windows 1.58 to 0.67-0.74, the val loss 1.34 to 0.95-1.03, val "
        "accuracy 0.57 to 0.77-0.81, test 0.95 and 0.80",
        family="cnn",
        dataset="crystal-drops",
        seed=23104,
        runs=zg_runs(loss=smoothed_ce(0.15), hparams={"label_smoothing": 0.15}),
    ),
    ZG(
        "vzg-healthy-bncnn-drops-dropout-early-stop",
        Plan(drops, "bncnn", 2e-3, "adam", epochs=40, log_every=16, early_stop=5, model_kw={"dropout": 0.3}),
        (),
        None,
        "a batch-norm CNN with dropout 0.3 before the head under Adam lr 2e-3 with "
        "EarlyStopping(val_loss, patience 5) planned for 40 epochs, which never fires: windows 1.35 to "
        "0.36-0.75 with spikes (2.32, gradient norm 26), the val loss 1.40 to 0.51 with small bumps, val "
        "accuracy 0.39 to 0.82, test 0.49 and 0.82",
        family="cnn-bn",
        dataset="crystal-drops",
        seed=23105,
    ),
    # --- gamma-ray logs
    ZG(
        "vzg-healthy-cnn1d-logs-depth-shift-augment",
        Plan(
            well_logs,
            "cnn1d",
            3e-3,
            "adam",
            epochs=20,
            log_every=10,
            model_fault=depth_shift_augment,
            model_kw=CH16,
        ),
        (),
        None,
        "a 1-D CNN on gamma-ray windows moved by up to 3 m of depth, scaled by 0.86-1.16, offset and "
        "given 0.15 sd of noise in training, Adam for 20 epochs: windows 1.55 to 0.46-0.94, above the val "
        "loss, 1.37 to 0.57-0.58; val accuracy 0.43 to 0.84-0.85, test 0.61 and 0.82",
        family="cnn",
        dataset="well-log-motifs",
        seed=23106,
    ),
    ZG(
        "vzg-healthy-bncnn1d-logs-plateau-cuts",
        Plan(
            well_logs,
            "bncnn1d",
            3e-3,
            "adam",
            epochs=24,
            log_every=8,
            schedule="plateau",
            gamma=0.3,
            model_kw=CH16,
        ),
        (),
        None,
        "a batch-norm 1-D CNN under Adam lr 3e-3 with ReduceLROnPlateau (factor 0.3, patience 0) for 24 "
        "epochs: the lr cut at each evaluation that does not improve, the val loss 1.35 to 0.74-0.76, "
        "flat over the last 14 evaluations, val accuracy 0.50 to 0.79-0.82, windows 0.74-0.84 at the end, "
        "test 0.78 and 0.77",
        family="cnn-bn",
        dataset="well-log-motifs",
        seed=23107,
    ),
    ZG(
        "vzg-healthy-seq-gru-logs-late-drop",
        Plan(well_logs, "seq-gru", 3e-3, "adam", epochs=16, log_every=8, clip=1.0, model_kw={"hidden": 32}),
        (),
        None,
        "a GRU (hidden 32) reading the gamma-ray windows sample by sample under Adam lr 3e-3 with "
        "clipping at 1: windows 1.55-1.62 and the val loss 1.55-1.57 with val accuracy 0.333 (every "
        "window a serrated shale) for the first 4 epochs, then 1.03, 0.83 ... 0.49 and val accuracy 0.84, "
        "gradient norms 0.16-7.7, test 0.54 and 0.82",
        family="gru",
        dataset="well-log-motifs",
        seed=23108,
    ),
    ZG(
        "vzg-healthy-cnn1d-logs-batch8-sgdm-long",
        Plan(well_logs, "cnn1d", 0.01, "sgd", momentum=0.9, epochs=20, batch_size=8, log_every=50),
        (),
        None,
        "a 1-D CNN (8 channels) under SGD momentum lr 0.01 with batch 8, 2,500 steps logged every 50: "
        "windows 0.31-1.68 (eight windows a batch), the val loss 1.28 to 0.94-1.04 for 8 epochs, then "
        "down to 0.42, val accuracy 0.49 to 0.90, test 0.40 and 0.88",
        family="cnn",
        dataset="well-log-motifs",
        seed=23109,
    ),
    ZG(
        "vzg-healthy-bncnn1d-logs-accumulate-4",
        Plan(
            well_logs,
            "bncnn1d",
            2e-3,
            "adam",
            epochs=10,
            batch_size=8,
            accumulate=4,
            log_every=2,
            model_kw=CH16,
        ),
        (),
        None,
        "a batch-norm 1-D CNN with batch 8 and 4 accumulated batches a step (320 optimizer steps of 32 "
        "windows), logged every 2 steps: windows 0.61-1.78, the val loss 1.31 to 0.77, still falling at "
        "the end, val accuracy 0.50 to 0.82, test 0.77 and 0.80",
        family="cnn-bn",
        dataset="well-log-motifs",
        seed=23110,
    ),
    # --- chord progressions
    ZG(
        "vzg-healthy-transformer-chords-substitution",
        Plan(
            chords,
            "transformer",
            1e-3,
            "adamw",
            weight_decay=0.01,
            epochs=16,
            log_every=8,
            schedule="warmup-cosine",
            warmup=40,
            model_fault=chord_substitution,
        ),
        (),
        None,
        "a transformer under AdamW + warm-up (40 steps) + cosine with each chord replaced by a random one "
        "with probability 0.15 in training (the recognition tool's errors, simulated): windows 0.78-0.86 "
        "at the end, around the val loss, 1.47 to 0.80-0.81, flat for the last 8 evaluations, val "
        "accuracy 0.39 to 0.70-0.71, test 0.85 and 0.69",
        family="transformer",
        dataset="chord-progressions",
        seed=23111,
    ),
    ZG(
        "vzg-healthy-lstm-chords-adagrad-floor",
        Plan(chords, "lstm", 0.05, "adagrad", epochs=10, log_every=16, model_kw={"hidden": 32}),
        (),
        None,
        "an LSTM (hidden 32) under Adagrad lr 0.05 for 10 epochs: windows 0.19-1.21, the val loss 1.10 to "
        "0.755-0.79, flat over the last 4 evaluations (crossover songs and misread chords: the floor), "
        "val accuracy 0.56 to 0.75, test 0.82 and 0.76",
        family="lstm",
        dataset="chord-progressions",
        seed=23112,
    ),
    ZG(
        "vzg-healthy-gru-chords-batch250-every-step",
        Plan(chords, "gru", 5e-3, "adam", epochs=24, batch_size=250, log_every=1),
        (),
        None,
        "a GRU under Adam lr 5e-3 with batch 250, 96 steps (4 an epoch), every step logged and validated: "
        "the loss 1.61 to 0.39 in a smooth descent, the val loss 1.54 to 0.69, flat over the last 20 "
        "steps, val accuracy 0.34 to 0.76, test 0.73 and 0.73",
        family="gru",
        dataset="chord-progressions",
        seed=23113,
    ),
    ZG(
        "vzg-healthy-rnn-chords-amsgrad-half-epoch",
        Plan(chords, "rnn", 2e-3, "amsgrad", epochs=14, log_every=4, val_interval=0.5, model_kw=H48),
        (),
        None,
        "a tanh RNN (hidden 48) under Adam with AMSGrad, lr 2e-3, validated every half epoch (28 "
        "evaluations): windows 1.63 to 0.15-1.0, gradient norms 0.6-8.8, the val loss 1.58 to 0.89-0.93 "
        "wandering and val accuracy 0.26 to 0.66-0.68, still rising slowly at the end, test 0.96 and 0.65",
        family="rnn",
        dataset="chord-progressions",
        seed=23114,
    ),
    # --- marathon finish
    ZG(
        "vzg-healthy-mlp-marathon-in-minutes",
        Plan(marathon_minutes, "mlp", 2e-3, "adam", epochs=20, log_every=8, model_kw=MLP64),
        (),
        None,
        "a 2x64 MLP forecasting the finish time in minutes (the target not standardised, 170-420 min): "
        "the first logged MSE 71,000, gradient norms 830-21,000, windows 150-1,900 at the end; the val "
        "MSE 69,000, 55,000, 3,000 ... 943, still falling, test 917",
        family="regression",
        dataset="marathon-finish",
        seed=23115,
    ),
    ZG(
        "vzg-healthy-mlp-marathon-pinball-09",
        Plan(marathon, "mlp", 2e-3, "adam", epochs=15, log_every=8, model_kw=MLP64),
        (),
        None,
        "a 2x64 MLP trained for the 90th percentile of the log finish time with the pinball loss (in "
        "training and validation): losses far below an MSE's, windows 0.30 to 0.056-0.07, the val loss "
        "0.117 to 0.089-0.10 wandering from epoch 5, test 0.085",
        family="regression",
        dataset="marathon-finish",
        seed=23116,
        runs=zg_runs(loss=pinball(0.9), hparams={"loss": "pinball", "quantile": 0.9}),
    ),
    ZG(
        "vzg-healthy-mlp-marathon-sgdm-step-decay",
        Plan(
            marathon,
            "mlp",
            0.01,
            "sgd",
            momentum=0.9,
            epochs=24,
            log_every=8,
            schedule="step",
            model_kw=MLP64,
        ),
        (),
        None,
        "SGD momentum lr 0.01 on a 2x64 MLP for 24 epochs, the lr cut 10x two thirds of the way through: "
        "windows 0.05-0.25, the val MSE 0.326, then 0.22-0.25 from epoch 2 (the pacing and the wall: the "
        "floor), test 0.218",
        family="regression",
        dataset="marathon-finish",
        seed=23117,
        runs=zg_runs(schedule=lambda_schedule(step_decay_at(2 / 3, 0.1))),
    ),
    ZG(
        "vzg-healthy-mlp-marathon-batch8-long-sparse",
        Plan(
            marathon_long,
            "mlp",
            1e-3,
            "adamw",
            weight_decay=0.1,
            epochs=24,
            batch_size=8,
            log_every=100,
            val_every_epochs=3,
            model_kw=MLP64,
        ),
        (),
        None,
        "AdamW (weight decay 0.1) lr 1e-3 with batch 8, 3,000 steps logged every 100 and validated every "
        "3 epochs: windows 0.017-0.47, jumping from batch to batch; the val MSE 0.215, 0.227, 0.228, "
        "0.222, 0.218, 0.216, 0.222, 0.230, test 0.268",
        family="regression",
        dataset="marathon-finish",
        seed=23118,
    ),
    # --- jet substructure
    ZG(
        "vzg-healthy-mlp-jets-energy-scale-augment",
        Plan(
            jets, "mlp", 2e-3, "adam", epochs=20, log_every=10, model_fault=jet_energy_scale, model_kw=MLP64
        ),
        (),
        None,
        "a 2x64 MLP on jets given 0.35 sd of noise and a shared 0.3 sd shift on their standardised "
        "columns in training (the detector's systematic variations as augmentation), Adam for 20 epochs: "
        "windows 0.45-0.71, above the val loss, 0.85 to 0.47-0.49, flat from epoch 8, val accuracy 0.76 "
        "to 0.82-0.85, test 0.49 and 0.83",
        family="mlp",
        dataset="jet-substructure",
        seed=23119,
    ),
    ZG(
        "vzg-healthy-mlp-jets-class-weighted",
        Plan(jets, "mlp", 2e-3, "adamw", weight_decay=0.05, epochs=10, log_every=8, model_kw=MLP64),
        (),
        None,
        "a 2x64 MLP under AdamW (weight decay 0.05) with inverse-frequency class weights (0.74, 0.74, "
        "1.25, 2.08) in training and validation: windows 0.24-1.28, the val loss 0.84 to 0.515, val "
        "accuracy 0.75 to 0.80, test 0.60 and 0.83",
        family="mlp",
        dataset="jet-substructure",
        seed=23120,
        runs=zg_runs(
            loss=class_weighted((0.74, 0.74, 1.25, 2.08)), hparams={"class_weights": [0.74, 0.74, 1.25, 2.08]}
        ),
    ),
    ZG(
        "vzg-healthy-mlp-jets-rprop-full-batch",
        Plan(jets, "mlp", 1e-3, "rprop", epochs=30, batch_size=1000, log_every=1, model_kw=MLP64),
        (),
        None,
        "full-batch Rprop (batch 1,000, initial step 1e-3) on a 2x64 MLP for 30 steps, every step logged "
        "and validated: the loss 1.40, 1.37, 1.34 ... 0.33, the val loss 1.38 to 0.456-0.464 over the "
        "last 6 steps and val accuracy 0.29 to 0.81-0.85, test 0.51 and 0.84",
        family="mlp",
        dataset="jet-substructure",
        seed=23121,
    ),
    ZG(
        "vzg-healthy-mlp-jets-cosine-epoch-log-val3",
        Plan(
            jets,
            "mlp",
            3e-3,
            "adam",
            epochs=30,
            log_every=32,
            train_log="epoch",
            val_every_epochs=3,
            schedule="cosine",
            model_kw=MLP64,
        ),
        (),
        None,
        "a 2x64 MLP under Adam + cosine for 30 epochs, its training loss logged once an epoch and "
        "validated every 3 epochs: the val loss 0.569, 0.476 ... 0.471-0.482, flat over the last 9 "
        "evaluations, val accuracy 0.79 to 0.82-0.83, test 0.54 and 0.83",
        family="mlp",
        dataset="jet-substructure",
        seed=23122,
    ),
)
