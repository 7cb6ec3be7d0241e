"""Gradient-norm detectors: explosion (growth by orders of magnitude, non-finite
values, steady growth as when zero_grad() is missing) and vanishing gradients."""

from __future__ import annotations

import functools
import math

import numpy as np
import numpy.typing as npt

from triage.detectors.base import Params
from triage.detectors.signal import (
    Curve,
    FloatArray,
    average_ranks,
    chance_loss,
    confidence_from_points,
    curve_of,
    describe_change,
    edge_level,
    epoch_loss_beside,
    fmt_factor,
    fmt_step,
    grad_norm_series,
    hparam,
    hparam_number,
    peak_lr,
    persistent_nonfinite,
    primary_train_loss,
    relative_change,
    steps_per_epoch,
    stopped_short,
    theil_sen,
    trend,
    val_losses,
)
from triage.model import Finding, Kind, Run, Series, Severity
from triage.model.segments import last_segment


def gradient_explosion(run: Run, params: Params, notes: list[str]) -> list[Finding]:
    """The total gradient norm turns non-finite, grows by orders of magnitude,
    or grows steadily without recovering."""
    # a norm logged once is no curve, but a NaN/Inf there beside a loss that went NaN/Inf
    # too is the blow-up's (alone it may be a step a mixed-precision scaler skipped)
    short = run.select(kind=Kind.GRAD_NORM)
    norms = grad_norm_series(run) or (
        [s for s in short if len(s) and not np.isfinite(s.value).any()] if _loss_nonfinite(run) else []
    )
    if not norms:
        notes.append(
            f"{short[0].name} has {len(short[0])} point{'s' if len(short[0]) != 1 else ''}: gradient "
            "explosion/vanishing judged from the loss only" if short else
            "no gradient-norm series: gradient explosion/vanishing judged from the loss only; "
            "log grad_norm (or use triage's TrainingMonitor)"
        )
        return []
    series = norms[0]
    step, value = last_segment(series, notes)
    bad = ~np.isfinite(value)
    persists = persistent_nonfinite(value, stopped_short(run, series)) is not None
    if bad.any() and not persists and not _loss_nonfinite(run):
        notes.append(
            f"{series.name} is non-finite at {int(bad.sum()):,} isolated point(s) while the loss is finite: "
            "steps a mixed-precision loss scaler skipped, not an explosion"
        )
        bad = np.zeros_like(bad)
    curve = curve_of(series)
    # the train loss's trend, smoothed once for every check below that reads it
    loss_trend = functools.cache(lambda: _train_loss_trend(run, params))
    growth = None
    steady = False
    monotone: float | None = None
    onset: float | None = float(step[int(np.argmax(bad))]) if bad.any() else None
    start = _first_train_losses(run, params["baseline_points"])
    sane_start = _sane_start(run, start, params)
    within, cycles = _growth_within_cycles(run, step, value, params)
    summed = _climbs(within, params)
    reset_climb = summing = False
    if curve is not None and curve.log_space and len(curve) >= params["min_points"]:
        t_steps, levels = trend(curve)
        # the baseline is the norm at initialization (the lowest of the first few
        # raw points): a blow-up within the first steps would already sit in any
        # smoothed starting level
        first = curve.value[: params["baseline_points"]]
        lowest_first = int(np.argmin(first))
        baseline = _start_baseline(curve.value, first, params)
        # growth is a rise after that lowest point: a norm that starts high and falls to
        # it (a classifier leaving its initial slope from a sane loss) has not grown,
        # whatever the smoothed start's level; a start logged after the blow-up (a loss
        # already far above ln C, or no class count to tell) counts
        since = np.flatnonzero(t_steps >= curve.step[lowest_first]) if sane_start else np.array([], dtype=int)
        peak_index = int(since[np.argmax(levels[since])]) if len(since) else int(np.argmax(levels))
        growth = math.exp(max(float(levels[peak_index]) - baseline, 0.0))
        # a blow-up at the first steps that the network did not survive (the norm
        # collapses after it) lasts too few points for the smoothed curve: the rise
        # between the first few raw points counts too, when the loss jumped with it (a
        # norm rising alone there is a model leaving its initial state)
        if _loss_jumped(start, params):
            growth = max(growth, _early_rise(first))
        slope, low, _ = theil_sen(t_steps, levels)
        # steady: the norm climbs through the run and ends near its peak
        ends_near_peak = levels[-1] >= levels[peak_index] - math.log(params["recovery_factor"])
        steady = bool(low > 0 and ends_near_peak and growth >= params["min_steady_growth"])
        # a norm rising at (nearly) every logged step and still climbing at the end, as
        # summed gradients do when zero_grad() is missing (their norm grows with the step
        # count): the rank correlation of norm and step, and the growth over the run's tail
        monotone = _rank_correlation(curve.step.astype(np.float64), curve.value)
        tail_start = levels[min(len(levels) - 1, int(len(levels) * (1.0 - params["summed_tail_fraction"])))]
        summing = (
            monotone >= params["min_monotone_correlation"]
            and math.exp(float(levels[-1] - tail_start)) >= params["min_summed_tail_growth"]
        )
        # a norm that falls back now and then and climbs again in between (gradients summed
        # until something clears them) recovers each time: no steady climb, but a climb of
        # min_steady_growth through the cycles between its falls is a finding of its own.
        # Within epochs the place also orders the data (class-sorted rows move the norm and
        # the loss with it): an epoch climb counts alone only while the loss does not climb
        # with the place too
        reset_climb = (
            summed
            and (cycles == "stretch" or (cycles == "epoch" and not _loss_climbs_within_epochs(run, params)))
            and growth >= params["min_steady_growth"]
        )
        steady = steady and not reset_climb
        # under min_growth, "step after step" needs a norm that rises with the step: one that
        # jumped within its first points and then wandered (a model leaving its initial
        # plateau) has a smoothed trend above its start but little rank order
        if steady and growth < params["min_growth"] and monotone < params["min_steady_correlation"]:
            steady = False
        if steady and growth < params["min_growth"] and not (summing or summed) and _loss_fell_meanwhile(
            loss_trend(), float(t_steps[0]), params
        ):
            # a norm that grows while the loss falls is a model leaving a flat start
            # (recurrent nets do), not gradients running away; such a norm jumps as the
            # model leaves the plateau and then wanders, never climbing step after step
            steady = False
        if growth >= params["min_growth"] or steady or reset_climb:
            above = np.flatnonzero(levels > baseline + 0.5 * math.log(max(growth, 1.0)))
            grow_step = float(t_steps[int(above[0])]) if len(above) else float(t_steps[peak_index])
            onset = grow_step if onset is None else min(onset, grow_step)
    nonfinite = bool(bad.any())
    exploded = growth is not None and growth >= params["min_growth"]
    # a classifier whose first logged loss is far above ln C was logged after a blow-up
    blown_start = chance_loss(run) is not None and len(start) > 0 and not sane_start
    if (
        exploded and growth is not None and not nonfinite and not _loss_nonfinite(run)
        and not (steady or summing or summed or blown_start)
        and growth < params["max_growth_with_descent"]
        and (
            _loss_fell_meanwhile(loss_trend(), -math.inf, params, params["min_loss_drop_while_growing"])
            or _epoch_means_fell(run, loss_trend(), params, params["min_loss_drop_while_growing"])
            or _fell_from_first_points(loss_trend(), params, params["min_loss_drop_while_growing"])
            or (_loss_fell_meanwhile(loss_trend(), -math.inf, params) and _val_kept_improving(run, params))
        )
        and _loss_never_rose(loss_trend(), params)
    ):
        # a norm that jumped and then held (no steady climb, no summing) while the loss,
        # never NaN and never above its start, fell by more than half: the updates kept
        # improving the model (a target in large units grows the gradient with the
        # outputs), which gradients running away do not do
        notes.append(
            f"{series.name} grew {fmt_factor(growth)}x above its start, but the train loss fell by more "
            f"than {params['min_loss_drop_while_growing']:.0%} meanwhile and stayed finite: not reported as "
            "an explosion"
        )
        exploded = False
    # the climb within cycles names the cause of a norm that grew; alone it is no finding
    # (an epoch's data order, class-sorted rows, moves the norm with the place too)
    if not (nonfinite or exploded or steady or reset_climb):
        return []
    if onset is None:  # unreachable: each verdict above sets it
        return []
    # a norm that grew past min_growth on its own names its cause by a looser climb
    # through each epoch (the blow-up's noise blurs it); alone that climb is no finding
    if exploded and not summed and within is not None:
        summed = (
            within[0] >= params["min_within_epoch_correlation_grown"]
            and within[1] >= params["min_within_epoch_growth"]
        )
    # a norm that turned NaN/Inf grew first when its finite values before it did
    # (too few of them for the smoothed growth above: a blow-up takes a step or two)
    grew = exploded or (
        nonfinite and _raw_growth_before(value, bad, sane_start, params) >= params["min_growth"]
    )
    parts = []
    if nonfinite:
        parts.append(f"{series.name} is non-finite at {int(bad.sum()):,} point(s)")
    if growth is not None and (exploded or steady or reset_climb):
        parts.append(
            f"{series.name} grew {fmt_factor(growth)}x above its starting level"
            + (" steadily, step after step, without recovering" if steady else "")
            + f" (thresholds {params['min_growth']}x, steady {params['min_steady_growth']}x)"
        )
    if summed and within is not None:
        parts.append(_climb_message(series.name, within, cycles, params))
    severity: Severity = "critical" if nonfinite else ("high" if exploded else "medium")
    # a norm that turned NaN/Inf without growing first did not explode: say what it did
    rose = grew or steady or reset_climb
    return [
        Finding(
            id="gradient-explosion",
            severity=severity,
            confidence=0.95 if nonfinite else confidence_from_points(len(step), params["min_points"], 50),
            message=(("Gradients exploded: " if rose else "Gradient norm non-finite: ")
                     + "; ".join(parts) + f", from step {fmt_step(onset)}"
                     + ("" if rose else " (it did not grow first)") + "."),
            series=(series.name,),
            onset_step=int(onset),
            span=(int(onset), int(step[-1])),
            measurements={
                "growth_factor": growth,
                "nonfinite": nonfinite,
                "steady_growth": steady,
                "climbs_between_resets": reset_climb,
                "grew": grew,
                "summed_within_epochs": summed,
                "within_epoch_correlation": within[0] if within is not None else None,
                "within_epoch_growth": within[1] if within is not None else None,
                "monotone_correlation": monotone,
                "threshold_min_growth": params["min_growth"],
                "threshold_min_steady_growth": params["min_steady_growth"],
            },
        )
    ]


