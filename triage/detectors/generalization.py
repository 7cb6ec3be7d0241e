"""Generalization detectors: overfitting, a collapsed train loss, a persistent
train/val gap, a val/test gap, and a run logged without any validation."""

from __future__ import annotations

import math

import numpy as np

from triage.detectors.base import Params
from triage.detectors.signal import (
    MAD_TO_SIGMA,
    Curve,
    FloatArray,
    accuracy_series,
    binned,
    chance_loss,
    classification_task,
    confidence_from_points,
    curve_of,
    describe_change,
    edge_level,
    epoch_loss_beside,
    fmt_above,
    fmt_factor,
    fmt_share_of,
    fmt_step,
    hparam,
    loss_before_updates,
    num_classes,
    peak_lr,
    primary_train_loss,
    trend,
    val_losses,
    value_at,
)
from triage.model import Finding, Kind, Role, Run, Series, Severity

NO_VALIDATION = "no validation series: {what} cannot be assessed; log a validation loss"


def _train_curve(run: Run) -> Curve | None:
    series = primary_train_loss(run, "epoch", min_points=2) or primary_train_loss(run, "step", min_points=1)
    return curve_of(series) if series is not None else None


def _train_level_at(train: Curve, step: float) -> float:
    """The smoothed train loss (linear units) at `step`."""
    steps, levels = trend(train)
    level = value_at(steps, levels, step)
    return math.exp(level) if train.log_space else level


def _train_end_level(run: Run, fraction: float) -> float | None:
    """The train loss where the run ended: the median of the last `fraction` of its epoch
    means when it logs them (each averages a whole epoch), else of its step losses."""
    series = primary_train_loss(run, "step", min_points=1)
    epochs = [s for s in run.select(role=Role.TRAIN, kind=Kind.LOSS, aggregation="epoch") if not s.component]
    for chosen in (*epochs, series):
        curve = curve_of(chosen) if chosen is not None else None
        if curve is not None and len(curve):
            return edge_level(curve.value, fraction, end=True)
    return None


def _tukey_end(levels: FloatArray) -> FloatArray:
    """A trend with Tukey's end-point rule at its last point: the median of that point, its
    smoothed neighbour and the line through the two smoothed points before it, so a last
    batch that spiked does not become the level a gap is read against, while a trend
    running into the end is kept."""
    if len(levels) < 3:
        return levels
    ended = levels.copy()
    ended[-1] = float(np.median([levels[-1], levels[-2], 3 * levels[-2] - 2 * levels[-3]]))
    return ended


def _level_at(train: Curve, steps: FloatArray, levels: FloatArray, at: FloatArray) -> float:
    """The median, in linear units, of a train trend read at the steps `at`."""
    read = np.interp(at, steps, levels)
    return float(np.median(np.exp(read) if train.log_space else read))


def _typical_train_level(train: Curve, means: Curve | None, since: float) -> float:
    """The median train loss (linear units) logged after step `since`, or 0.0 without one;
    the median of the epoch means logged beside a step log (`means`) after it when higher
    (each averages every batch of its epoch, where a few logged batches can all be lucky)."""
    tail = train.value[train.step > since]
    level = float(np.median(tail)) if len(tail) else 0.0
    if means is not None:
        after = means.value[means.step > since]
        if len(after):
            level = max(level, float(np.median(after)))
    return level


def _smoothed(curve: Curve) -> tuple[FloatArray, FloatArray]:
    """A lightly smoothed curve in linear units (running median of three, or
    binned medians for long curves)."""
    steps, levels = binned(curve.step, curve.value)
    return steps, levels


def _levels_before_last(curve: Curve) -> FloatArray:
    """The val curve's levels read as _smoothed reads them, without its last evaluation
    (the smoothing must not carry the last point into the ones before it)."""
    return binned(curve.step[:-1], curve.value[:-1])[1]


def _further(train_drop: float) -> str:
    """The train loss's further fall after the val minimum, in words (a loss that crossed
    zero fell more than its own level: no percentage says that)."""
    return "fell further, past zero" if train_drop > 1 else f"fell a further {train_drop:.0%}"


def _instability(val: Series, rise: float, min_step: float, train_change: str) -> str:
    """The note for a val rise the train side shared (`train_change` says how)."""
    return (
        f"{val.name} ends {fmt_above(rise)} its minimum at step {fmt_step(min_step)}, but "
        f"{train_change} too: instability, not reported as overfitting"
    )


def _accuracy_levels(run: Run, role: Role, step: float, tail_fraction: float) -> list[tuple[float, float]]:
    """Each accuracy of `role` spanning `step`: its level there and its end level (the
    median of its last `tail_fraction`)."""
    found = []
    for series in accuracy_series(run, role):
        curve = curve_of(series)
        if curve is None or len(curve) < 2 or curve.last_step <= step:
            continue
        steps, levels = binned(curve.step, curve.value)
        end = float(edge_level(levels, tail_fraction, end=True))
        found.append((float(value_at(steps, levels, step)), end))
    return found


def _accuracy_drop(run: Run, role: Role, step: float, tail_fraction: float) -> float | None:
    """How far the first accuracy's end level sits below its level at `step` (absolute,
    in accuracy units); None without an accuracy of that role spanning it."""
    levels = _accuracy_levels(run, role, step, tail_fraction)
    return levels[0][0] - levels[0][1] if levels else None


