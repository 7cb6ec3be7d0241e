"""Write the bundled demo runs (triage/demo/runs/) from cases of the fault suite.

    python scripts/make_demo_runs.py [--format-of NAME=jsonl|tensorboard ...]

Each demo run is one suite case re-trained (same seed, so the same curves)
and written without its expected.json; one run is written as TensorBoard
event files when the TensorBoard reader can read it back, else as JSON Lines.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
from dataclasses import replace
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from tests.suite.cases import by_name  # noqa: E402
from tests.suite.generate import generate_case  # noqa: E402
from triage.demo import DEMO_RUNS, demo_runs_dir  # noqa: E402

# demo name -> (suite case, preferred log format)
DEMO_CASES: dict[str, tuple[str, str]] = {
    "healthy-cnn": ("healthy-adam-cnn", "jsonl"),
    "lr-too-high": ("lr-too-high-adam-regression", "tensorboard"),
    "overfitting-tiny-data": ("tiny-train-large-mlp", "jsonl"),
    "missing-zero-grad": ("missing-zero-grad-adam-cnn", "jsonl"),
    "lr-decayed-too-early": ("early-lr-decay-adam-cnn", "jsonl"),
}


def tensorboard_reader_works(run_dir: Path) -> bool:
    """Whether triage's readers can read this TensorBoard run (the reader may not exist yet)."""
    try:
        from triage.readers import read_run

        run = read_run(run_dir)
    except Exception as error:  # any failure means: fall back to JSON Lines
        print(f"  TensorBoard reader not usable ({type(error).__name__}: {error}); writing JSON Lines")
        return False
    return any(s.name == "train/loss" for s in run)


def write_demo(name: str, target_root: Path) -> Path:
    case_name, fmt = DEMO_CASES[name]
    spec = by_name(case_name)
    with tempfile.TemporaryDirectory() as scratch:
        built = generate_case(replace(spec, name=name, fmt=fmt), Path(scratch))
        if fmt == "tensorboard" and not tensorboard_reader_works(built):
            built = generate_case(replace(spec, name=name, fmt="jsonl"), Path(scratch))
        (built / "expected.json").unlink()
        target = target_root / name
        if target.exists():
            shutil.rmtree(target)
        shutil.copytree(built, target)
    # SummaryWriter names the file after the time, host and pid; a fixed name keeps
    # the bundled data identical from one regeneration to the next
    for index, event_file in enumerate(sorted(target.glob("events.out.tfevents.*"))):
        event_file.rename(target / f"events.out.tfevents.1700000000.demo.{index}")
    return target


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--only", nargs="*", default=(), help="demo names to rewrite")
    args = parser.parse_args()
    if set(DEMO_CASES) != set(DEMO_RUNS):
        raise SystemExit("DEMO_CASES and triage.demo.DEMO_RUNS name different runs")
    root = demo_runs_dir()
    root.mkdir(parents=True, exist_ok=True)
    for name in DEMO_RUNS:
        if args.only and name not in args.only:
            continue
        target = write_demo(name, root)
        size = sum(p.stat().st_size for p in target.rglob("*") if p.is_file())
        print(f"{name}: {DEMO_CASES[name][0]} -> {target.relative_to(REPO)} ({size / 1024:.0f} KB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
