"""The Hugging Face callback on real `Trainer` runs (CPU, tiny models, a few steps): it
attaches the training monitor, whose `*.triage` event file sits in the output folder beside
the trainer_state.json it saves, so the folder is one run; it measures the model's inputs by
what they are, writes the report, ranks an injected fault, stops on a non-finite grad_norm."""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

import pytest

torch = pytest.importorskip("torch")
transformers = pytest.importorskip("transformers")
pytest.importorskip("accelerate")  # transformers' Trainer needs it on PyTorch

from torch import nn  # noqa: E402

from tests.hooks.training import blobs  # noqa: E402
from triage.detectors.monitor_signals import DETECTORS  # noqa: E402
from triage.errors import TrainingFailed, UsageError  # noqa: E402
from triage.hooks.huggingface import TriageCallback, model_inputs  # noqa: E402
from triage.readers import read_runs  # noqa: E402

torch.set_num_threads(1)


class TinyClassifier(nn.Module):
    """Returns {"loss", "logits"} like a transformers model; poisons the loss from one call on."""

    def __init__(self, nan_from_call: int | None = None, hidden_bias: float | None = None) -> None:
        super().__init__()
        torch.manual_seed(0)
        self.net = nn.Sequential(nn.Linear(8, 16), nn.ReLU(), nn.Linear(16, 3))
        if hidden_bias is not None:
            # a bias far below any pre-activation: every ReLU unit starts (and stays) dead
            nn.init.constant_(self.net[0].bias, hidden_bias)
        self.nan_from_call = nan_from_call
        self.calls = 0

    def forward(self, x: torch.Tensor, labels: torch.Tensor | None = None) -> dict[str, Any]:
        logits = self.net(x)
        out: dict[str, Any] = {"logits": logits}
        if labels is not None:
            loss = nn.functional.cross_entropy(logits, labels)
            if self.training:
                self.calls += 1
                if self.nan_from_call is not None and self.calls >= self.nan_from_call:
                    loss = loss * float("inf") * 0.0  # NaN, as an overflow followed by a product makes it
            out["loss"] = loss
        return out


def dataset(n: int, sample_seed: int | None = None) -> list[dict[str, Any]]:
    x, y = blobs(n=n, sample_seed=sample_seed)
    return [{"x": x[i], "labels": y[i]} for i in range(n)]


def arguments(tmp_path: Path, **settings: Any) -> Any:
    """TrainingArguments for a quick seeded CPU run into `tmp_path/out`; `settings` override."""
    defaults: dict[str, Any] = {
        "max_steps": 40,
        "per_device_train_batch_size": 16,
        "learning_rate": 1e-2,
        "logging_steps": 1,
        "eval_strategy": "steps",
        "eval_steps": 10,
        "save_strategy": "no",
        "report_to": [],
        "use_cpu": True,
        "disable_tqdm": True,
        "seed": 0,
        "data_seed": 0,
    }
    return transformers.TrainingArguments(output_dir=str(tmp_path / "out"), **{**defaults, **settings})


def train(
    tmp_path: Path,
    callback: TriageCallback,
    model: TinyClassifier,
    max_steps: int = 40,
    compute_loss_func: Any = None,
) -> Any:
    trainer = transformers.Trainer(
        model=model,
        args=arguments(tmp_path, max_steps=max_steps),
        train_dataset=dataset(320),
        eval_dataset=dataset(96, sample_seed=99),
        callbacks=[callback],
        compute_loss_func=compute_loss_func,
    )
    trainer.train()
    return trainer


@pytest.mark.slow
def test_without_the_monitor_triages_the_log_history_at_train_end(tmp_path: Path) -> None:
    callback = TriageCallback(monitor=False)
    train(tmp_path, callback, TinyClassifier())
    diagnosis = callback.diagnosis
    assert diagnosis is not None
    run_dir = tmp_path / "out"
    assert (run_dir / "triage-report.html").is_file()
    history = json.loads((run_dir / "trainer_state.json").read_text())["log_history"]
    assert len(diagnosis.run.series["loss"]) == sum(1 for e in history if "loss" in e)
    assert "eval_loss" in diagnosis.run.series
    assert diagnosis.run.hparams["lr"] == pytest.approx(1e-2)
    assert diagnosis.run.hparams["grad_clip"] == pytest.approx(1.0)
    assert diagnosis.verdict != "failing", [f.message for f in diagnosis.symptoms]
    assert callback.stopped_at_step is None
    assert not list(run_dir.glob("events.out.tfevents.*"))
    assert diagnosis.run.hparams["stopped_early"] is False


