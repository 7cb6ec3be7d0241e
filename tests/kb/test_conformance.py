"""Walks the whole bundled knowledge base: ids unique and kebab-case, every
reference defined, every cause reachable, every entry complete, and the ids
DESIGN.md and the seed documents call for all present."""

from __future__ import annotations

import re

import pytest

from tests.suite.scoring import CORE_SYMPTOMS
from triage.kb import KnowledgeBase, check_knowledge_base, load_knowledge_base
from triage.kb.loader import CATEGORIES, bundled_root
from triage.kb.schema import FINDING_FIELDS, CauseLink, MeasureCondition, SymptomCondition, conditions_in

# DESIGN.md's 14 symptom ids: one list, the one the suite's scoring counts
DESIGN_SYMPTOMS = set(CORE_SYMPTOMS)
DESIGN_CAUSES = {
    "learning-rate-too-high",
    "learning-rate-too-low",
    "missing-zero-grad",
    "unnormalized-input",
    "vanishing-gradients",
    "exploding-gradients",
    "dead-relu",
    "poor-initialization",
    "frozen-weights",
    "insufficient-data",
    "insufficient-regularization",
    "data-leakage",
    "label-noise",
    "distribution-shift",
    "data-not-shuffled",
    "class-imbalance",
    "too-few-epochs",
    "lr-decay-too-fast",
    "eval-pipeline-mismatch",
    "wrong-loss-function",
    "numerical-instability",
}
# causes the monitor's rules and the seed documents (MindInsight guide, PyTorch checklist) call for
SEED_CAUSES = {
    "train-eval-mode-misuse",
    "saturated-activations",
    "no-gradient-clipping",
    "checkpoint-missing-state",
    "missing-eval-set",
    "weight-updates-too-large",
    "weight-updates-too-small",
    "bad-input-data",
    "loss-scale-misconfigured",
    "batch-size-unsuitable",
    "wrong-operator",
    "wrong-weight-sharing",
    "disconnected-layer",
    "optimizer-implementation-bug",
    "missing-values",
    "pretrain-finetune-mismatch",
    "wrong-preprocessing-parameters",
    "wrong-eval-logic",
    "wrong-checkpoint-loaded",
    "extreme-weight-values",
    "model-too-large",
    "too-many-epochs",
    "warmup-too-short",
}
KEBAB = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")


@pytest.fixture(scope="module")
def kb() -> KnowledgeBase:
    return load_knowledge_base()


def test_bundled_base_has_no_problems() -> None:
    _, problems = check_knowledge_base()
    assert [str(p) for p in problems] == []


def test_bundled_base_is_found_beside_the_package() -> None:
    root = bundled_root()
    assert (root / "causes").is_dir() and (root / "rules").is_dir()


def test_ids_are_unique_across_kinds_and_kebab_case(kb: KnowledgeBase) -> None:
    ids = [*kb.symptoms, *kb.causes, *kb.rules]
    assert len(ids) == len(set(ids))
    assert all(KEBAB.match(i) for i in ids)
    codes = [e.code for e in (*kb.symptoms.values(), *kb.causes.values()) if e.code]
    assert len(codes) == len(set(codes))


def test_contract_ids_are_present(kb: KnowledgeBase) -> None:
    assert DESIGN_SYMPTOMS <= set(kb.symptoms)
    assert DESIGN_CAUSES <= set(kb.causes)
    assert SEED_CAUSES <= set(kb.causes)


def test_every_reference_is_defined_and_every_cause_reachable(kb: KnowledgeBase) -> None:
    reached: set[str] = set()
    for rule in kb.rules.values():
        link: CauseLink
        for link in rule.causes:
            assert link.cause in kb.causes, rule.id
            assert -1 < link.certainty <= 1
            if link.certainty > 0:
                reached.add(link.cause)
        for cond in conditions_in(rule.when):
            if isinstance(cond, (SymptomCondition, MeasureCondition)):
                assert cond.symptom in kb.symptoms, rule.id
            if isinstance(cond, MeasureCondition) and kb.symptoms[cond.symptom].measurements:
                documented = {*kb.symptoms[cond.symptom].measurements, *FINDING_FIELDS}
                assert cond.key in documented, (rule.id, cond.key)
    assert reached == set(kb.causes)


def test_every_cause_is_complete(kb: KnowledgeBase) -> None:
    for cause in kb.causes.values():
        assert cause.title and cause.mechanism and cause.category in CATEGORIES, cause.id
        assert len(cause.checks) >= 1 and len(cause.fixes) >= 1 and cause.references, cause.id
        assert len(cause.mechanism) > 80, f"{cause.id}: the mechanism should explain, not name"


def test_every_symptom_is_complete_with_threshold_defaults(kb: KnowledgeBase) -> None:
    for symptom in kb.symptoms.values():
        assert symptom.code and symptom.title and symptom.description and symptom.severity, symptom.id
        for threshold in symptom.thresholds:
            assert threshold.default is not None and threshold.description, (symptom.id, threshold.name)
    defaults = kb.thresholds_with()
    assert set(defaults) == set(kb.symptoms)


def test_every_rule_is_complete_and_tied_to_a_symptom(kb: KnowledgeBase) -> None:
    for rule in kb.rules.values():
        assert rule.title and rule.because and rule.causes, rule.id
        symptoms = {
            c.symptom for c in conditions_in(rule.when) if isinstance(c, (SymptomCondition, MeasureCondition))
        }
        assert symptoms, f"{rule.id}: a rule must read at least one symptom"