# points the climb within epochs is judged on at most (a rank correlation sorts them)
_WITHIN_EPOCH_SAMPLE = 50_000


def _growth_within_cycles(
    run: Run, step: npt.NDArray[np.int64], value: npt.NDArray[np.float64], params: Params
) -> tuple[tuple[float, float] | None, str]:
    """How the norm moves with its place in a cycle, and what the cycles are: epochs when
    the run's epoch length is known and they show the climb, else the stretches between
    the points where the norm falls back by min_within_epoch_growth or more from one
    logged point to the next, and by min_clear_vs_typical_jump times its typical jump
    (gradients a loop or framework clears now and then: at validation, at a checkpoint).
    See _climb_within."""
    keep = np.isfinite(value) & (value > 0)
    at, norm = step[keep].astype(np.float64), value[keep]
    if len(at) > _WITHIN_EPOCH_SAMPLE:
        # a fixed random sample keeps every place in the epoch (a stride could alias with it)
        pick = np.sort(np.random.default_rng(0).choice(len(at), _WITHIN_EPOCH_SAMPLE, replace=False))
        at, norm = at[pick], norm[pick]
    epoch_steps = steps_per_epoch(run)
    by_epoch = None
    if epoch_steps is not None and epoch_steps >= params["min_epoch_points"]:
        by_epoch = _climb_by_epoch(at, norm, epoch_steps, params)
        if _climbs(by_epoch, params):
            return by_epoch, "epoch"
    log_norm = np.log(norm)
    # a clear stands out from the norm's own scatter: a noisy norm (a recurrent net's,
    # jumping 2-4x from one logged point to the next) falls 3x now and then by chance, and
    # split there its stretches climb whatever trend it has (leaving a plateau, say)
    jumps = np.diff(log_norm)
    typical = float(np.median(np.abs(jumps))) if len(jumps) else 0.0
    fall = max(math.log(params["min_within_epoch_growth"]), params["min_clear_vs_typical_jump"] * typical)
    clears = np.flatnonzero(jumps <= -fall) + 1
    if len(clears) >= params["min_epochs"] - 1 and len(at) >= 2:
        cycle = np.searchsorted(clears, np.arange(len(at)), side="right")
        edges = np.concatenate([[0], clears, [len(at)]])
        begin = at[edges[:-1]][cycle]
        # a cycle runs from its first point to the next cycle's (the last to its own end)
        end = np.concatenate([at[clears], [at[-1]]])[cycle]
        span = np.maximum(end - begin, 1.0)
        # split at its falls, any noisy norm gives stretches that start low and end high (a
        # fall follows them), most of them a few points long: only stretches of twice
        # min_epoch_points or more count, each judged without its first point
        lengths = np.diff(edges)
        long_enough = lengths >= 2 * params["min_epoch_points"]
        inner = long_enough[cycle]
        inner[edges[:-1]] = False
        place = (at - begin) / span
        # a sawtooth repeats: when one stretch holds most of the points judged, the pooled
        # climb is that stretch's trend (a norm rising as the model leaves a plateau, cut
        # once by a chance fall near the end), not a climb from every clear
        judged = lengths[long_enough]
        if len(judged) and float(np.max(judged)) <= params["max_stretch_share"] * float(np.sum(judged)):
            by_clear = _climb_within(cycle[inner].astype(np.float64), place[inner], norm[inner], params)
            if _climbs(by_clear, params):
                return by_clear, "stretch"
    return by_epoch, "epoch"


