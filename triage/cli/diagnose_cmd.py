"""The `diagnose`, `report` and `demo` commands: thin shells over
triage.readers, triage.pipeline and triage.report (all imported lazily)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from triage.cli.common import (  # noqa: F401 - re-exported: other modules import them from here
    EXIT_CODES_HELP,
    AllOpt,
    ExitZeroOpt,
    FailOn,
    FailOnOpt,
    FormatOpt,
    IgnoreOpt,
    KbOpt,
    MapOpt,
    OptionalFailOnOpt,
    OutputFormat,
    OutputOpt,
    PathsArg,
    SelectOpt,
    _diagnose_paths,
    _emit,
    _exit_code,
    _exit_code_from_severities,
    _path_stem,
    _rendered,
    _split_ids,
    _status,
    _stderr_console,
    _stdout_colour,
    checks_run,
)

if TYPE_CHECKING:
    from triage.model import Diagnosis

DEFAULT_REPORTS_DIR = Path("reports")


def register(app: typer.Typer) -> None:
    """Add the diagnose, report and demo commands to `app`."""

    @app.command("diagnose", epilog=EXIT_CODES_HELP)
    def diagnose_command(
        paths: PathsArg,
        output_format: FormatOpt = OutputFormat.text,
        output: OutputOpt = None,
        fail_on: FailOnOpt = FailOn.high,
        exit_zero: ExitZeroOpt = False,
        select: SelectOpt = None,
        ignore: IgnoreOpt = None,
        mapping: MapOpt = None,
        kb: KbOpt = None,
        all_causes: AllOpt = False,
    ) -> None:
        """Triage runs: a terminal summary, or JSON / Markdown / HTML."""
        quiet = output_format is OutputFormat.json
        diagnoses = _diagnose_paths(paths, mapping or [], kb or [], select or [], ignore or [], quiet=quiet)
        checks = (
            None if output_format is OutputFormat.json else checks_run(kb or [], select or [], ignore or [])
        )
        text = _rendered(
            diagnoses, output_format, to_terminal=output is None, all_causes=all_causes, checks=checks
        )
        _emit(text, output)
        raise typer.Exit(_exit_code(diagnoses, fail_on, exit_zero))

    @app.command("report", epilog=EXIT_CODES_HELP)
    def report_command(
        paths: PathsArg,
        output: Annotated[
            Path | None,
            typer.Option(
                "--output",
                "-o",
                metavar="FILE",
                help="Where to write the HTML (default: reports/<run>.html).",
            ),
        ] = None,
        fail_on: FailOnOpt = FailOn.high,
        exit_zero: ExitZeroOpt = False,
        select: SelectOpt = None,
        ignore: IgnoreOpt = None,
        mapping: MapOpt = None,
        kb: KbOpt = None,
    ) -> None:
        """Write a self-contained HTML report (plots inline, no script) and print its path."""
        from triage.report import render_html
        from triage.report.viewmodel import display_name, slug

        diagnoses = _diagnose_paths(paths, mapping or [], kb or [], select or [], ignore or [], quiet=False)
        if output is None:
            name = display_name(diagnoses[0].run) if len(diagnoses) == 1 else _path_stem(paths[0])
            output = DEFAULT_REPORTS_DIR / f"{slug(name)}.html"
        with _status(False, f"rendering {output}"):
            render_html(diagnoses, output, checks=checks_run(kb or [], select or [], ignore or []))
        typer.echo(str(output))
        raise typer.Exit(_exit_code(diagnoses, fail_on, exit_zero))

    @app.command("demo")
    def demo_command(
        output_dir: Annotated[
            Path,
            typer.Option("--output-dir", "-o", metavar="DIR", help="Where to write the example reports."),
        ] = DEFAULT_REPORTS_DIR,
    ) -> None:
        """Triage the bundled demo runs (small real torch runs, one healthy, the others
        with injected faults) and write their HTML reports."""
        diagnoses, written = write_demo_reports(output_dir, quiet=False)
        from triage.report import to_text

        typer.echo(to_text(diagnoses, color=_stdout_colour(None), summary_only=True), nl=False)
        typer.echo(f"demo runs (read in place): {demo_runs_location()}")
        typer.echo(f"reports written to {output_dir.resolve()}:")
        for path in written:
            typer.echo(f"  {path}")
        typer.echo(f"open {output_dir / 'index.html'} to start; try `triage diagnose {demo_runs_location()}`")


# ----------------------------------------------------------------------------- diagnose


# ----------------------------------------------------------------------------- demo


def demo_runs_location() -> Path:
    """Where the bundled demo runs are installed."""
    from triage.errors import InputError

    try:
        from triage.demo import demo_runs_dir
    except ImportError as missing:
        raise InputError(f"the bundled demo runs are missing ({missing}); reinstall loss-triage") from None
    return Path(demo_runs_dir())


def write_demo_reports(output_dir: Path, *, quiet: bool = True) -> tuple[list[Diagnosis], list[Path]]:
    """Triage the bundled demo runs and write one HTML report per run, an index
    page and a Markdown summary into `output_dir`. Paths inside the files are
    relative to the demo directory, so the output is the same on every machine."""
    from triage.errors import InputError
    from triage.pipeline import diagnose_runs
    from triage.readers import read_runs
    from triage.report import render_html, to_markdown, write_atomically
    from triage.report.viewmodel import display_name, relabel, slug

    demo_dir = demo_runs_location()
    if not demo_dir.is_dir():
        raise InputError("the bundled demo runs are missing; reinstall loss-triage", str(demo_dir))
    labels = {str(demo_dir.resolve()): "demo", str(demo_dir): "demo"}
    with _status(quiet, "reading the demo runs"):
        runs = sorted(read_runs(demo_dir), key=lambda r: r.name)
    for run in runs:
        # the reports must not carry this machine's install path
        run.source = relabel(run.source, labels)
        run.notes[:] = [relabel(n, labels) for n in run.notes]
    with _status(quiet, f"diagnosing {len(runs)} demo runs"):
        diagnoses = diagnose_runs(runs)
    checks = checks_run()
    written: list[Path] = []
    files: dict[str, str] = {}
    for diagnosis in diagnoses:
        name = _unique_name(slug(display_name(diagnosis.run)), files)
        target = output_dir / f"{name}.html"
        with _status(quiet, f"rendering {target}"):
            render_html(diagnosis, target, path_labels=labels, checks=checks)
        files[name] = diagnosis.run.name
        written.append(target)
    links = [f"{name}.html" for name in files]
    index = output_dir / "index.html"
    _write_index([d.to_dict() for d in diagnoses], links, [], index, title="loss-triage demo runs")
    summary = output_dir / "summary.md"
    write_atomically(
        summary, to_markdown(diagnoses, title="the demo runs", path_labels=labels, checks=checks)
    )
    return diagnoses, [*written, index, summary]


def _unique_name(name: str, taken: dict[str, str]) -> str:
    candidate, counter = name, 1
    while candidate in taken:
        counter += 1
        candidate = f"{name}-{counter}"
    return candidate


def _write_index(
    entries: Sequence[dict[str, Any]],
    links: Sequence[str],
    failures: Sequence[tuple[str, str]],
    output: Path,
    *,
    title: str,
) -> None:
    from dataclasses import replace

    from triage.report.render import render_index
    from triage.report.viewmodel import SummaryRow, summary_row_from_json

    rows = [summary_row_from_json(e) for e in entries]
    if links:
        rows = [replace(row, link=link) for row, link in zip(rows, links, strict=True)]
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
