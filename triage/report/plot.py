"""Inline SVG line plots for the HTML report, downsampled for drawing only:
min/max per pixel column keeps spikes, non-finite points are marked, and each
panel says which y scale it uses and why."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from html import escape
from typing import Literal

import numpy as np
import numpy.typing as npt
from markupsafe import Markup

from triage.report.text import visible

FloatArray = npt.NDArray[np.float64]
IntArray = npt.NDArray[np.int64]
Scale = Literal["auto", "linear", "log"]

# A curve is drawn log-scale when its finite values are all positive and span
# at least this ratio (two decades): below it a linear axis reads better.
LOG_SCALE_MIN_RATIO = 100.0
# However the axis is shaped (1e15 +- 2, NaN bounds, denormals), an axis never
# gets more ticks than this: the tick loop is bounded by count, not by float steps.
MAX_TICKS = 12
# Curves with at most this many points in view get a dot on each (sparse eval points).
SPARSE_POINTS = 60
# Curves shorter than this are not smoothed: there is nothing to average.
SMOOTH_MIN_POINTS = 20
# A span shading more than this share of the x axis says nothing, so it is not drawn.
SPAN_MAX_SHARE = 0.9

NONFINITE_COLOUR = "#c81e1e"
ONSET_COLOUR = "#b91c1c"
SPIKE_COLOUR = "#7c2d12"
SPAN_FILL = "#fca5a5"
TEXT_COLOUR = "#334155"
PANEL_FILL = "#ffffff"
LEGEND_MAX_CHARS = 48
FONT = 12


@dataclass(frozen=True, eq=False)
class Curve:
    """One series as the plot sees it: what to call it, where its points are, how to stroke it.
    With `smooth` (an EMA weight in [0, 1), TensorBoard's), the raw curve is drawn
    faint and the smoothed one over it; a page's CSS can hide either."""

    label: str
    steps: IntArray
    values: FloatArray
    colour: str
    dashed: bool = False
    dash: str = ""
    smooth: float = 0.0

    @property
    def dasharray(self) -> str:
        return self.dash or ("6 3" if self.dashed else "")


@dataclass(frozen=True)
class Marker:
    """A step worth pointing at: an `onset` (a labelled dashed line through every
    panel) or a `spike` (a tick on the top edge)."""

    step: float
    label: str
    kind: Literal["onset", "spike"] = "onset"


@dataclass(frozen=True)
class PointMark:
    """A labelled point (a raw minimum, a best checkpoint)."""

    step: float
    value: float
    label: str


@dataclass(frozen=True)
class Panel:
    """One y axis: its curves, its title, its scale (and why that scale)."""

    curves: Sequence[Curve]
    y_title: str = ""
    scale: Scale = "auto"
    y_range: tuple[float, float] | None = None
    scale_note: str = ""
    height: int = 240
    points: Sequence[PointMark] = ()
    hline: tuple[float, str] | None = None


@dataclass(frozen=True)
class _Frame:
    """Where a panel sits in the SVG and how data maps into it."""

    left: float
    top: float
    width: float
    height: float
    x0: float
    x1: float
    y0: float
    y1: float
    log_y: bool

    def x(self, step: FloatArray) -> FloatArray:
        span = self.x1 - self.x0 or 1.0
        mapped: FloatArray = self.left + (step - self.x0) / span * self.width
        return mapped

    def y(self, value: FloatArray) -> FloatArray:
        lo, hi = (math.log10(self.y0), math.log10(self.y1)) if self.log_y else (self.y0, self.y1)
        # scaled before subtracting: a range of +-1e308 would overflow to inf; NaN/Inf
        # points map to NaN here and are drawn as marks instead, so numpy need not warn
        scale = max(abs(lo), abs(hi), 1e-300)
        span = hi / scale - lo / scale or 1.0
        with np.errstate(invalid="ignore", divide="ignore", over="ignore"):
            v = np.log10(value) if self.log_y else value
            mapped: FloatArray = self.top + self.height - (v / scale - lo / scale) / span * self.height
        # values outside a zoomed range run along the panel's edge instead of off it
        return np.clip(mapped, self.top - 1.0, self.top + self.height + 1.0)


def render_svg(
    main: Sequence[Curve],
    secondary: Sequence[Curve] = (),
    *,
    title: str,
    width: int = 900,
    main_height: int = 240,
    secondary_height: int = 90,
    onset_step: int | None = None,
    span: tuple[int, int] | None = None,
    max_columns: int | None = None,
) -> Markup:
    """An SVG drawing `main` curves, and `secondary` ones (lr, grad norm) in a
    smaller panel below on the same step axis (see `render_panels`)."""
    panels = [Panel(main, height=main_height)]
    if any(len(c.steps) for c in secondary):
        panels.append(Panel(secondary, height=secondary_height))
    markers = (
        [Marker(float(onset_step), f"onset {format_step(onset_step)}")] if onset_step is not None else []
    )
    return render_panels(
        panels, title=title, width=width, markers=markers, span=span, max_columns=max_columns
    )


def render_panels(
    panels: Sequence[Panel],
    *,
    title: str,
    width: int = 900,
    markers: Sequence[Marker] = (),
    span: tuple[float, float] | None = None,
    max_columns: int | None = None,
    x_range: tuple[float, float] | None = None,
    x_title: str = "step",
    css_class: str = "plot",
) -> Markup:
    """An SVG document of stacked panels sharing one step axis. Every label is
    escaped here, which is why it is returned as Markup: templates embed it
    without |safe.

    Curves are reduced to at most four points per column; there is one column a
    pixel unless `max_columns` asks for fewer (a page with many plots keeps its
    size down that way)."""
    panels = [p for p in panels if any(len(c.steps) for c in p.curves)] or list(panels[:1])
    curves = [c for p in panels for c in p.curves if len(c.steps)]
    left, right = 74.0, 14.0
    plot_width = width - left - right
    legend, legend_height = _legend(curves, left, plot_width)
    onsets = [m for m in markers if m.kind == "onset"]
    label_rows = _label_rows(onsets, plot_width, (x_range or _step_range(curves, markers, span)))
    top = legend_height + 22.0  # room for the scale note above the first panel
    gap, bottom_pad = 40.0, 48.0
    heights = [p.height for p in panels]
    total_height = top + sum(heights) + gap * (len(panels) - 1) + bottom_pad
    x0, x1 = x_range or _step_range(curves, markers, span)
    parts: list[str] = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="{css_class}" '
        f'viewBox="0 0 {width} {total_height:.0f}" '
        f'width="{width}" height="{total_height:.0f}" role="img" aria-label="{_esc(title)}" '
        f'font-family="system-ui,sans-serif">',
        f"<title>{_esc(title)}</title>",
        f'<rect x="0" y="0" width="{width}" height="{total_height:.0f}" fill="#ffffff"/>',
        legend,
    ]
    panel_top = top
    for index, panel in enumerate(panels):
        frame = _frame_for(panel, left, panel_top, plot_width, panel.height, x0, x1)
        columns = min(int(frame.width), max_columns or int(frame.width))
        last = index == len(panels) - 1
        parts.extend(_panel(frame, panel, span, columns, show_x_labels=last, width=width))
        parts.extend(_markers(frame, markers, label_rows if index == 0 else None))
        panel_top += panel.height + gap
    bottom = panel_top - gap
    parts.append(
        f'<text x="{left + plot_width / 2:.1f}" y="{bottom + 38:.1f}" text-anchor="middle" '
        f'font-size="{FONT}" fill="{TEXT_COLOUR}">{_esc(x_title)}</text>'
    )
    parts.append("</svg>")
    return Markup("".join(parts))  # noqa: S704 - built above with every log string escaped


