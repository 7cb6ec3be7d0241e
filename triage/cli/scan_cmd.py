"""The `scan` command: a thin shell over triage.sweep (imported lazily)."""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import nullcontext
from pathlib import Path
from typing import Annotated, Any

import typer

from triage.cli.common import (
    ExitZeroOpt,
    FailOn,
    FailOnOpt,
    IgnoreOpt,
    KbOpt,
    MapOpt,
    SelectOpt,
    _exit_code_from_severities,
    _split_ids,
    _stderr_console,
    _stdout_colour,
)

DEFAULT_INDEX = Path("reports") / "index.html"


def register(app: typer.Typer) -> None:
    """Add the scan command to `app`."""

    @app.command("scan")
    def scan_command(
        directory: Annotated[
            Path,
            typer.Argument(
                help="A directory holding one run (or tree of runs) per sub-directory.", metavar="DIR"
            ),
        ],
        output: Annotated[Path, typer.Option("--output", "-o", help="Where to write the index page.")] = (
            DEFAULT_INDEX
        ),
        jobs: Annotated[
            int, typer.Option("--jobs", "-j", help="Worker processes (0: one per core, at most 8).")
        ] = 0,
        reports: Annotated[
            bool,
            typer.Option(
                "--reports",
                help="Also write each run's full HTML report under runs/ beside the index, linked from it.",
            ),
        ] = False,
        fail_on: FailOnOpt = FailOn.high,
        exit_zero: ExitZeroOpt = False,
        select: SelectOpt = None,
        ignore: IgnoreOpt = None,
        mapping: MapOpt = None,
        kb: KbOpt = None,
    ) -> None:
        """Triage a sweep of runs in parallel and write one index page: run, verdict,
        symptoms, top cause."""
        from triage.errors import UsageError
        from triage.sweep import scan_directory, write_scan_index

        if jobs < 0:
            raise UsageError(f"--jobs {jobs}: expected 0 (automatic) or a positive number of workers")
        console = _stderr_console(False)
        with _progress(console, directory) as advance:
            entries, failures = scan_directory(
                directory,
                jobs=jobs,
                mapping=mapping or [],
                kb_dirs=kb or [],
                select=_split_ids(select or []),
                ignore=_split_ids(ignore or []),
                reports_dir=output.parent / "runs" if reports else None,
                progress=advance,
            )
        write_scan_index(directory, entries, failures, output)
        for unit, message in failures:
            typer.echo(f"triage: skipped {unit}: {message}", err=True)
        _echo_scan_table(entries, failures)
        typer.echo(str(output))
        severities = [s["severity"] for e in entries for s in e["symptoms"]]
        raise typer.Exit(_exit_code_from_severities(severities, fail_on, exit_zero))


def _progress(console: Any, directory: Path) -> Any:
    """A context giving a `progress(done)` callback: a bar for a person watching,
    nothing into a pipe or file."""
    from contextlib import contextmanager

    @contextmanager
    def bar() -> Any:
        if console is None:
            with nullcontext():
                yield None
            return
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn

        columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn())
        with Progress(*columns, console=console, transient=True) as shown:
            task = shown.add_task(f"triaging {directory}", total=None)
            yield lambda done: shown.update(task, completed=done)

    return bar()


def _echo_scan_table(entries: Sequence[dict[str, Any]], failures: Sequence[tuple[str, str]]) -> None:
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    from triage.report.viewmodel import summary_row_from_json

    table = Table(title=f"{len(entries)} runs", title_justify="left")
    for heading in ("run", "verdict", "symptoms", "top cause"):
        table.add_column(heading, overflow="fold")
    for entry in entries:
        row = summary_row_from_json(entry)
        symptoms = ", ".join(f"{sid} ({sev})" for sid, sev in row.symptoms) or "none"
        table.add_row(Text(row.run), Text(row.verdict), Text(symptoms), Text(row.top_cause_id or "-"))
    for unit, _message in failures:
        table.add_row(Text(unit), Text("unreadable"), Text("-"), Text("-"))
    colour = _stdout_colour(None)
    console = Console(force_terminal=colour, no_color=not colour, highlight=False, width=110)
    console.print(table)
