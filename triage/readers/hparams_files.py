"""Hyperparameters stored beside the logs (Lightning `hparams.yaml`, `hparams.json`),
the parsing of parameter values written as text (MLflow params, CSV cells), and the
bounds every JSON/YAML document read from a log folder is held to."""

from __future__ import annotations

import json
import math
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

HPARAMS_FILE_NAMES: tuple[str, ...] = ("hparams.yaml", "hparams.yml", "hparams.json")

# Deepest nesting of objects/lists read from a log folder's JSON or YAML: real
# logs and configs stay within a dozen levels; deeper ones are hostile, and past
# ~1,000 Python's parsers fail with RecursionError.
MAX_NESTING = 100
# Python refuses int() of more than 4,300 digits (sys.get_int_max_str_digits);
# such a number in a log is kept as this much of its text, or as +-inf for a metric.
SHOWN_DIGITS = 20

_INT = re.compile(r"[+-]?\d+")
_SURROGATE = re.compile("[\ud800-\udfff]")
_BOOLS = {"true": True, "false": False, "yes": True, "no": False}
_NONES = {"none", "null", "nil", "~"}


class NestingError(ValueError):
    """A JSON or YAML document nested deeper than MAX_NESTING."""

    def __init__(self) -> None:
        super().__init__(f"nested more than {MAX_NESTING} levels deep; not a log or a config")


def number_sized_int(digits: str) -> int | None:
    """int(digits) when it is a number the rules can use, else None: int() refuses more than
    4,300 digits, and float() (every fact and detector compares numbers as floats) raises
    OverflowError from about 309 digits on, so such an integer is no setting anyone made."""
    try:
        value = int(digits)
        float(value)
    except (ValueError, OverflowError):
        return None
    return value


def huge_integer_text(digits: str) -> str:
    """What is kept of an integer too long for int(): its start and its length."""
    count = len(digits.lstrip("+-"))
    return f"{digits[:SHOWN_DIGITS]}... (an integer of {count:,} digits)"


HUGE_WHY = "too large to be numbers (beyond a double's range, or over 4,300 digits)"


def huge_note(where: str, count: int) -> str:
    return f"{where}: {count} integer(s) {HUGE_WHY} kept as text"


def huge_metric_note(count: int) -> str:
    return f"{count} integer(s) {HUGE_WHY} read as +-inf"


def loads_json(text: str, huge: list[str], *, huge_as_text: bool = False) -> Any:
    """json.loads for text from a log folder: an integer too long for int() becomes
    +-inf (a metric's value) or, with `huge_as_text`, the text huge_integer_text
    gives, and is listed in `huge`; bare NaN/Infinity are read as json does.
    NestingError when nested deeper than MAX_NESTING; json.JSONDecodeError as usual."""

    def parse_int(digits: str) -> Any:
        value = number_sized_int(digits)
        if value is not None:
            return value
        huge.append(digits)
        if huge_as_text:
            return huge_integer_text(digits)
        return -math.inf if digits.startswith("-") else math.inf

    try:
        value = json.loads(text, parse_int=parse_int)
    except RecursionError:
        raise NestingError() from None
    check_nesting(value)
    return value


def check_nesting(value: Any) -> None:
    """NestingError when `value` holds containers nested deeper than MAX_NESTING
    (walked with a stack, so that the check itself cannot overflow)."""
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, Mapping):
            children: Any = item.values()
        elif isinstance(item, (list, tuple)):
            children = item
        else:
            continue
        if depth >= MAX_NESTING:
            raise NestingError()
        stack.extend((child, depth + 1) for child in children if isinstance(child, (Mapping, list, tuple)))


def clean_text(text: str) -> str:
    """`text` with lone surrogates (which JSON's \\ud800 escapes can spell and no
    output format can encode) replaced by U+FFFD."""
    if text.isascii():
        return text
    return _SURROGATE.sub("\ufffd", text)


