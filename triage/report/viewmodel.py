"""The report's view model: everything the HTML, Markdown and text renderings
show, computed once from Diagnosis objects (ordering, formatting, plots)."""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np
from markupsafe import Markup

from triage.model import Diagnosis, Finding, Kind, RankedCause, Role, Run, Series, severity_rank
from triage.model.finding import SEVERITIES, SEVERITY_WEIGHT, worst_severity_by_symptom
from triage.report.plot import (
    Curve,
    Marker,
    Panel,
    PointMark,
    Scale,
    format_number,
    format_step,
    render_panels,
)
from triage.report.text import visible

# Okabe & Ito's colour-blind-safe palette, each role with its own line style too,
# so train, val and test stay apart for red-green colour-blind readers and in grey print.
ROLE_STYLES: dict[str, tuple[str, str]] = {
    "train": ("#0072b2", ""),
    "val": ("#d55e00", "7 3"),
    "test": ("#009e73", "2 3"),
    "other": ("#cc79a7", "9 3 2 3"),
}
ROLE_COLOURS: dict[str, str] = {role: colour for role, (colour, _) in ROLE_STYLES.items()}
# Further series of one role (six eval sets, say) cycle through these.
EXTRA_STYLES: tuple[tuple[str, str], ...] = (
    ("#e69f00", "4 2"),
    ("#56b4e9", "1 2"),
    ("#000000", "8 2 1 2"),
    ("#882255", "3 3"),
    ("#117733", "6 2"),
    ("#44aa99", "2 2 6 2"),
    ("#999933", "5 5"),
    ("#332288", "1 3"),
)
EXTRA_COLOURS: tuple[str, ...] = tuple(colour for colour, _ in EXTRA_STYLES)
SECONDARY_KINDS: frozenset[Kind] = frozenset({Kind.LR, Kind.GRAD_NORM, Kind.UPDATE_RATIO})
# Symptoms of the optimisation itself: the lr and grad-norm curves explain them,
# so their plots add those series in panels below the loss.
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
# Symptoms about where validation goes relative to its minimum: drawn linear,
# zoomed on the steps from the minimum on, where a 0.32 -> 0.42 rise is visible.
GENERALISATION_SYMPTOMS: frozenset[str] = frozenset({"overfitting", "train-val-gap", "val-test-gap"})
# Symptoms about growth over orders of magnitude: drawn on a log axis.
RUNAWAY_SYMPTOMS: frozenset[str] = frozenset({"loss-runaway", "gradient-explosion", "gradient-vanishing"})
SMOOTHING = 0.6  # TensorBoard's default EMA weight
HPARAM_VALUE_MAX_CHARS = 200
# Points drawn across the whole appendix: with hundreds of series each plot gets
# fewer columns, so the page stays well under 2 MB.
APPENDIX_POINT_BUDGET = 80_000
APPENDIX_MIN_COLUMNS = 60
APPENDIX_WIDTH = 560
WIDE_WIDTH = 900
NARROW_WIDTH = 420  # drawn for phones, so the text stays legible at 1:1
NARROW_COLUMNS = 200
EVIDENCE_COLUMNS = 500
VERDICT_LABELS: dict[str, str] = {
    "healthy": "Healthy",
    "warning": "Warning",
    "failing": "Failing",
    "inconclusive": "Inconclusive",
}
# Run names a logger makes up, which say nothing without their parent folder.
_GENERIC_NAME = re.compile(
    r"^(version_\d+|run[-_]?\d*|\d+|logs?|lightning_logs|tb|tensorboard|events?|metrics|train|"
    r"checkpoint-\d+|output|outputs|runs|mlruns|results?|[0-9a-f]{16,})$",
    re.IGNORECASE,
)
_MEASUREMENT_WORDS: dict[str, str] = {
    "val": "validation",
    "min": "minimum",
    "max": "maximum",
    "lr": "learning rate",
    "nonfinite": "NaN/Inf",
    "num": "number of",
    "pct": "percent",
}


