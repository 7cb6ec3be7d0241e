"""Where a sweep's units run: a pool of worker processes this module manages
itself (so a unit past its timeout can be killed and its worker replaced,
and SIGINT stops at once), or a Dask cluster. No cluster engine is imported
unless asked for."""

from __future__ import annotations

import multiprocessing
import os
import signal
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from multiprocessing.connection import Connection, wait
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from multiprocessing.process import BaseProcess

    from triage.sweep.engine import ScanOptions, Unit

Record = Callable[["Unit", list[dict[str, Any]]], None]

# How long a killed worker gets to exit before the next is started.
_JOIN_SECONDS = 5.0
# How long a new worker may take to warm up (import the stages, load the knowledge base)
# before its first unit: not counted against --timeout, which bounds a unit's own work
# (a cold worker on a loaded machine takes seconds, and a worker replaced after a timeout
# starts cold again, so counting it made one slow run time out every run after it).
WORKER_START_SECONDS = 120.0
# What a worker sends once it is warm, before it takes its first unit.
_READY = "ready"


def _worker_main(conn: Connection) -> None:
    """A worker's loop: warm up, say so, then take (index, unit, options) and send back
    (index, records). SIGINT is the parent's to handle: it kills the workers itself."""
    from triage.sweep.engine import scan_unit, warm_up

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        # the parent's environment as it is now (the fork server's is older), and the options
        environment, options = conn.recv()
    except (EOFError, OSError):
        return
    os.environ.clear()
    os.environ.update(environment)
    try:
        warm_up(options, in_worker=True)
    except Exception:  # noqa: BLE001, S110 - only a head start: each unit reports its own errors
        pass
    try:
        conn.send(_READY)
    except OSError:
        return
    while True:
        try:
            task = conn.recv()
        except (EOFError, OSError):
            return
        if task is None:
            return
        index, unit, options = task
        conn.send((index, scan_unit(unit, options)))


@dataclass
class _Worker:
    process: BaseProcess
    conn: Connection
    index: int = -1  # the unit it is working on; -1 when idle
    started: float = 0.0  # when its unit was handed over, or when it said it was warm
    ready: bool = False  # warm: its unit's clock runs from `started`

    def deadline(self, timeout: float) -> float:
        return self.started + timeout + (0.0 if self.ready else WORKER_START_SECONDS)


def _context() -> Any:
    """Workers come from a fork server: a clean single-threaded process forked once,
    which then forks each worker. A plain fork of a process that runs threads (a
    test runner, an S3 client, a progress bar) can copy a lock another thread held,
    and the child waits on it forever; spawning each worker would re-import
    everything. The server preloads the scan's modules, so workers start warm."""
    # TRIAGE_SCAN_START_METHOD=fork: for a single-threaded caller that must share
    # in-memory state with its workers (the fault-injection tests do, in a fresh process)
    method = os.environ.get("TRIAGE_SCAN_START_METHOD", "forkserver")
    if method in ("fork", "spawn"):
        return multiprocessing.get_context(method)
    if "forkserver" in multiprocessing.get_all_start_methods():
        context = multiprocessing.get_context("forkserver")
        context.set_forkserver_preload(["triage.sweep.engine"])
        _start_fork_server_deaf_to_ctrl_c()
        return context
    return multiprocessing.get_context("spawn")


def _start_fork_server_deaf_to_ctrl_c() -> None:
    """Start the fork server with SIGINT ignored: an ignored signal stays ignored
    across exec, so Ctrl-C while the server still imports its preload (it ignores
    SIGINT itself only afterwards) cannot print a KeyboardInterrupt traceback from
    it. The parent's own handler is back as soon as the server is started."""
    from multiprocessing import forkserver

    if threading.current_thread() is not threading.main_thread():
        forkserver.ensure_running()
        return
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        forkserver.ensure_running()
    finally:
        signal.signal(signal.SIGINT, previous)


def _start_worker(options: ScanOptions) -> _Worker:
    context = _context()
    parent, child = context.Pipe()
    process = context.Process(target=_worker_main, args=(child,), daemon=True, name="triage-scan-worker")
    process.start()
    child.close()
    parent.send((dict(os.environ), options))
    return _Worker(process, parent)


def _stop(worker: _Worker, *, kill: bool) -> None:
    if kill:
        worker.process.kill()
    else:
        try:
            worker.conn.send(None)
        except OSError:
            worker.process.kill()
    worker.process.join(_JOIN_SECONDS)
    if worker.process.is_alive():
        worker.process.kill()
        worker.process.join(_JOIN_SECONDS)
    worker.conn.close()


