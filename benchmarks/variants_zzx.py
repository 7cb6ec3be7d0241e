"""Variant battery zzx: a look-alike of an external held-out suite, real framework runs (`--battery zzx`).

    nice -n 10 python benchmarks/variants.py --battery zzx --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery zzx [--runs]

Like batteries d-zzv, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is the log),
trained by battery d's runner through the earlier batteries' wrappers (battery zf's runner with w's
checkpoint the test loads and its run without evaluation, zd's replaced schedule), battery zj's model
wrapper and this battery's own hooks (gradients clamped by value at 1e-4, a warm-up + cosine schedule
stepped twice a batch, Adam's lr scaled by the batch size instead of batch / 256, a zero_grad() on the
EMA copy's optimizer, windows cut with overlap from continuous recordings and split at random, a
sampler weighted by the class counts instead of their inverse, a pre-classifier's labels accepted
unchecked, a StandardScaler(with_std=False), the test computed on the training loader, the evaluation
windows read with the old digitiser's polarity, a validation split name that matches no row, every
Linear layer initialised to a constant, an encoder called under torch.no_grad(), a max_time from a
smoke config, a hard-coded epoch=1 checkpoint, a df.sample(frac=0.1) left from debugging), so each case
can run in each of the three layouts; the layout rotation of variants.py picks one.
It was written blind: its author trained it with `--train-only`, read the raw logged numbers of each
run, and never diagnosed or scored it, so it is held-out data for the tool.
Its halves are even (16 faulty, 16 healthy; one fault each, one cause a case, spread over every family
of cause: optimisation, data, evaluation, model, workflow; ~2-3 CPU-minutes to train on the shared
2-core machine), injected into data sets no battery had at a realistic strength, in forms earlier
batteries did not use (see each case's description and each hook's docstring).
Runs of ~25 to ~3,000 steps: MLPs (2x64 to 2x256, dropout 0.5), 2-D CNNs with and without batch norm, a
small residual net, 1-D CNNs with and without batch norm, a GRU reading the windows sample by sample,
GRU / LSTM readers of code sequences, small transformers and regression MLPs; SGD with and without
(Nesterov) momentum, Adam, AdamW and RMSprop; constant, warm-up + cosine, warm-up + linear, step,
multi-step, one-cycle, plateau and cyclic schedules; bf16-mixed autocast, shift / gain / noise and
rotation / flip augmentation, code dropout, dropout, early stopping, clipping; batches of 4 to 128;
cadences from every step to once every 100 steps, evaluations four times an epoch to every 3 epochs
(and never).
The data sets are new, all made offline with numpy from known generating models (see each generator): a
volcano observatory's infrasound windows (64 samples: background, a long-period event, an explosion,
gas chugging, a rockfall), a plankton imager's 12x12 silhouettes (a diatom chain, a copepod, a
radiolarian, a dinoflagellate, detritus), a dental practice's billing-code histories (preventive,
periodontal, restorative, endodontic, orthodontic pathways; left-padded to 16), racing pigeons' race
velocities (from the distance, the wind, the bird's age, the weather, its rest; standardised) and an
olive oil lab's grades (extra virgin, virgin, lampante, refined, pomace blend; from 12 chemistry
columns).
The healthy half holds sound runs a naive reader can take for a fault: val losses below the training
loss under shift / gain / noise or rotation / flip augmentation, code dropout or dropout 0.5, batch-4
losses logged every step, bf16 noise under a one-cycle schedule, a val bump before a multi-step cut, a
long warm-up, cyclic bumps, a recurrent reader that stalls and then drops, a plateau schedule, early
stopping, evaluations every 3 epochs and twice an epoch, a slow plain-SGD regression over 3,000 steps
logged every 100, a 60-step run still improving.
Split, layout rotation and labels follow variants.py's rules; a Lightning case's `every` is its
`log_every_n_steps`.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from benchmarks.variants import RUNAWAY, STALL, Variant, _generated, _regression_table
from benchmarks.variants_d import Plan, Runner
from benchmarks.variants_l import L
from benchmarks.variants_w import EVAL, MLP64
from benchmarks.variants_ze import cyclic, lambda_schedule, multistep
from benchmarks.variants_zf import zf_runs
from benchmarks.variants_zh import _patch_splits, _token_splits
from benchmarks.variants_zj import _augmented, _signal_splits, _stats

if TYPE_CHECKING:
    import torch

    from tests.suite.datasets import Splits

SIZES = (1000, 300, 300)


# ---------------------------------------------------------------- data sets no battery has


INFRASOUND_EVENTS = ("background", "long-period", "explosion", "chugging", "rockfall")


def _infrasound(seed: int, n: int, length: int = 64) -> tuple[Any, Any]:
    """A volcano observatory's infrasound microphone (Pa, band-passed), `length` samples a window,
    labelled by the duty volcanologist: background (the ocean's microbarom, a slow swell, and wind
    noise), a long-period event (a decaying monochromatic ringing of the conduit, a period of 7-12
    samples), an explosion (a sharp compression and a longer rarefaction, then a short coda), gas
    chugging (a train of 3-7 pulses at a steady 5-10 sample interval) or a rockfall (an emergent,
    spindle-shaped burst of broadband noise). Every window has its own microbarom (a period of 18-40
    samples, 0.2-0.8 Pa), wind noise (red, sd 0.2-0.7), an event onset and an amplitude (0.6-2 Pa): a
    faint rockfall in the wind reads as background, so sound 1-D CNNs stop near 0.72-0.83."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.3, 0.175, 0.175, 0.175, 0.175])
    t = np.arange(length, dtype=float)
    x = np.zeros((n, length))
    for i in range(n):
        s = rng.uniform(0.1, 0.5) * np.sin(2 * np.pi * t / rng.uniform(18, 40) + rng.uniform(0, 2 * np.pi))
        wind = np.cumsum(rng.normal(0, 1, length))
        wind = wind - np.convolve(wind, np.ones(9) / 9, mode="same")
        s = s + rng.uniform(0.1, 0.45) * wind / (wind.std() + 1e-9)
        amp, t0 = rng.uniform(0.6, 2.0), rng.uniform(4, length - 30)
        d = t - t0
        on = d >= 0
        if y[i] == 1:
            s = s + amp * np.where(on, np.sin(2 * np.pi * d / rng.uniform(7, 12)) * np.exp(-d / 16), 0)
        elif y[i] == 2:
            w = rng.uniform(1.0, 2.0)
            s = s + amp * 1.6 * (
                np.exp(-((d - w) ** 2) / (2 * (w / 2) ** 2))
                - 0.55 * np.exp(-((d - 3.5 * w) ** 2) / (2 * w**2))
            )
            s = s + amp * 0.3 * np.where(on, rng.normal(0, 1, length) * np.exp(-d / 6), 0)
        elif y[i] == 3:
            gap = rng.uniform(5, 10)
            for k in range(int(rng.integers(3, 8))):
                s = s + amp * 0.8 * np.exp(-((d - k * gap) ** 2) / 1.2)
        elif y[i] == 4:
            env = np.where(on, (d / 10) * np.exp(1 - d / 10), 0)
            s = s + amp * 0.9 * env * rng.normal(0, 1, length)
        x[i] = s
    return x, y


