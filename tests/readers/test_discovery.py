"""Finding runs: formats sniffed by content, run names relative to the root, one run
when a folder holds the same run twice (with a note), hparams files beside the logs."""

from __future__ import annotations

import errno
import json
import os
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from triage.errors import InputError
from triage.readers import read_run, read_runs, sniff_file
from triage.readers.naming import parse_mapping

tb_writers = pytest.importorskip("tb_writers")  # tests/readers/tb_writers.py (event-file helpers)


def write_events(path: Path, tag: str, values: list[float]) -> Path:
    payloads = [tb_writers.file_version_event(1.7e9)]
    payloads += [tb_writers.simple_value_event(tag, i, v, 1.7e9 + i) for i, v in enumerate(values)]
    return tb_writers.write_records(path, payloads)


def write_csv(path: Path, text: str = "step,train_loss\n0,1.0\n1,0.5\n") -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return path


def test_formats_are_sniffed_by_content_not_extension(tmp_path: Path) -> None:
    csv_as_txt = write_csv(tmp_path / "notes.txt")
    jsonl_as_log = tmp_path / "train.log"
    jsonl_as_log.write_text('{"step": 1, "loss": 0.5}\n')
    state_as_other = tmp_path / "state.dat"
    state_as_other.write_text(json.dumps({"log_history": [{"loss": 1.0, "step": 1}]}))
    yaml_as_csv = tmp_path / "config.csv"
    yaml_as_csv.write_text("lr: 0.1\nlayers: 2\n")
    events = write_events(tmp_path / "ev" / "events.out.tfevents.1.host", "loss", [1.0])
    renamed_events = tmp_path / "ev" / "renamed.bin"
    renamed_events.write_bytes(events.read_bytes())
    assert sniff_file(csv_as_txt) == ("csv", "")
    assert sniff_file(jsonl_as_log) == ("jsonl", "")
    assert sniff_file(state_as_other) == ("huggingface", "")
    assert sniff_file(yaml_as_csv)[0] is None
    assert sniff_file(renamed_events) == ("tensorboard", "")


def test_directory_of_runs_is_sorted_and_named_relative_to_the_root(tmp_path: Path) -> None:
    write_csv(tmp_path / "lightning_logs" / "version_10" / "metrics.csv")
    write_csv(tmp_path / "lightning_logs" / "version_9" / "metrics.csv")
    write_events(tmp_path / "tb" / "exp1" / "events.out.tfevents.1.host", "train/loss", [1.0, 0.5])
    (tmp_path / "jsonl").mkdir()
    (tmp_path / "jsonl" / "log.jsonl").write_text('{"step": 1, "loss": 0.5}\n')
    runs = read_runs(tmp_path)
    assert [r.name for r in runs] == [
        "jsonl",
        "lightning_logs/version_10",
        "lightning_logs/version_9",
        "tb/exp1",
    ]
    assert [r.reader for r in runs] == ["jsonl", "csv", "csv", "tensorboard"]


def test_run_directory_given_directly_is_named_after_itself(tmp_path: Path) -> None:
    run_dir = tmp_path / "version_14"
    write_csv(run_dir / "metrics.csv")
    assert read_run(run_dir).name == "version_14"
    assert read_run(run_dir / "metrics.csv").name == "version_14"


def test_lightning_folder_with_events_and_csv_is_one_run_with_a_note(tmp_path: Path) -> None:
    version = tmp_path / "lightning_logs" / "version_0"
    write_csv(version / "metrics.csv")
    write_events(version / "events.out.tfevents.1.host", "train_loss", [1.0, 0.5])
    (version / "hparams.yaml").write_text("lr: 0.01\nbatch_size: 64\n")
    runs = read_runs(tmp_path)
    assert len(runs) == 1
    (run,) = runs
    assert run.reader == "tensorboard"
    assert any("also logged as csv (lightning_logs/version_0/metrics.csv)" in n for n in run.notes)


def test_hf_output_dir_with_trainer_state_and_tensorboard_runs_is_one_run(tmp_path: Path) -> None:
    out = tmp_path / "out"
    out.mkdir()
    (out / "trainer_state.json").write_text(json.dumps({"log_history": [{"loss": 1.0, "step": 5}]}))
    write_events(out / "runs" / "Mar24_host" / "events.out.tfevents.1.host", "train/loss", [1.0])
    (run,) = read_runs(tmp_path)
    assert (run.name, run.reader) == ("out", "huggingface")
    assert any("tensorboard (out/runs/Mar24_host)" in n for n in run.notes)


def test_several_plain_logs_in_one_folder_are_several_runs(tmp_path: Path) -> None:
    write_csv(tmp_path / "a.csv")
    write_csv(tmp_path / "b.csv")
    assert [r.name for r in read_runs(tmp_path)] == ["a.csv", "b.csv"]
    with pytest.raises(InputError, match="holds 2 runs"):
        read_run(tmp_path)


