"""Compares what a user can save to files: two checkpoints (parameters missing
on a side, shape/dtype/count differences, frozen vs trainable, max abs/rel
difference) and two .npy/.npz files or folders of them (allclose, first
differing index, summary statistics), as the accuracy-tuning guide checks a
model's graph and a data pipeline against the benchmark's."""

from __future__ import annotations

import math
import os
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from triage.errors import InputError

CHECKPOINT_SUFFIXES = (".pt", ".pth", ".ckpt", ".bin")
ARRAY_SUFFIXES = (".npy", ".npz")
MAX_ARRAY_FILES = 10_000
_BUFFER = re.compile(r"(running_mean|running_var|num_batches_tracked)$")


@dataclass(frozen=True)
class Stats:
    """Summary statistics of one array (finite values only)."""

    shape: tuple[int, ...]
    dtype: str
    count: int
    nonfinite: int
    min: float | None
    max: float | None
    mean: float | None
    std: float | None

    def to_dict(self) -> dict[str, Any]:
        return {
            "shape": list(self.shape),
            "dtype": self.dtype,
            "count": self.count,
            "nonfinite": self.nonfinite,
            "min": self.min,
            "max": self.max,
            "mean": self.mean,
            "std": self.std,
        }


@dataclass(frozen=True)
class TensorDiff:
    """One named array or parameter on either side, compared."""

    name: str
    status: str  # same | differs | only-in-run | only-in-reference | shape-differs | not-comparable
    run: Stats | None
    reference: Stats | None
    allclose: bool | None = None
    first_index: tuple[int, ...] | None = None
    mismatched: int = 0
    max_abs: float | None = None
    max_rel: float | None = None
    dtype_differs: bool = False
    trainable_run: bool | None = None
    trainable_reference: bool | None = None

    @property
    def frozen_differs(self) -> bool:
        return (
            self.trainable_run is not None
            and self.trainable_reference is not None
            and self.trainable_run != self.trainable_reference
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "status": self.status,
            "allclose": self.allclose,
            "first_index": list(self.first_index) if self.first_index is not None else None,
            "mismatched": self.mismatched,
            "max_abs": _num(self.max_abs),
            "max_rel": _num(self.max_rel),
            "dtype_differs": self.dtype_differs,
            "trainable": {"run": self.trainable_run, "reference": self.trainable_reference},
            "run": self.run.to_dict() if self.run else None,
            "reference": self.reference.to_dict() if self.reference else None,
        }


@dataclass
class TensorComparison:
    """Everything compared between two checkpoints or two sets of arrays."""

    mode: str  # "checkpoints" or "arrays"
    entries: list[TensorDiff] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    rtol: float = 1e-5
    atol: float = 1e-8
    elements: tuple[int, int] = (0, 0)  # total values on each side

    def with_status(self, *statuses: str) -> list[TensorDiff]:
        return [e for e in self.entries if e.status in statuses]

    @property
    def frozen(self) -> list[TensorDiff]:
        return [e for e in self.entries if e.frozen_differs]

    def summary(self) -> dict[str, int]:
        counts = {
            s: 0
            for s in (
                "same",
                "differs",
                "only-in-run",
                "only-in-reference",
                "shape-differs",
                "not-comparable",
            )
        }
        for entry in self.entries:
            counts[entry.status] = counts.get(entry.status, 0) + 1
        counts["frozen-differs"] = len(self.frozen)
        counts["dtype-differs"] = sum(e.dtype_differs for e in self.entries)
        counts["elements_run"], counts["elements_reference"] = self.elements
        return counts


def _num(value: float | None) -> float | None:
    if value is None or not math.isfinite(value):
        return None if value is None or math.isnan(value) else (1e308 if value > 0 else -1e308)
    return float(value)


def stats(array: npt.NDArray[Any]) -> Stats:
    """Shape, dtype, count, NaN/Inf and min/max/mean/std of the finite values."""
    count = int(array.size)
    if array.dtype.kind in "biufc":
        values = np.abs(array) if array.dtype.kind == "c" else array
        flat = np.asarray(values, dtype=np.float64).ravel()
        finite = flat[np.isfinite(flat)]
        nonfinite = count - int(finite.size)
        if finite.size:
            return Stats(
                tuple(array.shape),
                str(array.dtype),
                count,
                nonfinite,
                float(finite.min()),
                float(finite.max()),
                float(finite.mean()),
                float(finite.std()),
            )
        return Stats(tuple(array.shape), str(array.dtype), count, nonfinite, None, None, None, None)
    return Stats(tuple(array.shape), str(array.dtype), count, 0, None, None, None, None)


