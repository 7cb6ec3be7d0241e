"""What a sweep says beyond its runs: which hyperparameters matter for the
objective (random-forest permutation importance with an interval over
repeated held-out folds, plus Spearman's rank correlation for the
one-dimensional effect; Spearman alone when scikit-learn is not installed),
and the failures grouped by their top cause with the single-hparam rule that
best separates them from the runs that did not fail."""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

# Fewer runs with a finite objective than this: no importance (a forest on a
# handful of points ranks noise).
MIN_RUNS_FOR_IMPORTANCE = 8
# The forest is fitted on at most this many runs (a fixed-seed sample beyond it):
# importance needs hundreds of runs, not 100,000, and the cost grows with them.
MAX_RUNS_FOR_IMPORTANCE = 2000
FOLDS = 5
REPEATS = 2
PERMUTATION_REPEATS = 3
TREES = 50
BOOTSTRAP = 200
SEED = 0
# A categorical hparam with more distinct values than this is an id, not a setting.
MAX_CATEGORIES = 24
INTERVAL = (5.0, 95.0)  # percentiles of the fold-wise (or bootstrap) importances

FAILING = "failing"
NOT_FAILING = ("healthy", "warning", "inconclusive")


@dataclass
class SweepTable:
    """The few columns the analysis needs, one entry a run (no curves)."""

    runs: list[str] = field(default_factory=list)
    verdicts: list[str] = field(default_factory=list)
    causes: list[str] = field(default_factory=list)
    objectives: list[float | None] = field(default_factory=list)
    hparams: list[dict[str, Any]] = field(default_factory=list)

    def add(self, record: Mapping[str, Any]) -> None:
        self.runs.append(str(record["run"]))
        self.verdicts.append(str(record["verdict"]))
        self.causes.append(str(record.get("top_cause") or ""))
        value = record.get("objective")
        finite = isinstance(value, (int, float)) and math.isfinite(value)
        self.objectives.append(float(value) if finite and value is not None else None)
        # only what can be a feature or a rule: scalars, short strings
        self.hparams.append({k: v for k, v in (record.get("hparams") or {}).items() if v is not None})

    @classmethod
    def of(cls, records: Iterable[Mapping[str, Any]]) -> SweepTable:
        table = cls()
        for record in records:
            table.add(record)
        return table


def importance_method() -> str:
    """The method `hparam_importance` will use here, in words (stated in the output)."""
    if _sklearn() is None:
        return (
            "Spearman rank correlation |rho| of each hparam with the objective, interval from "
            f"{BOOTSTRAP} bootstrap resamples (scikit-learn is not installed: "
            "pip install 'loss-triage[sweep]' for random-forest permutation importance)"
        )
    return (
        f"random-forest permutation importance (scikit-learn, {TREES} trees) for the rank of the objective: "
        f"mean drop in held-out R^2 when the hparam is shuffled, over {REPEATS}x{FOLDS}-fold "
        f"cross-validation; low/high are the {INTERVAL[0]:g}th/{INTERVAL[1]:g}th percentiles over the "
        "folds; spearman is the rank correlation with the objective (the one-dimensional effect)"
    )


def _sklearn() -> Any:
    try:
        import sklearn  # type: ignore[import-untyped]
    except ImportError:
        return None
    return sklearn


def _features(table: SweepTable, rows: Sequence[int]) -> tuple[list[str], Any]:
    """Columns of the hparams that vary over `rows`: numbers as they are,
    booleans 0/1, few-valued strings as category codes; missing values NaN."""
    import numpy as np

    names = sorted({k for i in rows for k in table.hparams[i]})
    columns: list[str] = []
    matrix: list[Any] = []
    for name in names:
        values = [table.hparams[i].get(name) for i in rows]
        present = [v for v in values if v is not None]
        if len(present) < len(rows) * 0.5:
            continue  # an hparam most runs lack says nothing about the sweep
        if all(isinstance(v, (bool, int, float)) for v in present):
            column = np.array([float(v) if v is not None else np.nan for v in values])
        else:
            categories = sorted({str(v) for v in present})
            if len(categories) > MAX_CATEGORIES:
                continue
            code = {c: float(i) for i, c in enumerate(categories)}
            column = np.array([code[str(v)] if v is not None else np.nan for v in values])
        finite = column[np.isfinite(column)]
        if len(finite) and finite.min() == finite.max():
            continue  # constant over the sweep: no effect can be measured
        columns.append(name)
        matrix.append(column)
    if not columns:
        return [], np.empty((len(rows), 0))
    return columns, np.column_stack(matrix)


