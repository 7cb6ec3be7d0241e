"""Which parser "auto" takes: a CSV log below csv_log.COMPILED_MIN_BYTES is read without
importing polars (its import costs a process more than its parse saves on such a file),
a larger one, or any once polars is loaded, with polars; the runs are the same bit for bit.
Fresh processes, since what is imported already is what is measured."""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from triage.readers import csv_log
from triage.readers.csv_log import read_csv

REPO = Path(__file__).resolve().parents[2]

# Lightning's CSVLogger: step rows and epoch rows leave each other's cells blank
LIGHTNING = "epoch,step,train_loss_step,train_loss_epoch,val_loss\n" + "".join(
    f"{i // 10},{i},,{1.0 / (i + 1)!r},{2.0 / (i + 1)!r}\n"
    if i % 10 == 9
    else f"{i // 10},{i},{1.0 / (i + 1)!r},,\n"
    for i in range(300)
)

# In a fresh process: read each file with "auto", then with the row parser; print
# whether polars got imported by the first read and whether the two runs agree bit for bit.
_PROBE = """
import json, sys
from pathlib import Path
from triage.readers import csv_log
if len(sys.argv) > 2:
    csv_log.COMPILED_MIN_BYTES = int(sys.argv[2])
paths = json.loads(sys.argv[1])
runs = [csv_log.read_csv(Path(p)) for p in paths]
loaded = sorted(m for m in ("polars", "pyarrow") if m in sys.modules)
same = []
for path, run in zip(paths, runs):
    careful = csv_log.read_csv(Path(path), engine="python")
    same.append(
        list(run.series) == list(careful.series)
        and run.notes == careful.notes
        and all(
            s.step.tolist() == careful.series[n].step.tolist()
            and s.value.tobytes() == careful.series[n].value.tobytes()
            and s.wall_time.tobytes() == careful.series[n].wall_time.tobytes()
            for n, s in run.series.items()
        )
    )
print(json.dumps({"loaded": loaded, "same": same}))
"""


def _probe(paths: list[Path], min_bytes: int | None = None) -> dict[str, object]:
    argv = [sys.executable, "-c", _PROBE, json.dumps([str(p) for p in paths])]
    if min_bytes is not None:
        argv.append(str(min_bytes))
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH")])),
    }
    done = subprocess.run(argv, capture_output=True, text=True, env=env, timeout=120, check=False)  # noqa: S603
    assert done.returncode == 0, done.stderr
    result: dict[str, object] = json.loads(done.stdout)
    return result


def test_a_small_log_is_read_without_importing_polars_and_as_the_row_parser_reads_it(tmp_path: Path) -> None:
    path = tmp_path / "metrics.csv"
    path.write_text(LIGHTNING, encoding="utf-8")
    assert path.stat().st_size < csv_log.COMPILED_MIN_BYTES
    assert _probe([path]) == {"loaded": [], "same": [True]}


def test_every_real_csv_log_is_read_without_importing_polars(real_logs: Path) -> None:
    paths = sorted(real_logs.rglob("*.csv"))
    assert len(paths) >= 10
    result = _probe(paths)
    assert result["loaded"] == []
    assert result["same"] == [True] * len(paths)


def test_a_log_of_the_threshold_size_is_read_with_a_compiled_parser(tmp_path: Path) -> None:
    pytest.importorskip("polars")
    path = tmp_path / "metrics.csv"
    path.write_text(LIGHTNING, encoding="utf-8")
    # the threshold lowered to this file's size: the same rule as for a file of 8 MB;
    # pyarrow's reader when it is installed (it starts and exits faster), else polars'
    expected = ["pyarrow"] if importlib.util.find_spec("pyarrow") is not None else ["polars"]
    assert _probe([path], min_bytes=path.stat().st_size) == {"loaded": expected, "same": [True]}


def test_once_polars_is_loaded_auto_reads_even_a_small_log_with_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    pytest.importorskip("polars")
    path = tmp_path / "metrics.csv"
    path.write_text(LIGHTNING, encoding="utf-8")
    parsed: list[int] = []
    parse_polars = csv_log._parse_polars

    def recording(data: bytes, layout: csv_log._Layout) -> csv_log._Table | None:
        parsed.append(len(data))
        return parse_polars(data, layout)

    monkeypatch.setattr(csv_log, "_parse_polars", recording)
    run = read_csv(path)
    assert parsed == [len(LIGHTNING)]
    assert run.series["train_loss_step"].step.tolist() == [i for i in range(300) if i % 10 != 9]
    assert run.series["val_loss"].step.tolist() == list(range(9, 300, 10))
