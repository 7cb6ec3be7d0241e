"""Variant battery zzi: a look-alike of an external held-out suite, real framework runs (`--battery zzi`).

    nice -n 10 python benchmarks/variants.py --battery zzi --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery zzi [--runs]

Like batteries d-zzh, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is the log),
trained by battery d's runner through the earlier batteries' wrappers (battery zf's runner with w's
checkpoint the test loads and its resume from a weights-only checkpoint, e's run without evaluation,
zg's replaced loss, zd's replaced schedule), battery zh's model wrapper and this battery's own hooks
(an ExponentialLR written per epoch and stepped per batch, an NLL loss over raw logits, a tanh
output head, an init loop that zeroes every weight, a case-folding tokenizer on the training text
only, a label file off by one row in validation, a sampler whose weights are the class counts, a
second inspector's grades, an oversampling run before the split), so each case can run in each of
the three layouts; the layout rotation of variants.py picks one.
It was written blind: its author trained it with `--train-only`, read the raw logged numbers of
each run, and never diagnosed or scored it, so it is held-out data for the tool.
Its halves are even (22 faulty, 22 healthy; ~2 CPU-minutes to train on the shared 2-core
machine): one fault each, one cause a case, spread over every family of cause (optimisation, data,
evaluation, model, workflow), injected into a data set no battery had at a realistic strength, in
forms earlier batteries did not use (see each case's description and each hook's docstring).
Runs of ~30 to ~1,500 steps: MLPs (ReLU and sigmoid), 2-D CNNs with and without batch norm, a small
residual net, 1-D CNNs with and without batch norm, GRU / LSTM readers, small transformers and
regression MLPs; SGD with and without momentum (and Nesterov), Adam, AdamW, NAdam, Adamax,
Adadelta and RMSprop; constant, warm-up + cosine, warm-up + linear, step, one-cycle, cyclic, plateau
and exponential schedules; bf16-mixed autocast, augmentation, dropout, class weights, early
stopping, clipping; batches of 8 to 1,000; cadences from every step to once every 100 steps,
evaluations twice an epoch to every 5 epochs (and never).
The data sets are new, all made offline with numpy from known generating models (see each
generator): an in-line inspection pig's magnetic flux leakage traces along a gas pipeline (64
axial readings: clean wall, a corrosion pit, a girth weld, a dent, a crack-like lamination), a
cloud probe's ice crystal shadow images (12x12 grey: plates, columns, dendrites, graupel,
aggregates), a museum cloakroom's locker event sequences (an ordinary visit, a school group, a
forgotten item, a forced locker, a staff maintenance round; left-padded to 16), a kombucha
brewery's batch acidity (g/L of acetic acid from the tea, sugar, starter, temperature, days and
vessel; standardised) and a container depot's damage grades (0-4, from the surveyor's 10 columns).
The healthy half holds sound runs a naive reader can take for a fault: training losses above the
val loss under augmentation, time reversal or dropout, bf16 noise, a val bump before a step cut,
batch-8 losses logged every step, early stopping (a plateau schedule, NAdam), warm-up bumps,
one-cycle bumps, half-epoch evaluations, evaluations every 2 and every 5 epochs, a slow RMSprop
regression over 1,500 steps, a large-unit regression loss, class-weighted losses, a short run still
improving, cyclic bumps, a clipped LSTM evaluated every 3 epochs.
Split, layout rotation and labels follow variants.py's rules; a Lightning case's `every` is its
`log_every_n_steps`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from benchmarks.variants import RUNAWAY, STALL, Variant, _generated, _regression_table
from benchmarks.variants_d import Plan, Runner
from benchmarks.variants_l import L
from benchmarks.variants_w import EVAL, MLP64
from benchmarks.variants_ze import cyclic
from benchmarks.variants_zf import zf_runs
from benchmarks.variants_zh import _augmented, _patch_splits, _token_splits, _wrapper
from benchmarks.variants_zj import _signal_splits, _stats

if TYPE_CHECKING:
    import torch

    from tests.suite.datasets import Splits

SIZES = (1000, 300, 300)


# ---------------------------------------------------------------- data sets no battery has


PIG_FEATURES = ("clean-wall", "corrosion-pit", "girth-weld", "dent", "lamination")


def _pig(seed: int, n: int, wall: float = 1.0) -> tuple[Any, Any]:
    """An in-line inspection pig's magnetic flux leakage (MFL) traces along a gas pipeline: 64 axial
    readings (gauss above the sensor's baseline) of one sensor ring's channel, labelled by the
    integrity analyst: a clean wall (the ring's ripple and a slow drift), a corrosion pit (a dipole of
    a negative and a positive lobe 2-5 samples apart), a girth weld (a tall symmetric spike with two
    shoulders), a dent (a broad low bump of 10-20 samples with a lift-off dip) or a crack-like
    lamination (a narrow one-sided step that relaxes). Each trace has its own severity (0.3-1), gain
    (0.8-1.2) and noise (sd 0.4-0.9): sound 1-D CNNs stop near accuracy 0.75-0.85. `wall`: a pipeline
    whose thicker wall (and its older magnetiser) gives that multiple of the flux and more noise."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.36, 0.18, 0.16, 0.15, 0.15])
    t = np.arange(64, dtype=float)
    x = np.zeros((n, 64))
    for i in range(n):
        sev = rng.uniform(0.3, 1.0)
        c = rng.uniform(14, 50)
        trace = (
            0.4 * np.sin(2 * np.pi * t / rng.uniform(6, 12) + rng.uniform(0, 6))
            + rng.normal(0, 0.5) * (t - 32) / 32
        )
        if y[i] == 1:
            gap = rng.uniform(2, 5)
            w = rng.uniform(1.2, 2.2)
            trace = trace + 5 * sev * (
                np.exp(-((t - c - gap / 2) ** 2) / (2 * w**2))
                - np.exp(-((t - c + gap / 2) ** 2) / (2 * w**2))
            )
        elif y[i] == 2:
            w = rng.uniform(0.8, 1.4)
            trace = trace + 7 * sev * np.exp(-((t - c) ** 2) / (2 * w**2))
            trace = trace + 2 * sev * np.exp(-((np.abs(t - c) - 3.5) ** 2) / 2)
        elif y[i] == 3:
            w = rng.uniform(5, 10)
            trace = trace + 2.6 * sev * np.exp(-((t - c) ** 2) / (2 * w**2))
            trace = trace - 1.2 * sev * np.exp(-((t - c - w) ** 2) / 4)
        elif y[i] == 4:
            trace = trace + 4 * sev * np.where(t >= c, np.exp(-(t - c) / rng.uniform(2, 5)), 0)
        x[i] = rng.uniform(0.8, 1.2) * trace + rng.normal(0, rng.uniform(0.4, 0.9), 64)
    if wall != 1.0:
        x = wall * x + rng.normal(0, 0.8, x.shape)
    return x, y


def pig(seed: int = 61201, sizes: tuple[int, int, int] = SIZES, name: str = "pig-mfl-traces-64") -> Splits:
    """The traces (N, 64), centred and scaled by the training traces' mean and sd, 5 classes."""
    x, y = _pig(seed, sum(sizes))
    return _signal_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def pig_one_run_file() -> Splits:
    """The bug: the training files were renamed from run_01-run_12 to run_001-run_012 and the
    loader's glob `runs/run_0?.npz` now matches the one leftover file of the old names: 80 training
    traces are read (validation and test keep their 300 traces each)."""
    x, y = _pig(61202, 80 + SIZES[1] + SIZES[2])
    return _signal_splits(x, y, (80, SIZES[1], SIZES[2]), "pig-mfl-traces-64", _stats(x[:80]))


def pig_thick_wall_test() -> Splits:
    """The test traces come from the second pipeline, whose thicker wall and older magnetiser give
    0.55 x the flux and extra noise of sd 0.8, standardised with the first line's statistics."""
    import numpy as np

    x, y = _pig(61203, SIZES[0] + SIZES[1])
    x_new, y_new = _pig(61204, SIZES[2], wall=0.55)
    return _signal_splits(
        np.concatenate([x, x_new]),
        np.concatenate([y, y_new]),
        SIZES,
        "pig-mfl-traces-64",
        _stats(x[: SIZES[0]]),
    )


CRYSTAL_HABITS = ("plate", "column", "dendrite", "graupel", "aggregate")


def _crystals(seed: int, n: int) -> tuple[Any, Any]:
    """12x12 shadow images from a cloud probe's imager of ice crystals, 0-255 (a bright background of
    170-230, the crystal's shadow 80-150 darker), labelled by the cloud physicist by habit: a plate (a
    filled hexagon of radius 2.5-4.5), a column (a bar 1.5-2.5 wide and 6-10 long at any angle), a
    dendrite (six thin arms of 3-5.5 px), graupel (a rimed round lump of radius 2-3.5 with a ragged
    edge) or an aggregate (two or three small blobs touching). Each image has its own focus blur,
    position (+-1.5 px) and noise (sd 10-22): sound CNNs stop near 0.75-0.85."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.24, 0.22, 0.18, 0.2, 0.16])
    yy, xx = np.mgrid[0:12, 0:12].astype(float)
    x = np.zeros((n, 12, 12))
    for i in range(n):
        cx, cy = 5.5 + rng.uniform(-1.5, 1.5, 2)
        dx, dy = xx - cx, yy - cy
        r = np.hypot(dx, dy)
        phi = np.arctan2(dy, dx) + rng.uniform(0, np.pi)
        shadow = np.zeros((12, 12))
        if y[i] == 0:
            rad = rng.uniform(2.5, 4.5)
            hexr = rad * np.cos(np.pi / 6) / np.cos((phi % (np.pi / 3)) - np.pi / 6)
            shadow = (r <= hexr).astype(float)
        elif y[i] == 1:
            a = rng.uniform(0, np.pi)
            u = np.cos(a) * dx + np.sin(a) * dy
            v = -np.sin(a) * dx + np.cos(a) * dy
            shadow = ((np.abs(u) < rng.uniform(3, 5)) & (np.abs(v) < rng.uniform(0.75, 1.25))).astype(float)
        elif y[i] == 2:
            arm = rng.uniform(3, 5.5)
            ang = np.abs(((phi + np.pi / 6) % (np.pi / 3)) - np.pi / 6)
            shadow = ((r * np.sin(ang) < 0.6) & (r < arm)).astype(float)
            shadow[r < 1.0] = 1.0
        elif y[i] == 3:
            rad = rng.uniform(2, 3.5) + 0.6 * np.sin(5 * phi + rng.uniform(0, 6))
            shadow = (r <= rad).astype(float) * rng.uniform(0.8, 1.0, (12, 12))
        else:
            for _ in range(int(rng.integers(2, 4))):
                bx, by = cx + rng.uniform(-2.5, 2.5), cy + rng.uniform(-2.5, 2.5)
                shadow = np.maximum(
                    shadow, (np.hypot(xx - bx, yy - by) <= rng.uniform(1.2, 2.0)).astype(float)
                )
        blur = rng.uniform(0, 0.5)
        shadow = (1 - blur) * shadow + blur * (
            np.roll(shadow, 1, 0) + np.roll(shadow, -1, 0) + np.roll(shadow, 1, 1) + np.roll(shadow, -1, 1)
        ) / 4
        image = rng.uniform(170, 230) - rng.uniform(80, 150) * shadow
        x[i] = np.clip(image + rng.normal(0, rng.uniform(10, 22), (12, 12)), 0, 255)
    return x, y


def crystals(
    seed: int = 61301, sizes: tuple[int, int, int] = SIZES, name: str = "ice-crystal-shadows-12"
) -> Splits:
    """The images as (N, 1, 12, 12), centred and scaled by the training images' mean and sd, 5 classes."""
    x, y = _crystals(seed, sum(sizes))
    return _patch_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def crystals_raw_16bit() -> Splits:
    """The bug: the probe's new export writes 16-bit counts (0-65,535, 257 x the 8-bit value) and the
    loader's `ToTensor()` only rescales uint8 arrays: the images reach the model as raw counts,
    neither divided nor standardised."""
    x, y = _crystals(61302, sum(SIZES))
    return _patch_splits(x * 257, y, SIZES, "ice-crystal-shadows-12", (0.0, 1.0))


def crystals_imagenet_eval() -> Splits:
    """The bug: the training images are standardised with the data set's own mean and sd, while the
    validation and test transforms were copied from an ImageNet script: `x / 255` then
    Normalize(0.485, 0.229)."""
    import torch

    x, y = _crystals(61303, sum(SIZES))
    data = _patch_splits(x, y, SIZES, "ice-crystal-shadows-12", _stats(x[: SIZES[0]]))
    images = (torch.tensor(x, dtype=torch.float32)[:, None] / 255 - 0.485) / 0.229
    n0, n1 = SIZES[0], SIZES[0] + SIZES[1]
    return replace(data, x_val=images[n0:n1], x_test=images[n1:])


LOCKER_EVENTS = (
    "pad",
    "coin-in",
    "door-open",
    "door-close",
    "key-out",
    "key-return",
    "door-ajar",
    "timeout-warning",
    "closing-time",
    "MASTER-KEY",
    "FORCE-ALARM",
    "GROUP-BLOCK",
    "STAFF-CLEAR",
    "card-tap",
    "pin-wrong",
    "overnight-flag",
)
LOCKER_PATTERNS = ("ordinary-visit", "school-group", "forgotten-item", "forced-locker", "staff-round")
_LOCKER_STARTS = ((1, 13), (11, 13), (1, 13), (14, 2), (9, 12))
_LOCKER_FAVOURS = ((1, 2, 3, 4), (11, 13, 3, 5), (7, 8, 15, 6), (14, 10, 6, 2), (9, 12, 2, 3))


def _lockers(seed: int, n: int, length: int = 16) -> tuple[Any, Any]:
    """A museum cloakroom's lockers: each locker session's first 6-15 events (15 kinds: a coin in, a
    door opened and closed, a key out and returned, a door left ajar, a timeout warning, the closing
    time, and the staff codes logged in capitals: a master key, a forced-door alarm, a group block
    booking, a staff clearance; a card tap, a wrong PIN, an overnight flag), left-padded to 16 with
    0, labelled by the cloakroom manager (an ordinary visit, a school group, a forgotten item, a
    forced locker, a staff maintenance round). Each pattern is a Markov chain over a shared base that
    starts from its own events and favours its own four; a sixth of the events are logged wrong (a
    random event): sound sequence models stop near accuracy 0.8-0.9."""
    import numpy as np

    base_rng = np.random.default_rng(6141)
    kinds = len(LOCKER_EVENTS) - 1
    base = base_rng.dirichlet(np.full(kinds, 0.5), kinds)
    chains = []
    for c in range(5):
        boost = np.zeros(kinds)
        for e in _LOCKER_FAVOURS[c]:
            boost[e - 1] += 0.45 / 4
        chain = 0.55 * base + boost
        chains.append(chain / chain.sum(1, keepdims=True))
    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.38, 0.18, 0.16, 0.12, 0.16])
    x = np.zeros((n, length), dtype=np.int64)
    for i in range(n):
        c = int(y[i])
        events = [int(rng.choice(_LOCKER_STARTS[c]))]
        for _ in range(int(rng.integers(6, 16)) - 1):
            events.append(int(rng.choice(kinds, p=chains[c][events[-1] - 1])) + 1)
        events = [int(rng.integers(1, kinds + 1)) if rng.random() < 1 / 6 else e for e in events]
        x[i, length - len(events) :] = events
    return x, y


