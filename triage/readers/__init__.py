"""Finds the training runs under a path and reads each with the reader its files'
content calls for (never the extension alone): `read_runs` / `read_run` -> Run."""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING

from triage.errors import InputError

if TYPE_CHECKING:
    from triage.model import Run
    from triage.readers.naming import Label

__all__ = ["FORMATS_LOOKED_FOR", "discover", "read_log_bytes", "read_run", "read_runs", "sniff_file"]

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
_UNUSABLE_REASONS: tuple[str, ...] = ("empty file", "permission denied", "not a regular file")


@dataclass(frozen=True)
class Found:
    """A log found on disk: which reader reads it, and the run it belongs to."""

    reader: str
    path: Path
    run_key: Path


def read_log_bytes(path: Path) -> bytes:
    """The bytes of a log file, or an InputError that says why they cannot be had."""
    try:
        with open(path, "rb") as handle:
            data = handle.read()
    except PermissionError:
        raise InputError("permission denied; check the file's permissions", str(path)) from None
    except IsADirectoryError:
        raise InputError("is a directory, expected a file", str(path)) from None
    except FileNotFoundError:
        raise InputError("no such file", str(path)) from None
    except OSError as problem:
        raise InputError(f"cannot be read ({problem.strerror or problem})", str(path)) from None
    if not data or data.isspace():
        raise InputError("empty file", str(path))
    return data


def _read_head(path: Path) -> bytes:
    with open(path, "rb") as handle:
        return handle.read(SNIFF_BYTES)


def sniff_file(path: Path) -> tuple[str | None, str]:
    """(reader, "") for a log file this package reads, else (None, why not).

    Decided by content: SQLite with MLflow's tables, a JSON object holding
    `log_history`, a JSON object per line, a CSV header over numeric rows, or
    a TFRecord frame holding an Event."""
    try:
        head = _read_head(path)
    except PermissionError:
        return None, "permission denied"
    except OSError as problem:
        return None, f"cannot be read ({problem.strerror or problem})"
    if not head.strip():
        return None, "empty file"
    if head.startswith(SQLITE_MAGIC):
        from triage.readers.mlflow import is_mlflow_database

        if is_mlflow_database(path):
            return "mlflow-sqlite", ""
        return None, "an SQLite database without MLflow's runs and metrics tables"
    stripped = head.lstrip()
    if stripped[:1] == b"{":
        from triage.readers.jsonl import sniff_jsonl

        if b'"log_history"' in head or path.name == "trainer_state.json":
            return "huggingface", ""
        if sniff_jsonl(head):
            return "jsonl", ""
        return None, "JSON, but neither JSON Lines nor a trainer_state.json"
    text = _decoded_head(head)
    if text is not None and "tfevents" not in path.name:
        from triage.readers.csv_log import sniff_csv

        if sniff_csv(text, whole=len(head) < SNIFF_BYTES):
            return "csv", ""
        return None, "text, but not a CSV log (a header line of names, then rows of numbers)"
    if _is_event_file(path):
        return "tensorboard", ""
    return None, "binary, and not a TensorBoard event file"


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