MONITOR_SYMPTOMS = {spec.symptom for spec in DETECTORS}


@pytest.mark.slow
def test_the_monitor_and_the_log_history_are_read_as_one_healthy_run(tmp_path: Path) -> None:
    callback = TriageCallback(every=5)
    train(tmp_path, callback, TinyClassifier())
    diagnosis = callback.diagnosis
    assert diagnosis is not None and callback.monitor is not None
    run_dir = tmp_path / "out"
    assert (run_dir / "triage-report.html").is_file()
    assert (run_dir / "trainer_state.json").is_file()  # the run's preferred source, as save_state writes it
    (event_file,) = run_dir.glob("events.out.tfevents.*")
    assert event_file.name.endswith(".triage") and event_file == callback.monitor.event_file
    assert len(read_runs(run_dir)) == 1  # one run trained, one run triaged
    series = diagnosis.run.series
    # the log history: a train loss per logging step, an evaluation every 10 steps
    assert len(series["loss"]) == 40 and series["eval_loss"].step.tolist() == [10, 20, 30, 40]
    assert "train/loss" not in series  # the Trainer's loss is the run's one train-loss curve
    # the monitor: cheap signals every step, at the steps HF logs at; costly ones every 5th
    assert series["train/grad_norm"].step.tolist() == list(range(1, 41))
    assert len(series["monitor/dead_fraction/net.1"]) == 8
    assert diagnosis.run.hparams["lr"] == pytest.approx(1e-2)
    assert diagnosis.run.hparams["grad_clip"] == pytest.approx(1.0)
    assert diagnosis.run.hparams["num_params"] == 8 * 16 + 16 + 16 * 3 + 3
    assert not {f.id for f in diagnosis.symptoms} & MONITOR_SYMPTOMS, [f.message for f in diagnosis.symptoms]
    assert diagnosis.verdict == "healthy", [f.message for f in diagnosis.symptoms]


@pytest.mark.slow
def test_a_dead_relu_initialisation_ranks_dead_relu_first(tmp_path: Path) -> None:
    callback = TriageCallback(every=5)
    train(tmp_path, callback, TinyClassifier(hidden_bias=-20.0))
    diagnosis = callback.diagnosis
    assert diagnosis is not None
    dead = next(f for f in diagnosis.symptoms if f.id == "dead-units")
    assert dead.measurements["worst_fraction"] == pytest.approx(1.0)
    assert "net.1" in dead.message
    assert diagnosis.causes[0].id == "dead-relu", [c.id for c in diagnosis.causes]


@pytest.mark.slow
def test_when_the_trainer_computes_the_loss_the_curve_comes_from_the_log_history(tmp_path: Path) -> None:
    def cross_entropy(outputs: Any, labels: Any, num_items_in_batch: Any = None) -> Any:
        return nn.functional.cross_entropy(outputs["logits"], labels)

    callback = TriageCallback(every=5, report=False)
    train(tmp_path, callback, TinyClassifier(), compute_loss_func=cross_entropy)
    diagnosis = callback.diagnosis
    assert diagnosis is not None
    series = diagnosis.run.series
    assert "train/loss" not in series  # the model never saw the labels, so never returned a loss
    assert len(series["loss"]) == 40 and len(series["train/grad_norm"]) == 40
    assert len(series["monitor/dead_fraction/net.1"]) == 8
    assert diagnosis.verdict != "failing", [f.message for f in diagnosis.symptoms]


