"""Accuracy of the diagnosis on the fault suite (per split) and on the real public logs,
measured the way a user runs the tool: `triage diagnose DIR --format json`, in process.

    python benchmarks/accuracy.py [--split dev|test|all] [--suite-dir DIR] [--no-real-logs] [--json]

Every finding at any severity is a prediction (findings nested under another's
`explains` are not): a predicted id listed in the case's `symptoms` is a true
positive, one in neither `symptoms` nor `allowed` a false positive, a `symptoms`
id not predicted a false negative. Figures:
- core-symptom macro-F1: the mean F1 over DESIGN.md's 14 symptom ids (those with
  any positive or prediction in the split);
- all-symptom micro-F1: TP, FP, FN summed over every id;
- healthy runs with an alarm: a finding of severity medium or above;
- true cause first / in the top 3 of the ranking (faulty runs with a cause);
- required verdicts: cases whose expected verdict is `inconclusive` (every eval NaN...),
  where a `healthy` verdict is an error;
- runs with errors: the command exited with 2-4 or printed no JSON.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

REAL_LOGS = REPO.parent / "shared" / "real-logs"

from tests.suite.scoring import Outcome, diagnose_one, outcome_of, summary  # noqa: E402

# Expectations for every real log (47 runs in 38 folders), read off the curve
# descriptions and "Symptoms" lines in
# ../shared/real-logs/SOURCES.md (which is prose, so they are restated here).
# path relative to real-logs -> (symptoms that must be found, symptoms allowed, healthy)
REAL_LOG_EXPECTATIONS: dict[str, tuple[tuple[str, ...], tuple[str, ...], bool]] = {
    "detectron2-fruit-healthy": ((), ("missing-validation",), True),
    "detectron2-pothole-initial-spike": (
        ("missing-validation",),
        ("bad-initial-loss", "slow-convergence", "loss-oscillation"),
        False,
    ),
    "hf-mt5-az-healthy": ((), ("bad-initial-loss", "undertrained"), True),
    "hf-multi-eval-overfit": (
        ("overfitting",),
        ("train-val-gap", "loss-oscillation", "metric-at-baseline"),
        False,
    ),
    "hf-roberta-late-breakthrough": ((), ("slow-convergence", "zero-train-loss", "train-val-gap"), False),
    "hf-t5-cnndm-slow": (("slow-convergence",), ("missing-validation",), False),
    "hf-tinyllama-sft-healthy": ((), (), True),
    "hf-vit-lung-noisy-eval": (("zero-train-loss",), ("loss-spikes", "train-val-gap"), False),
    "hf-whisper-braj-lr-unstable": (("slow-convergence",), ("loss-runaway", "overfitting"), False),
    "hf-whisper-ja-overfit": (("overfitting", "zero-train-loss"), ("train-val-gap",), False),
    "hf-whisper-twi-healthy": ((), ("undertrained",), True),
    "hf-whisper-zh-healthy": ((), ("undertrained",), True),
    "jsonl-slm-pretrain-restarts": (("missing-validation",), ("undertrained",), True),
    "keras-csv-5class-chance": (("metric-at-baseline", "slow-convergence"), (), False),
    "keras-csv-digits-healthy": ((), (), True),
    "keras-csv-ecg-negative-runaway": (("loss-runaway",), (), False),
    "keras-csv-emotion-resnet50": ((), ("overfitting", "loss-spikes", "train-val-gap"), False),
    "keras-csv-octa-majority-spiky": (
        ("metric-at-baseline", "slow-convergence"),
        ("overfitting", "loss-oscillation"),
        False,
    ),
    "keras-csv-tomato-cnn": (("overfitting",), ("train-val-gap", "loss-oscillation"), False),
    "keras-csv-voice-overfit/intro_training.log": ((), ("train-val-gap", "overfitting"), False),
    "keras-csv-voice-overfit/speaker250_training.log": (("overfitting",), ("train-val-gap",), False),
    "keras-tb-ecg-train-val-overfit/logs": (
        ("overfitting",),
        ("bad-initial-loss", "loss-spikes", "train-val-gap"),
        False,
    ),
    "keras-tb-ecg-train-val-overfit/training.log": (
        ("overfitting",),
        ("bad-initial-loss", "loss-spikes", "train-val-gap"),
        False,
    ),
    "keras-tb-validation/loop_noise5_cbamconcat_rms10_batchsize512": (
        (),
        ("loss-spikes", "missing-validation"),
        True,
    ),
    "keras-tb-validation/loop_noise5_cbamconcat_rms1_batchsize512": (
        (),
        ("loss-spikes", "missing-validation"),
        True,
    ),
    "keras-tb1-irfanet-overfit": (("overfitting",), (), False),
    "lightning-csv-gaze-healthy": ((), ("undertrained",), True),
    "lightning-csv-weather-nan/lightning_logs/version_4": (("loss-runaway", "missing-validation"), (), False),
    "lightning-csv-weather-nan/lightning_logs/version_8": (("loss-runaway", "missing-validation"), (), False),
    "lightning-lstm-stuck/lightning_logs/version_11": (("missing-validation",), (), True),
    "lightning-lstm-stuck/lightning_logs/version_2": (
        ("slow-convergence", "missing-validation"),
        ("metric-at-baseline",),
        False,
    ),
    "lightning-pendulum-step-epoch": (("missing-validation",), ("slow-convergence",), True),
    "lightning-pinn-nan/lightning_logs/version_12": (
        ("loss-runaway", "missing-validation"),
        ("slow-convergence", "bad-initial-loss"),
        False,
    ),
    "lightning-pinn-nan/lightning_logs/version_14": (
        ("loss-runaway", "missing-validation"),
        ("bad-initial-loss",),
        False,
    ),
    "lightning-tb-charlstm": ((), ("slow-convergence",), True),
    "lightning-tb-dlgn-chance/lightning_logs/version_0": (
        ("loss-runaway", "metric-at-baseline"),
        ("bad-initial-loss", "slow-convergence"),
        False,
    ),
    "lightning-tb-dlgn-chance/lightning_logs/version_10": (
        ("slow-convergence", "metric-at-baseline"),
        (),
        False,
    ),
    "lightning-tb-dlgn-memorize": (
        ("zero-train-loss", "overfitting", "metric-at-baseline"),
        ("train-val-gap",),
        False,
    ),
    "lightning-tb-nan-aux-metric": ((), (), True),
    "lightning-tb-nan-from-start/lightning_logs/version_1": (("missing-validation",), (), True),
    "lightning-tb-nan-from-start/lightning_logs/version_3": (
        ("loss-runaway", "missing-validation"),
        (),
        False,
    ),
    "mlflow-keras-single-point": ((), ("missing-validation",), False),
    "mlflow-lightning-mnist-trainonly/mlruns/0/00e2ba8f3b404a6abced114ac6b51ff8": (
        ("missing-validation",),
        ("undertrained",),
        True,
    ),
    "mlflow-lightning-mnist-trainonly/mlruns/0/c89566f24f7b4bf0b526c7ac29c426be": (
        ("missing-validation",),
        ("undertrained",),
        True,
    ),
    "raytune-progress-flat": (("slow-convergence",), (), False),
    "torch-csv-alexnet-healthy": ((), ("train-val-gap",), True),
    "torch-tb-radio-val-diverge": (("overfitting", "metric-at-baseline"), ("train-val-gap",), False),
}


def suite_outcomes(suite_dir: Path | None) -> dict[str, list[Outcome]]:
    """Outcomes per split ("dev", "test") of the shipped suite or of `suite_dir`."""
    from tests.suite.loader import cases_in, load_suite

    cases = cases_in(suite_dir) if suite_dir else load_suite()
    by_split: dict[str, list[Outcome]] = {}
    for case in cases:
        by_split.setdefault(case.split, []).append(outcome_of(case))
    return by_split


def real_log_outcomes(root: Path) -> list[Outcome]:
    if not (root / "SOURCES.md").is_file():
        return []
    outcomes = []
    for rel, (expected, allowed, healthy) in REAL_LOG_EXPECTATIONS.items():
        path = root / rel
        if path.exists():
            outcomes.append(diagnose_one(rel, path, expected, allowed, healthy, None))
    return outcomes


def number(value: float | None, as_percent: bool = False) -> str:
    if value is None:
        return "n/a"
    return f"{value:.0%}" if as_percent else f"{value:.2f}"


def headline(result: dict[str, Any]) -> dict[str, str]:
    """The issue's figures for one group of runs, as printed."""
    return {
        "runs (healthy)": f"{result['runs']} ({result['healthy_runs']})",
        "core-symptom macro-F1": number(result["core_macro_f1"]),
        "all-symptom micro-F1": number(result["micro_f1"]),
        "healthy runs with an alarm (>= medium)": f"{result['healthy_alarmed']}/{result['healthy_runs']}",
        "true cause first / in top 3": (
            f"{number(result['cause_top1'], True)} / {number(result['cause_top3'], True)}"
            f" of {result['cause_runs']}"
        ),
        "inconclusive verdicts required: met (judged healthy)": (
            f"{result['required_verdicts_met']}/{result['required_verdicts']}"
            f" ({len(result['required_verdicts_healthy'])})"
        ),
        "runs with errors": str(len(result["errors"])),
    }


