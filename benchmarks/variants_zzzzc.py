"""Variant battery zzzzc: a look-alike of an external held-out suite, real framework runs (`--battery zzzzc`).

    nice -n 10 python benchmarks/variants.py --battery zzzzc --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery zzzzc [--runs]

Like batteries d-zzzza, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is the log),
trained by battery d's runner through the earlier batteries' wrappers (battery zf's runner, its Nesterov
switch, w's test checkpoint), battery zj's model and augmentation wrappers and this battery's own hooks
(a Glorot initialiser at gain 10, an alphabetical label map in the evaluation path, an optimizer over
the head alone), so each case can run in each of the three layouts; the layout rotation of variants.py
picks one.
It was written blind: its author trained it with `--train-only`, read the raw logged numbers of each
run, and never diagnosed or scored it, so it is held-out data for the tool.
Its halves are even (one fault each, one cause a case, spread over every family of cause: optimisation,
data, evaluation, model, workflow), injected into data sets no battery had at a realistic strength, in
forms earlier batteries did not use (see each case's description and each hook's docstring).
The data sets are new, all made offline with numpy from known generating models (see each generator): a
bell tower's strike envelopes by the bell's condition (sound, cracked, loose clapper, muffled, badly
hung; 64 readings), 12x12 patches of a tapestry workshop's weave scans (plain, twill, herringbone, rib,
slub), a cable car's cabin event logs by the maintenance crew's finding (grip wear, door fault, wind
hold, sheave bearing, routine; left-padded to 20), a pretzel bakery's bake times (from the lye bath, the
dough and the oven; standardised) and a blacksmiths' guild's anvil appraisals labelled by maker (from 12
measurements).
Runs of ~40 to ~1,500 steps: MLPs (2x64 to 3x256, dropout; one ten-layer sigmoid MLP), 2-D CNNs with and
without batch norm, a small residual net, 1-D CNNs with and without batch norm, GRU and LSTM readers of
the cabin logs, small transformers and regression MLPs; SGD with momentum and Nesterov, Adam, AdamW,
NAdam, RAdam, RMSprop; constant, cosine, warm-up + cosine, warm-up + linear, one-cycle, step and plateau
schedules; bf16-mixed autocast, time-mask and mirror / shift augmentation, dropout, early stopping,
clipping; batches of 8 to 128; cadences from every step to once every 50 steps, evaluations twice an
epoch, once an epoch, every few epochs or never.
The faulty half: RMSprop with momentum 0.9 at lr 1e-2 on a GRU, Adam's lr scaled down by the linear
scaling rule for a batch of 4,096, a StepLR sized in epochs stepped per step, a weighted sampler that
draws one maker 95% of the time, raw recorder counts, labels shifted one row, training appraisals in
the test sheet, test bake times in minutes, an evaluation label map sorted alphabetically,
a val loader over the training rows, a Glorot initialiser at gain 10, an optimizer over the head alone,
a ten-layer sigmoid MLP, a profiler's `max_steps=40`, logs grouped by finding and never shuffled and a
test on the first epoch's checkpoint.
The healthy half holds sound runs a naive reader can take for a fault (see the healthy cases'
descriptions): val losses below the training loss under time masks, mirror augmentation and dropout,
batch-8 noise logged every step, warm-up bumps, bf16 noise with RAdam's slow start, a val bump before a
step cut, plateau cuts evaluated twice an epoch, early stopping, a slow small-lr regression over 1,500
steps evaluated every 5 epochs, a 40-step run still improving and a run never evaluated.
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


# ---------------------------------------------------------------- data sets no battery has


BELL_STATES = ("sound", "cracked", "loose-clapper", "muffled", "badly-hung")


def _bells(seed: int, n: int, length: int = 64) -> tuple[Any, Any]:
    """A bell tower's strike envelopes (the microphone's amplitude envelope, 64 readings around the
    strike, in units of the tower's calibration strike), labelled by the bell founder's inspection: a
    sound bell (a peak of 0.8-1.2 and a slow decay with a faint hum beat), a cracked bell (a fast decay
    and a rattle of 0.1-0.25 on the tail), a loose clapper (a second, smaller strike 3-8 readings after
    the first), a muffled bell (a low peak of 0.35-0.6, a fast decay) or a badly hung bell (a strong beat
    of depth 0.3-0.6 and period 6-11 on a slow decay). The strike sits up to 5 readings off its place and
    each trace has the tower's noise (sd 0.04-0.12) and a floor offset: a faint rattle reads as sound, a
    close double strike as one, so sound 1-D CNNs stop near 0.68-0.93."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.24, 0.19, 0.19, 0.19, 0.19])
    t = np.arange(length, dtype=float)
    x = np.zeros((n, length))
    for i in range(n):
        c = int(y[i])
        at = 10 + int(rng.integers(-5, 6))
        after = np.clip(t - at, 0, None)
        on = (t >= at).astype(float)
        peak, decay = rng.uniform(0.8, 1.2), rng.uniform(14, 24)
        beat = 1 + 0.08 * np.sin(2 * np.pi * after / rng.uniform(12, 20))
        if c == 1:
            decay = rng.uniform(5, 9)
        if c == 3:
            peak, decay = rng.uniform(0.35, 0.6), rng.uniform(4, 8)
        if c == 4:
            beat = 1 + rng.uniform(0.3, 0.6) * np.sin(2 * np.pi * after / rng.uniform(6, 11))
        env = on * peak * np.exp(-after / decay) * beat
        if c == 1:
            env += on * rng.uniform(0.1, 0.25) * np.abs(rng.normal(0, 1, length)) * np.exp(-after / 30)
        if c == 2:
            second = at + int(rng.integers(3, 9))
            env += (t >= second) * rng.uniform(0.35, 0.7) * np.exp(-np.clip(t - second, 0, None) / decay)
        x[i] = env + rng.uniform(0.0, 0.1) + rng.normal(0, rng.uniform(0.04, 0.12), length)
    return x, y


def bells(
    seed: int = 95101, sizes: tuple[int, int, int] = SIZES, name: str = "bell-strike-envelopes"
) -> Splits:
    """The envelopes (N, 64), centred and scaled by the training envelopes' mean and sd, 5 classes."""
    x, y = _bells(seed, sum(sizes))
    return _signal_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def bells_raw_counts() -> Splits:
    """The bug: the loader reads the tower recorder's raw 16-bit envelope counts (the calibration strike
    at 9,000 counts over a floor of ~2,100) and never applies the scaler fitted in the notebook."""
    x, y = _bells(95102, sum(SIZES))
    return _signal_splits(x * 9000 + 2100, y, SIZES, "bell-strike-envelopes", (0.0, 1.0))


WEAVES = ("plain", "twill", "herringbone", "rib", "slub")


