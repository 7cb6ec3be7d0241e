"""The thresholds of the watch-only early warnings, from knowledge_base/watch/
(`.wyaml` files: the diagnosis loader reads every *.yaml under knowledge_base/)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from triage.errors import KnowledgeBaseError
from triage.model.finding import SEVERITIES

MAX_TABLE_BYTES = 1_000_000
# Every early warning and the thresholds its code reads.
REQUIRED_THRESHOLDS: dict[str, tuple[str, ...]] = {
    "watch-stall": ("stall_intervals", "min_seconds"),
    "watch-step-time-doubled": ("window", "ratio"),
    "watch-loss-drift": ("window", "min_points", "z", "min_rise"),
    "watch-val-turn-up": ("confirm", "min_points", "z", "min_rise"),
    "watch-throughput-drop": ("window", "arrival_window", "skip", "z", "min_drop"),
}
WARNING_IDS = tuple(REQUIRED_THRESHOLDS)


@dataclass(frozen=True)
class Warning_:
    """One early warning: its id, title, severity, description, checks and thresholds."""

    id: str
    title: str
    severity: str
    description: str
    checks: tuple[str, ...]
    thresholds: Mapping[str, float]
    names: tuple[str, ...] = ()  # name fragments of the series it reads (throughput tags)


@dataclass(frozen=True)
class WatchKnowledge:
    """The early warnings by id, and the symptoms judged only on a finished run."""

    warnings: Mapping[str, Warning_]
    final_only: frozenset[str]


def parse_knowledge(text: str, file: str) -> WatchKnowledge:
    """The watch knowledge of one `.wyaml` document; KnowledgeBaseError naming what is wrong."""
    from triage.kb.loader import parse_yaml

    data, _lines = parse_yaml(text, file)
    entries = data.get("warnings") if isinstance(data, Mapping) else None
    if not isinstance(entries, list):
        raise KnowledgeBaseError(f"{file}: expected a top-level `warnings:` list")
    found: dict[str, Warning_] = {}
    for entry in entries:
        found_one = _warning(entry, file)
        found[found_one.id] = found_one
    missing = [w for w in WARNING_IDS if w not in found]
    if missing:
        raise KnowledgeBaseError(f"{file}: no entry for {', '.join(missing)}")
    for wid, names in REQUIRED_THRESHOLDS.items():
        absent = [n for n in names if n not in found[wid].thresholds]
        if absent:
            raise KnowledgeBaseError(f"{file}: {wid}: no threshold {', '.join(absent)}")
    final_only = data.get("final_only") or []
    if not isinstance(final_only, list) or not all(isinstance(i, str) for i in final_only):
        raise KnowledgeBaseError(f"{file}: `final_only:` must be a list of symptom ids")
    return WatchKnowledge(warnings=found, final_only=frozenset(final_only))


def _warning(entry: Any, file: str) -> Warning_:
    if not isinstance(entry, Mapping) or not isinstance(entry.get("id"), str):
        raise KnowledgeBaseError(f"{file}: every warning needs an `id:`")
    wid = entry["id"]
    severity = entry.get("severity")
    if severity not in SEVERITIES:
        raise KnowledgeBaseError(f"{file}: {wid}: severity must be one of {', '.join(SEVERITIES)}")
    thresholds: dict[str, float] = {}
    for name, spec in (entry.get("thresholds") or {}).items():
        default = spec.get("default") if isinstance(spec, Mapping) else None
        if isinstance(default, bool) or not isinstance(default, (int, float)) or default <= 0:
            raise KnowledgeBaseError(f"{file}: {wid}: threshold {name} needs a positive number `default:`")
        thresholds[str(name)] = float(default)
    names = entry.get("series_names") or []
    if not isinstance(names, list) or not all(isinstance(n, str) and n for n in names):
        raise KnowledgeBaseError(f"{file}: {wid}: `series_names:` must be a list of name fragments")
    return Warning_(
        id=wid,
        title=str(entry.get("title", wid)),
        severity=str(severity),
        description=" ".join(str(entry.get("description", "")).split()),
        checks=tuple(str(c) for c in entry.get("checks") or ()),
        thresholds=thresholds,
        names=tuple(n.lower() for n in names),
    )


@lru_cache(maxsize=1)
def load_knowledge() -> WatchKnowledge:
    """The bundled watch knowledge, read once per process."""
    from triage.kb.loader import bundled_root

    entry = bundled_root() / "watch" / "early_warnings.wyaml"
    try:
        data = entry.read_bytes()
    except OSError:
        raise KnowledgeBaseError(
            "knowledge_base/watch/early_warnings.wyaml is missing; reinstall loss-triage"
        ) from None
    if len(data) > MAX_TABLE_BYTES:
        raise KnowledgeBaseError(f"knowledge_base/watch/early_warnings.wyaml is over {MAX_TABLE_BYTES} bytes")
    return parse_knowledge(data.decode("utf-8"), "knowledge_base/watch/early_warnings.wyaml")
