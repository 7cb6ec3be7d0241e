"""Every case of the fault suite, and its split: the first generation's cases
(`cases.py`) were tuned on and are all `dev`; the others are split dev/test by a
hash of the case name, stratified by layout and health."""

from __future__ import annotations

import hashlib

from . import cases, frameworks, more_cases
from .cases import CaseSpec

SUITE: tuple[CaseSpec, ...] = cases.SUITE + more_cases.SUITE + frameworks.SUITE
TUNED_ON = frozenset(spec.name for spec in cases.SUITE)
SPLITS = ("dev", "test")
# Cases join the suite in batches; a batch's split never changes once it is out
# (the lead tunes on its dev part), so each batch is stratified on its own.
BATCH_OF: dict[str, int] = {
    **{spec.name: 2 for spec in more_cases.HEALTHY + more_cases.FAULTY + frameworks.SUITE},
    **{spec.name: 3 for spec in more_cases.HEALTHY_MORE + more_cases.FAULTY_MORE},
}


def _stratum(spec: CaseSpec) -> tuple[int, str, bool, bool]:
    return BATCH_OF[spec.name], spec.fmt, spec.runner is not None, spec.healthy


def _name_hash(name: str) -> str:
    return hashlib.sha256(name.encode()).hexdigest()


def _assign() -> dict[str, str]:
    """Within each stratum (batch, layout, real framework or not, healthy or not),
    cases in the order of their name's hash alternate dev, test, dev, ...: a split
    no one picks by hand, with both sides holding every stratum of two or more."""
    strata: dict[tuple[int, str, bool, bool], list[str]] = {}
    for spec in SUITE:
        if spec.name not in TUNED_ON:
            strata.setdefault(_stratum(spec), []).append(spec.name)
    assigned = {name: "dev" for name in TUNED_ON}
    for names in strata.values():
        for i, name in enumerate(sorted(names, key=_name_hash)):
            assigned[name] = SPLITS[i % 2]
    return assigned


SPLIT_OF = _assign()


def split_of(name: str) -> str:
    return SPLIT_OF[name]


def by_name(name: str) -> CaseSpec:
    for spec in SUITE:
        if spec.name == name:
            return spec
    raise KeyError(name)
