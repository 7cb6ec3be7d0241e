"""The loss-accuracy-mismatch detector: a classifier's evaluation loss lower than any
cross-entropy of the predictions its accuracy scored can be.

A misclassified example's true class has at most half the probability mass (another
class has at least as much), so its cross-entropy is at least ln 2. A cross-entropy
averaged over examples with error rate e is therefore at least e ln 2, whatever the
model. A loss logged far under that bound is not the cross-entropy of those predictions:
a loss computed on probabilities (MSE against one-hot targets or class indices, a
negative log-likelihood handed logits) or an accuracy scored on other predictions.
No cross-entropy is negative either: a loss between -1 and 0 is minus the true class's
probability, a negative log-likelihood handed probabilities."""

from __future__ import annotations

import math

import numpy as np

from triage.detectors.base import Params
from triage.detectors.signal import (
    accuracy_series,
    chance_loss,
    confidence_from_points,
    curve_of,
    fmt_factor,
    hparam,
    val_losses,
)
from triage.model import Finding, Role, Run, Series

# accuracies that are no plain share of examples classified right (a balanced or per-class
# mean, a top-k hit, an exact match of a whole sequence or label set): their error rate is
# not the one the bound takes
_OTHER_ACCURACIES = (
    "balanced", "top", "macro", "micro", "weighted", "class", "exact", "seq", "subset", "mean",
)
# losses meant to sit below the cross-entropy (down-weighting easy or misclassified
# examples, or measuring the distance to a teacher's outputs)
_NON_CROSS_ENTROPY = ("focal", "distil", "kl", "kd")


def loss_accuracy_mismatch(run: Run, params: Params, notes: list[str]) -> list[Finding]:
    """An evaluation loss that sits far under error rate x ln 2 at the evaluations its
    accuracy was scored at."""
    task = str(hparam(run, "task") or "").lower()
    criterion = str(hparam(run, "criterion") or "").lower()
    if chance_loss(run) is None or "multi" in task:
        why = "no single-label classifier with a known class count"
    elif any(word in criterion for word in _NON_CROSS_ENTROPY):
        why = f"the declared criterion ({criterion}) is meant to differ from a cross-entropy"
    else:
        paired = [
            (loss, accuracy)
            for loss in val_losses(run, min_points=params["min_pairs"])
            for accuracy in accuracy_series(run, Role.VAL)
            if accuracy.dataset == loss.dataset and not accuracy.component
            and not any(word in accuracy.name.lower() for word in _OTHER_ACCURACIES)
        ]
        why = (
            f"fewer than {params['min_pairs']} evaluations logged a val loss beside a plain val accuracy "
            f"(a fraction) misclassifying {params['min_error_rate']:.0%} or more"
        )
        for loss, accuracy in paired:
            finding, unjudged = _mismatch(loss, accuracy, params)
            if finding is not None:
                return [finding]
            if not unjudged:
                return []  # judged: the loss can be a cross-entropy at these evaluations
            why = unjudged if unjudged != "few" else why
    notes.append(f"loss-accuracy-mismatch not assessed: {why}")
    return []


