"""The fault-injection suite: real small torch runs with known injected faults
(and healthy ones), the ground truth for the detectors and the knowledge base."""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path

from .loader import Case, cases_in, load_suite

__all__ = ["Case", "cases_in", "generate_suite", "load_suite"]


def generate_suite(out_dir: str | os.PathLike[str], only: Sequence[str] = ()) -> list[Path]:
    """Generate the suite's run directories into `out_dir` (torch is imported only here)."""
    from .generate import generate_suite as generate

    return generate(out_dir, only)