def test_hparams_files_beside_a_csv_are_read_and_python_tags_are_not_executed(tmp_path: Path) -> None:
    write_csv(tmp_path / "metrics.csv")
    (tmp_path / "hparams.yaml").write_text(
        "lr: 0.001\noptim:\n  name: adam\nactivation: !!python/name:torch.nn.ReLU ''\n"
    )
    (tmp_path / "hparams.json").write_text('{"batch_size": 16, "lr": 99}')
    run = read_run(tmp_path)
    assert run.hparams["lr"] == 0.001  # the YAML file comes first
    assert run.hparams["optim.name"] == "adam"
    assert run.hparams["batch_size"] == 16
    assert "python/name" in str(run.hparams["activation"])
    assert any("Python-only tags" in n for n in run.notes)


def test_user_mapping_reaches_every_reader(tmp_path: Path) -> None:
    write_csv(tmp_path / "metrics.csv", "step,my_custom_tag\n0,1.0\n1,0.8\n")
    run = read_run(tmp_path, mapping=parse_mapping(["my_custom_tag=val/loss"]))
    series = run.series["my_custom_tag"]
    assert (series.role.value, series.kind.value, series.classified_by) == ("val", "loss", "user --map")


def test_one_unreadable_run_among_several_becomes_a_note(tmp_path: Path) -> None:
    write_csv(tmp_path / "good" / "metrics.csv")
    write_csv(tmp_path / "bad" / "metrics.csv", "step,loss\n0,1.0\n1,0.5,9\n2,0.4\n3,0.3\n")
    (run,) = read_runs(tmp_path)
    assert run.name == "good"
    assert any("bad: " in n and "ragged" in n for n in run.notes)


def test_hidden_and_cache_folders_are_not_searched(tmp_path: Path) -> None:
    write_csv(tmp_path / ".git" / "metrics.csv")
    write_csv(tmp_path / "__pycache__" / "metrics.csv")
    write_csv(tmp_path / "run" / "metrics.csv")
    assert [r.name for r in read_runs(tmp_path)] == ["run"]


def test_an_empty_log_beside_readable_runs_is_noted(tmp_path: Path) -> None:
    write_csv(tmp_path / "version_0" / "metrics.csv")
    (tmp_path / "version_1").mkdir()
    (tmp_path / "version_1" / "metrics.csv").write_text("")
    (run,) = read_runs(tmp_path)
    assert run.name == "version_0"
    assert any("version_1/metrics.csv: empty file" in n for n in run.notes)


# ---------------------------------------------------------------- hostile trees (issue 10)

CLI_TIMEOUT_S = 120  # a hang guard, far above any normal run: never a timing assertion


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    """`triage ARGS` in a child process, so that a hang fails the test instead of the suite."""
    code = "import sys; from triage.cli import run; sys.exit(run(sys.argv[1:]))"
    return subprocess.run(
        [sys.executable, "-c", code, *args], capture_output=True, text=True, timeout=CLI_TIMEOUT_S
    )


def mlflow_run(root: Path) -> Path:
    run = root / "mlruns" / "1" / "0123456789abcdef0123456789abcdef"
    (run / "metrics").mkdir(parents=True)
    (run / "tags").mkdir()
    (run / "params").mkdir()
    (run / "meta.yaml").write_text("run_id: 0123456789abcdef0123456789abcdef\nstatus: 3\nend_time: 5\n")
    (run / "metrics" / "loss").write_text("1000 2.0 0\n2000 1.0 1\n")
    return run


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_fifos_and_device_links_named_like_logs_are_never_opened(tmp_path: Path) -> None:
    run = mlflow_run(tmp_path)
    os.mkfifo(run / "tags" / "mlflow.runName")
    os.mkfifo(run / "params" / "lr")
    (run / "metrics" / "zero").symlink_to("/dev/zero")
    os.mkfifo(tmp_path / "elsewhere.csv")
    fifo_meta = tmp_path / "trap" / "meta.yaml"
    fifo_meta.parent.mkdir()
    os.mkfifo(fifo_meta)
    (tmp_path / "trap" / "metrics.csv").symlink_to("/dev/zero")
    result = run_cli("series", str(tmp_path), "--format", "json")
    assert result.returncode == 0, result.stderr
    (entry,) = json.loads(result.stdout)["runs"]
    assert [s["name"] for s in entry["series"]] == ["loss"]
    notes = " ".join(entry["notes"])
    assert "elsewhere.csv: not a regular file" in notes
    assert "trap/metrics.csv: not a regular file" in notes
    assert "metrics/zero: not a regular file" in notes and "params/lr: not a regular file" in notes


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_fifo_passed_as_a_run_folder_file_is_an_input_error(tmp_path: Path) -> None:
    fifo = tmp_path / "metrics.csv"
    os.mkfifo(fifo)
    result = run_cli("diagnose", str(fifo))
    assert result.returncode == 3
    assert "not a regular file" in result.stderr and "Traceback" not in result.stderr


