"""The one function that composes the stages: read (if given a path), detect,
infer. The CLI and the hooks call this; nothing here renders."""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from triage.model import Diagnosis, Finding, Run


def diagnose(
    run_or_path: Run | str | os.PathLike[str] | Mapping[str, Sequence[Any]],
    *,
    mapping: Sequence[str] = (),
    kb_dirs: Sequence[str | os.PathLike[str]] = (),
    select: Iterable[str] = (),
    ignore: Iterable[str] = (),
    thresholds: Mapping[str, Mapping[str, Any]] | None = None,
) -> Diagnosis:
    """Triage one run (a Run, a path holding exactly one run, or a dict of
    per-epoch lists such as Keras' `history.history`).

    `mapping` takes `--map` style strings (`my/tag=val/loss`); `kb_dirs` add
    to or override the bundled knowledge base; `select`/`ignore` keep or drop
    symptoms by id or short code; `thresholds` override detector defaults per
    symptom (`{"overfitting": {"min_rise": 0.2}}`).
    """
    if isinstance(run_or_path, Run):
        run = run_or_path
    elif isinstance(run_or_path, Mapping):
        from triage.readers.history import read_history
        from triage.readers.naming import parse_mapping

        run = read_history(run_or_path, mapping=parse_mapping(mapping))
    else:
        from triage.readers import read_run
        from triage.readers.naming import parse_mapping

        run = read_run(run_or_path, mapping=parse_mapping(mapping))
    return diagnose_runs([run], kb_dirs=kb_dirs, select=select, ignore=ignore, thresholds=thresholds)[0]


def diagnose_all(
    path: str | os.PathLike[str],
    *,
    mapping: Sequence[str] = (),
    kb_dirs: Sequence[str | os.PathLike[str]] = (),
    select: Iterable[str] = (),
    ignore: Iterable[str] = (),
    thresholds: Mapping[str, Mapping[str, Any]] | None = None,
) -> list[Diagnosis]:
    """Triage every run found under `path` (a file, a run, or a tree of runs)."""
    from triage.readers import read_runs
    from triage.readers.naming import parse_mapping

    runs = read_runs(path, mapping=parse_mapping(mapping))
    return diagnose_runs(runs, kb_dirs=kb_dirs, select=select, ignore=ignore, thresholds=thresholds)


def diagnose_runs(
    runs: Sequence[Run],
    *,
    kb_dirs: Sequence[str | os.PathLike[str]] = (),
    select: Iterable[str] = (),
    ignore: Iterable[str] = (),
    thresholds: Mapping[str, Mapping[str, Any]] | None = None,
) -> list[Diagnosis]:
    """Detect and infer on runs already read; the knowledge base is loaded once."""
    from triage.detectors import detect
    from triage.detectors.evidence import assessment_gaps
    from triage.kb import infer, load_knowledge_base

    kb = load_knowledge_base(kb_dirs)
    params = kb.thresholds_with(thresholds or {})
    keep = kb.resolve_ids(select)
    drop = kb.resolve_ids(ignore)
    diagnoses = []
    for run in runs:
        findings, notes = detect(run, params)
        findings = _filtered(findings, keep, drop)
        diagnosis = infer(run, findings, kb, notes=notes)
        diagnosis.inconclusive_reasons = assessment_gaps(run)
        diagnoses.append(diagnosis)
    return diagnoses


def _filtered(findings: list[Finding], keep: set[str], drop: set[str]) -> list[Finding]:
    return [f for f in findings if (not keep or f.id in keep) and f.id not in drop]
