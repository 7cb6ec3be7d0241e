"""Variant battery zzzx: a look-alike of an external held-out suite, real framework runs (`--battery zzzx`).

    nice -n 10 python benchmarks/variants.py --battery zzzx --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery zzzx [--runs]

Like batteries d-zzzw, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is the log),
trained by battery d's runner through the earlier batteries' wrappers (battery zf's runner with its
replaced loss, the checkpoint the test loads and the run without evaluation, ze's replaced schedule),
battery zj's model and augmentation wrappers and this battery's own hooks (every Linear drawn from a unit
normal, an optimizer over the biases alone, a sigmoid head into cross-entropy), so each case can run in
each of the three layouts; the layout rotation of variants.py picks one.
It was written blind: its author trained it with `--train-only`, read the raw logged numbers of each
run, and never diagnosed or scored it, so it is held-out data for the tool.
Its halves are even (16 faulty, 16 healthy; one fault each, one cause a case, spread over every family
of cause: optimisation, data, evaluation, model, workflow), injected into data sets no battery had at a
realistic strength, in forms earlier batteries did not use (see each case's description and each hook's
docstring).
The data sets are new, all made offline with numpy from known generating models (see each generator): a
machine shop's lathe spindle vibration windows (a clean cut, chatter, a worn tool, an unbalanced part, a
loose chuck; 64 readings), a running shop's 12x12 insole pressure maps (neutral, overpronation,
supination, heel strike, forefoot strike), a fencing club's bout action logs (an attacker, a
counter-puncher, a defender, a feinter, a distance player; left-padded to 24), a lobster fishery's
pot-string catches (the log kg a pot from the depth, the water, the soak, the bait, the moon, the
season and the gear; standardised) and a blacksmith's spark-test records of scrap steel (mild steel,
high-carbon, tool steel, stainless, cast iron).
Runs of ~60 to ~3,000 steps: MLPs (2x64 to 3x256), 2-D CNNs with and without batch norm, a small residual
net, 1-D CNNs with and without batch norm, GRU and LSTM readers of the action logs, small transformers
and regression MLPs; plain SGD, SGD with momentum, Adam, AdamW, RMSprop and Adagrad; constant, warm-up +
cosine, cosine, step, exponential, cyclic, one-cycle and plateau schedules; bf16-mixed autocast, shift /
gain / noise, shift / noise and feature-noise augmentation, dropout, weight decay, early stopping,
clipping; batches of 8 to 64; cadences from every step to once every 100 steps, evaluations twice an
epoch, once an epoch, every few epochs or never.
The faulty half: Adam at lr 1e-6 from a fine-tuning recipe, an lr of 0.3 typed for 3e-4, a per-epoch
StepLR(step_size=1, gamma=0.5) stepped every batch, zero_grad() never called, labels shifted by one row
after a dropped row, a table oversampled before its split, a new insole model's test maps, features whose
scaler output was discarded, an export sorted by catch read unshuffled, the test checkpoint picked by a
sort of file names that begin with the val loss, psi maps the evaluation script never converts to kPa, a
TF port's unit-normal init, an optimizer over the biases alone, a sigmoid head into cross-entropy,
`max_steps=60` left from a smoke test and a debug `df.sample(60)` left in.
The healthy half holds sound runs a naive reader can take for a fault (see the healthy cases'
descriptions): val losses below the training loss under augmentation and dropout, a warm-up bump, a
bump as a cyclic lr climbs back, a slow start then a drop, batch-8 noise logged every step, bf16 noise
under a one-cycle peak, early stopping, a slow Adagrad regression evaluated every few epochs, a run
never evaluated, plateau cuts that freeze the curve, a step cut and a 64-step run still improving.
Split, layout rotation and labels follow variants.py's rules; a Lightning case's `every` is its
`log_every_n_steps`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from benchmarks.variants import RUNAWAY, Variant, _generated, _regression_table
from benchmarks.variants_d import Plan, Runner
from benchmarks.variants_l import L
from benchmarks.variants_w import MLP64
from benchmarks.variants_ze import cyclic
from benchmarks.variants_zf import zf_runs
from benchmarks.variants_zh import _patch_splits, _token_splits
from benchmarks.variants_zj import _augmented, _signal_splits, _stats

if TYPE_CHECKING:
    import torch
    from torch import nn

    from tests.suite.datasets import Splits

SIZES = (1000, 300, 300)


# ---------------------------------------------------------------- data sets no battery has


LATHE_STATES = ("clean-cut", "chatter", "worn-tool", "unbalanced-part", "loose-chuck")


def _lathe(seed: int, n: int, length: int = 64) -> tuple[Any, Any]:
    """A machine shop's lathe spindle vibration windows: the tool-post accelerometer read at 1 kHz, 64
    readings a window, labelled by the machinist's note: a clean cut (the spindle's 1x and 2x harmonics
    at a period of 9-14 readings, small), chatter (a self-excited tone at a period of 2.5-4 readings
    whose envelope grows by 2-4x over the window), a worn tool (the harmonics plus broadband noise 2-3x
    the clean level), an unbalanced part (a strong 1x harmonic, 2-4x the clean amplitude) or a loose
    chuck (a rattle: a decaying click once per revolution). Each window has its own spindle speed, a
    gain and sensor noise (sd 0.25-0.6): mild chatter or a mild imbalance reads as a clean cut, so sound
    1-D CNNs stop near 0.7-0.85."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.24, 0.19, 0.19, 0.19, 0.19])
    t = np.arange(length, dtype=float)
    x = np.zeros((n, length))
    for i in range(n):
        c = int(y[i])
        period = rng.uniform(9, 14)
        phase = rng.uniform(0, 6.3)
        amp = rng.uniform(0.6, 1.0) * (3.0 if c == 3 else 1.0) * rng.uniform(0.7, 1.4)
        w = amp * np.sin(2 * np.pi * t / period + phase) + 0.35 * np.sin(4 * np.pi * t / period + 2 * phase)
        noise = rng.uniform(0.25, 0.6)
        if c == 1:
            grow = np.exp(np.log(rng.uniform(2, 4)) * t / length)
            w += (
                rng.uniform(0.35, 0.8)
                * grow
                * np.sin(2 * np.pi * t / rng.uniform(2.5, 4) + rng.uniform(0, 6.3))
            )
        elif c == 2:
            noise *= rng.uniform(2.0, 3.0)
        elif c == 4:
            start = rng.uniform(0, period)
            for at in np.arange(start, length, period):
                k = t - at
                w += np.where(k >= 0, rng.uniform(1.0, 2.2) * np.exp(-k / 1.2) * np.cos(2.6 * k), 0.0)
        x[i] = w + rng.normal(0, noise, length)
    return x, y


def lathe(
    seed: int = 81101, sizes: tuple[int, int, int] = SIZES, name: str = "lathe-spindle-vibration"
) -> Splits:
    """The windows (N, 64), centred and scaled by the training windows' mean and sd, 5 classes."""
    x, y = _lathe(seed, sum(sizes))
    return _signal_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def lathe_long() -> Splits:
    """A 2,400-window draw."""
    return lathe(81102, (2400, 300, 300), "lathe-spindle-vibration-2400")


def lathe_labels_shifted() -> Splits:
    """The bug: the label column is read from a second file after `df.dropna()` dropped the one window
    (row 400) whose export had an empty cell, and the two are joined by position: from row 400 on each
    training window carries the label of the window after it (val and test were exported apart)."""
    import numpy as np

    x, y = _lathe(81103, sum(SIZES) + 1)
    a = SIZES[0]
    labels = np.concatenate([y[:400], y[401 : a + 1], y[a + 1 :]])
    x = np.concatenate([x[:a], x[a + 1 :]])
    return _signal_splits(x, labels, SIZES, "lathe-spindle-vibration", _stats(x[:a]))


