"""Detectors for the signals triage's TrainingMonitor records inside training
(non-finite origin, stale gradients, frozen weights, dead units, input scale, ...).

They read only the Run: the series names below are the contract between the
monitor (which writes them as TensorBoard scalars) and these detectors. A
per-layer series is `<prefix>/<module or parameter name>`.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

import numpy as np

from triage.detectors.base import DetectorSpec, Params
from triage.model import Finding, Run, Series, Severity

# ---------------------------------------------------------------- the series the monitor writes

LOSS_TAG = "train/loss"
GRAD_NORM_TAG = "train/grad_norm"
LR_TAG = "train/lr"
UPDATE_RATIO_TAG = "train/update_ratio"  # median over weight matrices of |dw|/|w| at one step
# Per-layer and per-event signals live in the `monitor/` namespace: `monitor/<signal>/<layer>`
# is classified by `<signal>` alone (triage.readers.naming), never by words in the layer name.
NAMESPACE = "monitor"
LAYER_GRAD_NORM = "monitor/grad_norm"
LAYER_UPDATE_RATIO = "monitor/update_ratio"
LAYER_WEIGHT_NORM = "monitor/weight_norm"
DEAD_FRACTION = "monitor/dead_fraction"
SATURATED_FRACTION = "monitor/saturated_fraction"
INPUT_MEAN = "input/mean"
INPUT_STD = "input/std"
INPUT_MIN = "input/min"
INPUT_MAX = "input/max"
INPUT_NONFINITE = "input/nonfinite"
TARGET_MAJORITY = "targets/majority_fraction"
TARGET_MINORITY = "targets/minority_fraction"
TARGET_CLASSES = "targets/classes_seen"
# value 1 at the step a non-finite value first appeared; the suffix says where
NONFINITE_FORWARD = "monitor/nonfinite_forward"  # + /<module>: that module's output
NONFINITE_GRAD = "monitor/nonfinite_grad"  # + /<parameter>: that parameter's gradient
NONFINITE_PARAM = "monitor/nonfinite_param"  # + /<parameter>: the weight itself, before its forward
NONFINITE_INPUT = "monitor/nonfinite_input"
NONFINITE_CRITERION = "monitor/nonfinite_criterion"  # every checked output finite, the loss is not
NONFINITE_UNLOCATED = "monitor/nonfinite_unlocated"  # nothing the monitor checked was non-finite
# cumulative counters
STALE_GRAD_STEPS = "monitor/stale_grad_steps"  # checked steps whose first backward found leftover grads
GRAD_RESET_CHECKS = "monitor/grad_reset_checks"  # optimizer steps whose first backward was checked
OPTIMIZER_STEPS = "monitor/optimizer_steps"
NOGRAD_TRAINMODE_FORWARDS = "monitor/nograd_forwards_dropout_active"
FROZEN = "monitor/frozen"  # + /<parameter>: requires_grad is False; value = element count
NOT_IN_OPTIMIZER = "monitor/not_in_optimizer"  # + /<parameter>: trainable, in no param group; value = count


def per_layer(run: Run, prefix: str) -> dict[str, Series]:
    """{layer name: series} for the series named `<prefix>/<layer>`."""
    head = prefix + "/"
    return {name[len(head) :]: s for name, s in run.series.items() if name.startswith(head) and len(s)}


def _finite(values: Iterable[float]) -> np.ndarray:
    array = np.asarray(list(values) if not isinstance(values, np.ndarray) else values, dtype=np.float64)
    return array[np.isfinite(array)]


def _later_half(series: Series) -> np.ndarray:
    """The finite values of the later half of a series: what the run settled into."""
    values = _finite(series.value)
    return values[len(values) // 2 :] if len(values) > 1 else values


def _names(items: Iterable[str], limit: int = 5) -> str:
    listed = sorted(items)
    shown = ", ".join(listed[:limit])
    return shown + (f" and {len(listed) - limit} more" if len(listed) > limit else "")


def _int(value: object) -> int | None:
    try:
        number = float(value)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return None
    return int(number) if math.isfinite(number) else None


# ---------------------------------------------------------------- detectors


def nonfinite_first_seen(run: Run, params: Params, notes: list[str]) -> list[Finding]:
    """Where a NaN/Inf first appeared, as the monitor located it from what it checked at that step."""
    places: list[tuple[int, str, str, str]] = []  # (step, where, name, series)
    for prefix, where in (
        (NONFINITE_FORWARD, "forward"),
        (NONFINITE_GRAD, "gradient"),
        (NONFINITE_PARAM, "parameter"),
    ):
        for name, series in per_layer(run, prefix).items():
            places.append((int(series.step[0]), where, name, series.name))
    for tag, where in (
        (NONFINITE_INPUT, "input"),
        (NONFINITE_CRITERION, "criterion"),
        (NONFINITE_UNLOCATED, "unlocated"),
    ):
        if tag in run.series and len(run.series[tag]):
            places.append((int(run.series[tag].step[0]), where, "", tag))
    if not places:
        return []
    step, where, name, tag = min(places)
    described = {
        "forward": f"in the output of module '{name}' during the forward pass",
        "gradient": f"in the gradient of parameter '{name}' during the backward pass "
        "(the module outputs checked in the forward pass were finite)",
        "parameter": f"in the weights of parameter '{name}' themselves",
        "input": "in the input batch itself, before the model saw it",
        "criterion": "in the loss computed from module outputs that were checked and finite",
        "unlocated": "in the loss or gradients; no tensor the monitor checked was non-finite",
    }[where]
    module = name.rsplit(".", 1)[0] if where in ("gradient", "parameter") and "." in name else name
    tensor = {"forward": "output", "gradient": "gradient", "parameter": "parameter"}.get(where, where)
    return [
        Finding(
            id="nonfinite-first-seen",
            severity="critical",
            confidence=0.95 if where != "unlocated" else 0.6,
            message=f"A NaN/Inf first appeared at step {step:,} {described}.",
            series=(tag,),
            onset_step=step,
            span=(step, run.last_step if run.last_step is not None else step),
            measurements={
                "where": where,
                "tensor": tensor,
                "module": module,
                "parameter": name if where in ("gradient", "parameter") else "",
                "step": step,
            },
        )
    ]


def gradient_accumulation(run: Run, params: Params, notes: list[str]) -> list[Finding]:
    """Optimizer steps whose first backward pass found the previous step's gradients still there."""
    stale_series = run.series.get(STALE_GRAD_STEPS)
    # the steps whose first backward was checked (the monitor checks its measured steps)
    steps_series = run.series.get(GRAD_RESET_CHECKS, run.series.get(OPTIMIZER_STEPS))
    if stale_series is None or steps_series is None or not len(stale_series) or not len(steps_series):
        return []
    stale, checked = _int(stale_series.value[-1]), _int(steps_series.value[-1])
    if stale is None or not checked or checked < params["min_steps"]:
        return []
    fraction = stale / checked
    if fraction < params["min_stale_fraction"]:
        return []
    onset = int(stale_series.step[int(np.argmax(stale_series.value > 0))])
    return [
        Finding(
            id="gradient-accumulation",
            severity="high",
            confidence=min(1.0, 0.6 + 0.4 * fraction),
            message=(
                f"In {stale:,} of {checked:,} checked optimizer steps ({fraction:.0%}) the first backward "
                f"pass added to gradients left over from the previous step (threshold "
                f"{params['min_stale_fraction']:.0%}): zero_grad() is not being called."
            ),
            series=(STALE_GRAD_STEPS, steps_series.name),
            onset_step=onset,
            span=(onset, int(stale_series.step[-1])),
            measurements={
                "stale_fraction": fraction,
                "stale_steps": stale,
                "optimizer_steps": checked,
                "threshold_stale_fraction": params["min_stale_fraction"],
            },
        )
    ]


