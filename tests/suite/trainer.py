"""One configurable training loop for the fault suite: the faults are switches
on it (no zero_grad, unshuffled order, lr schedule, clipping, early stop), and
so are the healthy variations (augmentation, plateau schedule, mixed precision
with a GradScaler, evaluation every N steps)."""

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
    schedule: str = "constant"  # constant | cosine | step | plateau
    warmup_steps: int = 0
    decay_step: int = 0  # schedule "step": multiply the lr by decay_factor at this step
    decay_factor: float = 0.1
    early_stopping_patience: int | None = None
    log_every: int = 1
    loss: Callable[[torch.Tensor, torch.Tensor], torch.Tensor] | None = None
    stop_after_nonfinite_epochs: int = 1  # a diverged run is stopped, as a user would
    eval_every: int = 0  # evaluate every N optimizer steps; 0 = at the end of each epoch
    plateau_patience: int = 2  # schedule "plateau": evaluations without improvement before a decay
    augment: str = ""  # "" | "noise" (Gaussian input noise) | "shift" (random image shifts)
    augment_strength: float = 0.3
    amp: str = ""  # "" | "fp16" (autocast + GradScaler) | "bf16" (autocast only)
    scaler_init_scale: float = 2.0**16
    scaler_growth_interval: int = 2000
    max_steps: int = 0  # stop after this many steps (0 = run every epoch)
    schedule_steps: int = 0  # the span the cosine schedule is told (0 = the whole run)


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
        span = max(1, (config.schedule_steps or total_steps) - config.warmup_steps)
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


def augmented(config: TrainConfig, x: torch.Tensor, generator: torch.Generator) -> torch.Tensor:
    """The training batch as the augmentation pipeline hands it to the model."""
    if config.augment == "noise":
        return x + config.augment_strength * torch.randn(x.shape, generator=generator)
    if config.augment == "shift":
        dx, dy = (int(v) for v in torch.randint(-1, 2, (2,), generator=generator))
        return torch.roll(x, shifts=(dx, dy), dims=(-2, -1))
    raise ValueError(f"unknown augmentation {config.augment!r}")


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
    """Train and return the log records: train rows per logged step, one row per
    epoch (at the epoch's last step) with the epoch's mean train loss and, unless
    `eval_every` is set, the evaluation; with `eval_every`, eval rows every N steps."""
    generator = torch.Generator()
    generator.manual_seed(seed)
    params = [p for p in model.parameters() if p.requires_grad]
    optimizer = make_optimizer(config, params)
    loss_fn = _loss_fn(config)
    n = data.train_size
    steps_per_epoch = math.ceil(n / config.batch_size)
    total_steps = steps_per_epoch * config.epochs
    if config.max_steps:
        total_steps = min(total_steps, config.max_steps)
    scaler = (
        torch.amp.GradScaler(
            "cpu", init_scale=config.scaler_init_scale, growth_interval=config.scaler_growth_interval
        )
        if config.amp == "fp16"
        else None
    )
    records: list[Record] = []
    step = 0
    # the schedule follows the optimizer steps actually taken: a step the
    # GradScaler skips does not advance it (as in HF Trainer and Lightning)
    schedule_step = 0
    lr_scale = 1.0  # the plateau schedule's decay so far
    best_val, since_best = math.inf, 0
    plateau_best, plateau_since = math.inf, 0
    nonfinite_epochs = 0
    stop = False
    model.train()

    def evaluation_row(row: Record) -> float | None:
        if config.task == "classification":
            row["train/accuracy"] = evaluate(model, data.x_train, data.y_train, config)[1]
        val_loss: float | None = None
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
        return val_loss

    def after_evaluation(val_loss: float | None) -> bool:
        """Plateau schedule and early stopping; True when training should stop."""
        nonlocal lr_scale, plateau_best, plateau_since, best_val, since_best
        if val_loss is None:
            return False
        if config.schedule == "plateau":
            if val_loss < plateau_best - 1e-4:
                plateau_best, plateau_since = val_loss, 0
            else:
                plateau_since += 1
                if plateau_since > config.plateau_patience:
                    lr_scale *= config.decay_factor
                    plateau_since = 0
        if config.early_stopping_patience is not None:
            if val_loss < best_val - 1e-4:
                best_val, since_best = val_loss, 0
            else:
                since_best += 1
                if since_best >= config.early_stopping_patience:
                    return True
        return False

    for epoch in range(config.epochs):
        order = batch_order(config, data, generator)
        epoch_losses: list[float] = []
        saw_nonfinite = False
        for b in range(steps_per_epoch):
            index = order[b * config.batch_size : (b + 1) * config.batch_size]
            lr = lr_at(config, schedule_step, total_steps) * lr_scale
            for group in optimizer.param_groups:
                group["lr"] = lr
            if config.zero_grad:
                optimizer.zero_grad(set_to_none=True)
            inputs = data.x_train[index]
            if config.augment:
                inputs = augmented(config, inputs, generator)
            if config.amp:
                dtype = torch.float16 if config.amp == "fp16" else torch.bfloat16
                with torch.autocast("cpu", dtype=dtype):
                    out = model(inputs)
                loss = loss_fn(out.float(), data.y_train[index])
            else:
                out = model(inputs)
                loss = loss_fn(out, data.y_train[index])
            skipped = False
            if scaler is not None:
                scaler.scale(loss).backward()  # type: ignore[no-untyped-call]
                scaler.unscale_(optimizer)
                grad_norm = _grad_norm(params)
                if config.grad_clip:
                    torch.nn.utils.clip_grad_norm_(params, config.grad_clip)
                scale_before = scaler.get_scale()
                scaler.step(optimizer)
                scaler.update()
                skipped = scaler.get_scale() < scale_before
            else:
                loss.backward()  # type: ignore[no-untyped-call]
                grad_norm = _grad_norm(params)
                if config.grad_clip:
                    torch.nn.utils.clip_grad_norm_(params, config.grad_clip)
                optimizer.step()
            if not skipped:
                schedule_step += 1
            value = float(loss.detach())
            epoch_losses.append(value)
            saw_nonfinite = saw_nonfinite or not math.isfinite(value)
            last_of_epoch = b == steps_per_epoch - 1
            if step % config.log_every == 0 or last_of_epoch:
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
            if config.eval_every and step % config.eval_every == 0 and not last_of_epoch:
                row = {"step": step - 1, "epoch": round(epoch + (b + 1) / steps_per_epoch, 4)}
                val_loss = evaluation_row(row)
                records.append(row)
                stop = after_evaluation(val_loss)
            if stop or (config.max_steps and step >= config.max_steps):
                stop = True
                break
        row = {
            "step": step - 1,
            "epoch": round(epoch + (b + 1) / steps_per_epoch, 4) if stop else float(epoch + 1),
        }
        row["train/epoch_loss"] = sum(epoch_losses) / len(epoch_losses)
        eval_now = not config.eval_every or step % config.eval_every == 0 or stop
        val_loss = evaluation_row(row) if eval_now else None
        records.append(row)
        if stop:
            break
        nonfinite_epochs = nonfinite_epochs + 1 if saw_nonfinite else 0
        if nonfinite_epochs >= config.stop_after_nonfinite_epochs:
            break
        if after_evaluation(val_loss):
            break
    return records
