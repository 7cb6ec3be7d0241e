"""Session fixture for the fault suite: the shipped cases (extracted once into the cache)."""

from __future__ import annotations

import pytest

from .loader import Case, load_suite


@pytest.fixture(scope="session")
def suite_cases() -> list[Case]:
    """Every case of the suite, dev and test (reads the shipped archive; trains nothing)."""
    return load_suite()
