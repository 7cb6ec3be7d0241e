"""Variant battery zf: a 25th look-alike of an external held-out suite, real framework runs (`--battery zf`).

    nice -n 10 python benchmarks/variants.py --battery zf --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery zf [--runs]

Like batteries d-ze, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is the log),
trained by battery d's runner through battery g's, j's, l's, w's, z's, zd's and ze's wrappers (w's
for the checkpoint the test loads and a replaced loss, zd's for a replaced schedule) and this
battery's own (Adadelta, ASGD and Nesterov SGD; a test whose checkpoint lost the batch-norm buffers),
so each case can run in each of the three layouts; the layout rotation of variants.py picks one. It
was written blind: its author trained it with `--train-only`, read the raw logged numbers of each
run, and never diagnosed or scored it, so it is held-out data for the tool. Its halves are even (22
faulty, 22 healthy; ~1.5-2 CPU-minutes to train on the shared 2-core machine): one fault each, one
cause a case, spread over every family of cause (optimisation, data, evaluation, model, workflow),
injected into a data set no battery had at a realistic strength, favouring the faults users meet
most, in forms batteries za-ze did not use (a recipe's lr read as per-sample and divided by the
batch, SGD's lr and momentum kept for RMSprop, ExponentialLR's 0.995 typed 0.95, optimizer.zero_grad
without its parentheses, clip_grad_norm_ over the head's parameters only, absolute rail levels
divided by the old relative levels' sd, labels from an alarm tool's bad-actor attribution, a
target encoding that includes each row's own outcome, survey tiles in lane order, Sunday gaps read
as NaN, a debugging notebook's section filter, slab-track test windows, evaluation tiles without
the time-varying gain, a validation step that inverse-transforms only the prediction,
limit_val_batches=0, a stale last.ckpt from a debugging run, a checkpoint saved from
named_parameters() without the batch-norm buffers, max_steps from the validation loader's length,
an optimizer over list(model.parameters())[:2], nn.init.normal_ with its defaults on the recurrent
matrix, a distillation temperature left on the hard-label loss, and an ensemble head averaged with
out.mean() over the whole batch). Runs of 40 to 3,000 steps: MLPs (2x64, 2x128), 2-D CNNs with and
without batch norm, a small residual net, 1-D CNNs with and without batch norm, an identity-
initialised ReLU RNN and an LSTM reading track windows sample by sample, GRU / LSTM / tanh RNN readers
of alarm floods, small transformers and regression MLPs; SGD with and without (Nesterov) momentum,
Adam, AdamW, RMSprop, Adadelta and ASGD; constant, cosine, warm-up + cosine, warm-up + linear,
warm-up-stable-decay, a per-epoch staircase and per-step exponential schedules; bf16-mixed
autocast, CutMix, speckle / reversal / order-jitter augmentation, a weight EMA for evaluation, a
focal loss, a Gaussian negative log-likelihood, a class-balanced sampler, weight decay, early
stopping and clipping; batches of 8 to 64; cadences from every step to once an epoch, evaluations
four times an epoch to every 2 epochs (and never).
The data sets are new, all made offline with numpy from known generating models: a side-scan
sonar's 12x12 waterfall tiles (bare sand, sand ripples, rock with boulders and their acoustic
shadows, seagrass, a man-made object and its shadow) under a residual across-track gain, multiplicative
speckle and noise (sound CNNs stop near 0.73-0.85; evaluation tiles without the time-varying gain;
tiles in survey-lane order); a track recording car's 32 m of longitudinal level (sound track, a
dipped weld, a cyclic top of jointed rails, a wet bed, a transition settlement) over a 1/k^2
irregularity and measurement noise (sound 1-D CNNs stop near 0.66-0.76; recurrent readers near
0.6; a new slab-track line as a test set; absolute levels above the datum; one section's 80
windows; a 100-window validation district); a refinery unit's alarm floods, the first 3-14
alarms of an upset spreading through the plant's cause-and-effect graph from its root cause (a feed
pump trip, a loss of cooling water, a compressor surge, a stuck level valve, an instrument air
failure), half the initiating alarms shelved, under chattering, comms and standing alarms (sound
sequence models stop near 0.88-0.92 at a loss of ~0.2-0.4, ln 5 = 1.61; a 2,000-flood draw); a
winery's fermentations forecasting the residual sugar on day 14 from the must, the tank and the
first five days' density readings, simulated with nitrogen-limited yeast growth, an ethanol- and
heat-inhibited sugar uptake, the heat of fermentation and yeast death, a hidden yeast vitality and
a tank's cooling jacket (log1p sugar standardised: a floor near an MSE of 0.06-0.07; in g/L:
~40-50); and a transit survey's threshold-crossing events labelled planet, eclipsing binary,
background blend or false alarm from their physics (depth, V-shape, duration misfit, odd / even
depths, secondary eclipses, centroid shifts, systematics periods) measured with SNR-dependent
errors (sound MLPs stop near accuracy 0.8-0.84 at a loss of ~0.48; a 2,400-candidate draw; a
class-balanced sampler's draw).
The healthy half holds sound runs a naive reader can take for a fault: a training loss above the
val loss under CutMix and track reversal augmentation, and level with it under bf16 speckle
augmentation; a val jump to 3.13 at the peak of a warm-up-stable-decay schedule on a residual net;
a val loss that lags the training loss under EMA evaluation; a 64-step run still improving; a
2,500-step ASGD run at batch 8 logged every 50; an LSTM reading track windows sample by sample
that learns slowly to 0.6; val accuracy jumping in steps of 0.01 on a 100-window validation set
evaluated four times an epoch; early stopping at epoch 21 of 40 under a per-epoch x0.85 staircase;
floors (alarm floods at 0.21 for 10 evaluations, candidates at 0.48-0.51 under Adadelta, a
transformer at 0.37-0.40 under order jitter); losses far below cross-entropy's under a focal loss;
logged gradient norms of 0.2-9.9 under a clip of 0.5; a Gaussian NLL going below 0 (to -1.6); a
residual sugar in g/L (first MSEs ~1,200); batch-16 losses logged every step jumping with stuck
ferments; a plain-SGD regression still creeping down; a class-balanced sampler; 3,000 batch-8
steps logged every 100 and validated every 2 epochs; half-epoch evaluations under warm-up + linear
decay.
The faulty half: SGD momentum at a per-sample lr of 0.05 / 64 on a residual net, RMSprop at SGD's
lr of 0.1 and momentum 0.9, an ExponentialLR of 0.95 per step for 0.995, optimizer.zero_grad
without parentheses under SGD momentum on an LSTM, clipping on the head only of an identity-
initialised ReLU RNN, absolute rail levels divided by 3 mm, 22% of flood labels from a bad-actor
tool, a tank target encoding that includes each ferment's own outcome, sonar tiles in survey-lane
order with shuffling off, 2% of ferments with NaN readings, 80 windows of one track section, a
slab-track test line, evaluation tiles without the time-varying gain, a val loss on the
inverse-transformed prediction against the standardised target, limit_val_batches=0, a test on a
30-step debugging run's last.ckpt, a test checkpoint without the batch-norm buffers, max_steps of
40 from len(val_loader), an optimizer over the first two tensors, a recurrent matrix from N(0, 1), a
distillation temperature of 20 on the hard-label loss, and an ensemble head averaged over the batch.
Split, layout rotation and labels follow variants.py's rules; a Lightning case's `every` is its
`log_every_n_steps`.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from benchmarks.variants import RUNAWAY, STALL, Variant, _generated, _regression_table
from benchmarks.variants_d import Plan, Runner, identity_rnn
from benchmarks.variants_l import L
from benchmarks.variants_w import EVAL, MLP64
from benchmarks.variants_ze import lambda_schedule, ze_runs

if TYPE_CHECKING:
    import torch

    from tests.suite.datasets import Splits

SIZES = (1000, 300, 300)


# ---------------------------------------------------------------- data sets no battery has


SEABEDS = ("sand", "sand-ripples", "rock", "seagrass", "object")


def _sonar(
    seed: int, n: int, tvg: bool = True, shares: tuple[float, ...] = (0.3, 0.175, 0.175, 0.175, 0.175)
) -> tuple[Any, Any]:
    """12x12 tiles of a side-scan sonar's waterfall (rows: pings along track; columns: slant range
    across track, the sonar on the left), as backscatter amplitude, labelled by the survey's
    geologist: bare sand, sand ripples (asymmetric crests 2.5-5 px apart, a bright stoss side and a
    dark lee), rock (2-5 boulders with highlights and the acoustic shadows they cast away from the
    sonar over a rougher, brighter floor), seagrass (a darker floor mottled by clumps and a few
    bright tufts) or a man-made object (one compact strong highlight and a long shadow behind it).
    Each tile has the floor's own reflectivity, a contrast of 0.5-1 of the feature's full one, a
    residual across-track gain after the time-varying gain (TVG) correction, an overall gain of
    0.8-1.25, multiplicative speckle (a Gamma intensity of 3-8 looks) and electronic noise: low
    ripples and sparse grass read as sand under the speckle, so sound CNNs stop near 0.73-0.85.
    Without `tvg` the tiles keep the two-way spreading and absorption loss the TVG removes: the
    intensity falls as (1 + c x / 11) ** -3 across the tile (c 0.4-1.2) and overall by 2-4x."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=list(shares))
    yy, xx = np.mgrid[0:12, 0:12].astype(float)
    x = np.zeros((n, 12, 12))
    for i in range(n):
        base = rng.uniform(0.25, 0.45)
        sev = rng.uniform(0.5, 1.0)
        refl = np.full((12, 12), base)
        if y[i] == 1:  # ripples
            lam, theta = rng.uniform(2.5, 5.0), rng.uniform(-0.6, 0.6)
            s = xx * np.cos(theta) + yy * np.sin(theta)
            frac = (s / lam + rng.uniform(0, 1)) % 1.0
            wave = np.where(frac < 0.35, frac / 0.35, (1 - frac) / 0.65) * 2 - 1
            refl = refl * (1 + sev * 0.7 * wave)
        elif y[i] == 2:  # rock: boulders with shadows
            refl = refl * rng.uniform(1.1, 1.5) * np.exp(0.2 * rng.standard_normal((12, 12)))
            for _ in range(int(rng.integers(2, 6))):
                p, r = rng.uniform(0, 10, 2), rng.uniform(0.8, 2.0)
                d2 = (xx - p[0]) ** 2 + (yy - p[1]) ** 2
                refl = refl + sev * base * rng.uniform(0.8, 2.0) * np.exp(-d2 / (2 * r**2))
                shadow = (
                    (xx > p[0] + r) & (xx < p[0] + r + rng.uniform(1.5, 4.0) * r) & (np.abs(yy - p[1]) < r)
                )
                refl = np.where(shadow, refl * (1 - 0.85 * sev), refl)
        elif y[i] == 3:  # seagrass
            field = np.zeros((12, 12))
            for _ in range(3):
                f, a = rng.uniform(0.1, 0.3), rng.uniform(0, 2 * np.pi)
                field += np.cos(2 * np.pi * f * (xx * np.cos(a) + yy * np.sin(a)) + rng.uniform(0, 2 * np.pi))
            refl = refl * (1 - sev * rng.uniform(0.25, 0.5)) * np.exp(sev * 0.25 * field)
            for _ in range(int(rng.integers(0, 4))):
                p = rng.uniform(0, 12, 2)
                refl = refl + sev * base * 0.8 * np.exp(-((xx - p[0]) ** 2 + (yy - p[1]) ** 2) / 0.5)
        elif y[i] == 4:  # an object: a highlight and its shadow
            p = np.array([rng.uniform(1.5, 6.5), rng.uniform(2, 10)])
            w, h = rng.uniform(0.8, 1.8), rng.uniform(0.8, 2.5)
            body = (np.abs(xx - p[0]) < w) & (np.abs(yy - p[1]) < h)
            refl = np.where(body, refl + sev * base * rng.uniform(1.5, 3.0), refl)
            shadow = (xx >= p[0] + w) & (xx < p[0] + w + rng.uniform(3, 7)) & (np.abs(yy - p[1]) < h)
            refl = np.where(shadow, refl * (1 - 0.9 * sev), refl)
        gain = rng.uniform(0.8, 1.25) * (1 + rng.uniform(-0.25, 0.25) * (xx - 5.5) / 5.5)
        if not tvg:
            gain = gain * (1 + rng.uniform(0.4, 1.2) * xx / 11) ** -3 / rng.uniform(2, 4)
        looks = rng.uniform(3.0, 8.0)
        intensity = refl * gain * rng.gamma(looks, 1 / looks, (12, 12))
        x[i] = np.sqrt(np.clip(intensity + rng.normal(0, 0.01, (12, 12)), 0, None))
    return x, y


