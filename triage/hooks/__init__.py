"""Inside training: the PyTorch TrainingMonitor, the Lightning and Hugging Face
callbacks, post-run triage and checkpoint inspection. Importing this package imports no torch.

    from triage.hooks.torch import TrainingMonitor          # needs torch
    from triage.hooks.lightning import TriageCallback       # needs lightning
    from triage.hooks.huggingface import TriageCallback     # needs transformers
    from triage.hooks.post_run import post_run              # needs nothing extra
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

_LAZY = {
    "TrainingMonitor": "triage.hooks.torch",
    "NonFiniteTrainingError": "triage.hooks.torch",
    "post_run": "triage.hooks.post_run",
    "inspect_checkpoint": "triage.hooks.checkpoint",
    "diagnose_checkpoint": "triage.hooks.checkpoint",
}

__all__ = sorted(_LAZY)


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'triage.hooks' has no attribute {name!r}")
    return getattr(import_module(module), name)