INSOLE_FOOT = ("neutral", "overpronation", "supination", "heel-strike", "forefoot-strike")


def _insoles(seed: int, n: int, insole: str = "home") -> tuple[Any, Any]:
    """12x12 insole pressure maps (kPa / 100, a stance phase averaged) of a running shop's gait
    analysis, labelled by the fitter: neutral (heel and forefoot loaded, the medial arch empty),
    overpronation (the medial arch loaded, the load shifted to the big toe's side), supination (the
    lateral edge loaded, the medial side light), heel strike (the heel 1.6-2.4x the forefoot) or forefoot
    strike (the heel at 0.1-0.4x). Each map has its own foot length (a shift of a cell), a body weight
    and sensor noise (sd 0.06-0.15): a mild pronation reads as neutral, so sound CNNs stop near
    0.88-0.93. `insole` "new": the shop's new insole model (cells 1.5x as sensitive, saturating at 1.6, the
    grid one column to the lateral side)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.24, 0.19, 0.19, 0.19, 0.19])
    yy, xx = np.mgrid[0:12, 0:12].astype(float)
    x = np.zeros((n, 12, 12))
    for i in range(n):
        c = int(y[i])
        dy, dx = rng.normal(0, 0.6, 2) + (np.array([0.0, 1.0]) if insole == "new" else 0.0)
        medial = rng.uniform(0.0, 0.15) + (rng.uniform(0.25, 0.6) if c == 1 else 0.0)
        lateral = rng.uniform(0.0, 0.15) + (rng.uniform(0.25, 0.6) if c == 2 else 0.0)
        heel = rng.uniform(0.8, 1.2) * (
            rng.uniform(1.6, 2.4) if c == 3 else rng.uniform(0.1, 0.4) if c == 4 else 1.0
        )
        fore = rng.uniform(0.8, 1.2)
        side = 0.8 * (lateral - medial)
        img = heel * np.exp(-((yy - 9.5 - dy) ** 2 / 2.2 + (xx - 5.5 - dx) ** 2 / 2.0))
        img += fore * np.exp(-((yy - 2.5 - dy) ** 2 / 2.5 + (xx - 5.5 - dx - 1.5 * side) ** 2 / 4.0))
        img += medial * np.exp(-((yy - 6 - dy) ** 2 / 3.0 + (xx - 3.5 - dx) ** 2 / 1.2))
        img += lateral * np.exp(-((yy - 6 - dy) ** 2 / 4.0 + (xx - 8.0 - dx) ** 2 / 1.2))
        img *= rng.uniform(0.7, 1.3)
        img += rng.normal(0, rng.uniform(0.06, 0.15), (12, 12))
        if insole == "new":
            img = np.minimum(1.5 * img, 1.6)
        x[i] = img
    return x, y


def insoles(
    seed: int = 81201, sizes: tuple[int, int, int] = SIZES, name: str = "insole-pressure-maps"
) -> Splits:
    """The maps as (N, 1, 12, 12), centred and scaled by the training maps' mean and sd, 5 classes."""
    x, y = _insoles(seed, sum(sizes))
    return _patch_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def insoles_new_model_test() -> Splits:
    """The bug: the test maps are the first 300 customers measured on the shop's new insole model (cells
    1.5x as sensitive, saturating, the grid shifted a column), while training and validation are the old
    model's maps."""
    import numpy as np

    x, y = _insoles(81202, SIZES[0] + SIZES[1])
    xt, yt = _insoles(81203, SIZES[2], insole="new")
    stats = _stats(x[: SIZES[0]])
    return _patch_splits(
        np.concatenate([x, xt]), np.concatenate([y, yt]), SIZES, "insole-pressure-maps", stats
    )


def insoles_eval_in_psi() -> Splits:
    """The bug: the insole's export is in psi; the training pipeline converts it to kPa (x 6.895) before
    the saved scaler, while the evaluation script (written for the old insole, which exported kPa) passes
    the psi maps straight to the scaler: every validation and test map is 1/6.895 of its training scale."""
    import numpy as np

    x, y = _insoles(81204, sum(SIZES))
    a = SIZES[0]
    stats = _stats(x[:a])
    x = np.concatenate([x[:a], x[a:] / 6.895])
    return _patch_splits(x, y, SIZES, "insole-pressure-maps", stats)


FENCING_ACTIONS = (
    "<pad>",
    "advance",
    "retreat",
    "lunge",
    "fleche",
    "parry-4",
    "parry-6",
    "riposte",
    "counter-attack",
    "feint",
    "beat",
    "disengage",
    "stop-hit",
    "halt",
    "step-back-lunge",
    "point-in-line",
    "remise",
    "touch",
    "off-target",
)
FENCING_STYLES = ("attacker", "counter-puncher", "defender", "feinter", "distance-player")
_FENCING_FAVOURED = ((1, 3, 4, 16), (8, 12, 2, 15), (5, 6, 7, 2), (9, 11, 10, 3), (2, 14, 13, 15))
_FENCING_LENGTHS = ((6, 18), (8, 22), (10, 24), (10, 24), (8, 24))


def _fencing(seed: int, n: int, length: int = 24) -> tuple[Any, Any]:
    """A fencing club's bout action logs: the referee-app tags of one fencer's first 6-24 actions of a
    bout (ids 1-18; 0 pads on the left), labelled by the coach's note on the fencer's style: an attacker
    (advances, lunges, flèches, remises), a counter-puncher (counter-attacks, stop-hits, retreats, a point
    in line), a defender (parries, ripostes, retreats), a feinter (feints, disengages, beats, lunges) or a
    distance player (retreats, step-back lunges, halts, a point in line). Each style is a Markov chain
    over one shared random base tilted towards its four favoured actions, and 15% of the tags are a
    random action (the app's mis-taps), so sound sequence models stop near 0.8-0.9."""
    import numpy as np

    rng = np.random.default_rng(seed)
    base = np.random.default_rng(81300).dirichlet(np.ones(18) * 0.6, size=18)
    chains = []
    for favoured in _FENCING_FAVOURED:
        tilt = np.zeros((18, 18))
        tilt[:, [f - 1 for f in favoured]] = 0.2
        chain = base + tilt
        chains.append(chain / chain.sum(1, keepdims=True))
    y = rng.choice(5, n, p=[0.22, 0.2, 0.2, 0.18, 0.2])
    x = np.zeros((n, length), dtype=np.int64)
    for i in range(n):
        c = int(y[i])
        size = int(rng.integers(*_FENCING_LENGTHS[c]))
        state = int(rng.integers(0, 18))
        events = []
        for _ in range(size):
            state = int(rng.choice(18, p=chains[c][state]))
            events.append(int(rng.integers(1, 19)) if rng.random() < 0.15 else state + 1)
        x[i, length - size :] = events
    return x, y


def fencing(
    seed: int = 81301, sizes: tuple[int, int, int] = SIZES, name: str = "fencing-action-logs"
) -> Splits:
    """Action windows (N, 24) over 19 ids (0 the padding), 5 classes."""
    x, y = _fencing(seed, sum(sizes))
    return _token_splits(x, y, sizes, name)


LOBSTER_COLUMNS = (
    "depth_m",
    "water_temp_c",
    "soak_hours",
    "bait_herring",
    "bait_mackerel",
    "moon_illumination",
    "month_sin",
    "month_cos",
    "pot_age_yr",
    "swell_m",
    "reef_distance_km",
    "pots_in_string",
)


