"""The seed corpus: the demo runs written out in every format the readers know (so the
corpus exists without ../shared), plus the real public logs when they are present."""

from __future__ import annotations

import json
import struct
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from tests.readers.tb_writers import frame, masked_crc

__all__ = ["frame", "masked_crc", "seeds"]

REPO = Path(__file__).resolve().parents[2]
DEMO_RUNS = REPO / "triage" / "demo" / "runs"
REAL_LOGS = REPO.parent / "shared" / "real-logs"
# Seeds stay small so that one execution takes tens of milliseconds: a mutation of a
# 50-point log finds the same decoder paths as one of a 50,000-point log.
DEMO_POINTS = 40
MAX_REAL_SEED_BYTES = 256 * 1024
MAX_REAL_FILE_BYTES = 96 * 1024


@dataclass(frozen=True)
class Seed:
    """One run folder: relative path -> bytes."""

    name: str
    files: dict[str, bytes] = field(default_factory=dict)


# ---------------------------------------------------------------- writers for TFRecord / Event bytes


def varint(value: int) -> bytes:
    value &= (1 << 64) - 1
    out = bytearray()
    while True:
        low, value = value & 0x7F, value >> 7
        out.append(low | 0x80 if value else low)
        if not value:
            return bytes(out)


def length_field(number: int, payload: bytes) -> bytes:
    return varint(number << 3 | 2) + varint(len(payload)) + payload


def version_event(wall_time: float) -> bytes:
    return b"\x09" + struct.pack("<d", wall_time) + length_field(3, b"brain.Event:2")


def scalar_event(tag: str, step: int, value: float, wall_time: float) -> bytes:
    summary_value = length_field(1, tag.encode()) + b"\x15" + struct.pack("<f", value)
    head = b"\x09" + struct.pack("<d", wall_time) + b"\x10" + varint(step)
    return head + length_field(5, length_field(1, summary_value))


def tensor_scalar_event(tag: str, step: int, value: float, wall_time: float) -> bytes:
    """A TF2-style scalar: a DT_FLOAT TensorProto with plugin "scalars" metadata."""
    tensor = b"\x08\x01" + length_field(2, b"") + length_field(5, struct.pack("<f", value))  # DT_FLOAT
    metadata = length_field(1, length_field(1, b"scalars"))
    summary_value = length_field(1, tag.encode()) + length_field(9, metadata) + length_field(8, tensor)
    head = b"\x09" + struct.pack("<d", wall_time) + b"\x10" + varint(step)
    return head + length_field(5, length_field(1, summary_value))


def histogram_event(tag: str, step: int, values: list[float], wall_time: float) -> bytes:
    """A HistogramProto (min, max, num, sum, sum_squares, bucket_limit, bucket)."""
    low, high = min(values), max(values)
    body = b"\x09" + struct.pack("<d", low) + b"\x11" + struct.pack("<d", high)
    body += b"\x19" + struct.pack("<d", len(values)) + b"\x21" + struct.pack("<d", sum(values))
    body += b"\x29" + struct.pack("<d", sum(v * v for v in values))
    body += length_field(6, struct.pack("<2d", (low + high) / 2, high))
    body += length_field(7, struct.pack("<2d", len(values) / 2, len(values) / 2))
    summary_value = length_field(1, tag.encode()) + length_field(5, body)
    head = b"\x09" + struct.pack("<d", wall_time) + b"\x10" + varint(step)
    return head + length_field(5, length_field(1, summary_value))


# ---------------------------------------------------------------- the demo runs in every format


