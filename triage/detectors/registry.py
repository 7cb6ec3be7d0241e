"""The list of detectors `detect` runs, in order: curve detectors (this
package's modules), then the training-monitor detectors when that module exists."""

from __future__ import annotations

import importlib

from triage.detectors.base import DetectorSpec
from triage.detectors.consistency import loss_accuracy_mismatch
from triage.detectors.convergence import slow_convergence, undertrained
from triage.detectors.generalization import (
    missing_validation,
    overfitting,
    train_val_gap,
    val_test_gap,
    zero_train_loss,
)
from triage.detectors.gradients import gradient_explosion, gradient_vanishing
from triage.detectors.hparams import learning_rate_out_of_range, loss_function_mismatch
from triage.detectors.initial import bad_initial_loss
from triage.detectors.metrics import metric_at_baseline
from triage.detectors.noise import loss_oscillation, loss_spikes, periodic_loss
from triage.detectors.runaway import loss_runaway

CURVE_DETECTORS: tuple[DetectorSpec, ...] = (
    DetectorSpec("loss-runaway", loss_runaway),
    DetectorSpec("slow-convergence", slow_convergence),
    DetectorSpec("overfitting", overfitting),
    DetectorSpec("zero-train-loss", zero_train_loss),
    DetectorSpec("train-val-gap", train_val_gap),
    DetectorSpec("val-test-gap", val_test_gap),
    DetectorSpec("loss-oscillation", loss_oscillation),
    DetectorSpec("loss-spikes", loss_spikes),
    DetectorSpec("bad-initial-loss", bad_initial_loss),
    DetectorSpec("undertrained", undertrained),
    DetectorSpec("gradient-explosion", gradient_explosion),
    DetectorSpec("gradient-vanishing", gradient_vanishing),
    DetectorSpec("periodic-loss", periodic_loss),
    DetectorSpec("metric-at-baseline", metric_at_baseline),
    DetectorSpec("loss-accuracy-mismatch", loss_accuracy_mismatch),
    DetectorSpec("missing-validation", missing_validation),
    DetectorSpec("learning-rate-out-of-range", learning_rate_out_of_range),
    DetectorSpec("loss-function-mismatch", loss_function_mismatch),
)


def _monitor_detectors() -> tuple[DetectorSpec, ...]:
    """The training-monitor detectors (another module, written separately);
    none until that module exists."""
    try:
        module = importlib.import_module("triage.detectors.monitor_signals")
    except ModuleNotFoundError as missing:
        if missing.name != "triage.detectors.monitor_signals":
            raise
        return ()
    return tuple(module.DETECTORS)


DETECTORS: tuple[DetectorSpec, ...] = CURVE_DETECTORS + _monitor_detectors()
