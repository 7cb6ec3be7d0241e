"""What inference returns: the run's symptoms and one ranking of likely causes
across them, each with the rules that fired for it (the *why*)."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Literal

from triage.model.finding import Finding, severity_rank
from triage.model.run import Run, jsonable

Verdict = Literal["healthy", "warning", "failing", "inconclusive"]

JSON_FORMAT = 1


@dataclass(frozen=True)
class RankedCause:
    """A likely cause with the certainty the rules gave it."""

    id: str
    rank: int
    certainty: float
    title: str
    for_symptoms: tuple[str, ...]
    checks: tuple[str, ...] = ()
    fixes: tuple[str, ...] = ()
    why: tuple[str, ...] = ()
    references: tuple[str, ...] = ()
    rules: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "rank": self.rank,
            "certainty": round(float(self.certainty), 4),
            "title": self.title,
            "for_symptoms": list(self.for_symptoms),
            "checks": list(self.checks),
            "fixes": list(self.fixes),
            "why": list(self.why),
            "references": list(self.references),
            "rules": list(self.rules),
        }


@dataclass(eq=False)
class Diagnosis:
    """The triage of one run. It keeps the Run itself so a report can draw the
    curves without reading any log again."""

    run: Run
    symptoms: list[Finding] = field(default_factory=list)
    causes: list[RankedCause] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    # Key assessments that could not be made (no finite loss, one point, every
    # eval NaN...). A run with any of these and no symptom at medium or above is
    # `inconclusive` (low hints do not judge a run), never `healthy`.
    inconclusive_reasons: list[str] = field(default_factory=list)

    @property
    def all_findings(self) -> list[Finding]:
        """The symptoms and, after each, the findings it explains (nested ones too)."""
        out: list[Finding] = []
        pending = list(reversed(self.symptoms))
        while pending:
            finding = pending.pop()
            out.append(finding)
            pending.extend(reversed(finding.explains))
        return out

    @property
    def verdict(self) -> Verdict:
        # as bad as the worst thing measured: an explained finding is context, not absolution
        if not self.symptoms:
            return "inconclusive" if self.inconclusive_reasons else "healthy"
        worst = max(severity_rank(f.severity) for f in self.all_findings)
        if self.inconclusive_reasons and worst < severity_rank("medium"):
            return "inconclusive"
        return "failing" if worst >= severity_rank("high") else "warning"

    @property
    def worst_severity(self) -> str | None:
        if not self.symptoms:
            return None
        return max((f.severity for f in self.all_findings), key=severity_rank)

    def at_or_above(self, severity: str) -> list[Finding]:
        """The findings (explained ones included) whose severity is at least `severity`."""
        floor = severity_rank(severity)
        return [f for f in self.all_findings if severity_rank(f.severity) >= floor]

    def to_dict(self) -> dict[str, Any]:
        """This run's entry in the format-1 JSON document (DESIGN.md)."""
        described = self.run.describe()
        return {
            "run": described["run"],
            "source": described["source"],
            "reader": described["reader"],
            "series": described["series"],
            "hparams": described["hparams"],
            "verdict": self.verdict,
            "inconclusive_reasons": jsonable(list(self.inconclusive_reasons)),
            "symptoms": [f.to_dict() for f in self.symptoms],
            "causes": [c.to_dict() for c in self.causes],
            "notes": jsonable(list(self.run.notes) + list(self.notes)),
        }

    def to_json(self, indent: int | None = 2) -> str:
        """A format-1 JSON document holding this one run."""
        return json_document([self], indent=indent)


def json_document(diagnoses: list[Diagnosis], indent: int | None = 2) -> str:
    """The format-1 JSON document for several runs (what `diagnose --format json` prints)."""
    from triage import __version__

    doc = {
        "format": JSON_FORMAT,
        "triage_version": __version__,
        "runs": [d.to_dict() for d in diagnoses],
    }
    return json.dumps(doc, indent=indent, allow_nan=False, ensure_ascii=False)
