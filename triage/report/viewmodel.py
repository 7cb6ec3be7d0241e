"""The report's view model: everything the HTML, Markdown and text renderings
show, computed once from Diagnosis objects (ordering, formatting, plots)."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from triage.model import Diagnosis, Finding, Kind, RankedCause, Role, Run, Series, severity_rank
from triage.report.plot import Curve, format_number, format_step, render_svg

ROLE_COLOURS: dict[str, str] = {"train": "#2563eb", "val": "#ea580c", "test": "#16a34a", "other": "#7c3aed"}
# Further series of one role (six eval sets, say) cycle through these.
EXTRA_COLOURS: tuple[str, ...] = (
    "#0891b2",
    "#db2777",
    "#65a30d",
    "#9333ea",
    "#ca8a04",
    "#475569",
    "#0d9488",
    "#c2410c",
)
SECONDARY_KINDS: frozenset[Kind] = frozenset({Kind.LR, Kind.GRAD_NORM, Kind.UPDATE_RATIO})
# Symptoms of the optimisation itself: the lr and grad-norm curves explain them,
# so their plots add those series in a panel below the loss.
OPTIMISATION_SYMPTOMS: frozenset[str] = frozenset(
    {
        "loss-runaway",
        "slow-convergence",
        "loss-oscillation",
        "loss-spikes",
        "undertrained",
        "gradient-explosion",
        "gradient-vanishing",
        "zero-train-loss",
        "periodic-loss",
    }
)
HPARAM_VALUE_MAX_CHARS = 200
# Points drawn across the whole appendix: with hundreds of series each plot gets
# fewer columns, so the page stays well under 2 MB.
APPENDIX_POINT_BUDGET = 80_000
APPENDIX_MIN_COLUMNS = 60
APPENDIX_WIDTH = 560
VERDICT_LABELS: dict[str, str] = {"healthy": "Healthy", "warning": "Warning", "failing": "Failing"}


@dataclass(frozen=True)
class MeasurementView:
    name: str
    value: str
    is_threshold: bool


@dataclass(frozen=True)
class CauseView:
    id: str
    rank: int
    certainty: float
    certainty_percent: int
    title: str
    for_symptoms: tuple[str, ...]
    checks: tuple[str, ...]
    fixes: tuple[str, ...]
    why: tuple[str, ...]
    references: tuple[str, ...]
    rules: tuple[str, ...]


@dataclass(frozen=True)
class SymptomView:
    id: str
    code: str
    name: str  # short, from the id ("Loss runaway"): the banner's list
    title: str  # the knowledge base's one-line title: the section heading
    severity: str
    confidence_percent: int
    message: str
    series: tuple[str, ...]
    onset: str
    span: str
    measurements: tuple[MeasurementView, ...]
    causes: tuple[CauseView, ...]
    plot: str  # SVG built by plot.render_svg, every label escaped there
    anchor: str


@dataclass(frozen=True)
class SeriesView:
    name: str
    role: str
    kind: str
    points: int
    steps: str
    nonfinite: int
    classified_by: str


@dataclass(frozen=True)
class PlotView:
    name: str
    plot: str


@dataclass(frozen=True)
class RunView:
    name: str
    anchor: str
    source: str
    reader: str
    verdict: str
    verdict_label: str
    worst_severity: str
    symptoms: tuple[SymptomView, ...]
    causes: tuple[CauseView, ...]
    hparams: tuple[tuple[str, str], ...]
    series: tuple[SeriesView, ...]
    notes: tuple[str, ...]
    appendix: tuple[PlotView, ...]
    overview: str = ""  # the main curves, drawn when no symptom plot shows them

    @property
    def top_cause(self) -> CauseView | None:
        return self.causes[0] if self.causes else None


@dataclass(frozen=True)
class SummaryRow:
    """One line of the multi-run table (also what `triage scan` lists)."""

    run: str
    anchor: str
    source: str
    verdict: str
    symptoms: tuple[tuple[str, str], ...]  # (id, severity), worst first
    top_cause: str
    top_cause_id: str
    error: str = ""
    link: str = ""  # a relative href to the run's own report, when one was written


@dataclass(frozen=True)
class ReportView:
    title: str
    version: str
    runs: tuple[RunView, ...]
    summary: tuple[SummaryRow, ...]
    counts: Mapping[str, int] = field(default_factory=dict)


def build_view(
    diagnoses: Diagnosis | Sequence[Diagnosis],
    *,
    title: str = "",
    path_labels: Mapping[str, str] | None = None,
    plots: bool = True,
) -> ReportView:
    """The view of one or several diagnoses.

    `path_labels` maps path prefixes to what to show instead (the example
    reports show `demo/...` rather than a machine's site-packages path), so a
    rendering can be byte-for-byte reproducible. `plots=False` skips drawing
    (Markdown and text need none)."""
    from triage import __version__

    items = [diagnoses] if isinstance(diagnoses, Diagnosis) else list(diagnoses)
    labels = dict(path_labels or {})
    anchors: dict[str, int] = {}
    runs = tuple(_run_view(d, _unique_anchor(d.run.name, anchors), labels, plots) for d in items)
    summary = tuple(summary_row_of(r) for r in runs)
    counts = {v: sum(1 for r in runs if r.verdict == v) for v in ("failing", "warning", "healthy")}
    if not title:
        title = f"Triage of {runs[0].name}" if len(runs) == 1 else f"Triage of {len(runs)} runs"
    return ReportView(title=title, version=__version__, runs=runs, summary=summary, counts=counts)


def summary_row_of(run: RunView) -> SummaryRow:
    top = run.top_cause
    return SummaryRow(
        run=run.name,
        anchor=run.anchor,
        source=run.source,
        verdict=run.verdict,
        symptoms=tuple((s.id, s.severity) for s in run.symptoms),
        top_cause=top.title if top else "",
        top_cause_id=top.id if top else "",
    )


def summary_row_from_json(
    entry: Mapping[str, Any], path_labels: Mapping[str, str] | None = None
) -> SummaryRow:
    """A summary row from a format-1 run entry (what `triage scan` workers send back)."""
    symptoms = sorted(
        entry.get("symptoms", []), key=lambda s: (-severity_rank(s["severity"]), -s["confidence"], s["id"])
    )
    causes = entry.get("causes", [])
    return SummaryRow(
        run=str(entry["run"]),
        anchor=slug(str(entry["run"])),
        source=relabel(str(entry.get("source", "")), path_labels or {}),
        verdict=str(entry["verdict"]),
        symptoms=tuple((str(s["id"]), str(s["severity"])) for s in symptoms),
        top_cause=str(causes[0]["title"]) if causes else "",
        top_cause_id=str(causes[0]["id"]) if causes else "",
    )


def slug(text: str) -> str:
    """A file- and anchor-safe form of a run name."""
    cleaned = re.sub(r"[^A-Za-z0-9._-]+", "-", text).strip("-.")
    return cleaned[:80] or "run"


def relabel(text: str, path_labels: Mapping[str, str]) -> str:
    """`text` with each configured path prefix replaced by its label (longest first)."""
    for prefix in sorted(path_labels, key=len, reverse=True):
        if prefix:
            text = text.replace(prefix, path_labels[prefix])
    return text


def humanize_id(symptom_id: str) -> str:
    """`loss-runaway` -> `Loss runaway`."""
    words = symptom_id.replace("-", " ").replace("_", " ").strip()
    return words[:1].upper() + words[1:]


def format_value(value: Any) -> str:
    """A measurement or hparam value as a short string."""
    if isinstance(value, bool) or value is None:
        return str(value)
    if isinstance(value, int):
        return f"{value:,}" if abs(value) >= 10_000 else str(value)
    if isinstance(value, float):
        return format_number(value)
    if hasattr(value, "item") and callable(value.item) and getattr(value, "ndim", 1) == 0:
        return format_value(value.item())
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(format_value(v) for v in value) + "]"
    text = str(value)
    return text if len(text) <= HPARAM_VALUE_MAX_CHARS else text[: HPARAM_VALUE_MAX_CHARS - 1] + "…"


def ordered_symptoms(findings: Sequence[Finding]) -> list[Finding]:
    """Worst first; ties by confidence, then id, so the order is reproducible."""
    return sorted(findings, key=lambda f: (-severity_rank(f.severity), -f.confidence, f.id))


def _unique_anchor(name: str, seen: dict[str, int]) -> str:
    base = "run-" + slug(name)
    seen[base] = seen.get(base, 0) + 1
    return base if seen[base] == 1 else f"{base}-{seen[base]}"


def _run_view(diagnosis: Diagnosis, anchor: str, labels: Mapping[str, str], plots: bool) -> RunView:
    run = diagnosis.run
    causes = tuple(_cause_view(c) for c in sorted(diagnosis.causes, key=lambda c: (c.rank, -c.certainty)))
    symptoms = tuple(
        _symptom_view(f, run, causes, f"{anchor}-{slug(f.id)}-{i}", plots)
        for i, f in enumerate(ordered_symptoms(diagnosis.symptoms))
    )
    hparams = tuple((str(k), relabel(format_value(v), labels)) for k, v in sorted(run.hparams.items()))
    series = tuple(_series_view(s) for s in _display_order(run.series.values()))
    notes = tuple(relabel(str(n), labels) for n in (*run.notes, *diagnosis.notes))
    appendix = _appendix(run) if plots else ()
    overview = _overview_plot(run) if plots and not symptoms else ""
    return RunView(
        name=run.name,
        anchor=anchor,
        source=relabel(run.source, labels),
        reader=run.reader,
        verdict=diagnosis.verdict,
        verdict_label=VERDICT_LABELS.get(diagnosis.verdict, diagnosis.verdict),
        worst_severity=diagnosis.worst_severity or "",
        symptoms=symptoms,
        causes=causes,
        hparams=hparams,
        series=series,
        notes=notes,
        appendix=appendix,
        overview=overview,
    )


def _appendix(run: Run) -> tuple[PlotView, ...]:
    drawn = [s for s in _display_order(run.series.values()) if len(s)]
    if not drawn:
        return ()
    columns = max(APPENDIX_MIN_COLUMNS, APPENDIX_POINT_BUDGET // (4 * len(drawn)))
    return tuple(
        PlotView(
            s.name,
            render_svg(
                [_curve(s, _colours_for([s]))],
                title=s.name,
                width=APPENDIX_WIDTH,
                main_height=150,
                max_columns=columns,
            ),
        )
        for s in drawn
    )


def _cause_view(cause: RankedCause) -> CauseView:
    return CauseView(
        id=cause.id,
        rank=cause.rank,
        certainty=float(cause.certainty),
        certainty_percent=int(round(float(cause.certainty) * 100)),
        title=cause.title or humanize_id(cause.id),
        for_symptoms=tuple(cause.for_symptoms),
        checks=tuple(cause.checks),
        fixes=tuple(cause.fixes),
        why=tuple(cause.why),
        references=tuple(cause.references),
        rules=tuple(cause.rules),
    )


def _symptom_view(
    finding: Finding,
    run: Run,
    causes: Sequence[CauseView],
    anchor: str,
    plots: bool,
) -> SymptomView:
    measurements = tuple(
        MeasurementView(str(k), format_value(v), "threshold" in str(k).lower())
        for k, v in finding.measurements.items()
    )
    onset = format_step(finding.onset_step) if finding.onset_step is not None else ""
    span = f"{format_step(finding.span[0])} – {format_step(finding.span[1])}" if finding.span else ""
    return SymptomView(
        id=finding.id,
        code=finding.code,
        name=humanize_id(finding.id),
        title=finding.title or humanize_id(finding.id),
        severity=finding.severity,
        confidence_percent=int(round(finding.confidence * 100)),
        message=finding.message,
        series=tuple(finding.series),
        onset=onset,
        span=span,
        measurements=measurements,
        causes=tuple(c for c in causes if finding.id in c.for_symptoms),
        plot=_symptom_plot(finding, run) if plots else "",
        anchor=anchor,
    )


def _symptom_plot(finding: Finding, run: Run) -> str:
    named = [run.series[n] for n in finding.series if n in run.series and len(run.series[n])]
    main = [s for s in named if s.kind not in SECONDARY_KINDS]
    secondary = [s for s in named if s.kind in SECONDARY_KINDS]
    if not main:
        main = _primary_losses(run)
    if finding.id in OPTIMISATION_SYMPTOMS:
        for kind in (Kind.LR, Kind.GRAD_NORM):
            found = run.select(role=Role.TRAIN, kind=kind) or run.select(kind=kind)
            if found and found[0] not in secondary and found[0] not in main:
                secondary.append(found[0])
    if not main and not secondary:
        return ""
    colours = _colours_for([*main, *secondary])
    return render_svg(
        [_curve(s, colours) for s in main],
        [_curve(s, colours, dashed=True) for s in secondary],
        title=f"{finding.id}: {', '.join(s.name for s in (*main, *secondary))}",
        onset_step=finding.onset_step,
        span=finding.span,
    )


def _overview_plot(run: Run) -> str:
    drawn = _primary_losses(run) or [s for s in _display_order(run.series.values()) if len(s)][:3]
    if not drawn:
        return ""
    return render_svg(
        [_curve(s, _colours_for(drawn)) for s in drawn],
        title=f"{run.name}: {', '.join(s.name for s in drawn)}",
    )


def _primary_losses(run: Run) -> list[Series]:
    chosen: list[Series] = []
    for role in (Role.TRAIN, Role.VAL, Role.TEST):
        found = [s for s in run.select(role=role, kind=Kind.LOSS) if len(s) and not s.component]
        if found:
            chosen.append(found[0])
    return chosen


def _curve(series: Series, colours: Mapping[str, str], dashed: bool = False) -> Curve:
    label = f"{series.name} ({series.role.value} {series.kind.value})"
    return Curve(label, series.step, series.value, colours.get(series.name, "#334155"), dashed)


def _colours_for(series_drawn: Sequence[Series]) -> dict[str, str]:
    # In each plot the first loss or metric of each role gets the role's colour,
    # so train is blue and validation orange on every plot.
    colours: dict[str, str] = {}
    used_roles: set[str] = set()
    extra = 0
    for series in series_drawn:
        role = series.role.value
        if role not in used_roles and series.kind in (Kind.LOSS, Kind.METRIC):
            colours[series.name] = ROLE_COLOURS[role]
            used_roles.add(role)
        else:
            colours[series.name] = EXTRA_COLOURS[extra % len(EXTRA_COLOURS)]
            extra += 1
    return colours


_ROLE_ORDER = {Role.TRAIN: 0, Role.VAL: 1, Role.TEST: 2, Role.OTHER: 3}
_KIND_ORDER = {k: i for i, k in enumerate((Kind.LOSS, Kind.METRIC, Kind.LR, Kind.GRAD_NORM))}


def _display_order(series: Any) -> list[Series]:
    return sorted(
        series,
        key=lambda s: (_KIND_ORDER.get(s.kind, 9), _ROLE_ORDER.get(s.role, 9), bool(s.component), s.name),
    )


def _series_view(series: Series) -> SeriesView:
    if len(series):
        steps = f"{format_step(series.step.min())} – {format_step(series.step.max())}"
    else:
        steps = "empty"
    return SeriesView(
        name=series.name,
        role=series.role.value,
        kind=series.kind.value,
        points=len(series),
        steps=steps,
        nonfinite=series.nonfinite,
        classified_by=series.classified_by,
    )
