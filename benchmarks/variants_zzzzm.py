"""Variant battery zzzzm: a look-alike of an external held-out suite, real framework runs (`--battery zzzzm`).

    nice -n 10 python benchmarks/variants.py --battery zzzzm --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery zzzzm [--runs]

Like batteries d-zzzzk, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is the log),
trained by battery d's runner through the earlier batteries' wrappers (battery zf's runner and its
replaced loss, battery zj's model and augmentation wrappers) and this battery's own hooks (a loss
masked to the first class, a head frozen at its random init, every weight drawn from N(0, 1)), so
each case can run in each of the three layouts; the layout rotation of variants.py picks one.
It was written blind: its author trained it with `--train-only`, read the raw logged numbers of each
run, and never diagnosed or scored it, so it is held-out data for the tool.
Its halves are even (one fault each, one cause a case, spread over every family of cause: optimisation,
data, evaluation, model, workflow), injected into data sets no battery had at a realistic strength, in
forms earlier batteries did not use (see each case's description and each hook's docstring).
The data sets are new, all made offline with numpy from known generating models (see each generator): a
xylophone tuner's mallet-strike microphone windows by the bar's fault (sound, cracked, loose cord,
detuned, damp felt; 64 samples), 12x12 X-ray patches of walnut kernels (sound, shrivelled, mould,
insect tunnel, shell fragment), a harbour's tugboat job logs by the job's outcome (on time, delayed,
aborted, incident, towed-in; left-padded to 20), a quince jelly kitchen's setting times per batch
(from the fruit and the boil; standardised) and an umbrella factory's wind-test grades (from 8
measurements of the frame and canopy).
Runs of 12 to ~1,900 steps: MLPs, 2-D CNNs with and without batch norm, a small residual net, 1-D CNNs
with and without batch norm, GRU and LSTM readers of the job logs, small transformers and regression
MLPs; SGD (with momentum), Adam, AdamW, NAdam, RMSprop, Adamax; constant, cosine, warm-up + cosine,
step, exponential, plateau and triangular cyclic schedules, gradient accumulation; bf16-mixed
autocast, flip, shift and noise augmentation, dropout, early stopping, clipping; batches of 8 to
1,000; cadences from every step to once every 100 steps, evaluations twice an epoch, once an epoch,
every 3 epochs or never.
The faulty half: SGD at a base lr multiplied by 8 GPUs on one CPU, a 1,000-step warm-up on a 320-step
run, an exponential decay meant per epoch stepped per step, a timestamp column logged when each batch
set, a test set min-max scaled on itself, shifted validation labels, evaluation patches with their
polarity inverted, a loss masked to the first class, a head frozen at its random init, every weight
drawn from N(0, 1), one month's 120 rows, job logs grouped by outcome and never shuffled, a
`max_epochs` of epochs // 10 and a full batch of 1,000 rows.
The healthy half holds sound runs a naive reader can take for a fault (see the healthy cases'
descriptions): val losses below the training loss under shift, gain and noise augmentation with
dropout, batch-8 and batch-16 noise logged every step (RMSprop, bf16 SGD), a triangular cyclic lr
evaluated twice an epoch, flip augmentation in bf16 evaluated every 3 epochs, a transformer's level
first epoch under warm-up, a GRU never evaluated, an LSTM stopped early, gradient accumulation, a slow
SGD regression logged every 100, a step cut and two plateau schedules and a 50-step run still
improving.
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


XYLOPHONE = ("sound", "cracked", "loose-cord", "detuned", "damp-felt")


def _xylophone(seed: int, n: int, length: int = 64) -> tuple[Any, Any]:
    """A xylophone tuner's microphone window after a mallet strike (64 samples), labelled by the bar's
    fault: a sound bar (a decaying tone of 3-6 cycles a window with its fourth-partial overtone), a
    cracked bar (the decay 4-7x faster and a buzz of noise), a loose cord (a rattle: a second strike
    bump 15-40 samples in), a detuned bar (the overtone moved off its ratio by 30-50%) or damp felt (the
    tone's attack is soft: a ramp over 14-26 samples). Every window has a gain of 0.7-1.3, a hum and a
    noise of sd 0.1-0.25, so sound 1-D CNNs stop well short of perfect."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=SHARES)
    t = np.arange(length, dtype=float)
    x = np.zeros((n, length))
    for i in range(n):
        c = int(y[i])
        cycles, phase = rng.uniform(3, 6), rng.uniform(0, 6)
        decay = rng.uniform(30, 60) / (rng.uniform(4, 7) if c == 1 else 1)
        ratio = 3.9 * (1 + rng.uniform(0.3, 0.5) * rng.choice([-1, 1]) if c == 3 else 1)
        tone = np.sin(2 * np.pi * cycles * t / length + phase)
        tone += rng.uniform(0.5, 0.8) * np.sin(2 * np.pi * cycles * ratio * t / length)
        env = np.exp(-t / decay)
        if c == 4:
            env = env * np.clip(t / rng.uniform(14, 26), 0, 1)
        sig = env * tone
        if c == 1:
            sig = sig + 0.6 * env * rng.normal(0, 1, length)
        if c == 2:
            at = rng.uniform(15, 40)
            sig = sig + rng.uniform(1.2, 2.0) * np.exp(-((t - at) ** 2) / 4) * np.sign(np.sin(t))
        hum = rng.normal(0, 0.2) * np.sin(2 * np.pi * t / rng.uniform(20, 40))
        x[i] = rng.uniform(0.7, 1.3) * sig + hum + rng.normal(0, rng.uniform(0.1, 0.25), length)
    return x, y


def xylophone(
    seed: int = 94101, sizes: tuple[int, int, int] = SIZES, name: str = "xylophone-strike-windows"
) -> Splits:
    """The windows (N, 64), centred and scaled by the training windows' mean and sd, 5 classes."""
    x, y = _xylophone(seed, sum(sizes))
    return _signal_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def xylophone_val_labels_shifted() -> Splits:
    """The bug: the validation labels come from a separate sheet joined on the row number, and the
    sheet has one header row more than the windows' export: every validation window carries the next
    window's label (the training and test files are joined right)."""
    import numpy as np

    x, y = _xylophone(94102, sum(SIZES))
    y = y.copy()
    n, v = SIZES[0], SIZES[1]
    y[n : n + v] = np.roll(y[n : n + v], -1)
    return _signal_splits(x, y, SIZES, "xylophone-strike-windows", _stats(x[: SIZES[0]]))


WALNUT = ("sound", "shrivelled", "mould", "insect-tunnel", "shell-fragment")


def _walnut(seed: int, n: int) -> tuple[Any, Any]:
    """12x12 X-ray patches of walnut kernels on a sorting belt (density), labelled by the grader: a sound
    kernel (a bright lobed blob filling the patch), shrivelled (the blob 50-70% as large, with dark
    wrinkles), mould (a dark diffuse patch inside the kernel), an insect tunnel (a thin dark curved
    track) or a shell fragment (a small very bright angular speck). Every patch has a contrast
    of 0.6-1.2, a belt gradient and a noise of sd 0.25-0.5."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=SHARES)
    yy, xx = np.mgrid[0:12, 0:12].astype(float)
    x = np.zeros((n, 12, 12))
    for i in range(n):
        c = int(y[i])
        cx, cy = rng.uniform(4.5, 6.5), rng.uniform(4.5, 6.5)
        r = rng.uniform(3.5, 4.5) * (rng.uniform(0.5, 0.7) if c == 1 else 1)
        ang = np.arctan2(yy - cy, xx - cx)
        rad = np.sqrt((xx - cx) ** 2 + (yy - cy) ** 2) / (r * (1 + 0.15 * np.cos(2 * ang)))
        img = 1.2 / (1 + np.exp((rad - 1) * 6))
        if c == 1:
            img -= 0.5 * img * (np.sin(3 * xx + rng.uniform(0, 6)) > 0.6)
        if c == 2:
            mx, my = cx + rng.normal(0, 1), cy + rng.normal(0, 1)
            img -= rng.uniform(0.6, 1.0) * np.exp(-((xx - mx) ** 2 + (yy - my) ** 2) / 4)
        if c == 3:
            a, b = rng.uniform(-0.3, 0.3), rng.uniform(-2, 2)
            track = cy + b + a * (xx - cx) ** 2 / 2
            img -= 1.0 * np.exp(-((yy - track) ** 2) / 0.3) * (np.abs(xx - cx) < rng.uniform(2, 4))
        if c == 4:
            px, py = int(round(cx + rng.normal(0, 1))), int(round(cy + rng.normal(0, 1)))
            img[py : py + 2, px : px + 2] += rng.uniform(1.5, 2.5)
        img += rng.normal(0, 0.25) * (xx - 5.5) / 6
        x[i] = rng.uniform(0.6, 1.2) * img + rng.normal(0, rng.uniform(0.25, 0.5), (12, 12))
    return x, y


def walnut(
    seed: int = 94201, sizes: tuple[int, int, int] = SIZES, name: str = "walnut-xray-patches"
) -> Splits:
    """The patches as (N, 1, 12, 12), centred and scaled by the training patches' mean and sd, 5 classes."""
    x, y = _walnut(seed, sum(sizes))
    return _patch_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


TUG_EVENTS = (
    "<pad>",
    "cast-off",
    "made-fast",
    "push",
    "pull",
    "line-parted",
    "standby",
    "radio-call",
    "pilot-aboard",
    "engine-alarm",
    "fog-signal",
    "berth-change",
    "tow-slip",
)
TUG_OUTCOMES = ("on-time", "delayed", "aborted", "incident", "towed-in")
_TUG_FAVOURED = ((1, 2, 3, 8), (6, 7, 10, 3), (11, 6, 7, 1), (5, 9, 12, 4), (4, 12, 9, 2))
_TUG_LENGTHS = ((10, 20), (12, 20), (4, 12), (8, 18), (8, 18))


def _tugboat(seed: int, n: int, length: int = 20) -> tuple[Any, Any]:
    """A harbour tugboat's job logs (cast-off, made fast, push, pull, a parted line, standby, radio
    calls, pilot aboard, an engine alarm, fog signals, a berth change, a tow slip; ids 1-12, 0 pads on
    the left), labelled by the job's outcome: on time, delayed, aborted, an incident or towed-in. Each
    outcome is a Markov chain over one shared random base tilted towards its four favoured events, and
    22% of the events are replaced by a random one (a deckhand's miskeyed entry)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    base = np.random.default_rng(94300).dirichlet(np.ones(12) * 0.6, size=12)
    chains = []
    for favoured in _TUG_FAVOURED:
        tilt = np.zeros((12, 12))
        tilt[:, [f - 1 for f in favoured]] = 0.16
        chain = base + tilt
        chains.append(chain / chain.sum(1, keepdims=True))
    y = rng.choice(5, n, p=SHARES)
    x = np.zeros((n, length), dtype=np.int64)
    for i in range(n):
        c = int(y[i])
        size = int(rng.integers(*_TUG_LENGTHS[c]))
        state = int(rng.integers(0, 12))
        events = []
        for _ in range(size):
            state = int(rng.choice(12, p=chains[c][state]))
            events.append(int(rng.integers(1, 13)) if rng.random() < 0.22 else state + 1)
        x[i, length - size :] = events
    return x, y


def tugboat(seed: int = 94301, sizes: tuple[int, int, int] = SIZES, name: str = "tugboat-job-logs") -> Splits:
    """Event windows (N, 20) over 13 ids (0 the padding), 5 classes."""
    x, y = _tugboat(seed, sum(sizes))
    return _token_splits(x, y, sizes, name)


def _quince(seed: int, n: int) -> tuple[Any, Any, Any]:
    """A quince jelly kitchen's records per batch: the fruit's ripeness (1-5), the pectin (g/kg, 4-12),
    the sugar ratio (0.6-1.1), the boil temperature (102-106 C), the boil time (8-25 min), the pot's
    fill (40-95%), the room temperature (14-26 C) and the juice acidity (pH 2.9-3.8); the target is the
    setting time in minutes: falling with the pectin, the sugar ratio and the boil temperature, an acid
    optimum near pH 3.2, slower in warm rooms, and a noise of sd 10% (standardised). Also returns the
    clock time of each batch's start (minutes into the day's shift, random)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    ripe = rng.uniform(1, 5, n)
    pectin = rng.uniform(4, 12, n)
    sugar = rng.uniform(0.6, 1.1, n)
    boil = rng.uniform(102, 106, n)
    boil_min = rng.uniform(8, 25, n)
    fill = rng.uniform(40, 95, n)
    room = rng.uniform(14, 26, n)
    ph = rng.uniform(2.9, 3.8, n)
    minutes = (
        60
        * (8 / pectin) ** 0.7
        * (0.85 / sugar) ** 0.9
        * np.exp(-(boil - 104) / 3)
        * (1 + 0.8 * (ph - 3.2) ** 2)
        * (1 + 0.02 * (room - 20))
        * (1 - 0.006 * (boil_min - 15))
        * (1 + 0.03 * (ripe - 3))
        * np.exp(rng.normal(0, 0.1, n))
    )
    start = rng.uniform(0, 300, n)
    x = np.column_stack([ripe, pectin, sugar, boil, boil_min, fill, room, ph])
    return x, minutes, start


