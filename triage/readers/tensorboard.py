"""The TensorBoard reader: event files (all three scalar encodings, histograms,
the hparams plugin) of one run directory, merged into a Run.

A run directory holds event files directly, or in the subdirectories writers
add for one run: Keras `train/` + `validation/`, torch `add_scalars`
(`<main_tag>_<sub>/`) and `add_hparams` (`<timestamp>/`). Nothing under the
input path is ever written.
"""

from __future__ import annotations

import dataclasses
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from triage.errors import InputError
from triage.model import Histograms, Run, Series
from triage.readers import tb_proto
from triage.readers.huggingface import classes_from_model_config
from triage.readers.naming import Label, make_series
from triage.readers.tfrecord import Frames, first_record, frame_records

READER_NAME = "tensorboard"
KERAS_SPLITS = ("train", "validation")
# add_hparams names its subdirectory after time.time(), e.g. 1716735746.123456
_TIMESTAMP_DIR = re.compile(r"^\d{9,11}(\.\d+)?$")
_SCALAR_PLUGINS = ("", "scalars")
# the low n bytes of a little-endian word, n = 0..8
_BYTE_MASKS = np.array([(1 << (8 * n)) - 1 for n in range(9)], dtype=np.uint64)
_HASH_MULTIPLIERS = np.array(
    [0x9E3779B97F4A7C15, 0xC2B2AE3D27D4EB4F, 0x165667B19E3779F9, 0xD6E8FEB86659FD93], dtype=np.uint64
)


def is_event_file(path: Path) -> bool:
    """True when the file's first TFRecord frame is intact and its data decodes
    as an Event (the name is not looked at)."""
    if not path.is_file():
        return False
    record = first_record(path)
    return record is not None and tb_proto.is_event_message(record)


def find_tensorboard_runs(root: Path) -> list[Path]:
    """The run directories under `root`, sorted: every directory holding event
    files, with the subdirectories one run's writers add folded into it."""
    root = Path(root)
    if root.is_file():
        return [root] if is_event_file(root) else []
    event_dirs: set[Path] = set()
    for directory, subdirs, files in os.walk(root):
        subdirs.sort()
        here = Path(directory)
        if any(is_event_file(here / name) for name in sorted(files)):
            event_dirs.add(here)
    runs = {_run_dir_of(directory, root) for directory in event_dirs}
    return sorted(runs)


def _run_dir_of(directory: Path, root: Path) -> Path:
    """The run a directory of event files belongs to (itself unless it is one
    of the subdirectories a single run's writers create)."""
    if directory == root:
        return directory
    parent = directory.parent
    if directory.name in KERAS_SPLITS:
        return parent
    if _TIMESTAMP_DIR.match(directory.name):
        return parent
    if _add_scalars_name(directory) is not None:
        return parent
    return directory


def _add_scalars_name(directory: Path) -> str | None:
    """`<main_tag>/<sub>` when `directory` is an add_scalars subdirectory: its
    name is `<main_tag with / as _>_<sub>` and its events carry `<main_tag>`."""
    for path in sorted(directory.iterdir()):
        if not path.is_file() or not is_event_file(path):
            continue
        tag = _first_tag(path)
        if tag is None:
            continue
        prefix = tag.replace("/", "_") + "_"
        if directory.name.startswith(prefix) and len(directory.name) > len(prefix):
            return f"{tag}/{directory.name[len(prefix) :]}"
        return None
    return None


def _first_tag(path: Path, max_records: int = 8) -> str | None:
    """The first summary tag in an event file (reads only its first few records)."""
    try:
        with path.open("rb") as handle:
            head = handle.read(1 << 16)
    except OSError:
        return None
    frames = frame_records(head)
    buf = np.frombuffer(head, dtype=np.uint8)
    count = min(len(frames), max_records)
    if not count:
        return None
    batch = tb_proto.decode_events(buf, frames.starts[:count], frames.ends[:count])
    if not len(batch.event):
        return None
    return bytes(head[int(batch.tag_start[0]) : int(batch.tag_end[0])]).decode("utf-8", "replace")


# -- reading one run ---------------------------------------------------------


@dataclass
class _Source:
    """One event file and the prefix its series names get."""

    path: Path
    prefix: str = ""  # "validation/" for Keras' split subdirectories
    rename: dict[str, str] = field(default_factory=dict)  # add_scalars: "Loss" -> "Loss/train"


