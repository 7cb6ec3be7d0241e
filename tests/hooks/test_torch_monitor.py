"""TrainingMonitor on tiny real training runs with faults injected: the monitor's
findings name the fault, the knowledge base ranks its cause, and a healthy run stays quiet."""

from __future__ import annotations

import json
import warnings
from collections.abc import Callable
from pathlib import Path

import pytest

torch = pytest.importorskip("torch")

from torch import nn  # noqa: E402

from tests.hooks.training import blobs, mlp, train  # noqa: E402
from triage.detectors.monitor_signals import DETECTORS  # noqa: E402
from triage.errors import TrainingFailed, UsageError  # noqa: E402
from triage.hooks.torch import NonFiniteTrainingError, TrainingMonitor  # noqa: E402
from triage.readers.naming import classify  # noqa: E402

MONITOR_SYMPTOMS = {spec.symptom for spec in DETECTORS}
TRAIN = blobs()
HELD_OUT = blobs(n=256, sample_seed=99)


class UnsafeStandardize(nn.Module):
    """Standardizes each example by its own std: divides 0 by 0 on a constant example."""

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (x - x.mean(dim=1, keepdim=True)) / x.std(dim=1, keepdim=True)


class SqrtOfPositivePart(nn.Module):
    """torch.where(x > 0, sqrt(x), 0): finite forward, NaN gradient wherever x < 0."""

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.where(x > 0, x.sqrt(), torch.zeros_like(x))


class NetWithCustomModule(nn.Module):
    def __init__(self, custom: nn.Module, where: str) -> None:
        super().__init__()
        torch.manual_seed(0)
        self.where = where
        self.custom = custom
        self.fc1 = nn.Linear(8, 32)
        self.act = nn.ReLU()
        self.fc2 = nn.Linear(32, 3)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if self.where == "input":
            return self.fc2(self.act(self.fc1(self.custom(x))))
        return self.fc2(self.custom(self.fc1(x)))


def constant_row_at(step_with_fault: int) -> Callable[[int, torch.Tensor], torch.Tensor]:
    def corrupt(step: int, inputs: torch.Tensor) -> torch.Tensor:
        if step == step_with_fault:
            inputs[0] = 1.0
        return inputs

    return corrupt


@pytest.mark.parametrize("writer", ["auto", "builtin"])
def test_healthy_run_stays_quiet(tmp_path: Path, writer: str) -> None:
    outcome = train(tmp_path / "run", mlp(), *TRAIN, held_out=HELD_OUT, writer=writer)
    assert outcome.diagnosis.verdict == "healthy", [f.message for f in outcome.diagnosis.symptoms]
    assert not outcome.symptom_ids & MONITOR_SYMPTOMS
    assert outcome.monitor.nonfinite_origin is None
    # the run as read back holds what the monitor recorded, classified by the naming table
    run = outcome.diagnosis.run
    assert run.series["train/loss"].kind.value == "loss"
    assert run.series["train/grad_norm"].kind.value == "grad-norm"
    assert len(run.series["train/loss"]) == 60
    assert len(run.series["monitor/update_ratio/0.weight"]) == 12  # every=5 over 60 steps
    assert run.series["monitor/dead_fraction/1"].kind.value == "activation-stat"


def test_nan_from_division_by_zero_names_the_custom_module(tmp_path: Path) -> None:
    model = NetWithCustomModule(UnsafeStandardize(), where="input")
    with pytest.warns(RuntimeWarning, match="custom"):
        outcome = train(
            tmp_path / "run",
            model,
            *TRAIN,
            held_out=HELD_OUT,
            corrupt=constant_row_at(7),
            on_nonfinite="stop",
        )
    assert outcome.steps_run == 8  # stopped right after the step that went NaN
    assert outcome.monitor.should_stop
    assert "'custom' (UnsafeStandardize)" in (outcome.monitor.nonfinite_origin or "")
    finding = outcome.finding("nonfinite-first-seen")
    assert finding.severity == "critical"
    assert finding.measurements["where"] == "forward"
    assert finding.measurements["module"] == "custom"
    assert finding.onset_step == 7
    assert outcome.diagnosis.causes[0].id == "numerical-instability"
    assert "custom" in " ".join(outcome.diagnosis.causes[0].why)


class DividesByZeroOnce(nn.Module):
    """Divides by (training calls - `at_call`): by zero on exactly one call. The fault depends on
    the module's own state, so no replay of the step could reproduce it: only what was checked
    during the step itself can name it."""

    def __init__(self, at_call: int) -> None:
        super().__init__()
        self.at_call = at_call
        self.calls = 0

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if torch.is_grad_enabled():
            self.calls += 1
        return x / float(self.calls - self.at_call) if self.calls == self.at_call else x