def compare_arrays(
    name: str,
    a: npt.NDArray[Any],
    b: npt.NDArray[Any],
    rtol: float,
    atol: float,
    trainable: tuple[bool | None, bool | None] = (None, None),
) -> TensorDiff:
    """allclose at (rtol, atol), the first differing index (C order), max abs and rel difference."""
    sa, sb = stats(a), stats(b)
    dtype_differs = a.dtype != b.dtype
    common = dict(
        run=sa,
        reference=sb,
        dtype_differs=dtype_differs,
        trainable_run=trainable[0],
        trainable_reference=trainable[1],
    )
    if a.shape != b.shape:
        return TensorDiff(name, "shape-differs", **common)  # type: ignore[arg-type]
    numeric = a.dtype.kind in "biufc" and b.dtype.kind in "biufc"
    if numeric:
        x = np.asarray(a, dtype=np.complex128 if "c" in (a.dtype.kind, b.dtype.kind) else np.float64)
        y = np.asarray(b, dtype=x.dtype)
        close = np.isclose(x, y, rtol=rtol, atol=atol, equal_nan=True)
        with np.errstate(all="ignore"):
            diff = np.abs(x - y)
            both = np.isfinite(diff)
            max_abs = float(diff[both].max()) if both.any() else None
            denominator = np.abs(y)
            rel_ok = both & (denominator > 0)
            max_rel = float((diff[rel_ok] / denominator[rel_ok]).max()) if rel_ok.any() else None
    else:
        try:
            close = np.asarray(a == b, dtype=bool).reshape(a.shape)
        except (TypeError, ValueError):
            return TensorDiff(name, "not-comparable", **common)  # type: ignore[arg-type]
        max_abs = max_rel = None
    mismatched = int(close.size - int(close.sum()))
    first = None
    if mismatched:
        flat_index = int(np.flatnonzero(~close.ravel())[0])
        first = tuple(int(i) for i in np.unravel_index(flat_index, close.shape)) if close.ndim else ()
    return TensorDiff(
        name,
        "same" if mismatched == 0 else "differs",
        allclose=mismatched == 0,
        first_index=first,
        mismatched=mismatched,
        max_abs=max_abs,
        max_rel=max_rel,
        **common,  # type: ignore[arg-type]
    )


def _compare_sets(
    mode: str,
    run: Mapping[str, npt.NDArray[Any]],
    reference: Mapping[str, npt.NDArray[Any]],
    rtol: float,
    atol: float,
    trainable: tuple[Mapping[str, bool | None], Mapping[str, bool | None]] = ({}, {}),
) -> TensorComparison:
    result = TensorComparison(mode, rtol=rtol, atol=atol)
    result.elements = (sum(int(v.size) for v in run.values()), sum(int(v.size) for v in reference.values()))
    for name in dict.fromkeys([*run, *reference]):
        flags = (trainable[0].get(name), trainable[1].get(name))
        if name not in reference:
            result.entries.append(
                TensorDiff(name, "only-in-run", stats(run[name]), None, trainable_run=flags[0])
            )
        elif name not in run:
            result.entries.append(
                TensorDiff(
                    name, "only-in-reference", None, stats(reference[name]), trainable_reference=flags[1]
                )
            )
        else:
            result.entries.append(compare_arrays(name, run[name], reference[name], rtol, atol, flags))
    return result


# ---------------------------------------------------------------- arrays on disk


def is_array_path(path: Path) -> bool:
    """A .npy/.npz file, or a folder holding at least one."""
    if path.is_file():
        return path.suffix.lower() in ARRAY_SUFFIXES
    if path.is_dir():
        return next(_array_files(path), None) is not None and not _holds_logs(path)
    return False


