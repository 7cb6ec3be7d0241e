"""Hand-built diagnoses for the renderer tests: an overfitting run, a NaN
runaway, a healthy run (curves shaped like real small training runs, seeded)."""

from __future__ import annotations

import numpy as np

from triage.model import Diagnosis, Finding, Kind, RankedCause, Role, Run, Series


def _series(name: str, steps: np.ndarray, values: np.ndarray, role: Role, kind: Kind) -> Series:
    direction = "min" if kind == Kind.LOSS else ""
    return Series(
        name=name,
        step=np.asarray(steps, dtype=np.int64),
        value=np.asarray(values, dtype=np.float64),
        wall_time=np.full(len(steps), np.nan),
        role=role,
        kind=kind,
        direction=direction,
        classified_by=f"'{role.value}' + '{kind.value}' in the name",
    )


def overfitting_diagnosis() -> Diagnosis:
    rng = np.random.default_rng(42)
    steps = np.arange(0, 4000, 10)
    train = 2.3 * np.exp(-steps / 700) + 0.02 + rng.normal(0, 0.02, len(steps)).clip(-0.015)
    val_steps = np.arange(0, 4000, 100)
    val = (
        2.3 * np.exp(-val_steps / 600) + 0.3 + np.where(val_steps > 1200, (val_steps - 1200) / 2400 * 0.4, 0)
    )
    lr = np.full(len(steps), 3e-4)
    run = Run(name="exp42-overfit", source="runs/exp42", reader="tensorboard")
    run.add(_series("train/loss", steps, train, Role.TRAIN, Kind.LOSS))
    run.add(_series("val/loss", val_steps, val, Role.VAL, Kind.LOSS))
    run.add(_series("train/lr", steps, lr, Role.TRAIN, Kind.LR))
    run.hparams.update({"lr": 3e-4, "train_size": 800, "num_params": 12_000_000, "optimizer": "adam"})
    finding = Finding(
        id="overfitting",
        severity="high",
        confidence=0.9,
        message="val/loss 38% above its minimum at step 1,200 (threshold 10%) while train/loss keeps falling",
        series=("train/loss", "val/loss"),
        onset_step=1200,
        span=(1200, 3900),
        measurements={"rise_fraction": 0.38, "threshold_rise_fraction": 0.10, "min_step": 1200},
        code="GEN001",
    )
    causes = [
        RankedCause(
            id="insufficient-data",
            rank=1,
            certainty=0.72,
            title="Too little training data for the model",
            for_symptoms=("overfitting",),
            checks=(
                "Compare train_size (800) with num_params (12M)",
                "Plot a learning curve on 25/50/100% of the data",
            ),
            fixes=("Get more data or augment it", "Use a smaller model"),
            why=("overfitting-small-data: train_size 800 < 10 x ... (+0.6)",),
            references=("Deep Learning Tuning Playbook",),
            rules=("overfitting-small-data",),
        ),
        RankedCause(
            id="insufficient-regularization",
            rank=2,
            certainty=0.45,
            title="Too little regularization",
            for_symptoms=("overfitting",),
            checks=("Is weight_decay or dropout set?",),
            fixes=("Add weight decay 1e-4..1e-2, or dropout",),
            why=("overfitting-no-regularization: no weight_decay, no dropout (+0.45)",),
        ),
    ]
    return Diagnosis(
        run=run, symptoms=[finding], causes=causes, notes=["no test series: val-test-gap not assessed"]
    )


