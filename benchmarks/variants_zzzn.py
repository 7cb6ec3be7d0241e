"""Variant battery zzzn: a look-alike of an external held-out suite, real framework runs (`--battery zzzn`).

    nice -n 10 python benchmarks/variants.py --battery zzzn --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery zzzn [--runs]

Like batteries d-zzzm, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is the log),
trained by battery d's runner through the earlier batteries' wrappers (battery zf's runner with w's
replaced loss and the checkpoint the test loads, l's switched-off evaluation, ze's replaced schedule),
battery zj's model wrapper and this battery's own hooks (a warm-up whose fraction is written upside down,
a LambdaLR returning the lr instead of a factor, a cosine whose length is the warm-up's, a criterion whose
evaluation target is unsqueezed once too often, batch-norm momentum 1.0, a frozen recurrent layer, every
bias set to -1), so each case can run in each of the three layouts; the layout rotation of variants.py
picks one.
It was written blind: its author trained it with `--train-only`, read the raw logged numbers of each
run, and never diagnosed or scored it, so it is held-out data for the tool.
Its halves are even (16 faulty, 16 healthy; one fault each, one cause a case, spread over every family
of cause: optimisation, data, evaluation, model, workflow), injected into data sets no battery had at a
realistic strength, in forms earlier batteries did not use (see each case's description and each hook's
docstring).
The data sets are new, all made offline with numpy from known generating models (see each generator): a
Francis turbine's draft-tube pressure traces (64 samples: steady running, a part-load vortex rope,
cavitation, governor hunting, a water-hammer transient), 12x12 grey microscope crops of volcanic tephra
grains (bubble-wall shard, pumice, crystal, lithic, blocky glass), a legislature's bill histories
(introduced, referred, hearing, markup ... signed, vetoed; left-padded to 20, labelled by the bill's fate),
a hardwood mill's kiln-drying records (the final moisture content from an exponential drying law over the
wood's density, thickness, initial moisture, the kiln's dry bulb, wet-bulb depression, air speed and
hours; standardised) and an ice core's layer census (background, volcanic sulfate, dust, sea-salt storm,
biomass burning, from 12 chemistry and core columns).
Runs of 50 to 3,000 steps: MLPs (2x64 to 2x256 and 3x128, dropout 0.3), 2-D CNNs with and without
batch norm, a small residual net, 1-D CNNs with and without batch norm, GRU / LSTM readers of the bills,
small transformers and regression MLPs; SGD with and without momentum, Adam, AdamW, RMSprop and
NAdam; constant, warm-up + cosine, one-cycle, step, plateau, exponential and triangular cyclic schedules;
bf16-mixed autocast, turn / mirror augmentation, dropout, early stopping, clipping; batches of 8 to 128;
cadences from every step to once every 100 steps, evaluations four times an epoch to every 2nd epoch or
never.
The healthy half holds sound runs a naive reader can take for a fault: a bf16 warm-up + cosine run
evaluated twice an epoch, a 3,000-trace run logged every 100 steps and still improving, batch-8 losses
logged every step over 2 epochs, a val loss below the training loss under turn / mirror augmentation and
dropout with early stopping, a step cut after val jumps at a high SGD lr, a val loss flat while a plateau
schedule cuts the lr to ~0, a transformer starting above ln 5, a plain-SGD LSTM at lr 1 with a val bump in
its 2nd epoch, a 60-step RMSprop GRU evaluated four times an epoch, a 3,000-step plain-SGD regression
logged every 100 steps, a bf16 dropout regression at batch 128 with its val MSE below its training loss,
a triangular cyclic lr logged every step, early stopping after 6 epochs, a one-cycle run whose val loss
creeps up after the lr's peak, a 50-step run still improving, and a NAdam run evaluated every 2nd epoch
whose val loss creeps up while its accuracy holds.
Split, layout rotation and labels follow variants.py's rules; a Lightning case's `every` is its
`log_every_n_steps`.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from benchmarks.variants import RUNAWAY, STALL, Variant, _generated, _regression_table
from benchmarks.variants_d import Plan, Runner
from benchmarks.variants_l import L
from benchmarks.variants_w import MLP64
from benchmarks.variants_ze import lambda_schedule
from benchmarks.variants_zf import zf_runs
from benchmarks.variants_zh import _patch_splits, _token_splits
from benchmarks.variants_zj import _augmented, _signal_splits, _stats
from benchmarks.variants_zzzm import triangular

if TYPE_CHECKING:
    import torch

    from tests.suite.datasets import Splits

SIZES = (1000, 300, 300)


# ---------------------------------------------------------------- data sets no battery has


DRAFT_TUBE_STATES = ("steady", "vortex-rope", "cavitation", "governor-hunting", "water-hammer")


def _draft_tube(seed: int, n: int, length: int = 64) -> tuple[Any, Any]:
    """A Francis turbine's draft-tube wall pressure (kPa, 64 samples of a 0.5 s window at 128 Hz),
    labelled by the plant engineer's log: steady running (the runner's blade-pass ripple of 0.3-0.8 kPa
    on a flat level), a part-load vortex rope (a precessing rope's swing of 1.5-4 kPa at 0.08-0.14
    cycles a sample, under a third of the blade-pass frequency), cavitation (3-8 sharp one-sample
    pressure drops of 2.5-6 kPa and a raised broadband noise), governor hunting (a slow swing of 1.2-3
    kPa over a 40-90-sample period) or a water-hammer transient (a step of 2-5 kPa up or down from a
    random point, ringing down at the penstock's period). Each unit has its own head (the level, 72-78
    kPa) and sensor noise (sd 0.25-0.6), and each state a random strength: a weak rope reads as ripple
    and a slow hunt as a level, so sound 1-D CNNs stop short of 0.9."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.3, 0.2, 0.18, 0.16, 0.16])
    t = np.arange(length, dtype=float)
    x = np.zeros((n, length))
    for i in range(n):
        c = int(y[i])
        strength = rng.uniform(0.45, 1.0)
        runner = rng.uniform(0.08, 0.14)
        s = rng.uniform(72, 78) + rng.uniform(0.3, 0.8) * np.sin(
            2 * np.pi * 3.5 * runner * t + rng.uniform(0, 6.3)
        )
        s = s + rng.normal(0, rng.uniform(0.25, 0.6), length)
        if c == 1:
            s += strength * rng.uniform(1.5, 4) * np.sin(2 * np.pi * runner * t + rng.uniform(0, 6.3))
        elif c == 2:
            for _ in range(int(rng.integers(3, 9))):
                s[int(rng.integers(0, length))] -= strength * rng.uniform(2.5, 6)
            s += rng.normal(0, 0.5 * strength, length)
        elif c == 3:
            s += (
                strength
                * rng.uniform(1.2, 3)
                * np.sin(2 * np.pi * t / rng.uniform(40, 90) + rng.uniform(0, 6.3))
            )
        elif c == 4:
            at = rng.uniform(5, 50)
            after = np.clip(t - at, 0, None)
            ring = np.cos(2 * np.pi * after / rng.uniform(6, 12)) * np.exp(-after / rng.uniform(6, 15))
            s += strength * rng.uniform(2, 5) * (t > at) * (1 - ring) * rng.choice([-1, 1])
        x[i] = s
    return x, y


def draft_tube(
    seed: int = 99601, sizes: tuple[int, int, int] = SIZES, name: str = "draft-tube-pressure-64"
) -> Splits:
    """The traces (N, 64), centred and scaled by the training traces' mean and sd, 5 classes."""
    x, y = _draft_tube(seed, sum(sizes))
    return _signal_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def draft_tube_long() -> Splits:
    """A 3,000-trace draw."""
    return draft_tube(99602, (3000, 300, 300), "draft-tube-pressure-64-3000")


TEPHRA_GRAINS = ("bubble-wall-shard", "pumice", "crystal", "lithic", "blocky-glass")


