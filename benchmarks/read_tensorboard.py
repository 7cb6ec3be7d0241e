"""Benchmark: reading TensorBoard scalars with loss-triage against tensorboard's
EventAccumulator (every event kept), tbparse, event_file_loader, a bare walk of
the TFRecord framing, and just reading the bytes.

Each measurement is a whole fresh process (interpreter start, imports, read),
run on the same files in one invocation; the figure is the median of
--repeats runs. Peak memory is the child's peak RSS, also given above its RSS
after imports, next to the budget 2 x (file size + arrays returned).

    python benchmarks/read_tensorboard.py                     # 1e5, 1e6, 4e6 events
    python benchmarks/read_tensorboard.py --sizes 1e6 --repeats 5
    python benchmarks/read_tensorboard.py --methods triage,walk --sizes 4e6
"""

from __future__ import annotations

import argparse
import json
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
TAGS = [
    "train/loss",
    "train/accuracy",
    "train/lr",
    "train/grad_norm",
    "val/loss",
    "val/accuracy",
    "epoch",
    "throughput/samples_per_second",
]

# The code each child process runs: it prints {"events", "seconds", "rss_after_import_kb", "peak_rss_kb",
# "returned_bytes"}. "events" is what the method returned, to check every event was kept.
CHILD_PRELUDE = """
import json, resource, sys, time
path = sys.argv[1]
"""
CHILD_CODE = {
    "triage": """
from pathlib import Path
from triage.readers.tensorboard import read_tensorboard
base = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
t = time.perf_counter()
run = read_tensorboard(Path(path))
seconds = time.perf_counter() - t
events = run.total_points
returned = sum(s.step.nbytes + s.value.nbytes + s.wall_time.nbytes for s in run)
""",
    "event_accumulator": """
from tensorboard.backend.event_processing import event_accumulator as ea
base = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
t = time.perf_counter()
acc = ea.EventAccumulator(path, size_guidance={ea.SCALARS: 0, ea.TENSORS: 0})
acc.Reload()
tags = acc.Tags()
events = sum(len(acc.Scalars(tag)) for tag in tags["scalars"])
events += sum(len(acc.Tensors(tag)) for tag in tags["tensors"])
seconds = time.perf_counter() - t
returned = 0
""",
    "tbparse": """
from tbparse import SummaryReader
base = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
t = time.perf_counter()
frame = SummaryReader(path).scalars
events = len(frame)
seconds = time.perf_counter() - t
returned = int(frame.memory_usage(deep=True).sum())
""",
    "event_file_loader": """
from tensorboard.backend.event_processing.event_file_loader import EventFileLoader
base = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
t = time.perf_counter()
events = 0
points = []
for event in EventFileLoader(path).Load():
    for value in event.summary.value:
        points.append((event.step, event.wall_time, value))
events = len(points)
seconds = time.perf_counter() - t
returned = 0
""",
    "walk": """
import struct
base = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
t = time.perf_counter()
with open(path, "rb") as handle:
    data = handle.read()
header = struct.Struct("<Q").unpack_from
pos, size, events = 0, len(data), 0
while pos + 12 <= size:
    pos += header(data, pos)[0] + 16
    events += 1
events -= 1  # the file_version record
seconds = time.perf_counter() - t
returned = 0
""",
    "read_bytes": """
base = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
t = time.perf_counter()
with open(path, "rb") as handle:
    data = handle.read()
events = 0
seconds = time.perf_counter() - t
returned = 0
""",
}
CHILD_EPILOGUE = """
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(json.dumps({"events": events, "seconds": seconds, "rss_after_import_kb": base,
                  "peak_rss_kb": peak, "returned_bytes": returned}))
"""


