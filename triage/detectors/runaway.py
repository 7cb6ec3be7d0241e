"""The loss-runaway detector: a train loss that turns NaN/Inf, sits at an
absurd level, or grows far above its running minimum without recovering."""

from __future__ import annotations

import math

import numpy as np
import numpy.typing as npt

from triage.detectors.base import Params
from triage.detectors.signal import (
    MAD_TO_SIGMA,
    Curve,
    FloatArray,
    IntArray,
    accuracy_series,
    binned,
    chance_loss,
    confidence_from_points,
    curve_of,
    edge_level,
    fmt_factor,
    fmt_step,
    grad_norm_series,
    hparam,
    num_classes,
    peak_lr,
    persistent_nonfinite,
    planned_steps,
    primary_train_loss,
    step_points_drift,
    stopped_short,
    trend,
    val_losses,
    window_mean_steps,
)
from triage.model import Finding, Kind, Role, Run, Series, Severity
from triage.model.segments import last_segment


def _after_warmup(run: Run, onset_step: float, params: Params) -> bool:
    """Whether the onset falls within a short window after a warmup reached its peak lr."""
    lr = peak_lr(run)
    if lr is None:
        return False
    lr_steps, lr_values, peak = lr
    warmed_up = bool(lr_values[0] <= params["warmup_start_ratio"] * peak)
    if not warmed_up:
        return False
    peak_step = float(lr_steps[int(np.argmax(lr_values >= params["warmup_peak_ratio"] * peak))])
    length = float(lr_steps[-1] - lr_steps[0]) or 1.0
    return bool(0.0 <= onset_step - peak_step <= params["warmup_window"] * length)


def _lr_rise_to_onset(run: Run, onset_step: float) -> float | None:
    """The lr in force at the onset over the median lr logged before it: how much larger the
    step that ran away was than the steps the stable phase took (None without an lr series
    or without an lr logged before the onset)."""
    lr = peak_lr(run)
    if lr is None:
        return None
    lr_steps, lr_values, _ = lr
    before = lr_values[lr_steps < onset_step]
    at = lr_values[lr_steps <= onset_step]
    if not len(before) or not len(at):
        return None
    stable = float(np.median(before))
    return float(at[-1]) / stable if stable > 0 else None


def _classification(run: Run) -> bool:
    """Whether the run is a classification (declared, a class count, or an accuracy logged)."""
    task = str(hparam(run, "task") or "").lower()
    if task:
        return "class" in task
    logged_accuracy = accuracy_series(run, Role.TRAIN) or accuracy_series(run, Role.VAL)
    return num_classes(run)[0] is not None or bool(logged_accuracy)


# points at the start whose lowest raw value is the floor a blow-up there is measured from
_FIRST_POINTS = 10


def _point_scatter(values: FloatArray) -> float:
    """The typical point-to-point change of the log values, as one point's sd: the
    median absolute difference of consecutive logs, scaled to a normal sd (MAD_TO_SIGMA)
    and shared between the two points (sqrt 2); a blow-up does not move it."""
    positive = values[values > 0]
    if len(positive) < 3:
        return 0.0
    return float(MAD_TO_SIGMA * np.median(np.abs(np.diff(np.log(positive)))) / math.sqrt(2.0))


def _blown_past_chance(run: Run, params: Params) -> tuple[str, float, float, float, float] | None:
    """(series, peak, step, onset step, ln C) when any train loss (step- or epoch-level: an
    epoch or window mean keeps a blow-up the sparse step logs missed) reached
    min_excursion_growth x ln C: far above anything a classifier's cross-entropy
    reaches without its logits blowing up."""
    ln_c = chance_loss(run)
    if ln_c is None:
        return None
    # an epoch mean, or HF's mean of each logging window, already averages its
    # steps: its first point is a blow-up as much as any other, where a single
    # step's first point is the initial loss
    window_means = window_mean_steps(run, params["min_window_mean_steps"]) is not None
    for series in run.select(role=Role.TRAIN, kind=Kind.LOSS):
        if series.component:
            continue
        step, value = last_segment(series)
        finite = np.isfinite(value)
        if not finite.any():
            continue
        if not (window_means or series.aggregation == "epoch"):
            # a step-level loss is judged on its smoothed trend: one batch that spikes is
            # no blow-up
            curve = curve_of(series)
            if curve is None or len(curve) < params["min_points"] or not curve.log_space:
                continue
            trend_steps, levels = trend(curve)
            top = int(np.argmax(levels))
            peak, peak_step = math.exp(float(levels[top])), float(trend_steps[top])
            # highest at (or within min_growth of) its first point: it started there,
            # which is a bad initial loss
            if peak < params["min_growth"] * math.exp(float(levels[0])):
                continue
            onset_step = peak_step
        else:
            top = int(np.argmax(np.where(finite, value, -np.inf)))
            peak, peak_step = float(value[top]), float(step[top])
            # a mean over a window (an epoch) blew up somewhere inside it: the step losses
            # logged beside it, where there are any in that window, say where
            since = float(step[top - 1]) if top > 0 else -math.inf
            onset_step = _highest_step_within(run, series, since, peak_step)
            if _starts_at_its_peak(run, series, peak_step, peak, params):
                continue
        if peak >= params["min_excursion_growth"] * ln_c:
            return series.name, peak, peak_step, onset_step, ln_c
    return None


