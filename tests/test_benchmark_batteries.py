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


def test_a_run_cached_under_another_split_is_trained_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Renaming a case moves others in the SHA-256 order of the split; a run cached before
    the rename keeps its old split in expected.json and would be scored in the wrong part."""
    import json

    variants = importlib.import_module("benchmarks.variants")
    planned = variants.plan()[0]
    monkeypatch.setattr(variants, "CACHE", tmp_path)
    assert not variants._stale_split(planned)  # nothing cached: training decides, not this check
    (tmp_path / planned.name).mkdir()
    other = "variant-test" if planned.split == "variant-dev" else "variant-dev"
    (tmp_path / planned.name / "expected.json").write_text(json.dumps({"split": other}))
    assert variants._stale_split(planned)
    (tmp_path / planned.name / "expected.json").write_text(json.dumps({"split": planned.split}))
    assert not variants._stale_split(planned)


def test_only_the_plans_own_constant_schedule_is_marked_as_no_scheduler() -> None:
    """The Lightning runner trains a constant plan without a scheduler only when _scheduler
    returned the plan's own constant; a battery hook's scheduler (a cyclic lr, a warm-up) on
    a plan left at "constant" is stepped, as the transformers runner always did."""
    import torch

    variants_d = importlib.import_module("benchmarks.variants_d")
    optimizer = torch.optim.SGD([torch.nn.Parameter(torch.zeros(2))], lr=0.1)

    def scheduler(schedule: str) -> object:
        plan = variants_d.Plan(data=lambda: None, model="mlp", lr=0.1, schedule=schedule)
        return variants_d._scheduler(plan, optimizer, 10)

    assert getattr(scheduler("constant"), "plan_constant", False)
    assert not getattr(scheduler("cosine"), "plan_constant", False)
    hooked = torch.optim.lr_scheduler.CyclicLR(optimizer, 0.01, 0.1, step_size_up=5)
    assert not getattr(hooked, "plan_constant", False)
