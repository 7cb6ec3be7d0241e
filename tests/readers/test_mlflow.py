"""The MLflow readers: the mlruns/ file store (metric histories, params, run status) and
the SQLite store (several runs, NaN/inf encoding, another schema refused clearly)."""

from __future__ import annotations

import math
import sqlite3
from pathlib import Path

import pytest

from triage.errors import InputError
from triage.model import Role
from triage.readers import read_run, read_runs
from triage.readers.mlflow import is_mlflow_database, read_mlflow_database, read_mlflow_run

RUN_ID = "0123456789abcdef0123456789abcdef"


def file_store_run(root: Path, status: int = 3, end_time: str = "1700000100000") -> Path:
    experiment = root / "mlruns" / "1"
    experiment.mkdir(parents=True)
    (experiment / "meta.yaml").write_text("artifact_location: file:///x\nexperiment_id: '1'\nname: demo\n")
    run = experiment / RUN_ID
    (run / "metrics" / "val").mkdir(parents=True)
    (run / "params").mkdir()
    (run / "tags").mkdir()
    (run / "meta.yaml").write_text(
        f"artifact_uri: file:///x/{RUN_ID}/artifacts\nend_time: {end_time}\nexperiment_id: '1'\n"
        f"lifecycle_stage: active\nrun_id: {RUN_ID}\nrun_uuid: {RUN_ID}\nstart_time: 1700000000000\n"
        f"status: {status}\n"
    )
    (run / "metrics" / "loss").write_text("1700000000000 2.5 0\n1700000001000 1.5 1\n1700000002000 nan 2\n")
    (run / "metrics" / "val" / "loss").write_text("1700000001500 1.9 1\n1700000002500 1.7 2\n")
    (run / "params" / "learning_rate").write_text("0.001")
    (run / "params" / "optimizer").write_text("adam")
    (run / "params" / "batch_size").write_text("32")
    (run / "tags" / "mlflow.runName").write_text("brave-fox-7")
    return run


def test_file_store_run_with_nested_metric_names(tmp_path: Path) -> None:
    run_dir = file_store_run(tmp_path)
    run = read_mlflow_run(run_dir)
    assert run.reader == "mlflow"
    loss = run.series["loss"]
    assert loss.step.tolist() == [0, 1, 2]
    assert loss.nonfinite == 1
    assert loss.wall_time.tolist() == [1700000000.0, 1700000001.0, 1700000002.0]
    assert run.series["val/loss"].role == Role.VAL
    assert run.hparams == {"learning_rate": 0.001, "optimizer": "adam", "batch_size": 32}
    assert any("brave-fox-7" in n for n in run.notes)
    assert not any("never finished" in n for n in run.notes)


def test_discovery_names_file_store_runs_by_their_folder(tmp_path: Path) -> None:
    file_store_run(tmp_path)
    runs = read_runs(tmp_path)
    assert [r.name for r in runs] == [f"mlruns/1/{RUN_ID}"]


def test_a_file_inside_a_run_folder_stands_for_the_run(tmp_path: Path) -> None:
    run_dir = file_store_run(tmp_path)
    for inside in (run_dir / "meta.yaml", run_dir / "metrics" / "loss", run_dir / "metrics" / "val" / "loss"):
        assert set(read_run(inside).series) == {"loss", "val/loss"}


def test_unfinished_and_failed_runs_are_noted(tmp_path: Path) -> None:
    running = read_mlflow_run(file_store_run(tmp_path / "a", status=1, end_time="null"))
    assert any("never finished" in n for n in running.notes)
    failed = read_mlflow_run(file_store_run(tmp_path / "b", status=4))
    assert any("FAILED" in n for n in failed.notes)


def test_metric_file_with_a_garbled_line_names_it(tmp_path: Path) -> None:
    run_dir = file_store_run(tmp_path)
    (run_dir / "metrics" / "loss").write_text("1700000000000 2.5 0\nxx yy zz\n1700000002000 1.0 2\n")
    with pytest.raises(InputError, match="line 2: expected 'timestamp value step'"):
        read_mlflow_run(run_dir)