def _mismatch(loss: Series, accuracy: Series, params: Params) -> tuple[Finding | None, str]:
    """The finding for one (loss, accuracy) pair of the same evaluations, if the loss
    sits under the bound at most of the evaluations scored with min_error_rate or more;
    and, when the pair could not be judged, why ("few": too few such evaluations)."""
    loss_curve, accuracy_curve = curve_of(loss), curve_of(accuracy)
    if loss_curve is None or accuracy_curve is None or float(np.max(accuracy_curve.value)) > 1.0:
        return None, "few"  # an accuracy in percent (or unreadable) says nothing here
    at_step = dict(zip(loss_curve.step.tolist(), loss_curve.value.tolist(), strict=True))
    scored = [
        (at_step[step], 1.0 - value)
        for step, value in zip(accuracy_curve.step.tolist(), accuracy_curve.value.tolist(), strict=True)
        if step in at_step
    ]
    losses = np.array([value for value, _ in scored])
    if len(scored) >= params["min_pairs"] and float(np.min(losses)) < 0:
        # no cross-entropy is negative, at any accuracy; one that stays between -1 and 0 is
        # minus the true class's probability, what a negative log-likelihood handed
        # probabilities gives. Below -1 it is a loss descending without bound (loss-runaway's)
        if float(np.min(losses)) < -1.0 or float(np.median(losses)) >= 0:
            return None, f"{loss.name} goes negative, which no cross-entropy does (loss-runaway reads that)"
        first, last = int(accuracy_curve.first_step), int(accuracy_curve.last_step)
        return _negative_finding(loss, accuracy, np.array(scored).T, (first, last), params), ""
    pairs = [(value, error) for value, error in scored if error >= params["min_error_rate"]]
    if len(pairs) < params["min_pairs"]:
        return None, "few"
    values, errors = np.array(pairs).T
    ratios = values / (errors * math.log(2.0))
    ratio = float(np.median(ratios))
    if ratio >= params["max_loss_vs_bound"]:
        return None, ""
    error = float(np.median(errors))
    message = (
        f"{loss.name} reads {_range(values)} at the {len(pairs)} evaluations where {accuracy.name} "
        f"misclassifies {_range(errors, percent=True)} of the examples. A misclassified example "
        f"costs a cross-entropy at least ln 2 = 0.693, so at an error rate of {error:.0%} the loss "
        f"cannot be under {error * math.log(2.0):.3g}; the logged loss is {fmt_factor(ratio)}x that bound "
        f"(median; threshold {params['max_loss_vs_bound']:g}x). It is not the cross-entropy of the "
        "predictions the accuracy scored: a loss on probabilities (MSE against one-hot targets or "
        "class indices, a negative log-likelihood handed logits), a loss meant to sit below it (focal, "
        "distillation; declare it as the criterion hparam) or an accuracy computed on other predictions."
    )
    span = (int(accuracy_curve.first_step), int(accuracy_curve.last_step))
    bound = (ratio, float(np.min(ratios)))
    return _finding((loss, accuracy), message, (len(pairs), error, False), span, bound, params), ""


def _negative_finding(
    loss: Series, accuracy: Series, scored: np.ndarray, span: tuple[int, int], params: Params
) -> Finding:
    """The finding for a loss between -1 and 0 at the evaluations an accuracy scored
    (scored: the losses and error rates; span: the first and last of those steps)."""
    values, errors = scored
    error = float(np.median(errors))
    message = (
        f"{loss.name} reads {_range(values)} at the {len(values)} evaluations {accuracy.name} scored: a "
        "negative loss, which no cross-entropy is at any accuracy. Values between -1 and 0 are minus the "
        "probability of the true class: a negative log-likelihood (NLLLoss) handed probabilities "
        "(a softmax) instead of log-probabilities (log_softmax)."
    )
    ratio = float(np.median(values)) / (error * math.log(2.0)) if error > 0 else None
    return _finding((loss, accuracy), message, (len(values), error, True), span, (ratio, None), params)


def _finding(
    pair: tuple[Series, Series],
    message: str,
    scored: tuple[int, float, bool],
    span: tuple[int, int],
    bound: tuple[float | None, float | None],
    params: Params,
) -> Finding:
    """The loss-accuracy-mismatch finding (scored: the evaluations judged, their median
    error rate and whether the loss was negative; bound: the median and lowest loss over
    the error-rate bound, None where it does not apply)."""
    evaluations, error, negative = scored
    return Finding(
        id="loss-accuracy-mismatch",
        severity="medium",
        confidence=confidence_from_points(evaluations, params["min_pairs"], params["full_pairs"]),
        message=message,
        series=(pair[0].name, pair[1].name),
        onset_step=span[0],
        span=span,
        measurements={
            "loss_vs_error_bound": bound[0],
            "lowest_loss_vs_error_bound": bound[1],
            "error_rate": error,
            "evaluations": evaluations,
            "negative_loss": negative,
            "threshold_max_loss_vs_bound": params["max_loss_vs_bound"],
            "threshold_min_error_rate": params["min_error_rate"],
        },
    )


def _range(values: np.ndarray, percent: bool = False) -> str:
    """'0.144 to 0.164' (or '44% to 49%'), one value when they round alike."""
    low, high = float(np.min(values)), float(np.max(values))
    shown = [f"{v:.0%}" if percent else f"{v:.3g}" for v in (low, high)]
    return shown[0] if shown[0] == shown[1] else f"{shown[0]} to {shown[1]}"
