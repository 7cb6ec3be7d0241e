"""The metric-at-baseline detector: an accuracy pinned at the chance rate (1/C)
or at the majority-class rate that a constant predictor already gets."""

from __future__ import annotations

import math

import numpy as np
import numpy.typing as npt

from triage.detectors.base import Params
from triage.detectors.signal import (
    accuracy_series,
    chance_loss,
    curve_of,
    edge_level,
    fmt_share_of,
    fmt_step,
    hparam_number,
    num_classes,
    primary_train_loss,
    val_losses,
)
from triage.model import Finding, Kind, Role, Run, Series


def _constant_predictor_loss(majority: float, classes: int) -> float:
    """Cross-entropy of predicting the class prior: majority class at `majority`,
    the rest shared evenly (the loss a model that learned nothing but the prior gets)."""
    rest = (1.0 - majority) / max(classes - 1, 1)
    loss = -majority * math.log(majority)
    if rest > 0:
        loss -= (1.0 - majority) * math.log(rest)
    return loss


def metric_at_baseline(run: Run, params: Params, notes: list[str]) -> list[Finding]:
    """Accuracy that ends (and stays) at the chance or majority-class rate."""
    candidates = accuracy_series(run, Role.VAL) + accuracy_series(run, Role.TRAIN)
    if not candidates:
        notes.append("metric-at-baseline not assessed: no train or val accuracy logged")
        return []
    classes, source = num_classes(run)
    declared_majority = hparam_number(run, "majority_fraction")
    for series in candidates:
        curve = curve_of(series)
        if curve is None or len(curve) < params["min_points"]:
            continue
        final = edge_level(curve.value, params["tail_fraction"], end=True)
        tail = curve.value[len(curve) - max(1, int(math.ceil(len(curve) * params["tail_fraction"]))) :]
        spread = float(np.quantile(tail, 0.9) - np.quantile(tail, 0.1))
        baseline: float | None = None
        kind = ""
        # a loss of the same split at a uniform guess's level says the predictions carry
        # nothing beyond the class prior, so an accuracy near chance is chance's, even a few
        # points above it (what argmax over a near-uniform output picks follows the prior)
        chance_tolerance = params["chance_tolerance"]
        loss_level = _loss_vs_chance(run, series.role)
        if classes is not None and loss_level is not None and loss_level >= params["loss_at_chance_fraction"]:
            widest = params["loss_at_chance_tolerance_share"] * (1 - 1 / classes)
            chance_tolerance = max(chance_tolerance, widest)
        shares = _class_shares_hit(curve.value, classes) if classes is not None else None
        if shares is not None:
            # each evaluation scored one class's share: every input got the same class
            baseline, kind = max(shares), "one-class"
        # at chance, or below it (a model that learned shuffled labels can do worse than guessing)
        elif classes is not None and final - 1.0 / classes <= chance_tolerance:
            baseline, kind = 1.0 / classes, "chance"
        elif declared_majority is not None and abs(final - declared_majority) <= params["majority_tolerance"]:
            baseline, kind = declared_majority, "majority"
        elif classes is not None and _whole_run_spread(curve.value) <= _flat_enough(final, params) \
                and final > 1.0 / classes:
            baseline, kind = _majority_from_loss(run, series.role, final, classes, params)
        elif classes is None and final <= params["zero_metric_level"] \
                and _whole_run_spread(curve.value) <= params["max_flat_spread"]:
            # an accuracy pinned at 0 is below the chance rate of any class count
            baseline, kind = 0.0, "chance"
        if baseline is None:
            continue
        if kind == "chance" and spread > chance_tolerance and final > baseline \
                and _climbing(tail, baseline, chance_tolerance):
            continue  # climbing out of chance by more than the tolerance: not pinned
        onset = curve.first_step
        tolerance = chance_tolerance if kind == "chance" else params["majority_tolerance"]
        widened = kind == "chance" and chance_tolerance > params["chance_tolerance"]
        return [
            Finding(
                id="metric-at-baseline",
                severity="high",
                confidence=0.85 if source == "hparams" or kind == "majority" else 0.6,
                message=(
                    f"{series.name} ends at {final:.3f}, "
                    + _baseline_words(kind, baseline, classes, shares, tolerance)
                    + (f", widened because the {series.role.value} loss ends at {fmt_share_of(loss_level)} "
                       "ln C: the predictions carry nothing beyond the class prior"
                       if widened and loss_level is not None else "")
                    + f"; from step {fmt_step(onset)} it never beat that baseline."
                ),
                series=(series.name,),
                onset_step=onset,
                span=(onset, curve.last_step),
                measurements={
                    "metric_value": final,
                    "baseline": baseline,
                    "metric_vs_baseline": final / baseline if baseline > 0 else None,
                    "baseline_kind": kind,
                    "prior_skew": _prior_skew(baseline, classes) if kind == "majority" else None,
                    "num_classes": classes,
                    "tail_spread": spread,
                    "threshold_chance_tolerance": chance_tolerance,
                    "loss_vs_chance": loss_level,
                },
            )
        ]
    majority = _majority_by_zero_recall(run, params)
    if majority is not None:
        return [majority]
    if classes is None:
        notes.append("class count unknown: metric-at-baseline only checked against a declared majority rate")
    return []


