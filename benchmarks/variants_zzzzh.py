"""Variant battery zzzzh: a look-alike of an external held-out suite, real framework runs (`--battery zzzzh`).

    nice -n 10 python benchmarks/variants.py --battery zzzzh --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery zzzzh [--runs]

Like batteries d-zzzzg, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is the log),
trained by battery d's runner through the earlier batteries' wrappers (battery zf's runner, battery ze's
LambdaLR schedules, battery j's replaced loss), battery zj's model and augmentation wrappers and this
battery's own hooks (a one-cycle squeezed into a tenth of the run, a loss multiplied by a world size of 8,
an evaluation loader shuffled against labels read in order, ReLU biases at -2, an optimizer over a deep
copy of the net, a xavier gain of 8, a training cross-entropy that ignores class 0), so each case can
run in each of the three layouts; the layout rotation of variants.py picks one.
It was written blind: its author trained it with `--train-only`, read the raw logged numbers of each
run, and never diagnosed or scored it, so it is held-out data for the tool.
Its halves are even (one fault each, one cause a case, spread over every family of cause: optimisation,
data, evaluation, model, workflow), injected into data sets no battery had at a realistic strength, in
forms earlier batteries did not use (see each case's description and each hook's docstring).
The data sets are new, all made offline with numpy from known generating models (see each generator): a
barograph's 48-hour pressure traces by the forecaster's weather label (settled, rising, falling, cold
front, squall; 64 readings), 12x12 patches of hurricane satellite imagery (clear sky, scattered cumulus,
a rainband, an eye wall, cirrus), a juggling tracker's throw and catch event logs by the pattern
(cascade, shower, fountain, mills mess, learner; left-padded to 20), a hedgehog rescue's weekly weight
gains over winter care (from the intake weight, the age, the parasite load, the food and the pen;
standardised) and a garnet lab's species labels (pyrope, almandine, spessartine, grossular, andradite)
from ten microprobe measurements.
Runs of 15 to ~2,500 steps: MLPs (2x64 to 3x128, dropout), 2-D CNNs with and without batch norm, a
small residual net, 1-D CNNs with and without batch norm, GRU and LSTM readers of the juggling logs,
small transformers and regression MLPs; SGD (with momentum), Adam, AdamW, NAdam, RMSprop, Adamax;
constant, cosine, warm-up + cosine, one-cycle, step, plateau and triangular cyclic (LambdaLR) schedules;
bf16-mixed autocast, noise and shift augmentation, dropout, early stopping, clipping; batches of 8 to 64;
cadences from every step to once every 100 steps, evaluations four times an epoch, twice an epoch, once
an epoch, every 3 epochs or never.
The faulty half: a one-cycle whose total_steps is a tenth of the run, a loss multiplied by a world size
of 8 on one process under SGD, `batch_size=len(train_ds)` from a debugging config (one step an epoch),
an Adam lr of 3e-6 from a linear scaling rule applied twice, training traces exported newest reading
first, infrared training patches against visible validation and test patches, a release-sheet column
that holds the target in the training and validation sheets, 35% of the training grains from an old
sheet with two species' codes swapped, validation and test traces standardised per trace, a shuffled
evaluation loader scored against labels in stored order, ReLU biases initialised at -2, an optimizer
built over a deep copy of the net, a xavier initialiser with gain 8, a training cross-entropy with
ignore_index=0 on a real class, early stopping with patience 1 counted in quarter-epoch validations and
a test on the "best" checkpoint of a monitor of the training loss in mode "max".
The healthy half holds sound runs a naive reader can take for a fault (see the healthy cases'
descriptions): a validation loss below the training loss under shift-and-noise augmentation and dropout,
batch-8 noise logged every step over a one-epoch run, a one-cycle in bf16 evaluated twice an epoch, a
val bump before a step cut, a 50-step run still improving, a warm-up + cosine transformer evaluated
every 3 epochs, a triangular cyclic lr's wavy loss, a run never evaluated, a slow SGD regression over
2,520 steps logged every 100, a cosine regression in bf16 at batch 16 with dropout, early stopping with
plateau cuts (twice), an Adamax run evaluated four times an epoch, a warm-up bump under a cosine, early
stopping with patience 3 and an exponential decay in bf16 at batch 64 with the val loss below the
training loss.
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


# ---------------------------------------------------------------- data sets no battery has


WEATHER = ("settled", "rising", "falling", "cold-front", "squall")


def _barograph(seed: int, n: int, length: int = 64) -> tuple[Any, Any]:
    """A barograph's 48-hour pressure traces (hPa, 64 readings), labelled by the forecaster: settled (a
    level pressure), rising (a climb of 6-14 hPa), falling (a drop of 6-14 hPa), a cold front (a slow
    fall of 3-8 hPa then a sharp rise of 4-9 hPa) or a squall (a sudden jump of 2-5 hPa and a slow
    decay). Every trace has the semi-diurnal tide (0.6-1.4 hPa, 12 h), a base level of 995-1,030 hPa
    (each trace's mean removed, as the station logs it), a slow wander and the instrument's noise (sd
    0.3-0.6), so sound 1-D CNNs stop near 0.7-0.9."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.24, 0.19, 0.19, 0.19, 0.19])
    t = np.arange(length, dtype=float)
    x = np.zeros((n, length))
    for i in range(n):
        c = int(y[i])
        at = rng.uniform(14, 50)
        if c == 0:
            shape = np.zeros(length)
        elif c in (1, 2):
            shape = (1 if c == 1 else -1) * rng.uniform(6, 14) / (1 + np.exp(-(t - at) / rng.uniform(4, 10)))
        elif c == 3:
            fall = rng.uniform(3, 8) * np.clip((t - at + 20) / 20, 0, 1)
            shape = -fall + rng.uniform(4, 9) / (1 + np.exp(-(t - at) / 0.8))
        else:
            shape = rng.uniform(2, 5) * (t > at) * np.exp(-np.maximum(t - at, 0) / rng.uniform(5, 15))
        tide = rng.uniform(0.6, 1.4) * np.sin(2 * np.pi * t / 16 + rng.uniform(0, 6))
        wander = np.cumsum(rng.normal(0, 0.05, length))
        x[i] = rng.uniform(995, 1030) + shape + tide + wander + rng.normal(0, rng.uniform(0.3, 0.6), length)
    x = x - x.mean(1, keepdims=True)  # the station's long-run level taken out
    return x, y


def barograph(
    seed: int = 98101, sizes: tuple[int, int, int] = SIZES, name: str = "barograph-traces"
) -> Splits:
    """The traces (N, 64), centred and scaled by the training traces' mean and sd, 5 classes."""
    x, y = _barograph(seed, sum(sizes))
    return _signal_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def barograph_eval_per_trace_standardised() -> Splits:
    """The bug: the evaluation script standardises each validation and test trace by its own mean and
    sd (`(x - x.mean(1)) / x.std(1)`, the inference service's normaliser), while the training traces are
    scaled by the training set's global mean and sd: at evaluation every trace has unit spread, a
    settled trace's noise as tall as a front's jump."""

    x, y = _barograph(98102, sum(SIZES))
    mu, sd = _stats(x[: SIZES[0]])
    x = x.copy()
    n = SIZES[0]
    rows = x[n:]
    x[n:] = (rows - rows.mean(1, keepdims=True)) / rows.std(1, keepdims=True) * sd + mu
    return _signal_splits(x, y, SIZES, "barograph-traces", (mu, sd))


def barograph_train_export_newest_first() -> Splits:
    """The bug: the training traces were exported from the logger's archive, which stores each trace
    newest reading first, while the validation and test traces come from its live API (oldest first):
    every training trace runs backwards in time (a rise reads as a fall, a front's sharp rise before its
    slow fall)."""
    x, y = _barograph(98104, sum(SIZES))
    x = x.copy()
    x[: SIZES[0]] = x[: SIZES[0], ::-1]
    return _signal_splits(x, y, SIZES, "barograph-traces", _stats(x[: SIZES[0]]))


CLOUDS = ("clear", "cumulus", "rainband", "eye-wall", "cirrus")


def _hurricane(seed: int, n: int) -> tuple[Any, Any]:
    """12x12 patches of hurricane satellite imagery (visible brightness), labelled by the analyst: clear
    sky (a dark sea), scattered cumulus (4-9 small bright puffs), a rainband (a bright curved band), an
    eye wall (a bright ring around a dark centre, part of it in the patch) or cirrus (a broad veil with
    streaks). Each patch has a brightness gradient, a contrast of 0.6-1.2 and a noise of sd 0.3-0.55, so
    sound CNNs stop near 0.8-0.9."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.22, 0.2, 0.2, 0.2, 0.18])
    yy, xx = np.mgrid[0:12, 0:12].astype(float)
    x = np.zeros((n, 12, 12))
    for i in range(n):
        c = int(y[i])
        img = rng.normal(0, 0.3) * (xx - 5.5) / 6 + rng.normal(0, 0.3) * (yy - 5.5) / 6
        if c == 1:
            for _ in range(int(rng.integers(4, 10))):
                bx, by = rng.uniform(0, 12), rng.uniform(0, 12)
                img += 1.5 * np.exp(-((xx - bx) ** 2 + (yy - by) ** 2) / (2 * rng.uniform(0.5, 1.0) ** 2))
        if c == 2:
            cx, cy, r = rng.uniform(-10, 22), rng.uniform(-10, 22), rng.uniform(8, 14)
            dist = np.abs(np.hypot(xx - cx, yy - cy) - r)
            img += 1.8 * np.exp(-(dist**2) / (2 * rng.uniform(0.8, 1.6) ** 2))
        if c == 3:
            cx, cy, r = rng.uniform(3, 9), rng.uniform(3, 9), rng.uniform(2.5, 4.0)
            rad = np.hypot(xx - cx, yy - cy)
            img += 2.0 * (rad > r) * np.exp(-((rad - r) ** 2) / 8) - 0.8 * (rad < r)
        if c == 4:
            angle = rng.uniform(0, np.pi)
            along = (xx - 5.5) * np.cos(angle) + (yy - 5.5) * np.sin(angle)
            img += 0.9 + 0.5 * np.sin(along * rng.uniform(1.5, 2.5))
        x[i] = rng.uniform(0.6, 1.2) * img + rng.normal(0, rng.uniform(0.3, 0.55), (12, 12))
    return x, y


def hurricane(
    seed: int = 98201, sizes: tuple[int, int, int] = SIZES, name: str = "hurricane-cloud-patches"
) -> Splits:
    """The patches as (N, 1, 12, 12), centred and scaled by the training patches' mean and sd, 5 classes."""
    x, y = _hurricane(seed, sum(sizes))
    return _patch_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def hurricane_infrared_train() -> Splits:
    """The bug: the training patches were cut from the infrared channel (cold cloud tops bright, so the
    brightness runs opposite to the visible channel's and the sea is the brightest part), while the
    validation and test patches come from the visible channel the deployed model reads."""
    x, y = _hurricane(98202, sum(SIZES))
    x = x.copy()
    x[: SIZES[0]] = 1.5 - 1.1 * x[: SIZES[0]]
    return _patch_splits(x, y, SIZES, "hurricane-cloud-patches", _stats(x[: SIZES[0]]))


JUGGLE_EVENTS = (
    "<pad>",
    "throw-left",
    "throw-right",
    "catch-left",
    "catch-right",
    "high-throw",
    "low-throw",
    "cross",
    "under-leg",
    "behind-back",
    "drop",
    "pickup",
    "clap",
    "pause",
    "spin",
)
PATTERNS = ("cascade", "shower", "fountain", "mills-mess", "learner")
_JUGGLE_FAVOURED = ((1, 4, 2, 3), (5, 6, 1, 3), (1, 3, 2, 4), (7, 9, 8, 14), (10, 11, 13, 6))
_JUGGLE_LENGTHS = ((10, 20), (8, 18), (9, 19), (7, 16), (6, 15))


def _juggling(seed: int, n: int, length: int = 20) -> tuple[Any, Any]:
    """A juggling tracker's event logs over a run of throws (throws and catches by hand, high and low
    throws, crosses, tricks under the leg and behind the back, drops, pickups, claps, pauses, spins; ids
    1-14, 0 pads on the left), labelled by the coach's pattern: a cascade, a shower, a fountain, mills
    mess or a learner's run. Each pattern is a Markov chain over one shared random base tilted towards
    its four favoured events, and 25% of the events are replaced by a random one (the camera's
    mistakes), so sound sequence models stop near 0.6-0.8."""
    import numpy as np

    rng = np.random.default_rng(seed)
    base = np.random.default_rng(98300).dirichlet(np.ones(14) * 0.6, size=14)
    chains = []
    for favoured in _JUGGLE_FAVOURED:
        tilt = np.zeros((14, 14))
        tilt[:, [f - 1 for f in favoured]] = 0.16
        chain = base + tilt
        chains.append(chain / chain.sum(1, keepdims=True))
    y = rng.choice(5, n, p=[0.24, 0.19, 0.19, 0.19, 0.19])
    x = np.zeros((n, length), dtype=np.int64)
    for i in range(n):
        c = int(y[i])
        size = int(rng.integers(*_JUGGLE_LENGTHS[c]))
        state = int(rng.integers(0, 14))
        events = []
        for _ in range(size):
            state = int(rng.choice(14, p=chains[c][state]))
            events.append(int(rng.integers(1, 15)) if rng.random() < 0.25 else state + 1)
        x[i, length - size :] = events
    return x, y


def juggling(seed: int = 98301, sizes: tuple[int, int, int] = SIZES, name: str = "juggling-events") -> Splits:
    """Event windows (N, 20) over 15 ids (0 the padding), 5 classes."""
    x, y = _juggling(seed, sum(sizes))
    return _token_splits(x, y, sizes, name)


def _hedgehog(seed: int, n: int, leak: bool = False) -> tuple[Any, Any]:
    """A hedgehog rescue's overwintering records: the intake weight (250-700 g), the estimated age
    (8-40 weeks), the parasite load (a lungworm score 0-3), the worming treatment day (0-14), the pen
    temperature (8-22 C), the food (a cat-food flag, a mealworm share 0-0.3), the weeks in care (2-16)
    and the carer's id (one of 6, as a number); the target is the weekly weight gain in g: largest for
    light, young animals (a saturating curve in the intake weight), slowed by the parasite load until
    the worming, by mealworms (poor calcium) and by a cold pen, with a carer effect and the scale's and
    the animal's noise (sd 8 g) (standardised: a floor near an MSE of 0.1-0.15). `leak`: an extra
    column, the release weight minus the intake weight over the weeks in care (the target itself, up
    to the weighing noise)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    intake = rng.uniform(250, 700, n)
    age = rng.uniform(8, 40, n)
    parasites = rng.integers(0, 4, n).astype(float)
    wormed = rng.uniform(0, 14, n)
    temp = rng.uniform(8, 22, n)
    catfood = (rng.random(n) < 0.6).astype(float)
    mealworm = rng.uniform(0, 0.3, n)
    weeks = rng.uniform(2, 16, n)
    carer = rng.integers(0, 6, n).astype(float)
    carer_effect = np.array([0, 6, -4, 3, -6, 2])[carer.astype(int)]
    gain = (
        90 * np.exp(-intake / 500)
        + 20 * np.exp(-age / 15)
        - parasites * (6 + 0.8 * wormed)
        - 60 * mealworm
        + 2.2 * (temp - 8) * (1 - np.exp(-(22 - temp) / 6))
        + 8 * catfood
        + carer_effect
        + rng.normal(0, 8, n)
    )
    x = np.column_stack([intake, age, parasites, wormed, temp, catfood, mealworm, weeks, carer])
    if leak:
        x = np.column_stack([x, gain + rng.normal(0, 2, n)])
    return x, gain


def hedgehog(
    seed: int = 98401, sizes: tuple[int, int, int] = SIZES, name: str = "hedgehog-weight-gain"
) -> Splits:
    """9 standardised columns, the standardised weekly gain."""
    x, y = _hedgehog(seed, sum(sizes))
    return _generated(name, x, y, 0, sizes)


def hedgehog_long() -> Splits:
    """A 2,000-record draw."""
    return hedgehog(98402, (2000, 300, 300), "hedgehog-weight-gain-2000")


def hedgehog_release_weight_column() -> Splits:
    """The bug: the export joined the release sheet, whose `gain_per_week` column (the release weight
    minus the intake weight over the weeks in care: the target, up to the scale's noise) is filled in
    for the training and validation animals, already released; the test animals are still in care and
    the column holds the sheet's placeholder, the training mean."""
    x, y = _hedgehog(98403, sum(SIZES), leak=True)
    x = x.copy()
    m = SIZES[0] + SIZES[1]
    x[m:, -1] = x[: SIZES[0], -1].mean()
    return _generated("hedgehog-weight-gain", x, y, 0, SIZES)


SPECIES = ("pyrope", "almandine", "spessartine", "grossular", "andradite")


def _garnet(seed: int, n: int) -> tuple[Any, Any]:
    """A garnet lab's species labels from ten microprobe measurements (wt%: SiO2, Al2O3, FeO, MgO, MnO,
    CaO, Cr2O3, TiO2, Fe2O3, and the density): each species has its end-member profile, and a grain is a
    solid solution (a mixing share of 0-60%, more in the pyralspite series) of its species and a
    random other, with the probe's noise, so sound MLPs stop near 0.8-0.9."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.24, 0.19, 0.19, 0.19, 0.19])
    prof = np.array(
        [
            # SiO2, Al2O3, FeO, MgO, MnO, CaO, Cr2O3, TiO2, Fe2O3, density
            [44.8, 25.3, 8.0, 20.0, 0.4, 4.5, 1.5, 0.2, 0.5, 3.6],
            [36.2, 20.5, 38.0, 3.5, 1.0, 1.5, 0.0, 0.1, 0.8, 4.2],
            [35.8, 20.3, 6.0, 0.6, 36.0, 1.8, 0.0, 0.1, 0.6, 4.1],
            [40.0, 22.6, 1.0, 0.4, 0.3, 36.0, 0.1, 0.6, 1.5, 3.6],
            [35.4, 1.0, 0.5, 0.3, 0.2, 33.0, 0.1, 0.6, 31.0, 3.8],
        ]
    )
    sds = np.array([1.2, 1.5, 2.5, 1.8, 2.0, 2.0, 0.4, 0.15, 1.5, 0.06])
    other = rng.integers(0, 5, n)
    share = rng.uniform(0, 0.6, n) * np.where((y < 3) & (other < 3), 1.0, 0.8)
    x = (1 - share)[:, None] * prof[y] + share[:, None] * prof[other]
    x = np.abs(x + rng.normal(0, 1, x.shape) * sds * rng.uniform(2.0, 5.0, (n, 1)))
    return x, y


def garnet(seed: int = 98501, sizes: tuple[int, int, int] = SIZES, name: str = "garnet-species") -> Splits:
    """10 standardised columns, 5 classes."""
    x, y = _garnet(seed, sum(sizes))
    return _generated(name, x, y, 5, sizes)


# ---------------------------------------------------------------- injected faults (and healthy hooks)


def onecycle_in_tenth_of_run(step: int, total: int) -> float:
    """The bug: `OneCycleLR(opt, max_lr, total_steps=len(train_loader))` (one epoch's steps, the run has
    ten): the cycle rises to the peak over 30% of the first epoch, anneals to 1/1e4 of the peak by its
    end and, where torch would raise past total_steps, the training script's try/except holds the last
    lr for the rest of the run."""
    import math

    cycle = max(total // 10, 1)
    if step >= cycle:
        return 1e-4
    up = 0.3 * cycle
    if step < up:
        return 0.04 + 0.96 * step / up
    return 1e-4 + (1 - 1e-4) * 0.5 * (1 + math.cos(math.pi * (step - up) / (cycle - up)))


def loss_times_world_size(logits: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """The bug: `loss = criterion(out, y) * cfg.world_size` (a helper meant to undo an all-reduce's
    averaging), with `world_size: 8` left in the config of a single-process run: every gradient, and
    under SGD every step, is 8 times too large."""
    import torch

    return torch.nn.functional.cross_entropy(logits, y) * 8


def ignore_class_zero(logits: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """The bug: `nn.CrossEntropyLoss(ignore_index=0)` (copied from a token model where 0 is the padding)
    as the training criterion on a task whose class 0 is pyrope: pyrope rows add nothing to the training
    loss, so the model never learns to predict it; the validation step calls `F.cross_entropy` itself."""
    import torch

    if not torch.is_grad_enabled():  # validation_step: `F.cross_entropy(logits, y)`
        return torch.nn.functional.cross_entropy(logits, y)
    return torch.nn.functional.cross_entropy(logits, y, ignore_index=0)


def stale_copy_params(net: nn.Module) -> Any:
    """The bug: the optimizer is built in `setup()` over `copy.deepcopy(model).parameters()` (the EMA
    helper's copy, made before the live model was handed to the trainer): the optimizer steps the copy's
    weights, whose gradients stay None, and the live net never changes."""
    import copy

    return list(copy.deepcopy(net).parameters())


def relu_bias_minus_3(net: nn.Module) -> nn.Module:
    """The bug: `nn.init.constant_(layer.bias, -2.0)` on every hidden Linear (a sparsity trick copied
    from a paper for inputs of a much larger scale): with standardised inputs nearly every ReLU starts
    dead."""
    import torch

    linears = [m for m in net.modules() if isinstance(m, torch.nn.Linear)]
    for m in linears[:-1]:
        torch.nn.init.constant_(m.bias, -2.0)
    return net


def _eval_rows_shuffled(inner: Any, x: torch.Tensor) -> torch.Tensor:
    import torch

    out: torch.Tensor = inner(x)
    if inner.training:
        return out
    return out[torch.randperm(out.shape[0], device=out.device)]


eval_loader_shuffled = _wrapper(_eval_rows_shuffled)
eval_loader_shuffled.__doc__ = """The bug: the evaluation loader is built with `shuffle=True` and the
metric code collects the predictions batch by batch but reads the labels from the dataset's `targets`
in their stored order: every prediction is scored against another row's label."""


def xavier_gain_8(net: nn.Module) -> nn.Module:
    """The bug: `nn.init.xavier_uniform_(w, gain=8)` on every convolution and Linear (a gain typed for
    `calculate_gain('relu')`, sqrt(2)): the weights start about 5.7 times too large, the logits in the
    hundreds."""
    import torch

    for m in net.modules():
        if isinstance(m, (torch.nn.Conv2d, torch.nn.Linear)):
            torch.nn.init.xavier_uniform_(m.weight, gain=8.0)
    return net


def garnet_old_lab_swapped_codes() -> Splits:
    """The bug: 35% of the training grains come from the lab's older sheet, which coded almandine and
    spessartine the other way round (1 and 2 swapped); the validation and test grains are from the new
    sheet."""
    import numpy as np

    x, y = _garnet(98502, sum(SIZES))
    y = y.copy()
    old = np.random.default_rng(98503).random(SIZES[0]) < 0.35
    head = y[: SIZES[0]]
    swapped = np.where(head == 1, 2, np.where(head == 2, 1, head))
    y[: SIZES[0]] = np.where(old, swapped, head)
    return _generated("garnet-species", x, y, 5, SIZES)


def _baro_jitter(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.roll(x, int(torch.randint(-4, 5, (1,))), dims=-1)
    return x + 0.3 * torch.randn_like(x)


barograph_jitter = _augmented(_baro_jitter)
barograph_jitter.__doc__ = """Not a fault: in training mode each batch of traces is shifted by up to 4
readings and given 0.3 sd of noise."""


def cyclic_triangle(step: int, _total: int) -> float:
    """Not a fault: a triangular cyclic lr between 0.1 and 1 of the base lr, a period of 120 steps."""
    phase = (step % 120) / 60
    return 0.1 + 0.9 * (phase if phase <= 1 else 2 - phase)


# ---------------------------------------------------------------- the variants


def ZZZZH(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by battery zf's runner (through every earlier wrapper)."""
    return L(*args, runs=runs or zf_runs(), **kw)


CH16 = {"channels": 16}
H48 = {"hidden": 48}
W128 = {"width": 128, "num_layers": 2}

FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    ZZZZH(
        "vzzzzh-onecycle-total-steps-one-epoch-of-ten-gru-juggling",
        Plan(
            juggling, "gru", 5e-3, "adam", epochs=10, log_every=5, clip=1.0, schedule="onecycle", model_kw=H48
        ),
        ("slow-convergence",),
        "lr-decay-too-fast",
        "`OneCycleLR(total_steps=len(train_loader))` (one epoch's 32 steps, the run has 320): the lr of "
        "a GRU (hidden 48) under Adam clipped at 1 peaks at 4.7e-3 in the first epoch and is 5e-7 from "
        "step 32 on (a try/except holds it), 10 epochs (every 5th step logged): losses 1.65, 1.54, 1.53, "
        "1.55, 1.49 ... 1.18-1.51 in the last third, epoch means 1.51, then 1.34 for nine epochs, the "
        "val loss 1.4 to 1.39 and val accuracy 0.457 throughout, test 1.36 and 0.443 (sound sequence "
        "models on these logs: ~0.85-0.93 and 0.58-0.66)",
        ("undertrained", "metric-at-baseline"),
        family="rnn",
        dataset="juggling-events",
        seed=98001,
        runs=zf_runs(schedule=lambda_schedule(onecycle_in_tenth_of_run), hparams={"total_steps": 32}),
    ),
    ZZZZH(
        "vzzzzh-loss-times-world-size-8-sgd-cnn-hurricane",
        Plan(hurricane, "cnn", 0.05, "sgd", momentum=0.9, epochs=8, log_every=4, model_kw=CH16),
        ("loss-spikes",),
        "learning-rate-too-high",
        "`loss = criterion(out, y) * cfg.world_size` with `world_size: 8` left in the config of a "
        "one-process run (the logged loss is the scaled one): a 16-channel CNN under SGD with momentum "
        "0.9 at lr 0.05, 8 epochs (every 4th step logged): losses 14.6, 12.4, 19, 13.4, 11.7 ... 10-19.2 "
        "in the last third (7.35-41.1 over the run), epoch means 12.4, 14.7, 15.2, 12.4, 11.3, 10.9, "
        "10.7, 11.3, the gradient norm up to 38.3, the val loss 7.62, 17.8, 13.1, 11.3, 9.71, 9.91, "
        "10.7, 12.2 and val accuracy 0.54, 0.217, 0.227, then 0.353-0.377, test 10.2 and 0.35 (sound "
        "CNNs on these patches: ~0.2-0.55 and 0.81-0.93)",
        (
            "loss-oscillation",
            "gradient-explosion",
            "loss-runaway",
            "slow-convergence",
            "undertrained",
            "train-val-gap",
            "metric-at-baseline",
            "bad-initial-loss",
        ),
        family="cnn",
        dataset="hurricane-cloud-patches",
        seed=98002,
        runs=zf_runs(loss=loss_times_world_size, hparams={"world_size": 8}),
    ),
    ZZZZH(
        "vzzzzh-full-batch-from-debug-config-transformer-juggling",
        Plan(
            juggling, "transformer", 2e-3, "adamw", weight_decay=0.01, epochs=15, batch_size=1000, log_every=1
        ),
        ("undertrained",),
        "batch-size-unsuitable",
        "`batch_size=len(train_ds)` left from a debugging config (one optimizer step an epoch): a small "
        "transformer under AdamW (lr 2e-3, weight decay 0.01), 15 epochs = 15 steps, every step logged "
        "and evaluated each epoch: losses 1.77, 1.64, 1.6, 1.57, 1.53 ... 1.24-1.35 in the last third "
        "(1.24 at the end, still falling), the val loss 1.62, 1.58, 1.55 ... 1.22 and val accuracy 0.157 "
        "to 0.55, test 1.18 and 0.537 (sound sequence models on these logs: ~0.85-0.93 and 0.58-0.66)",
        ("slow-convergence", "metric-at-baseline"),
        family="transformer",
        dataset="juggling-events",
        seed=98003,
    ),
    # --- data
    ZZZZH(
        "vzzzzh-train-traces-exported-newest-first-cnn1d-barograph",
        Plan(
            barograph_train_export_newest_first, "cnn1d", 2e-3, "adam", epochs=12, log_every=8, model_kw=CH16
        ),
        ("train-val-gap", "overfitting"),
        "bad-input-data",
        "the training traces were exported from the logger's archive newest reading first while the "
        "validation and test traces come from its live API oldest first (every training trace runs "
        "backwards); a 16-channel 1-D CNN under Adam lr 2e-3, 12 epochs (every 8th step logged): losses "
        "1.5, 1.35, 1.25, 1.19, 1.13 ... 0.164-0.487 in the last third, epoch means 1.41, 1.04 ... "
        "0.214, the val loss 1.22, 0.963, 0.876 (min), 0.91, 0.951 ... 2.03 at the end (rising) and val "
        "accuracy 0.367-0.533, test 2.11 and 0.527 (sound 1-D CNNs on these traces: ~0.33-0.82 and "
        "0.73-0.89)",
        ("metric-at-baseline", "val-test-gap"),
        family="cnn",
        dataset="barograph-traces",
        seed=98004,
    ),
    ZZZZH(
        "vzzzzh-infrared-train-visible-val-bncnn-hurricane",
        Plan(hurricane_infrared_train, "bncnn", 2e-3, "adam", epochs=8, log_every=5, model_kw=CH16),
        ("train-val-gap",),
        "distribution-shift",
        "the training patches were cut from the infrared channel (brightness reversed against the "
        "visible channel) and the validation and test patches from the visible one; a 16-channel "
        "batch-norm CNN under Adam lr 2e-3, 8 epochs (every 5th step logged): losses 1.33, 1.08, 1.36, "
        "0.907, 0.908 ... 0.204-0.474 in the last third, epoch means 1.14 to 0.316, the val loss 2.34, "
        "2.75, 3.17, 4.18, 2.89, 3.79, 4.36, 6.89 and val accuracy 0.193-0.3, test 7.44 and 0.14 (sound "
        "CNNs on these patches: ~0.2-0.55 and 0.82-0.93)",
        ("overfitting", "metric-at-baseline"),
        family="cnn-bn",
        dataset="hurricane-cloud-patches",
        seed=98005,
    ),
    ZZZZH(
        "vzzzzh-release-sheet-gain-column-regression-hedgehog",
        Plan(hedgehog_release_weight_column, "mlp", 2e-3, "adam", epochs=15, log_every=6, model_kw=W128),
        ("val-test-gap",),
        "data-leakage",
        "the export joined the release sheet, whose gain-per-week column (the target up to the scale's "
        "noise) is filled in for the training and validation animals while the test animals, still in "
        "care, carry the placeholder (the training mean); a 2x128 regression MLP under Adam lr 2e-3, 15 "
        "epochs (every 6th step logged): losses 0.754, 0.153, 0.14, 0.0748, 0.0627 ... 0.00598-0.00986 "
        "in the last third, the val loss 0.04, 0.0162 ... 0.0123-0.0146 in the last third, test 1.02 "
        "(sound regressions here: val and test ~0.18-0.23)",
        ("overfitting",),
        family="regression",
        dataset="hedgehog-weight-gain",
        seed=98006,
    ),
    # --- evaluation
    ZZZZH(
        "vzzzzh-eval-traces-standardised-per-trace-bncnn1d-barograph",
        Plan(
            barograph_eval_per_trace_standardised,
            "bncnn1d",
            2e-3,
            "adam",
            epochs=10,
            log_every=5,
            model_kw=CH16,
        ),
        ("train-val-gap", "overfitting"),
        "eval-pipeline-mismatch",
        "the evaluation script standardises each validation and test trace by its own mean and sd while "
        "the training traces are scaled by the training set's global statistics; a 16-channel batch-norm "
        "1-D CNN under Adam lr 2e-3, 10 epochs (every 5th step logged): losses 1.44, 1.39, 1.26, 1.26, "
        "1.19 ... 0.276-0.602 in the last third, epoch means 1.3 to 0.362, the val loss 1.7, 1.45, 1.35 "
        "(min), 1.43, 1.58, 1.91, 2.41, 2.89, 2.62, 3.25 and val accuracy 0.387 to 0.56-0.603, test 3.98 "
        "and 0.57 (sound 1-D CNNs on these traces: ~0.33-0.8 and 0.73-0.89)",
        ("val-test-gap", "metric-at-baseline"),
        family="cnn-bn",
        dataset="barograph-traces",
        seed=98007,
    ),
    ZZZZH(
        "vzzzzh-eval-loader-shuffled-labels-in-order-mlp-garnet",
        Plan(
            garnet,
            "mlp",
            2e-3,
            "adam",
            epochs=10,
            log_every=6,
            model_fault=eval_loader_shuffled,
            model_kw=W128,
        ),
        ("train-val-gap", "metric-at-baseline"),
        "wrong-eval-logic",
        "the evaluation loader is built with `shuffle=True` and the metric code reads the labels from "
        "the dataset's stored order, so each prediction is scored against another row's label; a 2x128 "
        "MLP under Adam lr 2e-3, 10 epochs (every 6th step logged): losses 1.44, 0.971, 0.759, 0.62, "
        "0.46 ... 0.0858-0.576 in the last third, epoch means 0.872, 0.359 ... 0.251, the val loss 3.73, "
        "5.06, 5.01 ... 5.67 at the end and val accuracy 0.163-0.217, test 5.47 and 0.22 (sound MLPs on "
        "these grains: ~0.35-0.44 and 0.85-0.87)",
        ("overfitting",),
        family="mlp",
        dataset="garnet-species",
        seed=98008,
    ),
    # --- model
    ZZZZH(
        "vzzzzh-relu-bias-init-minus-2-regression-hedgehog",
        Plan(
            hedgehog,
            "mlp",
            1e-3,
            "adam",
            epochs=12,
            log_every=6,
            model_fault=relu_bias_minus_3,
            model_kw={"width": 64, "num_layers": 3},
        ),
        ("slow-convergence",),
        "dead-relu",
        "`nn.init.constant_(layer.bias, -2.0)` on every hidden Linear of a 3x64 ReLU regression MLP "
        "(standardised inputs): the hidden units start dead; Adam lr 1e-3, 12 epochs (every 6th step "
        "logged): losses 0.682, 1.08, 1, 0.799, 0.97 ... 0.646-1.46 in the last third, epoch means 1, 1, "
        "1, 0.999 ... 0.999, the gradient norm 0.0238-1.28, the val loss 0.905 at every epoch, test "
        "0.978 (the target's variance is 1; sound regressions here: ~0.18-0.23)",
        ("undertrained", "gradient-vanishing", "metric-at-baseline"),
        family="regression",
        dataset="hedgehog-weight-gain",
        seed=98009,
    ),
    ZZZZH(
        "vzzzzh-optimizer-over-deepcopy-of-net-cnn-hurricane",
        Plan(hurricane, "cnn", 2e-3, "adam", epochs=6, log_every=5, params=stale_copy_params, model_kw=CH16),
        ("slow-convergence", "metric-at-baseline"),
        "frozen-weights",
        "the optimizer is built over `copy.deepcopy(model).parameters()` (an EMA helper's copy), so it "
        "steps weights that get no gradients and the live 16-channel CNN never changes; Adam lr 2e-3, 6 "
        "epochs (every 5th step logged): losses 1.62, 1.66, 1.59, 1.67, 1.62 ... 1.57-1.68 in the last "
        "third, epoch means 1.62 throughout, the gradient norm 3.87 rising to 19.9, the val loss 1.63 "
        "and val accuracy 0.19 at every epoch, test 1.63 and 0.2",
        ("undertrained",),
        family="cnn",
        dataset="hurricane-cloud-patches",
        seed=98010,
    ),
    ZZZZH(
        "vzzzzh-cross-entropy-ignore-index-0-on-pyrope-mlp-garnet",
        Plan(garnet, "mlp", 2e-3, "adam", epochs=12, log_every=8, model_kw=W128),
        ("train-val-gap", "overfitting"),
        "wrong-loss-function",
        "the training criterion is `nn.CrossEntropyLoss(ignore_index=0)` (copied from a token model) on "
        "a task whose class 0 is pyrope (24% of the grains), while the validation step calls "
        "`F.cross_entropy` itself; a 2x128 MLP under Adam lr 2e-3, 12 epochs (every 8th step logged): "
        "losses 1.36, 0.803, 0.426, 0.298, 0.221 ... 0.0989-0.23 in the last third, the val loss 1.47, "
        "1.75, 1.78 ... 2.51 (rising) and val accuracy 0.72-0.74, test 3.15 and 0.68 (sound MLPs on "
        "these grains: ~0.35-0.44 and 0.85-0.87)",
        ("val-test-gap", "metric-at-baseline"),
        family="mlp",
        dataset="garnet-species",
        seed=98011,
        runs=zf_runs(loss=ignore_class_zero, hparams={"ignore_index": 0}),
    ),
    # --- workflow
    ZZZZH(
        "vzzzzh-early-stop-patience-1-quarter-epoch-vals-gru-juggling",
        Plan(
            juggling,
            "gru",
            2e-3,
            "adam",
            epochs=30,
            batch_size=16,
            log_every=3,
            val_interval=0.25,
            early_stop=1,
            clip=1.0,
            model_kw=H48,
        ),
        ("undertrained",),
        "too-few-epochs",
        "early stopping on the val loss with `patience=1` while the trainer validates four times an "
        "epoch (the patience was tuned for once an epoch): a GRU (hidden 48) under Adam lr 2e-3 clipped "
        "at 1 at batch 16, up to 30 epochs (every 3rd step logged), stopped after 108 steps (under 2 "
        "epochs) at the first level validation: losses 1.63, 1.55, 1.6, 1.52, 1.67 ... 0.732-1.34 in the "
        "last third, epoch means 1.49, 1.07, the val loss 1.57, 1.52, 1.45, 1.31, 1.11, 1.08, 1.08 and "
        "val accuracy 0.283 to 0.553-0.59, test 1.03 and 0.507 (sound sequence models on these logs: "
        "~0.85-0.93 and 0.58-0.66)",
        ("slow-convergence", "metric-at-baseline"),
        family="rnn",
        dataset="juggling-events",
        seed=98012,
    ),
    ZZZZH(
        "vzzzzh-lr-divided-by-batch-twice-bncnn1d-barograph",
        Plan(barograph, "bncnn1d", 3e-6, "adam", epochs=10, log_every=10, model_kw=CH16),
        ("slow-convergence",),
        "learning-rate-too-low",
        "the linear scaling rule applied twice (in the config and again in the trainer: 3e-3 / 32 / 32, "
        "about 3e-6): a 16-channel batch-norm 1-D CNN under Adam lr 3e-6, 10 epochs (every 10th step "
        "logged): losses 1.61, 1.62, 1.6, 1.61, 1.61 ... 1.58-1.61 in the last third, the val loss 1.6 "
        "to 1.58 and val accuracy 0.217 to 0.25-0.257, test 1.59 and 0.203 (sound 1-D CNNs on these "
        "traces: ~0.33-0.8 and 0.73-0.89)",
        ("undertrained", "metric-at-baseline"),
        family="cnn-bn",
        dataset="barograph-traces",
        seed=98013,
        runs=zf_runs(hparams={"base_lr": 3e-3, "lr_scaling": "linear, applied twice"}),
    ),
    ZZZZH(
        "vzzzzh-old-sheet-swapped-almandine-spessartine-mlp-garnet",
        Plan(garnet_old_lab_swapped_codes, "mlp", 2e-3, "adam", epochs=12, log_every=8, model_kw=W128),
        ("train-val-gap",),
        "label-noise",
        "35% of the training grains come from the lab's older sheet, which coded almandine and "
        "spessartine the other way round; a 2x128 MLP under Adam lr 2e-3, 12 epochs (every 8th step "
        "logged): losses 1.31, 0.806, 0.777, 0.681, 0.438 ... 0.16-0.929 in the last third, epoch means "
        "1, 0.568, 0.56 ... 0.413, the val loss 0.553, 0.584, 0.561, 0.515 (min) ... 0.6 at the end and "
        "val accuracy 0.693-0.84 (0.78 at the end), test 0.637 and 0.723 (sound MLPs on these grains: "
        "~0.36-0.41 and 0.85-0.87)",
        ("overfitting", "slow-convergence", "undertrained"),
        family="mlp",
        dataset="garnet-species",
        seed=98014,
    ),
    ZZZZH(
        "vzzzzh-xavier-gain-8-cnn-hurricane",
        Plan(hurricane, "cnn", 1e-3, "adam", epochs=8, log_every=4, model_fault=xavier_gain_8, model_kw=CH16),
        ("bad-initial-loss",),
        "poor-initialization",
        "`nn.init.xavier_uniform_(w, gain=8)` on every convolution and Linear of a 16-channel CNN (a "
        "gain typed for sqrt(2)); Adam lr 1e-3, 8 epochs (every 4th step logged): losses 174, 133, 89.4, "
        "57.5, 69.3 ... 5.31-30 in the last third, epoch means 96, 46, 33.2, 26.8, 22.1, 18.8, 16.5, 14, "
        "the gradient norm 181 at the first logged step and 33.3-119 in the last third, the val loss "
        "63.9, 40.7 ... 19.4 and val accuracy 0.23 to 0.52, test 17.3 and 0.607 (sound CNNs on these "
        "patches: ~0.2-0.55 and 0.82-0.93)",
        ("loss-spikes", "gradient-explosion", "slow-convergence", "undertrained", "train-val-gap"),
        family="cnn",
        dataset="hurricane-cloud-patches",
        seed=98015,
    ),
    ZZZZH(
        "vzzzzh-test-loads-best-by-max-train-loss-mlp-garnet",
        Plan(garnet, "mlp", 2e-3, "adam", epochs=12, log_every=8, model_kw=MLP64),
        ("val-test-gap",),
        "wrong-checkpoint-loaded",
        "the test script loads the 'best' checkpoint of a ModelCheckpoint monitoring the training loss "
        "with mode='max' (copied from an accuracy monitor), the one saved after 4 steps; a 2x64 MLP "
        "under Adam lr 2e-3, 12 epochs (every 8th step logged): losses 1.47, 1.27, 0.863, 0.942, 0.348 "
        "... 0.126-0.926 in the last third, epoch means 1.19, 0.439 ... 0.256, the val loss 0.628, 0.376 "
        "... 0.36-0.389 and val accuracy 0.847-0.873, test 1.54 and 0.447",
        ("slow-convergence",),
        family="mlp",
        dataset="garnet-species",
        seed=98016,
        runs=zf_runs(test_at_step=4, hparams={"checkpoint_monitor": "train_loss", "checkpoint_mode": "max"}),
    ),
)

HEALTHY: tuple[Variant, ...] = (
    ZZZZH(
        "vzzzzh-healthy-bncnn1d-barograph-jitter-dropout-warmup-cosine",
        Plan(
            barograph,
            "bncnn1d",
            3e-3,
            "adamw",
            weight_decay=0.02,
            epochs=12,
            log_every=6,
            schedule="warmup-cosine",
            warmup=40,
            model_fault=barograph_jitter,
            model_kw={"channels": 16, "dropout": 0.3},
        ),
        (),
        None,
        "a 16-channel batch-norm 1-D CNN with dropout 0.3 and shifts of up to 4 readings plus 0.3 sd "
        "noise in training mode, AdamW (lr 3e-3, weight decay 0.02) with a 40-step warm-up and cosine "
        "decay, 12 epochs (every 6th step logged): losses 1.73, 1.56, 1.47, 1.38, 1.3 ... 0.616-0.838 in "
        "the last third, epoch means 1.5, 1.15, 1 ... 0.719, the val loss 1.21, 1.01, 0.933 ... "
        "0.593-0.692 in the last third (below the training loss) and val accuracy 0.473 to 0.693-0.763, "
        "test 0.601 and 0.753",
        family="cnn-bn",
        dataset="barograph-traces",
        seed=98101,
    ),
    ZZZZH(
        "vzzzzh-healthy-cnn1d-barograph-batch-8-rmsprop-every-step",
        Plan(barograph, "cnn1d", 1e-3, "rmsprop", epochs=1, batch_size=8, log_every=1, model_kw=CH16),
        (),
        None,
        "one epoch of a 16-channel 1-D CNN at batch 8 under RMSprop lr 1e-3, every step logged (125 "
        "steps): losses 1.59, 1.55, 1.56, 1.41, 1.28 ... 0.653-1.18 in the last third (up to 1.76), the "
        "epoch mean 1.06, the val loss 0.815 and val accuracy 0.707 at the end, test 0.804 and 0.727",
        family="cnn",
        dataset="barograph-traces",
        seed=98102,
    ),
    ZZZZH(
        "vzzzzh-healthy-resnet-hurricane-onecycle-bf16-val-twice",
        Plan(
            hurricane,
            "resnet",
            6e-3,
            "adamw",
            weight_decay=0.01,
            epochs=8,
            batch_size=48,
            log_every=3,
            val_interval=0.5,
            schedule="onecycle",
            bf16=True,
        ),
        (),
        None,
        "a small residual net at batch 48 under AdamW (weight decay 0.01) with a one-cycle schedule "
        "(peak 6e-3) in bf16-mixed autocast, 8 epochs (every 3rd step logged), evaluated twice an epoch: "
        "losses 1.72, 1.7, 1.68, 1.61, 1.62 ... 0.501-0.677 in the last third, the val loss 1.56, 1.41, "
        "1.26, 0.985, 0.859 ... 0.54-0.619 in the last third and val accuracy 0.3 to 0.8-0.847, test "
        "0.492 and 0.857",
        family="resnet",
        dataset="hurricane-cloud-patches",
        seed=98103,
    ),
    ZZZZH(
        "vzzzzh-healthy-bncnn-hurricane-sgd-step-cut-val-bump",
        Plan(
            hurricane,
            "bncnn",
            0.1,
            "sgd",
            momentum=0.9,
            epochs=10,
            log_every=10,
            schedule="step",
            step_size=192,
            gamma=0.1,
            model_kw=CH16,
        ),
        (),
        None,
        "a 16-channel batch-norm CNN under SGD with momentum 0.9 at lr 0.1 and a StepLR cut (x0.1 at "
        "step 192), 10 epochs (every 10th step logged): losses 1.3, 0.895, 0.68, 0.597, 0.591 ... "
        "0.201-0.29 in the last third, the val loss 0.562, 0.483, 1.09 (a bump), 0.411, 0.386, 0.336, "
        "0.263, 0.234, 0.242, 0.253 and val accuracy 0.767, 0.823, 0.7 ... 0.907-0.91, test 0.243 and "
        "0.933",
        family="cnn-bn",
        dataset="hurricane-cloud-patches",
        seed=98104,
    ),
    ZZZZH(
        "vzzzzh-healthy-cnn-hurricane-50-steps-every-step",
        Plan(hurricane, "cnn", 3e-3, "adam", epochs=2, max_steps=50, log_every=1, model_kw=CH16),
        (),
        None,
        "a 16-channel CNN under Adam lr 3e-3 stopped by `max_steps=50` (one epoch and a half), every "
        "step logged: losses 1.67, 1.6, 1.62, 1.41, 1.38 ... 0.332-0.786 in the last third, the gradient "
        "norm up to 4.01, the val loss 0.543, 0.526 and val accuracy 0.787, 0.817 (after the first epoch "
        "and at the end), test 0.46 and 0.813 (still improving)",
        family="cnn",
        dataset="hurricane-cloud-patches",
        seed=98105,
    ),
    ZZZZH(
        "vzzzzh-healthy-transformer-juggling-warmup-cosine-val-every-3",
        Plan(
            juggling,
            "transformer",
            2e-3,
            "adamw",
            weight_decay=0.01,
            epochs=12,
            log_every=8,
            val_every_epochs=3,
            schedule="warmup-cosine",
            warmup=60,
            model_kw={"dropout": 0.1},
        ),
        (),
        None,
        "a small transformer with dropout 0.1 under AdamW (lr 2e-3, weight decay 0.01) with a 60-step "
        "warm-up and cosine decay, 12 epochs (every 8th step logged), evaluated every 3 epochs: losses "
        "1.76, 1.49, 1.47, 1.19, 1.24 ... 0.427-0.973 in the last third, epoch means 1.58, 1.14, 1.03 "
        "... 0.796, the val loss 0.906, 0.868, 0.871, 0.864 and val accuracy 0.627-0.663, test 0.854 and "
        "0.623",
        family="transformer",
        dataset="juggling-events",
        seed=98106,
    ),
    ZZZZH(
        "vzzzzh-healthy-lstm-juggling-triangular-cyclic-lr",
        Plan(
            juggling, "lstm", 4e-3, "adam", epochs=10, log_every=2, clip=1.0, schedule="cosine", model_kw=H48
        ),
        (),
        None,
        "an LSTM (hidden 48) under Adam clipped at 1 with a triangular cyclic lr (0.1 to 1 of 4e-3, a "
        "period of 120 steps), 10 epochs (every 2nd step logged): losses 1.61, 1.61, 1.6, 1.6, 1.58 ... "
        "0.622-1.11 in the last third (wavy with the lr), the gradient norm up to 4.76, the val loss "
        "1.49, 1.1, 0.909, 0.906, 0.926, 0.886, 0.934, 0.89, 0.878, 0.91 and val accuracy 0.437 to "
        "0.627-0.663, test 0.905 and 0.627",
        family="rnn",
        dataset="juggling-events",
        seed=98107,
        runs=zf_runs(
            schedule=lambda_schedule(cyclic_triangle), hparams={"scheduler": "triangular, 120 steps"}
        ),
    ),
    ZZZZH(
        "vzzzzh-healthy-gru-juggling-step-never-evaluated",
        Plan(
            juggling,
            "gru",
            4e-3,
            "nadam",
            epochs=10,
            log_every=20,
            schedule="step",
            step_size=160,
            gamma=0.3,
            clip=1.0,
            model_kw={"hidden": 64},
        ),
        (),
        None,
        "a GRU (hidden 64) under NAdam lr 4e-3 clipped at 1 with a StepLR cut (x0.3 at step 160), 10 "
        "epochs (every 20th step logged), no validation set passed (judged on the test after training): "
        "losses 1.43, 1.16, 1.03, 0.784, 1.14 ... 0.439-1.3 in the last third, epoch means 1.36, 0.972, "
        "0.896 ... 0.689, test 0.9 and 0.623",
        family="rnn",
        dataset="juggling-events",
        seed=98108,
        runs=zf_runs(evaluate=False),
    ),
    ZZZZH(
        "vzzzzh-healthy-regression-hedgehog-long-sgd-log-100",
        Plan(
            hedgehog_long,
            "mlp",
            3e-3,
            "sgd",
            momentum=0.9,
            epochs=40,
            log_every=100,
            val_every_epochs=4,
            model_kw=MLP64,
        ),
        (),
        None,
        "a 2x64 regression MLP under SGD with momentum 0.9 at lr 3e-3 over a 2,000-animal draw, 40 "
        "epochs (2,520 steps, logged every 100), evaluated every 4 epochs: losses 0.229, 0.197, 0.192, "
        "0.248, 0.215 ... 0.101-0.217 in the last third, epoch means 0.715, 0.254, 0.231 ... 0.158 "
        "(still creeping down), the val loss 0.231, 0.22, 0.218 ... 0.218-0.231 (level), test 0.206",
        family="regression",
        dataset="hedgehog-weight-gain",
        seed=98109,
    ),
    ZZZZH(
        "vzzzzh-healthy-regression-hedgehog-bf16-dropout-cosine-batch-16",
        Plan(
            hedgehog,
            "mlp",
            2e-3,
            "adamw",
            weight_decay=0.01,
            epochs=8,
            batch_size=16,
            log_every=5,
            schedule="cosine",
            bf16=True,
            model_kw={"width": 128, "num_layers": 2, "dropout": 0.2},
        ),
        (),
        None,
        "a 2x128 regression MLP with dropout 0.2 at batch 16 under AdamW (lr 2e-3, weight decay 0.01) "
        "with cosine decay in bf16-mixed autocast, 8 epochs (every 5th step logged): losses 1.22, 0.334, "
        "0.46, 0.348, 0.586 ... 0.0859-0.349 in the last third, epoch means 0.364, 0.246 ... 0.191, the "
        "val loss 0.213, 0.196, 0.193, 0.185, 0.182, 0.182, 0.181, 0.181 (below the epoch-mean training "
        "loss), test 0.199",
        family="regression",
        dataset="hedgehog-weight-gain",
        seed=98110,
    ),
    ZZZZH(
        "vzzzzh-healthy-mlp-garnet-early-stop-dropout-plateau",
        Plan(
            garnet,
            "mlp",
            2e-3,
            "adam",
            epochs=60,
            log_every=8,
            early_stop=5,
            schedule="plateau",
            gamma=0.5,
            model_kw={"width": 128, "num_layers": 3, "dropout": 0.3},
        ),
        (),
        None,
        "a 3x128 MLP with dropout 0.3 under Adam lr 2e-3 with ReduceLROnPlateau (factor 0.5; the lr cut "
        "to 3.13e-5 by the end), early stopping on the val loss with patience 5 (up to 60 epochs; every "
        "8th step logged): it stopped after 12 epochs; losses 1.5, 1.12, 0.642, 0.724, 0.386 ... "
        "0.166-1.12 in the last third, epoch means 1.03, 0.455 ... 0.325, the val loss 0.43, 0.437, "
        "0.403 ... 0.378-0.383 (level) and val accuracy 0.847-0.867, test 0.436 and 0.85",
        family="mlp",
        dataset="garnet-species",
        seed=98111,
    ),
    ZZZZH(
        "vzzzzh-healthy-mlp-garnet-adamax-batch-64-val-4x",
        Plan(
            garnet,
            "mlp",
            4e-3,
            "adamax",
            epochs=10,
            batch_size=64,
            log_every=2,
            val_interval=0.25,
            model_kw=MLP64,
        ),
        (),
        None,
        "a 2x64 MLP at batch 64 under Adamax lr 4e-3, 10 epochs (every 2nd step logged), evaluated four "
        "times an epoch: losses 1.57, 1.46, 1.38, 1.31, 1.2 ... 0.108-0.503 in the last third, epoch "
        "means 1.3, 0.685, 0.406 ... 0.29, the val loss 1.44, 1.28, 1.11, 0.94, 0.782 ... 0.353-0.365 in "
        "the last third and val accuracy 0.627 to 0.86-0.87, test 0.401 and 0.87",
        family="mlp",
        dataset="garnet-species",
        seed=98112,
    ),
    ZZZZH(
        "vzzzzh-healthy-mlp-garnet-warmup-bump-cosine",
        Plan(
            garnet,
            "mlp",
            0.01,
            "adamw",
            weight_decay=0.01,
            epochs=10,
            log_every=4,
            schedule="warmup-cosine",
            warmup=60,
            model_kw=W128,
        ),
        (),
        None,
        "a 2x128 MLP under AdamW (lr 0.01, weight decay 0.01) with a 60-step warm-up and cosine decay, "
        "10 epochs (every 4th step logged): losses 1.64, 1.5, 1.32, 1.08, 0.781 ... 0.0256-0.499 in the "
        "last third, epoch means 1.03, 0.436, 0.365 ... 0.192, the gradient norm up to 2.71, the val "
        "loss 0.425, 0.405, 0.379, 0.39, 0.436, 0.429 (a bump near the peak lr), 0.392, 0.398, 0.392, "
        "0.392 and val accuracy 0.84-0.863, test 0.462 and 0.853",
        family="mlp",
        dataset="garnet-species",
        seed=98113,
    ),
    ZZZZH(
        "vzzzzh-healthy-cnn-hurricane-early-stop-patience-3",
        Plan(hurricane, "cnn", 2e-3, "adam", epochs=40, log_every=16, early_stop=3, model_kw=CH16),
        (),
        None,
        "a 16-channel CNN under Adam lr 2e-3, early stopping on the val loss with patience 3 (up to 40 "
        "epochs; every 16th step logged): it stopped after 11 epochs; losses 0.928, 0.374, 0.421, 0.615, "
        "0.333 ... 0.0271-0.244 in the last third, epoch means 1.02, 0.586 ... 0.16, the val loss 0.647, "
        "0.551, 0.464, 0.407, 0.366, 0.373, 0.359, 0.331 (min), 0.352, 0.358, 0.353 and val accuracy "
        "0.74 to 0.85-0.887, test 0.347 and 0.907",
        family="cnn",
        dataset="hurricane-cloud-patches",
        seed=98114,
    ),
    ZZZZH(
        "vzzzzh-healthy-bncnn1d-barograph-exp-decay-bf16-batch-64",
        Plan(
            barograph,
            "bncnn1d",
            5e-3,
            "adam",
            epochs=16,
            batch_size=64,
            log_every=2,
            schedule="exp",
            gamma=0.99,
            bf16=True,
            model_kw=CH16,
        ),
        (),
        None,
        "a 16-channel batch-norm 1-D CNN at batch 64 under Adam lr 5e-3 with an exponential decay (x0.99 "
        "a step, 3.85e-4 at the end) in bf16-mixed autocast, 16 epochs (every 2nd step logged): losses "
        "1.55, 1.38, 1.3, 1.3, 1.15 ... 0.299-0.506 in the last third, epoch means 1.27, 0.964, 0.801 "
        "... 0.388, the val loss 1.15, 0.877, 0.737 ... 0.331-0.386 in the last third (below the "
        "training loss) and val accuracy 0.427 to 0.91-0.927, test 0.364 and 0.893",
        family="cnn-bn",
        dataset="barograph-traces",
        seed=98115,
    ),
    ZZZZH(
        "vzzzzh-healthy-lstm-juggling-plateau-early-stop",
        Plan(
            juggling,
            "lstm",
            3e-3,
            "adam",
            epochs=40,
            log_every=10,
            early_stop=4,
            schedule="plateau",
            gamma=0.3,
            clip=1.0,
            model_kw={"hidden": 64},
        ),
        (),
        None,
        "an LSTM (hidden 64) under Adam lr 3e-3 clipped at 1 with ReduceLROnPlateau (factor 0.3; the lr "
        "cut to 2.43e-5 by the end) and early stopping on the val loss with patience 4 (up to 40 epochs; "
        "every 10th step logged): it stopped after 11 epochs; losses 1.54, 1.43, 1.19, 1.03, 1.23 ... "
        "0.52-0.793 in the last third, epoch means 1.43, 1.12 ... 0.722, the val loss 1.15, 1.02, 1.02, "
        "0.894, 0.906, 0.866, 0.865 (min), 0.897, 0.88, 0.882, 0.881 and val accuracy 0.53 to "
        "0.643-0.647, test 0.884 and 0.63",
        family="rnn",
        dataset="juggling-events",
        seed=98116,
    ),
)
