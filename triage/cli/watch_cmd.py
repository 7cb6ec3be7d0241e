"""The `watch` command: follow runs still training and alert on new findings;
a thin shell over `triage.watch`."""

from __future__ import annotations

import sys
from enum import Enum
from pathlib import Path
from typing import Annotated

import typer

from triage.cli.common import SEVERITIES, KbOpt, MapOpt, _readable_paths


class WatchFormat(str, Enum):
    text = "text"
    jsonl = "jsonl"
    table = "table"


WATCH_EXIT_HELP = (
    "Exit codes: 0 the watch ended (--idle-exit, --max-seconds, Ctrl-C) with no finding at "
    "--exit-on; 1 a finding at or above --exit-on; 2 usage or knowledge-base error."
)


def _severity(text: str) -> str:
    value = text.strip().lower()
    if value not in SEVERITIES:
        raise typer.BadParameter(
            f"{text!r}: expected one of {', '.join(SEVERITIES)}", param_hint="'--exit-on'"
        )
    return value


def register(app: typer.Typer) -> None:
    """Add this module's command to `app`."""

    @app.command("watch", epilog=WATCH_EXIT_HELP)
    def watch_cmd(
        paths: Annotated[
            list[Path],
            typer.Argument(
                help="Run folders, sweep folders or log files to follow (they may not exist yet).",
                metavar="PATH...",
                show_default=False,
                readable=False,  # checked by _readable_paths: a locked path is exit 3, one line
                callback=_readable_paths,
            ),
        ],
        interval: Annotated[
            float, typer.Option("--interval", min=0.05, metavar="SECONDS", help="Seconds between polls.")
        ] = 2.0,
        exit_on: Annotated[
            str | None,
            typer.Option(
                "--exit-on",
                parser=_severity,
                metavar="SEVERITY",
                help="Exit 1 as soon as a finding at or above this severity appears "
                "(low, medium, high, critical).",
            ),
        ] = None,
        idle_exit: Annotated[
            float | None,
            typer.Option(
                "--idle-exit",
                min=0.0,
                metavar="SECONDS",
                help="End with the final diagnosis when no log file was written for this long "
                "(counted from the last write seen; not before the first).",
            ),
        ] = None,
        on_alert: Annotated[
            str | None,
            typer.Option(
                "--on-alert",
                metavar="CMD",
                help="Run CMD (split like a shell would, but never run by one) on every alert, "
                "with the alert as JSON on stdin and in $TRIAGE_ALERT.",
            ),
        ] = None,
        signal_pid: Annotated[
            int | None,
            typer.Option(
                "--signal-pid",
                min=1,
                metavar="PID",
                help="Send SIGINT to PID on a finding at or above --exit-on: stop a runaway from outside.",
            ),
        ] = None,
        output_format: Annotated[
            WatchFormat | None,
            typer.Option(
                "--format",
                "-f",
                metavar="table|text|jsonl",
                help="a live table of the runs with the alerts above it (the default on a terminal), "
                "text lines (the default otherwise), or one JSON object per line.",
                show_default=False,
            ),
        ] = None,
        max_seconds: Annotated[
            float | None,
            typer.Option(
                "--max-seconds", min=0.0, metavar="S", help="End the watch after this many seconds."
            ),
        ] = None,
        mapping: MapOpt = None,
        kb: KbOpt = None,
    ) -> None:
        """Follow the logs of runs still training (TensorBoard event files, CSV,
        JSON Lines, trainer_state.json, MLflow file-store metrics), reading only what
        each poll added, and print one alert per new finding (again when its severity
        rises), early warnings included: a stall, a training loss drifting up, a
        validation loss turning up, throughput falling."""
        import shlex

        from triage.errors import UsageError
        from triage.readers.naming import parse_mapping
        from triage.watch import Watcher
        from triage.watch.session import WatchOptions, run_watch

        if signal_pid is not None and exit_on is None:
            raise UsageError("--signal-pid needs --exit-on: it names the severity that stops the run")
        if on_alert is not None:
            try:
                if not shlex.split(on_alert):
                    raise UsageError("--on-alert: empty command")
            except ValueError as bad:
                raise UsageError(f"--on-alert: {bad}") from None
        watcher = Watcher(paths, mapping=parse_mapping(mapping or []), kb_dirs=list(kb or []))
        options = WatchOptions(
            interval=interval,
            exit_on=exit_on,
            idle_exit=idle_exit,
            max_seconds=max_seconds,
            on_alert=on_alert,
            signal_pid=signal_pid,
            output=(output_format or (WatchFormat.table if sys.stdout.isatty() else WatchFormat.text)).value,
        )
        raise typer.Exit(run_watch(watcher, options, sys.stdout))
