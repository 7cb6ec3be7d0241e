"""Variant battery zzzzi: a look-alike of an external held-out suite, real framework runs (`--battery zzzzi`).

    nice -n 10 python benchmarks/variants.py --battery zzzzi --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery zzzzi [--runs]

Like batteries d-zzzzg, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is the log),
trained by battery d's runner through the earlier batteries' wrappers (battery zf's runner, battery ze's
LambdaLR schedules, battery w's test on an early checkpoint), battery zj's model and augmentation
wrappers and this battery's own hooks (a cosine whose length was given in epochs, an evaluation path
reading every event id one along, the class scores negated in evaluation, a KL-divergence loss on raw
logits, hidden biases of -2, a head bias in the sheet's units),
so each case can run in each of the three layouts; the layout rotation of variants.py picks one.
It was written blind: its author trained it with `--train-only`, read the raw logged numbers of each
run, and never diagnosed or scored it, so it is held-out data for the tool.
Its halves are even (one fault each, one cause a case, spread over every family of cause: optimisation,
data, evaluation, model, workflow), injected into data sets no battery had at a realistic strength, in
forms earlier batteries did not use (see each case's description and each hook's docstring).
The data sets are new, all made offline with numpy from known generating models (see each generator): a
transmission pylon's crossarm accelerometer windows by the line engineer's finding (calm, aeolian
vibration, galloping, ice shedding, loose bolt; 64 samples), 12x12 patches of a pasta sheeter's camera
(smooth, crack, air bubbles, flour spots, ripples), a sheepdog trial's whistle and voice command logs by
the judge's finding (clean run, cross-over, lost shed, failed pen, retired; left-padded to 20), a giant
pumpkin weigh-off's weights (from the tape measurements and the grower's sheet; standardised) and a
saffron lab's ISO 3632 grades (from 10 measurements of the stigmas).
Runs of 63 to ~1,900 steps: MLPs (2x64 to 3x256, dropout), 2-D CNNs with and without batch norm, a
small residual net, 1-D CNNs with and without batch norm, GRU and LSTM readers of the command logs,
small transformers and regression MLPs; SGD (with momentum), Adam, AdamW, NAdam, RMSprop, Adamax;
constant, cosine, warm-up + cosine, one-cycle, step, plateau and triangular cyclic (LambdaLR) schedules;
bf16-mixed autocast, shift, flip and noise augmentation, dropout, early stopping, clipping; batches of 8
to 64; cadences from every step to once every 100 steps, evaluations four times an epoch, twice an
epoch, once an epoch, every 3 epochs or never.
The faulty half: Adam at lr 0.048 from a 16-GPU scaling rule, Adam at lr 2e-6, a cosine whose length was
given in epochs to a per-step scheduler, a manual loop without `zero_grad()`, half the validation rows
copies of training rows, the labels of a 300-row block shifted by one row, test traces from a second
sensor with a gain of 2, an archive export with 1% of one class, 300 training patches only, the event ids
read one along in evaluation, the class scores negated in evaluation, a KL-divergence loss on raw logits,
hidden biases of -2, a head bias of 45 in the sheet's units, two epochs read from the config's patience
key and a test on the checkpoint a mode-'max' monitor picked.
The healthy half holds sound runs a naive reader can take for a fault (see the healthy cases'
descriptions): val losses below the training loss under shift augmentation and dropout, batch-8 noise
logged every step, a triangular cyclic lr's wavy loss, a warm-up bump under bf16 evaluated twice an
epoch, flip augmentation with a step cut evaluated every 3 epochs, a 96-step run still improving, a
transformer's level start under warm-up then a drop, early stopping, plateau cuts, a slow SGD
regression logged every 100, a regression with dropout, a one-cycle bf16 regression, a run never
evaluated, and three MLPs on the saffron grades (early stopping, batch 8 evaluated four times an epoch, a
step cut).
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


PYLON = ("calm", "aeolian-vibration", "galloping", "ice-shedding", "loose-bolt")


def _pylon(seed: int, n: int, length: int = 64) -> tuple[Any, Any]:
    """A transmission pylon's crossarm accelerometer windows (64 samples at 20 Hz), labelled by the line
    engineer's finding: calm (wind-driven sway only), aeolian vibration (a fast small sinusoid of 6-12
    cycles a window), galloping (a slow large swing of 1-2.5 cycles), ice shedding (a jump at a random
    time and a decaying ring) or a loose bolt (rattling spikes every 5-11 samples). Every window has a
    sway of 0.2-0.8, a gain of 0.7-1.3 and a noise of sd 0.3-0.6, and each class's signature can be
    weak, so sound 1-D CNNs stop near 0.67-0.72."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.24, 0.19, 0.19, 0.19, 0.19])
    t = np.arange(length, dtype=float)
    x = np.zeros((n, length))
    for i in range(n):
        c = int(y[i])
        sig = rng.uniform(0.2, 0.8) * np.sin(
            2 * np.pi * rng.uniform(0.2, 0.8) * t / length + rng.uniform(0, 6)
        )
        if c == 1:
            sig += rng.uniform(0.3, 0.9) * np.sin(
                2 * np.pi * rng.uniform(6, 12) * t / length + rng.uniform(0, 6)
            )
        if c == 2:
            sig += rng.uniform(0.8, 2.0) * np.sin(
                2 * np.pi * rng.uniform(1, 2.5) * t / length + rng.uniform(0, 6)
            )
        if c == 3:
            at = rng.uniform(8, 50)
            ring = np.exp(-(t - at) / rng.uniform(4, 10)) * np.cos(
                2 * np.pi * rng.uniform(0.1, 0.25) * (t - at)
            )
            sig += rng.uniform(0.8, 2.0) * ring * (t >= at)
        if c == 4:
            period, start = int(rng.integers(5, 12)), int(rng.integers(0, 5))
            sig[start::period] += rng.choice([-1, 1]) * rng.uniform(0.8, 1.8)
        x[i] = rng.uniform(0.7, 1.3) * sig + rng.normal(0, rng.uniform(0.3, 0.6), length)
    return x, y


def pylon(
    seed: int = 98101, sizes: tuple[int, int, int] = SIZES, name: str = "pylon-crossarm-vibration"
) -> Splits:
    """The windows (N, 64), centred and scaled by the training windows' mean and sd, 5 classes."""
    x, y = _pylon(seed, sum(sizes))
    return _signal_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def pylon_test_second_sensor_gain_2() -> Splits:
    """The bug: the test windows come from the towers re-fitted last spring with a second accelerometer
    model whose output is 2x the old one's (its datasheet's gain), and they are scaled with the training
    windows' statistics like the rest: every test window is twice as large as the model has seen."""
    x, y = _pylon(98102, sum(SIZES))
    x = x.copy()
    m = SIZES[0] + SIZES[1]
    x[m:] *= 2.0
    return _signal_splits(x, y, SIZES, "pylon-crossarm-vibration", _stats(x[: SIZES[0]]))


PASTA = ("smooth", "crack", "air-bubbles", "flour-spots", "ripples")