def lockers(
    seed: int = 61401, sizes: tuple[int, int, int] = SIZES, name: str = "cloakroom-locker-events"
) -> Splits:
    """Sessions (N, 16) over 16 ids (0 the padding), 5 classes."""
    x, y = _lockers(seed, sum(sizes))
    return _token_splits(x, y, sizes, name)


def lockers_train_lowercased() -> Splits:
    """The bug: the training text goes through a tokenizer built with `do_lower_case=True`, the
    validation and test text through the serving tokenizer without it: in training the four staff
    codes logged in capitals (MASTER-KEY, FORCE-ALARM, GROUP-BLOCK, STAFF-CLEAR) fold onto the
    visitor codes their lower-case spellings map to (coin-in, door-open, door-close, key-out), while
    validation and test keep them."""
    x, y = _lockers(61402, sum(SIZES))
    train = x[: SIZES[0]]
    for upper, lower in ((9, 1), (10, 2), (11, 3), (12, 4)):
        train[train == upper] = lower
    return _token_splits(x, y, SIZES, "cloakroom-locker-events")


def lockers_val_labels_off_by_one() -> Splits:
    """The bug: the validation labels come from a CSV read with `header=None`, so its header row is
    taken as a first label (the run's mapper sends it to class 0) and each session gets the label of
    the session before it; training and test read their files correctly."""
    import numpy as np

    x, y = _lockers(61403, sum(SIZES))
    n0, n1 = SIZES[0], SIZES[0] + SIZES[1]
    y[n0:n1] = np.concatenate([[0], y[n0 : n1 - 1]])
    return _token_splits(x, y, SIZES, "cloakroom-locker-events")


KOMBUCHA_COLUMNS = (
    "tea_g_per_l",
    "sugar_g_per_l",
    "starter_pct",
    "temp_c",
    "days",
    "vessel_l",
    "scoby_age_weeks",
    "tea_type",
    "ph_start",
    "headspace_pct",
    "stirred",
)


