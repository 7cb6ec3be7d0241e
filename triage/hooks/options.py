"""Validation of the options every hook shares (`fail_on`, `every`), so the
monitor, the callbacks and post_run reject bad values with the same words."""

from __future__ import annotations

from triage.errors import UsageError
from triage.model import SEVERITIES


def check_fail_on(fail_on: str | None) -> str | None:
    """`fail_on` itself when it is a severity or None; UsageError otherwise."""
    if fail_on is not None and fail_on not in SEVERITIES:
        raise UsageError(f"fail_on={fail_on!r}: expected one of {', '.join(SEVERITIES)} or None")
    return fail_on


def check_every(every: object) -> int:
    """`every` itself when it is a positive integer (not a bool); UsageError otherwise."""
    if not isinstance(every, int) or isinstance(every, bool) or every < 1:
        raise UsageError(f"every={every!r}: expected a positive integer")
    return every
