"""Facts from a Run: hyperparameters through aliases, the optimizer family and
its usual learning rate, which series exist, and the lr schedule's shape."""

from __future__ import annotations

import math

import pytest

from triage.kb.facts import FACTS, canonical_hparams, derive_facts, optimizer_family
from triage.model import Kind, Role, Run, Series


def run_with(hparams: dict[str, object], *series: Series) -> Run:
    run = Run("r", "mem", "test", hparams=hparams)
    for s in series:
        run.add(s)
    return run


def curve(name: str, role: Role, kind: Kind, values: list[float], steps: list[int] | None = None) -> Series:
    return Series.from_lists(
        name, steps if steps is not None else range(len(values)), values, role=role, kind=kind
    )


@pytest.mark.parametrize(
    ("name", "family"),
    [
        ("adam", "adam-like"),
        ("AdamW", "adam-like"),
        ("adamw_torch_fused", "adam-like"),
        ("paged_adamw_8bit", "adam-like"),
        ("rmsprop", "adam-like"),
        ("sgd", "sgd"),
        ("SGD-nesterov", "sgd"),
        ("adagrad", "other"),
        ("lion", "other"),
        (None, None),
    ],
)
def test_optimizer_family(name: str | None, family: str | None) -> None:
    assert optimizer_family(name) == family


def test_aliases_and_nested_hparams() -> None:
    found = canonical_hparams(
        {
            "learning_rate": "3e-4",
            "optim": "adamw_torch",
            "per_device_train_batch_size": 16,
            "num_train_epochs": 3,
            "max_grad_norm": 1.0,
            "model": {"n_layers": 12, "hidden_act": "gelu"},
        }
    )
    assert found == {
        "lr": "3e-4",
        "optimizer": "adamw_torch",
        "batch_size": 16,
        "epochs": 3,
        "planned_epochs": 3,
        "grad_clip": 1.0,
        "num_layers": 12,
        "activation": "gelu",
    }


def test_lr_scale_by_family_and_batch() -> None:
    sgd = derive_facts(run_with({"lr": 0.4, "optimizer": "sgd", "batch_size": 1024}))
    assert sgd["typical_lr"] == pytest.approx(0.4) and sgd["lr_ratio_to_typical"] == pytest.approx(1.0)
    adam = derive_facts(run_with({"lr": 1.0, "optimizer": "Adam", "batch_size": 32}))
    assert adam["optimizer_family"] == "adam-like" and adam["lr_ratio_to_typical"] == pytest.approx(1000.0)
    unknown = derive_facts(run_with({"lr": 1.0}))
    assert unknown["typical_lr"] is None and unknown["lr_ratio_to_typical"] is None


def test_a_heavier_sgd_momentum_lowers_the_usual_rate_by_its_longer_sum() -> None:
    # battery zr: SGD at lr 0.1 with momentum 0.99 read "within the usual range for sgd
    # (0.0354)", though each gradient is summed into 100 steps instead of 10
    def usual(momentum: float | None) -> float:
        hp = {"lr": 0.1, "optimizer": "sgd", "batch_size": 32}
        facts = derive_facts(run_with(hp if momentum is None else {**hp, "momentum": momentum}))
        return float(facts["typical_lr"])

    reference = usual(None)
    assert reference == pytest.approx(0.1 * (32 / 256) ** 0.5)
    assert usual(0.9) == pytest.approx(reference)
    assert usual(0.99) == pytest.approx(reference / 10)
    assert usual(0.999) == pytest.approx(reference / 100)
    # a lighter momentum (or none) keeps the reference: runs that drop it often keep the rate
    assert usual(0.0) == pytest.approx(reference) and usual(0.5) == pytest.approx(reference)
    # Adam's beta1 (read as momentum too) never scales Adam's usual rate
    adam = derive_facts(run_with({"lr": 1e-3, "optimizer": "adam", "momentum": 0.99}))
    assert adam["typical_lr"] == pytest.approx(1e-3)


@pytest.mark.parametrize(("values", "lr"), [([1e-3, 1e-2, 0.1], 0.1), ([1e-3, 2.5e-3, 1e-3], 1e-3)])
def test_the_lr_fact_is_the_logged_peak_when_a_schedule_raised_it_threefold(
    values: list[float], lr: float
) -> None:
    logged = curve("lr-Adam", Role.TRAIN, Kind.LR, values)
    facts = derive_facts(run_with({"lr": 1e-3, "optimizer": "adam"}, logged))
    assert facts["lr"] == pytest.approx(lr)
    assert facts["lr_ratio_to_typical"] == pytest.approx(lr / 1e-3)


