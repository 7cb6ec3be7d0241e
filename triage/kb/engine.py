"""The inference engine: one pure pass from findings and facts to ranked causes,
combining each rule's evidence with MYCIN certainty factors, order-independently."""

from __future__ import annotations

import dataclasses
import math
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from triage.kb.facts import derive_facts
from triage.kb.loader import PLACEHOLDER, KnowledgeBase
from triage.kb.schema import (
    Explanation,
    FactCondition,
    Group,
    Leaf,
    MeasureCondition,
    Rule,
    SeriesCondition,
    SymptomCondition,
)
from triage.model import Diagnosis, Finding, RankedCause, Run, severity_rank
from triage.model.finding import SEVERITY_WEIGHT, worst_severity_by_symptom

_NEGLIGIBLE = 1e-9


@dataclass(frozen=True)
class Match:
    """How a condition held: the weakest finding confidence it relied on, the
    symptoms it used and the values its `because:` text may quote."""

    confidence: float = 1.0
    symptoms: frozenset[str] = frozenset()
    values: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Firing:
    """One rule that fired, and what it contributed to one cause."""

    rule: Rule
    cause: str
    contribution: float
    symptoms: frozenset[str]
    why: str


# ---------------------------------------------------------------- certainty factors


def combine(a: float, b: float) -> float:
    """MYCIN's combination of two certainty factors in [-1, 1]."""
    if a >= 0 and b >= 0:
        return a + b - a * b
    if a <= 0 and b <= 0:
        return a + b + a * b
    denominator = 1.0 - min(abs(a), abs(b))
    return (a + b) / denominator if denominator > _NEGLIGIBLE else 0.0


def combine_all(factors: Iterable[float]) -> float:
    """Combine any number of factors so the result does not depend on their order:
    the positive ones together, the negative ones together, then the two."""
    positive, negative = 0.0, 0.0
    for factor in factors:
        factor = max(-1.0, min(1.0, factor))
        if factor > 0:
            positive = combine(positive, factor)
        elif factor < 0:
            negative = combine(negative, factor)
    return max(-1.0, min(1.0, combine(positive, negative)))


# ---------------------------------------------------------------- conditions


def _as_number(value: Any) -> float | None:
    if value is None or _as_bool(value) is not None:
        return None
    try:
        number = float(value)
    except (TypeError, ValueError):
        return None
    return number if not math.isnan(number) else None


def _as_bool(value: Any) -> bool | None:
    if isinstance(value, bool):
        return value
    kind = type(value)
    if kind.__module__ == "numpy" and kind.__name__ in ("bool_", "bool"):  # without importing numpy
        return bool(value)
    return None


def _same(actual: Any, expected: Any) -> bool:
    a_num, e_num = _as_number(actual), _as_number(expected)
    if a_num is not None and e_num is not None:
        return a_num == e_num
    if isinstance(actual, str) and isinstance(expected, str):
        return actual.strip().lower() == expected.strip().lower()
    flag = _as_bool(actual)
    if flag is not None and isinstance(expected, bool):
        return flag == expected
    return bool(actual == expected)


def compare(actual: Any, op: str, expected: Any) -> bool:
    """Whether `actual op expected` holds; an unknown (None) value satisfies only `absent`."""
    if op == "present":
        return actual is not None
    if op == "absent":
        return actual is None
    if actual is None:
        return False
    if op in ("is_true", "is_false"):
        flag = _as_bool(actual)
        return flag is (op == "is_true")
    if op == "eq":
        return _same(actual, expected)
    if op == "ne":
        return not _same(actual, expected)
    if op == "in":
        return any(_same(actual, option) for option in expected)
    number = _as_number(actual)
    if number is None:
        return False
    if op == "between":
        return bool(expected[0] <= number <= expected[1])
    limit = float(expected)
    return {
        "gt": number > limit,
        "ge": number >= limit,
        "lt": number < limit,
        "le": number <= limit,
    }.get(op, False)


@dataclass(frozen=True)
class World:
    """What the conditions are evaluated against."""

    findings: Mapping[str, Sequence[Finding]]
    facts: Mapping[str, Any]
    series: frozenset[tuple[str, str]]  # (role, kind) present in the run


