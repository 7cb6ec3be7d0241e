"""Pooled figures over many cached batteries at once: every run of every cache a group names,
diagnosed as `triage diagnose DIR --format json` and scored as accuracy.py and variants.py score
one battery, so one command gives the totals a closing note quotes.

    nice -n 10 python benchmarks/pooled.py [--group NAME=PATTERN[,PATTERN...] ...] [-j N] [--json]

A group is a set of cache folders under benchmarks/.data, picked by shell patterns on their
names; without --group, the two groups the notes report:
- "a-p with draws": battery a (`variants`), b to p and their seed draws (`variants-<letter>-sN`);
- "blind": the batteries written blind, `variants-zzzz<letter>` from zzzzd on (and zzzzz<letter>).
Only caches already trained are read (`variants.py --battery X [--seed-tag sN] --train-only`
trains one); the folders read are listed. Each group is reported per part (dev: tuned on; test:
read as totals only) with the figures of accuracy.py.
"""

from __future__ import annotations

import argparse
import fnmatch
import json
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from benchmarks.accuracy import print_side_by_side  # noqa: E402

DATA = REPO / "benchmarks" / ".data"
GROUPS = {
    "a-p with draws": ("variants", "variants-[a-p]", "variants-[a-p]-s[0-9]*"),
    "blind": ("variants-zzzz[d-z]", "variants-zzzzz[a-z]"),
}
PARTS = ("dev", "test")


def caches(patterns: tuple[str, ...]) -> list[Path]:
    """The cache folders under DATA whose names match one of the patterns, by name."""
    if not DATA.is_dir():
        return []
    return sorted(
        p for p in DATA.iterdir() if p.is_dir() and any(fnmatch.fnmatchcase(p.name, pat) for pat in patterns)
    )


def run_dirs(folders: list[Path]) -> list[Path]:
    """Every run folder (one holding expected.json) of the caches."""
    return [run.parent for folder in folders for run in sorted(folder.glob("*/expected.json"))]


def score(run_dir: Path) -> tuple[str, Any]:
    from tests.suite.loader import Case
    from tests.suite.scoring import outcome_of

    case = Case.from_dir(run_dir)
    return case.split.removeprefix("variant-"), outcome_of(case)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--group", action="append", default=[], help="NAME=PATTERN[,PATTERN...]")
    parser.add_argument("-j", "--jobs", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    from tests.suite.scoring import summary

    groups = dict(GROUPS)
    if args.group:
        groups = {}
        for spec in args.group:
            name, _, patterns = spec.partition("=")
            if not name or not patterns:
                parser.error(f"--group takes NAME=PATTERN[,PATTERN...], not {spec!r}")
            groups[name] = tuple(patterns.split(","))
    results: dict[str, dict[str, Any]] = {}
    read: dict[str, list[str]] = {}
    for name, patterns in groups.items():
        folders = caches(patterns)
        read[name] = [f.name for f in folders]
        runs = run_dirs(folders)
        if args.jobs > 1:
            with ProcessPoolExecutor(args.jobs) as pool:
                scored = list(pool.map(score, runs, chunksize=8))
        else:
            scored = [score(run) for run in runs]
        for part in PARTS:
            outcomes = [outcome for split, outcome in scored if split == part]
            if outcomes:
                results[f"{name} ({part})"] = summary(outcomes)
    if args.json:
        print(json.dumps({"caches": read, "results": results}, indent=2, default=str))
        return 0
    for name, names in read.items():
        print(f"{name}: {len(names)} caches" + (f" ({', '.join(names)})" if names else " (none trained)"))
    if not results:
        print("no trained cache matches: train one with benchmarks/variants.py --train-only")
        return 1
    print()
    print_side_by_side(results)
    return 0


if __name__ == "__main__":
    sys.exit(main())
