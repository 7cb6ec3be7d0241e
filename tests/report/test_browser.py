"""The report in a real browser (headless Chromium): at 1400 and 420 px wide,
on the demo's example reports, two real logs and hand-built diagnoses, the
first plot comes before the first symptom and marks every onset, headings
never skip a level, every text colour has at least 4.5:1 contrast on its
computed background, nothing is wider than the viewport, and the smoothing
control works without script. Skips where no Chromium is installed (CI installs it)."""

from __future__ import annotations

import html
import json
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from tests.report.builders import (
    healthy_diagnosis,
    inconclusive_diagnosis,
    nan_runaway_diagnosis,
    overfitting_diagnosis,
    runaway_explaining_oscillation_diagnosis,
)
from tests.report.test_html import _hostile_diagnosis
from triage.report import render_html

pytestmark = pytest.mark.browser

REPO = Path(__file__).resolve().parents[2]
PROBE = Path(__file__).with_name("browser_probe.js")
WIDTHS = (1400, 420)
TRAIN_BLUE = (0x00, 0x72, 0xB2)
WCAG_AA = 4.5


def _chromium() -> str:
    for name in ("chromium", "chromium-browser", "google-chrome", "chrome"):
        found = shutil.which(name)
        if found:
            return found
    pytest.skip("no headless Chromium installed (apt-get install chromium)")


def _run_chromium(profile: Path, page: Path, *extra: str) -> subprocess.CompletedProcess[str]:
    command = [
        _chromium(),
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        f"--user-data-dir={profile}",
        *extra,
        page.as_uri(),
    ]
    return subprocess.run(command, capture_output=True, text=True, timeout=180, check=False)