def quince(
    seed: int = 94401, sizes: tuple[int, int, int] = SIZES, name: str = "quince-jelly-set-time"
) -> Splits:
    """8 standardised columns, the standardised setting time."""
    x, y, _ = _quince(seed, sum(sizes))
    return _generated(name, x, y, 0, sizes)


def quince_long() -> Splits:
    """A 2,000-batch draw."""
    return quince(94402, (2000, 300, 300), "quince-jelly-set-time-2000")


def quince_set_timestamp_column() -> Splits:
    """The bug: the export adds a `logged_at` column (minutes into the shift) that the kitchen's tablet
    stamps when the batch is marked set, i.e. its start plus its setting time, and the batch's start
    time is a column too (the training and validation exports); the test rows come from the live
    system, which stamps `logged_at` when the batch is entered (its start plus 1-3 minutes)."""
    import numpy as np

    x, y, start = _quince(94403, sum(SIZES))
    rng = np.random.default_rng(94404)
    logged = start + y
    m = SIZES[0] + SIZES[1]
    logged[m:] = start[m:] + rng.uniform(1, 3, SIZES[2])
    x = np.column_stack([x, start, logged])
    return _generated("quince-jelly-set-time", x, y, 0, SIZES)


UMBRELLA_GRADES = ("storm", "standard", "compact", "second", "reject")