def _step_losses_beside(run: Run, mean: Series) -> list[Series]:
    """The step-level train losses (no components, no epoch means) logged beside a mean."""
    return [
        series for series in run.select(role=Role.TRAIN, kind=Kind.LOSS)
        if not (series.component or series.aggregation == "epoch" or series is mean)
    ]


def _highest_step_within(run: Run, mean: Series, since: float, until: float) -> float:
    """The step of the highest step-level train loss logged in (since, until], the window
    a mean series' point at `until` averages; `until` when none is logged there."""
    for series in _step_losses_beside(run, mean):
        step, value = last_segment(series)
        inside = (step > since) & (step <= until) & np.isfinite(value)
        if inside.any():
            return float(step[inside][int(np.argmax(value[inside]))])
    return until


def _starts_at_its_peak(run: Run, mean: Series, peak_step: float, peak: float, params: Params) -> bool:
    """Whether a step-level train loss logged from no later than a mean's peak began
    within min_growth of that peak and never rose min_growth times above its first point:
    the mean's peak is then the initial loss (a bad initial loss), not a blow-up. A first
    batch far below the peak leaves the blow-up to steps the step log skipped."""
    for series in _step_losses_beside(run, mean):
        step, value = last_segment(series)
        finite = np.isfinite(value)
        if not finite.any() or float(step[finite][0]) > peak_step:
            continue
        first = float(value[finite][0])
        growth = params["min_growth"]
        return bool(first > 0 and first * growth >= peak and np.max(value[finite]) < growth * first)
    return False


def _epoch_means_disown_rise(run: Run, curve: Curve, params: Params) -> bool:
    """Whether the epoch means logged beside a step-level `curve` show its rise to be
    which batches were logged, not divergence: they do not rise from their first to
    their last, and the step points drift against them by max_step_drift or more. Where
    a loss really blew up, the batches logged after it sit about where their epoch's
    mean does, and the means rise with them or stay up."""
    drift = step_points_drift(run, curve, params["min_points"])
    if drift is None:
        return False
    means, factor = drift
    return bool(means.value[-1] <= means.value[0] and factor >= params["max_step_drift"])


def _validation_disowns_rise(run: Run, since: float, params: Params) -> bool:
    """Whether a validation loss evaluated at least twice from step `since` on, finite at
    every evaluation, ends within max_val_end_above_best of its best: weights that diverged
    score held-out data about as badly as training data, so a train loss that rose and
    stayed up while they kept scoring validation near its best holds batches the model
    cannot fit (outlier rows or targets), not a divergence."""
    for val in val_losses(run, min_points=3):
        step, value = last_segment(val)
        if not np.all(np.isfinite(value)) or int(np.count_nonzero(step >= since)) < 2:
            continue
        best = float(np.min(value))
        return best > 0 and float(value[-1]) <= (1.0 + params["max_val_end_above_best"]) * best
    return False


