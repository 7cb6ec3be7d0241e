"""TFRecord framing of TensorBoard event files: find every record, verify its
masked CRC-32C checksums, and report a truncated tail or corrupt records."""

from __future__ import annotations

import struct
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import crc32c
import numpy as np
import numpy.typing as npt

IntArray = npt.NDArray[np.int64]
# byte offsets into one file: uint32 for a file under 4 GiB (half the memory of
# int64 at 1e6 records a file), else int64
Offsets = npt.NDArray[Any]

# A record is: uint64 length | uint32 masked crc(length) | data | uint32 masked crc(data)
HEADER_BYTES = 12
FOOTER_BYTES = 4
FRAME_OVERHEAD = HEADER_BYTES + FOOTER_BYTES
_MASK_DELTA = 0xA282EAD8
_HEADER = struct.Struct("<QI")
_U32 = struct.Struct("<I")


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
    order (`Offsets`: convert before arithmetic that can go negative).
    Records whose data checksum failed are left out and counted in
    `crc_failures`; `truncated_at` is the offset of an incomplete last record
    (a file still being written); `corrupt_header_at` is where a length
    checksum failed, after which the framing cannot be trusted."""

    data: bytes
    starts: Offsets
    ends: Offsets
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
    """Find and verify every record in the bytes of one event file.

    The records are followed from offset 0, each length leading to the next
    record: one Python step a record, whatever its size, so a histogram's
    kilobytes cost no more than a scalar's few dozen bytes, and the time does
    not depend on how the records repeat. The lengths' checksums are verified
    a window at a time (`_walk_window`) and every record's data checksum after
    the walk (`_data_checksums_match`)."""
    size = len(data)
    offset_type: npt.DTypeLike = np.uint32 if size < 1 << 32 else np.int64
    head_parts: list[Offsets] = []
    length_parts: list[npt.NDArray[np.uint32]] = []
    truncated_at: int | None = None
    corrupt_header_at: int | None = None
    pos = 0
    while pos < size and truncated_at is None and corrupt_header_at is None:
        heads, lengths, pos, truncated_at, corrupt_header_at = _walk_window(
            data, pos, min(size, pos + _WINDOW)
        )
        head_parts.append(heads.astype(offset_type))
        length_parts.append(lengths)
    starts: Offsets = np.concatenate(head_parts) if head_parts else np.zeros(0, dtype=offset_type)
    lengths = np.concatenate(length_parts) if length_parts else np.zeros(0, dtype=np.uint32)
    del head_parts, length_parts
    starts += HEADER_BYTES  # in place: the headers' offsets are no longer needed
    intact = _data_checksums_match(data, starts, lengths)
    ends: Offsets = starts + lengths
    del lengths
    crc_failure_offsets: list[int] = []
    if not intact.all():
        crc_failure_offsets = (starts[~intact] - HEADER_BYTES).tolist()
        starts, ends = starts[intact], ends[intact]
    return Frames(
        data=data,
        starts=starts,
        ends=ends,
        crc_failures=len(crc_failure_offsets),
        crc_failure_offsets=crc_failure_offsets,
        truncated_at=truncated_at if size else None,
        corrupt_header_at=corrupt_header_at,
    )


# Bytes of headers walked before their checksums are verified: a damaged length
# sends the walk astray for at most this many bytes (about _WINDOW / 16 steps).
_WINDOW = 1 << 20
_LENGTH = struct.Struct("<Q")


def _walk_window(
    data: bytes, pos: int, stop: int
) -> tuple[IntArray, npt.NDArray[np.uint32], int, int | None, int | None]:
    """Follow the records whose headers begin in [pos, stop): (their header
    offsets, their data lengths, where the next record begins, offset of an
    incomplete last record, offset of the first header whose checksum fails).

    The lengths are trusted only once their checksums are verified, all at
    once after the walk; the records from the first failing one on are
    dropped (past a damaged length the framing cannot be trusted)."""
    size = len(data)
    found: list[int] = []
    add = found.append
    unpack = _LENGTH.unpack_from
    overhead = FRAME_OVERHEAD  # a local: no global lookup in the loop
    # the loop is the reader's one step per record: a single comparison and one C call
    limit = min(stop, size - HEADER_BYTES + 1)
    while pos < limit:
        add(pos)
        pos += unpack(data, pos)[0] + overhead
    heads = np.array(found, dtype=np.int64)
    lengths = _gather(data, heads, "<u8")
    stored = _gather(data, heads + 8, "<u4")
    small = lengths < np.uint64(1 << 32)
    intact = small & (_masked_crc_of_lengths(np.where(small, lengths, np.uint64(0))) == stored)
    for k in np.flatnonzero(~small).tolist():
        # a length of 2^32 or more (it cannot fit the file): its checksum computed alone
        intact[k] = masked_crc32c(data[found[k] : found[k] + 8]) == int(stored[k])
    truncated_at: int | None = None
    corrupt_header_at: int | None = None
    if not intact.all():
        first_bad = int(np.argmin(intact))
        corrupt_header_at = pos = found[first_bad]
        heads, lengths = heads[:first_bad], lengths[:first_bad]
    elif len(heads) and int(heads[-1]) + FRAME_OVERHEAD + int(lengths[-1]) > size:
        # only the last record of the file can run past its end
        truncated_at = int(heads[-1])
        heads, lengths = heads[:-1], lengths[:-1]
    elif pos < size and pos + HEADER_BYTES > size:
        truncated_at = pos  # fewer bytes left than a header
    return heads, lengths.astype(np.uint32), pos, truncated_at, corrupt_header_at


def _gather(data: bytes, offsets: Offsets, dtype: str) -> npt.NDArray[Any]:
    """The little-endian numbers of type `dtype` stored at each byte offset."""
    width = np.dtype(dtype).itemsize
    every_offset = np.ndarray((max(len(data) - width + 1, 0),), dtype=dtype, buffer=data, strides=(1,))
    found: npt.NDArray[Any] = every_offset[offsets]
    return found


def _length_crc_tables() -> tuple[npt.NDArray[np.uint32], npt.NDArray[np.uint32]]:
    """CRC-32C is affine in its message, and the masking's rotation is linear:
    for a length n < 2^32 (8 little-endian bytes, the high 4 zero),
    masked_crc32c(n) = (LOW[n & 0xFFFF] ^ HIGH[n >> 16]) + _MASK_DELTA.
    LOW holds the rotated CRC of the length's low 16 bits alone, HIGH the
    rotated change its high 16 bits make."""
    zero = crc32c.crc32c(bytes(8))
    one_byte = np.zeros((4, 256), dtype=np.uint32)  # the change byte b at position k makes
    for position in range(4):
        for byte in range(256):
            message = bytearray(8)
            message[position] = byte
            one_byte[position, byte] = crc32c.crc32c(bytes(message)) ^ zero
    half = np.arange(1 << 16, dtype=np.uint32)
    low = one_byte[0][half & 0xFF] ^ one_byte[1][half >> 8] ^ np.uint32(zero)
    high = one_byte[2][half & 0xFF] ^ one_byte[3][half >> 8]
    return _rotate(low), _rotate(high)


def _rotate(crc: npt.NDArray[np.uint32]) -> npt.NDArray[np.uint32]:
    rotated: npt.NDArray[np.uint32] = (crc >> np.uint32(15)) | (crc << np.uint32(17))
    return rotated


_LOW_HALF_CRC, _HIGH_HALF_CRC = _length_crc_tables()


def _masked_crc_of_lengths(lengths: npt.NDArray[Any]) -> npt.NDArray[np.uint32]:
    """masked_crc32c of each length's 8 little-endian bytes, for lengths < 2^32."""
    low = lengths.astype(np.uint32, copy=False)
    masked: npt.NDArray[np.uint32] = (
        _LOW_HALF_CRC[low & np.uint32(0xFFFF)] ^ _HIGH_HALF_CRC[low >> np.uint32(16)]
    ) + np.uint32(_MASK_DELTA)  # wraps modulo 2^32
    return masked


