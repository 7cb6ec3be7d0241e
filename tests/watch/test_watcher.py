"""The watcher's judgement and actions, in process: the stall warning from the
knowledge base, one alert per finding id, --on-alert's argv/stdin/env and
--signal-pid's SIGINT."""

from __future__ import annotations

import io
import json
import shlex
import subprocess
import sys
import textwrap
from pathlib import Path

import numpy as np
import pytest

from triage.errors import KnowledgeBaseError
from triage.watch import Watcher
from triage.watch.knowledge import load_knowledge, parse_knowledge
from triage.watch.session import WatchOptions, run_watch


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def _nan_run(folder: Path, nan_from: int = 30, rows: int = 60) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    lines = [f"{s},{'nan' if s >= nan_from else 2.0 / (1 + s)}" for s in range(rows)]
    (folder / "metrics.csv").write_text("step,train_loss\n" + "\n".join(lines) + "\n")


def test_stall_is_reported_once_after_the_kb_thresholds(tmp_path: Path) -> None:
    spec = load_knowledge().warnings["watch-stall"]
    polls, seconds = int(spec.thresholds["stall_intervals"]), spec.thresholds["min_seconds"]
    folder = tmp_path / "run"
    folder.mkdir()
    (folder / "metrics.csv").write_text("step,train_loss\n0,1.0\n1,0.9\n")
    clock = FakeClock()
    watcher = Watcher([folder], clock=clock)
    assert watcher.poll()[1] == 2
    step = seconds / polls + 0.01  # both thresholds are crossed on the same poll
    for _ in range(polls - 1):
        clock.now += step
        watcher.poll()
        assert watcher.check_stalls() == []
    clock.now += step
    watcher.poll()
    alerts = watcher.check_stalls()
    assert [a.finding.id for a in alerts] == ["watch-stall"]
    assert alerts[0].finding.severity == spec.severity and alerts[0].last_step == 1
    clock.now += step
    watcher.poll()
    assert watcher.check_stalls() == []  # never repeated at the same severity


def test_one_alert_per_finding_id(tmp_path: Path) -> None:
    _nan_run(tmp_path / "run")
    watcher = Watcher([tmp_path / "run"])
    watcher.poll()
    first = watcher.check()
    assert "loss-runaway" in [a.finding.id for a in first]
    with open(tmp_path / "run" / "metrics.csv", "a") as handle:
        handle.write("60,nan\n61,nan\n")
    watcher.poll()
    assert "loss-runaway" not in [a.finding.id for a in watcher.check()]


def test_on_alert_gets_json_on_stdin_and_env_and_signal_pid_stops_the_run(tmp_path: Path) -> None:
    _nan_run(tmp_path / "run")
    record = tmp_path / "alert.json"
    hook = textwrap.dedent(f"""
        import json, os, sys
        json.dump({{"stdin": sys.stdin.read(), "env": os.environ["TRIAGE_ALERT"], "argv": sys.argv[1:]}},
                  open({str(record)!r}, "w"))
    """)
    victim = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import signal, sys, time\n"
            "signal.signal(signal.SIGINT, lambda *a: sys.exit(7))\n"
            "print('ready', flush=True)\ntime.sleep(60)",
        ],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert victim.stdout is not None and victim.stdout.readline().strip() == "ready"
        options = WatchOptions(
            interval=0.1,
            exit_on="high",
            max_seconds=20,
            signal_pid=victim.pid,
            output="jsonl",
            on_alert=f"{shlex.quote(sys.executable)} -c {shlex.quote(hook)} 'a b'",
        )
        out = io.StringIO()
        code = run_watch(Watcher([tmp_path / "run"]), options, out, err=io.StringIO())
        assert victim.wait(timeout=10) == 7  # it received SIGINT
    finally:
        if victim.poll() is None:
            victim.kill()
            victim.wait()
    assert code == 1
    seen = json.loads(record.read_text())
    assert seen["argv"] == ["a b"]  # split like a shell would, never run by one
    assert seen["stdin"] == seen["env"]
    sent = json.loads(seen["stdin"])
    assert sent["type"] == "alert" and sent["run"] == "run"
    lines = [json.loads(line) for line in out.getvalue().splitlines()]
    assert lines[0]["type"] == "start" and lines[-1]["type"] == "final"
    assert any(r.get("id") == "loss-runaway" and r["onset_step"] == 30 for r in lines)


