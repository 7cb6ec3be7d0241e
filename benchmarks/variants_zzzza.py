"""Variant battery zzzza: a look-alike of an external held-out suite, real framework runs (`--battery zzzza`).

    nice -n 10 python benchmarks/variants.py --battery zzzza --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery zzzza [--runs]

Like batteries d-zzzy, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is the log),
trained by battery d's runner through the earlier batteries' wrappers (battery zf's runner, zd's replaced
schedule, ze's cyclic schedule), battery zj's model and augmentation wrappers and this battery's own hooks
(a linear decay sized to one epoch, a distance-head sign convention in the evaluation path, an optimizer
built over a copy of the model, an all-positive uniform initialiser), so each case can run in each of the
three layouts; the layout rotation of variants.py picks one.
It was written blind: its author trained it with `--train-only`, read the raw logged numbers of each
run, and never diagnosed or scored it, so it is held-out data for the tool.
Its halves are even (one fault each, one cause a case, spread over every family of cause: optimisation,
data, evaluation, model, workflow), injected into data sets no battery had at a realistic strength, in
forms earlier batteries did not use (see each case's description and each hook's docstring).
The data sets are new, all made offline with numpy from known generating models (see each generator): a
skate park's board-mounted accelerometer traces of tricks (ollie, kickflip, manual, grind, bail; 64
readings), 12x12 crops of postmarks from a sorting office's scanner (ring date stamp, wavy lines, bars,
slogan box, smudge), a kelp farm's line-buoy event logs by the line's trouble (storm, grazer, tangle,
drift, sound growth; left-padded to 20), a yo-yo club's logged sleep times (from the yo-yo, the string
and the throw; standardised) and a shell-collecting society's beach finds labelled by species (from 12
shell measurements).
Runs of ~50 to ~3,000 steps: MLPs (2x64 to 3x256, dropout), 2-D CNNs with and without batch norm, a
small residual net, 1-D CNNs with and without batch norm, GRU and LSTM readers of the buoy logs, small
transformers and regression MLPs; plain SGD, SGD with momentum, Adam, AdamW, NAdam, RMSprop and Adagrad;
constant, cosine, warm-up + cosine, one-cycle, step, cyclic and plateau schedules; bf16-mixed autocast,
shift / gain / noise and mirror / shift / noise augmentation, dropout, early stopping, clipping; batches of
8 to 64; cadences from every step to once every 100 steps, evaluations twice an epoch, once an epoch,
every few epochs or never.
The faulty half: plain SGD at lr 0.5 on a regression, Adagrad at Adam's lr 1e-4, a linear decay to zero
sized to one epoch, two annotators who disagree on one class pair, an input normaliser computed on one
cold morning's batch, test shells from another beach, evaluation traces exported in m/s^2, a distance
head's sign convention in the evaluation path, an optimizer built over a copy of the model, an
all-positive uniform initialiser, an LSTM gate's bias of -3 on a ReLU MLP, a pilot study's class
weight of 100, `zero_grad` lost in a rewrite, 48 training crops, a smoke test's two epochs and a
target-derived column blank in the test export.
The healthy half holds sound runs a naive reader can take for a fault (see the healthy cases'
descriptions): val losses at or below the training loss under augmentation and dropout, one-cycle and
warm-up bumps, bf16 noise, batch-8 noise logged every step, plateau cuts evaluated twice an epoch,
cyclic lr bumps, early stopping, a slow plain-momentum regression over 3,000 steps logged every 100, a
short run still improving and evaluations every 3 epochs.
Split, layout rotation and labels follow variants.py's rules; a Lightning case's `every` is its
`log_every_n_steps`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from benchmarks.variants import Variant, _generated, _regression_table
from benchmarks.variants_d import Plan, Runner
from benchmarks.variants_l import L
from benchmarks.variants_w import MLP64
from benchmarks.variants_ze import cyclic
from benchmarks.variants_zf import zf_runs
from benchmarks.variants_zh import _patch_splits, _token_splits
from benchmarks.variants_zj import _augmented, _signal_splits, _stats, _wrapper

if TYPE_CHECKING:
    import torch
    from torch import nn

    from tests.suite.datasets import Splits

SIZES = (1000, 300, 300)


# ---------------------------------------------------------------- data sets no battery has


SKATE_TRICKS = ("ollie", "kickflip", "manual", "grind", "bail")


def _skate(seed: int, n: int, length: int = 64) -> tuple[Any, Any]:
    """A skate park's board-mounted accelerometer traces (vertical axis, g, 64 readings around the
    trick), labelled from the park's camera: an ollie (a pop spike of 2-3 g, ~0.5 s of near free fall,
    a landing spike), a kickflip (the same with a spin wobble of 0.4-0.8 g in the air), a manual (a
    long tilt offset of 0.3-0.6 g with no pop), a grind (a buzz of 0.3-0.7 g on a rail between the pop
    and the landing) or a bail (a pop and a messy landing without the board's landing spike, the board
    tumbling). The trick sits up to 6 readings off centre and each trace has the sensor's noise (sd
    0.15-0.35 g) and an offset: a soft kickflip reads as an ollie, a short grind as an ollie, so sound
    1-D CNNs stop near 0.58-0.7."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.24, 0.2, 0.18, 0.2, 0.18])
    t = np.arange(length, dtype=float)
    x = np.zeros((n, length))
    for i in range(n):
        c = int(y[i])
        at = 20 + rng.integers(-6, 7)
        air = int(rng.integers(10, 18))
        trace = np.zeros(length)
        if c != 2:
            trace += rng.uniform(2.0, 3.0) * np.exp(-0.5 * ((t - at) / 1.2) ** 2)
            trace[at + 2 : at + air] -= rng.uniform(0.6, 0.9)
        if c == 1:
            trace[at + 2 : at + air] += (
                rng.uniform(0.4, 0.8)
                * np.sin(2 * np.pi * np.arange(air - 2) / rng.uniform(3, 5))[: len(trace[at + 2 : at + air])]
            )
        if c in (0, 1, 3):
            trace += rng.uniform(2.5, 4.0) * np.exp(-0.5 * ((t - at - air) / 1.0) ** 2)
        if c == 3:
            trace[at + 3 : at + air - 1] += rng.uniform(0.3, 0.7) * rng.normal(
                0, 1, len(trace[at + 3 : at + air - 1])
            )
        if c == 2:
            start, stop = at - 4, at + int(rng.integers(14, 24))
            trace[start:stop] += rng.uniform(0.3, 0.6)
        if c == 4:
            for k in range(int(rng.integers(2, 5))):
                hit = at + air + int(rng.integers(-2, 8)) + 2 * k
                trace += rng.uniform(0.8, 2.0) * np.exp(-0.5 * ((t - hit) / 0.8) ** 2)
        x[i] = trace + rng.normal(0, 0.15) + rng.normal(0, rng.uniform(0.15, 0.35), length)
    return x, y


def skate(seed: int = 91101, sizes: tuple[int, int, int] = SIZES, name: str = "skate-trick-accel") -> Splits:
    """The traces (N, 64), centred and scaled by the training traces' mean and sd, 5 classes."""
    x, y = _skate(seed, sum(sizes))
    return _signal_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def skate_eval_metres() -> Splits:
    """The bug: the park's new logger (the validation and test sessions) exports m/s^2 where the old
    one (the training sessions) exported g; the loader scales both by the training traces' mean and sd
    in g: every validation and test reading is 9.81 times too large."""
    x, y = _skate(91102, sum(SIZES))
    stats = _stats(x[: SIZES[0]])
    x[SIZES[0] :] *= 9.81
    return _signal_splits(x, y, SIZES, "skate-trick-accel", stats)