def _accuracy_held(
    run: Run, levels: list[tuple[float, float]], end_loss: float, chance: float | None, params: Params
) -> float | None:
    """How far the val accuracies (`levels`: each one's level at the val loss's minimum and
    at the end) end below that level, the largest of them, when every one held: ends at most
    max_val_accuracy_drop_held below it, and it was above a guess's (1/C, or 0 without a
    class count; an accuracy pinned at 0 holds nothing); and the val loss does not end above
    ln C (confidence that wrong is an alarm). Else None."""
    if not levels or (chance is not None and end_loss >= chance):
        return None
    classes, _ = num_classes(run)
    guess, bar = (1.0 / classes if classes else 0.0), params["max_val_accuracy_drop_held"]
    if any(at - end > bar or at <= guess + bar for at, end in levels):
        return None
    return max(at - end for at, end in levels)


def _accuracy_change(drop: float) -> str:
    """An accuracy's end against an earlier level, in accuracy points."""
    if abs(drop) < 0.0005:
        return "at"
    return f"{abs(drop):.3f} {'below' if drop > 0 else 'above'}"


def _point_scatter(curve: Curve, min_points: int) -> float | None:
    """The robust sd of one point's log-level noise, from second differences
    (which a smooth trend, even a curved one, barely moves); None for a curve
    too short to tell or not positive."""
    if len(curve) < min_points or not curve.log_space:
        return None
    second = np.diff(np.log(curve.value), 2)
    # a second difference of white noise has 6x one point's variance
    return MAD_TO_SIGMA * float(np.median(np.abs(second))) / math.sqrt(6.0)


def _rise(levels: FloatArray, lowest: int, tail_fraction: float) -> float:
    """How far the curve's end sits above its minimum, as a fraction of it."""
    minimum = float(levels[lowest])
    final = edge_level(levels, tail_fraction, end=True) if lowest < len(levels) - 1 else minimum
    return _above(final, minimum)


def _above(value: float, minimum: float) -> float:
    """How far `value` sits above `minimum`, as a fraction of it (of its size when <= 0)."""
    if minimum > 0:
        return value / minimum - 1.0
    return (value - minimum) / max(abs(minimum), 1e-12)


