"""Acceptance tests on the fault suite: every injected symptom is found, the
healthy runs raise nothing at medium or above, and the injected cause ranks high."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

pytest.importorskip("torch")

from triage.model import Diagnosis  # noqa: E402

from .cases import SUITE  # noqa: E402
from .loader import Case  # noqa: E402

FAULTY = [spec.name for spec in SUITE if not spec.healthy]
HEALTHY = [spec.name for spec in SUITE if spec.healthy]
# the share of faulty runs whose injected cause must rank first / in the top 3
MIN_TOP1 = 0.60
MIN_TOP3 = 0.80

_diagnoses: dict[str, Diagnosis] = {}


def diagnosis_of(case: Case) -> Diagnosis:
    """Read and diagnose a case once per session."""
    if case.name not in _diagnoses:
        from triage.pipeline import diagnose
        from triage.readers import read_run

        _diagnoses[case.name] = diagnose(read_run(case.path))
    return _diagnoses[case.name]


def case_named(cases: list[Case], name: str) -> Case:
    for case in cases:
        if case.name == name:
            return case
    raise LookupError(f"case {name} is missing from the generated suite")


def found_symptoms(diagnosis: Diagnosis) -> set[str]:
    return {f.id for f in diagnosis.symptoms}


def describe(diagnosis: Diagnosis) -> str:
    symptoms = ", ".join(f"{f.id}({f.severity})" for f in diagnosis.symptoms) or "none"
    causes = ", ".join(c.id for c in diagnosis.causes[:3]) or "none"
    return f"symptoms: {symptoms}; top causes: {causes}"


@pytest.mark.slow
def test_suite_covers_every_symptom_twice(suite_cases: list[Case]) -> None:
    counts: dict[str, int] = {}
    for case in suite_cases:
        for symptom in case.symptoms:
            counts[symptom] = counts.get(symptom, 0) + 1
    required = {
        "loss-runaway",
        "slow-convergence",
        "overfitting",
        "zero-train-loss",
        "train-val-gap",
        "val-test-gap",
        "loss-oscillation",
        "loss-spikes",
        "bad-initial-loss",
        "undertrained",
        "gradient-explosion",
        "gradient-vanishing",
        "periodic-loss",
        "metric-at-baseline",
        "missing-validation",
    }
    thin = {s: counts.get(s, 0) for s in required if counts.get(s, 0) < 2}
    assert not thin, f"symptoms injected fewer than twice: {thin}"
    assert sum(not c.healthy for c in suite_cases) >= 30
    assert sum(c.healthy for c in suite_cases) >= 10


CANONICAL_HPARAMS = {
    "lr",
    "optimizer",
    "batch_size",
    "train_size",
    "num_params",
    "num_classes",
    "epochs",
    "steps_per_epoch",
    "warmup_steps",
    "schedule",
    "grad_clip",
    "weight_decay",
    "dropout",
    "activation",
    "num_layers",
    "task",
    "momentum",
}


@pytest.mark.slow
def test_every_case_writes_canonical_hparams(suite_cases: list[Case]) -> None:
    for case in suite_cases:
        hparams = json.loads((case.path / "hparams.json").read_text())
        unknown = set(hparams) - CANONICAL_HPARAMS
        assert not unknown, f"{case.name}: non-canonical hparams {sorted(unknown)}"
        assert hparams["lr"] > 0 and hparams["train_size"] > 0 and hparams["num_params"] > 0, case.name
        assert hparams["steps_per_epoch"] == -(-hparams["train_size"] // hparams["batch_size"]), case.name


@pytest.mark.slow
@pytest.mark.parametrize("name", FAULTY + HEALTHY)
def test_every_case_reads_back_with_its_splits(suite_cases: list[Case], name: str) -> None:
    from triage.model import Kind, Role
    from triage.readers import read_run

    case = case_named(suite_cases, name)
    run = read_run(case.path)
    assert run.select(Role.TRAIN, Kind.LOSS), f"{case.name}: no train loss read from {case.format}"
    has_val = bool(run.select(Role.VAL, Kind.LOSS))
    assert has_val == ("missing-validation" not in case.symptoms), f"{case.name}: val loss present={has_val}"
    assert run.hparams.get("lr") is not None, f"{case.name}: hparams.json not picked up"


def test_demo_runs_are_bundled() -> None:
    from triage.demo import DEMO_RUNS, demo_runs_dir

    root = demo_runs_dir()
    for name in DEMO_RUNS:
        run_dir = root / name
        assert (run_dir / "hparams.json").is_file(), f"demo run {name} is missing from {root}"
        logs = [p for p in run_dir.iterdir() if p.name != "hparams.json"]
        assert logs, f"demo run {name} holds no log"
    assert sum(p.stat().st_size for p in root.rglob("*") if p.is_file()) < 1_000_000


@pytest.mark.slow
@pytest.mark.parametrize("name", FAULTY)
def test_injected_symptoms_are_found(suite_cases: list[Case], name: str) -> None:
    case = case_named(suite_cases, name)
    diagnosis = diagnosis_of(case)
    missing = set(case.symptoms) - found_symptoms(diagnosis)
    assert not missing, (
        f"{case.name} ({case.description}): expected {sorted(case.symptoms)}, "
        f"missing {sorted(missing)}; found {describe(diagnosis)}"
    )


@pytest.mark.slow
@pytest.mark.parametrize("name", HEALTHY)
def test_healthy_runs_raise_nothing_at_medium_or_above(suite_cases: list[Case], name: str) -> None:
    case = case_named(suite_cases, name)
    diagnosis = diagnosis_of(case)
    alarms = diagnosis.at_or_above("medium")
    assert not alarms, f"{case.name} ({case.description}) is healthy but got " + "; ".join(
        f"{f.id}({f.severity}): {f.message}" for f in alarms
    )


@pytest.mark.slow
def test_injected_cause_ranks_first_or_in_top_three(suite_cases: list[Case]) -> None:
    with_cause = [c for c in suite_cases if c.cause is not None]
    ranks: dict[str, int | None] = {}
    for case in with_cause:
        ids = [c.id for c in diagnosis_of(case).causes]
        ranks[case.name] = ids.index(case.cause) + 1 if case.cause in ids else None
    top1 = sum(r == 1 for r in ranks.values()) / len(ranks)
    top3 = sum(r is not None and r <= 3 for r in ranks.values()) / len(ranks)
    misses = "; ".join(
        f"{name}: {next(c.cause for c in with_cause if c.name == name)} at rank {rank}"
        for name, rank in sorted(ranks.items())
        if rank != 1
    )
    assert top1 >= MIN_TOP1 and top3 >= MIN_TOP3, (
        f"cause top-1 {top1:.0%} (need {MIN_TOP1:.0%}), top-3 {top3:.0%} (need {MIN_TOP3:.0%}); "
        f"not first: {misses}"
    )


@pytest.mark.slow
def test_generation_is_deterministic(tmp_path: Path) -> None:
    from .generate import generate_suite

    first = generate_suite(tmp_path / "a", only=["stopped-early-mlp"])[0]
    second = generate_suite(tmp_path / "b", only=["stopped-early-mlp"])[0]
    assert (first / "metrics.jsonl").read_bytes() == (second / "metrics.jsonl").read_bytes()
    assert (first / "hparams.json").read_text() == (second / "hparams.json").read_text()


@pytest.mark.slow
def test_diverged_runs_log_nonfinite_values_as_bare_tokens(suite_cases: list[Case]) -> None:
    case = case_named(suite_cases, "lr-too-high-sgd-mlp")
    text = (case.path / "metrics.jsonl").read_text()
    rows = [json.loads(line) for line in text.splitlines()]
    losses = [row["train/loss"] for row in rows if "train/loss" in row]
    assert "NaN" in text and '"NaN"' not in text
    assert any(math.isnan(v) for v in losses) and math.isfinite(losses[0])
