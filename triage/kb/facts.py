"""Facts the rules may test, derived from a Run: hyperparameters read through
aliases, which series exist, the run's length and the learning-rate schedule."""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

import numpy as np
import numpy.typing as npt

from triage.model import Kind, Role, Run

# Canonical hyperparameter -> the names runs write it under (CONTRIBUTING.md),
# first match wins. Keys are compared lower-cased with "-" read as "_".
HPARAM_ALIASES: dict[str, tuple[str, ...]] = {
    "lr": ("lr", "learning_rate", "base_lr", "max_lr", "init_lr", "initial_lr", "optimizer_lr"),
    "optimizer": ("optimizer", "optim", "optimizer_name", "opt", "optimizer_type"),
    "batch_size": (
        "batch_size",
        "train_batch_size",
        "per_device_train_batch_size",
        "batchsize",
        "bs",
        "global_batch_size",
    ),
    "train_size": ("train_size", "n_train", "num_train", "num_train_examples", "train_examples", "n_samples"),
    "num_params": ("num_params", "n_params", "params", "num_parameters", "n_parameters", "parameters"),
    "num_classes": ("num_classes", "n_classes", "classes", "num_labels", "n_labels"),
    "epochs": ("epochs", "max_epochs", "num_train_epochs", "num_epochs", "n_epochs"),
    "steps_per_epoch": ("steps_per_epoch", "iters_per_epoch", "batches_per_epoch"),
    "warmup_steps": ("warmup_steps", "num_warmup_steps", "warmup_iters", "lr_warmup_steps"),
    "schedule": ("schedule", "lr_scheduler", "lr_scheduler_type", "scheduler", "lr_schedule"),
    "grad_clip": ("grad_clip", "gradient_clip_val", "max_grad_norm", "clip_grad_norm", "grad_clip_norm"),
    "weight_decay": ("weight_decay", "wd", "l2"),
    "dropout": ("dropout", "dropout_rate", "drop_rate", "hidden_dropout_prob", "p_dropout"),
    "activation": ("activation", "act", "activation_fn", "hidden_act", "nonlinearity"),
    "num_layers": ("num_layers", "depth", "n_layers", "num_hidden_layers", "layers", "n_layer"),
    "task": ("task", "problem_type", "task_type"),
    "momentum": ("momentum", "beta1", "adam_beta1"),
    "precision": ("precision", "fp16", "bf16", "amp", "mixed_precision", "dtype"),
    "adam_eps": ("adam_eps", "adam_epsilon", "eps", "epsilon", "optimizer_eps"),
    "architecture": ("architecture", "arch", "model_type", "model_name", "model", "network"),
}

# Optimizer name fragments -> family. Adam-like means per-parameter adaptive
# step sizes, whose sensible learning rates sit two orders below SGD's.
_ADAM_LIKE = ("adam", "nadam", "radam", "lamb", "rmsprop", "adabelief", "adafactor")
_SGD_LIKE = ("sgd", "momentum", "nesterov", "lars")

_RECURRENT = ("rnn", "lstm", "gru", "recurrent")

# Usual starting learning rates. SGD with momentum: 0.1 at batch 256, scaled
# linearly above it (Goyal et al. 2017) and by the square root below it,
# since small-batch runs commonly keep rates of 0.01-0.1 (Krizhevsky 2014).
# Adam-like: 1e-3 (Kingma & Ba), which batch size changes little in practice.
SGD_LR_PER_256 = 0.1
ADAM_TYPICAL_LR = 1e-3

