"""`triage watch`: follow the logs of runs still training and alert on new findings.

It sits on top of the pipeline (readers' bytes entry points, detection,
inference); no stage imports it."""

from triage.watch.tail import FileTail, file_kind
from triage.watch.watcher import Alert, Watcher

__all__ = ["Alert", "FileTail", "Watcher", "file_kind"]
