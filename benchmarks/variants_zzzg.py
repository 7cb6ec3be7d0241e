"""Variant battery zzzg: a look-alike of an external held-out suite, real framework runs (`--battery zzzg`).

    nice -n 10 python benchmarks/variants.py --battery zzzg --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery zzzg [--runs]

Like batteries d-zzzf, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is the log),
trained by battery d's runner through the earlier batteries' wrappers (battery zf's runner with w's
replaced loss and the checkpoint the test loads), battery zj's model wrapper and this battery's own hooks
(every nn.Linear given an orthogonal init of gain 0.01, an optimizer over the head alone, an evaluation
step that reverses the logits' class order, a multi-task loss whose main weight is 0), so each case can
run in each of the three layouts; the layout rotation of variants.py picks one.
It was written blind: its author trained it with `--train-only`, read the raw logged numbers of each
run, and never diagnosed or scored it, so it is held-out data for the tool.
Its halves are even (16 faulty, 16 healthy; one fault each, one cause a case, spread over every family
of cause: optimisation, data, evaluation, model, workflow; ~1.2 CPU-minutes to train on the shared 2-core
machine), injected into data sets no battery had at a realistic strength, in forms earlier batteries did
not use (see each case's description and each hook's docstring).
Runs of 24 to 3,000 steps: MLPs (2x64 to 2x256, 3x64 and 4x64, dropout 0.3-0.5), 2-D CNNs with and
without batch norm, a small residual net, 1-D CNNs with and without batch norm, GRU / LSTM readers of
lighthouse controller logs, small transformers and regression MLPs; SGD with and without momentum, Adam,
AdamW, RMSprop, RAdam and Adamax; constant, one-cycle, warm-up + cosine, step, cosine, plateau,
exponential and cyclic schedules; bf16-mixed autocast, shift / gain / noise and turn / flip / noise
augmentation, input noise, dropout, early stopping, clipping, gradient accumulation; batches of 8 to 64;
cadences from every step to once every 100 steps, evaluations twice an epoch to every 4 epochs or never.
The data sets are new, all made offline with numpy from known generating models (see each generator): a
bell foundry's strike test (64 samples of a hand bell's ring after a calibrated strike: sound, cracked,
porous, off-tune, clapper bounce), a pearl farm's 12x12 grading crops (round and clean, spotted, ringed,
baroque, low lustre), an automated lighthouse's lamp controller logs (normal, lamp failure, mains outage,
fog-signal fault, rotation fault; left-padded to 20), a record pressing plant's warp log (the warp of a
pressed record from the compound, temperatures, press and cooling times, water, weight, stack and
humidity; standardised) and a luthier supplier's spruce tonewood grades (master, AAA, AA, A, reject from
12 tap-tone and grain columns).
The healthy half holds sound runs a naive reader can take for a fault: val losses below the training
loss under shift / gain / noise augmentation, turn / flip augmentation, dropout 0.5 at batch 16 and input
noise with dropout 0.4, a flat val loss before a step cut, a val jump at the full lr of a plateau schedule
with early stopping, bf16 noise, a constant-lr transformer, clipped RMSprop under an exponential decay, a
val bump before a step cut, a batch-8 regression over 3,000 steps logged every 50 and evaluated every 4th
epoch, a warm-up with a jumpy val MSE, a 60-step run still improving, RAdam's flat first steps under bf16
with early stopping, val bumps as a cyclic lr climbs back, a slow Adamax run logged every 100 steps.
Split, layout rotation and labels follow variants.py's rules; a Lightning case's `every` is its
`log_every_n_steps`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from benchmarks.variants import RUNAWAY, STALL, Variant, _generated, _regression_table
from benchmarks.variants_d import Plan, Runner
from benchmarks.variants_l import L
from benchmarks.variants_w import EVAL, MLP64
from benchmarks.variants_ze import cyclic
from benchmarks.variants_zf import zf_runs
from benchmarks.variants_zh import _patch_splits, _token_splits
from benchmarks.variants_zj import _augmented, _signal_splits, _stats, _wrapper

if TYPE_CHECKING:
    import torch

    from tests.suite.datasets import Splits

SIZES = (1000, 300, 300)


# ---------------------------------------------------------------- data sets no battery has


BELL_CLASSES = ("sound", "cracked", "porous", "off-tune", "clapper-bounce")


def _bell_strikes(seed: int, n: int, length: int = 64, rate: float = 1.0) -> tuple[Any, Any]:
    """A bell foundry's strike test: a microphone 2 m from each newly cast hand bell, 64 samples of the
    pressure after a calibrated strike (decimated; `rate` 2 for a rig sampling twice as fast), labelled
    by the tuner: a sound casting (three partials at the hum, fundamental and tierce ratios 0.5, 1 and
    1.2, a slow decay over 35-60 samples), a crack (a fast decay of 6-14 samples and a buzz of rattling
    noise), porosity (a dull strike: the upper partials damped, a decay of 15-28), an off-tune casting
    (an extra partial 5-10% off one of the three: beats) or a clapper bounce (a second strike 12-30
    samples after the first, at 40-80% of its force). Each bell has its own fundamental (0.07-0.12
    cycles a sample), strike force (x0.5-2), onset (0-3 samples), strike phases and room noise (sd
    0.03-0.12): a slightly porous bell reads as sound and a faint bounce as beating, so sound 1-D CNNs
    stop near 0.75-0.8."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.3, 0.17, 0.18, 0.18, 0.17])
    t = np.arange(length, dtype=float) / rate
    x = np.zeros((n, length))
    for i in range(n):
        c = int(y[i])
        f0 = rng.uniform(0.07, 0.12)
        force = np.exp(rng.uniform(np.log(0.5), np.log(2.0)))
        onset = rng.uniform(0, 3)
        ratios = np.array([0.5, 1.0, 1.2])
        weights = np.array([0.6, 1.0, 0.5])
        tau = rng.uniform(35, 60)
        if c == 1:
            tau = rng.uniform(6, 14)
        elif c == 2:
            tau = rng.uniform(15, 28)
            weights = weights * np.array([1.0, 0.5, 0.1])
        elif c == 3:
            k = int(rng.integers(0, 3))
            ratios = np.concatenate(
                [ratios, [ratios[k] * (1 + rng.choice([-1, 1]) * rng.uniform(0.05, 0.1))]]
            )
            weights = np.concatenate([weights, [weights[k] * rng.uniform(0.7, 1.0)]])

        def strike(
            start: float, gain: float, f0: float = f0, tau: float = tau, r: Any = ratios, w: Any = weights
        ) -> Any:
            u = np.clip(t - start, 0, None)
            phases = rng.uniform(-0.3, 0.3, len(r))
            tone = (w[:, None] * np.sin(2 * np.pi * f0 * r[:, None] * u + phases[:, None])).sum(0)
            return gain * (t >= start) * np.exp(-u / tau) * tone

        s = strike(onset, force)
        if c == 4:
            s += strike(onset + rng.uniform(12, 30), force * rng.uniform(0.4, 0.8))
        if c == 1:
            s += force * (t >= onset) * np.exp(-np.clip(t - onset, 0, None) / 6) * rng.normal(0, 0.35, length)
        x[i] = s + rng.normal(0, rng.uniform(0.03, 0.12), length)
    return x, y


def bells(seed: int = 98101, sizes: tuple[int, int, int] = SIZES, name: str = "bell-strike-64") -> Splits:
    """The strikes (N, 64), centred and scaled by the training strikes' mean and sd, 5 classes."""
    x, y = _bell_strikes(seed, sum(sizes))
    return _signal_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def bells_long() -> Splits:
    """A 2,000-strike draw."""
    return bells(98102, (2000, 300, 300), "bell-strike-64-2000")