def _unbounded_descent(
    steps: IntArray, values: FloatArray, params: Params, ln_c: float | None
) -> tuple[float, float, float | None] | None:
    """(onset step, growth of |loss|, its final depth in ln C or None) for a loss that goes negative and keeps
    falling by orders of magnitude: a likelihood without a bound, a sign error.
    A classifier's loss (ln C given) that fell to min_final_vs_chance x ln C below zero
    needs neither the growth nor a fall to the end: a cross-entropy is never negative,
    so no level down there is a converged one, however near 0 the loss started."""
    if len(values) < params["min_points"] or float(values[-1]) >= 0:
        return None
    negative = np.flatnonzero(values < 0)
    start = int(negative[0])
    first = abs(float(np.median(values[start : start + 3])))
    final = abs(float(np.median(values[-3:])))
    if first <= 0:
        return None
    if ln_c is not None and final >= params["min_final_vs_chance"] * ln_c and final > first:
        return float(steps[start]), final / first, final / ln_c
    if final / first < params["min_negative_growth"]:
        return None
    # it keeps falling, judged on thirds of the negative stretch (batch noise makes single
    # steps go up about as often as down): the last third lies min_negative_tail_growth
    # times deeper than the middle one, where a likelihood that converged below 0 levels off
    thirds = np.array_split(values[start:], 3)
    if min(len(t) for t in thirds) == 0:
        return None
    middle, last = (float(np.median(third)) for third in thirds[1:])
    if last >= 0 or -last < params["min_negative_tail_growth"] * abs(middle):
        return None
    return float(steps[start]), final / first, None


def _excursion_width(levels: FloatArray, peak: int, above: float) -> int:
    """How many consecutive smoothed points around the peak lie above `above`."""
    low = peak
    while low > 0 and levels[low - 1] > above:
        low -= 1
    high = peak
    while high + 1 < len(levels) and levels[high + 1] > above:
        high += 1
    return high - low + 1


def _nonfinite_grad(run: Run) -> tuple[Series, int] | None:
    """The first gradient-norm series with a non-finite value, and that value's step."""
    for series in grad_norm_series(run):
        step, value = last_segment(series)
        first = persistent_nonfinite(value, stopped_short(run, series))
        if first is not None:
            return series, int(step[first])
    return None


