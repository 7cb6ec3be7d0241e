"""Variant battery zzzo: a look-alike of an external held-out suite, real framework runs (`--battery zzzo`).

    nice -n 10 python benchmarks/variants.py --battery zzzo --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery zzzo [--runs]

Like batteries d-zzzm, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is the log),
trained by battery d's runner through the earlier batteries' wrappers (battery zf's runner with w's
replaced loss and the checkpoint the test loads, l's switched-off evaluation, ze's replaced schedule),
battery zj's augmentation wrapper and this battery's own hooks (Adam built with betas (0.9, 0.5), an
lr halved at every validation, an optimizer given the batch-norm parameters only, sigmoid activations in
a 1-D CNN), so each case can run in each of the three layouts; the layout rotation of
variants.py picks one.
It was written blind: its author trained it with `--train-only`, read the raw logged numbers of each
run, and never diagnosed or scored it, so it is held-out data for the tool.
Its halves are even (16 faulty, 16 healthy; one fault each, one cause a case, spread over every family
of cause: optimisation, data, evaluation, model, workflow), injected into data sets no battery had at a
realistic strength, in forms earlier batteries did not use (see each case's description and each hook's
docstring).
The data sets are new, all made offline with numpy from known generating models (see each generator): a
pulmonary lab's spirometer expiratory flow-time curves (64 samples over 4 s: normal, obstructive,
restrictive, poor effort, fixed upper-airway obstruction), a lunar orbiter's 12x12 shaded-relief crops
(fresh crater, degraded crater, boulder, rille, smooth mare; Lambertian shading of a height map under a
low sun from the east), a container terminal's quay-crane cycle event logs (single lift, twin lift,
hatch-cover move, restow, stopped cycle; left-padded to 20), a rowing club's 2,000 m ergometer times
(from the aerobic power of VO2max, mass and training and the Concept2 pace-power law; standardised) and
a sky survey's asteroid taxonomy (S, C, X, V, D types from SDSS colours, albedo, orbit and size).
Runs of 30 to 1,260 steps: MLPs (2x64 to 3x1024, dropout 0.3), 2-D CNNs with and without batch norm,
a small residual net, 1-D CNNs with and without batch norm, GRU / LSTM readers of the crane logs, small
transformers and regression MLPs; SGD with momentum (and Nesterov), Adam, AdamW and RMSprop; constant,
warm-up + cosine, warm-up + linear, one-cycle, step, exponential, cosine, plateau and halving schedules;
bf16-mixed autocast, shift / gain / noise augmentation, dropout, early stopping, clipping, gradient
accumulation; batches of 8 to 1,000; cadences from every step to once every 50 steps, evaluations four
times an epoch to every 4th epoch or never.
The faulty half: Adam's betas (0.9, 0.5), an lr halved at every one of four validations an epoch, a CLI
lr override of 1e-5, the eval batch size (the whole training set) given to the training loader, an
export sorted by the target split by row order, a km scaler applied to metres, labels from an inverted
sensor on most cranes, a second clinic's L/min curves merged into L/s, the training loader passed as
the validation loader, evaluation tiles read bottom row first, a test loading a smoke run's checkpoint,
a validation split built only for the 'validate' stage, a full-catalogue 3x1024 MLP on 1,000 rows, an
optimizer over the batch-norm parameters only, sigmoid hidden activations, early stopping on the
per-step training loss.
The healthy half holds sound runs a naive reader can take for a fault: a Nesterov SGD run whose val
loss bumps before a step cut, a val loss below the training loss under shift / gain / noise
augmentation and dropout, a 1,500-step exponential-decay run logged every 50 steps and still improving,
a bf16 residual net evaluated every 2nd epoch, batch-16 losses with early stopping at epoch 8 of 40, a
cosine SGD run whose val loss stays flat at 3-7 times the training loss, a val loss below the training
loss under shift / noise augmentation, a transformer with a 3-epoch warm-up, batch-8 GRU losses over 3
epochs, a plateau schedule cutting the lr to ~0 with early stopping, a slow SGD regression, a bf16
batch-128 regression whose val loss is flat while the training loss halves, a regression under dropout,
a one-cycle run with a val bump at the lr's peak, an RMSprop step run evaluated every 4th epoch, and
batch-8 steps with gradient accumulation.
Split, layout rotation and labels follow variants.py's rules; a Lightning case's `every` is its
`log_every_n_steps`.
"""

from __future__ import annotations

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

if TYPE_CHECKING:
    import torch

    from tests.suite.datasets import Splits

SIZES = (1000, 300, 300)


# ---------------------------------------------------------------- data sets no battery has


SPIRO_PATTERNS = ("normal", "obstructive", "restrictive", "poor-effort", "upper-airway-obstruction")


def _spiro(seed: int, n: int, length: int = 64) -> tuple[Any, Any]:
    """A pulmonary function lab's forced expirations: the flow (L/s) over the first 4 s, 64 samples,
    labelled by the reviewing physiologist: normal (a peak of 6-10 L/s within 0.15 s and a smooth
    exponential emptying), obstructive (a lower peak, a fast collapse then a long slow tail), restrictive
    (a sharp peak and a quick emptying of a small vital capacity), poor effort (a slow rise to a late
    rounded peak, now and then a cough notch) or a fixed upper-airway obstruction (the flow capped on a
    flat plateau). Each subject has a size factor (0.7-1.2), a sensor noise (sd 0.1-0.35 L/s) and each
    pattern a strength (the curve a mix of a normal one and the pattern's): mild cases look normal, so
    sound 1-D CNNs stop near 0.75-0.85."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.3, 0.22, 0.18, 0.16, 0.14])
    t = np.linspace(0, 4, length)
    x = np.zeros((n, length))

    def shape(pef: float, tp: float, after: Any) -> Any:
        rise = pef * np.clip(t / tp, 0, 1) ** 1.5
        return np.where(t < tp, rise, pef * after(np.maximum(t - tp, 0)))

    for i in range(n):
        c = int(y[i])
        size = rng.uniform(0.7, 1.2)
        tau = rng.uniform(0.55, 0.9)
        normal = shape(rng.uniform(6, 10), rng.uniform(0.08, 0.15), lambda s, tau=tau: np.exp(-s / tau))
        if c == 0:
            pattern = normal
        elif c == 1:
            slow = rng.uniform(1.5, 3.0)
            pattern = shape(
                rng.uniform(3, 6.5),
                rng.uniform(0.08, 0.15),
                lambda s, slow=slow: 0.55 * np.exp(-s / 0.15) + 0.45 * np.exp(-s / slow),
            )
        elif c == 2:
            quick = rng.uniform(0.22, 0.4)
            pattern = shape(rng.uniform(5, 9), rng.uniform(0.06, 0.12), lambda s, q=quick: np.exp(-s / q))
        elif c == 3:
            pattern = shape(rng.uniform(3, 6), rng.uniform(0.3, 0.6), lambda s, tau=tau: np.exp(-s / tau))
            if rng.random() < 0.4:
                at = rng.uniform(0.5, 2.0)
                pattern = pattern * (1 - 0.5 * np.exp(-(((t - at) / 0.08) ** 2)))
        else:
            pattern = np.minimum(normal * rng.uniform(1.0, 1.3), rng.uniform(2.5, 4.5))
        strength = rng.uniform(0.35, 1.0)
        flow = size * ((1 - strength) * normal + strength * pattern)
        x[i] = flow + rng.normal(0, rng.uniform(0.1, 0.35), length)
    return x, y


def spiro(seed: int = 71101, sizes: tuple[int, int, int] = SIZES, name: str = "spirometry-flow-64") -> Splits:
    """The curves (N, 64), centred and scaled by the training curves' mean and sd, 5 classes."""
    x, y = _spiro(seed, sum(sizes))
    return _signal_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def spiro_long() -> Splits:
    """A 3,000-curve draw."""
    return spiro(71102, (3000, 300, 300), "spirometry-flow-64-3000")


def spiro_second_clinic_in_l_per_min() -> Splits:
    """The bug: a quarter of the training curves come from a second clinic whose spirometer exports
    the flow in L/min, merged into the L/s export without a conversion (60 times larger); validation
    and test are the lab's own curves. The scaler is fitted on the merged training curves."""
    import numpy as np

    x, y = _spiro(71103, sum(SIZES))
    rng = np.random.default_rng(71104)
    a = SIZES[0]
    other = np.flatnonzero(rng.random(a) < 0.25)
    x[other] *= 60
    return _signal_splits(x, y, SIZES, "spirometry-flow-64", _stats(x[:a]))


