"""What `triage watch` prints: JSON lines (`-f jsonl`), plain text lines (`-f text`, the
default when stdout is not a terminal), or a `rich` live table of the runs with the
alerts printed above it (`-f table`, the default on a terminal)."""

from __future__ import annotations

import json
from typing import Any, Protocol, TextIO

from triage.watch.watcher import RunStatus, Watcher

# The widest a cell drawn from log content (a run name, a cause title) may be.
MAX_CELL = 60


class View(Protocol):
    """Where the watch's records go."""

    def emit(self, record: dict[str, Any]) -> None: ...

    def update(self, watcher: Watcher) -> None: ...

    def close(self) -> None: ...


class JsonlView:
    """One JSON object a line, flushed as written (docs/json-watch.md)."""

    def __init__(self, out: TextIO) -> None:
        self.out = out

    def emit(self, record: dict[str, Any]) -> None:
        self.out.write(json.dumps(record, allow_nan=False) + "\n")
        self.out.flush()

    def update(self, watcher: Watcher) -> None:
        pass

    def close(self) -> None:
        pass


class TextView:
    """Plain lines: one an alert, and the final diagnosis (for logs and pipes)."""

    def __init__(self, out: TextIO) -> None:
        self.out = out

    def emit(self, record: dict[str, Any]) -> None:
        self.out.write(text_of(record))
        self.out.flush()

    def update(self, watcher: Watcher) -> None:
        pass

    def close(self) -> None:
        pass


def text_of(record: dict[str, Any]) -> str:
    """A record as the plain lines TextView prints."""
    if record["type"] == "start":
        return f"watching {', '.join(map(str, record['paths']))} every {record['interval']:g} s\n"
    if record["type"] == "note":
        return f"note: {record['message']}\n"
    if record["type"] == "alert":
        rose = f" (was {record['previous_severity']})" if record["event"] == "severity-rose" else ""
        line = (
            f"[{record['severity']}{rose}] {record['run']}: {record['id']} {record['title']}; "
            f"onset step {record['onset_step']}; {record['message']}"
        )
        cause = record.get("cause")
        if isinstance(cause, dict):
            why = "; ".join(str(w) for w in cause.get("why", [])[:1])
            line += f"\n    likely cause: {cause['title']}" + (f" (why: {why})" if why else "")
        return line + "\n"
    lines = [f"watch ended: {record['reason']}; exit {record['exit_code']}"]
    runs = record.get("runs")
    for run in runs if isinstance(runs, list) else []:
        symptoms = ", ".join(f"{s['id']} ({s['severity']})" for s in run["symptoms"]) or "none"
        lines.append(
            f"  {run['run']}: {run['verdict']}, {run['points']} points to step {run['last_step']}; "
            f"symptoms: {symptoms}"
        )
    notes = record.get("notes")
    lines.extend(f"  note: {note}" for note in (notes if isinstance(notes, list) else []))
    return "\n".join(lines) + "\n"


_STATUS_STYLE = {
    "ok": "green",
    "warning": "yellow",
    "failing": "bold red",
    "stalled": "magenta",
    "waiting": "dim",
}
_SEVERITY_STYLE = {"low": "cyan", "medium": "yellow", "high": "red", "critical": "bold red"}


class TableView:
    """A live table, one row a run (run, last step, points, status, newest finding with its
    severity and onset, its top cause), redrawn once a poll and only when a row changed;
    alerts and the final diagnosis printed above it as text. Every cell is plain text:
    a run or tag name is never read as rich markup."""

    def __init__(self, out: TextIO, console: Any = None) -> None:
        from rich.console import Console
        from rich.live import Live

        self.console = console if console is not None else Console(file=out)
        # auto_refresh off: the table is redrawn from the watch loop, at the poll interval.
        self.live = Live(console=self.console, auto_refresh=False, transient=False)
        self.newest: dict[str, dict[str, Any]] = {}
        self.drawn: tuple[Any, ...] | None = None
        self.started = False

    def emit(self, record: dict[str, Any]) -> None:
        from rich.text import Text

        if record["type"] == "alert":
            self.newest[str(record["run"])] = record
        if record["type"] == "final":
            self.close()
        self.console.print(Text(text_of(record).rstrip("\n")), soft_wrap=True)

    def update(self, watcher: Watcher) -> None:
        rows = watcher.statuses()
        key = tuple((r, _newest_key(self.newest.get(r.name))) for r in rows)
        if key == self.drawn:
            return
        self.drawn = key
        if not self.started:
            self.live.start()
            self.started = True
        self.live.update(self.table(rows), refresh=True)

    def table(self, rows: list[RunStatus]) -> Any:
        from rich.table import Table
        from rich.text import Text

        table = Table(title="triage watch", title_justify="left", expand=False)
        for column, justify in (
            ("run", "left"),
            ("last step", "right"),
            ("points", "right"),
            ("status", "left"),
            ("newest finding", "left"),
            ("top cause", "left"),
        ):
            table.add_column(column, justify=justify, overflow="fold")  # type: ignore[arg-type]
        for row in rows:
            alert = self.newest.get(row.name)
            finding = Text("")
            cause = Text("")
            if alert is not None:
                finding = Text(str(alert["id"]), style="bold")
                finding.append(f" {alert['severity']}", style=_SEVERITY_STYLE.get(str(alert["severity"]), ""))
                if alert.get("onset_step") is not None:
                    finding.append(f" from step {alert['onset_step']}")
                if isinstance(alert.get("cause"), dict):
                    cause = Text(_cell(str(alert["cause"]["title"])))
            table.add_row(
                Text(_cell(row.name)),
                Text("" if row.last_step is None else str(row.last_step)),
                Text(str(row.points)),
                Text(row.status, style=_STATUS_STYLE.get(row.status, "")),
                finding,
                cause,
            )
        return table

    def close(self) -> None:
        if self.started:
            self.live.stop()
            self.started = False


def _newest_key(alert: dict[str, Any] | None) -> tuple[Any, ...]:
    return () if alert is None else (alert["id"], alert["severity"], alert["time"])


def _cell(text: str) -> str:
    return text if len(text) <= MAX_CELL else text[: MAX_CELL - 1] + "…"


def make_view(kind: str, out: TextIO) -> View:
    """The view for `-f kind` ("jsonl", "text", "table")."""
    if kind == "jsonl":
        return JsonlView(out)
    if kind == "table":
        return TableView(out)
    return TextView(out)