@dataclass
class _TagData:
    steps: list[npt.NDArray[np.int64]] = field(default_factory=list)
    values: list[npt.NDArray[np.float64]] = field(default_factory=list)
    walls: list[npt.NDArray[np.float64]] = field(default_factory=list)
    files: set[int] = field(default_factory=set)


@dataclass
class _HistogramData:
    steps: list[int] = field(default_factory=list)
    walls: list[float] = field(default_factory=list)
    summaries: list[tb_proto.HistogramSummary] = field(default_factory=list)


@dataclass
class _RunAccumulator:
    scalars: dict[str, _TagData] = field(default_factory=dict)
    histograms: dict[str, _HistogramData] = field(default_factory=dict)
    hparams: dict[str, Any] = field(default_factory=dict)
    skipped: dict[str, str] = field(default_factory=dict)  # tag -> what it held
    # tag -> plugin, across the run's files: TF writes a tag's metadata once,
    # so a later (rotated) file may carry none
    plugins: dict[str, str] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)


def read_tensorboard(path: Path, mapping: Mapping[str, Label] | None = None) -> Run:
    """Read a run directory (or one event file) into a Run named after it."""
    path = Path(path)
    if not path.exists():
        raise InputError("no such file or directory", str(path))
    accumulator = _RunAccumulator()
    if path.is_file():
        sources = [_Source(path)]
    else:
        sources, rejected = _sources_of(path)
        if not sources and rejected:
            _decode_event_file(_Source(rejected[0]), accumulator)  # raises the file's own error
        if not sources:
            raise InputError("no TensorBoard event files here", str(path))
        for bad in rejected:
            accumulator.notes.append(f"{bad.name}: skipped, {_why_not_event_file(bad)}")
    run_dir = path.parent if path.is_file() else path
    name = run_dir.name or str(run_dir)
    # the training monitor's files beside the logger's are a supplement, not more of
    # the same series: both write e.g. train/loss, and joining them would give two
    # points a step. They are read apart and merged (the logger wins a clash).
    monitor = [s for s in sources if MONITOR_FILE.match(s.path.name)]
    own = [s for s in sources if not MONITOR_FILE.match(s.path.name)]
    if not (own and monitor):
        _read_sources(sources, accumulator)
        _hparams_beside(run_dir, accumulator)
        return _run_of(accumulator, name, str(path), mapping)
    try:
        _read_sources(own, accumulator)
    except InputError as error:
        # the logger's files are unreadable but the monitor's are not: the run is what it recorded
        accumulator.notes.append(f"skipped {error}")
        _read_sources(monitor, accumulator)
        _hparams_beside(run_dir, accumulator)
        return _run_of(accumulator, name, str(path), mapping)
    _hparams_beside(run_dir, accumulator)
    run = _run_of(accumulator, name, str(path), mapping)
    extra = _RunAccumulator(plugins=dict(accumulator.plugins))
    try:
        _read_sources(monitor, extra)
    except InputError as error:
        run.notes.append(f"the training monitor's event file(s) could not be merged: {error}")
        return run
    _merge_monitor(run, _run_of(extra, name, str(path), mapping), [s.path.name for s in monitor])
    return run


# The training monitor's event files (triage.hooks.event_writer): `*.triage`
MONITOR_FILE = re.compile(r"^events\.out\.tfevents\..*\.triage$")


def _read_sources(sources: list[_Source], accumulator: _RunAccumulator) -> None:
    """Read event files into the accumulator; one bad file among several is a note,
    all of them bad (or the only one) raise the first file's InputError."""
    failures: list[InputError] = []
    for index, source in enumerate(sources):
        try:
            _read_event_file(source, index, accumulator)
        except InputError as error:
            # one bad file among several: the others still make the run
            if len(sources) == 1:
                raise
            failures.append(error)
            accumulator.notes.append(f"skipped {error}")
    if failures and len(failures) == len(sources):
        raise failures[0]


def _merge_monitor(run: Run, extra: Run, files: list[str]) -> None:
    """Add the training monitor's series, histograms and hparams to the logger's
    run; the logger's own series win a name clash (they are the run's record of itself)."""
    clashes = sorted(name for name in extra.series if name in run.series)
    for series in extra.series.values():
        if series.name not in run.series:
            run.add(series)
    for histogram_name, histograms in extra.histograms.items():
        run.histograms.setdefault(histogram_name, histograms)
    for key, value in extra.hparams.items():
        run.hparams.setdefault(key, value)
    note = (
        f"merged the training monitor's event file(s) {', '.join(sorted(files))}: "
        f"{len(extra.series) - len(clashes)} series, {len(extra.histograms)} histogram tag(s)"
    )
    if clashes:
        more = f" and {len(clashes) - 5} more" if len(clashes) > 5 else ""
        note += f"; kept the logger's own {', '.join(clashes[:5])}{more} over the monitor's"
    run.notes.append(note)
    run.notes.extend(n for n in extra.notes if n not in run.notes)


