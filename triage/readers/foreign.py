"""Run folders of trackers this package does not read (Weights & Biases, Aim), recognised
by their layout so that discovery says what they are instead of reading their service logs."""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path

__all__ = ["AIM_REPOSITORY", "foreign_tracker"]

AIM_REPOSITORY = ".aim"
# wandb/run-20240101_120000-abc123/ and wandb/offline-run-.../ hold run-abc123.wandb
_WANDB_RUN_DIR = re.compile(r"^(offline-)?run-\d{8}_\d{6}-[A-Za-z0-9]+$")
_WANDB_FILE = re.compile(r"^run-[A-Za-z0-9]+\.wandb$")

_WANDB_ADVICE = (
    "triage does not read .wandb files (W&B's own binary log, which only the wandb package "
    "reads: `wandb sync --view --verbose FILE` prints it); `wandb sync` the run and export its "
    "history to CSV or JSON Lines (wandb.Api().run(PATH).history()), or log to TensorBoard or "
    "CSV as well, then point triage at that"
)
_AIM_ADVICE = (
    "triage does not read Aim's database; export the metrics to CSV or JSON Lines with the "
    "aim package, or log to TensorBoard or CSV as well, then point triage at that"
)


def foreign_tracker(directory: Path, subdirs: Sequence[str], files: Sequence[str]) -> str | None:
    """What the directory is when it belongs to a tracker this package does not read, else None."""
    wandb_files = [f for f in files if _WANDB_FILE.match(f)]
    if wandb_files or (_WANDB_RUN_DIR.match(directory.name) and "files" in subdirs):
        shown = wandb_files[0] if wandb_files else "files/"
        kind = "an offline " if directory.name.startswith("offline-") else "a "
        return f"{kind}Weights & Biases run ({shown}): {_WANDB_ADVICE}"
    if directory.name == "wandb" and any(_WANDB_RUN_DIR.match(d) for d in subdirs):
        runs = sum(1 for d in subdirs if _WANDB_RUN_DIR.match(d))
        return f"a Weights & Biases folder of {runs} run(s): {_WANDB_ADVICE}"
    if directory.name == AIM_REPOSITORY:
        return f"an Aim repository: {_AIM_ADVICE}"
    return None