def test_dot_symlink_loops_are_not_recursed(tmp_path: Path) -> None:
    write_csv(tmp_path / "run" / "metrics.csv")
    (tmp_path / "run" / "loop").symlink_to(".")
    (tmp_path / "run" / "up").symlink_to("..")
    (tmp_path / "again").symlink_to(tmp_path)
    assert [r.name for r in read_runs(tmp_path)] == ["run"]


def test_an_unlistable_subfolder_is_named_in_a_note(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # tests run as root, for whom chmod 000 denies nothing: deny the listing itself
    write_csv(tmp_path / "good" / "metrics.csv")
    (tmp_path / "locked").mkdir()
    real_scandir = os.scandir

    def denying_scandir(path: Any = ".") -> Any:
        if str(path) == str(tmp_path / "locked"):
            raise PermissionError(13, "Permission denied", str(path))
        return real_scandir(path)

    monkeypatch.setattr(os, "scandir", denying_scandir)
    (run,) = read_runs(tmp_path)
    assert any("locked: cannot be listed (permission denied)" in n for n in run.notes), run.notes


def test_a_file_with_an_io_error_is_named_in_a_note(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    write_csv(tmp_path / "good" / "metrics.csv")
    broken = write_csv(tmp_path / "bad" / "train_log.txt")
    real_open = os.open

    def failing_open(path: Any, *args: Any, **kwargs: Any) -> Any:
        if str(path) == str(broken):
            raise OSError(errno.EIO, "Input/output error", str(path))
        return real_open(path, *args, **kwargs)

    monkeypatch.setattr(os, "open", failing_open)
    (run,) = read_runs(tmp_path)
    assert any("bad/train_log.txt: cannot be read (input/output error)" in n for n in run.notes), run.notes


def test_a_folder_holding_only_a_damaged_event_file_names_it(tmp_path: Path) -> None:
    events = write_events(tmp_path / "events.out.tfevents.1.host", "loss", [1.0, 0.5])
    damaged = bytearray(events.read_bytes())
    damaged[20] ^= 0xFF  # inside the first record: its checksum no longer holds
    events.write_bytes(bytes(damaged))
    with pytest.raises(InputError) as error:
        read_runs(tmp_path)
    message = str(error.value)
    assert "events.out.tfevents.1.host" in message and "damaged" in message
    assert "no training logs found" not in message


def test_an_event_file_holding_only_its_header_is_an_input_error_not_a_healthy_run(tmp_path: Path) -> None:
    header_only = tb_writers.write_records(
        tmp_path / "crashed" / "events.out.tfevents.1.host", [tb_writers.file_version_event(1.7e9)]
    )
    with pytest.raises(InputError, match="no usable scalar series") as error:
        read_runs(tmp_path / "crashed")
    assert "crashed" in str(error.value)
    result = run_cli("diagnose", str(header_only), "--fail-on", "low")
    assert result.returncode == 3, (result.returncode, result.stdout, result.stderr)
    assert "no usable scalar series" in result.stderr
    # beside a readable run it is a note on that run
    write_csv(tmp_path / "fine" / "metrics.csv")
    (run,) = read_runs(tmp_path)
    assert run.name == "fine"
    assert any("crashed" in n and "no usable scalar series" in n for n in run.notes)


def wal_database(path: Path) -> sqlite3.Connection:
    connection = sqlite3.connect(path)
    connection.execute("PRAGMA journal_mode=WAL")
    connection.executescript(
        """
        CREATE TABLE runs (run_uuid TEXT, name TEXT, status TEXT, end_time INTEGER, experiment_id INTEGER,
                           start_time INTEGER);
        CREATE TABLE metrics (key TEXT, value REAL, timestamp INTEGER, step INTEGER, run_uuid TEXT);
        CREATE TABLE params (key TEXT, value TEXT, run_uuid TEXT);
        """
    )
    connection.commit()
    return connection


def test_a_wal_mode_mlflow_database_is_read_without_writing_beside_it(tmp_path: Path) -> None:
    live = tmp_path / "live"
    live.mkdir()
    writer = wal_database(live / "mlflow.db")
    writer.execute("PRAGMA wal_autocheckpoint=0")  # keep the rows in the write-ahead log
    writer.execute("INSERT INTO runs VALUES ('r1', 'first', 'FINISHED', 9, 0, 1)")
    writer.executemany(
        "INSERT INTO metrics VALUES ('loss', ?, ?, ?, 'r1')", [(1.0 / (i + 1), 1000 * i, i) for i in range(5)]
    )
    writer.commit()
    # a copy of the database as a crashed writer leaves it: the file plus its pending log
    copied = tmp_path / "copy"
    copied.mkdir()
    shutil.copyfile(live / "mlflow.db", copied / "mlflow.db")
    shutil.copyfile(live / "mlflow.db-wal", copied / "mlflow.db-wal")
    writer.close()
    before = sorted(p.name for p in copied.iterdir())
    (run,) = read_runs(copied / "mlflow.db")
    assert run.series["loss"].step.tolist() == [0, 1, 2, 3, 4]  # the rows only the log holds
    assert sorted(p.name for p in copied.iterdir()) == before
    # the checkpointed database (WAL mode, no log pending) writes no -shm either
    checkpointed = sorted(p.name for p in live.iterdir())
    assert checkpointed == ["mlflow.db"]
    read_runs(live)
    assert sorted(p.name for p in live.iterdir()) == checkpointed


# ---------------------------------------------------------------- other trackers (issue 11)


def test_a_wandb_offline_run_is_recognised_not_read_from_its_service_log(tmp_path: Path) -> None:
    run = tmp_path / "wandb" / "offline-run-20240101_120000-abc123"
    (run / "files").mkdir(parents=True)
    (run / "logs").mkdir()
    (run / "run-abc123.wandb").write_bytes(b":W&B\x00\x00\x01\x00" + bytes(200))
    (run / "logs" / "debug-core.log").write_text(
        "".join(json.dumps({"time": "2024", "level": "INFO", "pid": 100 + i}) + "\n" for i in range(20))
    )
    for path in (tmp_path, tmp_path / "wandb", run, run / "logs" / "debug-core.log"):
        with pytest.raises(InputError, match="Weights & Biases") as error:
            read_runs(path)
        assert "wandb sync" in str(error.value)
    write_csv(tmp_path / "csv_run" / "metrics.csv")
    (only,) = read_runs(tmp_path)
    assert only.name == "csv_run"
    assert any("Weights & Biases" in n for n in only.notes)


def test_an_aim_repository_is_recognised(tmp_path: Path) -> None:
    (tmp_path / ".aim" / "meta").mkdir(parents=True)
    (tmp_path / ".aim" / "seqs").mkdir()
    (tmp_path / ".aim" / "VERSION").write_text("1.0\n")
    with pytest.raises(InputError, match="an Aim repository"):
        read_runs(tmp_path)


# ---------------------------------------------------------------- the monitor's supplementary file


def monitor_events(directory: Path, steps: int = 6) -> Path:
    from triage.hooks.event_writer import EventFileWriter

    writer = EventFileWriter(directory)
    for step in range(steps):
        writer.write_step(step, 1.7e9 + step, [("grad_norm/global", 1.0 + step), ("train/loss", 9.0)])
    writer.close()
    (directory / "hparams.json").write_text(json.dumps({"monitor_every": 10}))
    return writer.path


def test_the_monitors_event_file_is_merged_into_the_run_beside_it(tmp_path: Path) -> None:
    out = tmp_path / "out"
    out.mkdir()
    (out / "trainer_state.json").write_text(
        json.dumps({"log_history": [{"loss": 1.0 / (i + 1), "step": i} for i in range(1, 6)]})
    )
    written = monitor_events(out / "triage")
    (run,) = read_runs(tmp_path)
    assert (run.name, run.reader) == ("out", "huggingface")
    assert "grad_norm/global" in run.series and "loss" in run.series
    assert run.hparams["monitor_every"] == 10
    (note,) = [n for n in run.notes if "merged the training monitor's event file" in n]
    assert written.name in note and "kept the logger's own" not in note


def test_a_monitor_file_in_the_csv_folder_merges_and_the_logger_wins_a_clash(tmp_path: Path) -> None:
    write_csv(tmp_path / "v0" / "metrics.csv", "step,train/loss\n0,1.0\n1,0.5\n")
    monitor_events(tmp_path / "v0")
    (run,) = read_runs(tmp_path)
    assert run.reader == "csv"
    assert run.series["train/loss"].value.tolist() == [1.0, 0.5]
    assert "grad_norm/global" in run.series
    assert any("kept the logger's own train/loss" in n for n in run.notes)


def test_a_monitor_file_alone_is_a_run_of_its_own(tmp_path: Path) -> None:
    monitor_events(tmp_path / "exp")
    (run,) = read_runs(tmp_path)
    assert (run.name, run.reader) == ("exp", "tensorboard")
    assert "grad_norm/global" in run.series