def discover(root: Path) -> tuple[list[Found], list[str]]:
    """Every log under the directory `root`, and a line for each file that
    looked like a log but could not be used (empty, unreadable, unknown)."""
    found: list[Found] = []
    skipped: list[str] = []
    mlflow_runs: list[Path] = []

    def walk_error(problem: OSError) -> None:
        skipped.append(f"{problem.filename}: {problem.strerror or problem}")

    from triage.readers.mlflow import is_mlflow_run_dir

    for dirpath, dirnames, filenames in os.walk(root, onerror=walk_error):
        directory = Path(dirpath)
        dirnames[:] = sorted(d for d in dirnames if not d.startswith(".") and d not in SKIPPED_DIRS)
        if "meta.yaml" in filenames and is_mlflow_run_dir(directory):
            found.append(Found("mlflow", directory, directory))
            mlflow_runs.append(directory)
            dirnames[:] = []  # its metrics/params/tags folders are read by the MLflow reader
            continue
        for file_name in sorted(filenames):
            path = directory / file_name
            if _event_file_by_name(path) or file_name in ("hparams.yaml", "hparams.json", "meta.yaml"):
                continue
            if not path.is_file():
                # a FIFO, socket or device (or a dangling link): opening it could block forever
                if _LOG_LIKE.search(file_name):
                    skipped.append(f"{path.relative_to(root)}: not a regular file")
                continue
            reader, why = sniff_file(path)
            if reader is None:
                if _LOG_LIKE.search(file_name):
                    skipped.append(f"{path.relative_to(root)}: {why}")
                continue
            if reader == "tensorboard":
                continue  # event files are grouped into runs by find_tensorboard_runs below
            found.append(Found(reader, path, _run_key(reader, path, root)))
    found.extend(_tensorboard_runs(root, found, mlflow_runs))
    return found, skipped


def _run_key(reader: str, path: Path, root: Path) -> Path:
    directory = path.parent
    if reader == "mlflow-sqlite":
        return path
    if reader == "huggingface" and _CHECKPOINT_DIR.fullmatch(directory.name) and directory != root:
        return directory.parent  # HF checkpoints are snapshots of the run in their parent folder
    return directory


def _tensorboard_runs(root: Path, found: list[Found], mlflow_runs: list[Path]) -> list[Found]:
    module = _tensorboard_module()
    if module is not None and hasattr(module, "find_tensorboard_runs"):
        run_dirs = [Path(p) for p in module.find_tensorboard_runs(root)]
    else:
        run_dirs = sorted({p.parent for p in root.rglob("*") if _event_file_by_name(p) and p.is_file()})
    hf_runs = {f.run_key for f in found if f.reader == "huggingface"}
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
        located.append(Found("tensorboard", run_dir, key))
    return located


def read_runs(path: str | os.PathLike[str], mapping: Mapping[str, Label] | None = None) -> list[Run]:
    """Every run under `path` (a log file, a run directory, or a tree of runs),
    sorted by name. Raises InputError when nothing readable is found."""
    root = Path(path)
    if not root.exists():
        raise InputError("no such file or directory", str(root))
    if root.is_file():
        return _read_file(root, mapping)
    if not root.is_dir():
        raise InputError(
            "not a regular file or directory (a pipe or device?); pass a log or a folder", str(root)
        )
    if not os.access(root, os.R_OK | os.X_OK):
        raise InputError("permission denied; check the directory's permissions", str(root))
    found, skipped = discover(root)
    if not found:
        why = ""
        if skipped:
            why = (
                "; skipped "
                + "; ".join(skipped[:3])
                + (f" and {len(skipped) - 3} more" if len(skipped) > 3 else "")
            )
        raise InputError(f"no training logs found (looked for {FORMATS_LOOKED_FOR}){why}", str(root))
    groups: dict[Path, list[Found]] = {}
    for item in found:
        groups.setdefault(item.run_key, []).append(item)
    plans = _plan_runs(groups, root)
    runs: list[Run] = []
    errors: list[InputError] = []
    failures: list[str] = []
    for name, chosen, others in plans:
        try:
            runs.extend(_read_found(chosen, others, name, root, mapping))
        except InputError as problem:
            errors.append(problem)
            failures.append(f"{name}: {problem}")
    if not runs:
        if len(errors) == 1:
            raise errors[0]
        raise InputError(
            f"none of the {len(failures)} runs found could be read; first: {failures[0]}", str(root)
        )
    _make_names_unique(runs)
    runs.sort(key=lambda r: r.name)
    if failures:
        shown = "; ".join(failures[:5]) + (f"; and {len(failures) - 5} more" if len(failures) > 5 else "")
        for run in runs:
            run.notes.append(f"{len(failures)} other run(s) under {root} could not be read: {shown}")
    # a log-like file that is empty or unreadable is probably a run that crashed
    # early or a permissions slip: say so, where unknown formats stay quiet
    unusable = [s for s in skipped if s.endswith(_UNUSABLE_REASONS)]
    if unusable:
        shown = "; ".join(unusable[:5]) + (f"; and {len(unusable) - 5} more" if len(unusable) > 5 else "")
        for run in runs:
            run.notes.append(f"log files skipped under {root}: {shown}")
    return runs


