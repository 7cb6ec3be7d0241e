"""The mechanisms that keep a finding to what its curve shows: each test builds the
situation a held-out run showed, and its near neighbour that must still fire."""

from __future__ import annotations

import math
import re

import numpy as np
import pytest

from triage.detectors.signal import num_classes
from triage.model import Finding, Run

from .conftest import findings_of, notes_of, run_of
from .test_detectors import decay, steps

# --- loss-spikes: one moderate jump is one hard batch ------------------------------

def _spiky(n: int, at: tuple[int, ...], factor: float) -> np.ndarray:
    loss = decay(n, noise=0.05)
    for index in at:
        loss[index] *= factor
    return loss


def test_one_moderate_spike_is_no_finding_and_two_are() -> None:
    n = 1000
    one = run_of({"train/loss": (steps(n), _spiky(n, (600,), 6.0))})
    two = run_of({"train/loss": (steps(n), _spiky(n, (300, 650), 6.0))})
    assert "loss-spikes" not in findings_of(one)
    assert findings_of(two)["loss-spikes"].measurements["count"] == 2


def test_one_spike_however_tall_is_a_note_and_a_second_makes_a_finding() -> None:
    # a lone batch 40x its level, far above where the loss started: one hard batch
    # (a healthy batch-4 regression's promotion day made such a jump, 255x)
    n = 1000
    one = decay(n, noise=0.05)
    one[700] = 40 * one[699]
    run = run_of({"train/loss": (steps(n), one)})
    assert "loss-spikes" not in findings_of(run)
    assert any("jumped once to" in note and "at step 700" in note for note in notes_of(run))
    two = one.copy()
    two[300] = 40 * two[299]
    assert findings_of(run_of({"train/loss": (steps(n), two)}))["loss-spikes"].measurements["count"] == 2


def test_one_logged_spike_in_a_sampled_log_is_a_note_too() -> None:
    # a Lightning log keeps one batch's loss every 50 steps: its one logged spike may be one
    # of several, but healthy runs have a few hard batches too; a second logged spike is a pattern
    n = 60
    loss = decay(n, noise=0.05)
    loss[40] = 40 * loss[39]
    run = run_of({"train/loss": (steps(n, 50), loss)})
    assert "loss-spikes" not in findings_of(run)
    assert any("jumped once to" in note and "at step 2,000" in note for note in notes_of(run))
    loss[20] = 40 * loss[19]
    assert findings_of(run_of({"train/loss": (steps(n, 50), loss)}))["loss-spikes"].measurements["count"] == 2


def test_a_spike_counts_as_recovered_when_the_points_after_it_are_back_down() -> None:
    # logged every 50th step: batches 40x the level, and five logged batches after the
    # second a smaller 4x jump of another batch; the loss was back down in between
    n = 25
    loss = decay(n, noise=0.05)
    loss[8] = 40 * loss[7]
    loss[18] = 40 * loss[17]
    loss[23] *= 4
    found = findings_of(run_of({"train/loss": (steps(n, 50), loss)}))
    assert found["loss-spikes"].measurements["spike_steps"] == [400, 900]
    # a jump that stays up is a level change, not a spike
    stays = decay(n, noise=0.05)
    stays[18:] *= 40
    assert "loss-spikes" not in findings_of(run_of({"train/loss": (steps(n, 50), stays)}))


# --- train-val-gap: a ratio between two small losses -------------------------------

def test_a_ratio_between_two_small_losses_is_no_gap_but_a_large_one_is() -> None:
    n = 80
    epochs = np.arange(n)
    train = 0.025 + 1.1 * np.exp(-epochs / 6)
    for val_floor, gap in ((0.15, False), (0.8, True)):
        val = val_floor + 1.1 * np.exp(-epochs / 6)
        found = findings_of(run_of({"train_loss": (epochs, train), "val_loss": (epochs, val)},
                                   {"num_classes": 3}))
        assert ("train-val-gap" in found) is gap, val_floor


# --- undertrained: what is not "train longer" --------------------------------------

def test_a_descent_at_the_end_of_an_annealed_schedule_is_a_note_not_undertrained() -> None:
    n = 400
    t = np.linspace(0, 1, n)
    lr = 1e-3 * 0.5 * (1 + np.cos(math.pi * t))
    train = 0.3 + 2.0 * (1 - t) ** 2  # still falling at the end, as the lr reaches 0
    val_steps = steps(n)[39::40]
    run = run_of({"train/loss": (steps(n), train), "val/loss": (val_steps, train[39::40] + 0.05),
                  "lr": (steps(n), lr)})
    assert "undertrained" not in findings_of(run)
    assert any("schedule's final descent" in note for note in notes_of(run))
    constant = run_of({"train/loss": (steps(n), train), "val/loss": (val_steps, train[39::40] + 0.05),
                       "lr": (steps(n), np.full(n, 1e-3))})
    assert "undertrained" in findings_of(constant)


def test_few_evaluations_still_setting_their_best_do_not_veto_undertrained() -> None:
    n = 120
    train = 1.4 - 0.004 * np.arange(n)  # a steady descent cut by max_steps
    val_steps = np.array([20, 40, 60, 80, 100, 119])
    still_best = np.array([1.39, 1.28, 1.21, 1.13, 1.06, 1.10])
    turned = np.array([1.39, 1.20, 1.06, 1.13, 1.15, 1.18])
    for val, fires in ((still_best, True), (turned, False)):
        run = run_of({"loss": (steps(n), train), "eval_loss": (val_steps, val)})
        assert ("undertrained" in findings_of(run)) is fires


def test_a_converged_train_loss_is_not_undertrained_whatever_the_val_does() -> None:
    n = 600
    train = decay(n, start=2.3, floor=0.0, rate=12.0)  # nearly all of its drop is done
    val_steps = steps(n)[59::60]
    val = 0.2 + 1.5 * np.exp(-np.arange(10) / 2.0)  # val still easing down steeply
    run = run_of({"train/loss": (steps(n), train), "val/loss": (val_steps, val)})
    assert "undertrained" not in findings_of(run)


# --- gradient-vanishing: a stall the lr explains ------------------------------------

def test_a_stall_after_the_lr_decayed_to_zero_is_not_vanishing_gradients() -> None:
    n = 400
    loss = np.full(n, 2.3) * (1 + 0.002 * np.sin(np.arange(n)))
    grad = np.full(n, 0.3)
    for lr, fires in ((np.where(np.arange(n) < 40, 1e-3, 0.0), False), (np.full(n, 1e-3), True)):
        run = run_of({"train/loss": (steps(n), loss), "grad_norm": (steps(n), grad), "lr": (steps(n), lr)},
                     {"optimizer": "adam", "num_classes": 10})
        assert ("gradient-vanishing" in findings_of(run)) is fires


def test_small_gradients_under_a_flat_loss_are_a_stall_only_at_a_level_nothing_learned() -> None:
    # logged every 20th step: a linear regression (or an easy classifier) is at its minimum
    # by the first point, its loss flat and its gradient small, as a stalled net's are
    n = 100
    grad = np.full(n, 0.4) * np.exp(np.random.default_rng(4).normal(0, 0.05, n))
    series = {"grad_norm": (steps(n, 20) + 19, grad)}
    hparams = {"optimizer": "sgd", "lr": 0.05}
    for level, extra, stall in ((0.035, {"task": "regression"}, False),
                                (0.035, {"task": "regression", "baseline_loss": 1.0}, False),
                                (0.9, {"task": "regression", "baseline_loss": 1.0}, True),
                                (0.2, {"num_classes": 4}, False), (1.38, {"num_classes": 4}, True)):
        loss = level * (1 + 0.01 * np.sin(np.arange(n)))
        run = run_of({"train_loss_step": (steps(n, 20) + 19, loss), **series}, {**hparams, **extra})
        assert ("gradient-vanishing" in findings_of(run)) is stall, (level, extra)


# --- overfitting: both curves rising is instability --------------------------------

def test_a_val_rise_with_the_train_loss_rising_too_is_not_overfitting() -> None:
    n = 600
    t = np.linspace(0, 1, n)
    val_steps = steps(n)[59::60]
    val = np.array([1.0, 0.7, 0.5, 0.45, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0])
    falling = decay(n, floor=0.05)
    rising = np.where(t < 0.35, decay(n, floor=0.3), 0.3 + 1.5 * (t - 0.35))
    healthy_train = run_of({"train/loss": (steps(n), falling), "val/loss": (val_steps, val)})
    assert "overfitting" in findings_of(healthy_train)
    unstable = run_of({"train/loss": (steps(n), rising), "val/loss": (val_steps, val)})
    assert "overfitting" not in findings_of(unstable)
    assert any("instability, not reported as overfitting" in note for note in notes_of(unstable))


def test_a_val_rise_while_the_train_accuracy_falls_too_is_not_overfitting() -> None:
    n = 600
    val_steps = steps(n)[59::60]
    val = np.array([0.7, 0.86, 0.83, 1.7, 1.44, 1.4, 1.43, 1.4, 1.39, 1.4])
    train = decay(n, start=3.0, floor=0.9)  # the epoch means fall from a blow-up early in epoch 1
    for train_accuracy, overfit in (([0.8, 0.65, 0.6, 0.32, 0.27, 0.25, 0.25, 0.24, 0.25, 0.24], False),
                                    ([0.8, 0.85, 0.9, 0.93, 0.95, 0.96, 0.97, 0.98, 0.98, 0.99], True)):
        run = run_of({"train/loss": (steps(n), train), "val/loss": (val_steps, val),
                      "train/accuracy": (val_steps, np.array(train_accuracy))})
        assert ("overfitting" in findings_of(run)) is overfit
    assert any("train accuracy fell" in note for note in notes_of(run_of({
        "train/loss": (steps(n), train), "val/loss": (val_steps, val),
        "train/accuracy": (val_steps, np.linspace(0.8, 0.24, 10))})))


def test_a_val_loss_wandering_within_its_own_scatter_is_not_overfitting_but_a_clear_rise_is() -> None:
    n = 1200
    val_steps = steps(n)[99::100]
    rng = np.random.default_rng(3)
    wander = 0.02 * np.exp(rng.normal(0.0, 0.45, 12))  # a val loss near 0, +-50% a point
    train = decay(n, start=1.1, floor=0.013)
    quiet = run_of({"train/loss": (steps(n), train), "val/loss": (val_steps, wander)})
    assert "overfitting" not in findings_of(quiet)
    rising = wander * np.exp(np.linspace(0.0, 2.5, 12))  # the same noise on a 12x climb
    climbing = run_of({"train/loss": (steps(n), train), "val/loss": (val_steps, rising)})
    assert "overfitting" in findings_of(climbing)


# --- metric-at-baseline: a high accuracy whose loss still falls --------------------

def test_a_flat_high_accuracy_is_a_majority_rate_only_when_its_loss_is_flat_too() -> None:
    n = 30
    epochs = np.arange(n)
    accuracy = np.full(n, 0.991)
    accuracy[:3] = (0.65, 0.87, 0.97)
    prior_entropy = -0.991 * math.log(0.991) - 0.009 * math.log(0.0045)
    still_learning = prior_entropy * (1 + 6 * np.exp(-epochs / 5))  # ends at the prior entropy
    at_prior = np.full(n, prior_entropy) * (1 + 0.01 * np.cos(epochs))
    for loss, fires in ((still_learning, False), (at_prior, True)):
        run = run_of({"accuracy": (epochs, accuracy), "loss": (epochs, loss)}, {"num_classes": 3})
        assert ("metric-at-baseline" in findings_of(run)) is fires


# --- loss-runaway: a classifier ending far above ln C --------------------------------

def test_a_classification_loss_that_jumps_to_several_times_ln_c_and_stays_ran_away() -> None:
    n = 150
    rng = np.random.default_rng(3)
    loss = np.concatenate([[2.36, 2.9, 6.0], 20.0 * np.exp(rng.normal(0, 0.1, n - 3))])
    found = findings_of(run_of({"train_loss_step": (steps(n), loss)}, {"num_classes": 10}))
    assert found["loss-runaway"].onset_step <= 3
    # a regression loss (no ln C) is measured against where it started: 8.5x its start
    # ran away, the same jump to 2x its start did not
    regression = run_of({"train_loss_step": (steps(n), loss)}, {"task": "regression"})
    assert "it started from" in findings_of(regression)["loss-runaway"].message
    milder = np.concatenate([[2.36, 2.9, 3.6], 4.7 * np.exp(rng.normal(0, 0.1, n - 3))])
    doubled = run_of({"train_loss_step": (steps(n), milder)}, {"task": "regression"})
    assert "loss-runaway" not in findings_of(doubled)


# --- loss-oscillation: a step size that never settles ------------------------------

def test_a_loss_scattering_widely_without_progress_oscillates_and_a_converged_one_does_not() -> None:
    n = 400
    rng = np.random.default_rng(7)
    early = np.linspace(2.3, 1.1, 20)
    unsettled = np.concatenate([early, 1.1 * np.exp(rng.normal(0, 0.45, n - 20))])
    converged = np.concatenate([early, 0.05 * np.exp(rng.normal(0, 0.45, n - 20))])
    found = findings_of(run_of({"train/loss": (steps(n), unsettled)}, {"num_classes": 10}))
    assert found["loss-oscillation"].measurements["unsettled_range"] >= 0.4
    settled = run_of({"train/loss": (steps(n), converged)}, {"num_classes": 10})
    assert "loss-oscillation" not in findings_of(settled)



