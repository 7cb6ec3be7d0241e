"""Write a run's log records in the layouts the readers must handle: JSON Lines,
TensorBoard event files (torch's SummaryWriter), Keras-style CSV, Lightning's
CSVLogger and TensorBoardLogger layouts, and Hugging Face `trainer_state.json`.
`every` thins the train rows to one logged step in N (the logger's cadence)."""

from __future__ import annotations

import csv
import json
import math
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .trainer import Record

FORMATS = ("jsonl", "tensorboard", "csv", "lightning-csv", "lightning-tb", "hf-trainer")

# Per-epoch mean of the train loss: what the CSV's `loss` column holds; the
# step-level formats log every step instead and leave it out.
EPOCH_MEAN = "train/epoch_loss"


def write_log(
    records: Sequence[Record],
    run_dir: Path,
    fmt: str,
    every: int = 1,
    optimizer: str = "",
    batch_size: int = 0,
) -> None:
    if fmt == "hf-trainer":
        # HF logs the mean loss of each window of `logging_steps`: it needs every step
        write_trainer_state(records, run_dir / "trainer_state.json", every, batch_size)
        return
    # Lightning logs when (step + 1) is a multiple of log_every_n_steps; the generic loggers from step 0
    records = thinned(records, every, offset=1 if fmt.startswith("lightning") else 0)
    if fmt == "jsonl":
        write_jsonl(records, run_dir / "metrics.jsonl")
    elif fmt == "tensorboard":
        write_tensorboard(records, run_dir)
    elif fmt == "csv":
        write_keras_csv(records, run_dir / "training_log.csv")
    elif fmt == "lightning-csv":
        write_lightning_csv(records, run_dir / "metrics.csv", optimizer)
    elif fmt == "lightning-tb":
        write_lightning_tensorboard(records, run_dir, optimizer)
    else:
        raise ValueError(f"unknown format {fmt!r}; expected one of {FORMATS}")


def thinned(records: Sequence[Record], every: int, offset: int = 0) -> list[Record]:
    """Train rows at steps where step + offset is a multiple of `every` (eval and epoch rows all kept)."""
    if every <= 1:
        return list(records)
    return [r for r in records if "train/loss" not in r or (int(r["step"]) + offset) % every == 0]


def train_points(records: Sequence[Record], fmt: str, every: int) -> int:
    """How many train-loss points the written log holds."""
    if fmt == "csv":
        return sum(EPOCH_MEAN in r for r in records)
    train = [r for r in records if "train/loss" in r]
    if fmt == "hf-trainer":
        return len(train) // max(every, 1)
    return len(thinned(train, every, offset=1 if fmt.startswith("lightning") else 0))


def _without_epoch_mean(record: Record) -> dict[str, Any]:
    return {k: v for k, v in record.items() if k != EPOCH_MEAN}


def write_jsonl(records: Sequence[Record], path: Path) -> None:
    # json.dumps writes NaN / Infinity as bare tokens, as real JSONL loggers do
    with path.open("w", encoding="utf-8") as out:
        for record in records:
            out.write(json.dumps(_without_epoch_mean(record)) + "\n")


def write_tensorboard(records: Sequence[Record], run_dir: Path) -> None:
    from torch.utils.tensorboard import SummaryWriter

    # fixed wall times keep the event bytes (and the cache) deterministic
    writer = SummaryWriter(log_dir=str(run_dir), flush_secs=3600)
    try:
        for record in records:
            step = int(record["step"])
            is_eval_row = "train/loss" not in record
            for tag, value in _without_epoch_mean(record).items():
                # the epoch counter goes with the train rows only: one point per step, as Lightning logs it
                if tag == "step" or (tag == "epoch" and is_eval_row):
                    continue
                writer.add_scalar(tag, float(value), global_step=step, walltime=1.7e9 + step)
    finally:
        writer.close()


def write_keras_csv(records: Sequence[Record], path: Path) -> None:
    """One row per epoch, 0-based, like tf.keras.callbacks.CSVLogger."""
    rows = [r for r in records if EPOCH_MEAN in r]
    lr_by_step = {int(r["step"]): r["lr"] for r in records if "lr" in r}
    columns = {
        "accuracy": "train/accuracy",
        "loss": EPOCH_MEAN,
        "val_accuracy": "val/accuracy",
        "val_loss": "val/loss",
    }
    present = [c for c, key in columns.items() if any(key in r for r in rows)]
    header = ["epoch", *sorted([*present, "lr"])]
    with path.open("w", encoding="utf-8", newline="") as out:
        writer = csv.writer(out)
        writer.writerow(header)
        for i, row in enumerate(rows):
            values: dict[str, Any] = {"epoch": i, "lr": lr_by_step.get(int(row["step"]), "")}
            for column in present:
                values[column] = _csv_number(row.get(columns[column]))
            writer.writerow([values[c] for c in header])


def _csv_number(value: Any) -> str:
    if value is None:
        return ""
    number = float(value)
    if math.isnan(number):
        return "nan"
    if math.isinf(number):
        return "inf" if number > 0 else "-inf"
    return repr(number)


# Lightning's own metric names for what the trainer records
LIGHTNING_NAMES = {
    "train/loss": "train_loss_step",
    "grad_norm": "grad_norm",
    "train/accuracy": "train_acc_epoch",
    "val/loss": "val_loss",
    "val/accuracy": "val_acc",
    "test/loss": "test_loss",
    "test/accuracy": "test_acc",
}


