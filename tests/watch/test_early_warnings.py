"""The early warnings against real writer processes that develop a slow fault at step 300
(a loss drifting up, a val loss turning up, the writer slowing to 60%), watched together
as one sweep folder with a healthy writer beside them: each fault is named at a step
stated here, on its own run, and the healthy run gets no alert."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

from tests.watch.writers import start_fault_writer

FAULT_AT = 300
WATCH = [sys.executable, "-c", "from triage.cli import main; main()", "watch", "--interval", "0.5"]
WATCH += ["-f", "jsonl"]


def _watch_sweep(sweep: Path, writers: list[tuple[str, str, str, int]]) -> list[dict[str, Any]]:
    """Start the watcher on `sweep`, then the writers (name, kind, fault, rows); the records.
    Each fault must be named within 150 steps of FAULT_AT (1.5 s of writing at 100 rows/s,
    2.5 s at the slowed 60/s): the statistics need a few evaluations or a window of points,
    and one check of four runs can take a second on a loaded machine."""
    sweep.mkdir()
    watcher = subprocess.Popen(
        [*WATCH, str(sweep), "--idle-exit", "2", "--max-seconds", "60"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    started: list[subprocess.Popen[str]] = []
    try:
        assert watcher.stdout is not None
        assert json.loads(watcher.stdout.readline())["type"] == "start"
        for name, kind, fault, rows in writers:
            started.append(start_fault_writer(sweep / name, kind, fault, FAULT_AT, rows))
        for writer in started:
            assert writer.wait(timeout=60) == 0
        rest, errors = watcher.communicate(timeout=60)
    finally:
        for process in (watcher, *started):
            if process.poll() is None:
                process.kill()
                process.wait()
    records = [json.loads(line) for line in rest.splitlines() if line.strip()]
    assert records and records[-1]["type"] == "final", errors
    return records


def _alerts(records: list[dict[str, Any]], run_prefix: str) -> dict[str, dict[str, Any]]:
    return {r["id"]: r for r in records if r["type"] == "alert" and r["run"].startswith(run_prefix)}


def test_each_slow_fault_is_named_on_its_run_and_the_healthy_run_stays_silent(tmp_path: Path) -> None:
    records = _watch_sweep(
        tmp_path / "sweep",
        [
            ("drift", "csv", "drift", 500),
            ("val", "csv", "val", 500),
            ("slow", "mlflow", "slow", 450),
            ("healthy", "csv", "none", 500),
        ],
    )
    seen = [(r["run"], r["id"], r["onset_step"], r["last_step"]) for r in records if r["type"] == "alert"]
    print(seen)  # shown when an assertion fails
    final = records[-1]
    assert sorted(run["run"].split("/")[0] for run in final["runs"]) == ["drift", "healthy", "slow", "val"]
    assert _alerts(records, "healthy") == {}
    drift = _alerts(records, "drift")["watch-loss-drift"]
    assert FAULT_AT - 30 <= drift["onset_step"] <= drift["last_step"] <= FAULT_AT + 150
    val = _alerts(records, "val")
    turn = val["watch-val-turn-up"]
    assert FAULT_AT - 20 <= turn["onset_step"] <= FAULT_AT + 10 and turn["last_step"] <= FAULT_AT + 150
    # never later than the finished-run symptom (they can come in the same check)
    assert turn["last_step"] <= val.get("overfitting", turn)["last_step"]
    drop = _alerts(records, "slow")["watch-throughput-drop"]
    assert FAULT_AT - 20 <= drop["onset_step"] <= FAULT_AT + 30 and drop["last_step"] <= FAULT_AT + 149
    assert "steps per second from the wall times" in drop["message"]
