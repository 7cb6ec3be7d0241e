"""Where two runs' curves part: align them (step, epoch or samples seen), build
the reference's noise band (trailing median +- robust spread, in log space for
positive losses), and find the first point where the run leaves it and stays out."""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from triage.errors import UsageError
from triage.model import Kind, Role, Run, Series

FloatArray = npt.NDArray[np.float64]
BoolArray = npt.NDArray[np.bool_]

ALIGNMENTS = ("step", "epoch", "samples")
# Kinds worth a divergence check; the lr is compared on its own (logged_lr_difference).
COMPARED_KINDS = (
    Kind.LOSS,
    Kind.METRIC,
    Kind.GRAD_NORM,
    Kind.UPDATE_RATIO,
    Kind.WEIGHT_STAT,
    Kind.ACTIVATION_STAT,
    Kind.INPUT_STAT,
    Kind.OTHER,
)
LOG_KINDS = (Kind.LOSS, Kind.GRAD_NORM, Kind.UPDATE_RATIO)
# Which series "left first" when two leave at the same point: losses before metrics, train before val.
_ROLE_ORDER = {Role.TRAIN: 0, Role.VAL: 1, Role.TEST: 2, Role.OTHER: 3}
_KIND_ORDER = {Kind.LOSS: 0, Kind.GRAD_NORM: 1, Kind.METRIC: 2}


@dataclass(frozen=True)
class Divergence:
    """One shared series: whether, where and by how much the run leaves the reference's band."""

    series: str
    reference_series: str
    role: str
    kind: str
    metric: str  # "log-ratio" or "difference": the space the band lives in
    points: int  # shared points compared
    first_step: int | None  # the run's step where it leaves the band and stays out
    first_x: float | None  # the same point on the alignment axis
    out_fraction: float  # of the shared points from first_x on, the fraction out of band
    end_ratio: float | None  # run / reference at the last shared point (smoothed)
    direction: str  # "higher", "lower" or ""
    worse: bool | None  # whether "direction" is the bad way for this series (None: no direction)
    band: float  # median half-width of the band (same space as `metric`)
    nonfinite_in_run: int  # shared points where the run is NaN/Inf and the reference finite
    start_fraction: float = 1.0  # where first_x sits in the shared range (0 = its start)

    @property
    def diverges(self) -> bool:
        return self.first_step is not None

    def to_dict(self) -> dict[str, Any]:
        def num(value: float | None, digits: int = 6) -> float | None:
            return None if value is None or not math.isfinite(value) else round(float(value), digits)

        return {
            "series": self.series,
            "reference_series": self.reference_series,
            "role": self.role,
            "kind": self.kind,
            "metric": self.metric,
            "points": self.points,
            "first_step": self.first_step,
            "first_x": num(self.first_x),
            "out_fraction": num(self.out_fraction, 4),
            "end_ratio": num(self.end_ratio),
            "direction": self.direction,
            "worse": self.worse,
            "band": num(self.band),
            "nonfinite_in_run": self.nonfinite_in_run,
            "start_fraction": num(self.start_fraction, 4),
        }


@dataclass(frozen=True)
class LrDifference:
    """The logged learning rates: where they first differ and by what factor."""

    series: str
    first_step: int
    ratio: float | None  # run / reference at that step


# ---------------------------------------------------------------- pairing and alignment


def pair_series(run: Run, reference: Run) -> list[tuple[Series, Series]]:
    """Shared series: same name first, then the one series of the same role and kind on each side."""
    pairs: list[tuple[Series, Series]] = []
    used_ref: set[str] = set()
    unmatched: list[Series] = []
    for series in run:
        if series.kind not in COMPARED_KINDS:
            continue
        other = reference.series.get(series.name)
        if other is not None and other.kind == series.kind:
            pairs.append((series, other))
            used_ref.add(other.name)
        else:
            unmatched.append(series)

    def label(s: Series) -> tuple[str, str, str, str, str]:
        return (s.role.value, s.kind.value, s.dataset, s.component, s.aggregation)

    ref_left = [s for s in reference if s.name not in used_ref and s.kind in COMPARED_KINDS]
    for series in unmatched:
        same = [s for s in ref_left if label(s) == label(series)]
        mine = [s for s in unmatched if label(s) == label(series)]
        if len(same) == 1 and len(mine) == 1:
            pairs.append((series, same[0]))
    return pairs


