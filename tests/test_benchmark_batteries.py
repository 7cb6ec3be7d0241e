"""The variant batteries' declarations (benchmarks/variants*.py) name only ids the
knowledge base knows, keep their names unique, and keep the healthy share the issue
asks for: a typo there would silently score a run against a symptom nobody detects."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

from triage.kb import load_knowledge_base

pytest.importorskip("torch")  # the batteries' modules import the suite's torch helpers

# every battery module there is: battery a (variants.py) and one variants_<letters>.py each
BATTERIES = ("variants", *sorted(
    path.stem for path in (Path(__file__).resolve().parents[1] / "benchmarks").glob("variants_*.py")
))


def _groups(module_name: str) -> tuple[tuple[object, ...], tuple[object, ...]]:
    module = importlib.import_module(f"benchmarks.{module_name}")
    return module.FAULTY, module.HEALTHY


@pytest.mark.parametrize("module_name", BATTERIES)
def test_a_battery_names_known_ids_once_each_with_enough_healthy_runs(module_name: str) -> None:
    kb = load_knowledge_base()
    faulty, healthy = _groups(module_name)
    names = [v.name for v in (*faulty, *healthy)]  # type: ignore[attr-defined]
    assert len(names) == len(set(names))
    assert len(healthy) >= 0.4 * len(names)
    for variant in faulty:
        assert variant.cause in kb.causes, variant.name  # type: ignore[attr-defined]
        assert variant.symptoms, variant.name  # type: ignore[attr-defined]
        for symptom in (*variant.symptoms, *variant.allowed):  # type: ignore[attr-defined]
            assert symptom in kb.symptoms, (variant.name, symptom)  # type: ignore[attr-defined]
    for variant in healthy:
        assert variant.cause is None and not variant.symptoms, variant.name  # type: ignore[attr-defined]
