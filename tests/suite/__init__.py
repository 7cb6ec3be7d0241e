"""The fault-injection suite: real small torch runs with known injected faults
(and healthy ones), the ground truth for the detectors and the knowledge base."""

from __future__ import annotations

from typing import Any

from .loader import Case, cases_in, load_suite

__all__ = ["Case", "cases_in", "generate_suite", "load_suite"]


def generate_suite(out_dir: Any, only: Any = ()) -> Any:
    """Generate the suite's run directories into `out_dir` (see generate.py)."""
    from .generate import generate_suite as generate

    return generate(out_dir, only)
