"""The renderings of a diagnosis: HTML and Markdown through Jinja2 templates
(autoescape on), plain or coloured terminal text through rich; files written atomically."""

from __future__ import annotations

import io
import os
import re
import tempfile
from collections.abc import Mapping, Sequence
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

from triage.model import Diagnosis
from triage.report.viewmodel import ReportView, SummaryRow, build_view

if TYPE_CHECKING:
    import jinja2

# How much of the ranking the Markdown shows: PR comments should stay short.
MARKDOWN_MAX_CAUSES = 5
MARKDOWN_DETAILED_CAUSES = 3
TEXT_MAX_CAUSES = 3


def render_html(
    diagnoses: Diagnosis | Sequence[Diagnosis] | ReportView,
    path: str | os.PathLike[str] | None = None,
    *,
    title: str = "",
    path_labels: Mapping[str, str] | None = None,
) -> str:
    """The self-contained HTML report; written atomically to `path` when given.
    Returns the HTML text."""
    view = (
        diagnoses
        if isinstance(diagnoses, ReportView)
        else build_view(diagnoses, title=title, path_labels=path_labels)
    )
    html = _environment().get_template("report.html.j2").render(view=view)
    if path is not None:
        write_atomically(path, html)
    return html


def render_index(
    rows: Sequence[SummaryRow], path: str | os.PathLike[str] | None = None, *, title: str
) -> str:
    """The index page of several runs (a sweep, the demo): one row a run, worst
    verdicts first. Written atomically to `path` when given; returns the HTML."""
    from triage import __version__

    order = {"unreadable": 0, "failing": 1, "warning": 2, "healthy": 3}
    ordered = sorted(rows, key=lambda r: (order.get(r.verdict, 9), r.run, r.source))
    counts = {v: sum(1 for r in rows if r.verdict == v) for v in order}
    html = (
        _environment()
        .get_template("index.html.j2")
        .render(rows=ordered, title=title, version=__version__, counts=counts)
    )
    if path is not None:
        write_atomically(path, html)
    return html


def to_markdown(
    diagnoses: Diagnosis | Sequence[Diagnosis],
    *,
    title: str = "",
    path_labels: Mapping[str, str] | None = None,
) -> str:
    """Markdown for a pull-request comment or a CI step summary."""
    view = build_view(diagnoses, title=title, path_labels=path_labels, plots=False)
    text = (
        _environment()
        .get_template("summary.md.j2")
        .render(view=view, max_causes=MARKDOWN_MAX_CAUSES, detailed_causes=MARKDOWN_DETAILED_CAUSES)
    )
    # Template blocks leave runs of blank lines; one blank line is all Markdown needs.
    return re.sub(r"\n{3,}", "\n\n", text).strip("\n") + "\n"


