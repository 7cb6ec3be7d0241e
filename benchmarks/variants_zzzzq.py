"""Variant battery zzzzq: a look-alike of an external held-out suite, real framework runs (`--battery zzzzq`).

    nice -n 10 python benchmarks/variants.py --battery zzzzq --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery zzzzq [--runs]

Like batteries d-zzzzm, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is the log),
trained by battery d's runner through the earlier batteries' wrappers (battery zf's runner with its
replaced loss, schedule and SGD arguments, battery zj's model and augmentation wrappers) and this
battery's own hooks (a pre-emphasis filter and a doubled temperature on the evaluation path, a
`train()` override that never reaches the children, `nn.LeakyReLU(True)`, a constant CLIP logit
scale, a Poisson loss), so each case can run in each of the three layouts; the layout rotation of
variants.py picks one.
It was written blind: its author trained it with `--train-only`, read the raw logged numbers of each
run, and never diagnosed or scored it, so it is held-out data for the tool.
Its halves are even (16 faulty, 16 healthy; one fault each, one cause a case, spread over every family
of cause: optimisation, data, evaluation, model, workflow), injected into data sets no battery had at a
realistic strength, in forms earlier batteries did not use (see each case's description and each
hook's docstring). The whole battery trains in under a CPU-minute.
The data sets are new, all made offline with numpy from known generating models (see each generator): a
zither maker's pickup windows after a pluck by the string's fault (sound, fret buzz, dead string,
false beat, loose bridge; 64 samples), 12x12 photo patches of tortoise carapaces by the vet's finding
(healthy, pyramiding, shell rot, crack, algae), a survey crew's theodolite session logs by the
session's outcome (closed, misclosure, re-setup, abandoned, instrument fault; left-padded to 20), a
vinegar works' days to full acetification per batch (from the wine, the vessel and the culture;
standardised) and a camera-shutter workshop's QC grades (from 8 bench measurements, through
non-linear wear features).
Runs of 40 to ~2,000 steps: MLPs, 2-D CNNs with and without batch norm, a small residual net, 1-D CNNs
with and without batch norm, GRU and LSTM readers of the session logs, small transformers and
regression MLPs; SGD (with momentum, once Nesterov), Adam, AdamW, NAdam, RMSprop, Adamax, Adagrad;
constant, cosine, warm-up + cosine, one-cycle, step, exponential, plateau and triangular cyclic
schedules, gradient accumulation; bf16-mixed autocast, shift, gain, noise and flip augmentation,
dropout, early stopping, clipping; batches of 8 to 100; cadences from every step to once every 100
steps, evaluations twice an epoch, once an epoch, every 3 or 5 epochs or never.
The faulty half: an lr read at the range test's loss minimum, Adagrad given the Adam config's lr, a
StepLR of one epoch's batches at gamma 0.1, SGD with Nesterov momentum 0.99, NaN temperatures in the
validation rows only (no `fillna` in the shared loader), a bot volunteer's random labels on a third of
the training patches, a scaler fitted on the transposed matrix (rows standardised), a report code
appended to the training and validation logs, a calibration temperature applied twice at evaluation,
a `train()` override that skips `super()` (dropout and batch norm on at evaluation), a DSP pre-emphasis
filter on the evaluation windows only, `nn.LeakyReLU(True)` (slope 1, a linear net), a Poisson NLL loss
on standardised targets, a CLIP logit scale kept as a constant 14.3, `max_epochs` from a sweep's upper
bound (200) and `max_steps` given the epoch count (40).
The healthy half holds sound runs a naive reader can take for a fault (see the healthy cases'
descriptions): val losses below the training loss under shift, gain and noise augmentation with
dropout and under dropout with a plateau schedule, batch-8 and batch-16 noise (RMSprop every step,
bf16 SGD), a triangular cyclic lr, a one-cycle resnet evaluated twice an epoch, flip augmentation in
bf16 evaluated every 3 epochs, a slow but sound Adagrad CNN, a transformer's level first epochs under
warm-up, a GRU never evaluated, an LSTM stopped early, gradient accumulation, a slow SGD regression
logged every 100, a noisy target's loss floor, an exponential decay and a 40-step run still improving.
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


ZITHER = ("sound", "fret-buzz", "dead-string", "false-beat", "loose-bridge")


def _zither(seed: int, n: int, length: int = 64) -> tuple[Any, Any]:
    """A zither maker's pickup window after a plucked string (64 samples), labelled by the string's
    fault: a sound string (a decaying tone of 4-8 cycles a window with its second and third harmonics
    at 0.3-0.6 and 0.1-0.3), a fret buzz (the waveform clipped at 35-55% of its peak plus a burst of
    fast noise while the string is loud), a dead string (decay 3-5x faster and the harmonics gone), a
    false beat (a second partial 6-12% off the fundamental, so the envelope beats) or a loose bridge
    (2-4 short clicks of alternating sign at random places). Every window has a gain of 0.7-1.3, a mains
    hum and a noise of sd 0.12-0.3, so sound 1-D CNNs stop well short of perfect."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=SHARES)
    t = np.arange(length, dtype=float)
    x = np.zeros((n, length))
    for i in range(n):
        c = int(y[i])
        f, phase = rng.uniform(4, 8) / length, rng.uniform(0, 6)
        decay = rng.uniform(25, 50) / (rng.uniform(3, 5) if c == 2 else 1)
        env = np.exp(-t / decay)
        h2, h3 = (0.0, 0.0) if c == 2 else (rng.uniform(0.3, 0.6), rng.uniform(0.1, 0.3))
        tone = (
            np.sin(2 * np.pi * f * t + phase)
            + h2 * np.sin(4 * np.pi * f * t)
            + h3 * np.sin(6 * np.pi * f * t)
        )
        if c == 3:
            tone = tone + rng.uniform(0.7, 1.0) * np.sin(2 * np.pi * f * (1 + rng.uniform(0.06, 0.12)) * t)
        sig = env * tone
        if c == 1:
            peak = np.abs(sig).max()
            sig = np.clip(sig, -rng.uniform(0.35, 0.55) * peak, rng.uniform(0.35, 0.55) * peak)
            sig = sig + 0.5 * env * rng.normal(0, 1, length) * (env > 0.4)
        if c == 4:
            for _ in range(int(rng.integers(2, 5))):
                at = int(rng.integers(4, length - 2))
                sig[at : at + 2] += rng.uniform(1.0, 1.8) * np.array([1, -1])
        hum = rng.normal(0, 0.15) * np.sin(2 * np.pi * t / rng.uniform(25, 40))
        x[i] = rng.uniform(0.7, 1.3) * sig + hum + rng.normal(0, rng.uniform(0.12, 0.3), length)
    return x, y


def zither(
    seed: int = 97101, sizes: tuple[int, int, int] = SIZES, name: str = "zither-pluck-windows"
) -> Splits:
    """The windows (N, 64), centred and scaled by the training windows' mean and sd, 5 classes."""
    x, y = _zither(seed, sum(sizes))
    return _signal_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


TORTOISE = ("healthy", "pyramiding", "shell-rot", "crack", "algae")