def infrasound(
    seed: int = 71101, sizes: tuple[int, int, int] = SIZES, name: str = "volcano-infrasound-64"
) -> Splits:
    """The windows (N, 64), centred and scaled by the training windows' mean and sd, 5 classes."""
    x, y = _infrasound(seed, sum(sizes))
    return _signal_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def infrasound_overlapping_windows() -> Splits:
    """The bug: the archive's continuous recordings are cut into 64-sample windows with a hop of 1
    sample (the sliding detector's setting: each event lands in four windows shifted by 1 sample), and
    the windows are then split into training and validation at random, so a validation window sits,
    shifted by a sample or two, in up to three training windows; the test windows are a later
    month's, cut without overlap."""
    import numpy as np

    long_x, long_y = _infrasound(71102, 325, length=67)
    x = np.concatenate([long_x[:, k : k + 64] for k in (0, 1, 2, 3)])
    y = np.concatenate([long_y] * 4)
    order = np.random.default_rng(71103).permutation(len(y))
    x_test, y_test = _infrasound(71104, SIZES[2])
    return _signal_splits(
        np.concatenate([x[order], x_test]),
        np.concatenate([y[order], y_test]),
        SIZES,
        "volcano-infrasound-64",
        _stats(x),
    )


def infrasound_eval_polarity_flipped() -> Splits:
    """The bug: the evaluation loader reads the validation and test windows with the old digitiser's
    sign convention (a rarefaction positive) kept in its config, while the training cache was written
    with the new one: every validation and test window is the negative of its recording."""
    import numpy as np

    x, y = _infrasound(71105, sum(SIZES))
    x = np.concatenate([x[: SIZES[0]], -x[SIZES[0] :]])
    return _signal_splits(x, y, SIZES, "volcano-infrasound-64", _stats(x[: SIZES[0]]))


PLANKTON_TAXA = ("diatom-chain", "copepod", "radiolarian", "dinoflagellate", "detritus")


def _plankton(seed: int, n: int) -> tuple[Any, Any]:
    """12x12 grey silhouettes (0-255, objects bright on a dark field) from a flow-through plankton
    imager, labelled by the taxonomist: a diatom chain (3-5 small round cells in a line at any angle),
    a copepod (an oval body with two long thin antennae swept back), a radiolarian (a round body with
    6-10 thin radial spines), a dinoflagellate (a round cell crossed by a dark girdle groove) or
    detritus (an irregular clump of 3-6 blobs). Each object has its own size, angle, place, brightness
    (60-140 over a 10-30 background), a focus blur and noise (sd 8-18): an out-of-focus radiolarian
    reads as a dinoflagellate and a short chain as detritus, so sound CNNs stop near 0.8-0.9."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.24, 0.22, 0.14, 0.18, 0.22])
    yy, xx = np.mgrid[0:12, 0:12].astype(float)
    x = np.zeros((n, 12, 12))
    for i in range(n):
        cx, cy = rng.uniform(4.5, 7.5, 2)
        a = rng.uniform(0, 2 * np.pi)
        u = (xx - cx) * np.cos(a) + (yy - cy) * np.sin(a)
        v = -(xx - cx) * np.sin(a) + (yy - cy) * np.cos(a)
        img = np.zeros((12, 12))
        if y[i] == 0:
            k = int(rng.integers(3, 6))
            for j in range(k):
                p = (j - (k - 1) / 2) * rng.uniform(1.8, 2.3)
                img += np.exp(-((u - p) ** 2 + v**2) / 0.9)
        elif y[i] == 1:
            img += np.exp(-((u / 2.4) ** 2 + (v / 1.3) ** 2))
            for side in (-1, 1):
                along = np.clip(-u - 1.0, 0, 5)
                img += 0.7 * np.exp(-((v - side * (1.0 + 0.5 * along)) ** 2) / 0.25) * (u < -0.5) * (u > -6)
        elif y[i] == 2:
            r = np.sqrt(u**2 + v**2)
            img += np.exp(-(r**2) / 2.5)
            m = int(rng.integers(6, 11))
            ang = np.arctan2(v, u)
            img += 0.6 * (np.cos(m * ang) > 0.85) * (r > 1.5) * (r < 5.5)
        elif y[i] == 3:
            r = np.sqrt((u / 1.1) ** 2 + v**2)
            img += 1 / (1 + np.exp((r - 3.0) / 0.5))
            img *= 1 - 0.75 * np.exp(-((u + 0.3 * v**2 / 3) ** 2) / 0.35)
        else:
            for _ in range(int(rng.integers(3, 7))):
                px, py = rng.normal(0, 1.6, 2)
                img += rng.uniform(0.4, 1.0) * np.exp(
                    -((u - px) ** 2 + (v - py) ** 2) / rng.uniform(0.5, 2.0)
                )
        img = np.clip(img, 0, 1.3)
        blur = rng.uniform(0, 0.35)
        img = (1 - 4 * blur / 4) * img + blur / 4 * (
            np.roll(img, 1, 0) + np.roll(img, -1, 0) + np.roll(img, 1, 1) + np.roll(img, -1, 1)
        )
        image = rng.uniform(10, 30) + rng.uniform(60, 140) * img
        x[i] = np.clip(image + rng.normal(0, rng.uniform(8, 18), (12, 12)), 0, 255)
    return x, y


def plankton(
    seed: int = 71201, sizes: tuple[int, int, int] = SIZES, name: str = "plankton-imager-12"
) -> Splits:
    """The silhouettes as (N, 1, 12, 12), centred and scaled by the training images' mean and sd, 5
    classes."""
    x, y = _plankton(seed, sum(sizes))
    return _patch_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def plankton_preclassifier_labels() -> Splits:
    """The bug: the training labels of the last two cruises (40% of the training images) are the
    imager's built-in pre-classifier's calls, accepted unchecked; it calls every copepod a diatom
    chain (both elongated) and every dinoflagellate detritus; validation and test labels are the
    taxonomist's."""
    import numpy as np

    x, y = _plankton(71202, sum(SIZES))
    rng = np.random.default_rng(71203)
    y = y.copy()
    hit = (rng.random(len(y)) < 0.4) & (np.arange(len(y)) < SIZES[0])
    y[hit & (y == 1)] = 0
    y[hit & (y == 3)] = 4
    return _patch_splits(x, y, SIZES, "plankton-imager-12", _stats(x[: SIZES[0]]))


def plankton_debug_sample() -> Splits:
    """The bug: `train_df = train_df.sample(frac=0.1, random_state=0)` left in from a debugging run:
    100 of the 1,000 training images (validation and test whole)."""
    data = plankton(71204)
    return replace(data, x_train=data.x_train[:100], y_train=data.y_train[:100])


DENTAL_CODES = (
    "pad",
    "exam-periodic",
    "exam-comprehensive",
    "bitewing-xray",
    "panoramic-xray",
    "periapical-xray",
    "prophylaxis",
    "fluoride",
    "sealant",
    "scaling-root-planing",
    "perio-maintenance",
    "perio-charting",
    "filling-composite",
    "filling-amalgam",
    "crown-prep",
    "crown-seat",
    "pulpotomy",
    "root-canal-molar",
    "post-and-core",
    "ortho-records",
    "bracket-placement",
    "wire-adjustment",
    "retainer",
)
PATHWAYS = ("preventive", "periodontal", "restorative", "endodontic", "orthodontic")
_PATH_STARTS = ((1, 3), (2, 11), (1, 3), (2, 5), (2, 19))
_PATH_CODES = ((6, 7, 8, 3), (9, 10, 11, 4), (12, 13, 14, 15), (5, 16, 17, 18), (19, 20, 21, 22))
_PATH_LENGTHS = ((4, 10), (6, 15), (5, 13), (5, 12), (7, 16))


