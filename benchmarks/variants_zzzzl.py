"""Variant battery zzzzl: a look-alike of an external held-out suite, real framework runs (`--battery zzzzl`).

    nice -n 10 python benchmarks/variants.py --battery zzzzl --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery zzzzl [--runs]

Like batteries d-zzzzk, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is the log),
trained by battery d's runner through the earlier batteries' wrappers (battery zf's runner, battery w's
test on an early checkpoint, battery l's replaced loss), battery zj's model and augmentation wrappers and
this battery's own hooks (logits divided by a calibration temperature in evaluation, a sigmoid on the
logits before the cross-entropy, every weight drawn at sd 1, every ReLU layer's bias set to -2),
so each case can run in each of the three layouts; the layout rotation of variants.py picks one.
It was written blind: its author trained it with `--train-only`, read the raw logged numbers of each
run, and never diagnosed or scored it, so it is held-out data for the tool.
Its halves are even (one fault each, one cause a case, spread over every family of cause: optimisation,
data, evaluation, model, workflow), injected into data sets no battery had at a realistic strength, in
forms earlier batteries did not use (see each case's description and each hook's docstring).
The data sets are new, all made offline with numpy from known generating models (see each generator): a
marimba workshop's bar-strike recordings by the tuner's finding (sound, cracked bar, loose cord,
detuned resonator, buzzing; 64 samples), 12x12 patches of a manhole cover survey camera (sound casting,
crack, corrosion, rocking rim, debris), a fishpond aerator controller's event logs by the season's
outcome (thriving, algae bloom, oxygen crash, disease, overstocked; left-padded to 20), a hammock
maker's sag measurements (from the span, rope and load; standardised) and a lantern workshop's
paper-lantern grades (from 9 measurements after gluing).
Runs of 60 to ~1,900 steps: MLPs, 2-D CNNs with and without batch norm, a small residual net, 1-D CNNs
with and without batch norm, GRU and LSTM readers of the event logs, small transformers and regression
MLPs; SGD (with momentum), Adam, AdamW, NAdam, RMSprop, Adamax; constant, cosine, warm-up + cosine,
one-cycle, step, exponential and plateau schedules; bf16-mixed autocast, flip and noise augmentation,
dropout, early stopping, clipping; batches of 8 to 64; cadences from every step to once every 100 steps,
evaluations twice an epoch, once an epoch, every 4 epochs or never.
The faulty half: Adam at lr 1.0 read from the wrong config key on a GRU, plain SGD at Adam's lr 1e-3, an
exponential decay of 0.93 meant per epoch stepped per step, a validation split drawn before deduplication,
a second inspector swapping two pairs of grades in the training sheet, test covers shot in portrait,
the load and span columns left in newtons and millimetres, validation and test labels encoded by a
separately fitted encoder, a calibration temperature of 8 applied in evaluation, a sigmoid on the logits
before the cross-entropy, weights drawn at sd 1, every ReLU bias set to -2, max_steps taken from the
warm-up count, a checkpoint callback on val accuracy with mode "min", 120 training logs for a
transformer and a backbone left frozen by a fine-tuning recipe on a model never pretrained.
The healthy half holds sound runs a naive reader can take for a fault (see the healthy cases'
descriptions): val losses below the training loss under shift, gain and noise augmentation with
dropout and under a regression's dropout, batch-8 and batch-16 noise logged every step or every 2nd, a
1-D CNN level for two epochs under SGD before it falls, evaluated every 4 epochs, half-turn and mirror
augmentation under a warm-up and cosine in bf16, early stopping on evaluations twice an epoch, a
three-epoch run still improving, a transformer's slow warm-up, an LSTM never evaluated, a slow SGD
regression logged every 100, a one-cycle bf16 regression, plateau cuts to a level val loss, a slowly
creeping Adamax MLP at batch 64 and a cosine AdamW 1-D CNN whose test beats its validation.
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


MARIMBA = ("sound", "cracked-bar", "loose-cord", "detuned-resonator", "buzzing")


def _marimba(seed: int, n: int, length: int = 64) -> tuple[Any, Any]:
    """A marimba workshop's mallet-strike recordings of one bar (64 samples of the envelope-demodulated
    signal), labelled by the tuner's finding: a sound bar (a decaying tone of 3-6 cycles a window with
    its fourth-harmonic overtone), a cracked bar (the decay 3-5x as fast), a loose cord (a low rattle at
    a quarter of the tone's rate), a detuned resonator (a beat: a second tone 8-15% off) or buzzing (a
    clipped, square-ish tone). Every window has a gain of 0.7-1.3, a strike offset of 0-8 samples and a
    noise of sd 0.3-0.55, so sound 1-D CNNs stop well short of perfect."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=SHARES)
    t = np.arange(length, dtype=float)
    x = np.zeros((n, length))
    for i in range(n):
        c = int(y[i])
        cycles, phase, start = rng.uniform(3, 6), rng.uniform(0, 6), int(rng.integers(0, 9))
        tt = np.clip(t - start, 0, None)
        decay = rng.uniform(25, 50) / (rng.uniform(3, 5) if c == 1 else 1)
        arg = 2 * np.pi * cycles * tt / length + phase
        sig = np.sin(arg) + rng.uniform(0.1, 0.3) * np.sin(4 * arg)
        if c == 2:
            sig = sig + rng.uniform(0.5, 0.9) * np.sign(np.sin(arg / 4 + rng.uniform(0, 6)))
        if c == 3:
            sig = sig + rng.uniform(0.6, 1.0) * np.sin(arg * rng.uniform(1.08, 1.15) + rng.uniform(0, 6))
        if c == 4:
            sig = np.clip(2.5 * sig, -1, 1)
        env = np.exp(-tt / decay) * (t >= start)
        x[i] = rng.uniform(0.7, 1.3) * 1.6 * sig * env + rng.normal(0, rng.uniform(0.3, 0.55), length)
    return x, y


def marimba(
    seed: int = 94101, sizes: tuple[int, int, int] = SIZES, name: str = "marimba-bar-strikes"
) -> Splits:
    """The windows (N, 64), centred and scaled by the training windows' mean and sd, 5 classes."""
    x, y = _marimba(seed, sum(sizes))
    return _signal_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


COVER = ("sound-casting", "crack", "corrosion", "rocking-rim", "debris")


