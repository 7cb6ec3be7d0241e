"""Differential diagnosis as a user sees it (the whole pipeline): one finding per
phenomenon with its consequences nested under it, no alarm on healthy shapes the
held-out runs showed, `inconclusive` instead of healthy when nothing could be
judged, and configuration facts that raise a finding on their own."""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from triage.model import Diagnosis, Kind, Role, Run, Series
from triage.pipeline import diagnose_runs
from triage.readers import read_run, read_runs

from .conftest import run_of as run_with_steps  # one step list per series


def run_of(series: dict[str, list[float] | np.ndarray], hparams: dict[str, object] | None = None,
           steps: list[int] | None = None) -> Run:
    run = Run(name="case", source="memory", reader="test", hparams=dict(hparams or {}))
    for name, values in series.items():
        values = list(map(float, values))
        role = Role.VAL if name.startswith("val") else Role.TRAIN
        kind = Kind.LOSS if "loss" in name else (Kind.GRAD_NORM if "grad" in name else Kind.METRIC)
        direction = "max" if kind == Kind.METRIC else ("min" if kind == Kind.LOSS else "")
        run.add(Series.from_lists(name, steps or list(range(len(values))), values,
                                  role=role, kind=kind, direction=direction))
    return run


def diagnosis_of(run: Run) -> Diagnosis:
    return diagnose_runs([run])[0]


def alarms(diagnosis: Diagnosis) -> set[str]:
    return {f.id for f in diagnosis.symptoms if f.severity != "low"}


# --- one finding per phenomenon ---------------------------------------------------------


def test_a_diverged_run_reports_runaway_with_its_consequences_nested() -> None:
    # the held-out blow-up: 0.69 at the first log, then tens of thousands
    rng = np.random.default_rng(0)
    loss = np.abs(86000.0 * (1 + 0.3 * rng.standard_normal(50)))
    loss[0] = 0.69
    diagnosis = diagnosis_of(run_of({"train_loss": loss}))
    top = {f.id: f for f in diagnosis.symptoms}
    assert "loss-runaway" in top
    assert {"undertrained", "loss-oscillation", "slow-convergence"}.isdisjoint(top)
    nested = {f.id for f in top["loss-runaway"].explains}
    assert nested, "the consequences are kept as context"
    # causes rank only from the primary: nothing linked to the nested findings alone
    assert all(set(c.for_symptoms) <= set(top) for c in diagnosis.causes)
    assert diagnosis.causes[0].id == "learning-rate-too-high" or "numerical-instability" in {
        c.id for c in diagnosis.causes[:3]
    }


def test_a_network_dead_after_a_blow_up_reports_its_small_gradients_under_the_runaway() -> None:
    # unscaled inputs under SGD (an HF run logged every 10 steps): three windows of 1e17-1e27,
    # then every unit is dead and the loss sits at ln 24 beside a small, flat gradient norm
    # and an eval loss at ln 24: one phenomenon, not two
    rng = np.random.default_rng(3)
    steps = list(range(10, 640, 10))
    loss = math.log(24) * np.exp(rng.normal(0.0, 0.0005, len(steps)))
    loss[:3] = 4e20, 9e26, 5e17
    grad = 0.18 * np.exp(rng.normal(0.0, 0.2, len(steps)))
    evals = list(range(63, 631, 63))
    # (logging_steps: each logged loss is a window's mean, so the first is not the untrained loss)
    run = run_with_steps({"loss": (steps, loss), "grad_norm": (steps, grad),
                          "learning_rate": (steps, np.full(len(steps), 0.01)),
                          "eval_loss": (evals, [math.log(24) + 0.001 * i for i in range(10)]),
                          "eval_accuracy": (evals, [0.03] * 10)},
                         {"num_classes": 24, "logging_steps": 10})
    diagnosis = diagnosis_of(run)
    top = {f.id: f for f in diagnosis.symptoms}
    assert "loss-runaway" in top and "gradient-vanishing" not in top
    assert "gradient-vanishing" in {f.id for f in top["loss-runaway"].explains}


def test_overfitting_explains_its_growing_gap_but_not_a_validation_set_at_chance() -> None:
    t = np.linspace(0, 1, 40)
    train = 0.02 + 2.0 * np.exp(-6 * t)
    val = 0.35 + 2.0 * np.exp(-8 * t) + 1.5 * np.clip(t - 0.3, 0, None)
    diagnosis = diagnosis_of(run_of({"train_loss": train, "val_loss": val}))
    ids = [f.id for f in diagnosis.symptoms]
    assert "overfitting" in ids and "train-val-gap" not in ids
    # shuffled labels: validation sits at ln 4 from the start while training memorises
    chance = run_of({"train_loss": 0.01 + 1.4 * np.exp(-5 * t), "val_loss": math.log(4) + 0.6 * t},
                    {"num_classes": 4})
    ids = [f.id for f in diagnosis_of(chance).symptoms]
    assert "train-val-gap" in ids


# --- healthy shapes stay silent ---------------------------------------------------------


def test_validation_below_training_is_no_alarm() -> None:
    e = np.arange(30)
    run = run_of({"train_loss": 0.3 + 1.5 * np.exp(-e / 5), "val_loss": 0.12 + 1.1 * np.exp(-e / 5)})
    assert "train-val-gap" not in alarms(diagnosis_of(run))


def test_a_ratio_of_two_small_losses_at_matching_accuracies_is_no_gap() -> None:
    e = np.arange(30)
    run = run_of({"train_loss": 0.03 + 0.3 * np.exp(-e / 3), "val_loss": 0.10 + 0.3 * np.exp(-e / 3),
                  "train_acc": 0.99 - 0.3 * np.exp(-e / 3), "val_acc": 0.96 - 0.3 * np.exp(-e / 3)})
    assert "train-val-gap" not in alarms(diagnosis_of(run))


def test_a_late_val_drift_after_the_lr_annealed_is_no_alarm() -> None:
    e = np.arange(40)
    val = 0.05 + np.exp(-e / 4)
    val[25:] += np.linspace(0, 0.008, 15)  # +16% of an already low val loss
    lr = np.concatenate([np.full(20, 1e-3), 1e-3 * np.cos(np.linspace(0, math.pi / 2, 20)) ** 2])
    run = run_of({"train_loss": 0.04 + np.exp(-e / 4), "val_loss": val, "lr": lr})
    run.series["lr"] = Series.from_lists("lr", list(range(40)), list(lr), role=Role.TRAIN, kind=Kind.LR)
    assert "overfitting" not in alarms(diagnosis_of(run))


def test_a_gradient_norm_rising_as_a_recurrent_net_leaves_its_plateau_is_no_explosion() -> None:
    s = np.arange(0, 3000, 10)
    loss = np.where(s < 600, 2.3, 0.3 + 2.0 * np.exp(-(s - 600) / 400))
    grad = np.where(s < 600, 0.1, 0.1 + 2.9 * (1 - np.exp(-(s - 600) / 200)))
    run = run_of({"train_loss": loss, "grad_norm": grad}, steps=s.tolist())
    assert "gradient-explosion" not in alarms(diagnosis_of(run))


# battery zzo's healthy LSTM (Adam 4e-3, batch 32), logged every 8 steps: its norm jumped
# 0.3 -> 1.7 within three points and then wandered, while the step loss fell and levelled
_LSTM_NORM = [
    0.307, 0.608, 1.666, 1.478, 1.008, 2.346, 1.911, 1.551, 1.4, 1.09, 1.07, 5.166, 1.358, 1.219, 0.873,
    3.35, 2.034, 1.387, 1.561, 1.53, 0.803, 1.376, 1.599, 1.524, 1.298, 1.055, 1.712, 6.141, 1.448, 1.331,
    1.742, 2.232, 0.892, 1.394, 1.851, 3.694,
]
_LSTM_LOSS = [
    1.559, 1.493, 1.241, 1.167, 0.738, 1.035, 0.645, 0.393, 0.567, 0.456, 0.609, 0.503, 0.732, 0.714,
    0.525, 1.092, 0.582, 0.59, 0.807, 0.332, 0.296, 0.699, 0.687, 0.287, 0.482, 0.621, 0.779, 0.703,
    0.722, 0.416, 0.657, 0.765, 0.497, 0.467, 0.704, 0.933,
]


