"""Variant battery zzzzk: a look-alike of an external held-out suite, real framework runs (`--battery zzzzk`).

    nice -n 10 python benchmarks/variants.py --battery zzzzk --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery zzzzk [--runs]

Like batteries d-zzzzi, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is the log),
trained by battery d's runner through the earlier batteries' wrappers (battery zf's runner and its SGD
arguments, battery w's test on an early checkpoint, battery l's replaced loss), battery zj's model and
augmentation wrappers and this battery's own hooks (each window scaled by its own sd in evaluation,
softmax probabilities fed to the cross-entropy in evaluation, a head initialised to a constant 0.9
probability, a Poisson NLL on a standardised target),
so each case can run in each of the three layouts; the layout rotation of variants.py picks one.
It was written blind: its author trained it with `--train-only`, read the raw logged numbers of each
run, and never diagnosed or scored it, so it is held-out data for the tool.
Its halves are even (one fault each, one cause a case, spread over every family of cause: optimisation,
data, evaluation, model, workflow), injected into data sets no battery had at a realistic strength, in
forms earlier batteries did not use (see each case's description and each hook's docstring).
The data sets are new, all made offline with numpy from known generating models (see each generator): a
farm windmill's pump-rod load-cell windows by the mechanic's finding (sound, worn leathers, pumping air,
bent rod, furl chatter; 64 samples), 12x12 patches of a parachute canopy inspection camera (sound
ripstop, tear, abrasion, seam pucker, mildew), a sailing regatta's boat-tracker event logs by the
finish (podium, mid-fleet, back of the fleet, disqualified, retired; left-padded to 20), a forced
rhubarb shed's yields per crown (from the crown and the forcing records; standardised) and an ocarina
workshop's tuning grades (from 9 measurements after firing).
Runs of 40 to ~2,100 steps: MLPs (2x64 to 8x64, sigmoid, dropout), 2-D CNNs with and without batch
norm, a small residual net, 1-D CNNs with and without batch norm, GRU and LSTM readers of the event
logs, small transformers and regression MLPs; SGD (with momentum, Nesterov), Adam, AdamW, NAdam,
RMSprop, Adamax; constant, cosine, warm-up + cosine, one-cycle, step, plateau and triangular cyclic
schedules; bf16-mixed autocast, shift, flip and noise augmentation, dropout, early stopping, clipping;
batches of 8 to 64; cadences from every step to once every 100 steps, evaluations four times an epoch,
twice an epoch, once an epoch, every 3 epochs or never.
The faulty half: Nesterov SGD at lr 0.3 on a transformer, Adam at a base lr divided by a batch of 256, a
StepLR meant in epochs stepped per step, the validation sheet the training rows re-exported, 20% of the
training patches labelled with another file's class order, a yield table sorted by yield and never
shuffled, the ocarina measurements left in their units, test patches from a new camera exposure, each
window scaled by its own sd in evaluation, probabilities fed to the cross-entropy in evaluation, a head
initialised to a constant 0.9 probability, an 8-layer sigmoid MLP, a Poisson NLL on a standardised
target, a debug config's max_steps of 40, 300 epochs on 200 rows without regularisation and a test on
the first epoch's checkpoint.
The healthy half holds sound runs a naive reader can take for a fault (see the healthy cases'
descriptions): val losses below the training loss under roll, gain and noise augmentation with dropout,
batch-8 and batch-16 noise logged every step, a triangular cyclic lr evaluated twice an epoch, a
warm-up and cosine under bf16, flip augmentation with a step cut evaluated every 3 epochs, early
stopping after 4 epochs, a transformer's level and noisy first epoch under warm-up then a drop, an
LSTM never evaluated, a slow SGD regression logged every 100, a regression with dropout and plateau
cuts, a one-cycle bf16 regression, three MLPs on the ocarina grades (early stopping with dropout, batch
8 evaluated four times an epoch, a step cut) and a 64-step run still improving.
Split, layout rotation and labels follow variants.py's rules; a Lightning case's `every` is its
`log_every_n_steps`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from benchmarks.variants import Variant, _generated
from benchmarks.variants_d import Plan, Runner
from benchmarks.variants_l import L
from benchmarks.variants_w import MLP64
from benchmarks.variants_ze import lambda_schedule
from benchmarks.variants_zf import zf_runs
from benchmarks.variants_zh import _patch_splits, _token_splits
from benchmarks.variants_zj import _augmented, _signal_splits, _stats, _wrapper

if TYPE_CHECKING:
    import torch
    from torch import nn

    from tests.suite.datasets import Splits

SIZES = (1000, 300, 300)
SHARES = (0.24, 0.19, 0.19, 0.19, 0.19)


# ---------------------------------------------------------------- data sets no battery has


WINDMILL = ("sound", "worn-leathers", "pumping-air", "bent-rod", "furl-chatter")


def _windmill(seed: int, n: int, length: int = 64) -> tuple[Any, Any]:
    """A farm windmill's pump-rod load cell (64 samples at 8 Hz), labelled by the mechanic's finding: a
    sound pump (a stroke of 2-5 cycles a window with its second harmonic), worn leathers (the upstroke
    half loses 40-75% of its load), pumping air (the well ran dry: a stroke of a third of the load), a
    bent rod (a knock at the bottom of every stroke) or furl chatter (the tail furls and unfurls: the
    stroke rate drifts by 40-80% over the window). Every window has a gain of 0.7-1.3, a wind gust drift
    and a noise of sd 0.3-0.6, so sound 1-D CNNs stop well short of perfect."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=SHARES)
    t = np.arange(length, dtype=float)
    x = np.zeros((n, length))
    for i in range(n):
        c = int(y[i])
        cycles, phase = rng.uniform(2, 5), rng.uniform(0, 6)
        if c == 4:
            drift = rng.uniform(0.4, 0.8) * rng.choice([-1, 1])
            arg = 2 * np.pi * cycles * (t + drift * t**2 / (2 * length)) / length + phase
        else:
            arg = 2 * np.pi * cycles * t / length + phase
        sig = np.sin(arg) + rng.uniform(0.15, 0.4) * np.sin(2 * arg + rng.uniform(0, 6))
        if c == 1:
            sig = np.where(sig > 0, sig * rng.uniform(0.25, 0.6), sig)
        if c == 2:
            sig = sig * rng.uniform(0.25, 0.45)
        if c == 3:
            sig = sig + rng.uniform(0.8, 1.6) * (np.cos(arg) < -0.97)
        drift = rng.normal(0, 0.3) * np.sin(
            2 * np.pi * rng.uniform(0.1, 0.5) * t / length + rng.uniform(0, 6)
        )
        x[i] = rng.uniform(0.7, 1.3) * sig + drift + rng.normal(0, rng.uniform(0.3, 0.6), length)
    return x, y


def windmill(
    seed: int = 93101, sizes: tuple[int, int, int] = SIZES, name: str = "windmill-pump-rod-load"
) -> Splits:
    """The windows (N, 64), centred and scaled by the training windows' mean and sd, 5 classes."""
    x, y = _windmill(seed, sum(sizes))
    return _signal_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


CANOPY = ("sound-ripstop", "tear", "abrasion", "seam-pucker", "mildew")