def test_watch_knowledge_is_checked() -> None:
    with pytest.raises(KnowledgeBaseError, match="watch-step-time-doubled"):
        parse_knowledge("warnings:\n  - {id: watch-stall, severity: medium}\n", "x.wyaml")
    with pytest.raises(KnowledgeBaseError, match="severity"):
        parse_knowledge("warnings:\n  - {id: watch-stall, severity: dire}\n", "x.wyaml")
    # every threshold a warning's code reads must be in its entry
    bundled = load_knowledge()
    entries = "".join(
        f"  - {{id: {w.id}, severity: {w.severity}, thresholds: {{"
        + ", ".join(f"{n}: {{default: {v}}}" for n, v in w.thresholds.items() if n != "confirm")
        + "}}\n"
        for w in bundled.warnings.values()
    )
    with pytest.raises(KnowledgeBaseError, match="watch-val-turn-up: no threshold confirm"):
        parse_knowledge("warnings:\n" + entries, "x.wyaml")


def _timed_event_run(folder: Path, seconds_per_step: list[float]) -> None:
    tensorboard = pytest.importorskip("torch.utils.tensorboard")
    writer = tensorboard.SummaryWriter(str(folder))
    wall = 1.7e9
    for step, seconds in enumerate(seconds_per_step):
        wall += seconds
        writer.add_scalar("train/loss", 2.0 / (1 + step), step, walltime=wall)
    writer.close()


@pytest.mark.parametrize(("late", "alerted"), [(0.25, True), (0.15, False)])
def test_step_time_doubling_from_the_wall_times(tmp_path: Path, late: float, alerted: bool) -> None:
    spec = load_knowledge().warnings["watch-step-time-doubled"]
    window, ratio = int(spec.thresholds["window"]), spec.thresholds["ratio"]
    early = 0.1
    assert (late >= ratio * early) is alerted  # the two cases sit either side of the kb's ratio
    _timed_event_run(tmp_path / "run", [early] * (2 * window) + [late] * (2 * window))
    watcher = Watcher([tmp_path / "run"])
    watcher.poll()
    found = [a for a in watcher.check() if a.finding.id == "watch-step-time-doubled"]
    assert bool(found) is alerted
    if alerted:
        assert found[0].finding.measurements["ratio"] == pytest.approx(late / early, rel=1e-3)


def test_idle_exit_waits_for_a_first_write_and_notes_a_missing_path(tmp_path: Path) -> None:
    # A job still queued has written nothing: --idle-exit does not end the watch before
    # its first write (here --max-seconds does), and the missing path is noted.
    options = WatchOptions(interval=0.1, idle_exit=0.3, max_seconds=1.0, output="jsonl")
    out = io.StringIO()
    assert run_watch(Watcher([tmp_path / "not-yet"]), options, out, err=io.StringIO()) == 0
    records = [json.loads(line) for line in out.getvalue().splitlines()]
    assert records[1] == {"type": "note", "message": f"{tmp_path / 'not-yet'}: not there yet; waiting for it"}
    assert records[-1]["reason"] == "--max-seconds 1 reached"


def _append_rows(path: Path, first: int, count: int) -> None:
    with open(path, "a") as handle:
        handle.write("".join(f"{s},{2.0 / (1 + s)!r}\n" for s in range(first, first + count)))


@pytest.mark.parametrize(("late_rows", "alerted"), [(30, True), (48, False)])
def test_throughput_of_a_csv_without_times_from_the_polls_that_saw_rows(
    tmp_path: Path, late_rows: int, alerted: bool
) -> None:
    # A CSV has no wall times: the rate is the watch's own, steps per poll-to-poll second.
    # 50 rows every 0.5 s (100/s), then `late_rows` (60/s, or a 4% dip that is no drop),
    # with +-10% jitter on the clock.
    from triage.watch import warnings

    spec = load_knowledge().warnings["watch-throughput-drop"]
    rng = np.random.default_rng(0)
    folder = tmp_path / "version_0"
    folder.mkdir()
    (folder / "metrics.csv").write_text("step,train_loss\n")
    clock = FakeClock()
    watcher = Watcher([folder], clock=clock)
    step = 0
    for poll in range(70):
        rows = 50 if poll < 35 else late_rows
        _append_rows(folder / "metrics.csv", step, rows)
        step += rows
        clock.now += 0.5 * rng.uniform(0.9, 1.1)
        watcher.poll()
    (watched,) = watcher.runs.values()
    found = warnings.arrival_throughput_drop(watched.arrivals, spec)
    assert (found is not None) is alerted
    if found is not None:
        assert found.measurements["source"] == "arrivals"
        assert 35 * 50 - 100 <= (found.onset_step or 0) <= 35 * 50 + 100  # the slowdown began at 1750
        assert "watch-throughput-drop" in [a.finding.id for a in watcher.check()]