def _demo_rows(run_dir: Path) -> list[dict[str, float]]:
    rows = [json.loads(line) for line in (run_dir / "metrics.jsonl").read_text().splitlines() if line.strip()]
    stride = max(1, len(rows) // DEMO_POINTS)
    return rows[::stride][:DEMO_POINTS]


def _formats_of(name: str, rows: list[dict[str, float]], hparams: bytes) -> list[Seed]:
    keys = sorted({k for row in rows for k in row if k != "step"})
    jsonl = "".join(json.dumps(row) + "\n" for row in rows).encode()
    csv = ("step," + ",".join(keys) + "\n").encode()
    csv += "".join(
        f"{int(row['step'])}," + ",".join("" if k not in row else repr(row[k]) for k in keys) + "\n"
        for row in rows
    ).encode()
    history = [{"step": int(r["step"]), **{k: v for k, v in r.items() if k != "step"}} for r in rows]
    state = json.dumps({"global_step": int(rows[-1]["step"]), "log_history": history}, indent=1).encode()
    events = [version_event(1.7e9)]
    for row in rows:
        step, wall = int(row["step"]), 1.7e9 + float(row["step"])
        for index, key in enumerate(keys):
            if key not in row:
                continue
            write = tensor_scalar_event if index % 2 else scalar_event
            events.append(write(key, step, float(row[key]), wall))
    events.append(histogram_event("weights/layer1", int(rows[-1]["step"]), [0.1, -0.2, 0.3, 0.05], 1.7e9))
    event_bytes = b"".join(frame(e) for e in events)
    yaml_hparams = "".join(f"{k}: {json.dumps(v)}\n" for k, v in json.loads(hparams).items()).encode()
    run_id = "0123456789abcdef0123456789abcdef"
    mlflow: dict[str, bytes] = {
        f"mlruns/0/{run_id}/meta.yaml": f"run_id: {run_id}\nstatus: 3\nend_time: 1700000100000\n".encode(),
        f"mlruns/0/{run_id}/tags/mlflow.runName": name.encode(),
        f"mlruns/0/{run_id}/params/lr": b"0.001",
    }
    for key in keys:
        mlflow[f"mlruns/0/{run_id}/metrics/{key}"] = "".join(
            f"{1700000000000 + int(r['step'])} {r[key]!r} {int(r['step'])}\n" for r in rows if key in r
        ).encode()
    return [
        Seed(f"demo/{name}/jsonl", {"metrics.jsonl": jsonl, "hparams.json": hparams}),
        Seed(f"demo/{name}/csv", {"metrics.csv": csv, "hparams.yaml": yaml_hparams}),
        Seed(f"demo/{name}/hf", {"trainer_state.json": state}),
        Seed(f"demo/{name}/tensorboard", {"events.out.tfevents.1700000000.host": event_bytes}),
        Seed(f"demo/{name}/mlflow", mlflow),
        Seed(
            f"demo/{name}/csv+monitor",
            {"metrics.csv": csv, "triage/events.out.tfevents.1700000000.host.1.triage": event_bytes},
        ),
    ]


def _real_seeds() -> list[Seed]:
    if not REAL_LOGS.is_dir():
        return []
    seeds: list[Seed] = []
    for folder in sorted(p for p in REAL_LOGS.iterdir() if p.is_dir()):
        files: dict[str, bytes] = {}
        for path in sorted(p for p in folder.rglob("*") if p.is_file()):
            data = path.read_bytes()
            if len(data) > MAX_REAL_FILE_BYTES:
                continue  # too slow to mutate many times; the demo formats cover its reader
            files[path.relative_to(folder).as_posix()] = data
        if files and sum(len(d) for d in files.values()) <= MAX_REAL_SEED_BYTES:
            seeds.append(Seed(f"real/{folder.name}", files))
    return seeds


@cache
def seeds() -> tuple[Seed, ...]:
    """Every seed, demo formats first (stable order: a fixed seed gives the same inputs)."""
    found: list[Seed] = []
    for run_dir in sorted(p for p in DEMO_RUNS.iterdir() if (p / "metrics.jsonl").is_file()):
        hparams_path = run_dir / "hparams.json"
        hparams = hparams_path.read_bytes() if hparams_path.is_file() else b"{}"
        found.extend(_formats_of(run_dir.name, _demo_rows(run_dir), hparams))
    found.extend(_real_seeds())
    return tuple(found)