def _kombucha(seed: int, n: int) -> tuple[Any, Any]:
    """A kombucha brewery's batches: the titratable acidity at bottling (g/L of acetic acid) from the
    tea and sugar loads, the starter share, the room temperature, the fermentation days, the vessel's
    volume, the culture's (SCOBY's) age, the tea type (black, green, oolong), the starting pH, the
    headspace share and whether the batch was stirred. Acetic acid builds up with days at a rate that
    doubles every ~9 C, saturates with the sugar, rises with the starter and the headspace (oxygen),
    falls in larger vessels and with an old culture; a gamma scatter of ~9%: the target is g/L,
    standardised, and sound models stop near an MSE of 0.05-0.12."""
    import numpy as np

    rng = np.random.default_rng(seed)
    tea = rng.uniform(4, 12, n)
    sugar = rng.uniform(50, 110, n)
    starter = rng.uniform(5, 20, n)
    temp = rng.uniform(18, 30, n)
    days = rng.integers(5, 22, n).astype(float)
    vessel = rng.choice([10.0, 20.0, 50.0, 100.0], n)
    age = rng.uniform(1, 40, n)
    tea_type = rng.integers(0, 3, n).astype(float)
    ph = rng.normal(4.2, 0.25, n)
    headspace = rng.uniform(5, 40, n)
    stirred = (rng.random(n) < 0.3).astype(float)
    rate = (
        0.09
        * 2 ** ((temp - 24) / 9)
        * (sugar / (sugar + 40))
        * (0.6 + starter / 25)
        * (0.7 + headspace / 60)
        * (1.15 - 0.08 * np.log(vessel / 10))
        * (1.1 - age / 150)
        * (1 + 0.05 * tea / 8)
        * np.array([1.0, 0.85, 0.93])[tea_type.astype(int)]
        * (1 + 0.08 * stirred)
    )
    mean = 1.0 + 12 * (1 - np.exp(-rate * days / 2.5)) * np.exp(-(ph - 4.2))
    acid = mean * rng.gamma(120, 1 / 120, n)
    x = np.column_stack([tea, sugar, starter, temp, days, vessel, age, tea_type, ph, headspace, stirred])
    return x, acid


def kombucha(
    seed: int = 61501, sizes: tuple[int, int, int] = SIZES, name: str = "kombucha-acidity"
) -> Splits:
    """11 standardised columns, the acidity standardised."""
    x, acid = _kombucha(seed, sum(sizes))
    return _regression_table(name, x, acid, sizes)


def kombucha_long() -> Splits:
    """A 2,000-batch draw."""
    x, acid = _kombucha(61502, 2600)
    return _regression_table("kombucha-acidity-2000", x, acid, (2000, 300, 300))


def kombucha_g_per_l() -> Splits:
    """11 standardised columns, the acidity left in g/L (~2-12)."""
    x, acid = _kombucha(61503, sum(SIZES))
    return _regression_table("kombucha-acidity-g-per-l", x, acid, SIZES, target_scaled=False)


CONTAINER_COLUMNS = (
    "dent_depth_mm",
    "rust_area_pct",
    "door_seal_gap_mm",
    "floor_moisture_pct",
    "corner_post_bow_mm",
    "panel_holes",
    "age_years",
    "voyages_last_year",
    "repainted",
    "reefer",
)
CONTAINER_GRADES = (
    "grade-0-sound",
    "grade-1-cosmetic",
    "grade-2-minor",
    "grade-3-repair",
    "grade-4-off-hire",
)


def _containers(seed: int, n: int) -> tuple[Any, Any]:
    """A container depot's gate survey: each box's damage grade (0 sound, 1 cosmetic, 2 minor, 3 needs
    repair, 4 off-hire) from the surveyor's 10 columns: the deepest dent, the rusted area, the door
    seal's gap, the floor's moisture, the corner post's bow, the holes in the panels, the box's age,
    its voyages last year, whether it was repainted and whether it is a reefer. A latent damage
    score (dents, rust, bow, holes and the seal, worn faster with age and voyages, hidden a little by
    a repaint) plus the surveyor's judgement (sd 0.45) is cut at four thresholds, so neighbouring
    grades overlap: sound MLPs stop near accuracy 0.8."""
    import numpy as np

    rng = np.random.default_rng(seed)
    age = rng.uniform(0, 15, n)
    voyages = rng.poisson(8, n).astype(float)
    wear = rng.gamma(2, 0.5, n) * (1 + age / 10) * (1 + voyages / 40)
    dent = np.abs(rng.normal(0, 4, n)) + 6 * wear * rng.uniform(0.5, 1.5, n)
    rust = np.clip(rng.normal(2, 2, n) + 5 * wear * rng.uniform(0.3, 1.7, n), 0, None)
    seal = np.abs(rng.normal(1, 0.8, n) + 1.2 * wear * rng.uniform(0, 1.5, n))
    moisture = 8 + 2 * rng.standard_normal(n) + 2 * wear * rng.uniform(0, 1, n)
    bow = np.abs(rng.normal(0, 2, n) + 4 * wear * rng.uniform(0, 1.2, n))
    holes = rng.poisson(0.4 * wear**1.5).astype(float)
    repainted = (rng.random(n) < 0.25).astype(float)
    reefer = (rng.random(n) < 0.2).astype(float)
    score = (
        0.06 * dent
        + 0.08 * rust
        + 0.25 * seal
        + 0.1 * bow
        + 0.35 * holes
        + 0.05 * (moisture - 8)
        - 0.3 * repainted
        + rng.normal(0, 0.45, n)
    )
    y = np.digitize(score, np.quantile(score, [0.4, 0.65, 0.82, 0.93]))
    x = np.column_stack([dent, rust, seal, moisture, bow, holes, age, voyages, repainted, reefer])
    return x, y


def containers(
    seed: int = 61601, sizes: tuple[int, int, int] = SIZES, name: str = "container-damage-grades"
) -> Splits:
    """10 standardised columns, 5 classes."""
    x, y = _containers(seed, sum(sizes))
    return _generated(name, x, y, 5, sizes)


def containers_oversampled_before_split() -> Splits:
    """The bug: a SMOTE-style oversampler (each synthetic box interpolated between a box and one of
    its 5 nearest neighbours of the same grade) runs on the whole survey table before the
    train/validation split, bringing every grade up to the commonest grade's count; the split then
    draws training and validation rows from the oversampled pool, so validation holds synthetic
    boxes made from training boxes (and training boxes' copies). The test set is the next quarter's
    survey, kept aside untouched."""
    import numpy as np

    rng = np.random.default_rng(61603)
    x, y = _containers(61602, 1100)
    xs, ys = [x], [y]
    top = np.bincount(y).max()
    for g in range(5):
        pool = x[y == g]
        need = top - len(pool)
        if need <= 0:
            continue
        scaled = pool / x.std(0)
        d = ((scaled[:, None] - scaled[None]) ** 2).sum(-1)
        near = np.argsort(d, 1)[:, 1:6]
        a = rng.integers(0, len(pool), need)
        b = near[a, rng.integers(0, near.shape[1], need)]
        lam = rng.random((need, 1))
        xs.append(pool[a] + lam * (pool[b] - pool[a]))
        ys.append(np.full(need, g))
    xp, yp = np.concatenate(xs), np.concatenate(ys)
    order = rng.permutation(len(yp))[: SIZES[0] + SIZES[1]]
    x_test, y_test = _containers(61604, SIZES[2])
    return _generated(
        "container-damage-grades",
        np.concatenate([xp[order], x_test]),
        np.concatenate([yp[order], y_test]),
        5,
        SIZES,
    )


# ---------------------------------------------------------------- injected faults (and healthy hooks)


def second_inspector_grades(data: Splits, seed: int) -> Splits:
    """The bug: the training grades of the second depot were entered by a surveyor trained on the
    older 1-5 scale, who mistyped about half of them one grade up or down (clipped to 0-4);
    validation and test come from the first depot's surveyor."""
    import torch

    g = torch.Generator().manual_seed(seed + 7)
    y = data.y_train.clone()
    hit = torch.rand(len(y), generator=g) < 0.5
    step = torch.where(torch.rand(len(y), generator=g) < 0.5, -1, 1)
    y[hit] = (y[hit] + step[hit]).clamp(0, 4)
    return replace(data, y_train=y)


def sampler_weights_are_counts(data: Splits, seed: int) -> Splits:
    """The bug: the WeightedRandomSampler meant to balance the grades is given each row's class
    count (`counts[y]`) where `1 / counts[y]` was meant, and draws 1,000 training rows with
    replacement: the commonest grade grows from 40% to ~60% of the draws and grade 4 falls to ~2%."""
    import torch

    g = torch.Generator().manual_seed(seed + 11)
    counts = torch.bincount(data.y_train, minlength=5).float()
    idx = torch.multinomial(counts[data.y_train], len(data.y_train), replacement=True, generator=g)
    return replace(data, x_train=data.x_train[idx], y_train=data.y_train[idx])


def exp_gamma_per_epoch_stepped_per_batch(optimizer: Any, _total: int) -> Any:
    """The bug: `ExponentialLR(gamma=0.9)`, written for a per-epoch step (x0.9 an epoch), is stepped
    per batch by the training loop: the lr falls tenfold every 22 steps."""
    import torch

    return torch.optim.lr_scheduler.ExponentialLR(optimizer, gamma=0.9)


