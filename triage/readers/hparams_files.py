"""Hyperparameters stored beside the logs (Lightning `hparams.yaml`, `hparams.json`)
and the parsing of parameter values written as text (MLflow params, CSV cells)."""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

HPARAMS_FILE_NAMES: tuple[str, ...] = ("hparams.yaml", "hparams.yml", "hparams.json")

_INT = re.compile(r"[+-]?\d+")
_BOOLS = {"true": True, "false": False, "yes": True, "no": False}
_NONES = {"none", "null", "nil", "~"}


def parse_value(text: str) -> Any:
    """A parameter written as text, as the number, bool, None or list it looks
    like (`"16"` -> 16, `"0.01"` -> 0.01, `"True"` -> True, `"[224, 224, 3]"` ->
    [224, 224, 3]); anything else stays the string it was."""
    stripped = text.strip()
    lowered = stripped.lower()
    if lowered in _BOOLS:
        return _BOOLS[lowered]
    if lowered in _NONES:
        return None
    if _INT.fullmatch(stripped):
        return int(stripped)
    try:
        return float(stripped)
    except ValueError:
        pass
    if stripped[:1] in "[{":
        try:
            return json.loads(stripped)
        except ValueError:
            return stripped
    return stripped


def flatten(values: Mapping[str, Any], prefix: str = "") -> dict[str, Any]:
    """Nested mappings flattened to dotted keys (`{"optim": {"lr": 1}}` -> `{"optim.lr": 1}`),
    so that every hyperparameter is one fact the rules can name."""
    flat: dict[str, Any] = {}
    for key, value in values.items():
        name = f"{prefix}{key}"
        if isinstance(value, Mapping) and value:
            flat.update(flatten(value, prefix=f"{name}."))
        else:
            flat[name] = value
    return flat


def read_hparams_files(directory: Path, notes: list[str], skip: tuple[str, ...] = ()) -> dict[str, Any]:
    """The hyperparameters in the hparams files directly inside `directory`.

    A file that cannot be read or parsed adds a note and is skipped; values
    that only a Python loader could build (Lightning's `!!python/object` tags)
    are kept as their tag's text with a note, never executed."""
    found: dict[str, Any] = {}
    for file_name in HPARAMS_FILE_NAMES:
        path = directory / file_name
        if file_name in skip or not path.is_file():
            continue
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as problem:
            notes.append(f"{path.name}: could not be read ({problem}); its hyperparameters were skipped")
            continue
        loaded = (
            _load_json(text, path, notes) if file_name.endswith(".json") else _load_yaml(text, path, notes)
        )
        for key, value in flatten(loaded).items():
            found.setdefault(key, value)
    return found


def _load_json(text: str, path: Path, notes: list[str]) -> dict[str, Any]:
    try:
        loaded = json.loads(text)
    except json.JSONDecodeError as bad:
        notes.append(f"{path.name}: JSON syntax error at line {bad.lineno} ({bad.msg}); skipped")
        return {}
    if not isinstance(loaded, dict):
        notes.append(f"{path.name}: holds a JSON {type(loaded).__name__}, not an object; skipped")
        return {}
    return {str(k): _plain(v) for k, v in loaded.items()}


def _load_yaml(text: str, path: Path, notes: list[str]) -> dict[str, Any]:
    import yaml

    unsafe_tags: list[str] = []

    class _TolerantLoader(yaml.SafeLoader):
        """SafeLoader that turns tags it does not know into their text instead of failing."""

    def _keep_as_text(loader: yaml.SafeLoader, suffix: str, node: yaml.Node) -> Any:
        unsafe_tags.append(node.tag)
        if isinstance(node, yaml.ScalarNode):
            return f"{node.tag} {loader.construct_scalar(node)}".strip()
        return node.tag

    _TolerantLoader.add_multi_constructor("", _keep_as_text)
    try:
        loaded = yaml.load(text, Loader=_TolerantLoader)  # noqa: S506 - a SafeLoader subclass
    except yaml.YAMLError as bad:
        mark = getattr(bad, "problem_mark", None)
        where = f" at line {mark.line + 1}" if mark is not None else ""
        notes.append(f"{path.name}: YAML error{where}; its hyperparameters were skipped")
        return {}
    if unsafe_tags:
        shown = ", ".join(sorted(set(unsafe_tags))[:3])
        notes.append(f"{path.name}: {len(unsafe_tags)} value(s) with Python-only tags ({shown}) kept as text")
    if loaded is None:
        return {}
    if not isinstance(loaded, dict):
        notes.append(f"{path.name}: holds a YAML {type(loaded).__name__}, not a mapping; skipped")
        return {}
    return {str(k): _plain(v) for k, v in loaded.items()}


def _plain(value: Any) -> Any:
    """Values as JSON-friendly Python objects (YAML dates become text)."""
    if isinstance(value, Mapping):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    return str(value)