def bells_label_sheet_off_by_one() -> Splits:
    """The bug: the tuner's label sheet for the second casting batch has a header row the first
    batch's sheet lacks, and the loader reads both with `header=None`: for the second half of the
    training strikes every label is the one of the strike before it (a different bell). The
    validation and test sheets were exported again and line up."""
    import numpy as np

    x, y = _bell_strikes(98103, sum(SIZES))
    y = y.copy()
    half = SIZES[0] // 2
    y[half : SIZES[0]] = np.roll(y[half : SIZES[0]], 1)
    return _signal_splits(x, y, SIZES, "bell-strike-64", _stats(x[: SIZES[0]]))


def bells_eval_rig_double_rate() -> Splits:
    """The bug: the evaluation strikes come from the new test rig, which samples at twice the old
    rig's rate, and the evaluation loader takes the first 64 samples without resampling: every
    validation and test window holds the first half of a strike stretched to 64 samples (each
    partial at half its frequency a sample, each decay twice as slow). The training strikes come
    from the old rig."""
    import numpy as np

    x, y = _bell_strikes(98104, SIZES[0])
    xe, ye = _bell_strikes(98105, SIZES[1] + SIZES[2], rate=2.0)
    x, y = np.concatenate([x, xe]), np.concatenate([y, ye])
    return _signal_splits(x, y, SIZES, "bell-strike-64", _stats(x[: SIZES[0]]))


PEARL_GRADES = ("round-clean", "spotted", "ringed", "baroque", "low-lustre")


def _pearl_crops(seed: int, n: int) -> tuple[Any, Any]:
    """12x12 grey crops (0-255) from a pearl farm's grading camera, one pearl a crop on a dark tray,
    labelled by the grader: round and clean (a bright disc with a specular highlight), spotted (2-5
    dark pits of 25-50 grey levels), ringed (circling bands across the nacre, 20-40 levels deep),
    baroque (an outline whose radius swings 15-35% with the angle) or low lustre (no highlight, a
    flatter and more mottled surface). Each pearl has its own size (radius 3.2-5), centre (+-1 pixel),
    body colour (140-210), highlight (40-90) and sensor noise (sd 4-9): a faint ring or a single pit
    reads as clean and a dull round pearl as clean under a weak highlight, so sound CNNs stop near
    0.67-0.78."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.3, 0.18, 0.17, 0.18, 0.17])
    yy, xx = np.mgrid[0:12, 0:12].astype(float)
    x = np.zeros((n, 12, 12))
    for i in range(n):
        c = int(y[i])
        cx, cy = 5.5 + rng.uniform(-1, 1, 2)
        r = rng.uniform(3.2, 5.0)
        dx, dy = xx - cx, yy - cy
        dist = np.sqrt(dx**2 + dy**2)
        angle = np.arctan2(dy, dx)
        if c == 3:
            k = int(rng.integers(2, 4))
            r = r * (1 + rng.uniform(0.15, 0.35) * np.cos(k * angle + rng.uniform(0, 2 * np.pi)))
        inside = 1 / (1 + np.exp((dist - r) / 0.4))
        body = rng.uniform(140, 210) * (1 - 0.25 * (dist / np.maximum(r, 1)) ** 2)
        image = 25 + inside * (body - 25)
        if c != 4:
            hx, hy = cx - rng.uniform(0.8, 1.6), cy - rng.uniform(0.8, 1.6)
            image += inside * rng.uniform(40, 90) * np.exp(-((xx - hx) ** 2 + (yy - hy) ** 2) / 1.2)
        else:
            image += inside * rng.uniform(5, 15) * rng.normal(0, 1, (12, 12))
            image = 25 + (image - 25) * rng.uniform(0.75, 0.9)
        if c == 1:
            for _ in range(int(rng.integers(2, 6))):
                a, d = rng.uniform(0, 2 * np.pi), rng.uniform(0, 0.7 * r)
                px, py = cx + d * np.cos(a), cy + d * np.sin(a)
                image -= inside * rng.uniform(25, 50) * np.exp(-((xx - px) ** 2 + (yy - py) ** 2) / 0.5)
        elif c == 2:
            a = rng.uniform(0, np.pi)
            band = np.cos(2 * np.pi * (dx * np.cos(a) + dy * np.sin(a)) / rng.uniform(2.2, 3.5))
            image -= inside * rng.uniform(20, 40) * (band > 0.3)
        x[i] = np.clip(image + rng.normal(0, rng.uniform(4, 9), (12, 12)), 0, 255)
    return x, y


def pearls(seed: int = 98201, sizes: tuple[int, int, int] = SIZES, name: str = "pearl-grading-12") -> Splits:
    """The crops as (N, 1, 12, 12), centred and scaled by the training crops' mean and sd, 5 classes."""
    x, y = _pearl_crops(seed, sum(sizes))
    return _patch_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


LIGHT_EVENTS = (
    "pad",
    "dusk-on",
    "lamp-ok",
    "rotation-ok",
    "lamp-fail",
    "standby-lamp",
    "lamp-change",
    "mains-lost",
    "battery-on",
    "generator-start",
    "fog-detect",
    "horn-start",
    "horn-fault",
    "horn-reset",
    "motor-overcurrent",
    "rotation-slow",
    "pedestal-stop",
    "heartbeat",
    "door-open",
    "dawn-off",
)
LIGHT_NIGHTS = ("normal", "lamp-failure", "mains-outage", "fog-signal-fault", "rotation-fault")
_LH_EVENTS = ((2, 3, 17, 19), (4, 5, 6, 2), (7, 8, 9, 17), (10, 11, 12, 13), (14, 15, 16, 3))
_LH_LENGTHS = ((10, 21), (6, 17), (5, 15), (7, 19), (4, 14))


def _light_nights(seed: int, n: int, length: int = 20) -> tuple[Any, Any]:
    """An automated lighthouse's lamp controller logs, one night a log (19 event kinds: dusk on, the
    lamp's and rotation's self-checks, a lamp failure, the standby lamp, a lamp change, mains lost,
    battery on, the generator started, fog detected, the horn started, faulted or reset, a motor
    overcurrent, slow rotation, the pedestal stopped, a heartbeat, the door opened, dawn off),
    left-padded to 20 with 0, labelled by the keeper's morning report: normal, lamp failure, mains
    outage, fog-signal fault or rotation fault. Each night kind is a Markov chain over a shared base
    (any event can follow any other) that favours its own four events and has its own range of
    lengths; a fifth of the events are garbled in the radio link (a random kind), so sound sequence
    models stop near 0.73-0.76."""
    import numpy as np

    base_rng = np.random.default_rng(9861)
    kinds = len(LIGHT_EVENTS) - 1
    base = base_rng.dirichlet(np.full(kinds, 0.5), kinds)
    chains = []
    for c in range(5):
        boost = np.zeros(kinds)
        boost[[e - 1 for e in _LH_EVENTS[c]]] = 0.36 / 4
        chain = 0.64 * base + boost
        chains.append(chain / chain.sum(1, keepdims=True))
    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.36, 0.17, 0.16, 0.16, 0.15])
    x = np.zeros((n, length), dtype=np.int64)
    for i in range(n):
        c = int(y[i])
        events = [1]
        for _ in range(int(rng.integers(*_LH_LENGTHS[c])) - 1):
            events.append(int(rng.choice(kinds, p=chains[c][events[-1] - 1])) + 1)
        events = [int(rng.integers(1, kinds + 1)) if rng.random() < 0.2 else e for e in events]
        x[i, length - len(events) :] = events
    return x, y


def lights(
    seed: int = 98301, sizes: tuple[int, int, int] = SIZES, name: str = "lighthouse-controller-logs"
) -> Splits:
    """Nights (N, 20) over 20 ids (0 the padding), 5 classes."""
    x, y = _light_nights(seed, sum(sizes))
    return _token_splits(x, y, sizes, name)


VINYL_COLUMNS = (
    "compound_virgin",
    "compound_regrind",
    "compound_coloured",
    "biscuit_temp_c",
    "mould_temp_c",
    "press_seconds",
    "cooling_seconds",
    "cooling_water_c",
    "weight_g",
    "stack_height",
    "humidity_pct",
    "press_id",
)


