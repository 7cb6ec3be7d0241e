"""Finds the training runs under a path and reads each with the reader its files'
content calls for (never the extension alone): `read_runs` / `read_run` -> Run."""

from __future__ import annotations

import os
import re
import stat
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING

from triage.errors import InputError
from triage.readers.safe_files import NotRegularFileError, read_bytes, read_head

if TYPE_CHECKING:
    from triage.model import Run
    from triage.readers.naming import Label

__all__ = [
    "FORMATS_LOOKED_FOR",
    "discover",
    "read_log_bytes",
    "read_log_head",
    "read_run",
    "read_runs",
    "sniff_file",
]

FORMATS_LOOKED_FOR = (
    "TensorBoard event files, CSV logs (generic, Lightning metrics.csv, Keras CSVLogger), "
    "JSON Lines, Hugging Face trainer_state.json, MLflow runs (mlruns/ folders or mlflow.db)"
)
SNIFF_BYTES = 64 * 1024
SQLITE_MAGIC = b"SQLite format 3\x00"

# When one run directory holds the same run in several formats, the first of
# these is read: trainer_state.json tells train, eval and summary entries
# apart; event files carry wall times and histograms that CSV lacks.
PREFERENCE: tuple[str, ...] = ("huggingface", "tensorboard", "mlflow", "csv", "jsonl")
# Directories that never hold a run's logs but may hold many files.
SKIPPED_DIRS: frozenset[str] = frozenset({"__pycache__", "node_modules", "site-packages", "wandb"})
# Names worth a word when they are found but cannot be read.
_LOG_LIKE = re.compile(r"(\.(csv|tsv|log|jsonl|ndjson|json|db|sqlite)$)|tfevents", re.IGNORECASE)
_CHECKPOINT_DIR = re.compile(r"checkpoint-(\d+)")
# The training monitor's own event file (triage.hooks.event_writer): a supplementary
# source, merged into the run logged beside it or in the folder above.
_MONITOR_SUFFIX = ".triage"
_MONITOR_EVENTS = re.compile(r"^events\.out\.tfevents\..*\.triage$")
SUPPLEMENT = "monitor"


@dataclass(frozen=True)
class Found:
    """A log found on disk: which reader reads it, and the run it belongs to."""

    reader: str
    path: Path
    run_key: Path


def read_log_bytes(path: Path) -> bytes:
    """The bytes of a log file, or an InputError that says why they cannot be had.

    Only a regular file is opened (a FIFO or device named like a log would block
    or never end)."""
    data = _read_log(path, None)
    if not data or data.isspace():
        raise InputError("empty file", str(path))
    return data


def read_log_head(path: Path, size: int = SNIFF_BYTES) -> bytes:
    """The first `size` bytes of a log file, with read_log_bytes' errors (an empty or
    all-blank file included), reading only those bytes: the reader chosen from them
    reads the file itself (a 148 MB CSV read twice cost 0.13 s more)."""
    head = _read_log(path, size)
    if not head or head.isspace():
        if len(head) < size:
            raise InputError("empty file", str(path))
        # a blank head of a longer file: blank throughout is "empty", as read_log_bytes says
        return read_log_bytes(path)[:size]
    return head


def _read_log(path: Path, size: int | None) -> bytes:
    """All of a regular file (`size` None) or its first `size` bytes; InputError else."""
    try:
        return read_bytes(path) if size is None else read_head(path, size)
    except NotRegularFileError:
        raise InputError(
            "not a regular file (a pipe, socket or device); pass a log file", str(path)
        ) from None
    except OSError as problem:
        raise _input_error(problem, path, "permission denied; check the file's permissions") from None


def _input_error(problem: OSError, path: Path, denied: str) -> InputError:
    """The one-line InputError for an OSError met on `path`; `denied` is what to say when
    permission was refused."""
    if isinstance(problem, PermissionError):
        return InputError(denied, str(path))
    if isinstance(problem, IsADirectoryError):
        return InputError("is a directory, expected a file", str(path))
    if isinstance(problem, FileNotFoundError):
        return InputError("no such file or directory", str(path))
    return InputError(f"cannot be read ({problem.strerror or problem})", str(path))


