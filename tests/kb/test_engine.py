"""The inference pass: certainty factors combine order-independently and stay
bounded; rules fire on findings and facts; the ranking carries its reasons."""

from __future__ import annotations

import itertools
import math

import numpy as np
from hypothesis import given
from hypothesis import strategies as st

from triage.kb import combine, combine_all, infer, load_knowledge_base
from triage.kb.engine import compare, explain_away, format_value, render_because
from triage.model import Finding, Kind, RankedCause, Role, Run, Series

factors = st.floats(min_value=-0.999, max_value=1.0, allow_nan=False)


@given(st.lists(factors, max_size=8))
def test_combination_is_bounded(values: list[float]) -> None:
    assert -1.0 <= combine_all(values) <= 1.0


@given(st.lists(factors, min_size=2, max_size=6))
def test_combination_does_not_depend_on_order(values: list[float]) -> None:
    results = {round(combine_all(p), 9) for p in itertools.permutations(values)}
    assert len(results) == 1


@given(factors, factors)
def test_pairwise_combination_is_symmetric(a: float, b: float) -> None:
    assert math.isclose(combine(a, b), combine(b, a), abs_tol=1e-12)


def test_mycin_formulas() -> None:
    assert math.isclose(combine(0.6, 0.5), 0.8)
    assert math.isclose(combine(-0.6, -0.5), -0.8)
    assert math.isclose(combine(0.6, -0.5), 0.1 / 0.5)
    assert combine_all([]) == 0.0
    assert combine_all([0.5, 0.0]) == 0.5


def test_more_evidence_never_lowers_a_positive_belief() -> None:
    assert combine_all([0.3, 0.2]) > combine_all([0.3])


def test_compare_operators() -> None:
    assert compare(2.0, "gt", 1) and not compare(1.0, "gt", 1)
    assert compare(1, "ge", 1) and compare(0.5, "lt", 1) and compare(1, "le", 1)
    assert compare("Adam-like", "eq", "adam-like") and compare("sgd", "ne", "adam-like")
    assert compare(5, "between", [3, 10]) and not compare(11, "between", [3, 10])
    assert compare("relu", "in", ["relu", "relu6"]) and not compare("tanh", "in", ["relu"])
    assert compare(True, "is_true", None) and compare(np.bool_(False), "is_false", None)
    assert not compare(1, "is_true", None)  # a number is not a boolean
    assert compare(None, "absent", None) and compare(0, "present", None)
    # an unknown value satisfies nothing but `absent`, not even `ne`
    assert (
        not compare(None, "ne", "sgd") and not compare(None, "lt", 1) and not compare(None, "is_false", None)
    )
    assert not compare("abc", "gt", 1)


def test_format_value() -> None:
    assert format_value(1.0) == "1"
    assert format_value(0.000123456) == "0.000123"
    assert format_value(123456.0) == "123,456"
    # three significant digits without an exponent below a trillion (battery reasons read
    # "the first loss 7.05e+03 is 2.84e+03x the expected 2.48")
    assert format_value(7046.2) == "7,050"
    assert format_value(2836.9) == "2,840"
    assert format_value(-1453.7) == "-1,450"
    assert format_value(999.4) == "999"
    assert format_value(999.6) == "1,000"
    assert format_value(197_654.3) == "198,000"
    assert format_value(4.27e14) == "4.27e+14"
    # a float32 loss large enough to be whole is still a measurement: three digits, while an
    # integer count keeps every digit
    assert format_value(206_268_063_744.0) == "206,000,000,000"
    assert format_value(1_234_567) == "1,234,567"
    assert format_value(True) == "yes"
    assert format_value(None) == "unknown"
    assert format_value("adamw") == "adamw"


