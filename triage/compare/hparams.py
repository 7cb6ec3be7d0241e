"""Hyperparameters side by side: every key of either run under its canonical
name, values normalised, framework defaults filled in where a run leaves one
unset, and the "same name, different meaning" notes."""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from triage.compare.knowledge import CompareKnowledge, HparamSpec, normalised_key
from triage.model.hparams import OPTIMIZER_ASSUMED

_NONE_WORDS = frozenset({"", "none", "null", "nil", "off", "false_clip"})
_TRUE = frozenset({"true", "yes", "on", "1"})
_FALSE = frozenset({"false", "no", "off", "0"})


@dataclass
class Side:
    """One run's settings under canonical names."""

    values: dict[str, Any] = field(default_factory=dict)
    written_as: dict[str, str] = field(default_factory=dict)  # canonical -> the key the run used
    defaults: dict[str, str] = field(default_factory=dict)  # canonical -> source of a filled default
    observed: dict[str, str] = field(default_factory=dict)  # canonical -> the curve it was measured from
    framework: str = ""
    framework_assumed: bool = False
    notes: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class HparamRow:
    """One setting of either run, compared."""

    name: str
    run: Any
    reference: Any
    default_used: str | None  # "run", "reference", "both" or None
    differs: bool
    family: str
    written_as: tuple[str, str]  # the key each run used ("" when unset or a default)
    note: str = ""
    rank: int | None = None

    def to_dict(self) -> dict[str, Any]:
        from triage.model.run import jsonable

        return {
            "name": self.name,
            "run": jsonable(self.run),
            "reference": jsonable(self.reference),
            "default_used": self.default_used,
            "differs": self.differs,
            "family": self.family,
            "written_as": {"run": self.written_as[0], "reference": self.written_as[1]},
            "note": self.note,
            "rank": self.rank,
        }


def normalise_value(spec: HparamSpec | None, value: Any, knowledge: CompareKnowledge) -> Any:
    """A comparable value: numbers as floats, names lower-cased, "none"-like as None."""
    if value is None:
        return None
    kind = spec.value if spec is not None else "text"
    if isinstance(value, str):
        text = value.strip()
        if text.lower() in _NONE_WORDS:
            return None
        if kind == "number":
            try:
                return float(text)
            except ValueError:
                return text
        if kind == "bool":
            lowered = text.lower()
            return True if lowered in _TRUE else False if lowered in _FALSE else text
        if kind == "name":
            name = text.lower().rsplit(".", 1)[-1].strip("'\"<> ")
            if spec is not None and spec.name == "optimizer":
                return knowledge.optimizer_names.get(name, name)
            return name
        return text
    if isinstance(value, bool):
        return value
    if isinstance(value, (int, float)) and kind in ("number", "text"):
        return float(value)
    return value


def read_side(
    hparams: Mapping[str, Any],
    reader: str,
    knowledge: CompareKnowledge,
    observed: Mapping[str, tuple[Any, str]] | None = None,
) -> Side:
    """Canonical settings of one run, with defaults filled for its framework and optimizer.

    `observed` holds values measured from the run itself (the peak of its logged
    lr, say) with where they come from: they stand in for an unrecorded setting
    before any default does, since they are what the run actually used."""
    side = Side()
    # a reader's guess at the optimizer is no setting of the run: the framework's defaults
    # below fill it in, saying where it comes from
    guessed = {OPTIMIZER_ASSUMED, "optimizer"} if hparams.get(OPTIMIZER_ASSUMED) is True else set()
    for key, raw in hparams.items():
        if key in guessed:
            continue
        spec = knowledge.spec(str(key))
        # logging/saving keys share a family, not a meaning: each keeps its own name
        name = spec.name if spec is not None and spec.family != "bookkeeping" else normalised_key(str(key))
        value = normalise_value(spec, raw, knowledge)
        if name in side.values and side.values[name] != value:
            side.notes.append(
                f"{key}={raw!r} and {side.written_as[name]}={side.values[name]!r} both mean {name}; "
                f"the first one is compared"
            )
            continue
        side.values.setdefault(name, value)
        side.written_as.setdefault(name, str(key))
    for name, (value, source) in (observed or {}).items():
        if name not in side.values:
            side.values[name] = value
            side.observed[name] = source
    side.framework, side.framework_assumed = _framework(hparams, side, reader, knowledge)
    _fill_defaults(side, knowledge)
    return side