def _holds_logs(folder: Path) -> bool:
    for _root, _dirs, files in os.walk(folder):
        if any(f.endswith((".csv", ".jsonl", ".json", ".db")) or "tfevents" in f for f in files):
            return True
    return False


def _array_files(folder: Path) -> Iterator[Path]:
    for root, dirs, files in os.walk(folder):
        dirs.sort()
        for name in sorted(files):
            if name.lower().endswith(ARRAY_SUFFIXES):
                yield Path(root) / name


def load_arrays(path: Path) -> dict[str, npt.NDArray[Any]]:
    """name -> array for a .npy, a .npz (one entry a key) or a folder of them
    (names relative to it); never unpickles (allow_pickle=False)."""
    if path.is_dir():
        files = []
        for index, file in enumerate(_array_files(path)):
            if index >= MAX_ARRAY_FILES:
                raise InputError(
                    f"holds more than {MAX_ARRAY_FILES:,} .npy/.npz files; compare a sub-folder", str(path)
                )
            files.append(file)
        if not files:
            raise InputError("holds no .npy or .npz file", str(path))
        found: dict[str, npt.NDArray[Any]] = {}
        for file in files:
            for key, value in _load_file(file).items():
                rel = file.relative_to(path).as_posix()
                found[f"{rel}:{key}" if key else rel] = value
        return found
    return _load_file(path)


def _load_file(path: Path) -> dict[str, npt.NDArray[Any]]:
    if not path.is_file():
        raise InputError("no such file" if not path.exists() else "not a file", str(path))
    if path.stat().st_size == 0:
        raise InputError("empty file", str(path))
    try:
        loaded = np.load(path, allow_pickle=False)
    except ValueError as problem:
        if "pickle" in str(problem).lower():
            raise InputError(
                "holds pickled Python objects; triage loads arrays with allow_pickle=False: "
                "save numeric arrays",
                str(path),
            ) from None
        raise InputError(f"not a readable .npy/.npz file ({problem})", str(path)) from None
    except (OSError, EOFError) as problem:
        raise InputError(f"not a readable .npy/.npz file ({problem})", str(path)) from None
    if isinstance(loaded, np.ndarray):
        return {"": loaded}
    try:
        with loaded as archive:
            return {key: archive[key] for key in archive.files}
    except ValueError as problem:
        raise InputError(f"an entry cannot be read without unpickling ({problem})", str(path)) from None
    except (OSError, EOFError, KeyError) as problem:
        raise InputError(f"a corrupt .npz archive ({problem})", str(path)) from None


def compare_array_files(run: Path, reference: Path, rtol: float, atol: float) -> TensorComparison:
    """Two .npy/.npz files or folders of them, entry by entry."""
    a, b = load_arrays(run), load_arrays(reference)
    if run.is_file() and reference.is_file() and set(a) != set(b) and len(a) == len(b) == 1:
        # one array a file under different names: compare them as the same array
        b = {next(iter(a)): next(iter(b.values()))}
    result = _compare_sets("arrays", a, b, rtol, atol)
    for entry in result.entries:
        if entry.name == "":
            object.__setattr__(entry, "name", run.name)
    return result


# ---------------------------------------------------------------- checkpoints


def is_checkpoint_path(path: Path) -> bool:
    return path.is_file() and path.suffix.lower() in CHECKPOINT_SUFFIXES


def _is_tensor(value: Any) -> bool:
    return all(hasattr(value, a) for a in ("shape", "dtype", "detach", "numel"))


