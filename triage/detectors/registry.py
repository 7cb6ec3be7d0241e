"""The list of detectors `detect` runs, in order."""

from __future__ import annotations

from triage.detectors.base import DetectorSpec

DETECTORS: tuple[DetectorSpec, ...] = ()