def smoothed(values: FloatArray, weight: float) -> FloatArray:
    """TensorBoard's debiased exponential moving average; non-finite points are
    skipped (they keep the previous smoothed value) and stay non-finite."""
    out = np.full(len(values), np.nan)
    if not 0.0 < weight < 1.0:
        return values.astype(np.float64, copy=True)
    last, count = 0.0, 0
    finite = np.isfinite(values)
    for i, value in enumerate(values.tolist()):
        if not finite[i]:
            continue
        count += 1
        last = last * weight + (1.0 - weight) * value
        out[i] = last / (1.0 - weight**count)
    return out


def tick_labels(values: Sequence[float]) -> list[str]:
    """Labels for one axis's ticks in one notation (all plain with the same
    decimals, or all scientific) with just enough digits that neighbours differ
    (a curve flat at 3.6e23 still gets readable ticks)."""
    finite = [abs(v) for v in values if math.isfinite(v) and v != 0]
    scientific = bool(finite) and (max(finite) >= 1e5 or max(finite) < 1e-3)
    for digits in range(0, 12):
        if scientific:
            labels = [_scientific(v, digits) for v in values]
        else:
            labels = [f"{v:.{digits}f}" if math.isfinite(v) else str(v) for v in values]
        # "-0.0" is a rounding artefact of a tick at zero
        labels = [label.lstrip("-") if _is_zero_label(label) else label for label in labels]
        if len(set(labels)) == len(labels) and _labels_read_true(labels, values):
            return labels
    return [repr(float(v)) for v in values]


