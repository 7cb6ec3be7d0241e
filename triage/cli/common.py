"""What every command shares: the output formats, the common options, the
exit code from --fail-on, rendering, atomic output and the progress line.
One definition here keeps the commands consistent (same names, same defaults)."""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager, nullcontext
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, ClassVar

import typer
from typer.core import TyperCommand

if TYPE_CHECKING:
    from rich.console import Console

    from triage.model import Diagnosis, Run


class OutputFormat(str, Enum):
    text = "text"
    json = "json"
    md = "md"
    html = "html"


SEVERITIES: tuple[str, ...] = ("low", "medium", "high", "critical")
# The one --fail-on default of every command (DESIGN.md: a CI job fails on high).
DEFAULT_FAIL_ON = "high"
FAIL_ON_METAVAR = "SEVERITY[,inconclusive]"
EXIT_CODES_HELP = (
    "Exit codes: 0 nothing at or above --fail-on; 1 a symptom at or above it (or, with "
    "--fail-on SEVERITY,inconclusive, a run that could not be judged); 2 usage, option or "
    "knowledge-base error; 3 input error (unreadable, no usable series); 4 internal error."
)


class FailOn(str):
    """A --fail-on value: a severity (low, medium, high, critical), optionally
    followed by `,inconclusive` to fail on runs that could not be judged too.
    `FailOn.high` and friends are the plain severities; `.value` is the severity."""

    low: ClassVar[FailOn]
    medium: ClassVar[FailOn]
    high: ClassVar[FailOn]
    critical: ClassVar[FailOn]

    def __new__(cls, text: str) -> FailOn:
        if isinstance(text, FailOn):
            return text
        parts = [p.strip().lower() for p in str(text).split(",") if p.strip()]
        severity = next((p for p in parts if p in SEVERITIES), None)
        unknown = [p for p in parts if p not in SEVERITIES and p != "inconclusive"]
        if severity is None or unknown or sum(p in SEVERITIES for p in parts) > 1:
            raise typer.BadParameter(
                f"{text!r}: expected one of {', '.join(SEVERITIES)}, optionally followed by ',inconclusive'",
                param_hint="'--fail-on'",
            )
        normalized = severity + (",inconclusive" if "inconclusive" in parts else "")
        return super().__new__(cls, normalized)

    @property
    def value(self) -> str:
        """The severity floor alone ("high" for "high,inconclusive")."""
        return self.split(",", 1)[0]

    @property
    def inconclusive(self) -> bool:
        """Whether an inconclusive run fails too."""
        return self.endswith(",inconclusive")


FailOn.low, FailOn.medium, FailOn.high, FailOn.critical = (FailOn(s) for s in SEVERITIES)

_MAP_HELP = "Override a series' role and kind: TAG=ROLE/KIND (e.g. my/val=val/loss). Repeatable."
_KB_HELP = "An extra knowledge-base directory (adds to or overrides the bundled one). Repeatable."
_EXIT_ZERO_HELP = "Exit 0 even when symptoms reach --fail-on."
_FAIL_ON_HELP = (
    "Exit 1 when a symptom is at or above this severity (low, medium, high, critical); "
    "add ',inconclusive' to exit 1 on a run that could not be judged too."
)


def _readable_paths(values: list[Path] | None) -> list[Path] | None:
    # A path the user cannot read is an input error (exit 3, one line), not a
    # usage error with the whole usage text (what click's own check would give).
    from triage.errors import InputError

    for path in values or []:
        try:
            # one stat: exists() raises PermissionError inside a folder that cannot be searched
            os.stat(path)
        except PermissionError:
            raise InputError(
                "permission denied: run as a user who can read it, or fix its permissions", str(path)
            ) from None
        except OSError:
            continue  # missing (or a broken link): the command says what it found there
        if not os.access(path, os.R_OK):
            raise InputError(
                "permission denied: run as a user who can read it, or fix its permissions", str(path)
            )
    return values


def _readable_path(value: Path | None) -> Path | None:
    _readable_paths([value] if value is not None else None)
    return value


