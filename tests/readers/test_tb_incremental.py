"""read_event_bytes: the incremental entry point a follower of a growing event
file uses. Pieces fed with the carried-over tail read to the same series as the
whole file, and a half-written last record is left for the next call."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tb_writers import event_files, file_version_event, frame, simple_value_event, write_torch_scalars

from triage.model import Run
from triage.readers.tensorboard import read_event_bytes, read_tensorboard


def _torch_file(tmp_path: Path) -> bytes:
    pytest.importorskip("torch")
    write_torch_scalars(
        tmp_path,
        {
            "train/loss": [(step, 2.0 / (step + 1), 1.7e9 + step) for step in range(3)],
            "val/loss": [(step, 1.5 / (step + 1), 1.7e9 + step + 0.5) for step in (0, 2)],
        },
    )
    (path,) = event_files(tmp_path)
    return path.read_bytes()


def _points(runs: list[Run]) -> dict[str, list[tuple[int, float, float]]]:
    merged: dict[str, list[tuple[int, float, float]]] = {}
    for run in runs:
        for series in run:
            merged.setdefault(series.name, []).extend(
                zip(series.step.tolist(), series.value.tolist(), series.wall_time.tolist(), strict=True)
            )
    return merged


def _feed(data: bytes, cuts: list[int]) -> tuple[list[Run], int]:
    """Feed data in the pieces `cuts` delimits, carrying each unconsumed tail over."""
    runs: list[Run] = []
    pending = b""
    done = 0
    for start, end in zip([0, *cuts], [*cuts, len(data)], strict=True):
        pending += data[start:end]
        run, consumed = read_event_bytes(pending, name="events", source="growing")
        assert 0 <= consumed <= len(pending)
        assert not any("incomplete" in note for note in run.notes)
        runs.append(run)
        pending = pending[consumed:]
        done += consumed
    return runs, done


def test_a_file_split_at_every_byte_reads_to_the_same_series(tmp_path: Path) -> None:
    data = _torch_file(tmp_path)
    whole = _points([read_tensorboard(tmp_path)])
    assert len(whole["train/loss"]) == 3 and len(whole["val/loss"]) == 2
    for cut in range(len(data) + 1):
        runs, consumed = _feed(data, [cut])
        assert consumed == len(data)
        assert _points(runs) == whole, f"split at byte {cut}"
        assert [note for run in runs for note in run.notes] == []


def test_a_half_written_record_is_not_consumed_and_not_noted() -> None:
    records = [frame(file_version_event(1.7e9))] + [
        frame(simple_value_event("loss", step, 1.0 / (step + 1), 1.7e9 + step)) for step in range(4)
    ]
    data = b"".join(records)
    whole_records = len(b"".join(records[:3]))
    for cut in range(whole_records + 1, whole_records + len(records[3])):
        run, consumed = read_event_bytes(data[:cut], name="events", source="growing")
        assert consumed == whole_records
        assert run.notes == []
        assert run.series["loss"].step.tolist() == [0, 1]


def test_a_damaged_record_is_consumed_and_noted() -> None:
    records = [frame(simple_value_event("loss", step, float(step), 1.7e9 + step)) for step in range(3)]
    damaged = bytearray(b"".join(records))
    damaged[len(records[0]) + 14] ^= 0xFF  # inside the second record's data
    run, consumed = read_event_bytes(bytes(damaged), name="events", source="growing")
    assert consumed == len(damaged)
    assert run.series["loss"].step.tolist() == [0, 2]
    assert any("checksum" in note for note in run.notes)


def test_header_only_bytes_give_no_series() -> None:
    data = frame(file_version_event(1.7e9))
    run, consumed = read_event_bytes(data, name="events", source="growing")
    assert consumed == len(data) and run.series == {}


@settings(max_examples=25, derandomize=True, deadline=None)
@given(cuts=st.lists(st.integers(min_value=0, max_value=2000), max_size=6))
def test_any_sequence_of_pieces_reads_to_the_same_series(cuts: list[int]) -> None:
    records = [frame(file_version_event(1.7e9))]
    for step in range(12):
        records.append(
            frame(simple_value_event("train/loss", step, float(np.float32(1 / (step + 1))), 1.7e9 + step))
        )
        if step % 4 == 0:
            records.append(frame(simple_value_event("val/loss", step, float(step), 1.7e9 + step)))
    data = b"".join(records)
    points = sorted({min(cut, len(data)) for cut in cuts})
    runs, consumed = _feed(data, points)
    assert consumed == len(data)
    whole, whole_consumed = read_event_bytes(data, name="events", source="whole")
    assert whole_consumed == len(data)
    assert _points(runs) == _points([whole])


@settings(max_examples=60, derandomize=True, deadline=None)
@given(
    st.lists(st.tuples(st.integers(0, 1 << 16), st.integers(1, 255)), max_size=5),
    st.integers(0, 1 << 16),
)
def test_damaged_bytes_never_raise(flips: list[tuple[int, int]], cut: int) -> None:
    records = [frame(file_version_event(1.7e9))]
    records += [
        frame(simple_value_event("train/loss", step, 1.0 / (step + 1), 1.7e9 + step)) for step in range(20)
    ]
    data = bytearray(b"".join(records))
    for at, mask in flips:
        data[at % len(data)] ^= mask
    piece = bytes(data[: cut % (len(data) + 1)])
    run, consumed = read_event_bytes(piece, name="events", source="growing")
    assert 0 <= consumed <= len(piece)
    assert sum(len(series) for series in run) <= 20
