"""Renders a Comparison: terminal text, Markdown for a pull request, and a
self-contained HTML page (Jinja2, autoescape on) with the two runs overlaid."""

from __future__ import annotations

import os
from functools import lru_cache
from typing import TYPE_CHECKING

from triage.compare.core import Comparison
from triage.compare.hparams import shown
from triage.compare.knowledge import load_compare_knowledge

if TYPE_CHECKING:
    import jinja2
    from markupsafe import Markup

TEXT_MAX_ROWS = 12
# Overlays drawn on the page, departures first: keeps the page well under the
# 2 MB report budget however many series two runs share (the rest are listed).
HTML_MAX_PLOTS = 24
RUN_COLOUR = "#2563eb"
REFERENCE_COLOUR = "#6b7280"


def _step(value: int | float | None) -> str:
    return "-" if value is None else f"{value:,.0f}" if float(value).is_integer() else f"{value:,.4g}"


def divergence_lines(comparison: Comparison) -> list[str]:
    """One sentence per compared series: where it leaves the band, or that it stays in."""
    lines = []
    unit = {"step": "step", "epoch": "epoch", "samples": "samples seen"}.get(comparison.align, "step")
    for d in comparison.divergence:
        end = f"; ends at {d.end_ratio:.3g}x the reference" if d.end_ratio is not None else ""
        if d.diverges:
            where = (
                f"step {_step(d.first_step)}"
                if comparison.align == "step"
                else f"{unit} {_step(d.first_x)} (step {_step(d.first_step)})"
            )
            how = {"higher": "above", "lower": "below"}.get(d.direction, "out of")
            bad = " (the bad way)" if d.worse else ""
            lines.append(
                f"{d.series}: leaves the reference's band at {where}, {how} it{bad}, and "
                f"{d.out_fraction:.0%} of later points stay out{end}"
            )
        else:
            lines.append(
                f"{d.series}: stays within the reference's band over {d.points:,} shared points{end}"
            )
    return lines


def tensor_lines(comparison: Comparison, limit: int) -> list[str]:
    tensors = comparison.tensors
    if tensors is None:
        return []
    lines: list[str] = []
    for e in tensors.entries:
        if e.status == "same" and not e.frozen_differs and not e.dtype_differs:
            continue
        if len(lines) >= limit:
            lines.append(f"... and more ({len(tensors.entries)} entries in the JSON)")
            break
        parts = [f"{e.name}: {e.status}"]
        if e.status == "shape-differs" and e.run and e.reference:
            parts.append(f"shape {list(e.run.shape)} vs {list(e.reference.shape)}")
        if e.dtype_differs and e.run and e.reference:
            parts.append(f"dtype {e.run.dtype} vs {e.reference.dtype}")
        if e.frozen_differs:
            side = "run" if e.trainable_run is False else "reference"
            parts.append(f"frozen in the {side}, trainable in the other")
        if e.status == "differs":
            parts.append(
                f"{e.mismatched:,} values differ, first at index {list(e.first_index or ())}, "
                f"max abs {shown(e.max_abs)}, max rel {shown(e.max_rel)}"
            )
        lines.append("; ".join(parts))
    return lines