def _pasta(seed: int, n: int) -> tuple[Any, Any]:
    """12x12 patches of a pasta sheeter's line camera (brightness), labelled by the quality operator: a
    smooth sheet, a crack (a dark line of random angle), air bubbles (2-5 bright rings), flour spots (8-20
    pale specks) or ripples (stripes of period 3-6 pixels at a random angle). Every patch has a tone
    gradient, a contrast of 0.5-1.1 and a noise of sd 0.3-0.55, so sound CNNs stop near 0.85-0.92."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.24, 0.19, 0.19, 0.19, 0.19])
    yy, xx = np.mgrid[0:12, 0:12].astype(float)
    x = np.zeros((n, 12, 12))
    for i in range(n):
        c = int(y[i])
        img = rng.normal(0, 0.3) * (xx - 5.5) / 6 + rng.normal(0, 0.3) * (yy - 5.5) / 6
        if c == 1:
            angle, off = rng.uniform(0, np.pi), rng.uniform(-3, 3)
            dist = np.abs((xx - 5.5) * np.sin(angle) - (yy - 5.5) * np.cos(angle) - off)
            img -= 1.8 * np.exp(-(dist**2) / (2 * rng.uniform(0.3, 0.6) ** 2))
        if c == 2:
            for _ in range(int(rng.integers(2, 6))):
                bx, by, r = rng.uniform(1, 11), rng.uniform(1, 11), rng.uniform(1.0, 2.0)
                img += 1.4 * np.exp(-((np.hypot(xx - bx, yy - by) - r) ** 2) / 0.3)
        if c == 3:
            for _ in range(int(rng.integers(8, 21))):
                img[int(rng.integers(0, 12)), int(rng.integers(0, 12))] += rng.uniform(1.0, 2.0)
        if c == 4:
            angle, period = rng.uniform(0, np.pi), rng.uniform(3, 6)
            phase = (xx * np.cos(angle) + yy * np.sin(angle)) * 2 * np.pi / period
            img += rng.uniform(0.6, 1.1) * np.sin(phase + rng.uniform(0, 6))
        x[i] = rng.uniform(0.5, 1.1) * img + rng.normal(0, rng.uniform(0.3, 0.55), (12, 12))
    return x, y


def pasta(
    seed: int = 98201, sizes: tuple[int, int, int] = SIZES, name: str = "pasta-sheet-patches"
) -> Splits:
    """The patches as (N, 1, 12, 12), centred and scaled by the training patches' mean and sd, 5 classes."""
    x, y = _pasta(seed, sum(sizes))
    return _patch_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def pasta_300_rows() -> Splits:
    """The bug: the loader globs `shift_1/*.npy` where the export wrote three shifts' folders: 300
    training patches (one shift) instead of 1,000; the validation and test patches are the usual 300."""
    return pasta(98202, (300, 300, 300))


SHEEPDOG_COMMANDS = (
    "<pad>",
    "come-bye",
    "away-to-me",
    "walk-up",
    "stand",
    "lie-down",
    "steady",
    "look-back",
    "that-will-do",
    "here",
    "get-out",
    "whistle-recall",
    "gate-open",
)
SHEEPDOG_FINDINGS = ("clean-run", "cross-over", "lost-shed", "failed-pen", "retired")
_SHEEPDOG_FAVOURED = ((3, 6, 4, 8), (1, 2, 10, 5), (7, 9, 11, 4), (12, 5, 6, 11), (11, 9, 5, 10))
_SHEEPDOG_LENGTHS = ((12, 20), (8, 18), (8, 18), (8, 18), (5, 14))


def _sheepdog(seed: int, n: int, length: int = 20) -> tuple[Any, Any]:
    """A sheepdog trial's handler command logs over a run (whistle and voice: come-bye, away to me, walk
    up, stand, lie down, steady, look back, that'll do, here, get out, a recall whistle, the pen gate
    opened; ids 1-12, 0 pads on the left), labelled by the judge's finding: a clean run, a cross-over,
    a lost shed, a failed pen or a retirement. Each finding is a Markov chain over one shared random base
    tilted towards its four favoured commands, and 20% of the commands are replaced by a random one (a
    mis-heard whistle), so sound sequence models stop near 0.6-0.77."""
    import numpy as np

    rng = np.random.default_rng(seed)
    base = np.random.default_rng(98300).dirichlet(np.ones(12) * 0.6, size=12)
    chains = []
    for favoured in _SHEEPDOG_FAVOURED:
        tilt = np.zeros((12, 12))
        tilt[:, [f - 1 for f in favoured]] = 0.18
        chain = base + tilt
        chains.append(chain / chain.sum(1, keepdims=True))
    y = rng.choice(5, n, p=[0.24, 0.19, 0.19, 0.19, 0.19])
    x = np.zeros((n, length), dtype=np.int64)
    for i in range(n):
        c = int(y[i])
        size = int(rng.integers(*_SHEEPDOG_LENGTHS[c]))
        state = int(rng.integers(0, 12))
        events = []
        for _ in range(size):
            state = int(rng.choice(12, p=chains[c][state]))
            events.append(int(rng.integers(1, 13)) if rng.random() < 0.2 else state + 1)
        x[i, length - size :] = events
    return x, y


def sheepdog(
    seed: int = 98301, sizes: tuple[int, int, int] = SIZES, name: str = "sheepdog-trial-commands"
) -> Splits:
    """Command windows (N, 20) over 13 ids (0 the padding), 5 classes."""
    x, y = _sheepdog(seed, sum(sizes))
    return _token_splits(x, y, sizes, name)


def sheepdog_labels_shifted_one_row() -> Splits:
    """The bug: the judges' score sheet of one trial day (300 training runs, rows 400-699) was pasted
    into the log table one row down: each of those runs carries the finding of the run after it (the
    validation and test days were merged by run id)."""
    x, y = _sheepdog(98302, sum(SIZES))
    y = y.copy()
    y[400:700] = y[401:701].copy()
    return _token_splits(x, y, SIZES, "sheepdog-trial-commands")


