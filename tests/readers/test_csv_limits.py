"""CSV logs past the limits of Python's csv module and of the sniff window: cells over
131,072 characters, CR-only line endings, headers and rows longer than 64 KiB."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from triage.readers import read_run, read_runs, sniff_file
from triage.readers.csv_log import SNIFF_BYTES, read_csv, sniff_csv

ENGINES = ("auto", "python")
HUGE = 200_000  # past csv.field_size_limit()'s default of 131,072


@pytest.mark.parametrize("engine", ENGINES)
@pytest.mark.parametrize("quoted", [False, True])
def test_a_cell_over_the_csv_field_limit_is_text_in_its_column(
    tmp_path: Path, quoted: bool, engine: str
) -> None:
    cell = "x" * HUGE
    if quoted:
        cell = f'"{cell}"'
    path = tmp_path / "log.csv"
    path.write_text(f"step,loss,note\n0,1.5,a\n1,1.0,{cell}\n2,0.5,b\n")
    run = read_csv(path, engine=engine)
    assert run.series["loss"].value.tolist() == [1.5, 1.0, 0.5]
    assert "note" not in run.series
    assert any("'note' holds text" in n for n in run.notes)


def test_a_huge_numeric_cell_is_read_as_float_reads_it(tmp_path: Path) -> None:
    path = tmp_path / "log.csv"
    path.write_text(f'step,loss\n0,1.5\n1,"{"9" * HUGE}"\n')
    assert read_csv(path).series["loss"].value.tolist() == [1.5, float("inf")]


@pytest.mark.parametrize("engine", ENGINES)
def test_cr_only_line_endings(tmp_path: Path, engine: str) -> None:
    path = tmp_path / "log.csv"
    path.write_bytes(b"step,loss,val_loss\r0,1.5,\r1,1.0,1.2\r2,0.5,\r")
    run = read_csv(path, engine=engine)
    assert run.series["loss"].step.tolist() == [0, 1, 2]
    assert run.series["val_loss"].step.tolist() == [1]
    assert read_runs(tmp_path)[0].series["loss"].value.tolist() == [1.5, 1.0, 0.5]


def wide_log(path: Path, columns: int, rows: int) -> list[str]:
    names = ["step"] + [f"metric_{i:05d}/loss" for i in range(columns - 1)]
    rng = np.random.default_rng(3)
    values = rng.standard_normal((rows, columns - 1))
    lines = [",".join(names)] + [f"{r}," + ",".join(repr(float(v)) for v in values[r]) for r in range(rows)]
    path.write_text("\n".join(lines) + "\n")
    return names


@pytest.mark.slow
def test_ten_thousand_columns_are_read_from_a_folder(tmp_path: Path) -> None:
    path = tmp_path / "run" / "metrics.csv"
    path.parent.mkdir()
    names = wide_log(path, 10_000, 3)
    assert len(",".join(names)) > SNIFF_BYTES  # the header alone is past the window
    assert sniff_file(path)[0] == "csv"
    run = read_run(tmp_path)
    assert len(run.series) == 9_999
    assert run.series["metric_09998/loss"].step.tolist() == [0, 1, 2]


def test_a_header_cut_by_the_window_is_judged_by_its_names() -> None:
    header = ",".join(f"layer_{i}/grad_norm" for i in range(5_000))
    assert sniff_csv(header[:SNIFF_BYTES]) == ","
    # whole, a lone line is not a log; and prose or code cut by the window is not a header
    assert sniff_csv(header[:SNIFF_BYTES], whole=True) is None
    assert sniff_csv(("function f(a, b) { return a + b; }, " * 3_000)[:SNIFF_BYTES]) is None
    assert sniff_csv(("1.5,2.5," * 10_000)[:SNIFF_BYTES]) is None


def test_a_first_row_cut_by_the_window_still_sniffs() -> None:
    header = "step," + ",".join(f"m{i}" for i in range(20_000))
    row = "0," + ",".join("0.123456789" for _ in range(20_000))
    head = (header + "\n" + row + "\n")[: SNIFF_BYTES + len(header)]
    assert sniff_csv(head) == ","
    assert sniff_csv(header + "\n" + "abc,def,ghi,jkl") is None  # a cut row must show numbers
