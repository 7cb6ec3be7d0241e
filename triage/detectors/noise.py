"""Noise detectors on the step-level train loss: large oscillation without
progress, isolated spikes that recover, and an epoch-periodic pattern."""

from __future__ import annotations

import math

import numpy as np

from triage.detectors.base import Params
from triage.detectors.signal import (
    MAD_TO_SIGMA,
    TREND_POINTS,
    Curve,
    FloatArray,
    binned,
    chance_loss,
    confidence_from_points,
    describe_change,
    edge_level,
    epoch_loss_beside,
    f_survival,
    fmt_factor,
    fmt_share_of,
    fmt_step,
    hparam_number,
    local_baseline,
    relative_change,
    steps_per_epoch,
    train_loss_curve,
    trend,
    val_losses,
)
from triage.model import Finding, Run, Severity


def loss_oscillation(run: Run, params: Params, notes: list[str]) -> list[Finding]:
    """Large swings of the train loss over the second half of the run while the
    loss makes little progress overall."""
    curve = train_loss_curve(run, params, notes, "loss-oscillation")
    if curve is None:
        return []
    _, levels = trend(curve)
    drop = relative_change(
        edge_level(levels, params["edge_fraction"], end=False),
        edge_level(levels, params["edge_fraction"], end=True),
        curve.log_space,
    )
    wild_only = bool(drop >= params["max_relative_drop"])
    # judged on the smoothed curve: white batch-to-batch noise averages out,
    # a swing that lasts several steps does not. Without progress the whole run
    # is judged (a loss that swung and came back); with progress its second half.
    linear = np.exp(levels) if curve.log_space else levels
    span = linear[len(linear) // 2 :] if wild_only else linear
    low, high = np.quantile(span, [params["amplitude_quantile"], 1.0 - params["amplitude_quantile"]])
    centre = float(np.median(span))
    if centre <= 0:
        return []
    # the smoothed levels are binned medians (they commute with exp), so the batch noise
    # a sparse log leaves in them is removed as for the swings about the trend below
    raw_span = curve.value[len(curve) // 2 :] if wild_only else curve.value
    per_level = _per_bin(len(curve), TREND_POINTS)
    amplitude = _beyond_white_noise(float(high - low), raw_span, per_level, params) / centre
    # swings that are a large share of the loss's initial scale are oscillation
    # even when the run made progress; swings of a level already near 0 are not.
    # Measured about the trend: a steep but steady descent has range, not swings
    initial_scale = float(np.max(linear[: max(1, int(math.ceil(len(linear) * params["edge_fraction"])))]))
    chance = chance_loss(run)
    if chance is not None:
        # an untrained classifier starts at ln C: a sparse log's first points can lie past the descent
        initial_scale = max(initial_scale, chance)
    # a level far below ln C has learned: its swings are no swinging without progress
    learned = chance is not None and centre < params["min_unsettled_vs_chance"] * chance
    # one local trend (in judged space) serves every measurement about the trend below
    judged = curve.judged(curve.value)
    trend_line = local_baseline(judged, _trend_window(curve, params))
    # smoothed like the levels above, so white batch noise averages out
    trend_linear = np.exp(trend_line) if curve.log_space else trend_line
    about_trend_judged = judged - trend_line
    residual = curve.value - trend_linear
    residual = residual[len(residual) // 2 :] if wild_only else residual
    _, about_trend = binned(np.arange(len(residual), dtype=np.int64), residual, params["swing_points"])
    quantile = params["amplitude_quantile"]
    res_low, res_high = np.quantile(about_trend, [quantile, 1 - quantile])
    # what batch noise alone leaves after the smoothing: the fewer points a run logs,
    # the fewer a bin averages (a sparse log's smoothed residual is nearly its raw
    # scatter), so only the range beyond that floor counts as swings
    raw_low, raw_high = np.quantile(residual, [quantile, 1 - quantile])
    raw_range = float(raw_high - raw_low)
    per_bin = _per_bin(len(residual), params["swing_points"])
    swing_range = _beyond_white_noise(float(res_high - res_low), residual, per_bin, params)
    start_amplitude = swing_range / initial_scale if initial_scale > 0 else 0.0
    # the raw points themselves, batch by batch, scattering over most of the loss's
    # initial scale after it made progress: a step size that never settled (white at
    # the logged cadence, so no smoothed test sees it); batch noise stays far below
    scatter = raw_range / initial_scale if initial_scale > 0 else 0.0
    scattered = (
        wild_only and scatter >= params["min_scatter_vs_start"]
        and _scatter_asymmetry(about_trend_judged, curve) <= params["max_scatter_asymmetry"]
    )
    # swings persist over several steps; batch-to-batch noise (heavy in small or
    # imbalanced batches) does not: judge its lag-1 autocorrelation
    centred = judged - judged.mean()
    power = float(np.dot(centred, centred))
    lag1 = float(np.dot(centred[:-1], centred[1:]) / power) if power > 0 and len(centred) > 2 else 0.0
    structured = abs(lag1) >= params["min_abs_autocorrelation"]
    # the whole-run amplitude counts as swings only when the smoothed level itself goes
    # up and down again and again: a loss that fell and then climbed back (a V, a
    # drift after a good start) has range and autocorrelation, and one turn
    swinging = (
        amplitude >= params["min_relative_amplitude"] and not wild_only and structured and not learned
        and _swing_count(levels - float(np.median(levels)), params) >= params["min_swings"]
    )
    persistence, swing = _swings_about_the_trend(curve, about_trend_judged, params)
    # swings about the trend that last many steps, even while the loss descends
    # (and visible on the loss's own scale: a factor 2 of a loss near 0 is no swing)
    riding = (
        persistence >= params["min_trend_autocorrelation"]
        and swing >= params["min_swing_log_amplitude"]
        and start_amplitude >= params["min_riding_start_amplitude"]
    )
    # a loss that makes no progress while its raw points scatter over a large share
    # of its initial scale and stay far from converged: an unsettled step size
    # (white at the batch level, so neither smoothed test sees it)
    settled = not wild_only and (
        _val_settled(run, params, chance) or _epoch_means_progressed(run, curve, params)
    )  # read only where it can matter
    unsettled = _unsettled(curve, trend_linear, wild_only, params, chance, settled)
    smooth_swings = swinging or riding or start_amplitude >= params["min_start_amplitude"]
    if not (smooth_swings or scattered) and unsettled is None:
        return []
    smooth_means = _epoch_means_fall_smoothly(run, curve, params) if wild_only else None
    if smooth_means is not None:
        notes.append(
            f"{curve.name}'s points scatter in the second half of the run, but the train loss's epoch "
            f"means logged beside it never rise by {params['max_epoch_mean_rise']:.0%} or more from one "
            f"epoch to the next {smooth_means}: the scatter is the batches', not oscillation"
        )
        return []
    # oscillation goes up and down again and again; one collapse or one bump is not it
    swings = _swing_count(about_trend_judged, params)
    if swings < params["min_swings"]:
        return []
    # only the raw points' scatter shows it (never settled, or swinging without progress,
    # white at the batch level): at a batch of a few examples sampling alone scatters a loss
    # that widely, so it is a hint there
    batch = _noisy_batch(run, params)
    sampled = batch is not None and (scattered or unsettled is not None) and not smooth_swings
    hint = (
        f"at batch_size={batch:g} sampling alone can scatter a loss this widely (threshold "
        f"{params['max_noisy_batch']:g}): a hint."
        if sampled and batch is not None else ""
    )
    onset = int(curve.step[len(curve) // 2]) if wild_only else curve.first_step
    where = "in the second half of the run" if wild_only else "over the run"
    central = f"central {1 - 2 * params['amplitude_quantile']:.0%} range"
    if smooth_swings:
        message = (
            f"{curve.name} swings over {fmt_share_of(amplitude)} its level ({central}, "
            f"threshold {params['min_relative_amplitude']:.0%}) "
            f"{where} ({fmt_share_of(start_amplitude)} its initial scale beyond what batch noise leaves "
            f"after smoothing; threshold {params['min_start_amplitude']:.0%}; swings about the trend "
            f"persist with lag-1 autocorrelation {persistence:.2f}) while it {describe_change(drop, 0)} "
            "overall."
        )
    elif scattered or unsettled is None:
        message = (
            f"{curve.name} never settled: {where} its points scatter about their trend over "
            f"{fmt_share_of(scatter)} its initial scale ({central}, threshold "
            f"{params['min_scatter_vs_start']:.0%}) "
            f"while it {describe_change(drop, 0)} overall; "
            + (hint or "mini-batch sampling rarely scatters this widely, but very small or heavy-tailed "
               "batches can (read the batch size before the lr).")
        )
    else:
        message = (
            f"{curve.name} swings without progress: from step {fmt_step(unsettled[2])} to "
            f"{fmt_step(unsettled[3])} its points scatter across {fmt_share_of(unsettled[0])} the first "
            f"logged loss ({central}, threshold {params['min_unsettled_range']:.0%}) around a level still "
            f"{fmt_share_of(unsettled[1])} it, and it {describe_change(drop, 0)} overall "
            f"(progress below {params['max_relative_drop']:.0%})"
            + (f"; {hint}" if hint else ".")
        )
    return [
        Finding(
            id="loss-oscillation",
            severity=(
                "high" if amplitude >= params["high_relative_amplitude"]
                else "low" if sampled
                else "medium"
            ),
            confidence=confidence_from_points(len(curve), params["min_points"], params["full_points"]),
            message=message,
            series=(curve.name,),
            onset_step=onset,
            span=(onset, curve.last_step),
            measurements={
                "relative_amplitude": amplitude,
                "relative_drop": drop,
                "amplitude_vs_start": start_amplitude,
                "scatter_vs_start": scatter,
                "lag1_autocorrelation": lag1,
                "trend_autocorrelation": persistence,
                "swing_log_amplitude": swing,
                "half_swings": swings,
                "unsettled_range": unsettled[0] if unsettled is not None else None,
                "threshold_min_swings": params["min_swings"],
                "threshold_min_start_amplitude": params["min_start_amplitude"],
                "threshold_min_relative_amplitude": params["min_relative_amplitude"],
                "threshold_max_relative_drop": params["max_relative_drop"],
            },
        )
    ]


def _val_settled(run: Run, params: Params, chance: float | None) -> bool:
    """Whether a val loss of min_val_points or more evaluations ends within
    max_settled_val_rise of its best (and, for a classifier, max_relative_drop or more
    below ln C: settled after learning, not at a uniform guess): a model whose step size
    never settled is as unsettled on a fixed eval set, where batch noise does not reach."""
    for val in val_losses(run, min_points=params["min_val_points"]):
        finite = val.value[np.isfinite(val.value)]
        best = float(np.min(finite)) if len(finite) >= params["min_val_points"] else 0.0
        end = float(finite[-1]) if len(finite) else math.inf
        learned = chance is None or end <= (1.0 - params["max_relative_drop"]) * chance
        if best > 0 and end <= (1.0 + params["max_settled_val_rise"]) * best and learned:
            return True
    return False


def _unsettled(
    curve: Curve,
    local_trend: FloatArray,
    progressed: bool,
    params: Params,
    chance: float | None,
    val_settled: bool = False,
) -> tuple[float, float, int, int] | None:
    """No overall progress, and a stretch of unsettled_window of the run (one
    starting at a tenth of it or later, a tenth apart: after the first steps'
    transient) whose points scatter about their local trend over a 10-90% range of
    at least min_unsettled_range of the first logged loss (a drift is trend, not
    scatter), with a median level still at least min_unsettled_level of it (a
    converged loss scatters near 0, not here). A run may swing for half its length
    and then collapse to a constant (a dead network at ln C). The first logged point
    may already lie past the descent (a sparse log), so the lack of progress is checked
    against what an untrained model gets: a stretch below min_unsettled_vs_chance of a
    classifier's ln C has learned, and so has a model whose val loss settled, or whose
    epoch means beside the step log fell and kept it (`val_settled`). Returns the widest
    such stretch's spread, level, first and last step."""
    # the raw start, never above the first point (a blow-up in the first steps is no
    # start), nor above a classifier's ln C: a first logged point that is a window's
    # mean (HF's logging_steps) can hold a blow-up of the window's first steps
    initial_scale = min(float(curve.value[0]), float(np.median(curve.value[:3])))
    if chance is not None:
        initial_scale = min(initial_scale, chance)
    if progressed or initial_scale <= 0 or val_settled:
        return None
    n = len(curve)
    length = max(2, int(round(n * params["unsettled_window"])))
    quantile = params["amplitude_quantile"]
    widest: tuple[float, float, int, int] | None = None
    for start in sorted({min(n * tenth // 10, n - length) for tenth in range(1, 11)}):
        values = curve.value[start : start + length]
        low, high = np.quantile(values - local_trend[start : start + length], [quantile, 1 - quantile])
        spread = float(high - low) / initial_scale
        level = float(np.median(values)) / initial_scale
        if chance is not None and float(np.median(values)) < params["min_unsettled_vs_chance"] * chance:
            continue
        if spread >= params["min_unsettled_range"] and level >= params["min_unsettled_level"]:
            if widest is None or spread > widest[0]:
                widest = (spread, level, int(curve.step[start]), int(curve.step[start + length - 1]))
    return widest


def _per_bin(n: int, points: int) -> float:
    """Points a median of `binned(..., points)` takes over a curve of n points."""
    return 3.0 if n <= points else float(math.ceil(n / points))


def _beyond_white_noise(smoothed_range: float, residual: FloatArray, per_bin: float, params: Params) -> float:
    """The part of a smoothed residual's 10-90% range that white noise would not leave
    after the same smoothing (medians of `per_bin` points: binned, or a running median of
    three): subtracted in quadrature. The noise's own range is read from the differences of
    neighbouring points (white noise's differences span sqrt(2) times its range; a swing
    lasting several points barely moves from one point to the next), and the median's
    spread over m = per_bin points is sqrt(pi / 2m) of one point's (at most 1). The same swings
    logged every step or every tenth step so measure alike, while batch noise, which
    only averaging over many points removes, does not count."""
    n = len(residual)
    if n < 5:
        return smoothed_range
    quantile = params["amplitude_quantile"]
    low, high = np.quantile(np.diff(residual), [quantile, 1 - quantile])
    noise_range = float(high - low) / math.sqrt(2.0)
    floor = noise_range * min(1.0, math.sqrt(math.pi / (2.0 * per_bin)))
    return math.sqrt(max(0.0, smoothed_range**2 - floor**2))


def _trend_window(curve: Curve, params: Params) -> int:
    return max(int(params["trend_window_min"]), int(len(curve) * params["trend_window_fraction"]))


def _swing_count(residual: FloatArray, params: Params) -> int:
    """How many times the smoothed residual about the trend (judged space) swings
    from one side to the other by more than a quarter of its range (half-cycles)."""
    _, smoothed = binned(np.arange(len(residual), dtype=np.int64), residual, params["swing_points"])
    low, high = np.quantile(smoothed, [0.1, 0.9])
    band = 0.25 * float(high - low)
    if band <= 0:
        return 0
    side = np.where(smoothed > band, 1, np.where(smoothed < -band, -1, 0))
    side = side[side != 0]
    return int(np.count_nonzero(np.diff(side) != 0)) if len(side) else 0


def _scatter_asymmetry(about_trend: FloatArray, curve: Curve) -> float:
    """How much farther the second half's points stand above their local trend than below it:
    the 90% quantile's distance above the median over the 10% quantile's below, in log space
    (1 for a symmetric scatter; 1 where the curve is not judged in log space). Batches that
    spike and recover make a one-sided tail above a steady level."""
    if not curve.log_space:
        return 1.0
    low, middle, high = np.quantile(about_trend[len(about_trend) // 2 :], [0.1, 0.5, 0.9])
    below = float(middle - low)
    return float(high - middle) / below if below > 0 else math.inf


def _swings_about_the_trend(curve: Curve, about_trend: FloatArray, params: Params) -> tuple[float, float]:
    """Lag-1 autocorrelation of the second half's log residual about the local
    median trend (`about_trend`, judged space: log for a positive curve), and the
    10-90% range of that residual once smoothed: batch noise is white and
    averages out, an unstable step size swings for many steps."""
    if not curve.log_space or len(curve) < 2 * params["min_points"]:
        return 0.0, 0.0
    residual = about_trend[len(about_trend) // 2 :]
    centred = residual - residual.mean()
    power = float(np.dot(centred, centred))
    if power <= 0:
        return 0.0, 0.0
    persistence = float(np.dot(centred[:-1], centred[1:]) / power)
    _, smoothed = binned(np.arange(len(residual), dtype=np.int64), residual, params["swing_points"])
    swing = float(np.quantile(smoothed, 0.9) - np.quantile(smoothed, 0.1))
    return persistence, swing


def loss_spikes(run: Run, params: Params, notes: list[str]) -> list[Finding]:
    """Isolated upward jumps far above the local level that come back down."""
    curve = train_loss_curve(run, params, notes, "loss-spikes")
    if curve is None or bool(np.any(curve.value < 0)):
        return []
    initial = float(np.median(curve.value[:3]))
    if initial <= 0:
        return []
    # ratios above a floor: a loss that underflowed to exactly 0 still has spikes
    floor = params["zero_floor_fraction"] * initial
    logs = np.log(np.maximum(curve.value, floor))
    window = max(params["window"], len(curve) // params["windows_per_run"])
    base = local_baseline(logs, window)
    residual = logs - base
    scale = MAD_TO_SIGMA * float(np.median(np.abs(residual - np.median(residual))))
    # the noise where each point is: batch losses scatter far more while a network is
    # memorising its way down (each batch holds a different share of fitted examples)
    # than on the plateaus around, so a run-wide sd alone makes that scatter "spikes"
    local_scale = MAD_TO_SIGMA * np.maximum(local_baseline(np.abs(residual), window), 0.0)
    noise = np.maximum(np.maximum(local_scale, scale), 1e-12)
    ratio_floor = math.log(params["min_spike_ratio"])
    height = curve.value - np.exp(base)
    # significant against the local noise, or so tall that no noise explains it
    # (a loss near 0 has heavy-tailed batch noise that inflates the robust sd)
    significant = (residual >= params["min_spike_z"] * noise) | (
        residual >= math.log(params["clear_spike_ratio"])
    )
    candidate = (residual >= ratio_floor) & significant & (height >= params["min_height_fraction"] * initial)
    if not candidate.any():
        return []
    index = np.flatnonzero(candidate)
    # consecutive points above the bar are one event
    starts = index[np.concatenate([[True], np.diff(index) > 1])]
    ends = index[np.concatenate([np.diff(index) > 1, [True]])]
    n = len(curve)
    # a spike rises from a sane level and falls back: the first point (a fast
    # early descent) or a lasting level change is not one. Back down means the
    # typical point of the next recovery_points is, not one chosen point (at a sparse
    # cadence the next few logged batches can hold a smaller jump of their own)
    before_ok = (starts > 0) & (residual[np.maximum(starts - 1, 0)] < ratio_floor)
    back_down = np.array([
        e + 1 < n and float(np.median(residual[e + 1 : e + 1 + params["recovery_points"]])) < ratio_floor
        for e in ends
    ], dtype=bool)
    recovered = before_ok & back_down & (ends - starts + 1 <= params["max_spike_points"])
    starts, ends = starts[recovered], ends[recovered]
    if len(starts) == 0:
        return []
    peaks = np.array([float(np.max(residual[s : e + 1])) for s, e in zip(starts, ends, strict=True)])
    spike_steps = [int(curve.step[s]) for s in starts]
    max_ratio = float(math.exp(float(np.max(peaks))))
    # one jump in a whole run, however tall, is one hard batch (a promotion day among
    # four sales, one row far outside the rest): a symptom is a pattern, and a bad row
    # or an unstable step size comes back. Said in a note, so the check reads "assessed".
    # A log that keeps one batch's loss every k steps holds one spike of perhaps k, but
    # healthy runs have a few hard batches too: one logged spike is no pattern there either
    if len(starts) < params["min_spikes"]:
        notes.append(
            f"{curve.name} jumped once to {fmt_factor(max_ratio)}x its local level at step "
            f"{fmt_step(spike_steps[0])} and recovered: one hard batch, not a pattern of spikes "
            f"(threshold {params['min_spikes']} spikes)"
        )
        return []
    many = len(starts) >= params["many_spikes"]
    # spikes on a loss already near 0 (one misclassified sample in a batch) are
    # worth knowing, not worth an alarm
    tall = float(np.max(height[starts])) >= params["medium_height_fraction"] * initial
    shown = ", ".join(fmt_step(s) for s in spike_steps[:8]) + (
        f" and {len(spike_steps) - 8} more" if len(spike_steps) > 8 else ""
    )
    severity: Severity = "medium" if tall and (max_ratio >= params["high_spike_ratio"] or many) else "low"
    # a batch loss that spikes while the epoch means stay smooth is hard batches
    # (recurring mislabelled rows, say), not a disturbance of training: a hint
    unfelt = _epoch_means_unmoved(run, curve, spike_steps)
    if unfelt:
        severity = "low"
    return [
        Finding(
            id="loss-spikes",
            severity=severity,
            confidence=confidence_from_points(n, params["min_points"], params["full_points"]),
            message=(
                f"{curve.name} spiked {len(starts)} time(s) up to {fmt_factor(max_ratio)}x its local level "
                f"and recovered (threshold {params['min_spike_ratio']}x and {params['min_spike_z']} robust "
                "sd), "
                f"at step(s) {shown}."
                + (" The epoch means show no trace of them: hard batches rather than a disturbed run."
                   if unfelt else "")
            ),
            series=(curve.name,),
            onset_step=spike_steps[0],
            span=(spike_steps[0], int(curve.step[int(ends[-1])])),
            measurements={
                "count": len(starts),
                "spike_steps": spike_steps,
                "max_spike_ratio": max_ratio,
                "max_height_vs_initial": float(np.max(height[starts])) / initial,
                "threshold_min_spikes": params["min_spikes"],
                "threshold_min_spike_ratio": params["min_spike_ratio"],
                "threshold_min_spike_z": params["min_spike_z"],
            },
        )
    ]


def _noisy_batch(run: Run, params: Params) -> float | None:
    """The recorded batch size when it is max_noisy_batch or fewer examples (a few examples'
    mean loss scatters widely by sampling alone), else None."""
    batch = hparam_number(run, "batch_size")
    return batch if batch is not None and batch <= params["max_noisy_batch"] else None


def _epoch_means_fall_smoothly(run: Run, curve: Curve, params: Params) -> str | None:
    """Where an epoch-level train loss logged beside this step-level one never rises by
    max_epoch_mean_rise from one epoch to the next ("there": over the second half of the
    run, 5 epochs or more; else "after the first epoch", 5 epochs or more after it, which
    holds the second half), or None: an average over every batch of an epoch keeps what a
    step size that overshoots does (it undoes the epoch's progress) and drops what sampling
    single batches shows. The first epoch's mean holds the initial descent, so it is left out."""
    epoch_curve = epoch_loss_beside(run, curve)
    if epoch_curve is None:
        return None
    for means, where in (
        (epoch_curve.value[epoch_curve.step >= curve.step[len(curve) // 2]], "there"),
        (epoch_curve.value[1:], "after the first epoch"),
    ):
        if len(means) >= 5 and float(np.min(means)) > 0:
            rises = float(np.max(means[1:] / means[:-1])) - 1.0
            return where if rises < params["max_epoch_mean_rise"] else None
    return None


def _epoch_means_progressed(run: Run, curve: Curve, params: Params) -> bool:
    """Whether an epoch-level train loss logged beside this step-level one (5 epochs or
    more) ends at or below max_unsettled_epoch_mean_ratio of its first epoch's mean and
    within max_epoch_mean_rise of its lowest: the run learned and kept it, though a sparse
    step log may show only batches after the descent (the first epoch's mean holds every
    step of it, a step log's first point only one). A first epoch's mean lifted by an
    early blow-up and a loss that climbed back later (a rate too high) are no progress."""
    epoch_curve = epoch_loss_beside(run, curve)
    if epoch_curve is None or len(epoch_curve) < 5 or float(np.min(epoch_curve.value)) <= 0:
        return False
    end = float(np.median(epoch_curve.value[-3:]))
    return bool(
        end <= params["max_unsettled_epoch_mean_ratio"] * float(epoch_curve.value[0])
        and end <= (1.0 + params["max_epoch_mean_rise"]) * float(np.min(epoch_curve.value))
    )


def _epoch_means_unmoved(run: Run, curve: Curve, spike_steps: list[int]) -> bool:
    """Whether an epoch-level train loss logged beside this step-level one stays
    within 1.5x of its neighbours at every spike's epoch."""
    epoch_curve = epoch_loss_beside(run, curve)
    if epoch_curve is None or len(epoch_curve) < 5 or not epoch_curve.log_space:
        return False
    levels = epoch_curve.value
    for step in spike_steps:
        at = int(np.searchsorted(epoch_curve.step, step))
        if at >= len(levels):
            return False
        neighbours = np.concatenate([levels[max(0, at - 2) : at], levels[at + 1 : at + 3]])
        if len(neighbours) == 0 or levels[at] > 1.5 * float(np.median(neighbours)):
            return False
    return True


# relative spread of values that differ only by float32 rounding (100 ulps)
_ROUNDING_SPREAD = 100 * float(np.finfo(np.float32).eps)


def periodic_loss(run: Run, params: Params, notes: list[str]) -> list[Finding]:
    """The step-level train loss, detrended, sits at the same level at the same
    place in every epoch: a large share of its variance, beyond chance."""
    curve = train_loss_curve(run, params, notes, "periodic-loss")
    if curve is None:
        return []
    deltas = np.diff(curve.step)
    if len(deltas) == 0 or np.any(deltas <= 0):
        return []
    interval = float(np.median(deltas))
    if np.mean(np.abs(deltas - interval) > 0.5) > params["max_irregular_fraction"]:
        notes.append(f"{curve.name} is logged at irregular steps: periodic-loss not assessed")
        return []
    epoch_steps = steps_per_epoch(run)
    if epoch_steps is None:
        notes.append(
            "steps per epoch unknown (no steps_per_epoch hparam or epoch counter): periodic-loss not assessed"
        )
        return []
    # a loss that is constant to float32 rounding (a dead network's ln C, a few
    # ulps apart) has no pattern, however its ranks fall
    level = float(np.median(np.abs(curve.value)))
    if float(np.ptp(curve.value)) <= _ROUNDING_SPREAD * level:
        return []
    # ranks: scale-free, and a few huge batches cannot dominate the variance; tied
    # values share their mean rank (a constant loss must not become a ramp)
    _, tie_group, tie_count = np.unique(curve.value, return_inverse=True, return_counts=True)
    order = np.empty(len(curve.value))
    order[np.argsort(curve.value, kind="stable")] = np.arange(len(curve.value), dtype=np.float64)
    values = (np.bincount(tie_group, weights=order) / tie_count)[tie_group]
    n = len(values)
    period_points = epoch_steps / interval
    if period_points < params["min_period_points"] or n / period_points < params["min_cycles"]:
        notes.append("too few points per epoch or too few epochs at step level: periodic-loss not assessed")
        return []
    # a moving average over exactly one epoch removes the trend and nothing of the
    # epoch's pattern, where its window is whole: at the ends a truncated window
    # leaves a trend's slope behind, which a short run would read as a pattern
    window = int(round(period_points))
    if n - window + 1 < params["min_cycles"] * period_points:
        notes.append("too few whole epochs inside the step-level loss: periodic-loss not assessed")
        return []
    at = curve.step.astype(np.float64)
    test = _epoch_pattern(at, values, window, epoch_steps)
    if test is None:
        return []
    strength, p_value = test
    if strength < params["min_strength"] or p_value > params["max_p_value"]:
        return []
    partial = _partial_last_batch(run)
    if partial is not None:
        # an epoch's last batch that holds fewer examples than the rest (batch norm's
        # statistics from a few rows, a summed loss) sits apart at every epoch's end with
        # shuffled data too: the pattern must hold without the points logged at an
        # epoch's edge (its last step or the next epoch's first, as loggers count from 0 or 1)
        phase = np.mod(curve.step, epoch_steps)
        edge = (phase == epoch_steps - 1) | (phase == 0)
        if edge.any() and not edge.all():
            neutral = values.copy()
            neutral[edge] = float(np.median(values[~edge]))
            retest = _epoch_pattern(at, neutral, window, epoch_steps)
            if retest is None or retest[0] < params["min_strength"] or retest[1] > params["max_p_value"]:
                notes.append(
                    f"{curve.name} differs at every epoch's edge, where the last batch holds {partial:.0f} "
                    "examples (train size modulo batch size) instead of a full batch: a partial batch, "
                    "not reported as unshuffled data"
                )
                return []
    return [
        Finding(
            id="periodic-loss",
            severity="high" if strength >= params["high_strength"] else "medium",
            confidence=confidence_from_points(int(n / period_points), int(params["min_cycles"]), 20),
            message=(
                f"{curve.name} repeats with the epoch ({epoch_steps:,.0f} steps): the place in the "
                f"epoch accounts for {strength:.0%} of its detrended variance "
                f"(threshold {params['min_strength']:.0%}; "
                f"p = {p_value:.1g} that epochs with no pattern differ as much, threshold "
                f"{params['max_p_value']:g}); batches are probably not shuffled."
            ),
            series=(curve.name,),
            onset_step=curve.first_step,
            span=(curve.first_step, curve.last_step),
            measurements={
                "period_steps": epoch_steps,
                "strength": strength,
                "dominant": bool(strength >= params["high_strength"]),
                "p_value": p_value,
                "steps_per_epoch": epoch_steps,
                "threshold_min_strength": params["min_strength"],
                "threshold_max_p_value": params["max_p_value"],
            },
        )
    ]


def _partial_last_batch(run: Run) -> float | None:
    """The examples in an epoch's last batch when fewer than a full batch (the recorded
    train size modulo the batch size, without gradient accumulation); None else."""
    size, batch = hparam_number(run, "train_size"), hparam_number(run, "batch_size")
    accumulation = hparam_number(run, "gradient_accumulation_steps")
    if not size or not batch or batch <= 1 or (accumulation is not None and accumulation != 1):
        return None
    left = float(size % batch)
    return left if left > 0 else None


def _epoch_pattern(
    steps: FloatArray, values: FloatArray, window: int, epoch_steps: float
) -> tuple[float, float] | None:
    """One-way analysis of variance of the values minus their centred moving
    average over an epoch (`window` points), grouped by place in the epoch
    (`window` phase bins): the share of the variance the place accounts for, and
    the chance that places with no pattern differ as much (Fisher's F). Any
    pattern counts, a smooth wave or one spike an epoch alike; a drift slower
    than an epoch spreads over every place and does not. None when the
    residual does not vary or fewer than two places hold two points."""
    average = np.convolve(values, np.full(window, 1.0 / window), mode="valid")
    residual = values[window // 2 : window // 2 + len(average)] - average
    at = steps[window // 2 : window // 2 + len(average)]
    phase = np.mod(at - at[0], epoch_steps) / epoch_steps
    position = np.minimum((phase * window).astype(np.int64), window - 1)
    counts = np.bincount(position, minlength=window)
    keep = counts[position] >= 2
    residual, position = residual[keep], position[keep]
    places = int(np.count_nonzero(counts >= 2))
    points = len(residual)
    if places < 2 or points <= places:
        return None
    centred = residual - residual.mean()
    total = float(np.sum(centred**2))
    # rounding noise of a residual that is 0 in exact arithmetic (ranks of a
    # constant) has no pattern
    if total <= 1e-9 * points:
        return None
    means = np.bincount(position, weights=centred, minlength=window) / np.maximum(counts, 1)
    within = float(np.sum((centred - means[position]) ** 2))
    between = max(total - within, 0.0)
    if within <= 0:
        return 1.0, 0.0
    statistic = (between / (places - 1)) / (within / (points - places))
    return between / total, f_survival(statistic, places - 1, points - places)