def _lobsters(seed: int, n: int) -> tuple[Any, Any]:
    """A lobster fishery's pot-string hauls: the depth (5-80 m), the bottom temperature (4-18 C, warmer in
    late summer), the soak (18-120 h), the bait (herring, mackerel or salted redfish), the moon's
    illumination, the month, the pots' age, the swell, the distance to the nearest reef and the pots in
    the string; the target is the log of the catch in kg a pot: rising with the temperature to a peak
    near 14 C, with the soak to saturation (a time constant of 30 h), falling away from the reef and
    with depth beyond 40 m, lower under a full moon and a heavy swell, the bait's effect, plus a haul's
    luck (sd 0.18; standardised: a floor near an MSE of 0.04-0.07)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    depth = rng.uniform(5, 80, n)
    month = rng.integers(0, 12, n)
    temp = 11 + 5 * np.sin(2 * np.pi * (month - 4) / 12) + rng.normal(0, 1.5, n) - 0.04 * depth
    soak = rng.uniform(18, 120, n)
    bait = rng.choice(3, n, p=[0.45, 0.35, 0.2])
    moon = rng.uniform(0, 1, n)
    age = rng.gamma(2.0, 2.0, n)
    swell = rng.gamma(2.0, 0.6, n)
    reef = rng.gamma(1.5, 1.2, n)
    pots = rng.integers(5, 31, n)
    log_kg = (
        -0.4
        - 0.02 * (temp - 14) ** 2
        + 0.9 * (1 - np.exp(-soak / 30))
        - 0.35 * np.log1p(reef)
        - 0.015 * np.clip(depth - 40, 0, None)
        - 0.25 * moon
        - 0.12 * swell
        + np.array([0.0, 0.12, -0.18])[bait]
        - 0.02 * age
        + rng.normal(0, 0.18, n)
    )
    x = np.column_stack(
        [
            depth,
            temp,
            soak,
            (bait == 0).astype(float),
            (bait == 1).astype(float),
            moon,
            np.sin(2 * np.pi * month / 12),
            np.cos(2 * np.pi * month / 12),
            age,
            swell,
            reef,
            pots,
        ]
    )
    return x, log_kg


def lobsters(
    seed: int = 81401, sizes: tuple[int, int, int] = SIZES, name: str = "lobster-pot-catch"
) -> Splits:
    """12 standardised columns, the standardised log kg a pot."""
    x, y = _lobsters(seed, sum(sizes))
    return _generated(name, x, y, 0, sizes)


def lobsters_long() -> Splits:
    """A 2,400-haul draw."""
    return lobsters(81402, (2400, 300, 300), "lobster-pot-catch-2400")


def lobsters_scaler_output_discarded() -> Splits:
    """The bug: `scaler.fit_transform(X)` is called and its result dropped (the line is not assigned), so
    the columns reach the model in their units: depths to 80 m, soaks to 120 h, strings of 30 pots next
    to 0/1 bait flags (the target is standardised)."""
    x, y = _lobsters(81403, sum(SIZES))
    return _regression_table("lobster-pot-catch", x, y, SIZES, features_scaled=False)


SPARK_COLUMNS = (
    "stream_length_cm",
    "bursts_per_stream",
    "forks_per_burst",
    "colour_temp_k",
    "hardness_hrc",
    "magnet_pull",
    "density_g_cm3",
    "file_bite",
    "ring_pitch_hz",
    "scale_thickness_um",
)
STEEL_GRADES = ("mild-steel", "high-carbon", "tool-steel", "stainless", "cast-iron")


def _sparks(seed: int, n: int) -> tuple[Any, Any]:
    """A blacksmith's spark-test records of scrap steel: the grinder's spark stream (its length, the
    bursts along it, the forks a burst, the colour temperature read off a phone app), the Rockwell
    hardness of a file test, the magnet's pull, the density from a dunk, the file's bite, the ring's
    pitch and the scale's thickness, labelled by a lab assay: mild steel (long straw-coloured streams,
    few bursts), high-carbon (many bushy bursts, harder), tool steel (short red streams with few
    bursts, hardest), stainless (short orange streams, a weak magnet pull, thin scale) or cast iron
    (short red streams with small bursts, low pitch, dense scale). Every column is noisy (the smith's
    eye and a cheap app) and about one record in three has three columns read from another grade's bin,
    so sound MLPs stop near 0.8-0.86."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.28, 0.2, 0.16, 0.18, 0.18])
    means = np.array(
        [
            [70, 2.0, 1.5, 2300, 15, 0.95, 7.86, 0.9, 2800, 40],
            [60, 9.0, 4.5, 2350, 32, 0.9, 7.82, 0.55, 3100, 45],
            [35, 3.0, 2.0, 2000, 55, 0.85, 8.1, 0.15, 3400, 35],
            [40, 1.5, 1.0, 2200, 25, 0.35, 7.95, 0.6, 2900, 12],
            [30, 4.0, 2.5, 1950, 30, 0.8, 7.2, 0.5, 2100, 70],
        ]
    )
    sds = 1.8 * np.array([15, 2.0, 1.0, 120, 7, 0.12, 0.12, 0.18, 300, 12])
    x = rng.normal(means[y], sds)
    swapped = rng.random(n) < 0.35
    other = rng.integers(0, 5, n)
    for i in np.flatnonzero(swapped):
        cols = rng.choice(10, 3, replace=False)
        x[i, cols] = rng.normal(means[other[i], cols], sds[cols])
    return x, y


def sparks(seed: int = 81501, sizes: tuple[int, int, int] = SIZES, name: str = "spark-test-steels") -> Splits:
    """10 standardised columns, 5 classes."""
    x, y = _sparks(seed, sum(sizes))
    return _generated(name, x, y, 5, sizes)


def sparks_oversampled_before_split() -> Splits:
    """The bug: the smith's 434 assayed records are oversampled three times (`pd.concat([df] * 3)`, to
    'balance the batches') before `train_test_split`, so most validation records are copies of training
    records; the test is 300 records assayed the next winter."""
    import numpy as np

    x, y = _sparks(81502, 434 + SIZES[2])
    rng = np.random.default_rng(81503)
    pool = np.tile(np.arange(434), 3)[rng.permutation(3 * 434)][: SIZES[0] + SIZES[1]]
    order = np.concatenate([pool, np.arange(434, 434 + SIZES[2])])
    return _generated("spark-test-steels", x[order], y[order], 5, SIZES)


def sparks_debug_sample() -> Splits:
    """The bug: a debug cell `df = df.sample(60, random_state=0)` above the split is left in: the model
    trains on 60 records; validation and test are the usual 300."""
    data = sparks(81504)
    return replace(data, x_train=data.x_train[:60], y_train=data.y_train[:60])


# ---------------------------------------------------------------- injected faults (and healthy hooks)


def unit_normal_init(net: nn.Module) -> nn.Module:
    """The bug: an init helper ported from TensorFlow 1 draws every Linear weight with
    `nn.init.normal_(m.weight)` (the port of `tf.random_normal`, whose default stddev is 1.0), so a
    256-wide layer's pre-activations have an sd near 16 and the logits run into the hundreds."""
    import torch

    for m in net.modules():
        if isinstance(m, torch.nn.Linear):
            torch.nn.init.normal_(m.weight)
    return net


def biases_only(net: nn.Module) -> Any:
    """The bug: the optimizer's parameter groups are built by name for weight decay, `decay = [p for n, p
    in model.named_parameters() if n.endswith('weights')]` (a Keras name: torch's are `weight`), so the
    decay group is empty and only the biases (the no-decay group) are trained."""
    return [p for n, p in net.named_parameters() if n.endswith("bias")]