def _tephra(seed: int, n: int) -> tuple[Any, Any]:
    """12x12 grey crops (0-255) of a microscope slide of volcanic ash grains mounted in dark epoxy,
    labelled by the tephrochronologist: a bubble-wall shard (a thin bright curved arc, the wall between
    two burst bubbles), pumice (a bright round grain pocked by two to five dark vesicles), a crystal (an
    evenly bright sharp-edged hexagon or lath), a lithic (a dark mottled irregular lump, barely above the
    epoxy) or blocky glass (a mid-grey even square-ish grain). Each crop has its own epoxy tone (25-60),
    illumination (0.45-1), a rotation, a shift of up to 2 px and heavy noise (sd 18-36, a fast scan): a
    small pumice reads as blocky glass and a thick shard as a lath, so sound CNNs stop short of 0.9."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.25, 0.2, 0.18, 0.17, 0.2])
    yy, xx = np.mgrid[0:12, 0:12].astype(float)
    x = np.zeros((n, 12, 12))
    for i in range(n):
        c = int(y[i])
        epoxy = rng.uniform(25, 60)
        light = rng.uniform(0.45, 1.0)
        cx, cy = 5.5 + rng.uniform(-2, 2, 2)
        a = rng.uniform(0, np.pi)
        u = (xx - cx) * np.cos(a) + (yy - cy) * np.sin(a)
        v = -(xx - cx) * np.sin(a) + (yy - cy) * np.cos(a)
        r = np.sqrt(u**2 + v**2)
        if c == 0:
            radius = rng.uniform(3, 5)
            arc = np.exp(-((np.sqrt(u**2 + (v - radius) ** 2) - radius) ** 2) / 0.5) * (np.abs(u) < 4)
            grain = 170 * arc
        elif c == 1:
            body = 1 / (1 + np.exp((r - rng.uniform(3, 4.5)) / 0.5))
            for _ in range(int(rng.integers(2, 6))):
                hx, hy = rng.uniform(-2.5, 2.5, 2)
                body *= 1 - 0.8 * np.exp(-((u - hx) ** 2 + (v - hy) ** 2) / rng.uniform(0.4, 1.0))
            grain = 160 * body
        elif c == 2:
            half = rng.uniform(2.5, 4)
            hexagon = np.maximum(np.abs(u), 0.5 * np.abs(u) + 0.866 * np.abs(v)) < half * rng.uniform(0.6, 1)
            grain = 200 * (hexagon * (np.abs(v) < half * rng.uniform(0.4, 1)))
        elif c == 3:
            body = 1 / (1 + np.exp((r - rng.uniform(2.5, 4.5) - rng.normal(0, 0.6, (12, 12))) / 0.6))
            grain = body * rng.uniform(30, 70) * (1 + 0.5 * rng.normal(0, 1, (12, 12)))
        else:
            side = rng.uniform(2.2, 3.8)
            grain = 110 * (np.maximum(np.abs(u), np.abs(v)) < side)
        x[i] = np.clip(epoxy + light * grain + rng.normal(0, rng.uniform(18, 36), (12, 12)), 0, 255)
    return x, y


def tephra(seed: int = 99701, sizes: tuple[int, int, int] = SIZES, name: str = "tephra-grains-12") -> Splits:
    """The crops as (N, 1, 12, 12), centred and scaled by the training crops' mean and sd, 5 classes."""
    x, y = _tephra(seed, sum(sizes))
    return _patch_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def tephra_labels_from_resorted_catalogue() -> Splits:
    """The bug: the grain catalogue of the third mounting session (the 400 training crops imaged that
    week) was sorted by class to print a count table, and the script then attached its `grain_class`
    column to the session's crops by row position (`crops["label"] = catalogue["grain_class"].values`):
    those 400 crops carry the session's labels in class order, not their own (the class counts are
    right, ~3 in 4 of the labels wrong). Validation and test crops come from the other sessions."""
    import numpy as np

    x, y = _tephra(99702, sum(SIZES))
    y = y.copy()
    y[300:700] = np.sort(y[300:700], kind="stable")
    return _patch_splits(x, y, SIZES, "tephra-grains-12", _stats(x[: SIZES[0]]))


BILL_EVENTS = (
    "pad",
    "introduced",
    "referred",
    "hearing",
    "markup",
    "amendment",
    "reported",
    "floor-debate",
    "cloture",
    "passed-chamber",
    "failed-vote",
    "sent-other-chamber",
    "conference",
    "enrolled",
    "vetoed",
    "override-vote",
    "signed",
    "withdrawn",
    "tabled",
    "cosponsor-added",
)
BILL_FATES = ("enacted", "died-in-committee", "vetoed", "passed-one-chamber", "withdrawn")
_BILL_BOOST = ((9, 13, 16, 12), (3, 18, 19, 2), (14, 15, 13, 8), (9, 11, 10, 7), (17, 19, 5, 3))
_BILL_LENGTHS = ((12, 21), (5, 11), (12, 20), (8, 15), (4, 10))


def _bills(seed: int, n: int, length: int = 20, procedure: int = 9971) -> tuple[Any, Any]:
    """A legislature's bill histories (19 event kinds from the clerk's system: introduced, referred,
    hearing, markup, amendment, reported, floor debate, cloture, passed a chamber, a failed vote, sent to
    the other chamber, conference, enrolled, vetoed, override vote, signed, withdrawn, tabled, a cosponsor
    added), left-padded to 20 with 0, labelled by the bill's fate at the session's end: enacted, died in
    committee, vetoed, passed one chamber only, or withdrawn. Each fate is a Markov chain over a shared
    base that favours its own four events, with its own range of lengths; a fifth of the events are
    mis-keyed (a random kind), so sound sequence models stop near 0.8-0.9."""
    import numpy as np

    base_rng = np.random.default_rng(procedure)
    kinds = len(BILL_EVENTS) - 1
    base = base_rng.dirichlet(np.full(kinds, 0.5), kinds)
    chains = []
    for c in range(5):
        boost = np.zeros(kinds)
        boost[[e - 1 for e in _BILL_BOOST[c]]] = 0.4 / 4
        chain = 0.6 * base + boost
        chains.append(chain / chain.sum(1, keepdims=True))
    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.22, 0.3, 0.12, 0.22, 0.14])
    x = np.zeros((n, length), dtype=np.int64)
    for i in range(n):
        c = int(y[i])
        events = [1]
        for _ in range(int(rng.integers(*_BILL_LENGTHS[c])) - 1):
            events.append(int(rng.choice(kinds, p=chains[c][events[-1] - 1])) + 1)
        events = [int(rng.integers(1, kinds + 1)) if rng.random() < 0.2 else e for e in events]
        x[i, length - len(events) :] = events
    return x, y


def bills(seed: int = 99801, sizes: tuple[int, int, int] = SIZES, name: str = "bill-histories") -> Splits:
    """Histories (N, 20) over 20 ids (0 the padding), 5 classes."""
    x, y = _bills(seed, sum(sizes))
    return _token_splits(x, y, sizes, name)


def bills_test_after_rules_reform() -> Splits:
    """The bug (a shift the split never saw): the training and validation bills are the sessions before
    the chamber's rules reform, the test bills the first session after it: the reform rewrote the
    procedure (which stage follows which: `procedure` draws the shared base chain anew) and made a
    referral, a hearing, a markup and a committee report mandatory after every introduction (the four
    events inserted, the history cut to its last 20), while each fate still favours its own four events."""
    import numpy as np

    x, y = _bills(99802, SIZES[0] + SIZES[1])
    test, y_test = _bills(99804, SIZES[2], procedure=9972)
    for i in range(len(test)):
        events = test[i][test[i] != 0].tolist()
        events = (events[:1] + [2, 3, 4, 6] + events[1:])[-len(test[i]) :]
        test[i] = 0
        test[i, len(test[i]) - len(events) :] = events
    return _token_splits(np.concatenate([x, test]), np.concatenate([y, y_test]), SIZES, "bill-histories")


def bills_reversed_in_training() -> Splits:
    """The bug: the training dataset's `__getitem__` returns `history[::-1]` (a reverse-order
    augmentation from a bidirectional experiment, left on with probability 1), while the evaluation
    dataset, a separate class in the eval module, reads the histories in order: the training bills
    reach the GRU newest event first and right-padded, the validation and test bills oldest first and
    left-padded."""
    import numpy as np

    x, y = _bills(99803, sum(SIZES))
    a = SIZES[0]
    x = np.concatenate([x[:a, ::-1], x[a:]])
    return _token_splits(np.ascontiguousarray(x), y, SIZES, "bill-histories")


