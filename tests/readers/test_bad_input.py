"""Bad input through `triage series`: one clear line on stderr naming the file and the
problem, exit 3, no traceback; and nothing under the input path is ever written."""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from triage.cli import run as triage_cli
from triage.errors import InputError
from triage.readers import read_runs


def expect_input_error(path: Path, capsys: pytest.CaptureFixture[str], *fragments: str) -> str:
    code = triage_cli(["series", str(path)])
    captured = capsys.readouterr()
    assert code == 3
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1, captured.err
    assert "Traceback" not in captured.err
    assert captured.out == ""
    for fragment in fragments:
        assert fragment in lines[0]
    return lines[0]


def test_empty_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "metrics.csv"
    path.write_text("")
    expect_input_error(path, capsys, str(path), "empty file")


def test_garbage_bytes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "metrics.csv"
    path.write_bytes(bytes(range(256)) * 10)
    expect_input_error(path, capsys, str(path), "not a")


def test_truncated_trainer_state(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "trainer_state.json"
    text = json.dumps({"log_history": [{"loss": 1.0, "step": i} for i in range(50)]}, indent=2)
    path.write_text(text[: len(text) // 3])
    expect_input_error(tmp_path, capsys, str(path), "JSON syntax error at line")


def test_jsonl_syntax_error_names_the_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "log.jsonl"
    path.write_text('{"step": 0, "loss": 1.0}\n{"step": 1 "loss": 0.9}\n{"step": 2, "loss": 0.8}\n')
    expect_input_error(path, capsys, str(path), "line 2")


def test_directory_with_no_logs_lists_what_was_looked_for(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "README.md").write_text("# nothing here\n")
    (tmp_path / "empty.csv").write_text("")
    line = expect_input_error(tmp_path, capsys, str(tmp_path), "no readable training log")
    assert "TensorBoard" in line and "MLflow" in line and "trainer_state.json" in line
    assert "empty.csv: empty file" in line


def test_missing_path(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    expect_input_error(tmp_path / "nope", capsys, "no such file or directory")


def test_unreadable_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # tests run as root, for whom chmod 000 changes nothing: simulate the denial
    path = tmp_path / "metrics.csv"
    path.write_text("step,loss\n0,1.0\n")
    real_open = os.open

    def denying_open(file: Any, *args: Any, **kwargs: Any) -> Any:
        if str(file) == str(path):
            raise PermissionError(13, "Permission denied", str(file))
        return real_open(file, *args, **kwargs)

    monkeypatch.setattr(os, "open", denying_open)
    expect_input_error(path, capsys, str(path), "permission denied")
    expect_input_error(tmp_path, capsys, "metrics.csv: permission denied")


def test_ragged_csv(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "metrics.csv"
    path.write_text("step,loss,acc\n0,1.0,0.1\n1,0.5\n2,0.4,0.3\n3,0.3,0.4\n")
    expect_input_error(path, capsys, str(path), "line 3", "ragged")


def test_csv_whose_only_metric_is_text(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "metrics.csv"
    path.write_text("step,status\n0,ok\n1,ok\n2,diverged\n")
    expect_input_error(path, capsys, str(path), "no numeric columns")


def test_mlflow_database_of_another_schema(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "mlflow.db"
    connection = sqlite3.connect(path)
    connection.executescript(
        """
        CREATE TABLE alembic_version (version_num VARCHAR(32));
        INSERT INTO alembic_version VALUES ('ff01da956556');
        CREATE TABLE runs (run_uuid VARCHAR(32), status VARCHAR(9), experiment_id INTEGER);
        CREATE TABLE metrics (key VARCHAR(250), value FLOAT, run_uuid VARCHAR(32));
        """
    )
    connection.close()
    expect_input_error(
        path, capsys, str(path), "alembic version ff01da956556", "metrics lacks timestamp, step"
    )


def test_bad_map_option_is_a_usage_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "metrics.csv"
    path.write_text("step,loss\n0,1.0\n")
    assert triage_cli(["series", str(path), "--map", "nonsense"]) == 2
    assert "expected TAG=ROLE/KIND" in capsys.readouterr().err


def snapshot(root: Path) -> dict[str, tuple[int, str]]:
    return {
        str(p): (p.stat().st_mtime_ns, hashlib.sha256(p.read_bytes()).hexdigest())
        for p in sorted(root.rglob("*"))
        if p.is_file()
    }


def test_nothing_under_the_input_path_is_written(tmp_path: Path) -> None:
    (tmp_path / "v0").mkdir()
    (tmp_path / "v0" / "metrics.csv").write_text("step,loss\n0,1.0\n1,0.5\n")
    (tmp_path / "v0" / "hparams.yaml").write_text("lr: 0.1\n")
    (tmp_path / "hf").mkdir()
    (tmp_path / "hf" / "trainer_state.json").write_text(
        json.dumps({"log_history": [{"loss": 1.0, "step": 1}]})
    )
    (tmp_path / "bad").mkdir()
    (tmp_path / "bad" / "log.jsonl").write_text('{"step": 0, "loss": 1.0}\n{oops}\n{"step": 2}\n')
    connection = sqlite3.connect(tmp_path / "mlflow.db")
    connection.execute("CREATE TABLE runs (run_uuid TEXT)")
    connection.execute("CREATE TABLE metrics (key TEXT)")
    connection.commit()
    connection.close()
    before = snapshot(tmp_path)
    directories = sorted(str(p) for p in tmp_path.rglob("*"))
    with pytest.raises(InputError):
        read_runs(tmp_path / "mlflow.db")
    runs = read_runs(tmp_path)
    assert {r.name for r in runs} == {"v0", "hf"}
    assert snapshot(tmp_path) == before
    assert sorted(str(p) for p in tmp_path.rglob("*")) == directories
