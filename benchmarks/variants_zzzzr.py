"""Variant battery zzzzr: a look-alike of an external held-out suite, real framework runs (`--battery zzzzr`).

    nice -n 10 python benchmarks/variants.py --battery zzzzr --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery zzzzr [--runs]

Like batteries d-zzzzq, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is the log),
trained by battery d's runner through the earlier batteries' wrappers (battery zf's runner with its
replaced loss, schedule and SGD arguments, battery zj's model and augmentation wrappers) and this
battery's own hooks (Adam's betas, an absolute plateau threshold, early stopping in mode "max", a
clip of the head's gradients only, a CIFAR cutout, a fan-out initialiser, blocks kept in a Python list,
a moving average and an inverse transform on the evaluation path), so each case can run in each of the
three layouts; the layout rotation of variants.py picks one.
It was written blind: its author trained it with `--train-only`, read the raw logged numbers of each
run, and never diagnosed or scored it, so it is held-out data for the tool.
Its halves are even (16 faulty, 16 healthy; one fault each, one cause a case, spread over every family
of cause: optimisation, data, evaluation, model, workflow), injected into data sets no battery had at a
realistic strength, in forms earlier batteries did not use (see each case's description and each
hook's docstring). The whole battery trains in under 1.5 CPU-minutes.
The data sets are new, all made offline with numpy from known generating models (see each generator):
12x12 inspection patches of lacquered panels by the finisher's defect (sound, orange peel, crazing,
dust inclusion, run), a velocity-based-training barbell sensor's rep traces by the coach's rep label
(clean, sticking point, grind, bounce, failed; 64 samples), a gliding club's winch-launch logs by the
launch's outcome (normal, cable break, weak-link break, aborted, low release; left-padded to 20), a ham
curer's days to the target weight loss (from the green weight, the salting, the cellar and the breed;
standardised) and a cotton gin's bale grades from 8 HVI measurements (through non-linear features).
Runs of 40 to 1,500 steps: MLPs, 2-D CNNs with and without batch norm, a small residual net, 1-D CNNs
with and without batch norm, GRU, LSTM and ReLU-RNN readers of the launch logs, small transformers and
regression MLPs; SGD (with momentum, once Nesterov), Adam, AdamW, NAdam, RMSprop, Adagrad; constant,
cosine, warm-up + cosine, warm-up + linear, one-cycle, step, plateau, Noam and warm-restart cosine
schedules, gradient accumulation; bf16-mixed autocast, flip, noise, shift and gain augmentation, dropout,
label smoothing, early stopping, clipping; batches of 8 to 100; cadences from every step to once every
50 steps, evaluations twice an epoch, once an epoch, every 2 or 5 epochs or never.
The faulty half: the Noam schedule's factor applied on top of Adam's lr 3e-3, Adam's betas typed
(0.999, 0.9), a ReduceLROnPlateau with an absolute threshold of 0.1, a CIFAR cutout of 16 px on 12x12
patches, a second gin's grades label-encoded by their own encoder, test logs from a winch firmware that
logs a radio check after every third event, predictions inverse-transformed to days against
standardised targets in evaluation, evaluation patches gamma-encoded by the live camera, evaluation
traces smoothed by the app's moving average, `nn.Dropout(0.9)` ported from TensorFlow's `keep_prob`,
a torchvision-style fan-out Kaiming initialiser run over the linear head too, a SmoothL1 loss with a
beta of 100 under SGD, the 1-D CNN's blocks kept in a plain Python list (never registered, so never
trained), early stopping patience counted in steps but checked once an epoch (150 epochs), early
stopping on the val loss in mode "max" and `clip_grad_norm_` given the head's parameters only.
The healthy half holds sound runs a naive reader can take for a fault (see the healthy cases'
descriptions): a val loss level with the training loss under flip and noise augmentation in bf16
evaluated every 2 epochs and one below it under shift, gain and noise augmentation with dropout, a
one-cycle resnet evaluated twice an epoch, a step decay's level val loss, batch-8 Nesterov noise
logged every step, a warm-up + cosine NAdam 1-D CNN, a transformer's level first steps under warm-up,
an LSTM stopped early, a GRU under gradient accumulation and a plateau schedule, a long SGD regression
logged every 50 and evaluated every 5 epochs, a noisy target's loss floor, warm restarts with dropout,
a 40-step run still improving, a label-smoothing floor, batch-16 RMSprop in bf16 and an Adagrad MLP
never evaluated.
Split, layout rotation and labels follow variants.py's rules; a Lightning case's `every` is its
`log_every_n_steps`.
"""

from __future__ import annotations

import functools
import math
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


LACQUER = ("sound", "orange-peel", "crazing", "dust-inclusion", "run")


def _lacquer(seed: int, n: int) -> tuple[Any, Any]:
    """12x12 grey patches of a lacquered panel under the finishing shop's inspection lamp (linear raw
    intensities, clipped at 0.01), labelled by the finisher: sound (a smooth gloss of 0.45 with a soft
    highlight of 0.25 at a random place), orange peel (three crossing ripples of wavelength 3-4.5 px
    and amplitude 0.06-0.11), crazing (3-5 thin dark lines at random angles), a dust inclusion (1-3
    bright specks with a darker ring) or a run (a wavy horizontal drip, bright above and dark below).
    Every patch has a lighting gradient, a gain of 0.7-1.3 and a noise of sd 0.05-0.09."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=SHARES)
    yy, xx = np.mgrid[0:12, 0:12].astype(float)
    x = np.zeros((n, 12, 12))
    for i in range(n):
        c = int(y[i])
        hx, hy, hr = rng.uniform(0, 11), rng.uniform(0, 11), rng.uniform(2.5, 5)
        img = 0.45 + 0.25 * np.exp(-((xx - hx) ** 2 + (yy - hy) ** 2) / hr**2)
        if c == 1:
            for _ in range(3):
                kx, ky = rng.normal(0, 1, 2)
                k = 2 * np.pi / rng.uniform(3, 4.5) * np.array([kx, ky]) / np.hypot(kx, ky)
                img += rng.uniform(0.06, 0.11) * np.sin(k[0] * xx + k[1] * yy + rng.uniform(0, 6))
        if c == 2:
            for _ in range(int(rng.integers(3, 6))):
                a, d = rng.uniform(0, np.pi), rng.uniform(-5, 5)
                dist = np.abs((xx - 5.5) * np.sin(a) - (yy - 5.5) * np.cos(a) - d)
                img -= rng.uniform(0.08, 0.15) * np.exp(-(dist**2) / 0.2)
        if c == 3:
            for _ in range(int(rng.integers(1, 4))):
                mx, my = rng.uniform(1, 11), rng.uniform(1, 11)
                r2 = (xx - mx) ** 2 + (yy - my) ** 2
                img += rng.uniform(0.25, 0.4) * np.exp(-r2 / 0.5) - 0.1 * np.exp(
                    -((np.sqrt(r2) - 1.6) ** 2) / 0.4
                )
        if c == 4:
            row, amp = rng.uniform(2.5, 9.5), rng.uniform(0.15, 0.25)
            wave = row + 0.6 * np.sin(xx / rng.uniform(2, 4) + rng.uniform(0, 6))
            img += amp * (np.exp(-((yy - wave + 0.8) ** 2) / 0.6) - np.exp(-((yy - wave - 0.8) ** 2) / 0.6))
        img += rng.normal(0, 0.05) * (xx - 5.5) / 6 + rng.normal(0, 0.05) * (yy - 5.5) / 6
        x[i] = rng.uniform(0.7, 1.3) * img + rng.normal(0, rng.uniform(0.05, 0.09), (12, 12))
    return np.clip(x, 0.01, None), y


def lacquer(
    seed: int = 99101, sizes: tuple[int, int, int] = SIZES, name: str = "lacquer-panel-patches"
) -> Splits:
    """The patches as (N, 1, 12, 12), centred and scaled by the training patches' mean and sd, 5 classes."""
    x, y = _lacquer(seed, sum(sizes))
    return _patch_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def lacquer_eval_gamma_encoded() -> Splits:
    """The bug: the training patches are the archive's linear raw frames; the validation and test
    patches come from the line's live camera, whose driver returns sRGB-encoded frames (each intensity
    raised to 1 / 2.2), and both go through the same normalisation fitted on the raw training patches:
    the evaluation patches are brighter and flatter (their dark lines and drips compressed, their
    highlights squashed)."""
    x, y = _lacquer(99102, sum(SIZES))
    stats = _stats(x[: SIZES[0]])
    x = x.copy()
    x[SIZES[0] :] = x[SIZES[0] :] ** (1 / 2.2)
    return _patch_splits(x, y, SIZES, "lacquer-panel-patches", stats)


