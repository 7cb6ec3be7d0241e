"""Run directories as writers lay them out: Keras train/ + validation/, torch
add_scalars and add_hparams subdirectories, several files, resumed runs."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from tb_writers import file_version_event, simple_value_event, write_records

from triage.model import Kind, Role
from triage.readers.tensorboard import find_tensorboard_runs, read_tensorboard


def write_run_file(
    path: Path, tag: str, steps: list[int], start_wall: float, values: list[float] | None = None
) -> None:
    values = values if values is not None else [float(s) / 10 for s in steps]
    payloads = [file_version_event(start_wall)]
    payloads += [
        simple_value_event(tag, s, v, start_wall + i)
        for i, (s, v) in enumerate(zip(steps, values, strict=True))
    ]
    write_records(path, payloads)


def test_keras_train_and_validation_join_into_one_run(tmp_path: Path) -> None:
    run_dir = tmp_path / "logs" / "fit_1"
    write_run_file(run_dir / "train" / "events.out.tfevents.1.host.1.v2", "epoch_loss", [0, 1, 2], 100.0)
    write_run_file(run_dir / "validation" / "events.out.tfevents.2.host.2.v2", "epoch_loss", [0, 1, 2], 101.0)
    assert find_tensorboard_runs(tmp_path) == [run_dir]
    run = read_tensorboard(run_dir)
    assert run.name == "fit_1"
    train, val = run.series["train/epoch_loss"], run.series["validation/epoch_loss"]
    assert (train.role, train.kind, val.role, val.kind) == (Role.TRAIN, Kind.LOSS, Role.VAL, Kind.LOSS)
    assert len(train) == len(val) == 3


def test_torch_add_scalars_subdirectories_join_their_run(tmp_path: Path) -> None:
    pytest.importorskip("torch")
    from torch.utils.tensorboard import SummaryWriter

    run_dir = tmp_path / "exp1"
    writer = SummaryWriter(log_dir=str(run_dir))
    for step in range(6):
        writer.add_scalars("Loss", {"train": 1.0 / (step + 1), "val": 1.2 / (step + 1)}, step)
        writer.add_scalars("metrics/acc", {"train": step / 10, "val": step / 12}, step)
        writer.add_scalar("lr", 0.1, step)
    writer.close()
    assert sorted(p.name for p in run_dir.iterdir() if p.is_dir()) == [
        "Loss_train",
        "Loss_val",
        "metrics_acc_train",
        "metrics_acc_val",
    ]
    assert find_tensorboard_runs(tmp_path) == [run_dir]
    run = read_tensorboard(run_dir)
    assert set(run.series) == {"Loss/train", "Loss/val", "metrics/acc/train", "metrics/acc/val", "lr"}
    assert (run.series["Loss/val"].role, run.series["Loss/val"].kind) == (Role.VAL, Kind.LOSS)
    assert run.series["metrics/acc/train"].role is Role.TRAIN
    np.testing.assert_allclose(run.series["Loss/train"].value, [np.float32(1.0 / (s + 1)) for s in range(6)])


def test_separate_runs_stay_separate(tmp_path: Path) -> None:
    for name in ("run_a", "run_b", "nested/run_c"):
        write_run_file(tmp_path / name / "events.out.tfevents.1.host", "loss", [0, 1], 5.0)
    (tmp_path / "run_a" / "notes.txt").write_text("not an event file")
    assert find_tensorboard_runs(tmp_path) == [
        tmp_path / "nested/run_c",
        tmp_path / "run_a",
        tmp_path / "run_b",
    ]
    assert find_tensorboard_runs(tmp_path / "run_a") == [tmp_path / "run_a"]


def test_event_files_are_found_by_content_not_name(tmp_path: Path) -> None:
    write_run_file(tmp_path / "run" / "my_log.bin", "loss", [0, 1, 2], 5.0)
    (tmp_path / "other").mkdir()
    (tmp_path / "other" / "events.out.tfevents.123.fake").write_bytes(b"this is not a record at all")
    assert find_tensorboard_runs(tmp_path) == [tmp_path / "run"]
    assert len(read_tensorboard(tmp_path / "run").series["loss"]) == 3


def test_resumed_run_keeps_both_passes_and_notes_the_restart(tmp_path: Path) -> None:
    run_dir = tmp_path / "resumed"
    # the resumed file sorts first by name; the reader must order files by time
    write_run_file(run_dir / "events.out.tfevents.0200.host", "train/loss", list(range(5, 15)), 200.0)
    write_run_file(run_dir / "events.out.tfevents.1000.host", "train/loss", list(range(0, 10)), 100.0)
    run = read_tensorboard(run_dir)
    loss = run.series["train/loss"]
    assert loss.step.tolist() == list(range(0, 10)) + list(range(5, 15))
    assert loss.restarts == (10,)
    assert np.all(np.diff(loss.wall_time) > 0)
    (note,) = [n for n in run.notes if "went back" in n]
    assert "'train/loss'" in note and "from 9 to 5" in note


def test_files_of_one_run_merge_by_wall_time(tmp_path: Path) -> None:
    run_dir = tmp_path / "two_writers"
    payloads_a = [file_version_event(1.0)] + [
        simple_value_event("loss", s, 1.0, 10.0 + 2 * s) for s in range(5)
    ]
    payloads_b = [file_version_event(2.0)] + [
        simple_value_event("loss", s, 2.0, 11.0 + 2 * s) for s in range(5, 10)
    ]
    payloads_b += [simple_value_event("eval/loss", 9, 0.5, 30.0)]
    write_records(run_dir / "events.out.tfevents.1.host.0", payloads_a)
    write_records(run_dir / "events.out.tfevents.2.host.1", payloads_b)
    run = read_tensorboard(run_dir)
    assert run.series["loss"].step.tolist() == list(range(10))
    assert run.series["loss"].value.tolist() == [1.0] * 5 + [2.0] * 5
    assert run.series["eval/loss"].role is Role.VAL
    assert run.notes == []


def test_duplicate_steps_within_a_file_are_all_kept(tmp_path: Path) -> None:
    write_run_file(tmp_path / "events.out.tfevents.1.h", "loss", [3, 3, 3, 4], 1.0, [0.5, 0.25, 0.125, 1.0])
    loss = read_tensorboard(tmp_path).series["loss"]
    assert loss.step.tolist() == [3, 3, 3, 4] and loss.value.tolist() == [0.5, 0.25, 0.125, 1.0]
    assert loss.restarts == ()


def test_non_scalar_tags_are_skipped_with_one_note(tmp_path: Path) -> None:
    pytest.importorskip("torch")
    from torch.utils.tensorboard import SummaryWriter

    writer = SummaryWriter(log_dir=str(tmp_path))
    image = np.zeros((3, 4, 4), dtype=np.float32)
    for step in range(3):
        writer.add_scalar("train/loss", 1.0, step)
        writer.add_text("notes", f"step {step}", step)
        writer.add_image("sample", image, step)
    writer.close()
    run = read_tensorboard(tmp_path)
    assert set(run.series) == {"train/loss"}
    (note,) = run.notes
    assert "2 non-scalar tag(s)" in note and "notes" in note and "sample" in note


def test_equal_wall_times_across_files_fall_back_to_step_order(tmp_path: Path) -> None:
    # two writers with a clock that ticks once a second
    write_records(
        tmp_path / "events.out.tfevents.1.h.0",
        [file_version_event(1.0)] + [simple_value_event("loss", s, float(s), 5.0) for s in (0, 2, 4)],
    )
    write_records(
        tmp_path / "events.out.tfevents.1.h.1",
        [file_version_event(1.0)] + [simple_value_event("loss", s, float(s), 5.0) for s in (1, 3)],
    )
    loss = read_tensorboard(tmp_path).series["loss"]
    assert loss.step.tolist() == [0, 1, 2, 3, 4] and loss.value.tolist() == [0, 1, 2, 3, 4]
