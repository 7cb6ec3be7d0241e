"""CSV reading speed: triage's CSV reader (whole Run built) against pandas.read_csv on the
same files, a dense Keras-like log and a sparse Lightning-like one; prints the ratio.

    python benchmarks/read_csv.py [--rows 1000000] [--repeat 3] [--python-engine]
    python benchmarks/read_csv.py --baseline old_csv_log.py   # also time another version

ratio = pandas time / triage time: 1.0 or more means triage is not slower. Times
are medians of --repeat runs in this one process. Engines: "auto" (what users
get: the vectorised numpy parse, falling back to the row parser for irregular
files), "numpy" (the vectorised parse alone) and, with --python-engine, "python"
(the row-by-row parser). --baseline FILE loads FILE as a stand-alone copy of
triage/readers/csv_log.py (e.g. `git show HEAD~1:triage/readers/csv_log.py`)
and times its "auto" and "numpy" engines on the same files, for before/after tables.
"""

from __future__ import annotations

import argparse
import importlib.util
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

import numpy as np


def write_dense(path: Path, rows: int, seed: int = 0) -> None:
    """step + 7 float columns, every cell filled (Keras CSVLogger, generic logs)."""
    rng = np.random.default_rng(seed)
    values = rng.standard_normal((rows, 7))
    with path.open("w") as handle:
        handle.write("step,loss,val_loss,accuracy,val_accuracy,lr,grad_norm,epoch_time\n")
        np.savetxt(
            handle, np.column_stack([np.arange(rows), values]), delimiter=",", fmt=["%d"] + ["%.17g"] * 7
        )


def write_sparse(path: Path, rows: int, seed: int = 0) -> None:
    """Lightning metrics.csv: step rows and epoch rows, each leaving the other's cells blank."""
    rng = np.random.default_rng(seed)
    with path.open("w") as handle:
        handle.write("epoch,step,train_loss_epoch,train_loss_step,val_loss\n")
        lines = []
        for i in range(rows):
            value = rng.standard_normal()
            if i % 10 == 9:
                lines.append(f"{i // 10},{i},{value!r},,{value + 1!r}\n")
            else:
                lines.append(f"{i // 10},{i},,{value!r},\n")
        handle.write("".join(lines))


def load_baseline(path: Path) -> ModuleType:
    """Another version of the CSV reader module, loaded from its file under its own name."""
    spec = importlib.util.spec_from_file_location("csv_log_baseline", path)
    if spec is None or spec.loader is None:
        raise SystemExit(f"{path}: cannot be loaded as a Python module")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


def median_time(function: Callable[[], object], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        function()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--rows", type=int, default=1_000_000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--python-engine", action="store_true", help="also time the row-by-row parser (slow)")
    parser.add_argument("--baseline", type=Path, help="a copy of csv_log.py to time as well (before/after)")
    args = parser.parse_args()

    import pandas

    from triage.readers.csv_log import read_csv

    engines = ["auto", "numpy"] + (["python"] if args.python_engine else [])
    readers: list[tuple[str, Callable[..., object]]] = [("triage", read_csv)]
    if args.baseline is not None:
        readers.insert(0, ("baseline", load_baseline(args.baseline).read_csv))
    with tempfile.TemporaryDirectory() as directory:
        for label, writer in (("dense", write_dense), ("sparse", write_sparse)):
            path = Path(directory) / f"{label}.csv"
            writer(path, args.rows)
            size_mb = path.stat().st_size / 1e6
            pandas_time = median_time(lambda p=path: pandas.read_csv(p), args.repeat)
            print(f"{label}: {args.rows:,} rows, {size_mb:.1f} MB; pandas.read_csv {pandas_time:.3f} s")
            for who, reader in readers:
                for engine in engines if who == "triage" else ["auto", "numpy"]:
                    ours = median_time(lambda p=path, r=reader, e=engine: r(p, engine=e), args.repeat)
                    print(
                        f"  {who:<8} engine={engine:<6} {ours:.3f} s  "
                        f"ratio (pandas/triage) = {pandas_time / ours:.2f}"
                    )


if __name__ == "__main__":
    main()
