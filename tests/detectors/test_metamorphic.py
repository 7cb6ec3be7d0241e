"""Metamorphic properties of the curve detectors: the same training curve logged
at 40, 400 or 4,000 points, counted in steps or in epochs, in nats or scaled by
100, gives the same primary findings (at medium severity and above: what alarms a user).

Each scenario is a continuous curve shape sampled on the run's own grid, so a
change of cadence changes how densely the same run is seen, nothing else. Mild
deterministic noise (a fixed seed per point count) keeps the curves realistic.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import numpy as np
import pytest

from triage.model import Kind, Role, Run, Series
from triage.pipeline import diagnose_runs

Shape = Callable[[np.ndarray], dict[str, np.ndarray]]  # t in [0, 1] -> series values


def _decay(t: np.ndarray, floor: float = 0.2) -> np.ndarray:
    return floor + 2.0 * np.exp(-6.0 * t)


def healthy(t: np.ndarray) -> dict[str, np.ndarray]:
    return {"train_loss": _decay(t), "val_loss": _decay(t, 0.26)}


def overfitting(t: np.ndarray) -> dict[str, np.ndarray]:
    val = 0.35 + 2.0 * np.exp(-8.0 * t) + 0.9 * np.clip(t - 0.3, 0, None)
    return {"train_loss": _decay(t, 0.02), "val_loss": val}


def nan_runaway(t: np.ndarray) -> dict[str, np.ndarray]:
    loss = _decay(t)
    loss[t >= 0.6] = np.nan
    return {"train_loss": loss, "val_loss": _decay(t, 0.26)}


def growing_divergence(t: np.ndarray) -> dict[str, np.ndarray]:
    loss = np.where(t < 0.4, _decay(t), _decay(np.full_like(t, 0.4)) * np.exp(12.0 * (t - 0.4)))
    return {"train_loss": loss}


def no_learning(t: np.ndarray) -> dict[str, np.ndarray]:
    return {"train_loss": 1.3863 + 0.0 * t, "val_loss": 1.3865 + 0.0 * t}


def oscillating(t: np.ndarray) -> dict[str, np.ndarray]:
    return {"train_loss": 1.2 * np.exp(0.9 * np.sin(2 * math.pi * 6 * t)) + 0.0 * t}


SCENARIOS: dict[str, Shape] = {
    "healthy": healthy,
    "overfitting": overfitting,
    "nan-runaway": nan_runaway,
    "growing-divergence": growing_divergence,
    "no-learning": no_learning,
    "oscillating": oscillating,
}

EXPECTED: dict[str, set[str]] = {
    "healthy": set(),
    "overfitting": {"overfitting"},
    "nan-runaway": {"loss-runaway"},
    "growing-divergence": {"loss-runaway"},
    "no-learning": {"slow-convergence"},
    "oscillating": {"loss-oscillation"},
}


def _run(shape: Shape, points: int, step_scale: int, value_scale: float) -> Run:
    t = np.linspace(0.0, 1.0, points)
    rng = np.random.default_rng(points)
    run = Run(name="metamorphic", source="memory", reader="test")
    for name, values in shape(t).items():
        noisy = values * (1.0 + 0.01 * rng.standard_normal(points)) * value_scale
        role = Role.VAL if name.startswith("val") else Role.TRAIN
        steps = (np.arange(points) * step_scale).tolist()
        run.add(Series.from_lists(name, steps, noisy.tolist(), role=role, kind=Kind.LOSS, direction="min"))
    return run


def _alarms(run: Run) -> set[str]:
    """The primary findings a user is alarmed by (consequences nested under them
    by the knowledge base's `explains:` are not separate alarms)."""
    diagnosis = diagnose_runs([run])[0]
    return {f.id for f in diagnosis.symptoms if f.severity != "low"}


TRANSFORMS = [
    pytest.param(40, 1, 1.0, id="40-points"),
    pytest.param(400, 1, 1.0, id="400-points"),
    pytest.param(4000, 1, 1.0, id="4000-points"),
    pytest.param(400, 250, 1.0, id="steps-not-epochs"),
    pytest.param(400, 1, 100.0, id="scaled-x100"),
    pytest.param(40, 50, 100.0, id="40-points-steps-scaled"),
]


@pytest.mark.parametrize("scenario", sorted(SCENARIOS))
@pytest.mark.parametrize(("points", "step_scale", "value_scale"), TRANSFORMS)
def test_same_curve_same_alarms(scenario: str, points: int, step_scale: int, value_scale: float) -> None:
    alarms = _alarms(_run(SCENARIOS[scenario], points, step_scale, value_scale))
    assert alarms == EXPECTED[scenario]


@pytest.mark.parametrize("points", [10, 40, 100, 1000])
def test_a_clean_exponential_decay_raises_nothing(points: int) -> None:
    # the reproducer: epoch,train_loss with exp(-5 i / (n - 1))
    i = np.arange(points)
    run = Run(name="decay", source="memory", reader="test")
    run.add(Series.from_lists("train_loss", i.tolist(), np.exp(-5 * i / (points - 1)).tolist(),
                              role=Role.TRAIN, kind=Kind.LOSS, direction="min"))
    assert _alarms(run) == set()