def _manhole(seed: int, n: int) -> tuple[Any, Any]:
    """12x12 patches of a street survey's manhole cover camera (brightness), labelled by the inspector:
    a sound casting (the cover's diagonal tread pattern, period 3-5 pixels), a crack (a dark jagged line
    across), corrosion (a pale rough blotch), a rocking rim (a dark crescent gap along one edge) or
    debris (2-4 bright grit blobs). Every patch has the tread, a street-light gradient, a contrast of
    0.5-1.1 and a noise of sd 0.3-0.55. The patches are square: a portrait shot is the patch rotated."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=SHARES)
    yy, xx = np.mgrid[0:12, 0:12].astype(float)
    x = np.zeros((n, 12, 12))
    for i in range(n):
        c = int(y[i])
        period, off = rng.uniform(3, 5), rng.uniform(0, 6)
        img = 0.4 * np.cos(2 * np.pi * (xx + yy + off) / period)
        img += rng.normal(0, 0.3) * (xx - 5.5) / 6 + rng.normal(0, 0.3) * (yy - 5.5) / 6
        if c == 1:
            row = rng.uniform(3, 9) + rng.normal(0, 0.6, (1, 12))
            img -= 1.7 * np.exp(-((yy - row) ** 2) / 0.35)
        if c == 2:
            bx, by, r = rng.uniform(2, 10), rng.uniform(2, 10), rng.uniform(1.5, 3)
            blot = np.exp(-((xx - bx) ** 2 + (yy - by) ** 2) / (2 * r**2))
            img += blot * (rng.uniform(0.7, 1.2) + rng.normal(0, 0.5, (12, 12)))
        if c == 3:
            edge = int(rng.integers(0, 4))
            dist = (xx, yy, 11 - xx, 11 - yy)[edge]
            img -= rng.uniform(1.2, 1.8) * np.exp(-(dist**2) / 1.5)
        if c == 4:
            for _ in range(int(rng.integers(2, 5))):
                gx, gy = rng.uniform(1, 11), rng.uniform(1, 11)
                img += rng.uniform(1.0, 1.8) * np.exp(-((xx - gx) ** 2 + (yy - gy) ** 2) / 0.6)
        x[i] = rng.uniform(0.5, 1.1) * img + rng.normal(0, rng.uniform(0.3, 0.55), (12, 12))
    return x, y


def manhole(
    seed: int = 94201, sizes: tuple[int, int, int] = SIZES, name: str = "manhole-cover-patches"
) -> Splits:
    """The patches as (N, 1, 12, 12), centred and scaled by the training patches' mean and sd, 5 classes."""
    x, y = _manhole(seed, sum(sizes))
    return _patch_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def manhole_test_portrait() -> Splits:
    """The bug: the test patches come from the second survey van, whose camera is mounted in portrait:
    every test patch is the cover's patch rotated by 90 degrees (the tread runs the other diagonal, a
    crack runs down instead of across)."""
    import numpy as np

    x, y = _manhole(94202, sum(SIZES))
    x = x.copy()
    m = SIZES[0] + SIZES[1]
    x[m:] = np.rot90(x[m:], 1, axes=(1, 2))
    return _patch_splits(x, y, SIZES, "manhole-cover-patches", _stats(x[: SIZES[0]]))


POND_EVENTS = (
    "<pad>",
    "aerator-on",
    "aerator-off",
    "feed",
    "feed-skipped",
    "oxygen-low-alarm",
    "oxygen-ok",
    "temp-high",
    "rain",
    "water-top-up",
    "algae-dose",
    "net-inspection",
    "power-cut",
)
POND_OUTCOMES = ("thriving", "algae-bloom", "oxygen-crash", "disease", "overstocked")
_POND_FAVOURED = ((1, 3, 6, 11), (7, 10, 4, 2), (5, 12, 2, 7), (11, 4, 9, 10), (3, 5, 1, 9))
_POND_LENGTHS = ((10, 20), (8, 18), (6, 16), (8, 18), (12, 20))


def _fishpond(seed: int, n: int, length: int = 20) -> tuple[Any, Any]:
    """A fishpond aerator controller's event logs over a week (aerator on and off, feeds given or
    skipped, low-oxygen alarms and their all-clears, high temperature, rain, top-ups, algae doses, net
    inspections, power cuts; ids 1-12, 0 pads on the left), labelled by the season's outcome: thriving,
    algae bloom, oxygen crash, disease or overstocked. Each outcome is a Markov chain over one shared
    random base tilted towards its four favoured events, and 20% of the events are replaced by a random
    one (a controller's mislogged event)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    base = np.random.default_rng(94300).dirichlet(np.ones(12) * 0.6, size=12)
    chains = []
    for favoured in _POND_FAVOURED:
        tilt = np.zeros((12, 12))
        tilt[:, [f - 1 for f in favoured]] = 0.18
        chain = base + tilt
        chains.append(chain / chain.sum(1, keepdims=True))
    y = rng.choice(5, n, p=SHARES)
    x = np.zeros((n, length), dtype=np.int64)
    for i in range(n):
        c = int(y[i])
        size = int(rng.integers(*_POND_LENGTHS[c]))
        state = int(rng.integers(0, 12))
        events = []
        for _ in range(size):
            state = int(rng.choice(12, p=chains[c][state]))
            events.append(int(rng.integers(1, 13)) if rng.random() < 0.2 else state + 1)
        x[i, length - size :] = events
    return x, y


def fishpond(
    seed: int = 94301, sizes: tuple[int, int, int] = SIZES, name: str = "fishpond-aerator-events"
) -> Splits:
    """Event windows (N, 20) over 13 ids (0 the padding), 5 classes."""
    x, y = _fishpond(seed, sum(sizes))
    return _token_splits(x, y, sizes, name)


def fishpond_120_logs() -> Splits:
    """120 training logs (one pond farm's season), the usual 300 for validation and test."""
    return fishpond(94302, (120, 300, 300))


def fishpond_eval_labels_own_encoder() -> Splits:
    """The bug: the validation and test sheets are label-encoded by an encoder fitted on their own
    outcome column (sorted alphabetically: algae-bloom, disease, overstocked, oxygen-crash, thriving)
    where the training sheet's encoder kept the order of first appearance (thriving, algae-bloom,
    oxygen-crash, disease, overstocked): in evaluation every outcome carries another outcome's code."""
    import numpy as np

    x, y = _fishpond(94303, sum(SIZES))
    y = y.copy()
    n = SIZES[0]
    # training code -> the alphabetical code of the same outcome
    alphabetical = np.array([4, 0, 3, 1, 2])
    y[n:] = alphabetical[y[n:]]
    return _token_splits(x, y, SIZES, "fishpond-aerator-events")


def _hammock(seed: int, n: int) -> tuple[Any, Any]:
    """A hammock maker's test rig: the span between the posts (2.8-4.2 m), the hanging rope's length
    over the span (1.02-1.15), the rope's stretch modulus (0.5-2 %/kN), the fabric width (1-1.8 m),
    the load (400-1,300 N), the load's offset from the centre (0-0.6 m), the humidity (30-90%) and the
    rig temperature (5-30 C); the target is the centre sag in cm: the catenary sag of the slack rope, its
    stretch under the load, a fabric width and an off-centre correction and a noise of sd 4%
    (standardised)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    span = rng.uniform(2.8, 4.2, n)
    slack = rng.uniform(1.02, 1.15, n)
    modulus = rng.uniform(0.5, 2.0, n)
    width = rng.uniform(1.0, 1.8, n)
    load = rng.uniform(400, 1300, n)
    offset = rng.uniform(0, 0.6, n)
    humid = rng.uniform(30, 90, n)
    temp = rng.uniform(5, 30, n)
    stretched = slack * (1 + modulus * load / 1000 / 100 * (1 + 0.002 * (humid - 60)))
    sag_m = span * np.sqrt(3 * (stretched - 1) / 8) * (1 - 0.08 * (width - 1.4))
    sag_m *= 1 - 0.3 * (offset / span) ** 2
    sag = 100 * sag_m * (1 + 0.001 * (temp - 18)) * np.exp(rng.normal(0, 0.04, n))
    x = np.column_stack([span, slack, modulus, width, load, offset, humid, temp])
    return x, sag


def hammock(seed: int = 94401, sizes: tuple[int, int, int] = SIZES, name: str = "hammock-rig-sag") -> Splits:
    """8 standardised columns, the standardised sag."""
    x, y = _hammock(seed, sum(sizes))
    return _generated(name, x, y, 0, sizes)


def hammock_long() -> Splits:
    """A 2,000-rig draw."""
    return hammock(94402, (2000, 300, 300), "hammock-rig-sag-2000")


def hammock_load_span_raw() -> Splits:
    """The bug: the rig's new export writes the load in newtons and the span in millimetres, and the
    scaler's column list (from the old export's names, `load_kn`, `span_m`) no longer matches them, so
    those two columns reach the net unscaled (~800 and ~3,500) next to six standardised ones."""
    import torch

    from tests.suite import datasets as ds

    x, y = _hammock(94403, sum(SIZES))
    x = x.copy()
    n = SIZES[0]
    for col in (1, 2, 3, 5, 6, 7):
        x[:, col] = (x[:, col] - x[:n, col].mean()) / x[:n, col].std()
    x[:, 0] *= 1000
    target = torch.tensor(y, dtype=torch.float32)
    target = (target - target[:n].mean()) / target[:n].std()
    features = torch.tensor(x, dtype=torch.float32)
    return ds.named(ds._split(features, target[:, None], SIZES, 0), "hammock-rig-sag")


LANTERN_GRADES = ("export", "shop", "market", "second", "reject")


def _lantern(seed: int, n: int) -> tuple[Any, Any]:
    """A paper-lantern workshop's grades from 9 measurements after gluing: the diameter (cm), the
    roundness (ratio of axes), the rib spacing sd (mm), the glue seam width (mm), the paper weight
    (gsm), the light transmission (%), the wrinkle count, the frame mass (g) and the colour difference
    (delta E) to the order's sample. Each grade has its profile (export pieces round with even ribs,
    rejects wrinkled and off-colour...); one piece in six takes 40% of its measurements from a second
    grade's profile (a re-graded piece)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=SHARES)
    prof = np.array(
        [
            # cm, round, rib sd, seam, gsm, trans %, wrinkles, frame g, dE
            [40, 0.98, 0.8, 4.0, 28, 62, 1, 85, 1.5],
            [40, 0.96, 1.2, 4.6, 30, 58, 3, 90, 2.5],
            [39, 0.93, 1.8, 5.2, 32, 55, 5, 95, 3.5],
            [40, 0.95, 1.4, 5.8, 26, 66, 8, 88, 4.5],
            [38, 0.90, 2.4, 6.5, 34, 50, 11, 100, 6.5],
        ]
    )
    sds = np.array([1.2, 0.015, 0.3, 0.5, 2, 4, 2, 5, 0.9])
    blend = rng.random(n) < 1 / 6
    other = np.where(blend, rng.integers(0, 5, n), y)
    cols = np.arange(9)
    x = np.zeros((n, 9))
    for i in range(n):
        source = np.where(rng.random(9) < 0.4, other[i], y[i])
        x[i] = np.abs(rng.normal(prof[source, cols], sds * rng.uniform(0.9, 1.6)))
    return x, y


