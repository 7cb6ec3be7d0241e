"""`compare(run, reference)`: the one function that reads both sides, diagnoses
them, lines up settings and curves (or checkpoints, or arrays) and ranks what
differs; the result renders to text, Markdown, HTML and JSON."""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from triage.compare.curves import (
    ALIGNMENTS,
    Divergence,
    LrDifference,
    axis,
    compare_series,
    first_diverging,
    logged_lr_difference,
    pair_series,
)
from triage.compare.hparams import HparamRow, compare_hparams, effective_batch, read_side
from triage.compare.knowledge import CompareKnowledge, load_compare_knowledge
from triage.compare.ranking import RankedDifference, curve_evidence, rank_differences
from triage.compare.tensors import (
    TensorComparison,
    TensorDiff,
    compare_array_files,
    compare_checkpoint_files,
    is_array_path,
    is_checkpoint_path,
)
from triage.errors import UsageError
from triage.model import Diagnosis, Finding, Run, severity_rank
from triage.model.run import jsonable

JSON_FORMAT = 1
PathLike = str | os.PathLike[str]


@dataclass
class Comparison:
    """A run compared with its reference. `mode` is "runs", "checkpoints" or "arrays"."""

    mode: str
    run: dict[str, Any]
    reference: dict[str, Any]
    align: str = "step"
    hparams: list[HparamRow] = field(default_factory=list)
    divergence: list[Divergence] = field(default_factory=list)
    first_diverging: str | None = None
    lr_difference: LrDifference | None = None
    symptoms_only_in_run: list[Finding] = field(default_factory=list)
    symptoms_only_in_reference: list[Finding] = field(default_factory=list)
    differences: list[RankedDifference] = field(default_factory=list)
    run_causes: list[dict[str, Any]] = field(default_factory=list)
    tensors: TensorComparison | None = None
    findings: list[dict[str, Any]] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    run_diagnosis: Diagnosis | None = None
    reference_diagnosis: Diagnosis | None = None
    run_data: Run | None = None
    reference_data: Run | None = None

    @property
    def diverged(self) -> list[Divergence]:
        return [d for d in self.divergence if d.diverges]

    def severities(self, knowledge: CompareKnowledge | None = None) -> list[str]:
        """One severity per thing found, for --fail-on."""
        knowledge = knowledge or load_compare_knowledge()
        found: list[str] = [f.severity for f in self.symptoms_only_in_run]
        for d in self.diverged:
            found.append(knowledge.severities["divergence-worse" if d.worse else "divergence"])
        found.extend(str(f["severity"]) for f in self.findings)
        return found

    def causes(self) -> list[dict[str, Any]]:
        """One ranking: the settings that differ (what to check first), then the
        run's own diagnosis causes for symptoms the reference does not have."""
        ranked = [d.to_dict() for d in self.differences]
        for cause in self.run_causes:
            ranked.append({**cause, "rank": len(ranked) + 1})
        for finding in self.findings:
            ranked.append(
                {
                    "rank": len(ranked) + 1,
                    "kind": "tensors" if self.mode == "checkpoints" else "arrays",
                    "id": finding["id"],
                    "hparams": [],
                    "title": finding["title"],
                    "score": None,
                    "why": [finding["why"]],
                    "names": finding["names"],
                }
            )
        return ranked

    def to_dict(self) -> dict[str, Any]:
        from triage import __version__

        doc: dict[str, Any] = {
            "format": JSON_FORMAT,
            "kind": "compare",
            "triage_version": __version__,
            "mode": self.mode,
            "align": self.align,
            "run": self.run,
            "reference": self.reference,
            "hparams": [row.to_dict() for row in self.hparams],
            "divergence": [d.to_dict() for d in self.divergence],
            "first_diverging": self.first_diverging,
            "logged_lr_difference": (
                {
                    "series": self.lr_difference.series,
                    "first_step": self.lr_difference.first_step,
                    "ratio": self.lr_difference.ratio,
                }
                if self.lr_difference
                else None
            ),
            "symptoms_only_in_run": [f.to_dict() for f in self.symptoms_only_in_run],
            "symptoms_only_in_reference": [f.to_dict() for f in self.symptoms_only_in_reference],
            "causes": self.causes(),
            "tensors": None,
            "notes": list(self.notes),
        }
        if self.tensors is not None:
            doc["tensors"] = {
                "rtol": self.tensors.rtol,
                "atol": self.tensors.atol,
                "summary": self.tensors.summary(),
                "entries": [e.to_dict() for e in self.tensors.entries],
            }
        return jsonable(doc)  # type: ignore[no-any-return]

    def to_json(self, indent: int | None = 2) -> str:
        return json.dumps(self.to_dict(), indent=indent, allow_nan=False, ensure_ascii=False)