def axis(run: Run, series: Series, align: str, batch: float | None) -> FloatArray:
    """The series' points on the alignment axis (UsageError when the run cannot say)."""
    steps = series.step.astype(np.float64)
    if align == "step":
        return steps
    if align == "samples":
        if batch is None:
            raise UsageError(
                f"--align samples needs the batch size, and run {run.name!r} records none; "
                "add batch_size to its hparams or use --align step"
            )
        return steps * batch
    if align == "epoch":
        epochs = [s for s in run.select(kind=Kind.EPOCH) if len(s) >= 2]
        if epochs:
            e = epochs[0]
            order = np.argsort(e.step, kind="stable")
            return np.interp(steps, e.step[order].astype(np.float64), e.value[order])
        if any("the 'epoch' column" in note for note in run.notes):
            return steps  # the reader took the steps from an epoch column (Keras CSVLogger)
        per_epoch = run.hparams.get("steps_per_epoch")
        if isinstance(per_epoch, (int, float)) and not isinstance(per_epoch, bool) and per_epoch > 0:
            return steps / float(per_epoch)
        raise UsageError(
            f"--align epoch needs an epoch series or a steps_per_epoch hparam, and run {run.name!r} "
            "has neither; use --align step or --align samples"
        )
    raise UsageError(f"unknown alignment {align!r}; use one of {', '.join(ALIGNMENTS)}")


def _last_pass(x: FloatArray, y: FloatArray, steps: FloatArray) -> tuple[FloatArray, FloatArray, FloatArray]:
    """Sorted by x, keeping the last value written at each x (a resumed run rewinds)."""
    order = np.argsort(x, kind="stable")
    x, y, steps = x[order], y[order], steps[order]
    keep = np.ones(len(x), dtype=bool)
    keep[:-1] = x[1:] != x[:-1]
    return x[keep], y[keep], steps[keep]


def _on_grid(grid: FloatArray, x: FloatArray, y: FloatArray) -> FloatArray:
    """y at the grid points: exact where x has the point, else linear between finite
    neighbours; NaN/Inf carried over from the nearest original point."""
    out = np.full(len(grid), np.nan)
    finite = np.isfinite(y)
    if finite.sum() >= 1:
        out = np.interp(grid, x[finite], y[finite])
    nearest = np.clip(np.searchsorted(x, grid), 0, len(x) - 1)
    left = np.clip(nearest - 1, 0, len(x) - 1)
    closer_left = np.abs(x[left] - grid) < np.abs(x[nearest] - grid)
    nearest = np.where(closer_left, left, nearest)
    bad = ~np.isfinite(y[nearest])
    out[bad] = y[nearest][bad]
    return np.asarray(out, dtype=np.float64)


# ---------------------------------------------------------------- the band


# Rows of windows handled at once where the exact NaN-aware median is needed:
# bounds memory to about CHUNK x window x 8 bytes whatever the run's length.
CHUNK = 65_536


def trailing_median(values: FloatArray, window: int) -> FloatArray:
    """Median of each point and the window-1 before it (fewer at the start), NaNs
    ignored; causal, so a change at step s never moves the curve before s."""
    window = _odd(window, len(values))
    return _rolling_median(values, window, left=window - 1)


