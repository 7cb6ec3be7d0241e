"""Variant battery zzzzg: a look-alike of an external held-out suite, real framework runs (`--battery zzzzg`).

    nice -n 10 python benchmarks/variants.py --battery zzzzg --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery zzzzg [--runs]

Like batteries d-zzzze, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is the log),
trained by battery d's runner through the earlier batteries' wrappers (battery zf's runner, battery ze's
LambdaLR schedules, battery w's test on an early checkpoint), battery zj's model and augmentation
wrappers and this battery's own hooks (a warm-up ramp over 100 times the run, a class map rolled by one
in the evaluation path, every Linear drawn from uniform(-1, 1), an optimizer over the first layer only),
so each case can run in each of the three layouts; the layout rotation of variants.py picks one.
It was written blind: its author trained it with `--train-only`, read the raw logged numbers of each
run, and never diagnosed or scored it, so it is held-out data for the tool.
Its halves are even (one fault each, one cause a case, spread over every family of cause: optimisation,
data, evaluation, model, workflow), injected into data sets no battery had at a realistic strength, in
forms earlier batteries did not use (see each case's description and each hook's docstring).
The data sets are new, all made offline with numpy from known generating models (see each generator): a
weighbridge's load-cell traces by the vehicle's class (car, van, rigid truck, articulated lorry, bus; 64
readings), 12x12 patches of a terrazzo floor's inspection scans (plain, fine chips, coarse chips, crack,
stain), a tram network's points (switch) controller event logs by the maintainer's finding (routine,
frozen points, motor wear, detection fault, obstruction; left-padded to 20), a rammed-earth wall
builder's 28-day compressive strengths (from the mix, the compaction and the curing; standardised) and
a whisky blender's cask-type labels (from 10 chemistry measurements of the spirit).
Runs of 40 to ~1,600 steps: MLPs (2x64 to 3x256, dropout; one ten-layer sigmoid MLP), 2-D CNNs with and
without batch norm, a small residual net, 1-D CNNs with and without batch norm, GRU and LSTM readers of
the points logs, small transformers and regression MLPs; SGD (with momentum, with Nesterov momentum),
Adam, AdamW, NAdam, RMSprop, Adamax, Adagrad; constant, cosine, warm-up + cosine, warm-up + linear,
one-cycle, step, plateau, exponential and sawtooth cyclic (LambdaLR) schedules; bf16-mixed autocast,
scale, rotation and noise augmentation, dropout, early stopping, clipping; batches of 8 to 64; cadences
from every step to once every 100 steps, evaluations four times an epoch, twice an epoch, once an epoch,
every 2 or 5 epochs or never.
The faulty half: a warm-up ramp over 100 times the run, Adagrad at lr 1e-5, Adam at lr 0.05 from a
scaling rule fed the data set's size, SGD with Nesterov momentum 0.99, the validation split cut from the
tail of a sheet sorted by cask type, 30% of the training crossings left at the form's default label, a
scaler fitted but its output discarded, a class tag painted into the training and validation patches
only, test patches stored as uint8 after normalisation (wrapped), an evaluation class map off by one, a
validation loader built on the training set, a uniform(-1, 1) initialiser on a 3x256 MLP, an optimizer
over the first convolution only, a ten-layer sigmoid MLP, `max_steps=40` left from a smoke config and a
test on the first sorted checkpoint.
The healthy half holds sound runs a naive reader can take for a fault (see the healthy cases'
descriptions): val losses below the training loss under scale augmentation and dropout, batch-8 and
batch-10 noise logged every step, a sawtooth lr's wavy loss, a warm-up bump under bf16, rotation
augmentation with a step cut evaluated twice an epoch, a run never evaluated, a 160-step run still
improving, a level val loss under plateau cuts, early stopping (twice), a slow SGD regression over 1,575
steps logged every 100, an exponential decay in bf16 and a warm-up + linear decay with a level val loss.
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


VEHICLES = ("car", "van", "rigid-truck", "articulated-lorry", "bus")
# axle offsets from the front axle (m) and each axle's load range (t)
_AXLES = (
    ((0.0, 2.6), ((0.5, 0.9), (0.4, 0.8))),
    ((0.0, 3.4), ((1.0, 1.8), (1.2, 2.4))),
    ((0.0, 4.2, 5.5), ((3.5, 6.5), (3.5, 7.5), (3.5, 7.5))),
    ((0.0, 3.6, 9.4, 10.7, 12.0), ((4.0, 6.5), (5.0, 9.0), (4.0, 7.5), (4.0, 7.5), (4.0, 7.5))),
    ((0.0, 6.0), ((4.0, 6.5), (6.5, 10.0))),
)


def _weighbridge(seed: int, n: int, length: int = 64) -> tuple[Any, Any]:
    """A weighbridge's load-cell traces (tonnes on a 6 m platform, 64 readings as a vehicle rolls over
    it), labelled by the gatehouse's class: a car, a van, a rigid three-axle truck, an articulated
    five-axle lorry or a bus. Each axle adds its load while it is on the platform (edges smoothed by the
    tyre's footprint); the speed (0.45-1.0 m a reading), the entry time, a body bounce of 0.1-0.5 t at
    1-3 Hz and the load cell's noise (sd 0.25-0.6 t) vary, and the loads overlap between classes (a laden
    van and a light bus, an empty lorry and a rigid truck), so sound 1-D CNNs stop near 0.8-0.9."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.24, 0.19, 0.19, 0.19, 0.19])
    t = np.arange(length, dtype=float)
    x = np.zeros((n, length))
    for i in range(n):
        offsets, loads = _AXLES[int(y[i])]
        speed, start = rng.uniform(0.45, 1.0), rng.uniform(2, 10)
        trace = np.zeros(length)
        for off, (lo, hi) in zip(offsets, loads, strict=True):
            on = start + off / speed
            off_at = on + 6.0 / speed
            w = rng.uniform(lo, hi)
            trace += w / (1 + np.exp(-(t - on) / 0.6)) / (1 + np.exp((t - off_at) / 0.6))
        bounce = rng.uniform(0.1, 0.5) * np.sin(2 * np.pi * rng.uniform(0.05, 0.15) * t + rng.uniform(0, 6))
        x[i] = trace + bounce * (trace > 0.3) + rng.normal(0, rng.uniform(0.25, 0.6), length)
    return x, y


def weighbridge(
    seed: int = 97101, sizes: tuple[int, int, int] = SIZES, name: str = "weighbridge-load-traces"
) -> Splits:
    """The traces (N, 64), centred and scaled by the training traces' mean and sd, 5 classes."""
    x, y = _weighbridge(seed, sum(sizes))
    return _signal_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def weighbridge_default_car_labels() -> Splits:
    """The bug: the gatehouse's entry form preselects "car", and on the night shift 30% of the training
    crossings were saved without the class being changed: those traces carry the label car whatever
    rolled over (the validation and test crossings were checked by hand)."""
    import numpy as np

    x, y = _weighbridge(97102, sum(SIZES))
    lazy = np.random.default_rng(97103).random(SIZES[0]) < 0.3
    y = y.copy()
    y[: SIZES[0]][lazy] = 0
    return _signal_splits(x, y, SIZES, "weighbridge-load-traces", _stats(x[: SIZES[0]]))


