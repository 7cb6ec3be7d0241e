"""Inspects a PyTorch checkpoint without unpickling arbitrary objects (weights_only):
what it holds, what a faithful resume would miss, and which tensors are broken.

Findings (checkpoint-nonfinite-tensors, checkpoint-missing-rng-state, ...) go through
the same knowledge base and report as a run's: `diagnose_checkpoint(path)` builds a
Diagnosis around a series-free Run named after the file.
"""

from __future__ import annotations

import math
import os
import re
import stat
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import torch

from triage.errors import InputError

if TYPE_CHECKING:
    from triage.model import Diagnosis, Finding

GENERATORS = ("python", "numpy", "torch", "cuda")
# generators a resumed run needs to reproduce the uninterrupted one on any machine
REQUIRED_GENERATORS = ("python", "numpy", "torch")
_PROGRESS_KEY = re.compile(r"(^|_)(epoch|epochs|step|steps|global_step|iteration|iter|iters)$", re.IGNORECASE)
# The largest epoch or step counter taken as a count: int64, what torch and numpy counters hold.
MAX_COUNTER = 2**63 - 1
_NOT_WEIGHTS = re.compile(r"(running_mean|running_var|num_batches_tracked)$")
_MODEL_KEYS = (
    "state_dict",
    "model_state_dict",
    "model",
    "model_state",
    "net",
    "network",
    "module",
    "weights",
)


@dataclass(frozen=True)
class TensorCheck:
    """One floating-point tensor of the checkpoint, measured."""

    name: str
    section: str  # model, optimizer or other
    shape: tuple[int, ...]
    nonfinite: int
    all_zero: bool
    rms: float


@dataclass
class CheckpointInventory:
    """What a checkpoint file holds."""

    path: str
    size_bytes: int
    top_level: list[str] = field(default_factory=list)
    model_tensors: int = 0
    model_elements: int = 0
    has_optimizer: bool = False
    has_scheduler: bool = False
    epoch: int | None = None
    step: int | None = None
    rng: dict[str, bool] = field(default_factory=lambda: dict.fromkeys(GENERATORS, False))
    tensors: list[TensorCheck] = field(default_factory=list)
    progress_problems: list[str] = field(default_factory=list)

    @property
    def has_model(self) -> bool:
        return self.model_tensors > 0

    @property
    def has_progress(self) -> bool:
        return self.epoch is not None or self.step is not None

    def describe(self) -> list[str]:
        """One line per fact, for the text output and the diagnosis notes."""
        rng = ", ".join(f"{g} {'yes' if self.rng[g] else 'no'}" for g in GENERATORS)
        return [
            f"file: {self.path} ({self.size_bytes:,} bytes); "
            f"top-level keys: {', '.join(self.top_level) or '-'}",
            f"model state: {self.model_tensors:,} tensors, {self.model_elements:,} values"
            if self.has_model
            else "model state: none found",
            f"optimizer state: {'yes' if self.has_optimizer else 'no'}; "
            f"lr scheduler state: {'yes' if self.has_scheduler else 'no'}",
            f"progress: epoch {self.epoch if self.epoch is not None else '-'}, "
            f"step {self.step if self.step is not None else '-'}"
            + (f" ({'; '.join(self.progress_problems)})" if self.progress_problems else ""),
            f"random-generator states: {rng}",
        ]


# ---------------------------------------------------------------- loading


def _numpy_safe_globals() -> list[Any]:
    """The numpy callables needed to rebuild plain arrays (a saved NumPy RNG state holds one)."""
    try:
        import numpy as np
    except ImportError:  # pragma: no cover - numpy is a dependency
        return []
    found: list[Any] = [np.ndarray, np.dtype]
    for module_name in ("numpy._core.multiarray", "numpy.core.multiarray"):
        try:
            module = __import__(module_name, fromlist=["_reconstruct"])
        except ImportError:
            continue
        found.append(module._reconstruct)
        break
    found.extend(getattr(np.dtypes, name) for name in dir(np.dtypes) if name.endswith("DType"))
    return found


def load_checkpoint(path: str | os.PathLike[str]) -> Any:
    """torch.load with weights_only=True (tensors, containers, numbers, plain numpy arrays only)."""
    source = Path(path)
    try:
        # one stat, never is_file()/exists(): they raise PermissionError for a file inside
        # a folder that cannot be searched
        status = source.stat()
    except FileNotFoundError:
        raise InputError("no such file", str(source)) from None
    except OSError as problem:
        raise InputError(f"cannot be read ({problem.strerror or problem})", str(source)) from None
    if not stat.S_ISREG(status.st_mode):
        raise InputError("not a file", str(source))
    if status.st_size == 0:
        raise InputError("empty file", str(source))
    try:
        with torch.serialization.safe_globals(_numpy_safe_globals()):
            return torch.load(source, map_location="cpu", weights_only=True)
    except Exception as problem:  # noqa: BLE001 - torch raises many types for a bad file
        raise InputError(_load_failure(source, str(problem), type(problem).__name__), str(source)) from None


