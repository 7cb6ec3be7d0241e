"""One bad run never sinks a sweep: a unit that raises, hangs, kills its
worker or cannot be read becomes a row with its reason; Ctrl-C stops at once
and keeps what finished; results stream to JSON Lines and --resume finishes
the rest; every run gets its own report page."""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from tests.cli.test_diagnose import invoke
from triage.sweep import ScanOptions, run_scan
from triage.sweep.results import iter_lines, iter_records


def _small_sweep(sweep_dir: Path, root: Path, count: int) -> Path:
    """The first `count` runs of the real sweep, linked (read in place)."""
    root.mkdir(parents=True)
    for run in sorted(sweep_dir.iterdir())[:count]:
        (root / run.name).symlink_to(run, target_is_directory=True)
    return root


# Faults are injected into the workers' code: that needs workers forked from the
# process holding the patch, and forking is only safe from a single-threaded one, so
# each of these scans runs in a fresh interpreter (the test runner has threads).
_FAULTY_SCAN = """
import json, os, sys, time
os.environ["TRIAGE_SCAN_START_METHOD"] = "fork"
import triage.sweep.engine as engine
from triage.sweep import run_scan
from triage.sweep.results import iter_records
behaviour = json.loads(sys.argv[1])
real = engine._scan_local

def patched(unit, *args, **kwargs):
    action = behaviour.get(unit.name)
    if action == "raise":
        raise RuntimeError("boom")
    if action == "hang":
        time.sleep(300)
    if action == "die":
        os._exit(7)
    return real(unit, *args, **kwargs)

engine._scan_local = patched
if sys.argv[2] == "cli":
    from triage.cli import run
    sys.exit(run(json.loads(sys.argv[3])))
from pathlib import Path
outcome = run_scan(Path(sys.argv[3]), Path(sys.argv[4]), jobs=2, timeout=2.0)
print(json.dumps({"readable": outcome.readable, "rows": list(iter_records(outcome.summary.results))}))
"""


def _faulty_scan(behaviour: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", _FAULTY_SCAN, json.dumps(behaviour), *args],
        capture_output=True, text=True, timeout=240, check=False, cwd=Path(__file__).resolve().parents[2],
    )


def _records(results: Path) -> dict[str, dict[str, Any]]:
    return {str(r["run"]): r for r in iter_records(results)}


def test_a_unit_that_raises_is_a_row_not_an_exit_4(sweep_dir: Path, tmp_path: Path) -> None:
    sweep = _small_sweep(sweep_dir, tmp_path / "sweep", 4)
    bad = sorted(p.name for p in sweep.iterdir())[1]
    index = tmp_path / "out" / "index.html"
    argv = ["scan", str(sweep), "-o", str(index), "-j", "2", "--exit-zero"]
    result = _faulty_scan({bad: "raise"}, "cli", json.dumps(argv))
    assert result.returncode == 0, result.stderr
    row = _records(index.with_name("index.results.jsonl"))[bad]
    assert row["verdict"] == "unreadable" and row["error"] == "error: internal error: RuntimeError: boom"
    assert "internal error: RuntimeError: boom" in index.read_text(encoding="utf-8")
    assert len(_records(index.with_name("index.results.jsonl"))) == 4


def test_a_hung_unit_is_killed_at_the_timeout_and_a_dead_worker_replaced(
    sweep_dir: Path, tmp_path: Path
) -> None:
    sweep = _small_sweep(sweep_dir, tmp_path / "sweep", 5)
    names = sorted(p.name for p in sweep.iterdir())
    index = str(tmp_path / "index.html")
    result = _faulty_scan({names[0]: "hang", names[2]: "die"}, "library", str(sweep), index)
    assert result.returncode == 0, result.stderr
    outcome = json.loads(result.stdout.strip().splitlines()[-1])
    rows = {str(r["run"]): r for r in outcome["rows"]}
    assert rows[names[0]]["error"] == "timeout: killed after 2 s (--timeout)"
    assert rows[names[2]]["error"] == "error: the worker process died (exit code 7)"
    for name in (names[1], names[3], names[4]):
        assert rows[name]["verdict"] != "unreadable" and rows[name]["symptoms"] is not None
    assert outcome["readable"] == 3


def test_an_unreadable_unit_is_listed_with_its_reason(sweep_dir: Path, tmp_path: Path) -> None:
    sweep = _small_sweep(sweep_dir, tmp_path / "sweep", 2)
    (sweep / "zz-broken").mkdir()
    (sweep / "zz-broken" / "events.out.tfevents.1.host").write_bytes(b"\x00garbage\xff" * 10)
    outcome = run_scan(sweep, tmp_path / "index.html", jobs=1)
    row = _records(outcome.summary.results)["zz-broken"]
    assert row["verdict"] == "unreadable" and "zz-broken" in row["error"]
    assert {"cause": "unreadable", "runs": ["zz-broken"], "hparam_rule": None} in outcome.analysis.groups


