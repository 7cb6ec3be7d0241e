"""The HTML report: self-contained, escaped, small whatever the run length,
written atomically, every series and symptom shown."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest

from tests.report.builders import healthy_diagnosis, nan_runaway_diagnosis, overfitting_diagnosis
from triage.model import Diagnosis, Finding, Kind, RankedCause, Role, Run, Series
from triage.report import render_html, render_index, write_atomically
from triage.report.render import _environment
from triage.report.viewmodel import SummaryRow

HOSTILE = "<script>alert(1)</script>"


def _hostile_diagnosis() -> Diagnosis:
    run = Run(name=f"run {HOSTILE}", source=f"/logs/{HOSTILE}", reader="csv")
    steps = np.arange(50)
    run.add(
        Series.from_lists(
            HOSTILE, steps, np.linspace(2, 1, 50), role=Role.TRAIN, kind=Kind.LOSS, direction="min"
        )
    )
    run.hparams[HOSTILE] = f"<img src=x onerror=alert(2)>{HOSTILE}"
    run.notes.append(f"skipped {HOSTILE}")
    finding = Finding(
        id="slow-convergence",
        severity="medium",
        confidence=0.5,
        message=f"{HOSTILE} fell only 3%",
        series=(HOSTILE,),
        onset_step=10,
        span=(10, 49),
        measurements={HOSTILE: HOSTILE},
    )
    cause = RankedCause(
        id="learning-rate-too-low",
        rank=1,
        certainty=0.4,
        title=HOSTILE,
        for_symptoms=("slow-convergence",),
        checks=(HOSTILE,),
        fixes=(HOSTILE,),
        why=(HOSTILE,),
        references=(HOSTILE,),
    )
    return Diagnosis(run=run, symptoms=[finding], causes=[cause], notes=[HOSTILE])


def test_every_string_from_a_log_is_escaped() -> None:
    html = render_html(_hostile_diagnosis())
    assert "<script" not in html.lower()
    assert "<img" not in html.lower()
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html
    assert "onerror=alert(2)" in html  # shown, as text
    # every occurrence of the payload was escaped; none survived raw
    assert html.count("alert(1)") >= 10


def test_the_page_is_self_contained_and_needs_no_script() -> None:
    html = render_html([overfitting_diagnosis(), nan_runaway_diagnosis(), healthy_diagnosis()])
    assert "<script" not in html
    assert not re.search(r"""(src|href)\s*=\s*["']?(https?:)?//""", html)
    assert "@import" not in html and "url(" not in html
    assert "<style>" in html
    assert html.count("<svg") >= 3 + 5  # a plot per symptom plus the appendix


def test_verdict_and_symptoms_come_first_worst_first() -> None:
    html = render_html(nan_runaway_diagnosis())
    banner = html[html.index('class="banner') :]
    banner = banner[: banner.index("</div>\n  </div>") if "</div>\n  </div>" in banner else 3000]
    assert "failing" in banner
    assert banner.index("Loss runaway") < banner.index("Loss spikes")


def test_multi_run_report_has_a_summary_table_first() -> None:
    html = render_html([overfitting_diagnosis(), nan_runaway_diagnosis(), healthy_diagnosis()])
    summary = html.index('id="summary"')
    assert summary < html.index('class="run"')
    for name in ("exp42-overfit", "pinn-v14", "mnist-healthy"):
        assert f'href="#run-{name}"' in html
        assert f'id="run-{name}"' in html


def test_series_roles_hparams_notes_and_why_are_all_shown() -> None:
    html = render_html(overfitting_diagnosis())
    for text in (
        "train/lr",
        "Classified by",
        "in the name",
        "train_size",
        "800",
        "no test series",
        "overfitting-small-data",
        "Deep Learning Tuning Playbook",
        "threshold_rise_fraction",
        "onset at step 1,200",
    ):
        assert text in html, text