def _weave(seed: int, n: int) -> tuple[Any, Any]:
    """12x12 patches of a tapestry workshop's weave scans (warp-over-weft brightness), labelled by the
    workshop's weaver: plain weave (a checker of 2x2 cells), twill (diagonal stripes of period 4),
    herringbone (diagonal stripes whose slope turns at a column), rib (horizontal stripes of period 3-4)
    or a slub (a plain patch with a thick, bright lump of yarn across it). Each patch has a random phase,
    a contrast of 0.5-1.2, a blur from the scanner and a thread noise of sd 0.25-0.5, so sound CNNs stop
    near 0.91-1.0."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.22, 0.2, 0.2, 0.2, 0.18])
    yy, xx = np.mgrid[0:12, 0:12].astype(float)
    x = np.zeros((n, 12, 12))
    for i in range(n):
        c = int(y[i])
        px, py = rng.uniform(0, 4, 2)
        plain = np.sign(np.sin(np.pi * (xx + px) / 2) * np.sin(np.pi * (yy + py) / 2))
        if c in (0, 4):
            img = plain
        elif c == 1:
            img = np.sin(2 * np.pi * (xx + yy + px) / 4)
        elif c == 2:
            turn = rng.uniform(4, 8)
            img = np.sin(2 * np.pi * (np.where(xx < turn, xx, 2 * turn - xx) + yy + px) / 4)
        else:
            img = np.sin(2 * np.pi * (yy + py) / rng.uniform(3, 4))
        if c == 4:
            row = rng.uniform(2, 10)
            img = img + 1.6 * np.exp(-0.5 * ((yy - row - 0.2 * (xx - 6)) / rng.uniform(0.8, 1.4)) ** 2)
        img = rng.uniform(0.5, 1.2) * img
        img = 0.6 * img + 0.1 * (
            np.roll(img, 1, 0) + np.roll(img, -1, 0) + np.roll(img, 1, 1) + np.roll(img, -1, 1)
        )
        x[i] = img + rng.normal(0, rng.uniform(0.25, 0.5), (12, 12))
    return x, y


def weave(
    seed: int = 95201, sizes: tuple[int, int, int] = SIZES, name: str = "tapestry-weave-patches"
) -> Splits:
    """The patches as (N, 1, 12, 12), centred and scaled by the training patches' mean and sd, 5 classes."""
    x, y = _weave(seed, sum(sizes))
    return _patch_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def weave_labels_shifted() -> Splits:
    """The bug: the label sheet of the second scanning day (the last 40% of the training patches) lost
    one row in a spreadsheet edit, so each of those patches carries the next patch's label."""

    x, y = _weave(95202, sum(SIZES))
    y = y.copy()
    start = int(SIZES[0] * 0.6)
    y[start : SIZES[0] - 1] = y[start + 1 : SIZES[0]]
    return _patch_splits(x, y, SIZES, "tapestry-weave-patches", _stats(x[: SIZES[0]]))


CABIN_EVENTS = (
    "<pad>",
    "door-open",
    "door-close",
    "door-retry",
    "grip-engage",
    "grip-slip",
    "grip-force-low",
    "wind-gust",
    "wind-hold",
    "sway-high",
    "sheave-noise",
    "sheave-temp-high",
    "vibration",
    "station-arrive",
    "station-depart",
    "speed-change",
    "operator-check",
)
CABIN_FINDINGS = ("grip-wear", "door-fault", "wind-hold", "sheave-bearing", "routine")
_CABIN_FAVOURED = ((5, 6, 4, 12), (3, 1, 2, 16), (7, 8, 9, 15), (10, 11, 12, 16), (13, 14, 1, 2))
_CABIN_LENGTHS = ((8, 18), (6, 16), (8, 20), (6, 14), (10, 20))


def _cabins(seed: int, n: int, length: int = 20) -> tuple[Any, Any]:
    """A cable car's cabin event logs: the events one cabin reported over a shift (doors opening,
    closing and retrying, the grip engaging, slipping or short of force, wind gusts and holds, sway,
    sheave noise and heat, vibration, station arrivals and departures, speed changes, operator checks;
    ids 1-16, 0 pads on the left), labelled by the maintenance crew's finding: grip wear, a door fault,
    a wind hold, a sheave bearing or routine. Each finding is a Markov chain over one shared random base
    tilted towards its four favoured events, and 18% of the events are replaced by a random one (a
    noisy sensor bus), so sound sequence models stop near 0.61-0.8."""
    import numpy as np

    rng = np.random.default_rng(seed)
    base = np.random.default_rng(95300).dirichlet(np.ones(16) * 0.6, size=16)
    chains = []
    for favoured in _CABIN_FAVOURED:
        tilt = np.zeros((16, 16))
        tilt[:, [f - 1 for f in favoured]] = 0.18
        chain = base + tilt
        chains.append(chain / chain.sum(1, keepdims=True))
    y = rng.choice(5, n, p=[0.19, 0.19, 0.19, 0.19, 0.24])
    x = np.zeros((n, length), dtype=np.int64)
    for i in range(n):
        c = int(y[i])
        size = int(rng.integers(*_CABIN_LENGTHS[c]))
        state = int(rng.integers(0, 16))
        events = []
        for _ in range(size):
            state = int(rng.choice(16, p=chains[c][state]))
            events.append(int(rng.integers(1, 17)) if rng.random() < 0.18 else state + 1)
        x[i, length - size :] = events
    return x, y


def cabins(
    seed: int = 95301, sizes: tuple[int, int, int] = SIZES, name: str = "cable-car-cabin-events"
) -> Splits:
    """Event windows (N, 20) over 17 ids (0 the padding), 5 classes."""
    x, y = _cabins(seed, sum(sizes))
    return _token_splits(x, y, sizes, name)


def cabins_grouped() -> Splits:
    """The bug: the export is grouped by the crew's finding (the maintenance system's report order)
    and the training loader is built with `shuffle=False`."""
    import numpy as np

    x, y = _cabins(95302, sum(SIZES))
    n = SIZES[0]
    order = np.argsort(y[:n], kind="stable")
    x[:n], y[:n] = x[:n][order], y[:n][order]
    return _token_splits(x, y, SIZES, "cable-car-cabin-events")


PRETZEL_COLUMNS = (
    "lye_pct",
    "dip_s",
    "hydration",
    "proof_min",
    "oven_c",
    "weight_g",
    "salt_g",
    "steam",
    "rack",
    "dough_temp_c",
)


def _pretzels(seed: int, n: int) -> tuple[Any, Any]:
    """A pretzel bakery's bake log: each tray's lye bath (strength 2.5-4.5%, dip 5-30 s), the dough
    (hydration, proofing minutes, weight, salt, the dough's temperature), the oven (180-240 C, steam on
    or off, the rack 1-4); the target is the bake time in seconds to the house colour: a base time
    shrinking with heat (squared), with the lye's browning (strength times the root of the dip) and the
    proof, growing with the weight and the hydration's moisture, with a steam and rack effect and the
    baker's own timing noise (sd 4%) (standardised: a floor near an MSE of 0.03-0.045)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    lye = rng.uniform(2.5, 4.5, n)
    dip = rng.uniform(5, 30, n)
    hydration = rng.uniform(0.55, 0.68, n)
    proof = rng.uniform(10, 60, n)
    oven = rng.uniform(180, 240, n)
    weight = rng.normal(95, 12, n)
    salt = rng.uniform(0.5, 2.0, n)
    steam = rng.integers(0, 2, n).astype(float)
    rack = rng.integers(1, 5, n).astype(float)
    dough = rng.normal(24, 2.5, n)
    browning = 1 + 0.08 * lye * np.sqrt(dip)
    time = (
        900
        * (210 / oven) ** 2
        * (weight / 95) ** 0.6
        * (1 + 2.5 * (hydration - 0.6))
        / browning
        * (1 - 0.003 * (proof - 30))
        * (1 + 0.06 * steam)
        * (1 + 0.04 * (rack - 2.5))
        * (1 - 0.005 * (dough - 24))
        * np.exp(rng.normal(0, 0.04, n))
    )
    x = np.column_stack([lye, dip, hydration, proof, oven, weight, salt, steam, rack, dough])
    return x, time


def pretzels(
    seed: int = 95401, sizes: tuple[int, int, int] = SIZES, name: str = "pretzel-bake-time"
) -> Splits:
    """10 standardised columns, the standardised bake time."""
    x, y = _pretzels(seed, sum(sizes))
    return _generated(name, x, y, 0, sizes)


def pretzels_long() -> Splits:
    """A 1,600-tray draw."""
    return pretzels(95402, (1600, 300, 300), "pretzel-bake-time-1600")


def pretzels_test_in_minutes() -> Splits:
    """The bug: the test trays come from the new oven's log, which records the bake time in minutes
    (the old one, the training and validation trays, in seconds); the target is standardised with the
    training trays' mean and sd in seconds."""
    x, y = _pretzels(95403, sum(SIZES))
    y = y.copy()
    y[SIZES[0] + SIZES[1] :] /= 60.0
    return _generated("pretzel-bake-time", x, y, 0, SIZES)


