"""`triage series PATH...`: lists every run found and the series it holds (role, kind,
points, steps, non-finite values) with hparams and notes, so users see what was understood."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from triage.cli.common import MapOpt, PathsArg

if TYPE_CHECKING:
    from triage.model import Run

FORMAT_VERSION = 1


def register(app: typer.Typer) -> None:
    """Add the `series` command to `app`."""

    @app.command("series")
    def series(
        paths: PathsArg,
        output_format: Annotated[
            str, typer.Option("--format", "-f", metavar="text|json", help="text (terminal) or json.")
        ] = "text",
        maps: MapOpt = None,
    ) -> int:
        """List the runs and series found under PATH, with how each was classified."""
        return show_series(paths, output_format, maps or [])


def show_series(paths: list[Path], output_format: str, maps: list[str]) -> int:
    """Read every path and print what was found; errors propagate to the CLI's handler."""
    from triage.errors import UsageError
    from triage.readers import read_runs
    from triage.readers.naming import parse_mapping

    if output_format not in ("text", "json"):
        raise UsageError(f"--format {output_format!r}: expected text or json")
    mapping = parse_mapping(maps)
    runs: list[Run] = []
    for path in paths:
        runs.extend(read_runs(path, mapping=mapping))
    if output_format == "json":
        typer.echo(series_json(runs))
    else:
        typer.echo(series_text(runs))
    return 0


def series_json(runs: list[Run]) -> str:
    """The JSON document: {"format": 1, "runs": [Run.describe(), ...]}."""
    import json

    document: dict[str, Any] = {"format": FORMAT_VERSION, "runs": [run.describe() for run in runs]}
    return json.dumps(document, indent=2, allow_nan=False, ensure_ascii=False)


def series_text(runs: list[Run]) -> str:
    """A table per run, for people."""
    blocks = [_run_text(run) for run in runs]
    return "\n\n".join(blocks)


def _run_text(run: Run) -> str:
    # names come from the logs: bidi and control characters shown, never obeyed
    from triage.report.text import visible

    lines = [visible(f"{run.name}  [{run.reader}]  {run.source}")]
    rows = [("series", "role", "kind", "points", "steps", "non-finite", "classified by")]
    for series in run:
        steps = "-" if series.first_step is None else f"{series.first_step}..{series.last_step}"
        kind = series.kind.value + (f" ({series.aggregation})" if series.aggregation else "")
        role = series.role.value + (f":{series.dataset}" if series.dataset else "")
        rows.append(
            (
                visible(series.name),
                visible(role),
                kind,
                str(len(series)),
                steps,
                str(series.nonfinite),
                series.classified_by,
            )
        )
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]) - 1)]
    for row in rows:
        cells = [cell.ljust(width) for cell, width in zip(row[:-1], widths, strict=True)]
        lines.append("  " + "  ".join(cells) + "  " + row[-1])
    if run.hparams:
        shown = ", ".join(f"{key}={value!r}" for key, value in sorted(run.hparams.items()))
        lines.append(visible(f"  hparams: {shown}"))
    else:
        lines.append("  hparams: none found")
    lines.extend(visible(f"  note: {note}") for note in run.notes)
    return "\n".join(lines)
