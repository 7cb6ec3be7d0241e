"""What a scan writes from its results file: the `"kind": "scan"` JSON document
(docs/json-scan.md) and the self-contained index page (sparklines per run,
objective-vs-hparam scatters, failure groups, sorting and a filter by a small
inline script that degrades to a static table). Both read the results file
unit by unit; only the analysis columns and the sort keys sit in memory."""

from __future__ import annotations

import json
import math
import os
import tempfile
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from triage.sweep.analysis import SweepTable, failure_groups, hparam_importance, importance_method
from triage.sweep.engine import Objective
from triage.sweep.results import iter_lines, read_unit_at

SCAN_FORMAT = 1
VERDICT_ORDER = {"unreadable": 0, "failing": 1, "warning": 2, "inconclusive": 3, "healthy": 4}
SCATTERS = 4  # the most important hparams drawn against the objective
RUN_KEYS = ("run", "source", "verdict", "top_cause", "objective", "hparams", "error", "report")


@dataclass
class SweepAnalysis:
    """The sweep-wide results computed once from the results file."""

    table: SweepTable
    importance: list[dict[str, Any]]
    groups: list[dict[str, Any]]
    method: str
    goal: str

    @classmethod
    def of(cls, results: Path, objective: Objective) -> SweepAnalysis:
        table = SweepTable()
        goals: dict[str, int] = {}
        # in name order, not completion order: the forest's folds and draws depend on the row order
        for record in _ordered(results, "name"):
            table.add(record)
            if record.get("objective_goal"):
                goals[record["objective_goal"]] = goals.get(record["objective_goal"], 0) + 1
        # unless told, the goal is the objective series' own direction (the same in every run of a sweep)
        goal = objective.goal or (max(goals, key=lambda g: goals[g]) if goals else "min")
        importance = hparam_importance(table, goal=goal)
        return cls(table, importance, failure_groups(table), importance_method(), goal)


def _ordered(results: Path, key: str) -> Iterator[dict[str, Any]]:
    """The records of `results` sorted by `key` ("name": run then source;
    "verdict": worst first, then name), reading one unit line at a time."""
    keys: list[tuple[Any, ...]] = []
    for offset, line in iter_lines(results):
        for position, record in enumerate(line["runs"]):
            name = (str(record["run"]), str(record["source"]))
            rank = VERDICT_ORDER.get(str(record["verdict"]), 9) if key == "verdict" else 0
            keys.append((rank, *name, offset, position))
    keys.sort()
    with results.open("rb") as handle:
        cached: tuple[int, dict[str, Any]] | None = None
        for *_sort, offset, position in keys:
            if cached is None or cached[0] != offset:
                cached = (offset, read_unit_at(handle, offset))
            yield cached[1]["runs"][position]


def scan_document(
    results: Path, analysis: SweepAnalysis, objective: Objective, **extra: Any
) -> Iterator[str]:
    """The JSON document, in chunks (the runs streamed from the results file)."""
    from triage import __version__

    head = {
        "format": SCAN_FORMAT,
        "kind": "scan",
        "triage_version": __version__,
        **extra,
        "objective": {
            "metric": objective.metric,
            "goal": analysis.goal,
            "description": objective.describe(),
        },
        "importance_method": analysis.method,
    }
    text = json.dumps(head, indent=2, ensure_ascii=False, allow_nan=False)
    yield text[: text.rindex("}")].rstrip() + ',\n  "runs": ['
    for i, record in enumerate(_ordered(results, "name")):
        entry = {k: record.get(k) for k in RUN_KEYS}
        yield ("," if i else "") + "\n    " + json.dumps(entry, ensure_ascii=False, allow_nan=False)
    tail = {"hparam_importance": analysis.importance, "failure_groups": analysis.groups}
    rest = json.dumps(tail, indent=2, ensure_ascii=False, allow_nan=False)
    yield "\n  ],\n" + rest[rest.index("{") + 1 :] + "\n"


