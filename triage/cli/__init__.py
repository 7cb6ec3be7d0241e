"""The `triage` command: a thin Typer shell over the library API. Expected
errors become one line on stderr and an exit code (DESIGN.md): 0 ok, 1 findings
at or above --fail-on, 2 usage or knowledge-base error, 3 input error, 4 internal."""

from __future__ import annotations

import sys

EXIT_OK = 0
EXIT_FINDINGS = 1
EXIT_USAGE = 2
EXIT_INPUT = 3
EXIT_INTERNAL = 4


EXIT_INTERRUPTED = 130  # 128 + SIGINT, as shells report a Ctrl-C


def main(argv: list[str] | None = None) -> int:
    """Entry point of the console script; returns (and exits with) the exit code."""
    try:
        code = run(argv)
    except KeyboardInterrupt:
        # Ctrl-C before a command's own handler is in place (while the CLI still
        # imports): one line, never a traceback
        _say("triage: interrupted")
        code = EXIT_INTERRUPTED
    sys.exit(code)


def run(argv: list[str] | None = None) -> int:
    """Run the CLI and return its exit code instead of exiting (for tests and hooks)."""
    import typer

    from triage.cli.app import build_app
    from triage.errors import InputError, KnowledgeBaseError, TriageError, UsageError

    # Typer >= 0.20 vendors its own copy of click; older ones re-export click's
    # classes. Take the usage-error base from typer itself so both work.
    click_error: type[Exception] = next(
        c for c in typer.BadParameter.__mro__ if c.__name__ == "ClickException" and issubclass(c, Exception)
    )

    app = build_app()
    try:
        result = app(args=argv, prog_name="triage", standalone_mode=False)
    except typer.Abort:
        _say("triage: aborted")
        return EXIT_USAGE
    except typer.Exit as done:
        return int(done.exit_code or 0)
    except click_error as bad:
        show = getattr(bad, "show", None)
        if callable(show):
            show()
        else:
            _say(f"triage: error: {bad}")
        return EXIT_USAGE
    except InputError as bad:
        _say(f"triage: error: {bad}")
        return EXIT_INPUT
    except (UsageError, KnowledgeBaseError) as bad:
        _say(f"triage: error: {bad}")
        return EXIT_USAGE
    except TriageError as bad:
        _say(f"triage: error: {bad}")
        return EXIT_INTERNAL
    except BrokenPipeError:
        return EXIT_OK
    except Exception as bug:  # noqa: BLE001 - the last line of defence
        _say(f"triage: internal error: {type(bug).__name__}: {bug} (please report it)")
        return EXIT_INTERNAL
    return int(result) if isinstance(result, int) else EXIT_OK


def _say(line: str) -> None:
    print(line, file=sys.stderr)
