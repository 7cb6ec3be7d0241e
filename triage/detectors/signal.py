"""Signal helpers the detectors share: choosing the primary curves of a run,
robust smoothing (binned medians), MAD, Theil-Sen slopes and log-space judgement.

Everything here is vectorized numpy so a run of a million points is judged in
milliseconds; the Theil-Sen slope is numpy too, so detection never waits for scipy to import.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from triage.model import Kind, Role, Run, Series
from triage.model.hparams import as_number, canonical_hparams
from triage.model.segments import last_segment, steps_per_epoch_counted, still_rising

FloatArray = npt.NDArray[np.float64]
IntArray = npt.NDArray[np.int64]

# Robust scale of a normal distribution from its MAD (the usual 1.4826).
MAD_TO_SIGMA = 1.4826
# Smoothed curves are reduced to at most this many binned medians: enough to
# see a trend's shape, few enough that Theil-Sen (quadratic) stays cheap.
TREND_POINTS = 200

@dataclass(frozen=True)
class Curve:
    """The finite points of one series (its last segment after a restart),
    ready to be judged. `log_space` says whether levels are compared as ratios."""

    name: str
    step: IntArray
    value: FloatArray
    log_space: bool

    def __len__(self) -> int:
        return len(self.step)

    @property
    def first_step(self) -> int:
        return int(self.step[0])

    @property
    def last_step(self) -> int:
        return int(self.step[-1])

    def fraction_of_run(self, step: float) -> float:
        """Where `step` falls between the curve's first and last step, 0..1."""
        length = self.last_step - self.first_step
        return 0.0 if length <= 0 else float(np.clip((step - self.first_step) / length, 0.0, 1.0))

    def judged(self, values: FloatArray) -> FloatArray:
        """Values in the space levels are compared in (log for positive curves)."""
        return np.log(values) if self.log_space else values


def hparam(run: Run, name: str) -> Any:
    """The run's value for a canonical hyperparameter, read through its aliases
    (the one table in triage.model.hparams)."""
    return canonical_hparams(run.hparams).get(name)


def hparam_number(run: Run, name: str) -> float | None:
    return as_number(hparam(run, name))


def curve_of(series: Series, notes: list[str] | None = None) -> Curve | None:
    """The finite points of the series' last segment, or None if it has none."""
    step, value = last_segment(series, notes)
    finite = np.isfinite(value)
    if not finite.all():
        step, value = step[finite], value[finite]
    if len(step) == 0:
        return None
    log_space = bool(np.all(value > 0))
    return Curve(series.name, step, value, log_space)


def _usable(series: list[Series], min_points: int) -> list[Series]:
    return [s for s in series if len(s) >= min_points]


def train_losses(run: Run) -> list[Series]:
    """Train losses, the main curve (no component) before any loss term."""
    found = run.select(role=Role.TRAIN, kind=Kind.LOSS)
    main = [s for s in found if not s.component]
    return main or found


def primary_train_loss(run: Run, prefer: str, min_points: int = 2) -> Series | None:
    """The run's train loss: component "" first; `prefer` "step" (noise
    detectors want every point) or "epoch" (trend detectors want the series
    that samples the loss most densely, step-level or epoch means, so that a
    logger writing both, as Lightning does, is judged as one writing either;
    an epoch mean counts as two points)."""
    candidates = _usable(train_losses(run), min_points)
    if not candidates:
        return None
    order = ("step", "", "epoch")

    def rank(s: Series) -> tuple[int, int, str]:
        aggregation = order.index(s.aggregation) if s.aggregation in order else len(order)
        if prefer == "epoch":
            # an epoch mean averages every batch of its epoch, a step point is one batch:
            # the step-level series wins only where it samples at least twice as densely
            return (-len(s) * (2 if s.aggregation == "epoch" else 1), aggregation, s.name)
        return (aggregation, -len(s), s.name)

    return sorted(candidates, key=rank)[0]



