"""Variant battery zl: another look-alike of an external held-out suite, real framework runs (`--battery zl`).

    nice -n 10 python benchmarks/variants.py --battery zl --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery zl [--runs]

Like batteries d-zj, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is the log),
trained by battery d's runner through battery g's, j's, l's, w's, z's, zd's, ze's and zf's wrappers
(w's for the checkpoint the test loads and a replaced loss, e's for a run without evaluation), battery
zh's model wrappers (augmentation in training mode only) and this battery's own model hooks (a
transformer's init at std 1.0), so each case can run in each of the three layouts; the layout rotation
of variants.py picks one. It was written blind: its author trained it with `--train-only`, read the
raw logged numbers of each run, and never diagnosed or scored it, so it is held-out data for the tool.
Its halves are even (22 faulty, 22 healthy; ~2.5-3.5 CPU-minutes to train on the shared 2-core
machine): one fault each, one cause a case, spread over every family of cause (optimisation, data,
evaluation, model, workflow), injected into a data set no battery had at a realistic strength,
favouring the faults users meet most, in forms batteries za-zj did not use (a per-sample lr times the
batch given to a mean-reduced loss, a fine-tuning recipe's lr of 2e-5 on a model trained from scratch,
ExponentialLR(0.97) stepped every batch, zero_grad() lost in a refactor to a closure, gradient
accumulation over 64 micro-batches of 1 under batch norm, time-reversal augmentation on classes told
apart by their direction in time, re-opened tickets copied into validation, tracks written class by
class, an echo classifier's labels, a passthrough ColumnTransformer, a melt-season test set, a -999
sentinel for missing lab values, validation windows scaled by their own maximum, a log-target trained
and a raw target validated, right-padded training and left-padded evaluation sequences,
limit_val_batches=0 from a debug config, a transformer initialised at std 1.0, an L1 loss between
logits and one-hot targets, an optimizer given only the no-decay group, a test checkpoint globbed from
an older run's directory, a max_time budget from a GPU queue, a notebook's Subset of 64 tickets).
The data sets are new, all made offline with numpy from known generating models: a sea-ice service's
12x12 SAR backscatter patches (open water, nilas, first-year, multi-year and ridged ice, in dB under
speckle, wind-roughened water as bright as ice; a melt-season test set); a railway's pantograph arcing
current windows of 64 samples (clean contact, micro-arcs, arc onset, arc extinction, contact loss; the
onset and extinction are one another's mirror in time); a weather radar's bird-migration tracks as
sequences of heading-change / speed codes (passerines, waterfowl, soaring raptors, bats and insects,
left-padded to 20); an asphalt lab's Hamburg wheel-tracking rut depths from the binder grade, air
voids, binder content, VMA, NMAS, temperature, wheel passes, tyre pressure, thickness and dust ratio
through a power law in the passes (standardised: a floor near an MSE of ~0.1); and a call centre's
tickets labelled by their priority (P1-P4) from the channel, tier, users affected, outage flag,
keyword scores, repeats, SLA hours left and product.
The healthy half holds sound runs a naive reader can take for a fault: val losses under the training
loss under augmentation and dropout, a bump before a StepLR cut, bf16 noise under warm-up + cosine,
early stopping, batch-8 and batch-16 losses logged every step, a plain-SGD regression creeping over
thousands of steps, a short run still improving, a plateau then a drop, a warm-up bump, cyclic bumps,
ReduceLROnPlateau cuts, a target in millimetres, sparse logging and evaluations every few epochs.
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
from benchmarks.variants_ze import cyclic, lambda_schedule
from benchmarks.variants_zf import warmup_stable_decay, zf_runs
from benchmarks.variants_zh import _augmented
from benchmarks.variants_zj import _signal_splits, _stats

if TYPE_CHECKING:
    import torch

    from tests.suite.datasets import Splits

SIZES = (1000, 300, 300)


# ---------------------------------------------------------------- data sets no battery has


ICE = ("open-water", "nilas", "first-year", "multi-year", "ridged")


def _sea_ice(seed: int, n: int, melt: bool = False) -> tuple[Any, Any]:
    """12x12 patches of a sea-ice service's C-band SAR scenes (HH backscatter in dB, 40 m pixels),
    labelled by the ice analyst's chart: open water (dark, -22 dB, but wind-roughened water as bright
    as first-year ice, with capillary-wave streaks across the wind), nilas (new ice, very dark and
    smooth, -25 dB), first-year ice (-15 dB, even), multi-year ice (-10 dB, blotchy: the melt ponds of
    earlier summers) and ridged ice (-13 dB with bright linear ridges at any angle). Speckle is
    multiplicative (4 looks, a gamma draw on the intensity) and the incidence angle tilts each patch by
    up to 4 dB: windy water reads as first-year ice and a flat multi-year floe as ridged, so sound
    CNNs stop near accuracy 0.71-0.78 at a loss of ~0.5-0.65. `melt`: June scenes, wet snow on the
    ice: every ice class loses 5-7 dB and the multi-year texture, the water unchanged."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.25, 0.15, 0.25, 0.2, 0.15])
    yy, xx = np.mgrid[0:12, 0:12].astype(float)
    out = np.zeros((n, 12, 12))
    for i in range(n):
        theta = rng.uniform(0, np.pi)
        u = (xx - 5.5) * np.cos(theta) + (yy - 5.5) * np.sin(theta)
        c = int(y[i])
        if c == 0:
            wind = rng.uniform(0, 12)
            db = -24 + 0.9 * wind + 1.2 * np.sin(2 * np.pi * u / rng.uniform(2.5, 4)) * wind / 12
        elif c == 1:
            db = -25 + rng.normal(0, 1.5) + 0 * u
        elif c == 2:
            db = -15 + rng.normal(0, 1.5) + 0 * u
        elif c == 3:
            blobs = sum(
                np.exp(-((xx - rng.uniform(0, 12)) ** 2 + (yy - rng.uniform(0, 12)) ** 2) / rng.uniform(2, 8))
                for _ in range(3)
            )
            db = -11 + rng.normal(0, 1.5) - 4 * blobs * (0.3 if melt else 1)
        else:
            ridge = np.exp(-((u - rng.uniform(-4, 4)) ** 2) / 1.2)
            db = -14 + rng.normal(0, 1.5) + rng.uniform(4, 8) * ridge
        if melt and c > 0:
            db = db - rng.uniform(5, 7)
        db = db + rng.uniform(-2, 2) * (xx - 5.5) / 5.5
        intensity = 10 ** (db / 10) * rng.gamma(4, 0.25, (12, 12))
        out[i] = 10 * np.log10(intensity + 1e-6)
    return out, y