def event_file(workdir: Path, events: int) -> Path:
    """The benchmark file of `events` scalar events (8 tags), written once and reused."""
    sys.path.insert(0, str(REPO / "tests" / "readers"))
    from tb_writers import write_raw_scalars

    run_dir = workdir / f"scalars_{events}"
    path = run_dir / "events.out.tfevents.1700000000.bench.1.0"
    marker = run_dir / "complete"
    if not marker.exists():
        started = time.perf_counter()
        write_raw_scalars(path, TAGS, steps=events // len(TAGS))
        marker.write_text(str(events))
        print(f"# wrote {path} ({path.stat().st_size / 1e6:.1f} MB) in {time.perf_counter() - started:.1f} s")
    return path


def measure(method: str, path: Path) -> dict[str, float]:
    code = CHILD_PRELUDE + CHILD_CODE[method] + CHILD_EPILOGUE
    target = str(path.parent) if method in ("triage", "event_accumulator", "tbparse") else str(path)
    cpu_before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-c", code, target], capture_output=True, text=True, check=False, cwd=REPO
    )
    elapsed = time.perf_counter() - started
    cpu_after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise RuntimeError(f"{method} failed:\n{done.stderr[-2000:]}")
    result: dict[str, float] = json.loads(done.stdout.strip().splitlines()[-1])
    result["process_seconds"] = elapsed
    result["cpu_seconds"] = (cpu_after.ru_utime + cpu_after.ru_stime) - (
        cpu_before.ru_utime + cpu_before.ru_stime
    )
    return result


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--sizes", default="1e5,1e6,4e6", help="event counts, comma-separated")
    parser.add_argument("--methods", default=",".join(CHILD_CODE), help="comma-separated")
    parser.add_argument("--repeats", type=int, default=5, help="runs per (method, size); the median is shown")
    parser.add_argument(
        "--slow-repeats",
        type=int,
        default=None,
        help="runs for event_accumulator, tbparse and event_file_loader (default: --repeats)",
    )
    parser.add_argument("--workdir", type=Path, default=None, help="where the files go (default: a temp dir)")
    args = parser.parse_args()
    sizes = [int(float(s)) for s in args.sizes.split(",")]
    methods = args.methods.split(",")
    unknown = set(methods) - set(CHILD_CODE)
    if unknown:
        parser.error(f"unknown methods: {', '.join(sorted(unknown))}")
    workdir = args.workdir or Path(tempfile.mkdtemp(prefix="triage-bench-"))
    workdir.mkdir(parents=True, exist_ok=True)
    slow = {"event_accumulator", "tbparse", "event_file_loader"}
    print(
        f"{'events':>9} {'method':<18} {'wall s':>8} {'cpu s':>7} {'read s':>7} {'events/s':>11} "
        f"{'peak MB':>8} {'+MB':>5} {'budget MB':>9} {'kept':>9}"
    )
    wall: dict[tuple[int, str], float] = {}
    cpu: dict[tuple[int, str], float] = {}
    for size in sizes:
        path = event_file(workdir, size)
        file_mb = path.stat().st_size / 1e6
        for method in methods:
            repeats = args.slow_repeats if (method in slow and args.slow_repeats) else args.repeats
            runs = [measure(method, path) for _ in range(repeats)]
            process = statistics.median(r["process_seconds"] for r in runs)
            used = statistics.median(r["cpu_seconds"] for r in runs)
            inside = statistics.median(r["seconds"] for r in runs)
            peak = max(r["peak_rss_kb"] for r in runs) / 1024
            added = max(r["peak_rss_kb"] - r["rss_after_import_kb"] for r in runs) / 1024
            returned = runs[0]["returned_bytes"] / 1e6
            budget = f"{2 * (file_mb + returned):9.0f}" if method == "triage" else f"{'':9}"
            wall[(size, method)] = process
            cpu[(size, method)] = used
            print(
                f"{size:>9} {method:<18} {process:8.2f} {used:7.2f} {inside:7.2f} {size / process:11,.0f} "
                f"{peak:8.0f} {added:5.0f} {budget} {int(runs[0]['events']):>9}",
                flush=True,
            )
    print("# wall s and cpu s: whole child process (start, imports, read); read s: the read call alone")
    print("# +MB: peak RSS above the RSS after imports; budget: 2 x (file size + arrays returned)")
    for size in sizes:
        if (size, "triage") not in wall:
            continue
        for other in ("event_accumulator", "tbparse", "event_file_loader"):
            if (size, other) in wall:
                print(
                    f"# {size} events: triage is {wall[(size, other)] / wall[(size, 'triage')]:.1f}x "
                    f"{other} in wall time, {cpu[(size, other)] / cpu[(size, 'triage')]:.1f}x in CPU time"
                )


if __name__ == "__main__":
    main()