def _climb_message(name: str, within: tuple[float, float], cycles: str, params: Params) -> str:
    """What the climb within cycles measured, in words."""
    correlation, growth = within
    if cycles == "epoch":
        return (
            f"within every epoch {name} climbs from its start to its end ({fmt_factor(growth)}x between "
            f"the epoch's first and last thirds, rank correlation {correlation:.2f} with the place in the "
            "epoch) and falls back at the next, as gradients summed since the epoch began do"
        )
    return (
        f"{name} climbs through each stretch between the points where it falls back "
        f"{fmt_factor(params['min_within_epoch_growth'])}x or more and by "
        f"{params['min_clear_vs_typical_jump']:g} times its typical point-to-point change or more "
        f"({fmt_factor(growth)}x between a stretch's first and last thirds, rank correlation "
        f"{correlation:.2f} with the place in the stretch), as gradients summed until something "
        "clears them do"
    )


def _climbs(within: tuple[float, float] | None, params: Params) -> bool:
    """Whether a climb within cycles is the one summed gradients make."""
    return within is not None and (
        within[0] >= params["min_within_epoch_correlation"] and within[1] >= params["min_within_epoch_growth"]
    )


def _loss_climbs_within_epochs(run: Run, params: Params) -> bool:
    """Whether the step-level train loss rises with its place in the epoch as the norm
    does (rank correlation of min_within_epoch_correlation or more): the data order,
    not summed gradients, would then move both. True when it cannot be told (no step
    loss, no epoch length)."""
    loss = primary_train_loss(run, "step", min_points=params["min_points"])
    epoch_steps = steps_per_epoch(run)
    if loss is None or loss.aggregation == "epoch" or epoch_steps is None:
        return True
    keep = np.isfinite(loss.value) & (loss.value > 0)
    at, value = loss.step[keep].astype(np.float64), loss.value[keep]
    within = _climb_by_epoch(at, value, epoch_steps, params)
    return within is None or within[0] >= params["min_within_epoch_correlation"]