def write_streamed(path: Path, chunks: Iterator[str]) -> Path:
    """Write `chunks` to `path` atomically (temporary file in the same directory, then rename)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as out:
            for chunk in chunks:
                out.write(chunk)
        mask = os.umask(0o022)
        os.umask(mask)
        os.chmod(temporary, 0o666 & ~mask)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    return path


# ----------------------------------------------------------------------------- index page


def index_chunks(
    results: Path,
    analysis: SweepAnalysis,
    objective: Objective,
    *,
    title: str,
    links: bool,
    notes: Sequence[str],
) -> Iterator[str]:
    """The index page, rendered row by row (jinja's generate) from the results file."""
    import jinja2

    from triage import __version__
    from triage.report.text import visible_value

    env = jinja2.Environment(
        loader=jinja2.PackageLoader("triage.report", "templates"),
        autoescape=True,  # run names, hparams and errors come from the logs
        keep_trailing_newline=True,
        undefined=jinja2.StrictUndefined,
        finalize=visible_value,  # as on every report page: no raw bidi override (U+202E) or control
    )
    counts = {v: 0 for v in VERDICT_ORDER}
    for verdict in analysis.table.verdicts:
        counts[verdict] = counts.get(verdict, 0) + 1
    hparam_names = [e["name"] for e in analysis.importance] or sorted(
        {k for h in analysis.table.hparams for k in h}
    )[:8]
    scatters = [
        {"name": e["name"], "svg": _markup(scatter_svg(analysis.table, e["name"], objective))}
        for e in analysis.importance[:SCATTERS]
    ]
    rows = (_row(r, hparam_names, links) for r in _ordered(results, "verdict"))
    template = env.get_template("index.html.j2")
    return template.generate(
        sweep=True,
        rows=rows,
        title=title,
        version=__version__,
        counts=counts,
        objective=objective.describe(),
        method=analysis.method,
        importance=analysis.importance,
        groups=analysis.groups,
        scatters=scatters,
        hparam_names=hparam_names,
        notes=list(notes),
    )


def _row(record: Mapping[str, Any], hparam_names: Sequence[str], links: bool) -> dict[str, Any]:
    hparams = record.get("hparams") or {}
    value = record.get("objective")
    return {
        "run": record["run"],
        "source": record.get("source", ""),
        "verdict": record["verdict"],
        "rank": VERDICT_ORDER.get(str(record["verdict"]), 9),
        "symptoms": record.get("symptoms", []),
        "top_cause": record.get("top_cause_title", ""),
        "top_cause_id": record.get("top_cause", ""),
        "error": record.get("error", ""),
        "link": f"runs/{record['report']}" if links and record.get("report") else "",
        "objective": "" if value is None else f"{value:.4g}",
        "objective_sort": "" if value is None else repr(float(value)),
        "hparams": [_shown(hparams.get(name)) for name in hparam_names],
        "sparkline": _markup(sparkline_svg(record.get("curves") or {})),
    }


def _markup(svg: str) -> Any:
    """Mark SVG built in this module as safe: it holds numbers and text already
    passed through markupsafe.escape, nothing taken raw from a log."""
    import markupsafe

    return markupsafe.Markup(svg)  # noqa: S704 - see the docstring


def _shown(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, float):
        return f"{value:.4g}"
    return str(value)


def sparkline_svg(curves: Mapping[str, Sequence[float | None]], width: int = 120, height: int = 28) -> str:
    """Train (grey) and val (blue) loss on one shared log-or-linear y scale; a
    gap where the loss was not finite. Only numbers go into the markup."""
    values = [v for points in curves.values() for v in points if v is not None and math.isfinite(v)]
    if not values:
        return ""
    use_log = min(values) > 0 and max(values) / min(values) > 20
    scaled = [math.log10(v) for v in values] if use_log else values
    low, high = min(scaled), max(scaled)
    span = high - low or 1.0
    paths = []
    for role, colour in (("train", "#94a3b8"), ("val", "#2563eb")):
        points = curves.get(role) or []
        if len(points) < 2:
            continue
        step = (width - 2) / (len(points) - 1)
        parts: list[str] = []
        pen = "M"
        for i, v in enumerate(points):
            if v is None or not math.isfinite(v) or (use_log and v <= 0):
                pen = "M"
                continue
            y = (math.log10(v) if use_log else v) - low
            parts.append(f"{pen}{1 + i * step:.1f},{height - 2 - y / span * (height - 4):.1f}")
            pen = "L"
        if parts:
            paths.append(f'<path d="{" ".join(parts)}" fill="none" stroke="{colour}" stroke-width="1.3"/>')
    return (
        f'<svg class="spark" width="{width}" height="{height}" viewBox="0 0 {width} {height}" role="img">'
        f"<title>train (grey) and val (blue) loss{' (log scale)' if use_log else ''}</title>"
        f"{''.join(paths)}</svg>"
    )


def scatter_svg(
    table: SweepTable, name: str, objective: Objective, width: int = 300, height: int = 200
) -> str:
    """The objective against one hparam, one dot a run (red: failing), log x when
    the hparam spans more than two decades. Category values are spaced evenly."""
    import markupsafe

    points = [
        (h.get(name), v, verdict)
        for h, v, verdict in zip(table.hparams, table.objectives, table.verdicts, strict=True)
        if v is not None and h.get(name) is not None
    ]
    if not points:
        return ""
    numeric = all(isinstance(x, (int, float)) and not isinstance(x, bool) for x, _, _ in points)
    if numeric:
        xs = [float(x or 0.0) for x, _, _ in points]  # numbers, never None here
        log_x = min(xs) > 0 and max(xs) / min(xs) > 100
        xs = [math.log10(x) for x in xs] if log_x else xs
        labels = [(min(xs), _tick(min(xs), log_x)), (max(xs), _tick(max(xs), log_x))]
    else:
        categories = sorted({str(x) for x, _, _ in points})
        xs = [float(categories.index(str(x))) for x, _, _ in points]
        log_x = False
        labels = [(float(i), c) for i, c in enumerate(categories)]
    raw = [float(v or 0.0) for _, v, _ in points]  # points hold finite objectives only
    # The y range is that of the runs that did not fail: a diverged run's 1e30 would
    # flatten the rest; failing runs beyond it are drawn on the top edge, as triangles.
    kept = [y for y, (_, _, verdict) in zip(raw, points, strict=True) if verdict != "failing"] or raw
    log_y = min(kept) > 0 and max(kept) / min(kept) > 20
    ys = [math.log10(y) if log_y and y > 0 else y for y in raw]
    scale = [math.log10(y) for y in kept] if log_y else kept
    x0, x1, y0, y1 = min(xs), max(xs), min(scale), max(scale)
    left, bottom, pad = 58, 30, 8

    def px(x: float) -> float:
        return left + (x - x0) / ((x1 - x0) or 1.0) * (width - left - pad)

    def py(y: float) -> float:
        return height - bottom - (y - y0) / ((y1 - y0) or 1.0) * (height - bottom - pad)

    dots = "".join(
        f'<circle cx="{px(x):.1f}" cy="{py(y):.1f}" r="3" fill="{_DOT[verdict == "failing"]}" '
        'fill-opacity="0.7"/>'
        if y <= y1
        else f'<path d="M{px(x) - 4:.1f},{pad + 6} L{px(x) + 4:.1f},{pad + 6} L{px(x):.1f},{pad - 1} Z" '
        f'fill="{_DOT[verdict == "failing"]}"><title>{_tick(y, log_y)}: above the range</title></path>'
        for x, y, (_, _, verdict) in zip(xs, ys, points, strict=True)
    )
    ticks = "".join(
        f'<text x="{px(x):.1f}" y="{height - bottom + 14}" text-anchor="middle">'
        f"{markupsafe.escape(text)}</text>"
        for x, text in labels[:12]
    )
    y_labels = (
        f'<text x="{left - 4}" y="{py(y1) + 4:.1f}" text-anchor="end">{_tick(y1, log_y)}</text>'
        f'<text x="{left - 4}" y="{py(y0) + 4:.1f}" text-anchor="end">{_tick(y0, log_y)}</text>'
    )
    axis_name = markupsafe.escape(name + (" (log)" if log_x else ""))
    return (
        f'<svg class="scatter" width="{width}" height="{height}" viewBox="0 0 {width} {height}" role="img">'
        f"<title>{markupsafe.escape(objective.describe())} against {markupsafe.escape(name)}</title>"
        f'<line x1="{left}" y1="{height - bottom}" x2="{width - pad}" y2="{height - bottom}" '
        'stroke="#cbd5e1"/>'
        f'<line x1="{left}" y1="{pad}" x2="{left}" y2="{height - bottom}" stroke="#cbd5e1"/>'
        f"{dots}{ticks}{y_labels}"
        f'<text x="{(left + width) / 2:.0f}" y="{height - 4}" text-anchor="middle">{axis_name}</text></svg>'
    )


_DOT = {True: "#b91c1c", False: "#2563eb"}  # failing runs red


def _tick(value: float, log: bool) -> str:
    return f"{10**value:.3g}" if log else f"{value:.3g}"