def make_database(path: Path, with_step: bool = True) -> Path:
    connection = sqlite3.connect(path)
    step = "step BIGINT DEFAULT 0 NOT NULL, " if with_step else ""
    connection.executescript(
        f"""
        CREATE TABLE alembic_version (version_num VARCHAR(32) NOT NULL);
        INSERT INTO alembic_version VALUES ('{"1b5f0d9ad7c1" if with_step else "451aebb31d03"}');
        CREATE TABLE experiments (experiment_id INTEGER PRIMARY KEY, name VARCHAR(256),
            lifecycle_stage VARCHAR(32));
        CREATE TABLE runs (run_uuid VARCHAR(32) PRIMARY KEY, name VARCHAR(250), status VARCHAR(9),
            start_time BIGINT, end_time BIGINT, lifecycle_stage VARCHAR(20), experiment_id INTEGER);
        CREATE TABLE metrics (key VARCHAR(250), value FLOAT NOT NULL, timestamp BIGINT, run_uuid VARCHAR(32),
            {step}is_nan BOOLEAN DEFAULT 0 NOT NULL);
        CREATE TABLE params (key VARCHAR(250), value VARCHAR(8000), run_uuid VARCHAR(32));
        INSERT INTO experiments VALUES (0, 'Default', 'active'), (1, 'sweep', 'active');
        INSERT INTO runs VALUES ('aaa', 'good-run', 'FINISHED', 1, 2, 'active', 1),
                                ('bbb', 'nan-run', 'RUNNING', 3, NULL, 'active', 1),
                                ('ccc', 'empty-run', 'FAILED', 4, 5, 'active', 0);
        INSERT INTO params VALUES ('lr', '0.1', 'aaa'), ('epochs', '3', 'aaa');
        """
    )
    if with_step:
        connection.executemany(
            "INSERT INTO metrics (key, value, timestamp, run_uuid, step, is_nan) VALUES (?, ?, ?, ?, ?, ?)",
            [
                ("loss", 2.0, 1000, "aaa", 0, 0),
                ("loss", 1.0, 2000, "aaa", 1, 0),
                ("val_loss", 1.5, 2100, "aaa", 1, 0),
                ("loss", 2.0, 1000, "bbb", 0, 0),
                ("loss", 0.0, 2000, "bbb", 1, 1),
                ("loss", 1.7976931348623157e308, 3000, "bbb", 2, 0),
            ],
        )
    connection.commit()
    connection.close()
    return path


def test_sqlite_store_holds_several_runs(tmp_path: Path) -> None:
    path = make_database(tmp_path / "mlflow.db")
    assert is_mlflow_database(path)
    runs = read_mlflow_database(path, name_prefix="mlflow.db")
    assert [r.name for r in runs] == ["mlflow.db/sweep/good-run", "mlflow.db/sweep/nan-run"]
    good, nan_run = runs
    assert good.series["loss"].value.tolist() == [2.0, 1.0]
    assert good.series["val_loss"].role == Role.VAL
    assert good.hparams == {"lr": 0.1, "epochs": 3}
    values = nan_run.series["loss"].value
    assert math.isnan(values[1]) and values[2] == math.inf
    assert any("never finished" in n for n in nan_run.notes)
    assert any("logged no metrics" in n for n in good.notes)


def test_sqlite_store_found_in_a_directory_and_read_run_refuses_several(tmp_path: Path) -> None:
    make_database(tmp_path / "mlflow.db")
    names = [r.name for r in read_runs(tmp_path)]
    assert names == ["mlflow.db/sweep/good-run", "mlflow.db/sweep/nan-run"]
    with pytest.raises(InputError, match="holds 2 runs"):
        read_run(tmp_path)


def test_database_of_another_schema_is_one_clear_error(tmp_path: Path) -> None:
    path = make_database(tmp_path / "mlflow.db", with_step=False)
    with pytest.raises(InputError, match=r"schema .* \(alembic version 451aebb31d03\): metrics lacks step"):
        read_mlflow_database(path)


def test_sqlite_file_without_mlflow_tables_is_not_mlflow(tmp_path: Path) -> None:
    path = tmp_path / "other.db"
    connection = sqlite3.connect(path)
    connection.execute("CREATE TABLE t (x INTEGER)")
    connection.close()
    assert not is_mlflow_database(path)


def test_reading_the_database_writes_nothing_beside_it(tmp_path: Path) -> None:
    path = make_database(tmp_path / "mlflow.db")
    before = sorted(p.name for p in tmp_path.iterdir())
    stamp = path.stat().st_mtime_ns
    read_runs(path)
    assert sorted(p.name for p in tmp_path.iterdir()) == before
    assert path.stat().st_mtime_ns == stamp


def test_hostile_meta_yaml_is_an_input_error_not_a_crash(tmp_path: Path) -> None:
    run_dir = file_store_run(tmp_path)
    meta = run_dir / "meta.yaml"
    original = meta.read_text()
    bomb = "a: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
        f"{chr(98 + i)}: &{chr(98 + i)} [{', '.join([f'*{chr(97 + i)}'] * 9)}]\n" for i in range(8)
    )
    for hostile, message in (
        (original + bomb, "aliases"),
        (original + "x: " + "[" * 5000 + "]" * 5000 + "\n", "nests deeper"),
        (original.replace("status: 3", "status: " + "9" * 5000), "integer too long to read"),
        (original + "pad: " + "x" * (2 << 20) + "\n", "too large"),
    ):
        meta.write_text(hostile)
        with pytest.raises(InputError, match=message):
            read_mlflow_run(run_dir)


def test_a_param_past_pythons_digit_limit_stays_text(tmp_path: Path) -> None:
    run_dir = file_store_run(tmp_path)
    (run_dir / "params" / "seed").write_text("7" * 5000)
    run = read_run(run_dir)
    seed = run.hparams["seed"]
    assert isinstance(seed, str) and seed.startswith("7777")  # text, never a crash or a number
    assert run.hparams["batch_size"] == 32
