"""The exceptions loss-triage raises on purpose.

    TriageError                      base of everything below
    ├── InputError(ValueError)       a log could not be read or holds no usable series (exit 3)
    ├── UsageError(ValueError)       a bad option, mapping or id from the caller (exit 2)
    ├── KnowledgeBaseError(ValueError)  the knowledge base failed validation (exit 2)
    └── TrainingFailed(RuntimeError) a post-run hook judged the run broken

The CLI turns each of these into one line on stderr and its exit code; anything
else is an internal error (exit 4).
"""

from __future__ import annotations


class TriageError(Exception):
    """Base class of every error loss-triage raises deliberately."""


class InputError(TriageError, ValueError):
    """A log file or directory could not be read, or holds nothing usable."""

    def __init__(self, message: str, path: str | None = None) -> None:
        self.path = path
        super().__init__(f"{path}: {message}" if path else message)


class UsageError(TriageError, ValueError):
    """The caller passed an option, mapping or id that does not make sense."""


class KnowledgeBaseError(TriageError, ValueError):
    """The knowledge base is malformed; the message names file, line and field."""


class TrainingFailed(TriageError, RuntimeError):
    """Raised by post-run hooks when the diagnosis is at or above `fail_on`."""

    def __init__(self, message: str, diagnosis: object | None = None) -> None:
        self.diagnosis = diagnosis
        super().__init__(message)