@pytest.fixture(scope="module")
def pages(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """Every report page the bar names: built diagnoses always; the demo's example
    reports and two real logs when they are here."""
    folder = tmp_path_factory.mktemp("pages")
    found: dict[str, Path] = {}
    built = [
        overfitting_diagnosis(),
        nan_runaway_diagnosis(),
        runaway_explaining_oscillation_diagnosis(),
        inconclusive_diagnosis(),
        healthy_diagnosis(),
        _hostile_diagnosis(),
    ]
    found["built-multi"] = render_html_to(folder / "built-multi.html", built)
    found["built-single"] = render_html_to(folder / "built-single.html", [overfitting_diagnosis()])
    for example in sorted((REPO / "reports").glob("*.html")):
        if example.name != "index.html":  # the scan index is the sweep's page, tested there
            found[f"demo-{example.stem}"] = example
    real_logs = REPO.parent / "shared" / "real-logs"
    if real_logs.is_dir():
        import triage

        for name, path in (
            ("real-pinn-v14", real_logs / "lightning-pinn-nan" / "lightning_logs" / "version_14"),
            ("real-whisper-ja", real_logs / "hf-whisper-ja-overfit"),
        ):
            found[name] = render_html_to(folder / f"{name}.html", [triage.diagnose(path)])
    return found


def render_html_to(path: Path, diagnoses: list[Any]) -> Path:
    render_html(diagnoses, path)
    return path


@pytest.fixture(scope="module")
def probed(pages: dict[str, Path], tmp_path_factory: pytest.TempPathFactory) -> dict[tuple[str, int], Any]:
    """One Chromium run: a harness page frames every report at each width and runs
    tests/report/browser_probe.js over each frame's DOM and computed styles."""
    folder = tmp_path_factory.mktemp("harness")
    frames = "\n".join(
        f'<iframe data-name="{html.escape(name)}" src="{html.escape(path.as_uri())}" '
        f'width="{width}" height="900"></iframe>'
        for name, path in pages.items()
        for width in WIDTHS
    )
    harness = folder / "harness.html"
    harness.write_text(
        "<!DOCTYPE html><html><body>"
        + frames
        + '<pre id="probe"></pre><script>'
        + PROBE.read_text(encoding="utf-8")
        + "</script></body></html>",
        encoding="utf-8",
    )
    # file:// frames are cross-origin unless the harness may read local files
    done = _run_chromium(folder / "profile", harness, "--allow-file-access-from-files", "--dump-dom")
    assert done.returncode == 0, done.stderr[-2000:]
    found = re.search(r'<pre id="probe">(.*?)</pre>', done.stdout, re.S)
    assert found, done.stdout[-2000:]
    results = json.loads(html.unescape(found.group(1)))
    assert len(results) == len(pages) * len(WIDTHS)
    out: dict[tuple[str, int], Any] = {}
    for entry in results:
        assert "error" not in entry, entry
        out[(entry["name"], entry["width"])] = entry["result"]
    return out


def _each(probed: dict[tuple[str, int], Any]) -> list[tuple[str, int, Any]]:
    return [(name, width, result) for (name, width), result in sorted(probed.items())]


def test_every_page_was_probed_at_both_widths(probed: dict[tuple[str, int], Any]) -> None:
    names = {name for name, _ in probed}
    assert {"built-multi", "built-single"} <= names
    for name in names:
        assert {width for n, width in probed if n == name} == set(WIDTHS)
        # the frame really was that wide (less a scroll bar), so the phone layout was exercised
        assert probed[(name, 420)]["width"] <= 420 < probed[(name, 1400)]["width"]


def test_the_first_plot_comes_before_the_first_symptom_and_marks_every_onset(
    probed: dict[tuple[str, int], Any],
) -> None:
    for name, width, result in _each(probed):
        assert result["runs"], name
        for run in result["runs"]:
            assert run["has_svg"], (name, width, run["id"])
            assert run["svg_first"], (name, width, run["id"])
            assert run["unmarked"] == [], (name, width, run["id"])


def test_headings_never_skip_a_level(probed: dict[tuple[str, int], Any]) -> None:
    for name, width, result in _each(probed):
        levels = result["headings"]
        assert levels[0] == 1, name
        skips = [(a, b) for a, b in zip(levels, levels[1:], strict=False) if b > a + 1]
        assert skips == [], (name, width, skips)


def test_every_text_colour_has_aa_contrast_on_its_computed_background(
    probed: dict[tuple[str, int], Any],
) -> None:
    for name, width, result in _each(probed):
        low = [c for c in result["contrast"] if c["ratio"] < WCAG_AA]
        assert low == [], (name, width, low[:5])


def test_nothing_is_wider_than_the_viewport(probed: dict[tuple[str, int], Any]) -> None:
    for name, width, result in _each(probed):
        assert result["overflow"] == [], (name, width, result["overflow"][:5])


def test_phones_get_the_narrow_drawing_and_the_smoothing_control_works_without_script(
    probed: dict[tuple[str, int], Any],
) -> None:
    multi_wide, multi_narrow = probed[("built-multi", 1400)], probed[("built-multi", 420)]
    assert multi_wide["svg_widths"] and max(multi_wide["svg_widths"]) > 800
    assert multi_narrow["svg_widths"] and max(multi_narrow["svg_widths"]) <= 420
    for result in (multi_wide, multi_narrow):
        assert result["smoothing"] == {"before": "inline", "after": "none"}


def test_the_screenshot_shows_the_banner_and_the_curves(pages: dict[str, Path], tmp_path: Path) -> None:
    image_module = pytest.importorskip("PIL.Image")
    shot = tmp_path / "shot.png"
    done = _run_chromium(
        tmp_path / "profile", pages["built-multi"], f"--screenshot={shot}", "--window-size=1280,2400"
    )
    assert done.returncode == 0 and shot.exists(), done.stderr[-2000:]
    with image_module.open(shot) as image:
        pixels = image.convert("RGB")
        width, height = pixels.size
        colours = {pixels.getpixel((x, y)) for x in range(0, width, 3) for y in range(0, height, 3)}
    assert (width, height) == (1280, 2400)

    def near(target: tuple[int, int, int]) -> bool:
        return any(all(abs(c - t) <= 24 for c, t in zip(colour, target, strict=True)) for colour in colours)

    assert near(TRAIN_BLUE), "no train-loss stroke drawn"
    assert near((0xFE, 0xE2, 0xE2)), "no failing banner"