def sniff_file(path: Path) -> tuple[str | None, str]:
    """(reader, "") for a log file this package reads, else (None, why not).

    Decided by content: SQLite with MLflow's tables, a JSON object holding
    `log_history`, a JSON object per line, a CSV header over numeric rows, or
    a TFRecord frame holding an Event."""
    reader, why, _ = _sniff(path)
    return reader, why


def _sniff(path: Path) -> tuple[str | None, str, bool]:
    """(reader, why not, unusable): `unusable` marks a file that could be a log but
    cannot be read at all (empty, permission denied, I/O error, not a regular file)."""
    try:
        head = read_head(path, SNIFF_BYTES)
    except PermissionError:
        return None, "permission denied", True
    except NotRegularFileError:
        return None, "not a regular file", True
    except OSError as problem:
        return None, f"cannot be read ({(problem.strerror or str(problem)).lower()})", True
    if not head.strip():
        return None, "empty file", True
    if head.startswith(SQLITE_MAGIC):
        from triage.readers.mlflow import is_mlflow_database

        if is_mlflow_database(path):
            return "mlflow-sqlite", "", False
        return None, "an SQLite database without MLflow's runs and metrics tables", False
    stripped = head.lstrip()
    if stripped[:1] == b"{":
        from triage.readers.jsonl import sniff_jsonl

        if b'"log_history"' in head or path.name == "trainer_state.json":
            return "huggingface", "", False
        if sniff_jsonl(head):
            return "jsonl", "", False
        return None, "JSON, but neither JSON Lines nor a trainer_state.json", False
    text = _decoded_head(head)
    if text is not None and "tfevents" not in path.name:
        from triage.readers.csv_log import sniff_csv

        if sniff_csv(text, whole=len(head) < SNIFF_BYTES):
            return "csv", "", False
        return None, "text, but not a CSV log (a header line of names, then rows of numbers)", False
    if _is_event_file(path):
        return "tensorboard", "", False
    return None, "binary, and not a TensorBoard event file", False


def _decoded_head(head: bytes) -> str | None:
    try:
        return head.decode("utf-8")
    except UnicodeDecodeError as bad:
        # a multi-byte character cut at the end of the sample is still text
        if len(head) == SNIFF_BYTES and bad.start >= len(head) - 4:
            return head[: bad.start].decode("utf-8")
        return None


def _tensorboard_module() -> ModuleType | None:
    try:
        from triage.readers import tensorboard
    except ImportError:
        return None
    return tensorboard


def _is_event_file(path: Path) -> bool:
    module = _tensorboard_module()
    if module is None or not hasattr(module, "is_event_file"):
        return _event_file_by_name(path)
    return bool(module.is_event_file(path))


def _tb_call(function: str, *args: object) -> object:
    module = _tensorboard_module()
    if module is None or not hasattr(module, function):
        raise InputError(
            "TensorBoard event files need triage.readers.tensorboard, which is not available "
            "in this installation",
            str(args[0]) if args else None,
        )
    return getattr(module, function)(*args)


def _event_file_by_name(path: Path) -> bool:
    return "tfevents" in path.name


@dataclass
class _Discovery:
    """What a walk of a tree found: the logs, and everything worth a word that is not one."""

    found: list[Found] = field(default_factory=list)
    # every log-like file not used, as "relative path: why"
    skipped: list[str] = field(default_factory=list)
    # of those (plus unlistable folders), what may be a log but cannot be read at all
    unusable: list[str] = field(default_factory=list)
    # folders of trackers this package does not read (W&B, Aim), as "relative path: what"
    foreign: list[str] = field(default_factory=list)
    # directory -> the training monitor's own event files in it
    supplements: dict[Path, list[Path]] = field(default_factory=dict)
    # directories holding event files that are not the monitor's
    event_dirs: set[Path] = field(default_factory=set)


def discover(root: Path) -> tuple[list[Found], list[str]]:
    """Every log under the directory `root`, and a line for each file that
    looked like a log but could not be used (empty, unreadable, unknown)."""
    found = _discover(root)
    return found.found, found.skipped


