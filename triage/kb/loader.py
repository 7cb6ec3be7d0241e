"""Loads the knowledge base's YAML (bundled, then user directories that add or
override entries) and validates it, naming file, line and field in every error."""

from __future__ import annotations

import math
import os
import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any

from triage.errors import KnowledgeBaseError, UsageError
from triage.kb.facts import FACTS
from triage.kb.schema import (
    COMPARISONS,
    FINDING_FIELDS,
    OPERATORS,
    Cause,
    CauseLink,
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
    Threshold,
    conditions_in,
)
from triage.model import SEVERITIES, Kind, Role

if TYPE_CHECKING:  # importlib.resources.abc is new in 3.11; annotations only
    from importlib.resources.abc import Traversable

ID_PATTERN = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
CODE_PATTERN = re.compile(r"^[A-Z]{2,5}[0-9]{3}$")
# `{name}`, `{name:%}` (a fraction shown as a percentage) or `{name:fall}` (a relative drop
# shown as "fell 4%", or "rose 12%" when negative)
PLACEHOLDER = re.compile(r"\{([^{}:]*)(?::(%|fall))?\}")
SECTIONS = ("symptoms", "causes", "rules")
CATEGORIES = (
    "hyperparameters",
    "model-structure",
    "input-data",
    "training-dynamics",
    "evaluation",
    "workflow",
)

Path_ = tuple[str | int, ...]


@dataclass(frozen=True)
class Problem:
    """One validation error: where it is and what is wrong."""

    file: str
    line: int | None
    field: str
    message: str

    def __str__(self) -> str:
        where = f"{self.file}:{self.line}" if self.line else self.file
        return f"{where} {self.field}: {self.message}" if self.field else f"{where}: {self.message}"


@dataclass
class KnowledgeBase:
    """Symptoms, causes and rules by id, validated and cross-checked."""

    symptoms: dict[str, Symptom] = field(default_factory=dict)
    causes: dict[str, Cause] = field(default_factory=dict)
    rules: dict[str, Rule] = field(default_factory=dict)
    sources: tuple[str, ...] = ()

    def entry(self, id_or_code: str) -> Entry:
        """The symptom, cause or rule with this id (or a symptom/cause code)."""
        if id_or_code in self.symptoms:
            return self.symptoms[id_or_code]
        if id_or_code in self.causes:
            return self.causes[id_or_code]
        if id_or_code in self.rules:
            return self.rules[id_or_code]
        wanted = id_or_code.upper()
        coded: list[Symptom | Cause] = [*self.symptoms.values(), *self.causes.values()]
        for entry in coded:
            if entry.code and entry.code.upper() == wanted:
                return entry
        raise UsageError(f"unknown knowledge-base id or code {id_or_code!r}; `triage rules` lists them")

    def thresholds_with(
        self, overrides: Mapping[str, Mapping[str, Any]] | None = None
    ) -> dict[str, dict[str, Any]]:
        """Each symptom's detector parameters: the defaults, with `overrides` applied."""
        merged = {
            sid: {t.name: t.default for t in symptom.thresholds} for sid, symptom in self.symptoms.items()
        }
        for key, values in (overrides or {}).items():
            entry = self.entry(key)
            if not isinstance(entry, Symptom):
                raise UsageError(f"{key!r} is a {entry.kind}, not a symptom; only symptoms have thresholds")
            sid = entry.id
            for name, value in values.items():
                if name not in merged[sid]:
                    known = ", ".join(sorted(merged[sid])) or "none"
                    raise UsageError(f"symptom {sid} has no threshold {name!r} (known: {known})")
                merged[sid][name] = value
        return merged

    def resolve_ids(self, ids_or_codes: Iterable[str]) -> set[str]:
        """Symptom ids for ids, codes or code prefixes (`GEN` selects GEN001, GEN002...)."""
        resolved: set[str] = set()
        for token in ids_or_codes:
            token = token.strip()
            if not token:
                continue
            if token in self.symptoms:
                resolved.add(token)
                continue
            wanted = token.upper()
            matched = {s.id for s in self.symptoms.values() if s.code and s.code.upper().startswith(wanted)}
            if not matched:
                raise UsageError(f"unknown symptom id or code {token!r}; `triage rules` lists them")
            resolved |= matched
        return resolved


