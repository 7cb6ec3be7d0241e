"""pyarrow's compiled CSV reader (engine "arrow", which "auto" prefers when pyarrow is
installed and neither compiled reader is loaded) against the row-by-row parser: the
same series bit for bit (generated files with every line end, BOMs, blank lines,
Lightning's sparse rows, every real CSV log, the exactness corpus), every irregular
file handed over (ragged rows, text and quoted cells, `nan(...)`, which pyarrow alone
reads), and a fresh process that reads a large log imports neither polars nor pandas
(pyarrow's own to_numpy would import pandas). Skipped where pyarrow is not installed."""

from __future__ import annotations

import json
import os
import subprocess
import sys
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
    exactness_corpus,
    outcome,
    regular_file,
)

from triage.errors import InputError
from triage.model import Run
from triage.readers import csv_log
from triage.readers.csv_log import read_csv, read_csv_bytes

pytest.importorskip("pyarrow.csv")

REPO = Path(__file__).resolve().parents[2]


def arrow_or_refusal(path: Path) -> Run | str:
    """The run engine "arrow" reads, "refused" when it hands the file over, or the
    message of an error of the file itself (not a CSV log, say)."""
    try:
        return read_csv(path, engine="arrow")
    except InputError as error:
        return "refused" if "pyarrow's reader cannot read it" in str(error) else str(error)


@st.composite
def regular_logs(draw: st.DrawFn) -> tuple[int, list[list[str]], bytes]:
    """(width, rows, file bytes): rows of regular cells written with any delimiter,
    line end (a lone CR too), BOM, final newline, and blank lines inside and after."""
    width = draw(st.integers(1, 4))
    rows = draw(st.lists(st.lists(REGULAR_CELLS, min_size=4, max_size=4), min_size=1, max_size=30))
    line_end = draw(st.sampled_from(["\n", "\r\n", "\r"]))
    data = regular_file(
        width, rows, draw(st.sampled_from([",", ";", "|", "\t"])), line_end, draw(st.booleans())
    )
    if draw(st.booleans()):  # blank lines: skipped by both
        first_end = data.index(line_end.encode()) + len(line_end)
        data = data[:first_end] + line_end.encode() + data[first_end:] + line_end.encode() * 3
    return width, rows, (b"\xef\xbb\xbf" if draw(st.booleans()) else b"") + data


@settings(max_examples=60, deadline=None, derandomize=True)
@given(log=regular_logs())
def test_arrow_reads_regular_files_as_the_row_parser_does(
    tmp_path_factory: pytest.TempPathFactory, log: tuple[int, list[list[str]], bytes]
) -> None:
    width, rows, data = log
    path = tmp_path_factory.mktemp("arrow") / "log.csv"
    path.write_bytes(data)
    careful = outcome(path, "python")
    fast = arrow_or_refusal(path)
    if isinstance(careful, str):  # an error of the file itself: arrow must not read it either
        assert fast in (careful, "refused")
        return
    if isinstance(fast, Run):
        assert_same_runs(fast, careful)
    else:  # handed over: only for one column or a cell other than a plain number or a blank
        assert width < 2 or not all(plain(cell) for row in rows for cell in row[:width]), rows
    assert_same_outcome(outcome(path, "auto"), careful)


def plain(cell: str) -> bool:
    """A blank cell, or a number as writers spell it: what pyarrow must read itself
    (the missing-cell words and spaces around numbers it hands over)."""
    if not cell:
        return True
    try:
        float(cell)
    except ValueError:
        return False
    return cell == cell.strip() and "_" not in cell