def overfitting(run: Run, params: Params, notes: list[str]) -> list[Finding]:
    """The val loss passes its minimum and rises while the train loss keeps falling
    (or, with no val loss, a val accuracy turns down)."""
    vals = val_losses(run, min_points=1)
    if not vals and not accuracy_series(run, Role.VAL):
        notes.append(NO_VALIDATION.format(what="overfitting"))
        return []
    train = _train_curve(run)
    if train is None:
        notes.append("no train loss: overfitting is judged on the validation curve alone")
    chance = chance_loss(run)
    best: Finding | None = None
    for val in vals:
        curve = curve_of(val, notes)
        if curve is None or len(curve) < params["min_val_points"]:
            notes.append(
                f"{val.name} has fewer than {params['min_val_points']} points: overfitting not assessed"
            )
            continue
        steps, levels = _smoothed(curve)
        lowest = int(np.argmin(levels))
        rise = _rise(levels, lowest, params["tail_fraction"])
        if rise < params["min_rise"]:
            continue
        min_step = float(steps[lowest])
        # the minimum of a noisy curve is itself a lucky draw: a rise within the
        # curve's own point-to-point scatter is what noise alone gives
        scatter = _point_scatter(curve, params["min_scatter_points"])
        if scatter is not None and math.log1p(rise) < params["min_rise_vs_scatter"] * scatter:
            notes.append(
                f"{val.name} ends {fmt_above(rise)} its minimum at step {fmt_step(min_step)}, within "
                f"{params['min_rise_vs_scatter']:g}x its own point-to-point scatter (about "
                f"{math.expm1(scatter):.0%} a point): not reported as overfitting"
            )
            continue
        never_near = _best_far_above_chance(run, float(levels[lowest]), params)
        if never_near is not None:
            notes.append(
                f"{val.name} rose from its best, but its best {levels[lowest]:.4g} is already "
                f"{fmt_factor(never_near)}x ln C (threshold {params['max_val_min_vs_chance']:g}x): it never "
                "came near a uniform guess's loss, so no fitted state was lost; not reported as overfitting "
                "(see train-val-gap)"
            )
            continue
        train_falling = False
        train_drop = None
        train_at_min_vs_chance = None
        if train is not None:
            at_min, at_end = _train_level_at(train, min_step), _train_level_at(train, train.last_step)
            if chance is not None and chance > 0:
                train_at_min_vs_chance = at_min / chance
            train_drop = (at_min - at_end) / abs(at_min) if at_min else 0.0
            train_falling = train_drop >= params["min_train_drop"]
            if train_drop <= -params["min_rise"]:
                # the train loss rose as much as the val loss must to count: the whole
                # run destabilised after that point, which is not the model overfitting
                rose = f"the train loss {describe_change(train_drop, 0)}"
                notes.append(_instability(val, rise, min_step, rose))
                continue
        train_accuracy_drop = _accuracy_drop(run, Role.TRAIN, min_step, params["tail_fraction"])
        if train_accuracy_drop is not None and train_accuracy_drop >= params["max_train_accuracy_drop"]:
            # an epoch mean that includes a blow-up early in the epoch can still "fall"
            # afterwards; the model scoring worse on its own training data did not overfit
            fell = f"the train accuracy fell {train_accuracy_drop:.2f}"
            notes.append(_instability(val, rise, min_step, fell))
            continue
        severity: Severity = "high" if rise >= params["high_rise"] else "medium"
        if not train_falling:
            severity = "low"
        # a low val loss drifting up by a sliver of what it had come down is noise or
        # the tail of an annealed schedule, not the model turning
        descent = float(np.max(levels[: lowest + 1]) - levels[lowest])
        climbed = float(edge_level(levels, params["tail_fraction"], end=True)) - float(levels[lowest])
        regained = climbed / descent if descent > 0 else math.inf
        # after the lr annealed to ~0 the weights barely move: a rise then is the eval
        # set's noise or drift, not the model learning to overfit
        annealed = _lr_ratio_at(run, min_step)
        quiet_lr = annealed is not None and annealed <= params["annealed_lr_ratio"]
        if (regained < params["min_regained_share"] or quiet_lr) and severity != "low":
            severity = "low"
        # a rise that only the last evaluation shows (the same reading of the curve without
        # it finds its end within min_rise of its minimum) is one draw of the eval set: a
        # note until another evaluation confirms it. A noisy val curve may swing above its
        # minimum on the way there and come back; its end, not each swing, says whether it
        # rose (and the smoothing must not carry the last point into the ones before it)
        before_last = _levels_before_last(curve)
        last_only = (
            len(before_last) < 2
            or _rise(before_last, int(np.argmin(before_last)), params["tail_fraction"]) < params["min_rise"]
        )
        if last_only:
            notes.append(
                f"{val.name} ends {fmt_above(rise)} its minimum {levels[lowest]:.4g} at step "
                f"{fmt_step(min_step)}, but only its last evaluation shows the rise (without it the curve "
                f"ends within {params['min_rise']:.0%} of its minimum): one draw of the eval set, not "
                "reported as overfitting until another evaluation confirms it"
            )
            continue
        # a val loss that rises while the val accuracy holds at its level of the loss's
        # minimum is confidence growing on the examples the model gets wrong: calibration
        # worsens, no accuracy is lost (a checkpoint picked on accuracy is as good as ever)
        val_accuracy = _accuracy_levels(run, Role.VAL, min_step, params["tail_fraction"])
        held_drop = _accuracy_held(run, val_accuracy, float(levels[lowest]) * (1.0 + rise), chance, params)
        if held_drop is not None:
            severity = "low"
        finding = Finding(
            id="overfitting",
            severity=severity,
            confidence=confidence_from_points(len(curve), params["min_val_points"], params["full_points"]),
            message=(
                f"{val.name} passed its minimum {levels[lowest]:.4g} at step {fmt_step(min_step)} and ends "
                f"{fmt_above(rise)} it (threshold {params['min_rise']:.0%})"
                + (f" while the train loss {_further(train_drop)}" if train_falling and train_drop else "")
                + ("; the train loss is not falling, so this may be a noisy or drifting validation set"
                   if not train_falling and train is not None else "")
                + (f"; the validation accuracy held (it ends {_accuracy_change(held_drop)} its level "
                   f"at the loss's minimum, threshold {params['max_val_accuracy_drop_held']:g}): the model "
                   "grew more confident on the examples it gets wrong rather than getting more of them wrong"
                   if held_drop is not None else "")
                + "."
            ),
            series=((train.name,) if train is not None else ()) + (val.name,),
            onset_step=int(min_step),
            span=(int(min_step), curve.last_step),
            measurements={
                "rise_fraction": rise,
                "onset_fraction": _fraction(train, curve, min_step),
                "train_still_falling": train_falling,
                "train_drop_after_min": train_drop,
                "val_min_step": int(min_step),
                "best_at_first_evaluation": lowest == 0,
                "rise_at_last_evaluation_only": last_only,
                "val_min": float(levels[lowest]),
                "train_at_min_vs_chance": train_at_min_vs_chance,
                "regained_share": regained if math.isfinite(regained) else None,
                "lr_annealed_at_min": quiet_lr,
                "val_accuracy_drop": val_accuracy[0][0] - val_accuracy[0][1] if val_accuracy else None,
                "metric_based": False,
                "dataset": val.dataset,
                "threshold_min_rise": params["min_rise"],
            },
        )
        if best is None or (finding.measurements["rise_fraction"] > best.measurements["rise_fraction"]):
            best = finding
    if best is None and not vals:
        # only without a val loss: a val loss that did not turn up outweighs a dip in a metric
        best = _metric_turns_down(run, train, params)
    return [best] if best is not None else []


def _best_far_above_chance(run: Run, val_min: float, params: Params) -> float | None:
    """A classifier's best val loss over ln C, when it is max_val_min_vs_chance or more:
    a model that overfits first fitted, and at its best scored at least as well as a
    uniform guess; a val loss that never came near ln C was never fitted at all."""
    classes, _ = num_classes(run)
    if classes is None or classes < 2 or not classification_task(run):
        return None
    ratio = val_min / math.log(classes)
    return ratio if ratio >= params["max_val_min_vs_chance"] else None


def _lr_ratio_at(run: Run, step: float) -> float | None:
    """The lr at `step` over its peak (None without an lr series)."""
    lr = peak_lr(run)
    if lr is None:
        return None
    lr_steps, lr_values, peak = lr
    return value_at(lr_steps, lr_values, step) / peak


def _fraction(train: Curve | None, val: Curve, step: float) -> float:
    first = min(val.first_step, train.first_step if train else val.first_step)
    last = max(val.last_step, train.last_step if train else val.last_step)
    return float(np.clip((step - first) / max(last - first, 1), 0.0, 1.0))


