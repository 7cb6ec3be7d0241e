"""Structure-aware mutations of a run folder: raw bytes, TFRecord frames (re-checksummed so
the decoder behind the framing is reached), protobuf fields, CSV cells and line endings,
JSON trees and YAML documents. Every choice comes from one `random.Random`."""

from __future__ import annotations

import json
import random
import struct
from collections.abc import Callable
from typing import Any

from tests.fuzz.corpus import frame, varint

Files = dict[str, bytes]
# Values that have broken decoders before: lengths and counts past the data, int64 edges,
# a float-precision step, NaN/Inf, a 5,000-digit number, a lone surrogate, deep nesting.
INTERESTING_INTS = (0, 1, -1, 127, 128, 2**31 - 1, 2**31, 1_500_000_000, 2**53 + 1, 2**63 - 1, 2**64 - 1)
INTERESTING_FLOATS = (0.0, -0.0, 1e308, -1e308, 5e-324, float("nan"), float("inf"), float("-inf"))
HUGE_DIGITS = "9" * 5000
# int() takes it (under 4,300 digits), float() raises OverflowError: a number no double holds
BEYOND_DOUBLE = "9" * 400
CELLS = ("", "nan", "NaN", "inf", "-inf", "NA", "null", "1e999", HUGE_DIGITS, BEYOND_DOUBLE)
CELLS += ("x" * 140_000, "0x1F", "1,5")


# ---------------------------------------------------------------- bytes


def flip_bits(data: bytes, rng: random.Random) -> bytes:
    if not data:
        return bytes([rng.randrange(256)])
    out = bytearray(data)
    for _ in range(rng.randint(1, 8)):
        out[rng.randrange(len(out))] ^= 1 << rng.randrange(8)
    return bytes(out)