def to_text(comparison: Comparison) -> str:
    """The terminal summary: what is new, where the curves part, what differs first."""
    c = comparison
    out = [
        f"triage compare: {c.run['run']} ({c.run['source']}) "
        f"vs reference {c.reference['run']} ({c.reference['source']})"
    ]
    if c.mode == "runs":
        out[0] += f", aligned by {c.align}"
        if c.symptoms_only_in_run:
            out.append("New in the run (not in the reference):")
            out.extend(f"  [{f.severity}] {f.id}: {f.message}" for f in c.symptoms_only_in_run)
        out.append("Curves:")
        none = (
            "no series had enough shared points to compare (see the notes)" if c.notes else "no shared series"
        )
        out.extend(f"  {line}" for line in divergence_lines(c) or [none])
        out.append(
            f"  first to leave the band: {c.first_diverging}"
            if c.first_diverging
            else "  no series leaves the reference's band"
        )
        differing = [r for r in c.hparams if r.differs]
        out.append(
            f"Settings that differ ({len(differing)} of {len(c.hparams)}), "
            "most likely to explain the gap first:"
        )
        for d in c.differences[:TEXT_MAX_ROWS]:
            out.append(f"  {d.rank}. {d.title} [score {d.score:.2f}]")
            out.extend(f"       - {w}" for w in d.why[1:3])
        unranked = [r for r in differing if r.rank is None]
        for row in unranked[:TEXT_MAX_ROWS]:
            out.append(
                f"  -  {row.name}: run {shown(row.run)}, reference {shown(row.reference)} "
                f"(not a likely cause: {row.family})"
            )
        if not c.hparams:
            out[-1] = "Settings: neither run records any (hparams files, the TensorBoard hparams plugin, ...)"
        elif not differing:
            out.append("  none")
        defaults = [r for r in c.hparams if r.default_used]
        if defaults:
            out.append("Defaults filled in: " + ", ".join(f"{r.name} ({r.default_used})" for r in defaults))
        if c.run_causes:
            out.append("The run's own diagnosis, for what is new:")
            out.extend(f"  - {cause['id']} (certainty {cause['score']:.2f})" for cause in c.run_causes[:3])
    else:
        limit = int(load_compare_knowledge().arrays["max_listed"])
        if c.tensors is not None:
            counts = c.tensors.summary()
            parts = [
                f"{counts['same']} same",
                f"{counts['differs']} differ",
                f"{counts['shape-differs']} with another shape",
                f"{counts['only-in-run']} only in the run",
                f"{counts['only-in-reference']} only in the reference",
            ]
            if c.mode == "checkpoints":
                parts.append(f"{counts['frozen-differs']} frozen on one side only")
            parts.append(f"{counts['elements_run']:,} vs {counts['elements_reference']:,} values in all")
            out.append(
                f"{c.mode}: {', '.join(parts)} (allclose rtol={c.tensors.rtol:g}, atol={c.tensors.atol:g})"
            )
        for finding in c.findings:
            out.append(f"  [{finding['severity']}] {finding['title']}: {', '.join(finding['names'][:8])}")
        out.extend(f"  {line}" for line in tensor_lines(c, limit))
        if c.mode == "arrays" and c.tensors:
            for e in c.tensors.entries[:limit]:
                for label, s in (("run", e.run), ("reference", e.reference)):
                    if s is not None and s.mean is not None:
                        out.append(
                            f"    {e.name} ({label}): shape {list(s.shape)} {s.dtype}, min {shown(s.min)}, "
                            f"max {shown(s.max)}, mean {shown(s.mean)}, std {shown(s.std)}, "
                            f"non-finite {s.nonfinite}"
                        )
    for note in c.notes:
        out.append(f"note: {note}")
    return "\n".join(out) + "\n"


@lru_cache(maxsize=2)
def _environment(markdown: bool = False) -> jinja2.Environment:
    """HTML: autoescape on for every template, whatever its name (run names, tags and
    hparams come from logs). Markdown: no HTML escaping (entities would show as
    `&#39;`); every value goes through the report's escape_markdown instead, so no
    log string becomes a link, an image, HTML or a table-cell break."""
    import jinja2
    from markupsafe import Markup

    from triage.report.render import escape_markdown

    def escaped(value: object) -> object:
        return value if isinstance(value, Markup) else Markup(escape_markdown(str(value)))  # noqa: S704

    env = jinja2.Environment(
        loader=jinja2.PackageLoader("triage.compare", "templates"),
        autoescape=not markdown,  # noqa: S701 - Markdown is escaped for Markdown by finalize
        trim_blocks=True,
        lstrip_blocks=True,
        undefined=jinja2.StrictUndefined,
        finalize=escaped if markdown else None,
    )
    env.filters["shown"] = shown
    env.filters["step"] = _step
    return env


def to_markdown(comparison: Comparison) -> str:
    """A pull-request comment: verdict line, curves, settings that differ."""
    return (
        _environment(markdown=True)
        .get_template("compare.md.j2")
        .render(c=comparison, curves=divergence_lines(comparison), tensors=tensor_lines(comparison, 30))
    )


def _plots(comparison: Comparison) -> list[tuple[str, Markup]]:
    import numpy as np

    from triage.report.plot import Curve, render_svg

    run, ref = comparison.run_data, comparison.reference_data
    if run is None or ref is None:
        return []
    plots = []
    order = sorted(comparison.divergence, key=lambda d: (not d.diverges, d.first_x or 0.0))
    for d in order[:HTML_MAX_PLOTS]:
        mine, theirs = run.series.get(d.series), ref.series.get(d.reference_series)
        if mine is None or theirs is None:
            continue
        curves = [
            Curve(f"reference: {theirs.name}", theirs.step, theirs.value, REFERENCE_COLOUR, dashed=True),
            Curve(f"run: {mine.name}", mine.step, mine.value, RUN_COLOUR),
        ]
        span = (int(d.first_step), int(np.max(mine.step))) if d.first_step is not None else None
        title = f"{d.series}: " + (
            "leaves the band at step " + _step(d.first_step) if d.diverges else "within the band"
        )
        plots.append(
            (d.series, render_svg(curves, title=title, onset_step=d.first_step, span=span, max_columns=300))
        )
    return plots


def to_html(comparison: Comparison, path: str | os.PathLike[str] | None = None) -> str:
    """The self-contained page: runs overlaid per series (reference dashed), the
    divergence marked, the settings that matter on top. Written atomically to `path`."""
    from triage import __version__

    html = (
        _environment()
        .get_template("compare.html.j2")
        .render(
            c=comparison,
            curves=divergence_lines(comparison),
            tensors=tensor_lines(comparison, 200),
            plots=_plots(comparison),
            version=__version__,
        )
    )
    if path is not None:
        from triage.report import write_atomically

        write_atomically(path, html)
    return html