def has_surrogates(text: str) -> bool:
    return not text.isascii() and _SURROGATE.search(text) is not None


def surrogate_note(where: str, count: int) -> str:
    return (
        f"{where}: {count} name(s) or value(s) held lone surrogates (invalid Unicode); replaced with U+FFFD"
    )


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
        value = number_sized_int(stripped)
        # beyond a double, or longer than int() takes: not a number anyone set
        return huge_integer_text(stripped) if value is None else value
    try:
        return float(stripped)
    except ValueError:
        pass
    if stripped[:1] in "[{":
        try:
            return loads_json(stripped, [], huge_as_text=True)
        except ValueError:
            return stripped
    return stripped


def flatten(values: Mapping[str, Any], prefix: str = "") -> dict[str, Any]:
    """Nested mappings flattened to dotted keys (`{"optim": {"lr": 1}}` -> `{"optim.lr": 1}`),
    so that every hyperparameter is one fact the rules can name. (The nesting of
    what is flattened was bounded by check_nesting when it was read.)"""
    flat: dict[str, Any] = {}
    for key, value in values.items():
        name = f"{prefix}{key}"
        if isinstance(value, Mapping) and value:
            flat.update(flatten(value, prefix=f"{name}."))
        else:
            flat[name] = value
    return flat


# hparams files are a few kilobytes; a bigger one is not a hyperparameter file
MAX_HPARAMS_FILE_BYTES = 8 << 20


def read_hparams_files(directory: Path, notes: list[str], skip: tuple[str, ...] = ()) -> dict[str, Any]:
    """The hyperparameters in the hparams files directly inside `directory`.

    A file that cannot be read or parsed adds a note and is skipped; values
    that only a Python loader could build (Lightning's `!!python/object` tags)
    are kept as their tag's text with a note, never executed; YAML aliases are
    never expanded (a 400-byte file of nested aliases expands to gigabytes)."""
    found: dict[str, Any] = {}
    for file_name in HPARAMS_FILE_NAMES:
        path = directory / file_name
        if file_name in skip or not path.is_file():
            continue
        try:
            if path.stat().st_size > MAX_HPARAMS_FILE_BYTES:
                notes.append(
                    f"{path.name}: larger than {MAX_HPARAMS_FILE_BYTES:,} bytes, not a hyperparameter "
                    "file; skipped"
                )
                continue
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as problem:
            notes.append(f"{path.name}: could not be read ({problem}); its hyperparameters were skipped")
            continue
        loaded = load_json_mapping(text, path.name, notes) if file_name.endswith(".json") else None
        if not file_name.endswith(".json"):
            loaded = load_yaml_mapping(text, path.name, notes)
        for key, value in flatten(loaded or {}).items():
            found.setdefault(key, value)
    return found


def load_json_mapping(text: str, where: str, notes: list[str]) -> dict[str, Any]:
    """A JSON object from a log folder as plain values ({} and a note when it is
    not one, is nested too deep, or has syntax errors); huge integers kept as text."""
    huge: list[str] = []
    try:
        loaded = loads_json(text, huge, huge_as_text=True)
    except json.JSONDecodeError as bad:
        notes.append(f"{where}: JSON syntax error at line {bad.lineno} ({bad.msg}); skipped")
        return {}
    except NestingError as deep:
        notes.append(f"{where}: {deep}; skipped")
        return {}
    if not isinstance(loaded, dict):
        notes.append(f"{where}: holds a JSON {type(loaded).__name__}, not an object; skipped")
        return {}
    if huge:
        notes.append(huge_note(where, len(huge)))
    return _plain_mapping(loaded, where, notes)


