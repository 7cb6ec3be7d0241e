"""Loading and validating knowledge-base YAML: errors name file, line and field;
user directories add to or override the bundled base."""

from __future__ import annotations

import re
import textwrap
from pathlib import Path

import pytest

from triage.errors import KnowledgeBaseError, UsageError
from triage.kb import check_knowledge_base, load_knowledge_base
from triage.kb.loader import parse_yaml

CAUSE = """\
causes:
  - id: {id}
    title: A test cause
    category: workflow
    mechanism: Something goes wrong in a way a test can see.
    checks: [look at it]
    fixes: [fix it]
"""


def write(root: Path, rel: str, text: str) -> Path:
    path = root / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return root


def messages(root: Path) -> list[str]:
    _, problems = check_knowledge_base([root])
    return [str(p) for p in problems]


def test_bundled_base_loads_clean() -> None:
    kb = load_knowledge_base()
    assert kb.causes and kb.rules and kb.symptoms


def test_certainty_out_of_range_names_file_line_and_field(tmp_path: Path) -> None:
    write(
        tmp_path,
        "rules/overfitting.yaml",
        """\
        rules:
          - id: my-overfitting-rule
            title: t
            because: b
            when:
              all:
                - symptom: overfitting
            causes:
              - {cause: insufficient-data, certainty: 0.3}
              - {cause: too-many-epochs, certainty: 1.5}
        """,
    )
    found = messages(tmp_path)
    expected = f"{tmp_path}/rules/overfitting.yaml:10 causes[1].certainty: must be in (-1, 1]"
    assert expected in found


def test_minus_one_certainty_is_rejected(tmp_path: Path) -> None:
    write(
        tmp_path,
        "rules/r.yaml",
        """\
        rules:
          - id: r-minus-one
            title: t
            because: b
            when: {all: [{symptom: overfitting}]}
            causes: [{cause: insufficient-data, certainty: -1}]
        """,
    )
    assert any("causes[0].certainty: must be in (-1, 1]" in m for m in messages(tmp_path))


def test_unknown_references_are_reported_at_their_line(tmp_path: Path) -> None:
    write(
        tmp_path,
        "rules/bad.yaml",
        """\
        rules:
          - id: refers-to-nothing
            title: t
            because: b
            when:
              all:
                - symptom: no-such-symptom
                - measure: {symptom: overfitting, key: no_such_key, op: gt, value: 1}
            causes:
              - {cause: no-such-cause, certainty: 0.5}
        """,
    )
    found = messages(tmp_path)
    prefix = f"{tmp_path}/rules/bad.yaml"
    assert f"{prefix}:7 when.all[0]: unknown symptom 'no-such-symptom'" in found
    assert any(m.startswith(f"{prefix}:8 when.all[1].measure.key:") and "no_such_key" in m for m in found)
    assert f"{prefix}:10 causes[0].cause: unknown cause 'no-such-cause'" in found


def test_bad_operator_fact_and_placeholder(tmp_path: Path) -> None:
    write(
        tmp_path,
        "rules/ops.yaml",
        """\
        rules:
          - id: bad-ops
            title: t
            because: "uses {not_a_fact} and {lr}"
            when:
              all:
                - fact: {name: lr, op: bigger, value: 1}
                - fact: {name: made_up_fact, op: gt, value: 1}
                - fact: {name: lr, op: between, value: [3, 1]}
            causes: [{cause: insufficient-data, certainty: 0.5}]
        """,
    )
    found = "\n".join(messages(tmp_path))
    assert "ops.yaml:7 when.all[0].fact.op: must be one of" in found
    assert "ops.yaml:8 when.all[1].fact.name: unknown fact 'made_up_fact'" in found
    assert "ops.yaml:9 when.all[2].fact.value: between needs [low, high]" in found


def _placeholder_problems(tmp_path: Path, because: str) -> list[str]:
    """The placeholder problems of one rule on overfitting whose because: text is `because`."""
    write(
        tmp_path,
        "rules/p.yaml",
        f"""\
        rules:
          - id: placeholder-rule
            title: t
            because: "{because}"
            when: {{all: [{{symptom: overfitting}}]}}
            causes: [{{cause: insufficient-data, certainty: 0.5}}]
        """,
    )
    return [m for m in messages(tmp_path) if "placeholder" in m]


def test_placeholder_must_be_a_fact_or_a_tested_measurement(tmp_path: Path) -> None:
    found = _placeholder_problems(
        tmp_path, "lr={lr}, rise {overfitting.rise_fraction}, gap {train-val-gap.gap_ratio}"
    )
    assert len(found) == 1 and "{train-val-gap.gap_ratio}" in found[0]


def test_placeholder_formats_are_percent_and_fall_only(tmp_path: Path) -> None:
    found = _placeholder_problems(
        tmp_path, "rise {overfitting.onset_fraction:%}, {overfitting.onset_fraction:pct}"
    )
    assert len(found) == 1 and "{overfitting.onset_fraction:pct}" in found[0]