def _metric_turns_down(run: Run, train: Curve | None, params: Params) -> Finding | None:
    """A val accuracy that peaks and falls back while the train loss keeps falling."""
    for series in accuracy_series(run, Role.VAL):
        curve = curve_of(series)
        if curve is None or len(curve) < params["min_val_points"]:
            continue
        steps, levels = _smoothed(curve)
        top = int(np.argmax(levels))
        if top >= len(levels) - 1 or levels[top] <= 0:
            continue
        final = edge_level(levels, params["tail_fraction"], end=True)
        drop = (float(levels[top]) - final) / float(levels[top])
        if drop < params["min_metric_drop"]:
            continue
        peak_step = float(steps[top])
        train_falling = bool(
            train is not None
            and _train_level_at(train, train.last_step) < _train_level_at(train, peak_step)
        )
        return Finding(
            id="overfitting",
            severity="medium" if train_falling else "low",
            confidence=0.9
            * confidence_from_points(len(curve), params["min_val_points"], params["full_points"]),
            message=(
                f"{series.name} peaked at {levels[top]:.4g} (step {fmt_step(peak_step)}) "
                f"and ends {drop:.0%} lower "
                f"(threshold {params['min_metric_drop']:.0%})."
            ),
            series=((train.name,) if train is not None else ()) + (series.name,),
            onset_step=int(peak_step),
            span=(int(peak_step), curve.last_step),
            measurements={
                "rise_fraction": drop,
                "onset_fraction": _fraction(train, curve, peak_step),
                "train_still_falling": train_falling,
                "val_min_step": int(peak_step),
                "best_at_first_evaluation": top == 0,
                "metric_based": True,
                "threshold_min_metric_drop": params["min_metric_drop"],
            },
        )
    return None


def zero_train_loss(run: Run, params: Params, notes: list[str]) -> list[Finding]:
    """The train loss collapses to ~0, relative to where it started (and, for
    classification, in absolute terms too)."""
    series = primary_train_loss(run, "epoch", min_points=params["min_points"])
    series = series or primary_train_loss(run, "step", min_points=params["min_points"])
    if series is None:
        return []
    curve = curve_of(series)
    if curve is None or len(curve) < params["min_points"]:
        return []
    # the start is the first few raw points (a collapse within the first tenth
    # would drag any longer median down), never above the first (a blow-up in
    # the first steps is no starting level)
    start = min(float(curve.value[0]), float(np.median(curve.value[: params["initial_points"]])))
    chance = chance_loss(run)
    if chance is not None:
        # an untrained classifier starts at ln C: a collapse within the first logged
        # points (epoch means) leaves no start of its own in the log
        start = max(start, chance)
    final = edge_level(curve.value, params["edge_fraction"], end=True)
    if start <= 0 or final < 0:
        return []
    relative = final / start
    regression = str(hparam(run, "task") or "").lower() == "regression"
    if relative > params["max_relative_to_start"]:
        return []
    if not regression and final > params["max_final_loss"]:
        return []
    final_val = None
    val_low = False
    for val in val_losses(run):
        val_curve = curve_of(val)
        if val_curve is None:
            continue
        level = edge_level(val_curve.value, params["edge_fraction"], end=True)
        final_val = level if final_val is None else min(final_val, level)
    val_high = False
    if final_val is not None:
        val_low = final_val / start <= params["val_low_relative"]
        # memorization: validation stays a visible share of where training started; a val
        # loss an order of magnitude below it generalizes, whatever the train loss reaches
        val_high = final_val / start >= params["val_high_relative"]
    if final_val is not None and not val_high:
        # a val loss that generalizes says the training set was fitted, not memorised; a
        # leak shows as a val loss near zero too, unless a test loss (from elsewhere) is
        # as low: then every split agrees the task is easy
        final_test = _final_test_loss(run, params["edge_fraction"])
        test_low = final_test is not None and final_test / start < params["val_high_relative"]
        if not val_low or test_low:
            notes.append(
                f"{series.name} fell to {final:.3g} ({fmt_factor(relative)}x its start {start:.3g}) with the "
                f"validation loss at {final_val:.3g}"
                + (f" and the test loss at {final_test:.3g}" if test_low and final_test is not None else "")
                + ": an easy task fitted, not memorised; zero-train-loss not reported"
            )
            return []
    below = np.flatnonzero(curve.value <= max(final, start * params["max_relative_to_start"]))
    onset = int(curve.step[int(below[0])]) if len(below) else curve.last_step
    return [
        Finding(
            id="zero-train-loss",
            # memorization shows as a val loss that stays well above a train loss at ~0;
            # with val near 0 too it is an easy task or leakage (val-test-gap tells them apart)
            severity="medium" if val_high else "low",
            confidence=confidence_from_points(len(curve), params["min_points"], 50),
            message=(
                f"{series.name} collapsed to {final:.3g}, {fmt_factor(relative)}x its starting level "
                f"{start:.3g} (threshold {params['max_relative_to_start']:g}x)"
                + (f"; the validation loss is near zero too ({final_val:.3g}): check for leaked labels"
                   if val_low else "")
                + (f"; the validation loss stays at {final_val:.3g}" if val_high else "")
                + ("; no validation loss tells memorisation from an easy task" if final_val is None else "")
                + "."
            ),
            series=(series.name,),
            onset_step=onset,
            span=(onset, curve.last_step),
            measurements={
                "final_train_loss": final,
                "relative_to_start": relative,
                "val_also_low": val_low,
                "val_stays_high": val_high,
                "before_updates": loss_before_updates(run, curve, params["min_window_mean_steps"]),
                "final_val_loss": final_val,
                "threshold_max_relative_to_start": params["max_relative_to_start"],
                "threshold_max_final_loss": params["max_final_loss"],
            },
        )
    ]