def to_text(
    diagnoses: Diagnosis | Sequence[Diagnosis],
    *,
    color: bool = False,
    width: int = 100,
    path_labels: Mapping[str, str] | None = None,
    summary_only: bool = False,
) -> str:
    """The terminal summary: verdict, symptoms with severity and onset, the top
    causes with their first check (a table of runs first when there are several;
    only that table with `summary_only`). ANSI colours only when `color` is true."""
    from rich.console import Console
    from rich.padding import Padding
    from rich.table import Table
    from rich.text import Text

    view = build_view(diagnoses, path_labels=path_labels, plots=False)
    buffer = io.StringIO()
    console = Console(
        file=buffer,
        width=width,
        force_terminal=color,
        no_color=not color,
        color_system="standard" if color else None,
        highlight=False,
        emoji=False,
        soft_wrap=False,
    )
    if len(view.runs) > 1:
        table = Table(title=f"{len(view.runs)} runs", title_justify="left", show_lines=False)
        for heading in ("run", "verdict", "symptoms", "top cause"):
            table.add_column(heading, overflow="fold")
        for row in view.summary:
            symptoms = ", ".join(f"{sid} ({sev})" for sid, sev in row.symptoms) or "none"
            table.add_row(
                Text(row.run),
                Text(row.verdict, style=_VERDICT_STYLE.get(row.verdict, "")),
                Text(symptoms),
                Text(row.top_cause_id or "-"),
            )
        console.print(table)
        console.print()
    for run in () if summary_only and len(view.runs) > 1 else view.runs:
        header = Text()
        header.append(f" {run.verdict.upper()} ", style=_VERDICT_BADGE.get(run.verdict, "reverse"))
        header.append(f"  {run.name}", style="bold")
        header.append(f"  ({run.source}, {run.reader}, {len(run.series)} series)", style="dim")
        console.print(header)
        if not run.symptoms:
            console.print(Text("  no symptom found", style="green"))
        for s in run.symptoms:
            line = Text("  ")
            line.append(f"{s.severity.upper():<9}", style=_SEVERITY_STYLE.get(s.severity, ""))
            line.append(f"{s.id}", style="bold")
            if s.onset:
                line.append(f"  from step {s.onset}", style="dim")
            console.print(line)
            console.print(Padding(Text(s.message), (0, 0, 0, 11)))
        if run.causes:
            console.print(Text("  what to check first:", style="bold"))
        for cause in run.causes[:TEXT_MAX_CAUSES]:
            line = Text(f"  {cause.rank}. ")
            line.append(cause.title, style="bold")
            line.append(f"  [{cause.id}, {cause.certainty_percent}%]", style="dim")
            console.print(line)
            if cause.checks:
                console.print(Padding(Text(f"check: {cause.checks[0]}"), (0, 0, 0, 5)))
        if len(run.causes) > TEXT_MAX_CAUSES:
            more = len(run.causes) - TEXT_MAX_CAUSES
            noun = "cause" if more == 1 else "causes"
            console.print(Text(f"  ... {more} more {noun} (--format md or html)", style="dim"))
        if run.notes:
            count = len(run.notes)
            console.print(
                Text(
                    f"  {count} note{'s' if count != 1 else ''} on what was skipped or guessed "
                    "(--format md or html)",
                    style="dim",
                )
            )
        console.print()
    lines = [line.rstrip() for line in buffer.getvalue().splitlines()]
    return "\n".join(lines).rstrip("\n") + "\n"


def write_atomically(path: str | os.PathLike[str], text: str) -> Path:
    """Write `text` to `path` through a temporary file in the same directory and
    a rename, so a reader never sees half a report."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as out:
            out.write(text)
        # mkstemp makes the file private (0600); a report is for sharing, like any file the user writes
        os.chmod(temporary, 0o666 & ~_current_umask())
        os.replace(temporary, target)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    return target


def _current_umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


_VERDICT_STYLE = {"healthy": "green", "warning": "yellow", "failing": "bold red"}
_VERDICT_BADGE = {
    "healthy": "bold white on green",
    "warning": "bold black on yellow",
    "failing": "bold white on red",
}
_SEVERITY_STYLE = {"low": "cyan", "medium": "yellow", "high": "bold magenta", "critical": "bold red"}


@lru_cache(maxsize=1)
def _environment() -> jinja2.Environment:
    import jinja2

    env = jinja2.Environment(
        loader=jinja2.PackageLoader("triage.report", "templates"),
        autoescape=True,  # every template, whatever its extension: logs supply tag names and hparams
        trim_blocks=False,
        lstrip_blocks=False,
        keep_trailing_newline=True,
        undefined=jinja2.StrictUndefined,
    )
    env.filters["cell"] = _markdown_cell
    env.filters["inline"] = _markdown_inline
    env.filters["code"] = _markdown_code
    return env


def _markdown_inline(text: object) -> str:
    # One line: a newline inside a list item or heading would break the Markdown structure.
    return " ".join(str(text).split())


def _markdown_cell(text: object) -> str:
    return _markdown_inline(text).replace("|", "\\|")


def _markdown_code(text: object) -> str:
    # A backtick would close the code span early.
    return _markdown_inline(text).replace("`", "'")