def load_yaml_mapping(text: str, where: str, notes: list[str]) -> dict[str, Any]:
    """A YAML mapping from a log folder, loaded safely: Python-only tags kept as
    text, aliases not expanded, integers too long for int() kept as text, nesting
    bounded; {} and a note when it is not a mapping or cannot be parsed."""
    import yaml

    unsafe_tags: list[str] = []
    aliases: list[str] = []
    huge: list[str] = []

    class _LogFolderLoader(yaml.SafeLoader):
        """SafeLoader that never expands an alias and turns tags it does not know into text."""

        def compose_node(self, parent: yaml.Node | None, index: Any) -> yaml.Node | None:
            if self.check_event(yaml.AliasEvent):
                event = self.get_event()  # type: ignore[no-untyped-call]
                aliases.append(event.anchor)
                return yaml.ScalarNode("tag:yaml.org,2002:str", f"*{event.anchor}", event.start_mark)
            node: yaml.Node | None = super().compose_node(parent, index)
            return node

        def construct_yaml_int(self, node: yaml.ScalarNode) -> Any:
            try:
                value = super().construct_yaml_int(node)
                float(value)  # 0xfff... of any length parses: no float holds it
            except (ValueError, OverflowError):  # over Python's int-str limit, or a double's range
                text = str(self.construct_scalar(node))
                huge.append(text)
                return huge_integer_text(text)
            return value

    def _keep_as_text(loader: yaml.SafeLoader, suffix: str, node: yaml.Node) -> Any:
        unsafe_tags.append(node.tag)
        if isinstance(node, yaml.ScalarNode):
            return f"{node.tag} {loader.construct_scalar(node)}".strip()
        return node.tag

    _LogFolderLoader.add_constructor("tag:yaml.org,2002:int", _LogFolderLoader.construct_yaml_int)
    _LogFolderLoader.add_multi_constructor("", _keep_as_text)
    try:
        loaded = yaml.load(text, Loader=_LogFolderLoader)  # noqa: S506 - a SafeLoader subclass
        check_nesting(loaded)
    except yaml.YAMLError as bad:
        mark = getattr(bad, "problem_mark", None)
        at = f" at line {mark.line + 1}" if mark is not None else ""
        notes.append(f"{where}: YAML error{at}; its hyperparameters were skipped")
        return {}
    except (RecursionError, NestingError):
        notes.append(f"{where}: {NestingError()}; its hyperparameters were skipped")
        return {}
    if unsafe_tags:
        shown = ", ".join(sorted(set(unsafe_tags))[:3])
        notes.append(f"{where}: {len(unsafe_tags)} value(s) with Python-only tags ({shown}) kept as text")
    if aliases:
        notes.append(
            f"{where}: {len(aliases)} YAML alias(es) (*{aliases[0]}) kept as their names, not expanded "
            "(aliases in files from log folders are never expanded: a few bytes can grow to gigabytes)"
        )
    if huge:
        notes.append(huge_note(where, len(huge)))
    if loaded is None:
        return {}
    if not isinstance(loaded, dict):
        notes.append(f"{where}: holds a YAML {type(loaded).__name__}, not a mapping; skipped")
        return {}
    return _plain_mapping(loaded, where, notes)


def _plain_mapping(loaded: Mapping[Any, Any], where: str, notes: list[str]) -> dict[str, Any]:
    cleaned = [0]
    plain = {_clean_key(k, cleaned): _plain(v, cleaned) for k, v in loaded.items()}
    if cleaned[0]:
        notes.append(surrogate_note(where, cleaned[0]))
    return plain


def _clean_key(key: Any, cleaned: list[int]) -> str:
    text = str(key)
    if has_surrogates(text):
        cleaned[0] += 1
        return clean_text(text)
    return text


def _plain(value: Any, cleaned: list[int] | None = None) -> Any:
    """Values as JSON-friendly Python objects (YAML dates become text, lone
    surrogates U+FFFD, counted in `cleaned`)."""
    counter = [0] if cleaned is None else cleaned
    if isinstance(value, Mapping):
        return {_clean_key(k, counter): _plain(v, counter) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v, counter) for v in value]
    if isinstance(value, str):
        return _clean_key(value, counter)
    if value is None or isinstance(value, (bool, int, float)):
        return value
    return _clean_key(value, counter)
