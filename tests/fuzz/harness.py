"""Runs one fuzz input and judges it: through the library pipeline in-process (a time limit
and an address-space limit), or through the CLI in a subprocess (a timeout and RLIMIT_AS).
A failure is an exception other than InputError, exit 4, a traceback, a hang, a memory
blow-up, a detector crash, a run without series, or a healthy verdict on data with no value."""

from __future__ import annotations

import contextlib
import functools
import hashlib
import json
import os
import random
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import traceback
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tests.fuzz.corpus import Seed, seeds
from tests.fuzz.mutators import Files, mutate

REGRESSIONS = Path(__file__).resolve().parent / "regressions"
KNOWN_OPEN = Path(__file__).resolve().parent / "KNOWN_OPEN.txt"
# Bounds of one execution: far above what a small input needs, far below a blow-up.
LIBRARY_SECONDS = 30
CLI_SECONDS = 60
LIBRARY_EXTRA_ADDRESS_SPACE = 3 << 30  # beyond what the process has mapped already
CLI_ADDRESS_SPACE = 4 << 30
DETECTOR_CRASH = "failed and was skipped"
MAX_REGRESSION_BYTES = 64 * 1024


class Hang(Exception):
    """The input ran past its time bound."""


@dataclass
class Stats:
    """What a fuzz session did."""

    executions: int = 0
    cli_executions: int = 0
    crashers: list[str] = field(default_factory=list)
    kinds: set[str] = field(default_factory=set)
    seconds: float = 0.0
    budget: float = 0.0
    seeds: int = 0

    def summary(self) -> str:
        return (
            f"{self.executions:,} executions ({self.cli_executions:,} through the CLI) on {self.seeds} seeds "
            f"in {self.seconds:.1f} s of a {self.budget:.0f} s budget; "
            f"{len(self.crashers)} crasher(s) found, {len(self.kinds)} kind(s)"
        )


def write_tree(root: Path, files: Files) -> None:
    for rel, data in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)


@contextlib.contextmanager
def bounded(seconds: int, extra_address_space: int) -> Iterator[None]:
    """A SIGALRM after `seconds` and an address-space cap `extra_address_space` above what is
    mapped now (so a memory bomb is a MemoryError here, not an OOM kill of the whole run)."""

    def on_alarm(_signum: int, frame: Any) -> None:
        stack = traceback.extract_stack(frame)
        package = [f for f in stack if "/triage/" in f.filename and "/tests/" not in f.filename]
        where = (package or stack)[-1]
        shown = "triage/" + where.filename.rsplit("/triage/", 1)[-1] if package else Path(where.filename).name
        raise Hang(f"no result after {seconds} s, in {shown}:{where.name}")

    previous = signal.signal(signal.SIGALRM, on_alarm)
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    cap = _mapped_bytes() + extra_address_space
    if hard != resource.RLIM_INFINITY:
        cap = min(cap, hard)
    resource.setrlimit(resource.RLIMIT_AS, (cap, hard))
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
        resource.setrlimit(resource.RLIMIT_AS, (soft, hard))


def _mapped_bytes() -> int:
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmSize:"):
                return int(line.split()[1]) * 1024
    return 0


def judge_document(document: dict[str, Any]) -> str | None:
    """The promises a successful diagnosis must keep, checked on its JSON."""
    for entry in document["runs"]:
        if not entry["series"]:
            return f"run {entry['run']!r} has no series but was not an input error"
        crashed = [n for n in entry["notes"] if DETECTOR_CRASH in n]
        if crashed:
            return f"a detector crashed: {crashed[0][:300]}"
        if entry["verdict"] == "healthy" and not any(
            s["points"] > s.get("nonfinite", 0) for s in entry["series"]
        ):
            return f"run {entry['run']!r} is healthy with no finite value in any series"
    return None


