"""Runs in object stores and other fsspec filesystems (s3://, gs://, az://,
hf://, ...): a run's files are listed once and fetched in bulk (one
concurrent batch where the store allows) into a temporary local directory,
then read by the normal readers. fsspec (and s3fs, gcsfs, adlfs... for the
store) are optional extras, imported only when a URL is given."""

from __future__ import annotations

import os
import re
import shutil
import tempfile
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path, PurePosixPath
from typing import Any

_URL = re.compile(r"^[A-Za-z][A-Za-z0-9+.\-]+://")
# pathlib folds "s3://bucket/key" into "s3:/bucket/key"; a one-letter scheme is a Windows drive
_FOLDED = re.compile(r"^([A-Za-z][A-Za-z0-9+.\-]+):/([^/].*)$")
# A run fetched from a store is bounded like a local one would be by the disk: say so before filling it.
MAX_FETCH_BYTES = 20 * 2**30


def is_url(text: str) -> bool:
    """True for `scheme://...` (any fsspec protocol but a local path)."""
    return bool(_URL.match(text)) and not text.startswith("file://")


def url_of(path: str | os.PathLike[str]) -> str | None:
    """The URL a command-line path stands for (also after pathlib folded its
    `//`), or None for a local path."""
    text = os.fspath(path)
    if is_url(text):
        return text
    folded = _FOLDED.match(text)
    if folded and not Path(text).exists():
        return f"{folded.group(1)}://{folded.group(2)}"
    return None


def _filesystem(url: str) -> tuple[Any, str]:
    from triage.errors import InputError, UsageError

    try:
        import fsspec  # type: ignore[import-untyped]
    except ImportError:
        raise UsageError(f"{url}: reading URLs needs fsspec: pip install 'loss-triage[remote]'") from None
    try:
        fs, root = fsspec.core.url_to_fs(url)
    except ImportError as missing:
        raise UsageError(f"{url}: this store needs its fsspec driver ({missing})") from None
    except (ValueError, OSError) as bad:
        raise InputError(f"cannot open the URL ({bad})", url) from None
    return fs, str(root).rstrip("/")


def _find(fs: Any, root: str, url: str) -> dict[str, int]:
    """Every file under `root` with its size, in one recursive listing."""
    from triage.errors import InputError

    try:
        found = fs.find(root, detail=True)
    except FileNotFoundError:
        found = {}
    except (OSError, ValueError) as bad:
        raise InputError(f"cannot list the URL ({type(bad).__name__}: {bad})", url) from None
    except Exception as bad:  # noqa: BLE001 - store clients raise their own types (botocore, aiohttp...)
        raise InputError(f"cannot list the URL ({type(bad).__name__}: {bad})", url) from None
    files = {
        str(path): int(info.get("size") or 0)
        for path, info in found.items()
        if info.get("type") != "directory"
    }
    if not files:
        raise InputError("no such file or directory (nothing under this URL)", url)
    return files


def list_units(url: str) -> list[tuple[str, str, tuple[str, ...], bool]]:
    """The sweep's units under `url` from one listing: (name, unit URL, its
    files, is_root), one unit per top-level "directory", or the whole URL as
    one unit when its files sit directly under it."""
    fs, root = _filesystem(url)
    files = _find(fs, root, url)
    protocol = url.split("://", 1)[0]
    groups: dict[str, list[str]] = {}
    loose = False
    for path in sorted(files):
        relative = (
            PurePosixPath(path).relative_to(root) if path != root else PurePosixPath(PurePosixPath(path).name)
        )
        if len(relative.parts) == 1:
            loose = True
            continue
        if relative.parts[0].startswith("."):
            continue
        groups.setdefault(relative.parts[0], []).append(path)
    if loose or not groups:
        return [(PurePosixPath(root).name or root, url.rstrip("/"), tuple(sorted(files)), True)]
    return [(name, f"{protocol}://{root}/{name}", tuple(paths), False) for name, paths in groups.items()]


@contextmanager
def materialised(url: str, files: Sequence[str] | None = None) -> Iterator[str]:
    """A local copy of what is under `url` (a file or a prefix), named like it,
    fetched in one bulk `get`; removed on exit. `files` (from an earlier
    listing) saves the listing."""
    from triage.errors import InputError

    fs, root = _filesystem(url)
    listed = {f: 0 for f in files} if files is not None else _find(fs, root, url)
    if sum(listed.values()) > MAX_FETCH_BYTES:
        raise InputError(
            f"more than {MAX_FETCH_BYTES // 2**30} GiB under this URL; copy it locally first", url
        )
    name = PurePosixPath(root).name or "run"
    scratch = tempfile.mkdtemp(prefix="triage-remote-")
    try:
        target = Path(scratch) / name
        if list(listed) == [root]:  # a single file
            target.parent.mkdir(parents=True, exist_ok=True)
            remote, local = [root], [str(target)]
        else:
            remote = sorted(listed)
            local = [str(target / PurePosixPath(p).relative_to(root)) for p in remote]
            for path in local:
                Path(path).parent.mkdir(parents=True, exist_ok=True)
        try:
            fs.get(remote, local)
        except Exception as bad:  # noqa: BLE001 - store clients raise their own types
            raise InputError(f"cannot fetch the run's files ({type(bad).__name__}: {bad})", url) from None
        yield str(target)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def read_runs_anywhere(path: str | os.PathLike[str], mapping: Any = None) -> list[Any]:
    """`triage.readers.read_runs` for a local path or a URL (fetched in bulk into
    a temporary directory; the runs' sources name the URL, not the copy)."""
    from triage.readers import read_runs

    url = url_of(path)
    if url is None:
        return read_runs(path, mapping=mapping)
    from triage.report.viewmodel import relabel

    with materialised(url) as local:
        runs = read_runs(local, mapping=mapping)
    labels = {local: url.rstrip("/")}
    for run in runs:
        run.source = relabel(run.source, labels)
        run.notes[:] = [relabel(n, labels) for n in run.notes]
    return runs