def _climbing(tail: npt.NDArray[np.float64], baseline: float, tolerance: float) -> bool:
    """Whether an accuracy's tail ends at its highest, more than twice the chance
    tolerance above the baseline: it is moving up out of chance, not scattering about it
    (an evaluation on a few hundred examples scatters by a few points either way)."""
    return bool(tail[-1] >= np.max(tail) and tail[-1] > baseline + 2.0 * tolerance)


def _baseline_words(
    kind: str, baseline: float, classes: int | None, shares: tuple[float, ...] | None, tolerance: float
) -> str:
    """What the metric sits at, in words, for each kind of baseline."""
    if kind == "one-class":
        return (
            f"and every evaluation scored one of {classes} values that add up to 1 "
            f"({', '.join(f'{v:.3f}' for v in sorted(shares or ()))}): the class shares of the "
            "evaluation set, what predicting one class for every input gets (which class changes)"
        )
    if kind == "chance" and classes is None:
        # an accuracy pinned at 0 (the class count unknown): worse than guessing
        return (
            "flat over the whole run: below the chance rate 1/C of any class count "
            f"(tolerance {tolerance:.3g})"
        )
    if kind == "chance":
        return (
            f"no better than the chance rate {baseline:.3f} for {classes} classes "
            f"(tolerance {tolerance:.3g})"
        )
    return (
        f"the {kind} rate {baseline:.3f}: what always predicting the most frequent class gets"
        f" (tolerance {tolerance})"
    )


def _class_shares_hit(values: npt.NDArray[np.float64], classes: int) -> tuple[float, ...] | None:
    """The class shares of the evaluation set when every accuracy logged is one of
    exactly `classes` values (to 3 decimals) that add up to 1 (within the rounding):
    each evaluation scored what predicting a single class for every input scores.
    None else (a model that learned anything scores other values)."""
    levels = np.unique(np.round(values, 3))
    if classes < 2 or len(levels) != classes or len(values) < 2 * classes:
        return None
    if abs(float(levels.sum()) - 1.0) > 0.0005 * classes + 1e-9:
        return None
    return tuple(float(v) for v in levels)


_POSITIVE_CLASS_METRICS = ("recall", "f1", "sensitivity", "tpr")


