"""Step-time overhead of TrainingMonitor on a small CNN on CPU (one thread): no monitor,
then the monitor measuring every 1, 10 (the default) and 100 steps. Budget: < 5% at every=10.

    python benchmarks/monitor_overhead.py [--steps 100] [--rounds 5] [--batch 64] [--writer auto]

Configurations are interleaved round by round and the median per-step time over rounds
is reported, so a busy shared machine slows all of them alike. close() (flush + triage)
is timed separately: it runs once per training, not per step.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

import torch
from torch import nn

from triage.hooks.torch import TrainingMonitor


def small_cnn() -> nn.Module:
    return nn.Sequential(
        nn.Conv2d(1, 16, 3, padding=1),
        nn.ReLU(),
        nn.MaxPool2d(2),
        nn.Conv2d(16, 32, 3, padding=1),
        nn.ReLU(),
        nn.MaxPool2d(2),
        nn.Flatten(),
        nn.Linear(32 * 7 * 7, 64),
        nn.ReLU(),
        nn.Linear(64, 10),
    )


def time_steps(
    every: int | None, steps: int, batch: int, writer: str, log_root: Path
) -> tuple[float, float, float]:
    """Wall seconds and CPU seconds per training step, and seconds for close() (0 without a monitor)."""
    torch.manual_seed(0)
    model = small_cnn()
    optimizer = torch.optim.SGD(model.parameters(), lr=0.01, momentum=0.9)
    x = torch.randn(batch, 1, 28, 28)
    y = torch.randint(0, 10, (batch,))
    monitor: Any = None
    if every is not None:
        log_dir = Path(tempfile.mkdtemp(dir=log_root))
        monitor = TrainingMonitor(model, optimizer, log_dir=log_dir, every=every, writer=writer, report=False)
    for _ in range(3):  # warm-up: allocator, first hook calls
        loss = nn.functional.cross_entropy(model(x), y)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
    start = time.perf_counter()
    cpu_start = time.process_time()
    for _ in range(steps):
        loss = nn.functional.cross_entropy(model(x), y)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        if monitor is not None:
            monitor.step(loss, inputs=x, targets=y)
    per_step = (time.perf_counter() - start) / steps
    cpu_per_step = (time.process_time() - cpu_start) / steps
    closing = 0.0
    if monitor is not None:
        start = time.perf_counter()
        monitor.close()
        closing = time.perf_counter() - start
    return per_step, cpu_per_step, closing


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=100)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--batch", type=int, default=64)
    parser.add_argument("--writer", choices=("auto", "tensorboard", "builtin"), default="auto")
    options = parser.parse_args()
    torch.set_num_threads(1)
    configs: list[int | None] = [None, 1, 10, 100]
    times: dict[int | None, list[float]] = {c: [] for c in configs}
    cpu: dict[int | None, list[float]] = {c: [] for c in configs}
    closes: dict[int | None, list[float]] = {c: [] for c in configs}
    with tempfile.TemporaryDirectory() as root:
        for _ in range(options.rounds):
            for every in configs:
                per_step, cpu_step, closing = time_steps(
                    every, options.steps, options.batch, options.writer, Path(root)
                )
                times[every].append(per_step)
                cpu[every].append(cpu_step)
                closes[every].append(closing)
    baseline = statistics.median(times[None])
    cpu_baseline = statistics.median(cpu[None])
    print(
        f"small CNN, batch {options.batch}, 1 thread, {options.steps} steps x {options.rounds} rounds, "
        f"writer={options.writer}"
    )
    print(
        f"{'monitor':<14}{'wall ms/step':>13}{'overhead':>10}"
        f"{'cpu ms/step':>13}{'overhead':>10}{'close s':>9}"
    )
    for every in configs:
        wall, used = statistics.median(times[every]), statistics.median(cpu[every])
        label = "none" if every is None else f"every={every}"
        wall_over = "" if every is None else f"{(wall / baseline - 1) * 100:+.1f}%"
        cpu_over = "" if every is None else f"{(used / cpu_baseline - 1) * 100:+.1f}%"
        closing = "" if every is None else f"{statistics.median(closes[every]):.2f}"
        print(f"{label:<14}{wall * 1000:>13.2f}{wall_over:>10}{used * 1000:>13.2f}{cpu_over:>10}{closing:>9}")


if __name__ == "__main__":
    main()