def _data_checksums_match(
    data: bytes, starts: Offsets, lengths: npt.NDArray[np.uint32]
) -> npt.NDArray[np.bool_]:
    """For each record, whether its data's masked CRC-32C equals the stored one.

    Records of one length are checked together (`_group_checksum_holds`); a
    group that fails, and the records of lengths too rare or too long to
    group, are checked one C call per record."""
    count = len(starts)
    matches = np.ones(count, dtype=bool)
    if not count:
        return matches
    stored = _unmask(_gather(data, starts + lengths, "<u4"))
    # as 16-bit keys (records under 64 KiB, as scalars are) numpy's stable sort is a radix sort
    order = np.argsort(lengths.astype(np.uint16) if int(lengths.max()) < 1 << 16 else lengths, kind="stable")
    bounds = np.flatnonzero(np.diff(lengths[order])) + 1
    one_by_one: list[npt.NDArray[np.intp]] = []
    for group in np.split(order, bounds):
        length = int(lengths[group[0]])
        if len(group) < _MIN_GROUP or length > _MAX_GROUPED_LENGTH:
            one_by_one.append(group)
        elif not _group_checksum_holds(data, starts[group], length, stored[group]):
            one_by_one.append(group)
    if one_by_one:
        picked = np.concatenate(one_by_one)
        view = memoryview(data)
        computed = np.fromiter(
            (
                crc32c.crc32c(view[start : start + length])
                for start, length in zip(starts[picked].tolist(), lengths[picked].tolist(), strict=True)
            ),
            dtype=np.uint32,
            count=len(picked),
        )
        matches[picked] = computed == stored[picked]
    return matches