def nan_runaway_diagnosis() -> Diagnosis:
    steps = np.arange(0, 262)
    loss = 3e12 * np.exp(-steps / 8.0) + 3.1
    loss[218:] = np.nan
    loss[240] = np.inf
    run = Run(name="pinn-v14", source="lightning_logs/version_14/metrics.csv", reader="csv")
    run.add(_series("mean_loss", steps, loss, Role.TRAIN, Kind.LOSS))
    run.notes.append("hparams.yaml is empty")
    finding = Finding(
        id="loss-runaway",
        severity="critical",
        confidence=1.0,
        message="mean_loss turns NaN at step 218 and stays non-finite (44 of 262 points)",
        series=("mean_loss",),
        onset_step=218,
        span=(218, 261),
        measurements={"nonfinite_points": 44, "first_nonfinite_step": 218},
        code="OPT001",
    )
    cause = RankedCause(
        id="learning-rate-too-high",
        rank=1,
        certainty=0.6,
        title="Learning rate too high",
        for_symptoms=("loss-runaway",),
        checks=("Rerun with lr / 10",),
        fixes=("Lower the learning rate or add warm-up",),
        why=("runaway-nan: loss-runaway with NaN (+0.6)",),
    )
    spikes = Finding(
        id="loss-spikes",
        severity="low",
        confidence=0.5,
        message="2 spikes above 5x the running median",
        series=("mean_loss",),
        onset_step=20,
        span=(20, 40),
    )
    return Diagnosis(run=run, symptoms=[spikes, finding], causes=[cause])


def healthy_diagnosis() -> Diagnosis:
    rng = np.random.default_rng(7)
    steps = np.arange(0, 2000, 20)
    train = 1.5 * np.exp(-steps / 500) + 0.1 + rng.normal(0, 0.01, len(steps))
    val_steps = np.arange(0, 2000, 200)
    val = 1.5 * np.exp(-val_steps / 500) + 0.15
    run = Run(name="mnist-healthy", source="runs/healthy", reader="csv")
    run.add(_series("loss", steps, train, Role.TRAIN, Kind.LOSS))
    run.add(_series("val_loss", val_steps, val, Role.VAL, Kind.LOSS))
    run.hparams.update({"lr": 1e-3, "batch_size": 64})
    return Diagnosis(run=run)


def inconclusive_diagnosis() -> Diagnosis:
    """One point of train loss: nothing fired, but nothing could be judged either."""
    run = Run(name="version_0", source="exp-one-point/lightning_logs/version_0/metrics.csv", reader="csv")
    run.add(_series("train_loss", np.array([0]), np.array([2.3]), Role.TRAIN, Kind.LOSS))
    return Diagnosis(
        run=run,
        inconclusive_reasons=["train_loss has one point: too short to judge (at least 10 are needed)"],
    )


def runaway_explaining_oscillation_diagnosis() -> Diagnosis:
    """A runaway whose oscillation is shown under it (Finding.explains), with an
    accuracy metric and a Trainer best checkpoint recorded in the hparams."""
    rng = np.random.default_rng(5)
    steps = np.arange(0, 600, 2)
    loss = 2.0 * np.exp(-steps / 150) + 0.4 + rng.normal(0, 0.03, len(steps))
    loss[200:] = loss[200:] * np.exp((steps[200:] - steps[200]) / 25.0)
    eval_steps = np.arange(0, 600, 50)
    accuracy = np.minimum(0.2 + eval_steps / 500, 0.81)
    accuracy[eval_steps >= 400] = 0.1
    run = Run(name="run_3", source="sweeps/lr-0.3/run_3", reader="huggingface")
    run.add(_series("train/loss", steps, loss, Role.TRAIN, Kind.LOSS))
    run.add(_series("eval/accuracy", eval_steps, accuracy, Role.VAL, Kind.METRIC))
    run.hparams.update({"best_metric": 0.81, "best_model_checkpoint": "out/checkpoint-350"})
    oscillation = Finding(
        id="loss-oscillation",
        severity="medium",
        confidence=0.6,
        message="train/loss swings by 40% around its trend from step 380",
        series=("train/loss",),
        onset_step=380,
        span=(380, 598),
    )
    runaway = Finding(
        id="loss-runaway",
        severity="critical",
        confidence=0.95,
        message="train/loss grew 288,000x above its minimum from step 400",
        series=("train/loss",),
        onset_step=400,
        span=(400, 598),
        measurements={"growth_factor": 288_000.0, "recovered": False, "onset_fraction": 0.0368},
        explains=(oscillation,),
    )
    cause = RankedCause(
        id="learning-rate-too-high",
        rank=1,
        certainty=0.7,
        title="Learning rate too high",
        for_symptoms=("loss-runaway",),
        checks=("Rerun with lr / 10",),
    )
    return Diagnosis(run=run, symptoms=[runaway], causes=[cause])
