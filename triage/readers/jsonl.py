"""Reads JSON Lines training logs, one object per line holding a step key and
metric keys (the simplest format for a hand-written training loop), into a Run."""

from __future__ import annotations

import functools
import json
import math
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from triage.errors import InputError
from triage.model import Kind, Run
from triage.readers.history import is_history, looks_like_history_start, read_history
from triage.readers.hparams_files import (
    MAX_NESTING,
    NestingError,
    clean_text,
    has_surrogates,
    huge_metric_note,
    number_sized_int,
    surrogate_note,
)
from triage.readers.naming import Label, classify, make_series

READER = "jsonl"
# `_step` is wandb's history key, `training_iteration` Ray Tune's result.json
STEP_KEYS: tuple[str, ...] = (
    "step",
    "global_step",
    "_step",
    "iteration",
    "iter",
    "training_iteration",
    "epoch",
)
# A JSON Lines file is sniffed as a metrics log on at most this many of its first lines.
_SNIFF_LINES = 20
_NOT_METRICS = (
    "JSON Lines, but not a metrics log: no record holds both a step key "
    f"({', '.join(STEP_KEYS)}) and a metric-like key (loss, acc, lr, ...); an application log?"
)
WALL_TIME_KEYS: tuple[str, ...] = ("wall_time", "walltime", "timestamp", "_timestamp")
# The range of a step (Series.step is int64).
STEP_MIN, STEP_MAX = -(2**63), 2**63 - 1
# Strings a writer may use for the values JSON cannot spell without extensions.
_NONFINITE_STRINGS: dict[str, float] = {
    "nan": math.nan,
    "inf": math.inf,
    "+inf": math.inf,
    "infinity": math.inf,
    "-inf": -math.inf,
    "-infinity": -math.inf,
}


def sniff_jsonl(head: bytes) -> bool:
    """True when one of the first lines of `head` is a JSON object with a step key
    and a metric-like key holding a number (a service log's `pid` and `time` are not)."""
    decoder = _Decoder()
    for raw in head.split(b"\n")[:_SNIFF_LINES]:
        line = raw.strip()
        if not line:
            continue
        try:
            record = decoder.decode(line.decode("utf-8", errors="replace"))
        except (ValueError, NestingError):
            # a Keras History of many epochs is one line longer than the sample
            return b"\n" not in head.strip() and looks_like_history_start(head)
        if not isinstance(record, dict):
            return False
        if is_history(record) or _is_metrics_record(_flatten(record)):
            return True
    return False


def _is_metrics_record(record: Mapping[str, Any]) -> bool:
    return any(_is_whole(record.get(k)) for k in STEP_KEYS) and any(
        k not in STEP_KEYS and _number(v) is not None and _metric_like(k) for k, v in record.items()
    )


@functools.lru_cache(maxsize=4096)
def _metric_like(key: str) -> bool:
    return classify(key).kind not in (Kind.OTHER, Kind.EPOCH)


class _Decoder:
    """json.loads for log lines: an integer too long for int() (over 4,300 digits) or
    beyond a double's range is read as +-inf, as json reads 1e400, and counted; nesting past
    MAX_NESTING (or Python's recursion limit) is a NestingError."""

    def __init__(self) -> None:
        self.huge = 0
        self.decoder = json.JSONDecoder(parse_int=self._parse_int)

    def _parse_int(self, digits: str) -> int | float:
        value = number_sized_int(digits)
        if value is not None:
            return value
        self.huge += 1
        return -math.inf if digits.startswith("-") else math.inf

    def decode(self, line: str) -> Any:
        try:
            return self.decoder.decode(line)
        except RecursionError:
            raise NestingError() from None


def _flatten(record: Mapping[str, Any], prefix: str = "", depth: int = 0) -> dict[str, Any]:
    """Nested objects become slash-joined names ({"train": {"loss": 1}} -> train/loss)."""
    if depth >= MAX_NESTING:
        raise NestingError()
    flat: dict[str, Any] = {}
    for key, value in record.items():
        name = f"{prefix}{key}"
        if isinstance(value, Mapping):
            flat.update(_flatten(value, prefix=f"{name}/", depth=depth + 1))
        else:
            flat[name] = value
    return flat


def _number(value: Any) -> float | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        try:
            return float(value)
        except OverflowError:  # an integer beyond any double, as json reads 1e400: infinite
            return math.inf if value > 0 else -math.inf
    if isinstance(value, str):
        return _NONFINITE_STRINGS.get(value.strip().lower())
    return None


def read_jsonl(path: Path, mapping: Mapping[str, Label] | None = None, name: str | None = None) -> Run:
    """Read a JSON Lines log: each numeric key becomes a series over the step key."""
    from triage.readers import read_log_bytes

    data = read_log_bytes(path)
    run_name = name or path.parent.name or path.stem
    return read_jsonl_bytes(data, name=run_name, source=str(path), mapping=mapping)