def _dental(seed: int, n: int, length: int = 16) -> tuple[Any, Any]:
    """A dental practice's billing-code history of one patient over two years (22 codes: exams,
    x-rays, prophylaxis, fluoride, sealants, scaling and root planing, periodontal maintenance and
    charting, fillings, crowns, a pulpotomy, a molar root canal, a post and core, orthodontic
    records, brackets, wire adjustments, a retainer), left-padded to 16 with 0, labelled by the care
    pathway the treatment coordinator assigned (preventive, periodontal, restorative, endodontic,
    orthodontic). Each pathway is a Markov chain over a shared base (any code can follow any other)
    that starts from its own codes, favours its own four and has its own range of lengths; a tenth of
    the codes are the front desk's billing errors (a random code): a short restorative history reads as
    endodontic, so sound sequence models stop near 0.85-0.92."""
    import numpy as np

    base_rng = np.random.default_rng(7131)
    kinds = len(DENTAL_CODES) - 1
    base = base_rng.dirichlet(np.full(kinds, 0.5), kinds)
    chains = []
    for c in range(5):
        boost = np.zeros(kinds)
        boost[[e - 1 for e in _PATH_CODES[c]]] = 0.4 / 4
        chain = 0.6 * base + boost
        chains.append(chain / chain.sum(1, keepdims=True))
    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.3, 0.17, 0.23, 0.15, 0.15])
    x = np.zeros((n, length), dtype=np.int64)
    for i in range(n):
        c = int(y[i])
        codes = [int(rng.choice(_PATH_STARTS[c]))]
        for _ in range(int(rng.integers(*_PATH_LENGTHS[c])) - 1):
            codes.append(int(rng.choice(kinds, p=chains[c][codes[-1] - 1])) + 1)
        codes = [int(rng.integers(1, kinds + 1)) if rng.random() < 0.1 else e for e in codes]
        x[i, length - len(codes) :] = codes
    return x, y


def dental(
    seed: int = 71301, sizes: tuple[int, int, int] = SIZES, name: str = "dental-billing-codes"
) -> Splits:
    """Histories (N, 16) over 23 ids (0 the padding), 5 classes."""
    x, y = _dental(seed, sum(sizes))
    return _token_splits(x, y, sizes, name)


PIGEON_COLUMNS = (
    "distance_km",
    "wind_along_ms",
    "wind_cross_ms",
    "age_years",
    "cock",
    "widowhood",
    "rest_days",
    "release_temp_c",
    "cloud_pct",
    "rain",
    "loft_altitude_m",
    "ring_number",
)


def _pigeons(seed: int, n: int) -> tuple[Any, Any]:
    """A racing pigeon federation's results: a bird's race velocity (m/min) from the race distance
    (100-900 km), the wind along and across the line of flight (m/s), the bird's age and sex, the
    widowhood system (a cock raced to his hen), the days of rest since its last race, the release
    temperature, the cloud cover, rain en route, its loft's altitude and its ring number (a serial
    with no bearing). A tailwind adds ~45 m/min per m/s, a crosswind costs a little, long races tire
    birds (and more so in heat), birds peak at 2-4 years, widowhood cocks fly faster, rest helps up to
    two weeks, clouds and rain slow the homing. A bird's own quality (sd 45 m/min) and the race's
    chance (sd 35) make the floor: standardised, sound models stop near an MSE of 0.1-0.15."""
    import numpy as np

    rng = np.random.default_rng(seed)
    dist = rng.uniform(100, 900, n)
    along = rng.normal(0, 3.5, n)
    cross = np.abs(rng.normal(0, 3, n))
    age = rng.integers(1, 9, n).astype(float)
    cock = (rng.random(n) < 0.55).astype(float)
    widow = cock * (rng.random(n) < 0.5)
    rest = rng.integers(5, 29, n).astype(float)
    temp = rng.uniform(8, 32, n)
    cloud = rng.uniform(0, 100, n)
    rain = (rng.random(n) < 0.15).astype(float)
    alt = rng.uniform(0, 600, n)
    ring = rng.integers(100000, 999999, n).astype(float)
    velocity = (
        1300
        + 45 * along
        - 6 * cross
        - 0.18 * (dist - 300) * (1 + 0.03 * np.maximum(0, temp - 22))
        - 25 * (age - 3) ** 2 / 4
        + 30 * cock
        + 55 * widow
        + 40 * (1 - np.exp(-(rest - 5) / 5))
        - 0.5 * cloud
        - 90 * rain
        - 0.03 * alt
    )
    velocity = velocity + rng.normal(0, 45, n) + rng.normal(0, 35, n)
    x = np.column_stack([dist, along, cross, age, cock, widow, rest, temp, cloud, rain, alt, ring])
    return x, velocity


def pigeons(
    seed: int = 71401, sizes: tuple[int, int, int] = SIZES, name: str = "pigeon-race-velocity"
) -> Splits:
    """12 standardised columns, the velocity standardised."""
    x, velocity = _pigeons(seed, sum(sizes))
    return _regression_table(name, x, velocity, sizes)


def pigeons_long() -> Splits:
    """A 2,000-result draw."""
    x, velocity = _pigeons(71402, 2600)
    return _regression_table("pigeon-race-velocity-2000", x, velocity, (2000, 300, 300))


def pigeons_centred_not_scaled() -> Splits:
    """The bug: StandardScaler(with_std=False), copied from a PCA pipeline's centring step: the
    columns are centred on the training rows but keep their units (a distance sd of ~230 km, an
    altitude sd of ~170 m, a ring number sd of ~260,000); the target is standardised."""
    import numpy as np

    x, velocity = _pigeons(71403, sum(SIZES))
    x = x - np.mean(x[: SIZES[0]], 0)
    return _regression_table("pigeon-race-velocity", x, velocity, SIZES, features_scaled=False)


OLIVE_COLUMNS = (
    "free_acidity_pct",
    "peroxide_meq_kg",
    "k232",
    "k270",
    "delta_k",
    "waxes_mg_kg",
    "stigmastadienes_mg_kg",
    "oleic_pct",
    "linoleic_pct",
    "polyphenols_mg_kg",
    "panel_defect_median",
    "panel_fruity_median",
)
OLIVE_GRADES = ("extra-virgin", "virgin", "lampante", "refined", "pomace-blend")


def _olive(seed: int, n: int, shares: tuple[float, ...] = (0.42, 0.22, 0.12, 0.14, 0.1)) -> tuple[Any, Any]:
    """An olive oil control lab's samples, labelled by the grade the lab's committee assigned (extra
    virgin, virgin, lampante, refined, a pomace blend) from 12 columns: the free acidity, the peroxide
    value, the UV absorbances K232 and K270 and delta-K, the waxes, the stigmastadienes (a refining
    marker), the oleic and linoleic shares, the polyphenols and the tasting panel's medians of defect
    and fruitiness. Each grade draws them (log-normally) around its own levels, with a cultivar and
    harvest spread shared by all: a virgin oil with a mild defect reads as extra virgin and a
    soft-refined blend as refined, so sound MLPs stop near 0.8-0.84."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=list(shares))
    levels = np.array(
        [
            # acid, perox, k232, k270, dk, waxes, stigma, oleic, linoleic, phenols, defect, fruity
            [0.35, 9, 1.9, 0.15, 0.003, 110, 0.03, 74, 8.0, 330, 0.05, 4.2],
            [1.2, 14, 2.3, 0.20, 0.005, 160, 0.04, 72, 9.0, 230, 2.3, 2.6],
            [3.0, 22, 2.7, 0.28, 0.008, 260, 0.06, 70, 10.0, 150, 5.0, 0.8],
            [0.25, 3, 3.2, 0.75, 0.080, 210, 0.60, 71, 10.5, 40, 0.2, 0.2],
            [0.6, 6, 3.0, 0.70, 0.060, 420, 0.45, 69, 12.0, 80, 0.6, 0.4],
        ]
    )[y]
    spread = 2.2 * np.array([0.45, 0.35, 0.12, 0.3, 0.5, 0.3, 0.6, 0.04, 0.15, 0.35, 0.6, 0.35])
    x = levels * np.exp(rng.normal(0, 1, (n, 12)) * spread)
    cultivar = rng.normal(0, 1, n)
    x[:, 7] += 2.5 * cultivar
    x[:, 8] -= 1.2 * cultivar
    x[:, 10:] = np.clip(x[:, 10:] + rng.normal(0, 1.2, (n, 2)), 0, 10)
    return x, y


def olive(seed: int = 71501, sizes: tuple[int, int, int] = SIZES, name: str = "olive-oil-grade") -> Splits:
    """12 standardised columns, 5 classes."""
    x, y = _olive(seed, sum(sizes))
    return _generated(name, x, y, 5, sizes)


def olive_sampler_by_count() -> Splits:
    """The bug: `WeightedRandomSampler(weights=class_count[y], num_samples=len(y))`, the class counts
    where their inverse was meant: each epoch's 1,000 training draws over-represent the common grades
    by their share again (extra virgin ~0.6 of the draws, the pomace blends ~0.03); validation and
    test keep the lab's mix. (The draws of one epoch, kept for every epoch.)"""
    import numpy as np

    x, y = _olive(71502, sum(SIZES))
    train_y = y[: SIZES[0]]
    counts = np.bincount(train_y, minlength=5).astype(float)
    weights = counts[train_y] / counts[train_y].sum()
    rows = np.random.default_rng(71503).choice(SIZES[0], SIZES[0], p=weights)
    x = np.concatenate([x[rows], x[SIZES[0] :]])
    y = np.concatenate([train_y[rows], y[SIZES[0] :]])
    return _generated("olive-oil-grade", x, y, 5, SIZES)