def loss_runaway(run: Run, params: Params, notes: list[str]) -> list[Finding]:
    """NaN/Inf, absurd or unrecovered explosive growth of the train loss."""
    series = primary_train_loss(run, "step", min_points=1)
    grad_bad = _nonfinite_grad(run)
    if series is None:
        if grad_bad is None:
            notes.append("no train loss series: loss-runaway cannot be assessed; log the training loss")
            return []
        grad, bad_step = grad_bad
        return [_grad_only(run, grad, bad_step, None, params)]

    step, value = last_segment(series, notes)
    last_step = float(step[-1]) if len(step) else 0.0
    first_step = float(step[0]) if len(step) else 0.0
    length = max(last_step - first_step, 1.0)
    bad = ~np.isfinite(value)
    nonfinite = bool(bad.any())
    curve = curve_of(series)
    measurements: dict[str, object] = {
        "nonfinite": nonfinite,
        "grad_norm_nonfinite": grad_bad is not None,
        "absurd_level": False,
        "negative_descent": False,
        "growth_factor": None,
        "onset_fraction": None,
        "steps_before_onset": None,
        "after_warmup": False,
        "threshold_min_growth": params["min_growth"],
        "threshold_absurd_level": params["absurd_level"],
        "threshold_min_excursion_growth": params["min_excursion_growth"],
    }
    onset: float | None = None
    reasons: list[str] = []

    if nonfinite:
        first_bad = int(np.argmax(bad))
        onset = float(step[first_bad])
        count = int(bad.sum())
        before = value[:first_bad]
        measurements.update(_before_nonfinite(run, before[np.isfinite(before)], params))
        reasons.append(
            f"{series.name} is non-finite ({value[first_bad]}) at {count:,} point(s) "
            f"from step {fmt_step(onset)}"
        )
    absurd = _absurd_level(run, params)
    if curve is not None:
        final_level = edge_level(curve.value, params["edge_fraction"], end=True)
        if abs(final_level) >= absurd:
            measurements["absurd_level"] = True
            measurements["final_level"] = final_level
            reasons.append(
                f"{series.name} ends at {final_level:.3g}, "
                f"above the absurd level {absurd:.0e}"
                + (" for a classification loss" if absurd < params["absurd_level"] else "")
            )
            if onset is None:
                # the level is broken from the first point on when it never was sane
                sane = np.abs(curve.value) < absurd
                onset = float(curve.step[int(np.argmin(sane))]) if sane.any() else float(curve.step[0])
        if curve.log_space and len(curve) >= params["min_points"]:
            t_steps, levels = trend(curve)
            # the start is never above the first point: a blow-up in the first steps is no start
            initial = min(float(curve.value[0]), float(np.median(curve.value[:3])))
            # noise on a loss already near 0 can multiply without any divergence, and a
            # loss that swings back to where it started lost its progress (instability,
            # oscillation) without running away: unrecovered growth counts as divergence
            # once it ends clearly above the untrained model's starting level
            # (the end's median, not its last smoothed point: a loss swinging about its
            # start has last points on either side of it)
            end_level = math.exp(edge_level(levels, params["edge_fraction"], end=True))
            high_enough = end_level >= params["min_final_vs_start"] * initial
            lowest = int(np.argmin(levels))
            final_growth = math.exp(float(levels[-1] - levels[lowest]))
            # the largest sustained excursion (the smoothed curve ignores one-point
            # spikes) over the lowest raw value before it, recovered or not
            peak = int(np.argmax(levels))
            before = curve.value[curve.step <= t_steps[peak]]
            floor = float(np.min(before)) if len(before) else float(np.exp(levels[peak]))
            if len(before) > _FIRST_POINTS:
                # past its first points the floor is the smoothed curve's own low before the
                # peak, smoothed as the peak is: the lowest single batch of a noisy loss
                # (per-example losses, a fine-tune near 0) is a lucky draw, and a smoothed
                # peak over it is that scatter
                floor = float(np.exp(np.min(levels[: peak + 1])))
            excursion = math.exp(float(levels[peak])) / floor
            growth = max(excursion, math.exp(float(np.max(levels[lowest:]) - levels[lowest])))
            measurements["growth_factor"] = growth
            measurements["final_growth_factor"] = final_growth
            measurements["recovered"] = final_growth < params["min_growth"]
            peak_high = math.exp(float(levels[peak])) >= params["min_level_vs_start"] * initial
            # sustained: a few window means (HF's) are not smoothed, and one or two
            # of them holding a bad batch are spikes, not a divergence that came back
            halfway = math.log(floor) + 0.5 * math.log(excursion)
            sustained = _excursion_width(levels, peak, halfway) >= params["min_excursion_points"]
            blew_up = excursion >= params["min_excursion_growth"] and peak_high and sustained
            if blew_up and len(before) > _FIRST_POINTS and _point_scatter(curve.value) >= params[
                "min_noisy_point_scatter"
            ]:
                # points that move e-fold from one to the next are single examples' losses
                # (batch size 1), which a median of three does not smooth: the blow-up must
                # also stand out of the medians of five consecutive points
                _, fives = binned(curve.step, np.log(curve.value), len(curve) // 5)
                top = int(np.argmax(fives))
                five_excursion = math.exp(float(fives[top] - np.min(fives[: top + 1])))
                blew_up = five_excursion >= params["min_excursion_growth"]
            if final_growth < params["min_growth"] and blew_up:
                climb = np.flatnonzero(levels[: peak + 1] > halfway)
                grow_step = float(t_steps[int(climb[0])]) if len(climb) else float(t_steps[peak])
                onset = grow_step if onset is None else min(onset, grow_step)
                reasons.append(
                    f"the smoothed {series.name} blew up {fmt_factor(excursion)}x above its earlier low "
                    f"around step {fmt_step(t_steps[peak])} (threshold {params['min_excursion_growth']}x) "
                    "before coming back"
                )
            # a classifier guessing uniformly scores ln C: ending several times above it,
            # after having been lower, means confidently wrong logits, whatever the factor
            ln_c = chance_loss(run)
            # without a class count the first logged loss is the level a working run only
            # falls from: ending several times above it, after having been lower, diverged
            reference = ln_c if ln_c is not None else initial
            what_reference, short_reference = ("it started from", "its start")
            if ln_c is not None:
                what_reference, short_reference = "(ln C) of a uniform guess", "ln C"
            past_chance = (
                end_level >= params["min_final_vs_chance"] * reference
                and final_growth >= params["min_growth_past_chance"]
            )
            threshold = levels[lowest] + 0.5 * math.log(params["min_growth"])
            rising = np.flatnonzero(levels[lowest:] > threshold)
            grow_step = float(t_steps[lowest + int(rising[0])]) if len(rising) else float(t_steps[lowest])
            if (
                (final_growth >= params["min_growth"] or past_chance)
                and high_enough
                and not _epoch_means_disown_rise(run, curve, params)
                and not _validation_disowns_rise(run, grow_step, params)
            ):
                onset = grow_step if onset is None else min(onset, grow_step)
                reasons.append(
                    f"the smoothed {series.name} rose {fmt_factor(final_growth)}x above its minimum "
                    f"(step {fmt_step(t_steps[lowest])}) and did not recover; "
                    + (f"threshold {params['min_growth']}x"
                       if final_growth >= params["min_growth"] else
                       f"it ends at {end_level:.3g}, {end_level / reference:.1f}x the {reference:.3g} "
                       f"{what_reference} (thresholds {params['min_growth_past_chance']:g}x growth and "
                       f"{params['min_final_vs_chance']:g}x {short_reference})")
                )
        elif not curve.log_space:
            chance = chance_loss(run)
            falling = _unbounded_descent(curve.step, curve.value, params, chance)
            if falling is not None:
                fall_step, factor, depth = falling
                onset = fall_step if onset is None else min(onset, fall_step)
                measurements["growth_factor"] = factor
                measurements["negative_descent"] = True
                reasons.append(
                    f"{series.name} is negative and falls without bound: its magnitude grew "
                    f"{fmt_factor(factor)}x (threshold {params['min_negative_growth']}x), a level no bounded "
                    "loss reaches"
                    if depth is None else
                    f"{series.name} fell to {-depth * (chance or 0.0):.3g}, {depth:.1f}x ln C below zero "
                    f"(threshold {params['min_final_vs_chance']:g}x), where no cross-entropy goes: it is "
                    "never negative"
                )
            else:
                notes.append(
                    f"{series.name} has values <= 0: runaway growth is judged only on NaN/Inf, level "
                    "and an unbounded negative descent"
                )

    if not reasons:
        blown = _blown_past_chance(run, params)
        if blown is not None:
            blown_name, blown_peak, blown_step, onset, ln_c = blown
            measurements["growth_factor"] = blown_peak / ln_c
            located = (f" (the step losses logged within that mean peak at step {fmt_step(onset)})"
                       if onset != blown_step else "")
            reasons.append(
                f"{blown_name} reached {blown_peak:.3g} at step {fmt_step(blown_step)}{located}, "
                f"{fmt_factor(blown_peak / ln_c)}x the "
                f"{ln_c:.3g} (ln C) an untrained classifier starts from (threshold "
                f"{params['min_excursion_growth']:g}x): it blew up, whatever it did afterwards"
            )
    val_broken = False
    if not reasons and grad_bad is None:
        val_end = _nonfinite_val_end(run)
        if val_end is not None:
            val, onset, last_finite = val_end
            val_broken = True
            reasons.append(
                f"{val.name} is NaN/Inf from step {fmt_step(onset)} to its end, after finite evaluations "
                f"(the last {last_finite:.3g}): the weights it evaluated were no longer numbers"
            )
    measurements["val_nonfinite"] = val_broken
    if not reasons and grad_bad is not None:
        grad, bad_step = grad_bad
        return [_grad_only(run, grad, bad_step, series, params)]
    if not reasons:
        return []

    if onset is None:  # unreachable: every reason above sets it
        return []
    # a run stopped early (by a callback, the monitor, a crash) is measured against
    # the length it was planned for, not against where it was cut
    planned = planned_steps(run)
    if planned is not None and planned - first_step > length:
        length = planned - first_step
        measurements["planned_steps"] = planned
    measurements["onset_fraction"] = float(np.clip((onset - first_step) / length, 0.0, 1.0))
    measurements["steps_before_onset"] = int(onset - first_step)
    measurements["after_warmup"] = _after_warmup(run, onset, params)
    measurements["lr_rise_to_onset"] = _lr_rise_to_onset(run, onset)
    broken = nonfinite or val_broken or bool(measurements["absurd_level"])
    measurements["left_the_numbers"] = broken or grad_bad is not None
    severity: Severity = "critical" if broken else "high"
    confidence = 0.95 if broken else confidence_from_points(len(step), params["min_points"], 50)
    used = [series.name] + ([grad_bad[0].name] if grad_bad is not None else [])
    return [
        Finding(
            id="loss-runaway",
            severity=severity,
            confidence=confidence,
            message="Training diverged: " + "; ".join(reasons) + ".",
            series=tuple(used),
            onset_step=int(onset),
            span=(int(onset), int(last_step)),
            measurements=measurements,
        )
    ]


def _nonfinite_val_end(run: Run) -> tuple[Series, float, float] | None:
    """A validation loss that was finite and then NaN/Inf at every evaluation to its end
    (the series, the step it turned, its last finite value): the model the evaluation
    ran went NaN/Inf, whatever the (sparser, or filtered) train log shows. One evaluated
    NaN in the middle, finite again after, is not this."""
    for val in run.select(role=Role.VAL, kind=Kind.LOSS):
        finite = np.isfinite(val.value)
        if not finite.any() or finite[-1]:
            continue
        last = int(np.flatnonzero(finite)[-1])
        return val, float(val.step[last + 1]), float(val.value[last])
    return None


def _rise_before(finite: npt.NDArray[np.float64]) -> float | None:
    """The last finite loss before the first NaN/Inf over the lowest one before it
    (`finite`: those values, in order): about 1 when the loss left the numbers from a
    sane level, without the growth a too-large step makes first (None without a
    positive loss before it)."""
    if not len(finite) or float(np.min(finite)) <= 0:
        return None
    return float(finite[-1] / np.min(finite))


def _before_nonfinite(run: Run, finite: npt.NDArray[np.float64], params: Params) -> dict[str, object]:
    """The measurements of the finite losses logged before the first NaN/Inf (`finite`,
    in order): how many, their last over their lowest, and whether the last was sane."""
    rise = _rise_before(finite)
    return {
        "finite_before_nonfinite": len(finite),
        "rise_before_nonfinite": rise,
        "sane_before_nonfinite": _sane_before(run, finite, rise, params),
    }


def _sane_before(run: Run, finite: npt.NDArray[np.float64], rise: float | None, params: Params) -> bool:
    """Whether the loss was at a sane level at its last finite point before the
    NaN/Inf (`finite`: the finite losses before it): not risen over its lowest and,
    for a classifier, not far above ln C (a regression needs two finite points to
    show it had not risen)."""
    if rise is None or rise >= params["max_rise_before_nonfinite"]:
        return False
    ln_c = chance_loss(run)
    if ln_c is None:
        return len(finite) >= 2
    return bool(float(finite[-1]) <= float(params["max_sane_level_vs_chance"]) * ln_c)


def _absurd_level(run: Run, params: Params) -> float:
    """The magnitude from which a finite loss is broken: cross-entropy starts near ln C
    and a working model only lowers it, so a classification loss far lower already means
    the logits themselves blew up."""
    absurd = float(params["absurd_level"])
    if _classification(run):
        absurd = min(absurd, float(params["absurd_classification_level"]))
    return absurd


def _grad_only(run: Run, grad: Series, bad_step: int, loss: Series | None, params: Params) -> Finding:
    """A non-finite gradient norm while the logged loss stayed finite: Hugging
    Face drops NaN losses from its logged average, so this is the only trace. The
    losses logged before the norm's first NaN/Inf say whether the loss was still sane
    then (as for a NaN in the loss itself); the highest logged up to that step (a
    window's mean holds the finite steps before the NaN) says whether it had already
    reached an absurd level on the way (the zeros a window of filtered NaNs logs after
    it say nothing)."""
    first = grad.first_step or 0
    length = max((grad.last_step or 0) - first, 1)
    before = np.zeros(0)
    peak: float | None = None
    if loss is not None:
        loss_steps, loss_values = last_segment(loss)
        finite = np.isfinite(loss_values)
        # the window logged at the norm's first NaN/Inf holds the finite losses before it
        # (HF leaves a NaN out of its window mean): a mean far above the lowest is the
        # growth that came first; a 0 is a window of nothing but filtered NaNs
        at_bad = loss_values[(loss_steps == bad_step) & finite & (loss_values != 0)]
        before = np.concatenate([loss_values[(loss_steps < bad_step) & finite], at_bad])
        upto = loss_values[(loss_steps <= bad_step) & finite]
        peak = float(np.max(np.abs(upto))) if len(upto) else None
    absurd = _absurd_level(run, params)
    reached = peak is not None and peak >= absurd
    message = (
        f"{grad.name} is non-finite from step {fmt_step(bad_step)} although the logged loss is finite: "
        "the loss itself probably went NaN and was filtered from the logs"
    )
    if reached and loss is not None:
        message += f"; {loss.name} had reached {peak:.3g} by then, above the absurd level {absurd:.0e}"
    return Finding(
        id="loss-runaway",
        severity="high",
        confidence=0.8,
        message=message + ".",
        series=(grad.name,) + ((loss.name,) if reached and loss is not None else ()),
        onset_step=bad_step,
        span=(bad_step, int(grad.last_step or bad_step)),
        measurements={
            "nonfinite": False,
            "grad_norm_nonfinite": True,
            "absurd_level": reached,
            **({"peak_level": peak} if reached else {}),
            "left_the_numbers": True,
            "growth_factor": None,
            **_before_nonfinite(run, before, params),
            "onset_fraction": float(np.clip((bad_step - first) / length, 0.0, 1.0)),
            "steps_before_onset": int(bad_step - first),
            "after_warmup": False,
        },
    )