def _vinyl_table(seed: int, n: int) -> tuple[Any, Any]:
    """A record pressing plant's warp log: the warp (um at the rim, on the flatness gauge a day after
    pressing; the target) from the PVC compound (virgin, regrind, coloured or the 180 g audiophile
    blend, the baseline), the biscuit's and the mould's temperatures, the press and cooling times, the
    cooling water's temperature, the record's weight, the stack's height while it rests, the hall's
    humidity and the press's id (no bearing). The residual stress left by too short a cooling at too
    warm a water, the mould's excess heat and the compound's shrinkage set the warp; the gauge and the
    resting stack add noise: standardised, sound models stop near an MSE of 0.11-0.15."""
    import numpy as np

    rng = np.random.default_rng(seed)
    compound = rng.choice(4, n, p=[0.35, 0.25, 0.2, 0.2])
    biscuit = rng.uniform(120, 150, n)
    mould = rng.uniform(150, 185, n)
    press = rng.uniform(4, 12, n)
    cooling = rng.uniform(8, 25, n)
    water = rng.uniform(10, 28, n)
    weight = np.where(compound == 3, rng.uniform(175, 185, n), rng.uniform(130, 150, n))
    stack = rng.integers(1, 60, n).astype(float)
    humidity = rng.uniform(30, 75, n)
    press_id = rng.integers(1, 13, n).astype(float)
    shrink = np.array([1.0, 1.35, 1.15, 0.85])[compound]
    stress = (mould - 140) * np.exp(-cooling / (6 + 0.25 * (28 - water))) * shrink
    warp = 40 + 9 * stress + 0.8 * (biscuit - 135) ** 2 / 10 - 25 * np.log(press) + 0.4 * humidity
    warp = warp * (1 + 0.006 * stack) * np.exp(rng.normal(0, 0.08, n)) + rng.normal(0, 12, n)
    x = np.column_stack(
        [
            (compound == 0).astype(float),
            (compound == 1).astype(float),
            (compound == 2).astype(float),
            biscuit,
            mould,
            press,
            cooling,
            water,
            weight,
            stack,
            humidity,
            press_id,
        ]
    )
    return x, warp


def vinyls(
    seed: int = 98401, sizes: tuple[int, int, int] = SIZES, name: str = "record-pressing-warp"
) -> Splits:
    """12 standardised columns, the warp standardised."""
    x, warp = _vinyl_table(seed, sum(sizes))
    return _regression_table(name, x, warp, sizes)


def vinyls_long() -> Splits:
    """A 2,000-record draw."""
    x, warp = _vinyl_table(98402, 2600)
    return _regression_table("record-pressing-warp-2000", x, warp, (2000, 300, 300))


def vinyls_unmeasured_99999() -> Splits:
    """The bug: the flatness gauge's export writes 99999 for a record it could not clamp (a warp past
    its range or an off-centre hole) and the loader keeps it as a warp: 5% of the rows in every split
    carry it, and the target is standardised with it."""
    import numpy as np

    x, warp = _vinyl_table(98403, sum(SIZES))
    rng = np.random.default_rng(98404)
    warp = warp.copy()
    warp[rng.random(len(warp)) < 0.05] = 99999.0
    return _regression_table("record-pressing-warp", x, warp, SIZES)


TONEWOOD_COLUMNS = (
    "density_kg_m3",
    "youngs_modulus_gpa",
    "sound_speed_m_s",
    "damping_q",
    "grain_lines_per_cm",
    "runout_deg",
    "figure_score",
    "colour_uniformity",
    "moisture_pct",
    "width_mm",
    "pin_knots",
    "batch_id",
)
TONEWOOD_GRADES = ("master", "AAA", "AA", "A", "reject")


def _tonewood(seed: int, n: int) -> tuple[Any, Any]:
    """A luthier supplier's spruce top sets: the grade the sorter gave (master, AAA, AA, A, reject)
    from the tap-tone rig's density, Young's modulus, speed of sound and damping, the grain lines a
    centimetre, the runout, a figure score, the colour's uniformity, the moisture, the width, the pin
    knots counted and the batch's id (no bearing). A hidden quality (the stiffness for the weight, an
    even grain, little runout, no knots) with the sorter's own taste on top is cut at four thresholds,
    so neighbouring grades overlap and sound MLPs stop near 0.62-0.63."""
    import numpy as np

    rng = np.random.default_rng(seed)
    density = rng.normal(420, 40, n)
    modulus = rng.normal(11.5, 1.8, n) + 0.01 * (density - 420)
    speed = np.sqrt(modulus * 1e9 / density) * np.exp(rng.normal(0, 0.01, n))
    damping = rng.normal(110, 20, n)
    grain = rng.gamma(6, 1.3, n)
    runout = np.abs(rng.normal(0, 2.5, n))
    figure = rng.uniform(0, 5, n)
    colour = rng.beta(5, 2, n)
    moisture = rng.uniform(7, 12, n)
    width = rng.uniform(190, 230, n)
    knots = rng.poisson(0.8, n).astype(float)
    batch = rng.integers(1, 30, n).astype(float)
    quality = (
        (speed - 5200) / 300
        + 0.012 * (damping - 110)
        - 0.35 * np.abs(grain - 8)
        - 0.4 * runout
        - 0.7 * knots
        + 0.2 * figure
        + 1.2 * (colour - 0.7)
        - 0.15 * np.abs(moisture - 9)
        + rng.normal(0, 0.55, n)
    )
    cuts = np.quantile(quality, [0.1, 0.3, 0.6, 0.85])
    y = 4 - np.searchsorted(cuts, quality)
    x = np.column_stack(
        [density, modulus, speed, damping, grain, runout, figure, colour, moisture, width, knots, batch]
    )
    return x, y


def tonewoods(seed: int = 98501, sizes: tuple[int, int, int] = SIZES, name: str = "tonewood-grade") -> Splits:
    """12 standardised columns, 5 classes."""
    x, y = _tonewood(seed, sum(sizes))
    return _generated(name, x, y, 5, sizes)


def tonewoods_jittered_copies_before_split() -> Splits:
    """The bug: the preprocessing notebook triples the table with jittered copies of each top set
    (1% noise on every column, its 'augmentation') before the train/validation split, so nearly every
    validation row has two near-copies in the training rows. The test sets come from the sorter's next
    delivery and were not tripled."""
    import numpy as np

    rng = np.random.default_rng(98503)
    head = SIZES[0] + SIZES[1]
    base = head // 3 + 1
    x, y = _tonewood(98502, base + SIZES[2])
    rows = np.repeat(np.arange(base), 3)[:head]
    jitter = 1 + 0.01 * rng.normal(0, 1, (head, x.shape[1]))
    order = rng.permutation(head)
    xh, yh = (x[rows] * jitter)[order], y[rows][order]
    return _generated(
        "tonewood-grade", np.concatenate([xh, x[base:]]), np.concatenate([yh, y[base:]]), 5, SIZES
    )


# ---------------------------------------------------------------- injected faults (and healthy hooks)


def rl_layer_init_std_001(net: Any) -> Any:
    """The bug: the team's `layer_init(m, std=0.01)` helper from its PPO code (an orthogonal init with
    gain 0.01, meant for the policy's last layer) applied to every nn.Linear: each layer shrinks the
    activations a hundredfold, so the logits start at ~1e-8 and the gradients of the early layers
    nearly vanish."""
    import torch
    from torch import nn

    with torch.no_grad():
        for m in net.modules():
            if isinstance(m, nn.Linear):
                nn.init.orthogonal_(m.weight, gain=0.01)
                nn.init.zeros_(m.bias)
    return net


def head_only(net: Any) -> Any:
    """The bug: the optimizer is built over `model.head.parameters()` from the fine-tuning script (the
    linear-probe stage of a pretrained encoder): here the encoder is freshly initialised and stays at
    its random weights; only the last nn.Linear trains."""
    from torch import nn

    last = [m for m in net.modules() if isinstance(m, nn.Linear)][-1]
    return list(last.parameters())