def _run_of(accumulator: _RunAccumulator, name: str, source: str, mapping: Mapping[str, Label] | None) -> Run:
    """The Run holding what was read into the accumulator."""
    run = Run(name=name, source=source, reader=READER_NAME)
    run.hparams = accumulator.hparams
    for series_name in sorted(accumulator.scalars):
        run.add(_series_of(series_name, accumulator.scalars[series_name], mapping, accumulator.notes))
    for histogram_name in sorted(accumulator.histograms):
        run.histograms[histogram_name] = _histograms_of(
            histogram_name, accumulator.histograms[histogram_name]
        )
    if accumulator.skipped:
        kinds = sorted(set(accumulator.skipped.values()))
        shown = ", ".join(sorted(accumulator.skipped)[:5])
        more = f" and {len(accumulator.skipped) - 5} more" if len(accumulator.skipped) > 5 else ""
        accumulator.notes.append(
            f"skipped {len(accumulator.skipped)} non-scalar tag(s) ({', '.join(kinds)}): {shown}{more}"
        )
    run.notes.extend(accumulator.notes)
    return run


def read_event_bytes(
    data: bytes, *, name: str, source: str, mapping: Mapping[str, Label] | None = None
) -> tuple[Run, int]:
    """Decode the whole records at the start of `data` into a Run, for a reader
    that follows a growing event file (`triage watch`).

    `data` must begin at a record boundary (the start of the file, or where
    the previous call stopped); it need not begin with the file_version
    header. Returns the Run holding the scalar series, histograms, hparams and
    notes of those records (named `name`, from `source`), and the number of
    bytes consumed: the end of the last whole record. A half-written last
    record is neither an error nor a note: it is not consumed, so the caller
    keeps `data[consumed:]` and prepends it to the bytes it reads next.
    Records whose data checksum fails are consumed and noted; at a corrupt
    record header (after which the framing cannot be trusted) consumption
    stops at that header, with a note, and feeding the same bytes again gives
    the same answer. Nothing here raises on bad bytes."""
    frames = frame_records(data)
    if frames.corrupt_header_at is not None:
        consumed = frames.corrupt_header_at
    elif frames.truncated_at is not None:
        consumed = frames.truncated_at
    else:
        consumed = len(data)
    accumulator = _RunAccumulator()
    _note_framing(name, len(data), dataclasses.replace(frames, truncated_at=None), accumulator.notes)
    label = _Source(Path(name))
    decoded = _decode_frames(data, frames, label, accumulator)
    if decoded.malformed:
        accumulator.notes.append(
            f"{name}: skipped {decoded.malformed} record(s) that are not well-formed events"
        )
    _group_points(decoded.points, label, 0, accumulator)
    run = _run_of(accumulator, name, source, mapping)
    return run, consumed


def _sources_of(run_dir: Path) -> tuple[list[_Source], list[Path]]:
    """The event files of a run directory and of the subdirectories folded into
    it, and the files named like event files that are not (empty, damaged)."""
    files, rejected = _event_files(run_dir)
    sources = [_Source(p) for p in files]
    for sub in sorted(p for p in run_dir.iterdir() if p.is_dir()):
        files, rejected_here = _event_files(sub)
        if not files:
            continue
        rejected.extend(rejected_here)
        if sub.name in KERAS_SPLITS:
            sources.extend(_Source(p, prefix=f"{sub.name}/") for p in files)
        elif _TIMESTAMP_DIR.match(sub.name):
            sources.extend(_Source(p) for p in files)
        else:
            combined = _add_scalars_name(sub)
            if combined is not None:
                main_tag = combined.rsplit("/", 1)[0]
                sources.extend(_Source(p, rename={main_tag: combined}) for p in files)
    # files in the order they were started: resumed runs then read in time order
    return sorted(sources, key=lambda s: (_first_wall_time(s.path), str(s.path))), rejected


