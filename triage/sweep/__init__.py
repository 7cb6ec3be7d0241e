"""Sweeps: triage a directory of runs in parallel into one index (and a JSON
document, a JSON Lines stream of results), on top of the pipeline. It uses the
readers, the pipeline and the report through their public functions; no stage
imports it."""

from __future__ import annotations

from triage.sweep.scan import scan_directory, scan_unit, scan_units, write_scan_index

__all__ = ["scan_directory", "scan_unit", "scan_units", "write_scan_index"]
