"""The watcher: follows the log files under one or more paths, accumulates one
Run per run folder, re-runs detection on what was added, and turns findings
into alerts: one per new finding id, again only when its severity rises."""

from __future__ import annotations

import os
import re
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from triage.model import Diagnosis, Finding, Run, Series
from triage.model.finding import severity_rank
from triage.readers.naming import Label
from triage.watch.knowledge import WatchKnowledge, load_knowledge
from triage.watch.tail import FileTail, concat_series, file_kind
from triage.watch.warnings import warning_finding

# How deep under a watched folder log files are looked for (a sweep/run/version_N/ tree).
MAX_DEPTH = 5
# A folder with more files than this is not a run folder; the rest are not followed.
MAX_FILES = 2000
# Arrivals kept a run (a log without wall times): past this, days of 0.5 s polls.
MAX_ARRIVALS = 1_000_000
# An MLflow metric key nests one folder per slash; deeper than this it is not a key.
MAX_METRIC_NESTING = 8
_CHECKPOINT = re.compile(r"checkpoint-\d+$")


@dataclass(frozen=True)
class Alert:
    """A new finding on a run, or one whose severity rose."""

    event: str  # "new" or "severity-rose"
    run: str
    source: str
    finding: Finding
    previous_severity: str | None
    cause: dict[str, Any] | None  # the top-ranked cause for this finding: id, title, certainty, why
    last_step: int | None
    time: float

    def to_dict(self) -> dict[str, Any]:
        from triage.model.run import jsonable

        f = self.finding
        described: dict[str, Any] = jsonable(
            {
                "type": "alert",
                "event": self.event,
                "run": self.run,
                "source": self.source,
                "id": f.id,
                "code": f.code,
                "title": f.title,
                "severity": f.severity,
                "previous_severity": self.previous_severity,
                "onset_step": f.onset_step,
                "message": f.message,
                "cause": self.cause,
                "last_step": self.last_step,
                "time": round(self.time, 3),
            }
        )
        return described


@dataclass(frozen=True)
class RunStatus:
    """A run's line in the live view: waiting (no point yet), ok, warning (a low or medium
    finding now), failing (high or critical), or stalled."""

    name: str
    last_step: int | None
    points: int
    status: str


@dataclass
class WatchedRun:
    """The files of one run folder and what has been alerted on it."""

    name: str
    folder: Path
    tails: dict[Path, FileTail] = field(default_factory=dict)
    alerted: dict[str, str] = field(default_factory=dict)  # finding id -> severity last alerted
    last_points_at: float = 0.0  # when a poll last added a point (time.monotonic)
    quiet_polls: int = 0
    hparams_signature: tuple[Any, ...] = ()
    hparams: dict[str, Any] = field(default_factory=dict)
    hparams_notes: list[str] = field(default_factory=list)
    current: list[Finding] = field(default_factory=list)  # the live findings of the last check
    # (clock, last step) at each poll that added points: the throughput of a log without times
    arrivals: list[tuple[float, int]] = field(default_factory=list)

    @property
    def points(self) -> int:
        return sum(t.points for t in self._used_tails())

    def _used_tails(self) -> list[FileTail]:
        # Of several trainer_state.json (the run's and its checkpoints'), the one
        # written last holds the longest history: the others would repeat it.
        states = [t for t in self.tails.values() if t.kind == "trainer_state" and t.points]
        newest = max(states, key=lambda t: t.signature or (0, 0)) if states else None
        return [t for t in self.tails.values() if t.kind != "trainer_state" or t is newest]

    def run(self) -> Run:
        """The run as read so far: each series is its chunks, across files, in order."""
        used = self._used_tails()
        reader = next((t.reader for t in used if t.reader), "watch")
        run = Run(name=self.name, source=str(self.folder), reader=reader)
        parts: dict[str, list[Series]] = {}
        for tail in sorted(used, key=lambda t: str(t.path)):
            for name, series in tail.series().items():
                parts.setdefault(name, []).append(series)
            for key, value in tail.hparams.items():
                run.hparams.setdefault(key, value)
            run.notes.extend(tail.notes)
        for pieces in parts.values():
            run.add(concat_series(pieces))
        self._refresh_hparams()
        for key, value in self.hparams.items():
            run.hparams.setdefault(key, value)
        run.notes.extend(self.hparams_notes)
        return run

    def _refresh_hparams(self) -> None:
        # hparams.yaml / hparams.json beside the logs, and an MLflow run's params/ folder
        # (MLflow writes a file a param, and a new one adds a folder entry: its mtime
        # moves), read again only when they change.
        from triage.readers.hparams_files import read_hparams_files

        names = ("hparams.yaml", "hparams.yml", "hparams.json", "params")
        signature = tuple(_stat_key(self.folder / n) for n in names)
        if signature == self.hparams_signature:
            return
        self.hparams_signature = signature
        self.hparams_notes = []
        self.hparams = read_hparams_files(self.folder, self.hparams_notes) if any(signature[:3]) else {}
        if signature[3] is not None and any(t.kind == "mlflow" for t in self.tails.values()):
            self.hparams.update(_mlflow_params(self.folder / "params", self.hparams_notes))


