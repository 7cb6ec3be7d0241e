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

from markupsafe import Markup

from triage.model import Diagnosis
from triage.report.text import visible, visible_value
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
    checks: Mapping[str, str] | None = None,
) -> str:
    """The self-contained HTML report; written atomically to `path` when given.
    Returns the HTML text. `checks` (symptom id -> title of each detector that
    ran) lets a run without symptoms list the checks it passed."""
    view = (
        diagnoses
        if isinstance(diagnoses, ReportView)
        else build_view(diagnoses, title=title, path_labels=path_labels, checks=checks)
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

    order = {"unreadable": 0, "failing": 1, "warning": 2, "inconclusive": 3, "healthy": 4}
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
    checks: Mapping[str, str] | None = None,
) -> str:
    """Markdown for a pull-request comment or a CI step summary."""
    view = build_view(diagnoses, title=title, path_labels=path_labels, plots=False, checks=checks)
    text = (
        _markdown_environment()
        .get_template("summary.md.j2")
        .render(view=view, max_causes=MARKDOWN_MAX_CAUSES, detailed_causes=MARKDOWN_DETAILED_CAUSES)
    )
    # Template blocks leave runs of blank lines; one blank line is all Markdown needs.
    return re.sub(r"\n{3,}", "\n\n", text).strip("\n") + "\n"


