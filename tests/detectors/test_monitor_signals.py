"""The training-monitor detectors on synthetic runs named the way the monitor writes
them: each fires on its fault and stays silent on a healthy run; every monitor rule fires."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import pytest
import yaml

from tests.detectors.conftest import run_of
from triage.detectors import monitor_signals as m
from triage.model import Finding, Run

REPO = Path(__file__).resolve().parents[2]
MONITOR_YAML = REPO / "knowledge_base" / "symptoms" / "monitor.yaml"
RULES_YAML = REPO / "knowledge_base" / "rules" / "monitor.yaml"
STEPS = list(range(0, 100, 10))


def params_for(symptom: str) -> dict[str, Any]:
    entries = yaml.safe_load(MONITOR_YAML.read_text(encoding="utf-8"))["symptoms"]
    entry = next(e for e in entries if e["id"] == symptom)
    return {k: v["default"] for k, v in (entry.get("thresholds") or {}).items()}


def run_detector(symptom: str, run: Run) -> list[Finding]:
    spec = next(s for s in m.DETECTORS if s.symptom == symptom)
    notes: list[str] = []
    return list(spec.func(run, params_for(symptom), notes))


def flat(value: float, steps: list[int] = STEPS) -> tuple[list[int], list[float]]:
    return steps, [value] * len(steps)


def healthy_series() -> dict[str, tuple[list[int], list[float]]]:
    """What the monitor writes for a run that trains well."""
    return {
        m.LOSS_TAG: (STEPS, list(np.linspace(1.1, 0.3, len(STEPS)))),
        m.GRAD_NORM_TAG: flat(1.5),
        m.UPDATE_RATIO_TAG: flat(2e-3),
        f"{m.LAYER_UPDATE_RATIO}/fc1.weight": flat(2e-3),
        f"{m.LAYER_UPDATE_RATIO}/fc1.bias": flat(5e-3),
        f"{m.DEAD_FRACTION}/act1": flat(0.1),
        f"{m.SATURATED_FRACTION}/gate": flat(0.05),
        m.INPUT_MEAN: flat(0.02),
        m.INPUT_STD: flat(0.98),
        m.TARGET_MAJORITY: flat(0.36),
        m.TARGET_MINORITY: flat(0.31),
        m.TARGET_CLASSES: flat(3),
        m.STALE_GRAD_STEPS: flat(0),
        m.OPTIMIZER_STEPS: (STEPS, [s + 1 for s in STEPS]),
        m.NOGRAD_TRAINMODE_FORWARDS: flat(0),
    }


def monitored(
    changes: dict[str, tuple[list[int], list[float]]], hparams: dict[str, Any] | None = None
) -> Run:
    series = healthy_series()
    series.update(changes)
    return run_of(series, hparams=hparams or {"num_params_total": 1000})


FAULTS: dict[str, Callable[[], Run]] = {
    "nonfinite-first-seen": lambda: monitored({f"{m.NONFINITE_FORWARD}/block.norm": ([70], [1.0])}),
    "gradient-accumulation": lambda: monitored({m.STALE_GRAD_STEPS: (STEPS, [s for s in STEPS])}),
    "eval-in-train-mode": lambda: monitored(
        {m.NOGRAD_TRAINMODE_FORWARDS: (STEPS, [0, 0, 4, 4, 8, 8, 12, 12, 16, 16])}
    ),
    "weights-not-updating": lambda: monitored({f"{m.LAYER_UPDATE_RATIO}/fc1.weight": flat(0.0)}),
    "update-ratio-too-large": lambda: monitored({m.UPDATE_RATIO_TAG: flat(0.4)}),
    "update-ratio-too-small": lambda: monitored({m.UPDATE_RATIO_TAG: flat(3e-8)}),
    "dead-units": lambda: monitored(
        {f"{m.DEAD_FRACTION}/act1": (STEPS, [0.2, 0.4, 0.6, 0.8, 0.9, 0.95, 0.97, 0.97, 0.98, 0.98])}
    ),
    "saturated-units": lambda: monitored({f"{m.SATURATED_FRACTION}/gate": flat(0.7)}),
    "input-not-normalized": lambda: monitored({m.INPUT_MEAN: flat(120.0), m.INPUT_STD: flat(60.0)}),
    "imbalanced-targets": lambda: monitored(
        {m.TARGET_MAJORITY: flat(0.95), m.TARGET_MINORITY: flat(0.05), m.TARGET_CLASSES: flat(2)}
    ),
}


@pytest.mark.parametrize("symptom", sorted(FAULTS))
def test_each_detector_fires_on_its_fault(symptom: str) -> None:
    findings = run_detector(symptom, FAULTS[symptom]())
    assert [f.id for f in findings] == [symptom]
    finding = findings[0]
    assert finding.message and finding.series
    assert finding.onset_step is not None


@pytest.mark.parametrize("symptom", sorted(s.symptom for s in m.DETECTORS))
def test_each_detector_is_silent_on_a_healthy_run(symptom: str) -> None:
    assert run_detector(symptom, monitored({})) == []


@pytest.mark.parametrize("symptom", sorted(s.symptom for s in m.DETECTORS))
def test_each_detector_is_silent_without_monitor_series(symptom: str) -> None:
    plain = run_of({"train/loss": (STEPS, list(np.linspace(2.0, 0.5, len(STEPS))))})
    assert run_detector(symptom, plain) == []


def test_every_detector_has_a_documented_symptom_with_its_measurements() -> None:
    entries = {e["id"]: e for e in yaml.safe_load(MONITOR_YAML.read_text(encoding="utf-8"))["symptoms"]}
    for symptom, build in FAULTS.items():
        (finding,) = run_detector(symptom, build())
        documented = set(entries[symptom].get("measurements") or {})
        thresholds = set(entries[symptom].get("thresholds") or {})
        assert set(finding.measurements) <= documented, symptom
        assert thresholds or symptom == "nonfinite-first-seen"


def test_nonfinite_origin_is_the_earliest_place() -> None:
    run = monitored(
        {
            f"{m.NONFINITE_GRAD}/fc2.weight": ([40], [1.0]),
            f"{m.NONFINITE_FORWARD}/attention.softmax": ([30], [1.0]),
        }
    )
    (finding,) = run_detector("nonfinite-first-seen", run)
    assert finding.onset_step == 30
    assert finding.measurements["where"] == "forward"
    assert finding.measurements["module"] == "attention.softmax"
    (grad,) = run_detector(
        "nonfinite-first-seen", monitored({f"{m.NONFINITE_GRAD}/fc2.weight": ([40], [1.0])})
    )
    assert grad.measurements["module"] == "fc2" and grad.measurements["parameter"] == "fc2.weight"
    assert grad.measurements["tensor"] == "gradient"
    (weights,) = run_detector(
        "nonfinite-first-seen", monitored({f"{m.NONFINITE_PARAM}/fc2.weight": ([20], [1.0])})
    )
    assert weights.measurements["tensor"] == "parameter" and "weights of parameter 'fc2.weight'" in (
        weights.message
    )
    (unlocated,) = run_detector("nonfinite-first-seen", monitored({m.NONFINITE_UNLOCATED: ([5], [1.0])}))
    assert unlocated.measurements["where"] == "unlocated" and "no tensor the monitor checked" in (
        unlocated.message
    )


def all_frozen_with_dead_units() -> Run:
    """A model whose every weight is frozen: the loss stays flat and most ReLU units are dead."""
    steps = list(range(0, 200, 2))
    flat_loss = (steps, [1.1 + 0.001 * (i % 5) for i in range(len(steps))])
    return monitored(
        {
            m.LOSS_TAG: flat_loss,
            f"{m.FROZEN}/fc1.weight": ([0], [800.0]),
            f"{m.FROZEN}/fc2.weight": ([0], [200.0]),
            f"{m.DEAD_FRACTION}/act1": flat(0.9),
        },
        {"num_params_total": 1000, "num_classes": 3},
    )


def test_weights_measured_frozen_outrank_dead_units_inferred_from_the_curves() -> None:
    ranked = [c.id for c in infer_on(all_frozen_with_dead_units()).causes]
    assert ranked[0] == "frozen-weights", ranked
    assert "dead-relu" not in ranked or ranked.index("dead-relu") > ranked.index("frozen-weights")


def nonfinite_curves() -> dict[str, tuple[list[int], list[float]]]:
    """A healthy loss and gradient norm that turn NaN/Inf at step 100."""
    steps = STEPS + [100]
    grad_norm = [1.5] * len(STEPS) + [float("inf")]
    loss = [*np.linspace(1.1, 0.3, len(STEPS)).tolist(), float("nan")]
    return {m.GRAD_NORM_TAG: (steps, grad_norm), m.LOSS_TAG: (steps, loss)}


def test_a_forward_nan_is_not_ranked_as_exploding_gradients() -> None:
    """The monitor saw the first NaN in a module's output; the gradient norm curve that turned
    infinite after it (which alone reads as an explosion) must not outrank that measurement."""
    curves = nonfinite_curves()
    forward = infer_on(monitored({**curves, f"{m.NONFINITE_FORWARD}/block.norm": ([100], [1.0])}))
    ranked = [c.id for c in forward.causes]
    assert ranked[0] == "numerical-instability", ranked
    assert "exploding-gradients" not in ranked[:2], ranked
    # a gradient that turned non-finite first keeps exploding-gradients in the running
    gradient = infer_on(monitored({**curves, f"{m.NONFINITE_GRAD}/fc.weight": ([100], [1.0])}))
    assert "exploding-gradients" in [c.id for c in gradient.causes][:2]


def test_gradient_accumulation_threshold_is_a_share_of_steps() -> None:
    params = params_for("gradient-accumulation")
    below = int(params["min_stale_fraction"] * 100) - 5
    run = monitored({m.STALE_GRAD_STEPS: flat(below, [90]), m.OPTIMIZER_STEPS: flat(100, [90])})
    assert run_detector("gradient-accumulation", run) == []
    run = monitored({m.STALE_GRAD_STEPS: flat(below + 10, [90]), m.OPTIMIZER_STEPS: flat(100, [90])})
    assert run_detector("gradient-accumulation", run)[0].measurements["stale_steps"] == below + 10


def test_frozen_weights_severity_follows_the_frozen_share() -> None:
    small = monitored({f"{m.FROZEN}/embed.weight": ([0], [100.0])}, {"num_params_total": 10_000})
    (low,) = run_detector("weights-not-updating", small)
    assert low.severity == "low" and low.measurements["frozen_fraction"] == pytest.approx(0.01)
    large = monitored({f"{m.FROZEN}/embed.weight": ([0], [5_000.0])}, {"num_params_total": 10_000})
    assert run_detector("weights-not-updating", large)[0].severity == "medium"
    everything = monitored({f"{m.FROZEN}/embed.weight": ([0], [10_000.0])}, {"num_params_total": 10_000})
    assert run_detector("weights-not-updating", everything)[0].severity == "high"
    outside = monitored({f"{m.NOT_IN_OPTIMIZER}/head.weight": ([0], [10.0])})
    (high,) = run_detector("weights-not-updating", outside)
    assert high.severity == "high" and high.measurements["not_in_optimizer"] == ["head.weight"]


def test_dead_units_judge_the_settled_later_half() -> None:
    recovering = monitored(
        {f"{m.DEAD_FRACTION}/act1": (STEPS, [0.9, 0.9, 0.9, 0.9, 0.9, 0.2, 0.1, 0.1, 0.1, 0.1])}
    )
    assert run_detector("dead-units", recovering) == []
    (finding,) = run_detector("dead-units", FAULTS["dead-units"]())
    assert finding.severity == "high" and finding.onset_step == 20


def test_update_ratio_needs_enough_measurements() -> None:
    few = monitored({m.UPDATE_RATIO_TAG: ([0, 10], [0.5, 0.5])})
    assert run_detector("update-ratio-too-large", few) == []


def test_input_scale_limits_both_ways() -> None:
    constant = monitored({m.INPUT_STD: flat(1e-6)})
    assert "nearly constant" in run_detector("input-not-normalized", constant)[0].message
    unit_range_images = monitored({m.INPUT_MEAN: flat(0.45), m.INPUT_STD: flat(0.27)})
    assert run_detector("input-not-normalized", unit_range_images) == []


# ---------------------------------------------------------------- the rules, end to end

RULE_CASES: dict[str, tuple[Callable[[], Run], dict[str, Any]]] = {
    "monitor-nonfinite-in-module-output": (FAULTS["nonfinite-first-seen"], {}),
    "monitor-nonfinite-in-gradient": (
        lambda: monitored({f"{m.NONFINITE_GRAD}/fc.weight": ([10], [1.0])}),
        {},
    ),
    "monitor-nonfinite-gradient-unclipped": (
        lambda: monitored({f"{m.NONFINITE_GRAD}/fc.weight": ([10], [1.0])}, {"grad_clip": 0}),
        {},
    ),
    "monitor-nonfinite-input-batch": (lambda: monitored({m.NONFINITE_INPUT: ([10], [1.0])}), {}),
    # a rule that only argues against a cause fires when it lowers that cause below its level on
    # the same run without the monitor's finding
    "monitor-nonfinite-before-any-gradient": (
        lambda: monitored({**nonfinite_curves(), f"{m.NONFINITE_FORWARD}/block.norm": ([100], [1.0])}),
        {"lowers": "exploding-gradients", "baseline": lambda: monitored(nonfinite_curves())},
    ),
    # a gradient norm climbing step after step reads as a forgotten zero_grad(), unless the
    # framework resets the gradients itself
    "framework-resets-gradients": (
        lambda: monitored(steady_grad_growth(), {"zero_grad": "automatic"}),
        {"lowers": "missing-zero-grad", "baseline": lambda: monitored(steady_grad_growth())},
    ),
    "monitor-nonfinite-weights": (lambda: monitored({f"{m.NONFINITE_PARAM}/fc.weight": ([10], [1.0])}), {}),
    "monitor-nonfinite-in-loss-function": (lambda: monitored({m.NONFINITE_CRITERION: ([10], [1.0])}), {}),
    "monitor-stale-gradients": (FAULTS["gradient-accumulation"], {}),
    "monitor-eval-in-train-mode": (FAULTS["eval-in-train-mode"], {}),
    "monitor-weights-frozen-or-stuck": (FAULTS["weights-not-updating"], {}),
    "monitor-trainable-weights-not-updated": (FAULTS["weights-not-updating"], {}),
    "monitor-all-weights-frozen": (lambda: all_frozen_with_dead_units(), {}),
    "monitor-updates-too-large": (FAULTS["update-ratio-too-large"], {}),
    "monitor-updates-too-small": (FAULTS["update-ratio-too-small"], {}),
    "monitor-dead-relu-units": (FAULTS["dead-units"], {}),
    "monitor-stuck-behind-dead-units": (
        lambda: monitored(
            {
                f"{m.DEAD_FRACTION}/act1": flat(0.99),
                f"{m.LAYER_UPDATE_RATIO}/fc1.weight": flat(0.0),
            }
        ),
        {},
    ),
    "monitor-saturated-units": (FAULTS["saturated-units"], {}),
    "monitor-saturation-from-input-scale": (
        lambda: monitored({f"{m.SATURATED_FRACTION}/gate": flat(0.7), m.INPUT_STD: flat(300.0)}),
        {},
    ),
    "monitor-unnormalized-input": (FAULTS["input-not-normalized"], {}),
    "monitor-imbalanced-targets": (FAULTS["imbalanced-targets"], {}),
}


def steady_grad_growth() -> dict[str, tuple[list[int], list[float]]]:
    steps = list(range(0, 400, 4))
    return {
        "train/loss": (steps, [1.0 + 0.01 * ((i * 7) % 5) for i in range(len(steps))]),
        "grad_norm": (steps, [1.0 + 0.3 * i for i in range(len(steps))]),
    }


def monitor_rule_ids() -> list[str]:
    return [r["id"] for r in yaml.safe_load(RULES_YAML.read_text(encoding="utf-8"))["rules"]]


def infer_on(run: Run) -> Any:
    kb_module = pytest.importorskip("triage.kb")
    from triage.detectors import detect

    kb = kb_module.load_knowledge_base()
    findings, notes = detect(run, kb.thresholds_with({}))
    return kb_module.infer(run, findings, kb, notes=notes)


def fired_rules(diagnosis: Any) -> set[str]:
    return {rule for cause in diagnosis.causes for rule in cause.rules}


def test_every_monitor_rule_has_a_case() -> None:
    checkpoint_rules = {r for r in monitor_rule_ids() if r.startswith("checkpoint-")}
    assert set(monitor_rule_ids()) - checkpoint_rules == set(RULE_CASES)


@pytest.mark.parametrize("rule", sorted(RULE_CASES))
def test_each_monitor_rule_fires_on_its_case(rule: str) -> None:
    build, options = RULE_CASES[rule]
    if "lowers" not in options:
        assert rule in fired_rules(infer_on(build()))
        return
    cause = options["lowers"]

    def certainty(diagnosis: Any) -> float:
        return next((c.certainty for c in diagnosis.causes if c.id == cause), 0.0)

    # the curves alone keep the cause among the candidates (a NaN norm beside a loss that left
    # the numbers from a sane level is no longer read twice, so the explosion starts near 0.3)
    before = certainty(infer_on(options["baseline"]()))
    assert before > 0.25
    assert certainty(infer_on(build())) < before / 2


def test_no_monitor_rule_fires_on_a_healthy_run() -> None:
    diagnosis = infer_on(monitored({}))
    assert not fired_rules(diagnosis) & set(monitor_rule_ids())
    assert not {f.id for f in diagnosis.symptoms} & {s.symptom for s in m.DETECTORS}