@pytest.mark.parametrize("climbs", [False, True])
def test_a_norm_that_jumped_in_its_first_points_and_then_wandered_is_no_steady_climb(climbs: bool) -> None:
    """The zzo LSTM's norm read as a 12x climb 'steadily, step after step' at a rank
    correlation with the step of 0.24. The same values sorted (a climb step after step, as
    summed gradients give) stay a steady climb."""
    grad = sorted(_LSTM_NORM) if climbs else _LSTM_NORM
    s = list(range(7, 288, 8))
    run = run_of({"train_loss": _LSTM_LOSS, "grad_norm": grad},
                 {"optimizer": "adam", "lr": 0.004, "num_classes": 5}, steps=s)
    found = {f.id: f for f in diagnosis_of(run).all_findings}.get("gradient-explosion")
    if climbs:
        assert found is not None and found.measurements["steady_growth"] is True
    else:
        assert found is None


def test_per_batch_noise_on_a_converged_loss_is_no_spike_alarm() -> None:
    rng = np.random.default_rng(1)
    loss = np.abs(0.02 + 0.01 * rng.standard_normal(2000))
    loss[:200] = np.linspace(1.0, 0.02, 200)
    assert "loss-spikes" not in alarms(diagnosis_of(run_of({"train_loss": loss})))


# --- inconclusive, never healthy --------------------------------------------------------


@pytest.mark.parametrize(
    "series",
    [
        {"train_loss": [0.5], "val_loss": [0.6]},
        {"train_loss": 0.3 + 2 * np.exp(-np.arange(20) / 4), "val_loss": [math.nan] * 20},
        {"train_acc": [0.1, 0.5, 0.9]},
    ],
    ids=["one-point", "every-eval-nan", "no-loss"],
)
def test_a_run_that_cannot_be_judged_is_inconclusive(series: dict[str, list[float]]) -> None:
    diagnosis = diagnosis_of(run_of(series))
    assert diagnosis.verdict == "inconclusive"
    assert diagnosis.inconclusive_reasons
    assert diagnosis.to_dict()["inconclusive_reasons"] == diagnosis.inconclusive_reasons


def test_low_hints_beside_an_unjudgeable_validation_leave_the_run_inconclusive() -> None:
    # every eval loss NaN while the train loss is still falling at its end: a low hint
    # (undertrained, unconfirmed) judges nothing, so the run stays inconclusive
    e = np.arange(40)
    hinted = diagnosis_of(run_of({"train_loss": 0.1 + 2 * np.exp(-e / 30), "val_loss": [math.nan] * 40}))
    assert [f.severity for f in hinted.all_findings] and all(f.severity == "low" for f in hinted.all_findings)
    assert hinted.verdict == "inconclusive" and hinted.inconclusive_reasons
    # a finding at medium or above does judge it
    blown = diagnosis_of(run_of({"train_loss": [*(2 * np.exp(-e[:30] / 8)), *[math.nan] * 10],
                                 "val_loss": [math.nan] * 40}))
    assert blown.inconclusive_reasons and blown.verdict in ("warning", "failing")


def test_an_evaluation_that_gives_only_nan_beside_a_finite_training_points_at_the_eval_path() -> None:
    # every eval loss NaN while the training stayed finite: a low finding that names what
    # to check (the eval data and its preprocessing), and the run stays inconclusive
    e = np.arange(20)
    train = 0.3 + 2 * np.exp(-e / 4)
    nan_eval = diagnosis_of(run_of({"train_loss": train, "val_loss": [math.nan] * 20}))
    found = {f.id: f for f in nan_eval.all_findings}["missing-validation"]
    assert found.severity == "low" and found.measurements["nonfinite"] is True
    assert nan_eval.verdict == "inconclusive"
    assert nan_eval.causes[0].id == "eval-pipeline-mismatch"
    assert "missing-eval-set" not in [c.id for c in nan_eval.causes[:3]]
    # a training that went NaN took its evaluations with it: the blow-up's finding, not this one
    blown = diagnosis_of(run_of({"train_loss": [*train[:10], *[math.nan] * 10], "val_loss": [math.nan] * 20}))
    assert "missing-validation" not in {f.id for f in blown.all_findings}
    # no eval at all is the missing eval set
    none = diagnosis_of(run_of({"train_loss": train}))
    assert {f.id: f for f in none.all_findings}["missing-validation"].measurements["nonfinite"] is False
    assert none.causes[0].id == "missing-eval-set"


# --- configuration facts raise findings on their own -------------------------------------


def test_an_lr_orders_of_magnitude_too_high_is_a_finding_even_on_fine_curves() -> None:
    e = np.arange(20)
    run = run_of({"train_loss": 0.3 + 2 * np.exp(-e / 4), "val_loss": 0.35 + 2 * np.exp(-e / 4)},
                 {"lr": 1e4, "optimizer": "adam"})
    diagnosis = diagnosis_of(run)
    found = {f.id: f for f in diagnosis.symptoms}["learning-rate-out-of-range"]
    assert found.severity == "high" and found.measurements["lr_ratio"] == pytest.approx(1e7)
    assert diagnosis.causes[0].id == "learning-rate-too-high"
    usual = run_of({"train_loss": 0.3 + 2 * np.exp(-e / 4)}, {"lr": 3e-4, "optimizer": "adamw"})
    assert "learning-rate-out-of-range" not in {f.id for f in diagnosis_of(usual).symptoms}


@pytest.mark.parametrize(("peak", "judged"), [(0.1, 0.1), (2.5e-3, None)])
def test_an_lr_a_schedule_raised_far_above_the_configured_one_is_judged_at_its_peak(
    peak: float, judged: float | None
) -> None:
    """Battery zzj: a MultiStepLR with gamma 10 took Adam's configured 1e-3 to 0.1 and the
    loss sat at ln C; the configured rate read as usual. A logged peak 3x the configured rate
    or more is the rate that ran; a cyclic schedule's 2.5x peak is left to the configured one."""
    n = 60
    rng = np.random.default_rng(4)
    stuck = math.log(5) * (1.0 + 0.01 * rng.standard_normal(n))
    run = run_of({"train_loss": stuck}, {"lr": 1e-3, "optimizer": "adam", "num_classes": 5})
    middle = peak / 10 if peak > 0.01 else peak
    lr = np.where(np.arange(n) < 20, 1e-3, np.where(np.arange(n) < 40, middle, peak))
    run.add(Series.from_lists("lr-Adam", list(range(n)), lr.tolist(), role=Role.TRAIN, kind=Kind.LR))
    diagnosis = diagnosis_of(run)
    found = {f.id: f for f in diagnosis.symptoms}.get("learning-rate-out-of-range")
    if judged is None:
        assert found is None
        assert not any("lr=0.0025" in w for c in diagnosis.causes for w in c.why)
        return
    assert found is not None and found.severity == "high"
    assert found.measurements["lr"] == pytest.approx(judged) and "100x the configured 0.001" in found.message
    assert diagnosis.causes[0].id == "learning-rate-too-high"
    assert not any("is in the usual range" in w for c in diagnosis.causes for w in c.why)


