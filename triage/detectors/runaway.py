"""The loss-runaway detector: a train loss that turns NaN/Inf, sits at an
absurd level, or grows far above its running minimum without recovering."""

from __future__ import annotations

import math

import numpy as np

from triage.detectors.base import Params
from triage.detectors.signal import (
    confidence_from_points,
    curve_of,
    edge_level,
    fmt_step,
    grad_norm_series,
    last_segment,
    peak_lr,
    primary_train_loss,
    trend,
)
from triage.model import Finding, Run, Series, Severity


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


def _nonfinite_grad(run: Run) -> tuple[Series, int] | None:
    """The first gradient-norm series with a non-finite value, and that value's step."""
    for series in grad_norm_series(run):
        step, value = last_segment(series)
        bad = ~np.isfinite(value)
        if bad.any():
            return series, int(step[int(np.argmax(bad))])
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
        return [_grad_only(run, grad, bad_step)]

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
        reasons.append(
            f"{series.name} is non-finite ({value[first_bad]}) at {count:,} point(s) "
            f"from step {fmt_step(onset)}"
        )
    if curve is not None:
        final_level = edge_level(curve.value, params["edge_fraction"], end=True)
        if abs(final_level) >= params["absurd_level"]:
            measurements["absurd_level"] = True
            measurements["final_level"] = final_level
            reasons.append(
                f"{series.name} ends at {final_level:.3g}, "
                f"above the absurd level {params['absurd_level']:.0e}"
            )
            if onset is None:
                # the level is broken from the first point on when it never was sane
                sane = np.abs(curve.value) < params["absurd_level"]
                onset = float(curve.step[int(np.argmin(sane))]) if sane.any() else float(curve.step[0])
        if curve.log_space and len(curve) >= params["min_points"]:
            t_steps, levels = trend(curve)
            initial = float(np.median(curve.value[:3]))
            # noise on a loss already near 0 can multiply without any divergence, and a
            # loss that swings back to where it started lost its progress (instability,
            # oscillation) without running away: unrecovered growth counts as divergence
            # once it ends clearly above the untrained model's starting level
            high_enough = math.exp(float(levels[-1])) >= params["min_final_vs_start"] * initial
            lowest = int(np.argmin(levels))
            final_growth = math.exp(float(levels[-1] - levels[lowest]))
            # the largest sustained excursion (the smoothed curve ignores one-point
            # spikes) over the lowest raw value before it, recovered or not
            peak = int(np.argmax(levels))
            before = curve.value[curve.step <= t_steps[peak]]
            floor = float(np.min(before)) if len(before) else float(np.exp(levels[peak]))
            excursion = math.exp(float(levels[peak])) / floor
            growth = max(excursion, math.exp(float(np.max(levels[lowest:]) - levels[lowest])))
            measurements["growth_factor"] = growth
            measurements["final_growth_factor"] = final_growth
            measurements["recovered"] = final_growth < params["min_growth"]
            peak_high = math.exp(float(levels[peak])) >= params["min_level_vs_start"] * initial
            blew_up = excursion >= params["min_excursion_growth"] and peak_high
            if final_growth < params["min_growth"] and blew_up:
                climb = np.flatnonzero(levels[: peak + 1] > math.log(floor) + 0.5 * math.log(excursion))
                grow_step = float(t_steps[int(climb[0])]) if len(climb) else float(t_steps[peak])
                onset = grow_step if onset is None else min(onset, grow_step)
                reasons.append(
                    f"the smoothed {series.name} blew up {excursion:.3g}x above its earlier minimum "
                    f"around step {fmt_step(t_steps[peak])} (threshold {params['min_excursion_growth']}x) "
                    "before coming back"
                )
            if final_growth >= params["min_growth"] and high_enough:
                threshold = levels[lowest] + 0.5 * math.log(params["min_growth"])
                rising = np.flatnonzero(levels[lowest:] > threshold)
                grow_step = float(t_steps[lowest + int(rising[0])]) if len(rising) else float(t_steps[lowest])
                onset = grow_step if onset is None else min(onset, grow_step)
                reasons.append(
                    f"the smoothed {series.name} rose {final_growth:.1f}x above its minimum "
                    f"(step {fmt_step(t_steps[lowest])}) and did not recover; "
                    f"threshold {params['min_growth']}x"
                )
        elif not curve.log_space:
            notes.append(f"{series.name} has values <= 0: runaway growth is judged only on NaN/Inf and level")

    if not reasons and grad_bad is not None:
        grad, bad_step = grad_bad
        return [_grad_only(run, grad, bad_step)]
    if not reasons:
        return []

    if onset is None:  # unreachable: every reason above sets it
        return []
    measurements["onset_fraction"] = float(np.clip((onset - first_step) / length, 0.0, 1.0))
    measurements["steps_before_onset"] = int(onset - first_step)
    measurements["after_warmup"] = _after_warmup(run, onset, params)
    broken = nonfinite or bool(measurements["absurd_level"])
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


def _grad_only(run: Run, grad: Series, bad_step: int) -> Finding:
    """A non-finite gradient norm while the logged loss stayed finite: Hugging
    Face drops NaN losses from its logged average, so this is the only trace."""
    first = grad.first_step or 0
    length = max((grad.last_step or 0) - first, 1)
    return Finding(
        id="loss-runaway",
        severity="high",
        confidence=0.8,
        message=(
            f"{grad.name} is non-finite from step {fmt_step(bad_step)} although the logged loss is finite: "
            "the loss itself probably went NaN and was filtered from the logs."
        ),
        series=(grad.name,),
        onset_step=bad_step,
        span=(bad_step, int(grad.last_step or bad_step)),
        measurements={
            "nonfinite": False,
            "grad_norm_nonfinite": True,
            "absurd_level": False,
            "growth_factor": None,
            "onset_fraction": float(np.clip((bad_step - first) / length, 0.0, 1.0)),
            "steps_before_onset": int(bad_step - first),
            "after_warmup": False,
        },
    )
