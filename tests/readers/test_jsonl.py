"""The JSON Lines reader: one object per line, a step key, nested names, NaN tokens,
syntax errors reported by line, and exact round trips through a JSON Lines writer."""

from __future__ import annotations

import json
import math
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from triage.errors import InputError
from triage.model import Kind, Role
from triage.readers.jsonl import read_jsonl, sniff_jsonl


def write_lines(path: Path, records: list[dict[str, object]]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return path


def test_step_key_and_metric_keys(tmp_path: Path) -> None:
    path = write_lines(
        tmp_path / "log.jsonl",
        [
            {"step": 0, "train/loss": 2.0, "lr": 0.1},
            {"step": 10, "train/loss": 1.0, "lr": 0.1},
            {"step": 10, "val/loss": 1.5, "val/acc": 0.4},
        ],
    )
    run = read_jsonl(path)
    assert run.reader == "jsonl"
    assert run.series["train/loss"].step.tolist() == [0, 10]
    assert run.series["val/loss"].role == Role.VAL
    assert run.series["lr"].kind == Kind.LR
    assert run.series["val/acc"].direction == "max"


def test_nested_objects_become_slash_names_and_nan_tokens_are_values(tmp_path: Path) -> None:
    path = tmp_path / "log.jsonl"
    path.write_text(
        '{"step": 1, "train": {"loss": NaN}}\n{"step": 2, "train": {"loss": Infinity}}\n'
        '{"step": 3, "train": {"loss": "nan"}, "note": "restarted"}\n{"step": 4, "train": {"loss": null}}\n',
        encoding="utf-8",
    )
    run = read_jsonl(path)
    loss = run.series["train/loss"]
    assert loss.step.tolist() == [1, 2, 3]
    assert math.isnan(loss.value[0]) and loss.value[1] == math.inf
    assert loss.nonfinite == 3
    assert any("note" in n for n in run.notes)


def test_step_key_preference_and_line_order_fallback(tmp_path: Path) -> None:
    with_iteration = write_lines(tmp_path / "a.jsonl", [{"iteration": 5, "epoch": 0, "loss": 1.0}])
    run = read_jsonl(with_iteration)
    assert run.series["loss"].step.tolist() == [5]
    assert run.series["epoch"].kind == Kind.EPOCH
    no_step = write_lines(tmp_path / "b.jsonl", [{"loss": 1.0}, {"loss": 0.5}])
    run = read_jsonl(no_step)
    assert run.series["loss"].step.tolist() == [0, 1]
    assert any("line order" in n for n in run.notes)


def test_syntax_error_names_the_line(tmp_path: Path) -> None:
    path = tmp_path / "log.jsonl"
    path.write_text(
        '{"step": 0, "loss": 1.0}\n{"step": 1, "loss": 0.9}\n{"step": 2, "loss": 0.8,,}\n{"step": 3}\n'
    )
    with pytest.raises(InputError, match="JSON syntax error at line 3"):
        read_jsonl(path)


def test_cut_short_last_line_is_skipped_with_a_note(tmp_path: Path) -> None:
    path = tmp_path / "log.jsonl"
    path.write_text('{"step": 0, "loss": 1.0}\n{"step": 1, "loss": 0.9}\n{"step": 2, "lo')
    run = read_jsonl(path)
    assert run.series["loss"].step.tolist() == [0, 1]
    assert any("cut short" in n for n in run.notes)


def test_a_line_that_is_not_an_object_is_an_error(tmp_path: Path) -> None:
    path = tmp_path / "log.jsonl"
    path.write_text('{"step": 0, "loss": 1.0}\n[1, 2]\n')
    with pytest.raises(InputError, match="line 2: a JSON list"):
        read_jsonl(path)


def test_sniffer() -> None:
    assert sniff_jsonl(b'\n{"step": 1, "loss": 0.5}\n{"step"')
    assert not sniff_jsonl(b'{\n  "a": 1\n}\n')  # pretty-printed JSON is not JSON Lines
    assert not sniff_jsonl(b'{"name": "bert", "vocab": "x"}\n')  # no number: a config, not a log
    assert not sniff_jsonl(b"step,loss\n")


@settings(max_examples=60, deadline=None)
@given(
    points=st.lists(
        st.tuples(
            st.one_of(st.integers(-3, 3), st.integers(min_value=-(2**53), max_value=2**53)),
            st.floats(allow_nan=True, allow_infinity=True),
        ),
        min_size=1,
        max_size=40,
    )
)
def test_jsonl_writer_round_trips_exactly(tmp_path_factory: pytest.TempPathFactory, points: list) -> None:
    path = tmp_path_factory.mktemp("rt") / "log.jsonl"
    write_lines(path, [{"step": step, "val_loss": value} for step, value in points])
    run = read_jsonl(path)
    series = run.series["val_loss"]
    assert series.step.tolist() == [p[0] for p in points]
    expected = np.array([p[1] for p in points], dtype=np.float64)
    assert np.array_equal(series.value, expected, equal_nan=True)
    # NaN carries no sign in either text format; every other sign (-0.0 too) survives
    numbers = ~np.isnan(expected)
    assert np.array_equal(np.signbit(series.value[numbers]), np.signbit(expected[numbers]))
