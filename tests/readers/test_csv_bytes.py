"""Reading CSV and JSON Lines logs from bytes (what `triage watch` feeds as a log grows):
the same run, series, values and notes as reading the same bytes from a file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from test_csv_fast_path import assert_same_runs

from triage.errors import InputError
from triage.model import Run
from triage.readers.csv_log import read_csv, read_csv_bytes
from triage.readers.jsonl import read_jsonl, read_jsonl_bytes
from triage.readers.naming import parse_mapping

LIGHTNING_CSV = (
    b"epoch,step,train_loss_step,train_loss_epoch,val_loss\n"
    b"0,0,2.5,,\n0,1,2.25,,\n0,1,,2.4,2.6\n1,2,1.75,,\n1,3,1.5,,\n1,3,,1.6,1.9\n"
)


def assert_same(a: Run, b: Run) -> None:
    assert_same_runs(a, b)
    for name, series in a.series.items():
        assert (series.role, series.kind) == (b.series[name].role, b.series[name].kind), name
    assert (a.name, a.source, a.reader) == (b.name, b.source, b.reader)


@pytest.mark.parametrize("engine", ["auto", "numpy", "python"])
def test_csv_bytes_read_as_the_file_does(tmp_path: Path, engine: str) -> None:
    path = tmp_path / "metrics.csv"
    path.write_bytes(LIGHTNING_CSV)
    from_file = read_csv(path, name="exp", engine=engine)
    from_bytes = read_csv_bytes(LIGHTNING_CSV, name="exp", source=str(path), engine=engine)
    assert_same(from_file, from_bytes)
    assert from_bytes.series["val_loss"].step.tolist() == [1, 3]


def test_csv_bytes_irregular_rows_take_the_row_parser() -> None:
    data = b'step,"loss",note\n0,1.5,start\n1,1.25,"a, b"\n'
    run = read_csv_bytes(data, name="r", source="<memory>")
    assert run.series["loss"].value.tolist() == [1.5, 1.25]
    assert any("note" in n and "text" in n for n in run.notes)


def test_csv_bytes_mapping_applies() -> None:
    run = read_csv_bytes(
        b"step,my_metric\n0,1.0\n1,0.5\n",
        name="r",
        source="<memory>",
        mapping=parse_mapping(["my_metric=val/loss"]),
    )
    assert run.series["my_metric"].role.value == "val"


@pytest.mark.parametrize("data", [b"", b"  \n", b"step,loss\n", b"\x00\x01\x02binary"])
def test_csv_bytes_bad_input_names_the_source(data: bytes) -> None:
    with pytest.raises(InputError, match="<growing log>"):
        read_csv_bytes(data, name="r", source="<growing log>")


def test_jsonl_bytes_read_as_the_file_does(tmp_path: Path) -> None:
    records = [{"step": i, "loss": 2.0 / (i + 1), "lr": 0.1} for i in range(5)]
    records.append({"step": 4, "val": {"loss": 1.2}})
    data = "".join(json.dumps(r) + "\n" for r in records).encode()
    path = tmp_path / "log.jsonl"
    path.write_bytes(data)
    from_file = read_jsonl(path, name="exp")
    from_bytes = read_jsonl_bytes(data, name="exp", source=str(path))
    assert_same(from_file, from_bytes)
    assert from_bytes.series["val/loss"].step.tolist() == [4]


def test_jsonl_bytes_cut_last_line_is_a_note() -> None:
    data = b'{"step": 0, "loss": 1.0}\n{"step": 1, "loss": 0.5}\n{"step": 2, "lo'
    run = read_jsonl_bytes(data, name="r", source="<memory>")
    assert run.series["loss"].step.tolist() == [0, 1]
    assert any("cut short" in n for n in run.notes)


@pytest.mark.parametrize("data", [b"", b"\n\n", b"[1, 2]\n", b'{"step": 0, "loss": }\n{"step": 1}\n'])
def test_jsonl_bytes_bad_input_names_the_source(data: bytes) -> None:
    with pytest.raises(InputError, match="<growing log>"):
        read_jsonl_bytes(data, name="r", source="<growing log>")
