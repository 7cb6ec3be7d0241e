"""Reads a Hugging Face Trainer `trainer_state.json` into a Run: train, eval (one or
several eval sets) and end-of-training summary entries of `log_history` told apart."""

from __future__ import annotations

import json
import math
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from triage.errors import InputError
from triage.model import Run
from triage.model.hparams import OPTIMIZER_ASSUMED, STATE_UNFINISHED
from triage.readers.history import is_history, read_history
from triage.readers.hparams_files import (
    MAX_HPARAMS_FILE_BYTES,
    NestingError,
    clean_text,
    has_surrogates,
    huge_metric_note,
    load_json_mapping,
    loads_json,
    read_hparams_files,
    surrogate_note,
)
from triage.readers.naming import Label, make_series

READER = "huggingface"

# Keys that mark the summary entry the Trainer logs once training ends; its
# `train_loss` is the average over the whole run, not a point of the curve.
SUMMARY_KEYS: frozenset[str] = frozenset(
    {"train_runtime", "train_samples_per_second", "train_steps_per_second", "total_flos"}
)
EVAL_PREFIXES: tuple[str, ...] = ("eval_", "test_")
# The range of a step (Series.step is int64).
STEP_MIN, STEP_MAX = -(2**63), 2**63 - 1
# Timing fields say how fast, not how well; they are not curves to diagnose.
THROUGHPUT_SUFFIXES: tuple[str, ...] = ("_runtime", "_samples_per_second", "_steps_per_second")
# Top-level fields -> canonical hyperparameter names (CONTRIBUTING.md).
HPARAM_FIELDS: dict[str, str] = {
    "train_batch_size": "batch_size",
    "num_train_epochs": "epochs",
    "max_steps": "max_steps",
    "logging_steps": "logging_steps",
    "eval_steps": "eval_steps",
    "save_steps": "save_steps",
}
# The run's planned length, under the canonical names the detectors read (a run
# that stopped early is told apart from one that ran its course).
PLANNED_FIELDS: dict[str, str] = {"max_steps": "planned_steps", "num_train_epochs": "planned_epochs"}
# The model's config.json (save_pretrained) beside the trainer_state.json or in
# the run folder above a checkpoint-N folder: its fields -> hparams.
CONFIG_FILE = "config.json"
CONFIG_FIELDS: tuple[str, ...] = (
    "model_type",
    "architectures",
    "num_labels",
    "problem_type",
    # the model's activation, depth and dropout (BERT-like and GPT-2-like names; the
    # canonical hparams' aliases read them as activation, num_layers, dropout)
    "hidden_act",
    "activation_function",
    "num_hidden_layers",
    "n_layer",
    "hidden_dropout_prob",
)
# Keys that name an optimizer in hparams read from any source.
OPTIMIZER_KEYS: tuple[str, ...] = ("optimizer", "optim", "optimizer_name", "optimizer_type")
TRAINER_DEFAULT_OPTIMIZER = "adamw"


def read_trainer_state(
    path: Path, mapping: Mapping[str, Label] | None = None, name: str | None = None
) -> Run:
    """Read one trainer_state.json (bare NaN/Infinity tokens accepted)."""
    from triage.readers import read_log_bytes

    data = read_log_bytes(path)
    huge: list[str] = []
    try:
        state = loads_json(data.decode("utf-8-sig"), huge)
    except UnicodeDecodeError:
        raise InputError("not UTF-8 text, so not a trainer_state.json", str(path)) from None
    except json.JSONDecodeError as bad:
        raise InputError(
            f"JSON syntax error at line {bad.lineno}, column {bad.colno}: {bad.msg} "
            "(a truncated or hand-edited trainer_state.json?)",
            str(path),
        ) from None
    except NestingError as deep:
        raise InputError(str(deep), str(path)) from None
    if is_history(state):  # a Keras History json.dump'ed with indentation
        return read_history(state, name or path.parent.name, source=str(path), mapping=mapping)
    if not isinstance(state, dict) or not isinstance(state.get("log_history"), list):
        raise InputError("a JSON document without a 'log_history' list: not a trainer_state.json", str(path))
    run = Run(name=name or path.parent.name, source=str(path), reader=READER)
    if huge:
        run.notes.append(huge_metric_note(len(huge)))
    renamed: set[str] = set()
    columns: dict[str, tuple[list[int], list[float]]] = {}
    skipped_fields: set[str] = set()
    no_step = 0
    for entry in state["log_history"]:
        if not isinstance(entry, dict):
            continue
        step = _step_of(entry.get("step"))
        if step is None:
            no_step += 1
            continue
        if SUMMARY_KEYS & entry.keys():
            _summarise(entry, step, run)
            continue
        is_eval = any(k.startswith(EVAL_PREFIXES) for k in entry)
        for key, value in entry.items():
            if key == "step" or (is_eval and key == "epoch"):
                continue
            if key.endswith(THROUGHPUT_SUFFIXES):
                skipped_fields.add(key)
                continue
            number = _number(value)
            if number is None:
                continue
            if has_surrogates(key):
                renamed.add(key)
                key = clean_text(key)
            steps, values = columns.setdefault(key, ([], []))
            steps.append(step)
            values.append(number)
    for key, (steps, values) in columns.items():
        run.add(make_series(key, steps, values, mapping=mapping))
    if no_step:
        run.notes.append(
            f"{no_step} log_history entr(ies) without a whole-number 'step' (within 64 bits) were skipped"
        )
    if skipped_fields:
        shown = sorted(skipped_fields)
        more = f" and {len(shown) - 3} more" if len(shown) > 3 else ""
        run.notes.append("timing fields are not curves and were skipped: " + ", ".join(shown[:3]) + more)
    if renamed:
        run.notes.append(surrogate_note("log_history keys", len(renamed)))
    _hparams(state, run)
    _config_hparams(path, run)
    _default_optimizer(path, run)
    if not run.series:
        raise InputError("log_history holds no train or eval values", str(path))
    return run


