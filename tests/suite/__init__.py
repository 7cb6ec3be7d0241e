"""The fault-injection suite: real small torch runs with known injected faults
(and healthy ones), the ground truth for the detectors and the knowledge base."""

from .generate import generate_suite
from .loader import Case, cases_in, load_suite

__all__ = ["Case", "cases_in", "generate_suite", "load_suite"]