@pytest.mark.parametrize("writer", ["auto", "tensorboard"])
def test_a_division_by_zero_on_an_unmeasured_step_is_named(tmp_path: Path, writer: str) -> None:
    """every=10 measures steps 0, 10, 20, ...: the fault at step 24 is still traced to its module."""
    model = NetWithCustomModule(DividesByZeroOnce(at_call=25), where="hidden")  # call 25 = step 24
    with pytest.warns(RuntimeWarning, match="step 24: first seen in the output of module 'custom'"):
        outcome = train(
            tmp_path / "run", model, *TRAIN, held_out=HELD_OUT, every=10, on_nonfinite="stop", writer=writer
        )
    assert outcome.steps_run == 25
    finding = outcome.finding("nonfinite-first-seen")
    assert finding.onset_step == 24
    assert finding.measurements["where"] == "forward" and finding.measurements["tensor"] == "output"
    assert finding.measurements["module"] == "custom"
    assert "DividesByZeroOnce" in (outcome.monitor.nonfinite_origin or "")
    # the forward Inf is what was seen; the gradients that turned non-finite after it are not the cause
    causes = [c.id for c in outcome.diagnosis.causes]
    assert causes[0] == "numerical-instability", causes
    assert "exploding-gradients" not in causes[:2], causes


def test_a_nan_made_by_the_loss_function_on_an_unmeasured_step(tmp_path: Path) -> None:
    """Every module output was checked and finite at step 13; the loss was not: the criterion."""
    model = mlp()
    optimizer = torch.optim.Adam(model.parameters(), lr=1e-2)
    monitor = TrainingMonitor(model, optimizer, log_dir=tmp_path / "run", every=10, report=False)
    x, y = TRAIN
    with pytest.warns(RuntimeWarning, match="step 13: first seen in the loss computation"):
        for step in range(20):
            logits = model(x[:32])
            probabilities = logits.softmax(dim=1)
            if step == 13:
                probabilities = probabilities * 0.0  # log(0) below: -inf, a NaN loss
            loss = nn.functional.nll_loss(probabilities.log(), y[:32])
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            if not monitor.step(loss, inputs=x[:32]):
                break
    assert monitor.nonfinite_step == 13
    origin = monitor.nonfinite_origin or ""
    assert "the outputs of the 1 module(s) checked at this step, the model's own included, were finite" in (
        origin
    )
    diagnosis = monitor.close()
    assert diagnosis is not None
    assert next(f for f in diagnosis.symptoms if f.id == "nonfinite-first-seen").measurements["where"] == (
        "criterion"
    )


def test_weights_already_nan_are_named_as_the_parameter(tmp_path: Path) -> None:
    model = mlp()
    optimizer = torch.optim.SGD(model.parameters(), lr=0.05)
    monitor = TrainingMonitor(model, optimizer, log_dir=tmp_path / "run", every=10, report=False)
    x, y = TRAIN
    with pytest.warns(RuntimeWarning, match="parameter '2.weight' .in module 'Sequential'"):
        for step in range(8):
            if step == 6:
                with torch.no_grad():
                    model[2].weight[0, 0] = float("nan")  # e.g. a bad checkpoint or an in-place edit
            loss = nn.functional.cross_entropy(model(x[:32]), y[:32])
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            monitor.step(loss)
    assert monitor.nonfinite_step == 6
    monitor.close(triage=False)


def test_nan_gradient_names_the_first_parameter_of_the_backward_pass(tmp_path: Path) -> None:
    model = NetWithCustomModule(SqrtOfPositivePart(), where="hidden")
    with pytest.warns(RuntimeWarning, match="gradient of parameter 'fc1"):
        outcome = train(tmp_path / "run", model, *TRAIN, held_out=HELD_OUT, on_nonfinite="stop")
    assert outcome.steps_run == 1
    finding = outcome.finding("nonfinite-first-seen")
    assert finding.measurements["where"] == "gradient"
    assert finding.measurements["parameter"].startswith("fc1.")
    assert outcome.cause_rank("exploding-gradients") is not None