def to_text(
    diagnoses: Diagnosis | Sequence[Diagnosis],
    *,
    color: bool = False,
    width: int | None = None,
    path_labels: Mapping[str, str] | None = None,
    summary_only: bool = False,
    all_causes: bool = False,
    details_hint: str = "--format md or html",
    checks: Mapping[str, str] | None = None,
) -> str:
    """The terminal summary: verdict, symptoms with severity and onset, the top
    causes with their first check (a table of runs first when there are several;
    only that table with `summary_only`; every cause with `all_causes`;
    `details_hint` names the command's options that show the rest). Lines
    wrap at `width`, by default the terminal's. ANSI colours only when `color` is true."""
    from rich.console import Console
    from rich.padding import Padding
    from rich.table import Table
    from rich.text import Text

    view = build_view(diagnoses, path_labels=path_labels, plots=False, checks=checks)
    buffer = io.StringIO()
    console = Console(
        file=buffer,
        width=width or terminal_width(),
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
    shown_causes = None if all_causes else TEXT_MAX_CAUSES
    for run in () if summary_only and len(view.runs) > 1 else view.runs:
        header = Text()
        header.append(f" {run.verdict.upper()} ", style=_VERDICT_BADGE.get(run.verdict, "reverse"))
        header.append(f"  {run.name}", style="bold")
        header.append(f"  ({run.source}, {run.reader}, {len(run.series)} series)", style="dim")
        console.print(header)
        if run.verdict == "inconclusive":
            found = "only low hints found" if run.symptoms else "no symptom found"
            console.print(Text(f"  {found}, but the run could not be judged:", style="bold"))
            for reason in run.inconclusive_reasons:
                console.print(Padding(Text(f"- {reason}"), (0, 0, 0, 4)))
        elif not run.symptoms:
            passed = f": {len(run.passed)} checks ran and found nothing" if run.passed else ""
            console.print(Text(f"  no symptom found{passed}", style="green"))
            if run.passed:
                console.print(Padding(Text(", ".join(c.id for c in run.passed), style="dim"), (0, 0, 0, 4)))
        for s in run.symptoms:
            line = Text("  ")
            line.append(f"{s.severity.upper():<9}", style=_SEVERITY_STYLE.get(s.severity, ""))
            line.append(f"{s.id}", style="bold")
            if s.onset:
                line.append(f"  from step {s.onset}", style="dim")
            console.print(line)
            console.print(Padding(Text(s.message), (0, 0, 0, 11)))
            for e in s.explains:
                also = Text(f"explains {e.id} ({e.severity})", style="dim")
                also.append(f": {e.message}")
                console.print(Padding(also, (0, 0, 0, 11)))
        if run.causes:
            console.print(
                Text(
                    "  what to check first (score = certainty x severity weight of its symptom):",
                    style="bold",
                )
            )
        # a grid keeps a hanging indent: a long title wraps under itself, not under its number
        causes = Table.grid(padding=0)
        causes.add_column(width=6, no_wrap=True)
        causes.add_column(overflow="fold")
        for cause in run.causes[:shown_causes]:
            line = Text(cause.title, style="bold")
            line.append(
                f"  [{cause.id}, score {cause.score_percent}, certainty {cause.certainty_percent}%]",
                style="dim",
            )
            causes.add_row(Text(f"  {cause.rank}. "), line)
            if cause.checks:
                causes.add_row(Text(""), Text(f"check: {cause.checks[0]}"))
        if run.causes:
            console.print(causes)
        if shown_causes is not None and len(run.causes) > shown_causes:
            more = len(run.causes) - shown_causes
            noun = "cause" if more == 1 else "causes"
            console.print(Text(f"  ... {more} more {noun} (--all lists them)", style="dim"))
        if run.notes:
            count = len(run.notes)
            console.print(
                Text(
                    f"  {count} note{'s' if count != 1 else ''} on what was skipped or guessed"
                    f" ({details_hint})",
                    style="dim",
                )
            )
        console.print()
    lines = [line.rstrip() for line in buffer.getvalue().splitlines()]
    return "\n".join(lines).rstrip("\n") + "\n"


def terminal_width() -> int:
    """The terminal's width in columns (COLUMNS, then the terminal itself), or
    100 when output goes to a pipe or file."""
    import shutil

    return max(40, shutil.get_terminal_size(fallback=(100, 24)).columns)


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


_VERDICT_STYLE = {"healthy": "green", "warning": "yellow", "failing": "bold red", "inconclusive": "bold"}
_VERDICT_BADGE = {
    "inconclusive": "bold white on blue",
    "healthy": "bold white on green",
    "warning": "bold black on yellow",
    "failing": "bold white on red",
}
_SEVERITY_STYLE = {"low": "cyan", "medium": "yellow", "high": "bold magenta", "critical": "bold red"}


@lru_cache(maxsize=1)
def _environment() -> jinja2.Environment:
    """HTML templates: autoescape on, and every value shown with its bidi and
    control characters made visible."""
    import jinja2

    env = jinja2.Environment(
        loader=jinja2.PackageLoader("triage.report", "templates"),
        autoescape=True,  # every template, whatever its extension: logs supply tag names and hparams
        trim_blocks=False,
        lstrip_blocks=False,
        keep_trailing_newline=True,
        undefined=jinja2.StrictUndefined,
        finalize=visible_value,
    )
    return env


@lru_cache(maxsize=1)
def _markdown_environment() -> jinja2.Environment:
    """Markdown templates: no HTML escaping (entities would show as `&#39;`), but
    every value goes through escape_markdown unless a filter already made it safe,
    so no log string can become a link, an image or HTML."""
    import jinja2

    env = jinja2.Environment(
        loader=jinja2.PackageLoader("triage.report", "templates"),
        autoescape=False,  # noqa: S701 - Markdown, escaped for Markdown by finalize (see above)
        trim_blocks=False,
        lstrip_blocks=False,
        keep_trailing_newline=True,
        undefined=jinja2.StrictUndefined,
        finalize=_markdown_value,
    )
    env.filters["cell"] = _markdown_cell
    env.filters["inline"] = _markdown_inline
    env.filters["code"] = _markdown_code
    return env


def _markdown_value(value: object) -> object:
    if isinstance(value, Markup):
        return value
    return Markup(escape_markdown(str(value)))  # noqa: S704 - escaped for Markdown just here


# Every ASCII punctuation mark that can open Markdown or HTML structure inline:
# emphasis, code, links and images, raw HTML and entities, tables, strikethrough.
_MARKDOWN_SPECIAL = re.compile(r"([\\`*_\[\]<>#!|~&])")


def escape_markdown(text: str) -> str:
    """`text` as literal Markdown on one line: structure characters are
    backslash-escaped (CommonMark shows them as typed), `https://` and `www.`
    are broken so GitHub does not autolink them, and bidi controls are made visible."""
    flat = " ".join(visible(text).split())
    escaped = _MARKDOWN_SPECIAL.sub(r"\\\1", flat)
    escaped = escaped.replace("://", ":\\/\\/")
    escaped = re.sub(r"(?i)\b(www)\.", r"\1\\.", escaped)
    # a leading "-", "+" or "1." would start a list
    return re.sub(
        r"^([-+=]|\d+)([.)]?)",
        lambda m: (
            "\\" + m.group(0)
            if m.group(1) in "-+="
            else (m.group(1) + ("\\" + m.group(2) if m.group(2) else ""))
        ),
        escaped,
    )


def _markdown_inline(text: object) -> Markup:
    # One line, escaped: a newline inside a list item or heading would break the Markdown structure.
    return Markup(escape_markdown(str(text)))  # noqa: S704 - escaped for Markdown just here


def _markdown_cell(text: object) -> Markup:
    return _markdown_inline(text)  # pipes are escaped with the rest


def _markdown_code(text: object) -> Markup:
    # Inside a code span nothing is interpreted, not even a backslash; only a backtick would close it early.
    flat = " ".join(visible(str(text)).split()).replace("`", "'")
    return Markup(flat)  # noqa: S704 - a code span shows its text literally
