"""Convergence detectors: slow convergence (no learning, too-slow descent, an
early stall after the lr decayed, a plateau at chance) and undertraining."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from triage.detectors.base import Params
from triage.detectors.signal import (
    Z_90,
    Curve,
    FloatArray,
    IntArray,
    accuracy_series,
    binned,
    chance_loss,
    classification_task,
    confidence_from_points,
    covered_fraction,
    curve_of,
    describe_change,
    edge_level,
    epoch_loss_beside,
    fmt_factor,
    fmt_share_of,
    fmt_step,
    hparam,
    hparam_number,
    local_baseline,
    num_classes,
    rank_sum_z,
    relative_change,
    schedule_peak_lr,
    step_budget_share,
    step_points_drift,
    steps_per_epoch,
    stopped_short,
    theil_sen,
    train_loss_curve,
    trend,
    val_losses,
    value_at,
    window_mean_steps,
)
from triage.model import Finding, Kind, Role, Run, Series, Severity
from triage.model.hparams import STATE_UNFINISHED
from triage.model.segments import peak_share_of_configured


def _lr_at(run: Run, step: float) -> tuple[float, float] | None:
    """(lr at `step` / peak lr, step where the lr first fell 10x below its peak or nan)."""
    lr = schedule_peak_lr(run)
    if lr is None:
        return None
    lr_steps, lr_values, peak = lr
    ratio = value_at(lr_steps, lr_values, step) / peak
    peak_index = int(np.argmax(lr_values))
    fallen = np.flatnonzero(lr_values[peak_index:] <= 0.1 * peak)
    fell_at = float(lr_steps[peak_index + int(fallen[0])]) if len(fallen) else math.nan
    return ratio, fell_at


def _logged_lr_never_near_configured(run: Run, params: Params) -> tuple[float, float] | None:
    """(configured lr, the logged lr's highest value over it) when the logged lr rose to its
    own peak within the log (a warm-up seen under way) and every logged value stayed at or
    under lr_decay_ratio x the configured lr: the "peak" an early cut is measured from was
    configured, never run, so no cut happened in the log. (A log that only falls may have
    missed the peak of a fast decay: that stays a cut.)"""
    lr = schedule_peak_lr(run)
    configured = hparam_number(run, "lr")
    if lr is None or configured is None or lr[2] != configured:
        return None
    share = peak_share_of_configured(lr[1], configured)
    return (configured, share) if share is not None and share <= params["lr_decay_ratio"] else None


def _early_lr_cut(run: Run, curve: Curve, params: Params) -> tuple[int, float] | None:
    """(step, lr ratio) when the lr fell below lr_decay_ratio x its peak early in
    the run and stayed there: the rest of the run trained at a fraction of its lr."""
    lr = schedule_peak_lr(run)
    if lr is None:
        return None
    lr_steps, lr_values, peak = lr
    low = lr_values <= params["lr_decay_ratio"] * peak
    peak_index = int(np.argmax(lr_values))
    fallen = np.flatnonzero(low[peak_index:])
    if not len(fallen) or not bool(np.all(low[peak_index + int(fallen[0]) :])):
        return None
    cut_step = float(lr_steps[peak_index + int(fallen[0])])
    if curve.fraction_of_run(cut_step) > params["max_cut_fraction"]:
        return None
    return int(cut_step), float(np.median(lr_values[peak_index + int(fallen[0]) :]) / peak)


def _final_level(series: Series) -> float | None:
    """The median of a series's last fifth of finite values (None without one)."""
    finite = series.value[np.isfinite(series.value)]
    return float(np.median(finite[-max(1, len(finite) // 5) :])) if len(finite) else None


def _accurate_when_log_began(run: Run, curve: Curve, classes: int, params: Params) -> bool:
    """Whether an accuracy logged no later than one logging interval after the loss's first
    point, or within the run's first tenth (edge_fraction, where the start level is read),
    had already removed min_logged_start_error_cut of a uniform guess's error: the model had
    learned before the loss log began (a sparse logger's first point), whatever its first
    logged loss. The tenth keeps the test cadence-free: an evaluation once an epoch can come
    a few logging intervals after a sparse loss log's first point."""
    if len(curve) < 2 or classes < 2:
        return False
    by = max(
        float(curve.step[0] + (curve.step[1] - curve.step[0])),
        curve.first_step + params["edge_fraction"] * (curve.last_step - curve.first_step),
    )
    chance_error = 1.0 - 1.0 / classes
    for series in [*accuracy_series(run, Role.VAL), *accuracy_series(run, Role.TRAIN)]:
        finite = np.isfinite(series.value)
        if not finite.any() or float(series.step[finite][0]) > by:
            continue
        error = 1.0 - float(series.value[finite][0])
        if 0.0 <= error <= (1.0 - params["min_logged_start_error_cut"]) * chance_error:
            return True
    return False


def _beats_chance(run: Run, classes: int, params: Params) -> bool:
    """Whether a val (or, without one, train) accuracy's final level removed at least
    min_final_error_cut of a uniform guess's error (accuracies read as fractions: one
    logged in percent says nothing here)."""
    chance_error = 1.0 - 1.0 / classes
    for role in (Role.VAL, Role.TRAIN):
        levels = [
            level for s in accuracy_series(run, role)
            if (level := _final_level(s)) is not None and 0.0 <= level <= 1.0
        ]
        if levels:
            return bool(1.0 - max(levels) <= (1.0 - params["min_final_error_cut"]) * chance_error)
    return False


def _classifies_well(run: Run, params: Params) -> bool:
    """The train accuracy ends high although the loss stalled far above 0: the
    floor is in the loss itself (e.g. softmax applied twice), not in the task."""
    return any(
        (_final_level(series) or 0.0) >= params["min_floor_accuracy"]
        for series in accuracy_series(run, Role.TRAIN)
    )


def _accuracy_loss_bound(run: Run, classes: int, params: Params) -> tuple[str, float, float] | None:
    """The highest cross-entropy a calibrated classifier with the run's final accuracy can
    have (Fano's inequality: H <= h(1 - A) + (1 - A) ln(C - 1)), with the accuracy series
    and value it was computed from: the train accuracy when logged, else the val accuracy
    (lower, so a looser bound). None without an accuracy of at least min_bound_accuracy
    logged as a fraction."""
    for role in (Role.TRAIN, Role.VAL):
        for series in accuracy_series(run, role):
            if series.component:
                continue
            accuracy = _final_level(series)
            if accuracy is None or float(np.nanmax(series.value)) > 1.0:
                continue
            if accuracy < params["min_bound_accuracy"]:
                return None
            error = 1.0 - accuracy
            entropy = -sum(q * math.log(q) for q in (error, accuracy) if q > 0)
            return series.name, accuracy, entropy + error * math.log(max(classes - 1, 1))
    return None


def _level_beside_accuracy(run: Run, accuracy_name: str, train_level: float) -> float:
    """The loss measured beside an accuracy: for a val accuracy the val loss's final level
    (the median of its last fifth: the same examples, in eval mode); for a train accuracy,
    or a val one with no val loss logged, the train loss's (`train_level`)."""
    accuracy = run.series.get(accuracy_name)
    if accuracy is None or accuracy.role != Role.VAL:
        return train_level
    for val in val_losses(run, min_points=1):
        final = _final_level(val)
        if final is not None:
            return final
    return train_level


def _probabilities_floor(run: Run, classes: int, bound: float, final_level: float) -> float | None:
    """ln(1 + (C - 1)/e), the least cross-entropy a loss over C classes reaches when it is
    handed probabilities (each in [0, 1]) as logits: its softmax gives the true class at most
    e/(e + C - 1). Returned when Fano's bound at the run's accuracy lies below it (a calibrated
    classifier that accurate would be under it) and neither the final train loss nor any
    val loss at its best ever went below it; None otherwise."""
    floor = math.log(1.0 + (classes - 1) / math.e)
    if bound >= floor or final_level < floor:
        return None
    for val in val_losses(run, min_points=1):
        finite = val.value[np.isfinite(val.value)]
        if len(finite) and float(np.min(finite)) < floor:
            return None
    return floor


def _plateau_onset(steps: FloatArray, levels: FloatArray, final: float, tolerance: float) -> float:
    """First step at which the smoothed curve comes within `tolerance` of its
    total drop above its final level (the first crossing: robust to noise
    on the plateau itself)."""
    total = float(np.max(levels[: max(1, len(levels) // 10)])) - final
    if total <= 0:
        return float(steps[0])
    inside = np.flatnonzero(levels - final <= tolerance * total)
    return float(steps[int(inside[0])]) if len(inside) else float(steps[-1])


def _val_curve_instead(run: Run, params: Params, notes: list[str], why: str) -> Curve | None:
    """With no usable train loss (none at all, as in a tuner's progress file, or too
    few points, as a short run logged in wide windows), the validation loss is the only
    learning curve: a flat one still says nothing was learned."""
    for val in val_losses(run, min_points=params["min_points"]):
        curve = curve_of(val, notes)
        if curve is not None and len(curve) >= params["min_points"]:
            notes.append(f"{why}: slow-convergence judged on {val.name}")
            return curve
    return None


def _dead_flat(curve: Curve, spread: float) -> bool:
    """Whether every point of a curve lies within `spread` of its median: a model whose
    evaluations (or epoch means) do not move at all."""
    return _spread(curve) <= spread


def _spread(curve: Curve) -> float:
    """The range of a curve's points over their median's magnitude (inf at a median of 0)."""
    level = abs(float(np.median(curve.value)))
    return float(np.ptp(curve.value)) / level if level > 0 else math.inf


def _flat_epoch_means(run: Run, curve: Curve, params: Params) -> Curve | None:
    """The epoch-mean train loss logged beside a step-level `curve` when it holds
    min_flat_epoch_means or more epochs and every one lies within max_flat_epoch_mean_spread
    of their median (else None): each averages a whole epoch of batches, so a network
    whose means do not move learned nothing, however widely its logged batches scatter."""
    means = epoch_loss_beside(run, curve)
    if means is None or len(means) < params["min_flat_epoch_means"]:
        return None
    return means if _dead_flat(means, params["max_flat_epoch_mean_spread"]) else None


def _val_never_below_chance(run: Run, curve: Curve, params: Params) -> bool:
    """Whether a classifier's val loss never dropped below a uniform guess's loss."""
    chance = chance_loss(run)
    return chance is not None and float(np.min(curve.value)) >= params["no_learning_chance_fraction"] * chance


def slow_convergence(run: Run, params: Params, notes: list[str]) -> list[Finding]:
    """The loss descends too slowly, never moves, or stalls at a poor level."""
    missing: list[str] = []
    curve = train_loss_curve(run, params, missing, "slow-convergence", ("epoch", "step"))
    if curve is None:
        trains = run.select(role=Role.TRAIN, kind=Kind.LOSS)
        why = f"the train loss has under {params['min_points']} finite points" if trains else "no train loss"
        curve = _val_curve_instead(run, params, notes, why)
        shows_no_learning = curve is not None and (
            _val_never_below_chance(run, curve, params) or _dead_flat(curve, params["max_flat_val_spread"])
        )
        if curve is not None and not shows_no_learning:
            # a val loss is first measured after a whole epoch (or eval interval) of
            # training: how slowly it fell after that says little; only a classifier's
            # val loss that never left a uniform guess's level, or one that does not move
            # at all (the same predictions at every evaluation), shows no learning
            notes[-1] = (f"{why}, and {curve.name} left the chance level or moves: slow-convergence cannot "
                         "be assessed from the evaluations alone")
            curve = None
    if curve is None:
        notes.extend(missing)
        return []
    curve = _steadier_curve(run, curve, params, notes)
    if len(curve) < params["min_points"]:
        notes.append(
            f"{curve.name} has under {params['min_points']} points: slow-convergence cannot be assessed"
        )
        return []
    if not curve.log_space and edge_level(curve.value, params["edge_fraction"], end=False) <= 0:
        notes.append(
            f"{curve.name} starts at or below 0: its relative drop is undefined; slow convergence skipped"
        )
        return []
    steps, levels = trend(curve)
    # where the loss began: the first tenth's median, or the first smoothed level when
    # higher (a descent finished inside the first tenth is fast, not "no progress")
    early = edge_level(levels, params["edge_fraction"], end=False)
    start = max(early, float(levels[0]))
    first_epoch = _first_epoch_mean(run, curve, params)
    if first_epoch is not None and first_epoch > start:
        start = first_epoch
        notes.append(
            f"{curve.name}'s first logged points came after part of the descent: its start is taken from "
            f"the first epoch's mean loss, {float(np.exp(start)) if curve.log_space else start:.3g}, logged "
            "before the step log's first tenth ended"
        )
    end = edge_level(levels, params["edge_fraction"], end=True)
    drop = relative_change(start, end, curve.log_space)
    # the best level held over as long a stretch as the start and end are measured
    # on: the minimum of a lightly smoothed noisy flat loss is just its deepest dip.
    # "No learning" is judged from the first tenth's level: a classifier fitting its
    # class prior in the first few steps and nothing after learned nothing from the inputs
    held = local_baseline(levels, max(3, int(math.ceil(len(levels) * params["edge_fraction"]))))
    best_held = min(float(np.min(held)), end)
    best_drop = relative_change(early, best_held, curve.log_space)
    no_learning = best_drop < params["no_learning_drop"]
    flat_means = None if no_learning else _flat_epoch_means(run, curve, params)
    no_learning = no_learning or flat_means is not None
    crawl = _second_half_fall(curve, steps, levels, params)
    coarse_steps, coarse = binned(curve.step, curve.judged(curve.value), params["plateau_points"])
    plateau_step = _plateau_onset(coarse_steps, coarse, end, params["plateau_tolerance"])
    plateau_fraction = curve.fraction_of_run(plateau_step)
    lr_info = _lr_at(run, plateau_step)
    lr_ratio = lr_info[0] if lr_info else None
    lr_decayed = bool(
        lr_info is not None
        and lr_info[0] <= params["lr_decay_ratio"]
        and not math.isnan(lr_info[1])
        and curve.fraction_of_run(plateau_step) - curve.fraction_of_run(lr_info[1]) <= params["decay_window"]
    )
    classes, _ = num_classes(run)
    final_level = float(np.exp(end)) if curve.log_space else end
    classification = classes is not None and classification_task(run)
    ln_c = math.log(classes) if classes is not None else math.nan
    # a classifier whose loss never held below a uniform guess's learned nothing, however
    # far it fell from a start above ln C (a bad head init coming down is no learning)
    best_level = float(np.exp(best_held)) if curve.log_space else best_held
    # ... unless, far above ln C still, an accuracy clearly above chance says it learned:
    # over-confident logits (a blown-up init) keep the loss high while the ranking improves
    learned_off_scale = bool(
        classification
        and classes is not None
        and final_level >= params["min_off_scale_loss_vs_chance"] * ln_c
        and _beats_chance(run, classes, params)
    )
    never_below_chance = bool(
        classification
        and not no_learning
        and not learned_off_scale
        and best_level >= params["no_learning_chance_fraction"] * ln_c
    )
    no_learning = no_learning or never_below_chance
    # a first point far above where the loss stood after its first tenth: it came down
    # from a blown-up start (so it moved), whatever it did after
    first = float(curve.value[0])
    early_level = float(np.exp(early)) if curve.log_space else early
    came_down = bool(early_level > 0 and first >= params["came_down_factor"] * early_level)
    at_chance = bool(
        classification and not learned_off_scale and final_level >= params["chance_fraction"] * ln_c
    )
    if at_chance and (below := _last_epoch_mean_below(run, curve, params["chance_fraction"] * ln_c)):
        # the step points' end is a few batches; the last epoch's mean averages all of them
        at_chance = False
        notes.append(
            f"{curve.name}'s last logged batches sit at {fmt_share_of(final_level / ln_c)} ln C = "
            f"{ln_c:.3g}, but "
            f"the last epoch's mean {below.name} ({float(below.value[-1]):.3g}) is "
            f"{fmt_share_of(float(below.value[-1]) / ln_c)} it: not judged to end at a uniform guess's loss"
        )
    # a flat plateau reached early at a level a working classifier leaves far behind
    stalled_poor = bool(
        classification
        and final_level >= params["stall_chance_fraction"] * ln_c
        and plateau_fraction <= params["max_plateau_onset"]
    )
    # a classifier's log that begins far below a uniform guess's loss began after most of
    # the descent (a sparse logger's first point): the drop it shows is the tail's;
    # measured from ln C, where every such run starts, it may clear the bar
    start_level = float(np.exp(start)) if curve.log_space else start
    descended_before_log = bool(
        classification
        and not no_learning
        and drop < params["min_relative_drop"]
        and (
            start_level < params["max_logged_start_vs_chance"] * ln_c
            or (classes is not None and _accurate_when_log_began(run, curve, classes, params))
        )
        and relative_change(math.log(ln_c) if curve.log_space else ln_c, end, curve.log_space)
        >= params["min_relative_drop"]
    )
    if descended_before_log:
        notes.append(
            f"{curve.name} {describe_change(drop, 0)} over its log, but its first logged level "
            f"{start_level:.3g} is already {fmt_share_of(start_level / ln_c)} ln C = {ln_c:.3g}: the descent "
            "came before the log began, not reported as slow convergence"
        )
    cut = _early_lr_cut(run, curve, params)
    never_near = _logged_lr_never_near_configured(run, params) if cut is not None else None
    if cut is not None and never_near is None:
        # (a configured rate the log never came near is no decay: the crawl is said as such)
        lr_decayed = True
        lr_ratio = cut[1]
    if lr_decayed and _reactive_schedule(run):  # an early cut sets lr_decayed too
        # ReduceLROnPlateau cuts the lr because the loss stopped improving: the stall
        # came first, the cut is its consequence, not its cause
        notes.append(
            f"the lr fell to {lr_ratio:.2g}x its peak before {curve.name} stalled, but the schedule "
            f"({hparam(run, 'schedule')}) cuts the rate when the loss stops improving: the cut follows "
            "the stall, not reported as a stall after an lr decay"
        )
        lr_decayed, cut = False, None
    fell_at = float(cut[0]) if cut is not None else (lr_info[1] if lr_info is not None else math.nan)
    if lr_decayed and not math.isnan(fell_at):
        # learning had stopped before the rate came down (a val loss levelled off earlier than
        # the cut by more than decay_window of the run): the cut did not cause the stall (a
        # plateau schedule cuts because of it; a sparse train log places its own plateau at
        # the first logged point after the cut)
        before = fell_at - params["decay_window"] * max(curve.last_step - curve.first_step, 1)
        levelled = _val_levelled_before(run, before, params)
        if levelled is not None:
            notes.append(
                f"the lr fell to {lr_ratio:.2g}x its peak at step {fmt_step(fell_at)}, but {levelled[1]} "
                f"had levelled off by step {fmt_step(levelled[0])}, before the cut: not reported as a stall "
                "after an lr decay"
            )
            lr_decayed, cut = False, None
    reasons: list[str] = []
    severity: Severity = "medium"
    if never_below_chance:
        severity = "high"
        reasons.append(
            f"{curve.name} never held below {best_level:.3g}, {fmt_share_of(best_level / ln_c)} ln C = "
            f"{ln_c:.3g} "
            f"for {classes} classes (threshold {params['no_learning_chance_fraction']:.0%}): "
            "no learning beyond a uniform guess"
        )
    elif no_learning:
        severity = "high"
        # "its start" is the level after the first tenth; a first point far above it (a
        # blown-up start that came down) is said, so the message does not read as flat
        fell_first = (
            f" (its first point, {first:.3g}, was {fmt_factor(first / early_level)}x that level)"
            if came_down else ""
        )
        fell_at_most = (
            f"never fell more than {best_drop:.1%} below" if best_drop >= 0.0005 else "never fell below"
        )
        reasons.append(
            f"{curve.name} {fell_at_most} where it stood after its first tenth, "
            f"{early_level:.3g}{fell_first}: no learning"
            if flat_means is None
            else f"the epoch means {flat_means.name} stayed within {_spread(flat_means):.1%} of "
            f"{float(np.median(flat_means.value)):.3g} over {len(flat_means)} epochs (threshold "
            f"{params['max_flat_epoch_mean_spread']:.0%}), whatever {curve.name}'s batches did: no learning"
        )
    elif drop < params["min_relative_drop"] and not descended_before_log:
        reasons.append(
            f"{curve.name} {describe_change(drop, only=True, under=params['min_relative_drop'])} from start "
            f"to end (threshold {params['min_relative_drop']:.0%})"
        )
    if not no_learning and lr_decayed and plateau_fraction <= params["max_plateau_onset"]:
        reasons.append(
            f"it stalled from step {fmt_step(plateau_step)} ({plateau_fraction:.0%} into the run), "
            f"right after the lr fell to {lr_ratio:.2g}x its peak"
        )
    elif not no_learning and cut is not None:
        reasons.append(
            f"the logged lr never came within {1 / params['lr_decay_ratio']:g}x of the configured "
            f"lr={never_near[0]:.3g} (its highest logged value is {never_near[1]:.2g}x it), and the loss "
            "crawled at that rate"
            if never_near is not None
            else f"the lr was cut to {cut[1]:.2g}x its peak at step {fmt_step(cut[0])}, "
            f"{curve.fraction_of_run(cut[0]):.0%} into the run, and the loss crawled at that lr for the rest"
        )
    # label smoothing trains towards targets whose entropy is a floor under the loss
    # however accurate the model: a loss above what its accuracy allows is then expected
    smoothing = hparam_number(run, "label_smoothing") or 0.0
    if smoothing > 0 and classification:
        notes.append(
            f"label smoothing {smoothing:g} puts a floor under {curve.name}: the loss is not compared with "
            "what its accuracy allows"
        )
    stalled_floor = stalled_poor and _classifies_well(run, params) and smoothing <= 0
    # a loss far above what any calibrated classifier as accurate as this one has, yet
    # below a uniform guess's: under-confident by construction, the loss does not measure
    # what the accuracy does (softmax applied twice, a loss on probabilities), whether or
    # not it is still falling. (Confidently wrong predictions pass the bound too, but
    # they take the loss above ln C, as class-sorted batches do.)
    bound = _accuracy_loss_bound(run, classes, params) if classification and classes else None
    # a loss on probabilities (softmax applied twice) keeps every split's loss above the
    # bound: the train loss must be, and so must the val loss when the bound is the val
    # accuracy's (an over-confident model's val loss can pass the bound alone, a noisy
    # train loss logged once every many batches too)
    bound_level = final_level
    if bound is not None:
        bound_level = min(final_level, _level_beside_accuracy(run, bound[0], final_level))
    above_bound = bool(
        bound is not None
        and smoothing <= 0
        and bound_level >= params["accuracy_bound_factor"] * bound[2]
        and final_level >= params["stall_chance_fraction"] * ln_c
        and final_level < params["no_learning_chance_fraction"] * ln_c
    )
    # a loss that never goes below the floor of a cross-entropy over probabilities, at an
    # accuracy whose calibrated loss lies under that floor (softmax applied twice)
    probabilities_floor = (
        _probabilities_floor(run, classes, bound[2], final_level)
        if bound is not None and classes is not None and smoothing <= 0
        and final_level < params["no_learning_chance_fraction"] * ln_c
        else None
    )
    above_floor = probabilities_floor is not None
    floor_in_loss = stalled_floor or above_bound or above_floor
    small_drop = drop < params["min_relative_drop"] and not descended_before_log
    if not (no_learning or lr_decayed or floor_in_loss) and (small_drop or at_chance):
        # a total drop that clears the bar, ending near ln C: a stall there only
        # if the end has stopped falling; a significant fall at any pace, val
        # loss with it, is a descent the run stopped in the middle of
        near_chance_only = not small_drop
        late = _late_descent(run, curve, steps, levels, early, params, any_pace=near_chance_only)
        if late is not None and near_chance_only:
            pace, witness = late
            notes.append(
                f"{curve.name} ends at {fmt_share_of(final_level / ln_c)} ln C = {ln_c:.3g} after falling "
                f"{drop:.0%}, and over the run's last {params['late_tail_fraction']:.0%} {witness} still "
                f"fell {pace:.1%} per 10% of the run (significantly), any val loss with it: "
                "still descending when it stopped, not reported as slow convergence"
            )
            return []
        if late is not None:
            # a loss that sat still at first and now falls fast started late; the run
            # stopped in the middle of its descent, which undertrained reports
            notes.append(
                f"{curve.name} {describe_change(drop, only=True, under=params['min_relative_drop'])} in all, "
                "but over its last "
                f"{params['late_tail_fraction']:.0%} it fell {late[0]:.1%} of its start level "
                "per 10% of the run "
                f"(a pace that clears {params['min_relative_drop']:.0%} over a whole run), and any val loss "
                "with it: a late start, still descending when it stopped, not reported as slow convergence"
            )
            return []
    if not no_learning and (at_chance or floor_in_loss) and classes is not None:
        reasons.append(
            f"it ends at {final_level:.3g}, {fmt_share_of(final_level / ln_c)} ln C = {ln_c:.3g} "
            f"for {classes} classes"
            + (f", flat from {plateau_fraction:.0%} into the run while the train accuracy is high"
               if stalled_floor and not at_chance and not above_bound else "")
            + (f", while {bound[0]} reached {bound[1]:.2f}: a calibrated classifier that accurate has a "
               f"loss of at most {bound[2]:.3g} (Fano's bound; threshold "
               f"{params['accuracy_bound_factor']:g}x it), so the loss has a floor of its own"
               if above_bound and bound is not None else "")
            + (f", never below ln(1 + {classes - 1}/e) = {probabilities_floor:.3g} (nor did any val loss), "
               "the least a cross-entropy reaches when handed probabilities as logits, while "
               f"{bound[0]} reached {bound[1]:.2f}, at which a calibrated classifier's loss is at most "
               f"{bound[2]:.3g} (Fano's bound)"
               if probabilities_floor is not None and bound is not None and not above_bound
               else "")
        )
    if not reasons:
        return []
    covered = covered_fraction(run, curve.first_step, curve.last_step)
    cut_short = covered is not None and covered < params["min_covered_fraction"]
    budget = step_budget_share(run)
    per_epoch = steps_per_epoch(run)
    passes = curve.last_step / per_epoch if per_epoch and curve.last_step > 0 else None
    if cut_short:
        # a few points into a planned run say little about its speed
        severity = "low"
        reasons.append(f"but the run stopped {covered:.0%} into its planned length, so this is an early read")
    elif budget is not None and budget < params["min_covered_fraction"]:
        # the same early read when a step budget (max_steps) ended the run a small share
        # into the epochs it also records: it ran its budget, not its epochs
        severity = "low"
        reasons.append(
            f"but a step budget of {hparam_number(run, 'planned_steps'):,.0f} steps ended the run "
            f"{budget:.0%} into its {hparam_number(run, 'planned_epochs'):g} planned epochs, so this is an "
            "early read"
        )
    elif passes is not None and passes <= params["max_early_passes"] and not no_learning:
        # a run that made one or two passes over its data, whether or not that was its plan,
        # has had no time to show its convergence speed either (a smoke test's epoch count
        # left in, a debugging max_epochs)
        severity = "low"
        reasons.append(
            f"but the run made only {passes:.2g} pass(es) over its training data "
            f"({fmt_step(curve.last_step)} steps of {per_epoch:,.0f} an epoch), so this is an early read"
        )
    elif (
        not (no_learning or lr_decayed)
        and not classification
        and hparam_number(run, "baseline_loss") is None
        and curve.first_step >= params["min_late_first_step"]
        and window_mean_steps(run, params["min_late_first_step"]) is None
    ):
        # a sparse log's first point is one batch many updates in: with no uniform guess's
        # or constant predictor's loss to set its level against, a descent before it is
        # unseen and a small drop (or a rise in batch noise) after it may be a converged
        # run's; a loss flat from that first point is still no learning
        severity = "low"
        reasons.append(
            f"but the log begins at step {fmt_step(curve.first_step)} and nothing says what the loss was "
            "before (no class count or baseline_loss): a hint"
        )
    onset = curve.first_step if no_learning else int(plateau_step)
    return [
        Finding(
            id="slow-convergence",
            severity=severity,
            confidence=confidence_from_points(len(curve), params["min_points"], params["full_points"]),
            message="Slow convergence: " + "; ".join(reasons) + ".",
            series=(curve.name,),
            onset_step=onset,
            span=(onset, curve.last_step),
            measurements={
                "relative_drop": drop,
                "best_relative_drop": best_drop,
                "no_learning": bool(no_learning),
                "never_below_chance": never_below_chance,
                "came_down_from_start": came_down,
                "plateau_onset_fraction": plateau_fraction,
                "lr_decayed_before_plateau": lr_decayed,
                "lr_at_plateau_ratio": lr_ratio,
                "final_level": final_level,
                "final_vs_chance": final_level / ln_c if classification else None,
                "at_chance": at_chance,
                "stalled_at_poor_level": stalled_floor and not above_bound,
                "loss_above_accuracy_bound": above_bound,
                "accuracy_bound_loss": bound[2] if bound is not None else None,
                "loss_above_probabilities_floor": above_floor,
                "early_lr_cut_step": cut[0] if cut is not None else None,
                "falls_in_second_half": crawl is not None,
                "second_half_fall_per_tenth": crawl,
                "covered_fraction": covered,
                "step_budget_share": budget,
                "passes_over_data": passes,
                "threshold_min_relative_drop": params["min_relative_drop"],
                "threshold_no_learning_drop": params["no_learning_drop"],
            },
        )
    ]


REACTIVE_SCHEDULES = ("plateau", "reduce_lr_on_plateau", "reducelronplateau")


def _val_levelled_before(run: Run, step: float, params: Params) -> tuple[float, str] | None:
    """(the step, the name) of a val loss of min_points evaluations or more that reached its
    plateau (within plateau_tolerance of its total log drop above its end, as the train
    loss's plateau is read) before `step`, a window before the lr fell: the model had
    stopped improving on held-out data before the rate came down. None otherwise."""
    for val in val_losses(run, min_points=params["min_points"]):
        curve = curve_of(val)
        if curve is None or len(curve) < params["min_points"] or not curve.log_space:
            continue
        judged = curve.judged(curve.value)
        end = edge_level(judged, params["edge_fraction"], end=True)
        onset = _plateau_onset(curve.step.astype(float), judged, end, params["plateau_tolerance"])
        if onset < step:
            return onset, curve.name
    return None


def _reactive_schedule(run: Run) -> bool:
    """Whether the recorded lr schedule cuts the rate in response to a stalled loss
    (ReduceLROnPlateau), so that a cut before a stall is the stall's consequence."""
    schedule = str(hparam(run, "schedule") or "").lower().replace("-", "_").replace(" ", "_")
    return any(name in schedule for name in REACTIVE_SCHEDULES)


def _first_epoch_mean(run: Run, curve: Curve, params: Params) -> float | None:
    """The first epoch's mean train loss (in the curve's judged space) when logged beside a
    step-level `curve` before the end of that curve's first tenth: it averages every batch
    of the first epoch, so the loss stood at least that high somewhere in it (a sparse step
    logger's first point may come after most of the first epoch's fall)."""
    epoch_curve = epoch_loss_beside(run, curve)
    if epoch_curve is None:
        return None
    count = max(1, int(math.ceil(len(curve) * params["edge_fraction"])))
    if epoch_curve.step[0] > curve.step[count - 1] or (curve.log_space and epoch_curve.value[0] <= 0):
        return None
    return float(curve.judged(epoch_curve.value[:1])[0])


def _fall_per_tenth(curve: Curve, slope: float, levels: FloatArray) -> float:
    """A trend slope (per step, in judged space) as the relative fall per 10% of the run:
    of the level in log space, else of the median of `levels` (the stretch it was fitted on)."""
    tenth = 0.1 * max(curve.last_step - curve.first_step, 1)
    if curve.log_space:
        return 1.0 - math.exp(slope * tenth)
    return -slope * tenth / (abs(float(np.median(levels))) or 1.0)


def _second_half_fall(curve: Curve, steps: FloatArray, levels: FloatArray, params: Params) -> float | None:
    """The smoothed loss's relative fall per 10% of the run over the run's second half,
    when that half holds min_points points and the fall is significant (the Theil-Sen
    slope's 90% interval below 0) and, kept up over a whole run, at least
    min_second_half_fall; else None. Weights that never change give a loss that does
    not trend, however flat or noisy; one that keeps creeping down is learning, however
    slowly."""
    half = len(levels) // 2
    if len(levels) - half < params["min_points"]:
        return None
    slope, _, high = theil_sen(steps[half:], levels[half:])
    if high >= 0:
        return None
    pace = _fall_per_tenth(curve, slope, levels[half:])
    return pace if 10 * pace >= params["min_second_half_fall"] else None


def _recent_slope(curve: Curve, tail_fraction: float, min_count: int = 3) -> tuple[float, float, bool]:
    """Relative drop per 10% of the run over the last `tail_fraction` of it,
    the same drop as a share of the run's total drop (a loss decaying
    exponentially towards 0 falls at a constant relative rate, yet has done
    nearly all its progress), and whether the descent is significant (the
    Theil-Sen slope's 90% interval below 0)."""
    steps, levels = trend(curve)
    linear = np.exp(levels) if curve.log_space else levels
    count = max(min_count, int(math.ceil(len(levels) * tail_fraction)))
    tail_steps, tail_levels = steps[-count:], levels[-count:]
    slope, _, high = theil_sen(tail_steps, tail_levels)
    per_tenth = _fall_per_tenth(curve, slope, tail_levels)
    linear_slope, _, _ = theil_sen(tail_steps, linear[-count:])
    total_drop = float(np.max(linear) - linear[-1])
    tenth = 0.1 * max(curve.last_step - curve.first_step, 1)
    share = -linear_slope * tenth / total_drop if total_drop > 0 else 0.0
    return per_tenth, share, bool(high < 0)


def _last_epoch_mean_below(run: Run, curve: Curve, level: float) -> Curve | None:
    """The epoch means logged beside a step-level `curve` when their last one, logged within
    the curve's last epoch, is below `level` (else None)."""
    means = epoch_loss_beside(run, curve)
    if means is None or not len(means) or float(means.value[-1]) >= level:
        return None
    return means if means.last_step >= curve.last_step - _epoch_length(means) else None


def _epoch_length(means: Curve) -> float:
    """The steps between consecutive epoch means (their median; inf for one mean)."""
    return float(np.median(np.diff(means.step))) if len(means) >= 2 else math.inf


def _steadier_curve(run: Run, curve: Curve, params: Params, notes: list[str]) -> Curve:
    """The train loss to judge the descent on: the step-level `curve`, or the epoch means
    logged beside it when the step losses' first and last tenths seem to have fallen
    far enough, but do not differ beyond their batch noise (a Wilcoxon rank-sum test,
    90% two-sided): each epoch mean averages a whole epoch of batches where a step point
    is one, so a fall or a flat line that batch noise hides at step level shows in them."""
    drift = step_points_drift(run, curve, params["min_points"])
    if drift is not None and drift[1] >= params["max_step_drift"]:
        notes.append(
            f"{curve.name}'s logged batches drift {drift[1]:.3g}x against the epoch means {drift[0].name} "
            f"(threshold {params['max_step_drift']:g}x): slow convergence judged from the epoch means"
        )
        return drift[0]
    epoch_curve = epoch_loss_beside(run, curve)
    if epoch_curve is None or len(epoch_curve) < params["min_points"]:
        return curve
    count = max(2, int(math.ceil(len(curve) * params["edge_fraction"])))
    first, last = curve.value[:count], curve.value[-count:]
    fell = relative_change(float(np.median(first)), float(np.median(last)), log_space=False)
    z = rank_sum_z(first, last)
    if fell < params["min_relative_drop"] or abs(z) >= -Z_90:
        return curve
    notes.append(
        f"{curve.name} fell {fell:.0%} from its first tenth to its last, but the two do not differ beyond "
        f"its batch noise (rank-sum z = {z:.2f}): slow convergence judged from the epoch means "
        f"{epoch_curve.name}"
    )
    return epoch_curve


def _late_descent(
    run: Run,
    curve: Curve,
    steps: FloatArray,
    levels: FloatArray,
    early: float,
    params: Params,
    any_pace: bool = False,
) -> tuple[float, str] | None:
    """The pace of a descent still under way at the end, and the curve that shows it: the
    smoothed loss's fall per 10% of the run over its last late_tail_fraction, as a share of its start level
    (the unit of the total drop), when that fall is significant and, kept up over a
    whole run, would clear min_relative_drop, and every val loss still improves;
    None else (`any_pace`: a significant fall at any pace counts). A loss that sat
    still and then took off started late: its pace now is not slow, and the run
    stopped in mid-descent. The fall is significant in the train loss itself or, where
    batch noise hides its trend (its interval allows a fall at min_pace_share_of_val of
    the val loss's pace), in a val loss falling significantly beside it: an eval set is
    the same examples every time, so its slope shows through. `steps`, `levels`: the
    curve's trend."""
    linear = np.exp(levels) if curve.log_space else levels
    count = max(3, int(math.ceil(len(levels) * params["late_tail_fraction"])))
    slope, low, high = theil_sen(steps[-count:], linear[-count:])
    start = math.exp(early) if curve.log_space else early
    tenth = 0.1 * max(curve.last_step - curve.first_step, 1)
    pace = -slope * tenth / abs(start)
    if low > 0 or (not any_pace and pace * 10 < params["min_relative_drop"]):
        return None
    vals = _val_descents(run, params["late_tail_fraction"], params)
    if not all(d.improving for d in vals):
        return None
    if high < 0:
        return pace, curve.name
    # the fastest fall the train loss's own interval allows, per 10% of the run and as a
    # share of where it ends: a train loss that cannot be falling at half the val loss's
    # pace has levelled off, whatever the val loss does
    allowed = -low * tenth / (abs(float(np.median(linear[-count:]))) or 1.0)
    witnesses = [d for d in vals if d.falling and allowed >= params["min_pace_share_of_val"] * d.per_tenth]
    return (witnesses[0].per_tenth, witnesses[0].name) if witnesses else None


@dataclass(frozen=True)
class _ValDescent:
    """How a val loss ends: its relative drop per 10% of the run over the tail, that
    drop as a share of its total drop, and whether it still improves (falls at
    min_recent_slope, significantly, or set its best at one of its last evaluations)."""

    name: str
    per_tenth: float
    share: float
    improving: bool
    falling: bool = False  # at min_recent_slope or more per tenth, significantly
    ends_at_best: bool = False  # its last evaluation is its lowest so far
    tail_points: int = 0  # evaluations in its last tail_fraction


def _val_descents(run: Run, tail_fraction: float, params: Params) -> list[_ValDescent]:
    """The end of each val loss with min_val_points points or more."""
    descents = []
    for val in val_losses(run, min_points=params["min_val_points"]):
        val_curve = curve_of(val)
        if val_curve is None or len(val_curve) < params["min_val_points"]:
            continue
        per_tenth, share, significant = _recent_slope(val_curve, tail_fraction, params["min_val_points"])
        falling = per_tenth >= params["min_recent_slope"] and significant
        ends_at_best = bool(val_curve.value[-1] <= np.min(val_curve.value[:-1]))
        descents.append(
            _ValDescent(
                val.name, per_tenth, share, falling or _recent_best(val_curve, params), falling, ends_at_best,
                math.ceil(len(val_curve) * tail_fraction),
            )
        )
    return descents


def _recent_best(curve: Curve, params: Params) -> bool:
    """Whether a few noisy eval points still set their best at one of the last
    evaluations (the last two, or the last tenth) and end near it: too few for a
    significant slope, yet not stopped improving."""
    lowest = int(np.argmin(curve.value))
    recent = max(2, int(math.ceil(0.1 * len(curve))))
    best = float(curve.value[lowest])
    near = float(curve.value[-1]) <= best + params["max_val_end_above_best"] * abs(best)
    return bool(lowest >= len(curve) - recent and near)


def _near_certain(run: Run, params: Params) -> bool:
    """Whether a classifier's last val cross-entropy is below -ln(near_certain_probability):
    the geometric mean of the probability it gives the true class is already above that, so
    a val loss still falling buys mostly confidence (a hint, not an alarm)."""
    if chance_loss(run) is None:  # no class count: no cross-entropy to read as a probability
        return False
    limit = -math.log(params["near_certain_probability"])
    for val in val_losses(run, min_points=params["min_val_points"]):
        finite = val.value[np.isfinite(val.value)]
        if len(finite) and float(finite[-1]) < limit:
            return True
    return False


def _saturated_accuracy(run: Run, params: Params) -> tuple[str, float] | None:
    """A val accuracy (a fraction) at saturated_accuracy or above at each of its last two
    evaluations, with its name and the lower of the two: nothing left to gain in it."""
    for series in accuracy_series(run, Role.VAL):
        finite = series.value[np.isfinite(series.value)]
        if len(finite) >= 2 and float(np.max(finite)) <= 1.0:
            tail = float(np.min(finite[-2:]))
            if tail >= params["saturated_accuracy"]:
                return series.name, tail
    return None


def _levelled_accuracy(
    run: Run, loss: Series, onset_step: int, params: Params
) -> tuple[str, float, float] | None:
    """A val accuracy (min_val_points evaluations or more, one before the fitted tail and
    two in it at least; in any unit, the test is a share) whose best rose over the tail by under
    max_tail_accuracy_share of its whole rise, on a run not stopped short of its plan (a
    plan covered, or none recorded): its name, the tail's gain and that share. A run a callback
    or a budget stopped short of its plan (`loss`, the train loss, says how far it got) is
    judged on its loss, not on this."""
    if stopped_short(run, loss):
        return None
    for series in accuracy_series(run, Role.VAL):
        finite = np.isfinite(series.value)
        steps, values = series.step[finite], series.value[finite]
        if len(values) < params["min_val_points"]:
            continue
        before = values[steps < onset_step]
        rise = float(np.max(values) - values[0])
        # two evaluations in the tail at least: one is a single draw of the eval set
        if not len(before) or len(values) - len(before) < 2 or rise <= 0:
            continue
        gain = float(np.max(values)) - float(np.max(before))
        if gain < params["max_tail_accuracy_share"] * rise:
            return series.name, gain, gain / rise
    return None


def _first_val_loss(
    run: Run, params: Params, enough: Callable[[int], bool]
) -> tuple[Series, IntArray, FloatArray] | None:
    """The first val loss whose count of finite points is `enough`, with the steps and
    values of those points; None without one, or when an accuracy had already saturated
    (a loss still falling then is confidence, not accuracy still to gain)."""
    vals = [v for v in val_losses(run) if enough(int(np.count_nonzero(np.isfinite(v.value))))]
    if not vals or _saturated_accuracy(run, params) is not None:
        return None
    finite = np.isfinite(vals[0].value)
    return vals[0], vals[0].step[finite], vals[0].value[finite]


def _last_evaluation_drop(run: Run, curve: Curve, params: Params) -> list[Finding]:
    """A run too short for a slope (too few evaluations for a val trend, a noisy train
    tail): stopped mid-descent when its last evaluation is its best by a wide margin over
    the one before, and the train loss logged since that evaluation is below the train loss
    logged before it. A hint: two evaluations make no trend."""
    few = params["min_val_points"]
    picked = _first_val_loss(run, params, lambda count: 2 <= count < few)
    if picked is None:
        return []
    val, val_steps, val_values = picked
    previous, last = float(val_values[-2]), float(val_values[-1])
    if previous <= 0 or last > float(np.min(val_values[:-1])):
        return []
    drop = 1.0 - last / previous
    if drop < params["min_last_eval_drop"]:
        return []
    since = curve.value[curve.step > val_steps[-2]]
    before = curve.value[curve.step <= val_steps[-2]]
    if not len(since) or not len(before) or float(np.median(since)) >= float(np.median(before)):
        return []
    lr_info = _lr_at(run, curve.last_step)
    if lr_info is not None and lr_info[0] <= params["annealed_lr_ratio"]:
        return []  # the schedule's final descent: the run did what it planned
    message = (
        f"{val.name}'s last evaluation ({last:.3g}) is its best, {drop:.0%} below the one before "
        f"(threshold {params['min_last_eval_drop']:.0%}), and {curve.name} since that evaluation is "
        f"below what it was before it: the run stopped mid-descent (too few evaluations for a trend)."
    )
    return _undertrained_finding(
        curve, params, "low", message, (curve.name, val.name), int(val_steps[-2]),
        (None, None, True), {"last_eval_drop": drop},
    )


def _warmup_share(run: Run, curve: Curve) -> float | None:
    """How far into the run the lr first came within 5% of its peak (0..1), None without
    an lr curve: a warm-up that takes most of the run keeps the rate far below the one
    planned, so a descent still under way at the end is the rate's, not the schedule's
    last annealing."""
    lr = schedule_peak_lr(run)
    if lr is None:
        return None
    lr_steps, lr_values, peak = lr
    reached = np.flatnonzero(lr_values >= 0.95 * peak)
    if len(reached):
        return curve.fraction_of_run(float(lr_steps[int(reached[0])]))
    # never near the configured peak: still warming up at the end if it rose to its last
    # point (a logged rate that merely differs from the configured one does not count)
    last = float(lr_values[-1])
    rising = len(lr_values) >= 2 and last >= 2 * float(lr_values[0]) > 0 and last >= float(np.max(lr_values))
    return 1.0 if rising else None


def _warmup_words(warmup: float, params: Params) -> str:
    """The message's clause on a warm-up over most of the run."""
    when = (
        "was still rising when the run ended" if warmup >= 1.0
        else f"first neared its peak {warmup:.0%} into the run"
    )
    return f"; the lr {when} (threshold {params['min_warmup_share']:.0%}): a warm-up over most of it"


def _stopped_short_at_best(run: Run, curve: Curve, params: Params) -> list[Finding]:
    """A run that ended before max_stopped_share of its planned length with its val loss at
    its best at the last evaluation, below the one before: whatever stopped it (an early
    stop's min_delta or patience, a time or step budget) stopped it while validation still
    improved. A hint: the train tail is too noisy for a slope of its own."""
    covered = covered_fraction(run, curve.first_step, curve.last_step)
    if covered is None or covered >= params["max_stopped_share"]:
        return []
    if hparam(run, STATE_UNFINISHED) is True:
        return []  # a Trainer state saved mid-run, without its closing summary, is no stop
    few = params["min_val_points"]
    picked = _first_val_loss(run, params, lambda count: count >= few)
    if picked is None:
        return []
    val, val_steps, val_values = picked
    if float(val_values[-1]) >= float(np.min(val_values[:-1])):
        return []
    lr_info = _lr_at(run, curve.last_step)
    if lr_info is not None and lr_info[0] <= params["annealed_lr_ratio"]:
        return []  # the schedule ran its course in fewer steps than planned
    drop = 1.0 - float(val_values[-1]) / float(val_values[-2])
    message = (
        f"the log ends {covered:.0%} of the way through the run's planned length with {val.name}'s last "
        f"evaluation its best ({float(val_values[-1]):.3g}, {drop:.1%} below the one before; threshold: "
        f"ending before {params['max_stopped_share']:.0%}): if the run is over, whatever ended it (an early "
        "stop's min_delta or patience, a budget) ended it while validation still improved."
    )
    return _undertrained_finding(
        curve, params, "low", message, (curve.name, val.name), int(val_steps[-2]),
        (None, None, True), {"stopped_at_share": covered},
    )


def _last_epoch_fall(run: Run, curve: Curve, per_epoch: float) -> tuple[float, str] | None:
    """How far the train loss's mean over its last epoch (the epoch-level loss logged beside
    a step-level `curve`, else the curve's own points within each epoch's span of steps) fell
    below the epoch before's, as a share of the latter, and what it was read from; None
    without two epochs of points."""
    means = epoch_loss_beside(run, curve)
    source = curve.name
    if means is not None and len(means) >= 2 and means.last_step >= curve.last_step - per_epoch:
        before, last = float(means.value[-2]), float(means.value[-1])
        source = means.name
    else:
        few = 1 if run.series[curve.name].aggregation == "epoch" else 2
        end = curve.last_step
        last_points = curve.value[curve.step > end - per_epoch]
        before_points = curve.value[(curve.step <= end - per_epoch) & (curve.step > end - 2 * per_epoch)]
        if len(last_points) < few or len(before_points) < few:
            return None
        before, last = float(np.mean(before_points)), float(np.mean(last_points))
    return (1.0 - last / before, source) if before > 0 else None


def _cut_by_step_budget_mid_descent(run: Run, curve: Curve, params: Params) -> list[Finding]:
    """A run a step budget (max_steps) ended before max_budget_share_of_epochs of the epochs
    it was configured for, whose mean train loss over its last epoch was still below the
    epoch before's by min_last_eval_drop or more: each epoch mean averages a whole epoch of
    batches (like an evaluation), so it shows the descent a handful of noisy logged batches
    in the tail hide. A hint: the budget, not the data, says the run was meant to go on."""
    budget = _step_budget_cut(run, params)
    per_epoch = steps_per_epoch(run)
    if budget is None or not per_epoch:
        return []
    read = _last_epoch_fall(run, curve, per_epoch)
    if read is None:
        return []
    fall, source = read
    if fall < params["min_last_eval_drop"]:
        return []
    epoch_share = min(1.0, per_epoch / max(curve.last_step - curve.first_step, 1))
    per_tenth = fall * 0.1 / epoch_share
    lr_info = _lr_at(run, curve.last_step)
    if lr_info is not None and lr_info[0] <= params["annealed_lr_ratio"]:
        return []  # the schedule ran its course within the budget
    message = (
        f"a step budget of {budget[0]:,.0f} ended the run {budget[1]:.2g} epochs into the {budget[2]:g} it "
        f"was configured for, with {source}'s mean over its last epoch {fall:.0%} below the epoch "
        f"before's (threshold {params['min_last_eval_drop']:.0%}; {per_tenth:.1%} per 10% of the run): the "
        "run was cut while the loss still fell (its last logged batches are too few or too noisy for a "
        "slope of their own)."
    )
    onset = int(max(curve.first_step, curve.last_step - per_epoch))
    return _undertrained_finding(
        curve, params, "low", message, (curve.name,), onset,
        (per_tenth, None, None), {"cut_by_step_budget": True, "last_epoch_fall": fall},
    )


def _undertrained_finding(
    curve: Curve,
    params: Params,
    severity: Severity,
    message: str,
    series: tuple[str, ...],
    onset_step: int,
    descent: tuple[float | None, float | None, bool | None],
    extra: dict[str, float | None],
) -> list[Finding]:
    """The undertrained finding of either route, over the tail from onset_step to the last
    step; `descent` is the train loss's recent slope, its share of the total drop, and
    whether the val loss ends at its best."""
    slope, share, ends_at_best = descent
    return [
        Finding(
            id="undertrained",
            severity=severity,
            confidence=confidence_from_points(len(curve), params["min_points"], params["full_points"]),
            message=message,
            series=series,
            onset_step=onset_step,
            span=(onset_step, curve.last_step),
            measurements={
                "recent_relative_slope": slope,
                "share_of_total_drop": share,
                "onset_fraction": curve.fraction_of_run(onset_step),
                "val_ends_at_best": ends_at_best,
                **extra,
                "threshold_min_recent_slope": params["min_recent_slope"],
            },
        )
    ]


def undertrained(run: Run, params: Params, notes: list[str]) -> list[Finding]:
    """The train loss (and the val loss, when logged) still falls clearly at the last step."""
    curve = train_loss_curve(run, params, notes, "undertrained", ("epoch", "step"))
    if curve is None:
        return []
    series = run.series[curve.name]
    if curve.step[-1] < (series.last_step or 0):
        notes.append(f"{curve.name} ends in NaN/Inf: undertrained not assessed")
        return []
    per_tenth, share, significant = _recent_slope(curve, params["tail_fraction"])
    if per_tenth < params["min_recent_slope"] or not significant:
        return (
            _last_evaluation_drop(run, curve, params)
            or _stopped_short_at_best(run, curve, params)
            or _cut_by_step_budget_mid_descent(run, curve, params)
        )
    descents = _val_descents(run, params["tail_fraction"], params)
    if not all(d.improving for d in descents):
        return []  # validation has stopped improving: more epochs would not help
    warmup = _warmup_share(run, curve)
    warming = warmup is not None and warmup >= params["min_warmup_share"]
    # a val loss whose tail holds min_val_points evaluations or more has a fitted slope of
    # its own: one that eases down slowly says more epochs would gain it little (unless the
    # lr was still warming up: its pace then is the small rate's)
    easing = [
        d for d in descents
        if d.tail_points >= params["min_val_points"] and d.per_tenth < params["min_val_recent_slope"]
    ]
    # a classifier whose train loss still ends near a uniform guess's has a long way to go: a
    # val loss falling slowly but significantly there is no sign of convergence (slow-convergence
    # leaves such a descent, cut off in the middle, to this check)
    ln_c = chance_loss(run)
    end_level = float(np.median(curve.value[-max(1, len(curve) // 10) :]))
    near_chance = ln_c is not None and end_level >= params["chance_fraction"] * ln_c
    if easing and not warming and not near_chance:
        notes.append(
            f"{curve.name} still fell {per_tenth:.1%} per 10% of the run at the end, but {easing[0].name} "
            f"only {max(easing[0].per_tenth, 0.0):.1%} (threshold {params['min_val_recent_slope']:.0%}): "
            "more epochs would gain validation too little to call the run cut short; not reported as "
            "undertrained"
        )
        return []
    saturated = _saturated_accuracy(run, params)
    if saturated is not None:
        notes.append(
            f"{curve.name} still fell {per_tenth:.1%} per 10% of the run at the end, but {saturated[0]} "
            f"was already {saturated[1]:.3f} over its last evaluations (threshold "
            f"{params['saturated_accuracy']:g}): the loss's late fall is confidence, not accuracy still to "
            "gain; not reported as undertrained"
        )
        return []
    onset_step = int(curve.step[max(0, len(curve) - int(math.ceil(len(curve) * params["tail_fraction"])))])
    levelled = None if warming else _levelled_accuracy(run, series, onset_step, params)
    if levelled is not None:
        name, gain, tail_share = levelled
        planned = (
            "the run covered its planned length"
            if covered_fraction(run, curve.first_step, curve.last_step) is not None
            else "no planned length or early stop is recorded"
        )
        notes.append(
            f"{curve.name} still fell {per_tenth:.1%} per 10% of the run at the end, but the best {name} "
            f"rose only {gain:.3g} from step {fmt_step(onset_step)} on, {tail_share:.0%} of its whole rise "
            f"(threshold {params['max_tail_accuracy_share']:.0%}; a steady climb gives "
            f"{params['tail_fraction']:.0%}), and {planned}: the accuracy had levelled off, the loss's late "
            "fall is confidence; not reported as undertrained"
        )
        return []
    used = [curve.name] + [d.name for d in descents]
    last = descents[-1] if descents else None
    # a val loss confirms more training would help only if its last evaluation is still its
    # best: a tail slope can come from recovering a bump (an lr step, a noisy evaluation)
    # and end on a plateau, which is a hint, not an alarm
    val_strong = bool(
        last is not None
        and last.per_tenth >= params["medium_recent_slope"]
        and last.share >= params["min_val_drop_share"]
        and last.ends_at_best
        and not _near_certain(run, params)
    )
    # a loss decaying towards 0 keeps a steady relative slope after nearly all
    # of its drop is done: that is convergence, whatever the val loss does
    # (a val loss still easing down at the end of a converged run is the same decay)
    # ...unless the run was cut by a step budget far short of the epochs it was configured
    # for (max_steps left in from a smoke test) while the loss still fell fast
    budget = _step_budget_cut(run, params)
    budget_cut = budget is not None and per_tenth >= params["medium_recent_slope"]
    if share < params["min_drop_share"] and not budget_cut:
        return []
    lr_info = _lr_at(run, curve.last_step)
    if lr_info is not None and lr_info[0] <= params["annealed_lr_ratio"] and not warming:
        # the schedule ran to its end: the last descent is the annealing's, and the
        # run did what it planned (not when the peak came only near the end)
        notes.append(
            f"{curve.name} still fell {per_tenth:.1%} per 10% of the run at the end, with the lr annealed to "
            f"{lr_info[0]:.2g}x its peak: the schedule's final descent, not reported as undertrained"
        )
        return []
    # without a validation curve nobody can say more epochs would help the model,
    # only the training loss: a hint, not an alarm
    # a slope fitted on a handful of batch losses is a hint whatever its size
    # an lr cut inside the stretch the slope is fitted on makes a quick drop that then
    # levels off (a step schedule's transient): more training may help, a hint only
    at_onset = _lr_at(run, onset_step)
    cut_in_tail = bool(
        lr_info is not None and at_onset is not None and at_onset[0] > 0
        and lr_info[0] / at_onset[0] <= params["tail_lr_cut_ratio"]
    )
    clear = (
        per_tenth >= params["medium_recent_slope"]
        and val_strong
        and not cut_in_tail
        and len(used) > 1
        and len(curve) >= params["min_points_medium"]
    )
    message = (
        f"{curve.name} was still falling {per_tenth:.1%} per 10% of the run over its last "
        f"{params['tail_fraction']:.0%} (threshold {params['min_recent_slope']:.1%})"
        + (" and so was the validation loss" if len(used) > 1 else "")
        + (
            " (though its last evaluation is not its best)"
            if last is not None and len(used) > 1 and not last.ends_at_best
            else ""
        )
        + (" after the lr was cut within that stretch (part of the descent is the cut's)"
           if cut_in_tail else "")
        + ": training stopped while still improving"
        + ("" if len(used) > 1 else " (no validation loss to confirm that more training would help)"
           if not val_losses(run) else f" (under {params['min_val_points']} evaluations of the validation "
           "loss to confirm that more training would help)")
        + (f"; a step budget of {budget[0]:,.0f} ended it {budget[1]:.2g} epochs into the {budget[2]:g} "
           "it was configured for" if budget is not None else "")
        + (_warmup_words(warmup, params) if warming and warmup is not None else "")
        + "."
    )
    return _undertrained_finding(
        curve, params, "medium" if clear else "low", message, tuple(used), onset_step,
        (per_tenth, share, last.ends_at_best if last is not None else None),
        {"cut_by_step_budget": budget is not None, "lr_warmup_share": warmup},
    )


def _step_budget_cut(run: Run, params: Params) -> tuple[float, float, float] | None:
    """The step budget (max_steps), the epochs it allows and the epochs configured, when
    the budget ends the run before max_budget_share_of_epochs of those epochs."""
    budget, epochs, per_epoch = (
        hparam_number(run, "planned_steps"), hparam_number(run, "planned_epochs"), steps_per_epoch(run)
    )
    if not (budget and epochs and per_epoch):
        return None
    if budget >= params["max_budget_share_of_epochs"] * epochs * per_epoch:
        return None
    return budget, budget / per_epoch, epochs
