"""Role and kind of a series from its tag name: one table of naming
conventions (data, not branches) plus the user's explicit `--map` overrides.

A tag is lower-cased and cut into word tokens (`Loss/train` -> loss, train;
`eval_g0_loss` -> eval, g0, loss). Phrases in TOKEN_TABLE are matched on the
tokens joined by "_", longest first, so `learning_rate` wins over `rate`.
Tokens that name no role, kind or aggregation become the eval set's name (for
val/test series, as in HF's `eval_<set>_loss`) or the component's name (for a
train loss that is one term of a sum, as in `dice_loss`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

import numpy as np

from triage.errors import UsageError
from triage.model import Kind, Role, Series
from triage.model.run import rewound_indices

# phrase -> (field, value[, direction]). Fields: role, kind, aggregation, setting, ignore.
# Order does not matter: matching is longest-phrase-first.
TOKEN_TABLE: tuple[tuple[str, str, str, str], ...] = (
    # the split a series was measured on
    ("train", "role", Role.TRAIN.value, ""),
    ("training", "role", Role.TRAIN.value, ""),
    ("val", "role", Role.VAL.value, ""),
    ("valid", "role", Role.VAL.value, ""),
    ("validation", "role", Role.VAL.value, ""),
    ("eval", "role", Role.VAL.value, ""),
    ("evaluation", "role", Role.VAL.value, ""),
    ("dev", "role", Role.VAL.value, ""),
    ("test", "role", Role.TEST.value, ""),
    ("testing", "role", Role.TEST.value, ""),
    # losses
    ("loss", "kind", Kind.LOSS.value, "min"),
    ("losses", "kind", Kind.LOSS.value, "min"),
    ("nll", "kind", Kind.LOSS.value, "min"),
    ("xent", "kind", Kind.LOSS.value, "min"),
    ("cross_entropy", "kind", Kind.LOSS.value, "min"),
    ("objective", "kind", Kind.LOSS.value, "min"),
    # metrics where lower is better
    ("perplexity", "kind", Kind.METRIC.value, "min"),
    ("ppl", "kind", Kind.METRIC.value, "min"),
    ("wer", "kind", Kind.METRIC.value, "min"),
    ("cer", "kind", Kind.METRIC.value, "min"),
    ("error", "kind", Kind.METRIC.value, "min"),
    ("err", "kind", Kind.METRIC.value, "min"),
    ("mse", "kind", Kind.METRIC.value, "min"),
    ("mae", "kind", Kind.METRIC.value, "min"),
    ("rmse", "kind", Kind.METRIC.value, "min"),
    ("mape", "kind", Kind.METRIC.value, "min"),
    ("euclidean", "kind", Kind.METRIC.value, "min"),
    ("distance", "kind", Kind.METRIC.value, "min"),
    # metrics where higher is better
    ("acc", "kind", Kind.METRIC.value, "max"),
    ("accuracy", "kind", Kind.METRIC.value, "max"),
    ("mean_token_accuracy", "kind", Kind.METRIC.value, "max"),
    ("top1", "kind", Kind.METRIC.value, "max"),
    ("top_1", "kind", Kind.METRIC.value, "max"),
    ("top5", "kind", Kind.METRIC.value, "max"),
    ("top_5", "kind", Kind.METRIC.value, "max"),
    ("f1", "kind", Kind.METRIC.value, "max"),
    ("f1_score", "kind", Kind.METRIC.value, "max"),
    ("auc", "kind", Kind.METRIC.value, "max"),
    ("auroc", "kind", Kind.METRIC.value, "max"),
    ("roc_auc", "kind", Kind.METRIC.value, "max"),
    ("precision", "kind", Kind.METRIC.value, "max"),
    ("recall", "kind", Kind.METRIC.value, "max"),
    ("map", "kind", Kind.METRIC.value, "max"),
    ("bleu", "kind", Kind.METRIC.value, "max"),
    ("rouge", "kind", Kind.METRIC.value, "max"),
    ("rouge1", "kind", Kind.METRIC.value, "max"),
    ("rouge2", "kind", Kind.METRIC.value, "max"),
    ("rougel", "kind", Kind.METRIC.value, "max"),
    ("rougelsum", "kind", Kind.METRIC.value, "max"),
    ("iou", "kind", Kind.METRIC.value, "max"),
    ("miou", "kind", Kind.METRIC.value, "max"),
    ("dice", "kind", Kind.METRIC.value, "max"),
    ("r2", "kind", Kind.METRIC.value, "max"),
    ("exact_match", "kind", Kind.METRIC.value, "max"),
    ("cosine_similarity", "kind", Kind.METRIC.value, "max"),
    # optimisation signals
    ("lr", "kind", Kind.LR.value, ""),
    ("learning_rate", "kind", Kind.LR.value, ""),
    ("grad_norm", "kind", Kind.GRAD_NORM.value, ""),
    ("gradnorm", "kind", Kind.GRAD_NORM.value, ""),
    ("gradient_norm", "kind", Kind.GRAD_NORM.value, ""),
    ("global_grad_norm", "kind", Kind.GRAD_NORM.value, ""),
    ("update_ratio", "kind", Kind.UPDATE_RATIO.value, ""),
    ("update_to_weight", "kind", Kind.UPDATE_RATIO.value, ""),
    ("weight_norm", "kind", Kind.WEIGHT_STAT.value, ""),
    ("dead_fraction", "kind", Kind.ACTIVATION_STAT.value, ""),
    ("saturated_fraction", "kind", Kind.ACTIVATION_STAT.value, ""),
    ("input", "kind", Kind.INPUT_STAT.value, ""),
    ("inputs", "kind", Kind.INPUT_STAT.value, ""),
    ("epoch", "kind", Kind.EPOCH.value, ""),
    # optimizer settings other than the lr that schedulers log beside it: Lightning's
    # LearningRateMonitor(log_momentum=True, log_weight_decay=True) writes `lr-Adam-momentum`
    # (Adam's beta1) and `lr-AdamW-weight_decay`; they are no learning rate
    ("momentum", "setting", "", ""),
    ("betas", "setting", "", ""),
    ("beta1", "setting", "", ""),
    ("weight_decay", "setting", "", ""),
    # how points were aggregated: Lightning's _step/_epoch pairs, Keras'
    # epoch_ prefix and evaluation_*_vs_iterations
    ("step", "aggregation", "step", ""),
    ("vs_iterations", "aggregation", "step", ""),
    ("iterations", "aggregation", "step", ""),
    # words that qualify nothing
    ("mean", "ignore", "", ""),
    ("avg", "ignore", "", ""),
    ("average", "ignore", "", ""),
    ("total", "ignore", "", ""),
    ("overall", "ignore", "", ""),
    ("metrics", "ignore", "", ""),
    ("metric", "ignore", "", ""),
    ("scalars", "ignore", "", ""),
    ("scalar", "ignore", "", ""),
)

# Tags that look like metrics but are placeholders or run summaries.
NOT_A_CURVE: frozenset[str] = frozenset(
    {"hp_metric", "train_runtime", "train_samples_per_second", "train_steps_per_second", "total_flos"}
)

# Namespaces whose tags are `<namespace>/<signal>[/<free text>]`: classified by `<signal>`
# alone, so a layer name after it (`monitor/grad_norm/loss_head.weight`) changes nothing.
# `monitor` is triage's TrainingMonitor (triage.detectors.monitor_signals).
SIGNAL_NAMESPACES: frozenset[str] = frozenset({"monitor"})

_PHRASES = {phrase: (field, value, direction) for phrase, field, value, direction in TOKEN_TABLE}
_MAX_PHRASE = max(len(p.split("_")) for p in _PHRASES)
_TOKEN = re.compile(r"[a-z0-9]+")


@dataclass(frozen=True)
class Label:
    """The role, kind and other labels of a tag, and how they were decided."""

    role: Role
    kind: Kind
    direction: str = ""
    dataset: str = ""
    component: str = ""
    aggregation: str = ""
    classified_by: str = ""


def tokens_of(tag: str) -> list[str]:
    return _TOKEN.findall(tag.lower())


def classify(tag: str) -> Label:
    """The label the naming table gives `tag` (no user mapping applied)."""
    if tag.lower() in NOT_A_CURVE:
        return Label(Role.OTHER, Kind.OTHER, classified_by="known non-curve tag")
    namespace, _, rest = tag.partition("/")
    if namespace.lower() in SIGNAL_NAMESPACES and rest:
        signal = rest.split("/", 1)[0]
        label = classify(signal)
        how = f"'{namespace}/' namespace: by the signal '{signal}' only; {label.classified_by}"
        return Label(label.role, label.kind, label.direction, "", "", label.aggregation, how)
    tokens = tokens_of(tag)
    roles: list[str] = []
    kinds: list[tuple[str, str, str]] = []  # (kind, direction, phrase)
    aggregation = ""
    settings: list[str] = []
    leftover: list[str] = []
    i = 0
    while i < len(tokens):
        for width in range(min(_MAX_PHRASE, len(tokens) - i), 0, -1):
            phrase = "_".join(tokens[i : i + width])
            if phrase in _PHRASES:
                field, value, direction = _PHRASES[phrase]
                if field == "role":
                    roles.append(value)
                elif field == "kind":
                    kinds.append((value, direction, phrase))
                elif field == "aggregation":
                    aggregation = value
                elif field == "setting":
                    settings.append(phrase)
                i += width
                break
        else:
            leftover.append(tokens[i])
            i += 1

    # the lr scheduler's log of another optimizer setting: not the lr it is named after
    if settings and any(k[0] == Kind.LR.value for k in kinds):
        role = Role(roles[0]) if roles else Role.OTHER
        how = f"the optimizer's {settings[0]} logged beside the lr (e.g. Lightning's LearningRateMonitor)"
        return Label(role, Kind.OTHER, classified_by=how)
    # "epoch" is the epoch counter on its own, an aggregation beside a real kind
    if len(kinds) > 1 and any(k[0] == Kind.EPOCH.value for k in kinds):
        kinds = [k for k in kinds if k[0] != Kind.EPOCH.value]
        aggregation = aggregation or "epoch"
    # "epoch" beside a name the table does not know (Keras `epoch_<metric>`) is
    # that metric's per-epoch value, not the epoch counter
    if [k[0] for k in kinds] == [Kind.EPOCH.value] and leftover:
        role = Role(roles[0]) if roles else Role.OTHER
        how = "per-epoch value of a metric the table does not know"
        return Label(role, Kind.OTHER, aggregation="epoch", classified_by=how)
    if not kinds:
        role = Role(roles[0]) if roles else Role.OTHER
        return Label(role, Kind.OTHER, classified_by="no known metric name")
    # several kind words ("loss_acc"): the loss wins, else the first named
    kind_value, direction, phrase = next((k for k in kinds if k[0] == Kind.LOSS.value), kinds[0])
    for extra in kinds:
        if extra[2] != phrase:
            leftover.append(extra[2])
    kind = Kind(kind_value)
    if roles:
        role = Role(roles[0])
        how = f"'{roles[0]}' + '{phrase}' in the name"
    else:
        role = Role.TRAIN
        how = f"'{phrase}' in the name; no split named, assumed train"
    rest = "_".join(leftover)
    dataset = rest if role in (Role.VAL, Role.TEST) else ""
    component = "" if dataset else rest
    return Label(role, kind, direction, dataset, component, aggregation, how)


def parse_mapping(specs: Iterable[str]) -> dict[str, Label]:
    """Parse `--map` options into {tag: Label}.

    Each spec is `TAG=ROLE/KIND` or `ROLE/KIND=TAG` (either order; the side
    that names a known role and kind is the label), e.g. `my_custom=val/loss`.
    """
    mapping: dict[str, Label] = {}
    for spec in specs:
        left, sep, right = spec.partition("=")
        if not sep or not left.strip() or not right.strip():
            raise UsageError(f"--map {spec!r}: expected TAG=ROLE/KIND, e.g. my/val=val/loss")
        left, right = left.strip(), right.strip()
        label = _label_spec(right)
        tag = left
        if label is None:
            label = _label_spec(left)
            tag = right
        if label is None:
            roles = ", ".join(r.value for r in Role)
            kinds = ", ".join(k.value for k in Kind)
            raise UsageError(f"--map {spec!r}: neither side is ROLE/KIND (roles: {roles}; kinds: {kinds})")
        mapping[tag] = label
    return mapping


def _label_spec(text: str) -> Label | None:
    parts = re.split(r"[/_:]", text.strip().lower(), maxsplit=1)
    if len(parts) != 2:
        return None
    role_text, kind_text = parts
    role_text = {"valid": "val", "validation": "val", "eval": "val"}.get(role_text, role_text)
    if role_text not in {r.value for r in Role} or kind_text not in {k.value for k in Kind}:
        return None
    kind = Kind(kind_text)
    direction = "min" if kind == Kind.LOSS else ("max" if kind == Kind.METRIC else "")
    return Label(Role(role_text), kind, direction, classified_by="user --map")


def label_for(tag: str, mapping: Mapping[str, Label] | None = None) -> Label:
    """The user's mapping for `tag` if there is one, else the naming table's guess.

    A mapped metric keeps the direction the table would give its name when
    the table knows one."""
    if mapping and tag in mapping:
        mapped = mapping[tag]
        if mapped.kind == Kind.METRIC:
            guessed = classify(tag)
            if guessed.kind == Kind.METRIC and guessed.direction:
                return Label(mapped.role, mapped.kind, guessed.direction, classified_by="user --map")
        return mapped
    return classify(tag)


def make_series(
    name: str,
    steps: Iterable[int] | np.ndarray,
    values: Iterable[float] | np.ndarray,
    wall_times: Iterable[float] | np.ndarray | None = None,
    mapping: Mapping[str, Label] | None = None,
    label_name: str | None = None,
) -> Series:
    """A Series labelled by the user's mapping or the naming table.

    `label_name` is the name to classify when it differs from the series'
    own name (a Keras `epoch_loss` read from a `validation/` folder is named
    `validation/epoch_loss`)."""
    step = np.asarray(steps if isinstance(steps, np.ndarray) else list(steps), dtype=np.int64)
    value = np.asarray(values if isinstance(values, np.ndarray) else list(values), dtype=np.float64)
    if wall_times is None:
        wall = np.full(len(step), np.nan, dtype=np.float64)
    else:
        wall = np.asarray(
            wall_times if isinstance(wall_times, np.ndarray) else list(wall_times), dtype=np.float64
        )
    label = label_for(label_name or name, mapping)
    if mapping and name in mapping and label_name and label_name != name:
        label = mapping[name]
    return Series(
        name=name,
        step=step,
        value=value,
        wall_time=wall,
        role=label.role,
        kind=label.kind,
        direction=label.direction,
        dataset=label.dataset,
        component=label.component,
        aggregation=label.aggregation,
        classified_by=label.classified_by,
        restarts=rewound_indices(step),
    )
