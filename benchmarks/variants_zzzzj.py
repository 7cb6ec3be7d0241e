"""Variant battery zzzzj: a look-alike of an external held-out suite, real framework runs (`--battery zzzzj`).

    nice -n 10 python benchmarks/variants.py --battery zzzzj --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery zzzzj [--runs]

Like batteries d-zzzzi, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is the log),
trained by battery d's runner through the earlier batteries' wrappers (battery zf's runner, battery ze's
LambdaLR schedules, battery w's test on an early checkpoint), battery zj's model and augmentation
wrappers and this battery's own hooks (MultiStepLR milestones in epochs stepped per batch, the logits
divided by a calibration temperature in evaluation, the patches transposed in evaluation, a BCE loss on a
standardised target, a He init with the fan-in left at 1, the encoder's parameters left out of the
optimizer), so each case can run in each of the three layouts; the layout rotation of variants.py picks
one.
It was written blind: its author trained it with `--train-only`, read the raw logged numbers of each
run, and never diagnosed or scored it, so it is held-out data for the tool.
Its halves are even (one fault each, one cause a case, spread over every family of cause: optimisation,
data, evaluation, model, workflow), injected into data sets no battery had at a realistic strength, in
forms earlier batteries did not use (see each case's description and each hook's docstring).
The data sets are new, all made offline with numpy from known generating models (see each generator):
an accordion workshop's bellows pressure traces by the repairer's finding (sound, air leak, sticking
pallet, reed buzz, cracked fold; 64 samples), 12x12 patches of a bonsai nursery's leaf scanner (healthy,
rust spots, mite webbing, sunscald bands, chlorosis), a monorail's car event logs by the depot's finding
(normal, door fault, brake drag, power pick-up, HVAC fault; left-padded to 20), a gelato lab's batch
overrun (from the mix and the freezer settings; standardised) and a kimchi cellar's fermentation stages
(from 10 measurements of a crock).
Runs of 64 to 2,500 steps: MLPs (2x64 to 3x256, dropout), 2-D CNNs with and without batch norm, a
small residual net, 1-D CNNs with and without batch norm, GRU and LSTM readers of the event logs, small
transformers and regression MLPs; SGD (with momentum, Nesterov), Adam, AdamW, NAdam, RMSprop; constant,
cosine, warm-up + cosine, warm-up + linear, one-cycle, step, plateau, MultiStepLR and triangular2 cyclic
(LambdaLR) schedules; bf16-mixed autocast, mirror and jitter augmentation, dropout, label smoothing,
early stopping, clipping; batches of 8 to 64; cadences from every step to once every 100 steps,
evaluations four times an epoch, twice an epoch, once an epoch, every 2 or 4 epochs or never.
The faulty half: a LAMB recipe's lr 0.06 kept under AdamW, Adam at lr 1e-7 read off the wrong end of an
lr finder, MultiStepLR milestones in epochs stepped per batch, `zero_grad()` called on the EMA copy,
validation patches that are re-scans of training leaves, 400 training labels from a day-count rule, the
shuffle flag passed to the validation loader of class-grouped logs, a skipped scaler (raw pascals), test
batches from a new freezer outside the training settings, evaluation patches transposed, evaluation
logits divided by a temperature of 100, a BCE-with-logits loss on a standardised target, a He init with
the fan-in left at 1, the encoder left out of the optimizer by `requires_grad_(False)` on the wrong
module, two epochs from `total_steps // len(train_dataset)` and a test on a hard-coded `epoch=0`
checkpoint.
The healthy half holds sound runs a naive reader can take for a fault (see the healthy cases'
descriptions): val losses below the training loss under jitter augmentation and dropout evaluated twice
an epoch, batch-8 noise logged every step, a level tail after a step cut, a warm-up under bf16 at batch
64, mirror augmentation evaluated every 2 epochs, a 64-step run still improving, a transformer's level
start under warm-up then a drop, early stopping, a triangular2 cyclic lr's wavy loss, a slow SGD
regression logged every 100, plateau cuts to a level val loss, a bf16 regression never evaluated, and
four MLPs on the kimchi stages (early stopping with dropout, label smoothing's loss floor, batch 16
evaluated four times an epoch, a one-cycle run with a level val loss).
Split, layout rotation and labels follow variants.py's rules; a Lightning case's `every` is its
`log_every_n_steps`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
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


ACCORDION = ("sound", "air-leak", "sticking-pallet", "reed-buzz", "cracked-fold")


def _accordion(seed: int, n: int, length: int = 64) -> tuple[Any, Any]:
    """An accordion workshop's bellows pressure traces (64 samples over a push and a pull, in pascals
    around the 1,200 Pa of the gauge's offset), labelled by the repairer's finding: sound (a smooth
    push-pull wave), an air leak (the pressure sags over each stroke), a sticking pallet (a flat
    stretch where the pressure holds), a reed buzz (a fast small ripple of 9-15 cycles) or a cracked
    fold (a sharp dip at each fold, every 6-10 samples). Every trace has a player's pressure of 0.6-1.4,
    a drift and a noise of sd 0.3-0.6 (x 150 Pa), and each signature can be weak, so sound 1-D CNNs stop
    near 0.72-0.78."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.24, 0.19, 0.19, 0.19, 0.19])
    t = np.arange(length, dtype=float)
    x = np.zeros((n, length))
    for i in range(n):
        c = int(y[i])
        cycles = rng.uniform(0.8, 1.6)
        wave = np.sin(2 * np.pi * cycles * t / length + rng.uniform(0, 6))
        if c == 1:
            wave *= np.exp(-((t % (length / cycles / 2)) / rng.uniform(4, 10)))
        if c == 2:
            at, span = int(rng.integers(5, 45)), int(rng.integers(12, 20))
            wave[at : at + span] = wave[at]
        if c == 3:
            wave += rng.uniform(0.4, 0.8) * np.sin(2 * np.pi * rng.uniform(9, 15) * t / length)
        if c == 4:
            period, start = int(rng.integers(6, 11)), int(rng.integers(0, 6))
            wave[start::period] -= rng.uniform(1.0, 1.8)
        drift = rng.normal(0, 0.3) * (t - 32) / 32
        trace = rng.uniform(0.6, 1.4) * wave + drift + rng.normal(0, rng.uniform(0.2, 0.4), length)
        x[i] = 1200 + 150 * trace
    return x, y


def accordion(
    seed: int = 99101, sizes: tuple[int, int, int] = SIZES, name: str = "accordion-bellows-pressure"
) -> Splits:
    """The traces (N, 64), centred and scaled by the training traces' mean and sd, 5 classes."""
    x, y = _accordion(seed, sum(sizes))
    return _signal_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def accordion_raw_pascals() -> Splits:
    """The bug: the pipeline's scaler is fitted in `setup("fit")` and cached on the data module, and the
    new trainer script calls `setup()` with another stage name: the scaler stays the identity and every
    trace reaches the model in raw pascals (1,200 +- ~250 Pa), in training and evaluation alike."""
    x, y = _accordion(99102, sum(SIZES))
    return _signal_splits(x, y, SIZES, "accordion-bellows-pressure", (0.0, 1.0))


BONSAI = ("healthy", "rust-spots", "mite-webbing", "sunscald-bands", "chlorosis")


