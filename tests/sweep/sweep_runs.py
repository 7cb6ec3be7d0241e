"""A real hyperparameter sweep for the sweep tests and the scan benchmark: tiny
torch MLPs trained with SGD on a fixed synthetic regression task, over lr,
batch size, dropout and seed. The lr dominates the validation loss (too small
underfits in the step budget, too large diverges); batch size and dropout
matter a little and the seed hardly at all. Each run writes `metrics.jsonl`
(train loss every step, val loss every 20 steps) and `hparams.json`."""

from __future__ import annotations

import json
import math
import shutil
from pathlib import Path

SWEEP_VERSION = 2  # bump when the runs change, so the cache is rebuilt
STEPS = 240
EVAL_EVERY = 20
LRS = (0.003, 0.01, 0.03, 0.1, 0.3, 1.0, 3.0, 10.0)
BATCH_SIZES = (16, 32, 64)
DROPOUTS = (0.0, 0.1, 0.2)


def sweep_points(count: int = 60) -> list[dict[str, float | int]]:
    """`count` (lr, batch size, dropout, seed) points: every lr equally often,
    the other hparams drawn from a fixed generator so they are not confounded with lr."""
    import random

    draw = random.Random(20261201)
    return [
        {
            "lr": LRS[i % len(LRS)],
            "batch_size": draw.choice(BATCH_SIZES),
            "dropout": draw.choice(DROPOUTS),
            "seed": draw.randrange(1000),
        }
        for i in range(count)
    ]


def train_run(directory: Path, lr: float, batch_size: int, dropout: float, seed: int) -> None:
    """Train one run and write its logs into `directory` (created)."""
    import torch

    torch.set_num_threads(1)
    data = torch.Generator().manual_seed(7)  # the task is the same for every run
    inputs = torch.randn(1024, 8, generator=data)
    weights = torch.randn(8, 1, generator=data)
    targets = 1.5 * torch.tanh(inputs @ weights / math.sqrt(8)) + 0.1 * torch.randn(1024, 1, generator=data)
    train_x, train_y, val_x, val_y = inputs[:768], targets[:768], inputs[768:], targets[768:]

    torch.manual_seed(seed)
    model = torch.nn.Sequential(
        torch.nn.Linear(8, 32), torch.nn.Tanh(), torch.nn.Dropout(dropout), torch.nn.Linear(32, 1)
    )
    optimizer = torch.optim.SGD(model.parameters(), lr=lr)
    loss_fn = torch.nn.MSELoss()
    batches = torch.Generator().manual_seed(seed)
    lines: list[str] = []
    for step in range(1, STEPS + 1):
        model.train()
        pick = torch.randint(0, len(train_x), (batch_size,), generator=batches)
        loss = loss_fn(model(train_x[pick]), train_y[pick])
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        record: dict[str, float | int | str] = {"step": step, "train/loss": _number(loss.item())}
        if step % EVAL_EVERY == 0:
            model.eval()
            with torch.no_grad():
                record["val/loss"] = _number(loss_fn(model(val_x), val_y).item())
        lines.append(json.dumps(record))
    directory.mkdir(parents=True, exist_ok=True)
    (directory / "metrics.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    hparams = {
        "lr": lr,
        "batch_size": batch_size,
        "dropout": dropout,
        "seed": seed,
        "optimizer": "sgd",
        "train_size": len(train_x),
        "task": "regression",
    }
    (directory / "hparams.json").write_text(json.dumps(hparams, indent=1), encoding="utf-8")


def _number(value: float) -> float | str:
    # JSON has no NaN/Infinity; the JSONL reader takes these spellings.
    if math.isnan(value):
        return "nan"
    if math.isinf(value):
        return "inf" if value > 0 else "-inf"
    return value


def run_name(index: int, point: dict[str, float | int]) -> str:
    return f"run-{index:03d}-lr{point['lr']:g}-bs{point['batch_size']}-do{point['dropout']:g}"


def build_sweep(root: Path, count: int = 60) -> Path:
    """The sweep under `root/sweep-v{SWEEP_VERSION}-{count}`, trained once and
    reused (written to a temporary name and renamed, so a killed build is redone)."""
    target = root / f"sweep-v{SWEEP_VERSION}-{count}"
    if target.is_dir():
        return target
    building = root / f".building-{target.name}"
    shutil.rmtree(building, ignore_errors=True)
    for index, point in enumerate(sweep_points(count)):
        train_run(
            building / run_name(index, point),
            float(point["lr"]),
            int(point["batch_size"]),
            float(point["dropout"]),
            int(point["seed"]),
        )
    building.rename(target)
    return target
