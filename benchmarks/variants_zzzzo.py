"""Variant battery zzzzo: a look-alike of an external held-out suite, real framework runs (`--battery zzzzo`).

    nice -n 10 python benchmarks/variants.py --battery zzzzo --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery zzzzo [--runs]

Like batteries d-zzzzm, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is the log),
trained by battery d's runner through the earlier batteries' wrappers (battery zf's runner with its
replaced loss and schedule, battery w's test checkpoint, battery zj's model and augmentation wrappers)
and this battery's own hooks (a project optimizer class, a gradient clamp, a forward that drops the
residual blocks, a tanh init), so each case can run in each of the three layouts; the layout rotation
of variants.py picks one.
It was written blind: its author trained it with `--train-only`, read the raw logged numbers of each
run, and never diagnosed or scored it, so it is held-out data for the tool.
Its halves are even (16 + 16; one fault each, one cause a case, spread over every family of cause:
optimisation, data, evaluation, model, workflow), injected into data sets no battery had at a
realistic strength, in forms earlier batteries did not use (see each case's description and each
hook's docstring).
The data sets are new, all made offline with numpy from known generating models (see each generator):
a field recorder's 64-sample windows of nightingale song by the syllable's type (whistle, trill, buzz,
up-sweep, click train), 12x12 patches of porcelain glaze under raking light (sound, crazing, pinholes,
crawling, blister), a pelican crossing controller's event logs by the maintenance finding (normal,
stuck button, lamp fault, detector fault, timing drift; left-padded to 20), a tofu workshop's
breaking force per block (from the beans, the coagulant and the press; standardised) and an ostrich
farm's incubation outcomes (from 8 records of the egg, the cabinet and the hen; overlapping profiles,
so a loss floor near 0.57).
Runs of 40 to ~1,900 steps: MLPs (ReLU and tanh), 2-D CNNs with and without batch norm, a small
residual net, 1-D CNNs with and without batch norm, GRU and LSTM readers of the logs, small
transformers and regression MLPs; SGD (with momentum, and a hand-written one), Adam, AdamW, NAdam,
RMSprop, Adamax, Adadelta; constant, cosine, warm-up + cosine, SGDR restarts, exponential, plateau and
one-cycle schedules, gradient accumulation; bf16-mixed autocast, roll, gain, noise and flip
augmentation, dropout, early stopping, clipping; batches of 8 to 1,000; cadences from every step to
once every 100 steps, evaluations twice an epoch, once an epoch, every 3 or 5 epochs or never.
The faulty half: a gradient clamp hook at +-1e-3 left from a NaN hunt (SGD), OneCycleLR keeping the
SGD recipe's max_lr 0.1 under Adam, Adadelta given Adam's lr 1e-3, a hand-written momentum SGD that
multiplies the lr in twice, outcomes joined on a reused tray number (30% of the training labels), a
test set after a change of supplier, a scaler whose output was never assigned (raw columns), a test
standardised with last year's Fahrenheit-and-pounds scaler, a validation loader built from the
training rows, a log target in training only, `kl_div` given probabilities, tanh layers initialised
with xavier gain 5, a noise augmentation multiplied instead of added, residual blocks whose output a
refactor dropped, an EarlyStopping watching a key never logged (120 epochs) and a checkpoint kept by
val accuracy in mode 'min' (the test loads the first epoch's).
The healthy half holds sound runs a naive reader can take for a fault (see the healthy cases'
descriptions): val losses below the training loss under roll, gain and noise augmentation with
dropout, batch-8 and batch-16 noise (the latter bf16 SGD), SGDR restarts evaluated twice an epoch,
flip augmentation in bf16 evaluated every 3 epochs, level first epochs under one-cycle and warm-up, a
GRU never evaluated, an LSTM stopped early, gradient accumulation under RMSprop, a slow SGD regression
logged every 100, full-batch Adam for 60 steps, a per-step exponential decay, two plateau schedules
(one at the outcomes' Bayes floor) and a 40-step run still improving.
Split, layout rotation and labels follow variants.py's rules; a Lightning case's `every` is its
`log_every_n_steps`.
"""

from __future__ import annotations

import math
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
SHARES = (0.24, 0.19, 0.19, 0.19, 0.19)


# ---------------------------------------------------------------- data sets no battery has


NIGHTINGALE = ("whistle", "trill", "buzz", "up-sweep", "click-train")


def _nightingale(seed: int, n: int, length: int = 64) -> tuple[Any, Any]:
    """A field recorder's 64-sample windows of a nightingale's song (after the recorder's band-pass and
    down-mix), labelled by the syllable's type: a whistle (a pure tone of 5-9 cycles a window under a
    smooth swell), a trill (the same tone switched on and off 3-6 times a window), a buzz (a tone
    drowned in a noise burst of sd 0.8-1.2), an up-sweep (a chirp rising from 3-5 to 9-13 cycles) or a
    click train (sharp pulses every 6-12 samples). Every window has an onset shift of up to 8 samples,
    a gain of 0.5-1.5, a wind rumble (a slow random walk) and a noise of sd 0.25-0.5, so sound 1-D
    CNNs stop short of perfect."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=SHARES)
    t = np.arange(length, dtype=float)
    x = np.zeros((n, length))
    for i in range(n):
        c = int(y[i])
        shift = rng.uniform(-8, 8)
        env = np.clip(np.sin(np.pi * np.clip((t - shift) / length, 0, 1)) * 1.4, 0, 1)
        cycles, phase = rng.uniform(5, 9), rng.uniform(0, 6)
        tone = np.sin(2 * np.pi * cycles * t / length + phase)
        if c == 0:
            sig = env * tone
        elif c == 1:
            gate = (np.sin(2 * np.pi * rng.uniform(3, 6) * t / length + rng.uniform(0, 6)) > 0).astype(float)
            sig = env * tone * gate
        elif c == 2:
            sig = env * (0.6 * tone + rng.uniform(0.8, 1.2) * rng.normal(0, 1, length))
        elif c == 3:
            f0, f1 = rng.uniform(3, 5), rng.uniform(9, 13)
            inst = f0 + (f1 - f0) * t / length
            sig = env * np.sin(2 * np.pi * np.cumsum(inst) / length + phase)
        else:
            gap = rng.uniform(6, 12)
            start = rng.uniform(0, gap)
            sig = np.zeros(length)
            for at in np.arange(start, length, gap):
                sig += rng.uniform(1.2, 2.0) * np.exp(-((t - at) ** 2) / 1.0) * rng.choice([-1, 1])
        wind = np.cumsum(rng.normal(0, 0.08, length))
        x[i] = (
            rng.uniform(0.5, 1.5) * sig + wind - wind.mean() + rng.normal(0, rng.uniform(0.25, 0.5), length)
        )
    return x, y


def nightingale(
    seed: int = 95101, sizes: tuple[int, int, int] = SIZES, name: str = "nightingale-syllables"
) -> Splits:
    """The windows (N, 64), centred and scaled by the training windows' mean and sd, 5 classes."""
    x, y = _nightingale(seed, sum(sizes))
    return _signal_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


PORCELAIN = ("sound", "crazing", "pinhole", "crawling", "blister")


