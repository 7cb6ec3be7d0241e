"""Reads CSV training logs (generic files, Lightning's CSVLogger `metrics.csv`, Keras'
CSVLogger) into a Run: a header row of names, then rows of numbers; blank cells are absent points."""

from __future__ import annotations

import csv
import importlib
import io
import math
import os
import re
import sys
import warnings
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

import numpy as np
import numpy.typing as npt

from triage.errors import InputError
from triage.model import Run
from triage.readers.naming import Label, make_series
from triage.readers.safe_files import open_regular

if TYPE_CHECKING:
    import polars
    import pyarrow  # the optional pyarrow (untyped: see the mypy overrides)

READER = "csv"

# Cells that mean "nothing logged here" (a point that does not exist), unlike
# `nan`/`inf`, which are values the run really produced and are kept.
MISSING_TOKENS: frozenset[str] = frozenset({"", "na", "n/a", "null", "none", "nil", "#n/a"})
STEP_COLUMNS: tuple[str, ...] = ("step", "global_step", "iteration", "iter", "epoch")
WALL_TIME_COLUMNS: tuple[str, ...] = ("wall_time", "walltime", "timestamp", "_timestamp")
DELIMITERS: tuple[str, ...] = (",", "\t", ";", "|")
ENGINES: tuple[str, ...] = ("auto", "arrow", "polars", "numpy", "python")
SNIFF_BYTES = 64 * 1024
_BOM = b"\xef\xbb\xbf"
# A header (or first row) longer than SNIFF_BYTES (a log of 10,000 columns) is
# sniffed on a sample extended to hold it, up to this many bytes.
MAX_SNIFF_BYTES = 16 * 1024 * 1024
# A header cut by the sniff window is taken as one only when every name it
# shows is at most this long and free of the characters of code and markup.
MAX_COLUMN_NAME_CHARS = 256
_NOT_IN_NAMES = frozenset("{}<>;=`")
_SNIFF_ROWS = 20
# Python's csv module refuses fields over csv.field_size_limit() (131,072
# characters by default, process-wide); lines with quotes are split by a
# pattern of our own when it does, and lines without quotes never need it.
_QUOTED_FIELD = r'"(?:[^"]|"")*"'
# polars' compiled CSV reader when it is installed (what "auto" uses without pyarrow);
# a module switch so that tests can run the numpy path with polars present.
USE_POLARS = True
# pyarrow's compiled CSV reader (the `fast-csv` extra), when it is installed: "auto" prefers it to polars
# in a process that has neither loaded, since a process imports it for a fifth of
# what polars costs (0.05-0.07 s against 0.25-0.3 s after numpy, and 0.03-0.08 s
# against 0.1-0.16 s more at exit; the 2-core dev machine) and its parse costs
# about what polars' does; a module switch like USE_POLARS.
USE_ARROW = True
# "auto" reads a smaller file with the numpy parse, unless polars or pyarrow is loaded
# already: importing polars costs a process 0.25-0.35 s of CPU (measured on the 2-core dev
# machine), more than its parse saves below ~20 MB (the numpy parse costs 8-13 ms
# a MB more), and every real CSV log at hand is under 200 KB. The results are the
# same bit for bit: only the time differs.
COMPILED_MIN_BYTES = 8 << 20
# up to this many columns, polars' frame is converted column by column
_POLARS_PER_COLUMN = 256
# pyarrow parses a block of this many bytes in each task
_ARROW_BLOCK_BYTES = 1 << 20

# The vectorised parser reads this many bytes of whole lines at a time: large
# enough that numpy's per-call cost vanishes, small enough that its scratch
# arrays stay in cache and are reused rather than freshly paged in.
_BLOCK_BYTES = 1 << 20
_COUNT_PIECE = 1 << 18
_CARRIAGE = b"\r"[0]
_NEWLINE, _DOT, _PLUS, _MINUS, _LOWER_E = b"\n"[0], b"."[0], b"+"[0], b"-"[0], b"e"[0]
_ZERO, _NINE = b"0"[0], b"9"[0]
# characters a cell read by Python's float() may hold: printable ASCII but the
# quote (the csv module's) and no line breaks (str.splitlines' many kinds)
_TEXT_CELL_BYTES = bytes(range(0x20, 0x7F)).replace(b'"', b"") + b"\t"
_MANTISSA_LIMIT = 10**18  # int64 holds it, and a 64-bit-mantissa long double exactly
_MAX_POWER = 27  # 10**27 = 5**27 * 2**27 and 5**27 < 2**64: exact in long double
_CACHE_CELLS = 4096

FloatArray = npt.NDArray[np.float64]
BoolArray = npt.NDArray[np.bool_]
IntArray = npt.NDArray[np.int64]
_Array = TypeVar("_Array", bound=npt.NDArray[Any])
# the values entry of a step column read as integers (never read)
_NO_VALUES: FloatArray = np.zeros(0, dtype=np.float64)
# integers up to 2**53 are exact doubles: float() of the text gives them unchanged
_EXACT_INTEGER = 2**53


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
    its last line is not cut short. A sample that ends inside the header or
    the first row (a log with thousands of columns) is judged on what it shows."""
    cut = not whole and not head.endswith(("\n", "\r"))
    lines = [line for line in head.splitlines() if line.strip()]
    if cut and len(lines) > 2:
        lines, cut = lines[:-1], False  # the sample may end in the middle of a line
    lines = lines[: _SNIFF_ROWS + 1]
    if cut and len(lines) == 1:
        return _sniff_cut_header(lines[0])
    if len(lines) < 2:
        return None
    best: tuple[int, str] | None = None
    for delimiter in DELIMITERS:
        header = _split_row(lines[0], delimiter)
        width = len(header)
        if width < 2 or best is not None and width <= best[0]:
            continue
        rows = [_split_row(line, delimiter) for line in lines[1:]]
        if cut:  # header and the start of the first row: its complete cells must fit
            rows = [rows[0][:-1]] if len(rows[0]) <= width else []
            if rows and rows[0]:
                rows[0] += [""] * (width - len(rows[0]))
        if _header_and_rows_fit(header, rows):
            best = (width, delimiter)
    if best is not None:
        return best[1]
    # one column: accept only a name over a column of plain numbers
    if not cut and not any(d in lines[0] for d in DELIMITERS) and not _is_number(lines[0]):
        if all(_is_number(line) or _is_missing(line) for line in lines[1:]):
            return ","
    return None


def _sniff_cut_header(line: str) -> str | None:
    """The delimiter of a header line longer than the sample: the one that
    splits it into the most names, when every complete one looks like a name."""
    best: tuple[int, str] | None = None
    for delimiter in DELIMITERS:
        names = _split_row(line, delimiter)[:-1]  # the last one is cut
        if len(names) < 2 or best is not None and len(names) <= best[0]:
            continue
        if all(
            name.strip()
            and len(name) <= MAX_COLUMN_NAME_CHARS
            and name.isprintable()
            and not _NOT_IN_NAMES.intersection(name)
            and not _is_number(name)
            for name in names
        ):
            best = (len(names), delimiter)
    return None if best is None else best[1]


def _split_row(line: str, delimiter: str) -> list[str]:
    """The cells of one line, as Python's csv module splits them (quotes included)."""
    if '"' not in line:
        return line.split(delimiter)
    try:
        return next(csv.reader([line], delimiter=delimiter))
    except csv.Error:  # a field over the csv module's size limit
        return _split_quoted(line, delimiter)


