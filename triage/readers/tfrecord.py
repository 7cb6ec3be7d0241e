"""TFRecord framing of TensorBoard event files: find every record, verify its
masked CRC-32C checksums, and report a truncated tail or corrupt records."""

from __future__ import annotations

import struct
from dataclasses import dataclass, field
from pathlib import Path

import crc32c
import numpy as np
import numpy.typing as npt

IntArray = npt.NDArray[np.int64]

# A record is: uint64 length | uint32 masked crc(length) | data | uint32 masked crc(data)
HEADER_BYTES = 12
FOOTER_BYTES = 4
FRAME_OVERHEAD = HEADER_BYTES + FOOTER_BYTES
_MASK_DELTA = 0xA282EAD8
_HEADER = struct.Struct("<QI")
_U32 = struct.Struct("<I")
_U64 = struct.Struct("<Q")

# The speculative walk guesses that the next records repeat the last few
# lengths (writers log the same tags in the same order every step); every
# guess is checked against the length fields, so a wrong guess costs nothing.
_MAX_PERIOD = 16
_MIN_CYCLES = 4
_MAX_CYCLES_PER_GUESS = 1 << 20


def masked_crc32c(data: bytes | memoryview) -> int:
    """The CRC-32C of `data`, masked as the TFRecord format stores it."""
    crc = crc32c.crc32c(data)
    return (((crc >> 15) | (crc << 17)) + _MASK_DELTA) & 0xFFFFFFFF


def _unmask(masked: npt.NDArray[np.uint32]) -> npt.NDArray[np.uint32]:
    rotated = masked.astype(np.uint32) - np.uint32(_MASK_DELTA)  # wraps modulo 2^32
    unmasked: npt.NDArray[np.uint32] = (rotated >> np.uint32(17)) | (rotated << np.uint32(15))
    return unmasked


@dataclass
class Frames:
    """Where the intact records of one file lie, and what was wrong with the rest.

    `starts`/`ends` delimit each verified record's data in `data`, in file
    order. Records whose data checksum failed are left out and counted in
    `crc_failures`; `truncated_at` is the offset of an incomplete last record
    (a file still being written); `corrupt_header_at` is where a length
    checksum failed, after which the framing cannot be trusted."""

    data: bytes
    starts: IntArray
    ends: IntArray
    crc_failures: int = 0
    crc_failure_offsets: list[int] = field(default_factory=list)
    truncated_at: int | None = None
    corrupt_header_at: int | None = None

    def __len__(self) -> int:
        return len(self.starts)


def first_record(path: Path, max_bytes: int = 1 << 20) -> bytes | None:
    """The data of the file's first record when its framing and both checksums
    hold, else None. Reads only that record (cheap enough for sniffing)."""
    try:
        with path.open("rb") as handle:
            header = handle.read(HEADER_BYTES)
            if len(header) < HEADER_BYTES:
                return None
            length, length_crc = _HEADER.unpack(header)
            if masked_crc32c(header[:8]) != length_crc or length > max_bytes:
                return None
            body = handle.read(length + FOOTER_BYTES)
    except OSError:
        return None
    if len(body) < length + FOOTER_BYTES:
        return None
    data = body[:length]
    if masked_crc32c(data) != _U32.unpack_from(body, length)[0]:
        return None
    return data


