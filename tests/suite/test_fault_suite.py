"""Acceptance tests on the fault suite. The suite's shape (what it covers, how it
is split) and that every case reads back hold for all of it; the diagnosis is held
to the issue's bar on the dev split, which the knowledge base is tuned on; the test
split is scored and reported, never tuned against (see README.md)."""

from __future__ import annotations

import json
import math
import re
from collections import Counter
from pathlib import Path

import pytest

from .loader import MANIFEST, Case, cases_in
from .scoring import CORE_SYMPTOMS, Outcome, outcome_of, summary

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
# the families and layouts the suite must span (issue 9)
FAMILIES = {"mlp", "cnn-bn", "resnet", "transformer", "regression"}
RECURRENT = {"gru", "lstm", "rnn"}
LAYOUTS = {"jsonl", "tensorboard", "keras-csv", "lightning-csv", "lightning-tensorboard", "hf-trainer-state"}

# The bar of issue 9, on the dev split only (the lead tunes on it; the test split is reported).
DEV_BAR = {
    "core_macro_f1": 0.90,
    "micro_f1": 0.85,
    "healthy_alarmed_share": 1 / 23,
    "top1": 0.75,
    "top3": 0.90,
}
# The first-generation cases (all dev), which every earlier version of the tool was tuned on:
# each one is held case by case, as before the suite grew.
FIRST_GENERATION_TOP1 = 0.60
FIRST_GENERATION_TOP3 = 0.80

_outcomes: dict[str, Outcome] = {}


def outcome(case: Case) -> Outcome:
    """`triage diagnose CASE --format json`, once per session."""
    if case.name not in _outcomes:
        _outcomes[case.name] = outcome_of(case)
    return _outcomes[case.name]


def first_generation(cases: list[Case]) -> list[Case]:
    from .catalogue import TUNED_ON

    return [c for c in cases if c.name in TUNED_ON]


def test_manifest_lists_exactly_the_shipped_cases(suite_cases: list[Case]) -> None:
    manifest = json.loads(MANIFEST.read_text(encoding="utf-8"))
    shipped = {c.name: json.loads((c.path / "expected.json").read_text()) for c in suite_cases}
    assert {m["case"]: m for m in manifest} == shipped


def test_suite_spans_families_data_layouts_and_cadences(suite_cases: list[Case]) -> None:
    assert len(suite_cases) >= 150
    healthy = sum(c.healthy for c in suite_cases)
    assert healthy / len(suite_cases) >= 0.40, f"{healthy} healthy of {len(suite_cases)}"
    families = {c.family for c in suite_cases}
    assert FAMILIES <= families and families & RECURRENT, sorted(families)
    assert len({c.dataset for c in suite_cases}) >= 4
    assert LAYOUTS <= {c.layout for c in suite_cases}
    points = [json.loads((c.path / "expected.json").read_text()).get("points", 0) for c in suite_cases]
    assert min(p for p in points if p) <= 10 and max(points) >= 10_000
    assert {"every step, eval per epoch", "per epoch"} <= {c.cadence for c in suite_cases}


def test_every_core_symptom_is_injected_four_times_across_families_and_layouts(
    suite_cases: list[Case],
) -> None:
    thin = {}
    for symptom in CORE_SYMPTOMS:
        carriers = [c for c in suite_cases if symptom in c.symptoms]
        families = {c.family for c in carriers}
        layouts = {c.layout for c in carriers}
        if len(carriers) < 4 or len(families) < 2 or len(layouts) < 2:
            thin[symptom] = (len(carriers), sorted(families), sorted(layouts))
    assert not thin, f"symptoms injected too few times or in one family/layout: {thin}"


def test_splits_hold_healthy_and_faulty_runs_of_every_layout(suite_cases: list[Case]) -> None:
    from .catalogue import TUNED_ON

    assert all(c.split == "dev" for c in suite_cases if c.name in TUNED_ON), "tuned-on cases must stay dev"
    new = [c for c in suite_cases if c.name not in TUNED_ON]
    strata = Counter((c.split, c.layout, c.healthy) for c in new)
    missing = [
        (split, layout, healthy)
        for layout in {c.layout for c in new}
        for healthy in (True, False)
        for split in ("dev", "test")
        if strata[(split, layout, healthy)] == 0
    ]
    assert not missing, f"split strata without a case: {missing}"
    dev, test = strata_total(new, "dev"), strata_total(new, "test")
    assert abs(dev - test) <= len({(c.layout, c.healthy) for c in new}) + 2, (dev, test)


def strata_total(cases: list[Case], split: str) -> int:
    return sum(c.split == split for c in cases)


def test_labels_are_consistent(suite_cases: list[Case]) -> None:
    for case in suite_cases:
        assert not set(case.symptoms) & set(case.allowed), case.name
        if case.healthy:
            assert case.cause is None and not case.symptoms and case.verdict is None, case.name
        else:
            assert case.cause, f"{case.name}: a faulty case names its injected cause"
            assert case.symptoms or case.verdict, f"{case.name}: nothing a diagnosis must report"