def _split_quoted(line: str, delimiter: str) -> list[str]:
    """Split a line with quoted fields without the csv module's size limit: a
    field is quoted (doubled quotes inside) or runs to the next delimiter."""
    field = re.compile(rf"{_QUOTED_FIELD}|[^{re.escape(delimiter)}]*")
    cells: list[str] = []
    at = 0
    while True:
        match = field.match(line, at)
        text = match.group() if match else ""
        if text.startswith('"') and text.endswith('"') and len(text) > 1:
            text = text[1:-1].replace('""', '"')
        at += len(match.group()) if match else 0
        following = line.find(delimiter, at)
        if following < 0:
            cells.append(text + line[at:])
            return cells
        cells.append(text + line[at:following])
        at = following + len(delimiter)


def sniff_sample(data: bytes) -> bytes:
    """The start of a log to sniff: SNIFF_BYTES, or more when its header line and
    first row are longer (up to MAX_SNIFF_BYTES), so that sniffing sees a row."""
    end = SNIFF_BYTES
    if len(data) > end and data.count(b"\n", 0, end) < 2:
        newline = data.find(b"\n", 0, MAX_SNIFF_BYTES)
        newline = data.find(b"\n", newline + 1, MAX_SNIFF_BYTES) if newline >= 0 else -1
        end = max(end, newline + 1) if newline >= 0 else max(end, min(len(data), MAX_SNIFF_BYTES))
    return data[:end]


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
    """Columns of a parsed CSV: where cells were present, and the values of those
    cells alone (`values[i]` is as long as `present[i]` has True entries).
    `whole_step`, when a parser read the step column as integers, is its index and
    int64 values (0 where missing); its `values` entry is then left empty."""

    names: list[str]
    values: list[FloatArray]
    present: list[BoolArray]
    notes: list[str] = field(default_factory=list)
    whole_step: tuple[int, IntArray] | None = None


def read_csv(
    path: Path,
    mapping: Mapping[str, Label] | None = None,
    name: str | None = None,
    engine: str = "auto",
) -> Run:
    """Read one CSV log. `engine` is "auto", "arrow", "polars", "numpy" or "python":
    pyarrow's or polars' compiled reader (the `fast-csv` extra), the vectorised
    parse (numpy only), all exact to the bit, or the row-by-row parse that "auto"
    falls back to for quoted cells, text columns, repeated headers and other
    irregular files. "auto" takes a compiled reader for files of COMPILED_MIN_BYTES
    or more, or when one is loaded (see `_compiled_engine`)."""
    from triage.readers import read_log_bytes

    _check_engine(engine)
    name = name or path.parent.name or path.name
    if engine in ("auto", "arrow"):
        run = _read_file_with_arrow(path, name, mapping, engine)
        if run is not None:
            return run
    data = read_log_bytes(path)
    return _read_csv_data(data, name, str(path), mapping, engine)


def read_csv_bytes(
    data: bytes,
    *,
    name: str,
    source: str,
    mapping: Mapping[str, Label] | None = None,
    engine: str = "auto",
    first_row: int = 0,
) -> Run:
    """Read a CSV log held in memory (a header line, then complete rows) exactly
    as `read_csv` reads the same bytes from a file; `source` names it in errors.
    `first_row` is the index of the first row given (rows of a file read in pieces):
    where the row index serves as the step, it counts from there."""
    _check_engine(engine)
    return _read_csv_data(data, name, source, mapping, engine, first_row)


def _check_engine(engine: str) -> None:
    if engine not in ENGINES:
        raise ValueError(f"unknown CSV engine {engine!r}; expected one of {', '.join(ENGINES)}")


@dataclass
class _Layout:
    """What the start of a CSV log tells: its delimiter, its header's cells, the
    offset just past the header line, and the start as text (for sniffing)."""

    delimiter: str
    header: list[str]
    header_end: int
    head: str


def _layout(data: bytes, total: int, source: str) -> _Layout:
    """The layout of a log (BOM removed) whose first bytes are `data`, of `total`
    bytes in all; InputError when it is not a CSV log."""
    sample = sniff_sample(data)
    try:
        text_head = sample.decode("utf-8")
    except UnicodeDecodeError as bad:
        if bad.start < len(sample) - 4 or len(sample) == total:
            raise InputError("not a text file, so not a CSV log", source) from None
        text_head = sample[: bad.start].decode("utf-8")
    delimiter = sniff_csv(text_head, whole=len(sample) == total)
    if delimiter is None:
        lines = [line for line in text_head.splitlines() if line.strip()]
        if len(lines) == 1 and not _is_number(lines[0]) and any(d in lines[0] for d in DELIMITERS):
            raise InputError("only a header line, no rows of values yet", source)
        raise InputError(
            "not a CSV log: expected a header line of column names, then rows of numbers",
            source,
        )
    header_end, header = _find_header(data, delimiter)
    return _Layout(delimiter, header, header_end, text_head)