def step_labels(steps: Sequence[float]) -> list[str]:
    """Step-axis labels in one notation: `12,000` below a million, `1.5M` above,
    the full integer when the ticks are closer than the compact form can tell apart."""
    if not steps:
        return []
    if max(abs(s) for s in steps) >= 1e6:
        for decimals in range(0, 4):
            labels = [f"{s / 1e6:,.{decimals}f}M" for s in steps]
            if len(set(labels)) == len(labels):
                return labels
    labels = [f"{s:,.0f}" for s in steps]
    if len(set(labels)) == len(labels):
        return labels
    return [f"{s:,.2f}" for s in steps]


def format_step(step: float) -> str:
    """One step for prose: thousands separators, or compact beyond a million."""
    if not math.isfinite(step):
        return str(step)
    if abs(step) >= 1e6:
        return f"{step / 1e6:.3g}M" if abs(step) < 1e12 else f"{step:,.0f}"
    return f"{int(round(step)):,}"


def _scientific(value: float, digits: int) -> str:
    if value == 0 or not math.isfinite(value):
        return "0" if value == 0 else str(value)
    mantissa, exponent = f"{value:.{digits}e}".split("e")
    return f"{mantissa}e{int(exponent)}"


def _labels_read_true(labels: Sequence[str], values: Sequence[float]) -> bool:
    # a label must say its tick's value (1.5e5 is not "2e5"), to a thousandth of the tick spacing
    finite = [v for v in values if math.isfinite(v)]
    spacing = (
        (max(finite) - min(finite)) / max(len(finite) - 1, 1)
        if len(finite) > 1
        else abs(finite[0])
        if finite
        else 0
    )
    tolerance = max(spacing * 1e-3, 1e-300)
    for label, value in zip(labels, values, strict=True):
        if math.isfinite(value):
            try:
                if abs(float(label) - value) > tolerance:
                    return False
            except ValueError:
                return False
    return True


def _is_zero_label(label: str) -> bool:
    return label.lstrip("-").replace("0", "").replace(".", "") == ""


def _esc(text: str) -> str:
    return escape(visible(text))


def _step_range(
    curves: Sequence[Curve], markers: Sequence[Marker], span: tuple[float, float] | None
) -> tuple[float, float]:
    lows = [float(c.steps.min()) for c in curves if len(c.steps)]
    highs = [float(c.steps.max()) for c in curves if len(c.steps)]
    for extra in (*(m.step for m in markers), *(span or ())):
        if extra is not None and math.isfinite(float(extra)):
            lows.append(float(extra))
            highs.append(float(extra))
    if not lows:
        return 0.0, 1.0
    low, high = min(lows), max(highs)
    return (low, high) if high > low else (low - 0.5, high + 0.5)


def _frame_for(
    panel: Panel, left: float, top: float, width: float, height: float, x0: float, x1: float
) -> _Frame:
    curves = panel.curves
    if panel.y_range is not None and all(math.isfinite(v) for v in panel.y_range):
        low, high = sorted(panel.y_range)
        log_y = panel.scale == "log" and low > 0
        finite: list[FloatArray] = [np.array([low, high])]
    else:
        finite = [c.values[np.isfinite(c.values)] for c in curves]
        finite = [v for v in finite if len(v)]
        positive = all(float(v.min()) > 0 for v in finite)
        log_y = (panel.scale == "log" and bool(finite) and positive) or (
            panel.scale == "auto" and uses_log_scale([c.values for c in curves])
        )
    if not finite:
        return _Frame(left, top, width, height, x0, x1, 0.0, 1.0, False)
    low = min(float(v.min()) for v in finite)
    high = max(float(v.max()) for v in finite)
    if log_y:
        # 10**e stays a normal double: below 1e-307 it is 0 (log10 fails), above 1e308 it overflows
        low_exp = max(math.floor(math.log10(low)), -307)
        high_exp = min(math.ceil(math.log10(high)), 308)
        if high_exp <= low_exp:
            low_exp = high_exp - 1
        return _Frame(left, top, width, height, x0, x1, 10.0**low_exp, 10.0**high_exp, True)
    if high == low:
        pad = abs(high) * 0.1 or 1.0
        low, high = low - pad, high + pad
    else:
        pad = high * 0.06 - low * 0.06  # never (high - low) * 0.06, which overflows for +-1e308
        low, high = low - pad, high + pad
    return _Frame(left, top, width, height, x0, x1, low, high, False)