def test_duplicate_ids_and_cross_kind_clash(tmp_path: Path) -> None:
    write(
        tmp_path,
        "causes/a.yaml",
        CAUSE.format(id="twice") + CAUSE.format(id="twice").replace("causes:\n", ""),
    )
    write(tmp_path, "causes/b.yaml", CAUSE.format(id="overfitting"))
    found = "\n".join(messages(tmp_path))
    assert "duplicate id 'twice'" in found
    assert "'overfitting' is already a symptom" in found


def test_unreachable_cause_is_reported(tmp_path: Path) -> None:
    write(tmp_path, "causes/lonely.yaml", CAUSE.format(id="lonely-cause"))
    found = messages(tmp_path)
    assert any("lonely.yaml:2 id: cause 'lonely-cause' is reached by no rule" in m for m in found)


def test_missing_fields_and_mapping_in_a_list(tmp_path: Path) -> None:
    write(
        tmp_path,
        "causes/c.yaml",
        """\
        causes:
          - id: half-written
            category: workflow
            mechanism: m
            checks:
              - look at the card: it says so
            fixes: [f]
        """,
    )
    found = "\n".join(messages(tmp_path))
    assert "c.yaml:2 title: required field is missing" in found
    assert "c.yaml:6 checks[0]: must be a string, got a mapping" in found


def test_invalid_yaml_gives_a_line(tmp_path: Path) -> None:
    write(tmp_path, "rules/broken.yaml", "rules:\n  - id: x\n    title: [unclosed\n")
    found = messages(tmp_path)
    assert len(found) == 1
    assert re.match(rf"{re.escape(str(tmp_path))}/rules/broken.yaml:\d+: invalid YAML", found[0])


def test_a_key_given_twice_is_an_error(tmp_path: Path) -> None:
    write(
        tmp_path,
        "rules/twice.yaml",
        """\
        rules:
          - id: twice-keyed
            title: t
            because: b
            when: {all: [{symptom: overfitting}]}
            causes: [{cause: insufficient-data, certainty: 0.5}]
            causes: [{cause: insufficient-data, certainty: -0.5}]
        """,
    )
    assert f"{tmp_path}/rules/twice.yaml:7 rules[0].causes: key given twice in the same mapping" in messages(
        tmp_path
    )


def test_symptom_threshold_needs_a_default(tmp_path: Path) -> None:
    write(
        tmp_path,
        "symptoms/s.yaml",
        """\
        symptoms:
          - id: my-symptom
            code: XYZ001
            title: t
            description: d
            severity: low
            thresholds:
              limit: {description: no default here}
        """,
    )
    assert any(
        "s.yaml:8 thresholds.limit.default: every threshold needs a default" in m for m in messages(tmp_path)
    )


def test_load_raises_one_error_listing_every_problem(tmp_path: Path) -> None:
    write(tmp_path, "causes/lonely.yaml", CAUSE.format(id="lonely-cause"))
    write(tmp_path, "causes/other.yaml", CAUSE.format(id="other-lonely-cause"))
    with pytest.raises(KnowledgeBaseError) as raised:
        load_knowledge_base([tmp_path])
    text = str(raised.value)
    assert "2 problem(s)" in text and "lonely-cause" in text and "other-lonely-cause" in text


def test_user_directory_overrides_and_extends(tmp_path: Path) -> None:
    bundled = load_knowledge_base()
    write(
        tmp_path,
        "causes/mine.yaml",
        CAUSE.format(id="learning-rate-too-high") + CAUSE.format(id="my-team-cause").replace("causes:\n", ""),
    )
    write(
        tmp_path,
        "rules/mine.yaml",
        """\
        rules:
          - id: my-team-rule
            title: t
            because: spikes in our cluster
            when: {all: [{symptom: loss-spikes}]}
            causes: [{cause: my-team-cause, certainty: 0.9}]
        """,
    )
    kb = load_knowledge_base([tmp_path])
    assert kb.causes["learning-rate-too-high"].title == "A test cause"
    assert bundled.causes["learning-rate-too-high"].title != "A test cause"
    assert "my-team-rule" in kb.rules and "my-team-cause" in kb.causes
    assert len(kb.rules) == len(bundled.rules) + 1


def test_kb_dir_must_exist(tmp_path: Path) -> None:
    with pytest.raises(UsageError, match="not a directory"):
        load_knowledge_base([tmp_path / "missing"])


def test_thresholds_with_overrides_and_errors() -> None:
    kb = load_knowledge_base()
    symptom = next(s for s in kb.symptoms.values() if s.thresholds)
    name = symptom.thresholds[0].name
    merged = kb.thresholds_with({symptom.id: {name: 123}})
    assert merged[symptom.id][name] == 123
    assert kb.thresholds_with()[symptom.id][name] == symptom.thresholds[0].default
    with pytest.raises(UsageError, match="no threshold"):
        kb.thresholds_with({symptom.id: {"no_such_threshold": 1}})
    assert kb.thresholds_with({symptom.code: {name: 7}})[symptom.id][name] == 7
    with pytest.raises(UsageError, match="not a symptom"):
        kb.thresholds_with({"learning-rate-too-high": {name: 1}})