LUNAR_FEATURES = ("fresh-crater", "degraded-crater", "boulder", "rille", "smooth-mare")


def _lunar(seed: int, n: int) -> tuple[Any, Any]:
    """12x12 crops of a lunar orbiter's narrow-angle images, labelled by a mapper: a fresh simple
    crater (a bowl of radius 2-4 px with a raised rim), a degraded crater (a shallow rimless bowl), a
    boulder (a steep dome of radius ~1 px), a rille segment (a trough across the crop at any angle) or
    smooth mare. Each crop is a height map (the feature on a rough plain) shaded by Lambert's law under
    a sun from the east-south-east (17-52 degrees south of east, 12-35 degrees high), with its own
    albedo, a shift of up to 2 px and the camera's noise (sd 6-16 grey levels): a small degraded crater
    reads as mare and a short rille as a crater's wall, so sound CNNs stop near 0.8-0.9."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.24, 0.2, 0.18, 0.16, 0.22])
    yy, xx = np.mgrid[0:12, 0:12].astype(float)
    x = np.zeros((n, 12, 12))
    for i in range(n):
        c = int(y[i])
        cx, cy = 5.5 + rng.uniform(-2, 2, 2)
        rho = np.sqrt((xx - cx) ** 2 + (yy - cy) ** 2)
        rough = rng.normal(0, 1, (14, 14))
        rough = (rough[:-2, :-2] + rough[2:, 2:] + rough[1:-1, 1:-1] + rough[:-2, 2:] + rough[2:, :-2]) / 5
        h = rng.uniform(0.1, 0.3) * rough
        strength = rng.uniform(0.5, 1.0)
        if c == 0:
            r = rng.uniform(2, 4)
            d = strength * rng.uniform(0.6, 1.0) * r
            h += -d * np.clip(1 - (rho / r) ** 2, 0, None) + 0.3 * d * np.exp(-(((rho - r) / 0.7) ** 2))
        elif c == 1:
            r = rng.uniform(2.5, 4.5)
            h += -strength * rng.uniform(0.15, 0.35) * r * np.exp(-((rho / (0.8 * r)) ** 2))
        elif c == 2:
            r = rng.uniform(0.7, 1.3)
            h += strength * rng.uniform(1.0, 2.0) * np.exp(-((rho / r) ** 2))
        elif c == 3:
            a = rng.uniform(0, np.pi)
            u = (xx - cx) * np.sin(a) - (yy - cy) * np.cos(a)
            h += -strength * rng.uniform(1.0, 2.0) * np.exp(-((u / rng.uniform(0.9, 1.6)) ** 2))
        hy, hx = np.gradient(h)
        az = rng.uniform(0.3, 0.9)
        el = rng.uniform(0.2, 0.6)
        sun = np.array([np.cos(el) * np.cos(az), np.cos(el) * np.sin(az), np.sin(el)])
        shade = (-hx * sun[0] - hy * sun[1] + sun[2]) / np.sqrt(hx**2 + hy**2 + 1)
        image = rng.uniform(90, 170) * np.clip(shade, 0, None) / np.sin(el) * 0.6 + 20
        x[i] = np.clip(image + rng.normal(0, rng.uniform(6, 16), (12, 12)), 0, 255)
    return x, y


def lunar(seed: int = 71201, sizes: tuple[int, int, int] = SIZES, name: str = "lunar-relief-12") -> Splits:
    """The crops as (N, 1, 12, 12), centred and scaled by the training crops' mean and sd, 5 classes."""
    x, y = _lunar(seed, sum(sizes))
    return _patch_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def lunar_eval_rows_flipped() -> Splits:
    """The bug: the training crops were cut from PNG browse images (first row at the top), while the
    evaluation dataset reads the same survey's FITS tiles, whose first row is the bottom one, with
    `fits.getdata` and no `np.flipud`: every validation and test crop reaches the net upside down, the
    sun's side and the shadows of each feature mirrored north to south."""
    x, y = _lunar(71202, sum(SIZES))
    a = SIZES[0]
    x[a:] = x[a:, ::-1, :]
    return _patch_splits(x, y, SIZES, "lunar-relief-12", _stats(x[:a]))


def lunar_val_is_train() -> Splits:
    """The bug: `trainer.fit(model, train_loader, train_loader)` (the second positional argument is
    the validation loader; `val_loader` was meant): every validation pass runs over the 1,000 training
    crops in eval mode; the test script uses the held-out crops."""
    import numpy as np

    x, y = _lunar(71203, sum(SIZES))
    a, b = SIZES[0], SIZES[0] + SIZES[1]
    x = np.concatenate([x[:a], x[:a], x[b:]])
    y = np.concatenate([y[:a], y[:a], y[b:]])
    return _patch_splits(x, y, (a, a, SIZES[2]), "lunar-relief-12", _stats(x[:a]))


CRANE_EVENTS = (
    "pad",
    "cycle-start",
    "twistlock-lock",
    "twistlock-unlock",
    "hoist-up",
    "hoist-down",
    "trolley-out",
    "trolley-in",
    "twin-pins-engage",
    "twin-pins-release",
    "hatch-cover-latch",
    "gantry-travel",
    "ocr-read",
    "lasher-clear",
    "landing-sensor",
    "wind-alarm",
    "e-stop",
    "fault-reset",
    "cycle-end",
)
CRANE_CYCLES = ("single-lift", "twin-lift", "hatch-cover-move", "restow", "stopped-cycle")
_CRANE_BOOST = ((12, 14, 6, 3), (8, 9, 12, 14), (10, 11, 5, 4), (7, 6, 13, 2), (15, 16, 17, 5))
_CRANE_LENGTHS = ((9, 15), (11, 18), (8, 14), (12, 20), (6, 16))


def _cranes(seed: int, n: int, length: int = 20) -> tuple[Any, Any]:
    """A container terminal's quay-crane PLC logs, one move a sequence (18 event kinds: cycle start,
    twistlocks locked / unlocked, hoist up / down, trolley out / in, twin pins engaged / released, a
    hatch cover's latch, gantry travel, an OCR read of the box, the lasher's all-clear, the landing
    sensor, a wind alarm, an emergency stop, a fault reset, cycle end), left-padded to 20 with 0,
    labelled by the terminal operating system's move type: a single lift, a twin lift, a hatch-cover
    move, a restow or a stopped cycle. Each type is a Markov chain over a shared base that favours its
    own four events, with its own range of lengths; a sixth of the events are mislogged (a random kind),
    so sound sequence models stop near 0.8-0.9."""
    import numpy as np

    base_rng = np.random.default_rng(7131)
    kinds = len(CRANE_EVENTS) - 1
    base = base_rng.dirichlet(np.full(kinds, 0.5), kinds)
    chains = []
    for c in range(5):
        boost = np.zeros(kinds)
        boost[[e - 1 for e in _CRANE_BOOST[c]]] = 0.45 / 4
        chain = 0.55 * base + boost
        chains.append(chain / chain.sum(1, keepdims=True))
    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.32, 0.22, 0.14, 0.16, 0.16])
    x = np.zeros((n, length), dtype=np.int64)
    for i in range(n):
        c = int(y[i])
        events = [1]
        for _ in range(int(rng.integers(*_CRANE_LENGTHS[c])) - 1):
            events.append(int(rng.choice(kinds, p=chains[c][events[-1] - 1])) + 1)
        events = [int(rng.integers(1, kinds + 1)) if rng.random() < 1 / 6 else e for e in events]
        x[i, length - len(events) :] = events
    return x, y


def cranes(seed: int = 71301, sizes: tuple[int, int, int] = SIZES, name: str = "quay-crane-cycles") -> Splits:
    """Cycles (N, 20) over 19 ids (0 the padding), 5 classes."""
    x, y = _cranes(seed, sum(sizes))
    return _token_splits(x, y, sizes, name)


