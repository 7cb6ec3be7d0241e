"""What every command shares: the output formats, the common options, the
exit code from --fail-on, rendering, atomic output and the progress line.
One definition here keeps the commands consistent (same names, same defaults)."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager, nullcontext
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

if TYPE_CHECKING:
    from rich.console import Console

    from triage.model import Diagnosis, Run


class OutputFormat(str, Enum):
    text = "text"
    json = "json"
    md = "md"
    html = "html"


class FailOn(str, Enum):
    low = "low"
    medium = "medium"
    high = "high"
    critical = "critical"


_MAP_HELP = "Override a series' role and kind: TAG=ROLE/KIND (e.g. my/val=val/loss). Repeatable."
_KB_HELP = "An extra knowledge-base directory (adds to or overrides the bundled one). Repeatable."
_EXIT_ZERO_HELP = "Exit 0 even when symptoms reach --fail-on."

PathsArg = Annotated[
    list[Path],
    typer.Argument(
        help="Log files, run directories, or trees of runs.", metavar="PATH...", show_default=False
    ),
]
FormatOpt = Annotated[
    OutputFormat, typer.Option("--format", "-f", help="text (terminal), json (format 1), md, or html.")
]
FailOnOpt = Annotated[FailOn, typer.Option("--fail-on", help="Exit 1 when a symptom is at or above this.")]
OptionalFailOnOpt = Annotated[
    FailOn | None, typer.Option("--fail-on", help="Exit 1 when a symptom is at or above this severity.")
]
ExitZeroOpt = Annotated[bool, typer.Option("--exit-zero", help=_EXIT_ZERO_HELP)]
SelectOpt = Annotated[
    list[str] | None,
    typer.Option("--select", metavar="IDS", help="Only these symptom ids or codes (comma-separated)."),
]
IgnoreOpt = Annotated[
    list[str] | None,
    typer.Option("--ignore", metavar="IDS", help="Drop these symptom ids or codes (comma-separated)."),
]
MapOpt = Annotated[list[str] | None, typer.Option("--map", metavar="TAG=ROLE/KIND", help=_MAP_HELP)]
KbOpt = Annotated[list[Path] | None, typer.Option("--kb", metavar="DIR", help=_KB_HELP)]


def _diagnose_paths(
    paths: Sequence[Path],
    mapping: Sequence[str],
    kb: Sequence[Path],
    select: Sequence[str],
    ignore: Sequence[str],
    *,
    quiet: bool,
) -> list[Diagnosis]:
    from triage.pipeline import diagnose_runs
    from triage.readers import read_runs
    from triage.readers.naming import parse_mapping

    labels = parse_mapping(mapping)
    runs: list[Run] = []
    for path in paths:
        with _status(quiet, f"reading {path}"):
            runs.extend(read_runs(path, mapping=labels))
    with _status(quiet, f"diagnosing {len(runs)} run{'s' if len(runs) != 1 else ''}"):
        return diagnose_runs(runs, kb_dirs=list(kb), select=_split_ids(select), ignore=_split_ids(ignore))


def _rendered(diagnoses: Sequence[Diagnosis], output_format: OutputFormat, *, to_terminal: bool) -> str:
    if output_format is OutputFormat.json:
        from triage.model import json_document

        return json_document(list(diagnoses)) + "\n"
    if output_format is OutputFormat.md:
        from triage.report import to_markdown

        return to_markdown(diagnoses)
    if output_format is OutputFormat.html:
        from triage.report import render_html

        return render_html(diagnoses)
    from triage.report import to_text

    return to_text(diagnoses, color=_stdout_colour(None) if to_terminal else False)


def _emit(text: str, output: Path | None) -> None:
    if output is None:
        sys.stdout.write(text)
        sys.stdout.flush()
        return
    from triage.report import write_atomically

    write_atomically(output, text)
    typer.echo(f"wrote {output}", err=True)


def _exit_code(diagnoses: Sequence[Diagnosis], fail_on: FailOn | None, exit_zero: bool) -> int:
    severities = [f.severity for d in diagnoses for f in d.symptoms]
    return _exit_code_from_severities(severities, fail_on, exit_zero)


def _exit_code_from_severities(severities: Sequence[str], fail_on: FailOn | None, exit_zero: bool) -> int:
    from triage.cli import EXIT_FINDINGS, EXIT_OK
    from triage.model import severity_rank

    if exit_zero or fail_on is None:
        return EXIT_OK
    floor = severity_rank(fail_on.value)
    return EXIT_FINDINGS if any(severity_rank(s) >= floor for s in severities) else EXIT_OK


def _split_ids(values: Sequence[str]) -> list[str]:
    return [part.strip() for value in values for part in value.split(",") if part.strip()]


def _path_stem(path: Path) -> str:
    resolved = path.resolve()
    return resolved.stem if resolved.is_file() else resolved.name or "report"


def _stdout_colour(stream: Any) -> bool:
    stream = stream or sys.stdout
    if os.environ.get("NO_COLOR"):
        return False
    return bool(getattr(stream, "isatty", lambda: False)())


def _stderr_console(quiet: bool) -> Console | None:
    # Progress only for a person watching: never under --format json, never into a pipe or file.
    if quiet or not sys.stderr.isatty():
        return None
    from rich.console import Console

    return Console(stderr=True)


@contextmanager
def _status(quiet: bool, message: str) -> Iterator[None]:
    console = _stderr_console(quiet)
    context = console.status(message) if console is not None else nullcontext()
    with context:
        yield
