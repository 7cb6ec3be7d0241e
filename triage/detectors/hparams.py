"""Detectors on the run's configuration: a learning rate so far outside its
optimizer's usual range that it is a finding whatever the curves show (a hint
only when the training loss shows the rate did no harm), and a declared loss
function meant for another task than the one the run declares."""

from __future__ import annotations

import numpy as np

from triage.detectors.base import Params
from triage.detectors.signal import (
    BINARY_LOSS_WORDS,
    binned,
    chance_loss,
    classification_task,
    curve_of,
    declared_num_classes,
    describe_change,
    epoch_loss_beside,
    fmt_factor,
    fmt_share_of,
    hparam,
    hparam_number,
    peak_lr,
    primary_train_loss,
    relative_change,
)
from triage.model import Finding, Run, Severity
from triage.model.hparams import (
    EITHER_FAMILY,
    OPTIMIZER_ASSUMED,
    SGD_REFERENCE_MOMENTUM,
    lr_reference,
    optimizer_family,
    rate_that_ran,
    sgd_momentum_scale,
    typical_lr,
)


def learning_rate_out_of_range(run: Run, params: Params, notes: list[str]) -> list[Finding]:
    """The configured lr against the usual lr of its optimizer family and batch size."""
    configured = hparam_number(run, "lr")
    logged = peak_lr(run)
    # none configured, or a schedule that raised the rate well above the configured one (a
    # cyclic or one-cycle schedule configured by its base rate, a decay factor above 1): the
    # logged peak is the rate that ran, and the one to judge
    lr = rate_that_ran(configured, logged[2] if logged is not None else None)
    from_hparams = lr is not None and lr == configured
    raised = configured is not None and not from_hparams
    if lr is None or lr <= 0:
        notes.append(
            "learning-rate-out-of-range not assessed: no positive learning rate in the hparams or logs"
        )
        return []
    optimizer = str(hparam(run, "optimizer") or "") or None
    batch_size = hparam_number(run, "batch_size")
    assumed = hparam(run, OPTIMIZER_ASSUMED) is True
    momentum = hparam_number(run, "momentum")
    family, usual = lr_reference(lr, optimizer, batch_size, assumed, momentum)
    if usual is None or family is None:
        notes.append(
            "learning-rate-out-of-range not assessed: optimizer unknown, so the learning rate was not "
            "compared with a usual range"
        )
        return []
    ratio = lr / usual
    # an optimizer the reader only assumed: a rate far above its default's range and still
    # well above the nearer range (SGD's) is too high whichever the run used
    default_usual = typical_lr(optimizer_family(optimizer), batch_size) if assumed else None
    above_both = bool(
        default_usual and lr / default_usual >= params["high_ratio"] and ratio >= params["assumed_high_ratio"]
    )
    # a recorded optimizer's rate from harmful_high_ratio to max_unharmed_ratio: its loss
    # is judged once for both readings. Under high_ratio, harm (no fall of half its start,
    # a climb, a blow-up, a classifier stuck above half of ln C) makes the rate the likely
    # culprit; from high_ratio, a loss that shows no harm vouches for the rate (below)
    judged = not assumed and params["harmful_high_ratio"] <= ratio < params["max_unharmed_ratio"]
    # an assumed optimizer's rate, too high for either family by less than high_ratio: the
    # optimizer that ran is unknown (Adadelta's default is 1.0), so a loss that shows no harm
    # vouches for it too
    judged = judged or (assumed and above_both and ratio < params["high_ratio"])
    fell, harm = _fell_unharmed(run, params) if judged else (None, "")
    harmed = bool(harm) and ratio < params["high_ratio"] and not assumed
    if params["low_ratio"] < ratio < params["high_ratio"] and not above_both and not harmed:
        return []
    high = ratio >= params["high_ratio"] or above_both or harmed
    severity: Severity = "high" if ratio >= params["high_ratio"] else "medium"
    # a rate far above its recorded optimizer's usual one that the loss shows no harm from
    # (it fell most of the way from its start, every point finite, and ends near its
    # lowest: no blow-up, no stall) is a choice the curves do not fault (targets in large
    # units, a short schedule): a note. Beyond max_unharmed_ratio no curve vouches for it
    # (the rate that ran is likely not the one recorded), nor, from high_ratio, an assumed
    # optimizer's. (A recorded optimizer's unharmed loss under high_ratio returned above; an
    # assumed optimizer's rate too high for both families reaches here under it.)
    if fell is not None:
        severity = "low"
    steps = [s.first_step for s in run.series.values() if len(s) and s.first_step is not None]
    last = [s.last_step for s in run.series.values() if len(s) and s.last_step is not None]
    start = int(min(steps)) if steps else None
    span = (start, int(max(last))) if start is not None and last else None
    where = "configured" if from_hparams else "logged (peak of the lr series)"
    if raised and configured:
        rise = fmt_factor(lr / configured)
        where = f"logged (peak of the lr series, {rise}x the configured {configured:.3g})"
    return [
        Finding(
            id="learning-rate-out-of-range",
            severity=severity,
            confidence=0.9 if from_hparams else 0.75,
            message=_message(
                lr, where, ratio, usual, family, batch_size, params, high, optimizer,
                default_usual if above_both else None, momentum,
            ) + (f" Yet the training loss fell {fell:.0%} from its start without blowing up or stalling: if "
                 "the rate is intended, the curves show no harm from it." if fell is not None else "")
            + (f" Under the {params['high_ratio']:g}x threshold, but {params['harmful_high_ratio']:g}x or "
               f"more, and the training loss shows harm: {harm}." if harmed else ""),
            series=(),
            onset_step=start,
            span=span,
            measurements={
                "lr": lr,
                "typical_lr": usual,
                "lr_ratio": float(np.float64(ratio)),
                "optimizer_family": family,
                "direction": "high" if high else "low",
                "too_high": bool(high),
                "from_hparams": from_hparams,
                "loss_fell_unharmed": fell is not None,
            },
        )
    ]


