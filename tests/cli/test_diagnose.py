"""`triage diagnose` end to end on real logs: every format, option and exit code,
run through `triage.cli.run` (which maps the library's errors to exit codes)."""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass
from pathlib import Path

import jsonschema
import pytest
from click.testing import CliRunner

from triage.cli import run
from triage.report import diagnosis_schema


@dataclass
class Outcome:
    code: int
    stdout: str
    stderr: str


def invoke(argv: list[str]) -> Outcome:
    """Run the CLI in-process with stdout and stderr captured (neither is a terminal)."""
    with CliRunner().isolation() as (out, err, _mixed):
        code = run(argv)
        sys.stdout.flush()
        sys.stderr.flush()
        return Outcome(code, out.getvalue().decode(), err.getvalue().decode())


@pytest.fixture(scope="module")
def tomato(real_logs: Path) -> str:
    """Keras CSV: train falls, val bottoms at epoch 18 then rises (mild overfitting)."""
    return str(real_logs / "keras-csv-tomato-cnn")


@pytest.fixture(scope="module")
def pinn_nan(real_logs: Path) -> str:
    """Lightning CSV: the loss turns NaN from step 218 (a runaway), no validation series."""
    return str(real_logs / "lightning-pinn-nan" / "lightning_logs" / "version_14")


def test_json_is_one_valid_document_on_stdout_and_nothing_else(tomato: str) -> None:
    result = invoke(["diagnose", tomato, "--format", "json", "--exit-zero"])
    assert result.code == 0, result.stderr
    doc = json.loads(result.stdout)  # fails on any extra text
    jsonschema.validate(doc, diagnosis_schema())
    assert doc["format"] == 1 and len(doc["runs"]) == 1
    roles = {s["name"]: s["role"] for s in doc["runs"][0]["series"]}
    assert roles["val_loss"] == "val"
    assert result.stderr == ""  # no progress when not a terminal, and never under json


def test_a_nan_runaway_fails_the_default_gate(pinn_nan: str) -> None:
    result = invoke(["diagnose", pinn_nan, "-f", "json"])
    assert result.code == 1
    symptoms = json.loads(result.stdout)["runs"][0]["symptoms"]
    runaway = next(s for s in symptoms if s["id"] == "loss-runaway")
    assert runaway["severity"] in ("high", "critical")
    assert 200 <= runaway["onset_step"] <= 220


def test_exit_zero_and_fail_on_levels(pinn_nan: str) -> None:
    assert invoke(["diagnose", pinn_nan, "--exit-zero"]).code == 0
    assert invoke(["diagnose", pinn_nan, "--fail-on", "low"]).code == 1
    assert invoke(["diagnose", pinn_nan, "--fail-on", "critical"]).code in (0, 1)
    only_overfitting = invoke(["diagnose", pinn_nan, "--select", "overfitting", "--fail-on", "low"])
    assert only_overfitting.code == 0  # no validation series: nothing to find


def test_select_and_ignore_filter_the_symptoms(pinn_nan: str) -> None:
    everything = json.loads(invoke(["diagnose", pinn_nan, "-f", "json"]).stdout)["runs"][0]["symptoms"]
    assert any(s["id"] == "loss-runaway" for s in everything)
    ignored = invoke(["diagnose", pinn_nan, "-f", "json", "--ignore", "loss-runaway", "--exit-zero"])
    assert all(s["id"] != "loss-runaway" for s in json.loads(ignored.stdout)["runs"][0]["symptoms"])
    selected = invoke(["diagnose", pinn_nan, "-f", "json", "--select", "loss-runaway,overfitting"])
    assert {s["id"] for s in json.loads(selected.stdout)["runs"][0]["symptoms"]} == {"loss-runaway"}


def test_text_summary_is_the_default(pinn_nan: str) -> None:
    result = invoke(["diagnose", pinn_nan])
    assert "FAILING" in result.stdout and "loss-runaway" in result.stdout
    assert "what to check first" in result.stdout
    assert "\x1b[" not in result.stdout  # not a terminal: no colour codes


