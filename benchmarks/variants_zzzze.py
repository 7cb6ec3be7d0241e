"""Variant battery zzzze: a look-alike of an external held-out suite, real framework runs (`--battery zzzze`).

    nice -n 10 python benchmarks/variants.py --battery zzzze --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery zzzze [--runs]

Like batteries d-zzzzc, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is the log),
trained by battery d's runner through the earlier batteries' wrappers (battery zf's runner, battery ze's
LambdaLR schedules), battery zj's model and augmentation wrappers and this battery's own hooks (a
temperature of 100 in the evaluation path, a frozen all-zero embedding, hidden biases at -4, a small
normal initialiser under tanh, an lr finder's exponential ramp left on), so each case can run in each of
the three layouts; the layout rotation of variants.py picks one.
It was written blind: its author trained it with `--train-only`, read the raw logged numbers of each
run, and never diagnosed or scored it, so it is held-out data for the tool.
Its halves are even (one fault each, one cause a case, spread over every family of cause: optimisation,
data, evaluation, model, workflow), injected into data sets no battery had at a realistic strength, in
forms earlier batteries did not use (see each case's description and each hook's docstring).
The data sets are new, all made offline with numpy from known generating models (see each generator): a
water utility's smart-meter flow traces by the household's use pattern (ordinary, leak, running toilet,
irrigation, long shower; 64 readings), 12x12 patches of a veneer mill's grain scans (straight, crown,
ray fleck, burl, bird's-eye), a river sluice gate's controller event logs by the operator's finding
(routine, silt blockage, actuator fault, flood release, sensor drift; left-padded to 20), a trout
hatchery's 30-day weight gains (from the water, the feed and the stock; standardised) and an orchid
nursery's species labels (from 10 flower measurements).
Runs of ~30 to ~1,600 steps: MLPs (2x64 to 3x256, dropout; one eight-layer tanh MLP), 2-D CNNs with and
without batch norm, a small residual net, 1-D CNNs with and without batch norm, GRU, LSTM and ReLU RNN
readers of the sluice logs, small transformers and regression MLPs; SGD with momentum, Adam, AdamW,
NAdam, RMSprop, Adamax; constant, cosine, warm-up + cosine, one-cycle, step, plateau, cyclic (LambdaLR)
and exponential schedules; bf16-mixed autocast, shift and flip augmentation, dropout, early stopping,
clipping; batches of 8 to 128; cadences from every step to once every 100 steps, evaluations four times
an epoch, twice an epoch, once an epoch, every few epochs or never.
The faulty half: plain SGD at lr 0.5 on a regression MLP, an lr finder's exponential ramp left on for
the whole run, a step schedule dividing the lr by 100 after the first epoch, an unclipped ReLU RNN, a
30-day weigh-in column left among the features (blank in the test sheet), 30% of the training patches
duplicated with another grain's label, greenhouse-grown training orchids scored on wild ones, sluice
logs truncated to their first 4 (padding) positions, targets log-transformed for training but the test
sheet raw, a temperature of 100 left in the evaluation forward, test traces from a meter sampling twice
as often, a frozen all-zero embedding, hidden biases initialised at -4, an eight-layer tanh MLP under a
normal(0, 0.01) initialiser, a 5% debug subsample as the training set and early stopping with patience 1
checked four times an epoch.
The healthy half holds sound runs a naive reader can take for a fault (see the healthy cases'
descriptions): val losses below the training loss under shift augmentation and dropout, batch-8 noise
logged every step, a warm-up bump, bf16 noise, a val bump before a step cut, plateau cuts, a cyclic lr's
wavy loss, a GRU's level and noisy val loss, early stopping, a slow SGD regression over 1,500 steps
logged every 100, a 30-step run still improving and a run never evaluated.
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


WATER_USES = ("ordinary", "leak", "running-toilet", "irrigation", "long-shower")


def _water(seed: int, n: int, length: int = 64, rate: float = 1.0) -> tuple[Any, Any]:
    """A water utility's smart-meter flow traces (litres a minute, one reading a minute over an hour of
    the evening, `rate` readings a minute on a faster meter), labelled by the utility's field visit: an
    ordinary household (2-5 short draws of 2-8 l/min from taps and the kitchen), a leak (the same draws
    over a constant trickle of 0.3-0.9 l/min), a running toilet (refill pulses of 3-6 l/min every 5-9
    minutes), irrigation (a block of 10-18 l/min for 12-30 minutes) or a long shower (a block of 6-10
    l/min for 10-20 minutes). The meter's noise (sd 0.15-0.4) and an ordinary draw or two on top of every
    pattern blur the classes: a faint leak reads as ordinary, a short irrigation as a shower, so sound
    1-D CNNs stop near 0.8-0.95."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.24, 0.19, 0.19, 0.19, 0.19])
    t = np.arange(length, dtype=float) / rate
    x = np.zeros((n, length))
    for i in range(n):
        c = int(y[i])
        flow = np.zeros(length)
        draws = int(rng.integers(2, 6)) if c in (0, 1) else int(rng.integers(0, 3))
        for _ in range(draws):
            at, dur = rng.uniform(0, 60), rng.uniform(0.5, 3)
            flow += rng.uniform(2, 8) * ((t >= at) & (t < at + dur))
        if c == 1:
            flow += rng.uniform(0.3, 0.9)
        if c == 2:
            period, start = rng.uniform(5, 9), rng.uniform(0, 5)
            flow += rng.uniform(3, 6) * (((t - start) % period) < 1.2) * (t >= start)
        if c in (3, 4):
            dur = rng.uniform(12, 30) if c == 3 else rng.uniform(10, 20)
            at = rng.uniform(0, 60 - dur)
            flow += (rng.uniform(10, 18) if c == 3 else rng.uniform(6, 10)) * ((t >= at) & (t < at + dur))
        x[i] = flow + rng.normal(0, rng.uniform(0.15, 0.4), length)
    return x, y


def water(seed: int = 96101, sizes: tuple[int, int, int] = SIZES, name: str = "water-meter-flows") -> Splits:
    """The traces (N, 64), centred and scaled by the training traces' mean and sd, 5 classes."""
    x, y = _water(seed, sum(sizes))
    return _signal_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def water_test_fast_meter() -> Splits:
    """The bug: the test traces come from the utility's new meters, which read twice a minute; the loader
    crops every trace to its first 64 readings as for the old meters, so a test trace holds half an hour
    drawn out over 64 readings, scaled with the old meters' statistics."""
    import numpy as np

    x, y = _water(96103, sum(SIZES[:2]))
    xt, yt = _water(96104, SIZES[2], rate=2.0)
    stats = _stats(x[: SIZES[0]])
    return _signal_splits(np.concatenate([x, xt]), np.concatenate([y, yt]), SIZES, "water-meter-flows", stats)


GRAINS = ("straight", "crown", "ray-fleck", "burl", "birds-eye")


