"""The SVG plots: downsampling keeps spikes and NaN positions, log scale where
a curve spans decades, labels escaped."""

from __future__ import annotations

import re

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra.numpy import arrays

from triage.report.plot import (
    Curve,
    downsample,
    format_number,
    nonfinite_columns,
    render_svg,
    tick_labels,
    uses_log_scale,
)


def _curve(values: np.ndarray, label: str = "train/loss") -> Curve:
    return Curve(label, np.arange(len(values), dtype=np.int64), values.astype(np.float64), "#2563eb")


def test_a_one_step_spike_in_a_million_points_keeps_its_height() -> None:
    rng = np.random.default_rng(0)
    values = 1.0 + rng.normal(0, 0.01, 1_000_000)
    values[654_321] = 50.0
    values[123_456] = -3.0
    pieces = downsample(np.arange(len(values), dtype=np.int64), values, 0, len(values) - 1, 700)
    drawn = np.concatenate([ys for _, ys in pieces])
    assert drawn.max() == 50.0
    assert drawn.min() == -3.0
    assert len(drawn) <= 4 * 700


def test_steps_that_rewind_start_a_new_piece() -> None:
    steps = np.array([0, 10, 20, 30, 15, 25, 35], dtype=np.int64)
    values = np.array([5.0, 4, 3, 2, 2.5, 2.2, 1.9])
    pieces = downsample(steps, values, 0, 35, 200)
    assert len(pieces) == 2
    assert list(pieces[1][1]) == [2.5, 2.2, 1.9]


def test_a_nan_gap_breaks_the_line_and_is_marked() -> None:
    values = np.linspace(3.0, 1.0, 300)
    values[100:150] = np.nan
    values[200] = np.inf
    steps = np.arange(300, dtype=np.int64)
    pieces = downsample(steps, values, 0, 299, 300)
    assert len(pieces) == 3  # before the NaN stretch, between it and the Inf, after the Inf
    marks = nonfinite_columns(steps, values, 0, 299, 300)
    kinds = sorted(kind for _, _, kind in marks)
    assert kinds == ["+inf", "nan"]
    nan_mark = next(m for m in marks if m[2] == "nan")
    assert nan_mark[:2] == (100, 149)


def test_scattered_nans_make_a_bounded_number_of_marks() -> None:
    values = np.ones(2_000_000)
    values[::3] = np.nan  # a third of the points, everywhere
    steps = np.arange(len(values), dtype=np.int64)
    marks = nonfinite_columns(steps, values, 0, len(values) - 1, 700)
    assert 1 <= len(marks) <= 700
    pieces = downsample(steps, values, 0, len(values) - 1, 700)
    assert sum(len(xs) for xs, _ in pieces) <= 4 * 700


@settings(max_examples=60, deadline=None)
@given(
    arrays(
        np.float64,
        st.integers(1, 400),
        elements=st.one_of(st.floats(-1e6, 1e6), st.sampled_from([np.nan, np.inf, -np.inf])),
    ),
    st.integers(2, 300),
)
def test_downsampling_keeps_the_extremes_of_any_curve(values: np.ndarray, columns: int) -> None:
    steps = np.arange(len(values), dtype=np.int64)
    pieces = downsample(steps, values, 0, max(len(values) - 1, 1), columns)
    finite = values[np.isfinite(values)]
    if len(finite) == 0:
        assert pieces == []
        return
    drawn = np.concatenate([ys for _, ys in pieces])
    assert drawn.max() == finite.max()
    assert drawn.min() == finite.min()
    assert np.isin(drawn, finite).all()
    assert len(drawn) <= 4 * columns
    marked = sum(
        b - a + 1 for a, b, _ in nonfinite_columns(steps, values, 0, max(len(values) - 1, 1), columns)
    )
    assert (marked > 0) == (not np.isfinite(values).all())


def test_log_scale_only_for_positive_curves_spanning_decades() -> None:
    assert uses_log_scale([np.array([3e12, 1e6, 3.1])])
    assert uses_log_scale([np.array([2.3, 0.01, np.nan])])
    assert not uses_log_scale([np.array([2.3, 0.5])])
    assert not uses_log_scale([np.array([100.0, -1.0, 0.01])])
    assert not uses_log_scale([np.array([np.nan])])