def pretzels_val_is_train() -> Splits:
    """The bug: after a refactor `val_loader = DataLoader(train_set[:300])`: the validation trays are
    the first 300 of the 400 training trays (the first month's log); the test set is the held-out one."""
    import numpy as np

    x, y = _pretzels(95404, 1000)
    n = 400
    x = np.concatenate([x[:n], x[:300], x[n + 300 :]])
    y = np.concatenate([y[:n], y[:300], y[n + 300 :]])
    return _generated("pretzel-bake-time", x, y, 0, (n, 300, 300))


ANVIL_MAKERS = ("hay-budden", "peter-wright", "fisher", "trenton", "mousehole")


def _anvils(seed: int, n: int) -> tuple[Any, Any]:
    """A blacksmiths' guild's anvil appraisals labelled by maker (the guild's appraiser, from the
    stamp): the anvil's weight, the face's hardness and a ball's rebound share, the ring's duration, the
    horn's and heel's length, the face's width, the height, the pritchel and hardy holes' sizes, the rust
    and the chips on the face's edges. Each maker has its profile (a cast-iron Fisher rings short and
    rebounds little, a wrought Mousehole is soft-faced and old...); one anvil in eight is a repaired or
    re-faced one with about a third of its columns from another maker's profile, so sound MLPs stop near
    0.84-0.87."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.22, 0.2, 0.2, 0.2, 0.18])
    prof = np.array(
        [
            # weight, hard, rebound, ring, horn, heel, face, height, pritchel, hardy, rust, chips
            [55, 52, 0.85, 9, 28, 12, 10, 27, 1.6, 2.5, 0.3, 0.3],
            [60, 46, 0.7, 7, 30, 14, 11, 28, 1.9, 2.5, 0.45, 0.5],
            [50, 38, 0.3, 1.5, 26, 11, 10.5, 26, 1.6, 2.2, 0.35, 0.15],
            [58, 50, 0.8, 8, 27, 15, 10, 29, 1.9, 2.8, 0.35, 0.35],
            [62, 35, 0.55, 5, 33, 17, 9.5, 25, 2.2, 2.5, 0.7, 0.7],
        ]
    )
    sds = np.array([12, 4, 0.1, 1.5, 3, 2, 1.0, 2.5, 0.2, 0.25, 0.15, 0.2])
    mixed = rng.random(n) < 0.125
    other = np.where(mixed, rng.integers(0, 5, n), y)
    cols = np.arange(12)
    x = np.zeros((n, 12))
    for i in range(n):
        source = np.where(rng.random(12) < 0.33, other[i], y[i])
        x[i] = rng.normal(prof[source, cols], sds * rng.uniform(0.8, 1.4))
    return x, y


def anvils(
    seed: int = 95501, sizes: tuple[int, int, int] = SIZES, name: str = "anvil-maker-appraisals"
) -> Splits:
    """12 standardised columns, 5 classes."""
    x, y = _anvils(seed, sum(sizes))
    return _generated(name, x, y, 5, sizes)


def anvils_sampler_95() -> Splits:
    """The bug: `WeightedRandomSampler(weights=counts[y], ...)`, the class counts used where their
    inverse was meant, then one maker's weight multiplied up by a guild member's 'the main maker we see'
    tweak: the training epochs draw Hay-Budden anvils 95% of the time (1,000 draws with replacement per
    epoch, shown here as the drawn training set); validation and test keep the guild's mix."""
    import numpy as np

    x, y = _anvils(95502, sum(SIZES))
    n = SIZES[0]
    rng = np.random.default_rng(95503)
    weights = np.where(y[:n] == 0, 0.95 / (y[:n] == 0).sum(), 0.05 / (y[:n] != 0).sum())
    drawn = rng.choice(n, n, replace=True, p=weights)
    x = np.concatenate([x[:n][drawn], x[n:]])
    y = np.concatenate([y[:n][drawn], y[n:]])
    return _generated("anvil-maker-appraisals", x, y, 5, SIZES)


def anvils_test_from_train_sheets() -> Splits:
    """The bug: the test sheet was re-exported from the training appraisals (a path glob matched both
    folders): its 300 anvils are training anvils with their makers; validation holds fresh ones."""
    import numpy as np

    x, y = _anvils(95504, sum(SIZES))
    n = SIZES[0]
    pick = np.random.default_rng(95505).choice(n, SIZES[2], replace=False)
    x[n + SIZES[1] :] = x[pick]
    y[n + SIZES[1] :] = y[pick]
    return _generated("anvil-maker-appraisals", x, y, 5, SIZES)


# ---------------------------------------------------------------- injected faults (and healthy hooks)


def _alphabetical_label_map(inner: Any, x: torch.Tensor) -> torch.Tensor:
    out: torch.Tensor = inner(x)
    return out if inner.training else out[:, [1, 0, 4, 3, 2]]


alphabetical_label_map_in_eval = _wrapper(_alphabetical_label_map)
alphabetical_label_map_in_eval.__doc__ = """The bug: the evaluation script builds its index-to-finding map
with `sorted(set(findings))` (door-fault, grip-wear, routine, sheave-bearing, wind-hold) while training
used the crew's order (grip-wear, door-fault, wind-hold, sheave-bearing, routine): every validation and
test logit column is read as another finding's but the sheave bearing's."""


def head_only_params(net: nn.Module) -> Any:
    """The bug: `optimizer = Adam(model.head.parameters())`, left from a linear-probe experiment: only
    the output layer is ever updated; the embedding and the recurrent layer keep their initial weights."""
    return list(net.head.parameters())  # type: ignore[union-attr]


def glorot_gain_10(net: nn.Module) -> nn.Module:
    """The bug: `nn.init.xavier_uniform_(w, gain=10)` (the `gain` meant as `nn.init.calculate_gain`'s
    nonlinearity argument was typed as a number): every Linear weight is ten times Glorot's range."""
    import torch

    for m in net.modules():
        if isinstance(m, torch.nn.Linear):
            torch.nn.init.xavier_uniform_(m.weight, gain=10.0)
    return net


