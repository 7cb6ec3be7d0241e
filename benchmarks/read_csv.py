"""CSV reading speed: triage's CSV reader (whole Run built) against pandas.read_csv on the
same files, a dense Keras-like log and a sparse Lightning-like one; prints the ratios.

    python benchmarks/read_csv.py [--rows 1000000] [--repeat 5] [--engines auto,arrow,polars,numpy]
    python benchmarks/read_csv.py --baseline old_csv_log.py   # also time another version

ratio = pandas time / triage time: 1.0 or more means triage is not slower.
Measurements, each paired in this one run so that both sides share the load:
  in-library    the read alone, in this process (imports done), median of --repeat
                runs, pandas and triage interleaved: wall time, and the CPU time of
                the process (all threads), which the machine's load changes less;
                `read_csv` for each engine, and `triage.readers.read_runs(FILE)` (the
                CLI's route: the reader chosen by content, folder checks, hparams files);
  whole-process a fresh `python -c` that imports the reader and reads the file
                (start-up and imports included), `triage series FILE --format json`
                and `triage diagnose FILE --format json` too (the console script beside
                this python, not a pyenv shim, whose bash costs ~0.1 s whatever it
                runs), median of --repeat, interleaved. Where pyarrow is installed,
                pandas imports it too (0.1-0.2 s more per process), so pandas is also
                timed with pyarrow hidden from it (`sys.modules["pyarrow"] = None`) and
                every ratio is taken against the faster pandas; and `python -c`
                read_csv is timed with polars too (`csv_log.USE_ARROW = False`).
                Every side loads byte-code caches, as an installed package does (pip
                compiles them): the processes write theirs under a temporary
                PYTHONPYCACHEPREFIX in one untimed warm-up run, even where
                PYTHONDONTWRITEBYTECODE is set (then a source tree's modules are
                compiled anew at every start: ~0.15 s of triage's CLI here).
It also prints the load average, and the installed size and import time of the
compiled parsers "auto" uses (pyarrow, the `fast-csv` extra, else polars) beside pandas'.
Engines: "auto" (what users get: a compiled reader when the file holds 8 MB or more,
or one is loaded already: polars if loaded, else pyarrow's if installed, else polars';
else the vectorised numpy parse, falling back to the row parser for irregular files; so
below 8 MB a whole process imports neither), "arrow", "polars", "numpy" (the vectorised
parse alone) and "python" (the row-by-row parser, slow); the line "auto takes" says
which one "auto" took in this process. --baseline FILE loads FILE as a stand-alone copy of
triage/readers/csv_log.py (e.g. `git show HEAD~1:triage/readers/csv_log.py`) and times
its "auto" engine on the same files, for before/after tables.
"""

from __future__ import annotations

import argparse
import importlib.metadata
import importlib.util
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from functools import partial
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


def paired_medians(functions: dict[str, Callable[[], object]], repeat: int) -> dict[str, tuple[float, float]]:
    """Median wall and CPU time of each function, the functions interleaved round by
    round so that a burst of load on this shared machine falls on every side alike,
    after one untimed call of each."""
    times: dict[str, list[tuple[float, float]]] = {label: [] for label in functions}
    for function in functions.values():
        function()  # untimed: the lazy imports (a compiled parser's) and the page cache
    for _ in range(repeat):
        for label, function in functions.items():
            wall, cpu = time.perf_counter(), time.process_time()
            function()
            times[label].append((time.perf_counter() - wall, time.process_time() - cpu))
    return {
        label: (statistics.median(w for w, _ in values), statistics.median(c for _, c in values))
        for label, values in times.items()
    }


def installed_megabytes(prefix: str) -> tuple[str, float]:
    """Versions and installed size (MB, from the RECORD files) of the distributions
    whose name starts with `prefix` (polars ships its compiled core as polars-runtime-*)."""
    found = [
        d
        for d in importlib.metadata.distributions()
        if (d.metadata["Name"] or "").lower().replace("_", "-").startswith(prefix)
    ]
    size = sum(f.size or 0 for d in found for f in d.files or [])
    names = ", ".join(sorted(f"{d.metadata['Name']} {d.version}" for d in found))
    return names, size / 1e6


