"""loss-triage: read a training run's logs, detect what is wrong with its
curves, and rank the likely causes with the reasons for the ranking.

    >>> import triage
    >>> diagnosis = triage.diagnose("runs/exp42")          # doctest: +SKIP
    >>> print(diagnosis.verdict, [c.id for c in diagnosis.causes[:3]])  # doctest: +SKIP

The public names are loaded lazily so that `import triage` (and the CLI's
start-up) stays fast and never pulls in torch, tensorboard or matplotlib.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"

_LAZY: dict[str, str] = {
    "Run": "triage.model",
    "Series": "triage.model",
    "Role": "triage.model",
    "Kind": "triage.model",
    "Finding": "triage.model",
    "Diagnosis": "triage.model",
    "RankedCause": "triage.model",
    "json_document": "triage.model",
    "TriageError": "triage.errors",
    "InputError": "triage.errors",
    "UsageError": "triage.errors",
    "KnowledgeBaseError": "triage.errors",
    "TrainingFailed": "triage.errors",
    "read_run": "triage.readers",
    "read_runs": "triage.readers",
    "read_history": "triage.readers.history",
    "diagnose": "triage.pipeline",
    "diagnose_all": "triage.pipeline",
    "render_html": "triage.report",
    "post_run": "triage.hooks.post_run",
    "compare": "triage.compare",
    "Comparison": "triage.compare",
    "scan": "triage.sweep",
}

__all__ = [
    "__version__",
    "Comparison",
    "Diagnosis",
    "Finding",
    "InputError",
    "Kind",
    "KnowledgeBaseError",
    "RankedCause",
    "Role",
    "Run",
    "Series",
    "TrainingFailed",
    "TriageError",
    "UsageError",
    "compare",
    "diagnose",
    "diagnose_all",
    "json_document",
    "post_run",
    "read_history",
    "read_run",
    "read_runs",
    "render_html",
    "scan",
]

if TYPE_CHECKING:
    from triage.compare import Comparison, compare
    from triage.errors import (
        InputError,
        KnowledgeBaseError,
        TrainingFailed,
        TriageError,
        UsageError,
    )
    from triage.hooks.post_run import post_run
    from triage.model import Diagnosis, Finding, Kind, RankedCause, Role, Run, Series, json_document
    from triage.pipeline import diagnose, diagnose_all
    from triage.readers import read_run, read_runs
    from triage.readers.history import read_history
    from triage.report import render_html
    from triage.sweep import scan


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'triage' has no attribute {name!r}")
    value = getattr(import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(__all__)
