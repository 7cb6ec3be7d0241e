"""The naming table: role, kind, eval set, component and aggregation from tag names
as real loggers write them, and the user's `--map` overriding it."""

from __future__ import annotations

import pytest

from triage.errors import UsageError
from triage.model import Kind, Role
from triage.readers.naming import classify, label_for, make_series, parse_mapping


@pytest.mark.parametrize(
    ("tag", "role", "kind", "direction"),
    [
        ("train/loss", Role.TRAIN, Kind.LOSS, "min"),
        ("Loss/train", Role.TRAIN, Kind.LOSS, "min"),
        ("loss", Role.TRAIN, Kind.LOSS, "min"),
        ("val_loss", Role.VAL, Kind.LOSS, "min"),
        ("validation/epoch_loss", Role.VAL, Kind.LOSS, "min"),
        ("eval_loss", Role.VAL, Kind.LOSS, "min"),
        ("test/accuracy", Role.TEST, Kind.METRIC, "max"),
        ("eval_wer", Role.VAL, Kind.METRIC, "min"),
        ("val_acc", Role.VAL, Kind.METRIC, "max"),
        ("learning_rate", Role.TRAIN, Kind.LR, ""),
        ("lr-Adam", Role.TRAIN, Kind.LR, ""),
        ("grad_norm", Role.TRAIN, Kind.GRAD_NORM, ""),
        ("epoch", Role.TRAIN, Kind.EPOCH, ""),
        ("out_tensor([0.])", Role.OTHER, Kind.OTHER, ""),
        ("hp_metric", Role.OTHER, Kind.OTHER, ""),
        ("train_runtime", Role.OTHER, Kind.OTHER, ""),
        ("input/std", Role.TRAIN, Kind.INPUT_STAT, ""),
        ("input_loss", Role.TRAIN, Kind.LOSS, "min"),
        ("update_ratio/fc1.weight", Role.TRAIN, Kind.UPDATE_RATIO, ""),
    ],
)
def test_role_kind_and_direction(tag: str, role: Role, kind: Kind, direction: str) -> None:
    label = classify(tag)
    assert (label.role, label.kind, label.direction) == (role, kind, direction)
    assert label.classified_by


def test_eval_set_name_and_loss_component() -> None:
    assert classify("eval_g3_loss").dataset == "g3"
    assert classify("eval_g3_loss").role == Role.VAL
    dice = classify("dice_loss")
    assert (dice.role, dice.kind, dice.component, dice.dataset) == (Role.TRAIN, Kind.LOSS, "dice", "")


def test_lightning_step_epoch_pairs() -> None:
    assert classify("train_loss_step").aggregation == "step"
    epoch = classify("train_loss_epoch")
    assert (epoch.kind, epoch.aggregation) == (Kind.LOSS, "epoch")


def test_keras_epoch_prefix_on_a_metric_the_table_does_not_know_is_not_the_epoch_counter() -> None:
    unknown = classify("validation/epoch_frobnication")
    assert (unknown.role, unknown.kind, unknown.aggregation) == (Role.VAL, Kind.OTHER, "epoch")
    distance = classify("validation/epoch_Euclidean")
    assert (distance.role, distance.kind, distance.direction, distance.aggregation) == (
        Role.VAL,
        Kind.METRIC,
        "min",
        "epoch",
    )
    assert classify("train/epoch").kind == Kind.EPOCH


def test_mapping_both_orders_and_errors() -> None:
    mapping = parse_mapping(["my_custom=val/loss", "test/metric=holdout_score"])
    assert mapping["my_custom"].role == Role.VAL and mapping["my_custom"].kind == Kind.LOSS
    assert mapping["holdout_score"].role == Role.TEST
    assert label_for("my_custom", mapping).classified_by == "user --map"
    with pytest.raises(UsageError, match="expected TAG=ROLE/KIND"):
        parse_mapping(["no-equals-sign"])
    with pytest.raises(UsageError, match="neither side is ROLE/KIND"):
        parse_mapping(["a=b"])


def test_mapped_metric_keeps_the_direction_its_name_implies() -> None:
    mapping = parse_mapping(["heldout_accuracy=test/metric"])
    assert label_for("heldout_accuracy", mapping).direction == "max"


def test_make_series_labels_and_finds_restarts() -> None:
    series = make_series("val_loss", [0, 10, 20, 10, 20], [1.0, 0.9, 0.8, 0.85, 0.7])
    assert series.role == Role.VAL and series.restarts == (3,)
    keras = make_series("validation/epoch_loss", [0], [1.0], label_name="validation/epoch_loss")
    assert keras.role == Role.VAL
