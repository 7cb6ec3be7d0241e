"""The fuzz harness in CI: a bounded, derandomized budget of mutated inputs through the library
(and a sample through the CLI with a timeout and an address-space cap), and every stored
crasher replayed. `python -m tests.fuzz --seconds 600` runs a longer session."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.fuzz.corpus import Seed, seeds
from tests.fuzz.harness import open_reason, read_tree, regression_inputs, run_input
from tests.fuzz.mutators import mutate, split_frames

# About 30 s of CI on one loaded core; the CLI sample adds a few child processes.
LIBRARY_EXAMPLES = 60
CLI_SAMPLE = 3
FUZZ = settings(
    derandomize=True,
    max_examples=LIBRARY_EXAMPLES,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
CORPUS = seeds()


def judged(failure: str | None, description: str) -> None:
    """A failure fails the test unless it is a known open one (listed in KNOWN_OPEN.txt)."""
    if failure is not None and open_reason(failure) is None:
        pytest.fail(f"{description}: {failure}")


def test_the_seed_corpus_reads_clean() -> None:
    # the seeds themselves must be handled (a seed that fails is a crasher before any mutation)
    demo = [s for s in CORPUS if s.name.startswith("demo/")]
    assert {s.name.rsplit("/", 1)[1] for s in demo} >= {"jsonl", "csv", "hf", "tensorboard", "mlflow"}
    for seed in demo[:6]:
        judged(run_input(seed.files), seed.name)


def test_tfrecord_mutations_keep_the_framing_valid() -> None:
    # the TFRecord mutator re-frames with valid CRCs, so the decoder behind the framing is reached
    events = next(s for s in CORPUS if s.name.endswith("/tensorboard"))
    (name,) = events.files
    rng = random.Random(7)
    from tests.fuzz.mutators import mutate_tfrecord

    reframed = [mutate_tfrecord(events.files[name], rng) for _ in range(20)]
    assert all(split_frames(data) is not None for data in reframed)
    assert len({bytes(d) for d in reframed}) > 10


@pytest.mark.slow
@FUZZ
@given(seed=st.sampled_from(CORPUS), mutation_seed=st.integers(0, 2**32 - 1), stacked=st.integers(1, 3))
def test_mutated_logs_are_handled_by_the_library(seed: Seed, mutation_seed: int, stacked: int) -> None:
    rng = random.Random(mutation_seed)
    files = seed.files
    steps: list[str] = []
    for _ in range(stacked):
        files, description = mutate(files, rng)
        steps.append(description)
    judged(run_input(files), f"{seed.name}: {'; '.join(steps)}")


@pytest.mark.slow
def test_a_sample_of_mutated_logs_through_the_cli() -> None:
    rng = random.Random(2026)
    for _ in range(CLI_SAMPLE):
        seed = rng.choice(CORPUS)
        files, description = mutate(seed.files, rng)
        judged(run_input(files, cli=True), f"{seed.name}: {description}")


REGRESSION_DIRS = regression_inputs()


# A stored crasher replays in a few seconds once fixed; a still-open hang costs only this.
REPLAY_SECONDS = 10


@pytest.mark.parametrize("case", REGRESSION_DIRS, ids=[p.name for p in REGRESSION_DIRS])
def test_every_stored_crasher_is_handled(case: Path) -> None:
    failure_file = case / "FAILURE.txt"
    first_seen = failure_file.read_text(encoding="utf-8").strip() if failure_file.is_file() else "?"
    # replayed from a fresh copy, as the fuzzer ran it: the stored input is never written
    failure = run_input(read_tree(case / "input"), seconds=REPLAY_SECONDS)
    if failure is not None and open_reason(failure) is not None:
        pytest.xfail(f"known open ({open_reason(failure)}): {failure[:200]}")
    assert failure is None, f"first seen as: {first_seen}\nnow: {failure}"