def _parachute(seed: int, n: int) -> tuple[Any, Any]:
    """12x12 patches of a parachute canopy inspection table's camera (brightness), labelled by the
    rigger: sound ripstop (the faint reinforcement grid every 4-6 pixels), a tear (a dark line of random
    angle and length), abrasion (a pale diffuse blob), seam pucker (2-3 close wavy dark lines) or mildew
    (6-14 dark specks in a cluster). Every patch has the grid, a light gradient, a contrast of 0.5-1.1 and
    a noise of sd 0.3-0.55."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=SHARES)
    yy, xx = np.mgrid[0:12, 0:12].astype(float)
    x = np.zeros((n, 12, 12))
    for i in range(n):
        c = int(y[i])
        period, off = rng.uniform(4, 6), rng.uniform(0, 6)
        img = 0.35 * (np.cos(2 * np.pi * (xx + off) / period) + np.cos(2 * np.pi * (yy + off) / period))
        img += rng.normal(0, 0.3) * (xx - 5.5) / 6 + rng.normal(0, 0.3) * (yy - 5.5) / 6
        if c == 1:
            angle, shift = rng.uniform(0, np.pi), rng.uniform(-3, 3)
            along = (xx - 5.5) * np.cos(angle) + (yy - 5.5) * np.sin(angle)
            dist = np.abs((xx - 5.5) * np.sin(angle) - (yy - 5.5) * np.cos(angle) - shift)
            img -= 1.8 * np.exp(-(dist**2) / 0.3) * (np.abs(along) < rng.uniform(3, 8))
        if c == 2:
            bx, by, r = rng.uniform(2, 10), rng.uniform(2, 10), rng.uniform(1.5, 3)
            img += rng.uniform(0.8, 1.4) * np.exp(-((xx - bx) ** 2 + (yy - by) ** 2) / (2 * r**2))
        if c == 3:
            base, wob = rng.uniform(3, 9), rng.uniform(0.5, 1.5)
            for k in range(int(rng.integers(2, 4))):
                row = base + 1.6 * k + wob * np.sin(xx * rng.uniform(0.8, 1.6))
                img -= 1.2 * np.exp(-((yy - row) ** 2) / 0.25)
        if c == 4:
            cx, cy = rng.uniform(2, 10), rng.uniform(2, 10)
            for _ in range(int(rng.integers(6, 15))):
                px = int(np.clip(round(cx + rng.normal(0, 1.5)), 0, 11))
                py = int(np.clip(round(cy + rng.normal(0, 1.5)), 0, 11))
                img[py, px] -= rng.uniform(1.0, 2.0)
        x[i] = rng.uniform(0.5, 1.1) * img + rng.normal(0, rng.uniform(0.3, 0.55), (12, 12))
    return x, y


def parachute(
    seed: int = 93201, sizes: tuple[int, int, int] = SIZES, name: str = "parachute-canopy-patches"
) -> Splits:
    """The patches as (N, 1, 12, 12), centred and scaled by the training patches' mean and sd, 5 classes."""
    x, y = _parachute(seed, sum(sizes))
    return _patch_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def parachute_class_order_of_other_file() -> Splits:
    """The bug: the label encoder is fitted per export file, and 4 of the 20 training files (rows 0-49,
    250-299, 500-549, 750-799: 200 of 1,000 patches) list their classes in another order (the rigger's
    sheet: tear, abrasion, seam pucker, mildew, sound ripstop), so a fifth of the training labels name
    the next class along; the validation and test files are encoded right."""
    x, y = _parachute(93202, sum(SIZES))
    y = y.copy()
    for start in (0, 250, 500, 750):
        y[start : start + 50] = (y[start : start + 50] + 1) % 5
    return _patch_splits(x, y, SIZES, "parachute-canopy-patches", _stats(x[: SIZES[0]]))


def parachute_test_new_exposure() -> Splits:
    """The bug: the test patches were shot after the inspection table's LED bar was replaced, at a
    longer exposure: every test patch is 1.4x as bright with a raised black level (+0.8 in the raw
    brightness), scaled with the training patches' statistics like the rest."""
    x, y = _parachute(93203, sum(SIZES))
    x = x.copy()
    m = SIZES[0] + SIZES[1]
    x[m:] = 1.4 * x[m:] + 0.8
    return _patch_splits(x, y, SIZES, "parachute-canopy-patches", _stats(x[: SIZES[0]]))


REGATTA_EVENTS = (
    "<pad>",
    "tack",
    "gybe",
    "spinnaker-up",
    "spinnaker-down",
    "mark-rounding",
    "port-starboard-call",
    "luff",
    "penalty-turn",
    "protest-flag",
    "reef",
    "man-overboard-drill",
    "gear-failure",
)
REGATTA_FINISHES = ("podium", "mid-fleet", "back-of-fleet", "disqualified", "retired")
_REGATTA_FAVOURED = ((1, 3, 5, 2), (1, 2, 7, 4), (7, 10, 4, 6), (9, 8, 6, 7), (12, 10, 11, 4))
_REGATTA_LENGTHS = ((12, 20), (10, 20), (8, 18), (8, 18), (4, 12))


def _regatta(seed: int, n: int, length: int = 20) -> tuple[Any, Any]:
    """A sailing regatta's boat-tracker event logs over a race (tacks, gybes, spinnaker hoists and drops,
    mark roundings, port-starboard calls, luffs, penalty turns, protest flags, reefs, a man-overboard
    drill, a gear failure; ids 1-12, 0 pads on the left), labelled by the finish: podium, mid-fleet, back
    of the fleet, disqualified or retired. Each finish is a Markov chain over one shared random base
    tilted towards its four favoured events, and 20% of the events are replaced by a random one (a
    tracker's misclassified manoeuvre)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    base = np.random.default_rng(93300).dirichlet(np.ones(12) * 0.6, size=12)
    chains = []
    for favoured in _REGATTA_FAVOURED:
        tilt = np.zeros((12, 12))
        tilt[:, [f - 1 for f in favoured]] = 0.18
        chain = base + tilt
        chains.append(chain / chain.sum(1, keepdims=True))
    y = rng.choice(5, n, p=SHARES)
    x = np.zeros((n, length), dtype=np.int64)
    for i in range(n):
        c = int(y[i])
        size = int(rng.integers(*_REGATTA_LENGTHS[c]))
        state = int(rng.integers(0, 12))
        events = []
        for _ in range(size):
            state = int(rng.choice(12, p=chains[c][state]))
            events.append(int(rng.integers(1, 13)) if rng.random() < 0.2 else state + 1)
        x[i, length - size :] = events
    return x, y


def regatta(
    seed: int = 93301, sizes: tuple[int, int, int] = SIZES, name: str = "regatta-tracker-events"
) -> Splits:
    """Event windows (N, 20) over 13 ids (0 the padding), 5 classes."""
    x, y = _regatta(seed, sum(sizes))
    return _token_splits(x, y, sizes, name)


def _rhubarb(seed: int, n: int) -> tuple[Any, Any]:
    """A forced rhubarb shed's records per crown: the crown's age (2-5 years), its lifted weight (1.5-6
    kg), the cold units it gathered in the field before lifting (200-900), the shed temperature (10-16
    C), the days forced (25-50), the shed's humidity (70-95%), a variety flag (early or late) and the
    row position in the shed; the target is the pulled yield in kg: a saturating effect of the cold
    units, proportional to the crown weight, a temperature optimum near 13 C, a days-forced ramp, a
    late variety's bonus and a noise of sd 8% (standardised)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    age = rng.uniform(2, 5, n)
    crown = rng.uniform(1.5, 6, n)
    cold = rng.uniform(200, 900, n)
    temp = rng.uniform(10, 16, n)
    days = rng.uniform(25, 50, n)
    humid = rng.uniform(70, 95, n)
    late = (rng.random(n) < 0.4).astype(float)
    row = rng.uniform(0, 30, n)
    yield_kg = (
        0.35
        * crown
        * (1 - np.exp(-(cold - 150) / 250))
        * np.exp(-((temp - 13) ** 2) / 8)
        * (days / 40) ** 0.8
        * (1 + 0.15 * late)
        * (1 + 0.03 * (age - 3.5))
        * (1 + 0.002 * (humid - 82))
        * np.exp(rng.normal(0, 0.08, n))
    )
    x = np.column_stack([age, crown, cold, temp, days, humid, late, row])
    return x, yield_kg