def _pantograph(seed: int, n: int) -> tuple[Any, Any]:
    """64-sample windows (a 20 ms frame at 3.2 kHz, the 50 Hz fundamental removed) of the current a
    railway's monitoring car records at the pantograph, labelled by the event the inspection video
    showed: clean contact (the traction drive's ripple and noise), micro-arcs (2-5 spikes of 1-3
    samples), arc onset (a sharp rise to a burst of high-frequency current that decays over 10-30
    samples), arc extinction (the same burst growing slowly and cut off sharply: the onset mirrored in
    time) and contact loss (the current falling to near zero for 10-30 samples). The burst's
    strength, the ripple and the sensor noise (sd 0.15-0.4) vary: a weak onset reads as micro-arcs,
    so sound 1-D CNNs stop near accuracy 0.94 at a loss of ~0.2 (ln 5 = 1.61)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.2, 0.15, 0.25, 0.25, 0.15])
    t = np.arange(64)
    x = np.zeros((n, 64))
    for i in range(n):
        ripple = rng.uniform(0.2, 0.6) * np.sin(2 * np.pi * t / rng.uniform(5, 9) + rng.uniform(0, 6.3))
        sig = 1.0 + ripple
        c = int(y[i])
        if c == 1:
            for _ in range(int(rng.integers(2, 6))):
                k = int(rng.integers(0, 62))
                sig[k : k + int(rng.integers(1, 3))] += rng.uniform(1, 2.5) * rng.choice([-1, 1])
        elif c in (2, 3):
            start, tau = int(rng.integers(8, 36)), rng.uniform(6, 16)
            burst = rng.uniform(1.2, 2.5) * np.exp(-(t - start) / tau) * (t >= start)
            burst = burst * np.sin(2 * np.pi * t / 2.7 + rng.uniform(0, 6.3))
            if c == 3:
                burst = burst[::-1]
            sig = sig + burst
        elif c == 4:
            start = int(rng.integers(0, 50))
            sig[start : start + int(rng.integers(10, 30))] *= rng.uniform(0.0, 0.2)
        x[i] = sig + rng.normal(0, rng.uniform(0.15, 0.4), 64)
    return x, y


BIRDS = ("passerine", "waterfowl", "raptor", "bat-insect")
RADAR_CODES = 17  # 16 codes (speed bin x turn bin) of the tracker, 0 the padding


def _tracks(seed: int, n: int, length: int = 20, right_pad: bool = False) -> tuple[Any, Any]:
    """A weather radar's bird-migration tracks: each scan's echo quantised by the tracker into one of
    16 codes, 4 airspeed bins (after the wind correction) x 4 heading-change bins (straight, gentle,
    sharp, reversing), a track of 8-20 scans left-padded to 20 with 0, labelled by the ornithologist's
    call: passerines (airspeed bin 1, straight, with flap-bound wobbles), waterfowl (bin 3, straight),
    soaring raptors (a thermal: bin 0-1 and sharp turns, then a glide: bin 2 straight) and bats and
    insects (bin 0, erratic turns). A tail wind the correction misses moves a track's airspeed bin by
    one and the tracker misreads 25% of the scans: a passerine in a tail wind reads as waterfowl, so
    sound recurrent models stop near accuracy 0.93 at ~0.2 (ln 4 = 1.39). `right_pad`: the padding after the
    track."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(4, n, p=[0.4, 0.2, 0.15, 0.25])
    x = np.zeros((n, length), dtype=np.int64)
    for i in range(n):
        m = int(rng.integers(8, length + 1))
        c = int(y[i])
        bias = int(rng.choice([-1, 0, 0, 0, 1]))
        if c == 0:
            speed = np.full(m, 1)
            turn = (rng.random(m) < 0.3).astype(int)
        elif c == 1:
            speed = np.full(m, 3)
            turn = (rng.random(m) < 0.1).astype(int)
        elif c == 2:
            k = int(rng.integers(3, m - 2))
            speed = np.r_[rng.integers(0, 2, k), np.full(m - k, 2)]
            turn = np.r_[rng.integers(2, 4, k), (rng.random(m - k) < 0.2).astype(int)]
        else:
            speed = np.zeros(m, dtype=int)
            turn = rng.integers(0, 4, m)
        speed = np.clip(speed + bias, 0, 3)
        codes = 1 + 4 * speed + turn
        codes = np.where(rng.random(m) < 0.25, rng.integers(1, RADAR_CODES, m), codes)
        if right_pad:
            x[i, :m] = codes
        else:
            x[i, length - m :] = codes
    return x, y


RUT_COLUMNS = (
    "pg64_22",
    "pg70_22",
    "pg76_22_pmb",
    "air_voids_pct",
    "binder_content_pct",
    "vma_pct",
    "nmas_mm",
    "test_temp_c",
    "wheel_passes",
    "tyre_pressure_kpa",
    "thickness_mm",
    "dust_binder_ratio",
)


def _rutting(seed: int, n: int, raw_passes: bool = False) -> tuple[Any, Any]:
    """An asphalt lab's Hamburg wheel-tracking tests: the rut depth (mm) of a slab from its binder
    grade (PG 64-22, PG 70-22, PG 76-22 polymer-modified; one-hot), air voids (3-9%), binder content
    (4.5-6.5%), VMA, the nominal maximum aggregate size (9.5, 12.5 or 19 mm), the water-bath
    temperature (40-60 C), the wheel passes (log10 of 2,000-20,000; `raw_passes`: the count), the tyre
    pressure, the slab thickness and the dust-to-binder ratio. The depth follows the lab's power law,
    a N^b with b ~0.35, growing by 6% a degree, by 12% a percent of voids above 4 and with excess
    binder, cut by the stiffer grades; the mix's own variability (sd 15%) and the LVDT's 0.2 mm make
    the floor: the target (1-25 mm, mean ~5) standardised, sound MLPs stop near an MSE of 0.08-0.12."""
    import numpy as np

    rng = np.random.default_rng(seed)
    grade = rng.integers(0, 3, n)
    voids = rng.uniform(3, 9, n)
    binder = rng.uniform(4.5, 6.5, n)
    vma = 13 + 0.6 * voids + 0.8 * (binder - 5.5) + rng.normal(0, 0.5, n)
    nmas = rng.choice([9.5, 12.5, 19.0], n)
    temp = rng.uniform(40, 60, n)
    passes = 10 ** rng.uniform(np.log10(2000), np.log10(20000), n)
    tyre = rng.uniform(600, 900, n)
    thick = rng.uniform(40, 80, n)
    dust = rng.uniform(0.6, 1.6, n)
    stiff = np.array([1.0, 0.7, 0.45])[grade]
    depth = (
        0.18
        * passes**0.35
        * np.exp(0.06 * (temp - 50))
        * np.exp(0.12 * (voids - 4))
        * np.exp(0.5 * np.clip(binder - 5.8, 0, None))
        * stiff
        * (tyre / 750) ** 0.5
        * np.exp(-0.08 * (dust - 1))
        * (nmas / 12.5) ** -0.15
    )
    depth = depth * np.exp(rng.normal(0, 0.15, n)) + rng.normal(0, 0.2, n)
    depth = np.clip(depth, 0.3, None)
    x = np.column_stack(
        [np.eye(3)[grade], voids, binder, vma, nmas, temp, passes if raw_passes else np.log10(passes), tyre]
        + [thick, dust]
    )
    return x, depth


PRIORITY = ("P1-critical", "P2-high", "P3-normal", "P4-low")


def _tickets(seed: int, n: int) -> tuple[Any, Any]:
    """A software vendor's support tickets, labelled by the priority the dispatcher set (P1 critical
    to P4 low), with 16 columns: the channel (phone, email, chat; one-hot), the customer tier (0-3),
    the log users affected, an outage flag, the text model's scores for 'down', 'refund', 'password'
    and the sentiment, the contacts on the same issue, the SLA hours left, a business-hours flag and the
    product (one-hot, 3). A hidden urgency (the tier, the users, the outage and the wording) sets the
    priority through the dispatcher's thresholds and her own judgement: a P2 and a P3 look alike, so
    sound MLPs stop near accuracy 0.75 at ~0.55 (ln 4 = 1.39)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    z = rng.standard_normal((n, 8))
    channel = rng.choice(3, n, p=[0.3, 0.5, 0.2])
    tier = rng.choice(4, n, p=[0.4, 0.3, 0.2, 0.1])
    users = np.exp(rng.normal(0.5, 1.5, n))
    outage = (rng.random(n) < 0.12).astype(float)
    down = np.clip(0.6 * outage + 0.2 * z[:, 0] + 0.2, 0, 1)
    refund = np.clip(0.2 + 0.25 * z[:, 1], 0, 1)
    password = np.clip(0.15 + 0.25 * z[:, 2], 0, 1)
    sentiment = np.tanh(0.8 * z[:, 3] - 0.5 * outage)
    repeats = rng.poisson(1 + 2 * outage)
    sla = rng.uniform(1, 72, n)
    hours = (rng.random(n) < 0.7).astype(float)
    product = rng.choice(3, n)
    urgency = (
        0.5 * tier
        + 0.5 * np.log1p(users)
        + 1.6 * outage
        + 1.2 * down
        - 0.8 * password
        - 0.4 * sentiment
        + 0.25 * repeats
        - 0.012 * sla
        + 0.3 * (channel == 0)
        + rng.normal(0, 0.45, n)
    )
    y = 3 - np.digitize(urgency, [1.1, 1.8, 3.0])
    x = np.column_stack(
        [np.eye(3)[channel], tier, np.log1p(users), outage, down, refund, password, sentiment, repeats]
        + [sla, hours, np.eye(3)[product]]
    )
    return x, y


# ---------------------------------------------------------------- splits


def sea_ice(seed: int = 26101, sizes: tuple[int, int, int] = SIZES, name: str = "sar-ice-12") -> Splits:
    """The patches as (N, 1, 12, 12) in dB, centred and scaled by the training patches' mean and sd."""
    x, y = _sea_ice(seed, sum(sizes))
    return _signal_splits(x[:, None], y, sizes, name, _stats(x[: sizes[0]]))


def sea_ice_melt_test() -> Splits:
    """The model is tested on June scenes (wet snow on the ice); its training and validation scenes
    are the winter's."""
    import numpy as np

    x, y = _sea_ice(26102, SIZES[0] + SIZES[1])
    x_new, y_new = _sea_ice(26103, SIZES[2], melt=True)
    x_all = np.concatenate([x, x_new])[:, None]
    return _signal_splits(x_all, np.concatenate([y, y_new]), SIZES, "sar-ice-12", _stats(x[: SIZES[0]]))