def import_seconds(module: str, repeat: int) -> float:
    """Median time of `python -c "import MODULE"` minus that of `python -c pass`."""

    def median_of(code: str) -> float:
        times = []
        for _ in range(repeat):
            start = time.perf_counter()
            subprocess.run([sys.executable, "-c", code], check=True)
            times.append(time.perf_counter() - start)
        return statistics.median(times)

    return median_of(f"import {module}") - median_of("pass")


def print_parsers(repeat: int) -> None:
    for module, prefix in (("polars", "polars"), ("pyarrow.csv", "pyarrow"), ("pandas", "pandas")):
        if importlib.util.find_spec(module.split(".")[0]) is None:
            print(f"{module}: not installed")
            continue
        names, size = installed_megabytes(prefix)
        seconds = import_seconds(module, repeat)
        print(
            f"{module}: {names}; installed {size:.0f} MB; import {seconds * 1000:.0f} ms (median of {repeat})"
        )


def run_process(command: list[str], env: dict[str, str]) -> None:
    done = subprocess.run(command, stdout=subprocess.DEVNULL, env=env)
    if done.returncode not in (0, 1):  # 1: `triage diagnose` found something at --fail-on
        raise SystemExit(f"{' '.join(command)}: exit code {done.returncode}")


def process_environment(cache: Path) -> dict[str, str]:
    """The environment of the timed processes: byte-code caches written and read under
    `cache`, and this triage (the one imported here) first on the path."""
    import triage

    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = str(cache)
    source = str(Path(next(iter(triage.__path__))).parent)
    env["PYTHONPATH"] = os.pathsep.join([source, *filter(None, [env.get("PYTHONPATH")])])
    return env


def triage_command() -> str:
    """The `triage` console script installed beside this python, else the one on PATH."""
    beside = Path(sys.executable).with_name("triage")
    return str(beside) if beside.exists() else shutil.which("triage") or "triage"


def have_arrow() -> bool:
    return importlib.util.find_spec("pyarrow") is not None


def whole_process_commands(path: Path) -> dict[str, list[str]]:
    python = sys.executable
    reader = "from pathlib import Path; from triage.readers import csv_log"
    commands = {"pandas": [python, "-c", f"import pandas; pandas.read_csv({str(path)!r})"]}
    if have_arrow():
        hidden = "import sys; sys.modules['pyarrow'] = None; import pandas"
        commands["pandas, pyarrow hidden"] = [python, "-c", f"{hidden}; pandas.read_csv({str(path)!r})"]
    commands["triage read_csv"] = [python, "-c", f"{reader}; csv_log.read_csv(Path({str(path)!r}))"]
    if have_arrow() and have_polars():
        commands["triage read_csv, polars"] = [
            python,
            "-c",
            f"{reader}; csv_log.USE_ARROW = False; csv_log.read_csv(Path({str(path)!r}))",
        ]
    return commands | {
        "triage series --format json": [triage_command(), "series", str(path), "--format", "json"],
        "triage diagnose --format json": [triage_command(), "diagnose", str(path), "--format", "json"],
    }


def start_up_commands() -> dict[str, list[str]]:
    """What the whole processes spend before reading: Python itself, each side's imports
    (a compiled reader only for files of 8 MB or more), and the CLI's start (`triage
    --version` parses its command line and imports no reader)."""
    python = sys.executable
    commands = {
        "python -c pass": [python, "-c", "pass"],
        "import pandas": [python, "-c", "import pandas"],
        "import triage's csv_log": [python, "-c", "import triage.readers.csv_log"],
        "import polars + csv_log": [python, "-c", "import polars, triage.readers.csv_log"],
    }
    if have_arrow():
        commands["import pandas, pyarrow hidden"] = [
            python,
            "-c",
            "import sys; sys.modules['pyarrow'] = None; import pandas",
        ]
        commands["import pyarrow.csv + csv_log"] = [
            python,
            "-c",
            "import pyarrow.csv, triage.readers.csv_log",
        ]
    return commands | {"triage --version": [triage_command(), "--version"]}


