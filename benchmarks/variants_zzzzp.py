"""Variant battery zzzzp: a look-alike of an external held-out suite, real framework runs (`--battery zzzzp`).

    nice -n 10 python benchmarks/variants.py --battery zzzzp --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery zzzzp [--runs]

Like batteries d-zzzzm, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is the log),
trained by battery d's runner through the earlier batteries' wrappers (battery zf's runner, its replaced
loss and schedule, battery zj's model and augmentation wrappers, battery zzzzo's own-optimizer hook) and
this battery's own hooks (an evaluation-only box blur, `model.train()` in the evaluation path, residual
blocks cut out of the forward, a broadcasting MSE, a hand-written Adam without its square root), so
each case can run in each of the three layouts; the layout rotation of variants.py picks one.
It was written blind: its author trained it with `--train-only`, read the raw logged numbers of each
run, and never diagnosed or scored it, so it is held-out data for the tool.
Its halves are even (16 and 16; one fault each, one cause a case, spread over every family of cause:
optimisation, data, evaluation, model, workflow), injected into data sets no battery had at a realistic
strength, in forms earlier batteries did not use (see each case's description and each hook's docstring).
The data sets are new, all made offline with numpy from known generating models (see each generator): a
flush cistern's fill-valve pressure traces by the valve's fault (sound, dripping washer, stuck float,
water hammer, part-blocked inlet; 64 samples), 12x12 sorting-line camera patches of blueberries (sound,
bruised, split, mouldy, stem-on), a canal lock's operation logs by the lockage's outcome (normal,
delayed, aborted, grounding, gate fault; left-padded to 20), a charcoal burner's yields per burn (from
the wood, the stack and the burn; standardised) and a date-packing house's Medjool grades (from 8
measurements of the fruit).
Runs of 24 to ~1,600 steps: MLPs, 2-D CNNs with and without batch norm, a small residual net, 1-D CNNs
with and without batch norm, GRU and LSTM readers of the lock logs, a small transformer and regression
MLPs; SGD (with momentum), Adam, AdamW, NAdam, RMSprop, Adagrad and a hand-written Adam; constant,
cosine, warm-up + cosine, one-cycle, step, exponential, plateau, saw-tooth cyclic and inverse-time
schedules, gradient accumulation; bf16-mixed autocast, shift, offset, gain, noise, turn and flip
augmentation, dropout, early stopping, clipping; batches of 8 to 1,000; cadences from every step to once
every 100 steps, evaluations four times an epoch, twice an epoch, once an epoch, every 2, 3 or 5 epochs
or never.
The faulty half: NAdam given the SGD recipe's lr 0.1, an inverse-time decay typed `1 / (1 + step)`, an
fp16 static loss scale of 2**24 (every step skipped), a hand-written Adam dividing by v instead of
sqrt(v), a clearing's mean-yield target encoding that includes each row's own yield, `np.log` of a
count with zeros, a legacy label alias that maps one grade onto another in the training sheet only, test
traces from pumped mains (every valve 2.5x faster), evaluation patches box-blurred by an anti-aliased
resize, a test scaler called with its mean and sd swapped, an MC-dropout helper that puts the whole
model in training mode for evaluation, an MSE broadcast to (N, N), residual blocks whose output a
refactor drops, regularisation keys the model builder never reads (150 epochs unregularised), a test
that loads the first checkpoint of a glob, and early stopping at patience 1 on quarter-epoch
validations.
The healthy half holds sound runs a naive reader can take for a fault (see the healthy cases'
descriptions): a val loss below the training loss under jitter augmentation and dropout, batch-8 noise
logged every step, a one-cycle bf16 run level for its first epochs under turn and flip augmentation, a
slow but steady residual net evaluated twice an epoch, a plateau schedule logged every 10 steps, a
transformer's level first epoch under warm-up, a saw-tooth cyclic lr on a GRU never evaluated, an LSTM
stopped early, a slow SGD regression logged every 100, an exponential decay down to a noise floor,
Adagrad at batch 500 (2 steps an epoch), a 40-step run still improving, gradient accumulation with a
step cut evaluated every 2 epochs, full-batch steps on a regression, a GRU evaluated every 3 epochs and
a batch-norm 1-D CNN under cosine SGD logged every step.
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
from benchmarks.variants_zzzzo import zzzzo_runs

if TYPE_CHECKING:
    import torch
    from torch import nn

    from tests.suite.datasets import Splits

SIZES = (1000, 300, 300)
SHARES = (0.24, 0.19, 0.19, 0.19, 0.19)


# ---------------------------------------------------------------- data sets no battery has


CISTERN = ("sound", "dripping-washer", "stuck-float", "water-hammer", "part-blocked")


def _cistern(seed: int, n: int, length: int = 64, pace: float = 1.0) -> tuple[Any, Any]:
    """A flush cistern's fill-valve pressure trace (64 samples after the flush), labelled by the valve's
    fault: a sound valve (the pressure rises along a smooth exponential to its shut-off level within
    20-35 samples, with a small settling ripple), a dripping washer (the same rise, then a slow sag and
    a drip ripple of 6-10 cycles a window), a stuck float (the rise never shuts off: a ramp that keeps
    climbing to the window's end), water hammer (the shut-off rings: a damped oscillation of 3-5 cycles
    at 1.5-2.5x amplitude) or a part-blocked inlet (the rise 2.5-4x slower). Every trace has a gain of
    0.7-1.3, an offset of sd 0.15 (the mains pressure) and a noise of sd 0.05-0.15. `pace` multiplies
    every time constant's rate and every ripple's frequency (1: the training building's low-flow
    mains)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=SHARES)
    t = np.arange(length, dtype=float)
    x = np.zeros((n, length))
    for i in range(n):
        c = int(y[i])
        tau = rng.uniform(5, 9) / pace * (rng.uniform(2.5, 4) if c == 4 else 1)
        rise = 1 - np.exp(-t / tau)
        ripple = 0.08 * np.sin(2 * np.pi * rng.uniform(2, 4) * pace * t / length + rng.uniform(0, 6))
        sig = rise + ripple
        if c == 1:
            sig = sig - rng.uniform(0.004, 0.008) * pace * t
            sig += 0.15 * np.sin(2 * np.pi * rng.uniform(6, 10) * pace * t / length + rng.uniform(0, 6))
        if c == 2:
            sig = rise * 0.6 + rng.uniform(0.012, 0.02) * pace * t
        if c == 3:
            shut = rng.uniform(18, 30) / pace
            ring = np.exp(-np.clip(t - shut, 0, None) / rng.uniform(8, 14))
            osc = np.sin(2 * np.pi * rng.uniform(3, 5) * pace * (t - shut) / length)
            sig = sig + rng.uniform(0.5, 0.9) * ring * osc * (t > shut)
        x[i] = (
            rng.uniform(0.7, 1.3) * sig + rng.normal(0, 0.15) + rng.normal(0, rng.uniform(0.05, 0.15), length)
        )
    return x, y


def cistern(
    seed: int = 96101, sizes: tuple[int, int, int] = SIZES, name: str = "cistern-fill-traces"
) -> Splits:
    """The traces (N, 64), centred and scaled by the training traces' mean and sd, 5 classes."""
    x, y = _cistern(seed, sum(sizes))
    return _signal_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def cistern_test_high_pressure_mains() -> Splits:
    """The bug: the training and validation traces come from the pilot building's low-pressure mains;
    the test traces from the new tower's pumped mains, where every valve fills 2.5x faster and every
    ripple rings 2.5x higher."""
    import numpy as np

    x, y = _cistern(96102, SIZES[0] + SIZES[1])
    xt, yt = _cistern(96103, SIZES[2], pace=2.5)
    x, y = np.concatenate([x, xt]), np.concatenate([y, yt])
    return _signal_splits(x, y, SIZES, "cistern-fill-traces", _stats(x[: SIZES[0]]))


