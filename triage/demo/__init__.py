"""The demo runs bundled with loss-triage: small real torch runs (one healthy,
the others with injected faults) that `triage demo` triages out of the box."""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path

DEMO_RUNS: tuple[str, ...] = (
    "healthy-cnn",
    "lr-too-high",
    "overfitting-tiny-data",
    "missing-zero-grad",
    "lr-decayed-too-early",
)
"""The names of the bundled demo runs, one directory each under demo_runs_dir()."""


def demo_runs_dir() -> Path:
    """The directory holding the bundled demo runs (inside the installed package)."""
    return Path(str(files("triage.demo") / "runs"))
