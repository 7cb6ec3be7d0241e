"""hparams.yaml / hparams.json beside a log: read safely whatever they hold (alias bombs,
Python-only tags, integers past Python's int limit, deep nesting, lone surrogates)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from triage.readers import read_run
from triage.readers.hparams_files import parse_value, read_hparams_files

CSV = "step,loss\n0,2.0\n1,1.5\n2,1.0\n"

# the "billion laughs" of YAML: each level lists the one above nine times
ALIAS_BOMB = "a: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
    f"{chr(98 + i)}: &{chr(98 + i)} [{', '.join([f'*{chr(97 + i)}'] * 9)}]\n" for i in range(8)
)


def run_dir(tmp_path: Path, name: str, text: str) -> Path:
    (tmp_path / "metrics.csv").write_text(CSV)
    (tmp_path / name).write_text(text, encoding="utf-8", errors="surrogatepass")
    return tmp_path


def test_a_yaml_alias_bomb_is_not_expanded(tmp_path: Path) -> None:
    assert len(ALIAS_BOMB) < 500
    notes: list[str] = []
    found = read_hparams_files(run_dir(tmp_path, "hparams.yaml", ALIAS_BOMB + "lr: 0.01\n"), notes)
    assert found["lr"] == 0.01
    assert found["b"] == ["*a"] * 9  # the alias is kept as its name
    assert any("alias" in n and "not expanded" in n for n in notes)
    assert len(json.dumps(found)) < 1_000


def test_python_tags_stay_text(tmp_path: Path) -> None:
    notes: list[str] = []
    text = (
        "lr: 0.1\nloss: !!python/object/apply:os.system ['echo hacked']\nname: !!python/name:os.system ''\n"
    )
    found = read_hparams_files(run_dir(tmp_path, "hparams.yaml", text), notes)
    assert found["lr"] == 0.1
    assert isinstance(found["loss"], str) and "python/object/apply" in found["loss"]
    assert any("Python-only tags" in n for n in notes)


@pytest.mark.parametrize("name", ["hparams.yaml", "hparams.json"])
def test_an_integer_past_the_int_limit_is_kept_as_short_text(tmp_path: Path, name: str) -> None:
    huge = "7" * 5_000
    text = (
        f"seed: {huge}\nlr: 0.1\n"
        if name.endswith("yaml")
        else json.dumps({"lr": 0.1}).replace("}", f', "seed": {huge}}}')
    )
    notes: list[str] = []
    found = read_hparams_files(run_dir(tmp_path, name, text), notes)
    assert found["lr"] == 0.1
    assert found["seed"].startswith("7777") and "5,000 digits" in found["seed"]
    assert any("4,300 digits" in n for n in notes)
    assert parse_value(huge).endswith("(an integer of 5,000 digits)")


@pytest.mark.parametrize("name", ["hparams.yaml", "hparams.json"])
@pytest.mark.parametrize("depth", [150, 50_000])
def test_deep_nesting_is_a_note(tmp_path: Path, name: str, depth: int) -> None:
    text = "[" * depth + "]" * depth  # a JSON list is YAML flow syntax too
    text = f'{{"lr": 0.1, "deep": {text}}}'
    notes: list[str] = []
    assert read_hparams_files(run_dir(tmp_path, name, text), notes) == {}
    assert any("nested more than 100 levels" in n for n in notes), notes


def test_lone_surrogates_are_replaced_and_noted(tmp_path: Path) -> None:
    run = read_run(run_dir(tmp_path, "hparams.json", '{"opt\\ud800": "adam\\udfff", "lr": 0.1}'))
    assert run.hparams["opt\ufffd"] == "adam\ufffd"
    assert any("lone surrogates" in n for n in run.notes)
    json.dumps(run.hparams, ensure_ascii=False).encode("utf-8")