def test_because_shows_fractions_as_percentages_and_a_negative_drop_as_a_rise() -> None:
    values = {"s.drop": 0.0375, "s.share": 0.62, "s.rise": -0.12, "s.flag": True}
    assert render_because("{s.share:%} of it", values, {}) == "62% of it"
    assert render_because("the loss {s.drop:fall}", values, {}) == "the loss fell 3.8%"
    assert render_because("the loss {s.rise:fall}", values, {}) == "the loss rose 12%"
    assert render_because("{s.flag:%} / {s.gone:%}", values, {}) == "yes / unknown"


def test_the_knowledge_bases_because_lines_read_as_ratios_and_ranges() -> None:
    rules = load_knowledge_base().rules
    decay = rules["plateau-right-after-lr-decay"].because
    assert render_because(decay, {"slow-convergence.lr_at_plateau_ratio": 0.01}, {}).strip().endswith(
        "dropped to 0.01x its peak"
    )
    assert "1e-4 to 3e-3" in rules["lr-far-above-adam-range"].because


def make_run(hparams: dict[str, object], **series: list[float]) -> Run:
    run = Run("r", "mem", "test", hparams=dict(hparams))
    names = {
        "train": ("train/loss", "train", "loss"),
        "val": ("val/loss", "val", "loss"),
        "lr": ("lr", "train", "lr"),
        "grad": ("grad_norm", "train", "grad-norm"),
    }
    for key, values in series.items():
        name, role, kind = names[key]
        run.add(Series.from_lists(name, range(len(values)), values, role=Role(role), kind=Kind(kind)))
    return run


def runaway(confidence: float = 0.9, **measurements: object) -> Finding:
    return Finding("loss-runaway", "critical", confidence, "loss ran away", measurements=dict(measurements))


def test_infer_ranks_lr_first_for_an_early_runaway_with_adam_at_lr_1() -> None:
    kb = load_knowledge_base()
    run = make_run({"learning_rate": 1.0, "optim": "adam", "batch_size": 32}, train=[1.0, 50.0, float("nan")])
    diagnosis = infer(run, [runaway(onset_fraction=0.01, nonfinite=True, growth_factor=50.0)], kb)
    top = diagnosis.causes[0]
    assert top.id == "learning-rate-too-high" and top.rank == 1
    assert top.for_symptoms == ("loss-runaway",)
    assert any("lr=1 with adam is 1000x the usual 1e-3" in line for line in top.why)
    assert "lr-far-above-adam-range" in top.rules
    assert top.checks and top.fixes and top.references
    assert all(0 < c.certainty <= 1 for c in diagnosis.causes)
    # every cause here explains the one critical symptom, so the order is by certainty
    certainties = [c.certainty for c in diagnosis.causes]
    assert certainties == sorted(certainties, reverse=True)


def test_causes_of_a_severe_symptom_outrank_a_certain_cause_of_a_minor_one() -> None:
    kb = load_knowledge_base()
    run = make_run({"lr": 1.0, "optimizer": "adam"}, train=[1.0, float("nan")])
    missing = Finding("missing-validation", "low", 1.0, "no validation series")
    diagnosis = infer(run, [missing, runaway(onset_fraction=0.01, nonfinite=True, growth_factor=2.0)], kb)
    ranked = [c.id for c in diagnosis.causes]
    eval_set = next(c for c in diagnosis.causes if c.id == "missing-eval-set")
    lr_high = next(c for c in diagnosis.causes if c.id == "learning-rate-too-high")
    assert eval_set.certainty > lr_high.certainty * 0.9  # nearly certain, but only advisory
    assert ranked.index("learning-rate-too-high") < ranked.index("missing-eval-set")


def test_negative_evidence_lowers_a_cause() -> None:
    kb = load_knowledge_base()
    finding = runaway(onset_fraction=0.01)
    high = infer(make_run({"lr": 1.0, "optimizer": "adam"}, train=[1.0, 2.0]), [finding], kb)
    tiny = infer(make_run({"lr": 1e-6, "optimizer": "adam"}, train=[1.0, 2.0]), [finding], kb)

    def certainty(d: object, cause: str) -> float:
        return next((c.certainty for c in d.causes if c.id == cause), 0.0)  # type: ignore[attr-defined]

    assert certainty(tiny, "learning-rate-too-high") < certainty(high, "learning-rate-too-high")
    lowered = next((c for c in tiny.causes if c.id == "learning-rate-too-high"), None)
    if lowered is not None:
        assert any(line.startswith("lr=1e-06") and "(against" in line for line in lowered.why)


