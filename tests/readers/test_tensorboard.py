"""The TensorBoard reader against tensorboard's compiled protos, files written by
torch's and tensorboard's writers (all scalar encodings), and the real fixtures."""

from __future__ import annotations

import math
from collections import defaultdict
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tb_writers import (
    file_version_event,
    simple_value_event,
    write_raw_scalars,
    write_records,
    write_tensor_scalars,
    write_torch_scalars,
)

from triage.model import Kind, Role
from triage.readers import tb_proto
from triage.readers.naming import parse_mapping
from triage.readers.tensorboard import find_tensorboard_runs, is_event_file, read_tensorboard

pytest.importorskip("tensorboard")

CHARLSTM = "lightning-tb-charlstm/lightning_logs/version_0"
KERAS_RMS1 = "keras-tb-validation/loop_noise5_cbamconcat_rms1_batchsize512"
KERAS_RMS10 = "keras-tb-validation/loop_noise5_cbamconcat_rms10_batchsize512"
HF_RUN = "hf-t5-cnndm-slow/runs/Mar24_22-23-40_DESKTOP-41L2EO3"


def proto_scalars(path: Path) -> dict[str, list[tuple[int, float, float]]]:
    """Every scalar in an event file, decoded by tensorboard's own protos."""
    from tensorboard.backend.event_processing.event_file_loader import LegacyEventFileLoader
    from tensorboard.util import tensor_util

    found: dict[str, list[tuple[int, float, float]]] = defaultdict(list)
    plugin_by_tag: dict[str, str] = {}
    for event in LegacyEventFileLoader(str(path)).Load():
        for value in event.summary.value:
            if value.HasField("metadata"):
                plugin_by_tag.setdefault(value.tag, value.metadata.plugin_data.plugin_name)
            kind = value.WhichOneof("value")
            if kind == "simple_value":
                number = value.simple_value
            elif kind == "tensor" and plugin_by_tag.get(value.tag, "") in ("", "scalars"):
                array = tensor_util.make_ndarray(value.tensor)
                if array.size != 1 or array.dtype.kind not in "fiub":
                    continue
                number = float(array.ravel()[0])
            else:
                continue
            found[value.tag].append((event.step, number, event.wall_time))
    return found


def assert_same_points(series_step, series_value, series_wall, points) -> None:
    np.testing.assert_array_equal(series_step, [p[0] for p in points])
    np.testing.assert_array_equal(series_value, np.array([p[1] for p in points], dtype=np.float64))
    np.testing.assert_array_equal(series_wall, [p[2] for p in points])


# -- field numbers and encodings, checked against the compiled protos


def test_field_numbers_match_tensorboards_protos() -> None:
    from tensorboard.compat.proto import event_pb2, histogram_pb2, summary_pb2, tensor_pb2, types_pb2

    def numbers(message) -> dict[str, int]:
        return {f.name: f.number for f in message.DESCRIPTOR.fields}

    assert {"wall_time": 1, "step": 2, "file_version": 3, "summary": 5}.items() <= numbers(
        event_pb2.Event
    ).items()
    assert numbers(summary_pb2.Summary)["value"] == 1
    assert {
        "tag": 1,
        "simple_value": 2,
        "image": 4,
        "histo": 5,
        "audio": 6,
        "tensor": 8,
        "metadata": 9,
    }.items() <= (numbers(summary_pb2.Summary.Value).items())
    assert {
        "dtype": 1,
        "tensor_shape": 2,
        "tensor_content": 4,
        "float_val": 5,
        "double_val": 6,
        "int_val": 7,
        "string_val": 8,
        "int64_val": 10,
        "bool_val": 11,
        "half_val": 13,
    }.items() <= numbers(tensor_pb2.TensorProto).items()
    assert {
        "min": 1,
        "max": 2,
        "num": 3,
        "sum": 4,
        "sum_squares": 5,
        "bucket_limit": 6,
        "bucket": 7,
    }.items() <= (numbers(histogram_pb2.HistogramProto).items())
    codes = dict(types_pb2.DataType.items())
    assert (codes["DT_FLOAT"], codes["DT_DOUBLE"], codes["DT_HALF"], codes["DT_BFLOAT16"]) == (
        tb_proto.DT_FLOAT,
        tb_proto.DT_DOUBLE,
        tb_proto.DT_HALF,
        tb_proto.DT_BFLOAT16,
    )
    assert (codes["DT_STRING"], codes["DT_INT64"], codes["DT_INT32"]) == (
        tb_proto.DT_STRING,
        tb_proto.DT_INT64,
        tb_proto.DT_INT32,
    )