@pytest.mark.parametrize(
    ("hparams", "kind"),
    [
        # batteries zl, zz: an L1 or MSE on one-hot targets of a 3-4 class classifier
        ({"loss": "l1_loss(logits, one_hot)", "task": "classification", "num_classes": 4}, "regression"),
        ({"criterion": "MSELoss", "num_labels": 3}, "regression"),
        ({"loss_fn": "CrossEntropyLoss", "task": "regression"}, "classification"),
        # batteries zi, zze: a binary cross-entropy on a single-label task of 3-5 classes
        ({"loss": "BCEWithLogitsLoss", "task": "classification", "num_classes": 3}, "binary"),
        ({"loss": "mse", "task": "regression"}, None),
        ({"loss": "PoissonNLLLoss", "task": "regression"}, None),
        ({"loss": "smooth_l1"}, None),  # no task nor class count declared
        ({"loss": "cross_entropy", "num_classes": 10}, None),
        ({"loss": "BCEWithLogitsLoss", "task": "multi_label_classification", "num_labels": 6}, None),
        ({"loss": "bce", "num_classes": 2}, None),
        ({"loss": 0.25, "num_classes": 4}, None),  # a logged loss value, no loss function
        ({"loss": 0.25}, None),
    ],
)
def test_a_loss_function_meant_for_another_task_is_a_note_that_ranks_the_loss(
    hparams: dict[str, Any], kind: str | None
) -> None:
    """A declared criterion the declared task does not take is a low finding that ranks
    wrong-loss-function first even when the curves show nothing; a criterion that fits,
    or a run that declares no task, is silent."""
    e = np.arange(30)
    run = run_of({"train_loss": 0.2 + np.exp(-e / 6), "val_loss": 0.25 + np.exp(-e / 6)}, hparams)
    diagnosis = diagnosis_of(run)
    found = {f.id: f for f in diagnosis.symptoms}.get("loss-function-mismatch")
    if kind is None:
        assert found is None
        # a number under `loss` is no declared loss function to report on
        if not isinstance(hparams.get("loss", ""), str):
            assert "the hparams declare no loss function" in " ".join(diagnosis.notes)
        return
    assert found is not None and found.severity == "low"
    assert found.measurements["criterion_kind"] == kind
    assert diagnosis.causes[0].id == "wrong-loss-function"


def test_sgd_at_a_heavy_momentum_is_judged_by_its_effective_step() -> None:
    # battery zr: SGD lr 0.1, momentum 0.99, batch 32: the loss swung without progress and
    # the lr read "within the usual range for sgd (0.0354)"; at 0.99 each gradient is summed
    # into 100 steps, not 10, so the usual rate there is a tenth of it
    rng = np.random.default_rng(3)
    swinging = 1.0 + 0.6 * np.abs(np.sin(np.arange(120) / 3.0)) * np.exp(rng.normal(0.0, 0.2, 120))
    hparams = {"lr": 0.1, "optimizer": "sgd", "batch_size": 32, "task": "regression"}
    heavy = diagnosis_of(run_of({"train_loss": swinging}, {**hparams, "momentum": 0.99}))
    usual = diagnosis_of(run_of({"train_loss": swinging}, {**hparams, "momentum": 0.9}))
    assert heavy.causes[0].id == "learning-rate-too-high"
    why = " ".join(heavy.causes[0].why)
    assert "momentum 0.99" in why and "0.00354" in why
    assert usual.causes and usual.causes[0].id != "learning-rate-too-high"
    out = diagnosis_of(run_of({"train_loss": swinging}, {**hparams, "lr": 1.0, "momentum": 0.99}))
    found = {f.id: f for f in out.symptoms}["learning-rate-out-of-range"]
    assert "momentum 0.99" in found.message
    assert found.measurements["typical_lr"] == pytest.approx(0.00354, rel=0.01)


def test_a_binary_task_stuck_at_ln2_is_at_baseline() -> None:
    rng = np.random.default_rng(2)
    n = 30
    run = run_of({"train_loss": math.log(2) + 0.002 * rng.standard_normal(n),
                  "val_loss": math.log(2) + 0.002 * rng.standard_normal(n),
                  "val_acc": 0.52 + 0.01 * rng.standard_normal(n)})
    assert "metric-at-baseline" in alarms(diagnosis_of(run))


# --- the real logs these rules were written for -------------------------------------------


def _one(path: Path, name: str | None = None) -> Diagnosis:
    runs = read_runs(path)
    run = runs[0] if name is None else next(r for r in runs if r.name == name)
    return diagnose_runs([run])[0]


def test_real_logs_findings(real_logs: Path) -> None:
    assert "slow-convergence" in alarms(_one(real_logs / "raytune-progress-flat"))  # val loss only
    assert "loss-runaway" in alarms(_one(real_logs / "keras-csv-ecg-negative-runaway"))  # to -6.5e7
    assert "metric-at-baseline" in alarms(_one(real_logs / "keras-csv-octa-majority-spiky"))  # recall 0
    radio = alarms(_one(real_logs / "torch-tb-radio-val-diverge"))  # a false start after 15 epochs
    assert {"overfitting", "metric-at-baseline"} <= radio
    chance = _one(real_logs / "lightning-tb-dlgn-chance", "lightning_logs/version_0")
    assert {"loss-runaway", "metric-at-baseline"} <= alarms(chance)  # 1e12 losses, accuracy 0.5


def test_real_healthy_logs_raise_no_alarm(real_logs: Path) -> None:
    for folder in ("lightning-csv-gaze-healthy", "detectron2-fruit-healthy", "hf-roberta-late-breakthrough",
                   "keras-csv-digits-healthy", "hf-tinyllama-sft-healthy", "lightning-tb-nan-aux-metric"):
        assert alarms(_one(real_logs / folder)) == set(), folder


def test_real_single_point_run_is_inconclusive(real_logs: Path) -> None:
    diagnosis = diagnose_runs([read_run(real_logs / "mlflow-keras-single-point")])[0]
    assert diagnosis.verdict in ("inconclusive", "warning")
    assert diagnosis.inconclusive_reasons


# --- cause ranking from how a flat loss moves ---------------------------------------------

def _ranked(diagnosis: Diagnosis) -> list[str]:
    return [cause.id for cause in diagnosis.causes]


def test_a_loss_swinging_above_chance_without_learning_is_no_frozen_net() -> None:
    # 200 batch losses scattered by a factor of ~1.6 either way around 1.23 ln 4, learning
    # nothing: the weights move (a frozen net's loss holds one level), and their updates undo
    # each other, as batches sorted by class make them do
    rng = np.random.default_rng(3)
    loss = np.exp(rng.normal(math.log(1.7), 0.5, 200))
    hparams = {"num_classes": 4, "task": "classification", "optimizer": "sgd", "lr": 0.02, "batch_size": 32}
    diagnosis = diagnosis_of(run_of({"train_loss": loss}, hparams))
    assert {"loss-oscillation", "slow-convergence"} <= {f.id for f in diagnosis.symptoms}
    ranked = _ranked(diagnosis)
    assert "data-not-shuffled" in ranked[:2], ranked
    assert "frozen-weights" not in ranked[:3], ranked


def test_a_train_loss_still_falling_with_nothing_held_out_is_context_of_the_missing_eval_set() -> None:
    # a 300-step fine-tune logging its train loss only, still falling at the end: nothing says
    # more epochs would help the model, so "still improving" sits under missing-validation
    loss = 0.3 + 1.7 * np.exp(-np.arange(300) / 150)
    diagnosis = diagnosis_of(run_of({"train_loss": loss}))
    top = {f.id: f for f in diagnosis.symptoms}
    assert "undertrained" not in top
    assert [e.id for e in top["missing-validation"].explains] == ["undertrained"]
    assert "too-few-epochs" not in _ranked(diagnosis)