def _climb_by_epoch(
    at: FloatArray, values: FloatArray, epoch_steps: float, params: Params
) -> tuple[float, float] | None:
    """_climb_within over epochs: the cycles are the epochs, the place the share of the
    epoch gone at each step."""
    return _climb_within(np.floor(at / epoch_steps), np.mod(at, epoch_steps) / epoch_steps, values, params)


def _climb_within(
    cycle: FloatArray, place: FloatArray, norm: FloatArray, params: Params
) -> tuple[float, float] | None:
    """The rank correlation of the log norm (less its cycle's mean) with the place in
    the cycle (0 at its start, 1 at its end), and the median norm over the cycles' last
    thirds over that of their first thirds. Gradients summed since they were last
    cleared climb through every cycle and fall back at the next. None with fewer than
    min_epochs cycles of min_epoch_points points."""
    _, group, counts = np.unique(cycle, return_inverse=True, return_counts=True)
    if int(np.count_nonzero(counts >= params["min_epoch_points"])) < params["min_epochs"]:
        return None
    early, late = place < 1 / 3, place >= 2 / 3
    if not early.any() or not late.any():
        return None
    log_norm = np.log(norm)
    centred = log_norm - (np.bincount(group, weights=log_norm) / counts)[group]
    correlation = _rank_correlation(place, centred)
    return correlation, float(np.median(norm[late]) / np.median(norm[early]))


