"""Checkpoints and arrays, compared from files as a user saves them: parameters
missing, reshaped or frozen on one side; arrays allclose or not, where they first
differ, and their summary statistics."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from triage.cli import run as cli
from triage.compare import compare, compare_schema
from triage.errors import InputError


def _validate(doc: dict[str, object]) -> None:
    import jsonschema

    jsonschema.validate(doc, compare_schema())


# ---------------------------------------------------------------- arrays


def test_two_equal_arrays_are_allclose(tmp_path: Path) -> None:
    data = np.random.default_rng(0).normal(size=(64, 3)).astype(np.float32)
    np.save(tmp_path / "a.npy", data)
    np.save(tmp_path / "b.npy", data + np.float32(1e-9))
    comparison = compare(tmp_path / "a.npy", tmp_path / "b.npy")
    assert comparison.mode == "arrays" and comparison.tensors is not None
    (entry,) = comparison.tensors.entries
    assert entry.allclose is True and entry.first_index is None and entry.status == "same"
    assert comparison.findings == []


def test_arrays_report_the_first_differing_index_and_statistics(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    ours = np.arange(24, dtype=np.float64).reshape(4, 6)
    theirs = ours.copy()
    theirs[2, 3] += 0.5  # first difference in C order
    theirs[3, 5] *= 2.0
    np.save(tmp_path / "run.npy", ours)
    np.save(tmp_path / "benchmark.npy", theirs)
    comparison = compare(tmp_path / "run.npy", tmp_path / "benchmark.npy")
    assert comparison.tensors is not None
    (entry,) = comparison.tensors.entries
    assert entry.allclose is False and entry.status == "differs"
    assert entry.first_index == (2, 3) and entry.mismatched == 2
    assert entry.max_abs == pytest.approx(23.0) and entry.max_rel == pytest.approx(0.5)
    assert entry.run is not None and entry.reference is not None
    assert entry.run.mean == pytest.approx(float(ours.mean()))
    assert entry.reference.max == pytest.approx(46.0) and entry.reference.std == pytest.approx(
        float(theirs.std())
    )
    assert comparison.findings[0]["id"] == "array-values"

    assert (
        cli(["compare", str(tmp_path / "run.npy"), str(tmp_path / "benchmark.npy"), "--fail-on", "medium"])
        == 1
    )
    text = capsys.readouterr().out
    assert "first at index [2, 3]" in text and "mean 11.5" in text
    assert cli(["compare", str(tmp_path / "run.npy"), str(tmp_path / "benchmark.npy"), "-f", "json"]) == 0
    _validate(json.loads(capsys.readouterr().out))


def test_tolerances_decide_allclose(tmp_path: Path) -> None:
    np.save(tmp_path / "a.npy", np.ones(10))
    np.save(tmp_path / "b.npy", np.ones(10) * (1 + 1e-3))
    assert compare(tmp_path / "a.npy", tmp_path / "b.npy").findings  # numpy's default rtol 1e-5
    loose = compare(tmp_path / "a.npy", tmp_path / "b.npy", rtol=1e-2)
    assert loose.findings == [] and loose.tensors is not None and loose.tensors.entries[0].allclose


def test_folders_of_npz_and_npy_are_compared_entry_by_entry(tmp_path: Path) -> None:
    for side in ("run", "ref"):
        (tmp_path / side).mkdir()
    batch = np.random.default_rng(1).normal(size=(8, 4))
    np.savez(tmp_path / "run" / "batch0.npz", x=batch, y=np.arange(8))
    np.savez(tmp_path / "ref" / "batch0.npz", x=batch * 255.0, y=np.arange(8))  # not normalised the same way
    np.save(tmp_path / "run" / "extra.npy", np.zeros(3))
    np.save(tmp_path / "run" / "crop.npy", np.zeros((2, 32)))
    np.save(tmp_path / "ref" / "crop.npy", np.zeros((2, 28)))
    comparison = compare(tmp_path / "run", tmp_path / "ref")
    assert comparison.tensors is not None
    status = {e.name: e.status for e in comparison.tensors.entries}
    assert status == {
        "batch0.npz:x": "differs",
        "batch0.npz:y": "same",
        "crop.npy": "shape-differs",
        "extra.npy": "only-in-run",
    }
    ids = [f["id"] for f in comparison.findings]
    assert ids[:2] == ["array-missing", "array-shape"] and "array-values" in ids
    _validate(comparison.to_dict())


def test_pickled_arrays_are_refused_with_one_clear_error(tmp_path: Path) -> None:
    np.save(tmp_path / "objects.npy", np.array([{"a": 1}], dtype=object), allow_pickle=True)
    np.save(tmp_path / "plain.npy", np.zeros(1))
    with pytest.raises(InputError, match="allow_pickle=False"):
        compare(tmp_path / "objects.npy", tmp_path / "plain.npy")


def test_garbage_array_file_is_an_input_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "bad.npy").write_bytes(b"\x93NUMPY garbage")
    np.save(tmp_path / "good.npy", np.zeros(2))
    assert cli(["compare", str(tmp_path / "bad.npy"), str(tmp_path / "good.npy")]) == 3
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "bad.npy" in err and "Traceback" not in err


# ---------------------------------------------------------------- checkpoints


def _save_trained(
    path: Path, first_in: int, freeze: int | None, filtered_optimizer: bool, lightning_layout: bool = False
) -> Path:
    import torch

    torch.manual_seed(0)
    model = torch.nn.Sequential(
        torch.nn.Linear(first_in, 16),
        torch.nn.ReLU(),
        torch.nn.Linear(16, 16),
        torch.nn.ReLU(),
        torch.nn.Linear(16, 3),
    )
    if freeze is not None:
        for p in model[freeze].parameters():
            p.requires_grad_(False)
    params = [p for p in model.parameters() if p.requires_grad] if filtered_optimizer else model.parameters()
    opt = torch.optim.Adam(params, lr=1e-2)
    x, y = torch.randn(32, first_in), torch.randint(0, 3, (32,))
    for _ in range(3):
        opt.zero_grad()
        torch.nn.functional.cross_entropy(model(x), y).backward()
        opt.step()
    if lightning_layout:  # what a Lightning .ckpt holds: state_dict + a list of optimizer states
        torch.save(
            {"state_dict": model.state_dict(), "optimizer_states": [opt.state_dict()], "epoch": 1}, path
        )
    else:
        torch.save({"model": model.state_dict(), "optimizer": opt.state_dict(), "epoch": 1}, path)
    return path


@pytest.mark.parametrize(
    ("filtered_optimizer", "lightning_layout"),
    [(False, False), (True, False), (False, True)],
    ids=["optimizer-over-all", "optimizer-over-trainable", "lightning-ckpt"],
)
def test_checkpoints_name_the_reshaped_and_the_frozen_layer(
    tmp_path: Path, filtered_optimizer: bool, lightning_layout: bool, capsys: pytest.CaptureFixture[str]
) -> None:
    pytest.importorskip("torch")
    reference = _save_trained(tmp_path / "reference.pt", first_in=10, freeze=None, filtered_optimizer=False)
    run = _save_trained(
        tmp_path / "run.ckpt",
        first_in=12,
        freeze=2,
        filtered_optimizer=filtered_optimizer,
        lightning_layout=lightning_layout,
    )
    comparison = compare(run, reference)
    assert comparison.mode == "checkpoints" and comparison.tensors is not None
    reshaped = {e.name for e in comparison.tensors.with_status("shape-differs")}
    frozen = {e.name for e in comparison.tensors.frozen}
    assert reshaped == {"0.weight"}  # Linear(12, 16) vs Linear(10, 16): the bias keeps its shape
    assert frozen == {"2.weight", "2.bias"}
    assert all(e.trainable_run is False and e.trainable_reference is True for e in comparison.tensors.frozen)
    assert {f["id"] for f in comparison.findings} >= {"tensor-shape", "tensor-frozen"}
    assert comparison.findings[0]["id"] == "tensor-shape"  # structure before freezing

    assert cli(["compare", str(run), str(reference), "--fail-on", "high"]) == 1
    text = capsys.readouterr().out
    assert "0.weight: shape-differs; shape [16, 12] vs [16, 10]" in text
    assert "2.weight: differs" in text and "frozen in the run, trainable in the other" in text
    _validate(comparison.to_dict())


def test_without_optimizer_state_frozen_cannot_be_told_and_a_note_says_so(tmp_path: Path) -> None:
    torch = pytest.importorskip("torch")
    torch.manual_seed(0)
    layer = torch.nn.Linear(4, 2)
    torch.save(layer.state_dict(), tmp_path / "a.pt")
    torch.save(layer.state_dict(), tmp_path / "b.pt")
    comparison = compare(tmp_path / "a.pt", tmp_path / "b.pt")
    assert comparison.tensors is not None
    assert all(e.status == "same" and e.trainable_run is None for e in comparison.tensors.entries)
    assert comparison.findings == []
    assert any(
        "frozen cannot be told" in n or "cannot be told from the weights" in n for n in comparison.notes
    )


def test_a_half_precision_copy_differs_in_dtype_only_within_tolerance(tmp_path: Path) -> None:
    torch = pytest.importorskip("torch")
    torch.manual_seed(0)
    layer = torch.nn.Linear(8, 4)
    torch.save(layer.state_dict(), tmp_path / "fp32.pt")
    torch.save({k: v.half() for k, v in layer.state_dict().items()}, tmp_path / "fp16.pt")
    comparison = compare(tmp_path / "fp16.pt", tmp_path / "fp32.pt", rtol=1e-3, atol=1e-3)
    assert comparison.tensors is not None
    assert all(e.dtype_differs and e.allclose for e in comparison.tensors.entries)
    assert [f["id"] for f in comparison.findings] == ["tensor-dtype"]


def test_a_checkpoint_against_a_log_is_a_usage_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "model.pt").write_bytes(b"not really")
    (tmp_path / "log.csv").write_text("step,loss\n0,1\n1,0.5\n", encoding="utf-8")
    assert cli(["compare", str(tmp_path / "model.pt"), str(tmp_path / "log.csv")]) == 2
    assert "compare a checkpoint with a checkpoint" in capsys.readouterr().err
