"""The data model: invariants of Series, Finding and Diagnosis, and the JSON
they produce (format 1 of DESIGN.md)."""

from __future__ import annotations

import json
import math

import numpy as np
import pytest

from triage.model import Diagnosis, Finding, Kind, RankedCause, Role, Run, Series, json_document
from triage.model.run import jsonable


def _series(name: str = "train/loss", steps: list[int] | None = None) -> Series:
    steps = steps if steps is not None else [0, 1, 2]
    return Series.from_lists(name, steps, [1.0] * len(steps), role=Role.TRAIN, kind=Kind.LOSS)


def test_series_rejects_arrays_of_different_lengths() -> None:
    with pytest.raises(ValueError, match="differ in length"):
        Series("x", np.arange(3, dtype=np.int64), np.zeros(2), np.zeros(3))


def test_series_records_where_steps_rewind() -> None:
    s = _series(steps=[0, 10, 20, 10, 20, 30, 5])
    assert s.restarts == (3, 6)
    assert s.first_step == 0 and s.last_step == 5


def test_nonfinite_counts_nan_and_both_infinities() -> None:
    s = Series.from_lists("loss", [0, 1, 2, 3], [1.0, math.nan, math.inf, -math.inf])
    assert s.nonfinite == 3


def test_run_select_filters_by_labels_longest_first() -> None:
    run = Run("r", "src", "test")
    run.add(_series("a", [0, 1]))
    run.add(_series("b", [0, 1, 2, 3]))
    run.add(Series.from_lists("lr", [0], [0.1], role=Role.TRAIN, kind=Kind.LR))
    assert [s.name for s in run.select(role=Role.TRAIN, kind=Kind.LOSS)] == ["b", "a"]
    with pytest.raises(ValueError, match="already has"):
        run.add(_series("a"))


def test_jsonable_makes_nonfinite_and_numpy_values_json_safe() -> None:
    value = {"a": np.float32(1.5), "b": [math.nan, math.inf], "c": np.arange(2), 3: object}
    out = jsonable(value)
    text = json.dumps(out, allow_nan=False)
    assert json.loads(text)["b"] == ["NaN", "Infinity"]
    assert out["a"] == 1.5 and out["c"] == [0, 1] and isinstance(out["3"], str)


def test_finding_validates_severity_and_confidence() -> None:
    with pytest.raises(ValueError, match="severity"):
        Finding("overfitting", "huge", 0.5, "m")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="confidence"):
        Finding("overfitting", "high", 1.5, "m")


def _finding(severity: str) -> Finding:
    return Finding(
        "loss-runaway",
        severity,
        0.9,
        "NaN at step 218",
        ("train/loss",),
        218,
        (218, 261),  # type: ignore[arg-type]
        {"nonfinite": True, "growth_factor": math.inf},
    )


def test_verdict_follows_the_worst_severity() -> None:
    run = Run("r", "src", "test")
    assert Diagnosis(run).verdict == "healthy"
    assert Diagnosis(run, [_finding("medium")]).verdict == "warning"
    assert Diagnosis(run, [_finding("low"), _finding("critical")]).verdict == "failing"
    assert [
        f.severity for f in Diagnosis(run, [_finding("low"), _finding("high")]).at_or_above("medium")
    ] == ["high"]


def test_json_document_has_the_format_1_shape_and_no_bare_nan() -> None:
    run = Run("exp", "/logs/exp", "jsonl", hparams={"lr": 0.1})
    run.add(_series())
    cause = RankedCause(
        "learning-rate-too-high",
        1,
        0.8,
        "Learning rate too high",
        ("loss-runaway",),
        ("re-run at lr/10",),
        ("lower the lr",),
        ("lr=0.1 with SGD",),
    )
    text = json_document([Diagnosis(run, [_finding("critical")], [cause], ["a note"])])
    doc = json.loads(text)
    assert doc["format"] == 1 and isinstance(doc["triage_version"], str)
    entry = doc["runs"][0]
    assert set(entry) >= {
        "run",
        "source",
        "reader",
        "series",
        "hparams",
        "verdict",
        "symptoms",
        "causes",
        "notes",
    }
    assert (
        entry["series"][0] | {"name": "train/loss", "points": 3, "first_step": 0, "last_step": 2}
        == entry["series"][0]
    )
    assert entry["symptoms"][0]["measurements"]["growth_factor"] == "Infinity"
    assert entry["symptoms"][0]["span"] == [218, 261]
    assert entry["causes"][0]["rank"] == 1 and entry["notes"] == ["a note"]
    assert "NaN" not in text.replace('"NaN', "")
