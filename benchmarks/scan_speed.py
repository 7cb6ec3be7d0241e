"""`triage scan` throughput: runs per second for sweeps of 100, 1,000 (and
10,000) small real runs at -j 1 and -j 2, against a naive loop of one
`triage diagnose` process per run, and the same 1,000 runs read from a local
S3-compatible server (moto, started here on 127.0.0.1); peak memory of the
scan's processes beside each figure. Prints a table.

    python benchmarks/scan_speed.py                       # 100 and 1,000 runs, S3 at 1,000
    python benchmarks/scan_speed.py --sizes 100,1000,10000 --naive 100
    nice -n 10 python benchmarks/scan_speed.py --workdir /tmp/scan-bench

The runs are the tests' sweep (tests/sweep/sweep_runs.py: 60 tiny torch MLPs,
240 steps each, built once under tests/.cache/), hard-linked cyclically into
N unit directories (unit names differ, contents repeat). Each measurement is
one fresh `triage scan DIR --format json` process (start-up, scan, analysis,
index page and document included), timed wall-clock; `peak MB` is the largest
resident set of that process and its workers (getrusage of the children).
Ratios are meaningful only within one run of this script (both sides under the
same machine load); the machine the figures came from was shared.
"""

from __future__ import annotations

import argparse
import os
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from tests.sweep.sweep_runs import build_sweep  # noqa: E402

DATA = REPO / "benchmarks" / ".data"
# the CLI without the console-script shim (pyenv's is a shell script: overhead in the naive loop)
TRIAGE = [sys.executable, "-c", "import sys; from triage.cli import main; main(sys.argv[1:])"]
BUCKET = "scan-bench"


def make_sweep(source: Path, target: Path, count: int) -> Path:
    """`count` unit directories holding the source runs' files, hard-linked (copied
    where links are not allowed), built once per size."""
    if target.is_dir() and len(list(target.iterdir())) == count:
        return target
    shutil.rmtree(target, ignore_errors=True)
    building = target.with_name(f".building-{target.name}")
    shutil.rmtree(building, ignore_errors=True)
    runs = sorted(p for p in source.iterdir() if p.is_dir())
    for i in range(count):
        run = runs[i % len(runs)]
        unit = building / f"u{i:05d}-{run.name}"
        unit.mkdir(parents=True)
        for file in run.iterdir():
            try:
                os.link(file, unit / file.name)
            except OSError:
                shutil.copy2(file, unit / file.name)
    building.rename(target)
    return target


def measure(argv: list[str], env: dict[str, str] | None = None) -> tuple[float, float]:
    """Wall seconds and peak RSS (MB, any process of the tree) of one command, in a
    fresh intermediate interpreter so getrusage sees only this command's tree."""
    probe = (
        "import resource, subprocess, sys, time\n"
        "t = time.perf_counter()\n"
        "code = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE).returncode\n"
        "wall = time.perf_counter() - t\n"
        "peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024\n"
        "print(code, wall, peak)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe, *argv], capture_output=True, text=True, env=env, check=True
    )
    code, wall, peak = done.stdout.split()
    if int(code) not in (0, 1):
        raise SystemExit(f"{' '.join(argv)} exited {code}: {done.stderr[-2000:]}")
    return float(wall), float(peak)


def scan_argv(directory: str, workdir: Path, jobs: int) -> list[str]:
    out = workdir / f"out-{abs(hash((directory, jobs)))}"
    shutil.rmtree(out, ignore_errors=True)
    return [
        *TRIAGE, "scan", directory, "-o", str(out / "index.html"),
        "-j", str(jobs), "--format", "json", "--exit-zero",
    ]  # fmt: skip


def naive_loop(directory: Path, count: int) -> tuple[float, float]:
    """One `triage diagnose UNIT --format json` process per run, one after another."""
    units = sorted(directory.iterdir())[:count]
    peak = 0.0
    start = time.perf_counter()
    for unit in units:
        argv = [*TRIAGE, "diagnose", str(unit), "--format", "json", "--exit-zero"]
        _wall, used = measure(argv)
        peak = max(peak, used)
    return time.perf_counter() - start, peak


