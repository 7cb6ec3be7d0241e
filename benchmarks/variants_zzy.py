"""Variant battery zzy: a look-alike of an external held-out suite, real framework runs (`--battery zzy`).

    nice -n 10 python benchmarks/variants.py --battery zzy --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery zzy [--runs]

Like batteries d-zzx, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is the log),
trained by battery d's runner through the earlier batteries' wrappers (battery zf's runner with w's run
without evaluation, l's replaced loss and zd's replaced schedule), battery zj's model wrapper and this
battery's own hooks (the lr taken from the sweep's worst trial, a polynomial decay whose power is the
epoch count, the loss divided by the training set's size after it was logged, a fine-tuning stage's lr
in the from-scratch stage, the replicate jars of one drum split at random, the target joined one row
off, a test logger at half the sampling rate, two launch-monitor columns left out of the scaler, the
evaluation windows in g, a validation every 50 epochs in a 15-epoch run, the test labels read from the
validation file, `nn.init.uniform_` without bounds, conv biases filled with -2, an optimizer over a
model the name no longer points to, the first rung of a successive-halving sweep, `read_csv(nrows=80)`
left from a preview), so each case can run in each of the three layouts; the layout rotation of
variants.py picks one.
It was written blind: its author trained it with `--train-only`, read the raw logged numbers of each
run, and never diagnosed or scored it, so it is held-out data for the tool.
Its halves are even (16 faulty, 16 healthy; one fault each, one cause a case, spread over every family
of cause: optimisation, data, evaluation, model, workflow; ~2-3 CPU-minutes to train on the shared
2-core machine), injected into data sets no battery had at a realistic strength, in forms earlier
batteries did not use (see each case's description and each hook's docstring).
Runs of ~50 to ~2,500 steps: MLPs (2x64 to 3x256, dropout 0.3 and 0.5), 2-D CNNs with and without
batch norm, a small residual net, 1-D CNNs with and without batch norm, GRU / LSTM readers of code
sequences, small transformers and regression MLPs; SGD with and without momentum, Adam, AdamW, NAdam and
RMSprop; constant, warm-up + cosine, cosine, step, multi-step, plateau, cyclic and polynomial schedules;
bf16-mixed autocast, phase / gain / noise and rotation / mirror / depth augmentation, dropout, label
smoothing, early stopping, clipping; batches of 8 to 64; cadences from every step to once every 100
steps, evaluations four times an epoch to every 4 epochs (and never).
The data sets are new, all made offline with numpy from known generating models (see each generator): a
saddle-mounted accelerometer's windows of a horse's gait (64 samples at 50 Hz: walk, trot, canter,
gallop, tolt), animal tracks in river-bank mud as 12x12 depth images (deer, dog, hare, heron, boar), an
airline's aircraft maintenance log codes (hydraulic, avionics, engine, landing gear, cabin; left-padded
to 16), golf drives' carry distances (from a launch monitor's readings and the weather; standardised)
and a honey lab's floral origins (acacia, chestnut, heather, manuka, wildflower; from 11 analysis
columns).
The healthy half holds sound runs a naive reader can take for a fault: val losses at or below the
training loss under phase / gain / noise or rotation / mirror / depth augmentation and dropout 0.3, a
label-smoothing floor, batch-8 losses logged every step, bf16 noise at batch 8 with multi-step cuts, a
long warm-up, cyclic bumps, a plateau schedule under clipping, early stopping on a jumpy val loss
evaluated twice an epoch, evaluations every 4 epochs, a slow plain-SGD regression over 2,500 steps
logged every 100, a val loss flat under dropout 0.5, a 48-step run still improving.
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
from benchmarks.variants_ze import cyclic, lambda_schedule, multistep
from benchmarks.variants_zf import zf_runs
from benchmarks.variants_zh import _patch_splits, _token_splits
from benchmarks.variants_zj import _augmented, _signal_splits, _stats

if TYPE_CHECKING:
    import torch

    from tests.suite.datasets import Splits

SIZES = (1000, 300, 300)


# ---------------------------------------------------------------- data sets no battery has


GAITS = ("walk", "trot", "canter", "gallop", "tolt")
# stride frequency (Hz), the footfalls' phases in the stride and their weights, the vertical
# acceleration's amplitude (m/s^2)
_GAIT_STRIDE = ((0.85, 1.15), (1.25, 1.6), (1.45, 1.85), (1.8, 2.3), (1.4, 1.9))
_GAIT_BEATS = (
    ((0.0, 0.25, 0.5, 0.75), (1.0, 0.8, 1.0, 0.8)),
    ((0.0, 0.5), (1.0, 1.0)),
    ((0.0, 0.22, 0.4), (1.0, 0.55, 0.7)),
    ((0.0, 0.12, 0.35, 0.47), (0.6, 0.7, 1.0, 0.9)),
    ((0.0, 0.25, 0.5, 0.75), (1.0, 1.0, 1.0, 1.0)),
)
_GAIT_AMP = ((1.5, 3.5), (3.5, 7.0), (4.0, 8.0), (5.0, 10.0), (1.5, 3.5))


def _gait(seed: int, n: int, length: int = 64, rate: float = 50.0) -> tuple[Any, Any]:
    """A riding school's saddle-mounted accelerometer (the vertical axis, m/s^2 with gravity, `rate`
    Hz), `length` samples a window, labelled by the instructor who watched: walk (four beats, a slow
    stride), trot (two equal beats), canter (three beats, one strong), gallop (four beats in two pairs,
    the fastest stride) or tolt (four even beats, fast and smooth). Each footfall is a short bump of
    the saddle; each window has its own stride frequency and phase, an amplitude (the horse's size and
    the rider's seat), a rider's sway (0.3-0.7 Hz) and sensor noise (sd 0.5-1.5 m/s^2): a smooth trot
    reads as a tolt and a collected canter as a trot, so sound 1-D CNNs stop near 0.88-0.93."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.26, 0.24, 0.2, 0.14, 0.16])
    t = np.arange(length) / rate
    x = np.zeros((n, length))
    for i in range(n):
        c = int(y[i])
        f = rng.uniform(*_GAIT_STRIDE[c])
        phase = rng.uniform(0, 1)
        amp = rng.uniform(*_GAIT_AMP[c])
        width = rng.uniform(0.04, 0.07)
        s = np.zeros(length)
        cycle = (t * f + phase) % 1.0
        for beat, weight in zip(*_GAIT_BEATS[c], strict=True):
            d = (cycle - beat + 0.5) % 1.0 - 0.5
            s += weight * np.exp(-(d**2) / (2 * width**2))
        s = amp * (s - s.mean())
        sway = rng.uniform(0.2, 1.0) * np.sin(2 * np.pi * rng.uniform(0.3, 0.7) * t + rng.uniform(0, 6.3))
        x[i] = 9.81 + s + sway + rng.normal(0, rng.uniform(0.5, 1.5), length)
    return x, y


def gait(seed: int = 72101, sizes: tuple[int, int, int] = SIZES, name: str = "horse-gait-imu") -> Splits:
    """The windows (N, 64), centred and scaled by the training windows' mean and sd, 5 classes."""
    x, y = _gait(seed, sum(sizes))
    return _signal_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def gait_test_at_25_hz() -> Splits:
    """The bug: the test windows come from the yard's new loggers, configured at 25 Hz (a battery
    saving setting) where the training and validation loggers ran at 50 Hz: each 64-sample test
    window spans 2.56 s, twice the time, so every stride is half as many samples long."""
    import numpy as np

    x, y = _gait(72102, SIZES[0] + SIZES[1])
    x_test, y_test = _gait(72103, SIZES[2], rate=25.0)
    return _signal_splits(
        np.concatenate([x, x_test]),
        np.concatenate([y, y_test]),
        SIZES,
        "horse-gait-imu",
        _stats(x[: SIZES[0]]),
    )


def gait_eval_in_g() -> Splits:
    """The bug: the evaluation export reads the loggers' raw files in g (the firmware's unit) while the
    training cache was converted to m/s^2: every validation and test window is 9.81 times too small
    (gravity at 1.0, not 9.81) before the training windows' mean and sd are applied."""
    import numpy as np

    x, y = _gait(72104, sum(SIZES))
    x = np.concatenate([x[: SIZES[0]], x[SIZES[0] :] / 9.81])
    return _signal_splits(x, y, SIZES, "horse-gait-imu", _stats(x[: SIZES[0]]))


TRACKS = ("deer", "dog", "hare", "heron", "boar")


def _tracks(seed: int, n: int) -> tuple[Any, Any]:
    """12x12 depth images (mm) of animal tracks in a river bank's mud, from a trail-camera survey's
    photogrammetry, labelled by the tracker: a deer (two long pointed halves of a cloven hoof), a dog
    (four oval toes around a three-lobed pad, claws in front), a hare (a long narrow hind foot and a
    small round fore foot), a heron (three long thin toes spread forward and one behind) or a boar
    (a rounder cloven hoof with two dewclaws behind). Each print has its own size, angle, place and
    depth (2-8 mm), heading (along the trail either way, +-25 degrees), the mud its own ripples,
    and the scan its noise (sd 0.3-0.8 mm): a shallow boar
    print reads as a deer and a smudged hare as a dog, so sound CNNs stop near 0.7-0.8."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.26, 0.22, 0.2, 0.14, 0.18])
    yy, xx = np.mgrid[0:12, 0:12].astype(float)
    x = np.zeros((n, 12, 12))

    def blob(u: Any, v: Any, cu: float, cv: float, su: float, sv: float) -> Any:
        return np.exp(-((u - cu) ** 2) / (2 * su**2) - (v - cv) ** 2 / (2 * sv**2))

    for i in range(n):
        cx, cy = rng.uniform(4.5, 7.5, 2)
        a = rng.normal(0, 0.45) + np.pi * rng.integers(0, 2)
        k = rng.uniform(0.85, 1.15)
        u = ((xx - cx) * np.cos(a) + (yy - cy) * np.sin(a)) / k
        v = (-(xx - cx) * np.sin(a) + (yy - cy) * np.cos(a)) / k
        c = int(y[i])
        if c == 0:
            img = blob(u, v, 0.3, -0.9, 2.0, 0.6) + blob(u, v, 0.3, 0.9, 2.0, 0.6)
            img *= 1 / (1 + np.exp(u - 2.5))
        elif c == 1:
            img = 0.9 * blob(u, v, -1.3, 0, 1.0, 1.4)
            for tu, tv in ((1.2, -1.6), (1.9, -0.55), (1.9, 0.55), (1.2, 1.6)):
                img += 0.8 * blob(u, v, tu, tv, 0.5, 0.45)
        elif c == 2:
            img = 0.9 * blob(u, v, 0.8, 0.0, 2.6, 0.8) + 0.7 * blob(u, v, -3.2, 0.4, 0.8, 0.7)
        elif c == 3:
            img = np.zeros((12, 12))
            for ang in (-0.6, 0.0, 0.6, np.pi):
                along = u * np.cos(ang) + v * np.sin(ang)
                across = -u * np.sin(ang) + v * np.cos(ang)
                reach = 2.2 if ang == np.pi else 4.5
                img += np.exp(-(across**2) / 0.18) * (along > 0) * (along < reach)
            img = np.clip(img, 0, 1)
        else:
            img = blob(u, v, 0.5, -0.9, 1.3, 0.75) + blob(u, v, 0.5, 0.9, 1.3, 0.75)
            img += 0.5 * blob(u, v, -2.6, -1.5, 0.5, 0.5) + 0.5 * blob(u, v, -2.6, 1.5, 0.5, 0.5)
        depth = rng.uniform(2, 8)
        smudge = rng.uniform(0, 0.4)
        img = (1 - smudge) * img + smudge / 4 * (
            np.roll(img, 1, 0) + np.roll(img, -1, 0) + np.roll(img, 1, 1) + np.roll(img, -1, 1)
        )
        ripple = rng.uniform(0.1, 0.6) * np.sin(
            (xx * np.cos(rng.uniform(0, 3.2)) + yy * np.sin(rng.uniform(0, 3.2))) * rng.uniform(0.8, 1.6)
        )
        x[i] = -depth * img + ripple + rng.normal(0, rng.uniform(0.3, 0.8), (12, 12))
    return x, y


def tracks(seed: int = 72201, sizes: tuple[int, int, int] = SIZES, name: str = "animal-tracks-12") -> Splits:
    """The depth images as (N, 1, 12, 12), centred and scaled by the training images' mean and sd, 5
    classes."""
    x, y = _tracks(seed, sum(sizes))
    return _patch_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


MAINT_CODES = (
    "pad",
    "pressure-low-msg",
    "fluid-servicing",
    "actuator-leak",
    "pump-replace",
    "display-blank",
    "fms-reset",
    "radio-static",
    "lru-swap",
    "egt-exceedance",
    "oil-consumption",
    "borescope",
    "fuel-nozzle",
    "tyre-wear",
    "brake-wear",
    "strut-servicing",
    "gear-door-rig",
    "seat-inop",
    "lavatory-inop",
    "galley-oven",
    "pa-system",
    "walkaround",
    "deferred-item",
    "ops-check",
    "part-on-order",
)
SYSTEMS = ("hydraulic", "avionics", "engine", "landing-gear", "cabin")
_SYS_CODES = ((1, 2, 3, 4), (5, 6, 7, 8), (9, 10, 11, 12), (13, 14, 15, 16), (17, 18, 19, 20))
_SYS_LENGTHS = ((5, 13), (4, 11), (6, 15), (5, 12), (3, 10))


def _maint(seed: int, n: int, length: int = 16) -> tuple[Any, Any]:
    """An airline's maintenance log of one write-up's history (24 codes: system messages, servicing,
    part swaps, inspections, and the shared walk-arounds, deferrals, ops checks and parts on order),
    left-padded to 16 with 0, labelled by the ATA chapter the reliability engineer assigned
    (hydraulic, avionics, engine, landing gear, cabin). Each system is a Markov chain over a shared base
    (any code can follow any other) that favours its own four codes and has its own range of lengths;
    an eighth of the entries are the line mechanics' miscoded ones (a random code): a short engine
    history of walk-arounds reads as a cabin one, so sound sequence models stop near 0.82-0.86."""
    import numpy as np

    base_rng = np.random.default_rng(7231)
    kinds = len(MAINT_CODES) - 1
    base = base_rng.dirichlet(np.full(kinds, 0.6), kinds)
    base[:, 20:] += 0.08
    chains = []
    for c in range(5):
        boost = np.zeros(kinds)
        boost[[e - 1 for e in _SYS_CODES[c]]] = 0.35 / 4
        chain = 0.65 * base / base.sum(1, keepdims=True) + boost
        chains.append(chain / chain.sum(1, keepdims=True))
    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.18, 0.22, 0.24, 0.16, 0.2])
    x = np.zeros((n, length), dtype=np.int64)
    for i in range(n):
        c = int(y[i])
        codes = [int(rng.choice(_SYS_CODES[c] + (21, 22)))]
        for _ in range(int(rng.integers(*_SYS_LENGTHS[c])) - 1):
            codes.append(int(rng.choice(kinds, p=chains[c][codes[-1] - 1])) + 1)
        codes = [int(rng.integers(1, kinds + 1)) if rng.random() < 0.125 else e for e in codes]
        x[i, length - len(codes) :] = codes
    return x, y


def maint(
    seed: int = 72301, sizes: tuple[int, int, int] = SIZES, name: str = "aircraft-maint-codes"
) -> Splits:
    """Histories (N, 16) over 25 ids (0 the padding), 5 classes."""
    x, y = _maint(seed, sum(sizes))
    return _token_splits(x, y, sizes, name)


GOLF_COLUMNS = (
    "club_speed_mph",
    "smash_factor",
    "launch_deg",
    "attack_deg",
    "wind_along_mph",
    "wind_cross_mph",
    "temp_f",
    "altitude_ft",
    "premium_ball",
    "handicap",
    "spin_rpm",
    "apex_ft",
)


def _golf(seed: int, n: int) -> tuple[Any, Any]:
    """A fitting studio's outdoor range sessions: a drive's carry (yards) from the launch monitor's club
    speed, smash factor, launch angle and attack angle, the wind along and across the line, the
    temperature, the range's altitude, the ball (premium or range), the golfer's handicap, and the
    monitor's spin rate (rpm) and apex height (ft), added to the export later. The ball speed (club
    speed x smash) drives the carry, an optimum launch near 13 degrees and spin near 2,500 rpm give the
    most, a headwind costs more than a tailwind gives, warm and thin air carry further. Mishits, gusts
    and the monitor's reading error make the floor: standardised, sound models stop near an MSE of
    0.08-0.1."""
    import numpy as np

    rng = np.random.default_rng(seed)
    club = rng.normal(98, 11, n).clip(70, 125)
    handicap = rng.uniform(0, 30, n)
    smash = (1.49 - 0.004 * handicap + rng.normal(0, 0.025, n)).clip(1.25, 1.52)
    launch = rng.normal(12.5, 3.0, n)
    attack = rng.normal(-1.0, 2.5, n)
    spin = (2600 + 120 * (launch - 12.5) - 180 * attack + rng.normal(0, 550, n)).clip(1200, 5500)
    along = rng.normal(0, 6, n)
    cross = np.abs(rng.normal(0, 5, n))
    temp = rng.uniform(45, 95, n)
    alt = rng.choice([50, 600, 1500, 5200], n) + rng.uniform(0, 100, n)
    premium = (rng.random(n) < 0.5).astype(float)
    ball = club * smash
    carry = (
        1.63 * ball
        - 35
        - 0.9 * (launch - 13) ** 2
        - 8e-6 * (spin - 2500) ** 2 * 0.5
        + np.where(along > 0, 0.9, 1.6) * along
        - 0.25 * cross
        + 0.12 * (temp - 70)
        + 0.0022 * alt
        + 3 * premium
    )
    apex = (0.35 * ball * np.sin(np.radians(launch + 4)) * (spin / 2600) ** 0.4 + rng.normal(0, 6, n)) * 3
    carry = carry + rng.normal(0, 7, n) - np.abs(rng.normal(0, 6, n))
    x = np.column_stack([club, smash, launch, attack, along, cross, temp, alt, premium, handicap, spin, apex])
    return x, carry


def golf(seed: int = 72401, sizes: tuple[int, int, int] = SIZES, name: str = "golf-carry-distance") -> Splits:
    """12 standardised columns, the carry standardised."""
    x, carry = _golf(seed, sum(sizes))
    return _regression_table(name, x, carry, sizes)


def golf_long() -> Splits:
    """A 2,000-drive draw."""
    x, carry = _golf(72402, 2600)
    return _regression_table("golf-carry-distance-2000", x, carry, (2000, 300, 300))


def golf_monitor_columns_unscaled() -> Splits:
    """The bug: the ColumnTransformer's StandardScaler was given the column list written before the
    launch monitor's spin (rpm) and apex (ft) columns were added to the export, and
    `remainder="passthrough"` keeps them in their units (a spin of ~2,800 +- 780 rpm, an apex of
    ~42 +- 21 ft); the other ten columns and the carry are standardised."""
    import numpy as np

    x, carry = _golf(72403, sum(SIZES))
    train = x[: SIZES[0], :10]
    x = np.concatenate([(x[:, :10] - train.mean(0)) / train.std(0), x[:, 10:]], axis=1)
    return _regression_table("golf-carry-distance", x, carry, SIZES, features_scaled=False)


def golf_carry_one_row_off() -> Splits:
    """The bug: the carries come from the monitor's shot table, joined to the session sheet's rows by
    position after the sheet's first (practice) swing was deleted: every training and validation drive
    carries the next drive's distance (the test file was exported joined by shot id)."""
    import numpy as np

    x, carry = _golf(72404, sum(SIZES) + 1)
    fit = SIZES[0] + SIZES[1]
    carry = np.concatenate([carry[1 : fit + 1], carry[fit + 1 :]])
    return _regression_table("golf-carry-distance", x[: sum(SIZES)], carry, SIZES)