def truncate(data: bytes, rng: random.Random) -> bytes:
    # at every 1/50 of the file, as a crash mid-write leaves it
    return data[: len(data) * rng.randint(0, 49) // 50]


def insert_bytes(data: bytes, rng: random.Random) -> bytes:
    at = rng.randint(0, len(data))
    choice = rng.random()
    if choice < 0.4:
        extra = rng.randbytes(rng.randint(1, 64))
    elif choice < 0.7:
        start = rng.randint(0, len(data))
        extra = data[start : start + rng.randint(1, 512)]  # a duplicated stretch
    else:
        extra = varint(rng.choice(INTERESTING_INTS))
    return data[:at] + extra + data[at:]


def delete_range(data: bytes, rng: random.Random) -> bytes:
    if not data:
        return data
    start = rng.randrange(len(data))
    return data[:start] + data[start + rng.randint(1, 256) :]


BYTE_MUTATIONS: tuple[Callable[[bytes, random.Random], bytes], ...] = (
    flip_bits,
    truncate,
    insert_bytes,
    delete_range,
)


# ---------------------------------------------------------------- protobuf inside TFRecord frames


Field = tuple[int, int, Any]  # (number, wire type, value: int | bytes)


def parse_message(data: bytes) -> list[Field] | None:
    """Fields of a protobuf message, or None when the bytes are not one."""
    fields: list[Field] = []
    pos = 0
    try:
        while pos < len(data):
            key, pos = _read_varint(data, pos)
            number, wire = key >> 3, key & 7
            if number == 0:
                return None
            if wire == 0:
                value, pos = _read_varint(data, pos)
            elif wire == 1:
                value, pos = data[pos : pos + 8], pos + 8
            elif wire == 2:
                length, pos = _read_varint(data, pos)
                value, pos = data[pos : pos + length], pos + length
            elif wire == 5:
                value, pos = data[pos : pos + 4], pos + 4
            else:
                return None
            if pos > len(data):
                return None
            fields.append((number, wire, value))
    except IndexError:
        return None
    return fields


def _read_varint(data: bytes, pos: int) -> tuple[int, int]:
    result = shift = 0
    while True:
        byte = data[pos]
        pos += 1
        result |= (byte & 0x7F) << shift
        if not byte & 0x80:
            return result, pos
        shift += 7
        if shift > 63:
            raise IndexError("varint too long")


def encode_message(fields: list[Field]) -> bytes:
    out = bytearray()
    for number, wire, value in fields:
        out += varint(number << 3 | wire)
        if wire == 0:
            out += varint(value)
        elif wire == 2:
            out += varint(len(value)) + value
        else:
            out += value
    return bytes(out)


def _float32(value: float) -> bytes:
    try:
        return struct.pack("<f", value)
    except OverflowError:  # past float32: the infinity a float32 writer would store
        return struct.pack("<f", float("inf") if value > 0 else float("-inf"))


def mutate_message(data: bytes, rng: random.Random, depth: int = 0) -> bytes:
    """One field of the message (or of a message nested in it) changed, retyped, duplicated,
    dropped, or its length declared past the data."""
    fields = parse_message(data)
    if not fields:
        return flip_bits(data, rng)
    index = rng.randrange(len(fields))
    number, wire, value = fields[index]
    choice = rng.random()
    if wire == 2 and depth < 6 and choice < 0.45 and parse_message(value):
        fields[index] = (number, wire, mutate_message(value, rng, depth + 1))
    elif choice < 0.6:
        # the field given another wire type: a plugin name that is a number, a count that is bytes
        new_wire = rng.choice([0, 1, 2, 5])
        new_value: Any = {
            0: rng.choice(INTERESTING_INTS),
            1: struct.pack("<d", rng.choice(INTERESTING_FLOATS)),
            2: rng.randbytes(rng.randint(0, 16)),
            5: _float32(rng.choice(INTERESTING_FLOATS)),
        }[new_wire]
        fields[index] = (number, new_wire, new_value)
    elif choice < 0.75 and wire in (0, 1, 5):
        replacement: Any = (
            rng.choice(INTERESTING_INTS) & (2**64 - 1)
            if wire == 0
            else (
                struct.pack("<d", rng.choice(INTERESTING_FLOATS))
                if wire == 1
                else _float32(rng.choice(INTERESTING_FLOATS))
            )
        )
        fields[index] = (number, wire, replacement)
    elif choice < 0.85:
        fields.insert(index, fields[index])
    elif choice < 0.93:
        del fields[index]
    else:
        # a declared length past the end of the message: taken from the file, it must be checked
        encoded = encode_message(fields[:index])
        claimed = rng.choice((len(value) + 1, 2**31, 2**62)) if wire == 2 else 2**40
        tail = value if isinstance(value, bytes) else b""
        return encoded + varint(number << 3 | 2) + varint(claimed) + tail
    return encode_message(fields)


def split_frames(data: bytes) -> list[bytes] | None:
    """The payloads of a TFRecord file whose framing is intact, else None."""
    payloads: list[bytes] = []
    pos = 0
    while pos + 12 <= len(data):
        (length,) = struct.unpack_from("<Q", data, pos)
        end = pos + 12 + length + 4
        if end > len(data):
            return None
        payloads.append(data[pos + 12 : pos + 12 + length])
        pos = end
    return payloads if pos == len(data) and payloads else None


def mutate_tfrecord(data: bytes, rng: random.Random) -> bytes:
    """A few events' protobufs mutated, then framed again with valid checksums."""
    payloads = split_frames(data)
    if payloads is None:
        return rng.choice(BYTE_MUTATIONS)(data, rng)
    for _ in range(rng.randint(1, 3)):
        index = rng.randrange(len(payloads))
        choice = rng.random()
        if choice < 0.75:
            payloads[index] = mutate_message(payloads[index], rng)
        elif choice < 0.85:
            payloads.insert(index, payloads[index])
        elif len(payloads) > 1:
            del payloads[index]
    if rng.random() < 0.2:
        payloads = payloads[:1]  # the header alone: a run that crashed at start
    return b"".join(frame(p) for p in payloads)


# ---------------------------------------------------------------- text formats


def mutate_csv(data: bytes, rng: random.Random) -> bytes:
    text = data.decode("utf-8", errors="surrogateescape")
    lines = text.splitlines()
    if not lines:
        return flip_bits(data, rng)
    choice = rng.random()
    if choice < 0.45:
        row = rng.randrange(len(lines))
        cells = lines[row].split(",")
        cells[rng.randrange(len(cells))] = rng.choice(CELLS)
        lines[row] = ",".join(cells)
    elif choice < 0.55:
        return "\r".join(lines).encode("utf-8", errors="surrogateescape")  # CR-only line endings
    elif choice < 0.65:
        row = rng.randrange(len(lines))
        lines[row] = lines[row] + "," + rng.choice(CELLS)  # a ragged row
    elif choice < 0.72:
        lines[0] = ",".join(f"c{i}" for i in range(10_000))  # a very wide header
    elif choice < 0.8:
        lines = lines[:1]  # the header alone
    elif choice < 0.9:
        lines.insert(rng.randrange(len(lines) + 1), lines[0])  # a second header mid-file
    else:
        lines = [lines[0], *(lines[1:] * rng.randint(2, 4))]  # rewinding steps
    return ("\n".join(lines) + "\n").encode("utf-8", errors="surrogateescape")


def _wild_json_value(rng: random.Random) -> Any:
    choice = rng.random()
    if choice < 0.2:  # written as a bare 5,000- or 400-digit number after dumping
        return rng.choice((_HUGE_MARK, _BEYOND_MARK))
    if choice < 0.35:
        return rng.choice((_DEEP_MARK, _SHALLOW_MARK))  # nesting written as text after dumping
    if choice < 0.5:
        return rng.choice(INTERESTING_FLOATS)
    if choice < 0.6:
        return "\ud800 lone surrogate"
    if choice < 0.7:
        return rng.choice(INTERESTING_INTS)
    if choice < 0.8:
        return rng.choice([None, True, "", "<script>alert(1)</script>", [], {}])
    return rng.choice(CELLS)


def _mutate_tree(value: Any, rng: random.Random, depth: int = 0) -> Any:
    if isinstance(value, dict) and value and depth < 8:
        key = rng.choice(list(value))
        choice = rng.random()
        if choice < 0.5:
            value[key] = _mutate_tree(value[key], rng, depth + 1)
        elif choice < 0.65:
            value["\ud800" if rng.random() < 0.5 else f"{key}\u202e"] = value[key]
        elif choice < 0.8:
            del value[key]
        else:
            value[key] = _wild_json_value(rng)
        return value
    if isinstance(value, list) and value and depth < 8:
        index = rng.randrange(len(value))
        if rng.random() < 0.7:
            value[index] = _mutate_tree(value[index], rng, depth + 1)
        else:
            value.insert(index, value[index])
        return value
    return _wild_json_value(rng)


_HUGE_MARK = "@@huge-integer@@"
_BEYOND_MARK = "@@beyond-a-double@@"
_DEEP_MARK = "@@nested-100000@@"
_SHALLOW_MARK = "@@nested-50@@"


def _dump_json(value: Any) -> str:
    text = json.dumps(value)
    text = text.replace(
        json.dumps(_DEEP_MARK), '{"k": ' * 50_000 + "[" * 50_000 + "1" + "]" * 50_000 + "}" * 50_000
    )
    text = text.replace(json.dumps(_SHALLOW_MARK), "[" * 50 + "1" + "]" * 50)
    return text.replace(json.dumps(_HUGE_MARK), HUGE_DIGITS).replace(json.dumps(_BEYOND_MARK), BEYOND_DOUBLE)


def mutate_json(data: bytes, rng: random.Random) -> bytes:
    try:
        tree = json.loads(data)
    except (ValueError, RecursionError):
        return rng.choice(BYTE_MUTATIONS)(data, rng)
    text = _dump_json(_mutate_tree(tree, rng))
    if rng.random() < 0.2:
        text = text.replace("NaN", "nan").replace("Infinity", "1e999")
    return text.encode("utf-8", errors="surrogatepass")


def mutate_jsonl(data: bytes, rng: random.Random) -> bytes:
    lines = data.splitlines()
    if not lines:
        return flip_bits(data, rng)
    index = rng.randrange(len(lines))
    if rng.random() < 0.15:
        lines = lines[:1] if rng.random() < 0.5 else [b'{"pid": 100, "level": "INFO"}'] * 5
    else:
        lines[index] = mutate_json(lines[index], rng)
    return b"\n".join(lines) + b"\n"


YAML_BOMB = "a: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
    f"{chr(98 + i)}: &{chr(98 + i)} [{', '.join([f'*{chr(97 + i)}'] * 9)}]\n" for i in range(8)
)


