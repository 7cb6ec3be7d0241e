"""Knowledge-base entries in words and as JSON: what `triage explain ID` and
`triage rules` print (one text serves the terminal and the JSON listing)."""

from __future__ import annotations

import textwrap
from typing import Any

from triage.kb.loader import KnowledgeBase
from triage.kb.schema import (
    OP_WORDS,
    Cause,
    Entry,
    Explanation,
    FactCondition,
    Group,
    Leaf,
    MeasureCondition,
    Rule,
    SeriesCondition,
    Symptom,
    SymptomCondition,
)

_WIDTH = 88


def describe_condition(cond: Leaf | Group, indent: int = 0, nested: bool = False) -> list[str]:
    """A condition tree as indented lines of plain words."""
    pad = "  " * indent
    if isinstance(cond, Group):
        head = {"all": "all of:", "any": "any of:", "none": "none of:"}[cond.mode]
        lines = [pad + ("- " if nested else "") + head]
        for item in cond.items:
            lines.extend(describe_condition(item, indent + 1 + int(nested), nested=True))
        return lines
    if isinstance(cond, SymptomCondition):
        floor = "" if cond.min_severity == "low" else f" (severity >= {cond.min_severity})"
        return [f"{pad}- symptom {cond.symptom} present{floor}"]
    if isinstance(cond, MeasureCondition):
        value = "" if cond.value is None else f" {cond.value}"
        return [f"{pad}- {cond.symptom}.{cond.key} {OP_WORDS[cond.op]}{value}"]
    if isinstance(cond, FactCondition):
        value = "" if cond.value is None else f" {cond.value}"
        return [f"{pad}- fact {cond.name} {OP_WORDS[cond.op]}{value}"]
    if isinstance(cond, SeriesCondition):
        state = "present" if cond.present else "absent"
        return [f"{pad}- a {cond.role} {cond.kind} series is {state}"]
    raise TypeError(f"unknown condition {cond!r}")  # pragma: no cover


def _para(title: str, text: str) -> list[str]:
    return [f"{title}:", *textwrap.wrap(text, _WIDTH, initial_indent="  ", subsequent_indent="  "), ""]


def _items(title: str, items: tuple[str, ...], numbered: bool) -> list[str]:
    if not items:
        return []
    lines = [f"{title}:"]
    for i, item in enumerate(items, start=1):
        mark = f"{i}. " if numbered else "- "
        lines.extend(
            textwrap.wrap(item, _WIDTH, initial_indent="  " + mark, subsequent_indent=" " * (2 + len(mark)))
        )
    return [*lines, ""]


def explain_text(entry: Entry, kb: KnowledgeBase) -> str:
    """The full entry as `triage explain` prints it."""
    code = f" ({entry.code})" if not isinstance(entry, Rule) and entry.code else ""
    lines = [f"{entry.id}{code}: {entry.title}", f"{entry.kind}, defined at {entry.origin}", ""]
    if isinstance(entry, Symptom):
        lines += _para("What it means", entry.description) + _para("Severity", entry.severity)
        if entry.thresholds:
            lines.append("Thresholds (detector defaults):")
            for t in entry.thresholds:
                source = f" [{t.source}]" if t.source else ""
                lines.append(f"  {t.name} = {t.default}: {t.description}{source}")
            lines.append("")
        if entry.measurements:
            lines.append("Measurements:")
            lines.extend(f"  {key}: {text}" for key, text in entry.measurements.items())
            lines.append("")
        explains = explained_by(entry)
        lines += _items("Explains (shown under it, not ranked on their own)", explains, numbered=False)
        explainers = tuple(
            s.id + (f" ({relation})" if relation != entry.id else "")
            for s in kb.symptoms.values()
            for relation in explained_by(s)
            if Explanation.parse(relation).target == entry.id
        )
        lines += _items(
            "Explained by (when both are found, it is shown under them)", explainers, numbered=False
        )
        rules = [r.id for r in kb.rules.values() if entry.id in _symptoms_of(r)]
        lines += _items("Rules that read it", tuple(rules), numbered=False)
    elif isinstance(entry, Cause):
        lines += _para("Category", entry.category) + _para("Why it shows in the curves", entry.mechanism)
        lines += _items("How to check", entry.checks, numbered=True)
        lines += _items("How to fix", entry.fixes, numbered=True)
        lines += _items("References", entry.references, numbered=False)
        rules = [
            f"{r.id} ({link.certainty:+.2f})"
            for r in kb.rules.values()
            for link in r.causes
            if link.cause == entry.id
        ]
        lines += _items("Rules that weigh it", tuple(rules), numbered=False)
    else:
        if entry.description:
            lines += _para("Reasoning", entry.description)
        lines.append("When:")
        # `when: {all: [...], none: [...]}` loads as all-of(all, none); show the two parts
        parts = entry.when.items if all(isinstance(i, Group) for i in entry.when.items) else (entry.when,)
        for part in parts:
            lines.extend(describe_condition(part, 1))
        lines.append("")
        lines.append("Then:")
        lines.extend(f"  {link.cause}: {link.certainty:+.2f}" for link in entry.causes)
        lines.append("")
        lines += _para("Explains itself as", entry.because)
    return "\n".join(lines).rstrip() + "\n"


def explained_by(symptom: Symptom) -> tuple[str, ...]:
    """The symptom ids `symptom` explains (its optional `explains:` list in the
    knowledge base), read defensively: a base without the field explains nothing."""
    value = getattr(symptom, "explains", None) or ()
    if isinstance(value, str):
        value = (value,)
    return tuple(str(v) for v in value if isinstance(v, str) and v)


def _symptoms_of(rule: Rule) -> set[str]:
    from triage.kb.schema import conditions_in

    return {
        c.symptom for c in conditions_in(rule.when) if isinstance(c, (SymptomCondition, MeasureCondition))
    }


def entry_summary(entry: Entry) -> dict[str, Any]:
    """One line of `triage rules --format json`."""
    summary: dict[str, Any] = {
        "id": entry.id,
        "kind": entry.kind,
        "title": entry.title,
        "origin": entry.origin,
    }
    if isinstance(entry, Symptom):
        summary["code"] = entry.code
        summary["thresholds"] = {t.name: t.default for t in entry.thresholds}
        summary["explains"] = list(explained_by(entry))
    elif isinstance(entry, Cause):
        summary["code"] = entry.code
        summary["category"] = entry.category
    else:
        summary["symptoms"] = sorted(_symptoms_of(entry))
        summary["causes"] = {link.cause: link.certainty for link in entry.causes}
    return summary


def listing_text(kb: KnowledgeBase) -> str:
    """Every entry, one line each, grouped by kind (`triage rules`)."""
    lines: list[str] = []
    groups: tuple[tuple[str, list[Entry]], ...] = (
        ("Symptoms", list(kb.symptoms.values())),
        ("Causes", list(kb.causes.values())),
        ("Rules", list(kb.rules.values())),
    )
    for heading, entries in groups:
        lines.append(f"{heading} ({len(entries)}):")
        for entry in sorted(entries, key=lambda e: e.id):
            code = entry.code if not isinstance(entry, Rule) else ""
            lines.append(f"  {code:<7} {entry.id:<36} {entry.title}")
        lines.append("")
    return "\n".join(lines).rstrip() + "\n"