def test_results_stream_per_unit_and_resume_finishes_only_the_rest(sweep_dir: Path, tmp_path: Path) -> None:
    sweep = _small_sweep(sweep_dir, tmp_path / "sweep", 8)
    full = run_scan(sweep, tmp_path / "a" / "index.html", jobs=2)
    lines = full.summary.results.read_text(encoding="utf-8").splitlines(keepends=True)
    assert json.loads(lines[0])["kind"] == "scan-results" and len(lines) == 1 + 8
    # a scan killed after three units, in the middle of writing the fourth
    partial = tmp_path / "b" / "index.results.jsonl"
    partial.parent.mkdir()
    partial.write_text("".join(lines[:4]) + lines[4][: len(lines[4]) // 2], encoding="utf-8")
    partial.write_text(partial.read_text(encoding="utf-8").replace(str(tmp_path / "a"), str(tmp_path / "b")))
    resumed = run_scan(sweep, tmp_path / "b" / "index.html", jobs=2, resume=True)
    assert (resumed.summary.resumed, resumed.summary.done) == (3, 5)
    assert len(list(iter_lines(partial))) == 8  # the half line was dropped, not kept
    assert resumed.document() == full.document()
    assert "resumed: 3 units" in (tmp_path / "b" / "index.html").read_text(encoding="utf-8")


def test_resume_with_other_options_is_a_usage_error(sweep_dir: Path, tmp_path: Path) -> None:
    sweep = _small_sweep(sweep_dir, tmp_path / "sweep", 2)
    index = tmp_path / "index.html"
    assert invoke(["scan", str(sweep), "-o", str(index), "-j", "1", "--exit-zero"]).code == 0
    result = invoke(["scan", str(sweep), "-o", str(index), "--resume", "--select", "loss-runaway"])
    assert result.code == 2 and "other options" in result.stderr


def test_every_run_gets_its_own_page_even_when_names_slug_alike(sweep_dir: Path, tmp_path: Path) -> None:
    run = sorted(sweep_dir.iterdir())[0]
    sweep = tmp_path / "sweep"
    for name in ("a b", "a-b", "a_b"):
        shutil.copytree(run, sweep / name)
    index = tmp_path / "out" / "index.html"
    outcome = run_scan(sweep, index, jobs=2, options=ScanOptions(reports_dir=str(index.parent / "runs")))
    links = re.findall(r'href="(runs/[^"]+\.html)"', index.read_text(encoding="utf-8"))
    assert len(links) == len(set(links)) == 3
    for record in iter_records(outcome.summary.results):
        page = (index.parent / "runs" / record["report"]).read_text(encoding="utf-8")
        assert str(sweep / record["unit"]) in page  # the page is this run's, not a namesake's


def test_sigint_stops_the_scan_at_once_and_keeps_what_finished(sweep_dir: Path, tmp_path: Path) -> None:
    sweep = _small_sweep(sweep_dir, tmp_path / "sweep", 20)
    index = tmp_path / "out" / "index.html"
    results = index.with_name("index.results.jsonl")
    # each unit takes a second longer than usual, so the scan is still queueing when stopped
    # Ctrl-C as a terminal delivers it: a child inherits an ignored SIGINT from its parent
    # (a test runner's thread or a library may leave it ignored), and Python then installs
    # no KeyboardInterrupt handler at all; the scan ran to its end under the full suite
    script = (
        "import signal, sys, time\n"
        "signal.signal(signal.SIGINT, signal.default_int_handler)\n"
        "import triage.sweep.engine as s\n"
        "real = s._scan_local\n"
        "def slow(*a, **k):\n"
        "    time.sleep(1.0)\n"
        "    return real(*a, **k)\n"
        "s._scan_local = slow\n"
        "from triage.cli import main\n"
        "main(sys.argv[1:])\n"
    )
    argv = [sys.executable, "-c", script, "scan", str(sweep), "-o", str(index), "-j", "2", "--exit-zero"]
    # forked workers inherit the slowed function (a fork server's would import the module afresh,
    # and a quick scan could then finish before the signal, as it did once under load)
    env = {**os.environ, "TRIAGE_SCAN_START_METHOD": "fork"}
    process = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    try:
        started = time.monotonic()
        for _ in range(600):
            if results.exists() and len(list(iter_lines(results))) >= 2:
                break
            time.sleep(0.1)
        finished = len(list(iter_lines(results))) if results.exists() else 0
        assert process.poll() is None, (
            f"the scan ended (exit {process.returncode}) before the signal, after "
            f"{time.monotonic() - started:.1f} s with {finished} result line(s): "
            + (process.stderr.read() if process.stderr else "")
        )
        process.send_signal(signal.SIGINT)
        _out, err = process.communicate(timeout=60)
    finally:
        process.kill()
    assert process.returncode == 130, err
    done = len(list(iter_lines(results)))
    assert 2 <= done < 20  # queued units were cancelled, not run
    assert "interrupted" in err and "--resume" in err and "Traceback" not in err
    html = index.read_text(encoding="utf-8")
    assert f"interrupted: {done} of 20 units finished" in html


def test_the_library_entry_returns_the_document(sweep_dir: Path, tmp_path: Path) -> None:
    import triage

    sweep = _small_sweep(sweep_dir, tmp_path / "sweep", 3)
    doc = triage.scan(sweep, tmp_path / "index.html", jobs=1)
    assert doc["kind"] == "scan"
    assert [r["run"] for r in doc["runs"]] == sorted(p.name for p in sweep.iterdir())
    assert (tmp_path / "index.results.jsonl").is_file() and (tmp_path / "index.html").is_file()