def test_nan_in_the_input_batch_blames_the_data(tmp_path: Path) -> None:
    def corrupt(step: int, inputs: torch.Tensor) -> torch.Tensor:
        if step == 3:
            inputs[2, 1] = float("nan")
        return inputs

    with pytest.warns(RuntimeWarning, match="input batch"):
        outcome = train(
            tmp_path / "run", mlp(), *TRAIN, held_out=HELD_OUT, corrupt=corrupt, on_nonfinite="stop"
        )
    assert outcome.finding("nonfinite-first-seen").measurements["where"] == "input"
    assert outcome.diagnosis.causes[0].id == "bad-input-data"


def test_on_nonfinite_raise_triages_then_raises(tmp_path: Path) -> None:
    model = NetWithCustomModule(UnsafeStandardize(), where="input")
    with pytest.raises(NonFiniteTrainingError, match="custom") as raised:
        train(tmp_path / "run", model, *TRAIN, corrupt=constant_row_at(4), on_nonfinite="raise", report=True)
    assert isinstance(raised.value, TrainingFailed)
    diagnosis = raised.value.diagnosis
    assert diagnosis is not None and "nonfinite-first-seen" in {f.id for f in diagnosis.symptoms}
    assert (tmp_path / "run" / "triage-report.html").is_file()


def test_on_nonfinite_warn_keeps_training(tmp_path: Path) -> None:
    model = NetWithCustomModule(UnsafeStandardize(), where="input")
    with pytest.warns(RuntimeWarning):
        outcome = train(tmp_path / "run", model, *TRAIN, corrupt=constant_row_at(4), steps=12)
    assert outcome.steps_run == 12 and not outcome.monitor.should_stop


def test_missing_zero_grad_is_seen_directly(tmp_path: Path) -> None:
    model = mlp()
    optimizer = torch.optim.SGD(model.parameters(), lr=0.01)
    outcome = train(tmp_path / "run", model, *TRAIN, held_out=HELD_OUT, optimizer=optimizer, zero_grad=False)
    finding = outcome.finding("gradient-accumulation")
    assert finding.measurements["stale_fraction"] > 0.9
    assert outcome.diagnosis.causes[0].id == "missing-zero-grad"


def test_zero_grad_with_set_to_none_false_is_not_accumulation(tmp_path: Path) -> None:
    model = mlp()
    optimizer = torch.optim.SGD(model.parameters(), lr=0.05)
    original = optimizer.zero_grad
    optimizer.zero_grad = lambda set_to_none=False: original(set_to_none=False)  # type: ignore[method-assign]
    outcome = train(tmp_path / "run", model, *TRAIN, held_out=HELD_OUT, optimizer=optimizer)
    assert "gradient-accumulation" not in outcome.symptom_ids


def test_frozen_layer_and_layer_missing_from_the_optimizer(tmp_path: Path) -> None:
    frozen_model = mlp()
    for param in frozen_model[0].parameters():
        param.requires_grad_(False)
    frozen = train(tmp_path / "frozen", frozen_model, *TRAIN, held_out=HELD_OUT)
    finding = frozen.finding("weights-not-updating")
    assert finding.measurements["frozen"] == ["0.bias", "0.weight"]
    assert frozen.diagnosis.causes[0].id == "frozen-weights"

    model = mlp()
    later_layers = [p for layer in (model[2], model[4]) for p in layer.parameters()]
    outside = train(
        tmp_path / "outside",
        model,
        *TRAIN,
        held_out=HELD_OUT,
        optimizer=torch.optim.Adam(later_layers, lr=1e-2),
    )
    finding = outside.finding("weights-not-updating")
    assert finding.severity == "high"
    assert finding.measurements["not_in_optimizer"] == ["0.bias", "0.weight"]
    assert outside.diagnosis.causes[0].id == "frozen-weights"


def test_zero_learning_rate_group_is_stuck(tmp_path: Path) -> None:
    model = mlp()
    groups = [
        {"params": list(model[0].parameters()), "lr": 0.0},
        {"params": [p for layer in (model[2], model[4]) for p in layer.parameters()]},
    ]
    outcome = train(
        tmp_path / "run", model, *TRAIN, held_out=HELD_OUT, optimizer=torch.optim.Adam(groups, lr=1e-2)
    )
    finding = outcome.finding("weights-not-updating")
    assert finding.measurements["stuck"] == ["0.bias", "0.weight"]
    assert finding.severity == "high"


def test_dead_relu_initialisation(tmp_path: Path) -> None:
    model = mlp()
    with torch.no_grad():
        model[0].bias.fill_(-20.0)  # every first-layer pre-activation is negative
    outcome = train(tmp_path / "run", model, *TRAIN, held_out=HELD_OUT)
    finding = outcome.finding("dead-units")
    assert finding.measurements["worst_fraction"] == pytest.approx(1.0)
    assert outcome.diagnosis.causes[0].id == "dead-relu"