def _discover(root: Path) -> _Discovery:
    seen = _Discovery()
    mlflow_runs: list[Path] = []

    def shown(path: Path | str) -> str:
        path = Path(path)
        return path.relative_to(root).as_posix() if path != root and root in path.parents else str(path)

    def walk_error(problem: OSError) -> None:
        # a subfolder that cannot be listed (permission denied, I/O error) is a run lost
        where = shown(problem.filename) if problem.filename else str(root)
        seen.unusable.append(f"{where}: cannot be listed ({(problem.strerror or str(problem)).lower()})")

    from triage.readers.foreign import AIM_REPOSITORY, foreign_tracker
    from triage.readers.mlflow import is_mlflow_run_dir

    # os.walk does not follow symlinked folders, so a `.` link loop is listed once, never entered
    for dirpath, dirnames, filenames in os.walk(root, onerror=walk_error):
        directory = Path(dirpath)
        tracker = foreign_tracker(directory, dirnames, filenames)
        if tracker is not None:
            seen.foreign.append(f"{shown(directory)}: {tracker}")
            dirnames[:] = []
            continue
        if AIM_REPOSITORY in dirnames:
            aim = foreign_tracker(directory / AIM_REPOSITORY, (), ())
            seen.foreign.append(f"{shown(directory / AIM_REPOSITORY)}: {aim}")
        # a wandb/ folder is entered only to be recognised (above), never read
        dirnames[:] = sorted(
            d for d in dirnames if not d.startswith(".") and (d not in SKIPPED_DIRS or d == "wandb")
        )
        if directory.name == "wandb" and directory != root:
            dirnames[:] = []
            continue
        if "meta.yaml" in filenames and is_mlflow_run_dir(directory):
            seen.found.append(Found("mlflow", directory, directory))
            mlflow_runs.append(directory)
            dirnames[:] = []  # its metrics/params/tags folders are read by the MLflow reader
            continue
        for file_name in sorted(filenames):
            if file_name in ("hparams.yaml", "hparams.json", "meta.yaml"):
                continue
            _classify(directory / file_name, shown, seen, root)
    seen.found.extend(_tensorboard_runs(root, seen, mlflow_runs))
    return seen


def _classify(path: Path, shown: Callable[[Path], str], seen: _Discovery, root: Path) -> None:
    """Sort one file of the walk into found, skipped or unusable (never opening a non-regular file)."""
    log_like = bool(_LOG_LIKE.search(path.name))
    try:
        mode = os.stat(path).st_mode
    except OSError as problem:
        if log_like or not isinstance(problem, FileNotFoundError):
            # a dangling link named like a log, or an I/O error on any file
            why = "a dangling link" if isinstance(problem, FileNotFoundError) else "cannot be read"
            seen.skipped.append(f"{shown(path)}: {why} ({(problem.strerror or str(problem)).lower()})")
            seen.unusable.append(seen.skipped[-1])
        return
    if not stat.S_ISREG(mode):
        # a FIFO, socket or device: opening it could block forever or never end
        if log_like:
            seen.skipped.append(f"{shown(path)}: not a regular file (a pipe, socket or device)")
            seen.unusable.append(seen.skipped[-1])
        return
    if _event_file_by_name(path):
        # grouped into runs by _tensorboard_runs; here only told apart and checked
        if _is_event_file(path):
            if _MONITOR_EVENTS.match(path.name):
                seen.supplements.setdefault(path.parent, []).append(path)
            else:
                seen.event_dirs.add(path.parent)
            return
        why = _why_not_event_file(path)
        seen.skipped.append(f"{shown(path)}: {why}")
        seen.unusable.append(seen.skipped[-1])
        return
    reader, why, unusable = _sniff(path)
    if reader is None:
        if log_like or unusable:
            seen.skipped.append(f"{shown(path)}: {why}")
            if unusable:
                seen.unusable.append(seen.skipped[-1])
        return
    if reader == "tensorboard":
        return  # a renamed event file: grouped into runs by _tensorboard_runs
    seen.found.append(Found(reader, path, _run_key(reader, path, root)))


def _why_not_event_file(path: Path) -> str:
    """Why a file named like an event file is not one, for the note that names it."""
    try:
        head = read_head(path, 16)
    except OSError as problem:
        return f"cannot be read ({(problem.strerror or str(problem)).lower()})"
    if not head:
        return "an empty event file (the run wrote nothing)"
    if len(head) < 16:
        return f"an event file of only {len(head)} bytes, not one whole record"
    return "named like a TensorBoard event file, but its first record is damaged (length or checksum wrong)"


