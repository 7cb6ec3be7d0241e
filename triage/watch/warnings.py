"""The watch's early warnings for slow trouble, each a pure function of the run read so
far and its knowledge-base entry: a training loss drifting up, a validation loss turning
up, throughput falling, step time doubling. Each pairs a test against noise with an effect size."""

from __future__ import annotations

import math
import re
from typing import Any

import numpy as np

from triage.detectors.signal import average_ranks, rank_sum_z
from triage.model import Finding, Run, Series
from triage.watch.knowledge import Warning_


def warning_finding(
    spec: Warning_,
    confidence: float,
    message: str,
    onset: int | None,
    measurements: dict[str, Any],
    series: tuple[str, ...] = (),
) -> Finding:
    """A watch warning as a Finding, titled and graded by its knowledge-base entry."""
    return Finding(
        id=spec.id,
        severity=spec.severity,  # type: ignore[arg-type]
        confidence=confidence,
        message=message,
        series=series,
        onset_step=onset,
        measurements=measurements,
        title=spec.title,
    )


# -- statistics --------------------------------------------------------------
def mann_kendall_z(values: np.ndarray, autocorrelation: float = 0.0) -> float:
    """The Mann-Kendall trend statistic as a normal score (> 0: rising). Without the tie
    correction, ties only shrink |z|: the test errs towards silence. A positive lag-1
    `autocorrelation` of the noise (a logger that smooths) inflates the variance by
    (1 + r) / (1 - r), the effective-sample-size correction (Hamed and Rao 1998, lag 1)."""
    n = len(values)
    if n < 3:
        return 0.0
    signs = np.sign(values[None, :] - values[:, None])
    s = float(np.triu(signs, 1).sum())
    r = min(max(autocorrelation, 0.0), 0.99)
    variance = n * (n - 1) * (2 * n + 5) / 18.0 * (1.0 + r) / (1.0 - r)
    if s == 0:
        return 0.0
    return (s - math.copysign(1.0, s)) / math.sqrt(variance)  # continuity correction


def lag1_autocorrelation(residuals: np.ndarray) -> float:
    """The lag-1 autocorrelation of a curve's residuals around its trend."""
    centred = residuals - residuals.mean()
    denominator = float(np.dot(centred, centred))
    if len(centred) < 3 or denominator == 0:
        return 0.0
    return float(np.dot(centred[1:], centred[:-1]) / denominator)


def noise_sigma(values: np.ndarray) -> float:
    """The point-to-point noise of a curve, one point's sd: the root mean square of its
    second differences over sqrt(6) (a smooth trend, even a curved descent, barely moves
    them). A root mean square, not a MAD: on the ten or so evaluations of a run the MAD
    is often far too small by chance, and an outlier makes this larger, never smaller,
    so the error is always towards silence."""
    if len(values) < 4:
        return 0.0
    second = np.diff(values, 2)
    return float(math.sqrt(float(np.dot(second, second)) / len(second) / 6.0))


def rolling_median(values: np.ndarray, width: int) -> np.ndarray:
    """Medians of every `width` consecutive values (len(values) - width + 1 of them)."""
    if width <= 1 or len(values) < width:
        return values.copy()
    windows = np.lib.stride_tricks.sliding_window_view(values, width)
    return np.asarray(np.median(windows, axis=1))


def change_point(values: np.ndarray) -> int:
    """Where a level shift most likely happened: the index after which the rank CUSUM
    turns (Pettitt's statistic), so outliers weigh no more than any other point."""
    if len(values) < 2:
        return 0
    ranks = average_ranks(values)
    cusum = np.cumsum(ranks - ranks.mean())
    return int(np.argmax(np.abs(cusum[:-1]))) + 1


# -- which series -----------------------------------------------------------
def _finite(series: Series) -> tuple[np.ndarray, np.ndarray]:
    ok = np.isfinite(series.value)
    return series.step[ok], series.value[ok]


