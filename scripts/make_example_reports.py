"""Regenerate the example reports in reports/ from the bundled demo runs, or
check that they are current (--check, as CI does). Output is deterministic."""

from __future__ import annotations

import argparse
import re
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
REPORTS = REPO / "reports"


def generate(output_dir: Path) -> list[Path]:
    """Write the example reports into `output_dir`; returns the files written."""
    from triage.cli.diagnose_cmd import write_demo_reports

    _diagnoses, written = write_demo_reports(output_dir)
    return written


def stale_files(reports_dir: Path = REPORTS) -> list[str]:
    """Names of example reports that differ from a fresh rendering, are missing,
    or are left over from a demo run that no longer exists."""
    with tempfile.TemporaryDirectory() as scratch:
        fresh = {p.name: p.read_bytes() for p in generate(Path(scratch))}
    problems = []
    for name, content in sorted(fresh.items()):
        current = reports_dir / name
        if not current.exists():
            problems.append(f"{name} (missing)")
        elif current.read_bytes() != content:
            problems.append(f"{name} (out of date)")
    for leftover in previous_examples(reports_dir):
        if leftover.name not in fresh:
            problems.append(f"{leftover.name} (no longer produced)")
    return problems


def previous_examples(reports_dir: Path = REPORTS) -> list[Path]:
    """The example pages the checked-in index links to. Only these are ever
    replaced or removed: reports/ is also where `triage report` writes by default."""
    index = reports_dir / "index.html"
    if not index.exists():
        return []
    linked = re.findall(r'<a href="([^"/#:]+\.html)">', index.read_text(encoding="utf-8"))
    return [reports_dir / name for name in sorted(set(linked)) if (reports_dir / name).exists()]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--check", action="store_true", help="only check that reports/ is current")
    args = parser.parse_args(argv)
    if args.check:
        problems = stale_files()
        for problem in problems:
            print(f"reports/{problem}", file=sys.stderr)
        if problems:
            print("run: python scripts/make_example_reports.py", file=sys.stderr)
        return 1 if problems else 0
    for leftover in previous_examples():
        leftover.unlink()
    for path in generate(REPORTS):
        print(path.relative_to(REPO))
    return 0


if __name__ == "__main__":
    sys.exit(main())