# ---------------------------------------------------------------- YAML with lines


def parse_yaml(text: str, file: str) -> tuple[Any, dict[Path_, int]]:
    """The document's data and the 1-based line of every mapping value and list
    item; KnowledgeBaseError (with file and line) for invalid YAML or a key given twice."""
    parsed = _parse(text, file)
    if isinstance(parsed, Problem):
        raise KnowledgeBaseError(str(parsed))
    return parsed


def _parse(text: str, file: str) -> tuple[Any, dict[Path_, int]] | Problem:
    import yaml

    try:
        # the shape is checked on libyaml's event stream before anything is built:
        # aliases could expand a few hundred bytes into gigabytes (every later walk
        # of the data copies them out), and libyaml's composer recurses in C
        unsafe = _unsafe_shape(text, file)
        if unsafe is not None:
            return unsafe
        loader = _loader_class()(text)
        try:
            node = loader.get_single_node()
            data = loader.construct_document(node) if node is not None else None
        finally:
            loader.dispose()
    except yaml.YAMLError as bad:
        mark = getattr(bad, "problem_mark", None)
        line = mark.line + 1 if mark is not None else None
        problem = getattr(bad, "problem", None) or str(bad).splitlines()[0]
        return Problem(file, line, "", f"invalid YAML: {problem}")
    except (ValueError, OverflowError) as bad:  # e.g. an integer past Python's digit limit
        return Problem(file, None, "", f"invalid YAML: {str(bad).splitlines()[0]}")
    lines: dict[Path_, int] = {}
    duplicates: list[tuple[Path_, int]] = []
    if node is not None:
        _record_lines(node, lines, duplicates)
    if duplicates:
        path, line = duplicates[0]
        # PyYAML keeps the last of two equal keys silently; in a rule that hides an error
        return Problem(file, line, _field_name(path), "key given twice in the same mapping")
    return data, lines


# How deep mappings and lists may nest in one knowledge-base file (a rule's
# conditions nest a few levels; anything near this is not a rule).
MAX_YAML_DEPTH = 64
# The longest plain number a file may hold (Python refuses to parse ints over 4,300 digits).
MAX_NUMBER_DIGITS = 1000


def _unsafe_shape(text: str, file: str) -> Problem | None:
    """An alias, nesting deeper than MAX_YAML_DEPTH or an absurdly long number, with its line."""
    import yaml

    depth = 0
    for event in yaml.parse(text, Loader=_loader_class()):
        line = event.start_mark.line + 1 if event.start_mark is not None else None
        if isinstance(event, yaml.AliasEvent):
            message = (
                f"YAML aliases (*{event.anchor}) are not allowed in the knowledge base; "
                "write the value out where it is used"
            )
            return Problem(file, line, "", message)
        if isinstance(event, (yaml.MappingStartEvent, yaml.SequenceStartEvent)):
            depth += 1
            if depth > MAX_YAML_DEPTH:
                return Problem(file, line, "", f"nested more than {MAX_YAML_DEPTH} levels deep")
        elif isinstance(event, (yaml.MappingEndEvent, yaml.SequenceEndEvent)):
            depth -= 1
        elif isinstance(event, yaml.ScalarEvent) and len(event.value) > MAX_NUMBER_DIGITS:
            if not event.style and event.value.lstrip("+-").replace("_", "").isdigit():
                message = f"a number of {len(event.value):,} digits (at most {MAX_NUMBER_DIGITS:,})"
                return Problem(file, line, "", message)
    return None