@dataclass(frozen=True)
class MeasurementView:
    name: str  # for people: "Rise fraction"
    value: str  # formatted: "38.0%", "yes", "1,200"
    is_threshold: bool
    key: str = ""  # the JSON key, shown small beside the name


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
    score: float = 0.0  # what the ranking sorts by: certainty x severity weight
    score_percent: int = 0
    severity: str = ""  # the worst symptom it explains, which sets the weight


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
    plot: str  # SVG built by plot.render_panels, every label escaped there
    anchor: str
    plot_note: str = ""  # what the evidence plot shows and on which scale, or where else it is drawn
    explains: tuple[SymptomView, ...] = ()


@dataclass(frozen=True)
class CheckView:
    """One detector that ran on the run: what it looks for and what came of it."""

    id: str
    title: str
    status: str  # "found", "not assessed" (a note says why), or "no finding"
    note: str = ""


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
    overview: str = ""  # the key chart: every curve, every onset, the val minimum
    overview_notes: tuple[str, ...] = ()  # what the overview marks, in words (raw values)
    inconclusive_reasons: tuple[str, ...] = ()
    best: tuple[tuple[str, str], ...] = ()  # the Trainer's best_metric / best_model_checkpoint
    smoothed: bool = False  # whether any curve is drawn smoothed over its raw values
    checks: tuple[CheckView, ...] = ()  # the detectors that ran, when the caller said which

    @property
    def passed(self) -> tuple[CheckView, ...]:
        return tuple(c for c in self.checks if c.status == "no finding")

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

    @property
    def smoothed(self) -> bool:
        return any(r.smoothed for r in self.runs)

    @property
    def severity_weights(self) -> str:
        """The ranking's weights in words: "low 0.15, medium 0.6, high 0.9, critical 1"."""
        return ", ".join(
            f"{name} {weight:g}" for name, weight in zip(SEVERITIES, SEVERITY_WEIGHT, strict=False)
        )


def build_view(
    diagnoses: Diagnosis | Sequence[Diagnosis],
    *,
    title: str = "",
    path_labels: Mapping[str, str] | None = None,
    plots: bool = True,
    checks: Mapping[str, str] | None = None,
) -> ReportView:
    """The view of one or several diagnoses.

    `path_labels` maps path prefixes to what to show instead (the example
    reports show `demo/...` rather than a machine's site-packages path), so a
    rendering can be byte-for-byte reproducible. `plots=False` skips drawing
    (Markdown and text need none). `checks` maps the symptom id of each detector
    that ran to its title, so a run without symptoms can list what was checked."""
    from triage import __version__

    items = [diagnoses] if isinstance(diagnoses, Diagnosis) else list(diagnoses)
    labels = dict(path_labels or {})
    anchors: dict[str, int] = {}
    runs = tuple(
        _run_view(d, _unique_anchor(display_name(d.run), anchors), labels, plots, checks or {}) for d in items
    )
    summary = tuple(summary_row_of(r) for r in runs)
    counts = {
        v: sum(1 for r in runs if r.verdict == v) for v in ("failing", "warning", "inconclusive", "healthy")
    }
    if not title:
        title = f"Triage of {runs[0].name}" if len(runs) == 1 else f"Triage of {len(runs)} runs"
    return ReportView(title=visible(title), version=__version__, runs=runs, summary=summary, counts=counts)


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


def display_name(run: Run) -> str:
    """The run's name, prefixed with the experiment folder its source sits in
    when the logger's names alone say nothing (`version_14` ->
    `lightning-pinn-nan / version_14`)."""
    name = run.name
    name_parts = [p for p in name.split("/") if p]
    if not name_parts or not all(_GENERIC_NAME.match(p) for p in name_parts):
        return name
    parts = [p for p in re.split(r"[\\/]+", run.source) if p and p not in (".", "..")]
    if parts and "." in parts[-1] and parts[-1] not in name_parts:
        parts = parts[:-1]  # the source is a file inside the run folder
    # the run's own folders come last; the first meaningful folder above them names the experiment
    while parts and name_parts and parts[-1] == name_parts[-1]:
        parts.pop()
        name_parts.pop()
    for part in reversed(parts):
        if not _GENERIC_NAME.match(part):
            return f"{part} / {name}"
    return name


