"""The report in a real browser (headless Chromium, JavaScript off): the page
loads, the plots are drawn. Skips where no Chromium is installed (CI installs it)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from tests.report.builders import healthy_diagnosis, nan_runaway_diagnosis, overfitting_diagnosis
from triage.report import render_html

pytestmark = pytest.mark.browser

TRAIN_BLUE = (0x25, 0x63, 0xEB)


def _chromium() -> str:
    for name in ("chromium", "chromium-browser", "google-chrome", "chrome"):
        found = shutil.which(name)
        if found:
            return found
    pytest.skip("no headless Chromium installed (apt-get install chromium)")


def _run_chromium(tmp_path: Path, page: Path, *extra: str) -> subprocess.CompletedProcess[str]:
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
        f"--user-data-dir={tmp_path / 'profile'}",
        *extra,
        page.as_uri(),
    ]
    return subprocess.run(command, capture_output=True, text=True, timeout=120, check=False)


@pytest.fixture(scope="module")
def report(tmp_path_factory: pytest.TempPathFactory) -> Path:
    page = tmp_path_factory.mktemp("browser") / "report.html"
    render_html([nan_runaway_diagnosis(), overfitting_diagnosis(), healthy_diagnosis()], page)
    return page


def test_the_page_loads_and_its_plots_are_in_the_dom(report: Path, tmp_path: Path) -> None:
    # --dump-dom serialises the DOM with the browser's own script engine, so it stays on here
    done = _run_chromium(tmp_path, report, "--dump-dom")
    assert done.returncode == 0, done.stderr[-2000:]
    dom = done.stdout
    assert "<title>Triage of 3 runs" in dom
    assert dom.count("<svg") >= 6
    assert dom.count('class="curve"') >= 6
    assert 'class="onset"' in dom and 'class="nonfinite"' in dom


def test_the_screenshot_shows_the_banner_and_the_curves(report: Path, tmp_path: Path) -> None:
    image_module = pytest.importorskip("PIL.Image")
    shot = tmp_path / "shot.png"
    # Headless screenshots need the browser's script engine; the page itself has no
    # <script> at all (test_html checks that), so it reads the same with JavaScript off.
    done = _run_chromium(tmp_path, report, f"--screenshot={shot}", "--window-size=1280,2400")
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