def check_library(root: Path, seconds: int = LIBRARY_SECONDS) -> str | None:
    """None when the pipeline handled the input as promised, else what went wrong."""
    from triage.errors import InputError
    from triage.model import json_document
    from triage.pipeline import diagnose_all
    from triage.report import to_markdown, to_text

    try:
        with bounded(seconds, LIBRARY_EXTRA_ADDRESS_SPACE):
            diagnoses = diagnose_all(root)
            text = json_document(diagnoses)
            text.encode("utf-8")
            to_markdown(diagnoses).encode("utf-8")
            to_text(diagnoses).encode("utf-8")
    except InputError as problem:
        message = str(problem)
        if "\n" in message or "Traceback" in message:
            return f"InputError of several lines: {message[:300]!r}"
        return None
    except Hang as hang:
        return f"hang: {hang}"
    except MemoryError as problem:
        where = _innermost_triage_frame(problem)
        return f"memory: over {LIBRARY_EXTRA_ADDRESS_SPACE >> 30} GiB of address space, in {where}"
    except BaseException as problem:  # noqa: BLE001 - anything else is the finding
        if isinstance(problem, KeyboardInterrupt):
            raise
        return f"{type(problem).__name__} in {_innermost_triage_frame(problem)}: {str(problem)[:200]}"
    return judge_document(json.loads(text))


def _innermost_triage_frame(problem: BaseException) -> str:
    """`triage/readers/huggingface.py:read_trainer_state`: where in the package it broke (the
    signature known-open failures are listed by), else the innermost frame of all."""
    frames = traceback.extract_tb(problem.__traceback__)
    package = [f for f in frames if "/triage/" in f.filename and "/tests/" not in f.filename]
    where = (package or frames)[-1]
    path = where.filename
    shown = "triage/" + path.rsplit("/triage/", 1)[1] if "/triage/" in path else Path(path).name
    return f"{shown}:{where.name}"


def known_open() -> dict[str, str]:
    """Failure signatures already reported and owned elsewhere (KNOWN_OPEN.txt: `signature  # owner`)."""
    listed: dict[str, str] = {}
    if KNOWN_OPEN.is_file():
        for line in KNOWN_OPEN.read_text(encoding="utf-8").splitlines():
            signature, _, why = line.partition("#")
            if signature.strip():
                listed[signature.strip()] = why.strip()
    return listed


def open_reason(failure: str) -> str | None:
    """Why a failure is a known open one (its listed reason), or None for a new failure."""
    for signature, why in known_open().items():
        if signature in failure:
            return why or signature
    return None


_CLI = "import sys; from triage.cli import run; sys.exit(run(sys.argv[1:]))"


def _limit_child() -> None:  # pragma: no cover - runs in the child before exec
    resource.setrlimit(resource.RLIMIT_AS, (CLI_ADDRESS_SPACE, CLI_ADDRESS_SPACE))


def check_cli(root: Path) -> str | None:
    """`triage diagnose ROOT -f json` in a child with a timeout and a 4 GiB address-space cap."""
    try:
        result = subprocess.run(
            [sys.executable, "-c", _CLI, "diagnose", str(root), "-f", "json"],
            capture_output=True,
            text=True,
            timeout=CLI_SECONDS,
            preexec_fn=_limit_child,  # noqa: PLW1509 - no threads are started before it
            check=False,
        )
    except subprocess.TimeoutExpired:
        return f"hang: the CLI ran past {CLI_SECONDS} s"
    stderr = result.stderr.strip()
    if result.returncode not in (0, 1, 3):
        return f"exit {result.returncode}: {stderr[-300:]}"
    if "Traceback" in stderr:
        return f"a traceback on stderr: {stderr[-300:]}"
    if result.returncode == 3:
        if len(stderr.splitlines()) != 1:
            return f"exit 3 with {len(stderr.splitlines())} lines on stderr: {stderr[:300]}"
        return None
    return judge_document(json.loads(result.stdout))


@functools.cache
def warm_up() -> None:
    """Run one seed through the pipeline unbounded: the first run imports scipy and loads the
    knowledge base (seconds on a loaded machine), which must not count against a time bound."""
    from triage.pipeline import diagnose_all

    with tempfile.TemporaryDirectory(prefix="triage-fuzz-warm-") as scratch:
        write_tree(Path(scratch), seeds()[0].files)
        diagnose_all(Path(scratch))


def run_input(files: Files, cli: bool = False, seconds: int = LIBRARY_SECONDS) -> str | None:
    """Write the input to a scratch folder and judge it (library, then the CLI if asked)."""
    warm_up()
    with tempfile.TemporaryDirectory(prefix="triage-fuzz-") as scratch:
        root = Path(scratch) / "run"
        root.mkdir()
        write_tree(root, files)
        failure = check_library(root, seconds)
        if failure is None and cli:
            failure = check_cli(root)
        return failure


