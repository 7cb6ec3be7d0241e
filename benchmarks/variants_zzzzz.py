"""Variant battery zzzzz: a look-alike of an external held-out suite, real framework runs (`--battery zzzzz`).

    nice -n 10 python benchmarks/variants.py --battery zzzzz --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery zzzzz [--runs]

Like batteries d-zzzzy, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is the log),
trained by battery d's runner through the earlier batteries' wrappers (battery zzzzu's runner: battery
zf's with its replaced loss and schedule, extra logged hyperparameters, a test on an early checkpoint
and no evaluation, battery zj's model and augmentation wrappers) and this battery's own hooks (a
LambdaLR written for epochs stepped per optimizer step, a Keras-style normal initialisation, hidden
biases at -1, a model left without gradients by a feature cache, a softmax applied in evaluation
before the cross-entropy, flip / noise and shift / gain / noise augmentation), so each case
can run in each of the three layouts; the layout rotation of variants.py picks one.
It was written blind: its author trained it with `--train-only`, read the raw logged numbers of each
run, and never diagnosed or scored it, so it is held-out data for the tool.
Its halves are even (16 faulty, 16 healthy; one fault each, one cause a case, spread over every family
of cause: optimisation, data, evaluation, model, workflow), injected into data sets no battery had at a
realistic strength, in forms earlier batteries did not use (see each case's description and each
hook's docstring). The whole battery trains in about 3 CPU-minutes.
The data sets are new, all made offline with numpy from known generating models (see each generator):
12x12 scans of a glassblower's crown-glass panes by the finding (sound, seeds, a stone, a cord, a
crack), a locksmith's call-out logs labelled by the job (lockout, lock change, safe opening, burglary
repair, car key; the last 20 events, left-padded), a clock restorer's metronome recordings (64 samples
of the ticks: even, limping, a sticky escapement, a loose weight, a worn pallet), a watermill's
millstone outputs (from the head of water, the stones, their speed, dressing and gap and the grain;
log kilograms an hour, standardised) and a hedge-layer's hedgerow surveys graded by condition (from 8
survey columns).
Runs of 25 to ~1,900 steps: MLPs, 2-D CNNs with and without batch norm, a small residual net, 1-D CNNs
with and without batch norm, GRU and LSTM readers of the call-out logs, small transformers and
regression MLPs; SGD with momentum, Adam, AdamW, NAdam, RMSprop, Adamax; constant, cosine, warm-up +
cosine, warm-up + linear, one-cycle, step, plateau and CyclicLR schedules, gradient accumulation;
bf16-mixed autocast, flip, shift, gain and noise augmentation, dropout, weight decay, early stopping,
clipping; batches of 8 to 1,000; cadences from every step to once every 100 steps and epoch-only,
evaluations twice an epoch, once an epoch, every 2 or 5 epochs and never.
The faulty half: AdamW's lr from a square-root scaling rule fed the epoch's sample count instead of
the batch size, Adam built with the plateau scheduler's `min_lr` (a copied line), a `LambdaLR(lambda e:
0.9 ** e)` written for epochs driven with `interval: "step"`, a loader's `cfg.get("batch", len(ds))`
where the config's key is `batch_size` (one full-batch step an epoch), survey labels misaligned by a
`dropna` on the features alone, panes scanned under the light table's replacement lamp for validation
and test only, a ColumnTransformer that scales two of the millstones' eight columns, a training split
filtered on `year == 2021` where `>=` was meant (120 logs), an evaluation loader resampling the
metronome recordings at half the training rate, an evaluation step that feeds a softmax to the
cross-entropy, a test on the "newest" checkpoint by string sort (`step=96` after `step=384`), every
hidden bias initialised to -1 on a ReLU MLP, a Keras port's `RandomNormal(stddev=0.5)` on every linear
layer, a feature-caching step that leaves every gradient off but the re-initialised head's, a Hydra
override with a typo (`+trainer.max_epoch=16`) that leaves the base config's 2 epochs, and an
early-stopping callback built but never passed to the Trainer.
The healthy half holds sound runs a naive reader can take for a fault (see the healthy cases'
descriptions): val losses below the training loss under flips and noise with dropout and under shift,
gain and noise with a step schedule, a one-cycle residual net evaluated twice an epoch, bf16 SGD under
a warm-up + linear schedule evaluated every 2 epochs, a transformer's first losses above ln 5 under
warm-up, an LSTM's waves under a cyclic lr, a GRU stopped early, batch-8 noise logged every step, a
1-D CNN level for its first steps under gradient accumulation logged every step, a long SGD regression
logged every 100, a noisy target's loss floor, plateau halvings under RMSprop, an epoch-only training
log, a 40-step run, an early plateau under heavy dropout and a run never validated.
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
from benchmarks.variants_ze import cyclic
from benchmarks.variants_zh import _patch_splits, _token_splits
from benchmarks.variants_zj import _augmented, _signal_splits, _stats, _wrapper
from benchmarks.variants_zzzzu import zzzzu_runs

if TYPE_CHECKING:
    import torch
    from torch import nn

    from tests.suite.datasets import Splits

SIZES = (1000, 300, 300)
SHARES = (0.24, 0.19, 0.19, 0.19, 0.19)


# ---------------------------------------------------------------- data sets no battery has


PANE_FINDINGS = ("sound", "seeds", "stone", "cord", "crack")


def _panes(seed: int, n: int, lamp: float = 0.0) -> tuple[Any, Any]:
    """12x12 grey scans (0-1) of a glassblower's crown-glass panes on the light table, labelled by the
    finding: sound glass, seeds (a cluster of 3-6 small bubbles, each a bright point of 0.25-0.4 with a
    darker rim), a stone (an opaque grain: a dark blob of radius 1-1.8 px, 0.35-0.55 darker, with a
    strain halo 0.08 lighter around it), a cord (a streak of glass of another density: a wavy line of
    width ~1 px, 0.15-0.25 lighter, across the pane) or a crack (a straight thin dark line of 0.3-0.45
    from an edge, 5-10 px long, at any angle). Every pane has the crown's concentric ripples (amplitude
    0.04-0.08, a period of 3-5 px around a centre off the scan), a light-table gradient of up to 0.1
    across the scan, a tone of 0.5-0.65 and a camera noise of sd 0.05-0.08. `lamp`: the table's new
    lamp: every scan `lamp` lighter and its contrast `1 + lamp` times stronger around 0.6."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=SHARES)
    yy, xx = np.mgrid[0:12, 0:12].astype(float)
    x = np.zeros((n, 12, 12))
    for i in range(n):
        c = int(y[i])
        cx, cy = rng.uniform(-12, 24, 2)
        r = np.hypot(xx - cx, yy - cy)
        ripple = rng.uniform(0.04, 0.08) * np.sin(2 * np.pi * r / rng.uniform(3, 5) + rng.uniform(0, 6))
        g = rng.uniform(-0.1, 0.1, 2)
        img = rng.uniform(0.5, 0.65) + ripple + g[0] * (xx - 5.5) / 11 + g[1] * (yy - 5.5) / 11
        if c == 1:
            bx, by = rng.uniform(2, 10, 2)
            for _ in range(int(rng.integers(3, 7))):
                sx = int(np.clip(round(bx + rng.normal(0, 1.5)), 0, 11))
                sy = int(np.clip(round(by + rng.normal(0, 1.5)), 0, 11))
                img[max(sy - 1, 0) : sy + 2, max(sx - 1, 0) : sx + 2] -= 0.06
                img[sy, sx] += rng.uniform(0.25, 0.4)
        if c == 2:
            bx, by = rng.uniform(2.5, 9.5, 2)
            d = np.hypot(xx - bx, yy - by)
            rad = rng.uniform(1.0, 1.8)
            img = img - rng.uniform(0.35, 0.55) * (d < rad) + 0.08 * ((d >= rad) & (d < rad + 1.5))
        if c == 3:
            row, amp, per = rng.uniform(3, 9), rng.uniform(0.8, 2.0), rng.uniform(5, 9)
            line = row + amp * np.sin(2 * np.pi * xx / per + rng.uniform(0, 6))
            streak = np.exp(-((yy - line) ** 2) / 0.6)
            if rng.random() < 0.5:
                streak = streak.T
            img = img + rng.uniform(0.15, 0.25) * streak
        if c == 4:
            side, length = int(rng.integers(0, 4)), rng.uniform(5, 10)
            start = [(0.0, rng.uniform(2, 10)), (11.0, rng.uniform(2, 10)), (rng.uniform(2, 10), 0.0)][
                side % 3
            ]
            ang = rng.uniform(0, 2 * np.pi)
            depth = rng.uniform(0.3, 0.45)
            for s in np.linspace(0, length, 24):
                px, py = start[0] + s * np.cos(ang), start[1] + s * np.sin(ang)
                if 0 <= px <= 11 and 0 <= py <= 11:
                    img[int(round(py)), int(round(px))] = min(
                        img[int(round(py)), int(round(px))], 0.6 - depth
                    )
        img = img + rng.normal(0, rng.uniform(0.05, 0.08), (12, 12))
        x[i] = 0.6 + (1 + lamp) * (img - 0.6) + lamp
    return np.clip(x, 0.0, 1.0), y


