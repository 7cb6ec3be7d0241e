"""`triage --help` stays light: no heavy module is imported at start-up (the
0.3 s budget itself is measured in benchmarks/, not here)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

HEAVY = ("torch", "tensorboard", "matplotlib", "numpy", "scipy", "jinja2", "yaml", "pandas", "rich.console")

PROBE = """
import contextlib, io, json, sys
from triage.cli import run
with contextlib.redirect_stdout(io.StringIO()) as shown:
    code = run({argv!r})
print(json.dumps({{"code": code, "help": shown.getvalue(), "modules": sorted(sys.modules)}}))
"""


@pytest.mark.parametrize("argv", [["--help"], ["diagnose", "--help"], ["scan", "--help"], ["--version"]])
def test_help_imports_nothing_heavy(argv: list[str]) -> None:
    done = subprocess.run(
        [sys.executable, "-c", PROBE.format(argv=argv)],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    probe = json.loads(done.stdout.strip().splitlines()[-1])
    assert probe["code"] == 0
    assert probe["help"].strip()
    loaded = [m for m in HEAVY if m in probe["modules"]]
    assert loaded == [], f"`triage {' '.join(argv)}` imported {loaded}"


def test_help_lists_every_command_of_this_group() -> None:
    done = subprocess.run(
        [sys.executable, "-c", PROBE.format(argv=["--help"])],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    shown = json.loads(done.stdout.strip().splitlines()[-1])["help"]
    for command in ("diagnose", "report", "demo", "scan"):
        assert command in shown
