"""The slow-path protobuf decoders (histograms, tensor histograms, plugin
metadata, hparams, text) on hostile bytes: only MalformedRecord ever escapes,
nothing is allocated beyond what the record holds, nesting is bounded; and
the records real writers make still decode to what their own parser says."""

from __future__ import annotations

import json
import struct
import tracemalloc
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tb_writers import file_version_event, simple_value_event, write_records

from triage.readers import tb_proto
from triage.readers.tb_proto import MalformedRecord
from triage.readers.tensorboard import read_tensorboard

pytest.importorskip("tensorboard")


def _varint(value: int) -> bytes:
    out = bytearray()
    while True:
        low, value = value & 0x7F, value >> 7
        out.append(low | (0x80 if value else 0))
        if not value:
            return bytes(out)


def _field(number: int, payload: bytes) -> bytes:
    return _varint(number << 3 | 2) + _varint(len(payload)) + payload


def _seeds() -> dict[str, bytes]:
    """Valid messages of each kind, made by tensorboard's own protos."""
    from tensorboard.compat.proto import histogram_pb2, summary_pb2, tensor_pb2, types_pb2
    from tensorboard.plugins.histogram.summary_v2 import histogram_pb
    from tensorboard.plugins.hparams import summary_v2 as hp

    histogram = histogram_pb2.HistogramProto(
        min=-1.0, max=2.0, num=10, sum=3.0, sum_squares=9.0, bucket_limit=[0.0, 1.0, 2.0], bucket=[3, 4, 3]
    )
    tensor_histogram = histogram_pb("w", np.arange(20.0), buckets=4).value[0].tensor
    hparams_value = hp.hparams_pb({"lr": 0.1, "optimizer": "adam", "nested": True}).value[0]
    text = tensor_pb2.TensorProto(dtype=types_pb2.DT_STRING, string_val=[b'{"learning_rate": 0.1}'])
    metadata = summary_pb2.SummaryMetadata(
        plugin_data=summary_pb2.SummaryMetadata.PluginData(plugin_name="scalars", content=b"\x08\x01")
    )
    return {
        "histogram": histogram.SerializeToString(),
        "tensor_histogram": tensor_histogram.SerializeToString(),
        "hparams_metadata": hparams_value.metadata.SerializeToString(),
        "hparams_content": hparams_value.metadata.plugin_data.content,
        "text": text.SerializeToString(),
        "metadata": metadata.SerializeToString(),
    }


SEEDS = _seeds()
DECODERS: dict[str, Callable[[bytes], Any]] = {
    "histogram": tb_proto.decode_histogram,
    "tensor_histogram": tb_proto.decode_tensor_histogram,
    "hparams_metadata": tb_proto.plugin_of,
    "hparams_content": tb_proto.session_start_hparams,
    "text": tb_proto.text_summary,
    "metadata": tb_proto.plugin_of,
}


def test_the_seeds_decode_to_what_tensorboard_wrote() -> None:
    histogram = tb_proto.decode_histogram(SEEDS["histogram"])
    assert (histogram.min, histogram.max, histogram.count) == (-1.0, 2.0, 10.0)
    assert histogram.bucket_counts.tolist() == [3.0, 4.0, 3.0]
    tensor_histogram = tb_proto.decode_tensor_histogram(SEEDS["tensor_histogram"])
    assert tensor_histogram is not None and tensor_histogram.count == 20.0
    assert tb_proto.plugin_of(SEEDS["hparams_metadata"])[0] == "hparams"
    assert tb_proto.session_start_hparams(SEEDS["hparams_content"]) == {
        "lr": 0.1,
        "optimizer": "adam",
        "nested": True,
    }
    assert json.loads(tb_proto.text_summary(SEEDS["text"])) == {"learning_rate": 0.1}
    assert tb_proto.plugin_of(SEEDS["metadata"]) == ("scalars", b"\x08\x01")


def _decode_or_malformed(kind: str, data: bytes) -> Any:
    try:
        return DECODERS[kind](data)
    except MalformedRecord:
        return None