@pytest.mark.slow
def test_stops_on_a_nonfinite_grad_norm_and_fails_on_request(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    callback = TriageCallback(fail_on="high")
    with caplog.at_level(logging.WARNING, logger="triage"), pytest.raises(TrainingFailed) as failed:
        train(tmp_path, callback, TinyClassifier(nan_from_call=6), max_steps=40)
    assert callback.stopped_at_step == 6
    diagnosis = failed.value.diagnosis
    assert diagnosis is callback.diagnosis and diagnosis is not None
    assert diagnosis.run.last_step is not None and diagnosis.run.last_step < 10  # stopped, not 40 steps
    # the monitor names where the NaN came from first; the curves' runaway is nested under it
    assert {"loss-runaway", "gradient-explosion"} & {f.id for f in diagnosis.all_findings}
    assert any("stopping the run" in r.message for r in caplog.records)
    hparams = json.loads((tmp_path / "out" / "hparams.json").read_text())
    assert hparams["stopped_early"] is True and hparams["planned_steps"] == 40
    assert hparams["stopped_by"].startswith("triage TriageCallback")


def test_rejects_an_unknown_severity() -> None:
    with pytest.raises(UsageError, match="fail_on"):
        TriageCallback(fail_on="severe")


def test_the_model_inputs_are_taken_by_what_they_are() -> None:
    ids = torch.ones(4, 8, dtype=torch.long)
    pixels = torch.rand(4, 3, 8, 8)
    count = torch.tensor(32.0)  # the Trainer's num_items_in_batch: a scalar, never the batch
    assert model_inputs((), {"input_ids": ids, "attention_mask": ids, "num_items_in_batch": count}) is ids
    assert model_inputs((), {"pixel_values": pixels, "labels": ids[:, 0], "num_items_in_batch": count}) is (
        pixels
    )
    custom = model_inputs((), {"x": pixels, "labels": ids[:, 0], "num_items_in_batch": count})
    assert list(custom) == ["x"]


def tiny_bert_task(n: int, seed: int) -> list[dict[str, Any]]:
    """Token sequences labelled by whether token 4 occurs in them: learnable in a few hundred steps."""
    generator = torch.Generator().manual_seed(seed)
    ids = torch.randint(5, 64, (n, 16), generator=generator)
    labels = torch.randint(0, 2, (n,), generator=generator)
    where = torch.randint(1, 16, (n,), generator=generator)
    ids[labels == 1, where[labels == 1]] = 4
    ids[:, 0] = 1  # [CLS]
    return [
        {"input_ids": ids[i], "attention_mask": torch.ones(16, dtype=torch.long), "labels": labels[i]}
        for i in range(n)
    ]


@pytest.mark.slow
def test_a_healthy_tiny_bert_run_with_the_callback_has_no_finding_at_medium_or_above(tmp_path: Path) -> None:
    config = transformers.BertConfig(
        vocab_size=64,
        hidden_size=32,
        num_hidden_layers=2,
        num_attention_heads=2,
        intermediate_size=64,
        max_position_embeddings=32,
        num_labels=2,
    )
    torch.manual_seed(0)
    model = transformers.BertForSequenceClassification(config)
    callback = TriageCallback(every=10, report=False)
    args = arguments(
        tmp_path, max_steps=300, learning_rate=2e-3, warmup_steps=20, logging_steps=10, eval_steps=50
    )
    trainer = transformers.Trainer(
        model=model,
        args=args,
        train_dataset=tiny_bert_task(1024, seed=0),
        eval_dataset=tiny_bert_task(256, seed=1),
        callbacks=[callback],
    )
    trainer.train()
    diagnosis = callback.diagnosis
    assert diagnosis is not None and callback.monitor is not None
    loud = [f"{f.id} ({f.severity}): {f.message}" for f in diagnosis.at_or_above("medium")]
    assert not loud, loud
    series = diagnosis.run.series
    # token ids have no scale: no input statistics, and never the Trainer's num_items_in_batch
    assert not [name for name in series if name.startswith("input/")]
    assert {"loss", "eval_loss", "train/grad_norm"} <= set(series)
    assert series["eval_loss"].value[-1] < 0.5 * series["eval_loss"].value[0]  # it did learn
    assert diagnosis.run.hparams["stopped_early"] is False
