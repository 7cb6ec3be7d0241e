"""Generate the fault suite's run directories (log, hparams, expected.json), and
pack a generated suite into tests/suite/data/ (what CI reads; it trains nothing).

    python -m tests.suite.generate OUT_DIR [--only NAME ...] [--summary] [--rewrite-from SUITE_DIR]
    python -m tests.suite.generate --pack OUT_DIR
    python -m tests.suite.generate            # the shipped suite's summary lines
"""

from __future__ import annotations

import argparse
import json
import math
import os
import shutil
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .cases import Built, CaseSpec

SUITE_DIR = Path(__file__).resolve().parent
# the modules whose code decides what the runs contain
GENERATOR_SOURCES = (
    "datasets.py",
    "models.py",
    "trainer.py",
    "writers.py",
    "cases.py",
    "more_cases.py",
    "frameworks.py",
    "catalogue.py",
    "generate.py",
)


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


LAYOUTS = {
    "jsonl": "jsonl",
    "tensorboard": "tensorboard",
    "csv": "keras-csv",
    "lightning-csv": "lightning-csv",
    "lightning-tb": "lightning-tensorboard",
    "hf-trainer": "hf-trainer-state",
}


def family_of(built: Built) -> str:
    if built.config.task == "regression":
        return "regression"
    return str(built.hparams.get("model", "mlp"))


def cadence_of(records: list[dict[str, Any]], fmt: str, every: int) -> str:
    """How often the log holds a train point and an evaluation, in words."""
    if fmt == "csv":
        return "per epoch"
    train = "every step" if every <= 1 else f"every {every} steps"
    evals = [int(r["step"]) for r in records if "val/loss" in r]
    epochs = [int(r["step"]) for r in records if "train/epoch_loss" in r]
    if not evals:
        return f"{train}, no eval"
    if evals == epochs[: len(evals)]:
        return f"{train}, eval per epoch"
    gap = evals[1] - evals[0] if len(evals) > 1 else evals[0] + 1
    return f"{train}, eval every {gap} steps"


def write_hparams(run_dir: Path, fmt: str, hparams: dict[str, Any]) -> None:
    """hparams where the layout's framework keeps them: Lightning's hparams.yaml, else hparams.json."""
    if fmt.startswith("lightning"):
        import yaml

        (run_dir / "hparams.yaml").write_text(yaml.safe_dump(hparams, sort_keys=True))
    else:
        (run_dir / "hparams.json").write_text(json.dumps(hparams, indent=2) + "\n")
    if fmt == "hf-trainer" and hparams.get("num_classes"):
        # the model config HF saves beside the state: where the class count lives
        classes = int(hparams["num_classes"])
        config = {
            "architectures": ["SuiteModel"],
            "id2label": {str(i): f"LABEL_{i}" for i in range(classes)},
            "label2id": {f"LABEL_{i}": i for i in range(classes)},
            "num_labels": classes,
        }
        (run_dir / "config.json").write_text(json.dumps(config, indent=2) + "\n")


def generate_case(
    spec: CaseSpec, out_dir: Path, split: str = "dev", records: list[dict[str, Any]] | None = None
) -> Path:
    """Train one case and write its run directory; returns the directory. With
    `records` (a former training's raw records) the logs are written from them
    instead, without training: the same bytes, as training is deterministic."""
    import torch

    from .trainer import train
    from .writers import train_points, write_log

    torch.set_num_threads(1)
    torch.manual_seed(spec.seed)
    torch.use_deterministic_algorithms(True)
    run_dir = out_dir / spec.name
    if run_dir.exists():
        shutil.rmtree(run_dir)
    run_dir.mkdir(parents=True)
    if spec.runner is not None:
        if records is not None:
            raise ValueError(f"{spec.name} is a real framework run: it cannot be rewritten from records")
        hparams = spec.runner(run_dir, spec.seed)
        records: list[dict[str, Any]] = hparams.pop("_records")
        family, dataset = spec.family, spec.dataset
    else:
        built = spec.build()
        if records is None:
            records = train(built.model, built.data, built.config, seed=spec.seed)
        hparams = hparams_of(built)
        write_log(records, run_dir, spec.fmt, spec.every, built.config.optimizer, built.config.batch_size)
        write_hparams(run_dir, spec.fmt, hparams)
        family, dataset = spec.family or family_of(built), spec.dataset or built.data.name
    expected = {
        "case": spec.name,
        "healthy": spec.healthy,
        "symptoms": list(spec.symptoms),
        "allowed": [a for a in spec.allowed if a not in spec.symptoms],
        "cause": spec.cause,
        "description": spec.description,
        "format": spec.fmt,
        "split": split,
        "family": family,
        "dataset": dataset,
        "layout": LAYOUTS.get(spec.fmt, spec.fmt),
        "cadence": cadence_of(records, spec.fmt, spec.every),
        # a real HF Trainer run's records are its logged entries already
        "points": train_points(
            records, spec.fmt, 1 if spec.runner and spec.fmt == "hf-trainer" else spec.every
        ),
    }
    if spec.runner is not None:
        expected["framework"] = hparams.pop("_framework", "")
    if spec.verdict is not None:
        expected["verdict"] = spec.verdict
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
    rewrite_from: Path | None = None,
) -> list[Path]:
    """Generate every case (or those named in `only`) into `out_dir`;
    `on_case(name)` is called after each case. With `rewrite_from` (a generated
    suite), the logs are rewritten from its raw records (`.records/`) instead of
    training, e.g. after a change to a writer."""
    from .catalogue import SUITE, split_of

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
        records = None
        if rewrite_from is not None:
            records = json.loads((rewrite_from / ".records" / f"{spec.name}.json").read_text())
        written.append(generate_case(spec, target, split_of(spec.name), records))
        if on_case is not None:
            on_case(spec.name)
    return written