# The globals torch's weights-only unpickler names when it refuses one, across versions:
# "Unsupported global: GLOBAL argparse.Namespace", "unsupported GLOBAL posix.system whose ...".
_BLOCKED_GLOBAL = re.compile(r"(?:global: |unsupported )GLOBAL ([A-Za-z_]\w*(?:\.\w+)+)", re.IGNORECASE)
# torch's advice to load with weights_only=False: never repeated (it invites running the pickle)
_UNSAFE_ADVICE = re.compile(r"weights_only\W*(set to\W*)?`?False|Weights only load failed", re.IGNORECASE)


def _load_failure(source: Path, text: str, kind: str) -> str:
    """One line saying why the checkpoint was refused, naming any blocked global."""
    blocked = list(dict.fromkeys(_BLOCKED_GLOBAL.findall(text)))
    if not blocked and _UNSAFE_ADVICE.search(text):
        try:  # torch >= 2.5 lists them without unpickling anything
            blocked = [str(g) for g in torch.serialization.get_unsafe_globals_in_checkpoint(source)]
        except Exception:  # noqa: BLE001, S110 - a best-effort detail for the message
            pass
    if blocked:
        return (
            f"holds pickled Python objects ({', '.join(blocked[:5])}), which triage refuses to "
            "unpickle: loading them runs code from the file. Do NOT re-run torch.load with "
            "weights_only=False on a file you did not make; save state_dict()s (tensors, numbers, "
            "containers) instead"
        )
    unpickler = re.search(r"WeightsUnpickler error:\s*(.+)", text)
    lines = [line.strip() for line in text.strip().splitlines() if line.strip()]
    lines = [line for line in lines if not _UNSAFE_ADVICE.search(line)]
    first_line = unpickler.group(1).strip() if unpickler else (lines or [kind])[0]
    return f"not a readable PyTorch checkpoint ({first_line[:200]})"


# ---------------------------------------------------------------- what it holds


