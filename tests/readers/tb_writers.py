"""Test helpers that write TensorBoard event files: with torch's SummaryWriter,
with tensorboard's own writer (tensor-encoded scalars), and byte by byte."""

from __future__ import annotations

import struct
from collections.abc import Iterable, Sequence
from pathlib import Path

import crc32c
import numpy as np

Point = tuple[int, float, float]  # (step, value, wall_time)


def masked_crc(data: bytes) -> int:
    crc = crc32c.crc32c(data)
    return (((crc >> 15) | (crc << 17)) + 0xA282EAD8) & 0xFFFFFFFF


def frame(payload: bytes) -> bytes:
    """One TFRecord: length, masked CRC of the length, data, masked CRC of the data."""
    header = struct.pack("<Q", len(payload))
    return header + struct.pack("<I", masked_crc(header)) + payload + struct.pack("<I", masked_crc(payload))


def _varint(value: int) -> bytes:
    value &= (1 << 64) - 1  # negative int64 as protobuf writes it: ten bytes, two's complement
    out = bytearray()
    while True:
        low = value & 0x7F
        value >>= 7
        if value:
            out.append(low | 0x80)
        else:
            out.append(low)
            return bytes(out)


def _field_bytes(number: int, payload: bytes) -> bytes:
    return _varint(number << 3 | 2) + _varint(len(payload)) + payload


def file_version_event(wall_time: float) -> bytes:
    """The first Event of every file: wall_time and file_version."""
    return b"\x09" + struct.pack("<d", wall_time) + _field_bytes(3, b"brain.Event:2")


def simple_value_event(tag: str, step: int, value: float, wall_time: float) -> bytes:
    """The Event torch's SummaryWriter.add_scalar writes, byte for byte (proto3:
    a zero step or wall time is left out; simple_value sits in a oneof, so it is not)."""
    summary_value = _field_bytes(1, tag.encode()) + b"\x15" + struct.pack("<f", value)
    event = b"" if wall_time == 0 else b"\x09" + struct.pack("<d", wall_time)
    event += b"" if step == 0 else b"\x10" + _varint(step)
    return event + _field_bytes(5, _field_bytes(1, summary_value))


def write_records(path: Path, payloads: Iterable[bytes]) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"".join(frame(p) for p in payloads))
    return path


def write_raw_scalars(
    path: Path, tags: Sequence[str], steps: int, start_wall_time: float = 1.7e9, seed: int = 0
) -> int:
    """A torch-style event file of `steps` steps x len(tags) simple_value scalars,
    written without protobuf (fast enough for millions of events). Returns the
    number of scalar events."""
    rng = np.random.default_rng(seed)
    values = rng.standard_normal((steps, len(tags))).astype(np.float32)
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as handle:
        handle.write(frame(file_version_event(start_wall_time)))
        chunk: list[bytes] = []
        for step in range(steps):
            wall = start_wall_time + step * 0.01
            for column, tag in enumerate(tags):
                chunk.append(frame(simple_value_event(tag, step, float(values[step, column]), wall)))
            if len(chunk) > 65536:
                handle.write(b"".join(chunk))
                chunk.clear()
        handle.write(b"".join(chunk))
    return steps * len(tags)


def write_torch_scalars(
    logdir: Path,
    series: dict[str, Sequence[Point]],
    new_style: bool = False,
    double_precision: bool = False,
) -> None:
    """Write each tag's points with torch.utils.tensorboard.SummaryWriter.add_scalar."""
    from torch.utils.tensorboard import SummaryWriter

    writer = SummaryWriter(log_dir=str(logdir))
    try:
        for tag, points in series.items():
            for step, value, wall in points:
                writer.add_scalar(
                    tag,
                    value,
                    global_step=step,
                    walltime=wall,
                    new_style=new_style,
                    double_precision=double_precision,
                )
    finally:
        writer.close()


def write_tensor_scalars(logdir: Path, series: dict[str, Sequence[Point]], encoding: str) -> None:
    """Write scalars as TensorProto values with tensorboard's own EventFileWriter,
    as TF2/Keras do: `encoding` is tensor_content (float32 bytes), float_val,
    double_val or half_val. Each value carries the `scalars` plugin metadata."""
    from tensorboard.compat.proto import event_pb2, summary_pb2, tensor_pb2, tensor_shape_pb2, types_pb2
    from tensorboard.summary.writer.event_file_writer import EventFileWriter

    metadata = summary_pb2.SummaryMetadata(
        plugin_data=summary_pb2.SummaryMetadata.PluginData(plugin_name="scalars")
    )
    writer = EventFileWriter(str(logdir))
    try:
        for tag, points in series.items():
            for step, value, wall in points:
                shape = tensor_shape_pb2.TensorShapeProto()
                if encoding == "tensor_content":
                    tensor = tensor_pb2.TensorProto(
                        dtype=types_pb2.DT_FLOAT,
                        tensor_shape=shape,
                        tensor_content=np.float32(value).tobytes(),
                    )
                elif encoding == "float_val":
                    tensor = tensor_pb2.TensorProto(
                        dtype=types_pb2.DT_FLOAT, tensor_shape=shape, float_val=[value]
                    )
                elif encoding == "double_val":
                    tensor = tensor_pb2.TensorProto(
                        dtype=types_pb2.DT_DOUBLE, tensor_shape=shape, double_val=[value]
                    )
                elif encoding == "half_val":
                    bits = int(np.float16(value).view(np.uint16))
                    tensor = tensor_pb2.TensorProto(
                        dtype=types_pb2.DT_HALF, tensor_shape=shape, half_val=[bits]
                    )
                else:
                    raise ValueError(f"unknown encoding {encoding!r}")
                summary = summary_pb2.Summary(
                    value=[summary_pb2.Summary.Value(tag=tag, tensor=tensor, metadata=metadata)]
                )
                writer.add_event(event_pb2.Event(wall_time=wall, step=step, summary=summary))
    finally:
        writer.close()


def event_files(directory: Path) -> list[Path]:
    return sorted(p for p in directory.rglob("*") if p.is_file() and "tfevents" in p.name)