def _tensor_map(value: Any) -> bool:
    return (
        isinstance(value, Mapping)
        and bool(value)
        and all(isinstance(k, str) for k in value)
        and sum(_is_tensor(v) for v in value.values()) >= max(1, len(value) // 2)
    )


def _is_optimizer(value: Any) -> bool:
    return isinstance(value, Mapping) and "state" in value and "param_groups" in value


def _model_state(loaded: Mapping[str, Any]) -> dict[str, Any]:
    # the keys checkpoints keep a model's state under: one list, the checkpoint inspector's
    from triage.hooks.checkpoint import _MODEL_KEYS

    if _tensor_map(loaded):
        return {k: v for k, v in loaded.items() if _is_tensor(v)}
    for key in _MODEL_KEYS:
        if _tensor_map(loaded.get(key)):
            return {k: v for k, v in loaded[key].items() if _is_tensor(v)}
    return {}


def _optimizer_state(loaded: Mapping[str, Any]) -> Mapping[str, Any] | None:
    for value in loaded.values():
        items = value if isinstance(value, list) else [value]
        if items and _is_optimizer(items[0]):
            return items[0]  # type: ignore[no-any-return]
    return None


def _to_numpy(tensor: Any) -> npt.NDArray[Any]:
    value = tensor.detach().cpu()
    if str(value.dtype) == "torch.bfloat16":
        value = value.float()  # numpy has no bfloat16
    return np.asarray(value.numpy())


def trainable_flags(
    model: Mapping[str, Any], optimizer: Mapping[str, Any] | None
) -> tuple[dict[str, bool | None], str]:
    """Which parameters the optimizer trains, from its state (a weights-only
    checkpoint does not store requires_grad), and a note when it cannot be told."""
    params = [
        n
        for n, t in model.items()
        if not _BUFFER.search(n)
        and str(t.dtype).startswith(("torch.float", "torch.bfloat", "torch.half", "torch.double"))
    ]
    if optimizer is None:
        return {}, "no optimizer state: which parameters are frozen cannot be told from the weights alone"
    ids = [pid for group in optimizer.get("param_groups", []) for pid in group.get("params", [])]
    state = optimizer.get("state", {})
    if not isinstance(state, Mapping) or not state:
        return {}, "the optimizer keeps no per-parameter state (plain SGD?): frozen parameters cannot be told"

    def shape_of(pid: Any) -> tuple[int, ...] | None:
        entry = state.get(pid)
        if not isinstance(entry, Mapping):
            return None
        for value in entry.values():
            if _is_tensor(value) and len(value.shape) > 0:
                return tuple(int(s) for s in value.shape)
        return None

    flags: dict[str, bool | None] = {}
    if len(ids) == len(params):
        # the optimizer holds every parameter, in model order: no state means no gradient ever came
        for name, pid in zip(params, ids, strict=True):
            shape = shape_of(pid)
            if shape is not None and shape != tuple(int(s) for s in model[name].shape):
                return {}, "the optimizer's parameters do not line up with the model's: frozen cannot be told"
            flags[name] = pid in state
        return flags, ""
    if len(ids) < len(params) and all(shape_of(pid) is not None for pid in ids):
        # the optimizer was built over a subset (the trainable ones): match in order by shape
        j = 0
        for name in params:
            if j < len(ids) and shape_of(ids[j]) == tuple(int(s) for s in model[name].shape):
                flags[name] = True
                j += 1
            else:
                flags[name] = False
        if j == len(ids):
            return flags, ""
    return {}, (
        f"the optimizer holds {len(ids)} parameters and the model {len(params)}; "
        "they cannot be matched, so frozen parameters cannot be told"
    )


def compare_checkpoint_files(run: Path, reference: Path, rtol: float, atol: float) -> TensorComparison:
    """Two PyTorch checkpoints (loaded weights_only), parameter by parameter."""
    try:
        from triage.hooks.checkpoint import load_checkpoint
    except ImportError as missing:
        from triage.errors import UsageError

        raise UsageError(f"comparing checkpoints needs PyTorch ({missing}); pip install torch") from None
    sides = []
    notes: list[str] = []
    for label, path in (("run", run), ("reference", reference)):
        loaded = load_checkpoint(path)
        if _is_tensor(loaded):
            loaded = {"tensor": loaded}
        if not isinstance(loaded, Mapping):
            raise InputError(f"holds a {type(loaded).__name__}, not a mapping of states", str(path))
        model = _model_state(loaded)
        if not model:
            raise InputError("no model state (a mapping of parameter names to tensors) found", str(path))
        flags, note = trainable_flags(model, _optimizer_state(loaded))
        if note:
            notes.append(f"{label} ({path.name}): {note}")
        sides.append(({n: _to_numpy(t) for n, t in model.items()}, flags))
    result = _compare_sets("checkpoints", sides[0][0], sides[1][0], rtol, atol, (sides[0][1], sides[1][1]))
    result.notes.extend(notes)
    return result