def print_side_by_side(results: dict[str, dict[str, Any]]) -> None:
    columns = list(results)
    lines = {title: headline(result) for title, result in results.items()}
    width = max(len(k) for k in next(iter(lines.values())))
    print(f"{'figure':<{width}}  " + "  ".join(f"{c:>18}" for c in columns))
    for key in next(iter(lines.values())):
        print(f"{key:<{width}}  " + "  ".join(f"{lines[c][key]:>18}" for c in columns))


def print_symptom_table(results: dict[str, dict[str, Any]]) -> None:
    columns = list(results)
    symptoms = sorted({row["symptom"] for r in results.values() for row in r["symptoms"]})
    print(f"\n{'symptom':<22} " + " ".join(f"{c + ' tp/fp/fn  P / R':>26}" for c in columns))
    for symptom in symptoms:
        cells = []
        for column in columns:
            row = next((r for r in results[column]["symptoms"] if r["symptom"] == symptom), None)
            if row is None:
                cells.append(f"{'-':>26}")
                continue
            triple = f"{row['tp']}/{row['fp']}/{row['fn']}"
            pr = f"{number(row['precision'], True)} / {number(row['recall'], True)}"
            cells.append(f"{triple:>12} {pr:>13}")
        print(f"{symptom:<22} " + " ".join(cells))


