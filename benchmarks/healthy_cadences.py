"""Healthy runs at other cadences: every healthy run the fresh and variant batteries
trained (`fresh_runs.py`, `variants.py`; their caches under `benchmarks/.data/`) written
again from its raw training records, with the suite's own writers, at the cadences real
loggers use: HF `trainer_state.json` windows of 1, 10 and 50 steps, Lightning CSV every
step and every 50th, Lightning TensorBoard every 20th (`log_every_n_steps`). A sparse
log's first point can lie past the whole descent, and each point is one batch: a
healthy run should alarm (a finding at medium or above) at none of them.

    nice -n 10 python benchmarks/healthy_cadences.py [--split dev|test|all] [--details]

Only batteries already trained are read (run `fresh_runs.py --tag ...` or
`variants.py [--battery b] [--seed-tag ...]` first). `--details` lists each alarm, for
the dev parts only; the test parts are totals.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import tempfile
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from benchmarks.fresh_runs import hparams_in  # noqa: E402
from tests.suite.generate import write_hparams  # noqa: E402
from tests.suite.writers import write_log  # noqa: E402

DATA = REPO / "benchmarks" / ".data"
CADENCES = (
    ("hf-trainer", 1),
    ("hf-trainer", 10),
    ("hf-trainer", 50),
    ("lightning-csv", 1),
    ("lightning-csv", 50),
    ("lightning-tb", 20),
)


def cached_runs(split: str, keep: Callable[[dict[str, Any]], bool]) -> list[tuple[Path, Path]]:
    """(run directory, raw records) of every run of the split in the caches whose
    labels (expected.json) `keep` accepts."""
    found = []
    for records in sorted(DATA.glob("*/.records/*.json")):
        run_dir = records.parent.parent / records.stem
        expected = run_dir / "expected.json"
        if not expected.exists():
            continue
        labels = json.loads(expected.read_text())
        if keep(labels) and (split == "all" or labels["split"].endswith(split)):
            found.append((run_dir, records))
    return found


def healthy_runs(split: str) -> list[tuple[Path, Path]]:
    """(run directory, raw records) of every healthy run of the split in the caches."""
    return cached_runs(split, lambda labels: bool(labels["healthy"]))


def write_at(raw: list[dict[str, Any]], hparams: dict[str, Any], target: Path, fmt: str, every: int) -> None:
    """A run's raw records and hparams written into target in one layout and cadence."""
    optimizer, batch = str(hparams.get("optimizer", "")), int(hparams.get("batch_size") or 0)
    write_log(raw, target, fmt, every, optimizer, batch)
    write_hparams(target, fmt, hparams)


def alarms_at(run_dir: Path, records: Path, scratch: Path) -> dict[str, list[str]]:
    """{cadence: alarms} of one healthy run rewritten at each cadence."""
    import triage

    raw = json.loads(records.read_text())
    hparams = hparams_in(run_dir)
    out: dict[str, list[str]] = {}
    for fmt, every in CADENCES:
        target = scratch / f"{run_dir.parent.name}-{run_dir.name}-{fmt}-{every}"
        target.mkdir()
        write_at(raw, hparams, target, fmt, every)
        diagnosis = triage.diagnose(target)
        out[f"{fmt} every {every}"] = [
            f"{f.id} ({f.severity}): {f.message}" for f in diagnosis.at_or_above("medium")
        ]
        shutil.rmtree(target)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--split", choices=("dev", "test", "all"), default="dev")
    parser.add_argument("--details", action="store_true", help="each dev alarm")
    args = parser.parse_args(argv)
    runs = healthy_runs(args.split)
    if not runs:
        print("no trained battery in benchmarks/.data: run fresh_runs.py or variants.py first")
        return 1
    per_cadence: Counter[str] = Counter()
    by_id: Counter[str] = Counter()
    alarmed_runs, lines = 0, []
    with tempfile.TemporaryDirectory() as scratch:
        for run_dir, records in runs:
            found = alarms_at(run_dir, records, Path(scratch))
            alarmed_runs += any(found.values())
            for cadence, alarms in found.items():
                per_cadence[cadence] += bool(alarms)
                for alarm in alarms:
                    by_id[alarm.split(" ", 1)[0]] += 1
                    lines.append(f"  {run_dir.parent.name}/{run_dir.name} {cadence}: {alarm[:200]}")
    logs = len(runs) * len(CADENCES)
    print(f"{len(runs)} healthy {args.split} runs x {len(CADENCES)} cadences = {logs} logs")
    alarmed_logs = sum(per_cadence.values())
    print(f"logs with an alarm (>= medium): {alarmed_logs}; runs alarmed at any cadence: {alarmed_runs}")
    for fmt, every in CADENCES:
        cadence = f"{fmt} every {every}"
        print(f"  {cadence:24} {per_cadence[cadence]}/{len(runs)}")
    print("alarms by symptom: " + (", ".join(f"{k} {v}" for k, v in by_id.most_common()) or "none"))
    if args.details and args.split == "dev":
        print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
