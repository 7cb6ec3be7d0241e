"""Accuracy of the diagnosis on the fault suite and on the real public logs:
per-symptom precision/recall, false alarms on healthy runs, cause top-1/top-3.

    python benchmarks/accuracy.py [--suite-dir DIR] [--no-real-logs] [--json]

A found symptom counts as a true positive when the case expects it, as a
false positive when it is neither expected nor allowed (expected.json), and
is ignored when it is only allowed. False alarms: healthy runs with any
finding of severity medium or above.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

REAL_LOGS = REPO.parent / "shared" / "real-logs"

# Expectations for the real logs, read off the curve descriptions in
# ../shared/real-logs/SOURCES.md (which is prose, so they are restated here).
# path relative to real-logs -> (symptoms that must be found, symptoms allowed, healthy)
REAL_LOG_EXPECTATIONS: dict[str, tuple[tuple[str, ...], tuple[str, ...], bool]] = {
    "hf-whisper-ja-overfit": (("overfitting", "zero-train-loss"), ("train-val-gap",), False),
    "hf-multi-eval-overfit": (("overfitting",), ("train-val-gap", "loss-oscillation"), False),
    "hf-mt5-az-healthy": ((), ("bad-initial-loss",), True),
    "hf-tinyllama-sft-healthy": ((), (), True),
    # one final eval point only: whether that counts as validation is a judgement call
    "hf-t5-cnndm-slow": (("slow-convergence",), ("missing-validation",), False),
    "lightning-pinn-nan/lightning_logs/version_14": (
        ("loss-runaway", "missing-validation"),
        ("bad-initial-loss",),
        False,
    ),
    "lightning-pinn-nan/lightning_logs/version_12": (
        ("loss-runaway", "missing-validation"),
        ("slow-convergence", "bad-initial-loss"),
        False,
    ),
    "lightning-lstm-stuck/lightning_logs/version_2": (
        ("slow-convergence", "missing-validation"),
        ("metric-at-baseline",),
        False,
    ),
    # healthy curves, but train loss only (missing-validation is a low-severity finding)
    "lightning-lstm-stuck/lightning_logs/version_11": (("missing-validation",), (), True),
    "lightning-tb-charlstm": ((), ("slow-convergence",), True),
    "keras-csv-emotion-resnet50": ((), ("overfitting", "loss-spikes", "train-val-gap"), False),
    "keras-csv-tomato-cnn": (("overfitting",), ("train-val-gap", "loss-oscillation"), False),
}


@dataclass
class Outcome:
    """What the diagnosis of one run found, next to what was expected."""

    name: str
    healthy: bool
    expected: set[str]
    allowed: set[str]
    found: set[str]
    alarms: set[str]  # found at severity medium or above
    cause: str | None = None
    cause_rank: int | None = None
    error: str = ""
    notes: list[str] = field(default_factory=list)


def diagnose_one(
    name: str, path: Path, expected: Iterable[str], allowed: Iterable[str], healthy: bool, cause: str | None
) -> Outcome:
    from triage.pipeline import diagnose
    from triage.readers import read_run

    outcome = Outcome(name, healthy, set(expected), set(allowed), set(), set(), cause)
    try:
        diagnosis = diagnose(read_run(path))
    except Exception as error:  # a crash is a result to report, not a reason to stop
        outcome.error = f"{type(error).__name__}: {error}"
        return outcome
    outcome.found = {f.id for f in diagnosis.symptoms}
    outcome.alarms = {f.id for f in diagnosis.at_or_above("medium")}
    ids = [c.id for c in diagnosis.causes]
    if cause is not None and cause in ids:
        outcome.cause_rank = ids.index(cause) + 1
    return outcome


def suite_outcomes(suite_dir: Path | None) -> list[Outcome]:
    from tests.suite.loader import cases_in, load_suite

    cases = cases_in(suite_dir) if suite_dir else load_suite()
    return [diagnose_one(c.name, c.path, c.symptoms, c.allowed, c.healthy, c.cause) for c in cases]


def real_log_outcomes(root: Path) -> list[Outcome]:
    if not (root / "SOURCES.md").is_file():
        return []
    outcomes = []
    for rel, (expected, allowed, healthy) in REAL_LOG_EXPECTATIONS.items():
        path = root / rel
        if path.exists():
            outcomes.append(diagnose_one(rel, path, expected, allowed, healthy, None))
    return outcomes


def symptom_table(outcomes: list[Outcome]) -> list[dict[str, Any]]:
    symptoms = sorted({s for o in outcomes for s in o.expected | o.found})
    rows = []
    for symptom in symptoms:
        tp = sum(symptom in o.expected and symptom in o.found for o in outcomes)
        fn = sum(symptom in o.expected and symptom not in o.found for o in outcomes)
        fp = sum(symptom in o.found and symptom not in o.expected | o.allowed for o in outcomes)
        rows.append(
            {
                "symptom": symptom,
                "tp": tp,
                "fp": fp,
                "fn": fn,
                "precision": tp / (tp + fp) if tp + fp else None,
                "recall": tp / (tp + fn) if tp + fn else None,
            }
        )
    return rows


def summary(outcomes: list[Outcome]) -> dict[str, Any]:
    healthy = [o for o in outcomes if o.healthy]
    with_cause = [o for o in outcomes if o.cause is not None]
    return {
        "runs": len(outcomes),
        "errors": {o.name: o.error for o in outcomes if o.error},
        "symptoms": symptom_table([o for o in outcomes if not o.error]),
        "false_alarm_rate": sum(bool(o.alarms) for o in healthy) / len(healthy) if healthy else None,
        "false_alarms": {o.name: sorted(o.alarms) for o in healthy if o.alarms},
        "cause_top1": sum(o.cause_rank == 1 for o in with_cause) / len(with_cause) if with_cause else None,
        "cause_top3": (
            sum(o.cause_rank is not None and o.cause_rank <= 3 for o in with_cause) / len(with_cause)
            if with_cause
            else None
        ),
        "missed": {
            o.name: sorted(o.expected - o.found) for o in outcomes if o.expected - o.found and not o.error
        },
        "cause_misses": {o.name: [o.cause, o.cause_rank] for o in with_cause if o.cause_rank != 1},
    }


def percent(value: float | None) -> str:
    return "  n/a" if value is None else f"{value:5.0%}"


def print_report(title: str, result: dict[str, Any]) -> None:
    print(f"\n== {title}: {result['runs']} runs")
    if result["errors"]:
        print(f"errors ({len(result['errors'])}):")
        for name, error in sorted(result["errors"].items()):
            print(f"  {name}: {error[:150]}")
    print(f"{'symptom':<22} {'tp':>3} {'fp':>3} {'fn':>3} {'precision':>9} {'recall':>7}")
    for row in result["symptoms"]:
        print(
            f"{row['symptom']:<22} {row['tp']:>3} {row['fp']:>3} {row['fn']:>3} "
            f"{percent(row['precision']):>9} {percent(row['recall']):>7}"
        )
    print(f"false-alarm rate on healthy runs (>= medium): {percent(result['false_alarm_rate'])}")
    for name, alarms in sorted(result["false_alarms"].items()):
        print(f"  {name}: {', '.join(alarms)}")
    if result["cause_top1"] is not None:
        print(f"cause top-1: {percent(result['cause_top1'])}   top-3: {percent(result['cause_top3'])}")
        for name, (cause, rank) in sorted(result["cause_misses"].items()):
            print(f"  {name}: {cause} at rank {rank}")
    if result["missed"]:
        print("missed symptoms:")
        for name, missed in sorted(result["missed"].items()):
            print(f"  {name}: {', '.join(missed)}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--suite-dir", type=Path, help="a generated suite (default: the cache)")
    parser.add_argument("--no-real-logs", action="store_true", help="skip ../shared/real-logs")
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    args = parser.parse_args(argv)
    results = {"suite": summary(suite_outcomes(args.suite_dir))}
    if not args.no_real_logs:
        real = real_log_outcomes(REAL_LOGS)
        if real:
            results["real-logs"] = summary(real)
    if args.json:
        print(json.dumps(results, indent=2))
    else:
        for title, result in results.items():
            print_report(title, result)
    return 0


if __name__ == "__main__":
    sys.exit(main())
