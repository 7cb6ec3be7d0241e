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
