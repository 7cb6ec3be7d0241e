"""A minimal protobuf decoder for TensorBoard's Event/Summary messages, run on
all records at once with numpy (no per-event Python objects on the scalar path).

Field numbers (tensorboard/compat/proto: event.proto, summary.proto,
tensor.proto, histogram.proto, types.proto; checked against the compiled
protos in the tests):
Event: wall_time=1 double, step=2 int64, file_version=3, summary=5.
Summary: value=1 (repeated). Summary.Value: tag=1, simple_value=2 float,
image=4, histo=5, audio=6, tensor=8, metadata=9.
TensorProto: dtype=1, tensor_shape=2, tensor_content=4, float_val=5,
double_val=6, int_val=7, string_val=8, int64_val=10, bool_val=11, half_val=13.
"""

from __future__ import annotations

import struct
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

IntArray = npt.NDArray[np.int64]
FloatArray = npt.NDArray[np.float64]
U64Array = npt.NDArray[np.uint64]
U8Array = npt.NDArray[np.uint8]
BoolArray = npt.NDArray[np.bool_]

WIRE_VARINT, WIRE_FIXED64, WIRE_BYTES, WIRE_FIXED32 = 0, 1, 2, 5

# DataType enum values (types.proto) that a scalar can carry
DT_INVALID = 0
DT_FLOAT, DT_DOUBLE, DT_INT32, DT_UINT8, DT_INT16, DT_INT8, DT_STRING = 1, 2, 3, 4, 5, 6, 7
DT_INT64, DT_BOOL, DT_BFLOAT16, DT_HALF = 9, 10, 14, 19
_CONTENT_DTYPES: dict[int, str] = {
    DT_FLOAT: "<f4",
    DT_DOUBLE: "<f8",
    DT_INT32: "<i4",
    DT_UINT8: "u1",
    DT_INT16: "<i2",
    DT_INT8: "i1",
    DT_INT64: "<i8",
    DT_BOOL: "u1",
    DT_HALF: "<f2",
    DT_BFLOAT16: "<u2",
}

# What a Summary.Value holds
PAYLOAD_NONE, PAYLOAD_SIMPLE, PAYLOAD_TENSOR, PAYLOAD_HISTO, PAYLOAD_IMAGE, PAYLOAD_AUDIO = 0, 1, 2, 3, 4, 5

# Records decoded per batch: bounds the temporary arrays (about 100 bytes a
# record), a small share of the file for small files, at most BATCH_RECORDS.
BATCH_RECORDS = 1 << 15
MIN_BATCH_RECORDS = 1 << 12