BLUEBERRY = ("sound", "bruised", "split", "mouldy", "stem-on")


def _blueberry(seed: int, n: int) -> tuple[Any, Any]:
    """12x12 camera patches (one colour channel's brightness) of blueberries on a sorting line, labelled
    by the grader: a sound berry (a round dark-blue disc with its bloom: a soft bright rim and the
    calyx star, a dark 2x2 spot, near the centre), bruised (a larger dull patch of lowered contrast on
    one side), split (a bright thin line of exposed flesh across the disc), mouldy (a grey fuzz: bright
    speckles over half the disc) or stem-on (a bright short stalk leaving the disc's edge). Every patch
    has a contrast of 0.6-1.2, a belt gradient and a noise of sd 0.15-0.3."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=SHARES)
    yy, xx = np.mgrid[0:12, 0:12].astype(float)
    x = np.zeros((n, 12, 12))
    for i in range(n):
        c = int(y[i])
        cx, cy = rng.uniform(4.8, 6.2), rng.uniform(4.8, 6.2)
        r = rng.uniform(3.6, 4.6)
        rad = np.sqrt((xx - cx) ** 2 + (yy - cy) ** 2) / r
        disc = 1 / (1 + np.exp((rad - 1) * 7))
        img = 0.6 * disc + 0.5 * np.exp(-((rad - 0.85) ** 2) / 0.02)
        calyx = np.exp(-((xx - cx - rng.normal(0, 0.7)) ** 2 + (yy - cy - rng.normal(0, 0.7)) ** 2) / 0.8)
        img -= 0.6 * calyx
        if c == 1:
            ang = rng.uniform(0, 2 * np.pi)
            side = ((xx - cx) * np.cos(ang) + (yy - cy) * np.sin(ang)) > 0
            img = np.where(side & (rad < 1), 0.35 * img + 0.25, img)
        if c == 2:
            ang = rng.uniform(0, np.pi)
            dist = np.abs((xx - cx) * np.sin(ang) - (yy - cy) * np.cos(ang))
            img += 0.9 * np.exp(-(dist**2) / 0.25) * (rad < 0.9)
        if c == 3:
            half = (xx - cx) * rng.choice([-1, 1]) > rng.uniform(-1, 1)
            img += 0.7 * (rng.random((12, 12)) < 0.35) * half * (rad < 1.1)
        if c == 4:
            ang = rng.uniform(0, 2 * np.pi)
            for step in np.linspace(0.8, 1.5, 6):
                px = int(round(cx + step * r * np.cos(ang)))
                py = int(round(cy + step * r * np.sin(ang)))
                if 0 <= px < 12 and 0 <= py < 12:
                    img[py, px] += 1.0
        img += rng.normal(0, 0.2) * (yy - 5.5) / 6
        x[i] = rng.uniform(0.6, 1.2) * img + rng.normal(0, rng.uniform(0.15, 0.3), (12, 12))
    return x, y


def blueberry(
    seed: int = 96201, sizes: tuple[int, int, int] = SIZES, name: str = "blueberry-sorter-patches"
) -> Splits:
    """The patches as (N, 1, 12, 12), centred and scaled by the training patches' mean and sd, 5 classes."""
    x, y = _blueberry(seed, sum(sizes))
    return _patch_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


LOCK_EVENTS = (
    "<pad>",
    "boat-arrives",
    "gate-open",
    "gate-close",
    "paddle-up",
    "paddle-down",
    "boat-enters",
    "boat-leaves",
    "rope-on",
    "rope-off",
    "sill-alarm",
    "keeper-call",
    "level-check",
)
LOCK_OUTCOMES = ("normal", "delayed", "aborted", "grounding", "gate-fault")
_LOCK_FAVOURED = ((2, 6, 3, 7), (11, 12, 1, 8), (1, 11, 3, 9), (10, 5, 12, 11), (3, 2, 11, 10))
_LOCK_LENGTHS = ((10, 20), (12, 20), (4, 12), (8, 18), (8, 18))


def _lock(seed: int, n: int, length: int = 20) -> tuple[Any, Any]:
    """A canal lock's operation logs (a boat arrives, the gates open and close, the paddles go up and
    down, the boat enters and leaves, ropes on and off, a sill alarm, a call to the keeper, a level
    check; ids 1-12, 0 pads on the left), labelled by the lockage's outcome: normal, delayed, aborted,
    a grounding on the sill or a gate fault. Each outcome is a Markov chain over one shared random base
    tilted towards its four favoured events, and 20% of the events are replaced by a random one (the
    keeper's tablet logging a neighbouring button)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    base = np.random.default_rng(96300).dirichlet(np.ones(12) * 0.6, size=12)
    chains = []
    for favoured in _LOCK_FAVOURED:
        tilt = np.zeros((12, 12))
        tilt[:, [f - 1 for f in favoured]] = 0.16
        chain = base + tilt
        chains.append(chain / chain.sum(1, keepdims=True))
    y = rng.choice(5, n, p=SHARES)
    x = np.zeros((n, length), dtype=np.int64)
    for i in range(n):
        c = int(y[i])
        size = int(rng.integers(*_LOCK_LENGTHS[c]))
        state = int(rng.integers(0, 12))
        events = []
        for _ in range(size):
            state = int(rng.choice(12, p=chains[c][state]))
            events.append(int(rng.integers(1, 13)) if rng.random() < 0.2 else state + 1)
        x[i, length - size :] = events
    return x, y


def lock(seed: int = 96301, sizes: tuple[int, int, int] = SIZES, name: str = "canal-lock-logs") -> Splits:
    """Event windows (N, 20) over 13 ids (0 the padding), 5 classes."""
    x, y = _lock(seed, sum(sizes))
    return _token_splits(x, y, sizes, name)


def _charcoal(seed: int, n: int, pits: int = 900) -> tuple[Any, Any, Any, Any]:
    """A charcoal burner's records per burn: the wood's moisture (% 12-40), its density (kg/m3,
    450-800), the log diameter (cm, 6-20), the stack volume (m3, 2-8), the burn time (h, 18-72), the
    air vents open (1-6), the air temperature (C, -2-28) and the cover's soil depth (cm, 5-25); the
    target is the charcoal yield (% of the dry wood mass): an optimum burn time that grows with the
    diameter, less with moisture and open vents, more with density, a per-site (clearing) effect of sd
    6% and a noise of sd 10% (standardised). Also returns each burn's clearing id and the raw yields."""
    import numpy as np

    rng = np.random.default_rng(seed)
    moist = rng.uniform(12, 40, n)
    dens = rng.uniform(450, 800, n)
    diam = rng.uniform(6, 20, n)
    vol = rng.uniform(2, 8, n)
    hours = rng.uniform(18, 72, n)
    vents = rng.integers(1, 7, n).astype(float)
    air = rng.uniform(-2, 28, n)
    soil = rng.uniform(5, 25, n)
    site = rng.integers(0, pits, n)
    site_effect = np.random.default_rng(96400).normal(0, 0.06, pits)
    best = 20 + 2.2 * diam
    yield_ = (
        28
        * np.exp(-(((hours - best) / 22) ** 2))
        * (1 - 0.009 * (moist - 20))
        * (dens / 600) ** 0.4
        * (1 - 0.04 * (vents - 3))
        * (1 + 0.005 * (soil - 15))
        * (1 + 0.01 * (vol - 5))
        * np.exp(site_effect[site] + rng.normal(0, 0.1, n))
    )
    x = np.column_stack([moist, dens, diam, vol, hours, vents, air, soil])
    return x, yield_, site, rng.poisson(2.5, n)