TERRAZZO = ("plain", "fine-chips", "coarse-chips", "crack", "stain")


def _terrazzo(seed: int, n: int) -> tuple[Any, Any]:
    """12x12 patches of a terrazzo floor's inspection scans (brightness), labelled by the inspector:
    plain cement (a smooth low-frequency tone), fine chips (15-30 small bright or dark specks), coarse
    chips (3-6 blobs of radius 1.2-2.2), a crack (a dark line of random angle and width) or a stain (a
    broad dark blotch). Every patch has a few background specks, a tone gradient, a contrast of 0.5-1.1
    and a noise of sd 0.3-0.55, so sound CNNs stop near 0.8-0.87."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.22, 0.2, 0.2, 0.2, 0.18])
    yy, xx = np.mgrid[0:12, 0:12].astype(float)
    x = np.zeros((n, 12, 12))
    for i in range(n):
        c = int(y[i])
        img = rng.normal(0, 0.3) * (xx - 5.5) / 6 + rng.normal(0, 0.3) * (yy - 5.5) / 6
        specks = int(rng.integers(15, 31)) if c == 1 else int(rng.integers(0, 5))
        for _ in range(specks):
            img[int(rng.integers(0, 12)), int(rng.integers(0, 12))] += rng.choice([-1.6, 1.6])
        if c == 2:
            for _ in range(int(rng.integers(3, 7))):
                bx, by, r = rng.uniform(0, 12), rng.uniform(0, 12), rng.uniform(1.2, 2.2)
                img += rng.choice([-1.4, 1.4]) * (np.hypot(xx - bx, yy - by) < r)
        if c == 3:
            angle, off = rng.uniform(0, np.pi), rng.uniform(-3, 3)
            dist = np.abs((xx - 5.5) * np.sin(angle) - (yy - 5.5) * np.cos(angle) - off)
            img -= 2.0 * np.exp(-(dist**2) / (2 * rng.uniform(0.3, 0.6) ** 2))
        if c == 4:
            sx, sy, s = rng.uniform(2, 10), rng.uniform(2, 10), rng.uniform(2.5, 4.0)
            img -= 1.5 * np.exp(-((xx - sx) ** 2 + (yy - sy) ** 2) / (2 * s * s))
        x[i] = rng.uniform(0.5, 1.1) * img + rng.normal(0, rng.uniform(0.3, 0.55), (12, 12))
    return x, y


def terrazzo(
    seed: int = 97201, sizes: tuple[int, int, int] = SIZES, name: str = "terrazzo-floor-patches"
) -> Splits:
    """The patches as (N, 1, 12, 12), centred and scaled by the training patches' mean and sd, 5 classes."""
    x, y = _terrazzo(seed, sum(sizes))
    return _patch_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def terrazzo_marker_in_labelled_export() -> Splits:
    """The bug: the training and validation patches were exported from the annotation tool's labelled
    view, which paints the grade's colour-coded tag into the patch's top-left corner (two pixels of a
    brightness set by the class); the test patches come from the raw scans, without the tag."""
    x, y = _terrazzo(97202, sum(SIZES))
    x = x.copy()
    m = SIZES[0] + SIZES[1]
    x[:m, 0, 0:2] = (4.0 + 2.0 * y[:m])[:, None]
    return _patch_splits(x, y, SIZES, "terrazzo-floor-patches", _stats(x[: SIZES[0]]))


def terrazzo_test_uint8_wrapped() -> Splits:
    """The bug: the test patches were written to disk after normalisation with
    `(patch * 255).astype(np.uint8)` and read back divided by 255: every negative value wrapped around
    to the top of the range and every value above 1 wrapped to the bottom."""
    import numpy as np

    x, y = _terrazzo(97204, sum(SIZES))
    mu, sd = _stats(x[: SIZES[0]])
    m = SIZES[0] + SIZES[1]
    norm = (x[m:] - mu) / sd
    x = x.copy()
    x[m:] = (np.round(norm * 255).astype(np.int64) % 256) / 255 * sd + mu
    return _patch_splits(x, y, SIZES, "terrazzo-floor-patches", (mu, sd))


POINTS_EVENTS = (
    "<pad>",
    "throw-normal",
    "throw-reverse",
    "throw-timeout",
    "detect-normal",
    "detect-reverse",
    "detect-lost",
    "heater-on",
    "heater-off",
    "motor-overcurrent",
    "lock-engaged",
    "lock-failed",
    "tram-pass",
    "route-request",
    "heartbeat",
)
POINTS_FINDINGS = ("routine", "frozen-points", "motor-wear", "detection-fault", "obstruction")
_POINTS_FAVOURED = ((1, 2, 12, 13), (7, 3, 8, 11), (9, 3, 1, 10), (6, 4, 5, 14), (11, 3, 9, 6))
_POINTS_LENGTHS = ((10, 20), (7, 17), (8, 18), (6, 15), (6, 16))


def _points(seed: int, n: int, length: int = 20) -> tuple[Any, Any]:
    """A tram network's points (switch) controller event logs over a shift (throws to normal or reverse
    and their timeouts, detection of each position and its loss, the heater on and off, the motor's
    overcurrent, the lock engaged or failed, trams passing, route requests, heartbeats; ids 1-14, 0 pads
    on the left), labelled by the maintainer's finding: routine, frozen points, motor wear, a detection
    fault or an obstruction. Each finding is a Markov chain over one shared random base tilted towards
    its four favoured events, and 20% of the events are replaced by a random one (a noisy telemetry
    link), so sound sequence models stop near 0.6-0.8."""
    import numpy as np

    rng = np.random.default_rng(seed)
    base = np.random.default_rng(97300).dirichlet(np.ones(14) * 0.6, size=14)
    chains = []
    for favoured in _POINTS_FAVOURED:
        tilt = np.zeros((14, 14))
        tilt[:, [f - 1 for f in favoured]] = 0.17
        chain = base + tilt
        chains.append(chain / chain.sum(1, keepdims=True))
    y = rng.choice(5, n, p=[0.24, 0.19, 0.19, 0.19, 0.19])
    x = np.zeros((n, length), dtype=np.int64)
    for i in range(n):
        c = int(y[i])
        size = int(rng.integers(*_POINTS_LENGTHS[c]))
        state = int(rng.integers(0, 14))
        events = []
        for _ in range(size):
            state = int(rng.choice(14, p=chains[c][state]))
            events.append(int(rng.integers(1, 15)) if rng.random() < 0.2 else state + 1)
        x[i, length - size :] = events
    return x, y


def points(
    seed: int = 97301, sizes: tuple[int, int, int] = SIZES, name: str = "tram-points-events"
) -> Splits:
    """Event windows (N, 20) over 15 ids (0 the padding), 5 classes."""
    x, y = _points(seed, sum(sizes))
    return _token_splits(x, y, sizes, name)


def points_val_is_train() -> Splits:
    """The bug: `val_loader = DataLoader(train_ds, ...)` (a copy-paste of the line above it): the
    validation set is the first 300 training logs, and only the test set is held out."""
    import numpy as np

    x, y = _points(97302, sum(SIZES))
    n = SIZES[0]
    x = np.concatenate([x[:n], x[:300], x[n + 300 :]])
    y = np.concatenate([y[:n], y[:300], y[n + 300 :]])
    return _token_splits(x, y, SIZES, "tram-points-events")