def _start_baseline(value: npt.NDArray[np.float64], first: npt.NDArray[np.float64], params: Params) -> float:
    """The log norm at initialization: the lowest of the first raw points, raised by the
    norm's typical jump between consecutive points (at most to the first points' median)
    when that jump is a factor of min_noisy_jump or more. Where single points scatter that
    widely (per-sample gradients of a batch of one), the lowest of a few is a low draw, not
    the level the run started from; where they do not, the lowest point stands."""
    logs = np.log(value[value > 0])
    jump = float(np.median(np.abs(np.diff(logs)))) if len(logs) > 2 else 0.0
    lowest = math.log(float(np.min(first)))
    if jump < math.log(params["min_noisy_jump"]):
        return lowest
    return min(lowest + jump, math.log(float(np.median(first))))


def _early_rise(first: npt.NDArray[np.float64]) -> float:
    """The largest rise of a point over the lowest point before it (1 if none)."""
    lowest = np.minimum.accumulate(first)
    rises = first[1:] / lowest[:-1]
    return float(max(1.0, np.max(rises))) if len(rises) else 1.0


def _first_train_losses(run: Run, count: int) -> npt.NDArray[np.float64]:
    """The train loss's first `count` finite values (empty without a train loss)."""
    loss = primary_train_loss(run, "step", min_points=1)
    if loss is None:
        return np.array([], dtype=np.float64)
    return loss.value[np.isfinite(loss.value)][:count]


def _loss_jumped(start: npt.NDArray[np.float64], params: Params) -> bool:
    """Whether the train loss rose min_early_loss_jump-fold between its first finite
    values (a blow-up at the first updates)."""
    return len(start) >= 2 and float(start[0]) > 0 and float(np.max(start[1:])) >= (
        params["min_early_loss_jump"] * float(start[0])
    )


def _sane_start(run: Run, start: npt.NDArray[np.float64], params: Params) -> bool:
    """Whether the first logged train loss of a classifier sits below
    max_sane_start_vs_chance x ln C (False without a class count or a loss)."""
    ln_c = chance_loss(run)
    if ln_c is None or not len(start):
        return False
    return bool(float(start[0]) < float(params["max_sane_start_vs_chance"]) * ln_c)


def _raw_growth_before(
    value: npt.NDArray[np.float64], bad: npt.NDArray[np.bool_], sane_start: bool, params: Params
) -> float:
    """The largest finite norm before the first NaN/Inf over the lowest of the first
    few (after that lowest point, when the start was sane); 1 without two finite
    positive values."""
    finite = value[: int(np.argmax(bad))] if bad.any() else value
    finite = finite[np.isfinite(finite) & (finite > 0)]
    if len(finite) < 2:
        return 1.0
    lowest = int(np.argmin(finite[: params["baseline_points"]]))
    return float(np.max(finite[lowest:] if sane_start else finite) / finite[lowest])


def _rank_correlation(x: npt.NDArray[np.float64], y: npt.NDArray[np.float64]) -> float:
    """Spearman's rank correlation (tied values share their mean rank; 0 for fewer than 3 points)."""
    if len(x) < 3:
        return 0.0
    rx, ry = average_ranks(x), average_ranks(y)
    rx -= rx.mean()
    ry -= ry.mean()
    denominator = math.sqrt(float(np.dot(rx, rx)) * float(np.dot(ry, ry)))
    return float(np.dot(rx, ry)) / denominator if denominator > 0 else 0.0


