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
from triage.model import Kind, Role, json_document
from triage.pipeline import diagnose
from triage.readers import read_runs
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


def test_step_key_preference_and_no_step_is_not_a_metrics_log(tmp_path: Path) -> None:
    with_iteration = write_lines(tmp_path / "a.jsonl", [{"iteration": 5, "epoch": 0, "loss": 1.0}])
    run = read_jsonl(with_iteration)
    assert run.series["loss"].step.tolist() == [5]
    assert run.series["epoch"].kind == Kind.EPOCH
    wandb_history = write_lines(tmp_path / "h.jsonl", [{"_step": 3, "_runtime": 1.5, "train/loss": 0.5}])
    assert read_jsonl(wandb_history).series["train/loss"].step.tolist() == [3]
    no_step = write_lines(tmp_path / "b.jsonl", [{"loss": 1.0}, {"loss": 0.5}])
    with pytest.raises(InputError, match="not a metrics log"):
        read_jsonl(no_step)


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
    assert sniff_jsonl(b'{"step": 0, "config": "x"}\n{"step": 1, "val": {"acc": 0.5}}\n')
    assert not sniff_jsonl(b'{"step": 1, "pid": 42, "time": 3.5}\n')  # numbers, but no metric
    assert not sniff_jsonl(b'{"loss": 0.5}\n')  # a metric, but no step
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


# wandb's own service log, as `wandb/offline-run-*/logs/debug-core.log` holds it
WANDB_DEBUG_CORE = (
    '{"time":"2025-01-09T10:01:02.123Z","level":"INFO","msg":"main: starting server","pid":4242,"port":0}\n'
    '{"time":"2025-01-09T10:01:02.456Z","level":"INFO","msg":"handleInformInit: received","pid":4242,'
    '"streamId":"abc123","id":"127.0.0.1:5555"}\n'
    '{"time":"2025-01-09T10:01:09.000Z","level":"INFO","msg":"server is shutting down","pid":4242}\n'
)


def test_a_service_log_is_not_a_run(tmp_path: Path) -> None:
    logs = tmp_path / "offline-run-20250109_100102-abc123" / "logs"
    logs.mkdir(parents=True)
    (logs / "debug-core.log").write_text(WANDB_DEBUG_CORE)
    assert not sniff_jsonl(WANDB_DEBUG_CORE.encode())
    with pytest.raises(InputError, match="not a metrics log"):
        read_jsonl(logs / "debug-core.log")
    with pytest.raises(InputError):
        read_runs(tmp_path)


def test_an_integer_too_long_for_int_is_an_infinite_metric(tmp_path: Path) -> None:
    path = tmp_path / "log.jsonl"
    path.write_text(
        '{"step": 0, "loss": 1.5}\n{"step": 1, "loss": ' + "9" * 5000 + "}\n"
        '{"step": ' + "1" * 5000 + ', "loss": 0.5}\n'
    )
    run = read_jsonl(path)
    assert run.series["loss"].value.tolist() == [1.5, math.inf]  # the huge step is no step
    assert any("4,300 digits" in n for n in run.notes)
    assert any("without a whole-number 'step'" in n for n in run.notes)


def test_deep_nesting_is_one_line_of_error(tmp_path: Path) -> None:
    path = tmp_path / "log.jsonl"
    depth = 100_000  # past Python's recursion limit
    path.write_text('{"step": 0, "loss": 1.0}\n{"step": 1, "x": ' + "[" * depth + "]" * depth + "}\n")
    with pytest.raises(InputError, match="line 2: nested more than 100 levels"):
        read_jsonl(path)
    path.write_text('{"step": 0, "loss": 1.0, "deep": ' + '{"a": ' * 200 + "1" + "}" * 200 + "}\n")
    with pytest.raises(InputError, match="nested more than"):
        read_jsonl(path)


def test_lone_surrogates_in_keys_become_replacement_characters(tmp_path: Path) -> None:
    path = tmp_path / "log.jsonl"
    path.write_text('{"step": 0, "loss\\ud800": 1.0, "note": "\\udfff"}\n{"step": 1, "loss\\ud800": 0.5}\n')
    run = read_jsonl(path)
    assert run.series["loss\ufffd"].value.tolist() == [1.0, 0.5]
    assert any("lone surrogates" in n for n in run.notes)
    document = json.dumps(json_document([diagnose(run)]), ensure_ascii=False)
    document.encode("utf-8")  # strict: a lone surrogate would raise here
