"""The vectorised CSV parser against the row-by-row one: same series, bit for bit,
on generated files, and exact float64 values for every way a number is written."""

from __future__ import annotations

import csv
from collections.abc import Iterator
from contextlib import contextmanager
from decimal import Decimal
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from triage.errors import InputError
from triage.model import Run
from triage.readers import csv_log
from triage.readers.csv_log import read_csv


@contextmanager
def setting(name: str, value: object) -> Iterator[None]:
    """csv_log.<name> = value for the duration (module-level switches of the parser)."""
    saved = getattr(csv_log, name)
    setattr(csv_log, name, value)
    try:
        yield
    finally:
        setattr(csv_log, name, saved)


def outcome(path: Path, engine: str) -> Run | str:
    """The run read with `engine`, or the error's message."""
    try:
        return read_csv(path, engine=engine)
    except InputError as error:
        return str(error)


def assert_same_runs(fast: Run, careful: Run) -> None:
    assert list(fast.series) == list(careful.series)
    for name, series in careful.series.items():
        other = fast.series[name]
        assert other.step.tolist() == series.step.tolist(), name
        # bit patterns: -0.0, the sign of "-nan" and every last unit must agree
        assert other.value.view(np.uint64).tolist() == series.value.view(np.uint64).tolist(), name
        assert other.wall_time.view(np.uint64).tolist() == series.wall_time.view(np.uint64).tolist()
    assert fast.notes == careful.notes


def finite(fmt: str) -> st.SearchStrategy[str]:
    return st.floats(allow_nan=False, allow_infinity=False, width=64).map(lambda x: fmt % x)


# cells both parsers must read, and read alike: numbers as writers spell them,
# missing cells, non-finite values, and the odd but valid forms
REGULAR_CELLS = st.one_of(
    st.floats(allow_nan=False, allow_infinity=False, width=64).map(repr),
    finite("%.17g"),
    finite("%.6e"),
    finite("%.15g"),
    st.floats(allow_nan=False, allow_infinity=False, width=32).map(repr),
    st.integers(-(10**20), 10**20).map(str),
    st.sampled_from(
        [
            "",
            "",
            "NA",
            "null",
            "N/A",
            "none",
            "nan",
            "-nan",
            "NaN",
            "inf",
            "-inf",
            "Infinity",
            "+1.5",
            ".5",
            "5.",
            "-.5",
            "1E+05",
            "1e-5",
            "-0.0",
            "-0",
            "0",
            "007",
            "5e-324",
            "1e308",
            "1.7976931348623157e308",
            "2e308",
            "1e-30",
            "1e-400",
            " 2.5 ",
            "  ",
            "1_000",
            "123456789012345678901234567890",
            "-123456789012345678901234567890",
            "-9223372036854775808",
            "9223372036854775808",
            "-9007199254740993",
            "0.000000000000000000000000000001",
        ]
    ),
)
# cells that are not numbers; the vectorised parser must hand the file over
IRREGULAR_CELLS = st.sampled_from(
    ["1.2.3", "1-2", "e5", ".", "-", "1e", "--1", "1e5.5", "+-1", "1.-5", "1e+", "abc", "0x10", "1e5e5", "5-"]
)


def regular_file(
    width: int, rows: list[list[str]], delimiter: str, line_end: str, final_newline: bool
) -> bytes:
    """A header of `width` names over the first `width` cells of each row."""
    lines = [delimiter.join(f"x{i}" for i in range(width))]
    lines += [delimiter.join(row[:width]) for row in rows]
    return (line_end.join(lines) + (line_end if final_newline else "")).encode()


def assert_same_outcome(fast: Run | str, careful: Run | str) -> None:
    """The same error message, or the same run."""
    if isinstance(careful, str):
        assert fast == careful
    else:
        assert isinstance(fast, Run), fast
        assert_same_runs(fast, careful)


@settings(max_examples=150, deadline=None)
@given(
    width=st.integers(1, 4),
    rows=st.lists(st.lists(REGULAR_CELLS, min_size=4, max_size=4), min_size=1, max_size=30),
    delimiter=st.sampled_from([",", ";", "|", "\t"]),
    line_end=st.sampled_from(["\n", "\r\n"]),
    final_newline=st.booleans(),
    block_bytes=st.sampled_from([1, 40, 1 << 20]),
)
def test_the_fast_path_reads_regular_files_as_the_row_parser_does(
    tmp_path_factory: pytest.TempPathFactory,
    width: int,
    rows: list[list[str]],
    delimiter: str,
    line_end: str,
    final_newline: bool,
    block_bytes: int,
) -> None:
    path = tmp_path_factory.mktemp("fast") / "log.csv"
    path.write_bytes(regular_file(width, rows, delimiter, line_end, final_newline))
    careful = outcome(path, "python")
    with setting("_BLOCK_BYTES", block_bytes):
        fast = outcome(path, "numpy")
    if isinstance(careful, str):
        assert fast == careful
        return
    # a one-column file's blank cells are blank lines, which the row parser skips
    if isinstance(fast, str) and width == 1 and any(not row[0].strip() for row in rows):
        fast = outcome(path, "auto")
    assert isinstance(fast, Run), fast  # any other regular file never needs the row parser
    assert_same_runs(fast, careful)