POSTMARKS = ("ring-date", "wavy-lines", "bars", "slogan-box", "smudge")


def _postmarks(seed: int, n: int) -> tuple[Any, Any]:
    """12x12 crops of postmarks from a sorting office's scanner (ink 1, paper 0), labelled by the
    philatelic society's volunteers: a ring date stamp (a circle of radius 3.5-5 with a few ink dots
    inside), wavy lines (3-4 sine lines across), straight bars (3-5 horizontal bars), a slogan box (a
    rectangle outline with a blot inside) or a smudge (a blurred blob). The mark is tilted by up to 20
    degrees, inked at 0.5-1.2 and cropped up to 1.5 px off, with the stamp's paper texture (sd
    0.1-0.3): faint bars read as wavy lines, a small ring as a smudge, so sound CNNs stop near 0.92-0.99."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.24, 0.2, 0.2, 0.18, 0.18])
    yy, xx = np.mgrid[0:12, 0:12].astype(float)
    x = np.zeros((n, 12, 12))
    for i in range(n):
        c = int(y[i])
        cx, cy = 5.5 + rng.uniform(-1.5, 1.5, 2)
        a = np.deg2rad(rng.uniform(-20, 20))
        u = (xx - cx) * np.cos(a) + (yy - cy) * np.sin(a)
        v = -(xx - cx) * np.sin(a) + (yy - cy) * np.cos(a)
        ink = rng.uniform(0.5, 1.2)
        if c == 0:
            r = np.sqrt(u**2 + v**2)
            img = np.exp(-0.5 * ((r - rng.uniform(3.5, 5.0)) / 0.5) ** 2)
            img += 0.6 * (rng.random((12, 12)) < 0.08) * (r < 2.5)
        elif c == 1:
            lines = int(rng.integers(3, 5))
            phase = rng.uniform(0, 2 * np.pi)
            img = sum(
                np.exp(-0.5 * ((v - (k - lines / 2) * 2.6 - 0.9 * np.sin(u * 1.1 + phase)) / 0.45) ** 2)
                for k in range(lines)
            )
        elif c == 2:
            bars = int(rng.integers(3, 6))
            img = sum(np.exp(-0.5 * ((v - (k - bars / 2) * 2.2) / 0.45) ** 2) for k in range(bars))
        elif c == 3:
            w, h = rng.uniform(3.5, 5), rng.uniform(2.5, 4)
            edge = np.minimum(np.abs(np.abs(u) - w), np.abs(np.abs(v) - h))
            img = np.exp(-0.5 * (edge / 0.45) ** 2) * (np.abs(u) < w + 0.7) * (np.abs(v) < h + 0.7)
            img += 0.7 * np.exp(-(u**2 + v**2) / 2.0)
        else:
            img = np.exp(-((u / rng.uniform(2, 4)) ** 2 + (v / rng.uniform(1.5, 3)) ** 2))
        x[i] = ink * np.clip(img, 0, 1.3) + rng.normal(0, rng.uniform(0.1, 0.3), (12, 12))
    return x, y


def postmarks(seed: int = 91201, sizes: tuple[int, int, int] = SIZES, name: str = "postmark-crops") -> Splits:
    """The crops as (N, 1, 12, 12), centred and scaled by the training crops' mean and sd, 5 classes."""
    x, y = _postmarks(seed, sum(sizes))
    return _patch_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def postmarks_two_annotators() -> Splits:
    """The bug: the training crops were labelled by two volunteers and merged; the second (a 60% share)
    files every wavy-line cancel as 'bars' (to him a machine cancel is a machine cancel), so wavy lines
    (id 1) are 'bars' (id 2) in his share; validation and test were labelled by the first."""
    import numpy as np

    rng = np.random.default_rng(91203)
    x, y = _postmarks(91202, sum(SIZES))
    y = y.copy()
    second = rng.random(SIZES[0]) < 0.6
    train = y[: SIZES[0]]
    train[second & (train == 1)] = 2
    return _patch_splits(x, y, SIZES, "postmark-crops", _stats(x[: SIZES[0]]))


BUOY_EVENTS = (
    "<pad>",
    "tilt",
    "dip",
    "surge",
    "tension-high",
    "tension-low",
    "gps-jump",
    "camera-fish",
    "camera-urchin",
    "blade-loss",
    "line-twist",
    "anchor-drag",
    "temp-high",
    "temp-low",
    "growth-ok",
    "ping",
    "battery-low",
)
BUOY_TROUBLES = ("storm", "grazer", "tangle", "drift", "sound-growth")
_BUOY_FAVOURED = ((3, 4, 1, 2), (8, 7, 9, 13), (10, 4, 5, 9), (11, 6, 5, 15), (14, 15, 12, 13))
_BUOY_LENGTHS = ((10, 20), (6, 16), (8, 18), (6, 14), (8, 20))


def _buoys(seed: int, n: int, length: int = 20) -> tuple[Any, Any]:
    """A kelp farm's line-buoy event logs: the events one line's buoys reported over a day (tilt, dips,
    surges, line tension, GPS jumps, the underwater camera's fish and urchin detections, blade loss,
    twists, anchor drag, water temperature, growth checks, pings, low battery; ids 1-16, 0 pads on the
    left), labelled by the farm's diver: a storm, a grazer (urchins), a tangle, an anchor drift or sound
    growth. Each trouble is a Markov chain over one shared random base tilted towards its four favoured
    events, and 15% of the events are replaced by a random one (a noisy sensor), so sound sequence
    models stop near 0.75-0.88."""
    import numpy as np

    rng = np.random.default_rng(seed)
    base = np.random.default_rng(91300).dirichlet(np.ones(16) * 0.6, size=16)
    chains = []
    for favoured in _BUOY_FAVOURED:
        tilt = np.zeros((16, 16))
        tilt[:, [f - 1 for f in favoured]] = 0.2
        chain = base + tilt
        chains.append(chain / chain.sum(1, keepdims=True))
    y = rng.choice(5, n, p=[0.2, 0.2, 0.18, 0.18, 0.24])
    x = np.zeros((n, length), dtype=np.int64)
    for i in range(n):
        c = int(y[i])
        size = int(rng.integers(*_BUOY_LENGTHS[c]))
        state = int(rng.integers(0, 16))
        events = []
        for _ in range(size):
            state = int(rng.choice(16, p=chains[c][state]))
            events.append(int(rng.integers(1, 17)) if rng.random() < 0.15 else state + 1)
        x[i, length - size :] = events
    return x, y


def buoys(seed: int = 91301, sizes: tuple[int, int, int] = SIZES, name: str = "kelp-buoy-events") -> Splits:
    """Event windows (N, 20) over 17 ids (0 the padding), 5 classes."""
    x, y = _buoys(seed, sum(sizes))
    return _token_splits(x, y, sizes, name)


YOYO_COLUMNS = (
    "mass_g",
    "width_mm",
    "rim_weight_share",
    "bearing_size",
    "bearing_clean",
    "string_wear",
    "string_poly_share",
    "throw_speed",
    "throw_angle",
    "air_temp_c",
    "humidity",
)