def epoch_loss_beside(run: Run, curve: Curve) -> Curve | None:
    """The epoch-level train loss logged beside this (step-level) one, if any."""
    epochs = [
        s for s in run.select(role=Role.TRAIN, kind=Kind.LOSS, aggregation="epoch")
        if s.name != curve.name and not s.component
    ]
    return curve_of(epochs[0]) if epochs else None


def step_points_drift(run: Run, curve: Curve, few: int) -> tuple[Curve, float] | None:
    """The epoch means logged beside a step-level, positive `curve` whose epochs hold fewer
    than `few` of its points each (the median epoch), and how far those points drift against
    the means: the largest over the smallest ratio, across epochs, of the median step point
    logged within an epoch to that epoch's mean (1 when the logged batches track their
    epochs' means). None without two epochs that hold both, or with more points an epoch.
    A step point is one batch and an epoch mean averages every batch of its epoch: a few
    logged batches that drift several times against their means are too few, or too
    heavy-tailed, to show the loss's course (enough of them place their epoch whatever
    a transient inside it did to its mean)."""
    means = epoch_loss_beside(run, curve)
    if means is None or len(means) < 2 or not curve.log_space or float(np.min(means.value)) <= 0:
        return None
    # the points logged within each epoch (after the previous epoch's mean, up to its own):
    # counted by bisection first, so a densely logged curve is turned away without a pass
    # over its points per epoch (both step arrays ascend within a segment)
    bounds = np.searchsorted(curve.step, means.step, side="right")
    starts = np.concatenate(([0], bounds[:-1]))
    counts = bounds - starts
    held = np.flatnonzero(counts > 0)
    if len(held) < 2 or float(np.median(counts[held])) >= few:
        return None
    ratios = [float(np.median(curve.value[starts[i] : bounds[i]])) / float(means.value[i]) for i in held]
    return means, max(ratios) / min(ratios)


def train_loss_curve(
    run: Run, params: dict[str, Any], notes: list[str], symptom: str, prefer: tuple[str, ...] = ("step",)
) -> Curve | None:
    """The finite curve of the primary train loss, trying each aggregation in `prefer`
    in turn; None, with a note saying why `symptom` cannot be assessed, when there
    is no such loss with at least `params["min_points"]` finite points."""
    min_points = params["min_points"]
    series = None
    for aggregation in prefer:
        series = primary_train_loss(run, aggregation, min_points=min_points)
        if series is not None:
            break
    if series is None:
        notes.append(f"no train loss with {min_points}+ points: {symptom} cannot be assessed")
        return None
    curve = curve_of(series, notes)
    if curve is None or len(curve) < min_points:
        notes.append(f"{series.name} has too few finite points: {symptom} cannot be assessed")
        return None
    return curve

def val_losses(run: Run, min_points: int = 1) -> list[Series]:
    """Validation losses: the unnamed eval set alone if there is one, else every
    named eval set (HF's eval_<set>_loss), each to be judged."""
    found = _usable(run.select(role=Role.VAL, kind=Kind.LOSS), min_points)
    main = [s for s in found if not s.dataset and not s.component]
    if main:
        epoch_level = [s for s in main if s.aggregation != "step"]
        return (epoch_level or main)[:1]
    by_dataset: dict[str, Series] = {}
    for s in found:
        by_dataset.setdefault(s.dataset, s)
    return list(by_dataset.values())


def lr_series(run: Run) -> Series | None:
    found = _usable(run.select(kind=Kind.LR), 2)
    return found[0] if found else None


def grad_norm_series(run: Run) -> list[Series]:
    """Gradient-norm series, the total norm (no component) first."""
    found = _usable(run.select(kind=Kind.GRAD_NORM), 2)
    return sorted(found, key=lambda s: (bool(s.component or s.dataset), -len(s), s.name))


def accuracy_series(run: Run, role: Role) -> list[Series]:
    """Accuracy-like metrics (higher is better, named acc/accuracy) of a split."""
    found = run.select(role=role, kind=Kind.METRIC)
    return [
        s
        for s in found
        if s.direction == "max" and any(t in s.name.lower() for t in ("acc", "accuracy")) and len(s) >= 1
    ]