def print_details(title: str, result: dict[str, Any]) -> None:
    print(f"\n-- {title}")
    sections = (
        ("errors", result["errors"]),
        ("healthy runs alarmed", result["false_alarms"]),
        ("inconclusive required, judged healthy", result["required_verdicts_healthy"]),
        ("missed symptoms", result["missed"]),
        ("false findings (neither expected nor allowed)", result["false_findings"]),
        ("cause not ranked first [cause, rank]", result["cause_misses"]),
    )
    for heading, items in sections:
        if items:
            print(f"{heading} ({len(items)}):")
            for name, value in sorted(items.items()):
                text = ", ".join(map(str, value)) if isinstance(value, list) else str(value)
                print(f"  {name}: {text[:160]}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--split", choices=("dev", "test", "all"), default="all", help="which cases to score")
    parser.add_argument("--suite-dir", type=Path, help="a generated suite (default: the shipped one)")
    parser.add_argument("--no-real-logs", action="store_true", help="skip ../shared/real-logs")
    parser.add_argument("--details", action="store_true", help="list every miss and false finding")
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    args = parser.parse_args(argv)
    by_split = suite_outcomes(args.suite_dir)
    results: dict[str, dict[str, Any]] = {}
    for split in ("dev", "test"):
        if args.split in (split, "all") and split in by_split:
            results[f"suite {split}"] = summary(by_split[split])
    if args.split == "all":
        results["suite all"] = summary([o for outcomes in by_split.values() for o in outcomes])
    if not args.no_real_logs:
        real = real_log_outcomes(REAL_LOGS)
        if real:
            results["real logs"] = summary(real)
    if args.json:
        print(json.dumps(results, indent=2))
        return 0
    print_side_by_side(results)
    print_symptom_table(results)
    if args.details:
        for title, result in results.items():
            print_details(title, result)
    return 0


if __name__ == "__main__":
    sys.exit(main())