def _loader_class() -> Any:
    """libyaml's C loader when available (about 10x faster), else the pure-Python one."""
    import yaml

    return getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def _record_lines(root: Any, lines: dict[Path_, int], duplicates: list[tuple[Path_, int]]) -> None:
    """The line of every value (a field's line is its key's), walking the node tree
    without recursion (its depth is bounded, but not by Python's stack)."""
    import yaml

    stack: list[tuple[Any, Path_]] = [(root, ())]
    while stack:
        node, path = stack.pop()
        lines.setdefault(path, node.start_mark.line + 1)
        if isinstance(node, yaml.MappingNode):
            seen: set[str] = set()
            for key_node, value_node in node.value:
                key = key_node.value if isinstance(key_node, yaml.ScalarNode) else str(key_node.value)
                if key in seen:
                    duplicates.append(((*path, key), key_node.start_mark.line + 1))
                seen.add(key)
                # a field's line is the line of its key, where a reader looks for it
                lines[(*path, key)] = key_node.start_mark.line + 1
                stack.append((value_node, (*path, key)))
        elif isinstance(node, yaml.SequenceNode):
            stack.extend((item, (*path, index)) for index, item in enumerate(node.value))
    duplicates.sort(key=lambda d: d[1])


# ---------------------------------------------------------------- per-entry validation


class _Checker:
    """Validates one entry, collecting problems with the line of each field."""

    def __init__(
        self,
        file: str,
        lines: Mapping[Path_, int],
        base: Path_,
        problems: list[Problem],
        own_lines: Mapping[str, int] | None = None,
    ):
        self.file = file
        self.lines = lines
        self.base = base
        self.problems = problems
        self.own_lines = own_lines

    def entry_lines(self) -> dict[str, int]:
        """The lines of this entry's fields by field name ("" for the entry itself)."""
        if self.own_lines is not None:
            return dict(self.own_lines)
        base = self.base
        return {_field_name(p[len(base) :]): n for p, n in self.lines.items() if p[: len(base)] == base}

    def line(self, path: Path_) -> int | None:
        full = (*self.base, *path)
        while full:
            if full in self.lines:
                return self.lines[full]
            full = full[:-1]
        return None

    def fail(self, path: Path_, message: str) -> None:
        self.problems.append(Problem(self.file, self.line(path), _field_name(path), message))

    def text(self, data: Mapping[str, Any], key: str, path: Path_ = (), required: bool = True) -> str:
        value = data.get(key)
        if value is None:
            if required:
                self.fail((*path, key), "required field is missing")
            return ""
        if not isinstance(value, str) or not value.strip():
            self.fail((*path, key), "must be a non-empty string")
            return ""
        return " ".join(value.split())

    def texts(self, data: Mapping[str, Any], key: str, required: bool = True) -> tuple[str, ...]:
        value = data.get(key)
        if value is None:
            if required:
                self.fail((key,), "required field is missing")
            return ()
        if not isinstance(value, list) or (required and not value):
            self.fail((key,), "must be a non-empty list of strings")
            return ()
        out = []
        for i, item in enumerate(value):
            if isinstance(item, dict):
                self.fail((key, i), "must be a string, got a mapping (quote text that contains ': ')")
            elif not isinstance(item, str) or not item.strip():
                self.fail((key, i), "must be a non-empty string")
            else:
                out.append(" ".join(item.split()))
        return tuple(out)

    def ident(self, data: Mapping[str, Any]) -> str:
        value = data.get("id")
        if not isinstance(value, str) or not ID_PATTERN.match(value):
            self.fail(("id",), "must be a kebab-case id (lower-case words joined by '-')")
            return ""
        return value

    def code(self, data: Mapping[str, Any], required: bool) -> str:
        value = data.get("code")
        if value is None:
            if required:
                self.fail(("code",), "required field is missing")
            return ""
        if not isinstance(value, str) or not CODE_PATTERN.match(value):
            self.fail(("code",), "must be 2-5 capital letters and 3 digits, e.g. GEN001")
            return ""
        return value

    def unknown_keys(self, data: Mapping[str, Any], allowed: Iterable[str], path: Path_ = ()) -> None:
        allowed = set(allowed)
        for key in data:
            if key not in allowed:
                self.fail((*path, str(key)), f"unknown field (expected one of: {', '.join(sorted(allowed))})")