def _read_csv_data(
    data: bytes,
    name: str,
    source: str,
    mapping: Mapping[str, Label] | None,
    engine: str,
    first_row: int = 0,
) -> Run:
    """read_csv_bytes, once the engine is checked."""
    if not data or data.isspace():
        raise InputError("empty file", source)
    if data.startswith(_BOM):
        data = data[len(_BOM) :]
    layout = _layout(data, len(data), source)
    start, delimiter, header = layout.header_end, layout.delimiter, layout.header
    table: _Table | None = None
    compiled = engine if engine in ("arrow", "polars") else _compiled_engine(len(data))
    if engine in ("auto", "arrow", "polars") and compiled is not None:
        table = (_parse_arrow if compiled == "arrow" else _parse_polars)(data, layout)
        if table is None and engine != "auto":
            reader = "pyarrow's" if compiled == "arrow" else "polars'"
            raise InputError(f"irregular CSV: {reader} reader cannot read it", source)
    if table is None and engine in ("auto", "numpy"):
        table = _parse_vectorised(data, start, delimiter, header)
        if table is None and engine != "auto":
            raise InputError("irregular CSV: the vectorised parser cannot read it", source)
    if table is None:
        header_line = len(data[:start].splitlines())
        table = _parse_rows(data[start:], delimiter, header, first_line=header_line + 1, source=source)
    return _table_to_run(table, source, mapping, name, first_row)


def _find_header(data: bytes, delimiter: str) -> tuple[int, list[str]]:
    """Offset just past the header line, and the header's cells (blank lines skipped)."""
    offset = 0
    while True:
        # a line ends at LF, CRLF or a lone CR (old Mac files)
        end = data.find(b"\n", offset)
        carriage = data.find(b"\r", offset, None if end < 0 else end)
        if carriage >= 0:
            end = carriage
        if end >= 0 and data[end : end + 2] == b"\r\n":
            end += 1
        line_end = len(data) if end < 0 else end + 1
        line = data[offset:line_end].decode("utf-8", errors="replace").strip()
        if line:
            return line_end, _split_row(line, delimiter)
        offset = line_end


def _compiled_engine(size: int) -> str | None:
    """The compiled reader "auto" parses `size` bytes with: one already loaded (polars
    first, as before pyarrow's reader was added: what a process has imported costs
    nothing more), else for COMPILED_MIN_BYTES or more the cheaper one to import,
    pyarrow, else polars; None: the numpy parse."""
    if USE_POLARS and "polars" in sys.modules:
        return "polars"
    if USE_ARROW and "pyarrow" in sys.modules and _have_module("pyarrow.csv"):
        return "arrow"
    if size < COMPILED_MIN_BYTES:
        return None
    if USE_ARROW and _have_module("pyarrow.csv"):
        return "arrow"
    return "polars" if USE_POLARS and _have_module("polars") else None


def _have_module(module: str) -> bool:
    """`module` is installed and imports (imported here, where it is about to be used)."""
    try:
        importlib.import_module(module)
    except ImportError:
        return False
    return True


def _parse_polars(data: bytes, layout: _Layout) -> _Table | None:
    """Parse the rows after the header with polars' compiled CSV reader, every
    column as float64 (its parser rounds correctly: the values are float()'s,
    bit for bit) but a step column of whole numbers, read as int64; None when it
    cannot, which the other parsers then read: a cell that is neither a number
    nor blank (NA, text, quotes, trailing spaces), a row of another width, a
    blank line, a lone CR."""
    start, delimiter, header = layout.header_end, layout.delimiter, layout.header
    width = len(header)
    if width < 2:
        return None  # a blank line in one column is a blank cell to polars, a skipped line to us
    end = len(data)
    while end > start and data[end - 1] in b"\r\n":
        end -= 1
    if end <= start or b"\r" in data and not _carriage_returns_end_lines(data):
        # polars reads "1\r,2" as a row of 1 and 2, where a CR ends a line to the row parser
        return None
    # BytesIO shares the bytes (no copy); trailing blank lines, which are rows of
    # nulls to polars, are cut off (a copy, rarely made)
    source = io.BytesIO(data if data[end:] in (b"", b"\n", b"\r\n") else data[:end])
    skip_lines = data[:start].count(b"\n")
    step_at = _choose_column(header, STEP_COLUMNS)
    whole_step = (
        step_at
        if step_at is not None
        and width <= _POLARS_PER_COLUMN
        and _looks_whole(layout.head, delimiter, step_at)
        else None
    )
    frame = _polars_frame(source, skip_lines, delimiter, width, whole_step)
    if frame is None and whole_step is not None:
        whole_step = None  # a step cell that is not an integer ("1.0", "1e3"): read it as a float
        source.seek(0)
        frame = _polars_frame(source, skip_lines, delimiter, width, None)
    if frame is None:
        return None
    import polars as pl

    columns = frame.get_columns()
    # polars fills the missing cells of a short row with nulls and reads a blank
    # line as a row of nulls (a longer row is an error). Either leaves a null in
    # the last column, so when it has none every row was whole; else the count
    # of separators proves it.
    if columns[-1].null_count():
        if _count_byte(data, start, end, ord(delimiter)) != frame.height * (width - 1):
            return None
    steps: IntArray | None = None
    if whole_step is not None:
        step_column = columns[whole_step]
        if step_column.null_count():
            step_column = step_column.fill_null(0)
        steps = _writable(_numpy_of(step_column))
        if len(steps) and not -_EXACT_INTEGER <= int(steps.min()) <= int(steps.max()) <= _EXACT_INTEGER:
            # float() of such a step rounds it, which the other parsers keep: do the same
            columns[whole_step] = columns[whole_step].cast(pl.Float64)
            steps, whole_step = None, None
    if width > _POLARS_PER_COLUMN:
        # whole-frame operations: a polars call costs ~1 ms, which 10,000 columns feel;
        # Fortran order makes each column one contiguous row of the transpose
        values = frame.fill_null(math.nan).to_numpy(order="fortran").T
        present = frame.select(pl.all().is_not_null()).to_numpy(order="fortran").T
        return _compacted(header, values, present)
    # column by column (2-3x faster for a few columns)
    value_list: list[FloatArray] = []
    present_list: list[BoolArray] = []
    masks = _SharedMasks(frame.height)
    for at, column in enumerate(columns):
        nulls = column.null_count()
        if at == whole_step:
            value_list.append(_NO_VALUES)
        else:  # the present cells' values, compacted by polars (one pass, no NaN filling)
            value_list.append(_numpy_of(column.drop_nulls() if nulls else column))
        present_list.append(masks.shared(_numpy_of(column.is_not_null())) if nulls else masks.every_row)
    whole = None if whole_step is None or steps is None else (whole_step, steps)
    return _Table(header, value_list, present_list, whole_step=whole)