# ---------------------------------------------------------------- injected faults (and healthy hooks)


def grad_clamped_by_value(net: Any) -> Any:
    """The bug: `clip_grad_value_(model.parameters(), 1e-4)`, a threshold meant for
    `clip_grad_norm_` of a fine-tuning recipe given to the value clipper: every gradient element is
    clamped to [-1e-4, 1e-4]."""
    for p in net.parameters():
        p.register_hook(lambda g: g.clamp(-1e-4, 1e-4))
    return net


def warmup_cosine_twice_a_batch(warm: int) -> Callable[[int, int], float]:
    """The bug: `scheduler.step()` called both in the training loop's batch hook and by the
    framework's per-step scheduler config: the warm-up + cosine schedule (`warm` warm-up steps) runs
    at twice its speed, its warm-up over in half the steps and its lr at 0 from mid-run on."""

    def factor(step: int, total: int) -> float:
        s = 2 * step
        if s < warm:
            return (s + 1) / warm
        return 0.5 * (1 + math.cos(math.pi * min(1.0, (s - warm) / max(1, total - warm))))

    return factor


def encoder_under_no_grad(net: Any) -> Any:
    """The bug: the forward's `with torch.no_grad(): feats = self.encoder(x)`, left from a
    feature-caching experiment: no gradient reaches the embedding or the recurrent layer, which stay
    at their random init; only the head trains."""

    def detach(_module: Any, args: tuple[Any, ...]) -> tuple[Any, ...]:
        return (args[0].detach(), *args[1:])

    net.head.register_forward_pre_hook(detach)
    return net


def constant_init(net: Any) -> Any:
    """The bug: an `init_weights` helper does `nn.init.constant_(m.weight, 0.01)` and zeroes the bias
    of every nn.Linear (meant for the head only): every hidden unit of a layer starts identical, gets
    the same gradient and stays identical."""
    import torch
    from torch import nn

    with torch.no_grad():
        for m in net.modules():
            if isinstance(m, nn.Linear):
                m.weight.fill_(0.01)
                if m.bias is not None:
                    m.bias.zero_()
    return net


def test_on_training_loader(data: Splits, _seed: int) -> Splits:
    """The bug: the test function is called as `evaluate(model, train_loader)` (the notebook's loader
    names swapped in a refactor): the reported test scores are those of the first 300 training
    histories."""
    return replace(data, x_test=data.x_train[:300], y_test=data.y_train[:300])