def test_every_case_writes_canonical_hparams(suite_cases: list[Case]) -> None:
    import yaml

    for case in suite_cases:
        if (case.path / "hparams.json").is_file():
            hparams = json.loads((case.path / "hparams.json").read_text())
        elif (case.path / "hparams.yaml").is_file():
            hparams = yaml.safe_load((case.path / "hparams.yaml").read_text())
        else:
            # a real transformers.Trainer run: what the framework writes, nothing more
            assert (case.path / "trainer_state.json").is_file(), case.name
            continue
        unknown = set(hparams) - CANONICAL_HPARAMS
        assert not unknown, f"{case.name}: non-canonical hparams {sorted(unknown)}"
        assert hparams["lr"] > 0 and hparams["train_size"] > 0 and hparams["num_params"] > 0, case.name
        assert hparams["steps_per_epoch"] == -(-hparams["train_size"] // hparams["batch_size"]), case.name


def test_every_case_reads_back_with_its_splits(suite_cases: list[Case]) -> None:
    from triage.model import Kind, Role
    from triage.readers import read_run

    for case in suite_cases:
        run = read_run(case.path)
        assert run.select(Role.TRAIN, Kind.LOSS), f"{case.name}: no train loss read from {case.layout}"
        has_val = bool(run.select(Role.VAL, Kind.LOSS))
        assert has_val == ("missing-validation" not in case.symptoms), (
            f"{case.name}: val loss present={has_val}"
        )


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
def test_first_generation_symptoms_found_and_healthy_quiet(suite_cases: list[Case]) -> None:
    problems = []
    for case in first_generation(suite_cases):
        result = outcome(case)
        if result.error:
            problems.append(f"{case.name}: {result.error}")
        elif case.healthy and result.alarms:
            problems.append(f"{case.name} is healthy but alarmed: {sorted(result.alarms)}")
        # a required symptom shown under the finding that explains it (a consequence,
        # knowledge-base `explains:`) was found; the benchmark's figures count only primaries
        elif set(case.symptoms) - result.found - result.nested:
            missing = set(case.symptoms) - result.found - result.nested
            problems.append(f"{case.name}: missing {sorted(missing)}")
    assert not problems, "\n".join(problems)


@pytest.mark.slow
def test_first_generation_causes_rank_high(suite_cases: list[Case]) -> None:
    scored = summary([outcome(c) for c in first_generation(suite_cases)])
    assert scored["cause_top1"] >= FIRST_GENERATION_TOP1 and scored["cause_top3"] >= FIRST_GENERATION_TOP3, (
        scored["cause_misses"]
    )


@pytest.mark.slow
def test_dev_split_meets_the_bar(suite_cases: list[Case]) -> None:
    result = summary([outcome(c) for c in suite_cases if c.split == "dev"])
    shortfalls = []
    if result["errors"]:
        shortfalls.append(f"errors: {result['errors']}")
    if (result["core_macro_f1"] or 0) < DEV_BAR["core_macro_f1"]:
        shortfalls.append(f"core macro-F1 {result['core_macro_f1']:.2f}")
    if (result["micro_f1"] or 0) < DEV_BAR["micro_f1"]:
        shortfalls.append(f"micro-F1 {result['micro_f1']:.2f}")
    if result["healthy_alarmed"] > math.floor(DEV_BAR["healthy_alarmed_share"] * result["healthy_runs"]):
        shortfalls.append(f"healthy alarmed {result['healthy_alarmed']}/{result['healthy_runs']}")
    if (result["cause_top1"] or 0) < DEV_BAR["top1"] or (result["cause_top3"] or 0) < DEV_BAR["top3"]:
        shortfalls.append(f"cause top-1 {result['cause_top1']:.0%}, top-3 {result['cause_top3']:.0%}")
    if result["required_verdicts_healthy"]:
        shortfalls.append(f"inconclusive runs judged healthy: {result['required_verdicts_healthy']}")
    assert not shortfalls, "dev split below the bar: " + "; ".join(shortfalls)


@pytest.mark.slow
def test_test_split_is_scored_without_errors(
    suite_cases: list[Case], capsys: pytest.CaptureFixture[str]
) -> None:
    """The test split is reported, not held to a bar (tuning on it would spoil it)."""
    result = summary([outcome(c) for c in suite_cases if c.split == "test"])
    assert result["runs"] > 0 and not result["errors"], result["errors"]
    with capsys.disabled():
        print(
            f"\ntest split: core macro-F1 {result['core_macro_f1']}, micro-F1 {result['micro_f1']}, "
            f"healthy alarmed {result['healthy_alarmed']}/{result['healthy_runs']}, "
            f"cause top-1 {result['cause_top1']}, top-3 {result['cause_top3']}"
        )


# Cheap cases (a few seconds each) regenerated to check that the shipped runs are
# what the generator makes: one step-level JSONL, one per-epoch Keras CSV and one
# Lightning CSV layout.
REGENERATED = ("stopped-early-mlp", "healthy-iris-mlp", "healthy-breast-cancer-lcsv")
# torch picks its CPU kernels by instruction set (AVX-512 or AVX2), and they round
# float32 sums differently: the same seed gives values a few ulps apart on another
# machine (seen: 4.8e-7 relative after 285 steps). Every other byte must be equal.
REGENERATION_REL_TOL = 1e-5
_NUMBER = re.compile(rb"-?\d+\.\d+(?:[eE][-+]?\d+)?|-?\d+[eE][-+]?\d+")


def _same_up_to_float_rounding(made: bytes, shipped: bytes) -> bool:
    """Whether two text logs are equal once each decimal number is allowed to
    differ by REGENERATION_REL_TOL (integers, names and layout exactly)."""
    if _NUMBER.split(made) != _NUMBER.split(shipped):
        return False
    ours, theirs = _NUMBER.findall(made), _NUMBER.findall(shipped)
    return len(ours) == len(theirs) and all(
        math.isclose(float(a), float(b), rel_tol=REGENERATION_REL_TOL, abs_tol=1e-12)
        for a, b in zip(ours, theirs, strict=True)
    )


@pytest.mark.slow
def test_regenerated_cases_match_the_shipped_ones(suite_cases: list[Case], tmp_path: Path) -> None:
    pytest.importorskip("torch")
    pytest.importorskip("sklearn")
    from .generate import generate_suite

    shipped = {c.name: c.path for c in suite_cases}
    for run_dir in generate_suite(tmp_path, only=REGENERATED):
        files = sorted(p.name for p in run_dir.iterdir())
        assert files == sorted(p.name for p in shipped[run_dir.name].iterdir()), run_dir.name
        for name in files:
            made, kept = (run_dir / name).read_bytes(), (shipped[run_dir.name] / name).read_bytes()
            assert _same_up_to_float_rounding(made, kept), (
                f"{run_dir.name}/{name} differs from the shipped run: regenerate and pack the suite"
            )


def test_cases_in_filters_by_split(suite_cases: list[Case]) -> None:
    root = suite_cases[0].path.parent
    dev, test = cases_in(root, "dev"), cases_in(root, "test")
    assert dev and test and len(dev) + len(test) == len(suite_cases)
    assert {c.split for c in dev} == {"dev"} and {c.split for c in test} == {"test"}
    with pytest.raises(ValueError, match="unknown split"):
        cases_in(root, "train")


def test_diverged_runs_log_nonfinite_values_as_bare_tokens(suite_cases: list[Case]) -> None:
    case = next(c for c in suite_cases if c.name == "lr-too-high-sgd-mlp")
    text = (case.path / "metrics.jsonl").read_text()
    rows = [json.loads(line) for line in text.splitlines()]
    losses = [row["train/loss"] for row in rows if "train/loss" in row]
    assert "NaN" in text and '"NaN"' not in text
    assert any(math.isnan(v) for v in losses) and math.isfinite(losses[0])


def test_skipped_mixed_precision_steps_are_logged_as_healthy(suite_cases: list[Case]) -> None:
    """A GradScaler's skipped step: non-finite grad_norm, finite loss, the lr not advanced."""
    case = next(c for c in suite_cases if c.name == "healthy-mlp-fp16-gradscaler")
    rows = [json.loads(line) for line in (case.path / "metrics.jsonl").read_text().splitlines()]
    train = [r for r in rows if "train/loss" in r]
    skipped = [r for r in train if not math.isfinite(r["grad_norm"])]
    assert case.healthy and skipped and all(math.isfinite(r["train/loss"]) for r in train)


def test_an_lr_is_labelled_out_of_range_from_what_the_log_records(tmp_path: Path) -> None:
    """An optimizer a reader only assumed (HF's default) labels a rate out of range only
    when the other family would call it so too: lr 0.3 fits SGD, lr 3 fits neither."""
    from .scoring import configuration_symptoms

    def hf_run(lr: float, optimizer: str | None) -> Path:
        run = tmp_path / f"lr{lr}-{optimizer}"
        run.mkdir()
        history = [{"step": s, "epoch": s / 10, "loss": 1.0, "learning_rate": lr} for s in range(10, 110, 10)]
        state = {"log_history": history, "global_step": 100, "max_steps": 100, "train_batch_size": 32}
        (run / "trainer_state.json").write_text(json.dumps(state), encoding="utf-8")
        if optimizer is not None:
            recorded = {"optimizer": optimizer, "lr": lr}
            (run / "hparams.json").write_text(json.dumps(recorded), encoding="utf-8")
        return run

    assert configuration_symptoms(hf_run(0.3, None)) == set()
    assert configuration_symptoms(hf_run(3.0, None)) == {"learning-rate-out-of-range"}
    assert configuration_symptoms(hf_run(0.3, "adam")) == {"learning-rate-out-of-range"}
