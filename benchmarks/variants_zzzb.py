"""Variant battery zzzb: a look-alike of an external held-out suite, real framework runs (`--battery zzzb`).

    nice -n 10 python benchmarks/variants.py --battery zzzb --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery zzzb [--runs]

Like batteries d-zzz, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is the log),
trained by battery d's runner through the earlier batteries' wrappers (battery zf's runner with w's
replaced loss and the checkpoint the test loads, zd's replaced schedule and zf's SGD arguments), battery
zj's model wrapper and this battery's own hooks (a test script that calls model.train() for Monte-Carlo
dropout, a validation metric never reset, a batch-shuffle augmentation applied to the inputs alone, the
zero-init-residual trick applied to every batch norm, a reversed-input trick that flips the batch, the
evaluation tiles cached through ToPILImage after normalisation, a derived rate divided by a zero, a
sheet sorted by the target before the split, a ringer's field code left in the columns), so each case
can run in each of the three layouts; the layout rotation of variants.py picks one.
It was written blind: its author trained it with `--train-only`, read the raw logged numbers of each
run, and never diagnosed or scored it, so it is held-out data for the tool.
Its halves are even (16 faulty, 16 healthy; one fault each, one cause a case, spread over every family
of cause: optimisation, data, evaluation, model, workflow; ~1.5 CPU-minutes to train on the shared
2-core machine), injected into data sets no battery had at a realistic strength, in forms earlier
batteries did not use (see each case's description and each hook's docstring).
Runs of 60 to 2,500 steps: MLPs (2x64 to 2x256, 3x32 and 8x64, dropout 0.25-0.5, sigmoid), 2-D CNNs
with and without batch norm, a small residual net, 1-D CNNs with and without batch norm (and dropout),
GRU / LSTM readers of pipeline logs, small transformers and regression MLPs; SGD with and without
momentum (and Nesterov), Adam, AdamW and RMSprop; constant, warm-up + cosine, warm-up + linear,
one-cycle, step, multi-step, cosine, plateau and cyclic schedules; bf16-mixed autocast, shift / gain /
noise and shift / contrast / noise augmentation, dropout, early stopping, clipping; batches of 4 to 64;
cadences from every step to once every 100 steps, evaluations four times an epoch to every 3 epochs.
The data sets are new, all made offline with numpy from known generating models (see each generator): a
digital stethoscope's heart sounds (64 samples, about two cycles: a normal heart, a systolic murmur, a
diastolic rumble, an S3 gallop, an ejection click), a road survey van's 12x12 road-marking tiles (a
straight arrow, left-turn and right-turn arrows, a give-way triangle, a zebra crossing; worn, skewed and
noisy), a build farm's CI pipeline event logs (green, a flaky test, a dependency break, an infrastructure
outage, a slow cache; left-padded to 20), a candle maker's burn tests (the hours a candle burns from its
size, wax, wicks, fragrance and room; standardised) and a ringing station's warbler catches (willow
warbler, chiffchaff, reed and sedge warblers, blackcap, from 12 biometric and catch columns).
The healthy half holds sound runs a naive reader can take for a fault: val losses at or below the
training loss under shift / gain / noise and shift / contrast / noise augmentation and under dropout
0.25-0.5, batch-4 and batch-8 losses logged every step, val bumps as a cyclic lr climbs back (evaluated
twice an epoch) and in a warm-up + cosine residual net, a transformer held near ln 5 by a warm-up,
bf16 noise with early stopping, a plateau schedule flattening the curves, evaluations every 3 epochs, a
slow SGD regression over 2,500 steps logged every 100, a 60-step run still improving.
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
from benchmarks.variants_ze import cyclic, multistep
from benchmarks.variants_zf import zf_runs
from benchmarks.variants_zh import _patch_splits, _token_splits
from benchmarks.variants_zj import _augmented, _signal_splits, _stats, _wrapper

if TYPE_CHECKING:
    import torch

    from tests.suite.datasets import Splits

SIZES = (1000, 300, 300)


# ---------------------------------------------------------------- data sets no battery has


HEART_SOUNDS = ("normal", "systolic-murmur", "diastolic-murmur", "s3-gallop", "ejection-click")


def _burst(t: Any, centre: float, width: float, freq: float, amp: float, rng: Any) -> Any:
    import numpy as np

    return (
        amp
        * np.exp(-((t - centre) ** 2) / (2 * width**2))
        * np.sin(2 * np.pi * freq * (t - centre) + rng.uniform(0, 2 * np.pi))
    )


def _heart_sounds(seed: int, n: int, length: int = 64) -> tuple[Any, Any]:
    """A digital stethoscope's phonocardiogram, band-passed, decimated and cut into `length`-sample
    windows of about two heart cycles (a cycle of 26-36 samples), labelled by the cardiologist who
    listened: a normal heart (S1, then S2 a third of the cycle later), a systolic murmur (a harsh,
    high-pitched noisy band filling the interval between S1 and S2), a diastolic murmur (a low-pitched
    decrescendo rumble after S2), an S3 gallop (a low-pitched third sound 6-9 samples after S2) or an
    ejection click (a sharp, high-pitched click 3-5 samples after S1). Every window has its own start in
    the cycle, heart rate, loudness (0.5-1.5), S2/S1 ratio, pitch, chest-piece friction and breath noise
    (sd 0.05-0.18) and a slow baseline drift: a soft click or a short rumble in noise reads as a normal
    heart, so sound 1-D CNNs reach 0.65-0.8."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.3, 0.2, 0.15, 0.15, 0.2])
    t = np.arange(length, dtype=float)
    x = np.zeros((n, length))
    for i in range(n):
        c = int(y[i])
        amp = rng.uniform(0.5, 1.5)
        period = rng.uniform(26, 36)
        systole = period * rng.uniform(0.33, 0.4)
        f = rng.uniform(0.16, 0.24)
        r2 = rng.uniform(0.6, 1.0)
        grade = rng.uniform(0.6, 1.0) * amp
        s = np.zeros(length)
        for s1 in np.arange(-rng.uniform(0, period), length + 4, period):
            s2 = s1 + systole
            s += _burst(t, s1, 1.6, f, amp, rng) + _burst(t, s2, 1.3, f * 1.2, amp * r2, rng)
            if c == 1:
                band = (t > s1 + 3) & (t < s2 - 2)
                s += band * np.diff(rng.normal(0, 1, length + 1)) / np.sqrt(2) * grade
            elif c == 2:
                decay = np.exp(-np.clip(t - s2 - 2, 0, None) / 8) * (t > s2 + 2) * (t < s1 + period - 2)
                s += decay * np.convolve(rng.normal(0, 1, length + 3), np.ones(4) / 2, "valid") * grade
            elif c == 3:
                s += _burst(t, s2 + rng.uniform(6, 9), 3.0, rng.uniform(0.05, 0.07), 1.2 * grade, rng)
            elif c == 4:
                s += _burst(t, s1 + rng.uniform(3, 5), 1.0, rng.uniform(0.38, 0.45), 1.2 * grade, rng)
        drift = rng.uniform(-0.2, 0.2) * np.sin(2 * np.pi * t / rng.uniform(80, 200) + rng.uniform(0, 6.3))
        x[i] = s + drift + rng.normal(0, rng.uniform(0.05, 0.18), length)
    return x, y


def hearts(seed: int = 94101, sizes: tuple[int, int, int] = SIZES, name: str = "heart-sounds-64") -> Splits:
    """The windows (N, 64), centred and scaled by the training windows' mean and sd, 5 classes."""
    x, y = _heart_sounds(seed, sum(sizes))
    return _signal_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def hearts_long() -> Splits:
    """A 2,000-window draw."""
    return hearts(94102, (2000, 300, 300), "heart-sounds-64-2000")


ROAD_MARKINGS = ("straight-arrow", "left-turn-arrow", "right-turn-arrow", "give-way-triangle", "zebra")


def _segment(xx: Any, yy: Any, p: tuple[float, float], q: tuple[float, float]) -> Any:
    """The distance of every pixel to the segment p-q (points as (x, y))."""
    import numpy as np

    px, py = p
    dx, dy = q[0] - px, q[1] - py
    u = np.clip(((xx - px) * dx + (yy - py) * dy) / max(dx * dx + dy * dy, 1e-9), 0, 1)
    return np.sqrt((xx - px - u * dx) ** 2 + (yy - py - u * dy) ** 2)


