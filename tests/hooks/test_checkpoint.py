"""Checkpoint inspection on files real torch code wrote: what they hold, what a resume
would miss, broken tensors, and a clear refusal of anything that needs unpickling."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import numpy as np
import pytest

torch = pytest.importorskip("torch")

from triage.errors import InputError  # noqa: E402
from triage.hooks.checkpoint import diagnose_checkpoint, inspect_checkpoint  # noqa: E402

torch.set_num_threads(1)


def trained_parts() -> tuple[Any, Any, Any]:
    torch.manual_seed(0)
    model = torch.nn.Sequential(
        torch.nn.Linear(8, 16), torch.nn.BatchNorm1d(16), torch.nn.ReLU(), torch.nn.Linear(16, 4)
    )
    optimizer = torch.optim.AdamW(model.parameters(), lr=1e-3)
    scheduler = torch.optim.lr_scheduler.StepLR(optimizer, step_size=10)
    for _ in range(3):
        loss = model(torch.randn(16, 8)).pow(2).mean()
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        scheduler.step()
    return model, optimizer, scheduler


def save(tmp_path: Path, name: str, obj: Any) -> Path:
    path = tmp_path / name
    torch.save(obj, path)
    return path


def symptoms(path: Path) -> dict[str, Any]:
    _, diagnosis = diagnose_checkpoint(path)
    return {f.id: f for f in diagnosis.symptoms}


def test_a_complete_training_checkpoint_is_healthy(tmp_path: Path) -> None:
    model, optimizer, scheduler = trained_parts()
    path = save(
        tmp_path,
        "full.pt",
        {
            "model_state_dict": model.state_dict(),
            "optimizer_state_dict": optimizer.state_dict(),
            "scheduler": scheduler.state_dict(),
            "epoch": 7,
            "global_step": 700,
            "rng_states": {
                "python": random.getstate(),
                "numpy": np.random.get_state(),
                "torch": torch.get_rng_state(),
            },
        },
    )
    inventory, diagnosis = diagnose_checkpoint(path)
    assert inventory.model_tensors == len(model.state_dict())
    assert inventory.model_elements == sum(t.numel() for t in model.state_dict().values())
    assert inventory.has_optimizer and inventory.has_scheduler
    assert (inventory.epoch, inventory.step) == (7, 700)
    assert inventory.rng == {"python": True, "numpy": True, "torch": True, "cuda": False}
    assert diagnosis.verdict == "healthy" and diagnosis.symptoms == []
    assert diagnosis.run.name == "full.pt" and diagnosis.run.hparams["checkpoint_epoch"] == 7


def test_resume_without_rng_or_progress_is_flagged(tmp_path: Path) -> None:
    model, optimizer, _ = trained_parts()
    path = save(tmp_path, "resume.pt", {"model": model.state_dict(), "optimizer": optimizer.state_dict()})
    found = symptoms(path)
    assert found["checkpoint-missing-rng-state"].measurements["missing"] == ["python", "numpy", "torch"]
    assert "checkpoint-missing-progress" in found
    _, diagnosis = diagnose_checkpoint(path)
    assert diagnosis.causes[0].id == "checkpoint-missing-state"


def test_weights_only_export_needs_no_optimizer_or_rng(tmp_path: Path) -> None:
    model, _, _ = trained_parts()
    found = symptoms(save(tmp_path, "weights.pt", model.state_dict()))
    assert found["checkpoint-missing-optimizer-state"].severity == "low"
    assert "checkpoint-missing-rng-state" not in found
    with_progress = symptoms(save(tmp_path, "progress.pt", {"state_dict": model.state_dict(), "epoch": 3}))
    assert with_progress["checkpoint-missing-optimizer-state"].severity == "medium"


def test_nonfinite_zero_and_blown_up_tensors(tmp_path: Path) -> None:
    model, optimizer, _ = trained_parts()
    state = model.state_dict()
    state["0.weight"][2, 3] = float("nan")
    state["3.weight"].zero_()
    found = symptoms(
        save(tmp_path, "broken.pt", {"model": state, "optimizer": optimizer.state_dict(), "epoch": 1})
    )
    assert found["checkpoint-nonfinite-tensors"].measurements["names"] == ["model.0.weight"]
    assert found["checkpoint-nonfinite-tensors"].severity == "critical"
    assert found["checkpoint-zero-tensors"].measurements["names"] == ["model.3.weight"]

    model, _, _ = trained_parts()
    state = model.state_dict()
    state["3.weight"].mul_(1e5)
    state["1.running_var"].fill_(1e6)  # batch-norm statistics are not weights
    blown = symptoms(save(tmp_path, "blown.pt", state))
    assert blown["checkpoint-absurd-norms"].measurements["names"] == ["3.weight"]


def test_optimizer_moments_with_nan_are_found(tmp_path: Path) -> None:
    model, optimizer, _ = trained_parts()
    opt_state = optimizer.state_dict()
    first = next(iter(opt_state["state"].values()))
    first["exp_avg_sq"].fill_(float("inf"))
    found = symptoms(
        save(tmp_path, "moments.pt", {"model": model.state_dict(), "optimizer": opt_state, "step": 10})
    )
    assert found["checkpoint-nonfinite-tensors"].measurements["section"] == "optimizer"


def test_hugging_face_style_rng_file(tmp_path: Path) -> None:
    path = save(
        tmp_path,
        "rng_state.pth",
        {"python": random.getstate(), "numpy": np.random.get_state(), "cpu": torch.random.get_rng_state()},
    )
    inventory = inspect_checkpoint(path)
    assert inventory.rng["python"] and inventory.rng["numpy"] and inventory.rng["torch"]
    assert not inventory.has_model


def test_pickled_objects_are_refused_without_running_them(tmp_path: Path) -> None:
    model, _, _ = trained_parts()
    path = save(tmp_path, "pickled.pt", {"model": model, "epoch": 1})
    with pytest.raises(InputError, match="refuses to unpickle") as refused:
        inspect_checkpoint(path)
    assert "Sequential" in str(refused.value) and str(path) in str(refused.value)


class _RunsACommand:
    """What a malicious checkpoint pickles: a call made on load."""

    def __reduce__(self) -> tuple[Any, tuple[str]]:
        return (os.system, ("echo this must never run",))


def test_a_malicious_checkpoint_names_the_blocked_global_and_warns_against_weights_only_false(
    tmp_path: Path,
) -> None:
    path = save(tmp_path, "evil.pt", {"model": {"w": torch.zeros(2)}, "payload": _RunsACommand()})
    with pytest.raises(InputError) as refused:
        inspect_checkpoint(path)
    message = str(refused.value)
    assert f"({os.system.__module__}.system)" in message  # posix.system: the call it would make
    assert "Do NOT re-run torch.load with weights_only=False" in message
    assert "will likely succeed" not in message and "\n" not in message


def test_a_nan_epoch_is_said_not_used(tmp_path: Path) -> None:
    model, optimizer, _ = trained_parts()
    path = save(
        tmp_path,
        "nan-epoch.pt",
        {"model": model.state_dict(), "optimizer": optimizer.state_dict(), "epoch": float("nan"), "step": 7},
    )
    inventory, diagnosis = diagnose_checkpoint(path)
    assert (inventory.epoch, inventory.step) == (None, 7)
    assert any("epoch is nan, not a count" in line for line in inventory.describe())
    assert diagnosis.run.hparams["checkpoint_step"] == 7


MEASURE_SCRIPT = """
import resource, sys, torch
from triage.hooks.checkpoint import CheckpointInventory, _measure
tensor = torch.randn(int(sys.argv[1]), dtype=torch.float32)
tensor[5] = float("nan")
before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
inventory = CheckpointInventory(path="x", size_bytes=0)
_measure(inventory, "w", tensor, "model")
after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
check = inventory.tensors[0]
print((after - before) * 1024, check.nonfinite, check.rms)
"""


def test_measuring_a_large_tensor_copies_no_whole_float64_version_of_it() -> None:
    # 64 MB of float32: a whole float64 copy, its mask and its finite part would add >= 128 MB
    elements = 16 * 1024 * 1024
    result = subprocess.run(
        [sys.executable, "-c", MEASURE_SCRIPT, str(elements)], capture_output=True, text=True, timeout=300
    )
    assert result.returncode == 0, result.stderr
    grown, nonfinite, rms = result.stdout.split()
    assert int(nonfinite) == 1
    assert abs(float(rms) - 1.0) < 0.01  # randn: unit RMS over the finite values
    assert int(grown) < elements * 4 // 2, f"peak grew by {int(grown):,} bytes for {elements * 4:,}"


@pytest.mark.parametrize(
    ("content", "message"),
    [(b"", "empty file"), (b"\x00garbage" * 50, "not a readable PyTorch checkpoint")],
)
def test_bad_files_are_input_errors(tmp_path: Path, content: bytes, message: str) -> None:
    path = tmp_path / "bad.pt"
    path.write_bytes(content)
    with pytest.raises(InputError, match=message):
        inspect_checkpoint(path)


def test_a_list_is_not_a_checkpoint(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="holds a list"):
        inspect_checkpoint(save(tmp_path, "list.pt", [torch.zeros(3)]))


def _rule_case(tmp_path: Path, rule: str) -> Path:
    model, optimizer, scheduler = trained_parts()
    state = model.state_dict()
    rng = {"python": random.getstate(), "numpy": np.random.get_state(), "torch": torch.get_rng_state()}
    full: dict[str, Any] = {"model": state, "optimizer": optimizer.state_dict(), "epoch": 2, "rng": rng}
    if rule == "checkpoint-nonfinite-weights":
        state["0.weight"].fill_(float("nan"))
    elif rule == "checkpoint-weights-blown-up":
        state["0.weight"].mul_(1e6)
    elif rule == "checkpoint-zero-weight-matrices":
        state["0.weight"].zero_()
    elif rule == "checkpoint-resume-without-optimizer":
        del full["optimizer"]
    elif rule == "checkpoint-resume-not-reproducible":
        del full["rng"]
    elif rule == "checkpoint-resume-restarts-schedule":
        del full["epoch"]
    return save(tmp_path, f"{rule}.pt", full)


CHECKPOINT_RULES = [
    "checkpoint-nonfinite-weights",
    "checkpoint-weights-blown-up",
    "checkpoint-zero-weight-matrices",
    "checkpoint-resume-without-optimizer",
    "checkpoint-resume-not-reproducible",
    "checkpoint-resume-restarts-schedule",
]


def test_every_checkpoint_rule_is_listed() -> None:
    import yaml

    rules_file = Path(__file__).resolve().parents[2] / "knowledge_base" / "rules" / "monitor.yaml"
    ids = {r["id"] for r in yaml.safe_load(rules_file.read_text(encoding="utf-8"))["rules"]}
    assert {r for r in ids if r.startswith("checkpoint-")} == set(CHECKPOINT_RULES)


@pytest.mark.parametrize("rule", CHECKPOINT_RULES)
def test_each_checkpoint_rule_fires_on_its_fault_and_not_on_a_complete_checkpoint(
    tmp_path: Path, rule: str
) -> None:
    _, diagnosis = diagnose_checkpoint(_rule_case(tmp_path, rule))
    assert rule in {r for cause in diagnosis.causes for r in cause.rules}
    _, complete = diagnose_checkpoint(_rule_case(tmp_path, "none"))
    assert rule not in {r for cause in complete.causes for r in cause.rules}