def _event_files(directory: Path) -> tuple[list[Path], list[Path]]:
    """(event files, files named like event files that are not) directly in `directory`."""
    found: list[Path] = []
    rejected: list[Path] = []
    for path in sorted(p for p in directory.iterdir() if p.is_file()):
        if is_event_file(path):
            found.append(path)
        elif "tfevents" in path.name:
            rejected.append(path)
    return found, rejected


def _why_not_event_file(path: Path) -> str:
    try:
        size = path.stat().st_size
    except OSError as error:
        return f"cannot be read ({error.strerror or error})"
    if size == 0:
        return "empty file"
    if size < 16:
        return f"only {size} bytes, no complete record"
    return "not a TensorBoard event file (its first record is damaged or incomplete)"


def _first_wall_time(path: Path) -> float:
    record = first_record(path)
    if record is None:
        return float("inf")
    for number, wire, value in tb_proto.iter_fields(record):
        if number == 1 and wire == tb_proto.WIRE_FIXED64:
            return float(np.frombuffer(value, dtype="<f8")[0])
    return float("inf")


def _read_event_file(source: _Source, index: int, accumulator: _RunAccumulator) -> None:
    _group_points(_decode_event_file(source, accumulator), source, index, accumulator)


def _group_points(points: _Points | None, source: _Source, index: int, accumulator: _RunAccumulator) -> None:
    """Split one file's points by tag into the accumulator's series."""
    if points is None:
        return
    tag_parts, step_parts, value_parts, wall_parts, names = points
    # joined only now that the file's bytes are gone: the parts and the joined
    # arrays (each the size of the points) never coexist with the file
    tags = _joined(tag_parts, np.int32)
    steps = _joined(step_parts, np.int64)
    values = _joined(value_parts, np.float64)
    walls = _joined(wall_parts, np.float64)
    # tag ids are small: as 16-bit keys numpy's stable sort is a radix sort
    keys = tags.astype(np.uint16) if len(names) <= 1 << 16 else tags
    order = np.argsort(keys, kind="stable")
    bounds = np.flatnonzero(np.diff(tags[order])) + 1
    for group in np.split(order, bounds):
        if not group.size:
            continue
        tag = names[int(tags[group[0]])]
        series_name = source.rename.get(tag, source.prefix + tag)
        entry = accumulator.scalars.setdefault(series_name, _TagData())
        entry.steps.append(steps[group])
        entry.values.append(values[group])
        entry.walls.append(walls[group])
        entry.files.add(index)


# a file's scalar points as the per-batch parts of (tag id, step, value, wall
# time) arrays, and the tag names by id
_Points = tuple[
    list[npt.NDArray[np.int32]],
    list[npt.NDArray[np.int64]],
    list[npt.NDArray[np.float64]],
    list[npt.NDArray[np.float64]],
    dict[int, str],
]


def _decode_event_file(source: _Source, accumulator: _RunAccumulator) -> _Points | None:
    """The scalar points of one file as (tag id, step, value, wall time) arrays
    and the tag names; histograms, hparams and notes go to the accumulator."""
    path = source.path
    try:
        data = path.read_bytes()
    except OSError as error:
        raise InputError(f"cannot read event file: {error.strerror or error}", str(path)) from None
    if not data:
        raise InputError("empty file, not a TensorBoard event file", str(path))
    frames = frame_records(data)
    if not len(frames):
        if frames.corrupt_header_at == 0:
            raise InputError("not a TensorBoard event file (the first record's checksum fails)", str(path))
        if frames.truncated_at == 0:
            raise InputError(
                f"not a TensorBoard event file (only {len(data)} bytes, no complete record)", str(path)
            )
    _note_framing(path.name, len(data), frames, accumulator.notes)
    decoded = _decode_frames(data, frames, source, accumulator)
    if decoded.malformed:
        if decoded.malformed == len(frames):
            raise InputError("not a TensorBoard event file (its records are not Event messages)", str(path))
        accumulator.notes.append(
            f"{path.name}: skipped {decoded.malformed} record(s) that are not well-formed events"
        )
    if not decoded.values:
        accumulator.notes.append(
            f"{path.name}: holds {len(frames)} record(s) but no summary values "
            "(only the file header: the run logged nothing, or crashed before its first step)"
        )
    return decoded.points


@dataclass
class _Decoded:
    points: _Points | None
    malformed: int  # records that are not well-formed Event messages
    values: int  # summary values seen, of any kind


