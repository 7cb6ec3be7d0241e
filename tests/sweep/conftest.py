"""The real sweep (60 small torch runs, cached under tests/.cache/) and one
scan of it shared by the tests that only read its outputs."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from tests.sweep.sweep_runs import build_sweep

CACHE = Path(__file__).resolve().parent.parent / ".cache"


@pytest.fixture(scope="session")
def sweep_dir() -> Path:
    """60 runs over lr, batch size, dropout and seed (trained once, then cached)."""
    pytest.importorskip("torch")
    CACHE.mkdir(parents=True, exist_ok=True)
    return build_sweep(CACHE)


@dataclass
class Scanned:
    index: Path
    results: Path
    document: dict[str, Any]
    html: str


@pytest.fixture(scope="session")
def scanned(sweep_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Scanned:
    """One process-pool scan of the sweep at -j 2, its JSON document and index page."""
    from triage.sweep import run_scan

    index = tmp_path_factory.mktemp("scan") / "index.html"
    outcome = run_scan(sweep_dir, index, jobs=2)
    return Scanned(
        index, outcome.summary.results, json.loads(outcome.document()), index.read_text(encoding="utf-8")
    )


def scan_schema() -> dict[str, Any]:
    import triage.sweep

    path = Path(triage.sweep.__file__).parent / "schema" / "scan-format-1.json"
    loaded: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return loaded