def _majority_by_zero_recall(run: Run, params: Params) -> Finding | None:
    """An accuracy above one half while the recall / F1 of the same split is 0:
    the model predicts only the majority class, and the accuracy is that class's
    share, not anything learned (the class count need not be known)."""
    for role in (Role.VAL, Role.TRAIN):
        zero = []
        for series in run.select(role=role, kind=Kind.METRIC):
            name = series.name.lower()
            if not any(word in name for word in _POSITIVE_CLASS_METRICS):
                continue
            curve = curve_of(series)
            if curve is None or len(curve) < params["min_points"]:
                continue
            # zero at most points and at the end: the positive class is (again) never predicted
            zeros = np.abs(curve.value) <= params["zero_metric_level"]
            if zeros.mean() >= 0.5 and bool(zeros[-1]):
                zero.append(series.name)
        if not zero:
            continue
        for series in accuracy_series(run, role):
            curve = curve_of(series)
            if curve is None or len(curve) < params["min_points"]:
                continue
            # the majority share is the value a class-blind predictor keeps hitting
            levels, counts = np.unique(np.round(curve.value, 3), return_counts=True)
            final = float(levels[int(np.argmax(counts))])
            if counts.max() < 0.5 * len(curve) or not 0.5 < final < 0.99:
                continue
            onset = curve.first_step
            return Finding(
                id="metric-at-baseline",
                severity="high",
                confidence=0.8,
                message=(
                    f"{series.name} sits at {final:.3f} at {int(counts.max())} of {len(curve)} points while "
                    f"{', '.join(zero)} "
                    f"{'is' if len(zero) == 1 else 'are'} 0 (at most {params['zero_metric_level']}) "
                    "at most points and at the end: the model predicts only the majority class, "
                    "and the accuracy is that class's share."
                ),
                series=(series.name, *zero),
                onset_step=onset,
                span=(onset, curve.last_step),
                measurements={
                    "metric_value": final,
                    "baseline": final,
                    "baseline_kind": "majority",
                    "prior_skew": _prior_skew(final, None),
                    "num_classes": None,
                    "tail_spread": None,
                    "threshold_chance_tolerance": params["chance_tolerance"],
                },
            )
    return None


def _prior_skew(majority: float, classes: int | None) -> float:
    """How dominant the majority class is: 0 for balanced classes, 1 for a single
    class ((share - 1/C) / (1 - 1/C); a class count unknown is taken as binary)."""
    uniform = 1.0 / (classes or 2)
    return float(np.clip((majority - uniform) / (1.0 - uniform), 0.0, 1.0))


def _split_loss(run: Run, role: Role) -> Series | None:
    """The loss beside an accuracy of `role`: the val loss, else the epoch train loss."""
    losses = val_losses(run) if role == Role.VAL else []
    return losses[0] if losses else primary_train_loss(run, "epoch")


def _loss_vs_chance(run: Run, role: Role) -> float | None:
    """The final loss of the accuracy's split over ln C, for a classification task whose
    class count is known; None when unknown."""
    chance = chance_loss(run)
    series = _split_loss(run, role) if chance is not None else None
    curve = curve_of(series) if series is not None else None
    if chance is None or curve is None or not len(curve):
        return None
    return float(np.median(curve.value[-max(1, len(curve) // 5) :])) / chance


def _majority_from_loss(
    run: Run, role: Role, accuracy: float, classes: int, params: Params
) -> tuple[float | None, str]:
    """A flat accuracy is the majority rate when the loss of the same split also
    sits at the loss of a constant predictor of that prior (nothing beyond the
    prior was learned)."""
    series = _split_loss(run, role)
    if series is None:
        return None, ""
    curve = curve_of(series)
    if curve is None or accuracy >= 1.0:
        return None, ""
    # a constant predictor's loss sits at the prior's entropy once it learned the
    # prior; a loss still falling over the second half is a model learning beyond it
    # (near 1 a good classifier's loss and a skewed prior's entropy coincide)
    half = curve.value[len(curve) // 2 :]
    fifth = max(1, len(half) // 5)
    head, tail_level = float(np.median(half[:fifth])), float(np.median(half[-fifth:]))
    if head > 0 and (head - tail_level) / head >= params["max_prior_loss_drop"]:
        return None, ""
    loss = edge_level(curve.value, params["tail_fraction"], end=True)
    expected = _constant_predictor_loss(accuracy, classes)
    if expected > 0 and abs(loss - expected) / expected <= params["prior_loss_tolerance"]:
        return accuracy, "majority"
    return None, ""


def _flat_enough(accuracy: float, params: Params) -> float:
    """How flat an accuracy must be to be a constant predictor's. Near 1 a good
    classifier's loss and a skewed prior's entropy coincide, and a classifier that
    plateaued early moves its accuracy by a point at most: there only an accuracy
    that never moves at all (a constant predictor scores the same share of a fixed
    set every time) is the majority rate."""
    if accuracy >= params["high_majority_accuracy"]:
        return float(params["max_exact_spread"])
    return float(params["max_flat_spread"])


def _whole_run_spread(values: npt.NDArray[np.float64]) -> float:
    """10-90% range over the run after its first point: a majority-rate
    predictor is flat from the start, a learning model is not."""
    rest = values[1:] if len(values) > 1 else values
    return float(np.quantile(rest, 0.9) - np.quantile(rest, 0.1))