def sigmoid_into_cross_entropy(logits: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    """The bug: the head ends in `nn.Sigmoid()` (copied from the club's multi-label tagger) and its
    outputs go into `nn.CrossEntropyLoss`, which applies its own softmax: the 'logits' live in (0, 1), so
    the loss cannot fall below ln(1 + 4/e) = 0.91 for 5 classes and the sigmoid saturates the gradient."""
    import torch

    return torch.nn.functional.cross_entropy(torch.sigmoid(logits.float()), target.long())


def _lathe_jitter(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.roll(x, int(torch.randint(-8, 9, (1,))), dims=1)
    return x * (0.85 + 0.3 * torch.rand(len(x), 1)) + 0.3 * torch.randn_like(x)


lathe_jitter = _augmented(_lathe_jitter)
lathe_jitter.__doc__ = """Not a fault: in training mode each batch of windows is shifted by up to 8
readings, scaled by a gain of 0.85-1.15 a window and given 0.3 sd of noise."""


def _insole_shift(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.roll(x, (int(torch.randint(-1, 2, (1,))), int(torch.randint(-1, 2, (1,)))), dims=(2, 3))
    return x + 0.3 * torch.randn_like(x)


insole_shift = _augmented(_insole_shift)
insole_shift.__doc__ = """Not a fault: in training mode each batch of maps is shifted by up to a cell
each way (a foot placed a little off) and given 0.3 sd of noise (no mirroring: it swaps the medial and
lateral sides the labels depend on)."""


def _spark_noise(x: torch.Tensor) -> torch.Tensor:
    import torch

    return x + 0.35 * torch.randn_like(x)


spark_noise = _augmented(_spark_noise)
spark_noise.__doc__ = """Not a fault: in training mode 0.35 sd of Gaussian noise is added to the
standardised spark-test columns."""


# ---------------------------------------------------------------- the variants


def ZZZX(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by battery zf's runner (through every earlier wrapper)."""
    return L(*args, runs=runs or zf_runs(), **kw)


CH16 = {"channels": 16}
H48 = {"hidden": 48}
W128 = {"width": 128, "num_layers": 2}

FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    ZZZX(
        "vzzzx-adam-lr-1e-6-finetune-recipe-transformer-fencing",
        Plan(fencing, "transformer", 1e-6, "adam", epochs=12, log_every=8),
        ("slow-convergence", "metric-at-baseline"),
        "learning-rate-too-low",
        "Adam at lr 1e-6 (the `learning_rate` of the fine-tuning recipe for a pretrained encoder, kept for a"
        " small transformer trained from scratch over the fencing action logs), 12 epochs (384 steps, every"
        " 8th logged): losses 1.7, 1.76, 1.93, 1.75, 1.72 ... 1.5-2.22 in the last third, epoch means 1.81,"
        " 1.8 ... 1.78, the val loss 1.74, 1.73 ... 1.72 and val accuracy 0.213 at every evaluation, test"
        " 1.71 and 0.217 (sound models on these logs: ~0.33-0.58 and 0.81-0.89)",
        ("undertrained",),
        family="transformer",
        dataset="fencing-action-logs",
        seed=81001,
        runs=zf_runs(hparams={"recipe": "fine-tune a pretrained encoder", "learning_rate": 1e-6}),
    ),
    ZZZX(
        "vzzzx-lr-03-typed-for-3e-4-adam-cnn1d-lathe",
        Plan(lathe, "cnn1d", 0.3, "adam", epochs=10, log_every=5, model_kw=CH16),
        ("loss-spikes",),
        "learning-rate-too-high",
        "Adam at lr 0.3 (`3e-1` typed for `3e-4`) for a 16-channel 1-D CNN over the lathe vibration windows,"
        " 10 epochs (320 steps, every 5th logged): losses 2.15, 1.47, 1.76, 1.1, 1.06 ... 0.232-1.15 in the"
        " last third, epoch means 2.16, 0.945, 0.887, 0.725, 0.61, 0.625, 0.59, 0.569, 0.691, 0.592, the val"
        " loss 1.23, 0.645, 0.7, 0.637, 0.58, 0.71, 0.469, 0.461, 0.519, 0.557 and val accuracy 0.557 to"
        " 0.733-0.823, test 0.84 and 0.673 (sound 1-D CNNs on these windows: ~0.39-0.62 and 0.7-0.83)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="cnn",
        dataset="lathe-spindle-vibration",
        seed=81002,
        runs=zf_runs(hparams={"lr": "3e-1", "meant": "3e-4"}),
    ),
    ZZZX(
        "vzzzx-per-epoch-steplr-halving-stepped-per-batch-bncnn-insoles",
        Plan(
            insoles, "bncnn", 2e-3, "adam", epochs=12, log_every=4, schedule="exp", gamma=0.5, model_kw=CH16
        ),
        ("slow-convergence", "metric-at-baseline"),
        "lr-decay-too-fast",
        "`StepLR(step_size=1, gamma=0.5)` meant to halve the lr every epoch, registered with `interval:"
        " 'step'` so it halves it every batch: Adam from 2e-3 is below 1e-8 after 18 steps; a 16-channel"
        " batch-norm CNN over the insole maps, 12 epochs (384 steps, every 4th logged): losses 1.58, 1.58,"
        " 1.55, 1.55, 1.53 ... 1.5-1.7 in the last third, epoch means 1.56 at every epoch, the val loss 1.57"
        " at every evaluation and val accuracy 0.3, then 0.257-0.267, test 1.54 and 0.303 (sound CNNs on"
        " these maps: ~0.24-0.27 and 0.89-0.92)",
        ("undertrained",),
        family="cnn-bn",
        dataset="insole-pressure-maps",
        seed=81003,
        runs=zf_runs(hparams={"scheduler": "StepLR(step_size=1, gamma=0.5)", "interval": "step"}),
    ),
    ZZZX(
        "vzzzx-zero-grad-never-called-adam-regression-lobsters",
        Plan(lobsters, "mlp", 1e-3, "adam", epochs=15, log_every=5, zero_grad=False, model_kw=W128),
        ("loss-spikes", "slow-convergence"),
        "missing-zero-grad",
        "a manual-optimization training step that calls `opt.step()` without ever calling `opt.zero_grad()`,"
        " so each step's gradient is the sum of every earlier one; a 2x128 regression MLP under Adam lr 1e-3"
        " over the lobster hauls, 15 epochs (480 steps, every 5th logged): losses 0.771, 0.744, 0.377, 0.292,"
        " 0.457 ... 0.232-0.851 in the last third, the gradient norm from 4.49 up to 231, the val loss 0.778,"
        " 0.917, 0.692, 0.271, 0.277, 1.23, 0.814, 0.467, 0.601, 0.658, 0.409, 0.277, 0.577, 0.641, 0.393,"
        " test 0.435 (sound regressions here: ~0.04-0.07)",
        ("gradient-explosion", "loss-oscillation", "undertrained", "loss-runaway", "train-val-gap"),
        family="regression",
        dataset="lobster-pot-catch",
        seed=81004,
        runs=zf_runs(hparams={"training_step": "manual optimization, no optimizer.zero_grad()"}),
    ),
    # --- data
    ZZZX(
        "vzzzx-labels-shifted-one-row-after-dropna-cnn1d-lathe",
        Plan(lathe_labels_shifted, "cnn1d", 2e-3, "adam", epochs=15, log_every=8, model_kw=CH16),
        ("slow-convergence",),
        "label-noise",
        "the label column is read from a second file after `df.dropna()` dropped one window (row 400) and"
        " joined by position, so from row 400 on each training window carries the next window's label (60% of"
        " the training labels, ~80% of those wrong); a 16-channel 1-D CNN under Adam lr 2e-3, 15 epochs"
        " (every 8th step logged): losses 1.62, 1.56, 1.6, 1.64, 1.56 ... 1.18-1.73 in the last third, epoch"
        " means 1.59, 1.56, 1.54 ... 1.47, the val loss 1.51, 1.4, 1.32 ... 1.07-1.14 in the last third, 1.08"
        " at the end, val accuracy 0.477 to 0.7-0.79, test 1.1 and 0.71 (sound 1-D CNNs on these windows:"
        " ~0.39-0.62 and 0.7-0.83)",
        ("train-val-gap", "undertrained", "overfitting", "metric-at-baseline"),
        family="cnn",
        dataset="lathe-spindle-vibration",
        seed=81005,
        runs=zf_runs(hparams={"labels": "df.dropna() then joined by position"}),
    ),
    ZZZX(
        "vzzzx-oversampled-3x-before-split-mlp-sparks",
        Plan(
            sparks_oversampled_before_split,
            "mlp",
            2e-3,
            "adam",
            epochs=40,
            log_every=10,
            model_kw={"width": 256, "num_layers": 3},
        ),
        ("val-test-gap",),
        "data-leakage",
        "434 assayed spark-test records oversampled three times (`pd.concat([df] * 3)`) before"
        " `train_test_split`, so most validation records are copies of training records; the test is next"
        " winter's 300 records; a 3x256 MLP under Adam lr 2e-3, 40 epochs (every 10th step logged): losses"
        " 0.689, 0.681, 0.729, 0.418, 0.53 ... 6.5e-5 to 5.8e-4 in the last third, epoch means 0.851, 0.44,"
        " 0.345 ... 1.47e-4, the val loss 0.418, 0.333, 0.334, 0.223, 0.169 ... 0.00266-0.00294 in the last"
        " third and val accuracy 0.863 to 1.0 (1.0 at every evaluation of the last third), test 1.97 and"
        " 0.777 (sound MLPs on these records: ~0.5-0.6 and 0.81-0.85)",
        ("overfitting", "zero-train-loss", "train-val-gap", "undertrained", "loss-spikes"),
        family="mlp",
        dataset="spark-test-steels",
        seed=81006,
        runs=zf_runs(hparams={"oversample": "pd.concat([df] * 3) before train_test_split"}),
    ),
    ZZZX(
        "vzzzx-test-maps-from-new-insole-model-cnn-insoles",
        Plan(insoles_new_model_test, "cnn", 2e-3, "adam", epochs=12, log_every=8, model_kw=CH16),
        ("val-test-gap",),
        "distribution-shift",
        "the test maps are the first 300 customers measured on the shop's new insole model (cells 1.5x as"
        " sensitive, saturating, the grid a column to the lateral side), training and validation the old"
        " model's; a 16-channel CNN under Adam lr 2e-3, 12 epochs (every 8th step logged): losses 1.35,"
        " 0.901, 0.346, 0.386, 0.145 ... 0.0136-0.277 in the last third, epoch means 0.908, 0.202 ... 0.0513,"
        " the val loss 0.272, 0.238, 0.223 ... 0.177-0.27 in the last third, 0.183 at the end, and val"
        " accuracy 0.897 to 0.917-0.943, test 0.54 and 0.87",
        ("overfitting", "train-val-gap", "undertrained", "loss-spikes"),
        family="cnn",
        dataset="insole-pressure-maps",
        seed=81007,
        runs=zf_runs(hparams={"test_insole": "new model"}),
    ),
    ZZZX(
        "vzzzx-scaler-fit-transform-not-assigned-regression-lobsters",
        Plan(lobsters_scaler_output_discarded, "mlp", 1e-3, "adam", epochs=15, log_every=5, model_kw=W128),
        ("bad-initial-loss",),
        "unnormalized-input",
        "`scaler.fit_transform(X)` called and its result dropped (the line not assigned), so the hauls'"
        " columns reach a 2x128 regression MLP in their units (depths to 80 m, soaks to 120 h, strings of 30"
        " pots beside 0/1 bait flags; the target standardised), Adam lr 1e-3, 15 epochs (every 5th step"
        " logged): losses 2.32, 1.32, 0.868, 0.674, 0.639 ... 0.0646-0.145 in the last third, the first"
        " gradient norm 96.7, the val loss 0.487, 0.299, 0.238, 0.312, 0.296, 0.186, 0.301, 0.171 ..."
        " 0.13-0.145 in the last third, test 0.114 (sound regressions here: ~0.04-0.07)",
        (*RUNAWAY, "loss-runaway", "undertrained", "overfitting"),
        family="regression",
        dataset="lobster-pot-catch",
        seed=81008,
        runs=zf_runs(hparams={"preprocess": "scaler.fit_transform(X)  # result not assigned"}),
    ),
    ZZZX(
        "vzzzx-export-sorted-by-catch-unshuffled-regression-lobsters",
        Plan(
            lobsters,
            "mlp",
            1e-3,
            "adam",
            epochs=12,
            log_every=2,
            shuffle=False,
            sort_by_class=True,
            model_kw=W128,
        ),
        ("periodic-loss",),
        "data-not-shuffled",
        "the haul table is exported `ORDER BY kg_per_pot` and read by a DataLoader with shuffle=False, so"
        " every epoch runs from the poorest hauls to the best; a 2x128 regression MLP under Adam lr 1e-3, 12"
        " epochs (384 steps, every 2nd logged): losses 3.72, 1.19, 0.312, 0.0158, 0.132 ... 0.032-0.171 in"
        " the last third (rising and falling with the sorted target within each epoch), epoch means 1.14,"
        " 0.605, 0.394 ... 0.0776, the val loss 0.668, 0.388, 0.211, 0.224, 0.164 ... 0.0903, test 0.0874"
        " (sound regressions here: ~0.04-0.07)",
        ("loss-spikes", "loss-oscillation", "undertrained", "bad-initial-loss"),
        family="regression",
        dataset="lobster-pot-catch",
        seed=81009,
        runs=zf_runs(hparams={"shuffle": False, "export": "ORDER BY kg_per_pot"}),
    ),
    # --- evaluation
    ZZZX(
        "vzzzx-checkpoint-sorted-by-val-loss-filename-gru-fencing",
        Plan(fencing, "gru", 3e-3, "adam", epochs=20, log_every=8, clip=1.0, model_kw=H48),
        ("val-test-gap",),
        "wrong-checkpoint-loaded",
        "`ModelCheckpoint(filename='{val_loss:.3f}-{epoch}', save_top_k=-1)` and"
        " `trainer.test(ckpt_path=sorted(glob('*.ckpt'))[-1])` meant as the latest checkpoint: the names sort"
        " by val loss, so the test loads the highest-val-loss one, saved after the first epoch (step 32); a"
        " GRU (hidden 48) under Adam lr 3e-3 clipped at 1, 20 epochs (every 8th step logged): losses 1.57,"
        " 1.45, 1.27, 1.13, 0.927 ... 0.0408-0.176 in the last third, the val loss 1.03, 0.695, 0.51, 0.485,"
        " 0.463 ... 0.574-0.668 in the last third and val accuracy 0.613 to 0.827-0.86, test 0.998 and 0.61",
        ("overfitting", "train-val-gap"),
        family="rnn",
        dataset="fencing-action-logs",
        seed=81010,
        runs=zf_runs(
            test_at_step=32,
            hparams={
                "checkpoint_filename": "{val_loss:.3f}-{epoch}",
                "ckpt_path": "sorted(glob('*.ckpt'))[-1]",
            },
        ),
    ),
    ZZZX(
        "vzzzx-psi-not-converted-to-kpa-in-eval-cnn-insoles",
        Plan(insoles_eval_in_psi, "cnn", 2e-3, "adam", epochs=12, log_every=8, model_kw=CH16),
        ("train-val-gap", "metric-at-baseline"),
        "eval-pipeline-mismatch",
        "the insole exports psi; the training pipeline converts to kPa (x 6.895) before the saved scaler, the"
        " evaluation script (written for the old insole, which exported kPa) does not, so every validation"
        " and test map is 1/6.895 of its training scale; a 16-channel CNN under Adam lr 2e-3, 12 epochs"
        " (every 8th step logged): losses 1.4, 0.98, 0.426, 0.424, 0.173 ... 0.00174-0.086 in the last third,"
        " epoch means 0.944, 0.28, 0.2 ... 0.0646, the val loss 2.43, 2.9, 3.83, 4.57, 5.04 ... 7.11 and val"
        " accuracy 0.163 at every evaluation, test 6.94 and 0.177 (sound CNNs on these maps: ~0.24-0.27 and"
        " 0.89-0.92)",
        ("overfitting", "bad-initial-loss", "undertrained", "loss-spikes", "val-test-gap"),
        family="cnn",
        dataset="insole-pressure-maps",
        seed=81011,
        runs=zf_runs(hparams={"train_transform": "psi * 6.895 -> scaler", "eval_transform": "scaler"}),
    ),
    # --- model
    ZZZX(
        "vzzzx-tf1-unit-normal-init-mlp-sparks",
        Plan(
            sparks,
            "mlp",
            1e-3,
            "adam",
            epochs=15,
            log_every=5,
            model_fault=unit_normal_init,
            model_kw={"width": 256, "num_layers": 3},
        ),
        ("bad-initial-loss",),
        "poor-initialization",
        "an init helper ported from TensorFlow 1 draws every Linear weight with `nn.init.normal_(m.weight)`"
        " (sd 1, the default of `tf.random_normal`) in a 3x256 MLP over the spark-test records, Adam lr 1e-3,"
        " 15 epochs (every 5th step logged): losses 2.47e3, 3.19e3, 1.18e3, 637, 715 ... 0 to 189 in the last"
        " third, the first gradient norm 3.26e3, epoch means 1.54e3, 594, 423 ... 17.6, the val loss 751,"
        " 556, 534 ... 432 and val accuracy 0.64 to 0.7-0.723, test 357 and 0.72 (sound MLPs on these"
        " records: ~0.5-0.6 and 0.81-0.85)",
        (
            "slow-convergence",
            "undertrained",
            "loss-spikes",
            "train-val-gap",
            "overfitting",
            "zero-train-loss",
            "val-test-gap",
        ),
        family="mlp",
        dataset="spark-test-steels",
        seed=81012,
        runs=zf_runs(hparams={"init": "nn.init.normal_(m.weight)"}),
    ),
    ZZZX(
        "vzzzx-decay-group-empty-biases-only-bncnn1d-lathe",
        Plan(lathe, "bncnn1d", 3e-3, "adam", epochs=12, log_every=8, params=biases_only, model_kw=CH16),
        ("slow-convergence",),
        "frozen-weights",
        "the optimizer's parameter groups are built by name for weight decay with `n.endswith('weights')` (a"
        " Keras name; torch's end in `weight`), so the decay group is empty and only the biases train; a"
        " 16-channel batch-norm 1-D CNN under Adam lr 3e-3, 12 epochs (every 8th step logged): losses 1.61,"
        " 1.6, 1.6, 1.59, 1.59 ... 1.47-1.52 in the last third, the val loss 1.58, 1.56 ... 1.5 and val"
        " accuracy 0.44, 0.37, 0.323, 0.297 ... 0.39, test 1.52 and 0.387 (sound 1-D CNNs on these windows:"
        " ~0.39-0.62 and 0.7-0.83)",
        ("undertrained", "metric-at-baseline"),
        family="cnn-bn",
        dataset="lathe-spindle-vibration",
        seed=81013,
        runs=zf_runs(hparams={"decay_group": "n.endswith('weights')", "weight_decay": 0.01}),
    ),
    ZZZX(
        "vzzzx-sigmoid-head-into-cross-entropy-gru-fencing",
        Plan(fencing, "gru", 3e-3, "adam", epochs=12, log_every=8, clip=1.0, model_kw=H48),
        ("slow-convergence",),
        "wrong-loss-function",
        "the head ends in `nn.Sigmoid()` (copied from the club's multi-label tagger) and its outputs go into"
        " `nn.CrossEntropyLoss`, which applies its own softmax, so the loss cannot fall below ln(1 + 4/e) ="
        " 0.91; a GRU (hidden 48) under Adam lr 3e-3 clipped at 1, 12 epochs (every 8th step logged): losses"
        " 1.58, 1.53, 1.44, 1.36, 1.32 ... 1.05-1.32 in the last third, epoch means 1.51, 1.3, 1.22, 1.19 ..."
        " 1.11, the val loss 1.39, 1.26, 1.21 ... 1.14 and val accuracy 0.5 to 0.653-0.7, test 1.12 and 0.7"
        " (sound models on these logs: ~0.33-0.58 and 0.81-0.89)",
        ("undertrained", "metric-at-baseline", "bad-initial-loss"),
        family="rnn",
        dataset="fencing-action-logs",
        seed=81014,
        runs=zf_runs(
            loss=sigmoid_into_cross_entropy, hparams={"head": "Linear -> Sigmoid", "loss": "CrossEntropyLoss"}
        ),
    ),
    # --- workflow
    ZZZX(
        "vzzzx-max-steps-60-left-from-smoke-test-resnet-insoles",
        Plan(
            insoles,
            "resnet",
            3e-3,
            "adam",
            epochs=20,
            max_steps=60,
            batch_size=64,
            log_every=1,
            val_interval=0.5,
        ),
        ("undertrained",),
        "too-few-epochs",
        "`max_steps=60` left in the Trainer from a smoke test, overriding `max_epochs=20`: a small residual"
        " net under Adam lr 3e-3 at batch 64 stops after 60 steps (under 4 epochs; every step logged,"
        " evaluated twice an epoch): losses 1.78, 1.82, 1.94, 1.86, 1.77 ... 1.02-1.32 in the last third,"
        " epoch means 1.69, 1.44, 1.26, 1.13, the val loss 1.7, 1.64, 1.53, 1.5, 1.49, 1.52, 1.43 and val"
        " accuracy 0.143 to 0.36, test 1.19 and 0.447 (sound CNNs on these maps: ~0.24-0.27 and 0.89-0.92)",
        ("slow-convergence", "metric-at-baseline"),
        family="resnet",
        dataset="insole-pressure-maps",
        seed=81015,
        runs=zf_runs(hparams={"smoke_test_max_steps": 60}),
    ),
    ZZZX(
        "vzzzx-debug-sample-60-left-in-mlp-sparks",
        Plan(sparks_debug_sample, "mlp", 2e-3, "adam", epochs=60, batch_size=16, log_every=2, model_kw=W128),
        ("overfitting", "train-val-gap"),
        "insufficient-data",
        "a debug cell `df = df.sample(60, random_state=0)` left above the split: a 2x128 MLP trains on 60"
        " records (validation and test the usual 300), Adam lr 2e-3 at batch 16, 60 epochs (240 steps, every"
        " 2nd logged): losses 1.62, 1.53, 1.39, 1.24, 1.26 ... 0.00112-0.00715 in the last third, epoch means"
        " 1.58, 1.34, 1.12 ... 0.0025, the val loss 1.5, 1.35, 1.19, 1.03, 0.908 ... 0.865-0.94 in the last"
        " third and val accuracy 0.397 to 0.787-0.79, test 1.15 and 0.757 (sound MLPs on these records:"
        " ~0.5-0.6 and 0.81-0.85)",
        ("zero-train-loss", "val-test-gap", "undertrained"),
        family="mlp",
        dataset="spark-test-steels",
        seed=81016,
        runs=zf_runs(hparams={"debug_cell": "df = df.sample(60, random_state=0)"}),
    ),
)

HEALTHY: tuple[Variant, ...] = (
    # --- lathe
    ZZZX(
        "vzzzx-healthy-bncnn1d-lathe-bf16-warmup-cosine-val-twice",
        Plan(
            lathe,
            "bncnn1d",
            3e-3,
            "adamw",
            weight_decay=0.01,
            epochs=10,
            log_every=5,
            val_interval=0.5,
            schedule="warmup-cosine",
            warmup=60,
            bf16=True,
            model_kw=CH16,
        ),
        (),
        None,
        "a 16-channel batch-norm 1-D CNN under AdamW (lr 3e-3, weight decay 0.01) with a 60-step warm-up and"
        " cosine decay in bf16-mixed autocast, 10 epochs (every 5th step logged), evaluated twice an epoch:"
        " losses 1.6, 1.53, 1.45, 1.38, 1.25 ... 0.318-0.796 in the last third, epoch means 1.43, 0.972, 0.74"
        " ... 0.498-0.509 over the last four, the val loss 1.51, 1.21, 0.947, 0.755 ... 0.395-0.411 in the"
        " last third and val accuracy 0.213 to 0.837-0.857, test 0.531 and 0.763",
        family="cnn-bn",
        dataset="lathe-spindle-vibration",
        seed=81101,
    ),
    ZZZX(
        "vzzzx-healthy-cnn1d-lathe-shift-gain-noise-aug-dropout",
        Plan(
            lathe,
            "cnn1d",
            2e-3,
            "adam",
            epochs=15,
            log_every=8,
            model_fault=lathe_jitter,
            model_kw={"channels": 16, "dropout": 0.3},
        ),
        (),
        None,
        "a 16-channel 1-D CNN with dropout 0.3 and shift / gain / noise augmentation in training mode, Adam"
        " lr 2e-3, 15 epochs (every 8th step logged): losses 1.59, 1.53, 1.52, 1.45, 1.38 ... 0.56-0.736 in"
        " the last third, the val loss 1.4, 1.12, 0.906, 0.76 ... 0.457-0.539 in the last third (below the"
        " training loss in the last third, still falling) and val accuracy 0.527 to 0.81, test 0.622 and"
        " 0.697",
        family="cnn",
        dataset="lathe-spindle-vibration",
        seed=81102,
    ),
    ZZZX(
        "vzzzx-healthy-cnn1d-lathe-long-sgd-step-cut-every-50",
        Plan(
            lathe_long,
            "cnn1d",
            0.02,
            "sgd",
            momentum=0.9,
            epochs=10,
            batch_size=16,
            log_every=50,
            schedule="step",
            step_size=900,
            gamma=0.1,
            model_kw=CH16,
        ),
        (),
        None,
        "a 16-channel 1-D CNN under SGD with momentum 0.9 at lr 0.02, a StepLR cut to 0.002 after 900 steps,"
        " over a 2,400-window draw at batch 16, 10 epochs (1,500 steps, logged every 50): losses 1.49, 0.749,"
        " 0.561, 0.407, 0.466 ... 0.21-0.628 in the last third, epoch means 1.14, 0.567, 0.497, 0.457, 0.465,"
        " 0.437, then 0.388-0.394 after the cut, the val loss 0.735, 0.572, 0.522, 0.516, 0.492, 0.46, 0.441,"
        " 0.445, 0.447, 0.444 and val accuracy 0.673 to 0.8, test 0.385 and 0.833",
        family="cnn",
        dataset="lathe-spindle-vibration",
        seed=81103,
    ),
    # --- insoles
    ZZZX(
        "vzzzx-healthy-cnn-insoles-64-steps-every-step",
        Plan(insoles, "cnn", 2e-3, "adam", epochs=2, log_every=1, val_interval=0.5, model_kw=CH16),
        (),
        None,
        "two epochs (64 steps, every step logged) of a 16-channel CNN under Adam lr 2e-3, evaluated twice an"
        " epoch: losses 1.61, 1.67, 1.57, 1.53, 1.46 ... 0.0785-0.419 in the last third, epoch means 0.871,"
        " 0.23, the val loss 0.777, 0.365, 0.212, 0.236 and val accuracy 0.727, 0.883, 0.927, 0.92, test"
        " 0.272 and 0.887",
        family="cnn",
        dataset="insole-pressure-maps",
        seed=81104,
    ),
    ZZZX(
        "vzzzx-healthy-resnet-insoles-shift-noise-aug-early-stop",
        Plan(insoles, "resnet", 3e-3, "adam", epochs=30, log_every=8, early_stop=4, model_fault=insole_shift),
        (),
        None,
        "a small residual net with shift / noise augmentation, Adam lr 3e-3, early stopping on the val loss"
        " with patience 4 (up to 30 epochs; every 8th step logged): it stopped after 21 epochs; losses 1.57,"
        " 1.41, 1.38, 1.68, 1.23 ... 0.0755-0.577 in the last third, epoch means 1.49, 1.24, 1.03 ..."
        " 0.204-0.24 over the last four, the val loss 1.45, 1.22, 1.0, 0.791 ... 0.179 (min, epoch 17),"
        " 0.184, 0.18, 0.24, 0.215 and val accuracy 0.327 to 0.917-0.953, test 0.24 and 0.923",
        family="resnet",
        dataset="insole-pressure-maps",
        seed=81105,
    ),
    ZZZX(
        "vzzzx-healthy-bncnn-insoles-rmsprop-cyclic-batch-16",
        Plan(insoles, "bncnn", 1e-3, "rmsprop", epochs=8, batch_size=16, log_every=4, model_kw=CH16),
        (),
        None,
        "a 16-channel batch-norm CNN under RMSprop with a triangular CyclicLR between 2e-4 and 3e-3 (100"
        " steps up, 100 down) at batch 16, 8 epochs (504 steps, every 4th logged): losses 1.39, 1.37, 1.31,"
        " 1.31, 1.32 ... 0.0901-0.555 in the last third, epoch means 1.07, 0.703, 0.531 ... 0.228, the val"
        " loss 1.08, 0.6, 0.416, 0.328, 0.286, 0.406 (a bump as the lr climbs back), 0.318, 0.264 and val"
        " accuracy 0.577 to 0.887-0.933, test 0.265 and 0.913",
        family="cnn-bn",
        dataset="insole-pressure-maps",
        seed=81106,
        runs=zf_runs(schedule=cyclic(2e-4, 3e-3, 100), hparams={"scheduler": "CyclicLR(2e-4, 3e-3, 100)"}),
    ),
    # --- fencing
    ZZZX(
        "vzzzx-healthy-transformer-fencing-warmup-cosine",
        Plan(
            fencing,
            "transformer",
            3e-3,
            "adamw",
            weight_decay=0.01,
            epochs=12,
            log_every=6,
            schedule="warmup-cosine",
            warmup=100,
        ),
        (),
        None,
        "a small transformer under AdamW (lr 3e-3, weight decay 0.01) with a 100-step warm-up and cosine"
        " decay, 12 epochs (every 6th step logged): losses 1.53, 1.5, 1.42, 1.34, 1.13 ... 0.106-0.319 in the"
        " last third, the val loss 1.03, 0.547, 0.521, 0.482, 0.463, 0.454, 0.416, 0.442 ... 0.43-0.442 in"
        " the last third and val accuracy 0.657 to 0.84-0.86, test 0.329 and 0.893",
        family="transformer",
        dataset="fencing-action-logs",
        seed=81107,
    ),
    ZZZX(
        "vzzzx-healthy-gru-fencing-batch-8-every-step",
        Plan(fencing, "gru", 2e-3, "adam", epochs=2, batch_size=8, log_every=1, clip=1.0, model_kw=H48),
        (),
        None,
        "two epochs of a GRU (hidden 48) at batch 8 under Adam lr 2e-3 clipped at 1, every step logged (250"
        " steps): losses 1.58, 1.67, 1.54, 1.54, 1.67 ... 0.0772-1.9 in the last third, gradient norms up to"
        " 8.12 before clipping, epoch means 1.18, 0.57, the val loss 0.827, 0.555 and val accuracy 0.71,"
        " 0.81, test 0.579 and 0.807",
        family="rnn",
        dataset="fencing-action-logs",
        seed=81108,
    ),
    ZZZX(
        "vzzzx-healthy-lstm-fencing-sgd-momentum-slow-start-then-drop",
        Plan(fencing, "lstm", 0.03, "sgd", momentum=0.9, epochs=12, log_every=10, clip=1.0, model_kw=H48),
        (),
        None,
        "an LSTM (hidden 48) under SGD with momentum 0.9 at lr 0.03 clipped at 1, 12 epochs (every 10th step"
        " logged): a slow first two epochs, then the drop: losses 1.61, 1.57, 1.54, 1.49, 1.43 ..."
        " 0.0947-0.532 in the last third, epoch means 1.58, 1.44, 1.14, 0.747, 0.559 ... 0.269, the val loss"
        " 1.52, 1.33, 0.944, 0.687, 0.559, 0.537, 0.477, 0.55, 0.464, 0.569, 0.437, 0.424 and val accuracy"
        " 0.437 to 0.86, test 0.375 and 0.877",
        family="rnn",
        dataset="fencing-action-logs",
        seed=81109,
    ),
    # --- lobsters
    ZZZX(
        "vzzzx-healthy-regression-lobsters-adagrad-val-every-4",
        Plan(
            lobsters_long,
            "mlp",
            0.01,
            "adagrad",
            epochs=40,
            log_every=100,
            val_every_epochs=4,
            model_kw=MLP64,
        ),
        (),
        None,
        "a 2x64 regression MLP under Adagrad lr 0.01 over a 2,400-haul draw at batch 32, 40 epochs (3,000"
        " steps, logged every 100), evaluated every 4 epochs: losses 0.068, 0.0667, 0.05, 0.0409, 0.0458 ..."
        " 0.0185-0.0538 in the last third, epoch means 0.17, 0.0722, 0.0599, 0.054 ... 0.0332 (still creeping"
        " down), the val loss 0.059, 0.0563, 0.0543, 0.0532, 0.0528, 0.052, 0.0512, 0.0514, 0.0505, 0.0504,"
        " test 0.0417",
        family="regression",
        dataset="lobster-pot-catch",
        seed=81110,
    ),
    ZZZX(
        "vzzzx-healthy-regression-lobsters-dropout-val-below-train",
        Plan(
            lobsters,
            "mlp",
            2e-3,
            "adamw",
            weight_decay=0.01,
            epochs=20,
            log_every=8,
            model_kw={"width": 128, "num_layers": 2, "dropout": 0.3},
        ),
        (),
        None,
        "a 2x128 regression MLP with dropout 0.3 under AdamW (lr 2e-3, weight decay 0.01), 20 epochs (every"
        " 8th step logged): losses 0.419, 0.21, 0.261, 0.188, 0.125 ... 0.0221-0.127 in the last third, epoch"
        " means 0.376, 0.175, 0.148 ... 0.0838-0.0853 over the last four, the val loss 0.168, 0.116, 0.102"
        " ... 0.0652-0.0858 in the last third (below the training loss throughout), test 0.0688",
        family="regression",
        dataset="lobster-pot-catch",
        seed=81111,
    ),
    ZZZX(
        "vzzzx-healthy-regression-lobsters-step-never-evaluated",
        Plan(
            lobsters,
            "mlp",
            2e-3,
            "adam",
            epochs=25,
            log_every=20,
            schedule="step",
            step_size=400,
            gamma=0.2,
            model_kw=W128,
        ),
        (),
        None,
        "a 2x128 regression MLP under Adam lr 2e-3 with a StepLR (x0.2 every 400 steps), 25 epochs (800"
        " steps, logged every 20), no validation set passed (the fit is judged on the test after training):"
        " losses 0.432, 0.156, 0.0913, 0.0681, 0.066 ... 0.0195-0.0234 in the last third, test 0.0544",
        family="regression",
        dataset="lobster-pot-catch",
        seed=81112,
        runs=zf_runs(evaluate=False),
    ),
    # --- sparks
    ZZZX(
        "vzzzx-healthy-mlp-sparks-early-stop-patience-5",
        Plan(
            sparks,
            "mlp",
            5e-4,
            "adam",
            epochs=60,
            log_every=10,
            early_stop=5,
            model_kw={"width": 128, "num_layers": 2, "dropout": 0.2},
        ),
        (),
        None,
        "a 2x128 MLP with dropout 0.2 under Adam lr 5e-4, early stopping on the val loss with patience 5 (up"
        " to 60 epochs; every 10th step logged): it stopped after 13 epochs; losses 1.51, 1.39, 1.3, 1.14,"
        " 1.12 ... 0.342-0.707 in the last third, epoch means 1.45, 1.09, 0.775 ... 0.475, the val loss 1.24,"
        " 0.84, 0.6, 0.51, 0.482, 0.473, 0.468, 0.467 (min, epoch 8), then 0.47-0.478 and val accuracy 0.8 to"
        " 0.84-0.857, test 0.497 and 0.823",
        family="mlp",
        dataset="spark-test-steels",
        seed=81113,
    ),
    ZZZX(
        "vzzzx-healthy-mlp-sparks-batch-8-every-step",
        Plan(sparks, "mlp", 5e-4, "adam", epochs=2, batch_size=8, log_every=1, model_kw=MLP64),
        (),
        None,
        "two epochs of a 2x64 MLP at batch 8 under Adam lr 5e-4, every step logged (250 steps): losses 1.6,"
        " 1.65, 1.59, 1.56, 1.55 ... 0.318-1.33 in the last third, epoch means 1.36, 0.798, the val loss"
        " 1.03, 0.597 and val accuracy 0.74, 0.837, test 0.601 and 0.847",
        family="mlp",
        dataset="spark-test-steels",
        seed=81114,
    ),
    ZZZX(
        "vzzzx-healthy-mlp-sparks-plateau-halving-val-twice",
        Plan(
            sparks,
            "mlp",
            2e-3,
            "adam",
            batch_size=64,
            epochs=25,
            log_every=4,
            val_interval=0.5,
            schedule="plateau",
            gamma=0.5,
            model_kw=W128,
        ),
        (),
        None,
        "a 2x128 MLP under Adam lr 2e-3 at batch 64 with ReduceLROnPlateau (factor 0.5), 25 epochs (400"
        " steps, every 4th logged; the lr halved from step ~80 on, to 1.5e-8), evaluated twice an epoch:"
        " losses 1.45, 1.25, 1.08, 0.979, 0.599 ... 0.249-0.655 in the last third, epoch means 1.25, 0.607,"
        " 0.502 ... 0.428 (flat from epoch 11), the val loss 1.2, 0.775, 0.563, 0.509, 0.491, then"
        " 0.497-0.511 and 0.5 at every evaluation of the last third, val accuracy 0.767 to 0.847, test 0.506"
        " and 0.82",
        family="mlp",
        dataset="spark-test-steels",
        seed=81115,
    ),
    ZZZX(
        "vzzzx-healthy-mlp-sparks-feature-noise-onecycle-bf16",
        Plan(
            sparks,
            "mlp",
            0.01,
            "adamw",
            weight_decay=0.01,
            epochs=20,
            log_every=8,
            schedule="onecycle",
            bf16=True,
            model_fault=spark_noise,
            model_kw={"width": 256, "num_layers": 2, "dropout": 0.2},
        ),
        (),
        None,
        "a 2x256 MLP with dropout 0.2 and 0.35 sd of feature noise in training mode, AdamW (peak lr 0.01,"
        " weight decay 0.01) under a one-cycle schedule in bf16-mixed autocast, 20 epochs (every 8th step"
        " logged): losses 1.55, 1.39, 1.21, 1.04, 0.761 ... 0.369-0.552 in the last third, the val loss"
        " 0.779, 0.499, 0.528, 0.528, 0.546, 0.572, 0.743 (near the lr peak), 0.521 ... 0.528-0.547 in the"
        " last third and val accuracy 0.753-0.853, 0.843 at the end, test 0.517 and 0.81",
        family="mlp",
        dataset="spark-test-steels",
        seed=81116,
    ),
)