def minimise(files: Files, failure: str, budget_s: float = 20.0) -> Files:
    """A smaller input failing the same way (files dropped, the rest truncated), within a budget."""
    kind = failure.split(":")[0]
    deadline = time.monotonic() + budget_s
    best = dict(files)

    def same(candidate: Files) -> bool:
        found = run_input(candidate)
        return found is not None and found.split(":")[0] == kind

    for name in sorted(best):
        if time.monotonic() > deadline or len(best) == 1:
            break
        candidate = {k: v for k, v in best.items() if k != name}
        if same(candidate):
            best = candidate
    for name in sorted(best):
        size = len(best[name])
        while size > 64 and time.monotonic() < deadline:
            size //= 2
            candidate = {**best, name: best[name][:size]}
            if not same(candidate):
                break
            best = candidate
    return best


def save_regression(
    files: Files, failure: str, description: str, directory: Path = REGRESSIONS
) -> Path | None:
    """Keep a crasher as a folder `regressions/<digest>/` (its files, plus FAILURE.txt)."""
    if sum(len(v) for v in files.values()) > MAX_REGRESSION_BYTES:
        return None
    digest = hashlib.sha256(json.dumps(sorted((k, v.hex()) for k, v in files.items())).encode()).hexdigest()
    target = directory / digest[:16]
    if target.exists():
        return target
    staging = Path(tempfile.mkdtemp(prefix="regression-", dir=directory))
    write_tree(staging / "input", files)
    (staging / "FAILURE.txt").write_text(f"{description}\n{failure}\n", encoding="utf-8")
    staging.rename(target)
    return target


def signature(failure: str) -> str:
    """The kind of a failure: its exception and where ("ValueError in triage/readers/x.py:f")."""
    return failure.split(": ", 1)[0] if " in " in failure.split(": ", 1)[0] else failure[:60]


def stored_kinds(directory: Path = REGRESSIONS) -> set[str]:
    kinds: set[str] = set()
    for case in regression_inputs(directory):
        lines = (
            (case / "FAILURE.txt").read_text(encoding="utf-8").splitlines()
            if (case / "FAILURE.txt").is_file()
            else []
        )
        kinds.update(signature(line) for line in lines[1:2])
    return kinds


def regression_inputs(directory: Path = REGRESSIONS) -> list[Path]:
    return sorted(p for p in directory.iterdir() if (p / "input").is_dir()) if directory.is_dir() else []


def read_tree(root: Path) -> Files:
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def fuzz(
    seconds: float,
    seed: int = 0,
    cli_every: int = 50,
    save: Path | None = REGRESSIONS,
    max_executions: int | None = None,
    log: Any = None,
) -> Stats:
    """Mutate seeds for `seconds` (or `max_executions`), judging each input; crashers are
    minimised and saved under `save`."""
    corpus: tuple[Seed, ...] = seeds()
    stats = Stats(budget=seconds, seeds=len(corpus))
    rng = random.Random(seed)
    start = time.monotonic()
    while time.monotonic() - start < seconds and (
        max_executions is None or stats.executions < max_executions
    ):
        base = rng.choice(corpus)
        files, description = mutate(base.files, rng)
        for _ in range(rng.choice((0, 0, 1, 2))):  # stacked mutations reach deeper states
            files, more = mutate(files, rng)
            description += f"; {more}"
        through_cli = cli_every > 0 and stats.executions % cli_every == 0
        failure = run_input(files, cli=through_cli)
        stats.executions += 1
        stats.cli_executions += int(through_cli)
        if failure is not None:
            line = f"{base.name}: {description}: {failure}"
            stats.crashers.append(line)
            stats.kinds.add(signature(failure))
            if log is not None:
                print(f"crasher: {line}", file=log, flush=True)
            kind = signature(failure)
            if save is not None and kind not in stored_kinds(save):
                # one stored input per kind of failure: the rest are the same bug again
                small = minimise(files, failure)
                saved = save_regression(small, failure, f"{base.name}: {description}", save)
                if saved is not None and log is not None:
                    print(f"  kept as {saved}", file=log, flush=True)
    stats.seconds = time.monotonic() - start
    return stats


def clean_scratch() -> None:
    """Remove staging folders a killed session left in regressions/."""
    for stale in REGRESSIONS.glob("regression-*"):
        shutil.rmtree(stale, ignore_errors=True)


os.environ.setdefault("MPLBACKEND", "Agg")