def print_start_up(env: dict[str, str], repeat: int) -> None:
    commands = start_up_commands()  # paired_medians' untimed call writes the byte-code caches
    medians = paired_medians({who: partial(run_process, c, env) for who, c in commands.items()}, repeat)
    print("start-up (whole processes, median of --repeat; part of every whole-process time below):")
    for who, (seconds, _) in medians.items():
        print(f"  start-up       {who:<30} {seconds:7.3f} s")


def have_polars() -> bool:
    return importlib.util.find_spec("polars") is not None


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--rows", type=int, default=1_000_000)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument(
        "--engines", default="auto,numpy", help="comma-separated: auto, polars, numpy, python"
    )
    parser.add_argument("--baseline", type=Path, help="a copy of csv_log.py to time as well (before/after)")
    parser.add_argument("--no-process", action="store_true", help="skip the whole-process timings")
    args = parser.parse_args()

    import pandas  # type: ignore[import-untyped]

    from triage.readers import csv_log, read_runs
    from triage.readers.csv_log import read_csv

    available = {"polars": have_polars(), "arrow": have_arrow()}
    engines = [e for e in args.engines.split(",") if available.get(e, True)]
    baseline = load_baseline(args.baseline).read_csv if args.baseline is not None else None
    print(f"pandas {pandas.__version__}; repeat {args.repeat}; {os.cpu_count()} CPUs")
    print(f"load average before: {' '.join(f'{x:.1f}' for x in os.getloadavg())}")
    print_parsers(args.repeat)
    with tempfile.TemporaryDirectory() as directory:
        env = process_environment(Path(directory) / "pycache")
        if not args.no_process:
            print_start_up(env, args.repeat)
        for label, writer in (("dense", write_dense), ("sparse", write_sparse)):
            path = Path(directory) / f"{label}.csv"
            writer(path, args.rows)
            size_mb = path.stat().st_size / 1e6
            functions: dict[str, Callable[[], object]] = {"pandas.read_csv": partial(pandas.read_csv, path)}
            for engine in engines:
                functions[f"triage engine={engine}"] = partial(read_csv, path, engine=engine)
            functions["triage read_runs (auto)"] = partial(read_runs, path)
            if baseline is not None:
                functions["baseline engine=auto"] = partial(baseline, path, engine="auto")
            medians = paired_medians(functions, args.repeat)
            pandas_wall, pandas_cpu = medians.pop("pandas.read_csv")
            taken = csv_log._compiled_engine(path.stat().st_size) or "numpy"
            print(f"{label}: {args.rows:,} rows, {size_mb:.1f} MB; auto takes {taken} (in this process)")
            print(
                f"  in-library     {'pandas.read_csv':<30} {pandas_wall:7.3f} s wall {pandas_cpu:7.3f} s CPU"
            )
            for who, (wall, cpu) in medians.items():
                print(
                    f"  in-library     {who:<30} {wall:7.3f} s wall {cpu:7.3f} s CPU  "
                    f"ratio (pandas/triage) = {pandas_wall / wall:.2f} wall, {pandas_cpu / cpu:.2f} CPU"
                )
            if args.no_process:
                continue
            # paired_medians' untimed call: byte-code caches written, file in the page cache
            commands = whole_process_commands(path)
            process = paired_medians(
                {who: partial(run_process, command, env) for who, command in commands.items()},
                args.repeat,
            )
            pandas_process = process.pop("pandas")[0]
            print(f"  whole-process  {'python -c pandas.read_csv':<30} {pandas_process:7.3f} s")
            if "pandas, pyarrow hidden" in process:
                hidden = process.pop("pandas, pyarrow hidden")[0]
                print(f"  whole-process  {'pandas, pyarrow hidden':<30} {hidden:7.3f} s")
                pandas_process = min(pandas_process, hidden)  # the stricter baseline
            for who, (seconds, _) in process.items():
                print(
                    f"  whole-process  {who:<30} {seconds:7.3f} s  ratio (pandas/triage) = "
                    f"{pandas_process / seconds:.2f}"
                )
    print(f"load average after: {' '.join(f'{x:.1f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