def hparam_importance(table: SweepTable, *, goal: str = "min") -> list[dict[str, Any]]:
    """One entry per varying hparam, most important first: `importance` with its
    interval `low`/`high`, and `spearman` (rho of the hparam with the objective,
    sign as measured: negative means higher hparam, lower objective). Empty when
    fewer than MIN_RUNS_FOR_IMPORTANCE runs have a finite objective."""
    import numpy as np

    rows = [i for i, v in enumerate(table.objectives) if v is not None]
    if len(rows) < MIN_RUNS_FOR_IMPORTANCE:
        return []
    if len(rows) > MAX_RUNS_FOR_IMPORTANCE:
        sample = np.random.default_rng(SEED).choice(rows, MAX_RUNS_FOR_IMPORTANCE, replace=False)
        rows = sorted(int(i) for i in sample)
    names, matrix = _features(table, rows)
    if not names:
        return []
    target = np.array([table.objectives[i] for i in rows], dtype=float)
    ranks = _ranks(target if goal != "max" else -target)
    rhos = [_spearman(matrix[:, j], target) for j in range(len(names))]
    entries: list[dict[str, Any]] = []
    if _sklearn() is not None:
        means, lows, highs = _forest_importance(matrix, ranks)
    else:
        means, lows, highs = _spearman_importance(matrix, target)
    for j, name in enumerate(names):
        rho = rhos[j]
        entries.append(
            {
                "name": name,
                "importance": _round(means[j]),
                "low": _round(lows[j]),
                "high": _round(highs[j]),
                "spearman": None if rho is None else _round(rho),
            }
        )
    entries.sort(key=lambda e: (-float(e["importance"]), str(e["name"])))
    return entries


def _round(value: float) -> float:
    return round(float(value), 4)


def _ranks(values: Any) -> Any:
    """Average ranks scaled to [0, 1] (ties share their mean rank)."""
    import numpy as np

    order = np.argsort(values, kind="mergesort")
    ranks = np.empty(len(values), dtype=float)
    ranks[order] = np.arange(len(values), dtype=float)
    for value in np.unique(values):
        tied = values == value
        if tied.sum() > 1:
            ranks[tied] = ranks[tied].mean()
    return ranks / max(1, len(values) - 1)


def _spearman(column: Any, target: Any) -> float | None:
    import numpy as np

    keep = np.isfinite(column)
    if keep.sum() < 3:
        return None
    x, y = _ranks(column[keep]), _ranks(target[keep])
    if x.std() == 0 or y.std() == 0:
        return None
    return float(np.corrcoef(x, y)[0, 1])


def _forest_importance(matrix: Any, target: Any) -> tuple[list[float], list[float], list[float]]:
    import numpy as np
    from sklearn.ensemble import RandomForestRegressor  # type: ignore[import-untyped]
    from sklearn.inspection import permutation_importance  # type: ignore[import-untyped]
    from sklearn.model_selection import RepeatedKFold  # type: ignore[import-untyped]

    # the forest needs numbers: a missing hparam becomes a value below every real one
    finite = np.isfinite(matrix)
    floor = np.min(np.where(finite, matrix, np.inf), axis=0) - 1
    filled = np.where(finite, matrix, floor)
    folds = RepeatedKFold(n_splits=min(FOLDS, len(target)), n_repeats=REPEATS, random_state=SEED)
    scores: list[Any] = []
    for train, test in folds.split(filled):
        forest = RandomForestRegressor(n_estimators=TREES, min_samples_leaf=2, random_state=SEED, n_jobs=1)
        forest.fit(filled[train], target[train])
        result = permutation_importance(
            forest, filled[test], target[test], n_repeats=PERMUTATION_REPEATS, random_state=SEED, n_jobs=1
        )
        scores.append(result.importances_mean)
    stacked = np.vstack(scores)
    low, high = np.percentile(stacked, INTERVAL, axis=0)
    return stacked.mean(axis=0).tolist(), low.tolist(), high.tolist()