KILN_COLUMNS = (
    "specific_gravity",
    "thickness_mm",
    "initial_mc_pct",
    "dry_bulb_c",
    "wet_bulb_depression_c",
    "air_velocity_m_s",
    "hours_in_kiln",
    "sticker_mm",
    "board_width_mm",
    "ambient_rh_pct",
    "charge_number",
    "kiln_id",
)


def _kiln(seed: int, n: int) -> tuple[Any, Any]:
    """A hardwood mill's kiln charges: the final moisture content (%, the target) from the wood's
    specific gravity, thickness, initial moisture, the kiln's dry-bulb temperature, wet-bulb depression,
    air velocity and hours, the sticker thickness, the board width, the yard's humidity and two columns
    with no bearing (the charge number, the kiln). The drying law: the equilibrium moisture content
    (Hailwood-Horrobin's shape: falling with the relative humidity the depression implies and with the
    temperature) plus the excess moisture decaying as exp(-k h), where k grows with the diffusion
    coefficient exp(-4300/T) and the air speed to the 0.3 and falls with the thickness squared and the
    density; the moisture meter's error (sd 0.6 points) and the boards' variation make the floor:
    standardised, sound models stop near an MSE of 0.02-0.03."""
    import numpy as np

    rng = np.random.default_rng(seed)
    sg = rng.uniform(0.4, 0.72, n)
    thick = rng.uniform(19, 60, n)
    mc0 = rng.uniform(40, 100, n)
    dry = rng.uniform(45, 85, n)
    dep = rng.uniform(3, 25, n)
    air = rng.uniform(1, 4, n)
    hours = rng.uniform(48, 400, n)
    sticker = rng.uniform(15, 30, n)
    width = rng.uniform(80, 250, n)
    ambient = rng.uniform(40, 90, n)
    charge = rng.integers(1, 900, n).astype(float)
    kiln = rng.integers(1, 9, n).astype(float)
    rh = np.exp(-0.045 * dep * (1 + (85 - dry) / 120))
    emc = 1.8 + 22 * rh**1.6 * (1 - 0.004 * (dry - 45))
    k = 6e5 * np.exp(-4300 / (dry + 273)) * air**0.3 * (sticker / 22) ** 0.2 / (thick / 25) ** 2
    k = k * np.exp(-2.2 * (sg - 0.55))
    final = emc + (mc0 - emc) * np.exp(-k * hours / 100) * rng.uniform(0.9, 1.1, n)
    final = final + rng.normal(0, 0.6, n)
    x = np.column_stack([sg, thick, mc0, dry, dep, air, hours, sticker, width, ambient, charge, kiln])
    return x, final


def kiln(seed: int = 99901, sizes: tuple[int, int, int] = SIZES, name: str = "kiln-final-moisture") -> Splits:
    """12 standardised columns, the final moisture standardised."""
    x, final = _kiln(seed, sum(sizes))
    return _regression_table(name, x, final, sizes)


def kiln_long() -> Splits:
    """A 2,000-charge draw."""
    return kiln(99902, (2000, 300, 300), "kiln-final-moisture-2000")


def kiln_notebook_sample_left_in() -> Splits:
    """The bug: the training script was lifted from an exploration notebook and kept its
    `train_df = train_df.sample(frac=0.06, random_state=0)` (a quick look at the rows): 60 of the 1,000
    training charges reach the model; validation and test are whole."""
    import numpy as np

    x, final = _kiln(99903, sum(SIZES))
    a = SIZES[0]
    keep = np.random.default_rng(0).permutation(a)[:60]
    x = np.concatenate([x[keep], x[a:]])
    final = np.concatenate([final[keep], final[a:]])
    return _regression_table("kiln-final-moisture", x, final, (60, SIZES[1], SIZES[2]))


ICE_COLUMNS = (
    "sulfate_ppb",
    "sodium_ppb",
    "chloride_ppb",
    "calcium_ppb",
    "ammonium_ppb",
    "nitrate_ppb",
    "ecm_conductivity",
    "dust_count_ml",
    "d18o_permil",
    "depth_m",
    "core_section",
    "lab_batch",
)
ICE_LAYERS = ("background", "volcanic-sulfate", "dust-event", "sea-salt-storm", "biomass-burning")


def _ice(seed: int, n: int) -> tuple[Any, Any]:
    """An ice core's 2 cm samples, labelled by the glaciologist's layer census: background snow, a
    volcanic sulfate layer (sulfate and the ECM conductivity up), a dust event (calcium and particle
    counts up, a colder d18O), a sea-salt storm (sodium and chloride up together) or a biomass-burning
    layer (ammonium and nitrate up). Every species is log-normal around the background with a wide
    spread, each event multiplies its own species by a random 1.5-6x, the d18O drifts with depth, and
    two columns have no bearing (the core section, the lab batch); weak events read as background, so
    sound MLPs stop near 0.8-0.88."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.5, 0.12, 0.14, 0.13, 0.11])
    base = np.log(np.array([60.0, 25.0, 40.0, 8.0, 10.0, 70.0]))
    logs = base + rng.normal(0, 0.45, (n, 6))
    boost = np.log(rng.uniform(1.5, 6, n))
    hits = {1: (0,), 2: (3,), 3: (1, 2), 4: (4, 5)}
    for c, cols in hits.items():
        for col in cols:
            logs[y == c, col] += boost[y == c] * rng.uniform(0.8, 1.2, int((y == c).sum()))
    chem = np.exp(logs)
    depth = rng.uniform(50, 2000, n)
    ecm = 0.8 + 0.012 * chem[:, 0] + 0.002 * chem[:, 2] - 0.004 * chem[:, 3] + rng.normal(0, 0.3, n)
    dust = np.exp(np.log(3000) + 0.8 * (logs[:, 3] - base[3]) + rng.normal(0, 0.5, n))
    d18o = -35 - 0.002 * depth - 1.2 * (y == 2) + rng.normal(0, 1.2, n)
    extra = np.column_stack([rng.integers(1, 400, n), rng.integers(1, 30, n)])
    x = np.column_stack([chem, ecm, dust, d18o, depth, extra])
    return x, y


def ice(seed: int = 99951, sizes: tuple[int, int, int] = SIZES, name: str = "ice-core-layers") -> Splits:
    """12 standardised columns, 5 classes."""
    x, y = _ice(seed, sum(sizes))
    return _generated(name, x, y, 5, sizes)


def ice_downsampling_branches_swapped() -> Splits:
    """The bug: the balancing step meant to keep 10% of the background samples and every event sample
    was written `keep = rng.random(n) < np.where(y == BACKGROUND, 1.0, 0.1)` (the where's two branches
    swapped): every background sample stays and nine in ten event samples go, so the training set is
    ~92% background where validation and test hold the census's 50%."""
    import numpy as np

    x, y = _ice(99952, 1500 + SIZES[1] + SIZES[2])
    rng = np.random.default_rng(99953)
    keep = np.flatnonzero(rng.random(1500) < np.where(y[:1500] == 0, 1.0, 0.1))
    a = len(keep)
    x = np.concatenate([x[keep], x[1500:]])
    y = np.concatenate([y[keep], y[1500:]])
    return _generated("ice-core-layers", x, y, 5, (a, SIZES[1], SIZES[2]))


# ---------------------------------------------------------------- injected faults (and healthy hooks)


def warmup_fraction_inverted(warm: int) -> Callable[[int, int], float]:
    """The bug: the warm-up's LambdaLR is `lambda s: warm / (s + 1) if s < warm else 1.0`, the fraction
    written upside down: the lr starts at `warm` times its value and falls as 1/s to it by the end of
    the warm-up, then stays."""

    def factor(step: int, _total: int) -> float:
        return float(warm / (step + 1)) if step < warm else 1.0

    return factor


def lambda_returns_lr(lr: float, warm: int) -> Callable[[int, int], float]:
    """The bug: the warm-up + cosine LambdaLR's function returns `cfg.lr * factor` (the lr the helper
    computes for a hand-written loop) where LambdaLR wants the factor: the optimizer, built at `lr`,
    runs at lr * lr * factor."""

    def factor(step: int, total: int) -> float:
        if step < warm:
            return lr * (step + 1) / warm
        progress = min(1.0, (step - warm) / max(1, total - warm))
        return float(lr * 0.5 * (1 + math.cos(math.pi * progress)))

    return factor


