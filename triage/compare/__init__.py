"""`triage compare`: a run against its reference run (settings with defaults,
where the curves part, what is new), or two checkpoints, or two sets of arrays.
Sits on top of the pipeline like cli/ and hooks/; no stage imports it."""

from __future__ import annotations

import json
import sys
import types
from importlib import resources
from typing import Any

from triage.compare.core import Comparison, compare

SCHEMA_FILE = "compare-format-1.json"


def compare_schema() -> dict[str, Any]:
    """The JSON Schema of the `"kind": "compare"` document (shipped inside the package)."""
    text = resources.files("triage.compare").joinpath("schema", SCHEMA_FILE).read_text(encoding="utf-8")
    schema: dict[str, Any] = json.loads(text)
    return schema


class _CallableModule(types.ModuleType):
    """`triage.compare` is both this package and the lazily exported function: once
    the package is imported, Python binds the name to the module, so the module
    itself must be callable for `triage.compare(run, reference)` to keep working."""

    def __call__(self, *args: Any, **kwargs: Any) -> Comparison:
        return compare(*args, **kwargs)


sys.modules[__name__].__class__ = _CallableModule

__all__ = ["Comparison", "compare", "compare_schema"]