def test_confidence_scales_a_rules_contribution() -> None:
    kb = load_knowledge_base()
    run = make_run({}, train=[1.0, 2.0])
    strong = infer(run, [runaway(0.9, onset_fraction=0.01)], kb).causes[0]
    weak = infer(run, [runaway(0.3, onset_fraction=0.01)], kb).causes[0]
    assert strong.id == weak.id and weak.certainty < strong.certainty


def test_facts_alone_rank_nothing_without_a_symptom() -> None:
    kb = load_knowledge_base()
    run = make_run({"lr": 10.0, "optimizer": "adam"}, train=[1.0, 0.5, 0.2])
    diagnosis = infer(run, [], kb)
    assert diagnosis.causes == [] and diagnosis.verdict == "healthy"


def test_codes_are_filled_and_unknown_findings_kept_with_a_note() -> None:
    kb = load_knowledge_base()
    run = make_run({}, train=[1.0, 2.0])
    strange = Finding("made-up-symptom", "low", 0.5, "?")
    diagnosis = infer(run, [runaway(onset_fraction=0.5), strange], kb, notes=["from detect"])
    by_id = {f.id: f for f in diagnosis.symptoms}
    assert by_id["loss-runaway"].code == kb.symptoms["loss-runaway"].code != ""
    assert by_id["made-up-symptom"].code == ""
    assert diagnosis.notes[0] == "from detect"
    assert any("made-up-symptom" in n for n in diagnosis.notes)


def test_one_ranking_across_symptoms_with_for_symptoms() -> None:
    kb = load_knowledge_base()
    run = make_run({"lr": 1e-3, "optimizer": "adam"}, train=[2.0, 1.0, 0.1], val=[2.0, 1.5, 2.5])
    memorised = Finding(
        "zero-train-loss",
        "medium",
        0.8,
        "train ~0",
        measurements={"val_also_low": False, "val_stays_high": True, "final_val_loss": 2.5},
    )
    gap = Finding(
        "train-val-gap",
        "medium",
        0.8,
        "gap",
        measurements={"val_at_chance": False, "val_better_than_train": False, "gap_ratio": 5.0},
    )
    diagnosis = infer(run, [memorised, gap], kb)
    ids = [c.id for c in diagnosis.causes]
    assert len(ids) == len(set(ids))
    data = next(c for c in diagnosis.causes if c.id == "insufficient-data")
    assert set(data.for_symptoms) == {"zero-train-loss", "train-val-gap"}
    assert [c.rank for c in diagnosis.causes] == list(range(1, len(ids) + 1))


def test_steady_grad_growth_points_at_missing_zero_grad() -> None:
    kb = load_knowledge_base()
    run = make_run({"lr": 0.05, "optimizer": "sgd", "batch_size": 64}, train=[1.0, 1.2, 3.0])
    grad = Finding(
        "gradient-explosion",
        "high",
        0.9,
        "grad norm grows",
        measurements={
            "steady_growth": True, "growth_factor": 500.0, "nonfinite": False, "monotone_correlation": 0.99,
        },
    )
    assert infer(run, [grad], kb).causes[0].id == "missing-zero-grad"


def test_deep_sigmoid_network_with_tiny_gradients() -> None:
    kb = load_knowledge_base()
    run = make_run({"activation": "sigmoid", "depth": 11, "lr": 0.1, "optimizer": "sgd"}, train=[1.1, 1.1])
    vanish = Finding(
        "gradient-vanishing",
        "medium",
        0.9,
        "grads ~0",
        measurements={"ratio_to_start": 1e-5, "final_grad_norm": 1e-9},
    )
    top = infer(run, [vanish], kb).causes[0]
    assert top.id == "vanishing-gradients"
    assert any("11-layer network of sigmoid units" in line for line in top.why)


