"""Reads MLflow runs into Runs: the `mlruns/` file store (metric files of `timestamp value
step` lines, params, meta.yaml status) and the SQLite store `mlflow.db` (standard-library sqlite3)."""

from __future__ import annotations

import math
import re
import shutil
import sqlite3
import tempfile
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from triage.errors import InputError
from triage.model import Run
from triage.readers.hparams_files import parse_value
from triage.readers.naming import Label, make_series
from triage.readers.safe_files import is_regular_file, read_small_text

READER = "mlflow"
# MLflow's RunStatus enum as the file store writes it in meta.yaml.
RUN_STATUS: dict[int, str] = {1: "RUNNING", 2: "SCHEDULED", 3: "FINISHED", 4: "FAILED", 5: "KILLED"}
# The columns this reader queries; a database without them is another schema.
REQUIRED_COLUMNS: dict[str, tuple[str, ...]] = {
    "runs": ("run_uuid", "status", "end_time", "experiment_id"),
    "metrics": ("key", "value", "timestamp", "step", "run_uuid"),
    "params": ("key", "value", "run_uuid"),
}
_RUN_ID_LINE = re.compile(r"^run_(id|uuid):", re.MULTILINE)
# The SQL store saves +-inf as +-DBL_MAX (and NaN as 0 with is_nan set).
_DBL_MAX = 1.7976931348623157e308
# meta.yaml is a flat mapping; tags hold a name or a short note.
MAX_META_DEPTH = 8
MAX_TAG_BYTES = 64 * 1024
# The range of a step (Series.step is int64).
STEP_MIN, STEP_MAX = -(2**63), 2**63 - 1


def is_mlflow_run_dir(directory: Path) -> bool:
    """True for a file-store run folder: a meta.yaml (a regular, small file) naming a run_id."""
    try:
        text = read_small_text(directory / "meta.yaml")
    except (OSError, UnicodeDecodeError):
        return False
    return bool(_RUN_ID_LINE.search(text))


_TOO_LONG_INTEGER = "meta.yaml holds an integer too long to read (over 4,300 digits)"


def _load_meta(meta_path: Path) -> dict[str, Any]:
    """meta.yaml as a mapping; InputError for an unreadable, oversized or hostile file."""
    import yaml

    try:
        text = read_small_text(meta_path)
    except OSError as problem:
        raise InputError(f"cannot be read ({problem.strerror or problem})", str(meta_path)) from None
    except UnicodeDecodeError:
        raise InputError("meta.yaml is not UTF-8 text", str(meta_path)) from None
    try:
        hostile = _hostile_shape(text)
        meta = None if hostile else yaml.safe_load(text)
    except (yaml.YAMLError, RecursionError):
        raise InputError("meta.yaml is not valid YAML", str(meta_path)) from None
    except ValueError:  # valid YAML, but an integer of over 4,300 digits, which Python refuses
        raise InputError(_TOO_LONG_INTEGER, str(meta_path)) from None
    if hostile:
        raise InputError(f"meta.yaml {hostile}", str(meta_path))
    if not isinstance(meta, dict):
        raise InputError("meta.yaml holds no mapping: not an MLflow run folder", str(meta_path))
    return meta


def _hostile_shape(text: str) -> str:
    """What makes a meta.yaml unlike any MLflow writes (a flat mapping of scalars): an alias,
    which could expand a few bytes into gigabytes, or deep nesting; "" when there is none."""
    import yaml

    depth = 0
    for event in yaml.parse(text, Loader=yaml.SafeLoader):
        if isinstance(event, yaml.AliasEvent):
            return "uses YAML aliases, which MLflow never writes"
        if isinstance(event, yaml.CollectionStartEvent):
            depth += 1
            if depth > MAX_META_DEPTH:
                return f"nests deeper than {MAX_META_DEPTH} levels"
        elif isinstance(event, yaml.CollectionEndEvent):
            depth -= 1
    return ""