BARBELL = ("clean", "sticking-point", "grind", "bounce", "failed")


def _barbell(seed: int, n: int, length: int = 64) -> tuple[Any, Any]:
    """A velocity-based-training sensor's bar velocity over one rep (64 samples): an eccentric dip of
    0.3-0.6 over 8-18 samples, then the concentric push, labelled by the coach: clean (a half-sine of
    18-30 samples), a sticking point (the push dips by 45-70% a third to a half of the way up), a grind
    (1.5-1.9x longer, 45-60% as fast and flat-topped), a bounce (a spike of 0.5-0.9 as the bar leaves
    the chest) or a failed rep (the push stalls a third of the way and the bar sinks back). Every trace
    has a speed of 0.8-1.2, an offset of sd 0.05 and a noise of sd 0.08-0.16."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=SHARES)
    t = np.arange(length, dtype=float)
    x = np.zeros((n, length))
    for i in range(n):
        c = int(y[i])
        ecc_end = rng.uniform(8, 18)
        v = -rng.uniform(0.3, 0.6) * np.sin(np.pi * t / ecc_end) * (t < ecc_end)
        t0 = ecc_end + rng.uniform(0, 4)
        dur = rng.uniform(18, 30) * (rng.uniform(1.5, 1.9) if c == 2 else 1)
        amp = rng.uniform(0.8, 1.2) * (rng.uniform(0.45, 0.6) if c == 2 else 1)
        phase = np.clip((t - t0) / dur, 0, 1)
        push = amp * np.sin(np.pi * phase) ** (0.6 if c == 2 else 1.0) * ((t >= t0) & (t <= t0 + dur))
        if c == 1:
            mid = t0 + dur * rng.uniform(0.35, 0.55)
            push *= 1 - rng.uniform(0.45, 0.7) * np.exp(-(((t - mid) / (dur * 0.09)) ** 2))
        if c == 3:
            push += rng.uniform(0.5, 0.9) * np.exp(-(((t - t0 - 1.5) / 1.3) ** 2))
        if c == 4:
            top = t0 + dur * rng.uniform(0.35, 0.5)
            sink = amp * np.sin(np.pi * (top - t0) / dur) - rng.uniform(1.2, 1.8) * amp * (t - top) / dur
            push = np.where(t > top, sink, push)
            push = np.where(t > t0 + dur, -0.2 * amp * np.exp(-(t - t0 - dur) / 5), push)
        x[i] = v + push + rng.normal(0, rng.uniform(0.08, 0.16), length) + rng.normal(0, 0.05)
    return x, y


def barbell(
    seed: int = 99201, sizes: tuple[int, int, int] = SIZES, name: str = "barbell-rep-velocity"
) -> Splits:
    """The traces (N, 64), centred and scaled by the training traces' mean and sd, 5 classes."""
    x, y = _barbell(seed, sum(sizes))
    return _signal_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


GLIDER_EVENTS = (
    "<pad>",
    "hook-on",
    "take-up-slack",
    "all-out",
    "ground-run",
    "rotation",
    "full-climb",
    "speed-signal",
    "power-cut",
    "cable-slack",
    "release",
    "drogue-out",
    "radio-check",
)
GLIDER_OUTCOMES = ("normal", "cable-break", "weak-link-break", "aborted", "low-release")
_GLIDER_FAVOURED = ((3, 4, 5, 10), (6, 9, 11, 12), (4, 9, 12, 2), (2, 7, 8, 1), (7, 8, 5, 10))
_GLIDER_LENGTHS = ((12, 20), (10, 19), (9, 18), (4, 11), (8, 16))


def _glider(seed: int, n: int, length: int = 20) -> tuple[Any, Any]:
    """A gliding club's winch-launch logs (hook-on, take-up slack, all out, ground run, rotation, full
    climb, a speed signal, a power cut, slack cable, release, drogue out, a radio check; ids 1-12, 0 pads
    on the left), labelled by the launch point's outcome: a normal launch, a cable break, a weak-link
    break, an aborted ground run or a low release. Each outcome is a Markov chain over one shared random
    base tilted towards its four favoured events, and 20% of the events are replaced by a random one
    (the winch driver's logging slips)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    base = np.random.default_rng(99300).dirichlet(np.ones(12) * 0.6, size=12)
    chains = []
    for favoured in _GLIDER_FAVOURED:
        tilt = np.zeros((12, 12))
        tilt[:, [f - 1 for f in favoured]] = 0.15
        chain = base + tilt
        chains.append(chain / chain.sum(1, keepdims=True))
    y = rng.choice(5, n, p=SHARES)
    x = np.zeros((n, length), dtype=np.int64)
    for i in range(n):
        c = int(y[i])
        size = int(rng.integers(*_GLIDER_LENGTHS[c]))
        state = int(rng.integers(0, 12))
        events = []
        for _ in range(size):
            state = int(rng.choice(12, p=chains[c][state]))
            events.append(int(rng.integers(1, 13)) if rng.random() < 0.2 else state + 1)
        x[i, length - size :] = events
    return x, y


def glider(
    seed: int = 99301, sizes: tuple[int, int, int] = SIZES, name: str = "glider-winch-launch-logs"
) -> Splits:
    """Event windows (N, 20) over 13 ids (0 the padding), 5 classes."""
    x, y = _glider(seed, sum(sizes))
    return _token_splits(x, y, sizes, name)


def glider_test_radio_checks() -> Splits:
    """The bug: the test logs come from the club's new winch, whose firmware logs a radio check (id
    12) after every third event of the launch (a status ping the old winch never logged), and the
    window keeps the last 20 events; training and validation logs are the old winch's."""
    import numpy as np

    x, y = _glider(99302, sum(SIZES))
    x = x.copy()
    start = SIZES[0] + SIZES[1]
    for i in range(start, len(x)):
        events = [int(e) for e in x[i] if e]
        logged: list[int] = []
        for k, event in enumerate(events):
            logged.append(event)
            if k % 3 == 2:
                logged.append(12)
        logged = logged[-20:]
        x[i] = 0
        x[i, 20 - len(logged) :] = logged
    assert int(np.max(x)) == 12
    return _token_splits(x, y, SIZES, "glider-winch-launch-logs")


def _ham(seed: int, n: int) -> tuple[Any, Any]:
    """A ham curer's batches: the green weight (9-14 kg), the salting days (8-16), the drying cellar's
    temperature (12-20 C) and relative humidity (65-85 %), the fat cover (8-30 mm), the meat's pH
    (5.5-6.3), the breed (Iberian or white, 35% Iberian) and the air speed (0.1-0.8 m/s); the target is
    the days until the ham has lost 32% of its weight: growing with the weight (power 0.8), falling with
    the temperature (7% a degree), growing with the humidity (with a quadratic term), the fat cover and
    the pH, a little faster after a longer salting, 25% slower for Iberian hams, falling with the air
    speed's square root, and a noise of sd 7% (standardised)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    weight = rng.uniform(9, 14, n)
    salt = rng.uniform(8, 16, n)
    temp = rng.uniform(12, 20, n)
    rh = rng.uniform(65, 85, n)
    fat = rng.uniform(8, 30, n)
    ph = rng.uniform(5.5, 6.3, n)
    iberian = (rng.random(n) < 0.35).astype(float)
    air = rng.uniform(0.1, 0.8, n)
    days = (
        110
        * (weight / 11) ** 0.8
        * np.exp(-0.07 * (temp - 16))
        * (1 + 0.03 * (rh - 75) + 0.002 * (rh - 75) ** 2)
        * (1 + 0.015 * (fat - 15))
        * (1 + 0.35 * (ph - 5.9))
        * (1 - 0.012 * (salt - 12))
        * (1 + 0.25 * iberian)
        / (0.6 + 0.6 * np.sqrt(air))
        * np.exp(rng.normal(0, 0.07, n))
    )
    return np.column_stack([weight, salt, temp, rh, fat, ph, iberian, air]), days


def ham(seed: int = 99401, sizes: tuple[int, int, int] = SIZES, name: str = "ham-curing-days") -> Splits:
    """8 standardised columns, the standardised days."""
    x, y = _ham(seed, sum(sizes))
    return _generated(name, x, y, 0, sizes)


def ham_long() -> Splits:
    """A 2,000-ham draw."""
    return ham(99402, (2000, 300, 300), "ham-curing-days-2000")


def ham_noisy() -> Splits:
    """Not a fault: a second curer's target is the days until the master curer's probe test passes,
    with the probe's noise of sd 40% on top of the same model (a high loss floor is this task's Bayes
    error)."""
    import numpy as np

    x, y = _ham(99403, sum(SIZES))
    y = y * np.exp(np.random.default_rng(99404).normal(0, 0.4, len(y)))
    return _generated("ham-probe-days", x, y, 0, SIZES)


@functools.lru_cache(maxsize=1)
def _ham_target_stats() -> tuple[float, float]:
    """The training days' mean and sd of the ham draw the evaluation-transform case trains on."""
    x, y = _ham(99405, sum(SIZES))
    del x
    return float(y[: SIZES[0]].mean()), float(y[: SIZES[0]].std(ddof=1))