def cosine_over_warmup_length(warm: int) -> Callable[[int, int], float]:
    """The bug: the warm-up + cosine's progress is `(s - warm) / warm` where `(s - warm) / (total -
    warm)` was meant (the warm-up's length as the denominator): the cosine reaches 0 at step 2 * warm
    and the lr stays at 0 from there."""

    def factor(step: int, _total: int) -> float:
        if step < warm:
            return float((step + 1) / warm)
        return float(0.5 * (1 + math.cos(math.pi * min(1.0, (step - warm) / warm))))

    return factor


def eval_target_unsqueezed(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """The bug: the shared `evaluate()` helper computes `F.mse_loss(pred, batch_y.unsqueeze(1))`, kept
    from when the dataset returned flat targets; the targets are (N, 1) now, so (N, 1, 1) against the
    (N, 1) predictions broadcasts to every pair (N, N, 1): the val and test MSE average each prediction's
    error against every row's target. The training step's loss is right (torch's size warning silenced)."""
    import warnings

    import torch
    import torch.nn.functional as F

    if torch.is_grad_enabled():
        return F.mse_loss(out, y)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)
        return F.mse_loss(out, y.unsqueeze(1))


def bn_momentum_one(net: Any) -> Any:
    """The bug: `BatchNorm1d(c, momentum=1.0)`, the Keras recipe's `momentum=0.99` translated as
    `1 - 0.99` the wrong way round and rounded in the config: the running mean and variance are the
    last training batch's statistics (each epoch's last batch holds 8 traces), and evaluation uses them."""
    from torch import nn

    for m in net.modules():
        if isinstance(m, nn.BatchNorm1d | nn.BatchNorm2d):
            m.momentum = 1.0
    return net


def recurrent_layer_frozen(net: Any) -> Any:
    """The bug: the config's `freeze: [encoder]`, meant for the pretrained embedding of a transfer
    recipe, is mapped by the model's `freeze()` to its recurrent layer (the module the code calls the
    encoder) in this from-scratch run: the LSTM keeps its random weights, only the embedding and the
    head train."""
    net.rnn.requires_grad_(False)
    return net


def biases_minus_one(net: Any) -> Any:
    """The bug: `nn.init.constant_(m.bias, -1.0)` for every conv and linear layer (a 'sparse
    activations' trick from a recipe whose inputs were raw 0-255 counts) on standardised traces: most
    ReLU units start below zero for every input."""
    import torch
    from torch import nn

    with torch.no_grad():
        for m in net.modules():
            if isinstance(m, nn.Conv1d | nn.Conv2d | nn.Linear) and m.bias is not None:
                m.bias.fill_(-1.0)
    return net