def _loss_nonfinite(run: Run) -> bool:
    loss = primary_train_loss(run, "step", min_points=1)
    return loss is not None and not bool(np.all(np.isfinite(loss.value)))


# the step-level train loss, and its trend's steps and levels
LossTrend = tuple[Curve, FloatArray, FloatArray]


def _train_loss_trend(run: Run, params: Params) -> LossTrend | None:
    """The step-level train loss with min_points finite points or more, and its trend."""
    loss = primary_train_loss(run, "step", min_points=params["min_points"])
    curve = curve_of(loss) if loss is not None else None
    if curve is None or len(curve) < params["min_points"]:
        return None
    steps, levels = trend(curve)
    return curve, steps, levels


def _loss_fell_meanwhile(
    smoothed: LossTrend | None, since: float, params: Params, min_drop: float | None = None
) -> bool:
    """Whether the train loss (its trend, `smoothed`) descended after `since`: a significant
    fall (the 90% interval of its Theil-Sen slope below 0) of at least `min_drop` (else
    min_loss_drop_for_steady) from its first tenth to its last."""
    if smoothed is None:
        return False
    curve, steps, levels = smoothed
    after = steps >= since
    if int(after.sum()) < params["min_points"]:
        return False
    drop = relative_change(
        edge_level(levels[after], 0.1, end=False), edge_level(levels[after], 0.1, end=True), curve.log_space
    )
    _, _, high = theil_sen(steps[after], levels[after])
    needed = params["min_loss_drop_for_steady"] if min_drop is None else min_drop
    return bool(drop >= needed and high < 0)


def _epoch_means_fell(run: Run, smoothed: LossTrend | None, params: Params, min_drop: float) -> bool:
    """Whether the epoch means logged beside the step-level train loss fell by min_drop or
    more from the first to the last, significantly (Theil-Sen, 90% interval below 0): each
    averages a whole epoch, the first one the fall a batch log smooths away when it is
    over within a few steps (as a norm's jump at the start is)."""
    beside = epoch_loss_beside(run, smoothed[0]) if smoothed is not None else None
    if beside is None or len(beside) < params["min_points"] or not beside.log_space:
        return False
    judged = beside.judged(beside.value)
    _, _, high = theil_sen(beside.step.astype(float), judged)
    return bool(relative_change(float(judged[0]), float(judged[-1]), True) >= min_drop and high < 0)


def _fell_from_first_points(smoothed: LossTrend | None, params: Params, min_drop: float) -> bool:
    """Whether the train loss's last tenth (smoothed) lies min_drop or more below the
    median of its first baseline_points raw points: a fall over within the run's first
    tenth (a loss in large units meeting its target's scale in a few steps) that the
    first tenth's level already holds."""
    if smoothed is None or not smoothed[0].log_space:
        return False
    curve, _, levels = smoothed
    first = float(np.median(curve.judged(curve.value[: params["baseline_points"]])))
    return relative_change(first, edge_level(levels, 0.1, end=True), True) >= min_drop


def _val_kept_improving(run: Run, params: Params) -> bool:
    """Whether every validation loss, evaluated min_points times or more, fell significantly
    (its Theil-Sen slope's 90% interval below 0) and ends within max_val_end_above_best of
    its lowest: the model kept generalising better under its updates to the end, which a
    train loss near its floor (a classifier at a hard task's Bayes rate) shows only as a
    small fall."""
    vals = [curve_of(s) for s in val_losses(run, params["min_points"])]
    if not vals:
        return False
    for curve in vals:
        if curve is None or len(curve) < params["min_points"] or not curve.log_space:
            return False
        judged = curve.judged(curve.value)
        _, _, high = theil_sen(curve.step.astype(float), judged)
        if high >= 0 or float(judged[-1] - np.min(judged)) > math.log1p(params["max_val_end_above_best"]):
            return False
    return True