def _field_name(path: Path_) -> str:
    out = ""
    for part in path:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += f".{part}" if out else str(part)
    return out


def _symptom(data: Mapping[str, Any], check: _Checker, origin: str) -> Symptom | None:
    check.unknown_keys(
        data, ("id", "code", "title", "description", "severity", "thresholds", "measurements", "explains")
    )
    sid = check.ident(data)
    code = check.code(data, required=True)
    title = check.text(data, "title")
    description = check.text(data, "description")
    severity = check.text(data, "severity")
    thresholds: list[Threshold] = []
    raw = data.get("thresholds", {})
    if raw is None:
        raw = {}
    if not isinstance(raw, dict):
        check.fail(("thresholds",), "must be a mapping of name -> {default, description, source}")
        raw = {}
    for name, spec in raw.items():
        path: Path_ = ("thresholds", str(name))
        if not isinstance(spec, dict):
            check.fail(path, "must be a mapping with default, description and source")
            continue
        check.unknown_keys(spec, ("default", "description", "source"), path)
        if "default" not in spec or spec["default"] is None:
            check.fail((*path, "default"), "every threshold needs a default")
            continue
        thresholds.append(
            Threshold(
                str(name),
                spec["default"],
                check.text(spec, "description", path),
                check.text(spec, "source", path, required=False),
            )
        )
    measurements = data.get("measurements", {}) or {}
    if not isinstance(measurements, dict) or not all(isinstance(v, str) for v in measurements.values()):
        check.fail(("measurements",), "must be a mapping of key -> description")
        measurements = {}
    explains = data.get("explains", []) or []
    if not isinstance(explains, list) or not all(isinstance(e, str) for e in explains):
        check.fail(("explains",), "must be a list of symptom ids")
        explains = []
    if not sid:
        return None
    return Symptom(
        sid,
        code,
        title,
        description,
        severity,
        tuple(thresholds),
        {str(k): " ".join(v.split()) for k, v in measurements.items()},
        origin,
        explains=tuple(explains),
    )


def _cause(data: Mapping[str, Any], check: _Checker, origin: str) -> Cause | None:
    check.unknown_keys(
        data, ("id", "code", "title", "category", "mechanism", "checks", "fixes", "references")
    )
    cid = check.ident(data)
    code = check.code(data, required=False)
    category = check.text(data, "category")
    if category and category not in CATEGORIES:
        check.fail(("category",), f"must be one of: {', '.join(CATEGORIES)}")
    cause = Cause(
        id=cid,
        title=check.text(data, "title"),
        category=category,
        mechanism=check.text(data, "mechanism"),
        checks=check.texts(data, "checks"),
        fixes=check.texts(data, "fixes"),
        references=check.texts(data, "references", required=False),
        code=code,
        origin=origin,
    )
    return cause if cid else None


_LEAF_KEYS = {
    "symptom": ("symptom", "min_severity"),
    "measure": ("symptom", "key", "op", "value"),
    "fact": ("name", "op", "value"),
    "series": ("role", "kind", "present"),
}


