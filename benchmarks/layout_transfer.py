"""Layout transfer: the fault suite's JSON Lines and TensorBoard runs written again,
the same numbers, as Lightning CSV, Lightning TensorBoard and HF `trainer_state.json`
(the suite's own writers), each diagnosed as `benchmarks/accuracy.py` does. A finding
that changes with the layout alone is a defect a user of that logger meets.

    nice -n 10 python benchmarks/layout_transfer.py [--split dev|test|all] [--suite-dir DIR]
                                                    [--cache DIR] [--bare-hf] [--only NAME ...] [--json]

Records are recovered from each case's log (the JSONL rows are the suite writer's
records minus the per-epoch train-loss mean; the event files are read back with
tensorboard's own EventAccumulator, not with triage's reader); the per-epoch mean
Lightning logs as `train_loss_epoch` is the mean of the recovered train points of the
epoch (exact where every step was logged). Lightning layouts keep every recovered
point. HF logs the mean of each `logging_steps` window: a window of 10 recovered
points when there are 500 or more of them, else one point a window (the log
holds the recovered points themselves). The hparams files and HF's `config.json`
are written as `tests/suite/generate.py` writes them; `expected.json` keeps the
original labels. `--bare-hf` adds the HF layout as the Trainer alone leaves a run folder
(trainer_state.json and config.json, no hparams.json).

Figures per split and layout: core-symptom macro-F1, all-symptom micro-F1, healthy
runs alarmed (>= medium), true cause first / top 3, errors. A required symptom that
the layout's own numbers no longer show (`hidden_by_layout`: decided from the written
numbers, never from a detector) is moved to `allowed` for that run and listed
apart. Per-case details (CONSISTENCY: ids found in a layout but not in the original,
and the reverse) are printed for the dev split only; the test split is totals.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
import shutil
import statistics
import sys
import tempfile
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from accuracy import headline  # noqa: E402  (benchmarks/accuracy.py: the same figures, printed alike)

from tests.suite.generate import LAYOUTS as LAYOUT_NAMES  # noqa: E402
from tests.suite.generate import write_hparams  # noqa: E402
from tests.suite.loader import Case, cases_in, load_suite  # noqa: E402
from tests.suite.scoring import Outcome, outcome_of, summary  # noqa: E402
from tests.suite.writers import (  # noqa: E402
    EPOCH_MEAN,
    train_points,
    write_lightning_csv,
    write_lightning_tensorboard,
    write_trainer_state,
)

Record = dict[str, Any]
SOURCE_FORMATS = ("jsonl", "tensorboard")
TARGETS = ("lightning-csv", "lightning-tb", "hf-trainer")
# --bare-hf: the HF layout as the Trainer alone leaves it, trainer_state.json and the
# model's config.json without the suite's hparams.json (what a user's run folder holds)
BARE_HF = "hf-trainer-bare"
DEFAULT_CACHE = REPO / "benchmarks" / ".data" / "layout-transfer"
# HF window: 10 recovered points a logged entry once the log holds this many points
HF_WINDOW_FROM = 500
HF_WINDOW = 10
# the train row's keys; every other key of a step belongs to its evaluation row
TRAIN_KEYS = frozenset({"train/loss", "lr", "grad_norm", "epoch"})
# files whose code decides what a transferred run holds (the cache is stamped with them)
WRITER_SOURCES = (
    REPO / "tests" / "suite" / "writers.py",
    REPO / "tests" / "suite" / "generate.py",
    Path(__file__).resolve(),
)


# ---------------------------------------------------------------- recovering records


def recover_records(case: Case) -> list[Record]:
    """The run's records as the suite's writers take them (train rows, then each
    epoch's row with the evaluation and the epoch's mean train loss)."""
    hparams = json.loads((case.path / "hparams.json").read_text(encoding="utf-8"))
    steps_per_epoch = int(hparams["steps_per_epoch"])
    if case.format == "jsonl":
        records = _records_from_jsonl(case.path / "metrics.jsonl")
    elif case.format == "tensorboard":
        records = _records_from_tensorboard(case.path, steps_per_epoch)
    else:
        raise ValueError(f"{case.name}: layout {case.format!r} is not transferred")
    return with_epoch_means(records, steps_per_epoch)


def _records_from_jsonl(path: Path) -> list[Record]:
    # json.loads reads the bare NaN / Infinity tokens the suite writes
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def _records_from_tensorboard(run_dir: Path, steps_per_epoch: int) -> list[Record]:
    """Train and eval rows from the event file, by step: the train tags form the
    train row, the rest the evaluation row after it (its epoch is not logged in
    the event file: (step + 1) / steps_per_epoch, as the trainer counts it)."""
    from tensorboard.backend.event_processing.event_accumulator import EventAccumulator

    accumulator = EventAccumulator(str(run_dir), size_guidance={"scalars": 0})
    accumulator.Reload()
    by_step: dict[int, Record] = {}
    for tag in accumulator.Tags()["scalars"]:
        for event in accumulator.Scalars(tag):
            by_step.setdefault(int(event.step), {})[tag] = float(event.value)
    records: list[Record] = []
    for step in sorted(by_step):
        values = by_step[step]
        train = {k: v for k, v in values.items() if k in TRAIN_KEYS}
        evaluation = {k: v for k, v in values.items() if k not in TRAIN_KEYS}
        if "train/loss" in train:
            records.append({"step": step, "epoch": train.get("epoch", (step + 1) / steps_per_epoch), **train})
        if evaluation:
            epoch = round(train["epoch"] if "epoch" in train else (step + 1) / steps_per_epoch, 4)
            records.append({"step": step, "epoch": epoch, **evaluation})
    return records


def with_epoch_means(records: Sequence[Record], steps_per_epoch: int) -> list[Record]:
    """Records with each epoch row (the row after the epoch's last step, or the
    run's last row) given the mean of the epoch's recovered train losses, as
    `train/epoch_loss`; any epoch end without a row of its own gets one."""
    out: list[Record] = []
    last_step = max(int(r["step"]) for r in records)
    epoch_start = 0
    window: list[float] = []
    for index, record in enumerate(records):
        step = int(record["step"])
        row = dict(record)
        if "train/loss" in row:
            window.append(float(row["train/loss"]))
            out.append(row)
            continue
        epoch_end = (step + 1) % steps_per_epoch == 0 or step == last_step
        later_same_step = any(
            "train/loss" not in r and int(r["step"]) == step for r in records[index + 1 : index + 3]
        )
        if epoch_end and not later_same_step and step >= epoch_start:
            # the trainer's mean is NaN when any loss of the epoch was: so is this one
            row[EPOCH_MEAN] = sum(window) / len(window) if window else math.nan
            window, epoch_start = [], step + 1
        out.append(row)
    return out


# ---------------------------------------------------------------- writing a layout


@dataclass(frozen=True)
class HfPlan:
    records: list[Record]
    logging_steps: int
    stride: int  # steps between two recovered train points
    window: int  # recovered points averaged into one logged entry


def hf_plan(records: Sequence[Record]) -> HfPlan:
    """What to hand `write_trainer_state`, which logs at the 1-based steps that are
    multiples of `logging_steps` the mean of the window before. With one recovered
    point a window, `logging_steps` is 1: every point is logged at its own step.
    With windows of HF_WINDOW points over points every `stride` steps (from step 0),
    `logging_steps` is stride x HF_WINDOW and each point is moved to the last step
    of its stride (by stride - 1 steps) so that the windows close on them."""
    train_steps = [int(r["step"]) for r in records if "train/loss" in r]
    window = HF_WINDOW if len(train_steps) >= HF_WINDOW_FROM else 1
    if window == 1:
        return HfPlan(list(records), 1, 1, 1)
    gaps = {b - a for a, b in zip(train_steps, train_steps[1:], strict=False)}
    stride = gaps.pop() if len(gaps) == 1 else 1
    if stride < 1 or train_steps[0] % stride:
        stride = 1  # an irregular cadence: windows by steps, over whatever points fall in them
    moved: list[Record] = []
    for record in records:
        row = dict(record)
        if "train/loss" in row and stride > 1:
            row["step"] = int(row["step"]) + stride - 1
        moved.append(row)
    # chronological again: an evaluation before a train point whose window closes after it
    moved.sort(key=lambda r: (int(r["step"]), "train/loss" not in r))
    return HfPlan(moved, stride * window, stride, window)


def write_layout(records: Sequence[Record], case: Case, fmt: str, run_dir: Path) -> dict[str, Any]:
    """Write the run in layout `fmt` into `run_dir` (created); returns what the
    expected.json of the transferred case adds to the original's."""
    hparams = json.loads((case.path / "hparams.json").read_text(encoding="utf-8"))
    optimizer, batch_size = str(hparams.get("optimizer", "")), int(hparams.get("batch_size") or 0)
    run_dir.mkdir(parents=True)
    extra: dict[str, Any] = {}
    if fmt == "lightning-csv":
        write_lightning_csv(records, run_dir / "metrics.csv", optimizer)
        points = train_points(records, fmt, 1)
    elif fmt == "lightning-tb":
        write_lightning_tensorboard(records, run_dir, optimizer)
        points = train_points(records, fmt, 1)
    elif fmt in ("hf-trainer", BARE_HF):
        plan = hf_plan(records)
        write_trainer_state(plan.records, run_dir / "trainer_state.json", plan.logging_steps, batch_size)
        points = train_points(plan.records, fmt, plan.window)
        extra["hf_logging_steps"] = plan.logging_steps
        extra["hf_window_points"] = plan.window
    else:
        raise ValueError(f"unknown target layout {fmt!r}")
    write_hparams(run_dir, "hf-trainer" if fmt == BARE_HF else fmt, hparams)
    if fmt == BARE_HF:
        (run_dir / "hparams.json").unlink()  # config.json (num_labels) stays: the Trainer saves it
    extra.update(
        {
            "format": fmt,
            "layout": LAYOUT_NAMES.get(fmt, "hf-trainer-state"),
            "points": points,
            "transferred_from": case.format,
        }
    )
    return extra


def _stamp(case: Case) -> str:
    digest = hashlib.sha256()
    for path in [*sorted(p for p in case.path.iterdir() if p.is_file()), *WRITER_SOURCES]:
        digest.update(path.name.encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()


def transfer(case: Case, cache: Path, formats: Sequence[str] = TARGETS) -> dict[str, Path]:
    """The case written in every target layout under `cache/<layout>/<case>/`
    (rewritten only when the case or the writers changed); layout -> run dir."""
    stamp = _stamp(case)
    targets = {fmt: cache / fmt / case.name for fmt in formats}
    stamps = {fmt: cache / fmt / ".stamps" / f"{case.name}.sha256" for fmt in formats}
    stale = [f for f in formats if not (stamps[f].is_file() and stamps[f].read_text() == stamp)]
    if not stale:
        return targets
    records = recover_records(case)
    expected = json.loads((case.path / "expected.json").read_text(encoding="utf-8"))
    for fmt in stale:
        parent = targets[fmt].parent
        parent.mkdir(parents=True, exist_ok=True)
        staging = Path(tempfile.mkdtemp(prefix=f".{case.name}.", dir=parent))
        try:
            run_dir = staging / case.name
            labels = {**expected, **write_layout(records, case, fmt, run_dir)}
            (run_dir / "expected.json").write_text(json.dumps(labels, indent=2) + "\n", encoding="utf-8")
            if targets[fmt].exists():
                shutil.rmtree(targets[fmt])
            os.replace(run_dir, targets[fmt])
        finally:
            shutil.rmtree(staging, ignore_errors=True)
        stamps[fmt].parent.mkdir(exist_ok=True)
        stamps[fmt].write_text(stamp)
    return targets


# ---------------------------------------------------------------- what a layout can still show


def hf_train_losses(run_dir: Path) -> list[float]:
    state = json.loads((run_dir / "trainer_state.json").read_text(encoding="utf-8"))
    return [float(e["loss"]) for e in state["log_history"] if "loss" in e and "eval_loss" not in e]


def spike_heights(losses: Sequence[float], half_width: int = 5) -> list[float]:
    """Each point's rise above the median of its neighbours (half_width on each side,
    the point left out; points without a full window on both sides are skipped), as
    a fraction of the log's starting level (the median of its first three points)."""
    finite = [v for v in losses if math.isfinite(v)]
    if len(finite) < 2 * half_width + 1:
        return []
    start = statistics.median(finite[:3])
    if start <= 0:
        return []
    heights = []
    for i in range(half_width, len(finite) - half_width):
        around = finite[i - half_width : i] + finite[i + 1 : i + 1 + half_width]
        heights.append((finite[i] - statistics.median(around)) / start)
    return heights


# The visibility bar of a spike: a rise of 5% of the starting level above the local
# level. It is the bar the project set for a spike to show on the run's plot at all
# (d9fa82f: "a jump of 0.1% of it, on a loss near 0, is one hard sample in a batch
# and invisible on the run's plot"), fixed here so that the labels do not follow the
# detector's tuning.
SPIKE_VISIBLE_HEIGHT = 0.05


def hidden_by_layout(case: Case, records: Sequence[Record], fmt: str, run_dir: Path) -> dict[str, str]:
    """Required symptoms the layout's written numbers no longer carry, with why:
    decided from the numbers (the original's train losses against those the layout
    wrote), never from what a detector found. Only HF windows of several points
    average points away (the Lightning layouts keep every recovered point):
    - loss-spikes: the original has a spike of SPIKE_VISIBLE_HEIGHT and the window
      means none;
    - bad-initial-loss: the first window mean is nearer ln C than the original's
      first loss (in ratio): the bad start was averaged into the descent;
    - loss-runaway: the original rises after its first point, but the window means
      are finite and their first is their largest: the blow-up fits in the first
      window, and no rise is left to see."""
    hidden: dict[str, str] = {}
    if not fmt.startswith("hf-trainer") or hf_plan(records).window <= 1:
        return hidden
    original = [float(r["train/loss"]) for r in records if "train/loss" in r]
    written = hf_train_losses(run_dir)
    if not original or not written:
        return hidden
    if "loss-spikes" in case.symptoms:
        before = max(spike_heights(original), default=0.0)
        after = max(spike_heights(written), default=0.0)
        if before >= SPIKE_VISIBLE_HEIGHT > after:
            hidden["loss-spikes"] = (
                f"tallest rise above the neighbours' median {before:.3g} x the starting level in the "
                f"original, {after:.3g} x in the HF window means (visible from {SPIKE_VISIBLE_HEIGHT:g})"
            )
    hparams = json.loads((case.path / "hparams.json").read_text(encoding="utf-8"))
    classes = hparams.get("num_classes")
    if "bad-initial-loss" in case.symptoms and isinstance(classes, int) and classes >= 2:
        ln_c, first, mean = math.log(classes), original[0], written[0]
        if first > 0 and mean > 0 and abs(math.log(mean / ln_c)) < abs(math.log(first / mean)):
            hidden["bad-initial-loss"] = (
                f"first loss {first:.3g} in the original, {mean:.3g} as the first window mean: "
                f"nearer ln {classes} = {ln_c:.3g} than the original's start"
            )
    if "loss-runaway" in case.symptoms:
        finite = [v for v in original if math.isfinite(v)]
        rises = bool(finite) and (len(finite) < len(original) or max(finite) > original[0])
        if rises and all(math.isfinite(v) for v in written) and max(written) == written[0]:
            hidden["loss-runaway"] = (
                f"the original rises to {max(finite):.3g} after a first loss of {original[0]:.3g}; the "
                f"window means start at their largest, {written[0]:.3g}, and never rise (the blow-up "
                "fits in the first window)"
            )
    return hidden


# ---------------------------------------------------------------- diagnosing


@dataclass
class CaseResult:
    case: Case
    outcomes: dict[str, Outcome] = field(default_factory=dict)  # column -> outcome
    hidden: dict[str, dict[str, str]] = field(default_factory=dict)  # layout -> symptom -> why


def diagnose_case(case: Case, cache: Path, formats: Sequence[str] = TARGETS) -> CaseResult:
    result = CaseResult(case)
    result.outcomes["original"] = outcome_of(case)
    targets = transfer(case, cache, formats)
    records = recover_records(case)
    for fmt, run_dir in targets.items():
        transferred = Case.from_dir(run_dir)
        hidden = hidden_by_layout(case, records, fmt, run_dir)
        if hidden:
            # a symptom the numbers no longer show may be found, but is not required
            transferred = replace(
                transferred,
                symptoms=tuple(s for s in transferred.symptoms if s not in hidden),
                allowed=(*transferred.allowed, *hidden),
            )
            result.hidden[fmt] = hidden
        result.outcomes[fmt] = outcome_of(transferred)
    return result


def consistency(result: CaseResult) -> dict[str, dict[str, list[str]]]:
    """Per layout: ids found there and not in the original (`added`), and the reverse
    (`lost`), each marked required / allowed / false by the case's labels."""
    original = result.outcomes["original"]
    out: dict[str, dict[str, list[str]]] = {}
    for fmt in result.outcomes:
        if fmt == "original":
            continue
        outcome = result.outcomes[fmt]
        added, lost = sorted(outcome.found - original.found), sorted(original.found - outcome.found)
        if added or lost or outcome.error != original.error:
            hidden = result.hidden.get(fmt, {})
            out[fmt] = {
                "added": [f"{s} ({_status(s, original)})" for s in added],
                "lost": [f"{s} ({_status(s, original, hidden)})" for s in lost],
            }
            if outcome.error != original.error:
                out[fmt]["error"] = [outcome.error or "(none)", original.error or "(none)"]
    return out


def _status(symptom: str, outcome: Outcome, hidden: Mapping[str, str] | None = None) -> str:
    if hidden and symptom in hidden:
        return "hidden by the layout"
    if symptom in outcome.expected:
        return "required"
    return "allowed" if symptom in outcome.allowed else "false"


def print_table(split: str, results: dict[str, dict[str, Any]]) -> None:
    lines = {column: headline(result) for column, result in results.items()}
    rows = list(next(iter(lines.values())))
    width = max(len(r) for r in rows)
    print(f"\n== {split}: {next(iter(results.values()))['runs']} runs per layout")
    print(f"{'figure':<{width}}  " + "  ".join(f"{c:>16}" for c in results))
    for row in rows:
        print(f"{row:<{width}}  " + "  ".join(f"{lines[c][row]:>16}" for c in results))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--split", choices=("dev", "test", "all"), default="dev")
    parser.add_argument("--suite-dir", type=Path, help="a generated suite (default: the shipped one)")
    parser.add_argument("--cache", type=Path, default=DEFAULT_CACHE, help=f"default {DEFAULT_CACHE}")
    parser.add_argument("--only", nargs="*", default=(), help="case names (dev cases only)")
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    parser.add_argument("--bare-hf", action="store_true", help=f"add {BARE_HF}: HF without hparams.json")
    args = parser.parse_args(argv)
    formats = (*TARGETS, BARE_HF) if args.bare_hf else TARGETS
    columns = ("original", *formats)
    cases = cases_in(args.suite_dir) if args.suite_dir else load_suite()
    # the real framework runs keep their own layout; only the writer-made JSONL / TB runs transfer
    cases = [c for c in cases if c.format in SOURCE_FORMATS]
    splits = ("dev", "test") if args.split == "all" else (args.split,)
    if args.only:
        cases = [c for c in cases if c.name in set(args.only) and c.split == "dev"]
    document: dict[str, Any] = {"layouts": list(columns), "splits": {}}
    for split in splits:
        results = [diagnose_case(c, args.cache, formats) for c in cases if c.split == split]
        if not results:
            continue
        totals = {column: summary([r.outcomes[column] for r in results]) for column in columns}
        entry: dict[str, Any] = {"totals": totals}
        hidden_count = {fmt: sum(fmt in r.hidden for r in results) for fmt in formats}
        entry["hidden_by_layout_runs"] = hidden_count
        if split == "dev":  # per-case details of the dev split only: the test split is for reporting
            entry["consistency"] = {r.case.name: c for r in results if (c := consistency(r))}
            entry["hidden_by_layout"] = {r.case.name: r.hidden for r in results if r.hidden}
        document["splits"][split] = entry
        if not args.json:
            print_table(split, totals)
            hidden = ", ".join(f"{fmt} {n}" for fmt, n in hidden_count.items())
            print(f"required symptoms hidden by the layout's numbers (runs): {hidden}")
            if split == "dev":
                print_dev_details(entry)
    if args.json:
        for entry in document["splits"].values():
            for result in entry["totals"].values():
                if "consistency" not in entry:  # test split: totals only, no per-case lists
                    for key in ("errors", "false_alarms", "missed", "false_findings", "cause_misses",
                                "required_verdicts_healthy"):
                        result[key] = len(result[key])
        print(json.dumps(document, indent=2))
    return 0


def print_dev_details(entry: dict[str, Any]) -> None:
    if entry["hidden_by_layout"]:
        print("\nHIDDEN BY THE LAYOUT (moved to allowed for that layout, not counted as misses):")
        for name, by_layout in sorted(entry["hidden_by_layout"].items()):
            for fmt, symptoms in by_layout.items():
                for symptom, why in symptoms.items():
                    print(f"  {name} [{fmt}] {symptom}: {why}")
    print("\nCONSISTENCY (dev): found in a layout, not in the original (+), and the reverse (-)")
    for name, by_layout in sorted(entry["consistency"].items()):
        for fmt, diff in by_layout.items():
            parts = [f"+{s}" for s in diff["added"]] + [f"-{s}" for s in diff["lost"]]
            if "error" in diff:
                parts.append(f"error {diff['error'][0]!r} (original {diff['error'][1]!r})")
            print(f"  {name:<36} {fmt:<14} " + ", ".join(parts))


if __name__ == "__main__":
    sys.exit(main())
