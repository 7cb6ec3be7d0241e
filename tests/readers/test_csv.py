"""The CSV reader: delimiters, missing vs non-finite cells, quoted headers, Lightning's
sparse metrics.csv, Keras' CSVLogger, and exact round trips through a CSV writer."""

from __future__ import annotations

import csv
import math
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from triage.errors import InputError
from triage.model import Kind, Role
from triage.readers.csv_log import read_csv, sniff_csv

ENGINES = ("auto", "numpy", "python")


def write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize("engine", ENGINES)
@pytest.mark.parametrize("delimiter", [",", "\t", ";", "|"])
def test_delimiter_is_sniffed(tmp_path: Path, delimiter: str, engine: str) -> None:
    rows = ["step,loss,val_loss", "0,2.5,2.7", "10,1.5,1.9", "20,1.0,1.4"]
    path = write(tmp_path / "log.txt", "\n".join(r.replace(",", delimiter) for r in rows) + "\n")
    run = read_csv(path, engine=engine)
    assert list(run.series) == ["loss", "val_loss"]
    assert run.series["loss"].step.tolist() == [0, 10, 20]
    assert run.series["val_loss"].value.tolist() == [2.7, 1.9, 1.4]
    assert run.series["val_loss"].role == Role.VAL


@pytest.mark.parametrize("engine", ENGINES)
def test_blank_and_na_cells_are_absent_points_but_nan_and_inf_are_values(tmp_path: Path, engine: str) -> None:
    path = write(
        tmp_path / "m.csv",
        "step,loss,acc\n0,1.0,NA\n1,nan,0.5\n2,,0.6\n3,inf,null\n4,-inf,N/A\n5,0.5,\n",
    )
    run = read_csv(path, engine=engine)
    loss, acc = run.series["loss"], run.series["acc"]
    assert loss.step.tolist() == [0, 1, 3, 4, 5]
    assert loss.nonfinite == 3
    assert math.isnan(loss.value[1]) and loss.value[2] == math.inf and loss.value[3] == -math.inf
    assert acc.step.tolist() == [1, 2]
    assert acc.value.tolist() == [0.5, 0.6]


def test_quoted_header_with_brackets_commas_and_slashes(tmp_path: Path) -> None:
    path = write(
        tmp_path / "m.csv",
        'step,"val/loss [ce, mean]",out_tensor([0.]),"train/acc, top-1"\n0,1.5,0.2,0.1\n1,1.25,0.3,0.4\n',
    )
    run = read_csv(path)
    assert list(run.series) == ["val/loss [ce, mean]", "out_tensor([0.])", "train/acc, top-1"]
    assert run.series["val/loss [ce, mean]"].role == Role.VAL
    assert run.series["val/loss [ce, mean]"].kind == Kind.LOSS
    assert run.series["out_tensor([0.])"].role == Role.OTHER
    assert run.series["train/acc, top-1"].value.tolist() == [0.1, 0.4]


@pytest.mark.parametrize("engine", ENGINES)
def test_lightning_sparse_rows_with_step_epoch_pairs(tmp_path: Path, engine: str) -> None:
    path = write(
        tmp_path / "metrics.csv",
        "epoch,step,train_loss_epoch,train_loss_step,val_loss\n"
        "0,49,,0.9,\n0,62,0.8,,\n0,62,,,0.85\n1,99,,0.7,\n1,125,0.65,,\n1,125,,,0.7\n",
    )
    run = read_csv(path, engine=engine)
    assert run.series["train_loss_step"].step.tolist() == [49, 99]
    assert run.series["train_loss_step"].aggregation == "step"
    assert run.series["train_loss_epoch"].step.tolist() == [62, 125]
    assert run.series["train_loss_epoch"].aggregation == "epoch"
    assert run.series["val_loss"].value.tolist() == [0.85, 0.7]
    epoch = run.series["epoch"]
    assert epoch.kind == Kind.EPOCH and epoch.value.tolist() == [0, 0, 0, 1, 1, 1]
    assert "step" not in run.series