def test_leakage_versus_memorization() -> None:
    kb = load_knowledge_base()
    run = make_run({}, train=[2.0, 0.0001], val=[2.0, 0.0002])
    leak = Finding(
        "zero-train-loss",
        "medium",
        0.9,
        "zero",
        measurements={"val_also_low": True, "final_train_loss": 1e-4, "final_val_loss": 2e-4},
    )
    memo = Finding(
        "zero-train-loss",
        "medium",
        0.9,
        "zero",
        measurements={
            "val_also_low": False, "val_stays_high": True, "final_train_loss": 1e-4, "final_val_loss": 3.0
        },
    )
    assert infer(run, [leak], kb).causes[0].id == "data-leakage"
    assert infer(run, [memo], kb).causes[0].id != "data-leakage"


def test_an_oscillation_explains_a_slow_descent_but_not_an_end_at_a_uniform_guess() -> None:
    kb = load_knowledge_base()

    def top_level(at_chance: bool) -> set[str]:
        swings = Finding("loss-oscillation", "medium", 0.9, "swings", span=(0, 500))
        slow = Finding("slow-convergence", "medium", 0.9, "slow", span=(20, 500),
                       measurements={"at_chance": at_chance, "relative_drop": 0.1})
        return {f.id for f in explain_away([swings, slow], kb)}

    assert top_level(at_chance=False) == {"loss-oscillation"}
    assert top_level(at_chance=True) == {"loss-oscillation", "slow-convergence"}


def test_a_far_too_high_lr_explains_a_high_first_window_mean_but_not_a_first_step() -> None:
    kb = load_knowledge_base()

    def top_level(direction: str, before_updates: bool) -> set[str]:
        rate = Finding("learning-rate-out-of-range", "high", 0.9, "lr", span=None,
                       measurements={"direction": direction, "too_high": direction == "high"})
        start = Finding("bad-initial-loss", "high", 0.9, "start", span=(10, 10),
                        measurements={"before_updates": before_updates, "ratio": 13.0})
        return {f.id for f in explain_away([rate, start], kb)}

    # the mean of the first 10 steps at lr 300x the usual can hold the blow-up
    assert top_level("high", before_updates=False) == {"learning-rate-out-of-range"}
    # the loss of step 0 came before any update: no rate explains it
    assert top_level("high", before_updates=True) == {"learning-rate-out-of-range", "bad-initial-loss"}
    # a rate far too low blows nothing up
    assert top_level("low", before_updates=False) == {"learning-rate-out-of-range", "bad-initial-loss"}


def test_a_finding_weighs_its_causes_by_the_worst_finding_nested_under_it() -> None:
    # an HF run at lr 0.5 on an imbalanced binary table: the first logging window's mean is
    # 25x ln 2 (high), explained by the far too high rate (medium), and the val accuracy
    # sits at the majority rate (high). The rate's phenomenon is as severe as the blow-up it
    # explains: its cause must not drop under the class shares the collapse merely scores
    kb = load_knowledge_base()
    run = make_run({"lr": 0.5, "batch_size": 32, "num_classes": 2}, train=[17.6, 0.9, 0.6, 0.5])
    rate = Finding("learning-rate-out-of-range", "medium", 0.9, "lr 14x the usual", span=None,
                   measurements={"direction": "high", "too_high": True, "ratio": 14.1})
    start = Finding("bad-initial-loss", "high", 0.9, "first window 25x ln 2", span=(5, 5),
                    measurements={"before_updates": False, "ratio": 25.4, "initial_loss": 17.6})
    majority = Finding("metric-at-baseline", "high", 0.9, "accuracy at the majority rate", span=(32, 256),
                       measurements={"baseline_kind": "majority", "prior_skew": 0.59, "metric_value": 0.795,
                                     "baseline": 0.795})
    diagnosis = infer(run, [majority, rate, start], kb)
    nested = next(f for f in diagnosis.symptoms if f.id == "learning-rate-out-of-range")
    assert [f.id for f in nested.explains] == ["bad-initial-loss"] and nested.ranking_severity == "high"
    ranked = [c.id for c in diagnosis.causes]
    assert ranked.index("learning-rate-too-high") < ranked.index("class-imbalance"), ranked


