"""Ranks the settings that differ by how likely each explains the gap seen in
the curves: a family prior plus evidence from the curves and the run's own
diagnosis, combined as certainty factors (order-independent, bounded)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from triage.compare.curves import Divergence, LrDifference
from triage.compare.hparams import HparamRow, shown
from triage.compare.knowledge import CompareKnowledge, Family
from triage.model import Diagnosis


@dataclass(frozen=True)
class CurveEvidence:
    """What the curves showed, in the vocabulary of ranking.cyaml."""

    conditions: frozenset[str]
    lr: LrDifference | None = None


@dataclass(frozen=True)
class RankedDifference:
    """A setting that differs, with the certainty that it explains the gap and why."""

    rank: int
    hparam: str
    family: str
    title: str
    score: float
    why: tuple[str, ...] = field(default_factory=tuple)

    def to_dict(self) -> dict[str, Any]:
        return {
            "rank": self.rank,
            "kind": "hparam",
            "id": f"differs-{self.hparam.replace('_', '-')}",
            "hparams": [self.hparam],
            "family": self.family,
            "title": self.title,
            "score": round(self.score, 4),
            "why": list(self.why),
        }


def combine(a: float, b: float) -> float:
    """EMYCIN's combination of two certainty factors in [-1, 1]."""
    if a >= 0 and b >= 0:
        return a + b * (1 - a)
    if a <= 0 and b <= 0:
        return a + b * (1 + a)
    denominator = 1 - min(abs(a), abs(b))
    return (a + b) / denominator if denominator > 0 else 0.0  # certain for and certain against


def curve_evidence(divergences: Sequence[Divergence], lr: LrDifference | None, early: float) -> CurveEvidence:
    """The conditions the curves satisfy (early: fraction of the shared range that counts as the start)."""
    found: set[str] = set()
    left = [d for d in divergences if d.diverges]
    if any(d.role == "train" and d.kind == "loss" for d in left):
        found.add("train-diverges")
    elif any(d.role in ("val", "test") for d in left):
        found.add("val-diverges-only")
    if any(d.kind == "grad-norm" for d in left):
        found.add("grad-norm-diverges")
    if any(d.nonfinite_in_run for d in divergences):
        found.add("nonfinite-in-run")
    if left:
        earliest = min(d.start_fraction for d in left)
        found.add("diverges-from-start" if earliest <= early else "diverges-later")
    if lr is not None:
        found.add("logged-lr-differs")
    return CurveEvidence(frozenset(found), lr)


def _ratio(a: Any, b: Any) -> float | None:
    if isinstance(a, float) and isinstance(b, float) and a > 0 and b > 0:
        return max(a / b, b / a)
    return None


def rank_differences(
    rows: Sequence[HparamRow],
    evidence: CurveEvidence,
    knowledge: CompareKnowledge,
    run_diagnosis: Diagnosis | None,
    reference_diagnosis: Diagnosis | None,
    diverged: bool,
) -> list[RankedDifference]:
    """Every differing setting whose family can explain a gap, best first."""
    run_causes = {c.id: c.certainty for c in run_diagnosis.causes} if run_diagnosis else {}
    ref_causes = {c.id for c in reference_diagnosis.causes} if reference_diagnosis else set()
    ranked: list[tuple[float, int, HparamRow, Family, list[str]]] = []
    for order, row in enumerate(rows):
        if not row.differs:
            continue
        family = knowledge.families.get(row.family) or knowledge.families["unknown"]
        if family.noise_only:
            continue
        score = family.prior
        why = [f"{family.why} (prior {family.prior:.2f})"]
        for item in family.evidence:
            holds = item.when in evidence.conditions
            if item.when == "ratio-at-least":
                ratio = _ratio(row.run, row.reference)
                holds = ratio is not None and ratio >= item.ratio
            if holds:
                score = combine(score, item.weight)
                text = item.why
                if item.when == "logged-lr-differs" and evidence.lr is not None:
                    factor = f", x{evidence.lr.ratio:.3g}" if evidence.lr.ratio is not None else ""
                    text = f"{text} (from step {evidence.lr.first_step:,}{factor})"
                why.append(f"{text} ({item.weight:+.2f})")
        for cause in family.related_causes:
            if cause in run_causes and cause not in ref_causes:
                weight = knowledge.related_cause_weight * run_causes[cause]
                score = combine(score, weight)
                why.append(
                    f"the run's own diagnosis ranks {cause} (certainty {run_causes[cause]:.2f}) "
                    f"and the reference's does not ({weight:+.2f})"
                )
        if not diverged:
            score *= knowledge.no_divergence_factor
            why.append(
                f"no series leaves the reference's band, so there is no gap to explain "
                f"(x{knowledge.no_divergence_factor:g})"
            )
        if score > 0 and math.isfinite(score):
            ranked.append((score, order, row, family, why))
    ranked.sort(key=lambda item: (-item[0], item[1]))
    return [
        RankedDifference(
            rank=i + 1,
            hparam=row.name,
            family=family.id,
            title=(
                f"{row.name} differs ({family.title}): run {shown(row.run)}, reference {shown(row.reference)}"
            ),
            score=score,
            why=tuple(why),
        )
        for i, (score, _, row, family, why) in enumerate(ranked)
    ]