def _run_key(reader: str, path: Path, root: Path) -> Path:
    directory = path.parent
    if reader == "mlflow-sqlite":
        return path
    if reader == "huggingface" and _CHECKPOINT_DIR.fullmatch(directory.name) and directory != root:
        return directory.parent  # HF checkpoints are snapshots of the run in their parent folder
    return directory


def _tensorboard_runs(root: Path, seen: _Discovery, mlflow_runs: list[Path]) -> list[Found]:
    module = _tensorboard_module()
    if module is not None and hasattr(module, "find_tensorboard_runs"):
        run_dirs = [Path(p) for p in module.find_tensorboard_runs(root)]
    else:
        run_dirs = sorted(seen.event_dirs | set(seen.supplements))
    hf_runs = {f.run_key for f in seen.found if f.reader == "huggingface"}
    other_keys = {f.run_key for f in seen.found}
    located: list[Found] = []
    for run_dir in run_dirs:
        relative = run_dir.relative_to(root).parts if run_dir != root else ()
        if any(part.startswith(".") or part in SKIPPED_DIRS for part in relative):
            continue
        key = run_dir
        owner = next((m for m in mlflow_runs if m in run_dir.parents), None)
        if owner is not None:
            key = owner
        elif run_dir.parent.name == "runs" and run_dir.parent.parent in hf_runs:
            key = run_dir.parent.parent  # HF Trainer's report_to=tensorboard folder
        if run_dir in seen.supplements and run_dir not in seen.event_dirs:
            # only the training monitor's own event files: a supplement of the run
            # logged beside it or in the folder above, else a run of its own
            owner_key = next((k for k in (key, run_dir.parent) if k in other_keys), None)
            if owner_key is not None:
                located.append(Found(SUPPLEMENT, run_dir, owner_key))
                continue
        located.append(Found("tensorboard", run_dir, key))
    return located


def read_runs(path: str | os.PathLike[str], mapping: Mapping[str, Label] | None = None) -> list[Run]:
    """Every run under `path` (a log file, a run directory, or a tree of runs),
    sorted by name. Raises InputError when nothing readable is found, or when
    what was read holds no series at all."""
    root = Path(path)
    try:
        # stat, not exists(): exists() raises PermissionError for a path inside a folder
        # that cannot be searched (a chmod-000 parent), which must be an input error
        mode = root.stat().st_mode
    except OSError as problem:
        denied = "permission denied (a folder on the path cannot be searched); check the permissions"
        raise _input_error(problem, root, denied) from None
    if stat.S_ISREG(mode):
        return _read_file(root, mapping)
    if not stat.S_ISDIR(mode):
        raise InputError(
            "not a regular file or directory (a pipe or device?); pass a log or a folder", str(root)
        )
    if not os.access(root, os.R_OK | os.X_OK):
        raise InputError("permission denied; check the directory's permissions", str(root))
    seen = _discover(root)
    if not seen.found:
        raise InputError(_nothing_found(seen), str(root))
    groups: dict[Path, list[Found]] = {}
    for item in seen.found:
        groups.setdefault(item.run_key, []).append(item)
    plans = _plan_runs(groups, root)
    runs: list[Run] = []
    errors: list[InputError] = []
    failures: list[str] = []
    for plan in plans:
        try:
            runs.extend(_read_found(plan, root, mapping))
        except InputError as problem:
            errors.append(problem)
            failures.append(f"{plan.name}: {problem}")
    if not runs:
        if len(errors) == 1:
            raise errors[0]
        raise InputError(
            f"none of the {len(failures)} runs found could be read; first: {failures[0]}", str(root)
        )
    _make_names_unique(runs)
    runs.sort(key=lambda r: r.name)
    if failures:
        for run in runs:
            shown = _shown(failures)
            run.notes.append(f"{len(failures)} other run(s) under {root} could not be read: {shown}")
    # a log-like file that is empty or unreadable is probably a run that crashed
    # early or a permissions slip: say so, where unknown formats stay quiet
    if seen.unusable:
        for run in runs:
            run.notes.append(f"log files skipped under {root}: {_shown(seen.unusable)}")
    if seen.foreign:
        for run in runs:
            run.notes.append(f"not read under {root}: {_shown(seen.foreign)}")
    return runs


