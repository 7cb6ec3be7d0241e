"""Session fixture for the fault suite: the cases, generated once into the cache."""

from __future__ import annotations

import pytest

from .loader import Case, load_suite


@pytest.fixture(scope="session")
def suite_cases() -> list[Case]:
    """Every case of the suite (trains the runs on first use; needs torch)."""
    pytest.importorskip("torch")
    return load_suite()
