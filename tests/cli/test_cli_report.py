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
    assert result.code == 1, result.stderr  # NaN to the end: failing, and --fail-on is high by default
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
    assert result.code == 1, result.stderr
    written = Path(result.stdout.strip())
    assert written.parent == Path("reports") and written.suffix == ".html"
    html = (tmp_path / written).read_text(encoding="utf-8")
    assert 'id="summary"' in html  # two runs: the summary table comes first
    assert html.count('class="run"') == 2


def test_report_fails_on_high_by_default_like_every_command(pinn_runs: Path, tmp_path: Path) -> None:
    run_dir = str(pinn_runs / "lightning_logs" / "version_14")
    assert invoke(["report", run_dir, "-o", str(tmp_path / "a.html")]).code == 1
    assert invoke(["report", run_dir, "-o", str(tmp_path / "b.html"), "--exit-zero"]).code == 0
    assert invoke(["report", run_dir, "-o", str(tmp_path / "c.html"), "--fail-on", "critical"]).code == 1


def test_report_title_keeps_the_experiment_name(pinn_runs: Path, tmp_path: Path) -> None:
    target = tmp_path / "v14.html"
    invoke(["report", str(pinn_runs / "lightning_logs" / "version_14"), "-o", str(target)])
    html = target.read_text(encoding="utf-8")
    assert "<h1>Triage of lightning-pinn-nan / version_14</h1>" in html


def test_report_on_missing_input_exits_3_and_writes_nothing(tmp_path: Path) -> None:
    target = tmp_path / "never.html"
    result = invoke(["report", str(tmp_path / "missing"), "-o", str(target)])
    assert result.code == 3
    assert not target.exists()