def charcoal(
    seed: int = 96401, sizes: tuple[int, int, int] = SIZES, name: str = "charcoal-burn-yield"
) -> Splits:
    """8 standardised columns, the standardised yield."""
    x, y, _, _ = _charcoal(seed, sum(sizes))
    return _generated(name, x, y, 0, sizes)


def charcoal_long() -> Splits:
    """A 2,000-burn draw."""
    return charcoal(96402, (2000, 300, 300), "charcoal-burn-yield-2000")


def charcoal_site_mean_yield_column() -> Splits:
    """The bug: a `site_mean_yield` column (the clearing's mean yield, a target encoding) is computed
    over the training and validation rows together, each row's own yield included (most clearings have
    0-3 burns there); the live test rows get their clearing's mean over the training burns only (0 where
    the clearing has none)."""
    import numpy as np

    x, y, site, _ = _charcoal(96403, sum(SIZES))
    m = SIZES[0] + SIZES[1]
    enc = np.zeros(len(y))
    for s in np.unique(site):
        rows = np.flatnonzero(site[:m] == s)
        enc[rows] = y[rows].mean()
        test_rows = m + np.flatnonzero(site[m:] == s)
        train_rows = np.flatnonzero(site[: SIZES[0]] == s)
        enc[test_rows] = y[train_rows].mean() if len(train_rows) else 0.0
    return _generated("charcoal-burn-yield", np.column_stack([x, enc]), y, 0, SIZES)


def charcoal_log_of_stone_count() -> Splits:
    """The bug: a new column, the count of stones found in the cover soil, is log-transformed with
    `np.log` (for `np.log1p`) before standardising; burns with no stone (8% of them) get -inf, the
    column's mean is -inf and the standardised column is NaN or +-inf in every row."""
    import numpy as np

    x, y, _, stones = _charcoal(96404, sum(SIZES))
    with np.errstate(divide="ignore"):
        logged = np.log(stones.astype(float))
    return _generated("charcoal-burn-yield", np.column_stack([x, logged]), y, 0, SIZES)


DATE_GRADES = ("jumbo", "large", "medium", "skin-separated", "dry")


def _dates(seed: int, n: int) -> tuple[Any, Any]:
    """A date-packing house's grades of Medjool dates from 8 measurements: the length (mm), the
    width (mm), the mass (g), the moisture (%), the skin's separation (the gap in mm on the section),
    the sugar (Brix), the colour (a darkness index) and the firmness (N). Each grade has its profile
    (jumbo long and heavy, medium small, skin-separated with a wide gap, dry with low moisture and
    high firmness); one fruit in five takes 40% of its measurements from a second grade's profile."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=SHARES)
    prof = np.array(
        [
            [52, 30, 26, 24, 0.3, 68, 70, 9],
            [46, 27, 21, 23, 0.3, 67, 68, 9],
            [40, 24, 16, 23, 0.3, 66, 66, 10],
            [47, 28, 21, 21, 1.6, 69, 64, 8],
            [44, 25, 17, 15, 0.5, 74, 78, 17],
        ]
    )
    sds = np.array([3.0, 2.0, 2.5, 2.0, 0.35, 3.0, 5.0, 2.5])
    other = np.where(rng.random(n) < 0.2, rng.integers(0, 5, n), y)
    cols = np.arange(8)
    x = np.zeros((n, 8))
    for i in range(n):
        source = np.where(rng.random(8) < 0.4, other[i], y[i])
        x[i] = np.abs(rng.normal(prof[source, cols], sds * rng.uniform(0.9, 1.6)))
    return x, y


def dates(seed: int = 96501, sizes: tuple[int, int, int] = SIZES, name: str = "date-fruit-grades") -> Splits:
    """8 standardised columns, 5 classes."""
    x, y = _dates(seed, sum(sizes))
    return _generated(name, x, y, 5, sizes)


def dates_legacy_alias_training_labels() -> Splits:
    """The bug: the training sheet comes from the old grading software, which writes the
    skin-separated grade as "puffy"; the label map's legacy alias table maps "puffy" to "large" (its
    meaning in an older grading scheme), so every training fruit of that grade is labelled large; the
    validation and test sheets, from the new software, say "skin-separated"."""
    x, y = _dates(96502, sum(SIZES))
    y = y.copy()
    n = SIZES[0]
    y[:n][y[:n] == 3] = 1
    return _generated("date-fruit-grades", x, y, 5, SIZES)


def dates_test_scaler_arguments_swapped() -> Splits:
    """The bug: the serving script's `scale(x, mean, sd)` helper is defined `def scale(x, sd, mean)` in
    the test module, so the test rows are scaled as `(x - sd) / mean` with the training rows'
    statistics (training and validation rows get `(x - mean) / sd`)."""
    import torch

    from tests.suite import datasets as ds

    x, y = _dates(96503, sum(SIZES))
    n, m = SIZES[0], SIZES[0] + SIZES[1]
    mean, sd = x[:n].mean(0), x[:n].std(0, ddof=1)
    scaled = (x - mean) / sd
    scaled[m:] = (x[m:] - sd) / mean
    feats = torch.tensor(scaled, dtype=torch.float32)
    return ds.named(ds._split(feats, torch.tensor(y).long(), SIZES, 5), "date-fruit-grades")


# ---------------------------------------------------------------- injected faults (and healthy hooks)


def _blurred(inner: Any, x: torch.Tensor) -> torch.Tensor:
    import torch

    if not inner.training:
        x = torch.nn.functional.avg_pool2d(x, 3, stride=1, padding=1, count_include_pad=False)
    out: torch.Tensor = inner(x)
    return out


eval_patches_box_blurred = _wrapper(_blurred)
eval_patches_box_blurred.__doc__ = """The bug: the evaluation loader reads the sorter's 24x24 archive
export and resizes it to 12x12 with an anti-aliasing filter, which the training loader (reading the
live 12x12 crops) never applies: every validation and test patch reaches the model box-blurred (3x3)."""


def blocks_output_dropped(net: nn.Module) -> nn.Module:
    """The bug: a refactor of the residual net's forward computes `h = self.blocks(stem)` and then
    returns `self.head(self.pool(stem).flatten(1))`, so the residual blocks' output never reaches the
    head (the blocks run but get no gradient)."""
    import types

    def forward(self: Any, x: torch.Tensor) -> torch.Tensor:
        stem = self.stem(x)
        self.blocks(stem)
        out: torch.Tensor = self.head(self.pool(stem).flatten(1))
        return out

    net.forward = types.MethodType(forward, net)  # type: ignore[method-assign]
    return net


def _always_train(inner: Any, x: torch.Tensor) -> torch.Tensor:
    inner.train()
    out: torch.Tensor = inner(x)
    return out


mc_dropout_left_on = _wrapper(_always_train)
mc_dropout_left_on.__doc__ = """The bug: an uncertainty helper, `enable_mc_dropout(model)`, meant to switch on
the dropout layers alone, calls `model.train()` on the whole model and is left in the evaluation path:
every validation and test batch runs with dropout on and batch-norm on the batch's own statistics
(updating the running statistics with evaluation batches)."""


def broadcast_mse(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """The bug: the regression's MSE is written `((out - y.squeeze()) ** 2).mean()` with the model's
    output of shape (N, 1): the difference broadcasts to (N, N), every prediction is scored against
    every target of the batch, and the minimum is the batch's mean target for every row."""
    return ((out.reshape(-1, 1) - y.reshape(1, -1)) ** 2).mean()


