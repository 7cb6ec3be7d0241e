"""The pieces of the analysis on their own: the single-hparam rule, the
Spearman fallback without scikit-learn, the objective option."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.sweep.conftest import Scanned
from triage.errors import UsageError
from triage.sweep import analysis
from triage.sweep.analysis import SweepTable, best_rule, failure_groups
from triage.sweep.engine import Objective


def _table(rows: list[tuple[str, float, dict[str, object]]]) -> SweepTable:
    table = SweepTable()
    for i, (verdict, objective, hparams) in enumerate(rows):
        table.add(
            {
                "run": f"r{i}",
                "verdict": verdict,
                "top_cause": "c" if verdict == "failing" else "",
                "objective": objective,
                "hparams": hparams,
            }
        )
    return table


def test_the_rule_is_the_threshold_that_separates_failing_from_healthy() -> None:
    rows = [("failing", 1.0, {"lr": lr, "bs": 32}) for lr in (0.5, 1.0, 2.0)]
    rows += [("healthy", 0.1, {"lr": lr, "bs": 32}) for lr in (0.01, 0.1, 0.3)]
    rows += [("healthy", 0.1, {"lr": 0.6, "bs": 64})]  # one healthy run above the threshold
    groups = failure_groups(_table(rows))
    assert len(groups) == 1 and groups[0]["cause"] == "c"
    rule = groups[0]["hparam_rule"]
    assert (rule["hparam"], rule["op"], rule["value"]) == ("lr", ">=", 0.5)
    assert (rule["covers"], rule["of"], rule["others_matching"], rule["others"]) == (3, 3, 1, 4)
    assert rule["purity"] == 0.75
    assert rule["text"].startswith("lr >= 0.5 in all of them; 1 of the 4 runs")


def test_no_rule_when_no_hparam_separates_the_failures() -> None:
    rows = [("failing", 1.0, {"seed": s}) for s in (1, 3, 5, 7)]
    rows += [("healthy", 0.1, {"seed": s}) for s in (2, 4, 6, 8)]
    rule = failure_groups(_table(rows))[0]["hparam_rule"]
    # a threshold on the seed covers half the failures at best, no purer than chance
    assert rule is None or rule["purity"] <= 0.75


@settings(derandomize=True, max_examples=60, deadline=None)
@given(
    st.lists(
        st.tuples(st.booleans(), st.sampled_from([0.001, 0.01, 0.1, 1.0, 10.0]), st.sampled_from(["a", "b"])),
        min_size=2,
        max_size=30,
    )
)
def test_a_reported_rule_holds_as_reported(rows: list[tuple[bool, float, str]]) -> None:
    table = _table([("failing" if f else "healthy", 0.0, {"lr": lr, "opt": o}) for f, lr, o in rows])
    members = [i for i, (f, _lr, _o) in enumerate(rows) if f]
    others = [i for i, (f, _lr, _o) in enumerate(rows) if not f]
    if not members:
        return
    rule = best_rule(table, members, others)
    if rule is None:
        return
    value, op = rule["value"], rule["op"]
    holds = [
        (lr >= value if op == ">=" else lr <= value) if rule["hparam"] == "lr" else o == value
        for _f, lr, o in rows
    ]
    covered = sum(1 for i in members if holds[i])
    wrong = sum(1 for i in others if holds[i])
    assert (rule["covers"], rule["others_matching"]) == (covered, wrong)
    assert covered / len(members) >= 0.5
    assert rule["purity"] == pytest.approx(covered / (covered + wrong), abs=1e-4)


def test_without_scikit_learn_spearman_ranks_alone_and_says_so(
    scanned: Scanned, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(analysis, "_sklearn", lambda: None)
    table = SweepTable.of(scanned.document["runs"])
    ranking = analysis.hparam_importance(table)
    assert ranking[0]["name"] == "lr"
    assert ranking[0]["importance"] == pytest.approx(abs(ranking[0]["spearman"]), abs=1e-4)
    assert "Spearman" in analysis.importance_method() and "not installed" in analysis.importance_method()


def test_too_few_runs_give_no_importance_rather_than_noise() -> None:
    rows = [
        ("healthy", float(i), {"lr": 10.0**-i, "seed": i})
        for i in range(analysis.MIN_RUNS_FOR_IMPORTANCE - 1)
    ]
    assert analysis.hparam_importance(_table(rows)) == []


@pytest.mark.parametrize(
    ("text", "metric", "goal"),
    [
        (None, "val/loss", ""),
        ("val/loss", "val/loss", ""),
        ("acc:max", "acc", "max"),
        ("a:b:min", "a:b", "min"),
    ],
)
def test_objective_option(text: str | None, metric: str, goal: str) -> None:
    parsed = Objective.parse(text)
    assert (parsed.metric, parsed.goal) == (metric, goal)


def test_an_empty_objective_is_a_usage_error() -> None:
    with pytest.raises(UsageError):
        Objective.parse(":max")


def test_an_objective_on_the_train_loss_changes_the_values(scanned: Scanned, sweep_dir: object) -> None:
    from triage.readers import read_run
    from triage.sweep.engine import objective_value

    run = read_run(str(scanned.document["runs"][0]["source"]))
    train, name, goal = objective_value(run, Objective.parse("train/loss:min"))
    val, _, auto_goal = objective_value(run, Objective())
    assert name == "train/loss" and train is not None and val is not None and math.isfinite(train)
    assert goal == auto_goal == "min"  # a loss is minimised unless told otherwise
    assert val == scanned.document["runs"][0]["objective"] != train