def eval_in_train_mode(run: Run, params: Params, notes: list[str]) -> list[Finding]:
    """Forward passes without gradients (evaluation) while dropout/batch-norm were in training mode."""
    series = run.series.get(NOGRAD_TRAINMODE_FORWARDS)
    if series is None or not len(series):
        return []
    count = _int(np.nanmax(series.value))
    if count is None or count < params["min_forwards"]:
        return []
    onset = int(series.step[int(np.argmax(series.value > 0))])
    return [
        Finding(
            id="eval-in-train-mode",
            severity="medium",
            confidence=0.85,
            message=(
                f"{count:,} forward pass(es) ran without gradients (evaluation) while the model was in "
                "training mode with dropout or batch-norm layers: call model.eval() before evaluating."
            ),
            series=(series.name,),
            onset_step=onset,
            span=(onset, int(series.step[-1])),
            measurements={"forwards": count, "threshold_forwards": params["min_forwards"]},
        )
    ]


def weights_not_updating(run: Run, params: Params, notes: list[str]) -> list[Finding]:
    """Parameters the optimizer never changes: frozen, missing from the optimizer, or updated by zero."""
    ratios = per_layer(run, LAYER_UPDATE_RATIO)
    stuck = sorted(
        name
        for name, s in ratios.items()
        if len(_finite(s.value)) >= params["min_measurements"]
        and float(np.max(np.abs(_finite(s.value)))) <= params["max_update_ratio"]
    )
    outside = {name: _int(s.value[-1]) or 0 for name, s in per_layer(run, NOT_IN_OPTIMIZER).items()}
    frozen = {name: _int(s.value[-1]) or 0 for name, s in per_layer(run, FROZEN).items()}
    if not (stuck or outside or frozen):
        return []
    total = _int(run.hparams.get("num_params_total"))
    frozen_elements = sum(frozen.values())
    frozen_fraction = frozen_elements / total if total else None
    parts: list[str] = []
    if stuck:
        parts.append(f"{len(stuck)} trainable parameter tensor(s) never changed ({_names(stuck)})")
    if outside:
        parts.append(
            f"{len(outside)} trainable parameter tensor(s) are held by no optimizer param group "
            f"({_names(outside)})"
        )
    if frozen:
        share = f", {frozen_fraction:.0%} of all weights" if frozen_fraction is not None else ""
        parts.append(f"{len(frozen)} parameter tensor(s) have requires_grad=False ({_names(frozen)}{share})")
    severity: Severity
    if stuck or outside or (frozen_fraction is not None and frozen_fraction >= 1.0):
        severity = "high"
    elif frozen_fraction is not None and frozen_fraction >= params["frozen_fraction_medium"]:
        severity = "medium"
    else:
        severity = "low"
    names = [f"{LAYER_UPDATE_RATIO}/{n}" for n in stuck] + [f"{NOT_IN_OPTIMIZER}/{n}" for n in outside]
    names += [f"{FROZEN}/{n}" for n in frozen]
    return [
        Finding(
            id="weights-not-updating",
            severity=severity,
            confidence=0.9 if (stuck or outside) else 0.7,
            message="Some weights do not train: " + "; ".join(parts) + ".",
            series=tuple(names[:20]),
            onset_step=0,
            span=(0, run.last_step or 0),
            measurements={
                "stuck_tensors": len(stuck),
                "not_in_optimizer_tensors": len(outside),
                "frozen_tensors": len(frozen),
                "frozen_fraction": frozen_fraction,
                "stuck": stuck[:20],
                "not_in_optimizer": sorted(outside)[:20],
                "frozen": sorted(frozen)[:20],
                "threshold_frozen_fraction_medium": params["frozen_fraction_medium"],
            },
        )
    ]