def pantograph(seed: int = 26201, sizes: tuple[int, int, int] = SIZES, name: str = "pantograph-64") -> Splits:
    """The windows (N, 64), centred and scaled by the training windows' mean and sd, 5 classes."""
    x, y = _pantograph(seed, sum(sizes))
    return _signal_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def pantograph_long() -> Splits:
    """A 2,000-window draw."""
    return pantograph(26202, (2000, 300, 300), "pantograph-64-2000")


def pantograph_eval_own_max() -> Splits:
    """The bug: training windows standardised by the training set's mean and sd (the training
    script), validation and test windows divided by their own maximum absolute value (the monitoring
    car's online scorer, whose preprocessing the evaluation job imports)."""
    import numpy as np

    x, y = _pantograph(26203, sum(SIZES))
    a = SIZES[0]
    mean, sd = _stats(x[:a])
    held = x[a:] / np.abs(x[a:]).max(1, keepdims=True)
    x_all = np.concatenate([(x[:a] - mean) / sd, held])
    return _signal_splits(x_all, y, SIZES, "pantograph-64", (0.0, 1.0))


def tracks(seed: int = 26301, sizes: tuple[int, int, int] = SIZES, name: str = "radar-tracks") -> Splits:
    """Code sequences (N, 20) over 17 ids (0 the padding), 4 classes."""
    x, y = _tracks(seed, sum(sizes))
    return _token_splits4(x, y, sizes, name)


def _token_splits4(x: Any, y: Any, sizes: tuple[int, int, int], name: str) -> Splits:
    import torch

    from tests.suite import datasets as ds

    return ds.named(ds._split(torch.tensor(x).long(), torch.tensor(y).long(), sizes, 4), name)


def tracks_echo_classifier_labels() -> Splits:
    """The bug: the training tracks are labelled by the radar's automatic echo classifier, not the
    ornithologist: it calls 40% of the passerines 'bat-insect' and 40% of the raptors 'passerine'
    (its own confusions), and 15% of the rest a random class; validation and test were labelled by
    hand."""
    import numpy as np
    import torch

    data = tracks(26302)
    rng = np.random.default_rng(26303)
    y = data.y_train.numpy().copy()
    r = rng.random(len(y))
    y = np.where((y == 0) & (r < 0.4), 3, np.where((y == 2) & (r < 0.4), 0, y))
    y = np.where(rng.random(len(y)) < 0.15, rng.integers(0, 4, len(y)), y)
    return replace(data, y_train=torch.tensor(y).long())


def tracks_pad_side_mismatch() -> Splits:
    """The bug: the training collate pads each track on the right (`pad_sequence`'s default), the
    evaluation job reads the exported, left-padded tracks: a recurrent model that read its tracks and
    then zeros now reads zeros and then the track."""
    import numpy as np

    a = SIZES[0]
    x, y = _tracks(26304, sum(SIZES), right_pad=True)
    x_left, _ = _tracks(26304, sum(SIZES))
    return _token_splits4(np.concatenate([x[:a], x_left[a:]]), y, SIZES, "radar-tracks")


def rutting(seed: int = 26401, sizes: tuple[int, int, int] = SIZES, name: str = "hamburg-rutting") -> Splits:
    """12 standardised columns, the rut depth standardised."""
    x, depth = _rutting(seed, sum(sizes))
    return _regression_table(name, x, depth, sizes)


def rutting_in_mm() -> Splits:
    """The rut depth in millimetres as the target (not standardised; standardised columns)."""
    x, depth = _rutting(26402, sum(SIZES))
    return _regression_table("hamburg-rutting-mm", x, depth, SIZES, target_scaled=False)


def rutting_long() -> Splits:
    """A 2,000-slab draw."""
    x, depth = _rutting(26403, 2600)
    return _regression_table("hamburg-rutting-2000", x, depth, (2000, 300, 300))


def rutting_passthrough_columns() -> Splits:
    """The bug: a ColumnTransformer whose StandardScaler lists the columns of last year's schema and
    remainder='passthrough': every column goes in its units, the wheel passes as the count (2,000 to
    20,000), tyre pressures of 600-900 kPa, temperatures of 40-60 C."""
    x, depth = _rutting(26404, sum(SIZES), raw_passes=True)
    return _regression_table("hamburg-rutting", x, depth, SIZES, features_scaled=False)


def rutting_sentinel_missing() -> Splits:
    """The bug: the lab's sheet writes -999 where the air voids, binder content or VMA were not
    measured (22% of the slabs miss one), and the script standardises the columns with the sentinel in
    them: a missing value becomes ~-3.6 sd after the scaler, the measured ones squeezed within ~0.02 sd."""
    import numpy as np

    x, depth = _rutting(26405, sum(SIZES))
    rng = np.random.default_rng(26406)
    miss = rng.random(len(x)) < 0.22
    col = rng.integers(3, 6, len(x))
    x[miss, col[miss]] = -999.0
    return _regression_table("hamburg-rutting", x, depth, SIZES)


def rutting_log_target_train_only() -> Splits:
    """The bug: the training script fits on log(rut depth), standardised (the skew tamed), and the
    validation and test targets are the rut depth standardised, the log never applied in the
    evaluation job's copy of the preprocessing."""
    import numpy as np
    import torch

    x, depth = _rutting(26407, sum(SIZES))
    data = _regression_table("hamburg-rutting", x, np.log(depth), SIZES)
    a, b = SIZES[0], SIZES[0] + SIZES[1]
    raw = (depth - depth[:a].mean()) / depth[:a].std()
    raw_t = torch.as_tensor(raw, dtype=torch.float32)[:, None]
    return replace(data, y_val=raw_t[a:b].clone(), y_test=raw_t[b:].clone())


def tickets(seed: int = 26501, sizes: tuple[int, int, int] = SIZES, name: str = "ticket-priority") -> Splits:
    """16 standardised columns, 4 classes."""
    x, y = _tickets(seed, sum(sizes))
    return _generated(name, x, y, 4, sizes)


def tickets_long() -> Splits:
    """A 2,400-ticket draw."""
    x, y = _tickets(26502, 3000)
    return _generated("ticket-priority-2400", x, y, 4, (2400, 300, 300))


def tickets_reopened_in_val() -> Splits:
    """The bug: re-opened tickets are exported again under a new id with the same fields (the SLA
    clock and the contacts updated): a random split by ticket id puts 60% of the validation tickets'
    originals in the training set. The test set is next month's tickets."""
    import numpy as np

    rng = np.random.default_rng(26503)
    x, y = _tickets(26504, SIZES[0] + SIZES[1] + SIZES[2])
    a, b = SIZES[0], SIZES[0] + SIZES[1]
    copies = rng.random(SIZES[1]) < 0.6
    src = rng.integers(0, a, SIZES[1])
    xv, yv = x[a:b].copy(), y[a:b].copy()
    xv[copies] = x[src[copies]]
    xv[copies, 13] = x[src[copies], 13] * rng.uniform(0.5, 1.0, int(copies.sum()))
    xv[copies, 12] += 1
    yv[copies] = y[src[copies]]
    return _generated(
        "ticket-priority", np.concatenate([x[:a], xv, x[b:]]), np.concatenate([y[:a], yv, y[b:]]), 4, SIZES
    )


def tickets_notebook_subset() -> Splits:
    """The bug: `train_ds = Subset(train_ds, range(64))` from a notebook's quick check, left in the
    script: 64 training tickets (validation and test whole)."""
    data = tickets(26505)
    return replace(data, x_train=data.x_train[:64].clone(), y_train=data.y_train[:64].clone())


# ---------------------------------------------------------------- injected faults (and healthy hooks)


