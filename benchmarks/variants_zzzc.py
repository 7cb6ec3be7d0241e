"""Variant battery zzzc: a look-alike of an external held-out suite, real framework runs (`--battery zzzc`).

    nice -n 10 python benchmarks/variants.py --battery zzzc --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery zzzc [--runs]

Like batteries d-zzzb, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is the log),
trained by battery d's runner through the earlier batteries' wrappers (battery zf's runner with w's
replaced loss, the checkpoint the test loads and the evaluation switched off, zf's SGD arguments),
battery zj's model wrapper and this battery's own hooks (Adam built with amsgrad, a loss divided again
by the accumulation steps, a validation criterion summing its batch, the shuffle flag handed to the dataset,
an embedding drawn with sd 10, a backbone frozen by a left-over flag, rows duplicated with other labels,
a target log-transformed for training alone, a humidity column appended after the scaler, test tags
photographed zoomed in), so each case can run in each of the three layouts; the layout rotation of
variants.py picks one.
It was written blind: its author trained it with `--train-only`, read the raw logged numbers of each
run, and never diagnosed or scored it, so it is held-out data for the tool.
Its halves are even (16 faulty, 16 healthy; one fault each, one cause a case, spread over every family
of cause: optimisation, data, evaluation, model, workflow), injected into data sets no battery had at a
realistic strength, in forms earlier batteries did not use (see each case's description and each hook's
docstring).
Runs of 30 to 3,000 steps: MLPs (2x64 to 2x256, 3x1024, dropout 0.3-0.4), 2-D CNNs with and without
batch norm (and dropout), a small residual net, 1-D CNNs with and without batch norm, GRU / LSTM / tanh
RNN readers of scanner logs, small transformers and regression MLPs; SGD with and without momentum (and
Nesterov), Adam (and amsgrad) and AdamW; constant, warm-up + cosine, step, plateau, cyclic, one-cycle and
exponential schedules; bf16-mixed autocast, shift / scale / noise and shift / erase / noise augmentation,
dropout, early stopping, clipping, gradient accumulation; batches of 4 to 100; cadences from every step
to once every 100 steps, evaluations twice an epoch to every 4th epoch, and none.
The data sets are new, all made offline with numpy from known generating models (see each generator): a
milking robot's teat-cup vacuum traces (64 samples of the short-milk-tube vacuum: normal pulsation, a
liner slip, a kick-off, a blocked milk tube, an air leak), a garment factory's 12x12 photos of the
care-label symbols on its tags (a wash tub, a bleach triangle, a tumble-dry square, a dry-clean circle,
a crossed-out circle; woven, skewed and noisy), an MRI suite's scanner session event logs (complete, a
motion rescan, a contrast reaction, a claustrophobia abort, a coil fault; left-padded to 20), a paint
lab's drying trials (the minutes a coat takes to dry from its thickness, paint, room and substrate;
standardised) and a geology class's hand samples (granite, basalt, limestone, sandstone, slate, from 12
measured and observed columns).
The healthy half holds sound runs a naive reader can take for a fault: a 3,000-step SGD run flat for
1,000 steps before it drops, a plain-SGD slow start, a transformer held above ln 5 by a 150-step
warm-up, val jumps at a high lr before a step cut, a val bump as a cyclic lr
climbs back, bf16 noise and a val spike before early stopping, val losses at half the epoch means under
dropout and a plateau schedule, shift / erase / noise augmentation evaluated every 2nd epoch, a slow Adam
regression evaluated every 4th epoch, batch-4 and batch-8 losses logged every step, a 50-step run still
improving.
Split, layout rotation and labels follow variants.py's rules; a Lightning case's `every` is its
`log_every_n_steps`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from benchmarks.variants import RUNAWAY, STALL, Variant, _generated, _regression_table
from benchmarks.variants_d import Plan, Runner
from benchmarks.variants_l import L
from benchmarks.variants_w import EVAL, MLP64
from benchmarks.variants_ze import cyclic
from benchmarks.variants_zf import zf_runs
from benchmarks.variants_zh import _patch_splits, _token_splits
from benchmarks.variants_zj import _augmented, _signal_splits, _stats
from benchmarks.variants_zzzb import _segment

if TYPE_CHECKING:
    import torch

    from tests.suite.datasets import Splits

SIZES = (1000, 300, 300)


# ---------------------------------------------------------------- data sets no battery has


VACUUM_TRACES = ("normal", "liner-slip", "kick-off", "blocked-milk-tube", "air-leak")


def _vacuum_traces(seed: int, n: int, length: int = 64) -> tuple[Any, Any]:
    """A milking robot's teat-cup vacuum (kPa) in the short milk tube, sampled at 8 Hz and cut into
    `length`-sample windows, labelled by the herd's service engineer from the robot's event log: a
    normal milking (the pulsator's 60:40 cycle of 12-18 samples over a 38-44 kPa system vacuum, dipping
    as milk flows), a liner slip (one to three sharp squawks: the vacuum drops 5-12 kPa for a sample or
    two as air enters past the liner), a kick-off (the cup is kicked off at a random moment and the
    vacuum collapses to 0-6 kPa), a blocked milk tube (the milk no longer drains, the vacuum creeps up 3-8
    kPa over the window and the pulsation's dips fill in) or an air leak in the claw (the vacuum sags 3-8
    kPa over the window). Each window has its own pulsation phase, rate and depth, milk flow, tube
    ringing (sd 0.6-1.6 kPa) and a slow wander: a short squawk or a weak creep in noise reads as a normal
    milking, so sound 1-D CNNs stop near 0.8-0.9."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.3, 0.2, 0.15, 0.17, 0.18])
    t = np.arange(length, dtype=float)
    x = np.zeros((n, length))
    for i in range(n):
        c = int(y[i])
        level = rng.uniform(38, 44)
        period = rng.uniform(12, 18)
        phase = (t / period + rng.uniform(0, 1)) % 1.0
        depth = rng.uniform(2.0, 4.5)
        pulse = depth * (1 / (1 + np.exp(-(phase - 0.6) * 40)) - 0.4)
        flow = rng.uniform(0.5, 2.0) * (
            0.5 + 0.5 * np.sin(2 * np.pi * t / rng.uniform(30, 90) + rng.uniform(0, 6.3))
        )
        s = level - pulse - flow
        if c == 1:
            for at in rng.integers(4, length - 4, rng.integers(1, 4)):
                s[at : at + rng.integers(1, 3)] -= rng.uniform(5, 12)
        elif c == 2:
            at = int(rng.integers(16, 54))
            s[at:] = s[at:] * np.exp(-(t[at:] - at) / rng.uniform(1.0, 3.0)) + rng.uniform(0, 6)
        elif c == 3:
            s += rng.uniform(3, 8) * t / length + 0.5 * pulse
        elif c == 4:
            s -= rng.uniform(3, 8) * t / length
        wander = rng.uniform(-1.5, 1.5) * np.sin(2 * np.pi * t / rng.uniform(100, 250) + rng.uniform(0, 6.3))
        x[i] = s + wander + rng.normal(0, rng.uniform(0.6, 1.6), length)
    return x, y


def vacuum(
    seed: int = 95101, sizes: tuple[int, int, int] = SIZES, name: str = "teat-cup-vacuum-64"
) -> Splits:
    """The windows (N, 64), centred and scaled by the training windows' mean and sd, 5 classes."""
    x, y = _vacuum_traces(seed, sum(sizes))
    return _signal_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def vacuum_long() -> Splits:
    """A 2,000-window draw."""
    return vacuum(95102, (2000, 300, 300), "teat-cup-vacuum-64-2000")


CARE_SYMBOLS = ("wash-tub", "bleach-triangle", "tumble-dry-square", "dry-clean-circle", "crossed-circle")