def read_jsonl_bytes(
    data: bytes, *, name: str, source: str, mapping: Mapping[str, Label] | None = None
) -> Run:
    """Read a JSON Lines log held in memory (complete lines) exactly as
    `read_jsonl` reads the same bytes from a file; `source` names it in errors."""
    if not data or data.isspace():
        raise InputError("empty file", source)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as bad:
        line_number = data[: bad.start].count(b"\n") + 1
        raise InputError(f"line {line_number}: bytes that are not UTF-8 text", source) from None
    decoder = _Decoder()
    history = _whole_document(text, decoder)
    if is_history(history):  # json.dump(history.history): one object of per-epoch lists
        return read_history(history, name, source=source, mapping=mapping)
    lines = text.splitlines()
    last = max((i for i, line in enumerate(lines) if line.strip()), default=-1)
    records: list[tuple[int, dict[str, Any]]] = []
    notes: list[str] = []
    renamed: set[str] = set()
    for index, line in enumerate(lines):
        if not line.strip():
            continue
        try:
            record = decoder.decode(line)
            flat = _flatten(record) if isinstance(record, dict) else {}
        except NestingError as deep:
            raise InputError(f"line {index + 1}: {deep}", source) from None
        except json.JSONDecodeError as bad:
            if index == last and records and not text.endswith("\n"):
                notes.append(
                    f"line {index + 1}: the last line is cut short (file still being written?); skipped"
                )
                continue
            raise InputError(
                f"JSON syntax error at line {index + 1}, column {bad.colno}: {bad.msg}", source
            ) from None
        if not isinstance(record, dict):
            raise InputError(
                f"line {index + 1}: a JSON {type(record).__name__}, expected one object per line", source
            )
        if not all(key.isascii() for key in flat):
            flat, renamed = _clean_keys(flat, renamed)
        records.append((index + 1, flat))
    if not records:
        raise InputError("no JSON objects in the file", source)
    keys = list(dict.fromkeys(k for _, record in records for k in record))
    step_key = next((k for k in STEP_KEYS if any(_is_whole(r.get(k)) for _, r in records)), None)
    wall_key = next((k for k in WALL_TIME_KEYS if k in keys and k != step_key), None)
    if step_key is None or not any(_is_metrics_record(r) for _, r in records):
        raise InputError(_NOT_METRICS, source)
    if decoder.huge:
        notes.append(huge_metric_note(decoder.huge))
    if renamed:
        notes.append(surrogate_note("keys", len(renamed)))
    columns: dict[str, tuple[list[int], list[float], list[float]]] = {}
    text_keys: dict[str, int] = {}
    no_step = 0
    for _, record in records:
        if _is_whole(record.get(step_key)):
            step = int(record[step_key])
        else:
            no_step += 1
            continue
        wall = _number(record.get(wall_key)) if wall_key else None
        for key, value in record.items():
            if key in (step_key, wall_key):
                continue
            number = _number(value)
            if number is None:
                if value is not None:
                    text_keys[key] = text_keys.get(key, 0) + 1
                continue
            steps, values, walls = columns.setdefault(key, ([], [], []))
            steps.append(step)
            values.append(number)
            walls.append(math.nan if wall is None else wall)
    if no_step:
        notes.append(f"{no_step} line(s) without a whole-number {step_key!r} (within 64 bits); skipped")
    skipped_text = sorted(k for k in text_keys if k not in columns)
    if skipped_text:
        notes.append("keys that hold no numbers were skipped: " + ", ".join(skipped_text[:10]))
    run = Run(name=name, source=source, reader=READER)
    for key, (steps, values, walls) in columns.items():
        run.add(make_series(key, steps, values, walls, mapping=mapping))
    if not run.series:
        raise InputError("no numeric values besides the step in any line", source)
    run.notes.extend(notes)
    return run


def _whole_document(text: str, decoder: _Decoder) -> Any:
    """The text as one JSON document, or None when it is not one (JSON Lines are
    several: the parse stops at the end of the first line)."""
    if not text.lstrip().startswith("{"):
        return None
    try:
        return decoder.decode(text)
    except (ValueError, NestingError):
        return None


def _clean_keys(record: dict[str, Any], renamed: set[str]) -> tuple[dict[str, Any], set[str]]:
    """The record with lone surrogates in its keys replaced by U+FFFD (no output
    format can encode them); the keys so renamed are added to `renamed`."""
    cleaned: dict[str, Any] = {}
    for key, value in record.items():
        if has_surrogates(key):
            renamed.add(key)
            key = clean_text(key)
        cleaned[key] = value
    return cleaned, renamed


def _is_whole(value: Any) -> bool:
    """A whole number a step can be: steps are int64 arrays, so larger ones are not."""
    if isinstance(value, bool):
        return False
    if isinstance(value, int):
        return STEP_MIN <= value <= STEP_MAX
    return (
        isinstance(value, float)
        and math.isfinite(value)
        and value == int(value)
        and STEP_MIN <= value < STEP_MAX
    )