def _final_test_loss(run: Run, edge_fraction: float) -> float | None:
    """The lowest end level of the run's test losses, if any is logged."""
    levels = [
        edge_level(curve.value, edge_fraction, end=True)
        for curve in (curve_of(s) for s in run.select(role=Role.TEST, kind=Kind.LOSS))
        if curve is not None
    ]
    return min(levels) if levels else None


def _accuracy_at_chance(run: Run, classes: int, params: Params) -> tuple[bool, str]:
    """Whether the val accuracy ends at 1/C while the train accuracy is clearly above it."""
    chance = 1.0 / classes
    for val in accuracy_series(run, Role.VAL):
        curve = curve_of(val)
        if curve is None:
            continue
        val_end = edge_level(curve.value, params["tail_fraction"], end=True)
        if abs(val_end - chance) > params["chance_tolerance"]:
            continue
        for train in accuracy_series(run, Role.TRAIN):
            train_curve = curve_of(train)
            if train_curve is None:
                continue
            train_end = edge_level(train_curve.value, params["tail_fraction"], end=True)
            if train_end - chance >= params["train_above_chance"]:
                return True, (
                    f"{val.name} ends at {val_end:.3f} (chance {chance:.3f}) "
                    f"while {train.name} reaches {train_end:.3f}"
                )
    return False, ""


def train_val_gap(run: Run, params: Params, notes: list[str]) -> list[Finding]:
    """A persistent large gap between train and val that never turned (val at
    chance while train improves), or val suspiciously far better than train."""
    train = _train_curve(run)
    vals = val_losses(run)
    if not vals:
        if not accuracy_series(run, Role.VAL):
            notes.append(NO_VALIDATION.format(what="the train/val gap"))
        return []
    if train is None or len(train) < 2:
        notes.append("no train loss: the train/val gap cannot be assessed")
        return []
    classes, _ = num_classes(run)
    classification = classification_task(run)
    ln_c = math.log(classes) if classes is not None else 0.0
    results: list[Finding] = []
    # the train trend and the epoch means beside a step log: the same for every val loss
    train_steps, train_levels = trend(train)
    means = epoch_loss_beside(run, train)
    chance = chance_loss(run)
    for val in vals:
        curve = curve_of(val)
        if curve is None:
            continue
        steps, levels = _smoothed(curve)
        count = max(1, int(math.ceil(len(levels) * params["tail_fraction"])))
        val_end = float(np.median(levels[-count:]))
        train_end = _level_at(train, train_steps, train_levels, steps[-count:])
        # val far below train: read against a train end whose last batch did not spike
        # (a spike there can only make validation look better)
        steady_end = _level_at(train, train_steps, _tukey_end(train_levels), steps[-count:])
        if train_end <= 0 or val_end <= 0:
            continue
        ratio = val_end / train_end
        lowest = int(np.argmin(levels))
        turned = _rise(levels, lowest, params["tail_fraction"]) >= params["max_rise_for_gap"]
        at_chance = False
        reason = ""
        if classes is not None and classification:
            val_high = val_end >= params["chance_fraction"] * ln_c
            if val_high and train_end <= params["train_below_chance"] * ln_c:
                at_chance = True
                reason = (f"{val.name} stays at {val_end:.3g}, {fmt_share_of(val_end / ln_c)} the chance "
                          f"level ln C = {ln_c:.3g}, while the train loss reaches {train_end:.3g}")
            if not at_chance:
                at_chance, reason = _accuracy_at_chance(run, classes, params)
        # ratios of losses near 0 say little: the gap must also be a visible share of
        # the loss's starting scale (ln C when known: a first logged point may already be low)
        scale = max(float(np.median(train.value[:3])), ln_c if classification and classes else 0.0)
        visible = abs(val_end - train_end) >= params["min_gap_vs_initial"] * scale
        better = ratio <= params["max_val_better_ratio"] and (
            abs(val_end - train_end) >= params["min_better_gap_vs_initial"] * scale
        ) and val_end <= params["max_val_better_ratio"] * steady_end and (
            steady_end - val_end >= params["min_better_gap_vs_initial"] * scale
        )
        # a gap holds against the train loss's typical batch over the stretch the val end
        # covers, not against the trend read at one step: a short noisy log's trend is its
        # raw points, and one lucky batch at the end makes any ratio
        since = float(steps[-count - 1]) if len(steps) > count else -math.inf
        train_typical = max(train_end, _typical_train_level(train, means, since))
        gap_ratio = val_end / train_typical
        large = gap_ratio >= params["min_gap_ratio"] and visible and not _accuracies_agree(run, params)
        if not (at_chance or better or large):
            continue
        one_draw = _gap_before_last_evaluation(curve, train_typical, params) if large else None
        if one_draw is not None and not (at_chance or better):
            # as for overfitting: a gap only the last evaluation opens is one draw of the eval set
            notes.append(
                f"{val.name} ends at {fmt_factor(gap_ratio)}x the train loss, but only its last "
                f"evaluation shows the gap (without it, {fmt_factor(one_draw)}x; threshold "
                f"{params['min_gap_ratio']:g}x): one draw of the eval set, not reported as a train/val gap "
                "until another evaluation confirms it"
            )
            continue
        # the ratio the finding stands on: against the typical batch for a gap
        shown, against = (gap_ratio, train_typical) if large and not better else (ratio, train_end)
        if not reason:
            reason = (
                f"{val.name} ends at {fmt_factor(shown)}x the train loss ({val_end:.3g} vs {against:.3g}); "
                + (f"validation far better than training, beyond what dropout explains (threshold "
                   f"{params['max_val_better_ratio']}x): check the eval set for overlap or a different loss"
                   if better else f"threshold {params['min_gap_ratio']}x"
                   + ("; the val loss also turned up" if turned
                      else ", and it never closed"))
            )
        onset = int(curve.step[0])
        first_gap = _first_gap_ratio(train, means, curve, (train_steps, train_levels))
        results.append(
            Finding(
                id="train-val-gap",
                # validation below training is what dropout and augmentation do: a hint
                # unless it is extreme (then leakage or a different eval loss is likely)
                # (and far below it in absolute terms too: two losses near 0, a near-perfect
                # model evaluated without the dropout it trains with, make any ratio)
                severity="high" if at_chance else (
                    "medium"
                    if large or (ratio <= params["max_val_better_ratio_medium"] and visible)
                    else "low"
                ),
                confidence=confidence_from_points(len(curve), 2, 10),
                message="Persistent train/val gap: " + reason + ".",
                series=(train.name, val.name),
                onset_step=onset,
                span=(onset, curve.last_step),
                measurements={
                    "gap_ratio": shown,
                    "val_at_chance": at_chance,
                    "val_better_than_train": better,
                    "val_turned": turned,
                    "val_level": val_end,
                    "train_level": train_end,
                    "first_gap_ratio": first_gap,
                    "val_pinned_at_chance": _pinned_at_chance(curve, chance, params),
                    "val_accuracy_above_chance": _accuracy_above_chance(run, Role.VAL, chance),
                    "dataset": val.dataset,
                    "threshold_min_gap_ratio": params["min_gap_ratio"],
                    "threshold_max_val_better_ratio": params["max_val_better_ratio"],
                },
            )
        )
    results.sort(key=lambda f: -abs(math.log(f.measurements["gap_ratio"])))
    return results[:1]