def hand_adam_no_sqrt(plan: Plan, net: nn.Module) -> Any:
    """The bug: the project's hand-written Adam (kept to reproduce a paper's exact update) divides the
    first moment by `v_hat + eps` where Adam takes `sqrt(v_hat) + eps`, so its step is m/v, the inverse
    of the gradient's size (small gradients make huge steps)."""
    import torch

    class HandAdam(torch.optim.Optimizer):
        def __init__(self, params: Any, lr: float) -> None:
            super().__init__(params, {"lr": lr, "betas": (0.9, 0.999), "eps": 1e-8})

        @torch.no_grad()
        def step(self, closure: Any = None) -> Any:
            loss = None
            if closure is not None:
                with torch.enable_grad():
                    loss = closure()
            for group in self.param_groups:
                b1, b2 = group["betas"]
                for p in group["params"]:
                    if p.grad is None:
                        continue
                    state = self.state[p]
                    if not state:
                        state["t"] = 0
                        state["m"] = torch.zeros_like(p)
                        state["v"] = torch.zeros_like(p)
                    state["t"] += 1
                    state["m"].mul_(b1).add_(p.grad, alpha=1 - b1)
                    state["v"].mul_(b2).addcmul_(p.grad, p.grad, value=1 - b2)
                    m_hat = state["m"] / (1 - b1 ** state["t"])
                    v_hat = state["v"] / (1 - b2 ** state["t"])
                    p.add_(m_hat / (v_hat + group["eps"]), alpha=-group["lr"])
            return loss

    params = [q for q in net.parameters() if q.requires_grad]
    return HandAdam(params, plan.lr)


def inverse_step_decay(step: int, _total: int) -> float:
    """The bug: an inverse-time decay meant as `1 / (1 + step / 1000)` typed `1 / (1 + step)`: the lr is
    halved after one step, a tenth after 9 and a hundredth after 99."""
    return 1.0 / (1 + step)