def frame_records(data: bytes) -> Frames:
    """Find and verify every record in the bytes of one event file."""
    size = len(data)
    view = memoryview(data)
    start_chunks: list[IntArray] = []
    length_chunks: list[IntArray] = []
    # records found one at a time (their checksums already verified)
    loose_starts: list[int] = []
    loose_lengths: list[int] = []
    recent: list[int] = []
    crc_failure_offsets: list[int] = []
    truncated_at: int | None = None
    corrupt_header_at: int | None = None
    pos = 0
    while pos < size:
        if len(recent) >= 2 * _MAX_PERIOD:
            jumped = _speculate(data, pos, recent[-2 * _MAX_PERIOD :])
            if jumped is not None:
                starts, lengths, pos, period = jumped
                _flush(loose_starts, loose_lengths, start_chunks, length_chunks)
                bad = _verify_batch(data, starts, lengths, period)
                if bad.size:
                    crc_failure_offsets.extend(int(s) - HEADER_BYTES for s in starts[bad])
                    keep = np.ones(len(starts), dtype=bool)
                    keep[bad] = False
                    starts, lengths = starts[keep], lengths[keep]
                start_chunks.append(starts)
                length_chunks.append(lengths)
                recent = []
                continue
        if pos + HEADER_BYTES > size:
            truncated_at = pos
            break
        length, length_crc = _HEADER.unpack_from(data, pos)
        if masked_crc32c(view[pos : pos + 8]) != length_crc:
            corrupt_header_at = pos
            break
        data_start = pos + HEADER_BYTES
        data_end = data_start + length
        if data_end + FOOTER_BYTES > size:
            truncated_at = pos
            break
        if masked_crc32c(view[data_start:data_end]) == _U32.unpack_from(data, data_end)[0]:
            loose_starts.append(data_start)
            loose_lengths.append(length)
        else:
            crc_failure_offsets.append(pos)
        recent.append(length)
        pos = data_end + FOOTER_BYTES
    _flush(loose_starts, loose_lengths, start_chunks, length_chunks)
    all_starts = np.concatenate(start_chunks) if start_chunks else np.zeros(0, dtype=np.int64)
    all_lengths = np.concatenate(length_chunks) if length_chunks else np.zeros(0, dtype=np.int64)
    return Frames(
        data=data,
        starts=all_starts,
        ends=all_starts + all_lengths,
        crc_failures=len(crc_failure_offsets),
        crc_failure_offsets=crc_failure_offsets,
        truncated_at=truncated_at,
        corrupt_header_at=corrupt_header_at,
    )


def _flush(
    loose_starts: list[int],
    loose_lengths: list[int],
    start_chunks: list[IntArray],
    length_chunks: list[IntArray],
) -> None:
    if loose_starts:
        start_chunks.append(np.asarray(loose_starts, dtype=np.int64))
        length_chunks.append(np.asarray(loose_lengths, dtype=np.int64))
        loose_starts.clear()
        loose_lengths.clear()