def read_mlflow_run(
    directory: Path, mapping: Mapping[str, Label] | None = None, name: str | None = None
) -> Run:
    """Read one file-store run folder (`mlruns/<experiment>/<run_id>/`)."""
    meta = _load_meta(directory / "meta.yaml")
    run = Run(name=name or directory.name, source=str(directory), reader=READER)
    metrics_dir = directory / "metrics"
    files = _regular_files(metrics_dir, run.notes)
    for metric_file in files:
        key = metric_file.relative_to(metrics_dir).as_posix()
        steps, values, walls = _metric_history(metric_file, run.notes)
        if steps:
            run.add(make_series(key, steps, values, walls, mapping=mapping))
    params_dir = directory / "params"
    if params_dir.is_dir():
        for param_file in _regular_files(params_dir, run.notes):
            try:
                text = read_small_text(param_file)
            except (OSError, UnicodeDecodeError) as problem:
                why = problem.strerror if isinstance(problem, OSError) else "not UTF-8 text"
                run.notes.append(f"param {param_file.name} could not be read ({why}); skipped")
                continue
            run.hparams[param_file.relative_to(params_dir).as_posix()] = _param_value(text)
    run_name = _read_tag(directory / "tags" / "mlflow.runName")
    status = meta.get("status")
    status_name = RUN_STATUS.get(status, str(status)) if isinstance(status, int) else str(status or "")
    _status_notes(run, status_name, meta.get("end_time"), str(meta.get("lifecycle_stage") or ""), run_name)
    if not run.series:
        raise InputError("the MLflow run logged no metrics (metrics/ is empty or missing)", str(directory))
    return run


def _regular_files(folder: Path, notes: list[str]) -> list[Path]:
    """The regular files under a run's metrics/ or params/, sorted; a pipe, socket or device
    (or a link to one, such as /dev/zero) is never opened, and said."""
    if not folder.is_dir():
        return []
    files: list[Path] = []
    for path in sorted(folder.rglob("*")):
        if is_regular_file(path):
            files.append(path)
        elif not path.is_dir():
            notes.append(f"{folder.name}/{path.relative_to(folder).as_posix()}: not a regular file; skipped")
    return files


def _read_tag(path: Path) -> str:
    try:
        return read_small_text(path, MAX_TAG_BYTES).strip()
    except (OSError, UnicodeDecodeError):  # absent, a pipe or device, too long, not text
        return ""


def _param_value(text: str) -> Any:
    """A param's value parsed to a number or bool where it looks like one; one whose parsing
    fails (a number past Python's digit limit, say) stays the text it was."""
    try:
        return parse_value(text)
    except (ValueError, RecursionError, OverflowError):
        return text.strip()


def parse_metric_line(fields: list[str] | list[bytes]) -> tuple[float, float, int]:
    """(wall seconds, value, step) of one metric line split on whitespace, MLflow's
    `timestamp value [step]` (older MLflow wrote no step: step 0); ValueError if it
    is not one. The watcher parses the lines a poll added with it too."""
    if len(fields) not in (2, 3):
        raise ValueError(fields)
    wall, value = float(fields[0]) / 1000.0, float(fields[1])
    step = int(fields[2]) if len(fields) == 3 else 0
    if not STEP_MIN <= step <= STEP_MAX:
        raise ValueError(fields)
    return wall, value, step


def _metric_history(path: Path, notes: list[str]) -> tuple[list[int], list[float], list[float]]:
    """The `timestamp value [step]` lines of one metric file (older MLflow omitted the step)."""
    from triage.readers import read_log_bytes

    try:
        lines = read_log_bytes(path).decode("utf-8").splitlines()
    except UnicodeDecodeError:
        raise InputError("not a text file, so not an MLflow metric history", str(path)) from None
    steps: list[int] = []
    values: list[float] = []
    walls: list[float] = []
    last = max((i for i, line in enumerate(lines) if line.strip()), default=-1)
    for index, line in enumerate(lines):
        fields = line.split()
        if not fields:
            continue
        try:
            wall, value, step = parse_metric_line(fields)
        except ValueError:
            if index == last:
                notes.append(f"metrics/{path.name}: the last line is cut short; skipped")
                continue
            raise InputError(
                f"line {index + 1}: expected 'timestamp value step', found {line[:60]!r}", str(path)
            ) from None
        steps.append(step)
        values.append(value)
        walls.append(wall)
    return steps, values, walls


