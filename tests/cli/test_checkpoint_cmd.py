"""`triage checkpoint FILE`: the inventory and findings as text or format-1 JSON,
exit codes for --fail-on, and one line on stderr for a file it will not load."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

torch = pytest.importorskip("torch")

from triage.cli import run  # noqa: E402


def resume_checkpoint(tmp_path: Path, broken: bool = False) -> Path:
    torch.manual_seed(0)
    model = torch.nn.Linear(8, 4)
    optimizer = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
    model(torch.randn(2, 8)).sum().backward()
    optimizer.step()
    state = model.state_dict()
    if broken:
        state["weight"][0, 0] = float("inf")
    path = tmp_path / "epoch3.ckpt"
    torch.save({"state_dict": state, "optimizer": optimizer.state_dict(), "epoch": 3}, path)
    return path


def test_text_lists_what_the_checkpoint_holds(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = run(["checkpoint", str(resume_checkpoint(tmp_path))])
    out = capsys.readouterr().out
    assert code == 0
    assert "optimizer state: yes" in out and "progress: epoch 3" in out
    assert "random-generator states: python no, numpy no, torch no" in out
    assert "checkpoint-missing-rng-state" in out


def test_json_is_format_one(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = run(["checkpoint", str(resume_checkpoint(tmp_path, broken=True)), "--format", "json"])
    # a failing checkpoint fails by default: --fail-on is high for every command
    document = json.loads(capsys.readouterr().out)
    assert code == 1
    assert document["format"] == 1
    (entry,) = document["runs"]
    assert entry["run"] == "epoch3.ckpt" and entry["reader"] == "checkpoint"
    assert entry["verdict"] == "failing"
    ids = [s["id"] for s in entry["symptoms"]]
    assert ids[0] == "checkpoint-nonfinite-tensors"
    assert entry["symptoms"][0]["code"] == "CKPT001"
    assert entry["causes"][0]["id"] == "numerical-instability"


def test_fail_on_sets_the_exit_code(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = resume_checkpoint(tmp_path, broken=True)
    assert run(["checkpoint", str(path), "--fail-on", "high"]) == 1
    assert run(["checkpoint", str(path)]) == 1  # the default, the same for every command
    (tmp_path / "ok").mkdir()
    healthy_enough = resume_checkpoint(tmp_path / "ok")
    assert run(["checkpoint", str(healthy_enough), "--fail-on", "medium"]) == 0  # only low findings
    capsys.readouterr()


def test_unsafe_or_missing_files_are_one_line_errors(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pickled = tmp_path / "model.pt"
    torch.save({"model": torch.nn.Linear(2, 2)}, pickled)
    assert run(["checkpoint", str(pickled)]) == 3
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "weights_only" in err and "Traceback" not in err
    assert run(["checkpoint", str(tmp_path / "missing.pt")]) == 3
    assert "no such file" in capsys.readouterr().err
