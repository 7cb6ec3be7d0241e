"""The results file of a scan: JSON Lines, a header line then one line per
finished unit (`{"unit": name, "runs": [record, ...]}`), appended and flushed
as units finish. A line is the unit of completeness: a scan killed mid-write
leaves at most one partial last line, which --resume drops."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import IO, Any

RESULTS_FORMAT = 1
RESULTS_KIND = "scan-results"


class ResultsWriter:
    """Appends units to a results file. Without `resume`, an existing file is
    replaced; with it, the file's header must match `header` (same directory
    and options), and the units it already holds are in `done_units`."""

    def __init__(self, path: Path, header: Mapping[str, Any], *, resume: bool) -> None:
        from triage.errors import UsageError

        self.path = path
        self.done_units: set[str] = set()
        path.parent.mkdir(parents=True, exist_ok=True)
        head = {"kind": RESULTS_KIND, "format": RESULTS_FORMAT, **header}
        if resume and path.exists():
            found, end = _read_header_and_units(path)
            if found is None or found.get("kind") != RESULTS_KIND:
                raise UsageError(f"--resume: {path} is not a triage scan results file")
            if found.get("options") != head["options"] or found.get("directory") != head["directory"]:
                raise UsageError(
                    f"--resume: {path} holds a scan of {found.get('directory')!r} with other options; "
                    "rerun with the same options, or without --resume to start again"
                )
            self.done_units = set(_units_in(path))
            with path.open("r+b") as out:
                out.truncate(end)  # drop a partial last line from a killed scan
            self._out: IO[str] = path.open("a", encoding="utf-8", newline="\n")
        else:
            self._out = path.open("w", encoding="utf-8", newline="\n")
            self._write(head)

    def add(self, unit: str, runs: list[dict[str, Any]]) -> None:
        self._write({"unit": unit, "runs": runs})
        self.done_units.add(unit)

    def _write(self, line: Mapping[str, Any]) -> None:
        self._out.write(json.dumps(line, ensure_ascii=False, allow_nan=False, separators=(",", ":")) + "\n")
        # flushed per unit so a kill loses at most the unit being written
        self._out.flush()

    def close(self) -> None:
        self._out.flush()
        os.fsync(self._out.fileno())
        self._out.close()


def _complete_lines(path: Path) -> Iterator[tuple[int, int, Any]]:
    """(offset, length, parsed JSON) of each line up to the first partial or damaged one."""
    offset = 0
    with path.open("rb") as handle:
        for raw in handle:
            if not raw.endswith(b"\n"):
                return
            try:
                line = json.loads(raw)
            except ValueError:
                return
            yield offset, len(raw), line
            offset += len(raw)


def _read_header_and_units(path: Path) -> tuple[dict[str, Any] | None, int]:
    """The header and the byte offset just after the last complete line."""
    header: dict[str, Any] | None = None
    end = 0
    for offset, length, line in _complete_lines(path):
        if header is None:
            header = line if isinstance(line, dict) else {}
        end = offset + length
    return header, end


def _units_in(path: Path) -> Iterator[str]:
    for _offset, line in iter_lines(path):
        yield str(line["unit"])


def iter_lines(path: Path) -> Iterator[tuple[int, dict[str, Any]]]:
    """(byte offset, unit line) for every complete unit line, skipping the header."""
    for offset, _length, line in _complete_lines(path):
        if isinstance(line, dict) and "unit" in line and isinstance(line.get("runs"), list):
            yield offset, line


def iter_records(path: Path) -> Iterator[dict[str, Any]]:
    """Every run record in the file, unit by unit (one unit's lines in memory at a time)."""
    for _offset, line in iter_lines(path):
        yield from line["runs"]


def read_unit_at(handle: IO[bytes], offset: int) -> dict[str, Any]:
    """The unit line at `offset` (from `iter_lines`), read again on demand."""
    handle.seek(offset)
    line: dict[str, Any] = json.loads(handle.readline())
    return line
