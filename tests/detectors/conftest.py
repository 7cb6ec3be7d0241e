"""Helpers for the detector tests: threshold defaults straight from
knowledge_base/symptoms/curves.yaml, synthetic runs, and real logs read by hand."""

from __future__ import annotations

import csv
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import pytest
import yaml

from triage.detectors import detect
from triage.model import Finding, Run
from triage.readers.naming import make_series

REPO = Path(__file__).resolve().parents[2]
CURVES_YAML = REPO / "knowledge_base" / "symptoms" / "curves.yaml"
# the symptoms the curve detectors (not the training monitor) measure
DETECTOR_YAMLS = (CURVES_YAML, REPO / "knowledge_base" / "symptoms" / "hparams.yaml")


def yaml_thresholds() -> dict[str, dict[str, Any]]:
    """Every curve (and configuration) symptom's threshold defaults, by symptom id."""
    entries = [
        e for path in DETECTOR_YAMLS for e in yaml.safe_load(path.read_text(encoding="utf-8"))["symptoms"]
    ]
    return {e["id"]: {k: v["default"] for k, v in (e.get("thresholds") or {}).items()} for e in entries}


@pytest.fixture(scope="session")
def thresholds() -> dict[str, dict[str, Any]]:
    return yaml_thresholds()


def run_of(series: dict[str, tuple[Sequence[float], Sequence[float]]], hparams: dict[str, Any] | None = None,
           name: str = "synthetic") -> Run:
    """A Run whose series are labelled by the naming table from their tags."""
    run = Run(name=name, source="memory", reader="test", hparams=dict(hparams or {}))
    for tag, (steps, values) in series.items():
        run.add(make_series(tag, np.asarray(steps, dtype=np.int64), np.asarray(values, dtype=np.float64)))
    return run


def findings_of(run: Run, thresholds: dict[str, dict[str, Any]] | None = None) -> dict[str, Finding]:
    """detect() with the YAML defaults, as {symptom id: finding}; fails on a detector crash."""
    findings, notes = detect(run, thresholds or yaml_thresholds())
    crashed = [n for n in notes if n.startswith("detector ")]
    assert not crashed, crashed
    return {f.id: f for f in findings}


def notes_of(run: Run) -> list[str]:
    return detect(run, yaml_thresholds())[1]


# --- real logs, read by hand (the readers are another stage) -----------------

def _series_from_columns(run: Run, rows: list[dict[str, str]], step_key: str, skip: set[str]) -> None:
    columns = [c for c in rows[0] if c not in skip and c != step_key]
    for column in columns:
        steps, values = [], []
        for row in rows:
            cell = (row.get(column) or "").strip()
            if cell == "":
                continue
            steps.append(int(float(row[step_key])))
            values.append(float(cell))
        if steps:
            run.add(make_series(column, steps, values))


def read_csv_run(path: Path, step_key: str) -> Run:
    with path.open(newline="", encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    run = Run(name=path.parent.name, source=str(path), reader="test-csv")
    _series_from_columns(run, rows, step_key, skip={"epoch"} if step_key != "epoch" else set())
    return run


def read_trainer_state(path: Path) -> Run:
    state = json.loads(path.read_text(encoding="utf-8"))
    run = Run(name=path.parent.name, source=str(path), reader="test-hf")
    points: dict[str, tuple[list[int], list[float]]] = {}
    ignored = {"step", "epoch", "total_flos", "train_runtime", "train_samples_per_second",
               "train_steps_per_second", "num_tokens", "num_input_tokens_seen"}
    for entry in state["log_history"]:
        if "train_loss" in entry:
            continue  # the run-average summary, not a curve
        for key, value in entry.items():
            if key in ignored or key.endswith(("_runtime", "_per_second", "num_tokens")):
                continue
            if not isinstance(value, (int, float)):
                continue
            steps, values = points.setdefault(key, ([], []))
            steps.append(int(entry["step"]))
            values.append(float(value))
    for key, (steps, values) in points.items():
        run.add(make_series(key, steps, values))
    if "train_batch_size" in state:
        run.hparams["batch_size"] = state["train_batch_size"]
    return run


def read_tensorboard(directory: Path, prefix: str = "") -> Run:
    from tensorboard.backend.event_processing import event_accumulator

    run = Run(name=directory.name, source=str(directory), reader="test-tb")
    for path in sorted(directory.rglob("events.out.tfevents.*")):
        acc = event_accumulator.EventAccumulator(str(path), size_guidance={"scalars": 0, "tensors": 0})
        acc.Reload()
        tags = acc.Tags()
        for tag in tags.get("scalars", []):
            events = acc.Scalars(tag)
            run.add(make_series(prefix + tag, [e.step for e in events], [e.value for e in events]))
        for tag in tags.get("tensors", []):
            events = acc.Tensors(tag)
            values = []
            for e in events:
                proto = e.tensor_proto
                arr = (np.frombuffer(proto.tensor_content, dtype=np.float32) if proto.tensor_content
                       else np.asarray(proto.float_val, dtype=np.float32))
                values.append(float(arr[0]) if arr.size else float("nan"))
            if values and (prefix + tag) not in run.series:
                run.add(make_series(prefix + tag, [e.step for e in events], values))
    return run


def read_jsonl_run(path: Path) -> Run:
    """metrics.jsonl: one object per line, keys are tags, `step` the step."""
    points: dict[str, tuple[list[int], list[float]]] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        row = json.loads(line)
        for key, value in row.items():
            if key == "step" or not isinstance(value, (int, float)):
                continue
            steps, values = points.setdefault(key, ([], []))
            steps.append(int(row["step"]))
            values.append(float(value))
    run = Run(name=path.parent.name, source=str(path), reader="test-jsonl")
    for key, (steps, values) in points.items():
        run.add(make_series(key, steps, values))
    return run


def read_case(directory: Path) -> Run:
    """A fault-suite case directory (metrics.jsonl, events file or Keras CSV, plus hparams.json)."""
    if (directory / "metrics.jsonl").exists():
        run = read_jsonl_run(directory / "metrics.jsonl")
    elif (directory / "training_log.csv").exists():
        run = read_csv_run(directory / "training_log.csv", "epoch")
    else:
        run = read_tensorboard(directory)
    hparams_file = directory / "hparams.json"
    if hparams_file.exists():
        run.hparams.update(json.loads(hparams_file.read_text(encoding="utf-8")))
    run.name = directory.name
    return run