def test_svg_marks_onset_span_and_nonfinite_and_escapes_labels() -> None:
    values = np.concatenate([np.geomspace(3e12, 3, 200), np.full(40, np.nan)])
    svg = render_svg(
        [_curve(values, label="<script>alert(1)</script>")],
        title="run & <b>",
        onset_step=200,
        span=(200, 239),
    )
    assert "<script>" not in svg
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in svg
    assert "run &amp; &lt;b&gt;" in svg
    assert 'class="onset"' in svg and 'class="span"' in svg and 'class="nonfinite"' in svg
    assert "log scale" in svg
    assert re.search(r'<path class="curve" d="M[\d.]+ [\d.]+L', svg)


def test_secondary_panel_shares_the_step_axis() -> None:
    loss = _curve(np.linspace(2.0, 0.5, 100))
    lr = Curve("lr", np.arange(100, dtype=np.int64), np.full(100, 3e-4), "#0891b2", dashed=True)
    svg = render_svg([loss], [lr], title="t")
    assert svg.count('class="curve"') == 2
    assert 'stroke-dasharray="6 3"' in svg


def test_tick_labels_get_enough_digits_to_differ() -> None:
    flat_runaway = [3.6125e23, 3.615e23, 3.6175e23, 3.62e23]
    labels = tick_labels(flat_runaway)
    assert len(set(labels)) == 4 and all("e23" in label for label in labels)
    # one notation, one number of decimals per axis: never "1e7 / 1000 / 0.1"
    assert tick_labels([0.0, 0.5, 1.0, 1.5]) == ["0.0", "0.5", "1.0", "1.5"]
    assert tick_labels([0.0, 5e4, 1e5, 1.5e5]) == ["0", "5.0e4", "1.0e5", "1.5e5"]
    assert format_number(12345.678) == "12346"
    assert format_number(0.000123456) == "1.23e-4"


@settings(max_examples=80, deadline=None, derandomize=True)
@given(
    st.one_of(
        st.floats(allow_nan=True, allow_infinity=True), st.sampled_from([4748138030987118.0, 1e308, 5e-324])
    ),
    st.one_of(st.floats(allow_nan=True, allow_infinity=True), st.floats(0, 4)),
    st.integers(1, 10),
)
def test_the_tick_loop_ends_for_any_axis(low: float, extra: float, count: int) -> None:
    from triage.report.plot import MAX_TICKS, _nice_ticks

    high = low + extra if np.isfinite(low) and np.isfinite(extra) else extra
    ticks = _nice_ticks(low, high, count)
    assert 1 <= len(ticks) <= MAX_TICKS
    assert ticks == sorted(ticks)


def test_huge_steps_over_a_tiny_range_draw_with_distinct_tick_labels() -> None:
    from triage.report.plot import step_labels

    steps = np.arange(4748138030987118, 4748138030987121, dtype=np.int64)
    svg = render_svg([Curve("loss", steps, np.array([1.0, 0.5, 0.25]), "#0072b2")], title="t")
    assert len(svg) < 50_000 and 'class="curve"' in svg
    labels = step_labels([4748138030987118.0, 4748138030987120.0])
    assert labels == ["4,748,138,030,987,118", "4,748,138,030,987,120"]
    values = np.array([3.6e23, 3.6e23 + 1e8, np.nan, np.inf])
    assert "<svg" in render_svg([_curve(values)], title="flat runaway")


def test_each_panel_names_its_scale_and_axis() -> None:
    from triage.report.plot import Panel, render_panels

    loss = _curve(np.geomspace(3e6, 0.3, 200))
    lr = Curve("lr", np.arange(200, dtype=np.int64), np.linspace(1e-3, 1e-4, 200), "#e69f00")
    svg = render_panels(
        [
            Panel([loss], y_title="loss", scale="log", scale_note="runaway"),
            Panel([lr], y_title="learning rate"),
        ],
        title="t",
    )
    assert "log scale: runaway" in svg and "linear scale" in svg
    assert ">loss</text>" in svg and ">learning rate</text>" in svg and ">step</text>" in svg
