"""Following log files that a running job is still writing: each poll reads
only the bytes added since the last one (a half-written last record or line is
kept for the next poll), and the series read so far are accumulated per file.
MLflow file-store metrics (`metrics/<key>`, lines `timestamp value step`) are
followed the same way, one file a metric."""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import numpy as np

from triage.errors import InputError
from triage.model import Run, Series
from triage.model.run import rewound_indices
from triage.readers.naming import Label

# One poll reads at most this much of one file; the rest waits for the next
# poll, so a watcher started on a multi-gigabyte log keeps its memory bounded.
MAX_READ_BYTES = 32 * 1024 * 1024
# A record or line still incomplete past this size is not a record being written.
MAX_PENDING_BYTES = 64 * 1024 * 1024
# trainer_state.json is rewritten whole and is small; past this it is not read again.
MAX_STATE_BYTES = 64 * 1024 * 1024


def file_kind(path: Path) -> str | None:
    """Which reader follows the file at `path`, from its name alone (None: not a log)."""
    name = path.name
    if "tfevents" in name:
        return "tensorboard"
    if name == "trainer_state.json":
        return "trainer_state"
    suffix = path.suffix.lower()
    if suffix == ".csv":
        return "csv"
    if suffix in (".jsonl", ".ndjson"):
        return "jsonl"
    return None


def concat_series(parts: list[Series]) -> Series:
    """One series from its chunks in the order they were written (labels of the first)."""
    if len(parts) == 1:
        return parts[0]
    step = np.concatenate([p.step for p in parts])
    return replace(
        parts[0],
        step=step,
        value=np.concatenate([p.value for p in parts]),
        wall_time=np.concatenate([p.wall_time for p in parts]),
        restarts=rewound_indices(step),
    )