def _road_tiles(seed: int, n: int) -> tuple[Any, Any]:
    """12x12 grey tiles (0-255) from a road survey van's downward camera, the van driving up the image,
    labelled by the asset team: a straight-ahead arrow (a shaft and a head pointing up the lane), a
    left-turn or a right-turn arrow (a shaft bending into a head pointing left or right), a give-way
    triangle (an outline pointing down, toward the driver) or a zebra crossing (bars along the lane).
    Each tile has its own offset (up to 2 px), a skew of the van's heading (up to 15 degrees), paint
    brightness (150-235, at 0.3-0.8 of full contrast) over asphalt (50-95) with its own texture, worn paint,
    tyre marks and noise (sd 12-32): a worn turn arrow reads as a straight one, so sound CNNs stop near
    0.77-0.92."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.26, 0.2, 0.2, 0.16, 0.18])
    yy, xx = np.mgrid[0:12, 0:12].astype(float)
    x = np.zeros((n, 12, 12))
    for i in range(n):
        ox, oy = rng.uniform(-2, 2, 2)
        a = np.deg2rad(rng.uniform(-15, 15))
        u = (xx - 5.5 - ox) * np.cos(a) - (yy - 5.5 - oy) * np.sin(a)  # across the lane
        v = (xx - 5.5 - ox) * np.sin(a) + (yy - 5.5 - oy) * np.cos(a)  # along it (up = negative)
        c = int(y[i])
        w = rng.uniform(0.55, 0.85)
        if c == 0:
            d = np.minimum.reduce(
                [
                    _segment(u, v, (0, 5), (0, -4)),
                    _segment(u, v, (0, -4.5), (-2.5, -1.5)),
                    _segment(u, v, (0, -4.5), (2.5, -1.5)),
                ]
            )
        elif c in (1, 2):
            s = -1.0 if c == 1 else 1.0
            d = np.minimum.reduce(
                [
                    _segment(u, v, (-s, 5), (-s, -1)),
                    _segment(u, v, (-s, -1), (s * 3.5, -3.5)),
                    _segment(u, v, (s * 4, -4), (s * 1.2, -4.3)),
                    _segment(u, v, (s * 4, -4), (s * 3.2, -1.3)),
                ]
            )
        elif c == 3:
            d = np.minimum.reduce(
                [
                    _segment(u, v, (-4.5, -3.5), (4.5, -3.5)),
                    _segment(u, v, (-4.5, -3.5), (0, 4.5)),
                    _segment(u, v, (4.5, -3.5), (0, 4.5)),
                ]
            )
        else:
            d = np.abs(((u + rng.uniform(0, 4)) % 4) - 2) - 1 + w
        paint = 1 / (1 + np.exp((d - w) / 0.35))
        paint *= 1 - rng.uniform(0.3, 0.9) * (rng.random((12, 12)) < rng.uniform(0.2, 0.7))
        asphalt = rng.uniform(50, 95) + rng.normal(0, rng.uniform(4, 12), (12, 12))
        tyre = np.exp(-((u - rng.uniform(-6, 6)) ** 2) / 2.0) * rng.uniform(-25, 0)
        image = asphalt + tyre + paint * rng.uniform(150, 235) * rng.uniform(0.3, 0.8)
        x[i] = np.clip(image + rng.normal(0, rng.uniform(12, 32), (12, 12)), 0, 255)
    return x, y


def roads(
    seed: int = 94201, sizes: tuple[int, int, int] = SIZES, name: str = "road-marking-tiles-12"
) -> Splits:
    """The tiles as (N, 1, 12, 12), centred and scaled by the training tiles' mean and sd, 5 classes."""
    x, y = _road_tiles(seed, sum(sizes))
    return _patch_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def roads_eval_pil_round_trip() -> Splits:
    """The bug: the validation and test datasets cache their tiles through `T.ToPILImage()` after the
    normalisation step (to store them as PNGs) and read them back with `T.ToTensor()`: ToPILImage
    multiplies a float tile by 255 and casts it to 8 bits, so the standardised values (-2 to 5) wrap
    modulo 256 and come back divided by 255; the training tiles are normalised after loading."""
    import numpy as np

    x, y = _road_tiles(94202, sum(SIZES))
    mean, sd = _stats(x[: SIZES[0]])
    z = (x - mean) / sd
    z[SIZES[0] :] = (np.trunc(z[SIZES[0] :] * 255).astype(np.int64) % 256) / 255
    return _patch_splits(z, y, SIZES, "road-marking-tiles-12", (0.0, 1.0))


CI_EVENTS = (
    "pad",
    "checkout",
    "cache-hit",
    "cache-miss",
    "deps-install",
    "deps-resolve-fail",
    "compile",
    "compile-warn",
    "unit-pass",
    "unit-fail",
    "retry",
    "integration-pass",
    "integration-fail",
    "timeout",
    "runner-lost",
    "lint",
    "artifact-upload",
    "deploy",
    "rollback",
    "notify",
)
CI_OUTCOMES = ("green", "flaky-test", "dependency-break", "infra-outage", "slow-cache")
_CI_STARTS = ((1, 2), (1, 2), (1, 3), (1, 14), (1, 3))
_CI_EVENTS = ((8, 11, 16, 17), (9, 10, 8, 12), (5, 4, 7, 18), (14, 13, 10, 19), (3, 4, 6, 13))
_CI_LENGTHS = ((9, 21), (8, 21), (5, 14), (4, 13), (8, 19))


def _ci_events(seed: int, n: int, length: int = 20) -> tuple[Any, Any]:
    """A build farm's pipeline event logs (19 kinds: checkout, cache hit or miss, dependency install or
    resolution failure, compile and its warnings, unit and integration tests passing or failing, a
    retry, a timeout, a lost runner, lint, an artifact upload, a deploy, a rollback, a notification),
    left-padded to 20 with 0, labelled by the release engineer's triage of the run: green, a flaky test,
    a dependency break, an infrastructure outage or a slow cache. Each outcome is a Markov chain over a
    shared base (any event can follow any other) that starts from its own events, favours its own four
    and has its own range of lengths; a tenth of the events are mislogged (a random kind): a short
    outage log reads as a dependency break, so sound sequence models stop near 0.85-0.93."""
    import numpy as np

    base_rng = np.random.default_rng(9441)
    kinds = len(CI_EVENTS) - 1
    base = base_rng.dirichlet(np.full(kinds, 0.5), kinds)
    chains = []
    for c in range(5):
        boost = np.zeros(kinds)
        boost[[e - 1 for e in _CI_EVENTS[c]]] = 0.42 / 4
        chain = 0.58 * base + boost
        chains.append(chain / chain.sum(1, keepdims=True))
    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.3, 0.2, 0.16, 0.14, 0.2])
    x = np.zeros((n, length), dtype=np.int64)
    for i in range(n):
        c = int(y[i])
        events = [int(rng.choice(_CI_STARTS[c]))]
        for _ in range(int(rng.integers(*_CI_LENGTHS[c])) - 1):
            events.append(int(rng.choice(kinds, p=chains[c][events[-1] - 1])) + 1)
        events = [int(rng.integers(1, kinds + 1)) if rng.random() < 0.1 else e for e in events]
        x[i, length - len(events) :] = events
    return x, y


def ci_logs(
    seed: int = 94301, sizes: tuple[int, int, int] = SIZES, name: str = "ci-pipeline-events"
) -> Splits:
    """Logs (N, 20) over 20 ids (0 the padding), 5 classes."""
    x, y = _ci_events(seed, sum(sizes))
    return _token_splits(x, y, sizes, name)


CANDLE_COLUMNS = (
    "diameter_cm",
    "height_cm",
    "wax_soy",
    "wax_beeswax",
    "wick_size",
    "wicks",
    "fragrance_pct",
    "dyed",
    "room_temp_c",
    "draught",
    "pour_temp_c",
    "test_station",
)


