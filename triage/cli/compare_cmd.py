"""The `compare` command: a run against its reference run (or two checkpoints,
or two .npy/.npz files or folders); a thin shell over `triage.compare`."""

from __future__ import annotations

from enum import Enum
from pathlib import Path
from typing import Annotated

import typer

from triage.cli.common import (
    EXIT_CODES_HELP,
    ExitZeroOpt,
    FailOn,
    FailOnOpt,
    FormatOpt,
    KbOpt,
    MapOpt,
    OutputFormat,
    _readable_path,
)


class Align(str, Enum):
    step = "step"
    epoch = "epoch"
    samples = "samples"


def register(app: typer.Typer) -> None:
    """Add this module's command to `app`."""

    @app.command("compare", epilog=EXIT_CODES_HELP)
    def compare_cmd(
        run: Annotated[
            Path,
            typer.Argument(
                help="The run to check (anything `triage diagnose` reads), a checkpoint, or .npy/.npz files.",
                metavar="RUN",
                readable=False,  # _readable_path says "permission denied" in one line instead
                callback=_readable_path,
            ),
        ],
        reference: Annotated[
            Path,
            typer.Argument(
                help="The known-good reference, of the same sort as RUN.",
                metavar="REFERENCE",
                readable=False,
                callback=_readable_path,
            ),
        ],
        align: Annotated[
            Align,
            typer.Option(
                "--align",
                metavar="step|epoch|samples",
                help="Line the curves up by step, epoch, or samples seen (step x batch size).",
            ),
        ] = Align.step,
        output_format: FormatOpt = OutputFormat.text,
        output: Annotated[
            Path | None,
            typer.Option(
                "--output", "-o", metavar="FILE", help="Write the output to this file (atomically)."
            ),
        ] = None,
        fail_on: FailOnOpt = FailOn.high,
        exit_zero: ExitZeroOpt = False,
        rtol: Annotated[
            float | None, typer.Option("--rtol", metavar="RTOL", help="allclose rtol for tensors and arrays.")
        ] = None,
        atol: Annotated[
            float | None, typer.Option("--atol", metavar="ATOL", help="allclose atol for tensors and arrays.")
        ] = None,
        mapping: MapOpt = None,
        kb: KbOpt = None,
    ) -> int:
        """Compare a run with its reference: settings side by side (defaults filled in),
        where the curves first leave the reference's noise band, what is new in the run,
        and which differences most likely explain the gap."""
        from triage.cli.common import _emit, _exit_code_from_severities
        from triage.compare import compare

        comparison = compare(
            run,
            reference,
            align=align.value,
            mapping=list(mapping or ()),
            kb_dirs=list(kb or ()),
            rtol=rtol,
            atol=atol,
        )
        if output_format is OutputFormat.json:
            text = comparison.to_json() + "\n"
        elif output_format is OutputFormat.md:
            from triage.compare.render import to_markdown

            text = to_markdown(comparison)
        elif output_format is OutputFormat.html:
            from triage.compare.render import to_html

            text = to_html(comparison)
        else:
            from triage.compare.render import to_text

            text = to_text(comparison)
        _emit(text, output)
        # `,inconclusive` judges the run being checked, not its reference
        verdicts = [str(comparison.run["verdict"])] if "verdict" in comparison.run else []
        return _exit_code_from_severities(comparison.severities(), fail_on, exit_zero, verdicts=verdicts)
