"""`triage scan`: a sweep triaged in parallel, one index page, unreadable runs
listed rather than sinking the sweep."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.cli.test_diagnose import invoke

FIXTURES = ("keras-csv-tomato-cnn", "lightning-pinn-nan", "lightning-lstm-stuck")


@pytest.fixture()
def sweep(real_logs: Path, tmp_path: Path) -> Path:
    """A sweep directory of symlinks to real runs (read in place), plus one broken run."""
    root = tmp_path / "sweep"
    root.mkdir()
    for name in FIXTURES:
        (root / name).symlink_to(real_logs / name, target_is_directory=True)
    broken = root / "zz-broken"
    broken.mkdir()
    (broken / "events.out.tfevents.1.host").write_bytes(b"\x00garbage\xff" * 10)
    return root


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_scan_writes_one_index_with_every_run(sweep: Path, tmp_path: Path, jobs: str) -> None:
    index = tmp_path / f"index-{jobs}.html"
    result = invoke(["scan", str(sweep), "-o", str(index), "--jobs", jobs])
    assert result.code == 1, result.stderr  # --fail-on high by default, and the NaN run fails
    assert result.stdout.strip().endswith(str(index))
    html = index.read_text(encoding="utf-8")
    for name in ("keras-csv-tomato-cnn", "version_14", "version_12", "version_2", "version_11"):
        assert name in html, name
    assert "unreadable" in html and "zz-broken" in html
    assert "skipped" in result.stderr and "zz-broken" in result.stderr
    verdicts = re.findall(r'verdict-badge v-([a-z]+)"', html[html.index("<tbody>") :])
    order = ["unreadable", "failing", "warning", "healthy"]
    assert verdicts == sorted(verdicts, key=order.index)  # worst first
    assert "failing" in verdicts  # the NaN runaway


def test_scan_results_do_not_depend_on_the_number_of_workers(sweep: Path, tmp_path: Path) -> None:
    one = invoke(["scan", str(sweep), "-o", str(tmp_path / "1.html"), "--jobs", "1"])
    two = invoke(["scan", str(sweep), "-o", str(tmp_path / "2.html"), "--jobs", "2"])
    assert (tmp_path / "1.html").read_bytes() == (tmp_path / "2.html").read_bytes()
    assert one.stdout.splitlines()[:-1] == two.stdout.splitlines()[:-1]


def test_scan_fail_on_gate(sweep: Path, tmp_path: Path) -> None:
    assert (
        invoke(["scan", str(sweep), "-o", str(tmp_path / "i.html"), "-j", "1", "--fail-on", "high"]).code == 1
    )
    gate_off = [
        "scan",
        str(sweep),
        "-o",
        str(tmp_path / "i.html"),
        "-j",
        "1",
        "--fail-on",
        "high",
        "--exit-zero",
    ]
    assert invoke(gate_off).code == 0


def test_scan_usage_and_input_errors(tmp_path: Path) -> None:
    assert invoke(["scan", str(tmp_path), "--jobs", "-1"]).code == 2
    assert invoke(["scan", str(tmp_path / "missing")]).code == 3
    empty = tmp_path / "empty-sweep"
    (empty / "a").mkdir(parents=True)
    result = invoke(["scan", str(empty), "-o", str(tmp_path / "x.html")])
    assert result.code == 3 and "no readable run" in result.stderr


def test_scan_reports_writes_a_linked_page_per_run(sweep: Path, tmp_path: Path) -> None:
    index = tmp_path / "out" / "index.html"
    result = invoke(["scan", str(sweep), "-o", str(index), "--jobs", "2", "--reports", "--exit-zero"])
    assert result.code == 0, result.stderr
    links = re.findall(r'href="(runs/[^"]+\.html)"', index.read_text(encoding="utf-8"))
    assert len(links) == 5  # every readable run; the broken unit has no page
    for link in links:
        page = (index.parent / link).read_text(encoding="utf-8")
        assert "<svg" in page and "verdict-badge" in page
    assert not (tmp_path / "out" / "runs" / "zz-broken.html").exists()