def _pinned_at_chance(curve: Curve, ln_c: float | None, params: Params) -> bool:
    """Whether every evaluation of a classifier's val loss (min_pinned_evaluations or more) lies
    within max_pinned_deviation of ln C: predictions about uniform from the first evaluation to
    the last. A model that grows overconfident starts below ln C and climbs past it; one whose
    loss is computed on flattened outputs (a temperature, a softmax over the wrong axis,
    probabilities passed as logits) never leaves it, whatever its accuracy."""
    if ln_c is None or len(curve) < params["min_pinned_evaluations"]:
        return False
    deviation = np.abs(curve.value / ln_c - 1.0)
    return bool(np.all(deviation <= params["max_pinned_deviation"]))


def _gap_before_last_evaluation(curve: Curve, train_level: float, params: Params) -> float | None:
    """The val curve's end over `train_level` read without its last evaluation, when that
    reading falls below min_gap_ratio (the last evaluation alone opens the gap); None
    when it does not, or with under three evaluations (two make no before-and-after)."""
    if len(curve) < 3 or train_level <= 0:
        return None
    levels = _levels_before_last(curve)
    count = max(1, int(math.ceil(len(levels) * params["tail_fraction"])))
    ratio = float(np.median(levels[-count:])) / train_level
    return ratio if ratio < params["min_gap_ratio"] else None


def _first_gap_ratio(
    train: Curve, means: Curve | None, val: Curve, train_trend: tuple[FloatArray, FloatArray]
) -> float | None:
    """The val loss's first evaluation over the train loss at that step (its trend there,
    or the epoch mean logged up to it, `means`, when higher): a gap already this wide before
    any memorising could build it. None when the train log begins after that evaluation."""
    at = float(val.step[0])
    if at < train.first_step:
        return None
    level = _level_at(train, *train_trend, np.array([at]))
    if means is not None and len(means):
        upto = means.value[means.step <= at]
        if len(upto):
            level = max(level, float(upto[-1]))
    return float(val.value[0]) / level if level > 0 else None


def _accuracies_agree(run: Run, params: Params) -> bool:
    """Whether train and val accuracies both end high and within max_accuracy_gap of
    each other: then a ratio between two small losses is calibration, not a gap."""
    return _accuracies_agree_between(run, Role.TRAIN, Role.VAL, params)


def _accuracies_agree_between(run: Run, better: Role, worse: Role, params: Params) -> bool:
    """Whether the `worse` split's accuracy ends high and within max_accuracy_gap
    below the `better` split's."""
    betters, worses = accuracy_series(run, better), accuracy_series(run, worse)
    if not betters or not worses:
        return False
    better_curve, worse_curve = curve_of(betters[0]), curve_of(worses[0])
    if better_curve is None or worse_curve is None:
        return False
    tail = params.get("tail_fraction", 0.2)
    better_end = edge_level(better_curve.value, tail, end=True)
    worse_end = edge_level(worse_curve.value, tail, end=True)
    high = worse_end >= params["min_agreeing_accuracy"]
    return bool(high and better_end - worse_end <= params["max_accuracy_gap"])


def _matching_val(run: Run, test: Series) -> list[Series]:
    """Val series of the same kind (and direction) as the test series."""
    if test.kind == Kind.LOSS:
        return val_losses(run)
    return [
        s for s in run.select(role=Role.VAL, kind=test.kind)
        if s.direction == test.direction and _metric_word(s) == _metric_word(test)
    ]


def _metric_word(series: Series) -> str:
    name = series.name.lower()
    return "acc" if "acc" in name else name.rsplit("/", 1)[-1].split("_")[-1]


def _last_reading(series: list[Series]) -> float | None:
    """The first series' last finite value (curve_of's reading, as the gap's own test value)."""
    curve = curve_of(series[0]) if series else None
    return float(curve.value[-1]) if curve is not None else None


