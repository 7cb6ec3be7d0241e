"""Generate the fault suite's run directories (log, hparams.json, expected.json),
and cache them under tests/.cache/suite/<hash of the generator sources>/.

    python -m tests.suite.generate OUT_DIR [--only NAME ...] [--summary]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
import shutil
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .cases import Built, CaseSpec

SUITE_DIR = Path(__file__).resolve().parent
REPO = SUITE_DIR.parent.parent
CACHE_ROOT = REPO / "tests" / ".cache" / "suite"
# the modules whose code decides what the runs contain
GENERATOR_SOURCES = ("datasets.py", "models.py", "trainer.py", "writers.py", "cases.py", "generate.py")


def sources_hash() -> str:
    """A hash of what the generator modules do: their syntax trees, so that
    comments and formatting do not force a regeneration."""
    import ast

    digest = hashlib.sha256()
    for name in GENERATOR_SOURCES:
        digest.update(name.encode())
        tree = ast.parse((SUITE_DIR / name).read_text(encoding="utf-8"))
        digest.update(ast.dump(tree, annotate_fields=False).encode())
    import torch

    # a different torch may give different numbers from the same seeds
    digest.update(torch.__version__.encode())
    return digest.hexdigest()[:16]


def cache_dir() -> Path:
    return CACHE_ROOT / sources_hash()


def hparams_of(built: Built) -> dict[str, Any]:
    """Canonical hparams (CONTRIBUTING.md) that are true of this run."""
    from .models import count_parameters

    config, data = built.config, built.data
    steps_per_epoch = math.ceil(data.train_size / config.batch_size)
    hparams: dict[str, Any] = {
        "lr": config.lr,
        "optimizer": config.optimizer,
        "batch_size": config.batch_size,
        "train_size": data.train_size,
        "num_params": count_parameters(built.model),
        "epochs": config.epochs,
        "steps_per_epoch": steps_per_epoch,
        "schedule": "constant"
        if config.schedule == "constant" and not config.warmup_steps
        else config.schedule,
        "grad_clip": config.grad_clip or 0,
        "weight_decay": config.weight_decay,
        "task": config.task,
    }
    if data.num_classes:
        hparams["num_classes"] = data.num_classes
    if config.warmup_steps:
        hparams["warmup_steps"] = config.warmup_steps
    if config.optimizer in ("sgd", "rmsprop"):
        hparams["momentum"] = config.momentum
    for key, value in built.hparams.items():
        if key != "model":
            hparams[key] = value
    return hparams


def generate_case(spec: CaseSpec, out_dir: Path) -> Path:
    """Train one case and write its run directory; returns the directory."""
    import torch

    from .trainer import train
    from .writers import write_log

    torch.set_num_threads(1)
    torch.manual_seed(spec.seed)
    torch.use_deterministic_algorithms(True)
    built = spec.build()
    records = train(built.model, built.data, built.config, seed=spec.seed)
    run_dir = out_dir / spec.name
    if run_dir.exists():
        shutil.rmtree(run_dir)
    run_dir.mkdir(parents=True)
    write_log(records, run_dir, spec.fmt)
    (run_dir / "hparams.json").write_text(json.dumps(hparams_of(built), indent=2) + "\n")
    expected = {
        "case": spec.name,
        "healthy": spec.healthy,
        "symptoms": list(spec.symptoms),
        "allowed": [a for a in spec.allowed if a not in spec.symptoms],
        "cause": spec.cause,
        "description": spec.description,
        "format": spec.fmt,
    }
    (run_dir / "expected.json").write_text(json.dumps(expected, indent=2) + "\n")
    # the raw records, for the summary and for debugging, kept outside the run
    # directory so that no reader ever sees them
    (out_dir / ".records").mkdir(exist_ok=True)
    (out_dir / ".records" / f"{spec.name}.json").write_text(json.dumps(records))
    return run_dir


def generate_suite(
    out_dir: str | os.PathLike[str],
    only: Sequence[str] = (),
    on_case: Callable[[str], None] | None = None,
) -> list[Path]:
    """Generate every case (or those named in `only`) into `out_dir`;
    `on_case(name)` is called after each case."""
    from .cases import SUITE

    target = Path(out_dir)
    target.mkdir(parents=True, exist_ok=True)
    wanted = set(only)
    unknown = wanted - {spec.name for spec in SUITE}
    if unknown:
        raise KeyError(f"no such case: {', '.join(sorted(unknown))}")
    written = []
    for spec in SUITE:
        if wanted and spec.name not in wanted:
            continue
        written.append(generate_case(spec, target))
        if on_case is not None:
            on_case(spec.name)
    return written


# A generation lock not touched for this long belongs to a session that died
# (the generating session touches it after every case).
STALE_LOCK_SECONDS = 10 * 60
LOCK_POLL_SECONDS = 5.0


def ensure_cached() -> Path:
    """The cache directory for the current generator sources, generated if missing.

    One session generates while holding `<hash>.lock`; the others wait for it
    instead of training the same runs again. Generation goes to a temporary
    sibling that is renamed into place, so nobody sees a half-written suite."""
    final = cache_dir()
    if (final / ".complete").exists():
        return final
    CACHE_ROOT.mkdir(parents=True, exist_ok=True)
    lock = CACHE_ROOT / f"{final.name}.lock"
    while not _take_lock(lock):
        if (final / ".complete").exists():
            return final
        time.sleep(LOCK_POLL_SECONDS)
    try:
        if not (final / ".complete").exists():
            _generate_into(final, on_case=lambda _name: lock.touch())
    finally:
        lock.unlink(missing_ok=True)
    return final


def _take_lock(lock: Path) -> bool:
    """Create the lock file atomically; clear it when its holder went quiet."""
    try:
        fd = os.open(lock, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o644)
    except FileExistsError:
        try:
            idle = time.time() - lock.stat().st_mtime
        except FileNotFoundError:
            return False
        if idle > STALE_LOCK_SECONDS:
            lock.unlink(missing_ok=True)
        return False
    os.write(fd, f"{os.getpid()}\n".encode())
    os.close(fd)
    return True


def _generate_into(final: Path, on_case: Callable[[str], None] | None = None) -> None:
    staging = Path(tempfile.mkdtemp(prefix=final.name + ".tmp-", dir=CACHE_ROOT))
    staging.chmod(0o755)
    try:
        generate_suite(staging, on_case=on_case)
        (staging / ".complete").write_text("ok\n")
        try:
            os.rename(staging, final)
        except OSError:
            if not (final / ".complete").exists():
                raise
    finally:
        if staging.exists():
            shutil.rmtree(staging, ignore_errors=True)


def summary_line(run_dir: Path) -> str:
    """The numbers that show whether a case's curves carry its symptoms."""
    records = json.loads((run_dir.parent / ".records" / f"{run_dir.name}.json").read_text())
    expected = json.loads((run_dir / "expected.json").read_text())
    train = [r for r in records if "train/loss" in r]
    evals = [
        r
        for r in records
        if "epoch" in r and ("val/loss" in r or "train/epoch_loss" in r) and "train/loss" not in r
    ]

    def fmt(values: list[float]) -> str:
        return "/".join(f"{v:.3g}" for v in values)

    losses = [float(r["train/loss"]) for r in train]
    finite = [v for v in losses if math.isfinite(v)]
    grads = [float(r["grad_norm"]) for r in train]
    parts = [f"{run_dir.name:<38} steps={len(losses)} ep={len(evals)}"]
    if losses:
        parts.append(
            f"loss first/min/last={fmt([losses[0], min(finite) if finite else math.nan, losses[-1]])}"
        )
        parts.append(f"nonfinite={len(losses) - len(finite)}")
        parts.append(f"grad first/max/last={fmt([grads[0], max(grads), grads[-1]])}")
    for key in (
        "train/epoch_loss",
        "val/loss",
        "test/loss",
        "train/accuracy",
        "val/accuracy",
        "test/accuracy",
    ):
        series = [float(r[key]) for r in evals if key in r]
        if series:
            best = min(series) if "loss" in key else max(series)
            parts.append(f"{key} first/best/last={fmt([series[0], best, series[-1]])}")
    parts.append(f"-> {expected['symptoms'] or 'healthy'} / {expected['cause']}")
    return "  ".join(parts)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.suite.generate", description=__doc__)
    parser.add_argument("out_dir", nargs="?", help="where to write the runs (default: the cache)")
    parser.add_argument("--only", nargs="*", default=(), help="case names to generate")
    parser.add_argument("--summary", action="store_true", help="print each case's key numbers")
    args = parser.parse_args(argv)
    if args.out_dir:
        paths = generate_suite(args.out_dir, args.only)
    else:
        paths = sorted(p for p in ensure_cached().iterdir() if (p / "expected.json").is_file())
    if args.summary:
        for path in paths:
            print(summary_line(path))
    else:
        print(f"{len(paths)} runs in {paths[0].parent if paths else args.out_dir}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