def _yoyo(seed: int, n: int) -> tuple[Any, Any]:
    """A yo-yo club's logged sleeps: each throw's yo-yo (mass 55-75 g, gap width, the rim's share of
    the weight, the bearing's size and how clean it is), the string (wear, polyester share), the throw
    (speed, angle off vertical) and the hall's temperature and humidity; the target is the log of the
    sleep in seconds: the spin stored by the throw (speed squared times the rim-weighted inertia) over
    the bearing's drag (size, dirt, cold grease) and the string's rub (wear, polyester, width, angle),
    times the thrower's luck (sd 10%) (standardised: a floor near an MSE of 0.02-0.03)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    mass = rng.uniform(55, 75, n)
    width = rng.uniform(3.5, 6.0, n)
    rim = rng.beta(4, 3, n)
    bearing = rng.integers(0, 3, n).astype(float)
    clean = rng.beta(3, 2, n)
    wear = rng.beta(2, 4, n)
    poly = rng.beta(2, 5, n)
    speed = rng.gamma(8, 0.5, n)
    angle = np.abs(rng.normal(0, 12, n))
    temp = rng.normal(20, 5, n)
    humid = rng.uniform(0.3, 0.85, n)
    spin = speed**2 * mass * (0.5 + rim)
    drag = (1.5 + 0.4 * bearing) * (2.2 - clean) * (1 + 0.03 * np.maximum(15 - temp, 0))
    rub = 1 + 1.5 * wear + 2 * poly + 0.02 * angle + 0.1 * width * humid
    sleep = spin / (drag * rub) / 30 * np.exp(rng.normal(0, 0.1, n))
    x = np.column_stack([mass, width, rim, bearing, clean, wear, poly, speed, angle, temp, humid])
    return x, np.log(sleep)


def yoyo(seed: int = 91401, sizes: tuple[int, int, int] = SIZES, name: str = "yoyo-sleep-time") -> Splits:
    """11 standardised columns, the standardised log sleep."""
    x, y = _yoyo(seed, sum(sizes))
    return _generated(name, x, y, 0, sizes)


def yoyo_long() -> Splits:
    """A 2,400-throw draw."""
    return yoyo(91402, (2400, 300, 300), "yoyo-sleep-time-2400")


def yoyo_one_batch_scaler() -> Splits:
    """The bug: the normaliser's mean and sd come from the first batch the loader yielded in the
    notebook (32 throws of one cold, dry morning session with one club yo-yo, the log being in session
    order), saved and reused for every split: the temperature, humidity, mass and bearing columns come
    out 3-20 sd wide."""
    import numpy as np

    x, y = _yoyo(91403, sum(SIZES))
    morning, _ = _yoyo(91404, 32)
    morning[:, 9] = np.random.default_rng(91405).normal(6, 0.8, 32)
    morning[:, 10] = np.random.default_rng(91406).uniform(0.3, 0.35, 32)
    morning[:, 0] = 61 + np.random.default_rng(91407).normal(0, 0.5, 32)
    morning[:, 3] = 1.0
    mean, sd = morning.mean(0), morning.std(0) + 1e-3
    return _regression_table("yoyo-sleep-time", (x - mean) / sd, y, SIZES, features_scaled=False)


def yoyo_bucket_leak() -> Splits:
    """The bug: a `sleep_band` column (the club's 1-5 grade of the throw) is in the export; the grade
    is the stopwatch time cut into bands, so it is the target in disguise; the test throws are the new
    season's, exported before the grader ran (the band is 0 in every row)."""
    import numpy as np

    x, y = _yoyo(91408, sum(SIZES))
    band = np.digitize(y, np.quantile(y[: SIZES[0]], [0.2, 0.4, 0.6, 0.8])) + 1.0
    band[SIZES[0] + SIZES[1] :] = 0.0
    return _generated("yoyo-sleep-time", np.column_stack([x, band]), y, 0, SIZES)


SHELL_SPECIES = ("cockle", "periwinkle", "whelk", "limpet", "razor")


def _shells(seed: int, n: int, other_beach: bool = False) -> tuple[Any, Any]:
    """A shell-collecting society's beach finds labelled by species (a society expert): the shell's
    length, width, height, weight, whorls, rib count, aperture share, colour hue and banding, the
    wear, the spire angle and the find's distance up the shore. Cockles (round, ribbed, low), winkles
    (small, spired, dark), whelks (long spire, many whorls, heavy), limpets (conical, no whorls, near
    the water) and razors (long, thin, flat). One find in seven is a worn or broken shell with about a third
    of its columns from another species' profile, so sound MLPs stop near 0.96-0.99. `other_beach`: a
    shingle beach's finds (smaller, worn, paler, higher up the shore)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.24, 0.22, 0.18, 0.18, 0.18])
    prof = np.array(
        [
            # length, width, height, weight, whorls, ribs, aperture, hue, bands, wear, spire, shore
            [35, 32, 20, 9, 0.3, 22, 0.9, 0.2, 0.3, 0.3, 170, 0.3],
            [18, 15, 16, 3, 4.5, 2, 0.45, 0.7, 0.5, 0.3, 80, 0.6],
            [60, 35, 30, 25, 7.0, 9, 0.4, 0.3, 0.2, 0.4, 45, 0.2],
            [40, 33, 18, 8, 0.2, 14, 1.0, 0.4, 0.6, 0.5, 120, 0.8],
            [120, 18, 6, 10, 0.1, 1, 1.0, 0.1, 0.1, 0.2, 180, 0.1],
        ]
    )
    sds = np.array([6, 5, 4, 3, 1.0, 5, 0.1, 0.12, 0.2, 0.15, 20, 0.2])
    mixed = rng.random(n) < 0.15
    other = np.where(mixed, rng.integers(0, 5, n), y)
    cols = np.arange(12)
    x = np.zeros((n, 12))
    for i in range(n):
        source = np.where(rng.random(12) < 0.3, other[i], y[i])
        x[i] = rng.normal(prof[source, cols], sds * rng.uniform(0.8, 1.4))
    if other_beach:
        x[:, :4] *= rng.uniform(0.45, 0.65, (n, 1))
        x[:, 7] -= 0.35
        x[:, 9] += 0.6
        x[:, 11] += 0.7
    return x, y


def shells(seed: int = 91501, sizes: tuple[int, int, int] = SIZES, name: str = "beach-shell-finds") -> Splits:
    """12 standardised columns, 5 classes."""
    x, y = _shells(seed, sum(sizes))
    return _generated(name, x, y, 5, sizes)


def shells_other_beach_test() -> Splits:
    """The bug: the model is trained and validated on the sandy bay's finds and tested on the society's
    next outing, to a shingle beach: smaller, worn, paler shells found higher up the shore."""
    import numpy as np

    x, y = _shells(91502, SIZES[0] + SIZES[1])
    xt, yt = _shells(91503, SIZES[2], other_beach=True)
    return _generated("beach-shell-finds", np.concatenate([x, xt]), np.concatenate([y, yt]), 5, SIZES)


# ---------------------------------------------------------------- injected faults (and healthy hooks)


def decay_over_one_epoch(steps_per_epoch: int) -> Callable[[Any, int], Any]:
    """The bug: `get_linear_schedule_with_warmup(opt, 0, num_training_steps=len(train_loader))`, the
    epoch count never multiplied in: the lr falls linearly to 0 over the first epoch and stays there."""

    def build(optimizer: Any, _total: int) -> Any:
        import torch

        return torch.optim.lr_scheduler.LambdaLR(optimizer, lambda step: max(0.0, 1 - step / steps_per_epoch))

    return build


def _distance_head(inner: Any, x: torch.Tensor) -> torch.Tensor:
    out: torch.Tensor = inner(x)
    return out if inner.training else -out


distance_sign_in_eval = _wrapper(_distance_head)
distance_sign_in_eval.__doc__ = """The bug: the evaluation path was written for the prototype network
the team tried first, whose head returns distances (the smaller the likelier), and turns them into
logits with `-out`; the model now returns logits, so every validation and test logit has its sign
flipped."""


def copied_model_params(net: nn.Module) -> Any:
    """The bug: the optimizer is built over `ema_model.parameters()` (a `copy.deepcopy` of the model
    made for weight averaging) instead of the model's: the loss's gradients reach the model, the steps
    go to the copy, and the model never changes."""
    import copy

    return list(copy.deepcopy(net).parameters())


def positive_uniform_init(net: nn.Module) -> nn.Module:
    """The bug: a port from an old framework initialises every Linear weight with `uniform_(0, 1)` (the
    old default's range misread): all-positive weights of mean 0.5 and no zero-mean draw."""
    import torch

    for m in net.modules():
        if isinstance(m, torch.nn.Linear):
            torch.nn.init.uniform_(m.weight, 0.0, 1.0)
    return net


def bail_weight_100(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """The bug: `CrossEntropyLoss(weight=[1, 1, 1, 1, 100])` kept from the pilot study's data, where
    bails were 1% of the traces; in this data set they are 18%."""
    import torch

    weight = torch.tensor([1.0, 1.0, 1.0, 1.0, 100.0], dtype=out.dtype, device=out.device)
    return torch.nn.functional.cross_entropy(out, y, weight=weight)


def gate_bias_init(net: nn.Module) -> nn.Module:
    """The bug: a helper written for an LSTM's gates (`bias.fill_(-3.0)`, 'start closed') applied to
    every Linear layer of a ReLU MLP: each hidden unit starts at -3 before its inputs."""
    import torch

    with torch.no_grad():
        for m in net.modules():
            if isinstance(m, torch.nn.Linear) and m is not getattr(net, "head", None):
                m.bias.fill_(-3.0)
    return net


def postmarks_first_session() -> Splits:
    """The bug: only the first volunteer evening's 48 labelled crops to train on (the rest of the
    backlog still unlabelled); validation and test are the usual 300 each."""
    return postmarks(91204, (48, 300, 300))


def _skate_jitter(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.roll(x, int(torch.randint(-3, 4, (1,))), dims=1)
    return x * (0.85 + 0.3 * torch.rand(len(x), 1)) + 0.2 * torch.randn_like(x)


skate_jitter = _augmented(_skate_jitter)
skate_jitter.__doc__ = """Not a fault: in training mode each batch of traces is shifted by up to 3
readings, scaled by a gain of 0.85-1.15 a trace and given 0.2 sd of noise."""


def _postmark_turns(x: torch.Tensor) -> torch.Tensor:
    import torch

    if bool(torch.rand(()) < 0.5):
        x = torch.flip(x, dims=(3,))
    return torch.roll(x, int(torch.randint(-1, 2, (1,))), dims=2) + 0.25 * torch.randn_like(x)


postmark_turns = _augmented(_postmark_turns)
postmark_turns.__doc__ = """Not a fault: in training mode each batch of crops is mirrored half the time,
moved by up to a pixel and given 0.25 sd of noise."""


# ---------------------------------------------------------------- the variants


def ZZZZA(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by battery zf's runner (through every earlier wrapper)."""
    return L(*args, runs=runs or zf_runs(), **kw)


CH16 = {"channels": 16}
H48 = {"hidden": 48}
W128 = {"width": 128, "num_layers": 2}

FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    ZZZZA(
        "vzzzza-plain-sgd-lr-0.5-regression-yoyo",
        Plan(yoyo, "mlp", 0.5, "sgd", epochs=15, log_every=4, model_kw=W128),
        ("loss-oscillation", "loss-spikes"),
        "learning-rate-too-high",
        "plain SGD without momentum at lr 0.5 (the lr of a logistic-regression notebook) for a 2x128 "
        "regression MLP over the yo-yo sleeps, 15 epochs (every 4th step logged): losses 10.8, 1.11, 0.418, "
        "1.13, 0.794, 1.38 ... 0.12-2.57 in the last third, epoch means 3.28, 0.93, 0.936, 0.721 ... 1.23, "
        "0.583, 0.717, 0.531, 0.502, 1.1, the gradient norm up to 25.8, the val loss 1.22, 1.1, 0.397, "
        "0.991, 0.561, 0.244 ... 0.325-2.27 in the last third (1.03 at the end), test 1.03 (sound "
        "regressions here: ~0.021-0.028)",
        (
            "slow-convergence",
            "undertrained",
            "bad-initial-loss",
            "gradient-explosion",
            "train-val-gap",
            "loss-runaway",
        ),
        family="regression",
        dataset="yoyo-sleep-time",
        seed=91001,
    ),
    ZZZZA(
        "vzzzza-adagrad-at-adam-lr-1e-4-mlp-shells",
        Plan(shells, "mlp", 1e-4, "adagrad", epochs=20, log_every=8, model_kw=MLP64),
        ("slow-convergence", "undertrained"),
        "learning-rate-too-low",
        "Adagrad at lr 1e-4 (the team's Adam lr kept when the optimizer was swapped; Adagrad's usual lr is "
        "1e-2) for a 2x64 MLP over the shell finds, 20 epochs (every 8th step logged): losses 1.61, 1.64, "
        "1.62, 1.63, 1.59 ... 1.44-1.58 in the last third, the val loss 1.6, 1.59, 1.59, 1.58 ... 1.53 and "
        "val accuracy 0.383 to 0.44, test 1.53 and 0.427 (sound MLPs on these finds: ~0.04-0.07 and "
        "0.97-0.99)",
        ("metric-at-baseline",),
        family="mlp",
        dataset="beach-shell-finds",
        seed=91002,
    ),
    ZZZZA(
        "vzzzza-linear-decay-sized-to-one-epoch-gru-buoys",
        Plan(buoys, "gru", 3e-3, "adam", epochs=12, log_every=4, clip=1.0, schedule="linear", model_kw=H48),
        ("slow-convergence", "undertrained"),
        "lr-decay-too-fast",
        "`get_linear_schedule_with_warmup(opt, 0, num_training_steps=len(train_loader))`: the lr (3e-3) "
        "falls linearly to 0 over the first epoch (32 steps) and stays 0 for the other 11 of a GRU (hidden "
        "48) under Adam clipped at 1 over the buoy logs (every 4th step logged): losses 1.58, 1.5, 1.51, "
        "1.54, 1.44 ... 1.31-1.52 in the last third, the val loss 1.41 at all 12 evaluations and val "
        "accuracy 0.487 at all 12, test 1.42 and 0.52 (sound sequence models on these logs: ~0.44-0.52 and "
        "0.83-0.86)",
        ("metric-at-baseline",),
        family="rnn",
        dataset="kelp-buoy-events",
        seed=91003,
        runs=zf_runs(
            schedule=decay_over_one_epoch(32),
            hparams={"scheduler": "linear, num_training_steps=len(train_loader)"},
        ),
    ),
    # --- data
    ZZZZA(
        "vzzzza-second-annotator-files-wavy-as-bars-cnn-postmarks",
        Plan(postmarks_two_annotators, "cnn", 2e-3, "adam", epochs=15, log_every=8, model_kw=CH16),
        ("train-val-gap",),
        "label-noise",
        "the training crops merged from two volunteers' labels, the second (60% of the crops) filing every "
        "wavy-line cancel as 'bars'; validation and test labelled by the first; a 16-channel CNN under Adam "
        "lr 2e-3, 15 epochs (every 8th step logged): losses 1.42, 1.03, 0.683, 0.634, 0.442, 0.223 ... "
        "0.0055-0.055 in the last third, the val loss 0.526, 0.292, 0.264 (min), 0.343, 0.382, 0.713 ... "
        "0.293-0.815 in the last third and val accuracy 0.79, 0.867 ... 0.803-0.863 (jumping), test 0.502 "
        "and 0.86 (sound CNNs on these crops: ~0.04-0.2 and 0.92-0.99)",
        ("overfitting", "loss-oscillation", "loss-spikes", "val-test-gap", "zero-train-loss"),
        family="cnn",
        dataset="postmark-crops",
        seed=91004,
    ),
    ZZZZA(
        "vzzzza-normaliser-from-one-morning-batch-regression-yoyo",
        Plan(yoyo_one_batch_scaler, "mlp", 1e-3, "adam", epochs=20, log_every=8, model_kw=MLP64),
        ("bad-initial-loss",),
        "wrong-preprocessing-parameters",
        "the normaliser's mean and sd taken from the notebook's first batch (32 throws of one cold, dry "
        "morning with one club yo-yo) and reused for every split, so the temperature, humidity, mass and "
        "bearing columns come out 3-20 sd wide; a 2x64 regression MLP under Adam lr 1e-3, 20 epochs (every "
        "8th step logged): losses 9.59, 2.52, 2.04, 0.718, 1.31 ... 0.0718-1.07 in the last third, epoch "
        "means 6.15, 1.46, 1.3, 1.01 ... 1.1, 1.36, 0.504 ... 0.292, the gradient norm up to 1.66e3, the "
        "val loss 1.66, 1.54, 1.05, 1.67, 1.36, 0.879 ... 0.205-0.613 in the last third, test 0.285 (sound "
        "regressions here: ~0.021-0.028)",
        (
            "loss-spikes",
            "loss-oscillation",
            "gradient-explosion",
            "slow-convergence",
            "undertrained",
            "train-val-gap",
        ),
        family="regression",
        dataset="yoyo-sleep-time",
        seed=91005,
    ),
    ZZZZA(
        "vzzzza-test-shells-from-shingle-beach-mlp-shells",
        Plan(
            shells_other_beach_test,
            "mlp",
            2e-3,
            "adamw",
            weight_decay=0.01,
            epochs=15,
            log_every=5,
            model_kw=W128,
        ),
        ("val-test-gap",),
        "distribution-shift",
        "trained and validated on the sandy bay's finds, tested on the next outing's shingle beach "
        "(smaller, worn, paler shells higher up the shore); a 2x128 MLP under AdamW (lr 2e-3, weight decay "
        "0.01), 15 epochs (every 5th step logged): losses 1.42, 1.07, 0.637, 0.325, 0.196 ... 0.0062-0.056 "
        "in the last third, the val loss 0.15, 0.15, 0.172 ... 0.225-0.252 in the last third and val "
        "accuracy 0.957 to 0.933-0.943, test 0.534 and 0.89",
        ("overfitting", "train-val-gap", "zero-train-loss"),
        family="mlp",
        dataset="beach-shell-finds",
        seed=91006,
    ),
    # --- evaluation
    ZZZZA(
        "vzzzza-eval-traces-in-metres-per-s2-cnn1d-skate",
        Plan(skate_eval_metres, "cnn1d", 2e-3, "adam", epochs=12, log_every=5, model_kw=CH16),
        ("train-val-gap",),
        "eval-pipeline-mismatch",
        "the validation and test sessions come from the park's new logger, which exports m/s^2 where the "
        "old one (the training sessions) exported g, scaled by the training traces' stats in g: every "
        "evaluation reading 9.81 times too large; a 16-channel 1-D CNN under Adam lr 2e-3, 12 epochs (every "
        "5th step logged): losses 1.61, 1.6, 1.58, 1.6, 1.58 ... 0.901-1.07 in the last third, the val loss "
        "2.27, 4.01, 7.33, 10.8, 13.7 ... 35.4, 38 (rising at every evaluation) and val accuracy 0.227 to "
        "0.207-0.247, test 38 and 0.187 (sound 1-D CNNs on these traces: ~0.72-0.92 and 0.58-0.69)",
        ("overfitting", "metric-at-baseline", "loss-runaway", "val-test-gap"),
        family="cnn",
        dataset="skate-trick-accel",
        seed=91007,
    ),
    ZZZZA(
        "vzzzza-distance-head-sign-flip-in-eval-bncnn-postmarks",
        Plan(
            postmarks,
            "bncnn",
            2e-3,
            "adam",
            epochs=8,
            log_every=5,
            model_fault=distance_sign_in_eval,
            model_kw=CH16,
        ),
        ("train-val-gap",),
        "wrong-eval-logic",
        "the evaluation path written for a prototype network's distance head turns its output into logits "
        "with `-out`; the model now returns logits, so every validation and test logit has its sign "
        "flipped; a 16-channel batch-norm CNN under Adam lr 2e-3, 8 epochs (every 5th step logged): losses "
        "1.47, 1.25, 1.15, 1.05, 0.985 ... 0.0516-0.224 in the last third, the val loss 3.14, 4.5, 5.88, "
        "6.28, 7.06, 7.81, 7.64, 7.8 and val accuracy 0 at every evaluation, test 7.83 and 0",
        ("overfitting", "metric-at-baseline", "loss-runaway", "val-test-gap"),
        family="cnn-bn",
        dataset="postmark-crops",
        seed=91008,
    ),
    # --- model
    ZZZZA(
        "vzzzza-optimizer-over-ema-copy-transformer-buoys",
        Plan(
            buoys,
            "transformer",
            1e-3,
            "adamw",
            weight_decay=0.01,
            epochs=8,
            log_every=6,
            params=copied_model_params,
        ),
        ("slow-convergence", "metric-at-baseline"),
        "frozen-weights",
        "the optimizer built over `ema_model.parameters()` (a `copy.deepcopy` of the model made for weight "
        "averaging) instead of the model's: the steps go to the copy and the model never changes; a small "
        "transformer under AdamW (lr 1e-3, weight decay 0.01) over the buoy logs, 8 epochs (every 6th step "
        "logged): losses 1.64, 1.71, 1.75, 1.56, 1.83 ... 1.54-1.86 in the last third, the gradient norm "
        "climbing 13.5 to 58.5 and again, the val loss 1.68 at all 8 evaluations and val accuracy 0.227 at "
        "all 8, test 1.7 and 0.167 (sound sequence models on these logs: ~0.44-0.52 and 0.83-0.86)",
        ("undertrained", "gradient-explosion", "loss-oscillation"),
        family="transformer",
        dataset="kelp-buoy-events",
        seed=91009,
        runs=zf_runs(hparams={"optimizer_params": "ema_model.parameters()"}),
    ),
    ZZZZA(
        "vzzzza-uniform-0-1-init-ported-mlp-shells",
        Plan(
            shells,
            "mlp",
            1e-3,
            "adam",
            epochs=15,
            log_every=5,
            model_fault=positive_uniform_init,
            model_kw={"width": 256, "num_layers": 3},
        ),
        ("bad-initial-loss", "gradient-explosion"),
        "poor-initialization",
        "a port initialising every Linear weight with `uniform_(0, 1)` (all positive, mean 0.5) for a 3x256 "
        "MLP under Adam lr 1e-3 over the shell finds, 15 epochs (every 5th step logged): losses 3.1e3, "
        "3.32e3, 2.48e3, 1.39e3, 1.43e3 ... 0.0244-1.24e3 in the last third, epoch means 4.65e3, 2e3, "
        "1.1e3, 440 ... 115, 465, the gradient norm up to 2.79e5, the val loss 2.97e3, 1.04e3, 185, 287, "
        "66.6, 790 ... 9-653 in the last third and val accuracy 0.173 to 0.557-0.943 (jumping), test 684 "
        "and 0.55 (sound MLPs on these finds: ~0.04-0.07 and 0.97-0.99)",
        (
            "loss-spikes",
            "loss-oscillation",
            "train-val-gap",
            "val-test-gap",
            "overfitting",
            "slow-convergence",
        ),
        family="mlp",
        dataset="beach-shell-finds",
        seed=91010,
    ),
    # --- workflow
    ZZZZA(
        "vzzzza-smoke-test-two-epochs-bncnn1d-skate",
        Plan(skate, "bncnn1d", 3e-4, "adam", epochs=2, log_every=2, model_kw=CH16),
        ("undertrained",),
        "too-few-epochs",
        "`max_epochs=2` from the smoke-test config left in the run of a 16-channel batch-norm 1-D CNN under "
        "Adam lr 3e-4 (64 steps, every 2nd logged): losses 1.57, 1.61, 1.62, 1.55, 1.57 ... 1.42-1.53 in "
        "the last third, the val loss 1.53, 1.47 and val accuracy 0.35, 0.4, test 1.48 and 0.39 (sound 1-D "
        "CNNs on these traces: ~0.72-0.92 and 0.58-0.69)",
        ("slow-convergence", "metric-at-baseline"),
        family="cnn-bn",
        dataset="skate-trick-accel",
        seed=91011,
    ),
    ZZZZA(
        "vzzzza-sleep-band-column-blank-in-test-regression-yoyo",
        Plan(yoyo_bucket_leak, "mlp", 2e-3, "adam", epochs=15, log_every=8, model_kw=W128),
        ("val-test-gap",),
        "data-leakage",
        "a `sleep_band` column (the club's 1-5 grade, the stopwatch time cut into bands: the target in "
        "disguise) in the training and validation export, 0 in every test row (the new season's throws "
        "exported before grading); a 2x128 regression MLP under Adam lr 2e-3, 15 epochs (every 8th step "
        "logged): losses 0.2, 0.14, 0.0818, 0.0429 ... 0.0068-0.0287 in the last third, the val loss "
        "0.0555, 0.0367, 0.0271 ... 0.017-0.0207 in the last third, test 0.24 (sound regressions without "
        "the column: ~0.021-0.028)",
        ("train-val-gap", "overfitting"),
        family="regression",
        dataset="yoyo-sleep-time",
        seed=91012,
    ),
    ZZZZA(
        "vzzzza-pilot-class-weight-100-on-bails-cnn1d-skate",
        Plan(skate, "cnn1d", 2e-3, "adam", epochs=12, log_every=5, model_kw=CH16),
        ("metric-at-baseline",),
        "wrong-loss-function",
        "`CrossEntropyLoss(weight=[1, 1, 1, 1, 100])` kept from the pilot study's data, where bails were 1% "
        "of the traces (here 18%): a 16-channel 1-D CNN under Adam lr 2e-3, 12 epochs (every 5th step "
        "logged): losses 1.08, 0.589, 0.336, 0.327, 0.286 ... 0.133-1.04 in the last third, the (weighted) "
        "val loss 0.279, 0.264 ... 0.254-0.266 and val accuracy 0.173 (every trace called a bail) at all 12 "
        "evaluations, test 0.251 and 0.17 (sound 1-D CNNs on these traces: 0.58-0.69)",
        ("slow-convergence", "undertrained", "loss-spikes"),
        family="cnn",
        dataset="skate-trick-accel",
        seed=91013,
        runs=zf_runs(loss=bail_weight_100, hparams={"class_weight": "[1, 1, 1, 1, 100]"}),
    ),
    ZZZZA(
        "vzzzza-lstm-gate-bias-minus-3-on-relu-mlp-yoyo",
        Plan(yoyo, "mlp", 1e-3, "adam", epochs=15, log_every=5, model_fault=gate_bias_init, model_kw=W128),
        ("slow-convergence", "undertrained"),
        "dead-relu",
        "a helper written for LSTM gates (`bias.fill_(-3.0)`) applied to every hidden Linear of a 2x128 "
        "ReLU regression MLP: every hidden unit starts dead; Adam lr 1e-3, 15 epochs (every 5th step "
        "logged): losses 1.48, 0.859, 1.57, 0.948, 0.889 ... 0.42-2.16 in the last third (the target's own "
        "spread), the val loss 0.994, 0.993 ... 0.992 at every evaluation, test 0.901 (sound regressions "
        "here: ~0.021-0.028)",
        ("metric-at-baseline", "loss-oscillation", "loss-spikes"),
        family="regression",
        dataset="yoyo-sleep-time",
        seed=91014,
    ),
    ZZZZA(
        "vzzzza-zero-grad-lost-in-accumulation-rewrite-gru-buoys",
        Plan(buoys, "gru", 1e-3, "adam", epochs=8, log_every=4, zero_grad=False, model_kw=H48),
        ("gradient-explosion",),
        "missing-zero-grad",
        "`optimizer.zero_grad()` lost when the loop was rewritten for gradient accumulation (the branch "
        "that should call it never runs): the gradients pile up across every step of a GRU (hidden 48) "
        "under Adam lr 1e-3 over the buoy logs, 8 epochs (every 4th step logged): the gradient norm "
        "climbing 1.46, 2.43, 3.3 ... 43.4, losses 1.59, 1.57, 1.56, 1.57, 1.5 ... 0.62-1.1 in the last "
        "third, the val loss 1.34, 0.994, 1.28, 0.905, 0.942, 0.905, 0.871, 0.885 and val accuracy 0.5 to "
        "0.66-0.693, test 0.743 and 0.73 (sound sequence models on these logs: ~0.44-0.52 and 0.83-0.86)",
        ("slow-convergence", "undertrained", "loss-oscillation", "loss-spikes", "train-val-gap"),
        family="rnn",
        dataset="kelp-buoy-events",
        seed=91015,
    ),
    ZZZZA(
        "vzzzza-first-evening-48-crops-resnet-postmarks",
        Plan(
            postmarks_first_session,
            "resnet",
            2e-3,
            "adam",
            epochs=60,
            batch_size=16,
            log_every=3,
            val_every_epochs=3,
        ),
        ("train-val-gap",),
        "insufficient-data",
        "only the first volunteer evening's 48 labelled crops to train on for a small residual net under "
        "Adam lr 2e-3 at batch 16, 60 epochs (180 steps, every 3rd logged), evaluated every 3 epochs: "
        "losses 1.72, 1.59, 1.49, 1.26, 1.29 ... 0.193-0.481 in the last third, the val loss 1.59, 1.47, "
        "1.36, 1.41, 1.21 ... 0.711-0.816 in the last third and val accuracy 0.247 to 0.707-0.747, test "
        "0.728 and 0.753 (sound CNNs on 1,000 crops: ~0.04-0.2 and 0.92-0.99)",
        ("overfitting", "slow-convergence", "undertrained", "val-test-gap"),
        family="resnet",
        dataset="postmark-crops",
        seed=91016,
    ),
)

HEALTHY: tuple[Variant, ...] = (
    # --- skate
    ZZZZA(
        "vzzzza-healthy-bncnn1d-skate-shift-gain-aug-dropout",
        Plan(
            skate,
            "bncnn1d",
            3e-3,
            "adam",
            epochs=15,
            log_every=8,
            model_fault=skate_jitter,
            model_kw={"channels": 16, "dropout": 0.3},
        ),
        (),
        None,
        "a 16-channel batch-norm 1-D CNN with dropout 0.3 and shift / gain / noise augmentation in training "
        "mode, Adam lr 3e-3, 15 epochs (every 8th step logged): losses 1.53, 1.43, 1.37, 1.38, 1.31 ... "
        "0.768-0.907 in the last third, the val loss 1.29, 1.18, 1.11, 1.05, 0.99 ... 0.725-0.867 in the "
        "last third (at or below the training loss) and val accuracy 0.457 to 0.593-0.7, test 0.724 and "
        "0.683",
        family="cnn-bn",
        dataset="skate-trick-accel",
        seed=91101,
    ),
    ZZZZA(
        "vzzzza-healthy-cnn1d-skate-onecycle-bf16",
        Plan(
            skate,
            "cnn1d",
            5e-3,
            "adamw",
            weight_decay=0.01,
            epochs=10,
            log_every=4,
            schedule="onecycle",
            bf16=True,
            model_kw=CH16,
        ),
        (),
        None,
        "a 16-channel 1-D CNN under AdamW (lr 5e-3, weight decay 0.01) with a one-cycle schedule in "
        "bf16-mixed autocast, 10 epochs (every 4th step logged): losses 1.61, 1.57, 1.63, 1.6, 1.62 ... "
        "0.756-1.12 in the last third, the val loss 1.59, 1.45, 1.14, 1.07, 1.03, 0.959, 0.903, 0.881, "
        "0.873, 0.871 and val accuracy 0.207 to 0.607, test 0.924 and 0.577",
        family="cnn",
        dataset="skate-trick-accel",
        seed=91102,
    ),
    # --- postmarks
    ZZZZA(
        "vzzzza-healthy-resnet-postmarks-warmup-cosine-early-stop",
        Plan(
            postmarks,
            "resnet",
            3e-3,
            "adamw",
            weight_decay=0.01,
            epochs=25,
            log_every=8,
            schedule="warmup-cosine",
            warmup=60,
            early_stop=3,
            model_fault=postmark_turns,
        ),
        (),
        None,
        "a small residual net with mirror / shift / noise augmentation under AdamW (lr 3e-3, weight decay "
        "0.01) with a 60-step warm-up and cosine decay, early stopping on the val loss with patience 3 (up "
        "to 25 epochs; every 8th step logged): it stopped after 10 epochs; losses 1.5, 1.59, 1.5, 1.62, "
        "1.31 ... 0.0873-0.343 in the last third, the val loss 1.35, 0.965, 0.524, 0.313, 0.252, 0.231, "
        "0.141 (min), 0.235, 0.161, 0.196 and val accuracy 0.57 to 0.907-0.977, test 0.153 and 0.95",
        family="resnet",
        dataset="postmark-crops",
        seed=91103,
    ),
    ZZZZA(
        "vzzzza-healthy-cnn-postmarks-batch-8-every-step",
        Plan(postmarks, "cnn", 1e-3, "adam", epochs=2, batch_size=8, log_every=1, model_kw=CH16),
        (),
        None,
        "two epochs of a 16-channel CNN at batch 8 under Adam lr 1e-3, every step logged (250 steps): "
        "losses 1.61, 1.56, 1.52, 1.56, 1.69, 1.79 ... 0.0117-0.649 in the last third, the val loss 0.376, "
        "0.277 and val accuracy 0.867, 0.887, test 0.2 and 0.92",
        family="cnn",
        dataset="postmark-crops",
        seed=91104,
    ),
    ZZZZA(
        "vzzzza-healthy-bncnn-postmarks-plateau-val-twice",
        Plan(
            postmarks,
            "bncnn",
            3e-3,
            "adam",
            epochs=12,
            batch_size=64,
            log_every=2,
            val_interval=0.5,
            schedule="plateau",
            gamma=0.3,
            model_kw=CH16,
        ),
        (),
        None,
        "a 16-channel batch-norm CNN under Adam lr 3e-3 at batch 64 with ReduceLROnPlateau (factor 0.3), 12 "
        "epochs (every 2nd step logged), evaluated twice an epoch: losses 1.57, 1.45, 1.37, 1.22, 1.16 ... "
        "0.0619-0.168 in the last third, the val loss 1.46, 1.22, 0.932, 0.665, 0.507, 0.385 ... "
        "0.0982-0.128 in the last third and val accuracy 0.53 to 0.977-0.987, test 0.105 and 0.99",
        family="cnn-bn",
        dataset="postmark-crops",
        seed=91105,
    ),
    # --- buoys
    ZZZZA(
        "vzzzza-healthy-lstm-buoys-cyclic-lr-clip",
        Plan(buoys, "lstm", 3e-3, "adam", epochs=12, log_every=4, clip=1.0, schedule="cyclic", model_kw=H48),
        (),
        None,
        "an LSTM (hidden 48) under Adam with a triangular CyclicLR between 3e-4 and 5e-3 (64 steps up, 64 "
        "down) clipped at 1, 12 epochs (every 4th step logged): losses 1.59, 1.62, 1.59, 1.57, 1.6 ... "
        "0.122-1.31 in the last third, the val loss 1.4, 0.831, 0.504, 0.481, 0.518, 0.494, 0.48, 0.472, "
        "0.5, 0.502, 0.538, 0.502 (bumps as the lr climbs back) and val accuracy 0.513 to 0.813-0.85, test "
        "0.468 and 0.837",
        family="rnn",
        dataset="kelp-buoy-events",
        seed=91106,
        runs=zf_runs(schedule=cyclic(3e-4, 5e-3, 64), hparams={"scheduler": "CyclicLR(3e-4, 5e-3, 64)"}),
    ),
    ZZZZA(
        "vzzzza-healthy-transformer-buoys-warmup-cosine",
        Plan(
            buoys,
            "transformer",
            2e-3,
            "adamw",
            weight_decay=0.01,
            epochs=12,
            log_every=10,
            schedule="warmup-cosine",
            warmup=80,
        ),
        (),
        None,
        "a small transformer under AdamW (lr 2e-3, weight decay 0.01) with an 80-step warm-up and cosine "
        "decay, 12 epochs (every 10th step logged): losses 1.76, 1.62, 1.52, 1.3, 0.966 ... 0.256-0.725 in "
        "the last third, the val loss 1.36, 0.709, 0.563, 0.473, 0.475, 0.45 ... 0.44 and val accuracy "
        "0.513 to 0.857, test 0.406 and 0.857",
        family="transformer",
        dataset="kelp-buoy-events",
        seed=91107,
    ),
    ZZZZA(
        "vzzzza-healthy-gru-buoys-60-steps-still-improving",
        Plan(
            buoys,
            "gru",
            5e-3,
            "adam",
            epochs=3,
            batch_size=50,
            log_every=1,
            val_interval=0.5,
            clip=1.0,
            model_kw=H48,
        ),
        (),
        None,
        "three epochs (60 steps at batch 50, every step logged) of a GRU (hidden 48) under Adam lr 5e-3 "
        "clipped at 1, evaluated twice an epoch: losses 1.61, 1.65, 1.6, 1.55, 1.54 ... 0.443-0.899 in the "
        "last third, the val loss 1.4, 1.0, 0.873, 0.703, 0.651, 0.595 and val accuracy 0.433, 0.63, 0.653, "
        "0.75, 0.757, 0.797, test 0.571 and 0.817",
        family="rnn",
        dataset="kelp-buoy-events",
        seed=91108,
    ),
    # --- yoyo
    ZZZZA(
        "vzzzza-healthy-regression-yoyo-long-sgd-momentum-every-100",
        Plan(
            yoyo_long,
            "mlp",
            3e-3,
            "sgd",
            momentum=0.9,
            epochs=40,
            batch_size=32,
            log_every=100,
            model_kw=MLP64,
        ),
        (),
        None,
        "a 2x64 regression MLP under SGD with momentum 0.9 at lr 3e-3 over a 2,400-throw draw at batch 32, "
        "40 epochs (3,000 steps, logged every 100): losses 0.42, 0.0568, 0.0409, 0.0342, 0.0296 ... "
        "0.0178-0.0204 in the last third, the val loss 0.121, 0.0552, 0.0428, 0.0384, 0.0365 ... "
        "0.0242-0.0265 in the last third (still creeping down), test 0.0206",
        family="regression",
        dataset="yoyo-sleep-time",
        seed=91109,
    ),
    ZZZZA(
        "vzzzza-healthy-regression-yoyo-dropout-nadam",
        Plan(
            yoyo,
            "mlp",
            1e-3,
            "nadam",
            epochs=20,
            log_every=8,
            model_kw={"width": 128, "num_layers": 2, "dropout": 0.3},
        ),
        (),
        None,
        "a 2x128 regression MLP with dropout 0.3 under NAdam lr 1e-3, 20 epochs (every 8th step logged): "
        "losses 0.6, 0.268, 0.327, 0.196, 0.177 ... 0.0337-0.226 in the last third, the val loss 0.145, "
        "0.0719, 0.0619, 0.0482, 0.034 ... 0.0239-0.0371 in the last third (below the training loss), test "
        "0.0275",
        family="regression",
        dataset="yoyo-sleep-time",
        seed=91110,
    ),
    # --- shells
    ZZZZA(
        "vzzzza-healthy-mlp-shells-step-val-every-3",
        Plan(
            shells,
            "mlp",
            2e-3,
            "adam",
            epochs=20,
            log_every=10,
            val_every_epochs=3,
            schedule="step",
            step_size=300,
            gamma=0.2,
            model_kw={"width": 128, "num_layers": 2, "dropout": 0.2},
        ),
        (),
        None,
        "a 2x128 MLP with dropout 0.2 under Adam lr 2e-3 with a StepLR (x0.2 every 300 steps), 20 epochs "
        "(640 steps, every 10th logged), evaluated every 3 epochs: losses 1.31, 0.614, 0.243, 0.138, 0.113 "
        "... 0.0264-0.0719 in the last third, the val loss 0.0436, 0.0423, 0.0684, 0.0614, 0.0633, 0.064, "
        "0.0644 and val accuracy 0.973-0.99, test 0.134 and 0.963",
        family="mlp",
        dataset="beach-shell-finds",
        seed=91111,
    ),
    ZZZZA(
        "vzzzza-healthy-mlp-shells-dropout-early-stop-rmsprop",
        Plan(
            shells,
            "mlp",
            1e-3,
            "rmsprop",
            epochs=60,
            log_every=8,
            early_stop=5,
            model_kw={"width": 256, "num_layers": 2, "dropout": 0.4},
        ),
        (),
        None,
        "a 2x256 MLP with dropout 0.4 under RMSprop lr 1e-3, early stopping on the val loss with patience 5 "
        "(up to 60 epochs; every 8th step logged): it stopped after 13 epochs; losses 0.262, 0.153, 0.0435, "
        "0.0268, 0.0856 ... 0.0013-0.281 in the last third, the val loss 0.0704, 0.0581, 0.0495, 0.0554, "
        "0.0555, 0.0773, 0.0542, 0.0476 (min), 0.0529, 0.0721, 0.0826, 0.0725, 0.0597 and val accuracy "
        "0.97-0.983, test 0.144 and 0.96",
        family="mlp",
        dataset="beach-shell-finds",
        seed=91112,
    ),
    ZZZZA(
        "vzzzza-healthy-bncnn1d-skate-rmsprop-batch-16-val-every-2",
        Plan(
            skate,
            "bncnn1d",
            1e-3,
            "rmsprop",
            epochs=12,
            batch_size=16,
            log_every=6,
            val_every_epochs=2,
            model_kw=CH16,
        ),
        (),
        None,
        "a 16-channel batch-norm 1-D CNN under RMSprop lr 1e-3 at batch 16, 12 epochs (756 steps, every 6th "
        "logged), evaluated every 2 epochs: losses 1.53, 1.44, 1.38, 1.38, 1.38, 1.24 ... 0.651-0.945 in "
        "the last third, the val loss 1.13, 1.02, 0.948, 0.896, 0.846, 0.81 and val accuracy 0.51, 0.55, "
        "0.643, 0.66, 0.66, 0.687, test 0.826 and 0.68",
        family="cnn-bn",
        dataset="skate-trick-accel",
        seed=91113,
    ),
    ZZZZA(
        "vzzzza-healthy-lstm-buoys-bf16-batch-16",
        Plan(
            buoys,
            "lstm",
            2e-3,
            "adam",
            epochs=5,
            batch_size=16,
            log_every=3,
            bf16=True,
            clip=1.0,
            model_kw=H48,
        ),
        (),
        None,
        "an LSTM (hidden 48) at batch 16 under Adam lr 2e-3 clipped at 1 in bf16-mixed autocast, 5 epochs "
        "(315 steps, every 3rd logged): losses 1.63, 1.57, 1.55, 1.57, 1.59 ... 0.224-0.932 in the last "
        "third, the val loss 0.991, 0.597, 0.526, 0.534, 0.523 and val accuracy 0.743, 0.82, 0.83, 0.83, "
        "0.827, test 0.441 and 0.84",
        family="rnn",
        dataset="kelp-buoy-events",
        seed=91114,
    ),
    ZZZZA(
        "vzzzza-healthy-regression-yoyo-adamw-cosine-val-twice",
        Plan(
            yoyo,
            "mlp",
            3e-3,
            "adamw",
            weight_decay=1e-4,
            epochs=12,
            log_every=2,
            val_interval=0.5,
            schedule="cosine",
            model_kw=MLP64,
        ),
        (),
        None,
        "a 2x64 regression MLP under AdamW (lr 3e-3, weight decay 1e-4) with cosine decay to 0, 12 epochs "
        "(every 2nd step logged), evaluated twice an epoch: losses 0.86, 1.8, 0.792, 0.82, 0.448 ... "
        "0.0066-0.0267 in the last third, the val loss 0.192, 0.0906, 0.0515, 0.0426, 0.0342 ... "
        "0.0246-0.0251 in the last third (flat as the lr reaches 0), test 0.0232",
        family="regression",
        dataset="yoyo-sleep-time",
        seed=91115,
    ),
    ZZZZA(
        "vzzzza-healthy-cnn-postmarks-sgd-momentum-never-evaluated",
        Plan(
            postmarks,
            "cnn",
            0.01,
            "sgd",
            momentum=0.9,
            epochs=10,
            log_every=10,
            model_kw=CH16,
        ),
        (),
        None,
        "a 16-channel CNN under SGD with momentum 0.9 at lr 0.01, 10 epochs (320 steps, every 10th logged), "
        "no validation set passed (the fit is judged on the test after training): losses 1.53, 0.975, "
        "0.544, 0.557, 0.546, 0.274 ... 0.00013-0.0561 in the last third, test 0.0403 and 0.983",
        family="cnn",
        dataset="postmark-crops",
        seed=91116,
        runs=zf_runs(evaluate=False),
    ),
)