def _shown(lines: list[str], limit: int = 5) -> str:
    more = len(lines) - limit
    return "; ".join(lines[:limit]) + (f"; and {more} more" if more > 0 else "")


def _nothing_found(seen: _Discovery) -> str:
    """The error for a tree with no readable log: what it holds instead, most telling first."""
    if seen.foreign:
        return f"no training logs this tool reads; found {_shown(seen.foreign, 3)}"
    if seen.unusable:
        # name the file that may have been the run and why it cannot be read, first
        return f"no readable training log: {_shown(seen.unusable, 3)} (looked for {FORMATS_LOOKED_FOR})"
    why = f"; skipped {_shown(seen.skipped, 3)}" if seen.skipped else ""
    return f"no training logs found (looked for {FORMATS_LOOKED_FOR}){why}"


def read_run(path: str | os.PathLike[str], mapping: Mapping[str, Label] | None = None) -> Run:
    """The one run at `path`; InputError when there is none or several."""
    runs = read_runs(path, mapping)
    if len(runs) > 1:
        names = ", ".join(r.name for r in runs[:5]) + (", ..." if len(runs) > 5 else "")
        raise InputError(f"holds {len(runs)} runs ({names}); pass one of them", str(path))
    return runs[0]


@dataclass(frozen=True)
class _Plan:
    """One run to read: its name, the source read first, the other formats of the
    same run (fallbacks), and the training monitor's files merged into it."""

    name: str
    chosen: Found
    others: tuple[Found, ...] = ()
    supplements: tuple[Found, ...] = ()


def _plan_runs(groups: dict[Path, list[Found]], root: Path) -> list[_Plan]:
    """What to read for every run."""
    plans: list[_Plan] = []
    for key, group in groups.items():
        supplements = tuple(f for f in group if f.reader == SUPPLEMENT)
        items = [f for f in group if f.reader != SUPPLEMENT]
        if not items:  # pragma: no cover - a supplement always has an owner group
            continue
        by_format = sorted(items, key=_preference)
        best = by_format[0]
        if best.reader in ("csv", "jsonl") and key.is_dir():
            flat = [f for f in by_format if f.reader in ("csv", "jsonl")]
            if len(flat) > 1:
                # several plain logs side by side are several runs, one per file; the
                # monitor's file cannot tell which of them it belongs to: its own run
                plans.extend(_Plan(_relative_name(item.path, root), item) for item in flat)
                plans.extend(
                    _Plan(_relative_name(s.path, root), Found("tensorboard", s.path, s.path))
                    for s in supplements
                )
                continue
        if best.reader == "mlflow-sqlite":
            plans.append(_Plan(_relative_name(key, root), best))
            continue
        if best.reader == "huggingface":
            best = _latest_trainer_state([f for f in items if f.reader == "huggingface"], key)
        others = tuple(f for f in items if f is not best)
        plans.append(_Plan(_relative_name(key, root), best, others, supplements))
    return plans


def _latest_trainer_state(states: list[Found], run_dir: Path) -> Found:
    """The run folder's own trainer_state.json, else the latest checkpoint's (it holds the most history)."""
    own = [s for s in states if s.path.parent == run_dir]
    if own:
        return own[0]

    def checkpoint_number(found: Found) -> int:
        match = _CHECKPOINT_DIR.fullmatch(found.path.parent.name)
        return int(match.group(1)) if match else -1

    return max(states, key=checkpoint_number)


def _relative_name(path: Path, root: Path) -> str:
    if path == root:
        return root.resolve().name or str(root)
    return path.relative_to(root).as_posix()