def _against_chance(run: Run) -> dict[str, float | None]:
    """Where a classifier's last test loss and test and val accuracies sit against what
    an untrained model scores: the loss as a multiple of ln C (a model that never trained
    predicts about uniformly: ln C), each accuracy as its share of the way from the chance
    rate 1/C to 1. All None for a regression or an unknown class count."""
    readings: dict[str, float | None] = {
        "test_loss_vs_chance": None, "test_accuracy_above_chance": None, "val_accuracy_above_chance": None,
    }
    ln_c = chance_loss(run)
    if ln_c is None:
        return readings
    test_loss = _last_reading(run.select(role=Role.TEST, kind=Kind.LOSS))
    if test_loss is not None:
        readings["test_loss_vs_chance"] = test_loss / ln_c
    readings["test_accuracy_above_chance"] = _accuracy_above_chance(run, Role.TEST, ln_c)
    readings["val_accuracy_above_chance"] = _accuracy_above_chance(run, Role.VAL, ln_c)
    return readings


def _accuracy_above_chance(run: Run, role: Role, ln_c: float | None) -> float | None:
    """The role's last accuracy as its share of the way from the chance rate 1/C (exp(-ln C)) to
    1; None without a class count (ln_c None) or an accuracy series."""
    if ln_c is None:
        return None
    accuracy = _last_reading(accuracy_series(run, role))
    if accuracy is None:
        return None
    chance = math.exp(-ln_c)
    return (accuracy - chance) / (1.0 - chance)


def _distance_as_share(test: Series, test_value: float, first_val: float | None) -> float | None:
    """How far the test value is from validation's first, as a share of the test value; for an
    accuracy, in error (1 - accuracy), the scale the gap itself is judged on: 0.31 against a
    first 0.293 is 2.4% of a 0.69 error (5.4% of the accuracy). None without a first value."""
    if first_val is None:
        return None
    scale = abs(test_value) if test.kind == Kind.LOSS else 1.0 - test_value
    return abs(test_value - first_val) / scale if scale > 0 else None


def _matching_earlier_evaluation(run: Run, at: float, params: Params) -> int | None:
    """The step of an evaluation before validation's last (up to the test's step `at`) whose
    val loss and val accuracy both match the last test loss and test accuracy, None when
    none does or one of the four is not logged. A test run that loaded an early checkpoint
    scores on both what validation scored when that checkpoint was saved; a test set from
    another distribution shifts the loss against the accuracy (confident mistakes), so
    the pair matches no evaluation. The closest match wins (worst of the two distances,
    each over its tolerance)."""
    loss = _last_reading(run.select(role=Role.TEST, kind=Kind.LOSS))
    accuracy = _last_reading(accuracy_series(run, Role.TEST))
    vals, val_accuracies = val_losses(run), accuracy_series(run, Role.VAL)
    val_loss = curve_of(vals[0]) if vals else None
    val_accuracy = curve_of(val_accuracies[0]) if val_accuracies else None
    if loss is None or accuracy is None or val_loss is None or val_accuracy is None or loss <= 0:
        return None
    before = val_loss.step <= at
    steps, losses = val_loss.step[before][:-1], val_loss.value[before][:-1]
    best: tuple[float, int] | None = None
    for step, value in zip(steps, losses, strict=True):
        same = np.flatnonzero(val_accuracy.step == step)
        if not len(same):
            continue
        distance = max(
            abs(float(value) - loss) / loss / params["match_loss_share"],
            abs(float(val_accuracy.value[same[0]]) - accuracy) / params["match_accuracy_gap"],
        )
        if distance <= 1.0 and (best is None or distance < best[0]):
            best = (distance, int(step))
    return best[1] if best is not None else None