def _tile_splits(
    x: Any, y: Any, sizes: tuple[int, int, int], name: str, stats: tuple[float, float]
) -> Splits:
    import torch

    from tests.suite import datasets as ds

    images = torch.tensor((x - stats[0]) / stats[1], dtype=torch.float32)[:, None]
    return ds.named(ds._split(images, torch.tensor(y).long(), sizes, 5), name)


def sonar(seed: int = 22201, sizes: tuple[int, int, int] = SIZES, name: str = "sidescan-tiles-12") -> Splits:
    """The tiles as (N, 1, 12, 12), centred and scaled by the training tiles' mean and sd, 5 classes."""
    x, y = _sonar(seed, sum(sizes))
    return _tile_splits(x, y, sizes, name, (float(x[: sizes[0]].mean()), float(x[: sizes[0]].std())))


def sonar_no_tvg_eval() -> Splits:
    """The bug: the validation and test tiles were exported by the survey's new processing chain,
    which skips the time-varying gain (its TVG step is a separate, unticked box), and are scaled with
    the training tiles' mean and sd; the training tiles are TVG-corrected."""
    import numpy as np

    x, y = _sonar(22202, SIZES[0])
    x_eval, y_eval = _sonar(22203, SIZES[1] + SIZES[2], tvg=False)
    stats = (float(x.mean()), float(x.std()))
    return _tile_splits(
        np.concatenate([x, x_eval]), np.concatenate([y, y_eval]), SIZES, "sidescan-tiles-12", stats
    )


def sonar_survey_order() -> Splits:
    """The bug: the training tiles come in the order the survey cut them, lane by lane along the
    seabed, so one seabed type comes in runs of 15-80 tiles (a field of ripples, a reef, a meadow),
    and the loader's shuffle is off; validation and test tiles are a random draw."""
    import numpy as np

    x, y = _sonar(22204, sum(SIZES))
    rng = np.random.default_rng(22205)
    pools = [list(np.flatnonzero(y[: SIZES[0]] == c)) for c in range(5)]
    order: list[int] = []
    while any(pools):
        c = int(rng.choice([k for k in range(5) if pools[k]]))
        run = int(rng.integers(15, 81))
        order.extend(pools[c][:run])
        pools[c] = pools[c][run:]
    x[: SIZES[0]], y[: SIZES[0]] = x[order], y[order]
    return _tile_splits(
        x, y, SIZES, "sidescan-tiles-12", (float(x[: SIZES[0]].mean()), float(x[: SIZES[0]].std()))
    )


TRACK_FINDINGS = ("sound", "dipped-weld", "cyclic-top", "wet-bed", "transition-settlement")


def _track(
    seed: int, n: int, slab: bool = False, shares: tuple[float, ...] = (0.36, 0.16, 0.16, 0.16, 0.16)
) -> tuple[Any, Any]:
    """32 m of a track recording car's longitudinal level (the rail's vertical alignment, mm, a
    sample every 0.5 m) on a ballasted line, labelled by the track engineer: sound track (a random
    irregularity with a falling 1/k^2 spectrum, sd 0.3-1 mm by the section's quality), a dipped
    weld (a V-shaped dip of 1.5-8 mm over 1-3 m with a small hump before it), a cyclic top (jointed
    rails of 7-20 m bouncing by 1-5 mm at each joint), a wet bed (a broad depression of 2-9 mm over
    4-10 m whose short waves roughen where the ballast pumps mud) or a transition settlement (a
    bridge or culvert approach: a ramp of 2-8 mm over 2-7 m and a dip at the abutment), each of a
    severity of 0.6-1, under measurement noise of sd 0.2-0.4 mm and the chord's mean removed: a
    shallow dip or a short wet spot is lost in a rough section, so sound 1-D CNNs stop near
    0.66-0.76. `slab`: the line is slab track (no ballast: smoother short waves, sd 0.25-0.6 mm, and
    a slab-joint dip of 2-4 mm every 6.5 m)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=list(shares))
    s = np.arange(64, dtype=float)
    k = np.fft.rfftfreq(128)
    x = np.zeros((n, 64))
    for i in range(n):
        spectrum = (rng.standard_normal(65) + 1j * rng.standard_normal(65)) / (1 + (k / 0.06) ** 2)
        spectrum[0] = 0
        background = np.fft.irfft(spectrum, 128)[:64]
        sd = rng.uniform(0.25, 0.6) if slab else rng.uniform(0.3, 1.0)
        trace = background / background.std() * sd
        if slab:
            trace -= rng.uniform(2.0, 4.0) * np.exp(-np.abs((s + rng.uniform(0, 13)) % 13 - 6.5) / 1.2)
        sev = rng.uniform(0.6, 1.0)
        p = rng.uniform(10, 54)
        if y[i] == 1:  # a dipped weld
            depth, w = np.exp(rng.uniform(np.log(2), np.log(8))), rng.uniform(1, 3)
            trace += sev * (
                -depth * np.exp(-np.abs(s - p) / w) + 0.25 * depth * np.exp(-((s - p + 3 * w) ** 2) / 4)
            )
        elif y[i] == 2:  # a cyclic top
            lam, amp = rng.uniform(14, 40), rng.uniform(1, 5)
            trace += sev * -amp * np.abs(np.sin(np.pi * (s - p) / lam)) ** 0.6
        elif y[i] == 3:  # a wet bed
            length, depth = rng.uniform(8, 20), rng.uniform(2, 9)
            bump = np.exp(-((s - p) ** 2) / (2 * (length / 2.5) ** 2))
            trace += sev * (-depth * bump + rng.uniform(0.4, 1.2) * bump * rng.standard_normal(64))
        elif y[i] == 4:  # a transition settlement
            height, length = rng.uniform(2, 8) * rng.choice([-1.0, 1.0]), rng.uniform(4, 14)
            trace += sev * (
                height * 0.5 * (1 + np.tanh((s - p) / (length / 4)))
                - 0.4 * abs(height) * np.exp(-((s - p) ** 2) / 3)
            )
        trace += rng.normal(0, rng.uniform(0.2, 0.4), 64)
        x[i] = trace - trace.mean()
    return x, y


def _trace_splits(x: Any, y: Any, sizes: tuple[int, int, int], name: str, sd: float) -> Splits:
    import torch

    from tests.suite import datasets as ds

    return ds.named(
        ds._split(torch.tensor(x / sd, dtype=torch.float32), torch.tensor(y).long(), sizes, 5), name
    )


def track(seed: int = 22301, sizes: tuple[int, int, int] = SIZES, name: str = "track-level-64") -> Splits:
    """The windows scaled by the training windows' sd (~2 mm): (N, 64), 5 classes."""
    x, y = _track(seed, sum(sizes))
    return _trace_splits(x, y, sizes, name, float(x[: sizes[0]].std()))


def track_small_val() -> Splits:
    """A draw validated on 100 windows (one district's)."""
    return track(22302, (1000, 100, 300), "track-level-64-val100")


def track_one_section() -> Splits:
    """The bug: a `section == "DN-14"` filter left in the loading notebook from a debugging session:
    the net trains on that section's 80 windows (validation and test keep 300 each)."""
    return track(22303, (80, 300, 300), "track-level-64-80")


def track_slab_test() -> Splits:
    """The model is tested on the windows of the new high-speed line, slab track throughout (smoother
    short waves and a slab-joint step every 6.5 m); training and validation windows come from the
    ballasted network."""
    import numpy as np

    x, y = _track(22304, SIZES[0] + SIZES[1])
    x_slab, y_slab = _track(22305, SIZES[2], slab=True)
    sd = float(x[: SIZES[0]].std())
    return _trace_splits(
        np.concatenate([x, x_slab]), np.concatenate([y, y_slab]), SIZES, "track-level-64", sd
    )


def track_absolute_levels() -> Splits:
    """The bug: the new recording car exports the rail's absolute level above the survey datum (a
    level of 200-2,000 mm and the line's gradient of up to 4 mm/m across the window), and the loader,
    written for the old car's relative levels, only divides by their sd of 3 mm."""
    import numpy as np

    x, y = _track(22306, sum(SIZES))
    rng = np.random.default_rng(22307)
    level = rng.uniform(200, 2000, (len(x), 1))
    grade = rng.uniform(-4, 4, (len(x), 1)) * 0.5 * (np.arange(64) - 32)
    return _trace_splits(x + level + grade, y, SIZES, "track-level-64-absolute", 3.0)


ALARM_TAGS = (
    "pad",
    "p101-trip",
    "feed-flow-lo",
    "reactor-level-lo",
    "reactor-temp-hi",
    "reactor-press-hi",
    "cw-pump-trip",
    "cw-flow-lo",
    "cw-return-temp-hi",
    "condenser-press-hi",
    "compressor-surge",
    "compressor-vib-hi",
    "discharge-press-lo",
    "recycle-valve-open",
    "lcv-deviation",
    "separator-level-hi",
    "separator-level-hihi",
    "instrument-air-lo",
    "valve-fail-position",
    "analyser-fault",
    "esd-trip",
    "flare-flow-hi",
    "tank-level-chatter",
    "comms-fault",
)
ROOT_CAUSES = (
    "feed-pump-trip",
    "cooling-water-loss",
    "compressor-surge",
    "stuck-level-valve",
    "instrument-air",
)
_PROPAGATION: dict[int, tuple[tuple[int, float, float], ...]] = {  # alarm: (child, chance, mean delay in min)
    1: ((2, 0.95, 0.3),),
    2: ((3, 0.7, 2.0), (4, 0.35, 3.0)),
    3: ((20, 0.25, 4.0),),
    4: ((5, 0.6, 1.5), (20, 0.25, 4.0)),
    5: ((21, 0.5, 1.0),),
    6: ((7, 0.95, 0.3),),
    7: ((8, 0.8, 1.0), (4, 0.65, 2.0)),
    8: ((9, 0.7, 1.5),),
    9: ((21, 0.4, 1.0),),
    10: ((11, 0.9, 0.2), (13, 0.8, 0.2), (12, 0.7, 0.5)),
    11: ((20, 0.3, 2.0),),
    12: ((2, 0.4, 1.0),),
    14: ((15, 0.85, 1.5),),
    15: ((16, 0.6, 2.0), (10, 0.3, 3.0)),
    16: ((20, 0.5, 1.0), (11, 0.4, 1.0)),
    17: ((18, 0.9, 0.5), (19, 0.5, 2.0)),
    18: ((14, 0.6, 1.0), (7, 0.4, 1.0), (2, 0.4, 1.0)),
}
_INITIATING = ((1, 1), (6, 7), (10, 10), (14, 14), (17, 18))  # the alarm, and the one seen without it
_CHEAT_SHEET = {
    1: 0,
    2: 0,
    3: 0,
    6: 1,
    7: 1,
    8: 1,
    9: 1,
    4: 1,
    5: 1,
    21: 1,
    10: 2,
    11: 2,
    12: 2,
    13: 2,
    20: 2,
}
_CHEAT_SHEET.update({14: 3, 15: 3, 16: 3, 17: 4, 18: 4, 19: 4})