def _porcelain(seed: int, n: int) -> tuple[Any, Any]:
    """12x12 patches of a porcelain plate's glaze under the inspection camera's raking light, labelled by
    the inspector: sound glaze (a smooth sheen with a gentle gradient), crazing (2-4 thin dark cracks
    across the patch), pinholes (2-4 small dark pits), crawling (a bare patch where the glaze pulled
    back: a region 0.5-0.9 darker with a sharp edge) or a blister (1-2 bright round bumps of radius
    1.2-2.2). Every patch has a contrast of 0.7-1.2, a sheen gradient and a noise of sd 0.3-0.5."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=SHARES)
    yy, xx = np.mgrid[0:12, 0:12].astype(float)
    x = np.zeros((n, 12, 12))
    for i in range(n):
        c = int(y[i])
        img = rng.normal(0, 0.3) * (xx - 5.5) / 6 + rng.normal(0, 0.3) * (yy - 5.5) / 6
        if c == 1:
            for _ in range(int(rng.integers(2, 5))):
                a, b = rng.uniform(0, np.pi), rng.uniform(-4, 4)
                dist = np.abs((xx - 5.5) * np.sin(a) - (yy - 5.5) * np.cos(a) - b)
                img -= 1.1 * np.exp(-(dist**2) / 0.25)
        if c == 2:
            for _ in range(int(rng.integers(2, 5))):
                px, py = rng.uniform(1, 11), rng.uniform(1, 11)
                img -= rng.uniform(1.2, 1.8) * np.exp(-((xx - px) ** 2 + (yy - py) ** 2) / 0.5)
        if c == 3:
            a, b = rng.uniform(0, 2 * np.pi), rng.uniform(-2, 2)
            side = (xx - 5.5) * np.cos(a) + (yy - 5.5) * np.sin(a) - b
            blob = rng.uniform(2.5, 4.5) - np.sqrt(
                (xx - 5.5 - 3 * np.cos(a)) ** 2 + (yy - 5.5 - 3 * np.sin(a)) ** 2
            )
            img -= rng.uniform(0.5, 0.9) * ((side > 0) & (blob > 0))
        if c == 4:
            for _ in range(int(rng.integers(1, 3))):
                px, py, r = rng.uniform(2, 10), rng.uniform(2, 10), rng.uniform(1.2, 2.2)
                img += rng.uniform(0.9, 1.4) * np.exp(-((xx - px) ** 2 + (yy - py) ** 2) / (r**2))
        x[i] = rng.uniform(0.7, 1.2) * img + rng.normal(0, rng.uniform(0.3, 0.5), (12, 12))
    return x, y


def porcelain(
    seed: int = 95201, sizes: tuple[int, int, int] = SIZES, name: str = "porcelain-glaze-patches"
) -> Splits:
    """The patches as (N, 1, 12, 12), centred and scaled by the training patches' mean and sd, 5 classes."""
    x, y = _porcelain(seed, sum(sizes))
    return _patch_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


PELICAN_EVENTS = (
    "<pad>",
    "button-press",
    "wait-lit",
    "red-man",
    "green-man",
    "flashing-amber",
    "steady-amber",
    "vehicle-detect",
    "lamp-check-ok",
    "lamp-fail",
    "detector-timeout",
    "cycle-reset",
    "watchdog",
)
PELICAN_STATES = ("normal", "stuck-button", "lamp-fault", "detector-fault", "timing-drift")
_PELICAN_FAVOURED = ((1, 2, 4, 5), (1, 2, 11, 3), (9, 8, 12, 6), (10, 7, 11, 12), (5, 6, 11, 4))
_PELICAN_LENGTHS = ((10, 20), (12, 20), (6, 16), (8, 18), (10, 20))


def _pelican(seed: int, n: int, length: int = 20) -> tuple[Any, Any]:
    """A pelican crossing controller's event logs (a button press, the wait lamp, red man, green man,
    flashing and steady amber, a vehicle detected, a lamp check passed or failed, a detector timeout, a
    cycle reset, a watchdog trip; ids 1-12, 0 pads on the left), labelled by the maintenance crew's
    finding: normal, a stuck button, a lamp fault, a detector fault or timing drift. Each finding is a
    Markov chain over one shared random base tilted towards its four favoured events, and 25% of the
    events are replaced by a random one (the controller's noisy serial line)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    base = np.random.default_rng(95300).dirichlet(np.ones(12) * 0.6, size=12)
    chains = []
    for favoured in _PELICAN_FAVOURED:
        tilt = np.zeros((12, 12))
        tilt[:, [f - 1 for f in favoured]] = 0.15
        chain = base + tilt
        chains.append(chain / chain.sum(1, keepdims=True))
    y = rng.choice(5, n, p=SHARES)
    x = np.zeros((n, length), dtype=np.int64)
    for i in range(n):
        c = int(y[i])
        size = int(rng.integers(*_PELICAN_LENGTHS[c]))
        state = int(rng.integers(0, 12))
        events = []
        for _ in range(size):
            state = int(rng.choice(12, p=chains[c][state]))
            events.append(int(rng.integers(1, 13)) if rng.random() < 0.25 else state + 1)
        x[i, length - size :] = events
    return x, y


def pelican(
    seed: int = 95301, sizes: tuple[int, int, int] = SIZES, name: str = "pelican-crossing-logs"
) -> Splits:
    """Event windows (N, 20) over 13 ids (0 the padding), 5 classes."""
    x, y = _pelican(seed, sum(sizes))
    return _token_splits(x, y, sizes, name)


TOFU_COLUMNS = (
    "protein_pct",
    "soak_h",
    "water_ratio",
    "coagulant_g_per_l",
    "gypsum",
    "coagulation_c",
    "press_min",
    "press_kg",
)


def _tofu(seed: int, n: int, protein: tuple[float, float] = (32, 40), gypsum: float = 0.5) -> tuple[Any, Any]:
    """A tofu workshop's batch records: the soybeans' protein (%), the soak time (8-16 h), the grind's
    water ratio (6-10), the coagulant dose (2-5 g/L), the coagulant (nigari 0, gypsum 1), the
    coagulation temperature (70-90 C), the pressing time (10-40 min) and weight (2-8 kg); the target
    is the block's breaking force in newtons: rising with the protein and the dose, falling with the
    water ratio, an optimum near 80 C, firmer under gypsum, longer and heavier pressing, and a
    log-normal noise of sd 12% (a right-skewed force around 4-6 N)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    prot = rng.uniform(*protein, n)
    soak = rng.uniform(8, 16, n)
    water = rng.uniform(6, 10, n)
    dose = rng.uniform(2, 5, n)
    gyp = (rng.random(n) < gypsum).astype(float)
    temp = rng.uniform(70, 90, n)
    press = rng.uniform(10, 40, n)
    weight = rng.uniform(2, 8, n)
    force = (
        5.0
        * (prot / 36) ** 2.5
        * (8 / water) ** 1.2
        * (dose / 3.5) ** 0.5
        * np.exp(-0.5 * ((temp - 80) / 8) ** 2)
        * (1 + 0.3 * gyp)
        * (press / 20) ** 0.3
        * (weight / 5) ** 0.25
        * (1 - 0.01 * np.abs(soak - 12))
        * np.exp(rng.normal(0, 0.12, n))
    )
    x = np.column_stack([prot, soak, water, dose, gyp, temp, press, weight])
    return x, force


def tofu(seed: int = 95401, sizes: tuple[int, int, int] = SIZES, name: str = "tofu-breaking-force") -> Splits:
    """8 standardised columns, the standardised breaking force."""
    x, y = _tofu(seed, sum(sizes))
    return _generated(name, x, y, 0, sizes)


def tofu_long() -> Splits:
    """A 2,000-batch draw."""
    return tofu(95402, (2000, 300, 300), "tofu-breaking-force-2000")


def tofu_test_new_supplier() -> Splits:
    """The shift: the test batches were made after the workshop changed its soybean supplier (protein
    38-45% instead of 32-40%) and its coagulant (gypsum in 90% of the batches instead of half)."""
    import numpy as np

    x, y = _tofu(95403, SIZES[0] + SIZES[1])
    xt, yt = _tofu(95404, SIZES[2], protein=(38, 45), gypsum=0.9)
    return _generated("tofu-breaking-force", np.vstack([x, xt]), np.concatenate([y, yt]), 0, SIZES)