def _veneer(seed: int, n: int) -> tuple[Any, Any]:
    """12x12 patches of a veneer mill's grain scans (the sheet's brightness), labelled by the grader:
    straight grain (near-vertical stripes of period 3-5), crown (nested arcs around a centre off the
    patch), ray fleck (straight stripes crossed by short bright flecks), burl (swirling blobs from a sum
    of random bumps) or bird's-eye (straight stripes with 2-4 small dark eyes). Each patch has a random
    phase, a tilt, a contrast of 0.5-1.1 and a noise of sd 0.3-0.55, so sound CNNs stop near 0.85-0.97."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.22, 0.2, 0.2, 0.2, 0.18])
    yy, xx = np.mgrid[0:12, 0:12].astype(float)
    x = np.zeros((n, 12, 12))
    for i in range(n):
        c = int(y[i])
        tilt, phase, period = rng.uniform(-0.25, 0.25), rng.uniform(0, 6), rng.uniform(3, 5)
        stripes = np.sin(2 * np.pi * (xx + tilt * yy + phase) / period)
        if c == 1:
            cx, cy = rng.uniform(-8, 20), rng.uniform(14, 24) * rng.choice([-1, 1]) + 6
            img = np.sin(2 * np.pi * np.hypot(xx - cx, yy - cy) / period + phase)
        elif c == 3:
            img = np.zeros((12, 12))
            for _ in range(6):
                bx, by, s = rng.uniform(0, 12), rng.uniform(0, 12), rng.uniform(1.2, 2.5)
                img += rng.choice([-1, 1]) * np.exp(-((xx - bx) ** 2 + (yy - by) ** 2) / (2 * s * s))
            img = 1.3 * img
        else:
            img = stripes
        if c == 2:
            for _ in range(int(rng.integers(2, 4))):
                fy, fx = int(rng.integers(0, 12)), int(rng.integers(0, 9))
                img[fy, fx : fx + 3] += 1.8
        if c == 4:
            for _ in range(int(rng.integers(2, 5))):
                ex, ey = rng.uniform(1, 11), rng.uniform(1, 11)
                img -= 1.8 * np.exp(-((xx - ex) ** 2 + (yy - ey) ** 2) / 1.2)
        x[i] = rng.uniform(0.5, 1.1) * img + rng.normal(0, rng.uniform(0.3, 0.55), (12, 12))
    return x, y


def veneer(
    seed: int = 96201, sizes: tuple[int, int, int] = SIZES, name: str = "veneer-grain-patches"
) -> Splits:
    """The patches as (N, 1, 12, 12), centred and scaled by the training patches' mean and sd, 5 classes."""
    x, y = _veneer(seed, sum(sizes))
    return _patch_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def veneer_flipped_duplicates() -> Splits:
    """The bug: a merge of two grading sheets appended 30% of the training patches a second time, and
    the second sheet's grades are keyed one grain further along the grader's list: 300 duplicated
    patches carry another grain's label (1,300 training patches)."""
    import numpy as np

    x, y = _veneer(96202, sum(SIZES))
    n = SIZES[0]
    pick = np.random.default_rng(96203).choice(n, 300, replace=False)
    x = np.concatenate([x[:n], x[pick], x[n:]])
    y = np.concatenate([y[:n], (y[pick] + 1) % 5, y[n:]])
    stats = _stats(x[: n + 300])
    return _patch_splits(x, y, (n + 300, SIZES[1], SIZES[2]), "veneer-grain-patches", stats)


def veneer_debug_subsample() -> Splits:
    """The bug: `train = train.sample(frac=0.05)` left from a debugging notebook: 50 training patches."""
    x, y = _veneer(96204, 650)
    return _patch_splits(x, y, (50, 300, 300), "veneer-grain-patches", _stats(x[:50]))


SLUICE_EVENTS = (
    "<pad>",
    "gate-open",
    "gate-close",
    "gate-stall",
    "level-up",
    "level-down",
    "level-alarm",
    "flow-high",
    "flow-low",
    "motor-current-high",
    "limit-switch",
    "sensor-jump",
    "sensor-reset",
    "operator-override",
    "heartbeat",
)
SLUICE_FINDINGS = ("routine", "silt-blockage", "actuator-fault", "flood-release", "sensor-drift")
_SLUICE_FAVOURED = ((1, 2, 14, 5), (8, 3, 9, 13), (3, 9, 10, 13), (4, 6, 7, 1), (11, 12, 6, 14))
_SLUICE_LENGTHS = ((10, 20), (7, 16), (6, 15), (9, 20), (7, 18))


def _sluice(seed: int, n: int, length: int = 20) -> tuple[Any, Any]:
    """A river sluice gate's controller event logs over a day (the gate opening, closing and stalling,
    the level rising, falling and alarming, the flow high or low, the motor's current high, the limit
    switch, the level sensor jumping and resetting, operator overrides, heartbeats; ids 1-14, 0 pads on
    the left), labelled by the operator's finding: routine, a silt blockage, an actuator fault, a flood
    release or a drifting sensor. Each finding is a Markov chain over one shared random base tilted
    towards its four favoured events, and 20% of the events are replaced by a random one (a lossy radio
    link), so sound sequence models stop near 0.6-0.8."""
    import numpy as np

    rng = np.random.default_rng(seed)
    base = np.random.default_rng(96300).dirichlet(np.ones(14) * 0.6, size=14)
    chains = []
    for favoured in _SLUICE_FAVOURED:
        tilt = np.zeros((14, 14))
        tilt[:, [f - 1 for f in favoured]] = 0.17
        chain = base + tilt
        chains.append(chain / chain.sum(1, keepdims=True))
    y = rng.choice(5, n, p=[0.24, 0.19, 0.19, 0.19, 0.19])
    x = np.zeros((n, length), dtype=np.int64)
    for i in range(n):
        c = int(y[i])
        size = int(rng.integers(*_SLUICE_LENGTHS[c]))
        state = int(rng.integers(0, 14))
        events = []
        for _ in range(size):
            state = int(rng.choice(14, p=chains[c][state]))
            events.append(int(rng.integers(1, 15)) if rng.random() < 0.2 else state + 1)
        x[i, length - size :] = events
    return x, y


def sluice(
    seed: int = 96301, sizes: tuple[int, int, int] = SIZES, name: str = "sluice-gate-events"
) -> Splits:
    """Event windows (N, 20) over 15 ids (0 the padding), 5 classes."""
    x, y = _sluice(seed, sum(sizes))
    return _token_splits(x, y, sizes, name)


def sluice_truncated_to_4() -> Splits:
    """The bug: the tokenizer's `max_length=4, truncation_side="right"` (a setting copied from a
    right-padded model) cuts every left-padded window to its first 4 positions: logs of 16 events or fewer
    keep only padding, longer ones their first one to four events."""
    x, y = _sluice(96302, sum(SIZES))
    x = x[:, :4].copy()
    x[0, 0] = 14  # the vocabulary as the tokenizer declares it (ids 0-14)
    return _token_splits(x, y, SIZES, "sluice-gate-events")


TROUT_COLUMNS = (
    "water_c",
    "oxygen_mg_l",
    "feed_pct",
    "density_kg_m3",
    "start_g",
    "ph",
    "light_h",
    "strain",
    "flow_l_s",
)