def test_spikes_beside_a_dominant_class_name_the_class_shares_before_the_labels() -> None:
    # an MLP on a 98%/2% binary task at the majority rate, its step loss spiking on the
    # batches that hold a rare example (up to 0.4x the starting loss): label noise explains
    # such spikes on balanced classes; here the class shares already do
    kb = load_knowledge_base()
    run = make_run({"lr": 1e-3, "optimizer": "adam", "batch_size": 32, "num_classes": 2},
                   train=[0.69, 0.2, 0.1, 0.09])
    spikes = Finding("loss-spikes", "low", 0.8, "12 spikes up to 24x", span=(93, 228),
                     measurements={"count": 12, "max_spike_ratio": 24.4, "max_height_vs_initial": 0.37})

    def causes(skew: float, rate: float) -> list[RankedCause]:
        majority = Finding("metric-at-baseline", "high", 0.9, "at the majority rate", span=(31, 255),
                           measurements={"baseline_kind": "majority", "prior_skew": skew,
                                         "metric_value": rate, "baseline": rate})
        return infer(run, [majority, spikes], kb).causes

    dominant = [c.id for c in causes(0.967, 0.983)]
    assert dominant[0] == "class-imbalance", dominant
    # with a majority of 75% every batch holds minority examples: no reading from the spikes
    assert all("spikes-from-the-rare-class-batches" not in c.rules for c in causes(0.5, 0.75))


def test_a_far_too_high_lr_explains_a_collapse_from_a_blown_up_first_window() -> None:
    kb = load_knowledge_base()
    rate = Finding("learning-rate-out-of-range", "high", 0.9, "lr",
                   measurements={"direction": "high", "too_high": True})
    for before_updates, nested in ((False, True), (True, False)):
        collapse = Finding("zero-train-loss", "low", 0.9, "collapsed to 1.02 from 2.6e3", span=(10, 600),
                           measurements={"before_updates": before_updates, "relative_to_start": 4e-4})
        top = {f.id for f in explain_away([rate, collapse], kb)}
        assert ("zero-train-loss" not in top) is nested


def test_an_epoch_sawtooth_explains_a_rise_but_not_a_nan() -> None:
    # class-sorted batches: each epoch ends on classes the model then gets confidently
    # wrong, so the smoothed loss can end far above an earlier minimum without diverging
    kb = load_knowledge_base()
    for left_the_numbers, nested in ((False, True), (True, False)):
        sawtooth = Finding("periodic-loss", "high", 0.9, "repeats with the epoch", span=(0, 1000),
                           measurements={"strength": 0.88, "p_value": 1e-100})
        rise = Finding("loss-runaway", "high", 0.9, "rose 115x above its minimum", span=(200, 1000),
                       measurements={"left_the_numbers": left_the_numbers, "nonfinite": left_the_numbers})
        top = {f.id for f in explain_away([sawtooth, rise], kb)}
        assert ("loss-runaway" not in top) is nested


def test_a_stall_after_an_early_lr_cut_explains_a_flat_metric_and_a_plain_stall_does_not() -> None:
    # the lr cut froze the model wherever it was: its accuracy is no majority-class rate
    kb = load_knowledge_base()
    for cut, nested in ((True, True), (False, False)):
        stall = Finding("slow-convergence", "medium", 0.9, "stalled", span=(13, 255),
                        measurements={"lr_decayed_before_plateau": cut, "relative_drop": 0.29})
        flat = Finding("metric-at-baseline", "high", 0.85, "at the majority rate", span=(31, 255),
                       measurements={"baseline_kind": "majority", "prior_skew": 0.49})
        top = {f.id for f in explain_away([stall, flat], kb)}
        assert ("metric-at-baseline" not in top) is nested


