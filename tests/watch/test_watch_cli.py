"""`triage watch` against real writer processes at about 100 rows per second:
a loss that goes NaN at step 300 stops the watch (exit 1) within 3 s, naming
loss-runaway and its onset; the same run without the fault ends idle, exit 0, no alert."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from tests.watch.writers import CSV_WRITER, TB_WRITER, start_writer

WATCH = [
    sys.executable,
    "-c",
    "from triage.cli import main; main()",
    "watch",
    "--interval",
    "0.5",
    "-f",
    "jsonl",
]


def _watch(
    run_dir: Path, script: str, rows: int, nan_at: int, *options: str, stutter_at: int = -1
) -> tuple[int, list[Any], float]:
    """Start the watcher, wait for its start record (detectors warmed up), then
    start the writer: (exit code, records, seconds from the first NaN row to the exit,
    or for a healthy writer from its exit to the watcher's)."""
    watcher = subprocess.Popen(
        [*WATCH, str(run_dir), "--max-seconds", "60", *options],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    writer = None
    writer_ended = float("nan")
    try:
        assert watcher.stdout is not None
        first = watcher.stdout.readline()
        assert json.loads(first)["type"] == "start"
        writer = start_writer(script, run_dir, rows=rows, nan_at=nan_at, stutter_at=stutter_at)
        if nan_at < 0:
            writer.wait(timeout=90)
            writer_ended = time.time()
        rest, errors = watcher.communicate(timeout=90)
        ended = time.time()
        assert writer.stdout is not None
        nan_line = writer.stdout.readline() if nan_at >= 0 else ""
    finally:
        for process in (watcher, writer):
            if process is not None and process.poll() is None:
                process.kill()
                process.wait()
    records = [json.loads(line) for line in rest.splitlines() if line.strip()]
    latency = ended - (float(nan_line) if nan_line else writer_ended)
    assert records and records[-1]["type"] == "final", errors
    return watcher.returncode, records, latency


def _check_nan_stops(script: str, run_dir: Path) -> None:
    code, records, latency = _watch(run_dir, script, 600, 300, "--exit-on", "high")
    assert code == 1
    alerts = [r for r in records if r["type"] == "alert" and r["id"] == "loss-runaway"]
    assert alerts and alerts[0]["onset_step"] == 300 and alerts[0]["severity"] in ("high", "critical")
    assert records[-1]["exit_code"] == 1 and "loss-runaway" in records[-1]["reason"]
    assert latency < 3.0, f"exited {latency:.2f} s after the first NaN row"


def test_csv_nan_stops_the_watch_within_3_s(tmp_path: Path) -> None:
    _check_nan_stops(CSV_WRITER, tmp_path / "version_0")


@pytest.mark.slow
def test_tensorboard_nan_stops_the_watch_within_3_s(tmp_path: Path) -> None:
    pytest.importorskip("torch.utils.tensorboard")
    _check_nan_stops(TB_WRITER, tmp_path / "tb")


def test_healthy_run_ends_idle_with_no_alert(tmp_path: Path) -> None:
    # The writer runs about 6.5 s: 400 rows at 100/s, and the row of step 200 written in
    # pieces over 2.5 s. --idle-exit 2 counts from the last write seen, not from the last
    # row completed (nor from the start): the watch must outlast the writer.
    code, records, after_writer = _watch(
        tmp_path / "version_0", CSV_WRITER, 400, -1, "--exit-on", "high", "--idle-exit", "2", stutter_at=200
    )
    assert code == 0
    assert after_writer >= 1.5, f"the watch ended {after_writer:.2f} s after the writer"
    assert [r for r in records if r["type"] == "alert"] == []
    final = records[-1]
    assert "nothing new" in final["reason"] and final["exit_code"] == 0
    assert final["runs"][0]["last_step"] == 399 and final["runs"][0]["verdict"] != "failing"
