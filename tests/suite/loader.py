"""Load the fault suite's cases as plain records (where the run is and what it is
expected to show). The suite ships as `tests/suite/data/suite.tar.xz`, extracted on
first use into `tests/.cache/suite/<hash of the archive>/`: nothing is trained."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import tarfile
import tempfile
from dataclasses import dataclass
from pathlib import Path

SUITE_DIR = Path(__file__).resolve().parent
DATA_DIR = SUITE_DIR / "data"
ARCHIVE = DATA_DIR / "suite.tar.xz"
MANIFEST = DATA_DIR / "manifest.json"
CACHE_ROOT = SUITE_DIR.parent / ".cache" / "suite"
SPLITS = ("dev", "test")


@dataclass(frozen=True)
class Case:
    """One run of the suite and its ground truth (expected.json)."""

    name: str
    path: Path
    healthy: bool
    symptoms: tuple[str, ...]
    allowed: tuple[str, ...]
    cause: str | None
    description: str
    format: str
    split: str = "dev"
    family: str = ""
    dataset: str = ""
    layout: str = ""
    cadence: str = ""
    verdict: str | None = None  # the verdict required when it is neither healthy nor a symptom

    @classmethod
    def from_dir(cls, run_dir: Path) -> Case:
        expected = json.loads((run_dir / "expected.json").read_text(encoding="utf-8"))
        return cls(
            name=expected["case"],
            path=run_dir,
            healthy=bool(expected["healthy"]),
            symptoms=tuple(expected["symptoms"]),
            allowed=tuple(expected.get("allowed", ())),
            cause=expected.get("cause"),
            description=expected.get("description", ""),
            format=expected.get("format", "jsonl"),
            split=expected.get("split", "dev"),
            family=expected.get("family", ""),
            dataset=expected.get("dataset", ""),
            layout=expected.get("layout", ""),
            cadence=expected.get("cadence", ""),
            verdict=expected.get("verdict"),
        )


def cases_in(suite_dir: str | os.PathLike[str], split: str | None = None) -> list[Case]:
    """Every case directory (one holding expected.json) directly under `suite_dir`,
    by name; only those of `split` ("dev" or "test") when it is given."""
    if split is not None and split not in SPLITS:
        raise ValueError(f"unknown split {split!r}; expected one of {', '.join(SPLITS)}")
    root = Path(suite_dir)
    cases = [Case.from_dir(p) for p in sorted(root.iterdir()) if (p / "expected.json").is_file()]
    return [c for c in cases if split is None or c.split == split]


SUITE_DIR_VARIABLE = "TRIAGE_SUITE_DIR"


def load_suite(split: str | None = None) -> list[Case]:
    """The shipped suite (extracted into the cache on first use), or the suite in
    $TRIAGE_SUITE_DIR when that is set; `split` keeps "dev" or "test" cases only."""
    pinned = os.environ.get(SUITE_DIR_VARIABLE)
    if pinned:
        return cases_in(pinned, split)
    return cases_in(extracted(), split)


def archive_hash() -> str:
    digest = hashlib.sha256()
    with ARCHIVE.open("rb") as data:
        for block in iter(lambda: data.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()[:16]


def extracted() -> Path:
    """The shipped archive's case folders, extracted once per archive version.
    Extraction goes to a temporary sibling renamed into place, so concurrent
    sessions never see half a suite."""
    if not ARCHIVE.is_file():
        raise FileNotFoundError(
            f"{ARCHIVE} is missing: regenerate with `python -m tests.suite.generate OUT_DIR` "
            "and pack it with `python -m tests.suite.generate --pack OUT_DIR`"
        )
    final = CACHE_ROOT / archive_hash()
    if (final / ".complete").exists():
        return final
    CACHE_ROOT.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=final.name + ".tmp-", dir=CACHE_ROOT))
    try:
        with tarfile.open(ARCHIVE, "r:xz") as archive:
            archive.extractall(staging, filter="data")
        (staging / ".complete").write_text("ok\n")
        try:
            os.rename(staging, final)
        except OSError:
            if not (final / ".complete").exists():
                raise
    finally:
        if staging.exists():
            shutil.rmtree(staging, ignore_errors=True)
    return final
