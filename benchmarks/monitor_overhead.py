"""Step-time overhead of TrainingMonitor (CPU, one thread): a small CNN, a 1-2 ms MLP step and
a Lightning fit. Budgets (DESIGN.md): < 3% on the small CNN and < 5% on the MLP at every=10.

    python benchmarks/monitor_overhead.py [--steps 200] [--rounds 5] [--every 10] [--quick]

Paired runs: each round trains the same model with and without the monitor, alternating
chunks of `every` steps (so each monitored chunk holds one measured step), and takes the
median over chunk pairs of (monitored / plain - 1); the overhead is the median over rounds.
A busy shared machine slows both sides of a pair alike. Times are CPU seconds of this
process (one thread), which other processes' load disturbs far less than the wall clock.
Each model is timed at two batch sizes, which splits the monitor's cost into a fixed part
per step (hooks, Python, host syncs) and a part per sample (reductions over activations and inputs):
cost(batch) = per_step + per_sample * batch. close() (flush + triage) runs once per
training, so it is timed apart.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
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


def small_mlp() -> nn.Module:
    return nn.Sequential(nn.Linear(64, 256), nn.ReLU(), nn.Linear(256, 256), nn.ReLU(), nn.Linear(256, 10))


@dataclass(frozen=True)
class Workload:
    name: str
    build: Callable[[], nn.Module]
    batch_of: Callable[[int], torch.Tensor]
    batches: tuple[int, int]  # two sizes: the per-step / per-sample split


WORKLOADS = (
    Workload("small CNN (28x28x1)", small_cnn, lambda b: torch.randn(b, 1, 28, 28), (32, 128)),
    Workload("MLP 64-256-256-10", small_mlp, lambda b: torch.randn(b, 64), (64, 512)),
)


class Training:
    """One model, optimizer and batch, with or without a monitor, trained chunk by chunk."""

    def __init__(self, workload: Workload, batch: int, every: int | None, log_root: Path) -> None:
        torch.manual_seed(0)
        self.model = workload.build()
        self.optimizer = torch.optim.SGD(self.model.parameters(), lr=0.01, momentum=0.9)
        self.x = workload.batch_of(batch)
        self.y = torch.randint(0, 10, (batch,))
        self.monitor: Any = None
        if every is not None:
            log_dir = Path(tempfile.mkdtemp(dir=log_root))
            self.monitor = TrainingMonitor(
                self.model, self.optimizer, log_dir=log_dir, every=every, report=False
            )

    def chunk(self, steps: int) -> float:
        """CPU seconds for `steps` training steps.

        CPU time of this process, not wall time: on a shared machine the wall clock also counts
        the time other processes held the core, which swamps a few percent of overhead."""
        model, optimizer, x, y, monitor = self.model, self.optimizer, self.x, self.y, self.monitor
        start = time.process_time()
        for _ in range(steps):
            loss = nn.functional.cross_entropy(model(x), y)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            if monitor is not None:
                monitor.step(loss, inputs=x, targets=y)
        return time.process_time() - start

    def close(self) -> float:
        """Seconds for close() (flush + triage), 0 without a monitor."""
        if self.monitor is None:
            return 0.0
        start = time.perf_counter()
        self.monitor.close()
        return time.perf_counter() - start


def interleaved(
    workload: Workload, batch: int, steps: int, every: int, rounds: int, log_root: Path
) -> tuple[float, float, float, float]:
    """(plain s/step, monitored s/step, overhead, close s): the two trainings alternate in chunks
    of `every` steps (one measured step in each monitored chunk); a round's overhead is the
    median over its chunk pairs of (monitored / plain - 1); the result the median over rounds."""
    plain_times: list[float] = []
    watched_times: list[float] = []
    overheads: list[float] = []
    closes: list[float] = []
    chunks = max(1, steps // every)
    for _ in range(rounds):
        plain, watched = Training(workload, batch, None, log_root), Training(workload, batch, every, log_root)
        plain.chunk(every)  # warm-up: allocator, first hook calls
        watched.chunk(every)
        pairs = []
        for index in range(chunks):
            if index % 2 == 0:
                a, b = plain.chunk(every), watched.chunk(every)
            else:
                b, a = watched.chunk(every), plain.chunk(every)
            pairs.append((a, b))
        overheads.append(statistics.median(b / a - 1 for a, b in pairs))
        plain_times.append(statistics.median(a for a, _ in pairs) / every)
        watched_times.append(statistics.median(b for _, b in pairs) / every)
        closes.append(watched.close())
    return (
        statistics.median(plain_times),
        statistics.median(watched_times),
        statistics.median(overheads),
        statistics.median(closes),
    )


def paired(run: Callable[[bool], float], rounds: int) -> tuple[float, float, float]:
    """(median plain seconds, median monitored seconds, median of the paired ratios - 1)."""
    plain: list[float] = []
    watched: list[float] = []
    ratios: list[float] = []
    for round_index in range(rounds):
        order = (False, True) if round_index % 2 == 0 else (True, False)
        timed = {monitored: run(monitored) for monitored in order}
        plain.append(timed[False])
        watched.append(timed[True])
        ratios.append(timed[True] / timed[False] - 1)
    return statistics.median(plain), statistics.median(watched), statistics.median(ratios)


def lightning_fit_seconds(monitored: bool, every: int, log_root: Path, epochs: int) -> float:
    import lightning
    from lightning.pytorch.loggers import CSVLogger
    from torch.utils.data import DataLoader, TensorDataset

    from triage.hooks.lightning import TriageCallback

    class Classifier(lightning.LightningModule):  # type: ignore[misc]
        def __init__(self) -> None:
            super().__init__()
            self.net = small_cnn()

        def training_step(self, batch: Any, batch_idx: int) -> Any:
            x, y = batch
            loss = nn.functional.cross_entropy(self.net(x), y)
            self.log("train_loss", loss)
            return loss

        def configure_optimizers(self) -> Any:
            return torch.optim.SGD(self.parameters(), lr=0.01, momentum=0.9)

    torch.manual_seed(0)
    data = TensorDataset(torch.randn(2048, 1, 28, 28), torch.randint(0, 10, (2048,)))
    callbacks = [TriageCallback(every=every, report=False)] if monitored else []
    trainer = lightning.Trainer(
        max_epochs=epochs,
        accelerator="cpu",
        devices=1,
        logger=CSVLogger(Path(tempfile.mkdtemp(dir=log_root))),
        callbacks=callbacks,
        enable_progress_bar=False,
        enable_model_summary=False,
        enable_checkpointing=False,
        log_every_n_steps=10,
    )
    start = time.process_time()
    trainer.fit(Classifier(), DataLoader(data, batch_size=64))
    fit_seconds = time.process_time() - start
    if monitored:
        # the callback's end-of-training triage is a one-off: not part of the training's speed
        fit_seconds -= callbacks[0].triage_seconds
    return fit_seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--steps", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--every", type=int, default=10)
    parser.add_argument("--lightning-epochs", type=int, default=2)
    parser.add_argument("--quick", action="store_true", help="fewer steps and rounds, no Lightning")
    options = parser.parse_args()
    if options.quick:
        options.steps, options.rounds = 50, 3
    torch.set_num_threads(1)
    print(
        f"TrainingMonitor overhead, every={options.every}, 1 thread, {options.steps} steps, "
        f"median of {options.rounds} paired rounds; CPU ms per step"
    )
    header = (
        f"{'workload':<22}{'batch':>6}{'plain ms':>10}{'monitored':>11}{'overhead':>10}"
        f"{'per step us':>13}{'per sample us':>15}{'close s':>9}"
    )
    print(header)
    with tempfile.TemporaryDirectory() as root:
        for workload in WORKLOADS:
            extra: dict[int, float] = {}
            rows: list[tuple[int, float, float, float, float]] = []
            for batch in workload.batches:
                plain, watched, overhead, closing = interleaved(
                    workload, batch, options.steps, options.every, options.rounds, Path(root)
                )
                extra[batch] = overhead * plain
                rows.append((batch, plain, watched, overhead, closing))
            small, large = workload.batches
            per_sample = (extra[large] - extra[small]) / (large - small)
            per_step = extra[small] - per_sample * small
            for i, (batch, plain, watched, overhead, closing) in enumerate(rows):
                split = f"{per_step * 1e6:>13.1f}{per_sample * 1e6:>15.3f}" if i == 0 else f"{'':>13}{'':>15}"
                print(
                    f"{workload.name if i == 0 else '':<22}{batch:>6}{plain * 1e3:>10.2f}"
                    f"{watched * 1e3:>11.2f}{overhead * 100:>+9.1f}%{split}{closing:>9.2f}"
                )
        if not options.quick:
            try:
                import lightning  # noqa: F401
            except ImportError:
                print("Lightning fit: skipped (lightning is not installed)")
                return
            plain, watched, overhead = paired(
                lambda monitored: lightning_fit_seconds(
                    monitored, options.every, Path(root), options.lightning_epochs
                ),
                options.rounds,
            )
            print(
                f"{'Lightning fit, CNN':<22}{64:>6}{plain * 1e3:>10.0f}{watched * 1e3:>11.0f}"
                f"{overhead * 100:>+9.1f}%   (whole fit() in ms, {options.lightning_epochs} epochs x 32 "
                "steps, CSVLogger; the end-of-training triage excluded)"
            )


if __name__ == "__main__":
    main()
