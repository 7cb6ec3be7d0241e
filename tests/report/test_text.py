"""The terminal summary: verdict, symptoms with severity and onset, top causes
with their first check; colour only when asked; log strings never read as markup."""

from __future__ import annotations

from tests.report.builders import healthy_diagnosis, nan_runaway_diagnosis, overfitting_diagnosis
from triage.report import to_text


def test_text_summary_shows_verdict_symptoms_onset_and_first_check() -> None:
    text = to_text(nan_runaway_diagnosis())
    assert "FAILING" in text and "pinn-v14" in text
    assert text.index("loss-runaway") < text.index("loss-spikes")  # worst first
    assert "from step 218" in text
    assert "check: Rerun with lr / 10" in text
    assert "\x1b[" not in text


def test_text_summary_of_several_runs_starts_with_a_table() -> None:
    text = to_text([overfitting_diagnosis(), healthy_diagnosis()])
    first_run_header = text.index("FAILING")
    assert text.index("exp42-overfit") < first_run_header
    assert "insufficient-data" in text[:first_run_header]
    assert "no symptom found" in text


def test_colour_is_opt_in() -> None:
    assert "\x1b[" in to_text(overfitting_diagnosis(), color=True)


def test_rich_markup_in_a_run_name_is_shown_literally() -> None:
    diagnosis = healthy_diagnosis()
    diagnosis.run.name = "[bold red]x[/bold red]"
    assert "[bold red]x[/bold red]" in to_text(diagnosis, color=True)


def test_notes_are_counted_and_summary_only_shows_just_the_table() -> None:
    text = to_text(overfitting_diagnosis())
    assert "1 note on what was skipped" in text
    both = to_text([overfitting_diagnosis(), healthy_diagnosis()], summary_only=True)
    assert "exp42-overfit" in both and "what to check first" not in both


def test_an_inconclusive_run_says_why_and_an_explained_symptom_sits_under_its_primary() -> None:
    from tests.report.builders import inconclusive_diagnosis, runaway_explaining_oscillation_diagnosis

    text = to_text([inconclusive_diagnosis(), runaway_explaining_oscillation_diagnosis()], width=200)
    assert "INCONCLUSIVE" in text and "too short to judge" in text
    assert "explains loss-oscillation (medium)" in text
    # context, not a ranked symptom line of its own
    assert not any(line.lstrip().startswith("MEDIUM") for line in text.splitlines())


def test_an_inconclusive_run_with_low_hints_shows_both_the_reasons_and_the_hints() -> None:
    from tests.report.builders import inconclusive_diagnosis
    from triage.model import Finding

    diagnosis = inconclusive_diagnosis()
    diagnosis.symptoms = [Finding(id="undertrained", severity="low", confidence=0.5, message="still falling")]
    assert diagnosis.verdict == "inconclusive"
    text = to_text(diagnosis, width=200)
    assert "only low hints found, but the run could not be judged" in text
    assert "too short to judge" in text and "undertrained" in text


def test_causes_show_the_score_they_are_ranked_by() -> None:
    text = to_text(overfitting_diagnosis(), width=200)
    assert "score = certainty x severity weight" in text
    assert "[insufficient-data, score 65, certainty 72%]" in text  # 0.72 x 0.9 (high)