def centred_median(values: FloatArray, window: int) -> FloatArray:
    """Median of the window around each point (fewer at the ends), NaNs ignored."""
    window = _odd(window, len(values))
    return _rolling_median(values, window, left=window // 2)


def _odd(window: int, n: int) -> int:
    """The window clipped to the data and made odd (an even one loses a point):
    scipy's filter takes the middle rank, which is the median only for odd sizes."""
    window = max(1, min(window, n))
    return window if window % 2 else window - 1


def _rolling_median(values: FloatArray, window: int, left: int) -> FloatArray:
    """Median over [i - left, i - left + window - 1], clipped to the array. The bulk
    goes through scipy's C median filter; windows that are clipped or hold a NaN
    get numpy's exact nanmedian over what they hold."""
    n = len(values)
    if n == 0 or window <= 1:
        return values.astype(np.float64, copy=True)
    from scipy.ndimage import median_filter

    nan = np.isnan(values)
    # scipy centres a window of `window` on i - origin, reaching `window // 2` back at origin 0
    origin = left - window // 2
    filtered = median_filter(np.where(nan, 0.0, values), size=window, mode="nearest", origin=origin)
    out: FloatArray = np.asarray(filtered, dtype=np.float64)
    right = window - 1 - left
    exact = np.zeros(n, dtype=bool)
    exact[: min(left, n)] = True
    if right:
        exact[max(n - right, 0) :] = True
    if nan.any():
        # the windows holding a NaN, from a running count of NaNs
        seen = np.concatenate([[0], np.cumsum(nan, dtype=np.int64)])
        index = np.arange(n)
        exact |= seen[np.minimum(index - left + window, n)] - seen[np.maximum(index - left, 0)] > 0
    rows = np.flatnonzero(exact)
    if len(rows):
        padded = np.concatenate([np.full(left, np.nan), values, np.full(right, np.nan)])
        windows = np.lib.stride_tricks.sliding_window_view(padded, window)
        import warnings

        with warnings.catch_warnings():
            warnings.simplefilter("ignore", RuntimeWarning)  # an all-NaN window is NaN, said by the caller
            for begin in range(0, len(rows), CHUNK):
                part = rows[begin : begin + CHUNK]
                out[part] = np.nanmedian(windows[part], axis=1)
    return out


def noise_scale(values: FloatArray, window: int, noise_window: int) -> FloatArray:
    """Local robust standard deviation: 1.4826 x the rolling MAD of the residuals
    around a centred median (scale of a normal's sigma)."""
    residual = np.abs(values - centred_median(values, window))
    return 1.4826 * centred_median(residual, noise_window)


def compare_series(
    run_series: Series,
    ref_series: Series,
    run_x: FloatArray,
    ref_x: FloatArray,
    params: Mapping[str, float],
) -> Divergence | str:
    """The divergence of one shared series, or a note saying why it was not compared."""
    rx, ry, rsteps = _last_pass(run_x, run_series.value, run_series.step.astype(np.float64))
    fx, fy, _ = _last_pass(ref_x, ref_series.value, ref_series.step.astype(np.float64))
    ref_ok = np.isfinite(fy)
    fx, fy = fx[ref_ok], fy[ref_ok]
    if len(fx) == 0 or len(rx) == 0:
        return f"{run_series.name}: no finite reference points; not compared"
    lo, hi = max(rx[0], fx[0]), min(rx[-1], fx[-1])
    in_run = (rx >= lo) & (rx <= hi)
    in_ref = (fx >= lo) & (fx <= hi)
    minimum = int(params["min_shared_points"])
    if min(int(in_run.sum()), int(in_ref.sum())) < minimum:
        return f"{run_series.name}: fewer than {minimum} points in the range both runs cover; not compared"
    # the sparser side's points are the grid, so no series is compared at points it never logged
    grid = rx[in_run] if in_run.sum() < in_ref.sum() else fx[in_ref]
    a = _on_grid(grid, rx, ry)
    b = _on_grid(grid, fx, fy)
    run_steps = np.interp(grid, rx, rsteps)

    bad_run = ~np.isfinite(a)
    positive = bool(np.all(b > 0) and np.all(a[~bad_run] > 0))
    use_log = run_series.kind in LOG_KINDS and positive
    with np.errstate(all="ignore"):
        ta = np.log(a) if use_log else a.copy()
        tb = np.log(b) if use_log else b.copy()
    ta[bad_run] = np.nan

    n = len(grid)
    window = int(min(max(round(params["smooth_fraction"] * n), params["smooth_min"]), params["smooth_max"]))
    window = max(1, min(window, n))
    smooth_a = trailing_median(ta, window)
    smooth_b = trailing_median(tb, window)
    sigma = noise_scale(tb, window, max(window, int(window * params["noise_window_factor"])))
    scale = 1.0 if use_log else max(float(np.median(np.abs(b))), 1e-12)
    floor = params["relative_floor"] * scale
    half_width = np.maximum(params["band_sigmas"] * np.nan_to_num(sigma, nan=0.0), floor)
    delta = smooth_a - smooth_b
    out: BoolArray = bad_run | ~np.isfinite(delta) | (np.abs(np.nan_to_num(delta)) > half_width)

    need = max(int(params["min_out_points"]), math.ceil(params["min_out_fraction"] * n))
    start = _first_lasting_run(out, need, params["stay_out_fraction"])
    end_ratio = _end_ratio(a, b, smooth_a, smooth_b, use_log)
    direction, worse = "", None
    out_fraction = 0.0
    if start is not None:
        out_fraction = float(out[start:].mean())
        region = out[start:]
        broken = bad_run[start:][region]
        finite_tail = delta[start:][region & ~bad_run[start:] & np.isfinite(delta[start:])]
        if broken.mean() >= 0.5 or not len(finite_tail):
            direction = "non-finite"  # mostly NaN/Inf where the reference is finite
        else:
            direction = "higher" if float(np.median(finite_tail)) > 0 else "lower"
        if run_series.direction in ("min", "max") and direction in ("higher", "lower"):
            worse = (direction == "higher") == (run_series.direction == "min")
        elif direction == "non-finite":
            worse = True
    return Divergence(
        series=run_series.name,
        reference_series=ref_series.name,
        role=run_series.role.value,
        kind=run_series.kind.value,
        metric="log-ratio" if use_log else "difference",
        points=n,
        first_step=int(round(float(run_steps[start]))) if start is not None else None,
        first_x=float(grid[start]) if start is not None else None,
        out_fraction=out_fraction,
        end_ratio=end_ratio,
        direction=direction,
        worse=worse,
        band=float(np.median(half_width)),
        nonfinite_in_run=int(bad_run.sum()),
        start_fraction=(
            float((grid[start] - grid[0]) / (grid[-1] - grid[0]))
            if start is not None and grid[-1] > grid[0]
            else 1.0
        ),
    )


def _first_lasting_run(out: BoolArray, need: int, stay: float) -> int | None:
    """The first index starting `need` consecutive out-of-band points after which at
    least `stay` of all points stay out."""
    n = len(out)
    if n < need or not out.any():
        return None
    seen = np.concatenate([[0], np.cumsum(out, dtype=np.int64)])
    counts = seen[need:] - seen[:-need]  # out-of-band points in each run of `need` from index i
    starts = np.flatnonzero(counts == need)
    if len(starts) == 0:
        return None
    # out-of-band fraction from each index to the end
    suffix = np.cumsum(out[::-1].astype(np.float64))[::-1] / np.arange(n, 0, -1)
    lasting = starts[suffix[starts] >= stay]
    return int(lasting[0]) if len(lasting) else None


def _end_ratio(
    a: FloatArray, b: FloatArray, smooth_a: FloatArray, smooth_b: FloatArray, use_log: bool
) -> float | None:
    last_a, last_b = float(smooth_a[-1]), float(smooth_b[-1])
    if use_log:
        return math.exp(last_a - last_b) if math.isfinite(last_a - last_b) else None
    if not (math.isfinite(last_a) and math.isfinite(last_b)) or last_b == 0:
        return None
    return last_a / last_b


def first_diverging(divergences: list[Divergence]) -> Divergence | None:
    """The series that left the band first (ties: train before val, losses before metrics)."""
    left = [d for d in divergences if d.diverges and d.first_x is not None]
    if not left:
        return None
    return min(
        left,
        key=lambda d: (
            d.first_x,
            _ROLE_ORDER.get(Role(d.role), 9),
            _KIND_ORDER.get(Kind(d.kind), 9),
            d.series,
        ),
    )


def logged_lr_difference(run: Run, reference: Run, rtol: float) -> LrDifference | None:
    """Where the logged learning rates first differ, on the steps both logged."""
    mine = run.select(kind=Kind.LR)
    theirs = {s.name: s for s in reference.select(kind=Kind.LR)}
    for series in mine:
        other = theirs.get(series.name) or (next(iter(theirs.values())) if len(theirs) == 1 else None)
        if other is None:
            continue
        sx, sy, _ = _last_pass(series.step.astype(np.float64), series.value, series.step.astype(np.float64))
        ox, oy, _ = _last_pass(other.step.astype(np.float64), other.value, other.step.astype(np.float64))
        shared, i, j = np.intersect1d(sx, ox, return_indices=True)
        if len(shared) == 0:
            continue
        a, b = sy[i], oy[j]
        with np.errstate(all="ignore"):
            differ = ~np.isclose(a, b, rtol=rtol, atol=0.0, equal_nan=True)
        if differ.any():
            k = int(np.flatnonzero(differ)[0])
            ratio = float(a[k] / b[k]) if b[k] != 0 and np.isfinite(a[k] / b[k]) else None
            return LrDifference(series.name, int(shared[k]), ratio)
    return None