def _candle_table(seed: int, n: int) -> tuple[Any, Any, Any]:
    """A candle maker's burn-test lab: the hours a candle burns to its end (the target) from its
    diameter and height, the wax (paraffin, soy or beeswax), the wick's size and count, the fragrance
    load, the dye, the room's temperature, a draught from the lab's vent, the pour temperature and the
    test station (a number with no bearing). The hours are the wax's mass over its burn rate: the mass
    from the volume and the wax's density, the rate from the wicks (rising with the wick's size, a wick
    too small for a wide candle tunnelling and leaving wax), the fragrance and the room, faster in a
    draught and slower for beeswax; a candle's own pour and the lab's timing make the floor:
    standardised, sound models stop near an MSE of 0.05-0.1. Also returns the pre-test's grams."""
    import numpy as np

    rng = np.random.default_rng(seed)
    diam = rng.uniform(5, 10, n)
    height = rng.uniform(6, 15, n)
    wax = rng.choice(3, n, p=[0.4, 0.4, 0.2])
    soy, bees = (wax == 1).astype(float), (wax == 2).astype(float)
    wick = rng.integers(1, 7, n).astype(float)
    wicks = rng.choice([1, 1, 1, 2, 3], n).astype(float)
    frag = rng.uniform(0, 10, n)
    dyed = (rng.random(n) < 0.4).astype(float)
    temp = rng.uniform(17, 26, n)
    draught = (rng.random(n) < 0.25).astype(float)
    pour = rng.uniform(60, 85, n)
    station = rng.integers(1, 9, n).astype(float)
    density = 0.9 + 0.06 * bees - 0.01 * soy
    mass = np.pi * (diam / 2) ** 2 * height * density
    melt_width = 2.2 * wick * np.sqrt(wicks)
    burnt = np.clip(melt_width / diam, 0.45, 1.0)  # a small wick tunnels: the rim never burns
    rate = (2.0 + 1.1 * wick * wicks**0.8) * (1 + 0.012 * frag) * (1 + 0.015 * (temp - 21))
    rate *= (1 + 0.3 * draught) * (1 - 0.22 * bees - 0.08 * soy) * (1 + 0.03 * dyed)
    hours = mass * burnt / rate * np.exp(rng.normal(0, 0.08, n)) + rng.normal(0, 1.0, n)
    x = np.column_stack([diam, height, soy, bees, wick, wicks, frag, dyed, temp, draught, pour, station])
    return x, hours, rate * np.exp(rng.normal(0, 0.1, n))


def candles(
    seed: int = 94401, sizes: tuple[int, int, int] = SIZES, name: str = "candle-burn-hours"
) -> Splits:
    """12 standardised columns, the hours standardised."""
    x, hours, _ = _candle_table(seed, sum(sizes))
    return _regression_table(name, x, hours, sizes)


def candles_long() -> Splits:
    """A 2,000-candle draw."""
    x, hours, _ = _candle_table(94402, 2600)
    return _regression_table("candle-burn-hours-2000", x, hours, (2000, 300, 300))


def candles_val_after_sort() -> Splits:
    """The bug: the lab's sheet is sorted by the burn hours (the newest report view) before the split,
    and `train, val = df[:n_train], df[n_train:n_train + n_val]` takes the rows in that order: the
    model trains on the 1,000 shortest burners and validates on the next 300, the longest; the test
    candles are a separate random batch."""
    import numpy as np

    x, hours, _ = _candle_table(94403, sum(SIZES))
    head = SIZES[0] + SIZES[1]
    order = np.argsort(hours[:head], kind="stable")
    x = np.concatenate([x[order], x[head:]])
    hours = np.concatenate([hours[order], hours[head:]])
    return _regression_table("candle-burn-hours", x, hours, SIZES)


def candles_rate_column_divided_by_zero() -> Splits:
    """The bug: a derived column, the pre-test's burn rate `grams_burnt / pretest_hours`, is added to
    the features; the pre-test was skipped for 3% of the candles, whose `pretest_hours` is 0, so their
    rate is inf, and the StandardScaler's mean and sd (inf, nan) turn the column into NaN for every row
    of training, validation and test."""
    import numpy as np
    import torch

    from tests.suite import datasets as ds

    x, hours, rate = _candle_table(94404, sum(SIZES))
    rng = np.random.default_rng(94405)
    pretest_hours = np.where(rng.random(len(x)) < 0.03, 0.0, rng.uniform(2, 4, len(x)))
    with np.errstate(divide="ignore", invalid="ignore"):
        x = np.column_stack([x, rate * pretest_hours / pretest_hours])
        x = (x - x[: SIZES[0]].mean(0)) / x[: SIZES[0]].std(0)
    target = (hours - hours[: SIZES[0]].mean()) / hours[: SIZES[0]].std()
    data = ds._split(
        torch.tensor(x, dtype=torch.float32), torch.tensor(target, dtype=torch.float32)[:, None], SIZES, 0
    )
    return ds.named(data, "candle-burn-hours")


BIRD_COLUMNS = (
    "wing_mm",
    "tail_mm",
    "tarsus_mm",
    "bill_mm",
    "bill_depth_mm",
    "mass_g",
    "fat_score",
    "emargination_mm",
    "supercilium_score",
    "age_adult",
    "month",
    "hour",
)
BIRD_SPECIES = ("willow-warbler", "chiffchaff", "reed-warbler", "sedge-warbler", "blackcap")


def _bird_levels(y: Any, rng: Any) -> Any:
    import numpy as np

    levels = np.array(
        [
            # wing, tail, tarsus, bill, depth, mass, fat, emarg, supercil, adult, month, hour
            [66.5, 50.0, 19.6, 12.6, 3.1, 8.6, 2.0, 2.5, 2.0, 0.4, 8.0, 8.0],
            [60.0, 47.0, 19.2, 12.0, 3.0, 7.6, 2.0, 5.5, 1.5, 0.4, 9.0, 9.0],
            [66.0, 51.5, 22.6, 16.4, 3.7, 11.2, 2.5, 0.0, 0.5, 0.5, 8.0, 7.0],
            [65.5, 48.0, 21.0, 14.5, 3.6, 11.4, 3.0, 0.0, 4.0, 0.5, 8.0, 7.5],
            [73.5, 60.0, 20.5, 13.7, 4.3, 17.5, 2.5, 0.0, 0.3, 0.5, 9.0, 10.0],
        ]
    )[y]
    spread = 1.55 * np.array([2.4, 2.6, 0.8, 0.8, 0.25, 1.0, 1.3, 1.6, 1.0, 0.5, 1.2, 2.5])
    x = levels + rng.normal(0, 1, levels.shape) * spread
    x[:, 5] += 0.6 * x[:, 6]  # fat is mass
    x[:, 6:9] = np.clip(np.round(x[:, 6:9]), 0, 8)
    x[:, 9] = (x[:, 9] > 0.5).astype(float)
    return x