class _SharedMasks:
    """The present-cell masks of a compiled reader's columns, one array for each
    null pattern: the dense columns share one, and so do columns logged together
    (a Lightning file's epoch-end metrics), whose points then share one array of
    steps too (`_table_to_run` gathers the steps once for each mask)."""

    def __init__(self, rows: int) -> None:
        self.every_row = np.ones(rows, dtype=bool)
        self.by_count: dict[int, list[BoolArray]] = {}

    def shared(self, mask: BoolArray) -> BoolArray:
        """`mask`, or the equal one seen before."""
        same_count = self.by_count.setdefault(int(np.count_nonzero(mask)), [])
        for known in same_count:
            if np.array_equal(known, mask):
                return known
        same_count.append(mask)
        return mask


def _parse_arrow(data: bytes, layout: _Layout) -> _Table | None:
    """Parse the rows after the header with pyarrow's compiled CSV reader (see
    `_arrow_table`); None when it cannot, which the other parsers then read. The one
    number it reads that float() refuses, `nan(...)`, is kept from it by the check
    for a parenthesis."""
    if len(layout.header) < 2 or data.find(b"(", layout.header_end) >= 0:
        return None
    import pyarrow as pa

    return _arrow_table(pa.py_buffer(data).slice(layout.header_end), layout)  # no copy


def _read_file_with_arrow(
    path: Path, name: str, mapping: Mapping[str, Label] | None, engine: str
) -> Run | None:
    """The run of a log that pyarrow's reader reads from the file itself, a block at a
    time, so that the whole file is never held in memory (peak memory 0.1-0.2 GB less
    on a 148 MB log, and no 30 ms copy of a 36 MB one); None where the whole file is
    read as for the other parsers: "auto" takes another reader for this size, the file
    cannot be opened (the whole-file read says why), its head is blank or holds no
    complete header line and row, or pyarrow hands it over. A file with NaN values is
    read whole once more to look for `nan(...)` cells (float() refuses them)."""
    try:
        handle = open_regular(path)
    except OSError:
        return None
    with handle:
        size = os.fstat(handle.fileno()).st_size
        if engine == "auto" and _compiled_engine(size) != "arrow":
            return None
        head = handle.read(SNIFF_BYTES + len(_BOM))
        bom = len(_BOM) if head.startswith(_BOM) else 0
        head = head[bom : bom + SNIFF_BYTES]
        if head.count(b"\n") < 2 or head.isspace():
            return None  # a longer sniff, an empty file: the whole-file read's
        layout = _layout(head, size - bom, str(path))
        if layout.header_end >= len(head) or len(layout.header) < 2:
            return None  # a header line cut by the head: the whole-file read's
        import pyarrow as pa

        handle.seek(bom + layout.header_end)
        table = _arrow_table(pa.PythonFile(handle, mode="r"), layout)
        if table is None:
            return None
        # a NaN sum: a NaN cell (or inf and -inf), which may be a `nan(...)` one
        if any(math.isnan(float(np.sum(values))) for values in table.values):
            handle.seek(bom + layout.header_end)
            if b"(" in handle.read():
                return None
    return _table_to_run(table, str(path), mapping, name)


def _arrow_table(source: pyarrow.NativeFile | pyarrow.Buffer, layout: _Layout) -> _Table | None:
    """The rows after the header (`source` starts with them) parsed by pyarrow's
    compiled CSV reader, every column as float64 (its parser rounds correctly: the
    values are float()'s, bit for bit, steps included, which `_steps` then finds
    whole); None when it refuses them: a row of another width, a cell that is neither
    a number nor blank (NA, text, quotes: quoting is off). It skips blank lines and
    ends lines at LF, CRLF or a lone CR, as the row parser does; in one column, where
    a line of spaces is a blank cell to pyarrow and a skipped line to us, it is not
    used."""
    import pyarrow as pa
    import pyarrow.csv as pa_csv

    width = len(layout.header)
    names = [f"c{i}" for i in range(width)]
    try:
        table = pa_csv.read_csv(
            source,
            read_options=pa_csv.ReadOptions(column_names=names, block_size=_ARROW_BLOCK_BYTES),
            parse_options=pa_csv.ParseOptions(
                delimiter=layout.delimiter,
                quote_char=False,
                double_quote=False,
                escape_char=False,
                newlines_in_values=False,
                ignore_empty_lines=True,
            ),
            convert_options=pa_csv.ConvertOptions(
                column_types=dict.fromkeys(names, pa.float64()),
                null_values=[""],
                strings_can_be_null=False,
                quoted_strings_can_be_null=False,
            ),
            # glibc's heap (pyarrow's default pool, mimalloc, keeps what is freed):
            # a fresh read of the sparse 1e6-row log peaks at 167-176 MB against 195-198
            memory_pool=pa.system_memory_pool(),
        )
    except pa.ArrowException:
        return None
    masks = _SharedMasks(table.num_rows)
    value_list: list[FloatArray] = []
    present_list: list[BoolArray] = []
    columns = table.columns
    del table  # each column's buffers go back as soon as its arrays are made
    for at in range(width):
        column, columns[at] = columns[at], None
        values, present = _arrow_arrays(column)
        del column
        value_list.append(values)
        present_list.append(masks.every_row if present is None else masks.shared(present))
    return _Table(list(layout.header), value_list, present_list)


