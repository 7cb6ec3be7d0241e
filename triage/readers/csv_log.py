"""Reads CSV training logs (generic files, Lightning's CSVLogger `metrics.csv`, Keras'
CSVLogger) into a Run: a header row of names, then rows of numbers; blank cells are absent points."""

from __future__ import annotations

import csv
import io
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import numpy.typing as npt

from triage.errors import InputError
from triage.model import Run
from triage.readers.naming import Label, make_series

READER = "csv"

# Cells that mean "nothing logged here" (a point that does not exist), unlike
# `nan`/`inf`, which are values the run really produced and are kept.
MISSING_TOKENS: frozenset[str] = frozenset({"", "na", "n/a", "null", "none", "nil", "#n/a"})
STEP_COLUMNS: tuple[str, ...] = ("step", "global_step", "iteration", "iter", "epoch")
WALL_TIME_COLUMNS: tuple[str, ...] = ("wall_time", "walltime", "timestamp", "_timestamp")
DELIMITERS: tuple[str, ...] = (",", "\t", ";", "|")
SNIFF_BYTES = 64 * 1024
# Below this size pandas' import costs more than its faster parse saves.
PANDAS_MIN_BYTES = 4 * 1024 * 1024
# How NaN is spelled by Python, numpy, C printf and R; pandas needs them listed.
_NAN_SPELLINGS: tuple[str, ...] = ("nan", "NaN", "NAN", "-nan", "-NaN", "+nan", "-NAN")
_SNIFF_ROWS = 20

# Missing cells are rewritten to this number before the vectorised parse and
# recognised by it afterwards; a log holding it verbatim takes the slow path.
_SENTINEL_TEXT = b"-9.25e307"
_SENTINEL = float(_SENTINEL_TEXT)

FloatArray = npt.NDArray[np.float64]
BoolArray = npt.NDArray[np.bool_]


