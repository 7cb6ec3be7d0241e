"""A CSV log given directly is read from disk once: choosing its reader reads only the
head (`read_log_head`), and the empty-file errors stay what reading it all said."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import triage.readers as readers
from triage.errors import InputError
from triage.readers import SNIFF_BYTES, read_log_head, read_runs
from triage.readers.csv_log import read_csv
from triage.readers.safe_files import read_bytes


def _count_whole_reads(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The paths read whole through the readers' file access, recorded as they are read."""
    reads: list[str] = []

    def counted(path: Path, limit: int | None = None) -> bytes:
        reads.append(Path(path).name)
        return read_bytes(path, limit)

    monkeypatch.setattr(readers, "read_bytes", counted)
    return reads


def _lightning_csv(path: Path, rows: int) -> None:
    """A Lightning-style metrics.csv larger than the sniff window: step rows, and an
    epoch row every 10 steps leaving the step rows' cells blank."""
    lines = ["epoch,step,train_loss_step,val_loss"]
    for i in range(rows):
        if i % 10 == 9:
            lines.append(f"{i // 10},{i},,{1.0 / (i + 1)!r}")
        else:
            lines.append(f"{i // 10},{i},{2.0 / (i + 1)!r},")
    path.write_text("\n".join(lines) + "\n")


def test_a_csv_given_directly_is_read_whole_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "metrics.csv"
    _lightning_csv(path, 20_000)
    assert path.stat().st_size > 4 * SNIFF_BYTES
    expected = read_csv(path, name=tmp_path.name)
    reads = _count_whole_reads(monkeypatch)
    (run,) = read_runs(path)
    assert reads == ["metrics.csv"]  # the CSV reader's read; sniffing read only the head
    assert sorted(run.series) == sorted(expected.series)
    for name, series in expected.series.items():
        assert np.array_equal(run.series[name].step, series.step)
        assert run.series[name].value.tobytes() == series.value.tobytes()


def test_read_log_head_reads_the_head_alone(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "metrics.csv"
    _lightning_csv(path, 20_000)
    reads = _count_whole_reads(monkeypatch)
    head = read_log_head(path)
    assert head == path.read_bytes()[:SNIFF_BYTES]
    assert reads == []


@pytest.mark.parametrize("size", [1, 100, SNIFF_BYTES, SNIFF_BYTES + 5_000])
def test_a_blank_file_is_empty_whatever_its_length(tmp_path: Path, size: int) -> None:
    path = tmp_path / "metrics.csv"
    path.write_bytes((b" \n\t\r" * size)[:size])
    with pytest.raises(InputError, match="empty file"):
        read_log_head(path)
    with pytest.raises(InputError, match="empty file"):
        read_runs(path)


def test_a_blank_head_over_text_is_not_called_empty(tmp_path: Path) -> None:
    # blank for the whole sniff window, text after it: not empty, as reading it all says
    path = tmp_path / "metrics.csv"
    path.write_bytes(b"\n" * (SNIFF_BYTES + 10) + b"step,loss\n1,0.5\n2,0.25\n")
    assert read_log_head(path) == b"\n" * SNIFF_BYTES
    with pytest.raises(InputError) as raised:
        read_runs(path)
    assert "empty file" not in str(raised.value)


def test_a_meta_yaml_that_is_no_mlflow_run_leaves_the_csv_a_csv(tmp_path: Path) -> None:
    # a folder with a meta.yaml is asked whether it is an MLflow run; this one is not
    (tmp_path / "meta.yaml").write_text("name: not a run\n")
    path = tmp_path / "metrics.csv"
    path.write_text("step,loss\n1,0.5\n2,0.25\n")
    (run,) = read_runs(path)
    assert run.reader == "csv"
    assert run.series["loss"].value.tolist() == [0.5, 0.25]
