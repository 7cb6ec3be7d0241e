"""`triage report`: writes one self-contained HTML file and prints its path."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.test_diagnose import invoke


@pytest.fixture(scope="module")
def pinn_runs(real_logs: Path) -> Path:
    """Two Lightning CSV versions: v14 turns NaN, v12 is stuck at 3.6e23."""
    return real_logs / "lightning-pinn-nan"


def test_report_writes_the_html_to_the_given_path(pinn_runs: Path, tmp_path: Path) -> None:
    target = tmp_path / "pinn.html"
    result = invoke(["report", str(pinn_runs / "lightning_logs" / "version_14"), "-o", str(target)])
    assert result.code == 0, result.stderr
    assert result.stdout.strip() == str(target)
    html = target.read_text(encoding="utf-8")
    assert "loss-runaway" in html and 'class="nonfinite"' in html and 'class="onset"' in html
    assert "<script" not in html
    assert not list(tmp_path.glob("*.tmp"))


def test_report_defaults_to_reports_dir_and_summarises_several_runs(
    pinn_runs: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    result = invoke(["report", str(pinn_runs)])
    assert result.code == 0, result.stderr
    written = Path(result.stdout.strip())
    assert written.parent == Path("reports") and written.suffix == ".html"
    html = (tmp_path / written).read_text(encoding="utf-8")
    assert 'id="summary"' in html  # two runs: the summary table comes first
    assert html.count('class="run"') == 2


def test_report_fail_on_is_opt_in(pinn_runs: Path, tmp_path: Path) -> None:
    run_dir = str(pinn_runs / "lightning_logs" / "version_14")
    assert invoke(["report", run_dir, "-o", str(tmp_path / "a.html"), "--fail-on", "high"]).code == 1
    assert (
        invoke(["report", run_dir, "-o", str(tmp_path / "b.html"), "--fail-on", "high", "--exit-zero"]).code
        == 0
    )


def test_report_on_missing_input_exits_3_and_writes_nothing(tmp_path: Path) -> None:
    target = tmp_path / "never.html"
    result = invoke(["report", str(tmp_path / "missing"), "-o", str(target)])
    assert result.code == 3
    assert not target.exists()