def _bonsai(seed: int, n: int) -> tuple[Any, Any]:
    """12x12 patches of a bonsai nursery's leaf scanner (green channel), each turned so that the
    midrib runs top to bottom (a dark vertical line near the centre), labelled by the grower: healthy,
    rust spots (3-7 dark blobs), mite webbing (fine pale threads along the leaf, vertical, period 2-3),
    sunscald bands (broad pale bands across the leaf, horizontal, period 4-6) or chlorosis (a pale
    blotch between the veins). Every patch has a tone gradient, a contrast of 0.5-1.1 and a noise of sd
    0.3-0.5, so sound CNNs stop near 0.83-0.92."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.24, 0.19, 0.19, 0.19, 0.19])
    yy, xx = np.mgrid[0:12, 0:12].astype(float)
    x = np.zeros((n, 12, 12))
    for i in range(n):
        c = int(y[i])
        img = rng.normal(0, 0.3) * (xx - 5.5) / 6 + rng.normal(0, 0.3) * (yy - 5.5) / 6
        img -= 1.2 * np.exp(-((xx - rng.uniform(4.5, 6.5)) ** 2) / 0.5)
        if c == 1:
            for _ in range(int(rng.integers(3, 8))):
                bx, by = rng.uniform(0, 12), rng.uniform(0, 12)
                img -= 1.3 * np.exp(-((xx - bx) ** 2 + (yy - by) ** 2) / rng.uniform(0.4, 1.0))
        if c == 2:
            img += rng.uniform(0.5, 1.0) * np.sin(2 * np.pi * xx / rng.uniform(2, 3) + rng.uniform(0, 6))
        if c == 3:
            img += rng.uniform(0.6, 1.1) * np.sin(2 * np.pi * yy / rng.uniform(4, 6) + rng.uniform(0, 6))
        if c == 4:
            bx, by = rng.uniform(2, 10), rng.uniform(2, 10)
            img += 1.3 * np.exp(-((xx - bx) ** 2 + (yy - by) ** 2) / rng.uniform(4, 10))
        x[i] = rng.uniform(0.5, 1.1) * img + rng.normal(0, rng.uniform(0.3, 0.5), (12, 12))
    return x, y


def bonsai(
    seed: int = 99201, sizes: tuple[int, int, int] = SIZES, name: str = "bonsai-leaf-patches"
) -> Splits:
    """The patches as (N, 1, 12, 12), centred and scaled by the training patches' mean and sd, 5 classes."""
    x, y = _bonsai(seed, sum(sizes))
    return _patch_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def bonsai_val_rescans_of_train() -> Splits:
    """The bug: the validation leaves were picked from the nursery's scan log by date, and the trees of
    the training set were scanned again that week: the 300 validation patches are re-scans of training
    leaves (the same patch with the scanner's fresh noise of sd 0.15, and its label); the test patches
    come from other trees."""
    import numpy as np

    x, y = _bonsai(99202, sum(SIZES))
    x, y = x.copy(), y.copy()
    n, k = SIZES[0], SIZES[1]
    rng = np.random.default_rng(99203)
    pick = rng.choice(n, k, replace=False)
    x[n : n + k], y[n : n + k] = x[pick] + rng.normal(0, 0.15, (k, 12, 12)), y[pick]
    return _patch_splits(x, y, SIZES, "bonsai-leaf-patches", _stats(x[:n]))


MONORAIL_EVENTS = (
    "<pad>",
    "door-open",
    "door-close",
    "door-obstructed",
    "brake-apply",
    "brake-release",
    "traction-on",
    "coast",
    "station-announce",
    "hvac-cycle",
    "rail-gap",
    "emergency-stop",
    "door-reopen",
)
MONORAIL_FINDINGS = ("normal", "door-fault", "brake-drag", "power-pickup", "hvac-fault")
_MONORAIL_FAVOURED = ((1, 2, 6, 8), (3, 12, 1, 11), (4, 5, 7, 4), (10, 6, 11, 7), (9, 9, 8, 2))
_MONORAIL_LENGTHS = ((12, 20), (8, 18), (8, 18), (8, 18), (6, 16))


def _monorail(seed: int, n: int, length: int = 20) -> tuple[Any, Any]:
    """A monorail car's controller event logs over a run between depot checks (doors, brakes,
    traction, coasting, station announcements, the HVAC compressor cycling, power-rail gaps, emergency
    stops, door re-openings; ids 1-12, 0 pads on the left), labelled by the depot's finding: normal, a
    door fault, brake drag, a power pick-up fault or an HVAC fault. Each finding is a Markov chain over
    one shared random base tilted towards its favoured events, and 20% of the events are replaced by a
    random one (a mis-logged code), so sound sequence models stop near 0.72-0.78."""
    import numpy as np

    rng = np.random.default_rng(seed)
    base = np.random.default_rng(99300).dirichlet(np.ones(12) * 0.6, size=12)
    chains = []
    for favoured in _MONORAIL_FAVOURED:
        tilt = np.zeros((12, 12))
        for f in favoured:
            tilt[:, f - 1] += 0.16
        chain = base + tilt
        chains.append(chain / chain.sum(1, keepdims=True))
    y = rng.choice(5, n, p=[0.24, 0.19, 0.19, 0.19, 0.19])
    x = np.zeros((n, length), dtype=np.int64)
    for i in range(n):
        c = int(y[i])
        size = int(rng.integers(*_MONORAIL_LENGTHS[c]))
        state = int(rng.integers(0, 12))
        events = []
        for _ in range(size):
            state = int(rng.choice(12, p=chains[c][state]))
            events.append(int(rng.integers(1, 13)) if rng.random() < 0.2 else state + 1)
        x[i, length - size :] = events
    return x, y


def monorail(
    seed: int = 99301, sizes: tuple[int, int, int] = SIZES, name: str = "monorail-car-events"
) -> Splits:
    """Event windows (N, 20) over 13 ids (0 the padding), 5 classes."""
    x, y = _monorail(seed, sum(sizes))
    return _token_splits(x, y, sizes, name)