def rhubarb(
    seed: int = 93401, sizes: tuple[int, int, int] = SIZES, name: str = "rhubarb-forcing-yield"
) -> Splits:
    """8 standardised columns, the standardised yield."""
    x, y = _rhubarb(seed, sum(sizes))
    return _generated(name, x, y, 0, sizes)


def rhubarb_long() -> Splits:
    """A 2,000-crown draw."""
    return rhubarb(93402, (2000, 300, 300), "rhubarb-forcing-yield-2000")


OCARINA_GRADES = ("concert", "student", "toy", "second", "reject")


def _ocarina(seed: int, n: int) -> tuple[Any, Any]:
    """An ocarina workshop's grades from 9 measurements after firing, in their units: the fundamental
    (Hz), the drift of the top note (cents), the wall thickness (mm), the mass (g), the kiln peak
    temperature (C), the firing time (s), the shrinkage (%), the airway height (mm) and the glaze
    gloss (GU). Each grade has its profile (concert pieces in tune with thin even walls, seconds
    off-pitch, rejects over-fired and warped...); one piece in six takes 40% of its measurements from a
    second grade's profile (a re-graded piece)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=SHARES)
    prof = np.array(
        [
            # Hz, cents, wall, mass, kiln C, firing s, shrink %, airway, gloss
            [523, 4, 3.5, 120, 1180, 30000, 11.0, 1.20, 80],
            [523, 12, 4.2, 135, 1160, 28000, 10.5, 1.30, 65],
            [520, 25, 5.0, 150, 1120, 25000, 9.5, 1.45, 50],
            [510, 35, 4.4, 140, 1200, 32000, 12.0, 1.35, 70],
            [500, 55, 5.5, 160, 1240, 36000, 13.5, 1.55, 40],
        ]
    )
    sds = np.array([6, 6, 0.4, 10, 20, 2500, 0.7, 0.08, 9])
    blend = rng.random(n) < 1 / 6
    other = np.where(blend, rng.integers(0, 5, n), y)
    cols = np.arange(9)
    x = np.zeros((n, 9))
    for i in range(n):
        source = np.where(rng.random(9) < 0.4, other[i], y[i])
        x[i] = np.abs(rng.normal(prof[source, cols], sds * rng.uniform(0.9, 1.6)))
    return x, y


def ocarina(
    seed: int = 93501, sizes: tuple[int, int, int] = SIZES, name: str = "ocarina-tuning-grades"
) -> Splits:
    """9 standardised columns, 5 classes."""
    x, y = _ocarina(seed, sum(sizes))
    return _generated(name, x, y, 5, sizes)


def ocarina_val_reexported_train_rows() -> Splits:
    """The bug: the validation sheet is the workshop's "re-export" of last month's grading, i.e. 300 of
    the training pieces again, their measurements rounded to the sheet's display precision (integers,
    except wall, airway and shrinkage to 0.1); the test sheet is this month's pieces, unseen."""
    import numpy as np

    x, y = _ocarina(93502, sum(SIZES))
    x, y = x.copy(), y.copy()
    n = SIZES[0]
    pick = np.random.default_rng(93503).choice(n, SIZES[1], replace=False)
    rounded = np.round(x[pick])
    for col in (2, 6, 7):
        rounded[:, col] = np.round(x[pick, col], 1)
    x[n : n + SIZES[1]], y[n : n + SIZES[1]] = rounded, y[pick]
    return _generated("ocarina-tuning-grades", x, y, 5, SIZES)


def ocarina_raw_units() -> Splits:
    """The bug: the scaler step was commented out while profiling, so the 9 measurements reach the MLP
    in their units (the firing time ~30,000 s, the kiln ~1,200 C, the fundamental ~520 Hz, next to the
    airway ~1.3 mm)."""
    import torch

    from tests.suite import datasets as ds

    x, y = _ocarina(93504, sum(SIZES))
    features = torch.tensor(x, dtype=torch.float32)
    return ds.named(ds._split(features, torch.tensor(y).long(), SIZES, 5), "ocarina-tuning-grades")


def ocarina_200_rows() -> Splits:
    """200 training pieces (one month's grading), the usual 300 for validation and test."""
    return ocarina(93505, (200, 300, 300))


# ---------------------------------------------------------------- injected faults (and healthy hooks)


def _own_sd(inner: Any, x: torch.Tensor) -> torch.Tensor:
    if not inner.training:
        mean = x.mean(dim=-1, keepdim=True)
        x = (x - mean) / x.std(dim=-1, keepdim=True).clamp_min(1e-6)
    out: torch.Tensor = inner(x)
    return out


eval_window_own_sd = _wrapper(_own_sd)
eval_window_own_sd.__doc__ = """The bug: the evaluation path reuses the field app's preprocessing, which
centres each window on its own mean and divides it by its own sd; training used the training set's
global statistics, so in validation and test a dry well's small stroke looks as large as a sound one."""


def _probabilities(inner: Any, x: torch.Tensor) -> torch.Tensor:
    out: torch.Tensor = inner(x)
    return out if inner.training else out.softmax(-1)


eval_probabilities_to_ce = _wrapper(_probabilities)
eval_probabilities_to_ce.__doc__ = """The bug: the evaluation step calls the exported `predict` wrapper,
which returns softmax probabilities, and passes them to the same `F.cross_entropy` as the training
step: the validation and test losses score probabilities as if they were logits (the accuracy is
unchanged)."""


def head_constant_0_9(net: nn.Module) -> nn.Module:
    """The bug: the head is initialised from a "prior" snippet meant for a binary detector: its weights
    are zero and its bias makes the first class's probability 0.9 (logit ln 36 = 3.58 against 0 for the
    other four), so every window starts predicting "sound" with probability 0.9."""
    import math

    import torch

    head = net.head
    assert isinstance(head, torch.nn.Linear)
    with torch.no_grad():
        head.weight.zero_()
        head.bias.zero_()
        head.bias[0] = math.log(0.9 / 0.025)
    return net