def _time_mask(x: torch.Tensor) -> torch.Tensor:
    import torch

    start = int(torch.randint(0, x.shape[-1] - 8, (1,)))
    x = x.clone()
    x[..., start : start + 8] = 0.0
    return x + 0.15 * torch.randn_like(x)


bell_time_mask = _augmented(_time_mask)
bell_time_mask.__doc__ = """Not a fault: in training mode each batch of envelopes has 8 consecutive
readings blanked (a time mask) and 0.15 sd of noise added."""


def _weave_mirror(x: torch.Tensor) -> torch.Tensor:
    import torch

    if bool(torch.rand(()) < 0.5):
        x = torch.flip(x, dims=(2,))
    return torch.roll(x, int(torch.randint(-2, 3, (1,))), dims=3) + 0.3 * torch.randn_like(x)


weave_mirror = _augmented(_weave_mirror)
weave_mirror.__doc__ = """Not a fault: in training mode each batch of patches is flipped top to bottom
half the time, moved sideways by up to 2 threads and given 0.3 sd of noise."""


# ---------------------------------------------------------------- the variants


def ZZZZC(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by battery zf's runner (through every earlier wrapper)."""
    return L(*args, runs=runs or zf_runs(), **kw)


CH16 = {"channels": 16}
H48 = {"hidden": 48}
W128 = {"width": 128, "num_layers": 2}

FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    ZZZZC(
        "vzzzzc-rmsprop-momentum-0.9-lr-1e-2-gru-cabins",
        Plan(cabins, "gru", 1e-2, "rmsprop", momentum=0.9, epochs=10, log_every=4, model_kw=H48),
        ("loss-oscillation",),
        "learning-rate-too-high",
        "RMSprop with momentum 0.9 at lr 1e-2 (a config copied from an RL baseline) for a GRU (hidden 48) "
        "over the cabin logs, 10 epochs (every 4th step logged): losses 2.24, 3.08, 3.59, 3.48, 3.74, 4.47 "
        "(climbing above ln 5 = 1.61) ... 1.28-2.11 in the last third (up and down), the gradient norm "
        "1.3-374 (spikes of 374, 93 and 73.8), the val loss 4.32, 3.2, 1.87, 1.71, 1.94, 2.21, 1.72, 1.79, "
        "1.73, 1.68 and val accuracy 0.317 to 0.383-0.41, test 1.65 and 0.377 (sound sequence models on "
        "these logs: ~0.55-0.65 and 0.61-0.8)",
        (
            "loss-spikes",
            "slow-convergence",
            "undertrained",
            "metric-at-baseline",
            "gradient-explosion",
            "loss-runaway",
            "bad-initial-loss",
            "train-val-gap",
        ),
        family="rnn",
        dataset="cable-car-cabin-events",
        seed=95001,
    ),
    ZZZZC(
        "vzzzzc-linear-scaling-rule-lr-8e-6-mlp-anvils",
        Plan(anvils, "mlp", 1e-3 * 32 / 4096, "adam", epochs=20, log_every=8, model_kw=MLP64),
        ("slow-convergence", "undertrained"),
        "learning-rate-too-low",
        "Adam's lr 1e-3 scaled by the linear scaling rule for a batch of 4,096 (1e-3 x 32 / 4096 = 7.8e-6) "
        "while the run uses batch 32: a 2x64 MLP over the anvil appraisals, 20 epochs (every 8th step "
        "logged): losses 1.58, 1.6, 1.58, 1.62, 1.63 ... 1.51-1.61 in the last third, epoch means 1.61, "
        "1.61, 1.6 ... 1.56, the val loss 1.61, 1.61, 1.61, 1.6, 1.6 ... 1.56 and val accuracy 0.263 to "
        "0.343-0.37, test 1.54 and 0.41 (sound MLPs on these anvils: ~0.36-0.41 and 0.84-0.87)",
        ("metric-at-baseline",),
        family="mlp",
        dataset="anvil-maker-appraisals",
        seed=95002,
    ),
    ZZZZC(
        "vzzzzc-steplr-in-epochs-stepped-per-step-regression-pretzels",
        Plan(
            pretzels,
            "mlp",
            0.02,
            "sgd",
            momentum=0.9,
            epochs=15,
            log_every=5,
            schedule="step",
            step_size=10,
            gamma=0.5,
            model_kw=W128,
        ),
        ("undertrained",),
        "lr-decay-too-fast",
        "`StepLR(step_size=10, gamma=0.5)` meant as 'halve every 10 epochs' but stepped every optimizer "
        "step: the lr of a 2x128 regression MLP under SGD with momentum 0.9 at lr 0.02 halves every 10 "
        "steps (1e-16 by the end), 15 epochs (every 5th step logged): losses 0.867, 0.285, 0.14, 0.163, "
        "0.123 ... 0.0305-0.135 in the last third, epoch means 0.367, 0.0829, 0.0716, then 0.0709 for 12 "
        "epochs, the val loss 0.106, 0.0839, 0.0829, then 0.0827 at every later evaluation, test 0.0707 "
        "(sound regressions here: ~0.033-0.044)",
        ("slow-convergence", "metric-at-baseline"),
        family="regression",
        dataset="pretzel-bake-time",
        seed=95003,
        runs=zf_runs(hparams={"scheduler": "StepLR(step_size=10, gamma=0.5), interval=step"}),
    ),
    # --- data
    ZZZZC(
        "vzzzzc-weighted-sampler-95pct-one-maker-mlp-anvils",
        Plan(anvils_sampler_95, "mlp", 2e-3, "adam", epochs=15, log_every=5, model_kw=W128),
        ("train-val-gap", "overfitting"),
        "class-imbalance",
        "a `WeightedRandomSampler` built from the class counts where their inverse was meant, with one "
        "maker's weight multiplied up: the training epochs draw Hay-Budden anvils 95% of the time; a 2x128 "
        "MLP under Adam lr 2e-3, 15 epochs (every 5th step logged): losses 0.89, 0.428, 0.242, 0.0204 ... "
        "0.0004-0.141 in the last third, epoch means 0.499 to 0.0101, the val loss 2.94, 2.06, 1.84, 1.66, "
        "1.71, 1.56 (min) ... 2.27-2.55 in the last third and val accuracy 0.237, 0.367, 0.527 ... "
        "0.583-0.63, test 2.58 and 0.573 (sound MLPs on these anvils: ~0.36-0.41 and 0.84-0.87)",
        ("metric-at-baseline", "val-test-gap", "zero-train-loss"),
        family="mlp",
        dataset="anvil-maker-appraisals",
        seed=95004,
    ),
    ZZZZC(
        "vzzzzc-raw-recorder-counts-cnn1d-bells",
        Plan(bells_raw_counts, "cnn1d", 1e-3, "adam", epochs=12, log_every=5, model_kw=CH16),
        ("bad-initial-loss", "loss-spikes"),
        "unnormalized-input",
        "the loader reads the tower recorder's raw 16-bit envelope counts (the calibration strike at 9,000 "
        "counts over a floor of ~2,100) and never applies the notebook's scaler; a 16-channel 1-D CNN under "
        "Adam lr 1e-3, 12 epochs (every 5th step logged): losses 366, 207, 126, 75, 92.6 ... 2.14-24.7 in "
        "the last third, epoch means 159, 24.1, 13.6, 10.4, 7.91, 6.3, 5.13, 7.95, 7.74, 11.6, 5.35, 7.89, "
        "the gradient norm 1.3e3-1.05e4, the val loss 35.9, 15.2, 11.4, 10.1, 6.37, 5.05, 5.05, 5.39, 21.7, "
        "6.75, 4.53, 4.24 and val accuracy 0.3-0.593, test 3.87 and 0.633 (sound 1-D CNNs on these "
        "envelopes: ~0.33-0.67 and 0.68-0.93)",
        ("loss-oscillation", "gradient-explosion", "slow-convergence", "train-val-gap"),
        family="cnn",
        dataset="bell-strike-envelopes",
        seed=95005,
    ),
    ZZZZC(
        "vzzzzc-label-sheet-shifted-one-row-cnn-weave",
        Plan(weave_labels_shifted, "cnn", 2e-3, "adam", epochs=20, log_every=8, model_kw=CH16),
        ("train-val-gap", "overfitting"),
        "label-noise",
        "the label sheet of the second scanning day (the last 40% of the training patches) lost a row in a "
        "spreadsheet edit, so each of those patches carries the next one's label; a 16-channel CNN under "
        "Adam lr 2e-3, 20 epochs (every 8th step logged): epoch means 1.43, 1.18, 1.1, 1.07, 1.04 ... "
        "0.268, 0.205, 0.176, 0.128, 0.102, the val loss 0.846, 0.691, 0.574 (min), 0.618, 0.659 ... "
        "0.684-0.786 in the last third and val accuracy 0.823, 0.89, 0.933, 0.94 then 0.7-0.76 in the last "
        "third, test 0.921 and 0.71 (sound CNNs on these patches: ~0.002-0.3 and 0.97-1.0)",
        ("val-test-gap", "zero-train-loss", "slow-convergence"),
        family="cnn",
        dataset="tapestry-weave-patches",
        seed=95006,
    ),
    ZZZZC(
        "vzzzzc-test-sheet-globbed-from-train-appraisals-mlp-anvils",
        Plan(
            anvils_test_from_train_sheets,
            "mlp",
            2e-3,
            "adam",
            epochs=40,
            log_every=10,
            model_kw={"width": 256, "num_layers": 3},
        ),
        ("val-test-gap", "overfitting"),
        "data-leakage",
        "the test sheet was re-exported from the training appraisals (a path glob matched both folders): "
        "its 300 anvils are training anvils; a 3x256 MLP under Adam lr 2e-3, 40 epochs (every 10th step "
        "logged): losses 0.714, 0.29, 0.739, 0.489 ... 0.00017-0.316 in the last third, the val loss 0.689, "
        "0.538, 0.493 (min), 0.532 ... rising to 1.35-1.82 in the last third (1.82 at the end) and val "
        "accuracy 0.8-0.84 falling to 0.75-0.773, test 0.00087 and 1.0",
        ("train-val-gap", "zero-train-loss"),
        family="mlp",
        dataset="anvil-maker-appraisals",
        seed=95007,
    ),
    # --- evaluation
    ZZZZC(
        "vzzzzc-test-bake-times-in-minutes-regression-pretzels",
        Plan(
            pretzels_test_in_minutes,
            "mlp",
            2e-3,
            "adamw",
            weight_decay=0.01,
            epochs=15,
            log_every=8,
            model_kw=W128,
        ),
        ("val-test-gap",),
        "eval-pipeline-mismatch",
        "the test trays come from the new oven's log, which records the bake time in minutes (the training "
        "and validation trays' in seconds), standardised with the training stats in seconds; a 2x128 "
        "regression MLP under AdamW (lr 2e-3, weight decay 0.01), 15 epochs (every 8th step logged): losses "
        "0.287, 0.18, 0.119, 0.0903 ... 0.0085-0.0553 in the last third, the val loss 0.0823, 0.043, 0.0452 "
        "... 0.0321-0.0375 in the last third, test 14.8 (sound regressions here: ~0.033-0.044)",
        ("overfitting", "train-val-gap"),
        family="regression",
        dataset="pretzel-bake-time",
        seed=95008,
    ),
    ZZZZC(
        "vzzzzc-eval-label-map-sorted-alphabetically-transformer-cabins",
        Plan(
            cabins,
            "transformer",
            1e-3,
            "adamw",
            weight_decay=0.01,
            epochs=10,
            log_every=6,
            model_fault=alphabetical_label_map_in_eval,
        ),
        ("train-val-gap",),
        "wrong-eval-logic",
        "the evaluation script builds its index-to-finding map with `sorted(set(findings))` while training "
        "used the crew's order, so every validation and test logit column but one is read as another "
        "finding's; a small transformer under AdamW (lr 1e-3, weight decay 0.01), 10 epochs (every 6th step "
        "logged): losses 1.71, 1.51, 1.41, 1.32, 1.14 ... 0.391-0.636 in the last third, the val loss 1.83, "
        "2.61, 2.83, 3.18, 3.2, 3.36, 3.53, 3.48, 3.57, 3.68 (rising) and val accuracy 0.163-0.183, test "
        "3.5 and 0.187 (sound sequence models on these logs: ~0.55-0.65 and 0.61-0.8)",
        ("overfitting", "metric-at-baseline", "loss-runaway", "val-test-gap"),
        family="transformer",
        dataset="cable-car-cabin-events",
        seed=95009,
    ),
    ZZZZC(
        "vzzzzc-val-loader-over-training-rows-regression-pretzels",
        Plan(
            pretzels_val_is_train,
            "mlp",
            2e-3,
            "adam",
            epochs=60,
            log_every=10,
            model_kw={"width": 256, "num_layers": 3},
        ),
        ("val-test-gap",),
        "missing-eval-set",
        "after a refactor `val_loader = DataLoader(train_set[:300])`: the validation trays are 300 of the "
        "400 training trays; a 3x256 regression MLP under Adam lr 2e-3, 60 epochs (every 10th step logged): "
        "losses 0.103, 0.131, 0.0343 ... 0.0011-0.0077 in the last third, the val loss 0.113, 0.0593, "
        "0.0384 ... 0.00085-0.0111 in the last third (0.00154 at the end), test 0.0423",
        ("overfitting", "zero-train-loss"),
        family="regression",
        dataset="pretzel-bake-time",
        seed=95010,
    ),
    # --- model
    ZZZZC(
        "vzzzzc-xavier-gain-10-mlp-anvils",
        Plan(anvils, "mlp", 1e-3, "adam", epochs=15, log_every=5, model_fault=glorot_gain_10, model_kw=W128),
        ("bad-initial-loss",),
        "poor-initialization",
        "`nn.init.xavier_uniform_(w, gain=10)` (the gain meant as `calculate_gain`'s argument typed as a "
        "number) on every Linear of a 2x128 MLP under Adam lr 1e-3 over the anvils, 15 epochs (every 5th "
        "step logged): losses 368, 375, 295, 242, 244 ... 7.2-18.4 in the last third, the gradient norm up "
        "to 195, the val loss 176, 60.5, 40.8, 34.2, 30.5 ... 22.9-23.8 in the last third and val accuracy "
        "0.293 to 0.747-0.753, test 23.2 and 0.767 (sound MLPs on these anvils: ~0.36-0.41 and 0.84-0.87)",
        (
            "loss-spikes",
            "loss-oscillation",
            "train-val-gap",
            "val-test-gap",
            "overfitting",
            "slow-convergence",
        ),
        family="mlp",
        dataset="anvil-maker-appraisals",
        seed=95011,
    ),
    ZZZZC(
        "vzzzzc-optimizer-over-head-only-gru-cabins",
        Plan(
            cabins,
            "gru",
            3e-3,
            "adam",
            epochs=10,
            log_every=5,
            clip=1.0,
            params=head_only_params,
            model_kw=H48,
        ),
        ("slow-convergence", "undertrained"),
        "frozen-weights",
        "`optimizer = Adam(model.head.parameters())` left from a linear-probe experiment: only the output "
        "layer of a GRU (hidden 48) is updated, the embedding and the recurrent layer keep their initial "
        "weights; lr 3e-3 clipped at 1, 10 epochs (every 5th step logged): losses 1.59, 1.56, 1.57, 1.55, "
        "1.52 ... 1.15-1.52 in the last third, epoch means 1.58, 1.51, 1.47 ... 1.35, 1.34, the val loss "
        "1.55, 1.52, 1.48 ... 1.38 and val accuracy 0.323 to 0.467, test 1.4 and 0.423 (sound sequence "
        "models on these logs: ~0.55-0.65 and 0.61-0.8)",
        ("metric-at-baseline", "gradient-explosion"),
        family="rnn",
        dataset="cable-car-cabin-events",
        seed=95012,
        runs=zf_runs(hparams={"optimizer_params": "model.head.parameters()"}),
    ),
    ZZZZC(
        "vzzzzc-ten-layer-sigmoid-mlp-from-dbn-tutorial-weave",
        Plan(
            weave,
            "mlp",
            0.01,
            "sgd",
            momentum=0.9,
            epochs=12,
            log_every=5,
            model_kw={"width": 64, "num_layers": 10, "activation": "sigmoid"},
        ),
        ("metric-at-baseline",),
        "vanishing-gradients",
        "a ten-layer sigmoid MLP (width 64, a deep-belief-net tutorial's stack) over the flattened weave "
        "patches under SGD with momentum 0.9 at lr 0.01, 12 epochs (every 5th step logged): losses 1.59, "
        "1.62, 1.63, 1.63, 1.59 ... 1.52-1.67 in the last third, the val loss 1.61-1.63 at all 12 "
        "evaluations and val accuracy 0.227 (one class) at all 12, test 1.62 and 0.207 (sound CNNs on these "
        "patches: 0.97-1.0)",
        ("slow-convergence", "undertrained"),
        family="mlp",
        dataset="tapestry-weave-patches",
        seed=95013,
    ),
    # --- workflow
    ZZZZC(
        "vzzzzc-profiler-max-steps-40-regression-pretzels",
        Plan(
            pretzels,
            "mlp",
            1e-3,
            "adam",
            epochs=20,
            max_steps=40,
            log_every=2,
            val_interval=0.5,
            model_kw=W128,
        ),
        ("undertrained",),
        "too-few-epochs",
        "`max_steps=40` left from a profiler config in the run of a 2x128 regression MLP under Adam lr 1e-3 "
        "(meant for 20 epochs; every 2nd step logged, evaluated twice an epoch): losses 0.982, 0.834, "
        "0.837, 0.886, 0.424 ... 0.0824-0.17 in the last third (still falling), the val loss 0.376, 0.112, "
        "0.0884, test 0.0839 (sound regressions here: ~0.033-0.044)",
        ("slow-convergence", "metric-at-baseline"),
        family="regression",
        dataset="pretzel-bake-time",
        seed=95014,
    ),
    ZZZZC(
        "vzzzzc-logs-grouped-by-finding-no-shuffle-lstm-cabins",
        Plan(
            cabins_grouped,
            "lstm",
            2e-3,
            "adam",
            epochs=10,
            log_every=2,
            shuffle=False,
            clip=1.0,
            model_kw=H48,
        ),
        ("periodic-loss",),
        "data-not-shuffled",
        "the cabin logs exported grouped by the crew's finding and the training loader built with "
        "`shuffle=False`: an LSTM (hidden 48) under Adam lr 2e-3 clipped at 1, 10 epochs (every 2nd step "
        "logged): losses repeating a sawtooth each epoch (1.46, 1.38, 1.41, 1.67, 1.63, 1.65, 1.85, 1.83 "
        "... 1.41, 1.41, 1.43, 1.53 ...), 0.413-1.55 in the last third, epoch means 1.71, 1.58, 1.51 ... "
        "0.949, 0.902, the val loss 1.6, 1.53, 1.38, 1.19, 1.04, 0.925, 0.818, 0.81, 0.716, 0.685 and val "
        "accuracy 0.263 to 0.747, test 0.799 and 0.707 (sound sequence models on these logs: ~0.55-0.65 and "
        "0.77-0.8)",
        (
            "loss-oscillation",
            "loss-spikes",
            "slow-convergence",
            "undertrained",
            "metric-at-baseline",
            "train-val-gap",
        ),
        family="rnn",
        dataset="cable-car-cabin-events",
        seed=95015,
    ),
    ZZZZC(
        "vzzzzc-test-on-first-epoch-checkpoint-cnn1d-bells",
        Plan(bells, "cnn1d", 2e-3, "adam", epochs=12, log_every=5, model_kw=CH16),
        ("val-test-gap",),
        "wrong-checkpoint-loaded",
        "the test loads the checkpoint saved after the first epoch (32 steps; the first file of the "
        "checkpoint folder) instead of the trained weights: a 16-channel 1-D CNN under Adam lr 2e-3, 12 "
        "epochs (every 5th step logged): epoch means 1.49, 1.12, 0.851 ... 0.423, 0.381, the val loss 1.32, "
        "0.917, 0.766 ... 0.405, 0.371 and val accuracy 0.527 to 0.857, test 1.33 and 0.49",
        ("train-val-gap",),
        family="cnn",
        dataset="bell-strike-envelopes",
        seed=95016,
        runs=zf_runs(test_at_step=32),
    ),
)

