"""The class count of an HF layout comes from the model's config.json as the suite's
writer and transformers' own save_pretrained write it (layout transfer, issue 9): a
binary task's `num_labels` beside a custom model, a classifier saved without its
architecture, and never the default label map every config carries."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest

from tests.suite.generate import write_hparams
from triage.readers.huggingface import read_trainer_state

# a real Trainer's trainer_state.json (../shared/real-logs/SOURCES.md)
REAL_STATE = "hf-multi-eval-overfit/trainer_state.json"


def _run_dir_with_real_state(real_logs: Path, tmp_path: Path) -> Path:
    run_dir = tmp_path / "run"
    run_dir.mkdir()
    shutil.copy(real_logs / REAL_STATE, run_dir / "trainer_state.json")
    return run_dir


@pytest.mark.parametrize("classes", [2, 5])
def test_the_suites_hf_layout_gives_its_class_count(real_logs: Path, tmp_path: Path, classes: int) -> None:
    # the suite's HF layout: config.json with num_labels and a custom architecture name
    run_dir = _run_dir_with_real_state(real_logs, tmp_path)
    write_hparams(run_dir, "hf-trainer", {"lr": 1e-3, "num_classes": classes})
    (run_dir / "hparams.json").unlink()  # the count must come from the model's config alone
    run = read_trainer_state(run_dir / "trainer_state.json")
    assert run.hparams["num_classes"] == classes


def _saved_config(run_dir: Path, config: Any, use_diff: bool = True) -> None:
    if use_diff:
        config.save_pretrained(run_dir)
    else:  # every field written out, as older transformers releases saved them
        config.to_json_file(run_dir / "config.json", use_diff=False)


@pytest.mark.parametrize(
    ("make", "classes"),
    [
        # a classifier saved without its architecture: problem_type and the label map say so
        (lambda t: t.BertConfig(num_labels=4, problem_type="single_label_classification"), 4),
        # a label map of three, which only someone setting the labels writes
        (lambda t: t.BertConfig(num_labels=3), 3),
        (lambda t: t.BertConfig(num_labels=2, architectures=["BertForSequenceClassification"]), 2),
    ],
)
def test_a_saved_classifier_config_gives_the_class_count(
    real_logs: Path, tmp_path: Path, make: Any, classes: int
) -> None:
    transformers = pytest.importorskip("transformers")
    run_dir = _run_dir_with_real_state(real_logs, tmp_path)
    _saved_config(run_dir, make(transformers))
    assert read_trainer_state(run_dir / "trainer_state.json").hparams["num_classes"] == classes


@pytest.mark.parametrize(
    ("make", "use_diff"),
    [
        (lambda t: t.GPT2Config(), True),
        (lambda t: t.GPT2Config(), False),  # the default LABEL_0 / LABEL_1 map written out
        (lambda t: t.T5Config(architectures=["T5ForConditionalGeneration"]), False),
        (lambda t: t.BertConfig(num_labels=3, architectures=["BertForMaskedLM"]), True),
        (lambda t: t.BertConfig(num_labels=1, problem_type="regression"), True),
        # num_labels=1 turns a sequence classifier into HF's regression head
        (lambda t: t.BertConfig(num_labels=1, architectures=["BertForSequenceClassification"]), True),
    ],
)
def test_a_config_without_classes_gives_none(
    real_logs: Path, tmp_path: Path, make: Any, use_diff: bool
) -> None:
    transformers = pytest.importorskip("transformers")
    run_dir = _run_dir_with_real_state(real_logs, tmp_path)
    _saved_config(run_dir, make(transformers), use_diff)
    assert "num_classes" not in read_trainer_state(run_dir / "trainer_state.json").hparams


def test_the_models_activation_and_depth_come_from_its_config(real_logs: Path, tmp_path: Path) -> None:
    # an HF run folder holds no hparams file: the model's config is where these live
    transformers = pytest.importorskip("transformers")
    from triage.model.hparams import canonical_hparams

    run_dir = _run_dir_with_real_state(real_logs, tmp_path)
    config = transformers.BertConfig(hidden_act="relu", num_hidden_layers=2, hidden_dropout_prob=0.2)
    _saved_config(run_dir, config)
    hparams = canonical_hparams(read_trainer_state(run_dir / "trainer_state.json").hparams)
    assert (hparams["activation"], hparams["num_layers"], hparams["dropout"]) == ("relu", 2, 0.2)