def test_series_facts_and_lr_schedule() -> None:
    lr = curve("lr", Role.TRAIN, Kind.LR, [0.0, 0.05, 0.1, 0.01, 0.001])
    run = run_with(
        {"train_size": 1000, "num_params": 50_000, "batch_size": 10},
        curve("train/loss", Role.TRAIN, Kind.LOSS, [2.0, 1.0, 0.5, 0.4, 0.3], [0, 100, 200, 300, 400]),
        curve("val/acc", Role.VAL, Kind.METRIC, [0.5, 0.7]),
        lr,
    )
    facts = derive_facts(run)
    assert set(facts) == set(FACTS)
    assert facts["lr"] == facts["lr_peak"] == 0.1  # no lr hparam: the schedule's peak
    assert facts["lr_final_ratio"] == pytest.approx(0.01)
    assert facts["has_validation"] and facts["has_lr"] and facts["has_train_loss"]
    assert not facts["has_test"] and not facts["has_grad_norm"]
    assert facts["run_length_steps"] == 400
    assert facts["params_per_example"] == 50
    assert facts["batch_share_of_train"] == pytest.approx(0.01)
    assert facts["epochs_seen"] == pytest.approx(4.0) and facts["epochs"] == pytest.approx(4.0)
    assert facts["resumed"] is False


def test_flags_from_hparams() -> None:
    facts = derive_facts(
        run_with(
            {
                "grad_clip": 0,
                "weight_decay": 0.0,
                "dropout": 0.1,
                "activation": "Sigmoid",
                "precision": "16-mixed",
            }
        )
    )
    assert facts["has_grad_clip"] is False and facts["has_regularization"] is True
    assert facts["saturating_activation"] is True and facts["mixed_precision"] is True
    none = derive_facts(run_with({}))
    assert none["has_grad_clip"] is None and none["has_regularization"] is None
    assert none["saturating_activation"] is None and none["mixed_precision"] is None


def test_a_configured_loss_scale_says_fp16_unless_the_precision_says_otherwise() -> None:
    # battery zzzzp: a run that records only `loss_scale: static 2**24` trains in fp16 (a loss
    # scale exists for nothing else); a precision stated outright decides
    assert derive_facts(run_with({"loss_scale": "static 2**24"}))["mixed_precision"] is True
    assert derive_facts(run_with({"init_scale": 65536.0}))["mixed_precision"] is True
    assert derive_facts(run_with({"loss_scale": 128, "precision": "32"}))["mixed_precision"] is False


@pytest.mark.parametrize(
    ("hparams", "betas", "reversed_"),
    [
        ({"betas": [0.999, 0.9]}, (0.999, 0.9), True),  # torch's pair, the two values swapped
        ({"betas": "(0.9, 0.999)"}, (0.9, 0.999), False),  # the pair as text (a scalar-only logger)
        ({"adam_beta1": 0.98, "adam_beta2": 0.95}, (0.98, 0.95), True),  # HF's arguments
        ({"momentum": 0.9}, (None, None), None),  # SGD's momentum alone is no Adam pair
        ({"betas": [0.9, 1.5]}, (0.9, None), None),  # a beta outside [0, 1) is none
    ],
)
def test_adam_betas_are_read_as_a_pair_or_apart(
    hparams: dict[str, object], betas: tuple[float | None, float | None], reversed_: bool | None
) -> None:
    facts = derive_facts(run_with(hparams))
    assert (facts["adam_beta1"], facts["adam_beta2"]) == betas
    assert facts["adam_betas_reversed"] is reversed_


@pytest.mark.parametrize(
    ("hparams", "half_life"),
    [
        # each SGD step multiplies a weight by 1 - lr x wd, and momentum 0.9 sums that term tenfold
        ({"optimizer": "sgd", "lr": 0.02, "weight_decay": 1.0, "momentum": 0.9}, math.log(2) / 0.2),
        ({"optimizer": "sgd", "lr": 0.1, "weight_decay": 5e-4}, math.log(2) / 5e-5),
        # AdamW's decoupled decay: lr x wd a step, its beta1 (logged as momentum) sums no decay
        ({"optimizer": "adamw", "lr": 1e-3, "weight_decay": 0.01, "momentum": 0.9}, math.log(2) / 1e-5),
        ({"optimizer": "sgd", "lr": 0.1, "weight_decay": 0.0}, None),
        ({"optimizer": "sgd", "weight_decay": 5e-4}, None),
    ],
)
def test_weight_decay_half_life(hparams: dict[str, object], half_life: float | None) -> None:
    found = derive_facts(run_with(hparams))["weight_decay_half_life_steps"]
    assert found == (pytest.approx(half_life) if half_life is not None else None)


