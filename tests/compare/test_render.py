"""What a comparison renders to: names from logs are escaped in HTML and Markdown,
the page is self-contained, and bad input is one line, never a traceback."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import triage
from triage.cli import run as cli
from triage.compare.render import to_html, to_markdown, to_text
from triage.model import Kind, Role, Run, Series

EVIL = "<script>alert(1)</script>"


def _run(name: str, factor: float, hparams: dict[str, object]) -> Run:
    steps = np.arange(300)
    values = (0.5 + np.exp(-steps / 60.0)) * np.where(steps >= 150, factor, 1.0)
    run = Run(name, f"{name}.csv", "csv", hparams=dict(hparams))
    run.add(
        Series.from_lists(f"train/{EVIL}", steps, values, role=Role.TRAIN, kind=Kind.LOSS, direction="min")
    )
    run.add(Series.from_lists("lr", steps, np.full(300, 0.01), role=Role.TRAIN, kind=Kind.LR))
    return run


def test_names_and_values_from_logs_are_escaped() -> None:
    comparison = triage.compare(_run(EVIL, 4.0, {EVIL: EVIL, "lr": 0.1}), _run("ref", 1.0, {"lr": 0.01}))
    assert comparison.first_diverging == f"train/{EVIL}"
    html = to_html(comparison)
    assert EVIL not in html and "&lt;script&gt;" in html
    assert "<script" not in html  # the page needs no script at all
    markdown = to_markdown(comparison)
    assert EVIL not in markdown
    assert EVIL in to_text(comparison)  # the terminal shows what the log says


def test_the_library_name_is_callable_however_the_package_was_imported() -> None:
    import triage.compare.render  # binds triage.compare to the package

    assert callable(triage.compare)
    comparison = triage.compare(_run("a", 1.0, {}), _run("b", 1.0, {}))
    assert isinstance(comparison, triage.Comparison) and comparison.diverged == []


def test_runs_that_share_no_series_say_so(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    (tmp_path / "a" / "log.csv").write_text("step,train_loss\n0,1\n1,0.9\n2,0.8\n", encoding="utf-8")
    (tmp_path / "b" / "log.csv").write_text("step,val_accuracy\n0,0.1\n1,0.2\n2,0.3\n", encoding="utf-8")
    assert cli(["compare", str(tmp_path / "a"), str(tmp_path / "b")]) == 0
    out = capsys.readouterr().out
    assert "share no series of the same kind" in out


def _good_run(tmp_path: Path) -> Path:
    good = tmp_path / "good"
    good.mkdir()
    (good / "log.csv").write_text("step,train_loss\n0,1\n1,0.9\n2,0.8\n", encoding="utf-8")
    return good


@pytest.mark.parametrize("bad", ["missing", "empty-folder", "garbage-file"])
def test_bad_input_is_one_line_on_stderr_and_exit_3(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], bad: str
) -> None:
    target = tmp_path / bad
    if bad == "empty-folder":
        target.mkdir()
    elif bad == "garbage-file":
        target.write_bytes(b"\x00\xff garbage \x13")
    assert cli(["compare", str(target), str(_good_run(tmp_path))]) == 3
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err and bad in err


def test_output_file_is_written_and_logs_are_untouched(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run_dir = tmp_path / "run"
    run_dir.mkdir()
    log = run_dir / "log.csv"
    log.write_text("step,train_loss\n0,1\n1,0.9\n2,0.8\n3,0.7\n", encoding="utf-8")
    before = log.read_bytes()
    out = tmp_path / "out" / "compare.md"
    out.parent.mkdir()
    assert cli(["compare", str(run_dir), str(run_dir), "-f", "md", "-o", str(out)]) == 0
    assert out.read_text(encoding="utf-8").startswith("### triage compare")
    assert log.read_bytes() == before and sorted(p.name for p in run_dir.iterdir()) == ["log.csv"]


def test_help_follows_the_cli_conventions(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli(["compare", "--help"]) == 0
    text = capsys.readouterr().out
    for python_type in ("<list[", "<str>", "<path>", "<int>", "<bool>", "<float>", "{"):
        assert python_type not in text, python_type
    assert "--fail-on SEVERITY[,inconclusive]" in text and "--kb DIR" in text
    assert "Exit codes: 0 nothing at or above --fail-on; 1" in " ".join(text.split())


def test_an_unreadable_path_exits_3_with_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import os

    locked = _good_run(tmp_path)
    real_access = os.access

    def access(path: object, mode: int, *args: object, **kwargs: object) -> bool:
        # the suite may run as root, who reads everything: deny this one path as the OS would
        return False if Path(str(path)) == locked else real_access(path, mode)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "access", access)
    assert cli(["compare", str(locked), str(locked)]) == 3
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "permission denied" in err