def val_test_gap(run: Run, params: Params, notes: list[str]) -> list[Finding]:
    """Test much worse than validation at the matching step."""
    tests = run.select(role=Role.TEST, kind=Kind.LOSS) + [
        s
        for s in run.select(role=Role.TEST, kind=Kind.METRIC)
        if s.direction == "max" and "acc" in s.name.lower()
    ]
    if not tests:
        notes.append("val-test-gap not assessed: no test loss or test accuracy logged")
        return []
    train = _train_curve(run)
    initial = 0.0
    if train is not None:
        # the first points' median, or the first point when higher (a window mean logged
        # over the descent's first steps: the points after it already sit below the scale)
        # while it is no blow-up (within max_first_point_span times that median)
        median = float(np.median(train.value[:3]))
        first = float(train.value[0])
        initial = max(median, first if first <= params["max_first_point_span"] * median else median)
    classes, _ = num_classes(run)
    if classes is not None and classification_task(run):
        # the loss's natural scale: a first logged point may already be far below ln C
        initial = max(initial, math.log(classes))
    for val in val_losses(run):
        # so is the first evaluation, for a log whose first train point came after the descent
        finite = val.value[np.isfinite(val.value)]
        initial = max(initial, float(finite[0]) if len(finite) else 0.0)
    agreeing = _accuracies_agree_between(run, Role.VAL, Role.TEST, params)
    # a test set that scores like the training data comes from its distribution: a
    # val set far better than both is the odd one (small, easy, or picked by early stopping)
    train_loss_end = _train_end_level(run, params["train_tail_fraction"])
    train_accuracy = [c for c in map(curve_of, accuracy_series(run, Role.TRAIN)) if c is not None]
    tail = params["train_tail_fraction"]
    train_error_end = 1.0 - edge_level(train_accuracy[0].value, tail, end=True) if train_accuracy else None
    for test in tests:
        test_curve = curve_of(test)
        if test_curve is None:
            continue
        for val in _matching_val(run, test):
            val_curve = curve_of(val)
            if val_curve is None:
                continue
            at = float(test_curve.last_step)
            # validation's (finite) evaluations up to the test's step
            evaluated = val_curve.value[val_curve.step <= at]
            test_value = float(test_curve.value[-1])
            val_value = value_at(val_curve.step, val_curve.value, at)
            if test.kind == Kind.LOSS:
                if val_value <= 0:
                    continue
                ratio = test_value / val_value
                # the val loss's own swing late in training (its worst over the last
                # train_tail_fraction of its evaluations up to the test's step) is noise a
                # test loss within min_ratio of it does not rise above
                recent = evaluated[-max(1, int(math.ceil(len(evaluated) * tail))):]
                # a ratio of two losses near 0 says little: the gap must also be a
                # visible share of where the training loss started
                worse = ratio >= params["min_ratio"] and test_value - val_value >= (
                    params["min_gap_vs_initial"] * initial
                ) and not agreeing and (
                    not len(recent) or test_value >= params["min_ratio"] * float(np.max(recent))
                )
                vs_train = test_value / train_loss_end if train_loss_end else math.inf
                val_vs_train = val_value / train_loss_end if train_loss_end else math.inf
                high = ratio >= params["high_ratio"]
                shown = ".4g"
                what = (f"{test.name} {test_value:{shown}} is {fmt_factor(ratio)}x "
                        f"{val.name} {val_value:{shown}}")
            else:
                val_error, test_error = 1.0 - val_value, 1.0 - test_value
                ratio = test_error / val_error if val_error > 0 else math.inf
                worse = ratio >= params["min_ratio"] and val_value - test_value >= params["min_accuracy_gap"]
                vs_train = test_error / train_error_end if train_error_end else math.inf
                val_vs_train = val_error / train_error_end if train_error_end else math.inf
                high = worse and ratio >= params["high_ratio"]
                shown = ".3f"
                what = (f"{test.name} {test_value:{shown}} vs {val.name} {val_value:{shown}} "
                        f"(error {fmt_factor(ratio)}x the validation error)")
            if not worse or vs_train < params["min_ratio_vs_train"]:
                continue
            step = int(at)
            # the first evaluation stands for an early checkpoint only with a few after it
            first_val = float(evaluated[0]) if len(evaluated) >= params["min_evaluations_for_first"] else None
            return [
                Finding(
                    id="val-test-gap",
                    severity="high" if high else "medium",
                    confidence=0.8,
                    message=(
                        f"The test set is much worse than validation at step {fmt_step(at)}: {what} "
                        f"(threshold {params['min_ratio']}x"
                        + (
                            f"; validation's first evaluation scored "
                            f"{first_val:{shown}}"
                            if first_val is not None else ""
                        )
                        + "): the test data may come from another distribution, or the test scored "
                        "another checkpoint."
                    ),
                    series=(val.name, test.name),
                    onset_step=step,
                    span=(step, step),
                    measurements={
                        "test_value": test_value,
                        "val_value": val_value,
                        "ratio": ratio,
                        "ratio_vs_train": vs_train if math.isfinite(vs_train) else None,
                        "val_vs_train": val_vs_train if math.isfinite(val_vs_train) else None,
                        "first_val_value": first_val,
                        "test_vs_first_val": _distance_as_share(test, test_value, first_val),
                        "matched_evaluation_step": _matching_earlier_evaluation(run, at, params),
                        **_against_chance(run),
                        "threshold_min_ratio": params["min_ratio"],
                        "threshold_min_ratio_vs_train": params["min_ratio_vs_train"],
                    },
                )
            ]
    return []


def missing_validation(run: Run, params: Params, notes: list[str]) -> list[Finding]:
    """A run with no validation series at all, or whose validation losses hold not one
    finite value beside a finite train loss: nothing can tell overfitting apart."""
    train = run.select(role=Role.TRAIN, kind=Kind.LOSS)
    if not train:
        return []
    vals = [s for s in run.select(role=Role.VAL) if s.kind in (Kind.LOSS, Kind.METRIC) and len(s)]
    if not vals:
        return [
            Finding(
                id="missing-validation",
                severity="low",
                confidence=0.9,
                message="The run logs no validation series: overfitting and generalization cannot be "
                        "assessed; hold out an eval set and log its loss.",
                series=(),
                measurements={"nonfinite": False},
            )
        ]
    # an evaluation ran and its loss came out NaN/Inf every time while the training's stayed
    # finite: the eval path (its data or its preprocessing) holds what training never saw
    val_losses = [s for s in vals if s.kind == Kind.LOSS]
    if not val_losses or any(np.isfinite(s.value).any() for s in val_losses):
        return []
    # a training that itself went NaN (or whose gradient norm did: a Trainer may log a NaN
    # loss as 0) took the evaluations with it: that is the blow-up's finding, not this one
    blown = [*train, *run.select(kind=Kind.GRAD_NORM)]
    if any(not np.isfinite(s.value).all() for s in blown) or not all(len(s) for s in train):
        return []
    names = ", ".join(s.name for s in val_losses[:3])
    count = sum(len(s) for s in val_losses)
    return [
        Finding(
            id="missing-validation",
            severity="low",
            confidence=0.9,
            message=f"Every validation loss is NaN/Inf ({names}, {count:,} logged) while the train loss is "
                    "finite: the evaluation produced no loss, so overfitting and generalization cannot be "
                    "assessed.",
            series=tuple(s.name for s in val_losses[:3]),
            measurements={"nonfinite": True},
        )
    ]