def _read_found(plan: _Plan, root: Path, mapping: Mapping[str, Label] | None) -> list[Run]:
    """Read the preferred source of a run; when it fails, the next format of the
    same run is read instead, with a note saying why; then merge the monitor's files."""
    chosen = plan.chosen
    if chosen.reader == "mlflow-sqlite":
        from triage.readers.mlflow import read_mlflow_database

        return read_mlflow_database(chosen.path, mapping, name_prefix=plan.name)
    fallbacks = [o for o in sorted(plan.others, key=_preference) if o.reader != chosen.reader]
    failed: list[str] = []
    first_error: InputError | None = None
    for source in [chosen, *fallbacks]:
        try:
            run = _read_source(source.reader, source.path, mapping, plan.name)
        except InputError as problem:
            first_error = first_error or problem
            failed.append(
                f"{source.reader} ({_relative_name(source.path, root)}) could not be read: {problem}"
            )
            continue
        rest = [o for o in [chosen, *plan.others] if o is not source]
        run.notes.extend(failed)
        if rest:
            also = ", ".join(sorted({f"{o.reader} ({_relative_name(o.path, root)})" for o in rest}))
            run.notes.append(
                f"the same run is also logged as {also}; read {source.reader} "
                f"({_relative_name(source.path, root)})"
            )
        run_dir = source.run_key if source.run_key.is_dir() else source.path.parent
        _add_hparams_files(run, run_dir, source.reader)
        for supplement in plan.supplements:
            _merge_supplement(run, supplement, root, mapping)
        return [run]
    if plan.supplements:
        # the logger's files are unreadable but the monitor's are not: the run is what it recorded
        alone = _Plan(plan.name, Found("tensorboard", plan.supplements[0].path, plan.chosen.run_key))
        runs = _read_found(alone, root, mapping)
        runs[0].notes.extend(failed)
        return runs
    assert first_error is not None
    raise first_error


def _read_source(reader: str, path: Path, mapping: Mapping[str, Label] | None, name: str) -> Run:
    """One source read by its reader. A source that yields no series at all (an event
    file holding only its header, a CSV of headers) is unusable, never a healthy run."""
    run = _READERS[reader](path, mapping, name)
    if not run.series:
        also = f" (only {len(run.histograms)} histogram tag(s))" if run.histograms else ""
        raise InputError(f"holds no usable scalar series{also}: nothing to triage", str(path))
    return run


def _merge_supplement(run: Run, supplement: Found, root: Path, mapping: Mapping[str, Label] | None) -> None:
    """Add the training monitor's series, histograms and hparams to the run it measured;
    the logger's own series win a name clash (they are the run's record of itself)."""
    shown = _relative_name(supplement.path, root)
    try:
        extra = _read_source("tensorboard", supplement.path, mapping, run.name)
    except InputError as problem:
        run.notes.append(f"the training monitor's files ({shown}) could not be merged: {problem}")
        return
    _add_hparams_files(extra, supplement.path, "tensorboard")
    clashes: list[str] = []
    for series in extra.series.values():
        if series.name in run.series:
            clashes.append(series.name)
        else:
            run.add(series)
    for name, histograms in extra.histograms.items():
        run.histograms.setdefault(name, histograms)
    for key, value in extra.hparams.items():
        run.hparams.setdefault(key, value)
    merged = len(extra.series) - len(clashes)
    files = ", ".join(sorted(p.name for p in Path(supplement.path).glob("*" + _MONITOR_SUFFIX))) or shown
    note = (
        f"merged the training monitor's event file(s) {files} ({shown}): {merged} series, "
        f"{len(extra.histograms)} histogram tag(s)"
    )
    if clashes:
        note += f"; kept the logger's own {', '.join(sorted(clashes)[:5])} over the monitor's"
    run.notes.append(note)
    run.notes.extend(n for n in extra.notes if n not in run.notes)


def _preference(found: Found) -> int:
    return PREFERENCE.index(found.reader) if found.reader in PREFERENCE else len(PREFERENCE)


def _add_hparams_files(run: Run, run_dir: Path, reader: str) -> None:
    """hparams.yaml / hparams.json beside the logs fill in what the log itself lacks."""
    if reader == "mlflow":
        return
    from triage.readers.hparams_files import read_hparams_files

    # the TensorBoard reader reads Lightning's hparams.yaml itself
    skip = ("hparams.yaml", "hparams.yml") if reader == "tensorboard" else ()
    for key, value in read_hparams_files(run_dir, run.notes, skip=skip).items():
        run.hparams.setdefault(key, value)


