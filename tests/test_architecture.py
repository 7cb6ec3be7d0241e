"""Imports run one way (DESIGN.md): the model imports no stage; a stage imports
the model and the errors, never another stage; only the pipeline, the CLI and
the hooks compose stages; torch is imported only under hooks/."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "triage"
STAGES = ("readers", "detectors", "kb", "report")
SHARED = {"triage", "triage.model", "triage.errors"}


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
    return found


def _modules(folder: str) -> list[Path]:
    return sorted((PACKAGE / folder).rglob("*.py"))


def _top(module: str) -> str:
    parts = module.split(".")
    return ".".join(parts[:2]) if parts[0] == "triage" else parts[0]


@pytest.mark.parametrize("stage", STAGES)
def test_a_stage_imports_only_itself_the_model_and_the_errors(stage: str) -> None:
    for path in _modules(stage):
        for module in _imports(path):
            if not module.startswith("triage"):
                continue
            allowed = _top(module) in SHARED or module.startswith(f"triage.{stage}")
            allowed = allowed or module.startswith(("triage.model.", "triage.errors"))
            assert allowed, f"{path.relative_to(PACKAGE)} imports {module}"


def test_the_model_imports_no_stage() -> None:
    for path in _modules("model"):
        for module in _imports(path):
            if module.startswith("triage"):
                assert module == "triage" or module.startswith(("triage.model", "triage.errors")), (
                    f"{path.relative_to(PACKAGE)} imports {module}"
                )


def test_torch_lightning_and_transformers_only_under_hooks() -> None:
    heavy = ("torch", "lightning", "pytorch_lightning", "transformers", "tensorboard", "matplotlib")
    for path in sorted(PACKAGE.rglob("*.py")):
        if path.is_relative_to(PACKAGE / "hooks"):
            continue
        for module in _imports(path):
            assert module.split(".")[0] not in heavy, f"{path.relative_to(PACKAGE)} imports {module}"


def test_nothing_imports_the_cli_or_the_hooks() -> None:
    for path in sorted(PACKAGE.rglob("*.py")):
        relative = path.relative_to(PACKAGE)
        if relative.parts[0] in ("cli", "hooks"):
            continue
        for module in _imports(path):
            if relative.as_posix() == "__init__.py" and module == "triage.hooks.post_run":
                continue  # the lazy public API names post_run; it is imported on first use only
            if relative.parts[0] == "compare" and module == "triage.hooks.checkpoint":
                continue  # compare reads checkpoints through the one safe (weights_only) loader
            assert not module.startswith(("triage.cli", "triage.hooks")), f"{relative} imports {module}"
