"""Metamorphic properties for the detectors test_metamorphic.py leaves out: the
same run seen at 40, 400 or 4,000 points, in steps or epochs, and (for symptoms
that have no absolute scale) in nats or scaled by 100, raises the same alarms.

Symptoms judged against ln C (bad-initial-loss, metric-at-baseline) or against the least
cross-entropy an accuracy allows (loss-accuracy-mismatch) are scale-bound by design: a
cross-entropy times 100 is no cross-entropy, so their scenarios vary cadence only.
Periodic-loss needs several points per epoch and is left to its own tests."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

from triage.model import Kind, Role, Run, Series
from triage.pipeline import diagnose_runs

from .test_metamorphic import TRANSFORMS

Shape = Callable[[np.ndarray], dict[str, np.ndarray]]


def _decay(t: np.ndarray, floor: float = 0.2, start: float = 2.0, rate: float = 6.0) -> np.ndarray:
    return floor + start * np.exp(-rate * t)


def memorizing(t: np.ndarray) -> dict[str, np.ndarray]:
    return {"train_loss": 2.3 * np.exp(-14.0 * t) + 1e-5, "val_loss": 0.9 + 1.4 * np.exp(-6.0 * t)}


def spiking(t: np.ndarray) -> dict[str, np.ndarray]:
    loss = _decay(t)
    for at in (0.3, 0.5, 0.7, 0.85):
        loss[int(round(at * (len(t) - 1)))] *= 12.0
    return {"train_loss": loss}


def still_falling(t: np.ndarray) -> dict[str, np.ndarray]:
    return {"train_loss": 2.0 - 1.2 * t, "val_loss": 2.05 - 1.1 * t}


def exploding_gradient(t: np.ndarray) -> dict[str, np.ndarray]:
    late = np.clip(t - 0.5, 0, None)
    return {"train_loss": _decay(t) * (1 + 2.0 * late), "grad_norm": 0.5 * np.exp(18.0 * late)}


def val_far_better(t: np.ndarray) -> dict[str, np.ndarray]:
    return {"train_loss": _decay(t, floor=0.8), "val_loss": 0.25 * _decay(t, floor=0.8)}


def bad_start(t: np.ndarray) -> dict[str, np.ndarray]:
    return {"train_loss": _decay(t, floor=0.3, start=12.0, rate=10.0)}


def at_chance(t: np.ndarray) -> dict[str, np.ndarray]:
    return {"train_loss": 1.3863 + 0.0 * t, "val_accuracy": 0.25 + 0.0 * t}


def loss_on_probabilities(t: np.ndarray) -> dict[str, np.ndarray]:
    """A squared error on softmax outputs: 0.19 to 0.14 while half the examples stay wrong."""
    loss = 0.14 + 0.05 * np.exp(-4.0 * t)
    return {"train_loss": loss, "val_loss": loss + 0.005, "val_accuracy": 0.56 - 0.06 * np.exp(-4.0 * t)}


# scenario -> (shape, alarms expected, hparams, value scaling allowed)
SCENARIOS: dict[str, tuple[Shape, set[str], dict[str, Any], bool]] = {
    "memorizing": (memorizing, {"zero-train-loss", "train-val-gap"}, {}, False),
    "spiking": (spiking, {"loss-spikes"}, {}, True),
    "still-falling": (still_falling, {"undertrained"}, {}, True),
    "exploding-gradient": (exploding_gradient, {"gradient-explosion"}, {}, True),
    "val-far-better": (val_far_better, {"train-val-gap"}, {}, True),
    "bad-start": (bad_start, {"bad-initial-loss"}, {"num_classes": 10}, False),
    "at-chance": (at_chance, {"metric-at-baseline", "slow-convergence"}, {"num_classes": 4}, False),
    "loss-on-probabilities": (loss_on_probabilities, {"loss-accuracy-mismatch"}, {"num_classes": 4}, False),
}


KIND_OF = {"grad_norm": Kind.GRAD_NORM, "val_accuracy": Kind.METRIC}


def _run(shape: Shape, hparams: dict[str, Any], points: int, step_scale: int, value_scale: float) -> Run:
    t = np.linspace(0.0, 1.0, points)
    rng = np.random.default_rng(points)
    run = Run(name="metamorphic", source="memory", reader="test", hparams=dict(hparams))
    for name, values in shape(t).items():
        kind = KIND_OF.get(name, Kind.LOSS)
        scale = value_scale if kind == Kind.LOSS else 1.0
        noisy = values * (1.0 + 0.01 * rng.standard_normal(points)) * scale
        role = Role.VAL if name.startswith("val") else Role.TRAIN
        direction = "max" if kind == Kind.METRIC else "min"
        steps = (np.arange(points) * step_scale).tolist()
        run.add(Series.from_lists(name, steps, noisy.tolist(), role=role, kind=kind, direction=direction))
    return run


@pytest.mark.parametrize("scenario", sorted(SCENARIOS))
@pytest.mark.parametrize(("points", "step_scale", "value_scale"), TRANSFORMS)
def test_same_run_same_alarms(scenario: str, points: int, step_scale: int, value_scale: float) -> None:
    shape, expected, hparams, scalable = SCENARIOS[scenario]
    if value_scale != 1.0 and not scalable:
        pytest.skip("judged against ln C: a scaled cross-entropy is no cross-entropy")
    diagnosis = diagnose_runs([_run(shape, hparams, points, step_scale, value_scale)])[0]
    found = {f.id for f in diagnosis.symptoms if f.severity != "low"} | {
        f.id for f in diagnosis.symptoms if f.id in expected
    }
    assert found == expected, [(f.id, f.severity, f.message[:120]) for f in diagnosis.symptoms]