@pytest.mark.parametrize(
    ("architecture", "skip"),
    [("ResNetForImageClassification", True), ("BertForSequenceClassification", True),
     ("TinyTransformer", True), ("T5ForConditionalGeneration", True), ("MLP", False),
     ("BatchNormCNN", False), ("LeNet5", False), (None, None)],
)
def test_skip_connections_read_from_the_architecture_name(
    architecture: str | None, skip: bool | None
) -> None:
    hparams = {"architecture": architecture} if architecture else {}
    assert derive_facts(run_with(hparams))["skip_connections"] is skip


def test_garbage_hparams_become_unknown_not_errors() -> None:
    facts = derive_facts(
        run_with({"lr": "fast", "batch_size": float("nan"), "optimizer": ["x"], "num_layers": True})
    )
    assert facts["lr"] is None and facts["batch_size"] is None and facts["num_layers"] is None
    assert facts["optimizer"] == "['x']" and facts["optimizer_family"] == "other"


def test_resumed_run_is_detected() -> None:
    loss = curve("train/loss", Role.TRAIN, Kind.LOSS, [1.0, 0.9, 0.8, 0.85, 0.7], [0, 10, 20, 10, 20])
    facts = derive_facts(run_with({}, loss))
    assert facts["resumed"] is True and not math.isnan(facts["run_length_steps"])


def test_best_val_loss_is_read_against_where_training_started() -> None:
    # a regression whose evaluation skipped the scaler: val MSE in the tens of thousands
    # while training started at 0.93; nothing to compare without a train or a val loss
    train = curve("loss", Role.TRAIN, Kind.LOSS, [math.nan, 0.93, 0.4, 0.1])
    val = curve("eval_loss", Role.VAL, Kind.LOSS, [1.2e5, 4.5e4, math.nan, 5.3e4])
    facts = derive_facts(run_with({}, train, val))
    assert facts["best_val_loss_vs_first_train_loss"] == pytest.approx(4.5e4 / 0.93)
    assert derive_facts(run_with({}, train))["best_val_loss_vs_first_train_loss"] is None
    assert derive_facts(run_with({}, val))["best_val_loss_vs_first_train_loss"] is None


def test_the_first_epochs_train_loss_is_read_against_the_best_validation_loss() -> None:
    # an epoch counter of 4 steps an epoch (HF's step / steps per epoch): the step-level loss's
    # second half of epoch 1 (steps 3, 4) has median 0.9; with no step-level loss, the first
    # epoch's mean (logged at its last step) counts
    counter = curve("epoch", Role.TRAIN, Kind.EPOCH, [i / 4 for i in range(1, 13)], list(range(1, 13)))
    step = Series.from_lists("train_loss_step", [1, 2, 3, 4, 5, 6], [1.4, 1.2, 1.0, 0.8, 0.5, 0.4],
                             role=Role.TRAIN, kind=Kind.LOSS, aggregation="step")
    epoch = Series.from_lists("train_loss_epoch", [4, 8], [1.1, 0.45], role=Role.TRAIN, kind=Kind.LOSS,
                              aggregation="epoch")
    val = curve("val_loss", Role.VAL, Kind.LOSS, [1.5, 1.2, math.nan], [4, 8, 12])
    ratio = "first_epoch_train_loss_vs_best_val_loss"
    assert derive_facts(run_with({}, counter, epoch, step, val))[ratio] == pytest.approx(0.9 / 1.2)
    assert derive_facts(run_with({}, counter, epoch, val))[ratio] == pytest.approx(1.1 / 1.2)
    # a resume that rewinds to step 1 scores batches the model has trained on: not read
    resumed = curve("train_loss", Role.TRAIN, Kind.LOSS, [1.4, 1.2, 1.0, 0.8, 0.5, 0.2, 0.2, 0.2],
                    [1, 2, 3, 4, 5, 1, 2, 3])
    assert derive_facts(run_with({}, counter, resumed, val))[ratio] == pytest.approx(0.9 / 1.2)
    # two step-level points inside the first epoch are too few to read its level from
    short = curve("loss", Role.TRAIN, Kind.LOSS, [1.4, 1.0, 0.5], [2, 4, 6])
    assert derive_facts(run_with({}, counter, short, val))[ratio] is None
    # nothing to compare without a validation loss, or without an epoch counter: a declared
    # steps_per_epoch does not say the logged steps count optimizer steps (a Keras CSVLogger's
    # step column is the epoch, each row an epoch's mean)
    assert derive_facts(run_with({}, counter, step))[ratio] is None
    assert derive_facts(run_with({"steps_per_epoch": 4}, step, val))[ratio] is None