@pytest.mark.parametrize(
    ("start", "fall_per_epoch"),
    [
        (1.1, 0.0015),  # 2% over 14 epochs: a crawl
        # 19% over 14 epochs from 1.4 ln C, still above ln C at the end: a faster creep is
        # more evidence of learning, not less (an SGD transformer at lr 1e-4, battery o)
        (1.4, 0.015),
    ],
)
def test_a_loss_that_learned_nothing_but_keeps_creeping_down_is_a_small_rate_not_frozen_weights(
    start: float, fall_per_epoch: float
) -> None:
    # epoch means above ln 4 that fall steadily, against the same means that only wander:
    # both learned nothing beyond a uniform guess; only the first is learning at all
    epochs = np.arange(14)
    rng = np.random.default_rng(4)
    hparams = {"num_classes": 4, "task": "classification"}
    accuracy = 0.25 + rng.normal(0.0, 0.005, 14)
    creeping = math.log(4) * start * (1.0 - fall_per_epoch * epochs) * np.exp(rng.normal(0.0, 0.0005, 14))
    wandering = math.log(4) * start * np.exp(rng.normal(0.0, 0.002, 14))
    ranked = {}
    for name, loss in (("creeping", creeping), ("wandering", wandering)):
        diagnosis = diagnosis_of(run_of({"train_loss": loss, "val_accuracy": accuracy}, hparams,
                                        steps=list(epochs * 38 + 37)))
        ranked[name] = [c.id for c in diagnosis.causes]
    assert ranked["creeping"].index("learning-rate-too-low") < ranked["creeping"].index("frozen-weights")
    assert ranked["wandering"][0] == "frozen-weights"


def test_a_nan_gradient_norm_after_sane_losses_points_at_a_bad_value_not_at_exploding_gradients() -> None:
    # an HF Trainer run (NaN losses filtered from the logged averages): the norm is finite and
    # small at steps 5 and 10 and NaN from 15 while the logged loss had not risen. An Inf
    # cell in a batch does this; gradients that explode grow first
    n = 40
    at = [5 * (i + 1) for i in range(n)]
    loss = [1.04, 0.91] + [0.0] * (n - 2)
    sane = run_of({"loss": loss, "grad_norm": [0.66, 0.43] + [math.nan] * (n - 2)}, {"num_classes": 3}, at)
    diagnosis = diagnosis_of(sane)
    runaway = next(f for f in diagnosis.symptoms if f.id == "loss-runaway")
    assert runaway.measurements["sane_before_nonfinite"] is True
    top = [c.id for c in diagnosis.causes[:3]]
    assert top[0] == "numerical-instability" and "bad-input-data" in top and top.index("bad-input-data") < 3
    # the norm climbing 1,000x over the steps before its NaN: an explosion
    grew = run_of({"loss": [1.04, 0.98, 1.3, 2.5] + [0.0] * (n - 4),
                   "grad_norm": [0.66, 6.0, 80.0, 700.0] + [math.nan] * (n - 4)}, {"num_classes": 3}, at)
    assert diagnosis_of(grew).causes[0].id == "exploding-gradients"


@pytest.mark.parametrize("evaluations", [10, 80])
def test_validation_worse_from_its_first_evaluation_reads_the_same_at_any_eval_cadence(
    evaluations: int,
) -> None:
    # a train loss falling over 320 steps beside a val loss that only climbs from its first
    # evaluation: once an epoch of a 10-epoch run puts that evaluation 10% into the run,
    # every 4 steps 1% in; both say nothing learned transferred (eval labels off by one)
    rng = np.random.default_rng(9)
    steps = np.arange(1, 321)
    train = 2.3 * np.exp(-steps / 450) * np.exp(rng.normal(0.0, 0.02, len(steps)))
    val_steps = np.linspace(320 / evaluations, 320, evaluations).round().astype(int)
    val = 2.4 + 2.2 * (val_steps - val_steps[0]) / (320 - val_steps[0])
    run = run_with_steps({"train_loss": (steps, train), "val_loss": (val_steps, val)}, {"num_classes": 10})
    diagnosis = diagnosis_of(run)
    overfitting = next(f for f in diagnosis.all_findings if f.id == "overfitting")
    assert overfitting.measurements["best_at_first_evaluation"] is True
    rules = {rule for cause in diagnosis.causes for rule in cause.rules}
    assert "validation-never-improved" in rules
    eval_logic = next(c for c in diagnosis.causes if c.id == "wrong-eval-logic")
    assert "validation-never-improved" in eval_logic.rules


@pytest.mark.parametrize(("risen", "alarm"), [(1, False), (2, True)])
def test_an_overfitting_rise_only_the_last_evaluation_shows_is_a_note(risen: int, alarm: bool) -> None:
    # a transformer leaving its plateau late: the val loss falls to 0.46, then the last
    # evaluation alone reads 0.95 (one draw of the eval set); two risen evaluations are a turn
    t = np.linspace(0, 1, 10)
    train = 0.69 - 0.35 * np.clip((t - 0.6) / 0.4, 0, 1)
    val = np.array([0.70, 0.70, 0.70, 0.70, 0.70, 0.69, 0.68, 0.52, 0.46, 0.46])
    val[10 - risen:] = 0.95
    diagnosis = diagnosis_of(run_of({"train_loss": train, "val_loss": val}, {"num_classes": 2}))
    found = [f for f in diagnosis.all_findings if f.id == "overfitting"]
    assert bool(found) is alarm and ("overfitting" in alarms(diagnosis)) is alarm
    if found:
        assert found[0].measurements["rise_at_last_evaluation_only"] is False
    else:
        assert any("only its last evaluation shows the rise" in note for note in diagnosis.notes)


@pytest.mark.parametrize("risen", [1, 2])
def test_a_gap_only_the_last_evaluation_opens_is_a_note(risen: int) -> None:
    # a sparsely evaluated batch-norm CNN: six evaluations at 0.15-0.48 beside a train loss
    # falling to 0.1, then the last reads 0.95 (6x); two such evaluations are a gap that holds
    train = 0.9 * np.exp(-np.linspace(0, 2.2, 60))
    val = np.array([0.415, 0.479, 0.177, 0.262, 0.15, 0.16, 0.95])
    val[7 - risen:] = 0.95
    at = np.linspace(8, 59, 7).astype(int)
    run = run_with_steps({"train_loss": (np.arange(60), train), "val_loss": (at, val)}, {"num_classes": 4})
    diagnosis = diagnosis_of(run)
    found = {f.id for f in diagnosis.all_findings}
    one_draw = [note for note in diagnosis.notes if "only its last evaluation shows the gap" in note]
    if risen == 1:
        assert "train-val-gap" not in found and "overfitting" not in found and one_draw
    else:
        assert {"train-val-gap", "overfitting"} <= found and not one_draw


def test_a_level_gradient_norm_under_a_flat_loss_is_context_of_the_flat_loss() -> None:
    # a GRU under plain SGD at ln 8 for 500 steps: the norm holds about 0.4 from first to
    # last; it did not vanish, it is the flat loss seen from the gradients. A norm that
    # collapses to exactly 0 (units that died) did vanish and stays a finding of its own
    rng = np.random.default_rng(5)
    steps = list(range(9, 500, 10))
    flat = math.log(8) * np.exp(rng.normal(0.0, 0.01, len(steps)))
    hparams = {"num_classes": 8, "task": "classification", "optimizer": "sgd", "lr": 0.005}
    found = {}
    for name, grad in (("level", 0.4 * np.exp(rng.normal(0.0, 0.15, len(steps)))),
                       ("collapsed", np.r_[[0.4, 0.3], np.zeros(len(steps) - 2)])):
        run = run_with_steps({"train_loss": (steps, flat), "grad_norm": (steps, grad)}, hparams)
        found[name] = {f.id: f for f in diagnosis_of(run).symptoms}
    level, collapsed = found["level"], found["collapsed"]
    assert "gradient-vanishing" not in level
    nested = [f for f in level["slow-convergence"].explains if f.id == "gradient-vanishing"]
    assert nested and nested[0].measurements["stalled"] is True
    assert "gradient-vanishing" in collapsed
    assert collapsed["gradient-vanishing"].measurements["collapsed"] is True


