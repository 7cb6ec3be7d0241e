"""The trainer_state.json reader: train, eval (several sets) and summary entries told
apart, bare NaN tokens, hparams under canonical names, errors that name the line."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import pytest

from triage.errors import InputError
from triage.model import Kind, Role
from triage.readers import read_run
from triage.readers.huggingface import read_trainer_state


def trainer_state(history: list[dict[str, Any]], **top: Any) -> dict[str, Any]:
    state: dict[str, Any] = {
        "best_metric": None,
        "epoch": 2.0,
        "global_step": 30,
        "log_history": history,
        "logging_steps": 10,
        "max_steps": 30,
        "num_train_epochs": 2,
        "train_batch_size": 8,
    }
    state.update(top)
    return state


HISTORY: list[dict[str, Any]] = [
    {"epoch": 0.0, "eval_a_loss": 2.3, "eval_a_accuracy": 0.1, "eval_a_runtime": 1.2, "step": 0},
    {"epoch": 0.0, "eval_b_loss": 2.2, "eval_b_accuracy": 0.1, "eval_b_runtime": 1.3, "step": 0},
    {"epoch": 0.5, "grad_norm": 3.0, "learning_rate": 1e-4, "loss": 2.0, "step": 10},
    {"epoch": 1.0, "grad_norm": 2.0, "learning_rate": 5e-5, "loss": 1.0, "step": 20},
    {"epoch": 1.0, "eval_a_loss": 1.5, "eval_a_accuracy": 0.5, "eval_a_runtime": 1.1, "step": 20},
    {"epoch": 1.0, "eval_b_loss": 1.7, "eval_b_accuracy": 0.4, "eval_b_runtime": 1.0, "step": 20},
    {"epoch": 1.5, "grad_norm": 1.0, "learning_rate": 1e-5, "loss": 0.5, "step": 30},
    {
        "epoch": 2.0,
        "step": 30,
        "total_flos": 1e15,
        "train_loss": 1.1666,
        "train_runtime": 100.5,
        "train_samples_per_second": 9.0,
        "train_steps_per_second": 0.3,
    },
]


def write_state(directory: Path, state: dict[str, Any]) -> Path:
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / "trainer_state.json"
    path.write_text(json.dumps(state, indent=2, sort_keys=True), encoding="utf-8")
    return path


def test_train_eval_sets_and_summary_are_told_apart(tmp_path: Path) -> None:
    run = read_trainer_state(write_state(tmp_path / "out", trainer_state(HISTORY)))
    loss = run.series["loss"]
    assert (loss.role, loss.kind) == (Role.TRAIN, Kind.LOSS)
    # the summary's train_loss (a run average) is not a point of the curve
    assert loss.step.tolist() == [10, 20, 30]
    assert loss.value.tolist() == [2.0, 1.0, 0.5]
    assert "train_loss" not in run.series
    assert run.hparams["train_loss_average"] == pytest.approx(1.1666)
    assert any("average" in n for n in run.notes)
    for eval_set in ("a", "b"):
        series = run.series[f"eval_{eval_set}_loss"]
        assert (series.role, series.kind, series.dataset) == (Role.VAL, Kind.LOSS, eval_set)
        assert series.step.tolist() == [0, 20]
    assert run.series["grad_norm"].kind == Kind.GRAD_NORM
    assert not any(name.endswith("_runtime") for name in run.series)
    assert run.series["epoch"].step.tolist() == [10, 20, 30]  # eval entries' epochs are not repeated
    assert run.hparams["batch_size"] == 8 and run.hparams["epochs"] == 2 and run.hparams["max_steps"] == 30


def test_bare_nan_and_infinity_tokens(tmp_path: Path) -> None:
    path = tmp_path / "trainer_state.json"
    path.write_text(
        '{"log_history": [{"loss": 1.0, "grad_norm": 2.0, "step": 1},'
        ' {"loss": 0.0, "grad_norm": NaN, "step": 2}, {"loss": Infinity, "grad_norm": -Infinity, "step": 3}]}'
    )
    run = read_trainer_state(path)
    assert run.series["grad_norm"].nonfinite == 2
    assert math.isnan(run.series["grad_norm"].value[1])
    assert run.series["loss"].value[2] == math.inf


def test_unfinished_snapshot_is_noted(tmp_path: Path) -> None:
    state = trainer_state(HISTORY[:4], global_step=20, max_steps=90)
    run = read_trainer_state(write_state(tmp_path, state))
    assert any("step 20 of max_steps 90" in n for n in run.notes)
    assert run.hparams["state_unfinished"] is True
    finished = read_trainer_state(write_state(tmp_path, trainer_state(HISTORY)))
    assert "state_unfinished" not in finished.hparams


def test_syntax_error_names_line_and_column(tmp_path: Path) -> None:
    path = write_state(tmp_path, trainer_state(HISTORY))
    text = path.read_text()
    path.write_text(text[: len(text) // 2])  # truncated mid-write
    with pytest.raises(InputError, match=r"JSON syntax error at line \d+, column \d+"):
        read_trainer_state(path)


def test_json_without_log_history_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "trainer_state.json"
    path.write_text('{"global_step": 3}')
    with pytest.raises(InputError, match="log_history"):
        read_trainer_state(path)


def test_latest_checkpoint_state_is_read_when_the_output_dir_has_none(tmp_path: Path) -> None:
    out = tmp_path / "out"
    write_state(out / "checkpoint-10", trainer_state(HISTORY[:3], global_step=10))
    write_state(out / "checkpoint-20", trainer_state(HISTORY[:6], global_step=20))
    run = read_run(out)
    assert run.name == "out"
    assert run.source.endswith("checkpoint-20/trainer_state.json")
    assert run.series["loss"].step.tolist() == [10, 20]
    assert any("checkpoint-10" in n for n in run.notes)


def test_output_dir_state_wins_over_its_checkpoints(tmp_path: Path) -> None:
    out = tmp_path / "out"
    write_state(out / "checkpoint-20", trainer_state(HISTORY[:6], global_step=20))
    write_state(out, trainer_state(HISTORY))
    run = read_run(out)
    assert run.source == str(out / "trainer_state.json")
    assert run.series["loss"].step.tolist() == [10, 20, 30]


# -- issue 10 / 11: bounded input, the model's config.json, planned length, default optimizer


def test_planned_length_and_the_trainers_default_optimizer(tmp_path: Path) -> None:
    run = read_trainer_state(write_state(tmp_path / "run", trainer_state(HISTORY, max_steps=945)))
    assert run.hparams["planned_steps"] == 945
    assert run.hparams["planned_epochs"] == 2
    assert run.hparams["optimizer"] == "adamw" and run.hparams["optimizer_assumed"] is True
    assert any("Trainer's default" in n and "not because the run records it" in n for n in run.notes)


def test_a_recorded_optimizer_is_not_overridden(tmp_path: Path) -> None:
    run_dir = tmp_path / "run"
    write_state(run_dir, trainer_state(HISTORY))
    (run_dir / "hparams.json").write_text('{"optim": "sgd"}')
    run = read_run(run_dir)
    assert run.hparams["optim"] == "sgd"
    assert "optimizer" not in run.hparams
    assert not any("Trainer's default" in n for n in run.notes)


@pytest.mark.parametrize("architecture", ["BertForSequenceClassification", "GPT2LMHeadModel"])
def test_the_model_config_above_a_checkpoint(tmp_path: Path, architecture: str) -> None:
    run_dir = tmp_path / "run"
    write_state(run_dir / "checkpoint-30", trainer_state(HISTORY))
    config = {
        "architectures": [architecture],
        "model_type": "bert",
        "id2label": {"0": "neg", "1": "neu", "2": "pos"},
        "label2id": {"neg": 0, "neu": 1, "pos": 2},
        "hidden_size": 16,
    }
    (run_dir / "config.json").write_text(json.dumps(config))
    run = read_run(run_dir)
    assert run.hparams["model_type"] == "bert"
    assert run.hparams["architectures"] == [architecture]
    if architecture.endswith("Classification"):
        assert run.hparams["num_classes"] == 3
    else:  # every config carries an id2label; only a classifier's counts classes
        assert "num_classes" not in run.hparams


def test_bad_config_json_is_a_note(tmp_path: Path) -> None:
    run_dir = tmp_path / "run"
    write_state(run_dir, trainer_state(HISTORY))
    (run_dir / "config.json").write_text('{"model_type": "bert", "n": ' + "[" * 50_000)
    run = read_trainer_state(run_dir / "trainer_state.json")
    assert "model_type" not in run.hparams
    assert any("config.json" in n for n in run.notes)


def test_an_integer_past_the_int_limit_is_an_infinite_metric(tmp_path: Path) -> None:
    history = [dict(HISTORY[2]), dict(HISTORY[3])]
    path = write_state(tmp_path / "run", trainer_state(history))
    path.write_text(path.read_text().replace('"loss": 1.0', '"loss": ' + "9" * 5_000))
    run = read_trainer_state(path)
    assert run.series["loss"].value.tolist() == [2.0, math.inf]
    assert any("4,300 digits" in n for n in run.notes)


def test_deep_nesting_is_one_line_of_error(tmp_path: Path) -> None:
    path = tmp_path / "trainer_state.json"
    path.write_text('{"log_history": [], "x": ' + "[" * 100_000 + "]" * 100_000 + "}")
    with pytest.raises(InputError, match="nested more than 100 levels"):
        read_trainer_state(path)


def test_lone_surrogates_in_keys_are_replaced(tmp_path: Path) -> None:
    path = write_state(tmp_path / "run", trainer_state(HISTORY[2:4]))
    path.write_text(path.read_text().replace('"grad_norm"', '"grad_norm\\ud800"'))
    run = read_trainer_state(path)
    assert "grad_norm\ufffd" in run.series
    assert any("lone surrogates" in n for n in run.notes)


@pytest.mark.slow
def test_a_real_trainer_run_reads_with_its_config(tmp_path: Path) -> None:
    torch = pytest.importorskip("torch")
    transformers = pytest.importorskip("transformers")
    torch.manual_seed(0)
    torch.set_num_threads(1)
    config = transformers.BertConfig(
        vocab_size=64,
        hidden_size=16,
        num_hidden_layers=1,
        num_attention_heads=2,
        intermediate_size=32,
        max_position_embeddings=16,
        num_labels=4,
    )
    model = transformers.BertForSequenceClassification(config)
    generator = torch.Generator().manual_seed(0)
    inputs = torch.randint(1, 64, (32, 8), generator=generator)
    labels = torch.randint(0, 4, (32,), generator=generator)

    class Examples(torch.utils.data.Dataset):  # type: ignore[misc]
        def __len__(self) -> int:
            return 32

        def __getitem__(self, i: int) -> dict[str, Any]:
            return {"input_ids": inputs[i], "labels": labels[i]}

    arguments = transformers.TrainingArguments(
        output_dir=str(tmp_path / "out"),
        max_steps=6,
        save_steps=3,
        logging_steps=1,
        per_device_train_batch_size=8,
        report_to=[],
        use_cpu=True,
        seed=0,
        disable_tqdm=True,
    )
    transformers.Trainer(model=model, args=arguments, train_dataset=Examples()).train()
    run = read_run(tmp_path / "out")
    assert run.reader == "huggingface"
    assert run.series["loss"].step.tolist() == [1, 2, 3, 4, 5, 6]
    assert run.hparams["num_classes"] == 4
    assert run.hparams["model_type"] == "bert"
    assert run.hparams["planned_steps"] == 6
    assert run.hparams["optimizer"] == "adamw"
    assert any("Trainer's default" in n for n in run.notes)