def mutate_yaml(data: bytes, rng: random.Random) -> bytes:
    choice = rng.random()
    if choice < 0.25:
        return data + YAML_BOMB.encode()
    if choice < 0.4:
        return data + b"deep: " + b"[" * 5000 + b"]" * 5000 + b"\n"
    if choice < 0.55:  # too long for int(), or parsed (0x... of any length too) but beyond a double
        big = rng.choice((HUGE_DIGITS, BEYOND_DOUBLE, "0x" + "f" * 300, "-0b" + "1" * 1100))
        key = rng.choice(("big", "lr", "batch_size", "max_epochs"))
        return data + f"{key}: {big}\n".encode()
    if choice < 0.65:
        return data + b"obj: !!python/object/apply:os.system ['echo no']\n"
    if choice < 0.75:
        return data + "\ud800key: 1\n".encode("utf-8", errors="surrogatepass")
    return rng.choice(BYTE_MUTATIONS)(data, rng)


def mutate_param(data: bytes, rng: random.Random) -> bytes:
    """An MLflow param's text replaced by a hostile value (numbers no double holds, JSON-ish
    nesting, a lone surrogate), or its bytes changed."""
    if rng.random() < 0.6:
        return _dump_json(_wild_json_value(rng)).strip('"').encode("utf-8", errors="surrogatepass")
    return insert_bytes(data, rng)


def mutator_for(name: str) -> Callable[[bytes, random.Random], bytes]:
    """The structure-aware mutator for a file, by name (content decides which reader reads it,
    but the name says which structure the seed holds)."""
    if "tfevents" in name:
        return mutate_tfrecord
    if name.endswith(".csv"):
        return mutate_csv
    if name.endswith(".jsonl"):
        return mutate_jsonl
    if name.endswith(".json"):
        return mutate_json
    if name.endswith((".yaml", ".yml")):
        return mutate_yaml
    if "/params/" in name:
        return mutate_param
    if "/metrics/" in name or "/tags/" in name:
        return mutate_csv if "/metrics/" in name else insert_bytes
    return flip_bits


def mutate(files: Files, rng: random.Random) -> tuple[Files, str]:
    """A mutated copy of a run folder and a line saying what was done."""
    out = dict(files)
    name = rng.choice(sorted(out))
    structured = rng.random() < 0.7
    mutation = mutator_for(name) if structured else rng.choice(BYTE_MUTATIONS)
    out[name] = mutation(out[name], rng)
    if rng.random() < 0.2:  # a second, independent change elsewhere
        other = rng.choice(sorted(out))
        out[other] = rng.choice(BYTE_MUTATIONS)(out[other], rng)
    return out, f"{mutation.__name__} on {name}"