def test_evaluation_in_train_mode_with_dropout(tmp_path: Path) -> None:
    outcome = train(tmp_path / "run", mlp(dropout=0.5), *TRAIN, held_out=HELD_OUT, eval_mode=False)
    assert outcome.finding("eval-in-train-mode").measurements["forwards"] == 6
    assert outcome.diagnosis.causes[0].id == "train-eval-mode-misuse"
    # the same loop calling model.eval() first is quiet
    quiet = train(tmp_path / "quiet", mlp(dropout=0.5), *TRAIN, held_out=HELD_OUT, eval_mode=True)
    assert "eval-in-train-mode" not in quiet.symptom_ids


def test_unnormalized_inputs(tmp_path: Path) -> None:
    x, y = TRAIN
    outcome = train(tmp_path / "run", mlp(), x * 1000, y, held_out=(HELD_OUT[0] * 1000, HELD_OUT[1]))
    finding = outcome.finding("input-not-normalized")
    assert finding.measurements["input_std"] > 100
    assert outcome.cause_rank("unnormalized-input") == 1


def test_imbalanced_targets(tmp_path: Path) -> None:
    x, y = blobs(classes=2, weights=[0.97, 0.03])
    held_out = blobs(n=256, classes=2, weights=[0.97, 0.03], sample_seed=99)
    model = mlp(classes=2)
    outcome = train(
        tmp_path / "run",
        model,
        x,
        y,
        held_out=held_out,
        optimizer=torch.optim.Adam(model.parameters(), lr=1e-3),
    )
    assert outcome.finding("imbalanced-targets").measurements["class_ratio"] > 10
    assert outcome.cause_rank("class-imbalance") == 1
    assert outcome.diagnosis.run.hparams["num_classes"] == 2


def test_saturated_sigmoid_network(tmp_path: Path) -> None:
    model = mlp(activation=nn.Sigmoid)
    with torch.no_grad():
        for layer in model:
            if isinstance(layer, nn.Linear):
                layer.weight.mul_(20.0)  # a far too large initialisation
    outcome = train(tmp_path / "run", model, *TRAIN, held_out=HELD_OUT)
    assert outcome.finding("saturated-units").measurements["worst_fraction"] > 0.5
    assert outcome.cause_rank("saturated-activations") == 1


def test_hparams_json_holds_what_the_monitor_knows(tmp_path: Path) -> None:
    model = mlp(dropout=0.1)
    (tmp_path / "run").mkdir()
    (tmp_path / "run" / "hparams.json").write_text(json.dumps({"train_size": 512, "lr": 123}))
    optimizer = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)
    train(
        tmp_path / "run",
        model,
        *TRAIN,
        held_out=HELD_OUT,
        optimizer=optimizer,
        steps=6,
        hparams={"grad_clip": 1.0},
    )
    written = json.loads((tmp_path / "run" / "hparams.json").read_text())
    assert written["optimizer"] == "sgd" and written["lr"] == 0.05 and written["momentum"] == 0.9
    assert written["batch_size"] == 32 and written["num_classes"] == 3
    assert written["activation"] == "relu" and written["dropout"] == 0.1 and written["num_layers"] == 3
    assert written["num_params"] == sum(p.numel() for p in model.parameters())
    assert written["grad_clip"] == 1.0 and written["train_size"] == 512  # the user's and the file's own


def test_context_manager_and_misuse(tmp_path: Path) -> None:
    model = mlp()
    optimizer = torch.optim.Adam(model.parameters())
    x, y = TRAIN
    with TrainingMonitor(model, optimizer, log_dir=tmp_path / "run", report=False) as monitor:
        for _ in range(3):
            loss = nn.functional.cross_entropy(model(x[:16]), y[:16])
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            monitor.step(loss)
    assert monitor.diagnosis is not None
    assert list(model._forward_hooks.values()) == []  # hooks removed on close
    with pytest.raises(UsageError, match="after close"):
        monitor.step(1.0)
    with pytest.raises(UsageError, match="every"):
        TrainingMonitor(model, optimizer, log_dir=tmp_path / "x", every=0)
    with pytest.raises(UsageError, match="on_nonfinite"):
        TrainingMonitor(model, optimizer, log_dir=tmp_path / "x", on_nonfinite="ignore")  # type: ignore[arg-type]


def test_context_manager_keeps_the_loops_own_exception(tmp_path: Path) -> None:
    model = mlp()
    with pytest.raises(KeyError, match="boom"), warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with TrainingMonitor(model, None, log_dir=tmp_path / "run", report=False):
            raise KeyError("boom")


