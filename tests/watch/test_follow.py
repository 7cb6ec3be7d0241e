"""What the watch follows: MLflow file-store metrics appended line by line (a half-written
line kept for the next poll; the real mlflow package as the writer when installed), new
version_N and checkpoint-* folders appearing mid-watch, and the live table on a terminal
(a pipe gets text lines: the other CLI tests)."""

from __future__ import annotations

import io
import json
import os
import pty
import re
import select
import subprocess
import sys
import textwrap
from pathlib import Path

import numpy as np
import pytest

from triage.readers import read_run
from triage.watch import Watcher
from triage.watch.display import TableView
from triage.watch.session import WatchOptions, run_watch

RUN_ID = "0123456789abcdef0123456789abcdef"


def _mlflow_run(root: Path) -> Path:
    run = root / "mlruns" / "0" / RUN_ID
    (run / "metrics" / "train").mkdir(parents=True)
    (run / "params").mkdir()
    (root / "mlruns" / "0" / "meta.yaml").write_text("experiment_id: '0'\nname: Default\n")
    (run / "meta.yaml").write_text(f"run_id: {RUN_ID}\nexperiment_id: '0'\nstatus: 1\n")
    (run / "params" / "lr").write_text("0.03")
    return run


def test_mlflow_metrics_are_followed_line_by_line(tmp_path: Path) -> None:
    run = _mlflow_run(tmp_path)
    loss = run / "metrics" / "train" / "loss"  # key `train/loss`: one folder a slash
    lines = [f"{1_796_000_000_000 + 10 * s} {1.0 / (s + 1)!r} {s}\n" for s in range(30)]
    data = "".join(lines).encode()
    watcher = Watcher([tmp_path])
    with open(loss, "wb") as handle:
        for cut in (5, 23, 24, 200, len(data) - 4, len(data)):  # cuts inside lines and fields
            handle.write(data[handle.tell() : cut])
            handle.flush()
            watcher.poll()
    (watched,) = watcher.runs.values()
    (tail,) = watched.tails.values()
    assert tail.offset == len(data) and tail.pending == b""
    followed = watched.run()
    whole = read_run(run)  # the MLflow reader on the finished folder
    np.testing.assert_array_equal(followed.series["train/loss"].step, whole.series["train/loss"].step)
    np.testing.assert_array_equal(followed.series["train/loss"].value, whole.series["train/loss"].value)
    np.testing.assert_allclose(followed.series["train/loss"].wall_time, whole.series["train/loss"].wall_time)
    assert followed.hparams["lr"] == 0.03
    with open(loss, "ab") as handle:
        handle.write(b"1796000000300 0.5 30\n1796000000310 0.4")
    assert watcher.poll()[1] == 1  # the complete line only


def test_new_version_and_checkpoint_folders_are_picked_up(tmp_path: Path) -> None:
    (tmp_path / "lightning_logs" / "version_0").mkdir(parents=True)
    (tmp_path / "lightning_logs" / "version_0" / "metrics.csv").write_text("step,train_loss\n0,1.0\n1,0.9\n")
    watcher = Watcher([tmp_path])
    watcher.poll()
    assert [w.name for w in watcher.runs.values()] == ["lightning_logs/version_0"]
    (tmp_path / "lightning_logs" / "version_1").mkdir()  # a restart: Lightning's next version
    (tmp_path / "lightning_logs" / "version_1" / "metrics.csv").write_text("step,train_loss\n0,2.0\n")
    out = tmp_path / "hf"
    state = {"global_step": 10, "log_history": [{"step": s, "loss": 1.0 / s} for s in range(1, 11)]}
    (out / "checkpoint-10").mkdir(parents=True)
    (out / "checkpoint-10" / "trainer_state.json").write_text(json.dumps(state))
    watcher.poll()
    names = sorted(r.name for r in watcher.statuses())
    assert names == ["hf", "lightning_logs/version_0", "lightning_logs/version_1"]
    state = {"global_step": 20, "log_history": [{"step": s, "loss": 1.0 / s} for s in range(1, 21)]}
    (out / "checkpoint-20").mkdir()
    (out / "checkpoint-20" / "trainer_state.json").write_text(json.dumps(state))
    os.utime(out / "checkpoint-20" / "trainer_state.json", ns=(2**62, 2**62))  # written last
    watcher.poll()
    hf = next(r for r in watcher.statuses() if r.name == "hf")
    assert hf.last_step == 20 and hf.points == 20  # the newest checkpoint's history, not both