def _framework(
    hparams: Mapping[str, Any], side: Side, reader: str, knowledge: CompareKnowledge
) -> tuple[str, bool]:
    declared = side.values.get("framework")
    known = {f.id for f in knowledge.frameworks}
    if isinstance(declared, str):
        for sign in knowledge.frameworks:
            if declared == sign.id or declared in sign.title.lower():
                return sign.id, False
        if declared in known:
            return declared, False
    keys = {normalised_key(str(k)) for k in hparams}
    for sign in knowledge.frameworks:
        if reader in sign.readers or keys & set(sign.hparam_keys):
            return sign.id, False
    return knowledge.assume_when_unknown, True


def _fill_defaults(side: Side, knowledge: CompareKnowledge) -> None:
    framework = side.framework
    assumed = " (framework not recorded: its default assumed)" if side.framework_assumed else ""
    # framework-level defaults first: they may name the optimizer (HF Trainer: AdamW)
    for defaults in knowledge.defaults:
        if defaults.framework == framework and not defaults.optimizer:
            _take(side, defaults.values, f"{defaults.source}{assumed}")
    optimizer = side.values.get("optimizer")
    if not isinstance(optimizer, str):
        return
    optimizer_framework = knowledge.optimizer_defaults_from.get(framework, framework)
    for defaults in knowledge.defaults:
        if defaults.framework == optimizer_framework and defaults.optimizer == optimizer:
            _take(side, defaults.values, f"{defaults.source}{assumed}")


def _take(side: Side, values: Mapping[str, Any], source: str) -> None:
    for name, value in values.items():
        if name not in side.values:
            side.values[name] = (
                float(value) if isinstance(value, int) and not isinstance(value, bool) else value
            )
            side.defaults[name] = source


def shown(value: Any) -> str:
    """A setting's value as people write it."""
    if value is None:
        return "unset"
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, float):
        if math.isfinite(value) and value == int(value) and abs(value) < 1e15:
            return str(int(value))
        return f"{value:.6g}"
    return str(value)


def values_differ(a: Any, b: Any) -> bool:
    """Whether two normalised values are different settings (floats to 1e-9 relative)."""
    if isinstance(a, float) and isinstance(b, float):
        if math.isnan(a) and math.isnan(b):
            return False
        return not math.isclose(a, b, rel_tol=1e-9, abs_tol=0.0)
    return bool(a != b)


def compare_hparams(run: Side, reference: Side, knowledge: CompareKnowledge) -> list[HparamRow]:
    """One row per setting of either run: explicit ones first, in the run's order."""
    names = list(dict.fromkeys([*run.written_as, *reference.written_as, *run.values, *reference.values]))
    frameworks = {run.framework, reference.framework}
    rows: list[HparamRow] = []
    for name in names:
        in_run, in_ref = name in run.values, name in reference.values
        a, b = run.values.get(name), reference.values.get(name)
        used = [side for side, s in (("run", run), ("reference", reference)) if name in s.defaults]
        default_used = "both" if len(used) == 2 else (used[0] if used else None)
        if default_used == "both" and not values_differ(a, b):
            continue  # a default neither run set, and the same on both sides: noise in the table
        differs = in_run != in_ref or values_differ(a, b)
        spec = knowledge.spec(name)
        family = spec.family if spec is not None else "unknown"
        notes = [
            m.note
            for m in knowledge.meanings
            if m.hparam == name and (not m.frameworks or frameworks & set(m.frameworks))
        ]
        for side_name, side in (("reference", reference), ("run", run)):  # inserted in front: run first
            if name in side.defaults:
                notes.insert(0, f"{side_name}: default from {side.defaults[name]}")
            if name in side.observed:
                notes.insert(0, f"{side_name}: not recorded as a setting; the {side.observed[name]}")
        if not in_run or not in_ref:
            missing = "run" if not in_run else "reference"
            notes.insert(0, f"not recorded by the {missing} and no known default")
        rows.append(
            HparamRow(
                name=name,
                run=a,
                reference=b,
                default_used=default_used,
                differs=differs,
                family=family,
                written_as=(run.written_as.get(name, ""), reference.written_as.get(name, "")),
                note="; ".join(notes),
            )
        )
    return rows


def effective_batch(side: Side) -> float | None:
    """Examples per optimizer step, when the batch size is known."""
    batch = side.values.get("batch_size")
    if not isinstance(batch, float) or batch <= 0:
        return None
    factor = 1.0
    for name in ("gradient_accumulation_steps", "world_size"):
        value = side.values.get(name)
        if isinstance(value, float) and value > 0:
            factor *= value
    return batch * factor