def _pumpkin(seed: int, n: int) -> tuple[Any, Any]:
    """A giant pumpkin weigh-off's entries: the over-the-top tape (OTT, 280-560 cm), the circumference
    (60-70% of the OTT), end-to-end and side-to-side (cm), the days from pollination (70-120), the wall
    thickness (8-20 cm), the seed line's parent weight (300-1,000 kg), a flat-bottom flag and the
    grower's watering (l a day); the target is the weigh-off weight in kg: the OTT cubed (the growers'
    chart), a wall-thickness and density factor, a flat bottom's penalty, a saturating effect of the
    days, a small parent-line effect and the scale's noise (sd 7%) (standardised: sound MLPs stop near
    an MSE of 0.024-0.038)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    ott = rng.uniform(280, 560, n)
    circ = ott * rng.uniform(0.6, 0.7, n)
    end = ott * rng.uniform(0.28, 0.36, n)
    side = ott * rng.uniform(0.3, 0.38, n)
    days = rng.uniform(70, 120, n)
    wall = rng.uniform(8, 20, n)
    parent = rng.uniform(300, 1000, n)
    flat = (rng.random(n) < 0.25).astype(float)
    water = rng.uniform(200, 900, n)
    weight = (
        0.0029
        * ott**2.9
        / 50
        * (1 + 0.02 * (wall - 14))
        * (1 - 0.12 * flat)
        * (1 - np.exp(-(days - 55) / 25))
        * (1 + 0.0002 * (parent - 650))
        * (1 + 0.0001 * (water - 550))
        * np.exp(rng.normal(0, 0.07, n))
    )
    x = np.column_stack([ott, circ, end, side, days, wall, parent, flat, water])
    return x, weight


def pumpkin(
    seed: int = 98401, sizes: tuple[int, int, int] = SIZES, name: str = "pumpkin-weigh-off"
) -> Splits:
    """9 standardised columns, the standardised weight."""
    x, y = _pumpkin(seed, sum(sizes))
    return _generated(name, x, y, 0, sizes)


def pumpkin_long() -> Splits:
    """A 2,000-entry draw."""
    return pumpkin(98402, (2000, 300, 300), "pumpkin-weigh-off-2000")


GRADES = ("category-I", "category-II", "category-III", "out-of-grade", "adulterated")


def _saffron(seed: int, n: int) -> tuple[Any, Any]:
    """A saffron lab's ISO 3632 grades from 10 measurements of the stigmas: the crocin (E440), the
    picrocrocin (E257) and the safranal (E330) absorbances, the moisture, the total ash, the floral
    waste, the foreign matter, and the colour (L*, a*, b*). Each grade has its profile (category I rich
    in crocin, the out-of-grade lots wet and pale, the adulterated ones dyed red with little
    picrocrocin...); one lot in six is a blend taking 40% of its measurements from a second grade's
    profile, so sound MLPs stop near 0.84-0.88."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.24, 0.19, 0.19, 0.19, 0.19])
    prof = np.array(
        [
            # crocin, picro., safranal, moisture, ash, waste, foreign, L*, a*, b*
            [250, 90, 35, 9, 6.0, 0.5, 0.1, 35, 38, 30],
            [215, 78, 32, 10, 6.5, 2.0, 0.3, 38, 34, 32],
            [175, 70, 28, 11, 7.0, 4.0, 0.6, 41, 30, 35],
            [140, 60, 24, 13, 7.8, 6.0, 1.0, 45, 26, 38],
            [230, 40, 20, 10, 7.5, 3.0, 1.5, 36, 44, 28],
        ]
    )
    sds = np.array([20, 8, 4, 1.2, 0.5, 1.0, 0.25, 2.5, 3.0, 2.5])
    blend = rng.random(n) < 1 / 6
    other = np.where(blend, rng.integers(0, 5, n), y)
    cols = np.arange(10)
    x = np.zeros((n, 10))
    for i in range(n):
        source = np.where(rng.random(10) < 0.4, other[i], y[i])
        x[i] = np.abs(rng.normal(prof[source, cols], sds * rng.uniform(0.9, 1.5)))
    return x, y


def saffron(
    seed: int = 98501, sizes: tuple[int, int, int] = SIZES, name: str = "saffron-iso-grades"
) -> Splits:
    """10 standardised columns, 5 classes."""
    x, y = _saffron(seed, sum(sizes))
    return _generated(name, x, y, 5, sizes)


def saffron_val_half_retests() -> Splits:
    """The bug: the validation sheet is the lab's "re-test" export, and half of its rows (150 of 300) are
    re-runs of lots already in the training sheet, with the same measurements and grades; the test sheet
    is the next season's, unseen."""
    import numpy as np

    x, y = _saffron(98502, sum(SIZES))
    x, y = x.copy(), y.copy()
    n = SIZES[0]
    pick = np.random.default_rng(98503).choice(n, 150, replace=False)
    x[n : n + 150], y[n : n + 150] = x[pick], y[pick]
    return _generated("saffron-iso-grades", x, y, 5, SIZES)


def saffron_archive_few_out_of_grade() -> Splits:
    """The bug: the training sheet is the lab's archive of graded lots, where the out-of-grade lots were
    filed apart (they were sold for extract), and only 10 of 1,000 rows (1%) made it into the export;
    the validation and test sheets are this season's intake, a fifth of it out of grade."""
    import numpy as np

    x, y = _saffron(98504, 4000)
    rng = np.random.default_rng(98505)
    out = np.flatnonzero(y == 3)
    other = np.flatnonzero(y != 3)
    train = np.concatenate([rng.choice(other, 990, replace=False), out[:10]])
    rng.shuffle(train)
    rest = np.setdiff1d(np.setdiff1d(np.arange(4000), train), out[:10])
    held = rng.choice(rest, 600, replace=False)
    order = np.concatenate([train, held])
    return _generated("saffron-iso-grades", x[order], y[order], 5, SIZES)


# ---------------------------------------------------------------- injected faults (and healthy hooks)


def cosine_length_in_epochs(step: int, _total: int) -> float:
    """The bug: `CosineAnnealingLR`-style decay written as a LambdaLR stepped per optimizer step with its
    length `T = num_epochs` (15): the lr falls to zero over the first 15 of ~470 steps and stays there."""
    import math

    return 0.5 * (1 + math.cos(math.pi * min(step, 15) / 15))


def triangular(step: int, _total: int) -> float:
    """Not a fault: a triangular cyclic lr between 0.1 and 1 of the base lr, 60 steps up, 60 down."""
    phase = (step % 120) / 60
    return 0.1 + 0.9 * (phase if phase <= 1 else 2 - phase)


def _ids_one_along(inner: Any, x: torch.Tensor) -> torch.Tensor:
    import torch

    if not inner.training:
        x = torch.where(x > 0, x % 12 + 1, x)
    out: torch.Tensor = inner(x)
    return out


eval_ids_one_along = _wrapper(_ids_one_along)
eval_ids_one_along.__doc__ = """The bug: the evaluation script loads the command vocabulary from a file
whose first line is the header, so every command id is read one along (come-bye as away-to-me, ...,
gate-open as come-bye) in the validation and test paths; training reads the ids right."""


def _negated(inner: Any, x: torch.Tensor) -> torch.Tensor:
    out: torch.Tensor = inner(x)
    return out if inner.training else -out


eval_scores_negated = _wrapper(_negated)
eval_scores_negated.__doc__ = """The bug: the evaluation helper was shared with a prototype-distance
model and returns `-scores` (distances are ranked ascending): the validation and test losses and
accuracies score the negated logits."""


