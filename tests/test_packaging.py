"""The wheel carries the knowledge base: build it, install it into a fresh
virtual environment without torch, and load the bundled rules from there."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.slow


def _run(cmd: list[str], cwd: Path | None = None) -> str:
    env = {k: v for k, v in os.environ.items() if k not in {"PYTHONPATH", "VIRTUAL_ENV"}}
    done = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, f"{' '.join(cmd)} failed:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    return done.stdout


def test_wheel_installs_without_torch_and_finds_its_knowledge_base(tmp_path: Path) -> None:
    dist = tmp_path / "dist"
    _run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-w", str(dist), str(REPO)])
    wheels = list(dist.glob("loss_triage-*.whl"))
    assert len(wheels) == 1, f"expected one wheel, got {wheels}"

    venv = tmp_path / "venv"
    _run([sys.executable, "-m", "venv", str(venv)])
    python = venv / "bin" / "python"
    _run([str(python), "-m", "pip", "install", "-q", str(wheels[0])])
    probe = (
        "import sys, triage\n"
        "from triage.kb import load_knowledge_base\n"
        "kb = load_knowledge_base()\n"
        "assert 'overfitting' in kb.symptoms and 'learning-rate-too-high' in kb.causes, kb\n"
        "assert 'site-packages' in triage.__file__, triage.__file__\n"
        "import importlib.util\n"
        "print('torch' if importlib.util.find_spec('torch') else 'no-torch', len(kb.rules))\n"
    )
    out = _run([str(python), "-c", probe], cwd=tmp_path)
    assert out.split()[0] == "no-torch"
    assert int(out.split()[1]) > 0
    help_text = _run([str(venv / "bin" / "triage"), "--help"], cwd=tmp_path)
    assert "diagnose" in help_text