def _tortoise(seed: int, n: int) -> tuple[Any, Any]:
    """12x12 grey patches of a tortoise's carapace from a keeper's photo survey, labelled by the vet:
    healthy (bright scutes parted by dark seams on a jittered grid of pitch 5-7), pyramiding (each
    scute's centre raised into a bright bump), shell rot (a dark irregular blotch of radius 1.5-3),
    a crack (a thin dark straight line at a random angle across the patch) or algae (a fine green-grey
    speckle texture that lowers the brightness). Every patch has a lighting gradient, a contrast of
    0.6-1.2 and a noise of sd 0.25-0.45."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=SHARES)
    yy, xx = np.mgrid[0:12, 0:12].astype(float)
    x = np.zeros((n, 12, 12))
    for i in range(n):
        c = int(y[i])
        pitch, ox, oy = rng.uniform(5, 7), rng.uniform(0, 7), rng.uniform(0, 7)
        u, v = (xx + ox) / pitch, (yy + oy) / pitch
        du, dv = np.abs(u - np.round(u)), np.abs(v - np.round(v))
        seam = np.exp(-((np.minimum(du, dv) * pitch) ** 2) / 0.8)
        img = 1.0 - 0.9 * seam
        if c == 1:
            cu, cv = np.abs(u - np.floor(u) - 0.5), np.abs(v - np.floor(v) - 0.5)
            img += rng.uniform(0.7, 1.1) * np.exp(-((cu**2 + cv**2) * pitch**2) / 2.5)
        if c == 2:
            mx, my, r = rng.uniform(3, 9), rng.uniform(3, 9), rng.uniform(1.5, 3)
            blob = np.exp(-((xx - mx) ** 2 + (yy - my) ** 2) / r**2) * (1 + 0.4 * rng.normal(0, 1, (12, 12)))
            img -= rng.uniform(0.9, 1.3) * blob
        if c == 3:
            a, d = rng.uniform(0, np.pi), rng.uniform(-2, 2)
            dist = np.abs((xx - 5.5) * np.sin(a) - (yy - 5.5) * np.cos(a) - d)
            img -= rng.uniform(0.9, 1.3) * np.exp(-(dist**2) / 0.35)
        if c == 4:
            img = img * rng.uniform(0.6, 0.8) + rng.uniform(0.35, 0.55) * (rng.random((12, 12)) < 0.3)
        img += rng.normal(0, 0.3) * (xx - 5.5) / 6 + rng.normal(0, 0.3) * (yy - 5.5) / 6
        x[i] = rng.uniform(0.6, 1.2) * img + rng.normal(0, rng.uniform(0.25, 0.45), (12, 12))
    return x, y


def tortoise(
    seed: int = 97201, sizes: tuple[int, int, int] = SIZES, name: str = "tortoise-scute-patches"
) -> Splits:
    """The patches as (N, 1, 12, 12), centred and scaled by the training patches' mean and sd, 5 classes."""
    x, y = _tortoise(seed, sum(sizes))
    return _patch_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def tortoise_one_random_volunteer() -> Splits:
    """The bug: the training patches were labelled by three volunteers in turn (patch i by volunteer
    i % 3), and the third volunteer's account was a bot that clicked a random grade: a third of the
    training labels are drawn uniformly (about 27% wrong); validation and test were labelled by the
    vet."""
    import numpy as np

    x, y = _tortoise(97202, sum(SIZES))
    y = y.copy()
    rng = np.random.default_rng(97203)
    rows = np.arange(2, SIZES[0], 3)
    y[rows] = rng.integers(0, 5, len(rows))
    return _patch_splits(x, y, SIZES, "tortoise-scute-patches", _stats(x[: SIZES[0]]))


THEODOLITE_EVENTS = (
    "<pad>",
    "setup",
    "level",
    "backsight",
    "foresight",
    "angle-read",
    "distance-read",
    "re-level",
    "prism-lost",
    "rain",
    "battery-low",
    "face-change",
    "close-loop",
)
THEODOLITE_OUTCOMES = ("closed", "misclosure", "re-setup", "abandoned", "instrument-fault")
_THEO_FAVOURED = ((3, 4, 11, 12), (5, 6, 7, 4), (1, 2, 7, 8), (9, 8, 10, 1), (10, 7, 2, 8))
_THEO_LENGTHS = ((12, 20), (10, 20), (8, 18), (4, 12), (6, 14))


def _theodolite(seed: int, n: int, length: int = 20) -> tuple[Any, Any]:
    """A survey crew's theodolite session logs (setup, levelling, back- and foresights, angle and
    distance reads, a re-level, a lost prism, rain, a low battery, a face change, the loop closed; ids
    1-12, 0 pads on the left), labelled by the session's outcome: closed within tolerance, a
    misclosure, a re-setup, abandoned or an instrument fault. Each outcome is a Markov chain over one
    shared random base tilted towards its four favoured events, and 20% of the events are replaced by a
    random one (the field book's transcription slips)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    base = np.random.default_rng(97300).dirichlet(np.ones(12) * 0.6, size=12)
    chains = []
    for favoured in _THEO_FAVOURED:
        tilt = np.zeros((12, 12))
        tilt[:, [f - 1 for f in favoured]] = 0.15
        chain = base + tilt
        chains.append(chain / chain.sum(1, keepdims=True))
    y = rng.choice(5, n, p=SHARES)
    x = np.zeros((n, length), dtype=np.int64)
    for i in range(n):
        c = int(y[i])
        size = int(rng.integers(*_THEO_LENGTHS[c]))
        state = int(rng.integers(0, 12))
        events = []
        for _ in range(size):
            state = int(rng.choice(12, p=chains[c][state]))
            events.append(int(rng.integers(1, 13)) if rng.random() < 0.2 else state + 1)
        x[i, length - size :] = events
    return x, y


def theodolite(
    seed: int = 97301, sizes: tuple[int, int, int] = SIZES, name: str = "theodolite-survey-logs"
) -> Splits:
    """Event windows (N, 20) over 13 ids (0 the padding), 5 classes."""
    x, y = _theodolite(seed, sum(sizes))
    return _token_splits(x, y, sizes, name)


def theodolite_report_code_appended() -> Splits:
    """The bug: the office export appends the session's report code (ids 13-17, one per outcome: the
    party chief's closing entry) as the last event of every training and validation log; the test logs
    come from the live tablet feed, where the session is scored before the report is written, so they
    end on their last field event."""
    import numpy as np

    x, y = _theodolite(97302, sum(SIZES))
    m = SIZES[0] + SIZES[1]
    x = x.copy()
    x[:m, :-1] = x[:m, 1:]
    x[:m, -1] = 13 + y[:m]
    assert int(np.max(x)) == 17
    return _token_splits(x, y, SIZES, "theodolite-survey-logs")


def _vinegar(seed: int, n: int) -> tuple[Any, Any]:
    """A vinegar works' acetifier batches: the wine's alcohol (6-13 %), the vessel temperature (24-36 C),
    the aeration rate (0.05-0.3 vvm), the mother-of-vinegar inoculum (2-15 %), the vessel volume
    (200-2,000 L), the stirring (0-300 rpm), the starting acidity (0.5-2.5 %) and the oak flag (0/1);
    the target is the days to full acetification: growing with the alcohol, fastest near 30 C (a
    quadratic penalty either side), falling with aeration (saturating) and inoculum, slower in large
    still vessels, faster from an acidic start, 15% slower in oak, and a noise of sd 8% (standardised)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    alcohol = rng.uniform(6, 13, n)
    temp = rng.uniform(24, 36, n)
    air = rng.uniform(0.05, 0.3, n)
    mother = rng.uniform(2, 15, n)
    volume = rng.uniform(200, 2000, n)
    rpm = rng.uniform(0, 300, n)
    acid = rng.uniform(0.5, 2.5, n)
    oak = (rng.random(n) < 0.3).astype(float)
    days = (
        2.0
        * alcohol
        * (1 + 0.02 * (temp - 30) ** 2)
        * (1 + 0.06 / air)
        * (10 / (mother + 5))
        * (1 + 0.25 * (volume / 1000) / (1 + rpm / 100))
        * (1 - 0.12 * (acid - 1.5))
        * (1 + 0.15 * oak)
        * np.exp(rng.normal(0, 0.08, n))
    )
    x = np.column_stack([alcohol, temp, air, mother, volume, rpm, acid, oak])
    return x, days