def _arrow_arrays(column: pyarrow.ChunkedArray) -> tuple[FloatArray, BoolArray | None]:
    """A float64 column's present values, in an array numpy allocates, and its mask
    of present cells (None: every cell), from the chunks' buffers: numpy views of
    the values and of the validity bits unpacked (pyarrow's own to_numpy imports
    pandas, 0.4 s of a process's start). Each chunk is written into the two arrays
    in place: a compacted copy of each chunk, joined after, cost 19 ms against 3 ms
    for the 900,000 points of the sparse 1e6-row log (fresh pages for every copy)."""
    nulls = column.null_count
    # a new array even for one chunk: pyarrow's buffers are read-only, a Series' arrays its own
    values = np.empty(len(column) - nulls, dtype=np.float64)
    present = np.empty(len(column), dtype=bool) if nulls else None
    row = kept = 0
    for chunk in column.chunks:
        start, rows = chunk.offset, len(chunk)
        if not rows:
            continue
        validity, buffer = chunk.buffers()
        chunk_values = np.frombuffer(buffer, dtype=np.float64, count=start + rows)[start:]
        if present is None:
            values[row : row + rows] = chunk_values
        else:
            chunk_present = present[row : row + rows]
            if validity is None:
                chunk_present[:] = True
            else:
                packed = np.frombuffer(validity, dtype=np.uint8)
                chunk_present[:] = np.unpackbits(packed, count=start + rows, bitorder="little")[start:]
            count = int(np.count_nonzero(chunk_present))
            np.compress(chunk_present, chunk_values, out=values[kept : kept + count])
            kept += count
        row += rows
    return values, present


def _numpy_of(column: polars.Series) -> npt.NDArray[Any]:
    """A polars column without nulls as one numpy array: its chunks (one for each
    piece polars parsed) viewed without a copy and joined into an array numpy
    allocates, which costs half of what polars' own conversion does (page faults)."""
    chunks = column.get_chunks()
    if len(chunks) == 1:
        return column.to_numpy()
    return np.concatenate([chunk.to_numpy() for chunk in chunks])


def _polars_frame(
    source: io.BytesIO, skip_lines: int, delimiter: str, width: int, whole_step: int | None
) -> polars.DataFrame | None:
    """polars' frame of the rows (float64 columns; int64 at `whole_step`), or None
    when it refuses them."""
    import polars as pl

    names = [f"c{i}" for i in range(width)]
    schema = {name: pl.Int64 if i == whole_step else pl.Float64 for i, name in enumerate(names)}
    try:
        return pl.read_csv(
            source,
            has_header=False,
            skip_lines=skip_lines,
            new_columns=names,
            schema=schema,
            separator=delimiter,
            quote_char=None,
        )
    except (pl.exceptions.PolarsError, ValueError, OverflowError):
        return None


def _count_byte(data: bytes, start: int, end: int, byte: int) -> int:
    """How many times `byte` occurs in data[start:end], counted a cache-sized piece at
    a time (a comparison of the whole file at once pages in a mask as large as it)."""
    codes = np.frombuffer(data, dtype=np.uint8)
    mask = np.empty(min(_COUNT_PIECE, max(end - start, 0)), dtype=bool)
    count = 0
    for at in range(start, end, _COUNT_PIECE):
        piece = codes[at : min(at + _COUNT_PIECE, end)]
        np.equal(piece, byte, out=mask[: len(piece)])
        count += int(np.count_nonzero(mask[: len(piece)]))
    return count


def _carriage_returns_end_lines(data: bytes) -> bool:
    """Every CR in `data` is the first half of a CRLF line end (checked a piece at a
    time, as _count_byte counts)."""
    if data.endswith(b"\r"):
        return False
    codes = np.frombuffer(data, dtype=np.uint8)
    for start in range(0, len(codes), _COUNT_PIECE):
        at = np.flatnonzero(codes[start : start + _COUNT_PIECE] == _CARRIAGE) + start
        if len(at) and not bool(np.all(codes[at + 1] == _NEWLINE)):
            return False
    return True


def _looks_whole(head: str, delimiter: str, column: int) -> bool:
    """The column's cells in the first rows of `head` are integers or blank, so that
    reading it as int64 is worth a try (a failed try costs a second parse)."""
    lines = [line for line in head.splitlines() if line.strip()][1 : _SNIFF_ROWS + 1]
    for line in lines:
        cells = _split_row(line, delimiter)
        if len(cells) <= column:
            return False
        cell = cells[column].strip().lstrip("+-")
        if cell and not (cell.isascii() and cell.isdigit()):
            return False
    return bool(lines)


def _parse_vectorised(data: bytes, start: int, delimiter: str, header: list[str]) -> _Table | None:
    """Parse the rows after the header in numpy, a block of rows at a time; None
    when the file is not a regular table of numbers (quotes, text cells, rows of
    other widths, blank lines, a repeated header), which the row parser then reads."""
    width = len(header)
    end = len(data)
    while end > start and data[end - 1] in b"\r\n":
        end -= 1
    while start < end and data[start] in b"\r\n":
        start += 1
    parser = _BlockParser(delimiter.encode(), width)
    blocks: list[tuple[FloatArray, BoolArray]] = []
    offset = start
    while offset < end:
        cut = data.find(b"\n", min(offset + _BLOCK_BYTES, end))
        stop = end if cut < 0 or cut >= end else cut + 1
        block = parser.parse(data[offset:stop] if stop < end else data[offset:stop] + b"\n")
        if block is None:
            return None
        blocks.append(block)
        offset = stop
    rows = sum(len(block_values) for block_values, _ in blocks)
    # column-major, so that each Series gets a contiguous view, not a copy
    values = np.empty((width, rows), dtype=np.float64)
    present = np.empty((width, rows), dtype=bool)
    row = 0
    for block_values, block_present in blocks:
        taken = len(block_values)
        values[:, row : row + taken] = block_values.T
        present[:, row : row + taken] = block_present.T
        row += taken
    return _compacted(header, values, present)


def _compacted(header: list[str], values: FloatArray, present: BoolArray) -> _Table:
    """The _Table of full columns (`values[i]` NaN where `present[i]` is False): each
    column keeps its present cells' values (a view when every cell is present)."""
    kept = [v if bool(p.all()) else v[p] for v, p in zip(values, present, strict=True)]
    return _Table(header, kept, list(present))


def _expanded(values: FloatArray, present: BoolArray) -> FloatArray:
    """A column's full values again: NaN where no cell was present."""
    if len(values) == len(present):
        return _writable(values)
    full = np.full(len(present), np.nan)
    full[present] = values
    return full


