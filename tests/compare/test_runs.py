"""The bar of issue 13 on real torch runs (same seed and data, one thing changed):
where the train loss leaves the reference's band, which setting is ranked first,
and what is *not* flagged (a seed-only difference, an identical run)."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

pytest.importorskip("torch")
pytestmark = pytest.mark.slow  # seven small trainings, about 15 s of CPU in all

from tests.compare.training import Recipe, train  # noqa: E402
from triage.cli import run as cli  # noqa: E402
from triage.compare import Comparison, compare, compare_schema  # noqa: E402
from triage.readers import read_run  # noqa: E402

STEPS = 1000
CHANGE_AT = 300
BASE = Recipe(steps=STEPS)


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """Seven trainings, about 2 s each: the reference, an identical re-run, another seed,
    lr x10 from step 300 (its config records the new lr, as a resumed run's would),
    Adam eps 1e-3 (the reference leaves eps at the default), and the same eps change
    where gradients are 1e-4 as large (a loss scaled down), so that eps dominates."""
    root = tmp_path_factory.mktemp("compare-runs")
    recipes = {
        "reference": BASE,
        "identical": BASE,
        "other-seed": replace(BASE, seed=1),
        "lr-x10": replace(BASE, lr_factor_from=(CHANGE_AT, 10.0), hparams={"learning_rate": BASE.lr * 10}),
        "eps": replace(BASE, eps=1e-3),
        "small-grads": replace(BASE, loss_scale=1e-4),
        "small-grads-eps": replace(BASE, loss_scale=1e-4, eps=1e-3),
    }
    return {name: train(recipe, root / name) for name, recipe in recipes.items()}


def _divergence(comparison: Comparison, series: str) -> dict[str, object]:
    return next(d for d in comparison.to_dict()["divergence"] if d["series"] == series)


def test_lr_change_is_found_within_ten_percent_after_it_and_never_before(runs: dict[str, Path]) -> None:
    comparison = compare(runs["lr-x10"], runs["reference"])
    train_loss = _divergence(comparison, "train/loss")
    first = train_loss["first_step"]
    assert isinstance(first, int)
    assert CHANGE_AT <= first <= CHANGE_AT + 0.1 * STEPS, first
    for d in comparison.divergence:  # no series leaves the band before the change
        assert d.first_step is None or d.first_step >= CHANGE_AT, (d.series, d.first_step)
    assert train_loss["direction"] == "higher" and train_loss["worse"] is True
    assert comparison.first_diverging == "train/loss"
    assert comparison.lr_difference is not None and comparison.lr_difference.first_step == CHANGE_AT
    assert comparison.lr_difference.ratio == pytest.approx(10.0)


def test_the_changed_lr_is_listed_as_differing_and_ranked_first(runs: dict[str, Path]) -> None:
    comparison = compare(runs["lr-x10"], runs["reference"])
    lr = next(row for row in comparison.hparams if row.name == "lr")
    assert lr.differs and lr.rank == 1
    assert lr.run == pytest.approx(0.1) and lr.reference == pytest.approx(0.01)
    assert lr.written_as == ("learning_rate", "learning_rate")
    top = comparison.causes()[0]
    assert top["kind"] == "hparam" and top["hparams"] == ["lr"]
    assert any("logged learning-rate curves themselves differ" in why for why in top["why"])


def test_a_logged_lr_change_with_identical_configs_is_ranked_first(runs: dict[str, Path]) -> None:
    changed = read_run(runs["lr-x10"])
    changed.hparams["learning_rate"] = BASE.lr  # the config says nothing changed
    comparison = compare(changed, read_run(runs["reference"]))
    ranked = [row for row in comparison.hparams if row.rank is not None]
    assert ranked[0].name == "lr_logged" and "from step 300" in str(ranked[0].run)
    assert not any(row.differs for row in comparison.hparams if row.name == "lr")


def test_adam_eps_against_the_default_is_filled_in_differs_and_is_ranked_first(runs: dict[str, Path]) -> None:
    comparison = compare(runs["eps"], runs["reference"])
    eps = next(row for row in comparison.hparams if row.name == "adam_eps")
    assert eps.run == pytest.approx(1e-3)
    assert eps.reference == pytest.approx(1e-8)  # PyTorch's Adam default, filled in
    assert eps.default_used == "reference" and "torch.optim.Adam" in eps.note
    assert eps.differs and eps.rank == 1
    assert [row.name for row in comparison.hparams if row.differs] == ["adam_eps"]


def test_eps_that_dominates_small_gradients_parts_the_curves_from_the_start(runs: dict[str, Path]) -> None:
    comparison = compare(runs["small-grads-eps"], runs["small-grads"])
    first = next(d for d in comparison.divergence if d.series == comparison.first_diverging)
    assert first.first_step is not None and first.first_step <= 0.1 * STEPS  # the change acts from step 0
    assert first.worse is True  # learning is slower: the loss is higher
    top = comparison.differences[0]
    assert top.hparam == "adam_eps" and top.rank == 1
    assert any("two orders of magnitude" in why for why in top.why)
    # with a gap to explain, the same difference weighs more than where the curves agree
    quiet = compare(runs["eps"], runs["reference"]).differences[0]
    assert quiet.hparam == "adam_eps" and top.score > quiet.score


def test_a_seed_only_difference_is_not_flagged(runs: dict[str, Path]) -> None:
    comparison = compare(runs["other-seed"], runs["reference"])
    seed = next(row for row in comparison.hparams if row.name == "seed")
    assert seed.differs and seed.rank is None  # listed, never ranked as a cause
    assert comparison.differences == []
    assert comparison.diverged == []
    assert comparison.first_diverging is None
    assert not [c for c in comparison.causes() if c["kind"] == "hparam"]


def test_two_identical_runs_show_no_divergence_and_exit_zero(
    runs: dict[str, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    code = cli(["compare", str(runs["identical"]), str(runs["reference"]), "--fail-on", "low", "-f", "json"])
    doc = json.loads(capsys.readouterr().out)
    assert code == 0
    assert doc["first_diverging"] is None
    assert all(d["first_step"] is None for d in doc["divergence"]) and doc["divergence"]
    assert not any(row["differs"] for row in doc["hparams"])
    assert doc["causes"] == [] and doc["symptoms_only_in_run"] == []


def test_the_lr_run_fails_the_gate_and_every_format_renders(
    runs: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import jsonschema

    args = ["compare", str(runs["lr-x10"]), str(runs["reference"])]
    assert cli([*args, "--fail-on", "high"]) == 1  # the train loss leaves the band the bad way
    text = capsys.readouterr().out
    assert "train/loss: leaves the reference's band at step" in text
    assert "1. lr differs" in text

    assert cli([*args, "-f", "json"]) == 1  # the default --fail-on is high, as for every command
    doc = json.loads(capsys.readouterr().out)
    jsonschema.validate(doc, compare_schema())
    assert doc["kind"] == "compare" and doc["format"] == 1 and doc["mode"] == "runs"

    assert cli([*args, "-f", "md", "--exit-zero"]) == 0
    assert "| 1 | lr | 0\\.1 | 0\\.01 |" in capsys.readouterr().out  # "0." escaped: it would start a list

    page = tmp_path / "compare.html"
    assert cli([*args, "-f", "html", "-o", str(page), "--fail-on", "critical"]) == 0
    html = page.read_text(encoding="utf-8")
    assert html.count("<svg") == len(doc["divergence"])  # one overlay per shared series
    assert "stroke-dasharray" in html  # the reference is dashed
    assert "http://" not in html.replace('xmlns="http://www.w3.org/2000/svg"', "")  # nothing fetched
    assert html.index("<code>lr</code>") < html.index("<code>seed</code>")  # what matters on top


def test_samples_alignment_uses_the_batch_size(runs: dict[str, Path]) -> None:
    comparison = compare(runs["lr-x10"], runs["reference"], align="samples")
    train_loss = _divergence(comparison, "train/loss")
    assert train_loss["first_x"] == pytest.approx(float(train_loss["first_step"]) * BASE.batch_size)  # type: ignore[arg-type]


def test_epoch_alignment_without_epoch_information_is_a_usage_error(
    runs: dict[str, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli(["compare", str(runs["eps"]), str(runs["reference"]), "--align", "epoch"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "steps_per_epoch" in err