def test_hand_written_events_are_byte_identical_to_protobufs() -> None:
    from tensorboard.compat.proto import event_pb2, summary_pb2

    for tag, step, value, wall in [
        ("loss", 0, 0.0, 0.0),
        ("a/b", 7, -1.5, 1.7e9),
        ("x", -3, 3e38, 12.5),
        ("y", 2**40, float("inf"), 1.0),
    ]:
        expected = event_pb2.Event(
            wall_time=wall,
            step=step,
            summary=summary_pb2.Summary(value=[summary_pb2.Summary.Value(tag=tag, simple_value=value)]),
        ).SerializeToString()
        assert simple_value_event(tag, step, value, wall) == expected
    assert (
        file_version_event(5.0)
        == event_pb2.Event(wall_time=5.0, file_version="brain.Event:2").SerializeToString()
    )


# -- round trips through the writers people use

finite_or_not_32 = st.floats(width=32, allow_nan=True, allow_infinity=True)
steps = st.integers(min_value=-(2**40), max_value=2**62)


def points_of(values: list[float], step_list: list[int]) -> list[tuple[int, float, float]]:
    # duplicate steps come in on purpose: the strategy draws them from a small pool
    return [(s, v, 1.6e9 + i * 0.25) for i, (s, v) in enumerate(zip(step_list, values, strict=False))]


series_strategy = st.lists(
    st.tuples(st.sampled_from([0, 1, 5, 5, 2**33, -7]) | steps, finite_or_not_32), min_size=1, max_size=40
)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(loss=series_strategy, acc=series_strategy, new_style=st.booleans())
def test_torch_summary_writer_round_trips_exactly(tmp_path_factory, loss, acc, new_style) -> None:
    pytest.importorskip("torch")
    logdir = tmp_path_factory.mktemp("torch")
    written = {
        "train/loss": points_of([v for _, v in loss], [s for s, _ in loss]),
        "val/accuracy": points_of([v for _, v in acc], [s for s, _ in acc]),
    }
    write_torch_scalars(logdir, written, new_style=new_style)
    run = read_tensorboard(logdir)
    assert set(run.series) == set(written)
    for tag, points in written.items():
        series = run.series[tag]
        stored = [(s, float(np.float32(v)), w) for s, v, w in points]
        assert_same_points(series.step, series.value, series.wall_time, stored)
    assert run.series["train/loss"].role is Role.TRAIN and run.series["val/accuracy"].role is Role.VAL


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    points=st.lists(st.tuples(steps, st.floats(allow_nan=True, allow_infinity=True)), min_size=1, max_size=30)
)
def test_torch_double_precision_keeps_float64(tmp_path_factory, points) -> None:
    pytest.importorskip("torch")
    logdir = tmp_path_factory.mktemp("torch64")
    written = {"loss": points_of([v for _, v in points], [s for s, _ in points])}
    write_torch_scalars(logdir, written, new_style=True, double_precision=True)
    series = read_tensorboard(logdir).series["loss"]
    assert_same_points(series.step, series.value, series.wall_time, written["loss"])


@pytest.mark.parametrize(
    ("encoding", "width"),
    [("tensor_content", 32), ("float_val", 32), ("double_val", 64), ("half_val", 16)],
)
@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_tensor_encoded_scalars_round_trip_exactly(tmp_path_factory, encoding, width, data) -> None:
    values = data.draw(
        st.lists(st.floats(width=width, allow_nan=True, allow_infinity=True), min_size=1, max_size=30)
    )
    step_list = data.draw(st.lists(steps, min_size=len(values), max_size=len(values)))
    logdir = tmp_path_factory.mktemp(encoding)
    written = {"epoch_loss": points_of(values, step_list)}
    write_tensor_scalars(logdir, written, encoding)
    series = read_tensorboard(logdir).series["epoch_loss"]
    assert_same_points(series.step, series.value, series.wall_time, written["epoch_loss"])


