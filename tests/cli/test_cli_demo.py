"""`triage demo` and the example reports in reports/: rendered from the bundled
demo runs, deterministic, and kept current."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from tests.cli.test_diagnose import invoke

REPO = Path(__file__).resolve().parents[2]


def _demo_dir() -> Path | None:
    try:
        from triage.demo import demo_runs_dir
    except ImportError:
        return None
    found = Path(demo_runs_dir())
    return found if found.is_dir() and any(found.iterdir()) else None


def test_demo_writes_a_report_per_run_an_index_and_a_summary(tmp_path: Path) -> None:
    out = tmp_path / "reports"
    result = invoke(["demo", "-o", str(out)])
    assert result.code == 0, result.stderr
    pages = sorted(p.name for p in out.glob("*.html") if p.name != "index.html")
    assert len(pages) >= 2  # a healthy run and at least one with an injected fault
    index = (out / "index.html").read_text(encoding="utf-8")
    for page in pages:
        assert f'href="{page}"' in index
    assert "healthy" in index and "failing" in index
    assert (out / "summary.md").read_text(encoding="utf-8").startswith("## loss-triage:")
    assert f"reports written to {out.resolve()}" in result.stdout
    demo_dir = _demo_dir()
    if demo_dir is not None:
        assert f"demo runs (read in place): {demo_dir}" in result.stdout


def test_demo_reports_are_deterministic_and_hold_no_machine_path(tmp_path: Path) -> None:
    first, second = tmp_path / "a", tmp_path / "b"
    assert invoke(["demo", "-o", str(first)]).code == 0
    assert invoke(["demo", "-o", str(second)]).code == 0
    names = sorted(p.name for p in first.iterdir())
    assert names == sorted(p.name for p in second.iterdir())
    demo_dir = _demo_dir()
    for name in names:
        text = (first / name).read_text(encoding="utf-8")
        assert text == (second / name).read_text(encoding="utf-8"), name
        assert str(tmp_path) not in text
        if demo_dir is not None:
            assert str(demo_dir) not in text, f"{name} holds the install path"


def test_example_reports_in_the_repository_are_current() -> None:
    if _demo_dir() is None:
        pytest.skip("the bundled demo runs (triage/demo/runs) are missing, so reports/ cannot be checked")
    spec = importlib.util.spec_from_file_location(
        "make_example_reports", REPO / "scripts" / "make_example_reports.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    problems = module.stale_files(REPO / "reports")
    assert problems == [], "reports/ is stale; run: python scripts/make_example_reports.py\n" + "\n".join(
        problems
    )