def _mutate(seed: bytes, edits: list[tuple[int, int, int]]) -> bytes:
    """Structure-blind edits: flip, insert a byte, delete, insert a long varint."""
    data = bytearray(seed)
    for kind, at, value in edits:
        at = at % (len(data) + 1)
        if kind == 0 and data:
            data[at % len(data)] ^= value or 1
        elif kind == 1:
            data[at:at] = bytes([value])
        elif kind == 2:
            del data[at : at + 1 + value % 4]
        else:
            data[at:at] = _varint(value << 20 | value)
    return bytes(data)


edits = st.lists(
    st.tuples(st.integers(0, 3), st.integers(0, 1 << 16), st.integers(0, 255)), min_size=1, max_size=6
)


@settings(max_examples=200, derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(sorted(DECODERS)), edits)
def test_mutated_messages_decode_or_raise_malformed_record_only(kind: str, changes: list[Any]) -> None:
    data = _mutate(SEEDS[kind], changes)
    result = _decode_or_malformed(kind, data)
    # nothing decoded is larger than the bytes it came from
    if isinstance(result, tb_proto.HistogramSummary):
        assert result.bucket_limits.nbytes + result.bucket_counts.nbytes <= 4 * len(data) + 64
    if isinstance(result, tuple):
        assert len(result[0]) + len(result[1]) <= len(data)


@settings(max_examples=100, derandomize=True, deadline=None)
@given(st.sampled_from(sorted(DECODERS)), st.binary(max_size=200))
def test_random_bytes_decode_or_raise_malformed_record_only(kind: str, data: bytes) -> None:
    _decode_or_malformed(kind, data)


def test_a_number_where_a_string_belongs_allocates_nothing() -> None:
    # the 2.7 KB memory bomb of issue 10: plugin_name as a varint of 1.5e9
    plugin_data = _varint(1 << 3 | 0) + _varint(1_500_000_000)
    metadata = _field(1, plugin_data)
    tracemalloc.start()
    with pytest.raises(MalformedRecord, match="wire type"):
        tb_proto.plugin_of(metadata)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    assert peak < 1 << 20
    # and the same for a string Value and a Struct given as numbers
    for value in (_varint(3 << 3 | 0) + _varint(1 << 40), _varint(5 << 3 | 0) + _varint(1 << 30)):
        with pytest.raises(MalformedRecord):
            tb_proto.decode_struct_value(value)


def test_deep_nesting_is_malformed_not_a_recursion_error() -> None:
    value = _varint(2 << 3 | 1) + struct.pack("<d", 1.0)
    for _ in range(5000):
        value = _field(6, _field(1, value))  # ListValue holding the Value
    with pytest.raises(MalformedRecord, match="nested deeper"):
        tb_proto.decode_struct_value(value)
    shallow = _varint(2 << 3 | 1) + struct.pack("<d", 2.0)
    for _ in range(tb_proto.MAX_STRUCT_DEPTH):
        shallow = _field(6, _field(1, shallow))
    depth, decoded = 0, tb_proto.decode_struct_value(shallow)
    while isinstance(decoded, list):
        depth, decoded = depth + 1, decoded[0]
    assert (depth, decoded) == (tb_proto.MAX_STRUCT_DEPTH, 2.0)


def test_histogram_with_a_ragged_bucket_list_is_malformed() -> None:
    with pytest.raises(MalformedRecord, match="8-byte"):
        tb_proto.decode_histogram(_field(6, b"\x00" * 12))


def _event_with_value(tag: str, value_fields: bytes, step: int = 1) -> bytes:
    summary_value = _field(1, tag.encode()) + value_fields
    return (
        b"\x09"
        + struct.pack("<d", 1.7e9 + step)
        + b"\x10"
        + _varint(step)
        + _field(5, _field(1, summary_value))
    )