def humanize_id(symptom_id: str) -> str:
    """`loss-runaway` -> `Loss runaway`."""
    words = symptom_id.replace("-", " ").replace("_", " ").strip()
    return words[:1].upper() + words[1:]


def humanize_key(key: str) -> str:
    """A measurement key for people: `threshold_min_rise` -> `Threshold: minimum rise`."""
    words = [w for w in re.split(r"[_\s]+", key) if w]
    threshold = bool(words) and words[0].lower() == "threshold"
    if threshold:
        words = words[1:]
    text = " ".join(_MEASUREMENT_WORDS.get(w.lower(), w) for w in words) or key
    text = text[:1].upper() + text[1:]
    return f"Threshold: {text[:1].lower() + text[1:]}" if threshold else text


def format_value(value: Any) -> str:
    """A measurement or hparam value as a short string for people (`yes`/`no`,
    thousands separators, no Python reprs)."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if value is None:
        return "none"
    if isinstance(value, int):
        return f"{value:,}" if abs(value) >= 10_000 else str(value)
    if isinstance(value, float):
        if math.isfinite(value) and 1e4 <= abs(value) < 1e15:
            return f"{value:,.0f}"
        return format_number(value)
    if hasattr(value, "item") and callable(value.item) and getattr(value, "ndim", 1) == 0:
        return format_value(value.item())
    if isinstance(value, (list, tuple)):
        shown = [format_value(v) for v in value[:12]]
        return ", ".join(shown) + (f" … ({len(value)} in all)" if len(value) > 12 else "")
    text = visible(str(value))
    return text if len(text) <= HPARAM_VALUE_MAX_CHARS else text[: HPARAM_VALUE_MAX_CHARS - 1] + "…"


def format_measurement(key: str, value: Any) -> str:
    """As format_value, with shares shown as percentages and steps as steps."""
    lowered = key.lower()
    if isinstance(value, float) and not isinstance(value, bool) and math.isfinite(value):
        if lowered.endswith(("_fraction", "_share")) or lowered in ("fraction", "share"):
            return f"{value:.1%}"
    if isinstance(value, int) and not isinstance(value, bool) and lowered.endswith("_step"):
        return format_step(value)
    return format_value(value)


def ordered_symptoms(findings: Sequence[Finding]) -> list[Finding]:
    """Worst first; ties by confidence, then id, so the order is reproducible."""
    return sorted(findings, key=lambda f: (-severity_rank(f.severity), -f.confidence, f.id))


def rank_score(certainty: float, severity: str) -> float:
    """The engine's ranking key for a cause: certainty x the weight of the worst
    symptom it explains."""
    index = severity_rank(severity) if severity else 0
    return float(certainty) * SEVERITY_WEIGHT[max(0, min(index, len(SEVERITY_WEIGHT) - 1))]


def _unique_anchor(name: str, seen: dict[str, int]) -> str:
    base = "run-" + slug(name)
    seen[base] = seen.get(base, 0) + 1
    return base if seen[base] == 1 else f"{base}-{seen[base]}"


def _run_view(
    diagnosis: Diagnosis, anchor: str, labels: Mapping[str, str], plots: bool, checks: Mapping[str, str]
) -> RunView:
    run = diagnosis.run
    worst = worst_severity_by_symptom(diagnosis.symptoms)
    causes = tuple(
        _cause_view(c, worst) for c in sorted(diagnosis.causes, key=lambda c: (c.rank, -c.certainty))
    )
    symptoms = tuple(
        _symptom_view(f, run, causes, f"{anchor}-{slug(f.id)}-{i}", plots)
        for i, f in enumerate(ordered_symptoms(diagnosis.symptoms))
    )
    hparams = tuple(
        (visible(str(k)), relabel(format_value(v), labels)) for k, v in sorted(run.hparams.items(), key=_key)
    )
    series = tuple(_series_view(s) for s in _display_order(run.series.values()))
    notes = tuple(visible(relabel(str(n), labels)) for n in (*run.notes, *diagnosis.notes))
    appendix = _appendix(run) if plots else ()
    overview, overview_notes, smoothed_any = _overview(diagnosis) if plots else ("", (), False)
    reasons = tuple(visible(str(r)) for r in getattr(diagnosis, "inconclusive_reasons", ()) or ())
    return RunView(
        name=visible(display_name(run)),
        anchor=anchor,
        source=visible(relabel(run.source, labels)),
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
        overview_notes=overview_notes,
        inconclusive_reasons=reasons,
        best=_best_checkpoint(run),
        smoothed=smoothed_any,
        checks=_check_views(diagnosis, checks, notes),
    )


def _check_views(
    diagnosis: Diagnosis, checks: Mapping[str, str], notes: Sequence[str]
) -> tuple[CheckView, ...]:
    found = {f.id for f in _all_findings(diagnosis.symptoms)}
    views = []
    for symptom_id, title in checks.items():
        if symptom_id in found:
            views.append(CheckView(symptom_id, visible(title), "found"))
            continue
        # a detector that could not run says so in a note naming its symptom
        pattern = re.compile(rf"(?<![\w-]){re.escape(symptom_id)}(?![\w-])")
        why = next((n for n in notes if pattern.search(n)), "")
        why = why.removeprefix(f"{symptom_id} not assessed: ")
        views.append(CheckView(symptom_id, visible(title), "not assessed" if why else "no finding", why))
    return tuple(views)


def _key(item: tuple[Any, Any]) -> str:
    return str(item[0])


def _cause_view(cause: RankedCause, worst: Mapping[str, str]) -> CauseView:
    linked = [worst[s] for s in cause.for_symptoms if s in worst]
    severity = max(linked, key=severity_rank) if linked else ""
    score = rank_score(float(cause.certainty), severity)
    return CauseView(
        id=cause.id,
        rank=cause.rank,
        certainty=float(cause.certainty),
        certainty_percent=int(round(float(cause.certainty) * 100)),
        title=visible(cause.title or humanize_id(cause.id)),
        for_symptoms=tuple(cause.for_symptoms),
        checks=tuple(visible(c) for c in cause.checks),
        fixes=tuple(visible(f) for f in cause.fixes),
        why=tuple(visible(w) for w in cause.why),
        references=tuple(visible(r) for r in cause.references),
        rules=tuple(cause.rules),
        score=score,
        score_percent=int(round(score * 100)),
        severity=severity,
    )


def _measurements(finding: Finding, run: Run) -> tuple[MeasurementView, ...]:
    rows: list[MeasurementView] = []
    for key, value in finding.measurements.items():
        if value is None or value == "" or (isinstance(value, (list, tuple, dict)) and not value):
            continue  # an empty row tells nobody anything
        shown = format_measurement(str(key), value)
        if str(key) == "recovered" and value is True and _ends_nonfinite(finding, run):
            shown = "no: the series is NaN/Inf at its last point"
        rows.append(
            MeasurementView(
                humanize_key(visible(str(key))), shown, "threshold" in str(key).lower(), visible(str(key))
            )
        )
    return tuple(rows)


def _ends_nonfinite(finding: Finding, run: Run) -> bool:
    named = [run.series[n] for n in finding.series if n in run.series and len(run.series[n])]
    return any(not math.isfinite(float(s.value[-1])) for s in named)


def _symptom_view(
    finding: Finding,
    run: Run,
    causes: Sequence[CauseView],
    anchor: str,
    plots: bool,
) -> SymptomView:
    onset = format_step(finding.onset_step) if finding.onset_step is not None else ""
    span = f"{format_step(finding.span[0])} – {format_step(finding.span[1])}" if finding.span else ""
    plot, note = _evidence(finding, run) if plots else ("", "")
    explained = tuple(
        _symptom_view(e, run, (), f"{anchor}-explains-{i}", False)
        for i, e in enumerate(ordered_symptoms(list(getattr(finding, "explains", ()) or ())))
    )
    return SymptomView(
        id=finding.id,
        code=finding.code,
        name=humanize_id(finding.id),
        title=visible(finding.title or humanize_id(finding.id)),
        severity=finding.severity,
        confidence_percent=int(round(finding.confidence * 100)),
        message=visible(finding.message),
        series=tuple(visible(s) for s in finding.series),
        onset=onset,
        span=span,
        measurements=_measurements(finding, run),
        causes=tuple(c for c in causes if finding.id in c.for_symptoms),
        plot=plot,
        anchor=anchor,
        plot_note=note,
        explains=explained,
    )


# ----------------------------------------------------------------------------- plots


def _figure(
    panels: Sequence[Panel],
    *,
    title: str,
    markers: Sequence[Marker] = (),
    span: tuple[float, float] | None = None,
    x_range: tuple[float, float] | None = None,
    columns: int | None = None,
) -> str:
    # Two drawings of one figure: the page's CSS shows the narrow one on phones,
    # where a 900-unit-wide SVG would shrink its text to a few pixels.
    drawings = [
        render_panels(
            panels,
            title=title,
            width=width,
            markers=markers,
            span=span,
            x_range=x_range,
            max_columns=max_columns,
            css_class=css_class,
        )
        for width, max_columns, css_class in (
            (WIDE_WIDTH, columns, "plot wide"),
            (NARROW_WIDTH, NARROW_COLUMNS, "plot narrow"),
        )
    ]
    return Markup("".join(drawings))  # noqa: S704 - each escaped by render_panels


def _overview_series(run: Run) -> tuple[list[Series], list[Series], Series | None, Series | None]:
    losses = (
        _primary_losses(run)
        or [s for s in _display_order(run.series.values()) if len(s) and s.kind not in SECONDARY_KINDS][:3]
    )
    metrics = _primary_metrics(run)
    lr = _first_of_kind(run, Kind.LR)
    grad = _first_of_kind(run, Kind.GRAD_NORM)
    return losses, [m for m in metrics if m not in losses], lr, grad


def _overview(diagnosis: Diagnosis) -> tuple[str, tuple[str, ...], bool]:
    run = diagnosis.run
    losses, metrics, lr, grad = _overview_series(run)
    drawn = [*losses, *metrics, *(s for s in (lr, grad) if s is not None)]
    if not drawn:
        return "", (), False
    styles = _styles_for(drawn)
    findings = _all_findings(diagnosis.symptoms)
    notes: list[str] = []
    runaway = any(f.id == "loss-runaway" for f in findings)
    loss_scale, loss_note = _scale_for(losses, runaway, "the loss grows by orders of magnitude")
    points: list[PointMark] = []
    val = next((s for s in losses if s.role is Role.VAL), None)
    if val is not None:
        minimum = _raw_extreme(val, "min")
        if minimum is not None:
            step, value = minimum
            points.append(PointMark(step, value, f"val min {format_number(value)} @ {format_step(step)}"))
            notes.append(
                f"{val.name} minimum (raw data): {format_number(value)} at step {format_step(step)}."
            )
    best_points, best_line, best_note = _best_marks(run, losses, metrics)
    if best_note:
        notes.append(best_note)
    panels = [
        Panel(
            [_curve(s, styles, smooth=True) for s in losses],
            y_title="loss" if all(s.kind is Kind.LOSS for s in losses) else "value",
            scale=loss_scale,
            scale_note=loss_note,
            points=[*points, *best_points.get("loss", [])],
        )
    ]
    if metrics:
        metric_scale, metric_note = _scale_for(metrics, False, "")
        panels.append(
            Panel(
                [_curve(s, styles, smooth=True) for s in metrics],
                y_title=_common_title(metrics),
                scale=metric_scale,
                scale_note=metric_note,
                height=150,
                points=best_points.get("metric", []),
                hline=best_line,
            )
        )
    for series, title in ((lr, "learning rate"), (grad, "gradient norm")):
        if series is not None:
            scale, note = _scale_for([series], False, "")
            panels.append(
                Panel([_curve(series, styles)], y_title=title, scale=scale, scale_note=note, height=100)
            )
    markers = _onset_markers(findings) + _spike_markers(findings)
    onsets = [f for f in findings if f.onset_step is not None]
    if onsets:
        notes.append(
            "Onsets marked: "
            + "; ".join(f"{f.id} at step {format_step(f.onset_step or 0)}" for f in onsets)
            + "."
        )
    smoothed_any = any(int(np.isfinite(s.value).sum()) >= 20 for s in (*losses, *metrics))
    if smoothed_any:
        notes.append(
            f"Faint lines are the raw values; the bold line over them is smoothed (EMA {SMOOTHING:g}) for "
            "reading only: every number on this page is from the raw data unless it says smoothed."
        )
    title = f"{display_name(run)}: overview of {', '.join(s.name for s in drawn)}"
    return _figure(panels, title=title, markers=markers), tuple(visible(n) for n in notes), smoothed_any


def _evidence(finding: Finding, run: Run) -> tuple[str, str]:
    named = [run.series[n] for n in finding.series if n in run.series and len(run.series[n])]
    main = [s for s in named if s.kind not in SECONDARY_KINDS]
    secondary = [s for s in named if s.kind in SECONDARY_KINDS]
    if not main and not secondary:
        return "", "No series of this finding could be drawn."
    styles = _styles_for([*main, *secondary])
    onset = finding.onset_step
    markers = [Marker(float(onset), f"onset {format_step(onset)}")] if onset is not None else []
    title = f"{finding.id}: {', '.join(s.name for s in (*main, *secondary))}"
    if finding.id in GENERALISATION_SYMPTOMS and main:
        return _generalisation_evidence(finding, main, styles, markers, title)
    if finding.id in RUNAWAY_SYMPTOMS:
        panels = []
        if main:
            scale, note = _scale_for(main, True, "growth over orders of magnitude")
            panels.append(
                Panel([_curve(s, styles) for s in main], y_title="loss", scale=scale, scale_note=note)
            )
        for s in secondary:
            scale, note = _scale_for([s], True, "growth over orders of magnitude")
            panels.append(
                Panel([_curve(s, styles)], y_title=_y_title(s), scale=scale, scale_note=note, height=150)
            )
        what = "the non-finite stretch marked in red" if any(s.nonfinite for s in named) else "the growth"
        return (
            _figure(panels, title=title, markers=markers, span=finding.span, columns=EVIDENCE_COLUMNS),
            f"The finding's series on a {panels[0].scale} axis, with {what}.",
        )
    if finding.id == "loss-spikes":
        spikes = _spike_markers([finding])
        curves = [_curve(s, styles) for s in (main or secondary)]
        scale, note = _scale_for(main or secondary, False, "")
        return (
            _figure(
                [Panel(curves, y_title=_common_title(main or secondary), scale=scale, scale_note=note)],
                title=title,
                markers=spikes,
                columns=EVIDENCE_COLUMNS,
            ),
            f"Each spike step is marked on the top edge ({len(spikes)} in all); raw values, no smoothing.",
        )
    losses, metrics, lr, grad = _overview_series(run)
    in_overview = {s.name for s in (*losses, *metrics, *(x for x in (lr, grad) if x is not None))}
    if all(s.name in in_overview for s in named):
        return "", "Drawn in the overview above, where its onset is marked."
    panels = []
    if main:
        scale, note = _scale_for(main, False, "")
        panels.append(
            Panel(
                [_curve(s, styles) for s in main], y_title=_common_title(main), scale=scale, scale_note=note
            )
        )
    for s in secondary:
        scale, note = _scale_for([s], False, "")
        panels.append(
            Panel([_curve(s, styles)], y_title=_y_title(s), scale=scale, scale_note=note, height=120)
        )
    return (
        _figure(panels, title=title, markers=markers, span=finding.span, columns=EVIDENCE_COLUMNS),
        "The finding's own series (not in the overview), raw values.",
    )


def _generalisation_evidence(
    finding: Finding,
    main: Sequence[Series],
    styles: Mapping[str, tuple[str, str]],
    markers: list[Marker],
    title: str,
) -> tuple[str, str]:
    first = min(float(s.step.min()) for s in main)
    end = max(float(s.step.max()) for s in main)
    pivot = float(finding.onset_step) if finding.onset_step is not None else first
    start = max(first, pivot - (end - pivot) * 0.25)
    window = [s.value[(s.step >= start) & (s.step <= end) & np.isfinite(s.value)] for s in main]
    window = [w for w in window if len(w)]
    y_range = (float(min(w.min() for w in window)), float(max(w.max() for w in window))) if window else None
    points = []
    for s in main:
        if s.role in (Role.VAL, Role.TEST):
            lowest = _raw_extreme(s, "min")
            if lowest is not None:
                points.append(
                    PointMark(
                        lowest[0], lowest[1], f"raw min {format_number(lowest[1])} @ {format_step(lowest[0])}"
                    )
                )
    panel = Panel(
        [_curve(s, styles) for s in main],
        y_title=_common_title(main),
        scale="linear",
        y_range=y_range,
        scale_note="zoomed on the val minimum",
        points=points,
    )
    note = "Linear scale, zoomed from before the validation minimum to the end, so the rise after it shows."
    smoothed_min = finding.measurements.get("val_min")
    if (
        points
        and isinstance(smoothed_min, float)
        and not math.isclose(smoothed_min, points[0].value, rel_tol=1e-6)
    ):
        note += (
            f" Raw minimum {format_number(points[0].value)} at step {format_step(points[0].step)};"
            f" the detector compares a smoothed curve, whose minimum is {format_number(smoothed_min)}."
        )
    return (
        _figure(
            [panel],
            title=title,
            markers=markers,
            span=finding.span,
            x_range=(start, end),
            columns=EVIDENCE_COLUMNS,
        ),
        note,
    )


def _appendix(run: Run) -> tuple[PlotView, ...]:
    drawn = [s for s in _display_order(run.series.values()) if len(s)]
    if not drawn:
        return ()
    columns = max(APPENDIX_MIN_COLUMNS, APPENDIX_POINT_BUDGET // (4 * len(drawn)))
    views = []
    for s in drawn:
        scale, note = _scale_for([s], False, "")
        panel = Panel(
            [_curve(s, _styles_for([s]))], y_title=_y_title(s), scale=scale, scale_note=note, height=150
        )
        views.append(
            PlotView(
                visible(s.name),
                render_panels([panel], title=s.name, width=APPENDIX_WIDTH, max_columns=columns),
            )
        )
    return tuple(views)


def _scale_for(series: Sequence[Series], prefer_log: bool, why_log: str) -> tuple[Scale, str]:
    from triage.report.plot import uses_log_scale

    values = [s.value for s in series]
    finite = [v[np.isfinite(v)] for v in values]
    finite = [v for v in finite if len(v)]
    positive = bool(finite) and all(float(v.min()) > 0 for v in finite)
    if prefer_log and positive:
        return "log", why_log
    if uses_log_scale(values):
        return "log", "the values span two decades or more"
    if prefer_log and not positive:
        return "linear", "values at or below zero"
    return "linear", ""


def _raw_extreme(series: Series, which: str) -> tuple[float, float] | None:
    finite = np.flatnonzero(np.isfinite(series.value))
    if not len(finite):
        return None
    values = series.value[finite]
    index = int(finite[int(np.argmin(values) if which == "min" else np.argmax(values))])
    return float(series.step[index]), float(series.value[index])


def _best_checkpoint(run: Run) -> tuple[tuple[str, str], ...]:
    rows = []
    for key in ("best_metric", "best_model_checkpoint", "metric_for_best_model"):
        if key in run.hparams and run.hparams[key] not in (None, ""):
            rows.append((key, format_value(run.hparams[key])))
    return tuple(rows)


def _best_marks(
    run: Run, losses: Sequence[Series], metrics: Sequence[Series]
) -> tuple[dict[str, list[PointMark]], tuple[float, str] | None, str]:
    # The Trainer's own record of its best checkpoint, placed on the curve it was chosen by.
    best = run.hparams.get("best_metric")
    if isinstance(best, bool) or not isinstance(best, (int, float)) or not math.isfinite(float(best)):
        return {}, None, ""
    checkpoint = str(run.hparams.get("best_model_checkpoint", "") or "")
    found = re.search(r"checkpoint-(\d+)", checkpoint)
    step = float(found.group(1)) if found else None
    by = str(run.hparams.get("metric_for_best_model", "") or "")
    is_loss = "loss" in by.lower() or (not by and not metrics)
    label = f"best_metric {format_number(float(best))}" + (
        f" @ {format_step(step)}" if step is not None else ""
    )
    note = (
        f"The Trainer recorded best_metric {format_number(float(best))}"
        + (f" ({by})" if by else "")
        + (f" at {visible(checkpoint)}" if checkpoint else "")
        + "."
    )
    panel = "loss" if is_loss else "metric"
    if panel == "metric" and not metrics:
        return {}, None, note
    if step is None:
        return {}, (float(best), label) if panel == "metric" else None, note
    return {panel: [PointMark(step, float(best), label)]}, None, note


def _all_findings(findings: Sequence[Finding]) -> list[Finding]:
    out: list[Finding] = []
    for finding in ordered_symptoms(findings):
        out.append(finding)
        out.extend(getattr(finding, "explains", ()) or ())
    return out


def _onset_markers(findings: Sequence[Finding]) -> list[Marker]:
    return [
        Marker(float(f.onset_step), f"{f.id} {format_step(f.onset_step)}")
        for f in findings
        if f.onset_step is not None
    ]


def _spike_markers(findings: Sequence[Finding]) -> list[Marker]:
    markers: list[Marker] = []
    for finding in findings:
        steps = finding.measurements.get("spike_steps") if finding.id == "loss-spikes" else None
        if isinstance(steps, (list, tuple)):
            for step in steps:
                if isinstance(step, (int, float)) and not isinstance(step, bool) and math.isfinite(step):
                    markers.append(Marker(float(step), f"spike at step {format_step(step)}", kind="spike"))
    return markers


def _primary_losses(run: Run) -> list[Series]:
    chosen: list[Series] = []
    for role in (Role.TRAIN, Role.VAL, Role.TEST):
        found = [s for s in run.select(role=role, kind=Kind.LOSS) if len(s) and not s.component]
        if found:
            chosen.append(found[0])
    return chosen


def _primary_metrics(run: Run) -> list[Series]:
    # The monitored metric: validation first (what checkpoints are chosen by), then train.
    chosen: list[Series] = []
    for role in (Role.VAL, Role.TRAIN, Role.TEST):
        found = [s for s in run.select(role=role, kind=Kind.METRIC) if len(s)]
        if found and len(chosen) < 2:
            chosen.append(found[0])
    return chosen


def _first_of_kind(run: Run, kind: Kind) -> Series | None:
    found = [s for s in (run.select(role=Role.TRAIN, kind=kind) or run.select(kind=kind)) if len(s)]
    return found[0] if found else None


def _common_title(series: Sequence[Series]) -> str:
    kinds = {s.kind for s in series}
    if kinds == {Kind.LOSS}:
        return "loss"
    if len(series) == 1:
        return _y_title(series[0])
    return "metric" if kinds == {Kind.METRIC} else "value"


def _y_title(series: Series) -> str:
    titles = {Kind.LOSS: "loss", Kind.LR: "learning rate", Kind.GRAD_NORM: "gradient norm"}
    if series.kind in titles:
        return titles[series.kind]
    name = series.name.rsplit("/", 1)[-1]
    return name if len(name) <= 24 else name[:23] + "…"


def _curve(series: Series, styles: Mapping[str, tuple[str, str]], smooth: bool = False) -> Curve:
    label = f"{series.name} ({series.role.value} {series.kind.value})"
    colour, dash = styles.get(series.name, ("#334155", ""))
    return Curve(label, series.step, series.value, colour, dash=dash, smooth=SMOOTHING if smooth else 0.0)


def _styles_for(series_drawn: Sequence[Series]) -> dict[str, tuple[str, str]]:
    # In each plot the first loss or metric of each role gets the role's colour and
    # line style, so train is blue and solid and validation vermillion and dashed on every plot.
    styles: dict[str, tuple[str, str]] = {}
    used_roles: set[str] = set()
    extra = 0
    for series in series_drawn:
        role = series.role.value
        if role not in used_roles and series.kind in (Kind.LOSS, Kind.METRIC):
            styles[series.name] = ROLE_STYLES[role]
            used_roles.add(role)
        else:
            styles[series.name] = EXTRA_STYLES[extra % len(EXTRA_STYLES)]
            extra += 1
    return styles


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
        name=visible(series.name),
        role=series.role.value,
        kind=series.kind.value,
        points=len(series),
        steps=steps,
        nonfinite=series.nonfinite,
        classified_by=visible(series.classified_by),
    )
