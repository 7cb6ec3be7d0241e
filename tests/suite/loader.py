"""Load the fault suite's cases (generating them into the cache on first use)
as plain records: where the run is and what it is expected to show."""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Case:
    """One run of the suite and its ground truth (expected.json)."""

    name: str
    path: Path
    healthy: bool
    symptoms: tuple[str, ...]
    allowed: tuple[str, ...]
    cause: str | None
    description: str
    format: str

    @classmethod
    def from_dir(cls, run_dir: Path) -> Case:
        expected = json.loads((run_dir / "expected.json").read_text(encoding="utf-8"))
        return cls(
            name=expected["case"],
            path=run_dir,
            healthy=bool(expected["healthy"]),
            symptoms=tuple(expected["symptoms"]),
            allowed=tuple(expected.get("allowed", ())),
            cause=expected.get("cause"),
            description=expected.get("description", ""),
            format=expected.get("format", "jsonl"),
        )


def cases_in(suite_dir: str | os.PathLike[str]) -> list[Case]:
    """Every case directory (one holding expected.json) directly under `suite_dir`, by name."""
    root = Path(suite_dir)
    return [Case.from_dir(p) for p in sorted(root.iterdir()) if (p / "expected.json").is_file()]


SUITE_DIR_VARIABLE = "TRIAGE_SUITE_DIR"


def load_suite() -> list[Case]:
    """The suite for the current generator sources, generated into the cache if
    needed; or the suite in $TRIAGE_SUITE_DIR when that is set."""
    pinned = os.environ.get(SUITE_DIR_VARIABLE)
    if pinned:
        return cases_in(pinned)
    from .generate import ensure_cached

    return cases_in(ensure_cached())