@dataclass
class FileTail:
    """One followed file: where reading stopped, the bytes not yet decodable,
    and the series read so far."""

    path: Path
    kind: str
    name: str
    mapping: Mapping[str, Label] | None = None
    offset: int = 0
    pending: bytes = b""
    header: bytes | None = None  # a CSV's header line, given again with every chunk of rows
    identity: tuple[int, int] | None = None  # (device, inode): a replaced file starts over
    signature: tuple[int, int] | None = None  # trainer_state.json's (mtime_ns, size)
    reader: str = ""
    chunks: dict[str, list[Series]] = field(default_factory=dict)
    hparams: dict[str, Any] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    stopped: bool = False  # an unreadable file is noted once and no longer followed
    rows: int = 0  # complete data lines read so far (a CSV without a step column counts its rows)
    metric: str = ""  # an MLflow metric file's key (its path under metrics/)
    seen: tuple[int, int, int] | None = None  # (inode, size, mtime_ns) at the last poll
    changed: bool = False  # the last poll saw the file written (size, mtime or inode changed)

    def poll(self) -> tuple[int, int]:
        """Read what was added since the last poll: (bytes read, points added)."""
        self.changed = False
        if self.stopped:
            return 0, 0
        try:
            with open(self.path, "rb") as handle:
                stat = os.fstat(handle.fileno())
                seen = (stat.st_ino, stat.st_size, stat.st_mtime_ns)
                # Any write counts for --idle-exit, even one that completes no record yet.
                self.changed, self.seen = seen != self.seen, seen
                if self.kind == "trainer_state":
                    return self._poll_state(handle, stat)
                self._check_replaced(handle, stat)
                if stat.st_size <= self.offset:
                    return 0, 0
                handle.seek(self.offset)
                data = handle.read(min(stat.st_size - self.offset, MAX_READ_BYTES))
        except FileNotFoundError:
            return 0, 0  # removed between the listing and the read; a new one starts over
        except OSError as problem:
            self._stop(f"cannot be read ({problem.strerror or problem}); no longer followed")
            return 0, 0
        self.offset += len(data)
        return len(data), self._decode(self.pending + data)

    def series(self) -> dict[str, Series]:
        """The series read so far, each one array (chunks are joined once, then kept joined)."""
        joined = {}
        for name, parts in self.chunks.items():
            if len(parts) > 1:
                parts[:] = [concat_series(parts)]
            joined[name] = parts[0]
        return joined

    @property
    def points(self) -> int:
        return sum(len(p) for parts in self.chunks.values() for p in parts)

    def _stop(self, why: str) -> None:
        self.notes.append(f"{self.path}: {why}")
        self.stopped = True

    def _restart(self, why: str) -> None:
        # Everything read from the old content is dropped: the new file is read from its start.
        self.notes.append(f"{self.path}: {why}; read again from the start")
        self.offset, self.pending, self.header, self.rows = 0, b"", None, 0
        self.chunks.clear()

    def _check_replaced(self, handle: Any, stat: os.stat_result) -> None:
        identity = (stat.st_dev, stat.st_ino)
        if self.identity is not None and identity != self.identity:
            self._restart("was replaced by a new file")
        elif stat.st_size < self.offset:
            self._restart(f"shrank from {self.offset} to {stat.st_size} bytes")
        elif self.header is not None:
            # Lightning's CSVLogger rewrites the whole file with a wider header when a
            # new metric appears: the same file, longer, with a different first line.
            handle.seek(0)
            if handle.read(len(self.header)) != self.header:
                self._restart("was rewritten with a new header")
        self.identity = identity

    def _decode(self, data: bytes) -> int:
        if self.kind == "tensorboard":
            return self._decode_events(data)
        if self.kind == "mlflow":
            end = data.rfind(b"\n")
            if end < 0:
                self._keep(data)
                return 0
            self.pending = data[end + 1 :]
            return self._read_metric_lines(data[: end + 1])
        if self.kind == "csv" and self.header is None:
            end = data.find(b"\n")
            if end < 0:
                self._keep(data)
                return 0
            self.header, data = data[: end + 1], data[end + 1 :]
        end = data.rfind(b"\n")
        if end < 0:
            self._keep(data)
            return 0
        complete, self.pending = data[: end + 1], data[end + 1 :]
        if complete.isspace():
            return 0
        return self._read_lines(complete)

    def _keep(self, data: bytes) -> None:
        if len(data) > MAX_PENDING_BYTES:
            self._stop(f"a record or line longer than {MAX_PENDING_BYTES} bytes; no longer followed")
            self.pending = b""
        else:
            self.pending = data

    def _decode_events(self, data: bytes) -> int:
        from triage.readers.tensorboard import read_event_bytes

        try:
            run, consumed = read_event_bytes(
                data, name=self.name, source=str(self.path), mapping=self.mapping
            )
        except InputError as problem:
            self._stop(f"{problem}; no longer followed")
            return 0
        self._keep(data[consumed:])
        return self._absorb(run)

    def _read_lines(self, complete: bytes) -> int:
        from triage.readers.csv_log import read_csv_bytes
        from triage.readers.jsonl import read_jsonl_bytes

        source = str(self.path)
        try:
            if self.kind == "csv":
                assert self.header is not None
                # rows numbered on from those read before, where the row index is the step
                run = read_csv_bytes(
                    self.header + complete, name=self.name, source=source, mapping=self.mapping,
                    first_row=self.rows,
                )
            else:
                run = read_jsonl_bytes(complete, name=self.name, source=source, mapping=self.mapping)
        except InputError as problem:
            self.rows += complete.count(b"\n")
            # Rows that hold no usable value yet (a line of empty cells) are not an error
            # of the run: note it once and keep following.
            self._note_once(f"{problem} (in rows read while watching; they were skipped)")
            return 0
        self.rows += complete.count(b"\n")
        return self._absorb(run)

    def _read_metric_lines(self, complete: bytes) -> int:
        """MLflow's `timestamp value step` lines (older MLflow wrote no step: step 0), as
        the MLflow reader parses them (it reads a whole file; this, the bytes a poll added)."""
        from triage.readers.mlflow import parse_metric_line
        from triage.readers.naming import make_series

        steps: list[int] = []
        values: list[float] = []
        walls: list[float] = []
        bad = 0
        for line in complete.split(b"\n"):
            fields = line.split()
            if not fields:
                continue
            try:
                wall, value, step = parse_metric_line(fields)
            except ValueError:
                bad += 1
                continue
            steps.append(step)
            values.append(value)
            walls.append(wall)
        if bad:
            self._note_once(
                f"{self.path}: lines that are not 'timestamp value step' (in rows read while "
                "watching; they were skipped)"
            )
        if not steps:
            return 0
        run = Run(name=self.name, source=str(self.path), reader="mlflow")
        run.add(make_series(self.metric, steps, values, walls, mapping=self.mapping))
        return self._absorb(run)

    def _absorb(self, run: Run) -> int:
        self.reader = self.reader or run.reader
        for series in run:
            if len(series):
                self.chunks.setdefault(series.name, []).append(series)
        for key, value in run.hparams.items():
            self.hparams.setdefault(key, value)
        for note in run.notes:
            self._note_once(note)
        return run.total_points

    def _note_once(self, note: str) -> None:
        if note not in self.notes:
            self.notes.append(note)

    def _poll_state(self, handle: Any, stat: os.stat_result) -> tuple[int, int]:
        from triage.readers.huggingface import read_trainer_state

        signature = (stat.st_mtime_ns, stat.st_size)
        if signature == self.signature:
            return 0, 0
        if stat.st_size > MAX_STATE_BYTES:
            self._stop(f"larger than {MAX_STATE_BYTES} bytes; no longer read again")
            return 0, 0
        before = self.points
        try:
            run = read_trainer_state(self.path, self.mapping, name=self.name)
        except InputError:
            # Most often the Trainer is halfway through rewriting it: the signature is
            # not kept, so the next poll reads it again.
            return 0, 0
        self.signature = signature
        self.chunks.clear()
        self.hparams.clear()
        added = self._absorb(run)
        return stat.st_size, max(added - before, 0)
