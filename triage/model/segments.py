"""Readings of a series that every stage shares: the run as it finally went when its
steps rewind (resumes and restarts), the steps per epoch an epoch counter says, and
whether a logged lr is still warming up at its end."""

from __future__ import annotations

import numpy as np

from triage.model.run import FloatArray, IntArray, Kind, Run, Series

# an epoch counter whose step / epoch ratios agree within 2% is step / steps per epoch
_PROPORTIONAL_COUNTER = 1.02

# A restarted attempt this much shorter than the longest one is a false start
# (a crash right after launch, a second run logged into the same folder).
_SHORT_ATTEMPT_SHARE = 0.25


def still_rising(lr_values: FloatArray) -> bool:
    """Whether a logged lr ends at its own peak (within 1%) and at least twice its first
    value: a warm-up still under way when the log ends."""
    last = float(lr_values[-1])
    return last >= 0.99 * float(np.max(lr_values)) and rose_to_its_peak(lr_values)


def rose_to_its_peak(lr_values: FloatArray) -> bool:
    """Whether a logged lr rose to its own peak within the log, to at least twice its first
    value: a warm-up seen under way, whether still rising when the log ends or followed by
    a decay. Its peak was logged, not missed (a decay the log only caught the tail of starts
    at its highest logged point)."""
    first = float(lr_values[0])
    return first > 0 and float(np.max(lr_values)) >= 2 * first


def peak_share_of_configured(lr_values: FloatArray, configured: float | None) -> float | None:
    """The logged lr's peak over the configured lr when the log rose to that peak
    (rose_to_its_peak: the schedule's peak is in the log, not missed), else None."""
    if configured is None or not configured > 0 or not rose_to_its_peak(lr_values):
        return None
    return float(np.max(lr_values)) / configured


def first_pass(series: Series) -> tuple[IntArray, FloatArray]:
    """The series up to its first rewind: the steps as first logged, before any resume
    or restart scored again what was already trained on."""
    end = series.restarts[0] if series.restarts else len(series.step)
    return series.step[:end], series.value[:end]


def last_segment(series: Series, notes: list[str] | None = None) -> tuple[IntArray, FloatArray]:
    """The run as it finally went when its steps rewind: a resume from a
    checkpoint (the steps go back to the middle) replaces what came after the
    checkpoint and continues; a restart from the beginning is a new attempt.
    The last attempt is judged, unless it is a false start far shorter than the
    longest attempt, which is judged instead."""
    if not series.restarts:
        return series.step, series.value
    bounds = [0, *series.restarts, len(series.step)]
    attempts: list[tuple[IntArray, FloatArray]] = []
    step, value = series.step[: bounds[1]], series.value[: bounds[1]]
    resumes = 0
    for start, end in zip(bounds[1:-1], bounds[2:], strict=True):
        piece_step, piece_value = series.step[start:end], series.value[start:end]
        rewind_to = int(piece_step[0])
        if rewind_to <= int(step[0]):
            attempts.append((step, value))
            step, value = piece_step, piece_value
        else:
            keep = step < rewind_to
            step = np.concatenate([step[keep], piece_step])
            value = np.concatenate([value[keep], piece_value])
            resumes += 1
    attempts.append((step, value))
    chosen = attempts[-1]
    longest = max(attempts, key=lambda attempt: len(attempt[0]))
    false_start = len(chosen[0]) < _SHORT_ATTEMPT_SHARE * len(longest[0])
    if false_start:
        chosen = longest
    if notes is not None:
        parts = []
        if resumes:
            parts.append(f"resumed {resumes} time(s) from an earlier step (the later pass replaces it)")
        if len(attempts) > 1:
            parts.append(f"restarted from its first step {len(attempts) - 1} time(s)")
        which = (
            f"judged the longest attempt (steps {int(chosen[0][0]):,}-{int(chosen[0][-1]):,}): the last one "
            f"holds only {len(attempts[-1][0])} point(s)"
            if false_start
            else f"judged the run as it finally went, steps {int(chosen[0][0]):,}-{int(chosen[0][-1]):,}"
        )
        message = f"{series.name} " + " and ".join(parts) + f"; {which}"
        if message not in notes:
            notes.append(message)
    return chosen


def steps_per_epoch_counted(run: Run) -> float | None:
    """Optimizer steps per epoch read off a logged epoch counter (the first that never goes
    down: Keras' epoch_<metric> tags are not counters):
    - one proportional to the step (HF's `epoch`, step / steps per epoch, fractional or,
      logged every few epochs, whole): the median ratio;
    - an integer counter that holds its value through the epoch (Lightning's): the median
      step distance between its changes (the slope from the first to the last row would
      count the last, partial epoch as whole);
    - else the slope from its first to its last row."""
    for counter in run.select(kind=Kind.EPOCH):
        step, epoch = last_segment(counter)
        finite = np.isfinite(epoch)
        step, epoch = step[finite].astype(np.float64), epoch[finite]
        if len(step) < 3 or epoch[-1] - epoch[0] <= 0 or np.any(np.diff(epoch) < 0):
            continue
        positive = (epoch > 0) & (step > 0)
        ratio = step[positive] / epoch[positive]
        if len(ratio) >= 2 and float(np.max(ratio)) <= _PROPORTIONAL_COUNTER * float(np.min(ratio)):
            return float(np.median(ratio))
        changes = np.flatnonzero(np.diff(epoch) > 0)
        if bool(np.all(epoch == np.round(epoch))) and len(changes) >= 2:
            return float(np.median(np.diff(step[changes + 1])))
        return float((step[-1] - step[0]) / (epoch[-1] - epoch[0]))
    return None
