"""Write a run's log records in the formats the readers must handle: JSON
Lines, TensorBoard event files (torch's SummaryWriter) and Keras-style CSV."""

from __future__ import annotations

import csv
import json
import math
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .trainer import Record

FORMATS = ("jsonl", "tensorboard", "csv")

# Per-epoch mean of the train loss: what the CSV's `loss` column holds; the
# step-level formats log every step instead and leave it out.
EPOCH_MEAN = "train/epoch_loss"


def write_log(records: Sequence[Record], run_dir: Path, fmt: str) -> None:
    if fmt == "jsonl":
        write_jsonl(records, run_dir / "metrics.jsonl")
    elif fmt == "tensorboard":
        write_tensorboard(records, run_dir)
    elif fmt == "csv":
        write_keras_csv(records, run_dir / "training_log.csv")
    else:
        raise ValueError(f"unknown format {fmt!r}; expected one of {FORMATS}")


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