# An untrained classifier's accuracy sits at 1/C give or take its batch noise;
# these bound how close a first accuracy (or loss, to ln C) must be to count.
_CHANCE_ACCURACY_TOLERANCE = 0.03
_CHANCE_LOSS_TOLERANCE = 0.05
# how far an accuracy's second reading may stray from 1/C and still be at chance (the
# spread of an evaluation at chance on a few hundred examples)
_CHANCE_SECOND_READING = 0.05
BINARY_LOSS_WORDS = ("bce", "binary", "sigmoid", "logistic")
LOSS_LEVEL_SOURCE = "inferred from a first loss at ln C"


def classification_task(run: Run) -> bool:
    """Whether the declared task (if any) is a classification one (HF's
    single_label_classification too); an undeclared task counts as one."""
    task = str(hparam(run, "task") or "classification").lower()
    return "class" in task


def chance_loss(run: Run) -> float | None:
    """ln C, a uniform guess's cross-entropy, for a classification run whose class
    count is known; None otherwise."""
    classes, _ = num_classes(run)
    if classes is None or classes < 2 or not classification_task(run):
        return None
    return math.log(classes)


def declared_num_classes(run: Run) -> int | None:
    """The class count the hparams declare (num_classes, num_labels, a label map): a whole
    number of 2 or more, else None."""
    declared = hparam_number(run, "num_classes")
    if declared is not None and declared >= 2 and float(declared).is_integer():
        return int(declared)
    return None


def num_classes(run: Run) -> tuple[int | None, str]:
    """The class count and where it came from: hparams (num_classes, num_labels,
    a label map), a binary loss function, an accuracy that starts at 1/C (an
    untrained classifier's chance rate), else a first loss at ln C beside an
    accuracy metric (LOSS_LEVEL_SOURCE: unusable for judging that first loss)."""
    declared = declared_num_classes(run)
    if declared is not None:
        return declared, "hparams"
    task = str(hparam(run, "task") or "").lower()
    if task and "class" not in task:
        return None, ""
    criterion = str(hparam(run, "criterion") or "").lower()
    if any(word in criterion for word in BINARY_LOSS_WORDS):
        return 2, f"a binary loss function ({criterion})"
    guesses: set[int] = set()
    names: list[str] = []
    accuracies = [s for role in (Role.VAL, Role.TRAIN) for s in accuracy_series(run, role)]
    # first value of every accuracy by its first step: a start at 1/C means chance only
    # when no other accuracy logged at that same step is clearly above it (an epoch
    # mean that averages the learning of the first epoch can land on 1/C by accident)
    first_steps = {id(s): int(s.step[int(np.argmax(np.isfinite(s.value)))]) for s in accuracies if len(s)}
    starts: dict[int, list[float]] = {}
    for s in accuracies:
        ok = np.isfinite(s.value)
        if ok.any():
            starts.setdefault(first_steps[id(s)], []).append(float(s.value[ok][0]))
    for s in accuracies:
        finite = s.value[np.isfinite(s.value)]
        if len(finite) < 3:
            continue
        first = float(finite[0])
        # a denormal first value makes 1/first infinite, which round() refuses
        guess = round(1.0 / first) if 1e-6 <= first <= 0.5 + _CHANCE_ACCURACY_TOLERANCE else 0
        # only when the start matches 1/C closely: a model that already
        # learned something would give a wrong count
        # close enough to 1/C to be chance, and never as close to 1/(C +- 1)
        tolerance = min(_CHANCE_ACCURACY_TOLERANCE, 0.45 / (guess * (guess + 1))) if guess >= 2 else 0.0
        if not (2 <= guess <= 1000 and abs(first - 1.0 / guess) <= tolerance):
            continue
        beside = starts.get(first_steps[id(s)], [])
        if any(other > 1.0 / guess + 2 * tolerance for other in beside):
            continue
        if not _untrained_reading(run, s, finite, guess, tolerance):
            continue
        guesses.add(guess)
        names.append(f"{s.name}={first:.3f}")
    if len(guesses) == 1:
        guess = guesses.pop()
        return guess, f"inferred from accuracies starting at 1/{guess} ({', '.join(names)})"
    if guesses or not (accuracies or task):
        return None, ""
    return _classes_from_first_loss(run)


