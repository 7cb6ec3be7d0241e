"""A minimal TensorBoard event-file writer (scalars only) for when the
`tensorboard` package is absent: TFRecord framing, masked CRC32C, hand-encoded Event protos."""

from __future__ import annotations

import os
import socket
import struct
import time
from pathlib import Path
from typing import BinaryIO

_MASK_DELTA = 0xA282EAD8


def masked_crc32c(data: bytes) -> int:
    """TFRecord's masked CRC32C: rotate right by 15 bits and add a constant."""
    import crc32c

    crc = int(crc32c.crc32c(data)) & 0xFFFFFFFF
    return (((crc >> 15) | (crc << 17)) + _MASK_DELTA) & 0xFFFFFFFF


def frame_record(data: bytes) -> bytes:
    """One TFRecord: uint64 length, masked CRC of the length, data, masked CRC of the data."""
    length = struct.pack("<Q", len(data))
    return length + struct.pack("<I", masked_crc32c(length)) + data + struct.pack("<I", masked_crc32c(data))


def _varint(value: int) -> bytes:
    # protobuf encodes negative int64 as ten-byte two's complement
    value &= (1 << 64) - 1
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def _length_delimited(field: int, payload: bytes) -> bytes:
    return _varint((field << 3) | 2) + _varint(len(payload)) + payload


def encode_scalar_event(tag: str, value: float, step: int, wall_time: float) -> bytes:
    """An Event{wall_time=1, step=2, summary=5{value=1{tag=1, simple_value=2}}} as bytes."""
    summary_value = _length_delimited(1, tag.encode("utf-8")) + b"\x15" + struct.pack("<f", value)
    summary = _length_delimited(1, summary_value)
    return b"\x09" + struct.pack("<d", wall_time) + b"\x10" + _varint(step) + _length_delimited(5, summary)


def encode_scalars_event(
    pairs: list[tuple[str, float]], step: int, wall_time: float, prefixes: dict[str, bytes] | None = None
) -> bytes:
    """One Event whose Summary holds several scalars of the same step (one record, not one per tag).

    `prefixes` caches each tag's encoded Summary.Value up to its float (constant per tag), so a
    writer that sees the same tags every step encodes only the numbers."""
    cache: dict[str, bytes] = {} if prefixes is None else prefixes
    parts: list[bytes] = []
    for tag, value in pairs:
        prefix = cache.get(tag)
        if prefix is None:
            head = _length_delimited(1, tag.encode("utf-8")) + b"\x15"
            # Summary.value (field 1, length-delimited) holding tag + simple_value (4 bytes)
            prefix = cache[tag] = _varint((1 << 3) | 2) + _varint(len(head) + 4) + head
        parts.append(prefix + struct.pack("<f", value))
    return (
        b"\x09"
        + struct.pack("<d", wall_time)
        + b"\x10"
        + _varint(step)
        + _length_delimited(5, b"".join(parts))
    )


def encode_version_event(wall_time: float) -> bytes:
    """The first record of every event file: Event{wall_time, file_version="brain.Event:2"}."""
    return b"\x09" + struct.pack("<d", wall_time) + _length_delimited(3, b"brain.Event:2")


class EventFileWriter:
    """Writes scalar events to a new `events.out.tfevents.<time>.<host>.<pid>.triage` in `log_dir`.

    Records are buffered in memory and written on `flush()` (or when the
    buffer passes `flush_bytes`), so a reader never sees half a record
    unless the process dies mid-write, which readers tolerate."""

    def __init__(self, log_dir: str | os.PathLike[str], flush_bytes: int = 1 << 16) -> None:
        self.log_dir = Path(log_dir)
        self.log_dir.mkdir(parents=True, exist_ok=True)
        now = time.time()
        host, pid = socket.gethostname(), os.getpid()
        stamp = int(now)
        # `*.triage` tells discovery this file supplements the run's own logs in the same folder;
        # a second writer of the same process and second takes the next free stamp, never appends
        while True:
            self.path = self.log_dir / f"events.out.tfevents.{stamp}.{host}.{pid}.triage"
            try:
                self._file: BinaryIO | None = open(self.path, "xb")  # noqa: SIM115 - open until close()
                break
            except FileExistsError:
                stamp += 1
        self._pending: list[bytes] = [frame_record(encode_version_event(now))]
        self._pending_bytes = 0
        self._flush_bytes = flush_bytes
        self._prefixes: dict[str, bytes] = {}

    def add_scalar(self, tag: str, value: float, step: int, wall_time: float | None = None) -> None:
        record = frame_record(
            encode_scalar_event(tag, float(value), int(step), time.time() if wall_time is None else wall_time)
        )
        self._pending.append(record)
        self._pending_bytes += len(record)
        if self._pending_bytes >= self._flush_bytes:
            self.flush()

    def write_step(self, step: int, wall_time: float, pairs: list[tuple[str, float]]) -> None:
        """All scalars of one step as a single event."""
        record = frame_record(encode_scalars_event(pairs, int(step), wall_time, self._prefixes))
        self._pending.append(record)
        self._pending_bytes += len(record)
        if self._pending_bytes >= self._flush_bytes:
            self.flush()

    def flush(self) -> None:
        if self._file is None or not self._pending:
            return
        self._file.write(b"".join(self._pending))
        self._file.flush()
        self._pending = []
        self._pending_bytes = 0

    def close(self) -> None:
        if self._file is None:
            return
        self.flush()
        self._file.close()
        self._file = None