def test_a_large_hand_written_file_matches_the_protos(tmp_path: Path) -> None:
    # large enough for the batched framing, batched checksums and several decode batches
    path = tmp_path / "events.out.tfevents.1.big"
    tags = ["train/loss", "train/lr", "val/loss_long_name_for_width", "a"]
    write_raw_scalars(path, tags, steps=40_000)
    run = read_tensorboard(path)
    assert run.notes == []
    expected = proto_scalars(path)
    assert set(run.series) == set(expected) == set(tags)
    for tag in tags:
        series = run.series[tag]
        assert_same_points(series.step, series.value, series.wall_time, expected[tag])


# -- histograms and hparams


def test_histograms_are_kept_as_per_step_summaries(tmp_path: Path) -> None:
    torch = pytest.importorskip("torch")
    from torch.utils.tensorboard import SummaryWriter

    torch.set_num_threads(1)
    rng = np.random.default_rng(3)
    samples = [rng.normal(loc=step, scale=1 + step, size=500) for step in range(4)]
    writer = SummaryWriter(log_dir=str(tmp_path))
    for step, sample in enumerate(samples):
        writer.add_histogram("layer1/weight", sample, global_step=step)
        writer.add_scalar("train/loss", 1.0 / (step + 1), global_step=step)
    writer.close()
    run = read_tensorboard(tmp_path)
    histograms = run.histograms["layer1/weight"]
    np.testing.assert_array_equal(histograms.step, [0, 1, 2, 3])
    np.testing.assert_allclose(histograms.min, [s.min() for s in samples])
    np.testing.assert_allclose(histograms.max, [s.max() for s in samples])
    np.testing.assert_allclose(histograms.mean, [s.mean() for s in samples])
    np.testing.assert_allclose(histograms.std, [s.std() for s in samples], rtol=1e-6)
    np.testing.assert_array_equal(histograms.count, [500] * 4)
    assert all(counts.sum() == 500 for counts in histograms.bucket_counts)
    assert len(histograms.bucket_limits[0]) == len(histograms.bucket_counts[0])
    assert "layer1/weight" not in run.series and len(run.series["train/loss"]) == 4


def test_add_hparams_folds_into_its_parent_run(tmp_path: Path) -> None:
    pytest.importorskip("torch")
    from torch.utils.tensorboard import SummaryWriter

    writer = SummaryWriter(log_dir=str(tmp_path / "exp"))
    for step in range(5):
        writer.add_scalar("train/loss", 2.0 - step * 0.1, global_step=step)
    writer.add_hparams(
        {"lr": 0.01, "batch_size": 32, "optimizer": "adam", "dropout": True}, {"hparam/accuracy": 0.75}
    )
    writer.close()
    assert [p.name for p in tmp_path.joinpath("exp").iterdir() if p.is_dir()]  # the timestamp subdirectory
    assert find_tensorboard_runs(tmp_path) == [tmp_path / "exp"]
    run = read_tensorboard(tmp_path / "exp")
    assert run.hparams == {"lr": 0.01, "batch_size": 32, "optimizer": "adam", "dropout": True}
    assert set(run.series) == {"train/loss", "hparam/accuracy"}
    assert run.notes == []


def test_tf2_hparams_summary_is_read(tmp_path: Path) -> None:
    from tensorboard.compat.proto import event_pb2
    from tensorboard.plugins.hparams.summary_v2 import hparams_pb
    from tensorboard.summary.writer.event_file_writer import EventFileWriter

    writer = EventFileWriter(str(tmp_path))
    summary = hparams_pb({"learning_rate": 0.003, "optimizer": "adam", "num_layers": 3, "augment": True})
    writer.add_event(event_pb2.Event(wall_time=1.0, step=0, summary=summary))
    writer.close()
    run = read_tensorboard(tmp_path)
    # an empty-shaped float tensor carries the plugin data: not a scalar, not a skipped tag
    assert run.series == {} and run.notes == []
    assert run.hparams == {"learning_rate": 0.003, "optimizer": "adam", "num_layers": 3, "augment": True}