def golf_read_csv_nrows_80() -> Splits:
    """The bug: `pd.read_csv(train_path, nrows=80)`, kept from the notebook cell that previewed the
    file: 80 of the 1,000 training drives (validation and test whole)."""
    data = golf(72405)
    return replace(data, x_train=data.x_train[:80], y_train=data.y_train[:80])


HONEY_COLUMNS = (
    "moisture_pct",
    "hmf_mg_kg",
    "conductivity_ms_cm",
    "fructose_glucose",
    "colour_mm_pfund",
    "proline_mg_kg",
    "diastase",
    "ph",
    "free_acidity_meq_kg",
    "mgo_mg_kg",
    "pollen_k_per_g",
)
HONEY_ORIGINS = ("acacia", "chestnut", "heather", "manuka", "wildflower")


def _honey(seed: int, n: int) -> tuple[Any, Any]:
    """A honey lab's samples, labelled by the floral origin the melissopalynologist certified (acacia,
    chestnut, heather, manuka, wildflower) from 11 analysis columns: the moisture, HMF, the electrical
    conductivity, the fructose / glucose ratio, the Pfund colour, proline, diastase, pH, the free
    acidity, methylglyoxal (MGO) and the pollen density. Each origin draws them (log-normally) around
    its own levels, with a season and beekeeper spread shared by all, and a fifth of each sample's
    nectar from other flowers: a pale wildflower honey reads as acacia and a chestnut-heavy blend as
    heather, so sound MLPs stop near 0.84-0.9."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.22, 0.18, 0.14, 0.12, 0.34])
    levels = np.array(
        [
            # moist, hmf, cond, f/g, colour, proline, diastase, ph, acid, mgo, pollen
            [16.5, 6, 0.15, 1.55, 18, 250, 11, 3.9, 12, 8, 20],
            [17.0, 9, 1.25, 1.45, 95, 600, 22, 5.2, 14, 10, 150],
            [20.5, 8, 0.75, 1.15, 85, 900, 26, 4.3, 35, 12, 60],
            [18.0, 14, 0.55, 1.10, 90, 700, 8, 3.9, 38, 380, 90],
            [17.5, 11, 0.45, 1.25, 60, 450, 17, 4.1, 25, 15, 110],
        ]
    )
    own = levels[y]
    blend = levels[rng.integers(0, 5, n)]
    share = rng.uniform(0, 0.4, (n, 1))
    mix = (1 - share) * own + share * blend
    spread = 1.6 * np.array([0.04, 0.45, 0.3, 0.05, 0.3, 0.3, 0.3, 0.04, 0.3, 0.55, 0.5])
    x = mix * np.exp(rng.normal(0, 1, (n, 11)) * spread)
    season = rng.normal(0, 1, n)
    x[:, 0] += 0.8 * season
    x[:, 1] *= np.exp(0.3 * season)
    return x, y


def honey(
    seed: int = 72501, sizes: tuple[int, int, int] = SIZES, name: str = "honey-floral-origin"
) -> Splits:
    """11 standardised columns, 5 classes."""
    x, y = _honey(seed, sum(sizes))
    return _generated(name, x, y, 5, sizes)


def honey_replicate_jars_split_at_random() -> Splits:
    """The bug: the lab's training table holds each drum's samples in quadruplicate (four jars drawn
    from one drum and analysed apart: the same honey, within the instruments' repeatability of ~2%),
    and the 1,300 jars of the 325 drums are split into training and validation at random, so almost
    every validation jar has its drum's other jars in training; the test samples are a later
    season's drums, one jar each."""
    import numpy as np

    x, y = _honey(72502, 325)
    rng = np.random.default_rng(72503)
    jars = np.repeat(x, 4, axis=0) * np.exp(rng.normal(0, 0.02, (1300, 11)))
    labels = np.repeat(y, 4)
    order = rng.permutation(1300)
    x_test, y_test = _honey(72504, SIZES[2])
    return _generated(
        "honey-floral-origin",
        np.concatenate([jars[order], x_test]),
        np.concatenate([labels[order], y_test]),
        5,
        SIZES,
    )


# ---------------------------------------------------------------- injected faults (and healthy hooks)


def polynomial_power_of_epochs(power: float) -> Callable[[int, int], float]:
    """The bug: `PolynomialLR(opt, total_iters=total_steps, power=cfg.epochs)`, the epoch count pasted
    into the power field (1.0 meant): the lr is lr * (1 - step / total) ** `power`, at a tenth of its
    start a tenth of the way in and ~1% of it by a fifth of the run."""

    def factor(step: int, total: int) -> float:
        return max(0.0, 1 - step / max(1, total)) ** power

    return factor


def loss_divided_by_train_size(size: int) -> Callable[[Any], Any]:
    """The bug: the training step logs the batch's MSE, then returns `loss / len(train_set)` (a per-
    sample normalisation meant for a summed loss): every gradient is `size` times too small under
    plain SGD (Adam would not care); the logged losses are the batch MSEs."""

    def hook(net: Any) -> Any:
        for p in net.parameters():
            p.register_hook(lambda g: g / size)
        return net

    return hook


def uniform_init_without_bounds(net: Any) -> Any:
    """The bug: an `init_weights` helper calls `nn.init.uniform_(m.weight)` on every nn.Linear, the
    bounds (-1 / sqrt(fan_in), 1 / sqrt(fan_in)) left out: every weight is drawn from U(0, 1), all
    positive, so each layer's units sum their inputs with large weights of one sign."""
    import torch
    from torch import nn

    with torch.no_grad():
        for m in net.modules():
            if isinstance(m, nn.Linear):
                nn.init.uniform_(m.weight)
    return net


def conv_bias_minus_three(net: Any) -> Any:
    """The bug: an init helper meant for a highway layer's transform gates (`bias.data.fill_(-2.0)`,
    selected by a name match on "bias") fills every conv layer's bias with -2: on standardised inputs
    the conv layers' ReLUs start at 0 and, with no gradient through them, stay there."""
    import torch
    from torch import nn

    with torch.no_grad():
        for m in net.modules():
            if isinstance(m, nn.Conv2d) and m.bias is not None:
                m.bias.fill_(-2.0)
    return net


def params_of_a_rebuilt_model(net: Any) -> Any:
    """The bug: the optimizer is built over `model.parameters()`, then a second `model =
    build_model(cfg)` (left from moving the model's construction into a helper) rebinds the name and
    the trainer fits that new model: no optimizer holds its parameters, which stay at their init while
    the gradients are computed (and logged) every step."""
    import copy

    return copy.deepcopy(net).parameters()


def smoothed_01(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """Not a fault: `nn.CrossEntropyLoss(label_smoothing=0.1)`: the target puts 0.92 on the certified
    origin and 0.02 on each other, so the loss cannot fall below ~0.39."""
    import torch

    return torch.nn.functional.cross_entropy(out, y, label_smoothing=0.1)


def test_labels_from_val_file(data: Splits, _seed: int) -> Splits:
    """The bug: the test script loads `y_test = np.load("labels_val.npy")` (a copy-paste of the line
    above): the test samples are scored against the validation samples' origins, row by row."""
    return replace(data, y_test=data.y_val[: len(data.y_test)])


def _gait_warp(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.roll(x, int(torch.randint(-16, 17, (1,))), dims=-1)
    x = x * (0.8 + 0.4 * torch.rand(len(x), 1))
    return x + 0.4 * torch.randn_like(x)


gait_jitter = _augmented(_gait_warp)
gait_jitter.__doc__ = """Not a fault: in training mode each batch of windows is rolled by up to 16 samples
(the stride's phase), its gain drawn in 0.8-1.2 (the horse's size) and 0.4 sd of noise added."""


def _track_turn(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.rot90(x, int(torch.randint(0, 4, (1,))), dims=(2, 3))
    x = torch.where(torch.rand(len(x), 1, 1, 1) < 0.5, x.flip(-1), x)
    return x * (0.7 + 0.6 * torch.rand(len(x), 1, 1, 1)) + 0.3 * torch.randn_like(x)


track_turn = _augmented(_track_turn)
track_turn.__doc__ = """Not a fault: in training mode each batch of tracks is rotated by a multiple of 90
degrees, each image mirrored with probability 0.5 (a left or right foot), its depth scaled by 0.7-1.3
and 0.3 sd of noise added."""


# ---------------------------------------------------------------- the variants


def ZZY(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by battery zf's runner (through every earlier wrapper)."""
    return L(*args, runs=runs or zf_runs(), **kw)


CH16 = {"channels": 16}
H48 = {"hidden": 48}
W128 = {"width": 128, "num_layers": 2}

FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    ZZY(
        "vzzy-lr-from-sweeps-worst-trial-cnn-tracks",
        Plan(tracks, "cnn", 0.02, "adam", epochs=10, log_every=8, model_kw=CH16),
        ("slow-convergence", "metric-at-baseline"),
        "learning-rate-too-high",
        "the lr read from the sweep's results table sorted ascending by val accuracy (`.iloc[0]`, the "
        "worst trial, not the best): Adam at lr 0.02 on a 16-channel CNN over the animal tracks for 10 "
        "epochs (every 8th step logged): losses 1.6, 1.59, 1.58, 1.53, 1.6 ... 1.43-1.69 to the end, "
        "epoch means 1.67, then 1.58 at each of the last 9, gradient norms 0.06-0.44, the val loss 1.59 "
        "at all 10 evaluations and val accuracy 0.263 (the share of deer, the largest class) throughout, "
        "test 1.6 and 0.263 (the sweep's best, 2e-3: ~0.6 and 0.76)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="cnn",
        dataset="animal-tracks",
        seed=72001,
        runs=zf_runs(hparams={"lr_source": "sweep.sort_values('val_acc').iloc[0]"}),
    ),
    ZZY(
        "vzzy-poly-decay-power-of-epochs-cnn1d-gait",
        Plan(
            gait, "cnn1d", 0.02, "sgd", momentum=0.9, epochs=20, log_every=8, schedule="cosine", model_kw=CH16
        ),
        ("slow-convergence",),
        "lr-decay-too-fast",
        "PolynomialLR(total_iters=total_steps, power=cfg.epochs), the epoch count (20) pasted into the "
        "power field where 1.0 was meant: SGD momentum 0.9 from lr 0.02 on a 16-channel 1-D CNN over the "
        "gait windows for 20 epochs (every 8th step logged), the logged lr 0.0161, 0.0124, 0.00962 ... "
        "3.8e-12 at the last third's start: losses 1.63, 1.53, 1.56 ... 1.48-1.61 in the last third, "
        "epoch means 1.59, 1.56, then 1.55 for the last 18, the val loss 1.57, then 1.55 at each of the "
        "last 19 evaluations and val accuracy 0.297, then 0.427-0.43, test 1.56 and 0.43 (a sound 1-D "
        "CNN: ~0.35 and 0.9)",
        STALL,
        family="cnn",
        dataset="horse-gait-imu",
        seed=72002,
        runs=zf_runs(
            schedule=lambda_schedule(polynomial_power_of_epochs(20)),
            hparams={"schedule": "polynomial", "power": 20},
        ),
    ),
    ZZY(
        "vzzy-loss-over-train-size-sgd-regression-golf",
        Plan(
            golf,
            "mlp",
            0.05,
            "sgd",
            momentum=0.9,
            epochs=20,
            log_every=8,
            model_fault=loss_divided_by_train_size(1000),
            model_kw=MLP64,
        ),
        ("slow-convergence",),
        "weight-updates-too-small",
        "the training step logs the batch MSE, then returns loss / len(train_set) (a per-sample "
        "normalisation meant for a summed loss), so every gradient is 1,000 times too small under SGD "
        "momentum 0.9 at lr 0.05: a 2x64 regression MLP over the golf drives for 20 epochs (every 8th "
        "step logged): losses 0.978, 0.89, 0.929 ... 0.28-1.77 in the last third, gradient norms "
        "0.0005-0.0022, epoch means 0.988, 0.982, 0.976 ... 0.874, the val MSE 1.06, 1.05, 1.05 ... 0.933"
        " in a slow straight descent, test 0.82 (a sound MLP: ~0.09)",
        STALL,
        family="regression",
        dataset="golf-carry-distance",
        seed=72003,
        runs=zf_runs(hparams={"loss_normaliser": "len(train_set)"}),
    ),
    ZZY(
        "vzzy-finetune-lr-in-scratch-stage-gru-maint",
        Plan(maint, "gru", 3e-6, "adam", epochs=15, log_every=8, model_kw=H48),
        ("slow-convergence",),
        "learning-rate-too-low",
        "a two-stage config's fine-tuning lr (3e-6) read by the from-scratch stage (`lr: "
        "${finetune.lr}`): Adam at 3e-6 on a GRU (hidden 48) over the maintenance histories for 15 epochs"
        " (every 8th step logged): losses 1.61, 1.63, 1.64 ... 1.61-1.63 in the last third, the val loss "
        "1.62 for 6 evaluations, then 1.61 and val accuracy 0.203-0.207 throughout (the largest class "
        "0.24), test 1.61 and 0.207 (at 3e-3: ~0.5 and 0.85)",
        STALL,
        family="rnn",
        dataset="aircraft-maint-codes",
        seed=72004,
        runs=zf_runs(hparams={"stage": "pretrain", "lr_from": "finetune.lr"}),
    ),
    # --- data
    ZZY(
        "vzzy-replicate-jars-random-split-mlp-honey",
        Plan(
            honey_replicate_jars_split_at_random,
            "mlp",
            2e-3,
            "adam",
            epochs=40,
            log_every=16,
            model_kw={"width": 256, "num_layers": 2},
        ),
        ("val-test-gap",),
        "data-leakage",
        "the lab's table holds each drum in quadruplicate (four jars of one honey, within the "
        "instruments' ~2% repeatability) and the 1,300 jars are split into training and validation at "
        "random, so a validation jar's drum-mates sit in training; the test is a later season's drums: a "
        "2x256 MLP under Adam lr 2e-3 for 40 epochs (every 16th step logged): losses 0.501, 0.159 ... "
        "7e-5-0.008 in the last third, epoch means 0.789 to 0.00104, the val loss 0.49, 0.353 ... "
        "0.0178-0.0226 and val accuracy 0.81 to 0.993-0.997, while the test loss is 1.34 and test "
        "accuracy 0.787",
        EVAL,
        family="mlp",
        dataset="honey-floral-origin",
        seed=72005,
    ),
    ZZY(
        "vzzy-carry-joined-one-row-off-regression-golf",
        Plan(golf_carry_one_row_off, "mlp", 1e-3, "adam", epochs=20, log_every=8, model_kw=MLP64),
        ("train-val-gap", "overfitting"),
        "label-noise",
        "the carries joined to the session sheet by row position after its first (practice) swing was "
        "deleted: every training and validation drive carries the next drive's distance (the test file "
        "joined by shot id): a 2x64 regression MLP under Adam lr 1e-3 for 20 epochs (every 8th step "
        "logged): losses 0.949, 0.815, 1.01 ... 0.46-2.42 in the last third, epoch means 1.02, 0.993, "
        "0.986 ... 0.745, the val MSE 0.989, 0.995 ... rising to 1.12 at the end, test 1.06 (the target's"
        " variance is 1; a sound MLP: ~0.09)",
        (*EVAL, "slow-convergence"),
        family="regression",
        dataset="golf-carry-distance",
        seed=72006,
    ),
    ZZY(
        "vzzy-test-logger-at-25-hz-bncnn1d-gait",
        Plan(gait_test_at_25_hz, "bncnn1d", 3e-3, "adam", epochs=12, log_every=8, model_kw=CH16),
        ("val-test-gap",),
        "distribution-shift",
        "the test windows come from the yard's new loggers set to 25 Hz (a battery-saving setting) where "
        "training and validation ran at 50 Hz, so each test window spans twice the time: a batch-norm 1-D"
        " CNN under Adam lr 3e-3 for 12 epochs (every 8th step logged): losses 1.41, 1.25 ... 0.28-0.88 "
        "in the last third, epoch means 1.35, 1.06 ... 0.395, the val loss 1.2, 0.96 ... 0.381 and val "
        "accuracy 0.55 to 0.893, while the test loss is 2.98 and test accuracy 0.253",
        EVAL,
        family="cnn-bn",
        dataset="horse-gait-imu",
        seed=72007,
    ),
    ZZY(
        "vzzy-monitor-columns-left-out-of-scaler-regression-golf",
        Plan(golf_monitor_columns_unscaled, "mlp", 1e-3, "adam", epochs=20, log_every=8, model_kw=MLP64),
        ("bad-initial-loss",),
        "unnormalized-input",
        "the ColumnTransformer's scaler given the column list written before the launch monitor's spin "
        "(rpm) and apex (ft) columns were added, remainder='passthrough' keeping them in their units "
        "(spin ~2,800 +- 780): a 2x64 regression MLP under Adam lr 1e-3 for 20 epochs (every 8th step "
        "logged): losses 3,640, 1,390, 386, 128, 105 ... 0.73-1.17 in the last third, gradient norms "
        "1.4e5, 2.6e4 ... 16-1,700, the val MSE 96.2, then 0.997, 1.05 ... 0.842-0.902, test 0.92 (all "
        "columns scaled: ~0.09)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="regression",
        dataset="golf-carry-distance",
        seed=72008,
    ),
    # --- evaluation
    ZZY(
        "vzzy-eval-windows-in-g-cnn1d-gait",
        Plan(gait_eval_in_g, "cnn1d", 2e-3, "adam", epochs=12, log_every=8, model_kw=CH16),
        ("train-val-gap", "metric-at-baseline"),
        "eval-pipeline-mismatch",
        "the evaluation export reads the loggers' raw files in g while the training cache was converted "
        "to m/s^2: every validation and test window 9.81 times too small before the training mean and sd "
        "are applied: a 16-channel 1-D CNN under Adam lr 2e-3 for 12 epochs (every 8th step logged): "
        "losses 1.54, 1.5 ... 0.24-0.56 in the last third, epoch means 1.51, 1.27 ... 0.334, the val loss"
        " 3.85, 9.68, 21.6 ... 56.8 and val accuracy 0.147-0.187, test 55.6 and 0.213",
        EVAL,
        family="cnn",
        dataset="horse-gait-imu",
        seed=72009,
    ),
    ZZY(
        "vzzy-val-every-50-epochs-in-15-transformer-maint",
        Plan(maint, "transformer", 1e-3, "adamw", weight_decay=0.01, epochs=15, log_every=8),
        ("missing-validation",),
        "missing-eval-set",
        "Trainer(check_val_every_n_epoch=50) kept from the long-run config in a 15-epoch run, so it never"
        " validates: a small transformer under AdamW lr 1e-3 (weight decay 0.01) over the maintenance "
        "histories (every 8th step logged): losses 1.66, 1.49, 1.33 ... 0.09-0.64 in the last third, "
        "epoch means 1.47, 0.894 ... 0.325, no validation, test 0.469 and 0.853",
        ("undertrained", "overfitting"),
        family="transformer",
        dataset="aircraft-maint-codes",
        seed=72010,
        runs=zf_runs(evaluate=False, hparams={"check_val_every_n_epoch": 50, "max_epochs": 15}),
    ),
    ZZY(
        "vzzy-test-labels-from-val-file-mlp-honey",
        Plan(
            honey,
            "mlp",
            2e-3,
            "adam",
            epochs=15,
            log_every=8,
            data_fault=test_labels_from_val_file,
            model_kw=MLP64,
        ),
        ("val-test-gap",),
        "wrong-eval-logic",
        "the test script loads y_test from labels_val.npy (a copy-paste of the line above), so the test "
        "samples are scored against the validation samples' origins: a 2x64 MLP under Adam lr 2e-3 for 15"
        " epochs (every 8th step logged): losses 1.55, 1.38 ... 0.22-0.34 in the last third, the val loss"
        " 0.895, 0.56 ... 0.435-0.47 and val accuracy 0.74 to 0.84-0.857, while the test loss is 5.55 and"
        " test accuracy 0.253",
        EVAL,
        family="mlp",
        dataset="honey-floral-origin",
        seed=72011,
    ),
    # --- model
    ZZY(
        "vzzy-uniform-init-without-bounds-mlp-honey",
        Plan(
            honey,
            "mlp",
            1e-3,
            "adam",
            epochs=15,
            log_every=8,
            model_fault=uniform_init_without_bounds,
            model_kw=W128,
        ),
        ("bad-initial-loss",),
        "poor-initialization",
        "an init_weights helper calls nn.init.uniform_(m.weight) on every Linear with its bounds left "
        "out: every weight from U(0, 1), all positive: a 2x128 MLP under Adam lr 1e-3 for 15 epochs "
        "(every 8th step logged): losses 144, 49, 21.3, 33.8, 6.09 ... 0.09-2.6 in the last third, "
        "gradient norms 786, 508 ... 0.37-414, epoch means 69.6, 5.57, 2.33 ... 0.899, the val loss 10.5,"
        " 2.91, 1.88 ... 1.18-2.16 and val accuracy 0.41 to 0.66, test 1.09 and 0.753 (a sound MLP: ~0.45"
        " and 0.85)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="mlp",
        dataset="honey-floral-origin",
        seed=72012,
    ),
    ZZY(
        "vzzy-conv-bias-filled-minus-two-cnn-tracks",
        Plan(
            tracks,
            "cnn",
            2e-3,
            "adam",
            epochs=12,
            log_every=8,
            model_fault=conv_bias_minus_three,
            model_kw=CH16,
        ),
        ("slow-convergence", "metric-at-baseline"),
        "dead-relu",
        "an init helper meant for a highway layer's transform gates fills every conv bias with -2 (a name"
        " match on 'bias'), so the conv ReLUs start at 0 and stay there: a 16-channel CNN under Adam lr "
        "2e-3 over the animal tracks for 12 epochs (every 8th step logged): losses 1.61, 1.6, 1.6 ... "
        "1.56-1.6 in the last third, gradient norms 0.08-0.37, the val loss 1.6, 1.6, then 1.59 and val "
        "accuracy 0.263 (the share of deer) at every evaluation, test 1.6 and 0.263 (a sound CNN: ~0.6 "
        "and 0.76)",
        STALL,
        family="cnn",
        dataset="animal-tracks",
        seed=72013,
    ),
    ZZY(
        "vzzy-optimizer-over-a-rebound-model-lstm-maint",
        Plan(
            maint,
            "lstm",
            3e-3,
            "adam",
            epochs=12,
            log_every=8,
            params=params_of_a_rebuilt_model,
            model_kw=H48,
        ),
        ("slow-convergence", "metric-at-baseline"),
        "frozen-weights",
        "the optimizer built over model.parameters(), then a second `model = build_model(cfg)` (left from"
        " moving the construction into a helper) rebinds the name and the trainer fits that model, whose "
        "parameters no optimizer holds: an LSTM (hidden 48) under Adam lr 3e-3 for 12 epochs (every 8th "
        "step logged): losses 1.6, 1.63, 1.6 ... 1.6-1.68 in the last third, gradient norms 0.74-3.4, "
        "epoch means 1.61 at all 12, the val loss 1.61 and val accuracy 0.19 at every evaluation, test "
        "1.61 and 0.213 (a sound LSTM: ~0.42 and 0.86)",
        STALL,
        family="rnn",
        dataset="aircraft-maint-codes",
        seed=72014,
    ),
    # --- workflow
    ZZY(
        "vzzy-successive-halving-first-rung-bncnn-tracks",
        Plan(tracks, "bncnn", 2e-3, "adam", epochs=2, log_every=4, val_interval=0.5),
        ("undertrained",),
        "too-few-epochs",
        "the final training launched with the successive-halving sweep's first-rung budget (max_epochs=2)"
        " instead of the full one: a batch-norm CNN under Adam lr 2e-3 over the animal tracks, evaluated "
        "twice an epoch (every 4th step logged, 64 steps): losses 1.63, 1.59, 1.56 ... 1.36-1.46 at the "
        "end, epoch means 1.57, 1.45, the val loss 1.58, 1.51, 1.45, 1.39 and val accuracy 0.18, 0.31, "
        "0.41, 0.39, test 1.39 and 0.407 (11 epochs: ~0.75 and 0.7)",
        ("slow-convergence",),
        family="cnn-bn",
        dataset="animal-tracks",
        seed=72015,
        runs=zf_runs(hparams={"max_epochs": "rung_0.budget", "rung": 0}),
    ),
    ZZY(
        "vzzy-read-csv-nrows-80-regression-golf",
        Plan(
            golf_read_csv_nrows_80, "mlp", 2e-3, "adam", epochs=100, batch_size=16, log_every=5, model_kw=W128
        ),
        ("train-val-gap",),
        "insufficient-data",
        "pd.read_csv(train_path, nrows=80) kept from the notebook cell that previewed the file: 80 of the"
        " 1,000 training drives (validation and test whole); a 2x128 regression MLP under Adam lr 2e-3 at"
        " batch 16 for 100 epochs (500 steps, every 5th logged): losses 0.874, 0.366 ... 4e-6-4e-4 in the"
        " last third, epoch means 0.872, 0.487 ... 0.00028, the val MSE 0.609, 0.366, 0.272 ... "
        "0.16-0.164 in the last third, test 0.188 (1,000 drives: ~0.09)",
        EVAL,
        family="regression",
        dataset="golf-carry-distance",
        seed=72016,
    ),
)

HEALTHY: tuple[Variant, ...] = (
    # --- gait
    ZZY(
        "vzzy-healthy-bncnn1d-gait-phase-gain-noise-aug",
        Plan(gait, "bncnn1d", 3e-3, "adam", epochs=12, log_every=8, model_fault=gait_jitter, model_kw=CH16),
        (),
        None,
        "a sound batch-norm 1-D CNN under Adam lr 3e-3 whose training windows are rolled by up to 16 "
        "samples, their gain drawn in 0.8-1.2 and noise added, 12 epochs (every 8th step logged): losses "
        "1.43, 1.25 ... 0.16-0.82 in the last third, epoch means 1.33, 1.07 ... 0.539, the val loss 1.15,"
        " 0.947 ... 0.39 (below the epoch means from the first epoch) and val accuracy 0.533 to "
        "0.81-0.92, test 0.401 and 0.903",
        family="cnn-bn",
        dataset="horse-gait-imu",
        seed=72101,
    ),
    ZZY(
        "vzzy-healthy-cnn1d-gait-batch-8-every-step-val-quarter-epoch",
        Plan(
            gait,
            "cnn1d",
            1e-3,
            "adam",
            epochs=3,
            batch_size=8,
            max_steps=300,
            log_every=1,
            val_interval=0.25,
            model_kw=CH16,
        ),
        (),
        None,
        "a sound 16-channel 1-D CNN under Adam lr 1e-3 at batch 8 stopped at max_steps=300, evaluated "
        "every quarter epoch (every step logged): losses 1.62, 1.6, 1.61, 1.64, 1.65 ... 0.68-1.37 in the"
        " last third (eight windows a batch), epoch means 1.53, 1.17, 0.965, the val loss 1.58, 1.53 ... "
        "0.963 and val accuracy 0.26 to 0.66 (0.517 at the 8th), test 0.936 and 0.64, still improving "
        "when it stops",
        family="cnn",
        dataset="horse-gait-imu",
        seed=72102,
    ),
    ZZY(
        "vzzy-healthy-cnn1d-gait-sgdm-warmup-cosine-clip",
        Plan(
            gait,
            "cnn1d",
            0.03,
            "sgd",
            momentum=0.9,
            epochs=15,
            log_every=2,
            schedule="warmup-cosine",
            warmup=60,
            clip=1.0,
            model_kw=CH16,
        ),
        (),
        None,
        "a sound 16-channel 1-D CNN under SGD momentum 0.9 with a 60-step warm-up to lr 0.03 and cosine "
        "decay, gradients clipped at 1.0, 15 epochs (every 2nd step logged): losses 1.64, 1.65, 1.64, "
        "1.65, 1.65 ... 0.24-0.52 in the last third, the val loss 1.58, 1.39, 0.922 ... 0.332-0.347 and "
        "val accuracy 0.33 to 0.87-0.9 (0.57-0.6 at epochs 4-6), test 0.337 and 0.91",
        family="cnn",
        dataset="horse-gait-imu",
        seed=72103,
    ),
    # --- tracks
    ZZY(
        "vzzy-healthy-cnn-tracks-rotate-mirror-depth-aug",
        Plan(tracks, "cnn", 2e-3, "adam", epochs=15, log_every=8, model_fault=track_turn, model_kw=CH16),
        (),
        None,
        "a sound 16-channel CNN under Adam lr 2e-3 whose training tracks are rotated by multiples of 90 "
        "degrees, mirrored, their depth scaled and noised, 15 epochs (every 8th step logged): losses "
        "1.86, 1.55 ... 0.36-1.0 in the last third, epoch means 1.59, 1.47 ... 0.594, the val loss 1.55, "
        "1.45 ... 0.604-0.696 (near the epoch means) and val accuracy 0.287 to 0.75-0.81, test 0.679 and "
        "0.743",
        family="cnn",
        dataset="animal-tracks",
        seed=72104,
    ),
    ZZY(
        "vzzy-healthy-resnet-tracks-bf16-adamw-cosine",
        Plan(
            tracks,
            "resnet",
            3e-3,
            "adamw",
            weight_decay=0.05,
            epochs=10,
            log_every=4,
            schedule="cosine",
            bf16=True,
        ),
        (),
        None,
        "a sound small residual net in bf16-mixed under AdamW lr 3e-3 (weight decay 0.05) with cosine "
        "decay, 10 epochs (every 4th step logged): losses 1.7, 1.68, 1.6 ... 0.61-1.18 in the last third,"
        " epoch means 1.61, 1.38 ... 0.768, the val loss 1.52, 1.33 ... 0.8-0.812 and val accuracy 0.327 "
        "to 0.767, test 0.816 and 0.707",
        family="resnet",
        dataset="animal-tracks",
        seed=72105,
    ),
    ZZY(
        "vzzy-healthy-bncnn-tracks-early-stop-val-twice-an-epoch",
        Plan(tracks, "bncnn", 2e-3, "adam", epochs=40, log_every=8, val_interval=0.5, early_stop=4),
        (),
        None,
        "a sound batch-norm CNN under Adam lr 2e-3 evaluated twice an epoch with early stopping (patience"
        " 4), which ends a 40-epoch plan after 11 epochs (every 8th step logged): losses 1.6, 1.56 ... "
        "0.57-0.72 in the last third, the val loss 1.59, 1.52 ... jumping (1.2, 0.919, 0.978, 0.784) to "
        "its minimum 0.697, then 0.985, 0.726, 0.727, 0.743 and val accuracy 0.28 to 0.61-0.75, test "
        "0.747 and 0.703",
        family="cnn-bn",
        dataset="animal-tracks",
        seed=72106,
    ),
    ZZY(
        "vzzy-healthy-cnn-tracks-rmsprop-val-every-4-epochs",
        Plan(
            tracks,
            "cnn",
            1e-3,
            "rmsprop",
            epochs=16,
            batch_size=64,
            log_every=4,
            val_every_epochs=4,
            model_kw=CH16,
        ),
        (),
        None,
        "a sound 16-channel CNN under RMSprop lr 1e-3 at batch 64 for 16 epochs, evaluated every 4th "
        "epoch (every 4th step logged): losses 1.61, 1.48 ... 0.26-0.58 in the last third, epoch means "
        "1.58, 1.29 ... 0.347, the val loss 1.01, 0.86, 0.644, 0.64 (four evaluations) and val accuracy "
        "0.643, 0.64, 0.77, 0.777, test 0.748 and 0.71",
        family="cnn",
        dataset="animal-tracks",
        seed=72107,
    ),
    # --- maintenance logs
    ZZY(
        "vzzy-healthy-transformer-maint-long-warmup-cosine",
        Plan(
            maint,
            "transformer",
            1e-3,
            "adamw",
            weight_decay=0.01,
            epochs=14,
            log_every=8,
            schedule="warmup-cosine",
            warmup=150,
        ),
        (),
        None,
        "a sound small transformer under AdamW (weight decay 0.01) with a 150-step linear warm-up to 1e-3"
        " and cosine decay, 14 epochs (448 steps, every 8th logged): losses 1.78, 1.78, 1.68, 1.68, 1.59 "
        "... 0.29-0.43 in the last third, the val loss 1.62, 1.39, 1.01, 0.693 ... its minimum 0.543, "
        "then 0.549-0.562 and val accuracy 0.23 to 0.82-0.833, test 0.434 and 0.857",
        family="transformer",
        dataset="aircraft-maint-codes",
        seed=72108,
    ),
    ZZY(
        "vzzy-healthy-gru-maint-cyclic-lr",
        Plan(maint, "gru", 3e-3, "adam", epochs=12, log_every=4, schedule="cyclic", model_kw=H48),
        (),
        None,
        "a sound GRU (hidden 48) under Adam with a triangular cyclic lr between 2e-4 and 8e-3 (64 steps "
        "up, 64 down), 12 epochs (every 4th step logged): losses 1.66, 1.61, 1.6 ... 0.011-0.52 in the "
        "last third, epoch means 1.55, 0.944, 0.504 ... 0.145 (0.25 at epoch 11), the val loss 1.35, "
        "0.827, 0.516 ... its minimum 0.465, a bump to 0.584, 0.526 last and val accuracy 0.53 to "
        "0.82-0.867, test 0.481 and 0.857",
        family="rnn",
        dataset="aircraft-maint-codes",
        seed=72109,
        runs=zf_runs(schedule=cyclic(2e-4, 8e-3, 64), hparams={"cyclic": [2e-4, 8e-3, 64]}),
    ),
    ZZY(
        "vzzy-healthy-lstm-maint-batch-16-plateau-clip",
        Plan(
            maint,
            "lstm",
            2e-3,
            "adam",
            epochs=12,
            batch_size=16,
            log_every=10,
            schedule="plateau",
            gamma=0.3,
            clip=0.5,
            model_kw=H48,
        ),
        (),
        None,
        "a sound LSTM (hidden 48) under Adam lr 2e-3 at batch 16 with ReduceLROnPlateau (x0.3) and "
        "gradients clipped at 0.5, 12 epochs (every 10th step logged): losses 1.62, 1.57 ... 0.04-0.52 in"
        " the last third, epoch means 1.45, 0.894 ... 0.32, the lr down to 5.4e-5, the val loss 1.15, "
        "0.793 ... 0.518-0.534 and val accuracy 0.56 to 0.81-0.83, test 0.421 and 0.857",
        family="rnn",
        dataset="aircraft-maint-codes",
        seed=72110,
    ),
    # --- golf
    ZZY(
        "vzzy-healthy-regression-golf-plain-sgd-2500-steps",
        Plan(golf_long, "mlp", 5e-3, "sgd", epochs=40, log_every=100, model_kw=MLP64),
        (),
        None,
        "a sound 2x64 regression MLP under plain SGD (no momentum) at lr 5e-3 over a 2,000-drive draw for"
        " 40 epochs (2,520 steps, every 100th logged): losses 0.85, 0.364, 0.357 ... 0.053-0.123 in the "
        "last third, epoch means 0.906, 0.788, 0.643, 0.494 ... 0.0807, still creeping down, the val MSE "
        "0.732, 0.624, 0.5 ... 0.0821, test 0.0851",
        family="regression",
        dataset="golf-carry-distance",
        seed=72111,
    ),
    ZZY(
        "vzzy-healthy-regression-golf-dropout-step-lr",
        Plan(
            golf,
            "mlp",
            2e-3,
            "adam",
            epochs=25,
            log_every=8,
            schedule="step",
            step_size=320,
            gamma=0.2,
            model_kw={"width": 128, "num_layers": 2, "dropout": 0.3},
        ),
        (),
        None,
        "a sound 2x128 regression MLP with dropout 0.3 under Adam lr 2e-3 with StepLR (x0.2 every 320 "
        "steps), 25 epochs (every 8th step logged): losses 0.758, 0.288 ... 0.06-0.25 in the last third, "
        "epoch means 0.508, 0.246 ... 0.108, the val MSE 0.24, 0.133 ... 0.0958-0.0994 (below the epoch "
        "means), test 0.0831",
        family="regression",
        dataset="golf-carry-distance",
        seed=72112,
    ),
    ZZY(
        "vzzy-healthy-regression-golf-bf16-batch-8-multistep",
        Plan(
            golf,
            "mlp",
            1e-3,
            "adam",
            epochs=6,
            batch_size=8,
            log_every=25,
            schedule="step",
            bf16=True,
            model_kw=MLP64,
        ),
        (),
        None,
        "a sound 2x64 regression MLP in bf16-mixed under Adam lr 1e-3 at batch 8 with x0.2 cuts at steps "
        "500 and 625, 6 epochs (750 steps, every 25th logged): losses 0.435, 0.721, 0.414, 0.143, 1.51 "
        "... 0.027-0.28 in the last third, gradient norms 0.41-5.7, epoch means 0.507, 0.192 ... 0.0805, "
        "the val MSE 0.238, 0.163, 0.128, 0.108, 0.103, 0.102, test 0.085",
        family="regression",
        dataset="golf-carry-distance",
        seed=72113,
        runs=zf_runs(schedule=multistep((500, 625), 0.2), hparams={"milestones": [500, 625]}),
    ),
    # --- honey
    ZZY(
        "vzzy-healthy-mlp-honey-label-smoothing-01",
        Plan(honey, "mlp", 2e-3, "adam", epochs=15, log_every=8, model_kw=MLP64),
        (),
        None,
        "a sound 2x64 MLP under Adam lr 2e-3 trained with CrossEntropyLoss(label_smoothing=0.1), 15 "
        "epochs (every 8th step logged): losses 1.57, 1.39, 1.21 ... 0.58-0.69 in the last third (the "
        "smoothed floor), the val loss 0.976, 0.793 ... 0.697-0.716, flat for the last 10 evaluations, "
        "and val accuracy 0.78 to 0.84-0.863, test 0.638 and 0.91",
        family="mlp",
        dataset="honey-floral-origin",
        seed=72114,
        runs=zf_runs(loss=smoothed_01, hparams={"label_smoothing": 0.1}),
    ),
    ZZY(
        "vzzy-healthy-mlp-honey-48-steps-still-improving",
        Plan(
            honey, "mlp", 1e-3, "adam", epochs=2, max_steps=48, log_every=1, val_interval=0.5, model_kw=MLP64
        ),
        (),
        None,
        "a sound 2x64 MLP under Adam lr 1e-3 stopped at max_steps=48, evaluated twice an epoch (every "
        "step logged): losses 1.65, 1.62, 1.61, 1.62, 1.6 ... 0.9-1.26 in the last third, epoch means "
        "1.46, 1.09, the val loss 1.46, 1.24, 0.988 and val accuracy 0.707, 0.783, 0.763, test 0.901 and "
        "0.85, still falling when the run ends",
        family="mlp",
        dataset="honey-floral-origin",
        seed=72115,
    ),
    ZZY(
        "vzzy-healthy-mlp-honey-dropout-05-nadam",
        Plan(
            honey,
            "mlp",
            2e-3,
            "nadam",
            epochs=20,
            batch_size=64,
            log_every=4,
            model_kw={"width": 256, "num_layers": 3, "dropout": 0.5},
        ),
        (),
        None,
        "a sound 3x256 MLP with dropout 0.5 under NAdam lr 2e-3 at batch 64, 20 epochs (every 4th step "
        "logged): losses 1.48, 1.28, 0.989 ... 0.19-0.58 in the last third, epoch means 1.23, 0.641 ... "
        "0.37-0.415, the val loss 0.662, 0.485, then 0.463-0.535 for 18 evaluations and val accuracy "
        "0.787 to 0.82-0.853, test 0.337 and 0.893",
        family="mlp",
        dataset="honey-floral-origin",
        seed=72116,
    ),
)