def _condition(raw: Any, check: _Checker, path: Path_) -> Leaf | Group | None:
    if not isinstance(raw, dict) or len(raw) == 0:
        check.fail(path, "a condition must be a mapping: symptom, measure, fact, series, all, any or none")
        return None
    if any(key in raw for key in ("all", "any", "none")):
        return _group(raw, check, path)
    if "symptom" in raw and "measure" not in raw:
        check.unknown_keys(raw, _LEAF_KEYS["symptom"], path)
        severity = raw.get("min_severity", "low")
        if severity not in SEVERITIES:
            check.fail((*path, "min_severity"), f"must be one of: {', '.join(SEVERITIES)}")
            severity = "low"
        if not isinstance(raw["symptom"], str):
            check.fail((*path, "symptom"), "must be a symptom id")
            return None
        return SymptomCondition(raw["symptom"], str(severity), at=_field_name(path))
    kind = next((k for k in ("measure", "fact", "series") if k in raw), None)
    if kind is None or len(raw) != 1:
        check.fail(path, "must hold exactly one of: symptom, measure, fact, series, all, any, none")
        return None
    body = raw[kind]
    inner: Path_ = (*path, kind)
    if not isinstance(body, dict):
        check.fail(inner, f"must be a mapping with {', '.join(_LEAF_KEYS[kind])}")
        return None
    check.unknown_keys(body, _LEAF_KEYS[kind], inner)
    if kind == "series":
        role, skind, present = body.get("role"), body.get("kind"), body.get("present", True)
        roles = [r.value for r in Role]
        kinds = [k.value for k in Kind]
        ok = True
        if role not in roles:
            check.fail((*inner, "role"), f"must be one of: {', '.join(roles)}")
            ok = False
        if skind not in kinds:
            check.fail((*inner, "kind"), f"must be one of: {', '.join(kinds)}")
            ok = False
        if not isinstance(present, bool):
            check.fail((*inner, "present"), "must be true or false")
            ok = False
        return SeriesCondition(str(role), str(skind), bool(present), at=_field_name(path)) if ok else None
    op = body.get("op")
    if op not in OPERATORS:
        check.fail((*inner, "op"), f"must be one of: {', '.join(OPERATORS)}")
        return None
    value = body.get("value")
    if not _value_fits(op, value, check, (*inner, "value")):
        return None
    if kind == "fact":
        name = body.get("name")
        if name not in FACTS:
            check.fail((*inner, "name"), f"unknown fact {name!r} (known: {', '.join(sorted(FACTS))})")
            return None
        return FactCondition(str(name), str(op), value, at=_field_name(path))
    symptom, key = body.get("symptom"), body.get("key")
    if not isinstance(symptom, str) or not isinstance(key, str):
        check.fail(inner, "needs symptom and key")
        return None
    return MeasureCondition(symptom, key, str(op), value, at=_field_name(path))


def _value_fits(op: str, value: Any, check: _Checker, path: Path_) -> bool:
    if op not in COMPARISONS:
        if value is not None:
            check.fail(path, f"operator {op} takes no value")
            return False
        return True
    if op == "between":
        good = (
            isinstance(value, list)
            and len(value) == 2
            and all(_is_number(v) for v in value)
            and value[0] <= value[1]
        )
        if not good:
            check.fail(path, "between needs [low, high] numbers with low <= high")
        return good
    if op == "in":
        if not isinstance(value, list) or not value:
            check.fail(path, "in needs a non-empty list")
            return False
        return True
    if op in ("gt", "ge", "lt", "le") and not _is_number(value):
        check.fail(path, f"{op} needs a number")
        return False
    if value is None:
        check.fail(path, f"{op} needs a value")
        return False
    return True


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def _group(raw: Mapping[str, Any], check: _Checker, path: Path_) -> Group | None:
    modes = [m for m in ("all", "any", "none") if m in raw]
    check.unknown_keys(raw, ("all", "any", "none"), path)
    if not modes:
        check.fail(path, "needs at least one of all, any, none")
        return None
    parts: list[Group] = []
    for mode in modes:
        items_raw = raw[mode]
        if not isinstance(items_raw, list) or not items_raw:
            check.fail((*path, mode), "must be a non-empty list of conditions")
            return None
        items = [_condition(item, check, (*path, mode, i)) for i, item in enumerate(items_raw)]
        if any(item is None for item in items):
            return None
        parts.append(Group(mode, tuple(i for i in items if i is not None)))  # type: ignore[arg-type]
    return parts[0] if len(parts) == 1 else Group("all", tuple(parts))