def _untrained_reading(run: Run, accuracy: Series, finite: FloatArray, guess: int, tolerance: float) -> bool:
    """Whether an accuracy's first reading at 1/guess is an untrained classifier's: taken
    before the train loss's second logged point (an evaluation before the first updates;
    an epoch's mean is not), or followed by a second reading still at chance. A first
    evaluation after an epoch of learning lands near 1/C for some small C by accident (a
    10-class model at 50% or 33%), and then rises away from it."""
    read = accuracy.step[np.isfinite(accuracy.value)]
    for loss in run.select(role=Role.TRAIN, kind=Kind.LOSS):
        logged = loss.step[np.isfinite(loss.value)]
        if len(logged) >= 2 and read[0] < logged[1] and np.count_nonzero(logged < read[1]) >= 2:
            return True
    band = max(2 * tolerance, _CHANCE_SECOND_READING)
    return abs(float(finite[1]) - 1.0 / guess) <= band


def _classes_from_first_loss(run: Run) -> tuple[int | None, str]:
    """C when the first train (else val) loss sits at ln C: what cross-entropy gives
    before any learning. Only asked where an accuracy metric says it is classification."""
    for role in (Role.TRAIN, Role.VAL):
        for series in run.select(role=role, kind=Kind.LOSS):
            finite = series.value[np.isfinite(series.value)]
            if len(finite) < 3 or series.component:
                continue
            first = float(min(finite[0], np.median(finite[:3])))
            if not 0.5 < first < math.log(1001):
                return None, ""
            guess = int(round(math.exp(first)))
            if guess >= 2 and abs(first - math.log(guess)) <= _CHANCE_LOSS_TOLERANCE * math.log(guess):
                return guess, f"{LOSS_LEVEL_SOURCE} ({series.name} starts at {first:.3g} = ln {guess})"
            return None, ""
    return None, ""


def window_mean_steps(run: Run, min_steps: float) -> float | None:
    """The logging window when each logged train loss is the mean of at least
    `min_steps` steps (HF's logging_steps), else None."""
    window = hparam_number(run, "logging_steps")
    return window if window is not None and window >= min_steps else None


def loss_before_updates(run: Run, curve: Curve, min_window_steps: float) -> bool:
    """Whether the curve's first point is one step's loss at step 0 or 1, taken
    before the optimizer moved the weights (not a window's mean, not a later step)."""
    return window_mean_steps(run, min_window_steps) is None and curve.first_step <= 1


def steps_per_epoch(run: Run) -> float | None:
    """Optimizer steps per epoch: hparams, else the epoch counter's (steps_per_epoch_counted)."""
    declared = hparam_number(run, "steps_per_epoch")
    if declared is not None and declared > 0:
        return declared
    train_size, batch = hparam_number(run, "train_size"), hparam_number(run, "batch_size")
    if train_size and batch and train_size > 0 and batch > 0:
        return math.ceil(train_size / batch)
    return steps_per_epoch_counted(run)


def binned(
    curve_step: IntArray, values: FloatArray, max_points: int = TREND_POINTS
) -> tuple[FloatArray, FloatArray]:
    """A robust trend: medians of consecutive equal bins (the leftover points
    go to the first bin's side so the last bin ends at the last point); short
    curves get a running median of three."""
    n = len(values)
    if n <= max_points:
        if n < 5:
            return curve_step.astype(np.float64), values.copy()
        padded = np.concatenate([values[:1], values, values[-1:]])
        windows = np.lib.stride_tricks.sliding_window_view(padded, 3)
        return curve_step.astype(np.float64), np.median(windows, axis=1)
    return _bin_medians(curve_step.astype(np.float64), values, int(math.ceil(n / max_points)))


