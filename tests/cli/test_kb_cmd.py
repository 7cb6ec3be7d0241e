"""`triage explain`, `triage rules` and `triage kb check`: what they print and
the exit codes they return."""

from __future__ import annotations

import json
import textwrap
from pathlib import Path

import pytest

from triage.cli import run


def test_explain_a_cause_prints_checks_and_fixes(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["explain", "missing-zero-grad"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("missing-zero-grad (WFL002):")
    assert "How to check:" in out and "How to fix:" in out and "1. " in out
    assert "gradient-norm-grows-steadily" in out  # the rules that weigh it


def test_explain_a_rule_prints_its_conditions(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["explain", "lr-far-above-adam-range"]) == 0
    out = capsys.readouterr().out
    assert "fact optimizer_family == adam-like" in out
    assert "learning-rate-too-high: +0.35" in out


def test_explain_by_code(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["explain", "hyp001"]) == 0
    assert capsys.readouterr().out.startswith("learning-rate-too-high (HYP001)")


def test_explain_unknown_id_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["explain", "no-such-thing"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "no-such-thing" in err


def test_rules_text_and_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["rules"]) == 0
    text = capsys.readouterr().out
    assert "Causes (" in text and "learning-rate-too-high" in text
    assert run(["rules", "--format", "json"]) == 0
    document = json.loads(capsys.readouterr().out)
    assert {"symptoms", "causes", "rules"} == set(document)
    rule = next(r for r in document["rules"] if r["id"] == "gradient-norm-grows-steadily")
    assert rule["causes"]["missing-zero-grad"] == pytest.approx(0.8)
    assert run(["rules", "--format", "yaml"]) == 2


def test_kb_check_clean(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["kb", "check"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("knowledge base OK (bundled):") and "causes" in out and "rules" in out


def test_kb_check_reports_every_problem_with_file_and_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rules = tmp_path / "rules"
    rules.mkdir()
    (rules / "overfitting.yaml").write_text(
        textwrap.dedent("""\
        rules:
          - id: my-rule
            title: t
            because: b
            when:
              all:
                - symptom: overfitting
            causes:
              - {cause: insufficient-data, certainty: 0.3}
              - {cause: ghost-cause, certainty: 0.5}
              - {cause: too-many-epochs, certainty: 2}
        """)
    )
    assert run(["kb", "check", str(tmp_path)]) == 2
    err = capsys.readouterr().err.splitlines()
    assert f"{tmp_path}/rules/overfitting.yaml:11 causes[2].certainty: must be in (-1, 1]" in err
    assert f"{tmp_path}/rules/overfitting.yaml:10 causes[1].cause: unknown cause 'ghost-cause'" in err
    assert err[-1] == "triage: 2 problem(s) in the knowledge base"


def test_kb_check_accepts_a_valid_extension(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "team.yaml").write_text(
        textwrap.dedent("""\
        rules:
          - id: team-spikes-rule
            title: Spikes on our cluster are usually the flaky loader
            because: the loss spiked
            when: {all: [{symptom: loss-spikes}]}
            causes: [{cause: bad-input-data, certainty: 0.5}]
        """)
    )
    assert run(["kb", "check", str(tmp_path)]) == 0
    assert "bundled + " in capsys.readouterr().out


def test_kb_option_overrides_an_entry_for_explain(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "causes").mkdir()
    (tmp_path / "causes" / "c.yaml").write_text(
        textwrap.dedent("""\
        causes:
          - id: data-not-shuffled
            title: Our loader never shuffles
            category: input-data
            mechanism: The in-house loader streams shards in a fixed order, so every epoch repeats itself.
            checks: [check the shard order]
            fixes: [use the shuffling loader]
        """)
    )
    assert run(["explain", "data-not-shuffled", "--kb", str(tmp_path)]) == 0
    assert "Our loader never shuffles" in capsys.readouterr().out


def test_explain_shows_what_a_symptom_explains_and_what_explains_it() -> None:
    import copy
    from types import SimpleNamespace

    from triage.kb import load_knowledge_base
    from triage.kb.explain import explain_text

    base = load_knowledge_base()
    runaway = base.symptoms["loss-runaway"]
    if "loss-oscillation" not in tuple(getattr(runaway, "explains", ()) or ()):
        # a knowledge base from before `explains:` was loaded: a copy of the entry with the field
        runaway = copy.copy(runaway)
        object.__setattr__(runaway, "explains", ("loss-oscillation",))
    kb = SimpleNamespace(
        symptoms={**base.symptoms, "loss-runaway": runaway}, causes=base.causes, rules=base.rules
    )
    text = explain_text(runaway, kb)  # type: ignore[arg-type]
    assert "Explains (shown under it, not ranked on their own):\n  - loss-oscillation" in text
    under = explain_text(base.symptoms["loss-oscillation"], kb)  # type: ignore[arg-type]
    assert "Explained by (when both are found, it is shown under them):\n  - loss-runaway" in under
