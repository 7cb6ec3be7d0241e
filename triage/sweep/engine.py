"""Triage every unit of a sweep (a sub-directory: one run or a tree of runs) on
a pool of workers, streaming one JSON line per finished unit to a results
file, so an interrupted scan resumes and the parent never holds the sweep's
curves. The index page, the JSON document and the analysis are all built from
that file afterwards (`triage.sweep.results`)."""

from __future__ import annotations

import hashlib
import math
import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from triage.model import Diagnosis, Run

# A sweep is I/O- and numpy-bound per run; more workers than this rarely helps on a laptop.
DEFAULT_SCAN_JOBS_CAP = 8
# Long enough for a run of millions of points on a slow disk; a FIFO or a hung
# mount hits it instead of hanging the sweep.
DEFAULT_TIMEOUT_SECONDS = 600.0
# Points kept per sparkline (train and val loss); the index stays small at 100,000 runs.
SPARKLINE_POINTS = 48
# Hparams kept per run in the results: enough for any sweep, bounded for a log that logs its whole config.
MAX_HPARAMS = 64
MAX_HPARAM_TEXT = 200

Progress = Callable[[int], None]


@dataclass(frozen=True)
class Objective:
    """What the sweep optimises: a series (its name, or ROLE/KIND such as val/loss)
    and whether lower or higher is better. The default is the best val loss."""

    metric: str = "val/loss"
    goal: str = ""  # "" : the series' own direction (min for a loss, max for an accuracy)

    @classmethod
    def parse(cls, text: str | None) -> Objective:
        """`METRIC[:max|min]`; UsageError for an empty metric or another goal."""
        from triage.errors import UsageError

        if not text:
            return cls()
        metric, _, goal = text.rpartition(":") if text.endswith((":max", ":min")) else (text, "", "")
        if not metric.strip():
            raise UsageError(f"--objective {text!r}: expected METRIC[:max|min], e.g. val/loss:min")
        return cls(metric.strip(), goal or "")

    def describe(self) -> str:
        return f"{'best' if not self.goal else self.goal} {self.metric}"


@dataclass(frozen=True)
class ScanOptions:
    """Everything a worker needs besides its unit (small and picklable)."""

    mapping: tuple[str, ...] = ()
    kb_dirs: tuple[str, ...] = ()
    select: tuple[str, ...] = ()
    ignore: tuple[str, ...] = ()
    reports_dir: str = ""
    objective: Objective = field(default_factory=Objective)

    def fingerprint(self) -> dict[str, Any]:
        """What must match for --resume to reuse earlier results."""
        return {
            "mapping": list(self.mapping),
            "kb_dirs": list(self.kb_dirs),
            "select": list(self.select),
            "ignore": list(self.ignore),
            "objective": f"{self.objective.metric}:{self.objective.goal}",
            "reports": bool(self.reports_dir),
        }


@dataclass(frozen=True)
class Unit:
    """One task of a sweep: a local directory, or a remote prefix with its files
    (listed once by the parent, fetched in bulk by the worker)."""

    name: str
    location: str
    remote_files: tuple[str, ...] = ()
    is_root: bool = False


def scan_units(directory: str | os.PathLike[str]) -> list[Unit]:
    """The units a sweep is split into: each sub-directory (one run, or a tree of
    runs), or the directory itself when it has none. URLs (s3://, gs://, ...) are
    listed through fsspec in one call."""
    from triage.errors import InputError
    from triage.sweep import remote

    text = os.fspath(directory)
    if remote.is_url(text):
        return [
            Unit(name, location, files, is_root) for name, location, files, is_root in remote.list_units(text)
        ]
    root = Path(text)
    if not root.exists():
        raise InputError("no such file or directory", str(root))
    if not root.is_dir():
        raise InputError("scan expects a directory of runs; use `triage diagnose` for a file", str(root))
    try:
        children = sorted(p for p in root.iterdir() if p.is_dir() and not p.name.startswith("."))
    except OSError as bad:
        raise InputError(f"cannot list the directory ({bad.strerror or bad})", str(root)) from None
    if not children:
        return [Unit(root.resolve().name or str(root), str(root), is_root=True)]
    return [Unit(child.name, str(child)) for child in children]


