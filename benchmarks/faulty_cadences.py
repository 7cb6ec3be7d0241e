"""Faulty runs at other cadences: every faulty run the fresh and variant batteries trained
(their caches under `benchmarks/.data/`) written again from its raw training records, with
the suite's own writers, at the cadences real loggers use (those of healthy_cadences.py,
and Lightning CSV once an epoch), then diagnosed and scored as the batteries are. The same
fault logged every step or once an epoch should give the same findings and the same first
cause, wherever the logged numbers still show it.

    nice -n 10 python benchmarks/faulty_cadences.py [--split dev|test|all] [--details]

Labels follow the batteries' rule, per cadence: each declared symptom is checked in the
rewritten run's numbers by fresh_runs.py's checks; one the check saw at the run's own
cadence and no longer sees at the new one moves to `allowed` (a spike between two logged
points is not in the log). A check that could not judge it at the run's own cadence
either keeps the label. No detector decides a label. Real framework runs (their logs are
the framework's own) are left out. `--details` lists misses and wrong first causes for the
dev parts only; the test parts are totals.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import shutil
import sys
import tempfile
import types
from collections import Counter
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from benchmarks import fresh_runs as fresh  # noqa: E402
from benchmarks.accuracy import print_side_by_side, print_symptom_table  # noqa: E402
from benchmarks.healthy_cadences import CADENCES as HEALTHY_CADENCES  # noqa: E402
from benchmarks.healthy_cadences import cached_runs, write_at  # noqa: E402

EPOCH = 0  # `every` for once an epoch (the run's steps_per_epoch)
CADENCES = (*HEALTHY_CADENCES, ("lightning-csv", EPOCH))


def faulty_runs(split: str) -> list[tuple[Path, Path]]:
    """(run directory, raw records) of every faulty, rewritable run of the split."""
    return cached_runs(
        split, lambda labels: not (labels["healthy"] or labels.get("framework") or labels.get("verdict"))
    )


def _as_logged(fmt: str, every: int) -> Any:
    """What fresh.Curves.of reads of a case spec: its layout and cadence (the val set's
    majority rate is not rebuilt: 1/C stands for it at every cadence alike)."""
    no_data = types.SimpleNamespace(data=types.SimpleNamespace(y_val=None, num_classes=0))
    return types.SimpleNamespace(runner=None, fmt=fmt, every=every, build=lambda: no_data)


def _seen(raw: list[dict[str, Any]], hparams: dict[str, Any], fmt: str, every: int) -> dict[str, bool]:
    curves = fresh.Curves.of(_as_logged(fmt, every), raw, hparams)
    return {symptom: check(curves, None)[0] for symptom, check in fresh.CHECKS.items()}


@dataclasses.dataclass(frozen=True)
class Loaded:
    """One faulty run read once: its raw records, hparams, labels, and what the checks
    see at its own cadence."""

    cache: str
    raw: list[dict[str, Any]]
    hparams: dict[str, Any]
    expected: dict[str, Any]
    own: dict[str, bool]

    @classmethod
    def of(cls, run_dir: Path, records: Path) -> Loaded:
        raw = json.loads(records.read_text())
        hparams = fresh.hparams_in(run_dir)
        expected = json.loads((run_dir / "expected.json").read_text())
        own = _seen(raw, hparams, expected["format"], _own_every(expected, hparams))
        return cls(run_dir.parent.name, raw, hparams, expected, own)


def rewrite(run: Loaded, fmt: str, every: int, target: Path) -> bool:
    """The run's records written at one cadence into target, with its labels for it;
    False when none of its declared symptoms is left in the rewritten numbers (nothing
    there to diagnose the fault from: not scored)."""
    write_at(run.raw, run.hparams, target, fmt, every)
    here = _seen(run.raw, run.hparams, fmt, every)
    declared = run.expected["symptoms"]
    gone = {s for s in declared if run.own.get(s) and not here.get(s)}
    expected = {
        **run.expected,
        "case": f"{run.cache}/{run.expected['case']}@{fmt}-{every}",
        "format": fmt,
        "symptoms": [s for s in declared if s not in gone],
        "allowed": sorted(set(run.expected.get("allowed", ())) | gone),
    }
    (target / "expected.json").write_text(json.dumps(expected, indent=2))
    return bool(expected["symptoms"])


def _own_every(expected: dict[str, Any], hparams: dict[str, Any]) -> int:
    """The run's own train-logging cadence, from its labels' `cadence` ("every 10 steps,
    eval per epoch": the clause before the comma)."""
    words = str(expected.get("cadence", "")).split(",")[0].split()
    if "epoch" in words:
        return int(hparams.get("steps_per_epoch") or 1)
    numbers = [int(w) for w in words if w.isdigit()]
    return numbers[0] if numbers else 1


def main(argv: list[str] | None = None) -> int:
    from tests.suite.loader import Case
    from tests.suite.scoring import outcome_of, summary

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--split", choices=("dev", "test", "all"), default="dev")
    parser.add_argument("--details", action="store_true", help="misses and wrong first causes, dev only")
    args = parser.parse_args(argv)
    runs = faulty_runs(args.split)
    if not runs:
        print("no trained battery in benchmarks/.data: run fresh_runs.py or variants.py first")
        return 1
    groups: dict[str, list[Any]] = {}
    invisible: Counter[str] = Counter()
    with tempfile.TemporaryDirectory() as scratch:
        for run_dir, records in runs:
            run = Loaded.of(run_dir, records)
            steps = int(run.hparams.get("steps_per_epoch") or 1)
            for fmt, every in CADENCES:
                target = Path(scratch) / f"{run_dir.parent.name}-{run_dir.name}-{fmt}-{every}"
                target.mkdir()
                if not rewrite(run, fmt, every or steps, target):
                    invisible[f"{fmt.split('-')[0]} {every or 'epoch'}"] += 1
                    shutil.rmtree(target)
                    continue
                outcome = outcome_of(Case.from_dir(target))
                groups.setdefault(f"{fmt.split('-')[0]} {every or 'epoch'}", []).append(outcome)
                groups.setdefault("all cadences", []).append(outcome)
                shutil.rmtree(target)
    results = {group: summary(items) for group, items in groups.items()}
    print(f"{len(runs)} faulty {args.split} runs x {len(CADENCES)} cadences")
    print("not scored, no declared symptom left in the log: "
          + (", ".join(f"{k} {v}" for k, v in invisible.items()) or "none"))
    print_side_by_side(results)
    print_symptom_table({"all cadences": results["all cadences"]})
    if args.details and args.split == "dev":
        every = results["all cadences"]
        for kind in ("missed", "false_findings", "cause_misses"):
            print(f"\n{kind}:")
            for name, what in sorted(every[kind].items()):
                print(f"  {name}: {what}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
