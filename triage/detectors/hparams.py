"""Detectors on the run's configuration: a learning rate so far outside its
optimizer's usual range that it is a finding whatever the curves show."""

from __future__ import annotations

import numpy as np

from triage.detectors.base import Params
from triage.detectors.signal import fmt_factor, hparam, hparam_number, peak_lr
from triage.model import Finding, Run, Severity
from triage.model.hparams import optimizer_family, typical_lr


def learning_rate_out_of_range(run: Run, params: Params, notes: list[str]) -> list[Finding]:
    """The configured lr against the usual lr of its optimizer family and batch size."""
    lr = hparam_number(run, "lr")
    from_hparams = lr is not None
    if lr is None:
        logged = peak_lr(run)
        lr = logged[2] if logged is not None else None
    if lr is None or lr <= 0:
        return []
    family = optimizer_family(str(hparam(run, "optimizer") or "") or None)
    usual = typical_lr(family, hparam_number(run, "batch_size"))
    if usual is None or family is None:
        notes.append("optimizer unknown: the learning rate was not compared with a usual range")
        return []
    ratio = lr / usual
    if params["low_ratio"] < ratio < params["high_ratio"]:
        return []
    high = ratio >= params["high_ratio"]
    severity: Severity = "high" if high else "medium"
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
            message=(
                f"The {where} learning rate {lr:.3g} is {fmt_factor(ratio)}x the usual {usual:.3g} for "
                f"{family} optimizers"
                + (f" at batch size {hparam_number(run, 'batch_size'):.0f}"
                   if family == "sgd" and hparam_number(run, "batch_size") else "")
                + f" (thresholds {params['high_ratio']:g}x above, {params['low_ratio']:g}x below): "
                + ("far too high for stable training." if high else "far too low to train in any sane time.")
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
