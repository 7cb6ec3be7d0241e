"""What a detector returns: one symptom, measured, with its evidence."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, Literal

from triage.model.run import jsonable

Severity = Literal["low", "medium", "high", "critical"]
SEVERITIES: tuple[Severity, ...] = ("low", "medium", "high", "critical")


# What to check first: the ranking weighs a cause's certainty by the worst symptom it
# explains, so a near-certain cause of a low-severity symptom (no validation curve)
# does not push the causes of a NaN loss down the list. The engine ranks with it and
# the report shows it, so it lives here, with the severities.
SEVERITY_WEIGHT: tuple[float, ...] = (0.15, 0.6, 0.9, 1.0)  # low, medium, high, critical


def severity_rank(severity: str) -> int:
    """0 for low up to 3 for critical; raises ValueError for anything else."""
    try:
        return SEVERITIES.index(severity)  # type: ignore[arg-type,unused-ignore]
    except ValueError:
        raise ValueError(
            f"unknown severity {severity!r}; expected one of {', '.join(SEVERITIES)}"
        ) from None


@dataclass(frozen=True)
class Finding:
    """A symptom a detector measured on a run.

    `measurements` holds the numbers the verdict was based on, including the
    thresholds they were compared with (e.g. {"rise_fraction": 0.38,
    "threshold_rise_fraction": 0.10}); the rules in the knowledge base may
    test them by name. `message` says the same in words. `code` and `title`
    are the symptom's short code and title, filled in from the knowledge base
    at inference.
    """

    id: str
    severity: Severity
    confidence: float
    message: str
    series: tuple[str, ...] = ()
    onset_step: int | None = None
    span: tuple[int, int] | None = None
    measurements: dict[str, Any] = field(default_factory=dict)
    code: str = ""
    title: str = ""
    # Findings this one explains on the same run (a consequence shown as
    # context under its primary, never ranked on its own); see knowledge_base
    # `explains:` on the symptom.
    explains: tuple[Finding, ...] = ()

    def __post_init__(self) -> None:
        severity_rank(self.severity)
        if not 0.0 <= self.confidence <= 1.0:
            raise ValueError(f"finding {self.id}: confidence {self.confidence} outside [0, 1]")

    @property
    def ranking_severity(self) -> Severity:
        """The severity the cause ranking weighs this finding by: the worst of its own and
        of the findings nested under it. One phenomenon is as serious as the worst thing it
        shows: a far too high learning rate (medium on its own) that explains a first loss 25x
        ln C (high) weighs its causes as high, as the first loss did on its own."""
        nested = (f.ranking_severity for f in self.explains)
        return max((self.severity, *nested), key=severity_rank)

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "code": self.code,
            "title": self.title,
            "severity": self.severity,
            "confidence": round(float(self.confidence), 4),
            "series": list(self.series),
            "onset_step": self.onset_step,
            "span": list(self.span) if self.span is not None else None,
            "measurements": jsonable(self.measurements),
            "message": self.message,
            "explains": [f.to_dict() for f in self.explains],
        }


def worst_severity_by_symptom(findings: Iterable[Finding]) -> dict[str, Severity]:
    """Each symptom id's worst ranking severity among `findings` (the primary ones of a
    diagnosis): what the cause ranking weighs a cause of that symptom by."""
    worst: dict[str, Severity] = {}
    for finding in findings:
        severity = finding.ranking_severity
        if finding.id not in worst or severity_rank(severity) > severity_rank(worst[finding.id]):
            worst[finding.id] = severity
    return worst