@settings(max_examples=80, deadline=None, derandomize=True)
@given(
    rows=st.lists(
        st.lists(
            st.one_of(
                REGULAR_CELLS,
                IRREGULAR_CELLS,
                st.sampled_from(
                    ['"1.5"', " NA", "1,5", "1\r", "\r2", "nan(1)", "0x10", "1_000", "  ", "\v1"]
                ),
            ),
            min_size=3,
            max_size=3,
        ),
        min_size=1,
        max_size=12,
    ),
    first=st.sampled_from(["step", "epoch", "loss"]),
)
def test_arrow_reads_what_float_reads_and_hands_the_rest_over(
    tmp_path_factory: pytest.TempPathFactory, rows: list[list[str]], first: str
) -> None:
    path = tmp_path_factory.mktemp("bad") / "log.csv"
    path.write_bytes((f"{first},loss,acc\n" + "\n".join(",".join(row) for row in rows) + "\n").encode())
    careful = outcome(path, "python")
    fast = arrow_or_refusal(path)
    if fast != "refused":
        assert_same_outcome(fast, careful)
    assert_same_outcome(outcome(path, "auto"), careful)


@pytest.mark.parametrize(
    "text",
    [
        "step,loss\n0,1.5\n1,abc\n",  # a text cell
        "step,loss,acc\n0,1.5,1\n1,1.0\n",  # a short row
        "step,loss\n0,1.5\n1,1.0,7\n",  # a long one
        'step,loss\n0,"1.5"\n',  # quoted
        "step,loss\n0,1.5\nstep,loss\n1,1.0\n",  # a repeated header
        "step,loss\n0,1.5\n1,nan(1)\n",  # float() refuses it, pyarrow reads NaN
        "step,loss\n0,1.5\n1,NA\n",  # a missing-cell word
    ],
)
def test_arrow_refuses_what_the_row_parser_must_read(tmp_path: Path, text: str) -> None:
    path = tmp_path / "log.csv"
    path.write_text(text)
    assert arrow_or_refusal(path) == "refused"  # and "auto" hands it to the others
    assert_same_outcome(outcome(path, "auto"), outcome(path, "python"))


def test_a_parenthesis_in_a_column_name_does_not_hand_the_file_over(tmp_path: Path) -> None:
    path = tmp_path / "log.csv"
    path.write_text(
        "step,loss (train),acc\n" + "".join(f"{i},{1 / (i + 1)!r},{i / 7!r}\n" for i in range(50))
    )
    assert_same_runs(read_csv(path, engine="arrow"), read_csv(path, engine="python"))


def test_every_number_equals_python_float_bit_for_bit(tmp_path: Path) -> None:
    texts = exactness_corpus(seed=11)
    path = tmp_path / "numbers.csv"
    path.write_text(
        "value,negated\n" + "".join(f"{t},{t[1:] if t.startswith('-') else '-' + t}\n" for t in texts)
    )
    run = read_csv(path, engine="arrow")
    for name, column in (
        ("value", texts),
        ("negated", [t[1:] if t.startswith("-") else "-" + t for t in texts]),
    ):
        expected = np.array([float(t) for t in column])
        assert run.series[name].value.view(np.uint64).tolist() == expected.view(np.uint64).tolist(), name


def lightning_sparse(steps: int) -> bytes:
    rows = ["epoch,step,train_loss_step,train_loss_epoch,val_loss"]
    for step in range(steps):
        rows.append(f"{step // 100},{step},{1 / (step + 1)!r},,")
        if step % 100 == 99:
            rows.append(f"{step // 100},{step},,{step / 1000},{-step / 999}")
    return ("\n".join(rows) + "\n").encode()


def test_lightning_sparse_rows_keep_their_own_steps_and_share_one_array_of_them(tmp_path: Path) -> None:
    data = lightning_sparse(3000)
    path = tmp_path / "metrics.csv"
    path.write_bytes(data)
    with _small_blocks():  # many chunks: masks and values joined across them
        run = read_csv(path, engine="arrow")
    assert run.series["train_loss_step"].step.tolist() == list(range(3000))
    assert run.series["val_loss"].step.tolist() == list(range(99, 3000, 100))
    assert run.series["train_loss_epoch"].value.tolist() == [s / 1000 for s in range(99, 3000, 100)]
    assert_same_runs(run, read_csv(path, engine="python"))
    assert_same_runs(run, read_csv_bytes(data, name="x", source=str(path), engine="arrow"))
    # the two epoch-end columns, logged together, have one null pattern: one array of steps
    assert run.series["val_loss"].step is run.series["train_loss_epoch"].step
    assert run.series["val_loss"].step is not run.series["train_loss_step"].step
    for series in run.series.values():  # pyarrow's buffers are read-only; a Series' arrays are its own
        assert series.value.flags.writeable and series.step.flags.writeable, series.name
        assert series.value.base is None or series.value.base.flags.owndata, series.name