def _finding_value(finding: Finding, key: str) -> Any:
    if key == "severity":
        return finding.severity
    if key == "confidence":
        return finding.confidence
    if key == "onset_step" and key not in finding.measurements:
        return finding.onset_step
    return finding.measurements.get(key)


def _quotable(finding: Finding) -> dict[str, Any]:
    """The values a `because:` text may quote from a finding the rule used."""
    values = {f"{finding.id}.{key}": value for key, value in finding.measurements.items()}
    for key in ("severity", "confidence", "onset_step"):
        values[f"{finding.id}.{key}"] = _finding_value(finding, key)
    return values


def _leaf(cond: Leaf, world: World) -> Match | None:
    if isinstance(cond, SymptomCondition):
        floor = severity_rank(cond.min_severity)
        present = [f for f in world.findings.get(cond.symptom, ()) if severity_rank(f.severity) >= floor]
        if not present:
            return None
        best = max(present, key=lambda f: f.confidence)
        return Match(best.confidence, frozenset({cond.symptom}), _quotable(best))
    if isinstance(cond, MeasureCondition):
        held = [
            f
            for f in world.findings.get(cond.symptom, ())
            if compare(_finding_value(f, cond.key), cond.op, cond.value)
        ]
        if not held:
            return None
        best = max(held, key=lambda f: f.confidence)
        return Match(best.confidence, frozenset({cond.symptom}), _quotable(best))
    if isinstance(cond, FactCondition):
        actual = world.facts.get(cond.name)
        return Match(1.0, frozenset(), {cond.name: actual}) if compare(actual, cond.op, cond.value) else None
    if isinstance(cond, SeriesCondition):
        exists = (cond.role, cond.kind) in world.series
        return Match() if exists == cond.present else None
    raise TypeError(f"unknown condition {cond!r}")  # pragma: no cover - the loader builds only the above


def evaluate(group: Group, world: World) -> Match | None:
    """The match of an all/any/none group, or None when it does not hold.
    Conjunctions take the weakest confidence, disjunctions the strongest (MYCIN)."""
    matches: list[Match] = []
    for item in group.items:
        found = evaluate(item, world) if isinstance(item, Group) else _leaf(item, world)
        if group.mode == "all" and found is None:
            return None
        if group.mode == "none" and found is not None:
            return None
        if found is not None:
            matches.append(found)
    if group.mode == "none":
        return Match()
    if not matches:
        return None
    pick = min if group.mode == "all" else max
    values: dict[str, Any] = {}
    for match in matches:
        values.update(match.values)
    return Match(
        pick(m.confidence for m in matches),
        frozenset().union(*(m.symptoms for m in matches)),
        values,
    )


# ---------------------------------------------------------------- the why


def format_value(value: Any) -> str:
    """A value as a `because:` text shows it: 3 significant digits (2,840, not 2.84e+03; an
    exponent from a trillion on), yes/no, unknown."""
    flag = _as_bool(value)
    if flag is not None:
        return "yes" if flag else "no"
    if value is None:
        return "unknown"
    if isinstance(value, int):
        return f"{value:,}" if abs(value) >= 10_000 else str(value)
    number = _as_number(value)
    if number is not None and not isinstance(value, str):
        # a float that happens to be whole (a float32 loss of 2.06e11) is a measurement, not a
        # count: three significant digits from a million on, as any other float
        if number.is_integer() and abs(number) < (1e6 if isinstance(value, float) else 1e12):
            whole = int(number)
            return f"{whole:,}" if abs(whole) >= 10_000 else str(whole)
        if 999.5 <= abs(number) < 1e12:  # what .3g would print with an exponent
            digits = len(str(int(abs(number)))) - 3  # three significant digits
            return f"{round(number, -digits):,.0f}"
        return f"{number:.3g}"
    if isinstance(value, (list, tuple)):
        return ", ".join(format_value(v) for v in value[:8]) + (", ..." if len(value) > 8 else "")
    return str(value)