class _BlockParser:
    """Parses a block of whole lines ("1,0.5\\n2,0.25\\n") into a (rows, width)
    float64 matrix and its mask of present cells, or None when it is irregular.

    One numpy pass finds every byte that is not a digit (separators, line
    ends, dots, signs, exponents, letters); the cells' layout and validity
    follow from those few positions. Each number's digits are then read as one
    int64 by C `strtoll` (through `np.fromstring`, dots deleted) and scaled by
    its power of ten exactly (`_scale_in_float64`, `_scale_in_long_double`).
    Cells with other characters (nan, inf, NA, spaces) and numbers out of those
    ranges go to Python's float()."""

    def __init__(self, sep: bytes, width: int) -> None:
        self.sep = sep
        self.width = width
        # boundaries and exponents become spaces, which np.fromstring's " "
        # separator matches in runs: blank cells then yield no token at all
        self.to_stream = bytes.maketrans(b"\neE" + sep, b" " * (3 + len(sep)))
        self.cache: dict[bytes, float | None] = {}

    def parse(self, block: bytes) -> tuple[FloatArray, BoolArray] | None:
        if b"\r" in block:
            block = block.replace(b"\r\n", b"\n")
            if b"\r" in block:
                return None
        codes = np.frombuffer(block, dtype=np.uint8)
        not_digit = codes < _ZERO
        not_digit |= codes > _NINE
        at = np.flatnonzero(not_digit)
        char = codes[at]
        is_end = char == _NEWLINE
        is_boundary = is_end | (char == self.sep[0])
        ends = at[is_boundary]
        width = self.width
        cells = len(ends)
        rows = cells // width
        if cells != rows * width or int(np.count_nonzero(is_end)) != rows:
            return None
        if not bool(np.all(codes[ends[width - 1 :: width]] == _NEWLINE)):
            return None
        starts = np.empty_like(ends)
        starts[:1] = 0
        starts[1:] = ends[:-1] + 1
        return self._convert(block, codes, starts, ends, at, char, is_boundary, rows)

    def _convert(
        self,
        block: bytes,
        codes: npt.NDArray[np.uint8],
        starts: npt.NDArray[np.intp],
        ends: npt.NDArray[np.intp],
        at: npt.NDArray[np.intp],
        char: npt.NDArray[np.uint8],
        is_boundary: BoolArray,
        rows: int,
    ) -> tuple[FloatArray, BoolArray] | None:
        """The cells' values from the positions `at` of their non-digit bytes `char`."""
        cells = len(ends)
        blank = starts == ends
        if self.width == 1 and bool(blank.any()):
            return None  # an empty line, which the row parser skips rather than counts
        is_dot = char == _DOT
        is_exp = (char | 0x20) == _LOWER_E
        is_sign = (char == _PLUS) | (char == _MINUS)
        is_other = ~(is_boundary | is_dot | is_exp | is_sign)
        dot_at, exp_at, sign_at = at[is_dot], at[is_exp], at[is_sign]
        # a byte's cell is the first cell ending at or after it
        dot_cell, exp_cell = np.searchsorted(ends, dot_at), np.searchsorted(ends, exp_at)
        special = np.zeros(cells, dtype=bool)
        if bool(is_other.any()):
            if bytes(np.unique(char[is_other])).translate(None, _TEXT_CELL_BYTES):
                return None  # quotes, control characters, non-ASCII: the row parser's job
            special[np.searchsorted(ends, at[is_other])] = True
            keep = ~special[dot_cell]
            dot_at, dot_cell = dot_at[keep], dot_cell[keep]
            keep = ~special[exp_cell]
            exp_at, exp_cell = exp_at[keep], exp_cell[keep]
            sign_at = sign_at[~special[np.searchsorted(ends, sign_at)]]
        if len(dot_cell) > 1 and not bool(np.all(np.diff(dot_cell) > 0)):
            return None  # two dots in one cell
        if len(exp_cell) > 1 and not bool(np.all(np.diff(exp_cell) > 0)):
            return None
        has_exp = np.zeros(cells, dtype=bool)
        has_exp[exp_cell] = True
        mantissa_end = ends.copy()
        mantissa_end[exp_cell] = exp_at
        if len(dot_cell) and bool(np.any(dot_at > mantissa_end[dot_cell])):
            return None  # a dot in the exponent
        # a sign starts a cell or an exponent (".-5" and "1-2" are not numbers)
        # and a digit follows it, perhaps after a dot: numpy would read a lone
        # sign at the end of the stream as 0
        before = codes[sign_at - 1]
        after = codes[sign_at + 1]
        after_dot = codes[np.minimum(sign_at + 2, len(codes) - 1)]
        if not bool(
            np.all(
                (
                    (sign_at == 0)
                    | (before == _NEWLINE)
                    | (before == self.sep[0])
                    | ((before | 0x20) == _LOWER_E)
                )
                & (
                    ((after >= _ZERO) & (after <= _NINE))
                    | ((after == _DOT) & (after_dot >= _ZERO) & (after_dot <= _NINE))
                )
            )
        ):
            return None
        numeric = ~(blank | special)
        # Every numeric cell yields one token, and one more after its 'e'; a cell
        # with no digits before or after the 'e' ("." "e5" "1e") yields fewer (an
        # empty token vanishes; no sign stands alone, as checked above), and
        # nothing yields more (one 'e' a cell; dots are deleted, not split on), so
        # the count below proves that every cell read as one whole number.
        tokens = self._tokens(block, starts, ends, special, int(np.count_nonzero(numeric)) + len(exp_cell))
        if tokens is None:
            return None
        if not len(exp_cell) and len(tokens) == cells:  # no blanks, no exponents: token k is cell k
            mantissa = tokens
            power = np.zeros(cells, dtype=np.int64)
        else:
            # the mantissa of numeric cell k is token k plus the exponents before it
            numeric_at = np.flatnonzero(numeric)
            exp_here = has_exp[numeric_at]
            mantissa_token = np.arange(len(numeric_at)) + (np.cumsum(exp_here) - exp_here)
            mantissa = np.zeros(cells, dtype=np.int64)
            mantissa[numeric_at] = tokens[mantissa_token]
            power = np.zeros(cells, dtype=np.int64)
            power[numeric_at[exp_here]] = tokens[mantissa_token[exp_here] + 1]
        power[dot_cell] -= mantissa_end[dot_cell] - dot_at - 1
        values = np.zeros(cells, dtype=np.float64)
        # bounds on both sides, not np.abs: strtoll saturates at -2**63, and
        # np.abs(-2**63) is -2**63 again
        # both factors exact doubles: one IEEE multiply or divide rounds correctly
        easy = numeric & (mantissa >= -(2**53)) & (mantissa <= 2**53) & (power >= -22) & (power <= 22)
        values[easy] = _scale_in_float64(mantissa[easy], power[easy])
        # strtoll saturates past 2**63, so a mantissa this small was read whole
        wide = (
            numeric
            & ~easy
            & (mantissa > -_MANTISSA_LIMIT)
            & (mantissa < _MANTISSA_LIMIT)
            & (power >= -_MAX_POWER)
            & (power <= _MAX_POWER)
        )
        if not _LONG_DOUBLE_EXACT:
            wide[:] = False
        slow = np.flatnonzero(numeric & ~easy & ~wide)
        if bool(wide.any()):
            converted, unsure = _scale_in_long_double(mantissa[wide], power[wide])
            values[wide] = converted
            if bool(unsure.any()):
                slow = np.union1d(slow, np.flatnonzero(wide)[unsure])
        negative_zero = numeric & (mantissa == 0) & (codes[starts] == _MINUS)
        values[negative_zero] = -0.0
        present = ~blank
        for cell in (*slow.tolist(), *np.flatnonzero(special).tolist()):
            text = block[starts[cell] : ends[cell]]
            value = self._python_float(text)
            if value is None:
                if self.width == 1 and not text.strip():
                    return None  # a blank line, as above
                if special[cell] and _is_missing(text.decode("ascii")):
                    present[cell] = False
                    continue
                return None
            values[cell] = value
        return values.reshape(rows, self.width), present.reshape(rows, self.width)

    def _tokens(
        self,
        block: bytes,
        starts: npt.NDArray[np.intp],
        ends: npt.NDArray[np.intp],
        special: BoolArray,
        expected: int,
    ) -> npt.NDArray[np.int64] | None:
        """The int64 tokens of the numeric cells in order (mantissa digits, then
        the exponent if any), or None when they do not read as exactly `expected`."""
        if expected == 0:
            return np.zeros(0, dtype=np.int64)
        if bool(special.any()):
            pieces: list[bytes] = []
            at = 0
            for cell in np.flatnonzero(special).tolist():
                pieces.append(block[at : starts[cell]])
                at = int(ends[cell])
            pieces.append(block[at:])
            block = b"".join(pieces)  # special cells are now blank, so they yield no token
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("error", DeprecationWarning)  # numpy < 2.3 only warns
                tokens = np.fromstring(block.translate(self.to_stream, b"."), dtype=np.int64, sep=" ")
        except (ValueError, DeprecationWarning):
            return None
        return tokens if len(tokens) == expected else None

    def _python_float(self, cell: bytes) -> float | None:
        """float(cell) (bit-exact by definition), or None when it is not a number."""
        if cell in self.cache:
            return self.cache[cell]
        try:
            value: float | None = float(cell)
        except ValueError:
            value = None
        if len(self.cache) < _CACHE_CELLS:
            self.cache[cell] = value
        return value


