"""`triage compare` on real public logs (read in place): a Lightning run that
never learned against the same model's run that did, and a run against itself."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from triage.cli import run as cli
from triage.compare import compare, compare_schema

STUCK = "lightning-lstm-stuck/lightning_logs/version_2"
LEARNS = "lightning-lstm-stuck/lightning_logs/version_11"


def test_a_run_that_never_learned_leaves_the_band_of_one_that_did(
    real_logs: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import jsonschema

    comparison = compare(real_logs / STUCK, real_logs / LEARNS)
    assert comparison.first_diverging == "train_loss"
    train = next(d for d in comparison.divergence if d.series == "train_loss")
    assert train.direction == "higher" and train.worse is True
    assert train.end_ratio is not None and train.end_ratio > 10  # flat at 0.25 vs converged to ~1e-3
    assert "slow-convergence" in {f.id for f in comparison.symptoms_only_in_run}
    assert (
        cli(["compare", str(real_logs / STUCK), str(real_logs / LEARNS), "--fail-on", "high", "-f", "json"])
        == 1
    )
    jsonschema.validate(json.loads(capsys.readouterr().out), compare_schema())


def test_a_real_run_against_itself_is_quiet(real_logs: Path) -> None:
    comparison = compare(real_logs / LEARNS, real_logs / LEARNS)
    assert comparison.divergence and comparison.diverged == []
    assert comparison.symptoms_only_in_run == [] and comparison.causes() == []


def test_hf_runs_get_the_trainer_defaults(real_logs: Path) -> None:
    comparison = compare(real_logs / "hf-whisper-braj-lr-unstable", real_logs / "hf-whisper-zh-healthy")
    assert comparison.run["framework"] == "huggingface" and comparison.reference["framework"] == "huggingface"
    assert not comparison.run["framework_assumed"]
    assert comparison.to_dict()["kind"] == "compare"