def _mlflow_params(folder: Path, notes: list[str]) -> dict[str, Any]:
    """An MLflow run's params (a small text file each), parsed as the MLflow reader parses them."""
    from triage.readers.hparams_files import parse_value
    from triage.readers.safe_files import is_regular_file, read_small_text

    params: dict[str, Any] = {}
    for path in sorted(folder.rglob("*"))[:MAX_FILES]:
        if not is_regular_file(path):
            continue
        key = path.relative_to(folder).as_posix()
        try:
            text = read_small_text(path)
        except (OSError, UnicodeDecodeError):
            notes.append(f"param {key} could not be read (not a small UTF-8 text file); skipped")
            continue
        try:
            params[key] = parse_value(text)
        except (ValueError, RecursionError, OverflowError):
            params[key] = text.strip()
    return params


def _stat_key(path: Path) -> tuple[int, int] | None:
    try:
        stat = path.stat()
    except OSError:
        return None
    return (stat.st_mtime_ns, stat.st_size)


class Watcher:
    """Follows every log file under `paths` (files or folders, existing or not yet)."""

    def __init__(
        self,
        paths: Sequence[Path],
        *,
        mapping: Mapping[str, Label] | None = None,
        kb_dirs: Sequence[Path] = (),
        knowledge: WatchKnowledge | None = None,
        clock: Any = time.monotonic,
    ) -> None:
        self.paths = [Path(p) for p in paths]
        self.mapping = mapping
        self.kb_dirs = list(kb_dirs)
        self.knowledge = knowledge if knowledge is not None else load_knowledge()
        self.warnings = self.knowledge.warnings
        self.clock = clock
        self.runs: dict[Path, WatchedRun] = {}
        self.notes: list[str] = []
        self.last_diagnoses: list[Diagnosis] = []
        self.last_write_at: float | None = None  # when a poll last saw a file appear or change
        self._mlflow_runs: dict[Path, bool] = {}

    # -- reading ---------------------------------------------------------
    def poll(self) -> tuple[int, int]:
        """Look for new files and read what every file added: (bytes read, points added)."""
        written = self._discover()
        now = self.clock()
        total_bytes = total_points = 0
        for watched in self.runs.values():
            added = 0
            for tail in list(watched.tails.values()):
                read, points = tail.poll()
                total_bytes += read
                added += points
                written = written or tail.changed
            total_points += added
            if added:
                watched.last_points_at, watched.quiet_polls = now, 0
                last = _last_step(watched)
                if last is not None and len(watched.arrivals) < MAX_ARRIVALS:
                    watched.arrivals.append((now, last))
            elif watched.points:
                watched.quiet_polls += 1
        if written:
            self.last_write_at = now
        return total_bytes, total_points

    def _discover(self) -> bool:
        """Start following the log files not followed yet; True when there was one."""
        new = False
        for root in self.paths:
            for log in _log_files(root, self._mlflow_runs):
                watched = self.runs.get(log.folder)
                if watched is None:
                    watched = WatchedRun(
                        name=_run_name(log.folder, root), folder=log.folder, last_points_at=self.clock()
                    )
                    self.runs[log.folder] = watched
                if log.path not in watched.tails:
                    new = True
                    watched.tails[log.path] = FileTail(
                        path=log.path,
                        kind=log.kind,
                        name=watched.name,
                        mapping=self.mapping,
                        metric=log.metric,
                    )
        return new

    # -- judging ---------------------------------------------------------
    def check(self, only_changed: bool = True) -> list[Alert]:
        """Diagnose the runs that hold points; the alerts this judgement adds."""
        from triage.pipeline import diagnose_runs

        watched = [w for w in self.runs.values() if w.points]
        if not watched:
            return []
        runs = [w.run() for w in watched]
        diagnoses = diagnose_runs(runs, kb_dirs=self.kb_dirs)
        self.last_diagnoses = diagnoses
        alerts: list[Alert] = []
        for w, diagnosis in zip(watched, diagnoses, strict=True):
            live = [f for f in diagnosis.symptoms if f.id not in self.knowledge.final_only]
            findings = live + self._early_warnings(w, diagnosis.run)
            w.current = findings
            for finding in findings:
                alert = self._alert_for(w, diagnosis, finding)
                if alert is not None:
                    alerts.append(alert)
        return alerts

    def warm_up(self) -> None:
        """Run detection once on a tiny made-up run, so the detectors' first-use
        imports (scipy.stats takes seconds) happen before the first real check."""
        from triage.model import Kind, Role
        from triage.pipeline import diagnose_runs

        run = Run(name="warm-up", source="", reader="watch")
        run.add(
            Series.from_lists(
                "loss",
                range(64),
                [1.0 / (1 + i) for i in range(64)],
                role=Role.TRAIN,
                kind=Kind.LOSS,
                direction="min",
            )
        )
        diagnose_runs([run], kb_dirs=self.kb_dirs)

    def check_stalls(self) -> list[Alert]:
        """Stall warnings only (no detection): cheap enough for every quiet poll."""
        alerts = []
        for w in self.runs.values():
            finding = self._stall(w)
            if finding is not None:
                run = Run(name=w.name, source=str(w.folder), reader="watch")
                alert = self._alert_for(w, Diagnosis(run=run), finding, last_step=_last_step(w))
                if alert is not None:
                    alerts.append(alert)
        return alerts

    def _alert_for(
        self, w: WatchedRun, diagnosis: Diagnosis, finding: Finding, last_step: int | None = None
    ) -> Alert | None:
        before = w.alerted.get(finding.id)
        if before is not None and severity_rank(finding.severity) <= severity_rank(before):
            return None
        w.alerted[finding.id] = finding.severity
        causes = sorted((c for c in diagnosis.causes if finding.id in c.for_symptoms), key=lambda c: c.rank)
        cause = (
            {
                "id": causes[0].id,
                "title": causes[0].title,
                "certainty": round(causes[0].certainty, 4),
                "why": list(causes[0].why),
            }
            if causes
            else None
        )
        return Alert(
            event="new" if before is None else "severity-rose",
            run=w.name,
            source=str(w.folder),
            finding=finding,
            previous_severity=before,
            cause=cause,
            last_step=last_step if last_step is not None else diagnosis.run.last_step,
            time=time.time(),
        )

    def _early_warnings(self, w: WatchedRun, run: Run) -> list[Finding]:
        from triage.watch import warnings

        spec = self.warnings
        doubled = warnings.step_time_doubled(run, spec["watch-step-time-doubled"])
        found = [
            self._stall(w),
            warnings.loss_drift(run, spec["watch-loss-drift"]),
            warnings.val_turn_up(run, spec["watch-val-turn-up"]),
            doubled,
        ]
        drop_spec = spec["watch-throughput-drop"]
        drop = (
            warnings.throughput_drop(run, drop_spec)
            if warnings.has_throughput_source(run, drop_spec)
            else warnings.arrival_throughput_drop(w.arrivals, drop_spec)
        )
        # Step time doubling on the same wall times is the stronger statement of the same drop.
        if drop is not None and not (doubled is not None and drop.measurements["source"] == "wall-times"):
            found.append(drop)
        return [f for f in found if f is not None]

    def _stall(self, w: WatchedRun) -> Finding | None:
        spec = self.warnings["watch-stall"]
        if not w.points:
            return None
        quiet = self.clock() - w.last_points_at
        polls, seconds = spec.thresholds["stall_intervals"], spec.thresholds["min_seconds"]
        if w.quiet_polls < polls or quiet < seconds:
            return None
        return warning_finding(
            spec,
            0.5,
            f"no new point for {quiet:.1f} s ({w.quiet_polls} polls in a row) after "
            f"{w.points} points; last step {_last_step(w)}",
            _last_step(w),
            {
                "quiet_seconds": round(quiet, 3),
                "quiet_polls": w.quiet_polls,
                "threshold_stall_intervals": polls,
                "threshold_min_seconds": seconds,
            },
        )

    def statuses(self) -> list[RunStatus]:
        """One line a run for a live view: its progress and how it looks now."""
        spec = self.warnings["watch-stall"]
        rows = []
        for w in self.runs.values():
            if not w.points:
                status = "waiting"
            elif "watch-stall" in w.alerted and w.quiet_polls >= spec.thresholds["stall_intervals"]:
                status = "stalled"
            else:
                worst = max((severity_rank(f.severity) for f in w.current), default=-1)
                status = "failing" if worst >= severity_rank("high") else "warning" if worst >= 0 else "ok"
            rows.append(RunStatus(name=w.name, last_step=_last_step(w), points=w.points, status=status))
        return rows

    def idle_seconds(self) -> float | None:
        """Seconds since a poll last saw a log file appear or change (its size, mtime or inode);
        None before the first: a job still queued has not gone quiet."""
        if self.last_write_at is None:
            return None
        return float(self.clock()) - self.last_write_at

    def all_notes(self) -> list[str]:
        notes = list(self.notes)
        for w in self.runs.values():
            for tail in w.tails.values():
                notes.extend(n for n in tail.notes if n not in notes)
        return notes