def ham_eval_transform() -> Splits:
    """The draw the inverse-transform case trains on."""
    return ham(99405)


COTTON_GRADES = ("premium", "choice", "standard", "low", "reject")


def _cotton(seed: int, n: int) -> tuple[Any, Any]:
    """A cotton gin's bale grades from 8 HVI measurements: micronaire, the upper-half mean length
    (inches), the uniformity index (%), the strength (g/tex), the elongation (%), the reflectance Rd,
    the yellowness +b and the trash count. A latent state of 8 normal factors drives the measurements;
    the grade is the argmax of five scores that need non-linear features (the micronaire's distance
    from its premium range, length times uniformity above their means, the size of the strength and
    elongation's sum, the darkness below a threshold, the trash's square) plus a Gumbel noise of scale
    0.35, so linear models stop well below sound MLPs."""
    import numpy as np

    rng = np.random.default_rng(seed)
    z = rng.normal(0, 1, (n, 8))
    f = np.column_stack(
        [
            np.abs(z[:, 0] - 0.3),
            np.maximum(z[:, 1], 0) * np.maximum(z[:, 2], 0),
            np.abs(z[:, 3] + z[:, 4]),
            np.maximum(-z[:, 5] - 0.3, 0),
            z[:, 6],
            z[:, 7] ** 2,
        ]
    )
    w = np.array(
        [
            [-1.4, 1.2, -1.2, -1.6, 0.6, -0.5],
            [-0.3, 0.3, -0.3, -0.3, 0.2, -0.1],
            [0.5, -0.2, 1.4, 0.1, -0.6, 0.3],
            [1.6, -0.3, 0.2, 0.4, -0.2, 0.9],
            [0.3, -0.6, 0.4, 1.9, -0.4, 0.1],
        ]
    )
    bias = np.array([2.6, 1.3, -1.7, -2.0, -0.3])
    score = f @ w.T + bias + rng.gumbel(0, 0.35, (n, 5))
    y = score.argmax(1)
    units = np.array([0.5, 0.08, 1.5, 2.5, 1.0, 3.0, 1.2, 0.3])
    centre = np.array([4.3, 1.12, 81.5, 30.0, 6.5, 75.0, 8.5, 2.0])
    return centre + units * z, y


def cotton(
    seed: int = 99501, sizes: tuple[int, int, int] = SIZES, name: str = "cotton-hvi-bale-grades"
) -> Splits:
    """8 standardised columns, 5 classes."""
    x, y = _cotton(seed, sum(sizes))
    return _generated(name, x, y, 5, sizes)


def cotton_second_gin_encoder() -> Splits:
    """The bug: the training sheet merges two gins' exports, each label-encoded by its own
    `LabelEncoder().fit_transform(df.grade)` (alphabetical codes), and decoded with the first gin's
    classes. The second gin (30% of the training bales) graded no bale "choice", so its encoder has four
    classes and every code means the next grade name along: its low bales read as choice, premium as
    low, reject as premium, standard as reject. Validation and test bales are the first gin's."""
    import numpy as np

    x, y = _cotton(99502, sum(SIZES))
    y = y.copy()
    rng = np.random.default_rng(99503)
    names = np.array(COTTON_GRADES)
    first = sorted(COTTON_GRADES)  # the first gin's encoder: all five grades
    second = sorted(set(COTTON_GRADES) - {"choice"})  # the second gin's: no "choice"
    candidates = np.flatnonzero(y[: SIZES[0]] != COTTON_GRADES.index("choice"))
    rows = rng.choice(candidates, int(0.3 * SIZES[0]), replace=False)
    for row in rows:
        code = second.index(str(names[y[row]]))
        y[row] = COTTON_GRADES.index(first[code])
    return _generated("cotton-hvi-bale-grades", x, y, 5, SIZES)


# ---------------------------------------------------------------- injected faults (and healthy hooks)


def zr_runs(
    *,
    betas: tuple[float, float] | None = None,
    plateau_threshold: float | None = None,
    stop_in_mode_max: bool = False,
    clip_head_only: bool = False,
    **kw: Any,
) -> Callable[[Plan], Runner]:
    """Battery zf's runner (every earlier wrapper's models and optimisers, a replaced loss and schedule,
    extra logged hyperparameters) with this battery's hooks. `betas`: Adam is built with those betas.
    `plateau_threshold`: the plan's ReduceLROnPlateau counts an evaluation as an improvement only when
    the val loss falls by that much in absolute terms (`threshold_mode="abs"`, patience 1).
    `stop_in_mode_max`: early stopping watches the val loss in mode "max". `clip_head_only`: the
    gradient clipping (Lightning's `gradient_clip_val`, the Trainer's `max_grad_norm`) is handed the
    head's parameters only, while the logged gradient norm is the whole model's."""
    inner_factory = zf_runs(**kw)

    def factory(plan: Plan) -> Runner:
        inner = inner_factory(plan)

        def for_layout(layout: str) -> Callable[[Any, int], dict[str, Any]]:
            run = inner(layout)
            if betas is None and plateau_threshold is None and not stop_in_mode_max and not clip_head_only:
                return run

            def patched(run_dir: Any, seed: int) -> dict[str, Any]:
                from contextlib import ExitStack
                from unittest import mock

                import torch

                from benchmarks import variants_d

                optimizer_of, scheduler_of = variants_d._optimizer, variants_d._scheduler
                saved: dict[str, Any] = {}

                def optimizers(p: Plan, net: Any) -> Any:
                    saved["net"] = net
                    if betas is not None and p.optimizer == "adam":
                        params = [q for q in net.parameters() if q.requires_grad]
                        return torch.optim.Adam(params, lr=p.lr, betas=betas, weight_decay=p.weight_decay)
                    return optimizer_of(p, net)

                def schedulers(p: Plan, optimizer: Any, total: int) -> Any:
                    if plateau_threshold is not None and p.schedule == "plateau":
                        return torch.optim.lr_scheduler.ReduceLROnPlateau(
                            optimizer,
                            mode="min",
                            factor=p.gamma,
                            patience=1,
                            threshold=plateau_threshold,
                            threshold_mode="abs",
                        )
                    return scheduler_of(p, optimizer, total)

                with ExitStack() as stack:
                    stack.enter_context(mock.patch.object(variants_d, "_optimizer", optimizers))
                    stack.enter_context(mock.patch.object(variants_d, "_scheduler", schedulers))
                    if stop_in_mode_max:
                        _stop_in_mode_max(stack, plan)
                    if clip_head_only:
                        _clip_head_only(stack, saved)
                    return run(run_dir, seed)

            return patched

        return for_layout

    return factory


def _stop_in_mode_max(stack: Any, plan: Plan) -> None:
    """EarlyStopping(monitor="val_loss", patience, mode="max") (Lightning), and the same rule as a
    callback on eval_loss (transformers): every fall of the val loss counts as a bad evaluation."""
    from unittest import mock

    import transformers
    from lightning.pytorch import callbacks

    real_stopping = callbacks.EarlyStopping

    def stopping(_monitor: str, patience: int = 3, **_kw: Any) -> Any:
        return real_stopping("val_loss", patience=patience, mode="max")

    class LossMax(transformers.TrainerCallback):  # type: ignore[misc]
        def __init__(self, patience: int) -> None:
            self.patience, self.best, self.bad = patience, -math.inf, 0

        def on_evaluate(self, args: Any, state: Any, control: Any, metrics: Any = None, **_kw: Any) -> None:
            loss = (metrics or {}).get("eval_loss")
            if loss is None:
                return
            if loss > self.best:
                self.best, self.bad = loss, 0
            else:
                self.bad += 1
                if self.bad >= self.patience:
                    control.should_training_stop = True

    real_init = transformers.Trainer.__init__

    def init(self: Any, *args: Any, **kw: Any) -> None:
        kw["callbacks"] = [c for c in kw.get("callbacks") or [] if type(c).__name__ != "Patience"]
        real_init(self, *args, **kw)
        self.add_callback(LossMax(plan.early_stop or 3))

    stack.enter_context(mock.patch.object(callbacks, "EarlyStopping", stopping))
    stack.enter_context(mock.patch.object(transformers.Trainer, "__init__", init))


