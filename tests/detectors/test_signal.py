"""The numerics the detectors share, against their reference implementations."""

from __future__ import annotations

import numpy as np
import pytest

from triage.detectors.signal import covered_fraction, f_survival, theil_sen
from triage.model import Run


@pytest.mark.parametrize("seed", range(40))
def test_theil_sen_matches_scipy_with_ties_and_all(seed: int) -> None:
    stats = pytest.importorskip("scipy.stats")
    rng = np.random.default_rng(seed)
    n = int(rng.integers(3, 150))
    # repeated x (several logs at one step) and repeated y (rounded values) exercise the tie terms
    x = np.sort(rng.integers(0, 40, n)).astype(float) if seed % 2 else np.arange(n, dtype=float)
    y = np.round(rng.normal(size=n).cumsum(), 1 if seed % 3 else 6)
    if np.ptp(x) == 0:
        return
    reference = stats.theilslopes(y, x, alpha=0.90)
    slope, low, high = theil_sen(x, y)
    assert (slope, low, high) == pytest.approx((reference[0], reference[2], reference[3]), abs=1e-12)


def test_theil_sen_on_a_constant_x_is_flat() -> None:
    assert theil_sen(np.ones(5), np.arange(5.0)) == (0.0, 0.0, 0.0)


@pytest.mark.parametrize("d1", [1, 2, 5, 11, 39])
@pytest.mark.parametrize("d2", [1, 3, 20, 61, 600])
def test_f_survival_matches_scipy(d1: int, d2: int) -> None:
    stats = pytest.importorskip("scipy.stats")
    for statistic in (0.0, 0.01, 0.3, 1.0, 2.5, 7.0, 30.0, 400.0):
        expected = stats.f.sf(statistic, d1, d2)
        assert f_survival(statistic, d1, d2) == pytest.approx(expected, rel=1e-9, abs=1e-300)


def test_a_log_whose_steps_may_count_epochs_has_no_covered_fraction() -> None:
    # 10 epochs of 63 updates: a last step of 9 is a Keras CSV's last epoch, not 1.4% of the plan
    run = Run(name="r", source="memory", reader="test", hparams={"epochs": 10, "steps_per_epoch": 63})
    assert covered_fraction(run, 0, 9) is None
    assert covered_fraction(run, 0, 315) == pytest.approx(0.5)