def format_percent(value: Any) -> str:
    """A fraction as a `because:` text shows it with `{name:%}`: a percentage, whole from
    10% on, 2 significant digits below (0.0375 -> 3.8%, 0.62 -> 62%)."""
    number = _as_number(value)
    if number is None or isinstance(value, str) or _as_bool(value) is not None:
        return format_value(value)
    percent = 100.0 * number
    return f"{percent:,.0f}%" if abs(percent) >= 10 else f"{percent:.2g}%"


def format_fall(value: Any) -> str:
    """A relative drop as a `because:` text shows it with `{name:fall}`: "fell 4%", or
    "rose 12%" for a negative drop (never a negative fall)."""
    number = _as_number(value)
    if number is None or isinstance(value, str) or _as_bool(value) is not None:
        return format_value(value)
    return ("fell " if number >= 0 else "rose ") + format_percent(abs(number))


def render_because(template: str, values: Mapping[str, Any], facts: Mapping[str, Any]) -> str:
    """Fill `{name}` placeholders from the values the rule used, else the facts."""

    def fill(found: re.Match[str]) -> str:
        name, spec = found.group(1), found.group(2)
        show = {"%": format_percent, "fall": format_fall}.get(spec, format_value)
        if name in values:
            return show(values[name])
        if name in facts:
            return show(facts[name])
        # a documented measurement the detector did not emit this time
        return "unknown" if "." in name else found.group(0)

    return PLACEHOLDER.sub(fill, template)


# ---------------------------------------------------------------- the pass


def fire_rules(
    kb: KnowledgeBase,
    findings: Sequence[Finding],
    facts: Mapping[str, Any],
    series: Iterable[tuple[str, str]] = (),
) -> list[Firing]:
    """Every (rule, cause) contribution for these findings and facts, in rule order."""
    by_symptom: dict[str, list[Finding]] = {}
    for finding in findings:
        by_symptom.setdefault(finding.id, []).append(finding)
    world = World(by_symptom, facts, frozenset(series))
    firings: list[Firing] = []
    for rule in kb.rules.values():
        match = evaluate(rule.when, world)
        if match is None:
            continue
        why = render_because(rule.because, match.values, facts)
        for link in rule.causes:
            contribution = max(-1.0, min(1.0, link.certainty * match.confidence))
            if abs(contribution) > _NEGLIGIBLE:
                firings.append(Firing(rule, link.cause, contribution, match.symptoms, why))
    return firings




def priority(certainty: float, worst_severity: int) -> float:
    """The ranking key: certainty weighted by the worst linked symptom's severity rank."""
    return certainty * SEVERITY_WEIGHT[max(0, min(worst_severity, len(SEVERITY_WEIGHT) - 1))]


def rank_causes(
    kb: KnowledgeBase, firings: Sequence[Firing], findings: Sequence[Finding]
) -> list[RankedCause]:
    """One ranking across all symptoms: causes with positive combined certainty
    that are tied to at least one present symptom, in the order to check them
    (priority(), which weighs the certainty by the worst symptom it explains, each symptom
    as severe as the worst finding nested under it)."""
    present = {f.id for f in findings}
    worst = {name: severity_rank(severity) for name, severity in worst_severity_by_symptom(findings).items()}
    by_cause: dict[str, list[Firing]] = {}
    for firing in firings:
        by_cause.setdefault(firing.cause, []).append(firing)
    scored: list[tuple[float, int, str, list[Firing], tuple[str, ...]]] = []
    for cause_id, fired in by_cause.items():
        if cause_id not in kb.causes:
            continue
        certainty = combine_all(f.contribution for f in fired)
        linked = tuple(sorted({s for f in fired if f.contribution > 0 for s in f.symptoms} & present))
        if certainty <= _NEGLIGIBLE or not linked:
            continue
        severity = max(worst.get(s, 0) for s in linked)
        scored.append((certainty, severity, cause_id, fired, linked))
    scored.sort(key=lambda item: (-round(priority(item[0], item[1]), 9), -item[1], item[2]))
    ranked: list[RankedCause] = []
    for rank, (certainty, _, cause_id, fired, linked) in enumerate(scored, start=1):
        cause = kb.causes[cause_id]
        ordered = sorted(fired, key=lambda f: -f.contribution)
        why = tuple(
            f"{f.why} ({'for' if f.contribution > 0 else 'against'}, {f.contribution:+.2f}, rule {f.rule.id})"
            for f in ordered
        )
        ranked.append(
            RankedCause(
                id=cause_id,
                rank=rank,
                certainty=certainty,
                title=cause.title,
                for_symptoms=linked,
                checks=cause.checks,
                fixes=cause.fixes,
                why=why,
                references=cause.references,
                rules=tuple(dict.fromkeys(f.rule.id for f in ordered)),
            )
        )
    return ranked


