"""The comparison's knowledge is data: the tables load, cross-check against the
diagnosis knowledge base (which must keep loading with them beside it), and the
defaults and "same name, different meaning" notes reach the hparam table."""

from __future__ import annotations

import pytest

from triage.compare.core import compare
from triage.compare.hparams import read_side
from triage.compare.knowledge import _safe_load, load_compare_knowledge, normalised_key
from triage.errors import KnowledgeBaseError
from triage.kb.loader import check_knowledge_base, load_knowledge_base
from triage.model import Run

KNOWLEDGE = load_compare_knowledge()


def test_the_diagnosis_knowledge_base_still_loads_clean_beside_the_tables() -> None:
    _, problems = check_knowledge_base(())
    assert problems == []


def test_related_causes_are_causes_of_the_diagnosis_knowledge_base() -> None:
    causes = set(load_knowledge_base().causes)
    for family in KNOWLEDGE.families.values():
        assert set(family.related_causes) <= causes, family.id


def test_no_alias_stands_for_two_settings() -> None:
    seen: dict[str, str] = {}
    for spec in KNOWLEDGE.hparams:
        for alias in {normalised_key(a) for a in (spec.name, *spec.aliases)}:
            assert seen.setdefault(alias, spec.name) == spec.name, f"{alias}: {seen[alias]} and {spec.name}"


def test_every_default_names_its_source() -> None:
    assert KNOWLEDGE.defaults
    assert all(d.source.strip() for d in KNOWLEDGE.defaults)


def test_yaml_anchors_and_aliases_are_refused() -> None:
    with pytest.raises(KnowledgeBaseError, match="aliases"):
        _safe_load("a: &big [1, 2]\nb: *big\n", "t.cyaml")
    with pytest.raises(KnowledgeBaseError, match="invalid YAML"):
        _safe_load("a: [1, 2\n", "t.cyaml")
    with pytest.raises(KnowledgeBaseError, match="more than once|twice|duplicate"):
        _safe_load("a: 1\na: 2\n", "t.cyaml")


@pytest.mark.parametrize(
    ("written", "canonical"),
    [
        ("lr", "lr"),
        ("learning_rate", "lr"),
        ("optimizer.learning-rate", "lr"),
        ("optimizer_learning_rate", "lr"),
        ("bs", "batch_size"),
        ("per_device_train_batch_size", "batch_size"),
        ("accumulate_grad_batches", "gradient_accumulation_steps"),
        ("adam_epsilon", "adam_eps"),
        ("gradient_clip_val", "grad_clip"),
        ("max_grad_norm", "grad_clip"),
    ],
)
def test_aliases_normalise_to_one_name(written: str, canonical: str) -> None:
    spec = KNOWLEDGE.spec(written)
    assert spec is not None and spec.name == canonical


def test_values_normalise_optimizer_names_numbers_and_none() -> None:
    side = read_side(
        {"optim": "torch.optim.AdamW", "learning_rate": "3e-4", "gradient_clip_val": "None"}, "csv", KNOWLEDGE
    )
    assert side.values["optimizer"] == "adamw"
    assert side.values["lr"] == pytest.approx(3e-4)
    assert side.values["grad_clip"] is None
    hf = read_side({"optim": "adamw_torch_fused"}, "huggingface", KNOWLEDGE)
    assert hf.values["optimizer"] == "adamw" and hf.framework == "huggingface"


def test_hf_trainer_defaults_fill_what_the_run_leaves_unset() -> None:
    side = read_side({"per_device_train_batch_size": 16}, "huggingface", KNOWLEDGE)
    assert side.values["lr"] == pytest.approx(5e-5)
    assert side.values["grad_clip"] == pytest.approx(1.0)
    assert side.values["schedule"] == "linear"
    assert side.values["weight_decay"] == 0.0  # the Trainer passes 0.0, not torch AdamW's 0.01
    assert side.values["batch_size"] == 16.0 and "batch_size" not in side.defaults


def test_an_optimizer_the_reader_only_assumed_is_a_default_not_a_setting() -> None:
    side = read_side({"optimizer": "adamw", "optimizer_assumed": True}, "huggingface", KNOWLEDGE)
    assert side.values["optimizer"] == "adamw" and "optimizer" in side.defaults
    assert "optimizer_assumed" not in side.values and "optimizer" not in side.written_as
    recorded = read_side({"optimizer": "sgd"}, "huggingface", KNOWLEDGE)
    assert recorded.values["optimizer"] == "sgd" and "optimizer" not in recorded.defaults


def test_lightning_is_recognised_by_its_keys_and_does_not_clip_by_default() -> None:
    side = read_side({"max_epochs": 5, "optimizer": "adam"}, "csv", KNOWLEDGE)
    assert side.framework == "lightning" and not side.framework_assumed
    assert side.values["grad_clip"] is None
    assert side.values["adam_eps"] == pytest.approx(1e-8)  # torch's Adam, which Lightning builds


def test_keras_and_pytorch_defaults_differ_and_say_why() -> None:
    keras = Run("keras-run", "mem", "csv", hparams={"framework": "keras", "optimizer": "Adam"})
    torch_run = Run("torch-run", "mem", "csv", hparams={"framework": "pytorch", "optimizer": "adam"})
    rows = {row.name: row for row in compare(keras, torch_run).hparams}
    eps = rows["adam_eps"]
    assert (eps.run, eps.reference, eps.default_used, eps.differs) == (1e-7, 1e-8, "both", True)
    assert "epsilon hat" in eps.note
    momentum = rows["bn_momentum"]
    assert (momentum.run, momentum.reference) == (0.99, 0.1)
    assert "NEW batch statistic" in momentum.note and "OLD running value" in momentum.note
    assert "lr" not in rows  # 1e-3 on both sides by default: no row to read


def test_an_unrecorded_framework_is_said_to_be_assumed() -> None:
    side = read_side({"optimizer": "adam"}, "csv", KNOWLEDGE)
    assert side.framework == "pytorch" and side.framework_assumed
    assert "framework not recorded" in side.defaults["adam_eps"]