def test_lightning_hparams_yaml_with_python_objects_is_read_robustly(tmp_path: Path) -> None:
    write_records(
        tmp_path / "events.out.tfevents.1.host",
        [
            file_version_event(1.0),
            simple_value_event("train_loss", 1, 0.5, 2.0),
        ],
    )
    (tmp_path / "hparams.yaml").write_text(
        "lr: 0.001\nbatch_size: 64\nname: charlstm\n"
        "optimizer_args: !!python/object:argparse.Namespace\n  momentum: 0.9\n"
        "loss_fn: !!python/name:torch.nn.functional.cross_entropy ''\n"
        "scheduler:\n  kind: cosine\n  warmup: 100\n"
    )
    run = read_tensorboard(tmp_path)
    assert run.hparams == {
        "lr": 0.001,
        "batch_size": 64,
        "name": "charlstm",
        "scheduler.kind": "cosine",
        "scheduler.warmup": 100,
    }
    assert any("optimizer_args" in note and "loss_fn" in note for note in run.notes)


# -- the real public logs (read in place)


def test_lightning_charlstm_reads_with_its_roles(real_logs: Path) -> None:
    run_dir = real_logs / CHARLSTM
    run = read_tensorboard(run_dir)
    assert run.reader == "tensorboard"
    assert len(run.series["train_loss"]) == 7691 and run.series["train_loss"].role is Role.TRAIN
    val = run.series["val_loss"]
    assert len(val) == 29 and (val.role, val.kind) == (Role.VAL, Kind.LOSS)
    assert val.step[0] == 13261 and np.all(np.diff(val.step) == 13262)  # one val point an epoch
    assert abs(val.value.min() - 0.2530) < 5e-4 and int(np.argmin(val.value)) == 18  # epoch 18
    assert abs(val.value[-1] - 0.2556) < 5e-4
    assert len(run.series["epoch"]) == 7720 and run.series["epoch"].kind is Kind.EPOCH
    assert run.series["hp_metric"].value.tolist() == [-1.0]
    assert run.hparams == {
        "hidden_units": 512,
        "lr": 0.001,
        "num_chars": 29,
        "num_layers": 2,
        "seq_length": 100,
    }
    assert run.notes == []
    (event_file,) = run_dir.glob("events.out.tfevents.*")
    expected = proto_scalars(event_file)
    for tag, points in expected.items():
        series = run.series[tag]
        assert_same_points(series.step, series.value, series.wall_time, points)


@pytest.mark.parametrize("fixture", [KERAS_RMS1, KERAS_RMS10])
def test_keras_validation_runs_in_both_encodings(real_logs: Path, fixture: str) -> None:
    run = read_tensorboard(real_logs / fixture)
    loss = run.series["validation/epoch_loss"]
    assert (loss.role, loss.kind, len(loss)) == (Role.VAL, Kind.LOSS, 1000)
    np.testing.assert_array_equal(loss.step, np.arange(1000))
    (event_file,) = (real_logs / fixture / "validation").glob("events.out.tfevents.*")
    expected = proto_scalars(event_file)
    assert {f"validation/{tag}" for tag in expected} == set(run.series)
    for tag, points in expected.items():
        series = run.series[f"validation/{tag}"]
        assert_same_points(series.step, series.value, series.wall_time, points)


def test_keras_fixture_curves_match_sources_md(real_logs: Path) -> None:
    rms1 = read_tensorboard(real_logs / KERAS_RMS1).series["validation/epoch_loss"]
    rms10 = read_tensorboard(real_logs / KERAS_RMS10)
    assert (int(np.argmax(rms1.value)), round(float(rms1.value.max()), 2)) == (15, 11.97)
    assert int(np.argmin(rms1.value)) == 678
    assert int(np.argmax(rms10.series["validation/epoch_loss"].value)) == 22
    iterations = rms10.series["validation/evaluation_loss_vs_iterations"]
    assert iterations.role is Role.VAL and iterations.aggregation == "step"
    np.testing.assert_array_equal(iterations.step, np.arange(5, 5001, 5))