def test_markdown_for_pull_requests(tomato: str) -> None:
    result = invoke(["diagnose", tomato, "--format", "md", "--exit-zero"])
    assert result.code == 0
    assert result.stdout.startswith("## loss-triage:")
    assert "keras-csv-tomato-cnn" in result.stdout


def test_html_to_a_file_is_written_and_announced_on_stderr(tomato: str, tmp_path: Path) -> None:
    target = tmp_path / "out" / "r.html"
    result = invoke(["diagnose", tomato, "--format", "html", "-o", str(target), "--exit-zero"])
    assert result.code == 0 and result.stdout == ""
    assert str(target) in result.stderr
    html = target.read_text(encoding="utf-8")
    assert html.startswith("<!DOCTYPE html>") and "<svg" in html


def test_several_paths_give_several_runs_and_a_summary(tomato: str, pinn_nan: str) -> None:
    result = invoke(["diagnose", tomato, pinn_nan, "-f", "json", "--exit-zero"])
    assert len(json.loads(result.stdout)["runs"]) == 2
    text = invoke(["diagnose", tomato, pinn_nan, "--exit-zero"]).stdout
    assert text.index("2 runs") < text.index("FAILING")


def test_map_overrides_a_role(tomato: str) -> None:
    result = invoke(["diagnose", tomato, "-f", "json", "--map", "val_loss=test/loss", "--exit-zero"])
    series = {s["name"]: s for s in json.loads(result.stdout)["runs"][0]["series"]}
    assert series["val_loss"]["role"] == "test"
    assert series["val_loss"]["classified_by"] == "user --map"


@pytest.mark.parametrize(
    "argv",
    [
        ["--format", "yaml"],
        ["--fail-on", "severe"],
        ["--map", "nonsense"],
        ["--select", "no-such-symptom"],
        ["--no-such-option"],
    ],
)
def test_usage_errors_exit_2_with_one_line(tomato: str, argv: list[str]) -> None:
    result = invoke(["diagnose", tomato, *argv])
    assert result.code == 2
    assert result.stdout == ""
    assert result.stderr.strip() and "Traceback" not in result.stderr


def test_a_broken_knowledge_base_exits_2(tomato: str, tmp_path: Path) -> None:
    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "bad.yaml").write_text("rules:\n  - id: Not Kebab\n    oops: [\n", encoding="utf-8")
    result = invoke(["diagnose", tomato, "--kb", str(tmp_path)])
    assert result.code == 2
    assert "Traceback" not in result.stderr and result.stderr.startswith("triage: error:")


def test_unreadable_input_exits_3_naming_the_path(tmp_path: Path) -> None:
    missing = tmp_path / "no-such-run"
    result = invoke(["diagnose", str(missing)])
    assert result.code == 3
    assert str(missing) in result.stderr and "Traceback" not in result.stderr
    empty = tmp_path / "empty.csv"
    empty.write_text("", encoding="utf-8")
    result = invoke(["diagnose", str(empty), "-f", "json"])
    assert result.code == 3 and result.stdout == ""


def test_an_unexpected_exception_is_an_internal_error_4(tomato: str, monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(*args: object, **kwargs: object) -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr("triage.pipeline.diagnose_runs", broken)
    result = invoke(["diagnose", tomato])
    assert result.code == 4
    assert "internal error" in result.stderr and "boom" in result.stderr


def test_progress_goes_to_a_terminal_stderr_only_and_never_under_json(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from triage.cli import diagnose_cmd

    monkeypatch.setattr(sys.stderr, "isatty", lambda: True, raising=False)
    assert diagnose_cmd._stderr_console(quiet=False) is not None
    assert diagnose_cmd._stderr_console(quiet=True) is None  # --format json
    monkeypatch.setattr(sys.stderr, "isatty", lambda: False, raising=False)
    assert diagnose_cmd._stderr_console(quiet=False) is None  # a pipe or a CI log


def test_html_without_output_goes_to_stdout(tomato: str) -> None:
    result = invoke(["diagnose", tomato, "-f", "html", "--exit-zero"])
    assert result.stdout.startswith("<!DOCTYPE html>") and result.stdout.rstrip().endswith("</html>")