def _scale_in_float64(mantissa: npt.NDArray[np.int64], power: npt.NDArray[np.int64]) -> FloatArray:
    """mantissa * 10**power for |mantissa| <= 2**53 and |power| <= 22 (Clinger's
    fast path): both are exact doubles, so the one rounding is the correct one."""
    scaled = mantissa.astype(np.float64)
    if len(power) and int(power.max()) > 0:
        scaled *= _FLOAT_POWERS_UP[power + _MAX_POWER]
    scaled /= _FLOAT_POWERS_DOWN[power + _MAX_POWER]
    return scaled


def _scale_in_long_double(
    mantissa: npt.NDArray[np.int64], power: npt.NDArray[np.int64]
) -> tuple[FloatArray, BoolArray]:
    """mantissa * 10**power rounded to float64, and where that may be one unit
    off: the long double result, correctly rounded to 64 (or 113) bits, then
    rounds correctly to float64 unless it sits exactly on a float64 midpoint."""
    wide = mantissa.astype(np.longdouble)
    if int(power.max()) > 0:
        wide *= _POWERS_UP[power + _MAX_POWER]
    wide /= _POWERS_DOWN[power + _MAX_POWER]
    narrow = wide.astype(np.float64)
    if _X87_LONG_DOUBLE:
        # the low 8 bytes are the significand; a float64 midpoint is 53 bits,
        # then a one, then ten zeros (every |value| here is a normal double)
        significand = wide.view(np.uint64)[::2]
        return narrow, (significand & 0x7FF) == 0x400
    back = narrow.astype(np.longdouble)
    inexact = back != wide
    # the two float64 neighbours' sum has at most 55 significant bits: exact in long double
    neighbour = np.nextafter(narrow, np.where(wide > back, np.inf, -np.inf))
    return narrow, inexact & (back + neighbour.astype(np.longdouble) == wide * 2)


def _powers_of_ten() -> tuple[npt.NDArray[np.longdouble], npt.NDArray[np.longdouble]]:
    """10**max(p, 0) and 10**max(-p, 0) for p in [-27, 27], built by exact products
    (5**27 < 2**64, so each is exact in a 64-bit-mantissa long double)."""
    exact = [np.longdouble(1)]
    for _ in range(_MAX_POWER):
        exact.append(exact[-1] * np.longdouble(10))
    one = np.longdouble(1)
    up = [exact[p] if p > 0 else one for p in range(-_MAX_POWER, _MAX_POWER + 1)]
    down = [exact[-p] if p < 0 else one for p in range(-_MAX_POWER, _MAX_POWER + 1)]
    return np.array(up, dtype=np.longdouble), np.array(down, dtype=np.longdouble)


_LONG_DOUBLE = np.finfo(np.longdouble)
# x87 extended (64-bit mantissa) or IEEE quad; not double-double, not long double == double
_LONG_DOUBLE_EXACT = _LONG_DOUBLE.nmant in (63, 112) and _LONG_DOUBLE.nexp == 15
_X87_LONG_DOUBLE = (
    _LONG_DOUBLE.nmant == 63 and np.dtype(np.longdouble).itemsize == 16 and sys.byteorder == "little"
)
_POWERS_UP, _POWERS_DOWN = _powers_of_ten()
_FLOAT_POWERS_UP = _POWERS_UP.astype(np.float64)
_FLOAT_POWERS_DOWN = _POWERS_DOWN.astype(np.float64)