FACTS: dict[str, str] = {
    "lr": "the (peak) learning rate from the hparams, else the largest value of the lr series",
    "optimizer": "the optimizer's name as logged, lower-cased",
    "optimizer_family": "sgd, adam-like or other",
    "typical_lr": "the usual starting lr for this optimizer family and batch size",
    "lr_ratio_to_typical": "lr divided by typical_lr",
    "batch_size": "examples per optimizer step",
    "train_size": "training examples",
    "num_params": "trainable parameters",
    "params_per_example": "num_params / train_size",
    "num_classes": "classes of a classification task",
    "epochs": "epochs configured (hparams), else epochs seen from steps x batch / train size",
    "epochs_seen": "steps x batch_size / train_size, when all three are known",
    "steps_per_epoch": "optimizer steps per epoch",
    "warmup_steps": "steps of lr warm-up",
    "schedule": "the lr schedule's name",
    "grad_clip": "max gradient norm for clipping (0 means none)",
    "has_grad_clip": "whether gradient clipping is configured (false when the hparam says 0/none)",
    "weight_decay": "weight decay / L2 coefficient",
    "dropout": "dropout probability",
    "has_regularization": "whether weight decay or dropout above zero is configured",
    "activation": "the hidden activation's name, lower-cased",
    "saturating_activation": "whether the activation is sigmoid/tanh-like (saturates at both ends)",
    "num_layers": "depth of the network",
    "task": "classification, regression, language-modeling, ...",
    "momentum": "SGD momentum / Adam beta1",
    "adam_eps": "the epsilon added to Adam's denominator",
    "mixed_precision": "whether fp16/bf16 mixed precision is configured",
    "architecture": "the model's kind as logged (mlp, cnn, lstm, transformer, ...), lower-cased",
    "recurrent": "whether the architecture is recurrent (RNN, LSTM, GRU)",
    "final_val_loss_vs_chance": "the last validation loss / ln(num_classes), for classification",
    "has_train_loss": "a train loss series exists",
    "has_validation": "a validation loss or metric series exists",
    "has_test": "a test loss or metric series exists",
    "has_grad_norm": "a gradient-norm series exists",
    "has_lr": "a learning-rate series exists",
    "run_length_steps": "the last step logged",
    "lr_peak": "the largest value of the lr series",
    "lr_final_ratio": "the lr series' last value / its peak",
    "resumed": "whether a series rewinds its steps (the run was resumed from a checkpoint)",
}


def normalized_hparams(hparams: Mapping[str, Any]) -> dict[str, Any]:
    """hparams with keys lower-cased, "-" and "." read as "_", nested dicts flattened
    to their leaf names too (so {"optimizer": {"lr": 0.1}} also gives "lr")."""
    flat: dict[str, Any] = {}

    def visit(mapping: Mapping[str, Any], prefix: str) -> None:
        for key, value in mapping.items():
            name = str(key).lower().replace("-", "_").replace(".", "_").replace("/", "_")
            if isinstance(value, Mapping):
                visit(value, f"{prefix}{name}_")
                continue
            flat.setdefault(f"{prefix}{name}", value)
            flat.setdefault(name, value)

    visit(hparams, "")
    return flat


def canonical_hparams(hparams: Mapping[str, Any]) -> dict[str, Any]:
    """The canonical hyperparameters found through HPARAM_ALIASES (absent ones left out)."""
    flat = normalized_hparams(hparams)
    found: dict[str, Any] = {}
    for canonical, aliases in HPARAM_ALIASES.items():
        for alias in aliases:
            if alias in flat and flat[alias] is not None and flat[alias] != "":
                found[canonical] = flat[alias]
                break
    return found


def _number(value: Any) -> float | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        number = float(value)
    elif isinstance(value, str):
        try:
            number = float(value.strip())
        except ValueError:
            return None
    else:
        try:
            number = float(value)
        except (TypeError, ValueError):
            return None
    return number if math.isfinite(number) else None


def _text(value: Any) -> str | None:
    if value is None:
        return None
    return str(value).strip().lower() or None


def optimizer_family(name: str | None) -> str | None:
    """sgd, adam-like or other for an optimizer name (None when unknown)."""
    if not name:
        return None
    lowered = name.lower()
    if any(part in lowered for part in _ADAM_LIKE):
        return "adam-like"
    if any(part in lowered for part in _SGD_LIKE):
        return "sgd"
    return "other"


def _mixed_precision(value: Any) -> bool | None:
    if value is None:
        return None
    if isinstance(value, bool):
        return value
    text = str(value).lower()
    if any(token in text for token in ("16", "mixed", "amp", "half")):
        return True
    if text in {"false", "0", "no", "none", "32", "fp32", "float32", "32-true"}:
        return False
    return None


def _val_loss_vs_chance(run: Run, num_classes: float | None, task: str | None) -> float | None:
    """The last finite validation loss over ln C: how far below guessing the model ends."""
    if not num_classes or num_classes < 2 or (task is not None and "class" not in task):
        return None
    losses = [s for s in run.select(role=Role.VAL, kind=Kind.LOSS) if not s.component]
    finite = _finite(losses[0].value) if losses else np.empty(0)
    if not len(finite):
        return None
    return float(finite[-1]) / math.log(num_classes)


