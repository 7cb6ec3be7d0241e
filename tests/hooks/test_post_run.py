"""`triage.post_run(log_dir, fail_on=...)`: returns the diagnosis, writes the report (and
JSON on request), and raises TrainingFailed only at or above `fail_on`. Needs no torch."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

import triage
from triage.errors import InputError, TrainingFailed, UsageError
from triage.hooks.event_writer import EventFileWriter
from triage.hooks.post_run import post_run


def write_run(log_dir: Path, diverges: bool) -> Path:
    """A 200-step run: the loss falls, and with `diverges` blows up to NaN from step 150."""
    writer = EventFileWriter(log_dir)
    for step in range(200):
        loss = 2.0 * math.exp(-step / 15) + 0.1
        if diverges and step >= 120:
            loss = loss * 10 ** ((step - 120) / 6) if step < 150 else float("nan")
        writer.add_scalar("train/loss", loss, step)
        if step % 20 == 19:
            writer.add_scalar("val/loss", 2.0 * math.exp(-step / 15) + 0.15, step)
    writer.close()
    return log_dir


def test_healthy_run_returns_the_diagnosis_and_writes_the_report(tmp_path: Path) -> None:
    log_dir = write_run(tmp_path / "run", diverges=False)
    diagnosis = post_run(log_dir)
    assert diagnosis.verdict == "healthy", [f.message for f in diagnosis.symptoms]
    report = log_dir / "triage-report.html"
    assert report.is_file() and "<html" in report.read_text(encoding="utf-8").lower()


def test_broken_run_raises_after_writing_report_and_json(tmp_path: Path) -> None:
    log_dir = write_run(tmp_path / "run", diverges=True)
    json_path = tmp_path / "out" / "diagnosis.json"
    json_path.parent.mkdir()
    with pytest.raises(TrainingFailed, match="loss-runaway") as failed:
        post_run(log_dir, fail_on="high", report=tmp_path / "report.html", json_path=json_path)
    assert failed.value.diagnosis is not None
    assert (tmp_path / "report.html").is_file()
    assert not (log_dir / "triage-report.html").exists()
    document = json.loads(json_path.read_text(encoding="utf-8"))
    assert document["format"] == 1 and document["runs"][0]["verdict"] == "failing"


def test_fail_on_thresholds(tmp_path: Path) -> None:
    log_dir = write_run(tmp_path / "run", diverges=True)
    diagnosis = post_run(log_dir, fail_on=None, report=False)
    assert diagnosis.worst_severity == "critical"
    assert not (log_dir / "triage-report.html").exists()
    with pytest.raises(TrainingFailed):
        post_run(log_dir, fail_on="critical", report=False)


def test_bad_arguments_and_empty_directories(tmp_path: Path) -> None:
    with pytest.raises(UsageError, match="fail_on"):
        post_run(tmp_path, fail_on="severe")
    (tmp_path / "empty").mkdir()
    with pytest.raises(InputError):
        post_run(tmp_path / "empty")


def test_post_run_is_part_of_the_top_level_api() -> None:
    assert triage.post_run is post_run
