"""The TFRecord framer against a plain sequential walk: any mix of record
lengths (no period to rely on), flipped bytes, truncation, and records whose
data holds something that looks like a record header."""

from __future__ import annotations

import struct
from pathlib import Path
from unittest import mock

import crc32c
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tb_writers import frame, masked_crc

from triage.readers import tfrecord
from triage.readers.tfrecord import HEADER_BYTES, frame_records


def reference_walk(data: bytes) -> tuple[list[tuple[int, int]], list[int], int | None, int | None]:
    """The TFRecord format read one record at a time, as its definition says:
    ((data start, data end) of intact records, offsets of records whose data
    checksum fails, truncated-at, corrupt-header-at)."""
    pos, intact, failed = 0, [], []
    while pos < len(data):
        if pos + 12 > len(data):
            return intact, failed, pos, None
        length, length_crc = struct.unpack_from("<QI", data, pos)
        if masked_crc(data[pos : pos + 8]) != length_crc:
            return intact, failed, None, pos
        end = pos + 12 + length
        if end + 4 > len(data):
            return intact, failed, pos, None
        if masked_crc(data[pos + 12 : end]) == struct.unpack_from("<I", data, end)[0]:
            intact.append((pos + 12, end))
        else:
            failed.append(pos)
        pos = end + 4
    return intact, failed, None, None


def check_against_reference(data: bytes) -> None:
    frames = frame_records(data)
    intact, failed, truncated_at, corrupt_at = reference_walk(data)
    assert list(zip(frames.starts.tolist(), frames.ends.tolist(), strict=True)) == intact
    assert frames.crc_failure_offsets == failed and frames.crc_failures == len(failed)
    assert frames.truncated_at == truncated_at
    assert frames.corrupt_header_at == corrupt_at


payloads = st.lists(st.binary(min_size=0, max_size=90), min_size=0, max_size=120)


@settings(max_examples=100, derandomize=True, deadline=None)
@given(payloads, st.lists(st.tuples(st.integers(0, 1 << 20), st.integers(1, 255)), max_size=4))
def test_framing_matches_the_sequential_definition(
    records: list[bytes], flips: list[tuple[int, int]]
) -> None:
    data = bytearray(b"".join(frame(p) for p in records))
    for at, mask in flips:
        if data:
            data[at % len(data)] ^= mask
    check_against_reference(bytes(data))


@settings(max_examples=60, derandomize=True, deadline=None)
@given(payloads, st.integers(0, 1 << 20))
def test_truncation_anywhere_stops_at_the_last_whole_record(records: list[bytes], cut: int) -> None:
    data = b"".join(frame(p) for p in records)
    check_against_reference(data[: cut % (len(data) + 1)])


def test_one_flipped_byte_in_a_long_regular_file_names_that_record() -> None:
    # many records of each length, so the grouped check (not the one-by-one one) finds the damage
    records = [frame(struct.pack("<dI", 1.7e9 + i, i) + b"x" * (i % 3)) for i in range(3000)]
    offsets = np.cumsum([0] + [len(r) for r in records])
    data = bytearray(b"".join(records))
    for victim in (0, 1234, 2999):
        damaged = bytearray(data)
        damaged[int(offsets[victim]) + HEADER_BYTES + 3] ^= 0x10
        frames = frame_records(bytes(damaged))
        assert frames.crc_failure_offsets == [int(offsets[victim])]
        assert len(frames) == 2999
    # two errors of the same pattern in records of the same length do not cancel out
    damaged = bytearray(data)
    for victim in (999, 1002):
        damaged[int(offsets[victim]) + HEADER_BYTES + 1] ^= 0x01
    assert frame_records(bytes(damaged)).crc_failure_offsets == [int(offsets[999]), int(offsets[1002])]


