"""The hyperparameter vocabulary every stage shares: canonical names and the
names runs write them under, and the usual learning rate per optimizer family.

Readers keep the names as logged; the detectors and the rule engine read them
through this one table (CONTRIBUTING.md lists the canonical names)."""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

# Canonical hyperparameter -> the names runs write it under, first match wins.
# Keys are compared lower-cased with "-", "." and "/" read as "_".
HPARAM_ALIASES: dict[str, tuple[str, ...]] = {
    "lr": (
        "lr",
        "learning_rate",
        "base_lr",
        "max_lr",
        "init_lr",
        "initial_lr",
        "optimizer_lr",
        "optimizer_learning_rate",  # MLflow / Keras autolog
        "learning_rate_init",
        "peak_lr",
    ),
    "optimizer": ("optimizer", "optim", "optimizer_name", "opt", "optimizer_type", "optimizer_class"),
    "optimizer_assumed": ("optimizer_assumed",),  # OPTIMIZER_ASSUMED: set by readers, not runs
    "state_unfinished": ("state_unfinished",),  # STATE_UNFINISHED: set by readers, not runs
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
    "planned_epochs": (
        "planned_epochs", "max_epochs", "num_train_epochs", "num_epochs", "epochs", "n_epochs"
    ),
    "planned_steps": ("planned_steps", "max_steps", "total_steps", "num_training_steps", "max_iters"),
    "gradient_accumulation_steps": (
        "gradient_accumulation_steps", "accumulate_grad_batches", "grad_accum_steps", "accumulation_steps",
    ),
    "stopped_early": ("stopped_early", "early_stopped", "should_training_stop"),
    "steps_per_epoch": ("steps_per_epoch", "iters_per_epoch", "batches_per_epoch"),
    # HF's Trainer logs the mean train loss of each window of logging_steps
    "logging_steps": ("logging_steps",),
    "warmup_steps": ("warmup_steps", "num_warmup_steps", "warmup_iters", "lr_warmup_steps"),
    "schedule": ("schedule", "lr_scheduler", "lr_scheduler_type", "scheduler", "lr_schedule"),
    "grad_clip": ("grad_clip", "gradient_clip_val", "max_grad_norm", "clip_grad_norm", "grad_clip_norm"),
    "weight_decay": ("weight_decay", "wd", "l2"),
    "dropout": ("dropout", "dropout_rate", "drop_rate", "hidden_dropout_prob", "p_dropout"),
    "activation": ("activation", "act", "activation_fn", "hidden_act", "activation_function", "nonlinearity"),
    "num_layers": ("num_layers", "depth", "n_layers", "num_hidden_layers", "layers", "n_layer"),
    "task": ("task", "problem_type", "task_type"),
    "momentum": ("momentum", "beta1", "adam_beta1"),
    # Adam's two averaging rates, as a pair (torch's `betas`) or the second alone
    "betas": ("betas", "adam_betas"),
    "adam_beta2": ("adam_beta2", "beta2"),
    "precision": ("precision", "fp16", "bf16", "amp", "mixed_precision", "dtype"),
    # a loss scale is configured only for fp16 training (GradScaler's init_scale, a static scale)
    "loss_scale": ("loss_scale", "init_scale", "static_loss_scale", "initial_loss_scale"),
    "adam_eps": ("adam_eps", "adam_epsilon", "eps", "epsilon", "optimizer_eps"),
    "architecture": ("architecture", "arch", "model_type", "model_name", "model", "network"),
    "zero_grad": ("zero_grad", "automatic_optimization", "zero_grad_automatic"),
    "criterion": ("criterion", "loss_fn", "loss_function", "loss_type", "objective", "loss"),
    "majority_fraction": ("majority_fraction", "majority_class_fraction", "majority_rate"),
    "baseline_loss": ("baseline_loss", "constant_predictor_loss", "target_variance"),
    "label_smoothing": ("label_smoothing", "label_smoothing_factor", "smoothing"),
}

# Optimizer name fragments -> family. Adam-like means per-parameter adaptive
# step sizes, whose sensible learning rates sit two orders below SGD's.
ADAM_LIKE = ("adam", "nadam", "radam", "lamb", "rmsprop", "adabelief", "adafactor")
SGD_LIKE = ("sgd", "momentum", "nesterov", "lars")

# Usual starting learning rates. SGD with momentum: 0.1 at batch 256, scaled
# linearly above it (Goyal et al. 2017) and by the square root below it,
# since small-batch runs commonly keep rates of 0.01-0.1 (Krizhevsky 2014).
# Adam-like: 1e-3 (Kingma & Ba), which batch size changes little in practice.
SGD_LR_PER_256 = 0.1
ADAM_TYPICAL_LR = 1e-3
# The SGD rates above go with momentum 0.9: a heavier momentum m sums a step's gradient
# into 1 / (1 - m) steps, so its usual rate is that much smaller (0.99: a tenth). A lighter
# one is left at the reference: runs that drop momentum commonly keep the rate.
SGD_REFERENCE_MOMENTUM = 0.9
# A logged lr series that peaks this many times above the configured lr ran at that peak: a
# schedule raised the rate (a cyclic or one-cycle schedule configured by its base rate, a
# decay factor above 1). Warm-up and decay schedules peak at the configured rate; the cyclic
# runs of the dev batteries peak 4-8x their base rate. The peak is the rate to judge.
LR_SCHEDULE_RISE = 3.0