def _panel(
    frame: _Frame,
    panel: Panel,
    span: tuple[float, float] | None,
    columns: int,
    show_x_labels: bool,
    width: int,
) -> list[str]:
    parts: list[str] = []
    bottom = frame.top + frame.height
    parts.append(
        f'<rect x="{frame.left:.1f}" y="{frame.top:.1f}" width="{frame.width:.1f}" '
        f'height="{frame.height:.1f}" fill="{PANEL_FILL}" stroke="#94a3b8"/>'
    )
    if span is not None and frame.x1 > frame.x0:
        share = (float(span[1]) - float(span[0])) / (frame.x1 - frame.x0)
        if share <= SPAN_MAX_SHARE:
            sx = frame.x(np.array([float(span[0]), float(span[1])]))
            parts.append(
                f'<rect class="span" x="{sx[0]:.1f}" y="{frame.top:.1f}" '
                f'width="{max(sx[1] - sx[0], 1.0):.1f}" height="{frame.height:.1f}" '
                f'fill="{SPAN_FILL}" fill-opacity="0.22"/>'
            )
    for value, label in _y_ticks(frame):
        y = float(frame.y(np.array([value]))[0])
        parts.append(
            f'<line x1="{frame.left:.1f}" x2="{frame.left + frame.width:.1f}" y1="{y:.1f}" y2="{y:.1f}" '
            'stroke="#e2e8f0"/>'
            f'<text x="{frame.left - 6:.1f}" y="{y + 4:.1f}" text-anchor="end" font-size="{FONT}" '
            f'fill="{TEXT_COLOUR}">{_esc(label)}</text>'
        )
    x_ticks = _nice_ticks(frame.x0, frame.x1, 6 if width >= 600 else 3)
    for step, label in zip(x_ticks, step_labels(x_ticks), strict=True):
        x = float(frame.x(np.array([step]))[0])
        parts.append(
            f'<line x1="{x:.1f}" x2="{x:.1f}" y1="{frame.top:.1f}" y2="{bottom:.1f}" stroke="#eef2f7"/>'
        )
        if show_x_labels:
            # a label at either edge would be cut off by the SVG's border
            anchor = (
                "end" if x > frame.left + frame.width - 30 else "start" if x < frame.left + 20 else "middle"
            )
            parts.append(
                f'<text x="{x:.1f}" y="{bottom + 17:.1f}" text-anchor="{anchor}" font-size="{FONT}" '
                f'fill="{TEXT_COLOUR}">{_esc(label)}</text>'
            )
    if panel.y_title:
        middle = frame.top + frame.height / 2
        parts.append(
            f'<text x="14" y="{middle:.1f}" transform="rotate(-90 14 {middle:.1f})" text-anchor="middle" '
            f'font-size="{FONT}" fill="{TEXT_COLOUR}">{_esc(panel.y_title)}</text>'
        )
    scale = "log scale" if frame.log_y else "linear scale"
    note = f"{scale}: {panel.scale_note}" if panel.scale_note else scale
    parts.append(
        f'<text class="scale" x="{frame.left + frame.width:.1f}" y="{frame.top - 6:.1f}" text-anchor="end" '
        f'font-size="{FONT}" font-style="italic" fill="{TEXT_COLOUR}">{_esc(note)}</text>'
    )
    if panel.hline is not None and math.isfinite(panel.hline[0]):
        y = float(frame.y(np.array([panel.hline[0]]))[0])
        parts.append(
            f'<line class="hline" x1="{frame.left:.1f}" x2="{frame.left + frame.width:.1f}" y1="{y:.1f}" '
            f'y2="{y:.1f}" stroke="{TEXT_COLOUR}" stroke-dasharray="2 3"/>'
            f'<text x="{frame.left + 4:.1f}" y="{y - 4:.1f}" font-size="{FONT}" fill="{TEXT_COLOUR}">'
            f"{_esc(panel.hline[1])}</text>"
        )
    for curve in panel.curves:
        parts.extend(_curve_paths(frame, curve, columns))
    for curve in panel.curves:
        parts.extend(_nonfinite_marks(frame, curve, columns))
    for point in panel.points:
        parts.extend(_point_mark(frame, point))
    return parts