def _care_tiles(seed: int, n: int, zoom: tuple[float, float] = (0.85, 1.1)) -> tuple[Any, Any]:
    """12x12 grey photos (0-255) of the care-label symbols woven into a garment factory's tags,
    labelled by the tag's spec sheet: a wash tub (a tub's sides and bottom under a wavy water line), a
    bleach triangle, a tumble-dry square (a square around a circle), a dry-clean circle or a crossed-out
    circle (do not dry-clean). Each tile has its own offset (up to 1.5 px), size (`zoom`), tilt (up to 12
    degrees), thread width, weave texture, dye contrast (ink 20-90 on fabric 150-230) and camera noise
    (sd 10-30): a small worn square reads as a circle and a faint cross as a plain circle, so sound CNNs
    stop near 0.8-0.95."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.24, 0.18, 0.2, 0.2, 0.18])
    yy, xx = np.mgrid[0:12, 0:12].astype(float)
    x = np.zeros((n, 12, 12))
    for i in range(n):
        ox, oy = rng.uniform(-1.5, 1.5, 2)
        a = np.deg2rad(rng.uniform(-12, 12))
        z = rng.uniform(*zoom)
        u = ((xx - 5.5 - ox) * np.cos(a) - (yy - 5.5 - oy) * np.sin(a)) / z
        v = ((xx - 5.5 - ox) * np.sin(a) + (yy - 5.5 - oy) * np.cos(a)) / z
        r = np.sqrt(u**2 + v**2)
        c = int(y[i])
        if c == 0:
            d = np.minimum.reduce(
                [
                    _segment(u, v, (-4.5, -2.5), (-3.2, 3.8)),
                    _segment(u, v, (-3.2, 3.8), (3.2, 3.8)),
                    _segment(u, v, (3.2, 3.8), (4.5, -2.5)),
                    np.abs(v + 1.5 + 0.7 * np.sin(u * 1.6)) + (np.abs(u) > 4.2) * 9,
                ]
            )
        elif c == 1:
            d = np.minimum.reduce(
                [
                    _segment(u, v, (-4.6, 3.6), (4.6, 3.6)),
                    _segment(u, v, (-4.6, 3.6), (0, -4.4)),
                    _segment(u, v, (4.6, 3.6), (0, -4.4)),
                ]
            )
        elif c == 2:
            d = np.minimum(np.abs(np.maximum(np.abs(u), np.abs(v)) - 4.4), np.abs(r - 2.6))
        elif c == 3:
            d = np.abs(r - 4.0)
        else:
            d = np.minimum.reduce(
                [
                    np.abs(r - 4.0),
                    _segment(u, v, (-4.3, -4.3), (4.3, 4.3)),
                    _segment(u, v, (-4.3, 4.3), (4.3, -4.3)),
                ]
            )
        w = rng.uniform(0.45, 0.8)
        ink = 1 / (1 + np.exp((d - w) / 0.3))
        ink *= 1 - rng.uniform(0.2, 0.7) * (rng.random((12, 12)) < rng.uniform(0.1, 0.4))
        weave = rng.uniform(4, 14) * np.sign(
            np.sin(np.pi * (xx + rng.integers(0, 2))) * np.sin(np.pi * yy + 0.5)
        )
        fabric = rng.uniform(150, 230) + weave
        image = fabric - ink * (fabric - rng.uniform(20, 90)) * rng.uniform(0.45, 0.9)
        x[i] = np.clip(image + rng.normal(0, rng.uniform(10, 30), (12, 12)), 0, 255)
    return x, y


def care_tags(
    seed: int = 95201, sizes: tuple[int, int, int] = SIZES, name: str = "care-label-tiles-12"
) -> Splits:
    """The tiles as (N, 1, 12, 12), centred and scaled by the training tiles' mean and sd, 5 classes."""
    x, y = _care_tiles(seed, sum(sizes))
    return _patch_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def care_tags_test_zoomed() -> Splits:
    """The bug: the test tags are the new weaving line's, photographed by its camera, mounted closer:
    the symbols fill 1.45-1.75 times the frame of the old line's (their rims cut off at the tile's
    edge); training and validation are the old line's tags."""
    import numpy as np

    x, y = _care_tiles(95202, SIZES[0] + SIZES[1])
    xt, yt = _care_tiles(95203, SIZES[2], zoom=(1.45, 1.75))
    x, y = np.concatenate([x, xt]), np.concatenate([y, yt])
    return _patch_splits(x, y, SIZES, "care-label-tiles-12", _stats(x[: SIZES[0]]))


MRI_EVENTS = (
    "pad",
    "patient-registered",
    "screening-ok",
    "coil-attached",
    "localizer",
    "t1-sequence",
    "t2-sequence",
    "flair-sequence",
    "dwi-sequence",
    "motion-flag",
    "sequence-repeat",
    "contrast-injected",
    "vitals-alert",
    "nurse-called",
    "squeeze-ball",
    "table-out",
    "coil-error",
    "coil-swap",
    "recon-done",
    "images-sent",
)
MRI_OUTCOMES = ("complete", "motion-rescan", "contrast-reaction", "claustrophobia-abort", "coil-fault")
_MRI_STARTS = ((1, 2), (1, 2), (1, 2), (1, 14), (1, 3))
_MRI_EVENTS = ((5, 6, 18, 19), (9, 10, 5, 6), (11, 12, 13, 15), (14, 13, 15, 4), (16, 17, 3, 10))
_MRI_LENGTHS = ((9, 21), (10, 21), (6, 15), (3, 11), (7, 18))


def _mri_sessions(seed: int, n: int, length: int = 20) -> tuple[Any, Any]:
    """An MRI suite's scanner session logs (19 kinds: registration, the safety screening, a coil
    attached, the localizer, T1, T2, FLAIR and diffusion sequences, a motion flag, a repeated sequence,
    a contrast injection, a vitals alert, the nurse called, the squeeze ball pressed, the table run out,
    a coil error, a coil swap, the reconstruction done, the images sent), left-padded to 20 with 0,
    labelled by the radiographer's session note: complete, a motion rescan, a contrast reaction, a
    claustrophobia abort or a coil fault. Each outcome is a Markov chain over a shared base (any event
    can follow any other) that starts from its own events, favours its own four and has its own range
    of lengths; a tenth of the events are mislogged (a random kind): a short abort reads as a contrast
    reaction, so sound sequence models stop near 0.85-0.93."""
    import numpy as np

    base_rng = np.random.default_rng(9551)
    kinds = len(MRI_EVENTS) - 1
    base = base_rng.dirichlet(np.full(kinds, 0.5), kinds)
    chains = []
    for c in range(5):
        boost = np.zeros(kinds)
        boost[[e - 1 for e in _MRI_EVENTS[c]]] = 0.4 / 4
        chain = 0.6 * base + boost
        chains.append(chain / chain.sum(1, keepdims=True))
    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.32, 0.22, 0.12, 0.16, 0.18])
    x = np.zeros((n, length), dtype=np.int64)
    for i in range(n):
        c = int(y[i])
        events = [int(rng.choice(_MRI_STARTS[c]))]
        for _ in range(int(rng.integers(*_MRI_LENGTHS[c])) - 1):
            events.append(int(rng.choice(kinds, p=chains[c][events[-1] - 1])) + 1)
        events = [int(rng.integers(1, kinds + 1)) if rng.random() < 0.1 else e for e in events]
        x[i, length - len(events) :] = events
    return x, y


def mri_logs(
    seed: int = 95301, sizes: tuple[int, int, int] = SIZES, name: str = "mri-session-events"
) -> Splits:
    """Logs (N, 20) over 20 ids (0 the padding), 5 classes."""
    x, y = _mri_sessions(seed, sum(sizes))
    return _token_splits(x, y, sizes, name)


PAINT_COLUMNS = (
    "film_um",
    "temp_c",
    "rel_humidity",
    "airflow_ms",
    "alkyd",
    "acrylic",
    "pigment_pct",
    "coat",
    "porous_substrate",
    "drier_pct",
    "dark_colour",
    "batch_no",
)