def test_an_event_file_with_the_memory_bomb_reads_with_a_note(tmp_path: Path) -> None:
    bomb_metadata = _field(1, _varint(1 << 3 | 0) + _varint(1_500_000_000))
    bomb = _event_with_value("weights", _field(9, bomb_metadata) + _field(5, SEEDS["histogram"]))
    records = [file_version_event(1.7e9)] + [
        simple_value_event("loss", s, 1.0 / (s + 1), 1.7e9 + s) for s in range(5)
    ]
    write_records(tmp_path / "events.out.tfevents.1.h", [*records, bomb])
    tracemalloc.start()
    run = read_tensorboard(tmp_path)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    assert peak < 32 << 20
    assert run.series["loss"].step.tolist() == [0, 1, 2, 3, 4]
    assert any("weights" in note for note in run.notes)


def test_a_header_only_file_is_a_run_with_no_series_and_a_note(tmp_path: Path) -> None:
    path = write_records(tmp_path / "events.out.tfevents.1.h", [file_version_event(1.7e9)])
    run = read_tensorboard(path)
    assert run.series == {}
    assert any("no summary values" in note and path.name in note for note in run.notes)


def _text_event(tag: str, text: bytes, step: int = 0) -> bytes:
    from tensorboard.compat.proto import summary_pb2, tensor_pb2, types_pb2

    tensor = tensor_pb2.TensorProto(dtype=types_pb2.DT_STRING, string_val=[text])
    metadata = summary_pb2.SummaryMetadata(
        plugin_data=summary_pb2.SummaryMetadata.PluginData(plugin_name="text")
    )
    return _event_with_value(
        tag, _field(8, tensor.SerializeToString()) + _field(9, metadata.SerializeToString()), step
    )


def test_hf_text_summaries_give_hparams_and_the_classes_of_a_classifier(tmp_path: Path) -> None:
    args = {"learning_rate": 2e-5, "optim": "adamw_torch", "seed": 7, "output_dir": "/x" * 600, "fsdp": []}
    config = {"architectures": ["BertForSequenceClassification"], "id2label": {"0": "a", "1": "b", "2": "c"}}
    records = [
        file_version_event(1.7e9),
        _text_event("args/text_summary", json.dumps(args).encode()),
        _text_event("model_config/text_summary", json.dumps(config).encode()),
        simple_value_event("train/loss", 1, 0.5, 1.7e9 + 1),
    ]
    run = read_tensorboard(write_records(tmp_path / "events.out.tfevents.1.h", records))
    assert run.hparams == {"learning_rate": 2e-5, "optim": "adamw_torch", "seed": 7, "num_classes": 3}
    assert run.notes == []


@pytest.mark.parametrize(
    ("config", "classes"),
    [
        (
            {"architectures": ["T5ForConditionalGeneration"], "id2label": {"0": "LABEL_0", "1": "LABEL_1"}},
            None,
        ),
        ({"id2label": {"0": "negative", "1": "positive"}}, 2),
        ({"architectures": ["ViTForImageClassification"], "num_labels": 10}, 10),
        ({"architectures": "not a list", "num_labels": True}, None),
    ],
)
def test_num_classes_only_for_a_classifier(
    tmp_path: Path, config: dict[str, Any], classes: int | None
) -> None:
    records = [
        _text_event("model_config/text_summary", json.dumps(config).encode()),
        simple_value_event("loss", 1, 1.0, 1.7e9),
    ]
    run = read_tensorboard(write_records(tmp_path / "events.out.tfevents.1.h", records))
    assert run.hparams.get("num_classes") == classes


@pytest.mark.parametrize(
    "text",
    [b"{not json", b"[" * 100_000 + b"]" * 100_000, b'{"x": ' + b"9" * 5000 + b"}", b"[1, 2]"],
    ids=["not-json", "deeply-nested", "huge-integer", "not-an-object"],
)
def test_bad_hf_text_is_a_note(tmp_path: Path, text: bytes) -> None:
    records = [_text_event("args/text_summary", text), simple_value_event("loss", 1, 1.0, 1.7e9)]
    run = read_tensorboard(write_records(tmp_path / "events.out.tfevents.1.h", records))
    assert run.hparams == {}
    assert any("args/text_summary" in note for note in run.notes)