def _trout(seed: int, n: int) -> tuple[Any, Any]:
    """A trout hatchery's raceway log: each batch's water temperature (8-20 C), dissolved oxygen, the
    daily feed (% of body weight), the stocking density, the start weight, the pH, the light hours, the
    strain (0-2) and the flow; the target is the mean 30-day weight gain in grams: the start weight's
    specific growth at a rate peaking near 15 C (a bell in the temperature), limited by oxygen below 8
    mg/l, saturating in the feed, falling with the density and off-neutral pH, a strain effect and the
    weighing's noise (sd 6%) (standardised: a floor near an MSE of 0.04-0.06)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    water_c = rng.uniform(8, 20, n)
    oxygen = rng.uniform(5, 11, n)
    feed = rng.uniform(0.8, 3.0, n)
    density = rng.uniform(10, 60, n)
    start = rng.uniform(20, 120, n)
    ph = rng.normal(7.2, 0.35, n)
    light = rng.uniform(8, 16, n)
    strain = rng.integers(0, 3, n).astype(float)
    flow = rng.uniform(2, 12, n)
    rate = (
        0.028
        * np.exp(-(((water_c - 15) / 4.5) ** 2))
        * np.minimum(1.0, oxygen / 8.0)
        * (1 - np.exp(-feed / 1.1))
        * (1 - 0.006 * (density - 10))
        * (1 - 0.3 * (ph - 7.2) ** 2)
        * (1 + 0.08 * (strain - 1))
        * (1 + 0.01 * (light - 12))
    )
    gain = start * (np.exp(30 * rate) - 1) * np.exp(rng.normal(0, 0.06, n))
    x = np.column_stack([water_c, oxygen, feed, density, start, ph, light, strain, flow])
    return x, gain


def trout(seed: int = 96401, sizes: tuple[int, int, int] = SIZES, name: str = "trout-weight-gain") -> Splits:
    """9 standardised columns, the standardised gain."""
    x, y = _trout(seed, sum(sizes))
    return _generated(name, x, y, 0, sizes)


def trout_long() -> Splits:
    """A 1,600-batch draw."""
    return trout(96402, (1600, 300, 300), "trout-weight-gain-1600")


def trout_weighin_column() -> Splits:
    """The bug: the feature export includes `weighin_day30_g`, the day-30 weigh-in (the gain plus the
    start weight, measured after the fact); the test sheet, exported before the weigh-in, has the column
    blank (filled with the training mean by the imputer)."""
    import numpy as np

    x, y = _trout(96403, sum(SIZES))
    weighin = y + x[:, 4]
    weighin[SIZES[0] + SIZES[1] :] = weighin[: SIZES[0]].mean()
    return _generated("trout-weight-gain", np.column_stack([x, weighin]), y, 0, SIZES)


def trout_log_train_raw_test() -> Splits:
    """The bug: the training script regresses `log(gain)` (standardised), the test sheet's targets are
    the raw gains in grams, standardised with the log targets' mean and sd, and the predictions are
    never exponentiated back."""
    import numpy as np

    x, y = _trout(96404, sum(SIZES))
    n, m = SIZES[0], SIZES[0] + SIZES[1]
    logs = np.log(y)
    mu, sd = logs[:n].mean(), logs[:n].std()
    target = (logs - mu) / sd
    target[m:] = (y[m:] - mu) / sd
    return _regression_table("trout-weight-gain", x, target, SIZES, target_scaled=False)


ORCHID_SPECIES = ("phalaenopsis", "dendrobium", "cattleya", "oncidium", "paphiopedilum")


def _orchids(seed: int, n: int, scale: float = 1.0) -> tuple[Any, Any]:
    """An orchid nursery's species labels (the nursery's botanist) from 10 flower measurements: the
    dorsal sepal's and the petals' length and width, the lip's length and width, the column's length,
    the spur's length, the flowers on the spike and the stem's diameter. Each species has its profile
    (a phalaenopsis broad-petalled, a paphiopedilum with its pouch of a lip, an oncidium small-flowered
    and many on the spike...); hybrids (one plant in seven) take 40% of their measurements from another
    species' profile, so sound MLPs stop near 0.82-0.9. `scale` multiplies the flower's sizes (greenhouse
    plants under lights grow larger flowers)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.24, 0.19, 0.19, 0.19, 0.19])
    prof = np.array(
        [
            # sepal l, sepal w, petal l, petal w, lip l, lip w, column, spur, flowers, stem
            [40, 22, 42, 40, 22, 18, 9, 0.5, 8, 6],
            [25, 10, 24, 12, 20, 15, 5, 4, 12, 5],
            [55, 18, 56, 35, 48, 40, 20, 0.5, 4, 7],
            [14, 6, 15, 7, 22, 24, 4, 1.5, 40, 4],
            [38, 30, 45, 12, 40, 22, 12, 0.5, 1.2, 6],
        ]
    )
    sds = np.array([6, 4, 7, 6, 5, 5, 2.5, 1.0, 3, 1.0])
    hybrid = rng.random(n) < 1 / 7
    other = np.where(hybrid, rng.integers(0, 5, n), y)
    cols = np.arange(10)
    x = np.zeros((n, 10))
    for i in range(n):
        source = np.where(rng.random(10) < 0.4, other[i], y[i])
        x[i] = np.abs(rng.normal(prof[source, cols], sds * rng.uniform(0.9, 1.6)))
    sizes = np.array([1, 1, 1, 1, 1, 1, 1, 1, 0, 1], dtype=float)
    return x * (1 + (scale - 1) * sizes), y


def orchids(seed: int = 96501, sizes: tuple[int, int, int] = SIZES, name: str = "orchid-species") -> Splits:
    """10 standardised columns, 5 classes."""
    x, y = _orchids(seed, sum(sizes))
    return _generated(name, x, y, 5, sizes)


def orchids_greenhouse_train() -> Splits:
    """The bug: the training plants are the nursery's own greenhouse stock, grown under lights with
    flowers 35% larger; the validation and test plants are wild-collected ones brought in for
    identification (the features standardised with the greenhouse statistics)."""
    import numpy as np

    xg, yg = _orchids(96502, SIZES[0], scale=1.35)
    xw, yw = _orchids(96503, SIZES[1] + SIZES[2])
    return _generated("orchid-species", np.concatenate([xg, xw]), np.concatenate([yg, yw]), 5, SIZES)


# ---------------------------------------------------------------- injected faults (and healthy hooks)


def _temperature_100(inner: Any, x: torch.Tensor) -> torch.Tensor:
    out: torch.Tensor = inner(x)
    return out if inner.training else out / 100.0


temperature_100_in_eval = _wrapper(_temperature_100)
temperature_100_in_eval.__doc__ = """The bug: the evaluation forward divides the logits by a temperature
of 100 (`logits / T` with `T = 100` left from a calibration sweep whose grid started at 100): the
validation and test probabilities are nearly uniform while their argmax is unchanged."""


def frozen_zero_embedding(net: nn.Module) -> nn.Module:
    """The bug: the embedding is built from a pretrained-vectors file that failed to load
    (`torch.zeros(vocab, dim)` as the fallback) and frozen with `freeze=True`: every token embeds to 0."""
    import torch

    for m in net.modules():
        if isinstance(m, torch.nn.Embedding):
            m.weight.data.zero_()
            m.weight.requires_grad_(False)
    return net


def hidden_bias_minus_4(net: nn.Module) -> nn.Module:
    """The bug: `nn.init.constant_(layer.bias, -4.0)` on every hidden Linear (a sparse-activation
    recipe's bias meant for a standardised pre-activation of scale 10): the hidden ReLUs start dead."""
    import torch

    head = getattr(net, "head", None)
    for m in net.modules():
        if isinstance(m, torch.nn.Linear) and m is not head and m.bias is not None:
            torch.nn.init.constant_(m.bias, -4.0)
    return net