def _typical_update_ratio(run: Run, params: Params) -> tuple[float, Series] | None:
    series = run.series.get(UPDATE_RATIO_TAG)
    if series is None:
        return None
    settled = _later_half(series)
    settled = settled[settled > 0]
    if len(settled) < params["min_measurements"]:
        return None
    return float(np.median(settled)), series


def update_ratio_too_large(run: Run, params: Params, notes: list[str]) -> list[Finding]:
    """Each step moves the weights by a large fraction of their size."""
    typical = _typical_update_ratio(run, params)
    if typical is None or typical[0] <= params["max_ratio"]:
        return []
    ratio, series = typical
    severity: Severity = "high" if ratio > 10 * params["max_ratio"] else "medium"
    return [
        Finding(
            id="update-ratio-too-large",
            severity=severity,
            confidence=0.8,
            message=(
                f"Each optimizer step changes the weight matrices by {ratio:.3g} of their norm (median, "
                f"later half of the run; threshold {params['max_ratio']:.3g}, healthy runs sit near 1e-3)."
            ),
            series=(series.name,),
            onset_step=int(series.step[0]),
            span=(int(series.step[0]), int(series.step[-1])),
            measurements={"update_ratio": ratio, "threshold_ratio": params["max_ratio"]},
        )
    ]


