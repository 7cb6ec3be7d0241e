"""What every command shares, as a user meets it: one --fail-on (default high,
optionally `,inconclusive`), help without Python types, one line and exit 3 for
a path the user may not read, text wrapped to the terminal, --all for every cause."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from tests.cli.test_diagnose import invoke
from tests.report.builders import (
    healthy_diagnosis,
    inconclusive_diagnosis,
    nan_runaway_diagnosis,
    overfitting_diagnosis,
)
from triage.cli.common import DEFAULT_FAIL_ON, FailOn, _exit_code
from triage.report import to_text

COMMANDS = (
    ["diagnose"],
    ["report"],
    ["series"],
    ["explain"],
    ["rules"],
    ["kb", "check"],
    ["checkpoint"],
    ["demo"],
)


@pytest.mark.parametrize("command", COMMANDS, ids=" ".join)
def test_help_shows_no_python_types_and_one_spelling_of_each_option(command: list[str]) -> None:
    shown = invoke([*command, "--help"])
    assert shown.code == 0, shown.stderr
    text = shown.stdout
    for python_type in ("<list[", "<str>", "<path>", "<int>", "<bool>", "{"):
        assert python_type not in text, (command, python_type)
    if "--fail-on" in text:
        assert "--fail-on SEVERITY[,inconclusive]" in text
        assert "Exit codes: 0 nothing at or above --fail-on; 1" in " ".join(text.split())
    if "--kb" in text:
        assert "--kb DIR" in text


def test_a_missing_argument_shows_the_usage_line_as_help_does() -> None:
    # the usage line of an error is built apart from --help's: typer writes a
    # required argument there as {PATH...}, which reads like brace expansion
    shown = invoke(["series"])
    assert shown.code == 2
    assert "Usage: triage series [OPTIONS] PATH...\n" in shown.stderr
    assert "{" not in shown.stderr and "Missing argument 'PATH...'" in shown.stderr


def test_fail_on_parses_a_severity_with_an_optional_inconclusive() -> None:
    assert DEFAULT_FAIL_ON == FailOn.high == "high"
    both = FailOn("High, inconclusive")
    assert both.value == "high" and both.inconclusive
    assert not FailOn.critical.inconclusive
    bad = invoke(["diagnose", ".", "--fail-on", "severe"])
    assert bad.code == 2 and "expected one of low, medium, high, critical" in bad.stderr
    assert invoke(["diagnose", ".", "--fail-on", "high,low"]).code == 2


def test_exit_codes_follow_fail_on_and_inconclusive_only_when_asked() -> None:
    failing, unjudged, healthy = overfitting_diagnosis(), inconclusive_diagnosis(), healthy_diagnosis()
    assert unjudged.verdict == "inconclusive"
    assert _exit_code([failing], FailOn.high, False) == 1
    assert _exit_code([failing], FailOn.critical, False) == 0  # overfitting is high, not critical
    assert _exit_code([failing], FailOn.high, True) == 0  # --exit-zero
    assert _exit_code([unjudged, healthy], FailOn.high, False) == 0
    assert _exit_code([unjudged, healthy], FailOn("high,inconclusive"), False) == 1
    assert _exit_code([healthy], FailOn("low,inconclusive"), False) == 0


def test_a_path_the_user_may_not_read_exits_3_with_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the suite may run as root, who reads everything: deny this one path the way the OS would
    locked = tmp_path / "locked"
    locked.mkdir()
    real_access = os.access

    def access(path: object, mode: int, *args: object, **kwargs: object) -> bool:
        if Path(str(path)) == locked:
            return False
        return real_access(path, mode)  # type: ignore[arg-type]

    monkeypatch.setattr("triage.cli.common.os.access", access)
    for argv in (["diagnose", str(locked)], ["report", str(locked), "-o", str(tmp_path / "r.html")]):
        result = invoke(argv)
        assert result.code == 3, (argv, result.stderr)
        lines = result.stderr.strip().splitlines()
        assert len(lines) == 1 and "permission denied" in lines[0] and str(locked) in lines[0]
    assert not (tmp_path / "r.html").exists()


def test_text_wraps_to_the_terminal_width(monkeypatch: pytest.MonkeyPatch) -> None:
    diagnosis = nan_runaway_diagnosis()
    diagnosis.symptoms[1] = diagnosis.symptoms[1].__class__(
        **{**diagnosis.symptoms[1].__dict__, "message": "a long measurement " * 12}
    )
    for columns in (60, 150):
        monkeypatch.setenv("COLUMNS", str(columns))
        lines = to_text(diagnosis).splitlines()
        assert max(len(line) for line in lines) <= columns
        assert max(len(line) for line in lines) > columns - 15  # the width is used, not a fixed 100


def test_all_lists_every_cause_and_the_hint_names_it(real_logs: Path) -> None:
    run = str(real_logs / "lightning-pinn-nan" / "lightning_logs" / "version_14")
    short = invoke(["diagnose", run, "--exit-zero"])
    assert "more causes (--all lists them)" in short.stdout
    full = invoke(["diagnose", run, "--exit-zero", "--all"])
    assert "--all lists them" not in full.stdout
    # a cause's line opens with its rank and a dot ("  10. "); "10 notes on ..." is no rank
    ranks = [m.group(1) for line in full.stdout.splitlines() if (m := re.match(r"\s*(\d+)\.\s", line))]
    assert len(ranks) > 3 and ranks == [str(i) for i in range(1, len(ranks) + 1)]
