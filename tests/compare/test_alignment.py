"""Aligning two runs by epoch or by samples seen, on a real Lightning log (read
in place; the variants are built in memory from its own curves)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from triage.compare import compare
from triage.errors import UsageError
from triage.model import Run, Series
from triage.readers import read_run

GAZE = "lightning-csv-gaze-healthy"


def _variant(
    run: Run, *, step_factor: float = 1.0, scale_from: tuple[str, float, float] | None = None
) -> Run:
    """A copy of `run` whose steps are multiplied by step_factor, and whose series
    `scale_from[0]` is multiplied by scale_from[2] from epoch scale_from[1] on."""
    epoch = run.series["epoch"]
    out = Run(f"{run.name}-variant", run.source, run.reader, hparams=dict(run.hparams), notes=list(run.notes))
    for s in run:
        values = s.value.copy()
        if scale_from is not None and s.name == scale_from[0]:
            at_epoch = np.interp(s.step, epoch.step, epoch.value)
            values[at_epoch >= scale_from[1]] *= scale_from[2]
        steps = np.round(s.step * step_factor).astype(np.int64)
        out.add(
            Series(
                s.name,
                steps,
                values,
                s.wall_time,
                role=s.role,
                kind=s.kind,
                direction=s.direction,
                aggregation=s.aggregation,
                classified_by=s.classified_by,
            )
        )
    return out


def test_by_epoch_the_departure_is_reported_in_epochs_and_steps(real_logs: Path) -> None:
    reference = read_run(real_logs / GAZE)
    run = _variant(reference, scale_from=("val_loss", 15, 3.0))
    comparison = compare(run, reference, align="epoch")
    val = next(d for d in comparison.divergence if d.series == "val_loss")
    assert val.first_x is not None and 15 <= val.first_x <= 16
    epoch = reference.series["epoch"]
    assert val.first_step == pytest.approx(np.interp(val.first_x, epoch.value, epoch.step), abs=2)
    assert comparison.first_diverging == "val_loss"
    assert all(d.first_step is None for d in comparison.divergence if d.series != "val_loss")


def test_by_samples_twice_the_batch_at_half_the_steps_is_the_same_run(real_logs: Path) -> None:
    reference = read_run(real_logs / GAZE)
    reference.hparams["batch_size"] = 32
    run = _variant(reference, step_factor=0.5)
    run.hparams["batch_size"] = 64
    by_samples = compare(run, reference, align="samples")
    assert by_samples.divergence and by_samples.diverged == []
    rows = {r.name: r for r in by_samples.hparams}
    assert rows["batch_size"].differs and rows["batch_size"].rank is not None
    # with no gap to explain, even the batch size is scaled down: listed, not decisive
    assert by_samples.differences[0].score < 0.5


def test_samples_without_a_batch_size_is_a_usage_error(real_logs: Path) -> None:
    reference = read_run(real_logs / GAZE)
    with pytest.raises(UsageError, match="batch size"):
        compare(reference, reference, align="samples")


def test_nested_keys_are_read_by_their_last_part(real_logs: Path) -> None:
    reference = read_run(real_logs / GAZE)
    run = _variant(reference)
    run.hparams["model_params.dropout"] = 0.5
    rows = {r.name: r for r in compare(run, reference).hparams}
    assert rows["dropout"].run == 0.5 and rows["dropout"].reference == 0.3 and rows["dropout"].differs
    assert rows["dropout"].written_as == ("model_params.dropout", "model_params.dropout")


def test_keras_csv_steps_are_epochs(real_logs: Path) -> None:
    logs = real_logs / "keras-csv-voice-overfit"
    comparison = compare(logs / "speaker250_training.log", logs / "intro_training.log", align="epoch")
    val = next(d for d in comparison.divergence if d.series == "val_loss")
    assert val.first_x is not None and val.first_x == val.first_step  # the CSVLogger's rows are epochs