# -- the warnings -------------------------------------------------------------
def loss_drift(run: Run, spec: Warning_) -> Finding | None:
    """The training loss rising over its last `window` points: a Mann-Kendall trend at or
    above `z`, and a Theil-Sen rise across the window of at least `min_rise` of its level."""
    from triage.detectors.signal import primary_train_loss, theil_sen

    series = primary_train_loss(run, "step")  # the main loss, not a component (loss_box_reg)
    if series is None or not np.isfinite(series.value[-1]):
        return None  # a non-finite end is loss-runaway's, not a drift
    t = spec.thresholds
    steps, values = _finite(series)
    window = min(int(t["window"]), len(values) // 2)
    if window < int(t["min_points"]):
        return None  # the first half of a short run is its descent, not a baseline
    steps, values = steps[-window:], values[-window:]
    x = (steps - steps[0]).astype(np.float64)
    slope, _low, _high = theil_sen(x, values)
    level = float(np.median(values))
    rise = slope * float(x[-1])
    scale = max(abs(level), 1e-12)
    if rise < t["min_rise"] * scale:
        return None
    # A smoothing logger's noise wanders: its correlation widens the trend test.
    r1 = lag1_autocorrelation(values - slope * x)
    z = mann_kendall_z(values, r1)
    if z < t["z"]:
        return None
    # Onset: the last lowest point of the smoothed window, where the rise began.
    width = max(3, window // 10) | 1
    smooth = rolling_median(values, width)
    onset = int(steps[len(smooth) - 1 - int(np.argmin(smooth[::-1])) + width // 2])
    return warning_finding(
        spec,
        min(0.9, 0.5 + 0.05 * (z - t["z"])),
        f"{series.name}: rising over its last {window} points (steps {int(steps[0])}-{int(steps[-1])}): "
        f"Theil-Sen rise {rise:.4g} = {rise / scale:.0%} of its level {level:.4g} "
        f"(threshold {t['min_rise']:.0%}), Mann-Kendall z {z:.1f} (threshold {t['z']:g})",
        onset,
        {
            "window_points": window,
            "rise": rise,
            "rise_fraction": rise / scale,
            "mann_kendall_z": z,
            "noise_lag1_autocorrelation": r1,
            "threshold_min_rise": t["min_rise"],
            "threshold_z": t["z"],
        },
        series=(series.name,),
    )


def val_turn_up(run: Run, spec: Warning_) -> Finding | None:
    """A validation loss whose last `confirm` evaluations' median is above its best median of
    `confirm` in a row by `z` standard errors of its point-to-point noise beyond what picking the
    best of many windows gives a flat noisy curve, and by at least `min_rise` of the best:
    the turn-up as soon as it stands out of the noise."""
    from triage.detectors.signal import val_losses

    t = spec.thresholds
    k = int(t["confirm"])
    for series in val_losses(run):
        steps, values = _finite(series)
        if len(values) < max(int(t["min_points"]), 2 * k):
            continue
        # Medians of k in a row (means[i] for values[i:i+k]): one outlier evaluation, at the
        # end or at the best, moves neither.
        means = rolling_median(values, k)
        latest = float(means[-1])
        before = means[: len(means) - k]  # windows that end before the latest one starts
        best_at = int(np.argmin(before))
        best = float(before[best_at])
        sigma = noise_sigma(values)
        # The standard error of a median of k (sqrt(pi / 2) that of a mean; above it for small k).
        error = sigma * math.sqrt(math.pi / (2.0 * k))
        # The lowest of M means of pure noise sits about sqrt(2 ln M) standard errors
        # below their level (the expected maximum of M normals): that much is no turn.
        selection = math.sqrt(2.0 * math.log(len(before))) if len(before) > 1 else 0.0
        rise = latest - best
        scale = max(abs(best), 1e-12)
        z = (rise / error - selection) if error > 0 else float("inf")
        if z < t["z"] or rise < t["min_rise"] * scale:
            continue
        lowest = best_at + int(np.argmin(values[best_at : best_at + k]))
        return warning_finding(
            spec,
            min(0.9, 0.5 + 0.05 * min(z - t["z"], 8.0)),
            f"{series.name}: median {latest:.4g} over its last {k} evaluations, {rise / scale:.1%} above its "
            f"best {k} in a row ({best:.4g}, lowest at step {int(steps[lowest])}); "
            + ("no measurable noise" if error == 0 else f"{z:.1f} standard errors past the best's selection")
            + f" (thresholds {t['z']:g} and {t['min_rise']:.0%})",
            int(steps[lowest]),
            {
                "best_median": best,
                "latest_median": latest,
                "rise_fraction": rise / scale,
                "noise_sd": sigma,
                "z": z if math.isfinite(z) else None,
                "threshold_z": t["z"],
                "threshold_min_rise": t["min_rise"],
            },
            series=(series.name,),
        )
    return None


def _throughput_series(run: Run, names: tuple[str, ...]) -> Series | None:
    """A logged throughput series (samples/s, steps/s, tokens/s...) by its name."""
    found = []
    for series in run:
        # Whole words only: `it_s` must not match `split_size`.
        flat = "_" + "_".join(re.findall(r"[a-z0-9]+", series.name.lower())) + "_"
        if any(f"_{name}_" in flat for name in names):
            found.append(series)
    return max(found, key=len) if found else None


def _wall_rates(run: Run) -> tuple[Series, np.ndarray, np.ndarray] | None:
    """Steps per second between consecutive points of the longest timed series: (series,
    steps, rates), each rate at the step that ended its interval."""
    timed = [s for s in run if len(s) > 2 and np.isfinite(s.wall_time).all()]
    if not timed:
        return None
    series = max(timed, key=len)
    steps = np.diff(series.step).astype(np.float64)
    seconds = np.diff(series.wall_time)
    ok = (steps > 0) & (seconds > 0)
    return series, series.step[1:][ok], steps[ok] / seconds[ok]


def throughput_drop(run: Run, spec: Warning_) -> Finding | None:
    """Throughput over the last `window` points at least `min_drop` below that of the first
    `window` (after `skip` warm-up points), and lower by a rank-sum z of at least `z`. From
    a logged throughput series when there is one, else from the wall times of the points."""
    logged = _throughput_series(run, spec.names)
    if logged is not None:
        steps, rates = _finite(logged)
        window = int(spec.thresholds["window"])
        return _drop(spec, steps, rates, window, ("logged", f"{logged.name} (logged)"), "", logged.name)
    timed = _wall_rates(run)
    if timed is None:
        return None
    series, steps, rates = timed
    source = ("wall-times", f"steps per second from the wall times of {series.name}")
    return _drop(spec, steps, rates, int(spec.thresholds["window"]), source, " steps/s", series.name)


def has_throughput_source(run: Run, spec: Warning_) -> bool:
    """True when the run logs a throughput series or timed points (then arrivals are not needed)."""
    return _throughput_series(run, spec.names) is not None or _wall_rates(run) is not None


def arrival_throughput_drop(arrivals: list[tuple[float, int]], spec: Warning_) -> Finding | None:
    """The throughput drop of a log without wall times (a Lightning CSV), from the watch's
    own clock: steps per second between the polls that saw new points (a buffered writer's
    bursts are one arrival each), over `arrival_window` arrivals a side."""
    if len(arrivals) < 3:
        return None
    seen = np.asarray([t for t, _ in arrivals], dtype=np.float64)
    last = np.asarray([s for _, s in arrivals], dtype=np.int64)
    steps, seconds = np.diff(last).astype(np.float64), np.diff(seen)
    ok = (steps > 0) & (seconds > 0)  # a rewound step (a restart) is no rate
    source = ("arrivals", "steps per second between the polls that saw new points (no wall times)")
    window = int(spec.thresholds["arrival_window"])
    return _drop(spec, last[1:][ok], steps[ok] / seconds[ok], window, source, " steps/s", "")


def _drop(
    spec: Warning_,
    steps: np.ndarray,
    rates: np.ndarray,
    window: int,
    source: tuple[str, str],
    unit: str,
    name: str,
) -> Finding | None:
    """The drop of `rates` (each at its step), judged by the spec; `source` is (its kind:
    logged, wall-times or arrivals, and how the message says where the rates came from)."""
    t = spec.thresholds
    skip = int(t["skip"])
    if len(rates) < skip + 2 * window:
        return None
    baseline, recent = rates[skip : skip + window], rates[-window:]
    before, after = float(np.median(baseline)), float(np.median(recent))
    if before <= 0:
        return None
    drop = 1.0 - after / before
    z = rank_sum_z(baseline, recent)
    if drop < t["min_drop"] or -z < t["z"]:
        return None
    onset = int(steps[skip + change_point(rates[skip:])])
    return warning_finding(
        spec,
        min(0.9, 0.5 + 0.05 * (-z - t["z"])),
        f"throughput, {source[1]}: median {after:.4g}{unit} over the last {window} points, "
        f"{drop:.0%} below the {before:.4g}{unit} of the first {window} (thresholds {t['min_drop']:.0%}, "
        f"rank-sum z {-z:.1f} of {t['z']:g})",
        onset,
        {
            "baseline_median": before,
            "recent_median": after,
            "drop_fraction": drop,
            "rank_sum_z": -z,
            "source": source[0],
            "threshold_min_drop": t["min_drop"],
            "threshold_z": t["z"],
        },
        series=(name,) if name else (),
    )


def step_time_doubled(run: Run, spec: Warning_) -> Finding | None:
    """The median wall time per step over the last `window` points at least `ratio` times
    that of the first `window`."""
    window, ratio = int(spec.thresholds["window"]), spec.thresholds["ratio"]
    timed = _wall_rates(run)
    if timed is None:
        return None
    series, steps, rates = timed
    if len(rates) < 2 * window:
        return None
    per_step = 1.0 / rates
    early, late = float(np.median(per_step[:window])), float(np.median(per_step[-window:]))
    if early <= 0 or late < ratio * early:
        return None
    return warning_finding(
        spec,
        0.6,
        f"{series.name}: median {late:.4g} s per step over its last {window} points, "
        f"{late / early:.1f}x the {early:.4g} s of its first {window}",
        int(steps[-window]),
        {
            "early_seconds_per_step": early,
            "late_seconds_per_step": late,
            "ratio": late / early,
            "threshold_ratio": ratio,
            "threshold_window": window,
        },
        series=(series.name,),
    )
