"""The core path stays light: `import triage` and `triage --help` must not
pull in torch, tensorboard or matplotlib (DESIGN.md), nor the numeric stack
the help text does not need."""

from __future__ import annotations

import json
import subprocess
import sys

HEAVY = ("torch", "tensorboard", "matplotlib", "lightning", "transformers")


def _modules_after(code: str) -> set[str]:
    probe = code + "\nimport json, sys\nprint(json.dumps(sorted(sys.modules)))"
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    return set(json.loads(out.stdout.strip().splitlines()[-1]))


def _heavy(modules: set[str]) -> list[str]:
    return sorted(m for m in modules if m.split(".")[0] in HEAVY)


def test_import_triage_loads_no_heavy_package() -> None:
    loaded = _modules_after("import triage")
    assert _heavy(loaded) == []
    assert "numpy" not in loaded  # the lazy API defers even numpy


def test_cli_help_loads_no_heavy_package() -> None:
    loaded = _modules_after(
        "import contextlib, io\n"
        "from triage.cli import run\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        "    assert run(['--help']) == 0\n"
    )
    assert _heavy(loaded) == []
    assert not {"numpy", "scipy", "jinja2", "yaml"} & loaded


def test_library_api_is_reachable_lazily() -> None:
    import triage

    assert callable(triage.diagnose) and callable(triage.read_run)
    assert "diagnose" in dir(triage)


def test_every_lazy_name_is_exported_and_resolves() -> None:
    import triage

    assert set(triage.__all__) - {"__version__"} == set(triage._LAZY)
    for name in triage._LAZY:
        assert getattr(triage, name) is not None
