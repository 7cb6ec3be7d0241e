"""The detectors on real public training logs (../shared/real-logs): the
findings must match what SOURCES.md says each curve shows."""

from __future__ import annotations

from pathlib import Path

import pytest

from triage.model import Run, severity_rank

from .conftest import findings_of, notes_of, read_csv_run, read_tensorboard, read_trainer_state


def _at_least_medium(run: Run) -> set[str]:
    return {f.id for f in findings_of(run).values() if severity_rank(f.severity) >= severity_rank("medium")}


def test_whisper_overfits_from_the_first_eval_and_train_loss_collapses(real_logs: Path) -> None:
    run = read_trainer_state(real_logs / "hf-whisper-ja-overfit" / "trainer_state.json")
    found = findings_of(run)
    overfit = found["overfitting"]
    assert overfit.onset_step == 1000
    assert overfit.measurements["rise_fraction"] == pytest.approx(0.31, abs=0.03)
    assert overfit.measurements["train_still_falling"] is True
    assert severity_rank(overfit.severity) >= severity_rank("medium")
    zero = found["zero-train-loss"]
    assert zero.measurements["final_train_loss"] < 1e-3
    assert zero.measurements["val_also_low"] is False


def test_multi_eval_overfitting_is_found_on_the_named_eval_sets(real_logs: Path) -> None:
    run = read_trainer_state(real_logs / "hf-multi-eval-overfit" / "trainer_state.json")
    found = findings_of(run)
    overfit = found["overfitting"]
    assert overfit.severity == "high"
    assert overfit.measurements["dataset"].startswith("g")
    assert overfit.measurements["val_min_step"] <= 802  # minimum at epoch 1-2
    assert overfit.measurements["rise_fraction"] > 1.0


def test_pinn_v14_nan_runaway_with_its_onset(real_logs: Path) -> None:
    run = read_csv_run(real_logs / "lightning-pinn-nan/lightning_logs/version_14/metrics.csv", "step")
    runaway = findings_of(run)["loss-runaway"]
    assert runaway.severity == "critical"
    assert runaway.measurements["nonfinite"] is True
    assert runaway.onset_step == 218
    assert 0.8 < runaway.measurements["onset_fraction"] < 0.9


def test_pinn_v12_absurd_but_finite_level_is_runaway(real_logs: Path) -> None:
    run = read_csv_run(real_logs / "lightning-pinn-nan/lightning_logs/version_12/metrics.csv", "step")
    runaway = findings_of(run)["loss-runaway"]
    assert runaway.measurements["nonfinite"] is False
    assert runaway.measurements["absurd_level"] is True


def test_lstm_v2_no_learning_and_v11_healthy(real_logs: Path) -> None:
    stuck = read_csv_run(real_logs / "lightning-lstm-stuck/lightning_logs/version_2/metrics.csv", "step")
    slow = findings_of(stuck)["slow-convergence"]
    assert slow.measurements["no_learning"] is True
    assert slow.severity == "high"
    healthy = read_csv_run(real_logs / "lightning-lstm-stuck/lightning_logs/version_11/metrics.csv", "step")
    assert _at_least_medium(healthy) == set()


@pytest.mark.parametrize("fixture", ["hf-mt5-az-healthy", "hf-tinyllama-sft-healthy"])
def test_healthy_hf_runs_get_nothing_medium_or_above(real_logs: Path, fixture: str) -> None:
    run = read_trainer_state(real_logs / fixture / "trainer_state.json")
    assert _at_least_medium(run) == set()


def test_t5_cnndm_is_slow_convergence(real_logs: Path) -> None:
    run = read_trainer_state(real_logs / "hf-t5-cnndm-slow" / "trainer_state.json")
    found = findings_of(run)
    slow = found["slow-convergence"]
    # about -6% between the means of the first and last 43 logs; the start is the first
    # smoothed level when higher (the loss was still coming down over the first logs)
    assert 0.03 < slow.measurements["relative_drop"] < 0.15
    assert slow.measurements["no_learning"] is False
    assert "missing-validation" in found  # the trainer state holds no eval


def test_tomato_cnn_mild_overfitting(real_logs: Path) -> None:
    """val_loss 0.29 -> 0.42 after epoch 18 while val_accuracy stays within two points of
    its 0.90 there (ends 0.89): mild overfitting, reported as a hint that says so."""
    run = read_csv_run(real_logs / "keras-csv-tomato-cnn" / "training_log.csv", "epoch")
    overfit = findings_of(run)["overfitting"]
    assert overfit.severity == "low" and "the validation accuracy held" in overfit.message
    assert 0.0 < overfit.measurements["val_accuracy_drop"] <= 0.02
    assert 15 <= overfit.onset_step <= 20


def test_pendulum_plateau_after_a_big_drop_is_not_slow_convergence(real_logs: Path) -> None:
    path = real_logs / "lightning-pendulum-step-epoch/lightning_logs/version_0/metrics.csv"
    run = read_csv_run(path, "step")
    assert _at_least_medium(run) == set()
    assert "no validation series: overfitting cannot be assessed; log a validation loss" in notes_of(run)


def test_charlstm_tensorboard_healthy(real_logs: Path) -> None:
    pytest.importorskip("tensorboard")
    run = read_tensorboard(real_logs / "lightning-tb-charlstm")
    assert _at_least_medium(run) == set()


@pytest.mark.parametrize("variant", ["loop_noise5_cbamconcat_rms1_batchsize512",
                                     "loop_noise5_cbamconcat_rms10_batchsize512"])
def test_keras_validation_only_run_with_early_spikes_stays_low(real_logs: Path, variant: str) -> None:
    pytest.importorskip("tensorboard")
    run = read_tensorboard(real_logs / "keras-tb-validation" / variant, prefix="validation/")
    assert _at_least_medium(run) == set()
    assert any("no train loss" in note for note in notes_of(run))