def _rule(data: Mapping[str, Any], check: _Checker, origin: str) -> Rule | None:
    check.unknown_keys(data, ("id", "title", "description", "when", "causes", "because"))
    rid = check.ident(data)
    title = check.text(data, "title")
    description = check.text(data, "description", required=False)
    because = check.text(data, "because")
    when_raw = data.get("when")
    when: Group | None = None
    if not isinstance(when_raw, dict):
        check.fail(("when",), "required mapping of all / any / none conditions")
    else:
        when = _group(when_raw, check, ("when",))
    links: list[CauseLink] = []
    raw_causes = data.get("causes")
    if not isinstance(raw_causes, list) or not raw_causes:
        check.fail(("causes",), "must be a non-empty list of {cause, certainty}")
        raw_causes = []
    for i, link in enumerate(raw_causes):
        if not isinstance(link, dict):
            check.fail(("causes", i), "must be a mapping {cause: ID, certainty: c}")
            continue
        check.unknown_keys(link, ("cause", "certainty"), ("causes", i))
        cause, certainty = link.get("cause"), link.get("certainty")
        if not isinstance(cause, str):
            check.fail(("causes", i, "cause"), "must be a cause id")
            continue
        if (
            not isinstance(certainty, (int, float))
            or not _is_number(certainty)
            or not -1.0 < certainty <= 1.0
        ):
            check.fail(("causes", i, "certainty"), "must be in (-1, 1]")
            continue
        links.append(CauseLink(cause, float(certainty)))
    if not rid or when is None or not links:
        return None
    return Rule(rid, title, when, tuple(links), because, description, origin, check.entry_lines())


# ---------------------------------------------------------------- files and layers


@dataclass
class _Layer:
    """Entries read from one source (the bundled base or one --kb directory)."""

    name: str
    entries: list[Entry] = field(default_factory=list)


def _yaml_files(root: Traversable) -> Iterator[tuple[str, Traversable]]:
    """(relative path, file) for every .yaml/.yml under root, sorted for stable order.

    A folder reached twice (a `.` symlink, a link to an ancestor) is walked once:
    following such links naively recurses without end, or exponentially."""
    visited: set[tuple[int, int]] = set()

    def first_visit(node: Traversable) -> bool:
        if not isinstance(node, Path):
            return True  # inside a wheel or zip: no links
        try:
            info = os.stat(node)
        except OSError:
            return False
        identity = (info.st_dev, info.st_ino)
        if identity in visited:
            return False
        visited.add(identity)
        return True

    def walk(node: Traversable, prefix: str) -> Iterator[tuple[str, Traversable]]:
        for child in sorted(node.iterdir(), key=lambda c: c.name):
            rel = f"{prefix}{child.name}"
            if child.is_dir():
                if first_visit(child):
                    yield from walk(child, rel + "/")
            elif child.name.endswith((".yaml", ".yml")):
                yield rel, child

    if first_visit(root):
        yield from walk(root, "")


def _read_layer(root: Traversable, label: str, problems: list[Problem]) -> _Layer:
    layer = _Layer(label)
    builders = {"symptoms": _symptom, "causes": _cause, "rules": _rule}
    for rel, handle in _yaml_files(root):
        shown = rel if label == "bundled" else f"{label}/{rel}"
        try:
            text = handle.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as bad:
            problems.append(Problem(shown, None, "", f"cannot read: {bad}"))
            continue
        parsed = _parse(text, shown)
        if isinstance(parsed, Problem):
            problems.append(parsed)
            continue
        data, lines = parsed
        if data is None:
            continue
        if not isinstance(data, dict) or not data or any(k not in SECTIONS for k in data):
            problems.append(
                Problem(shown, 1, "", f"top level must be a mapping with any of: {', '.join(SECTIONS)}")
            )
            continue
        # each entry's own lines, indexed once per file: a scan of every line record
        # per rule made loading quadratic in the number of rules
        by_entry: dict[Path_, dict[str, int]] = {}
        for path, number in lines.items():
            if len(path) >= 2:
                by_entry.setdefault(path[:2], {})[_field_name(path[2:])] = number
        for section, items in data.items():
            if not isinstance(items, list):
                problems.append(Problem(shown, lines.get((section,)), section, "must be a list of entries"))
                continue
            for index, item in enumerate(items):
                check = _Checker(shown, lines, (section, index), problems, by_entry.get((section, index), {}))
                if not isinstance(item, dict):
                    check.fail((), "each entry must be a mapping")
                    continue
                origin = f"{shown}:{lines.get((section, index), 0)}"
                entry = builders[section](item, check, origin)
                if entry is not None:
                    layer.entries.append(entry)
    return layer