def _loss_never_rose(smoothed: LossTrend | None, params: Params) -> bool:
    """Whether the train loss, as medians of rise_check_bins stretches, never rose above
    max_loss_rise_while_growing times its start (no blow-up, no swing back above it).
    Stretches, not the trend: a per-step log's trend keeps its batch noise, and one noisy
    batch pair is no rise. The start is the first stretch's median or, when lower, the
    first logged point: a blow-up within the first stretch sits in its median."""
    if smoothed is None or not smoothed[0].log_space:
        return False
    curve = smoothed[0]
    _, levels = trend(curve, params["rise_check_bins"])
    start = min(float(levels[0]), float(curve.judged(curve.value[:1])[0]))
    return bool(np.max(levels) - start <= math.log(params["max_loss_rise_while_growing"]))


def gradient_vanishing(run: Run, params: Params, notes: list[str]) -> list[Finding]:
    """A gradient norm that collapses towards zero (relative to its start, or
    below an absolute floor) while the loss is still high."""
    norms = grad_norm_series(run)
    if not norms:
        return []
    loss = primary_train_loss(run, "epoch")
    loss_curve = curve_of(loss) if loss is not None else None
    loss_drop: float | None = None
    if loss_curve is not None and len(loss_curve) >= 2:
        _, levels = trend(loss_curve)
        loss_drop = relative_change(
            edge_level(levels, params["edge_fraction"], end=False),
            edge_level(levels, params["edge_fraction"], end=True),
            loss_curve.log_space,
        )
    if loss_drop is not None and loss_drop >= params["max_loss_drop"]:
        return []  # the loss fell: small gradients near a minimum are expected
    worst: tuple[float, float, float, str, int, int] | None = None
    for series in norms:
        curve = curve_of(series, notes)
        # a few points are no curve, unless every one is exactly zero: no gradient at all
        # reached the weights at any of them, which no noise makes
        all_zero = len(curve) >= 2 and not curve.value.any() if curve is not None else False
        if curve is None or (len(curve) < params["min_points"] and not all_zero):
            continue
        start = edge_level(np.abs(curve.value), params["edge_fraction"], end=False)
        final = edge_level(np.abs(curve.value), params["edge_fraction"], end=True)
        ratio = final / start if start > 0 else (1.0 if final == 0 else math.inf)
        if ratio <= params["max_ratio_to_start"] or final <= params["max_final_grad_norm"]:
            key = min(ratio, final / params["max_final_grad_norm"])
            if worst is None or key < worst[0]:
                bar = max(start * params["max_ratio_to_start"], final)
                below = np.flatnonzero(np.abs(curve.value) <= bar)
                onset = int(curve.step[int(below[0])]) if len(below) else curve.first_step
                worst = (key, final, ratio, series.name, onset, curve.last_step)
    stalled = False
    if worst is None:
        worst = _stalled_small_gradients(run, norms[0], loss_curve, loss_drop, params)
        stalled = worst is not None
    if worst is None:
        return []
    _, final, ratio, name, onset, last = worst
    loss_text = (
        f"while the train loss {describe_change(loss_drop, 0, only=True)}"
        if loss_drop is not None
        else "(no train loss to compare)"
    )
    return [
        Finding(
            id="gradient-vanishing",
            severity="medium" if stalled or loss_drop is None else "high",
            confidence=0.5 if stalled else (0.85 if loss_drop is not None else 0.6),
            message=(
                f"{name} is exactly 0 at the start and at the end of its log (threshold "
                f"{params['max_final_grad_norm']:g}) {loss_text}: no gradient reaches the weights."
                if not stalled and final == 0 and ratio == 1.0
                else f"{name} collapsed to {final:.3g} ({fmt_factor(ratio)}x its starting level; thresholds "
                f"{params['max_ratio_to_start']}x or {params['max_final_grad_norm']:g}) {loss_text}."
                if not stalled
                else f"{name} stays small ({final:.3g}, at most {params['max_stalled_grad_norm']:g}) "
                f"and never grows, while the loss does not move ({describe_change(loss_drop or 0.0)}) "
                "although "
                "the steps taken are not small: the gradients carry too little signal to train "
                "(vanishing through the layers, dead units or frozen weights)."
            ),
            series=(name,) + ((loss.name,) if loss is not None else ()),
            onset_step=onset,
            span=(onset, last),
            measurements={
                "final_grad_norm": final,
                "ratio_to_start": ratio,
                "loss_relative_drop": loss_drop,
                "stalled": stalled,
                "collapsed": not stalled,
                "threshold_max_ratio_to_start": params["max_ratio_to_start"],
                "threshold_max_final_grad_norm": params["max_final_grad_norm"],
                "threshold_max_loss_drop": params["max_loss_drop"],
            },
        )
    ]


