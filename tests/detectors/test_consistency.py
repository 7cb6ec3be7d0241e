"""loss-accuracy-mismatch: an evaluation loss under error rate x ln 2, which no
cross-entropy of the scored predictions can be. Real small torch runs: the same
classifier trained with cross-entropy (silent) and with a squared error on its softmax
(the finding, and wrong-loss-function first); then the cases the bound must not read."""

from __future__ import annotations

import math
from typing import Any

import numpy as np
import pytest

from triage.pipeline import diagnose_runs

from .conftest import findings_of, notes_of, run_of


def _blobs(seed: int, n: int) -> tuple[np.ndarray, np.ndarray]:
    """Three overlapping Gaussian classes in 2-D: a sound linear model stops near 75-80%."""
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, 3, n)
    centres = np.array([[0.0, 0.0], [1.2, 0.4], [0.3, 1.2]])
    return (centres[labels] + 0.7 * rng.standard_normal((n, 2))).astype(np.float32), labels


def _train(loss_name: str, epochs: int = 12) -> dict[str, tuple[list[int], list[float]]]:
    """A logistic-regression classifier trained by SGD, its val loss and accuracy logged
    per epoch as Lightning names them, with the loss the run trains on."""
    torch = pytest.importorskip("torch")
    torch.manual_seed(0)
    x_train, y_train = (torch.from_numpy(a) for a in _blobs(1, 600))
    x_val, y_val = (torch.from_numpy(a) for a in _blobs(2, 300))
    model = torch.nn.Linear(2, 3)
    optimizer = torch.optim.SGD(model.parameters(), lr=0.1)

    def loss_of(logits: Any, labels: Any) -> Any:
        if loss_name == "cross-entropy":
            return torch.nn.functional.cross_entropy(logits, labels)
        if loss_name == "nll-on-softmax":  # log_softmax forgotten: minus the true class's probability
            return torch.nn.functional.nll_loss(torch.softmax(logits, dim=1), labels)
        one_hot = torch.nn.functional.one_hot(labels, 3).float()
        return torch.nn.functional.mse_loss(torch.softmax(logits, dim=1), one_hot)

    steps: list[int] = []
    train_loss: list[float] = []
    val_loss: list[float] = []
    val_acc: list[float] = []
    step = 0
    for _ in range(epochs):
        for batch in torch.randperm(600).split(32):
            optimizer.zero_grad()
            loss = loss_of(model(x_train[batch]), y_train[batch])
            loss.backward()
            optimizer.step()
            step += 1
        with torch.no_grad():
            logits = model(x_val)
            val_loss.append(float(loss_of(logits, y_val)))
            val_acc.append(float((logits.argmax(dim=1) == y_val).float().mean()))
            train_loss.append(float(loss))
            steps.append(step)
    return {"train_loss": (steps, train_loss), "val_loss": (steps, val_loss), "val_acc": (steps, val_acc)}


HPARAMS = {"num_classes": 3, "task": "classification", "lr": 0.1, "optimizer": "sgd", "batch_size": 32}


def test_cross_entropy_run_is_consistent_with_its_accuracy() -> None:
    curves = _train("cross-entropy")
    errors = 1.0 - np.array(curves["val_acc"][1])
    assert np.median(errors) >= 0.1, "the data set must leave errors for the bound to bite"
    assert "loss-accuracy-mismatch" not in findings_of(run_of(curves, HPARAMS))


def test_squared_error_on_softmax_is_found_and_ranks_the_loss_function_first() -> None:
    curves = _train("mse-on-softmax")
    run = run_of(curves, HPARAMS)
    finding = findings_of(run)["loss-accuracy-mismatch"]
    errors = 1.0 - np.array(curves["val_acc"][1])
    losses = np.array(curves["val_loss"][1])
    bound = float(np.median(losses / (errors * math.log(2.0))))
    assert finding.measurements["loss_vs_error_bound"] == pytest.approx(bound)
    assert finding.measurements["loss_vs_error_bound"] < 0.7
    assert finding.severity == "medium"
    diagnosis = diagnose_runs([run])[0]
    assert diagnosis.causes[0].id == "wrong-loss-function"
    assert "loss-below-any-cross-entropy-at-its-accuracy" in diagnosis.causes[0].rules


def _mse_like(hparams: dict[str, Any], accuracy_tag: str = "val_acc",
              loss_values: list[float] | None = None) -> tuple[dict[str, Any], list[str]]:
    """The findings and this detector's notes on a squared error's numbers beside an accuracy."""
    steps = list(range(10, 110, 10))
    values = loss_values or [0.16 - 0.002 * i for i in range(10)]
    curves = {"train_loss": (steps, values), "val_loss": (steps, values),
              accuracy_tag: (steps, [0.5 + 0.005 * i for i in range(10)])}
    run = run_of(curves, hparams)
    return findings_of(run), [n for n in notes_of(run) if n.startswith("loss-accuracy-mismatch")]


def test_the_same_numbers_fire_for_a_plain_accuracy() -> None:
    found, notes = _mse_like(HPARAMS)
    assert "loss-accuracy-mismatch" in found and not notes


@pytest.mark.parametrize(
    ("hparams", "accuracy_tag", "why"),
    [
        ({**HPARAMS, "criterion": "FocalLoss"}, "val_acc", "a focal loss is under the cross-entropy"),
        ({**HPARAMS, "criterion": "distillation-kl"}, "val_acc", "distillation measures another thing"),
        ({**HPARAMS, "task": "multi_label_classification"}, "val_acc", "subset accuracy: no per-label error"),
        (HPARAMS, "val_balanced_accuracy", "a balanced accuracy's error is not the example error rate"),
        (HPARAMS, "val_top5_acc", "a top-k error is not the top-1 error rate"),
        ({"task": "regression"}, "val_acc", "no classifier"),
    ],
)
def test_losses_and_metrics_the_bound_does_not_hold_for(
    hparams: dict[str, Any], accuracy_tag: str, why: str
) -> None:
    found, notes = _mse_like(hparams, accuracy_tag)
    assert "loss-accuracy-mismatch" not in found, why
    assert len(notes) == 1 and "not assessed" in notes[0], "a check that could not run says so"


def test_a_negative_loss_below_minus_one_is_left_to_loss_runaway() -> None:
    found, notes = _mse_like(HPARAMS, loss_values=[-0.5 - i for i in range(10)])
    assert "loss-accuracy-mismatch" not in found
    assert notes and "goes negative" in notes[0]


def test_nll_on_probabilities_is_a_negative_loss_found_at_any_accuracy() -> None:
    # battery zd: NLLLoss on a softmax (log_softmax forgotten) logs minus the true class's
    # probability, between -1 and 0, beside a sound accuracy; no cross-entropy is negative
    curves = _train("nll-on-softmax")
    losses = np.array(curves["val_loss"][1])
    assert np.all((losses < 0) & (losses > -1))
    run = run_of(curves, HPARAMS)
    finding = findings_of(run)["loss-accuracy-mismatch"]
    assert finding.measurements["negative_loss"] is True
    assert "NLLLoss" in finding.message
    assert diagnose_runs([run])[0].causes[0].id == "wrong-loss-function"


def test_a_consistent_classifier_is_judged_without_a_note() -> None:
    steps = list(range(10, 110, 10))
    curves = {"train_loss": (steps, [0.9] * 10), "val_loss": (steps, [0.8] * 10),
              "val_acc": (steps, [0.6] * 10)}
    run = run_of(curves, HPARAMS)
    assert "loss-accuracy-mismatch" not in findings_of(run)
    assert not [n for n in notes_of(run) if n.startswith("loss-accuracy-mismatch")]