def lantern(
    seed: int = 94501, sizes: tuple[int, int, int] = SIZES, name: str = "lantern-workshop-grades"
) -> Splits:
    """9 standardised columns, 5 classes."""
    x, y = _lantern(seed, sum(sizes))
    return _generated(name, x, y, 5, sizes)


def lantern_second_inspector_swaps() -> Splits:
    """The bug: the training sheet was graded by the workshop's second inspector, who swaps "shop" and
    "market" for 40% of those pieces and calls 40% of the seconds rejects (the grades her old
    workshop used); validation and test are the head inspector's."""
    import numpy as np

    x, y = _lantern(94504, sum(SIZES))
    y = y.copy()
    part = np.arange(SIZES[0])
    draw = np.random.default_rng(94505).random(SIZES[0])
    swap = part[np.isin(y[part], (1, 2)) & (draw < 0.4)]
    seconds = part[(y[part] == 3) & (draw < 0.4)]
    y[swap] = 3 - y[swap]
    y[seconds] = 4
    return _generated("lantern-workshop-grades", x, y, 5, SIZES)


def lantern_val_before_dedup() -> Splits:
    """The bug: the grading export lists each piece two to three times (one row per inspection pass);
    the validation split was drawn from the raw export before the de-duplication step, the training and
    test splits after it, so 70% of the validation rows are exact copies of training rows."""
    import numpy as np

    x, y = _lantern(94502, sum(SIZES))
    x, y = x.copy(), y.copy()
    rng = np.random.default_rng(94503)
    twins = np.flatnonzero(rng.random(SIZES[1]) < 0.7) + SIZES[0]
    pick = rng.choice(SIZES[0], len(twins), replace=False)
    x[twins], y[twins] = x[pick], y[pick]
    return _generated("lantern-workshop-grades", x, y, 5, SIZES)


# ---------------------------------------------------------------- injected faults (and healthy hooks)


def _temperature(inner: Any, x: torch.Tensor) -> torch.Tensor:
    out: torch.Tensor = inner(x)
    return out if inner.training else out / 8.0


eval_temperature_8 = _wrapper(_temperature)
eval_temperature_8.__doc__ = """The bug: the validation step reuses the serving wrapper, which divides the
logits by a calibration temperature of 8 (fitted for the deployed ensemble), before the same
cross-entropy as training: the validation and test losses are scored on flattened logits (the accuracy is
unchanged)."""


def _sigmoid(inner: Any, x: torch.Tensor) -> torch.Tensor:
    out: torch.Tensor = inner(x)
    return out.sigmoid()


sigmoid_before_ce = _wrapper(_sigmoid)
sigmoid_before_ce.__doc__ = """The bug: the head ends in `nn.Sigmoid()` (copied from a multi-label
model) and its output goes to `nn.CrossEntropyLoss`, which applies its own softmax: the logits are
squeezed into (0, 1), so the loss cannot fall below -log(e / (e + 4)) = 0.90 for 5 classes."""


def weights_sd_1(net: nn.Module) -> nn.Module:
    """The bug: the init helper reads `init_std` from the wrong config section (1.0, the data noise sd,
    instead of 0.02): every Linear weight is drawn from N(0, 1) and every bias set to 0."""
    import torch

    with torch.no_grad():
        for module in net.modules():
            if isinstance(module, torch.nn.Linear):
                module.weight.normal_(0.0, 1.0)
                module.bias.zero_()
    return net