def run_processes(
    units: Sequence[Unit],
    options: ScanOptions,
    record: Record,
    *,
    workers: int,
    timeout: float | None,
) -> None:
    """Run `scan_unit` over `units` on `workers` processes, calling
    `record(unit, rows)` in the parent as each finishes (order of completion).
    A unit past `timeout` seconds, or whose worker dies, is recorded as an
    error row and its worker replaced. KeyboardInterrupt kills every worker at
    once and propagates; queued units are never started."""
    from triage.sweep.engine import error_record

    queue = list(reversed(range(len(units))))
    pool: list[_Worker] = []
    try:
        pool = [_start_worker(options) for _ in range(min(workers, len(units)))]
        for worker in pool:
            _assign(worker, queue, units, options)
        while any(w.index >= 0 for w in pool):
            busy = [w for w in pool if w.index >= 0]
            wait_for = None
            if timeout is not None:
                wait_for = max(0.0, min(w.deadline(timeout) for w in busy) - time.monotonic())
            ready = wait([w.conn for w in busy] + [w.process.sentinel for w in busy], timeout=wait_for)
            for slot, worker in enumerate(pool):
                if worker.index < 0:
                    continue
                unit = units[worker.index]
                if worker.conn in ready or worker.process.sentinel in ready:
                    try:
                        message = worker.conn.recv()
                    except (EOFError, OSError):
                        worker.process.join(_JOIN_SECONDS)  # the exit code is known once it is reaped
                        code = worker.process.exitcode
                        rows = [error_record(unit, "error", f"the worker process died (exit code {code})")]
                        _stop(worker, kill=True)
                        worker = pool[slot] = _start_worker(options)
                    else:
                        if message == _READY:  # warm now: its unit's clock starts here
                            worker.ready, worker.started = True, time.monotonic()
                            continue
                        _index, rows = message
                    record(unit, rows)
                elif timeout is not None and time.monotonic() >= worker.deadline(timeout):
                    started = worker.ready
                    _stop(worker, kill=True)
                    worker = pool[slot] = _start_worker(options)
                    reason = (
                        f"killed after {timeout:g} s (--timeout)"
                        if started
                        else f"its worker did not start within {WORKER_START_SECONDS:g} s; killed"
                    )
                    record(unit, [error_record(unit, "timeout", reason)])
                else:
                    continue
                worker.index = -1
                _assign(worker, queue, units, options)
    except BaseException:
        for worker in pool:
            worker.process.kill()
        raise
    finally:
        for worker in pool:
            _stop(worker, kill=not worker.process.is_alive() or worker.index >= 0)


def _assign(worker: _Worker, queue: list[int], units: Sequence[Unit], options: ScanOptions) -> None:
    if not queue:
        return
    index = queue.pop()
    worker.conn.send((index, units[index], options))
    worker.index, worker.started = index, time.monotonic()


def run_dask(
    units: Sequence[Unit],
    options: ScanOptions,
    record: Record,
    *,
    scheduler: str | None,
    local_workers: int = 2,
) -> None:
    """Map `scan_unit` over a Dask cluster (at `scheduler`, or a local cluster of
    `local_workers` processes), calling `record` in order of completion.
    KeyboardInterrupt cancels every future not yet finished. No per-unit
    timeout here: Dask cannot kill a running task (the process pool can)."""
    from triage.errors import UsageError
    from triage.sweep.engine import error_record, scan_unit

    try:
        import distributed
    except ImportError:
        raise UsageError(
            "--executor dask needs Dask's distributed scheduler: pip install 'loss-triage[dask]'"
        ) from None
    if not units:
        return
    # distributed ships no type hints for these
    client_class: Any = distributed.Client
    cluster_class: Any = distributed.LocalCluster
    as_completed: Any = distributed.as_completed
    cluster: Any = None
    if scheduler:
        client = client_class(scheduler, timeout=30)
    else:
        cluster = cluster_class(
            n_workers=local_workers, threads_per_worker=1, processes=True, dashboard_address=None
        )
        client = client_class(cluster)
    try:
        futures = client.map(scan_unit, list(units), options=options, pure=False)
        by_key = {future.key: unit for future, unit in zip(futures, units, strict=True)}
        try:
            for future in as_completed(futures):
                unit = by_key[future.key]
                try:
                    rows = future.result()
                except Exception as lost:  # noqa: BLE001 - a lost worker or task becomes the unit's row
                    rows = [
                        error_record(unit, "error", f"the Dask task failed: {type(lost).__name__}: {lost}")
                    ]
                record(unit, rows)
        except BaseException:
            client.cancel(futures)
            raise
    finally:
        client.close()
        if cluster is not None:
            cluster.close()