def poisson_nll_on_standardised(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """The bug: the criterion is `nn.PoissonNLLLoss(log_input=True)` (the recipe was for counts of stalks
    per crown) on the standardised yield: `exp(out) - y * out`, which for every crown below the mean
    yield (y < 0) has no minimum: it falls without bound as the prediction goes to minus infinity."""
    from torch import nn

    return nn.functional.poisson_nll_loss(out, y, log_input=True)


def _windmill_noise(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.roll(x, int(torch.randint(-6, 7, (1,))), dims=-1)
    return x * torch.exp(0.15 * (torch.rand(len(x), 1) * 2 - 1)) + 0.35 * torch.randn_like(x)


windmill_noise = _augmented(_windmill_noise)
windmill_noise.__doc__ = """Not a fault: in training mode each batch of windows is rolled by up to 6
samples, each window's gain jittered by up to 15% and given 0.35 sd of noise."""


def _canopy_flip(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.where(torch.rand(len(x), 1, 1, 1) < 0.5, x.flip(3), x)
    return torch.where(torch.rand(len(x), 1, 1, 1) < 0.5, x.flip(2), x)


canopy_flip = _augmented(_canopy_flip)
canopy_flip.__doc__ = """Not a fault: in training mode each patch is flipped left-right and up-down at
random."""


def triangular(step: int, _total: int) -> float:
    """Not a fault: a triangular cyclic lr between 0.2 and 1 of the base lr, 50 steps up, 50 down."""
    phase = (step % 100) / 50
    return 0.2 + 0.8 * (phase if phase <= 1 else 2 - phase)


# ---------------------------------------------------------------- the variants


def ZZZZK(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by battery zf's runner (through every earlier wrapper)."""
    return L(*args, runs=runs or zf_runs(), **kw)


CH16 = {"channels": 16}
H48 = {"hidden": 48}
W128 = {"width": 128, "num_layers": 2}

FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    ZZZZK(
        "vzzzzk-nesterov-sgd-lr-0.3-transformer-regatta",
        Plan(regatta, "transformer", 0.3, "sgd", momentum=0.9, epochs=8, log_every=4),
        ("loss-spikes",),
        "learning-rate-too-high",
        "SGD with Nesterov momentum 0.9 at lr 0.3 (the lr of a ResNet recipe for SGD on images) on a small "
        "transformer, 8 epochs (every 4th step logged): losses 3.13, 5.81, 2.59, 1.75, 1.59 ... 0.495-1.46 "
        "in the last third, epoch means 2.43, 1.37, 1.1, 0.905, 0.781, 0.753, 0.76, 0.777, the gradient norm "
        "2.39 at the first logged step and up to 6.53, the val loss 1.75, 1.86, 1.0, 0.781, 0.845, 0.87, "
        "0.795, 1.04 and val accuracy 0.203 to 0.56-0.703, test 1.15 and 0.567 (a sound transformer on these "
        "logs: 0.689 and 0.743)",
        (
            "loss-oscillation",
            "bad-initial-loss",
            "train-val-gap",
            "val-test-gap",
            "slow-convergence",
            "overfitting",
        ),
        family="transformer",
        dataset="regatta-tracker-events",
        seed=93001,
        runs=zf_runs(optimizer_kw={"nesterov": True}, hparams={"nesterov": True}),
    ),
    ZZZZK(
        "vzzzzk-adam-lr-divided-by-batch-256-cnn1d-windmill",
        Plan(windmill, "cnn1d", 3e-3 / 256, "adam", epochs=10, log_every=5, model_kw=CH16),
        ("slow-convergence", "metric-at-baseline"),
        "learning-rate-too-low",
        "Adam at lr 1.17e-5 (a base lr of 3e-3 divided by 256, a per-sample convention of the recipe's "
        "paper, at batch 32) on a 16-channel 1-D CNN, 10 epochs (every 5th step logged): losses 1.61, 1.59, "
        "1.6, 1.6, 1.61 ... 1.58-1.62 in the last third, the val loss 1.6 to 1.59 and val accuracy "
        "0.21-0.217 (the majority class) at every epoch, test 1.59 and 0.23 (sound 1-D CNNs on these "
        "windows: ~1.03-1.08 and 0.49-0.55)",
        ("undertrained",),
        family="cnn",
        dataset="windmill-pump-rod-load",
        seed=93002,
    ),
    ZZZZK(
        "vzzzzk-steplr-epochs-stepped-per-step-cnn-parachute",
        Plan(
            parachute,
            "cnn",
            2e-3,
            "adam",
            epochs=10,
            log_every=5,
            schedule="step",
            step_size=10,
            gamma=0.1,
            model_kw=CH16,
        ),
        ("slow-convergence", "undertrained"),
        "lr-decay-too-fast",
        "a StepLR whose step_size (10) was meant in epochs, stepped per optimizer step: the lr of a "
        "16-channel CNN under Adam (base 2e-3) is cut x0.1 every 10 steps (2e-4 from step 10, 2e-5 from step "
        "20, 2e-34 at the end of 320), 10 epochs (every 5th step logged): losses 1.58, 1.5, 1.44, 1.49, 1.43 "
        "... 1.37-1.51 in the last third, epoch means 1.5, then 1.42 at every epoch, the val loss 1.43 and "
        "val accuracy 0.353-0.357 at every epoch, test 1.45 and 0.357 (sound CNNs on these patches: "
        "~0.55-0.9 and 0.65-0.76)",
        ("metric-at-baseline",),
        family="cnn",
        dataset="parachute-canopy-patches",
        seed=93003,
    ),
    # --- data
    ZZZZK(
        "vzzzzk-val-sheet-reexported-train-rows-mlp-ocarina",
        Plan(
            ocarina_val_reexported_train_rows,
            "mlp",
            2e-3,
            "adam",
            epochs=40,
            log_every=10,
            model_kw={"width": 256, "num_layers": 3},
        ),
        ("val-test-gap",),
        "data-leakage",
        "the validation sheet is the workshop's re-export of 300 training pieces, their measurements rounded "
        "to the sheet's precision; a 3x256 MLP under Adam lr 2e-3, 40 epochs (every 10th step logged): "
        "losses 0.428, 0.611, 0.44, 0.161, 0.476 ... 0.000279-0.184 in the last third, epoch means 0.651, "
        "0.402, 0.336 ... 0.00693, the val loss 0.365, 0.287, 0.302, 0.25, 0.2 ... 0.00489 at the end and "
        "val accuracy 0.873 to 0.953-1.0 (1.0 at the end), test (this month's pieces) 1.06 and 0.86",
        ("overfitting", "loss-spikes", "loss-oscillation", "zero-train-loss"),
        family="mlp",
        dataset="ocarina-tuning-grades",
        seed=93004,
    ),
    ZZZZK(
        "vzzzzk-fifth-of-labels-other-file-class-order-bncnn-parachute",
        Plan(
            parachute_class_order_of_other_file, "bncnn", 2e-3, "adam", epochs=12, log_every=6, model_kw=CH16
        ),
        ("loss-oscillation",),
        "label-noise",
        "4 of the 20 training files (200 of 1,000 patches) were label-encoded with another file's class "
        "order, so their labels name the next class along; a 16-channel batch-norm CNN under Adam lr 2e-3, "
        "12 epochs (every 6th step logged): losses 1.67, 1.6, 1.46, 1.35, 1.43 ... 0.757-1.21 in the last "
        "third, epoch means 1.46, 1.37, 1.31, 1.25, 1.21, 1.16, 1.11, 1.07, 1.01, 0.951, 0.926, 0.867, the "
        "val loss 1.3, 1.26, 1.15, 1.28, 1.04, 1.25, 1.07, 0.933, 1.13, 1.11, 0.997, 1.04 and val accuracy "
        "0.397, 0.513, 0.593, 0.483, 0.653, 0.413, 0.59, 0.69, 0.513, 0.527, 0.607, 0.587, test 0.928 and "
        "0.663",
        ("train-val-gap", "overfitting", "slow-convergence", "undertrained", "val-test-gap", "loss-spikes"),
        family="cnn-bn",
        dataset="parachute-canopy-patches",
        seed=93005,
    ),
    ZZZZK(
        "vzzzzk-sorted-by-yield-never-shuffled-regression-rhubarb",
        Plan(
            rhubarb,
            "mlp",
            1e-3,
            "adam",
            epochs=15,
            log_every=4,
            shuffle=False,
            sort_by_class=True,
            model_kw=W128,
        ),
        ("periodic-loss", "loss-spikes"),
        "data-not-shuffled",
        "the yield table is ordered by yield and the DataLoader has shuffle=False: every epoch runs from the "
        "poorest crowns to the best; a 2x128 regression MLP under Adam lr 1e-3, 15 epochs of 32 steps (every "
        "4th step logged): losses 0.768, 0.0472, 0.163, 0.39, 0.597, 0.784, 1.95, 10.6 (step 31, the epoch's "
        "last batch), 1.21, 0.723 ... peaks of 8.42, 5.22, 2.78, 1.72 at steps 63, 95, 127, 159, "
        "0.0198-0.168 in the last third, epoch means 1.09, 0.844, 0.633, 0.453 ... 0.0496, the val loss "
        "0.723, 0.589, 0.359 ... 0.0523 at the end, test 0.0592",
        ("loss-oscillation", "slow-convergence", "gradient-explosion", "bad-initial-loss"),
        family="regression",
        dataset="rhubarb-forcing-yield",
        seed=93006,
    ),
    ZZZZK(
        "vzzzzk-scaler-commented-out-raw-units-mlp-ocarina",
        Plan(ocarina_raw_units, "mlp", 1e-3, "adam", epochs=15, log_every=5, model_kw=W128),
        ("bad-initial-loss", "metric-at-baseline"),
        "unnormalized-input",
        "the scaler step was commented out: the 9 measurements reach a 2x128 MLP in their units (the firing "
        "time ~30,000 s, the kiln ~1,200 C); Adam lr 1e-3, 15 epochs (every 5th step logged): losses 582, "
        "538, 181, 81.7, 127 ... 23.9-159 in the last third, epoch means 378, 141, 98.6, 82.3, 73.5, 94.7, "
        "96.1, 49.7, 86.3, 45, 60.4, 70.2, 68.7, 57.7, 82.2, the gradient norm 24,000 at the first logged "
        "step, the val loss 142, 71.2, 132, 32.1, 93.1 ... 21-78.2 and val accuracy 0.167-0.323, test 66.9 "
        "and 0.223 (sound MLPs on these grades: ~0.43-0.46 and 0.86-0.87)",
        (
            "loss-oscillation",
            "loss-spikes",
            "gradient-explosion",
            "slow-convergence",
            "undertrained",
            "train-val-gap",
        ),
        family="mlp",
        dataset="ocarina-tuning-grades",
        seed=93007,
    ),
    ZZZZK(
        "vzzzzk-test-new-led-exposure-resnet-parachute",
        Plan(parachute_test_new_exposure, "resnet", 3e-3, "adam", epochs=8, log_every=5),
        ("val-test-gap",),
        "distribution-shift",
        "the test patches were shot after the inspection table's LED bar was replaced (1.4x as bright, black "
        "level +0.8) and scaled with the training statistics; a small residual net under Adam lr 3e-3, 8 "
        "epochs (every 5th step logged): losses 1.46, 1.54, 1.43, 1.4, 1.3 ... 0.533-1.05 in the last third, "
        "epoch means 1.44, 1.2, 1.04 ... 0.721, the val loss 1.27, 1.14, 1.01, 1.14, 1.03, 0.985, 0.83, "
        "0.911 and val accuracy 0.41 to 0.637, test 11.1 and 0.187",
        ("loss-oscillation", "train-val-gap", "overfitting"),
        family="resnet",
        dataset="parachute-canopy-patches",
        seed=93008,
    ),
    # --- evaluation
    ZZZZK(
        "vzzzzk-eval-window-own-sd-bncnn1d-windmill",
        Plan(
            windmill,
            "bncnn1d",
            2e-3,
            "adam",
            epochs=10,
            log_every=8,
            model_fault=eval_window_own_sd,
            model_kw=CH16,
        ),
        ("train-val-gap",),
        "eval-pipeline-mismatch",
        "the evaluation path scales each window by its own mean and sd (the field app's preprocessing) where "
        "training used the training set's statistics; a 16-channel batch-norm 1-D CNN under Adam lr 2e-3, 10 "
        "epochs (every 8th step logged): losses 1.58, 1.46, 1.37, 1.34, 1.35 ... 0.918-1.04 in the last "
        "third, the val loss 1.67, 1.51, 1.39, 1.38, 1.3, 1.35, 1.29, 1.37, 1.25, 1.33 and val accuracy "
        "0.21, 0.307, 0.443, 0.43, 0.473, 0.383, 0.397, 0.39, 0.457, 0.397, test 1.41 and 0.357 (sound 1-D "
        "CNNs on these windows: ~1.03-1.08 and 0.49-0.55)",
        ("overfitting", "loss-oscillation", "val-test-gap", "metric-at-baseline", "slow-convergence"),
        family="cnn-bn",
        dataset="windmill-pump-rod-load",
        seed=93009,
    ),
    ZZZZK(
        "vzzzzk-eval-probabilities-into-cross-entropy-gru-regatta",
        Plan(
            regatta,
            "gru",
            3e-3,
            "adam",
            epochs=12,
            log_every=6,
            clip=1.0,
            model_fault=eval_probabilities_to_ce,
            model_kw=H48,
        ),
        ("train-val-gap",),
        "wrong-eval-logic",
        "the evaluation step calls the exported predictor, which returns softmax probabilities, and passes "
        "them to the training step's cross-entropy; a GRU (hidden 48) under Adam lr 3e-3 clipped at 1, 12 "
        "epochs (every 6th step logged): losses 1.59, 1.51, 1.46, 1.35, 1.04 ... 0.284-0.854 in the last "
        "third, epoch means 1.43, 0.876, 0.723 ... 0.462, the val loss 1.42, 1.28, 1.26, 1.25, 1.24, 1.22, "
        "1.19, 1.21, 1.2, 1.19, 1.19, 1.2 while the val accuracy rose 0.607, 0.683, 0.72 ... 0.733-0.76, "
        "test 1.22 and 0.7",
        ("overfitting", "val-test-gap", "slow-convergence"),
        family="rnn",
        dataset="regatta-tracker-events",
        seed=93010,
    ),
    # --- model
    ZZZZK(
        "vzzzzk-head-init-constant-0.9-probability-cnn1d-windmill",
        Plan(
            windmill,
            "cnn1d",
            1e-3,
            "adam",
            epochs=6,
            log_every=2,
            model_fault=head_constant_0_9,
            model_kw=CH16,
        ),
        ("bad-initial-loss", "metric-at-baseline"),
        "poor-initialization",
        "the head is initialised from a binary detector's prior snippet: zero weights and a bias making the "
        "first class's probability 0.9; a 16-channel 1-D CNN under Adam lr 1e-3, 6 epochs (every 2nd step "
        "logged): losses 2.67, 2.66, 3.07, 2.7, 2.55 (ln 5 = 1.61) ... 1.5-1.79 in the last third, epoch "
        "means 2.45, 1.68, 1.64, 1.63, 1.61, 1.59, the val loss 1.71, 1.66, 1.64, 1.62, 1.61, 1.58 and val "
        "accuracy 0.217-0.247, test 1.58 and 0.223 (sound 1-D CNNs on these windows: ~1.03-1.08 and "
        "0.49-0.55)",
        ("slow-convergence", "undertrained", "loss-spikes"),
        family="cnn",
        dataset="windmill-pump-rod-load",
        seed=93011,
    ),
    ZZZZK(
        "vzzzzk-eight-layer-sigmoid-mlp-ocarina",
        Plan(
            ocarina,
            "mlp",
            0.01,
            "sgd",
            momentum=0.9,
            epochs=15,
            log_every=5,
            model_kw={"width": 64, "num_layers": 8, "activation": "sigmoid"},
        ),
        ("slow-convergence", "metric-at-baseline"),
        "vanishing-gradients",
        "an 8x64 MLP with sigmoid activations (the `activation` of an old config) under SGD with momentum "
        "0.9 at lr 0.01, 15 epochs (every 5th step logged): losses 1.64, 1.62, 1.65, 1.61, 1.58 ... "
        "1.57-1.64 in the last third, the gradient norm 0.29-1.58, the val loss 1.59-1.62 and val accuracy "
        "0.163-0.273 (the majority class) at every epoch, test 1.61 and 0.153 (sound MLPs on these grades: "
        "~0.43-0.46 and 0.86-0.87)",
        ("undertrained",),
        family="mlp",
        dataset="ocarina-tuning-grades",
        seed=93012,
    ),
    ZZZZK(
        "vzzzzk-poisson-nll-on-standardised-yield-regression-rhubarb",
        Plan(rhubarb, "mlp", 1e-3, "adam", epochs=10, log_every=5, model_kw=W128),
        ("gradient-explosion",),
        "wrong-loss-function",
        "`nn.PoissonNLLLoss(log_input=True)` (a recipe for stalk counts) on the standardised yield: without "
        "a minimum for the crowns below the mean yield; a 2x128 regression MLP under Adam lr 1e-3, 10 epochs "
        "(every 5th step logged): losses 0.712, 0.374, 0.139, -0.121, -0.451 ... -197 to -1,260 in the last "
        "third (-1,260 at the end), the gradient norm 1.86 at the first logged step and 317 at the end, the "
        "val loss -1.06, -5.11, -16.2, -42.6, -95.6, -184, -323, -512, -778, -1,120, test -860",
        ("loss-runaway", "zero-train-loss", "loss-spikes", "val-test-gap", "train-val-gap"),
        family="regression",
        dataset="rhubarb-forcing-yield",
        seed=93013,
        runs=zf_runs(loss=poisson_nll_on_standardised, hparams={"loss": "PoissonNLLLoss(log_input=True)"}),
    ),
    # --- workflow
    ZZZZK(
        "vzzzzk-debug-config-max-steps-40-lstm-regatta",
        Plan(regatta, "lstm", 3e-3, "adam", epochs=30, max_steps=40, log_every=2, clip=1.0, model_kw=H48),
        ("undertrained",),
        "too-few-epochs",
        "the debug config's `max_steps=40` overrides `max_epochs=30`: an LSTM (hidden 48) under Adam lr 3e-3 "
        "clipped at 1 stops after 40 steps (every 2nd logged): losses 1.6, 1.59, 1.6, 1.58, 1.6 ... "
        "1.03-1.44 in the last third (1.03 at the end, still falling), epoch means 1.46, 1.19, the val loss "
        "1.23 and val accuracy 0.553 (one evaluation), test 1.13 and 0.563 (sound sequence models on these "
        "logs: ~0.69-0.76 and 0.69-0.74)",
        ("slow-convergence", "metric-at-baseline"),
        family="rnn",
        dataset="regatta-tracker-events",
        seed=93014,
    ),
    ZZZZK(
        "vzzzzk-300-epochs-200-rows-no-regularisation-mlp-ocarina",
        Plan(
            ocarina_200_rows,
            "mlp",
            2e-3,
            "adam",
            epochs=300,
            log_every=20,
            model_kw={"width": 256, "num_layers": 3},
        ),
        ("overfitting", "train-val-gap"),
        "insufficient-regularization",
        "300 epochs on 200 training pieces with no dropout, weight decay or early stopping; a 3x256 MLP "
        "under Adam lr 2e-3 (2,100 steps, every 20th logged): losses 0.477, 0.111, 0.0415, 0.243, 0.0843 ... "
        "5.57e-6 to 5.81e-5 in the last third, epoch means 1.31, 0.579, 0.331 ... 1.59e-5, the val loss "
        "0.776, 0.483 (epoch 2, its lowest), 0.518, 0.642 ... 1.0 at epoch 25, 1.3 at epoch 74, 1.65 at the "
        "end, val accuracy 0.67 then 0.847-0.883, test 1.12 and 0.887",
        ("zero-train-loss", "val-test-gap"),
        family="mlp",
        dataset="ocarina-tuning-grades",
        seed=93015,
    ),
    ZZZZK(
        "vzzzzk-test-hardcoded-epoch-0-checkpoint-regression-rhubarb",
        Plan(rhubarb, "mlp", 1e-3, "adam", epochs=15, log_every=8, model_kw=W128),
        ("val-test-gap",),
        "wrong-checkpoint-loaded",
        "the test script loads a hard-coded `checkpoints/epoch=0-step=32.ckpt` from the first run of the "
        "notebook, the weights after one epoch; a 2x128 regression MLP under Adam lr 1e-3, 15 epochs (every "
        "8th step logged): losses 0.957, 0.355, 0.508, 0.195, 0.398 ... 0.0061-0.0657 in the last third, "
        "epoch means 0.585, 0.322, 0.215 ... 0.0258, the val loss 0.384, 0.232, 0.176 ... 0.0396 at the end, "
        "test 0.484",
        ("overfitting",),
        family="regression",
        dataset="rhubarb-forcing-yield",
        seed=93016,
        runs=zf_runs(test_at_step=32, hparams={"test_ckpt_path": "checkpoints/epoch=0-step=32.ckpt"}),
    ),
)

HEALTHY: tuple[Variant, ...] = (
    # --- windmill
    ZZZZK(
        "vzzzzk-healthy-cnn1d-windmill-noise-aug-dropout",
        Plan(
            windmill,
            "cnn1d",
            2e-3,
            "adam",
            epochs=12,
            log_every=8,
            model_fault=windmill_noise,
            model_kw={"channels": 16, "dropout": 0.3},
        ),
        (),
        None,
        "a 16-channel 1-D CNN with dropout 0.3 and windows rolled by up to 6 samples, gain-jittered by up to "
        "15% and given 0.35 sd of noise in training mode, Adam lr 2e-3, 12 epochs (every 8th step logged): "
        "losses 1.59, 1.6, 1.59, 1.56, 1.54 ... 1.1-1.24 in the last third, the val loss 1.55, 1.48, 1.41, "
        "1.32, 1.26 ... 1.09-1.14 in the last third (below the training loss) and val accuracy 0.3 to "
        "0.5-0.523, test 1.08 and 0.487",
        family="cnn",
        dataset="windmill-pump-rod-load",
        seed=93101,
    ),
    ZZZZK(
        "vzzzzk-healthy-bncnn1d-windmill-batch-8-every-step",
        Plan(
            windmill, "bncnn1d", 0.01, "sgd", momentum=0.9, epochs=2, batch_size=8, log_every=1, model_kw=CH16
        ),
        (),
        None,
        "two epochs of a 16-channel batch-norm 1-D CNN at batch 8 under SGD with momentum 0.9 at lr 0.01, "
        "every step logged (250 steps): losses 1.59, 1.57, 1.63, 1.53, 1.55 ... 0.764-1.83 in the last "
        "third, epoch means 1.34, 1.18, the val loss 1.18, 1.07 and val accuracy 0.443, 0.537, test 1.07 and "
        "0.52",
        family="cnn-bn",
        dataset="windmill-pump-rod-load",
        seed=93102,
    ),
    ZZZZK(
        "vzzzzk-healthy-bncnn1d-windmill-triangular-cyclic-val-twice",
        Plan(
            windmill,
            "bncnn1d",
            3e-3,
            "adamw",
            weight_decay=0.01,
            epochs=8,
            log_every=3,
            val_interval=0.5,
            schedule="cosine",
            model_kw=CH16,
        ),
        (),
        None,
        "a 16-channel batch-norm 1-D CNN under AdamW (weight decay 0.01) with a triangular cyclic lr (6e-4 "
        "to 3e-3 and back every 100 steps), 8 epochs (every 3rd step logged), evaluated twice an epoch: "
        "losses 1.63, 1.63, 1.57, 1.53, 1.48 ... 0.885-1.23 in the last third, epoch means 1.5, 1.28, 1.18, "
        "1.14, 1.1, 1.06, 1.03, 1.03, the val loss 1.55, 1.47, 1.37, 1.19 ... 1.04 at the end and val "
        "accuracy 0.247 to 0.53-0.577, test 1.03 and 0.547",
        family="cnn-bn",
        dataset="windmill-pump-rod-load",
        seed=93103,
        runs=zf_runs(schedule=lambda_schedule(triangular), hparams={"scheduler": "triangular, 100 steps"}),
    ),
    # --- parachute
    ZZZZK(
        "vzzzzk-healthy-resnet-parachute-warmup-cosine-bf16",
        Plan(
            parachute,
            "resnet",
            5e-3,
            "adamw",
            weight_decay=0.02,
            epochs=8,
            batch_size=48,
            log_every=3,
            schedule="warmup-cosine",
            warmup=40,
            bf16=True,
        ),
        (),
        None,
        "a small residual net under AdamW (lr 5e-3, weight decay 0.02) at batch 48 with a 40-step warm-up "
        "and cosine decay in bf16-mixed autocast, 8 epochs (every 3rd step logged): losses 1.73, 1.71, 1.63, "
        "1.59, 1.57 ... 0.856-0.967 in the last third, the val loss 1.51, 1.24, 1.1, 0.995, 0.986, 0.917, "
        "0.899, 0.892 and val accuracy 0.3 to 0.65, test 0.897 and 0.657",
        family="resnet",
        dataset="parachute-canopy-patches",
        seed=93104,
    ),
    ZZZZK(
        "vzzzzk-healthy-bncnn-parachute-flip-aug-step-val-every-3",
        Plan(
            parachute,
            "bncnn",
            0.05,
            "sgd",
            momentum=0.9,
            epochs=12,
            log_every=10,
            val_every_epochs=3,
            schedule="step",
            step_size=250,
            gamma=0.2,
            model_fault=canopy_flip,
            model_kw=CH16,
        ),
        (),
        None,
        "a 16-channel batch-norm CNN with random left-right and up-down flips in training mode, SGD with "
        "momentum 0.9 at lr 0.05 and a StepLR cut (x0.2 at step 250), 12 epochs (every 10th step logged), "
        "evaluated every 3 epochs: losses 1.28, 1.04, 1.08, 1.0, 1.01 ... 0.316-0.751 in the last third, "
        "epoch means 1.22, 0.928, 0.798 ... 0.477, the val loss 0.807, 0.972, 0.491, 0.532 and val accuracy "
        "0.667, 0.68, 0.84, 0.8, test 0.554 and 0.76",
        family="cnn-bn",
        dataset="parachute-canopy-patches",
        seed=93105,
    ),
    ZZZZK(
        "vzzzzk-healthy-cnn-parachute-early-stop-patience-2",
        Plan(parachute, "cnn", 3e-3, "adam", epochs=30, log_every=10, early_stop=2, model_kw=CH16),
        (),
        None,
        "a 16-channel CNN under Adam lr 3e-3 with early stopping on the val loss at patience 2 (up to 30 "
        "epochs; every 10th step logged): it stopped after 4 epochs; losses 1.26, 0.903, 0.923, 0.745, 1.11 "
        "... 0.436-1.06 in the last third, epoch means 1.13, 0.8, 0.703, 0.604, the val loss 0.816, 0.793 "
        "(min), 0.846, 0.799 and val accuracy 0.62-0.687, test 0.776 and 0.65",
        family="cnn",
        dataset="parachute-canopy-patches",
        seed=93106,
    ),
    # --- regatta
    ZZZZK(
        "vzzzzk-healthy-transformer-regatta-warmup-plateau-then-drop",
        Plan(
            regatta,
            "transformer",
            1e-3,
            "adamw",
            weight_decay=0.01,
            epochs=12,
            log_every=5,
            schedule="warmup-cosine",
            warmup=80,
            model_kw={"dropout": 0.1},
        ),
        (),
        None,
        "a small transformer with dropout 0.1 under AdamW (lr 1e-3, weight decay 0.01) with an 80-step "
        "warm-up and cosine decay, 12 epochs (every 5th step logged): losses 1.8, 2.29, 1.76, 1.79, 1.82 "
        "(level and noisy over the first epoch, mean 1.97), then epoch means 1.35, 0.885, 0.711 ... 0.559, "
        "0.278-0.828 in the last third, the val loss 1.59, 1.08, 0.732, 0.698 ... 0.647 at the end and val "
        "accuracy 0.18 to 0.73-0.753, test 0.689 and 0.743",
        family="transformer",
        dataset="regatta-tracker-events",
        seed=93107,
    ),
    ZZZZK(
        "vzzzzk-healthy-gru-regatta-batch-16-every-step-clipped",
        Plan(regatta, "gru", 2e-3, "rmsprop", epochs=3, batch_size=16, log_every=1, clip=0.5, model_kw=H48),
        (),
        None,
        "three epochs of a GRU (hidden 48) at batch 16 under RMSprop lr 2e-3 clipped at 0.5, every step "
        "logged (189 steps): losses 1.61, 1.56, 1.56, 1.5, 1.38 ... 0.336-1.16 in the last third, epoch "
        "means 1.05, 0.738, 0.671, the val loss 0.813, 0.828, 0.696 and val accuracy 0.713, 0.697, 0.733, "
        "test 0.762 and 0.693",
        family="rnn",
        dataset="regatta-tracker-events",
        seed=93108,
    ),
    ZZZZK(
        "vzzzzk-healthy-lstm-regatta-nadam-cosine-never-evaluated",
        Plan(
            regatta, "lstm", 3e-3, "nadam", epochs=10, log_every=10, schedule="cosine", clip=1.0, model_kw=H48
        ),
        (),
        None,
        "an LSTM (hidden 48) under NAdam lr 3e-3 with cosine decay, clipped at 1, 10 epochs (every 10th step "
        "logged), no validation set passed (judged on the test after training): losses 1.61, 1.46, 1.19, "
        "1.01, 0.921 ... 0.439-0.596 in the last third (0.52 at the end), test 0.704 and 0.723",
        family="rnn",
        dataset="regatta-tracker-events",
        seed=93109,
        runs=zf_runs(evaluate=False),
    ),
    # --- rhubarb
    ZZZZK(
        "vzzzzk-healthy-regression-rhubarb-long-sgd-log-100",
        Plan(
            rhubarb_long,
            "mlp",
            3e-3,
            "sgd",
            momentum=0.9,
            epochs=30,
            log_every=100,
            val_every_epochs=5,
            model_kw=MLP64,
        ),
        (),
        None,
        "a 2x64 regression MLP under SGD with momentum 0.9 at lr 3e-3 over a 2,000-crown draw, 30 epochs "
        "(1,890 steps, logged every 100), evaluated every 5 epochs: losses 0.631, 0.316, 0.204, 0.102, "
        "0.0647 ... 0.0295-0.0327 in the last third, the val loss 0.151, 0.0621, 0.0481, 0.0443, 0.0422, "
        "0.0398 (still creeping down), test 0.0313",
        family="regression",
        dataset="rhubarb-forcing-yield",
        seed=93110,
    ),
    ZZZZK(
        "vzzzzk-healthy-regression-rhubarb-dropout-plateau",
        Plan(
            rhubarb,
            "mlp",
            3e-3,
            "adam",
            epochs=20,
            log_every=10,
            schedule="plateau",
            gamma=0.3,
            model_kw={"width": 128, "num_layers": 2, "dropout": 0.2},
        ),
        (),
        None,
        "a 2x128 regression MLP with dropout 0.2 under Adam lr 3e-3 with ReduceLROnPlateau (factor 0.3), 20 "
        "epochs (every 10th step logged): losses 0.291, 0.477, 0.182, 0.161, 0.2 ... 0.0371-0.128 in the "
        "last third, epoch means 0.478, 0.243, 0.18 ... 0.068-0.0803 in the last third, the val loss 0.252, "
        "0.123, 0.0949 ... 0.0383-0.0384 in the last third (level, below the epoch-mean training loss), the "
        "lr down to 5.9e-8, test 0.0483",
        family="regression",
        dataset="rhubarb-forcing-yield",
        seed=93111,
    ),
    ZZZZK(
        "vzzzzk-healthy-regression-rhubarb-bf16-onecycle-batch-16",
        Plan(
            rhubarb,
            "mlp",
            4e-3,
            "adamax",
            epochs=6,
            batch_size=16,
            log_every=5,
            schedule="onecycle",
            bf16=True,
            model_kw=W128,
        ),
        (),
        None,
        "a 2x128 regression MLP at batch 16 under Adamax with a one-cycle schedule (peak 4e-3) in bf16-mixed "
        "autocast, 6 epochs (every 5th step logged): losses 0.772, 0.488, 0.508, 0.896, 0.743 ... "
        "0.018-0.125 in the last third, epoch means 0.791, 0.294, 0.144, 0.0898, 0.0681, 0.0592, the val "
        "loss 0.327, 0.214, 0.1, 0.0857, 0.0738, 0.0724, test 0.0698",
        family="regression",
        dataset="rhubarb-forcing-yield",
        seed=93112,
    ),
    # --- ocarina
    ZZZZK(
        "vzzzzk-healthy-mlp-ocarina-early-stop-dropout",
        Plan(
            ocarina,
            "mlp",
            2e-3,
            "adam",
            epochs=50,
            log_every=8,
            early_stop=4,
            model_kw={"width": 256, "num_layers": 2, "dropout": 0.3},
        ),
        (),
        None,
        "a 2x256 MLP with dropout 0.3 under Adam lr 2e-3, early stopping on the val loss with patience 4 (up "
        "to 50 epochs; every 8th step logged): it stopped after 8 epochs; losses 0.828, 0.456, 0.314, 0.193, "
        "0.301 ... 0.0467-1.2 in the last third, epoch means 0.685, 0.399 ... 0.304, the val loss 0.539, "
        "0.518, 0.47, 0.457 (min), 0.459, 0.467, 0.494, 0.487 and val accuracy 0.85-0.897, test 0.43 and "
        "0.857",
        family="mlp",
        dataset="ocarina-tuning-grades",
        seed=93113,
    ),
    ZZZZK(
        "vzzzzk-healthy-mlp-ocarina-sgd-batch-8-val-4x",
        Plan(
            ocarina,
            "mlp",
            0.01,
            "sgd",
            momentum=0.9,
            epochs=2,
            batch_size=8,
            log_every=1,
            val_interval=0.25,
            model_kw=MLP64,
        ),
        (),
        None,
        "two epochs of a 2x64 MLP at batch 8 under SGD with momentum 0.9 at lr 0.01, every step logged (250 "
        "steps), evaluated four times an epoch: losses 1.62, 1.54, 1.56, 1.52, 1.54 ... 0.0505-1.39 in the "
        "last third, the val loss 1.02, 0.668, 0.601, 0.537, 0.487, 0.494, 0.532, 0.482 and val accuracy "
        "0.627 to 0.87, test 0.46 and 0.873",
        family="mlp",
        dataset="ocarina-tuning-grades",
        seed=93114,
    ),
    ZZZZK(
        "vzzzzk-healthy-mlp-ocarina-step-cut-batch-64",
        Plan(
            ocarina,
            "mlp",
            3e-3,
            "adamw",
            weight_decay=0.05,
            epochs=16,
            batch_size=64,
            log_every=4,
            schedule="step",
            step_size=128,
            gamma=0.1,
            model_kw={"width": 128, "num_layers": 3},
        ),
        (),
        None,
        "a 3x128 MLP at batch 64 under AdamW (lr 3e-3, weight decay 0.05) with a StepLR cut (x0.1 at step "
        "128), 16 epochs (every 4th step logged): losses 1.37, 0.876, 0.731, 0.525, 0.576 ... 0.0664-0.369 "
        "in the last third, epoch means 0.976, 0.444 ... 0.211, the val loss 0.655, 0.586, 0.541 ... "
        "0.46-0.467 in the last half (level) and val accuracy 0.837 to 0.9-0.91, test 0.463 and 0.87",
        family="mlp",
        dataset="ocarina-tuning-grades",
        seed=93115,
    ),
    ZZZZK(
        "vzzzzk-healthy-cnn1d-windmill-60-steps-still-improving",
        Plan(windmill, "cnn1d", 3e-3, "adam", epochs=2, log_every=1, model_kw=CH16),
        (),
        None,
        "two epochs (64 steps, every step logged) of a 16-channel 1-D CNN under Adam lr 3e-3: losses 1.63, "
        "1.6, 1.61, 1.6, 1.58 ... 1.19-1.53 in the last third, epoch means 1.55, 1.38, the val loss 1.46, "
        "1.3 and val accuracy 0.353, 0.443 (still improving), test 1.3 and 0.417",
        family="cnn",
        dataset="windmill-pump-rod-load",
        seed=93116,
    ),
)