def _bin_medians(steps: FloatArray, values: FloatArray, size: int) -> tuple[FloatArray, FloatArray]:
    """Medians of consecutive bins of `size` points; the first bin takes the
    remainder, so the last bin always ends at the last point and no point is dropped."""
    n = len(values)
    head = n % size
    full_steps = steps[head:].reshape(-1, size)
    full_values = values[head:].reshape(-1, size)
    mid_steps = np.median(full_steps, axis=1)
    mid_values = np.median(full_values, axis=1)
    if head:
        mid_steps = np.concatenate([[np.median(steps[:head])], mid_steps])
        mid_values = np.concatenate([[np.median(values[:head])], mid_values])
    return mid_steps, mid_values


def trend(curve: Curve, max_points: int = TREND_POINTS) -> tuple[FloatArray, FloatArray]:
    """The smoothed curve in judged space (log for positive curves)."""
    return binned(curve.step, curve.judged(curve.value), max_points)


def edge_level(values: FloatArray, fraction: float, end: bool) -> float:
    """Median of the first (or last) `fraction` of the values, at least one point."""
    count = max(1, int(math.ceil(len(values) * fraction)))
    part = values[-count:] if end else values[:count]
    return float(np.median(part))


def relative_change(start: float, end: float, log_space: bool) -> float:
    """Fraction the level fell from start to end (positive = fell), from judged levels."""
    if log_space:
        return 1.0 - math.exp(end - start)
    if start == 0:
        return 0.0
    return (start - end) / abs(start)


# The normal quantile of a two-sided 90% interval (scipy.stats.norm.ppf(0.05)):
# a constant, so detection never imports scipy (a second of start-up).
Z_90 = -1.6448536269514722


def _tie_term(values: FloatArray) -> float:
    """Sum of t(t-1)(2t+5) over groups of t equal values (Sen's variance correction)."""
    _, counts = np.unique(values, return_counts=True)
    counts = counts[counts > 1].astype(np.float64)
    return float(np.sum(counts * (counts - 1) * (2 * counts + 5)))


def theil_sen(x: FloatArray, y: FloatArray) -> tuple[float, float, float]:
    """Theil-Sen slope with its 90% confidence bounds (slope, low, high), as
    scipy.stats.theilslopes computes them (Sen 1968), in numpy."""
    n = len(x)
    if n < 3 or np.ptp(x) == 0:
        return 0.0, 0.0, 0.0
    i, j = np.triu_indices(n, k=1)
    dx = x[j] - x[i]
    keep = dx != 0
    slopes = np.sort((y[j][keep] - y[i][keep]) / dx[keep])
    if len(slopes) == 0:
        return 0.0, 0.0, 0.0
    median = float(np.median(slopes))
    count = len(slopes)
    variance = (n * (n - 1) * (2 * n + 5) - _tie_term(x) - _tie_term(y)) / 18.0
    sigma = math.sqrt(max(variance, 0.0))
    upper = min(int(round((count - Z_90 * sigma) / 2.0)), count - 1)
    lower = max(int(round((count + Z_90 * sigma) / 2.0)) - 1, 0)
    return median, float(slopes[lower]), float(slopes[upper])


def average_ranks(values: FloatArray) -> FloatArray:
    """Ranks from 1, ties given the mean of the ranks they span."""
    order = np.argsort(values, kind="mergesort")
    ordered = values[order]
    ranks = np.empty(len(values), dtype=np.float64)
    starts = np.flatnonzero(np.r_[True, ordered[1:] != ordered[:-1]])
    ends = np.r_[starts[1:], len(values)]
    for start, end in zip(starts, ends, strict=True):
        ranks[order[start:end]] = (start + end + 1) / 2.0
    return ranks


