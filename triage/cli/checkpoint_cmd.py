"""The `checkpoint` command: inspect a PyTorch checkpoint (loaded with weights_only,
never unpickling arbitrary objects) and triage what it holds through the knowledge base."""

from __future__ import annotations

from enum import Enum
from pathlib import Path
from typing import Annotated

import typer


class CheckpointFormat(str, Enum):
    text = "text"
    json = "json"


class CheckpointFailOn(str, Enum):
    low = "low"
    medium = "medium"
    high = "high"
    critical = "critical"


def register(app: typer.Typer) -> None:
    """Add this module's commands to `app`."""

    @app.command("checkpoint")
    def checkpoint(
        file: Annotated[
            Path, typer.Argument(help="A PyTorch checkpoint (.pt, .pth, .ckpt, .bin).", metavar="FILE")
        ],
        output_format: Annotated[
            CheckpointFormat, typer.Option("--format", "-f", help="text (terminal) or json (format 1).")
        ] = CheckpointFormat.text,
        fail_on: Annotated[
            CheckpointFailOn | None,
            typer.Option("--fail-on", help="Exit 1 when a finding is at or above this severity."),
        ] = None,
        kb: Annotated[
            list[Path] | None,
            typer.Option("--kb", metavar="DIR", help="An extra knowledge-base directory. Repeatable."),
        ] = None,
    ) -> int:
        """Inspect a checkpoint: model/optimizer/scheduler state, progress, RNG states,
        NaN/Inf, all-zero or absurdly large tensors; rank what would go wrong on resume."""
        from triage.errors import UsageError

        try:
            from triage.hooks.checkpoint import diagnose_checkpoint
        except ImportError as missing:
            raise UsageError(f"`triage checkpoint` needs PyTorch ({missing}); pip install torch") from None
        from triage.cli import EXIT_FINDINGS, EXIT_OK

        inventory, diagnosis = diagnose_checkpoint(file, kb_dirs=tuple(kb or ()))
        if output_format == CheckpointFormat.json:
            from triage.model import json_document

            typer.echo(json_document([diagnosis]))
        else:
            from triage.report import to_text

            typer.echo("\n".join(inventory.describe()))
            typer.echo(to_text(diagnosis), nl=False)
        if fail_on is not None and diagnosis.at_or_above(fail_on.value):
            return EXIT_FINDINGS
        return EXIT_OK