def _confident_run(plan: dict[str, object], unit: float = 1.0, evals: list[int] | None = None) -> Run:
    """12 epochs of 50 steps whose losses keep falling log-linearly to the end (confidence)
    while the val accuracy climbs from 0.70 to 0.93 and levels off: over the last 40% of
    the run its best rises 0.005 at the epoch ends, 2% of its whole rise."""
    rng = np.random.default_rng(6)
    steps = np.arange(10, 601, 10)
    at = np.array(evals if evals is not None else range(50, 601, 50))
    loss = 0.7 * np.exp(-steps / 400) * np.exp(rng.normal(0.0, 0.03, len(steps)))
    return run_with_steps(
        {"train_loss": (list(steps), loss),
         "val_loss": (list(at), 0.8 * np.exp(-at / 400)),
         "val_accuracy": (list(at), unit * (0.93 - 0.43 * np.exp(-at / 80)))},
        {"num_classes": 2, "task": "classification", "steps_per_epoch": 50, **plan},
    )


@pytest.mark.parametrize("unit", [1.0, 100.0])  # a fraction or a percentage
@pytest.mark.parametrize(
    ("plan", "undertrained"),
    [
        ({"planned_epochs": 12}, False),  # ran to its planned end
        ({}, False),  # no plan recorded
        ({"planned_epochs": 60}, True),  # a callback stopped it at a fifth of its plan
        ({"planned_epochs": 12, "stopped_early": True}, True),
    ],
)
def test_a_loss_still_falling_after_the_accuracy_levelled_off_is_no_undertraining(
    plan: dict[str, object], undertrained: bool, unit: float
) -> None:
    diagnosis = diagnosis_of(_confident_run(plan, unit))
    assert ("undertrained" in {f.id for f in diagnosis.symptoms}) is undertrained
    if not undertrained:
        note = next(n for n in diagnosis.notes if "the accuracy had levelled off" in n)
        # it says what it checked: a plan covered, or none to check
        assert ("covered its planned length" in note) is bool(plan), note
        assert ("no planned length" in note) is not bool(plan), note


def test_one_evaluation_after_the_accuracy_slowed_is_no_level() -> None:
    # the same curves evaluated at five early steps and once at the end: one draw of the
    # eval set in the tail is no level; a second evaluation in it makes one
    once = diagnosis_of(_confident_run({"planned_epochs": 12}, evals=[100, 150, 200, 250, 300, 600]))
    twice = diagnosis_of(_confident_run({"planned_epochs": 12}, evals=[100, 150, 200, 250, 300, 500, 600]))
    assert "undertrained" in {f.id for f in once.symptoms}
    assert "undertrained" not in {f.id for f in twice.symptoms}


@pytest.mark.parametrize("every", [1, 20])
def test_a_classifier_at_its_floor_from_the_first_epoch_is_fast_at_any_loss_cadence(every: int) -> None:
    # a binary table at its Bayes floor: the loss falls from ln 2 to 0.50 within ~40 steps and
    # holds, val accuracy 0.74 at the first epoch's evaluation (step 46). Logged every 20th
    # step the loss log begins at 0.62, after part of the descent, and the first evaluation
    # comes two intervals later: still within the run's first tenth, so still learned early
    rng = np.random.default_rng(7)
    steps = np.arange(1, 561)
    loss = 0.50 + 0.19 * np.exp(-steps / 15) + rng.normal(0.0, 0.02, len(steps))
    evals = np.arange(46, 561, 46)
    accuracy = 0.74 + 0.02 * (1 - np.exp(-evals / 100)) + rng.normal(0.0, 0.004, len(evals))
    logged = slice(every - 1, None, every)
    run = run_with_steps({"train_loss": (list(steps[logged]), loss[logged]),
                          "val_loss": (list(evals), 0.50 + 0.02 * np.exp(-evals / 100)),
                          "val_accuracy": (list(evals), accuracy)},
                         {"num_classes": 2, "task": "classification"})
    assert "slow-convergence" not in {f.id for f in diagnosis_of(run).symptoms}


@pytest.mark.parametrize("every", [1, 10])
def test_validation_at_chance_after_a_first_epoch_that_generalised_is_an_evaluation_fault(every: int) -> None:
    # 10 epochs of 32 steps, 4 balanced classes; validation at chance throughout (accuracy
    # 0.25-0.27, val loss from ln 4 upwards) in both runs. In its first epoch each batch is
    # scored before the model trains on it: a train loss 15% below ln 4 by the end of that
    # epoch learned from labels that match their inputs (the evaluation is at fault: a
    # network left in training mode, shifted label indices), one that stays at ln 4 until
    # it memorises, later, learned nothing that transfers (shuffled training labels)
    steps = np.arange(1, 321, every)
    chance = math.log(4)
    rng = np.random.default_rng(3)
    learned = chance * np.where(steps <= 32, 1.0 - 0.15 * steps / 32, 0.85 * np.exp(-(steps - 32) / 160))
    memorised = chance * np.where(steps <= 64, 1.0, np.exp(-(steps - 64) / 250))
    evals = list(range(32, 321, 32))
    val_loss = [chance * (1.02 + 0.05 * i) for i in range(10)]
    val_accuracy = list(0.25 + 0.02 * rng.random(10))
    ranked = {}
    for name, loss in (("learned", learned), ("memorised", memorised)):
        run = Run(name=name, source="memory", reader="test",
                  hparams={"num_classes": 4, "task": "classification"})
        run.add(Series.from_lists("epoch", list(steps), list(steps / 32), role=Role.TRAIN, kind=Kind.EPOCH))
        noisy = loss * np.exp(rng.normal(0.0, 0.01, len(steps)))
        run.add(Series.from_lists("train_loss", list(steps), list(noisy), role=Role.TRAIN, kind=Kind.LOSS,
                                  direction="min"))
        run.add(Series.from_lists("val_loss", evals, val_loss, role=Role.VAL, kind=Kind.LOSS,
                                  direction="min"))
        run.add(Series.from_lists("val_accuracy", evals, val_accuracy, role=Role.VAL, kind=Kind.METRIC,
                                  direction="max"))
        ranked[name] = [c.id for c in diagnosis_of(run).causes]
    evaluation = {"eval-pipeline-mismatch", "wrong-eval-logic", "train-eval-mode-misuse"}
    assert ranked["learned"][0] in evaluation, ranked["learned"]
    assert "label-noise" not in ranked["learned"][:3], ranked["learned"]
    assert ranked["memorised"][0] == "label-noise", ranked["memorised"]


