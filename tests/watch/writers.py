"""Writer processes for the watch tests: real subprocesses that append a
Lightning-style metrics.csv, or write a TensorBoard event file through
torch's SummaryWriter, at about 100 rows per second."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

# A loss that falls steadily with seeded minibatch-like noise (sd 0.05: a smoother curve
# leaves an epoch-periodic residual that periodic-loss reports) until `nan_at`, then NaN.
_CURVE = """
import math, random, sys, time
noise = random.Random(0)
out, rows, nan_at, rate = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), float(sys.argv[4])
stutter_at = int(sys.argv[5]) if len(sys.argv) > 5 else -1
def loss(step):
    if 0 <= nan_at <= step:
        return float("nan")
    return 2.0 * math.exp(-step / 150.0) + 0.1 + noise.gauss(0.0, 0.05)
"""

CSV_WRITER = (
    _CURVE
    + """
import os
os.makedirs(out, exist_ok=True)
with open(os.path.join(out, "metrics.csv"), "w") as f:
    f.write("epoch,step,train_loss\\n")
    f.flush()
    for step in range(rows):
        row = f"{step // 100},{step},{loss(step)}\\n"
        if step == stutter_at:
            # One row written a piece every 0.25 s for 2.5 s: the file grows, no row completes.
            for cut in range(10):
                f.write(row[cut * len(row) // 10 : (cut + 1) * len(row) // 10])
                f.flush()
                time.sleep(0.25)
        else:
            f.write(row)
            f.flush()
        if step == nan_at:
            print(time.time(), flush=True)  # when the first NaN row reached the file
        time.sleep(1.0 / rate)
"""
)

TB_WRITER = (
    _CURVE
    + """
import torch
torch.set_num_threads(1)
from torch.utils.tensorboard import SummaryWriter
writer = SummaryWriter(out, flush_secs=1)
for step in range(rows):
    writer.add_scalar("train/loss", loss(step), step)
    writer.flush()
    if step == nan_at:
        print(time.time(), flush=True)
    time.sleep(1.0 / rate)
writer.close()
"""
)


def start_writer(
    script: str, out: Path, rows: int, nan_at: int, rate: float = 100.0, stutter_at: int = -1
) -> subprocess.Popen[str]:
    """Start a writer; its stdout gets the wall time at which the first NaN was written.
    CSV_WRITER writes the row of step `stutter_at` in pieces over 2.5 s."""
    return subprocess.Popen(
        [sys.executable, "-c", script, str(out), str(rows), str(nan_at), str(rate), str(stutter_at)],
        stdout=subprocess.PIPE,
        text=True,
    )


# A writer that develops one slow fault from step `at`, in a Lightning-style metrics.csv or
# an MLflow file-store run (mlruns/0/<run id>/metrics/<key>, lines `timestamp value step`,
# appended as mlflow's FileStore appends them). Faults:
#   drift: the training loss climbs 0.004 a step (about 1% of its level) from `at`;
#   val:   a val_loss logged every 10 steps falls until `at`, then climbs 0.002 a step;
#   slow:  the writer's rate falls to 60% of `rate` from `at` (a throughput drop of 40%);
#   none:  healthy throughout.
FAULT_WRITER = """
import math, os, random, sys, time
noise = random.Random(1)
out, kind, fault = sys.argv[1:4]
at, rows, rate = int(sys.argv[4]), int(sys.argv[5]), float(sys.argv[6])
def train(step):
    base = 2.0 * math.exp(-min(step, at if fault == "drift" else step) / 150.0) + 0.1
    climb = 0.004 * (step - at) if fault == "drift" and step > at else 0.0
    return base + climb + noise.gauss(0.0, 0.05)
def val(step):
    climb = 0.002 * (step - at) if fault == "val" and step > at else 0.0
    return 1.5 * math.exp(-min(step, at) / 150.0) + 0.3 + climb + noise.gauss(0.0, 0.01)
if kind == "csv":
    os.makedirs(out, exist_ok=True)
    handle = open(os.path.join(out, "metrics.csv"), "w")
    handle.write("epoch,step,train_loss,val_loss\\n")
    def log(step, key, value):
        cells = [str(step // 100), str(step), "", ""]
        cells[2 if key == "train_loss" else 3] = repr(value)
        handle.write(",".join(cells) + "\\n")
        handle.flush()
else:
    run = os.path.join(out, "mlruns", "0", "0123456789abcdef0123456789abcdef")
    os.makedirs(os.path.join(run, "metrics"), exist_ok=True)
    os.makedirs(os.path.join(run, "params"), exist_ok=True)
    with open(os.path.join(out, "mlruns", "0", "meta.yaml"), "w") as meta:
        meta.write("experiment_id: '0'\\nlifecycle_stage: active\\nname: Default\\n")
    with open(os.path.join(run, "meta.yaml"), "w") as meta:
        run_id = "0123456789abcdef0123456789abcdef"
        meta.write(f"experiment_id: '0'\\nlifecycle_stage: active\\nrun_id: {run_id}\\n")
        meta.write(f"run_uuid: {run_id}\\nstatus: 1\\n")
    with open(os.path.join(run, "params", "lr"), "w") as param:
        param.write("0.01")
    files = {}
    def log(step, key, value):
        if key not in files:
            files[key] = open(os.path.join(run, "metrics", key), "a")
        files[key].write(f"{int(time.time() * 1000)} {value} {step}\\n")
        files[key].flush()
for step in range(rows):
    log(step, "train_loss", train(step))
    if fault == "val" and step % 10 == 9:
        log(step, "val_loss", val(step))
    time.sleep(1.0 / (rate * 0.6 if fault == "slow" and step >= at else rate))
"""


def start_fault_writer(
    out: Path, kind: str, fault: str, at: int, rows: int, rate: float = 100.0
) -> subprocess.Popen[str]:
    """Start a FAULT_WRITER subprocess writing `kind` ("csv" or "mlflow") under `out`."""
    return subprocess.Popen(
        [sys.executable, "-c", FAULT_WRITER, str(out), kind, fault, str(at), str(rows), str(rate)],
        stdout=subprocess.PIPE,
        text=True,
    )