def pack(suite_dir: Path) -> tuple[Path, int]:
    """Ship a generated suite: its case folders as a deterministic tests/suite/data/suite.tar.xz
    (sorted, fixed times and owners), the plain manifest of every expected.json, and the
    summary lines. Returns the archive and its size in bytes."""
    import io
    import lzma
    import tarfile

    from .loader import ARCHIVE, DATA_DIR, MANIFEST

    cases = sorted(p for p in suite_dir.iterdir() if (p / "expected.json").is_file())
    DATA_DIR.mkdir(parents=True, exist_ok=True)
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w", format=tarfile.PAX_FORMAT) as archive:
        for case in cases:
            for path in [case, *sorted(case.rglob("*"))]:
                info = tarfile.TarInfo(str(path.relative_to(suite_dir)))
                info.mtime, info.uid, info.gid, info.uname, info.gname = 1_700_000_000, 0, 0, "", ""
                if path.is_dir():
                    info.type, info.mode = tarfile.DIRTYPE, 0o755
                    archive.addfile(info)
                else:
                    data = path.read_bytes()
                    info.size, info.mode = len(data), 0o644
                    archive.addfile(info, io.BytesIO(data))
    compressed = lzma.compress(buffer.getvalue(), preset=9 | lzma.PRESET_EXTREME)
    tmp = ARCHIVE.with_suffix(".tmp")
    tmp.write_bytes(compressed)
    os.replace(tmp, ARCHIVE)
    manifest = [json.loads((c / "expected.json").read_text()) for c in cases]
    MANIFEST.write_text(json.dumps(manifest, indent=1) + "\n")
    records = suite_dir / ".records"
    lines = [summary_line(c) for c in cases if (records / f"{c.name}.json").is_file()]
    (DATA_DIR / "summary.txt").write_text("\n".join(lines) + "\n")
    return ARCHIVE, len(compressed)


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
    parts.extend(review_numbers(train, evals))
    parts.append(f"-> {expected['symptoms'] or expected.get('verdict') or 'healthy'} / {expected['cause']}")
    return "  ".join(parts)


def review_numbers(train: list[dict[str, Any]], evals: list[dict[str, Any]]) -> list[str]:
    """Numbers a reader checks a label against: the val loss's rise above its minimum,
    val over train at the end, the train loss's fall over the last fifth of the run,
    and how many logged gradient norms are not finite."""
    parts = []
    val = [float(r["val/loss"]) for r in evals if "val/loss" in r and math.isfinite(float(r["val/loss"]))]
    if val and min(val) > 0:
        parts.append(f"val-rise={(val[-1] - min(val)) / min(val):+.0%}")
    means = [float(r["train/epoch_loss"]) for r in evals if "train/epoch_loss" in r]
    if val and means and means[-1] > 0:
        parts.append(f"val/train={val[-1] / means[-1]:.2g}")
    losses = [float(r["train/loss"]) for r in train if math.isfinite(float(r["train/loss"]))]
    if len(losses) >= 10:
        fifth = max(1, len(losses) // 10)
        start, end = sum(losses[-2 * fifth - fifth : -2 * fifth]) / fifth, sum(losses[-fifth:]) / fifth
        if start > 0:
            parts.append(f"tail-fall={(start - end) / start:+.0%}")
    grads = [float(r["grad_norm"]) for r in train]
    parts.append(f"nonfinite-grads={sum(not math.isfinite(g) for g in grads)}")
    return parts


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.suite.generate", description=__doc__)
    parser.add_argument(
        "out_dir", nargs="?", help="where to write the runs (default: print the shipped summary)"
    )
    parser.add_argument("--only", nargs="*", default=(), help="case names to generate")
    parser.add_argument("--summary", action="store_true", help="print each case's key numbers")
    parser.add_argument("--pack", metavar="SUITE_DIR", help="ship a generated suite as tests/suite/data/")
    parser.add_argument(
        "--rewrite-from", metavar="SUITE_DIR", type=Path, help="write the logs from that suite's raw records"
    )
    args = parser.parse_args(argv)
    if args.pack:
        archive, size = pack(Path(args.pack))
        print(f"packed {args.pack} into {archive} ({size / 1e6:.1f} MB)")
        return 0
    if not args.out_dir:
        from .loader import DATA_DIR

        print((DATA_DIR / "summary.txt").read_text(encoding="utf-8"), end="")
        return 0
    paths = generate_suite(
        args.out_dir,
        args.only,
        on_case=lambda name: print(name, file=sys.stderr, flush=True),
        rewrite_from=args.rewrite_from,
    )
    if args.summary:
        for path in paths:
            print(summary_line(path))
    else:
        print(f"{len(paths)} runs in {args.out_dir}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