def series_present(run: Run) -> set[tuple[str, str]]:
    """(role, kind) of every non-empty series of the run."""
    return {(s.role.value, s.kind.value) for s in run.series.values() if len(s)}


def _overlap(a: Finding, b: Finding) -> bool:
    """Whether two findings' spans share a step (a finding without a span covers the run)."""
    if a.span is None or b.span is None:
        return True
    return a.span[0] <= b.span[1] and b.span[0] <= a.span[1]


def explain_away(findings: Sequence[Finding], kb: KnowledgeBase) -> list[Finding]:
    """Nest every finding that another finding explains (the knowledge base's
    `explains:` on the symptom, spans overlapping) under that primary finding.

    A finding explained by several goes under the most severe of them; chains
    (A explains B explains C) end at the finding nothing explains. The result
    keeps the input order of the primaries."""
    explainer: dict[int, int] = {}
    for i, finding in enumerate(findings):
        candidates = []
        for j, other in enumerate(findings):
            symptom = kb.symptoms.get(other.id)
            if j == i or symptom is None or not _overlap(finding, other):
                continue
            for relation in map(Explanation.parse, symptom.explains):
                if relation.target != finding.id:
                    continue
                if relation.when and not bool(other.measurements.get(relation.when)):
                    continue  # the explainer is not of the kind that accounts for it
                if relation.unless and bool(finding.measurements.get(relation.unless)):
                    continue  # the finding shows something its explainer does not
                candidates.append(j)
        if candidates:
            explainer[i] = max(candidates, key=lambda j: (severity_rank(findings[j].severity), -j))

    def root(i: int) -> int:
        seen = {i}
        while i in explainer and explainer[i] not in seen:
            i = explainer[i]
            seen.add(i)
        return i

    nested: dict[int, list[Finding]] = {}
    for i in sorted(explainer, key=lambda k: -severity_rank(findings[k].severity)):
        top = root(i)
        if top != i and top not in explainer:
            nested.setdefault(top, []).append(findings[i])
    placed = {id(f) for group in nested.values() for f in group}
    return [
        dataclasses.replace(f, explains=tuple(nested[i])) if i in nested else f
        for i, f in enumerate(findings)
        if id(f) not in placed
    ]


def infer(
    run: Run, findings: Sequence[Finding], kb: KnowledgeBase, notes: Sequence[str] | None = None
) -> Diagnosis:
    """The diagnosis of `run` from its findings: codes filled in from the
    knowledge base, consequences nested under the finding that explains them,
    causes ranked with the rules that fired for each. Rules see every finding
    (a nested one can still rule a cause out); a rule counts in the ranking only
    when it matched a primary finding (or no finding: facts alone), and only the
    primary findings link causes into the ranking."""
    out_notes = list(notes or [])
    coded: list[Finding] = []
    for finding in findings:
        symptom = kb.symptoms.get(finding.id)
        if symptom is None:
            out_notes.append(
                f"finding {finding.id!r} is not a symptom the knowledge base knows; no causes inferred for it"
            )
            coded.append(finding)
        else:
            coded.append(dataclasses.replace(finding, code=symptom.code, title=symptom.title))
    facts = derive_facts(run)
    firings = fire_rules(kb, coded, facts, series_present(run))
    primaries = explain_away(coded, kb)
    # a rule that matched only explained findings weighs a consequence of the primary
    # finding a second time: its evidence is already the primary's
    primary_ids = {f.id for f in primaries}
    firings = [f for f in firings if not f.symptoms or f.symptoms & primary_ids]
    causes = rank_causes(kb, firings, primaries)
    return Diagnosis(run=run, symptoms=primaries, causes=causes, notes=out_notes)
