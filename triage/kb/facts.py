"""Facts the rules may test, derived from a Run: hyperparameters read through
aliases, which series exist, the run's length and the learning-rate schedule."""

from __future__ import annotations

import math
from typing import Any

import numpy as np
import numpy.typing as npt

from triage.model import Kind, Role, Run
from triage.model.hparams import (  # noqa: F401 - re-exported: the kb's public names
    HPARAM_ALIASES,
    OPTIMIZER_ASSUMED,
    as_number,
    canonical_hparams,
    lr_reference,
    normalized_hparams,
    optimizer_family,
    rate_that_ran,
    typical_lr,
)
from triage.model.segments import first_pass, peak_share_of_configured, steps_per_epoch_counted

_RECURRENT = ("rnn", "lstm", "gru", "recurrent")
# architectures whose gradients reach the lower layers through skip connections or attention
_SKIP_CONNECTIONS = (
    "resnet", "resid", "resblock", "densenet", "unet", "highway", "transformer", "former", "bert", "gpt",
    "vit", "attention", "attn", "llama", "mistral", "t5for", "t5model", "t5encoder", "whisper",
)
# adaptive optimizers whose weight_decay is an L2 term added to the gradient before it is
# divided by the gradient's running scale (AdamW and its kin decouple it)
_COUPLED_ADAPTIVE = ("adam", "nadam", "radam", "adamax", "rmsprop", "adagrad", "adadelta")
# step-level train-loss points inside the first epoch needed to read its level
_MIN_FIRST_EPOCH_POINTS = 3

FACTS: dict[str, str] = {
    "lr": (
        "the (peak) learning rate from the hparams, else the largest value of the lr series; that largest "
        "value also when it is 3x (LR_SCHEDULE_RISE) or more the configured rate (a schedule raised it)"
    ),
    "optimizer": "the optimizer's name as logged, lower-cased",
    "optimizer_family": (
        "sgd, adam-like or other; 'sgd or adam-like' when a reader only assumed a framework's default"
    ),
    "typical_lr": (
        "the usual starting lr for this optimizer family and batch size (for an assumed optimizer, "
        "the nearer of SGD's and Adam's)"
    ),
    "lr_ratio_to_typical": "lr divided by typical_lr",
    "batch_size": "examples per optimizer step",
    "train_size": (
        "training examples (hparams; without them, steps per epoch (recorded, or read off the epoch counter) "
        "x batch_size, an estimate for one device without gradient accumulation)"
    ),
    "train_size_source": "'recorded' or 'estimated from steps per epoch x batch size'",
    "num_params": "trainable parameters",
    "params_per_example": "num_params / train_size",
    "batch_share_of_train": "batch_size / train_size: the share of the training set in one optimizer step",
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
    "label_smoothing": "the label-smoothing amount of the cross-entropy (HF's label_smoothing_factor)",
    "has_regularization": (
        "whether weight decay or dropout above zero is configured; false when one is recorded as 0 and the "
        "other is 0 or not recorded"
    ),
    "weight_decay_half_life_steps": (
        "optimizer steps in which weight decay alone halves the weights: ln 2 / (lr x weight_decay), "
        "over (1 - momentum) for SGD with momentum (the decay enters the gradient momentum sums); exact "
        "for SGD and decoupled decay (AdamW), a rough guide for Adam's coupled L2"
    ),
    "adaptive_l2_weight_decay": (
        "weight_decay when the optimizer adds it to the gradient before dividing by the gradient's running "
        "scale (torch's Adam, NAdam, RAdam, Adamax, RMSprop, Adagrad, Adadelta: L2, not AdamW's decoupled "
        "decay)"
    ),
    "activation": "the hidden activation's name, lower-cased",
    "saturating_activation": "whether the activation is sigmoid/tanh-like (saturates at both ends)",
    "num_layers": "depth of the network",
    "task": "classification, regression, language-modeling, ...",
    "momentum": "SGD momentum / Adam beta1",
    "adam_eps": "the epsilon added to Adam's denominator",
    "adam_beta1": "Adam's beta1, the decay of the gradient's running mean (from `betas` or beta1)",
    "adam_beta2": "Adam's beta2, the decay of the squared gradient's running mean (from `betas` or beta2)",
    "adam_betas_reversed": (
        "whether Adam's beta1 is above its beta2: the gradient's mean averages over more steps than the "
        "scale it is divided by (the usual 0.9 and 0.999 typed the other way round)"
    ),
    "mixed_precision": "whether fp16/bf16 mixed precision is configured (a configured loss scale says fp16)",
    "architecture": "the model's kind as logged (mlp, cnn, lstm, transformer, ...), lower-cased",
    "recurrent": "whether the architecture is recurrent (RNN, LSTM, GRU)",
    "skip_connections": (
        "whether the architecture's name says its gradients bypass layers (residual, dense, U-Net, "
        "attention); null when no architecture is recorded"
    ),
    "final_val_loss_vs_chance": "the last validation loss / ln(num_classes), for classification",
    "best_val_loss_vs_chance": "the lowest validation loss / ln(num_classes), for classification",
    "best_val_loss_vs_first_train_loss": (
        "the lowest validation loss / the first finite train loss (where training started), any task"
    ),
    "first_epoch_train_loss_vs_best_val_loss": (
        "the train loss late in the first epoch (batches scored before the model had trained on them; "
        "else the first epoch's mean; the epoch read off a logged epoch counter) / the lowest validation loss"
    ),
    "has_train_loss": "a train loss series exists",
    "has_validation": "a validation loss or metric series exists",
    "has_test": "a test loss or metric series exists",
    "has_grad_norm": "a gradient-norm series exists",
    "has_lr": "a learning-rate series exists",
    "run_length_steps": "the last step logged",
    "lr_peak": "the largest value of the lr series",
    "lr_final_ratio": "the lr series' last value / its peak",
    "lr_peak_vs_configured_unreached": (
        "the lr series' peak / the configured lr, when the series rose to that peak within the log (to "
        "twice its first value or more, whether still rising at its end or decaying after it): the log "
        "holds the schedule's peak, so a peak below the configured lr was never reached"
    ),
    "resumed": "whether a series rewinds its steps (the run was resumed from a checkpoint)",
    "zero_grad_automatic": "whether the framework resets gradients itself (automatic optimization)",
}