def _finite(values: npt.NDArray[np.float64]) -> npt.NDArray[np.float64]:
    """The finite values, in order (vectorised: a series can hold millions of points)."""
    return values[np.isfinite(values)]


def derive_facts(run: Run) -> dict[str, Any]:
    """Every fact in FACTS for `run`; a fact that cannot be established is None."""
    hp = canonical_hparams(run.hparams)
    facts: dict[str, Any] = dict.fromkeys(FACTS)

    lr_series = run.select(kind=Kind.LR)
    lr_values = _finite(lr_series[0].value) if lr_series else np.empty(0)
    if len(lr_values):
        facts["lr_peak"] = float(lr_values.max())
        if facts["lr_peak"] > 0:
            facts["lr_final_ratio"] = float(lr_values[-1]) / facts["lr_peak"]
    facts["lr"] = _number(hp.get("lr"))
    if facts["lr"] is None and facts["lr_peak"] is not None:
        facts["lr"] = facts["lr_peak"]

    for name in (
        "batch_size",
        "train_size",
        "num_params",
        "num_classes",
        "steps_per_epoch",
        "warmup_steps",
        "adam_eps",
        "weight_decay",
        "dropout",
        "num_layers",
        "momentum",
        "epochs",
    ):
        facts[name] = _number(hp.get(name))
    for name in ("task", "schedule", "activation", "optimizer", "architecture"):
        facts[name] = _text(hp.get(name))
    facts["optimizer_family"] = optimizer_family(facts["optimizer"])

    family, batch = facts["optimizer_family"], facts["batch_size"]
    if family == "sgd":
        scale = 1.0 if not batch else (batch / 256.0 if batch >= 256 else math.sqrt(batch / 256.0))
        facts["typical_lr"] = SGD_LR_PER_256 * scale
    elif family == "adam-like":
        facts["typical_lr"] = ADAM_TYPICAL_LR
    if facts["lr"] is not None and facts["typical_lr"]:
        facts["lr_ratio_to_typical"] = facts["lr"] / facts["typical_lr"]

    if facts["num_params"] and facts["train_size"]:
        facts["params_per_example"] = facts["num_params"] / facts["train_size"]

    clip_raw = hp.get("grad_clip")
    if clip_raw is not None:
        clip = _number(clip_raw)
        facts["grad_clip"] = clip
        facts["has_grad_clip"] = bool(clip and clip > 0)
    wd, dropout = facts["weight_decay"], facts["dropout"]
    if wd is not None or dropout is not None:
        facts["has_regularization"] = bool((wd or 0) > 0 or (dropout or 0) > 0)
    if facts["activation"] is not None:
        facts["saturating_activation"] = any(
            name in facts["activation"] for name in ("sigmoid", "tanh", "logistic", "softsign")
        )
    facts["mixed_precision"] = _mixed_precision(hp.get("precision"))
    if facts["architecture"] is not None:
        facts["recurrent"] = any(name in facts["architecture"] for name in _RECURRENT)
    facts["final_val_loss_vs_chance"] = _val_loss_vs_chance(run, facts["num_classes"], facts["task"])

    def has(role: Role, *kinds: Kind) -> bool:
        return any(run.select(role=role, kind=kind) for kind in kinds)

    facts["has_train_loss"] = has(Role.TRAIN, Kind.LOSS)
    facts["has_validation"] = has(Role.VAL, Kind.LOSS, Kind.METRIC)
    facts["has_test"] = has(Role.TEST, Kind.LOSS, Kind.METRIC)
    facts["has_grad_norm"] = bool(run.select(kind=Kind.GRAD_NORM))
    facts["has_lr"] = bool(lr_series)
    facts["run_length_steps"] = run.last_step
    facts["resumed"] = any(s.restarts for s in run.series.values())

    steps, batch, size = facts["run_length_steps"], facts["batch_size"], facts["train_size"]
    if steps and batch and size:
        facts["epochs_seen"] = steps * batch / size
    if facts["epochs"] is None and facts["epochs_seen"] is not None:
        facts["epochs"] = facts["epochs_seen"]
    return facts