def test_repeated_header_after_a_resume_is_skipped_with_a_note(tmp_path: Path) -> None:
    path = write(tmp_path / "metrics.csv", "step,loss\n0,1.0\n1,0.9\n2,0.85\nstep,loss\n1,0.95\n2,0.8\n")
    run = read_csv(path)
    loss = run.series["loss"]
    assert loss.step.tolist() == [0, 1, 2, 1, 2]
    assert loss.restarts == (3,)
    assert any("header is repeated" in n for n in run.notes)


def test_rewritten_header_with_a_new_column(tmp_path: Path) -> None:
    path = write(tmp_path / "metrics.csv", "step,loss\n0,1.0\n1,0.9\nstep,loss,val_loss\n2,0.8,1.1\n")
    run = read_csv(path)
    assert run.series["loss"].step.tolist() == [0, 1, 2]
    assert run.series["val_loss"].step.tolist() == [2]
    assert any("new header" in n for n in run.notes)


def test_keras_csvlogger_any_file_name_epoch_from_zero(tmp_path: Path) -> None:
    path = write(
        tmp_path / "training.log",
        "epoch,accuracy,loss,val_accuracy,val_loss\n0,0.41,1.71,0.46,1.44\n1,0.46,1.52,0.35,7.41\n",
    )
    run = read_csv(path)
    assert run.series["val_loss"].step.tolist() == [0, 1]
    assert run.series["accuracy"].direction == "max"
    assert "epoch" not in run.series
    assert any("Keras" in n for n in run.notes)


def test_step_column_preference_and_row_index_fallback(tmp_path: Path) -> None:
    with_iter = read_csv(write(tmp_path / "a.csv", "epoch,iter,loss\n0,100,1.0\n0,200,0.5\n"))
    assert with_iter.series["loss"].step.tolist() == [100, 200]
    assert "epoch" in with_iter.series
    no_step = read_csv(write(tmp_path / "b.csv", "loss,acc\n1.0,0.1\n0.5,0.2\n0.25,0.3\n"))
    assert no_step.series["loss"].step.tolist() == [0, 1, 2]
    assert any("row index" in n for n in no_step.notes)


def test_fractional_step_column_falls_back_to_row_index(tmp_path: Path) -> None:
    run = read_csv(write(tmp_path / "a.csv", "epoch,loss\n0.5,1.0\n1.5,0.5\n"))
    assert run.series["loss"].step.tolist() == [0, 1]
    assert "epoch" in run.series
    assert any("not whole numbers" in n for n in run.notes)


def test_text_column_is_skipped_with_a_note(tmp_path: Path) -> None:
    run = read_csv(write(tmp_path / "a.csv", "step,loss,when\n0,1.0,monday\n1,0.5,tuesday\n"))
    assert list(run.series) == ["loss"]
    assert any("'when' holds text" in n for n in run.notes)


def test_stray_text_cell_drops_that_point_with_a_note(tmp_path: Path) -> None:
    run = read_csv(write(tmp_path / "a.csv", "step,loss\n0,1.0\n1,oops\n2,0.5\n"))
    assert run.series["loss"].step.tolist() == [0, 2]
    assert any("not numbers" in n and "oops" in n for n in run.notes)


def test_cut_short_last_row_is_dropped_with_a_note(tmp_path: Path) -> None:
    run = read_csv(write(tmp_path / "a.csv", "step,loss,acc\n0,1.0,0.1\n1,0.5,0.2\n2,0.4"))
    assert run.series["loss"].step.tolist() == [0, 1]
    assert any("cut short" in n for n in run.notes)


def test_ragged_row_in_the_middle_is_an_error_naming_the_line(tmp_path: Path) -> None:
    path = write(tmp_path / "a.csv", "step,loss\n0,1.0\n1,0.5,7\n2,0.4\n")
    with pytest.raises(InputError, match=r"line 3: 3 fields where the header has 2"):
        read_csv(path)


