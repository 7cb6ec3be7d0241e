"""Loads the comparison tables of knowledge_base/compare/ (aliases, defaults,
ranking rules, thresholds) with a safe, bounded YAML loader, once per process."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from triage.errors import KnowledgeBaseError

# The tables are a few kilobytes; anything far larger is not ours.
MAX_TABLE_BYTES = 1_000_000
TABLE_FILES = ("hparams", "defaults", "ranking")
# `.cyaml`, not `.yaml`: the diagnosis loader reads every *.yaml under knowledge_base/.
SUFFIXES = (".cyaml", ".yaml")
EVIDENCE = frozenset(
    {
        "train-diverges",
        "val-diverges-only",
        "grad-norm-diverges",
        "diverges-from-start",
        "diverges-later",
        "logged-lr-differs",
        "ratio-at-least",
        "nonfinite-in-run",
    }
)
VALUE_TYPES = frozenset({"number", "bool", "name", "text"})


@dataclass(frozen=True)
class HparamSpec:
    name: str
    aliases: tuple[str, ...]
    family: str
    value: str


@dataclass(frozen=True)
class Evidence:
    when: str
    weight: float
    why: str
    ratio: float = 0.0


@dataclass(frozen=True)
class Family:
    id: str
    title: str
    prior: float
    why: str
    noise_only: bool = False
    related_causes: tuple[str, ...] = ()
    evidence: tuple[Evidence, ...] = ()


@dataclass(frozen=True)
class DefaultSet:
    framework: str
    optimizer: str  # "" for framework-level defaults
    source: str
    values: Mapping[str, Any]


@dataclass(frozen=True)
class FrameworkSign:
    id: str
    title: str
    readers: tuple[str, ...]
    hparam_keys: tuple[str, ...]


@dataclass(frozen=True)
class Meaning:
    hparam: str
    frameworks: tuple[str, ...]
    note: str


@dataclass(frozen=True)
class FindingKind:
    id: str
    severity: str
    title: str
    why: str


@dataclass(frozen=True)
class CompareKnowledge:
    """Everything `triage compare` reads from the knowledge base."""

    hparams: tuple[HparamSpec, ...]
    optimizer_names: Mapping[str, str]
    frameworks: tuple[FrameworkSign, ...]
    assume_when_unknown: str
    optimizer_defaults_from: Mapping[str, str]
    defaults: tuple[DefaultSet, ...]
    meanings: tuple[Meaning, ...]
    families: Mapping[str, Family]
    related_cause_weight: float
    no_divergence_factor: float
    curves: Mapping[str, float]
    arrays: Mapping[str, float]
    severities: Mapping[str, str] = field(default_factory=dict)
    findings: Mapping[str, FindingKind] = field(default_factory=dict)
    alias_index: Mapping[str, HparamSpec] = field(default_factory=dict)

    def spec(self, key: str) -> HparamSpec | None:
        """The canonical entry a run's key stands for, or None. A nested key
        (`model_params.dropout`, `optimizer/lr`) is tried whole, then by its last part."""
        found = self.alias_index.get(normalised_key(key))
        if found is None:
            last = key.replace("/", ".").rsplit(".", 1)[-1]
            if last != key:
                found = self.alias_index.get(normalised_key(last))
        return found


def normalised_key(key: str) -> str:
    return key.strip().lower().replace("-", "_").replace(".", "_").replace(" ", "_")


def _safe_load(text: str, where: str) -> Any:
    """The table's data, read as the knowledge base's own files are (no aliases,
    bounded depth and numbers, no key given twice), after a size check."""
    from triage.kb.loader import parse_yaml

    if len(text.encode("utf-8")) > MAX_TABLE_BYTES:
        raise KnowledgeBaseError(f"{where}: larger than {MAX_TABLE_BYTES:,} bytes; not a comparison table")
    data, _ = parse_yaml(text, where)
    return data


def _read_tables() -> dict[str, Any]:
    from triage.kb.loader import bundled_root

    folder = bundled_root() / "compare"
    tables: dict[str, Any] = {}
    for name in TABLE_FILES:
        for suffix in SUFFIXES:
            handle = folder / f"{name}{suffix}"
            if handle.is_file():
                where = f"knowledge_base/compare/{name}{suffix}"
                data = _safe_load(handle.read_text(encoding="utf-8"), where)
                if not isinstance(data, dict):
                    raise KnowledgeBaseError(f"{where}: the top level must be a mapping")
                tables[name] = data
                break
        else:
            raise KnowledgeBaseError(f"knowledge_base/compare/{name}.cyaml is missing; reinstall loss-triage")
    return tables


def _need(data: Mapping[str, Any], key: str, kind: type | tuple[type, ...], where: str) -> Any:
    if key not in data:
        raise KnowledgeBaseError(f"{where}: missing `{key}`")
    value = data[key]
    if not isinstance(value, kind) or (isinstance(value, bool) and kind in (int, float, (int, float))):
        raise KnowledgeBaseError(f"{where}: `{key}` has the wrong type ({type(value).__name__})")
    return value


def _strings(value: Any, where: str) -> tuple[str, ...]:
    if (
        not isinstance(value, Sequence)
        or isinstance(value, str)
        or not all(isinstance(v, str) for v in value)
    ):
        raise KnowledgeBaseError(f"{where}: expected a list of strings")
    return tuple(value)


def _numbers(data: Any, where: str) -> dict[str, float]:
    if not isinstance(data, Mapping):
        raise KnowledgeBaseError(f"{where}: expected a mapping of numbers")
    out: dict[str, float] = {}
    for key, value in data.items():
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise KnowledgeBaseError(f"{where}.{key}: expected a number")
        out[str(key)] = float(value)
    return out


def _family(raw: Any, index: int) -> Family:
    where = f"knowledge_base/compare/ranking: families[{index}]"
    if not isinstance(raw, Mapping):
        raise KnowledgeBaseError(f"{where}: expected a mapping")
    evidence: list[Evidence] = []
    for j, item in enumerate(raw.get("evidence") or []):
        at = f"{where}.evidence[{j}]"
        if not isinstance(item, Mapping):
            raise KnowledgeBaseError(f"{at}: expected a mapping")
        when = _need(item, "when", str, at)
        if when not in EVIDENCE:
            raise KnowledgeBaseError(
                f"{at}: unknown condition {when!r} (known: {', '.join(sorted(EVIDENCE))})"
            )
        weight = float(_need(item, "weight", (int, float), at))
        if not -1.0 <= weight <= 1.0:
            raise KnowledgeBaseError(f"{at}: weight must be within [-1, 1]")
        ratio = float(item.get("ratio", 0.0))
        if when == "ratio-at-least" and ratio <= 1.0:
            raise KnowledgeBaseError(f"{at}: ratio-at-least needs a `ratio` above 1")
        evidence.append(Evidence(when, weight, _need(item, "why", str, at), ratio))
    prior = float(_need(raw, "prior", (int, float), where))
    if not 0.0 <= prior <= 1.0:
        raise KnowledgeBaseError(f"{where}: prior must be within [0, 1]")
    return Family(
        id=_need(raw, "id", str, where),
        title=_need(raw, "title", str, where),
        prior=prior,
        why=_need(raw, "why", str, where),
        noise_only=bool(raw.get("noise_only", False)),
        related_causes=_strings(raw.get("related_causes") or [], f"{where}.related_causes"),
        evidence=tuple(evidence),
    )


def _build(tables: Mapping[str, Any]) -> CompareKnowledge:
    hp, df, rk = tables["hparams"], tables["defaults"], tables["ranking"]
    specs: list[HparamSpec] = []
    index: dict[str, HparamSpec] = {}
    for i, raw in enumerate(_need(hp, "hparams", list, "knowledge_base/compare/hparams")):
        where = f"knowledge_base/compare/hparams: hparams[{i}]"
        if not isinstance(raw, Mapping):
            raise KnowledgeBaseError(f"{where}: expected a mapping")
        value = _need(raw, "value", str, where)
        if value not in VALUE_TYPES:
            raise KnowledgeBaseError(f"{where}: value must be one of {', '.join(sorted(VALUE_TYPES))}")
        spec = HparamSpec(
            name=_need(raw, "name", str, where),
            aliases=_strings(_need(raw, "aliases", list, where), f"{where}.aliases"),
            family=_need(raw, "family", str, where),
            value=value,
        )
        specs.append(spec)
        for alias in (spec.name, *spec.aliases):
            index.setdefault(normalised_key(alias), spec)
    families = {
        f.id: f for f in (_family(r, i) for i, r in enumerate(_need(rk, "families", list, "ranking")))
    }
    for required in ("unknown", "seed", "bookkeeping"):
        if required not in families:
            raise KnowledgeBaseError(f"knowledge_base/compare/ranking: the `{required}` family is missing")
    for spec in specs:
        if spec.family not in families:
            raise KnowledgeBaseError(
                f"knowledge_base/compare/hparams: {spec.name} names unknown family {spec.family!r}"
            )
    frameworks = tuple(
        FrameworkSign(
            id=_need(raw, "id", str, "defaults: frameworks"),
            title=_need(raw, "title", str, "defaults: frameworks"),
            readers=_strings(raw.get("readers") or [], "defaults: frameworks.readers"),
            hparam_keys=tuple(
                normalised_key(k) for k in _strings(raw.get("hparam_keys") or [], "defaults: frameworks.keys")
            ),
        )
        for raw in _need(df, "frameworks", list, "knowledge_base/compare/defaults")
    )
    known = {f.id for f in frameworks}
    defaults: list[DefaultSet] = []
    canonical = {s.name for s in specs}
    for i, raw in enumerate(_need(df, "defaults", list, "knowledge_base/compare/defaults")):
        where = f"knowledge_base/compare/defaults: defaults[{i}]"
        framework = _need(raw, "framework", str, where)
        if framework not in known:
            raise KnowledgeBaseError(f"{where}: unknown framework {framework!r}")
        values = _need(raw, "values", dict, where)
        unknown = sorted(set(values) - canonical)
        if unknown:
            raise KnowledgeBaseError(f"{where}: not canonical hparam names: {', '.join(unknown)}")
        defaults.append(
            DefaultSet(framework, str(raw.get("optimizer", "")), _need(raw, "source", str, where), values)
        )
    meanings = tuple(
        Meaning(
            hparam=_need(raw, "hparam", str, "defaults: meanings"),
            frameworks=_strings(raw.get("frameworks") or [], "defaults: meanings.frameworks"),
            note=" ".join(_need(raw, "note", str, "defaults: meanings").split()),
        )
        for raw in _need(df, "meanings", list, "knowledge_base/compare/defaults")
    )
    assumed = _need(df, "assume_when_unknown", str, "knowledge_base/compare/defaults")
    if assumed not in known:
        raise KnowledgeBaseError(
            f"knowledge_base/compare/defaults: assume_when_unknown {assumed!r} is unknown"
        )
    names = hp.get("optimizer_names") or {}
    if not isinstance(names, Mapping):
        raise KnowledgeBaseError("knowledge_base/compare/hparams: optimizer_names must be a mapping")
    return CompareKnowledge(
        hparams=tuple(specs),
        optimizer_names={str(k).lower(): str(v).lower() for k, v in names.items()},
        frameworks=frameworks,
        assume_when_unknown=assumed,
        optimizer_defaults_from={
            str(k): str(v) for k, v in (df.get("optimizer_defaults_from") or {}).items()
        },
        defaults=tuple(defaults),
        meanings=meanings,
        families=families,
        related_cause_weight=float(_need(rk, "related_cause_weight", (int, float), "ranking")),
        no_divergence_factor=float(_need(rk, "no_divergence_factor", (int, float), "ranking")),
        curves=_numbers(_need(rk, "curves", dict, "ranking"), "ranking: curves"),
        arrays=_numbers(_need(rk, "arrays", dict, "ranking"), "ranking: arrays"),
        severities=_severities(rk),
        findings=_findings(rk),
        alias_index=index,
    )


def _severities(rk: Mapping[str, Any]) -> dict[str, str]:
    from triage.model import SEVERITIES

    raw = _need(rk, "severities", dict, "knowledge_base/compare/ranking")
    for key in ("divergence-worse", "divergence"):
        if raw.get(key) not in SEVERITIES:
            raise KnowledgeBaseError(
                f"knowledge_base/compare/ranking: severities.{key} must be one of {SEVERITIES}"
            )
    return {str(k): str(v) for k, v in raw.items()}


def _findings(rk: Mapping[str, Any]) -> dict[str, FindingKind]:
    from triage.model import SEVERITIES

    found: dict[str, FindingKind] = {}
    for i, raw in enumerate(_need(rk, "findings", list, "knowledge_base/compare/ranking")):
        where = f"knowledge_base/compare/ranking: findings[{i}]"
        kind = FindingKind(
            id=_need(raw, "id", str, where),
            severity=_need(raw, "severity", str, where),
            title=_need(raw, "title", str, where),
            why=_need(raw, "why", str, where),
        )
        if kind.severity not in SEVERITIES:
            raise KnowledgeBaseError(f"{where}: severity must be one of {SEVERITIES}")
        found[kind.id] = kind
    needed = {
        "tensor-missing",
        "tensor-shape",
        "tensor-frozen",
        "tensor-dtype",
        "tensor-values",
        "array-missing",
        "array-shape",
        "array-values",
    }
    missing = needed - set(found)
    if missing:
        raise KnowledgeBaseError(
            f"knowledge_base/compare/ranking: findings lacks {', '.join(sorted(missing))}"
        )
    return found


@lru_cache(maxsize=1)
def load_compare_knowledge() -> CompareKnowledge:
    """The bundled comparison tables, validated (KnowledgeBaseError names file and field)."""
    return _build(_read_tables())
