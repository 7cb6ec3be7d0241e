"""Triage every unit of a sweep (a sub-directory: one run or a tree of runs),
in this process or a pool of workers, and write the sweep's index page."""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

# A sweep is I/O- and numpy-bound per run; more workers than this rarely helps on a laptop.
DEFAULT_SCAN_JOBS_CAP = 8

Progress = Callable[[int], None]


def scan_units(directory: Path) -> list[Path]:
    """The units a sweep is split into: each sub-directory (one run, or a tree of
    runs), or the directory itself when it has none."""
    from triage.errors import InputError

    if not directory.exists():
        raise InputError("no such file or directory", str(directory))
    if not directory.is_dir():
        raise InputError("scan expects a directory of runs; use `triage diagnose` for a file", str(directory))
    children = sorted(p for p in directory.iterdir() if p.is_dir() and not p.name.startswith("."))
    return children or [directory]


def scan_directory(
    directory: Path,
    *,
    jobs: int = 0,
    mapping: Sequence[str] = (),
    kb_dirs: Sequence[Path] = (),
    select: Sequence[str] = (),
    ignore: Sequence[str] = (),
    reports_dir: Path | None = None,
    progress: Progress | None = None,
) -> tuple[list[dict[str, Any]], list[tuple[str, str]]]:
    """Triage every unit under `directory`, `jobs` processes at a time (1: in this
    process). Returns the format-1 run entries, ordered by unit then run, and the
    units that could not be read with the reason. With `reports_dir`, each unit's
    worker also writes its runs' HTML reports there and the entries carry the
    page's file name under "report". `progress(n)` is called with the number of
    units finished so far. Raises InputError when no unit was readable,
    UsageError / KnowledgeBaseError for bad options."""
    from triage.errors import InputError
    from triage.pipeline import diagnose_runs
    from triage.readers.naming import parse_mapping

    # Fail fast, in this process, on a bad --map, --select or knowledge base.
    parse_mapping(mapping)
    diagnose_runs([], kb_dirs=list(kb_dirs), select=select, ignore=ignore)

    units = scan_units(directory)
    workers = jobs or min(os.cpu_count() or 1, DEFAULT_SCAN_JOBS_CAP)
    workers = max(1, min(workers, len(units)))
    args = (
        tuple(mapping),
        tuple(str(k) for k in kb_dirs),
        tuple(select),
        tuple(ignore),
        str(reports_dir) if reports_dir is not None else "",
    )
    results: dict[int, tuple[list[dict[str, Any]], str]] = {}
    if workers == 1:
        for index, unit in enumerate(units):
            results[index] = scan_unit(str(unit), *args)
            if progress is not None:
                progress(len(results))
    else:
        from concurrent.futures import ProcessPoolExecutor, as_completed

        with ProcessPoolExecutor(max_workers=workers) as pool:
            futures = {pool.submit(scan_unit, str(unit), *args): i for i, unit in enumerate(units)}
            for future in as_completed(futures):
                results[futures[future]] = future.result()
                if progress is not None:
                    progress(len(results))
    entries: list[dict[str, Any]] = []
    failures: list[tuple[str, str]] = []
    for index, unit in enumerate(units):
        found, error = results[index]
        if unit != directory:
            # run names are relative to their unit; in a sweep-wide index they need the unit's name
            for entry in found:
                entry["run"] = _qualified(unit.name, str(entry["run"]))
        entries.extend(found)
        if error:
            failures.append((str(unit), error))
    if not entries:
        reason = failures[0][1] if failures else "no runs found"
        raise InputError(f"no readable run in the sweep ({reason})", str(directory))
    return entries, failures


def _qualified(unit_name: str, run_name: str) -> str:
    if run_name == unit_name or run_name.startswith(unit_name + "/"):
        return run_name
    return f"{unit_name}/{run_name}"


def scan_unit(
    unit: str,
    mapping: tuple[str, ...],
    kb_dirs: tuple[str, ...],
    select: tuple[str, ...],
    ignore: tuple[str, ...],
    reports_dir: str = "",
) -> tuple[list[dict[str, Any]], str]:
    """Worker body for `scan`: triage one unit and return its runs' format-1
    entries (small and picklable), or the reason it could not be read. With
    `reports_dir`, write each run's HTML report there (the Diagnosis, with its
    curves, never leaves the worker) and name the page in the entry's "report"."""
    from triage.errors import InputError
    from triage.pipeline import diagnose_runs
    from triage.readers import read_runs
    from triage.readers.naming import parse_mapping

    try:
        runs = read_runs(unit, mapping=parse_mapping(mapping))
    except InputError as bad:
        return [], str(bad)
    diagnoses = diagnose_runs(runs, kb_dirs=list(kb_dirs), select=select, ignore=ignore)
    entries = [d.to_dict() for d in diagnoses]
    if reports_dir:
        from triage.report import render_html
        from triage.report.viewmodel import slug

        for diagnosis, entry in zip(diagnoses, entries, strict=True):
            page = f"{slug(_qualified(Path(unit).name, diagnosis.run.name))}.html"
            render_html(diagnosis, Path(reports_dir) / page)
            entry["report"] = page
    return entries, ""


def write_scan_index(
    directory: Path, entries: list[dict[str, Any]], failures: Sequence[tuple[str, str]], output: Path
) -> None:
    """The sweep's index page: one row a run (linked to its page when written),
    one row an unreadable unit with its reason."""
    from dataclasses import replace

    from triage.report.render import render_index
    from triage.report.viewmodel import SummaryRow, summary_row_from_json

    title = f"Sweep {directory.resolve().name or directory}: {len(entries)} runs"
    pages = [str(entry.pop("report", "")) for entry in entries]
    rows = [summary_row_from_json(e) for e in entries]
    if pages and all(pages):
        rows = [replace(row, link=f"runs/{page}") for row, page in zip(rows, pages, strict=True)]
    rows += [
        SummaryRow(
            run=unit,
            anchor="",
            source=unit,
            verdict="unreadable",
            symptoms=(),
            top_cause="",
            top_cause_id="",
            error=message,
        )
        for unit, message in failures
    ]
    render_index(rows, output, title=title)
