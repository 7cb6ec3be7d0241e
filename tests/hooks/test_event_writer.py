"""The built-in event-file writer (used when tensorboard is absent): its files are
read back exactly by tensorboard's own EventAccumulator and by triage's reader."""

from __future__ import annotations

import math
import struct
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from triage.hooks.event_writer import EventFileWriter, frame_record, masked_crc32c
from triage.readers import read_run


def write_events(log_dir: Path, points: dict[str, list[tuple[int, float]]]) -> Path:
    writer = EventFileWriter(log_dir, flush_bytes=256)
    for tag, pairs in points.items():
        for step, value in pairs:
            writer.add_scalar(tag, value, step, wall_time=1_700_000_000.0 + step)
    writer.close()
    return writer.path


def test_masked_crc_matches_the_tfrecord_definition() -> None:
    # CRC-32C's standard check value is 0xE3069283 for b"123456789"; TFRecord rotates it
    # right by 15 bits and adds 0xA282EAD8, modulo 2**32
    check = 0xE3069283
    rotated = ((check >> 15) | (check << 17)) & 0xFFFFFFFF
    assert masked_crc32c(b"123456789") == (rotated + 0xA282EAD8) & 0xFFFFFFFF
    assert masked_crc32c(b"") == 0xA282EAD8
    record = frame_record(b"abc")
    assert len(record) == 8 + 4 + 3 + 4
    assert struct.unpack("<Q", record[:8])[0] == 3


def test_tensorboard_reads_what_the_writer_wrote(tmp_path: Path) -> None:
    event_accumulator = pytest.importorskip("tensorboard.backend.event_processing.event_accumulator")
    points = {
        "train/loss": [(i, 2.0 / (i + 1)) for i in range(50)],
        "grad_norm/fc.weight": [(i * 10, float(i)) for i in range(5)],
        "nonfinite/forward/custom": [(7, 1.0)],
    }
    write_events(tmp_path, points)
    accumulator = event_accumulator.EventAccumulator(str(tmp_path), size_guidance={"scalars": 0})
    accumulator.Reload()
    assert set(accumulator.Tags()["scalars"]) == set(points)
    for tag, pairs in points.items():
        events = accumulator.Scalars(tag)
        assert [e.step for e in events] == [s for s, _ in pairs]
        assert [e.value for e in events] == pytest.approx([v for _, v in pairs], rel=1e-6)
        assert events[0].wall_time == pytest.approx(1_700_000_000.0 + pairs[0][0])


def test_triage_reads_what_the_writer_wrote(tmp_path: Path) -> None:
    write_events(tmp_path, {"train/loss": [(i, 1.0 / (i + 1)) for i in range(20)], "train/lr": [(0, 0.1)]})
    run = read_run(tmp_path)
    loss = run.series["train/loss"]
    assert loss.step.tolist() == list(range(20))
    assert loss.value[3] == pytest.approx(0.25)
    assert run.series["train/lr"].kind.value == "lr"


def test_a_file_cut_mid_record_keeps_the_whole_records(tmp_path: Path) -> None:
    path = write_events(tmp_path, {"train/loss": [(i, float(i)) for i in range(10)]})
    data = path.read_bytes()
    path.write_bytes(data[:-7])  # a process killed while writing the last record
    run = read_run(tmp_path)
    assert run.series["train/loss"].step.tolist() == list(range(9))


@settings(max_examples=40, deadline=None)
@given(
    st.lists(
        st.tuples(st.integers(-(2**40), 2**40), st.floats(allow_nan=True, allow_infinity=True, width=32)),
        min_size=1,
        max_size=30,
    )
)
def test_steps_and_float32_values_round_trip(pairs: list[tuple[int, float]]) -> None:
    import tempfile

    with tempfile.TemporaryDirectory() as directory:
        write_events(Path(directory), {"train/loss": pairs})
        run = read_run(directory)
    series = run.series["train/loss"]
    assert series.step.tolist() == [s for s, _ in pairs]
    for got, (_, expected) in zip(series.value.tolist(), pairs, strict=True):
        if math.isnan(expected):
            assert math.isnan(got)
        else:
            assert got == expected