# Records of one length checked together when there are at least _MIN_GROUP of
# them (below that one call per record is as fast) and they are at most
# _MAX_GROUPED_LENGTH bytes long (building the first shift table costs 1,024
# passes over that many zero bytes).
_MIN_GROUP = 64
_MAX_GROUPED_LENGTH = 1 << 12
# records copied at a time to checksum a group's concatenated data (bounds the copy)
_COPY_RECORDS = 1 << 15


def _group_checksum_holds(data: bytes, starts: Offsets, length: int, stored: npt.NDArray[np.uint32]) -> bool:
    """Whether every record of `length` bytes at `starts` has the checksum stored for it.

    CRC-32C of a concatenation follows from the parts' CRCs:
    crc(A + B) = shift(crc(A), len(B)) ^ crc(B), where shift (the CRC
    register run over len(B) zero bytes) is linear. So one C call over the
    records' data laid end to end must equal the stored CRCs folded pairwise
    (a tree: neighbours first, then pairs of pairs, the shift doubling at each
    level). A damaged record k enters the fold shifted by (n-1-k) lengths,
    which no other record's error can cancel (distinct shifts are distinct
    powers of x modulo the CRC polynomial)."""
    # the `length` bytes from each offset as one opaque item: a gather copies them whole
    records = np.ndarray(
        (len(data) - length + 1,), dtype=np.dtype((np.void, length)), buffer=data, strides=(1,)
    )
    concatenated = 0
    for first in range(0, len(starts), _COPY_RECORDS):
        block = records[starts[first : first + _COPY_RECORDS]]
        concatenated = crc32c.crc32c(block.data, concatenated)
    return _fold(stored, _shift_table(length)) == concatenated


def _shift_table(length: int) -> npt.NDArray[np.uint32]:
    """The linear map "run the CRC register over `length` zero bytes", as a
    4 x 256 table: shift(c) = T[0][c & 255] ^ T[1][c >> 8 & 255] ^ ..."""
    zeros = bytes(length)
    offset = crc32c.crc32c(zeros, 0)
    table = np.zeros((4, 256), dtype=np.uint32)
    for position in range(4):
        for byte in range(256):
            # crc32c(zeros, c) is affine in c; taking crc32c(zeros, 0) out leaves the linear part
            table[position, byte] = crc32c.crc32c(zeros, byte << (8 * position)) ^ offset
    return table


def _apply(table: npt.NDArray[np.uint32], values: npt.NDArray[np.uint32]) -> npt.NDArray[np.uint32]:
    out: npt.NDArray[np.uint32] = (
        table[0][values & np.uint32(0xFF)]
        ^ table[1][(values >> np.uint32(8)) & np.uint32(0xFF)]
        ^ table[2][(values >> np.uint32(16)) & np.uint32(0xFF)]
        ^ table[3][values >> np.uint32(24)]
    )
    return out


# c = byte << 8k for each position k and byte: the inputs that give a map's table
_BYTE_BASIS = (
    np.arange(256, dtype=np.uint32)[None, :] << np.uint32(8) * np.arange(4, dtype=np.uint32)[:, None]
).ravel()


def _fold(crcs: npt.NDArray[np.uint32], shift: npt.NDArray[np.uint32]) -> int:
    """The CRC-32C of the concatenation of equal-length messages, from their CRCs."""
    values = crcs.astype(np.uint32)
    while len(values) > 1:
        if len(values) % 2:
            # an empty message (CRC 0) in front changes nothing: a left operand is only shifted
            values = np.concatenate([np.zeros(1, dtype=np.uint32), values])
        values = _apply(shift, values[0::2]) ^ values[1::2]
        # the next level joins messages twice as long: shift twice
        shift = _apply(shift, _apply(shift, _BYTE_BASIS)).reshape(4, 256)
    return int(values[0])