def _umbrella(seed: int, n: int) -> tuple[Any, Any]:
    """An umbrella factory's wind-test grades from 8 measurements: the rib count, the rib stiffness
    (N/mm), the canopy's water column (mm), the shaft's deflection at 60 km/h (mm), the open diameter
    (cm), the mass (g), the runner's slide force (N) and the inversion wind speed (km/h). Each grade
    has its profile (storm umbrellas stiff and vented, compacts light and small, seconds leaky, rejects
    inverting early); one piece in five takes 40% of its measurements from a second grade's profile."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=SHARES)
    prof = np.array(
        [
            [10, 9.0, 900, 12, 120, 520, 14, 95],
            [8, 6.5, 800, 18, 105, 380, 12, 70],
            [7, 5.0, 700, 22, 95, 250, 10, 55],
            [8, 6.0, 450, 20, 104, 390, 15, 65],
            [8, 4.5, 600, 30, 104, 370, 20, 40],
        ]
    )
    sds = np.array([1.0, 0.8, 90, 3, 5, 40, 2, 8])
    other = np.where(rng.random(n) < 0.2, rng.integers(0, 5, n), y)
    cols = np.arange(8)
    x = np.zeros((n, 8))
    for i in range(n):
        source = np.where(rng.random(8) < 0.4, other[i], y[i])
        x[i] = np.abs(rng.normal(prof[source, cols], sds * rng.uniform(0.9, 1.7)))
    return x, y


def umbrella(
    seed: int = 94501, sizes: tuple[int, int, int] = SIZES, name: str = "umbrella-wind-grades"
) -> Splits:
    """8 standardised columns, 5 classes."""
    x, y = _umbrella(seed, sum(sizes))
    return _generated(name, x, y, 5, sizes)


def umbrella_120_rows() -> Splits:
    """The bug: the training query filtered on `month = 'March'` instead of the season, leaving 120
    training pieces; validation and test keep their 300."""
    return umbrella(94502, (120, 300, 300))


def umbrella_test_minmax_on_itself() -> Splits:
    """The bug: training and validation columns are min-max scaled with the training rows' minimum and
    maximum, but the test script refits the `MinMaxScaler` on the test rows themselves, and the test
    batch holds a few prototype umbrellas measured far out of range (3 pieces with 4x the mass and
    diameter), so every test column is squeezed into a different range."""
    import torch

    from tests.suite import datasets as ds

    x, y = _umbrella(94503, sum(SIZES))
    x = x.copy()
    m = SIZES[0] + SIZES[1]
    x[m : m + 3, [0, 2, 4, 5, 7]] *= 4
    lo, hi = x[: SIZES[0]].min(0), x[: SIZES[0]].max(0)
    scaled = (x - lo) / (hi - lo)
    tlo, thi = x[m:].min(0), x[m:].max(0)
    scaled[m:] = (x[m:] - tlo) / (thi - tlo)
    feats = torch.tensor(scaled, dtype=torch.float32)
    return ds.named(ds._split(feats, torch.tensor(y).long(), SIZES, 5), "umbrella-wind-grades")


# ---------------------------------------------------------------- injected faults (and healthy hooks)


def _inverted(inner: Any, x: torch.Tensor) -> torch.Tensor:
    out: torch.Tensor = inner(x if inner.training else -x)
    return out


eval_polarity_inverted = _wrapper(_inverted)
eval_polarity_inverted.__doc__ = """The bug: the evaluation path loads the patches through the belt
viewer's export, which shows dense material dark (the radiologist's convention), so in validation and
test every standardised patch reaches the model negated; training reads the sorter's raw density."""