def nll_on_logits(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """The bug: the model's `log_softmax` was removed when the head was changed and the loss left as
    `nn.NLLLoss()`: the loss is minus the true class's raw logit, unbounded below."""
    from torch import nn

    return nn.functional.nll_loss(out, y)


def class_weighted(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """Not a fault: a cross-entropy weighted by the inverse grade shares (1, 1.6, 2.4, 3.6, 5.7),
    normalised over the batch, train and validation alike."""
    import torch
    from torch import nn

    w = torch.tensor([1.0, 1.6, 2.4, 3.6, 5.7], device=out.device, dtype=out.dtype)
    return nn.functional.cross_entropy(out, y, weight=w)


def _tanh_out(inner: Any, x: torch.Tensor) -> torch.Tensor:
    import torch

    out: torch.Tensor = torch.tanh(inner(x))
    return out


tanh_head = _wrapper(_tanh_out)
tanh_head.__doc__ = """The bug: the regression head ends in nn.Tanh(), kept from a version of the
script whose target was scaled to (-1, 1), while the target is now acetic acid in g/L (~2-12)."""


def zero_all_weights(net: Any) -> Any:
    """The bug: an init loop meant to zero the biases (`nn.init.zeros_(m.bias)`) was written as
    `for p in m.parameters(): nn.init.zeros_(p)`: every weight and bias of every Linear layer starts
    at 0, so all hidden units of a layer stay identical and the hidden layers get no gradient."""
    import torch
    from torch import nn

    with torch.no_grad():
        for m in net.modules():
            if isinstance(m, nn.Linear):
                nn.init.zeros_(m.weight)
                nn.init.zeros_(m.bias)
    return net


def _mfl_jitter(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.where(torch.rand(len(x), 1) < 0.5, x.flip(-1), x)
    x = torch.roll(x, int(torch.randint(-6, 7, (1,))), dims=-1)
    return x * (0.85 + 0.3 * torch.rand(len(x), 1)) + 0.3 * torch.randn_like(x)


mfl_augment = _augmented(_mfl_jitter)
mfl_augment.__doc__ = """Not a fault: in training mode each trace is reversed (the pig's direction of
travel) with probability 0.5, each batch shifted by up to 6 samples, each trace's gain drawn in
0.85-1.15 and given 0.3 sd of extra noise."""


def _crystal_turn(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.rot90(x, int(torch.randint(0, 4, (1,))), dims=(2, 3))
    x = torch.where(torch.rand(len(x), 1, 1, 1) < 0.5, x.flip(3), x)
    return x + 0.35 * torch.randn_like(x)


crystal_augment = _augmented(_crystal_turn)
crystal_augment.__doc__ = """Not a fault: in training mode each batch of images is turned by a
multiple of 90 degrees, each image mirrored with probability 0.5 and given 0.35 sd of extra noise."""


def _survey_noise(x: torch.Tensor) -> torch.Tensor:
    import torch

    return x + 0.35 * torch.randn_like(x)


survey_noise = _augmented(_survey_noise)
survey_noise.__doc__ = """Not a fault: in training mode each standardised column gets 0.35 sd of
Gaussian noise."""


# ---------------------------------------------------------------- the variants


def ZZI(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by battery zf's runner (through every earlier wrapper)."""
    return L(*args, runs=runs or zf_runs(), **kw)


CH16 = {"channels": 16}
H48 = {"hidden": 48}

FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    ZZI(
        "vzzi-exponential-gamma-per-epoch-stepped-per-batch-cnn1d-pig",
        Plan(pig, "cnn1d", 3e-3, "adam", epochs=10, log_every=4, schedule="exp", gamma=0.9, model_kw=CH16),
        ("slow-convergence",),
        "lr-decay-too-fast",
        "ExponentialLR(gamma=0.9) written to shrink the lr by 0.9 an epoch and stepped per batch: Adam's "
        "lr of 3e-3 falls tenfold every 22 steps; a 16-channel 1-D CNN over the pig's MFL traces for 10 "
        "epochs (320 steps, every 4th logged): windows 1.6, 1.54, 1.56, 1.43 ... 1.48-1.6 at the end, "
        "epoch means 1.53, then 1.49 for nine epochs, the val loss 1.47 and val accuracy 0.407 at every "
        "evaluation, test 1.5 and 0.353 (the same CNN at a constant lr: ~0.5-0.6 and 0.8)",
        STALL,
        family="cnn",
        dataset="pig-mfl-traces",
        seed=61001,
        runs=zf_runs(
            schedule=exp_gamma_per_epoch_stepped_per_batch,
            hparams={"schedule": "ExponentialLR(gamma=0.9) per batch"},
        ),
    ),
    ZZI(
        "vzzi-adamw-lr-5e-2-typo-for-5e-5-transformer-lockers",
        Plan(lockers, "transformer", 5e-2, "adamw", weight_decay=0.01, epochs=10, log_every=4),
        ("slow-convergence",),
        "learning-rate-too-high",
        "AdamW at lr 5e-2, a typo for the fine-tuning recipe's 5e-5, on a small transformer over the "
        "locker sessions for 10 epochs (every 4th step logged): windows 1.57, 1.44, 1.17 ... 0.85-1.16 at "
        "the end, epoch means 1.31, 1.0, 0.877, 0.804 ... 0.763, then 0.875, 0.86, 0.93, the val loss "
        "1.14, 0.896, 0.766, then 0.864-1.03 (1.03 at the end) and val accuracy 0.587 to 0.71, back to "
        "0.597, test 1.1 and 0.583 (a sound transformer: ~0.47 and 0.85)",
        (*RUNAWAY, "loss-runaway", "undertrained", "overfitting"),
        family="transformer",
        dataset="cloakroom-locker-events",
        seed=61002,
        runs=zf_runs(hparams={"lr_recipe": 5e-5}),
    ),
    ZZI(
        "vzzi-adadelta-lr-1e-3-from-adam-config-bncnn-crystals",
        Plan(crystals, "bncnn", 1e-3, "adadelta", epochs=8, log_every=4),
        ("slow-convergence",),
        "learning-rate-too-low",
        "Adadelta built with lr=1e-3 read from the Adam config (Adadelta's own lr is 1.0, its steps "
        "scaled by the lr): a batch-norm CNN over the ice crystal images for 8 epochs (every 4th step "
        "logged): windows 1.63, 1.64, 1.64 ... 1.59-1.63, epoch means 1.62 at every epoch, the val loss "
        "1.63-1.64 and val accuracy 0.187-0.2 (chance) at every evaluation, test 1.64 and 0.203",
        STALL,
        family="cnn-bn",
        dataset="ice-crystal-shadows",
        seed=61003,
        runs=zf_runs(hparams={"lr_from": "adam config", "adadelta_default_lr": 1.0}),
    ),
    ZZI(
        "vzzi-sgd-lr-0-5-classifier-recipe-regression-kombucha",
        Plan(kombucha, "mlp", 0.5, "sgd", momentum=0.9, epochs=12, log_every=4, model_kw=MLP64),
        ("loss-spikes",),
        "learning-rate-too-high",
        "SGD momentum 0.9 at lr 0.5, taken from a classification recipe, on a 2x64 regression MLP over "
        "the kombucha batches for 12 epochs (every 4th step logged): windows 0.718, 1.18, 1.29, 1.83 ... "
        "0.96-2.07, up to 9.66, epoch means 2.19, 4.69, 1.95, 1.24 ... 1.13-1.36, gradient norms up to "
        "9.1, the val MSE 4.26, 1.85, 1.05, 1.05, 1.57 ... 1.38, 3.23 at the end, test 2.9 (a sound run: "
        "~0.08-0.1)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="regression",
        dataset="kombucha-acidity",
        seed=61004,
        runs=zf_runs(hparams={"lr_recipe": "classification recipe's 0.5"}),
    ),
    ZZI(
        "vzzi-manual-optimization-no-zero-grad-cnn1d-pig",
        Plan(pig, "cnn1d", 1e-3, "adam", epochs=10, log_every=4, zero_grad=False, model_kw=CH16),
        ("slow-convergence",),
        "missing-zero-grad",
        "a LightningModule rewritten for manual optimisation (automatic_optimization=False, "
        "self.manual_backward(loss) and opt.step()) without opt.zero_grad(): every gradient is added to "
        "all earlier ones; a 16-channel 1-D CNN under Adam lr 1e-3 for 10 epochs (every 4th step logged): "
        "windows 1.62, 1.58, 1.54 ... 0.92-1.01 at the end, epoch means 1.56, 1.5, 1.45, 1.28 ... 1.44, "
        "1.23, 1.15, 1.02, gradient norms 1.37 to 12.8 (up to 44.6), the val loss 1.48, 1.52, 1.34, 1.27, "
        "1.52, 1.39 ... 0.922 and val accuracy 0.22-0.67, test 1.05 and 0.597 (with zero_grad: ~0.5-0.6 "
        "and 0.8)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="cnn",
        dataset="pig-mfl-traces",
        seed=61005,
        runs=zf_runs(hparams={"automatic_optimization": False}),
    ),
    # --- data
    ZZI(
        "vzzi-one-run-file-globbed-bncnn1d-pig",
        Plan(pig_one_run_file, "bncnn1d", 3e-3, "adam", epochs=40, batch_size=16, log_every=4, model_kw=CH16),
        ("train-val-gap",),
        "insufficient-data",
        "the loader's glob matches one of the twelve run files after a rename: 80 training traces "
        "(validation and test keep 300 each); a batch-norm 1-D CNN under Adam lr 3e-3 with batches of 16 "
        "for 40 epochs (200 steps, every 4th logged): epoch means 1.65 to 0.473, the val loss 1.58 to "
        "0.88 and val accuracy 0.203 to 0.68, test 0.85 and 0.657 (1,000 traces: ~0.5 and 0.8-0.85)",
        ("overfitting", "zero-train-loss", "val-test-gap", "undertrained"),
        family="cnn-bn",
        dataset="pig-mfl-traces",
        seed=61006,
    ),
    ZZI(
        "vzzi-16bit-counts-unscaled-cnn-crystals",
        Plan(crystals_raw_16bit, "cnn", 1e-3, "adam", epochs=8, log_every=4, model_kw=CH16),
        ("bad-initial-loss",),
        "unnormalized-input",
        "the probe's new export writes 16-bit counts (0-65,535) and ToTensor() only rescales uint8, so "
        "the images reach a 16-channel CNN raw; Adam lr 1e-3 for 8 epochs (every 4th step logged): "
        "windows 8,970, 6,240, 794, 1,730 ... 34.5-77 at the end, epoch means 2,760, 361, 175 ... 45.4, "
        "gradient norms 1.9e5 to 1.7e4, the val loss 657, 287, 173 ... 107 and val accuracy 0.283 to "
        "0.55-0.59, test 118 and 0.55",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="cnn",
        dataset="ice-crystal-shadows",
        seed=61007,
    ),
    ZZI(
        "vzzi-second-surveyor-grades-off-by-one-mlp-containers",
        Plan(
            containers,
            "mlp",
            2e-3,
            "adam",
            epochs=30,
            log_every=8,
            data_fault=second_inspector_grades,
            model_kw={"width": 128, "num_layers": 2},
        ),
        ("overfitting",),
        "label-noise",
        "the second depot's training grades were typed by a surveyor used to the old 1-5 scale, half of "
        "them one grade up or down (validation and test from the first depot): a 2x128 MLP under Adam lr "
        "2e-3 for 30 epochs (every 8th step logged): epoch means 1.21, 0.934 ... 0.525, the val loss "
        "0.778 to its minimum 0.63 at epoch 4, then up to 0.799 (0.817 at most), val accuracy 0.77 at "
        "epoch 3 down to 0.643-0.67, test 0.763 and 0.657 (clean grades: ~0.45 and 0.8)",
        ("train-val-gap", "undertrained", "metric-at-baseline", "val-test-gap"),
        family="mlp",
        dataset="container-damage-grades",
        seed=61008,
    ),
    ZZI(
        "vzzi-sampler-weights-counts-not-inverse-mlp-containers",
        Plan(
            containers,
            "mlp",
            2e-3,
            "adam",
            epochs=20,
            log_every=8,
            data_fault=sampler_weights_are_counts,
            model_kw={"width": 128, "num_layers": 2},
        ),
        ("train-val-gap",),
        "class-imbalance",
        "the WeightedRandomSampler meant to balance the grades gets each row's class count instead of its "
        "inverse: grade 0 is ~60% of the draws and grade 4 ~2%; a 2x128 MLP under Adam lr 2e-3 for 20 "
        "epochs (every 8th step logged): windows 1.38 to 0.076-0.126, the val loss 0.863 to its minimum "
        "0.507, then 0.674-0.778 (0.778 at the end) and val accuracy 0.61 to 0.75-0.79, test 0.713 and "
        "0.777",
        ("overfitting", "metric-at-baseline", "undertrained", "val-test-gap"),
        family="mlp",
        dataset="container-damage-grades",
        seed=61009,
    ),
    # --- evaluation
    ZZI(
        "vzzi-thick-wall-line-test-cnn1d-pig",
        Plan(pig_thick_wall_test, "cnn1d", 3e-3, "adam", epochs=10, log_every=8, model_kw=CH16),
        ("val-test-gap",),
        "distribution-shift",
        "the test traces come from the second pipeline, whose thicker wall and older magnetiser give 0.55 "
        "x the flux and more noise, standardised with the first line's statistics: a 16-channel 1-D CNN "
        "under Adam lr 3e-3 for 10 epochs (every 8th step logged): windows 1.59 to 0.52-0.68, the val "
        "loss 1.28 to 0.507 and val accuracy 0.51 to 0.82, while the test loss is 1.54 and test accuracy "
        "0.51",
        (),
        family="cnn",
        dataset="pig-mfl-traces",
        seed=61010,
    ),
    ZZI(
        "vzzi-imagenet-normalize-val-test-resnet-crystals",
        Plan(crystals_imagenet_eval, "resnet", 2e-3, "adam", epochs=8, log_every=4),
        ("train-val-gap",),
        "wrong-preprocessing-parameters",
        "the validation and test transforms copied from an ImageNet script (x / 255, then "
        "Normalize(0.485, 0.229)) while training uses the data set's own mean and sd: a residual net "
        "under Adam lr 2e-3 for 8 epochs (every 4th step logged): windows 1.75, 1.51, 1.44 ... 0.55-0.79, "
        "epoch means 1.52, 1.26 ... 0.744, the val loss 1.7, 2.18, 1.43, 1.21, 1.38, 1.12, 1.01, 1.02 and "
        "val accuracy 0.187, 0.193 to 0.58-0.657, test 1.05 and 0.613 (sound transforms: ~0.5 and "
        "0.8-0.85)",
        EVAL,
        family="resnet",
        dataset="ice-crystal-shadows",
        seed=61011,
    ),
    ZZI(
        "vzzi-lowercase-tokenizer-train-only-gru-lockers",
        Plan(lockers_train_lowercased, "gru", 3e-3, "adam", epochs=10, log_every=4, model_kw=H48),
        ("train-val-gap",),
        "eval-pipeline-mismatch",
        "the training text goes through a tokenizer with do_lower_case=True, validation and test through "
        "the serving one: the four staff codes logged in capitals fold onto visitor codes in training "
        "only; a GRU (hidden 48) under Adam lr 3e-3 for 10 epochs (every 4th step logged): windows 1.59 "
        "to 0.42-0.52, the val loss 1.27, 1.13, 0.897 ... 0.837-1.03 (1.03 at the end) and val accuracy "
        "0.53 to 0.637-0.7, test 1.1 and 0.617 (one tokenizer: ~0.45 and 0.85)",
        EVAL,
        family="gru",
        dataset="cloakroom-locker-events",
        seed=61012,
    ),
    ZZI(
        "vzzi-val-labels-header-off-by-one-lstm-lockers",
        Plan(lockers_val_labels_off_by_one, "lstm", 3e-3, "adam", epochs=10, log_every=8, model_kw=H48),
        ("train-val-gap",),
        "wrong-eval-logic",
        "the validation labels are read with header=None, so each validation session gets the label of "
        "the one before it (training and test read theirs correctly): an LSTM (hidden 48) under Adam lr "
        "3e-3 for 10 epochs (every 8th step logged): windows 1.53, 1.36, 1.22 ... 0.187-0.225, while the "
        "val loss climbs 2.06, 2.71, 2.94 ... 4.28 and val accuracy stays 0.2-0.243, test 0.462 and 0.853",
        EVAL,
        family="lstm",
        dataset="cloakroom-locker-events",
        seed=61013,
    ),
    ZZI(
        "vzzi-oversampled-before-split-mlp-containers",
        Plan(
            containers_oversampled_before_split,
            "mlp",
            2e-3,
            "adam",
            epochs=30,
            log_every=8,
            model_kw={"width": 128, "num_layers": 3},
        ),
        ("val-test-gap",),
        "data-leakage",
        "a SMOTE-style oversampler ran over the whole survey table before the train/validation split, so "
        "the validation rows are synthetic boxes interpolated from training boxes; the test set is the "
        "next quarter's survey: a 3x128 MLP under Adam lr 2e-3 for 30 epochs (every 8th step logged): "
        "epoch means 1.06 to 0.11-0.139, the val loss 0.708 to 0.259-0.39 (0.363 at the end) and val "
        "accuracy 0.65 to 0.86-0.917, while the test loss is 0.816 and test accuracy 0.77",
        ("overfitting", "train-val-gap", "zero-train-loss"),
        family="mlp",
        dataset="container-damage-grades",
        seed=61014,
    ),
    # --- model
    ZZI(
        "vzzi-nll-loss-on-raw-logits-gru-lockers",
        Plan(lockers, "gru", 3e-3, "adam", epochs=8, log_every=4, model_kw=H48),
        ("metric-at-baseline",),
        "wrong-loss-function",
        "the model's log_softmax was removed with a head change and the loss left as nn.NLLLoss(): the "
        "loss is minus the true class's raw logit; a GRU (hidden 48) under Adam lr 3e-3 for 8 epochs "
        "(every 4th step logged): windows -0.05, -0.249, -0.518, -1.12 ... -38.8, epoch means -1.6, -7.42 "
        "... -36.7, the val loss -4.8 to -39.3 and val accuracy 0.453 at every evaluation, test -39 and "
        "0.33",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="gru",
        dataset="cloakroom-locker-events",
        seed=61015,
        runs=zf_runs(loss=nll_on_logits, hparams={"loss": "NLLLoss", "head": "Linear (no log_softmax)"}),
    ),
    ZZI(
        "vzzi-tanh-head-on-g-per-l-target-regression-kombucha",
        Plan(
            kombucha_g_per_l,
            "mlp",
            2e-3,
            "adam",
            epochs=12,
            log_every=8,
            model_fault=tanh_head,
            model_kw=MLP64,
        ),
        ("slow-convergence",),
        "wrong-operator",
        "the regression head ends in nn.Tanh() kept from a version whose target was scaled to (-1, 1), "
        "while the target is now acetic acid in g/L (~2-12): a 2x64 MLP under Adam lr 2e-3 for 12 epochs "
        "(every 8th step logged): windows 23.6, 21.3, 15.5, 44.5 ... 16.1-18.5, epoch means 20.6, then "
        "17.8 for eleven epochs, gradient norms 16.3 down to 0.009-0.028, the val MSE 17.6 to 17.5, test "
        "18.7 (in (g/L)^2; a sound run: ~0.35-0.4)",
        (*STALL, "bad-initial-loss"),
        family="regression",
        dataset="kombucha-acidity",
        seed=61016,
    ),
    ZZI(
        "vzzi-init-loop-zeroes-all-weights-regression-kombucha",
        Plan(
            kombucha,
            "mlp",
            1e-3,
            "adam",
            epochs=12,
            log_every=8,
            model_fault=zero_all_weights,
            model_kw=MLP64,
        ),
        ("slow-convergence",),
        "poor-initialization",
        "an init loop meant to zero the biases zeroes every parameter of every Linear layer: a 2x64 "
        "regression MLP under Adam lr 1e-3 for 12 epochs (every 8th step logged): windows 1.1, 1.24, "
        "0.722, 2.75 ... 0.82-1.35, epoch means 0.999 at every epoch, gradient norms 0.0001-2.5, the val "
        "MSE 1.04 at every evaluation, test 1.28 (a sound run: ~0.08-0.1)",
        (*STALL, "gradient-vanishing"),
        family="regression",
        dataset="kombucha-acidity",
        seed=61017,
    ),
    ZZI(
        "vzzi-sigmoid-activation-6-layers-sgd-mlp-containers",
        Plan(
            containers,
            "mlp",
            0.05,
            "sgd",
            momentum=0.9,
            epochs=15,
            log_every=8,
            model_kw={"width": 64, "num_layers": 6, "activation": "sigmoid"},
        ),
        ("slow-convergence",),
        "vanishing-gradients",
        "activation='sigmoid' in the config (meant 'silu') on a 6x64 MLP under SGD momentum 0.9 lr 0.05 "
        "for 15 epochs (every 8th step logged): windows 1.45, 1.53, 1.61 ... 1.09-1.88, epoch means 1.47, "
        "1.54, then 1.44-1.47, gradient norms down to 0.12-0.34, the val loss 1.65, then 1.47-1.53 and "
        "val accuracy 0.39 (the grade-0 share) at every evaluation, test 1.46 and 0.403 (a ReLU MLP: "
        "~0.45 and 0.8)",
        (*STALL, "gradient-vanishing"),
        family="mlp",
        dataset="container-damage-grades",
        seed=61018,
    ),
    # --- workflow
    ZZI(
        "vzzi-checkpoint-val-acc-mode-min-cnn1d-pig",
        Plan(pig, "bncnn1d", 3e-3, "adam", epochs=10, log_every=8, model_kw=CH16),
        ("val-test-gap",),
        "wrong-checkpoint-loaded",
        "ModelCheckpoint(monitor='val_acc') left with the default mode='min', so the 'best' checkpoint "
        "the test loads is the one of the lowest val accuracy (epoch 1): a batch-norm 1-D CNN under Adam "
        "lr 3e-3 for 10 epochs (every 8th step logged): windows 1.55 to 0.55-0.73, the val loss 1.16 to "
        "0.566 and val accuracy 0.65 to 0.817, while the test loss is 1.24 and test accuracy 0.573",
        (),
        family="cnn-bn",
        dataset="pig-mfl-traces",
        seed=61019,
        runs=zf_runs(
            test_at_step=32,
            hparams={"checkpoint_monitor": "val_acc", "checkpoint_mode": "min", "ckpt_path": "best"},
        ),
    ),
    ZZI(
        "vzzi-resume-weights-only-warmup-again-sgd-bncnn-crystals",
        Plan(
            crystals,
            "bncnn",
            0.1,
            "sgd",
            momentum=0.9,
            epochs=10,
            log_every=4,
            schedule="warmup-cosine",
            warmup=20,
        ),
        ("loss-spikes",),
        "checkpoint-missing-state",
        "the job was preempted and resumed at step 192 from a weights-only checkpoint: the momentum "
        "buffers are fresh and the warm-up + cosine schedule starts again from its step 0; a batch-norm "
        "CNN under SGD momentum 0.9, peak lr 0.1, 10 epochs (320 steps, every 4th logged): windows 1.59, "
        "1.57, 1.48 ... 0.65-1.03 before the resume, 1.71 at the resume, then 0.47-1.06, the lr 0.039 at "
        "step 191, 0.02 at 195, back up to 0.1 at 211 and 0.072 at the end (instead of ~0), the val loss "
        "3.46, 1.68, 1.2, 1.56, 1.1, 0.927, 3.85 (the epoch after the resume), 0.811, 1.34, 0.673 and val "
        "accuracy 0.203 to 0.593, 0.25, then 0.5-0.707, test 0.685 and 0.693",
        (*RUNAWAY, "loss-runaway", "periodic-loss"),
        family="cnn-bn",
        dataset="ice-crystal-shadows",
        seed=61020,
        runs=zf_runs(resume_at=192, hparams={"resume_from": "weights-only checkpoint at step 192"}),
    ),
    ZZI(
        "vzzi-limit-train-batches-0-1-left-lstm-lockers",
        Plan(lockers, "lstm", 3e-3, "adam", epochs=10, max_steps=32, log_every=2, model_kw=H48),
        ("undertrained",),
        "too-few-epochs",
        "a debugging limit of 0.1 of the training batches left in the config, which the launcher turns "
        "into max_steps = 0.1 x the planned 320 = 32 with max_epochs=10: an LSTM (hidden 48) under Adam "
        "lr 3e-3 stops after 32 steps, one epoch (every 2nd step logged): windows 1.58, 1.53, 1.53, 1.49 "
        "... 1.15, 1.3, 1.1, 0.757, the epoch mean 1.35, the one val loss 1.06 and val accuracy 0.593, "
        "test 1.11 and 0.557 (10 epochs: ~0.45 and 0.85)",
        ("slow-convergence", "metric-at-baseline"),
        family="lstm",
        dataset="cloakroom-locker-events",
        seed=61021,
        runs=zf_runs(hparams={"limit_train_batches": 0.1, "max_steps": 32, "max_epochs": 10}),
    ),
    ZZI(
        "vzzi-val-split-name-mismatch-empty-regression-kombucha",
        Plan(kombucha, "mlp", 2e-3, "adam", epochs=15, log_every=8, model_kw=MLP64),
        ("missing-validation",),
        "missing-eval-set",
        "the validation loader filters split=='valid' while the files say 'val': the validation set is "
        "empty and never runs; a 2x64 regression MLP under Adam lr 2e-3 for 15 epochs (every 8th step "
        "logged): windows 0.78, 0.562, 0.322, 0.163 ... 0.037-0.048, no validation logged; test 0.107",
        ("undertrained",),
        family="regression",
        dataset="kombucha-acidity",
        seed=61022,
        runs=zf_runs(
            evaluate=False, hparams={"val_split": "valid", "splits_on_disk": ["train", "val", "test"]}
        ),
    ),
)

HEALTHY: tuple[Variant, ...] = (
    ZZI(
        "vzzi-healthy-cnn1d-pig-reverse-jitter-dropout",
        Plan(
            pig,
            "cnn1d",
            3e-3,
            "adam",
            epochs=12,
            log_every=8,
            model_fault=mfl_augment,
            model_kw={"channels": 16, "dropout": 0.3},
        ),
        (),
        None,
        "a sound 1-D CNN (dropout 0.3) under Adam lr 3e-3 for 12 epochs with direction reversal, shifts, "
        "gain jitter and noise on the training traces (every 8th step logged): epoch means 1.52 to 0.835, "
        "the val loss 1.34 to 0.641, below the epoch means throughout, val accuracy 0.49 to 0.803, test "
        "0.785 and 0.723",
        family="cnn",
        dataset="pig-mfl-traces",
        seed=61101,
    ),
    ZZI(
        "vzzi-healthy-bncnn1d-pig-sgd-step-bump",
        Plan(
            pig,
            "bncnn1d",
            0.05,
            "sgd",
            momentum=0.9,
            weight_decay=5e-4,
            epochs=12,
            log_every=8,
            schedule="step",
            step_size=256,
            gamma=0.1,
            model_kw=CH16,
        ),
        (),
        None,
        "a sound batch-norm 1-D CNN under SGD momentum 0.9 lr 0.05 (weight decay 5e-4), cut to 0.005 at "
        "step 256 (the end of epoch 8), 12 epochs (every 8th step logged): epoch means 1.27 to 0.568, the "
        "val loss 0.879, 0.739, 0.68, 0.577, 0.557, a bump to 0.642 and 0.596, 0.556 before the cut, then "
        "0.469-0.485, val accuracy 0.65 to 0.843, test 0.597 and 0.777",
        family="cnn-bn",
        dataset="pig-mfl-traces",
        seed=61102,
    ),
    ZZI(
        "vzzi-healthy-cnn1d-pig-batch8-every-step-adamax",
        Plan(pig, "cnn1d", 2e-3, "adamax", epochs=1, batch_size=8, log_every=1, model_kw=CH16),
        (),
        None,
        "a sound 16-channel 1-D CNN under Adamax lr 2e-3 with batches of 8 for one epoch (125 steps, "
        "every step logged): losses 1.6, 1.6, 1.61, 1.67 ... swinging between 1.03 and 1.7, 1.28 last, "
        "the one evaluation 1.28 and accuracy 0.533, test 1.34 and 0.437 (one epoch, still learning)",
        family="cnn",
        dataset="pig-mfl-traces",
        seed=61103,
    ),
    ZZI(
        "vzzi-healthy-bncnn1d-pig-onecycle-eval-every-2",
        Plan(
            pig,
            "bncnn1d",
            0.05,
            "sgd",
            momentum=0.9,
            epochs=16,
            batch_size=64,
            log_every=2,
            schedule="onecycle",
            val_every_epochs=2,
            model_kw=CH16,
        ),
        (),
        None,
        "a sound batch-norm 1-D CNN under SGD momentum 0.9 with a one-cycle lr (peak 0.05) and batches of "
        "64 for 16 epochs (256 steps, every 2nd logged), evaluated every 2 epochs: windows 1.53, 1.6, "
        "1.61 ... 0.6-0.67, the val loss 1.29, 0.848, 0.688 ... 0.546 and val accuracy 0.573 to 0.82, "
        "test 0.672 and 0.763",
        family="cnn-bn",
        dataset="pig-mfl-traces",
        seed=61104,
    ),
    ZZI(
        "vzzi-healthy-cnn-crystals-turn-mirror-augment",
        Plan(
            crystals, "cnn", 2e-3, "adam", epochs=12, log_every=10, model_fault=crystal_augment, model_kw=CH16
        ),
        (),
        None,
        "a sound 16-channel CNN under Adam lr 2e-3 for 12 epochs with quarter turns, mirroring and noise "
        "on the training images (every 10th step logged): windows 1.61, 1.5, 1.42, 1.33 ... 0.526-0.6, "
        "the val loss 1.3, 1.01, 0.897 ... 0.531, 0.642, 0.544, as low as the training windows, val "
        "accuracy 0.45 to 0.7-0.783 (0.75 at the end), test 0.479 and 0.803",
        family="cnn",
        dataset="ice-crystal-shadows",
        seed=61105,
    ),
    ZZI(
        "vzzi-healthy-resnet-crystals-bf16-warmup-cosine",
        Plan(
            crystals,
            "resnet",
            3e-3,
            "adamw",
            weight_decay=0.05,
            epochs=8,
            log_every=4,
            schedule="warmup-cosine",
            warmup=40,
            bf16=True,
        ),
        (),
        None,
        "a sound residual net under AdamW (weight decay 0.05) with bf16-mixed autocast, a 40-step warm-up "
        "to 3e-3 and a cosine over 8 epochs (every 4th step logged): windows 1.79, 1.79, 1.84, 1.61 ... "
        "0.73-0.97, epoch means 1.68 to 0.892, the val loss 1.6, 1.39, 1.38, 1.05 ... 0.873 and val "
        "accuracy 0.207 to 0.713-0.727, test 0.87 and 0.73",
        family="resnet",
        dataset="ice-crystal-shadows",
        seed=61106,
    ),
    ZZI(
        "vzzi-healthy-bncnn-crystals-plateau-early-stop",
        Plan(
            crystals,
            "bncnn",
            2e-3,
            "adam",
            epochs=30,
            log_every=16,
            schedule="plateau",
            gamma=0.3,
            early_stop=3,
            model_kw={"channels": 16, "dropout": 0.2},
        ),
        (),
        None,
        "a sound batch-norm CNN (dropout 0.2) under Adam lr 2e-3 with ReduceLROnPlateau (factor 0.3) and "
        "early stopping (patience 3), stopped after 21 of 30 epochs (every 16th step logged): epoch means "
        "1.46 to 0.407, the lr cut to 1.5e-6, the val loss 1.33 to its minimum 0.455 and 0.458 at the "
        "end, val accuracy 0.463 to 0.82, test 0.477 and 0.85",
        family="cnn-bn",
        dataset="ice-crystal-shadows",
        seed=61107,
    ),
    ZZI(
        "vzzi-healthy-cnn-crystals-short-80-steps",
        Plan(crystals, "cnn", 2e-3, "adam", epochs=10, max_steps=80, log_every=2, model_kw=CH16),
        (),
        None,
        "a sound 16-channel CNN under Adam lr 2e-3 stopped at max_steps=80 (every 2nd step logged): "
        "windows 1.62, 1.7, 1.59 ... 0.7-0.96, epoch means 1.47, 1.12, 0.878, the val loss 1.27, 0.993 "
        "and val accuracy 0.483, 0.61, test 0.858 and 0.653 (still improving)",
        family="cnn",
        dataset="ice-crystal-shadows",
        seed=61108,
    ),
    ZZI(
        "vzzi-healthy-transformer-lockers-warmup-linear-half-epoch-eval",
        Plan(
            lockers,
            "transformer",
            1e-3,
            "adamw",
            weight_decay=0.01,
            epochs=10,
            log_every=4,
            schedule="warmup-linear",
            warmup=50,
            val_interval=0.5,
        ),
        (),
        None,
        "a sound small transformer under AdamW (weight decay 0.01) with a 50-step linear warm-up to 1e-3 "
        "and a linear decay over 10 epochs (every 4th step logged), evaluated twice an epoch: windows "
        "1.87, 2.05, 1.61 ... 0.29-0.64, epoch means 1.67 to 0.439, 20 evaluations with the val loss "
        "1.61, 1.33, 1.12 ... 0.561 and val accuracy 0.19 at the first, then 0.453 to 0.813, test 0.473 "
        "and 0.853",
        family="transformer",
        dataset="cloakroom-locker-events",
        seed=61109,
    ),
    ZZI(
        "vzzi-healthy-gru-lockers-sgd-nesterov-cyclic",
        Plan(
            lockers,
            "gru",
            0.05,
            "sgd",
            momentum=0.9,
            epochs=12,
            log_every=4,
            clip=1.0,
            schedule="cosine",
            model_kw=H48,
        ),
        (),
        None,
        "a sound GRU (hidden 48) under SGD with Nesterov momentum 0.9, clipped at 1.0, with a triangular "
        "CyclicLR between 0.01 and 0.2 (40 steps up, 40 down) for 12 epochs (every 4th step logged): "
        "windows 1.57, 1.46, 1.5 ... 0.008-0.26, epoch means 1.39 to 0.195-0.217, the val loss 1.19, "
        "0.684, 0.521, 0.419, 0.377, a bump to 0.566 at a peak, then 0.404-0.479 (0.479 at the end) and "
        "val accuracy 0.54 to 0.8-0.877, test 0.489 and 0.867",
        family="gru",
        dataset="cloakroom-locker-events",
        seed=61110,
        runs=zf_runs(
            schedule=cyclic(0.01, 0.2, 40),
            optimizer_kw={"nesterov": True},
            hparams={"cyclic": [0.01, 0.2, 40], "nesterov": True},
        ),
    ),
    ZZI(
        "vzzi-healthy-lstm-lockers-clip-eval-every-3",
        Plan(
            lockers,
            "lstm",
            2e-3,
            "rmsprop",
            epochs=15,
            log_every=25,
            val_every_epochs=3,
            clip=0.5,
            model_kw=H48,
        ),
        (),
        None,
        "a sound LSTM (hidden 48) under RMSprop lr 2e-3 clipped at 0.5 for 15 epochs (every 25th step "
        "logged), evaluated every 3 epochs: windows 0.813, 0.558 ... 0.1-0.37, epoch means 1.03 to 0.21, "
        "the val loss 0.547, 0.483, 0.472, 0.474, 0.464 and val accuracy 0.823 to 0.87, test 0.463 and "
        "0.86",
        family="lstm",
        dataset="cloakroom-locker-events",
        seed=61111,
    ),
    ZZI(
        "vzzi-healthy-gru-lockers-plain-sgd-clip",
        Plan(lockers, "gru", 0.5, "sgd", epochs=10, log_every=8, clip=1.0, model_kw=H48),
        (),
        None,
        "a sound GRU (hidden 48) under plain SGD lr 0.5 clipped at 1.0 for 10 epochs (every 8th step "
        "logged): windows 1.45, 1.19 ... 0.29-0.7, epoch means 1.33 to 0.329, the val loss 1.08, 0.812, "
        "0.713, 0.584, 0.81, 0.476, 0.443, 0.377, 0.532, 0.489 and val accuracy 0.58 to 0.82-0.877, test "
        "0.571 and 0.773",
        family="gru",
        dataset="cloakroom-locker-events",
        seed=61112,
    ),
    ZZI(
        "vzzi-healthy-regression-kombucha-rmsprop-exp-long",
        Plan(
            kombucha_long,
            "mlp",
            1e-3,
            "rmsprop",
            epochs=24,
            log_every=100,
            batch_size=32,
            schedule="exp",
            gamma=0.999,
            model_kw=MLP64,
        ),
        (),
        None,
        "a sound 2x64 regression MLP under RMSprop lr 1e-3 with ExponentialLR 0.999 per step (to 2.2e-4) "
        "on 2,000 kombucha batches for 24 epochs (1,512 steps, every 100th logged): epoch means 0.2, "
        "0.0834, 0.0734 ... 0.0425, the val MSE 0.103, 0.102, 0.0916 ... 0.079, still falling slowly, "
        "test 0.0693",
        family="regression",
        dataset="kombucha-acidity",
        seed=61113,
    ),
    ZZI(
        "vzzi-healthy-regression-kombucha-short-48",
        Plan(kombucha, "mlp", 2e-3, "adam", epochs=10, max_steps=48, log_every=2, model_kw=MLP64),
        (),
        None,
        "a sound 2x64 regression MLP under Adam lr 2e-3 stopped at max_steps=48 (every 2nd step logged): "
        "windows 1.23, 1.29, 0.601, 1.02 ... 0.087-0.23, epoch means 0.631, 0.155, the one val MSE 0.157 "
        "(after epoch 1), test 0.195 (still improving)",
        family="regression",
        dataset="kombucha-acidity",
        seed=61114,
    ),
    ZZI(
        "vzzi-healthy-regression-kombucha-g-per-l",
        Plan(
            kombucha_g_per_l,
            "mlp",
            3e-3,
            "adam",
            epochs=15,
            log_every=8,
            model_kw={"width": 128, "num_layers": 2},
        ),
        (),
        None,
        "a sound 2x128 regression MLP under Adam lr 3e-3 on the acidity left in g/L (~2-12) for 15 epochs "
        "(every 8th step logged): windows 19.1, 3.99, 2.58, 1.06 ... 0.21-0.29, the val MSE 1.06, 0.551 "
        "... 0.369 (in (g/L)^2), test 0.339",
        family="regression",
        dataset="kombucha-acidity",
        seed=61115,
    ),
    ZZI(
        "vzzi-healthy-regression-kombucha-nadam-early-stop",
        Plan(kombucha, "mlp", 3e-3, "nadam", epochs=60, log_every=16, early_stop=4, model_kw=MLP64),
        (),
        None,
        "a sound 2x64 regression MLP under NAdam lr 3e-3 with early stopping (patience 4), stopped after "
        "21 of 60 epochs (every 16th step logged): windows 0.627, 0.199, 0.112 ... 0.027-0.036, the val "
        "MSE 0.227, 0.113, 0.1, 0.106, 0.0931 ... its minimum 0.0871, then 0.0973, 0.105, 0.104, 0.0968, "
        "test 0.112",
        family="regression",
        dataset="kombucha-acidity",
        seed=61116,
    ),
    ZZI(
        "vzzi-healthy-regression-kombucha-bf16-cosine-eval-every-5",
        Plan(
            kombucha,
            "mlp",
            3e-3,
            "adamw",
            weight_decay=0.01,
            epochs=20,
            log_every=10,
            schedule="cosine",
            val_every_epochs=5,
            bf16=True,
            model_kw=MLP64,
        ),
        (),
        None,
        "a sound 2x64 regression MLP under AdamW (weight decay 0.01) with bf16-mixed autocast and a "
        "cosine lr from 3e-3 over 20 epochs (every 10th step logged), evaluated every 5 epochs: windows "
        "0.87, 0.189, 0.0763 ... 0.021-0.04, epoch means 0.41 to 0.0352, the val MSE 0.0774, 0.0762, "
        "0.0747, 0.0751, test 0.0997",
        family="regression",
        dataset="kombucha-acidity",
        seed=61117,
    ),
    ZZI(
        "vzzi-healthy-mlp-containers-noise-dropout",
        Plan(
            containers,
            "mlp",
            1e-3,
            "adam",
            epochs=15,
            log_every=8,
            model_fault=survey_noise,
            model_kw={"width": 128, "num_layers": 2, "dropout": 0.4},
        ),
        (),
        None,
        "a sound 2x128 MLP with dropout 0.4 under Adam lr 1e-3 for 15 epochs with 0.35 sd of noise on the "
        "training columns (every 8th step logged): windows 1.58 to 0.54-0.61, the val loss 1.1 to "
        "0.445-0.477, below the training windows, val accuracy 0.513 to 0.787-0.82, test 0.453 and 0.807",
        family="mlp",
        dataset="container-damage-grades",
        seed=61118,
    ),
    ZZI(
        "vzzi-healthy-mlp-containers-class-weighted",
        Plan(containers, "mlp", 2e-3, "adam", epochs=15, log_every=8, model_kw=MLP64),
        (),
        None,
        "a sound 2x64 MLP under Adam lr 2e-3 with a class-weighted cross-entropy (1 to 5.7, train and "
        "validation alike) for 15 epochs (every 8th step logged): epoch means 1.34, 0.807, 0.545 ... "
        "0.256, the val loss 0.979 to 0.404-0.529 (0.448 at the end) and val accuracy 0.593 to "
        "0.77-0.803, test 0.467 and 0.8",
        family="mlp",
        dataset="container-damage-grades",
        seed=61119,
        runs=zf_runs(loss=class_weighted, hparams={"class_weights": [1.0, 1.6, 2.4, 3.6, 5.7]}),
    ),
    ZZI(
        "vzzi-healthy-mlp-containers-warmup-cosine-batch8",
        Plan(
            containers,
            "mlp",
            1e-3,
            "adamw",
            weight_decay=0.01,
            epochs=2,
            batch_size=8,
            log_every=1,
            schedule="warmup-cosine",
            warmup=25,
            model_kw=MLP64,
        ),
        (),
        None,
        "a sound 2x64 MLP under AdamW (weight decay 0.01) with batches of 8, a 25-step warm-up to 1e-3 "
        "and a cosine over 2 epochs (250 steps, every step logged): losses 1.62, 1.59, 1.66, 1.65 ... "
        "swinging between 0.22 and 1.66 (0.61 last), epoch means 1.22, 0.733, the val loss 0.832, 0.731 "
        "and val accuracy 0.59, 0.71, test 0.719 and 0.777",
        family="mlp",
        dataset="container-damage-grades",
        seed=61120,
    ),
    ZZI(
        "vzzi-healthy-mlp-containers-sgd-step-eval-every-5",
        Plan(
            containers,
            "mlp",
            0.01,
            "sgd",
            momentum=0.9,
            weight_decay=5e-4,
            epochs=30,
            log_every=20,
            schedule="step",
            step_size=640,
            gamma=0.2,
            val_every_epochs=5,
            model_kw=MLP64,
        ),
        (),
        None,
        "a sound 2x64 MLP under SGD momentum 0.9 lr 0.01 (weight decay 5e-4), cut to 0.002 at step 640, "
        "30 epochs (960 steps, every 20th logged), evaluated every 5 epochs: windows 1.53, 1.22, 1.01 ... "
        "0.25-0.29, the val loss 0.543, 0.442, 0.425, 0.424, 0.403, 0.406 and val accuracy 0.737 to "
        "0.807, test 0.403 and 0.837",
        family="mlp",
        dataset="container-damage-grades",
        seed=61121,
    ),
    ZZI(
        "vzzi-healthy-mlp-containers-early-stop-patience-5",
        Plan(
            containers,
            "mlp",
            3e-3,
            "adam",
            epochs=60,
            log_every=16,
            early_stop=5,
            model_kw={"width": 128, "num_layers": 2},
        ),
        (),
        None,
        "a sound 2x128 MLP under Adam lr 3e-3 with early stopping (patience 5), stopped after 11 of 60 "
        "epochs (every 16th step logged): epoch means 0.952, 0.441 ... 0.253, the val loss 0.592, 0.471, "
        "0.537, 0.497, 0.444, its minimum 0.427 at epoch 6, then 0.51, 0.438, 0.461, 0.475, 0.456 and val "
        "accuracy 0.757 to 0.8-0.81, test 0.464 and 0.8",
        family="mlp",
        dataset="container-damage-grades",
        seed=61122,
    ),
)
