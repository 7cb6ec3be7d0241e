"""Golden-file tests of the Markdown (PR comments, CI step summaries).
Regenerate after an intended change with UPDATE_GOLDEN=1 and review the diff."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.report.builders import healthy_diagnosis, nan_runaway_diagnosis, overfitting_diagnosis
from tests.report.test_html import HOSTILE, _hostile_diagnosis
from triage.model import Diagnosis
from triage.report import to_markdown

GOLDEN = Path(__file__).parent / "golden"

CASES = {
    "overfitting.md": lambda: [overfitting_diagnosis()],
    "nan-runaway.md": lambda: [nan_runaway_diagnosis()],
    "healthy.md": lambda: [healthy_diagnosis()],
    "three-runs.md": lambda: [overfitting_diagnosis(), nan_runaway_diagnosis(), healthy_diagnosis()],
}


def _golden_text(name: str, diagnoses: list[Diagnosis]) -> tuple[str, str]:
    markdown = to_markdown(diagnoses)
    path = GOLDEN / name
    if os.environ.get("UPDATE_GOLDEN"):
        path.parent.mkdir(exist_ok=True)
        path.write_text(markdown, encoding="utf-8")
    return markdown, path.read_text(encoding="utf-8")


@pytest.mark.parametrize("name", sorted(CASES))
def test_markdown_matches_its_golden_file(name: str) -> None:
    markdown, expected = _golden_text(name, CASES[name]())
    assert markdown == expected


def test_markdown_escapes_html_and_table_pipes() -> None:
    diagnosis = _hostile_diagnosis()
    diagnosis.run.name = "a|b " + HOSTILE
    markdown = to_markdown([diagnosis, healthy_diagnosis()])
    assert "<script>" not in markdown
    assert "&lt;script&gt;" in markdown
    assert "a\\|b" in markdown  # a pipe in a table cell would split the cell


def test_markdown_lists_checks_as_a_checklist_and_keeps_one_blank_line() -> None:
    markdown = to_markdown([overfitting_diagnosis()])
    assert "   - [ ] Compare train_size (800) with num_params (12M)" in markdown
    assert "\n\n\n" not in markdown
    assert markdown.endswith("\n") and not markdown.endswith("\n\n")