def _refuse_foreign_run_file(path: Path) -> None:
    """A file of a W&B run (its service logs, its .wandb file) given directly: say what the
    run is, since its JSON service logs would otherwise be read as metrics."""
    from triage.readers.foreign import foreign_tracker

    for directory in list(path.parents)[:3]:
        try:
            entries = list(os.scandir(directory))
        except OSError:
            return
        subdirs = [e.name for e in entries if e.is_dir()]
        files = [e.name for e in entries if not e.is_dir()]
        tracker = foreign_tracker(directory, subdirs, files)
        if tracker is not None:
            raise InputError(f"a file of {tracker}", str(path))


def _read_file(path: Path, mapping: Mapping[str, Label] | None) -> list[Run]:
    """A log file given directly: its reader is chosen by its content, and a
    file that is none of the formats gets that format's specific error."""
    name = path.parent.resolve().name or path.stem
    head = read_log_head(path)
    # a file inside an MLflow run folder (meta.yaml, metrics/loss, ...) stands for the run;
    # only a folder holding a meta.yaml can be one, so the MLflow reader (and sqlite3,
    # 7-13 ms of a process's start) is imported only then
    candidates = [d for d in list(path.parents)[:4] if os.path.lexists(d / "meta.yaml")]
    if candidates:
        from triage.readers.mlflow import is_mlflow_run_dir

        owner = next((d for d in candidates if is_mlflow_run_dir(d)), None)
        if owner is not None:
            return read_runs(owner, mapping)
    _refuse_foreign_run_file(path)
    if head.startswith(SQLITE_MAGIC):
        from triage.readers.mlflow import read_mlflow_database

        return read_mlflow_database(path, mapping, name_prefix=path.name)
    stripped = head.lstrip()
    if stripped[:1] in (b"{", b"["):
        first_line = stripped.split(b"\n", 1)[0].strip()
        if b'"log_history"' in head or path.name == "trainer_state.json" or first_line in (b"{", b"["):
            reader = "huggingface"
        else:
            reader = "jsonl"
    elif _decoded_head(head) is not None and "tfevents" not in path.name:
        reader = "csv"
    elif _is_event_file(path):
        reader = "tensorboard"
    else:
        raise InputError(f"not a log this tool reads (binary; looked for {FORMATS_LOOKED_FOR})", str(path))
    run = _read_source(reader, path, mapping, name)
    _add_hparams_files(run, path.parent, reader)
    return [run]


def _read_tensorboard(path: Path, mapping: Mapping[str, Label] | None, name: str) -> Run:
    run = _tb_call("read_tensorboard", path, mapping)
    from triage.model import Run as RunClass

    if not isinstance(run, RunClass):
        raise InputError("the TensorBoard reader returned no run", str(path))
    run.name = name
    return run


def _read_csv(path: Path, mapping: Mapping[str, Label] | None, name: str) -> Run:
    from triage.readers.csv_log import read_csv

    return read_csv(path, mapping, name=name)


def _read_jsonl(path: Path, mapping: Mapping[str, Label] | None, name: str) -> Run:
    from triage.readers.jsonl import read_jsonl

    return read_jsonl(path, mapping, name=name)


def _read_huggingface(path: Path, mapping: Mapping[str, Label] | None, name: str) -> Run:
    from triage.readers.huggingface import read_trainer_state

    return read_trainer_state(path, mapping, name=name)


def _read_mlflow(path: Path, mapping: Mapping[str, Label] | None, name: str) -> Run:
    from triage.readers.mlflow import read_mlflow_run

    return read_mlflow_run(path, mapping, name=name)


_READERS: dict[str, Callable[[Path, Mapping[str, Label] | None, str], Run]] = {
    "tensorboard": _read_tensorboard,
    "csv": _read_csv,
    "jsonl": _read_jsonl,
    "huggingface": _read_huggingface,
    "mlflow": _read_mlflow,
}


def _make_names_unique(runs: list[Run]) -> None:
    seen: dict[str, int] = {}
    for run in runs:
        if run.name in seen:
            seen[run.name] += 1
            run.name = f"{run.name} ({seen[run.name]})"
        else:
            seen[run.name] = 1