def _paint_table(seed: int, n: int) -> tuple[Any, Any, Any]:
    """A paint lab's drying trials: the minutes a coat takes to dry to the touch (the target) from the
    wet film's thickness, the room's temperature, relative humidity and airflow, the paint (water-based,
    alkyd or acrylic), its pigment load, the coat (first or a recoat), a porous substrate, the drier
    additive, a dark colour and the batch number (no bearing). Drying follows the film's thickness to a
    power of 1.4, halves every 12 C, slows with humidity (steeply for water-based paint), speeds up with
    airflow and drier; the trial's own timing makes the floor: standardised, sound models stop near an
    MSE of 0.04-0.1. Also returns the absolute humidity (g/m3) the room's sensor logs."""
    import numpy as np

    rng = np.random.default_rng(seed)
    film = rng.uniform(40, 200, n)
    temp = rng.uniform(8, 32, n)
    rh = rng.uniform(25, 90, n)
    air = rng.exponential(0.6, n)
    kind = rng.choice(3, n, p=[0.45, 0.25, 0.3])
    alkyd, acrylic = (kind == 1).astype(float), (kind == 2).astype(float)
    pigment = rng.uniform(10, 45, n)
    coat = rng.choice([1.0, 2.0], n)
    porous = (rng.random(n) < 0.4).astype(float)
    drier = np.where(alkyd > 0, rng.uniform(0, 1.5, n), 0.0)
    dark = (rng.random(n) < 0.3).astype(float)
    batch = rng.integers(100, 999, n).astype(float)
    base = np.where(kind == 0, 30.0, np.where(kind == 1, 180.0, 55.0))
    wet = np.where(kind == 0, 0.025, np.where(kind == 1, 0.006, 0.015))
    minutes = base * (film / 100) ** 1.4 * 2 ** (-(temp - 20) / 12) * np.exp(wet * (rh - 50))
    minutes *= (1 + 0.6 * air) ** -0.7 * (1 - 0.25 * drier) * (1 - 0.15 * porous) * (1 + 0.1 * (coat - 1))
    minutes *= (1 + 0.006 * (pigment - 25)) * (1 - 0.04 * dark)
    minutes = minutes * np.exp(rng.normal(0, 0.07, n)) + rng.normal(0, 2.0, n)
    x = np.column_stack([film, temp, rh, air, alkyd, acrylic, pigment, coat, porous, drier, dark, batch])
    absolute = rh / 100 * 6.11 * np.exp(17.6 * temp / (temp + 243)) * 217 / (temp + 273.15)
    return x, np.clip(minutes, 3, None), absolute


def paint(
    seed: int = 95401, sizes: tuple[int, int, int] = SIZES, name: str = "paint-drying-minutes"
) -> Splits:
    """12 standardised columns, the minutes standardised."""
    x, minutes, _ = _paint_table(seed, sum(sizes))
    return _regression_table(name, x, minutes, sizes)


def paint_long() -> Splits:
    """A 2,000-trial draw."""
    x, minutes, _ = _paint_table(95402, 2600)
    return _regression_table("paint-drying-minutes-2000", x, minutes, (2000, 300, 300))


def paint_log_target_train_only() -> Splits:
    """The bug: the training set's target is `np.log(minutes)` (the drying times are skewed) and
    standardised, while the validation and test sets, built by the lab's older evaluation module, keep
    the raw minutes, standardised with the raw training minutes' mean and sd: the model's (log-scale)
    predictions are scored against raw minutes."""
    import numpy as np
    import torch

    from tests.suite import datasets as ds

    x, minutes, _ = _paint_table(95403, sum(SIZES))
    n = SIZES[0]
    logm = np.log(minutes)
    target = np.concatenate(
        [
            (logm[:n] - logm[:n].mean()) / logm[:n].std(),
            (minutes[n:] - minutes[:n].mean()) / minutes[:n].std(),
        ]
    )
    data = ds._split(
        torch.tensor(x, dtype=torch.float32), torch.tensor(target, dtype=torch.float32)[:, None], SIZES, 0
    )
    return ds._standardised(ds.named(data, "paint-drying-minutes"))


def paint_humidity_after_scaler() -> Splits:
    """The bug: the room sensor's absolute humidity, in mg/m3 (2,400-30,000), is joined onto the trial
    sheet after the StandardScaler was fit and applied to the sheet's 12 columns, so it reaches the net
    in its raw units beside 12 standardised ones."""
    import numpy as np
    import torch

    from tests.suite import datasets as ds

    x, minutes, absolute = _paint_table(95404, sum(SIZES))
    n = SIZES[0]
    x = (x - x[:n].mean(0)) / x[:n].std(0)
    x = np.column_stack([x, absolute * 1000])
    target = (minutes - minutes[:n].mean()) / minutes[:n].std()
    data = ds._split(
        torch.tensor(x, dtype=torch.float32), torch.tensor(target, dtype=torch.float32)[:, None], SIZES, 0
    )
    return ds.named(data, "paint-drying-minutes")


ROCK_COLUMNS = (
    "density_gcc",
    "mohs",
    "grain_mm",
    "acid_fizz",
    "colour_index",
    "magnetic_si",
    "porosity_pct",
    "foliation",
    "quartz_pct",
    "feldspar_pct",
    "layering",
    "sample_g",
)
ROCK_TYPES = ("granite", "basalt", "limestone", "sandstone", "slate")


def _rocks(seed: int, n: int) -> tuple[Any, Any]:
    """A geology class's hand samples of five rocks (granite, basalt, limestone, sandstone, slate),
    labelled by the lecturer, from 12 columns the students measured or observed: the density, the Mohs
    hardness (a scratch test), the grain size, the fizz with dilute acid (0-3), a colour index, the
    magnetic susceptibility, the porosity, the foliation (0-3), the quartz and feldspar estimates, the
    layering (0-3) and the sample's weight (no bearing). Each rock draws them around its own levels (a
    field guide's), with wide spreads from the students' readings: a fine grey sandstone reads as a
    limestone that barely fizzed and a dark slate as a basalt, so sound MLPs stop near 0.85-0.92."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.24, 0.2, 0.2, 0.22, 0.14])
    levels = np.array(
        [
            # density, mohs, grain, fizz, colour, magnetic, porosity, foliation, quartz, feldspar, layering, g
            [2.65, 6.0, 3.0, 0.0, 20.0, 0.5, 1.0, 0.3, 30.0, 55.0, 0.2, 400.0],
            [2.95, 5.8, 0.5, 0.1, 75.0, 2.5, 3.0, 0.2, 3.0, 45.0, 0.3, 400.0],
            [2.7, 3.2, 0.8, 2.4, 25.0, 0.2, 8.0, 0.3, 5.0, 3.0, 1.2, 400.0],
            [2.35, 6.0, 0.6, 0.6, 35.0, 0.3, 18.0, 0.4, 75.0, 12.0, 1.6, 400.0],
            [2.75, 3.8, 0.05, 0.1, 65.0, 0.6, 1.5, 2.4, 25.0, 15.0, 1.0, 400.0],
        ]
    )[y]
    spread = 2.3 * np.array([0.09, 0.7, 0.6, 0.6, 10.0, 0.6, 4.0, 0.6, 12.0, 12.0, 0.6, 150.0])
    x = levels + rng.normal(0, 1, levels.shape) * spread
    x[:, 2] = np.abs(x[:, 2])
    x[:, [3, 7, 10]] = np.clip(np.round(x[:, [3, 7, 10]]), 0, 3)
    return x, y


def rocks(seed: int = 95501, sizes: tuple[int, int, int] = SIZES, name: str = "rock-hand-samples") -> Splits:
    """12 standardised columns, 5 classes."""
    x, y = _rocks(seed, sum(sizes))
    return _generated(name, x, y, 5, sizes)


def rocks_duplicated_with_other_labels() -> Splits:
    """The bug: the class sheets of two years are concatenated, and the second year's students
    re-entered 30% of the first year's samples (the same measurements, copied from the old sheet) under
    their own, often wrong, identification: the training set is 1,000 rows of which 300 are exact
    copies of other rows, 3 in 4 of them labelled a different rock; validation and test are the
    lecturer's."""
    import numpy as np

    x, y = _rocks(95502, 700 + SIZES[1] + SIZES[2])
    rng = np.random.default_rng(95503)
    pick = rng.choice(700, 300, replace=False)
    wrong = np.where(rng.random(300) < 0.75, (y[pick] + rng.integers(1, 5, 300)) % 5, y[pick])
    xt, yt = np.concatenate([x[:700], x[pick]]), np.concatenate([y[:700], wrong])
    order = rng.permutation(SIZES[0])
    x = np.concatenate([xt[order], x[700:]])
    y = np.concatenate([yt[order], y[700:]])
    return _generated("rock-hand-samples", x, y, 5, SIZES)


# ---------------------------------------------------------------- injected faults (and healthy hooks)


def zzzc_runs(*, amsgrad: bool = False, **kw: Any) -> Callable[[Plan], Runner]:
    """Battery zf's runner with this battery's one runner bug. `amsgrad`: Adam is built as
    `torch.optim.Adam(params, lr=cfg.lr, amsgrad=True)` (the cluster recipe's optimizer)."""
    inner_factory = zf_runs(**kw)

    def factory(plan: Plan) -> Runner:
        inner = inner_factory(plan)

        def for_layout(layout: str) -> Callable[[Any, int], dict[str, Any]]:
            run = inner(layout)
            if not amsgrad:
                return run

            def patched(run_dir: Any, seed: int) -> dict[str, Any]:
                from unittest import mock

                import torch

                from benchmarks import variants_d

                optimizer_of = variants_d._optimizer

                def optimizers(p: Plan, net: Any) -> Any:
                    if p.optimizer != "adam":
                        return optimizer_of(p, net)
                    params = [q for q in net.parameters() if q.requires_grad]
                    return torch.optim.Adam(params, lr=p.lr, weight_decay=p.weight_decay, amsgrad=True)

                with mock.patch.object(variants_d, "_optimizer", optimizers):
                    return run(run_dir, seed)

            return patched

        return for_layout

    return factory