def test_hf_run_merges_its_two_event_files(real_logs: Path) -> None:
    run = read_tensorboard(real_logs / HF_RUN)
    loss = run.series["train/loss"]
    assert (loss.role, loss.kind, len(loss)) == (Role.TRAIN, Kind.LOSS, 430)
    eval_loss = run.series["eval/loss"]
    assert (eval_loss.role, eval_loss.step.tolist()) == (Role.VAL, [215337])
    assert abs(eval_loss.value[0] - 1.634) < 1e-3
    assert not any("text_summary" in name for name in run.series)
    # HF's args and model_config text summaries are read as hyperparameters, not skipped
    assert not any("text_summary" in note for note in run.notes)
    expected = {
        "learning_rate": 5e-05,
        "per_device_train_batch_size": 4,
        "num_train_epochs": 3.0,
        "max_steps": -1,
        "lr_scheduler_type": "linear",
        "optim": "adamw_torch",
        "warmup_steps": 0,
        "seed": 42,
    }
    assert {key: run.hparams.get(key) for key in expected} == expected
    # a T5 summarizer: its config's default num_labels is not a number of classes
    assert "num_classes" not in run.hparams


def test_discovery_finds_the_real_runs(real_logs: Path) -> None:
    found = find_tensorboard_runs(real_logs)
    # the shared folder grows; these runs (and their split subdirectories folded in) must be among them
    assert found == sorted(found)
    for run in (HF_RUN, KERAS_RMS10, KERAS_RMS1, CHARLSTM):
        assert real_logs / run in found
        assert not any(other.parent == real_logs / run for other in found)
    for event_file in (real_logs / CHARLSTM).glob("events*"):
        assert is_event_file(event_file)
    assert not is_event_file(real_logs / CHARLSTM / "hparams.yaml")
    assert not is_event_file(real_logs / "SOURCES.md")


def test_user_mapping_overrides_the_naming_table(real_logs: Path) -> None:
    run = read_tensorboard(real_logs / CHARLSTM, mapping=parse_mapping(["hp_metric=test/metric"]))
    assert (run.series["hp_metric"].role, run.series["hp_metric"].kind) == (Role.TEST, Kind.METRIC)


def test_reading_a_single_file_names_the_run_after_its_directory(real_logs: Path) -> None:
    (event_file,) = (real_logs / CHARLSTM).glob("events*")
    run = read_tensorboard(event_file)
    assert run.name == "version_0" and run.source == str(event_file)
    assert len(run.series["val_loss"]) == 29
    assert math.isclose(run.hparams["lr"], 0.001)


# -- the fast paths agree with the slow ones


def decoded(path: Path, fast: bool) -> dict[str, object]:
    from triage.readers.tfrecord import frame_records

    data = path.read_bytes()
    frames = frame_records(data)
    batch = tb_proto.decode_events(np.frombuffer(data, dtype=np.uint8), frames.starts, frames.ends, fast=fast)
    return {name: getattr(batch, name) for name in batch.__dataclass_fields__}


def test_fixed_offset_decoding_agrees_with_the_general_decoder(real_logs: Path, tmp_path: Path) -> None:
    mixed = write_records(
        tmp_path / "mixed",
        [file_version_event(1.0)]
        + [simple_value_event(f"tag{s % 3}", s - 5, s * 0.5, 0.0 if s == 7 else 10.0 + s) for s in range(40)]
        + [simple_value_event("x" * 200, 3, 1.0, 1.0)],  # a tag too long for one-byte lengths
    )
    # TF2 scalar tensors: the fixed-offset form (tensor_content) and others the general decoder takes
    points = [(s, float(s) / 3, 5.0 + s) for s in range(0, 300, 7)]
    for encoding in ("tensor_content", "float_val", "double_val"):
        write_tensor_scalars(tmp_path / encoding, {"epoch_loss": points, "x" * 120: points[:3]}, encoding)
    tensors = [p for p in tmp_path.rglob("*tfevents*")]
    paths = [
        mixed,
        *tensors,
        *(real_logs / CHARLSTM).glob("events*"),
        *(real_logs / KERAS_RMS10).rglob("events*"),
    ]
    for path in paths:
        fast, general = decoded(path, True), decoded(path, False)
        assert fast.keys() == general.keys()
        for name, array in general.items():
            np.testing.assert_array_equal(fast[name], array, err_msg=f"{path.name}: {name}")


def test_tag_grouping_survives_hash_collisions(monkeypatch: pytest.MonkeyPatch, real_logs: Path) -> None:
    from triage.readers import tensorboard

    expected = read_tensorboard(real_logs / HF_RUN)
    # every tag of one length now hashes alike: only the exact fallback can tell them apart
    monkeypatch.setattr(tensorboard, "_HASH_MULTIPLIERS", np.zeros(4, dtype=np.uint64))
    collided = read_tensorboard(real_logs / HF_RUN)
    assert set(collided.series) == set(expected.series)
    for name, series in expected.series.items():
        np.testing.assert_array_equal(collided.series[name].value, series.value)
        np.testing.assert_array_equal(collided.series[name].step, series.step)


