"""Scoring a diagnosis against the suite's ground truth, the way a user runs the
tool (`triage diagnose DIR --format json`, in process): shared by the acceptance
tests and benchmarks/accuracy.py. Every finding at any severity is a prediction,
except those nested under another finding's `explains`."""

from __future__ import annotations

import contextlib
import io
import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .loader import Case

CORE_SYMPTOMS = (
    "loss-runaway",
    "slow-convergence",
    "overfitting",
    "zero-train-loss",
    "train-val-gap",
    "val-test-gap",
    "loss-oscillation",
    "loss-spikes",
    "bad-initial-loss",
    "undertrained",
    "gradient-explosion",
    "gradient-vanishing",
    "periodic-loss",
    "metric-at-baseline",
)
ALARM_SEVERITIES = ("medium", "high", "critical")


@dataclass
class Outcome:
    """What the diagnosis of one run found, next to what was expected."""

    name: str
    healthy: bool
    expected: set[str]
    allowed: set[str]
    found: set[str] = field(default_factory=set)  # top-level findings, any severity
    nested: set[str] = field(default_factory=set)  # findings shown under the one that explains them
    alarms: set[str] = field(default_factory=set)  # found at severity medium or above
    cause: str | None = None
    cause_rank: int | None = None
    required_verdict: str | None = None
    verdict: str = ""
    error: str = ""


def diagnose_json(path: Path) -> tuple[int, dict[str, Any] | None, str]:
    """`triage diagnose PATH --format json`, in process: exit code, document, stderr."""
    from triage.cli import run

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = run(["diagnose", str(path), "--format", "json"])
        except SystemExit as stop:  # the CLI may still exit on its own
            code = int(stop.code or 0)
    try:
        document = json.loads(out.getvalue())
    except ValueError:
        document = None
    return code, document, err.getvalue().strip()


def diagnose_one(
    name: str,
    path: Path,
    expected: Iterable[str],
    allowed: Iterable[str],
    healthy: bool,
    cause: str | None,
    verdict: str | None = None,
) -> Outcome:
    outcome = Outcome(name, healthy, set(expected), set(allowed), cause=cause, required_verdict=verdict)
    try:
        code, document, stderr = diagnose_json(path)
    except Exception as error:  # a crash is a result to report, not a reason to stop
        outcome.error = f"{type(error).__name__}: {error}"
        return outcome
    if code >= 2 or document is None or not document.get("runs"):
        outcome.error = f"exit {code}: {stderr.splitlines()[-1] if stderr else 'no JSON document'}"
        return outcome
    runs = document["runs"]
    if len(runs) > 1:
        outcome.error = f"{len(runs)} runs read from one case directory"
        return outcome
    report = runs[0]
    outcome.verdict = str(report.get("verdict", ""))
    outcome.found = {s["id"] for s in report.get("symptoms", [])}
    pending = [e for s in report.get("symptoms", []) for e in s.get("explains", [])]
    while pending:
        explained = pending.pop()
        outcome.nested.add(explained["id"])
        pending.extend(explained.get("explains", []))
    outcome.alarms = {s["id"] for s in report.get("symptoms", []) if s.get("severity") in ALARM_SEVERITIES}
    ids = [c["id"] for c in report.get("causes", [])]
    if cause is not None and cause in ids:
        outcome.cause_rank = ids.index(cause) + 1
    return outcome


