"""Sweeps: triage a directory of runs (local, or any fsspec URL) in parallel
into one index page, a `"kind": "scan"` JSON document and a JSON Lines stream
of results, with hyperparameter importance and failures grouped by cause. On
top of the pipeline: it uses the readers, the pipeline and the report through
their public functions; no stage imports it."""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from triage.sweep.engine import (
    DEFAULT_TIMEOUT_SECONDS,
    Objective,
    ScanOptions,
    ScanSummary,
    scan_directory,
    scan_unit,
    scan_units,
)

__all__ = [
    "DEFAULT_TIMEOUT_SECONDS",
    "Objective",
    "ScanOptions",
    "ScanOutcome",
    "default_results_path",
    "run_scan",
    "scan",
    "scan_directory",
    "scan_unit",
    "scan_units",
]


@dataclass
class ScanOutcome:
    """A finished (or interrupted) scan: where its files are and what it found."""

    summary: ScanSummary
    index: Path
    analysis: Any  # triage.sweep.outputs.SweepAnalysis
    severities: list[str]
    readable: int
    verdicts: list[str]

    def document(self) -> str:
        """The `"kind": "scan"` JSON document (docs/json-scan.md)."""
        from triage.sweep.outputs import scan_document

        return "".join(
            scan_document(
                self.summary.results,
                self.analysis,
                self.analysis_objective,
                units=self.summary.units,
                interrupted=self.summary.interrupted,
                executor=self.summary.executor,
            )
        )

    analysis_objective: Objective = Objective()


def default_results_path(index: Path) -> Path:
    """Where the JSON Lines results go unless told: beside the index page."""
    return index.with_name(f"{index.stem}.results.jsonl")


def run_scan(
    directory: str | os.PathLike[str],
    index: Path,
    *,
    results: Path | None = None,
    options: ScanOptions | None = None,
    **scan_options: Any,
) -> ScanOutcome:
    """Scan `directory` (`scan_directory`, with its keyword arguments: jobs,
    timeout, resume, executor, scheduler, progress), then write the index page
    at `index` from the results file (also after an interrupted scan: what
    finished is indexed). Raises InputError when no run at all was readable."""
    from triage.errors import InputError
    from triage.sweep.outputs import SweepAnalysis, index_chunks, write_streamed
    from triage.sweep.results import iter_records

    options = options or ScanOptions()
    results = results or default_results_path(index)
    summary = scan_directory(directory, results, options=options, **scan_options)
    severities: list[str] = []
    verdicts: list[str] = []
    readable = 0
    first_error = ""
    for record in iter_records(results):
        if record["verdict"] == "unreadable":
            first_error = first_error or str(record["error"])
            continue
        readable += 1
        verdicts.append(str(record["verdict"]))
        severities.extend(str(severity) for _id, severity in record["symptoms"])
    if not readable and not summary.interrupted:
        raise InputError(
            f"no readable run in the sweep ({first_error or 'no runs found'})", os.fspath(directory)
        )
    analysis = SweepAnalysis.of(results, options.objective)
    from triage.sweep.remote import is_url

    text = os.fspath(directory)
    name = text.rstrip("/").rsplit("/", 1)[-1] if is_url(text) else Path(text).resolve().name or text
    notes = []
    if summary.interrupted:
        notes.append(f"interrupted: {summary.done + summary.resumed} of {summary.units} units finished")
    if summary.resumed:
        notes.append(f"resumed: {summary.resumed} units came from {results.name}")
    title = f"Sweep {name}: {len(analysis.table.runs)} runs"
    write_streamed(
        index,
        index_chunks(
            results, analysis, options.objective, title=title, links=bool(options.reports_dir), notes=notes
        ),
    )
    return ScanOutcome(summary, index, analysis, severities, readable, verdicts, options.objective)


def scan(
    directory: str | os.PathLike[str],
    index: str | os.PathLike[str] = Path("reports") / "index.html",
    **kwargs: Any,
) -> dict[str, Any]:
    """Library entry: scan `directory`, write the index page, and return the
    `"kind": "scan"` document as a dict. Keyword arguments as `run_scan`."""
    return dict(json.loads(run_scan(directory, Path(index), **kwargs).document()))
