"""The view model: built once, ordered, relabelled, the plots chosen per symptom."""

from __future__ import annotations

from tests.report.builders import healthy_diagnosis, nan_runaway_diagnosis, overfitting_diagnosis
from triage.report.viewmodel import build_view, format_value, slug


def test_symptoms_are_worst_first_and_causes_by_rank() -> None:
    view = build_view(nan_runaway_diagnosis())
    run = view.runs[0]
    assert [s.severity for s in run.symptoms] == ["critical", "low"]
    assert run.verdict == "failing"
    assert run.symptoms[0].causes[0].id == "learning-rate-too-high"
    assert run.symptoms[1].causes == ()


def test_summary_rows_and_counts_for_several_runs() -> None:
    view = build_view([overfitting_diagnosis(), nan_runaway_diagnosis(), healthy_diagnosis()])
    assert dict(view.counts) == {"failing": 2, "warning": 0, "inconclusive": 0, "healthy": 1}
    rows = {r.run: r for r in view.summary}
    assert rows["pinn-v14"].symptoms[0] == ("loss-runaway", "critical")
    assert rows["exp42-overfit"].top_cause_id == "insufficient-data"
    assert rows["mnist-healthy"].top_cause == ""


def test_path_labels_hide_machine_paths() -> None:
    diagnosis = overfitting_diagnosis()
    diagnosis.run.source = "/opt/site-packages/triage/demo/runs/exp42"
    diagnosis.notes.append("read /opt/site-packages/triage/demo/runs/exp42/metrics.csv")
    view = build_view(diagnosis, path_labels={"/opt/site-packages/triage/demo/runs": "demo"})
    assert view.runs[0].source == "demo/exp42"
    assert view.runs[0].notes[-1] == "read demo/exp42/metrics.csv"


def test_symptom_plot_draws_the_finding_series_and_optimisation_context() -> None:
    overfit = build_view(overfitting_diagnosis()).runs[0].symptoms[0]
    assert "train/loss" in overfit.plot and "val/loss" in overfit.plot
    assert "train/lr" not in overfit.plot  # lr does not explain overfitting
    runaway = build_view(nan_runaway_diagnosis()).runs[0].symptoms[0]
    assert 'class="onset"' in runaway.plot and 'class="nonfinite"' in runaway.plot


def test_runs_with_the_same_name_get_distinct_anchors() -> None:
    view = build_view([healthy_diagnosis(), healthy_diagnosis()])
    assert view.runs[0].anchor != view.runs[1].anchor


def test_markdown_and_text_views_skip_drawing() -> None:
    view = build_view(overfitting_diagnosis(), plots=False)
    assert view.runs[0].symptoms[0].plot == "" and view.runs[0].appendix == ()


def test_value_formatting_and_slugs() -> None:
    assert format_value(0.000123456) == "1.23e-4"
    assert format_value(12_000_000) == "12,000,000"
    assert format_value([1, 2.5]) == "1, 2.5"
    assert format_value(True) == "yes" and format_value(False) == "no"
    assert format_value(288_000.0) == "288,000"
    assert format_value("x" * 500).endswith("…")
    assert slug("runs/exp 42/<b>") == "runs-exp-42-b"
    assert slug("///") == "run"


def test_a_healthy_run_still_shows_its_curves() -> None:
    healthy = build_view(healthy_diagnosis()).runs[0]
    assert "loss" in healthy.overview and "val_loss" in healthy.overview


def test_the_rank_score_mirrors_the_engine_and_decreases_with_rank() -> None:
    from triage.kb.engine import SEVERITY_WEIGHT, priority
    from triage.report.viewmodel import SEVERITY_WEIGHT as SHOWN
    from triage.report.viewmodel import rank_score

    assert SHOWN == SEVERITY_WEIGHT
    assert rank_score(0.5, "medium") == priority(0.5, 1)
    view = build_view(overfitting_diagnosis()).runs[0]
    scores = [c.score for c in view.causes]
    assert scores == sorted(scores, reverse=True)


def test_titles_keep_the_experiment_name_and_values_read_as_words() -> None:
    from tests.report.builders import inconclusive_diagnosis, runaway_explaining_oscillation_diagnosis

    assert build_view(inconclusive_diagnosis()).title == "Triage of exp-one-point / version_0"
    run = build_view(runaway_explaining_oscillation_diagnosis()).runs[0]
    shown = {m.key: m.value for m in run.symptoms[0].measurements}
    assert shown == {"growth_factor": "288,000", "recovered": "no", "onset_fraction": "3.7%"}
    assert [m.name for m in run.symptoms[0].measurements][:1] == ["Growth factor"]
    assert [e.id for e in run.symptoms[0].explains] == ["loss-oscillation"]
    assert "best_metric 0.81 @ 350" in run.overview  # the Trainer's best checkpoint, on the metric panel


def test_recovered_is_not_claimed_for_a_series_non_finite_to_the_end() -> None:
    from dataclasses import replace

    diagnosis = nan_runaway_diagnosis()
    runaway = next(f for f in diagnosis.symptoms if f.id == "loss-runaway")
    diagnosis.symptoms = [replace(runaway, measurements={**runaway.measurements, "recovered": True})]
    shown = {m.key: m.value for m in build_view(diagnosis).runs[0].symptoms[0].measurements}
    assert shown["recovered"].startswith("no")


def test_the_overview_marks_every_onset_and_the_raw_val_minimum() -> None:
    run = build_view(overfitting_diagnosis()).runs[0]
    assert "overfitting 1,200" in run.overview
    val = overfitting_diagnosis().run.series["val/loss"]
    raw_min = float(val.value.min())
    assert any(f"{raw_min:.4g}" in note for note in run.overview_notes)
    evidence = run.symptoms[0]
    assert "linear scale: zoomed on the val minimum" in evidence.plot


def test_generic_logger_names_get_their_experiment_folder() -> None:
    from triage.model import Run
    from triage.report.viewmodel import display_name

    def shown(name: str, source: str) -> str:
        return display_name(Run(name=name, source=source, reader="csv"))

    assert shown("version_14", "logs/lightning-pinn-nan/lightning_logs/version_14/metrics.csv") == (
        "lightning-pinn-nan / version_14"
    )
    assert shown(
        "mlruns/0/cb0096518b0e4c66a94428555f05420b", "x/mlflow-demo/mlruns/0/cb0096518b0e4c66a94428555f05420b"
    ) == ("mlflow-demo / mlruns/0/cb0096518b0e4c66a94428555f05420b")
    assert shown("exp42-overfit", "runs/exp42") == "exp42-overfit"  # a real name stays as it is
    assert shown("version_0", "version_0") == "version_0"  # nothing better to say
