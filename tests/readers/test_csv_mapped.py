"""Large CSV logs that polars reads from the file itself (not from a copy in memory):
the same runs as the row-by-row parser, bit for bit, on generated files and on every
real CSV log; a file written to during the read, lone CRs, integer steps that turn
out not to be, paths polars would glob or expand, and the route without polars."""

from __future__ import annotations

import csv
import io
import os
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

from triage.model import Run
from triage.readers import csv_log
from triage.readers.csv_log import MISSING_TOKENS, STEP_COLUMNS, read_csv, read_csv_bytes

pytest.importorskip("polars")


def mapped(path: Path, engine: str = "auto") -> Run | str:
    """The outcome of reading `path` by the mapped route, whatever its size."""
    with setting("MAP_FROM_BYTES", 0):
        return outcome(path, engine)


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
def test_the_mapped_route_reads_regular_files_as_the_row_parser_does(
    tmp_path_factory: pytest.TempPathFactory,
    width: int,
    rows: list[list[str]],
    delimiter: str,
    line_end: str,
    final_newline: bool,
    bom: bool,
    trailing_blank_lines: bool,
) -> None:
    path = tmp_path_factory.mktemp("mapped") / "log.csv"
    data = regular_file(width, rows, delimiter, line_end, final_newline)
    data = (b"\xef\xbb\xbf" if bom else b"") + data + (line_end.encode() * 3 if trailing_blank_lines else b"")
    path.write_bytes(data)
    assert_same_outcome(mapped(path), outcome(path, "python"))


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
    first=st.sampled_from(["step", "epoch", "loss"]),
)
def test_the_mapped_route_hands_bad_cells_over_as_the_row_parser_reads_them(
    tmp_path_factory: pytest.TempPathFactory, rows: list[list[str]], first: str
) -> None:
    path = tmp_path_factory.mktemp("bad") / "log.csv"
    path.write_bytes((f"{first},val_loss,acc\n" + "\n".join(",".join(row) for row in rows) + "\n").encode())
    assert_same_outcome(mapped(path), outcome(path, "python"))


@pytest.mark.parametrize(
    "text",
    [
        b"step,loss\n0,1.5\n1\r,2\n2,0.5\n",  # polars alone would read "1\r" as 1
        b"step,loss\n0,1.5\n1,2\r\r\n",
        b"step,loss\r\n0,1.5\r\n1,2\r",  # a lone CR at the very end
    ],
)
def test_a_lone_carriage_return_is_a_line_end_on_both_routes(tmp_path: Path, text: bytes) -> None:
    path = tmp_path / "log.csv"
    path.write_bytes(text)
    careful = outcome(path, "python")
    assert_same_outcome(mapped(path), careful)
    assert_same_outcome(outcome(path, "auto"), careful)


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
    assert_same_outcome(mapped(path), careful)
    if late_step != "x":  # polars reads the others (as floats, on a second try)
        assert_same_outcome(outcome(path, "polars"), careful)


def test_a_step_column_of_blanks_is_no_step_column(tmp_path: Path) -> None:
    path = tmp_path / "metrics.csv"
    path.write_text("step,loss\n" + "".join(f",{i / 4}\n" for i in range(30)))
    run = mapped(path)
    assert isinstance(run, Run), run
    assert run.series["loss"].step.tolist() == list(range(30))
    assert_same_runs(run, read_csv(path, engine="python"))


@pytest.mark.parametrize(
    "written",
    [
        "50,0.01,0.5\n51,0.0",  # a row half written
        "50,0.01\r,0.5\n51,0.02,0.4\n",  # a lone CR, which the checks of the old bytes did not see
    ],
)
def test_a_file_written_to_during_the_read_is_read_from_its_bytes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, written: str
) -> None:
    path = tmp_path / "metrics.csv"
    path.write_text("step,loss,val_loss\n" + "".join(f"{i},{1 / (i + 1)!r},{i / 7!r}\n" for i in range(50)))
    real_frame = csv_log._polars_frame

    def trainer_writes_on(*args: object, **kwargs: object) -> object:
        with path.open("a", newline="") as handle:  # polars reads the file by its name: these rows too
            handle.write(written)
        monkeypatch.setattr(csv_log, "_polars_frame", real_frame)
        return real_frame(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(csv_log, "_polars_frame", trainer_writes_on)
    assert_same_outcome(mapped(path), outcome(path, "python"))


@pytest.mark.parametrize("folder", ["run[1]", "~user", "a*b?"])
def test_paths_polars_would_glob_or_expand_are_read_as_named(tmp_path: Path, folder: str) -> None:
    directory = tmp_path / folder
    directory.mkdir()
    path = directory / "metrics.csv"
    path.write_text("step,loss\n0,1.5\n1,0.5\n")
    if folder == "run[1]":  # a file the glob would match instead
        (tmp_path / "run1").mkdir()
        (tmp_path / "run1" / "metrics.csv").write_text("step,loss\n0,9.0\n")
    old = Path.cwd()
    os.chdir(tmp_path)
    try:
        run = mapped(Path(folder) / "metrics.csv")
    finally:
        os.chdir(old)
    assert isinstance(run, Run), run
    assert run.series["loss"].value.tolist() == [1.5, 0.5]


def test_the_bytes_route_and_the_mapped_route_agree_on_a_lightning_log(tmp_path: Path) -> None:
    rows = ["epoch,step,train_loss_step,train_loss_epoch,val_loss"]
    for step in range(3000):
        rows.append(f"{step // 1000},{step},{1 / (step + 1)!r},,")
        if step % 1000 == 999:
            rows.append(f"{step // 1000},{step},,{step / 1000},{-step / 999}")
    data = ("\n".join(rows) + "\n").encode()
    path = tmp_path / "metrics.csv"
    path.write_bytes(data)
    from_file = mapped(path)
    assert isinstance(from_file, Run), from_file
    assert from_file.series["val_loss"].step.tolist() == [999, 1999, 2999]
    assert from_file.series["train_loss_step"].value.flags.writeable
    assert_same_runs(from_file, read_csv_bytes(data, name="x", source=str(path)))
    assert_same_runs(from_file, read_csv(path, engine="python"))
    with setting("USE_POLARS", False):
        without = mapped(path)
    assert isinstance(without, Run), without
    assert_same_runs(without, from_file)


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
        for route in (mapped(path), outcome(path, "auto")):
            assert isinstance(route, Run), (path, route)
            assert_same_runs(route, careful)
        for name, (steps, values) in expected_points(path).items():
            if name not in careful.series:
                continue  # e.g. a column of whole numbers read as the step of a resumed run
            series = careful.series[name]
            assert series.step.tolist() == steps, (path, name)
            expected = np.array(values, dtype=np.float64)
            assert series.value.view(np.uint64).tolist() == expected.view(np.uint64).tolist(), (path, name)
            checked += len(values)
    assert checked > 1000