def update_ratio_too_small(run: Run, params: Params, notes: list[str]) -> list[Finding]:
    """Each step moves the weights by a vanishing fraction of their size."""
    typical = _typical_update_ratio(run, params)
    if typical is None or typical[0] >= params["min_ratio"]:
        return []
    ratio, series = typical
    return [
        Finding(
            id="update-ratio-too-small",
            severity="medium",
            confidence=0.7,
            message=(
                f"Each optimizer step changes the weight matrices by only {ratio:.3g} of their norm (median, "
                f"later half of the run; threshold {params['min_ratio']:.3g}, healthy runs sit near 1e-3)."
            ),
            series=(series.name,),
            onset_step=int(series.step[0]),
            span=(int(series.step[0]), int(series.step[-1])),
            measurements={"update_ratio": ratio, "threshold_ratio": params["min_ratio"]},
        )
    ]


def _activation_fraction(run: Run, params: Params, prefix: str, symptom: str, what: str) -> list[Finding]:
    layers = per_layer(run, prefix)
    settled = {name: _later_half(s) for name, s in layers.items()}
    levels = {name: float(np.mean(v)) for name, v in settled.items() if len(v) >= params["min_measurements"]}
    bad = {name: level for name, level in levels.items() if level >= params["max_fraction"]}
    if not bad:
        return []
    worst = max(bad, key=lambda n: bad[n])
    severity: Severity = "high" if bad[worst] >= params["high_fraction"] else "medium"
    onset_series = layers[worst]
    over = np.flatnonzero(onset_series.value >= params["max_fraction"])
    onset = int(onset_series.step[int(over[0])]) if len(over) else int(onset_series.step[0])
    return [
        Finding(
            id=symptom,
            severity=severity,
            confidence=0.85,
            message=(
                f"{len(bad)} of {len(levels)} activation layer(s) have most units {what}: worst "
                f"'{worst}' with {bad[worst]:.0%} (threshold {params['max_fraction']:.0%})."
            ),
            series=tuple(f"{prefix}/{n}" for n in sorted(bad, key=lambda n: -bad[n])[:10]),
            onset_step=onset,
            span=(onset, int(onset_series.step[-1])),
            measurements={
                "worst_layer": worst,
                "worst_fraction": bad[worst],
                "layers_affected": len(bad),
                "layers_measured": len(levels),
                "threshold_fraction": params["max_fraction"],
            },
        )
    ]


def dead_units(run: Run, params: Params, notes: list[str]) -> list[Finding]:
    """ReLU units that output zero for every example of the batch."""
    return _activation_fraction(run, params, DEAD_FRACTION, "dead-units", "dead (zero for the whole batch)")


def saturated_units(run: Run, params: Params, notes: list[str]) -> list[Finding]:
    """Sigmoid/tanh outputs pinned at their limits, where the gradient vanishes."""
    return _activation_fraction(
        run, params, SATURATED_FRACTION, "saturated-units", "saturated (at the flat ends)"
    )