def test_a_four_million_point_run_stays_under_two_megabytes(tmp_path: Path) -> None:
    rng = np.random.default_rng(1)
    n = 2_000_000
    steps = np.arange(n, dtype=np.int64)
    train = np.exp(-steps / 4e5) + rng.normal(0, 0.02, n)
    train[1_500_000:1_500_005] = 40.0  # a spike the plot must keep
    train[1_900_000::7] = np.nan
    run = Run(name="long", source="long", reader="tensorboard")
    run.add(Series("train/loss", steps, train, np.zeros(n), role=Role.TRAIN, kind=Kind.LOSS))
    val_steps = steps[::2]
    run.add(
        Series(
            "val/loss",
            val_steps,
            np.exp(-val_steps / 4e5) + 0.1,
            np.zeros(n // 2),
            role=Role.VAL,
            kind=Kind.LOSS,
        )
    )
    run.add(Series("lr", val_steps, np.full(n // 2, 1e-3), np.zeros(n // 2), role=Role.TRAIN, kind=Kind.LR))
    assert run.total_points == 4_000_000
    finding = Finding(
        id="loss-spikes",
        severity="medium",
        confidence=0.8,
        message="5 spikes",
        series=("train/loss",),
        onset_step=1_500_000,
        span=(1_500_000, 1_500_004),
    )
    out = tmp_path / "long.html"
    render_html(Diagnosis(run=run, symptoms=[finding]), out)
    size = out.stat().st_size
    assert size < 2_000_000, size
    assert "nonfinite" in out.read_text(encoding="utf-8")


def test_atomic_write_replaces_whole_files_and_leaves_no_temporary(tmp_path: Path) -> None:
    target = tmp_path / "sub" / "report.html"
    write_atomically(target, "old")
    render_html(healthy_diagnosis(), target)
    assert target.read_text(encoding="utf-8").startswith("<!DOCTYPE html>")
    assert [p.name for p in target.parent.iterdir()] == ["report.html"]


def test_a_failed_render_keeps_the_previous_report(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "report.html"
    target.write_text("previous", encoding="utf-8")

    def broken_replace(src: str, dst: str) -> None:
        raise OSError("disk full")

    monkeypatch.setattr("triage.report.render.os.replace", broken_replace)
    with pytest.raises(OSError):
        render_html(healthy_diagnosis(), target)
    assert target.read_text(encoding="utf-8") == "previous"
    assert [p.name for p in tmp_path.iterdir()] == ["report.html"]


def test_every_template_escapes_what_it_shows() -> None:
    # HTML templates autoescape; the Markdown one escapes for Markdown instead
    # (HTML entities would show as `&#39;` in a pull-request comment).
    from triage.report.render import _markdown_environment

    env = _environment()
    for name in env.list_templates():
        if name.endswith(".md.j2"):
            rendered = _markdown_environment().from_string("{{ x }}").render(x="<b>[x](y)")
            assert rendered == "\\<b\\>\\[x\\](y)"
            continue
        assert env.from_string("{{ x }}").render(x="<b>") == "&lt;b&gt;"
        assert env.get_template(name).environment.autoescape is True, name


def test_index_page_lists_runs_worst_first_with_links() -> None:
    rows = [
        SummaryRow("good", "", "runs/good", "healthy", (), "", ""),
        SummaryRow(
            "bad",
            "",
            "runs/bad",
            "failing",
            (("loss-runaway", "critical"),),
            "Learning rate too high",
            "learning-rate-too-high",
            link="bad.html",
        ),
        SummaryRow(HOSTILE, "", "runs/x", "unreadable", (), "", "", error="truncated file"),
    ]
    html = render_index(rows, title="Sweep")
    assert html.index("bad.html") < html.index("runs/good")
    assert "<script" not in html
    assert "truncated file" in html


def test_the_library_api_renders_a_real_run(real_logs: Path, tmp_path: Path) -> None:
    import triage

    diagnosis = triage.diagnose(real_logs / "keras-csv-tomato-cnn")
    target = tmp_path / "tomato.html"
    html = triage.render_html(diagnosis, target)
    assert target.read_text(encoding="utf-8") == html
    assert "val_loss" in html and "overfitting" in html
    assert '"format": 1' in diagnosis.to_json()


def test_a_run_with_hundreds_of_long_series_stays_under_two_megabytes() -> None:
    rng = np.random.default_rng(3)
    run = Run(name="wide", source="wide", reader="csv")
    steps = np.arange(20_000, dtype=np.int64)
    for index in range(300):
        values = np.cumsum(rng.normal(0, 1, len(steps)))
        run.add(
            Series(
                f"metric_{index}/loss", steps, values, np.zeros(len(steps)), role=Role.TRAIN, kind=Kind.LOSS
            )
        )
    html = render_html(Diagnosis(run=run))
    assert len(html.encode("utf-8")) < 2_000_000
    assert html.count('class="curve"') == 300  # the appendix: one plain curve a series
    # the overview draws the first train loss raw and smoothed, once wide and once narrow
    assert html.count('class="curve raw"') == html.count('class="curve smooth"') == 2


def test_a_healthy_report_lists_the_checks_that_ran_and_what_came_of_each() -> None:
    diagnosis = healthy_diagnosis()
    diagnosis.notes.append("no test series: val-test-gap not assessed")
    checks = {
        "overfitting": "Validation loss turns up",
        "val-test-gap": "Test much worse than validation",
        "loss-runaway": "Loss turns NaN",
    }
    html = render_html(diagnosis, checks=checks)
    assert "2 checks ran and found nothing" in html
    checks_table = html[html.index('class="stack checks"') :]
    checks_table = checks_table[: checks_table.index("</table>")]
    assert checks_table.count("passed: no finding at its thresholds") == 2
    assert "not assessed: no test series: val-test-gap not assessed" in checks_table
    # without the list, nothing is claimed
    assert "checks ran" not in render_html(healthy_diagnosis())