def _label_rows(onsets: Sequence[Marker], plot_width: float, x_range: tuple[float, float]) -> list[int]:
    # Onset labels that would overlap go one row lower, so every onset keeps its label.
    x0, x1 = x_range
    span = (x1 - x0) or 1.0
    ends: list[float] = []
    rows: list[int] = []
    order = sorted(range(len(onsets)), key=lambda i: onsets[i].step)
    placed: dict[int, int] = {}
    for i in order:
        x = (onsets[i].step - x0) / span * plot_width
        text_width = 7.0 * len(onsets[i].label) + 8
        start = x - text_width if x > plot_width * 0.6 else x
        row = next((r for r, end in enumerate(ends) if end < start), len(ends))
        if row == len(ends):
            ends.append(start + text_width)
        else:
            ends[row] = start + text_width
        placed[i] = row
    rows = [placed[i] for i in range(len(onsets))]
    return rows


def _markers(frame: _Frame, markers: Sequence[Marker], label_rows: Sequence[int] | None) -> list[str]:
    parts: list[str] = []
    bottom = frame.top + frame.height
    onsets = [m for m in markers if m.kind == "onset"]
    for index, marker in enumerate(onsets):
        if not math.isfinite(marker.step):
            continue
        ox = float(frame.x(np.array([marker.step]))[0])
        parts.append(
            f'<line class="onset" x1="{ox:.1f}" x2="{ox:.1f}" y1="{frame.top:.1f}" y2="{bottom:.1f}" '
            f'stroke="{ONSET_COLOUR}" stroke-width="1.5" stroke-dasharray="5 3"><title>{_esc(marker.label)}'
            "</title></line>"
        )
        if label_rows is None:
            continue
        anchor = "end" if ox > frame.left + frame.width * 0.6 else "start"
        dx = -4 if anchor == "end" else 4
        y = frame.top + 16 + 15 * label_rows[index]
        parts.append(
            f'<text class="onset-label" x="{ox + dx:.1f}" y="{y:.1f}" text-anchor="{anchor}" '
            f'font-size="{FONT}" font-weight="600" fill="{ONSET_COLOUR}" stroke="#ffffff" '
            f'stroke-width="3" paint-order="stroke">{_esc(marker.label)}</text>'
        )
    for marker in (m for m in markers if m.kind == "spike" and label_rows is not None):
        if not math.isfinite(marker.step):
            continue
        sx = float(frame.x(np.array([marker.step]))[0])
        parts.append(
            f'<path class="spike" d="M{sx - 4:.1f} {frame.top - 1:.1f}L{sx + 4:.1f} {frame.top - 1:.1f}'
            f'L{sx:.1f} {frame.top + 7:.1f}Z" fill="{SPIKE_COLOUR}">'
            f"<title>{_esc(marker.label)}</title></path>"
        )
    return parts


def _point_mark(frame: _Frame, point: PointMark) -> list[str]:
    if not (math.isfinite(point.step) and math.isfinite(point.value)):
        return []
    x = float(frame.x(np.array([point.step]))[0])
    y = float(frame.y(np.array([point.value]))[0])
    anchor = "end" if x > frame.left + frame.width * 0.6 else "start"
    dx = -8 if anchor == "end" else 8
    ty = min(max(y + 18, frame.top + 14), frame.top + frame.height - 4)
    return [
        f'<circle class="point-mark" cx="{x:.1f}" cy="{y:.1f}" r="5" fill="none" stroke="{TEXT_COLOUR}" '
        f'stroke-width="2"><title>{_esc(point.label)}</title></circle>'
        f'<text x="{x + dx:.1f}" y="{ty:.1f}" text-anchor="{anchor}" font-size="{FONT}" fill="{TEXT_COLOUR}" '
        f'stroke="#ffffff" stroke-width="3" paint-order="stroke">{_esc(point.label)}</text>'
    ]


