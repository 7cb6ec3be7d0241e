"""`triage series`: the runs and series found under the paths given, as text for people
and as the format-1 JSON document; exit codes and --map as DESIGN.md fixes them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from triage.cli import run as triage_cli


def write_run(directory: Path) -> Path:
    directory.mkdir(parents=True, exist_ok=True)
    (directory / "metrics.csv").write_text(
        "epoch,step,train_loss,val_loss,my_tag\n0,10,1.0,,0.5\n0,10,,1.2,\n1,20,nan,,0.4\n"
    )
    (directory / "hparams.yaml").write_text("lr: 0.01\n")
    return directory


def test_json_document_describes_every_run(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    write_run(tmp_path / "logs" / "version_0")
    write_run(tmp_path / "logs" / "version_1")
    assert triage_cli(["series", str(tmp_path / "logs"), "--format", "json"]) == 0
    document = json.loads(capsys.readouterr().out)
    assert document["format"] == 1
    assert [r["run"] for r in document["runs"]] == ["version_0", "version_1"]
    first = document["runs"][0]
    assert first["reader"] == "csv" and first["source"].endswith("metrics.csv")
    assert first["hparams"] == {"lr": 0.01}
    series = {s["name"]: s for s in first["series"]}
    assert set(series) == {"epoch", "train_loss", "val_loss", "my_tag"}
    train = series["train_loss"]
    assert (train["role"], train["kind"], train["points"]) == ("train", "loss", 2)
    assert (train["first_step"], train["last_step"], train["nonfinite"]) == (10, 20, 1)
    assert series["val_loss"]["role"] == "val"
    assert isinstance(first["notes"], list)


def test_map_relabels_a_tag_and_says_so(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    run_dir = write_run(tmp_path / "r")
    assert triage_cli(["series", str(run_dir), "-f", "json", "--map", "my_tag=test/metric"]) == 0
    series = {s["name"]: s for s in json.loads(capsys.readouterr().out)["runs"][0]["series"]}
    assert (series["my_tag"]["role"], series["my_tag"]["kind"]) == ("test", "metric")
    assert series["my_tag"]["classified_by"] == "user --map"


def test_text_output_shows_labels_guesses_hparams_and_notes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run_dir = write_run(tmp_path / "r")
    assert triage_cli(["series", str(run_dir)]) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert lines[0].startswith("r  [csv]")
    train_line = next(line for line in lines if line.strip().startswith("train_loss"))
    assert "train" in train_line and "loss" in train_line and "10..20" in train_line
    assert "'train' + 'loss' in the name" in train_line
    assert "hparams: lr=0.01" in out


def test_several_paths_are_listed_in_order(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    write_run(tmp_path / "b")
    write_run(tmp_path / "a")
    assert triage_cli(["series", str(tmp_path / "b"), str(tmp_path / "a"), "--format", "json"]) == 0
    assert [r["run"] for r in json.loads(capsys.readouterr().out)["runs"]] == ["b", "a"]


def test_real_logs_json_is_strict_json(real_logs: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert triage_cli(["series", str(real_logs / "lightning-pinn-nan"), "--format", "json"]) == 0
    out = capsys.readouterr().out
    document = json.loads(out, parse_constant=lambda token: pytest.fail(f"non-standard JSON {token}"))
    nonfinite = {
        s["name"]: s["nonfinite"] for r in document["runs"] for s in r["series"] if r["run"].endswith("14")
    }
    assert nonfinite["mean_loss"] == 44


def test_exit_codes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert triage_cli(["series", str(tmp_path / "missing")]) == 3
    assert triage_cli(["series", str(write_run(tmp_path / "r")), "--format", "xml"]) == 2
    assert triage_cli(["series", str(tmp_path / "r"), "--map", "x=y"]) == 2
    err = capsys.readouterr().err
    assert "no such file or directory" in err and "--format 'xml'" in err