def vinegar(
    seed: int = 97401, sizes: tuple[int, int, int] = SIZES, name: str = "vinegar-acetification-days"
) -> Splits:
    """8 standardised columns, the standardised days."""
    x, y = _vinegar(seed, sum(sizes))
    return _generated(name, x, y, 0, sizes)


def vinegar_long() -> Splits:
    """A 2,000-batch draw."""
    return vinegar(97402, (2000, 300, 300), "vinegar-acetification-days-2000")


def vinegar_noisy() -> Splits:
    """Not a fault: a second works whose target is the days until the first tasting passes, with a
    taster's noise of sd 45% on top of the same model (a high loss floor is this task's Bayes error)."""
    import numpy as np

    x, y = _vinegar(97403, sum(SIZES))
    y = y * np.exp(np.random.default_rng(97404).normal(0, 0.45, len(y)))
    return _generated("vinegar-first-tasting-days", x, y, 0, SIZES)


def vinegar_val_outage_nan() -> Splits:
    """The bug: the validation batches are the month when the vessel thermometers' logger was down
    for days at a time; the export writes the missing temperature as an empty cell, pandas reads NaN,
    and the pipeline's `fillna` runs only in the training script's loader (the shared validation
    loader has none), so 6% of the validation rows carry a NaN temperature. Training and test rows
    are complete."""
    import numpy as np

    x, y = _vinegar(97405, sum(SIZES))
    x = x.copy()
    rng = np.random.default_rng(97406)
    n, v = SIZES[0], SIZES[1]
    rows = n + rng.choice(v, int(0.06 * v), replace=False)
    x[rows, 1] = np.nan
    return _generated("vinegar-acetification-days", x, y, 0, SIZES)


SHUTTER_GRADES = ("premium", "standard", "service", "second", "reject")


def _shutter(seed: int, n: int) -> tuple[Any, Any]:
    """A camera-shutter workshop's QC grades from 8 bench measurements: the speed error at 1/1000 s
    (%), the first and second curtains' travel times (ms), the curtain bounce (um), the exposure jitter
    (%), the spring tension (N), the light leak (counts) and the cycle count (thousands). A latent wear
    state of 8 normal factors drives the measurements; the grade is the argmax of five scores that
    need non-linear features (the size of the speed error, the two curtains' travel mismatch, bounce
    times jitter, the leak above a threshold) plus a Gumbel noise of scale 0.35, so linear models stop
    well below sound MLPs."""
    import numpy as np

    rng = np.random.default_rng(seed)
    z = rng.normal(0, 1, (n, 8))
    f = np.column_stack(
        [
            np.abs(z[:, 0]),
            np.abs(z[:, 1] - z[:, 2]),
            z[:, 3] * z[:, 4],
            np.maximum(z[:, 6] - 0.5, 0),
            z[:, 5],
            z[:, 7],
        ]
    )
    w = np.array(
        [
            [-1.5, -1.5, -1.0, -1.5, 0.3, -0.6],
            [-0.3, -0.4, -0.2, -0.4, 0.0, 0.0],
            [0.4, 1.4, -0.2, 0.2, -0.8, 0.8],
            [0.2, 0.0, 1.6, 0.6, 0.0, 0.3],
            [1.8, 0.3, 0.3, 1.8, -0.3, 0.2],
        ]
    )
    bias = np.array([1.7, 1.3, -1.4, -0.3, -1.5])
    score = f @ w.T + bias + rng.gumbel(0, 0.35, (n, 5))
    y = score.argmax(1)
    units = np.array([1.5, 0.4, 0.4, 20, 2.0, 0.8, 30, 40])
    centre = np.array([0, 3.2, 3.2, 60, 3.0, 12, 50, 80])
    x = centre + units * z
    return x, y


def shutter(
    seed: int = 97501, sizes: tuple[int, int, int] = SIZES, name: str = "shutter-qc-grades"
) -> Splits:
    """8 standardised columns, 5 classes."""
    x, y = _shutter(seed, sum(sizes))
    return _generated(name, x, y, 5, sizes)


def shutter_rows_standardised() -> Splits:
    """The bug: the preprocessing calls `StandardScaler().fit_transform(x.T).T` (the transpose left from
    a per-sensor notebook), so each piece's 8 measurements are standardised across themselves rather than
    each column across the pieces: every row has mean 0 and sd 1, and a row's values mostly say how the
    measurements' units compare (the same in every split)."""
    import numpy as np
    import torch

    from tests.suite import datasets as ds

    x, y = _shutter(97502, sum(SIZES))
    rows = (x - x.mean(1, keepdims=True)) / x.std(1, keepdims=True)
    feats = torch.tensor(np.asarray(rows), dtype=torch.float32)
    return ds.named(ds._split(feats, torch.tensor(y).long(), SIZES, 5), "shutter-qc-grades")


# ---------------------------------------------------------------- injected faults (and healthy hooks)


def _pre_emphasis(inner: Any, x: torch.Tensor) -> torch.Tensor:
    import torch

    if not inner.training:
        x = torch.cat([x[:, :1], x[:, 1:] - 0.97 * x[:, :-1]], dim=1)
    out: torch.Tensor = inner(x)
    return out


eval_pre_emphasis = _wrapper(_pre_emphasis)
eval_pre_emphasis.__doc__ = """The bug: the evaluation windows come from the live pickup's DSP front
end, which applies a pre-emphasis filter (`y[t] = x[t] - 0.97 x[t-1]`, its speech-codec default) before
handing the window over; the training windows are the workshop's unfiltered recordings, so every
validation and test window reaches the model with its tone attenuated and its hiss boosted."""


def _temperature_twice(inner: Any, x: torch.Tensor) -> torch.Tensor:
    out: torch.Tensor = inner(x)
    return out if inner.training else out / 2.0 / 2.0


temperature_twice = _wrapper(_temperature_twice)
temperature_twice.__doc__ = """The bug: a calibration temperature T = 2 is applied in the model's
eval-mode forward and again by the evaluation loop (`logits / T` in both), so the validation and test
logits are divided by 4 while training's are untouched."""


def _logit_scale(inner: Any, x: torch.Tensor) -> torch.Tensor:
    out: torch.Tensor = inner(x)
    return out * 14.29