def _decode_frames(data: bytes, frames: Frames, source: _Source, accumulator: _RunAccumulator) -> _Decoded:
    """Decode the verified records of `data`: the scalar points, as arrays, and
    histograms, hparams and notes into the accumulator."""
    buf = np.frombuffer(data, dtype=np.uint8)
    tag_table: dict[bytes, int] = {}
    plugins: dict[int, str] = {}
    point_tags: list[npt.NDArray[np.int32]] = []  # 4 bytes a point: this list is the file's size order
    point_steps: list[npt.NDArray[np.int64]] = []
    point_values: list[npt.NDArray[np.float64]] = []
    point_walls: list[npt.NDArray[np.float64]] = []
    malformed = 0
    values = 0
    batch_records = tb_proto.batch_size_for(len(frames))
    for first in range(0, len(frames), batch_records):
        last = first + batch_records
        batch = tb_proto.decode_events(buf, frames.starts[first:last], frames.ends[first:last])
        malformed += batch.malformed
        values += len(batch.event)
        if not len(batch.event):
            continue
        tag_ids = _tag_ids(buf, batch.tag_start, batch.tag_end, tag_table)
        _learn_plugins(data, batch, tag_ids, tag_table, plugins, accumulator)
        scalar = batch.is_scalar.copy()
        if plugins:
            plugin_by_tag = np.array([plugins.get(t, "") for t in range(len(tag_table))], dtype=object)
            scalar &= np.isin(plugin_by_tag, _SCALAR_PLUGINS)[tag_ids]
        # as a rule every value of a batch is a scalar: its columns are then taken whole
        picked: slice | npt.NDArray[np.intp] = slice(None) if scalar.all() else np.flatnonzero(scalar)
        events = batch.event[picked]
        point_tags.append(tag_ids[picked].astype(np.int32))
        point_steps.append(batch.step[events])
        point_walls.append(batch.wall_time[events])
        point_values.append(batch.scalar[picked])
        if isinstance(picked, np.ndarray):
            others = np.flatnonzero(~scalar)
            _read_non_scalars(data, batch, tag_ids, others, tag_table, plugins, source, accumulator)
    if not point_tags:
        return _Decoded(None, malformed, values)
    names = {tag_id: raw.decode("utf-8", "replace") for raw, tag_id in tag_table.items()}
    points = (
        point_tags,
        point_steps,
        point_values,
        point_walls,
        names,
    )
    return _Decoded(points, malformed, values)


def _joined(parts: list[npt.NDArray[Any]], dtype: type[Any]) -> npt.NDArray[Any]:
    """One array from a list, emptying the list so its parts can be freed."""
    joined = parts[0] if len(parts) == 1 else np.concatenate(parts).astype(dtype, copy=False)
    parts.clear()
    return joined


def _note_framing(name: str, size: int, frames: Any, notes: list[str]) -> None:
    if frames.truncated_at is not None:
        notes.append(
            f"{name}: last record incomplete at byte {frames.truncated_at} of {size} "
            "(still being written?); read the records before it"
        )
    if frames.corrupt_header_at is not None:
        notes.append(
            f"{name}: record header corrupt at byte {frames.corrupt_header_at}; "
            f"stopped there after {len(frames)} records"
        )
    if frames.crc_failures:
        notes.append(
            f"{name}: skipped {frames.crc_failures} record(s) whose checksum does not match "
            f"(first at byte {frames.crc_failure_offsets[0]})"
        )


