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
    """Find and verify every record in the bytes of one event file.

    Three vectorized steps, none of which depends on how the records repeat:
    every offset whose 12 bytes hold a length and its checksum is found at
    once (`_intact_headers`); the chain of records from offset 0 is followed
    over those, a Python step per break in the chain rather than per record
    (`_walk`); and each record's data checksum is verified."""
    size = len(data)
    heads = _intact_headers(data)
    # a header's length is below 2^32 (`_intact_headers`): 4 bytes each suffice
    lengths = _gather(data, heads, "<u4")
    runs, truncated_at, corrupt_header_at = _walk(data, heads, lengths)
    # the file's bytes are the bulk of the memory: temporaries are kept few and freed early
    starts = _take(heads, runs)
    lengths = _take(lengths, runs)
    del heads
    starts += HEADER_BYTES  # in place: `starts` may be a view of `heads`, no longer needed
    intact = _data_checksums_match(data, starts, lengths)
    ends = starts + lengths
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


def _take(values: npt.NDArray[Any], runs: list[tuple[int, int]]) -> npt.NDArray[Any]:
    """values[first:stop] of each run, joined (a view when there is one run)."""
    if len(runs) == 1:
        first, stop = runs[0]
        return values[first:stop]
    if not runs:
        return values[:0]
    return np.concatenate([values[first:stop] for first, stop in runs])


def _gather(data: bytes, offsets: IntArray, dtype: str) -> npt.NDArray[Any]:
    """The little-endian numbers of type `dtype` stored at each byte offset."""
    width = np.dtype(dtype).itemsize
    every_offset = np.ndarray((max(len(data) - width + 1, 0),), dtype=dtype, buffer=data, strides=(1,))
    found: npt.NDArray[Any] = every_offset[offsets]
    return found


# Offsets scanned at a time for headers: bounds the temporary arrays to a few MB.
_SCAN_CHUNK = 1 << 21


def _intact_headers(data: bytes) -> IntArray:
    """Every offset p, sorted, where data[p:p+8] is a record length that fits
    in the file and data[p+8:p+12] its masked checksum.

    Every true record header is among them; an offset inside a record's data
    passes only if those 12 bytes happen to form a valid header (odds about
    2^-32 per offset for data that is not crafted), and `_walk` never visits
    such an offset unless the chain of records leads there."""
    size = len(data)
    count = size - HEADER_BYTES + 1
    if count <= 0:
        return np.zeros(0, dtype=np.int64)
    every_length = np.ndarray((count,), dtype="<u8", buffer=data, strides=(1,))
    every_crc = np.ndarray((count,), dtype="<u4", buffer=data, offset=8, strides=(1,))
    # lengths checked with the table for 8-byte messages whose top 4 bytes are zero
    bound = min(size, 1 << 32)
    found: list[IntArray] = []
    for first in range(0, count, _SCAN_CHUNK):
        lengths = every_length[first : first + _SCAN_CHUNK]
        crcs = every_crc[first : first + _SCAN_CHUNK]
        # 12 zero bytes (runs of 0.0 in histograms and tensors) are no header, a
        # zero length's masked checksum being nonzero: excluded before any
        # index is made, since such runs can fill most of a file
        candidates = np.flatnonzero((lengths < bound) & ((lengths != 0) | (crcs != 0)))
        checksums = _masked_crc_of_lengths(lengths[candidates])
        intact = candidates[checksums == crcs[candidates]]
        found.append(intact.astype(np.int64) + first)
    return np.concatenate(found)


def _byte_tables() -> tuple[npt.NDArray[np.uint32], int]:
    """CRC-32C is affine in its message: for 8-byte messages m,
    crc(m) = crc(0^8) ^ XOR_k T_k[m_k], with T_k[b] the change one byte b at
    position k makes. Returns (T_0..T_3 as a 4 x 256 table, crc(0^8))."""
    zero = crc32c.crc32c(bytes(8))
    tables = np.zeros((4, 256), dtype=np.uint32)
    for position in range(4):
        for byte in range(256):
            message = bytearray(8)
            message[position] = byte
            tables[position, byte] = crc32c.crc32c(bytes(message)) ^ zero
    return tables, zero