def cranes_twin_pin_sensor_inverted() -> Splits:
    """The bug: the training labels come from the move type the TOS infers from each crane's twin-pin
    sensor, and on the four cranes of the 2019 delivery (85% of the training moves) the sensor's
    contact is wired inverted, so their single lifts are labelled twin lifts and their twin lifts single
    lifts; validation and test moves were labelled by the tally clerks."""
    import numpy as np

    x, y = _cranes(71302, sum(SIZES))
    rng = np.random.default_rng(71303)
    y = y.copy()
    a = SIZES[0]
    inverted = rng.random(a) < 0.85
    for one, other in ((0, 1), (1, 0)):
        swap = np.flatnonzero(inverted & (y[:a] == one))
        y[swap] = other + 10
    y[y >= 10] -= 10
    return _token_splits(x, y, SIZES, "quay-crane-cycles")


ERG_COLUMNS = (
    "body_mass_kg",
    "height_cm",
    "age",
    "female",
    "vo2max_ml_kg_min",
    "training_h_week",
    "years_rowing",
    "drag_factor",
    "stroke_rate_spm",
    "room_temp_c",
    "resting_hr",
    "erg_serial",
)


def _ergs(seed: int, n: int) -> tuple[Any, Any]:
    """A rowing club's 2,000 m ergometer tests (the time in seconds, the target) from the body mass,
    height, age, sex, VO2max, weekly training hours, years rowing, the drag factor, the mean stroke
    rate, the room's temperature, the resting heart rate and the ergometer's serial number (no bearing).
    The sustained power is the aerobic power (VO2max x mass at 92% over 2k, 20.9 kJ a litre of O2, a
    gross efficiency of 18-23% rising with years rowing) plus a 12-18% anaerobic share, less for age
    over 30, a drag factor far from 125 and heat; the time follows the Concept2 law P = 2.80 / pace^3
    (pace in s/m) over 2,000 m, with a day-to-day error of ~1.5%: standardised, sound models stop near
    an MSE of 0.08-0.12."""
    import numpy as np

    rng = np.random.default_rng(seed)
    female = (rng.random(n) < 0.4).astype(float)
    mass = rng.normal(82 - 14 * female, 9)
    height = rng.normal(184 - 13 * female, 7) + 0.3 * (mass - 82 + 14 * female)
    age = rng.uniform(16, 60, n)
    hours = rng.gamma(2.5, 2.0, n)
    years = np.minimum(rng.gamma(2.0, 3.0, n), age - 12)
    vo2 = rng.normal(50 - 7 * female, 5) + 0.8 * hours - 0.25 * np.maximum(age - 30, 0)
    drag = rng.uniform(95, 160, n)
    rate = rng.uniform(26, 36, n)
    temp = rng.uniform(12, 30, n)
    rest_hr = rng.normal(62, 8, n) - 0.4 * hours
    serial = rng.integers(1000, 99999, n).astype(float)
    efficiency = 0.18 + 0.05 * (1 - np.exp(-years / 4))
    aerobic = 0.92 * vo2 * mass / 1000 * 20.9e3 / 60 * efficiency
    power = aerobic * (1 + rng.uniform(0.12, 0.18, n))
    power *= 1 - 0.004 * np.abs(drag - 125) / 10 - 0.004 * np.maximum(temp - 22, 0)
    power *= 1 - 0.01 * np.abs(rate - 31) / 3
    seconds = 2000 * (2.80 / np.maximum(power, 60)) ** (1 / 3) * rng.normal(1, 0.015, n)
    x = np.column_stack([mass, height, age, female, vo2, hours, years, drag, rate, temp, rest_hr, serial])
    return x, seconds


def ergs(seed: int = 71401, sizes: tuple[int, int, int] = SIZES, name: str = "erg-2k-time") -> Splits:
    """12 standardised columns, the 2k time standardised."""
    x, seconds = _ergs(seed, sum(sizes))
    return _regression_table(name, x, seconds, sizes)


def ergs_long() -> Splits:
    """A 2,000-test draw."""
    return ergs(71402, (2000, 300, 300), "erg-2k-time-2000")


def ergs_sorted_by_time_split_by_row() -> Splits:
    """The bug: the club's results export is sorted by the 2k time (the ranking table), and the split
    takes its rows in order (`train_test_split(..., shuffle=False)`): the 1,000 fastest tests train, the
    next 300 validate and the 300 slowest test, each split a range of times the training rows never
    held."""
    import numpy as np

    x, seconds = _ergs(71403, sum(SIZES))
    order = np.argsort(seconds)
    return _regression_table("erg-2k-time", x[order], seconds[order], SIZES)


ASTEROID_COLUMNS = (
    "u_g",
    "g_r",
    "r_i",
    "i_z",
    "albedo",
    "abs_mag_h",
    "semi_major_au",
    "eccentricity",
    "inclination_deg",
    "diameter_km",
    "rotation_h",
    "n_observations",
)
ASTEROID_TYPES = ("S", "C", "X", "V", "D")


def _asteroids(seed: int, n: int) -> tuple[Any, Any]:
    """A sky survey's moving-object catalogue matched to a thermal survey, labelled by the
    spectroscopic (Bus-DeMeo) type: S (reddish, moderately bright, inner belt), C (flat, dark, outer
    belt), X (flat, any albedo from 0.04 to 0.5), V (Vesta's family: a deep 1-micron band, so a very
    negative i-z, bright, at 2.25-2.48 AU) or D (very red, very dark, outer belt and Trojans). The colours
    carry the survey's photometric errors (larger for faint objects), the diameter follows from H and the
    albedo (D = 1329 / sqrt(pV) 10^(-H/5)), and the rotation period and the observation count have no
    bearing; the types overlap, so sound MLPs stop near 0.8-0.9."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.36, 0.3, 0.14, 0.08, 0.12])
    # u-g, g-r, r-i, i-z
    colour = np.array(
        [
            [1.85, 0.65, 0.21, -0.06],
            [1.55, 0.42, 0.1, 0.0],
            [1.6, 0.47, 0.15, 0.04],
            [1.95, 0.62, 0.14, -0.3],
            [1.65, 0.6, 0.27, 0.1],
        ]
    )
    h = rng.uniform(11, 18, n)
    err = 0.04 + 0.05 * (h - 11) / 7
    cols = colour[y] + rng.normal(0, 1, (n, 4)) * (err[:, None] * np.array([2.5, 1, 1, 1.5]) + 0.03)
    log_albedo = np.log10(np.array([0.24, 0.06, 0.15, 0.35, 0.05]))[y] + rng.normal(0, 0.15, n)
    log_albedo[y == 2] = rng.uniform(np.log10(0.04), np.log10(0.5), int((y == 2).sum()))
    albedo = 10**log_albedo * rng.normal(1, 0.15, n)
    lo = np.array([2.1, 2.6, 2.3, 2.25, 3.0])[y]
    hi = np.array([2.9, 3.3, 3.3, 2.48, 5.2])[y]
    a = rng.uniform(lo, hi) + rng.normal(0, 0.15, n)
    ecc = np.abs(rng.normal(0.12, 0.06, n))
    inc = np.abs(rng.normal(8, 5, n)) + 2 * (y == 3)
    diameter = 1329 / np.sqrt(np.clip(albedo, 0.02, None)) * 10 ** (-h / 5)
    rot = rng.lognormal(1.8, 0.6, n)
    obs = rng.integers(3, 60, n).astype(float)
    x = np.column_stack([cols, albedo, h, a, ecc, inc, diameter, rot, obs])
    return x, y


def asteroids(
    seed: int = 71501, sizes: tuple[int, int, int] = SIZES, name: str = "asteroid-taxonomy"
) -> Splits:
    """12 standardised columns, 5 classes."""
    x, y = _asteroids(seed, sum(sizes))
    return _generated(name, x, y, 5, sizes)


def asteroids_diameter_in_metres() -> Splits:
    """The bug: the scaler was fitted once on the catalogue export of the year before (diameters in
    km) and pickled; this year's export gives the diameter in metres, and the pickled scaler is applied
    to it unchanged: the diameter column reaches the net ~1,000 times its sd away from 0 (the others
    scaled as meant), in every split alike."""
    import torch

    from tests.suite import datasets as ds

    x, y = _asteroids(71502, sum(SIZES))
    a = SIZES[0]
    mean, sd = x[:a].mean(0), x[:a].std(0)
    x[:, 9] *= 1000
    features = torch.tensor((x - mean) / sd, dtype=torch.float32)
    return ds.named(ds._split(features, torch.tensor(y).long(), SIZES, 5), "asteroid-taxonomy")


# ---------------------------------------------------------------- injected faults (and healthy hooks)


def zzzo_runs(adam_betas: tuple[float, float] | None = None, **kw: Any) -> Callable[[Plan], Runner]:
    """Battery zf's runner (through every earlier wrapper) whose Adam is built with `adam_betas`
    when given (`torch.optim.Adam(params, lr, betas=adam_betas)`)."""
    inner_factory = zf_runs(**kw)

    def factory(plan: Plan) -> Runner:
        inner = inner_factory(plan)

        def for_layout(layout: str) -> Callable[[Any, int], dict[str, Any]]:
            run = inner(layout)
            if adam_betas is None:
                return run

            def patched(run_dir: Any, seed: int) -> dict[str, Any]:
                from unittest import mock

                import torch

                from benchmarks import variants_d

                optimizer_of = variants_d._optimizer

                def optimizers(p: Plan, net: Any) -> Any:
                    if p.optimizer != "adam":
                        return optimizer_of(p, net)
                    params = (
                        list(p.params(net)) if p.params else [q for q in net.parameters() if q.requires_grad]
                    )
                    return torch.optim.Adam(params, lr=p.lr, betas=adam_betas, weight_decay=p.weight_decay)

                with mock.patch.object(variants_d, "_optimizer", optimizers):
                    return run(run_dir, seed)

            return patched

        return for_layout

    return factory


def halved_at_each_validation(steps: int) -> Callable[[int, int], float]:
    """The bug: an `on_validation_end` hook meant for a plateau rule (halve the lr when the val loss
    has not improved) halves it unconditionally, and the validation runs four times an epoch (every
    `steps` optimizer steps): the lr halves every quarter epoch."""

    def factor(step: int, _total: int) -> float:
        return float(0.5 ** (step // steps))

    return factor


def batch_norm_params_only(net: Any) -> Any:
    """The bug: `train_norm_only: true` left in the config from a test-time BN-adaptation experiment:
    the optimizer is built over the batch-norm layers' weights and biases only, so every convolution
    kernel and the head stay at their random init."""
    from torch import nn

    return [
        p for m in net.modules() if isinstance(m, nn.BatchNorm1d | nn.BatchNorm2d) for p in m.parameters()
    ]


def sigmoid_activations(net: Any) -> Any:
    """The bug: the model factory reads `activation: sigmoid` from the config, a key meant for the
    output of a multi-label variant, and builds every hidden activation of the 1-D CNN as nn.Sigmoid:
    no batch norm, so each layer's gradient is scaled by at most 0.25 and the units start near
    saturation's linear middle with a mean of 0.5."""
    from torch import nn

    for module in list(net.modules()):
        for name, child in list(module.named_children()):
            if isinstance(child, nn.ReLU):
                setattr(module, name, nn.Sigmoid())
    return net