def first_class_masked_ce(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """The bug: a per-class weight mask meant for a "sound vs. fault" head (`mask = [1, 0, 0, 0, 0]`) is
    multiplied into the cross-entropy's per-row terms by the row's label, so only the rows of the first
    class contribute (the others are multiplied by zero); the loss is averaged over all rows."""
    from torch import nn

    per_row = nn.functional.cross_entropy(out, y, reduction="none")
    return (per_row * (y == 0).float()).mean()


def all_but_head(net: nn.Module) -> Any:
    """The bug: the optimiser gets `[p for n, p in net.named_parameters() if "head" not in n]` (the
    filter meant for a fine-tune that kept a pretrained head): the head stays at its random init."""
    return [p for name, p in net.named_parameters() if "head" not in name]


def unit_normal_init(net: nn.Module) -> nn.Module:
    """The bug: the init helper ported from a tutorial draws every Linear weight from N(0, 1) (`std=1`
    instead of `std=1/sqrt(fan_in)`) and zeroes the biases."""
    import torch

    with torch.no_grad():
        for module in net.modules():
            if isinstance(module, torch.nn.Linear):
                module.weight.normal_(0, 1)
                module.bias.zero_()
    return net


def _strike_noise(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.roll(x, int(torch.randint(-4, 5, (1,))), dims=-1)
    return x * (1 + 0.2 * (torch.rand(len(x), 1) * 2 - 1)) + 0.4 * torch.randn_like(x)


strike_noise = _augmented(_strike_noise)
strike_noise.__doc__ = """Not a fault: in training mode each batch of windows is shifted by up to 4
samples, each window's gain jittered by up to 20% and given 0.4 sd of noise."""


def _kernel_flip(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.where(torch.rand(len(x), 1, 1, 1) < 0.5, x.flip(3), x)
    return torch.where(torch.rand(len(x), 1, 1, 1) < 0.5, x.transpose(2, 3), x)


kernel_flip = _augmented(_kernel_flip)
kernel_flip.__doc__ = """Not a fault: in training mode each patch is flipped left-right and transposed at
random."""


def triangular(step: int, _total: int) -> float:
    """Not a fault: a triangular cyclic lr between 0.1 and 1 of the base lr, 40 steps up, 40 down."""
    phase = (step % 80) / 40
    return 0.1 + 0.9 * (phase if phase <= 1 else 2 - phase)


# ---------------------------------------------------------------- the variants


def ZZZZM(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by battery zf's runner (through every earlier wrapper)."""
    return L(*args, runs=runs or zf_runs(), **kw)


CH16 = {"channels": 16}
H48 = {"hidden": 48}
W128 = {"width": 128, "num_layers": 2}

FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    ZZZZM(
        "vzzzzm-sgd-lr-times-8-gpus-on-one-cpu-cnn-walnut",
        Plan(walnut, "cnn", 0.8, "sgd", momentum=0.9, epochs=8, log_every=4, model_kw=CH16),
        ("metric-at-baseline",),
        "learning-rate-too-high",
        (
            "SGD with momentum 0.9 at lr 0.8: the recipe's 0.1 multiplied by its 8 GPUs under the linear "
            "scaling rule, run on one CPU at the recipe's per-device batch of 32; a 16-channel CNN, 8 "
            "epochs (every 4th step logged): losses 2.36, 3.56, 1.82, 1.84, 2.27 ... 1.62-1.74 in the "
            "last third (ln 5 = 1.61), the gradient norm 25.5 at the second logged step, the val loss "
            "1.84, 1.7, 1.82, 1.71, 1.67, 1.64, 1.65, 1.66 and val accuracy 0.18-0.23 at every epoch, "
            "test 1.65 and 0.23 (sound CNNs on these patches: ~0.7 and 0.69-0.72)"
        ),
        (
            "loss-spikes",
            "gradient-explosion",
            "bad-initial-loss",
            "slow-convergence",
            "undertrained",
            "loss-oscillation",
        ),
        family="cnn",
        dataset="walnut-xray-patches",
        seed=94001,
    ),
    ZZZZM(
        "vzzzzm-warmup-1000-steps-on-320-step-run-transformer-tugboat",
        Plan(
            tugboat,
            "transformer",
            3e-4,
            "adamw",
            weight_decay=0.01,
            epochs=10,
            log_every=5,
            schedule="warmup-cosine",
            warmup=1000,
        ),
        ("slow-convergence", "undertrained"),
        "learning-rate-too-low",
        (
            "a warm-up of 1,000 steps (the pretraining recipe's) on a 320-step run: the lr of a small "
            "transformer under AdamW (base 3e-4, weight decay 0.01) climbs linearly and reaches only "
            "9.6e-5 at the end, 10 epochs (every 5th step logged): losses 1.81, 1.75, 1.7, 1.76, 1.81 ... "
            "0.969-1.54 in the last third, epoch means 1.78, 1.77, 1.73, 1.69, 1.64, 1.59, 1.52, 1.46, "
            "1.37, 1.27, the val loss 1.74, 1.72, 1.69, 1.65, 1.61, 1.56, 1.51, 1.44, 1.36, 1.26 and val "
            "accuracy 0.0933 to 0.567 (still rising), test 1.24 and 0.557 (sound sequence models on these "
            "logs: ~0.63-0.7 and 0.73-0.76)"
        ),
        ("metric-at-baseline", "bad-initial-loss"),
        family="transformer",
        dataset="tugboat-job-logs",
        seed=94002,
    ),
    ZZZZM(
        "vzzzzm-exp-decay-per-epoch-gamma-stepped-per-step-gru-tugboat",
        Plan(
            tugboat,
            "gru",
            3e-3,
            "adam",
            epochs=12,
            log_every=6,
            schedule="exp",
            gamma=0.95,
            clip=1.0,
            model_kw=H48,
        ),
        ("slow-convergence",),
        "lr-decay-too-fast",
        (
            "an ExponentialLR with gamma 0.95 (meant per epoch) stepped per optimizer step: the lr of a "
            "GRU (hidden 48) under Adam (base 3e-3, clipped at 1) falls to 6.8e-4 by step 25 and to "
            "8.8e-12 at the end of 384 steps, 12 epochs (every 6th step logged): losses 1.56, 1.54, 1.48, "
            "1.45, 1.49 ... 1.13-1.48 in the last third, epoch means 1.52, 1.39, 1.35, then 1.34 at every "
            "epoch, the val loss 1.42, 1.36, then 1.34 at every epoch and val accuracy 0.423, then "
            "0.45-0.457, test 1.35 and 0.46 (sound sequence models on these logs: ~0.63-0.7 and "
            "0.73-0.76)"
        ),
        ("undertrained", "metric-at-baseline"),
        family="rnn",
        dataset="tugboat-job-logs",
        seed=94003,
    ),
    # --- data
    ZZZZM(
        "vzzzzm-set-timestamp-column-leaks-target-regression-quince",
        Plan(quince_set_timestamp_column, "mlp", 1e-3, "adam", epochs=20, log_every=8, model_kw=W128),
        ("val-test-gap",),
        "data-leakage",
        (
            "the export carries the batch's start time and a `logged_at` stamped when the batch was "
            "marked set (start + setting time) in the training and validation rows, while the live test "
            "rows stamp `logged_at` at entry; a 2x128 regression MLP under Adam lr 1e-3, 20 epochs (every "
            "8th step logged): losses 0.824, 0.324, 0.126, 0.13, 0.0822 ... 0.00456-0.0101 in the last "
            "third, the val loss 0.115, 0.0585, 0.0483, 0.0388, 0.0334 ... 0.0125-0.02 in the last third "
            "(0.0128 at the end), test 1.51 (sound regressions on these batches: ~0.06-0.08)"
        ),
        ("overfitting", "train-val-gap", "zero-train-loss"),
        family="regression",
        dataset="quince-jelly-set-time",
        seed=94004,
    ),
    ZZZZM(
        "vzzzzm-test-minmax-refit-on-test-rows-mlp-umbrella",
        Plan(umbrella_test_minmax_on_itself, "mlp", 3e-3, "adam", epochs=20, log_every=10, model_kw=W128),
        ("val-test-gap",),
        "wrong-preprocessing-parameters",
        (
            "the test script refits the min-max scaler on the test rows themselves, which hold 3 "
            "prototype umbrellas measured far out of range (training and validation use the training "
            "rows' minimum and maximum); a 2x128 MLP under Adam lr 3e-3, 20 epochs (every 10th step "
            "logged): losses 1.59, 1.25, 0.944, 0.936, 0.908 ... 0.209-0.839 in the last third, epoch "
            "means 1.34, 0.807, 0.628 ... 0.435, the val loss 0.954, 0.612, 0.523 ... 0.409-0.49 in the "
            "last third and val accuracy 0.55 to 0.843-0.88, test 3.44 and 0.37"
        ),
        ("overfitting", "train-val-gap"),
        family="mlp",
        dataset="umbrella-wind-grades",
        seed=94006,
    ),
    ZZZZM(
        "vzzzzm-job-logs-grouped-by-outcome-never-shuffled-lstm-tugboat",
        Plan(
            tugboat,
            "lstm",
            3e-3,
            "adam",
            epochs=8,
            log_every=2,
            shuffle=False,
            sort_by_class=True,
            clip=1.0,
            model_kw=H48,
        ),
        ("periodic-loss",),
        "data-not-shuffled",
        (
            "the job logs are exported grouped by outcome and the DataLoader has shuffle=False: every "
            "epoch runs through the on-time jobs, then the delayed, aborted, incident and towed-in ones; "
            "an LSTM (hidden 48) under Adam lr 3e-3 clipped at 1, 8 epochs of 32 steps (every 2nd step "
            "logged): losses 1.42, 1.27, 1.07, 1.22, 1.94, 1.91 ... 2.46 at step 21, 1.38 at step 33, 1.8 "
            "at step 53, 1.0 at step 83, 3.2 at step 97, the same rise within every epoch, 0.72-1.65 in "
            "the last third, epoch means 1.83, 1.62, 1.53, 2.1, 1.54, 1.43, 1.37, 1.28, the gradient norm "
            "up to 5.14, the val loss 1.59, 1.53, 2.07, 1.54, 1.45, 1.35, 1.2, 1.07 and val accuracy "
            "0.32, 0.353, 0.19, 0.35, 0.4, 0.43, 0.5, 0.557, test 1.03 and 0.59 (sound sequence models on "
            "these logs: ~0.63-0.7 and 0.73-0.76)"
        ),
        (
            "loss-oscillation",
            "loss-spikes",
            "slow-convergence",
            "undertrained",
            "metric-at-baseline",
            "gradient-explosion",
        ),
        family="rnn",
        dataset="tugboat-job-logs",
        seed=94007,
    ),
    # --- evaluation
    ZZZZM(
        "vzzzzm-val-labels-joined-one-row-off-cnn1d-xylophone",
        Plan(xylophone_val_labels_shifted, "cnn1d", 2e-3, "adam", epochs=10, log_every=5, model_kw=CH16),
        ("train-val-gap",),
        "wrong-eval-logic",
        (
            "the validation labels come from a sheet joined on the row number with one header row too "
            "many, so every validation window carries the next window's label; a 16-channel 1-D CNN under "
            "Adam lr 2e-3, 10 epochs (every 5th step logged): losses 1.62, 1.56, 1.57, 1.52, 1.51 ... "
            "0.825-1.25 in the last third, epoch means 1.57, 1.5, 1.38 ... 0.971, the val loss 1.61, "
            "1.63, 1.7, 1.82, 1.96, 2.06, 2.17, 2.33, 2.39, 2.43 and val accuracy 0.193-0.25 (chance) at "
            "every epoch, test 0.963 and 0.647"
        ),
        ("overfitting", "metric-at-baseline", "val-test-gap"),
        family="cnn",
        dataset="xylophone-strike-windows",
        seed=94008,
    ),
    ZZZZM(
        "vzzzzm-eval-patches-polarity-inverted-bncnn-walnut",
        Plan(
            walnut,
            "bncnn",
            2e-3,
            "adam",
            epochs=8,
            log_every=4,
            model_fault=eval_polarity_inverted,
            model_kw=CH16,
        ),
        ("train-val-gap",),
        "eval-pipeline-mismatch",
        (
            "the evaluation path loads the patches through the belt viewer's export, which shows dense "
            "material dark, so every validation and test patch reaches the model negated; a 16-channel "
            "batch-norm CNN under Adam lr 2e-3, 8 epochs (every 4th step logged): losses 1.52, 1.36, "
            "1.27, 1.31, 1.36 ... 0.464-1.28 in the last third, epoch means 1.32, 1.1, 0.952 ... 0.586, "
            "the val loss 3.9, 3.14, 4.97, 4.34, 5.29, 5.49, 5.5, 6.69 and val accuracy 0.0567-0.0933 "
            "(below chance), test 6.41 and 0.0567"
        ),
        ("overfitting", "metric-at-baseline", "loss-spikes", "bad-initial-loss"),
        family="cnn-bn",
        dataset="walnut-xray-patches",
        seed=94013,
    ),
    # --- model
    ZZZZM(
        "vzzzzm-loss-masked-to-first-class-mlp-umbrella",
        Plan(umbrella, "mlp", 2e-3, "adam", epochs=10, log_every=5, model_kw=W128),
        ("zero-train-loss", "metric-at-baseline"),
        "wrong-loss-function",
        (
            "the cross-entropy's per-row terms are multiplied by a class mask [1, 0, 0, 0, 0] indexed by "
            "the label, so only the storm umbrellas' rows contribute; a 2x128 MLP under Adam lr 2e-3, 10 "
            "epochs (every 5th step logged): losses 0.165, 0.0561, 0.00469, 0.000236, 8.58e-5 ... 0 to "
            "2.3e-5 in the last third, epoch means 0.0578, 6.47e-6, 3.68e-6 ... 6.33e-7, the gradient "
            "norm 0.498 at the first logged step and 4.2e-8 at the end, the val loss 1.32e-5 to 9.3e-8 "
            "and val accuracy 0.257 (the first class's share) at every epoch, test 1.57e-7 and 0.217 "
            "(sound MLPs on these grades: ~0.39-0.4 and 0.88-0.89)"
        ),
        ("slow-convergence", "undertrained", "gradient-vanishing"),
        family="mlp",
        dataset="umbrella-wind-grades",
        seed=94009,
        runs=zf_runs(
            loss=first_class_masked_ce, hparams={"loss": "cross_entropy * mask[y], mask=[1,0,0,0,0]"}
        ),
    ),
    ZZZZM(
        "vzzzzm-head-left-out-of-optimizer-random-init-cnn1d-xylophone",
        Plan(
            xylophone,
            "cnn1d",
            2e-3,
            "adam",
            epochs=10,
            log_every=5,
            params=all_but_head,
            model_kw={"channels": 8},
        ),
        ("slow-convergence", "undertrained"),
        "frozen-weights",
        (
            'the optimiser gets every parameter whose name lacks "head" (a fine-tune\'s filter), so the '
            "head of an 8-channel 1-D CNN stays at its random init; Adam lr 2e-3, 10 epochs (every 5th "
            "step logged): losses 1.63, 1.61, 1.61, 1.59, 1.57 ... 1.33-1.54 in the last third, epoch "
            "means 1.6, 1.57, 1.55 ... 1.43, the gradient norm up to 13 at the end, the val loss 1.59, "
            "1.56, 1.55 ... 1.43 and val accuracy 0.267-0.343, test 1.4 and 0.347 (sound 1-D CNNs on "
            "these windows: ~0.96-1.06 and 0.57-0.65)"
        ),
        ("metric-at-baseline", "gradient-explosion"),
        family="cnn",
        dataset="xylophone-strike-windows",
        seed=94010,
    ),
    ZZZZM(
        "vzzzzm-linear-weights-unit-normal-init-mlp-umbrella",
        Plan(
            umbrella,
            "mlp",
            1e-3,
            "adam",
            epochs=12,
            log_every=4,
            model_fault=unit_normal_init,
            model_kw={"width": 128, "num_layers": 3},
        ),
        ("bad-initial-loss",),
        "poor-initialization",
        (
            "the init helper draws every Linear weight of a 3x128 MLP from N(0, 1) (std 1 instead of "
            "1/sqrt(fan_in)) and zeroes the biases; Adam lr 1e-3, 12 epochs (every 4th step logged): "
            "losses 1,710, 1,810, 1,340, 991, 576 ... 0 to 142 in the last third, epoch means 983, 233, "
            "151, 121, 103 ... 39.5, the gradient norm 1,320-1,590 at the first logged steps, the val "
            "loss 297, 128, 102, 94.3 ... 66.3 and val accuracy 0.557 to 0.81-0.843, test 101 and 0.81 "
            "(sound MLPs on these grades: ~0.39-0.4 and 0.88-0.89)"
        ),
        (
            "gradient-explosion",
            "loss-spikes",
            "loss-oscillation",
            "train-val-gap",
            "val-test-gap",
            "slow-convergence",
            "undertrained",
            "overfitting",
            "zero-train-loss",
        ),
        family="mlp",
        dataset="umbrella-wind-grades",
        seed=94011,
    ),
    # --- workflow
    ZZZZM(
        "vzzzzm-query-filtered-one-month-120-rows-mlp-umbrella",
        Plan(
            umbrella_120_rows,
            "mlp",
            2e-3,
            "adam",
            epochs=150,
            log_every=10,
            model_kw={"width": 256, "num_layers": 3},
        ),
        ("overfitting", "train-val-gap"),
        "insufficient-data",
        (
            "the training query filtered on one month instead of the season, leaving 120 training pieces "
            "(validation and test keep 300); a 3x256 MLP under Adam lr 2e-3, 150 epochs (600 steps, every "
            "10th logged): losses 1.08, 0.334, 0.184, 0.0838, 0.0429 ... 6.64e-5 to 1.55e-4 in the last "
            "third, the val loss 1.07, 0.663, 0.579 (epoch 3, its lowest), 0.755, 0.893 ... 2.57-2.75 in "
            "the last third and val accuracy 0.697, 0.813, 0.84 then 0.793 at the end, test 1.89 and "
            "0.837"
        ),
        ("zero-train-loss", "val-test-gap"),
        family="mlp",
        dataset="umbrella-wind-grades",
        seed=94012,
    ),
    ZZZZM(
        "vzzzzm-max-epochs-epochs-div-10-resnet-walnut",
        Plan(walnut, "resnet", 3e-3, "adam", epochs=2, log_every=2),
        ("undertrained",),
        "too-few-epochs",
        (
            "the trainer's `max_epochs=epochs // 10` (left from a timing test) turns the config's 20 "
            "epochs into 2: a small residual net under Adam lr 3e-3 stops after 64 steps (every 2nd "
            "logged): losses 1.58, 1.52, 1.52, 1.52, 1.49 ... 1.02-1.3 in the last third, the val loss "
            "1.21, 1.03 and val accuracy 0.463, 0.567 (still rising), test 1.11 and 0.53 (sound CNNs on "
            "these patches: ~0.7 and 0.69-0.72)"
        ),
        ("slow-convergence", "metric-at-baseline"),
        family="resnet",
        dataset="walnut-xray-patches",
        seed=94014,
    ),
    ZZZZM(
        "vzzzzm-full-batch-1000-rows-12-steps-regression-quince",
        Plan(quince, "mlp", 1e-3, "adam", epochs=12, batch_size=1000, log_every=1, model_kw=W128),
        ("undertrained",),
        "batch-size-unsuitable",
        (
            "the batch size is the whole training set (1,000 rows, `batch_size=len(train)` from a "
            "full-batch L-BFGS notebook) under Adam lr 1e-3: 12 epochs make 12 steps; a 2x128 regression "
            "MLP, every step logged: losses 1.07, 0.985, 0.91, 0.84, 0.775, 0.714, 0.655, 0.597, 0.542, "
            "0.488, 0.436, 0.387 (still falling by ~0.05 a step), the val loss 1.16, 1.07, 0.984, 0.905, "
            "0.832, 0.761, 0.694, 0.629, 0.566, 0.505, 0.447, 0.392, test 0.49 (sound regressions on "
            "these batches: ~0.06-0.08)"
        ),
        ("slow-convergence",),
        family="regression",
        dataset="quince-jelly-set-time",
        seed=94015,
    ),
)

HEALTHY: tuple[Variant, ...] = (
    ZZZZM(
        "vzzzzm-healthy-cnn1d-xylophone-shift-noise-aug-dropout",
        Plan(
            xylophone,
            "cnn1d",
            2e-3,
            "adam",
            epochs=12,
            log_every=8,
            model_fault=strike_noise,
            model_kw={"channels": 16, "dropout": 0.3},
        ),
        (),
        None,
        (
            "a 16-channel 1-D CNN with dropout 0.3 and windows shifted by up to 4 samples, gain-jittered "
            "by up to 20% and given 0.4 sd of noise in training mode, Adam lr 2e-3, 12 epochs (every 8th "
            "step logged): losses 1.6, 1.6, 1.58, 1.57, 1.58 ... 1.19-1.32 in the last third, the val "
            "loss 1.59, 1.54, 1.51, 1.45, 1.38 ... 1.12 at the end (below the training loss) and val "
            "accuracy 0.273 to 0.56, test 1.06 and 0.573"
        ),
        family="cnn",
        dataset="xylophone-strike-windows",
        seed=94101,
    ),
    ZZZZM(
        "vzzzzm-healthy-bncnn1d-xylophone-rmsprop-batch-8-every-step",
        Plan(xylophone, "bncnn1d", 1e-3, "rmsprop", epochs=2, batch_size=8, log_every=1, model_kw=CH16),
        (),
        None,
        (
            "two epochs of a 16-channel batch-norm 1-D CNN at batch 8 under RMSprop lr 1e-3, every step "
            "logged (250 steps): losses 1.65, 1.67, 1.52, 1.54, 1.45 ... 0.678-1.59 in the last third, "
            "epoch means 1.3, 1.15, the val loss 1.22, 1.09 and val accuracy 0.493, 0.6, test 1.03 and "
            "0.63"
        ),
        family="cnn-bn",
        dataset="xylophone-strike-windows",
        seed=94102,
    ),
    ZZZZM(
        "vzzzzm-healthy-resnet-walnut-triangular-cyclic-val-twice",
        Plan(
            walnut,
            "resnet",
            3e-3,
            "adamw",
            weight_decay=0.01,
            epochs=6,
            log_every=3,
            val_interval=0.5,
            schedule="cosine",
        ),
        (),
        None,
        (
            "a small residual net under AdamW (weight decay 0.01) with a triangular cyclic lr (3e-4 to "
            "3e-3 and back every 80 steps), 6 epochs (every 3rd step logged), evaluated twice an epoch: "
            "losses 1.75, 1.75, 1.63, 1.63, 1.6 ... 0.769-1.03 in the last third, epoch means 1.59, 1.16, "
            "1.04, 0.984, 0.914, 0.861, the val loss 1.63, 1.5, 1.05, 1.06, 1.03, 1.03, 1.0, 0.974, "
            "0.902, 0.874, 0.89, 0.853 and val accuracy 0.21 to 0.617, test 0.888 and 0.593"
        ),
        family="resnet",
        dataset="walnut-xray-patches",
        seed=94103,
        runs=zf_runs(schedule=lambda_schedule(triangular), hparams={"scheduler": "triangular, 80 steps"}),
    ),
    ZZZZM(
        "vzzzzm-healthy-bncnn-walnut-flip-aug-bf16-val-every-3",
        Plan(
            walnut,
            "bncnn",
            0.03,
            "sgd",
            momentum=0.9,
            epochs=12,
            batch_size=64,
            log_every=4,
            val_every_epochs=3,
            bf16=True,
            model_fault=kernel_flip,
            model_kw=CH16,
        ),
        (),
        None,
        (
            "a 16-channel batch-norm CNN with random flips and transposes in training mode, SGD with "
            "momentum 0.9 at lr 0.03, batch 64, bf16-mixed autocast, 12 epochs (every 4th step logged), "
            "evaluated every 3 epochs: losses 1.72, 1.52, 1.38, 1.41, 1.25 ... 0.605-0.766 in the last "
            "third, the val loss 1.0, 1.02, 0.997, 0.634 and val accuracy 0.587, 0.543, 0.593, 0.707, "
            "test 0.696 and 0.693"
        ),
        family="cnn-bn",
        dataset="walnut-xray-patches",
        seed=94104,
    ),
    ZZZZM(
        "vzzzzm-healthy-transformer-tugboat-warmup-cosine-dropout",
        Plan(
            tugboat,
            "transformer",
            1e-3,
            "adamw",
            weight_decay=0.01,
            epochs=12,
            log_every=5,
            schedule="warmup-cosine",
            warmup=100,
            model_kw={"dropout": 0.1},
        ),
        (),
        None,
        (
            "a small transformer with dropout 0.1 under AdamW (lr 1e-3, weight decay 0.01) with a "
            "100-step warm-up and cosine decay, 12 epochs (every 5th step logged): losses 1.77, 1.69, "
            "1.62, 1.6, 1.64 ... 0.384-0.866 in the last third, epoch means 1.67, 1.36, 0.94, 0.769 ... "
            "0.582, the val loss 1.57, 1.17, 0.843, 0.705 ... 0.637 at the end and val accuracy 0.337 to "
            "0.73-0.767, test 0.63 and 0.757"
        ),
        family="transformer",
        dataset="tugboat-job-logs",
        seed=94105,
    ),
    ZZZZM(
        "vzzzzm-healthy-gru-tugboat-nadam-never-evaluated",
        Plan(
            tugboat, "gru", 3e-3, "nadam", epochs=10, log_every=10, schedule="cosine", clip=1.0, model_kw=H48
        ),
        (),
        None,
        (
            "a GRU (hidden 48) under NAdam lr 3e-3 with cosine decay, clipped at 1, 10 epochs (every 10th "
            "step logged), no validation set passed (judged on the test after training): losses 1.53, "
            "1.36, 1.05, 1.05, 0.618 ... 0.326-0.791 in the last third, epoch means 1.34, 0.867, 0.736 "
            "... 0.554, test 0.668 and 0.74"
        ),
        family="rnn",
        dataset="tugboat-job-logs",
        seed=94106,
        runs=zf_runs(evaluate=False),
    ),
    ZZZZM(
        "vzzzzm-healthy-lstm-tugboat-early-stop-patience-3",
        Plan(tugboat, "lstm", 3e-3, "adam", epochs=40, log_every=10, early_stop=3, clip=1.0, model_kw=H48),
        (),
        None,
        (
            "an LSTM (hidden 48) under Adam lr 3e-3 clipped at 1, early stopping on the val loss at "
            "patience 3 (up to 40 epochs; every 10th step logged): it stopped after 12 epochs; losses "
            "1.56, 1.3, 1.14, 1.31, 1.0 ... 0.311-0.721 in the last third, the gradient norm 12.7 once "
            "(step 39, clipped), epoch means 1.44, 0.917, 0.742 ... 0.438, the val loss 1.11, 0.895, "
            "0.815, 0.73, 0.747, 0.813, 0.71, 0.741, 0.706 (min), 0.721, 0.729, 0.735 and val accuracy "
            "0.633 to 0.697-0.723, test 0.655 and 0.743"
        ),
        family="rnn",
        dataset="tugboat-job-logs",
        seed=94107,
    ),
    ZZZZM(
        "vzzzzm-healthy-regression-quince-long-sgd-log-100",
        Plan(
            quince_long,
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
        (
            "a 2x64 regression MLP under SGD with momentum 0.9 at lr 3e-3 over a 2,000-batch draw, 30 "
            "epochs (1,890 steps, logged every 100), evaluated every 5 epochs: losses 0.159, 0.0885, "
            "0.0601, 0.0405, 0.0662 ... 0.023-0.0707 in the last third, epoch means 0.567, 0.109, 0.0889 "
            "... 0.0513, the val loss 0.123, 0.111, 0.0987, 0.105, 0.0913, 0.0884 (still creeping down), "
            "test 0.0585"
        ),
        family="regression",
        dataset="quince-jelly-set-time",
        seed=94108,
    ),
    ZZZZM(
        "vzzzzm-healthy-regression-quince-step-cut-dropout",
        Plan(
            quince,
            "mlp",
            3e-3,
            "adam",
            epochs=16,
            log_every=4,
            schedule="step",
            step_size=256,
            gamma=0.1,
            model_kw={"width": 128, "num_layers": 2, "dropout": 0.2},
        ),
        (),
        None,
        (
            "a 2x128 regression MLP with dropout 0.2 under Adam lr 3e-3 with a StepLR cut (x0.1 at step "
            "256), 16 epochs (every 4th step logged): losses 0.522, 0.263, 0.392, 0.381, 0.246 ... "
            "0.0207-0.168 in the last third, epoch means 0.315, 0.156, 0.129 ... 0.0764-0.0877 in the "
            "last third, the val loss 0.0964, 0.0888, 0.0949, 0.0918, 0.0776 ... 0.0696-0.071 in the last "
            "third (below the epoch-mean training loss), test 0.0836"
        ),
        family="regression",
        dataset="quince-jelly-set-time",
        seed=94109,
    ),
    ZZZZM(
        "vzzzzm-healthy-mlp-umbrella-plateau-batch-64",
        Plan(
            umbrella,
            "mlp",
            3e-3,
            "adamax",
            epochs=25,
            batch_size=64,
            log_every=4,
            schedule="plateau",
            gamma=0.3,
            model_kw={"width": 128, "num_layers": 2},
        ),
        (),
        None,
        (
            "a 2x128 MLP at batch 64 under Adamax lr 3e-3 with ReduceLROnPlateau (factor 0.3, patience "
            "0), 25 epochs (every 4th step logged): losses 1.41, 1.08, 0.855, 0.813, 0.591 ... "
            "0.236-0.399 in the last third, the val loss 0.605, 0.371, 0.316, 0.307, 0.306 ... 0.304 "
            "(level from epoch 4) and val accuracy 0.817 then 0.9-0.91, the lr down to ~5e-9, test 0.403 "
            "and 0.88"
        ),
        family="mlp",
        dataset="umbrella-wind-grades",
        seed=94110,
    ),
    ZZZZM(
        "vzzzzm-healthy-mlp-umbrella-50-steps-still-improving",
        Plan(umbrella, "mlp", 4e-3, "adam", epochs=2, batch_size=40, log_every=1, model_kw=MLP64),
        (),
        None,
        (
            "two epochs (50 steps at batch 40, every step logged) of a 2x64 MLP under Adam lr 4e-3: "
            "losses 1.63, 1.57, 1.47, 1.38, 1.39 ... 0.159-1.03 in the last third, epoch means 0.95, "
            "0.453, the val loss 0.434, 0.301 and val accuracy 0.9, 0.91 (still improving), test 0.391 "
            "and 0.877"
        ),
        family="mlp",
        dataset="umbrella-wind-grades",
        seed=94111,
    ),
    ZZZZM(
        "vzzzzm-healthy-mlp-umbrella-sgd-batch-16-bf16",
        Plan(
            umbrella,
            "mlp",
            0.02,
            "sgd",
            momentum=0.9,
            epochs=6,
            batch_size=16,
            log_every=2,
            bf16=True,
            model_kw={"width": 64, "num_layers": 2, "dropout": 0.2},
        ),
        (),
        None,
        (
            "a 2x64 MLP with dropout 0.2 at batch 16 under SGD with momentum 0.9 at lr 0.02 in bf16-mixed "
            "autocast, 6 epochs (every 2nd step logged): losses 1.64, 1.64, 1.59, 1.56, 1.46 ... "
            "0.071-1.07 in the last third, epoch means 1.02, 0.508, 0.437, 0.42, 0.411, 0.39, the val "
            "loss 0.414, 0.317, 0.299, 0.301, 0.322, 0.298 and val accuracy 0.893-0.91, test 0.387 and "
            "0.89"
        ),
        family="mlp",
        dataset="umbrella-wind-grades",
        seed=94112,
    ),
    ZZZZM(
        "vzzzzm-healthy-gru-tugboat-accumulate-4-val-twice",
        Plan(
            tugboat,
            "gru",
            4e-3,
            "adam",
            epochs=16,
            accumulate=4,
            log_every=2,
            val_interval=0.5,
            clip=1.0,
            model_kw=H48,
        ),
        (),
        None,
        (
            "a GRU (hidden 48) under Adam lr 4e-3 clipped at 1, batches of 32 with gradients accumulated "
            "over 4 (128 optimizer steps), 16 epochs (every 2nd step logged), evaluated twice an epoch: "
            "losses 1.59, 1.53, 1.53, 1.44, 1.37 ... 0.417-0.675 in the last third, the val loss 1.48, "
            "1.39, 1.29, 1.14, 1.04 ... 0.681-0.722 in the last third and val accuracy 0.397 to "
            "0.687-0.74, test 0.699 and 0.73"
        ),
        family="rnn",
        dataset="tugboat-job-logs",
        seed=94113,
    ),
    ZZZZM(
        "vzzzzm-healthy-cnn-walnut-dropout-plateau-log-10",
        Plan(
            walnut,
            "cnn",
            2e-3,
            "adam",
            epochs=15,
            log_every=10,
            schedule="plateau",
            gamma=0.3,
            model_kw={"channels": 16, "dropout": 0.3},
        ),
        (),
        None,
        (
            "a 16-channel CNN with dropout 0.3 under Adam lr 2e-3 with ReduceLROnPlateau (factor 0.3, "
            "patience 0), 15 epochs (every 10th step logged): losses 1.3, 1.14, 0.81, 0.73, 0.755 ... "
            "0.109-0.511 in the last third, epoch means 1.24, 0.84, 0.666 ... 0.311, the val loss 1.06, "
            "0.833, 0.829, 0.737, 0.757 ... 0.705 (level in the last third) and val accuracy 0.543 to "
            "0.737, the lr down to 4.4e-7, test 0.699 and 0.72"
        ),
        family="cnn",
        dataset="walnut-xray-patches",
        seed=94114,
    ),
)
