"""Benchmark: detecting symptoms and inferring their causes on a run of 1e6 points
(8 series) against reading the same number of points (TensorBoard via triage's
reader, else CSV via pandas). DESIGN.md's budget: detect + infer < read.

    python benchmarks/detect_speed.py                 # 1e6 points, median of 3
    python benchmarks/detect_speed.py --points 4e6 --repeats 5
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from triage.detectors import detect  # noqa: E402
from triage.kb import KnowledgeBase, infer, load_knowledge_base  # noqa: E402
from triage.model import Run  # noqa: E402
from triage.readers.naming import make_series  # noqa: E402

TAGS = ["train/loss", "lr", "grad_norm", "epoch", "train/accuracy", "val/loss", "val/accuracy", "test/loss"]


def detect_and_infer(run: Run, kb: KnowledgeBase, params: dict[str, dict[str, Any]]) -> object:
    """What `triage diagnose` does after reading: the detectors, then the rule engine."""
    findings, notes = detect(run, params)
    return infer(run, findings, kb, notes=notes)


def realistic_run(points: int, seed: int = 0) -> Run:
    """8 series sharing `points` points: a noisy decaying loss with spikes and an
    epoch pattern, warmup + cosine lr, grad norm, accuracies, val and test."""
    rng = np.random.default_rng(seed)
    n = points // len(TAGS)
    step = np.arange(n, dtype=np.int64)
    t = np.linspace(0.0, 1.0, n)
    loss = (0.3 + 2.0 * np.exp(-6 * t)) * np.exp(rng.normal(0, 0.2, n))
    loss[rng.integers(1, n - 1, 20)] *= 6.0
    loss *= 1.0 + 0.05 * np.sin(2 * np.pi * step / 500)
    lr = np.where(step < n // 20, step / (n // 20), 0.5 * (1 + np.cos(np.pi * t))) * 1e-3
    series = {
        "train/loss": loss,
        "lr": lr,
        "grad_norm": np.exp(rng.normal(0, 0.3, n)),
        "epoch": step / 500.0,
        "train/accuracy": 1 - 0.9 * np.exp(-5 * t),
        "val/loss": 0.35 + 2.0 * np.exp(-6 * t),
        "val/accuracy": 1 - 0.88 * np.exp(-5 * t),
        "test/loss": 0.37 + 2.0 * np.exp(-6 * t),
    }
    hparams = {"num_classes": 10, "steps_per_epoch": 500}
    run = Run(name="bench", source="memory", reader="bench", hparams=hparams)
    for tag, values in series.items():
        run.add(make_series(tag, step, np.asarray(values, dtype=np.float64)))
    return run


def median_seconds(action: Callable[[], object], repeats: int) -> float:
    times = []
    for _ in range(repeats):
        started = time.perf_counter()
        action()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def reading_baseline(points: int, workdir: Path, repeats: int) -> tuple[str, float, Run | None]:
    """Seconds to read `points` scalars: triage's TensorBoard reader when present, else pandas on a CSV."""
    try:
        sys.path.insert(0, str(REPO / "tests" / "readers"))
        from tb_writers import write_raw_scalars

        from triage.readers.tensorboard import read_tensorboard
    except ImportError:
        import pandas as pd

        path = workdir / "metrics.csv"
        n = points // len(TAGS)
        frame = pd.DataFrame({tag: np.random.default_rng(0).random(n) for tag in TAGS})
        frame.insert(0, "step", np.arange(n))
        frame.to_csv(path, index=False)
        return "pandas.read_csv", median_seconds(lambda: pd.read_csv(path), repeats), None
    path = workdir / "run" / "events.out.tfevents.1700000000.bench.1.0"
    write_raw_scalars(path, TAGS, steps=points // len(TAGS))
    run = read_tensorboard(path.parent)
    return "triage TensorBoard reader", median_seconds(lambda: read_tensorboard(path.parent), repeats), run


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--points", type=float, default=1e6)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    points = int(args.points)
    load_started = time.perf_counter()
    kb = load_knowledge_base()
    load_seconds = time.perf_counter() - load_started
    params = kb.thresholds_with({})
    run = realistic_run(points)
    detect(run, params)  # warm the lazy imports (scipy) outside the timing
    detect_seconds = median_seconds(lambda: detect(run, params), args.repeats)
    findings, _ = detect(run, params)
    both_seconds = median_seconds(lambda: detect_and_infer(run, kb, params), args.repeats)
    with tempfile.TemporaryDirectory() as tmp:
        reader, read_seconds, read_run = reading_baseline(points, Path(tmp), args.repeats)
    print(f"points: {run.total_points:,} in {len(run.series)} series")
    print(f"detect (realistic synthetic run): {detect_seconds * 1e3:8.1f} ms  "
          f"-> {', '.join(sorted({f.id for f in findings})) or 'no findings'}")
    if read_run is not None:
        read_detect = median_seconds(lambda: detect(read_run, params), args.repeats)
        print(f"detect (the run as read back):     {read_detect * 1e3:8.1f} ms")
    print(f"detect + infer:                    {both_seconds * 1e3:8.1f} ms "
          f"(knowledge base loaded once beforehand in {load_seconds * 1e3:.0f} ms)")
    print(f"read ({reader}):  {read_seconds * 1e3:8.1f} ms")
    print(f"detect / read: {detect_seconds / read_seconds:.2f}; (detect + infer) / read: "
          f"{both_seconds / read_seconds:.2f} (budget: below 1)")


if __name__ == "__main__":
    main()