def _path_d(frame: _Frame, steps: IntArray, values: FloatArray, columns: int) -> str:
    pieces = downsample(steps, values, frame.x0, frame.x1, columns)
    commands: list[str] = []
    for cols, ys_data in pieces:
        xs = frame.left + cols / max(columns - 1, 1) * frame.width
        ys = frame.y(ys_data)
        coords = [f"{x:.1f} {y:.1f}" for x, y in zip(xs.tolist(), ys.tolist(), strict=True)]
        if len(coords) == 1:
            # a lone point still shows: a tiny horizontal tick
            x, y = float(xs[0]), float(ys[0])
            commands.append(f"M{x - 2:.1f} {y:.1f}L{x + 2:.1f} {y:.1f}")
        else:
            commands.append("M" + "L".join(coords))
    return "".join(commands)


def _curve_paths(frame: _Frame, curve: Curve, columns: int) -> list[str]:
    in_view = (curve.steps >= frame.x0) & (curve.steps <= frame.x1)
    steps, values = curve.steps[in_view], curve.values[in_view]
    raw = _path_d(frame, steps, values, columns)
    if not raw:
        return []
    dash = f' stroke-dasharray="{curve.dasharray}"' if curve.dasharray else ""
    label = _esc(curve.label)
    finite_count = int(np.isfinite(values).sum())
    parts: list[str] = []
    if curve.smooth and finite_count >= SMOOTH_MIN_POINTS:
        smooth = _path_d(frame, steps, smoothed(values, curve.smooth), columns)
        parts.append(
            f'<path class="curve raw" d="{raw}" fill="none" stroke="{curve.colour}" stroke-width="1.2" '
            f'stroke-opacity="0.35" stroke-linejoin="round"><title>{label} (raw)</title></path>'
            f'<path class="curve smooth" d="{smooth}" fill="none" stroke="{curve.colour}" stroke-width="2" '
            f'stroke-linejoin="round"{dash}><title>{label} (smoothed, EMA {curve.smooth:g})</title></path>'
        )
    else:
        parts.append(
            f'<path class="curve" d="{raw}" fill="none" stroke="{curve.colour}" stroke-width="1.8" '
            f'stroke-linejoin="round"{dash}><title>{label}</title></path>'
        )
    if 0 < finite_count <= SPARSE_POINTS:
        finite = np.isfinite(values)
        xs = frame.x(steps[finite].astype(np.float64))
        ys = frame.y(values[finite])
        dots = "".join(
            f'<circle cx="{x:.1f}" cy="{y:.1f}" r="2.6"/>'
            for x, y in zip(xs.tolist(), ys.tolist(), strict=True)
        )
        parts.append(f'<g class="points" fill="{curve.colour}">{dots}</g>')
    return parts


def _nonfinite_marks(frame: _Frame, curve: Curve, columns: int) -> list[str]:
    marks = nonfinite_columns(curve.steps, curve.values, frame.x0, frame.x1, columns)
    parts: list[str] = []
    for first, last, kind in marks:
        x = frame.left + first / max(columns - 1, 1) * frame.width
        w = max((last - first + 1) / max(columns - 1, 1) * frame.width, 2.0)
        y = frame.top + frame.height - 7 if kind == "-inf" else frame.top
        parts.append(
            f'<rect class="nonfinite" x="{x - 1:.1f}" y="{y:.1f}" width="{w:.1f}" height="7" '
            f'fill="{NONFINITE_COLOUR}"><title>{_esc(curve.label)}: {kind.upper()}</title></rect>'
        )
    return parts


def _legend(curves: Sequence[Curve], left: float, width: float) -> tuple[str, float]:
    # Entries wrap onto further rows instead of being dropped: every curve drawn is named.
    parts: list[str] = []
    x, y = left, 18.0
    for curve in curves:
        label = curve.label
        if len(label) > LEGEND_MAX_CHARS:
            label = label[: LEGEND_MAX_CHARS - 1] + "…"
        extra = "" if np.isfinite(curve.values).all() else " (NaN/Inf marked)"
        text = label + extra
        advance = 30 + 7.0 * len(text)
        if x + advance > left + width and x > left:
            x, y = left, y + 18
        dash = f' stroke-dasharray="{curve.dasharray}"' if curve.dasharray else ""
        parts.append(
            f'<line x1="{x:.1f}" x2="{x + 22:.1f}" y1="{y - 4:.1f}" y2="{y - 4:.1f}" stroke="{curve.colour}" '
            f'stroke-width="2.5"{dash}/><text x="{x + 27:.1f}" y="{y:.1f}" font-size="{FONT}" '
            f'fill="#1e293b">{_esc(text)}</text>'
        )
        x += advance + 14
    return "".join(parts), y + 6