PathsArg = Annotated[
    list[Path],
    typer.Argument(
        help="Log files, run directories, or trees of runs.",
        metavar="PATH...",
        show_default=False,
        readable=False,  # checked by _readable_paths instead
        callback=_readable_paths,
    ),
]
FormatOpt = Annotated[
    OutputFormat,
    typer.Option(
        "--format", "-f", metavar="text|json|md|html", help="text (terminal), json (format 1), md, or html."
    ),
]
FailOnOpt = Annotated[
    FailOn, typer.Option("--fail-on", parser=FailOn, metavar=FAIL_ON_METAVAR, help=_FAIL_ON_HELP)
]
# Kept for commands written against the earlier optional form; the default is the same for all.
OptionalFailOnOpt = Annotated[
    FailOn | None, typer.Option("--fail-on", parser=FailOn, metavar=FAIL_ON_METAVAR, help=_FAIL_ON_HELP)
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
OutputOpt = Annotated[
    Path | None,
    typer.Option("--output", "-o", metavar="FILE", help="Write to this file instead of stdout."),
]
AllOpt = Annotated[bool, typer.Option("--all", help="List every likely cause, not only the first three.")]


class PlainUsageCommand(TyperCommand):
    """A command whose usage line shows arguments as their metavars read:
    typer wraps a required argument's in braces (`{PATH...}`), which reads as
    shell brace expansion rather than a placeholder. Only click's public
    usage hook is overridden; nothing of typer's is patched."""

    # ctx: click's Context, which typer >= 0.20 vendors under a private module name
    def collect_usage_pieces(self, ctx: Any) -> list[str]:
        return [_REQUIRED_BRACES.sub(r"\1", piece) for piece in super().collect_usage_pieces(ctx)]


_REQUIRED_BRACES = re.compile(r"^\{(.*)\}$")


def plain_help(app: typer.Typer) -> None:
    """Give every command of `app` and of its sub-apps the plain usage line
    (a command that chose a class of its own keeps it)."""
    for info in app.registered_commands:
        if info.cls in (None, TyperCommand):
            info.cls = PlainUsageCommand
    for group in app.registered_groups:
        if isinstance(group.typer_instance, typer.Typer):
            plain_help(group.typer_instance)


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
    from triage.readers.naming import parse_mapping
    from triage.sweep.remote import read_runs_anywhere

    labels = parse_mapping(mapping)
    runs: list[Run] = []
    for path in paths:
        with _status(quiet, f"reading {path}"):
            runs.extend(read_runs_anywhere(path, mapping=labels))  # a local path or an fsspec URL
    with _status(quiet, f"diagnosing {len(runs)} run{'s' if len(runs) != 1 else ''}"):
        return diagnose_runs(runs, kb_dirs=list(kb), select=_split_ids(select), ignore=_split_ids(ignore))


def checks_run(
    kb_dirs: Sequence[Path] = (), select: Sequence[str] = (), ignore: Sequence[str] = ()
) -> dict[str, str]:
    """The curve checks every diagnosis runs (symptom id -> its knowledge-base
    title), less those --select / --ignore leave out: what a report lists as passed."""
    from triage.detectors.registry import CURVE_DETECTORS
    from triage.kb import load_knowledge_base

    kb = load_knowledge_base(list(kb_dirs))
    keep = kb.resolve_ids(_split_ids(select)) if select else set()
    drop = kb.resolve_ids(_split_ids(ignore)) if ignore else set()
    checks: dict[str, str] = {}
    for spec in CURVE_DETECTORS:
        if (keep and spec.symptom not in keep) or spec.symptom in drop:
            continue
        entry = kb.symptoms.get(spec.symptom)
        checks[spec.symptom] = entry.title if entry is not None else spec.symptom
    return checks


def _rendered(
    diagnoses: Sequence[Diagnosis],
    output_format: OutputFormat,
    *,
    to_terminal: bool,
    all_causes: bool = False,
    checks: Mapping[str, str] | None = None,
) -> str:
    if output_format is OutputFormat.json:
        from triage.model import json_document

        return json_document(list(diagnoses)) + "\n"
    if output_format is OutputFormat.md:
        from triage.report import to_markdown

        return to_markdown(diagnoses, checks=checks)
    if output_format is OutputFormat.html:
        from triage.report import render_html

        return render_html(diagnoses, checks=checks)
    from triage.report import to_text

    return to_text(
        diagnoses, color=_stdout_colour(None) if to_terminal else False, all_causes=all_causes, checks=checks
    )


def _emit(text: str, output: Path | None) -> None:
    if output is None:
        sys.stdout.write(text)
        sys.stdout.flush()
        return
    from triage.report import write_atomically

    write_atomically(output, text)
    typer.echo(f"wrote {output}", err=True)


def _exit_code(diagnoses: Sequence[Diagnosis], fail_on: FailOn | str | None, exit_zero: bool) -> int:
    severities = [f.severity for d in diagnoses for f in d.symptoms]
    verdicts = [d.verdict for d in diagnoses]
    return _exit_code_from_severities(severities, fail_on, exit_zero, verdicts=verdicts)


def _exit_code_from_severities(
    severities: Sequence[str],
    fail_on: FailOn | str | None,
    exit_zero: bool,
    *,
    verdicts: Sequence[str] = (),
) -> int:
    """EXIT_FINDINGS when a severity reaches `fail_on` (or, with `,inconclusive`,
    when a verdict is inconclusive), else EXIT_OK; always EXIT_OK with `exit_zero`."""
    from triage.cli import EXIT_FINDINGS, EXIT_OK
    from triage.model import severity_rank

    if exit_zero or fail_on is None:
        return EXIT_OK
    policy = FailOn(fail_on.value if isinstance(fail_on, Enum) else fail_on)
    floor = severity_rank(policy.value)
    if any(severity_rank(s) >= floor for s in severities):
        return EXIT_FINDINGS
    if policy.inconclusive and any(v == "inconclusive" for v in verdicts):
        return EXIT_FINDINGS
    return EXIT_OK


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
