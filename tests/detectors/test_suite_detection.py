"""The detectors alone on the fault-injection suite (real small torch runs,
tests/suite): every injected symptom is found and healthy runs stay below medium.
The knowledge base is not involved, so a detector regression shows here first."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from triage.detectors import detect
from triage.model import Run, severity_rank

from .conftest import read_case, yaml_thresholds

pytest.importorskip("torch")

pytestmark = pytest.mark.slow


def _cases() -> list[Any]:
    from tests.suite.loader import cases_in, load_suite

    override = os.environ.get("TRIAGE_SUITE_DIR")  # a suite generated elsewhere, for quick runs
    return cases_in(override) if override else load_suite()


@pytest.fixture(scope="module")
def cases() -> list[Any]:
    return _cases()


def _read(path: Path) -> Run:
    try:
        from triage.readers import read_run
    except ImportError:
        return read_case(path)
    return read_run(path)


def _found(case: Any) -> tuple[dict[str, str], list[str]]:
    findings, notes = detect(_read(case.path), yaml_thresholds())
    return {f.id: f.severity for f in findings}, notes


def test_every_injected_symptom_is_found(cases: list[Any]) -> None:
    misses = []
    for case in cases:
        if case.healthy:
            continue
        found, notes = _found(case)
        assert not [n for n in notes if n.startswith("detector ")], (case.name, notes)
        missing = set(case.symptoms) - set(found)
        if missing:
            misses.append(f"{case.name}: missing {sorted(missing)}, found {found}")
    assert not misses, "\n".join(misses)


def test_healthy_runs_get_nothing_medium_or_above(cases: list[Any]) -> None:
    alarms = []
    for case in cases:
        if not case.healthy:
            continue
        found, _ = _found(case)
        loud = {k: v for k, v in found.items() if severity_rank(v) >= severity_rank("medium")}
        if loud:
            alarms.append(f"{case.name}: {loud}")
    assert not alarms, "\n".join(alarms)