def _y_ticks(frame: _Frame) -> list[tuple[float, str]]:
    if frame.log_y:
        low, high = round(math.log10(frame.y0)), round(math.log10(frame.y1))
        stride = max(1, math.ceil((high - low) / 6))
        exponents = range(low, high + 1, stride)
        values = [10.0**e for e in exponents]
        if high - low >= 3:  # decades read best as powers of ten, all in one notation
            return [(v, f"1e{e}") for v, e in zip(values, exponents, strict=True)]
        return list(zip(values, tick_labels(values), strict=True))
    ticks = _nice_ticks(frame.y0, frame.y1, 5)
    return list(zip(ticks, tick_labels(ticks), strict=True))


def _nice_ticks(low: float, high: float, count: int) -> list[float]:
    """Round tick values in [low, high], at most MAX_TICKS of them, for any
    bounds: NaN/inf, denormal ranges and a step below float precision (1e15
    plus or minus 2) all end in a bounded list, never an endless loop."""
    if not (math.isfinite(low) and math.isfinite(high)) or high <= low:
        return [low]
    raw = (high - low) / max(count, 1)
    if not (math.isfinite(raw) and raw > 0):
        return [low]  # a range of denormals underflows to 0, one past the largest double to inf
    magnitude = 10.0 ** math.floor(math.log10(raw))
    step = next(m * magnitude for m in (1.0, 2.0, 2.5, 5.0, 10.0) if m * magnitude >= raw)
    first = math.ceil(low / step) * step
    if not math.isfinite(first) or first + step == first:
        return [low, high]  # the step is below the precision of the values themselves
    count_fit = math.floor((high - first) / step + 1e-9) + 1
    ticks: list[float] = []
    for i in range(max(0, min(count_fit, MAX_TICKS))):
        value = first + i * step
        value = 0.0 if abs(value) < step * 1e-9 else value
        if not ticks or value > ticks[-1]:
            ticks.append(value)
    return ticks or [low]


def downsample(
    steps: IntArray, values: FloatArray, x0: float, x1: float, columns: int
) -> list[tuple[FloatArray, FloatArray]]:
    """Reduce a curve to at most four points per pixel column (first, min, max,
    last), so a one-step spike still reaches its height on screen.

    Returns polyline pieces as (column positions in [0, columns), values). A
    piece ends where the steps rewind (a resumed run) or where non-finite
    values leave a gap at least one column wide.
    """
    finite_index = np.flatnonzero(np.isfinite(values))
    if len(finite_index) == 0:
        return []
    columns = max(int(columns), 2)
    span = (x1 - x0) or 1.0
    col = np.clip(np.floor((steps.astype(np.float64) - x0) / span * (columns - 1) + 0.5), 0, columns - 1)
    col = col.astype(np.int64)
    rewinds = np.zeros(len(steps), dtype=np.int64)
    if len(steps) > 1:
        rewinds[1:] = np.cumsum(steps[1:] < steps[:-1])

    prev, cur = finite_index[:-1], finite_index[1:]
    gap = (cur - prev > 1) & (col[cur] != col[prev])
    breaks = gap | (rewinds[cur] != rewinds[prev])
    piece = np.concatenate([[0], np.cumsum(breaks)])
    fcol = col[finite_index]
    fval = values[finite_index]
    new_group = np.concatenate([[True], (piece[1:] != piece[:-1]) | (fcol[1:] != fcol[:-1])])
    starts = np.flatnonzero(new_group)
    ends = np.append(starts[1:], len(fval))
    mins = np.minimum.reduceat(fval, starts)
    maxs = np.maximum.reduceat(fval, starts)
    argmin_first = _min_comes_first(fval, starts, ends, mins, maxs)

    pieces: list[tuple[FloatArray, FloatArray]] = []
    xs: list[float] = []
    ys: list[float] = []
    current_piece = piece[0]
    for g, start in enumerate(starts):
        if piece[start] != current_piece:
            pieces.append((np.asarray(xs), np.asarray(ys)))
            xs, ys, current_piece = [], [], piece[start]
        x = float(fcol[start])
        if ends[g] - start == 1:
            xs.append(x)
            ys.append(float(fval[start]))
            continue
        low, high = float(mins[g]), float(maxs[g])
        middle = (low, high) if argmin_first[g] else (high, low)
        for y in (float(fval[start]), *middle, float(fval[ends[g] - 1])):
            xs.append(x)
            ys.append(y)
    pieces.append((np.asarray(xs), np.asarray(ys)))
    return pieces