def normal_001_init(net: nn.Module) -> nn.Module:
    """The bug: `nn.init.normal_(w, std=0.01)` on every Linear (a TF1 recipe's initialiser) of an
    eight-layer tanh MLP: each layer shrinks the signal about tenfold, and the gradients with it."""
    import torch

    for m in net.modules():
        if isinstance(m, torch.nn.Linear):
            torch.nn.init.normal_(m.weight, std=0.01)
            torch.nn.init.zeros_(m.bias)
    return net


def lr_finder_ramp(step: int, total: int) -> float:
    """The bug: the lr finder's callback stays on for the whole fit: the lr climbs exponentially from
    the base lr (1e-5) by a factor of 1e6 over the run (10 at the end)."""
    return float(10 ** (6 * step / max(total, 1)))


def cyclic_triangle(step: int, _total: int) -> float:
    """Not a fault: a triangular cyclic lr between 0.1 and 1 of the base lr, a cycle every 120 steps."""
    phase = (step % 120) / 60
    return 0.1 + 0.9 * (phase if phase <= 1 else 2 - phase)


def _meter_shift(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.roll(x, int(torch.randint(-8, 9, (1,))), dims=-1)
    return x + 0.2 * torch.randn_like(x)


meter_shift = _augmented(_meter_shift)
meter_shift.__doc__ = """Not a fault: in training mode each batch of traces is moved in time by up to 8
readings (wrapping around) and given 0.2 sd of noise."""


def _veneer_flip(x: torch.Tensor) -> torch.Tensor:
    import torch

    if bool(torch.rand(()) < 0.5):
        x = torch.flip(x, dims=(2,))
    return x + 0.25 * torch.randn_like(x)


veneer_flip = _augmented(_veneer_flip)
veneer_flip.__doc__ = """Not a fault: in training mode each batch of patches is flipped top to bottom
half the time and given 0.25 sd of noise."""


# ---------------------------------------------------------------- the variants


def ZZZZE(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by battery zf's runner (through every earlier wrapper)."""
    return L(*args, runs=runs or zf_runs(), **kw)


CH16 = {"channels": 16}
H48 = {"hidden": 48}
W128 = {"width": 128, "num_layers": 2}

FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    ZZZZE(
        "vzzzze-sgd-lr-0.5-regression-trout",
        Plan(trout, "mlp", 0.5, "sgd", epochs=8, log_every=4, model_kw=W128),
        ("loss-spikes",),
        "learning-rate-too-high",
        "plain SGD at lr 0.5 (a value meant for a linear model, copied to a 2x128 regression MLP) over the "
        "trout gains, 8 epochs (every 4th step logged): losses 14.2, 0.531, 1.59, 0.732, 0.736 ... "
        "0.0677-1.68 in the last third (1.68 at the end), epoch means 1.64, 0.933, 0.612, 0.519, 0.42, "
        "0.503, 0.314, 0.494, the gradient norm 33.9 at the first logged step, the val loss 0.695, 0.984, "
        "0.298, 0.416, 1.52, 0.167, 0.456, 0.68 (jumping), test 0.79 (sound regressions here: ~0.03-0.05)",
        (
            "loss-oscillation",
            "bad-initial-loss",
            "gradient-explosion",
            "loss-runaway",
            "overfitting",
            "undertrained",
        ),
        family="regression",
        dataset="trout-weight-gain",
        seed=96001,
    ),
    ZZZZE(
        "vzzzze-lr-finder-ramp-left-on-cnn-veneer",
        Plan(veneer, "cnn", 1e-5, "adam", epochs=12, log_every=4, schedule="exp", model_kw=CH16),
        ("loss-spikes", "metric-at-baseline"),
        "learning-rate-too-high",
        "an lr finder's callback left on for the whole fit: the lr of a 16-channel CNN under Adam climbs "
        "exponentially from 1e-5 to 9.65 over 12 epochs (every 4th step logged): epoch means 1.61, 1.59, "
        "1.54, 1.23, 0.489, 0.247, 0.239, then 0.771, 1.75, 1.68, 1.81, 2.28, the last losses 1.96, 3.12, "
        "5.15, the gradient norm up to 11.6, the val loss 1.6, 1.57, 1.47, 0.806, 0.297, 0.197 (min), "
        "0.877, 1.16, 1.68, 1.63, 1.93, 2.62 and val accuracy 0.247 to 0.927 then down to 0.167, test 2.75 "
        "and 0.12",
        (
            "loss-runaway",
            "gradient-explosion",
            "slow-convergence",
            "train-val-gap",
            "undertrained",
        ),
        family="cnn",
        dataset="veneer-grain-patches",
        seed=96002,
        runs=zf_runs(schedule=lambda_schedule(lr_finder_ramp), hparams={"lr_finder": "on"}),
    ),
    ZZZZE(
        "vzzzze-step-lr-divided-by-100-after-epoch-1-mlp-orchids",
        Plan(
            orchids,
            "mlp",
            0.01,
            "sgd",
            momentum=0.9,
            epochs=15,
            log_every=5,
            schedule="step",
            step_size=32,
            gamma=0.01,
            model_kw=MLP64,
        ),
        ("slow-convergence",),
        "lr-decay-too-fast",
        "`StepLR(step_size=32, gamma=0.01)`: the lr of a 2x64 MLP under SGD with momentum 0.9 at lr 0.01 is "
        "divided by 100 after the first epoch (32 steps) and again every epoch (1e-30 by the end), 15 "
        "epochs (every 5th step logged): losses 1.58, 1.56, 1.43, 1.32, 1.2 ... 0.894-1.13 in the last "
        "third, epoch means 1.39, 0.999, then 0.994 for 13 epochs, the val loss 1.01 then 1.0 at every "
        "later evaluation and val accuracy 0.823 then 0.833, test 0.992 and 0.84 (sound MLPs on these "
        "orchids: ~0.23-0.27 and 0.92-0.94)",
        (
            "undertrained",
            "metric-at-baseline",
            "train-val-gap",
        ),
        family="mlp",
        dataset="orchid-species",
        seed=96003,
    ),
    ZZZZE(
        "vzzzze-relu-rnn-unclipped-sgd-momentum-sluice",
        Plan(
            sluice,
            "rnn",
            0.05,
            "sgd",
            momentum=0.9,
            epochs=10,
            log_every=5,
            model_kw={"hidden": 64, "nonlinearity": "relu"},
        ),
        ("gradient-explosion", "slow-convergence"),
        "no-gradient-clipping",
        "a vanilla ReLU RNN (hidden 64) over the sluice logs under SGD with momentum 0.9 at lr 0.05 and no "
        "gradient clipping, 10 epochs (every 5th step logged): losses 1.63, 1.6, 1.58, 1.41, 1.58 ... "
        "1.16-1.96 in the last third, epoch means 1.57, 1.4, 1.49, 1.86, 1.53, 1.36, 1.49, 1.47, 1.41, "
        "1.32, the gradient norm 0.42-0.52 at first, up to 10.1, the val loss 1.55, 1.5, 2.07, 1.6, 1.51, "
        "2.05, 1.55, 1.6, 1.76, 1.37 and val accuracy 0.273-0.387, test 1.28 and 0.443 (sound sequence "
        "models on these logs: ~0.63-0.86 and 0.65-0.76)",
        (
            "loss-oscillation",
            "loss-spikes",
            "undertrained",
            "metric-at-baseline",
        ),
        family="rnn",
        dataset="sluice-gate-events",
        seed=96004,
    ),
    # --- data
    ZZZZE(
        "vzzzze-day30-weighin-column-in-features-regression-trout",
        Plan(trout_weighin_column, "mlp", 2e-3, "adam", epochs=15, log_every=8, model_kw=W128),
        ("val-test-gap",),
        "data-leakage",
        "the feature export includes the day-30 weigh-in (the gain plus the start weight, measured after "
        "the fact); the test sheet, exported before the weigh-in, has it blank (the training mean imputed); "
        "a 2x128 regression MLP under Adam lr 2e-3, 15 epochs (every 8th step logged): losses 0.634, 0.353, "
        "0.215, 0.201, 0.109 ... 0.00154-0.00307 in the last third, the val loss 0.146, 0.0299, 0.0218, "
        "0.0117 ... 0.00455-0.00673 in the last third, test 1.95 (sound regressions here: ~0.03-0.05)",
        (
            "zero-train-loss",
            "bad-initial-loss",
            "overfitting",
        ),
        family="regression",
        dataset="trout-weight-gain",
        seed=96005,
    ),
    ZZZZE(
        "vzzzze-30pct-duplicates-with-shifted-grades-mlp-veneer",
        Plan(
            veneer_flipped_duplicates,
            "mlp",
            1e-3,
            "adam",
            epochs=40,
            log_every=10,
            model_kw={"width": 256, "num_layers": 3},
        ),
        ("overfitting",),
        "label-noise",
        "a merge of two grading sheets appended 30% of the training patches again with the grades keyed one "
        "grain further along (300 duplicates with another grain's label, 1,300 patches); a 3x256 MLP over "
        "the flattened patches under Adam lr 1e-3, 40 epochs (every 10th step logged): losses 1.59, 1.5, "
        "1.44, 1.38, 1.14 ... 0.216-0.617 in the last third, epoch means 1.52, 1.1, 0.835 ... 0.334-0.425 "
        "in the last third, the val loss 1.2, 0.853, 0.772, 0.74, 0.673 (min) ... 0.887-1.11 in the last "
        "third (0.935 at the end) and val accuracy 0.54 to 0.797 then 0.68-0.763, test 0.856 and 0.753 "
        "(sound CNNs on these patches: ~0.13-0.31 and 0.88-0.96)",
        (
            "train-val-gap",
            "val-test-gap",
            "gradient-explosion",
            "slow-convergence",
        ),
        family="mlp",
        dataset="veneer-grain-patches",
        seed=96006,
    ),
    ZZZZE(
        "vzzzze-greenhouse-train-wild-val-mlp-orchids",
        Plan(orchids_greenhouse_train, "mlp", 2e-3, "adam", epochs=15, log_every=5, model_kw=W128),
        ("train-val-gap", "overfitting"),
        "distribution-shift",
        "the training plants are the nursery's greenhouse stock (flowers 35% larger under lights), the "
        "validation and test plants wild-collected ones; a 2x128 MLP under Adam lr 2e-3, 15 epochs (every "
        "5th step logged): losses 1.27, 0.903, 0.525 ... 0.0106-0.595 in the last third, epoch means 0.72, "
        "0.221, 0.203 ... 0.0901, the val loss 0.502 (min), 0.583, 0.56, 0.591, 0.66 ... 0.657-0.876 in the "
        "last third and val accuracy 0.84 then 0.737-0.813, test 0.586 and 0.807 (sound MLPs on these "
        "orchids: ~0.23-0.27 and 0.92-0.94)",
        (
            "loss-spikes",
            "val-test-gap",
            "zero-train-loss",
        ),
        family="mlp",
        dataset="orchid-species",
        seed=96007,
    ),
    ZZZZE(
        "vzzzze-tokenizer-truncates-left-padded-logs-to-4-gru-sluice",
        Plan(sluice_truncated_to_4, "gru", 3e-3, "adam", epochs=10, log_every=5, clip=1.0, model_kw=H48),
        ("metric-at-baseline",),
        "bad-input-data",
        'the tokenizer\'s `max_length=4, truncation_side="right"` cuts every left-padded log to its first 4 '
        "positions (only padding for logs of 16 events or fewer); a GRU (hidden 48) under Adam lr 3e-3 "
        "clipped at 1, 10 epochs (every 5th step logged): losses 1.63, 1.59, 1.61, 1.61, 1.61 ... 1.4-1.55 "
        "in the last third, the val loss 1.59, 1.59, 1.55, 1.54 ... 1.53 and val accuracy 0.207-0.283 (0.26 "
        "at the end), test 1.5 and 0.273 (sound sequence models on these logs: ~0.63-0.86 and 0.65-0.76)",
        (
            "slow-convergence",
            "undertrained",
        ),
        family="rnn",
        dataset="sluice-gate-events",
        seed=96008,
    ),
    # --- evaluation
    ZZZZE(
        "vzzzze-log-target-trained-raw-grams-tested-regression-trout",
        Plan(
            trout_log_train_raw_test,
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
        "the training script regresses the standardised log gain, the test sheet's targets are the raw "
        "gains in grams standardised with the log targets' mean and sd (the predictions never exponentiated "
        "back); a 2x128 regression MLP under AdamW (lr 2e-3, weight decay 0.01), 15 epochs (every 8th step "
        "logged): losses 0.4, 0.408, 0.496, 0.675, 0.342 ... 0.00318-0.0182 in the last third, epoch means "
        "0.525, 0.225, 0.0829 ... 0.00735, the val loss 0.381, 0.144, 0.0626 ... 0.0167-0.0227 in the last "
        "third, test 1.03e3",
        (
            "bad-initial-loss",
            "loss-spikes",
            "zero-train-loss",
            "undertrained",
            "overfitting",
        ),
        family="regression",
        dataset="trout-weight-gain",
        seed=96009,
    ),
    ZZZZE(
        "vzzzze-temperature-100-in-eval-forward-mlp-orchids",
        Plan(
            orchids,
            "mlp",
            2e-3,
            "nadam",
            epochs=15,
            log_every=6,
            model_fault=temperature_100_in_eval,
            model_kw=W128,
        ),
        ("train-val-gap",),
        "wrong-eval-logic",
        "the evaluation forward divides the logits by a temperature of 100 left from a calibration sweep: a "
        "2x128 MLP under NAdam lr 2e-3, 15 epochs (every 6th step logged): losses 1.32, 0.977, 0.489, "
        "0.319, 0.291 ... 0.0235-0.201 in the last third, epoch means 0.775, 0.223 ... 0.0816, the val loss "
        "1.57, 1.56 ... 1.54 (near ln 5 = 1.61 throughout) while val accuracy stays 0.92-0.933, test 1.54 "
        "and 0.933",
        (
            "val-test-gap",
            "undertrained",
            "loss-spikes",
            "metric-at-baseline",
            "slow-convergence",
        ),
        family="mlp",
        dataset="orchid-species",
        seed=96010,
    ),
    ZZZZE(
        "vzzzze-test-traces-from-twice-a-minute-meters-cnn1d-water",
        Plan(water_test_fast_meter, "cnn1d", 2e-3, "adam", epochs=12, log_every=6, model_kw=CH16),
        ("val-test-gap",),
        "eval-pipeline-mismatch",
        "the test traces come from new meters reading twice a minute, cropped to 64 readings as for the old "
        "meters (half an hour drawn out over the window); a 16-channel 1-D CNN under Adam lr 2e-3, 12 "
        "epochs (every 6th step logged): losses 1.56, 1.5, 1.43, 1.32, 1.31 ... 0.131-0.24 in the last "
        "third, the val loss 1.17, 0.84, 0.625 ... 0.125 and val accuracy 0.46 to 0.973, test 2.33 and "
        "0.597",
        (
            "undertrained",
            "overfitting",
        ),
        family="cnn",
        dataset="water-meter-flows",
        seed=96011,
    ),
    # --- model
    ZZZZE(
        "vzzzze-frozen-zero-embedding-transformer-sluice",
        Plan(
            sluice,
            "transformer",
            1e-3,
            "adamw",
            weight_decay=0.01,
            epochs=8,
            log_every=5,
            model_fault=frozen_zero_embedding,
        ),
        ("metric-at-baseline",),
        "frozen-weights",
        "the embedding is built from a pretrained-vectors file that failed to load (zeros as the fallback) "
        "and frozen: every token embeds to 0; a small transformer under AdamW (lr 1e-3, weight decay 0.01), "
        "8 epochs (every 5th step logged): losses 1.62, 1.67, 1.61, 1.63, 1.6 ... 1.58-1.68 in the last "
        "third, epoch means 1.64, 1.62, 1.61 ... 1.62, the val loss 1.6-1.62 and val accuracy 0.197-0.237, "
        "test 1.61 and 0.21 (sound sequence models on these logs: ~0.63-0.86 and 0.65-0.76)",
        (
            "slow-convergence",
            "undertrained",
        ),
        family="transformer",
        dataset="sluice-gate-events",
        seed=96012,
    ),
    ZZZZE(
        "vzzzze-hidden-bias-init-minus-4-mlp-orchids",
        Plan(
            orchids,
            "mlp",
            1e-3,
            "adam",
            epochs=12,
            log_every=5,
            model_fault=hidden_bias_minus_4,
            model_kw=W128,
        ),
        ("metric-at-baseline",),
        "dead-relu",
        "`nn.init.constant_(layer.bias, -4.0)` on every hidden Linear of a 2x128 MLP (the ReLUs start dead) "
        "under Adam lr 1e-3, 12 epochs (every 5th step logged): losses 1.6, 1.6, 1.62, 1.61, 1.61 ... "
        "1.59-1.64 in the last third, epoch means 1.61 to 1.6, the gradient norm 0.0435-0.396, the val loss "
        "1.61 at all 12 evaluations and val accuracy 0.207 then 0.233 (one class), test 1.61 and 0.2 (sound "
        "MLPs on these orchids: ~0.23-0.27 and 0.92-0.94)",
        (
            "slow-convergence",
            "undertrained",
            "gradient-vanishing",
        ),
        family="mlp",
        dataset="orchid-species",
        seed=96013,
    ),
    ZZZZE(
        "vzzzze-eight-layer-tanh-normal-001-init-regression-trout",
        Plan(
            trout,
            "mlp",
            1e-3,
            "sgd",
            momentum=0.9,
            epochs=12,
            log_every=5,
            model_fault=normal_001_init,
            model_kw={"width": 64, "num_layers": 8, "activation": "tanh"},
        ),
        ("slow-convergence",),
        "vanishing-gradients",
        "`nn.init.normal_(w, std=0.01)` on every Linear of an eight-layer tanh regression MLP (width 64) "
        "under SGD with momentum 0.9 at lr 1e-3, 12 epochs (every 5th step logged): losses 0.752, 2.34, "
        "1.02, 0.6, 1.32 ... 0.43-2.01 in the last third, epoch means 0.999 for 11 epochs then 1.0, the "
        "gradient norm 0.00425-1.11, the val loss 1.01 at all 12 evaluations, test 0.916 (the target's "
        "variance is 1; sound regressions here: ~0.03-0.05)",
        (
            "metric-at-baseline",
            "gradient-vanishing",
            "undertrained",
            "loss-oscillation",
            "loss-spikes",
        ),
        family="regression",
        dataset="trout-weight-gain",
        seed=96014,
    ),
    # --- workflow
    ZZZZE(
        "vzzzze-debug-5pct-subsample-as-training-set-cnn-veneer",
        Plan(
            veneer_debug_subsample, "cnn", 2e-3, "adam", epochs=40, batch_size=10, log_every=5, model_kw=CH16
        ),
        ("train-val-gap", "overfitting"),
        "insufficient-data",
        "`train = train.sample(frac=0.05)` left from a debugging notebook: 50 training patches for a "
        "16-channel CNN under Adam lr 2e-3 at batch 10, 40 epochs (200 steps, every 5th logged): losses "
        "1.79, 1.38, 1.08, 0.812, 0.513 ... 0.00108-0.00338 in the last third, the val loss 1.64, 1.5, 1.38 "
        "... 1.21 (min) ... 1.63-1.73 in the last third and val accuracy 0.2 to 0.593-0.61, test 1.89 and "
        "0.567 (sound CNNs on these patches: ~0.13-0.31 and 0.88-0.96)",
        (
            "zero-train-loss",
            "val-test-gap",
        ),
        family="cnn",
        dataset="veneer-grain-patches",
        seed=96015,
    ),
    ZZZZE(
        "vzzzze-early-stop-patience-1-val-4x-epoch-cnn1d-water",
        Plan(
            water,
            "cnn1d",
            1e-3,
            "adam",
            epochs=30,
            batch_size=16,
            log_every=4,
            val_interval=0.25,
            early_stop=1,
            model_kw=CH16,
        ),
        ("undertrained",),
        "too-few-epochs",
        "early stopping with patience 1 (a smoke test's setting) checked four times an epoch on a "
        "16-channel 1-D CNN under Adam lr 1e-3 at batch 16, meant for 30 epochs (1,890 steps; every 4th "
        "step logged): it stopped at step 496 (epoch 8) on the first evaluation that did not improve; "
        "losses 1.61, 1.61, 1.58, 1.56, 1.55 ... 0.162-0.423 in the last third, the val loss 1.56, 1.48, "
        "1.38, 1.26, 1.15 ... 0.267-0.397 in the last third (0.289, 0.267, 0.277 at the end, still falling) "
        "and val accuracy 0.283 to 0.94, test 0.247 and 0.937 (a longer run here reaches ~0.13 and "
        "0.95-0.96)",
        (
            "gradient-explosion",
            "slow-convergence",
        ),
        family="cnn",
        dataset="water-meter-flows",
        seed=96016,
    ),
)

HEALTHY: tuple[Variant, ...] = (
    # --- water
    ZZZZE(
        "vzzzze-healthy-cnn1d-water-shift-aug-dropout",
        Plan(
            water,
            "cnn1d",
            2e-3,
            "adam",
            epochs=15,
            log_every=8,
            model_fault=meter_shift,
            model_kw={"channels": 16, "dropout": 0.3},
        ),
        (),
        None,
        "a 16-channel 1-D CNN with dropout 0.3 and a time shift of up to 8 readings plus 0.2 sd noise in "
        "training mode, Adam lr 2e-3, 15 epochs (every 8th step logged): losses 1.56, 1.45, 1.39, 1.34, 1.2 "
        "... 0.412-0.629 in the last third, the val loss 1.26, 0.966, 0.831 ... 0.36-0.442 in the last "
        "third (below the training loss) and val accuracy 0.433 to 0.857-0.88, test 0.303 and 0.923",
        family="cnn",
        dataset="water-meter-flows",
        seed=96101,
    ),
    ZZZZE(
        "vzzzze-healthy-bncnn1d-water-batch-8-every-step-one-epoch",
        Plan(water, "bncnn1d", 1e-3, "adamax", epochs=1, batch_size=8, log_every=1, model_kw=CH16),
        (),
        None,
        "one epoch of a 16-channel batch-norm 1-D CNN at batch 8 under Adamax lr 1e-3, every step logged "
        "(125 steps): losses 1.76, 1.54, 1.59, 1.68, 1.68 ... 0.915-1.37 in the last third, epoch mean "
        "1.31, the val loss 1.06 and val accuracy 0.91, test 1.03 and 0.903",
        family="cnn-bn",
        dataset="water-meter-flows",
        seed=96102,
    ),
    ZZZZE(
        "vzzzze-healthy-cnn1d-water-cyclic-lr",
        Plan(water, "cnn1d", 4e-3, "adam", epochs=12, log_every=3, schedule="cosine", model_kw=CH16),
        (),
        None,
        "a 16-channel 1-D CNN under Adam with a triangular cyclic lr (4e-4 to 4e-3, a cycle every 120 "
        "steps), 12 epochs (every 3rd step logged): losses 1.58, 1.59, 1.55, 1.56, 1.58 ... 0.0719-0.287 in "
        "the last third (wavy with the cycle), the val loss 1.35, 0.799, 0.542 ... 0.131 and val accuracy "
        "0.433 to 0.957, test 0.129 and 0.953",
        family="cnn",
        dataset="water-meter-flows",
        seed=96103,
        runs=zf_runs(schedule=lambda_schedule(cyclic_triangle), hparams={"scheduler": "cyclic, 120 steps"}),
    ),
    # --- veneer
    ZZZZE(
        "vzzzze-healthy-resnet-veneer-warmup-cosine-bump",
        Plan(
            veneer,
            "resnet",
            6e-3,
            "adamw",
            weight_decay=0.01,
            epochs=10,
            batch_size=64,
            log_every=2,
            schedule="warmup-cosine",
            warmup=40,
        ),
        (),
        None,
        "a small residual net under AdamW (lr 6e-3, weight decay 0.01) at batch 64 with a 40-step warm-up "
        "and cosine decay, 10 epochs (every 2nd step logged): losses 1.62, 1.66, 1.55, 1.54, 1.48 ... "
        "0.207-0.475 in the last third, epoch means 1.51, 1.05, 0.759 ... 0.285, the val loss 1.46, 0.895, "
        "0.679, 0.524, 0.44, 0.362, 0.408 (a bump at the peak lr), 0.358, 0.317, 0.294 and val accuracy "
        "0.363 to 0.943, test 0.305 and 0.9",
        family="resnet",
        dataset="veneer-grain-patches",
        seed=96104,
    ),
    ZZZZE(
        "vzzzze-healthy-bncnn-veneer-flip-aug-step-cut-bf16",
        Plan(
            veneer,
            "bncnn",
            0.03,
            "sgd",
            momentum=0.9,
            epochs=12,
            log_every=8,
            schedule="step",
            step_size=256,
            gamma=0.1,
            bf16=True,
            model_fault=veneer_flip,
            model_kw=CH16,
        ),
        (),
        None,
        "a 16-channel batch-norm CNN with flip and 0.25 sd noise augmentation in training mode, SGD with "
        "momentum 0.9 at lr 0.03 and a StepLR cut (x0.1 at step 256), bf16-mixed autocast, 12 epochs (every "
        "8th step logged): losses 1.49, 1.16, 0.955, 0.659, 0.56 ... 0.113-0.271 in the last third, the val "
        "loss 0.506, 0.389, 0.336, 0.228, 0.231, 0.231, 0.206, 0.206, then 0.13, 0.132, 0.129, 0.138 after "
        "the cut and val accuracy 0.827-0.963, test 0.153 and 0.937",
        family="cnn-bn",
        dataset="veneer-grain-patches",
        seed=96105,
    ),
    ZZZZE(
        "vzzzze-healthy-cnn-veneer-30-steps-still-improving",
        Plan(veneer, "cnn", 3e-3, "adam", epochs=3, batch_size=100, log_every=1, model_kw=CH16),
        (),
        None,
        "three epochs (30 steps at batch 100, every step logged) of a 16-channel CNN under Adam lr 3e-3: "
        "losses 1.64, 1.67, 1.55, 1.49, 1.43 ... 0.261-0.359 in the last third, the val loss 0.864, 0.429, "
        "0.253 and val accuracy 0.727, 0.84, 0.93, test 0.313 and 0.877",
        family="cnn",
        dataset="veneer-grain-patches",
        seed=96106,
    ),
    # --- sluice
    ZZZZE(
        "vzzzze-healthy-transformer-sluice-warmup-cosine-val-every-3",
        Plan(
            sluice,
            "transformer",
            2e-3,
            "adamw",
            weight_decay=0.01,
            epochs=12,
            log_every=10,
            val_every_epochs=3,
            schedule="warmup-cosine",
            warmup=60,
        ),
        (),
        None,
        "a small transformer under AdamW (lr 2e-3, weight decay 0.01) with a 60-step warm-up and cosine "
        "decay, 12 epochs (every 10th step logged), evaluated every 3 epochs: losses 1.66, 1.58, 1.41, "
        "1.33, 1.09 ... 0.447-0.898 in the last third, epoch means 1.58, 1.08, 0.831 ... 0.612, the val "
        "loss 0.873, 0.811, 0.769, 0.786 and val accuracy 0.657, 0.673, 0.703, 0.693, test 0.627 and 0.763",
        family="transformer",
        dataset="sluice-gate-events",
        seed=96107,
    ),
    ZZZZE(
        "vzzzze-healthy-gru-sluice-rmsprop-hidden-32-noisy-val",
        Plan(sluice, "gru", 2e-3, "rmsprop", epochs=12, log_every=5, clip=1.0, model_kw={"hidden": 32}),
        (),
        None,
        "a GRU (hidden 32) under RMSprop lr 2e-3 clipped at 1, 12 epochs (every 5th step logged): losses "
        "1.4, 1.78, 1.23, 1.21, 1.02 ... 0.344-1.07 in the last third, epoch means 1.29, 0.936, 0.829 ... "
        "0.582, the val loss 1.08, 0.915, 0.866, 0.819 then 0.809-0.907 (level, noisy) and val accuracy "
        "0.55 to 0.647-0.693, test 0.673 and 0.743",
        family="rnn",
        dataset="sluice-gate-events",
        seed=96108,
    ),
    ZZZZE(
        "vzzzze-healthy-lstm-sluice-onecycle-never-evaluated",
        Plan(
            sluice,
            "lstm",
            5e-3,
            "adam",
            epochs=6,
            batch_size=16,
            log_every=10,
            schedule="onecycle",
            clip=1.0,
            model_kw=H48,
        ),
        (),
        None,
        "an LSTM (hidden 48) at batch 16 under Adam with a one-cycle schedule (peak 5e-3) clipped at 1, 6 "
        "epochs (378 steps, every 10th logged), no validation set passed (judged on the test after "
        "training): losses 1.59, 1.57, 1.6, 1.57, 1.54 ... 0.279-0.806 in the last third, epoch means 1.57, "
        "1.05, 0.831, 0.706, 0.619, 0.562, test 0.675 and 0.76",
        family="rnn",
        dataset="sluice-gate-events",
        seed=96109,
        runs=zf_runs(evaluate=False),
    ),
    # --- trout
    ZZZZE(
        "vzzzze-healthy-regression-trout-long-sgd-small-lr-log-100",
        Plan(
            trout_long,
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
        "a 2x64 regression MLP under SGD with momentum 0.9 at lr 3e-3 over a 1,600-batch draw, 30 epochs "
        "(1,500 steps, logged every 100), evaluated every 5 epochs: losses 0.611, 0.237, 0.253, 0.114, "
        "0.0771 ... 0.0154-0.0245 in the last third, epoch means 0.901, 0.551, 0.443 ... 0.0192 (still "
        "creeping down), the val loss 0.286, 0.0721, 0.0472, 0.0389, 0.0363, 0.0328, test 0.0294",
        family="regression",
        dataset="trout-weight-gain",
        seed=96110,
    ),
    ZZZZE(
        "vzzzze-healthy-regression-trout-dropout-plateau",
        Plan(
            trout,
            "mlp",
            2e-3,
            "adam",
            epochs=25,
            log_every=10,
            schedule="plateau",
            gamma=0.3,
            model_kw={"width": 128, "num_layers": 2, "dropout": 0.25},
        ),
        (),
        None,
        "a 2x128 regression MLP with dropout 0.25 under Adam lr 2e-3 with ReduceLROnPlateau (factor 0.3; "
        "the lr cut to ~1e-8 by the end), 25 epochs (every 10th step logged): losses 1.09, 1.06, 0.571, "
        "0.616, 0.231 ... 0.0352-0.246 in the last third, epoch means 0.653, 0.421, 0.306 ... 0.085-0.099 "
        "in the last third, the val loss 0.461, 0.348, 0.244 ... 0.0543 (min), then 0.0552 flat (below the "
        "training loss), test 0.047",
        family="regression",
        dataset="trout-weight-gain",
        seed=96111,
    ),
    ZZZZE(
        "vzzzze-healthy-regression-trout-bf16-batch-16-val-twice",
        Plan(
            trout,
            "mlp",
            1e-3,
            "adamw",
            weight_decay=1e-4,
            epochs=8,
            batch_size=16,
            log_every=4,
            val_interval=0.5,
            bf16=True,
            model_kw=W128,
        ),
        (),
        None,
        "a 2x128 regression MLP under AdamW (lr 1e-3, weight decay 1e-4) at batch 16 in bf16-mixed "
        "autocast, 8 epochs (every 4th step logged), evaluated twice an epoch: losses 0.417, 0.468, 0.493, "
        "0.326, 0.709 ... 0.014-0.123 in the last third (up to 1.47 on the way), epoch means 0.629, 0.312, "
        "0.154 ... 0.0373, the val loss 0.554, 0.46, 0.353 ... 0.0695, 0.065 (still falling), test 0.0447",
        family="regression",
        dataset="trout-weight-gain",
        seed=96112,
    ),
    # --- orchids
    ZZZZE(
        "vzzzze-healthy-mlp-orchids-early-stop-dropout",
        Plan(
            orchids,
            "mlp",
            2e-3,
            "adam",
            epochs=60,
            log_every=8,
            early_stop=3,
            model_kw={"width": 256, "num_layers": 2, "dropout": 0.4},
        ),
        (),
        None,
        "a 2x256 MLP with dropout 0.4 under Adam lr 2e-3, early stopping on the val loss with patience 3 "
        "(up to 60 epochs; every 8th step logged): it stopped after 4 epochs; losses 0.754, 0.427, 0.231, "
        "0.102, 0.11, 0.332, 0.605 ... 1.16 at the end, epoch means 0.544, 0.242, 0.211, 0.189, the val "
        "loss 0.244 (min), 0.343, 0.271, 0.26 and val accuracy 0.913-0.933, test 0.272 and 0.917",
        family="mlp",
        dataset="orchid-species",
        seed=96113,
    ),
    ZZZZE(
        "vzzzze-healthy-mlp-orchids-batch-8-sgd-every-step",
        Plan(orchids, "mlp", 0.01, "sgd", momentum=0.9, epochs=2, batch_size=8, log_every=1, model_kw=MLP64),
        (),
        None,
        "two epochs of a 2x64 MLP at batch 8 under SGD with momentum 0.9 at lr 0.01, every step logged (250 "
        "steps): losses 1.69, 1.66, 1.68, 1.63, 1.57 ... 0.00946-1.14 in the last third, epoch means 0.716, "
        "0.212, the val loss 0.246, 0.256 and val accuracy 0.94, 0.933, test 0.3 and 0.92",
        family="mlp",
        dataset="orchid-species",
        seed=96114,
    ),
    ZZZZE(
        "vzzzze-healthy-mlp-orchids-3x128-adamw-cosine-val-every-2",
        Plan(
            orchids,
            "mlp",
            1e-3,
            "adamw",
            weight_decay=0.05,
            epochs=20,
            batch_size=64,
            log_every=4,
            val_every_epochs=2,
            schedule="cosine",
            model_kw={"width": 128, "num_layers": 3},
        ),
        (),
        None,
        "a 3x128 MLP under AdamW (lr 1e-3, weight decay 0.05) at batch 64 with cosine decay, 20 epochs "
        "(every 4th step logged), evaluated every 2 epochs: losses 1.52, 1.35, 1.2, 0.981, 0.728 ... "
        "0.0279-0.394 in the last third, epoch means 1.35, 0.602, 0.235 ... 0.129, the val loss 0.298, "
        "0.243, 0.234, 0.23, then 0.233-0.238 and val accuracy 0.923-0.937, test 0.272 and 0.917",
        family="mlp",
        dataset="orchid-species",
        seed=96115,
    ),
    ZZZZE(
        "vzzzze-healthy-gru-sluice-step-cut-val-bump",
        Plan(
            sluice,
            "gru",
            5e-3,
            "adam",
            epochs=10,
            log_every=6,
            schedule="step",
            step_size=192,
            gamma=0.2,
            clip=1.0,
            model_kw=H48,
        ),
        (),
        None,
        "a GRU (hidden 48) under Adam lr 5e-3 clipped at 1 with a StepLR cut (x0.2 at step 192), 10 epochs "
        "(every 6th step logged): losses 1.6, 1.5, 1.3, 1.28, 0.98 ... 0.247-0.7 in the last third, epoch "
        "means 1.34, 0.905, 0.74, 0.687, 0.687, 0.621, then 0.545, 0.508, 0.497, 0.487 after the cut, the "
        "val loss 1.1, 0.897, 0.84, 1.02 (a bump), 0.833, 0.887, 0.817, 0.829, 0.857, 0.85 and val accuracy "
        "0.493 to 0.68-0.69, test 0.711 and 0.737",
        family="rnn",
        dataset="sluice-gate-events",
        seed=96116,
    ),
)
