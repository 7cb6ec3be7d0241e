"""The knowledge base's entries as typed, frozen records: symptoms, causes and
rules, with the small fixed set of condition operators a rule may use."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

# Comparison operators shared by `measure:` and `fact:` conditions. No
# expressions: a condition names one value and compares it with a constant.
COMPARISONS: tuple[str, ...] = ("gt", "ge", "lt", "le", "eq", "ne", "between", "in")
UNARY: tuple[str, ...] = ("is_true", "is_false", "present", "absent")
OPERATORS: tuple[str, ...] = COMPARISONS + UNARY

OP_WORDS: dict[str, str] = {
    "gt": ">",
    "ge": ">=",
    "lt": "<",
    "le": "<=",
    "eq": "==",
    "ne": "!=",
    "between": "between",
    "in": "in",
    "is_true": "is true",
    "is_false": "is false",
    "present": "is known",
    "absent": "is unknown",
}

# Pseudo-measurements every finding has, besides its own `measurements`.
FINDING_FIELDS: tuple[str, ...] = ("severity", "confidence", "onset_step")

GroupMode = Literal["all", "any", "none"]


@dataclass(frozen=True)
class Threshold:
    """One detector parameter with its default and where the value comes from."""

    name: str
    default: Any
    description: str
    source: str = ""


@dataclass(frozen=True)
class Symptom:
    """What a detector looks for in the curves."""

    id: str
    code: str
    title: str
    description: str
    severity: str
    thresholds: tuple[Threshold, ...] = ()
    measurements: dict[str, str] = field(default_factory=dict)
    origin: str = ""  # "symptoms/curves.yaml:12", for explain and errors
    # symptoms this one explains when both are found on overlapping spans: they
    # are shown under it as context and do not enter the cause ranking on their own
    # ("ID [if MEASUREMENT] [unless MEASUREMENT]": see Explanation)
    explains: tuple[str, ...] = ()

    kind: Literal["symptom"] = "symptom"


@dataclass(frozen=True)
class Explanation:
    """One entry of a symptom's `explains:`, "ID [if M] [unless N]": the finding
    explains an ID finding when its own boolean measurement M is true (always,
    without `if`) and the explained finding's boolean measurement N is not."""

    target: str
    when: str = ""  # a measurement of the explaining finding
    unless: str = ""  # a measurement of the explained finding

    @classmethod
    def parse(cls, relation: str) -> Explanation:
        head, _, unless = relation.partition(" unless ")
        target, _, when = head.partition(" if ")
        return cls(target.strip(), when.strip(), unless.strip())


@dataclass(frozen=True)
class Cause:
    """A fault in the training setup that can produce one or more symptoms."""

    id: str
    title: str
    category: str
    mechanism: str
    checks: tuple[str, ...]
    fixes: tuple[str, ...]
    references: tuple[str, ...] = ()
    code: str = ""
    origin: str = ""

    kind: Literal["cause"] = "cause"


@dataclass(frozen=True)
class SymptomCondition:
    """True when a finding of this symptom is present (at least `min_severity`)."""

    symptom: str
    min_severity: str = "low"
    at: str = field(default="", compare=False)  # the field path, e.g. "when.all[0]", for errors


@dataclass(frozen=True)
class MeasureCondition:
    """Compares one measurement of a present finding with a constant."""

    symptom: str
    key: str
    op: str
    value: Any = None
    at: str = field(default="", compare=False)  # the field path, e.g. "when.all[0]", for errors


@dataclass(frozen=True)
class FactCondition:
    """Compares one fact about the run (hparams, series, length) with a constant."""

    name: str
    op: str
    value: Any = None
    at: str = field(default="", compare=False)  # the field path, e.g. "when.all[0]", for errors


@dataclass(frozen=True)
class SeriesCondition:
    """True when the run has (or, with present=false, lacks) a series of this role and kind."""

    role: str
    kind: str
    present: bool = True
    at: str = field(default="", compare=False)  # the field path, e.g. "when.all[0]", for errors


Leaf = SymptomCondition | MeasureCondition | FactCondition | SeriesCondition


@dataclass(frozen=True)
class Group:
    """all / any / none of the nested conditions."""

    mode: GroupMode
    items: tuple[Leaf | Group, ...]


@dataclass(frozen=True)
class CauseLink:
    """How much a fired rule raises (or, negative, lowers) one cause."""

    cause: str
    certainty: float


@dataclass(frozen=True)
class Rule:
    """When these findings and facts hold, these causes become more (or less) likely."""

    id: str
    title: str
    when: Group
    causes: tuple[CauseLink, ...]
    because: str
    description: str = ""
    origin: str = ""
    lines: Mapping[str, int] = field(default_factory=dict, compare=False)  # field path -> line

    kind: Literal["rule"] = "rule"


Entry = Symptom | Cause | Rule


def symptoms_in(group: Group, positive: bool = True) -> set[str]:
    """Symptom ids a group's conditions refer to; with positive=True only those
    outside `none:` groups (the symptoms whose presence makes the rule fire)."""
    found: set[str] = set()
    for item in group.items:
        if isinstance(item, Group):
            if positive and item.mode == "none":
                continue
            found |= symptoms_in(item, positive)
        elif isinstance(item, (SymptomCondition, MeasureCondition)):
            found.add(item.symptom)
    return found


def conditions_in(group: Group) -> list[Leaf]:
    """Every leaf condition of a group, depth first."""
    leaves: list[Leaf] = []
    for item in group.items:
        if isinstance(item, Group):
            leaves.extend(conditions_in(item))
        else:
            leaves.append(item)
    return leaves