def _flow_jitter(x: torch.Tensor) -> torch.Tensor:
    import torch

    shift = int(torch.randint(-3, 4, (1,)))
    x = torch.roll(x, shift, dims=1)
    return x * torch.exp(0.15 * (torch.rand(len(x), 1) * 2 - 1)) + 0.3 * torch.randn_like(x)


flow_jitter = _augmented(_flow_jitter)
flow_jitter.__doc__ = """Not a fault: in training mode each batch of curves is shifted by up to 3
samples (the start-of-test detection varies), scaled by a random gain of +-15% (the sensor's
calibration) and given 0.3 sd of noise."""


def _relief_jitter(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.roll(x, (int(torch.randint(-1, 2, (1,))), int(torch.randint(-1, 2, (1,)))), dims=(2, 3))
    return x + 0.35 * torch.randn_like(x)


relief_jitter = _augmented(_relief_jitter)
relief_jitter.__doc__ = """Not a fault: in training mode each batch of crops is shifted by up to one
pixel each way and given 0.35 sd of noise (no turns or mirrors: the sun's direction matters)."""


# ---------------------------------------------------------------- the variants


def ZZZO(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by this battery's runner (battery zf's, through every earlier wrapper)."""
    return L(*args, runs=runs or zzzo_runs(), **kw)


CH16 = {"channels": 16}
H48 = {"hidden": 48}
W128 = {"width": 128, "num_layers": 2}

FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    ZZZO(
        "vzzzo-adam-betas-09-05-cnn-lunar",
        Plan(lunar, "cnn", 3e-3, "adam", epochs=12, log_every=4, model_kw=CH16),
        ("loss-spikes",),
        "learning-rate-too-high",
        "Adam built with betas=(0.9, 0.5) (a GAN recipe's beta1=0.5 typed into the second slot): the second "
        "moment averages ~2 steps, so a step after a few small gradients is large, for a 16-channel CNN at "
        "lr 3e-3 over the lunar relief crops, 12 epochs (every 4th step logged): losses 1.65, 1.39, 1.12, "
        "1.19, 0.782 ... 0.0135-0.544 over the last third (max 1.86), epoch means 1.13, 0.649, 0.37, 0.247, "
        "0.173, then 0.175-0.262 up and down, the val loss 0.936, 0.558, 0.432, 0.319 (epoch 4), then "
        "0.411, 0.555, 0.509, 0.483, 0.382, 0.761, 0.466, 0.567 and val accuracy 0.623 to 0.833-0.873, test "
        "0.558 and 0.87 (sound CNNs on these crops: ~0.22-0.26 and 0.9-0.92)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="cnn",
        dataset="lunar-relief",
        seed=71001,
        runs=zzzo_runs(adam_betas=(0.9, 0.5), hparams={"betas": [0.9, 0.5]}),
    ),
    ZZZO(
        "vzzzo-lr-halved-at-every-validation-lstm-cranes",
        Plan(cranes, "lstm", 3e-3, "adam", epochs=12, log_every=4, val_interval=0.25, model_kw=H48),
        ("slow-convergence",),
        "lr-decay-too-fast",
        "an on_validation_end hook meant for a plateau rule halves the lr unconditionally, and the "
        "validation runs four times an epoch (val_check_interval=0.25): Adam's lr 3e-3 halves every 8 "
        "steps, 1e-4 by step 40, 2e-17 at the end, for an LSTM (hidden 48) over the quay-crane logs, 12 "
        "epochs (every 4th step logged): losses 1.57, 1.55, 1.55, 1.5, 1.46 ... 1.23-1.48 over the last "
        "third, the val loss 1.51, 1.46, 1.43, 1.41, 1.4, 1.39, then 1.386-1.389 for the last 42 "
        "evaluations and val accuracy 0.333-0.35 throughout, test 1.4 and 0.36 (sound sequence models on "
        "these logs: ~0.36-0.46 and 0.83-0.87)",
        STALL,
        family="rnn",
        dataset="quay-crane-cycles",
        seed=71002,
        runs=zzzo_runs(
            schedule=lambda_schedule(halved_at_each_validation(8)),
            hparams={"on_validation_end": "lr *= 0.5", "val_check_interval": 0.25},
        ),
    ),
    ZZZO(
        "vzzzo-cli-lr-override-1e-5-from-finetune-cnn1d-spiro",
        Plan(spiro, "cnn1d", 1e-5, "adam", epochs=15, log_every=8, model_kw=CH16),
        ("slow-convergence",),
        "learning-rate-too-low",
        "the YAML's lr 1e-3 is overridden by `--optimizer.lr 1e-5` left in the launch script from a "
        "fine-tuning job: Adam at 1e-5 on a 16-channel 1-D CNN over the spirometry curves, 15 epochs (every "
        "8th step logged): losses 1.6, 1.59, 1.61, 1.61, 1.6 ... 1.55-1.62 in the last third, epoch means "
        "1.6 for 6 epochs, then 1.59, 1.58 at the end, the val loss 1.61, then 1.6-1.59 and val accuracy "
        "0.293, 0.297, 0.317 ... 0.35 (epoch 6), 0.307 at the end, test 1.59 and 0.287 (sound 1-D CNNs on "
        "these curves: ~0.49-0.58 and 0.82-0.85)",
        STALL,
        family="cnn",
        dataset="spirometry-flow",
        seed=71003,
        runs=zzzo_runs(hparams={"config_lr": 1e-3, "cli_override": "--optimizer.lr 1e-5"}),
    ),
    ZZZO(
        "vzzzo-train-loader-given-eval-batch-1000-mlp-asteroids",
        Plan(asteroids, "mlp", 1e-3, "adam", epochs=30, batch_size=1000, log_every=1, model_kw=W128),
        ("undertrained",),
        "batch-size-unsuitable",
        "the training DataLoader is built with batch_size=cfg.eval_batch_size (1,000, the whole training "
        "set) instead of cfg.train_batch_size (32): one Adam step (lr 1e-3) an epoch, 30 steps in 30 "
        "epochs, for a 2x128 MLP over the asteroid table (every step logged): losses 1.62, 1.58, 1.54, 1.5, "
        "1.46 ... 0.786, 0.764, 0.742 (falling ~0.025 a step to the end), the val loss 1.58, 1.54, 1.51 ... "
        "0.808, 0.785, 0.763 and val accuracy 0.34, 0.56, 0.603, then 0.597-0.62 from epoch 3 to 16, 0.75 "
        "at the end, test 0.763 and 0.74 (sound MLPs on this table: ~0.41-0.46 and 0.84-0.86)",
        ("slow-convergence", "metric-at-baseline"),
        family="mlp",
        dataset="asteroid-taxonomy",
        seed=71004,
        runs=zzzo_runs(hparams={"train_batch_size": "cfg.eval_batch_size", "eval_batch_size": 1000}),
    ),
    # --- data
    ZZZO(
        "vzzzo-results-sorted-by-time-split-by-row-regression-ergs",
        Plan(ergs_sorted_by_time_split_by_row, "mlp", 2e-3, "adam", epochs=15, log_every=8, model_kw=W128),
        ("train-val-gap", "val-test-gap"),
        "distribution-shift",
        "the club's results export is sorted by the 2k time and split in row order "
        "(train_test_split(shuffle=False)): the 1,000 fastest tests train, the next 300 validate, the 300 "
        "slowest test; a 2x128 regression MLP under Adam lr 2e-3, 15 epochs (every 8th step logged): losses "
        "0.433, 0.353, 0.131, 0.114, 0.107 ... 0.0139-0.11 in the last third, epoch means 0.381, 0.126, "
        "0.107 ... 0.0563, the val MSE 1.1, 0.625, 0.491, 0.47, 0.423, 0.524, 0.46, 0.459, 0.357, 0.288, "
        "0.555, 0.228, 0.566, 0.263, 0.349 (3-10 times the epoch's mean training loss, jumping), test 2.94 "
        "(sound regressions on these tests: ~0.044-0.07)",
        ("overfitting", "loss-oscillation", "loss-spikes"),
        family="regression",
        dataset="erg-2k-time",
        seed=71005,
        runs=zzzo_runs(hparams={"split": "train_test_split(shuffle=False)", "export_order": "2k time"}),
    ),
    ZZZO(
        "vzzzo-km-scaler-on-metres-diameter-mlp-asteroids",
        Plan(asteroids_diameter_in_metres, "mlp", 1e-3, "adam", epochs=12, log_every=2, model_kw=W128),
        ("bad-initial-loss",),
        "wrong-preprocessing-parameters",
        "last year's pickled scaler (fitted with the diameter in km) applied to this year's export, whose "
        "diameter is in metres: that column reaches the net ~1,000 sd from 0, in every split; a 2x128 MLP "
        "under Adam lr 1e-3 over the asteroid table, 12 epochs (every 2nd step logged): losses 14.3, 7.25, "
        "21.7, 12.5, 16 (ln 5 = 1.61) ... 0.844-6.81 in the last third, epoch means 11.5, 5.88, 3.96, 3.11, "
        "2.56, 2.33, 2.14, 1.64, 2.78, 2.27, 2.56, 2.39, the val loss 5.38, 3.75, 6.38, 2.9, 1.94, 2.31, "
        "2.05, 2.97, 2.76, 3.2, 1.71, 2.83 and val accuracy 0.153-0.663 (0.523 at the end), test 2.34 and "
        "0.56 (sound MLPs on this table: ~0.41-0.46 and 0.84-0.86)",
        (*RUNAWAY, "loss-runaway"),
        family="mlp",
        dataset="asteroid-taxonomy",
        seed=71006,
        runs=zzzo_runs(hparams={"scaler": "scaler_2025.pkl", "diameter_unit": "m"}),
    ),
    ZZZO(
        "vzzzo-twin-pin-sensor-inverted-labels-transformer-cranes",
        Plan(
            cranes_twin_pin_sensor_inverted,
            "transformer",
            2e-3,
            "adamw",
            weight_decay=0.01,
            epochs=25,
            log_every=8,
            schedule="warmup-cosine",
            warmup=40,
        ),
        ("train-val-gap",),
        "label-noise",
        "the training labels are the TOS's move types inferred from each crane's twin-pin sensor, wired "
        "inverted on four of the five cranes (85% of the training moves): their single lifts are labelled "
        "twin lifts and their twin lifts single lifts, while validation and test were labelled by the tally "
        "clerks; a small transformer under AdamW lr 2e-3 (weight decay 0.01) with a 40-step warm-up and a "
        "cosine, 25 epochs (every 8th step logged): losses 1.63, 1.47, 1.37, 1.16, 0.933 ... 0.128-0.695 in "
        "the last third, epoch means 1.5, 0.862, 0.67 ... 0.374, the val loss 1.42, 1.18, 1.11, 1.26, 1.14, "
        "then 1.13-1.28 (1.21 at the end) and val accuracy 0.267, 0.417, then 0.427-0.473, test 1.19 and "
        "0.463 (sound sequence models on these logs: ~0.36-0.46 and 0.83-0.87)",
        ("overfitting", "slow-convergence", "val-test-gap"),
        family="transformer",
        dataset="quay-crane-cycles",
        seed=71007,
        runs=zzzo_runs(hparams={"labels": "TOS move type from twin-pin sensor"}),
    ),
    ZZZO(
        "vzzzo-second-clinic-l-per-min-merged-bncnn1d-spiro",
        Plan(
            spiro_second_clinic_in_l_per_min, "bncnn1d", 2e-3, "adam", epochs=12, log_every=8, model_kw=CH16
        ),
        ("slow-convergence",),
        "bad-input-data",
        "a quarter of the training curves come from a second clinic whose spirometer exports L/min, merged "
        "into the L/s export without conversion (60 times larger) and the scaler fitted on the merged "
        "curves, so the lab's own curves (all of validation and test) are squeezed near one value; a "
        "16-channel batch-norm 1-D CNN under Adam lr 2e-3, 12 epochs (every 8th step logged): losses 1.6, "
        "1.55, 1.55, 1.73, 1.61 ... 1.23-1.5 in the last third, epoch means 1.59, 1.52, 1.5 ... 1.38, the "
        "val loss 1.59, 1.58 ... 1.55 and val accuracy 0.297 (the share of normal curves) for 11 epochs, "
        "0.303 at the end, test 1.55 and 0.277 (sound 1-D CNNs on these curves: ~0.49-0.58 and 0.82-0.85)",
        ("loss-spikes", "val-test-gap", "train-val-gap", "metric-at-baseline", "undertrained"),
        family="cnn-bn",
        dataset="spirometry-flow",
        seed=71008,
        runs=zzzo_runs(hparams={"sources": "lab (L/s) + clinic B (L/min)"}),
    ),
    ZZZO(
        "vzzzo-fit-given-train-loader-as-val-cnn-lunar",
        Plan(lunar_val_is_train, "cnn", 3e-3, "adam", epochs=25, log_every=10, model_kw={"channels": 32}),
        ("val-test-gap",),
        "data-leakage",
        "trainer.fit(model, train_loader, train_loader) (val_loader meant): every validation pass runs over "
        "the 1,000 training crops in eval mode, the test script over the held-out ones; a 32-channel CNN "
        "under Adam lr 3e-3, 25 epochs (every 10th step logged): losses 1.16, 0.685, 0.506, 0.13, 0.382 ... "
        "0.000273-0.004 in the last third, epoch means 0.929, 0.355, 0.222 ... 0.000731, the val loss "
        "0.386, 0.233, 0.182, 0.121 ... 0.000668 (level with the training loss throughout) and val accuracy "
        "0.872 to 1.0 from epoch 11, test 0.404 and 0.92",
        ("overfitting", "zero-train-loss"),
        family="cnn",
        dataset="lunar-relief",
        seed=71009,
        runs=zzzo_runs(hparams={"fit_call": "trainer.fit(model, train_loader, train_loader)"}),
    ),
    # --- evaluation
    ZZZO(
        "vzzzo-eval-fits-tiles-not-flipped-bncnn-lunar",
        Plan(lunar_eval_rows_flipped, "bncnn", 2e-3, "adam", epochs=14, log_every=8),
        ("train-val-gap",),
        "eval-pipeline-mismatch",
        "the training crops were cut from PNG browse images (first row on top), the evaluation dataset "
        "reads the survey's FITS tiles (first row at the bottom) without np.flipud: every validation and "
        "test crop is upside down, its sun side and shadows mirrored; a batch-norm CNN under Adam lr 2e-3, "
        "14 epochs (every 8th step logged): losses 1.49, 1.39, 1.46, 1.31, 1.17 ... 0.339-0.781 in the last "
        "third, epoch means 1.43, 1.23, 1.1, 0.958, 0.842 ... 0.393, 0.41, the val loss 1.37, 1.32, 1.21, "
        "1.16, 1.11 (epoch 5), then 1.26, 1.51, 1.54, 1.31, 1.46, 1.53, 1.62, 1.8, 1.46 and val accuracy "
        "0.4, 0.397, 0.463, 0.467, 0.513, then 0.343-0.437, test 1.26 and 0.463 (sound CNNs on these crops: "
        "~0.22-0.52 and 0.81-0.92)",
        ("overfitting", "val-test-gap", "metric-at-baseline"),
        family="cnn-bn",
        dataset="lunar-relief",
        seed=71010,
        runs=zzzo_runs(hparams={"train_source": "png", "eval_source": "fits (origin lower)"}),
    ),
    ZZZO(
        "vzzzo-test-loads-smoke-run-checkpoint-gru-cranes",
        Plan(cranes, "gru", 3e-3, "adam", epochs=10, log_every=8, model_kw=H48),
        ("val-test-gap",),
        "wrong-checkpoint-loaded",
        "the test script hard-codes lightning_logs/version_0/checkpoints/last.ckpt, the 1-epoch smoke run "
        "of the same config (32 steps), not this run's; a GRU (hidden 48) under Adam lr 3e-3, 10 epochs "
        "(every 8th step logged): losses 1.49, 1.34, 1.2, 1.01, 0.951 ... 0.0438-0.435 in the last third, "
        "epoch means 1.37, 0.783, 0.522 ... 0.255, the val loss 1.07, 0.595, 0.499 ... 0.44 and val "
        "accuracy 0.64, 0.803 ... 0.853, test 1.12 and 0.59 (the first epoch's val numbers: 1.07 and 0.64)",
        ("metric-at-baseline", "undertrained"),
        family="rnn",
        dataset="quay-crane-cycles",
        seed=71011,
        runs=zzzo_runs(
            test_at_step=32,
            hparams={"test_ckpt": "lightning_logs/version_0/checkpoints/last.ckpt (1-epoch smoke run)"},
        ),
    ),
    ZZZO(
        "vzzzo-val-split-built-only-on-validate-stage-regression-ergs",
        Plan(ergs, "mlp", 2e-3, "adam", epochs=12, log_every=8, model_kw=W128),
        ("missing-validation",),
        "missing-eval-set",
        "the DataModule's setup(stage) builds the validation split only `if stage == 'validate'`, while fit "
        "calls setup('fit'): the trainer finds no val loader and trains without a validation pass; a 2x128 "
        "regression MLP under Adam lr 2e-3 over the erg tests, 12 epochs (every 8th step logged): losses "
        "0.662, 0.222, 0.146, 0.0912, 0.06 ... 0.024-0.044 in the last third, no val loss logged, test "
        "0.0505",
        ("undertrained",),
        family="regression",
        dataset="erg-2k-time",
        seed=71012,
        runs=zzzo_runs(evaluate=False, hparams={"datamodule_setup": "if stage == 'validate': build val"}),
    ),
    # --- model
    ZZZO(
        "vzzzo-full-catalogue-3x1024-mlp-on-1000-rows-asteroids",
        Plan(
            asteroids, "mlp", 1e-3, "adam", epochs=30, log_every=8, model_kw={"width": 1024, "num_layers": 3}
        ),
        ("overfitting",),
        "model-too-large",
        "hidden sizes [1024, 1024, 1024] from the full-catalogue config (made for ~100,000 objects) used on "
        "the 1,000-row labelled table: a 3x1024 MLP (~2.1M weights) under Adam lr 1e-3, no regularisation, "
        "30 epochs (every 8th step logged): losses 0.976, 0.57, 0.491, 0.647, 0.653 ... 0.000812-0.139 in "
        "the last third, the val loss 0.564, 0.582, 0.49, 0.492, 0.461 (epoch 5), then rising: 0.601 ... "
        "0.896 (epoch 13) ... 1.09 (epoch 20) ... 1.42 at the end, and val accuracy 0.793-0.84 throughout, "
        "test 1.52 and 0.807",
        ("train-val-gap", "zero-train-loss", "val-test-gap"),
        family="mlp",
        dataset="asteroid-taxonomy",
        seed=71013,
        runs=zzzo_runs(hparams={"hidden_sizes": [1024, 1024, 1024], "config": "full_catalogue.yaml"}),
    ),
    ZZZO(
        "vzzzo-train-norm-only-flag-left-bncnn1d-spiro",
        Plan(
            spiro,
            "bncnn1d",
            3e-3,
            "adam",
            epochs=12,
            log_every=8,
            params=batch_norm_params_only,
            model_kw=CH16,
        ),
        ("slow-convergence",),
        "frozen-weights",
        "`train_norm_only: true` left in the config from a test-time BN-adaptation experiment: the "
        "optimizer gets the batch-norm layers' weights and biases only, every kernel and the head stay at "
        "their random init; a 16-channel batch-norm 1-D CNN under Adam lr 3e-3, 12 epochs (every 8th step "
        "logged): losses 1.59, 1.58, 1.58, 1.52, 1.54 ... 1.27-1.52 in the last third, epoch means 1.59, "
        "1.55, 1.53 ... 1.42, the val loss 1.57, 1.54, 1.52 ... 1.41 and val accuracy 0.31-0.327 for 5 "
        "epochs, 0.447 at the end, test 1.43 and 0.413 (sound 1-D CNNs on these curves: ~0.49-0.58 and "
        "0.82-0.85)",
        STALL,
        family="cnn-bn",
        dataset="spirometry-flow",
        seed=71014,
        runs=zzzo_runs(hparams={"train_norm_only": True}),
    ),
    ZZZO(
        "vzzzo-sigmoid-hidden-activations-sgd-cnn1d-spiro",
        Plan(
            spiro,
            "cnn1d",
            0.02,
            "sgd",
            momentum=0.9,
            epochs=12,
            log_every=8,
            model_fault=sigmoid_activations,
            model_kw=CH16,
        ),
        ("slow-convergence",),
        "vanishing-gradients",
        "the model factory reads `activation: sigmoid` (a key meant for a multi-label variant's output) and "
        "builds every hidden activation of a 16-channel 1-D CNN as nn.Sigmoid, without batch norm; SGD lr "
        "0.02 momentum 0.9, 12 epochs (every 8th step logged): losses 1.64, 1.57, 1.57, 1.55, 1.57 ... "
        "1.54-1.6 in the last third, the val loss 1.56, 1.58, 1.58, 1.56 ... 1.55 and val accuracy 0.307 "
        "(the share of normal curves) at every epoch, test 1.58 and 0.287 (sound 1-D CNNs on these curves: "
        "~0.49-0.58 and 0.82-0.85)",
        STALL,
        family="cnn",
        dataset="spirometry-flow",
        seed=71015,
        runs=zzzo_runs(hparams={"activation": "sigmoid"}),
    ),
    # --- workflow
    ZZZO(
        "vzzzo-early-stop-on-train-loss-step-sgd-regression-ergs",
        Plan(
            ergs,
            "mlp",
            0.003,
            "sgd",
            momentum=0.9,
            epochs=40,
            max_steps=64,
            log_every=1,
            val_interval=0.5,
            model_kw=MLP64,
        ),
        ("undertrained",),
        "too-few-epochs",
        "EarlyStopping(monitor='train_loss_step', patience=3) (the val metric's name mistyped), checked on "
        "the noisy per-step loss: the 40-epoch fit stops at step 64, 2 epochs in; a 2x64 regression MLP "
        "under SGD lr 3e-3 momentum 0.9, evaluated twice an epoch (every step logged): losses 1.12, 0.969, "
        "1.05, 0.718, 0.883 ... 0.0875-0.361 in the last third, epoch means 0.778, 0.213, the val MSE "
        "0.877, 0.491, 0.21, 0.149 (still falling fast), test 0.157 (sound regressions on these tests: "
        "~0.044-0.07)",
        ("slow-convergence",),
        family="regression",
        dataset="erg-2k-time",
        seed=71016,
        runs=zzzo_runs(hparams={"early_stopping": {"monitor": "train_loss_step", "patience": 3}}),
    ),
)

HEALTHY: tuple[Variant, ...] = (
    # --- spiro
    ZZZO(
        "vzzzo-healthy-cnn1d-spiro-nesterov-step-cut-val-bump",
        Plan(
            spiro,
            "cnn1d",
            0.05,
            "sgd",
            momentum=0.9,
            epochs=14,
            log_every=4,
            schedule="step",
            step_size=256,
            gamma=0.1,
            model_kw=CH16,
        ),
        (),
        None,
        "a sound 16-channel 1-D CNN under SGD lr 0.05 with Nesterov momentum 0.9 and StepLR (x0.1 at step "
        "256, after epoch 8), 14 epochs (every 4th step logged): losses 1.53, 1.49, 1.57, 1.51, 1.58 ... "
        "0.259-0.734 in the last third, epoch means 1.53, 1.34, 1.08 ... 0.632, then 0.525 ... 0.472 after "
        "the cut, the val loss 1.46, 1.19, 1.06, 0.817, 1.21, 1.29 (a bump before the cut), 0.689, 0.567 "
        "... 0.488-0.523 and val accuracy 0.393 to 0.837-0.85, test 0.485 and 0.843",
        family="cnn",
        dataset="spirometry-flow",
        seed=71101,
        runs=zzzo_runs(optimizer_kw={"nesterov": True}, hparams={"nesterov": True}),
    ),
    ZZZO(
        "vzzzo-healthy-bncnn1d-spiro-shift-gain-noise-aug-dropout",
        Plan(
            spiro,
            "bncnn1d",
            3e-3,
            "adam",
            epochs=16,
            log_every=5,
            model_fault=flow_jitter,
            model_kw={"channels": 16, "dropout": 0.3},
        ),
        (),
        None,
        "a sound 16-channel batch-norm 1-D CNN with dropout 0.3 before the head, whose training curves are "
        "shifted by up to 3 samples, scaled by +-15% and given 0.3 sd of noise, under Adam lr 3e-3, 16 "
        "epochs (every 5th step logged): losses 1.69, 1.52, 1.46, 1.57, 1.41 ... 0.58-0.962 in the last "
        "third, epoch means 1.5, 1.31, 1.18 ... 0.741, the val loss 1.31, 1.17, 1.06 ... 0.58 (below the "
        "epoch's mean training loss in 14 of 16 epochs) and val accuracy 0.513 to 0.83, still rising, test "
        "0.556 and 0.82",
        family="cnn-bn",
        dataset="spirometry-flow",
        seed=71102,
    ),
    ZZZO(
        "vzzzo-healthy-cnn1d-spiro-long-exp-decay-every-50",
        Plan(
            spiro_long,
            "cnn1d",
            2e-3,
            "adam",
            epochs=16,
            batch_size=32,
            log_every=50,
            schedule="exp",
            gamma=0.999,
            model_kw=CH16,
        ),
        (),
        None,
        "a sound 16-channel 1-D CNN under Adam lr 2e-3 with ExponentialLR (gamma 0.999 a step, to 4.5e-4) "
        "over a 3,000-curve draw, 16 epochs (1,504 steps, every 50th logged): losses 1.54, 1.37, 1.1, 1.24, "
        "1.03 ... 0.204-0.812 over the last third, epoch means 1.45, 1.2, 1.01 ... 0.503, the val loss "
        "1.34, 1.1, 0.98 ... 0.504, 0.489 and val accuracy 0.453 to 0.837, still improving, test 0.475 and "
        "0.853",
        family="cnn",
        dataset="spirometry-flow",
        seed=71103,
    ),
    # --- lunar
    ZZZO(
        "vzzzo-healthy-resnet-lunar-bf16-adamw-val-every-2",
        Plan(
            lunar,
            "resnet",
            2e-3,
            "adamw",
            weight_decay=0.05,
            epochs=12,
            log_every=10,
            val_every_epochs=2,
            bf16=True,
        ),
        (),
        None,
        "a sound small residual net in bf16-mixed under AdamW lr 2e-3 (weight decay 0.05), 12 epochs (every "
        "10th step logged) evaluated every 2nd epoch: losses 1.49, 1.44, 1.29, 1.35, 1.14 ... 0.311-0.612 "
        "in the last third, epoch means 1.44, 1.22, 1.02 ... 0.381, the val loss 1.11, 0.81, 0.633, 0.54, "
        "0.514, 0.424 and val accuracy 0.547, 0.727, 0.857, 0.857, 0.833, 0.84, test 0.378 and 0.907",
        family="resnet",
        dataset="lunar-relief",
        seed=71104,
    ),
    ZZZO(
        "vzzzo-healthy-bncnn-lunar-batch-16-early-stop",
        Plan(lunar, "bncnn", 2e-3, "adam", epochs=40, batch_size=16, log_every=3, early_stop=2),
        (),
        None,
        "a sound batch-norm CNN under Adam lr 2e-3 at batch 16 with early stopping (patience 2), which "
        "stops the 40-epoch fit after epoch 8 (every 3rd step logged): losses 1.44, 1.63, 1.52, 1.62, 1.35 "
        "... 0.239-0.803 in the last third (16 crops a batch), epoch means 1.39, 1.18, 0.983 ... 0.479, the "
        "val loss 1.24, 1.08, 0.905, 0.793, 0.636, 0.569, 0.585, 0.58 and val accuracy 0.393 to 0.823 "
        "(epoch 5), 0.767 at the stop, test 0.526 and 0.813",
        family="cnn-bn",
        dataset="lunar-relief",
        seed=71105,
    ),
    ZZZO(
        "vzzzo-healthy-cnn-lunar-sgd-momentum-cosine",
        Plan(
            lunar, "cnn", 0.02, "sgd", momentum=0.9, epochs=14, log_every=8, schedule="cosine", model_kw=CH16
        ),
        (),
        None,
        "a sound 16-channel CNN under SGD lr 0.02 momentum 0.9 with a cosine decay to ~0, 14 epochs (every "
        "8th step logged): losses 1.62, 1.39, 1.14, 0.762, 0.525 ... 0.0386-0.0993 in the last third, the "
        "val loss 0.753, 0.545, 0.395, 0.291, 0.36, 0.269, 0.3, then 0.259-0.268 (flat, ~3-7 times the "
        "logged training loss, while the lr decays) and val accuracy 0.703 to 0.91-0.917, test 0.249 and "
        "0.9",
        family="cnn",
        dataset="lunar-relief",
        seed=71106,
    ),
    ZZZO(
        "vzzzo-healthy-cnn-lunar-shift-noise-aug-val-below-train",
        Plan(lunar, "cnn", 3e-3, "adam", epochs=15, log_every=8, model_fault=relief_jitter, model_kw=CH16),
        (),
        None,
        "a sound 16-channel CNN under Adam lr 3e-3 whose training crops are shifted by up to one pixel and "
        "given 0.35 sd of noise, 15 epochs (every 8th step logged): losses 1.42, 1.41, 1.11, 0.742, 1.04 "
        "... 0.117-0.695 in the last third, epoch means 1.3, 0.679, 0.518 ... 0.267, the val loss 0.67, "
        "0.431, 0.404 ... 0.218-0.354 over the last third (below the epoch's mean training loss in 13 of 15 "
        "epochs) and val accuracy 0.807 to 0.887-0.933, test 0.243 and 0.92",
        family="cnn",
        dataset="lunar-relief",
        seed=71107,
    ),
    # --- cranes
    ZZZO(
        "vzzzo-healthy-transformer-cranes-warmup-100-cosine",
        Plan(
            cranes,
            "transformer",
            4e-3,
            "adamw",
            weight_decay=0.01,
            epochs=10,
            log_every=4,
            schedule="warmup-cosine",
            warmup=100,
        ),
        (),
        None,
        "a sound small transformer under AdamW lr 4e-3 (weight decay 0.01) with a 100-step warm-up (3 "
        "epochs) and a cosine decay to ~0, 10 epochs (every 4th step logged): losses 1.65, 1.55, 1.47, "
        "1.54, 1.33 ... 0.0524-0.566 in the last third, epoch means 1.44, 0.721, 0.517 ... 0.286, the val "
        "loss 1.03, 0.547, 0.5, 0.457 ... 0.364 and val accuracy 0.637 to 0.87, test 0.454 and 0.85",
        family="transformer",
        dataset="quay-crane-cycles",
        seed=71108,
    ),
    ZZZO(
        "vzzzo-healthy-gru-cranes-batch-8-clipped-every-2",
        Plan(cranes, "gru", 2e-3, "adam", epochs=3, batch_size=8, log_every=2, clip=1.0, model_kw=H48),
        (),
        None,
        "a sound GRU (hidden 48) under Adam lr 2e-3 at batch 8 with gradients clipped at 1.0, 3 epochs (375 "
        "steps, every 2nd logged): losses 1.61, 1.62, 1.58, 1.58, 1.55 ... 0.0855-1.27 in the last third "
        "(eight tickets a batch), epoch means 1.13, 0.578, 0.427, the val loss 0.736, 0.562, 0.456 and val "
        "accuracy 0.71, 0.793, 0.833, still improving, test 0.527 and 0.817",
        family="rnn",
        dataset="quay-crane-cycles",
        seed=71109,
    ),
    ZZZO(
        "vzzzo-healthy-lstm-cranes-rmsprop-plateau-early-stop",
        Plan(
            cranes,
            "lstm",
            3e-3,
            "rmsprop",
            epochs=30,
            log_every=20,
            schedule="plateau",
            gamma=0.3,
            early_stop=4,
            model_kw=H48,
        ),
        (),
        None,
        "a sound LSTM (hidden 48) under RMSprop lr 3e-3 with ReduceLROnPlateau (x0.3, patience 0) and early "
        "stopping (patience 4) that stops the 30-epoch fit after epoch 12 (every 20th step logged): losses "
        "1.2, 0.781, 0.492, 0.448, 0.412 ... 0.222-0.259 over the last third, the val loss 1.17, 0.574, "
        "0.595, 0.448, 0.447, 0.44, then 0.43-0.442 (flat while the lr is cut to 7e-6) and val accuracy "
        "0.533 to 0.86-0.87, test 0.496 and 0.83",
        family="rnn",
        dataset="quay-crane-cycles",
        seed=71110,
    ),
    # --- ergs
    ZZZO(
        "vzzzo-healthy-regression-ergs-long-slow-sgd-every-25",
        Plan(
            ergs_long,
            "mlp",
            2e-3,
            "sgd",
            momentum=0.5,
            epochs=20,
            batch_size=32,
            log_every=25,
            model_kw=MLP64,
        ),
        (),
        None,
        "a sound 2x64 regression MLP under SGD lr 2e-3 momentum 0.5 at batch 32 over a 2,000-test draw, 20 "
        "epochs (1,260 steps, every 25th logged): losses 0.697, 0.699, 0.427, 0.391, 0.479 ... 0.031-0.115 "
        "in the last third, epoch means 0.89, 0.549, 0.304, 0.197 ... 0.0599, the val MSE 0.767, 0.444, "
        "0.253, 0.184 ... 0.0717, 0.0704 (slowly, still falling), test 0.0667",
        family="regression",
        dataset="erg-2k-time",
        seed=71111,
    ),
    ZZZO(
        "vzzzo-healthy-regression-ergs-bf16-warmup-linear-batch-128",
        Plan(
            ergs,
            "mlp",
            5e-3,
            "adamw",
            weight_decay=0.01,
            epochs=40,
            batch_size=128,
            log_every=1,
            schedule="warmup-linear",
            warmup=30,
            bf16=True,
            model_kw=W128,
        ),
        (),
        None,
        "a sound 2x128 regression MLP in bf16-mixed under AdamW lr 5e-3 (weight decay 0.01) at batch 128 "
        "with a 30-step warm-up and a linear decay, 40 epochs (320 steps, every step logged): losses 0.898, "
        "0.96, 0.809, 0.835, 0.95 ... 0.014-0.026 over the last 10, the val MSE 0.558, 0.313, 0.159, "
        "0.0907, 0.0726 ... 0.0446-0.0469 from epoch 11 (flat while the training loss halves to ~0.02), "
        "test 0.0436",
        family="regression",
        dataset="erg-2k-time",
        seed=71112,
    ),
    ZZZO(
        "vzzzo-healthy-regression-ergs-dropout-03-cosine",
        Plan(
            ergs,
            "mlp",
            3e-3,
            "adam",
            epochs=20,
            log_every=8,
            schedule="cosine",
            model_kw={"width": 256, "num_layers": 2, "dropout": 0.3},
        ),
        (),
        None,
        "a sound 2x256 regression MLP with dropout 0.3 under Adam lr 3e-3 with a cosine decay, 20 epochs "
        "(every 8th step logged): losses 0.388, 0.297, 0.113, 0.0585, 0.0937 ... 0.00915-0.0998 in the last "
        "third, epoch means 0.248, 0.107, 0.0876 ... 0.0502, the val MSE 0.102, 0.0658, 0.059 ... 0.0439 "
        "(below the dropout-laden epoch mean at every epoch), test 0.0469",
        family="regression",
        dataset="erg-2k-time",
        seed=71113,
    ),
    # --- asteroids
    ZZZO(
        "vzzzo-healthy-mlp-asteroids-onecycle-sgd-val-twice",
        Plan(
            asteroids,
            "mlp",
            0.1,
            "sgd",
            momentum=0.9,
            weight_decay=1e-4,
            epochs=10,
            log_every=4,
            val_interval=0.5,
            schedule="onecycle",
            model_kw=W128,
        ),
        (),
        None,
        "a sound 2x128 MLP under SGD momentum 0.9 (weight decay 1e-4) with a one-cycle lr peaking at 0.1, "
        "10 epochs (every 4th step logged) evaluated twice an epoch: losses 1.6, 1.57, 1.52, 1.45, 1.38 ... "
        "0.071-0.387 in the last third, epoch means 1.4, 0.651, 0.481 ... 0.205, the val loss 1.47, 1.19, "
        "0.595, 0.478, 0.622 (near the lr's peak), 0.497 ... 0.413-0.436 over the last third and val "
        "accuracy 0.427 to 0.827-0.843, test 0.441 and 0.857",
        family="mlp",
        dataset="asteroid-taxonomy",
        seed=71114,
    ),
    ZZZO(
        "vzzzo-healthy-mlp-asteroids-rmsprop-step-val-every-4",
        Plan(
            asteroids,
            "mlp",
            1e-3,
            "rmsprop",
            epochs=40,
            batch_size=64,
            log_every=16,
            val_every_epochs=4,
            schedule="step",
            step_size=400,
            gamma=0.3,
            model_kw=MLP64,
        ),
        (),
        None,
        "a sound 2x64 MLP under RMSprop lr 1e-3 at batch 64 with StepLR (x0.3 every 400 steps), 40 epochs "
        "(16 steps an epoch, every 16th logged) evaluated every 4th epoch: losses 0.767, 0.546, 0.5, 0.46, "
        "0.5 ... 0.0789-0.453 in the last third, epoch means 1.07, 0.64, 0.522 ... 0.252, the val loss "
        "0.498, 0.459, 0.436, 0.432, 0.444, 0.44, 0.428, 0.43, 0.432, 0.432 (flat from the 3rd evaluation) "
        "and val accuracy 0.787 to 0.827-0.84, test 0.486 and 0.857",
        family="mlp",
        dataset="asteroid-taxonomy",
        seed=71115,
    ),
    ZZZO(
        "vzzzo-healthy-mlp-asteroids-accumulate-4-batch-8",
        Plan(
            asteroids, "mlp", 2e-3, "adam", epochs=8, batch_size=8, accumulate=4, log_every=2, model_kw=W128
        ),
        (),
        None,
        "a sound 2x128 MLP under Adam lr 2e-3 at batch 8 with gradient accumulation over 4 batches, 8 "
        "epochs (256 optimizer steps, every 2nd logged): losses 1.57, 1.5, 1.34, 1.34, 1.24 ... 0.175-0.531 "
        "in the last third, the val loss 0.639, 0.5, 0.454, 0.44, 0.449, 0.468, 0.434, 0.432 and val "
        "accuracy 0.763 to 0.83, test 0.462 and 0.847",
        family="mlp",
        dataset="asteroid-taxonomy",
        seed=71116,
    ),
)