def _lightning_rows(records: Sequence[Record], optimizer: str) -> list[dict[str, Any]]:
    """The rows Lightning's loggers receive: on-step train metrics with the lr
    (LearningRateMonitor's `lr-<Optimizer>`), then per-epoch/validation metrics."""
    lr_name = f"lr-{_optimizer_class(optimizer)}"
    rows: list[dict[str, Any]] = []
    for record in records:
        epoch = math.ceil(float(record["epoch"])) - 1
        row: dict[str, Any] = {"epoch": max(epoch, 0), "step": int(record["step"])}
        for key, value in record.items():
            if key == "lr":
                row[lr_name] = value
            elif key == EPOCH_MEAN:
                row["train_loss_epoch"] = value
            elif key in LIGHTNING_NAMES:
                row[LIGHTNING_NAMES[key]] = value
        rows.append(row)
    return rows


def _optimizer_class(name: str) -> str:
    return {"sgd": "SGD", "adam": "Adam", "adamw": "AdamW", "rmsprop": "RMSprop"}.get(name, name or "Adam")


def write_lightning_csv(records: Sequence[Record], path: Path, optimizer: str) -> None:
    """Lightning CSVLogger's metrics.csv: one header over every key, blank cells for absent ones."""
    rows = _lightning_rows(records, optimizer)
    keys: list[str] = []
    for row in rows:
        keys.extend(k for k in row if k not in keys)
    header = sorted(keys)
    with path.open("w", encoding="utf-8", newline="") as out:
        writer = csv.writer(out)
        writer.writerow(header)
        for row in rows:
            writer.writerow([row[k] if k in ("epoch", "step") else _csv_number(row.get(k)) for k in header])


def write_lightning_tensorboard(records: Sequence[Record], run_dir: Path, optimizer: str) -> None:
    """Lightning TensorBoardLogger: its metric names, `epoch` logged with every row."""
    from torch.utils.tensorboard import SummaryWriter

    writer = SummaryWriter(log_dir=str(run_dir), flush_secs=3600)
    try:
        for row in _lightning_rows(records, optimizer):
            step = int(row["step"])
            for tag, value in row.items():
                if tag != "step":
                    writer.add_scalar(tag, float(value), global_step=step, walltime=1.7e9 + step)
    finally:
        writer.close()


def write_trainer_state(
    records: Sequence[Record], path: Path, logging_steps: int, batch_size: int = 0
) -> None:
    """HF Trainer's trainer_state.json: every `logging_steps` the mean train loss
    of the window (rounded to 4 digits, as the Trainer does), the step's grad norm
    and lr; an eval entry per evaluation; the test set evaluated at the end."""
    logging_steps = max(logging_steps, 1)
    history: list[dict[str, Any]] = []
    window: list[float] = []
    all_losses: list[float] = []
    last_epoch, last_step = 0.0, 0
    eval_rows = [r for r in records if "val/loss" in r or ("test/loss" in r and "train/loss" not in r)]
    for record in records:
        step = int(record["step"]) + 1  # HF counts optimizer steps from 1
        epoch = float(record["epoch"])
        last_epoch, last_step = epoch, step
        if "train/loss" in record:
            window.append(float(record["train/loss"]))
            all_losses.append(float(record["train/loss"]))
            if step % logging_steps == 0:
                mean = sum(window) / len(window)
                history.append(
                    {
                        "epoch": round(epoch, 4),
                        "grad_norm": float(record["grad_norm"]),
                        "learning_rate": float(record["lr"]),
                        "loss": round(mean, 4) if math.isfinite(mean) else mean,
                        "step": step,
                    }
                )
                window = []
        elif "val/loss" in record:
            entry: dict[str, Any] = {"epoch": round(epoch, 4), "eval_loss": float(record["val/loss"])}
            if "val/accuracy" in record:
                entry["eval_accuracy"] = float(record["val/accuracy"])
            entry.update(
                {"eval_runtime": 0.05, "eval_samples_per_second": 1e4, "eval_steps_per_second": 20.0}
            )
            entry["step"] = step
            history.append(entry)
    final = eval_rows[-1] if eval_rows else None
    if final is not None and "test/loss" in final:
        test: dict[str, Any] = {"epoch": round(last_epoch, 4), "test_loss": float(final["test/loss"])}
        if "test/accuracy" in final:
            test["test_accuracy"] = float(final["test/accuracy"])
        test["step"] = last_step
        history.append(test)
    mean_loss = sum(all_losses) / len(all_losses) if all_losses else math.nan
    history.append(
        {
            "epoch": round(last_epoch, 4),
            "step": last_step,
            "total_flos": 0.0,
            "train_loss": mean_loss,
            "train_runtime": 10.0,
            "train_samples_per_second": 1000.0,
            "train_steps_per_second": 30.0,
        }
    )
    eval_steps = _eval_interval(records)
    state = {
        "best_metric": None,
        "best_model_checkpoint": None,
        "epoch": round(last_epoch, 4),
        "eval_steps": eval_steps,
        "global_step": last_step,
        "is_hyper_param_search": False,
        "is_local_process_zero": True,
        "is_world_process_zero": True,
        "log_history": history,
        "logging_steps": logging_steps,
        "max_steps": last_step,
        "num_input_tokens_seen": 0,
        "num_train_epochs": math.ceil(last_epoch),
        "save_steps": 500,
        "stateful_callbacks": {},
        "total_flos": 0.0,
        "train_batch_size": batch_size or None,
        "trial_name": None,
        "trial_params": None,
    }
    path.write_text(json.dumps(state, indent=2) + "\n", encoding="utf-8")


def _eval_interval(records: Sequence[Record]) -> int | None:
    steps = [int(r["step"]) + 1 for r in records if "val/loss" in r]
    return steps[1] - steps[0] if len(steps) > 1 else (steps[0] if steps else None)
