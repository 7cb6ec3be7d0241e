"""The `checkpoint` command: inspect a PyTorch checkpoint (loaded with weights_only,
never unpickling arbitrary objects) and triage what it holds through the knowledge base."""

from __future__ import annotations

from enum import Enum
from pathlib import Path
from typing import Annotated

import typer

from triage.cli.common import EXIT_CODES_HELP, AllOpt, FailOn, FailOnOpt, KbOpt, _readable_path


class CheckpointFormat(str, Enum):
    text = "text"
    json = "json"


def register(app: typer.Typer) -> None:
    """Add this module's commands to `app`."""

    @app.command("checkpoint", epilog=EXIT_CODES_HELP)
    def checkpoint(
        file: Annotated[
            Path,
            typer.Argument(
                help="A PyTorch checkpoint (.pt, .pth, .ckpt, .bin).",
                metavar="FILE",
                readable=False,  # _readable_path says "permission denied" in one line instead
                callback=_readable_path,
            ),
        ],
        output_format: Annotated[
            CheckpointFormat,
            typer.Option("--format", "-f", metavar="text|json", help="text (terminal) or json (format 1)."),
        ] = CheckpointFormat.text,
        fail_on: FailOnOpt = FailOn.high,
        kb: KbOpt = None,
        all_causes: AllOpt = False,
    ) -> int:
        """Inspect a checkpoint: model/optimizer/scheduler state, progress, RNG states,
        NaN/Inf, all-zero or absurdly large tensors; rank what would go wrong on resume."""
        from triage.errors import UsageError

        try:
            from triage.hooks.checkpoint import diagnose_checkpoint
        except ImportError as missing:
            raise UsageError(f"`triage checkpoint` needs PyTorch ({missing}); pip install torch") from None
        from triage.cli.common import _exit_code

        inventory, diagnosis = diagnose_checkpoint(file, kb_dirs=tuple(kb or ()))
        if output_format == CheckpointFormat.json:
            from triage.model import json_document

            typer.echo(json_document([diagnosis]))
        else:
            from triage.report import to_text

            typer.echo("\n".join(inventory.describe()))
            typer.echo(to_text(diagnosis, all_causes=all_causes, details_hint="--format json"), nl=False)
        return _exit_code([diagnosis], fail_on, False)