def nonfinite_columns(
    steps: IntArray, values: FloatArray, x0: float, x1: float, columns: int
) -> list[tuple[int, int, str]]:
    """Stretches of NaN or +/-Inf values as pixel-column ranges (first, last, kind),
    kind "nan", "+inf" or "-inf". Consecutive non-finite points make one stretch,
    and stretches that touch on screen merge, so there is at most one mark a column."""
    if np.isfinite(values).all():
        return []
    columns = max(int(columns), 2)
    span = (x1 - x0) or 1.0
    col = np.clip(np.floor((steps.astype(np.float64) - x0) / span * (columns - 1) + 0.5), 0, columns - 1)
    col = col.astype(np.int64)
    out: list[tuple[int, int, str]] = []
    for kind, mask in (
        ("nan", np.isnan(values)),
        ("+inf", np.isposinf(values)),
        ("-inf", np.isneginf(values)),
    ):
        index = np.flatnonzero(mask)
        if len(index) == 0:
            continue
        run_start = np.concatenate([[True], np.diff(index) > 1])
        starts = index[run_start]
        ends = np.append(index[np.flatnonzero(run_start)[1:] - 1], index[-1])
        low = np.minimum(col[starts], col[ends])
        high = np.maximum(col[starts], col[ends])
        order = np.argsort(low, kind="stable")
        low, high = low[order], high[order]
        reach = np.maximum.accumulate(high)
        new_group = np.concatenate([[True], low[1:] > reach[:-1] + 1])
        group_starts = np.flatnonzero(new_group)
        group_ends = np.append(group_starts[1:], len(low)) - 1
        out.extend((int(low[a]), int(reach[b]), kind) for a, b in zip(group_starts, group_ends, strict=True))
    return out


def uses_log_scale(values: Sequence[FloatArray]) -> bool:
    """True when every finite value is positive and they span at least two decades."""
    finite = [v[np.isfinite(v)] for v in values]
    finite = [v for v in finite if len(v)]
    if not finite:
        return False
    low = min(float(v.min()) for v in finite)
    high = max(float(v.max()) for v in finite)
    return low > 0 and high / low >= LOG_SCALE_MIN_RATIO


def format_number(value: float, digits: int = 4) -> str:
    """A short, readable form of an axis or measurement number (`digits` significant)."""
    if value == 0 or not math.isfinite(value):
        return "0" if value == 0 else str(value)
    magnitude = abs(value)
    if magnitude >= 1e5 or magnitude < 1e-3:
        mantissa, exponent = f"{value:.{max(digits - 2, 0)}e}".split("e")
        if "." in mantissa:
            mantissa = mantissa.rstrip("0").rstrip(".")
        return f"{mantissa}e{int(exponent)}"
    if magnitude >= 1:
        decimals = max(digits - (math.floor(math.log10(magnitude)) + 1), 0)
        text = f"{value:.{decimals}f}"
        return text.rstrip("0").rstrip(".") if "." in text else text
    return f"{value:.{digits}g}"


def _min_comes_first(
    values: FloatArray, starts: IntArray, ends: IntArray, mins: FloatArray, maxs: FloatArray
) -> npt.NDArray[np.bool_]:
    # Order the min and max of a column as they happened, so a spike reads up-then-down.
    index = np.arange(len(values))
    group = np.repeat(np.arange(len(starts)), ends - starts)
    big = len(values) + 1
    first_min = np.minimum.reduceat(np.where(values == mins[group], index, big), starts)
    first_max = np.minimum.reduceat(np.where(values == maxs[group], index, big), starts)
    result: npt.NDArray[np.bool_] = first_min <= first_max
    return result
