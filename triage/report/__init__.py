"""Render a Diagnosis: a self-contained HTML report, Markdown for pull requests
and CI summaries, a terminal summary; JSON is `triage.model.json_document`."""

from __future__ import annotations

import json
from importlib import resources
from typing import Any

from triage.report.render import render_html, render_index, to_markdown, to_text, write_atomically
from triage.report.viewmodel import ReportView, build_view

SCHEMA_FILE = "diagnosis-format-1.json"


def diagnosis_schema() -> dict[str, Any]:
    """The JSON Schema of the format-1 document (shipped inside the package)."""
    text = resources.files("triage.report").joinpath("schema", SCHEMA_FILE).read_text(encoding="utf-8")
    schema: dict[str, Any] = json.loads(text)
    return schema


__all__ = [
    "ReportView",
    "build_view",
    "diagnosis_schema",
    "render_html",
    "render_index",
    "to_markdown",
    "to_text",
    "write_atomically",
]
