"""Symptom detectors: each is a pure function of a Run that measures one
symptom and returns Findings. A detector that raises becomes a note, never a
crashed triage (a check's failure is a result too)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np

from triage.detectors.base import DetectorSpec, Params
from triage.model import Finding, Run


def all_detectors() -> tuple[DetectorSpec, ...]:
    """Every registered detector, curve detectors first."""
    from triage.detectors import registry

    return registry.DETECTORS


def detect(
    run: Run, thresholds: Mapping[str, Mapping[str, Any]] | None = None
) -> tuple[list[Finding], list[str]]:
    """Run every detector on `run`.

    `thresholds` maps a symptom id to its parameters (defaults come from the
    knowledge base; the pipeline passes them in). Returns the findings, most
    severe first, and notes on what could not be assessed and why.
    """
    from triage.model import severity_rank

    thresholds = thresholds or {}
    findings: list[Finding] = []
    notes: list[str] = []
    for spec in all_detectors():
        params: Params = dict(thresholds.get(spec.symptom, {}))
        try:
            # logs may hold values near the largest double: statistics over them overflow to
            # inf, which the detectors handle; numpy's warnings would only be noise on stderr
            with np.errstate(over="ignore", invalid="ignore", divide="ignore", under="ignore"):
                findings.extend(spec.func(run, params, notes))
        except Exception as bug:  # noqa: BLE001 - one broken check must not sink the triage
            notes.append(f"detector {spec.symptom} failed and was skipped: {type(bug).__name__}: {bug}")
    findings.sort(key=lambda f: (-severity_rank(f.severity), -f.confidence, f.id))
    return findings, notes


__all__ = ["DetectorSpec", "Params", "all_detectors", "detect"]