def test_batches_that_spike_above_a_steady_level_are_spikes_not_an_unsettled_step_size() -> None:
    # a regression on standardised targets logged every step, falling from 1 to about 0.15.
    # With 1% of the targets 25 sd out, a batch of 32 that holds one scores about 625 / 32 = 20:
    # about one batch in six spikes to ~20 and the next is back at the level, a one-sided
    # tail far above a steady loss. A step size that never settled scatters the points about
    # as far below their trend as above it
    rng = np.random.default_rng(11)
    steps = 256
    level = 0.15 + 0.85 * np.exp(-np.arange(steps) / 25.0)
    spiking = level * np.exp(rng.normal(0.0, 0.25, steps))
    hit = (np.arange(steps) % 6 == 1) | (rng.random(steps) < 0.02)
    spiking[hit] = 625.0 / 32 + rng.normal(0.0, 1.0, int(hit.sum()))
    unsettled = level * np.exp(rng.normal(0.0, 1.3, steps) * (np.arange(steps) > steps // 3))
    found, messages = {}, {}
    for name, loss in (("spiking", spiking), ("unsettled", unsettled)):
        diagnosis = diagnosis_of(run_of({"train_loss": loss}, {"task": "regression"}))
        found[name] = {f.id for f in diagnosis.symptoms}
        messages[name] = " ".join(f.message for f in diagnosis.symptoms)
    assert "loss-spikes" in found["spiking"] and "loss-oscillation" not in found["spiking"], found
    assert "loss-oscillation" in found["unsettled"], found
    # the batch noise was never measured: the message says what small batches can do instead
    assert "never settled" in messages["unsettled"] and "batch noise stays" not in messages["unsettled"]
    assert "batch size" in messages["unsettled"], messages["unsettled"]


def test_no_learning_while_the_gradient_norm_climbs_through_every_epoch_is_missing_zero_grad() -> None:
    # SGD on a 10-class CNN, 8 epochs of 32 steps logged every step: the loss never leaves
    # ln 10 and the val accuracy stays at chance in both runs. In one the gradient norm
    # climbs 20x from each epoch's start to its end and falls back at the next (gradients
    # summed since the epoch began); in the other it holds level
    rng = np.random.default_rng(5)
    steps = np.arange(1, 257)
    place = ((steps - 1) % 32) / 31
    hparams = {"num_classes": 10, "task": "classification", "optimizer": "sgd", "lr": 0.05,
               "batch_size": 32, "steps_per_epoch": 32}
    loss = math.log(10) * np.exp(rng.normal(0.0, 0.01, len(steps)))
    evals = list(range(32, 257, 32))
    first = {}
    for name, norm in (("summed", 0.2 * 20.0**place), ("level", np.full(len(steps), 0.2))):
        run = Run(name=name, source="memory", reader="test", hparams=hparams)
        noisy_norm = norm * np.exp(rng.normal(0.0, 0.05, len(steps)))
        for tag, values, role, kind, direction in (
            ("epoch", (steps - 1) // 32, Role.TRAIN, Kind.EPOCH, ""),
            ("train_loss", loss, Role.TRAIN, Kind.LOSS, "min"),
            ("grad_norm", noisy_norm, Role.TRAIN, Kind.GRAD_NORM, ""),
        ):
            run.add(Series.from_lists(tag, list(steps), list(values), role=role, kind=kind,
                                      direction=direction))
        run.add(Series.from_lists("val_accuracy", evals, list(0.1 + 0.01 * rng.random(8)), role=Role.VAL,
                                  kind=Kind.METRIC, direction="max"))
        diagnosis = diagnosis_of(run)
        first[name] = diagnosis.causes[0].id if diagnosis.causes else None
    assert first["summed"] == "missing-zero-grad", first
    assert first["level"] != "missing-zero-grad", first


def test_a_gap_holds_against_the_typical_train_batch_not_one_lucky_batch_at_the_end() -> None:
    # a batch-8 regression over 3 epochs of 125 steps, the train loss logged every 4th step:
    # single batches scatter e-fold about 0.1 and the last logged one happens to be 0.03,
    # while the val loss, evaluated once an epoch, holds at 0.145. Against that one batch the
    # ratio is ~5x; against the batches of the last epoch it is 1.5x: no gap. A train loss
    # whose batches typically sit at 0.03 is a gap
    rng = np.random.default_rng(2)
    steps = list(range(3, 375, 4))
    evals = [124, 249, 374]
    found = {}
    for name, level in (("noisy", 0.1), ("gap", 0.03)):
        train = level * np.exp(rng.normal(0.0, 0.8, len(steps)))
        train[:3] = [0.4, 0.3, 0.2]
        train[-1] = 0.03
        run = run_with_steps({"train_loss": (steps, train), "val_loss": (evals, [0.159, 0.145, 0.145])},
                             {"task": "regression"})
        found[name] = {f.id for f in diagnosis_of(run).symptoms}
    assert "train-val-gap" not in found["noisy"], found
    assert "train-val-gap" in found["gap"], found


@pytest.mark.parametrize("blew_up", [False, True])
def test_logged_batches_that_rise_while_the_epoch_means_fall_are_no_divergence(blew_up: bool) -> None:
    # a batch-8 regression over 3 epochs of 125 steps at Lightning's default cadence (every
    # 50th step): single batches of a heavy-tailed loss, the first two lucky ones near 0.01,
    # rise 25x over the run while the epoch means of all 375 batches fall 31% (a healthy run,
    # battery r's GRU rewritten at that cadence): neither a divergence nor a run that learned
    # nothing. With epoch means that climb beside the batches (and a validation loss that
    # climbs with them: diverged weights score held-out data badly too) the same rise is a divergence
    steps = [49, 99, 149, 199, 249, 299, 349]
    batches = [0.008, 0.036, 0.081, 0.157, 0.064, 0.173, 0.204]
    means = [0.02, 0.11, 0.19] if blew_up else [0.195, 0.142, 0.134]
    val = [0.03, 0.12, 0.2] if blew_up else [0.159, 0.145, 0.145]
    run = run_with_steps({"train_loss_step": (steps, batches), "train_loss_epoch": ([124, 249, 374], means),
                          "val_loss": ([124, 249, 374], val)}, {"task": "regression"})
    found = {f.id for f in diagnosis_of(run).symptoms}
    if blew_up:
        assert "loss-runaway" in found, found
    else:
        assert not found & {"loss-runaway", "slow-convergence"}, found


def test_a_blow_up_in_the_first_epoch_stays_a_divergence_beside_an_inflated_first_epoch_mean() -> None:
    # RMSprop far too fast on a CNN (battery k): the loss leaves 0.8 for ~1e6 within the first
    # epoch and stays there; one transient of ~1e11 in that epoch lifts its mean to ~1e10, so the
    # epoch means fall from first to last and the logged batches drift against them. With 32
    # logged batches an epoch the batches place each epoch: still a divergence
    rng = np.random.default_rng(5)
    steps = list(range(320))
    batches = 1e6 * np.exp(rng.normal(0.0, 1.0, 320))
    batches[0] = 0.8
    ends = list(range(31, 320, 32))
    means = [1e10] + [float(np.mean(batches[e - 31 : e + 1])) for e in ends[1:]]
    run = run_with_steps({"train_loss_step": (steps, batches), "train_loss_epoch": (ends, means)},
                         {"task": "regression"})
    assert "loss-runaway" in {f.id for f in diagnosis_of(run).symptoms}


@pytest.mark.parametrize("val_turns_up", [False, True])
def test_a_norm_that_grows_as_a_classifier_leaves_chance_near_a_hard_floor_is_no_explosion(
    val_turns_up: bool,
) -> None:
    # a tiny BERT on 4 Markov sources (fresh battery, HF every step): the norm starts at ~0.03
    # during the warm-up at ln 4 and rises ~100x and more as the model leaves it, while the loss falls
    # to ~0.72, a 48% fall (the task's floor allows no more) and every evaluation improves to
    # the end: no explosion. The same norm beside a validation loss that turns up at the end
    # is not excused by it
    rng = np.random.default_rng(7)
    steps = np.arange(1, 757)
    progress = np.clip((steps - 50) / 700, 0.0, 1.0)
    # leaving ln C the norm peaks near 8 around step 250 and settles near 3 (not a steady climb)
    bump = 1.0 + 1.7 * np.exp(-(((steps - 250) / 100.0) ** 2))
    norm = np.where(steps < 50, 0.03, 3.0 * bump) * np.exp(rng.normal(0.0, 0.3, len(steps)))
    loss = (1.386 - 0.66 * np.sqrt(progress)) * np.exp(rng.normal(0.0, 0.05, len(steps)))
    evals = list(range(50, 757, 50))
    val = [1.27 - 0.42 * math.sqrt(i / (len(evals) - 1)) for i in range(len(evals))]
    if val_turns_up:
        val[-3:] = [0.95, 1.0, 1.05]
    run = run_with_steps({"loss": (steps, loss), "grad_norm": (steps, norm), "eval_loss": (evals, val)},
                         {"num_labels": 4})
    found = {f.id for f in diagnosis_of(run).symptoms}
    assert ("gradient-explosion" in found) == val_turns_up, found


@pytest.mark.parametrize("learned", [True, False])
def test_small_gradients_under_a_flat_loss_are_judged_at_the_epoch_means_level(learned: bool) -> None:
    # a churn classifier at its Bayes floor logged every 20th step (battery r, Lightning TB):
    # Adam at 2e-3, a small flat norm (~0.22), single batches scattering about 0.33 whose last
    # few happen to sit at ~0.37 (0.53 ln 2), while the epoch means of every batch end at 0.30
    # (0.44 ln 2): a minimum reached before the log began, no vanishing. The same norm under
    # epoch means that stay at ln 2 is a stall
    rng = np.random.default_rng(11)
    steps = list(range(19, 630, 20))
    level = 0.33 if learned else 0.69
    batches = level * np.exp(rng.normal(0.0, 0.2, len(steps)))
    batches[-4:] = [1.1 * level, 1.08 * level, 1.15 * level, 1.1 * level]
    ends = list(range(62, 630, 63))
    means = list(np.linspace(0.46, 0.303, len(ends))) if learned else [0.695] * len(ends)
    run = run_with_steps(
        {"train_loss_step": (steps, batches), "train_loss_epoch": (ends, means),
         "grad_norm": (steps, 0.22 * np.exp(rng.normal(0.0, 0.2, len(steps)))),
         "lr-Adam": (steps, [0.002] * len(steps))},
        {"num_classes": 2, "optimizer": "adam", "lr": 0.002, "task": "classification"},
    )
    # shown on its own or under the flat loss it goes with
    found = {f.id for top in diagnosis_of(run).symptoms for f in (top, *top.explains)}
    assert ("gradient-vanishing" in found) != learned, found


@pytest.mark.parametrize("gap", [False, True])
def test_a_gap_holds_against_the_epoch_means_beside_a_few_lucky_logged_batches(gap: bool) -> None:
    # a transformer on sentiment at Lightning TB every 20th step (battery g): the ~6 batches
    # logged between the last two evaluations scatter from 0.07 to 0.31 and their median is
    # 0.12, 4x under the val loss 0.477, while the epoch means of every batch end at 0.23
    # (2x): no gap. Epoch means that end where those batches are (0.1) are one
    steps = list(range(19, 630, 20))
    rng = np.random.default_rng(3)
    batches = np.linspace(0.8, 0.25, len(steps)) * np.exp(rng.normal(0.0, 0.35, len(steps)))
    batches[-6:] = [0.0707, 0.314, 0.112, 0.127, 0.09, 0.0781]
    ends = list(range(62, 630, 63))
    means = [0.678, 0.48, 0.385, 0.363, 0.33, 0.304, 0.287, 0.26, 0.236, 0.228]
    if gap:
        means[-3:] = [0.14, 0.11, 0.1]
    run = run_with_steps({"train_loss_step": (steps, batches), "train_loss_epoch": (ends, means),
                          "val_loss": ([125, 251, 377, 503, 629], [0.504, 0.449, 0.449, 0.473, 0.477])},
                         {"num_classes": 2, "task": "classification"})
    found = {f.id for f in diagnosis_of(run).symptoms}
    assert ("train-val-gap" in found) == gap, found


@pytest.mark.parametrize(("test_loss", "gap"), [(0.068, False), (0.12, True)])
def test_a_test_loss_within_the_val_loss_own_late_swing_is_no_distribution_shift(
    test_loss: float, gap: bool
) -> None:
    # a healthy SGD regression (battery m): its val loss swings between 0.037 and 0.056 over
    # its last evaluations and the test loss of the final model is 0.068, 1.84x the last val
    # but only 1.2x the val's own worst of late: no other distribution. A test loss of 0.12,
    # twice the swing, is one
    steps = list(range(99, 1920, 100))
    train = [0.214 * (s / 99) ** -0.92 for s in steps]
    evals = list(range(159, 1920, 160))
    val = [0.117, 0.095, 0.0784, 0.058, 0.0494, 0.0473, 0.0488, 0.0434, 0.0441, 0.0563, 0.0369, 0.0369]
    run = run_with_steps({"train_loss": (steps, train), "val_loss": (evals, val),
                          "test_loss": ([1919], [test_loss])}, {"task": "regression"})
    found = {f.id for f in diagnosis_of(run).symptoms}
    assert ("val-test-gap" in found) == gap, found


@pytest.mark.parametrize(("batch", "severity"), [(8, "low"), (64, "medium")])
def test_a_scatter_only_the_raw_points_show_is_a_hint_at_a_batch_of_a_few_examples(
    batch: int, severity: str
) -> None:
    # a regression that fell to ~0.15 and whose single-batch points then scatter e-fold both
    # ways about their trend, white from point to point: at batch 8 (battery r's healthy GRU on
    # sunspot windows) a few heavy-tailed examples' mean scatters like that by sampling, so the
    # finding is a hint; at batch 64 the same scatter is a step size that never settled
    rng = np.random.default_rng(2)
    steps = 400
    level = 0.15 + 0.85 * np.exp(-np.arange(steps) / 40.0)
    loss = level * np.exp(rng.normal(0.0, 1.6, steps) * (np.arange(steps) > steps // 3))
    diagnosis = diagnosis_of(run_of({"train_loss": loss}, {"task": "regression", "batch_size": batch}))
    found = {f.id: f for f in diagnosis.symptoms}
    assert "loss-oscillation" in found, found
    assert found["loss-oscillation"].severity == severity, found["loss-oscillation"].message


@pytest.mark.parametrize(("activation", "layers", "named"), [("sigmoid", 11, True), ("relu", 3, False)])
def test_a_deep_saturating_net_stuck_at_the_majority_rate_names_vanishing_gradients(
    activation: str, layers: int, named: bool
) -> None:
    # an 11-layer sigmoid MLP under SGD on network intrusion records with 9% attacks (battery s):
    # the loss sits at the prior's entropy (0.30) and val accuracy at the majority share 0.91 from
    # the first evaluation: the output bias learned the prior and nothing below it learned. The
    # same curves from a shallow ReLU net leave the imbalance to explain them
    rng = np.random.default_rng(4)
    steps = list(range(9, 504, 10))
    train = 0.30 * np.exp(rng.normal(0.0, 0.25, len(steps)))
    evals = list(range(62, 504, 63))
    run = run_with_steps(
        {"train_loss": (steps, train),
         "val_loss": (evals, [0.308, 0.312, 0.303, 0.319, 0.304, 0.309, 0.308, 0.309]),
         "val_acc": (evals, [0.91] * len(evals))},
        {"num_classes": 2, "task": "classification", "activation": activation, "num_layers": layers,
         "optimizer": "sgd", "lr": 0.05, "momentum": 0.9, "batch_size": 32},
    )
    top3 = [c.id for c in diagnosis_of(run).causes[:3]]
    assert ("vanishing-gradients" in top3) == named, top3


@pytest.mark.parametrize("reactive", [True, False])
def test_a_stall_after_an_lr_cut_needs_the_validation_loss_falling_until_the_cut(reactive: bool) -> None:
    # an MLP on river discharge under Adam with ReduceLROnPlateau, the schedule not recorded
    # (an HF trainer_state.json), its train loss logged once every 160 steps (battery s): the
    # val loss, evaluated every 32 steps, levelled off by step ~200, the lr came down from
    # step 320: the cuts followed the stall. With the val loss still falling until a cut to
    # a tenth of the rate at step 480 and flat after it, the cut stopped the run
    lr_steps = [160, 320, 480, 640, 800, 960]
    evals = list(range(32, 961, 32))
    if reactive:
        lr = [0.003, 0.0009, 0.00027, 6.6e-7, 5.3e-9, 5.3e-9]
        val = [0.0137 + 0.073 * math.exp(-(s - 32) / 40.0) for s in evals]
        train = [0.0927, 0.0108, 0.0065, 0.0049, 0.0048, 0.0048]
    else:
        lr = [0.003, 0.003, 0.00027, 0.00027, 0.00027, 0.00027]
        val = [0.02 + 0.07 * (1 - min(s, 480) / 480) for s in evals]
        train = [0.08, 0.05, 0.02, 0.0199, 0.0198, 0.0198]
    run = run_with_steps(
        {"loss": (lr_steps, train), "learning_rate": (lr_steps, lr), "eval_loss": (evals, val)},
        {"task": "regression"},
    )
    found = {f.id: f.message for f in diagnosis_of(run).symptoms}
    stalled_after_cut = "right after the lr fell" in found.get("slow-convergence", "")
    assert stalled_after_cut != reactive, found



def test_a_classifier_loss_falling_below_zero_without_bound_is_a_sign_error() -> None:
    # battery zd: an L2 penalty subtracted from an SGD classifier's cross-entropy; the loss
    # passes 0 in the second epoch and reaches -100 by the twentieth, the weights growing
    steps = list(range(10, 1601, 10))
    train = [0.4 - 0.02 * s * math.exp(s / 400.0) / 10.0 for s in steps]
    assert train[-1] < -100 < train[0] * -1
    run = run_with_steps(
        {"train_loss": (steps, train)},
        {"num_classes": 4, "optimizer": "sgd", "lr": 0.01, "momentum": 0.9},
    )
    diagnosis = diagnosis_of(run)
    runaway = next(f for f in diagnosis.symptoms if f.id == "loss-runaway")
    assert runaway.measurements["negative_descent"] is True
    assert diagnosis.causes[0].id == "wrong-loss-function", [c.id for c in diagnosis.causes]


def test_a_classifier_loss_levelling_off_far_below_zero_is_a_wrong_loss() -> None:
    # battery zzzs: NLLLoss on raw logits (no LogSoftmax) under Adam: the loss starts near 0
    # (-0.03), so it never grows 100x in magnitude, and levels off (-17 to -8 in its last
    # third) as the logits saturate; 10x ln C below zero is no cross-entropy at any growth
    rng = np.random.default_rng(5)
    steps = list(range(8, 321, 8))
    train = [-0.03 - 14.0 * (1 - math.exp(-s / 80.0)) + rng.normal(0.0, 2.0) for s in steps]
    hparams = {"num_classes": 5, "optimizer": "adamw", "lr": 2e-3}
    diagnosis = diagnosis_of(run_with_steps({"loss": (steps, train)}, hparams))
    runaway = next(f for f in diagnosis.symptoms if f.id == "loss-runaway")
    assert runaway.measurements["negative_descent"] is True
    assert "ln C below zero" in runaway.message
    assert diagnosis.causes[0].id == "wrong-loss-function", [c.id for c in diagnosis.causes]
    # the same curve as a regression's likelihood that converged below 0 is no finding
    regression = diagnosis_of(run_with_steps({"loss": (steps, train)}, {"task": "regression"}))
    assert "loss-runaway" not in {f.id for f in regression.symptoms}


def test_a_regression_loss_falling_below_zero_without_bound_behind_batch_noise_is_a_wrong_loss() -> None:
    # battery zh: a Poisson NLL on a standardised target; its batch losses, logged every 8th
    # step, go up about as often as down while the epochs deepen 0.6, -0.1, -1.6 ... -550
    rng = np.random.default_rng(4)
    steps = list(range(7, 384, 8))
    depth = [0.9 - 0.02 * math.exp(s / 37.0) for s in steps]
    train = [d * math.exp(rng.normal(0.0, 0.9)) if d < 0 else d for d in depth]
    hparams = {"task": "regression", "optimizer": "adam", "lr": 1e-3}
    diagnosis = diagnosis_of(run_with_steps({"train_loss_step": (steps, train)}, hparams))
    runaway = next(f for f in diagnosis.symptoms if f.id == "loss-runaway")
    assert runaway.measurements["negative_descent"] is True
    assert diagnosis.causes[0].id == "wrong-loss-function", [c.id for c in diagnosis.causes]
    # a Gaussian NLL that converged at -2 (its magnitude grew from -0.01) levels off
    level = [-2.0 + 2.01 * math.exp(-s / 40.0) for s in steps]
    converged = [v + rng.normal(0.0, 0.05) for v in level]
    quiet = diagnosis_of(run_with_steps({"train_loss_step": (steps, converged)}, hparams))
    assert "loss-runaway" not in {f.id for f in quiet.symptoms}


def test_no_learning_at_a_rate_far_above_sgds_guide_ranks_the_rate_above_frozen_weights() -> None:
    # battery zd: SGD with momentum at an lr finder's steepest point (0.5 at batch 32, 14x the
    # guide): the loss sits at ln 5 from the start, the accuracy at chance, the norm level
    rng = np.random.default_rng(2)
    steps = list(range(2, 253, 2))
    train = list(math.log(5) * np.exp(rng.normal(0.0, 0.01, len(steps))))
    grad = list(0.8 * np.exp(rng.normal(0.0, 0.2, len(steps))))
    evals = list(range(25, 253, 25))
    run = run_with_steps(
        {"train_loss": (steps, train), "grad_norm": (steps, grad),
         "val_loss": (evals, [math.log(5)] * len(evals)), "val_acc": (evals, [0.2] * len(evals))},
        {"num_classes": 5, "optimizer": "sgd", "momentum": 0.9, "lr": 0.5, "batch_size": 32},
    )
    causes = [c.id for c in diagnosis_of(run).causes]
    assert causes.index("learning-rate-too-high") < causes.index("frozen-weights"), causes


def test_a_run_a_step_budget_stopped_inside_its_first_epoch_is_cut_short_not_missing_its_eval_set() -> None:
    # battery zzzu: max_steps=30 from a debugging run left in a 15-epoch plan of 32 steps an
    # epoch; the loss falls through all 30 logged batches and the per-epoch validation never
    # runs. The missing curve is the cut's consequence: too-few-epochs leads, and the still
    # falling loss is a finding of its own, not context of a missing eval set
    rng = np.random.default_rng(7)
    steps = list(range(30))
    loss = list(np.linspace(1.62, 1.2, 30) + rng.normal(0.0, 0.05, 30))
    plan = {"num_classes": 5, "optimizer": "adam", "lr": 3e-3, "epochs": 15, "steps_per_epoch": 32,
            "batch_size": 32, "train_size": 1000}
    cut = diagnosis_of(run_with_steps({"train_loss_step": (steps, loss)}, {**plan, "max_steps": 30}))
    assert {"missing-validation", "undertrained"} <= {f.id for f in cut.symptoms}
    assert cut.causes[0].id == "too-few-epochs", [c.id for c in cut.causes]
    # the same loss from a run that stopped at the end of its plan (one epoch configured):
    # nothing says it was meant to go on, and the missing eval set stays first
    whole = diagnosis_of(run_with_steps({"train_loss_step": (steps, loss)}, {**plan, "epochs": 1}))
    assert "undertrained" not in {f.id for f in whole.symptoms}
    assert whole.causes[0].id == "missing-eval-set", [c.id for c in whole.causes]
