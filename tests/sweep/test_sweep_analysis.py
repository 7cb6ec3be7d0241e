"""The bar of issue 15 on a real sweep: lr ranks first and the seed last,
every diverged run lands in a learning-rate-too-high group with an lr rule,
the document follows its schema, the index shows every run."""

from __future__ import annotations

import json
import math
import re
from pathlib import Path

import jsonschema
import pytest

from tests.sweep.conftest import Scanned, scan_schema
from tests.sweep.sweep_runs import sweep_points


def _diverged(run_dir: Path) -> bool:
    """Read from the raw log, independently of triage: the train loss went
    non-finite, or ended over 10x where it started."""
    losses = []
    for line in (run_dir / "metrics.jsonl").read_text(encoding="utf-8").splitlines():
        value = json.loads(line)["train/loss"]
        losses.append(float(value) if not isinstance(value, str) else math.nan)
    return any(not math.isfinite(v) for v in losses) or losses[-1] > 10 * losses[0]


def test_the_document_follows_its_schema_and_lists_every_run(scanned: Scanned, sweep_dir: Path) -> None:
    doc = scanned.document
    jsonschema.validate(doc, scan_schema())
    names = sorted(p.name for p in sweep_dir.iterdir())
    assert [r["run"] for r in doc["runs"]] == names
    assert doc["objective"] == {"metric": "val/loss", "goal": "min", "description": "best val/loss"}
    first = doc["runs"][0]
    assert set(first["hparams"]) >= {"lr", "batch_size", "dropout", "seed"}
    assert first["hparams"]["lr"] == sweep_points()[0]["lr"]


def test_lr_ranks_first_and_the_seed_last_or_near_zero(scanned: Scanned) -> None:
    pytest.importorskip("sklearn")  # without it the ranking is Spearman's (tested on its own)
    ranking = scanned.document["hparam_importance"]
    names = [e["name"] for e in ranking]
    assert names[0] == "lr", ranking
    lr, seed = ranking[0], next(e for e in ranking if e["name"] == "seed")
    assert seed is ranking[-1] or seed["importance"] < 0.05 * lr["importance"], ranking
    assert lr["low"] > seed["high"], ranking  # the intervals do not overlap
    for entry in ranking:
        assert entry["low"] <= entry["importance"] <= entry["high"]
    assert "random-forest permutation importance" in scanned.document["importance_method"]


def test_every_diverged_run_is_in_a_learning_rate_group_with_an_lr_rule(
    scanned: Scanned, sweep_dir: Path
) -> None:
    diverged = {p.name for p in sweep_dir.iterdir() if _diverged(p)}
    assert len(diverged) >= 10  # the sweep's top lrs do diverge
    groups = scanned.document["failure_groups"]
    grouped = {run: g for g in groups for run in g["runs"]}
    for run in diverged:
        group = grouped[run]
        assert group["cause"] == "learning-rate-too-high", group
        rule = group["hparam_rule"]
        assert rule["hparam"] == "lr" and rule["op"] == ">=", rule
        assert rule["covers"] == rule["of"] == len(group["runs"])
    by_run = {r["run"]: r for r in scanned.document["runs"]}
    # the rule is true of the group and as pure as it says
    for group in groups:
        rule = group["hparam_rule"]
        if rule is None:
            continue
        matching = [
            r for r in by_run.values() if r["hparams"].get(rule["hparam"], -math.inf) >= rule["value"]
        ]
        inside = [r for r in matching if r["run"] in group["runs"]]
        assert len(inside) == rule["covers"]
        assert rule["purity"] == pytest.approx(len(inside) / len(matching), abs=1e-4)


def test_the_index_shows_every_run_with_a_sparkline_and_degrades_to_a_static_table(
    scanned: Scanned, sweep_dir: Path
) -> None:
    html = scanned.html
    body = html[html.index('<table class="summary-table sweep"') :]
    for path in sweep_dir.iterdir():
        assert f">{path.name}<" in body, path.name
    assert body.count('<svg class="spark"') == len(list(sweep_dir.iterdir()))
    assert '<svg class="scatter"' in html and "against lr" in html
    assert "learning-rate-too-high" in html[html.index('id="failures"') :]
    # worst first without the script: the static order is the useful one
    verdicts = re.findall(r'verdict-badge v-([a-z]+)"', body)
    order = ["unreadable", "failing", "warning", "inconclusive", "healthy"]
    assert verdicts == sorted(verdicts, key=order.index)
    # the controls are hidden until the script runs; nothing is fetched
    assert 'id="controls" hidden' in html
    assert not re.search(r'<(script|link|img)[^>]+(src|href)="(https?:)?//', html)
