"""Golden-file tests of the Markdown (PR comments, CI step summaries).
Regenerate after an intended change with UPDATE_GOLDEN=1 and review the diff."""

from __future__ import annotations

import os
from dataclasses import replace
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


def test_markdown_escapes_html_and_table_pipes_for_markdown_not_html() -> None:
    diagnosis = _hostile_diagnosis()
    diagnosis.run.name = "a|b " + HOSTILE
    markdown = to_markdown([diagnosis, healthy_diagnosis()])
    assert "<script>" not in markdown
    assert "\\<script\\>" in markdown  # shown as typed once rendered, never parsed as HTML
    assert "&#" not in markdown and "&lt;" not in markdown  # entities would show verbatim on GitHub
    assert "a\\|b" in markdown  # a pipe in a table cell would split the cell


LINK = "[Click here for the fix](https://evil.example/fix.sh)"
IMAGE = "![img](https://evil.example/pixel.png)"
QUOTED = "param_groups[0]['lr']"


def _named(name: str) -> Diagnosis:
    diagnosis = overfitting_diagnosis()
    diagnosis.run.name = name
    finding = diagnosis.symptoms[0]
    diagnosis.symptoms[0] = replace(finding, message=f"{name} rose 38% above its minimum", series=(name,))
    diagnosis.notes.append(f"{name} was read as the train loss")
    return diagnosis


def _rendered_with_commonmark(markdown: str) -> str:
    # GitHub renders comments with cmark-gfm; markdown-it-py (rich's own dependency)
    # follows the same CommonMark spec, raw HTML allowed as GitHub allows it.
    from markdown_it import MarkdownIt

    return str(MarkdownIt("commonmark", {"html": True}).enable(["table", "strikethrough"]).render(markdown))


@pytest.mark.parametrize(
    "name",
    [LINK, IMAGE, QUOTED, "<img src=x onerror=alert(1)>", "www.evil.example", "*bold* _it_ ~~x~~ `code`"],
)
def test_a_log_provided_name_never_becomes_a_link_image_or_html(name: str) -> None:
    markdown = to_markdown([_named(name)])
    assert "&#" not in markdown
    assert "](" not in markdown.replace("\\](", "")  # every bracket that could open a link is escaped
    assert "https://" not in markdown and "www.evil" not in markdown  # no autolink either
    html = _rendered_with_commonmark(markdown)
    assert "<a " not in html and "<img" not in html and "<em>" not in html and "<s>" not in html
    if name == QUOTED:
        assert "param\\_groups\\[0\\]\\['lr'\\]" in markdown  # quotes as typed, not &#39;


def test_bidi_controls_are_shown_not_obeyed_in_markdown_and_html() -> None:
    from triage.report import render_html

    name = "loss\u202egpj.exe"
    markdown = to_markdown([_named(name)])
    html = render_html([_named(name)])
    for text in (markdown, html):
        assert "\u202e" not in text
        assert "‹U+202E›" in text


def test_markdown_lists_checks_as_a_checklist_and_keeps_one_blank_line() -> None:
    markdown = to_markdown([overfitting_diagnosis()])
    assert "   - [ ] Compare train\\_size (800) with num\\_params (12M)" in markdown
    assert "\n\n\n" not in markdown
    assert markdown.endswith("\n") and not markdown.endswith("\n\n")