def _gelato(seed: int, n: int) -> tuple[Any, Any]:
    """A gelato lab's batches: the mix's fat (4-12%), sugar (16-24%), stabiliser (0.1-0.5%) and total
    solids (32-42%), the ageing time (2-24 h), the freezer's dasher speed (150-350 rpm), the air pump
    setting (0-100%), the draw temperature (-8 to -4 C) and the batch size (5-20 l); the target is the
    overrun (% of air): the pump's setting through a saturating curve, the dasher speed, fat and
    stabiliser holding air, the ageing's saturating benefit, a colder draw holding more air, and the
    lab's noise (sd 2 points) (standardised: sound MLPs stop near an MSE of 0.043-0.062)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    fat = rng.uniform(4, 12, n)
    sugar = rng.uniform(16, 24, n)
    stab = rng.uniform(0.1, 0.5, n)
    solids = rng.uniform(32, 42, n)
    ageing = rng.uniform(2, 24, n)
    dasher = rng.uniform(150, 350, n)
    pump = rng.uniform(0, 100, n)
    draw = rng.uniform(-8, -4, n)
    size = rng.uniform(5, 20, n)
    overrun = (
        15
        + 30 * (1 - np.exp(-pump / 35))
        + 0.06 * (dasher - 250)
        + 1.2 * (fat - 8)
        + 20 * (stab - 0.3)
        + 4 * (1 - np.exp(-ageing / 6))
        - 2.5 * (draw + 6)
        - 0.4 * (sugar - 20)
        + rng.normal(0, 2, n)
    )
    x = np.column_stack([fat, sugar, stab, solids, ageing, dasher, pump, draw, size])
    return x, overrun


def gelato(seed: int = 99401, sizes: tuple[int, int, int] = SIZES, name: str = "gelato-overrun") -> Splits:
    """9 standardised columns, the standardised overrun."""
    x, y = _gelato(seed, sum(sizes))
    return _generated(name, x, y, 0, sizes)


def gelato_long() -> Splits:
    """A 2,000-batch draw."""
    return gelato(99402, (2000, 300, 300), "gelato-overrun-2000")


def gelato_test_new_freezer() -> Splits:
    """The bug: the test batches come from the lab's new continuous freezer, which runs its dasher at
    500-700 rpm with the pump at 80-100% and draws at -10 to -8 C, outside every training batch's
    settings (and the overrun stops rising above 450 rpm); training and validation batches are the batch
    freezer's."""
    import numpy as np

    x, y = _gelato(99403, sum(SIZES))
    x, y = x.copy(), y.copy()
    m = SIZES[0] + SIZES[1]
    rng = np.random.default_rng(99404)
    k = SIZES[2]
    dasher, pump, draw = rng.uniform(500, 700, k), rng.uniform(80, 100, k), rng.uniform(-10, -8, k)
    y[m:] += (
        30 * (np.exp(-x[m:, 6] / 35) - np.exp(-pump / 35))
        + 0.06 * (np.minimum(dasher, 450) - x[m:, 5])
        - 2.5 * (draw - x[m:, 7])
    )
    x[m:, 5], x[m:, 6], x[m:, 7] = dasher, pump, draw
    return _generated("gelato-overrun", x, y, 0, SIZES)


STAGES = ("fresh", "optimal", "over-ripe", "sour", "yeast-film")