_LENGTH_TABLES, _ZERO_LENGTH_CRC = _byte_tables()
assert masked_crc32c(bytes(8)) != 0  # what the zero-run filter in _intact_headers relies on


def _masked_crc_of_lengths(lengths: npt.NDArray[np.uint64]) -> npt.NDArray[np.uint32]:
    """masked_crc32c of each length's 8 little-endian bytes, for lengths < 2^32."""
    low = lengths.astype(np.uint32)
    crc = np.full(len(low), _ZERO_LENGTH_CRC, dtype=np.uint32)
    for position in range(4):
        crc ^= _LENGTH_TABLES[position][(low >> np.uint32(8 * position)) & np.uint32(0xFF)]
    return _mask(crc)


def _mask(crc: npt.NDArray[np.uint32]) -> npt.NDArray[np.uint32]:
    rotated = (crc >> np.uint32(15)) | (crc << np.uint32(17))
    masked: npt.NDArray[np.uint32] = rotated + np.uint32(_MASK_DELTA)  # wraps modulo 2^32
    return masked


def _walk(
    data: bytes, heads: IntArray, lengths: npt.NDArray[np.uint32]
) -> tuple[list[tuple[int, int]], int | None, int | None]:
    """Follow the records from offset 0: (the whole records, as runs
    [first, stop) of indices into `heads`, in order; offset of an incomplete
    last record; offset of a header whose checksum fails, where the walk has
    to stop).

    Where the intact headers chain (each record ending where the next intact
    header begins) a whole run of records is taken in one step; a Python step
    is spent only at each break: a header found inside some record's data,
    the end of the file, or damage."""
    size = len(data)
    ends = heads + FRAME_OVERHEAD + lengths
    # index i ends a run when record i is not followed by heads[i + 1]
    run_ends = np.append(np.flatnonzero(ends[:-1] != heads[1:]), len(heads) - 1)
    runs: list[tuple[int, int]] = []
    truncated_at: int | None = None
    corrupt_header_at: int | None = None
    pos = 0
    while pos < size:
        first = int(np.searchsorted(heads, pos))
        if first == len(heads) or int(heads[first]) != pos:
            if pos + HEADER_BYTES > size:
                truncated_at = pos
            else:
                length, length_crc = _HEADER.unpack_from(data, pos)
                if masked_crc32c(data[pos : pos + 8]) == length_crc:
                    truncated_at = pos  # an intact length larger than what is left of the file
                else:
                    corrupt_header_at = pos
            break
        last = int(run_ends[np.searchsorted(run_ends, first)])
        if int(ends[last]) > size:
            # only the last record of the file can run past its end
            truncated_at = int(heads[last])
            last -= 1
        if last >= first:
            runs.append((first, last + 1))
        if truncated_at is not None:
            break
        pos = int(ends[last])
    return runs, truncated_at, corrupt_header_at


def _data_checksums_match(
    data: bytes, starts: IntArray, lengths: npt.NDArray[np.uint32]
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
    order = np.argsort(lengths, kind="stable")
    bounds = np.flatnonzero(np.diff(lengths[order])) + 1
    one_by_one: list[IntArray] = []
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


def _group_checksum_holds(data: bytes, starts: IntArray, length: int, stored: npt.NDArray[np.uint32]) -> bool:
    """Whether every record of `length` bytes at `starts` has the checksum stored for it.

    CRC-32C of a concatenation follows from the parts' CRCs:
    crc(A + B) = shift(crc(A), len(B)) ^ crc(B), where shift (the CRC
    register run over len(B) zero bytes) is linear. So one C call over the
    records' data laid end to end must equal the stored CRCs folded pairwise
    (a tree: neighbours first, then pairs of pairs, the shift doubling at each
    level). A damaged record k enters the fold shifted by (n-1-k) lengths,
    which no other record's error can cancel (distinct shifts are distinct
    powers of x modulo the CRC polynomial)."""
    rows = np.lib.stride_tricks.sliding_window_view(np.frombuffer(data, dtype=np.uint8), length)
    concatenated = 0
    for first in range(0, len(starts), _COPY_RECORDS):
        block = np.ascontiguousarray(rows[starts[first : first + _COPY_RECORDS]])
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