def start_s3() -> tuple[Any, dict[str, str]]:
    from moto.server import ThreadedMotoServer

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = int(probe.getsockname()[1])
    server = ThreadedMotoServer(ip_address="127.0.0.1", port=port, verbose=False)
    server.start()
    env = dict(
        os.environ,
        AWS_ACCESS_KEY_ID="bench",
        AWS_SECRET_ACCESS_KEY="bench",
        AWS_DEFAULT_REGION="us-east-1",
        AWS_ENDPOINT_URL=f"http://127.0.0.1:{port}",
    )
    return server, env


def upload(directory: Path, env: dict[str, str], prefix: str) -> str:
    import logging

    import boto3

    logging.getLogger("werkzeug").setLevel(logging.ERROR)
    client = boto3.client(
        "s3",
        endpoint_url=env["AWS_ENDPOINT_URL"],
        aws_access_key_id="bench",
        aws_secret_access_key="bench",
        region_name="us-east-1",
    )
    client.create_bucket(Bucket=BUCKET)
    for path in sorted(directory.rglob("*")):
        if path.is_file():
            client.put_object(
                Bucket=BUCKET,
                Key=f"{prefix}/{path.relative_to(directory).as_posix()}",
                Body=path.read_bytes(),
            )
    return f"s3://{BUCKET}/{prefix}"


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--sizes", default="100,1000", help="sweep sizes (comma-separated)")
    parser.add_argument("--jobs", default="1,2", help="worker counts to compare")
    parser.add_argument(
        "--naive", type=int, default=100, help="runs timed in the naive diagnose loop (0: skip)"
    )
    parser.add_argument(
        "--s3", type=int, default=1000, help="sweep size read from the local S3 server (0: skip)"
    )
    parser.add_argument("--workdir", type=Path, default=DATA / "scan-speed")
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",") if s]
    jobs = [int(j) for j in args.jobs.split(",") if j]
    args.workdir.mkdir(parents=True, exist_ok=True)
    source = build_sweep(REPO / "tests" / ".cache")

    rows: list[tuple[str, int, str, float, float]] = []
    for size in sizes:
        sweep = make_sweep(source, args.workdir / f"sweep-{size}", size)
        for j in jobs:
            wall, peak = measure(scan_argv(str(sweep), args.workdir, j))
            rows.append(("scan", size, f"-j {j}", wall, peak))
            print(
                f"scan {size} runs -j {j}: {wall:.1f} s, {size / wall:.1f} runs/s, peak {peak:.0f} MB",
                flush=True,
            )
    if args.naive:
        sweep = make_sweep(source, args.workdir / f"sweep-{max(sizes)}", max(sizes))
        wall, peak = naive_loop(sweep, args.naive)
        rows.append(("naive diagnose loop", args.naive, "1 process/run", wall, peak))
        print(f"naive loop {args.naive} runs: {wall:.1f} s", flush=True)
    if args.s3:
        sweep = make_sweep(source, args.workdir / f"sweep-{args.s3}", args.s3)
        server, env = start_s3()
        try:
            url = upload(sweep, env, f"sweep-{args.s3}")
            for j in jobs:
                wall, peak = measure(scan_argv(url, args.workdir, j), env=env)
                rows.append(("scan from S3 (moto)", args.s3, f"-j {j}", wall, peak))
                print(f"s3 {args.s3} runs -j {j}: {wall:.1f} s", flush=True)
        finally:
            server.stop()

    print()
    print(f"{'what':<22} {'runs':>6} {'workers':<14} {'wall s':>8} {'runs/s':>8} {'peak MB':>8}")
    for what, size, workers, wall, peak in rows:
        print(f"{what:<22} {size:>6} {workers:<14} {wall:>8.1f} {size / wall:>8.1f} {peak:>8.0f}")
    by = {(what, size, workers): wall for what, size, workers, wall, _ in rows}
    for size in sizes:
        if ("scan", size, "-j 1") in by and ("scan", size, "-j 2") in by:
            ratio = by[("scan", size, "-j 1")] / by[("scan", size, "-j 2")]
            print(f"speed-up -j 2 over -j 1 at {size} runs: {ratio:.2f}x")
    if args.naive and ("scan", max(sizes), "-j 1") in by:
        naive_rate = args.naive / by[("naive diagnose loop", args.naive, "1 process/run")]
        scan_rate = max(sizes) / by[("scan", max(sizes), "-j 1")]
        print(f"scan -j 1 over the naive loop (runs/s): {scan_rate / naive_rate:.1f}x")


if __name__ == "__main__":
    main()