def bundled_root() -> Traversable:
    """The bundled knowledge base: triage/_knowledge_base in a wheel, else the
    repository's knowledge_base/ beside the package (editable or source checkout)."""
    packaged = resources.files("triage") / "_knowledge_base"
    if packaged.is_dir():
        return packaged
    checkout = Path(str(resources.files("triage"))).parent / "knowledge_base"
    if checkout.is_dir():
        return checkout
    raise KnowledgeBaseError(
        "the bundled knowledge base is missing (no triage/_knowledge_base, no knowledge_base/ "
        "beside the package); reinstall loss-triage"
    )


def _origin_file(origin: str) -> tuple[str, int | None]:
    file, _, line = origin.rpartition(":")
    return file, int(line) if line.isdigit() and int(line) else None


def _merge(layers: Sequence[_Layer], problems: list[Problem]) -> KnowledgeBase:
    kb = KnowledgeBase(sources=tuple(layer.name for layer in layers))
    owner: dict[str, Entry] = {}
    for layer in layers:
        seen: dict[str, Entry] = {}
        for entry in layer.entries:
            file, line = _origin_file(entry.origin)
            if entry.id in seen:
                first = seen[entry.id].origin
                message = f"duplicate id {entry.id!r} (first defined at {first})"
                problems.append(Problem(file, line, "id", message))
                continue
            seen[entry.id] = entry
            previous = owner.get(entry.id)
            if previous is not None and previous.kind != entry.kind:
                message = (
                    f"{entry.id!r} is already a {previous.kind} ({previous.origin}); "
                    "ids are unique across symptoms, causes and rules"
                )
                problems.append(Problem(file, line, "id", message))
                continue
            owner[entry.id] = entry
            if isinstance(entry, Symptom):
                kb.symptoms[entry.id] = entry
            elif isinstance(entry, Cause):
                kb.causes[entry.id] = entry
            else:
                kb.rules[entry.id] = entry
    codes: dict[str, Symptom | Cause] = {}
    coded: list[Symptom | Cause] = [*kb.symptoms.values(), *kb.causes.values()]
    for item in coded:
        if item.code:
            if item.code in codes:
                file, line = _origin_file(item.origin)
                message = f"duplicate code {item.code} (also {codes[item.code].id})"
                problems.append(Problem(file, line, "code", message))
            codes[item.code] = item
    return kb


def _has_positive(group: Group) -> bool:
    if group.mode == "none":
        return False
    return any(not isinstance(item, Group) or _has_positive(item) for item in group.items)