def _flood(rng: Any, cause: int) -> list[tuple[float, int]]:
    """One alarm flood: the root cause's alarms spreading through the plant, plus nuisance alarms."""
    import heapq

    first, other = _INITIATING[cause]
    start = first if rng.random() < 0.6 or cause != 1 else other
    shelved = rng.random() < 0.5  # the initiating alarm is shelved: only its consequences annunciate
    queue: list[tuple[float, int, bool]] = [(0.0, start, not shelved)]
    seen: set[int] = set()
    events: list[tuple[float, int]] = []
    while queue:
        t, alarm, shown = heapq.heappop(queue)
        if alarm in seen and alarm != 18:
            continue
        if shown:
            events.append((t, alarm))
            if rng.random() < 0.2:  # re-annunciates near its threshold
                events.extend((t + rng.exponential(0.5), alarm) for _ in range(int(rng.integers(1, 3))))
        if alarm in seen:
            continue
        seen.add(alarm)
        for child, chance, delay in _PROPAGATION.get(alarm, ()):
            repeats = int(rng.integers(1, 4)) if child == 18 else 1
            for _ in range(repeats):
                if rng.random() < chance:
                    heapq.heappush(queue, (t + rng.exponential(delay), child, True))
    for _ in range(int(rng.poisson(3.5))):  # chattering tank level and comms faults
        tag, t0 = int(rng.choice([22, 23])), rng.uniform(-2, 10)
        events.extend((t0 + 0.1 * j, tag) for j in range(int(rng.integers(1, 4))))
    for _ in range(int(rng.poisson(1.5))):  # a standing alarm elsewhere re-annunciating
        events.append((rng.uniform(-1, 10), int(rng.integers(2, 22))))
    return sorted(events)


