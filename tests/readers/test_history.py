"""Keras `History` dicts (`history.history`: name -> one value per epoch), in memory
through `triage.read_history` / `triage.diagnose(dict)` and as the JSON file
`json.dump(history.history)` writes, beside the same numbers read from a CSV log."""

from __future__ import annotations

import csv
import json
import math
from pathlib import Path
from typing import Any

import numpy as np
import pytest

import triage
from triage.errors import InputError
from triage.model import Role
from triage.readers import read_run, read_runs, sniff_file
from triage.readers.csv_log import SNIFF_BYTES
from triage.readers.history import read_history


def history_of_real_log(real_logs: Path) -> tuple[dict[str, list[float]], Path]:
    """The History a Keras fit returned, rebuilt from the CSVLogger file it wrote."""
    path = real_logs / "keras-csv-voice-overfit" / "speaker250_training.log"
    with path.open(newline="") as handle:
        rows = list(csv.DictReader(handle))
    names = [n for n in rows[0] if n != "epoch"]
    return {n: [float(r[n]) for r in rows] for n in names}, path


def test_a_real_history_reads_as_its_csv_log_does(real_logs: Path) -> None:
    history, path = history_of_real_log(real_logs)
    run = triage.read_history(history, name="speaker250")
    from_csv = read_run(path)
    assert run.reader == "keras-history" and run.name == "speaker250"
    assert sorted(run.series) == sorted(from_csv.series)
    for name, series in from_csv.series.items():
        assert run.series[name].step.tolist() == series.step.tolist()  # epoch index from 0
        assert run.series[name].value.tolist() == series.value.tolist()
        assert (run.series[name].role, run.series[name].kind) == (series.role, series.kind)
    assert run.series["val_loss"].role == Role.VAL


def test_diagnose_takes_a_dict_of_lists(real_logs: Path) -> None:
    history, _ = history_of_real_log(real_logs)
    from_dict = triage.diagnose(history)
    assert from_dict.run.reader == "keras-history"
    from_csv = triage.diagnose(history_of_real_log(real_logs)[1])
    # the same numbers, the same verdict and symptoms as the CSV log they came from
    assert from_dict.verdict == from_csv.verdict
    assert [f.id for f in from_dict.symptoms] == [f.id for f in from_csv.symptoms]


@pytest.mark.parametrize("indent", [None, 2])
def test_the_json_file_json_dump_writes(tmp_path: Path, real_logs: Path, indent: int | None) -> None:
    history, _ = history_of_real_log(real_logs)
    path = tmp_path / "run" / "history.json"
    path.parent.mkdir()
    path.write_text(json.dumps(history, indent=indent))
    direct = read_run(path)
    assert direct.reader == "keras-history"
    assert direct.series["val_loss"].value.tolist() == history["val_loss"]
    if indent is None:  # found in a folder too (a pretty-printed one is read when named)
        assert sniff_file(path)[0] == "jsonl"
        assert read_runs(tmp_path)[0].series["loss"].value.tolist() == history["loss"]


def test_a_history_longer_than_the_sniff_window(tmp_path: Path) -> None:
    epochs = 5_000
    rng = np.random.default_rng(0)
    history = {
        "loss": np.exp(-np.arange(epochs) / 900.0).tolist(),
        "val_loss": rng.uniform(1, 2, epochs).tolist(),
    }
    path = tmp_path / "run" / "history.json"
    path.parent.mkdir()
    path.write_text(json.dumps(history))
    assert path.stat().st_size > SNIFF_BYTES
    run = read_run(tmp_path)
    assert len(run.series["loss"]) == epochs and run.series["loss"].step[-1] == epochs - 1


def test_validation_every_k_epochs_and_lists_that_do_not_divide() -> None:
    run = read_history({"loss": [4.0, 3.0, 2.0, 1.5, 1.2, 1.0], "val_loss": [3.5, 1.9, 1.4], "lr": [0.1] * 4})
    assert run.series["val_loss"].step.tolist() == [1, 3, 5]
    assert any("validation_freq=2" in n and "assumption" in n for n in run.notes)
    assert "lr" not in run.series
    assert any("'lr' holds 4 values for 6 epochs" in n for n in run.notes)


def test_numpy_values_none_and_non_finite_points() -> None:
    run = read_history({"loss": np.array([2.0, np.nan, 1.0]), "acc": [0.1, None, 0.5], "note": "text"})
    assert run.series["loss"].value.tolist()[0] == 2.0 and math.isnan(run.series["loss"].value[1])
    assert run.series["acc"].step.tolist() == [0, 2]
    assert any("'note'" in n for n in run.notes)


@pytest.mark.parametrize(
    ("history", "message"),
    [
        ([1.0, 2.0], "expected a dict of lists"),
        ({"loss": 1.0}, "no lists of values"),
        ({"loss": ["a", "b"]}, "no numeric values"),
        ({}, "no lists of values"),
    ],
)
def test_bad_input_is_an_input_error(history: Any, message: str) -> None:
    with pytest.raises(InputError, match=message):
        triage.read_history(history)


def test_lone_surrogates_in_names() -> None:
    run = read_history({"loss\ud800": [1.0, 0.5]})
    assert "loss\ufffd" in run.series
    assert any("lone surrogates" in n for n in run.notes)