def _text(value: Any) -> str | None:
    if value is None:
        return None
    return str(value).strip().lower() or None


def _adam_betas(hp: dict[str, Any]) -> tuple[float | None, float | None]:
    """Adam's (beta1, beta2) as recorded: a `betas` pair (a list, or its text "[0.9, 0.999]"
    as loggers that keep only scalars write it), else beta1 (read through momentum's aliases)
    beside beta2; a value outside [0, 1) is no beta (None)."""
    pair = hp.get("betas")
    if isinstance(pair, str):
        pair = pair.strip("()[] ").split(",")
    if isinstance(pair, (list, tuple)) and len(pair) == 2:
        first, second = pair
    elif hp.get("adam_beta2") is not None:
        first, second = hp.get("momentum"), hp.get("adam_beta2")
    else:
        return None, None
    return _beta(first), _beta(second)


def _beta(value: Any) -> float | None:
    number = as_number(value)
    return number if number is not None and 0 <= number < 1 else None


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


def _val_loss_vs_chance(
    run: Run, num_classes: float | None, task: str | None
) -> tuple[float | None, float | None]:
    """The last and the lowest finite validation loss over ln C: how far below
    guessing the model ends, and how far below it it ever got."""
    if not num_classes or num_classes < 2 or (task is not None and "class" not in task):
        return None, None
    finite = _first_loss(run, Role.VAL)
    if not len(finite):
        return None, None
    chance = math.log(num_classes)
    return float(finite[-1]) / chance, float(finite.min()) / chance


def _best_val_loss_vs_first_train_loss(run: Run) -> float | None:
    """The lowest finite validation loss over the first finite train loss: an untrained
    model scores held-out data about where it scored the training data at the start, so a
    validation loss that never came within orders of magnitude of that level was computed
    on inputs or targets prepared unlike the training ones."""
    first, best = _first_loss(run, Role.TRAIN), _first_loss(run, Role.VAL)
    if not len(first) or not len(best) or first[0] <= 0:
        return None
    return float(best.min()) / float(first[0])