def _spearman_importance(matrix: Any, target: Any) -> tuple[list[float], list[float], list[float]]:
    import numpy as np

    draw = np.random.default_rng(SEED)
    means, lows, highs = [], [], []
    for j in range(matrix.shape[1]):
        rho = _spearman(matrix[:, j], target)
        samples = []
        for _ in range(BOOTSTRAP):
            pick = draw.integers(0, len(target), len(target))
            value = _spearman(matrix[pick, j], target[pick])
            samples.append(abs(value) if value is not None else 0.0)
        low, high = np.percentile(samples, INTERVAL)
        means.append(abs(rho) if rho is not None else 0.0)
        lows.append(float(low))
        highs.append(float(high))
    return means, lows, highs


# ----------------------------------------------------------------------------- failures


def failure_groups(table: SweepTable) -> list[dict[str, Any]]:
    """Failing runs grouped by top cause, largest group first, each with the
    single-hparam rule that best separates it from the runs that did not fail
    (or null when no hparam does); unreadable runs form a group of their own."""
    groups: dict[str, list[int]] = {}
    for i, verdict in enumerate(table.verdicts):
        if verdict == FAILING:
            groups.setdefault(table.causes[i] or "no-ranked-cause", []).append(i)
        elif verdict == "unreadable":
            groups.setdefault("unreadable", []).append(i)
    others = [i for i, verdict in enumerate(table.verdicts) if verdict in NOT_FAILING]
    out: list[dict[str, Any]] = []
    for cause, members in groups.items():
        rule = best_rule(table, members, others) if cause != "unreadable" else None
        out.append({"cause": cause, "runs": sorted(table.runs[i] for i in members), "hparam_rule": rule})
    out.sort(key=lambda g: (-len(g["runs"]), str(g["cause"])))
    return out


def best_rule(table: SweepTable, members: Sequence[int], others: Sequence[int]) -> dict[str, Any] | None:
    """The single-hparam condition (`h >= t`, `h <= t` or `h == v`) with the best
    coverage x purity, where coverage is the share of `members` it holds for
    and purity the share of the runs it holds for that are members. Ties go to
    the higher coverage, then the hparam's name. None when nothing covers at
    least half the members with purity above the members' base rate."""
    best: tuple[float, float, str, dict[str, Any]] | None = None
    names = sorted({k for i in members for k in table.hparams[i]})
    base = len(members) / max(1, len(members) + len(others))
    for name in names:
        inside = [table.hparams[i].get(name) for i in members]
        outside = [table.hparams[i].get(name) for i in others]
        for op, value in _candidates(inside):
            covered = sum(1 for v in inside if _holds(v, op, value))
            wrong = sum(1 for v in outside if _holds(v, op, value))
            coverage = covered / len(members)
            purity = covered / (covered + wrong) if covered + wrong else 0.0
            if coverage < 0.5 or purity <= base:
                continue
            score = (coverage * purity, coverage, name)
            if best is None or score[:2] > best[:2] or (score[:2] == best[:2] and name < best[2]):
                rule = {
                    "hparam": name,
                    "op": op,
                    "value": value,
                    "covers": covered,
                    "of": len(members),
                    "others_matching": wrong,
                    "others": len(others),
                    "purity": round(purity, 4),
                    "text": _rule_text(name, op, value, covered, len(members), wrong, len(others)),
                }
                best = (*score[:2], name, rule)
    return best[3] if best is not None else None


def _candidates(values: Sequence[Any]) -> list[tuple[str, Any]]:
    numbers = sorted({v for v in values if isinstance(v, (int, float)) and not isinstance(v, bool)})
    found: list[tuple[str, Any]] = [(">=", v) for v in numbers] + [("<=", v) for v in numbers]
    found += [("==", v) for v in sorted({v for v in values if isinstance(v, (str, bool))}, key=str)]
    return found


def _holds(value: Any, op: str, threshold: Any) -> bool:
    if value is None:
        return False
    if op == "==":
        return type(value) is type(threshold) and bool(value == threshold)
    if not isinstance(value, (int, float)) or isinstance(value, bool):
        return False
    return bool(value >= threshold) if op == ">=" else bool(value <= threshold)


def _rule_text(name: str, op: str, value: Any, covered: int, total: int, wrong: int, others: int) -> str:
    shown = f"{value:g}" if isinstance(value, float) else str(value)
    share = "all of them" if covered == total else f"{covered} of them"
    return f"{name} {op} {shown} in {share}; {wrong} of the {others} runs that did not fail have it"
