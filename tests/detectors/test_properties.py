"""Property tests (hypothesis) on the detectors' numerics: smooth descent is
never runaway/oscillation/spikes, scale-free detectors ignore the loss's units,
and a NaN at the end is always a runaway."""

from __future__ import annotations

import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from triage.model import Run

from .conftest import findings_of, run_of

# detectors whose verdicts depend only on ratios of the loss, never on its units
SCALE_FREE = ("loss-runaway", "slow-convergence", "overfitting", "loss-spikes", "loss-oscillation",
              "undertrained", "periodic-loss", "train-val-gap")

PROPERTY_SETTINGS = settings(
    max_examples=40, deadline=None, derandomize=True, database=None,
    suppress_health_check=[HealthCheck.too_slow],
)


@st.composite
def smooth_decreasing(draw: st.DrawFn) -> np.ndarray:
    n = draw(st.integers(min_value=2, max_value=400))
    start = draw(st.floats(min_value=1e-3, max_value=1e3))
    floor_share = draw(st.floats(min_value=0.0, max_value=0.9))
    rate = draw(st.floats(min_value=0.1, max_value=20.0))
    power = draw(st.booleans())
    t = np.linspace(0.0, 1.0, n)
    shape = 1.0 / (1.0 + rate * t) if power else np.exp(-rate * t)
    return start * (floor_share + (1.0 - floor_share) * shape)


@given(smooth_decreasing())
@PROPERTY_SETTINGS
def test_smooth_monotone_descent_is_never_runaway_oscillation_or_spikes(loss: np.ndarray) -> None:
    found = findings_of(run_of({"train/loss": (np.arange(len(loss)), loss)}))
    assert not {"loss-runaway", "loss-oscillation", "loss-spikes"} & set(found)


@st.composite
def noisy_run_curves(draw: st.DrawFn) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """A train curve (decay, noise, maybe spikes or growth) and a val curve (maybe turning)."""
    n = draw(st.integers(min_value=30, max_value=600))
    seed = draw(st.integers(min_value=0, max_value=2**31 - 1))
    rng = np.random.default_rng(seed)
    t = np.linspace(0.0, 1.0, n)
    train = (draw(st.floats(0.05, 0.9)) + np.exp(-draw(st.floats(0.0, 10.0)) * t))
    train = train * np.exp(rng.normal(0.0, draw(st.floats(0.0, 0.5)), n))
    if draw(st.booleans()):
        train[rng.integers(1, n - 1, size=3)] *= draw(st.floats(2.0, 30.0))
    if draw(st.booleans()):
        train[n // 2 :] *= np.geomspace(1.0, draw(st.floats(1.0, 100.0)), n - n // 2)
    val_n = max(4, n // 30)
    turn = draw(st.floats(0.0, 1.0))
    tv = np.linspace(0.0, 1.0, val_n)
    val = 0.3 + np.exp(-4.0 * tv) + turn * np.clip(tv - 0.5, 0.0, None)
    return train, val, np.linspace(0, n - 1, val_n).astype(np.int64)


def _run(train: np.ndarray, val: np.ndarray, val_steps: np.ndarray, scale: float) -> Run:
    series = {"train/loss": (np.arange(len(train)), train * scale), "val/loss": (val_steps, val * scale)}
    return run_of(series, {"steps_per_epoch": 30})


@given(noisy_run_curves(), st.integers(min_value=-12, max_value=12))
@PROPERTY_SETTINGS
def test_scaling_the_losses_keeps_the_scale_free_findings(
    curves: tuple[np.ndarray, np.ndarray, np.ndarray], exponent: int
) -> None:
    train, val, val_steps = curves
    scale = 2.0**exponent  # a power of two scales floats exactly
    before = findings_of(_run(train, val, val_steps, 1.0))
    after = findings_of(_run(train, val, val_steps, scale))
    summary_before = {k: f.severity for k, f in before.items() if k in SCALE_FREE}
    summary_after = {k: f.severity for k, f in after.items() if k in SCALE_FREE}
    assert summary_before == summary_after


@given(st.lists(st.floats(min_value=-1e6, max_value=1e6, allow_nan=False), min_size=0, max_size=200),
       st.sampled_from([float("nan"), float("inf"), float("-inf")]))
@PROPERTY_SETTINGS
def test_a_nonfinite_last_loss_is_always_runaway(values: list[float], last: float) -> None:
    loss = np.asarray([*values, last])
    found = findings_of(run_of({"train/loss": (np.arange(len(loss)), loss)}))
    assert "loss-runaway" in found
    assert found["loss-runaway"].measurements["nonfinite"] is True
