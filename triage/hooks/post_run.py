"""`post_run(log_dir)`: triage a finished run from any loop or shell hook, write
its report beside the logs, and raise TrainingFailed when the run is broken enough."""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from triage.errors import TrainingFailed

if TYPE_CHECKING:
    from triage.model import Diagnosis, Run

REPORT_NAME = "triage-report.html"


def default_report_path(log_path: str | os.PathLike[str]) -> Path:
    """`<log_dir>/triage-report.html`, or beside the file when the log is one file."""
    path = Path(log_path)
    return (path if path.is_dir() else path.parent) / REPORT_NAME


def failure_message(diagnosis: Diagnosis, fail_on: str) -> str:
    """One line: which symptoms reached `fail_on`, and the top cause."""
    worst = diagnosis.at_or_above(fail_on)
    listed = ", ".join(f"{f.id} ({f.severity})" for f in worst[:5])
    top = f"; most likely cause: {diagnosis.causes[0].id}" if diagnosis.causes else ""
    return f"run {diagnosis.run.name!r} is {diagnosis.verdict}: {listed}{top}"


def post_run(
    log_dir: str | os.PathLike[str] | Run,
    fail_on: str | None = "high",
    *,
    report: str | os.PathLike[str] | bool | None = None,
    json_path: str | os.PathLike[str] | None = None,
    mapping: Sequence[str] = (),
    kb_dirs: Sequence[str | os.PathLike[str]] = (),
    thresholds: Mapping[str, Mapping[str, Any]] | None = None,
) -> Diagnosis:
    """Diagnose the run in `log_dir` (or a Run already read) and return the Diagnosis.

    `report`: where to write the HTML report (None: `<log_dir>/triage-report.html`;
    False: write none). `json_path`: also write the format-1 JSON there. When a
    symptom is at or above `fail_on` ("low" ... "critical"; None never fails), the
    report is written first, then TrainingFailed is raised carrying the diagnosis.
    """
    from triage.hooks.options import check_fail_on
    from triage.model import Run, json_document
    from triage.pipeline import diagnose

    check_fail_on(fail_on)
    diagnosis = diagnose(log_dir, mapping=mapping, kb_dirs=kb_dirs, thresholds=thresholds)
    if report is not False:
        from triage.report import render_html

        source = log_dir.source if isinstance(log_dir, Run) else log_dir
        render_html(diagnosis, default_report_path(source) if report in (None, True) else Path(report))  # type: ignore[arg-type]
    if json_path is not None:
        from triage.report.render import write_atomically

        write_atomically(json_path, json_document([diagnosis]))
    if fail_on is not None and diagnosis.at_or_above(fail_on):
        raise TrainingFailed(failure_message(diagnosis, fail_on), diagnosis)
    return diagnosis


def merge_hparams_json(path: str | os.PathLike[str], facts: Mapping[str, Any]) -> None:
    """Add `facts` to the hparams.json at `path` (created if absent, an unreadable one replaced),
    written atomically: the hooks' record of what the real training objects said."""
    import json

    from triage.report.render import write_atomically

    target = Path(path)
    merged: dict[str, Any] = {}
    try:
        existing = json.loads(target.read_text(encoding="utf-8"))
        if isinstance(existing, dict):
            merged.update(existing)
    except (OSError, ValueError):
        pass  # absent or unreadable: replaced by what is known now
    merged.update(facts)
    write_atomically(target, json.dumps(merged, indent=2, sort_keys=True, default=str))
