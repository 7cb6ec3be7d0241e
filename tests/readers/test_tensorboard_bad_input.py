"""Damaged event files: a truncated tail, checksum mismatches, corrupt headers,
empty and garbage files. Each gives a note or one clear InputError; nothing
under the input path is written."""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

import pytest
from tb_writers import file_version_event, frame, simple_value_event, write_raw_scalars, write_records

from triage.errors import InputError
from triage.readers.tensorboard import find_tensorboard_runs, is_event_file, read_tensorboard
from triage.readers.tfrecord import HEADER_BYTES, frame_records


def events(count: int, tag: str = "loss") -> list[bytes]:
    return [file_version_event(1.0)] + [simple_value_event(tag, s, s * 0.5, 10.0 + s) for s in range(count)]


def record_offsets(data: bytes) -> list[int]:
    return [int(s) - HEADER_BYTES for s in frame_records(data).starts]


def test_truncated_last_record_is_read_up_to_with_a_note(tmp_path: Path) -> None:
    path = write_records(tmp_path / "events.out.tfevents.1.h", events(50))
    data = path.read_bytes()
    path.write_bytes(data[: len(data) - 7])  # a writer caught mid-record
    run = read_tensorboard(tmp_path)
    assert run.series["loss"].step.tolist() == list(range(49))
    (note,) = run.notes
    assert "incomplete" in note and path.name in note


@pytest.mark.parametrize("records", [30, 5000])  # one-by-one framing, and the batched fast path
def test_a_checksum_mismatch_skips_exactly_that_record(tmp_path: Path, records: int) -> None:
    path = write_records(tmp_path / "events.out.tfevents.1.h", events(records))
    data = bytearray(path.read_bytes())
    victim = records // 2  # the summary event of step victim-1 (record 0 is the file version)
    offsets = record_offsets(bytes(data))
    data[offsets[victim] + HEADER_BYTES + 3] ^= 0x40
    path.write_bytes(bytes(data))
    run = read_tensorboard(tmp_path)
    steps = run.series["loss"].step.tolist()
    assert steps == [s for s in range(records) if s != victim - 1]
    (note,) = run.notes
    assert "skipped 1 record(s) whose checksum does not match" in note


def test_several_bad_records_in_one_batch_are_all_found(tmp_path: Path) -> None:
    path = tmp_path / "events.out.tfevents.1.big"
    write_raw_scalars(path, ["train/loss", "val/loss"], steps=3000)
    data = bytearray(path.read_bytes())
    offsets = record_offsets(bytes(data))
    # two records of the same tag and length: their errors must not cancel out
    for victim in (1001, 2001, 4001):
        data[offsets[victim] + HEADER_BYTES + 1] ^= 0x01
    path.write_bytes(bytes(data))
    run = read_tensorboard(path)
    assert len(run.series["train/loss"]) + len(run.series["val/loss"]) == 6000 - 3
    assert 500 not in run.series["train/loss"].step.tolist()
    assert any("skipped 3 record(s)" in note for note in run.notes)


def test_a_corrupt_length_stops_reading_with_a_note(tmp_path: Path) -> None:
    path = write_records(tmp_path / "events.out.tfevents.1.h", events(20))
    data = bytearray(path.read_bytes())
    data[record_offsets(bytes(data))[11]] ^= 0x02
    path.write_bytes(bytes(data))
    run = read_tensorboard(tmp_path)
    assert run.series["loss"].step.tolist() == list(range(10))
    assert any("header corrupt" in note for note in run.notes)


def test_empty_file_is_one_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "events.out.tfevents.1.h"
    path.write_bytes(b"")
    with pytest.raises(InputError, match="empty file") as raised:
        read_tensorboard(path)
    assert str(path) in str(raised.value) and "\n" not in str(raised.value)


@pytest.mark.parametrize(
    "content",
    [b"\x00" * 64, os.urandom(200), b"step,loss\n1,0.5\n", b"\x01\x02\x03"],
    ids=["zeros", "random", "csv", "short"],
)
def test_garbage_is_one_clear_error(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "events.out.tfevents.1.h"
    path.write_bytes(content)
    assert not is_event_file(path)
    with pytest.raises(InputError, match="not a TensorBoard event file") as raised:
        read_tensorboard(path)
    assert str(path) in str(raised.value)


def test_well_framed_records_that_are_not_events(tmp_path: Path) -> None:
    path = tmp_path / "data.tfrecord"
    # framed and checksummed, but an Event has no field 15 with a fixed32 wire type
    path.write_bytes(frame(b"\x7d\x00\x00\x00\x00") * 3)
    assert not is_event_file(path)
    with pytest.raises(InputError, match="not Event messages"):
        read_tensorboard(path)


def test_a_directory_without_event_files_is_an_error(tmp_path: Path) -> None:
    (tmp_path / "metrics.csv").write_text("step,loss\n1,2\n")
    assert find_tensorboard_runs(tmp_path) == []
    with pytest.raises(InputError, match="no TensorBoard event files"):
        read_tensorboard(tmp_path)


def snapshot(root: Path) -> dict[str, tuple[int, str]]:
    return {
        str(p.relative_to(root)): (p.stat().st_mtime_ns, hashlib.sha256(p.read_bytes()).hexdigest())
        for p in sorted(root.rglob("*"))
        if p.is_file()
    }


def test_reading_writes_nothing_under_the_input(tmp_path: Path, real_logs: Path) -> None:
    path = write_records(tmp_path / "run" / "events.out.tfevents.1.h", events(40))
    path.write_bytes(path.read_bytes()[:-3])
    roots = [tmp_path, real_logs / "lightning-tb-charlstm", real_logs / "keras-tb-validation",
             real_logs / "hf-t5-cnndm-slow"]
    before = [snapshot(root) for root in roots]
    for root in roots:
        for run_dir in find_tensorboard_runs(root):
            read_tensorboard(run_dir)
    assert [snapshot(root) for root in roots] == before
