"""One configurable training loop for the fault suite: the faults are switches
on it (no zero_grad, unshuffled order, lr schedule, clipping, early stop)."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import torch
from torch import nn

from .datasets import Splits

Record = dict[str, Any]


@dataclass
class TrainConfig:
    """How to train. Fields named after the canonical hparams where they are one."""

    lr: float
    optimizer: str = "adam"  # sgd | adam | adamw | rmsprop
    epochs: int = 20
    batch_size: int = 32
    momentum: float = 0.0
    weight_decay: float = 0.0
    eps: float = 1e-8
    task: str = "classification"  # or regression
    order: str = "shuffle"  # shuffle | class-sorted (the same sorted order every epoch)
    zero_grad: bool = True
    grad_clip: float | None = None
    schedule: str = "constant"  # constant | cosine | step
    warmup_steps: int = 0
    decay_step: int = 0  # schedule "step": multiply the lr by decay_factor at this step
    decay_factor: float = 0.1
    early_stopping_patience: int | None = None
    log_every: int = 1
    loss: Callable[[torch.Tensor, torch.Tensor], torch.Tensor] | None = None
    stop_after_nonfinite_epochs: int = 1  # a diverged run is stopped, as a user would


def make_optimizer(config: TrainConfig, params: list[nn.Parameter]) -> torch.optim.Optimizer:
    name = config.optimizer
    if name == "sgd":
        return torch.optim.SGD(
            params, lr=config.lr, momentum=config.momentum, weight_decay=config.weight_decay
        )
    if name == "adam":
        return torch.optim.Adam(params, lr=config.lr, weight_decay=config.weight_decay, eps=config.eps)
    if name == "adamw":
        return torch.optim.AdamW(params, lr=config.lr, weight_decay=config.weight_decay, eps=config.eps)
    if name == "rmsprop":
        return torch.optim.RMSprop(
            params, lr=config.lr, momentum=config.momentum, weight_decay=config.weight_decay, eps=config.eps
        )
    raise ValueError(f"unknown optimizer {name!r}")


def lr_at(config: TrainConfig, step: int, total_steps: int) -> float:
    """The learning rate for optimizer step `step` (0-based)."""
    if config.warmup_steps and step < config.warmup_steps:
        return config.lr * (step + 1) / config.warmup_steps
    if config.schedule == "cosine":
        span = max(1, total_steps - config.warmup_steps)
        progress = min(1.0, (step - config.warmup_steps) / span)
        return config.lr * 0.5 * (1.0 + math.cos(math.pi * progress))
    if config.schedule == "step" and step >= config.decay_step:
        return config.lr * config.decay_factor
    return config.lr


def _loss_fn(config: TrainConfig) -> Callable[[torch.Tensor, torch.Tensor], torch.Tensor]:
    if config.loss is not None:
        return config.loss
    return nn.functional.mse_loss if config.task == "regression" else nn.functional.cross_entropy


def _grad_norm(params: list[nn.Parameter]) -> float:
    grads = [p.grad.detach().flatten() for p in params if p.grad is not None]
    if not grads:
        return 0.0
    return float(torch.cat(grads).norm())


@torch.no_grad()
def evaluate(
    model: nn.Module, x: torch.Tensor, y: torch.Tensor, config: TrainConfig, batch: int = 512
) -> tuple[float, float | None]:
    """Mean loss and (for classification) accuracy over a whole split."""
    model.eval()
    loss_fn = _loss_fn(config)
    total, correct = 0.0, 0
    for i in range(0, x.shape[0], batch):
        out = model(x[i : i + batch])
        target = y[i : i + batch]
        total += float(loss_fn(out, target)) * target.shape[0]
        if config.task == "classification":
            correct += int((out.argmax(dim=-1) == target).sum())
    model.train()
    n = x.shape[0]
    return total / n, (correct / n if config.task == "classification" else None)


def batch_order(config: TrainConfig, data: Splits, generator: torch.Generator) -> torch.Tensor:
    n = data.train_size
    if config.order == "shuffle":
        return torch.randperm(n, generator=generator)
    if config.order == "class-sorted":
        # a stable sort by label: the loader walks class 0, then class 1, ... every epoch
        return torch.sort(data.y_train.flatten(), stable=True).indices
    raise ValueError(f"unknown order {config.order!r}")


def train(model: nn.Module, data: Splits, config: TrainConfig, seed: int) -> list[Record]:
    """Train and return the log records: train rows per logged step, one eval
    row per epoch (at the epoch's last step)."""
    generator = torch.Generator()
    generator.manual_seed(seed)
    params = [p for p in model.parameters() if p.requires_grad]
    optimizer = make_optimizer(config, params)
    loss_fn = _loss_fn(config)
    n = data.train_size
    steps_per_epoch = math.ceil(n / config.batch_size)
    total_steps = steps_per_epoch * config.epochs
    records: list[Record] = []
    step = 0
    best_val, since_best = math.inf, 0
    nonfinite_epochs = 0
    model.train()
    for epoch in range(config.epochs):
        order = batch_order(config, data, generator)
        epoch_losses: list[float] = []
        saw_nonfinite = False
        for b in range(steps_per_epoch):
            index = order[b * config.batch_size : (b + 1) * config.batch_size]
            lr = lr_at(config, step, total_steps)
            for group in optimizer.param_groups:
                group["lr"] = lr
            if config.zero_grad:
                optimizer.zero_grad(set_to_none=True)
            out = model(data.x_train[index])
            loss = loss_fn(out, data.y_train[index])
            loss.backward()  # type: ignore[no-untyped-call]
            grad_norm = _grad_norm(params)
            if config.grad_clip:
                torch.nn.utils.clip_grad_norm_(params, config.grad_clip)
            optimizer.step()
            value = float(loss.detach())
            epoch_losses.append(value)
            saw_nonfinite = saw_nonfinite or not math.isfinite(value)
            if step % config.log_every == 0 or b == steps_per_epoch - 1:
                records.append(
                    {
                        "step": step,
                        "epoch": round(epoch + (b + 1) / steps_per_epoch, 4),
                        "train/loss": value,
                        "lr": lr,
                        "grad_norm": grad_norm,
                    }
                )
            step += 1
        row: Record = {"step": step - 1, "epoch": float(epoch + 1)}
        row["train/epoch_loss"] = sum(epoch_losses) / len(epoch_losses)
        if config.task == "classification":
            row["train/accuracy"] = evaluate(model, data.x_train, data.y_train, config)[1]
        if data.x_val is not None and data.y_val is not None:
            val_loss, val_acc = evaluate(model, data.x_val, data.y_val, config)
            row["val/loss"] = val_loss
            if val_acc is not None:
                row["val/accuracy"] = val_acc
        if data.x_test is not None and data.y_test is not None:
            test_loss, test_acc = evaluate(model, data.x_test, data.y_test, config)
            row["test/loss"] = test_loss
            if test_acc is not None:
                row["test/accuracy"] = test_acc
        records.append(row)
        nonfinite_epochs = nonfinite_epochs + 1 if saw_nonfinite else 0
        if nonfinite_epochs >= config.stop_after_nonfinite_epochs:
            break
        if config.early_stopping_patience is not None and "val/loss" in row:
            if row["val/loss"] < best_val - 1e-4:
                best_val, since_best = row["val/loss"], 0
            else:
                since_best += 1
                if since_best >= config.early_stopping_patience:
                    break
    return records