def test_crlf_line_endings_and_bom(tmp_path: Path) -> None:
    path = tmp_path / "a.csv"
    path.write_bytes(b"\xef\xbb\xbfstep,loss\r\n0,1.0\r\n1,0.5\r\n")
    run = read_csv(path)
    assert run.series["loss"].value.tolist() == [1.0, 0.5]


def test_duplicate_column_names_are_kept_apart(tmp_path: Path) -> None:
    run = read_csv(write(tmp_path / "a.csv", "step,loss,loss\n0,1.0,2.0\n"))
    assert run.series["loss"].value.tolist() == [1.0]
    assert run.series["loss (2)"].value.tolist() == [2.0]


def test_wall_time_column_becomes_wall_times(tmp_path: Path) -> None:
    run = read_csv(write(tmp_path / "a.csv", "step,timestamp,loss\n0,1700000000.5,1.0\n1,1700000001.5,0.5\n"))
    assert list(run.series) == ["loss"]
    assert run.series["loss"].wall_time.tolist() == [1700000000.5, 1700000001.5]


def test_forced_vectorised_engine_refuses_an_irregular_file(tmp_path: Path) -> None:
    path = write(tmp_path / "a.csv", 'step,"loss"\n0,"1.0"\n')
    with pytest.raises(InputError, match="irregular CSV"):
        read_csv(path, engine="numpy")
    assert read_csv(path).series["loss"].value.tolist() == [1.0]


def test_header_without_rows_says_so(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="only a header line"):
        read_csv(write(tmp_path / "metrics.csv", "epoch,step,train_loss\n"))


def test_sniffer_rejects_yaml_prose_and_headerless_numbers() -> None:
    assert sniff_csv("lr: 0.001\nnum_layers: 2\n", whole=True) is None
    assert sniff_csv("Traceback (most recent call last):\n  File x, line 3\n", whole=True) is None
    assert sniff_csv("1664364007310 3.27 0\n1664364007311 3.1 1\n", whole=True) is None
    assert sniff_csv("step;loss\n0;1.5\n", whole=True) == ";"
    assert sniff_csv("loss\n1.5\n1.2\n", whole=True) == ","


finite_or_not = st.one_of(
    st.floats(allow_nan=True, allow_infinity=True, width=64),
    st.sampled_from([1e308, -1e308, 5e-324, -0.0, 0.1, 1 / 3]),
)


@settings(max_examples=60, deadline=None)
@given(
    points=st.lists(
        st.tuples(
            # a narrow range as well, so that duplicate and rewound steps are common
            st.one_of(st.integers(-3, 3), st.integers(min_value=-(2**40), max_value=2**40)),
            finite_or_not,
            finite_or_not,
        ),
        min_size=1,
        max_size=40,
    ),
    engine=st.sampled_from(ENGINES),
)
def test_csv_writer_round_trips_exactly(
    tmp_path_factory: pytest.TempPathFactory, points: list, engine: str
) -> None:
    path = tmp_path_factory.mktemp("rt") / "log.csv"
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(["step", "train_loss", "val_loss"])
        for step, train, val in points:
            writer.writerow([step, repr(train), repr(val)])
    run = read_csv(path, engine=engine)
    steps = [p[0] for p in points]
    for name, column in (("train_loss", 1), ("val_loss", 2)):
        series = run.series[name]
        assert series.step.tolist() == steps
        expected = np.array([p[column] for p in points], dtype=np.float64)
        assert np.array_equal(series.value, expected, equal_nan=True)
        # NaN carries no sign in either text format; every other sign (-0.0 too) survives
        numbers = ~np.isnan(expected)
        assert np.array_equal(np.signbit(series.value[numbers]), np.signbit(expected[numbers]))
