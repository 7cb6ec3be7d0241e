"""Tiny real training loops with faults injected, run under TrainingMonitor (CPU, one
thread, seeded): the evidence that the monitor's findings and the ranked causes are right."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import torch
from torch import nn

from triage.hooks.torch import TrainingMonitor

torch.set_num_threads(1)


def blobs(
    n: int = 512,
    classes: int = 3,
    dim: int = 8,
    seed: int = 0,
    weights: list[float] | None = None,
    sample_seed: int | None = None,
) -> tuple[torch.Tensor, torch.Tensor]:
    """Overlapping gaussian blobs around centres fixed by `seed`: learnable, but not to zero
    loss. `sample_seed` draws another sample of the same task (a held-out set)."""
    centres = torch.randn(classes, dim, generator=torch.Generator().manual_seed(seed))
    generator = torch.Generator().manual_seed(seed + 1 if sample_seed is None else sample_seed)
    probabilities = torch.tensor(weights or [1.0] * classes)
    labels = torch.multinomial(probabilities, n, replacement=True, generator=generator)
    points = centres[labels] + torch.randn(n, dim, generator=generator)
    return points, labels


def mlp(
    dim: int = 8,
    hidden: int = 32,
    classes: int = 3,
    activation: type[nn.Module] = nn.ReLU,
    dropout: float = 0.0,
    seed: int = 0,
) -> nn.Sequential:
    torch.manual_seed(seed)
    layers: list[nn.Module] = [nn.Linear(dim, hidden), activation()]
    if dropout:
        layers.append(nn.Dropout(dropout))
    layers += [nn.Linear(hidden, hidden), activation(), nn.Linear(hidden, classes)]
    return nn.Sequential(*layers)


@dataclass
class Outcome:
    monitor: TrainingMonitor
    diagnosis: Any
    steps_run: int

    @property
    def symptom_ids(self) -> set[str]:
        return {f.id for f in self.diagnosis.symptoms}

    def finding(self, symptom: str) -> Any:
        found = [f for f in self.diagnosis.symptoms if f.id == symptom]
        assert found, f"no {symptom} finding; found {sorted(self.symptom_ids)}"
        return found[0]

    def cause_rank(self, cause: str) -> int | None:
        return next((c.rank for c in self.diagnosis.causes if c.id == cause), None)


def train(
    log_dir: Path,
    model: nn.Module,
    x: torch.Tensor,
    y: torch.Tensor,
    *,
    optimizer: torch.optim.Optimizer | None = None,
    steps: int = 60,
    batch: int = 32,
    every: int = 5,
    zero_grad: bool = True,
    evaluate_every: int = 10,
    held_out: tuple[torch.Tensor, torch.Tensor] | None = None,
    eval_mode: bool = True,
    corrupt: Callable[[int, torch.Tensor], torch.Tensor] | None = None,
    seed: int = 0,
    **monitor_options: Any,
) -> Outcome:
    """Train with cross-entropy on (x, y) under a TrainingMonitor; return its diagnosis."""
    torch.manual_seed(seed)
    optimizer = optimizer or torch.optim.Adam(model.parameters(), lr=1e-2)
    monitor_options.setdefault("report", False)
    monitor = TrainingMonitor(model, optimizer, log_dir=log_dir, every=every, **monitor_options)
    generator = torch.Generator().manual_seed(seed)
    steps_run = 0
    for step in range(steps):
        index = torch.randint(0, len(x), (batch,), generator=generator)
        inputs, targets = x[index], y[index]
        if corrupt is not None:
            inputs = corrupt(step, inputs.clone())
        loss = nn.functional.cross_entropy(model(inputs), targets)
        if zero_grad:
            optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        steps_run += 1
        if not monitor.step(loss, inputs=inputs, targets=targets):
            break
        if evaluate_every and step % evaluate_every == evaluate_every - 1:
            if eval_mode:
                model.eval()
            val_x, val_y = held_out if held_out is not None else (x[:128], y[:128])
            with torch.no_grad():
                val_loss = nn.functional.cross_entropy(model(val_x), val_y)
            monitor.log("val/loss", float(val_loss))
            model.train()
    diagnosis = monitor.close()
    return Outcome(monitor, diagnosis, steps_run)