def _speculate(data: bytes, pos: int, recent: list[int]) -> tuple[IntArray, IntArray, int, int] | None:
    """Guess that the records from `pos` on repeat the period of `recent`; keep
    the whole cycles whose length fields and length checksums confirm it.

    Returns (data starts, lengths, next position, period) or None when no guess holds
    for at least _MIN_CYCLES cycles."""
    period = next(
        (p for p in range(1, _MAX_PERIOD + 1) if recent[-p:] == recent[-2 * p : -p]),
        None,
    )
    if period is None:
        return None
    pattern = recent[-period:]
    cycle_bytes = sum(pattern) + FRAME_OVERHEAD * period
    cycles = min((len(data) - pos) // cycle_bytes, _MAX_CYCLES_PER_GUESS)
    if cycles < _MIN_CYCLES:
        return None
    confirmed = cycles
    offset = pos
    offsets_in_cycle = []
    for length in pattern:
        offsets_in_cycle.append(offset - pos)
        lengths = np.ndarray((confirmed,), dtype="<u8", buffer=data, offset=offset, strides=(cycle_bytes,))
        length_crcs = np.ndarray(
            (confirmed,), dtype="<u4", buffer=data, offset=offset + 8, strides=(cycle_bytes,)
        )
        expected_crc = masked_crc32c(_U64.pack(length))
        wrong = np.flatnonzero((lengths != length) | (length_crcs != expected_crc))
        if wrong.size:
            confirmed = int(wrong[0])
            if confirmed < _MIN_CYCLES:
                return None
        offset += length + FRAME_OVERHEAD
    cycle_starts = pos + HEADER_BYTES + np.arange(confirmed, dtype=np.int64) * cycle_bytes
    starts = (cycle_starts[:, None] + np.asarray(offsets_in_cycle, dtype=np.int64)[None, :]).ravel()
    lengths_out = np.tile(np.asarray(pattern, dtype=np.int64), confirmed)
    return starts, lengths_out, pos + confirmed * cycle_bytes, period


def _verify_batch(data: bytes, starts: IntArray, lengths: IntArray, period: int) -> IntArray:
    """Indices of the records in a periodic batch whose data checksum fails.

    The records of one slot of the period share a length L and sit at a fixed
    stride. For each slot, the CRC-32C of all their data concatenated is
    computed in one pass and compared with the value the stored per-record
    CRCs give for that concatenation (crc(A + B) = Z_len(B)(crc(A)) ^ crc(B),
    Z being linear: "append len(B) zero bytes"), folded pairwise in a tree.
    Record k's error enters with the weight x^(8L(m-1-k)) mod P, so errors in
    different records, even identical ones, do not cancel out (unlike a plain
    XOR of the records). A slot that fails is checked record by record."""
    bad: list[IntArray] = []
    u8 = np.frombuffer(data, dtype=np.uint8)
    count = len(starts)
    cycle_bytes = int(starts[period] - starts[0]) if count > period else 0
    view = memoryview(data)
    for slot in range(period):
        slot_starts = starts[slot::period]
        length = int(lengths[slot])
        members = len(slot_starts)
        first = int(slot_starts[0])
        payloads = np.lib.stride_tricks.as_strided(
            u8[first:], shape=(members, length), strides=(cycle_bytes, 1), writeable=False
        )
        stored = np.ndarray(
            (members,), dtype="<u4", buffer=data, offset=first + length, strides=(cycle_bytes,)
        )
        concatenated = 0
        for block in range(0, members, _CRC_BLOCK_RECORDS):
            chunk = np.ascontiguousarray(payloads[block : block + _CRC_BLOCK_RECORDS])
            concatenated = crc32c.crc32c(chunk.tobytes(), concatenated)
        if _concatenated_crc(_unmask(stored), length) == concatenated:
            continue
        failing = [
            i
            for i, s in enumerate(slot_starts.tolist())
            if masked_crc32c(view[s : s + length]) != int(stored[i])
        ]
        bad.append(np.asarray(failing, dtype=np.int64) * period + slot)
    if not bad:
        return np.zeros(0, dtype=np.int64)
    return np.sort(np.concatenate(bad))


# records copied at a time to checksum a slot's concatenated data (bounds the copy)
_CRC_BLOCK_RECORDS = 1 << 14
_ALL_ONES = 0xFFFFFFFF


def _concatenated_crc(crcs: npt.NDArray[np.uint32] | npt.NDArray[np.uint64], length: int) -> int:
    """The CRC-32C of the concatenation of messages of `length` bytes each,
    from their own CRCs: fold neighbours pairwise, crc(A + B) = Z(crc(A)) ^ crc(B)
    where Z appends as many zero bytes as B holds."""
    values = crcs.astype(np.uint32)
    tables = _zero_append_tables(length)
    while len(values) > 1:
        if len(values) % 2:
            # an empty message (crc 0) in front changes nothing: a left operand's length is never used
            values = np.concatenate([np.zeros(1, dtype=np.uint32), values])
        left, right = values[0::2], values[1::2]
        values = _apply(tables, left) ^ right
        tables = _compose(tables, tables)
    return int(values[0]) if len(values) else 0


def _zero_append_tables(length: int) -> npt.NDArray[np.uint32]:
    """Z for `length` zero bytes as four 256-entry tables (one per byte of the
    CRC): Z(c) = T0[c & 255] ^ T1[c >> 8 & 255] ^ T2[c >> 16 & 255] ^ T3[c >> 24]."""
    zeros = bytes(length)
    # Z(c) = crc32c(zeros, c ^ ~0) ^ ~0 with the init/final inversions taken out: linear in c
    images = np.array(
        [crc32c.crc32c(zeros, (1 << bit) ^ _ALL_ONES) ^ _ALL_ONES for bit in range(32)], dtype=np.uint32
    )
    return _tables_from_images(images)


def _tables_from_images(images: npt.NDArray[np.uint32]) -> npt.NDArray[np.uint32]:
    """Byte tables of the linear map whose value on bit b is images[b]."""
    index = np.arange(256, dtype=np.uint32)
    tables = np.zeros((4, 256), dtype=np.uint32)
    for byte in range(4):
        for bit in range(8):
            tables[byte] ^= np.where(
                (index >> np.uint32(bit)) & np.uint32(1), images[8 * byte + bit], 0
            ).astype(np.uint32)
    return tables


def _apply(tables: npt.NDArray[np.uint32], values: npt.NDArray[np.uint32]) -> npt.NDArray[np.uint32]:
    out: npt.NDArray[np.uint32] = (
        tables[0][values & np.uint32(0xFF)]
        ^ tables[1][(values >> np.uint32(8)) & np.uint32(0xFF)]
        ^ tables[2][(values >> np.uint32(16)) & np.uint32(0xFF)]
        ^ tables[3][values >> np.uint32(24)]
    )
    return out


def _compose(outer: npt.NDArray[np.uint32], inner: npt.NDArray[np.uint32]) -> npt.NDArray[np.uint32]:
    """Tables of outer(inner(c)): appending the zeros of both."""
    basis = np.uint32(1) << np.arange(32, dtype=np.uint32)
    return _tables_from_images(_apply(outer, _apply(inner, basis)))
