"""Regressions for what issue 10's bar corpus (every class of the issue run through the CLI on
a fresh copy, 30 s timeout, 4 GiB address-space cap) still found: a path inside a folder that
cannot be searched, integers that int() takes but no double holds, checkpoint counters beyond
int64, and a scan timeout that counted a new worker's warm-up."""

from __future__ import annotations

import ctypes
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from triage.model import json_document
from triage.pipeline import diagnose_all
from triage.report import to_markdown

REPO = Path(__file__).resolve().parents[2]


def _run_python(
    code: str, *args: str, timeout: float = 120, denied: bool = False
) -> subprocess.CompletedProcess[str]:
    """`python -c code args...` on this tree's package, its output captured; `denied`
    drops the capabilities that let root read past a chmod 000 folder."""
    return subprocess.run(  # noqa: S603 - our own code on paths the test made
        [sys.executable, "-c", code, *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
        cwd=REPO,
        env={**os.environ, "PYTHONPATH": str(REPO)},
        preexec_fn=_drop_file_capabilities if denied else None,  # noqa: PLW1509 - no threads in the child
    )
# 4,000 digits: int() parses it (its limit is 4,300), float() raises OverflowError
BEYOND_DOUBLE = "9" * 4000
MLFLOW_RUN = "mlruns/0/0123456789abcdef0123456789abcdef"
LOSSES = [2.3 / (1 + s) + 0.1 for s in range(30)]


def _drop_file_capabilities() -> None:  # pragma: no cover - runs in the child before exec
    # CAP_DAC_OVERRIDE and CAP_DAC_READ_SEARCH out of the bounding set: a root child then meets
    # file permissions as any user does (for a non-root user prctl fails and changes nothing)
    libc = ctypes.CDLL(None, use_errno=True)
    for capability in (1, 2):
        libc.prctl(24, capability, 0, 0, 0)  # PR_CAPBSET_DROP


_DENIED_PROBE = """
import sys
from triage.errors import InputError
if sys.argv[2] == "checkpoint":
    from triage.hooks.checkpoint import load_checkpoint as read
else:
    from triage.readers import read_runs as read
try:
    read(sys.argv[1])
except InputError as bad:
    print(bad)
"""


@pytest.mark.parametrize(
    ("reader", "name", "expected"),
    [
        (
            "logs",
            "metrics.csv",
            "permission denied (a folder on the path cannot be searched); check the permissions",
        ),
        ("checkpoint", "last.ckpt", "cannot be read (Permission denied)"),
    ],
)
def test_a_file_inside_a_folder_that_cannot_be_searched_is_one_input_error(
    tmp_path: Path, reader: str, name: str, expected: str
) -> None:
    if reader == "checkpoint":
        pytest.importorskip("torch")
    locked = tmp_path / "locked"
    locked.mkdir()
    (locked / name).write_text("step,loss\n0,1.0\n1,0.5\n", encoding="utf-8")
    locked.chmod(0)
    try:
        done = _run_python(_DENIED_PROBE, str(locked / name), reader, denied=True)
    finally:
        locked.chmod(0o755)
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
    # without the fix Path.exists() / is_file() raised PermissionError: an internal error, exit 4
    assert done.stdout.strip() == f"{locked / name}: {expected}"


def _state(extra: str) -> str:
    history = [{"step": s, "loss": v} for s, v in enumerate(LOSSES)]
    return json.dumps({"global_step": 29, "log_history": history})[:-1] + extra + "}"


@pytest.mark.parametrize(
    "files",
    [
        {"metrics.jsonl": "".join(json.dumps({"step": s, "loss": v}) + "\n" for s, v in enumerate(LOSSES)),
         "hparams.json": f'{{"lr": {BEYOND_DOUBLE}, "batch_size": -{BEYOND_DOUBLE}}}'},
        {"metrics.csv": "step,loss\n" + "".join(f"{s},{v}\n" for s, v in enumerate(LOSSES)),
         "hparams.yaml": f"lr: {BEYOND_DOUBLE}\nbatch_size: 0x{'f' * 600}\nepochs: 0{'7' * 500}\n"},
        {"trainer_state.json": _state(f', "train_batch_size": {BEYOND_DOUBLE}, "num_train_epochs": 1e999')},
        {f"{MLFLOW_RUN}/meta.yaml": "run_id: 0123456789abcdef0123456789abcdef\nstatus: 3\n",
         f"{MLFLOW_RUN}/params/lr": BEYOND_DOUBLE,
         f"{MLFLOW_RUN}/metrics/loss": "".join(
             f"{1700000000000 + s} {v!r} {s}\n" for s, v in enumerate(LOSSES))},
    ],
    ids=["hparams-json", "hparams-yaml-hex-octal", "trainer-state", "mlflow-params"],
)  # fmt: skip
def test_integers_no_double_holds_are_text_not_an_overflow(tmp_path: Path, files: dict[str, str]) -> None:
    for rel, text in files.items():
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text(text, encoding="utf-8")
    # the rules compare facts as floats: float() of these raised OverflowError (exit 4)
    (diagnosis,) = diagnose_all(tmp_path)
    document = json.loads(json_document([diagnosis]))
    assert document["runs"][0]["series"], document["runs"][0]["notes"]
    assert to_markdown([diagnosis])
    for name in ("lr", "batch_size", "epochs"):
        value = diagnosis.run.hparams.get(name)
        if value is not None:
            assert isinstance(value, str) and "an integer of" in value, (name, str(value)[:80])
    held = [v for v in diagnosis.run.hparams.values() if isinstance(v, int) and not isinstance(v, bool)]
    assert all(abs(v) < 2**1024 for v in held)
    if {"hparams.json", "hparams.yaml"} & set(files):  # (HF keeps finite numbers, MLflow the text, silently)
        assert any("beyond a double's range" in n for n in diagnosis.run.notes), diagnosis.run.notes


def test_a_jsonl_metric_beyond_a_double_reads_as_infinite(tmp_path: Path) -> None:
    lines = [json.dumps({"step": s, "loss": v}) for s, v in enumerate(LOSSES)]
    lines.append(f'{{"step": 30, "loss": {BEYOND_DOUBLE}}}')
    (tmp_path / "metrics.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    (diagnosis,) = diagnose_all(tmp_path)
    loss = diagnosis.run.series["loss"]
    assert loss.value[-1] == float("inf") and len(loss.value) == 31
    assert any("read as +-inf" in n for n in diagnosis.run.notes)


def test_checkpoint_counters_beyond_int64_are_not_counts(tmp_path: Path) -> None:
    torch = pytest.importorskip("torch")
    from triage.hooks.checkpoint import diagnose_checkpoint, inspect_checkpoint

    path = tmp_path / "ckpt.pt"
    torch.save({"epoch": 10**400, "global_step": -(2**70), "model": {"w": torch.ones(3)}}, path)
    inventory = inspect_checkpoint(path)  # math.isfinite(10**400) raised OverflowError
    assert inventory.epoch is None and inventory.step is None
    assert inventory.progress_problems == [
        "epoch is an integer of 1,329 bits, not a count",
        "global_step is an integer of 71 bits, not a count",
    ]
    _inventory, diagnosis = diagnose_checkpoint(path)
    assert "checkpoint_epoch" not in diagnosis.run.hparams
    torch.save({"epoch": 12, "model": {"w": torch.ones(3)}}, path)
    assert inspect_checkpoint(path).epoch == 12


# A scan in a fresh interpreter whose workers are forked from it (so the patch reaches them):
# a worker's first knowledge-base load (its cold start: imports and YAML, seconds on a loaded
# machine) takes longer than --timeout; the units themselves are quick, but one sleeps past
# the timeout, which kills its worker: the replacement starts cold again.
_COLD_WORKER_SCAN = """
import json, os, sys, time
os.environ["TRIAGE_SCAN_START_METHOD"] = "fork"
import triage.kb
import triage.sweep.engine as engine
from triage.sweep import run_scan
from triage.sweep.results import iter_records
parent, warm = os.getpid(), set()
real_load, real_scan = triage.kb.load_knowledge_base, engine._scan_local

def cold_load(*args, **kwargs):
    if os.getpid() != parent and os.getpid() not in warm:
        warm.add(os.getpid())
        time.sleep(float(sys.argv[3]) * 1.5)
    return real_load(*args, **kwargs)

def scan(unit, *args, **kwargs):
    if unit.name == "slow":
        time.sleep(300)
    return real_scan(unit, *args, **kwargs)

triage.kb.load_knowledge_base, engine._scan_local = cold_load, scan
from pathlib import Path
outcome = run_scan(Path(sys.argv[1]), Path(sys.argv[2]), jobs=2, timeout=float(sys.argv[3]))
print(json.dumps(list(iter_records(outcome.summary.results))))
"""


@pytest.mark.slow
def test_the_scan_timeout_bounds_a_unit_not_its_workers_warm_up(tmp_path: Path) -> None:
    sweep = tmp_path / "sweep"
    for name in ("a", "b", "slow", "c", "d"):
        (sweep / name).mkdir(parents=True)
        (sweep / name / "metrics.csv").write_text(
            "step,loss\n" + "".join(f"{s},{v}\n" for s, v in enumerate(LOSSES)), encoding="utf-8"
        )
    timeout = 2.0
    done = _run_python(_COLD_WORKER_SCAN, str(sweep), str(tmp_path / "index.html"), str(timeout), timeout=240)
    assert done.returncode == 0, done.stderr
    rows = {r["run"]: r for r in json.loads(done.stdout.strip().splitlines()[-1])}
    assert rows["slow"]["error"] == f"timeout: killed after {timeout:g} s (--timeout)"
    # before the fix a worker's cold start counted: every unit timed out, the sweep had no row
    for name in ("a", "b", "c", "d"):
        assert rows[name]["verdict"] != "unreadable", rows[name]
        assert rows[name]["error"] == ""


def test_the_scan_index_shows_a_bidi_override_in_a_run_name_or_hparam_not_raw(tmp_path: Path) -> None:
    import triage

    sweep = tmp_path / "sweep"
    for name in ("report\u202egnp.exe", "plain"):
        (sweep / name).mkdir(parents=True)
        (sweep / name / "metrics.csv").write_text(
            "step,loss\n" + "".join(f"{s},{v}\n" for s, v in enumerate(LOSSES)), encoding="utf-8"
        )
        (sweep / name / "hparams.json").write_text(
            json.dumps({"note\u202e": "a\u202eb", "lr": 0.1}), encoding="utf-8"
        )
    index = tmp_path / "out" / "index.html"
    triage.scan(sweep, index, jobs=1)
    page = index.read_text(encoding="utf-8")
    # every report page already made it visible; the index rendered the names and hparams raw
    assert "\u202e" not in page
    assert "report‹U+202E›gnp.exe" in page and "note‹U+202E›" in page


@pytest.mark.parametrize(
    "command", [["diagnose"], ["series"], ["watch", "--idle-exit", "1", "--max-seconds", "5"]]
)
def test_a_locked_path_on_the_command_line_is_exit_3_and_one_line(tmp_path: Path, command: list[str]) -> None:
    locked = tmp_path / "locked"
    locked.mkdir()
    (locked / "metrics.csv").write_text("step,loss\n0,1.0\n1,0.5\n", encoding="utf-8")
    locked.chmod(0)
    try:
        cli = "import sys; from triage.cli import main; main()"
        done = _run_python(cli, *command, str(locked / "metrics.csv"), denied=True)
    finally:
        locked.chmod(0o755)
    lines = done.stderr.strip().splitlines()
    # exists() raised PermissionError inside the unsearchable folder (exit 4), and watch's
    # own readable check gave a usage error (exit 2, three lines)
    assert done.returncode == 3 and len(lines) == 1 and "permission denied" in lines[0], done.stderr


def test_series_text_shows_a_bidi_override_in_a_tag_not_raw(tmp_path: Path) -> None:
    from triage.cli.series_cmd import series_text
    from triage.readers import read_runs

    (tmp_path / "metrics.csv").write_text("step,train/lo\u202ess\n0,1.0\n1,0.5\n2,0.4\n", encoding="utf-8")
    text = series_text(read_runs(tmp_path))
    assert "\u202e" not in text and "U+202E" in text


@pytest.mark.slow
def test_ctrl_c_at_any_moment_of_a_scan_prints_no_traceback(tmp_path: Path) -> None:
    import signal
    import time

    for index in range(12):
        run = tmp_path / f"run{index}"
        run.mkdir()
        rows = "".join(f"{step},{2.0 / (1 + step) + 0.1}\n" for step in range(100))
        (run / "metrics.csv").write_text("step,train_loss\n" + rows, encoding="utf-8")
    # while the CLI imports, while the fork server imports its preload, while workers run;
    # timed from when the interpreter runs our code: a Ctrl-C inside Python's own start-up
    # (its `site` import) is the interpreter's to report, before any program can catch it
    started = "import sys; sys.stderr.write('up\\n'); sys.stderr.flush(); from triage.cli import main; main()"
    for delay in (0.1, 0.4, 0.9, 1.6):
        child = subprocess.Popen(  # noqa: S603 - our own CLI
            [sys.executable, "-c", started, "scan", str(tmp_path), "-j", "2",
             "-o", str(tmp_path / f"out{delay}")],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, cwd=REPO,
            env={**os.environ, "PYTHONPATH": str(REPO)}, start_new_session=True,
        )
        assert child.stderr is not None and child.stderr.readline() == "up\n"
        time.sleep(delay)
        os.killpg(child.pid, signal.SIGINT)  # a terminal's Ctrl-C reaches the whole group
        _, err = child.communicate(timeout=60)
        assert "Traceback" not in err, (delay, err)
        # 130 from our handler; 0 when the scan had finished; -SIGINT when the signal came
        # while the interpreter was finalizing (it restores the default action there, as
        # it has none yet during its start-up): a fast machine can finish 12 small runs
        # within the last delay
        assert child.returncode in (0, 130, -signal.SIGINT), (delay, child.returncode, err)