logit_scale_constant = _wrapper(_logit_scale)
logit_scale_constant.__doc__ = """The bug: a CLIP-style head copies `logit_scale = log(1 / 0.07)` and
uses `logits * logit_scale.exp()`, but stores the scale as a plain float, so every output is multiplied
by a constant 14.3 at initialisation and forever (the learnable temperature never learns)."""


def train_override_without_super(net: nn.Module) -> nn.Module:
    """The bug: the model wrapper overrides `train(self, mode=True)` to keep a frozen feature scaler in
    eval mode, sets `self.training = mode` and returns self without calling `super().train(mode)`, so
    `model.eval()` never reaches its children: the batch norms and dropout stay in training mode during
    validation and test."""
    from torch import nn

    class Wrapped(nn.Module):
        def __init__(self, inner: nn.Module) -> None:
            super().__init__()
            self.inner = inner
            self.head = inner.head  # type: ignore[assignment]

        def train(self, mode: bool = True) -> Wrapped:
            self.training = mode
            return self

        def forward(self, x: Any) -> Any:
            return self.inner(x)

    return Wrapped(net)


def leaky_relu_true(net: nn.Module) -> nn.Module:
    """The bug: the MLP's activations are written `nn.LeakyReLU(True)` (meant as `inplace=True`, as with
    `nn.ReLU(True)`), but LeakyReLU's first argument is the negative slope: a slope of 1.0 makes every
    activation the identity, and the MLP is one linear map."""
    from torch import nn

    for i, module in enumerate(net.body):  # type: ignore[arg-type]
        if isinstance(module, nn.ReLU):
            net.body[i] = nn.LeakyReLU(True)  # type: ignore[index]
    return net