def kl_div_on_logits(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """The bug: `nn.KLDivLoss(reduction="batchmean")(logits, one_hot(y))` (the criterion of a
    distillation script, which expects log-probabilities as its input): with a one-hot target it reduces
    to `-logits[y]`, a loss without a floor that rewards growing the true class's raw score, not its
    probability; the other classes' scores are never pushed down."""
    from torch import nn

    onehot = nn.functional.one_hot(y, out.shape[-1]).to(out.dtype)
    return nn.functional.kl_div(out, onehot, reduction="batchmean")


def hidden_bias_minus_2(net: nn.Module) -> nn.Module:
    """The bug: `nn.init.constant_(layer.bias, -2.0)` on every hidden Linear (a "sparse activations"
    trick from a paper's appendix, given in the wrong sign convention): most ReLUs start dead."""
    import torch

    for m in net.modules():
        if isinstance(m, torch.nn.Linear) and m is not getattr(net, "head", None):
            torch.nn.init.constant_(m.bias, -2.0)
    return net


def head_bias_in_sheet_units(net: nn.Module) -> nn.Module:
    """The bug: the head's bias is initialised to the mean weight as the grower's sheet gives it (45, in
    tens of kilograms) while the target was standardised: every prediction starts 45 sd too high."""
    import torch

    head = net.head
    assert isinstance(head, torch.nn.Linear)
    torch.nn.init.constant_(head.bias, 45.0)
    return net


def _pylon_shift(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.roll(x, int(torch.randint(-8, 9, (1,))), dims=-1)
    return x + 0.3 * torch.randn_like(x)


pylon_shift = _augmented(_pylon_shift)
pylon_shift.__doc__ = """Not a fault: in training mode each batch of windows is rolled by up to 8 samples
and given 0.3 sd of noise."""


def _pasta_flip(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.where(torch.rand(len(x), 1, 1, 1) < 0.5, x.flip(3), x)
    return torch.where(torch.rand(len(x), 1, 1, 1) < 0.5, x.flip(2), x)


pasta_flip = _augmented(_pasta_flip)
pasta_flip.__doc__ = """Not a fault: in training mode each patch is flipped left-right and up-down at
random."""


# ---------------------------------------------------------------- the variants


def ZZZZI(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by battery zf's runner (through every earlier wrapper)."""
    return L(*args, runs=runs or zf_runs(), **kw)


CH16 = {"channels": 16}
H48 = {"hidden": 48}
W128 = {"width": 128, "num_layers": 2}

FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    ZZZZI(
        "vzzzzi-adam-lr-0.048-from-16-gpu-scaling-cnn-pasta",
        Plan(pasta, "cnn", 0.048, "adam", epochs=8, log_every=4, model_kw=CH16),
        ("slow-convergence", "metric-at-baseline"),
        "learning-rate-too-high",
        "Adam at lr 0.048 (3e-3 x 16 from the linear scaling rule of a 16-GPU recipe, run on one CPU "
        "at batch 32) on a 16-channel CNN, 8 epochs (every 4th step logged): losses 1.6, 1.62, 1.62, "
        "1.59, 1.59 ... 1.58-1.68 in the last third, epoch means 2.12, 1.61, 1.6, 1.6, 1.61, 1.61, "
        "1.61, 1.6, the val loss 1.6 at every epoch and val accuracy 0.21-0.26 (the majority class), "
        "test 1.6 and 0.277 (sound CNNs on these patches: ~0.17-0.43 and 0.85-0.92)",
        ("loss-oscillation", "loss-spikes", "undertrained", "gradient-explosion", "bad-initial-loss"),
        family="cnn",
        dataset="pasta-sheet-patches",
        seed=98001,
    ),
    ZZZZI(
        "vzzzzi-adam-lr-2e-6-cnn1d-pylon",
        Plan(pylon, "cnn1d", 2e-6, "adam", epochs=10, log_every=5, model_kw=CH16),
        ("slow-convergence", "metric-at-baseline"),
        "learning-rate-too-low",
        "Adam at lr 2e-6 (`lr = base_lr * warmup_start_factor`, the warm-up's first factor applied "
        "once to the base lr and never ramped) on a 16-channel 1-D CNN, 10 epochs (every 5th step "
        "logged): losses 1.62, 1.66, 1.59, 1.61, 1.64 ... 1.59-1.66 in the last third, epoch means "
        "1.62 at every epoch, the val loss 1.63 at every epoch and val accuracy 0.183-0.187, test "
        "1.61 and 0.26 (sound 1-D CNNs on these windows: ~0.69-0.89 and 0.67-0.72)",
        ("undertrained",),
        family="cnn",
        dataset="pylon-crossarm-vibration",
        seed=98002,
    ),
    ZZZZI(
        "vzzzzi-cosine-length-in-epochs-per-step-mlp-saffron",
        Plan(saffron, "mlp", 1e-3, "adam", epochs=15, log_every=6, schedule="cosine", model_kw=W128),
        ("slow-convergence",),
        "lr-decay-too-fast",
        "a cosine decay written as a LambdaLR stepped per optimizer step with its length given in "
        "epochs (T = 15): the lr of a 2x128 MLP under Adam (base 1e-3) is 7.5e-4 at step 6, 1.65e-4 "
        "at step 12 and 0 from step 18 of 480 (every 6th step logged): losses 1.52, 1.37, 1.3, 1.3, "
        "1.3 ... 1.27-1.34 in the last third, the val loss 1.3 and val accuracy 0.61 at all 15 "
        "evaluations, test 1.34 and 0.563 (sound MLPs on these grades: ~0.35-0.44 and 0.84-0.88)",
        ("undertrained", "metric-at-baseline"),
        family="mlp",
        dataset="saffron-iso-grades",
        seed=98003,
        runs=zf_runs(schedule=lambda_schedule(cosine_length_in_epochs), hparams={"t_max": 15}),
    ),
    ZZZZI(
        "vzzzzi-manual-loop-without-zero-grad-cnn1d-pylon",
        Plan(pylon, "cnn1d", 1e-3, "adam", epochs=10, log_every=4, zero_grad=False, model_kw=CH16),
        ("slow-convergence",),
        "missing-zero-grad",
        "the training step was rewritten for manual optimisation and `opt.zero_grad()` was dropped: "
        "every step's gradient is added to all earlier ones; a 16-channel 1-D CNN under Adam lr 1e-3,"
        " 10 epochs (every 4th step logged): losses 1.6, 1.59, 1.62, 1.56, 1.6 ... 1.06-1.81 in the "
        "last third (2.12 at the peak), epoch means 1.55, 1.4, 1.42, 1.33, 1.51, 1.6, 1.36, 1.31, "
        "1.27, 1.26, the gradient norm 0.883 at the first logged step and up to 31.8, the val loss "
        "1.45, 1.38, 1.26, 1.49, 1.85, 1.3, 1.29, 1.24, 1.24, 1.25 and val accuracy 0.22-0.533, test "
        "1.33 and 0.43 (sound 1-D CNNs on these windows: ~0.69-0.89 and 0.67-0.72)",
        (
            "loss-oscillation",
            "loss-spikes",
            "metric-at-baseline",
            "undertrained",
            "gradient-explosion",
            "train-val-gap",
        ),
        family="cnn",
        dataset="pylon-crossarm-vibration",
        seed=98004,
    ),
    # --- data
    ZZZZI(
        "vzzzzi-val-half-retests-of-train-lots-mlp-saffron",
        Plan(
            saffron_val_half_retests,
            "mlp",
            2e-3,
            "adam",
            epochs=40,
            log_every=10,
            model_kw={"width": 256, "num_layers": 3},
        ),
        ("overfitting", "val-test-gap"),
        "data-leakage",
        "the validation sheet is the lab's re-test export and 150 of its 300 rows are lots already in"
        " the training sheet; a 3x256 MLP under Adam lr 2e-3, 40 epochs (every 10th step logged): "
        "losses 0.741, 0.781, 0.787, 0.476, 0.2 ... 0.000737-0.177 in the last third, the val loss "
        "0.494, 0.403, 0.371 ... 0.288 at its lowest, 0.444-0.654 in the last third (0.557 at the "
        "end) and val accuracy 0.85 to 0.887-0.93, test (next season's sheet) 0.711 and 0.88",
        ("train-val-gap",),
        family="mlp",
        dataset="saffron-iso-grades",
        seed=98005,
    ),
    ZZZZI(
        "vzzzzi-labels-shifted-one-row-gru-sheepdog",
        Plan(
            sheepdog_labels_shifted_one_row,
            "gru",
            3e-3,
            "adam",
            epochs=12,
            log_every=6,
            clip=1.0,
            model_kw=H48,
        ),
        ("slow-convergence",),
        "label-noise",
        "one trial day's score sheet (300 training runs) was pasted one row down, so those runs carry"
        " the next run's finding; a GRU (hidden 48) under Adam lr 3e-3 clipped at 1, 12 epochs (every"
        " 6th step logged): losses 1.59, 1.56, 1.58, 1.6, 1.52 ... 0.818-1.38 in the last third, "
        "epoch means 1.55, 1.36, 1.28, 1.22, 1.19, 1.17, 1.14, 1.11, 1.06, 1.05, 1.01, 0.971, the val"
        " loss 1.36, 1.12, 1.07, 1.01 ... 0.917-0.953 in the last third (below the training loss) and"
        " val accuracy 0.47 to 0.64-0.703, test 0.922 and 0.667 (sound sequence models on these logs:"
        " ~0.68-0.79 and 0.6-0.77, training losses 0.13-0.5)",
        ("train-val-gap", "overfitting", "undertrained", "metric-at-baseline", "val-test-gap"),
        family="rnn",
        dataset="sheepdog-trial-commands",
        seed=98006,
    ),
    ZZZZI(
        "vzzzzi-test-second-sensor-gain-2-bncnn1d-pylon",
        Plan(pylon_test_second_sensor_gain_2, "bncnn1d", 2e-3, "adam", epochs=10, log_every=8, model_kw=CH16),
        ("val-test-gap",),
        "distribution-shift",
        "the test windows come from towers re-fitted with a second accelerometer whose output is "
        "twice the old one's, scaled with the training statistics; a 16-channel batch-norm 1-D CNN "
        "under Adam lr 2e-3, 10 epochs (every 8th step logged): losses 1.56, 1.26, 1.37, 1.32, 1.24 "
        "... 0.505-1.44 in the last third, epoch means 1.37, 1.09, 0.94 ... 0.719, the val loss 1.22,"
        " 1.0, 0.86 ... 0.686 and val accuracy 0.64 to 0.723, test 2.57 and 0.493",
        ("overfitting", "train-val-gap"),
        family="cnn-bn",
        dataset="pylon-crossarm-vibration",
        seed=98007,
    ),
    ZZZZI(
        "vzzzzi-archive-export-1pct-out-of-grade-mlp-saffron",
        Plan(saffron_archive_few_out_of_grade, "mlp", 2e-3, "adam", epochs=20, log_every=5, model_kw=W128),
        ("train-val-gap",),
        "class-imbalance",
        "the training sheet is the lab's archive where out-of-grade lots were filed apart: 10 of "
        "1,000 training rows are out of grade against a fifth of the validation and test rows; a "
        "2x128 MLP under Adam lr 2e-3, 20 epochs (every 5th step logged): losses 1.29, 0.99, 0.699, "
        "0.656, 0.856 ... 0.0487-0.35 in the last third, epoch means 0.829, 0.433, 0.377 ... 0.144, "
        "the val loss 2.17, 0.966, 0.982, 0.843, 0.648 ... 0.408-0.898 from epoch 6 (0.505 at the "
        "end) and val accuracy 0.643 to 0.667-0.87 (jumping between evaluations), test 0.784 and "
        "0.777 (sound MLPs on these grades: ~0.35-0.44 and 0.84-0.88)",
        ("overfitting", "val-test-gap", "loss-spikes", "loss-oscillation"),
        family="mlp",
        dataset="saffron-iso-grades",
        seed=98008,
    ),
    ZZZZI(
        "vzzzzi-300-training-patches-glob-one-shift-cnn-pasta",
        Plan(pasta_300_rows, "cnn", 2e-3, "adam", epochs=60, log_every=5, model_kw=CH16),
        ("overfitting", "train-val-gap"),
        "insufficient-data",
        "the loader globs one shift's folder: 300 training patches instead of 1,000; a 16-channel CNN"
        " under Adam lr 2e-3, 60 epochs (600 steps, every 5th logged): losses 1.55, 1.33, 1.14, 1.1, "
        "0.798 ... 0.000475-0.00388 in the last third, epoch means 1.57, 1.21, 0.847 ... 0.001, the "
        "val loss 1.5, 1.07, 0.865, 0.772, 0.539 ... 0.415 at its lowest, 0.513-0.578 in the last "
        "third and val accuracy 0.397 to 0.823-0.833, test 0.758 and 0.823",
        ("zero-train-loss", "val-test-gap"),
        family="cnn",
        dataset="pasta-sheet-patches",
        seed=98009,
    ),
    # --- evaluation
    ZZZZI(
        "vzzzzi-eval-command-ids-one-along-transformer-sheepdog",
        Plan(
            sheepdog,
            "transformer",
            2e-3,
            "adamw",
            weight_decay=0.01,
            epochs=10,
            log_every=8,
            model_fault=eval_ids_one_along,
        ),
        ("train-val-gap",),
        "eval-pipeline-mismatch",
        "the evaluation script reads the command vocabulary with a header line, so every id is read "
        "one along in validation and test (training reads them right); a small transformer under "
        "AdamW (lr 2e-3, weight decay 0.01), 10 epochs (every 8th step logged): losses 1.41, 1.15, "
        "1.09, 0.611, 0.52 ... 0.201-0.868 in the last third, the val loss 2.0, 2.35, 2.41, 2.44, "
        "2.43, 2.59, 2.61, 2.63, 2.71, 2.61 and val accuracy 0.213-0.317, test 2.72 and 0.22 (sound "
        "sequence models on these logs: ~0.68-0.79 and 0.6-0.77)",
        ("overfitting", "metric-at-baseline", "val-test-gap"),
        family="transformer",
        dataset="sheepdog-trial-commands",
        seed=98010,
    ),
    ZZZZI(
        "vzzzzi-eval-scores-negated-resnet-pasta",
        Plan(pasta, "resnet", 3e-3, "adam", epochs=8, log_every=5, model_fault=eval_scores_negated),
        ("train-val-gap", "metric-at-baseline"),
        "wrong-eval-logic",
        "the evaluation helper, shared with a prototype-distance model, returns the negated scores; a"
        " small residual net under Adam lr 3e-3, 8 epochs (every 5th step logged): losses 1.77, 1.59,"
        " 1.59, 1.39, 1.32 ... 0.308-0.493 in the last third, the val loss 2.22, 3.14, 3.73, 4.47, "
        "5.08, 5.41, 6.51, 6.61 and val accuracy 0.0667, 0.02, 0.0133 ... 0, test 6.31 and 0.00333",
        ("overfitting", "val-test-gap"),
        family="resnet",
        dataset="pasta-sheet-patches",
        seed=98011,
    ),
    # --- model
    ZZZZI(
        "vzzzzi-kldiv-on-raw-logits-cnn-pasta",
        Plan(pasta, "cnn", 1e-3, "adam", epochs=10, log_every=5, model_kw=CH16),
        ("metric-at-baseline", "gradient-explosion"),
        "wrong-loss-function",
        "`nn.KLDivLoss(reduction='batchmean')` on the raw logits against one-hot targets (a "
        "distillation script's criterion, which expects log-probabilities): the loss is minus the "
        "true class's logit, without a floor; a 16-channel CNN under Adam lr 1e-3, 10 epochs (every "
        "5th step logged): losses -0.617, -2.78, -6.96, -13.6, -24.7 ... -73,900 at the end, the "
        "gradient norm 5.41 at the first logged step and up to 12,600, the val loss -59.8, -408, "
        "-1,430 ... -78,300 and val accuracy 0.177-0.323, test -72,800 and 0.31 (sound CNNs on these "
        "patches: 0.85-0.92)",
        (
            "slow-convergence",
            "loss-runaway",
            "undertrained",
            "zero-train-loss",
            "loss-spikes",
            "train-val-gap",
        ),
        family="cnn-bn",
        dataset="pasta-sheet-patches",
        seed=98012,
        runs=zf_runs(loss=kl_div_on_logits, hparams={"loss": "KLDivLoss(batchmean)"}),
    ),
    ZZZZI(
        "vzzzzi-hidden-bias-minus-2-regression-pumpkin",
        Plan(
            pumpkin,
            "mlp",
            1e-3,
            "adam",
            epochs=12,
            log_every=5,
            model_fault=hidden_bias_minus_2,
            model_kw=W128,
        ),
        ("slow-convergence",),
        "dead-relu",
        "every hidden Linear's bias set to -2 (a sparse-activation trick with the sign flipped): most"
        " ReLUs of a 2x128 regression MLP start dead; Adam lr 1e-3, 12 epochs (every 5th step "
        "logged): losses 0.983, 0.813, 0.9, 0.786, 0.866 ... 0.494-1.48 in the last third, the val "
        "loss 1.03 at all 12 evaluations, test 1.16 (sound regressions here: ~0.024-0.038)",
        ("undertrained", "metric-at-baseline"),
        family="regression",
        dataset="pumpkin-weigh-off",
        seed=98013,
    ),
    ZZZZI(
        "vzzzzi-head-bias-45-sheet-units-regression-pumpkin",
        Plan(
            pumpkin,
            "mlp",
            3e-3,
            "adam",
            epochs=12,
            log_every=3,
            model_fault=head_bias_in_sheet_units,
            model_kw=W128,
        ),
        ("bad-initial-loss",),
        "poor-initialization",
        "the head's bias initialised to the mean weight in the grower's sheet's units (45) while the "
        "target was standardised; a 2x128 regression MLP under Adam lr 3e-3, 12 epochs (every 3rd "
        "step logged): losses 1,990, 1,880, 1,780, 1,600, 1,350 ... 1.8-12.2 in the last third, the "
        "gradient norm 225 at the first logged step and up to 1,120, the val loss 156, 64.6, 38.9, "
        "27.6, 21, 15.9, 12, 9.03, 6.87, 5.33, 4.03, 2.71, test 2.73 (sound regressions here: "
        "~0.024-0.038)",
        ("slow-convergence", "undertrained", "loss-spikes", "gradient-explosion"),
        family="regression",
        dataset="pumpkin-weigh-off",
        seed=98014,
    ),
    # --- workflow
    ZZZZI(
        "vzzzzi-epochs-2-from-patience-key-lstm-sheepdog",
        Plan(sheepdog, "lstm", 3e-3, "adam", epochs=2, log_every=2, clip=1.0, model_kw=H48),
        ("undertrained",),
        "too-few-epochs",
        "the run's epoch count was read from the config's `patience` key (2); an LSTM (hidden 48) "
        "under Adam lr 3e-3 clipped at 1, 63 steps (every 2nd logged): losses 1.64, 1.6, 1.59, 1.56, "
        "1.55 ... 0.632-1.3 in the last third, epoch means 1.44, 1.1, the val loss 1.22, 0.964 and "
        "val accuracy 0.483, 0.65, test 1.06 and 0.6 (sound sequence models on these logs: ~0.68-0.79"
        " and 0.6-0.77)",
        ("slow-convergence", "metric-at-baseline"),
        family="rnn",
        dataset="sheepdog-trial-commands",
        seed=98015,
        runs=zf_runs(hparams={"patience": 2, "epochs_key": "patience"}),
    ),
    ZZZZI(
        "vzzzzi-test-best-ckpt-mode-max-on-train-loss-regression-pumpkin",
        Plan(pumpkin, "mlp", 1e-3, "adam", epochs=12, log_every=6, model_kw=W128),
        ("val-test-gap",),
        "wrong-checkpoint-loaded",
        "the test loads `ckpt_path='best'` from a ModelCheckpoint saving every 8 steps that monitors "
        "the training loss in mode 'max': the checkpoint after 8 steps; a 2x128 regression MLP under "
        "Adam lr 1e-3, 12 epochs (every 6th step logged): losses 0.585, 0.282, 0.146, 0.0982, 0.0671 "
        "... 0.0143-0.027 in the last third, the val loss 0.0767, 0.0523, 0.045 ... 0.029 at the end,"
        " test 0.338",
        ("overfitting",),
        family="regression",
        dataset="pumpkin-weigh-off",
        seed=98016,
        runs=zf_runs(test_at_step=8, hparams={"checkpoint_monitor": "train_loss", "checkpoint_mode": "max"}),
    ),
)

HEALTHY: tuple[Variant, ...] = (
    # --- pylon
    ZZZZI(
        "vzzzzi-healthy-cnn1d-pylon-shift-aug-dropout",
        Plan(
            pylon,
            "cnn1d",
            2e-3,
            "adam",
            epochs=12,
            log_every=8,
            model_fault=pylon_shift,
            model_kw={"channels": 16, "dropout": 0.3},
        ),
        (),
        None,
        "a 16-channel 1-D CNN with dropout 0.3 and windows rolled by up to 8 samples plus 0.3 sd "
        "noise in training mode, Adam lr 2e-3, 12 epochs (every 8th step logged): losses 1.54, 1.56, "
        "1.54, 1.56, 1.51 ... 0.686-1.27 in the last third, epoch means 1.57, 1.47, 1.33 ... 1.0, the"
        " val loss 1.5, 1.35, 1.22 ... 0.889-0.924 in the last quarter (below the training loss) and "
        "val accuracy 0.417 to 0.633-0.643, test 0.863 and 0.67",
        family="cnn",
        dataset="pylon-crossarm-vibration",
        seed=98101,
    ),
    ZZZZI(
        "vzzzzi-healthy-bncnn1d-pylon-batch-8-every-step",
        Plan(pylon, "bncnn1d", 0.01, "sgd", momentum=0.9, epochs=2, batch_size=8, log_every=1, model_kw=CH16),
        (),
        None,
        "two epochs of a 16-channel batch-norm 1-D CNN at batch 8 under SGD with momentum 0.9 at lr "
        "0.01, every step logged (250 steps): losses 1.76, 1.69, 1.72, 1.77, 1.65 ... 0.326-1.38 in "
        "the last third, the val loss 0.866, 0.754 and val accuracy 0.683, 0.713, test 0.753 and "
        "0.703",
        family="cnn-bn",
        dataset="pylon-crossarm-vibration",
        seed=98102,
    ),
    ZZZZI(
        "vzzzzi-healthy-cnn1d-pylon-triangular-cyclic-lr",
        Plan(pylon, "cnn1d", 4e-3, "nadam", epochs=10, log_every=2, schedule="cosine", model_kw=CH16),
        (),
        None,
        "a 16-channel 1-D CNN under NAdam with a triangular cyclic lr (4e-4 to 4e-3 and back every "
        "120 steps), 10 epochs (every 2nd step logged): losses 1.64, 1.59, 1.63, 1.59, 1.63 ... "
        "0.564-1.21 in the last third, the val loss 1.5, 1.1, 0.941, 0.926, 0.894, 0.944, 0.811, "
        "0.812, 0.909, 0.835 and val accuracy 0.463 to 0.62-0.683, test 0.8 and 0.673",
        family="cnn",
        dataset="pylon-crossarm-vibration",
        seed=98103,
        runs=zf_runs(schedule=lambda_schedule(triangular), hparams={"scheduler": "triangular, 120 steps"}),
    ),
    # --- pasta
    ZZZZI(
        "vzzzzi-healthy-resnet-pasta-warmup-cosine-bf16-val-twice",
        Plan(
            pasta,
            "resnet",
            5e-3,
            "adamw",
            weight_decay=0.02,
            epochs=10,
            batch_size=48,
            log_every=3,
            val_interval=0.5,
            schedule="warmup-cosine",
            warmup=40,
            bf16=True,
        ),
        (),
        None,
        "a small residual net under AdamW (lr 5e-3, weight decay 0.02) at batch 48 with a 40-step "
        "warm-up and cosine decay in bf16-mixed autocast, 10 epochs (every 3rd step logged), "
        "evaluated twice an epoch: losses 1.7, 1.58, 1.63, 1.54, 1.53 ... 0.325-0.506 in the last "
        "third, the val loss 1.57, 1.37, 1.46 (a bump near the peak lr), 1.13, 1.09 ... 0.408 at the "
        "end and val accuracy 0.21 to 0.867-0.9, test 0.432 and 0.89",
        family="resnet",
        dataset="pasta-sheet-patches",
        seed=98104,
    ),
    ZZZZI(
        "vzzzzi-healthy-bncnn-pasta-flip-aug-step-val-every-3",
        Plan(
            pasta,
            "bncnn",
            0.05,
            "sgd",
            momentum=0.9,
            epochs=12,
            log_every=10,
            val_every_epochs=3,
            schedule="step",
            step_size=256,
            gamma=0.2,
            model_fault=pasta_flip,
            model_kw=CH16,
        ),
        (),
        None,
        "a 16-channel batch-norm CNN with random left-right and up-down flips in training mode, SGD "
        "with momentum 0.9 at lr 0.05 and a StepLR cut (x0.2 at step 256), 12 epochs (every 10th step"
        " logged), evaluated every 3 epochs: losses 1.35, 0.751, 0.621, 0.711, 0.527 ... 0.102-1.37 "
        "in the last third, epoch means 1.03, 0.527, 0.368 ... 0.193, the val loss 0.278, 0.531, "
        "0.174, 0.165 and val accuracy 0.91, 0.797, 0.95, 0.95, test 0.214 and 0.923",
        family="cnn-bn",
        dataset="pasta-sheet-patches",
        seed=98105,
    ),
    ZZZZI(
        "vzzzzi-healthy-cnn-pasta-96-steps-every-step",
        Plan(pasta, "cnn", 3e-3, "adam", epochs=3, log_every=1, model_kw=CH16),
        (),
        None,
        "three epochs (96 steps, every step logged) of a 16-channel CNN under Adam lr 3e-3: losses "
        "1.62, 1.61, 1.77, 1.55, 1.47 ... 0.13-0.634 in the last third, the val loss 0.514, 0.454, "
        "0.34 and val accuracy 0.81, 0.81, 0.873 (still improving), test 0.406 and 0.85",
        family="cnn",
        dataset="pasta-sheet-patches",
        seed=98106,
    ),
    # --- sheepdog
    ZZZZI(
        "vzzzzi-healthy-transformer-sheepdog-warmup-cosine-plateau-then-drop",
        Plan(
            sheepdog,
            "transformer",
            1e-3,
            "adamw",
            weight_decay=0.01,
            epochs=12,
            log_every=5,
            schedule="warmup-cosine",
            warmup=60,
            model_kw={"dropout": 0.1},
        ),
        (),
        None,
        "a small transformer with dropout 0.1 under AdamW (lr 1e-3, weight decay 0.01) with a 60-step"
        " warm-up and cosine decay, 12 epochs (every 5th step logged): losses 1.61, 1.63, 1.6, 1.56, "
        "1.5 (level over the first 20 steps), 1.46, 1.41, 1.38, 1.27 ... 0.379-0.708 in the last "
        "third, the val loss 1.42, 0.977, 0.771, 0.768, 0.689 ... 0.675-0.697 in the last half and "
        "val accuracy 0.417 to 0.75-0.77, test 0.881 and 0.663",
        family="transformer",
        dataset="sheepdog-trial-commands",
        seed=98107,
    ),
    ZZZZI(
        "vzzzzi-healthy-gru-sheepdog-early-stop-patience-3",
        Plan(
            sheepdog,
            "gru",
            4e-3,
            "adam",
            epochs=40,
            log_every=10,
            early_stop=3,
            clip=1.0,
            model_kw={"hidden": 64},
        ),
        (),
        None,
        "a GRU (hidden 64) under Adam lr 4e-3 clipped at 1, early stopping on the val loss with "
        "patience 3 (up to 40 epochs; every 10th step logged): it stopped after 10 epochs; losses "
        "1.45, 1.12, 0.951, 0.861, 0.821 ... 0.134-0.749 in the last third, the val loss 1.13, 0.761,"
        " 0.729, 0.754, 0.717, 0.772, 0.708 (min), 0.816, 0.734, 0.796 and val accuracy 0.487 to "
        "0.69-0.747, test 1.09 and 0.603",
        family="rnn",
        dataset="sheepdog-trial-commands",
        seed=98108,
    ),
    ZZZZI(
        "vzzzzi-healthy-lstm-sheepdog-plateau-cuts",
        Plan(
            sheepdog,
            "lstm",
            5e-3,
            "rmsprop",
            epochs=12,
            batch_size=64,
            log_every=4,
            schedule="plateau",
            gamma=0.3,
            clip=1.0,
            model_kw=H48,
        ),
        (),
        None,
        "an LSTM (hidden 48) at batch 64 under RMSprop lr 5e-3 clipped at 1 with ReduceLROnPlateau "
        "(factor 0.3: the lr 1.5e-3 from step 67 and 4.5e-4 from step 147), 12 epochs (every 4th step"
        " logged): losses 1.64, 1.38, 1.29, 1.08, 0.974 ... 0.279-0.608 in the last third, the val "
        "loss 1.18, 0.868, 0.804, 0.817, 0.779 ... 0.749-0.764 in the last half (level) and val "
        "accuracy 0.557 to 0.69-0.72, test 0.95 and 0.653",
        family="rnn",
        dataset="sheepdog-trial-commands",
        seed=98109,
    ),
    # --- pumpkin
    ZZZZI(
        "vzzzzi-healthy-regression-pumpkin-long-sgd-log-100",
        Plan(
            pumpkin_long,
            "mlp",
            5e-3,
            "sgd",
            momentum=0.9,
            epochs=30,
            log_every=100,
            val_every_epochs=5,
            model_kw=MLP64,
        ),
        (),
        None,
        "a 2x64 regression MLP under SGD with momentum 0.9 at lr 5e-3 over a 2,000-entry draw, 30 "
        "epochs (1,890 steps, logged every 100), evaluated every 5 epochs: losses 0.0414, 0.0269, "
        "0.0544, 0.025, 0.0307 ... 0.0116-0.0231 in the last third, epoch means 0.293, 0.048, 0.042 "
        "... 0.019 (creeping down), the val loss 0.0364, 0.0308, 0.0269, 0.0253, 0.0248, 0.0247, test"
        " 0.0244",
        family="regression",
        dataset="pumpkin-weigh-off",
        seed=98110,
    ),
    ZZZZI(
        "vzzzzi-healthy-regression-pumpkin-dropout-adamax-cosine",
        Plan(
            pumpkin,
            "mlp",
            4e-3,
            "adamax",
            epochs=20,
            log_every=10,
            schedule="cosine",
            model_kw={"width": 128, "num_layers": 2, "dropout": 0.2},
        ),
        (),
        None,
        "a 2x128 regression MLP with dropout 0.2 under Adamax lr 4e-3 with cosine decay, 20 epochs "
        "(every 10th step logged): losses 0.174, 0.121, 0.102, 0.0387, 0.0634 ... 0.0196-0.0799 in "
        "the last third, epoch means 0.206, 0.082, 0.07 ... 0.043-0.049 in the last third, the val "
        "loss 0.0631, 0.0522, 0.0514 ... 0.036-0.0365 in the last third (below the epoch-mean "
        "training loss), test 0.0302",
        family="regression",
        dataset="pumpkin-weigh-off",
        seed=98111,
    ),
    ZZZZI(
        "vzzzzi-healthy-regression-pumpkin-bf16-batch-16-onecycle",
        Plan(
            pumpkin,
            "mlp",
            4e-3,
            "adam",
            epochs=6,
            batch_size=16,
            log_every=5,
            schedule="onecycle",
            bf16=True,
            model_kw=W128,
        ),
        (),
        None,
        "a 2x128 regression MLP at batch 16 under Adam with a one-cycle schedule (peak 4e-3) in "
        "bf16-mixed autocast, 6 epochs (every 5th step logged): losses 0.929, 0.754, 0.952, 0.342, "
        "0.152 ... 0.00594-0.055 in the last third, the val loss 0.0623, 0.044, 0.0377, 0.0368, "
        "0.0319, 0.0308, test 0.0262",
        family="regression",
        dataset="pumpkin-weigh-off",
        seed=98112,
    ),
    ZZZZI(
        "vzzzzi-healthy-regression-pumpkin-rmsprop-never-evaluated",
        Plan(pumpkin, "mlp", 1e-3, "rmsprop", epochs=10, log_every=20, model_kw=W128),
        (),
        None,
        "a 2x128 regression MLP under RMSprop lr 1e-3, 10 epochs (every 20th step logged), no "
        "validation set passed (judged on the test after training): losses 0.146, 0.0484, 0.0441, "
        "0.0334, 0.0373 ... 0.0219-0.0389 in the last third (0.0255 at the end), test 0.038",
        family="regression",
        dataset="pumpkin-weigh-off",
        seed=98113,
        runs=zf_runs(evaluate=False),
    ),
    # --- saffron
    ZZZZI(
        "vzzzzi-healthy-mlp-saffron-early-stop-dropout",
        Plan(
            saffron,
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
        "a 2x256 MLP with dropout 0.3 under Adam lr 2e-3, early stopping on the val loss with "
        "patience 4 (up to 50 epochs; every 8th step logged): it stopped after 9 epochs; losses "
        "0.995, 0.867, 0.601, 0.263, 0.609 ... 0.0582-0.921 in the last third, the val loss 0.47, "
        "0.447, 0.441, 0.445, 0.425 (min), 0.429, 0.466, 0.459, 0.482 and val accuracy 0.837-0.873, "
        "test 0.372 and 0.873",
        family="mlp",
        dataset="saffron-iso-grades",
        seed=98114,
    ),
    ZZZZI(
        "vzzzzi-healthy-mlp-saffron-sgd-batch-8-val-4x",
        Plan(
            saffron,
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
        "two epochs of a 2x64 MLP at batch 8 under SGD with momentum 0.9 at lr 0.01, every step "
        "logged (250 steps), evaluated four times an epoch: losses 1.67, 1.66, 1.62, 1.64, 1.57 ... "
        "0.0495-1.58 in the last third, the val loss 1.24, 0.736, 0.581, 0.491, 0.516, 0.519, 0.473, "
        "0.45, 0.439 and val accuracy 0.597 to 0.86, test 0.42 and 0.84",
        family="mlp",
        dataset="saffron-iso-grades",
        seed=98115,
    ),
    ZZZZI(
        "vzzzzi-healthy-mlp-saffron-step-cut-batch-64",
        Plan(
            saffron,
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
        "a 3x128 MLP at batch 64 under AdamW (lr 3e-3, weight decay 0.05) with a StepLR cut (x0.1 at "
        "step 128), 16 epochs (every 4th step logged): losses 1.37, 0.89, 0.624, 0.353, 0.38 ... "
        "0.106-0.465 in the last third, the val loss 0.555, 0.515, 0.495, 0.434 ... 0.428-0.437 in "
        "the last third (level) and val accuracy 0.78 to 0.873-0.88, test 0.349 and 0.87",
        family="mlp",
        dataset="saffron-iso-grades",
        seed=98116,
    ),
)
