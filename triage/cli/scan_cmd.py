"""The `scan` command: a thin shell over triage.sweep (imported lazily)."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from enum import Enum
from pathlib import Path
from typing import Annotated, Any

import typer

from triage.cli import EXIT_INTERRUPTED
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
# Above this many runs the terminal gets the counts and the groups, not a row a run.
TABLE_ROWS = 200


class ScanFormat(str, Enum):
    text = "text"
    json = "json"


class Executor(str, Enum):
    process = "process"
    dask = "dask"


def register(app: typer.Typer) -> None:
    """Add the scan command to `app`."""

    @app.command("scan")
    def scan_command(
        directory: Annotated[
            str,
            typer.Argument(
                help="A directory (or s3://, gs://, az://, hf://... URL) holding one run or tree of runs "
                "per sub-directory.",
                metavar="DIR",
                show_default=False,
            ),
        ],
        output: Annotated[Path, typer.Option("--output", "-o", help="Where to write the index page.")] = (
            DEFAULT_INDEX
        ),
        output_format: Annotated[
            ScanFormat,
            typer.Option(
                "--format", "-f", help="text (terminal table), or json (the scan document) on stdout."
            ),
        ] = ScanFormat.text,
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
        objective: Annotated[
            str | None,
            typer.Option(
                "--objective",
                metavar="METRIC[:max|min]",
                help="The series to optimise, by name or ROLE/KIND (default: best val/loss).",
            ),
        ] = None,
        results: Annotated[
            Path | None,
            typer.Option(
                "--results",
                metavar="FILE",
                help="JSON Lines results, written as runs finish (default: beside the index).",
            ),
        ] = None,
        resume: Annotated[
            bool, typer.Option("--resume", help="Keep the runs already in --results and scan only the rest.")
        ] = False,
        timeout: Annotated[
            float,
            typer.Option(
                "--timeout",
                metavar="SECONDS",
                help="Kill and record a run that takes longer (0: never; process executor only).",
            ),
        ] = 600.0,
        executor: Annotated[
            Executor, typer.Option("--executor", help="process (a local pool) or dask (a Dask cluster).")
        ] = Executor.process,
        scheduler: Annotated[
            str | None,
            typer.Option(
                "--scheduler",
                metavar="ADDRESS",
                help="The Dask scheduler (default: a local cluster of 2 workers).",
            ),
        ] = None,
        fail_on: FailOnOpt = FailOn.high,
        exit_zero: ExitZeroOpt = False,
        select: SelectOpt = None,
        ignore: IgnoreOpt = None,
        mapping: MapOpt = None,
        kb: KbOpt = None,
    ) -> None:
        """Triage a sweep of runs in parallel: one index page (sparklines, which hparams
        matter, failures by cause), a JSON Lines results file, and a table or JSON.
        Exit codes: 0 ok, 1 symptoms at or above --fail-on, 2 usage, 3 nothing readable,
        130 interrupted (what finished is written)."""
        from triage.errors import UsageError
        from triage.sweep import Objective, ScanOptions, run_scan

        if jobs < 0:
            raise UsageError(f"--jobs {jobs}: expected 0 (automatic) or a positive number of workers")
        if timeout < 0:
            raise UsageError(f"--timeout {timeout:g}: expected 0 (never) or a number of seconds")
        if scheduler and executor is not Executor.dask:
            raise UsageError("--scheduler needs --executor dask")
        options = ScanOptions(
            mapping=tuple(mapping or []),
            kb_dirs=tuple(str(k) for k in kb or []),
            select=tuple(_split_ids(select or [])),
            ignore=tuple(_split_ids(ignore or [])),
            reports_dir=str(output.parent / "runs") if reports else "",
            objective=Objective.parse(objective),
        )
        quiet = output_format is ScanFormat.json
        with _progress(quiet, directory) as advance:
            outcome = run_scan(
                directory,
                output,
                results=results,
                jobs=jobs,
                options=options,
                timeout=timeout or None,
                resume=resume,
                executor=executor.value,
                scheduler=scheduler,
                progress=advance,
            )
        if quiet:
            sys.stdout.write(outcome.document())
            sys.stdout.flush()
        else:
            _echo_summary(outcome)
            typer.echo(str(output))
        if outcome.summary.interrupted:
            typer.echo(
                f"triage: interrupted; {outcome.summary.done + outcome.summary.resumed} of "
                f"{outcome.summary.units} units are in {outcome.summary.results} (--resume to finish)",
                err=True,
            )
            raise typer.Exit(EXIT_INTERRUPTED)
        code = _exit_code_from_severities(outcome.severities, fail_on, exit_zero, verdicts=outcome.verdicts)
        raise typer.Exit(code)


@contextmanager
def _progress(quiet: bool, directory: str) -> Iterator[Any]:
    """A `progress(done)` callback: a bar for a person watching, nothing into a pipe or file."""
    console = _stderr_console(quiet)
    if console is None:
        yield None
        return
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn

    columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn())
    with Progress(*columns, console=console, transient=True) as shown:
        task = shown.add_task(f"triaging {directory}", total=None)
        yield lambda done: shown.update(task, completed=done)


def _echo_summary(outcome: Any) -> None:
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    from triage.sweep.results import iter_records

    colour = _stdout_colour(None)
    console = Console(force_terminal=colour, no_color=not colour, highlight=False, width=110)
    table = outcome.analysis.table
    for record in iter_records(outcome.summary.results):
        if record["verdict"] == "unreadable":
            typer.echo(f"triage: skipped {record['source']}: {record['error']}", err=True)
    if len(table.runs) <= TABLE_ROWS:
        shown = Table(title=f"{len(table.runs)} runs", title_justify="left")
        for heading in ("run", "verdict", "objective", "symptoms", "top cause"):
            shown.add_column(heading, overflow="fold")
        rows = sorted(iter_records(outcome.summary.results), key=lambda r: (_rank(r["verdict"]), r["run"]))
        for record in rows:
            symptoms = ", ".join(f"{sid} ({sev})" for sid, sev in record["symptoms"]) or (
                "-" if record["error"] else "none"
            )
            value = record["objective"]
            shown.add_row(
                Text(str(record["run"])),
                Text(str(record["verdict"])),
                Text("-" if value is None else f"{value:.4g}"),
                Text(symptoms),
                Text(str(record["top_cause"] or "-")),
            )
        console.print(shown)
    counts = {
        v: table.verdicts.count(v) for v in ("failing", "warning", "healthy", "inconclusive", "unreadable")
    }
    console.print(Text(f"{len(table.runs)} runs: " + ", ".join(f"{n} {v}" for v, n in counts.items() if n)))
    for entry in outcome.analysis.importance[:5]:
        console.print(
            Text(
                f"  {entry['name']}: importance {entry['importance']:.3f} "
                f"[{entry['low']:.3f}, {entry['high']:.3f}]"
            )
        )
    for group in outcome.analysis.groups:
        rule = group["hparam_rule"]
        line = f"  {len(group['runs'])} runs {group['cause']}" + (f": {rule['text']}" if rule else "")
        console.print(Text(line))


def _rank(verdict: str) -> int:
    from triage.sweep.outputs import VERDICT_ORDER

    return VERDICT_ORDER.get(verdict, 9)