def _first_epoch_train_loss_vs_best_val_loss(run: Run, per_epoch: float | None) -> float | None:
    """The train loss over the second half of the first epoch (its median; else the first
    epoch's mean) over the lowest finite validation loss. In its first epoch a model is scored
    on each batch before it trains on it, so that loss is held-out data too: a model that
    scored unseen training batches clearly better than it ever scored validation learned
    something its validation data, or the way validation is scored, does not share."""
    best = _first_loss(run, Role.VAL)
    if not per_epoch or per_epoch <= 0 or not len(best) or float(best.min()) <= 0:
        return None
    trains = [s for s in run.select(role=Role.TRAIN, kind=Kind.LOSS) if not s.component]
    level: float | None = None
    for series in sorted(trains, key=lambda s: s.aggregation == "epoch"):
        # the first attempt only: steps that rewind (a resume) score batches already trained on
        step, value = first_pass(series)
        inside = value[(step <= per_epoch) & np.isfinite(value)]
        if series.aggregation == "epoch":
            level = float(inside[0]) if len(inside) else None
        elif len(inside) >= _MIN_FIRST_EPOCH_POINTS:
            level = float(np.median(inside[len(inside) // 2 :]))
        if level is not None:
            break
    if level is None or level <= 0:
        return None
    return level / float(best.min())


def _first_loss(run: Run, role: Role) -> npt.NDArray[np.float64]:
    """The finite values of the run's first loss series of `role` (its total, not a
    component), in order; empty without one."""
    losses = [s for s in run.select(role=role, kind=Kind.LOSS) if not s.component]
    return _finite(losses[0].value) if losses else np.empty(0)


def _finite(values: npt.NDArray[np.float64]) -> npt.NDArray[np.float64]:
    """The finite values, in order (vectorised: a series can hold millions of points)."""
    return values[np.isfinite(values)]


def derive_facts(run: Run) -> dict[str, Any]:
    """Every fact in FACTS for `run`; a fact that cannot be established is None."""
    hp = canonical_hparams(run.hparams)
    facts: dict[str, Any] = dict.fromkeys(FACTS)
    # the epoch counter's steps per epoch, read once for the facts that need it
    counted_per_epoch = steps_per_epoch_counted(run)

    lr_series = run.select(kind=Kind.LR)
    lr_values = _finite(lr_series[0].value) if lr_series else np.empty(0)
    if len(lr_values):
        facts["lr_peak"] = float(lr_values.max())
        if facts["lr_peak"] > 0:
            facts["lr_final_ratio"] = float(lr_values[-1]) / facts["lr_peak"]
    configured = as_number(hp.get("lr"))
    facts["lr"] = rate_that_ran(configured, facts["lr_peak"])
    if facts["lr"] == configured and len(lr_values):
        facts["lr_peak_vs_configured_unreached"] = peak_share_of_configured(lr_values, configured)

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
        "label_smoothing",
        "num_layers",
        "momentum",
        "epochs",
    ):
        facts[name] = as_number(hp.get(name))
    for name in ("task", "schedule", "activation", "optimizer", "architecture"):
        facts[name] = _text(hp.get(name))
    if facts["train_size"] is not None:
        facts["train_size_source"] = "recorded"
    else:
        declared = facts["steps_per_epoch"]
        facts["train_size"] = _examples_per_epoch(
            hp, facts["batch_size"], declared if declared is not None else counted_per_epoch
        )
        if facts["train_size"] is not None:
            facts["train_size_source"] = "estimated from steps per epoch x batch size"
    facts["optimizer_family"], facts["typical_lr"] = lr_reference(
        facts["lr"], facts["optimizer"], facts["batch_size"], hp.get(OPTIMIZER_ASSUMED) is True,
        facts["momentum"],
    )
    if facts["lr"] is not None and facts["typical_lr"]:
        facts["lr_ratio_to_typical"] = facts["lr"] / facts["typical_lr"]

    if facts["num_params"] and facts["train_size"]:
        facts["params_per_example"] = facts["num_params"] / facts["train_size"]
    if facts["batch_size"] and facts["train_size"]:
        facts["batch_share_of_train"] = facts["batch_size"] / facts["train_size"]

    clip_raw = hp.get("grad_clip")
    if clip_raw is not None:
        clip = as_number(clip_raw)
        facts["grad_clip"] = clip
        facts["has_grad_clip"] = bool(clip and clip > 0)
    wd, dropout = facts["weight_decay"], facts["dropout"]
    if wd is not None or dropout is not None:
        facts["has_regularization"] = bool((wd or 0) > 0 or (dropout or 0) > 0)
    if facts["optimizer"] is not None and facts["optimizer"].split(".")[-1] in _COUPLED_ADAPTIVE:
        facts["adaptive_l2_weight_decay"] = wd
    facts["weight_decay_half_life_steps"] = _decay_half_life(
        facts["lr"], wd, facts["momentum"] if facts["optimizer_family"] == "sgd" else None
    )
    if facts["activation"] is not None:
        facts["saturating_activation"] = any(
            name in facts["activation"] for name in ("sigmoid", "tanh", "logistic", "softsign")
        )
    facts["adam_beta1"], facts["adam_beta2"] = _adam_betas(hp)
    if facts["adam_beta1"] is not None and facts["adam_beta2"] is not None:
        facts["adam_betas_reversed"] = facts["adam_beta1"] > facts["adam_beta2"]
    facts["mixed_precision"] = _mixed_precision(hp.get("precision"))
    if facts["mixed_precision"] is None and hp.get("loss_scale") is not None:
        facts["mixed_precision"] = True  # loss scaling exists for fp16 training alone
    if facts["architecture"] is not None:
        facts["recurrent"] = any(name in facts["architecture"] for name in _RECURRENT)
        facts["skip_connections"] = any(name in facts["architecture"] for name in _SKIP_CONNECTIONS)
    facts["final_val_loss_vs_chance"], facts["best_val_loss_vs_chance"] = _val_loss_vs_chance(
        run, facts["num_classes"], facts["task"]
    )

    def has(role: Role, *kinds: Kind) -> bool:
        return any(run.select(role=role, kind=kind) for kind in kinds)

    facts["best_val_loss_vs_first_train_loss"] = _best_val_loss_vs_first_train_loss(run)
    # the first epoch's extent from a logged epoch counter only: a log whose step column
    # is the epoch (Keras' CSVLogger) holds one epoch mean a row, whatever steps_per_epoch says
    facts["first_epoch_train_loss_vs_best_val_loss"] = _first_epoch_train_loss_vs_best_val_loss(
        run, counted_per_epoch
    )
    facts["has_train_loss"] = has(Role.TRAIN, Kind.LOSS)
    facts["has_validation"] = has(Role.VAL, Kind.LOSS, Kind.METRIC)
    facts["has_test"] = has(Role.TEST, Kind.LOSS, Kind.METRIC)
    facts["has_grad_norm"] = bool(run.select(kind=Kind.GRAD_NORM))
    facts["has_lr"] = bool(lr_series)
    facts["run_length_steps"] = run.last_step
    facts["resumed"] = any(s.restarts for s in run.series.values())
    zero_grad = hp.get("zero_grad")
    if zero_grad is not None:
        text = str(zero_grad).strip().lower()
        facts["zero_grad_automatic"] = text in ("automatic", "true", "1", "yes")

    steps, batch, size = facts["run_length_steps"], facts["batch_size"], facts["train_size"]
    if steps and batch and size:
        facts["epochs_seen"] = steps * batch / size
    if facts["epochs"] is None and facts["epochs_seen"] is not None:
        facts["epochs"] = facts["epochs_seen"]
    return facts


def _decay_half_life(lr: float | None, weight_decay: float | None, momentum: float | None) -> float | None:
    """Steps for weight decay alone to halve a weight: each step multiplies it by
    1 - lr x weight_decay (momentum m sums the decay term to 1 / (1 - m) times that)."""
    if not lr or not weight_decay or lr <= 0 or weight_decay <= 0:
        return None
    per_step = lr * weight_decay / (1.0 - momentum if momentum is not None and 0 <= momentum < 1 else 1.0)
    return math.log(2.0) / per_step


def _examples_per_epoch(
    hp: dict[str, Any], batch_size: float | None, per_epoch: float | None
) -> float | None:
    """Examples one epoch holds, when the run records no train size: its steps per epoch
    (recorded, or read off the epoch counter it logs) times the batch size. None without
    them, or when gradient accumulation is recorded (its factor is not). A planned step
    budget is not used: max_steps can cut a run short of its epochs."""
    accumulation = hp.get("gradient_accumulation_steps")
    if not batch_size or batch_size <= 0 or (accumulation is not None and as_number(accumulation) != 1):
        return None
    if per_epoch is None or per_epoch <= 0:
        return None
    return float(round(per_epoch) * batch_size)


