"""The divergence finder on its own: properties that must hold for any curve
(causal smoothing, no departure before a change, none between identical runs)
and the band's robustness to noise. Synthetic arrays only for these properties;
the real curves are in test_runs.py and test_real_logs.py."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from triage.compare.curves import centred_median, compare_series, first_diverging, trailing_median
from triage.compare.knowledge import load_compare_knowledge
from triage.model import Kind, Role, Series

PARAMS = load_compare_knowledge().curves


def _loss(name: str, values: np.ndarray, role: Role = Role.TRAIN) -> Series:
    return Series.from_lists(name, range(len(values)), values, role=role, kind=Kind.LOSS, direction="min")


def _noisy_decay(n: int, seed: int) -> np.ndarray:
    rng = np.random.default_rng(seed)
    trend = 0.5 + 2.0 * np.exp(-np.arange(n) / (n / 5))
    return trend * np.exp(rng.normal(0.0, 0.15, n))


def _divergence(run: np.ndarray, reference: np.ndarray) -> object:
    a, b = _loss("train/loss", run), _loss("train/loss", reference)
    return compare_series(a, b, a.step.astype(float), b.step.astype(float), PARAMS)


@settings(derandomize=True, max_examples=40, deadline=None)
@given(
    values=st.lists(st.floats(-1e6, 1e6, allow_nan=False), min_size=1, max_size=60),
    cut=st.integers(0, 59),
    window=st.integers(1, 9),
)
def test_the_trailing_median_never_looks_ahead(values: list[float], cut: int, window: int) -> None:
    a = np.asarray(values)
    b = a.copy()
    b[min(cut, len(b) - 1) :] += 1e3  # change the future from `cut` on
    before = min(cut, len(a) - 1)
    np.testing.assert_array_equal(trailing_median(a, window)[:before], trailing_median(b, window)[:before])


def _naive(values: np.ndarray, window: int, left: int) -> np.ndarray:
    out = np.full(len(values), np.nan)
    for i in range(len(values)):
        part = values[max(i - left, 0) : i - left + window]
        if np.isfinite(part).any():
            out[i] = np.nanmedian(part)
    return out


@settings(derandomize=True, max_examples=60, deadline=None)
@given(
    values=st.lists(st.one_of(st.floats(-1e3, 1e3), st.just(float("nan"))), min_size=1, max_size=80),
    window=st.integers(1, 12),
)
def test_rolling_medians_match_their_definition(values: list[float], window: int) -> None:
    a = np.asarray(values, dtype=np.float64)
    w = min(window, len(a))
    w -= 1 - w % 2  # the functions use odd windows (an even one loses a point)
    np.testing.assert_allclose(trailing_median(a, window), _naive(a, w, w - 1), equal_nan=True)
    np.testing.assert_allclose(centred_median(a, window), _naive(a, w, w // 2), equal_nan=True)


@settings(derandomize=True, max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), n=st.integers(20, 400))
def test_a_run_never_diverges_from_itself(seed: int, n: int) -> None:
    values = _noisy_decay(n, seed)
    result = _divergence(values, values.copy())
    assert not isinstance(result, str)
    assert result.first_step is None and result.end_ratio == pytest.approx(1.0)


@settings(derandomize=True, max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), change=st.integers(50, 300), factor=st.sampled_from([3.0, 5.0, 0.2]))
def test_a_change_is_found_at_or_after_it_never_before(seed: int, change: int, factor: float) -> None:
    reference = _noisy_decay(400, seed)
    run = reference.copy()
    run[change:] *= factor  # same prefix, a lasting jump from `change` on
    result = _divergence(run, reference)
    assert not isinstance(result, str)
    assert result.first_step is not None
    assert change <= result.first_step <= change + 0.1 * 400
    assert result.direction == ("higher" if factor > 1 else "lower")
    assert result.worse is (factor > 1)


@pytest.mark.parametrize("seed", range(5))
def test_another_noise_draw_of_the_same_curve_stays_in_the_band(seed: int) -> None:
    result = _divergence(_noisy_decay(1000, seed), _noisy_decay(1000, seed + 100))
    assert not isinstance(result, str) and result.first_step is None


def test_a_brief_excursion_that_comes_back_is_not_a_divergence() -> None:
    reference = _noisy_decay(600, 7)
    run = reference.copy()
    run[200:230] *= 6.0  # a 30-step spike that recovers: out of band, but it does not stay out
    result = _divergence(run, reference)
    assert not isinstance(result, str) and result.first_step is None


def test_non_finite_values_in_the_run_count_as_out_of_band() -> None:
    reference = _noisy_decay(300, 3)
    run = reference.copy()
    run[150:] = np.nan
    result = _divergence(run, reference)
    assert not isinstance(result, str)
    assert result.first_step == 150 and result.nonfinite_in_run == 150 and result.worse is True


def test_different_logging_grids_are_compared_on_the_sparser_one() -> None:
    reference = _noisy_decay(1000, 11)
    dense = _loss("val/loss", reference, Role.VAL)
    sparse_steps = np.arange(0, 1000, 50)
    sparse = Series.from_lists(
        "val/loss",
        sparse_steps,
        reference[sparse_steps] * 2.0,
        role=Role.VAL,
        kind=Kind.LOSS,
        direction="min",
    )
    result = compare_series(sparse, dense, sparse.step.astype(float), dense.step.astype(float), PARAMS)
    assert not isinstance(result, str)
    assert result.points == len(sparse_steps) and result.first_step == 0
    assert result.end_ratio == pytest.approx(2.0, rel=0.3)


def test_too_few_shared_points_is_a_note_not_a_result() -> None:
    a = _loss("train/loss", np.array([1.0, 0.9]))
    result = compare_series(a, a, a.step.astype(float), a.step.astype(float), PARAMS)
    assert isinstance(result, str) and "fewer than" in result


def test_the_first_series_to_leave_wins_and_train_breaks_ties() -> None:
    reference = _noisy_decay(400, 5)
    run = reference.copy()
    run[100:] *= 4.0
    train = _divergence(run, reference)
    a, b = _loss("val/loss", run, Role.VAL), _loss("val/loss", reference, Role.VAL)
    val = compare_series(a, b, a.step.astype(float), b.step.astype(float), PARAMS)
    assert not isinstance(train, str) and not isinstance(val, str)
    first = first_diverging([val, train])
    assert first is not None and first.series == "train/loss"
