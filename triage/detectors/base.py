"""The shape every detector has."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from triage.model import Finding, Run

Params = dict[str, Any]
"""A detector's thresholds, by name, with defaults from the knowledge base."""

DetectorFunc = Callable[[Run, Params, list[str]], Iterable[Finding]]
"""(run, params, notes) -> findings. Append to `notes` what could not be assessed."""


@dataclass(frozen=True)
class DetectorSpec:
    symptom: str
    func: DetectorFunc