def batch_size_for(records: int) -> int:
    """How many records to decode at a time in a file of `records` records."""
    return int(min(BATCH_RECORDS, max(MIN_BATCH_RECORDS, records // 16)))


class MalformedRecord(ValueError):
    """A record passed its checksum but is not a well-formed protobuf message."""


@dataclass
class Fields:
    """The top-level fields of a batch of messages, one entry per field, in order.

    `owner` is the message's index in the batch; for length-delimited fields
    `start`/`end` delimit the value, for fixed ones they delimit its bytes,
    for varints `varint` holds the value. `bad` flags malformed messages."""

    owner: IntArray
    number: IntArray
    wire: IntArray
    start: IntArray
    end: IntArray
    varint: U64Array
    bad: BoolArray

    def select(self, number: int, wire: int) -> npt.NDArray[np.intp]:
        return np.flatnonzero((self.number == number) & (self.wire == wire))


def read_varints(buf: U8Array, pos: IntArray, limit: IntArray) -> tuple[U64Array, IntArray, BoolArray]:
    """Decode one varint at each position: (values, positions after, ok)."""
    top = len(buf) - 1
    first = buf[np.minimum(pos, top)]
    value = (first & 0x7F).astype(np.uint64)
    after = pos + 1
    ok = pos < limit
    pending = np.flatnonzero(first & 0x80)
    shift = 7
    while pending.size:
        if shift >= 70:
            ok[pending] = False
            break
        at = after[pending]
        inside = at < limit[pending]
        if not inside.all():
            ok[pending[~inside]] = False
            pending, at = pending[inside], at[inside]
        byte = buf[at]
        value[pending] |= (byte & 0x7F).astype(np.uint64) << np.uint64(shift)
        after[pending] = at + 1
        pending = pending[(byte & 0x80) != 0]
        shift += 7
    return value, after, ok


def walk_fields(buf: U8Array, starts: IntArray, ends: IntArray) -> Fields:
    """Every top-level field of the messages buf[starts[i]:ends[i]]."""
    count = len(starts)
    bad = np.zeros(count, dtype=bool)
    owner = np.flatnonzero(starts < ends).astype(np.int64)
    cur = starts[owner]
    end = ends[owner]
    parts: list[tuple[IntArray, ...]] = []
    varints: list[U64Array] = []
    while owner.size:
        key, cur, ok = read_varints(buf, cur, end)
        wire = (key & np.uint64(7)).astype(np.int64)
        number = (key >> np.uint64(3)).astype(np.int64)
        value_start = cur.copy()
        value_end = cur.copy()
        varint = np.zeros(len(owner), dtype=np.uint64)
        is_varint = np.flatnonzero(wire == WIRE_VARINT)
        if is_varint.size:
            val, after, vok = read_varints(buf, cur[is_varint], end[is_varint])
            varint[is_varint] = val
            value_end[is_varint] = after
            ok[is_varint] &= vok
        value_end[wire == WIRE_FIXED64] += 8
        value_end[wire == WIRE_FIXED32] += 4
        is_bytes = np.flatnonzero(wire == WIRE_BYTES)
        if is_bytes.size:
            size, after, bok = read_varints(buf, cur[is_bytes], end[is_bytes])
            # a length beyond the record is malformed; keep the sum from overflowing
            size = np.minimum(size, np.uint64(1 << 40)).astype(np.int64)
            value_start[is_bytes] = after
            value_end[is_bytes] = after + size
            ok[is_bytes] &= bok
        ok &= (wire <= WIRE_FIXED32) & (wire != 3) & (wire != 4) & (value_end <= end) & (number > 0)
        if not ok.all():
            bad[owner[~ok]] = True
        parts.append((owner[ok], number[ok], wire[ok], value_start[ok], value_end[ok]))
        varints.append(varint[ok])
        more = ok & (value_end < end)
        owner, cur, end = owner[more], value_end[more], end[more]
    if not parts:
        empty = np.zeros(0, dtype=np.int64)
        return Fields(empty, empty, empty, empty, empty, np.zeros(0, dtype=np.uint64), bad)
    owner, number, wire, start, end = (np.concatenate(column) for column in zip(*parts, strict=True))
    return Fields(owner, number, wire, start, end, varint=np.concatenate(varints), bad=bad)


def unaligned(buf: U8Array, dtype: str) -> npt.NDArray[Any]:
    """A zero-copy view of `buf` whose element i is the number of type `dtype`
    stored at byte offset i (overlapping and unaligned), so that reading a field
    at any offset is one gather instead of one per byte."""
    width = np.dtype(dtype).itemsize
    count = max(len(buf) - width + 1, 0)
    return np.ndarray((count,), dtype=dtype, buffer=buf, strides=(1,))


def gather_fixed(buf: U8Array, starts: IntArray, dtype: str) -> npt.NDArray[Any]:
    """The little-endian numbers of type `dtype` stored at each offset."""
    if not len(starts):
        return np.zeros(0, dtype=dtype)
    return unaligned(buf, dtype)[starts]


@dataclass
class EventBatch:
    """The decoded events of a batch of records and their summary values.

    Per event: wall_time, step. Per Summary.Value: `event` (its event's index
    in the batch), where the Value message starts, the tag's bytes (`tag_start`/`tag_end`), what it holds
    (`payload`, with `payload_start`/`payload_end` delimiting the tensor or
    histogram message), `scalar` (the number when the value is a scalar: a
    simple_value or a one-element numeric tensor, NaN otherwise, with
    `is_scalar`), and its metadata (`meta_start`/`meta_end`, -1 when none)."""

    wall_time: FloatArray
    step: IntArray
    malformed: int
    event: IntArray
    value_start: IntArray
    tag_start: IntArray
    tag_end: IntArray
    payload: npt.NDArray[np.int8]
    payload_start: IntArray
    payload_end: IntArray
    scalar: FloatArray
    is_scalar: BoolArray
    meta_start: IntArray
    meta_end: IntArray


def decode_events(
    buf: U8Array, starts: npt.NDArray[Any], ends: npt.NDArray[Any], fast: bool = True
) -> EventBatch:
    """Decode the Event records buf[starts[i]:ends[i]] down to their summary values.

    With `fast`, records laid out exactly as torch's add_scalar writes them
    (wall_time, step, one simple_value) are read at fixed offsets; the rest go
    through the general decoder. Both give the same result (tested)."""
    # int64 offsets: the fixed-offset checks compute positions that can go negative
    # on records of other layouts (frames may hold them as uint32)
    starts, ends = starts.astype(np.int64, copy=False), ends.astype(np.int64, copy=False)
    # float32 -> float64 casts warn on signalling NaNs; they stay NaNs, quietly
    with np.errstate(invalid="ignore"):
        return _decode_events(buf, starts, ends, fast)


def _decode_events(buf: U8Array, starts: IntArray, ends: IntArray, fast: bool) -> EventBatch:
    if not fast:
        return _decode_general(buf, starts, ends)
    simple = _simple_layout(buf, starts, ends)
    if simple is None:
        return _decode_general(buf, starts, ends)
    matched, wall, step, tag_start, value_start, value, tensor_end, meta_start = simple
    count = len(starts)
    rest = np.flatnonzero(~matched)
    general = _decode_general(buf, starts[rest], ends[rest]) if rest.size else None
    wall_time = np.zeros(count, dtype=np.float64)
    steps = np.zeros(count, dtype=np.int64)
    wall_time[matched] = wall
    steps[matched] = step
    simple_events = np.flatnonzero(matched)
    simple_count = len(simple_events)
    simple_batch = EventBatch(
        wall_time=wall_time,
        step=steps,
        malformed=0,
        event=simple_events,
        value_start=value_start,
        tag_start=tag_start,
        tag_end=tag_start + (buf[tag_start - 1].astype(np.int64) if simple_count else 0),
        payload=np.where(tensor_end >= 0, PAYLOAD_TENSOR, PAYLOAD_SIMPLE).astype(np.int8),
        payload_start=np.where(tensor_end >= 0, tensor_end - _TF2_TENSOR_BYTES, -1),
        payload_end=tensor_end,
        scalar=value,
        is_scalar=np.ones(simple_count, dtype=bool),
        meta_start=meta_start,
        meta_end=np.where(meta_start >= 0, ends[simple_events], -1),
    )
    if general is None:
        return simple_batch
    wall_time[rest] = general.wall_time
    steps[rest] = general.step
    general.event = rest[general.event]
    order = np.argsort(np.concatenate([simple_batch.value_start, general.value_start]), kind="stable")
    merged: dict[str, Any] = {"wall_time": wall_time, "step": steps, "malformed": general.malformed}
    for name in _PER_VALUE:
        merged[name] = np.concatenate([getattr(simple_batch, name), getattr(general, name)])[order]
    return EventBatch(**merged)


_PER_VALUE = (
    "event",
    "value_start",
    "tag_start",
    "tag_end",
    "payload",
    "payload_start",
    "payload_end",
    "scalar",
    "is_scalar",
    "meta_start",
    "meta_end",
)


# The TensorProto of a TF2/Keras scalar as tf.summary.scalar writes it, after the
# tag: 42 0a (Value.tensor, 10 bytes) 08 01 (dtype float) 12 00 (shape: a scalar)
# 22 04 (tensor_content, 4 bytes), then the float32
_TF2_TENSOR_HEAD = int.from_bytes(bytes.fromhex("420a080112002204"), "little")
_TF2_TENSOR_BYTES = 10


def _simple_layout(
    buf: U8Array, starts: IntArray, ends: IntArray
) -> tuple[BoolArray, FloatArray, IntArray, IntArray, IntArray, FloatArray, IntArray, IntArray] | None:
    """Find the records holding one scalar laid out as the common writers lay
    it out: 09 <wall f64> [10 <step varint>] 2a <n> 0a <n> 0a <n> <tag>, then
    either 15 <value f32> (torch's add_scalar) or a float32 scalar tensor
    (`_TF2_TENSOR_HEAD` <value f32>, then optionally 4a <n> <metadata>: TF2
    and Keras), each length a one-byte varint and every field ending where its
    message ends. Returns (which records match, then for the matching ones:
    wall time, step, tag start, Value start, value, the tensor's end (-1 for a
    simple_value), the metadata's start (-1 when none)), or None when none
    match."""
    words = unaligned(buf, "<u4")
    if not len(starts) or len(words) < 2:
        return None
    last = len(words) - 1

    def byte_at(pos: IntArray) -> npt.NDArray[np.uint32]:
        # positions only grow from a record's start: capped so that a record of
        # another layout cannot read past the end of the file
        found: npt.NDArray[np.uint32] = words[np.minimum(pos, last)] & np.uint32(0xFF)
        return found

    ok = (ends - starts >= 20) & (byte_at(starts) == 0x09)
    pos = starts + 9
    has_step = byte_at(pos) == 0x10
    step_raw, after, step_ok = read_varints(buf, pos + 1, ends)
    ok &= ~has_step | step_ok
    pos = np.where(has_step, after, pos)
    remaining = ends - pos
    # 2a <summary size> 0a <value size>, read as one little-endian word
    head = words[np.minimum(pos, last)].astype(np.int64)
    ok &= (head & 0xFF00FF) == 0x0A002A
    ok &= ((head >> 8) & 0xFF) == remaining - 2
    ok &= (head >> 24) == remaining - 4
    ok &= remaining < 0x82
    # 0a <tag size>, then after the tag 15 <value f32> ending the record, or the tensor
    tag_head = words[np.minimum(pos + 4, last)].astype(np.int64)
    tag_size = (tag_head >> 8) & 0xFF
    tag_end = pos + 6 + tag_size
    ok &= ((tag_head & 0xFF) == 0x0A) & (tag_size < 0x80)
    simple = (tag_end + 5 == ends) & (byte_at(tag_end) == 0x15)
    tensor_end = np.full(len(starts), -1, dtype=np.int64)
    maybe_tensor = np.flatnonzero(ok & ~simple)
    if maybe_tensor.size:
        # the TF2 tensor shape, looked for only where torch's is not found
        ends_here, after_tag = ends[maybe_tensor], tag_end[maybe_tensor]
        eight = unaligned(buf, "<u8")
        candidate_end = after_tag + 2 + _TF2_TENSOR_BYTES
        tensor = (candidate_end <= ends_here) & (
            eight[np.minimum(after_tag, len(eight) - 1)] == np.uint64(_TF2_TENSOR_HEAD)
        )
        # after the tensor: the end of the record, or 4a <metadata size> filling the rest
        meta_head = words[np.minimum(candidate_end, last)].astype(np.int64)
        meta_size = ends_here - candidate_end - 2
        with_meta = ((meta_head & 0xFF) == 0x4A) & (((meta_head >> 8) & 0xFF) == meta_size)
        with_meta &= meta_size < 0x80
        tensor &= (candidate_end == ends_here) | with_meta
        tensor_end[maybe_tensor[tensor]] = candidate_end[tensor]
    ok &= simple | (tensor_end >= 0)
    if not ok.any():
        return None
    # every record of the batch matches, as usual: the columns are taken whole, not copied
    matched: slice | npt.NDArray[np.intp] = slice(None) if ok.all() else np.flatnonzero(ok)
    pos, tensor_end, ends = pos[matched], tensor_end[matched], ends[matched]
    is_tensor = tensor_end >= 0
    step = np.where(has_step[matched], step_raw[matched].view(np.int64), 0)
    value_at = np.where(is_tensor, tensor_end - 4, tag_end[matched] + 1)
    meta_start = np.where(is_tensor & (tensor_end < ends), tensor_end + 2, -1)
    return (
        ok,
        gather_fixed(buf, starts[matched] + 1, "<f8"),
        step,
        pos + 6,
        pos + 4,
        gather_fixed(buf, value_at, "<f4").astype(np.float64),
        tensor_end,
        meta_start,
    )


def _decode_general(buf: U8Array, starts: IntArray, ends: IntArray) -> EventBatch:
    """Decode any Event records field by field (all records at once per field)."""
    count = len(starts)
    event_fields = walk_fields(buf, starts, ends)
    wall_time = np.zeros(count, dtype=np.float64)
    step = np.zeros(count, dtype=np.int64)
    picked = event_fields.select(1, WIRE_FIXED64)
    wall_time[event_fields.owner[picked]] = gather_fixed(buf, event_fields.start[picked], "<f8")
    picked = event_fields.select(2, WIRE_VARINT)
    step[event_fields.owner[picked]] = event_fields.varint[picked].view(np.int64)
    picked = event_fields.select(5, WIRE_BYTES)
    summary_event = event_fields.owner[picked]
    summary_fields = walk_fields(buf, event_fields.start[picked], event_fields.end[picked])
    bad = event_fields.bad | ~_looks_like_event(event_fields, count)
    bad[summary_event[summary_fields.bad]] = True

    picked = summary_fields.select(1, WIRE_BYTES)
    # fields come out round by round (all first fields, then all second ones):
    # put the values back in file order, which is the order they were written
    picked = picked[np.argsort(summary_fields.start[picked], kind="stable")]
    value_event = summary_event[summary_fields.owner[picked]]
    value_start = summary_fields.start[picked]
    value_fields = walk_fields(buf, summary_fields.start[picked], summary_fields.end[picked])
    bad[value_event[value_fields.bad]] = True
    values = len(value_event)

    tag_start = np.zeros(values, dtype=np.int64)
    tag_end = np.zeros(values, dtype=np.int64)
    picked = value_fields.select(1, WIRE_BYTES)
    tag_start[value_fields.owner[picked]] = value_fields.start[picked]
    tag_end[value_fields.owner[picked]] = value_fields.end[picked]

    payload = np.full(values, PAYLOAD_NONE, dtype=np.int8)
    payload_start = np.full(values, -1, dtype=np.int64)
    payload_end = np.full(values, -1, dtype=np.int64)
    scalar = np.full(values, np.nan, dtype=np.float64)
    is_scalar = np.zeros(values, dtype=bool)
    for number, kind in ((4, PAYLOAD_IMAGE), (6, PAYLOAD_AUDIO), (5, PAYLOAD_HISTO), (8, PAYLOAD_TENSOR)):
        picked = value_fields.select(number, WIRE_BYTES)
        owners = value_fields.owner[picked]
        payload[owners] = kind
        payload_start[owners] = value_fields.start[picked]
        payload_end[owners] = value_fields.end[picked]
    picked = value_fields.select(2, WIRE_FIXED32)
    owners = value_fields.owner[picked]
    payload[owners] = PAYLOAD_SIMPLE
    scalar[owners] = gather_fixed(buf, value_fields.start[picked], "<f4")
    is_scalar[owners] = True

    meta_start = np.full(values, -1, dtype=np.int64)
    meta_end = np.full(values, -1, dtype=np.int64)
    picked = value_fields.select(9, WIRE_BYTES)
    meta_start[value_fields.owner[picked]] = value_fields.start[picked]
    meta_end[value_fields.owner[picked]] = value_fields.end[picked]

    tensors = np.flatnonzero(payload == PAYLOAD_TENSOR)
    if tensors.size:
        tensor_values, tensor_ok = tensor_scalars(buf, payload_start[tensors], payload_end[tensors])
        scalar[tensors] = tensor_values
        is_scalar[tensors] = tensor_ok
    return EventBatch(
        wall_time=wall_time,
        step=step,
        malformed=int(np.count_nonzero(bad)),
        event=value_event,
        value_start=value_start,
        tag_start=tag_start,
        tag_end=tag_end,
        payload=payload,
        payload_start=payload_start,
        payload_end=payload_end,
        scalar=scalar,
        is_scalar=is_scalar,
        meta_start=meta_start,
        meta_end=meta_end,
    )


# Event's fields 1..10 and the wire type each must have
_EVENT_WIRE = np.array([-1, WIRE_FIXED64, WIRE_VARINT] + [WIRE_BYTES] * 8, dtype=np.int64)


def _looks_like_event(fields: Fields, count: int) -> BoolArray:
    """Messages with at least one Event field and none of them of the wrong wire
    type: unknown fields are legal protobuf, but a record made only of them is
    not an Event."""
    known = (fields.number >= 1) & (fields.number < len(_EVENT_WIRE))
    expected = _EVENT_WIRE[np.where(known, fields.number, 0)]
    matching = known & (fields.wire == expected)
    clashing = known & ~matching
    has_event_field = np.bincount(fields.owner[matching], minlength=count) > 0
    has_clash = np.bincount(fields.owner[clashing], minlength=count) > 0
    looks: BoolArray = has_event_field & ~has_clash
    return looks


def is_event_message(data: bytes) -> bool:
    """True when `data` parses as protobuf fields, at least one of them an Event
    field and none of those with the wrong wire type."""
    known = 0
    try:
        for number, wire, _value in iter_fields(data):
            if 1 <= number < len(_EVENT_WIRE):
                if wire != _EVENT_WIRE[number]:
                    return False
                known += 1
    except MalformedRecord:
        return False
    return known > 0


def tensor_scalars(buf: U8Array, starts: IntArray, ends: IntArray) -> tuple[FloatArray, BoolArray]:
    """The value of each TensorProto that holds exactly one number, in any of its
    encodings (tensor_content, float_val, double_val, half_val, int_val,
    int64_val, bool_val), and a mask of which ones do."""
    count = len(starts)
    fields = walk_fields(buf, starts, ends)
    value = np.full(count, np.nan, dtype=np.float64)
    found = np.zeros(count, dtype=np.int64)  # elements seen per tensor
    dtype = np.zeros(count, dtype=np.int64)
    picked = fields.select(1, WIRE_VARINT)
    dtype[fields.owner[picked]] = fields.varint[picked].astype(np.int64)

    def put(picked: npt.NDArray[np.intp], numbers: npt.NDArray[Any], elements: IntArray) -> None:
        owners = fields.owner[picked]
        single = elements == 1
        value[owners[single]] = numbers[single].astype(np.float64)
        np.add.at(found, owners, elements)

    # tensor_content: the raw little-endian bytes, read according to dtype
    content = fields.select(4, WIRE_BYTES)
    for code, layout in _CONTENT_DTYPES.items():
        width = np.dtype(layout).itemsize
        picked = content[dtype[fields.owner[content]] == code]
        if not picked.size:
            continue
        sizes = fields.end[picked] - fields.start[picked]
        elements = sizes // width
        numbers = gather_fixed(buf, fields.start[picked], layout) if (sizes >= width).all() else None
        if numbers is None:
            numbers = np.zeros(len(picked), dtype=layout)
            has = np.flatnonzero(sizes >= width)
            numbers[has] = gather_fixed(buf, fields.start[picked][has], layout)
        if code == DT_BFLOAT16:
            numbers = (numbers.astype(np.uint32) << np.uint32(16)).view(np.float32)
        put(picked, numbers, elements)

    # the repeated *_val fields: packed (one length-delimited field) or one entry per number
    for number, layout in ((5, "<f4"), (6, "<f8")):
        width = np.dtype(layout).itemsize
        picked = fields.select(number, WIRE_BYTES)
        if picked.size:
            elements = (fields.end[picked] - fields.start[picked]) // width
            filled = elements >= 1
            numbers = np.zeros(len(picked), dtype=layout)
            numbers[filled] = gather_fixed(buf, fields.start[picked][filled], layout)
            put(picked, numbers, elements)
        picked = fields.select(number, WIRE_FIXED32 if width == 4 else WIRE_FIXED64)
        if picked.size:
            put(picked, gather_fixed(buf, fields.start[picked], layout), np.ones(len(picked), np.int64))
    for number in (13, 7, 10, 11):  # half_val (float16 bits), int_val, int64_val, bool_val
        picked = fields.select(number, WIRE_BYTES)
        if picked.size:
            first, after, ok = read_varints(buf, fields.start[picked], fields.end[picked])
            # one varint filling the packed field means one element
            elements = np.where(after == fields.end[picked], 1, 2).astype(np.int64)
            elements[fields.start[picked] == fields.end[picked]] = 0
            elements[~ok] = 2
            put(picked, _varint_number(first, number), elements)
        picked = fields.select(number, WIRE_VARINT)
        if picked.size:
            put(picked, _varint_number(fields.varint[picked], number), np.ones(len(picked), np.int64))
    ok = (found == 1) & ~fields.bad & (dtype != DT_STRING)
    value[~ok] = np.nan
    return value, ok


def _varint_number(raw: U64Array, field_number: int) -> npt.NDArray[Any]:
    if field_number == 13:
        return (raw & np.uint64(0xFFFF)).astype(np.uint16).view(np.float16)
    if field_number == 7:
        return (raw & np.uint64(0xFFFFFFFF)).astype(np.uint32).view(np.int32)
    if field_number == 10:
        return raw.view(np.int64)
    flags: BoolArray = raw != 0
    return flags


# -- slow path: the few messages decoded one at a time (histograms, metadata, hparams, text)
#
# Everything here reads bytes from a file, so every value is checked for the
# wire type its field must have before it is used (a number where a string
# belongs once made `bytes(<number>)` allocate gigabytes), every length against
# the bytes that hold it, and nesting is bounded; any other shape is a
# MalformedRecord naming what was wrong, never another exception.

# google.protobuf.Value nests Struct/ListValue: deeper than this is malformed
# (TensorBoard's hparams are flat; a crafted record could recurse per 2 bytes)
MAX_STRUCT_DEPTH = 32
# a text summary parsed for hyperparameters (HF's args / model_config JSON) is
# at most this long; the real ones are a few KB
MAX_TEXT_SUMMARY_BYTES = 1 << 20
# histogram buckets kept from one record; TF's default has 1,500 at most
MAX_HISTOGRAM_BUCKETS = 1 << 16


def iter_fields(data: bytes | memoryview) -> Iterator[tuple[int, int, Any]]:
    """(field number, wire type, value) for each field of one message; the value
    is an int for varints, bytes for length-delimited and fixed fields."""
    view = memoryview(data)
    pos, size = 0, len(view)
    while pos < size:
        key, pos = _varint_at(view, pos)
        number, wire = key >> 3, key & 7
        if number == 0:
            raise MalformedRecord("field number 0")
        if wire == WIRE_VARINT:
            value, pos = _varint_at(view, pos)
            yield number, wire, value
            continue
        if wire == WIRE_FIXED64:
            width = 8
        elif wire == WIRE_FIXED32:
            width = 4
        elif wire == WIRE_BYTES:
            width, pos = _varint_at(view, pos)
        else:
            raise MalformedRecord(f"unsupported wire type {wire}")
        if width > size - pos:  # checked before the slice is made
            raise MalformedRecord("field runs past the end of its message")
        yield number, wire, bytes(view[pos : pos + width])
        pos += width


def _varint_at(view: memoryview, pos: int) -> tuple[int, int]:
    result = shift = 0
    while True:
        if pos >= len(view) or shift > 63:
            raise MalformedRecord("truncated varint")
        byte = view[pos]
        result |= (byte & 0x7F) << shift
        pos += 1
        if not byte & 0x80:
            return result & 0xFFFFFFFFFFFFFFFF, pos
        shift += 7


class Message:
    """The fields of one message grouped by number, read through accessors that
    check each field's wire type (a field of the wrong type is malformed)."""

    def __init__(self, data: bytes | memoryview, name: str) -> None:
        self.name = name
        self.fields: dict[int, list[tuple[int, Any]]] = {}
        for number, wire, value in iter_fields(data):
            self.fields.setdefault(number, []).append((wire, value))

    def _values(self, number: int, wire: int) -> list[Any]:
        found = self.fields.get(number, [])
        for got, _value in found:
            if got != wire:
                raise MalformedRecord(f"{self.name} field {number} has wire type {got}, expected {wire}")
        return [value for _wire, value in found]

    def all_bytes(self, number: int) -> list[bytes]:
        """Every occurrence of a length-delimited field (repeated messages, strings)."""
        return self._values(number, WIRE_BYTES)

    def last_bytes(self, number: int) -> bytes | None:
        found = self.all_bytes(number)
        return found[-1] if found else None

    def last_varint(self, number: int, default: int = 0) -> int:
        found = self._values(number, WIRE_VARINT)
        return int(found[-1]) if found else default

    def last_double(self, number: int, default: float = 0.0) -> float:
        found = self._values(number, WIRE_FIXED64)
        return float(struct.unpack("<d", found[-1])[0]) if found else default

    def packed(self, number: int, layout: str) -> npt.NDArray[Any]:
        """A repeated fixed-width field, packed or not, as one array."""
        width = np.dtype(layout).itemsize
        wire = WIRE_FIXED64 if width == 8 else WIRE_FIXED32
        parts: list[bytes] = []
        for got, value in self.fields.get(number, []):
            if got not in (WIRE_BYTES, wire) or len(value) % width:
                raise MalformedRecord(f"{self.name} field {number} is not a list of {width}-byte numbers")
            parts.append(value)
        return np.frombuffer(b"".join(parts), dtype=layout)


def message_fields(data: bytes | memoryview) -> dict[int, list[Any]]:
    """All fields of one message grouped by field number (repeated ones in order)."""
    grouped: dict[int, list[Any]] = {}
    for number, _wire, value in iter_fields(data):
        grouped.setdefault(number, []).append(value)
    return grouped


def _text(raw: bytes | None) -> str:
    return "" if raw is None else raw.decode("utf-8", "replace")


def plugin_of(metadata: bytes) -> tuple[str, bytes]:
    """(plugin_name, content) of a SummaryMetadata message ("" when it names none)."""
    plugin = Message(metadata, "SummaryMetadata").last_bytes(1)
    if plugin is None:
        return "", b""
    data = Message(plugin, "PluginData")
    return _text(data.last_bytes(1)), data.last_bytes(2) or b""


@dataclass(frozen=True)
class HistogramSummary:
    """One HistogramProto (or TF2 histogram tensor), summarised."""

    min: float
    max: float
    count: float
    total: float
    sum_squares: float
    bucket_limits: FloatArray
    bucket_counts: FloatArray


def decode_histogram(data: bytes) -> HistogramSummary:
    """A HistogramProto: min=1 max=2 num=3 sum=4 sum_squares=5 bucket_limit=6 bucket=7."""
    message = Message(data, "HistogramProto")
    limits = message.packed(6, "<f8").astype(np.float64)
    counts = message.packed(7, "<f8").astype(np.float64)
    if len(limits) > MAX_HISTOGRAM_BUCKETS or len(counts) > MAX_HISTOGRAM_BUCKETS:
        raise MalformedRecord(f"histogram with over {MAX_HISTOGRAM_BUCKETS} buckets")
    return HistogramSummary(
        message.last_double(1),
        message.last_double(2),
        message.last_double(3),
        message.last_double(4),
        message.last_double(5),
        limits,
        counts,
    )


def decode_histograms(buf: U8Array, starts: IntArray, ends: IntArray) -> list[HistogramSummary | None]:
    """The HistogramProto messages buf[starts[i]:ends[i]], all at once: their
    fields found by the vectorized walker, a few numpy slices a histogram.

    A message not in the shape writers give it (a field of another wire type,
    a field repeated, bucket bytes not a whole number of doubles, too many
    buckets, a malformed one) is None here: `decode_histogram` reads it alone,
    and reports what is wrong with it."""
    count = len(starts)
    fields = walk_fields(buf, starts, ends)
    irregular = fields.bad.copy()
    owner, number = fields.owner, fields.number
    known = (number >= 1) & (number <= 7)
    expected = np.where(number <= 5, WIRE_FIXED64, WIRE_BYTES)
    irregular[owner[known & (fields.wire != expected)]] = True
    keys, repeats = np.unique(owner[known] * 8 + number[known], return_counts=True)
    irregular[keys[repeats > 1] // 8] = True
    width = fields.end - fields.start
    buckets = known & (number >= 6)
    irregular[owner[buckets & ((width % 8 != 0) | (width > 8 * MAX_HISTOGRAM_BUCKETS))]] = True
    doubles = np.zeros((count, 5), dtype=np.float64)
    picked = np.flatnonzero(known & (number <= 5))
    doubles[owner[picked], number[picked] - 1] = gather_fixed(buf, fields.start[picked], "<f8")
    spans = np.zeros((count, 2, 2), dtype=np.int64)  # (limits, counts) x (start, end), empty by default
    picked = np.flatnonzero(buckets)
    spans[owner[picked], number[picked] - 6, 0] = fields.start[picked]
    spans[owner[picked], number[picked] - 6, 1] = fields.end[picked]
    summaries: list[HistogramSummary | None] = []
    for row, span, odd in zip(doubles.tolist(), spans.tolist(), irregular.tolist(), strict=True):
        if odd:
            summaries.append(None)
            continue
        (limit_start, limit_end), (count_start, count_end) = span
        # copies: a view would keep the whole file's bytes alive with the run
        limits = buf[limit_start:limit_end].view("<f8").astype(np.float64)
        counts = buf[count_start:count_end].view("<f8").astype(np.float64)
        summaries.append(HistogramSummary(row[0], row[1], row[2], row[3], row[4], limits, counts))
    return summaries


def decode_tensor_histogram(data: bytes) -> HistogramSummary | None:
    """A TF2 histogram: a [k, 3] tensor of (left edge, right edge, count) rows."""
    message = Message(data, "TensorProto")
    dtype = message.last_varint(1, DT_INVALID)
    layout = {DT_FLOAT: "<f4", DT_DOUBLE: "<f8"}.get(dtype)
    if layout is None:
        return None
    content = message.all_bytes(4)
    if content:
        raw = b"".join(content)
        if len(raw) % np.dtype(layout).itemsize:
            raise MalformedRecord("histogram tensor content is not a whole number of values")
        numbers = np.frombuffer(raw, dtype=layout).astype(np.float64)
    else:
        numbers = message.packed(5 if dtype == DT_FLOAT else 6, layout).astype(np.float64)
    if numbers.size == 0 or numbers.size % 3:
        return None
    if numbers.size > 3 * MAX_HISTOGRAM_BUCKETS:
        raise MalformedRecord(f"histogram with over {MAX_HISTOGRAM_BUCKETS} buckets")
    rows = numbers.reshape(-1, 3)
    counts = rows[:, 2]
    with np.errstate(over="ignore", invalid="ignore"):
        total_count = float(counts.sum())
        centers = (rows[:, 0] + rows[:, 1]) / 2
        total = float((centers * counts).sum())
        squares = float((centers * centers * counts).sum())
    occupied = np.flatnonzero(counts > 0)
    low = float(rows[occupied[0], 0]) if occupied.size else 0.0
    high = float(rows[occupied[-1], 1]) if occupied.size else 0.0
    return HistogramSummary(low, high, total_count, total, squares, rows[:, 1].copy(), counts.copy())


def decode_struct_value(data: bytes, depth: int = 0) -> Any:
    """A google.protobuf.Value: null=1, number=2, string=3, bool=4, struct=5, list=6."""
    if depth > MAX_STRUCT_DEPTH:
        raise MalformedRecord(f"Value nested deeper than {MAX_STRUCT_DEPTH} levels")
    result: Any = None
    for number, wire, value in iter_fields(data):
        expected = WIRE_FIXED64 if number == 2 else WIRE_VARINT if number in (1, 4) else WIRE_BYTES
        if 1 <= number <= 6 and wire != expected:
            raise MalformedRecord(f"Value field {number} has wire type {wire}, expected {expected}")
        if number == 2:
            result = struct.unpack("<d", value)[0]
        elif number == 3:
            result = _text(value)
        elif number == 4:
            result = bool(value)
        elif number == 5:  # Struct: fields=1 map<string, Value>
            result = dict(_map_entries(value, depth + 1))
        elif number == 6:  # ListValue: values=1 repeated Value
            items = Message(value, "ListValue").all_bytes(1)
            result = [decode_struct_value(item, depth + 1) for item in items]
        elif number == 1:
            result = None
    return result


def _map_entries(data: bytes, depth: int) -> Iterator[tuple[str, Any]]:
    """The (key, Value) entries of a map<string, Value> (Struct.fields, hparams)."""
    for entry in Message(data, "map").all_bytes(1):
        fields = Message(entry, "map entry")
        yield _text(fields.last_bytes(1)), decode_struct_value(fields.last_bytes(2) or b"", depth)


def session_start_hparams(content: bytes) -> dict[str, Any] | None:
    """The hparams map of an hparams-plugin HParamsPluginData whose
    session_start_info (field 3) is set; None for other hparams records."""
    start = Message(content, "HParamsPluginData").last_bytes(3)
    if start is None:
        return None
    # SessionStartInfo: hparams=1 map<string, Value>
    return dict(_map_entries(start, 0))


def text_summary(tensor: bytes) -> str:
    """The text of a text-plugin summary: a DT_STRING tensor's first string_val,
    at most MAX_TEXT_SUMMARY_BYTES long."""
    message = Message(tensor, "TensorProto")
    if message.last_varint(1, DT_INVALID) != DT_STRING:
        raise MalformedRecord("text summary tensor is not a string tensor")
    strings = message.all_bytes(8)
    if not strings:
        return ""
    if len(strings[0]) > MAX_TEXT_SUMMARY_BYTES:
        raise MalformedRecord(f"text summary longer than {MAX_TEXT_SUMMARY_BYTES} bytes")
    return _text(strings[0])
