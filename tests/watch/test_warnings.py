"""The early warnings as pure functions of a run read so far: silent on healthy runs
re-tested as a watch would (every prefix: the real healthy logs, noisy healthy synthetic
curves of varied cadence, scale and noise), firing on the real logs that show the fault,
and their statistics equal to scipy's."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from triage.model import Finding, Run
from triage.readers import read_runs
from triage.readers.naming import make_series
from triage.watch import warnings
from triage.watch.knowledge import Warning_, load_knowledge

Check = Callable[[Run, Warning_], "Finding | None"]
CHECKS: dict[str, Check] = {
    "watch-loss-drift": warnings.loss_drift,
    "watch-val-turn-up": warnings.val_turn_up,
    "watch-throughput-drop": warnings.throughput_drop,
    "watch-step-time-doubled": warnings.step_time_doubled,
}
# The real logs SOURCES.md describes as healthy runs (one with a noisy eval).
HEALTHY = (
    "detectron2-fruit-healthy",
    "hf-mt5-az-healthy",
    "hf-tinyllama-sft-healthy",
    "hf-whisper-twi-healthy",
    "hf-whisper-zh-healthy",
    "hf-vit-lung-noisy-eval",
    "keras-csv-digits-healthy",
    "lightning-csv-gaze-healthy",
    "torch-csv-alexnet-healthy",
    "lightning-tb-charlstm",
)


def _prefix(run: Run, last: int) -> Run:
    """The run as a watch saw it when step `last` had just been written."""
    cut = Run(name=run.name, source=run.source, reader=run.reader, hparams=dict(run.hparams))
    for series in run:
        keep = series.step <= last
        if keep.any():
            cut.add(replace(series, step=series.step[keep], value=series.value[keep],
                            wall_time=series.wall_time[keep], restarts=()))
    return cut


def _first_firing(run: Run, wid: str, cuts: int = 60) -> tuple[int, Finding] | None:
    """The first of `cuts` evenly spaced prefixes on which warning `wid` fires."""
    spec = load_knowledge().warnings[wid]
    steps = np.unique(np.concatenate([s.step for s in run if len(s)]))
    for last in steps[np.linspace(0, len(steps) - 1, min(cuts, len(steps))).astype(int)]:
        found = CHECKS[wid](_prefix(run, int(last)), spec)
        if found is not None:
            return int(last), found
    return None


@pytest.mark.parametrize("name", HEALTHY)
def test_silent_on_every_prefix_of_the_real_healthy_logs(real_logs: Path, name: str) -> None:
    for run in read_runs(real_logs / name):
        for wid in CHECKS:
            assert _first_firing(run, wid) is None, (run.name, wid)


@pytest.mark.parametrize(
    ("name", "run_part", "wid", "onset"),
    [
        # SOURCES.md: val minimum at epoch 0, then +30 % while train falls 3x
        ("keras-csv-voice-overfit", "speaker250", "watch-val-turn-up", (0, 0)),
        # eval_g* losses reach their minimum at step 802 then climb
        ("hf-multi-eval-overfit", "", "watch-val-turn-up", (401, 1203)),
        # v8: the loss jumps 5x at epoch 2, then NaN rows: it climbs before the NaN
        ("lightning-csv-weather-nan", "version_8", "watch-loss-drift", (1000, 2000)),
    ],
)
def test_fires_on_the_real_logs_that_show_the_fault(
    real_logs: Path, name: str, run_part: str, wid: str, onset: tuple[int, int]
) -> None:
    run = next(r for r in read_runs(real_logs / name) if run_part in r.name)
    fired = _first_firing(run, wid)
    assert fired is not None
    _at, finding = fired
    assert finding.onset_step is not None and onset[0] <= finding.onset_step <= onset[1]


def test_throughput_drop_in_a_real_log_at_the_step_its_wall_times_show(real_logs: Path) -> None:
    # lightning-tb-nan-aux-metric: measured here from its own wall times, the step rate
    # falls from about 57/s to about 40/s after its first thousands of steps.
    run = read_runs(real_logs / "lightning-tb-nan-aux-metric")[0]
    series = max(run, key=len)
    seconds = np.diff(series.wall_time)
    rates = np.diff(series.step)[seconds > 0] / seconds[seconds > 0]
    early, late = np.median(rates[:50]), np.median(rates[-50:])
    assert late < 0.75 * early  # the drop is in the log, not made by the detector
    fired = _first_firing(run, "watch-throughput-drop")
    assert fired is not None
    assert 1000 <= (fired[1].onset_step or 0) <= 4000


def _healthy_curve(data: st.DataObject) -> Run:
    """A falling loss with multiplicative noise (normal, heavy-tailed, or smoothed by the
    logger), a val loss every few points, and jittered wall times with eval pauses."""
    seed = data.draw(st.integers(0, 2**32 - 1))
    rng = np.random.default_rng(seed)
    n = data.draw(st.integers(60, 1500))
    cadence = data.draw(st.sampled_from([1, 5, 50]))
    scale = 10 ** data.draw(st.floats(-3, 3))
    sd = data.draw(st.floats(0.01, 0.3))
    noise = data.draw(st.sampled_from(["normal", "heavy", "smoothed"]))
    steps = np.arange(n) * cadence
    clean = scale * (np.exp(-np.arange(n) / (rng.uniform(0.05, 1.5) * n)) + rng.uniform(0.02, 0.5))
    e = rng.normal(0, sd, n) if noise != "heavy" else rng.standard_t(3, n) * sd / 2
    if noise == "smoothed":
        a = rng.uniform(0.5, 0.95)
        for i in range(1, n):
            e[i] = a * e[i - 1] + (1 - a) * e[i]
    every = data.draw(st.sampled_from([10, 25, 100]))
    gaps = rng.lognormal(0, 0.2, n) * 0.1 * cadence
    gaps[::every] += 0.1 * cadence * rng.uniform(0, 20)
    wall = 1.7e9 + np.cumsum(gaps)
    run = Run(name="synthetic", source="", reader="test")
    run.add(make_series("train/loss", steps, clean * np.exp(e), wall))
    val_noise = rng.normal(0, sd / 3, len(steps[::every]))
    run.add(make_series("val/loss", steps[::every], 1.1 * clean[::every] * np.exp(val_noise), wall[::every]))
    return run


@settings(max_examples=40, derandomize=True, deadline=None)
@given(st.data())
def test_silent_on_every_prefix_of_noisy_healthy_synthetic_runs(data: st.DataObject) -> None:
    run = _healthy_curve(data)
    for wid in CHECKS:
        assert _first_firing(run, wid, cuts=20) is None, wid


def test_statistics_equal_scipys() -> None:
    stats = pytest.importorskip("scipy.stats")
    rng = np.random.default_rng(3)
    first, second = rng.normal(0, 1, 40), rng.normal(-0.5, 1, 35)
    exact = stats.mannwhitneyu(second, first, use_continuity=False, method="asymptotic")
    z = warnings.rank_sum_z(first, second)
    assert 2 * stats.norm.sf(abs(z)) == pytest.approx(exact.pvalue, rel=1e-9)
    values = np.cumsum(rng.normal(0.05, 1, 60))
    tau = stats.kendalltau(np.arange(60), values, method="asymptotic")
    s = tau.statistic * 60 * 59 / 2  # no ties: tau-b is S over n(n-1)/2
    variance = 60 * 59 * 125 / 18
    assert warnings.mann_kendall_z(values) == pytest.approx((s - np.sign(s)) / np.sqrt(variance), rel=1e-9)


def test_a_logged_throughput_series_is_used_before_the_wall_times() -> None:
    spec = load_knowledge().warnings["watch-throughput-drop"]
    rng = np.random.default_rng(0)
    steps = np.arange(200)
    samples = np.where(steps < 120, 900.0, 500.0) * rng.lognormal(0, 0.05, 200)
    run = Run(name="r", source="", reader="test")
    run.add(make_series("train/samples_per_sec", steps, samples))  # no wall times at all
    found = spec and warnings.throughput_drop(run, spec)
    assert found is not None and "(logged)" in found.message
    assert 115 <= (found.onset_step or 0) <= 125
    run = Run(name="r", source="", reader="test")
    run.add(make_series("train/split_size", steps, samples))  # `it_s` is a word, not a fragment
    assert warnings.throughput_drop(run, spec) is None