def rate_that_ran(configured: float | None, peak: float | None) -> float | None:
    """The learning rate to judge: the configured one, or the logged series' peak when none
    is configured or a schedule raised the rate LR_SCHEDULE_RISE times above it or more."""
    if peak is None:
        return configured
    if configured is None or (configured > 0 and peak >= LR_SCHEDULE_RISE * configured):
        return peak
    return configured


def normalized_hparams(hparams: Mapping[str, Any]) -> dict[str, Any]:
    """hparams with keys lower-cased, "-", "." and "/" read as "_", nested dicts
    flattened to their leaf names too (so {"optimizer": {"lr": 0.1}} also gives "lr")."""
    flat: dict[str, Any] = {}

    def visit(mapping: Mapping[str, Any], prefix: str, depth: int) -> None:
        for key, value in mapping.items():
            name = str(key).lower().replace("-", "_").replace(".", "_").replace("/", "_")
            if isinstance(value, Mapping) and depth < 8:
                flat.setdefault(f"{prefix}{name}", value)
                visit(value, f"{prefix}{name}_", depth + 1)
                continue
            flat.setdefault(f"{prefix}{name}", value)
            flat.setdefault(name, value)

    visit(hparams, "", 0)
    return flat


def canonical_hparams(hparams: Mapping[str, Any]) -> dict[str, Any]:
    """The canonical hyperparameters found through HPARAM_ALIASES (absent ones left out)."""
    flat = normalized_hparams(hparams)
    found: dict[str, Any] = {}
    for canonical, aliases in HPARAM_ALIASES.items():
        for alias in aliases:
            value = flat.get(alias)
            if value is not None and value != "" and not isinstance(value, Mapping):
                found[canonical] = value
                break
    labels = flat.get("id2label")
    if "num_classes" not in found and isinstance(labels, Mapping) and len(labels) >= 2:
        found["num_classes"] = len(labels)  # a Hugging Face config's label map
    return found


def as_number(value: Any) -> float | None:
    """A finite float from a logged value (numbers, numeric text), else None."""
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
        except (TypeError, ValueError, OverflowError):
            return None
    return number if math.isfinite(number) else None


def optimizer_family(name: str | None) -> str | None:
    """sgd, adam-like or other for an optimizer name (None when unknown)."""
    if not name:
        return None
    lowered = name.lower()
    if any(part in lowered for part in ADAM_LIKE):
        return "adam-like"
    if any(part in lowered for part in SGD_LIKE):
        return "sgd"
    return "other"


# A reader that fills in a framework's default optimizer because the run records none sets
# this hparam to True beside it: the default is a guess, not a fact about the run.
OPTIMIZER_ASSUMED = "optimizer_assumed"
# A reader sets this hparam to True when its log is a state saved mid-run (a Hugging Face
# trainer_state.json short of max_steps, without the closing summary): the log ends, the
# run may not have.
STATE_UNFINISHED = "state_unfinished"
# how the family of such a run reads: it could have used either
EITHER_FAMILY = "sgd or adam-like"


def lr_reference(
    lr: float | None,
    optimizer: str | None,
    batch_size: float | None,
    assumed: bool,
    momentum: float | None = None,
) -> tuple[str | None, float | None]:
    """The optimizer family an lr is judged by, and that family's usual lr (for SGD, at
    its recorded momentum). When the optimizer is only assumed (a framework's default, not
    recorded), the run may as well have used SGD, whose usual rate is 10-100x an Adam-like
    one's: the lr is judged against whichever usual rate is nearer it (on a log scale), so
    a rate normal for either family is not called out of range, and the family reads
    EITHER_FAMILY."""
    if not assumed:
        family = optimizer_family(optimizer)
        return family, typical_lr(family, batch_size, momentum)
    usual = [u for u in (typical_lr(f, batch_size) for f in ("adam-like", "sgd")) if u]
    if lr is None or lr <= 0 or not usual:
        return EITHER_FAMILY, None
    return EITHER_FAMILY, min(usual, key=lambda u: abs(math.log(lr / u)))


def sgd_momentum_scale(momentum: float | None) -> float:
    """What SGD's usual rate is multiplied by at this momentum: (1 - m) / (1 - 0.9) for a
    momentum heavier than SGD_REFERENCE_MOMENTUM (and under 1), else 1."""
    if momentum is None or not SGD_REFERENCE_MOMENTUM < momentum < 1.0:
        return 1.0
    return (1.0 - momentum) / (1.0 - SGD_REFERENCE_MOMENTUM)


def typical_lr(family: str | None, batch_size: float | None, momentum: float | None = None) -> float | None:
    """The usual starting lr for an optimizer family (and, for SGD, the batch size and a
    momentum heavier than SGD_REFERENCE_MOMENTUM)."""
    if family == "sgd":
        damp = sgd_momentum_scale(momentum)
        if not batch_size or batch_size <= 0:
            return SGD_LR_PER_256 * damp
        scale = batch_size / 256.0 if batch_size >= 256 else math.sqrt(batch_size / 256.0)
        return SGD_LR_PER_256 * scale * damp
    if family == "adam-like":
        return ADAM_TYPICAL_LR
    return None