def _time_reversal(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.where(torch.rand(len(x), 1) < 0.5, x.flip(-1), x)
    return x + 0.1 * torch.randn_like(x)


time_reversal = _augmented(_time_reversal)
time_reversal.__doc__ = """The bug: the audio-augmentation recipe's random time reversal (p=0.5) applied
to the current windows in training mode, while arc onset and arc extinction differ only by their
direction in time: half of each class's training windows carry the other's label."""


def _ice_jitter(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.rot90(x, int(torch.randint(0, 4, (1,))), dims=(2, 3))
    x = torch.where(torch.rand(len(x), 1, 1, 1) < 0.5, x.flip(3), x)
    return x + 0.15 * torch.randn(len(x), 1, 1, 1) + 0.25 * torch.randn_like(x)


ice_jitter = _augmented(_ice_jitter)
ice_jitter.__doc__ = """Not a fault: in training mode each batch of patches is turned by a multiple of 90
degrees, mirrored with probability 0.5 (the ice has no preferred direction), shifted by a calibration
offset (sd 0.15) and given 0.25 sd of extra speckle."""


def _current_jitter(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.roll(x, int(torch.randint(-6, 7, (1,))), dims=-1)
    return x * torch.exp(0.15 * (torch.rand(len(x), 1) * 2 - 1)) + 0.25 * torch.randn_like(x)


current_jitter = _augmented(_current_jitter)
current_jitter.__doc__ = """Not a fault: in training mode each batch of windows moves by up to 6 samples,
each window is scaled by 0.86-1.16 and given 0.25 sd of extra noise."""


def normal_init(std: float) -> Callable[[Any], Any]:
    """The bug: the model's `_init_weights` calls `nn.init.normal_(w, std=1.0)` on every linear and
    embedding weight (a config's `initializer_range` of 1.0 where 0.02 was meant)."""

    def hook(net: Any) -> Any:
        import torch
        from torch import nn

        with torch.no_grad():
            for module in net.modules():
                if isinstance(module, (nn.Linear, nn.Embedding)):
                    nn.init.normal_(module.weight, 0.0, std)
        return net

    return hook


def l1_on_logits(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """The bug: `F.l1_loss(logits, F.one_hot(y, 4).float())`, a regression loss left from the
    previous task: the raw logits pulled towards 0/1 targets, the gradient of each a constant sign."""
    from torch import nn

    return nn.functional.l1_loss(out, nn.functional.one_hot(y, out.shape[-1]).float())


def no_decay_group_only(net: Any) -> Any:
    """The bug: the optimizer's parameter groups split into decay / no-decay by name, the decay filter
    matching `'weight' in n and 'conv' in n` (the names are `features.0.weight`...), and the empty decay
    group dropped: only the biases train, every weight stays at its init."""
    return [p for name, p in net.named_parameters() if name.endswith("bias")]


# ---------------------------------------------------------------- the variants


def ZL(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by battery zf's runner (through every earlier wrapper)."""
    return L(*args, runs=runs or zf_runs(), **kw)


CH16 = {"channels": 16}
H48 = {"hidden": 48}
MLP128 = {"width": 128, "num_layers": 2}
LABEL_NOISE = ("train-val-gap", "undertrained", "slow-convergence")

FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    ZL(
        "vzl-lr-per-sample-times-batch-mlp-tickets",
        Plan(
            tickets,
            "mlp",
            0.02 * 64,
            "sgd",
            momentum=0.9,
            epochs=12,
            batch_size=64,
            log_every=4,
            model_kw=MLP64,
        ),
        ("loss-spikes", "metric-at-baseline"),
        "learning-rate-too-high",
        "the config gives the lr per sample (0.02, from a sum-reduced loss's recipe) and the script "
        "multiplies it by the batch of 64, while the loss is the mean over the batch: SGD momentum 0.9 at "
        "lr 1.28 on a 2x64 MLP over the tickets, every 4th step logged; windows 1.46, 0.83, 0.83, 1.13, "
        "1.95, up to 9.6 in the second epoch and 1.24-1.43 after it, the epoch loss 1.18, 2.37, 1.56, then "
        "1.30-1.33 (ln 4 = 1.39); the val loss 2.32, 5.64, then 1.29-1.36 and val accuracy 0.50, 0.44, "
        "0.20, then 0.443 (every ticket called P4, the commonest) for 9 epochs, test 1.25 and 0.50 (a sound "
        "MLP: ~0.55 and 0.75)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="mlp",
        dataset="ticket-priority",
        seed=26001,
    ),
    ZL(
        "vzl-finetune-lr-from-scratch-gru-tracks",
        Plan(tracks, "gru", 2e-5, "adamw", weight_decay=0.01, epochs=12, log_every=8, model_kw=H48),
        ("slow-convergence", "undertrained"),
        "learning-rate-too-low",
        "a fine-tuning recipe's AdamW lr of 2e-5 kept for a GRU (hidden 48) trained from scratch on the "
        "radar tracks: windows 1.39 to 1.28 over 384 steps (ln 4 = 1.39), the val loss 1.390, 1.382 ... "
        "1.301 in a straight slow descent and val accuracy 0.24 to 0.54 still rising at the end, test 1.30 "
        "and 0.50 (lr 3e-3: ~0.2 and 0.93)",
        STALL,
        family="gru",
        dataset="radar-tracks",
        seed=26002,
    ),
    ZL(
        "vzl-exponential-lr-per-batch-cnn-ice",
        Plan(sea_ice, "cnn", 3e-3, "adam", epochs=12, log_every=8, schedule="exp", gamma=0.97, model_kw=CH16),
        ("slow-convergence",),
        "lr-decay-too-fast",
        "ExponentialLR(gamma=0.97), meant per epoch, stepped after every batch by a hand-written loop: "
        "Adam's lr of 3e-3 on a 16-channel CNN over the SAR patches halves every 23 steps, 2.9e-3 to 2.5e-8 "
        "by the end; the epoch loss 1.04, 0.80, 0.76, 0.74, then 0.732 for 7 epochs, the val loss 0.84, "
        "0.78, then 0.766-0.772 and val accuracy 0.62 to 0.68 frozen from epoch 3, test 0.75 and 0.68 (a "
        "constant lr: ~0.65 and 0.73)",
        STALL,
        family="cnn",
        dataset="sar-sea-ice",
        seed=26003,
    ),
    ZL(
        "vzl-zero-grad-lost-in-closure-mlp-rutting",
        Plan(rutting, "mlp", 2e-3, "adam", epochs=12, log_every=4, zero_grad=False, model_kw=MLP64),
        ("loss-oscillation",),
        "missing-zero-grad",
        "optimizer.zero_grad() lost when the step was rewritten as a closure for L-BFGS and switched back "
        "to Adam: the gradients of a 2x64 regression MLP over the rut depths add up over all 384 steps "
        "(Adam lr 2e-3, every 4th step logged); windows 0.82, 0.56, 0.50 ... up to 2.85, 0.04-0.14 at the "
        "end, the epoch MSE 0.61, 0.65, 0.75, 0.36, 0.33, 0.68, 0.31, 0.52, 0.42, 0.38, 0.22, 0.26 and the "
        "val MSE 0.78, 1.16, 0.47, 0.40, 0.76, 0.34, 0.64, 0.38, 0.38, 0.23, 0.24, 0.16 up and down, test "
        "0.11 (a sound run: ~0.1 at a steady val MSE)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="regression",
        dataset="hamburg-rutting",
        seed=26004,
    ),
    ZL(
        "vzl-accumulate-64-micro-batches-of-1-bncnn1d-pantograph",
        Plan(
            pantograph,
            "bncnn1d",
            3e-3,
            "adam",
            epochs=3,
            batch_size=1,
            accumulate=64,
            log_every=1,
            model_kw=CH16,
        ),
        ("slow-convergence", "metric-at-baseline"),
        "batch-size-unsuitable",
        "a recipe's effective batch of 64 reached by accumulate_grad_batches=64 over micro-batches of 1 to "
        "fit the edge box's memory, on a batch-norm 1-D CNN: every BatchNorm normalises one window by its "
        "own statistics in training (and the running averages track single windows), Adam lr 3e-3 for 3 "
        "epochs (47 optimizer steps, each logged): losses 1.35, 1.30, 1.86, 1.76 ... 1.26-2.03 throughout "
        "(ln 5 = 1.61), the epoch loss 1.58, 1.55, 1.54, the val loss 1.55, 1.57, 1.59 and val accuracy "
        "0.26, 0.23, 0.24, test 1.63 and 0.20 (batch 32: ~0.2 and 0.94)",
        (*RUNAWAY, "undertrained"),
        family="cnn-bn",
        dataset="pantograph-arcing",
        seed=26005,
    ),
    # --- data
    ZL(
        "vzl-time-reversal-aug-cnn1d-pantograph",
        Plan(
            pantograph,
            "cnn1d",
            3e-3,
            "adam",
            epochs=15,
            log_every=8,
            model_fault=time_reversal,
            model_kw=CH16,
        ),
        ("slow-convergence",),
        "label-noise",
        "the audio-augmentation recipe's random time reversal (p=0.5) applied to the current windows in "
        "training mode, while arc onset and arc extinction differ only by their direction in time: half of "
        "the training windows of each carry the other's label; a 1-D CNN under Adam lr 3e-3 for 15 epochs: "
        "windows 1.49 to 0.29-0.67, the epoch loss 1.47 to 0.49, the val loss 1.27 to 0.50-0.58 flat from "
        "epoch 8 and val accuracy 0.37 to 0.63-0.71, test 0.56 and 0.69 (no reversal: ~0.22 and 0.94)",
        LABEL_NOISE,
        family="cnn",
        dataset="pantograph-arcing",
        seed=26006,
    ),
    ZL(
        "vzl-reopened-tickets-in-val-mlp-tickets",
        Plan(
            tickets_reopened_in_val,
            "mlp",
            2e-3,
            "adam",
            epochs=40,
            log_every=16,
            model_kw={"width": 256, "num_layers": 2},
        ),
        ("overfitting", "val-test-gap"),
        "data-leakage",
        "re-opened tickets exported again under a new id with the same fields (the SLA clock and the "
        "contact count updated), split at random by id: 60% of the validation tickets are copies of "
        "training tickets; the test set is next month's; a 2x256 MLP under Adam for 40 epochs, every 16th "
        "step logged: windows 0.87 to 0.003-0.03, the epoch loss 0.88 to 0.008, the val loss 0.63, 0.60, "
        "0.57 at epoch 3, then up to 1.41, val accuracy 0.69-0.75 to the end, while the test loss is 1.92 "
        "and test accuracy 0.68",
        ("zero-train-loss", "overfitting", "train-val-gap", "undertrained"),
        family="mlp",
        dataset="ticket-priority",
        seed=26007,
    ),
    ZL(
        "vzl-tracks-written-by-class-lstm-tracks",
        Plan(
            tracks,
            "lstm",
            3e-3,
            "adam",
            epochs=12,
            log_every=2,
            shuffle=False,
            sort_by_class=True,
            model_kw=H48,
        ),
        ("periodic-loss",),
        "data-not-shuffled",
        "the track export writes the tracks class by class (passerines, waterfowl, raptors, bats), and the "
        "Dataset streams the file in order with shuffle=False: every epoch of an LSTM (hidden 48, Adam lr "
        "3e-3, every 2nd step logged) walks the classes in turn, its step losses 0.35-0.75 over most of "
        "each epoch and up to 1.1-2.2 at the raptor block of the early epochs (0.35-0.55 late); the epoch "
        "loss 1.50 to 0.17, the val loss 1.23 to 0.235 and val accuracy 0.57 to 0.91, test 0.19 and 0.93",
        (
            "loss-oscillation",
            "loss-spikes",
            "slow-convergence",
            "metric-at-baseline",
            "train-val-gap",
            "undertrained",
        ),
        family="lstm",
        dataset="radar-tracks",
        seed=26008,
    ),
    ZL(
        "vzl-echo-classifier-labels-gru-tracks",
        Plan(tracks_echo_classifier_labels, "gru", 3e-3, "adam", epochs=25, log_every=16, model_kw=H48),
        ("overfitting",),
        "label-noise",
        "the training tracks labelled by the radar's automatic echo classifier instead of the "
        "ornithologist: 40% of the passerines called bats, 40% of the raptors called passerines and 15% of "
        "the rest a random class (validation and test labelled by hand); a GRU (hidden 48) under Adam for "
        "25 epochs, every 16th step logged: windows 1.21 to 0.43-0.51, above the val loss all run; the val "
        "loss 0.86 to 0.55 at epoch 13, then 0.58-0.78, val accuracy 0.63-0.81, 0.72 at the end, test 0.77 "
        "and 0.72 (hand labels: ~0.2 and 0.93)",
        LABEL_NOISE,
        family="gru",
        dataset="radar-tracks",
        seed=26009,
    ),
    ZL(
        "vzl-passthrough-columns-mlp-rutting",
        Plan(rutting_passthrough_columns, "mlp", 1e-3, "adam", epochs=15, log_every=8, model_kw=MLP64),
        ("bad-initial-loss", "loss-spikes"),
        "unnormalized-input",
        "a ColumnTransformer whose StandardScaler lists last year's column names and "
        "remainder='passthrough': every column reaches a 2x64 MLP in its units (wheel passes 2,000-20,000, "
        "tyre pressures 600-900 kPa, temperatures 40-60 C), the target standardised; Adam lr 1e-3, every "
        "8th step logged: the first logged MSEs 25, 244, 120, 8.1, 26, the epoch MSE 318, 9.6, 1.47, then "
        "1.0-2.8 up and down, windows 0.07-8.3 late, the val MSE 6.9, 2.2, 1.6, 0.91 ... 4.1 at epoch 11 "
        "and 0.78 at the end, test 0.85 (scaled columns: ~0.1)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="regression",
        dataset="hamburg-rutting",
        seed=26010,
    ),
    ZL(
        "vzl-melt-season-test-bncnn-ice",
        Plan(sea_ice_melt_test, "bncnn", 2e-3, "adam", epochs=12, log_every=8, model_kw=CH16),
        ("val-test-gap",),
        "distribution-shift",
        "the model is tested on June scenes (wet snow on the ice, 5-7 dB darker, the multi-year texture "
        "gone); training and validation scenes are the winter's: a batch-norm CNN's windows 1.15 to "
        "0.29-0.72, the epoch loss 1.09 to 0.46, the val loss 1.01 to 0.52-0.66 and val accuracy 0.62 to "
        "0.73-0.79, while the test loss is 1.81 and test accuracy 0.43",
        ("overfitting",),
        family="cnn-bn",
        dataset="sar-sea-ice",
        seed=26011,
    ),
    ZL(
        "vzl-sentinel-999-missing-mlp-rutting",
        Plan(rutting_sentinel_missing, "mlp", 1e-3, "adam", epochs=15, log_every=8, model_kw=MLP64),
        ("train-val-gap",),
        "missing-values",
        "the lab's sheet writes -999 where a slab's air voids, binder content or VMA were not measured (22% "
        "of the slabs), and the columns are standardised with the sentinel in them: a missing value sits at "
        "-2 to -4 sd and the measured ones are squeezed within ~0.02 sd of each other; a 2x64 MLP under "
        "Adam lr 1e-3: windows 0.80 to 0.18-0.30, the val MSE 0.65, 0.39, then 0.30-0.33 for 13 epochs, "
        "test 0.26 (clean columns: ~0.1)",
        (*RUNAWAY, "loss-runaway", "undertrained", "overfitting"),
        family="regression",
        dataset="hamburg-rutting",
        seed=26012,
    ),
    # --- evaluation
    ZL(
        "vzl-eval-windows-own-max-cnn1d-pantograph",
        Plan(pantograph_eval_own_max, "cnn1d", 3e-3, "adam", epochs=12, log_every=8, model_kw=CH16),
        ("train-val-gap",),
        "eval-pipeline-mismatch",
        "training windows standardised by the training set's mean and sd, validation and test windows "
        "divided by their own maximum absolute value (the monitoring car's online scorer, whose "
        "preprocessing the evaluation job imports): a 1-D CNN's windows 1.44 to 0.23-0.34, the epoch loss "
        "1.48 to 0.29, while the val loss climbs 1.60, 1.84, 2.49 ... 3.98 and val accuracy is 0.177 at "
        "every evaluation (one class for every window), test 3.90 and 0.20",
        EVAL,
        family="cnn",
        dataset="pantograph-arcing",
        seed=26013,
    ),
    ZL(
        "vzl-log-target-train-only-mlp-rutting",
        Plan(rutting_log_target_train_only, "mlp", 2e-3, "adam", epochs=15, log_every=8, model_kw=MLP64),
        ("train-val-gap",),
        "eval-pipeline-mismatch",
        "the training script fits on log(rut depth), standardised (the skew tamed), while the evaluation "
        "job's copy of the preprocessing standardises the rut depth without the log: a 2x64 MLP's windows "
        "0.84 to 0.058-0.068, while the val MSE is 0.29, 0.20, then 0.19-0.22 for 13 epochs, test 0.25",
        EVAL,
        family="regression",
        dataset="hamburg-rutting",
        seed=26014,
    ),
    ZL(
        "vzl-pad-side-mismatch-gru-tracks",
        Plan(tracks_pad_side_mismatch, "gru", 3e-3, "adam", epochs=12, log_every=8, model_kw=H48),
        ("train-val-gap",),
        "eval-pipeline-mismatch",
        "the training collate pads each track on the right (pad_sequence's default), the evaluation job "
        "reads the exported tracks, left-padded: a GRU (hidden 48) under Adam lr 3e-3: windows 1.34 to "
        "0.08-0.15, the val loss 0.88, 0.60, 0.44, 0.30, then 0.36, 0.46, 0.48, 0.24, 0.63, 0.60, 0.39, "
        "0.45 and val accuracy 0.65 to 0.90, then 0.75-0.85, test 0.51 and 0.80 (one padding: ~0.2 and "
        "0.93)",
        EVAL,
        family="gru",
        dataset="radar-tracks",
        seed=26015,
    ),
    ZL(
        "vzl-limit-val-batches-0-bncnn-ice",
        Plan(sea_ice, "bncnn", 2e-3, "adam", epochs=10, log_every=8, model_kw=CH16),
        ("missing-validation",),
        "missing-eval-set",
        "Trainer(limit_val_batches=0.0) kept from a debug config that timed the training loop: no "
        "validation ever runs; a batch-norm CNN logs its training loss, windows 1.32 to 0.42-0.53 over 320 "
        "steps, with no val loss at all; only the final test (0.59 and 0.76) is written",
        ("undertrained",),
        family="cnn-bn",
        dataset="sar-sea-ice",
        seed=26016,
        runs=zf_runs(evaluate=False, hparams={"limit_val_batches": 0.0}),
    ),
    # --- model
    ZL(
        "vzl-init-std-1-transformer-tracks",
        Plan(
            tracks,
            "transformer",
            1e-3,
            "adamw",
            weight_decay=0.01,
            epochs=12,
            log_every=1,
            model_fault=normal_init(1.0),
        ),
        ("bad-initial-loss",),
        "poor-initialization",
        "the model's _init_weights calls nn.init.normal_(w, std=1.0) on every linear and embedding weight "
        "(a config's initializer_range of 1.0 where 0.02 was meant) on a small transformer over the radar "
        "tracks, AdamW lr 1e-3, every step logged: the first losses 4.99, 6.07, 5.50, 2.93, 2.54 (ln 4 = "
        "1.39), the epoch loss 1.94, 0.65, 0.43 ... 0.16, single-step losses up to 0.63 late, the val loss "
        "0.95 to 0.26 and val accuracy 0.66 to 0.90, test 0.24 and 0.93",
        (
            "slow-convergence",
            "undertrained",
            "loss-spikes",
            "train-val-gap",
            "overfitting",
            "metric-at-baseline",
        ),
        family="transformer",
        dataset="radar-tracks",
        seed=26017,
    ),
    ZL(
        "vzl-l1-loss-on-logits-mlp-tickets",
        Plan(tickets, "mlp", 1e-3, "adam", epochs=15, log_every=8, model_kw=MLP64),
        ("slow-convergence",),
        "wrong-loss-function",
        "F.l1_loss(logits, F.one_hot(y, 4).float()), the regression loss of the previous task left in: the "
        "raw logits of a 2x64 MLP pulled towards 0/1, each gradient a constant sign; Adam lr 1e-3 for 15 "
        "epochs: windows 0.28 to 0.15-0.17, the epoch loss 0.264 to 0.174 and the val loss 0.242 to 0.174 "
        "still creeping, val accuracy 0.59 to 0.69, test 0.165 and 0.68 (cross-entropy: ~0.75 accuracy by "
        "epoch 3)",
        (*STALL, "gradient-vanishing"),
        family="mlp",
        dataset="ticket-priority",
        seed=26018,
        runs=zf_runs(loss=l1_on_logits, hparams={"loss": "l1_loss(logits, one_hot)"}),
    ),
    ZL(
        "vzl-only-no-decay-group-cnn1d-pantograph",
        Plan(
            pantograph,
            "cnn1d",
            3e-3,
            "adamw",
            weight_decay=0.05,
            epochs=12,
            log_every=8,
            params=no_decay_group_only,
            model_kw=CH16,
        ),
        ("slow-convergence", "metric-at-baseline"),
        "frozen-weights",
        "the optimizer's parameter groups split into decay / no-decay by name, the decay filter matching "
        "'conv' in names like features.0.weight, and the empty group dropped: AdamW (lr 3e-3, weight decay "
        "0.05) is given only the biases of a 1-D CNN, every weight stays at its init; windows 1.59-1.67 (ln "
        "5 = 1.61) for all 384 steps, the epoch loss 1.62 to 1.56, the val loss 1.60 to 1.53 and val "
        "accuracy 0.31-0.33 (one class) from epoch 1, test 1.57 and 0.26 (every parameter trained: ~0.22 "
        "and 0.94)",
        (*STALL, "gradient-vanishing"),
        family="cnn",
        dataset="pantograph-arcing",
        seed=26019,
    ),
    # --- workflow
    ZL(
        "vzl-test-ckpt-older-run-dir-cnn-ice",
        Plan(sea_ice, "cnn", 3e-3, "adam", epochs=12, log_every=8, model_kw=CH16),
        ("val-test-gap",),
        "wrong-checkpoint-loaded",
        "the test script loads sorted(glob('runs/*/last.ckpt'))[0], the lexically first run directory, a "
        "trial run stopped at step 24, not this run's weights: a 16-channel CNN's windows 1.26 to "
        "0.23-0.40, the epoch loss 1.04 to 0.35, the val loss 0.87 to 0.67-0.78 and val accuracy 0.63 to "
        "0.71-0.74, while the test scores 0.90 and 0.56",
        ("overfitting",),
        family="cnn",
        dataset="sar-sea-ice",
        seed=26020,
        runs=zf_runs(test_at_step=24),
    ),
    ZL(
        "vzl-max-time-gpu-queue-budget-resnet-ice",
        Plan(
            sea_ice,
            "resnet",
            0.05,
            "sgd",
            momentum=0.9,
            epochs=30,
            max_steps=45,
            log_every=3,
            val_interval=0.5,
        ),
        ("undertrained",),
        "too-few-epochs",
        "Trainer(max_time=...) copied from a GPU queue's slot, which on the CPU node stops a 30-epoch "
        "schedule after 45 steps (1.4 epochs) of a residual net under SGD momentum 0.9 lr 0.05, validated "
        "twice an epoch, every 3rd step logged: windows 1.64 to 0.73-1.27, the val loss 1.32 and 1.40 and "
        "val accuracy 0.50 and 0.54, test 0.87 and 0.62 (a sound residual net: ~0.6 and 0.78)",
        ("slow-convergence", "metric-at-baseline"),
        family="resnet",
        dataset="sar-sea-ice",
        seed=26021,
    ),
    ZL(
        "vzl-notebook-subset-64-mlp-tickets",
        Plan(
            tickets_notebook_subset,
            "mlp",
            2e-3,
            "adam",
            epochs=60,
            batch_size=16,
            log_every=4,
            model_kw=MLP128,
        ),
        ("overfitting", "zero-train-loss"),
        "insufficient-data",
        "train_ds = Subset(train_ds, range(64)) from a notebook's quick check, left in the script: a 2x128 "
        "MLP trains on 64 tickets (batch 16) for 60 epochs, validation and test whole: windows 1.24 to "
        "0.003-0.004, the epoch loss 1.33 to 0.003, the val loss 1.26 to 0.97 at epoch 9, then up to 2.31, "
        "val accuracy 0.51 to 0.60 at best and 0.56 at the end, test 2.33 and 0.58 (1,000 tickets: ~0.55 "
        "and 0.75)",
        ("train-val-gap", "metric-at-baseline", "undertrained"),
        family="mlp",
        dataset="ticket-priority",
        seed=26022,
    ),
)

HEALTHY: tuple[Variant, ...] = (
    # --- sea-ice patches
    ZL(
        "vzl-healthy-ice-jitter-dropout-bncnn",
        Plan(
            sea_ice,
            "bncnn",
            2e-3,
            "adam",
            epochs=20,
            log_every=10,
            model_fault=ice_jitter,
            model_kw={"channels": 16, "dropout": 0.3},
        ),
        (),
        None,
        "a batch-norm CNN with dropout 0.3 under rot90 / mirror / calibration-offset / speckle augmentation "
        "in training mode, Adam lr 2e-3 for 20 epochs: the epoch loss 1.18 to 0.65-0.67 stays above the val "
        "loss 0.97 to 0.52-0.65 (it bounces to 0.93 and 0.86 at epochs 6 and 12), val accuracy 0.62 to "
        "0.79, test 0.51 and 0.77",
        family="cnn-bn",
        dataset="sar-sea-ice",
        seed=26101,
    ),
    ZL(
        "vzl-healthy-ice-resnet-step-cut",
        Plan(
            sea_ice,
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
        "a residual net under SGD momentum 0.9 lr 0.05 and weight decay 5e-4, StepLR cut to 0.005 at step "
        "256 (epoch 8): the val loss 1.82 after epoch 1, 0.85, 1.01, 0.74, then 0.84, 0.97, 0.95 before the "
        "cut and 0.72, 0.66, 0.64, 0.63, 0.62 after it; windows 1.28 to 0.59-0.69, val accuracy 0.53-0.66 "
        "before the cut, 0.68-0.77 after, test 0.58 and 0.78",
        family="resnet",
        dataset="sar-sea-ice",
        seed=26102,
    ),
    ZL(
        "vzl-healthy-ice-bf16-warmup-cosine-cnn",
        Plan(
            sea_ice,
            "cnn",
            3e-3,
            "adamw",
            weight_decay=0.05,
            epochs=14,
            log_every=4,
            schedule="warmup-cosine",
            warmup=60,
            bf16=True,
            model_kw=CH16,
        ),
        (),
        None,
        "a CNN under bf16-mixed autocast, AdamW lr 3e-3, weight decay 0.05, 60 warm-up steps and a cosine "
        "decay to 0, every 4th step logged: windows 1.62, 1.54, 1.45, 1.31 in the warm-up, then 0.22-0.95 "
        "noisy, the epoch loss 1.32 to 0.39, the val loss 1.00 to 0.63 flat over the last 5 epochs and val "
        "accuracy 0.51 to 0.76, test 0.56 and 0.76",
        family="cnn",
        dataset="sar-sea-ice",
        seed=26103,
    ),
    ZL(
        "vzl-healthy-ice-early-stop-cnn",
        Plan(sea_ice, "cnn", 3e-3, "adam", epochs=40, log_every=16, early_stop=3, model_kw=CH16),
        (),
        None,
        "a CNN under Adam lr 3e-3 with early stopping (patience 3 evaluations) on a 40-epoch budget: the "
        "epoch loss 1.03 to 0.35, the val loss 0.89 to 0.67 at epoch 9, then 0.76, 0.71, 0.68, and the run "
        "stops after epoch 12; val accuracy 0.60 to 0.70-0.74, test 0.67 and 0.71",
        family="cnn",
        dataset="sar-sea-ice",
        seed=26104,
    ),
    ZL(
        "vzl-healthy-ice-batch16-every-step-bncnn",
        Plan(sea_ice, "bncnn", 1e-3, "adam", epochs=3, batch_size=16, log_every=1, model_kw=CH16),
        (),
        None,
        "a batch-norm CNN at batch 16, every step logged, for 3 epochs (189 steps) under Adam lr 1e-3: "
        "single-batch losses 1.60 to 0.59-1.27 jumping by 0.3-0.5 between steps, the val loss 0.96, 0.86, "
        "0.79 and val accuracy 0.60, 0.65, 0.67 still improving, test 0.77 and 0.70",
        family="cnn-bn",
        dataset="sar-sea-ice",
        seed=26105,
    ),
    # --- pantograph windows
    ZL(
        "vzl-healthy-pantograph-jitter-cnn1d",
        Plan(
            pantograph,
            "cnn1d",
            3e-3,
            "adam",
            epochs=18,
            log_every=8,
            val_interval=0.5,
            model_fault=current_jitter,
            model_kw=CH16,
        ),
        (),
        None,
        "a 1-D CNN under shift / gain / noise jitter in training mode, Adam lr 3e-3, validated twice an "
        "epoch for 18 epochs: the epoch loss 1.51 to 0.27 at or above the val loss 1.46 to 0.21, windows "
        "1.57 to 0.21-0.33, val accuracy 0.29 to 0.93-0.95 (dips to 0.68-0.69 early), test 0.22 and 0.95",
        family="cnn",
        dataset="pantograph-arcing",
        seed=26106,
    ),
    ZL(
        "vzl-healthy-pantograph-cyclic-cnn1d",
        Plan(
            pantograph,
            "cnn1d",
            0.01,
            "sgd",
            momentum=0.9,
            epochs=16,
            log_every=4,
            schedule="cyclic",
            model_kw=CH16,
        ),
        (),
        None,
        "a 1-D CNN under SGD momentum 0.9 with a triangular CyclicLR (5e-3 to 0.08, 64 steps up and 64 "
        "down), every 4th step logged: windows 1.65 at ln 5 for the first ~40 steps, then 0.07-0.78 with "
        "bumps as the lr climbs back, the epoch loss 1.59, 1.43, 0.91 ... 0.19, the val loss 1.50, 1.21, "
        "0.73 ... 0.58, 0.51, 0.49, 0.39, 0.34, 0.40, 0.27, 0.18 and val accuracy 0.27 to 0.96 (0.94, 0.79, "
        "0.91 near the end), test 0.20 and 0.94",
        family="cnn",
        dataset="pantograph-arcing",
        seed=26107,
        runs=zf_runs(schedule=cyclic(5e-3, 0.08, 64)),
    ),
    ZL(
        "vzl-healthy-pantograph-long-batch8-sparse-bncnn1d",
        Plan(
            pantograph_long,
            "bncnn1d",
            0.01,
            "sgd",
            momentum=0.9,
            epochs=8,
            batch_size=8,
            log_every=100,
            val_every_epochs=2,
            model_kw=CH16,
        ),
        (),
        None,
        "a 2,000-window draw, a batch-norm 1-D CNN under SGD momentum 0.9 lr 0.01 at batch 8 for 8 epochs "
        "(2,000 steps), every 100th step logged, validated every 2 epochs: windows 0.85, 0.88, 0.75, 0.36, "
        "0.70 ... 0.08-0.59 (single batches of 8), the epoch loss 0.97 to 0.24, the val loss 0.50, 0.34, "
        "0.28, 0.21 and val accuracy 0.80, 0.91, 0.90, 0.94, test 0.20 and 0.94",
        family="cnn-bn",
        dataset="pantograph-arcing",
        seed=26108,
    ),
    ZL(
        "vzl-healthy-pantograph-short-still-improving-bncnn1d",
        Plan(pantograph, "bncnn1d", 2e-3, "adam", epochs=2, log_every=2, val_interval=0.5, model_kw=CH16),
        (),
        None,
        "a batch-norm 1-D CNN under Adam lr 2e-3 for 2 epochs (64 steps), every 2nd step logged, validated "
        "twice an epoch: windows 1.62 to 0.92-1.04, the epoch loss 1.33, 1.03, the val loss 1.34, 1.12, "
        "1.01, 0.93 still falling and val accuracy 0.49, 0.67, 0.69, 0.60, test 0.92 and 0.62",
        family="cnn-bn",
        dataset="pantograph-arcing",
        seed=26109,
    ),
    # --- radar tracks
    ZL(
        "vzl-healthy-tracks-transformer-constant-lr",
        Plan(tracks, "transformer", 5e-4, "adam", epochs=20, log_every=8),
        (),
        None,
        "a small transformer under Adam at a constant lr of 5e-4 for 20 epochs, every 8th step logged: "
        "windows 1.21 to 0.02-0.2, the val loss 0.88 to 0.22-0.24 flat over the last 8 epochs while the "
        "training loss keeps falling, val accuracy 0.72 to 0.91-0.93, test 0.19 and 0.93",
        family="transformer",
        dataset="radar-tracks",
        seed=26110,
    ),
    ZL(
        "vzl-healthy-tracks-gru-clip-warmup",
        Plan(
            tracks,
            "gru",
            5e-3,
            "adam",
            epochs=14,
            log_every=8,
            clip=1.0,
            schedule="warmup-linear",
            warmup=40,
            model_kw=H48,
        ),
        (),
        None,
        "a GRU (hidden 48) under Adam lr 5e-3 with 40 linear warm-up steps, a linear decay and "
        "clip_grad_norm_ 1.0, every 8th step logged: windows 1.32 to 0.01-0.26, the epoch loss 1.14 to "
        "0.055, the val loss 0.83 to 0.17-0.19 flat from epoch 4 while the training loss keeps falling, val "
        "accuracy 0.69 to 0.92-0.95, test 0.18 and 0.95",
        family="gru",
        dataset="radar-tracks",
        seed=26111,
    ),
    ZL(
        "vzl-healthy-tracks-lstm-plateau-twice-an-epoch",
        Plan(
            tracks,
            "lstm",
            4e-3,
            "adam",
            epochs=16,
            log_every=8,
            val_interval=0.5,
            schedule="plateau",
            gamma=0.5,
            model_kw=H48,
        ),
        (),
        None,
        "an LSTM (hidden 48) under Adam lr 4e-3, validated twice an epoch, with ReduceLROnPlateau (factor "
        "0.5): the val loss 0.83 to 0.19-0.23 by epoch 7 and 0.199-0.201 over the last 16 evaluations as "
        "the lr is halved again and again, the epoch loss 0.87 to 0.081, windows down to 0.002, val "
        "accuracy 0.67 to 0.93, test 0.17 and 0.94",
        family="lstm",
        dataset="radar-tracks",
        seed=26112,
    ),
    ZL(
        "vzl-healthy-tracks-gru-bf16-rmsprop",
        Plan(tracks, "gru", 2e-3, "rmsprop", epochs=12, log_every=8, bf16=True, model_kw=H48),
        (),
        None,
        "a GRU (hidden 48) under bf16-mixed autocast and RMSprop lr 2e-3: windows 0.87 to 0.06-0.12, the "
        "val loss 0.50 after epoch 1, then 0.21-0.29 with a last 0.33, val accuracy 0.83 to 0.90-0.93, test "
        "0.20 and 0.94",
        family="gru",
        dataset="radar-tracks",
        seed=26113,
    ),
    # --- rut depths
    ZL(
        "vzl-healthy-rutting-in-mm-mlp",
        Plan(rutting_in_mm, "mlp", 2e-3, "adam", epochs=20, log_every=8, model_kw=MLP64),
        (),
        None,
        "the rut depth in millimetres (1-21 mm, mean ~4.2, sd ~2.7) as the target of a 2x64 MLP over "
        "standardised columns, Adam lr 2e-3 for 20 epochs, every 8th step logged: the first logged MSEs "
        "17.8, 13.2, 16.4, 2.0, the epoch MSE 13.6, 2.26, 1.00 ... 0.58, the val MSE 3.97, 1.44, 1.13 ... "
        "0.83, test 0.69 (in mm^2; ~0.1 standardised)",
        family="regression",
        dataset="hamburg-rutting",
        seed=26114,
    ),
    ZL(
        "vzl-healthy-rutting-sgd-creeping-long",
        Plan(
            rutting_long,
            "mlp",
            0.005,
            "sgd",
            epochs=12,
            batch_size=8,
            log_every=50,
            val_every_epochs=3,
            model_kw=MLP64,
        ),
        (),
        None,
        "a 2,000-slab draw, plain SGD lr 0.005 at batch 8 for 12 epochs (3,000 steps), every 50th step "
        "logged, validated every 3 epochs: windows 0.30, 0.27, 0.13, 2.79 ... 0.016-0.12 late (single "
        "batches of 8), the epoch MSE 0.72, 0.20, 0.14 ... 0.104 still creeping down, the val MSE 0.108, "
        "0.099, 0.103, 0.094, test 0.10",
        family="regression",
        dataset="hamburg-rutting",
        seed=26115,
    ),
    ZL(
        "vzl-healthy-rutting-dropout-adamw-cosine",
        Plan(
            rutting,
            "mlp",
            3e-3,
            "adamw",
            weight_decay=0.01,
            epochs=25,
            log_every=16,
            schedule="cosine",
            model_kw={"width": 128, "num_layers": 2, "dropout": 0.3},
        ),
        (),
        None,
        "a 2x128 regression MLP with dropout 0.3 under AdamW lr 3e-3 (weight decay 0.01) and a cosine decay "
        "over 25 epochs: the epoch MSE 0.39, 0.21 ... 0.11-0.13 at or under the val MSE 0.19, 0.17 ... 0.13 "
        "(0.25 at epoch 6), flat at 0.13 over the last 10 epochs, windows 0.04-0.70, test 0.12",
        family="regression",
        dataset="hamburg-rutting",
        seed=26116,
    ),
    ZL(
        "vzl-healthy-rutting-batch8-every-step",
        Plan(rutting, "mlp", 1e-3, "adam", epochs=2, batch_size=8, log_every=1, model_kw=MLP64),
        (),
        None,
        "a 2x64 regression MLP at batch 8, every step logged, for 2 epochs (250 steps) under Adam lr 1e-3: "
        "single-batch MSEs 0.005-6.2 (a batch of deep ruts at step ~60), the val MSE 0.26 and 0.20, test "
        "0.13",
        family="regression",
        dataset="hamburg-rutting",
        seed=26117,
    ),
    # --- tickets
    ZL(
        "vzl-healthy-tickets-dropout-05-mlp",
        Plan(
            tickets,
            "mlp",
            1e-3,
            "adam",
            epochs=25,
            log_every=16,
            model_kw={"width": 256, "num_layers": 2, "dropout": 0.5},
        ),
        (),
        None,
        "a 2x256 MLP with dropout 0.5 under Adam lr 1e-3 for 25 epochs, every 16th step logged: windows "
        "1.28 to 0.51-0.62, at or above the val loss 0.88, 0.67, then 0.54-0.59, val accuracy 0.69 to "
        "0.71-0.76, test 0.57 and 0.77",
        family="mlp",
        dataset="ticket-priority",
        seed=26118,
    ),
    ZL(
        "vzl-healthy-tickets-early-stop-long",
        Plan(tickets_long, "mlp", 2e-3, "adam", epochs=40, log_every=25, early_stop=4, model_kw=MLP128),
        (),
        None,
        "a 2,400-ticket draw, a 2x128 MLP under Adam lr 2e-3 with early stopping (patience 4) on a 40-epoch "
        "budget, every 25th step logged: the epoch loss 0.82 to 0.50, the val loss 0.53, 0.56, 0.52, 0.53, "
        "0.51 at epoch 5, then 0.54, 0.52, 0.54, 0.60 and the run stops after epoch 9; val accuracy "
        "0.73-0.78, test 0.64 and 0.73",
        family="mlp",
        dataset="ticket-priority",
        seed=26119,
    ),
    ZL(
        "vzl-healthy-tickets-warmup-bump-sgd",
        Plan(
            tickets,
            "mlp",
            0.2,
            "sgd",
            momentum=0.9,
            epochs=15,
            log_every=4,
            schedule="warmup-cosine",
            warmup=50,
            model_kw=MLP64,
        ),
        (),
        None,
        "SGD momentum 0.9 lr 0.2 on a 2x64 MLP with 50 linear warm-up steps and a cosine decay, every 4th "
        "step logged: windows 1.34, 1.30, 1.32, 1.17 ... 0.63 at step 39, back up to 1.05 at step 47 as the "
        "lr peaks, 0.6-0.97 in the next epochs and 0.28-0.45 at the end; the val loss 0.70, 0.65, 0.60, a "
        "bump to 0.82 at epoch 4, then 0.60-0.72, val accuracy 0.66-0.76, test 0.69 and 0.72",
        family="mlp",
        dataset="ticket-priority",
        seed=26120,
    ),
    ZL(
        "vzl-healthy-tickets-nadam-wsd",
        Plan(
            tickets,
            "mlp",
            2e-3,
            "nadam",
            epochs=16,
            log_every=8,
            val_every_epochs=2,
            schedule="warmup-linear",
            model_kw=MLP64,
        ),
        (),
        None,
        "NAdam lr 2e-3 on a 2x64 MLP under a warm-up-stable-decay schedule (10% warm-up, the last 30% "
        "decayed to 0), validated every 2 epochs, every 8th step logged: windows 1.39 to 0.37-0.6 (1.09 "
        "once), the epoch loss 1.35 to 0.46, the val loss 0.74, 0.56, 0.55, 0.58, 0.57, 0.58, 0.58, 0.58 "
        "and val accuracy 0.72 to 0.74-0.76, test 0.58 and 0.75",
        family="mlp",
        dataset="ticket-priority",
        seed=26121,
        runs=zf_runs(schedule=lambda_schedule(warmup_stable_decay(0.1, 0.3))),
    ),
    ZL(
        "vzl-healthy-tickets-accumulate-4",
        Plan(
            tickets,
            "mlp",
            3e-3,
            "adamw",
            weight_decay=0.01,
            epochs=16,
            batch_size=16,
            accumulate=4,
            log_every=2,
            model_kw=MLP64,
        ),
        (),
        None,
        "AdamW lr 3e-3 on a 2x64 MLP at micro-batches of 16 accumulated 4 times (an effective batch of 64), "
        "every 2nd step logged: windows 1.36 to 0.17-0.70, the epoch loss 1.24 to 0.44, the val loss 1.02, "
        "0.67, 0.55 to 0.53 at epoch 8, then 0.55-0.60, val accuracy 0.54 to 0.73-0.78, test 0.64 and 0.73",
        family="mlp",
        dataset="ticket-priority",
        seed=26122,
    ),
)