def test_an_oversized_text_summary_is_skipped_as_unreadable(tmp_path: Path) -> None:
    text = b'{"a": "' + b"x" * tb_proto.MAX_TEXT_SUMMARY_BYTES + b'"}'
    records = [_text_event("args/text_summary", text), simple_value_event("loss", 1, 1.0, 1.7e9)]
    run = read_tensorboard(write_records(tmp_path / "events.out.tfevents.1.h", records))
    assert run.hparams == {}
    assert any("args/text_summary" in note and "unreadable" in note for note in run.notes)


def _batch_decoded(messages: list[bytes]) -> list[tb_proto.HistogramSummary | None]:
    """decode_histograms over the messages laid end to end, as records lie in a file."""
    data = b"".join(messages)
    ends = np.cumsum([len(m) for m in messages], dtype=np.int64)
    starts = ends - np.array([len(m) for m in messages], dtype=np.int64)
    return tb_proto.decode_histograms(np.frombuffer(data, dtype=np.uint8), starts, ends)


def _same_summary(got: tb_proto.HistogramSummary, want: tb_proto.HistogramSummary) -> None:
    assert (got.min, got.max, got.count, got.total, got.sum_squares) == (
        want.min,
        want.max,
        want.count,
        want.total,
        want.sum_squares,
    )
    np.testing.assert_array_equal(got.bucket_limits, want.bucket_limits)
    np.testing.assert_array_equal(got.bucket_counts, want.bucket_counts)


def test_histograms_decoded_together_equal_each_decoded_alone(tmp_path: Path) -> None:
    torch = pytest.importorskip("torch")
    from tensorboard.compat.proto import histogram_pb2
    from torch.utils.tensorboard import SummaryWriter
    from torch.utils.tensorboard.summary import histogram

    torch.set_num_threads(1)
    writer = SummaryWriter(log_dir=str(tmp_path))
    bins = writer.default_bins  # what add_histogram uses by default
    writer.close()
    rng = np.random.default_rng(1)
    # what torch's add_histogram writes (its default TF-style bins), TF's proto with
    # fields at their defaults left out, and one with no buckets at all
    messages = [
        histogram("w", rng.normal(size=n) * scale, bins).value[0].histo.SerializeToString()
        for n, scale in ((1000, 1.0), (10, 1e-3), (1, 5.0))
    ]
    messages.append(
        histogram_pb2.HistogramProto(max=2.0, num=3, bucket_limit=[2.0], bucket=[3]).SerializeToString()
    )
    messages.append(histogram_pb2.HistogramProto(num=0).SerializeToString())
    messages.append(SEEDS["histogram"])
    decoded = _batch_decoded(messages)
    for message, got in zip(messages, decoded, strict=True):
        assert got is not None
        _same_summary(got, tb_proto.decode_histogram(message))


@settings(max_examples=150, derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(edits, min_size=1, max_size=4), st.booleans())
def test_batch_histogram_decoding_agrees_or_defers_on_mutated_messages(
    changes: list[Any], unpacked_buckets: bool
) -> None:
    seed = SEEDS["histogram"]
    if unpacked_buckets:
        # bucket counts as repeated fixed64 fields (legal protobuf): left to the one-by-one decoder
        seed = seed.split(b"\x3a")[0] + b"".join(b"\x39" + struct.pack("<d", c) for c in (3.0, 4.0, 3.0))
    messages = [seed] + [_mutate(seed, change) for change in changes]
    for message, got in zip(messages, _batch_decoded(messages), strict=True):
        want = _decode_or_malformed("histogram", message)
        if got is not None:
            assert want is not None  # never a summary where the exact decoder finds the bytes malformed
            _same_summary(got, want)
    if not unpacked_buckets:
        assert _batch_decoded([seed])[0] is not None
