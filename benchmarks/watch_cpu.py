"""CPU time of `triage watch` against the run time of the job it follows.

    nice -n 10 python benchmarks/watch_cpu.py [--seconds 60] [--rate 100] [--interval 0.5]
        [--format csv|tensorboard]

A writer process appends a Lightning-style metrics.csv (or writes a TensorBoard
event file through torch's SummaryWriter) at RATE rows per second for SECONDS;
`triage watch DIR --interval I --idle-exit 2` follows it as a user runs it (the idle clock
starts at the first write seen, so the TensorBoard writer's seconds of torch import before
its first event do not end the watch). The
figure is the watcher's CPU time (user + system, from wait4, startup and
detector warm-up included) over the writer's wall-clock run time; the bar is
below 10%. Also printed: the CPU time of the watch itself, less that of a watch
of an empty folder that exits at once (startup and warm-up).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from tests.watch.writers import CSV_WRITER, TB_WRITER  # noqa: E402

WATCH = [sys.executable, "-c", "from triage.cli import main; main()", "watch", "-f", "jsonl"]


def _cpu_of(argv: list[str]) -> tuple[float, int, str]:
    """Run argv to its end: (its CPU seconds, exit code, stdout)."""
    with tempfile.TemporaryFile("w+") as out:
        process = subprocess.Popen(argv, stdout=out, stderr=subprocess.DEVNULL)
        _pid, status, usage = os.wait4(process.pid, 0)
        out.seek(0)
        return usage.ru_utime + usage.ru_stime, os.waitstatus_to_exitcode(status), out.read()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--rate", type=float, default=100.0)
    parser.add_argument("--interval", type=float, default=0.5)
    parser.add_argument("--format", choices=("csv", "tensorboard"), default="csv")
    parser.add_argument("--idle-exit", type=float, default=2.0)
    args = parser.parse_args()
    rows = int(args.seconds * args.rate)
    with tempfile.TemporaryDirectory() as tmp:
        empty = Path(tmp) / "empty"
        empty.mkdir()
        baseline, _, _ = _cpu_of([*WATCH, str(empty), "--interval", str(args.interval), "--max-seconds", "0"])
        run_dir = Path(tmp) / "version_0"
        script = CSV_WRITER if args.format == "csv" else TB_WRITER
        idle = args.idle_exit
        watch = [*WATCH, str(run_dir), "--interval", str(args.interval), "--idle-exit", str(idle)]
        watcher = subprocess.Popen(watch, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        assert watcher.stdout is not None
        watcher.stdout.readline()  # the start record: warmed up; the writer starts now
        started = time.monotonic()
        writer = subprocess.run(
            [sys.executable, "-c", script, str(run_dir), str(rows), "-1", str(args.rate)],
            stdout=subprocess.DEVNULL,
            check=True,
        )
        writer_seconds = time.monotonic() - started
        rest = watcher.stdout.read()
        _pid, status, usage = os.wait4(watcher.pid, 0)
        cpu = usage.ru_utime + usage.ru_stime
        final = json.loads(rest.splitlines()[-1])
    del writer
    points = final["runs"][0]["points"] if final["runs"] else 0
    if points < rows:
        print(f"the watcher read {points} of {rows} points ({final['reason']}): no figure", file=sys.stderr)
        return 1
    print(f"writer: {rows} rows of {args.format} at {args.rate:g}/s, ran {writer_seconds:.1f} s")
    print(
        f"watcher (--interval {args.interval:g}): {cpu:.2f} s CPU, {100 * cpu / writer_seconds:.1f}% of the "
        f"writer's run time; read {points} points, exit {os.waitstatus_to_exitcode(status)}"
    )
    print(
        f"  startup + warm-up alone (watch of an empty folder): {baseline:.2f} s CPU; "
        f"following: {max(cpu - baseline, 0):.2f} s ({100 * max(cpu - baseline, 0) / writer_seconds:.1f}%)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