def input_not_normalized(run: Run, params: Params, notes: list[str]) -> list[Finding]:
    """Input batches whose scale is far from zero mean and unit variance."""
    mean_s, std_s = run.series.get(INPUT_MEAN), run.series.get(INPUT_STD)
    if mean_s is None or std_s is None:
        return []
    means, stds = _finite(mean_s.value), _finite(std_s.value)
    if not len(means) or not len(stds):
        return []
    mean, std = float(np.median(means)), float(np.median(stds))
    reasons = []
    if abs(mean) > params["max_abs_mean"]:
        reasons.append(f"mean {mean:.4g} (|mean| threshold {params['max_abs_mean']:g})")
    if std > params["max_std"]:
        reasons.append(f"std {std:.4g} (threshold {params['max_std']:g})")
    if std < params["min_std"]:
        reasons.append(f"std {std:.3g} below {params['min_std']:g} (inputs nearly constant)")
    if not reasons:
        return []
    return [
        Finding(
            id="input-not-normalized",
            severity="medium",
            confidence=0.85,
            message="Input batches are not normalized: typical " + ", ".join(reasons) + ".",
            series=(INPUT_MEAN, INPUT_STD),
            onset_step=int(mean_s.step[0]),
            span=(int(mean_s.step[0]), int(mean_s.step[-1])),
            measurements={
                "input_mean": mean,
                "input_std": std,
                "threshold_abs_mean": params["max_abs_mean"],
                "threshold_max_std": params["max_std"],
                "threshold_min_std": params["min_std"],
            },
        )
    ]


def imbalanced_targets(run: Run, params: Params, notes: list[str]) -> list[Finding]:
    """The class histogram of the targets the model saw is heavily skewed."""
    major, minor = run.series.get(TARGET_MAJORITY), run.series.get(TARGET_MINORITY)
    classes = run.series.get(TARGET_CLASSES)
    if major is None or minor is None or not len(major) or not len(minor):
        return []
    majority, minority = float(major.value[-1]), float(minor.value[-1])
    seen = _int(classes.value[-1]) if classes is not None and len(classes) else None
    if not (math.isfinite(majority) and math.isfinite(minority)) or minority <= 0 or (seen or 2) < 2:
        return []
    ratio = majority / minority
    if ratio < params["max_class_ratio"]:
        return []
    return [
        Finding(
            id="imbalanced-targets",
            severity="medium",
            confidence=0.85,
            message=(
                f"The targets are imbalanced: the largest class is {majority:.1%} of the examples seen, "
                f"the smallest {minority:.2%} ({ratio:.3g}x; threshold {params['max_class_ratio']:g}x)."
            ),
            series=(TARGET_MAJORITY, TARGET_MINORITY),
            onset_step=int(major.step[0]),
            span=(int(major.step[0]), int(major.step[-1])),
            measurements={
                "class_ratio": ratio,
                "majority_fraction": majority,
                "minority_fraction": minority,
                "classes_seen": seen,
                "threshold_class_ratio": params["max_class_ratio"],
            },
        )
    ]


DETECTORS: tuple[DetectorSpec, ...] = (
    DetectorSpec("nonfinite-first-seen", nonfinite_first_seen),
    DetectorSpec("gradient-accumulation", gradient_accumulation),
    DetectorSpec("eval-in-train-mode", eval_in_train_mode),
    DetectorSpec("weights-not-updating", weights_not_updating),
    DetectorSpec("update-ratio-too-large", update_ratio_too_large),
    DetectorSpec("update-ratio-too-small", update_ratio_too_small),
    DetectorSpec("dead-units", dead_units),
    DetectorSpec("saturated-units", saturated_units),
    DetectorSpec("input-not-normalized", input_not_normalized),
    DetectorSpec("imbalanced-targets", imbalanced_targets),
)