def _parse_rows(body: bytes, delimiter: str, header: list[str], first_line: int, source: str) -> _Table:
    """The tolerant row-by-row parse: quoted cells, text columns, a header
    repeated or rewritten mid-file, and a last row cut short by a crash."""
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError as undecodable:
        bad_line = first_line + body[: undecodable.start].count(b"\n")
        raise InputError(f"line {bad_line}: bytes that are not UTF-8 text", source) from None
    lines = text.splitlines()
    names = list(header)
    cells: list[list[tuple[int, str]]] = [[] for _ in names]
    index_of = {n: i for i, n in enumerate(names)}
    current = list(range(len(names)))  # column of each cell position under the active header
    notes: list[str] = []
    row_index = 0
    last_row_line = max((i for i, line in enumerate(lines) if line.strip()), default=-1)
    for line_no, line in enumerate(lines):
        row = _split_row(line, delimiter) if line else []
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
                source,
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
        values.append(column_values[column_present])
        present.append(column_present)
    return _Table(names, values, present, notes)


def _choose_column(names: Sequence[str], candidates: Sequence[str]) -> int | None:
    lowered = [n.strip().lower() for n in names]
    for candidate in candidates:
        if candidate in lowered:
            return lowered.index(candidate)
    return None


def _table_to_run(
    table: _Table, source: str, mapping: Mapping[str, Label] | None, name: str, first_row: int = 0
) -> Run:
    notes = list(table.notes)
    names = _unique_names(table.names, notes)
    rows = len(table.present[0]) if table.present else 0
    step, row_has_step, step_at = _steps(table, names, rows, notes, first_row)
    wall_at = _choose_column(names, WALL_TIME_COLUMNS)
    wall = (
        _expanded(table.values[wall_at], table.present[wall_at])
        if wall_at is not None
        else np.full(rows, np.nan)
    )
    run = Run(name=name, source=source, reader=READER)
    empty: list[str] = []
    every_row_has_step = bool(row_has_step.all())
    # the steps and wall times of the points of each mask, gathered once for all the
    # columns that share it (a parser gives columns of one null pattern one mask)
    gathered: dict[int, tuple[IntArray, FloatArray]] = {}
    for i, column in enumerate(names):
        if i in (step_at, wall_at):
            continue
        present, values = table.present[i], table.values[i]
        if not every_row_has_step:
            values = values[row_has_step[present]]
        kept = len(values)
        if kept == rows:  # a dense column shares the step and wall-time arrays; no copies
            run.add(make_series(column, step, _writable(values), wall, mapping=mapping))
            continue
        if not kept:
            if not any(column in n for n in table.notes):
                empty.append(column)
            continue
        if id(present) not in gathered:
            keep = present if every_row_has_step else present & row_has_step
            # without a wall-time column every wall time is NaN: a view of the shared array
            gathered[id(present)] = (step[keep], wall[keep] if wall_at is not None else wall[:kept])
        step_kept, wall_kept = gathered[id(present)]
        run.add(make_series(column, step_kept, _writable(values), wall_kept, mapping=mapping))
    if empty:
        notes.append("column(s) with no values: " + ", ".join(repr(c) for c in empty))
    if not run.series:
        raise InputError("no numeric columns with values besides the step", source)
    run.notes.extend(notes)
    return run


def _steps(
    table: _Table, names: list[str], rows: int, notes: list[str], first_row: int = 0
) -> tuple[IntArray, BoolArray, int | None]:
    """Each row's step, which rows have one, and the step column's index (None
    when the row index, counted from `first_row`, serves); notes say which and why."""
    step_at = _choose_column(names, STEP_COLUMNS)
    if step_at is None:
        notes.append(
            "no step column (looked for " + ", ".join(STEP_COLUMNS) + "); the row index is used as the step"
        )
        return _row_index(first_row, rows), np.ones(rows, dtype=bool), None
    has = table.present[step_at]
    if table.whole_step is not None and table.whole_step[0] == step_at:
        # read as integers by the parser; a column of blanks is no step column, as below
        step: IntArray | None = table.whole_step[1] if has.any() else None
        finite = has
    else:
        raw = _expanded(table.values[step_at], has)
        step = _dense_whole_steps(raw, has)
        finite = has if step is not None else has & np.isfinite(raw)
        if step is None:
            whole = raw[finite]
            if whole.size and np.all(whole == np.round(whole)) and np.all(np.abs(whole) < 2.0**63):
                step = np.where(finite, raw, 0).astype(np.int64)
    if step is None:
        notes.append(
            f"step column {names[step_at]!r} is not whole numbers (within 64 bits); "
            "the row index is used instead"
        )
        return _row_index(first_row, rows), np.ones(rows, dtype=bool), None
    if not finite.all():
        missing = int((~finite).sum())
        notes.append(f"{missing} row(s) have no {names[step_at]!r} value; their points were dropped")
    first = int(np.argmax(finite))  # the first row with a step
    if names[step_at].lower() == "epoch" and rows and finite[first] and step[first] == 0:
        notes.append("step: the 'epoch' column, counted from 0 (Keras CSVLogger style)")
    return step, finite, step_at


def _row_index(first_row: int, rows: int) -> IntArray:
    """The steps of rows numbered from `first_row` (made only when no step column serves)."""
    return np.arange(first_row, first_row + rows, dtype=np.int64)


def _dense_whole_steps(raw: FloatArray, has: BoolArray) -> npt.NDArray[np.int64] | None:
    """The step column as int64 when every row has a whole step within 64 bits
    (the common case, checked in three passes), else None."""
    if not len(raw) or not bool(has.all()):
        return None
    low, high = float(raw.min()), float(raw.max())  # NaN if any is NaN
    if not (-(2.0**63) < low and high < 2.0**63):
        return None
    step = raw.astype(np.int64)
    return step if bool(np.array_equal(step, raw)) else None


def _writable(values: _Array) -> _Array:
    """`values`, copied when it is a read-only view (a Series' arrays are its own)."""
    return values if values.flags.writeable else values.copy()


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