@pytest.mark.parametrize(
    ("signal", "name", "kind"),
    [
        ("grad_norm", "loss_head.weight", "grad-norm"),
        ("update_ratio", "val_proj.bias", "update-ratio"),
        ("weight_norm", "learning_rate.scale", "weight-stat"),
        ("dead_fraction", "train.block.0.act", "activation-stat"),
        ("nonfinite_forward", "accuracy_head", "other"),
        ("grad_norm", "encoder.layers.0.weight", "grad-norm"),
    ],
)
def test_layer_names_cannot_change_how_a_tag_is_classified(signal: str, name: str, kind: str) -> None:
    """Per-layer tags are `monitor/<signal>/<layer>`, classified by the signal alone: the layer's
    name is written as it is, and a parameter called `loss_head` does not make a loss curve."""
    label = classify(f"monitor/{signal}/{name}")
    assert label.kind.value == kind
    assert label.role.value in ("train", "other")
    assert label == classify(f"monitor/{signal}/layer")


def test_the_event_file_is_a_triage_supplement_with_layer_names_unchanged(tmp_path: Path) -> None:
    class Net(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            torch.manual_seed(0)
            self.loss_head = nn.Linear(8, 3)

        def forward(self, x: torch.Tensor) -> torch.Tensor:
            return self.loss_head(x)  # type: ignore[no-any-return]

    outcome = train(tmp_path / "run", Net(), *TRAIN, held_out=HELD_OUT, steps=10)
    (event_file,) = (tmp_path / "run").glob("events.out.tfevents.*")
    assert event_file == outcome.monitor.event_file and event_file.name.endswith(".triage")
    series = outcome.diagnosis.run.series
    assert series["monitor/grad_norm/loss_head.weight"].kind.value == "grad-norm"
    losses = [name for name, s in series.items() if s.kind.value == "loss"]
    assert losses == ["train/loss", "val/loss"] or sorted(losses) == ["train/loss", "val/loss"]


def _weights_after_training(log_dir: Path | None, nan_at: int | None) -> list[torch.Tensor]:
    torch.manual_seed(0)
    model = nn.Sequential(nn.Linear(8, 16), nn.BatchNorm1d(16), nn.ReLU(), nn.Dropout(0.3), nn.Linear(16, 3))
    optimizer = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)
    monitor = TrainingMonitor(model, optimizer, log_dir=log_dir, every=3, report=False) if log_dir else None
    x, y = TRAIN
    for step in range(12):
        inputs = x[step * 16 : (step + 1) * 16].clone()
        loss = nn.functional.cross_entropy(model(inputs), y[step * 16 : (step + 1) * 16])
        if step == nan_at:
            loss = loss * float("nan")  # poisons gradients, so the monitor replays the forward
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        if monitor is not None:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                monitor.step(loss, inputs=inputs)
        if step == nan_at:
            break
    if monitor is not None:
        monitor.close(triage=False)
    return [t.detach().clone() for t in model.state_dict().values()]


@pytest.mark.parametrize("nan_at", [None, 5])
def test_monitoring_does_not_change_training(tmp_path: Path, nan_at: int | None) -> None:
    """Hooks, the forward replay (dropout, batch-norm statistics, generator state) leave the run
    bit-identical to the same run without a monitor."""
    plain = _weights_after_training(None, nan_at)
    watched = _weights_after_training(tmp_path / "run", nan_at)
    for a, b in zip(plain, watched, strict=True):
        assert torch.equal(a, b) or (a.isnan().any() and torch.equal(a.isnan(), b.isnan()))
    # and the random generator continues from the same state (dropout draws were not repeated)
    _weights_after_training(tmp_path / "again", nan_at)
    after_watched = torch.rand(3)
    _weights_after_training(None, nan_at)
    assert torch.equal(after_watched, torch.rand(3))


def test_monitor_detectors_stay_silent_on_real_logs(real_logs: Path) -> None:
    """Real public logs carry none of the monitor's series: its detectors must say nothing."""
    from triage.detectors import detect
    from triage.readers import read_runs

    thresholds = kb_thresholds()
    checked = 0
    for run in read_runs(real_logs):
        findings, _ = detect(run, thresholds)
        assert not {f.id for f in findings} & MONITOR_SYMPTOMS, run.source
        checked += 1
    assert checked >= 10


def kb_thresholds() -> dict[str, dict[str, object]]:
    from triage.kb import load_knowledge_base

    return load_knowledge_base().thresholds_with({})