def test_a_header_hidden_inside_record_data_is_not_followed() -> None:
    # a record whose data embeds a whole valid record: the walk must step over it
    inner = frame(b"inner record")
    records = [frame(b"a" * 5), frame(b"<" + inner + b">"), frame(inner), frame(b"z")]
    data = b"".join(records)
    check_against_reference(data)
    frames = frame_records(data)
    assert [data[s:e] for s, e in zip(frames.starts, frames.ends, strict=True)] == [
        b"a" * 5,
        b"<" + inner + b">",
        inner,
        b"z",
    ]


def test_masked_crc_of_lengths_matches_the_library() -> None:
    from triage.readers.tfrecord import _masked_crc_of_lengths

    rng = np.random.default_rng(0)
    lengths = np.concatenate(
        [rng.integers(0, 1 << 32, 500, dtype=np.uint64), np.arange(300, dtype=np.uint64)]
    )
    expected = [masked_crc(struct.pack("<Q", int(n))) for n in lengths]
    assert _masked_crc_of_lengths(lengths).tolist() == expected
    assert crc32c.crc32c(b"123456789") == 0xE3069283  # the CRC-32C check value


@settings(max_examples=60, derandomize=True, deadline=None)
@given(
    st.lists(st.binary(min_size=0, max_size=400), min_size=1, max_size=60),
    st.lists(st.tuples(st.integers(0, 1 << 20), st.integers(1, 255)), max_size=3),
    st.integers(17, 300),
)
def test_framing_in_many_windows_matches_the_sequential_definition(
    records: list[bytes], flips: list[tuple[int, int]], window: int
) -> None:
    # windows far smaller than the file: a window boundary inside a record, a
    # damaged length in a later window, a truncated tail after several windows
    data = bytearray(b"".join(frame(p) for p in records))
    for at, mask in flips:
        data[at % len(data)] ^= mask
    with mock.patch.object(tfrecord, "_WINDOW", window):
        check_against_reference(bytes(data))
        check_against_reference(bytes(data[: len(data) * 2 // 3]))


def test_a_flipped_byte_in_a_histogram_record_is_that_records_damage(tmp_path: Path) -> None:
    # a real torch file: scalars every step, histograms of two layers every 5th
    torch = pytest.importorskip("torch")
    from torch.utils.tensorboard import SummaryWriter

    from triage.readers.tensorboard import read_tensorboard

    torch.set_num_threads(1)
    rng = np.random.default_rng(0)
    writer = SummaryWriter(log_dir=str(tmp_path))
    for step in range(40):
        writer.add_scalar("train/loss", 1.0 / (step + 1), step)
        if step % 5 == 0:
            for layer in ("fc1", "fc2"):
                writer.add_histogram(f"{layer}.weight", rng.normal(size=2000), step)
    writer.close()
    (path,) = tmp_path.glob("events.out.tfevents.*")
    data = path.read_bytes()
    intact, failed, truncated_at, corrupt_at = reference_walk(data)
    assert not failed and truncated_at is None and corrupt_at is None
    lengths = [end - start for start, end in intact]
    longest = int(np.argmax(lengths))  # a histogram: kilobytes, where a scalar is tens of bytes
    assert lengths[longest] > 1000 > max(n for n in lengths if n < 1000)
    start, end = intact[longest]
    damaged = bytearray(data)
    damaged[(start + end) // 2] ^= 0x40  # a byte in the middle of its bucket counts
    frames = frame_records(bytes(damaged))
    assert frames.crc_failure_offsets == [start - HEADER_BYTES]
    assert len(frames) == len(intact) - 1
    damaged_path = tmp_path / "damaged" / path.name
    damaged_path.parent.mkdir()
    damaged_path.write_bytes(bytes(damaged))
    run = read_tensorboard(damaged_path.parent)
    assert len(run.series["train/loss"]) == 40
    assert sum(len(h.step) for h in run.histograms.values()) == 2 * 8 - 1
    assert any("checksum does not match" in note for note in run.notes)