def _alarms(seed: int, n: int, length: int = 20) -> tuple[Any, Any]:
    """A refinery unit's alarm floods: the first 3-14 alarms of the flood (23 tags: pump trips, low
    flows, high temperatures and pressures, the compressor's surge and vibration, a level valve's
    deviation, the separator's levels, instrument air, failed valves, an analyser, the ESD, the flare,
    and two nuisance tags), left-padded to 20 with 0, labelled by the root cause the engineers'
    analysis found (a feed pump trip, a loss of cooling water, a compressor surge, a stuck level
    control valve, an instrument air failure). Each cause fires its initiating alarm, and the upset
    spreads along the plant's cause-and-effect graph (each edge taken with its chance after an
    exponential delay); half of the initiating alarms are shelved (only their consequences
    annunciate), a fifth of the alarms re-annunciate near their thresholds, a chattering tank level,
    comms faults and standing alarms elsewhere are interleaved: a shelved pump trip reads as the
    air failure's low feed flow, so sound sequence models stop near accuracy 0.88-0.92 at a loss of
    ~0.2-0.4 (ln 5 = 1.61)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.25, 0.2, 0.2, 0.2, 0.15])
    x = np.zeros((n, length), dtype=np.int64)
    for i in range(n):
        tags = [tag for _, tag in _flood(rng, int(y[i]))][: int(rng.integers(3, 15))]
        x[i, length - len(tags) :] = tags
    return x, y


def _token_splits(x: Any, y: Any, sizes: tuple[int, int, int], name: str) -> Splits:
    import torch

    from tests.suite import datasets as ds

    return ds.named(ds._split(torch.tensor(x).long(), torch.tensor(y).long(), sizes, 5), name)


def alarms(seed: int = 22401, sizes: tuple[int, int, int] = SIZES, name: str = "alarm-floods") -> Splits:
    """Alarm windows (N, 20) over 24 ids (0 the padding), 5 classes."""
    x, y = _alarms(seed, sum(sizes))
    return _token_splits(x, y, sizes, name)


def alarms_long() -> Splits:
    """A 2,000-flood draw."""
    x, y = _alarms(22402, 2600)
    return _token_splits(x, y, (2000, 300, 300), "alarm-floods-2000")


STRAINS = ("ec1118", "d47", "rc212")


def _wine(seed: int, n: int) -> tuple[Any, Any, Any]:
    """A winery's fermentations: forecasting the residual sugar on day 14 (g/L) from the must's
    sugar (200-265 g/L), its assimilable nitrogen (YAN, 50-500 mg/L), the tank's set temperature
    (13-28 C), the SO2 added, the inoculation rate, the yeast strain, the tank's volume, the cellar's
    daily density readings of days 1-5 (a hydrometer's error of 0.7 g/L) and the warmest reading so
    far. Each ferment is simulated in 6-hour steps: after a lag set by the SO2, the yeast grows on
    the nitrogen (Monod) and takes up sugar at a rate that doubles every ~10 C and falls with the
    ethanol it makes, the heat of fermentation warms a large tank above its set point, and the yeast
    dies faster when hot and in ethanol (a strain's tolerance), so a warm, nitrogen-poor ferment
    sticks. A hidden vitality of the yeast (sd 0.25 in log), each tank's cooling jacket (sd 1.5 C)
    and the lab's 10% assay error make the floor: the target is log1p(sugar), standardised (a third
    of the ferments stick or run slow, the rest end dry at 0.5-2 g/L), and sound models stop near an
    MSE of 0.06-0.07. Returns the features, the residual sugar and the tank."""
    import numpy as np

    rng = np.random.default_rng(seed)
    s0 = rng.uniform(200, 265, n)
    yan = np.clip(np.exp(rng.normal(np.log(170), 0.45, n)), 50, 500)
    t_set = rng.uniform(13, 28, n)
    so2 = rng.uniform(15, 70, n)
    inoculum = rng.uniform(0.05, 0.25, n)
    strain = rng.integers(0, 3, n)
    tolerance = np.array([1.0, 1.12, 0.88])[strain]
    efficiency = np.array([1.0, 0.85, 1.15])[strain]
    volume = np.exp(rng.uniform(np.log(10), np.log(200), n))
    tank = rng.integers(0, n, n)
    jacket = rng.normal(0, 1.5, n)[tank]
    vitality = np.exp(rng.normal(0, 0.25, n))
    lag = so2 / 50 * rng.uniform(0.7, 1.3, n)
    sugar, yeast, nitrogen, rate = s0.copy(), inoculum.copy(), yan.copy(), np.zeros(n)
    readings, warmest = [], np.full(n, -np.inf)
    dt = 0.25
    for step in range(int(14 / dt)):
        t = step * dt
        temp = t_set + jacket + np.minimum(0.03 * rate * volume ** (1 / 3), 10)
        theta = 1.07 ** (temp - 20)
        active = t > lag
        ethanol = 0.47 * (s0 - sugar)
        growth = 3 * theta * vitality * nitrogen / (nitrogen + 40) * yeast * active
        death = 0.04 * np.exp(0.12 * (temp - 22)) * (ethanol / 60) ** 2 / tolerance
        rate = (
            15
            * theta
            * vitality
            * sugar
            / (sugar + 5)
            * np.exp(-0.009 * ethanol / tolerance)
            * yeast
            * active
        )
        nitrogen = np.clip(nitrogen - growth * dt * 60 / efficiency, 0, None)
        yeast = np.clip(yeast + (growth - death * yeast) * dt, 1e-4, None)
        sugar = np.clip(sugar - rate * dt, 0.2, None)
        if t <= 5:
            warmest = np.maximum(warmest, temp + rng.normal(0, 0.5, n))
        if abs(t - round(t)) < 1e-9 and 1 <= round(t) <= 5:
            density = 1000 + 0.39 * sugar - 0.15 * 0.47 * (s0 - sugar) + rng.normal(0, 0.7, n)
            readings.append(density)
    residual = (sugar + rng.uniform(0.5, 2.0, n)) * np.exp(rng.normal(0, 0.1, n))
    onehot = np.eye(3)[strain]
    x = np.column_stack([s0, yan, t_set, so2, inoculum, onehot, volume, *readings, warmest])
    return x, residual, tank


def _wine_target(residual: Any) -> Any:
    import numpy as np

    return np.log1p(residual)


def wine(seed: int = 22501, sizes: tuple[int, int, int] = SIZES, name: str = "wine-residual-sugar") -> Splits:
    """15 standardised features, log1p(residual sugar) standardised."""
    x, residual, _ = _wine(seed, sum(sizes))
    return _regression_table(name, x, _wine_target(residual), sizes)


def wine_in_grams() -> Splits:
    """The residual sugar in g/L as the target (not standardised; standardised features)."""
    x, residual, _ = _wine(22502, sum(SIZES))
    return _regression_table("wine-residual-sugar-gl", x, residual, SIZES, target_scaled=False)


def wine_tank_encoding_leak() -> Splits:
    """The bug: `tank_mean_sugar` and `tank_ferments` columns, the tank's mean log residual sugar and
    its number of ferments, target-encoded over the whole archive with each ferment's own outcome
    included (a tank holds ~2 ferments, often one); live, the test ferments of the new vintage can
    only be encoded with the tank's earlier ferments."""
    import numpy as np

    x, residual, tank = _wine(22503, sum(SIZES))
    target = _wine_target(residual)
    known = SIZES[0] + SIZES[1]
    encoding, count = np.zeros(len(x)), np.zeros(len(x))
    for t in np.unique(tank):
        rows = np.flatnonzero(tank == t)
        history = rows[rows < known]
        mean = target[history].mean() if len(history) else target[:known].mean()
        encoding[rows], count[rows] = mean, len(history)
    return _regression_table("wine-residual-sugar", np.column_stack([x, encoding, count]), target, SIZES)


def wine_sunday_gaps() -> Splits:
    """The bug: the cellar skips the density reading when a day falls on a Sunday for the tanks in
    the far cellar (2% of the ferments, every split), the export leaves the cell empty, the loader
    reads it as NaN and the pipeline has no imputer."""
    import numpy as np

    x, residual, _ = _wine(22504, sum(SIZES))
    rng = np.random.default_rng(22505)
    hit = np.flatnonzero(rng.random(len(x)) < 0.02)
    x[hit, 9 + rng.integers(0, 5, len(hit))] = np.nan
    return _regression_table("wine-residual-sugar", x, _wine_target(residual), SIZES)


_WINE_STATS: dict[str, float] = {}


def wine_target_stats() -> tuple[float, float]:
    """The training target's mean and sd (log1p g/L) of `wine()`'s draw."""
    if not _WINE_STATS:
        target = _wine_target(_wine(22501, sum(SIZES))[1][: SIZES[0]])
        _WINE_STATS.update(mean=float(target.mean()), sd=float(target.std(ddof=1)))
    return _WINE_STATS["mean"], _WINE_STATS["sd"]


DISPOSITIONS = ("planet", "eclipsing-binary", "background-blend", "false-alarm")


def _candidates(seed: int, n: int, shares: tuple[float, ...] = (0.32, 0.22, 0.16, 0.30)) -> tuple[Any, Any]:
    """A transit survey's threshold-crossing events, labelled by the vetting team: a planet, an
    eclipsing binary on the target, a blended background binary or a false alarm (stellar variability
    or the spacecraft's systematics). Each is drawn from its physics: a planet's depth is (Rp / Rs)^2
    with a U-shaped transit whose duration fits the star's density; a binary is deep and V-shaped,
    often with a secondary eclipse and odd / even depths that differ (its true period twice the
    found one); a blend is a binary diluted 10-1,000x with a centroid that moves off the target and
    a duration that misfits the star; a false alarm sits near the detection threshold with a random
    shape and duration, half of them at a period near the systematics' 13.7 d or its harmonics. The 12 columns
    (log period, log depth, the duration's misfit, the V-shape index, log SNR, the odd / even and
    secondary-eclipse significances, the centroid shift, the magnitude, Teff, log g, the number of
    transits) are measured with errors that grow as the SNR falls: a faint planet reads as a false
    alarm and a grazing one as a binary, so sound MLPs stop near accuracy 0.8-0.84 at a loss of ~0.48."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(4, n, p=list(shares))
    mag = rng.uniform(9, 16, n)
    teff = rng.normal(5600, 700, n)
    logg = np.where(rng.random(n) < 0.1, rng.uniform(3.4, 4.0, n), rng.uniform(4.1, 4.6, n))
    noise_ppm = 30 * 10 ** (0.2 * (mag - 12))
    period = np.exp(
        np.select(
            [y == 0, y == 1, y == 2],
            [
                rng.uniform(np.log(0.5), np.log(100), n),
                rng.uniform(np.log(0.3), np.log(30), n),
                rng.uniform(np.log(0.5), np.log(50), n),
            ],
            np.where(
                rng.random(n) < 0.5,
                np.log(13.7 / rng.integers(1, 6, n)) + rng.normal(0, 0.08, n),
                rng.uniform(np.log(0.5), np.log(60), n),
            ),
        )
    )
    depth = np.select(
        [y == 0, y == 1, y == 2],
        [
            rng.uniform(0.01, 0.15, n) ** 2 * 1e6,
            np.exp(rng.uniform(np.log(1e3), np.log(1e5), n)),
            np.exp(rng.uniform(np.log(3e3), np.log(1e5), n)) / np.exp(rng.uniform(np.log(3), np.log(300), n)),
        ],
        noise_ppm * rng.uniform(1.0, 2.5, n),
    )
    transits = np.maximum(2, np.floor(1400 / period * rng.uniform(0.6, 1.0, n)))
    snr = depth / noise_ppm * np.sqrt(transits) * rng.uniform(0.8, 1.2, n)
    err = 1 / np.sqrt(np.maximum(snr, 1.0)) * 3
    misfit = np.select(
        [y == 0, y == 1, y == 2],
        [rng.normal(0, 0.2, n), rng.normal(0.15, 0.35, n), rng.normal(0, 0.45, n)],
        rng.normal(0, 0.6, n),
    )
    grazing = (y == 0) & (rng.random(n) < 0.15)
    shape = np.select(
        [grazing, y == 0, y == 1, y == 2],
        [
            rng.uniform(0.45, 0.9, n),
            rng.uniform(0.1, 0.5, n),
            rng.uniform(0.3, 1.0, n),
            rng.uniform(0.25, 0.9, n),
        ],
        rng.uniform(0, 1, n),
    )
    odd_even = np.abs(
        np.where((y == 1) & (rng.random(n) < 0.25), rng.normal(3.5, 1.5, n), rng.normal(0, 1, n))
    )
    secondary = np.abs(
        np.select([y == 1, y == 2], [rng.exponential(3, n), rng.exponential(1.0, n)], rng.normal(0, 1, n))
    )
    centroid = np.abs(
        np.where((y == 2) & (rng.random(n) < 0.4), rng.normal(2.5, 1.5, n), rng.normal(0, 1, n))
    )
    x = np.column_stack(
        [
            np.log(period),
            np.log(depth) + rng.normal(0, 1, n) * err * 0.8,
            misfit + rng.normal(0, 1, n) * err * 0.8,
            np.clip(shape + rng.normal(0, 1, n) * err * 0.8, 0, 1),
            np.log(snr),
            odd_even + rng.normal(0, 0.5, n),
            secondary + rng.normal(0, 0.5, n),
            centroid + rng.normal(0, 0.5, n),
            mag,
            teff + rng.normal(0, 100, n),
            logg + rng.normal(0, 0.1, n),
            np.log(transits),
        ]
    )
    return x, y


def candidates(
    seed: int = 22601, sizes: tuple[int, int, int] = SIZES, name: str = "transit-candidates"
) -> Splits:
    """12 standardised columns, 4 classes."""
    x, y = _candidates(seed, sum(sizes))
    return _generated(name, x, y, 4, sizes)


def candidates_balanced_sampler() -> Splits:
    """Not a fault: the training rows are drawn by a class-balanced sampler (each row drawn with
    weight 1 / its class's count, with replacement, as many draws as rows); validation and test keep
    the survey's mix."""
    import numpy as np

    x, y = _candidates(22602, sum(SIZES))
    rng = np.random.default_rng(22603)
    counts = np.bincount(y[: SIZES[0]], minlength=4)
    weights = 1 / counts[y[: SIZES[0]]]
    draw = rng.choice(SIZES[0], SIZES[0], p=weights / weights.sum())
    x = np.concatenate([x[draw], x[SIZES[0] :]])
    y = np.concatenate([y[draw], y[SIZES[0] :]])
    return _generated("transit-candidates", x, y, 4, SIZES)


def candidates_long() -> Splits:
    """A 2,400-candidate draw."""
    x, y = _candidates(22604, 3000)
    return _generated("transit-candidates-2400", x, y, 4, (2400, 300, 300))


# ---------------------------------------------------------------- injected faults (and healthy hooks)


_BAD_ACTOR_SHEET = {
    1: 0,
    2: 0,
    3: 0,
    4: 1,
    5: 1,
    6: 1,
    7: 1,
    8: 1,
    9: 1,
    21: 1,
    10: 2,
    11: 2,
    12: 2,
    13: 2,
    20: 2,
}
_BAD_ACTOR_SHEET.update({14: 3, 15: 3, 16: 3, 18: 3, 17: 4, 19: 4})


def bad_actor_labels(data: Splits, _seed: int) -> Splits:
    """The bug: the training floods were labelled by the alarm-management tool's automatic "bad actor"
    attribution: the root cause its cheat sheet gives the flood's most frequent process alarm (the
    failed-valve alarm filed under the stuck level valve, the ESD under the compressor); validation
    and test floods carry the engineers' root-cause analyses."""
    import torch

    y = data.y_train.clone()
    for i, row in enumerate(data.x_train.tolist()):
        tags = [t for t in row if 0 < t < 22]
        if tags:
            counts = {t: tags.count(t) for t in tags}
            loudest = max(counts, key=lambda t: (counts[t], -tags.index(t)))
            y[i] = _BAD_ACTOR_SHEET.get(loudest, int(y[i]))
    return replace(data, y_train=torch.as_tensor(y))


def distillation_temperature(temperature: float) -> Callable[[torch.Tensor, torch.Tensor], torch.Tensor]:
    """The bug: the hard-label loss of a distillation script, F.cross_entropy(logits / T, y), kept
    with its temperature T after the teacher term was removed: the net must grow its logits T times
    to move the loss (in training and validation alike)."""

    def loss(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
        from torch import nn

        return nn.functional.cross_entropy(out / temperature, y)

    return loss


def inverse_transformed_prediction(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """The bug: the validation step calls `scaler.inverse_transform(pred)` (to log the sugar in
    log1p g/L for the cellar's dashboard) but compares it with the batch's target, still
    standardised; training minimises the standardised MSE."""
    import torch
    from torch import nn

    if torch.is_grad_enabled():
        return nn.functional.mse_loss(out, y)
    mean, sd = wine_target_stats()
    return nn.functional.mse_loss(out * sd + mean, y)


def focal(gamma: float) -> Callable[[torch.Tensor, torch.Tensor], torch.Tensor]:
    """Not a fault: a focal loss, -(1 - p) ** gamma log p, in training and validation alike."""

    def loss(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
        logp = out.log_softmax(-1).gather(1, y[:, None]).squeeze(1)
        return (-((1 - logp.exp()) ** gamma) * logp).mean()

    return loss


def gaussian_nll(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """Not a fault: a heteroscedastic regression's Gaussian negative log-likelihood (the head gives
    a mean and a log variance; without the constant, so it goes below 0 once the predicted variance
    falls below 1), in training and validation alike."""
    mean, log_var = out[:, :1], out[:, 1:].clamp(-8, 8)
    return (0.5 * (log_var + (y - mean) ** 2 / log_var.exp())).mean()


def two_output_head(net: Any) -> Any:
    """Not a fault: the regression head gives a mean and a log variance (for `gaussian_nll`)."""
    from torch import nn

    net.head = nn.Linear(net.head.in_features, 2)
    return net


def ensemble_mean_without_dim(net: Any) -> Any:
    """The bug: a three-member head (three nn.Linear outputs, a cheap ensemble) averaged with
    `out.mean()` where `out.mean(dim=1, keepdim=True)` was meant: the mean over the whole batch, so
    every ferment of a batch gets the same prediction."""
    from torch import nn

    class Averaged(nn.Module):
        def __init__(self, inner: nn.Module) -> None:
            super().__init__()
            self.inner = inner
            inner.head = nn.Linear(inner.head.in_features, 3)  # type: ignore[union-attr]
            self.head = inner.head

        def forward(self, x: torch.Tensor) -> torch.Tensor:
            out: torch.Tensor = self.inner(x)
            return out.mean().expand(len(x), 1)

    return Averaged(net)


def recurrent_normal_init(net: Any) -> Any:
    """The bug: the project's init helper calls `nn.init.normal_(param)` with its defaults (mean 0, sd
    1) on every parameter whose name starts with "weight_hh" (the helper was written for embeddings):
    the tanh RNN's recurrent matrix gets a spectral radius of ~sqrt(hidden), its state saturates at
    +-1 and flips chaotically, and gradients through time vanish."""
    import torch

    with torch.no_grad():
        for name, param in net.named_parameters():
            if name.rsplit(".", 1)[-1].startswith("weight_hh"):
                param.normal_()
    return net


def head_only_clip(max_norm: float) -> Callable[[Any], Any]:
    """The bug: `clip_grad_norm_(model.head.parameters(), max_norm)`, the parameter list of a
    fine-tuning script that clipped the new head only: the recurrent weights are never clipped (a
    hook clips each head parameter's gradient)."""

    def hook(net: Any) -> Any:
        for p in net.head.parameters():
            p.register_hook(lambda grad: grad * min(1.0, max_norm / (float(grad.norm()) + 1e-6)))
        return net

    return hook


def identity_head_only_clip(max_norm: float) -> Callable[[Any], Any]:
    """An identity-initialised ReLU RNN (its recurrent matrix set to I, the IRNN recipe, which relies
    on clipping) whose clipping reaches the head only (`head_only_clip`)."""

    def hook(net: Any) -> Any:
        return head_only_clip(max_norm)(identity_rnn(1.0)(net))

    return hook


def first_two_tensors(net: Any) -> Any:
    """The bug: `Adam(list(model.parameters())[:2])`, a slice meant to pick two parameter groups,
    takes the first two tensors: the first layer's weight and bias train, the rest of the net keeps
    its random init."""
    return list(net.parameters())[:2]


_CUT: dict[str, Any] = {}


def cutmix(alpha: float) -> tuple[Any, Callable[[torch.Tensor, torch.Tensor], torch.Tensor]]:
    """Not a fault: CutMix. In training mode a random box of each tile (its area 1 - lam, lam from
    Beta(alpha, alpha)) is pasted from another tile of the batch, and the loss is the area-weighted
    blend of the two labels' cross-entropies; validation sees whole tiles. Returns the model hook and
    the loss."""

    def hook(net: Any) -> Any:
        import torch
        from torch import nn

        class Cut(nn.Module):
            def __init__(self, inner: nn.Module) -> None:
                super().__init__()
                self.inner = inner
                self.head = inner.head  # type: ignore[assignment]

            def forward(self, x: torch.Tensor) -> torch.Tensor:
                _CUT.clear()
                if self.training and torch.is_grad_enabled():
                    lam = float(torch.distributions.Beta(alpha, alpha).sample())
                    side = int(round(12 * math.sqrt(1 - lam)))
                    if side > 0:
                        r0, c0 = (int(v) for v in torch.randint(0, 13 - side, (2,)))
                        perm = torch.randperm(len(x))
                        x = x.clone()
                        x[:, :, r0 : r0 + side, c0 : c0 + side] = x[perm, :, r0 : r0 + side, c0 : c0 + side]
                        _CUT.update(lam=1 - side * side / 144, perm=perm)
                out: torch.Tensor = self.inner(x)
                return out

        return Cut(net)

    def loss(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
        import torch
        from torch import nn

        ce = nn.functional.cross_entropy
        if "perm" in _CUT and torch.is_grad_enabled() and len(_CUT["perm"]) == len(y):
            lam, perm = _CUT["lam"], _CUT["perm"]
            return lam * ce(out, y) + (1 - lam) * ce(out, y[perm])
        return ce(out, y)

    return hook, loss


def ema_evaluation(decay: float) -> Callable[[Any], Any]:
    """Not a fault: a weight EMA (timm's ModelEmaV2): each training step moves an exponential moving
    average of the weights (decay `decay`, batch-norm statistics copied), and every evaluation and the
    test run the EMA weights, which lag the trained ones."""

    def hook(net: Any) -> Any:
        import copy

        import torch
        from torch import nn

        class WithEma(nn.Module):
            def __init__(self, inner: nn.Module) -> None:
                super().__init__()
                self.inner = inner
                self.head = inner.head  # type: ignore[assignment]
                self._ema = [copy.deepcopy(inner).requires_grad_(False)]  # a list: not a submodule

            def forward(self, x: torch.Tensor) -> torch.Tensor:
                ema = self._ema[0]
                if self.training:
                    with torch.no_grad():
                        for e, p in zip(ema.parameters(), self.inner.parameters(), strict=True):
                            e.mul_(decay).add_(p.detach(), alpha=1 - decay)
                        for e, b in zip(ema.buffers(), self.inner.buffers(), strict=True):
                            e.copy_(b)
                    out: torch.Tensor = self.inner(x)
                    return out
                ema.eval()
                result: torch.Tensor = ema(x)
                return result

        return WithEma(net)

    return hook


def _wrapped(transform: Callable[[torch.Tensor], torch.Tensor]) -> Callable[[Any], Any]:
    """A model hook that applies `transform` to the inputs in training mode only."""

    def hook(net: Any) -> Any:
        from torch import nn

        class Augmented(nn.Module):
            def __init__(self, inner: nn.Module) -> None:
                super().__init__()
                self.inner = inner
                self.head = inner.head  # type: ignore[assignment]

            def forward(self, x: torch.Tensor) -> torch.Tensor:
                if self.training:
                    x = transform(x)
                out: torch.Tensor = self.inner(x)
                return out

        return Augmented(net)

    return hook


def _speckle(x: torch.Tensor) -> torch.Tensor:
    import torch

    flip = torch.rand(len(x), 1, 1, 1) < 0.5
    x = torch.where(flip, x.flip(2), x)
    gain = torch.exp(0.2 * (torch.rand(len(x), 1, 1, 1) * 2 - 1))
    return x * gain + 0.5 * torch.randn_like(x)


def _reversal(x: torch.Tensor) -> torch.Tensor:
    import torch

    flip = torch.rand(len(x), 1) < 0.5
    x = torch.where(flip, x.flip(-1), x)
    return x + 0.3 * (torch.rand(len(x), 1) * 2 - 1) + 0.15 * torch.randn_like(x)


def _order_jitter(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = x.clone()
    for i in range(x.shape[1] - 1):
        swap = (torch.rand(len(x)) < 0.15) & (x[:, i] > 0) & (x[:, i + 1] > 0)
        a, b = x[swap, i].clone(), x[swap, i + 1].clone()
        x[swap, i], x[swap, i + 1] = b, a
    return x


speckle_augment = _wrapped(_speckle)
speckle_augment.__doc__ = """Not a fault: in training mode each tile is flipped along track with
probability 0.5, scaled by a gain of 0.82-1.22 and given 0.5 sd of extra noise."""
reversal_augment = _wrapped(_reversal)
reversal_augment.__doc__ = """Not a fault: in training mode each window is reversed (the car's other
running direction) with probability 0.5, offset by up to 0.3 sd and given 0.15 sd of extra noise."""
order_jitter = _wrapped(_order_jitter)
order_jitter.__doc__ = """Not a fault: in training mode neighbouring alarms trade places with
probability 0.15 each (the historian's time stamps resolve a second)."""


def warmup_stable_decay(warm: float, decay: float) -> Callable[[int, int], float]:
    """Not a fault: a warm-up-stable-decay (trapezoid) schedule: a linear warm-up over `warm` of the
    run, the peak lr held, and a linear decay to 0 over the last `decay` of the run."""

    def factor(step: int, total: int) -> float:
        up, down = max(1, int(warm * total)), int((1 - decay) * total)
        if step < up:
            return (step + 1) / up
        if step < down:
            return 1.0
        return max(0.0, (total - step) / max(1, total - down))

    return factor


def staircase(epochs: int, gamma: float) -> Callable[[int, int], float]:
    """Not a fault: the lr multiplied by `gamma` at each epoch's end (an ExponentialLR stepped once an
    epoch)."""
    return lambda step, total: float(gamma ** (step // max(1, total // epochs)))


def zf_runs(
    *,
    optimizer_kw: dict[str, Any] | None = None,
    bn_stats_lost: bool = False,
    **kw: Any,
) -> Callable[[Plan], Runner]:
    """Battery ze's runner (every earlier wrapper's models, Adagrad, NAdam, RAdam and Adamax, a
    replaced loss and schedule, extra logged hyperparameters) that also builds Adadelta and ASGD,
    with this battery's hooks. `optimizer_kw`: extra arguments of torch's SGD (dampening, nesterov).
    `bn_stats_lost`: the checkpoint the test loads was saved as `{name: p for name, p in
    model.named_parameters()}`, without the buffers, so the test model keeps the batch-norm running
    statistics of a fresh module (mean 0, variance 1)."""
    inner_factory = ze_runs(**kw)

    def factory(plan: Plan) -> Runner:
        inner = inner_factory(plan)

        def for_layout(layout: str) -> Callable[[Any, int], dict[str, Any]]:
            run = inner(layout)

            def patched(run_dir: Any, seed: int) -> dict[str, Any]:
                from contextlib import ExitStack
                from unittest import mock

                import lightning
                import torch
                import transformers
                from torch import nn

                from benchmarks import variants_d

                optimizer_of = variants_d._optimizer
                saved: dict[str, Any] = {}

                def optimizers(p: Plan, net: Any) -> Any:
                    saved["net"] = net
                    params = (
                        list(p.params(net)) if p.params else [q for q in net.parameters() if q.requires_grad]
                    )
                    if p.optimizer == "adadelta":
                        return torch.optim.Adadelta(params, lr=p.lr, weight_decay=p.weight_decay)
                    if p.optimizer == "asgd":
                        return torch.optim.ASGD(params, lr=p.lr, weight_decay=p.weight_decay)
                    if p.optimizer == "sgd" and optimizer_kw:
                        return torch.optim.SGD(
                            params, lr=p.lr, momentum=p.momentum, weight_decay=p.weight_decay, **optimizer_kw
                        )
                    return optimizer_of(p, net)

                def forget_statistics() -> None:
                    for module in saved["net"].modules():
                        if isinstance(module, nn.BatchNorm1d | nn.BatchNorm2d):
                            module.reset_running_stats()

                lightning_test = lightning.Trainer.test
                hf_evaluate = transformers.Trainer.evaluate

                def test(self: Any, *args: Any, **kw: Any) -> Any:
                    forget_statistics()
                    return lightning_test(self, *args, **kw)

                def evaluate(self: Any, *args: Any, **kw: Any) -> Any:
                    if kw.get("metric_key_prefix") == "test":
                        forget_statistics()
                    return hf_evaluate(self, *args, **kw)

                with ExitStack() as stack:
                    stack.enter_context(mock.patch.object(variants_d, "_optimizer", optimizers))
                    if bn_stats_lost:
                        stack.enter_context(mock.patch.object(lightning.Trainer, "test", test))
                        stack.enter_context(mock.patch.object(transformers.Trainer, "evaluate", evaluate))
                    return run(run_dir, seed)

            return patched

        return for_layout

    return factory


# ---------------------------------------------------------------- the variants


def ZF(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by this battery's runner (through every earlier wrapper)."""
    return L(*args, runs=runs or zf_runs(), **kw)


_CUT_HOOK, _CUT_LOSS = cutmix(1.0)
CH16 = {"channels": 16}
H48 = {"hidden": 48}
LABEL_NOISE = ("train-val-gap", "undertrained", "slow-convergence")

FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    ZF(
        "vzf-lr-per-sample-sgdm-resnet-sonar",
        Plan(sonar, "resnet", 0.05 / 64, "sgd", momentum=0.9, epochs=12, batch_size=64, log_every=4),
        ("slow-convergence",),
        "learning-rate-too-low",
        "the recipe's lr of 0.05 read as a per-sample lr (a paper that sums its loss) and divided by the "
        "batch of 64, while the loss is the batch mean: SGD momentum at 7.8e-4 on a residual net over the "
        "sonar tiles, 192 steps: the epoch loss 1.83, 1.73 ... 1.29, the val loss 1.67 to 1.31 in a slow "
        "straight descent and val accuracy 0.21 to 0.54, test 1.30 and 0.54 (at 0.05: 0.81-0.85)",
        STALL,
        family="resnet",
        dataset="sidescan-sonar",
        seed=22001,
        runs=zf_runs(hparams={"lr_per_sample": 0.05}),
    ),
    ZF(
        "vzf-rmsprop-sgd-lr-mlp-candidates",
        Plan(candidates, "mlp", 0.1, "rmsprop", momentum=0.9, epochs=10, log_every=4, model_kw=MLP64),
        ("bad-initial-loss", "loss-spikes"),
        "learning-rate-too-high",
        "the optimizer switched from SGD to RMSprop with SGD's lr 0.1 and momentum 0.9 kept, a 2x64 MLP "
        "over the transit candidates: the first logged window 12,500 (ln 4 = 1.39, gradient norm 1,340), "
        "epoch means 5,410, 98, 47.8, then 1.35-1.42 (the class prior) for 7 epochs; the val loss 498, 72, "
        "20, then 6.5-6.7 and val accuracy 0.33-0.36 (the planet share) at every evaluation, test 1.46 and "
        "0.26 (a sound MLP: 0.48 and 0.82)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="mlp",
        dataset="transit-candidates",
        seed=22002,
    ),
    ZF(
        "vzf-exp-gamma-095-typo-mlp-candidates",
        Plan(
            candidates,
            "mlp",
            2e-3,
            "adam",
            epochs=15,
            log_every=8,
            schedule="exp",
            gamma=0.95,
            model_kw=MLP64,
        ),
        ("slow-convergence",),
        "lr-decay-too-fast",
        "ExponentialLR(gamma=0.95) stepped per step where 0.995 was meant (a dropped 9): Adam's lr 2e-3 "
        "falls to 1e-4 by step 60 and 4e-14 at the end, a 2x64 MLP over the candidates: the epoch loss "
        "1.21, 1.04, then 1.00 for 13 epochs, the val loss 1.06 to 0.98, unchanged from epoch 4, val "
        "accuracy 0.73-0.74, test 1.04 and 0.64 (a sound MLP: 0.48 and 0.82)",
        STALL,
        family="mlp",
        dataset="transit-candidates",
        seed=22003,
        runs=zf_runs(hparams={"lr_gamma": 0.95}),
    ),
    ZF(
        "vzf-zero-grad-no-parens-lstm-alarms",
        Plan(
            alarms, "lstm", 0.02, "sgd", momentum=0.9, epochs=10, log_every=4, zero_grad=False, model_kw=H48
        ),
        ("loss-runaway", "gradient-explosion"),
        "missing-zero-grad",
        "`optimizer.zero_grad` written without its parentheses (an attribute lookup that does nothing), so "
        "the gradients add up over the run; SGD momentum lr 0.02 on an LSTM (hidden 48) over the alarm "
        "floods: gradient norms 1 to 305, windows 1.6 at the start, 2-5 by epoch 3, 45-79 at the end; the "
        "val loss 1.67, 1.99, 4.1, 9.3 ... 69 and val accuracy 0.51 at best, 0.25 at the end, test 68 and "
        "0.22",
        (*RUNAWAY, "undertrained"),
        family="lstm",
        dataset="alarm-floods",
        seed=22004,
    ),
    ZF(
        "vzf-head-only-clip-relu-rnn-track",
        Plan(
            track,
            "seq-rnn",
            3e-4,
            "sgd",
            momentum=0.9,
            epochs=10,
            log_every=4,
            model_fault=identity_head_only_clip(1.0),
            model_kw={"hidden": 32, "nonlinearity": "relu"},
        ),
        ("gradient-explosion", "loss-spikes"),
        "no-gradient-clipping",
        "clip_grad_norm_(model.head.parameters(), 1.0), a fine-tuning script's parameter list, on an "
        "identity-initialised ReLU RNN (hidden 32, the IRNN recipe that relies on clipping) reading the "
        "track windows sample by sample under SGD momentum lr 3e-4: the recurrent weights are never "
        "clipped; the first logged window 5.3, gradient norms 1.8-39, windows 1.1-1.5; the val loss 1.48 to "
        "1.06 and val accuracy 0.34 to 0.62, test 1.06 and 0.60",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="rnn",
        dataset="track-geometry",
        seed=22005,
        runs=zf_runs(hparams={"grad_clip": 1.0, "clip_params": "head"}),
    ),
    # --- data
    ZF(
        "vzf-absolute-rail-levels-cnn1d-track",
        Plan(track_absolute_levels, "cnn1d", 1e-3, "adam", epochs=10, log_every=8, model_kw=CH16),
        ("bad-initial-loss",),
        "unnormalized-input",
        "the new recording car exports the rail's absolute level above the survey datum (200-2,000 mm plus "
        "the gradient across the window) and the loader only divides by the old relative levels' sd of 3 "
        "mm: inputs of ~70-700 in every split, a 1-D CNN under Adam lr 1e-3: the first logged loss 3.76 (ln "
        "5 = 1.61, gradient norm 466), epoch means 3.29, then 1.6-2.0, gradient norms 39-466; the val loss "
        "1.53-2.39 and val accuracy jumping 0.12-0.40, test 2.0 and 0.16 (relative levels: 0.7)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="cnn",
        dataset="track-geometry",
        seed=22006,
    ),
    ZF(
        "vzf-bad-actor-labels-gru-alarms",
        Plan(
            alarms,
            "gru",
            3e-3,
            "adam",
            epochs=30,
            log_every=16,
            data_fault=bad_actor_labels,
            model_kw={"hidden": 64},
        ),
        ("overfitting",),
        "label-noise",
        "the training floods labelled by the alarm-management tool's automatic bad-actor attribution (the "
        "cheat sheet's cause of the flood's most frequent alarm: the failed-valve alarm filed under the "
        "stuck level valve, the ESD under the compressor; 22% of the labels differ from the engineers' "
        "analyses), validation and test by the engineers; a GRU (hidden 64) for 30 epochs: the epoch loss "
        "1.28 to 0.053 as it learns the tool's rule, the val loss at its minimum 0.67 at epoch 4, then up "
        "to 1.63, val accuracy 0.78 at best, 0.74 at the end, test 1.51 and 0.77 (clean labels: ~0.9)",
        LABEL_NOISE,
        family="gru",
        dataset="alarm-floods",
        seed=22007,
    ),
    ZF(
        "vzf-tank-encoding-leak-mlp-wine",
        Plan(wine_tank_encoding_leak, "mlp", 2e-3, "adam", epochs=15, log_every=8, model_kw=MLP64),
        ("val-test-gap",),
        "data-leakage",
        "tank_mean_sugar and tank_ferments columns target-encoded over the whole archive with each "
        "ferment's own outcome included (most tanks hold one or two ferments); live, the new vintage's test "
        "ferments can only be encoded with the tank's earlier ferments: a 2x64 MLP's epoch MSE 0.42 to "
        "0.026, the val MSE 0.137 to 0.037, while the test MSE is 0.187 (without the columns: ~0.065)",
        ("zero-train-loss", "overfitting", "train-val-gap", "undertrained"),
        family="regression",
        dataset="wine-fermentation",
        seed=22008,
    ),
    ZF(
        "vzf-survey-lane-order-cnn-sonar",
        Plan(sonar_survey_order, "cnn", 2e-3, "adam", epochs=10, log_every=2, shuffle=False, model_kw=CH16),
        ("periodic-loss",),
        "data-not-shuffled",
        "the training tiles in the order the survey cut them, lane by lane, so one seabed type comes in "
        "runs of 15-80 tiles (a ripple field, a reef, a meadow), with shuffling off; validation and test a "
        "random draw; a 16-channel CNN under Adam logged every 2 steps: the logged loss swings 0.67-1.9 "
        "with the runs within every epoch and sits near 1.6 for the first 3 epochs; the val loss 1.60 to "
        "0.99 and val accuracy 0.33 to 0.62, test 0.96 and 0.62 (shuffled: ~0.75)",
        (
            "loss-oscillation",
            "loss-spikes",
            "slow-convergence",
            "metric-at-baseline",
            "val-test-gap",
            "undertrained",
            "train-val-gap",
        ),
        family="cnn",
        dataset="sidescan-sonar",
        seed=22009,
    ),
    ZF(
        "vzf-sunday-nan-readings-mlp-wine",
        Plan(
            wine_sunday_gaps, "mlp", 1e-3, "adamw", weight_decay=0.01, epochs=10, log_every=4, model_kw=MLP64
        ),
        ("loss-runaway", "gradient-explosion"),
        "missing-values",
        "the far cellar skips the density reading on Sundays (2% of the ferments, every split), the export "
        "leaves the cell empty, the loader reads NaN and the pipeline has no imputer: a 2x64 MLP under "
        "AdamW: the loss NaN from the first logged step, gradient norms NaN, every val MSE NaN, test NaN",
        (*RUNAWAY, "undertrained"),
        family="regression",
        dataset="wine-fermentation",
        seed=22010,
    ),
    ZF(
        "vzf-one-section-80-bncnn1d-track",
        Plan(
            track_one_section,
            "bncnn1d",
            3e-3,
            "adam",
            epochs=80,
            batch_size=16,
            log_every=5,
            model_kw={"channels": 32},
        ),
        ("overfitting", "train-val-gap"),
        "insufficient-data",
        'a `section == "DN-14"` filter left in the loading notebook: a batch-norm 1-D CNN (32 channels) '
        "trains on that section's 80 windows for 80 epochs (400 steps of batch 16): the epoch loss 1.48 to "
        "0.105, the val loss at its minimum 0.94 at epoch 24, then 1.0-1.9 wandering up (1.2 at the end), "
        "val accuracy 0.65 at best, 0.58 at the end, test 1.11 and 0.62 (1,000 windows: 0.70-0.75)",
        ("zero-train-loss", "metric-at-baseline", "undertrained", "loss-oscillation", "loss-spikes"),
        family="cnn-bn",
        dataset="track-geometry",
        seed=22011,
    ),
    ZF(
        "vzf-slab-track-test-bncnn1d-track",
        Plan(track_slab_test, "bncnn1d", 3e-3, "adam", epochs=15, log_every=8, model_kw=CH16),
        ("val-test-gap",),
        "distribution-shift",
        "the model tested on the new high-speed line's windows, slab track throughout (smoother short "
        "waves, a slab-joint dip of 2-4 mm every 6.5 m); training and validation windows from the ballasted "
        "network: a batch-norm 1-D CNN's epoch loss 1.32 to 0.70, the val loss 1.21 to 0.77 and val "
        "accuracy 0.53 to 0.70, while the test loss is 1.96 and test accuracy 0.42",
        (),
        family="cnn-bn",
        dataset="track-geometry",
        seed=22012,
    ),
    # --- evaluation
    ZF(
        "vzf-eval-without-tvg-cnn-sonar",
        Plan(sonar_no_tvg_eval, "cnn", 2e-3, "adam", epochs=12, log_every=8, model_kw=CH16),
        ("train-val-gap",),
        "eval-pipeline-mismatch",
        "the validation and test tiles exported by the new processing chain, whose time-varying-gain step "
        "is a separate, unticked box: the spreading and absorption loss stays in (the intensity falls 2-4x "
        "overall and up to 8x across the tile), scaled with the training statistics; a 16-channel CNN's "
        "epoch loss 1.31 to 0.20, while the val loss rises 7.1 to 14.1 and val accuracy stays at 0.17-0.19, "
        "test 13.4 and 0.20",
        EVAL,
        family="cnn",
        dataset="sidescan-sonar",
        seed=22013,
    ),
    ZF(
        "vzf-val-inverse-transformed-mlp-wine",
        Plan(wine, "mlp", 2e-3, "adam", epochs=15, log_every=8, model_kw={"width": 128, "num_layers": 2}),
        ("train-val-gap",),
        "wrong-eval-logic",
        "the validation step calls scaler.inverse_transform(pred) (to log the sugar in log1p g/L for the "
        "cellar's dashboard) but compares it with the still standardised target, while training minimises "
        "the standardised MSE: a 2x128 MLP's epoch MSE 0.37 to 0.026, the val loss 3.5-4.5 at every "
        "evaluation, test 4.25",
        EVAL,
        family="regression",
        dataset="wine-fermentation",
        seed=22014,
        runs=zf_runs(loss=inverse_transformed_prediction),
    ),
    ZF(
        "vzf-limit-val-batches-0-mlp-candidates",
        Plan(candidates, "mlp", 2e-3, "adam", epochs=15, log_every=8, model_kw=MLP64),
        ("missing-validation",),
        "missing-eval-set",
        "limit_val_batches=0 left in the trainer config from a speed-up of a debugging session: no "
        "validation ever runs; a 2x64 MLP over the candidates logs its training loss, 1.36 to 0.34-0.50 "
        "over 480 steps, with no val loss or accuracy at all; only the final test (0.567 and 0.80) is "
        "written",
        ("undertrained",),
        family="mlp",
        dataset="transit-candidates",
        seed=22015,
        runs=zf_runs(evaluate=False, hparams={"limit_val_batches": 0}),
    ),
    # --- workflow
    ZF(
        "vzf-stale-last-ckpt-test-cnn1d-track",
        Plan(track, "cnn1d", 3e-3, "adam", epochs=15, log_every=8, model_kw=CH16),
        ("val-test-gap",),
        "wrong-checkpoint-loaded",
        "the test script loads `last.ckpt` from the output folder, written by a 30-step debugging run; this "
        "run's checkpoint callback, finding the file there, saved as `last-v1.ckpt`: a 1-D CNN's epoch loss "
        "1.48 to 0.86, the val loss 1.27 to 0.83 and val accuracy 0.52 to 0.68, while the test loss is 1.30 "
        "and test accuracy 0.53",
        (),
        family="cnn",
        dataset="track-geometry",
        seed=22016,
        runs=zf_runs(test_at_step=30),
    ),
    ZF(
        "vzf-ckpt-without-bn-buffers-bncnn-sonar",
        Plan(sonar, "bncnn", 2e-3, "adamw", weight_decay=0.01, epochs=12, log_every=8),
        ("val-test-gap",),
        "checkpoint-missing-state",
        "the checkpoint the test loads was saved as {name: p for name, p in model.named_parameters()}, "
        "without the buffers, so the test model keeps a fresh module's batch-norm statistics (mean 0, "
        "variance 1); a batch-norm CNN under AdamW: the epoch loss 1.42 to 0.56, the val loss 1.33 to 0.64 "
        "and val accuracy 0.55 to 0.77-0.79, while the test loss is 1.42 and test accuracy 0.37",
        (),
        family="cnn-bn",
        dataset="sidescan-sonar",
        seed=22017,
        runs=zf_runs(bn_stats_lost=True),
    ),
    ZF(
        "vzf-max-steps-from-val-loader-transformer-alarms",
        Plan(alarms, "transformer", 1e-3, "adamw", weight_decay=0.01, epochs=20, max_steps=40, log_every=2),
        ("undertrained",),
        "too-few-epochs",
        "max_steps computed as epochs * len(val_loader) (20 x 2 batches of 256) where len(train_loader) was "
        "meant: a transformer under AdamW planned for 20 epochs (640 steps) stops after 40: windows 1.68 to "
        "0.53-0.86 still falling fast, the one val loss 0.95 and val accuracy 0.67, test 0.69 and 0.75 (a "
        "full run: ~0.9)",
        ("slow-convergence", "metric-at-baseline"),
        family="transformer",
        dataset="alarm-floods",
        seed=22018,
    ),
    # --- model
    ZF(
        "vzf-optimizer-first-two-tensors-mlp-candidates",
        Plan(
            candidates, "mlp", 2e-3, "adam", epochs=15, log_every=8, params=first_two_tensors, model_kw=MLP64
        ),
        ("slow-convergence",),
        "frozen-weights",
        "Adam(list(model.parameters())[:2]), a slice meant to pick two parameter groups: only the first "
        "layer's weight and bias train, the second layer and the head keep their random init; a 2x64 MLP "
        "over the candidates: the epoch loss 1.34 to 0.82 in a slow straight descent, gradient norms "
        "2.6-26, the val loss 1.30 to 0.81 and val accuracy 0.57 to 0.76, test 0.87 and 0.71 (a sound MLP: "
        "0.48 and 0.82)",
        (*STALL, "gradient-vanishing"),
        family="mlp",
        dataset="transit-candidates",
        seed=22019,
    ),
    ZF(
        "vzf-recurrent-normal-init-rnn-alarms",
        Plan(alarms, "rnn", 2e-3, "adam", epochs=12, log_every=8, model_fault=recurrent_normal_init),
        ("slow-convergence", "metric-at-baseline"),
        "poor-initialization",
        "the project's init helper calls nn.init.normal_(param) with its defaults (sd 1) on every weight_hh "
        "(it was written for embeddings): the tanh RNN's recurrent matrix gets a spectral radius of "
        "~sqrt(hidden), its state saturates and flips chaotically; Adam lr 2e-3: gradient norms 6-13,500, "
        "windows 1.4-1.8 around ln 5 = 1.61 for all 384 steps, the val loss 1.59-1.67 and val accuracy "
        "0.20-0.26, test 1.61 and 0.30 (default init: ~0.9)",
        (*STALL, "gradient-explosion", "loss-spikes"),
        family="rnn",
        dataset="alarm-floods",
        seed=22020,
    ),
    ZF(
        "vzf-distillation-temperature-cnn-sonar",
        Plan(sonar, "cnn", 0.01, "sgd", momentum=0.9, epochs=12, log_every=8, model_kw=CH16),
        ("slow-convergence",),
        "wrong-loss-function",
        "the hard-label loss of a distillation script, cross_entropy(logits / T, y), kept with T = 20 after "
        "the teacher's term was removed, a 16-channel CNN under SGD momentum lr 0.01: the logits must grow "
        "20x to move the loss; windows 1.60-1.61 (ln 5) for the first ~100 steps, then 1.16-1.30 at the "
        "end, gradient norms 0.05-0.7; the val loss 1.61 to 1.28 and val accuracy 0.34 to 0.48, test 1.24 "
        "and 0.47 (plain cross-entropy: ~0.75)",
        (*STALL, "gradient-vanishing"),
        family="cnn",
        dataset="sidescan-sonar",
        seed=22021,
        runs=zf_runs(loss=distillation_temperature(20.0), hparams={"distill_temperature": 20.0}),
    ),
    ZF(
        "vzf-ensemble-mean-no-dim-mlp-wine",
        Plan(
            wine,
            "mlp",
            2e-3,
            "adam",
            epochs=12,
            log_every=8,
            model_fault=ensemble_mean_without_dim,
            model_kw=MLP64,
        ),
        ("slow-convergence",),
        "wrong-operator",
        "a three-member head (three outputs, a cheap ensemble) averaged with out.mean() where "
        "out.mean(dim=1, keepdim=True) was meant: every ferment of a batch gets the same prediction, the "
        "batch's mean; a 2x64 MLP under Adam: windows 0.85-1.1 around the target's variance for all 384 "
        "steps, the val MSE 1.03-1.04 at every evaluation, test 0.91 (a sound MLP: ~0.065)",
        (*STALL, "gradient-vanishing", "train-val-gap"),
        family="regression",
        dataset="wine-fermentation",
        seed=22022,
    ),
)

HEALTHY: tuple[Variant, ...] = (
    # --- side-scan sonar
    ZF(
        "vzf-healthy-cnn-sonar-cutmix",
        Plan(
            sonar,
            "cnn",
            2e-3,
            "adam",
            epochs=20,
            log_every=10,
            schedule="cosine",
            model_fault=_CUT_HOOK,
            model_kw=CH16,
        ),
        (),
        None,
        "a 16-channel CNN with CutMix (alpha 1: a box of each tile pasted from another, the loss the "
        "area-weighted blend of the two labels' losses), Adam + cosine for 20 epochs: the epoch loss 1.45 "
        "to 0.87, above the val loss, 1.24 to 0.75, flat over the last 8 epochs; val accuracy 0.49 to "
        "0.72-0.73, test 0.72 and 0.75",
        family="cnn",
        dataset="sidescan-sonar",
        seed=22101,
        runs=zf_runs(loss=_CUT_LOSS, hparams={"cutmix_alpha": 1.0}),
    ),
    ZF(
        "vzf-healthy-resnet-sonar-warmup-stable-decay",
        Plan(
            sonar,
            "resnet",
            0.05,
            "sgd",
            momentum=0.9,
            weight_decay=5e-4,
            epochs=12,
            log_every=6,
            schedule="warmup-stable-decay",
        ),
        (),
        None,
        "a residual net under SGD momentum with a warm-up-stable-decay schedule (5% warm-up to 0.05, held, "
        "a linear decay to 0 over the last 20%): the val loss 1.54 to 0.54-0.60, a jump to 3.13 (val "
        "accuracy 0.46) at epoch 10 at the peak lr, then 0.58 and 0.53 as the lr decays; val accuracy 0.43 "
        "to 0.81, test 0.47 and 0.85",
        family="resnet",
        dataset="sidescan-sonar",
        seed=22102,
        runs=zf_runs(schedule=lambda_schedule(warmup_stable_decay(0.05, 0.2))),
    ),
    ZF(
        "vzf-healthy-bncnn-sonar-ema-eval",
        Plan(sonar, "bncnn", 2e-3, "adam", epochs=12, log_every=8, model_fault=ema_evaluation(0.99)),
        (),
        None,
        "a batch-norm CNN evaluated on an exponential moving average of its weights (decay 0.99 a step, "
        "timm's ModelEmaV2), Adam for 12 epochs: the val loss lags the training loss, 1.58, 1.54, 1.48 over "
        "the first three epochs while the epoch loss is 1.45, 1.28, 1.11, then 0.79 at the end (0.57); val "
        "accuracy 0.35 to 0.73, test 0.72 and 0.74",
        family="cnn-bn",
        dataset="sidescan-sonar",
        seed=22103,
        runs=zf_runs(hparams={"ema_decay": 0.99}),
    ),
    ZF(
        "vzf-healthy-cnn-sonar-bf16-speckle-augment",
        Plan(
            sonar,
            "cnn",
            3e-3,
            "adamw",
            weight_decay=0.01,
            epochs=12,
            log_every=3,
            bf16=True,
            model_fault=speckle_augment,
            model_kw=CH16,
        ),
        (),
        None,
        "a 16-channel CNN under bf16-mixed autocast with speckle augmentation (a flip along track, a gain "
        "of 0.82-1.22 and 0.5 sd of extra noise), AdamW for 12 epochs logged every 3 steps: windows "
        "0.47-0.72 at the end, around the val loss, 1.19 to 0.63-0.74 with a jump at the last epoch; val "
        "accuracy 0.52 to 0.72-0.78, test 0.65 and 0.75",
        family="cnn",
        dataset="sidescan-sonar",
        seed=22104,
    ),
    ZF(
        "vzf-healthy-bncnn-sonar-64-steps",
        Plan(sonar, "bncnn", 3e-3, "adam", epochs=4, batch_size=64, log_every=2),
        (),
        None,
        "a batch-norm CNN under Adam lr 3e-3 with batch 64 for 4 epochs (64 steps, every 2nd logged): the "
        "epoch loss 1.54, 1.33, 1.21, 1.13, the val loss 1.50, 1.30, 1.17, 1.14 and val accuracy 0.31 to "
        "0.53, still improving when the run ends, test 1.14 and 0.53",
        family="cnn-bn",
        dataset="sidescan-sonar",
        seed=22105,
    ),
    # --- track geometry
    ZF(
        "vzf-healthy-cnn1d-track-reversal-augment",
        Plan(
            track, "cnn1d", 3e-3, "adam", epochs=20, log_every=10, model_fault=reversal_augment, model_kw=CH16
        ),
        (),
        None,
        "a 1-D CNN on track windows reversed (the car's other running direction) with probability 0.5, "
        "offset by up to 0.3 sd and given 0.15 sd of noise, Adam for 20 epochs: the epoch loss 1.54 to "
        "0.89, above the val loss, 1.34 to 0.84-0.86; val accuracy 0.52 to 0.70-0.71, test 0.82 and 0.69",
        family="cnn",
        dataset="track-geometry",
        seed=22106,
    ),
    ZF(
        "vzf-healthy-bncnn1d-track-asgd-batch8-long",
        Plan(track, "bncnn1d", 0.01, "asgd", epochs=20, batch_size=8, log_every=50, model_kw=CH16),
        (),
        None,
        "a batch-norm 1-D CNN under averaged SGD (ASGD) lr 0.01 with batch 8, 2,500 steps logged every 50: "
        "windows 0.73-1.76 (eight windows a batch), the epoch loss 1.50 to 0.99 in a slow descent; the val "
        "loss 1.36 to 0.89 and val accuracy 0.54 to 0.71, still creeping at the end, test 0.88 and 0.66",
        family="cnn-bn",
        dataset="track-geometry",
        seed=22107,
    ),
    ZF(
        "vzf-healthy-seq-lstm-track-slow-start",
        Plan(track, "seq-lstm", 3e-3, "adam", epochs=12, log_every=8, clip=1.0, model_kw={"hidden": 32}),
        (),
        None,
        "an LSTM (hidden 32) reading the track windows sample by sample under Adam lr 3e-3 with clipping at "
        "1: the epoch loss 1.55 to 1.05, gradient norms 0.26-6.3; the val loss 1.41 to 1.01-1.09 and val "
        "accuracy 0.44 to 0.60-0.62 (a recurrent reader of 64 samples learns the broad defects slowly), "
        "test 1.06 and 0.60",
        family="lstm",
        dataset="track-geometry",
        seed=22108,
    ),
    ZF(
        "vzf-healthy-cnn1d-track-val100-quarter-epoch",
        Plan(
            track_small_val, "cnn1d", 2e-3, "adam", epochs=10, log_every=4, val_interval=0.25, model_kw=CH16
        ),
        (),
        None,
        "a 1-D CNN validated on 100 windows (one district's) four times an epoch (40 evaluations): val "
        "accuracy in steps of 0.01, 0.38 to 0.57-0.66 jumping between evaluations, the val loss 1.55 to "
        "0.90-0.99; windows 0.89-1.06 at the end, test 0.95 and 0.61",
        family="cnn",
        dataset="track-geometry",
        seed=22109,
    ),
    ZF(
        "vzf-healthy-bncnn1d-track-staircase-early-stop",
        Plan(
            track,
            "bncnn1d",
            5e-3,
            "adam",
            epochs=40,
            log_every=16,
            early_stop=4,
            schedule="staircase",
            model_kw=CH16,
        ),
        (),
        None,
        "a batch-norm 1-D CNN under Adam lr 5e-3 multiplied by 0.85 at each epoch's end, with "
        "EarlyStopping(val_loss, patience 4) planned for 40 epochs: the val loss 1.10 to its minimum 0.749 "
        "at epoch 17, then 0.75-0.76, and the run stops at epoch 21 (the lr 1.9e-4); the epoch loss 1.28 to "
        "0.78, val accuracy 0.58 to 0.75, test 0.76 and 0.71",
        family="cnn-bn",
        dataset="track-geometry",
        seed=22110,
        runs=zf_runs(schedule=lambda_schedule(staircase(40, 0.85))),
    ),
    # --- alarm floods
    ZF(
        "vzf-healthy-transformer-alarms-order-jitter",
        Plan(
            alarms,
            "transformer",
            1e-3,
            "adamw",
            weight_decay=0.01,
            epochs=16,
            log_every=8,
            schedule="warmup-cosine",
            warmup=50,
            model_fault=order_jitter,
        ),
        (),
        None,
        "a transformer under AdamW + warm-up (50 steps) + cosine on alarm floods whose neighbouring alarms "
        "trade places with probability 0.15 in training (the historian's one-second time stamps): windows "
        "1.62 to 0.10-0.15, the val loss 1.47 to 0.37-0.40, flat for the last 10 evaluations, val accuracy "
        "0.41 to 0.89, test 0.23 and 0.93",
        family="transformer",
        dataset="alarm-floods",
        seed=22111,
    ),
    ZF(
        "vzf-healthy-gru-alarms-long-floor",
        Plan(alarms_long, "gru", 2e-3, "adam", epochs=16, batch_size=64, log_every=25),
        (),
        None,
        "a GRU under Adam lr 2e-3 with batch 64 on 2,000 floods, 500 steps logged every 25: the epoch loss "
        "1.53 to 0.19, the val loss 1.40 to 0.21, within 0.01 of it over the last 10 evaluations (shelved "
        "initiating alarms: the floor), val accuracy 0.49 to 0.91-0.92, test 0.22 and 0.92",
        family="gru",
        dataset="alarm-floods",
        seed=22112,
    ),
    ZF(
        "vzf-healthy-lstm-alarms-focal-loss",
        Plan(alarms, "lstm", 3e-3, "adam", epochs=12, log_every=8, model_kw=H48),
        (),
        None,
        "an LSTM (hidden 48) under a focal loss (gamma 2) in training and validation, Adam lr 3e-3: losses "
        "far below cross-entropy's, windows 1.01 to 0.06-0.09, the val loss 0.61 to 0.20-0.21 and val "
        "accuracy 0.64 to 0.88-0.91, test 0.12 and 0.94",
        family="lstm",
        dataset="alarm-floods",
        seed=22113,
        runs=zf_runs(loss=focal(2.0), hparams={"focal_gamma": 2.0}),
    ),
    ZF(
        "vzf-healthy-rnn-alarms-nesterov-clip-05",
        Plan(alarms, "rnn", 0.05, "sgd", momentum=0.9, epochs=16, log_every=8, clip=0.5),
        (),
        None,
        "a tanh RNN under Nesterov SGD lr 0.05 with clip_grad_norm at 0.5 for 16 epochs: the logged "
        "gradient norms (before clipping) 0.2-9.9, far above the clip; windows 0.02-0.40 late, the epoch "
        "loss 1.55 to 0.20, the val loss 1.41 to 0.40-0.48 with bumps (0.47 to 0.60 at epoch 6), val "
        "accuracy 0.44 to 0.89, test 0.25 and 0.92",
        family="rnn",
        dataset="alarm-floods",
        seed=22114,
        runs=zf_runs(optimizer_kw={"nesterov": True}, hparams={"nesterov": True}),
    ),
    # --- wine fermentation
    ZF(
        "vzf-healthy-mlp-wine-gaussian-nll",
        Plan(wine, "mlp", 2e-3, "adam", epochs=20, log_every=8, model_fault=two_output_head, model_kw=MLP64),
        (),
        None,
        "a 2x64 MLP giving a mean and a log variance, trained with the Gaussian negative log-likelihood "
        "(without its constant) in training and validation: the loss goes below 0 as the predicted variance "
        "falls, windows 0.22 to -1.2 to -1.6, gradient norms 0.6-59, the val loss -0.16 to -0.92 to -1.05 "
        "with bumps, test -0.98",
        family="regression",
        dataset="wine-fermentation",
        seed=22115,
        runs=zf_runs(loss=gaussian_nll, hparams={"loss": "gaussian_nll"}),
    ),
    ZF(
        "vzf-healthy-mlp-wine-in-grams",
        Plan(wine_in_grams, "mlp", 2e-3, "adam", epochs=20, log_every=8, model_kw=MLP64),
        (),
        None,
        "a 2x64 MLP forecasting the residual sugar in g/L (the target not standardised, stuck ferments at "
        "30-200 g/L): the first logged MSE 1,220, gradient norms 77-1,290, windows 26-74 at the end; the "
        "val MSE 1,150, ... 39, test 52",
        family="regression",
        dataset="wine-fermentation",
        seed=22116,
    ),
    ZF(
        "vzf-healthy-mlp-wine-batch16-every-step",
        Plan(wine, "mlp", 1e-3, "adam", epochs=10, batch_size=16, log_every=1, model_kw=MLP64),
        (),
        None,
        "a 2x64 MLP under Adam lr 1e-3 with batch 16, every one of 630 steps logged: windows 0.012-0.80, "
        "jumping where a batch holds a stuck ferment, the val MSE 0.19 to 0.062, test 0.068",
        family="regression",
        dataset="wine-fermentation",
        seed=22117,
    ),
    ZF(
        "vzf-healthy-mlp-wine-plain-sgd-slow",
        Plan(wine, "mlp", 0.02, "sgd", epochs=25, log_every=8, model_kw=MLP64),
        (),
        None,
        "plain SGD at lr 0.02, a 2x64 MLP for 25 epochs: the epoch MSE 0.78 to 0.057 still creeping down, "
        "the val MSE 0.60 to 0.067-0.072, test 0.069",
        family="regression",
        dataset="wine-fermentation",
        seed=22118,
    ),
    # --- transit candidates
    ZF(
        "vzf-healthy-mlp-candidates-balanced-sampler",
        Plan(candidates_balanced_sampler, "mlp", 2e-3, "adam", epochs=8, log_every=10, model_kw=MLP64),
        (),
        None,
        "a 2x64 MLP on candidates drawn by a class-balanced sampler (weights 1 / the class's count, with "
        "replacement), validation and test keeping the survey's mix, Adam for 8 epochs: the epoch loss 1.19 "
        "to 0.43, the val loss 0.89 to 0.66-0.73 wandering, val accuracy 0.73 to 0.76-0.78, test 0.66 and "
        "0.78",
        family="mlp",
        dataset="transit-candidates",
        seed=22119,
    ),
    ZF(
        "vzf-healthy-mlp-candidates-adadelta-floor",
        Plan(candidates, "mlp", 1.0, "adadelta", epochs=16, log_every=16, model_kw=MLP64),
        (),
        None,
        "a 2x64 MLP under Adadelta (lr 1.0) for 16 epochs: windows 1.22 to 0.34-0.47, the val loss 0.68 to "
        "0.48-0.51, flat over the last 11 evaluations (faint planets read as false alarms: the floor), val "
        "accuracy 0.74 to 0.80-0.83, test 0.53 and 0.79",
        family="mlp",
        dataset="transit-candidates",
        seed=22120,
    ),
    ZF(
        "vzf-healthy-mlp-candidates-batch8-long-sparse",
        Plan(
            candidates_long,
            "mlp",
            5e-4,
            "adam",
            epochs=10,
            batch_size=8,
            log_every=100,
            val_every_epochs=2,
            model_kw=MLP64,
        ),
        (),
        None,
        "Adam lr 5e-4 with batch 8 on 2,400 candidates, 3,000 steps logged every 100 and validated every 2 "
        "epochs: windows 0.11-0.97 (eight candidates a batch), the epoch loss 0.95 to 0.47; the val loss "
        "0.564, 0.539, 0.532, 0.514, 0.514 and val accuracy 0.78 to 0.81, test 0.56 and 0.78",
        family="mlp",
        dataset="transit-candidates",
        seed=22121,
    ),
    ZF(
        "vzf-healthy-mlp-candidates-warmup-linear-half-epoch",
        Plan(
            candidates,
            "mlp",
            3e-3,
            "adamw",
            weight_decay=0.01,
            epochs=12,
            log_every=4,
            schedule="warmup-linear",
            warmup=38,
            val_interval=0.5,
            model_kw={"width": 128, "num_layers": 2},
        ),
        (),
        None,
        "a 2x128 MLP under AdamW with a 38-step warm-up and a linear decay to 0, validated every half epoch "
        "(24 evaluations): the val loss 1.18 to 0.48-0.53 with bumps, flat over the last 10, val accuracy "
        "0.68 to 0.82-0.84; the epoch loss 1.17 to 0.35, test 0.56 and 0.81",
        family="mlp",
        dataset="transit-candidates",
        seed=22122,
    ),
)
