"""Every fixture in ../shared/real-logs reads with the roles and kinds its SOURCES.md
describes, found through the same discovery a user's path goes through."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from triage.model import Kind, Role, Run
from triage.readers import read_run, read_runs


def by_name(runs: list[Run]) -> dict[str, Run]:
    return {r.name: r for r in runs}


def labels(run: Run, name: str) -> tuple[str, str]:
    series = run.series[name]
    return series.role.value, series.kind.value


def test_whisper_train_loss_eval_loss_and_wer(real_logs: Path) -> None:
    run = read_run(real_logs / "hf-whisper-ja-overfit")
    assert run.reader == "huggingface"
    assert labels(run, "loss") == ("train", "loss")
    assert labels(run, "eval_loss") == ("val", "loss")
    assert labels(run, "eval_wer") == ("val", "metric") and run.series["eval_wer"].direction == "min"
    assert len(run.series["loss"]) == 200 and len(run.series["eval_loss"]) == 5
    assert run.series["eval_loss"].value.tolist() == sorted(run.series["eval_loss"].value.tolist())
    assert run.series["loss"].last_step == 5000
    # the summary's run-average train_loss (0.0189) is not the curve's last point
    assert run.series["loss"].value[-1] < 0.001
    assert run.hparams["train_loss_average"] == pytest.approx(0.0189, abs=1e-4)


def test_multi_eval_six_val_datasets(real_logs: Path) -> None:
    run = read_run(real_logs / "hf-multi-eval-overfit")
    val_losses = run.select(role=Role.VAL, kind=Kind.LOSS)
    assert sorted(s.dataset for s in val_losses) == [f"g{i}" for i in range(6)]
    assert all(s.first_step == 0 and len(s) == 31 for s in val_losses)
    assert labels(run, "grad_norm") == ("train", "grad-norm")
    assert run.hparams["batch_size"] == 4


def test_mt5_snapshot_is_noted_unfinished(real_logs: Path) -> None:
    run = read_run(real_logs / "hf-mt5-az-healthy")
    assert run.series["loss"].value[0] == pytest.approx(25.5062)
    assert {s.name for s in run.select(role=Role.VAL, kind=Kind.METRIC)} == {
        "eval_rouge1",
        "eval_rouge2",
        "eval_rougeL",
        "eval_rougeLsum",
    }
    assert any("7000 of max_steps 9411" in n for n in run.notes)


def test_tinyllama_token_accuracy_and_early_stopping(real_logs: Path) -> None:
    run = read_run(real_logs / "hf-tinyllama-sft-healthy")
    assert labels(run, "mean_token_accuracy") == ("train", "metric")
    assert labels(run, "eval_mean_token_accuracy") == ("val", "metric")
    assert run.hparams["early_stopping_patience"] == 4


def test_t5_trainer_state_chosen_over_its_tensorboard_copy(real_logs: Path) -> None:
    run = read_run(real_logs / "hf-t5-cnndm-slow")
    assert run.reader == "huggingface"
    assert len(run.series["loss"]) == 430
    assert not run.select(role=Role.VAL)
    assert any("tensorboard" in n and "read huggingface" in n for n in run.notes)
    assert run.hparams["train_loss_average"] == pytest.approx(1.804, abs=1e-3)


def test_pinn_nan_cells_counted(real_logs: Path) -> None:
    runs = by_name(read_runs(real_logs / "lightning-pinn-nan"))
    assert list(runs) == ["lightning_logs/version_12", "lightning_logs/version_14"]
    v14 = runs["lightning_logs/version_14"]
    losses = v14.select(kind=Kind.LOSS)
    assert len(losses) == 5
    assert sum(s.nonfinite for s in losses) == 220
    mean = v14.series["mean_loss"]
    assert mean.role == Role.TRAIN and mean.last_step == 261
    assert v14.series["epoch"].kind == Kind.EPOCH
    v12 = runs["lightning_logs/version_12"]
    assert v12.series["mean_loss"].nonfinite == 0
    assert v12.series["mean_loss"].value[0] > 1e23


def test_pendulum_step_epoch_pairs(real_logs: Path) -> None:
    run = read_run(real_logs / "lightning-pendulum-step-epoch")
    assert run.name == "lightning_logs/version_0"
    step_series = run.select(role=Role.TRAIN, kind=Kind.LOSS, aggregation="step")
    epoch_series = run.select(role=Role.TRAIN, kind=Kind.LOSS, aggregation="epoch")
    assert {s.name for s in step_series} == {
        "train_loss_step",
        "dynamics_loss_step",
        "initial_omega_loss_step",
        "initial_theta_loss_step",
    }
    assert len(epoch_series) == 4
    train_epoch = run.series["train_loss_epoch"]
    assert len(train_epoch) == 100 and train_epoch.step[0] == 62 and train_epoch.last_step == 6299
    assert min(train_epoch.value) == pytest.approx(0.3196, abs=1e-4)


def test_lstm_odd_column_names_become_role_other(real_logs: Path) -> None:
    runs = by_name(read_runs(real_logs / "lightning-lstm-stuck"))
    assert list(runs) == ["lightning_logs/version_11", "lightning_logs/version_2"]
    for run in runs.values():
        assert labels(run, "out_tensor([0.])") == ("other", "other")
        assert labels(run, "out_tensor([1.])") == ("other", "other")
        assert labels(run, "train_loss") == ("train", "loss")
    stuck = runs["lightning_logs/version_2"].series["train_loss"]
    assert abs(stuck.value[-1] - 0.25) < 1e-3


@pytest.mark.parametrize(
    ("fixture", "rows"), [("keras-csv-emotion-resnet50", 17), ("keras-csv-tomato-cnn", 29)]
)
def test_keras_csvlogger_files(real_logs: Path, fixture: str, rows: int) -> None:
    run = read_run(real_logs / fixture)
    assert run.reader == "csv"
    assert labels(run, "loss") == ("train", "loss")
    assert labels(run, "val_loss") == ("val", "loss")
    assert labels(run, "val_accuracy") == ("val", "metric")
    assert run.series["val_loss"].first_step == 0 and len(run.series["val_loss"]) == rows


def test_mlflow_single_point_run_never_finished(real_logs: Path) -> None:
    run = read_run(real_logs / "mlflow-keras-single-point")
    assert run.reader == "mlflow"
    assert run.name == "mlruns/0/cb0096518b0e4c66a94428555f05420b"
    assert len(run.series["loss"]) == 1 and run.series["loss"].value[0] == pytest.approx(3.2727866)
    assert labels(run, "accuracy") == ("train", "metric")
    assert run.hparams["BATCH_SIZE"] == 16 and run.hparams["IMAGE_SIZE"] == [224, 224, 3]
    assert run.hparams["INCLUDE_TOP"] is False
    assert any("never finished" in n for n in run.notes)


def test_tensorboard_fixtures_are_found(real_logs: Path) -> None:
    charlstm = read_run(real_logs / "lightning-tb-charlstm")
    assert charlstm.reader == "tensorboard"
    assert labels(charlstm, "val_loss") == ("val", "loss")
    keras = read_runs(real_logs / "keras-tb-validation")
    assert len(keras) == 2
    for run in keras:
        assert labels(run, "validation/epoch_loss") == ("val", "loss")


def test_the_whole_tree_reads_without_changing_a_byte(real_logs: Path) -> None:
    def snapshot() -> dict[str, tuple[int, str]]:
        state = {}
        for path in sorted(real_logs.rglob("*")):
            if path.is_file():
                state[str(path)] = (path.stat().st_mtime_ns, hashlib.sha256(path.read_bytes()).hexdigest())
        return state

    before = snapshot()
    runs = read_runs(real_logs)
    assert snapshot() == before
    # every fixture folder yields at least one run (some hold several versions)
    assert len(runs) >= len([d for d in real_logs.iterdir() if d.is_dir()])
    assert len({r.name for r in runs}) == len(runs)


@pytest.mark.parametrize(
    ("fixture", "monitor_dir"),
    [("lightning-csv-gaze-healthy/lightning_logs/version_0", "."), ("hf-whisper-twi-healthy", "triage")],
)
def test_a_real_run_with_the_monitors_event_file_is_one_run(
    real_logs: Path, tmp_path: Path, fixture: str, monitor_dir: str
) -> None:
    # one run trained = one run triaged: the monitor's file merges into the logger's run
    import shutil

    from triage.hooks.event_writer import EventFileWriter

    run_dir = tmp_path / "run"
    shutil.copytree(real_logs / fixture, run_dir)
    alone = read_run(run_dir)
    writer = EventFileWriter(run_dir / monitor_dir)
    for step in range(5):
        writer.write_step(
            step * 10, 1.7e9 + step, [("grad_norm/global", 0.5 + step), ("update_ratio/global", 1e-3)]
        )
    writer.close()
    merged = read_run(run_dir)
    assert merged.reader == alone.reader
    assert set(merged.series) == set(alone.series) | {"grad_norm/global", "update_ratio/global"}
    assert any(writer.path.name in n and "merged the training monitor's" in n for n in merged.notes)


def test_every_real_run_found_has_series(real_logs: Path) -> None:
    # a run with no series is an input error (a note here), never a run to judge healthy
    runs = read_runs(real_logs)
    assert runs and all(run.series for run in runs)