def _fell_unharmed(run: Run, params: Params) -> tuple[float | None, str]:
    """How far the train loss fell, when it shows a rate did it no harm: every point
    finite; no jump at the start (no point of the first tenth of the step losses, when
    logged, max_start_jump times the first point); the medians of the run's tenths (of
    the epoch means when logged) never rising by more than max_end_above_lowest from one
    to the next, the last min_unharmed_fall below the first (or below the first epoch's
    mean, when a step log vouched for the start) and within max_end_above_lowest of the
    lowest; and a classifier ending below half of ln C (it learned). The fall is measured
    from the first tenth's median or, when higher, from the first epoch's mean (when a step
    log vouched for the start) or the log's own first point (without epoch means). None
    else (or with under ten points to judge), with the harm seen ("" when there were too few
    points to judge)."""
    series = primary_train_loss(run, "epoch", min_points=10)
    if series is None:
        return None, ""
    if not np.all(np.isfinite(series.value)):
        return None, f"{series.name} has NaN/Inf points"
    curve = curve_of(series)
    if curve is None or len(curve) < 10 or not curve.log_space:
        return None, ""
    # the jump at the start is judged on the step losses, which an epoch mean would
    # average away; the rises on the epoch means, each a whole epoch of batches, where a
    # tenth's median of a few batch losses moves with the noise of a heavy-tailed loss
    steps = primary_train_loss(run, "step", min_points=10)
    step_curve = curve_of(steps) if steps is not None and steps.aggregation != "epoch" else None
    jump_curve = step_curve if step_curve is not None and len(step_curve) >= 10 else curve
    head = jump_curve.value[: max(2, len(jump_curve) // 10)]
    if float(np.max(head)) >= params["max_start_jump"] * float(head[0]):
        return None, f"{jump_curve.name} jumped {params['max_start_jump']:g}x or more within its first tenth"
    means = curve if series.aggregation == "epoch" else epoch_loss_beside(run, curve)
    if means is not None and len(means) >= 10 and bool(np.all(means.value > 0)):
        curve = means
    chance = chance_loss(run)
    if chance is not None and classification_task(run) and float(curve.value[-1]) >= 0.5 * chance:
        end = float(curve.value[-1]) / chance
        return None, f"{curve.name} ends at {fmt_share_of(end)} ln C, not below half of it"
    _, tenths = binned(curve.step, curve.judged(curve.value), 10)
    allowed_rise = float(np.log1p(params["max_end_above_lowest"]))
    if np.any(np.diff(tenths) > allowed_rise) or float(tenths[-1] - np.min(tenths)) > allowed_rise:
        rise = params["max_end_above_lowest"]
        return None, f"{curve.name} climbed back {rise:.0%} or more above a lower level"
    # the fall is measured from the first tenth's median, or from the first point when
    # higher and the jump check vouched for it (a fast fall lies within the first tenth):
    # the first epoch's mean when a step log showed no jump in it, else the log's own
    start = float(tenths[0])
    if curve is not means or jump_curve is step_curve:
        start = max(start, float(curve.judged(curve.value[:1])[0]))
    fell = relative_change(start, float(tenths[-1]), log_space=True)
    if fell < params["min_unharmed_fall"]:
        return None, f"{curve.name} {describe_change(fell, 0, only=True)} from its start"
    return fell, ""


def _message(
    lr: float,
    where: str,
    ratio: float,
    usual: float,
    family: str,
    batch_size: float | None,
    params: Params,
    high: bool,
    optimizer: str | None,
    default_usual: float | None,
    momentum: float | None = None,
) -> str:
    """What was compared with what: the family's usual rate, or for an optimizer the log
    does not record, the assumed default's and the nearer family's."""
    at_batch = f" at batch size {batch_size:.0f}" if family != "adam-like" and batch_size else ""
    damp = sgd_momentum_scale(momentum)
    if family == "sgd" and damp < 1.0:
        at_batch += (
            f"{' and' if at_batch else ' at'} momentum {momentum:g} ({damp:.2g}x the rate usual at momentum "
            f"{SGD_REFERENCE_MOMENTUM:g}: a heavier momentum sums each gradient into more steps)"
        )
    verdict = "far too high for stable training" if high else "far too low to train in any sane time"
    if family != EITHER_FAMILY:
        return (
            f"The {where} learning rate {lr:.3g} is {fmt_factor(ratio)}x the usual {usual:.3g} for {family} "
            f"optimizers{at_batch} (thresholds {params['high_ratio']:g}x above, {params['low_ratio']:g}x "
            f"below): {verdict}."
        )
    if default_usual is None:
        return (
            f"The {where} learning rate {lr:.3g} is {fmt_factor(ratio)}x the usual {usual:.3g}, the "
            f"nearer of SGD's{at_batch} and Adam's usual rates (the log records no optimizer; thresholds "
            f"{params['high_ratio']:g}x above, {params['low_ratio']:g}x below): {verdict} with either."
        )
    return (
        f"The {where} learning rate {lr:.3g} is {fmt_factor(lr / default_usual)}x the usual "
        f"{default_usual:.3g} for {optimizer}, the default assumed because the log records no optimizer, "
        f"and still {fmt_factor(ratio)}x the usual {usual:.3g} for SGD{at_batch} (thresholds "
        f"{params['high_ratio']:g}x and {params['assumed_high_ratio']:g}x): {verdict} whichever was used."
    )


# Words of a declared criterion (its class or function name, lower-cased) that name a loss
# for real-valued targets, and ones that name a loss over class labels. Poisson and Gaussian
# negative log-likelihoods are regression losses despite their "nll".
_REGRESSION_LOSS_WORDS = (
    "mse", "mean_squared", "meansquared", "l1", "mae", "mean_absolute", "meanabsolute", "huber",
    "smooth_l1", "poisson", "gaussian", "msle", "logcosh", "log_cosh", "rmse",
)
_CLASSIFICATION_LOSS_WORDS = (
    "cross_entropy", "crossentropy", "nll", "hinge", "focal", "softmax", "kl_div", "kldiv",
) + BINARY_LOSS_WORDS


def loss_function_mismatch(run: Run, params: Params, notes: list[str]) -> list[Finding]:
    """A declared criterion meant for another task than the declared one: a regression loss
    on a classification (task or class count declared), a classification loss on a declared
    regression, a binary loss on a single-label task of three or more declared classes."""
    # only a name is a loss function: a number under `loss` is a logged loss value
    declared_criterion = hparam(run, "criterion")
    criterion = declared_criterion.strip() if isinstance(declared_criterion, str) else ""
    words = criterion.lower()
    if not words:
        notes.append("loss-function-mismatch not assessed: the hparams declare no loss function")
        return []
    task = str(hparam(run, "task") or "").lower()
    classes = declared_num_classes(run)
    regression_loss = any(word in words for word in _REGRESSION_LOSS_WORDS)
    classification_loss = any(word in words for word in _CLASSIFICATION_LOSS_WORDS)
    binary_loss = any(word in words for word in BINARY_LOSS_WORDS)
    where = f"the {classes}-class classification the hparams declare" if classes else (
        f"the classification the hparams declare (task {task})"
    )
    regression = "regress" in task
    if regression_loss and not classification_loss and (classes or "class" in task) and not regression:
        kind, why = "regression", f"a loss for real-valued targets on {where}"
    elif classification_loss and not regression_loss and regression:
        kind, why = "classification", (
            f"a loss over class labels on the regression the hparams declare (task {task})"
        )
    elif binary_loss and classes is not None and classes >= 3 and "multi" not in task and not regression:
        kind, why = "binary", (
            f"a two-class (or multi-label) loss on {where}; a single-label task of {classes} "
            "classes takes a softmax cross-entropy"
        )
    else:
        if not task and classes is None:
            notes.append(
                f"loss-function-mismatch not assessed: the hparams declare a loss function ({criterion}) "
                "but no task or class count to hold it against"
            )
        return []
    return [
        Finding(
            id="loss-function-mismatch",
            severity="low",
            confidence=0.7,
            message=(
                f"The declared loss function ({criterion}) is {why}. The curves cannot say which was "
                "intended: if the task is as declared, check the criterion and the targets it is given."
            ),
            series=(),
            onset_step=None,
            span=None,
            measurements={
                "criterion": criterion,
                "criterion_kind": kind,
                "task": task or None,
                "num_classes": classes,
            },
        )
    ]
