"""Damaged event files: a truncated tail, checksum mismatches, corrupt headers,
empty and garbage files. Each gives a note or one clear InputError; nothing
under the input path is written."""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
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


def test_identical_damage_to_several_records_is_all_found(tmp_path: Path) -> None:
    path = tmp_path / "events.out.tfevents.1.big"
    write_raw_scalars(path, ["train/loss", "val/loss"], steps=3000)
    data = bytearray(path.read_bytes())
    offsets = record_offsets(bytes(data))
    # the same bit of two records of one tag and length: a plain XOR of the
    # records would let these two errors cancel out
    for victim in (1001, 2001):
        data[offsets[victim] + HEADER_BYTES + 1] ^= 0x01
    path.write_bytes(bytes(data))
    run = read_tensorboard(path)
    assert len(run.series["train/loss"]) == 3000 - 2 and len(run.series["val/loss"]) == 3000
    assert {500, 1000}.isdisjoint(run.series["train/loss"].step.tolist())
    assert any("skipped 2 record(s)" in note for note in run.notes)


@settings(max_examples=30, deadline=None, derandomize=True)
@given(
    st.integers(min_value=1, max_value=40),
    st.lists(st.binary(min_size=1, max_size=1), min_size=1, max_size=70),
)
def test_concatenated_crc_from_the_records_crcs(length: int, seeds: list[bytes]) -> None:
    import crc32c
    import numpy as np

    from triage.readers.tfrecord import _fold, _shift_table

    messages = [(seed * length)[:length] for seed in seeds]
    messages = [bytes((b + i) % 256 for i, b in enumerate(m)) for m in messages]
    crcs = np.array([crc32c.crc32c(m) for m in messages], dtype=np.uint32)
    assert _fold(crcs, _shift_table(length)) == crc32c.crc32c(b"".join(messages))


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
    roots = [
        tmp_path,
        real_logs / "lightning-tb-charlstm",
        real_logs / "keras-tb-validation",
        real_logs / "hf-t5-cnndm-slow",
    ]
    before = [snapshot(root) for root in roots]
    for root in roots:
        for run_dir in find_tensorboard_runs(root):
            read_tensorboard(run_dir)
    assert [snapshot(root) for root in roots] == before


def test_an_empty_event_file_beside_good_ones_is_noted(tmp_path: Path) -> None:
    write_records(tmp_path / "events.out.tfevents.1.h.0", events(5))
    (tmp_path / "events.out.tfevents.2.h.1").write_bytes(b"")
    run = read_tensorboard(tmp_path)
    assert len(run.series["loss"]) == 5
    assert run.notes == ["events.out.tfevents.2.h.1: skipped, empty file"]


def test_a_run_whose_only_event_file_is_empty_names_that_file(tmp_path: Path) -> None:
    empty = tmp_path / "events.out.tfevents.2.h.1"
    empty.write_bytes(b"")
    with pytest.raises(InputError, match="empty file") as raised:
        read_tensorboard(tmp_path)
    assert str(empty) in str(raised.value)


def test_records_that_are_not_events_are_skipped_with_a_note(tmp_path: Path) -> None:
    write_records(tmp_path / "events.out.tfevents.1.h.0", events(5))
    # framed and checksummed like an event file, but its records after the first are not events
    write_records(
        tmp_path / "events.out.tfevents.2.h.1", [file_version_event(2.0)] + [b"\x7d\x00\x00\x00\x00"] * 3
    )
    run = read_tensorboard(tmp_path)
    assert len(run.series["loss"]) == 5
    assert any("events.out.tfevents.2.h.1" in note and "not well-formed" in note for note in run.notes)


def test_one_unreadable_file_among_several_is_skipped_with_a_note(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    write_records(tmp_path / "events.out.tfevents.1.h.0", events(5))
    locked = write_records(tmp_path / "events.out.tfevents.2.h.1", events(3, tag="other"))
    real_read_bytes = Path.read_bytes

    def read_bytes(self: Path) -> bytes:
        # tests run as root, so a permission error is simulated
        if self == locked:
            raise PermissionError(13, "Permission denied")
        return real_read_bytes(self)

    monkeypatch.setattr(Path, "read_bytes", read_bytes)
    run = read_tensorboard(tmp_path)
    assert set(run.series) == {"loss"}
    (note,) = run.notes
    assert str(locked) in note and "Permission denied" in note
    with pytest.raises(InputError, match="Permission denied"):
        read_tensorboard(locked)


@settings(max_examples=60, deadline=None)
@given(payloads=st.lists(st.binary(max_size=60), min_size=1, max_size=12))
def test_framed_random_payloads_never_crash(tmp_path_factory, payloads: list[bytes]) -> None:
    path = tmp_path_factory.mktemp("fuzz") / "events.out.tfevents.1.h"
    write_records(path, [file_version_event(1.0), *payloads])
    try:
        run = read_tensorboard(path)
    except InputError as error:
        assert str(path) in str(error)
    else:
        assert all(len(s.step) == len(s.value) == len(s.wall_time) for s in run)


@settings(max_examples=60, deadline=None)
@given(flips=st.lists(st.tuples(st.integers(0, 10**6), st.integers(1, 255)), min_size=1, max_size=4))
def test_damaged_bytes_anywhere_never_crash(tmp_path_factory, flips: list[tuple[int, int]]) -> None:
    path = tmp_path_factory.mktemp("flip") / "events.out.tfevents.1.h"
    write_records(path, events(40))
    data = bytearray(path.read_bytes())
    for position, mask in flips:
        data[position % len(data)] ^= mask
    path.write_bytes(bytes(data))
    try:
        run = read_tensorboard(path)
    except InputError as error:
        assert str(path) in str(error)
    else:
        # every point that survived is one that was written
        written = {(s, s * 0.5, 10.0 + s) for s in range(40)}
        for series in run:
            points = zip(series.step.tolist(), series.value.tolist(), series.wall_time.tolist(), strict=True)
            assert series.name != "loss" or set(points) <= written