def panes(seed: int = 99701, sizes: tuple[int, int, int] = SIZES, name: str = "crown-glass-panes") -> Splits:
    """The scans as (N, 1, 12, 12), centred and scaled by the training scans' mean and sd, 5 classes."""
    x, y = _panes(seed, sum(sizes))
    return _patch_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def panes_new_lamp_for_eval() -> Splits:
    """The bug: the light table's lamp failed after the training panes were scanned; the validation and
    test panes were scanned the next week under the replacement lamp (0.08 lighter, its contrast 1.08
    times), and the notebook normalises every split with the training scans' statistics."""
    import numpy as np

    x, y = _panes(99702, SIZES[0])
    xe, ye = _panes(99703, SIZES[1] + SIZES[2], lamp=0.08)
    return _patch_splits(
        np.concatenate([x, xe]), np.concatenate([y, ye]), SIZES, "crown-glass-panes", _stats(x)
    )


CALL_EVENTS = (
    "<pad>",
    "call-in",
    "quote",
    "arrive",
    "inspect",
    "pick",
    "bump",
    "drill",
    "cylinder-swap",
    "rekey",
    "safe-dial",
    "scope",
    "board-up",
    "frame-repair",
    "police-ref",
    "key-cut",
    "transponder",
    "invoice-card",
    "invoice-cash",
    "leave",
)
JOBS = ("lockout", "lock-change", "safe-opening", "burglary-repair", "car-key")
# each job's motifs (event ids) and their weights
_MOTIFS = (
    (((5,), 0.35), ((6,), 0.25), ((4, 5), 0.2), ((7, 8), 0.1), ((15,), 0.1)),
    (((8,), 0.35), ((9,), 0.25), ((4, 8, 15), 0.2), ((2,), 0.1), ((7,), 0.1)),
    (((10,), 0.35), ((11, 10), 0.25), ((7, 11), 0.2), ((4,), 0.1), ((10, 10), 0.1)),
    (((12,), 0.3), ((13,), 0.25), ((14,), 0.2), ((8, 15), 0.15), ((4,), 0.1)),
    (((16,), 0.35), ((15, 16), 0.25), ((5,), 0.2), ((4, 15), 0.1), ((2,), 0.1)),
)


def _calls(seed: int, n: int, length: int = 20) -> tuple[Any, Any]:
    """A locksmith's call-out logs (ids 1-19 of CALL_EVENTS, 0 pads on the left), labelled by the job:
    each log opens with the call, a quote at 60% and the arrival, then draws 3-9 motifs from the job's
    mix (a lockout: picking, bumping, a drilled cylinder; a lock change: a cylinder swap, a rekey, cut
    keys; a safe opening: the dial, the scope, drilling; a burglary repair: board-up, frame repair, the
    police reference; a car key: a transponder programmed, keys cut, picking), then an invoice by card
    (70%) or cash and the leave. The van's tablet records 30% of the events as a random other one."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=SHARES)
    x = np.zeros((n, length), dtype=np.int64)
    for i in range(n):
        c = int(y[i])
        motifs, weights = zip(*_MOTIFS[c], strict=True)
        events: list[int] = [1, *([2] if rng.random() < 0.6 else []), 3]
        for _ in range(int(rng.integers(3, 10))):
            events += list(motifs[int(rng.choice(5, p=np.array(weights)))])
        events += [17 if rng.random() < 0.7 else 18, 19]
        events = [int(rng.integers(1, 20)) if rng.random() < 0.3 else e for e in events]
        kept = events[-length:]
        x[i, length - len(kept) :] = kept
    return x, y


def calls(
    seed: int = 99801, sizes: tuple[int, int, int] = SIZES, name: str = "locksmith-call-outs"
) -> Splits:
    """Call-out logs (N, 20) over 20 ids (0 the padding), 5 classes."""
    x, y = _calls(seed, sum(sizes))
    return _token_splits(x, y, sizes, name)


def calls_year_filter_equals() -> Splits:
    """The bug: the training split is `logs[logs.year == 2021]` where `>= 2021` was meant: 120 of the
    1,000 logs; validation and test keep their 300."""
    x, y = _calls(99802, 720)
    return _token_splits(x, y, (120, 300, 300), "locksmith-call-outs")


METRONOME_FINDINGS = ("even", "limping", "sticky-escapement", "loose-weight", "worn-pallet")


def _metronomes(seed: int, n: int, length: int = 64, rate: int = 1) -> tuple[Any, Any]:
    """A clock restorer's metronome recordings on a contact microphone: `length` samples of ticks at a
    period of 9-13 samples from a random phase, each tick a click of 1.0 (sd 0.1) ringing at a period of
    2.5-3.5 samples and decaying over 1.5-2.5 samples, labelled by the restorer's finding: even, limping
    (every other tick at 0.35-0.55 of the level: the pendulum off its beat), a sticky escapement (each
    tick ringing on over 6-10 samples: the escape wheel buzzing), a loose weight (each tick followed by
    a rattle at a period of 6-8 samples, 0.35-0.55, over 6 samples) or a worn pallet (each tick followed
    2-3 samples later by a second click of 0.5-0.8). Every recording has a gain of 0.8-1.2, a case
    resonance of 0.05-0.15 at a period of 20-30 samples and a noise of sd 0.12. `rate`: the recording
    rendered at `rate` times the length and kept at every `rate`-th sample (a loader resampling at
    1/`rate` of the rate the training recordings were made at)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=SHARES)
    full = length * rate
    t = np.arange(full, dtype=float)
    x = np.zeros((n, length))
    for i in range(n):
        c = int(y[i])
        period = rng.uniform(9, 13)
        ring, decay = rng.uniform(2.5, 3.5), rng.uniform(1.5, 2.5)
        if c == 2:
            decay = rng.uniform(6, 10)
        weak, rattle, echo = rng.uniform(0.35, 0.55), rng.uniform(0.35, 0.55), rng.uniform(0.5, 0.8)
        rattle_period, echo_lag = rng.uniform(6, 8), rng.uniform(2, 3)
        s = np.zeros(full)
        tick, k = -rng.uniform(0, period), 0
        while tick < full:
            d = t - tick
            amp = rng.normal(1.0, 0.1) * (weak if c == 1 and k % 2 else 1.0)
            s += (d >= 0) * amp * np.exp(-np.clip(d, 0, None) / decay) * np.cos(2 * np.pi * d / ring)
            if c == 3:
                d3 = d - 1.5
                s += (
                    (d3 >= 0)
                    * rattle
                    * np.exp(-np.clip(d3, 0, None) / 3)
                    * np.sin(2 * np.pi * d3 / rattle_period)
                )
            if c == 4:
                d4 = d - echo_lag
                s += (d4 >= 0) * echo * np.exp(-np.clip(d4, 0, None) / decay) * np.cos(2 * np.pi * d4 / ring)
            tick += period
            k += 1
        s = rng.uniform(0.8, 1.2) * s
        s += rng.uniform(0.05, 0.15) * np.sin(2 * np.pi * t / rng.uniform(20, 30) + rng.uniform(0, 6))
        x[i] = s[::rate] + rng.normal(0, 0.12, length)
    return x, y


