"""Inline SVG line plots for the HTML report, downsampled for drawing only:
min/max per pixel column keeps spikes, non-finite points are marked, y goes log where it spans decades."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from html import escape

import numpy as np
import numpy.typing as npt
from markupsafe import Markup

FloatArray = npt.NDArray[np.float64]
IntArray = npt.NDArray[np.int64]

# A curve is drawn log-scale when its finite values are all positive and span
# at least this ratio (two decades): below it a linear axis reads better.
LOG_SCALE_MIN_RATIO = 100.0

NONFINITE_COLOUR = "#dc2626"
ONSET_COLOUR = "#b91c1c"
SPAN_FILL = "#fca5a5"
LEGEND_MAX_CHARS = 48


@dataclass(frozen=True, eq=False)
class Curve:
    """One series as the plot sees it: what to call it, where its points are, how to stroke it."""

    label: str
    steps: IntArray
    values: FloatArray
    colour: str
    dashed: bool = False


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
        return self.left + (step - self.x0) / span * self.width

    def y(self, value: FloatArray) -> FloatArray:
        lo, hi = (math.log10(self.y0), math.log10(self.y1)) if self.log_y else (self.y0, self.y1)
        # scaled before subtracting: a range of +-1e308 would overflow to inf; NaN/Inf
        # points map to NaN here and are drawn as marks instead, so numpy need not warn
        scale = max(abs(lo), abs(hi), 1e-300)
        span = hi / scale - lo / scale or 1.0
        with np.errstate(invalid="ignore", divide="ignore", over="ignore"):
            v = np.log10(value) if self.log_y else value
            mapped: FloatArray = self.top + self.height - (v / scale - lo / scale) / span * self.height
        return mapped


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
    """An SVG document drawing `main` curves, and `secondary` ones (lr, grad norm)
    in a smaller panel below on the same step axis. Every label is escaped here,
    which is why it is returned as Markup: templates embed it without |safe.

    Curves are reduced to at most four points per column; there is one column a
    pixel unless `max_columns` asks for fewer (a page with many plots keeps its
    size down that way)."""
    curves = [c for c in (*main, *secondary) if len(c.steps)]
    left, right, top_pad, gap, bottom_pad = 62.0, 14.0, 30.0, 26.0, 30.0
    plot_width = width - left - right
    has_secondary = any(len(c.steps) for c in secondary)
    total_height = top_pad + main_height + (gap + secondary_height if has_secondary else 0) + bottom_pad

    x0, x1 = _step_range(curves, onset_step, span)
    parts: list[str] = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="plot" viewBox="0 0 {width} {total_height:.0f}" '
        f'width="{width}" height="{total_height:.0f}" role="img" aria-label="{escape(title)}">',
        f"<title>{escape(title)}</title>",
        f'<rect x="0" y="0" width="{width}" height="{total_height:.0f}" fill="#ffffff"/>',
    ]
    panels: list[tuple[Sequence[Curve], float, float]] = [(main, top_pad, main_height)]
    if has_secondary:
        panels.append((secondary, top_pad + main_height + gap, secondary_height))
    for index, (panel_curves, panel_top, panel_height) in enumerate(panels):
        frame = _frame_for(panel_curves, left, panel_top, plot_width, panel_height, x0, x1)
        columns = min(int(frame.width), max_columns or int(frame.width))
        last = index == len(panels) - 1
        parts.extend(_panel(frame, panel_curves, onset_step, span, columns, show_x_labels=last))
    parts.append(_legend([c for c in (*main, *secondary)], left, plot_width))
    parts.append("</svg>")
    return Markup("".join(parts))  # noqa: S704 - built above with every log string escaped


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


def tick_labels(values: Sequence[float]) -> list[str]:
    """Labels for axis ticks with just enough digits that neighbours differ
    (a curve flat at 3.6e23 still gets readable ticks)."""
    for digits in range(3, 12):
        labels = [format_number(v, digits) for v in values]
        if len(set(labels)) == len(labels):
            return labels
    return [repr(float(v)) for v in values]


def format_step(step: float) -> str:
    """Steps with thousands separators, or compact beyond a million."""
    if abs(step) >= 1e6:
        return f"{step / 1e6:.3g}M"
    return f"{int(round(step)):,}"


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


def _step_range(
    curves: Sequence[Curve], onset_step: int | None, span: tuple[int, int] | None
) -> tuple[float, float]:
    lows = [float(c.steps.min()) for c in curves]
    highs = [float(c.steps.max()) for c in curves]
    for extra in (onset_step, *(span or ())):
        if extra is not None:
            lows.append(float(extra))
            highs.append(float(extra))
    if not lows:
        return 0.0, 1.0
    low, high = min(lows), max(highs)
    return (low, high) if high > low else (low - 0.5, high + 0.5)


def _frame_for(
    curves: Sequence[Curve], left: float, top: float, width: float, height: float, x0: float, x1: float
) -> _Frame:
    log_y = uses_log_scale([c.values for c in curves])
    finite = [c.values[np.isfinite(c.values)] for c in curves]
    finite = [v for v in finite if len(v)]
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
    curves: Sequence[Curve],
    onset_step: int | None,
    span: tuple[int, int] | None,
    columns: int,
    show_x_labels: bool,
) -> list[str]:
    parts: list[str] = []
    bottom = frame.top + frame.height
    parts.append(
        f'<rect x="{frame.left:.1f}" y="{frame.top:.1f}" width="{frame.width:.1f}" '
        f'height="{frame.height:.1f}" fill="#f8fafc" stroke="#cbd5e1"/>'
    )
    if span is not None:
        sx = frame.x(np.array([float(span[0]), float(span[1])]))
        parts.append(
            f'<rect class="span" x="{sx[0]:.1f}" y="{frame.top:.1f}" width="{max(sx[1] - sx[0], 1.0):.1f}" '
            f'height="{frame.height:.1f}" fill="{SPAN_FILL}" fill-opacity="0.28"/>'
        )
    for value, label in _y_ticks(frame):
        y = float(frame.y(np.array([value]))[0])
        parts.append(
            f'<line x1="{frame.left:.1f}" x2="{frame.left + frame.width:.1f}" y1="{y:.1f}" y2="{y:.1f}" '
            'stroke="#e2e8f0"/>'
            f'<text x="{frame.left - 6:.1f}" y="{y + 4:.1f}" text-anchor="end" font-size="11" '
            f'fill="#475569">{escape(label)}</text>'
        )
    for step in _nice_ticks(frame.x0, frame.x1, 6):
        x = float(frame.x(np.array([step]))[0])
        parts.append(
            f'<line x1="{x:.1f}" x2="{x:.1f}" y1="{frame.top:.1f}" y2="{bottom:.1f}" stroke="#eef2f7"/>'
        )
        if show_x_labels:
            # a label at the right edge would be cut off by the SVG's border
            anchor = "end" if x > frame.left + frame.width - 20 else "middle"
            parts.append(
                f'<text x="{x:.1f}" y="{bottom + 16:.1f}" text-anchor="{anchor}" font-size="11" '
                f'fill="#475569">{escape(format_step(step))}</text>'
            )
    if frame.log_y:
        parts.append(
            f'<text x="{frame.left + frame.width:.1f}" y="{frame.top - 5:.1f}" text-anchor="end" '
            'font-size="11" font-style="italic" fill="#64748b">log scale</text>'
        )
    for curve in curves:
        parts.extend(_curve_paths(frame, curve, columns))
    for curve in curves:
        parts.extend(_nonfinite_marks(frame, curve, columns))
    if onset_step is not None:
        ox = float(frame.x(np.array([float(onset_step)]))[0])
        parts.append(
            f'<line class="onset" x1="{ox:.1f}" x2="{ox:.1f}" y1="{frame.top:.1f}" y2="{bottom:.1f}" '
            f'stroke="{ONSET_COLOUR}" stroke-width="1.5" stroke-dasharray="5 3"/>'
        )
        anchor = "end" if ox > frame.left + frame.width * 0.8 else "start"
        dx = -4 if anchor == "end" else 4
        parts.append(
            f'<text x="{ox + dx:.1f}" y="{frame.top + 24:.1f}" text-anchor="{anchor}" font-size="11" '
            f'font-weight="600" fill="{ONSET_COLOUR}">onset {escape(format_step(onset_step))}</text>'
        )
    return parts


def _curve_paths(frame: _Frame, curve: Curve, columns: int) -> list[str]:
    pieces = downsample(curve.steps, curve.values, frame.x0, frame.x1, columns)
    if not pieces:
        return []
    dash = ' stroke-dasharray="6 3"' if curve.dashed else ""
    commands: list[str] = []
    for cols, values in pieces:
        xs = frame.left + cols / max(columns - 1, 1) * frame.width
        ys = frame.y(values)
        coords = [f"{x:.1f} {y:.1f}" for x, y in zip(xs.tolist(), ys.tolist(), strict=True)]
        if len(coords) == 1:
            # a lone point still shows: a tiny horizontal tick
            x, y = float(xs[0]), float(ys[0])
            commands.append(f"M{x - 2:.1f} {y:.1f}L{x + 2:.1f} {y:.1f}")
        else:
            commands.append("M" + "L".join(coords))
    return [
        f'<path class="curve" d="{"".join(commands)}" fill="none" stroke="{curve.colour}" '
        f'stroke-width="1.6" stroke-linejoin="round"{dash}><title>{escape(curve.label)}</title></path>'
    ]


def _nonfinite_marks(frame: _Frame, curve: Curve, columns: int) -> list[str]:
    marks = nonfinite_columns(curve.steps, curve.values, frame.x0, frame.x1, columns)
    parts: list[str] = []
    for first, last, kind in marks:
        x = frame.left + first / max(columns - 1, 1) * frame.width
        w = max((last - first + 1) / max(columns - 1, 1) * frame.width, 2.0)
        y = frame.top + frame.height - 7 if kind == "-inf" else frame.top
        parts.append(
            f'<rect class="nonfinite" x="{x - 1:.1f}" y="{y:.1f}" width="{w:.1f}" height="7" '
            f'fill="{NONFINITE_COLOUR}"><title>{escape(curve.label)}: {kind.upper()}</title></rect>'
        )
    return parts


def _legend(curves: Sequence[Curve], left: float, width: float) -> str:
    parts: list[str] = []
    x, y = left, 16.0
    for curve in curves:
        label = curve.label
        if len(label) > LEGEND_MAX_CHARS:
            label = label[: LEGEND_MAX_CHARS - 1] + "…"
        extra = "" if np.isfinite(curve.values).all() else " (NaN/Inf marked)"
        text = label + extra
        advance = 28 + 6.6 * len(text)
        if x + advance > left + width and x > left:
            break
        dash = ' stroke-dasharray="6 3"' if curve.dashed else ""
        parts.append(
            f'<line x1="{x:.1f}" x2="{x + 20:.1f}" y1="{y - 4:.1f}" y2="{y - 4:.1f}" stroke="{curve.colour}" '
            f'stroke-width="2.5"{dash}/><text x="{x + 25:.1f}" y="{y:.1f}" font-size="12" fill="#1e293b">'
            f"{escape(text)}</text>"
        )
        x += advance + 14
    return "".join(parts)


def _y_ticks(frame: _Frame) -> list[tuple[float, str]]:
    if frame.log_y:
        low, high = round(math.log10(frame.y0)), round(math.log10(frame.y1))
        stride = max(1, math.ceil((high - low) / 6))
        return [(10.0**e, format_number(10.0**e)) for e in range(low, high + 1, stride)]
    ticks = _nice_ticks(frame.y0, frame.y1, 5)
    return list(zip(ticks, tick_labels(ticks), strict=True))


def _nice_ticks(low: float, high: float, count: int) -> list[float]:
    if not (math.isfinite(low) and math.isfinite(high)) or high <= low:
        return [low]
    raw = (high - low) / max(count, 1)
    if not (math.isfinite(raw) and raw > 0):
        return [low]  # a range of denormals underflows to 0, one past the largest double to inf
    magnitude = 10.0 ** math.floor(math.log10(raw))
    step = next(m * magnitude for m in (1.0, 2.0, 2.5, 5.0, 10.0) if m * magnitude >= raw)
    first = math.ceil(low / step) * step
    ticks = []
    value = first
    while value <= high + step * 1e-9:
        ticks.append(0.0 if abs(value) < step * 1e-9 else value)
        value += step
    return ticks