def _is_number(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True


def _is_missing(text: str) -> bool:
    return text.strip().lower() in MISSING_TOKENS


def sniff_csv(head: str, whole: bool = False) -> str | None:
    """The delimiter if `head` (the start of a file) reads as a CSV log, else None.

    A CSV log is a header line of names followed by rows of the same width
    whose cells are mostly numbers. `whole` says `head` is the whole file, so
    its last line is not cut short."""
    lines = [line for line in head.splitlines() if line.strip()]
    if not whole and len(lines) > 2:
        lines = lines[:-1]  # the sample may end in the middle of a line
    lines = lines[: _SNIFF_ROWS + 1]
    if len(lines) < 2:
        return None
    best: tuple[int, str] | None = None
    for delimiter in DELIMITERS:
        header = _split_row(lines[0], delimiter)
        width = len(header)
        if width < 2 or best is not None and width <= best[0]:
            continue
        if _header_and_rows_fit(header, [_split_row(line, delimiter) for line in lines[1:]]):
            best = (width, delimiter)
    if best is not None:
        return best[1]
    # one column: accept only a name over a column of plain numbers
    if not any(d in lines[0] for d in DELIMITERS) and not _is_number(lines[0]):
        if all(_is_number(line) or _is_missing(line) for line in lines[1:]):
            return ","
    return None


def _split_row(line: str, delimiter: str) -> list[str]:
    return next(csv.reader([line], delimiter=delimiter))


def _header_and_rows_fit(header: list[str], rows: list[list[str]]) -> bool:
    """The first row has the header's width, most sampled rows do, and there are numbers.
    (Odd rows later on are the reader's to report, with their line numbers.)"""
    if any(_is_number(name) for name in header if name.strip()):
        return False
    if not rows or len(rows[0]) != len(header):
        return False
    fitting = [row for row in rows if len(row) == len(header)]
    if 2 * len(fitting) < len(rows):
        return False
    return any(_is_number(cell) for row in fitting for cell in row)


@dataclass
class _Table:
    """Columns of a parsed CSV: values (NaN where missing) and where cells were present."""

    names: list[str]
    values: list[FloatArray]
    present: list[BoolArray]
    notes: list[str] = field(default_factory=list)


def read_csv(
    path: Path,
    mapping: Mapping[str, Label] | None = None,
    name: str | None = None,
    engine: str = "auto",
) -> Run:
    """Read one CSV log. `engine` is "auto", "numpy", "pandas" or "python":
    the vectorised parse (numpy's loadtxt, or pandas' tokenizer when installed
    and the file is large), or the row-by-row one that "auto" falls back to for
    quoted cells, text columns, repeated headers and other irregular files."""
    from triage.readers import read_log_bytes

    data = read_log_bytes(path)
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        text_head = data[:SNIFF_BYTES].decode("utf-8")
    except UnicodeDecodeError as bad:
        if bad.start < SNIFF_BYTES - 4:
            raise InputError("not a text file, so not a CSV log", str(path)) from None
        text_head = data[: bad.start].decode("utf-8")
    delimiter = sniff_csv(text_head, whole=len(data) <= SNIFF_BYTES)
    if delimiter is None:
        lines = [line for line in text_head.splitlines() if line.strip()]
        if len(lines) == 1 and not _is_number(lines[0]) and any(d in lines[0] for d in DELIMITERS):
            raise InputError("only a header line, no rows of values yet", str(path))
        raise InputError(
            "not a CSV log: expected a header line of column names, then rows of numbers",
            str(path),
        )
    header_end, header = _find_header(data, delimiter)
    table: _Table | None = None
    if engine in ("auto", "numpy", "pandas"):
        table = _parse_vectorised(data, header_end, delimiter, header, engine)
        if table is None and engine != "auto":
            raise InputError("irregular CSV: the vectorised parser cannot read it", str(path))
    if table is None:
        header_line = data[:header_end].count(b"\n")
        table = _parse_rows(data[header_end:], delimiter, header, first_line=header_line + 1, path=path)
    return _table_to_run(table, path, mapping, name)


def _find_header(data: bytes, delimiter: str) -> tuple[int, list[str]]:
    """Offset just past the header line, and the header's cells (blank lines skipped)."""
    offset = 0
    while True:
        end = data.find(b"\n", offset)
        line_end = len(data) if end < 0 else end + 1
        line = data[offset:line_end].decode("utf-8", errors="replace").strip()
        if line:
            return line_end, _split_row(line, delimiter)
        offset = line_end


def _parse_vectorised(
    data: bytes, start: int, delimiter: str, header: list[str], engine: str = "auto"
) -> _Table | None:
    """Parse the regular block of numbers that begins at `data[start]` in C
    (pandas' tokenizer when installed and the file is large, else numpy's
    loadtxt); None when the block is irregular (quotes, text, wrong widths)
    and needs the row parser. The pandas path never copies the file's bytes."""
    use_pandas = engine == "pandas" or engine == "auto" and len(data) - start >= PANDAS_MIN_BYTES
    if use_pandas and data[start : start + 1] not in (b"", b"\n", b"\r", b" ", b"\t"):
        table = _parse_in_place_with_pandas(data, start, delimiter, header)
        if table is not None:
            return table
    return _parse_block(data[start:], delimiter, header, engine)


def _parse_in_place_with_pandas(data: bytes, start: int, delimiter: str, header: list[str]) -> _Table | None:
    """pandas reads the block where it lies; blank cells come back as NaN.

    That NaN is ambiguous only when a column has NaN *and* the file spells NaN
    somewhere; then None sends the block to the copying path, which rewrites
    blank cells first. Dense files (the large ones) need no scan at all."""
    width = len(header)
    head = data[:start]
    columns = _parse_with_pandas(
        data, delimiter, na_values=("", *_NAN_SPELLINGS), skip_lines=head.count(b"\n")
    )
    if columns is None or len(columns) != width:
        return None
    present = [~np.isnan(column) for column in columns]
    if all(bool(has.all()) for has in present):
        return _Table(header, columns, present)
    # searched from `start`, so a header name such as "mean_loss" does not count
    if any(data.find(spelling, start) >= 0 for spelling in (b"nan", b"NaN", b"NAN")):
        return None
    # a row cut short reads as NaN in its last cells, like blanks would: equal
    # separator counts rule it out (pandas itself refuses rows that are too long)
    sep = delimiter.encode()
    if not bool(present[-1].all()) and data.count(sep) - head.count(sep) != (width - 1) * len(columns[0]):
        return None
    return _Table(header, columns, present)


def _parse_block(body: bytes, delimiter: str, header: list[str], engine: str) -> _Table | None:
    """The vectorised parse of a copy of the block, with missing cells rewritten first."""
    width = len(header)
    sep = delimiter.encode()
    body = body.lstrip(b"\r\n")
    if not body or body.isspace():
        return _Table(header, [np.empty(0)] * width, [np.empty(0, dtype=bool)] * width)
    letters = body.translate(None, b"0123456789.+-eE\n" + sep)
    if b"\r" in letters:  # Windows line ends (Python's csv module writes them too)
        body = body.replace(b"\r", b"")
        letters = letters.replace(b"\r", b"")
    rows = body.count(b"\n") + (0 if body.endswith(b"\n") else 1)
    if body.count(sep) != (width - 1) * rows:
        return None
    use_pandas = engine == "pandas" or engine == "auto" and len(body) >= PANDAS_MIN_BYTES
    body = body.rstrip(b"\n")
    if b'"' in letters or _SENTINEL_TEXT in body or b"\n\n" in body:
        return None
    marked = _mark_missing(body, sep, letters)
    parsed = _parse_with_pandas(marked, delimiter, na_values=_NAN_SPELLINGS) if use_pandas else None
    if parsed is None:
        try:
            matrix = np.loadtxt(
                io.BytesIO(marked), delimiter=delimiter, dtype=np.float64, comments=None, ndmin=2
            )
        except ValueError:
            return None
        parsed = list(np.ascontiguousarray(matrix.T))
    if len(parsed) != width or len(parsed[0]) != rows:
        return None
    present = [column != _SENTINEL for column in parsed]
    values = [np.where(has, column, np.nan) for column, has in zip(parsed, present, strict=True)]
    return _Table(header, values, present)


def _parse_with_pandas(
    body: bytes, delimiter: str, na_values: tuple[str, ...], skip_lines: int = 0
) -> list[FloatArray] | None:
    """The block parsed by pandas' C tokenizer when pandas is installed (an
    optional accelerator, several times faster than loadtxt on large files)."""
    try:
        import pandas  # type: ignore[import-untyped]
    except ImportError:
        return None
    try:
        frame = pandas.read_csv(
            io.BytesIO(body),
            header=None,
            skiprows=skip_lines,
            sep=delimiter,
            dtype=np.float64,
            engine="c",
            keep_default_na=False,
            na_values=list(na_values),
            skip_blank_lines=False,
            low_memory=False,
        )
    except (ValueError, pandas.errors.ParserError):
        return None
    return [np.ascontiguousarray(frame.iloc[:, i].to_numpy(dtype=np.float64)) for i in range(frame.shape[1])]


def _mark_missing(body: bytes, sep: bytes, letters: bytes) -> bytes:
    """Rewrite every missing cell (blank, NA, null, ...) as the sentinel number."""
    nl = b"\n"
    # A blank cell is two boundaries side by side (or one at either end); numpy
    # answers "any blank?" in a few C-speed passes, so dense files skip the rest.
    codes = np.frombuffer(body, dtype=np.uint8)
    boundary = codes == sep[0]
    boundary |= codes == nl[0]
    has_blank = body[:1] == sep or body[-1:] == sep or bool(np.any(boundary[:-1] & boundary[1:]))
    # `letters` (the characters that are not those of numbers) tells which
    # missing-cell words could be present at all
    lowered = letters.lower()
    tokens = sorted(t.encode() for t in MISSING_TOKENS if t and t.encode() in lowered)
    if not has_blank and not tokens:
        return body
    framed = nl + body + nl
    for left in (sep, nl):
        for right in (sep, nl):
            # twice: neighbouring blanks share a boundary, so one pass fills every other one
            for _ in range(2):
                if left + right in framed:
                    framed = framed.replace(left + right, left + _SENTINEL_TEXT + right)
    for token in tokens:
        for variant in {token, token.upper(), token.capitalize()}:
            for left in (sep, nl):
                for right in (sep, nl):
                    pattern = left + variant + right
                    for _ in range(2):
                        if pattern in framed:
                            framed = framed.replace(pattern, left + _SENTINEL_TEXT + right)
    return framed[1:-1]


def _parse_rows(body: bytes, delimiter: str, header: list[str], first_line: int, path: Path) -> _Table:
    """The tolerant row-by-row parse: quoted cells, text columns, a header
    repeated or rewritten mid-file, and a last row cut short by a crash."""
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError as undecodable:
        line = first_line + body[: undecodable.start].count(b"\n")
        raise InputError(f"line {line}: bytes that are not UTF-8 text", str(path)) from None
    lines = text.splitlines()
    names = list(header)
    cells: list[list[tuple[int, str]]] = [[] for _ in names]
    index_of = {n: i for i, n in enumerate(names)}
    current = list(range(len(names)))  # column of each cell position under the active header
    notes: list[str] = []
    row_index = 0
    last_row_line = max((i for i, line in enumerate(lines) if line.strip()), default=-1)
    for line_no, row in enumerate(csv.reader(lines, delimiter=delimiter)):
        number = first_line + line_no
        if not row or all(not c.strip() for c in row) and len(row) <= 1:
            continue
        if all(c.strip() and not _is_number(c) and not _is_missing(c) for c in row) and len(row) > 1:
            if row == [names[i] for i in current]:
                notes.append(f"line {number}: the header is repeated (a resumed run appended to the file)")
                continue
            if all(not _is_number(c) for c in row):
                for cell_name in row:
                    if cell_name not in index_of:
                        index_of[cell_name] = len(names)
                        names.append(cell_name)
                        cells.append([])
                current = [index_of[c] for c in row]
                notes.append(f"line {number}: a new header row; columns from here on follow it")
                continue
        if len(row) != len(current):
            if line_no == last_row_line and len(row) < len(current):
                notes.append(f"line {number}: the last row is cut short (file still being written?); skipped")
                continue
            raise InputError(
                f"line {number}: {len(row)} fields where the header has {len(current)} (ragged rows)",
                str(path),
            )
        for position, cell in enumerate(row):
            cells[current[position]].append((row_index, cell))
        row_index += 1
    values: list[FloatArray] = []
    present: list[BoolArray] = []
    for column, column_cells in zip(names, cells, strict=True):
        column_values = np.full(row_index, np.nan)
        column_present = np.zeros(row_index, dtype=bool)
        bad: list[tuple[int, str]] = []
        for row_at, cell in column_cells:
            if _is_missing(cell):
                continue
            try:
                column_values[row_at] = float(cell)
                column_present[row_at] = True
            except ValueError:
                bad.append((row_at, cell))
        if bad:
            good = int(column_present.sum())
            shown = bad[0][1][:40]
            if good == 0:
                notes.append(f"column {column!r} holds text (e.g. {shown!r}), not numbers; skipped")
            else:
                notes.append(
                    f"column {column!r}: {len(bad)} cell(s) are not numbers (e.g. {shown!r}); "
                    "those points were dropped"
                )
        values.append(column_values)
        present.append(column_present)
    return _Table(names, values, present, notes)


def _choose_column(names: Sequence[str], candidates: Sequence[str]) -> int | None:
    lowered = [n.strip().lower() for n in names]
    for candidate in candidates:
        if candidate in lowered:
            return lowered.index(candidate)
    return None


def _table_to_run(table: _Table, path: Path, mapping: Mapping[str, Label] | None, name: str | None) -> Run:
    notes = list(table.notes)
    names = _unique_names(table.names, notes)
    rows = len(table.values[0]) if table.values else 0
    step_at = _choose_column(names, STEP_COLUMNS)
    row_has_step = np.ones(rows, dtype=bool)
    if step_at is not None:
        raw = table.values[step_at]
        has = table.present[step_at]
        finite = has & np.isfinite(raw)
        if finite.any() and np.all(raw[finite] == np.round(raw[finite])):
            step = np.where(finite, raw, 0).astype(np.int64)
            row_has_step = finite
            if not finite.all():
                missing = int((~finite).sum())
                notes.append(f"{missing} row(s) have no {names[step_at]!r} value; their points were dropped")
            if names[step_at].lower() == "epoch" and rows and step[finite][0] == 0:
                notes.append("step: the 'epoch' column, counted from 0 (Keras CSVLogger style)")
        else:
            notes.append(
                f"step column {names[step_at]!r} is not whole numbers; the row index is used instead"
            )
            step = np.arange(rows, dtype=np.int64)
            step_at = None
    else:
        notes.append(
            "no step column (looked for " + ", ".join(STEP_COLUMNS) + "); the row index is used as the step"
        )
        step = np.arange(rows, dtype=np.int64)
    wall_at = _choose_column(names, WALL_TIME_COLUMNS)
    wall = table.values[wall_at] if wall_at is not None else np.full(rows, np.nan)
    run = Run(name=name or path.parent.name or path.name, source=str(path), reader=READER)
    empty: list[str] = []
    for i, column in enumerate(names):
        if i in (step_at, wall_at):
            continue
        keep = table.present[i] & row_has_step
        if keep.all():  # a dense column shares the step and wall-time arrays; no copies
            run.add(make_series(column, step, table.values[i], wall, mapping=mapping))
            continue
        if not keep.any():
            if not any(column in n for n in table.notes):
                empty.append(column)
            continue
        run.add(make_series(column, step[keep], table.values[i][keep], wall[keep], mapping=mapping))
    if empty:
        notes.append("column(s) with no values: " + ", ".join(repr(c) for c in empty))
    if not run.series:
        raise InputError("no numeric columns with values besides the step", str(path))
    run.notes.extend(notes)
    return run


def _unique_names(names: list[str], notes: list[str]) -> list[str]:
    seen: dict[str, int] = {}
    unique: list[str] = []
    for i, raw in enumerate(names):
        column = raw.strip() or f"column_{i + 1}"
        if column in seen:
            seen[column] += 1
            renamed = f"{column} ({seen[column]})"
            notes.append(f"column {column!r} appears more than once; the copy is named {renamed!r}")
            column = renamed
        else:
            seen[column] = 1
        unique.append(column)
    return unique