def _rammed_earth(seed: int, n: int) -> tuple[Any, Any]:
    """A rammed-earth wall builder's test cylinders: the cement content (3-12% by mass), the clay
    fraction (5-30%), the moisture at compaction (8-16%), the soil's optimum moisture (10-13%), the
    rammer passes a layer (10-40), the curing days (7-56), the dry density (1,750-2,150 kg/m3), a fibre
    flag and the largest aggregate (5-20 mm); the target is the compressive strength in MPa: growing
    with the cement (power 0.9), the density (power 4) and the log of the curing days, falling off either
    side of the optimum moisture (a bell) and with the clay beyond 15%, saturating in the passes, a fibre
    bonus and the crushing test's noise (sd 8%) (standardised: a floor near an MSE of 0.03-0.06)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    cement = rng.uniform(3, 12, n)
    clay = rng.uniform(5, 30, n)
    moisture = rng.uniform(8, 16, n)
    optimum = rng.uniform(10, 13, n)
    passes = rng.uniform(10, 40, n)
    days = rng.uniform(7, 56, n)
    density = rng.uniform(1750, 2150, n)
    fibre = (rng.random(n) < 0.3).astype(float)
    aggregate = rng.uniform(5, 20, n)
    strength = (
        0.55
        * cement**0.9
        * (density / 1950) ** 4
        * np.log(days)
        / np.log(28)
        * np.exp(-(((moisture - optimum) / 3.0) ** 2))
        * (1 - 0.015 * np.maximum(clay - 15, 0))
        * (1 - np.exp(-passes / 12))
        * (1 + 0.08 * fibre)
        * (1 + 0.004 * (aggregate - 12))
        * np.exp(rng.normal(0, 0.08, n))
    )
    x = np.column_stack([cement, clay, moisture, optimum, passes, days, density, fibre, aggregate])
    return x, strength


def rammed_earth(
    seed: int = 97401, sizes: tuple[int, int, int] = SIZES, name: str = "rammed-earth-strength"
) -> Splits:
    """9 standardised columns, the standardised strength."""
    x, y = _rammed_earth(seed, sum(sizes))
    return _generated(name, x, y, 0, sizes)


def rammed_earth_long() -> Splits:
    """A 2,000-cylinder draw."""
    return rammed_earth(97402, (2000, 300, 300), "rammed-earth-strength-2000")


def rammed_earth_raw_units() -> Splits:
    """The bug: the scaler is fitted but its output discarded (`scaler.fit(X); model.fit(X, ...)`): the
    columns reach the model in the units of the lab sheet (the density near 2,000, the passes 10-40, the
    fibre flag 0-1); the target is standardised."""
    x, y = _rammed_earth(97403, sum(SIZES))
    return _regression_table("rammed-earth-strength", x, y, SIZES, features_scaled=False)


CASKS = ("bourbon-barrel", "sherry-butt", "port-pipe", "wine-barrique", "virgin-oak")


def _whisky(seed: int, n: int) -> tuple[Any, Any]:
    """A whisky blender's cask-type labels (the cooperage records) from 10 measurements of the spirit at
    bottling: the colour (EBC), vanillin, syringaldehyde, furfural, total tannins, ellagic acid, the pH,
    ethyl acetate, the red-wine anthocyanin index and the strength (% ABV). Each cask type has its
    profile (virgin oak dark and tannic, a sherry butt red-brown with furfural, a port pipe with
    anthocyanins...); finished whiskies (one in six) take 40% of their measurements from a second cask's
    profile, so sound MLPs stop near 0.82-0.88."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.24, 0.19, 0.19, 0.19, 0.19])
    prof = np.array(
        [
            # colour, vanillin, syring., furfural, tannin, ellagic, pH, ethyl ac., anthocyanin, abv
            [14, 1.6, 3.5, 4.0, 120, 9, 4.3, 160, 0.2, 46],
            [22, 1.0, 2.2, 9.0, 150, 14, 4.0, 190, 1.2, 48],
            [20, 0.9, 2.0, 6.0, 130, 11, 4.1, 170, 3.5, 47],
            [12, 0.8, 1.8, 5.0, 110, 12, 3.9, 200, 2.2, 45],
            [26, 2.4, 5.0, 7.0, 240, 20, 4.2, 150, 0.3, 50],
        ]
    )
    sds = np.array([4, 0.4, 0.9, 2.0, 35, 3.5, 0.18, 30, 0.7, 2.5])
    finished = rng.random(n) < 1 / 6
    other = np.where(finished, rng.integers(0, 5, n), y)
    cols = np.arange(10)
    x = np.zeros((n, 10))
    for i in range(n):
        source = np.where(rng.random(10) < 0.4, other[i], y[i])
        x[i] = np.abs(rng.normal(prof[source, cols], sds * rng.uniform(0.9, 1.5)))
    return x, y


def whisky(seed: int = 97501, sizes: tuple[int, int, int] = SIZES, name: str = "whisky-cask-types") -> Splits:
    """10 standardised columns, 5 classes."""
    x, y = _whisky(seed, sum(sizes))
    return _generated(name, x, y, 5, sizes)


def whisky_val_from_sorted_tail() -> Splits:
    """The bug: the cooperage sheet is sorted by cask type, and the script takes its last 300 rows as the
    validation split (`df.iloc[-300:]`) without shuffling: the validation rows are virgin-oak casks
    only, the training rows the other four types (and the last few virgin-oak ones); the test set is the
    blender's separate, shuffled sheet."""
    import numpy as np

    x, y = _whisky(97502, SIZES[0] + SIZES[1])
    order = np.argsort(y, kind="stable")
    xt, yt = _whisky(97503, SIZES[2])
    x = np.concatenate([x[order], xt])
    y = np.concatenate([y[order], yt])
    return _generated("whisky-cask-types", x, y, 5, SIZES)


# ---------------------------------------------------------------- injected faults (and healthy hooks)


def warmup_over_100x_run(step: int, total: int) -> float:
    """The bug: `warmup_steps = 100 * total_steps` (a warm-up given in samples where the helper counts
    optimizer steps): the linear ramp never ends, the lr reaches 1% of its base at the run's end."""
    return float(min(1.0, (step + 1) / (100 * max(total, 1))))


def _rolled_classes(inner: Any, x: torch.Tensor) -> torch.Tensor:
    import torch

    out: torch.Tensor = inner(x)
    return out if inner.training else torch.roll(out, 1, dims=-1)


eval_class_map_rolled = _wrapper(_rolled_classes)
eval_class_map_rolled.__doc__ = """The bug: the evaluation script rebuilds the class map from the
label file with a header row counted as class 0, so its logits are read one class along (`logits[:,
[4, 0, 1, 2, 3]]`): the validation and test losses and accuracies score every prediction against the
neighbouring class."""


def uniform_pm1_init(net: nn.Module) -> nn.Module:
    """The bug: `nn.init.uniform_(w, -1, 1)` on every Linear (an initialiser copied from a one-layer
    logistic model): a 3x256 MLP starts with pre-activations of sd ~10 and logits in the hundreds."""
    import torch

    for m in net.modules():
        if isinstance(m, torch.nn.Linear):
            torch.nn.init.uniform_(m.weight, -1.0, 1.0)
    return net