def tofu_raw_columns() -> Splits:
    """The bug: `scaler.fit(x_train); scaler.transform(x_train)` with the result never assigned: every
    column reaches the model in its units (protein 32-40, temperature 70-90, pressing 10-40 min); the
    target is standardised."""
    x, y = _tofu(95405, sum(SIZES))
    return _regression_table("tofu-breaking-force", x, y, SIZES, features_scaled=False)


def tofu_test_stale_scaler() -> Splits:
    """The bug: the test script loads the `scaler.json` of last year's model, fitted when the workshop
    logged its coagulation temperature in Fahrenheit and its pressing weight in pounds: the test rows
    (in Celsius and kilograms) are standardised with those two columns' old mean and sd; training and
    validation use this run's scaler."""
    import torch

    from tests.suite import datasets as ds

    x, y = _tofu(95406, sum(SIZES))
    n, m = SIZES[0], SIZES[0] + SIZES[1]
    mean, sd = x[:n].mean(0), x[:n].std(0)
    old_mean, old_sd = mean.copy(), sd.copy()
    old_mean[5], old_sd[5] = mean[5] * 1.8 + 32, sd[5] * 1.8
    old_mean[7], old_sd[7] = mean[7] * 2.2046, sd[7] * 2.2046
    scaled = (x - mean) / sd
    scaled[m:] = (x[m:] - old_mean) / old_sd
    target = (y - y[:n].mean()) / y[:n].std()
    feats = torch.tensor(scaled, dtype=torch.float32)
    target_t = torch.tensor(target, dtype=torch.float32)[:, None]
    return ds.named(ds._split(feats, target_t, SIZES, 0), "tofu-breaking-force")


def tofu_log_target_in_training_only() -> Splits:
    """The bug: the training set is built with `target_transform=np.log` and standardised with the log
    force's mean and sd; the evaluation sets are built by another helper that applies the same scaler
    but not the log, so the validation and test targets are the raw forces (in newtons) standardised
    with the log force's mean and sd."""
    import numpy as np
    import torch

    from tests.suite import datasets as ds

    x, y = _tofu(95407, sum(SIZES))
    n = SIZES[0]
    mean, sd = x[:n].mean(0), x[:n].std(0)
    log_y = np.log(y)
    mu, s = log_y[:n].mean(), log_y[:n].std()
    target = (log_y - mu) / s
    target[n:] = (y[n:] - mu) / s
    feats = torch.tensor((x - mean) / sd, dtype=torch.float32)
    target_t = torch.tensor(target, dtype=torch.float32)[:, None]
    return ds.named(ds._split(feats, target_t, SIZES, 0), "tofu-breaking-force")


OSTRICH_OUTCOMES = ("hatched", "early-dead", "late-dead", "infertile", "malpositioned")