def _kimchi(seed: int, n: int) -> tuple[Any, Any, Any]:
    """A kimchi cellar's crocks, graded by the fermentation master from 10 measurements: the pH, the
    titratable acidity (%), the salinity (%), the CO2 in the headspace, the days in the cellar, the
    storage temperature, the lactic bacteria and yeast log counts, the cabbage's crunch (N) and the
    colour (a*). Each stage has its profile (fresh crocks near pH 5.6 and crunchy, sour ones acid and
    soft, yeast-film crocks with a high yeast count...); one crock in six is mid-transition, taking 40%
    of its measurements from the next stage's profile, so sound MLPs stop near 0.87-0.9."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.24, 0.19, 0.19, 0.19, 0.19])
    prof = np.array(
        [
            # pH, acidity, salinity, CO2, days, temp, LAB, yeast, crunch, a*
            [5.6, 0.25, 2.5, 2, 3, 6, 6.5, 2.0, 45, 12],
            [4.6, 0.55, 2.4, 8, 10, 5, 8.5, 2.5, 40, 16],
            [4.1, 0.85, 2.3, 10, 18, 5, 8.8, 3.0, 32, 18],
            [3.7, 1.15, 2.2, 7, 28, 6, 8.0, 3.5, 24, 19],
            [4.0, 0.90, 2.2, 6, 24, 8, 7.5, 6.0, 26, 15],
        ]
    )
    sds = np.array([0.3, 0.12, 0.3, 2.5, 6, 1.5, 0.6, 0.8, 5, 2.5])
    blend = rng.random(n) < 1 / 6
    other = np.where(blend, np.minimum(y + 1, 4), y)
    cols = np.arange(10)
    x = np.zeros((n, 10))
    for i in range(n):
        source = np.where(rng.random(10) < 0.4, other[i], y[i])
        x[i] = np.abs(rng.normal(prof[source, cols], sds * rng.uniform(0.9, 1.4)))
    return x, y, x[:, 4]


def kimchi(
    seed: int = 99501, sizes: tuple[int, int, int] = SIZES, name: str = "kimchi-ferment-stages"
) -> Splits:
    """10 standardised columns, 5 classes."""
    x, y, _ = _kimchi(seed, sum(sizes))
    return _generated(name, x, y, 5, sizes)


def kimchi_day_count_labels() -> Splits:
    """The bug: 400 of the 1,000 training crocks (those logged while the fermentation master was away)
    were labelled by the cellar's day-count rule (under 6 days fresh, under 14 optimal, under 23
    over-ripe, else sour; never yeast film) instead of her grading; validation and test crocks carry
    her grades."""
    import numpy as np

    x, y, days = _kimchi(99502, sum(SIZES))
    y = y.copy()
    rule = np.digitize(days, [6, 14, 23])
    y[200:600] = rule[200:600]
    return _generated("kimchi-ferment-stages", x, y, 5, SIZES)


# ---------------------------------------------------------------- injected faults (and healthy hooks)


def multistep_milestones_in_epochs(step: int, _total: int) -> float:
    """The bug: `MultiStepLR(milestones=[3, 6, 9], gamma=0.1)` written for an epoch-stepped scheduler
    and stepped per optimizer step: the lr is cut tenfold at steps 3, 6 and 9 and is 1e-3 of the base
    lr from step 9 of ~400 on."""
    return 0.1 ** sum(step >= m for m in (3, 6, 9))


def triangular_halving(step: int, _total: int) -> float:
    """Not a fault: a triangular cyclic lr ("triangular2") between 0.1 and 1 of the base lr, 50 steps
    up and 50 down, the amplitude halved every cycle."""
    cycle, phase = divmod(step, 100)
    rise = phase / 50 if phase <= 50 else (100 - phase) / 50
    return 0.1 + 0.9 * rise * 0.5**cycle


def _temperature_100(inner: Any, x: torch.Tensor) -> torch.Tensor:
    out: torch.Tensor = inner(x)
    return out if inner.training else out / 100.0


eval_logits_temperature_100 = _wrapper(_temperature_100)
eval_logits_temperature_100.__doc__ = """The bug: the evaluation helper comes from a calibration notebook
and divides the logits by its fitted temperature, stored as 100 (the notebook's percent scale) where 1.0
was meant: the validation and test losses score logits a hundred times too flat."""


def _transposed(inner: Any, x: torch.Tensor) -> torch.Tensor:
    out: torch.Tensor = inner(x if inner.training else x.transpose(2, 3))
    return out


eval_patches_transposed = _wrapper(_transposed)
eval_patches_transposed.__doc__ = """The bug: the validation and test patches are exported column-major
by the scanner's batch tool and read row-major: every evaluation patch is transposed (its midrib runs
across, webbing and sunscald bands swap directions), while training reads them right."""


def bce_on_standardised_target(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """The bug: `nn.BCEWithLogitsLoss()` from the lab's "overrun in spec" classifier template kept for
    the regression on the standardised overrun: targets above 1 make the loss fall without a floor as
    the outputs grow, and targets below 0 push them the other way."""
    from torch import nn

    return nn.functional.binary_cross_entropy_with_logits(out, y)


def label_smoothing_0_1(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """Not a fault: cross-entropy with label smoothing 0.1 (its floor is ~0.5, not 0)."""
    from torch import nn

    return nn.functional.cross_entropy(out, y, label_smoothing=0.1)


def he_init_fan_in_1(net: nn.Module) -> nn.Module:
    """The bug: a hand-written He init `normal_(w, 0, sqrt(2 / fan_in))` whose `fan_in` is the config's
    default of 1, never overwritten by the script: every conv and linear weight gets an sd of sqrt(2)
    (1.41), far above the usual init."""
    import math

    import torch

    for m in net.modules():
        if isinstance(m, (torch.nn.Conv2d, torch.nn.Linear)):
            torch.nn.init.normal_(m.weight, 0.0, math.sqrt(2.0))
    return net


def head_only(net: nn.Module) -> Iterable[torch.nn.Parameter]:
    """The bug: the optimizer is built over `[p for p in model.parameters() if p.requires_grad]` after
    `model.requires_grad_(False)` was called on the net instead of its EMA copy and only the head was
    switched back on: the embedding and the recurrent layers never train."""
    head = net.head
    params: Iterable[torch.nn.Parameter] = head.parameters()
    return params


def _accordion_jitter(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = x * torch.exp(0.25 * (torch.rand(len(x), 1) * 2 - 1))
    return x + 0.35 * torch.randn_like(x)


accordion_jitter = _augmented(_accordion_jitter)
accordion_jitter.__doc__ = """Not a fault: in training mode each trace is scaled by 0.78-1.28 (a
player's pressure) and given 0.35 sd of noise."""


def _bonsai_mirror(x: torch.Tensor) -> torch.Tensor:
    import torch

    return torch.where(torch.rand(len(x), 1, 1, 1) < 0.5, x.flip(3), x)


bonsai_mirror = _augmented(_bonsai_mirror)
bonsai_mirror.__doc__ = """Not a fault: in training mode each patch is mirrored left-right at random (the
midrib stays vertical)."""


# ---------------------------------------------------------------- the variants


def ZZZZJ(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by battery zf's runner (through every earlier wrapper)."""
    return L(*args, runs=runs or zf_runs(), **kw)


CH16 = {"channels": 16}
H48 = {"hidden": 48}
W128 = {"width": 128, "num_layers": 2}

FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    ZZZZJ(
        "vzzzzj-lamb-recipe-lr-0.06-with-adamw-transformer-monorail",
        Plan(monorail, "transformer", 0.06, "adamw", weight_decay=0.01, epochs=10, log_every=5),
        ("slow-convergence",),
        "learning-rate-too-high",
        "the lr of a LAMB recipe (0.06, which LAMB scales per layer by its trust ratio) kept when the "
        "optimizer was swapped for plain AdamW (weight decay 0.01) on a small transformer, 10 epochs "
        "(every 5th step logged): losses 2.26, 1.75, 1.58, 1.54, 1.65 ... 0.938-1.63 in the last third, "
        "epoch means 1.79, 1.5, 1.38, 1.33, 1.3, 1.34, 1.28, 1.21, 1.26, 1.3, the val loss 1.55, 1.51, "
        "1.34, 1.34, 1.37, 1.33, 1.38, 1.32, 1.38, 1.26 and val accuracy 0.283-0.473, test 1.33 and 0.39 "
        "(sound sequence models on these logs: ~0.63-0.77 and 0.72-0.78)",
        ("loss-oscillation", "loss-spikes", "metric-at-baseline", "undertrained", "bad-initial-loss"),
        family="transformer",
        dataset="monorail-car-events",
        seed=99001,
    ),
    ZZZZJ(
        "vzzzzj-lr-finder-low-end-1e-7-regression-gelato",
        Plan(gelato, "mlp", 1e-7, "adam", epochs=12, log_every=6, model_kw=W128),
        ("slow-convergence",),
        "learning-rate-too-low",
        "Adam at lr 1e-7, the value read off the left end of an lr-finder plot (where the loss had not "
        "yet started to move) instead of its steepest descent, on a 2x128 regression MLP, 12 epochs "
        "(every 6th step logged): losses 1.28, 0.872, 1.14, 1.14, 1.02 ... 0.403-1.4 in the last third, "
        "epoch means 1.02 at every epoch, the val loss 1.03 at all 12 evaluations, test 1.04 (sound "
        "regressions here: ~0.043-0.062)",
        ("undertrained", "metric-at-baseline"),
        family="regression",
        dataset="gelato-overrun",
        seed=99002,
    ),
    ZZZZJ(
        "vzzzzj-multistep-milestones-in-epochs-per-step-cnn1d-accordion",
        Plan(accordion, "cnn1d", 2e-3, "adam", epochs=12, log_every=4, schedule="cosine", model_kw=CH16),
        ("slow-convergence", "metric-at-baseline"),
        "lr-decay-too-fast",
        "`MultiStepLR(milestones=[3, 6, 9], gamma=0.1)` meant per epoch, stepped per optimizer step: the "
        "lr of a 16-channel 1-D CNN under Adam (base 2e-3) is cut tenfold at steps 3, 6 and 9 and is "
        "2e-6 from step 9 of 384; 12 epochs (every 4th step logged): losses 1.62, 1.62, 1.62, 1.61, 1.61 "
        "... 1.58-1.63 in the last third, the val loss 1.61 and val accuracy 0.183 at all 12 "
        "evaluations, test 1.61 and 0.187 (sound 1-D CNNs on these traces: ~0.49-0.58 and 0.72-0.78)",
        ("undertrained",),
        family="cnn",
        dataset="accordion-bellows-pressure",
        seed=99003,
        runs=zf_runs(
            schedule=lambda_schedule(multistep_milestones_in_epochs),
            hparams={"milestones": "[3, 6, 9]", "gamma": 0.1},
        ),
    ),
    ZZZZJ(
        "vzzzzj-zero-grad-on-ema-copy-mlp-kimchi",
        Plan(kimchi, "mlp", 1e-3, "adam", epochs=12, log_every=5, zero_grad=False, model_kw=W128),
        ("gradient-explosion", "loss-spikes"),
        "missing-zero-grad",
        "`ema_model.zero_grad()` called where `model.zero_grad()` was meant, so the trained net's "
        "gradients are never cleared and every step adds to all earlier ones; a 2x128 MLP under Adam lr "
        "1e-3, 12 epochs (every 5th step logged): losses 1.48, 1.35, 1.11, 1.08, 0.854 ... 0.226-1.78 in "
        "the last third, epoch means 1.1, 0.421, 0.551, 0.496, 0.632, 0.704, 0.7, 0.717, 0.593, 0.658, "
        "0.571, 0.372, the gradient norm 3.31 at the first logged step and up to 35.1, the val loss "
        "0.579, 0.432, 0.774, 0.879, 0.687, 1.12, 0.76, 0.808, 0.804, 0.503, 0.41, 0.398 and val "
        "accuracy 0.677-0.857, test 0.395 and 0.877 (sound MLPs on these crocks: ~0.27-0.41 and "
        "0.87-0.9)",
        (
            "loss-oscillation",
            "undertrained",
            "train-val-gap",
            "overfitting",
            "slow-convergence",
            "val-test-gap",
        ),
        family="mlp",
        dataset="kimchi-ferment-stages",
        seed=99004,
    ),
    # --- data
    ZZZZJ(
        "vzzzzj-val-holds-rescans-of-training-leaves-cnn-bonsai",
        Plan(bonsai_val_rescans_of_train, "cnn", 2e-3, "adam", epochs=30, log_every=10, model_kw=CH16),
        ("val-test-gap",),
        "data-leakage",
        "the validation patches are the following week's re-scans of training leaves (the same patches "
        "with fresh scanner noise); a 16-channel CNN under Adam lr 2e-3, 30 epochs (every 10th step "
        "logged): losses 1.56, 1.22, 0.888, 0.528, 0.398 ... 0.00374-0.0161 in the last third, the val "
        "loss 0.588, 0.306, 0.251 ... 0.0336-0.051 in the last third and val accuracy 0.837 to "
        "0.987-0.99, test (other trees) 0.439 and 0.88",
        ("overfitting", "zero-train-loss", "train-val-gap"),
        family="cnn",
        dataset="bonsai-leaf-patches",
        seed=99005,
    ),
    ZZZZJ(
        "vzzzzj-day-count-rule-labels-400-rows-mlp-kimchi",
        Plan(
            kimchi_day_count_labels,
            "mlp",
            2e-3,
            "adam",
            epochs=30,
            log_every=10,
            model_kw={"width": 256, "num_layers": 3},
        ),
        ("overfitting",),
        "label-noise",
        "400 of the 1,000 training crocks were labelled by the cellar's day-count rule instead of the "
        "fermentation master's grading; a 3x256 MLP under Adam lr 2e-3, 30 epochs (every 10th step "
        "logged): losses 1.27, 0.847, 0.819, 0.787, 0.816 ... 0.0996-0.301 in the last third, the val "
        "loss 0.593, 0.539, 0.535, 0.498 ... 0.484 at its lowest (epoch 8), then rising to 0.962-1.18 in "
        "the last fifth (1.04 at the end) and val accuracy 0.717-0.85, test 1.02 and 0.783 (sound MLPs "
        "on these crocks: ~0.27-0.41 and 0.87-0.9)",
        ("train-val-gap", "val-test-gap", "loss-oscillation"),
        family="mlp",
        dataset="kimchi-ferment-stages",
        seed=99006,
    ),
    ZZZZJ(
        "vzzzzj-shuffle-flag-on-val-loader-class-files-lstm-monorail",
        Plan(
            monorail,
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
        ("slow-convergence",),
        "data-not-shuffled",
        "the event logs concatenated from one file per depot finding and `shuffle=True` passed to the "
        "validation loader instead of the training one: each epoch runs through the findings in order; "
        "an LSTM (hidden 48) under Adam lr 3e-3 clipped at 1, 8 epochs (every 2nd step logged): losses "
        "1.75, 1.6, 1.43, 1.4, 1.89 ... falling within each class block and jumping at its boundaries "
        "(0.58 then 2.23, 2.75 in epoch 3), 0.634-1.75 in the last third, the val loss 1.58, 1.54, 1.46, "
        "1.31, 1.55, 1.27, 1.09, 1.05 and val accuracy 0.33-0.597, test 1.05 and 0.59 (sound sequence "
        "models on these logs: ~0.63-0.77 and 0.72-0.78)",
        ("periodic-loss", "loss-spikes", "loss-oscillation", "metric-at-baseline", "undertrained"),
        family="rnn",
        dataset="monorail-car-events",
        seed=99007,
    ),
    ZZZZJ(
        "vzzzzj-scaler-skipped-raw-pascals-cnn1d-accordion",
        Plan(accordion_raw_pascals, "cnn1d", 1e-3, "adam", epochs=10, log_every=5, model_kw=CH16),
        ("bad-initial-loss",),
        "unnormalized-input",
        "the data module's scaler was fitted only for the stage name the old script used, so the traces "
        "reach a 16-channel 1-D CNN in raw pascals (~1,200 Pa); Adam lr 1e-3, 10 epochs (every 5th step "
        "logged): losses 45.3, 28.3, 22.9, 11.9, 14.7 ... 1.31-3.45 in the last third, epoch means 28.2, "
        "4.6, 2.54, 2.76, 3.3, 2.76, 2.55, 2.35, 2.04, 1.99, the gradient norm 1,560 at the first logged "
        "step and up to 2,470, the val loss 4.31, 2.94, 3.19, 4.07, 2.93, 2.5, 2.19, 1.85, 2.13, 2.71 "
        "and val accuracy 0.1-0.37, test 2.46 and 0.307 (sound 1-D CNNs on these traces: ~0.49-0.58 and "
        "0.72-0.78)",
        (
            "metric-at-baseline",
            "loss-spikes",
            "loss-oscillation",
            "gradient-explosion",
            "slow-convergence",
            "train-val-gap",
            "undertrained",
            "overfitting",
        ),
        family="cnn",
        dataset="accordion-bellows-pressure",
        seed=99008,
    ),
    ZZZZJ(
        "vzzzzj-test-from-new-continuous-freezer-regression-gelato",
        Plan(
            gelato_test_new_freezer,
            "mlp",
            2e-3,
            "adamw",
            weight_decay=0.01,
            epochs=15,
            log_every=8,
            model_kw=W128,
        ),
        ("val-test-gap",),
        "distribution-shift",
        "the test batches come from the lab's new continuous freezer (dasher 500-700 rpm, pump 80-100%, "
        "draw -10 to -8 C, all outside the training batches' settings, and its overrun stops rising "
        "above 450 rpm); a 2x128 regression MLP under AdamW (lr 2e-3, weight decay 0.01), 15 epochs "
        "(every 8th step logged): losses 0.509, 0.0976, 0.158, 0.0717, 0.0726 ... 0.01-0.0461 in the "
        "last third, epoch means 0.321, 0.0826, 0.0576 ... 0.0294, the val loss 0.0999, 0.0652, 0.0579 "
        "... 0.0514-0.0623 from epoch 5, test 0.31",
        ("overfitting",),
        family="regression",
        dataset="gelato-overrun",
        seed=99009,
    ),
    # --- evaluation
    ZZZZJ(
        "vzzzzj-eval-patches-transposed-column-major-cnn-bonsai",
        Plan(
            bonsai,
            "cnn",
            2e-3,
            "adam",
            epochs=10,
            log_every=5,
            model_fault=eval_patches_transposed,
            model_kw=CH16,
        ),
        ("train-val-gap",),
        "eval-pipeline-mismatch",
        "the validation and test patches are exported column-major and read row-major, so every "
        "evaluation patch is transposed (training reads them right); a 16-channel CNN under Adam lr "
        "2e-3, 10 epochs (every 5th step logged): losses 1.61, 1.48, 1.28, 0.973, 0.811 ... 0.0516-0.301 "
        "in the last third, epoch means 1.2, 0.421, 0.288 ... 0.122, the val loss 1.76, 2.41, 3.14, "
        "3.67, 4.44, 4.47, 5.45, 5.33, 5.21, 6.22 and val accuracy 0.28-0.393, test 6.58 and 0.317 "
        "(sound CNNs on these patches: ~0.26-0.49 and 0.83-0.92)",
        ("overfitting", "metric-at-baseline", "val-test-gap"),
        family="cnn",
        dataset="bonsai-leaf-patches",
        seed=99010,
    ),
    ZZZZJ(
        "vzzzzj-eval-logits-over-temperature-100-bncnn1d-accordion",
        Plan(
            accordion,
            "bncnn1d",
            2e-3,
            "adam",
            epochs=20,
            log_every=6,
            model_fault=eval_logits_temperature_100,
            model_kw=CH16,
        ),
        ("train-val-gap",),
        "wrong-eval-logic",
        "the evaluation helper, taken from a calibration notebook, divides the logits by a temperature "
        "stored as 100 where 1.0 was meant; a 16-channel batch-norm 1-D CNN under Adam lr 2e-3, 20 "
        "epochs (every 6th step logged): losses 1.5, 1.32, 1.22, 1.22, 1.2 ... 0.332-0.795 in the last "
        "third, epoch means 1.29, 0.951, 0.77 ... 0.496, the val loss 1.6, 1.6, 1.59 ... 1.56-1.57 from "
        "epoch 9 and val accuracy 0.693 to 0.77-0.827, test 1.57 and 0.79",
        ("metric-at-baseline", "overfitting", "slow-convergence", "val-test-gap"),
        family="cnn-bn",
        dataset="accordion-bellows-pressure",
        seed=99011,
    ),
    # --- model
    ZZZZJ(
        "vzzzzj-bce-with-logits-on-standardised-overrun-regression-gelato",
        Plan(gelato, "mlp", 1e-3, "adam", epochs=10, log_every=5, model_kw=W128),
        ("gradient-explosion",),
        "wrong-loss-function",
        "`BCEWithLogitsLoss` kept from the lab's in-spec classifier template for the regression on the "
        "standardised overrun (targets above 1 and below 0); a 2x128 MLP under Adam lr 1e-3, 10 epochs "
        "(every 5th step logged): losses 0.609, 0.315, -0.0128, -0.295, -0.624 ... -1,250 to -301 in the "
        "last third, epoch means -0.00869, -3.25, -12.4, -33.6, -77.6, -150, -264, -430, -659, -954, the "
        "gradient norm 0.721 at the first logged step and up to 308, the val loss -1.19, -6.51, -21 ... "
        "-1,150, test -1,150",
        (
            "loss-runaway",
            "zero-train-loss",
            "bad-initial-loss",
            "train-val-gap",
            "loss-spikes",
            "slow-convergence",
            "undertrained",
        ),
        family="regression",
        dataset="gelato-overrun",
        seed=99012,
        runs=zf_runs(loss=bce_on_standardised_target, hparams={"loss": "BCEWithLogitsLoss"}),
    ),
    ZZZZJ(
        "vzzzzj-he-init-fan-in-1-cnn-bonsai",
        Plan(
            bonsai, "cnn", 1e-3, "adam", epochs=10, log_every=4, model_fault=he_init_fan_in_1, model_kw=CH16
        ),
        ("bad-initial-loss",),
        "poor-initialization",
        "a hand-written He init whose fan-in stayed at the config's default of 1: every conv and linear "
        "weight of a 16-channel CNN drawn with sd 1.41; Adam lr 1e-3, 10 epochs (every 4th step logged): "
        "losses 2,960, 1,820, 1,910, 1,720, 1,890 ... 229-1,020 in the last third, epoch means 1,910, "
        "1,410, 1,220 ... 537, the gradient norm 1,410 at the first logged step, the val loss 1,440, "
        "1,260, 1,150 ... 680 and val accuracy 0.23 to 0.413, test 677 and 0.4 (sound CNNs on these "
        "patches: ~0.26-0.49 and 0.83-0.92)",
        ("slow-convergence", "undertrained", "metric-at-baseline", "gradient-explosion", "loss-spikes"),
        family="cnn",
        dataset="bonsai-leaf-patches",
        seed=99013,
    ),
    ZZZZJ(
        "vzzzzj-requires-grad-off-on-net-not-ema-gru-monorail",
        Plan(monorail, "gru", 3e-3, "adam", epochs=12, log_every=6, params=head_only, model_kw=H48),
        ("slow-convergence",),
        "frozen-weights",
        "`requires_grad_(False)` called on the net instead of its EMA copy and only the head switched "
        "back on: the embedding and the GRU (hidden 48) never train; Adam lr 3e-3, 12 epochs (every 6th "
        "step logged): losses 1.55, 1.61, 1.58, 1.5, 1.54 ... 1.14-1.56 in the last third, epoch means "
        "1.57, 1.51, 1.48 ... 1.35, the val loss 1.53, 1.49, 1.46 ... 1.35 and val accuracy 0.33 to "
        "0.41-0.43, test 1.39 and 0.43 (sound sequence models on these logs: ~0.63-0.77 and 0.72-0.78)",
        ("undertrained", "metric-at-baseline"),
        family="rnn",
        dataset="monorail-car-events",
        seed=99014,
    ),
    # --- workflow
    ZZZZJ(
        "vzzzzj-epochs-from-steps-over-dataset-size-cnn1d-accordion",
        Plan(accordion, "cnn1d", 2e-3, "adam", epochs=2, log_every=2, model_kw=CH16),
        ("undertrained",),
        "too-few-epochs",
        "the epoch count computed as `total_steps // len(train_dataset)` (2,000 // 1,000 = 2) where "
        "`len(train_loader)` was meant; a 16-channel 1-D CNN under Adam lr 2e-3, 64 steps (every 2nd "
        "logged): losses 1.6, 1.57, 1.57, 1.57, 1.57 ... 0.998-1.36 in the last third, epoch means 1.54, "
        "1.34, the val loss 1.44, 1.18 and val accuracy 0.413, 0.593, test 1.19 and 0.593 (sound 1-D "
        "CNNs on these traces: ~0.49-0.58 and 0.72-0.78)",
        ("slow-convergence", "metric-at-baseline"),
        family="cnn",
        dataset="accordion-bellows-pressure",
        seed=99015,
    ),
    ZZZZJ(
        "vzzzzj-test-hard-coded-epoch-0-ckpt-lstm-monorail",
        Plan(monorail, "lstm", 3e-3, "adam", epochs=12, log_every=6, clip=1.0, model_kw=H48),
        ("val-test-gap",),
        "wrong-checkpoint-loaded",
        "the test script loads `checkpoints/epoch=0.ckpt`, a path hard-coded in the notebook it came "
        "from: the weights after the first epoch; an LSTM (hidden 48) under Adam lr 3e-3 clipped at 1, "
        "12 epochs (every 6th step logged): losses 1.6, 1.48, 1.42, 1.33, 1.27 ... 0.454-0.824 in the "
        "last third, epoch means 1.45, 0.977, 0.799 ... 0.491, the val loss 1.12, 0.873, 0.786 ... "
        "0.733-0.835 from epoch 3 (0.744 at the end) and val accuracy 0.547 to 0.687-0.73, test 1.09 and "
        "0.61",
        ("overfitting",),
        family="rnn",
        dataset="monorail-car-events",
        seed=99016,
        runs=zf_runs(test_at_step=32, hparams={"test_ckpt": "epoch=0.ckpt"}),
    ),
)

HEALTHY: tuple[Variant, ...] = (
    # --- accordion
    ZZZZJ(
        "vzzzzj-healthy-cnn1d-accordion-jitter-aug-dropout-val-twice",
        Plan(
            accordion,
            "cnn1d",
            2e-3,
            "adam",
            epochs=12,
            log_every=8,
            val_interval=0.5,
            model_fault=accordion_jitter,
            model_kw={"channels": 16, "dropout": 0.3},
        ),
        (),
        None,
        "a 16-channel 1-D CNN with dropout 0.3 and traces scaled by 0.78-1.28 plus 0.35 sd noise in "
        "training mode, Adam lr 2e-3, 12 epochs (every 8th step logged), evaluated twice an epoch: "
        "losses 1.6, 1.6, 1.53, 1.48, 1.52 ... 0.526-1.49 in the last third, epoch means 1.58, 1.47, "
        "1.32 ... 0.853, the val loss 1.57, 1.51, 1.45 ... 0.724-0.859 in the last half (below the "
        "epoch-mean training loss) and val accuracy 0.413 to 0.64-0.687, test 0.737 and 0.703",
        family="cnn",
        dataset="accordion-bellows-pressure",
        seed=99101,
    ),
    ZZZZJ(
        "vzzzzj-healthy-bncnn1d-accordion-batch-8-every-step-nesterov",
        Plan(
            accordion,
            "bncnn1d",
            0.01,
            "sgd",
            momentum=0.9,
            epochs=2,
            batch_size=8,
            log_every=1,
            model_kw=CH16,
        ),
        (),
        None,
        "two epochs of a 16-channel batch-norm 1-D CNN at batch 8 under SGD with Nesterov momentum 0.9 "
        "at lr 0.01, every step logged (250 steps): losses 1.6, 1.64, 1.65, 1.64, 1.71 ... 0.414-1.37 in "
        "the last third, the val loss 0.679, 0.581 and val accuracy 0.727, 0.757, test 0.578 and 0.717",
        family="cnn-bn",
        dataset="accordion-bellows-pressure",
        seed=99102,
        runs=zf_runs(optimizer_kw={"nesterov": True}),
    ),
    ZZZZJ(
        "vzzzzj-healthy-cnn1d-accordion-rmsprop-step-cut-level-tail",
        Plan(
            accordion,
            "cnn1d",
            6e-3,
            "rmsprop",
            epochs=14,
            log_every=10,
            schedule="step",
            step_size=256,
            gamma=0.1,
            model_kw=CH16,
        ),
        (),
        None,
        "a 16-channel 1-D CNN under RMSprop lr 6e-3 with a StepLR cut (x0.1 at step 256), 14 epochs "
        "(every 10th step logged): losses 1.48, 1.2, 0.82, 0.914, 0.907 ... 0.207-0.798 in the last "
        "third, epoch means 1.33, 0.788, 0.641 ... 0.506-0.51 after the cut (level), the val loss 1.33, "
        "0.745, 0.777, 0.646, 0.622, 0.637, 0.536, 0.509, then 0.487-0.49 and val accuracy 0.34 to "
        "0.777-0.783, test 0.514 and 0.75",
        family="cnn",
        dataset="accordion-bellows-pressure",
        seed=99103,
    ),
    # --- bonsai
    ZZZZJ(
        "vzzzzj-healthy-resnet-bonsai-warmup-cosine-bf16",
        Plan(
            bonsai,
            "resnet",
            4e-3,
            "adamw",
            weight_decay=0.05,
            epochs=8,
            batch_size=64,
            log_every=2,
            schedule="warmup-cosine",
            warmup=30,
            bf16=True,
        ),
        (),
        None,
        "a small residual net under AdamW (lr 4e-3, weight decay 0.05) at batch 64 with a 30-step "
        "warm-up and cosine decay in bf16-mixed autocast, 8 epochs (128 steps, every 2nd logged): losses "
        "1.71, 1.73, 1.71, 1.65, 1.58 ... 0.439-0.591 in the last third, the val loss 1.52, 1.09, 0.787, "
        "0.639, 0.564, 0.528, 0.501, 0.494 and val accuracy 0.33 to 0.857, test 0.485 and 0.827",
        family="resnet",
        dataset="bonsai-leaf-patches",
        seed=99104,
    ),
    ZZZZJ(
        "vzzzzj-healthy-bncnn-bonsai-mirror-aug-val-every-2",
        Plan(
            bonsai,
            "bncnn",
            0.03,
            "sgd",
            momentum=0.9,
            epochs=12,
            log_every=12,
            val_every_epochs=2,
            schedule="cosine",
            model_fault=bonsai_mirror,
            model_kw=CH16,
        ),
        (),
        None,
        "a 16-channel batch-norm CNN with random left-right mirroring in training mode, SGD with "
        "momentum 0.9 at lr 0.03 and cosine decay, 12 epochs (every 12th step logged), evaluated every 2 "
        "epochs: losses 1.16, 0.836, 0.497, 0.392, 0.536 ... 0.149-0.326 in the last third, epoch means "
        "1.11, 0.501, 0.396 ... 0.269, the val loss 0.385, 0.389, 0.317, 0.303, 0.264, 0.262 and val "
        "accuracy 0.853, 0.83, 0.863, 0.87, 0.923, 0.92, test 0.261 and 0.883",
        family="cnn-bn",
        dataset="bonsai-leaf-patches",
        seed=99105,
    ),
    ZZZZJ(
        "vzzzzj-healthy-cnn-bonsai-64-steps-still-improving",
        Plan(bonsai, "cnn", 3e-3, "adam", epochs=2, log_every=1, model_kw=CH16),
        (),
        None,
        "two epochs (64 steps, every step logged) of a 16-channel CNN under Adam lr 3e-3: losses 1.6, "
        "1.6, 1.56, 1.52, 1.47 ... 0.183-0.484 in the last third, epoch means 0.91, 0.322, the val loss "
        "0.392, 0.303 and val accuracy 0.857, 0.877 (still improving), test 0.318 and 0.84",
        family="cnn",
        dataset="bonsai-leaf-patches",
        seed=99106,
    ),
    # --- monorail
    ZZZZJ(
        "vzzzzj-healthy-transformer-monorail-warmup-level-then-drop",
        Plan(
            monorail,
            "transformer",
            1e-3,
            "adamw",
            weight_decay=0.01,
            epochs=12,
            log_every=4,
            schedule="warmup-linear",
            warmup=80,
            model_kw={"dropout": 0.1},
        ),
        (),
        None,
        "a small transformer with dropout 0.1 under AdamW (lr 1e-3, weight decay 0.01) with an 80-step "
        "warm-up and linear decay, 12 epochs (every 4th step logged): losses 1.73, 1.7, 1.69, 1.66, 1.62 "
        "(level while the lr is small), then down: epoch means 1.64, 1.35, 0.953, 0.786 ... 0.636, "
        "0.246-0.919 in the last third, the val loss 1.48, 1.11, 0.876, 0.742, 0.691 ... 0.651-0.667 in "
        "the last half and val accuracy 0.437 to 0.75-0.783, test 0.63 and 0.77",
        family="transformer",
        dataset="monorail-car-events",
        seed=99107,
    ),
    ZZZZJ(
        "vzzzzj-healthy-gru-monorail-early-stop-patience-4",
        Plan(
            monorail,
            "gru",
            3e-3,
            "adam",
            epochs=40,
            log_every=10,
            early_stop=4,
            clip=1.0,
            model_kw={"hidden": 64},
        ),
        (),
        None,
        "a GRU (hidden 64) under Adam lr 3e-3 clipped at 1, early stopping on the val loss with patience "
        "4 (up to 40 epochs; every 10th step logged): it stopped after 9 epochs; losses 1.59, 1.43, "
        "1.28, 1.05, 0.954 ... 0.499-0.713 in the last third, the val loss 1.07, 0.886, 0.811, 0.754, "
        "0.718 (min), 0.741, 0.804, 0.732, 0.839 and val accuracy 0.573 to 0.697-0.747, test 0.771 and "
        "0.723",
        family="rnn",
        dataset="monorail-car-events",
        seed=99108,
    ),
    ZZZZJ(
        "vzzzzj-healthy-lstm-monorail-triangular2-cyclic-lr",
        Plan(
            monorail, "lstm", 6e-3, "adam", epochs=10, log_every=3, schedule="cosine", clip=1.0, model_kw=H48
        ),
        (),
        None,
        "an LSTM (hidden 48) under Adam clipped at 1 with a triangular2 cyclic lr (6e-4 up to 6e-3 and "
        "back every 100 steps, the amplitude halved each cycle), 10 epochs (every 3rd step logged): "
        "losses 1.59, 1.59, 1.58, 1.57, 1.59 ... 0.221-0.758 in the last third, epoch means 1.55, 1.06, "
        "0.781 ... 0.524, the val loss 1.34, 0.862, 0.775, 0.75, 0.728, 0.754, 0.774, 0.779, 0.749, "
        "0.725 and val accuracy 0.473 to 0.697-0.74, test 0.717 and 0.75",
        family="rnn",
        dataset="monorail-car-events",
        seed=99109,
        runs=zf_runs(
            schedule=lambda_schedule(triangular_halving), hparams={"scheduler": "triangular2, 100 steps"}
        ),
    ),
    # --- gelato
    ZZZZJ(
        "vzzzzj-healthy-regression-gelato-long-sgd-log-100",
        Plan(
            gelato_long,
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
        "a 2x64 regression MLP under SGD with momentum 0.9 at lr 3e-3 over a 2,000-batch draw, 40 epochs "
        "(2,500 steps, logged every 100), evaluated every 4 epochs: losses 0.102, 0.0404, 0.0605, "
        "0.0711, 0.057 ... 0.0286-0.0549 in the last third, epoch means 0.588, 0.121, 0.0937 ... "
        "0.0381-0.039 in the last fifth (creeping down), the val loss 0.0721, 0.0523, 0.0481, 0.0487, "
        "0.0442, 0.0444, 0.0445, 0.0479, 0.0429, 0.0435, test 0.0474",
        family="regression",
        dataset="gelato-overrun",
        seed=99110,
    ),
    ZZZZJ(
        "vzzzzj-healthy-regression-gelato-plateau-rmsprop",
        Plan(
            gelato,
            "mlp",
            2e-3,
            "rmsprop",
            epochs=20,
            log_every=8,
            schedule="plateau",
            gamma=0.5,
            model_kw=W128,
        ),
        (),
        None,
        "a 2x128 regression MLP under RMSprop lr 2e-3 with ReduceLROnPlateau (factor 0.5; the lr 5e-4 by "
        "step 168 and below 1e-6 by step 488), 20 epochs (every 8th step logged): losses 0.53, 0.118, "
        "0.108, 0.0868, 0.0555 ... 0.0295-0.0387 in the last third, the val loss 0.0986, 0.0663, 0.0863, "
        "0.0528 ... 0.0535-0.0538 from epoch 10 (level), test 0.051",
        family="regression",
        dataset="gelato-overrun",
        seed=99111,
    ),
    ZZZZJ(
        "vzzzzj-healthy-regression-gelato-bf16-never-evaluated",
        Plan(gelato, "mlp", 2e-3, "adam", epochs=8, batch_size=16, log_every=10, bf16=True, model_kw=W128),
        (),
        None,
        "a 2x128 regression MLP at batch 16 under Adam lr 2e-3 in bf16-mixed autocast, 8 epochs (every "
        "10th step logged), no validation set passed (judged on the test after training): losses 0.268, "
        "0.142, 0.0803, 0.0617, 0.129 ... 0.0204-0.0598 in the last third, epoch means 0.214, 0.0693, "
        "0.0646 ... 0.0387, test 0.0621",
        family="regression",
        dataset="gelato-overrun",
        seed=99112,
        runs=zf_runs(evaluate=False),
    ),
    # --- kimchi
    ZZZZJ(
        "vzzzzj-healthy-mlp-kimchi-early-stop-dropout",
        Plan(
            kimchi,
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
        "a 2x256 MLP with dropout 0.3 under Adam lr 2e-3, early stopping on the val loss with patience 4 "
        "(up to 50 epochs; every 8th step logged): it stopped after 8 epochs; losses 0.972, 0.514, "
        "0.318, 0.386, 0.348 ... 0.0499-1.02 in the last third, epoch means 0.647, 0.293 ... 0.177, the "
        "val loss 0.341, 0.297, 0.312, 0.265 (min), 0.306, 0.299, 0.275, 0.271 and val accuracy "
        "0.847-0.893, test 0.405 and 0.893",
        family="mlp",
        dataset="kimchi-ferment-stages",
        seed=99113,
    ),
    ZZZZJ(
        "vzzzzj-healthy-mlp-kimchi-label-smoothing-0.1",
        Plan(
            kimchi,
            "mlp",
            2e-3,
            "adamw",
            weight_decay=0.01,
            epochs=15,
            log_every=6,
            schedule="cosine",
            model_kw=W128,
        ),
        (),
        None,
        "a 2x128 MLP trained with cross-entropy at label smoothing 0.1 under AdamW (lr 2e-3, weight "
        "decay 0.01) with cosine decay, 15 epochs (every 6th step logged): losses 1.33, 1.0, 0.845, "
        "0.792, 0.899 ... 0.456-0.713 in the last third, epoch means 1.0, 0.655, 0.605 ... 0.513 (the "
        "smoothed loss's floor), the val loss 0.712, 0.654, 0.623 ... 0.608-0.616 from epoch 5 and val "
        "accuracy 0.847 to 0.877-0.88, test 0.64 and 0.897",
        family="mlp",
        dataset="kimchi-ferment-stages",
        seed=99114,
        runs=zf_runs(loss=label_smoothing_0_1, hparams={"label_smoothing": 0.1}),
    ),
    ZZZZJ(
        "vzzzzj-healthy-mlp-kimchi-batch-16-clip-val-4x",
        Plan(
            kimchi,
            "mlp",
            5e-3,
            "sgd",
            momentum=0.9,
            epochs=3,
            batch_size=16,
            log_every=3,
            val_interval=0.25,
            clip=1.0,
            model_kw=MLP64,
        ),
        (),
        None,
        "three epochs of a 2x64 MLP at batch 16 under SGD with momentum 0.9 at lr 5e-3 clipped at 1 "
        "(every 3rd step logged), evaluated four times an epoch: losses 1.61, 1.66, 1.65, 1.58, 1.54 ... "
        "0.268-0.845 in the last third, epoch means 1.37, 0.782, 0.455, the val loss 1.54, 1.39, 1.23, "
        "1.07, 0.901, 0.777, 0.668, 0.586, 0.51, 0.451, 0.41, 0.383 and val accuracy 0.433 to "
        "0.873-0.89, test 0.402 and 0.883",
        family="mlp",
        dataset="kimchi-ferment-stages",
        seed=99115,
    ),
    ZZZZJ(
        "vzzzzj-healthy-mlp-kimchi-onecycle-nadam-batch-64",
        Plan(
            kimchi,
            "mlp",
            4e-3,
            "nadam",
            epochs=16,
            batch_size=64,
            log_every=4,
            schedule="onecycle",
            model_kw={"width": 128, "num_layers": 3},
        ),
        (),
        None,
        "a 3x128 MLP at batch 64 under NAdam with a one-cycle schedule (peak 4e-3), 16 epochs (every 4th "
        "step logged): losses 1.61, 1.6, 1.58, 1.55, 1.47 ... 0.018-0.176 in the last third, epoch means "
        "1.59, 1.24, 0.443 ... 0.0901, the val loss 1.53, 0.68, 0.384, 0.371, 0.301, 0.307, 0.414 ... "
        "0.302-0.307 in the last half (level) and val accuracy 0.697 to 0.89-0.897, test 0.412 and 0.893",
        family="mlp",
        dataset="kimchi-ferment-stages",
        seed=99116,
    ),
)