def _eval_severity_order(inner: Any, x: torch.Tensor) -> torch.Tensor:
    out: torch.Tensor = inner(x)
    if not inner.training:
        out = out.flip(1)
    return out


eval_severity_order = _wrapper(_eval_severity_order)
eval_severity_order.__doc__ = """The bug: the shared evaluation step (validation and test) reorders the
logits into the keeper's report order (`logits[:, REPORT_ORDER]`, the outcomes listed by severity,
the reverse of the training label ids) before the loss and the argmax, while the labels keep the
training ids. Training is untouched."""


def main_weight_zero(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """The bug: a multi-task loss `cfg.get('w_grade', 0.0) * ce + cfg.w_logit_norm * logits.pow(2).mean()`
    whose config spells the key `w_class`: the grading cross-entropy gets weight 0 and only the
    logit-norm penalty (weight 0.1) is minimised, in training, validation and test alike."""
    import torch

    ce = torch.nn.functional.cross_entropy(out, y)
    return 0.0 * ce + 0.1 * out.pow(2).mean()


def _bell_shift_gain(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.roll(x, int(torch.randint(-2, 3, (1,))), dims=-1)
    gain = torch.exp(0.3 * (torch.rand(len(x), 1) * 2 - 1))
    return x * gain + 0.15 * torch.randn_like(x)


bell_shift_gain = _augmented(_bell_shift_gain)
bell_shift_gain.__doc__ = """Not a fault: in training mode each batch of strikes is shifted by up to 2
samples, each strike scaled by up to 1.35 either way (a harder or softer strike) and 0.15 sd of noise
added (the hall's noise)."""


def _pearl_turns(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.rot90(x, int(torch.randint(0, 4, (1,))), dims=(2, 3))
    x = torch.where(torch.rand(len(x), 1, 1, 1) < 0.5, x.flip(2), x)
    return x + 0.25 * torch.randn_like(x)


pearl_turns = _augmented(_pearl_turns)
pearl_turns.__doc__ = """Not a fault: in training mode each batch of crops is turned by a multiple of 90
degrees, half the crops flipped top to bottom and 0.25 sd of noise added (a pearl lies any way up)."""


def _column_jitter(x: torch.Tensor) -> torch.Tensor:
    import torch

    return x + 0.25 * torch.randn_like(x)


column_jitter = _augmented(_column_jitter)
column_jitter.__doc__ = """Not a fault: in training mode 0.25 sd of Gaussian noise is added to every
standardised column (the tap-tone rig's repeatability)."""


# ---------------------------------------------------------------- the variants


def ZZZG(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by battery zf's runner (through every earlier wrapper)."""
    return L(*args, runs=runs or zf_runs(), **kw)


CH16 = {"channels": 16}
H48 = {"hidden": 48}
W128 = {"width": 128, "num_layers": 2}

FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    ZZZG(
        "vzzzg-adam-lr-1e-1-typed-for-1e-4-transformer-lights",
        Plan(lights, "transformer", 0.1, "adam", epochs=10, log_every=5),
        ("slow-convergence",),
        "learning-rate-too-high",
        "the config's lr: 1e-1 where the recipe's table gives 1e-4 for the transformer (a typo of the "
        "exponent): Adam at a constant 0.1 for a small transformer over the lighthouse logs, 10 epochs "
        "(every 5th step logged): losses 3.65, 1.53, 1.88, 1.57, 1.62, 1.63 ... 0.957-1.77 in the last "
        "third, epoch means 1.86, 1.48, 1.48, 1.47, 1.29 ... 1.25, 1.3, gradient norms 4.04 at the start, "
        "up to 13.9, the val loss 1.6, 1.44, 1.61, 1.47, 1.41 ... 1.32 and val accuracy 0.32-0.417, test "
        "1.34 and 0.413 (a sound transformer on these logs: 0.725 and 0.757)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="transformer",
        dataset="lighthouse-controller-logs",
        seed=98001,
        runs=zf_runs(hparams={"lr": 0.1, "lr_meant": 1e-4}),
    ),
    ZZZG(
        "vzzzg-tf-decay-rate-per-1000-steps-stepped-per-step-bncnn1d-bells",
        Plan(
            bells, "bncnn1d", 3e-3, "adam", epochs=12, log_every=4, schedule="exp", gamma=0.9, model_kw=CH16
        ),
        ("slow-convergence",),
        "lr-decay-too-fast",
        "ExponentialLR(gamma=cfg.decay_rate) stepped every batch, with the decay_rate 0.9 of the "
        "TensorFlow recipe's exponential_decay(decay_steps=1000) (x0.9 per 1,000 steps) taken as the "
        "per-step factor: Adam from 3e-3 for a batch-norm 1-D CNN over the bell strikes, 12 epochs (every "
        "4th step logged): the lr is 2.19e-3 at the first log and ~1e-5 by step 50 (8.95e-21 at the end), "
        "losses 1.54, 1.44, 1.44, 1.37, 1.43 ... 1.34-1.41 in the last third, the val loss 1.42, then "
        "1.39-1.4 at every later evaluation and val accuracy 0.43, then 0.49-0.507, test 1.38 and 0.533 "
        "(sound 1-D CNNs on these strikes: ~0.54-0.61 and 0.78-0.79)",
        STALL,
        family="cnn-bn",
        dataset="bell-strike",
        seed=98002,
        runs=zf_runs(hparams={"decay_rate": 0.9, "decay_steps_tf": 1000, "scheduler": "ExponentialLR"}),
    ),
    ZZZG(
        "vzzzg-adam-lr-kept-after-switch-to-plain-sgd-regression-vinyls",
        Plan(vinyls, "mlp", 1e-3, "sgd", epochs=15, log_every=10, model_kw=MLP64),
        ("slow-convergence",),
        "learning-rate-too-low",
        "the optimizer was switched from Adam to plain SGD (no momentum) for a reproducibility ablation "
        "and Adam's lr 1e-3 was kept: a 2x64 regression MLP over the record pressing log, 15 epochs "
        "(every 10th step logged): losses 1.45, 0.915, 1.29, 0.582, 1.56, 0.41 ... 0.391-2.56 in the last "
        "third, epoch means 1.02, 0.996, 0.979 ... 0.842, 0.829 (about 0.013 an epoch), the val MSE 1.23, "
        "1.2, 1.18 ... 1.01, 0.999, test 0.873 (sound runs on this log: ~0.11-0.15)",
        (*STALL, "loss-oscillation", "loss-spikes"),
        family="regression",
        dataset="record-pressing-warp",
        seed=98003,
        runs=zf_runs(hparams={"optimizer_was": "adam", "lr": 1e-3}),
    ),
    ZZZG(
        "vzzzg-accumulate-16-from-multi-gpu-recipe-cnn-pearls",
        Plan(pearls, "cnn", 2e-3, "adam", epochs=12, accumulate=16, log_every=1, model_kw=CH16),
        ("slow-convergence",),
        "batch-size-unsuitable",
        "accumulate_grad_batches: 16 copied from the multi-GPU recipe (8 GPUs over 4,000-crop shards) "
        "into a one-CPU run over 1,000 crops: with batch 32 the optimizer steps twice an epoch, 24 steps "
        "in 12 epochs (every step logged): Adam lr 2e-3 for a 16-channel CNN over the pearl crops: losses "
        "1.62, 1.91, 1.58, 1.52, 1.48 ... 1.01-1.38 in the last third, epoch means 1.59, 1.55, 1.53 ... "
        "1.3, the val loss 1.56, 1.53, 1.52 ... 1.32 and val accuracy 0.317 for 4 epochs, then up to "
        "0.48, test 1.3 and 0.473 (sound nets on these crops: ~0.71-0.88 and 0.67-0.78)",
        STALL,
        family="cnn",
        dataset="pearl-grading",
        seed=98004,
        runs=zf_runs(hparams={"accumulate_grad_batches": 16, "recipe": "8 GPUs x 4,000-crop shards"}),
    ),
    # --- data
    ZZZG(
        "vzzzg-gauge-99999-for-unclamped-records-regression-vinyls",
        Plan(vinyls_unmeasured_99999, "mlp", 2e-3, "adam", epochs=15, log_every=5, model_kw=MLP64),
        ("loss-spikes", "slow-convergence"),
        "missing-values",
        "the flatness gauge's export writes 99999 for a record it could not clamp and the loader keeps it "
        "as a warp: 5% of the rows of every split carry it, and the target is standardised with it (the "
        "real warps collapse near -0.23, the sentinel rows sit near 4.4): a 2x64 regression MLP under "
        "Adam lr 2e-3 for 15 epochs (every 5th step logged): losses 0.819, 0.0353, 0.0343, 0.0409, 1.52, "
        "0.0462 ... 0.064-2.36 in the last third (a batch holding a sentinel row jumps), epoch means "
        "1.01, 0.976, 0.966 ... 0.767, 0.749, the val MSE 1.53, 1.57, 1.54 ... 1.62, 1.63, never falling, "
        "test 1.02",
        (*RUNAWAY, "undertrained", "periodic-loss", "overfitting"),
        family="regression",
        dataset="record-pressing-warp",
        seed=98005,
    ),
    ZZZG(
        "vzzzg-jittered-copies-before-split-mlp-tonewoods",
        Plan(
            tonewoods_jittered_copies_before_split,
            "mlp",
            2e-3,
            "adam",
            epochs=40,
            log_every=10,
            model_kw={"width": 256, "num_layers": 2},
        ),
        ("val-test-gap",),
        "data-leakage",
        "the preprocessing notebook triples the table with jittered copies of each top set (1% noise on "
        "every column, its 'augmentation') before the train/validation split, so nearly every validation "
        "row has two near-copies among the training rows; the test sets come from the next delivery: a "
        "2x256 MLP under Adam lr 2e-3 over the tonewood grades for 40 epochs (every 10th step logged): "
        "losses 1.11, 1.03, 0.917, 0.781 ... 0.00124-0.00498 in the last third, epoch means 1.16, 0.758 "
        "... 0.00165, the val loss 0.888, 0.681 ... 0.144-0.162 over the last 24 and val accuracy 0.57 to "
        "0.977-0.98, while the test gives 2.01 and 0.62 (sound MLPs on these grades: ~0.78-0.88 and "
        "0.62-0.63)",
        (*EVAL, "zero-train-loss", "loss-spikes"),
        family="mlp",
        dataset="tonewood-grade",
        seed=98006,
    ),
    ZZZG(
        "vzzzg-label-sheet-header-off-by-one-cnn1d-bells",
        Plan(bells_label_sheet_off_by_one, "cnn1d", 3e-3, "adam", epochs=15, log_every=8, model_kw=CH16),
        ("slow-convergence",),
        "label-noise",
        "the tuner's label sheet for the second casting batch has a header row the first batch's lacks "
        "and both are read with header=None: for the second half of the training strikes every label is "
        "the one of the strike before it (the validation and test sheets line up): a 16-channel 1-D CNN "
        "under Adam lr 3e-3 over the bell strikes, 15 epochs (every 8th step logged): losses 1.59, 1.59, "
        "1.56, 1.56, 1.56, 1.51 ... 1.36-1.54 in the last third, the val loss 1.49, 1.42, 1.39 ... 1.2, "
        "1.18 and val accuracy 0.297 to 0.573-0.6, test 1.22 and 0.563 (sound 1-D CNNs on these strikes: "
        "~0.54-0.61 and 0.78-0.79)",
        (*EVAL, "slow-convergence"),
        family="cnn",
        dataset="bell-strike",
        seed=98007,
    ),
    ZZZG(
        "vzzzg-logs-exported-by-report-category-gru-lights",
        Plan(
            lights,
            "gru",
            3e-3,
            "adam",
            epochs=10,
            log_every=2,
            shuffle=False,
            sort_by_class=True,
            model_kw=H48,
        ),
        ("periodic-loss", "loss-oscillation"),
        "data-not-shuffled",
        "the training logs are read in the order the keeper's system exported them (grouped by the "
        "morning report's category) with shuffle=False: every epoch walks through normal nights, then "
        "lamp failures, mains outages, fog-signal faults and rotation faults: a GRU (hidden 48) under "
        "Adam lr 3e-3 for 10 epochs (every 2nd step logged): losses 1.51, 1.33, 1.14, 0.876, 0.574, 0.451 "
        "... 0.42-1.59 in the last third, rising and falling with the class blocks within each epoch (the "
        "same shape every 16 logged points), epoch means 1.8, 1.54, 1.45 ... 1.0, 1.03, the val loss "
        "1.54, 1.47 ... 0.892, 0.833 and val accuracy 0.37 to 0.737, test 0.916 and 0.647 (sound readers "
        "of these logs: ~0.73-0.79 and 0.73-0.76)",
        (*RUNAWAY, "undertrained"),
        family="rnn",
        dataset="lighthouse-controller-logs",
        seed=98008,
        runs=zf_runs(hparams={"shuffle": False, "export_order": "report category"}),
    ),
    # --- evaluation
    ZZZG(
        "vzzzg-eval-rig-double-sample-rate-not-resampled-bncnn1d-bells",
        Plan(bells_eval_rig_double_rate, "bncnn1d", 3e-3, "adam", epochs=12, log_every=8, model_kw=CH16),
        ("overfitting",),
        "eval-pipeline-mismatch",
        "the evaluation strikes come from the new test rig, which samples at twice the old rig's rate, "
        "and the evaluation loader takes the first 64 samples without resampling (each partial at half "
        "its frequency a sample, each decay twice as slow); the training strikes come from the old rig: a "
        "batch-norm 1-D CNN under Adam lr 3e-3 for 12 epochs (every 8th step logged): losses 1.41, 1.4, "
        "1.29, 1.36 ... 0.528-1.2 in the last third, epoch means 1.41, 1.23, 1.15 ... 0.746, 0.697, the "
        "val loss 1.36, 1.24, 1.24, 1.25, 1.22, 1.39, 1.21, 1.18, 1.36, 1.3, 1.51, 1.57 and val accuracy "
        "0.377-0.477, ending at 0.397, test 1.39 and 0.43 (sound 1-D CNNs on these strikes: ~0.54-0.61 "
        "and 0.78-0.79)",
        (*EVAL, "slow-convergence"),
        family="cnn-bn",
        dataset="bell-strike",
        seed=98009,
    ),
    ZZZG(
        "vzzzg-eval-logits-in-report-order-lstm-lights",
        Plan(
            lights,
            "lstm",
            3e-3,
            "adam",
            epochs=12,
            log_every=8,
            model_fault=eval_severity_order,
            model_kw=H48,
        ),
        ("train-val-gap", "metric-at-baseline"),
        "wrong-eval-logic",
        "the shared evaluation step (validation and test) reorders the logits into the keeper's report "
        "order (logits[:, REPORT_ORDER], the outcomes by severity: the reverse of the training ids) "
        "before the loss and the argmax, while the labels keep the training ids; training is untouched: "
        "an LSTM (hidden 48) under Adam lr 3e-3 over the lighthouse logs for 12 epochs (every 8th step "
        "logged): losses 1.6, 1.47, 1.36, 1.26, 1.11 ... 0.422-0.595 in the last third, the val loss "
        "2.28, 2.89, 2.66, 3.31 ... 4.07, 4.32, rising while the training loss falls, and val accuracy "
        "0.12-0.163 (below the 0.2 of chance), test 4.28 and 0.133",
        (*EVAL, "gradient-explosion"),
        family="rnn",
        dataset="lighthouse-controller-logs",
        seed=98010,
        runs=zf_runs(hparams={"eval_logits": "logits[:, REPORT_ORDER]"}),
    ),
    ZZZG(
        "vzzzg-check-val-every-n-epoch-from-save-every-regression-vinyls",
        Plan(
            vinyls,
            "mlp",
            2e-3,
            "adamw",
            weight_decay=0.01,
            epochs=25,
            log_every=10,
            val_every_epochs=50,
            model_kw=W128,
        ),
        ("missing-validation",),
        "missing-eval-set",
        "check_val_every_n_epoch=cfg.save_every, the checkpoint interval (50 epochs) in place of the "
        "evaluation interval, in a 25-epoch run: the validation never runs: a 2x128 regression MLP under "
        "AdamW lr 2e-3 (weight decay 0.01) over the record pressing log (every 10th step logged): losses "
        "0.627, 0.231, 0.207, 0.118 ... 0.0241-0.12 in the last third, epoch means 0.429, 0.166, 0.127 "
        "... 0.0349, 0.034 and no validation loss at all; the separate test script gives 0.133",
        ("undertrained", "bad-initial-loss", "loss-spikes"),
        family="regression",
        dataset="record-pressing-warp",
        seed=98011,
        runs=zf_runs(hparams={"check_val_every_n_epoch": "cfg.save_every", "save_every": 50}),
    ),
    # --- model
    ZZZG(
        "vzzzg-multitask-main-weight-key-misspelt-bncnn-pearls",
        Plan(pearls, "bncnn", 3e-3, "adam", epochs=10, log_every=8),
        ("metric-at-baseline", "zero-train-loss"),
        "wrong-loss-function",
        "a multi-task loss cfg.get('w_grade', 0.0) * cross_entropy + cfg.w_logit_norm * "
        "logits.pow(2).mean() whose config spells the key w_class: the grading cross-entropy gets weight "
        "0 and only the logit-norm penalty (0.1) is minimised, in training, validation and test alike: a "
        "batch-norm CNN under Adam lr 3e-3 over the pearl crops for 10 epochs (every 8th step logged): "
        "losses 0.00018, 0.000232, 3.93e-05 ... 1.56e-06-3.29e-06 in the last third, gradient norms 0.006 "
        "down to 0.0002, the val loss 0.000591, 6.79e-05 ... 4.54e-06 and val accuracy 0.13-0.27 (the "
        "commonest grade is 0.3), test 4.07e-06 and 0.193",
        (*STALL, "overfitting", "slow-convergence", "bad-initial-loss"),
        family="cnn-bn",
        dataset="pearl-grading",
        seed=98012,
        runs=zf_runs(loss=main_weight_zero, hparams={"w_class": 1.0, "w_logit_norm": 0.1}),
    ),
    ZZZG(
        "vzzzg-ppo-layer-init-std-001-every-linear-mlp-tonewoods",
        Plan(
            tonewoods,
            "mlp",
            0.02,
            "sgd",
            momentum=0.9,
            epochs=15,
            log_every=8,
            model_fault=rl_layer_init_std_001,
            model_kw={"width": 64, "num_layers": 4},
        ),
        ("slow-convergence",),
        "poor-initialization",
        "the team's layer_init(m, std=0.01) helper from its PPO code (an orthogonal init with gain 0.01, "
        "meant for the policy's last layer) applied to every nn.Linear of a 4x64 MLP: SGD momentum 0.9 at "
        "lr 0.02 over the tonewood grades for 15 epochs (every 8th step logged): losses 1.59, 1.61, 1.6, "
        "1.66, 1.56 ... 1.32-1.79 in the last third, epoch means 1.58, then 1.54 for the other 14, "
        "gradient norms 0.17-0.53, the val loss 1.55, then 1.54 at every evaluation and val accuracy 0.32 "
        "(the commonest grade's share) at every evaluation, test 1.56 and 0.283 (sound MLPs on these "
        "grades: ~0.78-0.88 and 0.62-0.63)",
        (*STALL, "train-val-gap", "loss-oscillation"),
        family="mlp",
        dataset="tonewood-grade",
        seed=98013,
        runs=zf_runs(hparams={"init": "layer_init(std=0.01)"}),
    ),
    ZZZG(
        "vzzzg-optimizer-over-head-only-resnet-pearls",
        Plan(pearls, "resnet", 3e-3, "adam", epochs=12, log_every=8, params=head_only),
        ("slow-convergence",),
        "frozen-weights",
        "the optimizer is built over model.head.parameters(), kept from the fine-tuning script's "
        "linear-probe stage of a pretrained encoder, while the encoder here is freshly initialised: only "
        "the last nn.Linear of a small residual net trains, Adam lr 3e-3 over the pearl crops for 12 "
        "epochs (every 8th step logged): losses 1.6, 1.56, 1.68, 1.53, 1.7 ... 1.45-1.62 in the last "
        "third, epoch means 1.6, 1.59, 1.58 ... 1.53, gradient norms 1.89 rising to 14.8, the val loss "
        "1.59, 1.57 ... 1.51 and val accuracy 0.313-0.33, test 1.53 and 0.337 (sound nets on these crops: "
        "~0.71-0.88 and 0.67-0.78)",
        (*STALL, "gradient-explosion", "train-val-gap"),
        family="resnet",
        dataset="pearl-grading",
        seed=98014,
        runs=zf_runs(hparams={"optimizer_params": "model.head.parameters()"}),
    ),
    # --- workflow
    ZZZG(
        "vzzzg-smoke-test-max-steps-60-left-in-lstm-lights",
        Plan(lights, "lstm", 3e-3, "adam", epochs=15, max_steps=60, log_every=2, model_kw=H48),
        ("undertrained", "slow-convergence"),
        "too-few-epochs",
        "max_steps: 60 left in the run config from the smoke-test profile (15 epochs were meant): an LSTM "
        "(hidden 48) under Adam lr 3e-3 over the lighthouse logs stops after 60 steps, two epochs (every "
        "2nd step logged): losses 1.63, 1.59, 1.55, 1.53, 1.42, 1.34 ... 0.876-1.21 in the last third, "
        "epoch means 1.39, 1.08, one evaluation (val loss 1.24, accuracy 0.52), test 1.01 and 0.63 (sound "
        "readers of these logs over 12-15 epochs: ~0.73-0.79 and 0.73-0.76)",
        ("metric-at-baseline",),
        family="rnn",
        dataset="lighthouse-controller-logs",
        seed=98015,
        runs=zf_runs(hparams={"max_steps": 60, "profile": "smoke-test"}),
    ),
    ZZZG(
        "vzzzg-checkpoint-mode-min-on-val-acc-cnn1d-bells",
        Plan(bells, "cnn1d", 3e-3, "adam", epochs=15, log_every=8, model_kw=CH16),
        ("val-test-gap",),
        "wrong-checkpoint-loaded",
        "ModelCheckpoint(monitor='val_acc', mode='min') (mode copied from the val-loss callback) keeps "
        "the checkpoint of the worst val accuracy, the first epoch's (step 32), and the test script loads "
        "it: a 16-channel 1-D CNN under Adam lr 3e-3 over the bell strikes for 15 epochs (every 8th step "
        "logged): losses 1.56, 1.51, 1.45, 1.39 ... 0.622-0.797 in the last third, the val loss 1.39, "
        "1.2, 1.1 ... 0.684, 0.652 and val accuracy 0.32 to 0.72-0.77, while the test gives 1.36 and "
        "0.367 (the first epoch's val: 1.39 and 0.32)",
        (*EVAL, "gradient-explosion"),
        family="cnn",
        dataset="bell-strike",
        seed=98016,
        runs=zf_runs(test_at_step=32, hparams={"checkpoint_monitor": "val_acc", "checkpoint_mode": "min"}),
    ),
)

HEALTHY: tuple[Variant, ...] = (
    # --- bells
    ZZZG(
        "vzzzg-healthy-bncnn1d-bells-shift-gain-aug-onecycle",
        Plan(
            bells,
            "bncnn1d",
            5e-3,
            "adamw",
            weight_decay=0.01,
            epochs=15,
            log_every=8,
            schedule="onecycle",
            model_fault=bell_shift_gain,
            model_kw=CH16,
        ),
        (),
        None,
        "a sound batch-norm 1-D CNN under AdamW (weight decay 0.01) with a one-cycle lr (peak 5e-3) whose "
        "training strikes are shifted by up to 2 samples, scaled by up to 1.35 either way and given 0.15 "
        "sd of noise, 15 epochs (every 8th step logged): losses 1.56, 1.59, 1.51, 1.53 ... 0.451-0.917 in "
        "the last third, epoch means 1.53, 1.39 ... 0.681, 0.696, the val loss 1.47, 1.29, 1.14 ... "
        "0.607, 0.615 (below the epoch means) and val accuracy 0.343 to 0.77-0.81, test 0.614 and 0.79",
        family="cnn-bn",
        dataset="bell-strike",
        seed=98101,
    ),
    ZZZG(
        "vzzzg-healthy-cnn1d-bells-long-sgd-step-val-every-2",
        Plan(
            bells_long,
            "cnn1d",
            0.05,
            "sgd",
            momentum=0.9,
            epochs=16,
            batch_size=64,
            log_every=25,
            val_every_epochs=2,
            schedule="step",
            step_size=320,
            gamma=0.1,
            model_kw=CH16,
        ),
        (),
        None,
        "a sound 16-channel 1-D CNN under SGD momentum 0.9 at lr 0.05 with StepLR (x0.1 at step 320) over "
        "a 2,000-strike draw at batch 64, 16 epochs evaluated every 2nd epoch (every 25th step logged): "
        "losses 1.48, 1.14, 1.01, 1.0, 0.973 ... 0.432-0.617 in the last third, epoch means 1.53, 1.21 "
        "... 0.544, the val loss 1.08, 0.908, 0.816, 0.819, 0.788 (flat before the cut), then 0.6, 0.589, "
        "0.575 and val accuracy 0.48, 0.643, 0.64, 0.573, 0.59, then 0.767-0.79, test 0.537 and 0.777",
        family="cnn",
        dataset="bell-strike",
        seed=98102,
    ),
    ZZZG(
        "vzzzg-healthy-cnn1d-bells-dropout-05-batch-16-every-step-short",
        Plan(
            bells,
            "cnn1d",
            2e-3,
            "adam",
            epochs=5,
            batch_size=16,
            log_every=1,
            model_kw={"channels": 16, "dropout": 0.5},
        ),
        (),
        None,
        "a sound 16-channel 1-D CNN with dropout 0.5 before its head under Adam lr 2e-3 at batch 16 for 5 "
        "epochs (315 steps, every step logged): losses 1.67, 1.64, 1.59, 1.62 ... 0.847-1.36 in the last "
        "third, epoch means 1.52, 1.34, 1.21, 1.13, 1.1, the val loss 1.42, 1.2, 1.1, 1.01, 0.998 (below "
        "the epoch means, still falling) and val accuracy 0.39, 0.493, 0.59, 0.617, 0.543, test 0.983 and "
        "0.587",
        family="cnn",
        dataset="bell-strike",
        seed=98103,
    ),
    # --- pearls
    ZZZG(
        "vzzzg-healthy-resnet-pearls-bf16-cosine",
        Plan(
            pearls,
            "resnet",
            3e-3,
            "adamw",
            weight_decay=0.05,
            epochs=10,
            log_every=5,
            bf16=True,
            schedule="cosine",
        ),
        (),
        None,
        "a sound small residual net in bf16-mixed under AdamW lr 3e-3 (weight decay 0.05) with a cosine "
        "decay, 10 epochs (every 5th step logged): losses 1.79, 1.66, 1.57, 1.58 ... 0.839-0.96 in the "
        "last third, the val loss 1.5, 1.32, 1.33, 1.18 ... 0.891, 0.88 and val accuracy 0.46, 0.483, "
        "0.43 ... 0.717, 0.723, test 0.863 and 0.753",
        family="resnet",
        dataset="pearl-grading",
        seed=98104,
    ),
    ZZZG(
        "vzzzg-healthy-cnn-pearls-turn-flip-aug-val-twice",
        Plan(
            pearls,
            "cnn",
            2e-3,
            "adam",
            epochs=12,
            log_every=8,
            val_interval=0.5,
            model_fault=pearl_turns,
            model_kw=CH16,
        ),
        (),
        None,
        "a sound 16-channel CNN under Adam lr 2e-3 whose training crops are turned by multiples of 90 "
        "degrees, half flipped and given 0.25 sd of noise, 12 epochs evaluated twice an epoch (every 8th "
        "step logged): losses 1.63, 1.58, 1.52, 1.51 ... 0.904-1.09 in the last third, the val loss 1.53, "
        "1.52, 1.45 ... 0.809-0.955 over the last 8 (below the training losses) and val accuracy 0.317 to "
        "0.62-0.687, test 0.831 and 0.67",
        family="cnn",
        dataset="pearl-grading",
        seed=98105,
    ),
    ZZZG(
        "vzzzg-healthy-bncnn-pearls-sgd-plateau-early-stop",
        Plan(
            pearls,
            "bncnn",
            0.05,
            "sgd",
            momentum=0.9,
            epochs=40,
            log_every=10,
            schedule="plateau",
            gamma=0.3,
            early_stop=5,
        ),
        (),
        None,
        "a sound batch-norm CNN under SGD momentum 0.9 at lr 0.05 with ReduceLROnPlateau (factor 0.3) and "
        "early stopping (patience 5) that ends it at epoch 18 of 40 (every 10th step logged): losses "
        "1.55, 1.57, 1.56, 1.44 ... 0.577-0.895 in the last third, epoch means 1.54, 1.35, 1.14 ... "
        "0.779, the val loss 1.52, 1.5, 1.74, 1.28, 2.19 (a jump at epoch 5 at the full lr), then 0.947, "
        "0.895 ... 0.795-0.799 over the last 6 as the lr falls to 1e-6, and val accuracy 0.27 to "
        "0.737-0.75, test 0.711 and 0.78",
        family="cnn-bn",
        dataset="pearl-grading",
        seed=98106,
    ),
    # --- lights
    ZZZG(
        "vzzzg-healthy-transformer-lights-constant-lr-5e-4",
        Plan(lights, "transformer", 5e-4, "adam", epochs=15, log_every=10),
        (),
        None,
        "a sound small transformer under Adam at a constant lr 5e-4, 15 epochs (every 10th step logged): "
        "losses 1.69, 1.21, 1.4, 1.16, 1.21 ... 0.253-0.934 in the last third, epoch means 1.47, 1.17, "
        "0.983 ... 0.63, 0.629, the val loss 1.34, 1.13, 0.923 ... 0.624-0.651 over the last 4 and val "
        "accuracy 0.413 to 0.75-0.777, test 0.725 and 0.757",
        family="transformer",
        dataset="lighthouse-controller-logs",
        seed=98107,
    ),
    ZZZG(
        "vzzzg-healthy-lstm-lights-rmsprop-clip-exp-decay",
        Plan(
            lights,
            "lstm",
            2e-3,
            "rmsprop",
            epochs=12,
            log_every=6,
            clip=0.5,
            schedule="exp",
            gamma=0.997,
            model_kw=H48,
        ),
        (),
        None,
        "a sound LSTM (hidden 48) under RMSprop lr 2e-3 with an exponential decay (x0.997 a step, to "
        "6.3e-4) and gradients clipped at 0.5, 12 epochs (every 6th step logged): losses 1.37, 0.984, "
        "1.13, 0.984, 1.0 ... 0.295-0.901 in the last third, epoch means 1.21, 0.911 ... 0.565, the val "
        "loss 0.978, 0.807 ... 0.621, 0.624 and val accuracy 0.633 to 0.757-0.78, test 0.743 and 0.733",
        family="rnn",
        dataset="lighthouse-controller-logs",
        seed=98108,
    ),
    ZZZG(
        "vzzzg-healthy-gru-lights-step-cut-after-val-bump",
        Plan(
            lights,
            "gru",
            5e-3,
            "adam",
            epochs=14,
            log_every=8,
            schedule="step",
            step_size=256,
            gamma=0.2,
            model_kw=H48,
        ),
        (),
        None,
        "a sound GRU (hidden 48) under Adam lr 5e-3 with StepLR (x0.2 at step 256), 14 epochs (every 8th "
        "step logged): losses 1.42, 1.27, 1.15, 0.625 ... 0.0198-0.863 in the last third, epoch means "
        "1.3, 0.841 ... 0.332, the val loss 0.969, 0.849, 0.778, 0.775, 0.735, 0.708, 0.807 (a bump at "
        "epoch 7), 0.748, then 0.711-0.746 after the cut and val accuracy 0.657 to 0.73-0.743, test 0.789 "
        "and 0.737",
        family="rnn",
        dataset="lighthouse-controller-logs",
        seed=98109,
    ),
    # --- vinyls
    ZZZG(
        "vzzzg-healthy-regression-vinyls-long-batch-8-every-50-val-every-4",
        Plan(
            vinyls_long,
            "mlp",
            5e-4,
            "adam",
            epochs=12,
            batch_size=8,
            log_every=50,
            val_every_epochs=4,
            model_kw=MLP64,
        ),
        (),
        None,
        "a sound 2x64 regression MLP under Adam at a constant lr 5e-4, batch 8, over a 2,000-record draw "
        "for 12 epochs (3,000 steps, every 50th logged), evaluated every 4th epoch: losses 0.879, 0.529, "
        "0.439, 0.237 ... 0.0823-0.109 in the last third, the val MSE 0.155, 0.139, 0.128 at steps 1,000, "
        "2,000 and 3,000, test 0.111",
        family="regression",
        dataset="record-pressing-warp",
        seed=98110,
    ),
    ZZZG(
        "vzzzg-healthy-regression-vinyls-dropout-03-warmup-cosine",
        Plan(
            vinyls,
            "mlp",
            3e-3,
            "adamw",
            weight_decay=0.01,
            epochs=30,
            log_every=8,
            schedule="warmup-cosine",
            warmup=100,
            model_kw={"width": 128, "num_layers": 2, "dropout": 0.3},
        ),
        (),
        None,
        "a sound 2x128 regression MLP with dropout 0.3 under AdamW lr 3e-3 (weight decay 0.01) with a "
        "100-step warm-up and a cosine decay, 30 epochs (every 8th step logged): losses 1.54, 0.483, "
        "1.23, 0.388 ... 0.00857-0.229 in the last third, epoch means 0.854, 0.358, 0.239 ... 0.1, the "
        "val MSE 0.634, 0.236, 0.195 ... 0.141-0.195 in the middle, 0.152-0.154 over the last 8, test "
        "0.128",
        family="regression",
        dataset="record-pressing-warp",
        seed=98111,
    ),
    ZZZG(
        "vzzzg-healthy-regression-vinyls-short-60-steps-every-step",
        Plan(vinyls, "mlp", 3e-3, "adam", epochs=2, max_steps=60, log_every=1, model_kw=W128),
        (),
        None,
        "a sound 2x128 regression MLP under Adam lr 3e-3 stopped at max_steps=60 (two epochs, every step "
        "logged), a quick run for a feature check: losses 0.491, 0.739, 1.08, 0.601, 0.438 ... "
        "0.0769-0.224 in the last third, epoch means 0.345, 0.149, one evaluation (val MSE 0.186), test "
        "0.143",
        family="regression",
        dataset="record-pressing-warp",
        seed=98112,
    ),
    # --- tonewoods
    ZZZG(
        "vzzzg-healthy-mlp-tonewoods-input-jitter-dropout-04",
        Plan(
            tonewoods,
            "mlp",
            2e-3,
            "adam",
            epochs=25,
            log_every=8,
            model_fault=column_jitter,
            model_kw={"width": 128, "num_layers": 2, "dropout": 0.4},
        ),
        (),
        None,
        "a sound 2x128 MLP with dropout 0.4 under Adam lr 2e-3 whose training columns get 0.25 sd of "
        "Gaussian noise, 25 epochs (every 8th step logged): losses 1.53, 1.44, 1.39, 1.33 ... 0.496-1.61 "
        "in the last third, epoch means 1.44, 1.14, 1.02 ... 0.778-0.805 over the last 8, the val loss "
        "1.21, 0.99 ... 0.723-0.742 over the last 10 (below the epoch means) and val accuracy 0.453 to "
        "0.653-0.7, test 0.775 and 0.623",
        family="mlp",
        dataset="tonewood-grade",
        seed=98113,
    ),
    ZZZG(
        "vzzzg-healthy-mlp-tonewoods-radam-bf16-early-stop",
        Plan(
            tonewoods,
            "mlp",
            3e-3,
            "radam",
            epochs=60,
            batch_size=64,
            log_every=4,
            early_stop=6,
            bf16=True,
            model_kw=MLP64,
        ),
        (),
        None,
        "a sound 2x64 MLP in bf16-mixed under RAdam lr 3e-3 at batch 64 with early stopping (patience 6) "
        "that ends it at epoch 40 of 60 (every 4th step logged): losses 1.61, 1.61, 1.61, 1.6, 1.6, 1.59 "
        "(flat for RAdam's rectified first steps) ... 0.383-0.571 in the last third, the val loss 1.6, "
        "1.57, 1.53 ... 0.715 (epoch 34), then 0.728, 0.76, 0.722 ... 0.748 and val accuracy 0.273 to "
        "0.65-0.693, test 0.877 and 0.633",
        family="mlp",
        dataset="tonewood-grade",
        seed=98114,
    ),
    ZZZG(
        "vzzzg-healthy-mlp-tonewoods-sgd-cyclic-val-twice",
        Plan(
            tonewoods,
            "mlp",
            0.02,
            "sgd",
            momentum=0.9,
            epochs=16,
            log_every=4,
            val_interval=0.5,
            model_kw=W128,
        ),
        (),
        None,
        "a sound 2x128 MLP under SGD momentum 0.9 with a triangular cyclic lr between 2e-3 and 0.08 (64 "
        "steps up, 64 down), 16 epochs evaluated twice an epoch (every 4th step logged): losses 1.57, "
        "1.52, 1.54 ... 0.225-0.876 in the last third, epoch means 1.49, 1.1, 0.881 ... 0.441, the val "
        "loss 1.5, 1.31, 1.09 ... 0.693, 0.769, 0.853 (as the lr climbs back), 0.757, 0.709 ... "
        "0.723-0.797 over the last 8 and val accuracy 0.333 to 0.653-0.68, test 0.871 and 0.62",
        family="mlp",
        dataset="tonewood-grade",
        seed=98115,
        runs=zf_runs(schedule=cyclic(2e-3, 0.08, 64), hparams={"cyclic": [2e-3, 0.08, 64]}),
    ),
    ZZZG(
        "vzzzg-healthy-mlp-tonewoods-adamax-60-epochs-every-100",
        Plan(
            tonewoods,
            "mlp",
            1e-3,
            "adamax",
            weight_decay=1e-3,
            epochs=60,
            log_every=100,
            val_every_epochs=3,
            model_kw={"width": 64, "num_layers": 3},
        ),
        (),
        None,
        "a sound 3x64 MLP under Adamax lr 1e-3 (weight decay 1e-3) for 60 epochs (1,920 steps, every "
        "100th logged), evaluated every 3rd epoch: losses 1.38, 1.04, 0.876, 0.772 ... 0.443-0.623 in the "
        "last third, epoch means 1.59, 1.53, 1.43 ... 0.489 (still creeping down), the val loss 1.37, "
        "1.04, 0.922 ... 0.715-0.72 over the last 6 and val accuracy 0.4 to 0.65-0.68, test 0.831 and "
        "0.617",
        family="mlp",
        dataset="tonewood-grade",
        seed=98116,
    ),
)
