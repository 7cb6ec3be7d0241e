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
        f.write(f"{step // 100},{step},{loss(step)}\\n")
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
    script: str, out: Path, rows: int, nan_at: int, rate: float = 100.0
) -> subprocess.Popen[str]:
    """Start a writer; its stdout gets the wall time at which the first NaN was written."""
    return subprocess.Popen(
        [sys.executable, "-c", script, str(out), str(rows), str(nan_at), str(rate)],
        stdout=subprocess.PIPE,
        text=True,
    )