def compare(
    run: Run | PathLike,
    reference: Run | PathLike,
    *,
    align: str = "step",
    mapping: Sequence[str] = (),
    kb_dirs: Sequence[PathLike] = (),
    rtol: float | None = None,
    atol: float | None = None,
) -> Comparison:
    """Compare `run` with `reference`: two runs (anything `triage diagnose` reads,
    or Runs already read), two checkpoints, or two .npy/.npz files or folders.

    `align` is "step", "epoch" or "samples" (step x batch size); `rtol`/`atol`
    override the knowledge base's allclose tolerances for tensors and arrays."""
    if align not in ALIGNMENTS:
        raise UsageError(f"unknown alignment {align!r}; use one of {', '.join(ALIGNMENTS)}")
    knowledge = load_compare_knowledge()
    tolerances = (
        knowledge.arrays["rtol"] if rtol is None else rtol,
        knowledge.arrays["atol"] if atol is None else atol,
    )
    if not isinstance(run, Run) and not isinstance(reference, Run):
        a, b = Path(run), Path(reference)
        for path in (a, b):
            if not path.exists():
                from triage.errors import InputError

                raise InputError("no such file or directory", str(path))
        if is_checkpoint_path(a) or is_checkpoint_path(b):
            if not (is_checkpoint_path(a) and is_checkpoint_path(b)):
                raise UsageError(f"{a} and {b}: compare a checkpoint with a checkpoint (.pt/.pth/.ckpt/.bin)")
            return _tensor_comparison(compare_checkpoint_files(a, b, *tolerances), a, b, knowledge)
        if is_array_path(a) and is_array_path(b):
            return _tensor_comparison(compare_array_files(a, b, *tolerances), a, b, knowledge)
    return _compare_runs(_as_run(run, mapping), _as_run(reference, mapping), align, kb_dirs, knowledge)


def _as_run(value: Run | PathLike, mapping: Sequence[str]) -> Run:
    if isinstance(value, Run):
        return value
    from triage.readers import read_run
    from triage.readers.naming import parse_mapping

    return read_run(value, mapping=parse_mapping(mapping))


def _summary(run: Run, diagnosis: Diagnosis | None) -> dict[str, Any]:
    info: dict[str, Any] = {"run": run.name, "source": run.source, "reader": run.reader}
    if diagnosis is not None:
        info["verdict"] = diagnosis.verdict
        info["last_step"] = run.last_step
    return info