@settings(max_examples=150, deadline=None)
@given(
    rows=st.lists(
        st.lists(st.one_of(REGULAR_CELLS, IRREGULAR_CELLS), min_size=3, max_size=3), min_size=1, max_size=12
    ),
    long_double=st.booleans(),
)
def test_auto_reads_files_with_bad_cells_as_the_row_parser_does(
    tmp_path_factory: pytest.TempPathFactory, rows: list[list[str]], long_double: bool
) -> None:
    path = tmp_path_factory.mktemp("bad") / "log.csv"
    path.write_text("step,loss,acc\n" + "\n".join(",".join(row) for row in rows) + "\n")
    careful = outcome(path, "python")
    with setting("_LONG_DOUBLE_EXACT", long_double and csv_log._LONG_DOUBLE_EXACT):
        fast = outcome(path, "auto")
    if isinstance(careful, str):
        assert fast == careful
    else:
        assert isinstance(fast, Run), fast
        assert_same_runs(fast, careful)


@pytest.mark.parametrize("last_row", [False, True])
@pytest.mark.parametrize(
    "cell",
    [
        "1.2.3",
        "1-2",
        "e5",
        ".",
        "-",
        "+",
        "1e",
        "--1",
        "1e5.5",
        "+-1",
        "1.-5",
        ".-5",
        "-e5",
        "1e+",
        "-.",
        "5-",
    ]
    + ["1e5e5", '"1"'],
)
def test_the_vectorised_parser_refuses_what_float_refuses(tmp_path: Path, cell: str, last_row: bool) -> None:
    path = tmp_path / "log.csv"
    path.write_text(f"step,loss\n0,1.5\n1,{cell}\n" + ("" if last_row else "2,0.5\n"))
    with pytest.raises(InputError, match="irregular CSV"):
        read_csv(path, engine="numpy")
    careful = read_csv(path, engine="python")
    assert_same_runs(read_csv(path), careful)


def exactness_corpus(seed: int) -> list[str]:
    """Decimal strings of every kind a log holds, and the hard cases of rounding:
    18 significant digits a hair either side of a float64 midpoint."""
    rng = np.random.default_rng(seed)
    values = np.concatenate(
        [
            rng.standard_normal(4000),
            np.exp(rng.uniform(-60, 60, 4000)),
            rng.uniform(-1, 1, 4000) * 10.0 ** rng.integers(-30, 30, 4000),
        ]
    )
    texts = [repr(float(v)) for v in values]
    texts += [f"{v:.17g}" for v in values]
    texts += [f"{v:.18e}" for v in values[:3000]]
    texts += [f"{v:.10g}" for v in values[:3000]]
    texts += [str(int(v * 1e6)) for v in values[:2000]]
    for v in values[:3000]:
        low = Decimal(float(v))
        midpoint = (low + Decimal(float(np.nextafter(v, np.inf)))) / 2
        texts += [f"{midpoint:.17e}", f"{midpoint.next_plus():.17e}", f"{midpoint.next_minus():.17e}"]
        texts.append(f"{midpoint:.20e}")
    return texts


def _have_polars() -> bool:
    try:
        import polars  # noqa: F401
    except ImportError:
        return False
    return True


@pytest.mark.parametrize(
    ("engine", "long_double", "x87_bits"),
    [("numpy", True, True), ("numpy", True, False), ("numpy", False, False), ("polars", False, False)],
    ids=["x87", "generic", "float64", "polars"],
)
def test_every_number_equals_python_float_bit_for_bit(
    tmp_path: Path, engine: str, long_double: bool, x87_bits: bool
) -> None:
    if long_double and not csv_log._LONG_DOUBLE_EXACT:
        pytest.skip("this platform's long double is not wide enough; the float64 path is used")
    if engine == "polars" and not _have_polars():
        pytest.skip("polars is not installed")
    texts = exactness_corpus(seed=7)
    path = tmp_path / "numbers.csv"
    with path.open("w", newline="") as handle:
        writer = csv.writer(handle)
        writer.writerow(["value", "negated"])
        for text in texts:
            writer.writerow([text, text[1:] if text.startswith("-") else "-" + text])
    with (
        setting("_LONG_DOUBLE_EXACT", long_double),
        setting("_X87_LONG_DOUBLE", x87_bits and csv_log._X87_LONG_DOUBLE),
    ):
        run = read_csv(path, engine=engine)
    for name, column in (
        ("value", texts),
        ("negated", [t[1:] if t.startswith("-") else "-" + t for t in texts]),
    ):
        expected = np.array([float(t) for t in column])
        assert run.series[name].value.view(np.uint64).tolist() == expected.view(np.uint64).tolist()


def test_missing_and_nonfinite_cells_across_blocks(tmp_path: Path) -> None:
    rows = [
        f"{i},{'nan' if i % 7 == 0 else ('' if i % 5 == 0 else i / 8)},{'NA' if i % 3 else -i}"
        for i in range(500)
    ]
    path = tmp_path / "log.csv"
    path.write_text("step,loss,acc\n" + "\n".join(rows) + "\n\n")
    with setting("_BLOCK_BYTES", 64):
        fast = read_csv(path, engine="numpy")
    loss = fast.series["loss"]
    assert loss.step.tolist() == [i for i in range(500) if i % 7 == 0 or i % 5]
    assert np.isnan(loss.value[0]) and loss.value[1] == 1 / 8
    assert fast.series["acc"].step.tolist() == list(range(0, 500, 3))
    assert_same_runs(fast, read_csv(path, engine="python"))


def test_a_lone_carriage_return_goes_to_the_row_parser(tmp_path: Path) -> None:
    path = tmp_path / "log.csv"
    path.write_bytes(b"step,loss\n0,1.5\r1,0.5\n2,0.25\n")
    with pytest.raises(InputError, match="irregular CSV"):
        read_csv(path, engine="numpy")
    assert read_csv(path).series["loss"].value.tolist() == [1.5, 0.5, 0.25]


def test_an_unknown_engine_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "log.csv"
    path.write_text("step,loss\n0,1.5\n")
    with pytest.raises(ValueError, match="unknown CSV engine 'pandas'"):
        read_csv(path, engine="pandas")