def mse_divided_by_accumulation_again(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """The bug: the training step returns `loss / cfg.accumulate` (8) for a trainer that already
    divides the loss by its accumulation steps (Lightning's accumulate_grad_batches, HF's
    gradient_accumulation_steps): each optimizer step's gradient is an eighth of the mean's, and the
    logged training loss an eighth of the MSE. The validation step logs the plain MSE."""
    import torch

    loss = torch.nn.functional.mse_loss(out, y)
    return loss / 8 if torch.is_grad_enabled() else loss


def val_loss_summed(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """The bug: the validation step builds its criterion as `nn.CrossEntropyLoss(reduction="sum")`,
    copied from a script that divided the sum by the dataset's size afterwards (the division was not
    copied): each logged val (and test) loss is the batch's summed loss, its mean times its rows.
    Training uses the plain mean cross-entropy."""
    import torch

    loss = torch.nn.functional.cross_entropy(out, y)
    if torch.is_grad_enabled():
        return loss
    return loss * len(y)


def embedding_sd_10(net: Any) -> Any:
    """The bug: the embedding is re-initialised with `nn.init.normal_(self.embed.weight, std=10)`, a
    value from a config whose `init_std: 0.1` lost its decimal point: the inputs reach the recurrent
    gates a hundred times their usual size and saturate them."""
    import torch

    with torch.no_grad():
        net.embed.weight.normal_(0.0, 10.0)
    return net


def frozen_backbone(net: Any) -> Any:
    """The bug: the config keeps `freeze_backbone: true` from the fine-tuning recipe it was copied from,
    and the script runs `for p in model.body.parameters(): p.requires_grad = False` although no
    pre-trained weights are loaded: both convolutions keep their random initial weights and only the
    head trains."""
    for p in net.body.parameters():
        p.requires_grad = False
    return net


def _vacuum_jitter(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.roll(x, int(torch.randint(-4, 5, (1,))), dims=-1)
    return x * torch.exp(0.1 * (torch.rand(len(x), 1) * 2 - 1)) + 0.05 * torch.randn_like(x)


vacuum_jitter = _augmented(_vacuum_jitter)
vacuum_jitter.__doc__ = """Not a fault: in training mode each batch of windows is shifted by up to 4
samples (half a second), each window's scale changed by up to 1.11 either way and 0.05 sd of tube noise
added (no reversal: the vacuum's trend has a direction)."""


def _tag_jitter(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.roll(x, (int(torch.randint(-1, 2, (1,))), int(torch.randint(-1, 2, (1,)))), dims=(2, 3))
    erase = torch.rand(len(x), 1, 12, 12) < 0.08
    return torch.where(erase, torch.zeros_like(x), x) + 0.2 * torch.randn_like(x)


tag_jitter = _augmented(_tag_jitter)
tag_jitter.__doc__ = """Not a fault: in training mode each batch of tiles is shifted by up to a pixel each
way, 8% of each tile's pixels erased to the mean and 0.2 sd of noise added."""


# ---------------------------------------------------------------- the variants


def ZZZC(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by this battery's runner (battery zf's, through every earlier wrapper)."""
    return L(*args, runs=runs or zzzc_runs(), **kw)


CH16 = {"channels": 16}
H48 = {"hidden": 48}

FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    ZZZC(
        "vzzzc-adam-amsgrad-lr-over-world-size-transformer-mri",
        Plan(mri_logs, "transformer", 2e-6, "adam", epochs=12, log_every=8),
        ("slow-convergence",),
        "learning-rate-too-low",
        "Adam built as torch.optim.Adam(params, lr=cfg.lr, amsgrad=True) with lr = 1e-3 / world_size, the "
        "cluster recipe's 512 GPUs dividing it although the run is on one CPU: 2e-6, a small transformer "
        "over the MRI logs for 12 epochs (every 8th step logged): losses 1.64, 1.62, 1.69, 1.91, 1.65 ... "
        "1.48-1.75 in the last third, epoch means 1.64, 1.63, 1.63, 1.62 ... 1.58, 1.57, the val loss 1.61, "
        "1.6, 1.6, 1.59 ... 1.55, 1.55 (ln 5 = 1.61) and val accuracy 0.22 to 0.267, test 1.55 and 0.24 (the "
        "same transformer under AdamW at 1e-3: 0.433 and 0.87)",
        STALL,
        family="transformer",
        dataset="mri-session-events",
        seed=95001,
        runs=zzzc_runs(amsgrad=True, hparams={"lr": "1e-3 / world_size", "world_size": 512, "amsgrad": True}),
    ),
    ZZZC(
        "vzzzc-accum-loss-divided-twice-sgd-regression-paint",
        Plan(paint, "mlp", 0.02, "sgd", epochs=15, batch_size=8, accumulate=8, log_every=4, model_kw=MLP64),
        ("slow-convergence",),
        "weight-updates-too-small",
        "the training step returns loss / cfg.accumulate (8) while the trainer, accumulating 8 batches of 8, "
        "already divides the loss by its accumulation steps: plain SGD at lr 0.02 steps with an eighth of "
        "the gradient: a 2x64 regression MLP over the paint trials for 15 epochs (240 optimizer steps, every "
        "4th logged): logged training losses (an eighth of the MSE) 0.0225, 0.0663, 0.0289, 0.427 ... "
        "0.0132-0.253 in the last third, epoch means 0.127, 0.124, 0.121, 0.119 ... 0.091, the val MSE 1.01, "
        "0.991, 0.968, 0.947, 0.926 ... 0.717 in a slow straight descent, test 0.941 (sound regressions on "
        "these trials: 0.016-0.035)",
        (*STALL, "train-val-gap"),
        family="regression",
        dataset="paint-drying-minutes",
        seed=95002,
        runs=zzzc_runs(
            loss=mse_divided_by_accumulation_again, hparams={"accumulate": 8, "loss": "mse / accumulate"}
        ),
    ),
    ZZZC(
        "vzzzc-sgd-lr-kept-after-switch-to-adamw-cnn-care",
        Plan(care_tags, "cnn", 0.1, "adamw", weight_decay=0.01, epochs=10, log_every=2, model_kw=CH16),
        ("metric-at-baseline",),
        "learning-rate-too-high",
        "the team's SGD recipe's lr 0.1 kept when the optimizer was switched to AdamW (weight decay 0.01): a "
        "16-channel CNN over the care-label tiles for 10 epochs (every 2nd step logged): losses 106 and 2.82 "
        "at the first logged steps, then 1.61, 1.6, 1.59, 1.51 ... 1.38-1.68 in the last third, gradient "
        "norms 92.9 and 8, then 0.07-0.4, epoch means 5.1, then 1.6 for each of the other 9, the val loss "
        "1.6-1.63 (ln 5 = 1.61) and val accuracy 0.25 (the wash tubs' share) at every evaluation, test 1.6 "
        "and 0.227 (a 16-channel CNN under plain SGD at 0.03: 0.376 and 0.843)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="cnn",
        dataset="care-label-tiles",
        seed=95003,
        runs=zzzc_runs(hparams={"optimizer_was": "sgd", "lr": 0.1}),
    ),
    ZZZC(
        "vzzzc-clip-called-before-backward-rnn-mri",
        Plan(mri_logs, "rnn", 0.3, "sgd", momentum=0.9, epochs=12, log_every=4, model_kw=H48),
        ("gradient-explosion",),
        "no-gradient-clipping",
        "clip_grad_norm_(model.parameters(), 1.0) called before loss.backward() (it clips the gradients the "
        "last zero_grad() cleared), so a tanh RNN (hidden 48) under SGD momentum 0.9 at lr 0.3 runs "
        "unclipped over the MRI logs for 12 epochs (every 4th step logged): losses 1.48, 1.88, 1.84, 2.23, "
        "2.8, 2.97 ... 0.832-8.98 in the last third (8.98 at step 291), 2.83 last, gradient norms 0.705 at "
        "the first logged step, 1.9-5.5 over the next 11, up to 10.6 (step 67), epoch means 2.22, 4.1, 3.49, "
        "4.45, 4.53, 3.61, 3.76, 6.01, 5.57, 4.62, 3.14, 2.88, the val loss 3.67, 3.51, 3.68, 4.12, 4.88, "
        "3.15, 6.86, 6.26, 4.74, 4.1, 3.12, 3.33 and val accuracy 0.2-0.387, test 3.52 and 0.333 (ln 5 = "
        "1.61)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="rnn",
        dataset="mri-session-events",
        seed=95004,
        runs=zzzc_runs(hparams={"clip_grad_norm": 1.0, "clip_called": "before loss.backward()"}),
    ),
    # --- data
    ZZZC(
        "vzzzc-two-years-sheets-rows-copied-other-labels-mlp-rocks",
        Plan(
            rocks_duplicated_with_other_labels,
            "mlp",
            2e-3,
            "adam",
            epochs=40,
            log_every=8,
            model_kw={"width": 256, "num_layers": 2},
        ),
        ("overfitting",),
        "label-noise",
        "the class sheets of two years concatenated, the second year's students having re-entered 30% of the "
        "first year's samples (the same measurements, copied from the old sheet) under their own "
        "identification, 3 in 4 of them another rock: 300 of the 1,000 training rows are copies, about 225 "
        "with a conflicting label; validation and test are the lecturer's: a 2x256 MLP under Adam lr 2e-3 "
        "for 40 epochs (every 8th step logged): losses 1.38, 1.11, 1.26, 1.07 ... 0.414-0.653 in the last "
        "third, the val loss 0.592, 0.575, 0.487 ... 0.475 (its minimum, epoch 10), then 0.498-0.632, 0.586 "
        "last, and val accuracy 0.897, 0.887, 0.897 falling to 0.807-0.847 over the last 12, test 0.719 and "
        "0.733 (sound MLPs on clean sheets: 0.29-0.37 and 0.89)",
        (*EVAL, "slow-convergence", "loss-oscillation"),
        family="mlp",
        dataset="rock-hand-samples",
        seed=95005,
    ),
    ZZZC(
        "vzzzc-absolute-humidity-joined-after-scaler-regression-paint",
        Plan(paint_humidity_after_scaler, "mlp", 1e-3, "adam", epochs=20, log_every=8, model_kw=MLP64),
        ("bad-initial-loss",),
        "unnormalized-input",
        "the room sensor's absolute humidity, in mg/m3 (2,400-30,000), joined onto the trial sheet after the "
        "StandardScaler was fit and applied to its 12 columns: a 2x64 regression MLP under Adam lr 1e-3 for "
        "20 epochs (every 8th step logged): losses 2,670, 152, 645, 13.9, 117, 1.85 ... 0.28-4.59 in the "
        "last third, gradient norms 5.7e5 at the first logged step, 82-2.5e4 in the last third, epoch means "
        "1,090, 44.9, 3.11, 1.18, 1.12 ... 0.964-1.64 over the last 7, the val MSE 43.5, 8.3, 1.18, 1.62, "
        "1.18 ... 0.95-1.7 over the last 7 (a mean predictor: 1), test 1.04 (sound regressions on these "
        "trials: 0.016-0.035)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="regression",
        dataset="paint-drying-minutes",
        seed=95006,
        runs=zzzc_runs(hparams={"joined_after_scaler": "abs_humidity_mg_m3"}),
    ),
    ZZZC(
        "vzzzc-test-tags-new-line-camera-zoomed-bncnn-care",
        Plan(care_tags_test_zoomed, "bncnn", 3e-3, "adam", epochs=12, log_every=8),
        ("val-test-gap",),
        "distribution-shift",
        "the test tags are the new weaving line's, photographed by its camera mounted closer: the symbols "
        "fill 1.45-1.75 times the old line's frame, their rims cut off at the tile's edge; training and "
        "validation are the old line's tags: a batch-norm CNN under Adam lr 3e-3 for 12 epochs (every 8th "
        "step logged): losses 1.53, 1.7, 1.48, 1.57 ... 0.196-0.8 in the last third, epoch means 1.56, 1.46, "
        "1.3 ... 0.479, 0.432, the val loss 1.53, 1.48, 1.19 ... 0.687, 0.689, 0.799, 0.915 and val accuracy "
        "0.287 to 0.773, 0.66 last, while the test gives 3.08 and 0.257",
        EVAL,
        family="cnn-bn",
        dataset="care-label-tiles",
        seed=95007,
    ),
    ZZZC(
        "vzzzc-shuffle-kwarg-passed-to-dataset-cnn1d-vacuum",
        Plan(
            vacuum,
            "cnn1d",
            2e-3,
            "adam",
            epochs=12,
            log_every=4,
            sort_by_class=True,
            shuffle=False,
            model_kw=CH16,
        ),
        ("periodic-loss",),
        "data-not-shuffled",
        "the training loader built as DataLoader(MilkingDataset(files, shuffle=True), batch_size=32): the "
        "shuffle flag lands in the dataset's **kwargs (ignored) and the loader keeps the export's order, the "
        "robot's event files one fault after another (normal, liner slip, kick-off, blocked tube, air leak): "
        "a 16-channel 1-D CNN under Adam lr 2e-3 for 12 epochs (every 4th step logged): losses in the same "
        "pattern every epoch, 1.28, 1.1, 1.46, 1.33, 0.106, 1.2, 1.23, 0.816 over epoch 11 and 1.28, 1.09, "
        "1.44, 1.3, 0.093, 1.16, 1.19, 0.76 over epoch 12, epoch means 1.69, 1.57, 1.48, 1.38 ... 1.09, "
        "1.07, the val loss 1.55, 1.48, 1.36 ... 1.02, 0.997 and val accuracy 0.203 to 0.503, test 0.961 and "
        "0.61 (the same CNN shuffled: val 0.697 and 0.697, test 0.592 and 0.767)",
        ("loss-oscillation", "loss-spikes", "train-val-gap", "val-test-gap", "metric-at-baseline"),
        family="cnn",
        dataset="teat-cup-vacuum",
        seed=95008,
    ),
    # --- evaluation
    ZZZC(
        "vzzzc-log-target-train-raw-minutes-val-regression-paint",
        Plan(paint_log_target_train_only, "mlp", 2e-3, "adam", epochs=20, log_every=8, model_kw=MLP64),
        ("train-val-gap",),
        "eval-pipeline-mismatch",
        "the training target is np.log(minutes) standardised, while the validation and test sets, built by "
        "the lab's older evaluation module, keep the raw minutes (standardised with the raw training "
        "minutes' mean and sd): a 2x64 regression MLP under Adam lr 2e-3 for 20 epochs (every 8th step "
        "logged): losses 0.991, 0.611, 0.293, 0.128 ... 0.0057-0.0339 in the last third, epoch means 0.562, "
        "0.0921, 0.0423, 0.0308 ... 0.0104, the val MSE 0.523, 0.434, 0.393, 0.378 ... 0.368-0.397 over the "
        "last 7, 0.376 last (36 times the epoch mean), test 0.36 (sound regressions on these trials: "
        "0.016-0.035)",
        (*EVAL, "val-test-gap"),
        family="regression",
        dataset="paint-drying-minutes",
        seed=95009,
    ),
    ZZZC(
        "vzzzc-val-criterion-reduction-sum-bncnn1d-vacuum",
        Plan(vacuum, "bncnn1d", 3e-3, "adam", epochs=12, log_every=8, model_kw=CH16),
        ("train-val-gap",),
        "wrong-eval-logic",
        "the validation step builds its criterion as nn.CrossEntropyLoss(reduction='sum'), copied from a "
        "script that divided the sum by the dataset's size afterwards (the division was not copied): each "
        "logged val and test loss is its batch's mean times its rows: a batch-norm 1-D CNN under Adam lr "
        "3e-3 over the vacuum traces for 12 epochs (every 8th step logged): losses 1.19, 1.15, 1.14, 1.07 "
        "... 0.378-1.08 in the last third, epoch means 1.23, 0.996, 0.874 ... 0.496, 0.501, the val loss "
        "250, 218, 186, 177 ... 127, 127 (hundreds of times the training loss) while val accuracy climbs "
        "0.54 to 0.753, test 115 and 0.8",
        EVAL,
        family="cnn-bn",
        dataset="teat-cup-vacuum",
        seed=95010,
        runs=zzzc_runs(loss=val_loss_summed, hparams={"val_criterion": "CrossEntropyLoss(reduction='sum')"}),
    ),
    # --- model
    ZZZC(
        "vzzzc-embedding-init-sd-10-gru-mri",
        Plan(
            mri_logs,
            "gru",
            0.1,
            "sgd",
            momentum=0.9,
            epochs=15,
            log_every=8,
            clip=1.0,
            model_fault=embedding_sd_10,
            model_kw=H48,
        ),
        ("slow-convergence",),
        "poor-initialization",
        "the embedding re-initialised with nn.init.normal_(self.embed.weight, std=10), from a config whose "
        "init_std: 0.1 lost its decimal point: the inputs reach the recurrent gates a hundred times their "
        "usual size and saturate them: a GRU (hidden 48) under SGD momentum 0.9 at lr 0.1, clipped at 1.0, "
        "over the MRI logs for 15 epochs (every 8th step logged): losses 1.49, 1.2, 1.27, 0.663 ... "
        "0.209-1.25 in the last third, epoch means 1.23, 0.915, 0.818, 0.787, 0.784, 0.793 ... 0.725-0.78 "
        "over the last 5, the val loss 0.934, 0.87, 0.784, 0.876, 0.909, 0.921, 0.942, 1.02 ... 1.05-1.25 "
        "over the last 5 and val accuracy 0.62-0.693, 0.64 last, test 1.29 and 0.607 (a GRU with its default "
        "embedding, 50 steps under Adam: 0.499 and 0.84)",
        (*STALL, "train-val-gap", "overfitting", "bad-initial-loss", "loss-spikes"),
        family="rnn",
        dataset="mri-session-events",
        seed=95011,
        runs=zzzc_runs(hparams={"init_std": 10}),
    ),
    ZZZC(
        "vzzzc-freeze-backbone-flag-from-scratch-cnn-care",
        Plan(
            care_tags, "cnn", 2e-3, "adam", epochs=12, log_every=8, model_fault=frozen_backbone, model_kw=CH16
        ),
        ("undertrained",),
        "frozen-weights",
        "the config keeps freeze_backbone: true from the fine-tuning recipe it was copied from, and the "
        "script freezes model.body although no pre-trained weights are loaded: both convolutions keep their "
        "random weights and only the head trains: a 16-channel CNN under Adam lr 2e-3 over the care-label "
        "tiles for 12 epochs (every 8th step logged): losses 1.55, 1.52, 1.44, 1.44 ... 0.371-0.794 in the "
        "last third, epoch means 1.51, 1.29, 1.13, 1.02 ... 0.642, 0.615, 0.579, still falling, the val loss "
        "1.43, 1.28, 1.2 ... 0.853, 0.821, 0.8 and val accuracy 0.417 to 0.75, test 0.707 and 0.793 (a "
        "16-channel CNN trained whole: 0.376 and 0.843)",
        ("metric-at-baseline", "slow-convergence"),
        family="cnn",
        dataset="care-label-tiles",
        seed=95012,
        runs=zzzc_runs(hparams={"freeze_backbone": True, "pretrained": None}),
    ),
    ZZZC(
        "vzzzc-large-preset-3x1024-mlp-rocks",
        Plan(rocks, "mlp", 1e-3, "adam", epochs=40, log_every=16, model_kw={"width": 1024, "num_layers": 3}),
        ("overfitting",),
        "model-too-large",
        "the 'large' preset (3x1024, 2.1M parameters) picked for the 1,000 hand samples: a 3x1024 MLP under "
        "Adam lr 1e-3 for 40 epochs (every 16th step logged): losses 0.671, 0.602, 0.27, 0.362 ... "
        "0.00013-0.166 in the last third, 0.00026 last, the val loss 0.468, 0.313 (its minimum, epoch 2), "
        "0.354, 0.473 ... 0.665-1.07 over the last 13, 0.991 last, and val accuracy 0.843-0.883 throughout, "
        "test 1.03 and 0.843 (sound 2-layer MLPs: 0.29-0.37 and 0.89)",
        ("train-val-gap", "zero-train-loss", "val-test-gap"),
        family="mlp",
        dataset="rock-hand-samples",
        seed=95013,
        runs=zzzc_runs(hparams={"preset": "large", "width": 1024, "depth": 3}),
    ),
    # --- workflow
    ZZZC(
        "vzzzc-ckpt-picked-by-string-sort-resnet-care",
        Plan(care_tags, "resnet", 3e-3, "adam", epochs=15, log_every=8),
        ("val-test-gap",),
        "wrong-checkpoint-loaded",
        "the test script loads sorted(glob('ckpt/step=*.ckpt'))[-1], a string sort in which 'step=96.ckpt' "
        "comes after 'step=480.ckpt': it tests the checkpoint of step 96 (epoch 3) of 480: a small residual "
        "net under Adam lr 3e-3 over the care-label tiles for 15 epochs (every 8th step logged): losses "
        "1.63, 1.51, 1.48, 1.42 ... 0.259-0.452 in the last third, the val loss 1.49, 1.39, 1.22, 1.18, "
        "1.07, 0.972, 0.758, 0.828, 0.606, 0.592, 0.54, 2.41, 0.546, 0.561, 0.439 and val accuracy 0.327 to "
        "0.843, while the test gives 1.17 and 0.443 (the third epoch's val numbers: 1.22 and 0.447)",
        EVAL,
        family="resnet",
        dataset="care-label-tiles",
        seed=95014,
        runs=zzzc_runs(test_at_step=96, hparams={"test_ckpt": "sorted(glob('ckpt/step=*.ckpt'))[-1]"}),
    ),
    ZZZC(
        "vzzzc-val-split-named-valid-not-val-transformer-mri",
        Plan(mri_logs, "transformer", 1e-3, "adamw", weight_decay=0.01, epochs=12, log_every=8),
        ("missing-validation",),
        "missing-eval-set",
        "the training script is run with --val-split valid while the data manifest names the split 'val': "
        "the validation loader is built from an empty filter and the trainer skips validation, so no val "
        "loss or accuracy is logged at all: a small transformer under AdamW lr 1e-3 (weight decay 0.01) over "
        "the MRI logs for 12 epochs (every 8th step logged): losses 1.39, 1.2, 1.05, 0.709 ... 0.105-0.552 "
        "in the last third, epoch means 1.19, 0.657, 0.497, 0.414 ... 0.265, 0.274, no val curve, test 0.433 "
        "and 0.87",
        ("undertrained",),
        family="transformer",
        dataset="mri-session-events",
        seed=95015,
        runs=zzzc_runs(
            evaluate=False, hparams={"val_split": "valid", "manifest_splits": ["train", "val", "test"]}
        ),
    ),
    ZZZC(
        "vzzzc-max-epochs-read-from-patience-key-lstm-mri",
        Plan(
            mri_logs,
            "lstm",
            3e-3,
            "adam",
            epochs=3,
            batch_size=100,
            log_every=1,
            val_interval=0.5,
            model_kw=H48,
        ),
        ("undertrained",),
        "too-few-epochs",
        "max_epochs=cfg.patience (3, the early stopping's patience) where cfg.epochs (40) was meant: an LSTM "
        "(hidden 48) under Adam lr 3e-3 at batch 100 over the MRI logs stopped after 3 epochs (30 steps, "
        "every step logged), evaluated twice an epoch: losses 1.6, 1.57, 1.54, 1.54, 1.57 ... 0.943-1.13 in "
        "the last third, 1.03 last, the val loss 1.53, 1.44, 1.31, 1.14, 1.04, 0.92 and val accuracy 0.367 "
        "to 0.687, still falling steeply at the stop, test 0.889 and 0.7 (an LSTM trained 16 epochs: 0.569 "
        "and 0.857)",
        ("slow-convergence",),
        family="rnn",
        dataset="mri-session-events",
        seed=95016,
        runs=zzzc_runs(hparams={"epochs": 40, "patience": 3, "max_epochs": "cfg.patience"}),
    ),
)

HEALTHY: tuple[Variant, ...] = (
    # --- vacuum
    ZZZC(
        "vzzzc-healthy-cnn1d-vacuum-shift-scale-noise-aug",
        Plan(
            vacuum,
            "cnn1d",
            3e-3,
            "adamw",
            weight_decay=0.01,
            epochs=20,
            log_every=8,
            model_fault=vacuum_jitter,
            model_kw=CH16,
        ),
        (),
        None,
        "a sound 16-channel 1-D CNN under AdamW lr 3e-3 (weight decay 0.01) whose training windows are "
        "shifted by up to 4 samples, rescaled by up to 1.11 either way and given 0.05 sd of tube noise, 20 "
        "epochs (every 8th step logged): losses 1.54, 1.38, 1.26, 1.19, 1.12 ... 0.523-0.747 in the last "
        "third, the val loss 1.11, 0.979, 0.957, 0.949 ... 0.634, 0.625, 0.636 in a slow steady descent and "
        "val accuracy 0.543 to 0.713-0.76, test 0.543 and 0.787",
        family="cnn",
        dataset="teat-cup-vacuum",
        seed=95101,
    ),
    ZZZC(
        "vzzzc-healthy-bncnn1d-vacuum-warmup-cosine-val-twice-epoch",
        Plan(
            vacuum,
            "bncnn1d",
            3e-3,
            "adam",
            epochs=8,
            batch_size=16,
            log_every=5,
            val_interval=0.5,
            schedule="warmup-cosine",
            warmup=60,
            model_kw=CH16,
        ),
        (),
        None,
        "a sound batch-norm 1-D CNN under Adam with a 60-step warm-up to 3e-3 and a cosine decay, batch 16, "
        "8 epochs (504 steps, every 5th logged) evaluated twice an epoch: losses 1.68, 1.6, 1.6, 1.51, 1.42, "
        "1.4 ... 0.566-0.774 in the last third, 0.705 last, the val loss 1.35, 1.13, 1.02, 0.971, 0.864, "
        "0.811, 0.846, 0.757, 0.752, 0.724, 0.697, 0.701, 0.68, 0.672, 0.675, 0.667 flattening as the lr "
        "anneals, and val accuracy 0.507 to 0.707-0.72, test 0.57 and 0.8",
        family="cnn-bn",
        dataset="teat-cup-vacuum",
        seed=95102,
    ),
    ZZZC(
        "vzzzc-healthy-cnn1d-vacuum-sgd-3000-steps-every-100",
        Plan(
            vacuum_long,
            "cnn1d",
            0.01,
            "sgd",
            momentum=0.9,
            epochs=24,
            batch_size=16,
            log_every=100,
            model_kw=CH16,
        ),
        (),
        None,
        "a sound 16-channel 1-D CNN under SGD momentum 0.9 at lr 0.01, batch 16, over a 2,000-window draw "
        "for 24 epochs (3,000 steps, every 100th logged): losses 1.32, 0.932, 0.899, 0.883, 0.902, 0.871, "
        "0.843, 0.851, 0.835, 0.83, 0.802, 0.817 (flat for 1,000 steps), then 0.756, 0.723, 0.669 ... 0.384, "
        "0.369, the val loss 0.977, 0.938, 0.912, 0.895, 0.879, 0.899, 0.87, 0.838 ... then 0.79, 0.776, "
        "0.693 ... 0.428, 0.427 and val accuracy 0.587 to 0.853, test 0.334 and 0.877",
        family="cnn",
        dataset="teat-cup-vacuum",
        seed=95103,
    ),
    # --- care tags
    ZZZC(
        "vzzzc-healthy-resnet-care-step-cut-after-val-bump",
        Plan(
            care_tags,
            "resnet",
            0.05,
            "sgd",
            momentum=0.9,
            weight_decay=5e-4,
            epochs=14,
            log_every=8,
            schedule="step",
            step_size=256,
            gamma=0.1,
        ),
        (),
        None,
        "a sound small residual net under SGD momentum 0.9 at lr 0.05 (weight decay 5e-4) with StepLR (x0.1 "
        "at step 256, after epoch 8), 14 epochs (every 8th step logged): losses 1.63, 1.58, 1.51, 1.27 ... "
        "0.0651-0.578 in the last third, epoch means 1.51, 1.15, 0.925, 0.854, 0.63, 0.478, 0.427, 0.372, "
        "then 0.262 ... 0.164, the val loss 1.58, 1.68, 1.58, 1.05, 2.04, 0.852, 0.647, 0.821 (jumping at "
        "the high lr), then 0.38, 0.346, 0.36, 0.327, 0.319, 0.322 after the cut and val accuracy "
        "0.353-0.78, then 0.853-0.887, test 0.222 and 0.907",
        family="resnet",
        dataset="care-label-tiles",
        seed=95104,
    ),
    ZZZC(
        "vzzzc-healthy-bncnn-care-bf16-early-stop",
        Plan(care_tags, "bncnn", 3e-3, "adam", epochs=40, log_every=10, early_stop=3, bf16=True),
        (),
        None,
        "a sound batch-norm CNN in bf16-mixed under Adam lr 3e-3 with early stopping (patience 3) ending it "
        "at epoch 14 of 40 (every 10th step logged): losses 1.6, 1.51, 1.39, 1.39 ... 0.348-0.772 in the "
        "last third, epoch means 1.55, 1.39, 1.26 ... 0.497, 0.528, the val loss 1.5, 1.47, 1.32 ... 0.769, "
        "0.686 (its minimum, epoch 11), 0.69, 1.21, 0.759 and val accuracy 0.36 to 0.783, 0.517 at the "
        "spike, 0.753 last, test 0.798 and 0.67",
        family="cnn-bn",
        dataset="care-label-tiles",
        seed=95105,
    ),
    ZZZC(
        "vzzzc-healthy-cnn-care-plain-sgd-slow-start",
        Plan(care_tags, "cnn", 0.03, "sgd", epochs=20, log_every=8, model_kw=CH16),
        (),
        None,
        "a sound 16-channel CNN under plain SGD (no momentum) at lr 0.03 for 20 epochs (every 8th step "
        "logged): losses 1.61, 1.55, 1.62, 1.43, 1.46, 1.43 ... 0.0725-0.653 in the last third, epoch means "
        "1.56, 1.4, 1.16, 0.967 ... 0.16, 0.163, the val loss 1.55, 1.4, 1.53, 1.06, 1.13, 1.0, 1.25, 0.842 "
        "... 0.469-0.633 over the last 6 and val accuracy 0.28, 0.36, 0.36 to 0.783-0.837, test 0.376 and "
        "0.843",
        family="cnn",
        dataset="care-label-tiles",
        seed=95106,
    ),
    ZZZC(
        "vzzzc-healthy-bncnn-care-erase-aug-dropout-val-every-2",
        Plan(
            care_tags,
            "bncnn",
            2e-3,
            "adam",
            epochs=24,
            log_every=8,
            val_every_epochs=2,
            model_fault=tag_jitter,
            model_kw={"channels": 16, "dropout": 0.2},
        ),
        (),
        None,
        "a sound batch-norm CNN (16 channels, dropout 0.2) under Adam lr 2e-3 whose training tiles are "
        "shifted by up to a pixel, 8% of their pixels erased and 0.2 sd of noise added, 24 epochs evaluated "
        "every 2nd epoch (every 8th step logged): losses 1.62, 1.58, 1.55, 1.49 ... 0.465-0.66 in the last "
        "third, the val loss 1.34, 1.21, 1.23, 0.768, 0.836, 0.681, 0.662, 0.812, 0.473, 0.569, 0.644, 0.618 "
        "and val accuracy 0.427 to 0.713-0.847, test 0.447 and 0.833",
        family="cnn-bn",
        dataset="care-label-tiles",
        seed=95107,
    ),
    # --- mri
    ZZZC(
        "vzzzc-healthy-transformer-mri-long-warmup-batch-16",
        Plan(
            mri_logs,
            "transformer",
            1e-3,
            "adamw",
            weight_decay=0.01,
            epochs=6,
            batch_size=16,
            log_every=5,
            schedule="warmup-cosine",
            warmup=150,
        ),
        (),
        None,
        "a sound small transformer under AdamW (weight decay 0.01) with a 150-step warm-up to 1e-3 and a "
        "cosine decay, batch 16, 6 epochs (378 steps, every 5th logged): losses 1.99, 1.79, 1.87, 1.69, "
        "1.89, 1.67 (above ln 5 = 1.61 through the warm-up) ... 0.122-0.825 in the last third, epoch means "
        "1.64, 1.05, 0.558, 0.412, 0.343, 0.315, the val loss 1.36, 0.713, 0.525, 0.484, 0.455, 0.45 and val "
        "accuracy 0.447, 0.787, 0.827, 0.83, 0.84, 0.837, test 0.437 and 0.867",
        family="transformer",
        dataset="mri-session-events",
        seed=95108,
    ),
    ZZZC(
        "vzzzc-healthy-lstm-mri-cyclic-val-every-2",
        Plan(
            mri_logs,
            "lstm",
            0.02,
            "sgd",
            momentum=0.9,
            epochs=16,
            log_every=4,
            val_every_epochs=2,
            clip=1.0,
            schedule="cyclic",
            model_kw=H48,
        ),
        (),
        None,
        "a sound LSTM (hidden 48) under SGD momentum 0.9, clipped at 1.0, with a triangular cyclic lr "
        "between 0.01 and 0.2 (64 steps up, 64 down), 16 epochs evaluated every 2nd epoch (every 4th step "
        "logged): losses 1.6, 1.58, 1.56, 1.56, 1.47 ... 0.0211-0.354 in the last third, epoch means 1.5, "
        "0.93, 0.526, 0.417, 0.349, 0.373 ... 0.152, the val loss 0.614, 0.5, 0.51, 0.459, 0.473, 0.475, "
        "0.667 (as the lr climbs back), 0.536 and val accuracy 0.747 to 0.853, 0.817-0.83 after, test 0.569 "
        "and 0.857",
        family="rnn",
        dataset="mri-session-events",
        seed=95109,
        runs=zzzc_runs(schedule=cyclic(0.01, 0.2, 64), hparams={"cyclic": [0.01, 0.2, 64]}),
    ),
    ZZZC(
        "vzzzc-healthy-gru-mri-50-steps-every-step",
        Plan(
            mri_logs, "gru", 5e-3, "adam", epochs=2, max_steps=50, log_every=1, val_interval=0.5, model_kw=H48
        ),
        (),
        None,
        "a sound GRU (hidden 48) under Adam lr 5e-3 stopped at max_steps=50, evaluated twice an epoch (every "
        "step logged): losses 1.6, 1.54, 1.48, 1.44, 1.51, 1.37 ... 0.397-0.935 in the last third, 0.397 "
        "last, epoch means 1.13 and 0.574 (18 steps), the val loss 1.05, 0.701, 0.602 and val accuracy "
        "0.623, 0.697, 0.78, still improving when it stops, test 0.499 and 0.84",
        family="rnn",
        dataset="mri-session-events",
        seed=95110,
    ),
    # --- paint
    ZZZC(
        "vzzzc-healthy-regression-paint-adam-3e-4-val-every-4",
        Plan(paint, "mlp", 3e-4, "adam", epochs=40, log_every=20, val_every_epochs=4, model_kw=MLP64),
        (),
        None,
        "a sound 2x64 regression MLP under Adam lr 3e-4 for 40 epochs evaluated every 4th epoch (every 20th "
        "step logged): losses 0.343, 0.77, 0.755, 0.565, 1.73 ... 0.0043-0.0985 in the last third, epoch "
        "means 0.979, 0.825, 0.671, 0.516 ... 0.017, 0.016, still creeping down, the val MSE 0.448, 0.208, "
        "0.0915, 0.0538, 0.0412, 0.0329, 0.029, 0.0266, 0.0242, 0.0246, test 0.0354",
        family="regression",
        dataset="paint-drying-minutes",
        seed=95111,
    ),
    ZZZC(
        "vzzzc-healthy-regression-paint-dropout-plateau",
        Plan(
            paint,
            "mlp",
            3e-3,
            "adam",
            epochs=25,
            log_every=8,
            schedule="plateau",
            gamma=0.5,
            model_kw={"width": 128, "num_layers": 2, "dropout": 0.3},
        ),
        (),
        None,
        "a sound 2x128 regression MLP with dropout 0.3 under Adam lr 3e-3 with ReduceLROnPlateau (x0.5, "
        "patience 0; the lr down to 4.6e-8), 25 epochs (every 8th step logged): losses 0.306, 0.258, 0.158, "
        "0.0809 ... 0.0146-0.24 in the last third, epoch means 0.507, 0.143, 0.155, 0.112 ... 0.057-0.077 "
        "over the last 14, the val MSE 0.156, 0.0892, 0.0457, 0.0364, 0.0472, 0.0319 ... 0.029 at each of "
        "the last 13 (half the epoch means), test 0.0316",
        family="regression",
        dataset="paint-drying-minutes",
        seed=95112,
    ),
    ZZZC(
        "vzzzc-healthy-regression-paint-batch-8-exp-decay",
        Plan(
            paint_long,
            "mlp",
            2e-3,
            "adam",
            epochs=4,
            batch_size=8,
            log_every=4,
            schedule="exp",
            gamma=0.999,
            model_kw=MLP64,
        ),
        (),
        None,
        "a sound 2x64 regression MLP under Adam lr 2e-3 with an exponential decay (x0.999 a step; 7.4e-4 at "
        "the end), batch 8, over a 2,000-trial draw for 4 epochs (1,000 steps, every 4th logged): per-step "
        "losses 0.245, 0.123, 0.181, 0.48, 0.544, 0.746 ... 0.0018-0.0998 in the last third, epoch means "
        "0.206, 0.0308, 0.0228, 0.0166, the val MSE 0.0302, 0.0179, 0.0152, 0.0132, test 0.0161",
        family="regression",
        dataset="paint-drying-minutes",
        seed=95113,
    ),
    # --- rocks
    ZZZC(
        "vzzzc-healthy-mlp-rocks-dropout-04-warmup-cosine-early-stop",
        Plan(
            rocks,
            "mlp",
            3e-3,
            "adamw",
            weight_decay=0.01,
            epochs=40,
            log_every=8,
            schedule="warmup-cosine",
            warmup=60,
            early_stop=4,
            model_kw={"width": 128, "num_layers": 2, "dropout": 0.4},
        ),
        (),
        None,
        "a sound 2x128 MLP with dropout 0.4 under AdamW (weight decay 0.01) with a 60-step warm-up to 3e-3 "
        "and a cosine decay planned over 40 epochs, early stopping (patience 4) ending it at epoch 10 (every "
        "8th step logged; the lr still 2.7e-3): losses 1.54, 1.49, 1.37, 1.21, 0.769 ... 0.151-0.505 in the "
        "last third, epoch means 1.46, 0.641, 0.413 ... 0.291, 0.252, the val loss 1.05, 0.34, 0.358, 0.323, "
        "0.314, 0.31, 0.316, 0.323, 0.311, 0.327 and val accuracy 0.81 to 0.86-0.883, test 0.288 and 0.887",
        family="mlp",
        dataset="rock-hand-samples",
        seed=95114,
    ),
    ZZZC(
        "vzzzc-healthy-mlp-rocks-batch-4-every-step",
        Plan(
            rocks,
            "mlp",
            5e-4,
            "adam",
            epochs=2,
            batch_size=4,
            max_steps=300,
            log_every=1,
            val_interval=0.5,
            model_kw=MLP64,
        ),
        (),
        None,
        "a sound 2x64 MLP under Adam lr 5e-4 at batch 4 stopped at max_steps=300, evaluated twice an epoch "
        "(steps 125 and 250; every step logged): losses 1.59, 1.59, 1.78, 1.68, 1.57 ... 0.201-1.4 in the "
        "last third (four rows a batch), epoch means 1.12 and 0.527, the val loss 1.11, 0.532 and val "
        "accuracy 0.857, 0.88, test 0.456 and 0.863",
        family="mlp",
        dataset="rock-hand-samples",
        seed=95115,
    ),
    ZZZC(
        "vzzzc-healthy-mlp-rocks-sgd-nesterov-onecycle",
        Plan(
            rocks,
            "mlp",
            0.1,
            "sgd",
            momentum=0.9,
            epochs=15,
            log_every=4,
            schedule="onecycle",
            model_kw=MLP64,
        ),
        (),
        None,
        "a sound 2x64 MLP under SGD momentum 0.9 (Nesterov) with a one-cycle lr (peak 0.1) over 15 epochs "
        "(every 4th step logged): losses 1.6, 1.58, 1.62, 1.59, 1.57 ... 0.0085-0.427 in the last third, "
        "epoch means 1.54, 0.728, 0.314, 0.281 ... 0.086, 0.08, the val loss 1.27, 0.422, 0.357, 0.385, "
        "0.387, 0.352 (its minimum, epoch 6) ... 0.385-0.404 over the last 5 and val accuracy 0.567 to "
        "0.873-0.893, test 0.367 and 0.887",
        family="mlp",
        dataset="rock-hand-samples",
        seed=95116,
        runs=zzzc_runs(optimizer_kw={"nesterov": True}, hparams={"nesterov": True}),
    ),
)
