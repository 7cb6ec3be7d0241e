"""The ranking of differences: certainty factors that combine in any order and
stay bounded, and evidence from the curves that moves the right family up."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from triage.compare.curves import Divergence
from triage.compare.hparams import HparamRow
from triage.compare.knowledge import load_compare_knowledge
from triage.compare.ranking import combine, curve_evidence, rank_differences

KNOWLEDGE = load_compare_knowledge()
CF = st.floats(-1.0, 1.0, allow_nan=False)


@settings(derandomize=True, max_examples=200, deadline=None)
@given(a=CF, b=CF, c=CF)
def test_certainty_factors_are_bounded_and_order_independent(a: float, b: float, c: float) -> None:
    left, right = combine(combine(a, b), c), combine(a, combine(c, b))
    assert -1.0 <= left <= 1.0
    assert abs(left - right) < 1e-6 or abs(min(abs(a), abs(b), abs(c))) > 0.999


def _row(name: str, family: str, run: float, reference: float) -> HparamRow:
    return HparamRow(name, run, reference, None, True, family, (name, name))


def _leaving(series: str, role: str, start_fraction: float) -> Divergence:
    return Divergence(
        series=series,
        reference_series=series,
        role=role,
        kind="loss",
        metric="log-ratio",
        points=100,
        first_step=int(start_fraction * 100),
        first_x=start_fraction * 100,
        out_fraction=1.0,
        end_ratio=2.0,
        direction="higher",
        worse=True,
        band=0.1,
        nonfinite_in_run=0,
        start_fraction=start_fraction,
    )


ROWS = [_row("dropout", "regularization", 0.5, 0.1), _row("momentum", "optimizer", 0.9, 0.0)]


def test_only_validation_leaving_puts_regularisation_above_the_optimizer() -> None:
    evidence = curve_evidence([_leaving("val/loss", "val", 0.5)], None, 0.1)
    assert evidence.conditions == {"val-diverges-only", "diverges-later"}
    ranked = rank_differences(ROWS, evidence, KNOWLEDGE, None, None, diverged=True)
    assert [r.hparam for r in ranked] == ["dropout", "momentum"]


def test_the_train_loss_leaving_from_the_start_puts_the_optimizer_first() -> None:
    evidence = curve_evidence([_leaving("train/loss", "train", 0.0)], None, 0.1)
    assert evidence.conditions == {"train-diverges", "diverges-from-start"}
    ranked = rank_differences(ROWS, evidence, KNOWLEDGE, None, None, diverged=True)
    assert [r.hparam for r in ranked] == ["momentum", "dropout"]
    assert all(r.why[0].endswith(f"(prior {KNOWLEDGE.families[r.family].prior:.2f})") for r in ranked)


def test_noise_only_families_are_never_ranked() -> None:
    rows = [_row("seed", "seed", 1.0, 0.0), _row("save_steps", "bookkeeping", 10.0, 500.0)]
    evidence = curve_evidence([_leaving("train/loss", "train", 0.2)], None, 0.1)
    assert rank_differences(rows, evidence, KNOWLEDGE, None, None, diverged=True) == []
