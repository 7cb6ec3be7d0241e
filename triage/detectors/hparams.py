"""Detectors on the run's configuration: a learning rate so far outside its
optimizer's usual range that it is a finding whatever the curves show."""

from __future__ import annotations

import numpy as np

from triage.detectors.base import Params
from triage.detectors.signal import fmt_factor, hparam, hparam_number, peak_lr
from triage.model import Finding, Run, Severity
from triage.model.hparams import EITHER_FAMILY, OPTIMIZER_ASSUMED, lr_reference, optimizer_family, typical_lr


def learning_rate_out_of_range(run: Run, params: Params, notes: list[str]) -> list[Finding]:
    """The configured lr against the usual lr of its optimizer family and batch size."""
    lr = hparam_number(run, "lr")
    from_hparams = lr is not None
    if lr is None:
        logged = peak_lr(run)
        lr = logged[2] if logged is not None else None
    if lr is None or lr <= 0:
        return []
    optimizer = str(hparam(run, "optimizer") or "") or None
    batch_size = hparam_number(run, "batch_size")
    assumed = hparam(run, OPTIMIZER_ASSUMED) is True
    family, usual = lr_reference(lr, optimizer, batch_size, assumed)
    if usual is None or family is None:
        notes.append("optimizer unknown: the learning rate was not compared with a usual range")
        return []
    ratio = lr / usual
    # an optimizer the reader only assumed: a rate far above its default's range and still
    # well above the nearer range (SGD's) is too high whichever the run used
    default_usual = typical_lr(optimizer_family(optimizer), batch_size) if assumed else None
    above_both = bool(
        default_usual and lr / default_usual >= params["high_ratio"] and ratio >= params["assumed_high_ratio"]
    )
    if params["low_ratio"] < ratio < params["high_ratio"] and not above_both:
        return []
    high = ratio >= params["high_ratio"] or above_both
    severity: Severity = "high" if ratio >= params["high_ratio"] else "medium"
    steps = [s.first_step for s in run.series.values() if len(s) and s.first_step is not None]
    last = [s.last_step for s in run.series.values() if len(s) and s.last_step is not None]
    start = int(min(steps)) if steps else None
    span = (start, int(max(last))) if start is not None and last else None
    where = "configured" if from_hparams else "logged (peak of the lr series)"
    return [
        Finding(
            id="learning-rate-out-of-range",
            severity=severity,
            confidence=0.9 if from_hparams else 0.75,
            message=_message(
                lr, where, ratio, usual, family, batch_size, params, high, optimizer,
                default_usual if above_both else None,
            ),
            series=(),
            onset_step=start,
            span=span,
            measurements={
                "lr": lr,
                "typical_lr": usual,
                "lr_ratio": float(np.float64(ratio)),
                "optimizer_family": family,
                "direction": "high" if high else "low",
                "too_high": bool(high),
                "from_hparams": from_hparams,
            },
        )
    ]


def _message(
    lr: float,
    where: str,
    ratio: float,
    usual: float,
    family: str,
    batch_size: float | None,
    params: Params,
    high: bool,
    optimizer: str | None,
    default_usual: float | None,
) -> str:
    """What was compared with what: the family's usual rate, or for an optimizer the log
    does not record, the assumed default's and the nearer family's."""
    at_batch = f" at batch size {batch_size:.0f}" if family != "adam-like" and batch_size else ""
    verdict = "far too high for stable training" if high else "far too low to train in any sane time"
    if family != EITHER_FAMILY:
        return (
            f"The {where} learning rate {lr:.3g} is {fmt_factor(ratio)}x the usual {usual:.3g} for {family} "
            f"optimizers{at_batch} (thresholds {params['high_ratio']:g}x above, {params['low_ratio']:g}x "
            f"below): {verdict}."
        )
    if default_usual is None:
        return (
            f"The {where} learning rate {lr:.3g} is {fmt_factor(ratio)}x the usual {usual:.3g}, the "
            f"nearer of SGD's{at_batch} and Adam's usual rates (the log records no optimizer; thresholds "
            f"{params['high_ratio']:g}x above, {params['low_ratio']:g}x below): {verdict} with either."
        )
    return (
        f"The {where} learning rate {lr:.3g} is {fmt_factor(lr / default_usual)}x the usual "
        f"{default_usual:.3g} for {optimizer}, the default assumed because the log records no optimizer, "
        f"and still {fmt_factor(ratio)}x the usual {usual:.3g} for SGD{at_batch} (thresholds "
        f"{params['high_ratio']:g}x and {params['assumed_high_ratio']:g}x): {verdict} whichever was used."
    )