def _compare_runs(
    run: Run, reference: Run, align: str, kb_dirs: Sequence[PathLike], knowledge: CompareKnowledge
) -> Comparison:
    from triage.pipeline import diagnose_runs

    run_dx, ref_dx = diagnose_runs([run, reference], kb_dirs=kb_dirs)
    run_side = read_side(run.hparams, run.reader, knowledge, _observed(run))
    ref_side = read_side(reference.hparams, reference.reader, knowledge, _observed(reference))
    result = Comparison(
        mode="runs",
        run={
            **_summary(run, run_dx),
            "framework": run_side.framework,
            "framework_assumed": run_side.framework_assumed,
        },
        reference={
            **_summary(reference, ref_dx),
            "framework": ref_side.framework,
            "framework_assumed": ref_side.framework_assumed,
        },
        align=align,
        run_diagnosis=run_dx,
        reference_diagnosis=ref_dx,
        run_data=run,
        reference_data=reference,
    )
    result.notes.extend(f"run: {n}" for n in run_side.notes)
    result.notes.extend(f"reference: {n}" for n in ref_side.notes)
    result.hparams = compare_hparams(run_side, ref_side, knowledge)

    batches = (effective_batch(run_side), effective_batch(ref_side))
    pairs = pair_series(run, reference)
    if not pairs:
        result.notes.append("the two runs share no series of the same kind: the curves were not compared")
    for mine, theirs in pairs:
        compared = compare_series(
            mine,
            theirs,
            axis(run, mine, align, batches[0]),
            axis(reference, theirs, align, batches[1]),
            knowledge.curves,
        )
        if isinstance(compared, str):
            result.notes.append(compared)
        else:
            result.divergence.append(compared)
    first = first_diverging(result.divergence)
    result.first_diverging = first.series if first else None
    result.lr_difference = logged_lr_difference(run, reference, knowledge.curves["lr_rtol"])

    ref_ids = {f.id for f in ref_dx.symptoms}
    run_ids = {f.id for f in run_dx.symptoms}
    result.symptoms_only_in_run = [f for f in run_dx.symptoms if f.id not in ref_ids]
    result.symptoms_only_in_reference = [f for f in ref_dx.symptoms if f.id not in run_ids]
    new = {f.id for f in result.symptoms_only_in_run}
    result.run_causes = [
        {
            "kind": "diagnosis",
            "id": c.id,
            "hparams": [],
            "title": c.title,
            "score": round(float(c.certainty), 4),
            "why": [
                f"the run's own diagnosis, for {', '.join(s for s in c.for_symptoms if s in new)}",
                *c.why,
            ],
            "checks": list(c.checks),
        }
        for c in run_dx.causes
        if new & set(c.for_symptoms)
    ]
    lr_family = {spec.name for spec in knowledge.hparams if spec.family == "learning-rate"}
    if result.lr_difference is not None and not any(
        r.differs and r.name in lr_family for r in result.hparams
    ):
        # the configs agree but the logged lr does not: that difference is a setting too
        lr = result.lr_difference
        result.hparams.append(
            HparamRow(
                name="lr_logged",
                run=f"x{lr.ratio:.3g} from step {lr.first_step}"
                if lr.ratio is not None
                else f"differs from step {lr.first_step}",
                reference="as configured",
                default_used=None,
                differs=True,
                family="learning-rate",
                written_as=(lr.series, lr.series),
                note=(
                    f"the recorded settings agree on the lr, but the logged {lr.series} curves differ "
                    "from step "
                    f"{lr.first_step:,}: a schedule, a resume or code changed it"
                ),
            )
        )
    evidence = curve_evidence(result.divergence, result.lr_difference, knowledge.curves["early_fraction"])
    result.differences = rank_differences(
        result.hparams, evidence, knowledge, run_dx, ref_dx, diverged=bool(result.diverged)
    )
    ranks = {d.hparam: d.rank for d in result.differences}
    result.hparams = sorted(
        (_with_rank(row, ranks.get(row.name)) for row in result.hparams),
        key=lambda r: (r.rank is None, r.rank or 0, not r.differs),
    )
    return result


def _observed(run: Run) -> dict[str, tuple[Any, str]]:
    """Settings measured from the run's own curves: the peak of its logged lr."""
    import numpy as np

    from triage.model import Kind

    for series in run.select(kind=Kind.LR):
        finite = series.value[np.isfinite(series.value)]
        if len(finite):
            return {"lr": (float(finite.max()), f"peak of the logged {series.name}")}
    return {}


def _with_rank(row: HparamRow, rank: int | None) -> HparamRow:
    from dataclasses import replace

    return replace(row, rank=rank)


def _tensor_comparison(
    tensors: TensorComparison, a: Path, b: Path, knowledge: CompareKnowledge
) -> Comparison:
    result = Comparison(
        mode=tensors.mode,
        run={"run": a.name, "source": str(a), "reader": tensors.mode},
        reference={"run": b.name, "source": str(b), "reader": tensors.mode},
        align="",
        tensors=tensors,
        notes=list(tensors.notes),
    )
    missing = tensors.with_status("only-in-run", "only-in-reference")
    reshaped = tensors.with_status("shape-differs")
    differing = tensors.with_status("differs")
    groups: list[tuple[str, list[TensorDiff]]]
    if tensors.mode == "checkpoints":
        groups = [
            ("tensor-missing", missing),
            ("tensor-shape", reshaped),
            ("tensor-frozen", tensors.frozen),
            ("tensor-dtype", [e for e in tensors.entries if e.dtype_differs]),
            ("tensor-values", differing),
        ]
    else:
        groups = [("array-missing", missing), ("array-shape", reshaped), ("array-values", differing)]
    for kind_id, entries in groups:
        if not entries:
            continue
        kind = knowledge.findings[kind_id]
        result.findings.append(
            {
                "id": kind_id,
                "severity": kind.severity,
                "title": f"{len(entries)} {kind.title}",
                "why": kind.why,
                "names": [e.name for e in entries],
            }
        )
    result.findings.sort(key=lambda f: -severity_rank(str(f["severity"])))
    return result