HEALTHY: tuple[Variant, ...] = (
    # --- bells
    ZZZZC(
        "vzzzzc-healthy-cnn1d-bells-time-mask-dropout",
        Plan(
            bells,
            "cnn1d",
            2e-3,
            "adam",
            epochs=15,
            log_every=8,
            model_fault=bell_time_mask,
            model_kw={"channels": 16, "dropout": 0.3},
        ),
        (),
        None,
        "a 16-channel 1-D CNN with dropout 0.3 and an 8-reading time mask plus 0.15 sd noise in training "
        "mode, Adam lr 2e-3, 15 epochs (every 8th step logged): epoch means 1.52, 1.25, 1.05, 1.01, 0.967 "
        "... 0.843-0.89 in the last third, the val loss 1.36, 1.02, 0.848, 0.797, 0.756 ... 0.649-0.736 in "
        "the last third (below the training loss) and val accuracy 0.433 to 0.687-0.787, test 0.67 and 0.68",
        family="cnn",
        dataset="bell-strike-envelopes",
        seed=95101,
    ),
    ZZZZC(
        "vzzzzc-healthy-bncnn1d-bells-batch-8-every-step-nadam",
        Plan(bells, "bncnn1d", 1e-3, "nadam", epochs=1, batch_size=8, log_every=1, model_kw=CH16),
        (),
        None,
        "one epoch of a 16-channel batch-norm 1-D CNN at batch 8 under NAdam lr 1e-3, every step logged "
        "(125 steps): losses 1.67, 1.42, 1.52, 1.65, 1.8 ... 0.84-1.43 in the last third, the val loss 1.01 "
        "and val accuracy 0.82, test 1.02 and 0.86",
        family="cnn-bn",
        dataset="bell-strike-envelopes",
        seed=95102,
    ),
    ZZZZC(
        "vzzzzc-healthy-bncnn1d-bells-warmup-linear-bf16",
        Plan(
            bells,
            "bncnn1d",
            4e-3,
            "adamw",
            weight_decay=0.01,
            epochs=10,
            log_every=4,
            schedule="warmup-linear",
            warmup=50,
            bf16=True,
            model_kw=CH16,
        ),
        (),
        None,
        "a 16-channel batch-norm 1-D CNN under AdamW (lr 4e-3, weight decay 0.01) with a 50-step linear "
        "warm-up and linear decay in bf16-mixed autocast, 10 epochs (every 4th step logged): losses 1.69, "
        "1.71, 1.66, 1.55, 1.43 ... 0.277-0.824 in the last third, epoch means 1.55, 1.17, 0.844 ... 0.346, "
        "0.367, the val loss 1.32, 0.999, 0.705, 0.546, 0.474, 0.417, 0.39, 0.365, 0.347, 0.345 and val "
        "accuracy 0.41 to 0.93, test 0.325 and 0.927",
        family="cnn-bn",
        dataset="bell-strike-envelopes",
        seed=95103,
    ),
    # --- weave
    ZZZZC(
        "vzzzzc-healthy-resnet-weave-plateau-val-twice",
        Plan(
            weave,
            "resnet",
            3e-3,
            "adam",
            epochs=10,
            batch_size=64,
            log_every=2,
            val_interval=0.5,
            schedule="plateau",
            gamma=0.3,
        ),
        (),
        None,
        "a small residual net under Adam lr 3e-3 at batch 64 with ReduceLROnPlateau (factor 0.3; the lr cut "
        "to 9e-4), 10 epochs (every 2nd step logged), evaluated twice an epoch: epoch means 1.32, 0.893, "
        "0.65 ... 0.335, 0.319, the val loss 1.5, 1.24, 0.886, 0.747, 0.655, 0.75 (a bump), 0.596 ... "
        "0.29-0.377 in the last third and val accuracy 0.6, 0.457, 0.723 ... 0.96-0.983, test 0.297 and "
        "0.977",
        family="resnet",
        dataset="tapestry-weave-patches",
        seed=95104,
    ),
    ZZZZC(
        "vzzzzc-healthy-cnn-weave-sgd-step-cut",
        Plan(
            weave,
            "cnn",
            0.02,
            "sgd",
            momentum=0.9,
            epochs=12,
            log_every=8,
            schedule="step",
            step_size=256,
            gamma=0.1,
            model_kw=CH16,
        ),
        (),
        None,
        "a 16-channel CNN under SGD with momentum 0.9 at lr 0.02 and a StepLR cut (x0.1 at step 256), 12 "
        "epochs (every 8th step logged): losses 1.56, 1.35, 0.683, 0.308, 0.218 ... 0.0002-0.005 in the "
        "last third, the val loss 0.477, 0.0193, 0.0134, 0.0195 (a bump), 0.00598 ... 0.00508-0.00521 after "
        "the cut and val accuracy 0.693 then 0.99-1.0, test 0.0214 and 0.997",
        family="cnn",
        dataset="tapestry-weave-patches",
        seed=95105,
    ),
    ZZZZC(
        "vzzzzc-healthy-bncnn-weave-mirror-aug-early-stop",
        Plan(
            weave,
            "bncnn",
            2e-3,
            "adam",
            epochs=30,
            log_every=10,
            early_stop=4,
            model_fault=weave_mirror,
            model_kw={"channels": 16, "dropout": 0.3},
        ),
        (),
        None,
        "a 16-channel batch-norm CNN with dropout 0.3 and flip / shift / noise augmentation in training "
        "mode, Adam lr 2e-3, early stopping on the val loss with patience 4 (up to 30 epochs; every 10th "
        "step logged): it stopped after 14 epochs; losses 1.46, 1.15, 0.991, 0.823, 0.737 ... 0.143-0.262 "
        "in the last third, the val loss 0.782, 0.535, 0.433, 0.365, 0.289, 0.253, 0.214, 0.247, 0.336, "
        "0.111 (min), 0.135, 0.265, 0.117, 0.175 and val accuracy 0.72 to 0.827-0.973 (jumping), test 0.214 "
        "and 0.91",
        family="cnn-bn",
        dataset="tapestry-weave-patches",
        seed=95106,
    ),
    ZZZZC(
        "vzzzzc-healthy-cnn-weave-batch-128-warmup-cosine-every-step",
        Plan(
            weave,
            "cnn",
            4e-3,
            "adamw",
            weight_decay=0.01,
            epochs=25,
            batch_size=128,
            log_every=1,
            schedule="warmup-cosine",
            warmup=30,
            model_kw=CH16,
        ),
        (),
        None,
        "a 16-channel CNN at batch 128 under AdamW (lr 4e-3, weight decay 0.01) with a 30-step warm-up and "
        "cosine decay, 25 epochs (200 steps), every step logged: losses 1.61, 1.6, 1.58, 1.57, 1.57 ... "
        "0.0002-0.0015 in the last third, the val loss 1.48, 0.933, 0.29, 0.0375, 0.00995 ... "
        "0.00175-0.00182 in the last third and val accuracy 0.287, 0.767, 0.973, then 1.0, test 0.0172 and "
        "0.997",
        family="cnn",
        dataset="tapestry-weave-patches",
        seed=95107,
    ),
    # --- cabins
    ZZZZC(
        "vzzzzc-healthy-transformer-cabins-warmup-cosine-val-every-2",
        Plan(
            cabins,
            "transformer",
            2e-3,
            "adamw",
            weight_decay=0.01,
            epochs=12,
            log_every=10,
            val_every_epochs=2,
            schedule="warmup-cosine",
            warmup=60,
        ),
        (),
        None,
        "a small transformer under AdamW (lr 2e-3, weight decay 0.01) with a 60-step warm-up and cosine "
        "decay, 12 epochs (every 10th step logged), evaluated every 2 epochs: losses 1.86, 1.64, 1.42, "
        "1.07, 0.922 ... 0.251-0.643 in the last third, epoch means 1.65, 0.977, 0.647 ... 0.427, 0.421, "
        "the val loss 0.762, 0.616, 0.624, 0.622, 0.601, 0.598 and val accuracy 0.733, 0.79, 0.773, 0.8, "
        "0.793, 0.793, test 0.552 and 0.787",
        family="transformer",
        dataset="cable-car-cabin-events",
        seed=95108,
    ),
    ZZZZC(
        "vzzzzc-healthy-gru-cabins-onecycle-batch-16-clip",
        Plan(
            cabins,
            "gru",
            5e-3,
            "adam",
            epochs=5,
            batch_size=16,
            log_every=5,
            schedule="onecycle",
            clip=1.0,
            model_kw=H48,
        ),
        (),
        None,
        "a GRU (hidden 48) at batch 16 under Adam with a one-cycle schedule (peak 5e-3) clipped at 1, 5 "
        "epochs (315 steps, every 5th logged): losses 1.61, 1.61, 1.62, 1.62, 1.61 ... 0.11-0.768 in the "
        "last third, epoch means 1.53, 0.827, 0.593, 0.473, 0.412, the val loss 1.24, 0.743, 0.69, 0.636, "
        "0.645 and val accuracy 0.52, 0.743, 0.763, 0.773, 0.79, test 0.58 and 0.767",
        family="rnn",
        dataset="cable-car-cabin-events",
        seed=95109,
    ),
    ZZZZC(
        "vzzzzc-healthy-lstm-cabins-40-steps-still-improving",
        Plan(cabins, "lstm", 5e-3, "adam", epochs=2, batch_size=50, log_every=1, clip=1.0, model_kw=H48),
        (),
        None,
        "two epochs (40 steps at batch 50, every step logged) of an LSTM (hidden 48) under Adam lr 5e-3 "
        "clipped at 1: losses 1.64, 1.64, 1.61, 1.58, 1.55 ... 0.702-1.28 in the last third, the val loss "
        "1.23, 0.973 and val accuracy 0.537, 0.64, test 0.977 and 0.613",
        family="rnn",
        dataset="cable-car-cabin-events",
        seed=95110,
    ),
    # --- pretzels
    ZZZZC(
        "vzzzzc-healthy-regression-pretzels-long-small-lr-val-every-5",
        Plan(
            pretzels_long,
            "mlp",
            3e-4,
            "adam",
            epochs=15,
            batch_size=16,
            log_every=50,
            val_every_epochs=5,
            model_kw=MLP64,
        ),
        (),
        None,
        "a 2x64 regression MLP under Adam at a small lr of 3e-4 over a 1,600-tray draw at batch 16, 15 "
        "epochs (1,500 steps, logged every 50), evaluated every 5 epochs: losses 0.946, 0.31, 0.501, "
        "0.0298, 0.0779 ... 0.0096-0.0525 in the last third, epoch means 0.738, 0.229, 0.0772, 0.0519, "
        "0.0424 ... 0.0264, 0.026 (still creeping down), the val loss 0.0429, 0.035, 0.0331, test 0.036",
        family="regression",
        dataset="pretzel-bake-time",
        seed=95111,
    ),
    ZZZZC(
        "vzzzzc-healthy-regression-pretzels-dropout-adamw-cosine",
        Plan(
            pretzels,
            "mlp",
            2e-3,
            "adamw",
            weight_decay=1e-4,
            epochs=20,
            log_every=8,
            schedule="cosine",
            model_kw={"width": 128, "num_layers": 2, "dropout": 0.2},
        ),
        (),
        None,
        "a 2x128 regression MLP with dropout 0.2 under AdamW (lr 2e-3, weight decay 1e-4) with cosine decay "
        "to 0, 20 epochs (every 8th step logged): epoch means 0.278, 0.0948, 0.0793 ... 0.0454-0.05 in the "
        "last third, the val loss 0.0737, 0.0464, 0.0474, 0.047, 0.0404 ... 0.0331-0.0395 in the last third "
        "(below the training loss), test 0.033",
        family="regression",
        dataset="pretzel-bake-time",
        seed=95112,
    ),
    ZZZZC(
        "vzzzzc-healthy-regression-pretzels-radam-bf16-val-twice",
        Plan(
            pretzels,
            "mlp",
            2e-3,
            "radam",
            epochs=10,
            log_every=2,
            val_interval=0.5,
            bf16=True,
            model_kw=MLP64,
        ),
        (),
        None,
        "a 2x64 regression MLP under RAdam lr 2e-3 in bf16-mixed autocast, 10 epochs (every 2nd step "
        "logged), evaluated twice an epoch: losses 0.863, 0.983, 0.812, 1.06, 1.51 ... hovering at "
        "0.68-1.56 for the first 4 epochs (a slow start while RAdam's variance term warms up), then falling "
        "... 0.0261-0.09 in the last third, the val loss 1.17, 1.11, 1.03, 0.925, 0.786, 0.606, 0.402, "
        "0.215, 0.109 ... 0.039-0.0526 in the last third, test 0.0424",
        family="regression",
        dataset="pretzel-bake-time",
        seed=95113,
    ),
    # --- anvils
    ZZZZC(
        "vzzzzc-healthy-mlp-anvils-weight-decay-early-stop",
        Plan(
            anvils,
            "mlp",
            1e-3,
            "adamw",
            weight_decay=0.05,
            epochs=60,
            log_every=8,
            early_stop=4,
            model_kw={"width": 256, "num_layers": 2, "dropout": 0.3},
        ),
        (),
        None,
        "a 2x256 MLP with dropout 0.3 under AdamW (lr 1e-3, weight decay 0.05), early stopping on the val "
        "loss with patience 4 (up to 60 epochs; every 8th step logged): it stopped after 9 epochs; losses "
        "1.26, 0.873, 0.691, 0.619, 0.468 ... 0.236-1.65 in the last third, epoch means 0.963, 0.475, 0.41 "
        "... 0.341, the val loss 0.508, 0.409, 0.387, 0.389, 0.381 (min), 0.388, 0.405, 0.397, 0.394 and "
        "val accuracy 0.85-0.88, test 0.364 and 0.84",
        family="mlp",
        dataset="anvil-maker-appraisals",
        seed=95114,
    ),
    ZZZZC(
        "vzzzzc-healthy-mlp-anvils-nesterov-never-evaluated",
        Plan(anvils, "mlp", 0.02, "sgd", momentum=0.9, epochs=15, log_every=10, model_kw=MLP64),
        (),
        None,
        "a 2x64 MLP under SGD with Nesterov momentum 0.9 at lr 0.02, 15 epochs (every 10th step logged), no "
        "validation set passed (judged on the test after training): losses 1.52, 1.23, 0.851, 0.676, 0.474 "
        "... 0.126-0.525 in the last third, epoch means 1.29, 0.6, 0.408, 0.378 ... 0.288, 0.273, test "
        "0.352 and 0.87",
        family="mlp",
        dataset="anvil-maker-appraisals",
        seed=95115,
        runs=zf_runs(evaluate=False, optimizer_kw={"nesterov": True}),
    ),
    ZZZZC(
        "vzzzzc-healthy-mlp-anvils-3x128-rmsprop-step-val-every-3",
        Plan(
            anvils,
            "mlp",
            1e-3,
            "rmsprop",
            epochs=12,
            batch_size=64,
            log_every=4,
            val_every_epochs=3,
            schedule="step",
            step_size=96,
            gamma=0.3,
            model_kw={"width": 128, "num_layers": 3, "dropout": 0.4},
        ),
        (),
        None,
        "a 3x128 MLP with dropout 0.4 under RMSprop lr 1e-3 at batch 64 with a StepLR (x0.3 every 96 "
        "steps), 12 epochs (192 steps, every 4th logged), evaluated every 3 epochs: losses 1.25, 0.82, "
        "0.632, 0.617, 0.469 ... 0.321-0.859 in the last third, the val loss 0.423, 0.429, 0.412, 0.414 and "
        "val accuracy 0.857, 0.86, 0.863, 0.87, test 0.369 and 0.85",
        family="mlp",
        dataset="anvil-maker-appraisals",
        seed=95116,
    ),
)