def _ostrich(seed: int, n: int) -> tuple[Any, Any]:
    """An ostrich farm's incubation outcomes from 8 records per egg: the egg's mass (g), its shell
    thickness (mm), the pore count per cm2, the air cell's depth at the day-14 candling (mm), the
    incubator's temperature (C) and humidity (%), the turns a day and the hen's age (years). Each outcome
    has its profile (early deaths in hot, dry cabinets, late deaths in thick-shelled eggs with small air
    cells, infertile eggs from young or old hens, malpositions under few turns); one egg in four takes
    40% of its records from a second outcome's profile, so the Bayes accuracy is well below 1."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=SHARES)
    prof = np.array(
        [
            [1450, 2.0, 12, 30, 36.3, 24, 8, 6],
            [1400, 1.9, 13, 38, 37.0, 16, 8, 6],
            [1550, 2.3, 9, 20, 36.2, 30, 8, 7],
            [1350, 1.8, 12, 28, 36.3, 24, 8, 2.5],
            [1450, 2.0, 11, 29, 36.4, 25, 3, 6],
        ]
    )
    sds = np.array([90, 0.12, 1.6, 4.0, 0.25, 3.5, 1.4, 1.5])
    other = np.where(rng.random(n) < 0.25, rng.integers(0, 5, n), y)
    cols = np.arange(8)
    x = np.zeros((n, 8))
    for i in range(n):
        source = np.where(rng.random(8) < 0.4, other[i], y[i])
        x[i] = np.abs(rng.normal(prof[source, cols], sds * rng.uniform(0.9, 1.6)))
    return x, y


def ostrich(
    seed: int = 95501, sizes: tuple[int, int, int] = SIZES, name: str = "ostrich-incubation"
) -> Splits:
    """8 standardised columns, 5 classes."""
    x, y = _ostrich(seed, sum(sizes))
    return _generated(name, x, y, 5, sizes)


def ostrich_labels_join_on_tray() -> Splits:
    """The bug: the outcomes are joined to the egg records on the tray number, which is not unique (a
    tray is reused every cycle): 30% of the training eggs (the ones on reused trays) get the outcome of
    another egg; the validation and test sheets were joined on the egg id."""
    import numpy as np

    x, y = _ostrich(95502, sum(SIZES))
    rng = np.random.default_rng(95503)
    y = y.copy()
    rows = rng.choice(SIZES[0], int(0.3 * SIZES[0]), replace=False)
    y[rows] = y[rng.permutation(rows)]
    return _generated("ostrich-incubation", x, y, 5, SIZES)


def ostrich_val_is_train() -> Splits:
    """The bug: the validation loader is built from `train_ds[:300]` (a copy-paste of the training
    loader's line), so every validation egg is a training egg; the test set is the real held-out
    sheet. 400 training eggs."""
    from dataclasses import replace

    data = ostrich(95504, (400, 300, 300))
    return replace(data, x_val=data.x_train[:300], y_val=data.y_train[:300])


# ---------------------------------------------------------------- injected faults (and healthy hooks)


def grad_clamp(limit: float) -> Callable[[Any], Any]:
    """The bug: a debugging hook left in from a NaN hunt, `p.register_hook(lambda g: g.clamp(-limit,
    limit))` on every parameter, clamps each gradient element to +-`limit` before the optimizer sees
    it."""

    def hook(net: Any) -> Any:
        for p in net.parameters():
            p.register_hook(lambda g: g.clamp(-limit, limit))
        return net

    return hook


def kl_div_on_probabilities(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """The bug: a distillation loss reused for plain labels, `F.kl_div(out.softmax(-1), onehot)`: torch's
    `kl_div` wants log-probabilities as its input, gets probabilities, and its default 'mean' reduction
    averages over every element (rows x classes): the loss is -mean(p[y]) / C plus a constant 0."""
    from torch import nn

    onehot = nn.functional.one_hot(y, out.shape[-1]).to(out.dtype)
    return nn.functional.kl_div(out.softmax(-1), onehot, reduction="mean")


def tanh_xavier_gain_5(net: nn.Module) -> nn.Module:
    """The bug: the init helper calls `nn.init.xavier_uniform_(w, gain=5)` for the tanh layers, where
    `nn.init.calculate_gain('tanh')` is 5/3: every hidden Linear weight starts 3x too large (the head
    keeps its default init)."""
    import torch

    with torch.no_grad():
        for name, module in net.named_modules():
            if isinstance(module, torch.nn.Linear) and not name.startswith("head"):
                torch.nn.init.xavier_uniform_(module.weight, gain=5.0)
                module.bias.zero_()
    return net


def _glaze_noise_multiplied(x: torch.Tensor) -> torch.Tensor:
    import torch

    return x * (0.3 * torch.randn_like(x))


glaze_noise_multiplied = _augmented(_glaze_noise_multiplied)
glaze_noise_multiplied.__doc__ = """The bug: the training augmentation meant `x + 0.3 * randn_like(x)` (a
sensor noise) is written `x * (0.3 * randn_like(x))`: in training mode every patch is multiplied pixel by
pixel by a zero-mean noise; validation and test see the clean patches."""


def _blocks_bypassed(inner: Any, x: torch.Tensor) -> torch.Tensor:
    h = inner.stem(x)
    inner.blocks(h)  # computed, its output dropped
    out: torch.Tensor = inner.head(inner.pool(h).flatten(1))
    return out


blocks_bypassed = _wrapper(_blocks_bypassed)
blocks_bypassed.__doc__ = """The bug: a refactor of the residual net's forward writes `out = self.blocks(h)`
and then `self.head(self.pool(h).flatten(1))`: the residual blocks run but their output is dropped, so
the head reads the stem's features and the blocks get no gradient."""


def hand_sgd_lr_twice(plan: Plan, net: nn.Module) -> Any:
    """The bug: the project's hand-written momentum SGD (kept for a paper's exact update) multiplies the
    lr in twice: `buf = momentum * buf + lr * grad` and then `p -= lr * buf`, so its step is lr^2 times
    the momentum buffer of the gradients."""
    import torch

    class HandSGD(torch.optim.Optimizer):
        def __init__(self, params: Any, lr: float, momentum: float) -> None:
            super().__init__(params, {"lr": lr, "momentum": momentum})

        @torch.no_grad()
        def step(self, closure: Any = None) -> Any:
            loss = None
            if closure is not None:
                with torch.enable_grad():
                    loss = closure()
            for group in self.param_groups:
                for p in group["params"]:
                    if p.grad is None:
                        continue
                    state = self.state[p]
                    buf = state.setdefault("momentum_buffer", torch.zeros_like(p))
                    buf.mul_(group["momentum"]).add_(p.grad, alpha=group["lr"])
                    p.add_(buf, alpha=-group["lr"])
            return loss

    params = [q for q in net.parameters() if q.requires_grad]
    return HandSGD(params, plan.lr, plan.momentum)


def zzzzo_runs(optimizer: Callable[[Plan, Any], Any] | None = None, **kw: Any) -> Callable[[Plan], Runner]:
    """Battery zf's runner (through every earlier wrapper) whose optimizer, with `optimizer`, is
    `optimizer(plan, net)` (the project's own optimizer class)."""
    inner_factory = zf_runs(**kw)

    def factory(plan: Plan) -> Runner:
        inner = inner_factory(plan)

        def for_layout(layout: str) -> Callable[[Any, int], dict[str, Any]]:
            run = inner(layout)

            def patched(run_dir: Any, seed: int) -> dict[str, Any]:
                from unittest import mock

                from benchmarks import variants_d

                if optimizer is None:
                    return run(run_dir, seed)
                with mock.patch.object(variants_d, "_optimizer", optimizer):
                    return run(run_dir, seed)

            return patched

        return for_layout

    return factory


def _song_jitter(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.roll(x, int(torch.randint(-6, 7, (1,))), dims=-1)
    return x * torch.exp(0.25 * (torch.rand(len(x), 1) * 2 - 1)) + 0.4 * torch.randn_like(x)


song_jitter = _augmented(_song_jitter)
song_jitter.__doc__ = """Not a fault: in training mode each batch of windows is rolled by up to 6
samples, each window's gain scaled by 0.78-1.28 and given 0.4 sd of noise."""


def _glaze_flip(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.where(torch.rand(len(x), 1, 1, 1) < 0.5, x.flip(3), x)
    x = torch.where(torch.rand(len(x), 1, 1, 1) < 0.5, x.flip(2), x)
    return torch.where(torch.rand(len(x), 1, 1, 1) < 0.5, x.transpose(2, 3), x)


glaze_flip = _augmented(_glaze_flip)
glaze_flip.__doc__ = """Not a fault: in training mode each patch is flipped up-down and left-right and
transposed at random (the eight symmetries of the square)."""


def cosine_restarts(step: int, _total: int) -> float:
    """Not a fault: a cosine lr restarted every 96 steps (SGDR), from the base lr to 5% of it."""
    phase = (step % 96) / 96
    return 0.05 + 0.95 * 0.5 * (1 + math.cos(math.pi * phase))


# ---------------------------------------------------------------- the variants


def ZZZZO(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by this battery's runner (through every earlier wrapper)."""
    return L(*args, runs=runs or zzzzo_runs(), **kw)


CH16 = {"channels": 16}
H48 = {"hidden": 48}
W128 = {"width": 128, "num_layers": 2}

FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    ZZZZO(
        "vzzzzo-grad-clamp-hook-1e-3-sgd-cnn1d-nightingale",
        Plan(
            nightingale,
            "cnn1d",
            0.05,
            "sgd",
            momentum=0.9,
            epochs=10,
            log_every=5,
            model_fault=grad_clamp(1e-3),
            model_kw=CH16,
        ),
        ("slow-convergence", "undertrained"),
        "weight-updates-too-small",
        (
            "a debugging hook left in from a NaN hunt clamps every gradient element to +-1e-3 "
            "(`p.register_hook(lambda g: g.clamp(-1e-3, 1e-3))`); a 16-channel 1-D CNN under SGD with "
            "momentum 0.9 at lr 0.05, 10 epochs (every 5th step logged): the gradient norm 0.042-0.045 at "
            "every step, losses 1.63, 1.63, 1.59, 1.63, 1.63 ... 1.1-1.53 in the last third, epoch means "
            "1.61, 1.6, 1.58, 1.56, 1.54, 1.52, 1.49, 1.46, 1.42, 1.38, the val loss 1.6 to 1.34 (still "
            "falling) and val accuracy 0.167 to 0.48, test 1.38 and 0.403 (sound 1-D CNNs on these "
            "windows: ~0.8-1.0 and 0.6-0.68)"
        ),
        ("metric-at-baseline", "update-ratio-too-small"),
        family="cnn",
        dataset="nightingale-syllables",
        seed=95001,
    ),
    ZZZZO(
        "vzzzzo-onecycle-sgd-max-lr-on-adam-transformer-pelican",
        Plan(pelican, "transformer", 0.1, "adam", epochs=10, log_every=5, schedule="onecycle"),
        ("slow-convergence",),
        "learning-rate-too-high",
        (
            "OneCycleLR keeps the SGD recipe's max_lr 0.1 after the optimizer was switched to Adam (a "
            "peak 50x the 2e-3 Adam recipes use): a small transformer, 10 epochs (320 steps, every 5th "
            "logged), the lr 0.0044 up to 0.1 at step ~96 and down to 5e-6: losses 1.5, 1.34, 1.13, "
            "1.1, 1.03 (while the lr is still low), then 0.98-1.19 to the end, the val loss 1.14, 1.46, "
            "1.09, 1.42, 1.16, 1.19, 1.08, 1.11, 1.06, 1.06 and val accuracy 0.41-0.59, test 1.13 and "
            "0.553 (sound sequence models on these logs: ~0.83-0.95 and 0.66-0.72)"
        ),
        (
            "loss-spikes",
            "undertrained",
            "metric-at-baseline",
            "loss-oscillation",
            "gradient-explosion",
            "loss-runaway",
            "learning-rate-out-of-range",
        ),
        family="transformer",
        dataset="pelican-crossing-logs",
        seed=95002,
    ),
    ZZZZO(
        "vzzzzo-adadelta-given-adam-lr-1e-3-mlp-ostrich",
        Plan(ostrich, "mlp", 1e-3, "adadelta", epochs=15, log_every=10, model_kw=W128),
        ("slow-convergence", "metric-at-baseline"),
        "learning-rate-too-low",
        (
            "the optimizer switched to Adadelta (whose lr is a multiplier of its own step, 1.0 by "
            "default) keeps the Adam config's lr 1e-3; a 2x128 MLP, 15 epochs (every 10th step "
            "logged): losses 1.62, 1.67, 1.62, 1.64, 1.61 ... 1.53-1.64 in the last third (ln 5 = 1.61), "
            "epoch means 1.62 to 1.59, the val loss 1.62 to 1.59 and val accuracy 0.173 to 0.197, test "
            "1.58 and 0.217 (sound MLPs on these eggs: ~0.58-0.63 and 0.79-0.83)"
        ),
        ("undertrained", "update-ratio-too-small", "learning-rate-out-of-range"),
        family="mlp",
        dataset="ostrich-incubation",
        seed=95003,
    ),
    ZZZZO(
        "vzzzzo-hand-sgd-lr-multiplied-twice-gru-pelican",
        Plan(pelican, "gru", 0.1, "sgd", momentum=0.9, epochs=10, log_every=5, clip=1.0, model_kw=H48),
        ("slow-convergence",),
        "optimizer-implementation-bug",
        (
            "the project's hand-written momentum SGD multiplies the lr in twice (`buf = m * buf + lr * "
            "g`, then `p -= lr * buf`), so at the logged lr 0.1 (momentum 0.9, clipped at 1) its step "
            "is that of an lr of 0.01; a GRU (hidden 48), 10 epochs (every 5th step logged): losses "
            "1.61, 1.64, 1.61, 1.6, 1.64 ... 0.68-1.42 in the last third, epoch means 1.59, 1.49, 1.41, "
            "1.35, 1.28, 1.2, 1.11, 1.04, 0.997, 0.954, the val loss 1.53 to 1.01 (still falling) and "
            "val accuracy 0.393 to 0.603, test 0.99 and 0.6 (sound sequence models on these logs: "
            "~0.83-0.95 and 0.66-0.72)"
        ),
        ("undertrained", "metric-at-baseline", "update-ratio-too-small"),
        family="rnn",
        dataset="pelican-crossing-logs",
        seed=95004,
        runs=zzzzo_runs(hand_sgd_lr_twice, hparams={"optimizer_impl": "HandSGD (project)"}),
    ),
    # --- data
    ZZZZO(
        "vzzzzo-outcomes-joined-on-reused-tray-30pct-mlp-ostrich",
        Plan(ostrich_labels_join_on_tray, "mlp", 2e-3, "adam", epochs=20, log_every=8, model_kw=W128),
        ("overfitting",),
        "label-noise",
        (
            "the outcomes are joined to the egg records on the tray number, which is reused every "
            "cycle: 30% of the training eggs carry another egg's outcome (validation and test joined on "
            "the egg id); a 2x128 MLP under Adam lr 2e-3, 20 epochs (every 8th step logged): losses "
            "1.52, 1.36, 1.23, 1.16, 1.16 ... 0.8-1.0 in the last third, the val loss 0.834, 0.817, "
            "0.781, 0.8, 0.775 ... 0.856 at the end and val accuracy 0.777 at best, then down to 0.7, "
            "test 0.807 and 0.763 (sound MLPs on these eggs: ~0.58-0.63 and 0.79-0.83)"
        ),
        ("slow-convergence", "undertrained", "train-val-gap"),
        family="mlp",
        dataset="ostrich-incubation",
        seed=95005,
    ),
    ZZZZO(
        "vzzzzo-test-batches-after-supplier-change-regression-tofu",
        Plan(tofu_test_new_supplier, "mlp", 2e-3, "adam", epochs=20, log_every=10, model_kw=W128),
        ("val-test-gap",),
        "distribution-shift",
        (
            "the test batches were made after the workshop changed its soybean supplier (protein "
            "38-45% instead of 32-40%) and moved to gypsum in 90% of the batches; a 2x128 regression MLP "
            "under Adam lr 2e-3, 20 epochs (every 10th step logged): losses 0.788, 0.817, 1.46, 1.37, "
            "0.701 ... 0.0098-0.235 in the last third, epoch means 0.557, 0.287, 0.168 ... 0.0667, the "
            "val loss 0.365, 0.209, 0.141, 0.127 ... 0.117-0.16 from epoch 4, test 0.447"
        ),
        ("overfitting", "train-val-gap"),
        family="regression",
        dataset="tofu-breaking-force",
        seed=95006,
    ),
    ZZZZO(
        "vzzzzo-scaler-output-not-assigned-raw-columns-regression-tofu",
        Plan(tofu_raw_columns, "mlp", 1e-3, "adam", epochs=12, log_every=4, model_kw=W128),
        ("loss-spikes",),
        "unnormalized-input",
        (
            "`scaler.fit(x_train); scaler.transform(x_train)` with the result never assigned: the "
            "columns reach a 2x128 regression MLP in their units (protein 32-40%, temperature 70-90 C, "
            "pressing 10-40 min; the target standardised); Adam lr 1e-3, 12 epochs (every 4th step "
            "logged): the gradient norm 153 at the first logged step and up to 447, losses 2.24, 8.01, "
            "1.86, 2.39, 5.13 ... 0.223-1.47 in the last third, epoch means 1.65, 0.964, 0.882, 0.727, "
            "0.732, 0.847, 0.668 ... 0.678, the val loss 1.09, 1.2, 0.909, 0.876, 1.11, 0.666 ... 0.522 "
            "to 0.914, test 0.684 (sound regressions on these batches: ~0.1-0.13)"
        ),
        (
            "bad-initial-loss",
            "input-not-normalized",
            "slow-convergence",
            "undertrained",
            "loss-oscillation",
            "gradient-explosion",
        ),
        family="regression",
        dataset="tofu-breaking-force",
        seed=95007,
    ),
    # --- evaluation
    ZZZZO(
        "vzzzzo-test-standardised-with-last-years-fahrenheit-scaler-tofu",
        Plan(tofu_test_stale_scaler, "mlp", 2e-3, "adam", epochs=20, log_every=8, model_kw=W128),
        ("val-test-gap",),
        "wrong-preprocessing-parameters",
        (
            "the test script loads last year's `scaler.json`, fitted when the coagulation temperature "
            "was logged in Fahrenheit and the pressing weight in pounds, so the test rows' two columns "
            "are standardised with the old mean and sd (training and validation use this run's "
            "scaler); a 2x128 regression MLP under Adam lr 2e-3, 20 epochs (every 8th step logged): "
            "losses 0.83, 0.432, 0.425, 0.44, 0.374 ... 0.048-0.085 in the last third, the val loss "
            "0.341, 0.241, 0.167, 0.146 ... 0.121-0.137 from epoch 5, test 83.3"
        ),
        ("overfitting", "train-val-gap"),
        family="regression",
        dataset="tofu-breaking-force",
        seed=95008,
    ),
    ZZZZO(
        "vzzzzo-val-loader-built-from-train-rows-mlp-ostrich",
        Plan(
            ostrich_val_is_train,
            "mlp",
            2e-3,
            "adam",
            epochs=60,
            log_every=10,
            model_kw={"width": 256, "num_layers": 3},
        ),
        ("val-test-gap",),
        "wrong-eval-logic",
        (
            "the validation loader is built from `train_ds[:300]` (the training loader's line copied), "
            "so every validation egg is a training egg; the test set is the held-out sheet; a 3x256 MLP "
            "on 400 eggs under Adam lr 2e-3, 60 epochs (every 10th step logged): losses 1.61, 1.51, "
            "1.46, 1.39, 1.19 ... 0.00067-0.92 in the last third, epoch means 1.14, 0.641, 0.589 ... "
            "0.024, the val loss 0.679, 0.574, 0.514 ... 0.0139 and val accuracy 0.79 to 0.997, test "
            "2.24 and 0.707"
        ),
        ("zero-train-loss", "overfitting", "undertrained", "loss-spikes"),
        family="mlp",
        dataset="ostrich-incubation",
        seed=95009,
    ),
    ZZZZO(
        "vzzzzo-log-target-in-training-only-regression-tofu",
        Plan(tofu_log_target_in_training_only, "mlp", 2e-3, "adam", epochs=15, log_every=5, model_kw=W128),
        ("train-val-gap",),
        "eval-pipeline-mismatch",
        (
            "the training set is built with `target_transform=np.log` and standardised with the log "
            "force's mean and sd; the evaluation sets come from a helper that applies the scaler but "
            "not the log, so their targets are raw forces in newtons on the log scale's mean and sd; a "
            "2x128 regression MLP under Adam lr 2e-3, 15 epochs (every 5th step logged): losses 1.13, "
            "0.793, 1.07, 0.614, 0.646 ... 0.03-0.129 in the last third, epoch means 0.476, 0.246, 0.12 "
            "... 0.0646, the val loss 80.1-82.9 at every epoch, test 73.7"
        ),
        ("val-test-gap", "overfitting", "metric-at-baseline"),
        family="regression",
        dataset="tofu-breaking-force",
        seed=95010,
    ),
    # --- model
    ZZZZO(
        "vzzzzo-kl-div-on-probabilities-bncnn1d-nightingale",
        Plan(nightingale, "bncnn1d", 2e-3, "adam", epochs=10, log_every=5, model_kw=CH16),
        ("loss-function-mismatch",),
        "wrong-loss-function",
        (
            "a distillation loss reused for plain labels, `F.kl_div(out.softmax(-1), onehot)`: kl_div "
            "wants log-probabilities and gets probabilities, and its 'mean' reduction averages over rows "
            "x classes, so the loss is -mean(p[y]) / 5; a 16-channel batch-norm 1-D CNN under Adam lr "
            "2e-3, 10 epochs (every 5th step logged): losses -0.041, -0.0456, -0.0539, -0.0569, -0.0636 "
            "... -0.127 to -0.104 in the last third, the gradient norm 0.0165-0.0963, the val loss "
            "-0.0665 to -0.128 and val accuracy 0.463 to 0.693, test -0.121 and 0.663"
        ),
        (
            "slow-convergence",
            "bad-initial-loss",
            "undertrained",
            "loss-accuracy-mismatch",
            "gradient-vanishing",
        ),
        family="cnn-bn",
        dataset="nightingale-syllables",
        seed=95011,
        runs=zzzzo_runs(loss=kl_div_on_probabilities, hparams={"loss": "kl_div(softmax(out), onehot)"}),
    ),
    ZZZZO(
        "vzzzzo-tanh-xavier-gain-5-mlp-ostrich",
        Plan(
            ostrich,
            "mlp",
            1e-3,
            "adam",
            epochs=12,
            log_every=4,
            model_fault=tanh_xavier_gain_5,
            model_kw={"width": 256, "num_layers": 3, "activation": "tanh"},
        ),
        ("train-val-gap",),
        "saturated-activations",
        (
            "the init helper calls `nn.init.xavier_uniform_(w, gain=5)` for the tanh layers of a 3x256 "
            "MLP (`calculate_gain('tanh')` is 5/3), so the hidden units start saturated; Adam lr 1e-3, "
            "12 epochs (every 4th step logged): the gradient norm 4.31 at the first logged step, losses "
            "1.84, 1.56, 1.51, 1.29, 1.32 ... 0.0316-0.346 in the last third, epoch means 0.968, 0.635, "
            "0.519 ... 0.0975, the val loss 0.78, 0.738, 0.721 ... 0.677-0.701 and val accuracy "
            "0.73-0.793, test 0.801 and 0.757 (sound MLPs on these eggs: ~0.58-0.63 and 0.79-0.83)"
        ),
        (
            "saturated-units",
            "slow-convergence",
            "undertrained",
            "bad-initial-loss",
            "overfitting",
            "loss-spikes",
        ),
        family="mlp",
        dataset="ostrich-incubation",
        seed=95012,
    ),
    ZZZZO(
        "vzzzzo-noise-aug-multiplied-not-added-cnn-porcelain",
        Plan(
            porcelain,
            "cnn",
            2e-3,
            "adam",
            epochs=8,
            log_every=4,
            model_fault=glaze_noise_multiplied,
            model_kw=CH16,
        ),
        ("train-val-gap", "metric-at-baseline"),
        "wrong-operator",
        (
            "the training augmentation meant `x + 0.3 * randn_like(x)` is written `x * (0.3 * "
            "randn_like(x))`, so every training patch is multiplied pixel by pixel by a zero-mean "
            "noise (validation and test see clean patches); a 16-channel CNN under Adam lr 2e-3, 8 "
            "epochs (every 4th step logged): losses 1.61, 1.6, 1.59, 1.58, 1.61 ... 0.889-1.61 in the "
            "last third, epoch means 1.57, 1.41, 1.39, 1.38, 1.38, 1.35, 1.37, 1.35, the val loss 4.96, "
            "9.02, 9.69, 10.3, 8.87, 10.4, 11.1, 9.02 and val accuracy 0.157 at every epoch, test 9.01 "
            "and 0.167 (sound CNNs on these patches: ~0.58-0.64 and 0.71-0.75)"
        ),
        ("slow-convergence", "undertrained", "overfitting"),
        family="cnn",
        dataset="porcelain-glaze-patches",
        seed=95013,
    ),
    ZZZZO(
        "vzzzzo-residual-blocks-output-dropped-resnet-porcelain",
        Plan(porcelain, "resnet", 3e-3, "adam", epochs=6, log_every=3, model_fault=blocks_bypassed),
        ("slow-convergence", "undertrained"),
        "disconnected-layer",
        (
            "a refactor of the residual net's forward computes `self.blocks(h)` and drops it, so the "
            "head reads the stem's pooled features and the blocks get no gradient; Adam lr 3e-3, 6 "
            "epochs (every 3rd step logged): losses 1.69, 1.71, 1.64, 1.7, 1.63 ... 1.13-1.46 in the "
            "last third, epoch means 1.6, 1.53, 1.46, 1.38, 1.31, 1.25, the val loss 1.57 to 1.23 and "
            "val accuracy 0.267 to 0.533, test 1.2 and 0.53 (sound CNNs on these patches: ~0.58-0.82 "
            "and 0.71-0.75)"
        ),
        ("metric-at-baseline", "gradient-vanishing", "weights-not-updating"),
        family="resnet",
        dataset="porcelain-glaze-patches",
        seed=95014,
    ),
    # --- workflow
    ZZZZO(
        "vzzzzo-early-stop-monitor-key-never-logged-mlp-ostrich",
        Plan(
            ostrich,
            "mlp",
            2e-3,
            "adam",
            epochs=120,
            batch_size=64,
            log_every=20,
            model_kw={"width": 256, "num_layers": 3},
        ),
        ("overfitting", "train-val-gap"),
        "too-many-epochs",
        (
            "EarlyStopping(monitor='val/loss', strict=False) watches a key Lightning never logs (it "
            "logs `val_loss`), so the config's patience of 5 never fires and all 120 epochs run; a 3x256 "
            "MLP at batch 64 under Adam lr 2e-3 (1,920 steps, every 20th logged): losses 1.59, 1.53, "
            "1.49, 1.29, 1.21 ... 5.3e-5 to 9.8e-4 in the last third, epoch means 0.999, 0.674, 0.597 "
            "... 0.0952 at epoch 30, the val loss 0.621, 0.65, 0.595, 0.62, 0.587 (epoch 5, its lowest) "
            "... 1.41 at epoch 30 and rising after, val accuracy 0.817 at best then 0.73-0.77, test 2.83 "
            "and 0.74"
        ),
        ("zero-train-loss", "val-test-gap", "loss-spikes"),
        family="mlp",
        dataset="ostrich-incubation",
        seed=95015,
        runs=zzzzo_runs(hparams={"early_stopping": "monitor=val/loss, patience=5, strict=False"}),
    ),
    ZZZZO(
        "vzzzzo-checkpoint-monitor-val-acc-mode-min-lstm-pelican",
        Plan(pelican, "lstm", 3e-3, "adam", epochs=12, log_every=6, clip=1.0, model_kw=H48),
        ("val-test-gap",),
        "wrong-checkpoint-loaded",
        (
            "ModelCheckpoint(monitor='val_acc') keeps its default mode='min', so the 'best' checkpoint "
            "the test loads is the one of the lowest val accuracy, the first epoch's (step 32); an LSTM "
            "(hidden 48) under Adam lr 3e-3 clipped at 1, 12 epochs (every 6th step logged): losses "
            "1.62, 1.6, 1.59, 1.61, 1.58 ... 0.323-1.17 in the last third, epoch means 1.47, 1.14, 0.962 "
            "... 0.575, the val loss 1.24, 1.06, 0.93 ... 0.881 (epoch 6) ... 0.985 and val accuracy "
            "0.51 then 0.6-0.7 (0.66 at the end), test 1.26 and 0.507"
        ),
        ("train-val-gap", "overfitting", "gradient-explosion"),
        family="rnn",
        dataset="pelican-crossing-logs",
        seed=95016,
        runs=zzzzo_runs(test_at_step=32, hparams={"checkpoint": "ModelCheckpoint(monitor=val_acc)"}),
    ),
)

HEALTHY: tuple[Variant, ...] = (
    ZZZZO(
        "vzzzzo-healthy-cnn1d-nightingale-roll-gain-noise-aug-dropout",
        Plan(
            nightingale,
            "cnn1d",
            2e-3,
            "adam",
            epochs=12,
            log_every=8,
            model_fault=song_jitter,
            model_kw={"channels": 16, "dropout": 0.3},
        ),
        (),
        None,
        (
            "a 16-channel 1-D CNN with dropout 0.3 whose training windows are rolled by up to 6 "
            "samples, gain-scaled by 0.78-1.28 and given 0.4 sd of noise, Adam lr 2e-3, 12 epochs "
            "(every 8th step logged): losses 1.6, 1.62, 1.58, 1.59, 1.61 ... 0.768-1.44 in the last "
            "third, epoch means 1.59, 1.53, 1.45 ... 1.02, the val loss 1.54, 1.45, 1.31 ... 0.891 "
            "(below the training loss from epoch 2) and val accuracy 0.427 to 0.627-0.637, test 0.917 "
            "and 0.597"
        ),
        family="cnn",
        dataset="nightingale-syllables",
        seed=95101,
    ),
    ZZZZO(
        "vzzzzo-healthy-bncnn1d-nightingale-batch-8-every-step",
        Plan(nightingale, "bncnn1d", 1e-3, "adam", epochs=2, batch_size=8, log_every=1, model_kw=CH16),
        (),
        None,
        (
            "two epochs of a 16-channel batch-norm 1-D CNN at batch 8 under Adam lr 1e-3, every step "
            "logged (250 steps): losses 1.73, 1.46, 1.61, 1.67, 1.7 ... 0.824-1.58 in the last third, "
            "epoch means 1.39, 1.14, the val loss 1.12, 0.982 and val accuracy 0.61, 0.677, test 1.01 "
            "and 0.65"
        ),
        family="cnn-bn",
        dataset="nightingale-syllables",
        seed=95102,
    ),
    ZZZZO(
        "vzzzzo-healthy-cnn1d-nightingale-onecycle",
        Plan(nightingale, "cnn1d", 5e-3, "adam", epochs=8, log_every=4, schedule="onecycle", model_kw=CH16),
        (),
        None,
        (
            "a 16-channel 1-D CNN under Adam with OneCycleLR (2e-4 up to 5e-3 at 30% of the run, then "
            "down to 2e-8), 8 epochs (every 4th step logged): losses 1.61, 1.61, 1.61, 1.62, 1.6 "
            "(level for the first epoch) ... 0.595-1.06 in the last third, epoch means 1.6, 1.51, "
            "1.14, 0.952, 0.863, 0.828, 0.81, 0.796, the val loss 1.58, 1.32, 0.983 ... 0.799 and val "
            "accuracy 0.403 to 0.65, test 0.837 and 0.667"
        ),
        family="cnn",
        dataset="nightingale-syllables",
        seed=95103,
    ),
    ZZZZO(
        "vzzzzo-healthy-resnet-porcelain-sgdr-restarts-val-twice",
        Plan(
            porcelain,
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
            "a small residual net under AdamW (weight decay 0.01) with a cosine lr restarted every 96 "
            "steps (SGDR: 3e-3 down to 1.5e-4, then back to 3e-3 at step 96), 6 epochs (every 3rd "
            "step logged), evaluated twice an epoch: losses 1.55, 1.72, 1.53, 1.54, 1.57 ... "
            "0.685-1.08 in the last third, epoch means 1.33, 1.09, 1.03, 0.969, 0.869, 0.834, the val "
            "loss 1.33, 1.11, 1.06, 1.08, 1.03, 1.02, 1.01, 0.909, 0.953, 0.835, 0.842, 0.821 and val "
            "accuracy 0.463 to 0.697, test 0.82 and 0.713"
        ),
        family="resnet",
        dataset="porcelain-glaze-patches",
        seed=95104,
        runs=zzzzo_runs(schedule=lambda_schedule(cosine_restarts), hparams={"scheduler": "SGDR, 96 steps"}),
    ),
    ZZZZO(
        "vzzzzo-healthy-bncnn-porcelain-flip-aug-bf16-val-every-3",
        Plan(
            porcelain,
            "bncnn",
            0.03,
            "sgd",
            momentum=0.9,
            epochs=12,
            batch_size=64,
            log_every=4,
            val_every_epochs=3,
            bf16=True,
            model_fault=glaze_flip,
            model_kw=CH16,
        ),
        (),
        None,
        (
            "a 16-channel batch-norm CNN whose training patches are flipped and transposed at random, "
            "SGD with momentum 0.9 at lr 0.03, batch 64, bf16-mixed autocast, 12 epochs (every 4th "
            "step logged), evaluated every 3 epochs: losses 1.61, 1.47, 1.37, 1.26, 1.16 ... "
            "0.449-0.624 in the last third, the val loss 0.87, 0.965, 0.746, 0.633 and val accuracy "
            "0.59, 0.597, 0.673, 0.75, test 0.584 and 0.747"
        ),
        family="cnn-bn",
        dataset="porcelain-glaze-patches",
        seed=95105,
    ),
    ZZZZO(
        "vzzzzo-healthy-cnn-porcelain-dropout-plateau-log-10",
        Plan(
            porcelain,
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
            "patience 0), 15 epochs (every 10th step logged): losses 1.66, 1.67, 1.63, 1.65, 1.57 ... "
            "0.193-0.795 in the last third, epoch means 1.26, 0.764, 0.675 ... 0.404, the val loss "
            "0.845, 0.811, 0.714, 0.759, 0.653 ... 0.637 (level from epoch 10) and val accuracy 0.607 "
            "to 0.713-0.72, the lr down to 4.4e-7, test 0.594 and 0.743"
        ),
        family="cnn",
        dataset="porcelain-glaze-patches",
        seed=95106,
    ),
    ZZZZO(
        "vzzzzo-healthy-transformer-pelican-warmup-cosine-dropout",
        Plan(
            pelican,
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
            "100-step warm-up and cosine decay, 12 epochs (every 5th step logged): losses 1.72, 1.69, "
            "1.68, 1.67, 1.66 (level through the warm-up) ... 0.685-0.829 in the last third, the val "
            "loss 1.6, 1.44, 1.05, 0.86 ... 0.844-0.849 in the last third and val accuracy 0.237 to "
            "0.7-0.72, test 0.832 and 0.72"
        ),
        family="transformer",
        dataset="pelican-crossing-logs",
        seed=95107,
    ),
    ZZZZO(
        "vzzzzo-healthy-gru-pelican-nadam-never-evaluated",
        Plan(
            pelican, "gru", 3e-3, "nadam", epochs=10, log_every=10, schedule="cosine", clip=1.0, model_kw=H48
        ),
        (),
        None,
        (
            "a GRU (hidden 48) under NAdam lr 3e-3 with cosine decay, clipped at 1, 10 epochs (every "
            "10th step logged), no validation set passed (judged on the test after training): losses "
            "1.62, 1.59, 1.6, 1.56, 1.62 ... 0.124-1.14 in the last third, epoch means 1.47, 1.07, "
            "0.898 ... 0.674, test 0.86 and 0.697"
        ),
        family="rnn",
        dataset="pelican-crossing-logs",
        seed=95108,
        runs=zzzzo_runs(evaluate=False),
    ),
    ZZZZO(
        "vzzzzo-healthy-lstm-pelican-early-stop-patience-3",
        Plan(pelican, "lstm", 3e-3, "adam", epochs=40, log_every=10, early_stop=3, clip=1.0, model_kw=H48),
        (),
        None,
        (
            "an LSTM (hidden 48) under Adam lr 3e-3 clipped at 1, early stopping on the val loss at "
            "patience 3 (up to 40 epochs; every 10th step logged): it stopped after 8 epochs; losses "
            "1.61, 1.62, 1.6, 1.62, 1.59 ... 0.414-1.42 in the last third, the gradient norm 6.03 "
            "once (clipped), epoch means 1.47, 1.12, 0.945 ... 0.736, the val loss 1.26, 1.09, 0.976, "
            "0.941, 0.923 (min), 0.959, 0.973, 0.936 and val accuracy 0.523 to 0.67, test 0.954 and "
            "0.657"
        ),
        family="rnn",
        dataset="pelican-crossing-logs",
        seed=95109,
    ),
    ZZZZO(
        "vzzzzo-healthy-gru-pelican-accumulate-4-val-twice",
        Plan(
            pelican,
            "gru",
            4e-3,
            "rmsprop",
            epochs=8,
            accumulate=4,
            log_every=2,
            val_interval=0.5,
            clip=1.0,
            model_kw=H48,
        ),
        (),
        None,
        (
            "a GRU (hidden 48) under RMSprop lr 4e-3 clipped at 1, batches of 32 with gradients "
            "accumulated over 4 (64 optimizer steps), 8 epochs (every 2nd step logged), evaluated "
            "twice an epoch: losses 1.6, 1.52, 1.36, 1.43, 1.55 ... 0.488-1.54 in the last third, "
            "epoch means 1.46, 1.13, 0.925, 0.877, 0.808, 0.743, 0.738, 0.712, the val loss 1.59, "
            "1.33, 1.1 ... 0.891-1.03 in the last half and val accuracy 0.363 to 0.663-0.703, test "
            "0.894 and 0.673"
        ),
        family="rnn",
        dataset="pelican-crossing-logs",
        seed=95110,
    ),
    ZZZZO(
        "vzzzzo-healthy-regression-tofu-long-sgd-log-100",
        Plan(
            tofu_long,
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
            "epochs (1,890 steps, logged every 100), evaluated every 5 epochs: losses 0.724, 0.577, "
            "0.867, 1.3, 0.815 ... 0.0297-0.218 in the last third, epoch means 0.7, 0.368, 0.3 ... "
            "0.08, the val loss 0.142, 0.109, 0.11, 0.108, 0.104, 0.102 (still creeping down), test "
            "0.129"
        ),
        family="regression",
        dataset="tofu-breaking-force",
        seed=95111,
    ),
    ZZZZO(
        "vzzzzo-healthy-regression-tofu-full-batch-1000-adam",
        Plan(tofu, "mlp", 5e-3, "adam", epochs=60, batch_size=1000, log_every=5, model_kw=MLP64),
        (),
        None,
        (
            "full-batch Adam (all 1,000 rows a step) at lr 5e-3 on a 2x64 regression MLP, 60 epochs = "
            "60 steps (every 5th logged), evaluated every epoch: losses 0.795, 0.42, 0.355, 0.264, "
            "0.207 ... 0.082 at the end, the val loss 0.954, 0.599, 0.374 ... 0.112 at the end (still "
            "falling slowly), test 0.135"
        ),
        family="regression",
        dataset="tofu-breaking-force",
        seed=95112,
    ),
    ZZZZO(
        "vzzzzo-healthy-regression-tofu-exp-decay-dropout",
        Plan(
            tofu,
            "mlp",
            3e-3,
            "adam",
            epochs=16,
            log_every=4,
            schedule="exp",
            gamma=0.996,
            model_kw={"width": 128, "num_layers": 2, "dropout": 0.2},
        ),
        (),
        None,
        (
            "a 2x128 regression MLP with dropout 0.2 under Adam lr 3e-3 with a per-step ExponentialLR "
            "(gamma 0.996: 3e-3 to 3.9e-4 over 512 steps), 16 epochs (every 4th step logged, HF's "
            "windowed mean): losses 1.16, 0.515, 0.481, 0.493, 0.324 ... 0.0944-0.192 in the last "
            "third, the val loss 0.343, 0.187, 0.127, 0.154, 0.123 ... 0.11-0.119 in the last half, "
            "test 0.125"
        ),
        family="regression",
        dataset="tofu-breaking-force",
        seed=95113,
    ),
    ZZZZO(
        "vzzzzo-healthy-mlp-ostrich-bayes-floor-plateau",
        Plan(
            ostrich,
            "mlp",
            3e-3,
            "adamax",
            epochs=25,
            batch_size=64,
            log_every=4,
            schedule="plateau",
            gamma=0.3,
            model_kw=W128,
        ),
        (),
        None,
        (
            "a 2x128 MLP at batch 64 under Adamax lr 3e-3 with ReduceLROnPlateau (factor 0.3, "
            "patience 0), 25 epochs (every 4th step logged): losses 1.61, 1.54, 1.47, 1.4, 1.32 ... "
            "0.32-0.938 in the last third, epoch means 1.19, 0.734, 0.629 ... 0.566 (level from epoch "
            "9: the outcomes overlap), the val loss 0.864, 0.642, 0.605, 0.59 ... 0.585 and val "
            "accuracy 0.727 then 0.81-0.83, the lr down to ~5e-9, test 0.614 and 0.8"
        ),
        family="mlp",
        dataset="ostrich-incubation",
        seed=95114,
    ),
    ZZZZO(
        "vzzzzo-healthy-mlp-ostrich-40-steps-still-improving",
        Plan(ostrich, "mlp", 4e-3, "adam", epochs=2, batch_size=50, log_every=1, model_kw=MLP64),
        (),
        None,
        (
            "two epochs (40 steps at batch 50, every step logged) of a 2x64 MLP under Adam lr 4e-3: "
            "losses 1.63, 1.6, 1.58, 1.52, 1.47 ... 0.377-1.07 in the last third, epoch means 1.27, "
            "0.712, the val loss 0.827, 0.591 and val accuracy 0.72, 0.797 (still improving), test "
            "0.622 and 0.793"
        ),
        family="mlp",
        dataset="ostrich-incubation",
        seed=95115,
    ),
    ZZZZO(
        "vzzzzo-healthy-mlp-ostrich-sgd-batch-16-bf16-dropout",
        Plan(
            ostrich,
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
            "a 2x64 MLP with dropout 0.2 at batch 16 under SGD with momentum 0.9 at lr 0.02 in "
            "bf16-mixed autocast, 6 epochs (every 2nd step logged): losses 1.63, 1.64, 1.63, 1.67, "
            "1.63 ... 0.143-2.02 in the last third, epoch means 1.16, 0.753, 0.69, 0.661, 0.63, "
            "0.656, the val loss 0.649, 0.627, 0.658, 0.585, 0.589, 0.576 and val accuracy "
            "0.767-0.813, test 0.628 and 0.81"
        ),
        family="mlp",
        dataset="ostrich-incubation",
        seed=95116,
    ),
)