def metronomes(
    seed: int = 99901, sizes: tuple[int, int, int] = SIZES, name: str = "metronome-ticks"
) -> Splits:
    """The recordings (N, 64), centred and scaled by the training recordings' mean and sd, 5 classes."""
    x, y = _metronomes(seed, sum(sizes))
    return _signal_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def metronomes_eval_half_rate() -> Splits:
    """The bug: the evaluation loader's `torchaudio.transforms.Resample(orig_freq=16000, new_freq=8000)`
    was written for the workshop's old recorder; the validation and test recordings were made at the
    training recordings' rate and arrive resampled at half of it: each 64-sample window now spans twice
    the time, its ticks twice as close."""
    import numpy as np

    x, y = _metronomes(99902, SIZES[0])
    xe, ye = _metronomes(99903, SIZES[1] + SIZES[2], rate=2)
    stats = _stats(x)
    return _signal_splits(np.concatenate([x, xe]), np.concatenate([y, ye]), SIZES, "metronome-ticks", stats)


MILLSTONE_COLUMNS = (
    "head_of_water_m",
    "stone_diameter_m",
    "runner_rpm",
    "days_since_dressing",
    "grain_moisture_pct",
    "stone_gap_mm",
    "grain_kind",
    "hopper_feed_setting",
)


def _millstones(seed: int, n: int, batch_sd: float = 0.07) -> tuple[Any, Any]:
    """A watermill's millstones: the head of water (1-4 m), the stone's diameter (1.0-1.6 m), the
    runner's speed (80-150 rpm), the days since the stones were dressed (0-90), the grain's moisture
    (11-17%), the gap between the stones (0.2-1.0 mm), the grain (wheat, rye, barley) and the hopper's
    feed setting (1-10); the target is the flour an hour: a grinding capacity growing with the area of
    the stone and its speed (the speed itself capped by the power the head of water gives: a soft
    minimum), blunted by the dressing's wear (down 0.5% a day) and wet grain (down 6% a point above
    14%), a gap whose optimum is 0.5 mm, a grain factor, times the feed's share (a feed that saturates
    at the capacity), plus each batch's own factor of sd `batch_sd` (log); the log of the kilograms an
    hour is the target, with its value in the original units."""
    import numpy as np

    rng = np.random.default_rng(seed)
    head, diam = rng.uniform(1, 4, n), rng.uniform(1.0, 1.6, n)
    rpm, days = rng.uniform(80, 150, n), rng.uniform(0, 90, n)
    moist, gap = rng.uniform(11, 17, n), rng.uniform(0.2, 1.0, n)
    grain, feed = rng.integers(0, 3, n), rng.uniform(1, 10, n)
    power_rpm = 45 * head
    speed = -np.log(np.exp(-rpm / 20) + np.exp(-power_rpm / 20)) * 20
    capacity = (
        0.9
        * diam**2
        * speed
        * (1 - 0.005 * days)
        * (1 - 0.06 * np.clip(moist - 14, 0, None))
        * np.exp(-(((gap - 0.5) / 0.45) ** 2))
        * np.array([1.0, 0.85, 1.15])[grain]
    )
    flour = capacity * (1 - np.exp(-feed / 4))
    x = np.column_stack([head, diam, rpm, days, moist, gap, grain.astype(float), feed])
    return x, np.log(flour) + rng.normal(0, batch_sd, n)


def millstones(
    seed: int = 99951, sizes: tuple[int, int, int] = SIZES, name: str = "watermill-flour-output"
) -> Splits:
    """8 standardised columns, the standardised log flour output."""
    x, y = _millstones(seed, sum(sizes))
    return _generated(name, x, y, 0, sizes)


def millstones_long() -> Splits:
    """A 2,400-row draw."""
    return millstones(99952, (2400, 300, 300), "watermill-flour-output-2400")


def millstones_sack_weighed() -> Splits:
    """Not a fault: the flour weighed by the sack at the end of a day's milling, each hour's record
    interpolated (a batch factor of sd 0.35 no column measures): a high loss floor is this task's
    Bayes error."""
    x, y = _millstones(99953, sum(SIZES), batch_sd=0.35)
    return _generated("watermill-flour-output-sacks", x, y, 0, SIZES)


def millstones_column_transformer_two_columns() -> Splits:
    """The bug: the feature pipeline's `ColumnTransformer([("scale", StandardScaler(), ["head_of_water_m",
    "stone_diameter_m"])], remainder="passthrough")` names only the two columns of the first draft:
    the other six reach the model in the units of the mill's ledger (rpm near 115, days up to 90,
    moisture near 14%, a feed setting of 1-10); the target is still standardised."""
    x, y = _millstones(99954, sum(SIZES))
    x = x.copy()
    mean, sd = x[: SIZES[0], :2].mean(0), x[: SIZES[0], :2].std(0)
    x[:, :2] = (x[:, :2] - mean) / sd
    return _regression_table("watermill-flour-output", x, y, SIZES, features_scaled=False)


HEDGEROW_COLUMNS = (
    "age_years",
    "height_m",
    "width_m",
    "years_since_laid",
    "woody_species_per_30m",
    "gaps_per_100m",
    "browsing_index",
    "flail_cuts_per_year",
)


