"""The training monitor's `*.triage` event file beside a logger's own event file in
one folder: read once, as a supplement of the logger's run (the logger wins a clash)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from triage.readers import read_runs
from triage.readers.tensorboard import read_tensorboard

pytest.importorskip("torch")
pytest.importorskip("tensorboard")

STEPS = 12
WALL0 = 1.7e9


def _write_logger_and_monitor(run_dir: Path) -> None:
    """torch's SummaryWriter logs train/loss and eval/loss; the monitor's writer logs
    its own train/loss (a clash) and train/grad_norm, per step, in the same folder."""
    from torch.utils.tensorboard import SummaryWriter

    from triage.hooks.event_writer import EventFileWriter

    writer = SummaryWriter(log_dir=str(run_dir))
    for step in range(STEPS):
        writer.add_scalar("train/loss", 1.0 / (step + 1), step, walltime=WALL0 + step)
        if step % 4 == 3:
            writer.add_scalar("eval/loss", 2.0 / (step + 1), step, walltime=WALL0 + step)
    writer.close()
    monitor = EventFileWriter(run_dir)
    for step in range(STEPS):
        pairs = [("train/loss", 5.0 + step), ("train/grad_norm", 0.25 * step)]
        monitor.write_step(step, WALL0 + step + 0.5, pairs)
    monitor.close()


def test_a_monitor_file_beside_the_loggers_is_read_once(tmp_path: Path) -> None:
    run_dir = tmp_path / "run"
    _write_logger_and_monitor(run_dir)
    files = sorted(p.name for p in run_dir.iterdir())
    assert len(files) == 2 and sum(name.endswith(".triage") for name in files) == 1
    for run in (read_tensorboard(run_dir), *read_runs(tmp_path)):
        assert set(run.series) == {"train/loss", "eval/loss", "train/grad_norm"}
        loss = run.series["train/loss"]
        # the logger's curve, each step once: not the monitor's values, not both joined
        assert loss.step.tolist() == list(range(STEPS))
        np.testing.assert_allclose(loss.value, [1.0 / (s + 1) for s in range(STEPS)], rtol=1e-6)
        assert run.series["eval/loss"].step.tolist() == [3, 7, 11]
        grad = run.series["train/grad_norm"]
        assert grad.step.tolist() == list(range(STEPS))
        np.testing.assert_allclose(grad.value, [0.25 * s for s in range(STEPS)])
        assert not loss.restarts and not grad.restarts
        (merged,) = [n for n in run.notes if n.startswith("merged the training monitor's")]
        assert "kept the logger's own train/loss over the monitor's" in merged
    assert len(read_runs(tmp_path)) == 1


def test_the_monitor_file_alone_is_its_own_run(tmp_path: Path) -> None:
    run_dir = tmp_path / "run"
    _write_logger_and_monitor(run_dir)
    (monitor_file,) = run_dir.glob("*.triage")
    run = read_tensorboard(monitor_file)
    assert set(run.series) == {"train/loss", "train/grad_norm"}
    np.testing.assert_allclose(run.series["train/loss"].value, [5.0 + s for s in range(STEPS)])
    assert not any("training monitor" in n for n in run.notes)


def test_a_logger_file_damaged_at_its_first_record_leaves_the_monitors_series(tmp_path: Path) -> None:
    run_dir = tmp_path / "run"
    _write_logger_and_monitor(run_dir)
    (logger_file,) = [p for p in run_dir.iterdir() if not p.name.endswith(".triage")]
    damaged = bytearray(logger_file.read_bytes())
    damaged[8] ^= 0xFF  # the first record's length checksum: nothing of the file can be framed
    logger_file.write_bytes(bytes(damaged))
    run = read_tensorboard(run_dir)
    assert set(run.series) == {"train/loss", "train/grad_norm"}
    np.testing.assert_allclose(run.series["train/loss"].value, [5.0 + s for s in range(STEPS)])