@settings(max_examples=40, deadline=None)
@given(
    blocks=st.lists(
        st.tuples(st.lists(st.integers(0, 300), min_size=1, max_size=5), st.integers(1, 60)),
        min_size=1,
        max_size=6,
    )
)
def test_speculative_framing_finds_every_record(blocks: list[tuple[list[int], int]]) -> None:
    from tb_writers import frame

    from triage.readers.tfrecord import HEADER_BYTES, frame_records

    # runs of a repeating pattern of record lengths, broken where the pattern changes
    lengths = [length for pattern, repeats in blocks for _ in range(repeats) for length in pattern]
    payloads = [bytes([i % 251]) * length for i, length in enumerate(lengths)]
    data = b"".join(frame(p) for p in payloads)
    frames = frame_records(data)
    assert frames.crc_failures == 0 and frames.truncated_at is None and frames.corrupt_header_at is None
    assert [data[s:e] for s, e in zip(frames.starts.tolist(), frames.ends.tolist(), strict=True)] == payloads
    expected_starts, pos = [], 0
    for payload in payloads:
        expected_starts.append(pos + HEADER_BYTES)
        pos += len(payload) + 16
    assert frames.starts.tolist() == expected_starts


def test_tf2_histogram_tensors_are_summarised(tmp_path: Path) -> None:
    from tensorboard.compat.proto import event_pb2
    from tensorboard.plugins.histogram.summary_v2 import histogram_pb
    from tensorboard.summary.writer.event_file_writer import EventFileWriter

    rng = np.random.default_rng(5)
    samples = [rng.uniform(-1 - step, 1 + step, size=300) for step in range(3)]
    writer = EventFileWriter(str(tmp_path))
    for step, sample in enumerate(samples):
        summary = histogram_pb("dense/kernel_0", sample, buckets=30)
        writer.add_event(event_pb2.Event(wall_time=10.0 + step, step=step, summary=summary))
    writer.close()
    run = read_tensorboard(tmp_path)
    assert not run.series and not run.notes
    histograms = run.histograms["dense/kernel_0"]
    np.testing.assert_array_equal(histograms.step, [0, 1, 2])
    np.testing.assert_array_equal(histograms.count, [300, 300, 300])
    np.testing.assert_allclose(histograms.min, [s.min() for s in samples])
    np.testing.assert_allclose(histograms.max, [s.max() for s in samples])
    # mean and std come from the bucket centres: right to within a bucket's width
    widths = [(s.max() - s.min()) / 30 for s in samples]
    assert all(abs(h - s.mean()) < w for h, s, w in zip(histograms.mean, samples, widths, strict=True))
    assert all(abs(h - s.std()) < w for h, s, w in zip(histograms.std, samples, widths, strict=True))
    assert [len(c) for c in histograms.bucket_counts] == [30, 30, 30]
    np.testing.assert_allclose(histograms.bucket_limits[0][-1], samples[0].max())


def test_a_tags_plugin_carries_over_to_a_later_file_without_metadata(tmp_path: Path) -> None:
    from tensorboard.compat.proto import event_pb2
    from tensorboard.plugins.histogram.summary_v2 import histogram_pb
    from tensorboard.summary.writer.event_file_writer import EventFileWriter

    rng = np.random.default_rng(9)
    for part, steps_here in enumerate(([0, 1], [2, 3])):
        writer = EventFileWriter(str(tmp_path), filename_suffix=f".part{part}")
        for step in steps_here:
            summary = histogram_pb("dense/bias_0", rng.normal(size=50), buckets=5)
            if part == 1:
                summary.value[0].ClearField("metadata")  # as TF writes a tag's metadata only once
            writer.add_event(event_pb2.Event(wall_time=10.0 * part + step, step=step, summary=summary))
        writer.close()
    run = read_tensorboard(tmp_path)
    assert run.histograms["dense/bias_0"].step.tolist() == [0, 1, 2, 3]
    assert run.notes == []
