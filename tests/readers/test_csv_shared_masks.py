"""The compiled readers give the columns of one null pattern one mask, and their
series one array of steps (gathered once): Lightning's epoch-end metrics, logged
together, share theirs; a column blank elsewhere does not; the points are the row
parser's, bit for bit, and every array stays writable."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
from test_csv_fast_path import assert_same_runs

from triage.readers.csv_log import read_csv

ENGINES = [
    pytest.param(
        engine, marks=pytest.mark.skipif(importlib.util.find_spec(module) is None, reason=f"no {module}")
    )
    for engine, module in (("polars", "polars"), ("arrow", "pyarrow"))
]


@pytest.mark.parametrize("engine", ENGINES)
def test_columns_logged_together_share_one_array_of_steps(tmp_path: Path, engine: str) -> None:
    rows = ["epoch,step,train_loss_step,train_loss_epoch,val_loss,val_acc"]
    for step in range(500):
        rows.append(f"{step // 50},{step},{1 / (step + 1)!r},,,")
        if step % 50 == 49:  # val_acc misses one epoch: a pattern of its own
            acc = "" if step == 249 else f"{step / 500!r}"
            rows.append(f"{step // 50},{step},,{step / 1000!r},{-step / 999!r},{acc}")
    path = tmp_path / "metrics.csv"
    path.write_text("\n".join(rows) + "\n")
    run = read_csv(path, engine=engine)
    assert_same_runs(run, read_csv(path, engine="python"))
    series = run.series
    assert series["val_loss"].step is series["train_loss_epoch"].step
    assert series["val_acc"].step is not series["val_loss"].step
    assert series["val_acc"].step.tolist() == [s for s in range(49, 500, 50) if s != 249]
    assert series["train_loss_step"].step.tolist() == list(range(500))
    for one in series.values():
        assert one.step.flags.writeable and one.value.flags.writeable, one.name
