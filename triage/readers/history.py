"""Reads a Keras `History` (`history.history`, a dict of per-epoch lists such as
`{"loss": [...], "val_loss": [...]}`), in memory or as the JSON file `json.dump` writes."""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from triage.errors import InputError
from triage.model import Kind, Run
from triage.readers.hparams_files import clean_text, has_surrogates, surrogate_note
from triage.readers.naming import Label, classify, make_series

READER = "keras-history"
# The most epochs one history may hold: a list longer than this is not a history.
MAX_EPOCHS = 10_000_000
# `{"loss": [2.3` at the start of a file cut by the sniff window
_HISTORY_START = re.compile(rb'\A\s*\{\s*"([^"\\]{1,200})"\s*:\s*\[\s*(-?[0-9.]|NaN|-?Infinity|\])')


def is_history(document: Any) -> bool:
    """True for a mapping of names to lists of numbers with a metric-like name."""
    if not isinstance(document, Mapping) or not document:
        return False
    if not all(isinstance(v, list) for v in document.values()):  # as JSON holds it
        return False
    return any(_metric_like(str(k)) and any(_number(x) is not None for x in v) for k, v in document.items())


def looks_like_history_start(head: bytes) -> bool:
    """True when `head` (the start of a file too long to parse from its start)
    opens a JSON object with a metric-like name over a list of numbers."""
    match = _HISTORY_START.match(head)
    return match is not None and _metric_like(match.group(1).decode("utf-8", errors="replace"))


def read_history(
    history: Mapping[str, Sequence[Any]],
    name: str = "history",
    *,
    source: str = "<in memory>",
    mapping: Mapping[str, Label] | None = None,
) -> Run:
    """A Run from a dict of per-epoch lists (Keras `history.history`, or any
    such dict a notebook holds): one point per epoch, the epoch index (from 0)
    as the step. A list shorter than the longest one whose length divides it
    (Keras `validation_freq`) is placed at every k-th epoch, with a note."""
    if not isinstance(history, Mapping):
        raise InputError(
            f"expected a dict of lists (name -> one value per epoch), got a {type(history).__name__}", source
        )
    lists = {str(k): _as_list(v) for k, v in history.items()}
    lengths = {k: len(v) for k, v in lists.items() if v is not None}
    if not lengths:
        raise InputError("no lists of values (expected name -> one value per epoch)", source)
    epochs = max(lengths.values())
    if epochs > MAX_EPOCHS:
        raise InputError(f"a list of {epochs:,} values, more than {MAX_EPOCHS:,} epochs", source)
    run = Run(name=name, source=source, reader=READER)
    skipped: list[str] = []
    renamed = 0
    for column, values in lists.items():
        if has_surrogates(column):
            renamed += 1
            column = clean_text(column)
        if not values:
            skipped.append(column)
            continue
        every = _spacing(len(values), epochs)
        if every is None:
            run.notes.append(
                f"{column!r} holds {len(values)} values for {epochs} epochs, which does not divide "
                "evenly: its epochs are unknown, so it was skipped"
            )
            continue
        steps: list[int] = []
        numbers: list[float] = []
        for index, value in enumerate(values):
            number = _number(value)
            if number is not None:
                steps.append((index + 1) * every - 1)
                numbers.append(number)
        if not numbers:
            skipped.append(column)
            continue
        if every > 1:
            run.notes.append(
                f"{column!r} holds {len(values)} values for {epochs} epochs: read as one every "
                f"{every} epochs (Keras validation_freq={every}), an assumption the history does not record"
            )
        run.add(make_series(column, steps, numbers, mapping=mapping))
    if renamed:
        run.notes.append(surrogate_note("history names", renamed))
    if skipped:
        run.notes.append("entries without numbers were skipped: " + ", ".join(repr(s) for s in skipped[:10]))
    if not run.series:
        raise InputError("no numeric values in any list", source)
    run.notes.append("step: the epoch index, counted from 0 (a Keras History holds one value per epoch)")
    return run


def _spacing(length: int, epochs: int) -> int | None:
    """Every how many epochs a list of `length` values was logged, if evenly."""
    if length == epochs:
        return 1
    return epochs // length if epochs % length == 0 else None


def _number(value: Any) -> float | None:
    if isinstance(value, (bool, np.bool_)) or not isinstance(value, (int, float, np.integer, np.floating)):
        return None
    try:
        return float(value)
    except OverflowError:  # an integer beyond any double
        return math.inf if value > 0 else -math.inf


def _as_list(values: Any) -> list[Any] | None:
    """A history entry as a list (a list, tuple or 1-D numpy array), else None."""
    if isinstance(values, (list, tuple)):
        return list(values)
    if isinstance(values, np.ndarray) and values.ndim == 1:
        return list(values.tolist())
    return None


def _metric_like(name: str) -> bool:
    return classify(name).kind not in (Kind.OTHER, Kind.EPOCH)