def _pressure_jitter(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.roll(x, int(torch.randint(-3, 4, (1,))), dims=-1)
    x = x + 0.2 * torch.randn(len(x), 1)
    return x * (1 + 0.2 * (torch.rand(len(x), 1) * 2 - 1)) + 0.2 * torch.randn_like(x)


pressure_jitter = _augmented(_pressure_jitter)
pressure_jitter.__doc__ = """Not a fault: in training mode each batch of traces is shifted by up to 3
samples, each trace given an offset of sd 0.2, a gain of 0.8-1.2 and 0.2 sd of noise."""


def _berry_turn(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.rot90(x, int(torch.randint(0, 4, (1,))), dims=(2, 3))
    return torch.where(torch.rand(len(x), 1, 1, 1) < 0.5, x.flip(3), x)


berry_turn = _augmented(_berry_turn)
berry_turn.__doc__ = """Not a fault: in training mode each batch of patches is turned by a random
multiple of 90 degrees and each patch flipped left-right at random."""


def sawtooth(step: int, _total: int) -> float:
    """Not a fault: a cyclic lr that falls linearly from the base lr to 5% of it every 60 steps and jumps
    back (a saw-tooth warm restart)."""
    return 1.0 - 0.95 * ((step % 60) / 60)


# ---------------------------------------------------------------- the variants


def ZZZZP(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by battery zf's runner (through every earlier wrapper)."""
    return L(*args, runs=runs or zf_runs(), **kw)


CH16 = {"channels": 16}
H48 = {"hidden": 48}
W128 = {"width": 128, "num_layers": 2}

FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    ZZZZP(
        "vzzzzp-nadam-keeps-sgd-lr-0p1-gru-lock",
        Plan(lock, "gru", 0.1, "nadam", epochs=8, log_every=4, model_kw=H48),
        ("slow-convergence",),
        "learning-rate-too-high",
        (
            "NAdam at lr 0.1: the SGD recipe's lr kept when the optimizer was switched to NAdam; a GRU "
            "(hidden 48) over the canal lock logs, no clipping, 8 epochs (every 4th step logged): losses "
            "1.56, 1.62, 1.61, 1.37, 1.23 ... 1.1-2.61 in the last third, epoch means 1.64, 1.69, 2.13, "
            "1.88, 1.71, 1.64, 1.63, 1.57, the val loss 1.56, 2.54, 2.96, 2.23, 4.37, 2.71, 2.13, 2.22 and "
            "val accuracy 0.2-0.39, test 2.19 and 0.373 (sound sequence models on these logs: ~0.69-0.71 "
            "and 0.72-0.75)"
        ),
        (
            "loss-oscillation",
            "loss-spikes",
            "undertrained",
            "metric-at-baseline",
            "train-val-gap",
            "overfitting",
        ),
        family="rnn",
        dataset="canal-lock-logs",
        seed=96001,
    ),
    ZZZZP(
        "vzzzzp-inverse-time-decay-per-step-cnn1d-cistern",
        Plan(cistern, "cnn1d", 2e-3, "adam", epochs=10, log_every=5, schedule="cosine", model_kw=CH16),
        ("slow-convergence", "metric-at-baseline"),
        "lr-decay-too-fast",
        (
            "an inverse-time decay typed `LambdaLR(lambda step: 1 / (1 + step))` for `1 / (1 + step / "
            "1000)`: the lr of a 16-channel 1-D CNN under Adam (base 2e-3) is 4e-4 at the first logged step"
            " and 6.3e-6 at the end of 320 steps, 10 epochs (every 5th step logged): losses 1.6, 1.6, 1.6, "
            "1.62, 1.61 ... 1.58-1.59 in the last third, the val loss 1.6 to 1.59 and val accuracy "
            "0.227-0.24 (the largest class's share) at every epoch, test 1.59 and 0.253 (sound 1-D CNNs on "
            "these traces: ~0.53-0.9 and 0.68-0.82)"
        ),
        ("undertrained", "learning-rate-out-of-range", "update-ratio-too-small", "weights-not-updating"),
        family="cnn",
        dataset="cistern-fill-traces",
        seed=96002,
        runs=zf_runs(schedule=lambda_schedule(inverse_step_decay), hparams={"scheduler": "1/(1+step)"}),
    ),
    ZZZZP(
        "vzzzzp-static-loss-scale-2-pow-24-mlp-dates",
        Plan(dates, "mlp", 2e-3, "adam", epochs=10, log_every=5, model_kw=W128),
        ("slow-convergence", "metric-at-baseline", "nonfinite-first-seen"),
        "loss-scale-misconfigured",
        (
            "an fp16 static loss scale of 2**24 (DeepSpeed's initial_scale_power 24 with the dynamic scaler"
            " switched off): every scaled gradient overflows half precision and every step is skipped; a "
            "2x128 MLP under Adam lr 2e-3, 10 epochs (every 5th step logged): the gradient norm inf at "
            "every logged step, losses 1.59-1.66, epoch means 1.62 at every epoch, the val loss 1.63 and "
            "val accuracy 0.19 at every epoch, test 1.63 and 0.203 (sound MLPs on these grades: ~0.55-0.57 "
            "and 0.78-0.8)"
        ),
        ("weights-not-updating", "undertrained", "gradient-explosion", "update-ratio-too-small"),
        family="mlp",
        dataset="date-fruit-grades",
        seed=96003,
        runs=zf_runs(loss_scale=2.0**24, hparams={"loss_scale": "static 2**24"}),
    ),
    ZZZZP(
        "vzzzzp-hand-adam-divides-by-v-not-sqrt-cnn-blueberry",
        Plan(blueberry, "cnn", 1e-3, "adam", epochs=8, log_every=4, model_kw=CH16),
        ("bad-initial-loss", "metric-at-baseline"),
        "optimizer-implementation-bug",
        (
            "the project's hand-written Adam divides the first moment by `v_hat + eps` where Adam takes "
            "`sqrt(v_hat) + eps`: its step is m/v, the inverse of the gradient's size; a 16-channel CNN at "
            "lr 1e-3, 8 epochs (every 4th step logged): losses 5,040, 3,640, 5,100, 3,900 ... 1,630-3,990 "
            "in the last third (ln 5 = 1.61), epoch means 4,140 falling to 2,810, the gradient norm "
            "840-1,420, the val loss 3,970 to 2,600 and val accuracy 0.16-0.17, test 2,530 and 0.203 (sound"
            " CNNs on these patches: ~0.86 and 0.65)"
        ),
        (
            "gradient-explosion",
            "loss-spikes",
            "loss-oscillation",
            "slow-convergence",
            "undertrained",
            "update-ratio-too-large",
            "loss-runaway",
            "train-val-gap",
        ),
        family="cnn",
        dataset="blueberry-sorter-patches",
        seed=96004,
        runs=zzzzo_runs(optimizer=hand_adam_no_sqrt, hparams={"optimizer": "HandAdam"}),
    ),
    # --- data
    ZZZZP(
        "vzzzzp-site-mean-yield-target-encoding-regression-charcoal",
        Plan(charcoal_site_mean_yield_column, "mlp", 1e-3, "adam", epochs=20, log_every=8, model_kw=W128),
        ("val-test-gap",),
        "data-leakage",
        (
            "a `site_mean_yield` column (the clearing's mean yield) computed over the training and "
            "validation rows with each row's own yield included (most clearings hold 0-3 burns), while the "
            "live test rows get the mean of the clearing's training burns only; a 2x128 regression MLP "
            "under Adam lr 1e-3, 20 epochs (every 8th step logged): losses 0.688, 0.549, 0.33 ... "
            "0.0185-0.213 in the last third, epoch means 0.579 to 0.0399, the val loss 0.337, 0.277, 0.201 "
            "... 0.0751 at the end, test 0.158 (sound regressions on these burns: ~0.076-0.089)"
        ),
        ("overfitting", "train-val-gap", "zero-train-loss"),
        family="regression",
        dataset="charcoal-burn-yield",
        seed=96005,
    ),
    ZZZZP(
        "vzzzzp-np-log-of-stone-count-zeros-regression-charcoal",
        Plan(charcoal_log_of_stone_count, "mlp", 1e-3, "adam", epochs=5, log_every=5, model_kw=MLP64),
        ("nonfinite-first-seen",),
        "bad-input-data",
        (
            "a new column, the stones counted in the cover soil, is log-transformed with `np.log` (for "
            "`np.log1p`) before standardising; burns with no stone (8%) give -inf, the column's mean is "
            "-inf and the standardised column is NaN or inf in every row; a 2x64 regression MLP under Adam "
            "lr 1e-3, 5 epochs (every 5th step logged): the loss and the gradient norm NaN from the first "
            "logged step, the val and test losses NaN"
        ),
        ("loss-runaway", "checkpoint-nonfinite-tensors", "undertrained"),
        family="regression",
        dataset="charcoal-burn-yield",
        seed=96006,
    ),
    ZZZZP(
        "vzzzzp-legacy-alias-maps-grade-to-large-mlp-dates",
        Plan(dates_legacy_alias_training_labels, "mlp", 2e-3, "adam", epochs=15, log_every=5, model_kw=W128),
        ("train-val-gap",),
        "label-noise",
        (
            "the training sheet comes from the old grading software, which writes the skin-separated grade "
            "as 'puffy', and the label map's legacy alias table maps 'puffy' to 'large': every training "
            "date of that grade (19%) is labelled large, the validation and test sheets say 'skin-"
            "separated'; a 2x128 MLP under Adam lr 2e-3, 15 epochs (every 5th step logged): losses 1.3, "
            "0.871, 0.701 ... 0.0842-0.538 in the last third, epoch means 0.807 to 0.26, the val loss 2.13,"
            " 2.46, 2.53 ... 3.13 (rising) and val accuracy 0.637-0.663, test 3.11 and 0.643 (sound MLPs on"
            " these grades: ~0.55-0.57 and 0.78-0.8)"
        ),
        ("overfitting", "val-test-gap", "loss-accuracy-mismatch"),
        family="mlp",
        dataset="date-fruit-grades",
        seed=96007,
    ),
    ZZZZP(
        "vzzzzp-test-traces-from-pumped-mains-bncnn1d-cistern",
        Plan(
            cistern_test_high_pressure_mains, "bncnn1d", 2e-3, "adam", epochs=10, log_every=5, model_kw=CH16
        ),
        ("val-test-gap",),
        "distribution-shift",
        (
            "the training and validation traces come from the pilot building's low-pressure mains, the test"
            " traces from a tower on pumped mains where every valve fills 2.5x faster and every ripple "
            "rings 2.5x higher; a 16-channel batch-norm 1-D CNN under Adam lr 2e-3, 10 epochs (every 5th "
            "step logged): losses 1.58, 1.46, 1.46 ... 0.608-0.834 in the last third, the val loss 1.41 to "
            "0.688 and val accuracy 0.497 to 0.743-0.757, test 1.26 and 0.513"
        ),
        ("train-val-gap", "gradient-explosion"),
        family="cnn-bn",
        dataset="cistern-fill-traces",
        seed=96008,
    ),
    # --- evaluation
    ZZZZP(
        "vzzzzp-eval-patches-resized-with-antialias-bncnn-blueberry",
        Plan(
            blueberry,
            "bncnn",
            2e-3,
            "adam",
            epochs=8,
            log_every=4,
            model_fault=eval_patches_box_blurred,
            model_kw=CH16,
        ),
        ("train-val-gap", "overfitting"),
        "eval-pipeline-mismatch",
        (
            "the evaluation loader reads the sorter's 24x24 archive export and resizes it to 12x12 with an "
            "anti-aliasing filter the training loader never applies: every validation and test patch "
            "reaches the model box-blurred (3x3); a 16-channel batch-norm CNN under Adam lr 2e-3, 8 epochs "
            "(every 4th step logged): losses 1.58, 1.53, 1.48 ... 0.725-1.03 in the last third, epoch means"
            " 1.48 to 0.872, the val loss 1.61, 1.69, 1.86, 1.94, 2.01, 2.39, 2.58, 2.63 and val accuracy "
            "0.303 falling to 0.23, test 2.68 and 0.23 (sound CNNs on these patches: ~0.86 and 0.65)"
        ),
        ("metric-at-baseline", "val-test-gap", "gradient-explosion"),
        family="cnn-bn",
        dataset="blueberry-sorter-patches",
        seed=96009,
    ),
    ZZZZP(
        "vzzzzp-test-scaler-mean-sd-arguments-swapped-mlp-dates",
        Plan(dates_test_scaler_arguments_swapped, "mlp", 2e-3, "adam", epochs=15, log_every=5, model_kw=W128),
        ("val-test-gap",),
        "wrong-preprocessing-parameters",
        (
            "the test module defines its scaler `def scale(x, sd, mean)` and calls it `scale(x, mean, sd)`:"
            " the test rows are scaled as (x - sd) / mean with the training statistics (training and "
            "validation as (x - mean) / sd); a 2x128 MLP under Adam lr 2e-3, 15 epochs (every 5th step "
            "logged): losses 1.42, 1.05, 0.769 ... 0.114-0.673 in the last third, epoch means 0.906 to "
            "0.334, the val loss 0.61, 0.6 ... 0.68 and val accuracy 0.79-0.827, test 3.68 and 0.32"
        ),
        ("overfitting", "train-val-gap"),
        family="mlp",
        dataset="date-fruit-grades",
        seed=96016,
    ),
    ZZZZP(
        "vzzzzp-mc-dropout-helper-calls-model-train-in-eval-bncnn-blueberry",
        Plan(
            blueberry,
            "bncnn",
            2e-3,
            "adam",
            epochs=10,
            log_every=5,
            model_fault=mc_dropout_left_on,
            model_kw={"channels": 16, "dropout": 0.5},
        ),
        ("eval-in-train-mode",),
        "train-eval-mode-misuse",
        (
            "an uncertainty helper, `enable_mc_dropout(model)`, meant to switch on the dropout layers "
            "alone, calls `model.train()` on the whole model and is left in the evaluation path: every "
            "validation and test batch runs with dropout 0.5 on and batch norm on the batch's own "
            "statistics; a 16-channel batch-norm CNN under Adam lr 2e-3, 10 epochs (every 5th step logged):"
            " losses 1.57, 1.38, 1.56 ... 0.881-1.24 in the last third, epoch means 1.51 to 0.96, the val "
            "loss 1.48, 1.43 ... 1.14, 1.2, 1.16 and val accuracy 0.303 to 0.453-0.507, test 1.23 and 0.463"
        ),
        ("train-val-gap", "slow-convergence", "undertrained", "gradient-explosion"),
        family="cnn-bn",
        dataset="blueberry-sorter-patches",
        seed=96014,
    ),
    # --- model
    ZZZZP(
        "vzzzzp-mse-broadcast-n-by-n-regression-charcoal",
        Plan(charcoal, "mlp", 1e-3, "adam", epochs=12, log_every=5, model_kw=W128),
        ("slow-convergence",),
        "wrong-loss-function",
        (
            "the regression's MSE written `((out - y.squeeze()) ** 2).mean()` with an (N, 1) output: the "
            "difference broadcasts to (N, N), every prediction is scored against every target of the batch "
            "and the minimum is the batch's mean target; a 2x128 regression MLP under Adam lr 1e-3, 12 "
            "epochs (every 5th step logged): losses 0.924, 1.12, 1.03 ... 0.868-1.11 in the last third, "
            "epoch means 1.0 at every epoch, the val loss 1.03 then 1.02 at every epoch, test 0.964 (the "
            "target's variance is 1; sound regressions: ~0.076-0.089)"
        ),
        ("metric-at-baseline", "undertrained", "loss-function-mismatch"),
        family="regression",
        dataset="charcoal-burn-yield",
        seed=96010,
        runs=zf_runs(loss=broadcast_mse, hparams={"loss": "((out - y.squeeze()) ** 2).mean()"}),
    ),
    ZZZZP(
        "vzzzzp-residual-blocks-output-dropped-resnet-blueberry",
        Plan(blueberry, "resnet", 3e-3, "adam", epochs=8, log_every=4, model_fault=blocks_output_dropped),
        ("slow-convergence",),
        "disconnected-layer",
        (
            "a refactor of the residual net's forward computes `h = self.blocks(stem)` and returns "
            "`self.head(self.pool(stem).flatten(1))`: the blocks' output never reaches the head (the head "
            "reads the globally pooled stem); Adam lr 3e-3, 8 epochs (every 4th step logged): losses 1.64, "
            "1.61, 1.6 ... 1.47-1.66 in the last third, epoch means 1.61, 1.58, 1.57 ... 1.51, the val loss"
            " 1.59 to 1.54 and val accuracy 0.24-0.293, test 1.54 and 0.263 (a sound residual net on these "
            "patches: ~1.22 and 0.47-0.5 after 10 epochs)"
        ),
        ("undertrained", "metric-at-baseline", "weights-not-updating"),
        family="resnet",
        dataset="blueberry-sorter-patches",
        seed=96011,
    ),
    ZZZZP(
        "vzzzzp-regularisation-keys-never-read-mlp-dates",
        Plan(
            dates,
            "mlp",
            1e-3,
            "adam",
            epochs=150,
            batch_size=100,
            log_every=10,
            model_kw={"width": 256, "num_layers": 3},
        ),
        ("overfitting",),
        "insufficient-regularization",
        (
            "the config's `dropout: 0.3` and `weight_decay: 0.01` sit under a `regularisation:` section the"
            " model builder never reads, so a 3x256 MLP trains 150 epochs (1,500 steps at batch 100, every "
            "10th logged) under plain Adam lr 1e-3: losses 0.983, 0.471, 0.632 ... 4.2e-4 to 3.4e-3 in the "
            "last third, the val loss 0.9, 0.552 (its lowest), 0.674, 0.595 ... 2.09-2.43 in the last third"
            " and val accuracy 0.723, 0.79 ... 0.767-0.773, test 2.61 and 0.78"
        ),
        ("train-val-gap", "zero-train-loss", "val-test-gap"),
        family="mlp",
        dataset="date-fruit-grades",
        seed=96015,
    ),
    # --- workflow
    ZZZZP(
        "vzzzzp-test-loads-glob-first-checkpoint-lstm-lock",
        Plan(lock, "lstm", 3e-3, "adam", epochs=12, log_every=6, clip=1.0, model_kw=H48),
        ("val-test-gap",),
        "wrong-checkpoint-loaded",
        (
            "the test script loads `sorted(glob('ckpt/*.pt'))[0]`, the checkpoint written after 20 steps, "
            "not the trained weights; an LSTM (hidden 48) under Adam lr 3e-3 clipped at 1, 12 epochs (every"
            " 6th step logged): losses 1.58, 1.54, 1.48 ... 0.275-0.985 in the last third, epoch means 1.49"
            " to 0.533, the val loss 1.23, 0.912, 0.843 ... 0.773-0.825 and val accuracy 0.517 to 0.7-0.73,"
            " test 1.46 and 0.447"
        ),
        ("overfitting",),
        family="rnn",
        dataset="canal-lock-logs",
        seed=96012,
        runs=zf_runs(test_at_step=20),
    ),
    ZZZZP(
        "vzzzzp-early-stop-patience-1-on-quarter-epoch-vals-lstm-lock",
        Plan(
            lock,
            "lstm",
            2e-3,
            "adam",
            epochs=20,
            log_every=4,
            val_interval=0.25,
            early_stop=1,
            clip=1.0,
            model_kw=H48,
        ),
        ("undertrained",),
        "too-few-epochs",
        (
            "early stopping on the val loss at patience 1 (the recipe's patience in epochs) with "
            "validations every quarter epoch: an LSTM (hidden 48) under Adam lr 2e-3 clipped at 1 stops "
            "after 3 of its 20 epochs, at its first uptick while the val loss still falls ~0.06 an epoch; "
            "every 4th step logged: losses 1.59, 1.59, 1.6 ... 0.718-0.956 in the last third, the val loss "
            "1.59, 1.56, 1.49, 1.34, 1.14 ... 0.873, 0.842, 0.865 and val accuracy 0.34 to 0.667, test "
            "0.832 and 0.667 (sound sequence models on these logs: ~0.69-0.71 and 0.72-0.75)"
        ),
        ("slow-convergence",),
        family="rnn",
        dataset="canal-lock-logs",
        seed=96013,
    ),
)

HEALTHY: tuple[Variant, ...] = (
    ZZZZP(
        "vzzzzp-healthy-cnn1d-cistern-jitter-aug-dropout",
        Plan(
            cistern,
            "cnn1d",
            3e-3,
            "adam",
            epochs=20,
            log_every=8,
            model_fault=pressure_jitter,
            model_kw={"channels": 16, "dropout": 0.3},
        ),
        (),
        None,
        (
            "a 16-channel 1-D CNN with dropout 0.3, traces shifted by up to 3 samples, given an offset of "
            "sd 0.2, a gain of 0.8-1.2 and 0.2 sd of noise in training mode, Adam lr 3e-3, 20 epochs (every"
            " 8th step logged): losses 1.56, 1.54, 1.59, 1.82, 1.55 ... 0.654-1.6 in the last third, epoch "
            "means 1.55, 1.47, 1.44 ... 0.965, the val loss 1.45 to 0.811 (below the training loss) and val"
            " accuracy 0.373 to 0.687, test 0.899 and 0.683"
        ),
        family="cnn",
        dataset="cistern-fill-traces",
        seed=96101,
    ),
    ZZZZP(
        "vzzzzp-healthy-bncnn1d-cistern-adam-batch-8-every-step",
        Plan(cistern, "bncnn1d", 1e-3, "adam", epochs=2, batch_size=8, log_every=1, model_kw=CH16),
        (),
        None,
        (
            "two epochs of a 16-channel batch-norm 1-D CNN at batch 8 under Adam lr 1e-3, every step logged"
            " (250 steps): losses 1.76, 1.55, 1.54, 1.57, 1.68 ... 0.893-1.46 in the last third, epoch "
            "means 1.4, 1.19, the val loss 1.24, 1.01 and val accuracy 0.607, 0.67, test 1.06 and 0.647"
        ),
        family="cnn-bn",
        dataset="cistern-fill-traces",
        seed=96102,
    ),
    ZZZZP(
        "vzzzzp-healthy-bncnn-blueberry-onecycle-bf16-turn-aug",
        Plan(
            blueberry,
            "bncnn",
            0.05,
            "sgd",
            momentum=0.9,
            epochs=16,
            batch_size=64,
            log_every=4,
            schedule="onecycle",
            bf16=True,
            model_fault=berry_turn,
            model_kw=CH16,
        ),
        (),
        None,
        (
            "a 16-channel batch-norm CNN with random quarter turns and flips in training mode, SGD with "
            "momentum 0.9 under a one-cycle schedule (peak lr 0.05), batch 64, bf16-mixed autocast, 16 "
            "epochs (every 4th step logged): losses 1.58, 1.59, 1.57 ... 0.73-1.01 in the last third, epoch"
            " means 1.58 to 0.853, the val loss 1.58, 1.73, 1.7, 1.47 ... 0.939 and val accuracy 0.19-0.25 "
            "for 3 epochs, then up to 0.62, test 0.999 and 0.537"
        ),
        family="cnn-bn",
        dataset="blueberry-sorter-patches",
        seed=96103,
    ),
    ZZZZP(
        "vzzzzp-healthy-resnet-blueberry-cosine-val-twice",
        Plan(
            blueberry,
            "resnet",
            2e-3,
            "adamw",
            weight_decay=0.01,
            epochs=10,
            log_every=3,
            val_interval=0.5,
            schedule="cosine",
        ),
        (),
        None,
        (
            "a small residual net under AdamW (lr 2e-3, weight decay 0.01) with cosine decay, 10 epochs "
            "(every 3rd step logged), evaluated twice an epoch: losses 1.6, 1.62, 1.57 ... 0.935-1.3 in the"
            " last third, epoch means 1.54, 1.41, 1.32 ... 1.1, the val loss 1.57 to 1.22 and val accuracy "
            "0.257 to 0.5 (slow but steady), test 1.25 and 0.467"
        ),
        family="resnet",
        dataset="blueberry-sorter-patches",
        seed=96104,
    ),
    ZZZZP(
        "vzzzzp-healthy-cnn-blueberry-dropout-plateau-log-10",
        Plan(
            blueberry,
            "cnn",
            2e-3,
            "adam",
            epochs=14,
            log_every=10,
            schedule="plateau",
            gamma=0.3,
            model_kw={"channels": 16, "dropout": 0.3},
        ),
        (),
        None,
        (
            "a 16-channel CNN with dropout 0.3 under Adam lr 2e-3 with ReduceLROnPlateau (factor 0.3, "
            "patience 0), 14 epochs (every 10th step logged): losses 1.57, 1.5, 1.35 ... 0.317-0.58 in the "
            "last third, epoch means 1.5 to 0.422, the val loss 1.47, 1.22, 1.08 ... 0.864 (level in the "
            "last third) and val accuracy 0.407 to 0.65-0.67, test 0.856 and 0.647"
        ),
        family="cnn",
        dataset="blueberry-sorter-patches",
        seed=96105,
    ),
    ZZZZP(
        "vzzzzp-healthy-transformer-lock-warmup-cosine-dropout",
        Plan(
            lock,
            "transformer",
            1e-3,
            "adamw",
            weight_decay=0.01,
            epochs=12,
            log_every=5,
            schedule="warmup-cosine",
            warmup=120,
            model_kw={"dropout": 0.1},
        ),
        (),
        None,
        (
            "a small transformer with dropout 0.1 under AdamW (lr 1e-3, weight decay 0.01) with a 120-step "
            "warm-up and cosine decay, 12 epochs (every 5th step logged): losses 1.6, 1.56, 1.59, 1.65, "
            "1.52 ... 0.481-1.1 in the last third, epoch means 1.6, 1.4, 1.05 ... 0.661, the val loss 1.52,"
            " 1.23, 0.913 ... 0.775 and val accuracy 0.45 to 0.7-0.727, test 0.684 and 0.747"
        ),
        family="transformer",
        dataset="canal-lock-logs",
        seed=96106,
    ),
    ZZZZP(
        "vzzzzp-healthy-gru-lock-rmsprop-sawtooth-never-evaluated",
        Plan(
            lock, "gru", 2e-3, "rmsprop", epochs=10, log_every=10, schedule="cosine", clip=1.0, model_kw=H48
        ),
        (),
        None,
        (
            "a GRU (hidden 48) under RMSprop with a saw-tooth cyclic lr (from 2e-3 down to 1e-4 every 60 "
            "steps, then back), clipped at 1, 10 epochs (every 10th step logged), no validation set passed "
            "(judged on the test after training): losses 1.23, 0.982, 1.11, 0.902 ... 0.368-0.856 in the "
            "last third, epoch means 1.19, 0.875 ... 0.631, test 0.695 and 0.737"
        ),
        family="rnn",
        dataset="canal-lock-logs",
        seed=96107,
        runs=zf_runs(
            evaluate=False,
            schedule=lambda_schedule(sawtooth),
            hparams={"scheduler": "saw-tooth, 60 steps"},
        ),
    ),
    ZZZZP(
        "vzzzzp-healthy-lstm-lock-early-stop-patience-4",
        Plan(lock, "lstm", 3e-3, "adam", epochs=40, log_every=10, early_stop=4, clip=1.0, model_kw=H48),
        (),
        None,
        (
            "an LSTM (hidden 48) under Adam lr 3e-3 clipped at 1, early stopping on the val loss at "
            "patience 4 (up to 40 epochs; every 10th step logged): it stopped after 12 epochs; losses 1.58,"
            " 1.49, 1.17, 0.873 ... 0.328-0.791 in the last third, epoch means 1.47, 0.903 ... 0.474, the "
            "val loss 1.15, 0.898, 0.89, 0.847, 0.815, 0.812, 0.874, 0.807 (min), 0.822, 0.833, 0.906, "
            "0.853 and val accuracy 0.56 to 0.69-0.717, test 0.8 and 0.687"
        ),
        family="rnn",
        dataset="canal-lock-logs",
        seed=96108,
    ),
    ZZZZP(
        "vzzzzp-healthy-regression-charcoal-long-sgd-log-100",
        Plan(
            charcoal_long,
            "mlp",
            3e-3,
            "sgd",
            momentum=0.9,
            epochs=25,
            log_every=100,
            val_every_epochs=5,
            model_kw=MLP64,
        ),
        (),
        None,
        (
            "a 2x64 regression MLP under SGD with momentum 0.9 at lr 3e-3 over a 2,000-burn draw, 25 epochs"
            " (1,575 steps, logged every 100), evaluated every 5 epochs: losses 0.661, 0.162, 0.0858 ... "
            "0.0422-0.111 in the last third, epoch means 0.898, 0.635, 0.346 ... 0.0635, the val loss "
            "0.116, 0.078, 0.072, 0.0763, 0.0695, test 0.0856 (the yield's noise floor)"
        ),
        family="regression",
        dataset="charcoal-burn-yield",
        seed=96109,
    ),
    ZZZZP(
        "vzzzzp-healthy-regression-charcoal-exp-decay-noise-floor",
        Plan(
            charcoal,
            "mlp",
            2e-3,
            "adam",
            epochs=20,
            log_every=4,
            schedule="exp",
            gamma=0.997,
            model_kw={"width": 128, "num_layers": 2, "dropout": 0.1},
        ),
        (),
        None,
        (
            "a 2x128 regression MLP with dropout 0.1 under Adam lr 2e-3 with a per-step exponential decay "
            "of 0.997 (to 3e-4 at the end), 20 epochs (every 4th step logged): losses 1.1, 0.913, 0.954 ..."
            " 0.0721-0.145 in the last third, the val loss 0.525, 0.204, 0.146 ... 0.0883-0.0949 in the "
            "last third (at the noise floor), test 0.0775"
        ),
        family="regression",
        dataset="charcoal-burn-yield",
        seed=96110,
    ),
    ZZZZP(
        "vzzzzp-healthy-mlp-dates-adagrad-batch-500-every-step",
        Plan(dates, "mlp", 0.05, "adagrad", epochs=12, batch_size=500, log_every=1, model_kw=MLP64),
        (),
        None,
        (
            "a 2x64 MLP under Adagrad lr 0.05 at batch 500 (2 steps an epoch), 12 epochs, every step "
            "logged: losses 1.63, 1.12, 0.696, 1.22, 0.826 ... 0.38-0.475 in the last third, the val loss "
            "0.774, 0.874, 0.617 ... 0.548-0.593 and val accuracy 0.667 to 0.79-0.81, test 0.576 and 0.79 "
            "(the grades' overlap is its floor)"
        ),
        family="mlp",
        dataset="date-fruit-grades",
        seed=96111,
    ),
    ZZZZP(
        "vzzzzp-healthy-mlp-dates-40-steps-still-improving-val-twice",
        Plan(
            dates,
            "mlp",
            3e-3,
            "adamw",
            weight_decay=0.01,
            epochs=2,
            batch_size=50,
            log_every=1,
            val_interval=0.5,
            model_kw=MLP64,
        ),
        (),
        None,
        (
            "two epochs (40 steps at batch 50, every step logged) of a 2x64 MLP under AdamW lr 3e-3, "
            "evaluated twice an epoch: losses 1.62, 1.59, 1.56 ... 0.316-0.73 in the last third, the val "
            "loss 1.29, 0.891, 0.639, 0.602 and val accuracy 0.667 to 0.773 (still improving), test 0.581 "
            "and 0.763"
        ),
        family="mlp",
        dataset="date-fruit-grades",
        seed=96112,
    ),
    ZZZZP(
        "vzzzzp-healthy-mlp-dates-step-lr-accumulate-2-val-every-2",
        Plan(
            dates,
            "mlp",
            2e-3,
            "adam",
            epochs=16,
            batch_size=16,
            accumulate=2,
            log_every=5,
            val_every_epochs=2,
            schedule="step",
            step_size=200,
            gamma=0.3,
            model_kw={"width": 64, "num_layers": 2, "dropout": 0.2},
        ),
        (),
        None,
        (
            "a 2x64 MLP with dropout 0.2 at batch 16, gradients accumulated over 2 batches, Adam lr 2e-3 "
            "with a StepLR cut (x0.3 every 200 steps), 16 epochs (every 5th step logged), evaluated every 2"
            " epochs: losses 1.59, 1.5, 1.38 ... 0.298-0.559 in the last third, the val loss 0.596, 0.573, "
            "0.59 ... 0.572 and val accuracy 0.77-0.8, test 0.571 and 0.79"
        ),
        family="mlp",
        dataset="date-fruit-grades",
        seed=96113,
    ),
    ZZZZP(
        "vzzzzp-healthy-regression-charcoal-full-batch-1000-every-step",
        Plan(charcoal, "mlp", 1e-2, "adam", epochs=80, batch_size=1000, log_every=1, model_kw=MLP64),
        (),
        None,
        (
            "full-batch Adam (all 1,000 burns a step) at lr 1e-2 on a 2x64 regression MLP, 80 steps, every "
            "step logged and evaluated: losses 0.998, 0.882, 0.787, 0.701, 0.62 ... 0.039-0.051 in the last"
            " third, the val loss 0.925, 0.848, 0.776 ... 0.0897-0.0958 in the last third, test 0.0887"
        ),
        family="regression",
        dataset="charcoal-burn-yield",
        seed=96114,
    ),
    ZZZZP(
        "vzzzzp-healthy-gru-lock-adagrad-val-every-3",
        Plan(lock, "gru", 0.02, "adagrad", epochs=9, log_every=8, val_every_epochs=3, clip=1.0, model_kw=H48),
        (),
        None,
        (
            "a GRU (hidden 48) under Adagrad lr 0.02 clipped at 1, 9 epochs (every 8th step logged), "
            "evaluated every 3 epochs: losses 1.41, 1.09, 0.966 ... 0.341-0.65 in the last third, epoch "
            "means 1.22, 0.796 ... 0.59, the val loss 0.81, 0.726, 0.749 and val accuracy 0.697, 0.733, "
            "0.723, test 0.75 and 0.717"
        ),
        family="rnn",
        dataset="canal-lock-logs",
        seed=96115,
    ),
    ZZZZP(
        "vzzzzp-healthy-bncnn1d-cistern-sgd-cosine-batch-128-every-step",
        Plan(
            cistern,
            "bncnn1d",
            0.05,
            "sgd",
            momentum=0.9,
            epochs=30,
            batch_size=128,
            log_every=1,
            schedule="cosine",
            model_kw=CH16,
        ),
        (),
        None,
        (
            "a 16-channel batch-norm 1-D CNN under SGD with momentum 0.9 at lr 0.05 with cosine decay, "
            "batch 128, 30 epochs (240 steps, every step logged): losses 1.63, 1.61, 1.54 ... 0.4-0.583 in "
            "the last third, epoch means 1.51, 1.36 ... 0.481, the val loss 1.48, 1.37, 1.25, 1.08 ... "
            "0.532-0.595 in the last third and val accuracy 0.377 to 0.793-0.827, test 0.575 and 0.82"
        ),
        family="cnn-bn",
        dataset="cistern-fill-traces",
        seed=96116,
    ),
)