def _birds(seed: int, n: int) -> tuple[Any, Any]:
    """A ringing station's catches of five small warblers (willow warbler, chiffchaff, reed warbler,
    sedge warbler, blackcap), labelled by the station's identification from a photo, from 12 columns:
    wing, tail, tarsus, bill length and depth, mass, fat score, the emargination of the primaries, the
    supercilium's strength, the age, the month and the hour of the catch. Each species draws them
    around its own levels (the ringers' guide's), with wide spreads and fat adding mass: a short-winged
    willow warbler reads as a chiffchaff and a pale sedge warbler as a reed warbler, so sound MLPs stop
    near 0.83-0.9."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.3, 0.26, 0.18, 0.14, 0.12])
    return _bird_levels(y, rng), y


def birds(seed: int = 94501, sizes: tuple[int, int, int] = SIZES, name: str = "warbler-ringing") -> Splits:
    """12 standardised columns, 5 classes."""
    x, y = _birds(seed, sum(sizes))
    return _generated(name, x, y, 5, sizes)


def birds_ringer_code_left_in() -> Splits:
    """The bug: the station's export keeps the ringer's field code (the species code written on the
    ringing sheet, 0-4, wrong for 4% of the catches) as a 13th column, and it is not dropped before
    training; the test catches come from a second station whose sheets leave the code blank (read as
    0)."""
    import numpy as np

    x, y = _birds(94502, sum(SIZES))
    rng = np.random.default_rng(94503)
    code = np.where(rng.random(len(y)) < 0.04, rng.integers(0, 5, len(y)), y).astype(float)
    code[SIZES[0] + SIZES[1] :] = 0.0
    return _generated("warbler-ringing", np.column_stack([x, code]), y, 5, SIZES)


# ---------------------------------------------------------------- injected faults (and healthy hooks)


_RUNNING: dict[str, float] = {"sum": 0.0, "rows": 0.0}


def val_mean_never_reset(net: Any) -> Any:
    """(The model is unchanged; a new run starts the bug's running mean afresh.)"""
    _RUNNING.update(sum=0.0, rows=0.0)
    return net


def running_eval_loss(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """The bug: the validation loss is accumulated in a metric object created once in __init__ and
    never reset (its reset() was in an on_validation_epoch_end hook that a refactor deleted): each
    logged val loss is the mean over every validation batch since the start of training (the test
    shares it). Training uses the plain cross-entropy."""
    import torch

    loss = torch.nn.functional.cross_entropy(out, y)
    if torch.is_grad_enabled():
        return loss
    _RUNNING["sum"] += float(loss) * len(y)
    _RUNNING["rows"] += len(y)
    return loss * 0 + _RUNNING["sum"] / _RUNNING["rows"]


_TESTING: dict[str, bool] = {"on": False}


def _mc_forward(inner: Any, x: torch.Tensor) -> torch.Tensor:
    if _TESTING["on"]:
        inner.train()
    out: torch.Tensor = inner(x)
    return out


mc_dropout_test = _wrapper(_mc_forward)
mc_dropout_test.__doc__ = """The bug's model side: a wrapper whose forward calls `model.train()` once the
test script has begun (see `zzzb_runs(test_in_train_mode=True)`)."""


def zzzb_runs(*, test_in_train_mode: bool = False, **kw: Any) -> Callable[[Plan], Runner]:
    """Battery zf's runner with this battery's one runner bug. `test_in_train_mode`: the test script
    is the lab's Monte-Carlo-dropout scorer, which calls `model.train()` before scoring (meant for 30
    averaged passes, run with one): the test is scored with dropout on; validation is not."""
    inner_factory = zf_runs(**kw)

    def factory(plan: Plan) -> Runner:
        inner = inner_factory(plan)

        def for_layout(layout: str) -> Callable[[Any, int], dict[str, Any]]:
            run = inner(layout)

            def patched(run_dir: Any, seed: int) -> dict[str, Any]:
                from contextlib import ExitStack
                from unittest import mock

                import lightning
                import transformers

                lightning_test = lightning.Trainer.test
                hf_evaluate = transformers.Trainer.evaluate

                def test(self: Any, *args: Any, **kw: Any) -> Any:
                    _TESTING["on"] = True
                    return lightning_test(self, *args, **kw)

                def evaluate(self: Any, *args: Any, **kw: Any) -> Any:
                    _TESTING["on"] = kw.get("metric_key_prefix") == "test"
                    return hf_evaluate(self, *args, **kw)

                _TESTING["on"] = False
                try:
                    with ExitStack() as stack:
                        if test_in_train_mode:
                            stack.enter_context(mock.patch.object(lightning.Trainer, "test", test))
                            stack.enter_context(mock.patch.object(transformers.Trainer, "evaluate", evaluate))
                        return run(run_dir, seed)
                finally:
                    _TESTING["on"] = False

            return patched

        return for_layout

    return factory


def _inputs_shuffled_in_batch(x: torch.Tensor) -> torch.Tensor:
    import torch

    if float(torch.rand(())) < 0.5:
        return x[torch.randperm(len(x))]
    return x


batch_shuffle_aug = _augmented(_inputs_shuffled_in_batch)
batch_shuffle_aug.__doc__ = """The bug: a "batch shuffle" augmentation from a time-series augmentation
library, applied with p=0.5 to the training batch's signal tensor alone (the library expects the
(signals, labels) pair and shuffles both together): half the training batches pair every window with
another window's label."""


def every_bn_gamma_zero(net: Any) -> Any:
    """The bug: the "zero-init residual" trick written as a loop over every module,
    `if isinstance(m, nn.BatchNorm2d): nn.init.zeros_(m.weight)`, where only the last batch norm of
    each residual block was meant: the stem's batch norm is zeroed too, so every activation after it
    is ReLU(0) = 0 and no gradient reaches any layer below the head."""
    import torch
    from torch import nn

    with torch.no_grad():
        for m in net.modules():
            if isinstance(m, nn.BatchNorm2d):
                nn.init.zeros_(m.weight)
    return net


def _batch_flipped(inner: Any, x: torch.Tensor) -> torch.Tensor:
    out: torch.Tensor = inner(x.flip(0))
    return out


batch_flip = _wrapper(_batch_flipped)
batch_flip.__doc__ = """The bug: the reversed-input trick of sequence-to-sequence readers (each log read
newest event first), written `x.flip(0)` where `x.flip(1)` was meant: the batch's order is reversed,
not the events, so each log is scored against the label of the log at the mirrored place in its batch
(training, validation and test alike)."""


def _heart_jitter(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.roll(x, int(torch.randint(-3, 4, (1,))), dims=-1)
    gain = torch.exp(0.25 * (torch.rand(len(x), 1) * 2 - 1))
    return x * gain + 0.3 * torch.randn_like(x)


heart_jitter = _augmented(_heart_jitter)
heart_jitter.__doc__ = """Not a fault: in training mode each batch of windows is shifted by up to 3
samples, each window's loudness scaled by up to 1.28 either way and 0.3 sd of friction noise added."""


def _tile_jitter(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.roll(x, (int(torch.randint(-1, 2, (1,))), int(torch.randint(-1, 2, (1,)))), dims=(2, 3))
    return x * torch.exp(0.3 * (torch.rand(len(x), 1, 1, 1) * 2 - 1)) + 0.35 * torch.randn_like(x)


tile_jitter = _augmented(_tile_jitter)
tile_jitter.__doc__ = """Not a fault: in training mode each batch of tiles is shifted by up to a pixel each
way, each tile's contrast scaled by up to 1.35 either way and 0.35 sd of noise added (no flips: the
markings have a direction)."""


# ---------------------------------------------------------------- the variants


def ZZZB(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by this battery's runner (battery zf's, through every earlier wrapper)."""
    return L(*args, runs=runs or zzzb_runs(), **kw)


CH16 = {"channels": 16}
H48 = {"hidden": 48}
W128 = {"width": 128, "num_layers": 2}

FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    ZZZB(
        "vzzzb-onecycle-max-lr-times-div-factor-transformer-ci",
        Plan(ci_logs, "transformer", 0.075, "adam", epochs=12, log_every=8, schedule="onecycle"),
        ("loss-spikes",),
        "learning-rate-too-high",
        "OneCycleLR(max_lr=cfg.lr * 25): the author took max_lr for a multiple of the lr (div_factor=25 read "
        "backwards), so Adam starts at 3e-3 and climbs to a peak of 0.075 a third into the run before "
        "annealing: a small transformer over the CI logs for 12 epochs (every 8th step logged): losses 1.3, "
        "0.796, 0.542, 1.41, 0.697 ... 0.184-1.18 in the last third, epoch means 0.92, 0.658, then 0.832, "
        "0.748, 0.749, 0.735 while the lr is high, then 0.622 ... 0.36 as it anneals, the val loss 0.733, "
        "0.804, 0.872, 0.584, 0.777, 0.654, 0.606, then 0.45-0.569 and val accuracy 0.653-0.793 for the first"
        " 7 epochs, 0.81-0.847 after, test 0.524 and 0.82 (the same transformer under a sound schedule: ~0.34"
        " and 0.88)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="transformer",
        dataset="ci-pipeline-events",
        seed=94001,
        runs=zzzb_runs(hparams={"base_lr": 3e-3, "div_factor": 25, "max_lr": "base_lr * div_factor"}),
    ),
    ZZZB(
        "vzzzb-finetune-lr-on-scratch-cnn-roads",
        Plan(roads, "cnn", 1e-5, "adamw", weight_decay=0.01, epochs=12, log_every=8, model_kw=CH16),
        ("slow-convergence",),
        "learning-rate-too-low",
        "the lr of the team's fine-tuning recipe (AdamW 1e-5, meant for a pre-trained backbone) used to train"
        " a 16-channel CNN over the road-marking tiles from scratch, 12 epochs (every 8th step logged): "
        "losses 1.6, 1.59, 1.59, 1.58 ... 1.44-1.58 in the last third, epoch means 1.61, 1.6, 1.59 ... 1.55, "
        "1.54, the val loss 1.6, 1.59 ... 1.55, 1.54 (ln 5 = 1.61) in a slow straight descent and val "
        "accuracy 0.197, then 0.25-0.303, test 1.55 and 0.297 (sound CNNs on these tiles: ~0.28 and 0.91)",
        STALL,
        family="cnn",
        dataset="road-marking-tiles",
        seed=94002,
        runs=zzzb_runs(hparams={"recipe": "finetune_pretrained.yaml", "pretrained": False}),
    ),
    ZZZB(
        "vzzzb-multistep-epoch-milestones-per-batch-mlp-birds",
        Plan(birds, "mlp", 3e-3, "adam", epochs=15, log_every=8, schedule="multistep", model_kw=MLP64),
        ("slow-convergence",),
        "lr-decay-too-fast",
        "MultiStepLR(milestones=[3, 6, 9], gamma=0.1) written in epochs but registered to step every batch: "
        "the lr of Adam (3e-3) is cut tenfold at optimizer steps 3, 6 and 9 (3e-6 from step 9 on): a 2x64 MLP"
        " over the warbler catches for 15 epochs (every 8th step logged): the lr logged 3e-5 at step 8, then "
        "3e-6; losses 1.53, 1.5, 1.51, 1.5, 1.5 ... 1.47-1.5 in the last third, the val loss 1.49 to 1.48 and"
        " val accuracy 0.437 to 0.49, test 1.5 and 0.46 (a sound MLP: ~0.3 and 0.89)",
        STALL,
        family="mlp",
        dataset="warbler-ringing",
        seed=94003,
        runs=zzzb_runs(
            schedule=multistep((3, 6, 9), 0.1),
            hparams={"milestones_epochs": [3, 6, 9], "gamma": 0.1, "scheduler_interval": "step"},
        ),
    ),
    ZZZB(
        "vzzzb-clip-key-misspelled-lstm-ci",
        Plan(ci_logs, "lstm", 1.0, "sgd", momentum=0.9, epochs=12, log_every=4, model_kw=H48),
        ("gradient-explosion",),
        "no-gradient-clipping",
        "the config sets trainer.gradient_clip_value: 1.0, a misspelling of the key the training script "
        "reads, so an LSTM (hidden 48) under SGD momentum 0.9 at lr 1.0 (a setting the team only uses with "
        "clipping) runs unclipped over the CI logs for 12 epochs (every 4th step logged): losses 1.55, 1.41, "
        "1.2, 1.3, 1.05 ... 1.09-2.0 in the last third, gradient norms 0.24-0.35 at the start, up to 2.54, "
        "the val loss 1.14, 0.622, then 0.749, 0.762, 0.854, 1.14, 1.39, 1.49, 1.61, 1.6, 1.59, 1.52 and val "
        "accuracy 0.663, 0.783, then down to 0.503-0.587 over the last 6, test 1.24 and 0.63 (a clipped "
        "recurrent reader: ~0.36 and 0.89)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="rnn",
        dataset="ci-pipeline-events",
        seed=94004,
        runs=zzzb_runs(hparams={"gradient_clip_value": 1.0}),
    ),
    # --- data
    ZZZB(
        "vzzzb-val-rows-after-sort-by-hours-regression-candles",
        Plan(candles_val_after_sort, "mlp", 2e-3, "adam", epochs=20, log_every=8, model_kw=MLP64),
        ("train-val-gap",),
        "distribution-shift",
        "the lab's sheet is sorted by the burn hours (the newest report view) before `train, val = "
        "df[:n_train], df[n_train:n_train + n_val]`: the model trains on the 1,000 shortest burners and "
        "validates on the next 300, the longest; the test candles are a separate random batch: a 2x64 "
        "regression MLP under Adam lr 2e-3 for 20 epochs (every 8th step logged): losses 0.852, 0.706, 0.535,"
        " 0.208, 0.253 ... 0.025-0.095 in the last third, epoch means 0.651, 0.199, 0.138 ... 0.0472, the val"
        " MSE 5.06, 3.84, 3.08, 2.59 ... 2.15-2.78 over the last 12, 2.22 last, while the test MSE is 0.626 "
        "(sound runs: ~0.08-0.09)",
        (*EVAL, "val-test-gap"),
        family="regression",
        dataset="candle-burn-hours",
        seed=94005,
    ),
    ZZZB(
        "vzzzb-batch-shuffle-aug-on-inputs-only-cnn1d-hearts",
        Plan(
            hearts,
            "cnn1d",
            2e-3,
            "adam",
            epochs=15,
            log_every=8,
            model_fault=batch_shuffle_aug,
            model_kw=CH16,
        ),
        ("slow-convergence",),
        "label-noise",
        "a 'batch shuffle' augmentation from a time-series augmentation library applied with p=0.5 to the "
        "training batch's signal tensor alone (the library shuffles the (signals, labels) pair together): "
        "half the training batches pair every window with another window's label: a 16-channel 1-D CNN under "
        "Adam lr 2e-3 over the heart sounds for 15 epochs (every 8th step logged): losses 1.63, 1.62, 1.55, "
        "1.49 ... 1.11-1.7 in the last third, epoch means 1.58, 1.56, 1.53 ... 1.43-1.54, the val loss 1.54, "
        "1.5, 1.45 ... 1.23-1.25 over the last 7 evaluations (below the epoch means) and val accuracy "
        "0.397-0.533, test 1.21 and 0.543 (sound 1-D CNNs: ~0.6-0.76 and 0.67-0.77)",
        (*EVAL, "slow-convergence", "loss-oscillation"),
        family="cnn",
        dataset="heart-sounds",
        seed=94006,
    ),
    ZZZB(
        "vzzzb-pretest-rate-divided-by-zero-hours-mlp-candles",
        Plan(
            candles_rate_column_divided_by_zero, "mlp", 2e-3, "adam", epochs=12, log_every=8, model_kw=MLP64
        ),
        ("loss-runaway",),
        "bad-input-data",
        "a derived column, the pre-test's burn rate grams_burnt / pretest_hours, added to the features; the "
        "pre-test was skipped for 3% of the candles (pretest_hours 0), so their rate is inf and the "
        "StandardScaler's mean and sd (inf, nan) turn the column into NaN for every row: a 2x64 regression "
        "MLP under Adam lr 2e-3 for 12 epochs (every 8th step logged): every logged training loss, epoch "
        "mean, gradient norm and val MSE is NaN from the first logged step (7) on, test MSE NaN",
        (*RUNAWAY, "undertrained"),
        family="regression",
        dataset="candle-burn-hours",
        seed=94007,
        runs=zzzb_runs(hparams={"derived": "grams_burnt / pretest_hours"}),
    ),
    ZZZB(
        "vzzzb-ringer-code-column-left-in-mlp-birds",
        Plan(birds_ringer_code_left_in, "mlp", 2e-3, "adam", epochs=20, log_every=8, model_kw=MLP64),
        ("val-test-gap",),
        "data-leakage",
        "the station's export keeps the ringer's field code (the species code written on the ringing sheet, "
        "wrong for 4% of the catches) as a 13th column, not dropped before training; the test catches come "
        "from a second station whose sheets leave it blank (read as 0): a 2x64 MLP under Adam lr 2e-3 for 20 "
        "epochs (every 8th step logged): losses 1.4, 1.18, 0.961, 0.65 ... 0.0023-0.292 in the last third, "
        "epoch means 1.19, 0.467, 0.232 ... 0.0365, the val loss 0.757, 0.313, 0.23 ... 0.11-0.121 over the "
        "last 5 and val accuracy 0.803 to 0.97, while the test loss is 1.24 and test accuracy 0.7 (sound MLPs"
        " without the code: ~0.3 and 0.89)",
        EVAL,
        family="mlp",
        dataset="warbler-ringing",
        seed=94008,
    ),
    # --- evaluation
    ZZZB(
        "vzzzb-val-mean-never-reset-gru-ci",
        Plan(
            ci_logs,
            "gru",
            3e-3,
            "adam",
            epochs=15,
            log_every=8,
            model_fault=val_mean_never_reset,
            model_kw=H48,
        ),
        ("train-val-gap",),
        "wrong-eval-logic",
        "the validation loss accumulated in a metric object created once in __init__ and never reset (its "
        "reset() was in an on_validation_epoch_end hook a refactor deleted): each logged val loss is the mean"
        " over every validation batch since the start (the test shares it): a GRU (hidden 48) under Adam lr "
        "3e-3 over the CI logs for 15 epochs (every 8th step logged): losses 1.55, 1.33, 1.13, 0.865 ... "
        "0.054-1.24 in the last third, epoch means 1.35, 0.77, 0.528 ... 0.122, 0.114, the val loss 0.979, "
        "0.81, 0.706, 0.66 ... 0.464, 0.46 in a smooth slow descent, four times the training loss at the end,"
        " while val accuracy is 0.64, 0.783, 0.817, then 0.87-0.9, test 0.459 and 0.883",
        (*EVAL, "slow-convergence"),
        family="rnn",
        dataset="ci-pipeline-events",
        seed=94009,
        runs=zzzb_runs(loss=running_eval_loss, hparams={"val_metric": "MeanMetric", "reset": "never"}),
    ),
    ZZZB(
        "vzzzb-eval-tiles-pil-round-trip-bncnn-roads",
        Plan(roads_eval_pil_round_trip, "bncnn", 3e-3, "adam", epochs=12, log_every=8),
        ("train-val-gap", "metric-at-baseline"),
        "eval-pipeline-mismatch",
        "the validation and test datasets cache their tiles through T.ToPILImage() after the normalisation "
        "step (to store them as PNGs) and read them back with T.ToTensor(): ToPILImage multiplies a float "
        "tile by 255 and casts it to 8 bits, so the standardised values wrap modulo 256 and come back divided"
        " by 255; the training tiles are normalised after loading: a batch-norm CNN under Adam lr 3e-3 for 12"
        " epochs (every 8th step logged): losses 1.53, 1.51, 1.47, 1.38, 1.31 ... 0.45-0.999 in the last "
        "third, epoch means 1.5, 1.29, 1.16 ... 0.533, the val loss 1.62, 1.73, 1.83, 1.84 ... 2.13-2.3 over "
        "the last 4 and val accuracy 0.203-0.287 (the straight arrows' share 0.26) throughout, test 2.25 and "
        "0.227 (a sound batch-norm CNN: ~0.6 and 0.77)",
        EVAL,
        family="cnn-bn",
        dataset="road-marking-tiles",
        seed=94010,
    ),
    ZZZB(
        "vzzzb-test-scored-in-train-mode-mc-dropout-mlp-birds",
        Plan(
            birds,
            "mlp",
            2e-3,
            "adam",
            epochs=20,
            log_every=8,
            model_fault=mc_dropout_test,
            model_kw={"width": 32, "num_layers": 3, "dropout": 0.5},
        ),
        ("val-test-gap",),
        "train-eval-mode-misuse",
        "the test script is the lab's Monte-Carlo-dropout scorer, which calls model.train() before scoring "
        "(meant for 30 averaged passes, run with one): the test is scored with dropout on; validation is not:"
        " a 3x32 MLP with dropout 0.5 under Adam lr 2e-3 over the warbler catches for 20 epochs (every 8th "
        "step logged): losses 1.59, 1.58, 1.59 ... 0.238-1.37 in the last third, epoch means 1.6, 1.47 ... "
        "0.551, the val loss 1.54, 1.31 ... 0.392-0.415 over the last 5 evaluations and val accuracy 0.487 to"
        " 0.833-0.847, while the test gives 0.605 and 0.75",
        EVAL,
        family="mlp",
        dataset="warbler-ringing",
        seed=94011,
        runs=zzzb_runs(
            test_in_train_mode=True, hparams={"test_script": "mc_dropout_score.py", "mc_passes": 1}
        ),
    ),
    # --- model
    ZZZB(
        "vzzzb-zero-init-every-bn-gamma-resnet-roads",
        Plan(
            roads,
            "resnet",
            0.05,
            "sgd",
            momentum=0.9,
            weight_decay=5e-4,
            epochs=10,
            log_every=8,
            model_fault=every_bn_gamma_zero,
        ),
        ("slow-convergence", "metric-at-baseline"),
        "poor-initialization",
        "the zero-init-residual trick written as a loop over every module (if isinstance(m, nn.BatchNorm2d): "
        "nn.init.zeros_(m.weight)) where only the last batch norm of each residual block was meant: the "
        "stem's is zeroed too, so every activation after it is ReLU(0) = 0 and no gradient reaches the layers"
        " below the head: a small residual net under SGD momentum 0.9 at lr 0.05 (weight decay 5e-4) for 10 "
        "epochs (every 8th step logged): losses 1.64, 1.62, 1.61, 1.6, 1.57 ... 1.57-1.63 in the last third, "
        "gradient norms 0.1-0.5, the val loss 1.59-1.6 (ln 5 = 1.61) and val accuracy 0.263 (the straight "
        "arrows' share) at every evaluation, test 1.61 and 0.253 (the same net with its default init: ~0.28 "
        "and 0.91 in 14 epochs)",
        (*STALL, "gradient-vanishing"),
        family="resnet",
        dataset="road-marking-tiles",
        seed=94012,
        runs=zzzb_runs(hparams={"zero_init_residual": "every BatchNorm2d"}),
    ),
    ZZZB(
        "vzzzb-sweep-activation-sigmoid-8-layers-mlp-birds",
        Plan(
            birds,
            "mlp",
            0.05,
            "sgd",
            momentum=0.9,
            epochs=15,
            log_every=8,
            model_kw={"width": 64, "num_layers": 8, "activation": "sigmoid"},
        ),
        ("slow-convergence",),
        "vanishing-gradients",
        "a hyperparameter sweep's activation axis left at its last value, sigmoid, for an 8-layer MLP (8x64) "
        "under SGD momentum 0.9 at lr 0.05 over the warbler catches for 15 epochs (every 8th step logged): "
        "losses 1.63, 1.6, 1.66, 1.58 ... 1.52-1.62 in the last third, the val loss 1.55-1.58 (ln 5 = 1.61) "
        "at every evaluation and val accuracy 0.253 or 0.317 (the willow warblers' share ~0.3) throughout, "
        "test 1.56 and 0.29 (a 2-layer ReLU MLP: ~0.3 and 0.89)",
        (*STALL, "gradient-vanishing"),
        family="mlp",
        dataset="warbler-ringing",
        seed=94013,
        runs=zzzb_runs(hparams={"sweep_activation": "sigmoid", "depth": 8}),
    ),
    ZZZB(
        "vzzzb-reverse-trick-flips-batch-not-time-gru-ci",
        Plan(ci_logs, "gru", 3e-3, "adam", epochs=12, log_every=8, model_fault=batch_flip, model_kw=H48),
        ("slow-convergence",),
        "wrong-operator",
        "the reversed-input trick of sequence-to-sequence readers (each log read newest event first) written "
        "x.flip(0) where x.flip(1) was meant: the batch's order is reversed, not the events, so each log is "
        "scored against the label of the log at the mirrored place in its batch (training, validation and "
        "test alike): a GRU (hidden 48) under Adam lr 3e-3 over the CI logs for 12 epochs (every 8th step "
        "logged): losses 1.55, 1.61, 1.54, 1.64, 1.54 ... 1.36-1.66 in the last third, epoch means 1.59, then"
        " 1.57-1.58, the val loss 1.56-1.57 and val accuracy 0.32-0.327 (the green runs' share ~0.3) "
        "throughout, test 1.56 and 0.31 (a GRU reading the logs in order: ~0.36-0.46 and 0.88-0.89)",
        (*STALL, "slow-convergence", "train-val-gap"),
        family="rnn",
        dataset="ci-pipeline-events",
        seed=94014,
        runs=zzzb_runs(hparams={"reverse_input": True}),
    ),
    # --- workflow
    ZZZB(
        "vzzzb-epochs-scaled-by-debug-data-fraction-cnn-roads",
        Plan(roads, "cnn", 1e-3, "adam", epochs=2, log_every=1, val_interval=0.25, model_kw=CH16),
        ("undertrained",),
        "too-few-epochs",
        "max_epochs = int(cfg.epochs * cfg.data_fraction), with the data_fraction of 0.05 left from a "
        "debugging subset while the full tile set is used: 2 epochs of the planned 40: a 16-channel CNN under"
        " Adam lr 1e-3 over the road-marking tiles, evaluated four times an epoch (every step logged): losses"
        " 1.59, 1.56, 1.57, 1.39, 1.52 ... 0.499-1.12 in the last third, 0.649 last, epoch means 1.33, 0.739,"
        " the val loss 1.5, 1.32, 1.14, 1.01, 0.818, 0.711, 0.66, 0.578 and val accuracy 0.363 to 0.797, "
        "still improving at the stop, test 0.65 and 0.777 (18 epochs: ~0.28 and 0.91)",
        ("slow-convergence",),
        family="cnn",
        dataset="road-marking-tiles",
        seed=94015,
        runs=zzzb_runs(
            hparams={"epochs": 40, "data_fraction": 0.05, "max_epochs": "int(epochs * data_fraction)"}
        ),
    ),
    ZZZB(
        "vzzzb-stale-last-ckpt-from-earlier-run-bncnn1d-hearts",
        Plan(hearts, "bncnn1d", 3e-3, "adam", epochs=15, log_every=8, model_kw=CH16),
        ("val-test-gap",),
        "wrong-checkpoint-loaded",
        "the run name is reused, so the new run writes to version_1 while the test script loads "
        "runs/bncnn1d/last.ckpt, the checkpoint of an earlier run stopped after one epoch: a batch-norm 1-D "
        "CNN under Adam lr 3e-3 over the heart sounds for 15 epochs (every 8th step logged): losses 1.53, "
        "1.37, 1.25 ... 0.437-1.15 in the last third, epoch means 1.35, 1.09 ... 0.54, the val loss 1.24, "
        "1.03, 0.919 ... 0.558-0.6 over the last 4 and val accuracy 0.5 to 0.767, while the test gives 1.24 "
        "and 0.5 (the first epoch's val numbers)",
        EVAL,
        family="cnn-bn",
        dataset="heart-sounds",
        seed=94016,
        runs=zzzb_runs(
            test_at_step=32, hparams={"test_ckpt": "runs/bncnn1d/last.ckpt", "run_name_reused": True}
        ),
    ),
)

HEALTHY: tuple[Variant, ...] = (
    # --- hearts
    ZZZB(
        "vzzzb-healthy-cnn1d-hearts-shift-gain-noise-aug",
        Plan(
            hearts,
            "cnn1d",
            3e-3,
            "adamw",
            weight_decay=0.01,
            epochs=22,
            log_every=8,
            model_fault=heart_jitter,
            model_kw=CH16,
        ),
        (),
        None,
        "a sound 16-channel 1-D CNN under AdamW lr 3e-3 (weight decay 0.01) whose training windows are "
        "shifted by up to 3 samples, scaled in loudness and given 0.3 sd of friction noise, 22 epochs (every "
        "8th step logged): losses 1.56, 1.58, 1.53 ... 0.287-1.09 in the last third, epoch means 1.56, 1.41, "
        "1.25 ... 0.807, the val loss 1.48, 1.32 ... 0.766, 0.778 (at or below the epoch means throughout) "
        "and val accuracy 0.42 to 0.67, test 0.759 and 0.673",
        family="cnn",
        dataset="heart-sounds",
        seed=94101,
    ),
    ZZZB(
        "vzzzb-healthy-bncnn1d-hearts-batch-8-every-step",
        Plan(hearts, "bncnn1d", 1e-3, "adam", epochs=2, batch_size=8, log_every=1, model_kw=CH16),
        (),
        None,
        "a sound batch-norm 1-D CNN under Adam lr 1e-3 at batch 8 for 2 epochs (250 steps, every step "
        "logged): per-step losses 1.61, 1.7, 1.69, 1.67, 1.6 ... 0.764-1.71 in the last third, epoch means "
        "1.39, 1.18, the val loss 1.26, 1.08 and val accuracy 0.48, 0.57, test 1.08 and 0.573",
        family="cnn-bn",
        dataset="heart-sounds",
        seed=94102,
    ),
    ZZZB(
        "vzzzb-healthy-cnn1d-hearts-dropout-03-step-cut",
        Plan(
            hearts_long,
            "cnn1d",
            3e-3,
            "adam",
            epochs=14,
            log_every=16,
            schedule="step",
            step_size=630,
            gamma=0.2,
            model_kw={"channels": 16, "dropout": 0.3},
        ),
        (),
        None,
        "a sound 16-channel 1-D CNN with dropout 0.3 before its head under Adam lr 3e-3 with StepLR (x0.2 at "
        "step 630) over a 2,000-window draw for 14 epochs (every 16th step logged): losses 1.56, 1.59, 1.39 "
        "... 0.419-0.97 in the last third, epoch means 1.52, 1.16, 0.989 ... 0.7, the val loss 1.31, 0.991, "
        "0.879 ... 0.707 (below the epoch means from the second epoch) and val accuracy 0.437 to 0.71, test "
        "0.603 and 0.77",
        family="cnn",
        dataset="heart-sounds",
        seed=94103,
    ),
    ZZZB(
        "vzzzb-healthy-bncnn1d-hearts-sgd-nesterov-cyclic",
        Plan(
            hearts,
            "bncnn1d",
            0.02,
            "sgd",
            momentum=0.9,
            epochs=10,
            log_every=4,
            val_interval=0.5,
            schedule="cyclic",
            model_kw=CH16,
        ),
        (),
        None,
        "a sound batch-norm 1-D CNN under SGD momentum 0.9 (Nesterov) with a triangular cyclic lr between "
        "1e-3 and 0.04 (48 steps up, 48 down), 10 epochs evaluated twice an epoch (every 4th step logged): "
        "losses 1.66, 1.62, 1.53 ... 0.508-1.33 in the last third, epoch means 1.54, 1.21, 1.0 ... 0.693, the"
        " val loss 1.57, 1.43 ... 0.793, 0.823, 0.883 (a bump as the lr climbs back), 0.773, 0.728 ... 0.722 "
        "and val accuracy 0.287 to 0.683-0.707, test 0.688 and 0.733",
        family="cnn-bn",
        dataset="heart-sounds",
        seed=94104,
        runs=zzzb_runs(
            schedule=cyclic(1e-3, 0.04, 48),
            optimizer_kw={"nesterov": True},
            hparams={"cyclic": [1e-3, 0.04, 48], "nesterov": True},
        ),
    ),
    # --- roads
    ZZZB(
        "vzzzb-healthy-resnet-roads-sgd-warmup-cosine",
        Plan(
            roads,
            "resnet",
            0.05,
            "sgd",
            momentum=0.9,
            weight_decay=5e-4,
            epochs=14,
            log_every=4,
            schedule="warmup-cosine",
            warmup=40,
        ),
        (),
        None,
        "a sound small residual net under SGD momentum 0.9 (weight decay 5e-4) with a 40-step warm-up to 0.05"
        " and a cosine decay, 14 epochs (every 4th step logged): losses 2.02, 1.76, 1.55, 1.45 ... "
        "0.067-0.692 in the last third, epoch means 1.64, 1.24 ... 0.264, the val loss 1.37, 1.15, 1.06, "
        "1.14, 1.16, 0.681, 1.08, 0.497, 0.633, then 0.425 ... 0.328 and val accuracy jumping 0.357-0.837 in "
        "the first 10 epochs, then 0.867-0.877, test 0.28 and 0.913",
        family="resnet",
        dataset="road-marking-tiles",
        seed=94105,
    ),
    ZZZB(
        "vzzzb-healthy-bncnn-roads-bf16-early-stop",
        Plan(roads, "bncnn", 3e-3, "adam", epochs=40, log_every=10, early_stop=3, bf16=True),
        (),
        None,
        "a sound batch-norm CNN in bf16-mixed under Adam lr 3e-3 with early stopping (patience 3) ending it "
        "at epoch 17 of 40 (every 10th step logged): losses 1.55, 1.49, 1.37 ... 0.363-1.15 in the last "
        "third, epoch means 1.54, 1.34 ... 0.446, the val loss 1.42, 1.3 ... 0.652, 0.65, 0.879, 0.571, "
        "0.989, 0.783, 0.603 (its minimum 0.571 at epoch 14) and val accuracy 0.397 to 0.59-0.783, test 0.599"
        " and 0.767",
        family="cnn-bn",
        dataset="road-marking-tiles",
        seed=94106,
    ),
    ZZZB(
        "vzzzb-healthy-cnn-roads-jitter-aug-val-every-3",
        Plan(
            roads,
            "cnn",
            2e-3,
            "adam",
            epochs=18,
            log_every=8,
            val_every_epochs=3,
            model_fault=tile_jitter,
            model_kw=CH16,
        ),
        (),
        None,
        "a sound 16-channel CNN under Adam lr 2e-3 whose training tiles are shifted by up to a pixel, "
        "contrast-scaled and noised, 18 epochs evaluated every 3rd epoch (every 8th step logged): losses "
        "1.52, 1.32, 1.25, 1.92, 1.02 ... 0.128-0.774 in the last third, epoch means 1.35, 0.941 ... 0.353, "
        "the val loss 0.566, 0.417, 0.36, 0.335, 0.279, 0.279 (below the epoch means) and val accuracy 0.773 "
        "to 0.89-0.907, test 0.28 and 0.91",
        family="cnn",
        dataset="road-marking-tiles",
        seed=94107,
    ),
    # --- ci
    ZZZB(
        "vzzzb-healthy-transformer-ci-warmup-linear-batch-16",
        Plan(
            ci_logs,
            "transformer",
            1e-3,
            "adamw",
            weight_decay=0.01,
            epochs=6,
            batch_size=16,
            log_every=5,
            schedule="warmup-linear",
            warmup=100,
        ),
        (),
        None,
        "a sound small transformer under AdamW (weight decay 0.01) with a 100-step linear warm-up to 1e-3 and"
        " a linear decay, batch 16, 6 epochs (378 steps, every 5th logged): losses 1.75, 1.71, 1.71, 1.73, "
        "1.56 (held near ln 5 = 1.61 by the warm-up) ... 0.255-0.578 in the last third, the val loss 1.1, "
        "0.482, 0.403, 0.362, 0.35, 0.342 and val accuracy 0.673, 0.86, 0.893, 0.883, 0.88, 0.88, test 0.342 "
        "and 0.877",
        family="transformer",
        dataset="ci-pipeline-events",
        seed=94108,
    ),
    ZZZB(
        "vzzzb-healthy-gru-ci-sgdm-clipped-plateau-schedule",
        Plan(
            ci_logs,
            "gru",
            0.1,
            "sgd",
            momentum=0.9,
            epochs=20,
            log_every=8,
            schedule="plateau",
            gamma=0.5,
            clip=1.0,
            model_kw=H48,
        ),
        (),
        None,
        "a sound GRU (hidden 48) under SGD momentum 0.9 at lr 0.1, gradients clipped at 1.0, with "
        "ReduceLROnPlateau (x0.5, patience 0; the lr down to 2.4e-5), 20 epochs (every 8th step logged): "
        "losses 1.55, 1.4, 1.18, 0.946 ... 0.013-0.321 in the last third, epoch means 1.29, 0.667, 0.448 ... "
        "0.137, 0.136 (flat over the last 6), the val loss 0.827, 0.46, 0.533, 0.416 ... 0.372 at each of the"
        " last 6 and val accuracy 0.707 to 0.877-0.89, test 0.358 and 0.893",
        family="rnn",
        dataset="ci-pipeline-events",
        seed=94109,
    ),
    ZZZB(
        "vzzzb-healthy-lstm-ci-60-steps-still-improving",
        Plan(
            ci_logs, "lstm", 5e-3, "adam", epochs=2, max_steps=60, log_every=2, val_interval=0.5, model_kw=H48
        ),
        (),
        None,
        "a sound LSTM (hidden 48) under Adam lr 5e-3 stopped at max_steps=60, evaluated twice an epoch (every"
        " 2nd step logged): losses 1.6, 1.55, 1.52, 1.49, 1.46 ... 0.516-0.726 in the last third, the val "
        "loss 1.08, 0.813, 0.663, 0.57 and val accuracy 0.613, 0.713, 0.76, 0.783, still improving when the "
        "run ends, test 0.525 and 0.833",
        family="rnn",
        dataset="ci-pipeline-events",
        seed=94110,
    ),
    # --- candles
    ZZZB(
        "vzzzb-healthy-regression-candles-sgdm-2500-steps-every-100",
        Plan(
            candles_long,
            "mlp",
            2e-3,
            "sgd",
            momentum=0.5,
            epochs=20,
            batch_size=16,
            log_every=100,
            model_kw=MLP64,
        ),
        (),
        None,
        "a sound 2x64 regression MLP under SGD momentum 0.5 at lr 2e-3, batch 16, over a 2,000-candle draw "
        "for 20 epochs (2,500 steps, every 100th logged): losses 0.442, 0.517, 0.257, 0.279 ... 0.044-0.217 "
        "in the last third, epoch means 0.902, 0.639, 0.353 ... 0.0794, the val MSE 0.778, 0.459, 0.236 ... "
        "0.0999, still creeping down, test 0.0923",
        family="regression",
        dataset="candle-burn-hours",
        seed=94111,
    ),
    ZZZB(
        "vzzzb-healthy-regression-candles-dropout-cosine",
        Plan(
            candles,
            "mlp",
            3e-3,
            "adam",
            epochs=25,
            log_every=8,
            schedule="cosine",
            model_kw={"width": 128, "num_layers": 2, "dropout": 0.25},
        ),
        (),
        None,
        "a sound 2x128 regression MLP with dropout 0.25 under Adam lr 3e-3 with a cosine decay over 25 epochs"
        " (every 8th step logged): losses 0.446, 0.35, 0.297, 0.0836 ... 0.031-0.215 in the last third, epoch"
        " means 0.415, 0.174, 0.134 ... 0.0669, the val MSE 0.134, 0.114, 0.0968, 0.125 ... 0.0655-0.0703 "
        "(below the epoch means throughout), test 0.0787",
        family="regression",
        dataset="candle-burn-hours",
        seed=94112,
    ),
    ZZZB(
        "vzzzb-healthy-regression-candles-bf16-batch-64-every-step",
        Plan(
            candles,
            "mlp",
            3e-3,
            "adamw",
            weight_decay=0.01,
            epochs=20,
            batch_size=64,
            log_every=1,
            bf16=True,
            model_kw=W128,
        ),
        (),
        None,
        "a sound 2x128 regression MLP in bf16-mixed under AdamW lr 3e-3 (weight decay 0.01) at batch 64 for "
        "20 epochs (320 steps, every step logged): losses 1.13, 1.08, 0.722, 0.655, 0.608 ... 0.0168-0.0634 "
        "in the last third, epoch means 0.445, 0.14 ... 0.0279, the val MSE 0.196, 0.143, 0.0989 ... "
        "0.0649-0.0752, test 0.0833",
        family="regression",
        dataset="candle-burn-hours",
        seed=94113,
    ),
    # --- birds
    ZZZB(
        "vzzzb-healthy-mlp-birds-dropout-05-rmsprop",
        Plan(
            birds,
            "mlp",
            1e-3,
            "rmsprop",
            epochs=20,
            log_every=8,
            model_kw={"width": 256, "num_layers": 2, "dropout": 0.5},
        ),
        (),
        None,
        "a sound 2x256 MLP with dropout 0.5 under RMSprop lr 1e-3 for 20 epochs (every 8th step logged): "
        "losses 0.578, 0.434, 0.347 ... 0.08-0.38 in the last third, epoch means 0.614, 0.363 ... 0.224, the "
        "val loss 0.392, 0.409, 0.376 ... 0.328-0.366 and val accuracy 0.833-0.873, test 0.305 and 0.893",
        family="mlp",
        dataset="warbler-ringing",
        seed=94114,
    ),
    ZZZB(
        "vzzzb-healthy-mlp-birds-batch-4-every-step",
        Plan(birds, "mlp", 5e-4, "adam", epochs=1, batch_size=4, max_steps=200, log_every=1, model_kw=MLP64),
        (),
        None,
        "a sound 2x64 MLP under Adam lr 5e-4 at batch 4 stopped at max_steps=200 (every step logged): losses "
        "1.61, 1.56, 1.54, 1.6, 1.62 ... 0.425-1.33 in the last third (four rows a batch), one closing "
        "evaluation (val loss 0.817, accuracy 0.767), test 0.812 and 0.8",
        family="mlp",
        dataset="warbler-ringing",
        seed=94115,
    ),
    ZZZB(
        "vzzzb-healthy-mlp-birds-plateau-early-stop-clip",
        Plan(
            birds,
            "mlp",
            3e-3,
            "adamw",
            weight_decay=0.01,
            epochs=60,
            log_every=16,
            schedule="plateau",
            gamma=0.5,
            early_stop=5,
            clip=1.0,
            model_kw=MLP64,
        ),
        (),
        None,
        "a sound 2x64 MLP under AdamW lr 3e-3 (weight decay 0.01), gradients clipped at 1.0, with "
        "ReduceLROnPlateau (x0.5, patience 0; the lr down to 4.7e-5) and early stopping (patience 5) ending "
        "it at epoch 13 of 60 (every 16th step logged): losses 1.39, 0.777, 0.396, 0.297 ... 0.144-0.179 in "
        "the last third, the val loss 0.578, 0.367, 0.339 ... 0.316-0.32 over the last 6 and val accuracy "
        "0.823 to 0.883, test 0.293 and 0.9",
        family="mlp",
        dataset="warbler-ringing",
        seed=94116,
    ),
)