ADAPTIVE_OPTIMIZERS = ("adam", "rmsprop", "adagrad", "adadelta", "adafactor", "lamb", "lion")


def _loss_blew_up(run: Run, params: Params) -> bool:
    """Whether the train loss, after its first tenth, ever stood max_stalled_excursion
    times above its median: a loss that holds its level between blow-ups is unstable,
    not starved of gradient (a sparse log samples the norm between its spikes)."""
    loss = primary_train_loss(run, "step")
    if loss is None:
        return False
    values = loss.value[np.isfinite(loss.value)]
    rest = values[len(values) // 10 :]
    if not len(rest):
        return False
    level = float(np.median(rest))
    return level > 0 and float(np.max(rest)) > params["max_stalled_excursion"] * level


def _stalled_small_gradients(
    run: Run, series: Series, loss_curve: Curve | None, loss_drop: float | None, params: Params
) -> tuple[float, float, float, str, int, int] | None:
    """The total norm cannot show early layers vanishing behind a live head;
    what it can show is a small norm that never grows while the loss does not
    move although the optimizer takes real steps (so the lr is not the reason)."""
    # flat: neither fell nor rose (a loss that climbed to a new level after a blow-up
    # moved, and its small norm afterwards is the aftermath, not a stall)
    if loss_drop is None or abs(loss_drop) >= params["stalled_loss_drop"]:
        return None
    if _loss_blew_up(run, params):
        return None
    # a flat loss with small gradients is also a minimum reached before the log began
    # (a sparse log's first point can lie past the descent): it is a stall only at a
    # level a model that learned leaves behind, a uniform guess's (or the declared
    # constant predictor's) loss; with neither known, the level cannot be judged
    reference = chance_loss(run) or hparam_number(run, "baseline_loss")
    if not reference or reference <= 0 or loss_curve is None:
        return None
    level = edge_level(loss_curve.value, params["edge_fraction"], end=True)
    means = epoch_loss_beside(run, loss_curve)
    if means is not None and len(means):
        # the last epoch's mean averages every batch of it, where a step log's last tenth
        # is a few single batches: the level the loss ended at
        level = float(means.value[-1])
    if level < params["min_stalled_level"] * reference:
        return None
    curve = curve_of(series)
    if curve is None or len(curve) < params["min_points"]:
        return None
    start = edge_level(np.abs(curve.value), params["edge_fraction"], end=False)
    final = edge_level(np.abs(curve.value), params["edge_fraction"], end=True)
    if final > params["max_stalled_grad_norm"] or start <= 0 or final / start > params["max_stalled_growth"]:
        return None
    # "never grows" holds for the whole run: a norm that blew up first and then fell to
    # a small level moved (a too-high step killed the units), its small end is aftermath
    _, levels = trend(curve)
    peak = float(np.max(np.exp(levels))) if curve.log_space else float(np.max(levels))
    if peak > params["max_stalled_peak"] * final:
        return None
    lr = peak_lr(run)
    if lr is not None:
        # the lr in force over the run's second half, where the stall is judged: a
        # schedule that decayed to ~0 explains a stall by itself
        lr_steps, lr_values, _ = lr
        middle = 0.5 * (curve.first_step + curve.last_step)
        late = lr_values[lr_steps >= middle]
        in_force: float | None = float(np.median(late if len(late) else lr_values[-1:]))
    else:
        in_force = hparam_number(run, "lr")
    if in_force is None:
        return None
    optimizer = str(hparam(run, "optimizer") or "").lower()
    # adaptive optimizers normalise the gradient away: their step is about the lr
    step_size = in_force if any(name in optimizer for name in ADAPTIVE_OPTIMIZERS) else in_force * final
    if step_size < params["min_effective_step"]:
        return None
    return (final, final, final / start, series.name, curve.first_step, curve.last_step)