def test_a_test_set_far_worse_than_validation_keeps_leakage_among_the_first_three() -> None:
    # batteries l, q and t: validation rows copied into training (or augmented copies split
    # apart) score validation at 1.3-2.3x the training loss, as a shifted test set leaves it,
    # so the shift stays first; a validation far below training names the leak first
    kb = load_knowledge_base()
    run = make_run({}, train=[2.0, 0.4], val=[2.0, 0.6])

    def gap(val_vs_train: float) -> Finding:
        measured = {"val_vs_train": val_vs_train, "ratio": 9.7, "test_value": 5.8, "val_value": 0.6}
        return Finding("val-test-gap", "high", 0.9, "gap", measurements=measured)

    like_training = [c.id for c in infer(run, [gap(1.3)], kb).causes]
    assert like_training[0] == "distribution-shift"
    assert "data-leakage" in like_training[:3]
    far_below = [c.id for c in infer(run, [gap(0.4)], kb).causes]
    assert far_below[0] == "data-leakage"


def test_validation_turning_late_with_training_far_from_fitted_names_the_labels_first() -> None:
    # battery ze (and s, zh, zi, zk, zt, zzp, zzq alike): diary labels an hour late, no
    # weight decay: validation turned 19% into the run with the training loss at 0.6x ln C,
    # then rose to ln C. A net short of regularisation memorises clean data from its first
    # epochs instead (batteries d, h, i: validation turned 2-4% into the run)
    kb = load_knowledge_base()
    run = make_run({"weight_decay": 0.0, "num_classes": 5, "train_size": 1000, "optimizer": "adam",
                    "lr": 3e-3, "epochs": 30, "steps_per_epoch": 32, "num_params": 21621},
                   train=[1.6, 1.2, 0.9, 0.14], val=[1.5, 1.1, 1.4, 1.9])
    # a validation accuracy above chance: the labels it scores still match their inputs
    run.add(Series.from_lists("val/acc", range(4), [0.3, 0.5, 0.55, 0.5], role=Role.VAL, kind=Kind.METRIC))
    gap = Finding("train-val-gap", "high", 0.95, "gap", span=(31, 959), measurements={
        "gap_ratio": 9.4, "val_at_chance": True, "val_better_than_train": False, "val_turned": True,
        "val_level": 1.89, "train_level": 0.135, "first_gap_ratio": 0.95})

    def ranked(onset: float) -> list[str]:
        overfit = Finding("overfitting", "high", 0.95, "val turned up", span=(191, 959), measurements={
            "onset_fraction": onset, "train_at_min_vs_chance": 0.61, "train_still_falling": True,
            "rise_fraction": 0.72, "val_min": 1.1, "regained_share": 2.46, "lr_annealed_at_min": False,
            "metric_based": False, "best_at_first_evaluation": False})
        return [c.id for c in infer(run, [overfit, gap], kb).causes]

    late = ranked(0.19)
    assert late[0] == "label-noise", late
    # stopping earlier would hide the damage the wrong labels do, not remove its source
    assert "too-many-epochs" not in late[:3], late
    early = ranked(0.03)
    assert early.index("insufficient-regularization") < early.index("label-noise"), early


def test_a_loss_nan_from_its_first_point_under_adam_names_the_inputs_and_their_missing_values() -> None:
    # batteries zc, zf, zzt, zzz: NaN readings left in a feature column make the loss NaN
    # from the first logged step under Adam at a usual rate, whose steps the rate bounds
    kb = load_knowledge_base()
    run = make_run({"lr": 2e-3, "optimizer": "adam", "batch_size": 32}, train=[float("nan")] * 6)
    nan_at_once = runaway(nonfinite=True, onset_fraction=0.0, finite_before_nonfinite=0, steps_before_onset=0)
    ranked = [c.id for c in infer(run, [nan_at_once], kb).causes]
    assert ranked[0] == "bad-input-data", ranked
    assert "missing-values" in ranked[:3], ranked