def scan_unit(unit: Unit, options: ScanOptions) -> list[dict[str, Any]]:
    """Worker body: triage one unit and return one compact record per run (what
    the results file stores). The Diagnosis, with its curves, never leaves the
    worker. Never raises for bad input: a unit that cannot be read, or that
    makes the pipeline raise, becomes one record holding the error."""
    from triage.errors import InputError, TriageError

    try:
        if unit.remote_files:
            from triage.sweep import remote

            with remote.materialised(unit.location, unit.remote_files) as local:
                return _scan_local(unit, local, options, source_label=(local, unit.location))
        return _scan_local(unit, unit.location, options, source_label=None)
    except InputError as bad:
        return [error_record(unit, "unreadable", str(bad))]
    except TriageError as bad:
        return [error_record(unit, "error", str(bad))]
    except MemoryError:
        return [error_record(unit, "error", "out of memory while reading or triaging this run")]
    except Exception as bug:  # noqa: BLE001 - the per-run error boundary: one bad run never sinks a sweep
        return [error_record(unit, "error", f"internal error: {type(bug).__name__}: {bug}")]


def _scan_local(
    unit: Unit, location: str, options: ScanOptions, *, source_label: tuple[str, str] | None
) -> list[dict[str, Any]]:
    from triage.pipeline import diagnose_runs
    from triage.readers import read_runs
    from triage.readers.naming import parse_mapping

    runs = read_runs(location, mapping=parse_mapping(options.mapping))
    if source_label is not None:
        from triage.report.viewmodel import relabel

        labels = {source_label[0]: source_label[1].rstrip("/")}
        for run in runs:
            run.source = relabel(run.source, labels)
            run.notes[:] = [relabel(n, labels) for n in run.notes]
    diagnoses = diagnose_runs(
        runs, kb_dirs=list(options.kb_dirs), select=options.select, ignore=options.ignore
    )
    records = []
    for diagnosis in diagnoses:
        name = diagnosis.run.name if unit.is_root else qualified(unit.name, diagnosis.run.name)
        record = run_record(unit, name, diagnosis, options.objective)
        if options.reports_dir:
            from triage.report import render_html

            page = page_name(unit.name, name, diagnosis.run.source)
            render_html(diagnosis, Path(options.reports_dir) / page)
            record["report"] = page
        records.append(record)
    return records


