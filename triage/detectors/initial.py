"""The bad-initial-loss detector: the first train loss far above ln C, the
loss an untrained classifier with C balanced classes should start from."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from triage.detectors.base import Params
from triage.detectors.signal import (
    LOSS_LEVEL_SOURCE,
    Curve,
    curve_of,
    fmt_factor,
    hparam,
    hparam_number,
    loss_before_updates,
    num_classes,
    primary_train_loss,
    window_mean_steps,
)
from triage.model import Finding, Run, Severity


def bad_initial_loss(run: Run, params: Params, notes: list[str]) -> list[Finding]:
    """First loss far above the expected value for the class count."""
    series = primary_train_loss(run, "step", min_points=1)
    if series is None:
        return []
    curve = curve_of(series)
    if curve is None or len(curve) < params["min_points"]:
        # a lone point (a one-epoch run) is an end, not a start
        notes.append(
            f"{series.name} has too few points to tell its initial loss: bad-initial-loss not assessed"
        )
        return []
    # the median of the first few logged points, so one noisy batch does not decide it,
    # but never above the very first point: a run that explodes within its first
    # steps (a runaway, not a bad start) must not count its explosion as its start.
    # Only points within that many steps of the first count: logged every k steps, the
    # next points come k updates later and show a model already moving off its start
    # (the same run logged every step or every 5th must have the same start)
    first = curve.step[: params["initial_points"]]
    head = curve.value[: max(1, int(np.count_nonzero(first - first[0] < params["initial_points"])))]
    initial = float(min(np.median(head), head[0]))
    window = window_mean_steps(run, params["min_window_mean_steps"])
    if window is not None:
        # each point is already the mean of a logging window (HF's logging_steps): the
        # first one averages its batches, and the next ones would dilute a bad start
        # the model recovers from within a few windows
        initial = float(head[0])
    task = str(hparam(run, "task") or "").lower()
    declared = hparam_number(run, "baseline_loss")
    classes: int | None = None
    if declared is not None and declared > 0:
        # the loss a constant predictor gets (e.g. the target variance for MSE)
        expected, source = declared, "the declared baseline_loss (a constant predictor's loss)"
    elif task and "class" not in task and task != "language-modeling":
        return _far_above_its_early_level(
            series.name, curve, initial, params, notes,
            f"task is {task} and no baseline_loss hparam: the expected initial loss is unknown",
        )
    else:
        classes, source = num_classes(run)
        if classes is not None and source.startswith(LOSS_LEVEL_SOURCE):
            classes = None  # a count read off the first loss cannot judge that same loss
        if classes is None:
            return _far_above_its_early_level(
                series.name, curve, initial, params, notes,
                "class count unknown (no num_classes hparam, no accuracy at chance at the start)",
            )
        expected = math.log(classes)
    ratio = initial / expected
    if ratio < params["max_ratio"]:
        return []
    message = (
        f"The first {series.name} is {initial:.3g}"
        + (f" (the mean of its first logging window of {window:,.0f} steps)" if window is not None else "")
        + f", {fmt_factor(ratio)}x the {expected:.3g} "
        + (f"(= ln {classes}) an untrained classifier with {classes} classes starts from "
           if classes is not None else "a constant predictor gets ")
        + f"(threshold {params['max_ratio']}x); check the input and output scales and the initialization."
    )
    return _start_finding(
        series.name, curve, "high" if ratio >= params["high_ratio"] else "medium",
        0.6 if source.startswith("inferred") else 0.9, message,
        {
            "initial_loss": initial,
            "expected_loss": expected,
            "ratio": ratio,
            "num_classes": classes,
            "num_classes_source": source,
            "before_updates": loss_before_updates(run, curve, params["min_window_mean_steps"]),
            "threshold_max_ratio": params["max_ratio"],
        },
    )


def _start_finding(
    name: str, curve: Curve, severity: Severity, confidence: float, message: str, measurements: dict[str, Any]
) -> list[Finding]:
    """The bad-initial-loss finding, placed at the curve's first step."""
    step = curve.first_step
    return [
        Finding(
            id="bad-initial-loss", severity=severity, confidence=confidence, message=message,
            series=(name,), onset_step=step, span=(step, step), measurements=measurements,
        )
    ]


def _far_above_its_early_level(
    name: str, curve: Curve, initial: float, params: Params, notes: list[str], unknown: str
) -> list[Finding]:
    """Without an expected start (no class count, no declared baseline), a first loss
    orders of magnitude above the level the loss reached early in the run: the model's
    outputs began far off the targets' scale (raw inputs, weights off their default
    scale), which the first updates then corrected. Only a hint: a regression on raw,
    unscaled targets whose fit is very close also starts at the targets' raw second
    moment, far above its residual."""
    span = curve.last_step - curve.first_step
    at = curve.first_step + params["early_level_at"] * span
    near = np.abs(curve.step - at) <= 0.05 * span
    if span <= 0 or not near.any() or bool(np.any(curve.value <= 0)):
        notes.append(f"{unknown}: bad-initial-loss not assessed")
        return []
    early = float(np.median(curve.value[near]))
    fall = initial / early
    bar, share = params["min_fall_without_reference"], params["early_level_at"]
    if fall < bar:
        notes.append(
            f"{unknown}; the first {name} ({initial:.3g}) is {fmt_factor(fall)}x its level "
            f"{share:.0%} into the run (threshold {bar:g}x without a reference): "
            "bad-initial-loss not reported"
        )
        return []
    message = (
        f"The first {name} is {initial:.3g}, {fmt_factor(fall)}x the {early:.3g} it had come down to "
        f"{share:.0%} into the run (threshold {bar:g}x; no class count or baseline_loss hparam gives the "
        "loss an untrained model should start from): the outputs began far off the targets' scale; check "
        "the input and target scales and the initialization."
    )
    return _start_finding(
        name, curve, "low", 0.5, message,
        {
            "initial_loss": initial,
            "expected_loss": None,
            "ratio": None,
            "early_level": early,
            "fall_to_early_level": fall,
            "num_classes": None,
            "num_classes_source": None,
            "threshold_min_fall_without_reference": bar,
        },
    )