def test_resolve_ids_accepts_ids_codes_and_prefixes() -> None:
    kb = load_knowledge_base()
    symptom = next(s for s in kb.symptoms.values() if s.code)
    assert kb.resolve_ids([symptom.id]) == {symptom.id}
    assert kb.resolve_ids([symptom.code.lower()]) == {symptom.id}
    prefix = symptom.code[:-3]
    assert symptom.id in kb.resolve_ids([prefix])
    with pytest.raises(UsageError):
        kb.resolve_ids(["no-such-symptom"])


def test_parse_yaml_records_lines() -> None:
    data, lines = parse_yaml("a:\n  - x: 1\n    y: 2\n  - x: 3\n", "f.yaml")
    assert data == {"a": [{"x": 1, "y": 2}, {"x": 3}]}
    assert lines[("a", 0, "y")] == 3
    assert lines[("a", 1)] == 4


# ---------------------------------------------------------------- hostile files (issue 10)


def test_a_yaml_alias_bomb_is_refused_with_its_line(tmp_path: Path) -> None:
    # nine levels of nine-fold aliases: 9**9 strings if anything expanded them
    lines = ["rules:", "  - id: bomb", "    title: t", "    because: b"]
    lines += ["    lol0: &l0 [x, x, x, x, x, x, x, x, x]"]
    lines += [f"    lol{i}: &l{i} [{', '.join([f'*l{i - 1}'] * 9)}]" for i in range(1, 10)]
    write(tmp_path, "rules/bomb.yaml", "\n".join(lines) + "\n")
    problems = [m.removeprefix(f"{tmp_path}/") for m in messages(tmp_path)]
    assert problems == ["rules/bomb.yaml:6: YAML aliases (*l0) are not allowed in the knowledge base; "
                        "write the value out where it is used"]  # fmt: skip
    with pytest.raises(KnowledgeBaseError, match="bomb.yaml:6"):
        parse_yaml((tmp_path / "rules" / "bomb.yaml").read_text(), "bomb.yaml")


def test_deep_nesting_and_huge_numbers_are_refused_not_crashed(tmp_path: Path) -> None:
    # 100,000 levels crash libyaml's composer outright (a segfault, not an exception)
    write(tmp_path, "rules/deep.yaml", "rules:\n  - when: " + "[" * 100_000 + "]" * 100_000 + "\n")
    write(tmp_path, "rules/big.yaml", "rules:\n  - id: big\n    value: " + "9" * 5000 + "\n")
    problems = sorted(m.removeprefix(f"{tmp_path}/") for m in messages(tmp_path))
    assert problems == [
        "rules/big.yaml:3: a number of 5,000 digits (at most 1,000)",
        "rules/deep.yaml:2: nested more than 64 levels deep",
    ]


def test_symlink_loops_in_a_kb_folder_are_followed_once(tmp_path: Path) -> None:
    write(tmp_path, "causes/extra.yaml", CAUSE.format(id="loop-test-cause"))
    for name in ("a", "b", "c"):  # each link doubles a naive walk: 2**depth without the guard
        (tmp_path / "causes" / name).symlink_to(".")
    (tmp_path / "up").symlink_to(tmp_path)
    kb, problems = check_knowledge_base([tmp_path])
    assert "loop-test-cause" in kb.causes
    # read once: a second read of the same file would be a duplicate-id problem
    assert not [p for p in problems if "duplicate" in str(p)], problems


def test_rule_lines_are_those_of_their_own_entry(tmp_path: Path) -> None:
    rule = """\
      - id: line-rule-{i}
        title: t
        because: b
        when:
          all:
            - symptom: overfitting
        causes:
          - {{cause: insufficient-data, certainty: 0.{i}}}
    """
    body = "".join(textwrap.indent(textwrap.dedent(rule.format(i=i)), "  ") for i in range(1, 4))
    write(tmp_path, "rules/lines.yaml", "rules:\n" + body)
    kb = load_knowledge_base([tmp_path])
    for i in range(1, 4):
        lines = kb.rules[f"line-rule-{i}"].lines
        start = 2 + 8 * (i - 1)
        assert (lines[""], lines["id"], lines["causes[0].cause"]) == (start, start, start + 7)


def test_explains_conditions_must_name_measurements_of_their_findings(tmp_path: Path) -> None:
    write(
        tmp_path,
        "symptoms/mine.yaml",
        """\
        symptoms:
          - id: my-symptom
            code: TST001
            title: t
            description: d
            severity: high
            explains: [overfitting if loud unless no_such_key, train-val-gap if quiet unless val_at_chance]
            measurements:
              loud: a boolean
        """,
    )
    found = [m for m in messages(tmp_path) if "explains" in m]
    assert any("'no_such_key' is no measurement of overfitting" in m for m in found)
    assert any("'quiet' is no measurement of my-symptom" in m for m in found)
    assert len(found) == 2