def _tag_ids(
    buf: npt.NDArray[np.uint8],
    starts: npt.NDArray[np.int64],
    ends: npt.NDArray[np.int64],
    table: dict[bytes, int],
) -> npt.NDArray[np.int64]:
    """A file-wide id for each value's tag, without a Python string per value.

    Each tag is read as little-endian 64-bit words (bytes past its end masked
    off); the words and the length identify the tag exactly. They are hashed
    to group the values, and every group is checked to hold one tag only, so
    a hash collision costs a slower exact grouping, never a wrong one."""
    count = len(starts)
    lengths = ends - starts
    word_count = max(1, -(-int(lengths.max()) // 8)) if count else 1
    words = np.zeros((count, word_count), dtype=np.uint64)
    as_words = tb_proto.unaligned(buf, "<u8")
    last_word_at = len(as_words) - 1
    near_end = bool(count) and int(starts.max()) + 8 * word_count > last_word_at
    for j in range(word_count):
        at = starts + 8 * j
        keep = _BYTE_MASKS[np.clip(lengths - 8 * j, 0, 8)]
        if near_end:
            # a word would run past the end of the file: read the last whole
            # word and shift the wanted bytes down
            shift = np.clip(at - last_word_at, 0, 8).astype(np.uint64) * np.uint64(8)
            words[:, j] = (as_words[np.minimum(at, last_word_at)] >> shift) & keep
        else:
            words[:, j] = as_words[at] & keep
    digest = lengths.astype(np.uint64) * np.uint64(0x100000001B3)
    with np.errstate(over="ignore"):
        for j in range(word_count):
            multiplier = _HASH_MULTIPLIERS[j % len(_HASH_MULTIPLIERS)] + np.uint64(2 * (j // 4))
            digest = digest * np.uint64(31) + words[:, j] * multiplier
    _, first, inverse = np.unique(digest, return_index=True, return_inverse=True)
    representative = first[inverse]
    if not (
        np.array_equal(lengths, lengths[representative]) and np.array_equal(words, words[representative])
    ):
        # a hash collision: group by the words and length themselves
        keyed = np.ascontiguousarray(np.concatenate([words, lengths.astype(np.uint64)[:, None]], axis=1))
        rows = keyed.view(np.dtype((np.void, keyed.shape[1] * 8))).ravel()
        _, first, inverse = np.unique(rows, return_index=True, return_inverse=True)
    local_to_global = np.empty(len(first), dtype=np.int64)
    for local, row in enumerate(first.tolist()):
        raw = buf[int(starts[row]) : int(ends[row])].tobytes()
        local_to_global[local] = table.setdefault(raw, len(table))
    ids: npt.NDArray[np.int64] = local_to_global[inverse.ravel()]
    return ids


def _learn_plugins(
    data: bytes,
    batch: tb_proto.EventBatch,
    tag_ids: npt.NDArray[np.int64],
    tag_table: dict[bytes, int],
    plugins: dict[int, str],
    accumulator: _RunAccumulator,
) -> None:
    """Record the plugin named by the first metadata seen for each tag, or by
    an earlier file of the run for tags whose values here carry none."""
    with_meta = np.flatnonzero(batch.meta_start >= 0)
    if with_meta.size:
        _, first = np.unique(tag_ids[with_meta], return_index=True)
        for value_index in with_meta[first].tolist():
            tag_id = int(tag_ids[value_index])
            if tag_id in plugins:
                continue
            metadata = data[int(batch.meta_start[value_index]) : int(batch.meta_end[value_index])]
            try:
                plugins[tag_id] = tb_proto.plugin_of(metadata)[0]
            except tb_proto.MalformedRecord as error:
                plugins[tag_id] = "unreadable-metadata"
                name = next(raw for raw, known in tag_table.items() if known == tag_id)
                accumulator.notes.append(
                    f"tag {name.decode('utf-8', 'replace')!r}: its summary metadata is malformed "
                    f"({error}); its values were not read as scalars"
                )
    run_plugins = accumulator.plugins
    if len(plugins) < len(tag_table) and run_plugins:
        for raw, tag_id in tag_table.items():
            if tag_id not in plugins:
                known = run_plugins.get(raw.decode("utf-8", "replace"))
                if known is not None:
                    plugins[tag_id] = known
    for raw, tag_id in tag_table.items():
        if tag_id in plugins:
            run_plugins.setdefault(raw.decode("utf-8", "replace"), plugins[tag_id])


def _read_non_scalars(
    data: bytes,
    batch: tb_proto.EventBatch,
    tag_ids: npt.NDArray[np.int64],
    others: npt.NDArray[np.intp],
    tag_table: dict[bytes, int],
    plugins: dict[int, str],
    source: _Source,
    accumulator: _RunAccumulator,
) -> None:
    """Histograms and hparams are kept; text, images and the like are tallied."""
    names = {tag_id: raw.decode("utf-8", "replace") for raw, tag_id in tag_table.items()}
    # the HistogramProtos all at once (a histogram layout holds tens of thousands);
    # one in an irregular shape (None) is read alone below, which names what is wrong
    histos = others[batch.payload[others] == tb_proto.PAYLOAD_HISTO]
    decoded = tb_proto.decode_histograms(
        np.frombuffer(data, dtype=np.uint8), batch.payload_start[histos], batch.payload_end[histos]
    )
    histograms = dict(zip(histos.tolist(), decoded, strict=True))
    for value_index in others.tolist():
        tag_id = int(tag_ids[value_index])
        tag = names[tag_id]
        plugin = plugins.get(tag_id, "")
        payload = int(batch.payload[value_index])
        event = int(batch.event[value_index])
        summary = histograms.get(value_index) if plugin != "hparams" else None
        if summary is None:
            body = data[int(batch.payload_start[value_index]) : int(batch.payload_end[value_index])]
            try:
                if plugin == "hparams":
                    meta = data[int(batch.meta_start[value_index]) : int(batch.meta_end[value_index])]
                    if batch.meta_start[value_index] >= 0:
                        found = tb_proto.session_start_hparams(tb_proto.plugin_of(meta)[1])
                        if found:
                            accumulator.hparams.update(
                                {k: _number_like(v, plugin=True) for k, v in found.items()}
                            )
                    continue
                if plugin == "text" and tag in _HF_TEXT_TAGS and payload == tb_proto.PAYLOAD_TENSOR:
                    _hparams_from_text(tag, tb_proto.text_summary(body), accumulator)
                    continue
                if payload == tb_proto.PAYLOAD_HISTO:
                    summary = tb_proto.decode_histogram(body)
                elif payload == tb_proto.PAYLOAD_TENSOR and plugin == "histograms":
                    summary = tb_proto.decode_tensor_histogram(body)
            except tb_proto.MalformedRecord as error:
                accumulator.skipped[tag] = f"unreadable: {error}"
                continue
        if summary is not None:
            entry = accumulator.histograms.setdefault(source.prefix + tag, _HistogramData())
            entry.steps.append(int(batch.step[event]))
            entry.walls.append(float(batch.wall_time[event]))
            entry.summaries.append(summary)
            continue
        if payload == tb_proto.PAYLOAD_NONE and not plugin:
            continue  # an empty value (no payload at all) carries nothing to skip
        accumulator.skipped[tag] = plugin or _PAYLOAD_NAMES.get(payload, "other")


# Hugging Face's Trainer writes its TrainingArguments and the model's config
# as JSON text summaries under these tags
_HF_TEXT_TAGS = ("args/text_summary", "model_config/text_summary")
# keys taken from one text summary, and the longest string value kept (a
# longer one is a path or a prompt, not a hyperparameter)
MAX_TEXT_HPARAMS = 1000
MAX_TEXT_HPARAM_CHARS = 512


def _hparams_from_text(tag: str, text: str, accumulator: _RunAccumulator) -> None:
    """Hyperparameters from a Hugging Face args / model_config text summary:
    the args' scalar values (they fill keys the hparams plugin left unset),
    and from the model config `num_classes` for a classifier."""
    import json

    name = tag.split("/", 1)[0]
    try:
        loaded = json.loads(text)
    except (ValueError, RecursionError) as error:
        accumulator.notes.append(f"text summary {tag!r}: not JSON ({type(error).__name__}); ignored")
        return
    if not isinstance(loaded, dict):
        accumulator.notes.append(f"text summary {tag!r}: not a JSON object; ignored")
        return
    if name == "args":
        taken = 0
        for key, value in loaded.items():
            if taken >= MAX_TEXT_HPARAMS:
                accumulator.notes.append(f"text summary {tag!r}: kept its first {MAX_TEXT_HPARAMS} values")
                break
            if isinstance(value, (bool, int, float)) or (
                isinstance(value, str) and len(value) <= MAX_TEXT_HPARAM_CHARS
            ):
                accumulator.hparams.setdefault(str(key), value)
                taken += 1
        return
    classes = classes_from_model_config(loaded)
    if classes is not None:
        accumulator.hparams.setdefault("num_classes", classes)


_PAYLOAD_NAMES = {
    tb_proto.PAYLOAD_IMAGE: "images",
    tb_proto.PAYLOAD_AUDIO: "audio",
    tb_proto.PAYLOAD_TENSOR: "tensors",
    tb_proto.PAYLOAD_HISTO: "histograms",
}


def _series_of(name: str, data: _TagData, mapping: Mapping[str, Label] | None, notes: list[str]) -> Series:
    steps = _joined(data.steps, np.int64)
    values = _joined(data.values, np.float64)
    walls = _joined(data.walls, np.float64)
    if len(data.files) > 1:
        # several files wrote this tag: put their points in the order they were
        # written (wall time, then step for clocks too coarse to tell)
        order = np.lexsort((steps, walls))
        steps, values, walls = steps[order], values[order], walls[order]
    series = make_series(name, steps, values, walls, mapping=mapping)
    if series.restarts:
        at = series.restarts[0]
        notes.append(
            f"series {name!r}: step went back {len(series.restarts)} time(s), first from "
            f"{int(steps[at - 1])} to {int(steps[at])} (a resumed run?); both passes kept"
        )
    return series


def _histograms_of(name: str, data: _HistogramData) -> Histograms:
    summaries = data.summaries
    count = np.array([s.count for s in summaries], dtype=np.float64)
    total = np.array([s.total for s in summaries], dtype=np.float64)
    squares = np.array([s.sum_squares for s in summaries], dtype=np.float64)
    with np.errstate(invalid="ignore", divide="ignore"):
        mean = np.where(count > 0, total / count, np.nan)
        variance = np.where(count > 0, squares / count - mean * mean, np.nan)
    std = np.sqrt(np.clip(variance, 0.0, None))
    return Histograms(
        name=name,
        step=np.array(data.steps, dtype=np.int64),
        wall_time=np.array(data.walls, dtype=np.float64),
        min=np.array([s.min for s in summaries], dtype=np.float64),
        max=np.array([s.max for s in summaries], dtype=np.float64),
        mean=mean,
        std=std,
        count=count,
        bucket_limits=tuple(s.bucket_limits for s in summaries),
        bucket_counts=tuple(s.bucket_counts for s in summaries),
    )


# -- hparams.yaml beside the event files ------------------------------------


def _hparams_beside(run_dir: Path, accumulator: _RunAccumulator) -> None:
    """Merge a Lightning hparams.yaml from the run directory (it wins over the
    plugin's values, which TensorBoard may have flattened)."""
    path = run_dir / "hparams.yaml"
    if not path.is_file():
        return
    from triage.readers.hparams_files import MAX_HPARAMS_FILE_BYTES, load_yaml_mapping

    # the log-folder loader every reader shares: aliases never expanded, nesting and
    # sizes bounded, Python-only tags kept as text (never constructed)
    unloadable: list[str] = []
    try:
        with open(path, "rb") as handle:
            raw = handle.read(MAX_HPARAMS_FILE_BYTES + 1)
        text = raw.decode("utf-8")
    except (OSError, UnicodeDecodeError) as error:
        accumulator.notes.append(f"{path.name}: could not be read ({type(error).__name__}); ignored")
        return
    if len(raw) > MAX_HPARAMS_FILE_BYTES:
        accumulator.notes.append(f"{path.name}: larger than {MAX_HPARAMS_FILE_BYTES:,} bytes; ignored")
        return
    loaded = load_yaml_mapping(text, path.name, accumulator.notes)
    if loaded is None:
        return
    if not isinstance(loaded, dict):
        accumulator.notes.append(f"{path.name}: not a mapping of names to values; ignored")
        return
    for key, value in _flatten(loaded):
        if _holds_unloadable(value):
            unloadable.append(key)
            continue
        accumulator.hparams[key] = _number_like(value)
    if unloadable:
        accumulator.notes.append(
            f"{path.name}: skipped {len(unloadable)} value(s) holding Python objects: "
            + ", ".join(unloadable[:5])
        )


class _Unloadable:
    def __init__(self, tag: str) -> None:
        self.tag = tag


def _flatten(mapping: dict[Any, Any], prefix: str = "") -> list[tuple[str, Any]]:
    items: list[tuple[str, Any]] = []
    for key, value in mapping.items():
        name = f"{prefix}{key}"
        if isinstance(value, dict) and value and not prefix:
            items.extend(_flatten(value, prefix=f"{name}."))
        else:
            items.append((name, value))
    return items


_PYTHON_TAG = "tag:yaml.org,2002:python/"


def _holds_unloadable(value: Any) -> bool:
    """A value the YAML loader kept as its Python-only tag (a pickled object, a function)."""
    if isinstance(value, _Unloadable) or (isinstance(value, str) and value.startswith(_PYTHON_TAG)):
        return True
    if isinstance(value, dict):
        return any(_holds_unloadable(v) for v in value.values())
    if isinstance(value, (list, tuple)):
        return any(_holds_unloadable(v) for v in value)
    return False


def _number_like(value: Any, plugin: bool = False) -> Any:
    """Numbers for strings that look like numbers or bools; from the hparams
    plugin (which stores every number as a double) integral floats as ints."""
    if plugin and isinstance(value, float) and value.is_integer() and abs(value) < 2**53:
        return int(value)
    if isinstance(value, str):
        text = value.strip()
        if text.lower() in ("true", "false"):
            return text.lower() == "true"
        try:
            return _number_like(int(text))
        except ValueError:
            pass
        try:
            return _number_like(float(text))
        except ValueError:
            return value
    return value
