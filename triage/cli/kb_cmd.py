"""The knowledge-base commands: `explain ID` (one entry in full), `rules` (list
them all, text or JSON) and `kb check [PATH]` (validate a base or an extension)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from triage.cli.common import KbOpt


def register(app: typer.Typer) -> None:
    """Add `explain`, `rules` and the `kb` group (`kb check`) to `app`."""

    @app.command("explain")
    def explain(
        entry_id: Annotated[
            str, typer.Argument(metavar="ID", help="A symptom, cause or rule id (or a code).")
        ],
        kb: KbOpt = None,
    ) -> int:
        """Print a symptom, cause or rule in full: what it means, how to check, how to fix."""
        from triage.kb import load_knowledge_base
        from triage.kb.explain import explain_text

        base = load_knowledge_base(kb or [])
        typer.echo(explain_text(base.entry(entry_id), base), nl=False)
        return 0

    @app.command("rules")
    def rules(
        output_format: Annotated[
            str, typer.Option("--format", "-f", help="text or json.", metavar="text|json")
        ] = "text",
        kb: KbOpt = None,
    ) -> int:
        """List every symptom, cause and rule of the knowledge base."""
        import json

        from triage.errors import UsageError
        from triage.kb import load_knowledge_base
        from triage.kb.explain import entry_summary, listing_text

        if output_format not in ("text", "json"):
            raise UsageError(f"--format {output_format!r}: expected text or json")
        base = load_knowledge_base(kb or [])
        if output_format == "text":
            typer.echo(listing_text(base), nl=False)
            return 0
        document = {
            "symptoms": [entry_summary(e) for e in base.symptoms.values()],
            "causes": [entry_summary(e) for e in base.causes.values()],
            "rules": [entry_summary(e) for e in base.rules.values()],
        }
        typer.echo(json.dumps(document, indent=2, ensure_ascii=False))
        return 0

    kb_app = typer.Typer(
        name="kb",
        help="Work with the knowledge base (validate an extension directory).",
        no_args_is_help=True,
        add_completion=False,
        rich_markup_mode=None,
    )

    @kb_app.command("check")
    def check(
        path: Annotated[
            Path | None,
            typer.Argument(
                metavar="DIR",
                help="A directory of extra symptoms/causes/rules YAML, checked with the bundled base.",
            ),
        ] = None,
    ) -> int:
        """Validate the knowledge base (and PATH on top of it): schema, ids, references, reachability."""
        import sys

        from triage.kb import check_knowledge_base

        base, problems = check_knowledge_base([path] if path is not None else [])
        if problems:
            for problem in problems:
                print(problem, file=sys.stderr)
            print(f"triage: {len(problems)} problem(s) in the knowledge base", file=sys.stderr)
            return 2
        where = f"bundled + {path}" if path is not None else "bundled"
        typer.echo(
            f"knowledge base OK ({where}): {len(base.symptoms)} symptoms, "
            f"{len(base.causes)} causes, {len(base.rules)} rules"
        )
        return 0

    app.add_typer(kb_app)