def poisson_nll(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """The bug: the regression template's loss is `nn.PoissonNLLLoss(log_input=True)` (left from the
    works' count model of faulty batches), trained against the standardised days: the loss is
    exp(pred) - y * pred, so the prediction is pushed to log(y) where y > 0 and to minus infinity where
    y <= 0."""
    from torch import nn

    return nn.functional.poisson_nll_loss(out, y, log_input=True)


def _pluck_jitter(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.roll(x, int(torch.randint(-3, 4, (1,))), dims=-1)
    return x * (1 + 0.25 * (torch.rand(len(x), 1) * 2 - 1)) + 0.35 * torch.randn_like(x)


pluck_jitter = _augmented(_pluck_jitter)
pluck_jitter.__doc__ = """Not a fault: in training mode each batch of windows is shifted by up to 3
samples, each window's gain jittered by up to 25% and given 0.35 sd of noise."""


def _scute_flip(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.where(torch.rand(len(x), 1, 1, 1) < 0.5, x.flip(3), x)
    x = torch.where(torch.rand(len(x), 1, 1, 1) < 0.5, x.flip(2), x)
    return x + 0.2 * torch.randn_like(x)


scute_flip = _augmented(_scute_flip)
scute_flip.__doc__ = """Not a fault: in training mode each patch is flipped left-right and up-down at
random and given 0.2 sd of noise."""


def triangular(step: int, _total: int) -> float:
    """Not a fault: a triangular cyclic lr between 0.1 and 1 of the base lr, 30 steps up, 30 down."""
    phase = (step % 60) / 30
    return 0.1 + 0.9 * (phase if phase <= 1 else 2 - phase)


# ---------------------------------------------------------------- the variants


def ZZZZQ(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by battery zf's runner (through every earlier wrapper)."""
    return L(*args, runs=runs or zf_runs(), **kw)


CH16 = {"channels": 16}
H48 = {"hidden": 48}
W128 = {"width": 128, "num_layers": 2}

FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    ZZZZQ(
        "vzzzzq-lr-from-range-test-loss-minimum-cnn-tortoise",
        Plan(tortoise, "cnn", 0.03, "adam", epochs=8, log_every=4, model_kw=CH16),
        ("metric-at-baseline",),
        "learning-rate-too-high",
        (
            "the lr is read off the range test's plot at the loss minimum (3e-2) instead of the steepest "
            "descent (~3e-3); a 16-channel CNN under Adam lr 0.03, 8 epochs (every 4th step logged): losses "
            "1.61, 1.62, 1.61, 1.6, 1.61 ... 1.56-1.65 in the last third (ln 5 = 1.61), epoch means 1.81, "
            "then 1.61 at every epoch, the gradient norm 0.07-0.46, the val loss 1.61 and val accuracy 0.22 "
            "(the largest class's share) at every epoch, test 1.61 and 0.21 (sound CNNs on these patches: "
            "~0.87-0.97 and 0.6-0.65)"
        ),
        ("loss-spikes", "gradient-explosion", "slow-convergence", "undertrained", "loss-oscillation"),
        family="cnn",
        dataset="tortoise-scute-patches",
        seed=97001,
    ),
    ZZZZQ(
        "vzzzzq-adagrad-given-adam-config-lr-cnn1d-zither",
        Plan(zither, "cnn1d", 1e-3, "adagrad", epochs=10, log_every=5, model_kw=CH16),
        ("slow-convergence", "undertrained"),
        "learning-rate-too-low",
        (
            "the sweep swaps the optimizer name to Adagrad but keeps the Adam config's lr 1e-3 (Adagrad's "
            "own default is 1e-2, and its steps shrink as squared gradients accumulate); a 16-channel 1-D "
            "CNN, 10 epochs (every 5th step logged): losses 1.58, 1.61, 1.59, 1.59, 1.6 ... 1.49-1.59 in "
            "the last third, epoch means 1.59, 1.58, 1.57 ... 1.54, the val loss 1.59 to 1.54 and val "
            "accuracy 0.24 to 0.283, test 1.53 and 0.34 (sound 1-D CNNs on these windows: ~0.66-0.9 and "
            "0.67-0.75)"
        ),
        ("metric-at-baseline",),
        family="cnn",
        dataset="zither-pluck-windows",
        seed=97002,
    ),
    ZZZZQ(
        "vzzzzq-steplr-step-size-one-epoch-gamma-01-gru-theodolite",
        Plan(
            theodolite,
            "gru",
            3e-3,
            "adam",
            epochs=12,
            log_every=6,
            schedule="step",
            step_size=32,
            gamma=0.1,
            clip=1.0,
            model_kw=H48,
        ),
        ("slow-convergence",),
        "lr-decay-too-fast",
        (
            "StepLR(step_size=32, gamma=0.1): the step size is one epoch's batches, meant as 32 epochs, and "
            "the scheduler is stepped per optimizer step, so a GRU's lr (hidden 48, Adam base 3e-3, clipped "
            "at 1) is cut tenfold after every epoch: 3e-4 in epoch 2, 3e-14 by the end; 12 epochs (every "
            "6th step logged): losses 1.66, 1.48, 1.42, 1.21, 1.21 ... 0.782-1.26 in the last third, epoch "
            "means 1.41, 1.05, 1.02, then 1.01 at every epoch, the val loss 1.14, 1.09, then 1.09 at every "
            "epoch and val accuracy 0.523, 0.557, then 0.563, test 1.02 and 0.603 (sound sequence models on "
            "these logs: ~0.67-0.78 and 0.72-0.73)"
        ),
        ("undertrained", "metric-at-baseline"),
        family="rnn",
        dataset="theodolite-survey-logs",
        seed=97003,
    ),
    ZZZZQ(
        "vzzzzq-sgd-nesterov-momentum-099-regression-vinegar",
        Plan(vinegar, "mlp", 0.05, "sgd", momentum=0.99, epochs=15, log_every=4, model_kw=MLP64),
        ("loss-spikes",),
        "weight-updates-too-large",
        (
            "SGD with Nesterov momentum 0.99 (the value typed from an Adam beta recipe; the config meant "
            "0.9) at lr 0.05, a 2x64 regression MLP, 15 epochs (every 4th step logged): losses 0.792, "
            "0.539, 0.526, 0.362, 0.283 ... then bursts to 3.14, 0.498-2.41 in the last third, the gradient "
            "norm up to 24.8, the val loss 0.178, 0.186, 0.194, 0.204, 0.43, 1.13 ... up to 4.86, "
            "0.792-1.11 in the last third, test 0.709 (sound regressions on these batches: ~0.045-0.06)"
        ),
        ("loss-oscillation", "gradient-explosion", "slow-convergence", "undertrained", "train-val-gap"),
        family="regression",
        dataset="vinegar-acetification-days",
        seed=97004,
        runs=zf_runs(optimizer_kw={"nesterov": True}, hparams={"nesterov": True}),
    ),
    # --- data
    ZZZZQ(
        "vzzzzq-val-temperature-nan-no-fillna-regression-vinegar",
        Plan(vinegar_val_outage_nan, "mlp", 1e-3, "adam", epochs=15, log_every=8, model_kw=W128),
        ("nonfinite-first-seen",),
        "missing-values",
        (
            "the validation batches come from a month when the thermometers' logger was down: 6% of the "
            "validation rows carry a NaN temperature, and the `fillna` lives only in the training loader; a "
            "2x128 regression MLP under Adam lr 1e-3, 15 epochs (every 8th step logged): losses 0.386, "
            "0.291, 0.456, 0.171, 0.128 ... 0.006-0.206 in the last third, epoch means 0.552, 0.261 ... "
            "0.0355, the val loss NaN at every epoch, test 0.0621 (complete rows)"
        ),
        (),
        family="regression",
        dataset="vinegar-acetification-days",
        seed=97005,
    ),
    ZZZZQ(
        "vzzzzq-bot-volunteer-labels-third-of-train-bncnn-tortoise",
        Plan(tortoise_one_random_volunteer, "bncnn", 2e-3, "adam", epochs=25, log_every=8, model_kw=CH16),
        ("overfitting", "train-val-gap"),
        "label-noise",
        (
            "a third of the training patches were labelled by a volunteer account that was a bot clicking "
            "random grades (about 27% of the training labels wrong; validation and test labelled by the "
            "vet); a 16-channel batch-norm CNN under Adam lr 2e-3, 25 epochs (every 8th step logged): "
            "losses 1.63, 1.5, 1.47, 1.48, 1.45 ... 0.629-0.946 in the last third, the gradient norm up to "
            "12, the val loss 1.33, 1.25, 1.28, 1.11 (min 1.04) ... 1.04-2.56 in the last third and val "
            "accuracy 0.31-0.61 jumping, test 1.35 and 0.523 (sound CNNs on these patches: ~0.87-0.97 and "
            "0.6-0.65)"
        ),
        ("val-test-gap",),
        family="cnn-bn",
        dataset="tortoise-scute-patches",
        seed=97006,
    ),
    ZZZZQ(
        "vzzzzq-scaler-fit-on-transposed-rows-mlp-shutter",
        Plan(shutter_rows_standardised, "mlp", 2e-3, "adam", epochs=20, log_every=10, model_kw=W128),
        ("slow-convergence",),
        "wrong-preprocessing-parameters",
        (
            "the preprocessing calls `StandardScaler().fit_transform(x.T).T`, so each piece's 8 "
            "measurements are standardised across themselves (every row mean 0, sd 1) instead of each "
            "column across pieces; a 2x128 MLP under Adam lr 2e-3, 20 epochs (every 10th step logged): "
            "losses 1.47, 1.44, 1.58, 1.55, 1.49 ... 1.13-1.99 in the last third, epoch means 1.51, 1.47 "
            "... 1.4, the val loss 1.59 to 1.5-1.53 and val accuracy 0.283 to 0.33-0.37, test 1.49 and "
            "0.357 (sound MLPs on these grades: ~0.73-0.76 and 0.7-0.73)"
        ),
        ("undertrained", "metric-at-baseline"),
        family="mlp",
        dataset="shutter-qc-grades",
        seed=97007,
    ),
    ZZZZQ(
        "vzzzzq-report-code-appended-to-logs-transformer-theodolite",
        Plan(
            theodolite_report_code_appended,
            "transformer",
            1e-3,
            "adamw",
            weight_decay=0.01,
            epochs=8,
            log_every=5,
        ),
        ("val-test-gap",),
        "data-leakage",
        (
            "the office export appends the session's report code (one id per outcome) as the last event of "
            "every training and validation log, while the test logs come from the live feed scored before "
            "the report is written; a small transformer under AdamW (lr 1e-3, weight decay 0.01), 8 epochs "
            "(every 5th step logged): losses 1.62, 1.39, 1.25, 0.973 ... 0.0129-0.0222 in the last third, "
            "the val loss 0.71, 0.193, 0.0625 ... 0.0125 and val accuracy 0.797, 0.993, then 1.0, test 2.07 "
            "and 0.377"
        ),
        ("zero-train-loss", "overfitting", "train-val-gap"),
        family="transformer",
        dataset="theodolite-survey-logs",
        seed=97008,
    ),
    # --- evaluation
    ZZZZQ(
        "vzzzzq-calibration-temperature-applied-twice-cnn-tortoise",
        Plan(
            tortoise,
            "cnn",
            2e-3,
            "adam",
            epochs=12,
            log_every=5,
            model_fault=temperature_twice,
            model_kw=CH16,
        ),
        ("train-val-gap",),
        "wrong-eval-logic",
        (
            "a calibration temperature T = 2 is applied in the model's eval-mode forward and again by the "
            "evaluation loop, so validation and test logits are divided by 4; a 16-channel CNN under Adam "
            "lr 2e-3, 12 epochs (every 5th step logged): losses 1.53, 1.43, 1.47 ... 0.199-1.17 in the last "
            "third, epoch means 1.41, 1.13, 0.942 ... 0.304, the val loss 1.39, 1.32, 1.25 ... 0.984 (well "
            "above the training loss) and val accuracy 0.407 to 0.61-0.653, test 0.984 and 0.6"
        ),
        ("loss-accuracy-mismatch", "overfitting", "val-test-gap"),
        family="cnn",
        dataset="tortoise-scute-patches",
        seed=97009,
    ),
    ZZZZQ(
        "vzzzzq-train-override-skips-super-bncnn1d-zither",
        Plan(
            zither,
            "bncnn1d",
            2e-3,
            "adam",
            epochs=10,
            log_every=5,
            model_fault=train_override_without_super,
            model_kw={"channels": 16, "dropout": 0.5},
        ),
        ("eval-in-train-mode",),
        "train-eval-mode-misuse",
        (
            "the model wrapper overrides `train(mode)` to keep a frozen part in eval mode and never calls "
            "`super().train(mode)`, so `model.eval()` does not reach its children: batch norm and dropout "
            "0.5 stay in training mode through validation and test; a 16-channel batch-norm 1-D CNN under "
            "Adam lr 2e-3, 10 epochs (every 5th step logged): losses 1.59, 1.47, 1.37 ... 0.752-1.14 in the "
            "last third, epoch means 1.44, 1.25, 1.16 ... 0.894, the val loss 1.29, 1.16, 1.09 ... 0.891 and "
            "val accuracy 0.517 to 0.62-0.647, test 0.872 and 0.647 (scored with dropout on)"
        ),
        ("train-val-gap",),
        family="cnn-bn",
        dataset="zither-pluck-windows",
        seed=97010,
    ),
    ZZZZQ(
        "vzzzzq-eval-dsp-pre-emphasis-filter-cnn1d-zither",
        Plan(
            zither,
            "cnn1d",
            2e-3,
            "adam",
            epochs=10,
            log_every=5,
            model_fault=eval_pre_emphasis,
            model_kw=CH16,
        ),
        ("train-val-gap",),
        "eval-pipeline-mismatch",
        (
            "the evaluation windows come from the live pickup's DSP front end, which applies a pre-emphasis "
            "filter (x[t] - 0.97 x[t-1]) the training recordings never had; a 16-channel 1-D CNN under Adam "
            "lr 2e-3, 10 epochs (every 5th step logged): losses 1.66, 1.58, 1.55 ... 0.358-0.932 in the "
            "last third, epoch means 1.58, 1.43, 1.21 ... 0.716, the val loss 1.5, 1.53, 2.1, 2.5, 2.82 ... "
            "3.95 and val accuracy 0.23-0.33, test 3.74 and 0.313 (sound 1-D CNNs on these windows: "
            "~0.66-0.9 and 0.67-0.75)"
        ),
        ("overfitting", "metric-at-baseline", "bad-initial-loss"),
        family="cnn",
        dataset="zither-pluck-windows",
        seed=97011,
    ),
    # --- model
    ZZZZQ(
        "vzzzzq-leakyrelu-true-slope-one-linear-mlp-shutter",
        Plan(
            shutter,
            "mlp",
            2e-3,
            "adam",
            epochs=20,
            log_every=10,
            model_fault=leaky_relu_true,
            model_kw={"width": 128, "num_layers": 3},
        ),
        ("slow-convergence",),
        "wrong-operator",
        (
            "the MLP's activations are written `nn.LeakyReLU(True)` (meant as inplace=True), which sets the "
            "negative slope to 1: every activation is the identity and the 3x128 MLP is one linear map; "
            "Adam lr 2e-3, 20 epochs (every 10th step logged): losses 1.52, 1.47, 1.47, 1.41 ... 1.37-1.47 "
            "in the last third, the val loss 1.46, 1.45, 1.44 ... 1.43-1.47 in the last third and val "
            "accuracy 0.35-0.393, test 1.42 and 0.417 (sound MLPs on these grades: ~0.73-0.76 and 0.7-0.73)"
        ),
        ("undertrained", "metric-at-baseline"),
        family="mlp",
        dataset="shutter-qc-grades",
        seed=97012,
    ),
    ZZZZQ(
        "vzzzzq-poisson-nll-on-standardised-days-regression-vinegar",
        Plan(vinegar, "mlp", 1e-3, "adam", epochs=15, log_every=8, model_kw=W128),
        ("loss-function-mismatch",),
        "wrong-loss-function",
        (
            "the regression template's loss is `PoissonNLLLoss(log_input=True)` (from the works' count "
            "model) against the standardised days, so rows with a target <= 0 push the prediction to minus "
            "infinity; a 2x128 regression MLP under Adam lr 1e-3, 15 epochs (every 8th step logged): losses "
            "0.562, 0.0851, -0.207, -0.712, -1.3 ... -4,590 to -1,250 in the last third, the gradient norm "
            "up to 886, the val loss -1, -5.13, -16.2, -42.3 ... -4,310, test -4,780"
        ),
        ("slow-convergence", "undertrained", "train-val-gap", "loss-runaway"),
        family="regression",
        dataset="vinegar-acetification-days",
        seed=97013,
        runs=zf_runs(loss=poisson_nll, hparams={"loss": "PoissonNLLLoss(log_input=True)"}),
    ),
    ZZZZQ(
        "vzzzzq-clip-logit-scale-as-constant-transformer-theodolite",
        Plan(
            theodolite,
            "transformer",
            1e-3,
            "adamw",
            weight_decay=0.01,
            epochs=10,
            log_every=5,
            model_fault=logit_scale_constant,
        ),
        ("bad-initial-loss",),
        "poor-initialization",
        (
            "a CLIP-style head multiplies the logits by `exp(log(1 / 0.07))` stored as a plain float: every "
            "output is scaled by a constant 14.3; a small transformer under AdamW (lr 1e-3, weight decay "
            "0.01), 10 epochs (every 5th step logged): losses 5.59, 2.38, 2.18, 1.55, 1.19 ... 0.483-1.19 "
            "in the last third, epoch means 2.97, 0.858, 0.776 ... 0.724, the gradient norm 40.5 at the "
            "first logged step, the val loss 1.05, 0.869 ... 0.731-1.07 jumping and val accuracy 0.56 to "
            "0.617-0.72, test 0.761 and 0.68"
        ),
        ("loss-spikes", "overfitting", "train-val-gap", "gradient-explosion"),
        family="transformer",
        dataset="theodolite-survey-logs",
        seed=97014,
    ),
    # --- workflow
    ZZZZQ(
        "vzzzzq-max-epochs-from-sweep-upper-bound-mlp-shutter",
        Plan(
            shutter,
            "mlp",
            2e-3,
            "adam",
            epochs=200,
            batch_size=100,
            log_every=20,
            model_kw={"width": 256, "num_layers": 3},
        ),
        ("overfitting", "train-val-gap"),
        "too-many-epochs",
        (
            "`max_epochs` taken from the sweep's search-space upper bound (200) with no early stopping; a "
            "3x256 MLP at batch 100 under Adam lr 2e-3, 2,000 steps (every 20th logged): losses 1.11, "
            "0.636, 0.61, 0.46 ... 0.000143-0.000519 in the last third, the val loss 1.35, 1.13, 0.894, "
            "0.745, 0.705 (min) ... 2.36-2.6 in the last third and val accuracy 0.75 at best, 0.69-0.697 at "
            "the end, test 2.74 and 0.7"
        ),
        ("zero-train-loss", "val-test-gap"),
        family="mlp",
        dataset="shutter-qc-grades",
        seed=97015,
    ),
    ZZZZQ(
        "vzzzzq-max-steps-given-epoch-count-gru-theodolite",
        Plan(
            theodolite,
            "gru",
            3e-3,
            "adam",
            epochs=40,
            max_steps=40,
            batch_size=100,
            log_every=1,
            clip=1.0,
            model_kw=H48,
        ),
        ("undertrained",),
        "too-few-epochs",
        (
            "the trainer gets `max_steps=cfg.epochs` (40): a GRU (hidden 48) at batch 100 under Adam lr "
            "3e-3 clipped at 1 stops after 4 epochs of 10 steps, every step logged: losses 1.6, 1.61, 1.59, "
            "1.55 ... 0.857-1.12 in the last third, epoch means 1.54, 1.26, 1.08, 0.969, the val loss 1.44, "
            "1.16, 1.08, 0.961 and val accuracy 0.457 to 0.623 (still improving), test 0.935 and 0.6 (sound "
            "sequence models on these logs: ~0.67-0.78 and 0.72-0.73)"
        ),
        ("slow-convergence", "metric-at-baseline"),
        family="rnn",
        dataset="theodolite-survey-logs",
        seed=97016,
    ),
)

HEALTHY: tuple[Variant, ...] = (
    ZZZZQ(
        "vzzzzq-healthy-cnn1d-zither-shift-gain-noise-aug-dropout",
        Plan(
            zither,
            "cnn1d",
            2e-3,
            "adam",
            epochs=12,
            log_every=8,
            model_fault=pluck_jitter,
            model_kw={"channels": 16, "dropout": 0.3},
        ),
        (),
        None,
        (
            "a 16-channel 1-D CNN with dropout 0.3 and windows shifted by up to 3 samples, gain-jittered by "
            "up to 25% and given 0.35 sd of noise in training mode, Adam lr 2e-3, 12 epochs (every 8th step "
            "logged): losses 1.58, 1.55, 1.57 ... 0.581-1.26 in the last third, epoch means 1.59, 1.54, "
            "1.45 ... 0.985, the val loss 1.56, 1.48, 1.36 ... 0.812 (below the training loss) and val "
            "accuracy 0.317 to 0.68, test 0.801 and 0.697"
        ),
        family="cnn",
        dataset="zither-pluck-windows",
        seed=97101,
    ),
    ZZZZQ(
        "vzzzzq-healthy-bncnn1d-zither-rmsprop-batch-8-every-step",
        Plan(zither, "bncnn1d", 1e-3, "rmsprop", epochs=2, batch_size=8, log_every=1, model_kw=CH16),
        (),
        None,
        (
            "two epochs of a 16-channel batch-norm 1-D CNN at batch 8 under RMSprop lr 1e-3, every step "
            "logged (250 steps): losses 1.67, 1.48, 1.45, 1.54 ... 0.668-1.53 in the last third, the val "
            "loss 1.02, 0.934 and val accuracy 0.647, 0.63, test 0.903 and 0.667"
        ),
        family="cnn-bn",
        dataset="zither-pluck-windows",
        seed=97102,
    ),
    ZZZZQ(
        "vzzzzq-healthy-cnn1d-zither-triangular-cyclic-adamw",
        Plan(zither, "cnn1d", 3e-3, "adamw", weight_decay=0.01, epochs=8, log_every=3, model_kw=CH16),
        (),
        None,
        (
            "a 16-channel 1-D CNN under AdamW (weight decay 0.01) with a triangular cyclic lr (3e-4 to 3e-3 "
            "and back every 60 steps), 8 epochs (every 3rd step logged): losses 1.62, 1.6, 1.61 ... "
            "0.491-1.01 in the last third, epoch means 1.58, 1.47, 1.21, 0.956 ... 0.724, the val loss "
            "1.54, 1.37, 1.02, 0.869 ... 0.66 and val accuracy 0.273 to 0.713, test 0.662 and 0.753"
        ),
        family="cnn",
        dataset="zither-pluck-windows",
        seed=97103,
        runs=zf_runs(schedule=lambda_schedule(triangular), hparams={"scheduler": "triangular, 60 steps"}),
    ),
    ZZZZQ(
        "vzzzzq-healthy-resnet-tortoise-onecycle-val-twice",
        Plan(
            tortoise,
            "resnet",
            4e-3,
            "adamw",
            weight_decay=0.01,
            epochs=6,
            log_every=3,
            val_interval=0.5,
            schedule="onecycle",
        ),
        (),
        None,
        (
            "a small residual net under AdamW (lr 4e-3, weight decay 0.01) with a one-cycle schedule, 6 "
            "epochs (every 3rd step logged), evaluated twice an epoch: losses 1.62, 1.54, 1.59 ... "
            "0.773-1.15 in the last third, epoch means 1.51, 1.3, 1.16, 1.03, 0.969, 0.925, the val loss "
            "1.58, 1.47, 1.5, 1.23 ... 0.935 and val accuracy 0.203 to 0.623, test 0.967 and 0.617"
        ),
        family="resnet",
        dataset="tortoise-scute-patches",
        seed=97104,
    ),
    ZZZZQ(
        "vzzzzq-healthy-bncnn-tortoise-flip-aug-bf16-val-every-3",
        Plan(
            tortoise,
            "bncnn",
            0.02,
            "sgd",
            momentum=0.9,
            epochs=12,
            batch_size=64,
            log_every=4,
            schedule="cosine",
            val_every_epochs=3,
            bf16=True,
            model_fault=scute_flip,
            model_kw=CH16,
        ),
        (),
        None,
        (
            "a 16-channel batch-norm CNN with random left-right and up-down flips and 0.2 sd of noise in "
            "training mode, SGD with momentum 0.9 at lr 0.02 with cosine decay, batch 64, bf16-mixed "
            "autocast, 12 epochs (every 4th step logged), evaluated every 3 epochs: losses 1.59, 1.54, 1.47 "
            "... 0.783-1.05 in the last third, epoch means 1.54 ... 0.89, the val loss 1.11, 1.02, 0.913, "
            "0.888 and val accuracy 0.47, 0.543, 0.603, 0.63, test 0.922 and 0.627"
        ),
        family="cnn-bn",
        dataset="tortoise-scute-patches",
        seed=97105,
    ),
    ZZZZQ(
        "vzzzzq-healthy-cnn-tortoise-adagrad-slow-but-sound",
        Plan(tortoise, "cnn", 0.01, "adagrad", epochs=12, log_every=10, model_kw=CH16),
        (),
        None,
        (
            "a 16-channel CNN under Adagrad at lr 0.01 (slow but sound), 12 epochs (every 10th step "
            "logged): losses 1.41, 1.24, 1.12 ... 0.531-0.868 in the last third, epoch means 1.39, 1.11, "
            "1.02 ... 0.556, the val loss 1.29, 1.19, 1.07 ... 0.811 and val accuracy 0.437 to 0.61, test "
            "0.869 and 0.617"
        ),
        family="cnn",
        dataset="tortoise-scute-patches",
        seed=97106,
    ),
    ZZZZQ(
        "vzzzzq-healthy-transformer-theodolite-warmup-cosine-dropout",
        Plan(
            theodolite,
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
            "a small transformer with dropout 0.1 under AdamW (lr 1e-3, weight decay 0.01) with a 100-step "
            "warm-up and cosine decay, 12 epochs (every 5th step logged): losses 1.61, 1.69, 1.68, 1.58 ... "
            "0.427-0.903 in the last third, epoch means 1.64, 1.35, 0.98 ... 0.646, the val loss 1.51, "
            "1.13, 0.848 ... 0.74 and val accuracy 0.307 to 0.687-0.713, test 0.672 and 0.727"
        ),
        family="transformer",
        dataset="theodolite-survey-logs",
        seed=97107,
    ),
    ZZZZQ(
        "vzzzzq-healthy-gru-theodolite-nadam-never-evaluated",
        Plan(
            theodolite,
            "gru",
            3e-3,
            "nadam",
            epochs=10,
            log_every=10,
            schedule="cosine",
            clip=1.0,
            model_kw=H48,
        ),
        (),
        None,
        (
            "a GRU (hidden 48) under NAdam lr 3e-3 with cosine decay, clipped at 1, 10 epochs (every 10th "
            "step logged), no validation set passed (judged on the test after training): losses 1.58, 1.47, "
            "1.19, 0.912 ... 0.519-0.674 in the last third, test 0.668 and 0.72"
        ),
        family="rnn",
        dataset="theodolite-survey-logs",
        seed=97108,
        runs=zf_runs(evaluate=False),
    ),
    ZZZZQ(
        "vzzzzq-healthy-lstm-theodolite-early-stop-patience-3",
        Plan(theodolite, "lstm", 3e-3, "adam", epochs=40, log_every=10, early_stop=3, clip=1.0, model_kw=H48),
        (),
        None,
        (
            "an LSTM (hidden 48) under Adam lr 3e-3 clipped at 1, early stopping on the val loss at "
            "patience 3 (up to 40 epochs; every 10th step logged): it stopped after 11 epochs; losses 1.57, "
            "1.38, 1.15 ... 0.383-0.993 in the last third, epoch means 1.44, 0.933 ... 0.516, the val loss "
            "1.07, 1.02, 0.815, 0.776, 0.756, 0.811, 0.762, 0.733 (min), 0.766, 0.751, 0.803 and val "
            "accuracy 0.56 to 0.68-0.713, test 0.778 and 0.717"
        ),
        family="rnn",
        dataset="theodolite-survey-logs",
        seed=97109,
    ),
    ZZZZQ(
        "vzzzzq-healthy-gru-theodolite-accumulate-4-val-twice",
        Plan(
            theodolite,
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
            "losses 1.63, 1.57, 1.54 ... 0.361-0.968 in the last third, the val loss 1.55, 1.48, 1.34 ... "
            "0.729-0.76 in the last third and val accuracy 0.35 to 0.68-0.727, test 0.696 and 0.717"
        ),
        family="rnn",
        dataset="theodolite-survey-logs",
        seed=97110,
    ),
    ZZZZQ(
        "vzzzzq-healthy-regression-vinegar-long-sgd-log-100",
        Plan(
            vinegar_long,
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
            "epochs (1,890 steps, logged every 100), evaluated every 5 epochs: losses 0.56, 0.202, 0.15, "
            "0.118 ... 0.0446-0.0488 in the last third, the val loss 0.121, 0.0642, 0.0474, 0.0479, 0.0428, "
            "0.0394, test 0.0568"
        ),
        family="regression",
        dataset="vinegar-acetification-days",
        seed=97111,
    ),
    ZZZZQ(
        "vzzzzq-healthy-regression-vinegar-noisy-tasting-floor",
        Plan(vinegar_noisy, "mlp", 2e-3, "adam", epochs=15, log_every=5, schedule="cosine", model_kw=MLP64),
        (),
        None,
        (
            "the days until a first tasting passes, with a taster's noise of sd 45% on the same model (a "
            "loss floor at the task's Bayes error); a 2x64 regression MLP under Adam lr 2e-3 with cosine "
            "decay, 15 epochs (every 5th step logged): losses 1.62, 0.615, 0.451 ... 0.21-0.833 in the last "
            "third, epoch means 0.798, 0.677 ... 0.526, the val loss 0.55, 0.525, 0.501 ... 0.51-0.518 in "
            "the last third (level), test 0.608"
        ),
        family="regression",
        dataset="vinegar-first-tasting-days",
        seed=97112,
    ),
    ZZZZQ(
        "vzzzzq-healthy-regression-vinegar-plateau-dropout",
        Plan(
            vinegar,
            "mlp",
            3e-3,
            "adam",
            epochs=16,
            log_every=4,
            schedule="plateau",
            gamma=0.3,
            model_kw={"width": 128, "num_layers": 2, "dropout": 0.2},
        ),
        (),
        None,
        (
            "a 2x128 regression MLP with dropout 0.2 under Adam lr 3e-3 with ReduceLROnPlateau (factor "
            "0.3), 16 epochs (every 4th step logged): losses 0.741, 0.385, 0.62 ... 0.0497-0.193 in the "
            "last third, the val loss 0.259, 0.18, 0.114 ... 0.0755-0.0769 in the last third (below the "
            "training loss), the lr down to 2.4e-5, test 0.0449"
        ),
        family="regression",
        dataset="vinegar-acetification-days",
        seed=97113,
    ),
    ZZZZQ(
        "vzzzzq-healthy-mlp-shutter-exp-decay-batch-64",
        Plan(
            shutter,
            "mlp",
            3e-3,
            "adamax",
            epochs=25,
            batch_size=64,
            log_every=4,
            schedule="exp",
            gamma=0.995,
            model_kw=W128,
        ),
        (),
        None,
        (
            "a 2x128 MLP at batch 64 under Adamax lr 3e-3 with an exponential decay of 0.995 a step, 25 "
            "epochs (every 4th step logged): losses 1.56, 1.5, 1.38 ... 0.467-0.773 in the last third, "
            "epoch means 1.48, 1.33 ... 0.613, the val loss 1.43, 1.33, 1.25 ... 0.741-0.784 in the last "
            "third and val accuracy 0.377 to 0.707-0.72, test 0.728 and 0.733"
        ),
        family="mlp",
        dataset="shutter-qc-grades",
        seed=97114,
    ),
    ZZZZQ(
        "vzzzzq-healthy-mlp-shutter-40-steps-still-improving",
        Plan(shutter, "mlp", 4e-3, "adam", epochs=2, batch_size=50, log_every=1, model_kw=MLP64),
        (),
        None,
        (
            "two epochs (40 steps at batch 50, every step logged) of a 2x64 MLP under Adam lr 4e-3: losses "
            "1.66, 1.62, 1.57, 1.55 ... 1.04-1.36 in the last third, epoch means 1.5, 1.27, the val loss "
            "1.4, 1.23 and val accuracy 0.387, 0.47 (still improving), test 1.21 and 0.517"
        ),
        family="mlp",
        dataset="shutter-qc-grades",
        seed=97115,
    ),
    ZZZZQ(
        "vzzzzq-healthy-mlp-shutter-sgd-batch-16-bf16-dropout",
        Plan(
            shutter,
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
            "autocast, 6 epochs (every 2nd step logged): losses 1.64, 1.63, 1.67 ... 0.479-1.46 in the last "
            "third, epoch means 1.5, 1.32, 1.11, 0.954, 0.879, 0.804, the val loss 1.39, 1.19, 0.966, "
            "0.855, 0.826, 0.796 and val accuracy 0.36 to 0.657-0.683, test 0.763 and 0.7"
        ),
        family="mlp",
        dataset="shutter-qc-grades",
        seed=97116,
    ),
)