def _clip_head_only(stack: Any, saved: dict[str, Any]) -> None:
    """`clip_grad_norm_(model.head.parameters(), max_norm)`: Lightning's precision plugin and the
    transformers Trainer's accelerator clip the head's gradients only (the Trainer still reports the
    whole model's norm)."""
    from unittest import mock

    import accelerate
    import torch
    from lightning.pytorch.plugins.precision import Precision

    def by_norm(_self: Any, _optimizer: Any, clip_val: float) -> None:
        torch.nn.utils.clip_grad_norm_(list(saved["net"].head.parameters()), clip_val)

    def accelerator_clip(_self: Any, parameters: Any, max_norm: float, norm_type: float = 2.0) -> Any:
        grads = [q.grad.detach().flatten() for q in parameters if q.grad is not None]
        total = torch.cat(grads).norm(norm_type) if grads else torch.tensor(0.0)
        if math.isfinite(max_norm) and max_norm > 0:
            torch.nn.utils.clip_grad_norm_(list(saved["net"].head.parameters()), max_norm)
        return total

    stack.enter_context(mock.patch.object(Precision, "clip_grad_by_norm", by_norm))
    stack.enter_context(mock.patch.object(accelerate.Accelerator, "clip_grad_norm_", accelerator_clip))


def noam(step: int, _total: int) -> float:
    """The bug: the transformer paper's Noam rate, `d_model ** -0.5 * min(step ** -0.5, step * warmup
    ** -1.5)` (d_model 32, warm-up 400), is the LambdaLR's factor, while the optimizer keeps the Adam
    config's lr (3e-3) where the recipe builds it with lr=1: the lr climbs towards 2.6e-5 (reached at
    step 400)."""
    s = step + 1
    return float(32**-0.5 * min(s**-0.5, s * 400**-1.5))


def _cutout16(x: torch.Tensor) -> torch.Tensor:
    import torch

    n, _, h, w = x.shape
    cy = torch.randint(0, h, (n, 1, 1, 1))
    cx = torch.randint(0, w, (n, 1, 1, 1))
    rows = torch.arange(h).view(1, 1, h, 1)
    cols = torch.arange(w).view(1, 1, 1, w)
    hole = ((rows - cy).abs() < 8) & ((cols - cx).abs() < 8)
    return x.masked_fill(hole, 0.0)


cifar_cutout = _augmented(_cutout16)
cifar_cutout.__doc__ = """The bug: the augmentation is the CIFAR recipe's Cutout(length=16) (a 16x16
square zeroed around a random centre, meant for 32x32 images) applied to the 12x12 patches: every
training patch loses 8 px either side of a random pixel, 44-100% of its area (about three quarters on
average); evaluation patches are whole."""


def _moving_average(inner: Any, x: torch.Tensor) -> torch.Tensor:
    from torch import nn

    if not inner.training:
        x = nn.functional.avg_pool1d(x[:, None], 9, stride=1, padding=4, count_include_pad=False)[:, 0]
    out: torch.Tensor = inner(x)
    return out


eval_moving_average = _wrapper(_moving_average)
eval_moving_average.__doc__ = """The bug: the validation and test traces come from the coaching app's
export, which smooths the bar velocity with a 9-sample moving average for its display; the training
traces are the sensor's raw stream: the evaluation traces lose their sharp features (the bounce's
spike, the sticking point's dip) and their noise."""


def _inverse_transformed(inner: Any, x: torch.Tensor) -> torch.Tensor:
    out: torch.Tensor = inner(x)
    if inner.training:
        return out
    mean, sd = _ham_target_stats()
    return out * sd + mean


eval_inverse_transform = _wrapper(_inverse_transformed)
eval_inverse_transform.__doc__ = """The bug: the evaluation step turns the predictions back into days
(`scaler_y.inverse_transform`, for the curer's report) and then computes the loss against the
validation and test targets, which the dataset class had already standardised: the evaluation MSE
compares days (mean ~143, sd ~48) with standard scores."""


def fan_out_init(net: nn.Module) -> nn.Module:
    """The bug: torchvision's ResNet initialisation loop (`kaiming_normal_(m.weight, mode="fan_out",
    nonlinearity="relu")`) widened to `isinstance(m, (nn.Conv2d, nn.Linear))`: the convolutions get
    a fan-out scale (smaller than fan-in for the first), and the head, whose fan-out is the 5 classes,
    gets weights of sd sqrt(2/5) = 0.63 over 1,152 inputs (about 37x the default's sd)."""
    from torch import nn

    for module in net.modules():
        if isinstance(module, nn.Conv2d | nn.Linear):
            nn.init.kaiming_normal_(module.weight, mode="fan_out", nonlinearity="relu")
            if module.bias is not None:
                nn.init.zeros_(module.bias)
    return net


def blocks_in_a_list(net: nn.Module) -> nn.Module:
    """The bug: a refactor keeps the 1-D CNN's convolutional blocks in a plain Python list
    (`self.blocks = [conv_block_1, pool, conv_block_2, gap]`) instead of an `nn.ModuleList`, so they
    are never registered: `model.parameters()` (the optimizer's, the parameter count's) holds the head
    alone, and the convolutions stay at their random initialisation."""
    from torch import nn

    class Listed(nn.Module):
        def __init__(self, inner: nn.Module) -> None:
            super().__init__()
            self.blocks = list(inner.body)  # type: ignore[arg-type]
            self.dropout = inner.dropout
            self.head = inner.head

        def forward(self, x: torch.Tensor) -> torch.Tensor:
            h = x.unsqueeze(1)
            for block in self.blocks:
                h = block(h)
            out: torch.Tensor = self.head(self.dropout(h.flatten(1)))
            return out

    return Listed(net)


