"""Small, seeded, real torch trainings that write CSV logs + hparams.json, the way a
user's script would, so the comparison is tested on curves a real optimizer drew."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

DATA_SEED = 1234


@dataclass(frozen=True)
class Recipe:
    """One training run: what it changes is what the comparison should find."""

    seed: int = 0
    lr: float = 0.01
    steps: int = 1000
    batch_size: int = 32
    optimizer: str = "adam"
    eps: float | None = None  # None: the optimizer's default, left out of the hparams
    lr_factor_from: tuple[int, float] | None = None  # (step, factor): lr x factor from that step on
    val_every: int = 50
    # the optimized loss is loss x this: gradients scale with it, Adam's step does not (but for eps)
    loss_scale: float = 1.0
    hparams: dict[str, Any] = field(default_factory=dict)  # what the run records, beyond the above


def train(recipe: Recipe, out: Path) -> Path:
    """Train a small MLP classifier on fixed synthetic data; write out/metrics.csv
    (step, train/loss, lr, grad_norm, val/loss every `val_every`) and out/hparams.json."""
    import torch

    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(DATA_SEED)
    n_train, n_val, dim, classes = 4096, 512, 20, 5
    centers = torch.randn(classes, dim, generator=gen) * 1.2
    y_all = torch.randint(0, classes, (n_train + n_val,), generator=gen)
    x_all = centers[y_all] + torch.randn(n_train + n_val, dim, generator=gen) * 3.0
    x_train, y_train, x_val, y_val = x_all[:n_train], y_all[:n_train], x_all[n_train:], y_all[n_train:]

    torch.manual_seed(recipe.seed)
    model = torch.nn.Sequential(
        torch.nn.Linear(dim, 32),
        torch.nn.ReLU(),
        torch.nn.Linear(32, 32),
        torch.nn.ReLU(),
        torch.nn.Linear(32, classes),
    )
    kwargs: dict[str, Any] = {"lr": recipe.lr}
    if recipe.eps is not None:
        kwargs["eps"] = recipe.eps
    opt_class = {"adam": torch.optim.Adam, "sgd": torch.optim.SGD, "adamw": torch.optim.AdamW}
    opt = opt_class[recipe.optimizer](model.parameters(), **kwargs)
    loss_fn = torch.nn.CrossEntropyLoss()
    order = torch.Generator().manual_seed(recipe.seed)
    perm = torch.randperm(n_train, generator=order)
    cursor = 0
    rows: list[str] = ["step,train/loss,lr,grad_norm,val/loss"]
    for step in range(recipe.steps):
        if recipe.lr_factor_from is not None and step == recipe.lr_factor_from[0]:
            for group in opt.param_groups:
                group["lr"] = recipe.lr * recipe.lr_factor_from[1]
        if cursor + recipe.batch_size > n_train:
            perm, cursor = torch.randperm(n_train, generator=order), 0
        idx = perm[cursor : cursor + recipe.batch_size]
        cursor += recipe.batch_size
        opt.zero_grad()
        loss = loss_fn(model(x_train[idx]), y_train[idx])
        (loss * recipe.loss_scale).backward()
        grad_norm = float(torch.nn.utils.clip_grad_norm_(model.parameters(), float("inf")))
        opt.step()
        val = ""
        if step % recipe.val_every == 0 or step == recipe.steps - 1:
            with torch.no_grad():
                val = f"{float(loss_fn(model(x_val), y_val)):.6g}"
        rows.append(f"{step},{loss.item():.6g},{opt.param_groups[0]['lr']:.6g},{grad_norm:.6g},{val}")
    out.mkdir(parents=True, exist_ok=True)
    (out / "metrics.csv").write_text("\n".join(rows) + "\n", encoding="utf-8")
    hparams: dict[str, Any] = {
        "seed": recipe.seed,
        "learning_rate": recipe.lr,
        "optimizer": recipe.optimizer,
        "batch_size": recipe.batch_size,
        "max_steps": recipe.steps,
        **recipe.hparams,
    }
    if recipe.eps is not None:
        hparams["eps"] = recipe.eps
    (out / "hparams.json").write_text(json.dumps(hparams), encoding="utf-8")
    return out
