"""The same sweep from a real local S3-compatible server (moto in server mode
on 127.0.0.1, spoken to by s3fs/botocore over HTTP, no client mock), and on a
Dask cluster: the same verdicts, the same document."""

from __future__ import annotations

import json
import socket
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.cli.test_diagnose import invoke
from tests.sweep.conftest import Scanned, scan_schema

BUCKET = "sweeps"


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.fixture(scope="module")
def s3_sweep(sweep_dir: Path) -> Iterator[str]:
    """The sweep uploaded to a moto S3 server started for these tests; yields its URL."""
    pytest.importorskip("s3fs")
    server_module = pytest.importorskip("moto.server")
    boto3 = pytest.importorskip("boto3")
    port = _free_port()
    server = server_module.ThreadedMotoServer(ip_address="127.0.0.1", port=port, verbose=False)
    server.start()
    with pytest.MonkeyPatch.context() as env:
        env.setenv("AWS_ACCESS_KEY_ID", "testing")
        env.setenv("AWS_SECRET_ACCESS_KEY", "testing")
        env.setenv("AWS_DEFAULT_REGION", "us-east-1")
        env.setenv("AWS_ENDPOINT_URL", f"http://127.0.0.1:{port}")
        try:
            client = boto3.client("s3")
            client.create_bucket(Bucket=BUCKET)
            for path in sorted(sweep_dir.rglob("*")):
                if path.is_file():
                    key = f"sweep/{path.relative_to(sweep_dir).as_posix()}"
                    client.put_object(Bucket=BUCKET, Key=key, Body=path.read_bytes())
            yield f"s3://{BUCKET}/sweep"
        finally:
            server.stop()


def _comparable(doc: dict[str, Any]) -> list[tuple[Any, ...]]:
    return [
        (r["run"], r["verdict"], r["top_cause"], r["objective"], json.dumps(r["hparams"], sort_keys=True))
        for r in doc["runs"]
    ]


@pytest.mark.slow
def test_the_sweep_scans_from_s3_with_identical_verdicts(
    s3_sweep: str, scanned: Scanned, tmp_path: Path
) -> None:
    index = tmp_path / "index.html"
    result = invoke(["scan", s3_sweep, "-o", str(index), "-j", "2", "--format", "json", "--exit-zero"])
    assert result.code == 0, result.stderr
    doc = json.loads(result.stdout)
    jsonschema = pytest.importorskip("jsonschema")
    jsonschema.validate(doc, scan_schema())
    assert _comparable(doc) == _comparable(scanned.document)
    assert all(r["source"].startswith(f"{s3_sweep}/{r['run']}") for r in doc["runs"])
    assert doc["hparam_importance"] == scanned.document["hparam_importance"]
    assert doc["failure_groups"] == scanned.document["failure_groups"]


def test_diagnose_and_report_read_a_run_from_s3(s3_sweep: str, scanned: Scanned, tmp_path: Path) -> None:
    local = scanned.document["runs"][-1]
    url = f"{s3_sweep}/{local['run']}"
    result = invoke(["diagnose", url, "--format", "json", "--exit-zero"])
    assert result.code == 0, result.stderr
    (run,) = json.loads(result.stdout)["runs"]
    assert run["verdict"] == local["verdict"] and run["source"].startswith(url)
    page = tmp_path / "run.html"
    assert invoke(["report", url, "-o", str(page), "--exit-zero"]).code == 0
    assert "<svg" in page.read_text(encoding="utf-8")
    missing = invoke(["diagnose", f"{s3_sweep}/no-such-run"])
    assert missing.code == 3 and "no such file" in missing.stderr and "Traceback" not in missing.stderr


@pytest.mark.slow
def test_dask_gives_the_same_document_as_the_process_pool(
    scanned: Scanned, sweep_dir: Path, tmp_path: Path
) -> None:
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=False, dashboard_address=None
    ) as cluster:
        index = tmp_path / "index.html"
        argv = ["scan", str(sweep_dir), "-o", str(index), "--format", "json", "--exit-zero"]
        result = invoke([*argv, "--executor", "dask", "--scheduler", cluster.scheduler_address])
    assert result.code == 0, result.stderr
    doc = json.loads(result.stdout)
    assert doc.pop("executor") == "dask"
    expected = dict(scanned.document)
    assert expected.pop("executor") == "process"
    assert doc == expected


def test_scheduler_without_dask_is_a_usage_error(tmp_path: Path) -> None:
    result = invoke(["scan", str(tmp_path), "--scheduler", "tcp://127.0.0.1:1"])
    assert result.code == 2 and "--executor dask" in result.stderr
