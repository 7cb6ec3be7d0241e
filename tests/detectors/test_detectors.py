"""Each detector on synthetic curves built to show (or not show) its symptom:
a firing case with the measurement checked, and a silent case beside it."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import numpy as np
import pytest

from triage.detectors import detect
from triage.detectors.registry import CURVE_DETECTORS
from triage.model import Kind, Role, Run, Series, severity_rank

from .conftest import findings_of, notes_of, run_of, yaml_thresholds

RNG_SEED = 1234


def decay(n: int, start: float = 2.3, floor: float = 0.2, rate: float = 5.0, noise: float = 0.0,
          seed: int = RNG_SEED) -> np.ndarray:
    """A loss falling exponentially from `start` towards `floor`, with multiplicative noise."""
    t = np.linspace(0.0, 1.0, n)
    clean = floor + (start - floor) * np.exp(-rate * t)
    if noise:
        clean = clean * np.exp(np.random.default_rng(seed).normal(0.0, noise, n))
    return clean


def steps(n: int, every: int = 1) -> np.ndarray:
    return np.arange(n) * every


def medium_or_above(found: dict[str, Any]) -> set[str]:
    return {k for k, f in found.items() if severity_rank(f.severity) >= severity_rank("medium")}


def healthy_run(n: int = 600, noise: float = 0.15) -> Run:
    """Noisy step-level train loss, per-epoch val just above it, lr constant."""
    train = decay(n, noise=noise)
    val_steps = steps(n)[59::60]
    val = decay(n, floor=0.25)[59::60]
    series = {"train/loss": (steps(n), train), "val/loss": (val_steps, val),
              "lr": (steps(n), np.full(n, 1e-3))}
    return run_of(series, {"num_classes": 10, "steps_per_epoch": 60})


def test_healthy_noisy_run_gets_nothing_medium_or_above() -> None:
    assert medium_or_above(findings_of(healthy_run())) == set()


def test_every_detector_reads_only_thresholds_declared_in_the_yaml() -> None:
    declared = yaml_thresholds()
    for spec in CURVE_DETECTORS:
        assert spec.symptom in declared, f"{spec.symptom} has no entry in curves.yaml or hparams.yaml"
    # a detector reading an undeclared name raises KeyError, which detect() turns into a note
    for run in (healthy_run(), nan_run(), overfit_run(), periodic_run()):
        assert not [n for n in notes_of(run) if n.startswith("detector ")]


def test_measurement_keys_are_documented() -> None:
    import yaml

    from .conftest import CURVES_YAML

    documented = {e["id"]: set((e.get("measurements") or {}).keys())
                  for e in yaml.safe_load(CURVES_YAML.read_text(encoding="utf-8"))["symptoms"]}
    runs = [healthy_run(), nan_run(), overfit_run(), periodic_run(), gap_run(), spikes_run(), stuck_run()]
    seen = 0
    for run in runs:
        for finding in findings_of(run).values():
            keys = {k for k in finding.measurements if not k.startswith("threshold_")}
            assert keys <= documented[finding.id], (finding.id, keys - documented[finding.id])
            seen += 1
    assert seen >= 7


# --- loss-runaway -------------------------------------------------------------

def nan_run(n: int = 300) -> Run:
    loss = decay(n, noise=0.05)
    loss[250:] = np.nan
    return run_of({"train/loss": (steps(n), loss)})


def test_nan_loss_is_critical_runaway_with_its_onset() -> None:
    runaway = findings_of(nan_run())["loss-runaway"]
    assert runaway.severity == "critical"
    assert runaway.onset_step == 250
    assert runaway.measurements["nonfinite"] is True
    assert runaway.measurements["onset_fraction"] == pytest.approx(250 / 299, abs=1e-6)


def test_unrecovered_growth_is_runaway_and_a_dip_that_recovers_is_not() -> None:
    n = 400
    loss = decay(n, noise=0.05)
    grown = loss.copy()
    grown[300:] = loss[300:] * np.geomspace(1, 200, 100)
    found = findings_of(run_of({"train/loss": (steps(n), grown)}))["loss-runaway"]
    assert found.measurements["final_growth_factor"] >= 10
    assert 280 <= found.onset_step <= 360
    bumped = loss.copy()
    bumped[300:310] *= 3.0
    assert "loss-runaway" not in findings_of(run_of({"train/loss": (steps(n), bumped)}))


def test_a_train_loss_that_rose_and_stayed_up_beside_a_validation_at_its_best_is_no_divergence() -> None:
    # a regression whose later batches hold outlier targets: the train loss rises 30x and
    # stays up while the weights keep scoring validation near its best
    n = 256
    loss = decay(n, noise=0.05) * 0.3 + 0.05
    loss[100:] *= np.geomspace(1, 30, 156)
    val_steps = steps(8) * 32 + 31
    near_best = np.array([0.27, 0.2, 0.19, 0.2, 0.21, 0.2, 0.22, 0.21])
    run = run_of({"train/loss": (steps(n), loss), "val/loss": (val_steps, near_best)})
    assert "loss-runaway" not in findings_of(run)
    diverged = near_best.copy()
    diverged[4:] = [0.5, 1.2, 2.1, 3.0]
    found = findings_of(run_of({"train/loss": (steps(n), loss), "val/loss": (val_steps, diverged)}))
    assert "did not recover" in found["loss-runaway"].message
    # with no validation evaluated after the rise began, the train loss alone judges it
    early = np.array([0.27, 0.2, 0.19])
    found = findings_of(run_of({"train/loss": (steps(n), loss), "val/loss": (val_steps[:3], early)}))
    assert "loss-runaway" in found


def test_absurd_finite_level_is_runaway() -> None:
    loss = np.full(50, 3.6e23) * np.linspace(1.0, 0.998, 50)
    found = findings_of(run_of({"mean_loss": (steps(50), loss)}))["loss-runaway"]
    assert found.measurements["absurd_level"] is True and found.measurements["nonfinite"] is False


def test_nonfinite_grad_norm_behind_a_finite_loss_is_runaway() -> None:
    # Hugging Face drops NaN losses from the average it logs: the grad norm stays NaN
    n = 100
    grad = np.ones(n)
    grad[60:] = np.nan
    run = run_of({"loss": (steps(n), decay(n)), "grad_norm": (steps(n), grad)})
    found = findings_of(run)["loss-runaway"]
    assert found.measurements["grad_norm_nonfinite"] is True
    assert found.onset_step == 60


def test_isolated_nonfinite_grad_norms_with_a_finite_loss_are_skipped_steps() -> None:
    # a mixed-precision GradScaler skips the step and halves its scale: healthy
    n = 300
    grad = 1.0 + 0.05 * np.sin(np.arange(n))
    grad[[40, 41, 170]] = np.inf
    run = run_of({"loss": (steps(n), decay(n)), "grad_norm": (steps(n), grad)})
    findings, notes = detect(run, yaml_thresholds())
    assert {"loss-runaway", "gradient-explosion"}.isdisjoint(f.id for f in findings)
    assert any("skipped" in n for n in notes)


def test_a_skipped_step_at_the_very_end_is_a_skip_and_three_non_finite_norms_there_are_not() -> None:
    # the scaler grows its scale every N steps and skips once more: the last logged step can be one
    n = 300
    grad = 1.0 + 0.05 * np.sin(np.arange(n))
    grad[[1, 3, 62, 125, 190, 251]] = np.inf
    for tail, diverged in (([n - 1], False), ([n - 3, n - 2, n - 1], True)):
        ending = grad.copy()
        ending[tail] = np.inf
        found = findings_of(run_of({"loss": (steps(n), decay(n)), "grad_norm": (steps(n), ending)}))
        assert ("loss-runaway" in found) is diverged, tail
    # a run a hook stopped at its first NaN grad norm ends with that one NaN: a divergence
    stopped = grad[:150].copy()
    stopped[-1] = np.nan
    found = findings_of(run_of({"loss": (steps(150), decay(150)), "grad_norm": (steps(150), stopped)},
                               {"planned_steps": 300}))
    assert "loss-runaway" in found


# --- slow convergence and undertraining ----------------------------------------

def stuck_run(n: int = 500) -> Run:
    loss = 0.25 + 0.002 * np.exp(-np.linspace(0, 3, n))
    return run_of({"train_loss": (steps(n), loss)})


def test_flat_loss_is_no_learning() -> None:
    slow = findings_of(stuck_run())["slow-convergence"]
    assert slow.measurements["no_learning"] is True
    assert slow.severity == "high"


def scattered_batches_beside_epoch_means(means: Sequence[float]) -> Run:
    """A regression logging every 8th of 32 batches an epoch, each batch's loss scattering
    about its epoch's mean as a small batch's squared error does (a chi-square of low
    degree: 0.3x to 2x), the epoch means logged beside them."""
    rng = np.random.default_rng(7)
    epochs = len(means)
    batch_steps = np.arange(7, 32 * epochs, 8)
    batches = np.array([means[int(s) // 32] for s in batch_steps]) * rng.chisquare(8, len(batch_steps)) / 8
    epoch_steps = np.arange(31, 32 * epochs, 32)
    return run_of({"train_loss_step": (batch_steps, batches), "train_loss_epoch": (epoch_steps, means)})


def test_epoch_means_that_do_not_move_show_no_learning_however_the_batches_scatter() -> None:
    # a zero-initialised regression: the output is its bias, every epoch's mean loss the
    # target's variance, while single logged batches wander 0.4x-2x and can seem to rise
    means = [1.0, 0.999, 0.999, 1.0, 0.998, 0.999, 1.0, 0.999, 1.0, 0.999]
    flat = findings_of(scattered_batches_beside_epoch_means(means))
    slow = flat["slow-convergence"]
    assert slow.measurements["no_learning"] is True and slow.severity == "high"
    assert "epoch means train_loss_epoch stayed within" in slow.message
    # means that fall 5% over the run moved: not read as no learning from them
    falling = findings_of(scattered_batches_beside_epoch_means(list(np.linspace(1.0, 0.95, 10))))
    assert "stayed within" not in getattr(falling.get("slow-convergence"), "message", "")


@pytest.mark.parametrize(("epochs", "severity"), [(1, "low"), (2, "low"), (10, "medium")])
def test_a_slow_descent_after_one_or_two_passes_is_an_early_read(epochs: int, severity: str) -> None:
    """The same slow classifier curve (a 12% fall, still near ln 5) over 1, 2 or 10 epochs of
    25 steps: after one or two passes over the data it is an early read, said so."""
    n = 25 * epochs
    t = np.linspace(0.0, 1.0, n)
    loss = math.log(5) * (1.0 - 0.12 * t) * (1.0 + 0.01 * np.random.default_rng(epochs).standard_normal(n))
    run = run_of({"train/loss": (steps(n), loss)}, {"num_classes": 5, "steps_per_epoch": 25})
    slow = findings_of(run)["slow-convergence"]
    assert slow.severity == severity
    assert slow.measurements["passes_over_data"] == pytest.approx((n - 1) / 25)
    assert ("pass(es) over its training data" in slow.message) == (severity == "low")


def test_plateau_right_after_an_early_lr_cut_is_slow_convergence() -> None:
    n = 1000
    lr = np.where(steps(n) < 50, 0.1, 0.001)
    loss = np.concatenate([decay(50, start=2.3, floor=1.0, rate=2.0), np.linspace(1.2, 1.1, n - 50)])
    run = run_of({"train/loss": (steps(n), loss), "lr": (steps(n), lr)})
    slow = findings_of(run)["slow-convergence"]
    assert slow.measurements["lr_decayed_before_plateau"] is True
    assert slow.measurements["lr_at_plateau_ratio"] == pytest.approx(0.01)


def test_plateau_after_cosine_annealing_to_zero_is_not_slow() -> None:
    n = 1000
    lr = 1e-3 * 0.5 * (1 + np.cos(np.pi * np.linspace(0, 1, n)))
    loss = decay(n, start=2.3, floor=0.1, rate=6.0, noise=0.1)
    run = run_of({"train/loss": (steps(n), loss), "lr": (steps(n), lr)})
    assert "slow-convergence" not in findings_of(run)


def stopped_run(epochs_run: int, val: Sequence[float], planned_epochs: int = 40) -> Run:
    """Batches logged every 8th of 32 an epoch, too noisy for a slope, and one val loss
    an epoch, in a run planned for `planned_epochs` epochs."""
    rng = np.random.default_rng(3)
    batch_steps = np.arange(7, 32 * epochs_run, 8)
    batches = 0.7 * rng.chisquare(4, len(batch_steps)) / 4
    val_steps = np.arange(31, 32 * epochs_run, 32)
    hparams = {"epochs": planned_epochs, "steps_per_epoch": 32, "num_classes": 5}
    return run_of({"train_loss_step": (batch_steps, batches), "val_loss": (val_steps, val)}, hparams)


def test_a_run_stopped_far_short_of_its_plan_at_its_best_validation_is_undertrained() -> None:
    # an early stop whose min_delta asks more than an epoch gains: 8 of 40 epochs, val still falling
    falling = [1.33, 1.07, 0.92, 0.84, 0.80, 0.78, 0.755, 0.736]
    found = findings_of(stopped_run(8, falling)).get("undertrained")
    assert found is not None and found.severity == "low"
    assert found.measurements["stopped_at_share"] == pytest.approx(0.2, abs=0.02)
    # the whole plan run, or a stop after the best evaluation (patience), is no such reading
    assert "stopped_at_share" not in getattr(findings_of(stopped_run(8, falling, 8)).get("undertrained"),
                                             "measurements", {})
    turned = [*falling[:-1], 0.77]
    assert "undertrained" not in findings_of(stopped_run(8, turned))
    # a Trainer state saved mid-run (the reader marks it state_unfinished) has not stopped
    snapshot = stopped_run(8, falling)
    snapshot.hparams["state_unfinished"] = True
    assert "undertrained" not in findings_of(snapshot)
    # a Keras CSV counts its steps in epochs: 10 of 10 epochs is the whole plan, not 1% of 630 updates
    rng = np.random.default_rng(5)
    epochs = np.arange(10)
    keras = run_of(
        {"loss": (epochs, 0.3 + 0.02 * rng.standard_normal(10)),
         "val_loss": (epochs, np.linspace(0.46, 0.29, 10))},
        {"epochs": 10, "steps_per_epoch": 63, "num_classes": 3},
    )
    assert "stopped_at_share" not in getattr(findings_of(keras).get("undertrained"), "measurements", {})


def warmup_run(peak_at: float) -> Run:
    """256 steps under a linear warm-up to 5e-4 peaking `peak_at` into the run and a linear
    decay to 0 after it; the loss falls as the rate it has had so far allows (the sum of
    the rates), the val loss with it, evaluated every 32 steps."""
    n = 256
    t = np.arange(n) / (n - 1)
    lr = np.where(t <= peak_at, t / peak_at, (1 - t) / (1 - peak_at)) * 5e-4
    progress = np.cumsum(lr) / np.sum(lr)
    rng = np.random.default_rng(11)
    loss = 1.4 * np.exp(-1.2 * progress) * np.exp(rng.normal(0, 0.03, n))
    val_steps = steps(n)[31::32]
    val = 1.4 * np.exp(-1.1 * progress[val_steps])
    hparams = {"lr": 5e-4, "num_classes": 4}
    series = {"train/loss": (steps(n), loss), "lr": (steps(n), lr), "val/loss": (val_steps, val)}
    return run_of(series, hparams)


def test_a_warm_up_over_most_of_the_run_leaves_it_undertrained_not_annealed() -> None:
    # warmup_ratio 0.9 typed for 0.09: the rate peaks near the end, the loss still falls fast
    late = findings_of(warmup_run(0.9)).get("undertrained")
    assert late is not None and late.measurements["lr_warmup_share"] == pytest.approx(0.9, abs=0.05)
    assert "warm-up over most of it" in late.message
    # the usual 5% warm-up and a decay to 0: the last descent is the schedule's annealing
    assert "undertrained" not in findings_of(warmup_run(0.05))


def test_still_descending_at_the_end_is_undertrained_unless_val_turned() -> None:
    n = 300
    loss = np.linspace(2.3, 1.0, n)
    val_steps = steps(n)[29::30]
    falling_val = np.linspace(2.2, 1.1, 10)
    found = findings_of(run_of({"train/loss": (steps(n), loss), "val/loss": (val_steps, falling_val)}))
    under = found["undertrained"]
    assert under.measurements["recent_relative_slope"] > 0.05
    turned_val = np.array([2.2, 1.8, 1.5, 1.3, 1.2, 1.25, 1.35, 1.45, 1.6, 1.7])
    assert "undertrained" not in findings_of(run_of({"train/loss": (steps(n), loss),
                                                     "val/loss": (val_steps, turned_val)}))


# --- generalization ------------------------------------------------------------

def overfit_run() -> Run:
    n = 1000
    val_steps = steps(n)[99::100]
    val = np.array([1.0, 0.7, 0.55, 0.5, 0.52, 0.58, 0.65, 0.72, 0.8, 0.86])
    return run_of({"train/loss": (steps(n), decay(n, floor=0.01, noise=0.1)), "val/loss": (val_steps, val)})


def test_val_turning_up_while_train_falls_is_overfitting_from_the_val_minimum() -> None:
    overfit = findings_of(overfit_run())["overfitting"]
    assert overfit.onset_step == 399
    assert overfit.measurements["val_min_step"] == 399
    # the end level is the median of the smoothed tail: between 0.72 and 0.86 here
    assert 0.72 / 0.5 - 1 <= overfit.measurements["rise_fraction"] <= 0.86 / 0.5 - 1
    assert overfit.measurements["train_still_falling"] is True
    assert overfit.severity == "high"
    # no class count: no ln C to read the train loss at the val minimum against
    assert overfit.measurements["train_at_min_vs_chance"] is None
    run = overfit_run()
    run.hparams["num_classes"] = 10
    at_min = findings_of(run)["overfitting"].measurements["train_at_min_vs_chance"]
    # decay(): 0.01 + (2.3 - 0.01) e^(-5 t); at step 399 of 1000 about 0.32, over ln 10
    assert at_min is not None and 0.1 < at_min < 0.2


@pytest.mark.parametrize(("accuracy_end", "severity"), [(0.83, "low"), (0.84, "low"), (0.74, "high")])
def test_a_val_loss_rising_while_val_accuracy_holds_is_a_low_overfitting(
    accuracy_end: float, severity: str
) -> None:
    """The same rising val loss: with the val accuracy held at its level of the loss's
    minimum (within two points) it is confidence on the examples the model gets wrong;
    with the accuracy falling ten points it is an alarm."""
    run = overfit_run()
    val_steps = steps(1000)[99::100]
    accuracy = np.array([0.5, 0.7, 0.8, 0.84, 0.85, 0.84, 0.84, 0.84, 0.84, 0.84])
    accuracy[-3:] = accuracy_end
    run.add(Series.from_lists("val/accuracy", val_steps.tolist(), accuracy.tolist(), role=Role.VAL,
                              kind=Kind.METRIC, direction="max"))
    overfit = findings_of(run)["overfitting"]
    assert overfit.severity == severity
    held = overfit.measurements["val_accuracy_drop"]
    assert held is not None and abs(held - (0.84 - accuracy_end)) < 1e-9
    assert ("the validation accuracy held" in overfit.message) == (severity == "low")


def test_no_validation_is_a_low_finding_and_a_note() -> None:
    run = run_of({"train/loss": (steps(200), decay(200))})
    found = findings_of(run)
    assert found["missing-validation"].severity == "low"
    assert "no validation series: overfitting cannot be assessed; log a validation loss" in notes_of(run)


def test_zero_train_loss_with_val_near_zero_too_points_at_leakage() -> None:
    n = 500
    train = decay(n, start=1.4, floor=1e-5, rate=12.0)
    val_steps = steps(n)[49::50]
    val = decay(n, start=1.3, floor=2e-4, rate=12.0)[49::50]
    found = findings_of(run_of({"train/loss": (steps(n), train), "val/loss": (val_steps, val)},
                               {"num_classes": 4}))["zero-train-loss"]
    assert found.measurements["val_also_low"] is True
    assert found.severity == "low"  # an easy task or leakage: val-test-gap tells them apart


def gap_run() -> Run:
    n = 600
    val_steps = steps(n)[59::60]
    return run_of({"train/loss": (steps(n), decay(n, floor=0.05, noise=0.05)),
                   "val/loss": (val_steps, np.full(10, 2.3) + np.linspace(0, 0.01, 10))},
                  {"num_classes": 10})


def test_val_at_chance_while_train_learns_is_a_high_gap() -> None:
    gap = findings_of(gap_run())["train-val-gap"]
    assert gap.measurements["val_at_chance"] is True
    assert gap.severity == "high"


def test_a_val_loss_pinned_at_ln_c_is_told_from_one_that_climbed_past_it() -> None:
    # outputs flattened at evaluation (a temperature of 100) keep the val loss at ln C from the first
    # evaluation on, whatever the accuracy; a memorising model starts below ln C and climbs past it
    n, ln_c = 600, math.log(5)
    val_steps = steps(n)[59::60]
    train = decay(n, start=1.6, floor=0.05, noise=0.05)
    accuracy = np.linspace(0.8, 0.93, 10)
    flat = ln_c * np.linspace(0.98, 0.96, 10)
    pinned = run_of({"train/loss": (steps(n), train), "val/loss": (val_steps, flat),
                     "val/acc": (val_steps, accuracy)}, {"num_classes": 5})
    gap = findings_of(pinned)["train-val-gap"].measurements
    assert gap["val_pinned_at_chance"] is True
    assert gap["val_accuracy_above_chance"] == pytest.approx((0.93 - 0.2) / 0.8)
    rising = ln_c * np.linspace(0.6, 1.2, 10)
    climbed = run_of({"train/loss": (steps(n), train), "val/loss": (val_steps, rising),
                      "val/acc": (val_steps, np.linspace(0.6, 0.5, 10))}, {"num_classes": 5})
    assert findings_of(climbed)["train-val-gap"].measurements["val_pinned_at_chance"] is False


def test_the_first_gap_tells_a_val_loss_in_other_units_from_one_that_memorising_opened() -> None:
    # a regression's train MSE falls 1 -> 0.03; a val loss in other units stands 100x above it from
    # its first evaluation, one that memorising opens starts beside it and climbs
    n = 600
    train = decay(n, start=1.0, floor=0.03, noise=0.05)
    val_steps = steps(n)[59::60]
    at_val = np.interp(val_steps, steps(n), train)
    other_units = run_of({"train/loss": (steps(n), train), "val/loss": (val_steps, 100 * at_val)})
    opened = at_val * np.linspace(1.1, 12, 10)
    memorised = run_of({"train/loss": (steps(n), train), "val/loss": (val_steps, opened)})
    assert findings_of(other_units)["train-val-gap"].measurements["first_gap_ratio"] >= 50
    assert findings_of(memorised)["train-val-gap"].measurements["first_gap_ratio"] < 2


def test_val_far_better_than_train_is_flagged_and_dropout_size_gap_is_not() -> None:
    n = 600
    val_steps = steps(n)[59::60]
    train = decay(n, floor=0.5)
    # a third of the train loss or less is beyond what dropout or input noise give; 0.4x is
    # a regression's MSE whose train batches carry the variance dropout adds
    for factor, flagged in ((0.3, True), (0.4, False), (0.85, False)):
        run = run_of({"train/loss": (steps(n), train), "val/loss": (val_steps, train[59::60] * factor)})
        found = findings_of(run)
        assert ("train-val-gap" in found) is flagged
        if flagged:
            assert found["train-val-gap"].measurements["val_better_than_train"] is True


def test_test_far_worse_than_val_at_the_same_step() -> None:
    n = 500
    every = steps(n)[49::50]
    val = decay(n, floor=0.3)[49::50]
    run = run_of({"train/loss": (steps(n), decay(n, floor=0.28)), "val/loss": (every, val),
                  "test/loss": (every[-1:], [val[-1] * 2.5])})
    gap = findings_of(run)["val-test-gap"]
    assert gap.measurements["ratio"] == pytest.approx(2.5)
    assert gap.onset_step == int(every[-1])


# --- noise ---------------------------------------------------------------------

def spikes_run(n: int = 1000) -> Run:
    loss = decay(n, noise=0.05)
    for at in (300, 650):
        loss[at] *= 8.0
    return run_of({"train/loss": (steps(n), loss)})


def test_isolated_spikes_are_counted_with_their_steps() -> None:
    spikes = findings_of(spikes_run())["loss-spikes"]
    assert spikes.measurements["spike_steps"] == [300, 650]
    assert spikes.measurements["count"] == 2
    assert spikes.measurements["max_spike_ratio"] == pytest.approx(8.0, rel=0.2)


def test_a_long_list_of_spikes_names_eight_steps_and_counts_the_rest() -> None:
    loss = decay(1000, noise=0.05)
    at = list(range(100, 1000, 80))  # 12 spikes
    for step in at:
        loss[step] *= 8.0
    spikes = findings_of(run_of({"train/loss": (steps(1000), loss)}))["loss-spikes"]
    assert spikes.measurements["count"] == len(at)
    assert f"and {len(at) - 8} more" in spikes.message and "...." not in spikes.message


def test_oscillation_without_progress() -> None:
    n = 800
    t = np.arange(n)
    loss = 1.0 + 0.8 * np.sin(2 * np.pi * t / 37)
    osc = findings_of(run_of({"train/loss": (t, loss)}))["loss-oscillation"]
    assert osc.measurements["relative_amplitude"] > 1.0
    assert osc.measurements["relative_drop"] < 0.3


def periodic_run(n: int = 1200, period: int = 40) -> Run:
    t = np.arange(n)
    sawtooth = (t % period) / period
    loss = decay(n, floor=0.5, noise=0.02) * np.exp(0.4 * sawtooth)
    return run_of({"train/loss": (t, loss)}, {"steps_per_epoch": period})


def test_epoch_periodic_pattern_is_found_at_the_epoch_period() -> None:
    periodic = findings_of(periodic_run())["periodic-loss"]
    assert periodic.measurements["period_steps"] == pytest.approx(40)
    assert periodic.measurements["strength"] > 0.5


def test_white_noise_is_not_periodic() -> None:
    run = healthy_run()
    assert "periodic-loss" not in findings_of(run)


# --- initial loss, gradients, metrics --------------------------------------------

def test_first_loss_far_above_ln_c() -> None:
    n = 200
    loss = decay(n, start=60.0, floor=0.3)
    found = findings_of(run_of({"train/loss": (steps(n), loss)}, {"num_classes": 10}))["bad-initial-loss"]
    assert found.measurements["expected_loss"] == pytest.approx(math.log(10))
    assert found.measurements["ratio"] == pytest.approx(60.0 / math.log(10), rel=0.05)
    sane = decay(n, start=2.31, floor=0.3)
    sane_run = run_of({"train/loss": (steps(n), sane)}, {"num_classes": 10})
    assert "bad-initial-loss" not in findings_of(sane_run)


def test_class_count_unknown_skips_initial_loss_with_a_note() -> None:
    run = run_of({"train/loss": (steps(100), decay(100, start=60.0))})
    assert "bad-initial-loss" not in findings_of(run)
    assert any("class count unknown" in n for n in notes_of(run))


def test_steadily_growing_grad_norm_is_explosion() -> None:
    n = 500
    grad = np.linspace(1.0, 300.0, n) * np.exp(np.random.default_rng(RNG_SEED).normal(0, 0.1, n))
    run = run_of({"train/loss": (steps(n), decay(n)), "grad_norm": (steps(n), grad)})
    found = findings_of(run)["gradient-explosion"]
    assert found.measurements["steady_growth"] is True
    assert found.measurements["growth_factor"] > 100


def test_collapsing_grad_norm_under_a_high_loss_is_vanishing() -> None:
    n = 500
    grad = np.geomspace(1.0, 1e-6, n)
    loss = np.full(n, 2.3) - np.linspace(0, 0.05, n)
    found = findings_of(run_of({"train/loss": (steps(n), loss), "grad_norm": (steps(n), grad)}))
    assert found["gradient-vanishing"].measurements["ratio_to_start"] < 1e-3
    # the same collapse after the loss converged is how training ends, not a symptom
    converged = run_of({"train/loss": (steps(n), decay(n, floor=0.01)), "grad_norm": (steps(n), grad)})
    assert "gradient-vanishing" not in findings_of(converged)


def test_val_accuracy_pinned_at_chance() -> None:
    n = 300
    every = steps(n)[29::30]
    acc = np.full(10, 0.1) + np.random.default_rng(RNG_SEED).normal(0, 0.005, 10)
    run = run_of({"train/loss": (steps(n), np.full(n, 2.3)), "val/loss": (every, np.full(10, 2.3)),
                  "val/accuracy": (every, acc)}, {"num_classes": 10})
    found = findings_of(run)["metric-at-baseline"]
    assert found.measurements["baseline_kind"] == "chance"
    assert found.measurements["baseline"] == pytest.approx(0.1)


def test_an_accuracy_pinned_at_zero_without_a_class_count_reads_as_below_any_chance() -> None:
    # the real log torch-tb-radio: "ends at 0.000, no better than the chance rate 0.000 (below
    # any class count's)", a chance rate no class count has
    n = 300
    every = steps(n)[29::30]
    run = run_of({"train/loss": (steps(n), decay(n, start=18.5, floor=0.4)),
                  "val/loss": (every, np.linspace(19.0, 58.0, 10)), "val/accuracy": (every, np.zeros(10))})
    found = findings_of(run)["metric-at-baseline"]
    assert found.measurements["baseline"] == 0.0
    assert "below the chance rate 1/C of any class count" in found.message
    assert "chance rate 0.000" not in found.message


def test_flat_majority_rate_is_recognised_by_the_prior_entropy_loss() -> None:
    n = 300
    every = steps(n)[29::30]
    prior_loss = -(0.95 * math.log(0.95) + 0.05 * math.log(0.05))
    run = run_of({"train/loss": (steps(n), np.full(n, prior_loss) * 1.01),
                  "val/loss": (every, np.full(10, prior_loss)),
                  "val/accuracy": (every, np.full(10, 0.95))}, {"num_classes": 2})
    found = findings_of(run)["metric-at-baseline"]
    assert found.measurements["baseline_kind"] == "majority"


# --- robustness ----------------------------------------------------------------

def test_resumed_run_is_judged_as_it_finally_went_with_a_note() -> None:
    first = decay(300, noise=0.05)
    first[200:] = np.nan  # the crashed first attempt
    second = decay(300, noise=0.05)
    run = Run(name="resumed", source="memory", reader="test")
    run.add(Series.from_lists("train/loss", list(range(300)) + list(range(100, 400)),
                              list(first) + list(second), role=Role.TRAIN, kind=Kind.LOSS, direction="min"))
    findings, notes = detect(run, yaml_thresholds())
    assert "loss-runaway" not in {f.id for f in findings}
    assert any("resumed" in n and "as it finally went" in n for n in notes)


@pytest.mark.parametrize(
    "values", [[], [1.0], [float("nan")], [1.0, float("inf")], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0]]
)
def test_degenerate_series_never_crash(values: list[float]) -> None:
    run = run_of({"train/loss": (steps(len(values)), values), "val/loss": (steps(len(values)), values),
                  "grad_norm": (steps(len(values)), values)}, {"num_classes": 3, "steps_per_epoch": 2})
    findings_of(run)  # asserts no detector crashed


def test_user_threshold_override_changes_the_verdict() -> None:
    run = overfit_run()
    thresholds = yaml_thresholds()
    thresholds["overfitting"]["min_rise"] = 5.0
    assert "overfitting" not in findings_of(run, thresholds)


def test_hugging_face_nan_pattern_zero_loss_with_nan_grad_norm_is_runaway() -> None:
    # HF drops NaN losses from its logged average: the log shows loss 0.0 and grad_norm NaN
    n = 60
    loss = decay(n)
    grad = np.ones(n)
    loss[40:], grad[40:] = 0.0, np.nan
    found = findings_of(run_of({"loss": (steps(n) * 10, loss), "grad_norm": (steps(n) * 10, grad)}))
    runaway = found["loss-runaway"]
    assert runaway.measurements["grad_norm_nonfinite"] is True
    assert runaway.onset_step == 400
    assert runaway.measurements["absurd_level"] is False


def test_hugging_face_nan_pattern_keeps_the_absurd_level_the_loss_reached_first() -> None:
    # a window whose finite steps had blown up logs their huge mean beside the first NaN
    # norm; the filtered windows after it log 0.0, which must not hide that level
    n = 60
    loss, grad = np.zeros(n), np.full(n, np.nan)
    loss[0] = 7.6e20
    runaway = findings_of(run_of({"loss": (steps(n) * 5 + 4, loss), "grad_norm": (steps(n) * 5 + 4, grad)}))[
        "loss-runaway"
    ]
    assert runaway.measurements["absurd_level"] is True
    assert runaway.measurements["peak_level"] == pytest.approx(7.6e20)
    assert "7.6e+20" in runaway.message
    sane = loss.copy()
    sane[0] = 2.3
    runaway = findings_of(run_of({"loss": (steps(n) * 5 + 4, sane), "grad_norm": (steps(n) * 5 + 4, grad)}))[
        "loss-runaway"
    ]
    assert runaway.measurements["absurd_level"] is False and "absurd" not in runaway.message


def test_a_single_point_is_no_initial_loss() -> None:
    run = run_of({"loss": ([0], [3.27]), "accuracy": ([0], [0.79])}, {"num_classes": 2})
    assert "bad-initial-loss" not in findings_of(run)
    assert any("too few points to tell its initial loss" in n for n in notes_of(run))


def test_regression_initial_loss_is_judged_against_a_declared_constant_predictor_loss() -> None:
    n = 300
    loss = decay(n, start=3.6e3, floor=5.0, rate=30.0)
    with_baseline = run_of({"train/loss": (steps(n), loss)}, {"task": "regression", "baseline_loss": 1.0})
    found = findings_of(with_baseline)["bad-initial-loss"]
    assert found.measurements["expected_loss"] == 1.0 and found.severity == "high"
    without = run_of({"train/loss": (steps(n), loss)}, {"task": "regression"})
    assert "bad-initial-loss" not in findings_of(without)
    assert any("no baseline_loss hparam" in n for n in notes_of(without))


@pytest.mark.parametrize(("points", "every", "scale"), [(40, 25, 1.0), (400, 1, 1.0), (4000, 1, 100.0)])
def test_without_an_expected_start_a_fall_of_orders_of_magnitude_early_on_is_a_low_finding(
    points: int, every: int, scale: float
) -> None:
    """No class count, no baseline_loss: a first loss thousands of times the level a quarter
    into the run is reported (low), at any cadence and value scale; a fall of a few hundred
    times, as a close fit to raw regression targets gives, is only noted."""
    t = np.linspace(0.0, 1.0, points)
    raw_inputs = scale * (0.5 + 2.0e4 * np.exp(-40.0 * t))  # 2e4 -> 0.5 by a quarter in
    found = findings_of(run_of({"train/loss": (steps(points, every), raw_inputs)}, {"task": "regression"}))
    hint = found["bad-initial-loss"]
    assert hint.severity == "low" and hint.measurements["ratio"] is None
    assert hint.measurements["fall_to_early_level"] > 1000 and "25% into the run" in hint.message
    raw_targets = scale * (0.5 + 150.0 * np.exp(-40.0 * t))
    run = run_of({"train/loss": (steps(points, every), raw_targets)}, {"task": "regression"})
    assert "bad-initial-loss" not in findings_of(run)
    assert any("bad-initial-loss not reported" in n for n in notes_of(run))


def test_a_negative_likelihood_loss_gets_no_fall_based_initial_loss() -> None:
    t = np.linspace(0.0, 1.0, 200)
    nll = 5.0e3 * np.exp(-40.0 * t) - 1.3  # a Gaussian NLL that settles below 0
    run = run_of({"train/loss": (steps(200), nll)}, {"task": "regression"})
    assert "bad-initial-loss" not in findings_of(run)


def test_a_run_exploding_in_its_first_steps_does_not_get_a_bad_initial_loss() -> None:
    """The first point sits at ln C; the next ones explode: that is a runaway, not a bad start."""
    from triage.detectors.initial import bad_initial_loss

    values = [2.88, 29.2, 1.0e6, 3.2e29] + [float("nan")] * 20
    run = Run("r", "s", "test", hparams={"num_classes": 12, "task": "classification"})
    run.add(Series.from_lists("train/loss", range(len(values)), values, role=Role.TRAIN, kind=Kind.LOSS))
    notes: list[str] = []
    assert bad_initial_loss(run, yaml_thresholds()["bad-initial-loss"], notes) == []


def test_a_loss_that_never_fell_below_its_early_level_says_so_without_a_zero_percentage() -> None:
    # the real log hf-whisper-braj: "never fell more than 0.0% below where it stood after its
    # first tenth" for a loss that only rose
    n = 200
    rising = 1.24 * np.concatenate([np.ones(n // 5), 1.0 + np.linspace(0.0, 0.3, n - n // 5)])
    found = findings_of(run_of({"train/loss": (steps(n), rising)}))["slow-convergence"]
    assert "never fell below where it stood after its first tenth" in found.message
    assert "0.0%" not in found.message
