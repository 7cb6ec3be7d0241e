"""Builds the Typer app from one module per command group. Each command module
keeps its heavy imports inside the command bodies so `triage --help` is fast."""

from __future__ import annotations

import typer

from triage import __version__
from triage.cli.common import plain_help


def _version(value: bool) -> None:
    if value:
        typer.echo(f"triage {__version__}")
        raise typer.Exit(0)


def build_app() -> typer.Typer:
    from triage.cli import checkpoint_cmd, diagnose_cmd, kb_cmd, scan_cmd, series_cmd

    app = typer.Typer(
        name="triage",
        help="Diagnose deep-learning training runs from their logs: what is wrong, and what to check first.",
        no_args_is_help=True,
        add_completion=False,
        pretty_exceptions_enable=False,
        rich_markup_mode=None,
    )

    @app.callback()
    def _root(
        version: bool = typer.Option(
            False, "--version", callback=_version, is_eager=True, help="Print the version and exit."
        ),
    ) -> None:
        """Diagnose deep-learning training runs from their logs."""

    series_cmd.register(app)
    diagnose_cmd.register(app)
    scan_cmd.register(app)
    kb_cmd.register(app)
    checkpoint_cmd.register(app)
    __import__("triage.cli.compare_cmd", fromlist=["register"]).register(app)
    __import__("triage.cli.watch_cmd", fromlist=["register"]).register(app)
    plain_help(app)
    return app
