"""polars' compiled CSV reader (the `fast-csv` extra) against the row-by-row parser:
the same series bit for bit, every irregular file handed over, and the same runs
read without polars."""

from __future__ import annotations

from pathlib import Path

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
from triage.readers.csv_log import read_csv

pytest.importorskip("polars")


@settings(max_examples=60, deadline=None, derandomize=True)
@given(
    width=st.integers(1, 4),
    rows=st.lists(st.lists(REGULAR_CELLS, min_size=4, max_size=4), min_size=1, max_size=30),
    delimiter=st.sampled_from([",", ";", "|", "\t"]),
    line_end=st.sampled_from(["\n", "\r\n", "\r"]),
    final_newline=st.booleans(),
)
def test_polars_reads_regular_files_as_the_row_parser_does(
    tmp_path_factory: pytest.TempPathFactory,
    width: int,
    rows: list[list[str]],
    delimiter: str,
    line_end: str,
    final_newline: bool,
) -> None:
    path = tmp_path_factory.mktemp("polars") / "log.csv"
    path.write_bytes(regular_file(width, rows, delimiter, line_end, final_newline))
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
            st.one_of(REGULAR_CELLS, IRREGULAR_CELLS, st.sampled_from(['"1.5"', " NA", "1,5"])),
            min_size=3,
            max_size=3,
        ),
        min_size=1,
        max_size=12,
    )
)
def test_polars_hands_bad_cells_over_and_auto_matches_the_row_parser(
    tmp_path_factory: pytest.TempPathFactory, rows: list[list[str]]
) -> None:
    path = tmp_path_factory.mktemp("bad") / "log.csv"
    path.write_text("step,loss,acc\n" + "\n".join(",".join(row) for row in rows) + "\n")
    assert_same_outcome(outcome(path, "auto"), outcome(path, "python"))


def test_lightning_sparse_rows_keep_their_own_steps(tmp_path: Path) -> None:
    rows = ["epoch,step,train_loss_step,train_loss_epoch,val_loss"]
    for step in range(300):
        rows.append(f"{step // 100},{step},{1 / (step + 1)!r},,")
        if step % 100 == 99:
            rows.append(f"{step // 100},{step},,{step / 1000},{step / 999}")
    path = tmp_path / "metrics.csv"
    path.write_text("\n".join(rows) + "\n")
    run = read_csv(path, engine="polars")
    assert run.series["train_loss_step"].step.tolist() == list(range(300))
    assert run.series["val_loss"].step.tolist() == [99, 199, 299]
    assert run.series["train_loss_epoch"].value.tolist() == [0.099, 0.199, 0.299]
    assert_same_runs(run, read_csv(path, engine="python"))
    assert run.series["val_loss"].value.flags.writeable


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