def _sql_number(cell: Any) -> float | None:
    """A metrics cell as a float: numbers and numeric text; None for NULL, other text, blobs."""
    if isinstance(cell, bool) or not isinstance(cell, (int, float, str)):
        return None
    try:
        return float(cell)
    except ValueError:
        return None


def _sql_step(cell: Any) -> int | None:
    """A step cell as an int64-sized whole number (NULL is step 0, as older stores wrote)."""
    if cell is None:
        return 0
    number = _sql_number(cell)
    if number is None or not math.isfinite(number) or number != int(number):
        return None
    step = int(number)
    return step if STEP_MIN <= step <= STEP_MAX else None


def _status_notes(run: Run, status: str, end_time: Any, lifecycle: str, run_name: str) -> None:
    if run_name:
        run.notes.append(f"MLflow run name: {run_name}")
    if status in ("RUNNING", "SCHEDULED") or end_time in (None, "", 0):
        run.notes.append(
            f"the MLflow run never finished (status {status or 'unknown'}, no end time): "
            "it crashed, was interrupted, or is still running"
        )
    elif status in ("FAILED", "KILLED"):
        run.notes.append(f"the MLflow run ended with status {status}")
    if lifecycle == "deleted":
        run.notes.append("the MLflow run is marked deleted")


@contextmanager
def _connect(path: Path) -> Iterator[sqlite3.Connection]:
    """A connection that writes nothing beside the database: read-only and `immutable`
    (no journal, lock or -shm file); when a write-ahead log is pending (`-wal` beside it,
    whose pages immutable mode would ignore) the database and its log are copied to a
    scratch folder and read there."""
    wal = Path(f"{path}-wal")
    with tempfile.TemporaryDirectory(prefix="triage-mlflow-") as scratch:
        target = path
        uri_options = "?mode=ro&immutable=1"
        if wal.exists():
            try:
                target = Path(scratch) / path.name
                shutil.copyfile(path, target)
                shutil.copyfile(wal, Path(f"{target}-wal"))
            except OSError as problem:
                raise InputError(f"cannot copy the database to read it ({problem})", str(path)) from None
            uri_options = ""  # a private copy: SQLite may apply the log to it
        try:
            connection = sqlite3.connect(target.resolve().as_uri() + uri_options, uri=True)
        except sqlite3.Error as problem:
            raise InputError(f"cannot open the SQLite database ({problem})", str(path)) from None
        try:
            yield connection
        finally:
            connection.close()


def _tables(connection: sqlite3.Connection) -> set[str]:
    rows = connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'").fetchall()
    return {str(r[0]) for r in rows}


def is_mlflow_database(path: Path) -> bool:
    """True for an SQLite file holding MLflow's `runs` and `metrics` tables."""
    try:
        with _connect(path) as connection:
            return {"runs", "metrics"} <= _tables(connection)
    except (InputError, sqlite3.Error):
        return False


def _columns(connection: sqlite3.Connection, table: str) -> set[str]:
    # table names come from REQUIRED_COLUMNS, never from the file
    return {str(row[1]) for row in connection.execute(f"PRAGMA table_info({table})")}  # noqa: S608


def read_mlflow_database(
    path: Path, mapping: Mapping[str, Label] | None = None, name_prefix: str = "mlflow.db"
) -> list[Run]:
    """Every run in an MLflow SQLite store, named `<prefix>/<experiment>/<run name>`."""
    try:
        with _connect(path) as connection:
            return _read_database(connection, path, mapping, name_prefix)
    except sqlite3.DatabaseError as problem:
        raise InputError(f"the SQLite database cannot be read ({problem})", str(path)) from None


