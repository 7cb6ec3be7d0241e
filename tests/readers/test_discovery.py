"""Finding runs: formats sniffed by content, run names relative to the root, one run
when a folder holds the same run twice (with a note), hparams files beside the logs."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from triage.errors import InputError
from triage.readers import read_run, read_runs, sniff_file
from triage.readers.naming import parse_mapping

tb_writers = pytest.importorskip("tb_writers")  # tests/readers/tb_writers.py (event-file helpers)


def write_events(path: Path, tag: str, values: list[float]) -> Path:
    payloads = [tb_writers.file_version_event(1.7e9)]
    payloads += [tb_writers.simple_value_event(tag, i, v, 1.7e9 + i) for i, v in enumerate(values)]
    return tb_writers.write_records(path, payloads)


def write_csv(path: Path, text: str = "step,train_loss\n0,1.0\n1,0.5\n") -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return path


def test_formats_are_sniffed_by_content_not_extension(tmp_path: Path) -> None:
    csv_as_txt = write_csv(tmp_path / "notes.txt")
    jsonl_as_log = tmp_path / "train.log"
    jsonl_as_log.write_text('{"step": 1, "loss": 0.5}\n')
    state_as_other = tmp_path / "state.dat"
    state_as_other.write_text(json.dumps({"log_history": [{"loss": 1.0, "step": 1}]}))
    yaml_as_csv = tmp_path / "config.csv"
    yaml_as_csv.write_text("lr: 0.1\nlayers: 2\n")
    events = write_events(tmp_path / "ev" / "events.out.tfevents.1.host", "loss", [1.0])
    renamed_events = tmp_path / "ev" / "renamed.bin"
    renamed_events.write_bytes(events.read_bytes())
    assert sniff_file(csv_as_txt) == ("csv", "")
    assert sniff_file(jsonl_as_log) == ("jsonl", "")
    assert sniff_file(state_as_other) == ("huggingface", "")
    assert sniff_file(yaml_as_csv)[0] is None
    assert sniff_file(renamed_events) == ("tensorboard", "")


def test_directory_of_runs_is_sorted_and_named_relative_to_the_root(tmp_path: Path) -> None:
    write_csv(tmp_path / "lightning_logs" / "version_10" / "metrics.csv")
    write_csv(tmp_path / "lightning_logs" / "version_9" / "metrics.csv")
    write_events(tmp_path / "tb" / "exp1" / "events.out.tfevents.1.host", "train/loss", [1.0, 0.5])
    (tmp_path / "jsonl").mkdir()
    (tmp_path / "jsonl" / "log.jsonl").write_text('{"step": 1, "loss": 0.5}\n')
    runs = read_runs(tmp_path)
    assert [r.name for r in runs] == [
        "jsonl",
        "lightning_logs/version_10",
        "lightning_logs/version_9",
        "tb/exp1",
    ]
    assert [r.reader for r in runs] == ["jsonl", "csv", "csv", "tensorboard"]


def test_run_directory_given_directly_is_named_after_itself(tmp_path: Path) -> None:
    run_dir = tmp_path / "version_14"
    write_csv(run_dir / "metrics.csv")
    assert read_run(run_dir).name == "version_14"
    assert read_run(run_dir / "metrics.csv").name == "version_14"


def test_lightning_folder_with_events_and_csv_is_one_run_with_a_note(tmp_path: Path) -> None:
    version = tmp_path / "lightning_logs" / "version_0"
    write_csv(version / "metrics.csv")
    write_events(version / "events.out.tfevents.1.host", "train_loss", [1.0, 0.5])
    (version / "hparams.yaml").write_text("lr: 0.01\nbatch_size: 64\n")
    runs = read_runs(tmp_path)
    assert len(runs) == 1
    (run,) = runs
    assert run.reader == "tensorboard"
    assert any("also logged as csv (lightning_logs/version_0/metrics.csv)" in n for n in run.notes)


def test_hf_output_dir_with_trainer_state_and_tensorboard_runs_is_one_run(tmp_path: Path) -> None:
    out = tmp_path / "out"
    out.mkdir()
    (out / "trainer_state.json").write_text(json.dumps({"log_history": [{"loss": 1.0, "step": 5}]}))
    write_events(out / "runs" / "Mar24_host" / "events.out.tfevents.1.host", "train/loss", [1.0])
    (run,) = read_runs(tmp_path)
    assert (run.name, run.reader) == ("out", "huggingface")
    assert any("tensorboard (out/runs/Mar24_host)" in n for n in run.notes)


def test_several_plain_logs_in_one_folder_are_several_runs(tmp_path: Path) -> None:
    write_csv(tmp_path / "a.csv")
    write_csv(tmp_path / "b.csv")
    assert [r.name for r in read_runs(tmp_path)] == ["a.csv", "b.csv"]
    with pytest.raises(InputError, match="holds 2 runs"):
        read_run(tmp_path)


def test_hparams_files_beside_a_csv_are_read_and_python_tags_are_not_executed(tmp_path: Path) -> None:
    write_csv(tmp_path / "metrics.csv")
    (tmp_path / "hparams.yaml").write_text(
        "lr: 0.001\noptim:\n  name: adam\nactivation: !!python/name:torch.nn.ReLU ''\n"
    )
    (tmp_path / "hparams.json").write_text('{"batch_size": 16, "lr": 99}')
    run = read_run(tmp_path)
    assert run.hparams["lr"] == 0.001  # the YAML file comes first
    assert run.hparams["optim.name"] == "adam"
    assert run.hparams["batch_size"] == 16
    assert "python/name" in str(run.hparams["activation"])
    assert any("Python-only tags" in n for n in run.notes)


def test_user_mapping_reaches_every_reader(tmp_path: Path) -> None:
    write_csv(tmp_path / "metrics.csv", "step,my_custom_tag\n0,1.0\n1,0.8\n")
    run = read_run(tmp_path, mapping=parse_mapping(["my_custom_tag=val/loss"]))
    series = run.series["my_custom_tag"]
    assert (series.role.value, series.kind.value, series.classified_by) == ("val", "loss", "user --map")


def test_one_unreadable_run_among_several_becomes_a_note(tmp_path: Path) -> None:
    write_csv(tmp_path / "good" / "metrics.csv")
    write_csv(tmp_path / "bad" / "metrics.csv", "step,loss\n0,1.0\n1,0.5,9\n2,0.4\n3,0.3\n")
    (run,) = read_runs(tmp_path)
    assert run.name == "good"
    assert any("bad: " in n and "ragged" in n for n in run.notes)


def test_hidden_and_cache_folders_are_not_searched(tmp_path: Path) -> None:
    write_csv(tmp_path / ".git" / "metrics.csv")
    write_csv(tmp_path / "__pycache__" / "metrics.csv")
    write_csv(tmp_path / "run" / "metrics.csv")
    assert [r.name for r in read_runs(tmp_path)] == ["run"]


def test_an_empty_log_beside_readable_runs_is_noted(tmp_path: Path) -> None:
    write_csv(tmp_path / "version_0" / "metrics.csv")
    (tmp_path / "version_1").mkdir()
    (tmp_path / "version_1" / "metrics.csv").write_text("")
    (run,) = read_runs(tmp_path)
    assert run.name == "version_0"
    assert any("version_1/metrics.csv: empty file" in n for n in run.notes)