def _number(value: Any) -> float | None:
    """A JSON number as a float (an integer beyond any double is infinite, as json
    reads 1e400); None for anything else."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    try:
        return float(value)
    except OverflowError:
        return math.inf if value > 0 else -math.inf


def _step_of(value: Any) -> int | None:
    """A log_history step as an int64-sized whole number, else None."""
    number = _number(value)
    if number is None or not math.isfinite(number) or number != int(number):
        return None
    step = int(value)
    return step if STEP_MIN <= step <= STEP_MAX else None


def _summarise(entry: Mapping[str, Any], step: int, run: Run) -> None:
    average = _number(entry.get("train_loss"))
    runtime = _number(entry.get("train_runtime"))
    if runtime is not None:
        run.hparams["train_runtime"] = runtime
    if average is not None:
        run.hparams["train_loss_average"] = average
        run.notes.append(
            f"the final summary entry at step {step} gives train_loss={average:.6g}, the average over "
            "the whole run; it is kept out of the loss curve"
        )
    else:
        run.notes.append(f"the final summary entry at step {step} was kept out of the curves")


def _hparams(state: Mapping[str, Any], run: Run) -> None:
    for fields in (HPARAM_FIELDS, PLANNED_FIELDS):
        for field, canonical in fields.items():
            value = state.get(field)
            if isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value):
                run.hparams.setdefault(canonical, value)
    callbacks = state.get("stateful_callbacks")
    if isinstance(callbacks, dict):
        early = callbacks.get("EarlyStoppingCallback")
        if isinstance(early, dict) and isinstance(early.get("args"), dict):
            for key, value in early["args"].items():
                run.hparams.setdefault(str(key), value)
    best = _number(state.get("best_metric"))
    if best is not None:
        where = state.get("best_model_checkpoint") or state.get("best_global_step")
        run.notes.append(f"the Trainer's best_metric is {best:.6g}" + (f" ({where})" if where else ""))
    global_step, max_steps = state.get("global_step"), state.get("max_steps")
    finished = any("train_runtime" in e for e in state["log_history"] if isinstance(e, dict))
    if (
        isinstance(global_step, int)
        and isinstance(max_steps, int)
        and 0 < global_step < max_steps
        and not finished
    ):
        run.notes.append(
            f"the state stops at step {global_step} of max_steps {max_steps}: "
            "a checkpoint snapshot or a run that did not finish"
        )
        run.hparams.setdefault(STATE_UNFINISHED, True)


def _config_hparams(state_path: Path, run: Run) -> None:
    """The model's config.json beside the state, or in the run folder above a
    checkpoint-N folder: model type, architectures, and the number of classes."""
    path = next((f / CONFIG_FILE for f in _run_folders(state_path) if (f / CONFIG_FILE).is_file()), None)
    if path is None:
        return
    try:
        if path.stat().st_size > MAX_HPARAMS_FILE_BYTES:
            run.notes.append(f"{path.name}: larger than {MAX_HPARAMS_FILE_BYTES:,} bytes; not read")
            return
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as problem:
        run.notes.append(f"{path.name}: could not be read ({problem}); the model's config was skipped")
        return
    notes: list[str] = []
    config = load_json_mapping(text, path.name, notes)
    run.notes.extend(notes)
    for field in CONFIG_FIELDS:
        value = config.get(field)
        if value is not None and not isinstance(value, dict):
            run.hparams.setdefault(field, value)
    classes = classes_from_model_config(config)
    if classes is not None:
        run.hparams.setdefault("num_classes", classes)
    used = [f for f in (*CONFIG_FIELDS, "id2label") if f in config]
    if used:
        run.notes.append(f"hyperparameters from the model's {path.name}: " + ", ".join(used))


# problem_type values of a classifier's config (a regression head says "regression")
CLASSIFIER_PROBLEM_TYPES: frozenset[str] = frozenset(
    {"single_label_classification", "multi_label_classification"}
)
# HF names a model with a task head <Model>For<Task> (or <Model>LMHeadModel); these tasks'
# labels are classes (a multiple-choice head's config does not hold its number of choices)
CLASSIFIER_TASKS: tuple[str, ...] = ("Classification",)
_TASK_HEAD = re.compile(r"(For[A-Z][A-Za-z]*|LMHeadModel)$")
# the label map every config carries when nobody set one (a summarizer's or an LM's too)
DEFAULT_LABEL_COUNT = 2


def classes_from_model_config(config: Mapping[str, Any]) -> int | None:
    """The number of classes a model's config.json declares, or None when it declares none.

    Every HF config holds a label map, by default LABEL_0 and LABEL_1, even a language
    model's, so the count is taken only when something says the labels are classes: a
    classification head (`...ForSequenceClassification`, `problem_type`), or, for a model
    whose architecture names no other task's head (a custom or bare model), labels that
    someone set: named, more or fewer than the default two, or an explicit `num_labels`
    (transformers itself never writes that field: it derives it from id2label). A
    classifier saved without a label map has the default two (save_pretrained leaves
    out what equals the default)."""
    id2label = config.get("id2label")
    labels = id2label if isinstance(id2label, dict) else {}
    num_labels = config.get("num_labels")
    explicit = num_labels if isinstance(num_labels, int) and not isinstance(num_labels, bool) else None
    count = len(labels) if labels else explicit
    architectures = config.get("architectures")
    names = [a for a in architectures if isinstance(a, str)] if isinstance(architectures, list) else []
    problem = config.get("problem_type")
    # one label is HF's regression head (num_labels=1 makes ...ForSequenceClassification regress)
    if problem == "regression" or (count is not None and count < 2):
        return None
    if problem in CLASSIFIER_PROBLEM_TYPES or any(task in a for a in names for task in CLASSIFIER_TASKS):
        # save_pretrained leaves out a label map equal to the default: a binary classifier's
        return count if count is not None else DEFAULT_LABEL_COUNT
    if count is None:
        return None
    if (isinstance(problem, str) and problem) or any(_TASK_HEAD.search(a) for a in names):
        return None  # a regression head, or another task's head (generation, LM, QA, ...)
    custom_names = any(str(label) != f"LABEL_{key}" for key, label in labels.items())
    if custom_names or count != DEFAULT_LABEL_COUNT or explicit is not None:
        return count
    return None


def _run_folders(state_path: Path) -> list[Path]:
    """The folder of the state, and the run folder above a checkpoint-N folder."""
    folders = [state_path.parent]
    if state_path.parent.name.startswith("checkpoint-"):
        folders.append(state_path.parent.parent)
    return folders


def _default_optimizer(state_path: Path, run: Run) -> None:
    """optimizer=adamw, the Trainer's default, unless the run records one (here
    or in the hparams files read beside it later)."""
    recorded = set(run.hparams)
    for folder in _run_folders(state_path):
        recorded.update(read_hparams_files(folder, []))
    if any(key in recorded for key in OPTIMIZER_KEYS):
        return
    run.hparams["optimizer"] = TRAINER_DEFAULT_OPTIMIZER
    run.hparams[OPTIMIZER_ASSUMED] = True
    run.notes.append(
        "optimizer: no optimizer is recorded; 'adamw' is assumed because it is the Hugging Face "
        "Trainer's default (optim='adamw_torch'), not because the run records it, so the learning "
        "rate is judged against the usual range of SGD or Adam-like optimizers, whichever is nearer"
    )
