"""polars' compiled CSV reader (what "auto" uses without pyarrow) against the row-by-row parser:
the same series bit for bit (generated files, BOMs and trailing blank lines, every
real CSV log, whose values are float() of their text), every irregular file handed
over (lone CRs, which polars alone would read inside a cell; step columns read as
int64 that turn out not to be whole), and the same runs read without polars."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_csv_fast_path import (
    IRREGULAR_CELLS,
    REGULAR_CELLS,
    assert_same_outcome,
    assert_same_runs,
    outcome,
    regular_file,
    setting,
)

from triage.errors import InputError
from triage.model import Run
from triage.readers import csv_log
from triage.readers.csv_log import MISSING_TOKENS, STEP_COLUMNS, read_csv, read_csv_bytes

pytest.importorskip("polars")


@settings(max_examples=60, deadline=None, derandomize=True)
@given(
    width=st.integers(1, 4),
    rows=st.lists(st.lists(REGULAR_CELLS, min_size=4, max_size=4), min_size=1, max_size=30),
    delimiter=st.sampled_from([",", ";", "|", "\t"]),
    line_end=st.sampled_from(["\n", "\r\n", "\r"]),
    final_newline=st.booleans(),
    bom=st.booleans(),
    trailing_blank_lines=st.booleans(),
)
def test_polars_reads_regular_files_as_the_row_parser_does(
    tmp_path_factory: pytest.TempPathFactory,
    width: int,
    rows: list[list[str]],
    delimiter: str,
    line_end: str,
    final_newline: bool,
    bom: bool,
    trailing_blank_lines: bool,
) -> None:
    path = tmp_path_factory.mktemp("polars") / "log.csv"
    data = regular_file(width, rows, delimiter, line_end, final_newline)
    data = (b"\xef\xbb\xbf" if bom else b"") + data + (line_end.encode() * 3 if trailing_blank_lines else b"")
    path.write_bytes(data)
    careful = outcome(path, "python")
    fast = outcome(path, "auto")
    if isinstance(careful, str):
        assert fast == careful
        return
    assert isinstance(fast, Run), fast
    assert_same_runs(fast, careful)
    # and the numpy path, which "auto" takes without polars, agrees too
    with setting("USE_POLARS", False):
        without = outcome(path, "auto")
    assert isinstance(without, Run), without
    assert_same_runs(without, careful)


@settings(max_examples=60, deadline=None, derandomize=True)
@given(
    rows=st.lists(
        st.lists(
            st.one_of(REGULAR_CELLS, IRREGULAR_CELLS, st.sampled_from(['"1.5"', " NA", "1,5", "1\r", "\r2"])),
            min_size=3,
            max_size=3,
        ),
        min_size=1,
        max_size=12,
    ),
    first=st.sampled_from(["step", "epoch", "loss"]),  # a step column (read as int64 if whole) or none
)
def test_polars_hands_bad_cells_over_and_auto_matches_the_row_parser(
    tmp_path_factory: pytest.TempPathFactory, rows: list[list[str]], first: str
) -> None:
    path = tmp_path_factory.mktemp("bad") / "log.csv"
    path.write_bytes((f"{first},loss,acc\n" + "\n".join(",".join(row) for row in rows) + "\n").encode())
    assert_same_outcome(outcome(path, "auto"), outcome(path, "python"))


def test_lightning_sparse_rows_keep_their_own_steps(tmp_path: Path) -> None:
    rows = ["epoch,step,train_loss_step,train_loss_epoch,val_loss"]
    for step in range(300):
        rows.append(f"{step // 100},{step},{1 / (step + 1)!r},,")
        if step % 100 == 99:
            rows.append(f"{step // 100},{step},,{step / 1000},{-step / 999}")
    data = ("\n".join(rows) + "\n").encode()
    path = tmp_path / "metrics.csv"
    path.write_bytes(data)
    run = read_csv(path, engine="polars")
    assert run.series["train_loss_step"].step.tolist() == list(range(300))
    assert run.series["val_loss"].step.tolist() == [99, 199, 299]
    assert run.series["train_loss_epoch"].value.tolist() == [0.099, 0.199, 0.299]
    assert_same_runs(run, read_csv(path, engine="python"))
    assert_same_runs(run, read_csv_bytes(data, name="x", source=str(path)))
    with setting("USE_POLARS", False):
        assert_same_runs(read_csv(path), run)
    with setting("_COUNT_PIECE", 7):  # separators counted across piece boundaries
        assert_same_runs(read_csv(path, engine="polars"), run)
    lines = data.split(b"\n")
    lines[150] = lines[150][:-1]  # a short row in the middle ("1,149,0.0066,"): only the count sees it
    short = b"\n".join(lines)
    with setting("_COUNT_PIECE", 7), pytest.raises(InputError, match="polars. reader cannot read it"):
        read_csv_bytes(short, name="x", source="short.csv", engine="polars")
    for series in run.series.values():  # polars' buffers are read-only; a Series' arrays are its own
        assert series.value.flags.writeable and series.step.flags.writeable, series.name


@pytest.mark.parametrize(
    "text",
    [
        "step,loss\n0,1.5\n1,abc\n",  # a text cell
        "step,loss\n0,1.5\n1,1.0,7\n",  # ragged
        'step,loss\n0,"1.5"\n',  # quoted
        "step,loss\n0,1.5\nstep,loss\n1,1.0\n",  # a repeated header
    ],
)
def test_polars_refuses_what_the_row_parser_must_read(tmp_path: Path, text: str) -> None:
    path = tmp_path / "log.csv"
    path.write_text(text)
    with pytest.raises(InputError, match="polars. reader cannot read it"):
        read_csv(path, engine="polars")
    assert_same_outcome(outcome(path, "auto"), outcome(path, "python"))


def test_a_file_that_grew_after_its_bytes_were_read_is_read_from_those_bytes(tmp_path: Path) -> None:
    path = tmp_path / "metrics.csv"
    first = "step,loss,val_loss\n" + "".join(f"{i},{1 / (i + 1)!r},\n" for i in range(50))
    path.write_text(first + "50,0.01,0.5\n51,0.0")  # the trainer wrote on, and is mid-row
    from_bytes = csv_log.read_csv_bytes(first.encode(), name="run", source=str(path))
    assert from_bytes.series["loss"].step.tolist() == list(range(50))
    assert "val_loss" not in from_bytes.series


@pytest.mark.parametrize(
    "text",
    [
        b"step,loss\n0,1.5\n1\r,2\n2,0.5\n",  # polars alone would read "1\r" as 1
        b"step,loss\n0,1.5\n1,2\r\r\n",
        b"step,loss\r\n0,1.5\r\n1,2\r",  # a lone CR at the very end
    ],
)
@pytest.mark.parametrize("piece", [3, 1 << 18])  # CRs and separators scanned in pieces of this many bytes
def test_a_lone_carriage_return_is_a_line_end_as_for_the_row_parser(
    tmp_path: Path, text: bytes, piece: int
) -> None:
    path = tmp_path / "log.csv"
    path.write_bytes(text)
    with setting("_COUNT_PIECE", piece):
        assert_same_outcome(outcome(path, "auto"), outcome(path, "python"))


@pytest.mark.parametrize(
    "late_step",
    ["20.0", "2e1", "99999999999999999999", "9007199254740993", "-9007199254740993", "", "x"],
)
def test_a_step_column_that_looks_whole_then_is_not_reads_as_the_row_parser_does(
    tmp_path: Path, late_step: str
) -> None:
    # the first rows (which decide to try int64) are whole; a later one is not
    rows = [f"{i},{1 / (i + 1)!r}" for i in range(40)] + [f"{late_step},0.5", "41,0.25"]
    path = tmp_path / "metrics.csv"
    path.write_text("step,loss\n" + "\n".join(rows) + "\n")
    careful = outcome(path, "python")
    assert_same_outcome(outcome(path, "auto"), careful)
    if late_step != "x":  # polars reads the others (as floats, on a second try)
        assert_same_outcome(outcome(path, "polars"), careful)


def test_a_step_column_of_blanks_is_no_step_column(tmp_path: Path) -> None:
    path = tmp_path / "metrics.csv"
    path.write_text("step,loss\n" + "".join(f",{i / 4}\n" for i in range(30)))
    run = outcome(path, "auto")
    assert isinstance(run, Run), run
    assert run.series["loss"].step.tolist() == list(range(30))
    assert_same_runs(run, read_csv(path, engine="python"))


def expected_points(path: Path) -> dict[str, tuple[list[int], list[float]]]:
    """Each numeric column's (steps, float(text)) as Python's csv module and float()
    read them: the reference the readers must match bit for bit."""
    text = path.read_bytes().decode("utf-8-sig")
    rows = [row for row in csv.reader(io.StringIO(text)) if row]
    header, body = rows[0], rows[1:]
    lowered = [name.strip().lower() for name in header]
    step_at = next((lowered.index(c) for c in STEP_COLUMNS if c in lowered), None)
    points: dict[str, tuple[list[int], list[float]]] = {}
    for at, name in enumerate(header):
        if at == step_at:
            continue
        steps: list[int] = []
        values: list[float] = []
        for index, row in enumerate(body):
            cell = row[at]
            if cell.strip().lower() in MISSING_TOKENS:
                continue
            try:
                value = float(cell)
            except ValueError:
                break  # a text column: the readers skip it
            steps.append(int(float(row[step_at])) if step_at is not None else index)
            values.append(value)
        else:
            if values:
                points[name.strip()] = (steps, values)
    return points


def real_csv_logs(real_logs: Path) -> list[Path]:
    return sorted(real_logs.rglob("*.csv"))


def test_every_real_csv_log_reads_float_of_its_text_bit_for_bit(real_logs: Path) -> None:
    paths = real_csv_logs(real_logs)
    assert len(paths) >= 10
    checked = 0
    for path in paths:
        careful = read_csv(path, engine="python")
        fast = outcome(path, "auto")
        assert isinstance(fast, Run), (path, fast)
        assert_same_runs(fast, careful)
        for name, (steps, values) in expected_points(path).items():
            if name not in careful.series:
                continue  # the wall-time column (timestamp): wall times, not a series
            series = careful.series[name]
            assert series.step.tolist() == steps, (path, name)
            expected = np.array(values, dtype=np.float64)
            assert series.value.view(np.uint64).tolist() == expected.view(np.uint64).tolist(), (path, name)
            checked += len(values)
    assert checked > 1000