def rank_sum_z(first: FloatArray, second: FloatArray) -> float:
    """The Wilcoxon-Mann-Whitney rank-sum statistic of `second` against `first` as a
    normal score (< 0: `second` lower)."""
    n1, n2 = len(first), len(second)
    if not n1 or not n2:
        return 0.0
    ranks = average_ranks(np.concatenate([first, second]))
    expected = n2 * (n1 + n2 + 1) / 2.0
    spread = math.sqrt(n1 * n2 * (n1 + n2 + 1) / 12.0)
    return float((ranks[n1:].sum() - expected) / spread)


def f_survival(statistic: float, d1: float, d2: float) -> float:
    """P(F > statistic) for Fisher's F with (d1, d2) degrees of freedom, as
    scipy.stats.f.sf gives it: the regularized incomplete beta function
    I_x(d2/2, d1/2) at x = d2 / (d2 + d1 * statistic), in plain math."""
    if statistic <= 0:
        return 1.0
    return _regularized_beta(d2 / (d2 + d1 * statistic), d2 / 2.0, d1 / 2.0)


def _regularized_beta(x: float, a: float, b: float) -> float:
    """I_x(a, b) by its continued fraction (modified Lentz), on the side of
    the symmetry I_x(a, b) = 1 - I_(1-x)(b, a) where the fraction converges fast."""
    if x <= 0.0:
        return 0.0
    if x >= 1.0:
        return 1.0
    if x > (a + 1.0) / (a + b + 2.0):
        return 1.0 - _regularized_beta(1.0 - x, b, a)
    log_front = a * math.log(x) + b * math.log1p(-x) - math.log(a) - (
        math.lgamma(a) + math.lgamma(b) - math.lgamma(a + b)
    )
    tiny = 1e-300
    c, d = 1.0, 1.0 - (a + b) * x / (a + 1.0)
    d = 1.0 / (d if abs(d) > tiny else tiny)
    fraction = d
    for m in range(1, 500):
        for numerator in (
            m * (b - m) * x / ((a + 2 * m - 1) * (a + 2 * m)),
            -(a + m) * (a + b + m) * x / ((a + 2 * m) * (a + 2 * m + 1)),
        ):
            d = 1.0 + numerator * d
            d = 1.0 / (d if abs(d) > tiny else tiny)
            c = 1.0 + numerator / c
            c = c if abs(c) > tiny else tiny
            fraction *= c * d
        if abs(c * d - 1.0) < 1e-15:
            break
    return min(1.0, math.exp(log_front) * fraction)


def local_baseline(values: FloatArray, window: int) -> FloatArray:
    """A running robust level for every point: medians of bins of `window`
    points, linearly interpolated between bin centres (fast, and a single
    spike cannot move a median)."""
    n = len(values)
    window = max(3, min(window, n))
    centres, medians = _bin_medians(np.arange(n, dtype=np.float64), values, window)
    if len(medians) == 1:
        return np.full(n, medians[0])
    index = np.arange(n, dtype=np.float64)
    baseline: FloatArray = np.interp(index, centres, medians)
    # beyond the first and last bin centres the trend goes on as it went, not
    # flat: clamping would turn the ends of any sloped curve (a clean exponential
    # decay, in log space a line) into residual ramps that look like swings
    head, tail = index < centres[0], index > centres[-1]
    first_slope = (medians[1] - medians[0]) / (centres[1] - centres[0])
    last_slope = (medians[-1] - medians[-2]) / (centres[-1] - centres[-2])
    baseline[head] = medians[0] + first_slope * (index[head] - centres[0])
    baseline[tail] = medians[-1] + last_slope * (index[tail] - centres[-1])
    return baseline


def value_at(steps: IntArray | FloatArray, values: FloatArray, at: float) -> float:
    """The curve's value at step `at`, linearly interpolated, clamped at the ends."""
    return float(np.interp(at, steps.astype(np.float64), values))


def confidence_from_points(points: int, min_points: int, full_points: int) -> float:
    """More points, more confidence: 0.5 at `min_points`, 0.95 from `full_points` on."""
    if full_points <= min_points:
        return 0.95
    share = (points - min_points) / (full_points - min_points)
    return float(np.clip(0.5 + 0.45 * share, 0.3, 0.95))