def read_run(path: str | os.PathLike[str], mapping: Mapping[str, Label] | None = None) -> Run:
    """The one run at `path`; InputError when there is none or several."""
    runs = read_runs(path, mapping)
    if len(runs) > 1:
        names = ", ".join(r.name for r in runs[:5]) + (", ..." if len(runs) > 5 else "")
        raise InputError(f"holds {len(runs)} runs ({names}); pass one of them", str(path))
    return runs[0]


def _plan_runs(groups: dict[Path, list[Found]], root: Path) -> list[tuple[str, Found, list[Found]]]:
    """(name, source to read, other sources of the same run) for every run."""
    plans: list[tuple[str, Found, list[Found]]] = []
    for key, items in groups.items():
        by_format = sorted(items, key=_preference)
        best = by_format[0]
        if best.reader in ("csv", "jsonl") and key.is_dir():
            flat = [f for f in by_format if f.reader in ("csv", "jsonl")]
            if len(flat) > 1:
                # several plain logs side by side are several runs, one per file
                for item in flat:
                    plans.append((_relative_name(item.path, root), item, []))
                continue
        if best.reader == "mlflow-sqlite":
            plans.append((_relative_name(key, root), best, []))
            continue
        if best.reader == "huggingface":
            best = _latest_trainer_state([f for f in items if f.reader == "huggingface"], key)
        others = [f for f in items if f is not best]
        plans.append((_relative_name(key, root), best, others))
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


def _read_found(
    chosen: Found, others: list[Found], name: str, root: Path, mapping: Mapping[str, Label] | None
) -> list[Run]:
    """Read the preferred source of a run; when it fails, the next format of the
    same run is read instead, with a note saying why."""
    if chosen.reader == "mlflow-sqlite":
        from triage.readers.mlflow import read_mlflow_database

        return read_mlflow_database(chosen.path, mapping, name_prefix=name)
    fallbacks = [o for o in sorted(others, key=_preference) if o.reader != chosen.reader]
    failed: list[str] = []
    first_error: InputError | None = None
    for source in [chosen, *fallbacks]:
        try:
            run = _READERS[source.reader](source.path, mapping, name)
        except InputError as problem:
            first_error = first_error or problem
            failed.append(
                f"{source.reader} ({_relative_name(source.path, root)}) could not be read: {problem}"
            )
            continue
        rest = [o for o in [chosen, *others] if o is not source]
        run.notes.extend(failed)
        if rest:
            also = ", ".join(sorted({f"{o.reader} ({_relative_name(o.path, root)})" for o in rest}))
            run.notes.append(
                f"the same run is also logged as {also}; read {source.reader} "
                f"({_relative_name(source.path, root)})"
            )
        run_dir = source.run_key if source.run_key.is_dir() else source.path.parent
        _add_hparams_files(run, run_dir, source.reader)
        return [run]
    assert first_error is not None
    raise first_error


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


def _read_file(path: Path, mapping: Mapping[str, Label] | None) -> list[Run]:
    """A log file given directly: its reader is chosen by its content, and a
    file that is none of the formats gets that format's specific error."""
    name = path.parent.resolve().name or path.stem
    head = read_log_bytes(path)[:SNIFF_BYTES]
    from triage.readers.mlflow import is_mlflow_run_dir

    # a file inside an MLflow run folder (meta.yaml, metrics/loss, ...) stands for the run
    owner = next((d for d in list(path.parents)[:4] if is_mlflow_run_dir(d)), None)
    if owner is not None:
        return read_runs(owner, mapping)
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
    run = _READERS[reader](path, mapping, name)
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
