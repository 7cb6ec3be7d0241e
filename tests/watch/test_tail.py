"""The tailer reads only what was added, keeps a half-written record or line
for the next poll, and starts over on a file that shrank or was replaced."""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np
import pytest

from triage.readers import read_run
from triage.watch.tail import FileTail


def _grow(target: Path, data: bytes, cuts: list[int], kind: str) -> FileTail:
    """Write `data` into `target` in pieces ending at `cuts`, polling after each."""
    tail = FileTail(path=target, kind=kind, name="run")
    with open(target, "wb") as handle:
        done = 0
        for cut in [*cuts, len(data)]:
            handle.write(data[done:cut])
            handle.flush()
            done = cut
            tail.poll()  # a cut inside a record or a line must never raise
    return tail


def _same_series(tail: FileTail, whole: Path) -> None:
    expected = read_run(whole)
    got = tail.series()
    assert set(got) == set(expected.series)
    for name, series in expected.series.items():
        np.testing.assert_array_equal(got[name].step, series.step)
        np.testing.assert_array_equal(got[name].value, series.value)


def test_event_file_cut_anywhere_reads_the_same_series(tmp_path: Path) -> None:
    tensorboard = pytest.importorskip("torch.utils.tensorboard")
    writer = tensorboard.SummaryWriter(str(tmp_path / "src"))
    for step in range(40):
        writer.add_scalar("train/loss", 1.0 / (step + 1), step)
        writer.add_scalar("val/loss", 2.0 / (step + 1), step)
    writer.close()
    source = next((tmp_path / "src").glob("events.out.tfevents*"))
    data = source.read_bytes()
    # cuts inside the header, inside a length field, inside a payload and its CRC
    cuts = sorted({1, 7, 13, 40, 41, 100, 333, len(data) // 2, len(data) - 3})
    target = tmp_path / "live" / source.name
    target.parent.mkdir()
    tail = _grow(target, data, cuts, "tensorboard")
    assert tail.offset == len(data) and tail.pending == b""
    _same_series(tail, source)


def test_csv_half_written_row_waits_for_its_end(tmp_path: Path) -> None:
    rows = "".join(f"{s // 10},{s},{1.0 / (s + 1)!r}\n" for s in range(50))
    data = ("epoch,step,train_loss\n" + rows).encode()
    source = tmp_path / "whole.csv"
    source.write_bytes(data)
    cuts = [3, 22, 23, 30, 31, 200, len(data) - 2]
    tail = _grow(tmp_path / "metrics.csv", data, cuts, "csv")
    _same_series(tail, source)


def test_each_poll_reads_only_the_new_bytes(tmp_path: Path) -> None:
    target = tmp_path / "log.jsonl"
    target.write_bytes(b'{"step": 0, "train_loss": 1.0}\n')
    tail = FileTail(path=target, kind="jsonl", name="run")
    assert tail.poll() == (31, 1)
    added = b'{"step": 1, "train_loss": 0.5}\n{"step": 2, "train'
    with open(target, "ab") as handle:
        handle.write(added)
    read, points = tail.poll()
    assert read == len(added) and points == 1 and tail.pending == b'{"step": 2, "train'
    assert tail.poll() == (0, 0)


def test_shrunk_or_replaced_file_starts_over_with_a_note(tmp_path: Path) -> None:
    target = tmp_path / "metrics.csv"
    target.write_text("step,train_loss\n0,1.0\n1,0.9\n2,0.8\n")
    tail = FileTail(path=target, kind="csv", name="run")
    tail.poll()
    target.write_text("step,train_loss\n0,5.0\n")  # truncated and rewritten in place
    tail.poll()
    assert list(tail.series()["train_loss"].value) == [5.0]
    assert any("shrank" in n for n in tail.notes)
    replacement = tmp_path / "new.csv"
    replacement.write_text("step,train_loss,val_loss\n0,7.0,8.0\n1,6.0,7.5\n2,5.0,7.0\n")
    os.replace(replacement, target)  # a new inode under the same name
    tail.poll()
    assert list(tail.series()["train_loss"].value) == [7.0, 6.0, 5.0]
    assert any("replaced" in n for n in tail.notes)


def test_csv_without_a_step_column_numbers_rows_across_polls(tmp_path: Path) -> None:
    # The reader numbers rows from 0 in each chunk; followed in pieces, the steps
    # must still be those of the whole file.
    data = ("train_loss\n" + "".join(f"{1.0 / (s + 1)!r}\n" for s in range(30))).encode()
    source = tmp_path / "whole.csv"
    source.write_bytes(data)
    tail = _grow(tmp_path / "metrics.csv", data, [40, 41, 90, 150], "csv")
    _same_series(tail, source)
    assert list(tail.series()["train_loss"].step) == list(range(30))


def test_rows_numbered_for_a_step_column_of_fractions_count_on_across_polls(tmp_path: Path) -> None:
    # a step column that is not whole numbers: the row index is the step, and rows
    # read in a later poll go on from the rows read before (as without a step column)
    header = "step,loss\n"
    rows = "".join(f"{i + 0.5},{1.0 / (i + 1)}\n" for i in range(30))
    data = (header + rows).encode()
    whole = tmp_path / "whole" / "metrics.csv"
    whole.parent.mkdir()
    whole.write_bytes(data)
    grown = tmp_path / "grown"
    grown.mkdir()
    cuts = [len(header) + len(rows) // 3, len(header) + 2 * len(rows) // 3]
    _same_series(_grow(grown / "metrics.csv", data, cuts, "csv"), whole)