def _grain_turns(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.rot90(x, int(torch.randint(0, 4, (1,))), dims=(2, 3))
    return torch.where(torch.rand(len(x), 1, 1, 1) < 0.5, x.flip(3), x)


grain_turns = _augmented(_grain_turns)
grain_turns.__doc__ = """Not a fault: in training mode each batch of crops is turned by a multiple of
90 degrees and mirrored at random (a grain on a slide has no up or left)."""


# ---------------------------------------------------------------- the variants


def ZZZN(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by battery zf's runner (through every earlier wrapper)."""
    return L(*args, runs=runs or zf_runs(), **kw)


CH16 = {"channels": 16}
H48 = {"hidden": 48}
W128 = {"width": 128, "num_layers": 2}

FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    ZZZN(
        "vzzzn-warmup-fraction-upside-down-cnn-tephra",
        Plan(tephra, "cnn", 2e-3, "adam", epochs=12, log_every=1, schedule="warmup-linear", model_kw=CH16),
        ("slow-convergence",),
        "learning-rate-too-high",
        "the warm-up's LambdaLR is `lambda s: warm / (s + 1) if s < warm else 1.0` with warm=100, the "
        "fraction written upside down: Adam's lr starts at 0.2 (100 times its 2e-3) and falls as 1/s to "
        "2e-3 by step 100, for a 16-channel CNN over the tephra crops, 12 epochs (every step logged): "
        "losses 1.64, 321, 90.4, 20.4, 7.95 ... then 1.16-1.63 through the first half, 1.02-1.66 over the "
        "last third, epoch means 15.7, 1.53, 1.46, 1.42 ... 1.17, the val loss 1.57, 1.49, 1.45 ... 1.17 "
        "and val accuracy 0.247, 0.393 ... 0.527, test 1.18 and 0.527 (sound CNNs on these crops: "
        "~0.31-0.45 and 0.8-0.89)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="cnn",
        dataset="tephra-grains",
        seed=99001,
        runs=zf_runs(
            schedule=lambda_schedule(warmup_fraction_inverted(100)),
            hparams={"scheduler": "LambdaLR", "warmup_steps": 100, "warmup_lambda": "warm / (s + 1)"},
        ),
    ),
    ZZZN(
        "vzzzn-lambdalr-returns-lr-not-factor-regression-kiln",
        Plan(kiln, "mlp", 5e-3, "adam", epochs=15, log_every=8, schedule="warmup-cosine", model_kw=W128),
        ("slow-convergence",),
        "learning-rate-too-low",
        "the warm-up + cosine LambdaLR's function returns cfg.lr * factor (the lr a hand-written loop would "
        "set) where LambdaLR wants the factor: Adam, built at 5e-3, runs at 5e-3 * 5e-3 = 2.5e-5 at the "
        "peak, for a 2x128 regression MLP over the kiln charges, 15 epochs (every 8th step logged): losses "
        "1.14, 1.06, 1.3, 0.399, 0.66 ... 0.401-2.45 over the last third, epoch means 1.08, 1.05, 1.02, "
        "0.988, 0.96 ... 0.847, the val MSE 0.904, 0.874, 0.846 ... 0.717, test 0.888 (sound regressions on "
        "these charges: ~0.02-0.03)",
        STALL,
        family="regression",
        dataset="kiln-final-moisture",
        seed=99002,
        runs=zf_runs(
            schedule=lambda_schedule(lambda_returns_lr(5e-3, 30)),
            hparams={"scheduler": "LambdaLR", "warmup_steps": 30, "lr_lambda": "cfg.lr * factor(step)"},
        ),
    ),
    ZZZN(
        "vzzzn-cosine-length-is-warmup-length-bncnn1d-draft-tube",
        Plan(
            draft_tube,
            "bncnn1d",
            3e-3,
            "adamw",
            weight_decay=0.01,
            epochs=14,
            log_every=4,
            schedule="warmup-cosine",
            warmup=30,
            model_kw=CH16,
        ),
        ("slow-convergence",),
        "lr-decay-too-fast",
        "the warm-up + cosine's progress is (step - warmup) / warmup where (step - warmup) / (total - "
        "warmup) was meant: AdamW's lr (3e-3, weight decay 0.01) climbs over 30 steps and its cosine "
        "reaches 0 at step 60 of 448, and stays there, for a 16-channel batch-norm 1-D CNN over the "
        "draft-tube traces, 14 epochs (every 4th step logged): losses 1.7, 1.6, 1.53, 1.58, 1.52 ... "
        "0.92-1.41 in the last third, epoch means 1.54, 1.21, then 1.16-1.17 from epoch 3 to the end, the "
        "val loss 1.4, 1.15, then 1.13-1.14 and val accuracy 0.47, then 0.64-0.663 throughout, test 1.13 "
        "and 0.633 (sound 1-D CNNs on these traces: ~0.47-0.64 and 0.75-0.81)",
        STALL,
        family="cnn-bn",
        dataset="draft-tube-pressure",
        seed=99003,
        runs=zf_runs(
            schedule=lambda_schedule(cosine_over_warmup_length(30)),
            hparams={"warmup_steps": 30, "cosine_progress": "(step - warmup) / warmup"},
        ),
    ),
    ZZZN(
        "vzzzn-zero-grad-on-lr-finder-optimizer-mlp-ice",
        Plan(ice, "mlp", 0.01, "sgd", momentum=0.9, epochs=10, log_every=2, zero_grad=False, model_kw=W128),
        ("loss-spikes",),
        "missing-zero-grad",
        "the LightningModule's manual loop calls self.finder_optimizer.zero_grad() (the optimizer an "
        "lr-finder probe built in __init__) and steps self.optimizers(): the real optimizer's gradients are "
        "never cleared, each step adds its gradient to every earlier one, under SGD lr 0.01 momentum 0.9 "
        "for a 2x128 MLP over the ice-core samples, 10 epochs (every 2nd step logged): losses 1.6, 1.6, "
        "1.49, 1.35, 1.38 ... 1.67-9.08 over the last third, epoch means 1.51, 1.97, 2.23, 5.88, 19.1, "
        "57.1, 3.86, 3.8, 4.99, 6.39, gradient norms 1.27 climbing to 54.7, the val loss 1.18, 2.46, 5.77, "
        "6.69, 239, 3.56 ... 7.45 and val accuracy 0.783 after epoch 1, then 0.107-0.66, test 7.07 and "
        "0.147 (sound MLPs on these samples: ~0.46-0.57 and 0.83-0.86)",
        (*RUNAWAY, "loss-runaway"),
        family="mlp",
        dataset="ice-core-layers",
        seed=99004,
        runs=zf_runs(hparams={"zero_grad_on": "self.finder_optimizer", "steps_with": "self.optimizers()"}),
    ),
    # --- data
    ZZZN(
        "vzzzn-labels-by-row-of-class-sorted-catalogue-cnn-tephra",
        Plan(
            tephra_labels_from_resorted_catalogue, "cnn", 2e-3, "adam", epochs=20, log_every=8, model_kw=CH16
        ),
        ("train-val-gap",),
        "label-noise",
        "the grain catalogue of one mounting session (400 of the 1,000 training crops) was sorted by class "
        "for a count table, and its grain_class column was then attached to the session's crops by row "
        "position: those crops carry their session's labels in class order (~3 in 4 wrong); validation and "
        "test come from other sessions: a 16-channel CNN under Adam lr 2e-3, 20 epochs (every 8th step "
        "logged): losses 1.56, 1.47, 1.45, 2.2, 1.45 ... 0.0587-0.45 in the last third, epoch means 1.51, "
        "1.32, 1.24 ... 0.105, the val loss 1.13, 1.1, 0.985 ... 1.09-1.38 over the last third (1.38 at the "
        "end) and val accuracy 0.607, 0.7 (epoch 3), then 0.52-0.577 over the last third, test 1.34 and "
        "0.577 (sound CNNs on these crops: ~0.31-0.45 and 0.8-0.89)",
        ("overfitting", "val-test-gap", "slow-convergence", "undertrained"),
        family="cnn",
        dataset="tephra-grains",
        seed=99005,
        runs=zf_runs(hparams={"label_join": "by row position after sort_values('grain_class')"}),
    ),
    ZZZN(
        "vzzzn-downsampling-where-branches-swapped-mlp-ice",
        Plan(ice_downsampling_branches_swapped, "mlp", 2e-3, "adam", epochs=12, log_every=8, model_kw=W128),
        ("train-val-gap",),
        "class-imbalance",
        "the balancing step meant to keep 10% of the background samples and every event sample is written "
        "keep = rng.random(n) < np.where(y == BACKGROUND, 1.0, 0.1), the branches swapped: every background "
        "sample stays and nine in ten event samples go (a training set of 801, 92.5% background, where "
        "validation and test hold the census's 50%): a 2x128 MLP under Adam lr 2e-3, 12 epochs (every 8th "
        "step logged): losses 1.16, 0.706, 0.56, 0.297, 0.26 ... 0.0409-0.105 in the last third, the val "
        "loss 2.16, 1.2, 1.05, 0.958 (epoch 4), then 1.01-1.29 and val accuracy 0.5 to 0.74-0.76, test "
        "0.817 and 0.823 (sound MLPs on these samples: ~0.46-0.57 and 0.83-0.86)",
        ("metric-at-baseline", "overfitting", "val-test-gap"),
        family="mlp",
        dataset="ice-core-layers",
        seed=99006,
        runs=zf_runs(hparams={"downsample_keep": "np.where(y == BACKGROUND, 1.0, 0.1)"}),
    ),
    ZZZN(
        "vzzzn-notebook-sample-frac-left-in-regression-kiln",
        Plan(
            kiln_notebook_sample_left_in,
            "mlp",
            2e-3,
            "adam",
            epochs=150,
            batch_size=16,
            log_every=4,
            model_kw=W128,
        ),
        ("train-val-gap",),
        "insufficient-data",
        "the training script, lifted from an exploration notebook, kept train_df = "
        "train_df.sample(frac=0.06, random_state=0): 60 of the 1,000 training charges reach the model, "
        "validation and test are whole: a 2x128 regression MLP under Adam lr 2e-3 at batch 16, 150 epochs "
        "(4 steps an epoch, every 4th logged): losses 0.993, 0.646, 0.404, 0.218, 0.162 ... "
        "2.9e-12-3.91e-10 over the last third, the val MSE 1.29, 0.929, 0.668, 0.449, 0.309 ... 0.174 flat "
        "over the last third, test 0.182 (sound regressions on these charges: ~0.02-0.03)",
        ("overfitting", "zero-train-loss", "val-test-gap"),
        family="regression",
        dataset="kiln-final-moisture",
        seed=99007,
        runs=zf_runs(hparams={"train_sample_frac": 0.06}),
    ),
    ZZZN(
        "vzzzn-test-bills-after-rules-reform-transformer",
        Plan(
            bills_test_after_rules_reform,
            "transformer",
            2e-3,
            "adamw",
            weight_decay=0.01,
            epochs=12,
            log_every=8,
            schedule="warmup-cosine",
            warmup=40,
        ),
        ("val-test-gap",),
        "distribution-shift",
        "the training and validation bills are the sessions before the chamber's rules reform, the test "
        "bills the first session after it, whose procedure changed (a new base chain) and made a referral, "
        "hearing, markup and committee report mandatory after every introduction: a small transformer under "
        "AdamW lr 2e-3 (weight decay 0.01) with a 40-step warm-up and a cosine decay, 12 epochs (every 8th "
        "step logged): losses 1.75, 1.47, 1.29, 0.922, 0.869 ... 0.278-0.73 in the last third, epoch means "
        "1.52, 0.774, 0.586 ... 0.386, the val loss 1.03, 0.686, 0.637 ... 0.556-0.562 over the last four "
        "epochs and val accuracy 0.64 to 0.78, test 1.15 and 0.587 (a sound transformer reader of these "
        "bills: ~0.39-0.46 and 0.81-0.86)",
        ("train-val-gap", "overfitting"),
        family="transformer",
        dataset="bill-histories",
        seed=99008,
        runs=zf_runs(hparams={"test_session": "first after the rules reform"}),
    ),
    # --- evaluation
    ZZZN(
        "vzzzn-histories-reversed-in-train-dataset-only-gru-bills",
        Plan(bills_reversed_in_training, "gru", 3e-3, "adam", epochs=10, log_every=8, model_kw=H48),
        ("train-val-gap",),
        "eval-pipeline-mismatch",
        "the training dataset's __getitem__ returns history[::-1] (a reverse-order augmentation from a "
        "bidirectional experiment, left on with probability 1) while the evaluation dataset, a separate "
        "class, reads the histories in order: training bills reach the GRU newest event first and "
        "right-padded, validation and test bills oldest first and left-padded: a GRU (hidden 48) under Adam "
        "lr 3e-3, 10 epochs (every 8th step logged): losses 1.51, 1.53, 1.32, 1.12, 0.997 ... 0.515-0.64 "
        "over the last third, the val loss 1.43, 1.39, 1.46 ... 1.72, 1.84 and val accuracy 0.327-0.373 "
        "throughout, test 1.76 and 0.32 (a sound transformer reader of these bills: ~0.39-0.46 and "
        "0.81-0.86)",
        ("overfitting", "val-test-gap", "metric-at-baseline"),
        family="rnn",
        dataset="bill-histories",
        seed=99009,
        runs=zf_runs(hparams={"train_transform": "history[::-1]", "eval_transform": "none"}),
    ),
    ZZZN(
        "vzzzn-eval-mse-target-unsqueezed-broadcasts-regression-kiln",
        Plan(kiln, "mlp", 2e-3, "adam", epochs=12, log_every=8, model_kw=W128),
        ("train-val-gap",),
        "wrong-eval-logic",
        "the shared evaluate() helper computes F.mse_loss(pred, batch_y.unsqueeze(1)), kept from when the "
        "dataset returned flat targets; the targets are (N, 1) now, so the (N, 1, 1) targets against the "
        "(N, 1) predictions broadcast to every pair and the val and test MSE average each prediction's "
        "error against every row's target (the training loss is right): a 2x128 regression MLP under Adam "
        "lr 2e-3 over the kiln charges, 12 epochs (every 8th step logged): losses 0.34, 0.178, 0.192, "
        "0.0856, 0.0683 ... 0.00343-0.0285 in the last third, epoch means 0.361, 0.0727, 0.0481 ... "
        "0.00762, the val MSE 1.62, 1.6, 1.71 ... 1.6-1.76 throughout, test 2.02 (sound regressions on "
        "these charges: ~0.02-0.03)",
        ("overfitting", "val-test-gap", "metric-at-baseline"),
        family="regression",
        dataset="kiln-final-moisture",
        seed=99010,
        runs=zf_runs(loss=eval_target_unsqueezed, hparams={"eval_loss": "F.mse_loss(pred, y.unsqueeze(1))"}),
    ),
    ZZZN(
        "vzzzn-test-loads-lottery-rewind-checkpoint-resnet-tephra",
        Plan(tephra, "resnet", 3e-3, "adam", epochs=12, log_every=8),
        ("val-test-gap",),
        "wrong-checkpoint-loaded",
        "a lottery-ticket experiment's callback saves rewind.ckpt after epoch 1 into the run's checkpoint "
        "folder, and the test script loads glob('*.ckpt')[0], which is that file: the test runs the weights "
        "after 32 of 384 steps: a small residual net under Adam lr 3e-3 over the tephra crops, 12 epochs "
        "(every 8th step logged): losses 1.41, 1.27, 1.18, 1.09, 1.2 ... 0.203-0.883 in the last third, "
        "epoch means 1.33, 1.04, 0.833 ... 0.395, the val loss 1.12, 0.903, 0.728 ... 0.421 and val "
        "accuracy 0.63 to 0.837, test 1.19 and 0.583",
        ("metric-at-baseline", "undertrained"),
        family="resnet",
        dataset="tephra-grains",
        seed=99011,
        runs=zf_runs(
            test_at_step=32,
            hparams={"rewind_checkpoint": "rewind.ckpt after epoch 1", "test_ckpt": "glob('*.ckpt')[0]"},
        ),
    ),
    # --- model
    ZZZN(
        "vzzzn-batchnorm-momentum-one-bncnn1d-draft-tube",
        Plan(
            draft_tube,
            "bncnn1d",
            2e-3,
            "adam",
            epochs=12,
            log_every=8,
            model_fault=bn_momentum_one,
            model_kw=CH16,
        ),
        ("loss-spikes",),
        "train-eval-mode-misuse",
        "BatchNorm1d(c, momentum=1.0), the Keras recipe's momentum=0.99 turned into torch's convention the "
        "wrong way and rounded in the config: the running mean and variance are the last training batch's "
        "statistics (each epoch's last batch holds 8 traces), and evaluation normalises with them: a "
        "16-channel batch-norm 1-D CNN under Adam lr 2e-3 over the draft-tube traces, 12 epochs (every 8th "
        "step logged): losses 1.61, 1.53, 1.29, 1.1, 1.23 ... 0.426-0.862 in the last third, epoch means "
        "1.45, 1.18, 1.03 ... 0.626 (smoothly down), the val loss 1.29, 1.09, 1.09, 0.881, 0.976, 1.44, "
        "0.987, 0.931, 0.608, 0.614, 1.41, 0.811 and val accuracy jumping 0.467-0.787 (0.477 at epoch 11), "
        "test 0.847 and 0.713 (sound 1-D CNNs on these traces: ~0.47-0.64 and 0.75-0.81)",
        ("loss-oscillation", "train-val-gap", "val-test-gap", "overfitting"),
        family="cnn-bn",
        dataset="draft-tube-pressure",
        seed=99012,
        runs=zf_runs(hparams={"bn_momentum": 1.0}),
    ),
    ZZZN(
        "vzzzn-freeze-encoder-maps-to-lstm-from-scratch-bills",
        Plan(
            bills,
            "lstm",
            3e-3,
            "adam",
            epochs=12,
            log_every=8,
            model_fault=recurrent_layer_frozen,
            model_kw=H48,
        ),
        ("slow-convergence",),
        "frozen-weights",
        "the config's freeze: [encoder], meant for the pretrained embedding of a transfer recipe, is mapped "
        "by the model's freeze() to its recurrent layer in this from-scratch run: the LSTM keeps its random "
        "weights and only the embedding and the head train: an LSTM reader (hidden 48) under Adam lr 3e-3 "
        "over the bill histories, 12 epochs (every 8th step logged): losses 1.65, 1.62, 1.56, 1.49, 1.52 "
        "... 0.98-1.35 in the last third, epoch means 1.6, 1.52, 1.47 ... 1.12, the val loss 1.55, 1.49, "
        "1.45 ... 1.15 and val accuracy 0.307 to 0.553, test 1.15 and 0.56 (a sound transformer reader of "
        "these bills: ~0.39-0.46 and 0.81-0.86)",
        STALL,
        family="rnn",
        dataset="bill-histories",
        seed=99013,
        runs=zf_runs(hparams={"freeze": ["encoder"], "pretrained": False}),
    ),
    ZZZN(
        "vzzzn-every-bias-minus-one-cnn1d-draft-tube",
        Plan(
            draft_tube,
            "cnn1d",
            2e-3,
            "adam",
            epochs=12,
            log_every=8,
            model_fault=biases_minus_one,
            model_kw=CH16,
        ),
        ("slow-convergence",),
        "dead-relu",
        "nn.init.constant_(m.bias, -1.0) for every conv and linear layer (a 'sparse activations' trick from "
        "a recipe whose inputs were raw 0-255 counts) on standardised traces: most ReLU units start below "
        "zero for every input: a 16-channel 1-D CNN under Adam lr 2e-3 over the draft-tube traces, 12 "
        "epochs (every 8th step logged): losses 1.61, 1.61, 1.6, 1.6, 1.6 ... near 1.6 for half the run, "
        "0.843-1.33 in the last third, the val loss 1.6, 1.59, 1.58, 1.56, 1.55, 1.53, then 1.46, 1.33 ... "
        "0.856 and val accuracy 0.303-0.34 for six epochs (the majority class), then 0.457 to 0.727, test "
        "0.837 and 0.733 (sound 1-D CNNs on these traces: ~0.47-0.64 and 0.75-0.81)",
        (*STALL, "bad-initial-loss"),
        family="cnn",
        dataset="draft-tube-pressure",
        seed=99014,
        runs=zf_runs(hparams={"bias_init": -1.0}),
    ),
    # --- workflow
    ZZZN(
        "vzzzn-max-steps-from-logger-steps-key-gru-bills",
        Plan(bills, "gru", 3e-3, "adam", epochs=15, max_steps=50, log_every=1, model_kw=H48),
        ("undertrained",),
        "too-few-epochs",
        "Trainer(max_steps=cfg.steps) where the merged YAML's logger section (steps: 50, its logging "
        "interval) overrode the trainer section's steps: the fit stops after 50 steps, 1.6 of the 15 epochs "
        "meant: a GRU (hidden 48) under Adam lr 3e-3 over the bill histories (every step logged): losses "
        "1.63, 1.63, 1.58, 1.59, 1.56 ... 0.805-1.21 in the last third, epoch means 1.43, 1.02, the one val "
        "loss 1.16 and val accuracy 0.547, test 0.854 and 0.677 (a sound transformer reader of these bills: "
        "~0.39-0.46 and 0.81-0.86)",
        ("slow-convergence", "metric-at-baseline"),
        family="rnn",
        dataset="bill-histories",
        seed=99015,
        runs=zf_runs(hparams={"max_steps": "cfg.steps", "steps_from": "logger section (log interval 50)"}),
    ),
    ZZZN(
        "vzzzn-val-glob-matches-nothing-mlp-ice",
        Plan(ice, "mlp", 2e-3, "adam", epochs=12, log_every=8, model_kw=W128),
        ("missing-validation",),
        "missing-eval-set",
        "the DataModule reads its validation files from glob('val/*.parquet') while the export wrote them "
        "to valid/: the glob matches nothing, the val dataloader is empty and no validation runs (the HF "
        "twin gets an empty eval set the same way), so no val loss is logged: a 2x128 MLP under Adam lr "
        "2e-3 over the ice-core samples, 12 epochs (every 8th step logged): losses 1.24, 0.856, 0.633, "
        "0.212, 0.535 ... 0.0296-0.434 in the last third, epoch means 0.951, 0.437, 0.374 ... 0.272, test "
        "0.537 and 0.833",
        ("undertrained",),
        family="mlp",
        dataset="ice-core-layers",
        seed=99016,
        runs=zf_runs(evaluate=False, hparams={"val_files": "val/*.parquet", "matched": 0}),
    ),
)

HEALTHY: tuple[Variant, ...] = (
    # --- draft tube
    ZZZN(
        "vzzzn-healthy-bncnn1d-draft-tube-bf16-warmup-cosine-val-twice",
        Plan(
            draft_tube,
            "bncnn1d",
            4e-3,
            "adamw",
            weight_decay=0.02,
            epochs=8,
            log_every=2,
            val_interval=0.5,
            schedule="warmup-cosine",
            warmup=30,
            bf16=True,
            model_kw=CH16,
        ),
        (),
        None,
        "a sound 16-channel batch-norm 1-D CNN in bf16-mixed under AdamW lr 4e-3 (weight decay 0.02) with a "
        "30-step warm-up and a cosine decay to ~0, 8 epochs evaluated twice an epoch (every 2nd step "
        "logged): losses 1.63, 1.62, 1.67, 1.59, 1.55 ... 0.379-0.96 in the last third, epoch means 1.46, "
        "1.05, 0.866 ... 0.671, the val loss 1.52, 1.29, 1.03, 0.887, 0.804 ... 0.638-0.682 over the last "
        "third and val accuracy 0.323 to 0.73-0.75, test 0.601 and 0.773",
        family="cnn-bn",
        dataset="draft-tube-pressure",
        seed=99101,
    ),
    ZZZN(
        "vzzzn-healthy-cnn1d-draft-tube-long-every-100",
        Plan(draft_tube_long, "cnn1d", 1e-3, "adam", epochs=16, log_every=100, model_kw=CH16),
        (),
        None,
        "a sound 16-channel 1-D CNN under Adam lr 1e-3 over a 3,000-trace draw, 16 epochs (1,504 steps, "
        "every 100th logged): losses 1.55, 1.3, 1.0, 0.841, 0.767 ... 0.529-0.577 over the last third, the "
        "val loss 1.5, 1.21, 0.993, 0.87, 0.806 ... 0.575-0.633 over the last third (0.575 at the end) and "
        "val accuracy 0.477 to 0.733-0.777, still improving slowly, test 0.467 and 0.807",
        family="cnn",
        dataset="draft-tube-pressure",
        seed=99102,
    ),
    ZZZN(
        "vzzzn-healthy-cnn1d-draft-tube-batch-8-every-step",
        Plan(draft_tube, "cnn1d", 1e-3, "adam", epochs=2, batch_size=8, log_every=1, model_kw=CH16),
        (),
        None,
        "a sound 16-channel 1-D CNN under Adam lr 1e-3 at batch 8 for 2 epochs (250 steps, every step "
        "logged): losses 1.67, 1.64, 1.69, 1.63, 1.58 ... 0.707-1.68 in the last third (eight traces a "
        "batch), epoch means 1.53, 1.29, the val loss 1.43, 1.12 and val accuracy 0.477, 0.62, still "
        "improving when it ends, test 1.11 and 0.623",
        family="cnn",
        dataset="draft-tube-pressure",
        seed=99103,
    ),
    # --- tephra
    ZZZN(
        "vzzzn-healthy-bncnn-tephra-turn-mirror-dropout-early-stop",
        Plan(
            tephra,
            "bncnn",
            3e-3,
            "adam",
            epochs=40,
            log_every=10,
            early_stop=3,
            model_fault=grain_turns,
            model_kw={"channels": 16, "dropout": 0.3},
        ),
        (),
        None,
        "a sound 16-channel batch-norm CNN with dropout 0.3 under Adam lr 3e-3 whose training crops are "
        "turned by multiples of 90 degrees and mirrored at random, with early stopping (patience 3) that "
        "triggers at epoch 13 of 40 (every 10th step logged): losses 1.36, 1.31, 1.13, 1.15, 0.902 ... "
        "0.182-0.97 in the last third, epoch means 1.33, 0.992, 0.789 ... 0.369, the val loss 0.972, 0.827, "
        "0.751, 0.607, 0.537 ... 0.316 (epoch 10), 0.418, 0.409, 0.376 (below the epoch's mean training "
        "loss in 9 of the 13 epochs) and val accuracy 0.707 to 0.893, test 0.316 and 0.89",
        family="cnn-bn",
        dataset="tephra-grains",
        seed=99104,
    ),
    ZZZN(
        "vzzzn-healthy-resnet-tephra-sgd-step-cut",
        Plan(
            tephra,
            "resnet",
            0.05,
            "sgd",
            momentum=0.9,
            weight_decay=5e-4,
            epochs=12,
            log_every=8,
            schedule="step",
            step_size=256,
            gamma=0.1,
        ),
        (),
        None,
        "a sound small residual net under SGD momentum 0.9 at lr 0.05 (weight decay 5e-4) with StepLR (x0.1 "
        "at step 256, epoch 8), 12 epochs (every 8th step logged): losses 1.52, 1.14, 1.07, 0.756, 0.758 "
        "... 0.218-0.804 in the last third, epoch means 1.25, 0.711, 0.607 ... 0.506, 0.526 ... 0.363, the "
        "val loss 0.881, 2.11, 0.961, 0.701, 1.64, 0.426, 0.727, 1.44 (jumping at the high lr), then 0.435, "
        "0.362, 0.386, 0.36 after the cut and val accuracy 0.507-0.82 before it, 0.827-0.86 after, test "
        "0.313 and 0.87",
        family="resnet",
        dataset="tephra-grains",
        seed=99105,
    ),
    ZZZN(
        "vzzzn-healthy-cnn-tephra-plateau-cuts-val-flat",
        Plan(
            tephra,
            "cnn",
            3e-3,
            "adam",
            epochs=20,
            log_every=16,
            schedule="plateau",
            gamma=0.3,
            model_kw=CH16,
        ),
        (),
        None,
        "a sound 16-channel CNN under Adam lr 3e-3 with ReduceLROnPlateau (x0.3, patience 0), 20 epochs "
        "(every 16th step logged): losses 1.34, 1.01, 0.794, 0.646, 0.536 ... 0.18-0.21 in the last third, "
        "the val loss 0.869, 0.733, 0.52, 0.587, 0.487 ... 0.454 flat over the last third while the lr is "
        "cut to ~5e-9 and val accuracy 0.663 to 0.8, test 0.407 and 0.813",
        family="cnn",
        dataset="tephra-grains",
        seed=99106,
    ),
    # --- bills
    ZZZN(
        "vzzzn-healthy-transformer-bills-warmup-cosine-val-twice",
        Plan(
            bills,
            "transformer",
            3e-3,
            "adamw",
            weight_decay=0.01,
            epochs=10,
            log_every=4,
            val_interval=0.5,
            schedule="warmup-cosine",
            warmup=64,
        ),
        (),
        None,
        "a sound small transformer under AdamW lr 3e-3 (weight decay 0.01) with a 64-step warm-up and a "
        "cosine decay, 10 epochs evaluated twice an epoch (every 4th step logged): losses 1.86, 1.74, 1.67, "
        "1.54, 1.46 (above ln 5 = 1.61 at the start) ... 0.231-0.521 in the last third, the val loss 1.48, "
        "1.07, 0.815, 0.665, 0.553 ... 0.459-0.485 over the last third and val accuracy 0.39 to "
        "0.787-0.827, test 0.39 and 0.863",
        family="transformer",
        dataset="bill-histories",
        seed=99107,
    ),
    ZZZN(
        "vzzzn-healthy-lstm-bills-plain-sgd-lr-1-clipped",
        Plan(bills, "lstm", 1.0, "sgd", epochs=10, log_every=10, clip=1.0, model_kw=H48),
        (),
        None,
        "a sound LSTM (hidden 48) under plain SGD at lr 1.0 with gradients clipped at 1.0, 10 epochs (every "
        "10th step logged): losses 1.61, 1.43, 0.86, 0.84, 0.609 ... 0.171-0.538 in the last third, epoch "
        "means 1.34, 0.883, 0.701 ... 0.32, the val loss 0.918, 1.35 (epoch 2), 0.693, 0.657, 0.69, 0.547, "
        "then 0.599-0.706 and val accuracy 0.503-0.623 over the first two epochs, then 0.7-0.787, test "
        "0.686 and 0.753",
        family="rnn",
        dataset="bill-histories",
        seed=99108,
    ),
    ZZZN(
        "vzzzn-healthy-gru-bills-60-steps-rmsprop-val-quarterly",
        Plan(
            bills,
            "gru",
            3e-3,
            "rmsprop",
            epochs=2,
            max_steps=60,
            log_every=1,
            val_interval=0.25,
            clip=1.0,
            model_kw=H48,
        ),
        (),
        None,
        "a sound GRU (hidden 48) under RMSprop lr 3e-3 with gradients clipped at 1.0, stopped at "
        "max_steps=60 (every step logged, evaluated four times an epoch): losses 1.65, 1.56, 1.34, 1.18, "
        "1.04 ... 0.377-0.803 in the last third, epoch means 0.952, 0.609, the val loss 0.942, 0.912, "
        "0.679, 0.731, 0.615, 0.598, 0.606 and val accuracy 0.62 to 0.787, 0.737, test 0.609 and 0.783",
        family="rnn",
        dataset="bill-histories",
        seed=99109,
    ),
    # --- kiln
    ZZZN(
        "vzzzn-healthy-regression-kiln-long-plain-sgd-every-100",
        Plan(kiln_long, "mlp", 0.01, "sgd", epochs=24, batch_size=16, log_every=100, model_kw=MLP64),
        (),
        None,
        "a sound 2x64 regression MLP under plain SGD (no momentum) at lr 0.01 over a 2,000-charge draw at "
        "batch 16, 24 epochs (3,000 steps, every 100th logged): losses 3.28, 0.342, 0.089, 0.15, 0.0702 ... "
        "0.00955-0.064 in the last third, epoch means 0.891, 0.382, 0.132, 0.0936 ... 0.0246, the val MSE "
        "0.788, 0.18, 0.111, 0.0852 ... 0.0297-0.0372 over the last third (still creeping down), test 0.0294",
        family="regression",
        dataset="kiln-final-moisture",
        seed=99110,
    ),
    ZZZN(
        "vzzzn-healthy-regression-kiln-bf16-batch-128-dropout",
        Plan(
            kiln,
            "mlp",
            3e-3,
            "adam",
            epochs=40,
            batch_size=128,
            log_every=2,
            bf16=True,
            model_kw={"width": 256, "num_layers": 2, "dropout": 0.3},
        ),
        (),
        None,
        "a sound 2x256 regression MLP with dropout 0.3 in bf16-mixed under Adam lr 3e-3 at batch 128, 40 "
        "epochs (8 steps an epoch, every 2nd logged): losses 0.677, 0.346, 0.271, 0.257, 0.19 ... "
        "0.0269-0.0626 in the last third, epoch means 0.486, 0.175, 0.122 ... 0.0357-0.0442 over the last "
        "third, the val MSE 0.166, 0.109, 0.0829 ... 0.019-0.0315 over the last third (below the "
        "dropout-laden training loss), test 0.0265",
        family="regression",
        dataset="kiln-final-moisture",
        seed=99111,
    ),
    ZZZN(
        "vzzzn-healthy-regression-kiln-triangular-every-step",
        Plan(kiln, "mlp", 4e-3, "adam", epochs=8, log_every=1, schedule="cosine", model_kw=W128),
        (),
        None,
        "a sound 2x128 regression MLP under Adam with a triangular cyclic lr (4e-4 to 4e-3 and back every "
        "80 steps), 8 epochs (every step logged): losses 0.604, 0.777, 1.15, 1.18, 0.998 ... 0.00589-0.0549 "
        "in the last third, epoch means 0.621, 0.0917, 0.0509 ... 0.0157, the val MSE 0.165, 0.0727, "
        "0.0563, 0.0481, 0.0374, 0.0491, 0.0322, 0.0278, test 0.0296",
        family="regression",
        dataset="kiln-final-moisture",
        seed=99112,
        runs=zf_runs(
            schedule=lambda_schedule(triangular(40)),
            hparams={"scheduler": "CyclicLR", "mode": "triangular", "step_size_up": 40},
        ),
    ),
    # --- ice
    ZZZN(
        "vzzzn-healthy-mlp-ice-early-stop-triggers",
        Plan(
            ice,
            "mlp",
            3e-3,
            "adam",
            epochs=60,
            log_every=8,
            early_stop=4,
            model_kw={"width": 256, "num_layers": 2},
        ),
        (),
        None,
        "a sound 2x256 MLP under Adam lr 3e-3 with early stopping (patience 4) that triggers at epoch 6 of "
        "60 (every 8th step logged): losses 1.14, 0.615, 0.455, 0.399, 0.326 ... 0.223-0.452 in the last "
        "third, the val loss 0.486, 0.456 (epoch 2), 0.505, 0.571, 0.513, 0.542 and val accuracy 0.83-0.857 "
        "throughout, test 0.567 and 0.85",
        family="mlp",
        dataset="ice-core-layers",
        seed=99113,
    ),
    ZZZN(
        "vzzzn-healthy-mlp-ice-sgdm-onecycle",
        Plan(
            ice, "mlp", 0.15, "sgd", momentum=0.9, epochs=12, log_every=4, schedule="onecycle", model_kw=W128
        ),
        (),
        None,
        "a sound 2x128 MLP under SGD momentum 0.9 with a one-cycle lr peaking at 0.15, 12 epochs (every 4th "
        "step logged): losses 1.58, 1.53, 1.44, 1.4, 1.25 ... 0.108-0.6 in the last third, epoch means "
        "1.32, 0.507, 0.463 ... 0.201, the val loss 0.748, 0.639, 0.495, 0.486, then 0.514-0.522 around the "
        "lr's peak and 0.557-0.6 over the last third, val accuracy 0.763 to 0.833-0.857 from epoch 3, test "
        "0.565 and 0.837",
        family="mlp",
        dataset="ice-core-layers",
        seed=99114,
    ),
    ZZZN(
        "vzzzn-healthy-mlp-ice-50-steps-still-improving",
        Plan(
            ice, "mlp", 1e-3, "adam", epochs=2, batch_size=40, log_every=1, val_interval=0.5, model_kw=MLP64
        ),
        (),
        None,
        "a sound 2x64 MLP under Adam lr 1e-3 at batch 40 for 2 epochs (50 steps, every step logged, "
        "evaluated twice an epoch): losses 1.67, 1.64, 1.61, 1.63, 1.57 ... 0.764-1.13 in the last third, "
        "epoch means 1.46, 1.03, the val loss 1.46, 1.26, 1.03, 0.85 and val accuracy 0.667, 0.637, 0.667, "
        "0.733, still improving when it ends, test 0.858 and 0.713",
        family="mlp",
        dataset="ice-core-layers",
        seed=99115,
    ),
    ZZZN(
        "vzzzn-healthy-mlp-ice-three-layer-nadam-exp-decay-val-every-2",
        Plan(
            ice,
            "mlp",
            2e-3,
            "nadam",
            epochs=24,
            batch_size=64,
            log_every=4,
            val_every_epochs=2,
            schedule="exp",
            gamma=0.995,
            model_kw={"width": 128, "num_layers": 3},
        ),
        (),
        None,
        "a sound 3x128 MLP under NAdam lr 2e-3 with an exponential decay (x0.995 a step, to 2.9e-4) at "
        "batch 64, 24 epochs (every 4th step logged) evaluated every 2nd epoch: losses 1.48, 1.25, 0.871, "
        "0.687, 0.447 ... 0.118-0.37 in the last third, epoch means 1.18, 0.506, 0.402 ... 0.223, the val "
        "loss 0.479, 0.464, 0.487 ... 0.55 (a slow creep while the accuracy holds) and val accuracy "
        "0.84-0.85 throughout, test 0.565 and 0.827",
        family="mlp",
        dataset="ice-core-layers",
        seed=99116,
    ),
)
