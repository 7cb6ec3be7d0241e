"""The watch loop: poll, judge what was added, emit alerts, act on them, and
end on a finding at --exit-on, after --idle-exit seconds of silence, after
--max-seconds, or on Ctrl-C, always with the final diagnosis."""

from __future__ import annotations

import json
import os
import shlex
import signal
import subprocess
import sys
import time
from dataclasses import dataclass
from typing import TextIO

from triage.model.finding import severity_rank
from triage.watch.display import View, make_view
from triage.watch.watcher import Alert, Watcher

# An --on-alert command that has not finished by then is killed: the watch goes on.
ON_ALERT_TIMEOUT = 30.0


@dataclass(frozen=True)
class WatchOptions:
    interval: float = 2.0
    exit_on: str | None = None
    idle_exit: float | None = None
    max_seconds: float | None = None
    on_alert: str | None = None
    signal_pid: int | None = None
    output: str = "text"  # text, jsonl or table (triage.watch.display)


def run_watch(
    watcher: Watcher, options: WatchOptions, out: TextIO, err: TextIO = sys.stderr, view: View | None = None
) -> int:
    """Watch until one of the ends; the exit code (0, or 1 for a finding at --exit-on)."""
    view = view if view is not None else make_view(options.output, out)
    try:
        return _watch(watcher, options, view, err)
    finally:
        view.close()


def _watch(watcher: Watcher, options: WatchOptions, view: View, err: TextIO) -> int:
    emit = view.emit
    argv = shlex.split(options.on_alert) if options.on_alert else None
    start = time.monotonic()
    last_check = -float("inf")
    reason = ""
    tripped: Alert | None = None
    try:
        watcher.warm_up()
        start = time.monotonic()  # silence and --max-seconds count from here, not from the warm-up
        emit(
            {
                "type": "start",
                "paths": [str(p) for p in watcher.paths],
                "interval": options.interval,
                "exit_on": options.exit_on,
                "time": round(time.time(), 3),
            }
        )
        missing = [str(p) for p in watcher.paths if not p.exists()]
        if missing:
            # Not an error: the job may not have started; --idle-exit counts from its first write.
            emit({"type": "note", "message": f"{', '.join(missing)}: not there yet; waiting for it"})
        while not reason:
            poll_started = time.monotonic()
            _read, points = watcher.poll()
            alerts = (
                watcher.check() if points and poll_started - last_check >= options.interval * 0.99 else []
            )
            if alerts or points:
                last_check = poll_started
            alerts += watcher.check_stalls()
            for alert in alerts:
                emit(alert.to_dict())
                if argv:
                    _run_on_alert(argv, alert, err)
                if options.exit_on and severity_rank(alert.finding.severity) >= severity_rank(
                    options.exit_on
                ):
                    tripped = tripped or alert
            view.update(watcher)
            if tripped is not None:
                reason = f"{tripped.finding.id} ({tripped.finding.severity}) on {tripped.run}"
                if options.signal_pid:
                    _signal(options.signal_pid, err)
                break
            now = time.monotonic()
            idle = watcher.idle_seconds()
            if options.idle_exit is not None and idle is not None and idle >= options.idle_exit:
                reason = f"nothing new for {options.idle_exit:g} s"
            elif options.max_seconds is not None and now - start >= options.max_seconds:
                reason = f"--max-seconds {options.max_seconds:g} reached"
            else:
                time.sleep(max(0.0, options.interval - (now - poll_started)))
    except KeyboardInterrupt:
        reason = "interrupted"
    code = 1 if tripped is not None else _final_code(watcher, options)
    emit(_final(watcher, reason, code))
    return code


def _final_code(watcher: Watcher, options: WatchOptions) -> int:
    # The final judgement of everything read counts as much as an alert did.
    watcher.check()
    if not options.exit_on:
        return 0
    floor = options.exit_on
    return 1 if any(d.at_or_above(floor) for d in watcher.last_diagnoses) else 0


def _final(watcher: Watcher, reason: str, code: int) -> dict[str, object]:
    from triage.model.run import jsonable

    runs = []
    for diagnosis in watcher.last_diagnoses:
        runs.append(
            {
                "run": diagnosis.run.name,
                "source": diagnosis.run.source,
                "verdict": diagnosis.verdict,
                "points": diagnosis.run.total_points,
                "last_step": diagnosis.run.last_step,
                "symptoms": [
                    {"id": f.id, "severity": f.severity, "onset_step": f.onset_step, "message": f.message}
                    for f in diagnosis.symptoms
                ],
                "top_causes": [c.title for c in diagnosis.causes[:3]],
            }
        )
    final: dict[str, object] = jsonable(
        {
            "type": "final",
            "reason": reason,
            "exit_code": code,
            "runs": runs,
            "files_followed": sum(len(w.tails) for w in watcher.runs.values()),
            "notes": watcher.all_notes(),
        }
    )
    return final


def _run_on_alert(argv: list[str], alert: Alert, err: TextIO) -> None:
    # argv comes from the user's option alone; the alert (log content) goes only
    # to stdin and one environment variable, never into the command line.
    payload = json.dumps(alert.to_dict(), allow_nan=False)
    env = dict(os.environ, TRIAGE_ALERT=payload)
    try:
        done = subprocess.run(  # noqa: S603 -- argv is the user's own option, run without a shell
            argv,
            input=payload.encode(),
            env=env,
            timeout=ON_ALERT_TIMEOUT,
            check=False,
            stdout=subprocess.DEVNULL,
        )
    except FileNotFoundError:
        err.write(f"triage watch: --on-alert: {argv[0]}: no such command\n")
        return
    except subprocess.TimeoutExpired:
        err.write(f"triage watch: --on-alert: {argv[0]} still running after {ON_ALERT_TIMEOUT:g} s; killed\n")
        return
    except OSError as problem:
        err.write(f"triage watch: --on-alert: {argv[0]}: {problem.strerror or problem}\n")
        return
    if done.returncode != 0:
        err.write(f"triage watch: --on-alert: {argv[0]} exited {done.returncode}\n")


def _signal(pid: int, err: TextIO) -> None:
    try:
        os.kill(pid, signal.SIGINT)
    except ProcessLookupError:
        err.write(f"triage watch: --signal-pid: no process {pid}\n")
    except PermissionError:
        err.write(f"triage watch: --signal-pid: not allowed to signal process {pid}\n")
    else:
        err.write(f"triage watch: sent SIGINT to process {pid}\n")