def _cross_check(kb: KnowledgeBase, problems: list[Problem]) -> None:
    reached: set[str] = set()
    for rule in kb.rules.values():
        file, line = _origin_file(rule.origin)
        for i, link in enumerate(rule.causes):
            if link.cause not in kb.causes:
                at = rule.lines.get(f"causes[{i}].cause", line)
                problems.append(Problem(file, at, f"causes[{i}].cause", f"unknown cause {link.cause!r}"))
            elif link.certainty > 0:
                reached.add(link.cause)
        measured: dict[str, set[str]] = {}
        for cond in conditions_in(rule.when):
            if not isinstance(cond, (SymptomCondition, MeasureCondition)):
                continue
            at = rule.lines.get(cond.at, line)
            if cond.symptom not in kb.symptoms:
                problems.append(Problem(file, at, cond.at, f"unknown symptom {cond.symptom!r}"))
                continue
            documented = kb.symptoms[cond.symptom].measurements
            if isinstance(cond, MeasureCondition):
                if documented and cond.key not in documented and cond.key not in FINDING_FIELDS:
                    message = f"symptom {cond.symptom} documents no measurement {cond.key!r}"
                    problems.append(Problem(file, at, f"{cond.at}.measure.key", message))
                measured.setdefault(cond.symptom, set()).add(cond.key)
            measured.setdefault(cond.symptom, set()).update(documented)
        if not _has_positive(rule.when):
            problems.append(
                Problem(file, line, "when", "needs at least one condition outside a `none:` group")
            )
        for raw in re.findall(r"\{([^{}]*)\}", rule.because):
            if not PLACEHOLDER.fullmatch("{" + raw + "}"):
                message = f"placeholder {{{raw}}}: the only formats are {{name:%}} and {{name:fall}}"
                problems.append(Problem(file, rule.lines.get("because", line), "because", message))
        for name, _ in PLACEHOLDER.findall(rule.because):
            if name in FACTS:
                continue
            symptom, _, key = name.partition(".")
            if symptom in measured and key in measured[symptom] | set(FINDING_FIELDS):
                continue
            message = (
                f"placeholder {{{name}}} is neither a fact nor a measurement of a symptom this rule tests"
            )
            problems.append(Problem(file, rule.lines.get("because", line), "because", message))
    for symptom in kb.symptoms.values():
        for relation in map(Explanation.parse, symptom.explains):
            other = relation.target
            file, line = _origin_file(symptom.origin)
            if other not in kb.symptoms or other == symptom.id:
                problems.append(Problem(file, line, "explains", f"explains an unknown symptom {other!r}"))
                continue
            for owner, key in ((symptom, relation.when), (kb.symptoms[other], relation.unless)):
                if key and key not in owner.measurements:
                    message = f"{relation.target}: {key!r} is no measurement of {owner.id}"
                    problems.append(Problem(file, line, "explains", message))
    for cause in kb.causes.values():
        if cause.id not in reached:
            file, line = _origin_file(cause.origin)
            problems.append(Problem(file, line, "id", f"cause {cause.id!r} is reached by no rule"))


def check_knowledge_base(
    dirs: Sequence[str | os.PathLike[str]] = (), bundled: bool = True
) -> tuple[KnowledgeBase, list[Problem]]:
    """Load and validate; returns the base (possibly partial) and every problem found."""
    problems: list[Problem] = []
    layers: list[_Layer] = []
    if bundled:
        layers.append(_read_layer(bundled_root(), "bundled", problems))
    for directory in dirs:
        path = Path(directory)
        if not path.is_dir():
            raise UsageError(
                f"{directory}: not a directory (a knowledge-base extension holds symptoms/, causes/ "
                "or rules/ YAML files)"
            )
        layers.append(_read_layer(path, str(directory).rstrip("/"), problems))
    kb = _merge(layers, problems)
    _cross_check(kb, problems)
    return kb, problems


_CACHE: dict[tuple[str, ...], KnowledgeBase] = {}


def load_knowledge_base(dirs: Sequence[str | os.PathLike[str]] = ()) -> KnowledgeBase:
    """The bundled base plus `dirs` (same id replaces); KnowledgeBaseError lists every problem."""
    key = tuple(str(Path(d).resolve()) for d in dirs)
    if key in _CACHE and not dirs:
        return _CACHE[key]
    kb, problems = check_knowledge_base(dirs)
    if problems:
        shown = "\n".join(str(p) for p in problems)
        raise KnowledgeBaseError(f"the knowledge base has {len(problems)} problem(s):\n{shown}")
    if not dirs:
        _CACHE[key] = kb
    return kb