class _small_blocks:
    """csv_log._ARROW_BLOCK_BYTES lowered for the duration, so that a small file
    parses into many chunks (and validity bitmaps that start mid-byte in none)."""

    def __enter__(self) -> None:
        self.saved = csv_log._ARROW_BLOCK_BYTES
        csv_log._ARROW_BLOCK_BYTES = 4096

    def __exit__(self, *exc: object) -> None:
        csv_log._ARROW_BLOCK_BYTES = self.saved


def test_every_real_csv_log_reads_as_the_row_parser_reads_it(real_logs: Path) -> None:
    paths = sorted(real_logs.rglob("*.csv"))
    assert len(paths) >= 10
    read = 0
    for path in paths:
        fast = arrow_or_refusal(path)
        if isinstance(fast, Run):
            assert_same_runs(fast, read_csv(path, engine="python"))
            read += 1
    assert read >= len(paths) // 2, f"pyarrow read only {read} of {len(paths)} real logs"


# In a fresh process: "auto" reads a file of the threshold size (lowered to it) and
# says which modules the read imported; the run must be the row parser's.
_PROBE = """
import json, sys
from pathlib import Path
from triage.readers import csv_log
csv_log.COMPILED_MIN_BYTES = int(sys.argv[2])
path = Path(sys.argv[1])
run = csv_log.read_csv(path)
loaded = {m: m in sys.modules for m in ("pyarrow", "polars", "pandas")}
careful = csv_log.read_csv(path, engine="python")
same = list(run.series) == list(careful.series) and all(
    s.step.tolist() == careful.series[n].step.tolist()
    and s.value.tobytes() == careful.series[n].value.tobytes()
    for n, s in run.series.items()
)
print(json.dumps({**loaded, "same": same}))
"""


def test_a_fresh_process_reads_a_large_log_with_pyarrow_alone(tmp_path: Path) -> None:
    path = tmp_path / "metrics.csv"
    path.write_bytes(lightning_sparse(2000))
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH")])),
    }
    done = subprocess.run(  # noqa: S603
        [sys.executable, "-c", _PROBE, str(path), str(path.stat().st_size)],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == {"pyarrow": True, "polars": False, "pandas": False, "same": True}


def test_a_header_longer_than_the_sniffed_head_reads_as_the_row_parser_does(tmp_path: Path) -> None:
    names = [f"metric_{i:05d}" for i in range(6000)]  # ~78 KB of header: past the 64 KB head
    path = tmp_path / "wide.csv"
    rows = [",".join(f"{(r + 1) * (i + 1) / 7!r}" for i in range(len(names))) for r in range(3)]
    path.write_text("step," + ",".join(names) + "\n" + "".join(f"{r},{row}\n" for r, row in enumerate(rows)))
    assert path.stat().st_size > csv_log.SNIFF_BYTES
    assert_same_runs(read_csv(path, engine="arrow"), read_csv(path, engine="python"))


@pytest.mark.parametrize("text", [b"", b"\n \n\t\n", b"\xef\xbb\xbf", b"step,loss\n", b"step,loss\n\n\n"])
def test_an_empty_blank_or_header_only_file_gets_the_row_parsers_error(tmp_path: Path, text: bytes) -> None:
    path = tmp_path / "metrics.csv"
    path.write_bytes(text)
    careful = outcome(path, "python")
    assert isinstance(careful, str), careful
    assert outcome(path, "arrow") == careful


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_is_refused_without_blocking(tmp_path: Path) -> None:
    path = tmp_path / "metrics.csv"
    os.mkfifo(path)  # no writer: an open for reading that waited would wait forever
    with pytest.raises(InputError, match="not a regular file"):
        read_csv(path, engine="arrow")