def test_a_train_size_is_estimated_from_steps_per_epoch_and_batch_but_never_from_a_step_budget() -> None:
    # an HF Trainer run never records the data set's size; its fractional `epoch` is
    # step / steps per epoch (4 steps of 16 examples here)
    hf_epoch = curve("epoch", Role.TRAIN, Kind.EPOCH, [0.25 * i for i in range(1, 41)], list(range(1, 41)))
    planned = {"batch_size": 16, "planned_steps": 400, "planned_epochs": 100}
    counted = derive_facts(run_with(planned, hf_epoch))
    assert counted["train_size"] == 64.0
    assert counted["train_size_source"] == "estimated from steps per epoch x batch size"
    assert derive_facts(run_with({"batch_size": 16, "steps_per_epoch": 4}))["train_size"] == 64.0
    recorded = derive_facts(run_with({"train_size": 1000, "batch_size": 16}, hf_epoch))
    assert recorded["train_size"] == 1000 and recorded["train_size_source"] == "recorded"
    # the same counter logged every 20 steps reads whole epochs (4, 8, ...): still step / 5
    every_20 = [20 * i for i in range(1, 11)]
    sparse = curve("epoch", Role.TRAIN, Kind.EPOCH, [step / 5.0 for step in every_20], every_20)
    assert derive_facts(run_with({"batch_size": 8}, sparse))["train_size"] == 40.0
    # Lightning's counter holds its value through each 50-step epoch, logged every step
    held = curve("epoch", Role.TRAIN, Kind.EPOCH, [float(i // 50) for i in range(300)], list(range(300)))
    assert derive_facts(run_with({"batch_size": 32}, held))["train_size"] == 1600.0
    # a step budget (max_steps 80 of 30 epochs) says nothing of an epoch's size
    assert derive_facts(run_with({"batch_size": 32, "max_steps": 80, "epochs": 30}))["train_size"] is None
    # a recorded accumulation factor leaves the examples per step unknown
    accumulated = derive_facts(run_with({"batch_size": 16, "gradient_accumulation_steps": 4}, hf_epoch))
    assert accumulated["train_size"] is None


@pytest.mark.parametrize(
    ("lr_values", "configured", "unreached"),
    [
        # a warm-up counted in steps but stepped once an epoch: still rising at 2% of the rate set
        ([1.7e-6, 3.3e-6, 5e-6, 1e-5, 2e-5], 1e-3, 0.02),
        # a warm-up then a cosine of a lambda that returned lr x factor: it rose to 2.5e-5 of 5e-3
        ([6.7e-6, 2.5e-5, 2.1e-5, 9e-6, 5e-7], 5e-3, 0.005),
        # flat far below it: a rate held low all along, or the tail of a decay the log missed
        ([1e-5, 1e-5, 1e-5], 1e-3, None),
        # a schedule that came down from a higher point (a sparse log missed the peak): no claim
        ([5e-5, 2e-5, 1e-5], 1e-3, None),
        # no configured rate to compare with
        ([1e-5, 2e-5], None, None),
    ],
)
def test_a_logged_lr_ending_at_its_peak_below_the_configured_one_never_reached_it(
    lr_values: list[float], configured: float | None, unreached: float | None
) -> None:
    hparams = {"lr": configured} if configured is not None else {}
    facts = derive_facts(run_with(hparams, curve("lr-Adam", Role.TRAIN, Kind.LR, lr_values)))
    found = facts["lr_peak_vs_configured_unreached"]
    assert found == (pytest.approx(unreached) if unreached is not None else None)


@pytest.mark.parametrize(
    ("optimizer", "expected"),
    [("adam", 0.5), ("torch.optim.RMSprop", 0.5), ("nadam", 0.5), ("adamw", None), ("sgd", None),
     ("adamw_torch", None), (None, None)],
)
def test_weight_decay_is_an_adaptive_l2_only_under_optimizers_that_add_it_to_the_gradient(
    optimizer: str | None, expected: float | None
) -> None:
    hparams: dict[str, object] = {"lr": 1e-3, "weight_decay": 0.5}
    if optimizer is not None:
        hparams["optimizer"] = optimizer
    assert derive_facts(run_with(hparams))["adaptive_l2_weight_decay"] == expected