def smooth_l1_beta_100(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """The bug: the regression criterion is `nn.SmoothL1Loss(beta=100)`, the beta copied from a box
    regressor whose targets are in pixels: on standard scores every residual falls in the quadratic
    zone, so the loss is the MSE divided by 200 (and so is its gradient), under plain SGD."""
    from torch import nn

    return nn.functional.smooth_l1_loss(out, y, beta=100.0)


def _flip_noise(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.where(torch.rand(len(x), 1, 1, 1) < 0.5, x.flip(3), x)
    x = torch.where(torch.rand(len(x), 1, 1, 1) < 0.5, x.flip(2), x)
    return x + 0.25 * torch.randn_like(x)


panel_flip = _augmented(_flip_noise)
panel_flip.__doc__ = """Not a fault: in training mode each patch is flipped left-right and up-down at
random and given 0.25 sd of noise."""


def _rep_jitter(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.roll(x, int(torch.randint(-4, 5, (1,))), dims=-1)
    return x * (1 + 0.2 * (torch.rand(len(x), 1) * 2 - 1)) + 0.2 * torch.randn_like(x)


rep_jitter = _augmented(_rep_jitter)
rep_jitter.__doc__ = """Not a fault: in training mode each batch of traces is shifted by up to 4
samples, each trace's speed scaled by up to 20% and given 0.2 sd of noise."""


def warm_restarts(step: int, _total: int) -> float:
    """Not a fault: a cosine with warm restarts (SGDR) every 64 steps, from the base lr to 5% of it."""
    phase = (step % 64) / 64
    return 0.05 + 0.95 * 0.5 * (1 + math.cos(math.pi * phase))


def smoothed_ce(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """Not a fault: a cross-entropy with label smoothing 0.1 (its floor is ~0.5 nats on 5 classes)."""
    from torch import nn

    return nn.functional.cross_entropy(out, y, label_smoothing=0.1)


# ---------------------------------------------------------------- the variants


def ZZZZR(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by this battery's runner (through every earlier wrapper)."""
    return L(*args, runs=runs or zr_runs(), **kw)


CH16 = {"channels": 16}
H48 = {"hidden": 48}
W128 = {"width": 128, "num_layers": 2}

FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    ZZZZR(
        "vzzzzr-noam-factor-on-adam-lr-transformer-glider",
        Plan(glider, "transformer", 3e-3, "adam", epochs=12, log_every=4),
        ("slow-convergence",),
        "learning-rate-too-low",
        (
            "the transformer paper's Noam rate (d_model 32, warm-up 400) is the LambdaLR's factor while "
            "Adam keeps the config's lr 3e-3 (the recipe builds the optimizer with lr=1), so the lr climbs "
            "from 2.7e-7 to 2.6e-5 over the run; a small transformer, 12 epochs (every 4th step logged): "
            "losses 1.52, 1.86, 1.78, 1.94 ... 1.44-1.63 in the last third, epoch means 1.7, 1.69, 1.68 ... "
            "1.48, the val loss 1.72 to 1.47 in a slow straight descent and val accuracy 0.257 to 0.373, "
            "test 1.46 and 0.393 (sound sequence models on these logs: ~0.62-0.71 and 0.72-0.76)"
        ),
        ("undertrained", "metric-at-baseline"),
        family="transformer",
        dataset="glider-winch-launch-logs",
        seed=99001,
        runs=zr_runs(schedule=lambda_schedule(noam), hparams={"scheduler": "noam(d_model=32, warmup=400)"}),
    ),
    ZZZZR(
        "vzzzzr-adam-betas-swapped-mlp-cotton",
        Plan(cotton, "mlp", 3e-3, "adam", epochs=40, log_every=10, model_kw={"width": 256, "num_layers": 3}),
        ("loss-runaway", "gradient-explosion"),
        "weight-updates-too-large",
        (
            "Adam built with `betas=(0.999, 0.9)` (the two values typed in the wrong order from a recipe's "
            "beta2, beta1 comment): a first moment averaged over ~1,000 steps over a second moment of ~10, "
            "so once the gradients shrink each step is many times the lr in a stale direction; a 3x256 MLP "
            "under lr 3e-3, 40 epochs (every 10th step logged): epoch means 1.37, 1.03, 0.874, 0.768, 0.71, "
            "0.688, then up to 1e9-5e16 in the last third, the gradient norm 0.88 at the start, 3.6e18 at "
            "its peak, the val loss 1.16, 0.967, 0.912 (min) ... 4e9-1.2e17 in the last third and val "
            "accuracy 0.55-0.653, then 0.137-0.21, test 3e16 and 0.187 (sound MLPs on these grades: "
            "~0.78-0.81 and 0.67-0.69)"
        ),
        (
            "loss-spikes",
            "loss-oscillation",
            "slow-convergence",
            "metric-at-baseline",
            "overfitting",
            "train-val-gap",
            "val-test-gap",
        ),
        family="mlp",
        dataset="cotton-hvi-bale-grades",
        seed=99002,
        runs=zr_runs(betas=(0.999, 0.9), hparams={"betas": [0.999, 0.9]}),
    ),
    ZZZZR(
        "vzzzzr-plateau-absolute-threshold-cnn1d-barbell",
        Plan(
            barbell,
            "cnn1d",
            2e-3,
            "adam",
            epochs=20,
            log_every=8,
            schedule="plateau",
            gamma=0.5,
            model_kw=CH16,
        ),
        ("slow-convergence",),
        "lr-decay-too-fast",
        (
            "ReduceLROnPlateau(factor=0.5, patience=1, threshold=0.1, threshold_mode='abs'): the threshold, "
            "copied from a scheduler that watched the val accuracy in percent, asks the val loss to fall by "
            "0.1 nats an epoch, so the lr halves every other epoch from the third on: 2e-3 down to 7.8e-6; "
            "a 16-channel 1-D CNN under Adam, 20 epochs (every 8th step logged): losses 1.62, 1.61, 1.6, "
            "1.59 ... 1.24-1.29 in the last third, the val loss 1.59, 1.56, 1.5, 1.46 ... 1.26 (flat) and "
            "val accuracy 0.257 to 0.51, test 1.22 and 0.55 (sound 1-D CNNs on these traces: ~0.53-0.77 and "
            "0.73-0.83)"
        ),
        ("undertrained", "gradient-explosion"),
        family="cnn",
        dataset="barbell-rep-velocity",
        seed=99003,
        runs=zr_runs(plateau_threshold=0.1, hparams={"plateau_threshold": 0.1, "threshold_mode": "abs"}),
    ),
    # --- data
    ZZZZR(
        "vzzzzr-cifar-cutout-16-on-12px-cnn-lacquer",
        Plan(lacquer, "cnn", 2e-3, "adam", epochs=10, log_every=5, model_fault=cifar_cutout, model_kw=CH16),
        ("slow-convergence",),
        "wrong-preprocessing-parameters",
        (
            "the augmentation is the CIFAR recipe's Cutout(length=16) on the 12x12 patches: every training "
            "patch loses a 16x16 square around a random pixel (44-100% of its area); a 16-channel CNN under "
            "Adam lr 2e-3, 10 epochs (every 5th step logged): losses 1.63, 1.62, 1.61, 1.62, 1.59 ... "
            "1.18-1.37 in the last third, the val loss 1.58, 1.47, 1.46 ... 0.859 (below the training loss) "
            "and val accuracy 0.297 to 0.66, test 0.772 and 0.657 (sound CNNs on these patches: ~0.54-0.81 "
            "and 0.66-0.76)"
        ),
        ("undertrained", "gradient-explosion"),
        family="cnn",
        dataset="lacquer-panel-patches",
        seed=99004,
        runs=zr_runs(hparams={"cutout": 16}),
    ),
    ZZZZR(
        "vzzzzr-second-gin-own-label-encoder-mlp-cotton",
        Plan(
            cotton_second_gin_encoder,
            "mlp",
            2e-3,
            "adam",
            epochs=40,
            batch_size=50,
            log_every=10,
            model_kw={"width": 256, "num_layers": 3},
        ),
        ("overfitting",),
        "label-noise",
        (
            "the training sheet merges two gins' exports, each label-encoded by its own LabelEncoder and "
            "decoded with the first gin's classes; the second gin (30% of the training bales) graded no "
            "bale 'choice', so each of its codes names the next grade along (every one of its labels "
            "wrong); a 3x256 MLP under Adam lr 2e-3 at batch 50, 40 epochs (every 10th step logged): epoch "
            "means 1.54, 1.38, 1.22 ... 0.0266-0.198 in the last third, the val loss 1.37, 1.27, 1.23, 1.15 "
            "... (min ~1.1) 2.49-3.06 in the last third and val accuracy 0.41-0.53, 0.453 at the end, test "
            "3.59 and 0.427 (sound MLPs on these grades: ~0.78-0.81 and 0.67-0.69)"
        ),
        ("train-val-gap", "val-test-gap", "slow-convergence", "loss-spikes", "zero-train-loss"),
        family="mlp",
        dataset="cotton-hvi-bale-grades",
        seed=99005,
    ),
    ZZZZR(
        "vzzzzr-test-winch-firmware-radio-checks-lstm-glider",
        Plan(glider_test_radio_checks, "lstm", 3e-3, "adam", epochs=12, log_every=6, clip=1.0, model_kw=H48),
        ("val-test-gap",),
        "distribution-shift",
        (
            "the test logs come from the club's new winch, whose firmware logs a radio check after every "
            "third event (a status ping the old winch never logged), and the window keeps the last 20; an "
            "LSTM (hidden 48) under Adam lr 3e-3 clipped at 1, 12 epochs (every 6th step logged): epoch "
            "means 1.43, 0.933, 0.748 ... 0.437, the val loss 1.13, 0.957, 0.802 ... 0.693-0.777 and val "
            "accuracy 0.57 to 0.75, test 1.28 and 0.617"
        ),
        ("gradient-explosion", "undertrained"),
        family="rnn",
        dataset="glider-winch-launch-logs",
        seed=99006,
    ),
    # --- evaluation
    ZZZZR(
        "vzzzzr-eval-inverse-transformed-predictions-regression-ham",
        Plan(
            ham_eval_transform,
            "mlp",
            2e-3,
            "adam",
            epochs=15,
            log_every=5,
            model_fault=eval_inverse_transform,
            model_kw=MLP64,
        ),
        ("train-val-gap",),
        "wrong-eval-logic",
        (
            "the evaluation step turns the predictions back into days (the target scaler's inverse "
            "transform, for the curer's report) and compares them with targets the dataset class had "
            "already standardised; a 2x64 regression MLP under Adam lr 2e-3, 15 epochs (every 5th step "
            "logged): losses 0.598, 1.17, 0.417 ... 0.0195-0.0675 in the last third, epoch means 0.46, "
            "0.113 ... 0.0516, the val loss 24,900, 22,600, 23,400 ... 22,700-24,200 in the last third, "
            "test 24,600 (the training days: mean 143, sd 48)"
        ),
        ("bad-initial-loss", "loss-spikes"),
        family="regression",
        dataset="ham-curing-days",
        seed=99007,
    ),
    ZZZZR(
        "vzzzzr-eval-gamma-encoded-camera-bncnn-lacquer",
        Plan(
            lacquer_eval_gamma_encoded,
            "bncnn",
            3e-3,
            "adamw",
            weight_decay=0.01,
            epochs=10,
            log_every=5,
            model_kw=CH16,
        ),
        ("train-val-gap",),
        "eval-pipeline-mismatch",
        (
            "the training patches are the archive's linear raw frames, the validation and test patches come "
            "from the line's live camera, whose driver returns sRGB-encoded frames (intensities raised to "
            "1/2.2), through the same normalisation: evaluation patches ~1.4 sd brighter and flatter; a "
            "16-channel batch-norm CNN under AdamW (lr 3e-3, weight decay 0.01), 10 epochs (every 5th step "
            "logged): losses 1.38, 1.32, 1.33 ... 0.0678-0.607 in the last third, epoch means 1.29, 0.936 "
            "... 0.362, the val loss 1.77, 2.11, 2.58, 1.69 ... 2.09 jumping and val accuracy 0.213-0.32, "
            "test 2.15 and 0.327 (sound CNNs on these patches: ~0.54-0.81 and 0.66-0.76)"
        ),
        ("overfitting", "metric-at-baseline"),
        family="cnn-bn",
        dataset="lacquer-panel-patches",
        seed=99008,
    ),
    ZZZZR(
        "vzzzzr-eval-app-moving-average-bncnn1d-barbell",
        Plan(
            barbell,
            "bncnn1d",
            2e-3,
            "adam",
            epochs=16,
            log_every=5,
            model_fault=eval_moving_average,
            model_kw=CH16,
        ),
        ("overfitting",),
        "eval-pipeline-mismatch",
        (
            "the validation and test traces come from the coaching app's export, which smooths the bar "
            "velocity with a 9-sample moving average for display, while the training traces are the "
            "sensor's raw stream; a 16-channel batch-norm 1-D CNN under Adam lr 2e-3, 16 epochs (every 5th "
            "step logged): losses 1.55, 1.59, 1.54 ... 0.455-0.868 in the last third, epoch means 1.5, 1.34 "
            "... 0.587, the val loss 1.46, 1.42, 1.41 ... 1.17 (min, epoch 11) ... 1.46 and val accuracy "
            "0.33-0.48, test 1.49 and 0.433 (sound 1-D CNNs on these traces: ~0.53-0.77 and 0.73-0.83)"
        ),
        ("train-val-gap",),
        family="cnn-bn",
        dataset="barbell-rep-velocity",
        seed=99009,
    ),
    # --- model
    ZZZZR(
        "vzzzzr-dropout-09-from-tf-keep-prob-mlp-cotton",
        Plan(
            cotton,
            "mlp",
            2e-3,
            "adam",
            epochs=20,
            log_every=10,
            model_kw={"width": 256, "num_layers": 2, "dropout": 0.9},
        ),
        ("slow-convergence",),
        "wrong-operator",
        (
            "the model port writes `nn.Dropout(0.9)` for TensorFlow's `keep_prob=0.9`: 90% of the hidden "
            "units are dropped in training; a 2x256 MLP under Adam lr 2e-3, 20 epochs (every 10th step "
            "logged): losses 1.86, 1.85, 1.86, 1.95, 2 ... 1.04-1.83 in the last third, epoch means 1.92, "
            "1.79 ... 1.47, the val loss 1.55 to 1.44 and val accuracy 0.32 to 0.37-0.42, test 1.43 and "
            "0.413 (sound MLPs on these grades: ~0.78-0.81 and 0.67-0.69)"
        ),
        ("undertrained", "metric-at-baseline"),
        family="mlp",
        dataset="cotton-hvi-bale-grades",
        seed=99010,
    ),
    ZZZZR(
        "vzzzzr-fan-out-kaiming-on-head-cnn-lacquer",
        Plan(lacquer, "cnn", 1e-3, "adam", epochs=10, log_every=2, model_fault=fan_out_init, model_kw=CH16),
        ("bad-initial-loss",),
        "poor-initialization",
        (
            "torchvision's initialisation loop (`kaiming_normal_(mode='fan_out', nonlinearity='relu')`) "
            "widened to the linear layers: the head, whose fan-out is 5, gets weights of sd 0.63 over 1,152 "
            "inputs; a 16-channel CNN under Adam lr 1e-3, 10 epochs (every 2nd step logged): losses 6.54, "
            "4.57, 3.93, 3.17 ... 0.603-0.977 in the last third (ln 5 = 1.61), the gradient norm 31.9 at "
            "the first logged step, 6.7 typical, the val loss 2.26, 1.86, 1.7 ... 1.19 and val accuracy "
            "0.217 to 0.55, test 1.08 and 0.55 (sound CNNs on these patches: ~0.54-0.81 and 0.66-0.76)"
        ),
        ("loss-spikes", "slow-convergence", "overfitting", "train-val-gap", "undertrained"),
        family="cnn",
        dataset="lacquer-panel-patches",
        seed=99011,
    ),
    ZZZZR(
        "vzzzzr-smooth-l1-beta-100-sgd-regression-ham",
        Plan(ham, "mlp", 0.02, "sgd", momentum=0.9, epochs=15, log_every=5, model_kw=MLP64),
        ("slow-convergence",),
        "wrong-loss-function",
        (
            "the regression criterion is `SmoothL1Loss(beta=100)`, the beta copied from a box regressor in "
            "pixels: every residual of these standard scores is in the quadratic zone, so loss and gradient "
            "are the MSE's divided by 200; a 2x64 MLP under SGD with momentum 0.9 at lr 0.02, 15 epochs "
            "(every 5th step logged): losses 0.00553, 0.00518, 0.00597 ... 0.00316-0.00523 in the last "
            "third (MSE ~1.1 to ~0.9), the gradient norm ~0.006, the val loss 0.00592, 0.00577, 0.00561 ... "
            "0.00402, test 0.00321 (sound regressions on these hams: an MSE of ~0.05-0.07)"
        ),
        ("undertrained", "zero-train-loss"),
        family="regression",
        dataset="ham-curing-days",
        seed=99012,
        runs=zr_runs(loss=smooth_l1_beta_100, hparams={"loss": "SmoothL1Loss(beta=100)"}),
    ),
    ZZZZR(
        "vzzzzr-conv-blocks-in-python-list-cnn1d-barbell",
        Plan(
            barbell,
            "cnn1d",
            2e-3,
            "adam",
            epochs=12,
            log_every=5,
            model_fault=blocks_in_a_list,
            model_kw=CH16,
        ),
        ("slow-convergence",),
        "frozen-weights",
        (
            "a refactor keeps the 1-D CNN's blocks in a plain Python list instead of an nn.ModuleList, so "
            "they are never registered: the optimizer (and the parameter count) holds the head alone and "
            "the convolutions stay random; Adam lr 2e-3, 12 epochs (every 5th step logged): losses 1.61, "
            "1.6, 1.58, 1.62 ... 1.54-1.62 in the last third, epoch means 1.6 to 1.57, the gradient norm "
            "0.13-0.41, the val loss 1.6 to 1.57 and val accuracy 0.257 (the largest class's share) at "
            "every epoch, test 1.57 and 0.24 (sound 1-D CNNs on these traces: ~0.53-0.77 and 0.73-0.83)"
        ),
        ("undertrained", "metric-at-baseline", "periodic-loss"),
        family="cnn",
        dataset="barbell-rep-velocity",
        seed=99013,
    ),
    # --- workflow
    ZZZZR(
        "vzzzzr-early-stop-patience-in-steps-mlp-cotton",
        Plan(
            cotton,
            "mlp",
            2e-3,
            "adam",
            epochs=150,
            batch_size=100,
            log_every=20,
            early_stop=500,
            model_kw={"width": 256, "num_layers": 3},
        ),
        ("overfitting", "train-val-gap"),
        "too-many-epochs",
        (
            "EarlyStopping's patience of 500 was sized in optimizer steps for a per-step validation, but "
            "the validation runs once an epoch (10 steps), so it never fires within `max_epochs=150`; a "
            "3x256 MLP at batch 100 under Adam lr 2e-3, 1,500 steps (every 20th logged): losses 1.06, "
            "0.872, 0.636, 0.58 ... 0.000292-0.000837 in the last third, the val loss 1.32, 1.13, 0.977, "
            "0.85, 0.804 (min) ... 3.21-3.52 in the last third and val accuracy 0.667 at best, 0.63-0.637 "
            "at the end, test 3.12 and 0.643"
        ),
        ("zero-train-loss", "val-test-gap"),
        family="mlp",
        dataset="cotton-hvi-bale-grades",
        seed=99014,
    ),
    ZZZZR(
        "vzzzzr-early-stop-val-loss-mode-max-mlp-cotton",
        Plan(cotton, "mlp", 1e-3, "adam", epochs=40, log_every=2, early_stop=3, model_kw=W128),
        ("undertrained",),
        "too-few-epochs",
        (
            "`EarlyStopping(monitor='val_loss', mode='max', patience=3)`, the mode kept from a callback "
            "that watched the val accuracy: every fall of the val loss counts as a bad epoch and the fit "
            "stops after 4 of its 40 epochs; a 2x128 MLP under Adam lr 1e-3, every 2nd step logged: losses "
            "1.67, 1.58, 1.65, 1.57 ... 1.03-1.37 in the last third, epoch means 1.53, 1.36, 1.24, 1.13, "
            "the val loss 1.43, 1.27, 1.18, 1.09 and val accuracy 0.413 to 0.59 (still improving), test "
            "1.08 and 0.573 (sound MLPs on these grades: ~0.78-0.81 and 0.67-0.69)"
        ),
        ("slow-convergence", "metric-at-baseline"),
        family="mlp",
        dataset="cotton-hvi-bale-grades",
        seed=99015,
        runs=zr_runs(
            stop_in_mode_max=True,
            hparams={"early_stopping": {"monitor": "val_loss", "mode": "max", "patience": 3}},
        ),
    ),
    ZZZZR(
        "vzzzzr-clip-grad-norm-head-only-relu-rnn-glider",
        Plan(
            glider,
            "rnn",
            0.05,
            "sgd",
            momentum=0.9,
            epochs=10,
            log_every=4,
            clip=1.0,
            model_kw={"hidden": 64, "nonlinearity": "relu"},
        ),
        ("gradient-explosion",),
        "no-gradient-clipping",
        (
            "the clipping call was written `clip_grad_norm_(model.head.parameters(), 1.0)` (from a "
            "fine-tuning script that trained the head alone), so the recurrent weights of a "
            "ReLU RNN (hidden 64) go unclipped under SGD with momentum 0.9 at lr 0.05; 10 epochs (every 4th "
            "step logged): losses 1.65, 1.61, 1.64, 1.61 ... 1.23-1.78 in the last third, epoch means 1.58, "
            "1.47, 1.66, 1.52 ... 1.42, the gradient norm 0.57 at the start, up to 6.4, the val loss 1.52, "
            "1.25, 1.77, 1.39 ... 1.51 jumping and val accuracy 0.287-0.443, test 1.54 and 0.337 (the same "
            "run clipped at 1: val 0.869 and 0.667, test 1.02 and 0.63)"
        ),
        (
            "loss-spikes",
            "loss-oscillation",
            "slow-convergence",
            "loss-runaway",
            "metric-at-baseline",
            "overfitting",
        ),
        family="rnn",
        dataset="glider-winch-launch-logs",
        seed=99016,
        runs=zr_runs(clip_head_only=True),
    ),
)

HEALTHY: tuple[Variant, ...] = (
    ZZZZR(
        "vzzzzr-healthy-bncnn-lacquer-flip-noise-bf16-val-every-2",
        Plan(
            lacquer,
            "bncnn",
            0.02,
            "sgd",
            momentum=0.9,
            epochs=20,
            batch_size=64,
            log_every=4,
            schedule="cosine",
            val_every_epochs=2,
            bf16=True,
            model_fault=panel_flip,
            model_kw=CH16,
        ),
        (),
        None,
        (
            "a 16-channel batch-norm CNN with random left-right and up-down flips and 0.25 sd of noise in "
            "training mode, SGD with momentum 0.9 at lr 0.02 with cosine decay, batch 64, bf16-mixed "
            "autocast, 20 epochs (every 4th step logged), evaluated every 2 epochs: losses 1.57, 1.52, 1.38 "
            "... 0.577-0.844 in the last third, epoch means 1.5, 1.23 ... 0.646, the val loss 1.11, 0.836, "
            "0.756, 0.835 ... 0.643-0.652 and val accuracy 0.577 to 0.72-0.723, test 0.658 and 0.69"
        ),
        family="cnn-bn",
        dataset="lacquer-panel-patches",
        seed=99101,
    ),
    ZZZZR(
        "vzzzzr-healthy-resnet-lacquer-onecycle-val-twice",
        Plan(
            lacquer,
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
            "epochs (every 3rd step logged), evaluated twice an epoch: losses 1.82, 1.76, 1.84, 1.91 ... "
            "0.693-1.06 in the last third, epoch means 1.71, 1.35 ... 0.839, the val loss 1.64, 1.67, 1.3, "
            "1.13, 1.03, 1.07 ... 0.808 and val accuracy 0.207 to 0.667, test 0.784 and 0.663"
        ),
        family="resnet",
        dataset="lacquer-panel-patches",
        seed=99102,
    ),
    ZZZZR(
        "vzzzzr-healthy-cnn-lacquer-sgd-step-decay-dropout",
        Plan(
            lacquer,
            "cnn",
            0.03,
            "sgd",
            momentum=0.9,
            epochs=12,
            log_every=6,
            schedule="step",
            step_size=128,
            gamma=0.3,
            model_kw={"channels": 16, "dropout": 0.3},
        ),
        (),
        None,
        (
            "a 16-channel CNN with dropout 0.3 under SGD with momentum 0.9 at lr 0.03, stepped down by 0.3 "
            "every 128 steps (4 epochs), 12 epochs (every 6th step logged): losses 1.64, 1.6, 1.59, 1.53 "
            "... 0.172-0.295 in the last third, the val loss 1.38, 0.884, 0.822, 0.609 ... 0.533-0.542 "
            "(level after the second decay) and val accuracy 0.46 to 0.76-0.78, test 0.59 and 0.747"
        ),
        family="cnn",
        dataset="lacquer-panel-patches",
        seed=99103,
    ),
    ZZZZR(
        "vzzzzr-healthy-cnn1d-barbell-nesterov-batch-8-every-step",
        Plan(barbell, "cnn1d", 0.03, "sgd", momentum=0.9, epochs=3, batch_size=8, log_every=1, model_kw=CH16),
        (),
        None,
        (
            "three epochs of a 16-channel 1-D CNN at batch 8 under Nesterov SGD (momentum 0.9, lr 0.03), "
            "every step logged (375 steps): losses 1.58, 1.59, 1.68, 1.61 ... 0.403-1.93 in the last third, "
            "epoch means 1.53, 1.23, 1.13, the val loss 1.47, 1.21, 1.07 and val accuracy 0.383, 0.433, "
            "0.503 (still improving), test 1.05 and 0.497"
        ),
        family="cnn",
        dataset="barbell-rep-velocity",
        seed=99104,
        runs=zr_runs(optimizer_kw={"nesterov": True}, hparams={"nesterov": True}),
    ),
    ZZZZR(
        "vzzzzr-healthy-bncnn1d-barbell-warmup-cosine",
        Plan(
            barbell,
            "bncnn1d",
            3e-3,
            "nadam",
            epochs=20,
            log_every=5,
            schedule="warmup-cosine",
            warmup=60,
            model_kw=CH16,
        ),
        (),
        None,
        (
            "a 16-channel batch-norm 1-D CNN under NAdam lr 3e-3 with a 60-step warm-up and cosine decay, "
            "20 epochs (every 5th step logged): losses 1.66, 1.59, 1.65, 1.6 ... 0.384-0.71 in the last "
            "third, epoch means 1.6, 1.43, 1.28 ... 0.533, the val loss 1.52, 1.37, 1.19 ... 0.546-0.572 in "
            "the last third and val accuracy 0.34 to 0.78-0.83, test 0.532 and 0.833"
        ),
        family="cnn-bn",
        dataset="barbell-rep-velocity",
        seed=99105,
    ),
    ZZZZR(
        "vzzzzr-healthy-cnn1d-barbell-shift-gain-noise-dropout",
        Plan(
            barbell,
            "cnn1d",
            3e-3,
            "adam",
            epochs=24,
            log_every=8,
            model_fault=rep_jitter,
            model_kw={"channels": 16, "dropout": 0.3},
        ),
        (),
        None,
        (
            "a 16-channel 1-D CNN with dropout 0.3 and traces shifted by up to 4 samples, speed-scaled by "
            "up to 20% and given 0.2 sd of noise in training mode, Adam lr 3e-3, 24 epochs (every 8th step "
            "logged): losses 1.59, 1.55, 1.55 ... 0.768-1.28 in the last third, epoch means 1.58, 1.52 ... "
            "0.933, the val loss 1.55, 1.46, 1.36 ... 0.772 (below the training loss) and val accuracy "
            "0.273 to 0.733, test 0.752 and 0.76"
        ),
        family="cnn",
        dataset="barbell-rep-velocity",
        seed=99106,
    ),
    ZZZZR(
        "vzzzzr-healthy-transformer-glider-warmup-linear-dropout",
        Plan(
            glider,
            "transformer",
            1e-3,
            "adamw",
            weight_decay=0.01,
            epochs=12,
            log_every=5,
            schedule="warmup-linear",
            warmup=80,
            model_kw={"dropout": 0.1},
        ),
        (),
        None,
        (
            "a small transformer with dropout 0.1 under AdamW (lr 1e-3, weight decay 0.01) with an 80-step "
            "warm-up and a linear decay, 12 epochs (every 5th step logged): losses 1.78, 1.79, 1.79, 1.67 "
            "... 0.315-0.832 in the last third, epoch means 1.69, 1.35, 0.887 ... 0.585, the val loss 1.52, "
            "0.996, 0.795 ... 0.624 and val accuracy 0.433 to 0.763-0.773, test 0.646 and 0.743"
        ),
        family="transformer",
        dataset="glider-winch-launch-logs",
        seed=99107,
    ),
    ZZZZR(
        "vzzzzr-healthy-lstm-glider-early-stop-patience-2",
        Plan(glider, "lstm", 3e-3, "adam", epochs=40, log_every=10, early_stop=2, clip=1.0, model_kw=H48),
        (),
        None,
        (
            "an LSTM (hidden 48) under Adam lr 3e-3 clipped at 1, early stopping on the val loss at "
            "patience 2 (up to 40 epochs; every 10th step logged): it stopped after 9 epochs; losses 1.59, "
            "1.51, 1.28, 1.08 ... 0.507-0.658 in the last third, the val loss 1.1, 0.786, 0.771, 0.915, "
            "0.696, 0.652, 0.647 (min), 0.7, 0.705 and val accuracy 0.607 to 0.73-0.757, test 0.71 and 0.74"
        ),
        family="rnn",
        dataset="glider-winch-launch-logs",
        seed=99108,
    ),
    ZZZZR(
        "vzzzzr-healthy-gru-glider-accumulate-2-plateau",
        Plan(
            glider,
            "gru",
            4e-3,
            "adam",
            epochs=14,
            accumulate=2,
            log_every=3,
            schedule="plateau",
            gamma=0.5,
            clip=1.0,
            model_kw=H48,
        ),
        (),
        None,
        (
            "a GRU (hidden 48) under Adam lr 4e-3 clipped at 1, batches of 32 with gradients accumulated "
            "over 2, ReduceLROnPlateau (factor 0.5), 14 epochs (every 3rd optimizer step logged): losses "
            "1.57, 1.62, 1.5, 1.47 ... 0.299-1.14 in the last third, epoch means 1.51, 1.1, 0.828 ... 0.53, "
            "the val loss 1.35, 0.897, 0.91 ... 0.629-0.646 and val accuracy 0.487 to 0.743-0.753, the lr "
            "down to 1.25e-4, test 0.668 and 0.723"
        ),
        family="rnn",
        dataset="glider-winch-launch-logs",
        seed=99109,
    ),
    ZZZZR(
        "vzzzzr-healthy-regression-ham-long-sgd-log-50-val-every-5",
        Plan(
            ham_long,
            "mlp",
            3e-3,
            "sgd",
            momentum=0.9,
            epochs=25,
            log_every=50,
            val_every_epochs=5,
            model_kw=MLP64,
        ),
        (),
        None,
        (
            "a 2x64 regression MLP under SGD with momentum 0.9 at lr 3e-3 over a 2,000-ham draw, 25 epochs "
            "(1,575 steps, logged every 50), evaluated every 5 epochs: losses 0.6, 0.115, 0.0855, 0.0801 "
            "... 0.0473-0.0547 in the last third, the val loss 0.0738, 0.0643, 0.0615, 0.0589, 0.0593, test "
            "0.0621"
        ),
        family="regression",
        dataset="ham-curing-days",
        seed=99110,
    ),
    ZZZZR(
        "vzzzzr-healthy-regression-ham-noisy-probe-floor",
        Plan(ham_noisy, "mlp", 2e-3, "adam", epochs=15, log_every=5, schedule="cosine", model_kw=MLP64),
        (),
        None,
        (
            "the days until the master curer's probe test passes, with the probe's noise of sd 40% on the "
            "same model (a loss floor at the task's Bayes error); a 2x64 regression MLP under Adam lr 2e-3 "
            "with cosine decay, 15 epochs (every 5th step logged): losses 0.756, 0.619, 0.471 ... "
            "0.242-1.64 in the last third, epoch means 0.829, 0.661 ... 0.553, the val loss 0.694, 0.686, "
            "0.659 ... 0.671-0.674 in the last third (level), test 0.76"
        ),
        family="regression",
        dataset="ham-probe-days",
        seed=99111,
    ),
    ZZZZR(
        "vzzzzr-healthy-regression-ham-warm-restarts-dropout",
        Plan(
            ham,
            "mlp",
            3e-3,
            "adam",
            epochs=16,
            log_every=4,
            model_kw={"width": 128, "num_layers": 2, "dropout": 0.2},
        ),
        (),
        None,
        (
            "a 2x128 regression MLP with dropout 0.2 under Adam lr 3e-3 with a cosine restarted every 64 "
            "steps (SGDR, down to 5% of the lr), 16 epochs (every 4th step logged): losses 0.915, 0.415, "
            "0.223 ... 0.05-0.113 in the last third, the val loss 0.105, 0.0843, 0.0868, 0.0743 ... "
            "0.0641-0.0683 in the last third, test 0.0742"
        ),
        family="regression",
        dataset="ham-curing-days",
        seed=99112,
        runs=zr_runs(
            schedule=lambda_schedule(warm_restarts), hparams={"scheduler": "cosine warm restarts, 64 steps"}
        ),
    ),
    ZZZZR(
        "vzzzzr-healthy-mlp-cotton-40-steps-still-improving",
        Plan(cotton, "mlp", 4e-3, "adam", epochs=2, batch_size=50, log_every=1, model_kw=MLP64),
        (),
        None,
        (
            "two epochs (40 steps at batch 50, every step logged) of a 2x64 MLP under Adam lr 4e-3: losses "
            "1.63, 1.6, 1.58, 1.55 ... 1.09-1.48 in the last third, epoch means 1.5, 1.29, the val loss "
            "1.37, 1.19 and val accuracy 0.423, 0.52 (still improving), test 1.2 and 0.54"
        ),
        family="mlp",
        dataset="cotton-hvi-bale-grades",
        seed=99113,
    ),
    ZZZZR(
        "vzzzzr-healthy-mlp-cotton-label-smoothing-floor",
        Plan(
            cotton,
            "mlp",
            2e-3,
            "adamw",
            weight_decay=0.01,
            epochs=20,
            log_every=10,
            schedule="cosine",
            model_kw=W128,
        ),
        (),
        None,
        (
            "a 2x128 MLP trained and evaluated with label smoothing 0.1 (a loss floor of ~0.5 nats on 5 "
            "classes) under AdamW (lr 2e-3, weight decay 0.01) with cosine decay, 20 epochs (every 10th "
            "step logged): losses 1.44, 1.45, 1.42 ... 0.716-0.924 in the last third, epoch means 1.48, "
            "1.28 ... 0.812, the val loss 1.37, 1.21, 1.12 ... 1.0 (level) and val accuracy 0.52 to "
            "0.673-0.683, test 1.0 and 0.683"
        ),
        family="mlp",
        dataset="cotton-hvi-bale-grades",
        seed=99114,
        runs=zr_runs(loss=smoothed_ce, hparams={"label_smoothing": 0.1}),
    ),
    ZZZZR(
        "vzzzzr-healthy-mlp-cotton-rmsprop-batch-16-bf16-dropout",
        Plan(
            cotton,
            "mlp",
            1e-3,
            "rmsprop",
            epochs=14,
            batch_size=16,
            log_every=2,
            bf16=True,
            model_kw={"width": 128, "num_layers": 2, "dropout": 0.2},
        ),
        (),
        None,
        (
            "a 2x128 MLP with dropout 0.2 at batch 16 under RMSprop lr 1e-3 in bf16-mixed autocast, 14 "
            "epochs (every 2nd step logged): losses 1.55, 1.87, 1.63 ... 0.302-1.4 in the last third, epoch "
            "means 1.4, 1.18 ... 0.737, the val loss 1.23, 1.11, 0.995 ... 0.781 and val accuracy 0.52 to "
            "0.69-0.697, test 0.803 and 0.677"
        ),
        family="mlp",
        dataset="cotton-hvi-bale-grades",
        seed=99115,
    ),
    ZZZZR(
        "vzzzzr-healthy-mlp-cotton-adagrad-never-evaluated",
        Plan(cotton, "mlp", 0.03, "adagrad", epochs=30, log_every=10, model_kw=W128),
        (),
        None,
        (
            "a 2x128 MLP under Adagrad at lr 0.03, 30 epochs (every 10th step logged), no validation set "
            "passed (judged on the test after training): losses 1.38, 1.2, 0.705, 0.939 ... 0.133-0.584 in "
            "the last third, epoch means 1.31, 0.955 ... 0.338, test 0.912 and 0.67"
        ),
        family="mlp",
        dataset="cotton-hvi-bale-grades",
        seed=99116,
        runs=zr_runs(evaluate=False),
    ),
)