def _read_database(
    connection: sqlite3.Connection, path: Path, mapping: Mapping[str, Label] | None, prefix: str
) -> list[Run]:
    tables = _tables(connection)
    version = "unknown"
    if "alembic_version" in tables:
        row = connection.execute("SELECT version_num FROM alembic_version").fetchone()
        version = str(row[0]) if row else version
    missing: list[str] = []
    for table, needed in REQUIRED_COLUMNS.items():
        have = _columns(connection, table) if table in tables else set()
        lacking = [c for c in needed if c not in have]
        if lacking:
            missing.append(f"{table} lacks {', '.join(lacking)}" if have else f"no {table} table")
    if missing:
        raise InputError(
            f"an MLflow database of a schema this reader does not know (alembic version {version}): "
            + "; ".join(missing),
            str(path),
        )
    run_columns = _columns(connection, "runs")
    metric_columns = _columns(connection, "metrics")
    experiments: dict[str, str] = {}
    if "experiments" in tables and {"experiment_id", "name"} <= _columns(connection, "experiments"):
        experiments = {
            str(e): str(n) for e, n in connection.execute("SELECT experiment_id, name FROM experiments")
        }
    name_column = "name" if "name" in run_columns else "run_uuid"
    stage_column = "lifecycle_stage" if "lifecycle_stage" in run_columns else "''"
    runs_query = (
        f"SELECT run_uuid, {name_column}, status, end_time, experiment_id, {stage_column} "  # noqa: S608
        "FROM runs ORDER BY start_time, run_uuid"
        if "start_time" in run_columns
        else f"SELECT run_uuid, {name_column}, status, end_time, experiment_id, {stage_column} FROM runs"  # noqa: S608
    )
    nan_column = "is_nan" if "is_nan" in metric_columns else "0"
    metrics_query = (
        f"SELECT key, value, timestamp, step, {nan_column} FROM metrics "  # noqa: S608
        "WHERE run_uuid = ? ORDER BY key, timestamp, step"
    )
    runs: list[Run] = []
    empty: list[str] = []
    for run_uuid, run_name, status, end_time, experiment_id, stage in connection.execute(
        runs_query
    ).fetchall():
        experiment = experiments.get(str(experiment_id), str(experiment_id))
        label = str(run_name or run_uuid)
        run = Run(name=f"{prefix}/{experiment}/{label}", source=f"{path}#{run_uuid}", reader=READER)
        histories: dict[str, tuple[list[int], list[float], list[float]]] = {}
        unreadable_rows = 0
        for key, value, timestamp, step, is_nan in connection.execute(metrics_query, (run_uuid,)):
            number = math.nan if is_nan else _sql_number(value)
            whole_step = _sql_step(step)
            if number is None or whole_step is None:
                # SQLite keeps whatever a column is given: text or NULL is not a point
                unreadable_rows += 1
                continue
            if abs(number) == _DBL_MAX:
                number = math.copysign(math.inf, number)
            wall = _sql_number(timestamp)
            steps, values, walls = histories.setdefault(str(key), ([], [], []))
            steps.append(whole_step)
            values.append(number)
            walls.append(wall / 1000.0 if wall is not None else math.nan)
        if unreadable_rows:
            run.notes.append(
                f"{unreadable_rows} metric row(s) whose value or step is not a number were skipped"
            )
        for key, (steps, values, walls) in histories.items():
            run.add(make_series(key, steps, values, walls, mapping=mapping))
        for key, value in connection.execute("SELECT key, value FROM params WHERE run_uuid = ?", (run_uuid,)):
            run.hparams[str(key)] = _param_value(str(value))
        _status_notes(run, str(status or ""), end_time, str(stage or ""), "")
        if run.series:
            runs.append(run)
        else:
            empty.append(label)
    if not runs:
        if empty:
            raise InputError(
                f"none of the {len(empty)} MLflow runs in the database logged a metric", str(path)
            )
        raise InputError("the MLflow database holds no runs", str(path))
    if empty:
        for run in runs:
            run.notes.append(f"{len(empty)} other run(s) in {path.name} logged no metrics and were skipped")
    return runs