def _hedgerows(seed: int, n: int) -> tuple[Any, Any]:
    """A hedge-layer's hedgerow surveys graded by condition (good, gappy, overgrown, leggy, dying)
    from 8 survey columns: the hedge's age (years), height and width (m), the years since it was last
    laid, the woody species in a 30 m stretch, the gaps in 100 m, a browsing index (deer and stock,
    0-10) and the flail cuts a year. The grade is the argmax of five scores: gappy (gaps, browsing,
    few species), overgrown (tall, wide, few cuts, long since laid), leggy (tall and narrow, long since
    laid, cut often), dying (old, browsed, cut too often), a good hedge scoring for none of them, plus a
    Gumbel noise of scale 0.5 (sound models stop near an accuracy of 0.7)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    age, height = rng.normal(60, 25, n), rng.normal(2.2, 0.7, n)
    width, laid = rng.normal(1.8, 0.5, n), rng.normal(15, 6, n)
    species, gaps = rng.normal(5, 1.8, n), rng.normal(3, 1.5, n)
    browse, cuts = rng.normal(4, 1.8, n), rng.normal(1.0, 0.4, n)
    gappy = 0.5 * (gaps - 3) + 0.25 * (browse - 4) - 0.2 * (species - 5)
    over = 0.8 * (height - 2.2) + 0.8 * (width - 1.8) - 1.2 * (cuts - 1.0) + 0.04 * (laid - 15)
    leggy = 0.7 * (height - 2.2) - 1.2 * (width - 1.8) + 0.06 * (laid - 15) + 0.8 * (cuts - 1.0)
    dying = 0.025 * (age - 60) + 0.2 * (browse - 4) + 1.0 * (cuts - 1.0)
    score = np.column_stack(
        [
            1.0 - 0.2 * (gappy**2 + over**2 + leggy**2 + dying**2),
            1.2 * gappy - 0.5,
            1.2 * over - 0.5,
            1.2 * leggy - 0.5,
            1.2 * dying - 0.5,
        ]
    )
    y = (score + rng.gumbel(0, 0.5, (n, 5))).argmax(1)
    return np.column_stack([age, height, width, laid, species, gaps, browse, cuts]), y


def hedgerows(
    seed: int = 99961, sizes: tuple[int, int, int] = SIZES, name: str = "hedgerow-survey-grades"
) -> Splits:
    """8 standardised columns, 5 classes."""
    x, y = _hedgerows(seed, sum(sizes))
    return _generated(name, x, y, 5, sizes)


def hedgerows_dropna_misaligned() -> Splits:
    """The bug: the survey sheet's feature columns go through `features.dropna()` (one survey at row
    420 has no browsing index) while the grades are taken from the unfiltered sheet by position
    (`grades.to_numpy()[: len(features)]`): every training survey after row 420 gets the grade of the
    survey above it (~58% of the training labels unrelated to their row); validation and test were
    exported from the cleaned sheet."""
    import numpy as np

    x, y = _hedgerows(99962, sum(SIZES) + 1)
    n = SIZES[0]
    xt = np.delete(x[: n + 1], 420, axis=0)
    yt = y[:n]
    return _generated(
        "hedgerow-survey-grades",
        np.concatenate([xt, x[n + 1 :]]),
        np.concatenate([yt, y[n + 1 :]]),
        5,
        SIZES,
    )


# ---------------------------------------------------------------- injected faults (and healthy hooks)


def epoch_lambda_stepped_per_step(optimizer: Any, _total: int) -> Any:
    """The bug: `LambdaLR(optimizer, lambda epoch: 0.9 ** epoch)`, a 10% decay an epoch, is returned
    from `configure_optimizers` with `"interval": "step"` (copied from a warm-up scheduler's dict): it
    decays 10% at every optimizer step (the lr at 0.005 of its value after 50 steps)."""
    import torch

    return torch.optim.lr_scheduler.LambdaLR(optimizer, lambda step: 0.9**step)


def keras_random_normal_init(net: nn.Module) -> nn.Module:
    """The bug: a port of a Keras model keeps its `kernel_initializer=RandomNormal(stddev=0.5)` as
    `nn.init.normal_(layer.weight, std=0.5)` on every linear layer (biases zero), where Keras' own
    default and torch's are scaled by the fan-in: the first logits come out tens of units wide."""
    from torch import nn

    for m in net.modules():
        if isinstance(m, nn.Linear):
            nn.init.normal_(m.weight, std=0.5)
            nn.init.zeros_(m.bias)
    return net


def hidden_bias_minus_one(net: nn.Module) -> nn.Module:
    """The bug: an init helper from a sparse-coding project sets every hidden layer's bias to -1.0
    (`nn.init.constant_(layer.bias, -1.0)`, "sparse activations from the start") on a ReLU MLP whose
    pre-activations have an sd near 0.6: the ReLUs are nearly all off from the first step."""
    from torch import nn

    head = getattr(net, "head", None)
    for m in net.modules():
        if isinstance(m, nn.Linear) and m is not head:
            nn.init.constant_(m.bias, -1.0)
    return net


def model_frozen_by_feature_cache(net: nn.Module) -> nn.Module:
    """The bug: a feature-caching step run before training (`cache_features(model)`, which calls
    `model.requires_grad_(False)` to save memory) never turns the gradients back on; the fit script
    then re-enables only the head it re-initialises (`model.head.requires_grad_(True)`): the randomly
    initialised convolutions never train."""
    net.requires_grad_(False)
    net.head.requires_grad_(True)  # type: ignore[union-attr,operator]
    return net


def _softmax_in_eval(inner: Any, x: torch.Tensor) -> torch.Tensor:
    out: torch.Tensor = inner(x)
    return out if inner.training else out.softmax(-1)


softmax_before_eval_loss = _wrapper(_softmax_in_eval)
softmax_before_eval_loss.__doc__ = """The bug: the model's `predict` path (used by the validation and
test steps) returns `logits.softmax(-1)` for the dashboard's probabilities, and the evaluation step
feeds that to `F.cross_entropy`, which applies its own log-softmax: the evaluation loss is a
cross-entropy of probabilities (at least ln(4 + e) - 1 = 0.9 however sure the model), the accuracy
untouched. Training calls the logits directly."""


def _pane_flip_noise(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.where(torch.rand(len(x), 1, 1, 1) < 0.5, x.flip(3), x)
    x = torch.where(torch.rand(len(x), 1, 1, 1) < 0.5, x.flip(2), x)
    x = torch.where(torch.rand(len(x), 1, 1, 1) < 0.5, x.transpose(2, 3), x)
    return x + 0.35 * torch.randn_like(x)


pane_flip_noise = _augmented(_pane_flip_noise)
pane_flip_noise.__doc__ = """Not a fault: in training mode each batch of scans is flipped both ways and
transposed at random (a pane has no up or side the glazier grades) and given 0.35 sd of noise."""


def _tick_jitter(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.roll(x, int(torch.randint(-3, 4, (1,))), dims=-1)
    return x * (1 + 0.25 * (torch.rand(len(x), 1) * 2 - 1)) + 0.35 * torch.randn_like(x)


tick_jitter = _augmented(_tick_jitter)
tick_jitter.__doc__ = """Not a fault: in training mode each batch of recordings is shifted by up to three
samples, each recording's gain jittered by up to 25% and given 0.35 sd of noise."""


# ---------------------------------------------------------------- the variants


def ZZZZZ(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by battery zzzzu's runner (battery zf's, through every earlier wrapper)."""
    return L(*args, runs=runs or zzzzu_runs(), **kw)


CH16 = {"channels": 16}
H48 = {"hidden": 48}
W128 = {"width": 128, "num_layers": 2}
W256 = {"width": 256, "num_layers": 2}

FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    ZZZZZ(
        "vzzzzz-sqrt-scaling-rule-fed-epoch-samples-transformer-calls",
        Plan(calls, "transformer", 0.095, "adamw", weight_decay=0.01, epochs=12, log_every=2),
        ("slow-convergence",),
        "learning-rate-too-high",
        (
            "the square-root scaling rule `lr = base_lr * sqrt(batch_size)` is fed `len(train_loader."
            "dataset)` (the 1,000 samples of an epoch) where the batch size was meant: AdamW at 3e-3 * "
            "sqrt(1000) = 0.095 instead of 3e-3 * sqrt(32) = 0.017, no warm-up; a small transformer "
            "(weight decay 0.01), 12 epochs (every 2nd step logged)"
            ": losses 3.05, 1.38, 0.706, 1.26 ... 0.9-1.5 at the end, epoch means 1.43, 0.921 ... 0.716, "
            "0.851 ... 0.951, the val loss 1.35, 1.02 ... 0.81, 0.929 and val accuracy 0.37 to 0.56-0.72, "
            "test 0.806 and 0.713 (sound readers of these logs: ~0.29-0.37 and 0.87-0.91)"
        ),
        ("loss-oscillation", "loss-spikes", "undertrained", "metric-at-baseline"),
        family="transformer",
        dataset="locksmith-call-outs",
        seed=99021,
        runs=zzzzu_runs(hparams={"base_lr": 3e-3, "lr_rule": "base_lr * sqrt(len(train_loader.dataset))"}),
    ),
    ZZZZZ(
        "vzzzzz-adam-given-scheduler-min-lr-mlp-hedgerows",
        Plan(hedgerows, "mlp", 2e-5, "adam", epochs=20, log_every=5, model_kw=W128),
        ("slow-convergence",),
        "learning-rate-too-low",
        (
            "`torch.optim.Adam(params, cfg.scheduler.min_lr)`, a copy of the line below it, where "
            "`cfg.optimizer.lr` was meant: Adam runs at the plateau scheduler's floor of 2e-5 instead of "
            "2e-3 (the scheduler itself was later switched off); a 2x128 MLP, 20 epochs (every 5th step "
            "logged)"
            ": losses 1.61, 1.6, 1.58 ... 1.44 at the end, the val loss 1.6, 1.59 ... 1.44 and val accuracy "
            "0.24 to 0.41, test 1.44 and 0.42 (sound MLPs on these surveys: ~0.9-0.95 and 0.6-0.66)"
        ),
        ("undertrained", "learning-rate-out-of-range"),
        family="mlp",
        dataset="hedgerow-survey-grades",
        seed=99022,
        runs=zzzzu_runs(hparams={"optimizer_lr": 2e-3, "scheduler_min_lr": 2e-5}),
    ),
    ZZZZZ(
        "vzzzzz-epoch-lambda-lr-stepped-every-step-transformer-calls",
        Plan(calls, "transformer", 2e-3, "adam", epochs=12, log_every=5),
        ("slow-convergence",),
        "lr-decay-too-fast",
        (
            "`LambdaLR(lambda epoch: 0.9 ** epoch)`, a 10% decay an epoch, is returned with `interval: "
            "'step'` copied from a warm-up scheduler's dict: the lr loses 10% at every optimizer step; a "
            "small transformer under Adam lr 2e-3, 12 epochs (every 5th step logged)"
            ": the lr 1.3e-3 at step 2, 5.6e-5 by step 30, 9e-21 at the end; losses 1.61, 1.2, 1.12, then "
            "1.11-1.19 to the end, the val loss 1.19, 1.17, then 1.16 at every epoch and val accuracy "
            "0.61-0.62, test 1.13 and 0.647 (sound readers of these logs: ~0.29-0.37 and 0.87-0.91)"
        ),
        ("undertrained", "weights-not-updating"),
        family="transformer",
        dataset="locksmith-call-outs",
        seed=99023,
        runs=zzzzu_runs(
            schedule=epoch_lambda_stepped_per_step,
            hparams={"scheduler": "LambdaLR(0.9 ** epoch)", "interval": "step"},
        ),
    ),
    ZZZZZ(
        "vzzzzz-batch-size-key-misnamed-full-batch-resnet-panes",
        Plan(panes, "resnet", 3e-3, "adamw", weight_decay=0.01, epochs=25, batch_size=1000, log_every=1),
        ("slow-convergence",),
        "batch-size-unsuitable",
        (
            "the loader is built with `DataLoader(ds, batch_size=cfg.get('batch', len(ds)))` while the "
            "config's key is `batch_size: 32`: the default, the whole training split, wins; AdamW takes one"
            " step an epoch over the 1,000 scans; a small residual net (lr 3e-3, weight decay 0.01), 25 "
            "epochs (25 steps, every step logged)"
            ": losses 1.63, 1.55, 1.5 ... 1.24 at the end, the val loss 1.62 ... 1.23 and val accuracy 0.2 to"
            " 0.55, test 1.3 and 0.497 (sound CNNs on these scans: ~0.47-0.7 and 0.78-0.83)"
        ),
        ("undertrained", "metric-at-baseline"),
        family="resnet",
        dataset="crown-glass-panes",
        seed=99024,
        runs=zzzzu_runs(hparams={"config_batch_size": 32, "loader_batch": "cfg.get('batch', len(ds))"}),
    ),
    # --- data
    ZZZZZ(
        "vzzzzz-dropna-on-features-misaligns-grades-mlp-hedgerows",
        Plan(hedgerows_dropna_misaligned, "mlp", 2e-3, "adam", epochs=40, log_every=10, model_kw=W128),
        ("overfitting",),
        "label-noise",
        (
            "the survey sheet's features go through `dropna()` (one survey at row 420 lacks its browsing "
            "index) while the grades are taken from the unfiltered sheet by position: every training survey"
            " after row 420 carries the grade of the one above it (~58% of the training labels unrelated "
            "to their row); validation and test from the cleaned sheet; a 2x128 MLP under Adam lr 2e-3, 40"
            " epochs (every 10th step logged)"
            ": losses 1.5, 1.4 ... 0.5-0.7 at the end, epoch means 1.51, 1.34 ... 0.596, the val loss 1.39, "
            "1.26, 1.25 (min, epoch 3) ... 1.87 at the end and val accuracy 0.43-0.49, 0.403 at the end, test"
            " 1.72 and 0.42"
        ),
        ("train-val-gap",),
        family="mlp",
        dataset="hedgerow-survey-grades",
        seed=99025,
    ),
    ZZZZZ(
        "vzzzzz-eval-panes-under-replacement-lamp-bncnn-panes",
        Plan(panes_new_lamp_for_eval, "bncnn", 3e-3, "adam", epochs=10, log_every=4, model_kw=CH16),
        ("train-val-gap",),
        "distribution-shift",
        (
            "the light table's lamp failed after the training panes were scanned; validation and test panes"
            " were scanned under the replacement lamp (lighter, stronger contrast), all splits normalised "
            "with the training scans' statistics; a 16-channel batch-norm CNN under Adam lr 3e-3, 10 "
            "epochs (every 4th step logged)"
            ": losses 1.52, 1.21, 0.965 ... 0.17-0.6 at the end, epoch means 1.37, 1.03 ... 0.323, the val "
            "loss 1.18, 0.811, 1.78, 0.941, 1.29 ... 0.643, 1.16 and val accuracy 0.48-0.77 (0.59 at the "
            "end), test 1.33 and 0.573"
        ),
        ("overfitting",),
        family="cnn-bn",
        dataset="crown-glass-panes",
        seed=99026,
    ),
    ZZZZZ(
        "vzzzzz-column-transformer-scales-two-columns-regression-millstones",
        Plan(
            millstones_column_transformer_two_columns,
            "mlp",
            2e-3,
            "adam",
            epochs=15,
            log_every=5,
            model_kw=W128,
        ),
        ("bad-initial-loss",),
        "unnormalized-input",
        (
            "the feature pipeline's ColumnTransformer scales only the two columns of the first draft (the "
            "head of water and the stone's diameter), `remainder='passthrough'` leaving the other six in "
            "the mill ledger's units (rpm near 115, days up to 90); the target standardised; a 2x128 "
            "regression MLP under Adam lr 2e-3, 15 epochs (every 5th step logged)"
            ": losses 21.7, 1.21, 1.24, 0.667 ... 0.2-0.45 at the end, epoch means 6.45, 1.1, 0.857 ... "
            "0.436, the val loss 1.25, 0.873 ... 0.299, 0.486, 0.619, 0.442, test 0.434 (sound MLPs' val loss"
            " on these mills: ~0.025-0.035)"
        ),
        ("slow-convergence", "loss-spikes", "loss-oscillation", "undertrained", "input-not-normalized"),
        family="regression",
        dataset="watermill-flour-output",
        seed=99027,
        runs=zzzzu_runs(
            hparams={"scaled_columns": "head_of_water_m, stone_diameter_m", "remainder": "passthrough"}
        ),
    ),
    ZZZZZ(
        "vzzzzz-train-split-year-equals-not-from-gru-calls",
        Plan(calls_year_filter_equals, "gru", 3e-3, "adam", epochs=60, log_every=2, clip=1.0, model_kw=H48),
        ("overfitting",),
        "insufficient-data",
        (
            "the training split is `logs[logs.year == 2021]` where `>= 2021` was meant: 120 call-out logs "
            "where the recipe counted on 1,000; validation and test keep their 300; a GRU (hidden 48) under"
            " Adam lr 3e-3 clipped at 1, 60 epochs (4 steps an epoch, every 2nd step logged)"
            ": losses 1.6, 1.25, 0.567 ... 0.003-0.004 at the end, epoch means 1.63, 1.03 ... 0.00284, the "
            "val loss 1.58, 1.02, 0.638, 0.497, 0.464 (min) ... 0.874 at the end and val accuracy 0.37 to "
            "0.83, 0.787 at the end, test 0.603 and 0.867"
        ),
        ("train-val-gap", "zero-train-loss"),
        family="rnn",
        dataset="locksmith-call-outs",
        seed=99028,
        runs=zzzzu_runs(hparams={"train_filter": "year == 2021"}),
    ),
    # --- evaluation
    ZZZZZ(
        "vzzzzz-eval-loader-resamples-half-rate-cnn1d-metronomes",
        Plan(metronomes_eval_half_rate, "cnn1d", 3e-3, "adam", epochs=12, log_every=4, model_kw=CH16),
        ("overfitting",),
        "eval-pipeline-mismatch",
        (
            "the evaluation loader keeps a `Resample(orig_freq=16000, new_freq=8000)` written for the "
            "workshop's old recorder: validation and test recordings reach the model at half the training "
            "recordings' rate (each window twice as long in time, its ticks twice as close); a 16-channel "
            "1-D CNN under Adam lr 3e-3, 12 epochs (every 4th step logged)"
            ": losses 1.6, 1.45, 1.18 ... 0.6-0.8 at the end, the val loss 1.43, 1.25 (min) ... 1.7 at the "
            "end and val accuracy 0.37 to 0.5-0.55, test 1.84 and 0.507 (sound 1-D CNNs on these recordings: "
            "~0.66-0.76 and 0.68-0.75)"
        ),
        ("train-val-gap",),
        family="cnn",
        dataset="metronome-ticks",
        seed=99029,
        runs=zzzzu_runs(hparams={"eval_resample": "16000 -> 8000"}),
    ),
    ZZZZZ(
        "vzzzzz-eval-cross-entropy-on-softmax-cnn-panes",
        Plan(
            panes,
            "cnn",
            0.02,
            "sgd",
            momentum=0.9,
            epochs=12,
            log_every=5,
            model_fault=softmax_before_eval_loss,
            model_kw=CH16,
        ),
        ("loss-accuracy-mismatch", "train-val-gap"),
        "wrong-eval-logic",
        (
            "the validation and test steps go through the model's `predict`, which returns "
            "`logits.softmax(-1)` for the dashboard, and feed it to `F.cross_entropy`: the evaluation loss "
            "is a cross-entropy of probabilities (never below ~0.9), the accuracy untouched; training uses "
            "the logits; a 16-channel CNN under SGD with momentum 0.9 at lr 0.02, 12 epochs (every 5th "
            "step logged)"
            ": losses 1.59, 1.51, 0.872 ... 0.04-0.1 at the end, epoch means 1.46, 1.12 ... 0.0526, the val "
            "loss 1.45, 1.37 ... 1.11 while val accuracy climbs from 0.42 to 0.82, test 1.17 and 0.727"
        ),
        ("slow-convergence",),
        family="cnn",
        dataset="crown-glass-panes",
        seed=99030,
        runs=zzzzu_runs(hparams={"eval_forward": "predict (softmax)"}),
    ),
    ZZZZZ(
        "vzzzzz-newest-checkpoint-by-string-sort-resnet-panes",
        Plan(panes, "resnet", 3e-3, "adamw", weight_decay=0.01, epochs=12, log_every=4),
        ("val-test-gap",),
        "wrong-checkpoint-loaded",
        (
            "the test script picks the newest checkpoint as `sorted(glob('step=*.ckpt'))[-1]` over files "
            "written every 16 steps: the string sort puts `step=96.ckpt` after `step=384.ckpt`, so the test"
            " loads the weights of step 96 (epoch 3 of 12); a small residual net under AdamW (lr 3e-3, "
            "weight decay 0.01), 12 epochs (every 4th step logged)"
            ": losses 1.6, 1.36 ... 0.58-1.0 at the end, epoch means 1.48, 1.32 ... 0.576, the val loss 1.25,"
            " 1.22 ... 0.524 and val accuracy 0.47 to 0.8, test 1.11 and 0.683"
        ),
        ("slow-convergence",),
        family="resnet",
        dataset="crown-glass-panes",
        seed=99031,
        runs=zzzzu_runs(test_at_step=96, hparams={"test_checkpoint": "sorted(glob('step=*.ckpt'))[-1]"}),
    ),
    # --- model
    ZZZZZ(
        "vzzzzz-hidden-bias-minus-one-dead-relu-mlp-hedgerows",
        Plan(
            hedgerows,
            "mlp",
            2e-3,
            "adam",
            epochs=15,
            log_every=5,
            model_fault=hidden_bias_minus_one,
            model_kw=W128,
        ),
        ("slow-convergence",),
        "dead-relu",
        (
            "an init helper from a sparse-coding project sets every hidden layer's bias to -1.0 on a ReLU "
            "MLP whose pre-activations have an sd near 0.6: nearly every ReLU is off from the first step; "
            "a 2x128 MLP under Adam lr 2e-3, 15 epochs (every 5th step logged)"
            ": losses 1.63, 1.58, 1.57 ... 1.39-1.53 at the end, epoch means 1.61, 1.59 ... 1.49, the val "
            "loss 1.6 ... 1.54 and val accuracy 0.367 (the largest grade's share) at every epoch, test 1.51 "
            "and 0.397 (sound MLPs on these surveys: ~0.9-0.95 and 0.6-0.66)"
        ),
        ("metric-at-baseline", "undertrained", "dead-units"),
        family="mlp",
        dataset="hedgerow-survey-grades",
        seed=99032,
        runs=zzzzu_runs(hparams={"bias_init": -1.0, "activation": "relu"}),
    ),
    ZZZZZ(
        "vzzzzz-keras-random-normal-init-mlp-hedgerows",
        Plan(
            hedgerows,
            "mlp",
            2e-3,
            "adam",
            epochs=15,
            log_every=5,
            model_fault=keras_random_normal_init,
            model_kw=W128,
        ),
        ("bad-initial-loss",),
        "poor-initialization",
        (
            "a port of a Keras model keeps `RandomNormal(stddev=0.5)` as `nn.init.normal_(w, std=0.5)` on "
            "every linear layer (not scaled by the fan-in): the first logits are tens of units wide; a "
            "2x128 MLP under Adam lr 2e-3, 15 epochs (every 5th step logged)"
            ": losses 12.1, 5.6, 2.77 ... 0.58-2.25 at the end, epoch means 9.03, 4.24, 3.01 ... 0.584, the "
            "val loss 5.31, 3.98 ... 2.61-2.74 and val accuracy 0.46-0.53, test 2.94 and 0.517 (sound MLPs on"
            " these surveys: ~0.9-0.95 and 0.6-0.66)"
        ),
        ("loss-spikes", "slow-convergence", "overfitting", "train-val-gap"),
        family="mlp",
        dataset="hedgerow-survey-grades",
        seed=99033,
        runs=zzzzu_runs(hparams={"kernel_initializer": "RandomNormal(stddev=0.5)"}),
    ),
    ZZZZZ(
        "vzzzzz-feature-cache-leaves-grads-off-bncnn-panes",
        Plan(
            panes,
            "bncnn",
            3e-3,
            "adam",
            epochs=10,
            log_every=4,
            model_fault=model_frozen_by_feature_cache,
            model_kw=CH16,
        ),
        ("slow-convergence",),
        "frozen-weights",
        (
            "a feature-caching step run before training calls `model.requires_grad_(False)` and never turns"
            " the gradients back on; the fit script re-enables only the head it re-initialises: the random "
            "convolutions never train; a 16-channel batch-norm CNN under Adam lr 3e-3, 10 epochs (every 4th"
            " step logged)"
            ": losses 1.6, 1.54, 1.5 ... 1.33-1.41 at the end, the val loss 1.53, 1.46 ... 1.27 and val "
            "accuracy 0.39 to 0.51, test 1.34 and 0.44 (sound CNNs on these scans: ~0.47-0.7 and 0.78-0.83)"
        ),
        ("undertrained", "weights-not-updating"),
        family="cnn-bn",
        dataset="crown-glass-panes",
        seed=99034,
        runs=zzzzu_runs(hparams={"cache_features": True, "trainable": "head only"}),
    ),
    # --- workflow
    ZZZZZ(
        "vzzzzz-hydra-override-key-typo-two-epochs-cnn1d-metronomes",
        Plan(metronomes, "cnn1d", 3e-3, "adam", epochs=2, log_every=1, model_kw=CH16),
        ("undertrained",),
        "too-few-epochs",
        (
            "the launch script's override `+trainer.max_epoch=16` (the `s` missing, the `+` adding the new "
            "key without complaint) is ignored, and the base config's `max_epochs: 2`, set for the quick "
            "local check, runs: 2 epochs of the 16 meant; a 16-channel 1-D CNN under Adam lr 3e-3, 64 "
            "steps, every step logged"
            ": losses 1.61, 1.6, 1.57 ... 1.0-1.11 at the end, epoch means 1.49, 1.16, the val loss 1.27, "
            "1.02 and val accuracy 0.533, 0.62, test 1.07 and 0.577 (sound 1-D CNNs on these recordings: "
            "~0.66-0.76 and 0.68-0.75)"
        ),
        ("slow-convergence",),
        family="cnn",
        dataset="metronome-ticks",
        seed=99035,
        runs=zzzzu_runs(hparams={"override": "+trainer.max_epoch=16", "max_epochs": 2}),
    ),
    ZZZZZ(
        "vzzzzz-early-stopping-built-not-passed-mlp-metronomes",
        Plan(metronomes, "mlp", 2e-3, "adam", epochs=50, log_every=10, model_kw=W256),
        ("overfitting",),
        "too-many-epochs",
        (
            "the script builds `EarlyStopping(monitor='val_loss', patience=5)` but passes `callbacks="
            "[checkpoint]` to the Trainer: the 50-epoch budget meant as a ceiling runs in full; a 2x256 MLP "
            "under Adam lr 2e-3 (every 10th step logged)"
            ": losses 1.62, 0.441, 0.077 ... 0.00024 at the end, epoch means 1.56, 0.426 ... 0.000257, the "
            "val loss 1.42, 1.21 (min, epoch 2), 1.8 ... 2.58 at the end and val accuracy 0.33 to 0.51-0.53, "
            "test 2.85 and 0.53"
        ),
        ("train-val-gap", "zero-train-loss"),
        family="mlp",
        dataset="metronome-ticks",
        seed=99036,
        runs=zzzzu_runs(hparams={"early_stopping": "built, not in callbacks", "max_epochs": 50}),
    ),
)

HEALTHY: tuple[Variant, ...] = (
    ZZZZZ(
        "vzzzzz-healthy-bncnn-panes-flip-noise-dropout",
        Plan(
            panes,
            "bncnn",
            3e-3,
            "adam",
            epochs=12,
            log_every=6,
            model_fault=pane_flip_noise,
            model_kw={"channels": 16, "dropout": 0.3},
        ),
        (),
        None,
        (
            "a 16-channel batch-norm CNN with dropout 0.3, scans flipped, transposed and given 0.35 sd of "
            "noise in training mode, Adam lr 3e-3, 12 epochs (every 6th step logged): the val loss below the"
            " training loss"
            ": losses 1.53, 1.25 ... 0.56-1.17 at the end, epoch means 1.43, 1.2 ... 0.656, the val loss "
            "1.18, 1.01 ... 0.469 and val accuracy 0.53 to 0.83, test 0.525 and 0.807"
        ),
        family="cnn-bn",
        dataset="crown-glass-panes",
        seed=99121,
    ),
    ZZZZZ(
        "vzzzzz-healthy-resnet-panes-onecycle-val-twice",
        Plan(
            panes,
            "resnet",
            4e-3,
            "adamw",
            weight_decay=0.01,
            epochs=8,
            log_every=3,
            val_interval=0.5,
            schedule="onecycle",
        ),
        (),
        None,
        (
            "a small residual net under AdamW (lr 4e-3, weight decay 0.01) with a one-cycle schedule, 8 "
            "epochs (every 3rd step logged), evaluated twice an epoch: bumpy early val losses while the lr "
            "climbs"
            ": losses 1.63, 1.57 ... 0.65-0.72 at the end, the val loss 1.63, 1.57, 1.49 ... 0.692-0.707 and "
            "val accuracy 0.24, 0.22, 0.3 ... 0.797, test 0.814 and 0.713"
        ),
        family="resnet",
        dataset="crown-glass-panes",
        seed=99122,
    ),
    ZZZZZ(
        "vzzzzz-healthy-cnn-panes-bf16-warmup-linear-val-every-2",
        Plan(
            panes,
            "cnn",
            0.03,
            "sgd",
            momentum=0.9,
            epochs=12,
            batch_size=64,
            log_every=4,
            schedule="warmup-linear",
            warmup=30,
            val_every_epochs=2,
            bf16=True,
            model_kw=CH16,
        ),
        (),
        None,
        (
            "a 16-channel CNN under SGD with momentum 0.9 at lr 0.03 with a 30-step linear warm-up and a "
            "linear decay, batch 64, bf16-mixed autocast, 12 epochs (every 4th step logged), evaluated every"
            " 2 epochs: a slow start under warm-up and a sparse val curve"
            ": losses 1.62, 1.47, 1.2 ... 0.18-0.43 at the end, the val loss 1.44, 0.996, 0.74, 0.67, 0.633, "
            "0.645 and val accuracy 0.36 to 0.78, test 0.751 and 0.703"
        ),
        family="cnn",
        dataset="crown-glass-panes",
        seed=99123,
    ),
    ZZZZZ(
        "vzzzzz-healthy-transformer-calls-warmup-cosine-dropout",
        Plan(
            calls,
            "transformer",
            2e-3,
            "adamw",
            weight_decay=0.01,
            epochs=12,
            log_every=5,
            schedule="warmup-cosine",
            warmup=60,
            model_kw={"dropout": 0.1},
        ),
        (),
        None,
        (
            "a small transformer with dropout 0.1 under AdamW (lr 2e-3, weight decay 0.01) with a 60-step "
            "warm-up and a cosine decay, 12 epochs (every 5th step logged): first losses above ln 5 while "
            "the lr warms up"
            ": losses 2.03, 1.13, 0.617 ... 0.06-0.35 at the end, epoch means 1.62, 0.803 ... 0.174, the val "
            "loss 1.25, 0.511 ... 0.29 and val accuracy 0.64 to 0.91, test 0.284 and 0.913"
        ),
        family="transformer",
        dataset="locksmith-call-outs",
        seed=99124,
    ),
    ZZZZZ(
        "vzzzzz-healthy-gru-calls-early-stop-patience-3",
        Plan(calls, "gru", 2e-3, "adam", epochs=40, log_every=10, early_stop=3, clip=1.0, model_kw=H48),
        (),
        None,
        (
            "a GRU (hidden 48) under Adam lr 2e-3 clipped at 1, early stopping on the val loss at patience 3"
            " (up to 40 epochs; every 10th step logged): stopped a few evaluations past the val minimum"
            ": stopped after 14 epochs; epoch means 1.43, 0.785 ... 0.104, the val loss 1.08, 0.592 ... 0.276"
            " (min, epoch 11), 0.277, 0.29, 0.286 and val accuracy 0.6 to 0.91, test 0.316 and 0.907"
        ),
        family="rnn",
        dataset="locksmith-call-outs",
        seed=99125,
    ),
    ZZZZZ(
        "vzzzzz-healthy-lstm-calls-cyclic-lr",
        Plan(calls, "lstm", 3e-3, "adam", epochs=6, log_every=2, clip=1.0, model_kw=H48),
        (),
        None,
        (
            "an LSTM (hidden 48) under Adam clipped at 1 with a triangular CyclicLR between 5e-4 and 5e-3 "
            "(40 steps up, 40 down), 6 epochs (every 2nd step logged): losses falling in waves with the lr"
            ": losses 1.61, 1.57, 1.24, 0.634 ... 0.08-0.27 at the end, the val loss 0.965, 0.404, 0.368, "
            "0.444, 0.357, 0.367 and val accuracy 0.66 to 0.87, test 0.319 and 0.9"
        ),
        family="rnn",
        dataset="locksmith-call-outs",
        seed=99126,
        runs=zzzzu_runs(schedule=cyclic(5e-4, 5e-3, 40), hparams={"scheduler": "CyclicLR(5e-4, 5e-3, 40)"}),
    ),
    ZZZZZ(
        "vzzzzz-healthy-cnn1d-metronomes-batch-8-every-step",
        Plan(metronomes, "cnn1d", 2e-3, "adam", epochs=3, batch_size=8, log_every=1, model_kw=CH16),
        (),
        None,
        (
            "three epochs of a 16-channel 1-D CNN at batch 8 under Adam lr 2e-3, every step logged (375 "
            "steps): a noisy per-step loss, the val loss still falling at the end"
            ": losses 1.68, 1.58, 1.41 ... 0.5-1.1 at the end, the val loss 1.1, 0.812, 0.763 and val "
            "accuracy 0.52, 0.693, 0.67, test 0.815 and 0.677"
        ),
        family="cnn",
        dataset="metronome-ticks",
        seed=99127,
    ),
    ZZZZZ(
        "vzzzzz-healthy-bncnn1d-metronomes-shift-gain-noise-step-lr",
        Plan(
            metronomes,
            "bncnn1d",
            3e-3,
            "adam",
            epochs=12,
            log_every=4,
            schedule="step",
            step_size=128,
            gamma=0.3,
            model_fault=tick_jitter,
            model_kw={"channels": 16, "dropout": 0.3},
        ),
        (),
        None,
        (
            "a 16-channel batch-norm 1-D CNN with dropout 0.3, recordings shifted by up to three samples, "
            "gain-jittered by up to 25% and given 0.35 sd of noise in training mode, Adam lr 3e-3 with a "
            "StepLR of 128 steps at gamma 0.3, 12 epochs (every 4th step logged): the val loss below the "
            "training loss, steps down in the lr"
            ": losses 1.52, 1.33 ... 0.81-1.01 at the end, epoch means 1.37, 1.15 ... 0.876, the val loss "
            "1.08, 1.03 ... 0.712-0.74 (below the training loss) and val accuracy 0.57-0.74, test 0.737 and "
            "0.75"
        ),
        family="cnn-bn",
        dataset="metronome-ticks",
        seed=99128,
    ),
    ZZZZZ(
        "vzzzzz-healthy-cnn1d-metronomes-accumulate-4-every-step",
        Plan(metronomes, "cnn1d", 3e-3, "adam", epochs=16, accumulate=4, log_every=1, model_kw=CH16),
        (),
        None,
        (
            "a 16-channel 1-D CNN under Adam lr 3e-3, batches of 32 with gradients accumulated over 4 (128 "
            "optimizer steps), 16 epochs, every step logged: level for the first steps, then falling"
            ": losses 1.59, 1.51, 1.46 ... 0.54-0.95 at the end, the val loss 1.52, 1.47 ... 0.656 and val "
            "accuracy 0.22 to 0.72, test 0.712 and 0.713"
        ),
        family="cnn",
        dataset="metronome-ticks",
        seed=99129,
    ),
    ZZZZZ(
        "vzzzzz-healthy-regression-millstones-long-sgd-log-100",
        Plan(
            millstones_long,
            "mlp",
            2e-3,
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
            "a 2x64 regression MLP under SGD with momentum 0.9 at lr 2e-3 over a 2,400-row draw, 25 epochs "
            "(1,875 steps, logged every 100), evaluated every 5 epochs: a sparse, flat-looking tail"
            ": epoch means 0.722, 0.208 ... 0.0267, the val loss 0.152, 0.0515, 0.0387, 0.0366, 0.034, test "
            "0.0321"
        ),
        family="regression",
        dataset="watermill-flour-output",
        seed=99130,
    ),
    ZZZZZ(
        "vzzzzz-healthy-regression-millstones-sack-weighed-noise-floor",
        Plan(
            millstones_sack_weighed,
            "mlp",
            2e-3,
            "adam",
            epochs=15,
            log_every=5,
            schedule="cosine",
            model_kw=MLP64,
        ),
        (),
        None,
        (
            "the flour weighed by the sack at the end of the day and interpolated to the hour (a batch "
            "factor of sd 0.35 no column measures: a loss floor at the task's Bayes error); a 2x64 regression"
            " MLP under Adam lr 2e-3 with cosine decay, 15 epochs (every 5th step logged)"
            ": epoch means 0.697, 0.366 ... 0.181, the val loss 0.425, 0.402 ... 0.26 (level), test 0.266"
        ),
        family="regression",
        dataset="watermill-flour-output-sacks",
        seed=99131,
    ),
    ZZZZZ(
        "vzzzzz-healthy-regression-millstones-rmsprop-plateau-halvings",
        Plan(
            millstones,
            "mlp",
            1e-3,
            "rmsprop",
            epochs=20,
            log_every=5,
            schedule="plateau",
            gamma=0.5,
            model_kw=W128,
        ),
        (),
        None,
        (
            "a 2x128 regression MLP under RMSprop lr 1e-3 with ReduceLROnPlateau halving it, 20 epochs "
            "(every 5th step logged): a level val loss late in the run while the lr halves"
            ": the lr down to 7.8e-6; epoch means 0.289, 0.1 ... 0.0178, the val loss 0.123, 0.118, 0.0636 "
            "... 0.0252-0.0255 (level), test 0.0319"
        ),
        family="regression",
        dataset="watermill-flour-output",
        seed=99132,
    ),
    ZZZZZ(
        "vzzzzz-healthy-mlp-hedgerows-epoch-only-logging",
        Plan(hedgerows, "mlp", 2e-3, "nadam", epochs=10, batch_size=64, train_log="epoch", model_kw=MLP64),
        (),
        None,
        (
            "a 2x64 MLP at batch 64 under NAdam lr 2e-3, 10 epochs, the training loss logged once an epoch "
            "only: ten training points"
            ": epoch losses 1.55, 1.34 ... 0.852, the val loss 1.46, 1.27 ... 0.918-0.94 and val accuracy "
            "0.37 to 0.6-0.66, test 1.0 and 0.603"
        ),
        family="mlp",
        dataset="hedgerow-survey-grades",
        seed=99133,
    ),
    ZZZZZ(
        "vzzzzz-healthy-mlp-hedgerows-40-steps-still-improving",
        Plan(hedgerows, "mlp", 4e-3, "adam", epochs=4, batch_size=100, log_every=1, model_kw=MLP64),
        (),
        None,
        (
            "four epochs (40 steps at batch 100, every step logged) of a 2x64 MLP under Adam lr 4e-3: a "
            "short run still improving at its end"
            ": losses 1.61, 1.51, 1.39 ... 0.82-1.04 at the end, the val loss 1.39, 1.13, 0.985, 0.947 and "
            "val accuracy 0.37, 0.6, 0.62, 0.62, test 1.01 and 0.59"
        ),
        family="mlp",
        dataset="hedgerow-survey-grades",
        seed=99134,
    ),
    ZZZZZ(
        "vzzzzz-healthy-mlp-hedgerows-dropout-adamw-early-plateau",
        Plan(
            hedgerows,
            "mlp",
            2e-3,
            "adamw",
            weight_decay=0.05,
            epochs=20,
            log_every=8,
            model_kw={"width": 128, "num_layers": 2, "dropout": 0.4},
        ),
        (),
        None,
        (
            "a 2x128 MLP with dropout 0.4 under AdamW (lr 2e-3, weight decay 0.05), 20 epochs (every 8th "
            "step logged): the val loss level from the first epochs at the task's noise floor"
            ": losses 1.5, 1.04 ... 0.82-1.2 at the end, epoch means 1.39, 1.12, 1.01 ... 0.879, the val loss"
            " 1.18, 0.972, 0.922, then level at 0.9-0.97 and val accuracy 0.51 to 0.61-0.66, test 1.02 and "
            "0.613"
        ),
        family="mlp",
        dataset="hedgerow-survey-grades",
        seed=99135,
    ),
    ZZZZZ(
        "vzzzzz-healthy-mlp-hedgerows-never-evaluated",
        Plan(hedgerows, "mlp", 3e-3, "adamax", epochs=12, log_every=5, schedule="cosine", model_kw=W128),
        (),
        None,
        (
            "a 2x128 MLP under Adamax lr 3e-3 with cosine decay, 12 epochs (every 5th step logged), never "
            "validated (no validation loader; one test at the end)"
            ": losses 1.54, 0.982 ... 0.79-0.95 at the end, test 0.982 and 0.623"
        ),
        family="mlp",
        dataset="hedgerow-survey-grades",
        seed=99136,
        runs=zzzzu_runs(evaluate=False),
    ),
)