def warm_up(options: ScanOptions, *, in_worker: bool = False) -> None:
    """Triage a small synthetic run in this process: before the workers are forked, so
    they inherit every module the readers and detectors import lazily (scipy's alone can
    take seconds), or `in_worker`, in a new worker before its first unit, so that its cold
    start is not counted against --timeout. Only a worker also reads a CSV: the CSV reader
    starts polars' thread pool, and a process forked after that deadlocks in polars."""
    import json
    import math
    import shutil
    import tempfile

    scratch = Path(tempfile.mkdtemp(prefix="triage-warm-up-"))
    try:
        lines = []
        for step in range(1, 201):
            record: dict[str, float] = {
                "step": step,
                "train/loss": 1.0 / math.sqrt(step) + 0.01 * math.sin(step),
            }
            if step % 20 == 0:
                record["val/loss"] = 1.1 / math.sqrt(step)
            lines.append(json.dumps(record))
        (scratch / "jsonl").mkdir()
        (scratch / "jsonl" / "metrics.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
        (scratch / "jsonl" / "hparams.json").write_text('{"lr": 0.01}', encoding="utf-8")
        if in_worker:
            (scratch / "csv").mkdir()
            rows = "".join(f"{step},{1.0 / math.sqrt(step)}\n" for step in range(1, 101))
            (scratch / "csv" / "metrics.csv").write_text("step,train/loss\n" + rows, encoding="utf-8")
        warm = ScanOptions(
            options.mapping, options.kb_dirs, options.select, options.ignore, "", options.objective
        )
        scan_unit(Unit("warm-up", str(scratch)), warm)
        if options.reports_dir:
            import triage.report  # noqa: F401 - the page renderer, for the workers
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def qualified(unit_name: str, run_name: str) -> str:
    """A run's name in a sweep-wide index: prefixed by its unit unless it already is."""
    if run_name == unit_name or run_name.startswith(unit_name + "/"):
        return run_name
    return f"{unit_name}/{run_name}"


def page_name(unit_name: str, run_name: str, source: str) -> str:
    """The run's report page: readable slug plus a hash of what makes the run
    unique (unit, name, source), so two runs whose names slug alike (`a b`,
    `a-b`) never share a page."""
    from triage.report.viewmodel import slug

    digest = hashlib.sha256("\0".join((unit_name, run_name, source)).encode("utf-8", "replace")).hexdigest()
    return f"{slug(run_name)[:60]}-{digest[:16]}.html"


def run_record(unit: Unit, name: str, diagnosis: Diagnosis, objective: Objective) -> dict[str, Any]:
    """One run's line in the results file."""
    symptoms = sorted(diagnosis.symptoms, key=lambda f: (-_severity(f.severity), -float(f.confidence), f.id))
    top = diagnosis.causes[0] if diagnosis.causes else None
    value, metric, goal = objective_value(diagnosis.run, objective)
    return {
        "unit": unit.name,
        "run": name,
        "source": diagnosis.run.source,
        "verdict": diagnosis.verdict,
        "top_cause": top.id if top else "",
        "top_cause_title": top.title if top else "",
        "symptoms": [[f.id, f.severity] for f in symptoms],
        "objective": value,
        "objective_series": metric,
        "objective_goal": goal,
        "hparams": scalar_hparams(diagnosis.run.hparams),
        "curves": curves(diagnosis.run),
        "report": "",
        "error": "",
    }


def error_record(unit: Unit, kind: str, message: str) -> dict[str, Any]:
    """The row of a unit that could not be triaged: unreadable input, an
    internal error, or a timeout (`kind`), with the reason."""
    return {
        "unit": unit.name,
        "run": unit.name,
        "source": unit.location,
        "verdict": "unreadable",
        "top_cause": "",
        "top_cause_title": "",
        "symptoms": [],
        "objective": None,
        "objective_series": "",
        "objective_goal": "",
        "hparams": {},
        "curves": {},
        "report": "",
        "error": f"{kind}: {message}" if kind != "unreadable" else message,
    }


def _severity(severity: str) -> int:
    from triage.model import severity_rank

    return severity_rank(severity)


def objective_value(run: Run, objective: Objective) -> tuple[float | None, str, str]:
    """The run's objective (best finite value of the objective's series), the
    series it came from and the goal used; None for the value when the run has
    no finite value of it ("" for the series when it has no such series)."""
    import numpy as np

    series = _objective_series(run, objective.metric)
    if series is None:
        return None, "", objective.goal
    goal = objective.goal or ("max" if series.direction == "max" else "min")
    finite = series.value[np.isfinite(series.value)]
    if not len(finite):
        return None, series.name, goal
    return float(finite.max() if goal == "max" else finite.min()), series.name, goal


def _objective_series(run: Run, metric: str) -> Any:
    from triage.model import Kind, Role

    if metric in run.series:
        return run.series[metric]
    role, _, kind = metric.partition("/")
    try:
        wanted_role, wanted_kind = Role(role), Kind(kind)
    except ValueError:
        return None
    # prefer the main curve (not a component of a summed loss, not a named extra eval set)
    found = run.select(role=wanted_role, kind=wanted_kind)
    found.sort(key=lambda s: (bool(s.component), bool(s.dataset), s.aggregation == "step"))
    return found[0] if found else None


def scalar_hparams(hparams: Mapping[str, Any]) -> dict[str, Any]:
    """The run's hparams as flat scalars (nested keys dotted, lists dropped),
    bounded in count and length: what the sweep analysis reads."""
    from triage.model.run import jsonable

    flat: dict[str, Any] = {}

    def walk(prefix: str, value: Any, depth: int) -> None:
        if len(flat) >= MAX_HPARAMS:
            return
        if isinstance(value, Mapping) and depth < 4:
            for key, inner in value.items():
                walk(f"{prefix}.{key}" if prefix else str(key), inner, depth + 1)
            return
        value = jsonable(value) if not isinstance(value, Mapping) else str(value)
        if isinstance(value, str):
            flat[prefix[:MAX_HPARAM_TEXT]] = value[:MAX_HPARAM_TEXT]
        elif value is None or isinstance(value, (bool, int, float)):
            if isinstance(value, int) and not isinstance(value, bool) and abs(value) > 2**53:
                value = float(value)
            flat[prefix[:MAX_HPARAM_TEXT]] = value

    walk("", hparams, 0)
    return flat


def curves(run: Run) -> dict[str, list[float | None]]:
    """Train and val loss downsampled for a sparkline (bucket means; None where
    a bucket holds no finite value, so a divergence shows as a gap)."""
    import numpy as np

    from triage.model import Kind, Role

    out: dict[str, list[float | None]] = {}
    for role in (Role.TRAIN, Role.VAL):
        found = [s for s in run.select(role=role, kind=Kind.LOSS) if not s.component and not s.dataset]
        if not found or not len(found[0]):
            continue
        values = found[0].value
        buckets = np.array_split(values, min(SPARKLINE_POINTS, len(values)))
        points: list[float | None] = []
        for bucket in buckets:
            finite = bucket[np.isfinite(bucket)]
            mean = float(finite.mean()) if len(finite) else math.nan
            points.append(round(mean, 6) if math.isfinite(mean) else None)
        out[role.value] = points
    return out


# ----------------------------------------------------------------------------- the scan


@dataclass
class ScanSummary:
    """What a finished (or interrupted) scan reports besides its results file."""

    results: Path
    units: int
    done: int
    resumed: int
    interrupted: bool = False
    executor: str = "process"


def scan_directory(
    directory: str | os.PathLike[str],
    results: Path,
    *,
    jobs: int = 0,
    options: ScanOptions | None = None,
    timeout: float | None = DEFAULT_TIMEOUT_SECONDS,
    resume: bool = False,
    executor: str = "process",
    scheduler: str | None = None,
    progress: Progress | None = None,
) -> ScanSummary:
    """Triage every unit under `directory` and stream one JSON line per unit to
    `results` as units finish (with `resume`, units already in `results` are
    kept and skipped). `jobs` worker processes (0: one per core, at most 8), or
    a Dask cluster with `executor="dask"`. A unit running past `timeout`
    seconds is killed and recorded. On KeyboardInterrupt, queued units are
    cancelled, what finished stays in `results`, and the summary says
    `interrupted`. Raises UsageError / KnowledgeBaseError for bad options,
    InputError when the directory cannot be listed."""
    from triage.pipeline import diagnose_runs
    from triage.readers.naming import parse_mapping
    from triage.sweep import remote
    from triage.sweep.results import ResultsWriter

    options = options or ScanOptions()
    # Fail fast, in this process, on a bad --map, --select or knowledge base.
    parse_mapping(options.mapping)
    diagnose_runs([], kb_dirs=list(options.kb_dirs), select=options.select, ignore=options.ignore)
    units = scan_units(directory)
    text = os.fspath(directory)
    # --resume matches on the directory: the same one however it is spelled
    where = text if remote.is_url(text) else str(Path(text).resolve())
    header = {"directory": where, "options": options.fingerprint()}
    writer = ResultsWriter(results, header, resume=resume)
    todo = [u for u in units if u.name not in writer.done_units]
    summary = ScanSummary(results, len(units), 0, len(units) - len(todo), executor=executor)
    finished = summary.resumed
    if progress is not None:
        progress(finished)

    def record(unit: Unit, rows: list[dict[str, Any]]) -> None:
        nonlocal finished
        writer.add(unit.name, rows)
        finished += 1
        summary.done += 1
        if progress is not None:
            progress(finished)

    try:
        if executor == "dask":
            from triage.sweep.executors import run_dask

            run_dask(todo, options, record, scheduler=scheduler)
        else:
            import multiprocessing

            from triage.sweep.executors import run_processes

            if todo and multiprocessing.get_start_method() == "fork":
                warm_up(options)

            workers = jobs or min(os.cpu_count() or 1, DEFAULT_SCAN_JOBS_CAP)
            run_processes(
                todo, options, record, workers=max(1, min(workers, len(todo) or 1)), timeout=timeout
            )
    except KeyboardInterrupt:
        summary.interrupted = True
    finally:
        writer.close()
    return summary