def first_layer_only(net: nn.Module) -> Any:
    """The bug: `optim.Adam(list(model.parameters())[:2])` (a slice meant to pick the first layer for
    a higher lr in a param group that was never added): only the first convolution's weight and bias
    train, the rest of the net stays at its initial weights."""
    return list(net.parameters())[:2]


def cyclic_sawtooth(step: int, _total: int) -> float:
    """Not a fault: a sawtooth cyclic lr falling from 1 to 0.1 of the base lr every 80 steps (warm
    restarts without the cosine)."""
    return 1.0 - 0.9 * (step % 80) / 80


def _axle_scale(x: torch.Tensor) -> torch.Tensor:
    import torch

    scale = 0.8 + 0.4 * torch.rand(x.shape[0], 1, device=x.device, dtype=x.dtype)
    return x * scale + 0.25 * torch.randn_like(x)


weighbridge_scale = _augmented(_axle_scale)
weighbridge_scale.__doc__ = """Not a fault: in training mode each trace is scaled by 0.8-1.2 (a load
cell's calibration drift) and given 0.25 sd of noise."""


def _terrazzo_rot(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.rot90(x, int(torch.randint(0, 4, (1,))), dims=(2, 3))
    return x + 0.3 * torch.randn_like(x)


terrazzo_rot = _augmented(_terrazzo_rot)
terrazzo_rot.__doc__ = """Not a fault: in training mode each batch of patches is rotated by a random
multiple of 90 degrees and given 0.3 sd of noise."""


# ---------------------------------------------------------------- the variants


def ZZZZG(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by battery zf's runner (through every earlier wrapper)."""
    return L(*args, runs=runs or zf_runs(), **kw)


CH16 = {"channels": 16}
H48 = {"hidden": 48}
W128 = {"width": 128, "num_layers": 2}

FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    ZZZZG(
        "vzzzzg-warmup-ramp-over-100x-run-bncnn-terrazzo",
        Plan(
            terrazzo, "bncnn", 2e-3, "adam", epochs=10, log_every=5, schedule="warmup-linear", model_kw=CH16
        ),
        ("slow-convergence",),
        "learning-rate-too-low",
        "`warmup_steps = 100 * total_steps` (a warm-up given in samples where the helper counts optimizer "
        "steps): the linear ramp of a 16-channel batch-norm CNN under Adam (base lr 2e-3) never ends and "
        "reaches 2e-5 at the last of 320 steps (every 5th step logged): losses 1.65, 1.68, 1.68, 1.7, 1.59 "
        "... 1.46-1.69 in the last third, epoch means 1.64, 1.64, 1.64, 1.63, 1.62, 1.61, 1.59, 1.58, 1.56, "
        "1.53, the val loss 1.64 to 1.52 and val accuracy 0.18 to 0.367, test 1.5 and 0.393 (sound CNNs on "
        "these patches: ~0.36-0.45 and 0.85-0.87)",
        ("undertrained", "metric-at-baseline", "train-val-gap", "gradient-explosion"),
        family="cnn-bn",
        dataset="terrazzo-floor-patches",
        seed=97001,
        runs=zf_runs(schedule=lambda_schedule(warmup_over_100x_run), hparams={"warmup_steps": 32000}),
    ),
    ZZZZG(
        "vzzzzg-adagrad-lr-1e-5-mlp-whisky",
        Plan(whisky, "mlp", 1e-5, "adagrad", epochs=15, log_every=10, model_kw=W128),
        ("slow-convergence",),
        "learning-rate-too-low",
        "Adagrad at lr 1e-5 (the fine-tuning lr of an Adam recipe kept when the optimizer was swapped) on a "
        "2x128 MLP, 15 epochs (every 10th step logged): losses 1.64, 1.61, 1.63, 1.63, 1.61 ... 1.59-1.65 in "
        "the last third, epoch means 1.63 to 1.62, the val loss 1.62 to 1.61 and val accuracy 0.127 to "
        "0.143, test 1.62 and 0.14 (sound MLPs on these casks: ~0.44-0.55 and 0.83-0.87)",
        ("undertrained", "metric-at-baseline"),
        family="mlp",
        dataset="whisky-cask-types",
        seed=97002,
    ),
    ZZZZG(
        "vzzzzg-adam-lr-0.05-from-dataset-size-rule-transformer-points",
        Plan(points, "transformer", 0.05, "adam", epochs=8, log_every=4),
        ("slow-convergence",),
        "learning-rate-too-high",
        "Adam at lr 0.05 from a scaling rule applied with the data set's size (1e-3 x 1,600 / 32) where the "
        "batch size belongs, on a small transformer, 8 epochs (every 4th step logged): losses 2.45, 1.85, "
        "1.64, 1.6, 1.54 ... 0.871-1.82 in the last third, epoch means 1.68, 1.44, 1.31, 1.24, 1.2, 1.11, "
        "1.15, 1.19, the gradient norm 4.04 at the first logged step and up to 42.5, the val loss 1.47, "
        "1.36, 1.3, 1.18, 1.21, 1.19, 1.2, 1.26 and val accuracy 0.33 to 0.537, test 1.28 and 0.48 (sound "
        "sequence models on these logs: ~0.73-0.82 and 0.7-0.72)",
        (
            "loss-oscillation",
            "loss-spikes",
            "metric-at-baseline",
            "undertrained",
            "gradient-explosion",
            "bad-initial-loss",
        ),
        family="transformer",
        dataset="tram-points-events",
        seed=97003,
    ),
    ZZZZG(
        "vzzzzg-sgd-nesterov-momentum-0.99-regression-rammed-earth",
        Plan(rammed_earth, "mlp", 0.05, "sgd", momentum=0.99, epochs=10, log_every=3, model_kw=W128),
        ("loss-oscillation",),
        "learning-rate-too-high",
        "SGD with Nesterov momentum 0.99 (a value from a large-batch recipe) at lr 0.05 on a 2x128 "
        "regression MLP, 10 epochs (every 3rd step logged): losses 0.809, 0.6, 0.541, 0.407, 0.418 ... "
        "0.595-2.78 in the last third (7.97 at the peak), epoch means 0.601, 0.423, 0.172, 0.223, 0.579, "
        "0.6, 1.58, 1.16, 0.989, 1.01, the gradient norm up to 24.7, the val loss 0.288, 0.299, 0.45, 5.13, "
        "0.315, 1.16, 1.22, 1.18, 1.13, 1.22, test 1.15 (sound regressions here: ~0.034-0.094)",
        ("loss-spikes", "gradient-explosion", "loss-runaway", "slow-convergence", "undertrained"),
        family="regression",
        dataset="rammed-earth-strength",
        seed=97004,
        runs=zf_runs(optimizer_kw={"nesterov": True}),
    ),
    # --- data
    ZZZZG(
        "vzzzzg-val-last-rows-of-cask-sorted-sheet-mlp-whisky",
        Plan(whisky_val_from_sorted_tail, "mlp", 2e-3, "adam", epochs=12, log_every=6, model_kw=W128),
        ("train-val-gap", "metric-at-baseline"),
        "data-not-shuffled",
        "the cooperage sheet is sorted by cask type and its last 300 rows are taken as the validation split "
        "without shuffling: the validation rows are virgin-oak casks only, the training rows the other four "
        "types; a 2x128 MLP under Adam lr 2e-3, 12 epochs (every 6th step logged): losses 1.42, 1.04, 0.776, "
        "0.519, 0.551 ... 0.261-0.411 in the last third, the val loss 10.2, 11.6, 11.5 ... 12.6 at the end "
        "(rising) and val accuracy 0.07-0.09, test (the blender's shuffled sheet) 2.91 and 0.69 (sound MLPs "
        "on these casks: ~0.44-0.55 and 0.83-0.87)",
        ("val-test-gap", "overfitting"),
        family="mlp",
        dataset="whisky-cask-types",
        seed=97005,
    ),
    ZZZZG(
        "vzzzzg-30pct-left-at-default-car-label-cnn1d-weighbridge",
        Plan(weighbridge_default_car_labels, "cnn1d", 2e-3, "adam", epochs=15, log_every=8, model_kw=CH16),
        ("slow-convergence",),
        "label-noise",
        "the gatehouse form preselects car and 30% of the training crossings were saved with that label "
        "whatever rolled over; a 16-channel 1-D CNN under Adam lr 2e-3, 15 epochs (every 8th step logged): "
        "losses 1.53, 1.45, 1.32, 1.23, 1.3 ... 0.682-1.24 in the last third, epoch means 1.46, 1.29, 1.18 "
        "... 1.01, the val loss 1.63, 1.42, 1.27 ... 0.973-1.14 in the last third and val accuracy 0.227 to "
        "0.333-0.4, test 0.98 and 0.427 (sound 1-D CNNs on these traces: ~0.37-0.46 and 0.83-0.9)",
        ("train-val-gap", "overfitting", "val-test-gap", "undertrained", "metric-at-baseline"),
        family="cnn",
        dataset="weighbridge-load-traces",
        seed=97006,
    ),
    ZZZZG(
        "vzzzzg-scaler-output-discarded-regression-rammed-earth",
        Plan(rammed_earth_raw_units, "mlp", 1e-3, "adam", epochs=12, log_every=5, model_kw=W128),
        ("bad-initial-loss",),
        "unnormalized-input",
        "the scaler is fitted but its output discarded: the rammed-earth columns reach a 2x128 regression "
        "MLP in the lab sheet's units (the density near 2,000); Adam lr 1e-3, 12 epochs (every 5th step "
        "logged): losses 1,610, 1,250, 730, 163, 2.98 ... 0.803-2.93 in the last third, epoch means 710, "
        "22.3, 1.68, 1.29 ... 1.17, the gradient norm 147,000 at the first logged step, the val loss 63.6, "
        "1.96, 1.4 ... 1.09-1.79 (1.13 at the end), test 1.2 (sound regressions here: ~0.034-0.094)",
        (
            "loss-spikes",
            "loss-oscillation",
            "slow-convergence",
            "gradient-explosion",
            "undertrained",
            "zero-train-loss",
        ),
        family="regression",
        dataset="rammed-earth-strength",
        seed=97007,
    ),
    ZZZZG(
        "vzzzzg-class-tag-painted-into-train-val-patches-cnn-terrazzo",
        Plan(terrazzo_marker_in_labelled_export, "cnn", 3e-3, "adam", epochs=10, log_every=5, model_kw=CH16),
        ("val-test-gap",),
        "data-leakage",
        "the training and validation patches were exported from the annotation tool's labelled view, which "
        "paints the grade's colour-coded tag into the top-left corner; the test patches are raw scans "
        "without it; a 16-channel CNN under Adam lr 3e-3, 10 epochs (every 5th step logged): losses 1.58, "
        "1.48, 1.21, 1, 0.779 ... 0.0169-0.146 in the last third, epoch means 1.18, 0.528 ... 0.0347, the "
        "val loss 0.849, 0.463, 0.304 ... 0.0934 and val accuracy 0.55 to 0.97, test 21 and 0.227 (sound "
        "CNNs on these patches: ~0.36-0.45 and 0.85-0.87)",
        ("overfitting", "train-val-gap", "zero-train-loss", "undertrained", "loss-spikes"),
        family="cnn",
        dataset="terrazzo-floor-patches",
        seed=97008,
    ),
    # --- evaluation
    ZZZZG(
        "vzzzzg-test-patches-saved-uint8-after-normalising-cnn-terrazzo",
        Plan(terrazzo_test_uint8_wrapped, "cnn", 3e-3, "adam", epochs=10, log_every=4, model_kw=CH16),
        ("val-test-gap",),
        "eval-pipeline-mismatch",
        "the test patches were written after normalisation with `(patch * 255).astype(np.uint8)` and read "
        "back divided by 255 (negative values wrapped to the top of the range); a 16-channel CNN under Adam "
        "lr 3e-3, 10 epochs (every 4th step logged): losses 1.61, 1.32, 1.03, 1.07, 0.813 ... 0.0462-0.45 in "
        "the last third, epoch means 1.18, 0.778 ... 0.147, the val loss 0.911, 0.692 ... 0.44-0.497 in the "
        "last third and val accuracy 0.67 to 0.81-0.83, test 8.92 and 0.217",
        ("overfitting", "train-val-gap", "loss-spikes", "undertrained"),
        family="cnn",
        dataset="terrazzo-floor-patches",
        seed=97009,
    ),
    ZZZZG(
        "vzzzzg-eval-class-map-off-by-one-bncnn1d-weighbridge",
        Plan(
            weighbridge,
            "bncnn1d",
            2e-3,
            "adamw",
            weight_decay=0.01,
            epochs=8,
            log_every=4,
            model_fault=eval_class_map_rolled,
            model_kw=CH16,
        ),
        ("train-val-gap", "metric-at-baseline"),
        "wrong-eval-logic",
        "the evaluation script's class map counts the label file's header row as class 0, so the validation "
        "and test logits are read one class along; a 16-channel batch-norm 1-D CNN under AdamW (lr 2e-3, "
        "weight decay 0.01), 8 epochs (every 4th step logged): losses 1.37, 1.42, 1.34, 1.25, 1.23 ... "
        "0.407-1.93 in the last third, epoch means 1.29, 1.07, 0.914, 0.809, 0.715, 0.648, 0.578, 0.537, the "
        "val loss 1.73, 1.82, 2.01, 2.25, 2.49, 2.91, 2.96, 3.09 (rising) and val accuracy 0.293, 0.173, "
        "0.13, 0.0767, 0.0267, 0.15, 0, 0.0267, test 2.97 and 0.0233",
        ("val-test-gap", "overfitting", "loss-spikes", "periodic-loss"),
        family="cnn-bn",
        dataset="weighbridge-load-traces",
        seed=97010,
    ),
    ZZZZG(
        "vzzzzg-val-loader-built-on-train-set-gru-points",
        Plan(
            points_val_is_train,
            "gru",
            5e-3,
            "adam",
            epochs=25,
            log_every=10,
            clip=1.0,
            model_kw={"hidden": 96},
        ),
        ("val-test-gap",),
        "missing-eval-set",
        "`val_loader = DataLoader(train_ds, ...)` (a copy-paste of the line above): the validation set is "
        "the first 300 training logs; a GRU (hidden 96) under Adam lr 5e-3 clipped at 1, 25 epochs (every "
        "10th step logged): losses 1.52, 1.09, 0.984, 0.922, 0.683 ... 0.00198-0.0224 in the last third, the "
        "val loss 0.911, 0.892, 0.744 ... 0.00194 at the end and val accuracy 0.65 to 1.0, test 1.88 and "
        "0.663 (sound sequence models on these logs: ~0.73-0.82 and 0.7-0.72)",
        ("overfitting", "zero-train-loss", "train-val-gap", "loss-spikes", "undertrained"),
        family="rnn",
        dataset="tram-points-events",
        seed=97011,
    ),
    # --- model
    ZZZZG(
        "vzzzzg-uniform-pm1-init-3x256-mlp-whisky",
        Plan(
            whisky,
            "mlp",
            1e-3,
            "adam",
            epochs=10,
            log_every=5,
            model_fault=uniform_pm1_init,
            model_kw={"width": 256, "num_layers": 3},
        ),
        ("bad-initial-loss", "train-val-gap"),
        "poor-initialization",
        "`nn.init.uniform_(w, -1, 1)` on every Linear of a 3x256 MLP (an initialiser copied from a one-layer "
        "logistic model); Adam lr 1e-3, 10 epochs (every 5th step logged): losses 434, 148, 90, 71, 95.7 ... "
        "1.06-9.6 in the last third, the gradient norm 472 at the first logged step, the val loss 60.9, "
        "54.3, 48.8 ... 42.3 and val accuracy 0.73-0.79, test 37.7 and 0.773 (sound MLPs on these casks: "
        "~0.44-0.55 and 0.83-0.87)",
        (
            "loss-spikes",
            "overfitting",
            "gradient-explosion",
            "slow-convergence",
            "undertrained",
            "val-test-gap",
        ),
        family="mlp",
        dataset="whisky-cask-types",
        seed=97012,
    ),
    ZZZZG(
        "vzzzzg-optimizer-over-first-conv-only-cnn-terrazzo",
        Plan(terrazzo, "cnn", 3e-3, "adam", epochs=10, log_every=5, params=first_layer_only, model_kw=CH16),
        ("slow-convergence",),
        "frozen-weights",
        "`optim.Adam(list(model.parameters())[:2])` (a slice meant for a param group never added): only the "
        "first convolution of a 16-channel CNN trains, the rest stays at its initial weights; lr 3e-3, 10 "
        "epochs (every 5th step logged): losses 1.6, 1.6, 1.59, 1.59, 1.59 ... 1.4-1.55 in the last third "
        "(1.52 over the run), the gradient norm 1.66 at first, up to 6.37, the val loss 1.58, 1.57 ... 1.48 "
        "and val accuracy 0.33 to 0.377-0.403, test 1.47 and 0.387 (sound CNNs on these patches: ~0.36-0.45 "
        "and 0.85-0.87)",
        ("undertrained", "metric-at-baseline", "gradient-explosion"),
        family="cnn",
        dataset="terrazzo-floor-patches",
        seed=97013,
    ),
    ZZZZG(
        "vzzzzg-ten-layer-sigmoid-regression-rammed-earth",
        Plan(
            rammed_earth,
            "mlp",
            0.01,
            "sgd",
            momentum=0.9,
            epochs=12,
            log_every=6,
            model_kw={"width": 64, "num_layers": 10, "activation": "sigmoid"},
        ),
        ("slow-convergence",),
        "vanishing-gradients",
        "a ten-layer sigmoid MLP (width 64; a deep-network recipe's depth kept with the activation of a "
        "shallow one) under SGD with momentum 0.9 at lr 0.01, 12 epochs (every 6th step logged): losses "
        "1.02, 1.22, 1.09, 1.1, 0.802 ... 0.783-1.33 in the last third (it predicts the mean), the val loss "
        "1.22, 1.47, 1.22 ... 1.2-1.36 and 1.22 at the end, test 1.15 (sound regressions here: ~0.034-0.094)",
        ("undertrained", "gradient-vanishing", "metric-at-baseline"),
        family="regression",
        dataset="rammed-earth-strength",
        seed=97014,
    ),
    # --- workflow
    ZZZZG(
        "vzzzzg-max-steps-40-from-smoke-config-bncnn1d-weighbridge",
        Plan(weighbridge, "bncnn1d", 1e-3, "adam", epochs=20, max_steps=40, log_every=2, model_kw=CH16),
        ("undertrained",),
        "too-few-epochs",
        "`max_steps=40` left from a smoke-test config on a run meant for 20 epochs (640 steps): a 16-channel "
        "batch-norm 1-D CNN under Adam lr 1e-3 stops after 40 steps (every 2nd logged): losses 1.64, 1.59, "
        "1.57, 1.53, 1.5 ... 1.23-1.5 in the last third (1.23 at the end, still falling), epoch means 1.44, "
        "1.26, the val loss 1.31 and val accuracy 0.407, test 1.22 and 0.487 (sound 1-D CNNs on these "
        "traces: ~0.37-0.46 and 0.83-0.9)",
        ("slow-convergence",),
        family="cnn-bn",
        dataset="weighbridge-load-traces",
        seed=97015,
    ),
    ZZZZG(
        "vzzzzg-test-loads-first-sorted-checkpoint-lstm-points",
        Plan(points, "lstm", 4e-3, "adam", epochs=10, log_every=5, clip=1.0, model_kw=H48),
        ("val-test-gap",),
        "wrong-checkpoint-loaded",
        "the test script loads `sorted(glob('*.ckpt'))[0]`, the checkpoint after 24 steps, not the trained "
        "weights; an LSTM (hidden 48) under Adam lr 4e-3 clipped at 1, 10 epochs (every 5th step logged): "
        "losses 1.59, 1.52, 1.53, 1.44, 1.06 ... 0.26-0.955 in the last third, epoch means 1.43, 0.971 ... "
        "0.503, the val loss 1.13, 0.933 ... 0.83-0.888 and val accuracy 0.54 to 0.667-0.697 (0.69 at the "
        "end), test 1.19 and 0.567",
        ("slow-convergence", "gradient-explosion"),
        family="rnn",
        dataset="tram-points-events",
        seed=97016,
        runs=zf_runs(test_at_step=24),
    ),
)

HEALTHY: tuple[Variant, ...] = (
    # --- weighbridge
    ZZZZG(
        "vzzzzg-healthy-cnn1d-weighbridge-scale-aug-dropout",
        Plan(
            weighbridge,
            "cnn1d",
            2e-3,
            "adam",
            epochs=12,
            log_every=8,
            model_fault=weighbridge_scale,
            model_kw={"channels": 16, "dropout": 0.3},
        ),
        (),
        None,
        "a 16-channel 1-D CNN with dropout 0.3 and a per-trace scale of 0.8-1.2 plus 0.25 sd noise in "
        "training mode, Adam lr 2e-3, 12 epochs (every 8th step logged): losses 1.61, 1.54, 1.46, 1.36, 1.26 "
        "... 0.543-0.703 in the last third (0.817 over the run), the gradient norm up to 7.08, the val loss "
        "1.31, 0.926, 0.757 ... 0.462 (below the training loss) and val accuracy 0.437 to 0.84, test 0.462 "
        "and 0.843",
        family="cnn",
        dataset="weighbridge-load-traces",
        seed=97101,
    ),
    ZZZZG(
        "vzzzzg-healthy-bncnn1d-weighbridge-batch-10-every-step",
        Plan(
            weighbridge,
            "bncnn1d",
            0.01,
            "sgd",
            momentum=0.9,
            epochs=2,
            batch_size=10,
            log_every=1,
            model_kw=CH16,
        ),
        (),
        None,
        "two epochs of a 16-channel batch-norm 1-D CNN at batch 10 under SGD with Nesterov momentum 0.9 at "
        "lr 0.01, every step logged (200 steps): losses 1.62, 1.51, 1.59, 1.47, 1.45 ... 0.591-1.66 in the "
        "last third, epoch means 1.14, 0.862, the val loss 0.911, 0.667 and val accuracy 0.597, 0.82, test "
        "0.656 and 0.777",
        family="cnn-bn",
        dataset="weighbridge-load-traces",
        seed=97102,
        runs=zf_runs(optimizer_kw={"nesterov": True}),
    ),
    ZZZZG(
        "vzzzzg-healthy-cnn1d-weighbridge-sawtooth-lr",
        Plan(weighbridge, "cnn1d", 4e-3, "nadam", epochs=10, log_every=2, schedule="cosine", model_kw=CH16),
        (),
        None,
        "a 16-channel 1-D CNN under NAdam with a sawtooth cyclic lr (4e-3 falling to 4e-4 every 80 steps), "
        "10 epochs (every 2nd step logged): losses 1.61, 1.53, 1.48, 1.55, 1.51 ... 0.136-0.684 in the last "
        "third, epoch means 1.3, 0.803 ... 0.386, the gradient norm up to 6.63, the val loss 0.959, 0.727, "
        "0.704, 0.534, 0.488, 0.473, 0.394, 0.484, 0.383, 0.368 and val accuracy 0.59 to 0.827, test 0.365 "
        "and 0.85",
        family="cnn",
        dataset="weighbridge-load-traces",
        seed=97103,
        runs=zf_runs(schedule=lambda_schedule(cyclic_sawtooth), hparams={"scheduler": "sawtooth, 80 steps"}),
    ),
    # --- terrazzo
    ZZZZG(
        "vzzzzg-healthy-resnet-terrazzo-warmup-cosine-bf16",
        Plan(
            terrazzo,
            "resnet",
            5e-3,
            "adamw",
            weight_decay=0.02,
            epochs=14,
            batch_size=48,
            log_every=3,
            schedule="warmup-cosine",
            warmup=50,
            bf16=True,
        ),
        (),
        None,
        "a small residual net under AdamW (lr 5e-3, weight decay 0.02) at batch 48 with a 50-step warm-up "
        "and cosine decay in bf16-mixed autocast, 14 epochs (every 3rd step logged): losses 1.51, 1.56, "
        "1.47, 1.52, 1.44 ... 0.274-0.569 in the last third, epoch means 1.47, 1.26, 1.12, 0.987, 0.879 ... "
        "0.402, the val loss 1.4, 1.23, 1.09, 0.944, 0.987 (a bump near the peak lr) ... 0.446-0.491 in the "
        "last third and val accuracy 0.413 to 0.83-0.87, test 0.452 and 0.847",
        family="resnet",
        dataset="terrazzo-floor-patches",
        seed=97104,
    ),
    ZZZZG(
        "vzzzzg-healthy-bncnn-terrazzo-rot-aug-step-val-twice",
        Plan(
            terrazzo,
            "bncnn",
            0.05,
            "sgd",
            momentum=0.9,
            epochs=10,
            log_every=10,
            val_interval=0.5,
            schedule="step",
            step_size=224,
            gamma=0.2,
            model_fault=terrazzo_rot,
            model_kw=CH16,
        ),
        (),
        None,
        "a 16-channel batch-norm CNN with random 90-degree rotations and 0.3 sd noise in training mode, SGD "
        "with momentum 0.9 at lr 0.05 and a StepLR cut (x0.2 at step 224), 10 epochs (every 10th step "
        "logged), evaluated twice an epoch: losses 1.44, 1.1, 0.86, 0.863, 0.662 ... 0.269-0.441 in the last "
        "third, the val loss 1.12, 0.934, 0.65, 0.572 ... 0.356-0.513 in the last third (up to 1.29 on the "
        "way) and val accuracy 0.447 to 0.857-0.877, test 0.356 and 0.86",
        family="cnn-bn",
        dataset="terrazzo-floor-patches",
        seed=97105,
    ),
    ZZZZG(
        "vzzzzg-healthy-cnn-terrazzo-onecycle-never-evaluated",
        Plan(terrazzo, "cnn", 8e-3, "adam", epochs=8, log_every=20, schedule="onecycle", model_kw=CH16),
        (),
        None,
        "a 16-channel CNN under Adam with a one-cycle schedule (peak 8e-3), 8 epochs (every 20th step "
        "logged), no validation set passed (judged on the test after training): losses 1.38, 1.08, 1.04, "
        "0.548, 0.432, 0.487, 0.0804, 0.298, 0.186, 0.0716, 0.134, 0.043, epoch means 1.39, 0.922, 0.712, "
        "0.421, 0.286, 0.186, 0.137, 0.114, test 0.527 and 0.8",
        family="cnn",
        dataset="terrazzo-floor-patches",
        seed=97106,
        runs=zf_runs(evaluate=False),
    ),
    ZZZZG(
        "vzzzzg-healthy-cnn-terrazzo-160-steps-every-step",
        Plan(terrazzo, "cnn", 3e-3, "adam", epochs=5, log_every=1, model_kw=CH16),
        (),
        None,
        "five epochs (160 steps, every step logged) of a 16-channel CNN under Adam lr 3e-3: losses 1.62, "
        "1.77, 1.54, 1.59, 1.49 ... 0.0926-0.573 in the last third, the gradient norm up to 6.1, the val "
        "loss 1.01, 0.705, 0.676, 0.603, 0.578 and val accuracy 0.547, 0.72, 0.733, 0.767, 0.777 (still "
        "improving), test 0.568 and 0.807",
        family="cnn",
        dataset="terrazzo-floor-patches",
        seed=97107,
    ),
    # --- tram points
    ZZZZG(
        "vzzzzg-healthy-transformer-points-warmup-cosine-dropout-val-every-2",
        Plan(
            points,
            "transformer",
            2e-3,
            "adamw",
            weight_decay=0.01,
            epochs=10,
            log_every=8,
            val_every_epochs=2,
            schedule="warmup-cosine",
            warmup=40,
            model_kw={"dropout": 0.2},
        ),
        (),
        None,
        "a small transformer with dropout 0.2 under AdamW (lr 2e-3, weight decay 0.01) with a 40-step "
        "warm-up and cosine decay, 10 epochs (every 8th step logged), evaluated every 2 epochs: losses 1.66, "
        "1.55, 1.52, 1.33, 1.34 ... 0.295-0.792 in the last third, epoch means 1.57, 1.02, 0.792 ... 0.643, "
        "the val loss 0.846, 0.745, 0.749, 0.733, 0.738 and val accuracy 0.69-0.71, test 0.732 and 0.717",
        family="transformer",
        dataset="tram-points-events",
        seed=97108,
    ),
    ZZZZG(
        "vzzzzg-healthy-gru-points-early-stop-patience-2",
        Plan(
            points,
            "gru",
            4e-3,
            "adam",
            epochs=40,
            log_every=12,
            early_stop=2,
            clip=1.0,
            model_kw={"hidden": 64},
        ),
        (),
        None,
        "a GRU (hidden 64) under Adam lr 4e-3 clipped at 1, early stopping on the val loss with patience 2 "
        "(up to 40 epochs; every 12th step logged): it stopped after 6 epochs; losses 1.41, 1.2, 0.933, "
        "0.832, 0.82 ... 0.359-1.07 in the last third, epoch means 1.31, 0.95, 0.807, 0.745, 0.66, 0.646, "
        "the val loss 1.07, 0.891, 0.87, 0.787 (min), 0.805, 0.923 and val accuracy 0.54 to 0.723, test 0.79 "
        "and 0.71",
        family="rnn",
        dataset="tram-points-events",
        seed=97109,
    ),
    ZZZZG(
        "vzzzzg-healthy-lstm-points-plateau-cuts",
        Plan(
            points,
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
        "an LSTM (hidden 48) at batch 64 under RMSprop lr 5e-3 clipped at 1 with ReduceLROnPlateau (factor "
        "0.3; the lr cut to 1.22e-5 by the end), 12 epochs (every 4th step logged): losses 1.47, 1.39, 1.16, "
        "1.01, 1.2 ... 0.297-0.712 in the last third, epoch means 1.35, 0.914 ... 0.463, the val loss 0.983, "
        "0.863, 0.817, 0.857, 0.817 ... 0.82-0.828 (level) and val accuracy 0.653 to 0.7, test 0.824 and "
        "0.707",
        family="rnn",
        dataset="tram-points-events",
        seed=97110,
    ),
    # --- rammed earth
    ZZZZG(
        "vzzzzg-healthy-regression-rammed-earth-long-sgd-log-100",
        Plan(
            rammed_earth_long,
            "mlp",
            5e-3,
            "sgd",
            momentum=0.9,
            epochs=25,
            log_every=100,
            val_every_epochs=5,
            model_kw=MLP64,
        ),
        (),
        None,
        "a 2x64 regression MLP under SGD with momentum 0.9 at lr 5e-3 over a 2,000-cylinder draw, 25 epochs "
        "(1,575 steps, logged every 100), evaluated every 5 epochs: losses 0.419, 0.193, 0.0484, 0.0485, "
        "0.0222 ... 0.0153-0.0379 in the last third, epoch means 0.797, 0.434, 0.213 ... 0.0238 (still "
        "creeping down), the val loss 0.0694, 0.0448, 0.0442, 0.0395, 0.0431, test 0.0366",
        family="regression",
        dataset="rammed-earth-strength",
        seed=97111,
    ),
    ZZZZG(
        "vzzzzg-healthy-regression-rammed-earth-bf16-batch-16-exp-decay",
        Plan(
            rammed_earth,
            "mlp",
            2e-3,
            "adam",
            epochs=6,
            batch_size=16,
            log_every=5,
            schedule="exp",
            gamma=0.998,
            bf16=True,
            model_kw=W128,
        ),
        (),
        None,
        "a 2x128 regression MLP at batch 16 under Adam lr 2e-3 with an exponential decay (x0.998 a step) in "
        "bf16-mixed autocast, 6 epochs (every 5th step logged): losses 0.653, 0.719, 0.639, 0.537, 0.208 ... "
        "0.00788-0.171 in the last third (up to 0.871 on the way), epoch means 0.544, 0.179, 0.104, 0.07, "
        "0.0574, 0.0408, the val loss 0.379, 0.185, 0.116, 0.0867, 0.0834, 0.0652, test 0.0586",
        family="regression",
        dataset="rammed-earth-strength",
        seed=97112,
    ),
    ZZZZG(
        "vzzzzg-healthy-regression-rammed-earth-dropout-adamax-cosine",
        Plan(
            rammed_earth,
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
        "a 2x128 regression MLP with dropout 0.2 under Adamax lr 4e-3 with cosine decay, 20 epochs (every "
        "10th step logged): losses 0.656, 0.421, 0.383, 0.528, 0.502 ... 0.0564-0.265 in the last third, "
        "epoch means 0.598, 0.387, 0.298 ... 0.102-0.124 in the last third, the val loss 0.535, 0.358, "
        "0.254, 0.204, 0.171 ... 0.092-0.105 in the last third (below the epoch-mean training loss), test "
        "0.0867",
        family="regression",
        dataset="rammed-earth-strength",
        seed=97113,
    ),
    # --- whisky
    ZZZZG(
        "vzzzzg-healthy-mlp-whisky-early-stop-dropout",
        Plan(
            whisky,
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
        "to 50 epochs; every 8th step logged): it stopped after 7 epochs; losses 1.29, 0.699, 0.511, 0.497, "
        "0.461 ... 0.326-0.533 in the last third, the val loss 0.477, 0.464, 0.455 (min), 0.467, 0.486, "
        "0.52, 0.494 and val accuracy 0.833-0.857, test 0.433 and 0.863",
        family="mlp",
        dataset="whisky-cask-types",
        seed=97114,
    ),
    ZZZZG(
        "vzzzzg-healthy-mlp-whisky-sgd-batch-8-val-4x",
        Plan(
            whisky,
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
        "steps), evaluated four times an epoch: losses 1.71, 1.52, 1.64, 1.67, 1.69 ... 0.0355-1.44 in the "
        "last third, epoch means 0.879, 0.459, the val loss 1.22, 0.716, 0.495, 0.474, 0.466, 0.469, 0.462, "
        "0.511 and val accuracy 0.663 to 0.85-0.86, test 0.55 and 0.83",
        family="mlp",
        dataset="whisky-cask-types",
        seed=97115,
    ),
    ZZZZG(
        "vzzzzg-healthy-mlp-whisky-warmup-linear-weight-decay",
        Plan(
            whisky,
            "mlp",
            3e-3,
            "adamw",
            weight_decay=0.05,
            epochs=16,
            batch_size=64,
            log_every=4,
            schedule="warmup-linear",
            warmup=30,
            model_kw={"width": 128, "num_layers": 3},
        ),
        (),
        None,
        "a 3x128 MLP at batch 64 under AdamW (lr 3e-3, weight decay 0.05) with a 30-step warm-up and linear "
        "decay, 16 epochs (every 4th step logged): losses 1.6, 1.56, 1.51, 1.31, 1.1 ... 0.104-0.416 in the "
        "last third, epoch means 1.53, 0.766, 0.574 ... 0.262, the val loss 1.28, 0.573, 0.566, 0.475 ... "
        "0.49-0.501 in the last third (level) and val accuracy 0.683 to 0.823-0.843, test 0.442 and 0.867",
        family="mlp",
        dataset="whisky-cask-types",
        seed=97116,
    ),
)