def _is_tensor_map(value: Any) -> bool:
    return (
        isinstance(value, Mapping)
        and bool(value)
        and all(isinstance(k, str) for k in value)
        and sum(isinstance(v, torch.Tensor) and _generator_of(str(k), v) is None for k, v in value.items())
        >= max(1, len(value) // 2)
    )


def _is_optimizer_state(value: Any) -> bool:
    return isinstance(value, Mapping) and "state" in value and "param_groups" in value


def _is_scheduler_state(value: Any) -> bool:
    return isinstance(value, Mapping) and ("last_epoch" in value or "_last_lr" in value)


def _tensors(value: Any, prefix: str) -> Iterator[tuple[str, Any]]:
    if isinstance(value, torch.Tensor):
        yield prefix, value
    elif isinstance(value, Mapping):
        for key, item in value.items():
            yield from _tensors(item, f"{prefix}.{key}" if prefix else str(key))
    elif isinstance(value, (list, tuple)):
        for index, item in enumerate(value):
            yield from _tensors(item, f"{prefix}.{index}" if prefix else str(index))


def _generator_of(key: str, value: Any) -> str | None:
    """Which random generator a saved state belongs to, from its key and shape."""
    name = key.lower()
    if "cuda" in name:
        return "cuda"
    if (
        "numpy" in name
        or name in ("np", "np_rng")
        or (isinstance(value, tuple) and value[:1] == ("MT19937",))
    ):
        return "numpy"
    if "python" in name or name in ("random", "py_rng"):
        return "python"
    if isinstance(value, torch.Tensor) and value.dtype == torch.uint8:
        return "torch" if any(w in name for w in ("torch", "cpu", "rng", "random")) else None
    return None


def _find_rng(value: Any, key: str, found: dict[str, bool], depth: int = 0) -> None:
    if depth > 4:
        return
    generator = _generator_of(key, value) if key else None
    if generator is not None:
        found[generator] = True
        return
    if isinstance(value, Mapping):
        for inner_key, item in value.items():
            inner = str(inner_key)
            # only look inside containers that are about randomness, or the top level
            if depth == 0 or any(w in key.lower() for w in ("rng", "random", "seed", "generator")):
                _find_rng(item, inner, found, depth + 1)
            elif any(w in inner.lower() for w in ("rng", "random")):
                _find_rng(item, inner, found, depth + 1)


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:  # an object already loaded, from a path gone or unreadable since
        return 0


def _not_a_count(value: float) -> str:
    """What is wrong with a progress counter ("" when nothing): NaN and infinities, and
    integers beyond int64 (no framework counts that far; math.isfinite and float() raise
    OverflowError on them, and str() a ValueError past 4,300 digits)."""
    if isinstance(value, int):
        return f"an integer of {value.bit_length():,} bits" if abs(value) > MAX_COUNTER else ""
    return "" if math.isfinite(value) else str(value)


def inspect_checkpoint(path: str | os.PathLike[str], obj: Any = None) -> CheckpointInventory:
    """Load `path` safely (or use `obj` already loaded) and list what it holds."""
    loaded = load_checkpoint(path) if obj is None else obj
    source = Path(path)
    inventory = CheckpointInventory(path=str(source), size_bytes=_size(source))
    if isinstance(loaded, torch.Tensor):
        loaded = {"tensor": loaded}
    if not isinstance(loaded, Mapping):
        raise InputError(f"holds a {type(loaded).__name__}, not a mapping of states", str(source))
    inventory.top_level = [str(k) for k in loaded][:30]

    model_sections: dict[str, Any] = {}
    if _is_tensor_map(loaded):
        model_sections[""] = loaded
    else:
        for key in _MODEL_KEYS:
            if _is_tensor_map(loaded.get(key)):
                model_sections[key] = loaded[key]
        if not model_sections:
            model_sections.update(
                {str(k): v for k, v in loaded.items() if _is_tensor_map(v) and "rng" not in str(k).lower()}
            )
    optimizer_keys: list[str] = []
    for key, value in loaded.items():
        items = value if isinstance(value, list) else [value]
        if items and all(_is_optimizer_state(v) for v in items):
            inventory.has_optimizer = True
            optimizer_keys.append(str(key))
        if items and all(_is_scheduler_state(v) for v in items):
            inventory.has_scheduler = True
        if isinstance(value, (int, float)) and not isinstance(value, bool) and _PROGRESS_KEY.search(str(key)):
            problem = _not_a_count(value)
            if problem:
                # a NaN, infinite or absurdly large counter is no progress to resume from: said, not used
                inventory.progress_problems.append(f"{key} is {problem}, not a count")
            elif "epoch" in str(key).lower():
                inventory.epoch = int(value)
            else:
                inventory.step = int(value)
    _find_rng(loaded, "", inventory.rng)

    for section_key, section in model_sections.items():
        for name, tensor in _tensors(section, section_key):
            inventory.model_tensors += 1
            inventory.model_elements += tensor.numel()
            _measure(inventory, name, tensor, "model")
    for key in optimizer_keys:
        for name, tensor in _tensors(loaded[key], key):
            _measure(inventory, name, tensor, "optimizer")
    return inventory


# Elements reduced at a time: a float64 copy of one chunk is 8 MB, whatever the tensor's size.
MEASURE_CHUNK = 1 << 20


def _measure(inventory: CheckpointInventory, name: str, tensor: Any, section: str) -> None:
    """Non-finite count, all-zero and RMS of one tensor, reduced chunk by chunk: a float64
    copy of a whole 200 MB tensor would take 400 MB more, and its temporaries as much again."""
    if not (tensor.is_floating_point() or tensor.is_complex()) or tensor.numel() == 0:
        return
    flat = tensor.detach().reshape(-1)  # a view when contiguous, else one copy in its own dtype
    nonfinite = 0
    nonzero = 0
    square_sum = 0.0
    finite_count = 0
    for start in range(0, flat.numel(), MEASURE_CHUNK):
        chunk = flat[start : start + MEASURE_CHUNK]
        values = chunk.abs().double() if chunk.is_complex() else chunk.double()
        finite = torch.isfinite(values)
        count = int(finite.sum())
        nonfinite += values.numel() - count
        clean = values[finite] if count != values.numel() else values
        finite_count += count
        nonzero += int(clean.count_nonzero())
        square_sum += float(clean.square().sum())
    rms = math.sqrt(square_sum / finite_count) if finite_count else math.nan
    all_zero = nonfinite == 0 and nonzero == 0
    inventory.tensors.append(TensorCheck(name, section, tuple(tensor.shape), nonfinite, all_zero, rms))


# ---------------------------------------------------------------- findings


def checkpoint_findings(
    inventory: CheckpointInventory, thresholds: Mapping[str, Mapping[str, Any]]
) -> list[Finding]:
    """The checkpoint's symptoms, judged with the knowledge base's thresholds."""
    from triage.model import Finding

    findings: list[Finding] = []
    broken = [t for t in inventory.tensors if t.nonfinite]
    if broken:
        findings.append(
            Finding(
                id="checkpoint-nonfinite-tensors",
                severity="critical",
                confidence=1.0,
                message=f"{len(broken)} saved tensor(s) hold NaN/Inf values, first '{broken[0].name}' "
                f"({broken[0].nonfinite:,} of its values, in the {broken[0].section} state).",
                measurements={
                    "tensors": len(broken),
                    "names": [t.name for t in broken[:10]],
                    "section": broken[0].section,
                },
            )
        )
    weights = [t for t in inventory.tensors if t.section == "model" and not _NOT_WEIGHTS.search(t.name)]
    zero_params = thresholds.get("checkpoint-zero-tensors", {})
    min_elements = int(zero_params.get("min_elements", 16))
    zero = [t for t in weights if t.all_zero and len(t.shape) >= 2 and math.prod(t.shape) >= min_elements]
    if zero:
        findings.append(
            Finding(
                id="checkpoint-zero-tensors",
                severity="medium",
                confidence=0.9,
                message=f"{len(zero)} weight matrix(es) are entirely zero, "
                f"first '{zero[0].name}' {list(zero[0].shape)}.",
                measurements={"tensors": len(zero), "names": [t.name for t in zero[:10]]},
            )
        )
    max_rms = float(thresholds.get("checkpoint-absurd-norms", {}).get("max_rms", math.inf))
    absurd = sorted((t for t in weights if math.isfinite(t.rms) and t.rms > max_rms), key=lambda t: -t.rms)
    if absurd:
        findings.append(
            Finding(
                id="checkpoint-absurd-norms",
                severity="high",
                confidence=0.85,
                message=f"{len(absurd)} weight tensor(s) have a root-mean-square value above {max_rms:g}; "
                f"largest '{absurd[0].name}' at {absurd[0].rms:.4g}.",
                measurements={
                    "tensors": len(absurd),
                    "names": [t.name for t in absurd[:10]],
                    "largest_rms": absurd[0].rms,
                    "threshold_rms": max_rms,
                },
            )
        )
    if inventory.has_model and not inventory.has_optimizer:
        findings.append(
            Finding(
                id="checkpoint-missing-optimizer-state",
                severity="medium" if inventory.has_progress else "low",
                confidence=0.9 if inventory.has_progress else 0.5,
                message="The checkpoint holds model weights but no optimizer state: resuming from it "
                "restarts momentum and adaptive moments"
                + (" although it records training progress." if inventory.has_progress else "."),
                measurements={"has_progress": inventory.has_progress},
            )
        )
    resumable = inventory.has_model and (inventory.has_optimizer or inventory.has_progress)
    missing = [g for g in REQUIRED_GENERATORS if not inventory.rng[g]]
    if resumable and missing:
        found = [g for g in GENERATORS if inventory.rng[g]]
        findings.append(
            Finding(
                id="checkpoint-missing-rng-state",
                severity="low",
                confidence=0.9,
                message=f"No saved state for the {', '.join(missing)} random generator(s): a run resumed "
                "from this checkpoint shuffles, drops out and augments differently: it does not reproduce.",
                measurements={"missing": missing, "found": found},
            )
        )
    if inventory.has_optimizer and not inventory.has_progress and not inventory.has_scheduler:
        findings.append(
            Finding(
                id="checkpoint-missing-progress",
                severity="low",
                confidence=0.8,
                message="No epoch, step or scheduler state is saved: a resumed run restarts its schedule.",
                measurements={"has_scheduler": inventory.has_scheduler},
            )
        )
    return findings


def diagnose_checkpoint(
    path: str | os.PathLike[str], kb_dirs: tuple[str | os.PathLike[str], ...] = ()
) -> tuple[CheckpointInventory, Diagnosis]:
    """Inspect `path` and run its findings through the knowledge base (a Run without series)."""
    from triage.kb import infer, load_knowledge_base
    from triage.model import Run, severity_rank

    inventory = inspect_checkpoint(path)
    kb = load_knowledge_base(kb_dirs)
    findings = checkpoint_findings(inventory, kb.thresholds_with({}))
    findings.sort(key=lambda f: (-severity_rank(f.severity), -f.confidence, f.id))
    hparams: dict[str, Any] = {"num_params": inventory.model_elements} if inventory.has_model else {}
    if inventory.epoch is not None:
        hparams["checkpoint_epoch"] = inventory.epoch
    if inventory.step is not None:
        hparams["checkpoint_step"] = inventory.step
    run = Run(name=Path(path).name, source=str(path), reader="checkpoint", hparams=hparams)
    return inventory, infer(run, findings, kb, notes=inventory.describe())
