"""Opening what a log folder holds without ever blocking or reading without bound: only
regular files are opened (a FIFO, socket or device named like a log is refused), and small
files (meta.yaml, tags, params) are read up to a fixed size."""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path
from typing import BinaryIO

__all__ = [
    "MAX_SMALL_FILE_BYTES",
    "FileTooLargeError",
    "NotRegularFileError",
    "is_regular_file",
    "open_regular",
    "read_bytes",
    "read_small_text",
]

# The most a file that holds one setting or one YAML header may hold: MLflow's
# meta.yaml, tags/* and params/* are a few hundred bytes; anything bigger is not one.
MAX_SMALL_FILE_BYTES = 1 << 20


class NotRegularFileError(OSError):
    """The path is a FIFO, socket, device or directory: opening it for a log could block forever."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        super().__init__(errno.EINVAL, "not a regular file (a pipe, socket or device)", str(path))


class FileTooLargeError(OSError):
    """The file holds more than the bound its kind of content may hold."""

    def __init__(self, path: str | os.PathLike[str], limit: int) -> None:
        super().__init__(errno.EFBIG, f"larger than {limit:,} bytes, too large for its kind", str(path))


def is_regular_file(path: str | os.PathLike[str]) -> bool:
    """True for a regular file, or a symlink to one; never opens the path."""
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except (OSError, ValueError):
        return False


def open_regular(path: str | os.PathLike[str]) -> BinaryIO:
    """The file opened for binary reading; NotRegularFileError for anything else.

    Opened non-blocking, then checked with fstat on the open descriptor, so that a
    FIFO swapped in after a stat() still cannot block the open nor the read."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
    descriptor = os.open(path, flags)
    try:
        if not stat.S_ISREG(os.fstat(descriptor).st_mode):
            raise NotRegularFileError(path)
        return os.fdopen(descriptor, "rb")
    except BaseException:
        os.close(descriptor)
        raise


def read_bytes(path: str | os.PathLike[str], limit: int | None = None) -> bytes:
    """All of a regular file's bytes; FileTooLargeError when it holds more than `limit`."""
    with open_regular(path) as handle:
        if limit is None:
            return handle.read()
        data = handle.read(limit + 1)
    if len(data) > limit:
        raise FileTooLargeError(path, limit)
    return data


def read_head(path: str | os.PathLike[str], size: int) -> bytes:
    """At most the first `size` bytes of a regular file."""
    with open_regular(path) as handle:
        return handle.read(size)


def read_small_text(path: Path, limit: int = MAX_SMALL_FILE_BYTES) -> str:
    """A small text file (UTF-8); OSError (incl. the two above) or UnicodeDecodeError."""
    return read_bytes(path, limit).decode("utf-8")
