"""Whether a run holds enough to be judged at all: the key assessments (is the
loss finite, long enough, is the validation measurable) whose absence makes a
run with no symptom `inconclusive` instead of healthy."""

from __future__ import annotations

import numpy as np

from triage.model import Kind, Role, Run

# Fewer finite loss points than this and no curve shape can be told apart from
# noise: a run of one or two logged points is too short to judge.
MIN_JUDGEABLE_POINTS = 3


def assessment_gaps(run: Run) -> list[str]:
    """Why the run's key assessments could not be made, one sentence each; empty
    when the losses are there to judge."""
    losses = [s for s in run.select(kind=Kind.LOSS) if s.role in (Role.TRAIN, Role.VAL)]
    if not losses:
        return ["no train or validation loss was logged: nothing to judge the run by"]
    finite_counts = {s.name: int(np.isfinite(s.value).sum()) for s in losses}
    gaps: list[str] = []
    if max(finite_counts.values()) == 0:
        gaps.append("no loss series holds a single finite value")
    elif max(finite_counts.values()) < MIN_JUDGEABLE_POINTS:
        longest = max(finite_counts, key=lambda name: finite_counts[name])
        count = finite_counts[longest]
        gaps.append(
            f"the longest loss series ({longest}) has {count} finite point{'s' if count != 1 else ''}: "
            "too short to judge"
        )
    vals = [s for s in losses if s.role == Role.VAL and len(s)]
    if vals and all(finite_counts[s.name] == 0 for s in vals):
        names = ", ".join(s.name for s in vals[:3])
        gaps.append(f"every validation loss value is NaN/Inf ({names}): generalisation could not be judged")
    return gaps