def relu_bias_minus_2(net: nn.Module) -> nn.Module:
    """The bug: a "sparse activation" init sets every hidden Linear layer's bias to -2 (the head's
    excluded): with standardised inputs and the default weight scale most ReLU units start dead."""
    import torch

    head = getattr(net, "head", None)
    with torch.no_grad():
        for module in net.modules():
            if isinstance(module, torch.nn.Linear) and module is not head:
                module.bias.fill_(-2.0)
    return net


def head_only(net: nn.Module) -> Any:
    """The bug: the fine-tuning recipe's `freeze_backbone: true` was kept although the backbone was
    never pretrained: only the head's parameters reach the optimizer, the random 1-D CNN stays fixed."""
    return net.head.parameters()


def _marimba_noise(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.roll(x, int(torch.randint(-4, 5, (1,))), dims=-1)
    return x * torch.exp(0.2 * (torch.rand(len(x), 1) * 2 - 1)) + 0.4 * torch.randn_like(x)


marimba_noise = _augmented(_marimba_noise)
marimba_noise.__doc__ = """Not a fault: in training mode each batch of windows is shifted by up to 4
samples, each window's gain jittered by up to 20% and given 0.4 sd of noise."""


def _cover_turns(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.rot90(x, 2 * int(torch.randint(0, 2, (1,))), dims=(2, 3))
    return torch.where(torch.rand(len(x), 1, 1, 1) < 0.5, x.transpose(2, 3), x)


cover_turns = _augmented(_cover_turns)
cover_turns.__doc__ = """Not a fault: in training mode each batch of patches is turned half a turn at
random and each patch mirrored about its diagonal at random (the tread keeps a diagonal)."""


# ---------------------------------------------------------------- the variants


def ZZZZL(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by battery zf's runner (through every earlier wrapper)."""
    return L(*args, runs=runs or zf_runs(), **kw)


CH16 = {"channels": 16}
H48 = {"hidden": 48}
W128 = {"width": 128, "num_layers": 2}

FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    ZZZZL(
        "vzzzzl-adam-lr-1.0-wrong-config-key-gru-fishpond",
        Plan(fishpond, "gru", 1.0, "adam", epochs=8, log_every=4, model_kw=H48),
        ("bad-initial-loss", "gradient-explosion"),
        "learning-rate-too-high",
        "the optimizer's lr is read from the config's `scheduler.max_lr_factor` key (1.0) instead of "
        "`optimizer.lr` (1e-3): a GRU (hidden 48) under Adam at lr 1.0, unclipped, 8 epochs (every 4th step "
        "logged): losses 9.15, 13.6, 11.6, 10.8, 11 ... 6.76-11.4 in the last third (ln 5 = 1.61), the "
        "gradient norm 4,880 at step 4 and 1.43-6.71 in the last third, the val loss 13, 11.6, 9.59, 12.6, "
        "11.9, 9.27, 10.1, 8.33 and val accuracy 0.27-0.377, test 8.34 and 0.377 (a sound GRU on these logs:"
        " ~0.82 and 0.7)",
        (
            "loss-spikes",
            "loss-oscillation",
            "slow-convergence",
            "undertrained",
            "metric-at-baseline",
            "loss-runaway",
        ),
        family="rnn",
        dataset="fishpond-aerator-events",
        seed=94001,
    ),
    ZZZZL(
        "vzzzzl-plain-sgd-at-adam-lr-1e-3-bncnn-manhole",
        Plan(manhole, "bncnn", 1e-3, "sgd", epochs=8, log_every=5, model_kw=CH16),
        ("slow-convergence",),
        "learning-rate-too-low",
        "a refactor swapped Adam for plain SGD (no momentum) and kept Adam's lr of 1e-3: a 16-channel "
        "batch-norm CNN, 8 epochs (every 5th step logged): losses 1.74, 1.76, 1.66, 1.6, 1.69 ... 1.53-1.67 "
        "in the last third, epoch means 1.63, 1.63, 1.62, 1.61, 1.6, 1.6, 1.59, 1.58, the val loss 1.63 to "
        "1.59 and val accuracy 0.273-0.317, test 1.6 and 0.273 (sound CNNs on these patches: ~0.58-0.64 and "
        "0.7-0.78)",
        ("undertrained", "metric-at-baseline"),
        family="cnn-bn",
        dataset="manhole-cover-patches",
        seed=94002,
    ),
    ZZZZL(
        "vzzzzl-exp-decay-0.93-per-epoch-stepped-per-step-regression-hammock",
        Plan(hammock, "mlp", 1e-3, "adam", epochs=15, log_every=5, schedule="exp", gamma=0.93, model_kw=W128),
        ("slow-convergence", "undertrained"),
        "lr-decay-too-fast",
        "an ExponentialLR with gamma 0.93 meant per epoch, stepped per optimizer step: the lr of a 2x128 "
        "regression MLP under Adam (base 1e-3) is 7.5e-4 at step 5 and 8e-19 at the end of 480 steps, 15 "
        "epochs (every 5th step logged): losses 0.942, 0.87, 0.514, 0.557, 0.552 ... 0.276-0.472 in the last"
        " third, the val loss 0.356, 0.303, 0.299, then 0.298 at every epoch from the 4th, test 0.322 (sound"
        " regressions on this rig: ~0.03-0.04)",
        ("metric-at-baseline",),
        family="regression",
        dataset="hammock-rig-sag",
        seed=94003,
    ),
    # --- data
    ZZZZL(
        "vzzzzl-val-drawn-before-dedup-mlp-lantern",
        Plan(
            lantern_val_before_dedup,
            "mlp",
            2e-3,
            "adam",
            epochs=40,
            log_every=10,
            model_kw={"width": 256, "num_layers": 3},
        ),
        ("val-test-gap",),
        "data-leakage",
        "the validation split was drawn from the raw grading export before de-duplication (each piece listed"
        " 2-3 times), so 70% of the validation rows are copies of training rows; a 3x256 MLP under Adam lr "
        "2e-3, 40 epochs (every 10th step logged): losses 0.608, 0.61, 0.308, 0.644, 0.427 ... "
        "0.000298-0.141 in the last third, epoch means 0.819, 0.52, 0.48 ... 0.00194, the val loss 0.498, "
        "0.443 ... 0.326 (its lowest, epoch 16) ... 0.747 at the end and val accuracy 0.82 to 0.89-0.93 in "
        "the last third (0.93 at the end), test 1.8 and 0.793",
        ("overfitting", "zero-train-loss", "train-val-gap"),
        family="mlp",
        dataset="lantern-workshop-grades",
        seed=94004,
    ),
    ZZZZL(
        "vzzzzl-second-inspector-swaps-grades-mlp-lantern",
        Plan(
            lantern_second_inspector_swaps,
            "mlp",
            2e-3,
            "adam",
            epochs=30,
            log_every=6,
            model_kw={"width": 256, "num_layers": 3},
        ),
        ("overfitting", "train-val-gap"),
        "label-noise",
        "the training sheet was graded by a second inspector who swaps shop and market for 40% of those "
        "pieces and calls 40% of the seconds rejects; a 3x256 MLP under Adam lr 2e-3, 30 epochs (every 6th "
        "step logged): losses 1.25, 1.06, 0.657, 0.675, 0.838 ... 0.0281-0.548 in the last third, epoch "
        "means 0.992, 0.768, 0.699 ... 0.102, the val loss 0.898, 0.848, 0.827, 0.781, 0.77 (its lowest, "
        "epoch 5) ... 1.12-1.89 in the last third (1.89 at the end) and val accuracy 0.557-0.757, test 1.51 "
        "and 0.69 (sound MLPs on these grades: ~0.49-0.53 and 0.8-0.81)",
        ("val-test-gap", "loss-oscillation", "loss-spikes"),
        family="mlp",
        dataset="lantern-workshop-grades",
        seed=94005,
    ),
    ZZZZL(
        "vzzzzl-test-covers-shot-portrait-resnet-manhole",
        Plan(manhole_test_portrait, "resnet", 3e-3, "adam", epochs=8, log_every=5),
        ("val-test-gap",),
        "distribution-shift",
        "the test covers were shot by the second survey van's portrait-mounted camera (every test patch "
        "rotated by 90 degrees); a small residual net under Adam lr 3e-3, 8 epochs (every 5th step logged): "
        "losses 1.63, 1.5, 1.52, 1.39, 1.47 ... 0.418-0.824 in the last third, epoch means 1.48, 1.22 ... "
        "0.629, the val loss 1.5, 1.08, 0.975, 0.805, 0.822, 0.752, 0.978, 0.606 and val accuracy 0.22 to "
        "0.743, test 0.952 and 0.613",
        ("loss-oscillation", "train-val-gap", "overfitting"),
        family="resnet",
        dataset="manhole-cover-patches",
        seed=94006,
    ),
    ZZZZL(
        "vzzzzl-load-newtons-span-mm-unscaled-regression-hammock",
        Plan(hammock_load_span_raw, "mlp", 1e-3, "adam", epochs=15, log_every=5, model_kw=W128),
        ("bad-initial-loss", "undertrained"),
        "unnormalized-input",
        "the load (N) and span (mm) columns miss the scaler's column list after an export rename and reach a"
        " 2x128 regression MLP unscaled (~800 and ~3,500) next to six standardised ones; Adam lr 1e-3, 15 "
        "epochs (every 5th step logged): losses 2,330, 1,510, 859, 534, 294 ... 0.467-4.96 in the last "
        "third, epoch means 864, 31.2, 2.49, 1.24, 1.03 ... 0.91-1.91, the gradient norm 333,000 at the "
        "first logged step, the val loss 123, 4.74, 1.28, 1.12 ... 0.758-1.37 (0.758 at the end; the "
        "target's variance is 1), test 0.8 (sound regressions on this rig: ~0.03-0.04)",
        ("gradient-explosion", "loss-spikes", "loss-oscillation", "slow-convergence", "metric-at-baseline"),
        family="regression",
        dataset="hammock-rig-sag",
        seed=94007,
    ),
    # --- evaluation
    ZZZZL(
        "vzzzzl-eval-labels-own-alphabetical-encoder-lstm-fishpond",
        Plan(
            fishpond_eval_labels_own_encoder,
            "lstm",
            3e-3,
            "adam",
            epochs=10,
            log_every=8,
            clip=1.0,
            model_kw=H48,
        ),
        ("train-val-gap", "metric-at-baseline"),
        "eval-pipeline-mismatch",
        "the validation and test sheets are label-encoded by an encoder fitted on their own outcome column "
        "(alphabetical) where training kept the order of first appearance; an LSTM (hidden 48) under Adam lr"
        " 3e-3 clipped at 1, 10 epochs (every 8th step logged): losses 1.55, 1.49, 1.28, 0.817, 0.959 ... "
        "0.338-1.04 in the last third, epoch means 1.42, 1.02 ... 0.563, the val loss 2.36, 2.77, 3.2 ... "
        "4.06 (rising at almost every epoch) and val accuracy 0.07-0.137, test 4.02 and 0.107",
        ("overfitting", "val-test-gap"),
        family="rnn",
        dataset="fishpond-aerator-events",
        seed=94008,
    ),
    ZZZZL(
        "vzzzzl-eval-calibration-temperature-8-bncnn1d-marimba",
        Plan(
            marimba,
            "bncnn1d",
            2e-3,
            "adam",
            epochs=10,
            log_every=8,
            model_fault=eval_temperature_8,
            model_kw=CH16,
        ),
        ("slow-convergence",),
        "wrong-eval-logic",
        "the validation step reuses the serving wrapper, which divides the logits by a calibration "
        "temperature of 8, before the training cross-entropy; a 16-channel batch-norm 1-D CNN under Adam lr "
        "2e-3, 10 epochs (every 8th step logged): losses 1.55, 1.39, 1.3, 1.44, 1.32 ... 0.732-1.2 in the "
        "last third, epoch means 1.46, 1.31 ... 0.918, the val loss 1.57, 1.55, 1.53 ... 1.45 (near ln 5 = "
        "1.61) while the val accuracy rose 0.44 to 0.667, test 1.43 and 0.71",
        ("train-val-gap", "undertrained", "overfitting", "val-test-gap", "metric-at-baseline"),
        family="cnn-bn",
        dataset="marimba-bar-strikes",
        seed=94009,
    ),
    # --- model
    ZZZZL(
        "vzzzzl-sigmoid-head-into-cross-entropy-mlp-lantern",
        Plan(
            lantern, "mlp", 2e-3, "adam", epochs=15, log_every=5, model_fault=sigmoid_before_ce, model_kw=W128
        ),
        ("slow-convergence",),
        "wrong-loss-function",
        "the head ends in a sigmoid (copied from a multi-label model) before `nn.CrossEntropyLoss`, whose "
        "floor is then 0.90; a 2x128 MLP under Adam lr 2e-3, 15 epochs (every 5th step logged): losses 1.53,"
        " 1.46, 1.41, 1.31, 1.27 ... 0.986-1.14 in the last third, epoch means 1.38, 1.14, 1.1, 1.08 ... "
        "1.04, the val loss 1.19, 1.12 ... 1.06-1.07 and val accuracy 0.68-0.783, test 1.09 and 0.743 (sound"
        " MLPs on these grades: ~0.49-0.53 and 0.8-0.81)",
        ("undertrained", "metric-at-baseline"),
        family="mlp",
        dataset="lantern-workshop-grades",
        seed=94010,
    ),
    ZZZZL(
        "vzzzzl-init-std-1-from-wrong-section-mlp-lantern",
        Plan(
            lantern,
            "mlp",
            1e-3,
            "adam",
            epochs=15,
            log_every=5,
            model_fault=weights_sd_1,
            model_kw={"width": 256, "num_layers": 3},
        ),
        ("bad-initial-loss", "train-val-gap"),
        "poor-initialization",
        "every Linear weight drawn from N(0, 1) (`init_std` read from the data section's noise sd, 1.0, "
        "instead of 0.02); a 3x256 MLP under Adam lr 1e-3, 15 epochs (every 5th step logged): losses 2,660, "
        "2,400, 2,020, 1,190, 1,210 ... 0-112 in the last third, epoch means 1,830, 465, 328 ... 18.4, the "
        "gradient norm 2,320 at the first logged step, the val loss 603, 447, 380 ... 260-300 in the second "
        "half (277 at the end) and val accuracy 0.607 to 0.713-0.763, test 308 and 0.737",
        (
            "overfitting",
            "val-test-gap",
            "gradient-explosion",
            "loss-spikes",
            "slow-convergence",
            "zero-train-loss",
            "loss-oscillation",
        ),
        family="mlp",
        dataset="lantern-workshop-grades",
        seed=94011,
    ),
    ZZZZL(
        "vzzzzl-relu-bias-init-minus-2-regression-hammock",
        Plan(
            hammock, "mlp", 1e-3, "adam", epochs=15, log_every=5, model_fault=relu_bias_minus_2, model_kw=W128
        ),
        ("slow-convergence", "undertrained"),
        "dead-relu",
        "a sparse-activation init sets every hidden layer's bias to -2, so most ReLU units start dead; a "
        "2x128 regression MLP under Adam lr 1e-3, 15 epochs (every 5th step logged): losses 0.873, 1.11, "
        "1.08, 0.965, 1.01 ... 0.832-1.24 in the last third, the gradient norm 0.0008-1.01, the val loss "
        "0.936, 0.935, 0.932 ... 0.924 (the target's variance is 1), test 1.02 (sound regressions on this "
        "rig: ~0.03-0.04)",
        ("metric-at-baseline",),
        family="regression",
        dataset="hammock-rig-sag",
        seed=94012,
    ),
    # --- workflow
    ZZZZL(
        "vzzzzl-max-steps-from-warmup-count-60-resnet-manhole",
        Plan(manhole, "resnet", 3e-3, "adam", epochs=20, max_steps=60, log_every=2),
        ("slow-convergence",),
        "too-few-epochs",
        "the trainer's `max_steps` is read from the config's `warmup_steps` (60) and overrides "
        "`max_epochs=20`: a small residual net under Adam lr 3e-3 stops after 60 steps (every 2nd logged): "
        "losses 1.64, 1.56, 1.56, 1.5, 1.46 ... 1.09-1.32 in the last third (1.17 at the end), epoch means "
        "1.42, 1.22, the val loss 1.23 and val accuracy 0.487 (one evaluation), test 1.22 and 0.573 (sound "
        "nets on these patches: ~0.58-0.64 and 0.7-0.78)",
        ("undertrained", "metric-at-baseline", "missing-validation"),
        family="resnet",
        dataset="manhole-cover-patches",
        seed=94013,
    ),
    ZZZZL(
        "vzzzzl-checkpoint-val-acc-mode-min-cnn-manhole",
        Plan(manhole, "cnn", 5e-4, "adam", epochs=12, log_every=8, model_kw=CH16),
        ("val-test-gap",),
        "wrong-checkpoint-loaded",
        "the ModelCheckpoint monitors `val_acc` with `mode=min` (copied from a val_loss callback), so the "
        "test loads the checkpoint of the worst validation accuracy, epoch 1 (step 32); a 16-channel CNN "
        "under Adam lr 5e-4, 12 epochs (every 8th step logged): losses 1.61, 1.55, 1.48, 1.41, 1.28 ... "
        "0.308-0.461 in the last third, the val loss 1.31, 0.864, 0.61, 0.512 ... 0.407 at the end and val "
        "accuracy 0.517, 0.733, 0.79 ... 0.807 at the end, test 1.36 and 0.467",
        ("overfitting", "train-val-gap"),
        family="cnn",
        dataset="manhole-cover-patches",
        seed=94014,
        runs=zf_runs(test_at_step=32, hparams={"checkpoint_monitor": "val_acc", "checkpoint_mode": "min"}),
    ),
    ZZZZL(
        "vzzzzl-120-training-logs-transformer-fishpond",
        Plan(fishpond_120_logs, "transformer", 1e-3, "adamw", weight_decay=0.01, epochs=60, log_every=4),
        ("overfitting", "train-val-gap"),
        "insufficient-data",
        "120 training logs (one farm's season) for a small transformer under AdamW (lr 1e-3, weight decay "
        "0.01), 60 epochs of 4 steps (every 4th step logged): epoch means 1.67, 1.5, 1.42 ... 0.126-0.283 in"
        " the last third, the val loss 1.57, 1.5, 1.43 ... 0.804 (its lowest, epoch 26) ... 1.08-1.12 in the"
        " last epochs and val accuracy 0.287 to 0.72 then 0.637-0.703, test 1.12 and 0.667 (a sound "
        "transformer on the 1,000-log set: 0.689 and 0.733)",
        ("val-test-gap", "slow-convergence"),
        family="transformer",
        dataset="fishpond-aerator-events",
        seed=94015,
    ),
    ZZZZL(
        "vzzzzl-freeze-backbone-never-pretrained-cnn1d-marimba",
        Plan(marimba, "cnn1d", 2e-3, "adam", epochs=10, log_every=5, params=head_only, model_kw=CH16),
        ("slow-convergence",),
        "frozen-weights",
        "only the head's parameters reach the optimizer (`freeze_backbone: true` kept from a fine-tuning "
        "recipe, the backbone never pretrained): a 16-channel 1-D CNN under Adam lr 2e-3, 10 epochs (every "
        "5th step logged): losses 1.6, 1.6, 1.61, 1.61, 1.6 ... 1.51-1.59 in the last third, epoch means "
        "1.6, 1.6, 1.59 ... 1.56, the val loss 1.6 to 1.57 and val accuracy 0.257-0.297, test 1.56 and 0.267"
        " (sound 1-D CNNs on these windows: ~0.74-1.13 and 0.63-0.72)",
        ("undertrained", "metric-at-baseline"),
        family="cnn",
        dataset="marimba-bar-strikes",
        seed=94016,
    ),
)

HEALTHY: tuple[Variant, ...] = (
    ZZZZL(
        "vzzzzl-healthy-cnn1d-marimba-noise-aug-dropout",
        Plan(
            marimba,
            "cnn1d",
            2e-3,
            "adam",
            epochs=12,
            log_every=8,
            model_fault=marimba_noise,
            model_kw={"channels": 16, "dropout": 0.3},
        ),
        (),
        None,
        "a 16-channel 1-D CNN with dropout 0.3 and windows shifted by up to 4 samples, gain-jittered by up "
        "to 20% and given 0.4 sd of noise in training mode, Adam lr 2e-3, 12 epochs (every 8th step logged):"
        " losses 1.59, 1.6, 1.62, 1.52, 1.55 ... 0.523-1.54 in the last third, epoch means 1.6, 1.56, 1.48 "
        "... 1.07-1.09 in the last third, the val loss 1.57, 1.51, 1.42 ... 0.974 at the end (below the "
        "training loss from epoch 5) and val accuracy 0.313 to 0.593, test 0.891 and 0.683",
        family="cnn",
        dataset="marimba-bar-strikes",
        seed=94101,
    ),
    ZZZZL(
        "vzzzzl-healthy-bncnn1d-marimba-batch-8-rmsprop-every-step",
        Plan(marimba, "bncnn1d", 1e-3, "rmsprop", epochs=2, batch_size=8, log_every=1, model_kw=CH16),
        (),
        None,
        "two epochs of a 16-channel batch-norm 1-D CNN at batch 8 under RMSprop lr 1e-3, every step logged "
        "(250 steps): losses 1.66, 1.69, 1.6, 1.55, 1.5 ... 0.843-1.67 in the last third, epoch means 1.39, "
        "1.25, the val loss 1.28, 1.2 and val accuracy 0.513, 0.503, test 1.13 and 0.63",
        family="cnn-bn",
        dataset="marimba-bar-strikes",
        seed=94102,
    ),
    ZZZZL(
        "vzzzzl-healthy-cnn1d-marimba-sgd-step-cut-val-every-4",
        Plan(
            marimba,
            "cnn1d",
            0.03,
            "sgd",
            momentum=0.9,
            epochs=16,
            log_every=20,
            val_every_epochs=4,
            schedule="step",
            step_size=320,
            gamma=0.1,
            model_kw=CH16,
        ),
        (),
        None,
        "a 16-channel 1-D CNN under SGD with momentum 0.9 at lr 0.03 and a StepLR cut (x0.1 at step 320), 16"
        " epochs (every 20th step logged), evaluated every 4 epochs: losses 1.61, 1.57, 1.58, 1.47, 1.22 ..."
        " 0.681-0.885 in the last third, epoch means 1.61, 1.57 (level for two epochs), 1.46, 1.23 ... 0.76,"
        " the val loss 1.19, 1.02, 0.848, 0.817 and val accuracy 0.44, 0.487, 0.623, 0.663, test 0.737 and "
        "0.717",
        family="cnn",
        dataset="marimba-bar-strikes",
        seed=94103,
    ),
    ZZZZL(
        "vzzzzl-healthy-bncnn-manhole-turns-aug-warmup-cosine-bf16",
        Plan(
            manhole,
            "bncnn",
            4e-3,
            "adamw",
            weight_decay=0.02,
            epochs=10,
            batch_size=48,
            log_every=3,
            schedule="warmup-cosine",
            warmup=50,
            bf16=True,
            model_fault=cover_turns,
            model_kw=CH16,
        ),
        (),
        None,
        "a 16-channel batch-norm CNN at batch 48 under AdamW (lr 4e-3, weight decay 0.02) with a 50-step "
        "warm-up and cosine decay in bf16-mixed autocast, random half turns and diagonal mirrors in training"
        " mode, 10 epochs (every 3rd step logged): losses 1.68, 1.7, 1.59, 1.53, 1.49 ... 0.479-0.618 in the"
        " last third, the val loss 1.34, 1.09, 0.903, 0.749, 0.707, 0.683, 0.567, 0.537, 0.529, 0.528 and "
        "val accuracy 0.417 to 0.817-0.82, test 0.577 and 0.783",
        family="cnn-bn",
        dataset="manhole-cover-patches",
        seed=94104,
    ),
    ZZZZL(
        "vzzzzl-healthy-cnn-manhole-early-stop-val-twice",
        Plan(
            manhole,
            "cnn",
            3e-3,
            "adam",
            epochs=30,
            log_every=10,
            val_interval=0.5,
            early_stop=3,
            model_kw=CH16,
        ),
        (),
        None,
        "a 16-channel CNN under Adam lr 3e-3, evaluated twice an epoch with early stopping on the val loss "
        "at patience 3 evaluations (up to 30 epochs; every 10th step logged): it stopped after 5 epochs; "
        "losses 1.48, 0.928, 0.72, 0.491, 0.577 ... 0.266-0.398 in the last third, the val loss 0.85, 0.577,"
        " 0.502, 0.525, 0.442, 0.442, 0.441 (min), 0.462, 0.475, 0.468 and val accuracy 0.663 to 0.78-0.803,"
        " test 0.596 and 0.75",
        family="cnn",
        dataset="manhole-cover-patches",
        seed=94105,
    ),
    ZZZZL(
        "vzzzzl-healthy-bncnn-manhole-three-epochs-still-improving",
        Plan(manhole, "bncnn", 3e-3, "adam", epochs=3, batch_size=16, log_every=1, model_kw=CH16),
        (),
        None,
        "three epochs (189 steps, every step logged) of a 16-channel batch-norm CNN at batch 16 under Adam "
        "lr 3e-3: losses 1.61, 1.53, 1.53, 1.53, 1.39 ... 0.33-1.08 in the last third, epoch means 1.21, "
        "0.844, 0.694, the val loss 0.955, 0.711, 0.567 and val accuracy 0.68, 0.737, 0.767 (still "
        "improving), test 0.64 and 0.697",
        family="cnn-bn",
        dataset="manhole-cover-patches",
        seed=94106,
    ),
    ZZZZL(
        "vzzzzl-healthy-transformer-fishpond-warmup-cosine-dropout",
        Plan(
            fishpond,
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
        "a small transformer with dropout 0.1 under AdamW (lr 1e-3, weight decay 0.01) with a 100-step "
        "warm-up and cosine decay, 12 epochs (every 5th step logged): losses 1.66, 1.71, 1.65, 1.57, 1.57 "
        "... 0.506-0.664 in the last third, the val loss 1.49, 1.12, 0.847, 0.759, 0.792, 0.758, 0.715 ... "
        "0.712 at the end and val accuracy 0.393 to 0.733-0.737, test 0.689 and 0.733",
        family="transformer",
        dataset="fishpond-aerator-events",
        seed=94107,
    ),
    ZZZZL(
        "vzzzzl-healthy-gru-fishpond-batch-16-every-step-clipped",
        Plan(fishpond, "gru", 3e-3, "adam", epochs=3, batch_size=16, log_every=1, clip=0.5, model_kw=H48),
        (),
        None,
        "three epochs of a GRU (hidden 48) at batch 16 under Adam lr 3e-3 clipped at 0.5, every step logged "
        "(189 steps): losses 1.6, 1.63, 1.64, 1.54, 1.46 ... 0.341-1.14 in the last third, epoch means 1.31,"
        " 0.911, 0.779, the val loss 1.02, 0.857, 0.837 and val accuracy 0.553, 0.653, 0.673, test 0.818 and"
        " 0.7",
        family="rnn",
        dataset="fishpond-aerator-events",
        seed=94108,
    ),
    ZZZZL(
        "vzzzzl-healthy-lstm-fishpond-step-cut-never-evaluated",
        Plan(
            fishpond,
            "lstm",
            3e-3,
            "adam",
            epochs=10,
            log_every=10,
            schedule="step",
            step_size=200,
            gamma=0.2,
            clip=1.0,
            model_kw=H48,
        ),
        (),
        None,
        "an LSTM (hidden 48) under Adam lr 3e-3 with a StepLR cut (x0.2 at step 200), clipped at 1, 10 "
        "epochs (every 10th step logged), no validation set passed (judged on the test after training): "
        "losses 1.53, 1.42, 1.11, 1.12, 1.05 ... 0.277-0.8 in the last third, epoch means 1.44, 1.02, 0.82 "
        "... 0.502, test 0.837 and 0.687",
        family="rnn",
        dataset="fishpond-aerator-events",
        seed=94109,
        runs=zf_runs(evaluate=False),
    ),
    ZZZZL(
        "vzzzzl-healthy-regression-hammock-long-sgd-log-100",
        Plan(
            hammock_long,
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
        "a 2x64 regression MLP under SGD with momentum 0.9 at lr 3e-3 over a 2,000-rig draw, 30 epochs "
        "(1,890 steps, logged every 100), evaluated every 5 epochs: losses 0.0615, 0.0462, 0.034, 0.0263, "
        "0.0328 ... 0.0166-0.0393 in the last third, epoch means 0.424, 0.0643, 0.0484 ... 0.0285-0.0298 in "
        "the last third, the val loss 0.0428, 0.0403, 0.0394, 0.0375, 0.0368, 0.037, test 0.0308",
        family="regression",
        dataset="hammock-rig-sag",
        seed=94110,
    ),
    ZZZZL(
        "vzzzzl-healthy-regression-hammock-dropout-val-below-train",
        Plan(
            hammock,
            "mlp",
            2e-3,
            "adam",
            epochs=20,
            log_every=10,
            schedule="cosine",
            model_kw={"width": 128, "num_layers": 2, "dropout": 0.2},
        ),
        (),
        None,
        "a 2x128 regression MLP with dropout 0.2 under Adam lr 2e-3 with cosine decay, 20 epochs (every 10th"
        " step logged): losses 0.332, 0.181, 0.111, 0.105, 0.0778 ... 0.0211-0.072 in the last third, epoch "
        "means 0.29, 0.107, 0.0798 ... 0.05 at the end, the val loss 0.0524, 0.0406 ... 0.0307 at the end "
        "(below the epoch-mean training loss throughout), test 0.0385",
        family="regression",
        dataset="hammock-rig-sag",
        seed=94111,
    ),
    ZZZZL(
        "vzzzzl-healthy-regression-hammock-bf16-onecycle-batch-16",
        Plan(
            hammock,
            "mlp",
            4e-3,
            "nadam",
            epochs=6,
            batch_size=16,
            log_every=5,
            schedule="onecycle",
            bf16=True,
            model_kw=W128,
        ),
        (),
        None,
        "a 2x128 regression MLP at batch 16 under NAdam with a one-cycle schedule (peak 4e-3) in bf16-mixed "
        "autocast, 6 epochs (every 5th step logged): losses 0.936, 0.876, 1.05, 0.311, 0.533 ... "
        "0.0123-0.0556 in the last third, epoch means 0.502, 0.0608, 0.0402, 0.0322, 0.0265, 0.0237, the val"
        " loss 0.0473, 0.0385, 0.0442, 0.0354, 0.0315, 0.0313, test 0.0368",
        family="regression",
        dataset="hammock-rig-sag",
        seed=94112,
    ),
    ZZZZL(
        "vzzzzl-healthy-mlp-lantern-plateau-cuts",
        Plan(
            lantern,
            "mlp",
            3e-3,
            "adam",
            epochs=25,
            log_every=8,
            schedule="plateau",
            gamma=0.3,
            model_kw={"width": 128, "num_layers": 2, "dropout": 0.2},
        ),
        (),
        None,
        "a 2x128 MLP with dropout 0.2 under Adam lr 3e-3 with ReduceLROnPlateau (factor 0.3), 25 epochs "
        "(every 8th step logged): losses 1.09, 0.777, 0.663, 0.781, 0.546 ... 0.0463-0.662 in the last "
        "third, epoch means 0.896, 0.521, 0.499 ... 0.41-0.43 in the last third, the val loss 0.476, 0.435, "
        "0.445, 0.41, 0.404 ... 0.405 in the last third (level, below the epoch-mean training loss) and val "
        "accuracy 0.827-0.867, the lr cut down to 5.3e-9, test 0.487 and 0.81",
        family="mlp",
        dataset="lantern-workshop-grades",
        seed=94113,
    ),
    ZZZZL(
        "vzzzzl-healthy-mlp-lantern-adamax-batch-64",
        Plan(lantern, "mlp", 2e-3, "adamax", epochs=20, batch_size=64, log_every=2, model_kw=MLP64),
        (),
        None,
        "a 2x64 MLP at batch 64 under Adamax lr 2e-3, 20 epochs of 16 steps (every 2nd step logged): losses "
        "1.55, 1.5, 1.47, 1.4, 1.34 ... 0.266-0.666 in the last third, epoch means 1.41, 1.09, 0.877 ... "
        "0.424 (still creeping down), the val loss 1.19, 0.922, 0.755 ... 0.413 at the end and val accuracy "
        "0.607 to 0.86-0.867, test 0.501 and 0.81",
        family="mlp",
        dataset="lantern-workshop-grades",
        seed=94114,
    ),
    ZZZZL(
        "vzzzzl-healthy-mlp-lantern-sgd-batch-8-noisy",
        Plan(lantern, "mlp", 0.01, "sgd", momentum=0.9, epochs=3, batch_size=8, log_every=2, model_kw=MLP64),
        (),
        None,
        "three epochs of a 2x64 MLP at batch 8 under SGD with momentum 0.9 at lr 0.01 (375 steps, every 2nd "
        "logged): losses 1.71, 1.57, 1.64, 1.54, 1.58 ... 0.123-1.54 in the last third, epoch means 0.993, "
        "0.535, 0.482, the val loss 0.518, 0.441, 0.442 and val accuracy 0.837, 0.86, 0.857, test 0.532 and "
        "0.797",
        family="mlp",
        dataset="lantern-workshop-grades",
        seed=94115,
    ),
    ZZZZL(
        "vzzzzl-healthy-bncnn1d-marimba-adamw-cosine-clipped",
        Plan(
            marimba,
            "bncnn1d",
            3e-3,
            "adamw",
            weight_decay=0.05,
            epochs=10,
            log_every=4,
            schedule="cosine",
            clip=1.0,
            model_kw=CH16,
        ),
        (),
        None,
        "a 16-channel batch-norm 1-D CNN under AdamW (lr 3e-3, weight decay 0.05) with cosine decay, clipped"
        " at 1, 10 epochs (every 4th step logged): losses 1.63, 1.57, 1.52, 1.48, 1.4 ... 0.9-1.11 in the "
        "last third, the val loss 1.37, 1.24, 1.15, 1.13, 1.07, 1.04, 1.04, 1.03, 1.02, 1.02 and val "
        "accuracy 0.41 to 0.56-0.583, test 0.931 and 0.683",
        family="cnn-bn",
        dataset="marimba-bar-strikes",
        seed=94116,
    ),
)