def _last_step(w: WatchedRun) -> int | None:
    ends = [s.last_step for t in w.tails.values() for s in t.series().values() if len(s)]
    found = [e for e in ends if e is not None]
    return max(found) if found else None


def _run_name(folder: Path, root: Path) -> str:
    base = root if root.is_dir() else root.parent
    try:
        relative = folder.relative_to(base)
    except ValueError:
        return folder.name or str(folder)
    return str(relative) if str(relative) != "." else (base.resolve().name or str(base))


@dataclass(frozen=True)
class LogFile:
    """A file to follow: its path, which reader follows it, the run folder it
    belongs to and, for an MLflow metric file, the metric's key."""

    path: Path
    kind: str
    folder: Path
    metric: str = ""


def _log_files(root: Path, mlflow_runs: dict[Path, bool]) -> list[LogFile]:
    """The log files under `root` (itself if it is a file), hidden folders skipped, bounded
    in depth and count. `mlflow_runs` caches which folders are MLflow run folders (their
    meta.yaml is read once, not on every poll)."""
    if root.is_file():
        kind = file_kind(root)
        return [LogFile(root, kind, _run_folder(root.parent))] if kind else []
    found: list[LogFile] = []
    base_depth = len(root.parts)
    for folder, dirs, files in os.walk(root, followlinks=False):
        here = Path(folder)
        depth = len(here.parts) - base_depth
        dirs[:] = sorted(d for d in dirs if not d.startswith(".")) if depth < MAX_DEPTH else []
        if "meta.yaml" in files and "metrics" in dirs and _is_mlflow_run(here, mlflow_runs):
            dirs.remove("metrics")  # its files have no suffix: listed here, by key
            found.extend(_mlflow_metric_files(here, MAX_FILES - len(found)))
        for name in sorted(files):
            kind = file_kind(Path(name))
            if kind is None:
                continue
            found.append(LogFile(here / name, kind, _run_folder(here)))
            if len(found) >= MAX_FILES:
                return found
    return found[:MAX_FILES]


def _run_folder(folder: Path) -> Path:
    # A checkpoint's trainer_state.json belongs to its run.
    return folder.parent if _CHECKPOINT.match(folder.name) else folder


def _is_mlflow_run(folder: Path, cache: dict[Path, bool]) -> bool:
    from triage.readers.mlflow import is_mlflow_run_dir

    known = cache.get(folder)
    if known is None:
        known = cache[folder] = is_mlflow_run_dir(folder)
    return known


def _mlflow_metric_files(run_folder: Path, limit: int) -> list[LogFile]:
    """An MLflow run's metric files: `metrics/<key>`, a key with slashes nested in folders."""
    metrics = run_folder / "metrics"
    found: list[LogFile] = []
    for folder, dirs, files in os.walk(metrics, followlinks=False):
        here = Path(folder)
        dirs[:] = sorted(dirs) if len(here.parts) - len(metrics.parts) < MAX_METRIC_NESTING else []
        for name in sorted(files):
            path = here / name
            found.append(LogFile(path, "mlflow", run_folder, path.relative_to(metrics).as_posix()))
            if len(found) >= limit:
                return found
    return found