def test_a_loss_that_swings_for_half_the_run_then_dies_at_ln_c_oscillates_and_a_quiet_one_does_not() -> None:
    n = 500
    rng = np.random.default_rng(9)
    ln4 = math.log(4)
    swinging = np.concatenate([ln4 * 0.6 * np.exp(rng.normal(0, 0.6, n // 2)),  # swings, no progress
                               ln4 * np.exp(rng.normal(0, 0.02, n - n // 2))])  # then dead at ln 4
    found = findings_of(run_of({"train/loss": (steps(n), swinging)}, {"num_classes": 4}))
    assert found["loss-oscillation"].measurements["unsettled_range"] >= 0.35
    quiet = np.concatenate([ln4 * 0.8 * np.exp(rng.normal(0, 0.08, n // 2)),
                            ln4 * np.exp(rng.normal(0, 0.02, n - n // 2))])
    settled = run_of({"train/loss": (steps(n), quiet)}, {"num_classes": 4})
    assert "loss-oscillation" not in findings_of(settled)


# --- num_classes: an epoch mean landing on 1/C -------------------------------------

def test_a_first_accuracy_at_1_over_c_beside_a_better_one_at_the_same_step_is_no_class_count() -> None:
    epochs = np.arange(10)
    train_acc = np.concatenate([[0.267, 0.27], np.linspace(0.3, 0.9, 8)])
    loss = np.linspace(4.9, 0.2, 10)
    alone = run_of({"acc": (epochs, train_acc), "loss": (epochs, loss)})
    beside = run_of({"acc": (epochs, train_acc), "val_acc": (epochs, np.linspace(0.41, 0.6, 10)),
                     "loss": (epochs, loss)})
    assert num_classes(alone)[0] == 4
    assert num_classes(beside)[0] != 4


def test_a_first_evaluation_after_learning_that_lands_on_1_over_c_is_no_class_count() -> None:
    # a 10-class run logged every step, evaluated every 200: its first evaluation,
    # after an epoch of learning, reads 50% (1/2 by accident) and then rises
    n, every = 2000, 200
    rng = np.random.default_rng(5)
    t = np.arange(n) / n
    loss = math.log(10) * (0.25 + 0.75 * np.exp(-4 * t)) * np.exp(rng.normal(0, 0.08, n))
    evals = np.arange(every - 1, n, every)
    learning = np.array([0.50, 0.58, 0.63, 0.66, 0.68, 0.70, 0.71, 0.72, 0.725, 0.73])
    run = run_of({"train/loss": (steps(n), loss), "val/acc": (evals, learning)})
    assert num_classes(run)[0] != 2
    assert "bad-initial-loss" not in findings_of(run)
    # the same first reading that stays at chance is a class count
    at_chance = run_of({"train/loss": (steps(n), loss), "val/acc": (evals, 0.5 + rng.normal(0, 0.01, 10))})
    assert num_classes(at_chance)[0] == 2
    # and so is an evaluation before any update, whatever follows it
    before = run_of({"train/loss": (steps(n), loss),
                     "val/acc": (np.concatenate([[0], evals]), np.concatenate([[0.1], learning]))})
    assert num_classes(before)[0] == 10


# --- slow-convergence: a descent under way, seen through a noisy train loss ----------

def test_a_noisy_descent_from_ln_c_with_the_val_loss_still_falling_is_not_slow_convergence() -> None:
    # a late start stopped by max_steps: 60 noisy HF windows fall to 75% of ln 4, and the
    # eval loss (six evaluations) still falls at the end; the batch noise hides the train
    # slope, the eval set's does not. The same run whose eval loss has flattened stalls.
    rng = np.random.default_rng(3)
    n, ln4 = 60, math.log(4)
    t = np.arange(n) / n
    level = ln4 * np.where(t < 0.3, 1.0, 1.0 - 0.27 * (1 - np.exp(-(t - 0.3) * 4)))
    train = level * np.exp(rng.normal(0, 0.08, n))
    evals = np.arange(9, n, 10)
    falling = [1.389, 1.286, 1.141, 1.143, 1.051, 1.021]
    flat = [1.389, 1.286, 1.141, 1.150, 1.146, 1.149]
    hp = {"num_classes": 4}
    still = findings_of(run_of({"train/loss": (steps(n), train), "val/loss": (evals, falling)}, hp))
    assert "slow-convergence" not in still
    stalled = findings_of(run_of({"train/loss": (steps(n), train), "val/loss": (evals, flat)}, hp))
    assert "slow-convergence" in stalled


# --- loss-oscillation: a sparse log's first point can lie past the descent ---------------

def _sparse(values: np.ndarray) -> np.ndarray:
    return steps(len(values)) * 20 + 19  # every 20th step, as Lightning logs them


def test_batch_scatter_far_below_ln_c_after_an_unlogged_descent_is_no_oscillation() -> None:
    # a binary classifier logged every 20th step: the first point is already at 0.3 ln 2,
    # then batch scatter (+-55%) about 0.2 ln 2; the same scatter at 0.9 ln 2 learned nothing
    rng = np.random.default_rng(11)
    n, ln2 = 60, math.log(2)
    evals = _sparse(np.zeros(n))[4::5]
    learned = ln2 * 0.2 * np.exp(rng.normal(0, 0.55, n))
    learned[0] = ln2 * 0.3
    run = run_of({"train/loss": (_sparse(learned), learned), "val/loss": (evals, np.full(12, ln2 * 0.22))},
                 {"num_classes": 2})
    assert "loss-oscillation" not in findings_of(run)
    stuck = ln2 * 0.9 * np.exp(rng.normal(0, 0.55, n))
    at_chance = run_of({"train/loss": (_sparse(stuck), stuck), "val/loss": (evals, np.full(12, ln2))},
                       {"num_classes": 2})
    assert findings_of(at_chance)["loss-oscillation"].measurements["unsettled_range"] is not None


def test_batch_scatter_of_a_regression_whose_val_loss_settled_is_no_oscillation() -> None:
    # no ln C to compare with: the val loss, free of batch noise, tells a settled model
    # from one whose step size never settled
    rng = np.random.default_rng(11)
    n = 60
    train = 0.5 * np.exp(rng.normal(0, 0.4, n))
    train[0] = 0.6
    evals = _sparse(np.zeros(n))[4::5]
    settled = 0.5 + 0.02 * rng.standard_normal(12)
    hp = {"task": "regression"}
    assert "loss-oscillation" not in findings_of(run_of({"train/loss": (_sparse(train), train),
                                                         "val/loss": (evals, settled)}, hp))
    erratic = np.array([0.5, 0.8, 0.45, 1.1, 0.6, 0.9, 1.3, 0.7, 1.2, 1.0, 1.1, 1.05])
    assert "loss-oscillation" in findings_of(run_of({"train/loss": (_sparse(train), train),
                                                     "val/loss": (evals, erratic)}, hp))


def test_batch_scatter_of_a_classifier_whose_val_loss_settled_well_below_ln_c_is_no_oscillation() -> None:
    # plain SGD at batch 8 logged every 20th step: +-35% batch scatter at 0.63 ln 4 after a
    # first point at 0.9 ln 4; its val loss settled at 0.63 ln 4. A val loss that ends far
    # above its best is a model that never settled
    rng = np.random.default_rng(8)
    n, ln4 = 60, math.log(4)
    train = 0.63 * ln4 * np.exp(rng.normal(0, 0.35, n))
    train[0] = 0.9 * ln4
    evals = _sparse(np.zeros(n))[5::6]
    settled = 0.63 * ln4 * np.array([1.25, 1.08, 1.02, 1.01, 1.0, 0.99, 1.0, 0.99, 0.99, 1.0])
    hp = {"num_classes": 4}
    calm = run_of({"train/loss": (_sparse(train), train), "val/loss": (evals, settled)}, hp)
    assert "loss-oscillation" not in findings_of(calm)
    erratic = settled * np.array([1, 1, 1.3, 1, 1.6, 1.1, 1.9, 1.4, 2.0, 1.9])
    wild = run_of({"train/loss": (_sparse(train), train), "val/loss": (evals, erratic)}, hp)
    assert "loss-oscillation" in findings_of(wild)


# --- metric-at-baseline: a high plateau is a majority rate only when it never moves ----

def test_a_high_accuracy_plateau_that_moves_is_no_majority_rate_and_one_that_never_moves_is() -> None:
    # a 6-class model at 87.7% from its first evaluation, its loss near the entropy of
    # an 87.7% majority prior (the two coincide near 1); a constant predictor scores the
    # same share of a fixed set at every evaluation, a model that learned does not
    n, evals = 520, 62 + 63 * np.arange(8)
    rng = np.random.default_rng(6)
    loss = np.concatenate([np.linspace(1.8, 0.5, 60), 0.5 * np.exp(rng.normal(0, 0.01, n - 60))])
    hp = {"num_classes": 6}
    plateau = np.array([0.855, 0.8665, 0.874, 0.8725, 0.8725, 0.8775, 0.8805, 0.8755])
    learned = run_of({"train/loss": (steps(n), loss), "val/acc": (evals, plateau),
                      "val/loss": (evals, np.full(8, 0.5))}, hp)
    assert "metric-at-baseline" not in findings_of(learned)
    constant = run_of({"train/loss": (steps(n), loss), "val/acc": (evals, np.full(8, 0.877)),
                       "val/loss": (evals, np.full(8, 0.5))}, hp)
    assert findings_of(constant)["metric-at-baseline"].measurements["baseline_kind"] == "majority"


# --- loss-runaway without ln C: a regression that ends far above its start ------------

def test_a_regression_that_blew_up_and_settled_far_above_its_start_ran_away() -> None:
    # epoch means of an SGD regression warmed up to too high an lr: 0.18 -> 0.2, a blow-up
    # to 4, then it settles about 1.1 (6x where it started); settling at 0.4 (2.2x) did not
    rng = np.random.default_rng(12)
    epochs = np.arange(20)
    start = [0.182, 0.202, 0.223, 1.0, 2.5, 4.0, 1.3]
    hp = {"task": "regression"}
    far = np.concatenate([start, 1.1 * np.exp(rng.normal(0, 0.15, 13))])
    found = findings_of(run_of({"train/loss": (epochs, far)}, hp))
    assert "it started from" in found["loss-runaway"].message
    near = np.concatenate([start, 0.4 * np.exp(rng.normal(0, 0.15, 13))])
    assert "loss-runaway" not in findings_of(run_of({"train/loss": (epochs, near)}, hp))


# --- gradient-vanishing: a loss that blows up between logged norms is not starved ------

def test_a_flat_loss_at_ln_c_with_a_blow_up_between_its_small_logged_norms_is_no_vanishing() -> None:
    # HF windows of 10 steps: the norm is logged once a window (0.4, never growing), the
    # loss window means hold ln 4 but one window spikes to 3x it; without the spike the
    # same numbers are a stall with small gradients under real steps
    n, rng = 50, np.random.default_rng(9)
    at = np.arange(10, 10 * n + 1, 10)
    quiet = math.log(4) * np.exp(rng.normal(0, 0.02, n))
    norm = 0.4 * np.exp(rng.normal(0, 0.3, n))
    hp = {"num_classes": 4, "lr": 0.05, "optimizer": "sgd", "logging_steps": 10}
    stalled = findings_of(run_of({"loss": (at, quiet), "grad_norm": (at, norm)}, hp))
    assert stalled["gradient-vanishing"].measurements["stalled"]
    spiky = quiet.copy()
    spiky[22] = 3.2 * math.log(4)
    assert "gradient-vanishing" not in findings_of(run_of({"loss": (at, spiky), "grad_norm": (at, norm)}, hp))


# --- zero-train-loss: a collapse inside the first epoch leaves no start in the log -----

def test_a_loss_that_collapsed_within_its_first_epoch_mean_is_measured_from_ln_c() -> None:
    # epoch means of a 7-class run whose labels leaked into its inputs: 0.79 for epoch 1
    # (most of it fitted already), 0.0099 for epoch 2, 1.5e-5 at the end; the first three
    # points' median (0.0099) is no untrained start, ln 7 is
    epochs = np.arange(40)
    loss = np.concatenate([[0.785, 0.0099, 0.0033], np.geomspace(0.0017, 1.5e-5, 37)])
    found = findings_of(run_of({"train/loss": (epochs, loss)}, {"num_classes": 7}))
    assert found["zero-train-loss"].measurements["relative_to_start"] < 1e-5
    # without a class count there is no untrained level to measure from
    unknown = run_of({"train/loss": (epochs, loss)}, {"task": "regression"})
    assert "zero-train-loss" not in findings_of(unknown)


# --- a sparse lr log can miss the schedule's peak ---------------------------------------

def test_an_lr_logged_only_after_it_decayed_is_read_against_the_configured_lr() -> None:
    # a cosine schedule that reached 0 within the first logged interval: every logged lr
    # is 0, the configured lr was 3e-3; the loss stalls from its first tenth on
    n = 40
    at = np.arange(49, 50 * n, 50)
    loss = np.concatenate([[0.76], 0.59 * np.exp(np.random.default_rng(2).normal(0, 0.002, n - 1))])
    series = {"train/loss": (at, loss), "lr": (at, np.zeros(n))}
    found = findings_of(run_of(series, {"num_classes": 7, "lr": 3e-3, "optimizer": "rmsprop"}))
    stall = found["slow-convergence"].measurements
    assert stall["lr_decayed_before_plateau"] is True and stall["lr_at_plateau_ratio"] == 0.0
    # without the configured lr nothing says the lr ever was higher
    bare = findings_of(run_of(series, {"num_classes": 7}))["slow-convergence"].measurements
    assert bare["lr_decayed_before_plateau"] is False


# --- val-test-gap: the val set can be the odd one -------------------------------------

def test_a_small_test_val_difference_after_an_unlogged_descent_is_no_val_test_gap() -> None:
    # a regression logged every 100th step: its first train point is already at 0.02, the
    # first evaluation at 0.16; test 0.028 vs val 0.015 is 1.8x, yet a twelfth of the scale
    # the run started from; the same ratio at the scale of its start is a gap
    n, rng = 10, np.random.default_rng(4)
    at = np.arange(99, 100 * n, 100)
    train = 0.0135 * np.exp(rng.normal(0, 0.1, n))
    train[0] = 0.02
    val = np.array([0.16, 0.10, 0.054, 0.030, 0.025, 0.022, 0.018, 0.0165, 0.0155, 0.0154])
    hp = {"task": "regression"}
    small = run_of({"train/loss": (at, train), "val/loss": (at, val), "test/loss": (at[-1:], [0.028])}, hp)
    assert "val-test-gap" not in findings_of(small)
    large = run_of({"train/loss": (at, train * 10), "val/loss": (at, val * 10),
                    "test/loss": (at[-1:], [0.28])}, hp)
    assert "val-test-gap" not in findings_of(large)  # scaled: the same judgement
    shifted = run_of({"train/loss": (at, train), "val/loss": (at, val), "test/loss": (at[-1:], [0.08])}, hp)
    assert "val-test-gap" in findings_of(shifted)


def test_a_test_loss_at_the_train_level_beside_a_lucky_val_set_is_no_val_test_gap() -> None:
    # early stopping on a small, easy val set: val ends below the train loss, the test
    # set scores like the training data; the same val beside a test far above both is a gap
    n, every = 600, 50
    train = decay(n, start=0.7, floor=0.16, noise=0.05)
    val_steps = steps(n)[every - 1 :: every]
    val = decay(n, start=0.7, floor=0.115)[every - 1 :: every]
    lucky = run_of({"train/loss": (steps(n), train), "val/loss": (val_steps, val),
                    "test/loss": (val_steps[-1:], [0.19])})
    assert "val-test-gap" not in findings_of(lucky)
    shifted = run_of({"train/loss": (steps(n), train), "val/loss": (val_steps, val),
                      "test/loss": (val_steps[-1:], [0.6])})
    gap = findings_of(shifted)["val-test-gap"]
    assert gap.measurements["ratio_vs_train"] > gap.measurements["threshold_min_ratio_vs_train"]


def test_a_val_test_gap_reports_how_near_the_test_lies_to_the_first_evaluation() -> None:
    # a test run that loaded the first checkpoint scores what validation scored then; the
    # measurement is a share of the test value, so it reads the same at any loss scale
    n, every = 600, 50
    train = decay(n, start=1.4, floor=0.2, noise=0.05)
    val_steps = steps(n)[every - 1 :: every]
    val = decay(n, start=1.4, floor=0.3)[every - 1 :: every]
    for scale in (1.0, 100.0):
        early = run_of({"train/loss": (steps(n), train * scale), "val/loss": (val_steps, val * scale),
                        "test/loss": (val_steps[-1:], [float(val[0]) * scale * 1.01])})
        finding = findings_of(early)["val-test-gap"]
        gap = finding.measurements
        assert "validation's first evaluation scored" in finding.message
        assert gap["first_val_value"] == pytest.approx(float(val[0]) * scale)
        assert gap["test_vs_first_val"] == pytest.approx(0.01 / 1.01, rel=1e-6)
    # two evaluations: the first is hardly an early checkpoint
    two = run_of({"train/loss": (steps(n), train), "val/loss": (val_steps[[5, -1]], val[[5, -1]]),
                  "test/loss": (val_steps[-1:], [float(val[0])])})
    finding = findings_of(two)["val-test-gap"]
    assert "first evaluation" not in finding.message
    gap = finding.measurements
    assert gap["first_val_value"] is None and gap["test_vs_first_val"] is None


def test_a_test_scoring_an_earlier_evaluations_loss_and_accuracy_names_that_evaluation() -> None:
    # a checkpoint saved at the third evaluation, scored on test: both numbers match what
    # validation scored then; a shifted test set with the same accuracy but confident
    # mistakes (a loss far above that evaluation's) matches none
    n, every = 400, 40
    at = steps(n)[every - 1 :: every]
    val_loss = np.array([1.45, 1.2, 0.95, 0.8, 0.7, 0.62, 0.57, 0.53, 0.5, 0.48])
    val_acc = np.array([0.35, 0.48, 0.6, 0.67, 0.72, 0.75, 0.78, 0.8, 0.81, 0.82])
    series = {"train/loss": (steps(n), decay(n, start=1.6, floor=0.4, noise=0.05)),
              "val/loss": (at, val_loss), "val/acc": (at, val_acc)}
    early = run_of({**series, "test/loss": (at[-1:], [0.97]), "test/acc": (at[-1:], [0.59])},
                   {"num_classes": 5})
    gap = findings_of(early)["val-test-gap"].measurements
    assert gap["matched_evaluation_step"] == int(at[2])
    shifted = run_of({**series, "test/loss": (at[-1:], [1.6]), "test/acc": (at[-1:], [0.59])},
                     {"num_classes": 5})
    assert findings_of(shifted)["val-test-gap"].measurements["matched_evaluation_step"] is None
    # without a test accuracy there is no pair to match
    loss_only = run_of({**series, "test/loss": (at[-1:], [0.97])}, {"num_classes": 5})
    assert findings_of(loss_only)["val-test-gap"].measurements["matched_evaluation_step"] is None


def test_an_accuracy_gap_measures_the_test_from_the_first_evaluation_in_error() -> None:
    # the accuracy gap is judged in error (1 - accuracy), and so is the distance from the
    # first evaluation: 0.31 against a first 0.293 is 0.017 of a 0.69 error, not of 0.31
    n, every = 320, 32
    at = steps(n)[every - 1 :: every]
    accuracy = np.array([0.293, 0.343, 0.517, 0.507, 0.52, 0.457, 0.527, 0.557, 0.6, 0.587])
    run = run_of({"train/loss": (steps(n), decay(n, start=1.6, floor=0.9, noise=0.05)),
                  "val/acc": (at, accuracy), "test/acc": (at[-1:], [0.31])},
                 {"num_classes": 5})
    gap = findings_of(run)["val-test-gap"].measurements
    assert gap["first_val_value"] == pytest.approx(0.293)
    assert gap["test_vs_first_val"] == pytest.approx(0.017 / 0.69, rel=1e-6)


def _tested_against_chance(classes: int, loss: float, accuracy: float) -> dict[str, float | None]:
    """The val-test-gap readings of a classifier whose validation learned (accuracy 0.85)
    beside a test loss and accuracy as given."""
    n, every = 600, 50
    val_steps = steps(n)[every - 1 :: every]
    chance_loss = math.log(classes)
    run = run_of(
        {
            "train/loss": (steps(n), decay(n, start=chance_loss, floor=0.2, noise=0.05)),
            "val/loss": (val_steps, decay(n, start=chance_loss, floor=0.35)[every - 1 :: every]),
            "val/acc": (val_steps, np.linspace(1.5 / classes, 0.85, len(val_steps))),
            "test/loss": (val_steps[-1:], [loss]),
            "test/acc": (val_steps[-1:], [accuracy]),
        },
        {"num_classes": classes},
    )
    return dict(findings_of(run)["val-test-gap"].measurements)


def test_a_val_test_gap_reports_where_the_test_score_sits_against_chance() -> None:
    # a test run that loaded no weights scores ln C at the chance rate; a trained model on
    # shifted data is confidently wrong, its loss far past ln C; the readings are shares,
    # so any class count reads alike
    for classes in (4, 10):
        untrained = _tested_against_chance(classes, math.log(classes) * 1.01, 1.0 / classes)
        assert untrained["test_loss_vs_chance"] == pytest.approx(1.01)
        assert untrained["test_accuracy_above_chance"] == pytest.approx(0.0, abs=1e-9)
        assert untrained["val_accuracy_above_chance"] == pytest.approx(
            (0.85 - 1.0 / classes) / (1.0 - 1.0 / classes))
        shifted = _tested_against_chance(classes, math.log(classes) * 3.0, 1.0 / classes)
        assert shifted["test_loss_vs_chance"] == pytest.approx(3.0)
    # a regression has no chance level
    n, every = 600, 50
    at = steps(n)[every - 1 :: every]
    regression = run_of({"train/loss": (steps(n), decay(n, start=1.0, floor=0.02)),
                         "val/loss": (at, decay(n, start=1.0, floor=0.03)[every - 1 :: every]),
                         "test/loss": (at[-1:], [0.3])}, {"task": "regression"})
    gap = findings_of(regression)["val-test-gap"].measurements
    assert gap["test_loss_vs_chance"] is None and gap["test_accuracy_above_chance"] is None


def test_an_accuracy_drop_within_two_eval_sets_sampling_noise_is_no_val_test_gap() -> None:
    # battery zd: a healthy keyword net scores 0.873 on 300 test clips where validation scored
    # 0.923, 1.65x the error but 0.05 below it: two eval sets of a few hundred examples differ by
    # about 0.03 by chance. A drop of 0.12 at the same error ratio is no sampling noise
    n, every = 600, 50
    val_steps = steps(n)[every - 1 :: every]

    def tested(val_end: float, test: float) -> dict[str, Finding]:
        return findings_of(run_of({
            "train/loss": (steps(n), decay(n, start=1.6, floor=0.3, noise=0.05)),
            "val/loss": (val_steps, decay(n, start=1.6, floor=0.35)[every - 1 :: every]),
            "val/acc": (val_steps, np.linspace(0.45, val_end, len(val_steps))),
            "test/acc": (val_steps[-1:], [test]),
        }, {"num_classes": 5}))

    assert "val-test-gap" not in tested(0.923, 0.873)
    gap = tested(0.815, 0.695)["val-test-gap"]
    assert gap.measurements["ratio"] == pytest.approx(0.305 / 0.185)


# --- messages: factors as people read them -----------------------------------------

def test_factors_print_without_exponents_below_a_trillion() -> None:
    from triage.detectors.signal import fmt_factor

    assert [fmt_factor(x) for x in (3.14159, 441.5, 999.9, 51234.0, 2.88e5, 3e13, 0.25)] == [
        "3.14", "442", "1,000", "51,000", "290,000", "3e+13", "0.25"
    ]
    n = 80
    epochs = np.arange(n)
    run = run_of({"train_loss": (epochs, 2.3 * np.exp(-epochs / 3) + 1e-5),
                  "val_loss": (epochs, 0.9 + 1.4 * np.exp(-epochs / 8))})
    gap = findings_of(run)["train-val-gap"]
    assert "e+" not in gap.message and "x the train loss" in gap.message


# --- periodic-loss: a smooth descent has no period ---------------------------------

def test_steps_per_epoch_reads_each_counter_layout() -> None:
    # one reader of the epoch counter serves the detectors and the kb's facts
    from triage.detectors.signal import steps_per_epoch
    from triage.model.segments import steps_per_epoch_counted

    step = np.arange(1, 401)
    loss = 2.0 * np.exp(-step / 80.0) + 0.1
    # HF's fractional counter, step / 40
    hf = run_of({"train_loss": (step, loss), "epoch": (step, step / 40.0)})
    # the same counter logged every 80 steps reads whole epochs 2, 4, 6...: still 40 a
    # epoch, not the 80 steps between its changes
    sparse = step[step % 80 == 0]
    whole = run_of({"train_loss": (step, loss), "epoch": (sparse, sparse / 40.0)})
    # Lightning's counter holds its value through each 40-step epoch, logged every step
    held = run_of({"train_loss": (step, loss), "epoch": (step, (step // 40).astype(float))})
    # HF rounds its epoch to two decimals: the ratios disagree, the slope holds
    rounded = run_of({"train_loss": (step, loss), "epoch": (step, np.round(step / 30.0, 2))})
    for run, expected in ((hf, 40.0), (whole, 40.0), (held, 40.0), (rounded, 30.0)):
        assert steps_per_epoch_counted(run) == pytest.approx(expected, rel=0.02)
        assert steps_per_epoch(run) == pytest.approx(expected, rel=0.02)
    # a counter that goes down is no counter (Keras' epoch_<metric> tags)
    down = run_of({"train_loss": (step, loss), "epoch": (step, 5.0 - step / 40.0)})
    assert steps_per_epoch_counted(down) is None


def test_a_smooth_descent_with_an_integer_epoch_counter_is_not_periodic() -> None:
    from triage.detectors.signal import steps_per_epoch

    n = 400
    step = np.arange(n)
    rng = np.random.default_rng(0)
    for noise in (0.0, 0.005, 0.02):
        loss = 2.0 * np.exp(-step / 150.0) + 0.1 + rng.normal(0.0, noise, n)
        run = run_of({"train_loss": (step, loss), "epoch": (step, step // 100)})
        assert steps_per_epoch(run) == 100  # the last, partial epoch is not stretched over the run
        assert "periodic-loss" not in findings_of(run), noise
    flat = run_of({"train_loss": (step, np.full(n, math.log(5))), "epoch": (step, step // 100)})
    assert "periodic-loss" not in findings_of(flat)
    sorted_batches = 1.0 + 0.3 * np.tile(np.linspace(-1, 1, 100), 4)  # the pattern of class-sorted batches
    unshuffled = run_of({"train_loss": (step, sorted_batches), "epoch": (step, step // 100)})
    assert "periodic-loss" in findings_of(unshuffled)


# --- slow-convergence: a noisy flat loss never learned -----------------------------

def test_the_deepest_dip_of_a_noisy_flat_loss_is_not_learning() -> None:
    n = 160
    rng = np.random.default_rng(5)
    loss = math.log(4) * np.exp(rng.normal(0.0, 0.03, n))
    loss[70] = 1.17  # one easy batch, 15% under the start
    found = findings_of(run_of({"train/loss": (steps(n), loss)}, {"num_classes": 4}))
    assert found["slow-convergence"].measurements["no_learning"] is True


def test_a_bad_start_that_only_comes_down_to_a_uniform_guess_is_not_learning() -> None:
    n = 160
    rng = np.random.default_rng(7)
    chance = math.log(4)
    start = 1.13 * chance  # an output layer initialised too large starts above ln C
    for level, no_learning in ((1.02, True), (0.8, False)):
        floor = level * chance  # 1.02: down 10% in ~30 steps to a uniform guess; 0.8: below it
        settled = floor + (start - floor) * np.exp(-np.arange(n) / 8.0)
        loss = settled * np.exp(rng.normal(0.0, 0.01, n))
        found = findings_of(run_of({"train/loss": (steps(n), loss)}, {"num_classes": 4}))
        measured = found["slow-convergence"].measurements if "slow-convergence" in found else {}
        assert measured.get("no_learning", False) is no_learning, level
        assert measured.get("never_below_chance", False) is no_learning, level


def test_a_loss_that_fell_and_climbed_back_is_no_oscillation() -> None:
    n = 600
    step = np.arange(n)
    rng = np.random.default_rng(1)
    at = 300
    loss = 2.0 * np.exp(-np.minimum(step, at) / 150.0) + 0.1 + 0.004 * np.clip(step - at, 0, None)
    run = run_of({"train_loss": (step, loss + rng.normal(0.0, 0.05, n)), "epoch": (step, step // 100)})
    assert not {"loss-oscillation", "periodic-loss"} & set(findings_of(run))


def test_spikes_on_a_loss_near_zero_that_no_plot_would_show_are_no_finding() -> None:
    n = 1000
    loss = decay(n, start=2.3, floor=0.002, rate=12.0, noise=0.05)
    for at in (500, 650, 800):
        loss[at] = 0.03  # 10x+ its local level, about 1% of where the loss started
    assert "loss-spikes" not in findings_of(run_of({"train/loss": (steps(n), loss)}))
    for at in (500, 650, 800):
        loss[at] = 0.6  # a quarter of the start: visible
    assert findings_of(run_of({"train/loss": (steps(n), loss)}))["loss-spikes"].measurements["count"] == 3


# --- layouts: Lightning's epoch means beside the step losses change nothing ---------

def _with_epoch_means(step_loss: np.ndarray, per_epoch: int) -> dict[str, tuple[np.ndarray, np.ndarray]]:
    n = len(step_loss)
    ends = np.arange(per_epoch - 1, n, per_epoch)
    means = np.array([step_loss[e + 1 - per_epoch : e + 1].mean() for e in ends])
    return {"train_loss_step": (steps(n), step_loss), "train_loss_epoch": (ends, means)}


def test_epoch_means_logged_beside_the_step_losses_give_the_same_findings() -> None:
    n, per_epoch = 960, 64
    t = np.arange(n)
    rng = np.random.default_rng(11)
    curves = {
        # a regression that converges inside its first epoch, then holds (healthy)
        "fast": (0.09 + 1.2 * np.exp(-t / 12.0)) * np.exp(rng.normal(0.0, 0.3, n)),
        # a loss collapsing to 3e-4 of its start within the first epochs: the epoch means
        # start lower (their first three span the collapse), which hid zero-train-loss
        "collapse": (3e-4 + np.exp(-t / 40.0)) * np.exp(rng.normal(0.0, 0.1, n)),
        # a classifier that barely moves from ln 4
        "flat": math.log(4) * (1 - 0.02 * t / n) * np.exp(rng.normal(0.0, 0.05, n)),
        # an ordinary decay
        "decay": decay(n, noise=0.1),
    }
    for name, loss in curves.items():
        alone = findings_of(run_of({"train_loss_step": (steps(n), loss)}, {"num_classes": 4}))
        both = findings_of(run_of(_with_epoch_means(loss, per_epoch), {"num_classes": 4}))
        assert set(alone) == set(both), name
    assert "slow-convergence" not in findings_of(run_of(_with_epoch_means(curves["fast"], per_epoch)))
    assert "zero-train-loss" in findings_of(run_of(_with_epoch_means(curves["collapse"], per_epoch)))


# --- bad-initial-loss: a logged window mean is a start of its own --------------------

def test_a_first_window_mean_far_above_ln_c_is_a_bad_start_a_first_batch_is_not_alone() -> None:
    n = 60
    loss = np.concatenate([[12.2, 4.12, 2.26], 2.1 * np.exp(-np.arange(n - 3) / 30.0) + 0.3])
    series = {"loss": (steps(n, 10) + 10, loss)}
    # HF's Trainer logs the mean of each window of logging_steps batches
    windows = findings_of(run_of(series, {"num_classes": 10, "logging_steps": 10}))
    assert windows["bad-initial-loss"].measurements["initial_loss"] == 12.2
    # one batch per step, logged every step: the median of the first three steps (4.12,
    # 1.8x ln 10) guards against one noisy batch
    dense = {"loss": (steps(n) + 1, loss)}
    assert "bad-initial-loss" not in findings_of(run_of(dense, {"num_classes": 10}))
    # one batch every 10th step: the next points are 10 and 20 updates on, no guard of the start
    assert findings_of(run_of(series, {"num_classes": 10}))["bad-initial-loss"].measurements[
        "initial_loss"] == 12.2


# --- loss-spikes: scatter where the loss is scattering is no spike -----------------

def test_jumps_within_a_memorising_descents_scatter_are_no_spikes_but_on_a_quiet_plateau_they_are() -> None:
    n = 260
    rng = np.random.default_rng(2)
    flat = np.full(120, 0.69) * np.exp(rng.normal(0.0, 0.004, 120))  # at ln 2, barely moving
    # memorising: each batch holds a different share of fitted examples, the log loss scatters widely
    descent = np.exp(np.linspace(math.log(0.63), math.log(0.002), n - 120) + rng.normal(0.0, 0.9, n - 120))
    loss = np.concatenate([flat, descent])
    for at in (150, 170, 200, 230):
        loss[at] = 12.0 * np.exp(np.linspace(math.log(0.63), math.log(0.002), n - 120)[at - 120])
    assert "loss-spikes" not in findings_of(run_of({"train_loss": (steps(n, 10), loss)}))
    quiet = np.concatenate([flat, 0.002 + 0.63 * np.exp(-np.arange(n - 120) / 10.0)])
    for at in (30, 60, 90):
        quiet[at] = 12.0 * quiet[at]  # the same jumps on the plateau, where the loss barely moves
    spikes = findings_of(run_of({"train_loss": (steps(n, 10), quiet)}))["loss-spikes"]
    assert spikes.measurements["count"] >= 2


# --- gradient-vanishing: a small norm beside a loss that moved is no stall -----------

def test_a_small_norm_beside_a_flat_loss_is_a_stall_and_beside_a_loss_that_rose_is_not() -> None:
    n = 400
    grad = 0.15 * np.exp(np.random.default_rng(4).normal(0.0, 0.05, n))
    flat = math.log(4) * np.ones(n)
    rose = np.concatenate([np.full(n // 2, 1.0), np.full(n - n // 2, math.log(4))])  # 1.0 -> ln 4: +39%
    hparams = {"num_classes": 4, "lr": 1e-3, "optimizer": "adam"}
    stalled = findings_of(run_of({"train/loss": (steps(n), flat), "grad_norm": (steps(n), grad)}, hparams))
    assert stalled["gradient-vanishing"].measurements["stalled"] is True
    moved = findings_of(run_of({"train/loss": (steps(n), rose), "grad_norm": (steps(n), grad)}, hparams))
    assert "gradient-vanishing" not in moved


# --- slow-convergence: a late start still descending is a run stopped mid-descent ---

def _late_start(n: int, rng: np.random.Generator) -> np.ndarray:
    """Flat at ln 4 for the first half, then falling steadily to 82% of it at the end."""
    t = np.linspace(0.0, 1.0, n)
    loss = math.log(4) * np.where(t < 0.5, 1.0, 1.0 - 0.36 * (t - 0.5))
    return loss * np.exp(rng.normal(0.0, 0.01, n))


def test_a_late_start_still_descending_is_undertrained_and_a_crawl_over_the_whole_run_is_slow() -> None:
    n, rng = 120, np.random.default_rng(7)
    hparams = {"num_classes": 4, "lr": 2e-3, "optimizer": "adamw"}
    val_steps = steps(n)[19::20]
    late = _late_start(n, rng)
    val = np.interp(val_steps, steps(n), late) - 0.02
    found = findings_of(run_of({"train/loss": (steps(n), late), "val/loss": (val_steps, val)}, hparams))
    assert "slow-convergence" not in found
    assert "undertrained" in found
    # a descent spread evenly over the run: each tenth falls 1.2% of the start, too slow
    crawl = math.log(4) * np.linspace(1.0, 0.88, n) * np.exp(rng.normal(0.0, 0.01, n))
    val = np.interp(val_steps, steps(n), crawl) - 0.02
    slow = findings_of(run_of({"train/loss": (steps(n), crawl), "val/loss": (val_steps, val)}, hparams))
    assert "slow-convergence" in slow


# --- gradient-explosion: a norm growing as the model leaves a flat start -------------

def test_a_norm_growing_while_the_loss_descends_is_no_explosion_and_beside_a_flat_loss_it_is() -> None:
    n, rng = 120, np.random.default_rng(11)
    t = np.linspace(0.0, 1.0, n)
    grad = 0.2 * np.exp(3.0 * np.clip(t - 0.4, 0.0, None) / 0.6) * np.exp(rng.normal(0.0, 0.1, n))  # 20x
    hparams = {"num_classes": 4, "lr": 2e-3, "optimizer": "adamw"}
    late = _late_start(n, rng)
    descending = findings_of(run_of({"train/loss": (steps(n), late), "grad_norm": (steps(n), grad)}, hparams))
    assert "gradient-explosion" not in descending
    flat = math.log(4) * np.exp(rng.normal(0.0, 0.01, n))
    exploding = findings_of(run_of({"train/loss": (steps(n), flat), "grad_norm": (steps(n), grad)}, hparams))
    assert exploding["gradient-explosion"].measurements["steady_growth"] is True


def test_per_sample_norms_scattering_by_orders_of_magnitude_are_no_explosion_but_a_blow_up_is() -> None:
    # a batch of one: each logged norm is one sample's, log-normal around a level that falls;
    # the lowest of the first few points is a low draw, not the level the run started from
    n, rng = 200, np.random.default_rng(5)
    t = np.linspace(0.0, 1.0, n)
    loss = 1.0 + 0.5 * np.exp(-4.0 * t) * np.exp(rng.normal(0.0, 0.6, n))
    noisy = 3.0 * np.exp(-1.5 * t) * np.exp(rng.normal(0.0, 1.4, n))
    hparams = {"task": "regression", "lr": 1e-2, "optimizer": "sgd"}
    per_sample = run_of({"train/loss": (steps(n), loss), "grad_norm": (steps(n), noisy)}, hparams)
    assert "gradient-explosion" not in findings_of(per_sample)
    # the same loss, with a norm that jumps from 0.5 to thousands at its third point and stays
    blown = np.concatenate([[0.5, 0.6], 3e3 * np.exp(rng.normal(0.0, 0.2, n - 2))])
    rising = 1.0 + np.concatenate([[0.0, 0.0], np.full(n - 2, 40.0)]) * np.exp(rng.normal(0.0, 0.05, n))
    exploded = run_of({"train/loss": (steps(n), rising), "grad_norm": (steps(n), blown)}, hparams)
    assert findings_of(exploded)["gradient-explosion"].measurements["growth_factor"] >= 1000


def test_a_norm_growing_beside_a_noisy_per_step_loss_that_descends_is_no_explosion() -> None:
    # a recurrent net logged every step: flat for 40% of the run, then it learns; its norm
    # grows ~150x as it leaves the plateau while each batch's loss scatters by a quarter
    n, rng = 400, np.random.default_rng(0)
    t = np.linspace(0.0, 1.0, n)
    level = np.where(t < 0.4, 1.0, 0.1 + 0.9 * np.exp(-(t - 0.4) / 0.1))
    loss = level * np.exp(rng.normal(0.0, 0.25, n))
    grad = np.where(t < 0.4, 0.1, 15.0) * np.exp(rng.normal(0.0, 0.4, n))
    hparams = {"task": "regression", "lr": 1e-3, "optimizer": "adam"}
    found = findings_of(run_of({"train/loss": (steps(n), loss), "grad_norm": (steps(n), grad)}, hparams))
    assert "gradient-explosion" not in found
    # the same norm beside a loss that blew up at its second point and stayed up for a while
    # is no descent that excuses it
    blown = loss.copy()
    blown[1:60] = 50.0
    found = findings_of(run_of({"train/loss": (steps(n), blown), "grad_norm": (steps(n), grad)}, hparams))
    assert "gradient-explosion" in found


def test_a_norm_growing_while_a_loss_in_large_units_falls_within_its_first_steps_is_no_explosion() -> None:
    # a regression in dollars: the outputs reach the target's scale in the first 2% of the
    # run, the MSE falls 25x and the norm grows 1,000x with them, then both hold
    n, rng = 1000, np.random.default_rng(3)
    ramp = np.clip(np.arange(n) / 20.0, 0.0, 1.0)
    loss = 1.4e11 * np.exp(-3.2 * ramp) * np.exp(rng.normal(0.0, 0.5, n))
    grad = 1e6 * np.exp(6.9 * ramp) * np.exp(rng.normal(0.0, 0.5, n))
    hparams = {"task": "regression", "lr": 1e-3, "optimizer": "adam"}
    fell = findings_of(run_of({"train/loss": (steps(n), loss), "grad_norm": (steps(n), grad)}, hparams))
    assert "gradient-explosion" not in fell
    # the same norm beside a loss that never came down is an explosion
    flat = 1.4e11 * np.exp(rng.normal(0.0, 0.5, n))
    held = findings_of(run_of({"train/loss": (steps(n), flat), "grad_norm": (steps(n), grad)}, hparams))
    assert "gradient-explosion" in held


def test_a_sparse_log_that_began_after_the_descent_is_judged_from_ln_c_when_the_accuracy_says_so() -> None:
    # a binary table at its Bayes floor logged every 50 steps: the first logged loss (79% of
    # ln 2) came after the descent, and the first val accuracy beside it (0.74) says so
    rng = np.random.default_rng(2)
    s = np.arange(49, 560, 50)
    loss = 0.51 + 0.04 * np.exp(-np.arange(len(s)) / 2.0) + rng.normal(0.0, 0.008, len(s))
    v = np.arange(46, 570, 47)
    val_loss = 0.50 + 0.02 * np.exp(-np.arange(len(v)) / 1.5)
    hparams = {"num_classes": 2}
    learned = 0.76 - 0.02 * np.exp(-np.arange(len(v)) / 1.5)
    series = {"train/loss": (s, loss), "val/loss": (v, val_loss), "val/acc": (v, learned)}
    assert "slow-convergence" not in findings_of(run_of(series, hparams))
    # the same losses beside an accuracy still near a coin's when the log began: judged as logged
    series["val/acc"] = (v, 0.55 + 0.005 * np.arange(len(v)))
    assert "slow-convergence" in findings_of(run_of(series, hparams))


def test_a_norm_logged_once_as_nan_beside_a_nan_loss_is_an_explosion_and_alone_is_a_note() -> None:
    # an HF Trainer run of 94 steps logged every 50: one loss and one norm, both NaN
    hparams = {"num_classes": 12, "lr": 0.05, "optimizer": "sgd"}
    blown = run_of({"train/loss": ([50], [math.nan]), "grad_norm": ([50], [math.nan])}, hparams)
    assert findings_of(blown)["gradient-explosion"].measurements["nonfinite"] is True
    # one NaN norm beside a finite loss: a step a loss scaler skipped, or a blow-up; no curve tells
    skipped = run_of({"train/loss": ([50, 100], [2.1, 1.9]), "grad_norm": ([50], [math.nan])}, hparams)
    assert "gradient-explosion" not in findings_of(skipped)
    assert any(note.startswith("grad_norm has 1 point") for note in notes_of(skipped))


def test_a_norm_logged_three_times_at_exactly_zero_vanished_and_three_small_values_are_no_curve() -> None:
    # dead ReLUs logged every 50 of 195 steps: three norms, each exactly 0, a flat loss
    hparams = {"num_classes": 2, "lr": 0.01, "optimizer": "sgd", "activation": "relu"}
    flat = ([50, 100, 150], [0.6931, 0.6931, 0.6931])
    dead = findings_of(run_of({"train/loss": flat, "grad_norm": ([50, 100, 150], [0.0, 0.0, 0.0])}, hparams))
    assert dead["gradient-vanishing"].measurements["final_grad_norm"] == 0.0
    assert "exactly 0" in dead["gradient-vanishing"].message
    small = run_of({"train/loss": flat, "grad_norm": ([50, 100, 150], [1e-3, 2e-3, 1e-3])}, hparams)
    assert "gradient-vanishing" not in findings_of(small)


def test_a_val_loss_that_ends_nan_after_finite_evaluations_is_a_runaway_and_one_nan_between_is_not() -> None:
    # an HF run of 180 steps logged every 50: three finite train losses, evaluations every 20
    # steps, the last one NaN (the train loss that went NaN after step 150 was never logged)
    train = ([50, 100, 150], [0.44, 1.0, 3.6])
    evals = list(range(20, 200, 20))
    val = [0.35, 0.25, 0.48, 0.59, 3.2, 8.9, 0.89, 1.96, math.nan]
    hparams = {"task": "regression", "lr": 0.75, "optimizer": "sgd"}
    ended = findings_of(run_of({"train/loss": train, "val/loss": (evals, val)}, hparams))
    found = ended["loss-runaway"]
    assert found.severity == "critical" and found.measurements["val_nonfinite"] is True
    assert found.onset_step == 180
    between = [*val[:4], math.nan, *val[5:8], 1.5]
    recovered = run_of({"train/loss": train, "val/loss": (evals, between)}, hparams)
    assert "loss-runaway" not in findings_of(recovered)


def test_a_small_test_val_difference_read_against_a_first_window_mean_is_no_gap_but_a_large_one_is() -> None:
    # an HF regression logged every 50 steps: the first window mean (0.68) holds the descent's
    # first steps, the next ones already sit at 0.2; val ends at 0.037, test at 0.068
    s = np.arange(50, 1950, 50)
    train = 0.015 + 0.2 * np.exp(-np.arange(len(s)) / 6.0)
    train[0] = 0.68
    v = np.arange(160, 1921, 160)
    val = 0.037 + 0.08 * np.exp(-np.arange(len(v)) / 3.0)
    series = {"train/loss": (s, train), "val/loss": (v, val), "test/loss": ([1920], [0.068])}
    hparams = {"task": "regression"}
    assert "val-test-gap" not in findings_of(run_of(series, hparams))
    series["test/loss"] = ([1920], [0.3])
    assert "val-test-gap" in findings_of(run_of(series, hparams))


def test_a_rate_far_too_high_whose_loss_fell_within_the_first_tenth_of_a_step_log_is_a_note() -> None:
    # a regression in dollars under Adam at 0.1 logged every 10 steps without epoch means:
    # the MSE falls from 1.1e11 to 6e9 within the first three points and holds there
    rng = np.random.default_rng(4)
    n = 128
    loss = 6e9 * np.exp(rng.normal(0.0, 0.15, n))
    loss[:3] = [1.14e11, 2e10, 1e10]
    hparams = {"lr": 0.1, "optimizer": "adam", "task": "regression"}
    fell = findings_of(run_of({"train/loss": (steps(n), loss)}, hparams))["learning-rate-out-of-range"]
    assert fell.severity == "low" and fell.measurements["loss_fell_unharmed"] is True
    held = findings_of(run_of({"train/loss": (steps(n - 3), loss[3:])}, hparams))
    flat = held["learning-rate-out-of-range"]
    assert flat.severity == "high" and flat.measurements["loss_fell_unharmed"] is False


# --- metric-at-baseline: one class predicted at every evaluation ------------------

def test_accuracies_that_are_only_the_class_shares_are_at_baseline_and_other_plateaus_are_not() -> None:
    n, rng = 20, np.random.default_rng(3)
    shares = np.array([0.362, 0.314, 0.324])  # an eval set's class shares: they add up to 1
    epochs = np.arange(n)
    flat_loss = math.log(3) * np.exp(rng.normal(0.0, 0.002, n))
    one_class = shares[rng.integers(0, 3, n)]
    one_class[:3] = shares  # each class predicted at some evaluation
    found = findings_of(run_of({"val_loss": (epochs, flat_loss), "val_accuracy": (epochs, one_class),
                                "train_loss": (epochs, flat_loss)}, {"num_classes": 3}))
    assert found["metric-at-baseline"].measurements["baseline_kind"] == "one-class"
    # three levels that are no class shares (they add up to 2.1): a plateau, not one class predicted
    plateau = np.array([0.6, 0.7, 0.8])[rng.integers(0, 3, n)]
    falling = 1.2 * np.exp(-epochs / 5.0) + 0.3
    other = findings_of(run_of({"val_loss": (epochs, falling), "val_accuracy": (epochs, plateau),
                                "train_loss": (epochs, falling)}, {"num_classes": 3}))
    assert "metric-at-baseline" not in other


# --- periodic-loss: a few window means an epoch, a spike pattern, a rounding-level loss ----

def _sorted_epochs(epochs: int, per_epoch: int, seed: int) -> np.ndarray:
    """Per-batch losses of a run whose batches come in the same class order every
    epoch: a fixed pattern over the epoch, on a slow decay, with batch noise."""
    rng = np.random.default_rng(seed)
    pattern = rng.uniform(0.5, 2.0, per_epoch)
    n = epochs * per_epoch
    return np.tile(pattern, epochs) * decay(n, start=1.0, floor=0.5) * np.exp(rng.normal(0, 0.1, n))


def test_an_epoch_pattern_in_hf_window_means_is_periodic_and_a_noisy_decay_is_not() -> None:
    # HF's Trainer logs the mean of each 10-step window: 80-step epochs hold 8 points
    per_batch = _sorted_epochs(epochs=8, per_epoch=80, seed=3)
    means = per_batch.reshape(-1, 10).mean(axis=1)
    at = np.arange(10, len(per_batch) + 1, 10)
    sorted_run = run_of({"loss": (at, means)}, {"steps_per_epoch": 80, "logging_steps": 10})
    found = findings_of(sorted_run)["periodic-loss"]
    assert found.measurements["p_value"] < 1e-4
    # the same number of points from a shuffled run: a decay with noise that drifts
    rng = np.random.default_rng(4)
    drift = np.convolve(rng.normal(0, 0.15, len(at) + 9), np.ones(10) / 10, mode="valid")
    healthy = decay(len(at), start=2.0, floor=0.1) * np.exp(drift + rng.normal(0, 0.1, len(at)))
    healthy_run = run_of({"loss": (at, healthy)}, {"steps_per_epoch": 80, "logging_steps": 10})
    assert "periodic-loss" not in findings_of(healthy_run)


def test_one_spike_at_the_same_place_every_epoch_is_periodic() -> None:
    # a pattern with many harmonics: one class-sorted batch an epoch that the model gets wrong
    n, epoch = 600, 40
    loss = decay(n, noise=0.05)
    loss[np.arange(n) % epoch == 17] *= 6.0
    found = findings_of(run_of({"train/loss": (steps(n), loss)}, {"steps_per_epoch": epoch}))
    assert found["periodic-loss"].measurements["strength"] > 0.25


def test_a_loss_constant_to_float32_rounding_has_no_epoch_pattern() -> None:
    # a dead network's ln 10, two values one ulp apart, the odd one at one place an epoch
    n, epoch = 304, 38
    loss = np.full(n, np.float32(math.log(10)), dtype=np.float64)
    loss[np.arange(n) % epoch == 5] = float(np.nextafter(np.float32(math.log(10)), np.float32(3)))
    assert "periodic-loss" not in findings_of(run_of({"loss": (steps(n), loss)}, {"steps_per_epoch": epoch}))


# --- loss-runaway: a blow-up that came back must have lasted ----------------------

def test_two_window_means_holding_bad_batches_are_spikes_and_a_lasting_blow_up_a_runaway() -> None:
    n = 60  # HF window means of a 600-step regression run
    at = np.arange(10, 10 * n + 1, 10)
    loss = decay(n, start=2.5, floor=0.04, rate=12.0, noise=0.2)
    spiky = loss.copy()
    spiky[[30, 40]] = [5.3, 5.1]  # two windows that each hold one outlier batch, ~100x the level
    found = findings_of(run_of({"loss": (at, spiky)}, {"logging_steps": 10, "task": "regression"}))
    assert "loss-runaway" not in found
    assert found["loss-spikes"].measurements["spike_steps"] == [310, 410]
    # the same level reached and left over six windows: the run diverged and came back
    lasting = loss.copy()
    lasting[18:24] = [0.6, 30.0, 90.0, 80.0, 25.0, 0.7]
    runaway = findings_of(run_of({"loss": (at, lasting)}, {"logging_steps": 10, "task": "regression"}))
    assert runaway["loss-runaway"].measurements["recovered"] is True


def test_a_first_window_mean_far_above_ln_c_is_a_blow_up_and_a_first_step_a_bad_start() -> None:
    # 0.69 at the first step, 86,000 as the mean of the first 10-step window, then ln 2
    n = 50
    noise = np.exp(np.random.default_rng(5).normal(0, 0.01, n - 3))
    loss = np.concatenate([[86000.0, 120.0, 3.1], math.log(2) * noise])
    at = np.arange(10, 10 * n + 1, 10)
    windows = findings_of(run_of({"loss": (at, loss)}, {"num_classes": 2, "logging_steps": 10}))
    assert windows["loss-runaway"].measurements["growth_factor"] > 1e4
    assert "mean of its first logging window" in windows["bad-initial-loss"].message
    # a blow-up by 26 orders of magnitude reads as a power of ten, not as 27 digits
    huge = loss.copy()
    huge[0] = 1e26
    blown = findings_of(run_of({"loss": (at, huge)}, {"num_classes": 2, "logging_steps": 10}))["loss-runaway"]
    assert "e+26x the" in blown.message and not re.search(r"\d{4}", blown.message.replace("1e+26", ""))
    # the same numbers as single steps: the first is the initial loss, a bad start
    single = findings_of(run_of({"loss": (np.arange(1, n + 1), loss)}, {"num_classes": 2}))
    assert "loss-runaway" not in single
    assert "bad-initial-loss" in single


def test_an_end_near_ln_c_still_descending_is_no_stall_and_one_that_levelled_off_is() -> None:
    # flat at ln 4 for 30% of the run, then down 22% in all to 78% of ln 4, where max_steps stops it
    n, rng = 60, np.random.default_rng(13)
    hparams = {"num_classes": 4, "lr": 2e-3, "optimizer": "adamw"}
    t = np.linspace(0.0, 1.0, n)
    shape = np.clip((t - 0.3) / 0.7, 0.0, None)
    val_steps = steps(n)[9::10]
    for end_flat, slow in ((False, False), (True, True)):
        # slowing down: the last 40% falls under 2% of the start per 10% of the run
        descent = np.minimum(shape, 0.3) / 0.3 if end_flat else shape**0.5  # flat from 51% on
        loss = math.log(4) * (1.0 - 0.22 * descent) * np.exp(rng.normal(0.0, 0.03, n))
        val = np.interp(val_steps, steps(n), math.log(4) * (1.0 - 0.23 * shape))  # improving to the end
        run = run_of({"loss": (steps(n), loss), "eval_loss": (val_steps, val)}, hparams)
        assert ("slow-convergence" in findings_of(run)) is slow, end_flat
        stopped = [note for note in notes_of(run) if "still descending when it stopped" in note]
        assert bool(stopped) is not slow


# --- loss-oscillation: the same curve at any logging cadence ----------------------

def test_batch_noise_leaves_no_swing_at_any_cadence_and_a_slow_swing_keeps_its_size() -> None:
    from triage.detectors.noise import _beyond_white_noise, _per_bin
    from triage.detectors.signal import binned

    from .conftest import yaml_thresholds

    params = yaml_thresholds()["loss-oscillation"]
    rng = np.random.default_rng(11)
    for n in (40, 100, 300, 1000, 5000):
        index = np.arange(n, dtype=np.int64)
        # heavy-tailed batch noise (a gamma's skew, like a batch holding a few hard examples)
        noise = 0.15 * (rng.gamma(2.5, 1 / 2.5, n) - 1.0)
        swing = 0.5 * np.sin(2 * math.pi * index / max(n / 8, 8))  # eight cycles, each 8+ points
        for residual, kept in ((noise, 0.0), (swing + noise, 0.75)):
            smoothed = binned(index, residual, params["swing_points"])[1]
            width = float(np.quantile(smoothed, 0.9) - np.quantile(smoothed, 0.1))
            beyond = _beyond_white_noise(width, residual, _per_bin(n, params["swing_points"]), params)
            if kept:
                assert beyond >= kept * float(np.quantile(swing, 0.9) - np.quantile(swing, 0.1)), n
            else:
                spread = float(np.quantile(noise, 0.9) - np.quantile(noise, 0.1))
                assert beyond <= 0.05 * width + 0.1 * spread, n


def test_a_noisy_healthy_descent_logged_sparsely_does_not_oscillate() -> None:
    # a binary classifier at batch 32: the batch loss scatters over +-60% of its level once it
    # has converged; every 5th or 10th step logged, a bin of the smoothing holds 2 points
    t = np.arange(945)
    for seed in range(40):
        rng = np.random.default_rng(seed)
        loss = (0.12 + 0.56 * np.exp(-t / 60)) * rng.gamma(2.5, 1 / 2.5, t.size)
        for every in (1, 2, 5):
            found = findings_of(run_of({"train_loss_step": (t[every - 1 :: every], loss[every - 1 :: every])},
                                       {"num_classes": 2}))
            assert "loss-oscillation" not in found, (seed, every)


def test_points_scattering_over_most_of_the_start_after_progress_oscillate_and_batch_noise_does_not() -> None:
    # no zero_grad() under Adam: the loss fell from ln 10 but its points jump over most of that
    # scale step to step (white at the logged cadence, so no smoothed test sees swings)
    n = 400
    rng = np.random.default_rng(5)
    early = np.linspace(2.3, 0.6, 40)
    wild = np.concatenate([early, 0.6 * np.exp(rng.normal(0, 0.9, n - 40))])
    calm = np.concatenate([early, 0.6 * np.exp(rng.normal(0, 0.25, n - 40))])
    found = findings_of(run_of({"train/loss": (steps(n), wild)}, {"num_classes": 10}))
    assert found["loss-oscillation"].measurements["scatter_vs_start"] >= 0.7
    settled = run_of({"train/loss": (steps(n), calm)}, {"num_classes": 10})
    assert "loss-oscillation" not in findings_of(settled)


# --- zero-train-loss: a train loss at ~0 beside a val loss that generalizes --------

def test_a_train_loss_at_zero_beside_a_low_val_loss_is_no_memorisation_alarm() -> None:
    # separable blobs: train 1e-4 after 1.48, val 0.018 at 99% accuracy; memorised: val 0.9
    n = 300
    train = 1.48 * np.exp(-np.arange(n) / 25) + 1e-4
    evals = np.arange(29, n, 30)
    fitted = run_of({"train/loss": (steps(n), train), "val/loss": (evals, 0.018 + 0.5 * np.exp(-evals / 40))},
                    {"num_classes": 4})
    assert "zero-train-loss" not in findings_of(fitted)
    assert any("an easy task fitted, not memorised" in note for note in notes_of(fitted))
    high_val = 0.9 + 0.5 * np.exp(-evals / 40)
    memorised = run_of({"train/loss": (steps(n), train), "val/loss": (evals, high_val)}, {"num_classes": 4})
    found = findings_of(memorised)["zero-train-loss"]
    assert found.measurements["val_stays_high"] is True
    assert found.severity == "medium"


def test_a_val_loss_at_zero_too_is_a_leak_hint_unless_the_test_loss_is_as_low() -> None:
    # label leaked into train and val: both at ~1e-4, the test set (no leak) at 3.5; an easy
    # task instead has its test loss as low as its val loss
    n = 300
    train = 1.48 * np.exp(-np.arange(n) / 25) + 1e-4
    evals = np.arange(29, n, 30)
    val = 2e-4 + 0.5 * np.exp(-evals / 10)
    for test_end, leak in ((3.5, True), (0.003, False)):
        run = run_of({"train/loss": (steps(n), train), "val/loss": (evals, val),
                      "test/loss": (evals[-1:], np.array([test_end]))}, {"num_classes": 4})
        found = findings_of(run)
        assert ("zero-train-loss" in found) is leak, test_end
        if leak:
            assert "leaked labels" in found["zero-train-loss"].message
    # no test loss: a val at ~0 beside a train at ~0 may be a leak, the hint stays
    alone = run_of({"train/loss": (steps(n), train), "val/loss": (evals, val)}, {"num_classes": 4})
    assert findings_of(alone)["zero-train-loss"].severity == "low"


# --- gradient-explosion: gradients summed over steps, whatever the loss does -------

def test_a_norm_rising_at_every_step_is_summed_gradients_even_while_the_loss_falls() -> None:
    # zero_grad() missing under Adam: the loss still falls (Adam rescales the sum), while the
    # summed gradient's norm climbs 4 -> 68 in step with the step count
    n, rng = 150, np.random.default_rng(12)
    t = np.arange(n)
    loss = 0.6 + 1.7 * np.exp(-t / 60) * np.exp(rng.normal(0, 0.05, n))
    summed = (0.7 + 0.45 * t) * np.exp(rng.normal(0, 0.02, n))
    hparams = {"num_classes": 10, "lr": 1e-3, "optimizer": "adam"}
    found = findings_of(run_of({"train/loss": (t, loss), "grad_norm": (t, summed)}, hparams))
    assert found["gradient-explosion"].measurements["monotone_correlation"] >= 0.95
    # a norm that jumps as the model leaves a flat start and then wanders: no explosion
    escaped = np.where(t < 50, 0.3, 2.5) * np.exp(rng.normal(0, 0.35, n))
    assert "gradient-explosion" not in findings_of(
        run_of({"train/loss": (t, loss), "grad_norm": (t, escaped)}, hparams)
    )


# --- slow-convergence: a loss that came down from a blown-up start moved --------------

def test_a_flat_loss_after_a_blown_up_first_point_came_down_and_a_flat_start_did_not() -> None:
    n, rng = 280, np.random.default_rng(13)
    dead = math.log(12) * np.exp(rng.normal(0, 0.005, n))
    for first, came_down in ((1.4e4, True), (math.log(12), False)):
        loss = dead.copy()
        loss[0] = first
        found = findings_of(run_of({"loss": (steps(n), loss)}, {"num_classes": 12}))["slow-convergence"]
        assert found.measurements["came_down_from_start"] is came_down
        assert ("its first point" in found.message) is came_down


def test_a_small_norm_after_a_blow_up_is_aftermath_not_a_gradient_that_never_grew() -> None:
    # SGD at 85x the usual rate on a ReLU CNN: the norm jumps 1.6 -> 32, the units die,
    # and it sits at 0.2 beside a loss dead at ln 6 for the rest of the run
    n, rng = 250, np.random.default_rng(14)
    flat = math.log(6) * np.exp(rng.normal(0, 0.01, n))
    hparams = {"num_classes": 6, "lr": 3.0, "optimizer": "sgd", "batch_size": 32}
    quiet = 0.2 * np.exp(rng.normal(0.0, 0.05, n))
    blown = quiet.copy()
    blown[:12] = np.geomspace(1.6, 32.0, 12)
    stalled = findings_of(run_of({"train/loss": (steps(n), flat), "grad_norm": (steps(n), quiet)}, hparams))
    assert stalled["gradient-vanishing"].measurements["stalled"] is True
    aftermath = findings_of(run_of({"train/loss": (steps(n), flat), "grad_norm": (steps(n), blown)}, hparams))
    assert "gradient-vanishing" not in aftermath


def test_batch_noise_after_a_descent_inside_the_first_tenth_is_no_swing_without_progress() -> None:
    # SGD regression logged every 10th step: it falls 1.08 -> 0.2 in four logged points and
    # then scatters +-45% around 0.13 batch by batch; whole-run swings need more than that
    hits = 0
    for seed in range(30):
        rng = np.random.default_rng(seed)
        loss = 0.13 * rng.gamma(5.0, 1 / 5.0, 100)
        loss[:4] = [1.08, 1.03, 0.46, 0.23]
        logged = {"train_loss_step": (np.arange(9, 1000, 10), loss)}
        hits += "loss-oscillation" in findings_of(run_of(logged, {"task": "regression"}))
    assert hits <= 3  # was 13 of 30 before the smoothed levels were judged beyond batch noise
    # swings that last several logged points, with no progress after the same start
    t = np.arange(100)
    rng = np.random.default_rng(1)
    swinging = 0.5 * (1 + 0.6 * np.sin(2 * math.pi * t / 12)) * rng.gamma(20.0, 1 / 20.0, 100)
    swinging[:4] = [1.08, 1.03, 0.9, 0.8]
    logged = {"train_loss_step": (np.arange(9, 1000, 10), swinging)}
    assert "loss-oscillation" in findings_of(run_of(logged, {"task": "regression"}))


# --- bad-initial-loss: the start of a sparse log is its first point ----------------

def test_a_bad_start_corrected_within_a_few_updates_is_found_at_every_cadence() -> None:
    # a head initialised far too large: 8x ln 6 at the first update, back near 1.5x ln C
    # after five; logged every step (the median of three steps is still high) and every
    # 5th step (the next points are 5 and 10 updates later: only the first is the start)
    n = 320
    t = np.arange(n)
    loss = 0.5 + 14.0 * np.exp(-t / 2.0) + 1.8 * np.exp(-t / 60.0)
    for every in (1, 5):
        logged = {"train_loss_step": (t[every - 1 :: every], loss[every - 1 :: every])}
        found = findings_of(run_of(logged, {"num_classes": 6, "task": "classification"}))
        assert "bad-initial-loss" in found, every
    # a sane start logged every 5th step whose first point alone is a little noisy stays sane
    sane = 0.5 + 1.3 * np.exp(-t / 60.0)
    sane[4] *= 1.3
    logged = {"train_loss_step": (t[4::5], sane[4::5])}
    assert "bad-initial-loss" not in findings_of(run_of(logged, {"num_classes": 6, "task": "classification"}))


# --- slow-convergence: a short run logged in wide windows is judged on its evals ----

def test_too_few_train_windows_leave_slow_convergence_to_the_val_loss() -> None:
    # 160 steps, the train loss logged every 50 (3 windows), evaluated every 32 steps
    train_steps, evals = np.array([50, 100, 150]), np.arange(32, 161, 32)
    hparams = {"num_classes": 4, "task": "classification", "lr": 1e-2, "optimizer": "adam"}
    flat = {"loss": (train_steps, np.array([1.50, 1.49, 1.49])),
            "eval_loss": (evals, np.array([1.502, 1.502, 1.502, 1.503, 1.502]))}
    run = run_of(flat, hparams)
    found = findings_of(run)
    assert found["slow-convergence"].series == ("eval_loss",)
    assert any("judged on eval_loss" in note for note in notes_of(run))
    learning = {"loss": (train_steps, np.array([1.1, 0.6, 0.4])),
                "eval_loss": (evals, np.array([1.2, 0.8, 0.6, 0.5, 0.45]))}
    assert "slow-convergence" not in findings_of(run_of(learning, hparams))
    # a regression (no chance level) whose val loss, first measured after an epoch of
    # training, then eased only 8%: how fast it fell before that is not in the log
    eased = {"loss": (train_steps, np.array([0.61, 0.55, 0.52])),
             "eval_loss": (evals, np.array([0.52, 0.50, 0.49, 0.485, 0.48]))}
    regression = run_of(eased, {"task": "regression", "lr": 1e-2, "optimizer": "sgd"})
    assert "slow-convergence" not in findings_of(regression)
    assert any("cannot be assessed from the evaluations alone" in note for note in notes_of(regression))


# --- periodic-loss: class-sorted batches explain the train/val gap they make ---------

def test_a_gap_between_class_sorted_batches_and_the_val_loss_is_the_data_orders() -> None:
    from triage.pipeline import diagnose

    # 5 classes in order, 20 steps each, 10 epochs: each class block starts confidently
    # wrong and is fitted within the block; the val loss (all classes) stays above ln 5
    rng = np.random.default_rng(3)
    evals = np.arange(99, 1000, 100)
    val = 2.6 + 0.05 * rng.normal(size=len(evals))
    # the data order dominating the batch losses explains the gap; a weaker pattern in
    # noisy batches (a memorising run's) does not account for it
    for height, noise, explained in ((2.7, 0.05, True), (0.4, 0.35, False)):
        block = 0.3 + height * np.exp(-np.arange(20) / 4.0)
        train = np.tile(block, 50) * np.exp(rng.normal(0.0, noise, 1000))
        run = run_of({"train_loss_step": (np.arange(1000), train), "val_loss": (evals, val)},
                     {"num_classes": 5, "task": "classification", "steps_per_epoch": 100})
        primary = {f.id: f for f in diagnose(run).symptoms}
        assert primary["periodic-loss"].measurements["dominant"] is explained
        assert ("train-val-gap" not in primary) is explained
        assert ("train-val-gap" in {f.id for f in primary["periodic-loss"].explains}) is explained


# --- slow-convergence: a sparse log that begins past the descent --------------------

def test_a_log_that_begins_far_below_ln_c_was_not_slow_before_it_began() -> None:
    # moons logged every 20th step: the first point (step 19) is already 0.38 ln 2, and the
    # rest of the run eases down 17%; the same shape from 0.9 ln C fell too little; a class
    # prior fitted in the first steps and nothing after is still no learning
    n, ln2 = 60, math.log(2)
    t = np.arange(n)
    at = steps(n, 20) + 19
    hparams = {"num_classes": 2, "task": "classification"}
    for first, slow in ((0.38, False), (0.9, True)):
        loss = first * ln2 * (0.83 + 0.17 * np.exp(-t / 15))
        run = run_of({"train_loss_step": (at, loss)}, hparams)
        assert ("slow-convergence" in findings_of(run)) is slow, first
        if not slow:
            assert any("the descent came before the log began" in note for note in notes_of(run))
    prior = 0.45 * ln2 * (1 + 0.002 * np.sin(t))
    prior_only = findings_of(run_of({"train_loss_step": (at, prior)}, hparams))
    assert prior_only["slow-convergence"].severity == "high"


# --- undertrained: a slope on a handful of points is a hint --------------------------

def test_a_descent_read_off_seven_logged_points_is_a_hint_and_off_forty_an_alarm() -> None:
    # a Lightning CSV every 50 steps of a 350-step run: 7 train points, both curves still
    # falling steeply at the end (the val loss no slower than its average pace); the same
    # run logged every ~9 steps
    ev = np.linspace(0, 1, 6)
    val = (np.round(60 + ev * 290).astype(int), 0.45 - 0.3 * ev**1.3)
    for n, severity in ((7, "low"), (40, "medium")):
        t = np.linspace(0, 1, n)
        train = (np.round(49 + t * 300).astype(int), 0.4 * np.exp(-2.0 * t))
        hparams = {"num_classes": 7, "task": "classification"}
        run = run_of({"train_loss_step": train, "val_loss": val}, hparams)
        assert findings_of(run)["undertrained"].severity == severity, n


def test_a_regression_log_that_begins_late_gives_a_small_drop_as_a_hint_only() -> None:
    # SGD regression logged every 50th step: batch losses easing 12% down from a level it
    # reached before its first log; logged from step 0 the same small drop is medium
    rng = np.random.default_rng(6)
    n = 24
    loss = 0.12 * np.linspace(1.0, 0.88, n) * np.exp(rng.normal(0, 0.02, n))
    for first, severity in ((49, "low"), (0, "medium")):
        run = run_of({"train_loss_step": (first + steps(n, 50), loss)}, {"task": "regression"})
        assert findings_of(run)["slow-convergence"].severity == severity, first
    # a stall that began where the lr was cut is in the log, wherever the log began
    lr = np.where(np.arange(n) < 4, 0.05, 5e-5)
    cut = 0.12 * np.concatenate([np.linspace(1.0, 0.7, 4), np.full(n - 4, 0.7)])
    stalled = run_of({"train_loss_step": (49 + steps(n, 50), cut), "lr": (49 + steps(n, 50), lr)},
                     {"task": "regression"})
    assert findings_of(stalled)["slow-convergence"].severity == "medium"
    # flat from the first logged point is still no learning, whenever the log begins
    flat = 0.9 * (1 + 0.002 * np.sin(np.arange(n)))
    stuck = findings_of(run_of({"train_loss_step": (49 + steps(n, 50), flat)}, {"task": "regression"}))
    assert stuck["slow-convergence"].severity == "high"


# --- learning-rate-out-of-range: an optimizer the log does not record ----------------

def test_an_lr_normal_for_sgd_is_in_range_when_the_optimizer_is_only_assumed() -> None:
    # a Hugging Face log records no optimizer and the reader assumes the Trainer's AdamW;
    # SGD at 0.1 is as usual as AdamW at 1e-3, so neither may be called out of range,
    # while a rate far from both still is, and a recorded AdamW keeps its own range
    n = 60
    loss = (steps(n, 10), decay(n, noise=0.02))

    def lr_finding(
        lr: float, hparams: dict[str, object], train: tuple[np.ndarray, np.ndarray] = loss
    ) -> object:
        run = run_of({"train/loss": train, "lr": (steps(n, 10), np.full(n, lr))},
                     {"batch_size": 32, **hparams})
        return findings_of(run).get("learning-rate-out-of-range")

    assumed = {"optimizer": "adamw", "optimizer_assumed": True}
    assert lr_finding(0.1, assumed) is None
    assert lr_finding(1e-3, assumed) is None
    far = lr_finding(50.0, assumed)
    assert far is not None and far.severity == "high"  # type: ignore[attr-defined]
    assert far.measurements["optimizer_family"] == "sgd or adam-like"  # type: ignore[attr-defined]
    # 500x AdamW's usual rate and still 14x SGD's at batch 32: too high whichever was used,
    # unless the loss shows no harm (the optimizer that ran is unknown: Adadelta's default
    # rate is 1.0), then a note
    stalled = (steps(n, 10), 1.5 * np.exp(np.random.default_rng(2).normal(0.0, 0.02, n)))
    both = lr_finding(0.5, assumed, stalled)
    assert both is not None and both.severity == "medium"  # type: ignore[attr-defined]
    unharmed = lr_finding(0.5, assumed)
    assert unharmed is not None and unharmed.severity == "low"  # type: ignore[attr-defined]
    assert unharmed.measurements["loss_fell_unharmed"] is True  # type: ignore[attr-defined]
    assert lr_finding(1e-7, assumed) is not None
    assert lr_finding(0.1, {"optimizer": "adamw"}) is not None


# --- slow-convergence: a loss the accuracy says should be lower ----------------------

def test_a_loss_far_above_what_its_accuracy_allows_has_a_floor_of_its_own() -> None:
    # softmax applied twice: the loss eases from ln 5 to 1.12 while the train accuracy
    # reaches 0.83, where a calibrated classifier's loss is at most ~0.7 (Fano); the same
    # loss at accuracy 0.55 is what a hard task gives, and an accurate run whose loss
    # falls to 0.5 is healthy
    n = 200
    t = np.linspace(0, 1, n)
    epochs = np.arange(8) * 25 + 24

    def slow_finding(final: float, accuracy: float) -> object:
        loss = final + (math.log(5) - final) * np.exp(-3 * t)
        acc = accuracy - (accuracy - 0.2) * np.exp(-3 * np.linspace(0.1, 1, 8))
        run = run_of({"train_loss_step": (steps(n), loss), "train_acc_epoch": (epochs, acc)},
                     {"num_classes": 5, "task": "classification"})
        return findings_of(run).get("slow-convergence")

    floor = slow_finding(1.12, 0.83)
    assert floor is not None and floor.measurements["loss_above_accuracy_bound"]  # type: ignore[attr-defined]
    assert slow_finding(1.12, 0.55) is None
    assert slow_finding(0.5, 0.83) is None


# --- metric-at-baseline: a loss at a uniform guess's level --------------------------

def test_an_accuracy_a_few_points_above_chance_is_chance_when_the_loss_is_a_guess() -> None:
    # 26 classes: val accuracy wandering 0.06-0.10 (chance 0.038) while the val loss stays
    # at 98% of ln 26: argmax over near-uniform outputs follows the class prior; the same
    # accuracies with a val loss well below ln C are a model that learned a little
    epochs = np.arange(6) * 60 + 59
    acc = np.array([0.07, 0.06, 0.10, 0.09, 0.10, 0.07])
    train = (steps(90, 4), np.full(90, 3.2) * (1 + 0.02 * np.sin(np.arange(90))))
    hparams = {"num_classes": 26, "task": "classification"}
    for loss_share, expected in ((0.98, True), (0.7, False)):
        val = np.full(6, loss_share * math.log(26))
        run = run_of({"train_loss": train, "val_loss": (epochs, val), "val_acc": (epochs, acc)}, hparams)
        assert ("metric-at-baseline" in findings_of(run)) is expected, loss_share


# --- undertrained and loss-oscillation: what a held-out healthy run showed ----------

def test_a_val_loss_that_recovered_a_bump_and_levelled_off_makes_undertrained_a_hint_only() -> None:
    n = 400
    train = 1.4 - 0.003 * np.arange(n)  # still falling steadily at the end, lr constant
    val_steps = steps(n)[43::44]
    recovered = np.array([1.3, 1.1, 0.95, 0.85, 0.8, 1.2, 0.6, 0.3, 0.32])  # best at the next-to-last
    still_best = np.array([1.3, 1.1, 0.95, 0.85, 0.8, 1.2, 0.6, 0.45, 0.3])
    for val, severity in ((recovered, "low"), (still_best, "medium")):
        run = run_of({"train/loss": (steps(n), train), "val/loss": (val_steps, val)})
        found = findings_of(run)["undertrained"]
        assert found.severity == severity, (val, found.message)
        assert found.measurements["val_ends_at_best"] is (severity == "medium")


def test_log_space_wobbles_of_a_loss_near_zero_are_no_oscillation_but_the_same_at_scale_are() -> None:
    # 40 logged windows: a descent from ln 4, then persistent swings of a factor ~2
    # about the trend (an lr peak of a OneCycle schedule); near 0 they are thousandths
    # of the start, at 0.12 (swings of ~6% of the start) a barely visible ripple, at 0.5
    # a visible share of it
    n = 40
    t = np.arange(n)
    wobble = np.exp(0.6 * np.sin(2 * math.pi * t / 7))
    for floor, fires in ((0.02, False), (0.12, False), (0.5, True)):
        loss = floor + (math.log(4) - floor) * np.exp(-t / 3.0)
        loss[n // 3 :] = floor * wobble[n // 3 :] * np.linspace(1.0, 0.5, n - n // 3)
        run = run_of({"loss": (steps(n, 10), loss), "eval_loss": (steps(n, 10)[4::5], loss[4::5])},
                     {"num_classes": 4})
        assert ("loss-oscillation" in findings_of(run)) is fires, floor


def test_a_runaway_measures_how_far_the_lr_rose_to_its_onset() -> None:
    # stable for a third of the run, then the loss climbs 20x: under a linear warm-up
    # still rising at the onset, and under a constant rate
    n = 180
    loss = np.concatenate([0.6 * np.exp(-np.arange(60) / 30), 0.08 * np.exp(np.arange(120) / 40)])
    rising = np.linspace(0.0075, 1.35, n)
    for lr, expected in ((rising, 2.0), (np.full(n, 0.5), 1.0)):
        run = run_of({"loss": (steps(n), loss), "lr": (steps(n), lr)})
        measured = findings_of(run)["loss-runaway"].measurements["lr_rise_to_onset"]
        assert measured is not None and abs(measured - expected) < 0.35, (expected, measured)


def test_a_run_cut_after_two_evaluations_is_undertrained_when_the_last_improved_widely() -> None:
    # 15 noisy batch losses, no significant slope over their tail, and two evaluations
    train = np.array([1.38, 1.32, 1.39, 1.25, 1.19, 1.13, 1.12, 1.06, 1.19, 0.90, 0.91, 0.90, 0.99, 0.96,
                      0.82])
    train_steps = np.arange(15) * 10 + 9
    for second, fires in ((0.787, True), (1.07, False), (1.15, False)):
        run = run_of({"train_loss_step": (train_steps, train), "val_loss": ([74, 149], [1.1, second])},
                     {"num_classes": 4})
        found = findings_of(run)
        assert ("undertrained" in found) is fires, second
        if fires:
            assert found["undertrained"].severity == "low"
            assert abs(found["undertrained"].measurements["last_eval_drop"] - (1 - second / 1.1)) < 1e-9


def test_a_val_loss_alone_is_slow_convergence_only_when_it_does_not_move_at_all() -> None:
    # no train loss: 14 evaluations of a regression, the first after an epoch
    val_steps = np.arange(1, 15) * 63
    flat = 1.0186 + 0.0002 * np.sin(np.arange(14))  # the same predictions at every evaluation
    settled = 0.121 * (1 + 0.08 * np.sin(np.arange(14)))  # converged before its first evaluation
    for val, fires in ((flat, True), (settled, False)):
        found = findings_of(run_of({"eval_loss": (val_steps, val)}))
        assert ("slow-convergence" in found) is fires


# --- gradient-explosion: a falling start, a blow-up at the first steps, a climb within epochs ----

def test_a_norm_falling_from_a_high_start_beside_a_sane_loss_is_no_growth_after_a_blown_start_it_is() -> None:
    n, rng = 32, np.random.default_rng(5)
    grad = np.concatenate([[0.15, 0.003, 0.0012], 0.0006 * np.exp(rng.normal(0.0, 0.5, n - 3))])
    sane = 0.43 * np.exp(-np.arange(n) / 2.0) + 1e-4  # a classifier starting below ln 3, fitted at once
    hparams = {"num_classes": 3, "lr": 3e-3, "optimizer": "adamw"}
    found = findings_of(run_of({"train/loss": (steps(n), sane), "grad_norm": (steps(n), grad)}, hparams))
    assert "gradient-explosion" not in found
    # the same norms logged after a blow-up (a first loss 40x ln 3): the start is the explosion
    blown = sane.copy()
    blown[0] = 40 * math.log(3)
    found = findings_of(run_of({"train/loss": (steps(n), blown), "grad_norm": (steps(n), grad)}, hparams))
    assert found["gradient-explosion"].measurements["grew"] is True


def test_a_one_step_blow_up_at_the_first_update_that_the_net_does_not_survive_is_an_explosion() -> None:
    n, rng = 200, np.random.default_rng(6)
    grad = np.concatenate([[50.0, 6e5], 0.15 * np.exp(rng.normal(0.0, 0.2, n - 2))])
    loss = np.concatenate([[3.7, 2.8e4], math.log(12) * np.exp(rng.normal(0.0, 0.01, n - 2))])
    hparams = {"num_classes": 12, "lr": 0.05, "optimizer": "sgd"}
    found = findings_of(run_of({"train/loss": (steps(n), loss), "grad_norm": (steps(n), grad)}, hparams))
    assert found["gradient-explosion"].measurements["growth_factor"] >= 1e4


def _by_epoch(
    per_epoch: int, every: int, epochs: int, rng: np.random.Generator
) -> tuple[np.ndarray, np.ndarray]:
    """Log steps every `every` steps and a norm summed since each epoch began."""
    at = np.arange(every - 1, per_epoch * epochs, every)
    place = np.mod(at, per_epoch) + 1
    return at, 0.4 * place * np.exp(rng.normal(0.0, 0.15, len(at)))


def test_a_norm_nan_from_its_first_point_is_not_called_an_explosion() -> None:
    # battery zc: NaN in a sensor column under the HF Trainer; grad_norm is NaN at every logged
    # step and the loss is logged 0 (the Trainer filters NaN losses): nothing grew
    n = 96
    at = np.arange(2, 2 * n + 1, 2)
    hparams = {"logging_steps": 2, "task": "regression"}
    nan = findings_of(run_of({"loss": (at, np.zeros(n)), "grad_norm": (at, np.full(n, np.nan))}, hparams))
    assert nan["gradient-explosion"].message.startswith("Gradient norm non-finite:")
    assert "did not grow first" in nan["gradient-explosion"].message
    # a norm that grew a thousandfold before it turned NaN did explode
    grown = np.concatenate([np.geomspace(0.5, 500.0, n // 2), np.full(n - n // 2, np.nan)])
    loss = np.concatenate([np.geomspace(1.0, 1e4, n // 2), np.full(n - n // 2, np.nan)])
    found = findings_of(run_of({"loss": (at, loss), "grad_norm": (at, grown)}, hparams))
    assert found["gradient-explosion"].message.startswith("Gradients exploded:")


def test_a_climb_through_each_epoch_blurred_by_a_blow_up_is_still_summed() -> None:
    # battery zc: zero_grad() once an epoch under SGD with momentum; the norm climbs through
    # each epoch (4.8x from its first third to its last) while the run blows up, and the blow-up's
    # noise leaves a rank correlation with the place in the epoch near 0.73
    rng = np.random.default_rng(3)
    per_epoch, every, epochs = 32, 2, 10
    at = np.arange(every - 1, per_epoch * epochs, every)
    norm = 0.4 * (np.mod(at, per_epoch) + 1) * np.exp(rng.normal(0.0, 0.9, len(at)))
    norm *= np.exp(np.linspace(0.0, math.log(1000.0), len(at)))
    loss = np.exp(np.linspace(0.0, math.log(1e5), len(at))) * np.exp(rng.normal(0.0, 0.3, len(at)))
    hparams = {
        "lr": 0.002, "optimizer": "sgd", "momentum": 0.9, "steps_per_epoch": per_epoch, "task": "regression",
    }
    found = findings_of(run_of({"train/loss": (at, loss), "grad_norm": (at, norm)}, hparams))
    summed = found["gradient-explosion"].measurements
    assert 0.7 <= summed["within_epoch_correlation"] < 0.8
    assert summed["summed_within_epochs"] is True
    # the same blurred climb in a norm that did not grow over the run is no finding of its own
    # (healthy dev runs climb at up to 0.68 with the data's order)
    level = norm / np.exp(np.linspace(0.0, math.log(1000.0), len(at)))
    calm = 0.3 * np.exp(-at / 200.0) + 0.05
    found = findings_of(run_of({"train/loss": (at, calm), "grad_norm": (at, level)}, hparams))
    assert "gradient-explosion" not in found


def test_a_norm_that_climbs_through_every_epoch_is_summed_and_the_same_norms_out_of_order_are_not() -> None:
    rng = np.random.default_rng(8)
    at, norm = _by_epoch(25, 5, 8, rng)
    norm[len(norm) // 2 :] *= 300.0  # and it blew up halfway: a finding, whose cause the climb names
    loss = math.log(2) * np.exp(rng.normal(0.0, 0.05, len(at)))
    hparams = {"num_classes": 2, "lr": 0.05, "optimizer": "sgd", "steps_per_epoch": 25}
    found = findings_of(run_of({"train/loss": (at, loss), "grad_norm": (at, norm)}, hparams))
    summed = found["gradient-explosion"].measurements
    assert summed["summed_within_epochs"] is True and summed["within_epoch_growth"] >= 3
    # the same values in random order within each epoch: the blow-up, without the climb
    shuffled = norm.copy()
    for start in range(0, len(at), 5):
        rng.shuffle(shuffled[start:start + 5])
    found = findings_of(run_of({"train/loss": (at, loss), "grad_norm": (at, shuffled)}, hparams))
    assert found["gradient-explosion"].measurements["summed_within_epochs"] is False
    # the climb alone (no growth over the run) is no finding: sorted data moves the norm too
    at, norm = _by_epoch(25, 5, 8, rng)
    climb_only = run_of({"train/loss": (at, loss), "grad_norm": (at, norm)}, hparams)
    assert "gradient-explosion" not in findings_of(climb_only)


# --- loss-runaway: the level the loss left the numbers from --------------------------

def test_a_nan_right_after_a_sane_loss_is_marked_sane_and_one_after_a_climb_or_a_blown_level_is_not() -> None:
    hparams = {"num_classes": 3, "lr": 2e-3, "optimizer": "adamw"}

    def sane(values: list[float]) -> object:
        n = len(values)
        found = findings_of(run_of({"train/loss": (steps(n), np.array(values))}, hparams))
        return found["loss-runaway"].measurements["sane_before_nonfinite"]

    nan = [math.nan] * 18
    assert sane([0.9] + nan) is True
    assert sane([0.9, 1.0, 5.0] + nan) is False  # it climbed 5.5x first
    assert sane([12.0] + nan) is False  # 11x ln 3 at its last finite point


def test_a_nan_grad_norm_under_a_window_mean_that_had_blown_up_is_no_jump_from_a_sane_level() -> None:
    # an HF Trainer regression (NaN losses left out of each logged window mean): the norm
    # turns NaN at step 15, and the loss logged at that step averages the window's finite
    # losses before it. Logged at 1e9 (a recurrent net's growth inside the window), the
    # loss did not leave the numbers from a sane level; at 0.6 (one bad input row), it did.
    # A 0 after (or at) the NaN is a window of nothing but filtered NaNs and says nothing.
    at = np.arange(5, 101, 5)
    norm = np.array([50.0, 60.0] + [math.nan] * (len(at) - 2))

    def sane(at_nan: float) -> object:
        loss = np.array([1300.0, 1030.0, at_nan] + [0.0] * (len(at) - 3))
        found = findings_of(run_of({"train/loss": (at, loss), "grad_norm": (at, norm)}, {"lr": 5e-4}))
        assert found["loss-runaway"].measurements["grad_norm_nonfinite"] is True
        return found["loss-runaway"].measurements["sane_before_nonfinite"]

    assert sane(1.1e9) is False
    assert sane(900.0) is True
    assert sane(0.0) is True


# --- undertrained: a classifier already near certain is a hint, not an alarm ---------

def test_a_still_falling_val_loss_of_a_near_certain_classifier_is_a_low_hint_without_classes_medium() -> None:
    n, rng = 400, np.random.default_rng(3)
    t = np.arange(n)
    train = math.log(2) * np.exp(-t / 110) * np.exp(rng.normal(0.0, 0.05, n))
    val_steps = np.arange(19, n, 20)
    # ends at 0.025 nats (p about 0.98), still falling no slower than its average pace
    val = 0.025 + (math.log(2) - 0.025) * (1 - (val_steps / val_steps[-1]) ** 1.3)
    series = {"train/loss": (t, train), "val/loss": (val_steps, val)}
    assert findings_of(run_of(series, {"num_classes": 2}))["undertrained"].severity == "low"
    # the same numbers with no class count to read them as a cross-entropy (a regression): an alarm
    assert findings_of(run_of(series))["undertrained"].severity == "medium"


# --- undertrained: a val loss levelling off; slow-convergence: a loss on probabilities ---

def test_a_train_loss_still_falling_over_a_levelling_val_loss_is_not_undertrained() -> None:
    # the train loss falls steadily to the end; the val loss still sets its best at each
    # evaluation, but by under 1% per tenth of the run (a healthy run easing down), or by
    # ~8% per tenth (a run stopped in the middle of its descent)
    n = 400
    train = 1.4 - 0.003 * np.arange(n)
    val_steps = steps(n)[43::44]
    for per_point, fires in ((0.01, False), (0.09, True)):
        val = 0.9 * (1 - per_point) ** np.arange(len(val_steps))
        run = run_of({"train/loss": (steps(n), train), "val/loss": (val_steps, val)})
        assert ("undertrained" in findings_of(run)) is fires, per_point
        if not fires:
            assert any("gain validation too little" in note for note in notes_of(run))


def test_a_loss_that_never_goes_below_what_a_loss_on_probabilities_can_reach_has_a_floor() -> None:
    # 6 classes, softmax applied twice: no loss below ln(1 + 5/e) = 1.044 can come out,
    # while the val accuracy reaches 0.74, at which a calibrated classifier's loss is at
    # most ~0.99 (Fano). The same run whose val loss dips below the floor, or at an accuracy
    # of 0.6 (Fano's bound above the floor), is no such floor.
    n, epochs = 600, np.arange(20) * 30 + 29
    t = np.linspace(0, 1, n)
    train = 1.16 + (math.log(6) - 1.16) * np.exp(-4 * t)
    rise = 1 - np.exp(-4 * np.linspace(0.05, 1, 20))

    def floor_of(val_end: float, accuracy: float) -> object:
        val = val_end + (math.log(6) - val_end) * (1 - rise)
        acc = 1 / 6 + (accuracy - 1 / 6) * rise
        series = {"train_loss_step": (steps(n), train), "val_loss": (epochs, val), "val_acc": (epochs, acc)}
        run = run_of(series, {"num_classes": 6, "task": "classification"})
        found = findings_of(run).get("slow-convergence")
        return None if found is None else found.measurements["loss_above_probabilities_floor"]

    assert floor_of(1.30, 0.74) is True
    assert not floor_of(0.95, 0.74)
    assert not floor_of(1.30, 0.60)


def test_a_descent_right_after_an_lr_cut_makes_undertrained_a_hint_only() -> None:
    # the same steep end, val loss at its best at the last evaluation: at a constant lr a
    # medium finding; with the lr cut 10x inside the fitted tail (a step schedule), the
    # quick drop that follows is the cut's and levels off, so a hint
    n = 400
    train = 1.4 - 0.003 * np.arange(n)
    val_steps = steps(n)[43::44]
    val = np.array([1.3, 1.2, 1.1, 1.0, 0.9, 0.78, 0.65, 0.5, 0.35])
    for cut_at, severity in ((None, "medium"), (280, "low")):
        lr = np.full(n, 0.05)
        if cut_at is not None:
            lr[cut_at:] = 0.005
        run = run_of({"train/loss": (steps(n), train), "val/loss": (val_steps, val), "lr": (steps(n), lr)})
        assert findings_of(run)["undertrained"].severity == severity, cut_at


# --- loss-oscillation: batch scatter about a smooth epoch mean --------------------------

# a real run (battery e's second draw, an RMSprop MLP on Friedman's regression in raw units
# under a cosine schedule, written as Lightning logs it every 50th batch): single batches'
# MSEs scatter 2.5x either way while the epoch means fall smoothly
_BATCH_STEPS = np.arange(31) * 50 + 49
_BATCH_LOSSES = np.array([
    8.433, 8.525, 10.546, 9.922, 4.514, 12.498, 5.045, 4.608, 4.824, 5.255, 3.095, 2.176, 5.319, 3.019,
    4.827, 8.24, 5.903, 3.788, 2.506, 2.703, 1.699, 3.333, 2.348, 3.079, 1.573, 1.763, 2.667, 3.42, 1.363,
    2.243, 6.175,
])
_EPOCH_STEPS = np.arange(25) * 63 + 62
_EPOCH_MEANS = np.array([
    26.926, 8.386, 7.25, 6.581, 6.233, 6.003, 5.77, 5.525, 5.226, 4.878, 4.669, 4.336, 4.067, 3.861, 3.689,
    3.487, 3.297, 3.152, 3.025, 2.938, 2.871, 2.817, 2.788, 2.771, 2.763,
])


def test_batch_scatter_about_smoothly_falling_epoch_means_is_no_oscillation() -> None:
    batches = {"train_loss_step": (_BATCH_STEPS, _BATCH_LOSSES)}
    assert "loss-oscillation" in findings_of(run_of(batches, {"task": "regression"}))
    smooth = {**batches, "train_loss_epoch": (_EPOCH_STEPS, _EPOCH_MEANS)}
    run = run_of(smooth, {"task": "regression"})
    assert "loss-oscillation" not in findings_of(run)
    assert any("the scatter is the batches'" in note for note in notes_of(run))
    # epoch means that bump up by a fifth every other epoch keep the finding
    bumped = _EPOCH_MEANS * np.where(np.arange(25) % 2, 1.2, 1.0)
    bumpy = {**batches, "train_loss_epoch": (_EPOCH_STEPS, bumped)}
    assert "loss-oscillation" in findings_of(run_of(bumpy, {"task": "regression"}))


def test_val_far_below_train_is_an_alarm_only_when_the_difference_is_visible() -> None:
    # a binary classifier trained with dropout: both losses near 0 (val 0.018 vs train 0.1,
    # a near-perfect model scored without dropout) make a ratio but no alarm; val 0.05 vs
    # train 0.4 is a difference half of ln 2, beyond what dropout does
    epochs = np.arange(30)
    for val_end, train_end, severity in ((0.018, 0.1, "low"), (0.05, 0.4, "medium")):
        train = train_end + (0.7 - train_end) * np.exp(-epochs / 4)
        val = val_end + (0.69 - val_end) * np.exp(-epochs / 4)
        run = run_of({"train_loss": (epochs, train), "val_loss": (epochs, val)},
                     {"num_classes": 2, "task": "classification"})
        found = findings_of(run)["train-val-gap"]
        assert found.severity == severity and found.measurements["val_better_than_train"], val_end


def test_a_last_batch_that_spiked_does_not_set_the_train_level_a_gap_is_read_against() -> None:
    # three epochs logged per batch: the last batch jumps 10x; the val loss at the epoch's
    # end sits where the batches around it do, so there is no val-better gap either way
    rng = np.random.default_rng(5)
    n, per_epoch = 96, 32
    train = 1.4 * np.exp(-np.arange(n) / 25) * np.exp(rng.normal(0.0, 0.3, n)) + 0.01
    val_steps = np.arange(per_epoch - 1, n, per_epoch)
    val = train[val_steps] * 0.8
    hparams = {"num_classes": 4, "task": "classification"}
    quiet = findings_of(run_of({"train_loss_step": (steps(n), train), "val_loss": (val_steps, val)}, hparams))
    spiked_train = train.copy()
    spiked_train[-1] *= 10
    spiked = findings_of(run_of({"train_loss_step": (steps(n), spiked_train), "val_loss": (val_steps, val)},
                                hparams))
    assert "train-val-gap" not in quiet and "train-val-gap" not in spiked
    # a train loss that stays several times the val loss over the last epoch is the gap
    far = train.copy()
    far[2 * per_epoch:] *= 8
    gap = findings_of(run_of({"train_loss_step": (steps(n), far), "val_loss": (val_steps, val)}, hparams))
    assert gap["train-val-gap"].measurements["val_better_than_train"] is True


# --- gradient-explosion: gradients summed until something clears them -----------------

def _sawtooth_norm(n: int, clears: tuple[int, ...], rng: np.random.Generator) -> np.ndarray:
    """A norm that grows with the steps since the last clear, back to its start at each."""
    since = np.arange(n, dtype=np.float64)
    for at in clears:
        since[at:] = np.arange(n - at)
    return 0.5 * (1.0 + 0.8 * since) * np.exp(rng.normal(0.0, 0.05, n))


def test_a_norm_climbing_between_irregular_clears_is_summed_gradients_and_spiky_noise_is_not() -> None:
    rng = np.random.default_rng(8)
    n = 60  # logged every 5 steps; cleared at three irregular places, none an epoch's end
    loss = math.log(5) * (1.0 - 0.15 * np.linspace(0.0, 1.0, n)) * np.exp(rng.normal(0.0, 0.05, n))
    hparams = {"num_classes": 5, "lr": 2e-3, "optimizer": "adam", "steps_per_epoch": 47}
    norm = _sawtooth_norm(n, (18, 29, 38), rng)
    logged = {"train/loss": (steps(n, 5), loss)}
    found = findings_of(run_of({**logged, "grad_norm": (steps(n, 5), norm)}, hparams))
    explosion = found["gradient-explosion"]
    assert explosion.measurements["summed_within_epochs"] is True
    assert explosion.measurements["climbs_between_resets"] is True
    assert explosion.measurements["steady_growth"] is False  # it fell back at every clear
    assert "clears" in explosion.message and "step after step" not in explosion.message
    # a noisy level norm with the same number of isolated 6x spikes: falls back after each
    # spike, but nothing climbs between them
    spiky = 0.5 * np.exp(rng.normal(0.0, 0.3, n))
    spiky[[17, 28, 37]] *= 6
    quiet = findings_of(run_of({**logged, "grad_norm": (steps(n, 5), spiky)}, hparams))
    assert "gradient-explosion" not in quiet



def test_a_norm_scattering_widely_from_point_to_point_never_reads_as_climbs_between_resets() -> None:
    # a single batch's norm logged sparsely swings 10x either way: split at its falls, every
    # stretch starts low, which is selection, not a climb (a real log's 14 points did this)
    for seed in range(12):
        rng = np.random.default_rng(seed)
        for n in (14, 40, 200):
            loss = 0.8 * np.exp(-np.linspace(0.0, 2.0, n)) * np.exp(rng.normal(0.0, 0.1, n))
            norm = np.exp(rng.normal(0.0, 1.5, n))
            logged = {"train/loss": (steps(n, 100), loss), "grad_norm": (steps(n, 100), norm)}
            found = findings_of(run_of(logged))
            explosion = found.get("gradient-explosion")
            assert explosion is None or not explosion.measurements["climbs_between_resets"], (seed, n)


_GRU = {"num_classes": 5, "lr": 3e-3, "optimizer": "adam", "steps_per_epoch": 32}


def _leaving_plateau(
    n: int, centre: float, width: float, rng: np.random.Generator
) -> tuple[np.ndarray, np.ndarray]:
    """How far off its plateau a GRU is at each of n points (a logistic step at `centre`),
    and its loss leaving ln 5 with it."""
    leave = 1.0 / (1.0 + np.exp(-(np.arange(n) - centre) / width))
    return leave, (math.log(5) - 1.1 * leave) * np.exp(rng.normal(0.0, 0.1, n))


def _reads_as_climbs_between_resets(loss: np.ndarray, norm: np.ndarray, every: int) -> bool:
    logged = {"train/loss": (steps(len(loss), every), loss), "grad_norm": (steps(len(norm), every), norm)}
    explosion = findings_of(run_of(logged, _GRU)).get("gradient-explosion")
    return explosion is not None and explosion.measurements["climbs_between_resets"] is True


def test_a_noisy_norm_rising_as_a_recurrent_net_leaves_its_plateau_is_no_sawtooth() -> None:
    # a GRU's norm jumps 2-4x from one logged point to the next and rises ~10x as the loss
    # leaves ln C: split at its chance 3x falls, its stretches climb with that rise (a
    # healthy run of battery zg's dev part was alarmed so). Falls that do not stand out
    # from the point-to-point scatter are no clears
    n = 64
    for rise, scatter in ((2.0, 0.6), (2.3, 0.5), (2.5, 0.55)):
        for seed in range(20):
            rng = np.random.default_rng(seed)
            leave, loss = _leaving_plateau(n, 22, 3, rng)  # off the plateau from point ~22
            noisy = 0.3 * np.exp(rise * leave + rng.normal(0.0, scatter, n))
            assert not _reads_as_climbs_between_resets(loss, noisy, 8), (rise, seed)
    # the same loss beside a sawtooth of summed gradients, cleared at three places
    rng = np.random.default_rng(3)
    _, loss = _leaving_plateau(n, 22, 3, rng)
    assert _reads_as_climbs_between_resets(loss, _sawtooth_norm(n, (18, 29, 44), rng), 8)


def test_a_rising_norm_logged_every_step_and_cut_once_near_its_end_is_no_sawtooth() -> None:
    # the same GRU at every step: its norm falls 5x its typical jump once, ten points before
    # the end; the stretch before holds nearly every point and lends the pooled climb its rise
    n = 512
    for seed in range(8):
        rng = np.random.default_rng(seed)
        leave, loss = _leaving_plateau(n, 180, 25, rng)
        norm = 0.3 * np.exp(3.0 * leave + rng.normal(0.0, 0.45, n))
        norm[501:] /= 12.0
        assert not _reads_as_climbs_between_resets(loss, norm, 1), seed


# --- slow-convergence: batch noise that hides a flat line -----------------------------

def test_a_flat_loss_behind_batch_noise_is_judged_on_its_epoch_means() -> None:
    # a regression whose per-batch MSE scatters 2x either way about a level that never
    # moves (the epoch means show it); the first and last tenths of 48 logged batches
    # differ by chance
    rng = np.random.default_rng(21)
    n, per_epoch = 48, 32
    batches = np.exp(rng.normal(0.0, 0.45, n))
    batches[:5] = np.sort(batches[:5])[::-1] * 1.3  # a start that looks higher by chance
    epoch_steps = np.arange(per_epoch - 1, n * 10, per_epoch)
    epoch_means = 1.0 + rng.normal(0.0, 0.004, len(epoch_steps))
    hparams = {"task": "regression"}
    alone = findings_of(run_of({"train_loss_step": (steps(n, 10), batches)}, hparams))
    means = {"train_loss_epoch": (epoch_steps, epoch_means)}
    both = run_of({"train_loss_step": (steps(n, 10), batches), **means}, hparams)
    assert "slow-convergence" not in alone
    assert findings_of(both)["slow-convergence"].measurements["no_learning"] is True
    assert any("batch noise" in note for note in notes_of(both))
    # batches that clearly fell keep the step-level reading, whatever the epoch means say
    falling = batches * np.exp(-2.0 * np.linspace(0.0, 1.0, n))
    fell = run_of({"train_loss_step": (steps(n, 10), falling), **means}, hparams)
    assert not any("batch noise" in note for note in notes_of(fell))


# --- undertrained: a step budget left in from a smoke test -----------------------------

def test_a_run_cut_by_a_small_step_budget_while_falling_fast_is_undertrained() -> None:
    # 90 steps of a 40-epoch plan: the loss decays towards 0 at a steady rate, so most of
    # its drop is done, yet it still falls 10%+ per tenth of the run
    n = 45
    noise = np.exp(np.random.default_rng(2).normal(0.0, 0.05, n))
    loss = 1.3 * np.exp(-4.0 * np.linspace(0.0, 1.0, n)) * noise
    base = {"task": "regression", "epochs": 40, "steps_per_epoch": 32}
    cut = findings_of(run_of({"train_loss_step": (steps(n, 2), loss)}, {**base, "max_steps": 90}))
    assert cut["undertrained"].measurements["cut_by_step_budget"] is True
    assert "step budget of 90" in cut["undertrained"].message
    # the same curve run to the end of its plan: a decay that has done its work
    planned = findings_of(run_of({"train_loss_step": (steps(n, 2), loss)}, {**base, "epochs": 3}))
    assert "undertrained" not in planned


def test_a_budget_cut_whose_last_epoch_mean_still_fell_is_undertrained_though_its_tail_is_flat() -> None:
    # 60 steps of a 15-epoch plan (32 steps an epoch), every 2nd batch logged: the batches
    # fall through the first epoch and scatter flat over the second, so the tail has no
    # significant slope of its own, but the second epoch's mean is 20%+ below the first's
    rng = np.random.default_rng(4)
    batches = np.concatenate([np.linspace(1.63, 1.15, 15), 1.0 + rng.normal(0.0, 0.08, 15)])
    epoch_means = (np.array([31, 59]), np.array([1.39, 1.08]))
    base = {"task": "classification", "num_classes": 5, "epochs": 15, "steps_per_epoch": 32}
    series = {"train_loss_step": (steps(30, 2), batches), "train_loss_epoch": epoch_means}
    cut = findings_of(run_of(series, {**base, "max_steps": 60}))["undertrained"]
    assert cut.severity == "low" and cut.measurements["cut_by_step_budget"] is True
    assert cut.measurements["last_epoch_fall"] == pytest.approx(1 - 1.08 / 1.39)
    assert "step budget of 60" in cut.message and "train_loss_epoch's mean" in cut.message
    # the same curves over a plan of two epochs: the run did what it planned
    assert "undertrained" not in findings_of(run_of(series, {**base, "epochs": 2, "max_steps": 60}))
    # epoch means that barely moved: the budget cut a run that had levelled off
    level = {**series, "train_loss_epoch": (epoch_means[0], np.array([1.10, 1.09]))}
    assert "undertrained" not in findings_of(run_of(level, {**base, "max_steps": 60}))
    # without epoch means logged, the batches within each epoch's span of steps make them
    alone = findings_of(run_of({"train_loss_step": (steps(30, 2), batches)}, {**base, "max_steps": 60}))
    assert alone["undertrained"].measurements["last_epoch_fall"] > 0.1


def test_a_schedule_that_never_came_near_its_configured_rate_is_said_so_not_called_a_cut() -> None:
    # Adam at lr 5e-3 configured, a LambdaLR returning lr x factor: the logged rate warms up
    # to 2.5e-5 and decays on a cosine; the epoch loss of a regression creeps down 22%
    epochs = np.arange(31, 480, 32)
    loss = 0.845 + 0.24 * np.exp(-np.arange(15) / 5.0)
    lr_steps = np.arange(7, 480, 8)
    warm = np.minimum(lr_steps / 30.0, 1.0)
    lr = 2.5e-5 * warm * 0.5 * (1 + np.cos(np.pi * np.clip((lr_steps - 30) / 450.0, 0, 1)))
    hparams = {"task": "regression", "optimizer": "adam", "lr": 5e-3, "steps_per_epoch": 32, "epochs": 15}
    run = run_of({"train_loss_epoch": (epochs, loss), "lr-Adam": (lr_steps, lr)}, hparams)
    slow = findings_of(run)["slow-convergence"]
    assert "never came within 10x of the configured lr=0.005" in slow.message
    assert "was cut" not in slow.message
    assert slow.measurements["lr_decayed_before_plateau"] is False
    # a log that only falls may have missed a fast decay's peak: that stays a cut
    falling = lr[4:] * np.linspace(1, 0.2, len(lr) - 4)
    tail = {"train_loss_epoch": (epochs, loss), "lr-Adam": (lr_steps[4:], falling)}
    cut = findings_of(run_of(tail, hparams))["slow-convergence"]
    assert "never came within" not in cut.message


# --- learning-rate-out-of-range: a rate the curves show no harm from ---------------------

def test_a_rate_far_too_high_is_a_note_when_the_loss_fell_unharmed_and_an_alarm_when_it_jumped() -> None:
    # Adam at lr 0.1 on a regression whose target is in large units: the batch MSE falls
    # from 5e6 to 3e5 smoothly; the same rate whose loss jumps 100x at the second step
    n = 128
    rng = np.random.default_rng(6)
    smooth = 3e5 + 5e6 * np.exp(-np.linspace(0.0, 6.0, n)) * np.exp(rng.normal(0.0, 0.2, n))
    hparams = {"lr": 0.1, "optimizer": "adam", "task": "regression"}
    lr_finding = "learning-rate-out-of-range"
    note = findings_of(run_of({"train_loss_step": (steps(n), smooth)}, hparams))[lr_finding]
    assert note.severity == "low" and note.measurements["loss_fell_unharmed"] is True
    assert "no harm" in note.message
    jumped = smooth.copy()
    jumped[1:6] *= 100
    alarm = findings_of(run_of({"train_loss_step": (steps(n), jumped)}, hparams))[lr_finding]
    assert alarm.severity == "high" and alarm.measurements["loss_fell_unharmed"] is False
    # a classifier that stayed near ln C was harmed, however smooth its small fall
    stuck = math.log(4) * (1.3 - 0.4 * (1 - np.exp(-np.linspace(0.0, 4.0, n))))
    classifier = {**hparams, "task": "classification", "num_classes": 4}
    held = findings_of(run_of({"train_loss_step": (steps(n), stuck)}, classifier))[lr_finding]
    assert held.severity == "high"


def test_a_rate_30_to_100_times_the_usual_is_reported_only_when_the_loss_shows_harm() -> None:
    # AdamW at lr 0.05 (50x its usual 1e-3) on a 4-class classifier: a loss that fell from
    # 1.9 to 0.93 (67% of ln 4) and stayed there was harmed (no classifier ends above half
    # of ln C unharmed); the same rate on a regression whose loss fell 20-fold smoothly, or
    # on a log too short to judge, is no finding; at 20x the harmed classifier is none either
    n = 80
    rng = np.random.default_rng(9)
    stuck = (0.93 + 0.95 * np.exp(-np.arange(n) / 3)) * np.exp(rng.normal(0.0, 0.05, n))
    classifier = {"lr": 0.05, "optimizer": "adamw", "task": "classification", "num_classes": 4}
    lr_finding = "learning-rate-out-of-range"
    harmed = findings_of(run_of({"train_loss_step": (steps(n), stuck)}, classifier)).get(lr_finding)
    assert harmed is not None and harmed.severity == "medium" and harmed.measurements["too_high"] is True
    assert "shows harm" in harmed.message
    fell = 0.05 + 1.0 * np.exp(-np.arange(n) / 10) * np.exp(rng.normal(0.0, 0.05, n))
    regression = {"lr": 0.05, "optimizer": "adamw", "task": "regression"}
    assert lr_finding not in findings_of(run_of({"train_loss_step": (steps(n), fell)}, regression))
    assert lr_finding not in findings_of(run_of({"train_loss_step": (steps(8), stuck[:8])}, classifier))
    at_20x = {**classifier, "lr": 0.02}
    assert lr_finding not in findings_of(run_of({"train_loss_step": (steps(n), stuck)}, at_20x))


# --- overfitting: a val loss that never came near a uniform guess ---------------------

def test_a_val_loss_rising_from_far_above_ln_c_is_a_gap_not_overfitting() -> None:
    # an eval set fed unscaled pixels: the val loss starts at 500x ln C and wanders up from
    # there while the train loss falls; nothing was fitted on val that could be lost. The
    # same rise from 0.9x ln C (a memorising model's val loss turning up) is overfitting
    epochs = np.arange(1, 11)
    train = 1.4 * np.exp(-epochs / 6)
    hparams = {"num_classes": 5, "task": "classification"}
    for val_start, overfit in ((900.0, False), (1.45, True)):
        val = val_start * (1.0 + 0.05 * epochs)
        run = run_of({"train_loss": (epochs * 32, train), "val_loss": (epochs * 32, val)}, hparams)
        found = findings_of(run)
        assert ("overfitting" in found) is overfit, val_start
        assert "train-val-gap" in found
        if not overfit:
            assert any("never came near a uniform guess" in note for note in notes_of(run))


# --- loss-runaway: where inside an epoch mean the blow-up happened -----------------------

def test_an_epoch_mean_that_blew_up_is_placed_by_the_step_losses_logged_within_it() -> None:
    # a binary classifier with raw features: the first epoch's mean is 490 (the steps blew
    # up between the step logs), the step losses logged in that epoch peak at step 14
    per_epoch, epochs = 55, 6
    step_steps = np.arange(4, per_epoch * epochs, 5)
    step_loss = np.full(len(step_steps), 0.2)
    step_loss[:4] = [0.94, 3.65, 38.7, 1.8]
    epoch_steps = np.arange(1, epochs + 1) * per_epoch - 1
    epoch_means = np.array([492.0, 0.222, 0.207, 0.208, 0.209, 0.209])
    hparams = {"num_classes": 2, "task": "classification"}
    both = findings_of(run_of({"train_loss_step": (step_steps, step_loss),
                               "train_loss_epoch": (epoch_steps, epoch_means)}, hparams))["loss-runaway"]
    assert both.onset_step == 14 and both.measurements["onset_fraction"] < 0.05
    assert "peak at step 14" in both.message
    # without the step losses, the epoch mean's own step is all there is to say
    alone = findings_of(run_of({"train_loss_epoch": (epoch_steps, epoch_means)}, hparams))["loss-runaway"]
    assert alone.onset_step == per_epoch - 1


def test_per_example_losses_scattering_over_decades_are_no_blow_up_but_a_lasting_jump_is() -> None:
    # batch size 1: each logged loss is one example's, from 1e-3 to 10 about a level that
    # holds; the smoothed peak over the lowest point is that scatter, not a blow-up that
    # came back. A jump of the whole curve by 1,000x for 20 points that comes back is one
    rng = np.random.default_rng(9)
    n = 200
    hparams = {"task": "regression", "batch_size": 1}
    came_back = 0
    for seed in range(40):  # single examples' losses move ~5x from one point to the next
        per_example = 0.4 * np.exp(np.random.default_rng(seed).normal(0.0, 1.7, n))
        found = findings_of(run_of({"train_loss_step": (steps(n, 10), per_example)}, hparams))
        came_back += "before coming back" in getattr(found.get("loss-runaway"), "message", "")
    assert came_back <= 4  # one in ten at most (a median of three alone: 9 of these 40)
    smooth = 0.5 * np.exp(-np.linspace(0.0, 0.5, n)) * np.exp(rng.normal(0.0, 0.1, n))
    smooth[100:120] *= 1000
    jumped = findings_of(run_of({"train_loss_step": (steps(n, 10), smooth)}, hparams))
    assert "before coming back" in jumped["loss-runaway"].message


def test_a_norm_that_jumped_with_the_outputs_while_the_loss_fell_sixty_fold_is_no_explosion() -> None:
    # a regression on a target in large units under Adam: the gradient norm rises 150x over
    # the first ten steps as the outputs grow, then holds, while the MSE falls from 1.7e7
    # to 3e5; the same norm beside a loss that stays put is an explosion
    n = 400
    rng = np.random.default_rng(12)
    norm = 2e4 * np.minimum(150.0, 1.0 + 15.0 * np.arange(n)) * np.exp(rng.normal(0.0, 0.3, n))
    falling = (3e5 + 1.7e7 * np.exp(-np.arange(n) / 8.0)) * np.exp(rng.normal(0.0, 0.2, n))
    hparams = {"task": "regression", "optimizer": "adam", "lr": 0.01}
    run = run_of({"train_loss_step": (steps(n), falling), "grad_norm": (steps(n), norm)}, hparams)
    assert "gradient-explosion" not in findings_of(run)
    assert any("not reported as an explosion" in note for note in notes_of(run))
    flat = 1.7e7 * np.exp(rng.normal(0.0, 0.2, n))
    stuck = findings_of(run_of({"train_loss_step": (steps(n), flat), "grad_norm": (steps(n), norm)}, hparams))
    assert stuck["gradient-explosion"].measurements["growth_factor"] >= 100


# --- undertrained: a val loss easing down is converging, one falling at its pace is not ---

def test_undertrained_is_an_alarm_only_while_the_val_loss_falls_no_slower_than_its_average_pace() -> None:
    # the same steep train tail; the val loss either decays exponentially (most of its drop
    # done, still setting its best at every evaluation) or keeps falling at a steady pace
    n = 400
    train = 1.4 - 0.003 * np.arange(n)
    val_steps = steps(n)[43::44]
    x = np.linspace(0, 1, len(val_steps))
    for val, severity in ((0.3 + 1.0 * np.exp(-3 * x), "low"), (1.3 - 0.9 * x**1.2, "medium")):
        run = run_of({"train/loss": (steps(n), train), "val/loss": (val_steps, val)})
        assert findings_of(run)["undertrained"].severity == severity, severity


# --- slow-convergence: a sparse step log that begins after the first epoch's fall ------

def test_a_sparse_step_log_is_measured_from_the_first_epoch_mean_logged_before_it() -> None:
    # batch losses every 25 steps of 63-step epochs begin at step 24, after most of the
    # first epoch's fall; the first epoch's mean (0.51) says the loss stood higher. Without
    # the epoch means the same step log fell little: slow convergence
    rng = np.random.default_rng(5)
    at = np.arange(24, 1260, 25)
    step_loss = (0.36 + 0.03 * np.exp(-at / 300)) * np.exp(rng.normal(0.0, 0.15, len(at)))
    epoch_at = np.arange(62, 1260, 63)
    epoch_loss = 0.36 + 0.15 * np.exp(-(epoch_at - 62) / 120)
    hparams = {"num_classes": 2, "task": "classification"}
    alone = run_of({"train_loss_step": (at, step_loss)}, hparams)
    assert "slow-convergence" in findings_of(alone)
    both = run_of({"train_loss_step": (at, step_loss), "train_loss_epoch": (epoch_at, epoch_loss)}, hparams)
    assert "slow-convergence" not in findings_of(both)
    assert any("first epoch's mean loss" in note for note in notes_of(both))


# --- learning-rate-out-of-range: harm judged on the epoch means when logged ------------

def test_a_high_rate_is_judged_unharmed_on_epoch_means_when_batch_noise_lifts_a_tenth() -> None:
    # Adam at 100x its usual rate on a regression in large units: the epoch means fall
    # steadily 20x; the batch losses scatter 2x around them, so one tenth's median sits
    # 30% above the one before. Judged on the batch losses alone it is an alarm
    rng = np.random.default_rng(11)
    n, per_epoch = 400, 10
    t = np.arange(n)
    mean = 3e5 + 6e6 * np.exp(-t / 40)
    batch = mean * np.exp(rng.normal(0.0, 0.7, n))
    batch[330:370] *= 1.6  # a noisy stretch of batches
    epoch_at = np.arange(per_epoch - 1, n, per_epoch)
    epoch_mean = np.array([mean[e - per_epoch + 1 : e + 1].mean() for e in epoch_at])
    hparams = {"lr": 0.1, "optimizer": "adam", "task": "regression"}
    alone = findings_of(run_of({"train_loss_step": (t, batch)}, hparams))["learning-rate-out-of-range"]
    both = findings_of(run_of({"train_loss_step": (t, batch), "train_loss_epoch": (epoch_at, epoch_mean)},
                              hparams))["learning-rate-out-of-range"]
    assert alone.severity == "high" and not alone.measurements["loss_fell_unharmed"]
    assert both.severity == "low" and both.measurements["loss_fell_unharmed"]


# --- slow-convergence: a cut that follows a stall; a floor label smoothing sets ---------

def test_a_reduce_on_plateau_cut_before_a_stall_is_not_read_as_a_stall_after_a_decay() -> None:
    # the same early cut and flat loss: under a fixed schedule the cut explains the stall;
    # under ReduceLROnPlateau the stall made the scheduler cut, and a loss that fell 52%
    # is no slow convergence
    n = 1000
    lr = np.where(steps(n) < 50, 0.1, 0.001)
    loss = np.concatenate([decay(50, start=2.3, floor=1.0, rate=2.0), np.linspace(1.2, 1.1, n - 50)])
    for schedule, decayed in (("step", True), ("ReduceLROnPlateau", False)):
        run = run_of({"train/loss": (steps(n), loss), "lr": (steps(n), lr)}, {"schedule": schedule})
        found = findings_of(run).get("slow-convergence")
        assert (found is not None and found.measurements["lr_decayed_before_plateau"]) is decayed, schedule
        if not decayed:
            assert any("cuts the rate when the loss stops improving" in note for note in notes_of(run))


def test_label_smoothing_puts_a_floor_under_the_loss_that_is_no_fault() -> None:
    # a loss easing from ln 5 to 1.12 at train accuracy 0.83 is above what a calibrated
    # classifier that accurate reaches (Fano), unless label smoothing set the floor
    n = 200
    t = np.linspace(0, 1, n)
    epochs = np.arange(8) * 25 + 24
    loss = 1.12 + (math.log(5) - 1.12) * np.exp(-3 * t)
    acc = 0.83 - (0.83 - 0.2) * np.exp(-3 * np.linspace(0.1, 1, 8))
    series = {"train_loss_step": (steps(n), loss), "train_acc_epoch": (epochs, acc)}
    plain = findings_of(run_of(series, {"num_classes": 5, "task": "classification"}))
    assert plain["slow-convergence"].measurements["loss_above_accuracy_bound"]
    smoothed = run_of(series, {"num_classes": 5, "task": "classification", "label_smoothing": 0.2})
    assert "slow-convergence" not in findings_of(smoothed)
    assert any("label smoothing 0.2 puts a floor" in note for note in notes_of(smoothed))


def test_an_unharmed_fall_is_measured_from_the_first_epoch_mean() -> None:
    # Adam at 100x on a regression in dollars: the first epoch's mean holds most of the
    # fall (8e10), the first tenth's median of epoch means is already 1e10; from there the
    # run fell 48%, from the first epoch 93%
    rng = np.random.default_rng(2)
    n, per_epoch = 400, 10
    epoch_at = np.arange(per_epoch - 1, n, per_epoch)
    epoch_mean = 5.5e9 + 5e9 * np.exp(-np.arange(len(epoch_at)) / 6)
    epoch_mean[0] = 8e10
    t = np.arange(n)
    batch = np.repeat(epoch_mean, per_epoch) * np.exp(rng.normal(0.0, 0.3, n))
    hparams = {"lr": 0.1, "optimizer": "adam", "task": "regression"}
    found = findings_of(run_of({"train_loss_step": (t, batch), "train_loss_epoch": (epoch_at, epoch_mean)},
                               hparams))["learning-rate-out-of-range"]
    assert found.measurements["loss_fell_unharmed"] and found.severity == "low"
    assert "fell 93%" in found.message


# --- slow-convergence: a floor every split must show -----------------------------------

def test_a_loss_floor_needs_the_val_loss_above_the_val_accuracys_bound_too() -> None:
    # a train loss logged every 20th batch ends high (0.96) beside a val accuracy of 0.80
    # (Fano: a calibrated classifier that accurate is under 0.72): a floor of its own,
    # unless the val loss, measured on the same examples as the accuracy, sits under it
    n = 40
    t = np.linspace(0, 1, n)
    epochs = np.arange(15) * 50 + 49
    train = 0.96 + (math.log(4) - 0.96) * np.exp(-4 * t)
    acc = 0.8 - 0.3 * np.exp(-5 * np.linspace(0, 1, 15))
    hparams = {"num_classes": 4, "task": "classification"}

    def floor_with(val_end: float) -> bool:
        val = val_end + (math.log(4) - val_end) * np.exp(-5 * np.linspace(0, 1, 15))
        series = {"train_loss_step": (np.arange(n) * 20 + 19, train), "val_loss": (epochs, val),
                  "val_acc": (epochs, acc)}
        found = findings_of(run_of(series, hparams)).get("slow-convergence")
        return bool(found is not None and found.measurements["loss_above_accuracy_bound"])

    assert floor_with(1.0) is True
    assert floor_with(0.74) is False


# --- gradient-explosion: a norm that jumped in the first steps while the loss fell -------

def test_a_norm_that_jumped_at_the_start_while_the_epoch_means_fell_is_no_explosion() -> None:
    # a regression in dollars under Adam: the norm jumps 1,000x at step 1 and holds while
    # the batch loss falls 10x within a few steps, then eases down under wide batch scatter;
    # the first batches (the first tenth's level does not) and the epoch means show the
    # descent the jump came with
    rng = np.random.default_rng(8)
    n, per_epoch = 640, 32
    t = np.arange(n)
    loss = (5e9 * (1 + 0.8 * np.exp(-t / 60)) + 1.4e11 * np.exp(-t / 2.0)) * np.exp(rng.normal(0.0, 0.5, n))
    norm = np.where(t == 0, 1e6, 1e9) * np.exp(rng.normal(0.0, 0.5, n))
    epoch_at = np.arange(per_epoch - 1, n, per_epoch)
    epoch_mean = np.array([loss[e - per_epoch + 1 : e + 1].mean() for e in epoch_at])
    hparams = {"lr": 0.1, "optimizer": "adam", "task": "regression"}
    series = {"train_loss_step": (t, loss), "grad_norm": (t, norm)}
    assert "gradient-explosion" not in findings_of(run_of(series, hparams))
    with_means = run_of({**series, "train_loss_epoch": (epoch_at, epoch_mean)}, hparams)
    assert "gradient-explosion" not in findings_of(with_means)
    assert any("not reported as an explosion" in note for note in notes_of(with_means))


def test_a_norm_climbing_through_every_epoch_is_summed_gradients_unless_the_loss_climbs_too() -> None:
    # gradients cleared at each epoch's start only (32 steps, logged every 4): the norm
    # climbs ~8x through every epoch while the loss scatters about its level; with rows
    # sorted by class within the epoch the loss climbs with the place as well, and the
    # place, not summing, explains the norm
    rng = np.random.default_rng(3)
    n, per_epoch = 48, 8
    at = steps(n, 4)
    norm = _sawtooth_norm(n, tuple(range(per_epoch, n, per_epoch)), rng) * (1 + np.arange(n) / 8)
    flat = math.log(10) * np.exp(rng.normal(0.0, 0.05, n))
    hparams = {"num_classes": 10, "lr": 0.01, "optimizer": "sgd", "steps_per_epoch": 32}
    found = findings_of(run_of({"train/loss": (at, flat), "grad_norm": (at, norm)}, hparams))
    explosion = found["gradient-explosion"]
    assert explosion.measurements["climbs_between_resets"] is True
    place = np.mod(at, 32) / 32
    sorted_rows = math.log(10) * (0.6 + 0.8 * place) * np.exp(rng.normal(0.0, 0.05, n))
    found = findings_of(run_of({"train/loss": (at, sorted_rows), "grad_norm": (at, norm)}, hparams))
    sorted_explosion = found.get("gradient-explosion")
    assert sorted_explosion is None or not sorted_explosion.measurements["climbs_between_resets"]


def test_an_epoch_mean_whose_peak_is_the_first_batch_of_a_bad_init_is_no_runaway() -> None:
    # normal-init weights: the first batch loss is 150x ln C and the loss falls from there;
    # the first epoch's mean is its highest point, but the batches show no blow-up in it
    rng = np.random.default_rng(11)
    n, per_epoch = 80, 8
    t = np.arange(n)
    chance = math.log(5)
    falling = 150 * chance * np.exp(-t / 40) * np.exp(rng.normal(0.0, 0.05, n))
    epoch_at = np.arange(per_epoch - 1, n, per_epoch)
    means = np.array([falling[e - per_epoch + 1 : e + 1].mean() for e in epoch_at])
    hparams = {"num_classes": 5, "lr": 1e-3, "optimizer": "adam"}
    series = {"train_loss_step": (t, falling), "train_loss_epoch": (epoch_at, means)}
    found = findings_of(run_of(series, hparams))
    assert "loss-runaway" not in found and "bad-initial-loss" in found
    # the same epoch means over batches that climbed from ln C to that peak: a blow-up
    climbed = np.where(t < 4, chance * 60.0 ** (t / 3), falling)
    means = np.array([climbed[e - per_epoch + 1 : e + 1].mean() for e in epoch_at])
    series = {"train_loss_step": (t, climbed), "train_loss_epoch": (epoch_at, means)}
    assert "loss-runaway" in findings_of(run_of(series, hparams))


def test_a_loss_far_above_ln_c_beside_an_accuracy_above_chance_learned_and_one_at_chance_did_not() -> None:
    # over-confident logits from a blown-up init: the loss falls from 150x to 25x ln C
    # while the val accuracy climbs to 0.37 of 5 classes (chance 0.2)
    n = 120
    chance = math.log(5)
    loss = decay(n, start=150 * chance, floor=20 * chance, rate=4.0, noise=0.02)
    evals = np.arange(9, n, 10)
    hparams = {"num_classes": 5, "lr": 1e-3, "optimizer": "adam"}
    for accuracy, learned in ((0.37, True), (0.21, False)):
        val_acc = np.full(len(evals), accuracy)
        found = findings_of(run_of({"train/loss": (steps(n), loss), "val/acc": (evals, val_acc)}, hparams))
        assert ("slow-convergence" not in found) is learned, accuracy


def test_an_accuracy_scattering_about_chance_is_at_chance_and_one_climbing_out_of_it_is_not() -> None:
    # eight evaluations of a 4-class model on a small eval set: around 0.25 by a few points
    # either way, the last one the highest (0.278); the same start climbing to 0.34 is moving.
    # The loss (a regression loss on class indices, say) is no cross-entropy at ln C, so the
    # chance tolerance is not widened
    evals = steps(8, 50) + 49
    loss = decay(400, start=1.45, floor=1.0, rate=3.0, noise=0.02)
    hparams = {"num_classes": 4, "lr": 3e-3, "optimizer": "adam"}
    for accuracy, pinned in (
        ([0.237, 0.23, 0.248, 0.22, 0.205, 0.183, 0.265, 0.278], True),
        ([0.237, 0.23, 0.248, 0.22, 0.24, 0.21, 0.27, 0.34], False),
    ):
        series = {"train/loss": (steps(400), loss), "val/acc": (evals, np.asarray(accuracy))}
        assert ("metric-at-baseline" in findings_of(run_of(series, hparams))) is pinned, accuracy


# battery v-s2's healthy regression in W (RMSprop lr 0.02, batch 32, its step loss logged every
# 20 steps and its epoch mean every 32; kW^2): the descent from 8.8e6 lies inside the first 20
# steps, so the step log begins at the floor, where batches of a broken-cloud day scatter 10x
PV_STEP_KW2 = [
    1238.6, 649.3, 279.5, 298.0, 279.1, 600.0, 803.8, 1115.7, 321.3, 534.9, 743.5, 693.4, 517.1, 326.6,
    536.5, 2459.3, 1006.8, 269.1, 472.4, 385.0, 248.7, 510.4, 371.5, 1640.4, 393.4, 581.6, 1017.6, 826.0,
    951.3, 550.9, 163.5, 397.7, 329.9, 298.0, 552.1, 92.6, 570.2, 1087.2, 540.9, 1065.0, 150.1, 636.9,
    535.2, 638.3, 309.0, 479.4, 393.2, 796.6, 681.8, 255.5, 437.2, 568.1, 422.0, 345.2, 545.0, 634.9,
    790.7, 401.8, 174.8, 887.5, 454.9, 578.8, 473.1, 1013.8,
]
PV_EPOCH_KW2 = [
    2259.7, 860.5, 676.5, 653.8, 618.0, 592.7, 555.7, 626.2, 555.5, 534.1, 602.1, 542.1, 544.7, 548.9,
    554.2, 570.3, 538.4, 523.1, 544.6, 533.2, 539.5, 516.3, 524.2, 534.4, 523.0, 524.2, 496.2, 519.0,
    492.9, 525.4, 526.9, 524.6, 485.7, 489.7, 466.7, 476.9, 470.9, 485.1, 492.6, 466.7,
]
PV_VAL_KW2 = [778.3, 666.5, 844.2, 662.4, 794.3, 742.2, 646.2, 688.0, 691.3, 1422.1]
PV_HPARAMS = {"batch_size": 32, "optimizer": "rmsprop", "lr": 0.02, "task": "regression", "train_size": 1000}


def pv_run(with_epoch_means: bool) -> Run:
    series = {"train_loss_step": (np.arange(19, 1280, 20), PV_STEP_KW2)}
    if with_epoch_means:
        series["train_loss_epoch"] = (np.arange(31, 1280, 32), PV_EPOCH_KW2)
    series["val_loss"] = (np.arange(127, 1280, 128), PV_VAL_KW2)
    return run_of(series, PV_HPARAMS)


def test_epoch_means_that_fell_to_a_fifth_say_a_sparse_step_log_began_past_the_descent() -> None:
    # the step log alone: its first point already at the floor, its batches scatter over 125%
    # of it, so it reads as swings without progress; the epoch means beside it fell 79%
    assert "loss-oscillation" in findings_of(pv_run(with_epoch_means=False))
    assert "loss-oscillation" not in findings_of(pv_run(with_epoch_means=True))


def test_a_noisy_val_loss_whose_last_evaluation_alone_jumps_is_a_note() -> None:
    # the val MSE swings 6.5e5-8.4e5 (+-15%) for nine evaluations, then one reads 1.42e6
    run = pv_run(with_epoch_means=True)
    assert "overfitting" not in findings_of(run)
    assert any("only its last evaluation shows the rise" in note for note in notes_of(run))


def test_epoch_means_that_fell_from_a_blown_up_first_epoch_and_climbed_back_are_no_progress() -> None:
    # fresh's Adam at lr 0.3: epoch means 4.0, 0.57, 0.64, 0.43, 0.47, 1.13, 1.08, 1.09 end at 0.27x
    # the first (a blow-up inside it) but 2.5x their lowest: the step log's swings stand
    blown_up = [4.0, 0.57, 0.64, 0.43, 0.47, 1.13, 1.08, 1.09]
    scale = 500.0 / 0.5  # onto the step log's kW^2
    epochs = np.repeat(blown_up, 5)[: len(PV_EPOCH_KW2)] * scale
    series = {
        "train_loss_step": (np.arange(19, 1280, 20), PV_STEP_KW2),
        "train_loss_epoch": (np.arange(31, 1280, 32), epochs),
    }
    assert "loss-oscillation" in findings_of(run_of(series, PV_HPARAMS))


# battery w's healthy GRU on retail demand (AdamW, warm-up + cosine, batch 32, logged every 5
# steps): promotion days put single batches at 3-4.6 around a floor near 0.3, while the epoch
# means fall 0.83, 0.52, then 0.50 to 0.48 without a rise
DEMAND_STEP = [
    0.803, 1.117, 1.518, 0.22, 0.384, 4.583, 0.292, 0.376, 0.501, 0.113, 0.757, 0.191, 1.573, 0.202, 0.646,
    0.197, 0.166, 0.288, 3.768, 0.24, 0.307, 0.418, 0.314, 0.221, 0.532, 0.119, 0.403, 0.424, 0.115, 0.183,
    1.191, 0.195, 0.219, 0.129, 0.63, 0.607, 0.113, 0.129, 0.207, 0.157, 0.813, 0.341, 0.306, 0.524, 1.145,
    0.372, 0.182, 0.373, 0.496, 3.349, 0.214,
]
DEMAND_EPOCH = [0.83, 0.522, 0.498, 0.496, 0.49, 0.487, 0.485, 0.483]


def test_eight_smooth_epoch_means_say_a_scatter_is_the_batches() -> None:
    # four epoch means fall in the second half, too few alone; the seven after the first hold it
    series = {"train_loss_step": (np.arange(4, 255, 5), DEMAND_STEP)}
    hparams = {"batch_size": 32, "optimizer": "adamw", "lr": 0.004, "task": "regression"}
    assert "loss-oscillation" in findings_of(run_of(series, hparams))
    series["train_loss_epoch"] = (np.arange(31, 256, 32), DEMAND_EPOCH)
    assert "loss-oscillation" not in findings_of(run_of(series, hparams))
    bumpy = [0.83, 0.522, 0.498, 0.62, 0.49, 0.6, 0.485, 0.483]  # a rate that undoes epochs
    series["train_loss_epoch"] = (np.arange(31, 256, 32), bumpy)
    assert "loss-oscillation" in findings_of(run_of(series, hparams))


def test_one_spike_at_any_batch_size_is_a_note() -> None:
    # battery w's healthy batch-4 SGD regression: one batch of four held a promotion day, 32.0
    # against a level near 0.13 (500 steps logged; the rest of the log a steady noisy floor);
    # a second such batch makes the pattern a finding, medium at a batch of 32
    rng = np.random.default_rng(7)
    loss = 0.15 * np.exp(rng.normal(0.0, 0.6, 500))
    loss[90] = 32.0
    for batch in (4, 32):
        run = run_of({"train/loss": (steps(500), loss)}, {"batch_size": batch})
        assert "loss-spikes" not in findings_of(run)
        assert any("jumped once to" in note for note in notes_of(run))
    twice = loss.copy()
    twice[300] = 32.0
    found = findings_of(run_of({"train/loss": (steps(500), twice)}, {"batch_size": 32}))
    assert found["loss-spikes"].severity == "medium", found["loss-spikes"].message


def test_a_white_scatter_without_progress_at_a_batch_of_four_is_a_hint() -> None:
    # battery w-s2's healthy batch-4 SGD demand regression: batches of four scatter over 5x the
    # first logged loss, white (lag-1 autocorrelation 0.04), while the loss fell 9%
    n = 400
    rng = np.random.default_rng(7)
    early = np.linspace(2.3, 1.1, 20)
    scatter = np.concatenate([early, 1.1 * np.exp(rng.normal(0, 0.45, n - 20))])
    for batch, severity in ((4, "low"), (32, "medium")):
        run = run_of({"train/loss": (steps(n), scatter)}, {"num_classes": 10, "batch_size": batch})
        found = findings_of(run)["loss-oscillation"]
        assert found.measurements["unsettled_range"] is not None
        assert found.severity == severity, found.message
        assert ("a hint" in found.message) == (batch == 4)


# --- slow-convergence: an end at chance read from a few batches, against the epoch's mean ---

def test_a_few_last_batches_at_chance_are_no_end_at_chance_when_the_last_epoch_mean_is_well_below() -> None:
    # 3 epochs of 8 logged batches (every 2nd step of 16) of a 4-class classifier learning
    # steadily (epoch means 1.21, 0.95, 0.86 = 62% of ln 4); its last two logged batches
    # happen to sit at 1.10 and 1.09, 78% of ln 4
    at = np.arange(1, 48, 2)
    rng = np.random.default_rng(5)
    batches = 1.45 * np.exp(-at / 40) + 0.55 + rng.normal(0.0, 0.06, len(at))
    batches[-2:] = [1.10, 1.09]
    hparams = {"num_classes": 4, "task": "classification", "optimizer": "adam", "lr": 5e-3}

    def slow(means: list[float]) -> object:
        epochs = (np.array([15, 31, 47]), np.array(means))
        series = {"train_loss_step": (at, batches), "train_loss_epoch": epochs}
        return findings_of(run_of(series, hparams)).get("slow-convergence")

    assert slow([1.21, 0.95, 0.86]) is None
    # the same batches beside epoch means that stay at the uniform guess's level: at chance
    found = slow([1.38, 1.36, 1.35])
    assert found is not None and found.measurements["at_chance"] is True


# --- slow-convergence: a step budget that ended the run far short of its epochs -------

def test_a_slow_descent_under_a_step_budget_far_short_of_the_epochs_is_an_early_read() -> None:
    # a 5-class classifier logged every 2nd step, stopped by max_steps=40 while its hparams
    # also record 10 epochs of 32 steps: 12% of them. Its loss fell 17% and ends at 82% of ln 5
    at = np.arange(1, 41, 2)
    loss = 1.58 - 0.27 * (at / 40) + np.random.default_rng(2).normal(0.0, 0.04, len(at))
    base = {"num_classes": 5, "task": "classification", "optimizer": "adam", "lr": 3e-3,
            "epochs": 10, "steps_per_epoch": 32}

    def slow(hparams: dict[str, object]) -> Finding | None:
        return findings_of(run_of({"train_loss_step": (at, loss)}, hparams)).get("slow-convergence")

    capped = slow({**base, "max_steps": 40})
    assert capped is not None and capped.severity == "low"
    assert capped.measurements["step_budget_share"] == pytest.approx(40 / 320)
    assert "step budget of 40 steps" in capped.message
    # the same 40 steps planned as one epoch of 40, the budget agreeing: no budget cut, but one
    # pass over the data is an early read of its own (batteries zze, zzi: healthy one-epoch runs
    # at small batch; zzk, zzl: smoke tests of one and two epochs)
    full = slow({**base, "epochs": 1, "steps_per_epoch": 40, "max_steps": 40})
    assert full is not None and full.measurements["step_budget_share"] is None
    assert full.severity == "low" and "step budget" not in full.message
    assert "pass(es) over its training data" in full.message
    # ten epochs of 40 steps, run to their end: the reading stands
    longer = 1.58 - 0.27 * (np.arange(1, 401, 2) / 400) + np.random.default_rng(2).normal(0.0, 0.04, 200)
    ran = findings_of(run_of({"train_loss_step": (np.arange(1, 401, 2), longer)},
                             {**base, "epochs": 10, "steps_per_epoch": 40})).get("slow-convergence")
    assert ran is not None and ran.severity != "low"


# --- periodic-loss: an epoch's partial last batch is no unshuffled data ----------------

def test_a_pattern_only_at_the_epochs_partial_last_batch_is_no_unshuffled_data() -> None:
    # 16 epochs of 32 steps logged every 8th step (batch indices 7, 15, 23, 31): the last
    # batch of 1,000 examples at batch 32 holds 8, and its batch-norm loss sits 15% higher
    epochs, spe = 16, 32
    at = np.arange(7, epochs * spe, 8)
    rng = np.random.default_rng(4)
    trend_ = 1.3 * np.exp(-at / 300) + 0.6
    last = np.mod(at, spe) == spe - 1
    loss = trend_ * np.exp(rng.normal(0.0, 0.05, len(at)) + 0.15 * last)
    base = {"num_classes": 5, "steps_per_epoch": spe, "batch_size": 32, "optimizer": "adam", "lr": 1e-3}

    def periodic(train_size: int, values: np.ndarray) -> Run:
        return run_of({"train_loss_step": (at, values)}, {**base, "train_size": train_size})

    partial = periodic(1000, loss)
    assert "periodic-loss" not in findings_of(partial)
    assert any("partial batch" in note for note in notes_of(partial))
    # full batches only (1,024 examples): the same numbers are a pattern no batch size explains
    assert "periodic-loss" in findings_of(periodic(1024, loss))
    # a pattern over the whole epoch (batches sorted by class) stays, partial batch or not
    wave = 0.3 * np.sin(2 * np.pi * np.mod(at, spe) / spe)
    sorted_ = trend_ * np.exp(rng.normal(0.0, 0.05, len(at)) + wave)
    assert "periodic-loss" in findings_of(periodic(1000, sorted_))


def test_ten_fold_and_beyond_read_as_factors_not_percentages() -> None:
    from triage.detectors import detect
    from triage.detectors.signal import describe_change, fmt_above, fmt_share_of

    from .conftest import yaml_thresholds

    assert (describe_change(0.25), describe_change(-0.4, 0)) == ("fell 25.0%", "rose 40%")
    assert (describe_change(-10.46), describe_change(38.7, 0)) == ("rose 11.5-fold", "fell past zero")
    # a fall just under its threshold never prints as the threshold itself
    assert describe_change(0.19966, only=True, under=0.2) == "fell only 19.97%"
    assert describe_change(0.15, only=True, under=0.2) == "fell only 15.0%"
    assert (fmt_share_of(0.85), fmt_share_of(174.75)) == ("85% of", "175x")
    assert (fmt_above(0.35), fmt_above(273.4)) == ("35% above", "at 274x")
    # a train loss that crossed 0 after the val minimum fell more than its own level
    from triage.detectors.generalization import _further

    assert (_further(0.61), _further(38.7)) == ("fell a further 61%", "fell further, past zero")
    # a classifier whose loss climbs ~150-fold and whose val loss ends ~300x ln 2, its
    # accuracy at chance: every message and note states those sizes as factors
    rng = np.random.default_rng(3)
    n = 60
    epochs = np.arange(n)
    train = 0.69 * np.exp(epochs / 12.0) * (1 + 0.05 * rng.standard_normal(n))
    val = 0.7 + 200 * (epochs / (n - 1)) ** 2
    acc = 0.5 + 0.01 * rng.standard_normal(n)
    run = run_of({"train_loss": (epochs, train), "val_loss": (epochs, val), "val_acc": (epochs, acc)},
                 {"num_classes": 2})
    findings, notes = detect(run, yaml_thresholds())
    texts = [f.message for f in findings] + notes
    assert any("x ln C" in t or "-fold" in t for t in texts), texts
    assert not [t for t in texts if re.search(r"\d[\d,]{3,}(\.\d+)?%|-\d+(\.\d+)?%", t)], texts


def test_a_rate_that_never_rose_to_its_configured_value_did_not_fall_before_the_stall() -> None:
    # a warm-up counted in optimizer steps but stepped once an epoch: the logged lr creeps up
    # from 1.7e-6 to 2e-5 of a configured 1e-3 while the loss never leaves ln 5. Below the
    # configured peak all along, the rate never fell: no stall "right after the lr fell"
    rng = np.random.default_rng(5)
    steps_logged = np.arange(8, 385, 8)
    epochs = np.arange(12) * 32
    flat = 1.61 + 0.03 * rng.standard_normal(len(steps_logged))
    creeping = 1.7e-6 * (np.arange(12) + 1)
    run = run_of({"train_loss_step": (steps_logged, flat), "lr-AdamW": (epochs, creeping)},
                 {"lr": 1e-3, "num_classes": 5})
    stall = findings_of(run)["slow-convergence"]
    assert stall.measurements["lr_decayed_before_plateau"] is False and "lr fell" not in stall.message
    # the same loss that fell for a tenth of the run and stopped as the rate was cut 100x
    fell = np.where(steps_logged < 40, 1.61 - 0.3 * steps_logged / 40, 1.31)
    fell = fell + 0.03 * rng.standard_normal(len(steps_logged))
    dropped = np.where(epochs < 40, 1e-3, 1e-5)
    cut = run_of({"train_loss_step": (steps_logged, fell), "lr-AdamW": (epochs, dropped)},
                 {"lr": 1e-3, "num_classes": 5})
    stall = findings_of(cut)["slow-convergence"]
    assert stall.measurements["lr_decayed_before_plateau"] is True
    assert "right after the lr fell" in stall.message


def test_a_classifier_still_near_a_uniform_guess_whose_validation_falls_slowly_was_cut_off() -> None:
    # 30 steps of batch 512 (the GPU config on a CPU): the loss 1.60 to 1.23 (76% of ln 5) and the
    # val loss with it, 2-3% a tenth. slow-convergence leaves a descent still under way to
    # undertrained; a val loss easing down that slowly must not veto it there, where the run
    # has barely left chance. The same curves at 0.3x (ending near 0.23 of ln 5) are levelling off
    rng = np.random.default_rng(2)
    train_steps, val_steps = np.arange(1, 31), np.arange(2, 31, 2)
    train = np.linspace(1.60, 1.23, 30) * (1 + 0.01 * rng.standard_normal(30))
    val = np.linspace(1.58, 1.23, 15)
    near = run_of({"train_loss": (train_steps, train), "val_loss": (val_steps, val)}, {"num_classes": 5})
    assert "undertrained" in findings_of(near)
    low = run_of({"train_loss": (train_steps, 0.3 * train), "val_loss": (val_steps, 0.3 * val)},
                 {"num_classes": 5})
    assert "undertrained" not in findings_of(low)