def _infra_jitter(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.roll(x, int(torch.randint(-10, 11, (1,))), dims=-1)
    return x * (0.75 + 0.5 * torch.rand(len(x), 1)) + 0.3 * torch.randn_like(x)


infra_jitter = _augmented(_infra_jitter)
infra_jitter.__doc__ = """Not a fault: in training mode each batch's infrasound windows are rolled by up
to 10 samples (an onset can fall anywhere), their gain drawn in 0.75-1.25 and 0.3 sd of noise added."""


def _plankton_turn(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.rot90(x, int(torch.randint(0, 4, (1,))), dims=(2, 3))
    x = torch.where(torch.rand(len(x), 1, 1, 1) < 0.5, x.flip(-2), x)
    return x + 0.35 * torch.randn_like(x)


plankton_turn = _augmented(_plankton_turn)
plankton_turn.__doc__ = """Not a fault: in training mode each batch of silhouettes is rotated by a
multiple of 90 degrees, each image flipped with probability 0.5, and 0.35 sd of pixel noise added (a
plankter drifts through the imager at any angle)."""


def _code_dropout(x: torch.Tensor) -> torch.Tensor:
    import torch

    drop = (torch.rand(x.shape) < 0.15) & (x > 0)
    return torch.where(drop, torch.randint(1, len(DENTAL_CODES), x.shape), x)


code_dropout = _augmented(_code_dropout)
code_dropout.__doc__ = """Not a fault: in training mode 15% of the codes are replaced by a random code
(simulated billing errors)."""


# ---------------------------------------------------------------- the variants


def ZZX(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by battery zf's runner (through every earlier wrapper)."""
    return L(*args, runs=runs or zf_runs(), **kw)


CH16 = {"channels": 16}
H48 = {"hidden": 48}
W128 = {"width": 128, "num_layers": 2}

FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    ZZX(
        "vzzx-grad-clamped-by-value-1e-4-mlp-olive",
        Plan(
            olive,
            "mlp",
            0.05,
            "sgd",
            momentum=0.9,
            epochs=15,
            log_every=8,
            model_fault=grad_clamped_by_value,
            model_kw=MLP64,
        ),
        ("slow-convergence",),
        "weight-updates-too-small",
        "clip_grad_value_(model.parameters(), 1e-4), a threshold meant for clip_grad_norm_ given to the "
        "value clipper: every gradient element clamped to +-1e-4 under SGD momentum 0.9 at lr 0.05, a "
        "2x64 MLP over the olive oil samples for 15 epochs (every 8th step logged): losses 1.6, 1.6, 1.6,"
        " 1.59 ... 1.27-1.48 in the last third, gradient norms 0.0064-0.007 throughout, epoch means 1.59,"
        " 1.58, 1.56 ... 1.3, the val loss 1.58, 1.56 ... 1.28 in a slow straight descent and val "
        "accuracy 0.32, 0.46, 0.597 at best, 0.547 at the end, test 1.3 and 0.543 (a sound MLP: ~0.42 and"
        " 0.82)",
        STALL,
        family="mlp",
        dataset="olive-oil-grade",
        seed=71001,
        runs=zf_runs(hparams={"clip_grad_value": 1e-4}),
    ),
    ZZX(
        "vzzx-schedule-stepped-twice-a-batch-cnn-plankton",
        Plan(
            plankton,
            "cnn",
            0.02,
            "sgd",
            momentum=0.9,
            epochs=12,
            log_every=8,
            schedule="warmup-cosine",
            warmup=80,
            model_kw=CH16,
        ),
        ("slow-convergence",),
        "lr-decay-too-fast",
        "scheduler.step() called both in the batch hook and by the framework's per-step scheduler config:"
        " a warm-up (80 steps) + cosine schedule run at twice its speed, so SGD momentum 0.9's lr of 0.02"
        " peaks at step 40 and is 0 from step 192 of 384 on: a 16-channel CNN over the plankton "
        "silhouettes for 12 epochs (every 8th step logged): losses 1.58, 1.52, 1.46, 1.71 ... 0.45-0.49, "
        "epoch means 1.51, 1.18, 0.882, 0.733, 0.536, 0.464, then 0.452 at each of the last 6 epochs, the"
        " val loss 1.37, 1.12 ... 0.693, then 0.676 at each of the last 7 evaluations and val accuracy "
        "0.343 to 0.717, flat from epoch 6, test 0.736 and 0.677 (a sound CNN: ~0.44 and 0.84)",
        STALL,
        family="cnn",
        dataset="plankton-imager",
        seed=71002,
        runs=zf_runs(
            schedule=lambda_schedule(warmup_cosine_twice_a_batch(80)),
            hparams={"scheduler_steps_per_batch": 2},
        ),
    ),
    ZZX(
        "vzzx-adam-lr-times-batch-size-cnn-plankton",
        Plan(plankton, "cnn", 0.064, "adam", epochs=10, batch_size=64, log_every=4, model_kw=CH16),
        ("slow-convergence", "metric-at-baseline"),
        "learning-rate-too-high",
        "the linear scaling rule written lr = base_lr * batch_size (the / 256 dropped): Adam at lr 0.064 "
        "(base 1e-3, batch 64) on a 16-channel CNN over the plankton silhouettes for 10 epochs (160 "
        "steps, every 4th logged): losses 11.2, 1.69, 1.62, 1.6 ... 1.33-1.52 at the end, gradient norms "
        "0.05-7.9, the val loss 1.61, 1.6, 1.6, 1.6, 1.6, 1.57 ... 1.46, 1.49 and val accuracy "
        "0.187-0.293 (the largest class 0.24), test 1.43 and 0.33 (at 2e-3: ~0.44 and 0.84)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="cnn",
        dataset="plankton-imager",
        seed=71003,
        runs=zf_runs(hparams={"base_lr": 1e-3, "lr_rule": "base_lr * batch_size"}),
    ),
    ZZX(
        "vzzx-zero-grad-on-ema-optimizer-mlp-pigeons",
        Plan(
            pigeons, "mlp", 1e-3, "sgd", momentum=0.9, epochs=10, log_every=8, zero_grad=False, model_kw=MLP64
        ),
        ("loss-runaway", "gradient-explosion"),
        "missing-zero-grad",
        "optimizer.zero_grad() called on the optimizer built for the EMA copy of the weights, not on the "
        "one that steps, so the model's gradients accumulate over the whole run: SGD momentum 0.9 at lr "
        "1e-3, a 2x64 regression MLP over the pigeon results for 10 epochs (every 8th step logged): "
        "losses 0.962, 0.933, 0.584, 0.484 ... 1.9e5, 1.9e6, 7.1e6, 5.9e6, gradient norms 7 to 73,100, "
        "the val MSE 1.55, 1.33, 9.09, 50.8, 454 ... 1.47e6, test 1.47e6 (a sound MLP: ~0.11)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="regression",
        dataset="pigeon-race-velocity",
        seed=71004,
        runs=zf_runs(hparams={"zero_grad_on": "ema_optimizer"}),
    ),
    # --- data
    ZZX(
        "vzzx-overlapping-windows-random-split-mlp-infrasound",
        Plan(
            infrasound_overlapping_windows,
            "mlp",
            1e-3,
            "adam",
            epochs=40,
            log_every=16,
            model_kw={"width": 256, "num_layers": 2},
        ),
        ("val-test-gap",),
        "data-leakage",
        "the continuous recordings cut into 64-sample windows with a hop of 1 sample (each event in four "
        "windows), then split into training and validation at random, so each validation window sits, "
        "shifted by a sample or two, in the training windows; the test windows are a later month's: a "
        "2x256 MLP under Adam lr 1e-3 for 40 epochs (every 16th step logged): losses 1.53, 1.41, 1.04 ..."
        " 2e-4-2e-3, epoch means 1.43 to 6e-4, the val loss 1.22, 0.947 ... its minimum 0.522 (epoch 8), "
        "then up to 0.755 and val accuracy 0.567 to 0.82-0.84, while the test loss is 1.55 and test "
        "accuracy 0.767",
        EVAL,
        family="mlp",
        dataset="volcano-infrasound",
        seed=71005,
    ),
    ZZX(
        "vzzx-sampler-weights-by-class-count-mlp-olive",
        Plan(olive_sampler_by_count, "mlp", 2e-3, "adam", epochs=15, log_every=8, model_kw=MLP64),
        ("train-val-gap",),
        "class-imbalance",
        "WeightedRandomSampler(weights=class_count[y]), the class counts where their inverse was meant: "
        "the training draws over-represent the common grades by their share again (extra virgin ~0.6 of "
        "the draws, the pomace blends ~0.03), validation and test keep the lab's mix: a 2x64 MLP under "
        "Adam lr 2e-3 for 15 epochs (every 8th step logged): losses 1.31, 1.01, 0.781 ... 0.11-0.47, "
        "epoch means 1.08, 0.553 ... 0.231, the val loss 1.0, 0.661, 0.549, its minimum 0.482 (epoch 4), "
        "then 0.48-0.51 and 0.578 last and val accuracy 0.6 to 0.78-0.81, test 0.721 and 0.763 (a sound "
        "MLP: ~0.42-0.46 and 0.8-0.82)",
        (*EVAL, "slow-convergence"),
        family="mlp",
        dataset="olive-oil-grade",
        seed=71006,
    ),
    ZZX(
        "vzzx-preclassifier-labels-unchecked-cnn-plankton",
        Plan(plankton_preclassifier_labels, "cnn", 2e-3, "adam", epochs=25, log_every=16, model_kw=CH16),
        ("train-val-gap", "overfitting"),
        "label-noise",
        "the training labels of the last two cruises (40% of the training images) are the imager's "
        "pre-classifier's calls, accepted unchecked: it calls every copepod a diatom chain and every "
        "dinoflagellate detritus (validation and test by the taxonomist): a 16-channel CNN under Adam lr "
        "2e-3 for 25 epochs (every 16th step logged): losses 1.5, 1.39, 1.25 ... 0.016-0.084, the val "
        "loss 1.41, 1.24, 0.991 ... its minimum 0.735 (epoch 9), then up to 1.23-1.29 and val accuracy "
        "0.33 to 0.65-0.69, test 1.05 and 0.703 (clean labels: ~0.44 and 0.84)",
        (*EVAL, "slow-convergence"),
        family="cnn",
        dataset="plankton-imager",
        seed=71007,
    ),
    ZZX(
        "vzzx-scaler-with-std-false-mlp-pigeons",
        Plan(pigeons_centred_not_scaled, "mlp", 1e-3, "adam", epochs=20, log_every=8, model_kw=MLP64),
        ("bad-initial-loss",),
        "unnormalized-input",
        "StandardScaler(with_std=False) copied from a PCA pipeline's centring step: the columns centred "
        "but kept in their units (a distance sd of ~230 km, an altitude sd of ~170 m, a ring number sd of"
        " ~260,000), the target standardised: a 2x64 regression MLP under Adam lr 1e-3 for 20 epochs "
        "(every 8th step logged): losses 4.9e6, 1.7e7, 4.8e6, 2.8e6 ... 3-79 in the last third, gradient "
        "norms 1.9e4 to 8.6e8, epoch means 3e7, 5.1e5, 1.45e4, 751, 72, then 28.5-35.8, the val MSE "
        "2.15e6, 8.76e4, 3,120, 195, then 25-33, test 32.2 (scaled columns: ~0.11)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="regression",
        dataset="pigeon-race-velocity",
        seed=71008,
    ),
    # --- evaluation
    ZZX(
        "vzzx-test-on-training-loader-gru-dental",
        Plan(
            dental,
            "gru",
            3e-3,
            "adam",
            epochs=30,
            log_every=16,
            data_fault=test_on_training_loader,
            model_kw=H48,
        ),
        ("val-test-gap",),
        "wrong-eval-logic",
        "the test called as evaluate(model, train_loader) after a refactor swapped the notebook's loader "
        "names: the reported test scores are those of 300 training histories: a GRU (hidden 48) under "
        "Adam lr 3e-3 for 30 epochs (every 16th step logged): losses 1.5, 1.16, 0.89 ... 0.012-0.1, the "
        "val loss 1.08, 0.553 ... its minimum 0.284 (epoch 7), then up to 0.592 and val accuracy 0.55 to "
        "0.86-0.9, while the test loss is 0.0383 and test accuracy 0.98",
        (*EVAL, "zero-train-loss"),
        family="rnn",
        dataset="dental-billing-codes",
        seed=71009,
    ),
    ZZX(
        "vzzx-eval-polarity-flipped-bncnn1d-infrasound",
        Plan(
            infrasound_eval_polarity_flipped, "bncnn1d", 3e-3, "adam", epochs=12, log_every=8, model_kw=CH16
        ),
        ("train-val-gap",),
        "eval-pipeline-mismatch",
        "the evaluation loader reads the validation and test windows with the old digitiser's sign "
        "convention kept in its config, so every one is the negative of its recording, while the training"
        " cache used the new one: a batch-norm 1-D CNN under Adam lr 3e-3 for 12 epochs (every 8th step "
        "logged): losses 1.35, 1.2, 1.27 ... 0.41-0.74, epoch means 1.28, 1.04 ... 0.489, the val loss "
        "1.28, 1.38, 1.58, 1.65 ... 2.53, 2.49 and val accuracy 0.5-0.58 throughout, test 2.49 and 0.597 "
        "(with shift / gain / noise augmentation and the right sign: ~0.66 and 0.75)",
        EVAL,
        family="cnn-bn",
        dataset="volcano-infrasound",
        seed=71010,
    ),
    ZZX(
        "vzzx-val-split-name-matches-no-row-mlp-pigeons",
        Plan(pigeons, "mlp", 2e-3, "adamw", weight_decay=0.01, epochs=20, log_every=8, model_kw=W128),
        ("missing-validation",),
        "missing-eval-set",
        "the validation set built as df[df.split == 'valid'] while the column says 'val': an empty "
        "validation loader, so the run is never evaluated: a 2x128 regression MLP under AdamW lr 2e-3 "
        "(weight decay 0.01) for 20 epochs (every 8th step logged): losses 0.327, 0.162, 0.248, 0.311 ..."
        " 0.029-0.078, epoch means 0.349, 0.13 ... 0.0408, no validation, test 0.121",
        ("undertrained", "overfitting"),
        family="regression",
        dataset="pigeon-race-velocity",
        seed=71011,
        runs=zf_runs(evaluate=False, hparams={"val_split": "valid"}),
    ),
    # --- model
    ZZX(
        "vzzx-constant-init-every-linear-mlp-olive",
        Plan(olive, "mlp", 1e-3, "adam", epochs=15, log_every=8, model_fault=constant_init, model_kw=MLP64),
        ("slow-convergence",),
        "poor-initialization",
        "an init_weights helper does nn.init.constant_(m.weight, 0.01) and zeroes the bias of every "
        "nn.Linear (meant for the head only), so every hidden unit of a layer starts identical and stays "
        "so: a 2x64 MLP under Adam lr 1e-3 for 15 epochs (every 8th step logged): losses 1.61, 1.59, 1.57"
        " ... 1.03-1.38, epoch means 1.58, 1.44 ... 1.19, the val loss 1.49, 1.39 ... 1.19 and val "
        "accuracy 0.55-0.563 at every evaluation, test 1.22 and 0.53 (a sound MLP: ~0.42 and 0.82)",
        STALL,
        family="mlp",
        dataset="olive-oil-grade",
        seed=71012,
    ),
    ZZX(
        "vzzx-encoder-under-no-grad-gru-dental",
        Plan(
            dental,
            "gru",
            3e-3,
            "adam",
            epochs=12,
            log_every=8,
            model_fault=encoder_under_no_grad,
            model_kw=H48,
        ),
        ("slow-convergence",),
        "frozen-weights",
        "the forward's `with torch.no_grad(): feats = self.encoder(x)`, left from a feature-caching "
        "experiment: the embedding and the GRU stay at their random init, only the head trains: a GRU "
        "(hidden 48) under Adam lr 3e-3 for 12 epochs (every 8th step logged): losses 1.5, 1.51, 1.49, "
        "1.65 ... 0.87-1.35, gradient norms 0.17-0.7, epoch means 1.52, 1.42 ... 1.15, the val loss 1.46,"
        " 1.39 ... 1.19 and val accuracy 0.42 to 0.56, test 1.11 and 0.627 (a sound GRU: ~0.25 and 0.91)",
        STALL,
        family="rnn",
        dataset="dental-billing-codes",
        seed=71013,
    ),
    # --- workflow
    ZZX(
        "vzzx-max-time-from-smoke-config-cnn1d-infrasound",
        Plan(
            infrasound,
            "cnn1d",
            2e-3,
            "adam",
            epochs=1,
            max_steps=24,
            log_every=2,
            val_interval=0.25,
            model_kw=CH16,
        ),
        ("undertrained",),
        "too-few-epochs",
        "Trainer(max_time='00:00:00:20') kept from the CI smoke config in a run planned for 20 epochs: it"
        " stops after 24 steps (three quarters of the first epoch); a 16-channel 1-D CNN under Adam lr "
        "2e-3, evaluated every quarter epoch (every 2nd step logged): losses 1.59, 1.57, 1.58, 1.56 ... "
        "1.51-1.56, the val loss 1.55, 1.52, 1.48 and val accuracy 0.457, 0.283, 0.42, test 1.51 and "
        "0.373 (a sound batch-norm 1-D CNN: ~0.66 and 0.75)",
        ("slow-convergence",),
        family="cnn",
        dataset="volcano-infrasound",
        seed=71014,
        runs=zf_runs(hparams={"max_time": "00:00:00:20", "max_epochs": 20}),
    ),
    ZZX(
        "vzzx-hard-coded-epoch-1-checkpoint-bncnn-plankton",
        Plan(plankton, "bncnn", 2e-3, "adam", epochs=12, log_every=8),
        ("val-test-gap",),
        "wrong-checkpoint-loaded",
        "the test script loads checkpoints/epoch=1-step=64.ckpt, a path hard-coded by the debugging "
        "notebook, not the trained weights: a batch-norm CNN under Adam lr 2e-3 for 12 epochs (every 8th "
        "step logged): epoch means 1.49, 1.3 ... 0.639, the val loss 1.4, 1.26 ... 0.983, 0.709 and val "
        "accuracy 0.373 to 0.733, while the test loss is 1.24 and test accuracy 0.493",
        EVAL,
        family="cnn-bn",
        dataset="plankton-imager",
        seed=71015,
        runs=zf_runs(test_at_step=64, hparams={"test_ckpt": "checkpoints/epoch=1-step=64.ckpt"}),
    ),
    ZZX(
        "vzzx-debug-sample-frac-01-cnn-plankton",
        Plan(
            plankton_debug_sample, "cnn", 2e-3, "adam", epochs=80, batch_size=16, log_every=7, model_kw=CH16
        ),
        ("train-val-gap", "overfitting"),
        "insufficient-data",
        "train_df.sample(frac=0.1, random_state=0) left in from a debugging run: 100 of the 1,000 "
        "training images (validation and test whole); a 16-channel CNN under Adam lr 2e-3 at batch 16 for"
        " 80 epochs (560 steps, every 7th logged): losses 1.63, 1.4, 0.852 ... 8e-4-6e-3, epoch means "
        "1.64 to 0.0013, the val loss 1.61, 1.53 ... its minimum 1.18 (epoch 11), then up to 2.09 and val"
        " accuracy 0.19 to 0.46-0.52, test 1.82 and 0.517 (1,000 images: ~0.44 and 0.84)",
        (*EVAL, "zero-train-loss"),
        family="cnn",
        dataset="plankton-imager",
        seed=71016,
    ),
)

HEALTHY: tuple[Variant, ...] = (
    # --- infrasound
    ZZX(
        "vzzx-healthy-bncnn1d-infrasound-shift-gain-noise-aug",
        Plan(
            infrasound,
            "bncnn1d",
            3e-3,
            "adam",
            epochs=12,
            log_every=8,
            model_fault=infra_jitter,
            model_kw=CH16,
        ),
        (),
        None,
        "a sound batch-norm 1-D CNN under Adam lr 3e-3 whose training windows are rolled by up to 10 "
        "samples, their gain drawn in 0.75-1.25 and noise added, 12 epochs (every 8th step logged): "
        "losses 1.49, 1.32, 1.24 ... 0.6-0.77 in the last third, the val loss 1.06, 0.911 ... 0.55-0.67 "
        "(at or below the training losses) and val accuracy 0.617 to 0.72-0.83, test 0.657 and 0.75",
        family="cnn-bn",
        dataset="volcano-infrasound",
        seed=71101,
    ),
    ZZX(
        "vzzx-healthy-seq-gru-infrasound-stall-then-drop",
        Plan(infrasound, "seq-gru", 3e-3, "adam", epochs=10, log_every=8, clip=1.0, model_kw={"hidden": 32}),
        (),
        None,
        "a sound GRU (hidden 32) reading the windows sample by sample under Adam lr 3e-3 clipped at 1.0 "
        "for 10 epochs (every 8th step logged): epoch means 1.6, 1.57, 1.56, then 1.48, 1.34 ... 1.02, "
        "the val loss 1.58, 1.58, 1.56 (ln 5 = 1.61) for three epochs, then 1.43, 1.37 ... 1.07, val "
        "accuracy 0.29-0.31, then 0.4 to 0.51, gradient norms 0.19-6.1, test 0.975 and 0.547 (a recurrent"
        " reader of 64 samples learns slowly)",
        family="rnn",
        dataset="volcano-infrasound",
        seed=71102,
    ),
    ZZX(
        "vzzx-healthy-cnn1d-infrasound-batch-4-every-step",
        Plan(
            infrasound,
            "cnn1d",
            5e-4,
            "adam",
            epochs=1,
            batch_size=4,
            max_steps=250,
            log_every=1,
            model_kw=CH16,
        ),
        (),
        None,
        "a sound 16-channel 1-D CNN under Adam lr 1e-3 at batch 4 stopped at max_steps=250 (every step "
        "logged): losses 1.47, 1.55, 1.54, 1.59 ... 1.01-1.67 in the last third (four windows a batch), "
        "the epoch mean 1.48, one closing evaluation (val loss 1.29, accuracy 0.5), test 1.35 and 0.463",
        family="cnn",
        dataset="volcano-infrasound",
        seed=71103,
    ),
    # --- plankton
    ZZX(
        "vzzx-healthy-cnn-plankton-rotation-flip-aug",
        Plan(plankton, "cnn", 2e-3, "adam", epochs=15, log_every=8, model_fault=plankton_turn, model_kw=CH16),
        (),
        None,
        "a sound 16-channel CNN under Adam lr 2e-3 whose training silhouettes are rotated by multiples of"
        " 90 degrees, flipped and noised, 15 epochs (every 8th step logged): losses 1.69, 1.31 ... "
        "0.3-0.98 in the last third, epoch means 1.43, 1.19 ... 0.458, the val loss 1.25, 1.06 ... "
        "0.43-0.59 (at or below the epoch means) and val accuracy 0.437 to 0.8-0.85, test 0.441 and 0.84",
        family="cnn",
        dataset="plankton-imager",
        seed=71104,
    ),
    ZZX(
        "vzzx-healthy-bncnn-plankton-bf16-onecycle",
        Plan(
            plankton,
            "bncnn",
            5e-3,
            "adamw",
            weight_decay=0.01,
            epochs=8,
            log_every=4,
            schedule="onecycle",
            bf16=True,
        ),
        (),
        None,
        "a sound batch-norm CNN in bf16-mixed under AdamW (weight decay 0.01) with a one-cycle schedule "
        "peaking at 5e-3, 8 epochs (every 4th step logged): losses 1.68, 1.68, 1.65, 1.66 ... 0.67-1.03 "
        "in the last third, epoch means 1.64, 1.42 ... 0.742, the val loss 1.59, 1.28, 1.12, 1.08, 0.909,"
        " 1.1, 0.809, 0.795 and val accuracy 0.167 to 0.723 (0.497 at the bump), test 0.776 and 0.733",
        family="cnn-bn",
        dataset="plankton-imager",
        seed=71105,
    ),
    ZZX(
        "vzzx-healthy-resnet-plankton-multistep-val-bump",
        Plan(
            plankton,
            "resnet",
            0.05,
            "sgd",
            momentum=0.9,
            weight_decay=5e-4,
            epochs=10,
            log_every=8,
            schedule="step",
        ),
        (),
        None,
        "a sound small residual net under SGD momentum 0.9 at lr 0.05 (weight decay 5e-4) with x0.1 cuts "
        "at steps 192 and 256, 10 epochs (every 8th step logged): losses 1.49, 1.24 ... 0.47-1.92 in the "
        "last third, epoch means 1.36, 1.05 ... 0.585, the val loss 1.23, 1.09, 1.44, 0.841, 0.992, 1.55 "
        "(just before the first cut), then 0.649, 0.591, 0.563, 0.561 and val accuracy 0.377-0.62, then "
        "0.743 to 0.8, test 0.581 and 0.79",
        family="resnet",
        dataset="plankton-imager",
        seed=71106,
        runs=zf_runs(schedule=multistep((192, 256), 0.1), hparams={"milestones": [192, 256]}),
    ),
    # --- dental
    ZZX(
        "vzzx-healthy-transformer-dental-long-warmup-linear",
        Plan(
            dental,
            "transformer",
            1e-3,
            "adamw",
            weight_decay=0.01,
            epochs=12,
            log_every=8,
            schedule="warmup-linear",
            warmup=120,
        ),
        (),
        None,
        "a sound small transformer under AdamW (weight decay 0.01) with a 120-step linear warm-up to 1e-3"
        " and a linear decay, 12 epochs (every 8th step logged): losses 1.64, 1.62, 1.45, 1.5 ... "
        "0.11-0.81 in the last third, epoch means 1.57, 1.32, 0.879 ... 0.283, the val loss 1.45, 1.08, "
        "0.667 ... 0.384-0.407 and val accuracy 0.347 to 0.85-0.87, test 0.308 and 0.897",
        family="transformer",
        dataset="dental-billing-codes",
        seed=71107,
    ),
    ZZX(
        "vzzx-healthy-lstm-dental-cyclic-half-epoch",
        Plan(
            dental,
            "lstm",
            3e-3,
            "adam",
            epochs=10,
            log_every=4,
            val_interval=0.5,
            schedule="cyclic",
            model_kw=H48,
        ),
        (),
        None,
        "a sound LSTM (hidden 48) under Adam with a triangular cyclic lr between 3e-4 and 6e-3 (48 steps "
        "up, 48 down), 10 epochs evaluated twice an epoch (every 4th step logged): losses 1.61, 1.62, "
        "1.59 ... 0.057-0.57 in the last third, epoch means 1.51, 0.702 ... 0.151, the val loss 1.55, "
        "1.07, 0.58, 0.629, 0.4 ... with bumps (0.471, 0.383) and 0.36 last, val accuracy 0.47 to "
        "0.86-0.9, test 0.246 and 0.917",
        family="rnn",
        dataset="dental-billing-codes",
        seed=71108,
        runs=zf_runs(schedule=cyclic(3e-4, 6e-3, 48), hparams={"cyclic": [3e-4, 6e-3, 48]}),
    ),
    ZZX(
        "vzzx-healthy-gru-dental-code-dropout-aug",
        Plan(dental, "gru", 3e-3, "adam", epochs=12, log_every=8, model_fault=code_dropout, model_kw=H48),
        (),
        None,
        "a sound GRU (hidden 48) under Adam lr 3e-3 with 15% of the training codes replaced by random "
        "codes (simulated billing errors), 12 epochs (every 8th step logged): losses 1.55, 1.43 ... "
        "0.33-0.51 in the last third, the val loss 0.982, 0.5 ... 0.272 (below the training losses) and "
        "val accuracy 0.687 to 0.91-0.92, test 0.254 and 0.91",
        family="rnn",
        dataset="dental-billing-codes",
        seed=71109,
    ),
    # --- pigeons
    ZZX(
        "vzzx-healthy-regression-pigeons-plain-sgd-3000-steps",
        Plan(pigeons_long, "mlp", 0.01, "sgd", epochs=30, batch_size=20, log_every=100, model_kw=MLP64),
        (),
        None,
        "a sound 2x64 regression MLP under plain SGD (no momentum) at lr 0.01, batch 20, over a "
        "2,000-result draw for 30 epochs (3,000 steps, every 100th logged): losses 0.425, 0.109, 0.115, "
        "0.212 ... 0.045-0.15 in the last third, epoch means 0.774, 0.248, 0.153 ... 0.0958, still "
        "creeping, the val MSE 0.482, 0.159 ... 0.104-0.113, test 0.118",
        family="regression",
        dataset="pigeon-race-velocity",
        seed=71110,
    ),
    ZZX(
        "vzzx-healthy-regression-pigeons-plateau-early-stop",
        Plan(
            pigeons,
            "mlp",
            3e-3,
            "adam",
            epochs=60,
            log_every=16,
            schedule="plateau",
            gamma=0.5,
            early_stop=5,
            model_kw=MLP64,
        ),
        (),
        None,
        "a sound 2x64 regression MLP under Adam lr 3e-3 with ReduceLROnPlateau (x0.5, patience 0) and "
        "early stopping (patience 5) ending it at epoch 16 of 60 (every 16th step logged): losses 0.599, "
        "0.19, 0.151 ... 0.07-0.08, the val MSE 0.149, 0.143, 0.124, 0.133, 0.112 ... its minimum 0.105, "
        "within 0.004 of it for the last 8 evaluations, test 0.113",
        family="regression",
        dataset="pigeon-race-velocity",
        seed=71111,
    ),
    ZZX(
        "vzzx-healthy-regression-pigeons-val-every-3-epochs",
        Plan(
            pigeons,
            "mlp",
            5e-4,
            "rmsprop",
            epochs=12,
            batch_size=16,
            log_every=10,
            val_every_epochs=3,
            model_kw=W128,
        ),
        (),
        None,
        "a sound 2x128 regression MLP under RMSprop lr 5e-4 at batch 16 for 12 epochs, evaluated every "
        "3rd epoch (every 10th step logged): losses 0.539, 0.193, 0.167 ... 0.056-0.1 in the last third, "
        "the val MSE 0.131, 0.118, 0.114, 0.112 (four evaluations), test 0.119",
        family="regression",
        dataset="pigeon-race-velocity",
        seed=71112,
    ),
    # --- olive oil
    ZZX(
        "vzzx-healthy-mlp-olive-dropout-05",
        Plan(
            olive,
            "mlp",
            2e-3,
            "adam",
            epochs=20,
            log_every=8,
            model_kw={"width": 256, "num_layers": 2, "dropout": 0.5},
        ),
        (),
        None,
        "a sound 2x256 MLP with dropout 0.5 under Adam lr 2e-3 for 20 epochs (every 8th step logged): "
        "losses 1.21, 1.07, 0.694 ... 0.21-0.7 in the last third, epoch means 0.982, 0.595 ... 0.388, the"
        " val loss 0.575, 0.488 ... 0.43-0.53 and val accuracy 0.773 to 0.78-0.83, test 0.463 and 0.81",
        family="mlp",
        dataset="olive-oil-grade",
        seed=71113,
    ),
    ZZX(
        "vzzx-healthy-mlp-olive-60-steps-still-improving",
        Plan(
            olive, "mlp", 1e-3, "adam", epochs=2, max_steps=60, log_every=2, val_interval=0.5, model_kw=MLP64
        ),
        (),
        None,
        "a sound 2x64 MLP under Adam lr 1e-3 stopped at max_steps=60, evaluated twice an epoch (every 2nd"
        " step logged): losses 1.62, 1.6, 1.58, 1.55 ... 0.81-1.15 in the last third, epoch means 1.49, "
        "1.08, the val loss 1.48, 1.29, 1.04 and val accuracy 0.58, 0.583, 0.633, still improving when "
        "the run ends, test 0.872 and 0.697",
        family="mlp",
        dataset="olive-oil-grade",
        seed=71114,
    ),
    ZZX(
        "vzzx-healthy-mlp-olive-warmup-cosine-batch-128",
        Plan(
            olive,
            "mlp",
            3e-3,
            "adamw",
            weight_decay=0.05,
            epochs=16,
            batch_size=128,
            log_every=1,
            schedule="warmup-cosine",
            warmup=16,
            model_kw=W128,
        ),
        (),
        None,
        "a sound 2x128 MLP under AdamW (weight decay 0.05) at lr 3e-3 with a 16-step warm-up and cosine "
        "decay, batch 128, 16 epochs (128 steps, every step logged): losses 1.62, 1.58, 1.58, 1.57 ... "
        "0.28-0.54 in the last third, epoch means 1.54, 1.15, 0.693 ... 0.364, the val loss 1.36, 0.859 "
        "... 0.413-0.419 and val accuracy 0.607 to 0.83-0.843, test 0.445 and 0.823",
        family="mlp",
        dataset="olive-oil-grade",
        seed=71115,
    ),
    ZZX(
        "vzzx-healthy-mlp-olive-sgd-nesterov-step-lr",
        Plan(
            olive,
            "mlp",
            0.05,
            "sgd",
            momentum=0.9,
            epochs=16,
            log_every=8,
            schedule="step",
            step_size=160,
            gamma=0.3,
            model_kw=MLP64,
        ),
        (),
        None,
        "a sound 2x64 MLP under SGD with Nesterov momentum 0.9 at lr 0.05 with StepLR (x0.3 every 160 "
        "steps), 16 epochs (every 8th step logged): losses 1.28, 0.968, 0.687 ... 0.07-0.51 in the last "
        "third, epoch means 1.03, 0.532 ... 0.313, the val loss 0.585, 0.456, 0.466, 0.451, 0.581 (a "
        "bump), 0.449 ... 0.417-0.444 and val accuracy 0.73 to 0.81-0.83, test 0.469 and 0.803",
        family="mlp",
        dataset="olive-oil-grade",
        seed=71116,
        runs=zf_runs(optimizer_kw={"nesterov": True}, hparams={"nesterov": True}),
    ),
)
