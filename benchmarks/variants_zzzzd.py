"""Variant battery zzzzd: a look-alike of an external held-out suite, real framework runs (`--battery zzzzd`).

    nice -n 10 python benchmarks/variants.py --battery zzzzd --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery zzzzd [--runs]

Like batteries d-zzzzc, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is the log),
trained by battery d's runner through the earlier batteries' wrappers (battery zf's runner, w's
evaluation switch), battery zj's model and augmentation wrappers and this battery's own
hooks (a normal initialiser of sd 1, hidden biases at -3, a tiny-sd tanh stack, a temperature in the
evaluation path), so each case can run in each of the three layouts; the layout rotation of variants.py
picks one.
It was written blind: its author trained it with `--train-only`, read the raw logged numbers of each
run, and never diagnosed or scored it, so it is held-out data for the tool.
Its halves are even (one fault each, one cause a case, spread over every family of cause: optimisation,
data, evaluation, model, workflow), injected into data sets no battery had at a realistic strength, in
forms earlier batteries did not use (see each case's description and each hook's docstring).
The data sets are new, all made offline with numpy from known generating models (see each generator):
a clarinet maker's reed-test pressure traces by the reed's condition (good, chipped, warped, too soft,
too hard; 64 readings), 12x12 long-exposure crops of firework bursts by shell type (peony, ring, willow,
palm, crossette; 0-255 pixels), a canoe livery's trip logs by the trip's outcome (smooth, weather delay,
capsize, lost gear, late return; left-padded to 20), an icicle survey's overnight growth (from the
weather, the roof and the eave; standardised) and a mussel farm's shell measurements labelled by
species (from 10 measurements).
Runs of ~60 to ~2,000 steps: MLPs (2x64 to 4x256, dropout; one twelve-layer tanh MLP), 2-D CNNs with and
without batch norm, a small residual net, 1-D CNNs with and without batch norm, GRU and LSTM readers of
the trip logs, small transformers and regression MLPs; SGD with and without momentum, Adam, AdamW,
NAdam, RMSprop; constant, cosine, warm-up + cosine, one-cycle, exponential, step and plateau schedules;
bf16-mixed autocast, shift / noise augmentation, dropout, early stopping, clipping; batches of 8 to 128;
cadences from every step to once every 100 steps, evaluations twice an epoch, once an epoch, every few
epochs or never.
The faulty half: Adam at lr 1e-1 (an exponent typo) on a transformer, plain SGD at a fine-tuning lr of
1e-4 on a regression, an exponential decay of 0.9 meant per epoch stepped per step, ImageNet's mean and
sd applied to 0-255 greyscale crops, labels moved one class on for a fifth of the traces, re-measured
training shells in the validation sheet, young spring shells for training and autumn ones for
validation and test, a 48-night debug subset, test traces recorded at twice the sample rate, a
temperature of 10 in the evaluation path, a validation slice left inside the grown training slice, a
normal initialiser of sd 1, hidden biases at -3, a twelve-layer tanh MLP at init sd 0.05, a smoke
test's three epochs and `optimizer.zero_grad()` lost in a refactor.
The healthy half holds sound runs a naive reader can take for a fault (see the healthy cases'
descriptions): val losses below the training loss under shift / noise augmentation and dropout, batch-8
noise logged every step, warm-up bumps, bf16 noise, a val bump before a step cut, plateau cuts evaluated
twice an epoch, early stopping, a slow small-lr regression over ~2,000 steps logged every 100 steps, a
short run still improving, a run never evaluated and a one-cycle run evaluated every 3 epochs.
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


REED_STATES = ("good", "chipped", "warped", "too-soft", "too-hard")


def _reeds(seed: int, n: int, length: int = 64, rate: int = 1) -> tuple[Any, Any]:
    """A clarinet maker's reed-test pressure traces (the mouthpiece sensor over a note's attack, 64
    readings, in units of the test rig's reference blow), labelled by the reed tester: a good reed (an
    attack over 6-12 readings into a steady tone of period 7-9 with a second harmonic), a chipped reed (a
    buzz: an extra component of period 2-3 and depth 0.15-0.35), a warped reed (an air leak: the tone at
    0.5-0.75 of the level with leak bursts), a reed too soft (the tone jumps to the octave, period 4-5,
    after 20-40 readings: a squeak) or a reed too hard (a slow attack over 18-30 readings, a weak tone
    with no harmonic). Each trace has the rig's noise (sd 0.08-0.2) and a drift; `rate` is the recorder's
    samples per reading (2: each reading's time halved). Sound 1-D CNNs stop near 0.7-0.95."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.24, 0.19, 0.19, 0.19, 0.19])
    t = np.arange(length, dtype=float) / rate
    x = np.zeros((n, length))
    for i in range(n):
        c = int(y[i])
        attack = rng.uniform(6, 12) if c != 4 else rng.uniform(18, 30)
        env = np.clip(t / attack, 0, 1)
        period, phase = rng.uniform(7, 9), rng.uniform(0, 2 * np.pi)
        level = rng.uniform(0.8, 1.2)
        harm = rng.uniform(0.2, 0.4) if c != 4 else 0.0
        if c == 4:
            level *= rng.uniform(0.6, 0.8)
        if c == 2:
            level *= rng.uniform(0.5, 0.75)
        wave = np.sin(2 * np.pi * t / period + phase) + harm * np.sin(4 * np.pi * t / period + phase)
        if c == 3:
            jump = rng.uniform(20, 40)
            octave = np.sin(2 * np.pi * t / rng.uniform(4, 5) + phase)
            wave = np.where(t < jump, wave, 0.8 * octave)
        sig = level * env * wave
        if c == 1:
            sig += rng.uniform(0.15, 0.35) * env * np.sin(2 * np.pi * t / rng.uniform(2, 3))
        if c == 2:
            burst = rng.integers(0, length - 6, 3)
            for b in burst:
                sig[b : b + 5] += rng.normal(0, 0.4, 5)
        drift = rng.uniform(-0.1, 0.1) * t / t[-1]
        x[i] = sig + drift + rng.normal(0, rng.uniform(0.08, 0.2), length)
    return x, y


def reeds(
    seed: int = 96101, sizes: tuple[int, int, int] = SIZES, name: str = "clarinet-reed-traces"
) -> Splits:
    """The traces (N, 64), centred and scaled by the training traces' mean and sd, 5 classes."""
    x, y = _reeds(seed, sum(sizes))
    return _signal_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def reeds_labels_moved_on() -> Splits:
    """The bug: the label column of one tester's sheet (a fifth of the training traces) was written as
    `(grade + 1) % 5` by an off-by-one in the grade-to-index map (grades numbered from 1), so those
    traces carry the next condition's label."""
    x, y = _reeds(96102, sum(SIZES))
    y = y.copy()
    n = SIZES[0]
    y[: n // 5] = (y[: n // 5] + 1) % 5
    return _signal_splits(x, y, SIZES, "clarinet-reed-traces", _stats(x[:n]))


def reeds_test_double_rate() -> Splits:
    """The bug: the test reeds were recorded on the new rig, which samples twice per reading (each
    64-reading window covers half the attack, the tone's period doubled in readings); the model was
    trained and validated on the old rig's traces."""
    import numpy as np

    x, y = _reeds(96103, sum(SIZES))
    n = SIZES[0] + SIZES[1]
    x2, y2 = _reeds(96104, SIZES[2], rate=2)
    x = np.concatenate([x[:n], x2])
    y = np.concatenate([y[:n], y2])
    return _signal_splits(x, y, SIZES, "clarinet-reed-traces", _stats(x[: SIZES[0]]))


def reeds_val_inside_train() -> Splits:
    """The bug: `val = traces[700:1000]` kept after the training slice grew from `traces[:700]` to
    `traces[:1000]`: the validation traces are the last 300 training traces; the test set is held out."""
    import numpy as np

    x, y = _reeds(96105, 1300)
    n = 1000
    x = np.concatenate([x[:n], x[700:n], x[n:]])
    y = np.concatenate([y[:n], y[700:n], y[n:]])
    return _signal_splits(x, y, (n, 300, 300), "clarinet-reed-traces", _stats(x[:n]))


SHELLS = ("peony", "ring", "willow", "palm", "crossette")


def _fireworks(seed: int, n: int) -> tuple[Any, Any]:
    """12x12 long-exposure crops of firework bursts (a display company's camera, 0-255 greyscale),
    labelled by the shell type on the firing script: a peony (a filled disc of stars), a ring (an
    annulus of stars), a willow (streaks drooping from the top), a palm (4-6 thick radial arms) or a
    crossette (a cross of 4 arms that split at their ends). The burst sits up to 2 pixels off centre at
    a radius of 3-5.5, a brightness of 120-230 over a sky of 10-60 with the smoke's haze and sensor noise
    (sd 18-40), so sound CNNs stop near 0.85-0.95."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.22, 0.2, 0.2, 0.2, 0.18])
    yy, xx = np.mgrid[0:12, 0:12].astype(float)
    x = np.zeros((n, 12, 12))
    for i in range(n):
        c = int(y[i])
        cy, cx = 5.5 + rng.uniform(-2, 2, 2)
        r = np.hypot(yy - cy, xx - cx)
        ang = np.arctan2(yy - cy, xx - cx)
        rad = rng.uniform(3, 5.5)
        if c == 0:
            img = (r < rad) * (0.5 + 0.5 * (rng.random((12, 12)) < 0.6))
        elif c == 1:
            img = np.exp(-0.5 * ((r - rad) / 0.6) ** 2)
        elif c == 2:
            img = np.exp(-0.5 * ((r - rad * 0.7) / 1.2) ** 2) * (yy > cy - 1) * (1 + 0.1 * (yy - cy))
        elif c == 3:
            arms = int(rng.integers(4, 7))
            rot = rng.uniform(0, 2 * np.pi)
            img = (np.cos(arms * (ang + rot)) > 0.7) * (r < rad + 0.5) * 1.0
        else:
            rot = rng.uniform(0, np.pi / 2)
            img = (np.cos(4 * (ang + rot)) > 0.85) * (r < rad) * 1.0
            img += np.exp(-0.5 * ((r - rad) / 0.5) ** 2) * (np.cos(8 * (ang + rot)) > 0.3)
        img = np.clip(img, 0, 1.2) * rng.uniform(120, 230)
        haze = rng.uniform(10, 60) + 15 * np.exp(-0.5 * (r / 6) ** 2)
        x[i] = np.clip(img + haze + rng.normal(0, rng.uniform(18, 40), (12, 12)), 0, 255)
    return x, y


def fireworks(
    seed: int = 96201, sizes: tuple[int, int, int] = SIZES, name: str = "firework-burst-crops"
) -> Splits:
    """The crops as (N, 1, 12, 12), centred and scaled by the training crops' mean and sd, 5 classes."""
    x, y = _fireworks(seed, sum(sizes))
    return _patch_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def fireworks_imagenet_stats() -> Splits:
    """The bug: the transform is `Normalize(mean=[0.485], std=[0.229])` from an ImageNet recipe, applied
    to the raw 0-255 pixels (the `ToTensor()` that divides by 255 was dropped with the PIL loader): the
    inputs run from about -2 to 1,100."""
    x, y = _fireworks(96202, sum(SIZES))
    return _patch_splits(x, y, SIZES, "firework-burst-crops", (0.485, 0.229))


TRIP_EVENTS = (
    "<pad>",
    "launch",
    "paddle",
    "rest",
    "portage",
    "rapids",
    "capsize",
    "rescue-call",
    "rain",
    "wind",
    "gear-loss",
    "wildlife",
    "lunch",
    "check-in",
    "overdue-call",
    "return",
)
TRIP_OUTCOMES = ("smooth", "weather-delay", "capsize", "lost-gear", "late-return")
_TRIP_FAVOURED = ((2, 3, 12, 15), (8, 9, 3, 13), (5, 6, 7, 2), (10, 4, 5, 13), (14, 13, 3, 11))
_TRIP_LENGTHS = ((8, 18), (8, 20), (6, 16), (6, 16), (10, 20))


def _trips(seed: int, n: int, length: int = 20) -> tuple[Any, Any]:
    """A canoe livery's trip logs: the events a rented canoe's tracker and the guides' radio logged over
    a trip (launch, paddling, rests, portages, rapids, a capsize, a rescue call, rain, wind, lost gear,
    wildlife, lunch, check-ins, an overdue call, the return; ids 1-15, 0 pads on the left), labelled by
    the trip's outcome in the livery's book: smooth, a weather delay, a capsize, lost gear or a late
    return. Each outcome is a Markov chain over one shared random base tilted towards its four favoured
    events, and 20% of the events are replaced by a random one (a patchy radio), so sound sequence
    models stop near 0.7-0.8."""
    import numpy as np

    rng = np.random.default_rng(seed)
    base = np.random.default_rng(96300).dirichlet(np.ones(15) * 0.6, size=15)
    chains = []
    for favoured in _TRIP_FAVOURED:
        tilt = np.zeros((15, 15))
        tilt[:, [f - 1 for f in favoured]] = 0.18
        chain = base + tilt
        chains.append(chain / chain.sum(1, keepdims=True))
    y = rng.choice(5, n, p=[0.24, 0.19, 0.19, 0.19, 0.19])
    x = np.zeros((n, length), dtype=np.int64)
    for i in range(n):
        c = int(y[i])
        size = int(rng.integers(*_TRIP_LENGTHS[c]))
        state = int(rng.integers(0, 15))
        events = []
        for _ in range(size):
            state = int(rng.choice(15, p=chains[c][state]))
            events.append(int(rng.integers(1, 16)) if rng.random() < 0.2 else state + 1)
        x[i, length - size :] = events
    return x, y


def trips(seed: int = 96301, sizes: tuple[int, int, int] = SIZES, name: str = "canoe-trip-logs") -> Splits:
    """Event windows (N, 20) over 16 ids (0 the padding), 5 classes."""
    x, y = _trips(seed, sum(sizes))
    return _token_splits(x, y, sizes, name)


ICICLE_COLUMNS = (
    "t_min_c",
    "t_max_c",
    "sun_h",
    "roof_loss_w",
    "snow_cm",
    "wind_ms",
    "humidity",
    "eave_m",
    "pitch_deg",
    "gutter",
)


def _icicles(seed: int, n: int) -> tuple[Any, Any]:
    """An icicle survey's nights: the night's low and the day's high (C), the sun hours, the roof's heat
    loss, the snow on the roof, the wind, the humidity, the eave's height, the roof's pitch and a gutter
    (0/1); the target is the overnight growth of the eave's longest icicle (cm): meltwater (from the
    day's warmth, the sun and the roof's heat loss, capped by the snow) times the share the night's frost
    can freeze (growing with the frost and the wind, less with the humidity), more on steep roofs, less
    with a gutter, with the surveyor's noise (sd 6%) (standardised: a floor near an MSE of 0.03-0.06)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    tmin = rng.uniform(-15, -1, n)
    tmax = rng.uniform(-4, 6, n)
    sun = rng.uniform(0, 8, n)
    roof = rng.uniform(20, 200, n)
    snow = rng.uniform(2, 60, n)
    wind = rng.gamma(2.0, 2.0, n)
    humidity = rng.uniform(0.4, 1.0, n)
    eave = rng.uniform(2, 8, n)
    pitch = rng.uniform(10, 50, n)
    gutter = rng.integers(0, 2, n).astype(float)
    melt = np.log1p(np.exp(tmax + 0.6 * sun + roof / 60)) * (1 - np.exp(-snow / 15))
    freeze = 1 - np.exp(tmin * (1 + 0.15 * wind) / 8 / (0.5 + humidity))
    growth = (
        3.0
        * melt
        * freeze
        * (1 + 0.01 * (pitch - 30))
        * (1 - 0.35 * gutter)
        * (1 + 0.02 * (eave - 5))
        * np.exp(rng.normal(0, 0.06, n))
    )
    x = np.column_stack([tmin, tmax, sun, roof, snow, wind, humidity, eave, pitch, gutter])
    return x, growth


def icicles(
    seed: int = 96401, sizes: tuple[int, int, int] = SIZES, name: str = "icicle-overnight-growth"
) -> Splits:
    """10 standardised columns, the standardised growth."""
    x, y = _icicles(seed, sum(sizes))
    return _generated(name, x, y, 0, sizes)


def icicles_long() -> Splits:
    """A 2,000-night draw."""
    return icicles(96402, (2000, 300, 300), "icicle-overnight-growth-2000")


def icicles_debug_48() -> Splits:
    """The bug: `train_df = train_df.head(48)` left from a debugging session: 48 training nights;
    validation and test keep 300 each."""
    x, y = _icicles(96404, 648)
    return _generated("icicle-overnight-growth", x, y, 0, (48, 300, 300))


SPECIES = ("blue", "green-lipped", "zebra", "quagga", "horse")


def _mussels(seed: int, n: int, shares: tuple[float, ...] = (0.22, 0.2, 0.2, 0.2, 0.18)) -> tuple[Any, Any]:
    """A mussel farm's shell measurements labelled by species (the farm's biologist, from the shell and
    the foot): the length, height and width (mm), the weight (g), the shell's thickness, the byssus'
    pull strength, the colour's hue, the count of growth ridges, the nacre's sheen and the depth it was
    taken from. Each species has its profile (a horse mussel is long and heavy and lives deep, zebra and
    quagga mussels are small, striped and close); one shell in seven is a fouled or broken one with
    about a third of its columns from another species' profile, so sound MLPs stop near 0.82-0.88."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=list(shares))
    prof = np.array(
        [
            # length, height, width, weight, thick, byssus, hue, ridges, sheen, depth
            [55, 28, 20, 14, 1.0, 3.0, 230, 9, 0.6, 4],
            [90, 42, 28, 40, 1.6, 2.5, 120, 11, 0.8, 6],
            [22, 12, 10, 1.5, 0.5, 1.5, 40, 7, 0.3, 3],
            [28, 16, 11, 2.2, 0.55, 1.2, 45, 8, 0.35, 8],
            [110, 50, 38, 70, 2.2, 4.0, 20, 14, 0.5, 20],
        ]
    )
    sds = np.array([12, 6, 4, 10, 0.3, 0.8, 30, 2.5, 0.15, 4])
    mixed = rng.random(n) < 1 / 7
    other = np.where(mixed, rng.integers(0, 5, n), y)
    cols = np.arange(10)
    x = np.zeros((n, 10))
    for i in range(n):
        source = np.where(rng.random(10) < 0.33, other[i], y[i])
        x[i] = rng.normal(prof[source, cols], sds * rng.uniform(0.8, 1.5))
    return x, y


def mussels(
    seed: int = 96501, sizes: tuple[int, int, int] = SIZES, name: str = "mussel-species-shells"
) -> Splits:
    """10 standardised columns, 5 classes."""
    x, y = _mussels(seed, sum(sizes))
    return _generated(name, x, y, 5, sizes)


def mussels_spring_train() -> Splits:
    """The bug: the training shells are the spring thinning's (young mussels: every size column at 60%,
    the weight at 25%, four fewer growth ridges, a thinner shell), the validation and test shells the
    autumn harvest's; the scaler is fitted on the training shells."""
    import numpy as np

    x, y = _mussels(96502, sum(SIZES))
    n = SIZES[0]
    young = np.array([0.6, 0.6, 0.6, 0.25, 0.7, 0.8, 1.0, 1.0, 1.0, 1.0])
    x[:n] = x[:n] * young
    x[:n, 7] -= 4
    return _generated("mussel-species-shells", x, y, 5, SIZES)


def mussels_remeasured_in_val() -> Splits:
    """The bug: the validation sheet is the second technician's re-measurement of 300 of the training
    shells (the same shells, each column re-read with a small error, sd 5% of the column's spread): the
    split was made by sheet, not by shell; the test set holds fresh shells."""
    import numpy as np

    x, y = _mussels(96503, sum(SIZES))
    n = SIZES[0]
    rng = np.random.default_rng(96504)
    pick = rng.choice(n, SIZES[1], replace=False)
    x[n : n + SIZES[1]] = x[pick] + rng.normal(0, 0.05, (SIZES[1], 10)) * x[:n].std(0)
    y[n : n + SIZES[1]] = y[pick]
    return _generated("mussel-species-shells", x, y, 5, SIZES)


# ---------------------------------------------------------------- injected faults (and healthy hooks)


def _temperature(inner: Any, x: torch.Tensor) -> torch.Tensor:
    out: torch.Tensor = inner(x)
    return out if inner.training else out / 10.0


eval_temperature_10 = _wrapper(_temperature)
eval_temperature_10.__doc__ = """The bug: the evaluation path divides the logits by a calibration
temperature of 10 fitted for another model (a `--temperature` flag whose default was changed in the
shared eval script): validation and test losses are computed on softened logits; training is not."""


def normal_init_sd_1(net: nn.Module) -> nn.Module:
    """The bug: `nn.init.normal_(m.weight)` (mean 0, sd 1: the `std=0.02` argument of a transformer
    recipe dropped) on every Linear of the MLP."""
    import torch

    for m in net.modules():
        if isinstance(m, torch.nn.Linear):
            torch.nn.init.normal_(m.weight, 0.0, 1.0)
    return net


def hidden_bias_minus_3(net: nn.Module) -> nn.Module:
    """The bug: `nn.init.constant_(m.bias, -3.0)` on every hidden Linear (a gating unit's bias init
    copied into a ReLU MLP): most hidden units start with a negative pre-activation."""
    import torch

    linears = [m for m in net.modules() if isinstance(m, torch.nn.Linear)]
    for m in linears[:-1]:
        torch.nn.init.constant_(m.bias, -3.0)
    return net


def tanh_init_sd_005(net: nn.Module) -> nn.Module:
    """The bug: every Linear of a twelve-layer tanh MLP initialised with `normal_(std=0.05)` (a shallow
    model's init reused), so each layer shrinks the signal and its gradient (width 64: gain ~0.4)."""
    import torch

    for m in net.modules():
        if isinstance(m, torch.nn.Linear):
            torch.nn.init.normal_(m.weight, 0.0, 0.05)
            torch.nn.init.zeros_(m.bias)
    return net


def _reed_shift(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.roll(x, int(torch.randint(-4, 5, (1,))), dims=-1)
    return x * (1 + 0.2 * (torch.rand(len(x), 1) - 0.5)) + 0.3 * torch.randn_like(x)


reed_shift = _augmented(_reed_shift)
reed_shift.__doc__ = """Not a fault: in training mode each batch of traces is shifted by up to 4
readings, scaled by 0.9-1.1 per trace and given 0.3 sd of noise."""


# ---------------------------------------------------------------- the variants


def ZZZZD(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by battery zf's runner (through every earlier wrapper)."""
    return L(*args, runs=runs or zf_runs(), **kw)


CH16 = {"channels": 16}
H48 = {"hidden": 48}
W128 = {"width": 128, "num_layers": 2}

FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    ZZZZD(
        "vzzzzd-adam-lr-1e-1-exponent-typo-transformer-trips",
        Plan(trips, "transformer", 0.1, "adam", epochs=10, log_every=6),
        ("slow-convergence",),
        "learning-rate-too-high",
        "Adam at lr 1e-1 (`lr=1e-1` typed for the recipe's 1e-4) on a small transformer over the canoe trip "
        "logs, 10 epochs (every 6th step logged): losses 3.38, 1.93, 1.75, 1.6, 1.56, 1.48 ... 1.03-1.8 in "
        "the last third, epoch means 1.95, 1.51, 1.41, 1.31, 1.23 ... 1.18-1.23 for the last 6 epochs, the "
        "grad norm 4.83 at the first logged step, the val loss 1.63, 1.42, 1.34, 1.28, 1.21, 1.25, 1.42, "
        "1.19, 1.22, 1.19 and val accuracy 0.267 to 0.43-0.483, test 1.22 and 0.457 (sound sequence models "
        "on these logs: ~0.7 and 0.72-0.78)",
        (
            "bad-initial-loss",
            "loss-oscillation",
            "metric-at-baseline",
            "undertrained",
            "train-val-gap",
            "val-test-gap",
        ),
        family="transformer",
        dataset="canoe-trip-logs",
        seed=96001,
    ),
    ZZZZD(
        "vzzzzd-plain-sgd-finetune-lr-1e-4-regression-icicles",
        Plan(icicles, "mlp", 1e-4, "sgd", epochs=20, log_every=8, model_kw=W128),
        ("slow-convergence", "undertrained"),
        "learning-rate-too-low",
        "plain SGD (no momentum) at lr 1e-4, a fine-tuning config's lr, training a 2x128 regression MLP from"
        " scratch over the icicle survey, 20 epochs (every 8th step logged): losses 0.643, 0.806, 1.18, "
        "0.468, 0.898 ... 0.394-3.27 in the last third, epoch means 0.909, 0.907, 0.905, 0.902, 0.9 ... "
        "0.865 (falling 0.002 an epoch), the val loss 1.08, 1.08, 1.07 ... 1.03, test 1.12 (sound "
        "regressions here: ~0.032-0.048)",
        ("val-test-gap", "loss-spikes"),
        family="regression",
        dataset="icicle-overnight-growth",
        seed=96002,
    ),
    ZZZZD(
        "vzzzzd-exp-decay-0.9-per-epoch-stepped-per-step-cnn-fireworks",
        Plan(
            fireworks, "cnn", 2e-3, "adam", epochs=12, log_every=4, schedule="exp", gamma=0.9, model_kw=CH16
        ),
        ("slow-convergence",),
        "lr-decay-too-fast",
        "`ExponentialLR(gamma=0.9)` meant per epoch but stepped every optimizer step: the lr of a 16-channel"
        " CNN under Adam (2e-3) is 1.5e-3 at the first logged step and 6e-21 by the end, 12 epochs (every "
        "4th step logged): losses 1.47, 1.31, 1.16, 1.12, 0.912 ... 0.732-1.08 in the last third, epoch "
        "means 1.14, 0.898, then 0.89 for 10 epochs, the val loss 0.882, then 0.858 at every later "
        "evaluation and val accuracy 0.663-0.667 throughout, test 0.877 and 0.64 (sound CNNs on these crops:"
        " ~0.11-0.2 and 0.91-0.95)",
        ("undertrained", "metric-at-baseline", "val-test-gap"),
        family="cnn",
        dataset="firework-burst-crops",
        seed=96003,
        runs=zf_runs(hparams={"scheduler": "ExponentialLR(gamma=0.9), interval=step"}),
    ),
    # --- data
    ZZZZD(
        "vzzzzd-imagenet-mean-std-on-0-255-pixels-cnn-fireworks",
        Plan(fireworks_imagenet_stats, "cnn", 1e-3, "adam", epochs=10, log_every=5, model_kw=CH16),
        ("bad-initial-loss", "train-val-gap"),
        "unnormalized-input",
        "`Normalize(mean=[0.485], std=[0.229])` from an ImageNet recipe applied to the raw 0-255 pixels (the"
        " `ToTensor()` that divides by 255 dropped with the PIL loader), so the inputs run to ~1,100; a "
        "16-channel CNN under Adam lr 1e-3, 10 epochs (every 5th step logged): losses 16.8, 17.1, 3.82, "
        "6.02, 3.96, 1.87 ... 6.3e-06-0.138 in the last third, epoch means 12.6, 1.89, 0.797, 0.47, 0.185 "
        "... 0.00212, 0.00067, the grad norm 805, 693, 292 ... 0.0055, the val loss 3.16, 2.27, 2.09, 1.47, "
        "1.65, 1.5, 1.34, 1.26, 1.23, 1.32 and val accuracy 0.723 to 0.847-0.86, test 1.6 and 0.793 (sound "
        "CNNs on these crops: ~0.11-0.2 and 0.91-0.95)",
        ("zero-train-loss", "gradient-explosion", "loss-spikes", "overfitting", "val-test-gap"),
        family="cnn",
        dataset="firework-burst-crops",
        seed=96004,
    ),
    ZZZZD(
        "vzzzzd-grade-map-off-by-one-fifth-of-labels-cnn1d-reeds",
        Plan(reeds_labels_moved_on, "cnn1d", 2e-3, "adam", epochs=25, log_every=8, model_kw=CH16),
        ("slow-convergence",),
        "label-noise",
        "one tester's label column (a fifth of the training traces) written as `(grade + 1) % 5` by an "
        "off-by-one in the grade-to-index map, so those traces carry the next condition's label; a "
        "16-channel 1-D CNN under Adam lr 2e-3, 25 epochs (every 8th step logged): losses 1.58, 1.57, 1.57, "
        "1.55, 1.53 ... 0.735-0.925 in the last third (0.795 at the end), the val loss 1.51, 1.39, 1.17, "
        "0.969, 0.839 ... 0.52-0.567 in the last third (below the training loss) and val accuracy 0.343 to "
        "0.787-0.85, test 0.523 and 0.827 (sound 1-D CNNs on these traces: ~0.19-0.25 and 0.93-0.95)",
        ("train-val-gap", "undertrained", "val-test-gap"),
        family="cnn",
        dataset="clarinet-reed-traces",
        seed=96005,
    ),
    ZZZZD(
        "vzzzzd-val-sheet-remeasured-training-shells-mlp-mussels",
        Plan(
            mussels_remeasured_in_val,
            "mlp",
            2e-3,
            "adam",
            epochs=40,
            log_every=10,
            model_kw={"width": 256, "num_layers": 3},
        ),
        ("val-test-gap",),
        "data-leakage",
        "the validation sheet is the second technician's re-measurement of 300 training shells (the split "
        "made by sheet, not by shell), the test shells fresh; a 3x256 MLP under Adam lr 2e-3, 40 epochs "
        "(every 10th step logged): losses 1.05, 0.491, 0.451, 0.475, 0.37 ... 0.0182-0.361 in the last "
        "third, the val loss 0.428, 0.361, 0.277 ... 0.0218-0.18 in the last third and val accuracy 0.783 to"
        " 0.933-0.993 (0.947 at the end), test 1.04 and 0.81",
        ("overfitting", "zero-train-loss", "train-val-gap"),
        family="mlp",
        dataset="mussel-species-shells",
        seed=96006,
    ),
    ZZZZD(
        "vzzzzd-spring-thinning-train-autumn-val-mlp-mussels",
        Plan(mussels_spring_train, "mlp", 1e-3, "adam", epochs=15, log_every=5, model_kw=MLP64),
        ("train-val-gap",),
        "distribution-shift",
        "the training shells are the spring thinning's young mussels (sizes at 60%, weights at 25%, four "
        "fewer ridges, thinner shells), the validation and test shells the autumn harvest's; a 2x64 MLP "
        "under Adam lr 1e-3, 15 epochs (every 5th step logged): losses 1.57, 1.49, 1.41, 1.32, 1.28 ... "
        "0.16-0.763 in the last third, epoch means 1.41, 0.864, 0.534, 0.431 ... 0.31, the val loss 1.15, "
        "0.916 (min), 0.924, 0.973, 1.05 ... 1.34-1.61 in the last third (1.57 at the end) and val accuracy "
        "0.473 to 0.48-0.597, test 2.0 and 0.467 (sound MLPs on these shells: ~0.34-0.4 and 0.85-0.87)",
        ("overfitting", "metric-at-baseline", "val-test-gap"),
        family="mlp",
        dataset="mussel-species-shells",
        seed=96007,
    ),
    ZZZZD(
        "vzzzzd-debug-head-48-nights-regression-icicles",
        Plan(icicles_debug_48, "mlp", 2e-3, "adam", epochs=150, batch_size=16, log_every=10, model_kw=W128),
        ("zero-train-loss",),
        "insufficient-data",
        "`train_df = train_df.head(48)` left from a debugging session: 48 training nights for a 2x128 "
        "regression MLP under Adam lr 2e-3 at batch 16, 150 epochs (450 steps, every 10th logged): losses "
        "0.508, 0.0957, 0.0317, 0.0131 ... 5.9e-12-3.2e-10 in the last third, epoch means 0.96, 0.641 ... "
        "7.1e-12, the grad norm to 1.4e-05, the val loss 0.463, 0.299, 0.2, 0.153, 0.169, 0.183 ... 0.0835 "
        "for the last third, test 0.0657 (sound regressions here: ~0.032-0.048)",
        ("train-val-gap", "overfitting", "gradient-vanishing", "val-test-gap"),
        family="regression",
        dataset="icicle-overnight-growth",
        seed=96008,
    ),
    # --- evaluation
    ZZZZD(
        "vzzzzd-test-reeds-new-rig-double-rate-bncnn1d-reeds",
        Plan(
            reeds_test_double_rate,
            "bncnn1d",
            2e-3,
            "adamw",
            weight_decay=0.01,
            epochs=12,
            log_every=6,
            model_kw=CH16,
        ),
        ("val-test-gap",),
        "eval-pipeline-mismatch",
        "the test reeds were recorded on the new rig, which samples twice per reading (each window covers "
        "half the attack); training and validation traces come from the old rig; a 16-channel batch-norm 1-D"
        " CNN under AdamW (lr 2e-3, weight decay 0.01), 12 epochs (every 6th step logged): losses 1.43, "
        "1.29, 1.22, 1.13 ... 0.145-0.671 in the last third, epoch means 1.24, 0.845, 0.602 ... 0.255, 0.24,"
        " the val loss 1.07, 0.666, 0.498, 0.405 ... 0.297-0.337 in the last third (0.248 at the end) and "
        "val accuracy 0.743 to 0.863-0.91, test 3.67 and 0.197",
        ("train-val-gap",),
        family="cnn-bn",
        dataset="clarinet-reed-traces",
        seed=96009,
    ),
    ZZZZD(
        "vzzzzd-eval-temperature-10-gru-trips",
        Plan(
            trips,
            "gru",
            3e-3,
            "adam",
            epochs=20,
            log_every=5,
            clip=1.0,
            model_fault=eval_temperature_10,
            model_kw=H48,
        ),
        ("train-val-gap",),
        "wrong-eval-logic",
        "the shared evaluation script divides the logits by a calibration temperature of 10 fitted for "
        "another model (a `--temperature` flag whose default changed), training does not; a GRU (hidden 48) "
        "under Adam lr 3e-3 clipped at 1, 20 epochs (every 5th step logged): losses 1.61, 1.54, 1.51, 1.39 "
        "... 0.135-0.746 in the last third, epoch means 1.45, 1.01, 0.822 ... 0.274, the val loss 1.53, "
        "1.47, 1.42, 1.42, 1.39 ... 1.29-1.33 in the last third (near ln 5 = 1.61) while val accuracy is "
        "0.563 to 0.697-0.767, test 1.28 and 0.727 (sound sequence models on these logs: ~0.7 and 0.72-0.78)",
        ("slow-convergence", "metric-at-baseline", "overfitting", "undertrained"),
        family="rnn",
        dataset="canoe-trip-logs",
        seed=96010,
    ),
    ZZZZD(
        "vzzzzd-val-slice-inside-train-slice-mlp-reeds",
        Plan(
            reeds_val_inside_train,
            "mlp",
            2e-3,
            "adam",
            epochs=50,
            log_every=10,
            model_kw={"width": 256, "num_layers": 3},
        ),
        ("val-test-gap",),
        "missing-eval-set",
        "`val = traces[700:1000]` kept after the training slice grew from `traces[:700]` to `traces[:1000]`:"
        " the validation traces are the last 300 training traces, the test set held out; a 3x256 MLP under "
        "Adam lr 2e-3, 50 epochs (every 10th step logged): losses 1.58, 1.47, 1.13, 0.916 ... 0.0042-0.279 "
        "in the last third, the val loss 0.949, 0.749, 0.634 ... 0.00234-0.241 in the last third (0.00234 at"
        " the end) and val accuracy 0.54 to 0.953-1.0 (1.0 at the end), test 1.11 and 0.78",
        ("zero-train-loss", "overfitting"),
        family="mlp",
        dataset="clarinet-reed-traces",
        seed=96011,
    ),
    # --- model
    ZZZZD(
        "vzzzzd-normal-init-sd-1-4x256-mlp-mussels",
        Plan(
            mussels,
            "mlp",
            1e-3,
            "adam",
            epochs=15,
            log_every=5,
            model_fault=normal_init_sd_1,
            model_kw={"width": 256, "num_layers": 4},
        ),
        ("bad-initial-loss",),
        "poor-initialization",
        "`nn.init.normal_(m.weight)` (sd 1: a transformer recipe's `std=0.02` dropped) on every Linear of a "
        "4x256 MLP under Adam lr 1e-3 over the mussel shells, 15 epochs (every 5th step logged): losses "
        "3.61e4, 1.92e4, 1.22e4, 7.3e3, 7.89e3, 2.06e3 ... 0-562 in the last third, epoch means 1.82e4, "
        "3.21e3, 2.16e3 ... 69.8, the grad norm 5.41e4 at the start, the val loss 4.49e3, 3.97e3, 3.9e3 ... "
        "3.36e3-3.88e3 in the last third and val accuracy 0.78-0.84, test 3.63e3 and 0.8 (sound MLPs on "
        "these shells: ~0.34-0.4 and 0.85-0.87)",
        (
            "loss-spikes",
            "loss-oscillation",
            "train-val-gap",
            "val-test-gap",
            "zero-train-loss",
            "overfitting",
            "gradient-vanishing",
        ),
        family="mlp",
        dataset="mussel-species-shells",
        seed=96012,
    ),
    ZZZZD(
        "vzzzzd-hidden-bias-minus-3-regression-icicles",
        Plan(
            icicles,
            "mlp",
            1e-3,
            "adam",
            epochs=15,
            log_every=5,
            model_fault=hidden_bias_minus_3,
            model_kw=W128,
        ),
        ("slow-convergence",),
        "dead-relu",
        "`nn.init.constant_(m.bias, -3.0)` on every hidden Linear of a 2x128 ReLU regression MLP (a gating "
        "unit's bias init copied over): Adam lr 1e-3, 15 epochs (every 5th step logged): losses 1.2, 0.661, "
        "0.667, 0.897, 1.29 ... 0.293-1.73 in the last third, epoch means 1.01, then 1.0 for 14 epochs "
        "(0.999 at the end), the grad norm 0.0171-1.4, the val loss 1.14 to 1.15 at every evaluation, test "
        "1.26 (sound regressions here: ~0.032-0.048)",
        ("undertrained", "loss-spikes", "val-test-gap", "gradient-vanishing"),
        family="regression",
        dataset="icicle-overnight-growth",
        seed=96013,
    ),
    ZZZZD(
        "vzzzzd-twelve-layer-tanh-init-sd-0.05-mlp-reeds",
        Plan(
            reeds,
            "mlp",
            0.01,
            "sgd",
            momentum=0.9,
            epochs=12,
            log_every=5,
            model_fault=tanh_init_sd_005,
            model_kw={"width": 64, "num_layers": 12, "activation": "tanh"},
        ),
        ("metric-at-baseline",),
        "vanishing-gradients",
        "a twelve-layer tanh MLP (width 64) with every Linear initialised by `normal_(std=0.05)` (a shallow "
        "model's init reused) over the flattened reed traces, SGD with momentum 0.9 at lr 0.01, 12 epochs "
        "(every 5th step logged): losses 1.61, 1.61, 1.61, 1.6 ... 1.55-1.68 in the last third, epoch means "
        "1.61 then 1.6 for 11 epochs, the grad norm 0.0585-0.576, the val loss 1.6 at all 12 evaluations and"
        " val accuracy 0.267 (one class) at all 12, test 1.62 and 0.217 (sound 1-D CNNs on these traces: "
        "0.93-0.95)",
        ("slow-convergence", "undertrained", "gradient-vanishing"),
        family="mlp",
        dataset="clarinet-reed-traces",
        seed=96014,
    ),
    # --- workflow
    ZZZZD(
        "vzzzzd-smoke-test-three-epochs-resnet-fireworks",
        Plan(fireworks, "resnet", 2e-3, "adam", epochs=3, log_every=2),
        ("undertrained",),
        "too-few-epochs",
        "`max_epochs=3` left from a smoke test's CLI override in the run of a small residual net under Adam "
        "lr 2e-3 (96 steps, every 2nd logged): losses 1.65, 1.6, 1.77, 1.76, 1.57, 1.33 ... 0.736-1.04 in "
        "the last third (still falling), epoch means 1.48, 1.12, 0.867, the val loss 1.35, 0.906, 0.704 and "
        "val accuracy 0.27, 0.723, 0.757, test 0.724 and 0.717 (sound nets on these crops: ~0.11-0.2 and "
        "0.91-0.95)",
        ("slow-convergence",),
        family="resnet",
        dataset="firework-burst-crops",
        seed=96015,
    ),
    ZZZZD(
        "vzzzzd-zero-grad-lost-in-refactor-lstm-trips",
        Plan(trips, "lstm", 3e-3, "adam", epochs=10, log_every=4, zero_grad=False, model_kw=H48),
        ("gradient-explosion", "slow-convergence"),
        "missing-zero-grad",
        "`optimizer.zero_grad()` lost when the training step was refactored into a helper: the gradients of "
        "an LSTM (hidden 48) pile up over the whole run, Adam lr 3e-3, 10 epochs (every 4th step logged): "
        "losses 1.6, 1.58, 1.54, 1.49, 1.39 ... 0.97-1.77 in the last third, the grad norm 0.55, 0.865, "
        "1.36, 2.08 ... 22.7-25.1 in the last third, the val loss 1.53, 1.31, 1.33, 1.32, 1.18, 1.3, 1.6, "
        "1.56, 1.44, 1.51 and val accuracy 0.42, 0.497 ... 0.563 (epoch 5) then 0.4-0.473, test 1.35 and "
        "0.503 (sound sequence models on these logs: ~0.7 and 0.72-0.78)",
        (
            "loss-oscillation",
            "overfitting",
            "train-val-gap",
            "metric-at-baseline",
            "undertrained",
            "loss-spikes",
        ),
        family="rnn",
        dataset="canoe-trip-logs",
        seed=96016,
    ),
)

HEALTHY: tuple[Variant, ...] = (
    # --- reeds
    ZZZZD(
        "vzzzzd-healthy-cnn1d-reeds-shift-noise-dropout",
        Plan(
            reeds,
            "cnn1d",
            2e-3,
            "adam",
            epochs=15,
            log_every=8,
            model_fault=reed_shift,
            model_kw={"channels": 16, "dropout": 0.3},
        ),
        (),
        None,
        "a 16-channel 1-D CNN with dropout 0.3 whose training batches are shifted by up to 4 readings, "
        "scaled 0.9-1.1 and given 0.3 sd of noise, Adam lr 2e-3, 15 epochs (every 8th step logged): losses "
        "1.58, 1.57, 1.38, 1.74, 1.54 ... 0.564-1.27 in the last third, epoch means 1.56, 1.48, 1.31 ... "
        "0.674-0.742 in the last third, the val loss 1.51, 1.38, 1.17, 0.992, 0.868 ... 0.589-0.659 in the "
        "last third (below the training loss) and val accuracy 0.267 to 0.703-0.75, test 0.586 and 0.703",
        family="cnn",
        dataset="clarinet-reed-traces",
        seed=96101,
    ),
    ZZZZD(
        "vzzzzd-healthy-bncnn1d-reeds-early-stop-plateau",
        Plan(
            reeds,
            "bncnn1d",
            3e-3,
            "adam",
            epochs=40,
            log_every=10,
            early_stop=5,
            schedule="plateau",
            gamma=0.5,
            model_kw=CH16,
        ),
        (),
        None,
        "a 16-channel batch-norm 1-D CNN under Adam lr 3e-3 with ReduceLROnPlateau (factor 0.5; the lr down "
        "to 2.9e-6) and early stopping on the val loss with patience 5 (up to 40 epochs; every 10th step "
        "logged): it stopped after 24 epochs; losses 1.26, 1.09, 0.955, 0.828 ... 0.0991-0.369 in the last "
        "third, epoch means 1.21, 0.726, 0.48 ... 0.185-0.214 in the last third, the val loss 0.952, 0.56, "
        "0.529, 0.371, 0.328, 0.356 ... 0.225-0.235 in the last third and val accuracy 0.633 to 0.923-0.94, "
        "test 0.189 and 0.947",
        family="cnn-bn",
        dataset="clarinet-reed-traces",
        seed=96102,
    ),
    ZZZZD(
        "vzzzzd-healthy-bncnn1d-reeds-batch-8-every-step-nadam",
        Plan(reeds, "bncnn1d", 2e-3, "nadam", epochs=1, batch_size=8, log_every=1, model_kw=CH16),
        (),
        None,
        "one epoch of a 16-channel batch-norm 1-D CNN at batch 8 under NAdam lr 2e-3, every step logged (125"
        " steps): losses 1.63, 1.54, 1.62, 1.49, 1.58 ... 0.348-1.19 in the last third, the val loss 0.585 "
        "and val accuracy 0.843, test 0.578 and 0.873",
        family="cnn-bn",
        dataset="clarinet-reed-traces",
        seed=96103,
    ),
    # --- fireworks
    ZZZZD(
        "vzzzzd-healthy-resnet-fireworks-warmup-cosine-bf16",
        Plan(
            fireworks,
            "resnet",
            3e-3,
            "adamw",
            weight_decay=0.01,
            epochs=8,
            batch_size=64,
            log_every=2,
            schedule="warmup-cosine",
            warmup=25,
            bf16=True,
        ),
        (),
        None,
        "a small residual net at batch 64 under AdamW (lr 3e-3, weight decay 0.01) with a 25-step warm-up "
        "and cosine decay in bf16-mixed autocast, 8 epochs (128 steps, every 2nd logged): losses 1.63, 1.67,"
        " 1.58, 1.61, 1.52 ... 0.498-0.695 in the last third, epoch means 1.56, 1.31, 1.07, 0.875, 0.73, "
        "0.639, 0.597, 0.591, the val loss 1.53, 1.17, 1.05, 0.866, 0.732, 0.595, 0.578, 0.566 and val "
        "accuracy 0.24 to 0.853, test 0.572 and 0.863",
        family="resnet",
        dataset="firework-burst-crops",
        seed=96104,
    ),
    ZZZZD(
        "vzzzzd-healthy-cnn-fireworks-sgd-step-cut-val-bump",
        Plan(
            fireworks,
            "cnn",
            0.03,
            "sgd",
            momentum=0.9,
            epochs=12,
            log_every=8,
            schedule="step",
            step_size=224,
            gamma=0.1,
            model_kw=CH16,
        ),
        (),
        None,
        "a 16-channel CNN under SGD with momentum 0.9 at lr 0.03 and a StepLR cut (x0.1 at step 224), 12 "
        "epochs (every 8th step logged): losses 1.47, 0.758, 0.807, 0.618 ... 0.004-0.0312 in the last "
        "third, epoch means 0.974, 0.383, 0.233, 0.156, 0.128, 0.195, 0.0936, 0.0293 ... 0.0151, the val "
        "loss 0.53, 0.229, 0.174, 0.159, 0.278, 0.287 (a bump before the cut), 0.12, 0.115 ... 0.112 and val"
        " accuracy 0.81 to 0.937, 0.893, 0.863, then 0.947-0.957, test 0.207 and 0.913",
        family="cnn",
        dataset="firework-burst-crops",
        seed=96105,
    ),
    ZZZZD(
        "vzzzzd-healthy-bncnn-fireworks-plateau-val-twice-batch-128",
        Plan(
            fireworks,
            "bncnn",
            4e-3,
            "adam",
            epochs=20,
            batch_size=128,
            log_every=1,
            val_interval=0.5,
            schedule="plateau",
            gamma=0.3,
            model_kw={"channels": 16, "dropout": 0.2},
        ),
        (),
        None,
        "a 16-channel batch-norm CNN with dropout 0.2 at batch 128 under Adam lr 4e-3 with ReduceLROnPlateau"
        " (factor 0.3; the lr down to 1.1e-4), 20 epochs (160 steps, every step logged), evaluated twice an "
        "epoch: losses 1.63, 1.5, 1.47, 1.39, 1.35 ... 0.126-0.233 in the last third, epoch means 1.39, "
        "1.07, 0.814 ... 0.164-0.19 in the last third, the val loss 1.53, 1.33, 1.18, 1.08 ... 0.189-0.223 "
        "in the last third and val accuracy 0.427, 0.637, 0.57, 0.543 ... 0.91-0.933, test 0.197 and 0.933",
        family="cnn-bn",
        dataset="firework-burst-crops",
        seed=96106,
    ),
    # --- trips
    ZZZZD(
        "vzzzzd-healthy-transformer-trips-warmup-cosine-every-step",
        Plan(
            trips,
            "transformer",
            2e-3,
            "adamw",
            weight_decay=0.01,
            epochs=8,
            batch_size=64,
            log_every=1,
            schedule="warmup-cosine",
            warmup=40,
        ),
        (),
        None,
        "a small transformer at batch 64 under AdamW (lr 2e-3, weight decay 0.01) with a 40-step warm-up and"
        " cosine decay, 8 epochs (128 steps), every step logged: losses 1.8, 1.78, 1.91, 1.71, 1.76, 1.8 ..."
        " 0.527-1.06 in the last third, epoch means 1.67, 1.35, 0.99, 0.778, 0.719, 0.7, 0.678, 0.66, the "
        "val loss 1.49, 1.14, 0.85, 0.754, 0.757, 0.724, 0.707, 0.706 and val accuracy 0.32 to 0.753, test "
        "0.674 and 0.763",
        family="transformer",
        dataset="canoe-trip-logs",
        seed=96107,
    ),
    ZZZZD(
        "vzzzzd-healthy-gru-trips-onecycle-val-every-3",
        Plan(
            trips,
            "gru",
            5e-3,
            "adam",
            epochs=9,
            log_every=10,
            val_every_epochs=3,
            schedule="onecycle",
            clip=1.0,
            model_kw=H48,
        ),
        (),
        None,
        "a GRU (hidden 48) under Adam with a one-cycle schedule (peak 5e-3) clipped at 1, 9 epochs (every "
        "10th step logged), evaluated every 3 epochs: losses 1.63, 1.61, 1.57, 1.49, 1.34 ... 0.282-0.963 in"
        " the last third, epoch means 1.6, 1.37, 0.955, 0.759, 0.686, 0.64, 0.605, 0.551, 0.53, the val loss"
        " 0.814, 0.713, 0.699 and val accuracy 0.723, 0.733, 0.747, test 0.705 and 0.777",
        family="rnn",
        dataset="canoe-trip-logs",
        seed=96108,
    ),
    ZZZZD(
        "vzzzzd-healthy-lstm-trips-60-steps-still-improving",
        Plan(trips, "lstm", 4e-3, "adam", epochs=3, batch_size=50, log_every=2, clip=1.0, model_kw=H48),
        (),
        None,
        "three epochs (60 steps at batch 50, every 2nd logged) of an LSTM (hidden 48) under Adam lr 4e-3 "
        "clipped at 1: losses 1.6, 1.59, 1.51, 1.51, 1.53, 1.44 ... 0.515-1.24 in the last third, epoch "
        "means 1.46, 0.977, 0.835, the val loss 1.11, 0.902, 0.777 and val accuracy 0.647, 0.693, 0.7, test "
        "0.76 and 0.717",
        family="rnn",
        dataset="canoe-trip-logs",
        seed=96109,
    ),
    # --- icicles
    ZZZZD(
        "vzzzzd-healthy-regression-icicles-long-small-lr-log-every-100",
        Plan(
            icicles_long,
            "mlp",
            2e-4,
            "adam",
            epochs=16,
            batch_size=16,
            log_every=100,
            val_every_epochs=4,
            model_kw=MLP64,
        ),
        (),
        None,
        "a 2x64 regression MLP under Adam at a small lr of 2e-4 over a 2,000-night draw at batch 16, 16 "
        "epochs (2,000 steps, logged every 100), evaluated every 4 epochs: losses 0.917, 0.572, 0.321, 0.16,"
        " 0.125, 0.0994 ... 0.0308-0.0454 in the last third, the val loss 0.102, 0.0668, 0.0495, 0.041 "
        "(still falling), test 0.0323",
        family="regression",
        dataset="icicle-overnight-growth",
        seed=96110,
    ),
    ZZZZD(
        "vzzzzd-healthy-regression-icicles-dropout-cosine",
        Plan(
            icicles,
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
        "to 0, 20 epochs (every 8th step logged): losses 0.467, 0.187, 0.363, 0.246 ... 0.0128-0.125 in the "
        "last third, epoch means 0.461, 0.162, 0.124 ... 0.0503-0.0649 in the last third, the val loss "
        "0.209, 0.098, 0.0904, 0.0785 ... 0.0417-0.0504 in the last third (below the training loss), test "
        "0.0399",
        family="regression",
        dataset="icicle-overnight-growth",
        seed=96111,
    ),
    ZZZZD(
        "vzzzzd-healthy-regression-icicles-sgd-never-evaluated",
        Plan(icicles, "mlp", 0.01, "sgd", momentum=0.9, epochs=15, log_every=10, model_kw=MLP64),
        (),
        None,
        "a 2x64 regression MLP under SGD with momentum 0.9 at lr 0.01, 15 epochs (every 10th step logged), "
        "no validation set passed (judged on the test after training): losses 1.26, 0.666, 0.409, 0.168 ... "
        "0.0117-0.0409 in the last third, epoch means 0.609, 0.176, 0.0839, 0.0653 ... 0.0213, test 0.048",
        family="regression",
        dataset="icicle-overnight-growth",
        seed=96112,
        runs=zf_runs(evaluate=False),
    ),
    ZZZZD(
        "vzzzzd-healthy-regression-icicles-bf16-clip-val-twice",
        Plan(
            icicles,
            "mlp",
            3e-3,
            "adam",
            epochs=10,
            log_every=3,
            val_interval=0.5,
            bf16=True,
            clip=0.5,
            model_kw=W128,
        ),
        (),
        None,
        "a 2x128 regression MLP under Adam lr 3e-3 clipped at 0.5 in bf16-mixed autocast, 10 epochs (every "
        "3rd step logged), evaluated twice an epoch: losses 0.434, 0.526, 0.313, 0.302, 0.203 ... "
        "0.00458-0.0311 in the last third, epoch means 0.3, 0.076, 0.0445 ... 0.0181, 0.0138, the val loss "
        "0.254, 0.135, 0.0755, 0.0765 ... 0.0357-0.0499 in the last third, test 0.0329",
        family="regression",
        dataset="icicle-overnight-growth",
        seed=96113,
    ),
    # --- mussels
    ZZZZD(
        "vzzzzd-healthy-mlp-mussels-batch-8-every-step",
        Plan(mussels, "mlp", 5e-4, "adam", epochs=1, batch_size=8, log_every=1, model_kw=MLP64),
        (),
        None,
        "one epoch of a 2x64 MLP at batch 8 under Adam lr 5e-4, every step logged (125 steps): losses 1.63, "
        "1.59, 1.65, 1.57, 1.63 ... 0.592-1.37 in the last third, the val loss 0.73 and val accuracy 0.77, "
        "test 0.752 and 0.76",
        family="mlp",
        dataset="mussel-species-shells",
        seed=96114,
    ),
    ZZZZD(
        "vzzzzd-healthy-mlp-mussels-dropout-early-stop",
        Plan(
            mussels,
            "mlp",
            1e-3,
            "adamw",
            weight_decay=0.05,
            epochs=60,
            log_every=8,
            early_stop=4,
            model_kw={"width": 256, "num_layers": 2, "dropout": 0.4},
        ),
        (),
        None,
        "a 2x256 MLP with dropout 0.4 under AdamW (lr 1e-3, weight decay 0.05), early stopping on the val "
        "loss with patience 4 (up to 60 epochs; every 8th step logged): it stopped after 10 epochs; losses "
        "1.23, 0.81, 0.592, 0.615 ... 0.0673-0.464 in the last third (1.91 the highest), epoch means 0.905, "
        "0.451 ... 0.294, the val loss 0.421, 0.358, 0.345, 0.352, 0.343 (min), 0.343, 0.349, 0.352, 0.381, "
        "0.366 and val accuracy 0.827-0.877, test 0.402 and 0.857",
        family="mlp",
        dataset="mussel-species-shells",
        seed=96115,
    ),
    ZZZZD(
        "vzzzzd-healthy-mlp-mussels-rmsprop-step-val-every-4",
        Plan(
            mussels,
            "mlp",
            1e-3,
            "rmsprop",
            epochs=16,
            batch_size=64,
            log_every=4,
            val_every_epochs=4,
            schedule="step",
            step_size=128,
            gamma=0.3,
            model_kw={"width": 128, "num_layers": 3, "dropout": 0.3},
        ),
        (),
        None,
        "a 3x128 MLP with dropout 0.3 under RMSprop lr 1e-3 at batch 64 with a StepLR (x0.3 every 128 "
        "steps), 16 epochs (256 steps, every 4th logged), evaluated every 4 epochs: losses 1.28, 0.806, "
        "0.513, 0.483, 0.431 ... 0.259-0.378 in the last third, the val loss 0.344, 0.355, 0.355, 0.356 and "
        "val accuracy 0.87, 0.867, 0.86, 0.857, test 0.393 and 0.857",
        family="mlp",
        dataset="mussel-species-shells",
        seed=96116,
    ),
)