def test_table_shows_one_row_a_run_with_its_newest_finding(tmp_path: Path) -> None:
    rich_console = pytest.importorskip("rich.console")
    for name, nan_from in (("good", 10**6), ("bad", 30)):
        (tmp_path / name).mkdir()
        rows = "".join(f"{s},{'nan' if s >= nan_from else 2.0 / (1 + s)}\n" for s in range(60))
        (tmp_path / name / "metrics.csv").write_text("step,train_loss\n" + rows)
    (tmp_path / "[bold]x").mkdir()  # a name that is rich markup must be shown as it is
    (tmp_path / "[bold]x" / "metrics.csv").write_text("step,train_loss\n0,1.0\n")
    screen = io.StringIO()
    console = rich_console.Console(file=screen, force_terminal=True, width=200, color_system=None)
    view = TableView(screen, console=console)
    options = WatchOptions(interval=0.1, exit_on="high", max_seconds=10, output="table")
    code = run_watch(Watcher([tmp_path]), options, screen, err=io.StringIO(), view=view)
    text = screen.getvalue()
    assert code == 1
    bad = next(line for line in text.splitlines() if line.startswith("│ bad"))
    assert "failing" in bad and "loss-runaway critical from step 30" in bad
    good = next(line for line in text.splitlines() if line.startswith("│ good"))
    assert "│ ok" in good and " 59 " in good
    assert "[bold]x" in text
    assert "watch ended: loss-runaway" in text


def test_a_terminal_gets_the_live_table(tmp_path: Path) -> None:
    (tmp_path / "run").mkdir()
    rows = "".join(f"{s},{'nan' if s >= 30 else 2.0 / (1 + s)}\n" for s in range(60))
    (tmp_path / "run" / "metrics.csv").write_text("step,train_loss\n" + rows)
    argv = [sys.executable, "-c", "from triage.cli import main; main()", "watch", str(tmp_path)]
    argv += ["--interval", "0.2", "--exit-on", "high"]
    master, slave = pty.openpty()
    process = subprocess.Popen(argv, stdout=slave, stderr=slave, env=dict(os.environ, COLUMNS="160"))
    os.close(slave)
    screen = b""
    try:
        while select.select([master], [], [], 30)[0]:
            try:
                chunk = os.read(master, 65536)
            except OSError:  # the child closed the terminal
                break
            if not chunk:
                break
            screen += chunk
        assert process.wait(timeout=30) == 1
    finally:
        os.close(master)
        if process.poll() is None:
            process.kill()
            process.wait()
    shown = re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", screen.decode(errors="replace"))  # no colours
    row = next(line for line in shown.splitlines() if line.startswith("│ run"))
    assert "┃ run" in shown and "failing" in row and "loss-runaway critical" in row, shown



MLFLOW_WRITER = textwrap.dedent("""
    import math, sys, time
    import mlflow
    mlflow.set_tracking_uri("file:" + sys.argv[1])
    with mlflow.start_run():
        mlflow.log_param("lr", 0.01)
        for step in range(150):
            loss = float("nan") if step >= 100 else 2.0 * math.exp(-step / 50.0) + 0.1
            mlflow.log_metric("train_loss", loss, step=step)
            time.sleep(0.01)
""")


@pytest.mark.slow
def test_real_mlflow_writer_nan_stops_the_watch(tmp_path: Path) -> None:
    pytest.importorskip("mlflow")
    watch = [sys.executable, "-c", "from triage.cli import main; main()", "watch", str(tmp_path)]
    watch += ["--interval", "0.5", "--exit-on", "high", "-f", "jsonl", "--max-seconds", "90"]
    # Started together: the watcher's start-up overlaps mlflow's import (seconds), and it
    # must find the store the writer creates after it started.
    watcher = subprocess.Popen(watch, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    # mlflow 3 refuses the file store unless asked for it (it is in maintenance mode).
    env = dict(os.environ, MLFLOW_ALLOW_FILE_STORE="true")
    writer = subprocess.Popen(
        [sys.executable, "-c", MLFLOW_WRITER, str(tmp_path / "mlruns")], stdout=subprocess.DEVNULL, env=env
    )
    try:
        out, errors = watcher.communicate(timeout=120)
    finally:
        for process in (watcher, writer):
            if process.poll() is None:
                process.kill()
                process.wait()
    records = [json.loads(line) for line in out.splitlines()]
    assert watcher.returncode == 1, errors
    alert = next(r for r in records if r["type"] == "alert" and r["id"] == "loss-runaway")
    assert alert["onset_step"] == 100 and alert["run"].startswith("mlruns/0/")
    assert records[-1]["runs"][0]["points"] >= 100