def fmt_step(step: float) -> str:
    return f"{int(round(step)):,}"


# from this many times a reference on, a message says "Nx" rather than a percentage
MANY_TIMES = 10.0


def fmt_factor(factor: float) -> str:
    """A ratio as people read it: 3.1, 441, 51,000 or 2.9e+13 (no exponent below a
    trillion), and 0.25 or 6.3e-06 below 1."""
    if not math.isfinite(factor):
        return str(factor)
    size = abs(factor)
    if size >= 1e12:
        return f"{factor:.2g}"
    if size >= 999.5:  # what .3g would print as 1e+03
        digits = len(str(int(size))) - 2  # two significant digits
        return f"{round(factor, -digits):,.0f}"
    if size >= 1:
        return f"{factor:.3g}"
    return f"{factor:.2g}"


def peak_lr(run: Run, at_least: float = 0.0) -> tuple[FloatArray, FloatArray, float] | None:
    """(steps, lr values, peak lr) of the run's lr series (the peak never below
    `at_least`), or None."""
    series = lr_series(run)
    if series is None:
        return None
    step, value = last_segment(series)
    finite = np.isfinite(value)
    if finite.sum() < 2:
        return None
    lr_steps, lr_values = step[finite].astype(np.float64), value[finite]
    peak = max(float(np.max(lr_values)), at_least)
    if peak <= 0:
        return None
    return lr_steps, lr_values, peak


def schedule_peak_lr(run: Run) -> tuple[FloatArray, FloatArray, float] | None:
    """As peak_lr, with the peak never below the configured lr (hparams) once the logged
    rate has come down: a sparse log can miss the schedule's peak (a cosine that decayed
    within the first logged interval logs nothing but its tail), while the configured lr is
    where it began. A logged rate still rising at its end (at its own peak, at least twice
    its first value) never came down from anything: a configured lr above it was never
    reached, not missed (a warm-up counted in other units than it is stepped in), and the
    logged peak stands. A flat one stays ambiguous (a tail after a missed decay, or a rate
    held low all along) and keeps the configured peak, as does one that rose and fell far
    below it (slow-convergence then says the rate never came near the configured one)."""
    configured = hparam_number(run, "lr")
    found = peak_lr(run, configured if configured is not None and math.isfinite(configured) else 0.0)
    if found is not None and still_rising(found[1]):
        lr_steps, lr_values, _ = found
        return lr_steps, lr_values, float(np.max(lr_values))
    return found


# Non-finite points in a row at the end, or in all, from which they persist: a loss
# scaler skips one step at a time (and may skip the very last one logged), while a
# diverged network's gradients stay NaN at every step after it.
_PERSISTENT_POINTS = 3


def persistent_nonfinite(value: FloatArray, stopped_short: bool = False) -> int | None:
    """Index of the first non-finite value when the non-finite values persist:
    the series ends with a few non-finite values in a row (one, for a run stopped
    short of its plan: a hook stopping at the first NaN), or most points after
    the first one are. Isolated NaN/Inf values in a gradient norm are the steps a
    mixed-precision loss scaler skips (it halves the scale and goes on), not a
    divergence."""
    bad = ~np.isfinite(value)
    if not bad.any():
        return None
    first = int(np.argmax(bad))
    finite_at = np.flatnonzero(~bad)
    trailing = len(bad) - 1 - int(finite_at[-1]) if len(finite_at) else len(bad)
    count = int(bad[first:].sum())
    needed = 1 if stopped_short else min(_PERSISTENT_POINTS, len(bad))
    if trailing >= needed or (
        count >= _PERSISTENT_POINTS and count >= 0.5 * (len(bad) - first)
    ):
        return first
    return None