def configuration_symptoms(run_dir: Path) -> set[str]:
    """Symptoms a case shows by its configuration alone, labelled from the settings its
    logs record (hparams.json, hparams.yaml, the Trainer's arguments: what was set, not a
    detector's output): an lr two orders of magnitude above its optimizer's usual value
    (1e-3 for Adam-like, 0.1 per 256 examples for SGD) or three below it is
    `learning-rate-out-of-range`; when the optimizer was only assumed by a reader (the
    framework's default), a rate out of range for it that also sits 10x above (1,000x
    below) the other family's usual rate."""
    from triage.model import Kind
    from triage.model.hparams import (
        OPTIMIZER_ASSUMED,
        as_number,
        canonical_hparams,
        optimizer_family,
        typical_lr,
    )
    from triage.readers import read_run

    try:
        run = read_run(run_dir)
    except Exception:  # noqa: BLE001 - an unreadable case is scored (as an error) elsewhere
        return set()
    hp = canonical_hparams(run.hparams)
    lr = as_number(hp.get("lr"))
    logged = [s for s in run.select(kind=Kind.LR) if len(s)]
    if lr is None and logged:  # the schedule the Trainer logged is what was configured
        lr = float(max(logged[0].value))
    if lr is None or lr <= 0:
        return set()
    batch = as_number(hp.get("batch_size"))
    usual = typical_lr(optimizer_family(str(hp.get("optimizer") or "") or None), batch)
    if not usual:
        return set()
    high, low = lr / usual >= 100, lr / usual <= 1e-3
    if hp.get(OPTIMIZER_ASSUMED) is True:
        # an optimizer a reader assumed (the framework's default; the log records none) is
        # no setting: a rate out of range for it must also sit 10x above (or 1,000x below)
        # the other family's usual rate, which the run may as well have used
        assumed = optimizer_family(str(hp.get("optimizer")))
        other = typical_lr("adam-like" if assumed == "sgd" else "sgd", batch)
        high = high and other is not None and lr / other >= 10
        low = low and other is not None and lr / other <= 1e-3
    return {"learning-rate-out-of-range"} if high or low else set()


def outcome_of(case: Case) -> Outcome:
    expected = set(case.symptoms) | configuration_symptoms(case.path)
    return diagnose_one(case.name, case.path, expected, case.allowed, case.healthy, case.cause, case.verdict)


def counts(outcomes: list[Outcome], symptom: str) -> tuple[int, int, int]:
    tp = sum(symptom in o.expected and symptom in o.found for o in outcomes)
    fp = sum(symptom in o.found and symptom not in o.expected | o.allowed for o in outcomes)
    fn = sum(symptom in o.expected and symptom not in o.found for o in outcomes)
    return tp, fp, fn


def f1(tp: int, fp: int, fn: int) -> float | None:
    return 2 * tp / (2 * tp + fp + fn) if tp + fp + fn else None


def symptom_table(outcomes: list[Outcome]) -> list[dict[str, Any]]:
    symptoms = sorted({s for o in outcomes for s in o.expected | o.found})
    rows = []
    for symptom in symptoms:
        tp, fp, fn = counts(outcomes, symptom)
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
    scored = [o for o in outcomes if not o.error]
    healthy = [o for o in scored if o.healthy]
    with_cause = [o for o in scored if o.cause is not None and o.required_verdict is None]
    required = [o for o in scored if o.required_verdict is not None]
    core_f1 = [f1(*counts(scored, s)) for s in CORE_SYMPTOMS]
    core_defined = [v for v in core_f1 if v is not None]
    tp = fp = fn = 0
    for symptom in {s for o in scored for s in o.expected | o.found}:
        a, b, c = counts(scored, symptom)
        tp, fp, fn = tp + a, fp + b, fn + c
    return {
        "runs": len(outcomes),
        "healthy_runs": len(healthy),
        "errors": {o.name: o.error for o in outcomes if o.error},
        "core_macro_f1": sum(core_defined) / len(core_defined) if core_defined else None,
        "micro_f1": f1(tp, fp, fn),
        "micro_counts": {"tp": tp, "fp": fp, "fn": fn},
        "symptoms": symptom_table(scored),
        "healthy_alarmed": sum(bool(o.alarms) for o in healthy),
        "false_alarms": {o.name: sorted(o.alarms) for o in healthy if o.alarms},
        "cause_runs": len(with_cause),
        "cause_top1": sum(o.cause_rank == 1 for o in with_cause) / len(with_cause) if with_cause else None,
        "cause_top3": (
            sum(o.cause_rank is not None and o.cause_rank <= 3 for o in with_cause) / len(with_cause)
            if with_cause
            else None
        ),
        "required_verdicts": len(required),
        "required_verdicts_met": sum(o.verdict == o.required_verdict for o in required),
        "required_verdicts_healthy": {o.name: o.verdict for o in required if o.verdict == "healthy"},
        "missed": {o.name: sorted(o.expected - o.found) for o in scored if o.expected - o.found},
        "false_findings": {
            o.name: sorted(o.found - o.expected - o.allowed)
            for o in scored
            if o.found - o.expected - o.allowed
        },
        "cause_misses": {o.name: [o.cause, o.cause_rank] for o in with_cause if o.cause_rank != 1},
    }
