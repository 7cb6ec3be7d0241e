"""Shared fixtures: where the real public logs live (read in place, never written),
and one Hypothesis profile for every test: derandomized (the same examples on every
run and machine) and without wall-clock health checks (a loaded CI machine is slow,
not wrong; the tests bound their own sizes)."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

settings.register_profile(
    "triage", derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.load_profile("triage")

REPO = Path(__file__).resolve().parent.parent
REAL_LOGS = REPO.parent / "shared" / "real-logs"


@pytest.fixture(scope="session")
def real_logs() -> Path:
    """The directory of real public training logs (../shared/real-logs)."""
    if not REAL_LOGS.is_dir():
        pytest.skip(
            f"needs the real public training logs in {REAL_LOGS} (../shared/real-logs beside the repository; "
            "see its SOURCES.md): without them the tests that read real logs are skipped"
        )
    return REAL_LOGS