def planned_steps(run: Run) -> float | None:
    """The length the run was configured for, in steps: planned_steps (max_steps),
    else planned_epochs x steps per epoch; None when the configuration does not say."""
    steps = hparam_number(run, "planned_steps")
    if steps is not None and steps > 0:
        return steps
    epochs = hparam_number(run, "planned_epochs")
    per_epoch = steps_per_epoch(run)
    if epochs is not None and epochs > 0 and per_epoch:
        return epochs * per_epoch
    return None


def step_budget_share(run: Run) -> float | None:
    """A step budget (planned_steps: max_steps) over the length of the epochs the run also
    records (planned_epochs x steps per epoch), when the budget is the shorter plan: the
    share of its epochs the budget let the run train. None when either plan is missing or
    the budget does not cut the epochs (a Hugging Face state derives its epoch count from
    max_steps, so the two agree there)."""
    budget = hparam_number(run, "planned_steps")
    epochs = hparam_number(run, "planned_epochs")
    per_epoch = steps_per_epoch(run)
    if budget is None or budget <= 0 or epochs is None or epochs <= 0 or not per_epoch:
        return None
    share = budget / (epochs * per_epoch)
    return share if share < 1 else None


def covered_fraction(run: Run, first_step: float, last_step: float) -> float | None:
    """How much of its planned length the run covered (None when unknown, or when a last
    step no later than the planned epochs may count epochs, as a Keras CSV's epoch column
    does, rather than updates)."""
    planned = planned_steps(run)
    if planned is None or planned <= first_step:
        return None
    epochs = hparam_number(run, "planned_epochs")
    if epochs is not None and last_step <= epochs < planned:
        return None
    return float(np.clip((last_step - first_step) / (planned - first_step), 0.0, 1.0))


# A run whose last logged step is this share of its plan or more ran to its end
# (loggers log every N steps: the last step logged may fall short of the plan).
_COMPLETE_SHARE = 0.95


def stopped_short(run: Run, series: Series) -> bool:
    """Whether the run ended before its plan: stopped early (a hook or a callback
    says so), or its series ends well short of the planned steps."""
    if bool(hparam(run, "stopped_early")):
        return True
    if not len(series):
        return False
    covered = covered_fraction(run, float(series.step[0]), float(series.step[-1]))
    return covered is not None and covered < _COMPLETE_SHARE


def describe_change(drop: float, digits: int = 1, only: bool = False, under: float | None = None) -> str:
    """A relative drop in words: "fell 12.5%" ("fell only 12.5%" with `only`), "rose 40.0%",
    "rose 160-fold" (a ten-fold rise or more: a five-digit percentage reads as noise) or "fell
    past zero" (a fall of more than the start itself); never a negative fall. A fall shown
    against a threshold it stays `under` gets the decimals that keep it visibly below it
    ("fell only 19.97%", never "fell only 20.0%" beside a 20% threshold)."""
    if drop > 1:
        return "fell past zero"
    if drop >= 0:
        # compared as fractions (0.07 * 100 is 7.000000000000001 in floating point)
        while under is not None and drop < under < 1 and digits < 4 and (
            round(drop, digits + 2) >= round(under, digits + 2)
        ):
            digits += 1
        return f"fell {'only ' if only else ''}{drop:.{digits}%}"
    if -drop >= MANY_TIMES - 1:
        return f"rose {fmt_factor(1 - drop)}-fold"
    return f"rose {-drop:.{digits}%}"


def fmt_share_of(share: float) -> str:
    """A level against a reference, to be followed by the reference: "85% of" below ten
    times it, "1,400x" from there on."""
    if math.isfinite(share) and abs(share) >= MANY_TIMES:
        return f"{fmt_factor(share)}x"
    return f"{share:.0%} of"


def fmt_above(rise: float) -> str:
    """How far a level ends above a reference (`rise` a share of it), to be followed by the
    reference: "35% above" below ten times it, "at 51x" from there on."""
    if math.isfinite(rise) and rise >= MANY_TIMES - 1:
        return f"at {fmt_factor(1 + rise)}x"
    return f"{rise:.0%} above"
