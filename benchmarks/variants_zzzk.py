"""Variant battery zzzk: a look-alike of an external held-out suite, real framework runs (`--battery zzzk`).

    nice -n 10 python benchmarks/variants.py --battery zzzk --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery zzzk [--runs]

Like batteries d-zzzj, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is the log),
trained by battery d's runner through the earlier batteries' wrappers (battery zf's runner with w's
replaced loss, the checkpoint the test loads and the switched-off evaluation, ze's replaced schedule),
battery zj's model wrapper and this battery's own hooks (RMSprop with eps 1.0, every weight drawn from
a unit normal, a half-life read in minutes and stepped per optimizer step, a loss broadcast over the
batch), so each case can run in each of the three layouts; the layout rotation of variants.py picks one.
It was written blind: its author trained it with `--train-only`, read the raw logged numbers of each
run, and never diagnosed or scored it, so it is held-out data for the tool.
Its halves are even (16 faulty, 16 healthy; one fault each, one cause a case, spread over every family
of cause: optimisation, data, evaluation, model, workflow), injected into data sets no battery had at a
realistic strength, in forms earlier batteries did not use (see each case's description and each hook's
docstring).
The data sets are new, all made offline with numpy from known generating models (see each generator): an
archery club's limb-accelerometer traces of the release (64 samples: clean release, plucked string,
creep, torqued grip, short draw), an ice technician's 12x12 camera patches of a curling sheet (fresh
pebble, worn pebble, frost, scratch, standing water), a darts league's legs as sequences of the
segments hit (by the thrower's tier: pro, county, pub league, beginner, a nineteens player; left-padded
to 24), a velodrome's flying-200 m lap times (from power, cadence, gear, mass, position, air density and
tyres; standardised) and a hop merchant's lab analyses (noble, US citrus, NZ tropical, English aroma,
high-alpha bittering, from 12 columns).
Runs of 50 to ~3,000 steps: MLPs (2x64 to 2x256, dropout 0.2-0.3), 2-D CNNs with and without batch norm,
a small residual net, 1-D CNNs with and without batch norm, GRU / LSTM readers of the legs, small
transformers and regression MLPs; SGD with and without momentum, Adam, AdamW and RMSprop; constant,
warm-up + cosine, warm-up + linear, cyclic (triangular), step and plateau schedules; bf16-mixed autocast,
shift / noise, flip / turn and column-noise augmentation, dropout, early stopping, clipping; batches of 4
to 250; cadences from every step to once every 100 steps, evaluations twice an epoch to every 3rd epoch
or never.
The healthy half holds sound runs a naive reader can take for a fault: val losses below the training loss
under shift / noise augmentation, under flips with dropout and under column noise with dropout; a
cyclic lr's loss waves; early stopping that triggers; a val loss up and down before a plateau cut; a bf16
run logged every step at batch 16; a warm-up bump of a transformer; batch-4 losses logged every step; an
LSTM flat near ln 5 before it drops; a slow plain-SGD regression still descending; a warm-up regression
logged every step; a 50-step run still improving; a 3,000-step run logged every 100 steps with its
accuracy at the data's ceiling; a val bump before a step cut.
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


RELEASES = ("clean-release", "plucked", "creep", "torqued-grip", "short-draw")


def _releases(seed: int, n: int, length: int = 64) -> tuple[Any, Any]:
    """An archery club's limb accelerometer (on the riser's stabiliser bushing, 64 samples around the
    shot, m/s^2), labelled by the coach from slow-motion video: a clean release (a sharp onset and a
    smooth damped ring of the limbs), a plucked string (the fingers drag the string sideways: a second,
    off-phase jolt 3-6 samples after the release), creep (the draw crawls forward before the release: a
    slow sag, then a weaker ring), a torqued grip (the riser twists: two close ring frequencies beating)
    or a short draw (a weak, fast, quickly damped ring). Each archer has their own draw weight (ring
    amplitude 14-30), limb frequency, onset (samples 8-18) and hum (sd 1-4): a mild pluck reads as a clean
    release and a slight creep as a short draw, so sound 1-D CNNs stop near 0.8-0.9."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.3, 0.18, 0.18, 0.17, 0.17])
    t = np.arange(length, dtype=float)
    x = np.zeros((n, length))
    for i in range(n):
        c = int(y[i])
        onset = rng.uniform(8, 18)
        amp = rng.uniform(14, 30)
        freq = rng.uniform(0.11, 0.16)
        tau = rng.uniform(9, 16)
        after = np.clip(t - onset, 0, None)
        on = (t >= onset).astype(float)
        if c == 2:
            sag = rng.uniform(3, 8)
            v = -sag * np.clip((t - onset + 12) / 12, 0, 1) * (t < onset)
            amp *= rng.uniform(0.55, 0.8)
        elif c == 4:
            v = np.zeros(length)
            amp *= rng.uniform(0.4, 0.65)
            freq = rng.uniform(0.17, 0.23)
            tau = rng.uniform(5, 9)
        else:
            v = np.zeros(length)
        ring = np.sin(2 * np.pi * freq * after) * np.exp(-after / tau)
        if c == 3:
            ring = ring + rng.uniform(0.6, 1.0) * np.sin(
                2 * np.pi * freq * rng.uniform(1.12, 1.22) * after
            ) * (np.exp(-after / (tau * 1.3)))
            ring *= 0.7
        v = v + amp * ring * on
        if c == 1:
            lag = onset + rng.uniform(3, 6)
            after2 = np.clip(t - lag, 0, None)
            v += rng.uniform(0.35, 0.7) * amp * np.cos(2 * np.pi * freq * 1.6 * after2) * np.exp(-after2 / 3)
            v *= t >= 0
        x[i] = v + rng.normal(0, rng.uniform(1, 4), length)
    return x, y


def releases(
    seed: int = 87101, sizes: tuple[int, int, int] = SIZES, name: str = "archery-limb-accel-64"
) -> Splits:
    """The traces (N, 64), centred and scaled by the training traces' mean and sd, 5 classes."""
    x, y = _releases(seed, sum(sizes))
    return _signal_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


PEBBLE_CLASSES = ("fresh-pebble", "worn-pebble", "frost", "scratch", "standing-water")


def _pebbles(seed: int, n: int) -> tuple[Any, Any]:
    """12x12 grey patches (0-255) from an ice technician's camera over a curling sheet, labelled by the
    technician: fresh pebble (small bright droplets on a rough grid), worn pebble (the droplets flattened:
    wider and fainter), frost (a bright fine speckle over the whole patch), a scratch (a dark line across
    the pebble at any angle) or standing water (a smooth dark pool with no droplets in it). Each patch has
    its own ice tone (90-150), droplet spacing, the lamp's exposure (x0.85-1.15) and noise (sd 4-10): a
    faint scratch reads as worn pebble and a thin frost as fresh pebble, so sound CNNs stop near
    0.8-0.9."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.3, 0.18, 0.18, 0.17, 0.17])
    yy, xx = np.mgrid[0:12, 0:12].astype(float)
    x = np.zeros((n, 12, 12))
    for i in range(n):
        c = int(y[i])
        base = rng.uniform(90, 150)
        image = np.full((12, 12), base)
        gap = rng.uniform(2.6, 3.6)
        ox, oy = rng.uniform(0, gap, 2)
        centres = [
            (a + rng.normal(0, 0.4), b + rng.normal(0, 0.4))
            for a in np.arange(ox, 12, gap)
            for b in np.arange(oy, 12, gap)
        ]
        width, height = (0.6, rng.uniform(35, 60)) if c != 1 else (rng.uniform(1.1, 1.6), rng.uniform(12, 25))
        if c == 3:
            height *= rng.uniform(0.6, 0.9)
        dots = sum(np.exp(-((xx - a) ** 2 + (yy - b) ** 2) / (2 * width**2)) for a, b in centres)
        image += height * dots
        if c == 2:
            image += rng.uniform(10, 25) + (rng.random((12, 12)) < rng.uniform(0.2, 0.4)) * rng.uniform(
                20, 45
            )
        elif c == 3:
            angle = rng.uniform(0, np.pi)
            d = np.abs((xx - rng.uniform(3, 9)) * np.sin(angle) - (yy - rng.uniform(3, 9)) * np.cos(angle))
            image -= rng.uniform(30, 60) * np.exp(-(d**2) / 0.5)
        elif c == 4:
            cx, cy = rng.uniform(2, 10, 2)
            pool = 1 / (1 + np.exp((np.sqrt((xx - cx) ** 2 + (yy - cy) ** 2) - rng.uniform(3, 5)) * 2))
            image = image * (1 - pool) + (base - rng.uniform(20, 40)) * pool
        image *= rng.uniform(0.85, 1.15)
        x[i] = np.clip(image + rng.normal(0, rng.uniform(4, 10), (12, 12)), 0, 255)
    return x, y


def pebbles(
    seed: int = 87201, sizes: tuple[int, int, int] = SIZES, name: str = "curling-ice-patches-12"
) -> Splits:
    """The patches as (N, 1, 12, 12), centred and scaled by the training patches' mean and sd, 5 classes."""
    x, y = _pebbles(seed, sum(sizes))
    return _patch_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def pebbles_test_under_led_lights() -> Splits:
    """The bug (a shift): the test patches were shot after the club replaced its sodium lamps with LED
    panels (the camera's auto-exposure reads the ice 1.35x brighter, with a +25 offset, and the droplets'
    highlights clip at 255), standardised with the training patches' statistics like the rest."""
    import numpy as np

    x, y = _pebbles(87202, sum(SIZES))
    b = SIZES[0] + SIZES[1]
    x[b:] = np.clip(x[b:] * 1.35 + 25, 0, 255)
    return _patch_splits(x, y, SIZES, "curling-ice-patches-12", _stats(x[: SIZES[0]]))


DARTS_SEGMENTS = (
    "pad",
    "unk",
    "t20",
    "20",
    "1",
    "5",
    "t19",
    "19",
    "3",
    "7",
    "bull",
    "outer",
    "miss",
    "d-hit",
    "d-miss",
    "bust",
    "t18",
    "18",
    "12",
    "14",
)
DARTS_TIERS = ("pro", "county", "pub-league", "beginner", "nineteens-player")
_DA_FAVOURED = ((2, 13, 6, 3), (3, 2, 5, 13), (3, 4, 5, 14), (12, 8, 9, 15), (7, 6, 8, 9))
_DA_LENGTHS = ((9, 15), (12, 19), (15, 23), (18, 25), (12, 21))


def _legs(seed: int, n: int, length: int = 24) -> tuple[Any, Any]:
    """A darts league's legs as the sequence of segments hit (18 kinds: the treble, single 20 and its
    neighbours 1 and 5, the treble and single 19 and its neighbours 3 and 7, the bull, the outer bull, a
    miss of the board, a double hit or missed at the checkout, a bust, the treble and single 18, 12 and 14;
    id 1 is the scorer app's <unk>, rare in training), left-padded to 24 with 0 and labelled by the
    thrower's tier: pro, county, pub league, beginner or a nineteens player (who aims at 19). Each tier
    is a Markov chain over a shared base (any segment can follow any other) that favours its own four
    segments and has its own range of leg lengths; one dart in six is mis-keyed (a random kind), so sound
    sequence models stop near 0.8-0.9."""
    import numpy as np

    base_rng = np.random.default_rng(8761)
    kinds = len(DARTS_SEGMENTS) - 2
    base = base_rng.dirichlet(np.full(kinds, 0.5), kinds)
    chains = []
    for c in range(5):
        boost = np.zeros(kinds)
        boost[[e - 2 for e in _DA_FAVOURED[c]]] = 0.45 / 4
        chain = 0.55 * base + boost
        chains.append(chain / chain.sum(1, keepdims=True))
    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.2, 0.22, 0.25, 0.18, 0.15])
    x = np.zeros((n, length), dtype=np.int64)
    for i in range(n):
        c = int(y[i])
        darts = [int(rng.choice(kinds, p=chains[c].mean(0))) + 2]
        for _ in range(min(length, int(rng.integers(*_DA_LENGTHS[c]))) - 1):
            darts.append(int(rng.choice(kinds, p=chains[c][darts[-1] - 2])) + 2)
        darts = [int(rng.integers(2, kinds + 2)) if rng.random() < 1 / 6 else d for d in darts]
        darts = [1 if rng.random() < 0.01 else d for d in darts]
        x[i, length - len(darts) :] = darts
    return x, y


def legs(seed: int = 87301, sizes: tuple[int, int, int] = SIZES, name: str = "darts-league-legs") -> Splits:
    """Legs (N, 24) over 20 ids (0 the padding, 1 <unk>), 5 classes."""
    x, y = _legs(seed, sum(sizes))
    return _token_splits(x, y, sizes, name)


def legs_eval_case_sensitive_vocab() -> Splits:
    """The bug: the training legs were tokenised through `str.lower()` before the vocabulary lookup, the
    validation and test legs (the new scorer app's export, which writes 'T20', 'BULL', 'D-HIT') through a
    second script without it: every segment whose name starts with a letter (trebles, bulls, misses,
    doubles, busts) maps to <unk>; only the plain singles ('20', '19', ...) survive."""
    import numpy as np

    x, y = _legs(87302, sum(SIZES))
    a = SIZES[0]
    lettered = np.array([name[0].isalpha() for name in DARTS_SEGMENTS])
    lettered[0] = False
    evaluated = x[a:]
    x[a:] = np.where(lettered[evaluated], 1, evaluated)
    return _token_splits(x, y, SIZES, "darts-league-legs")


VELODROME_COLUMNS = (
    "power_w",
    "cadence_rpm",
    "gear_inches",
    "rider_bike_kg",
    "cda_m2",
    "air_temp_c",
    "pressure_hpa",
    "humidity_pct",
    "tyre_bar",
    "track_temp_c",
    "lap_in_session",
    "rider_id",
)


def _laps(seed: int, n: int) -> tuple[Any, Any]:
    """A velodrome's flying-200 m laps, one row per effort: the time (s, the target) from the rider's
    mean power over the lap, cadence and gear, the mass of rider and bike, the aero drag area of their
    position (from the wind-tunnel sheet), the air's temperature, pressure and humidity (the density), the
    tyres' pressure, the track's temperature, the effort's place in the session (fatigue) and the rider's
    id (no bearing). The speed solves the power balance (drag on the cube of the speed, rolling resistance
    on it), the drivetrain loses some when the cadence strays from ~125 rpm; the timing gate's jitter and
    the riders' line make the floor: standardised, sound models stop near an MSE of 0.07-0.1."""
    import numpy as np

    rng = np.random.default_rng(seed)
    power = rng.uniform(700, 1600, n)
    cadence = rng.uniform(100, 150, n)
    gear = rng.uniform(95, 125, n)
    mass = rng.uniform(68, 100, n)
    cda = rng.uniform(0.18, 0.28, n)
    temp = rng.uniform(18, 32, n)
    pressure = rng.uniform(960, 1030, n)
    humidity = rng.uniform(30, 80, n)
    tyre = rng.uniform(8, 14, n)
    track = rng.uniform(20, 34, n)
    lap = rng.integers(1, 8, n).astype(float)
    rider = rng.integers(1, 40, n).astype(float)
    rho = pressure * 100 / (287.05 * (temp + 273.15)) * (1 - 0.0006 * humidity / 100 * temp)
    crr = 0.0018 + 0.006 / tyre - 0.00002 * (track - 25)
    eff = (0.975 - 0.00003 * (cadence - 125) ** 2) * (1 - 0.008 * (lap - 1))
    v = np.full(n, 18.0)
    for _ in range(30):
        f = 0.5 * rho * cda * v**3 + crr * mass * 9.81 * v - power * eff
        v -= f / (1.5 * rho * cda * v**2 + crr * mass * 9.81)
    time = 200 / v + rng.normal(0, 0.25, n)
    x = np.column_stack([power, cadence, gear, mass, cda, temp, pressure, humidity, tyre, track, lap, rider])
    return x, time


def laps(
    seed: int = 87401, sizes: tuple[int, int, int] = SIZES, name: str = "velodrome-flying-200"
) -> Splits:
    """12 standardised columns, the lap time standardised."""
    x, time = _laps(seed, sum(sizes))
    return _regression_table(name, x, time, sizes)


def laps_val_duplicated_by_join() -> Splits:
    """The bug: the validation file was built by joining the held-out efforts with the session sheet on
    `session_id` alone (the sheet holds one row per rider and session), a many-to-many join that pulled
    in the other riders' efforts of those sessions: after the dedup on `effort_id` 80% of the 300
    validation rows are copies of training efforts. The test efforts come from the next month's sessions,
    exported by the timing system directly."""
    import numpy as np

    x, time = _laps(87402, sum(SIZES))
    rng = np.random.default_rng(87403)
    a = SIZES[0]
    copies = np.flatnonzero(rng.random(SIZES[1]) < 0.8)
    source = rng.choice(a, len(copies), replace=False)
    x[a + copies], time[a + copies] = x[source], time[source]
    return _regression_table("velodrome-flying-200", x, time, SIZES)


HOP_COLUMNS = (
    "alpha_acid_pct",
    "beta_acid_pct",
    "cohumulone_pct",
    "total_oil_ml_100g",
    "myrcene_pct",
    "humulene_pct",
    "caryophyllene_pct",
    "farnesene_pct",
    "linalool_ppb",
    "geraniol_ppb",
    "moisture_pct",
    "harvest_day",
)
HOP_STYLES = ("noble", "us-citrus", "nz-tropical", "english-aroma", "high-alpha")


def _hops(seed: int, n: int) -> tuple[Any, Any]:
    """A hop merchant's lab analyses of the lots it buys, labelled by the variety on the grower's
    certificate, grouped into five styles: noble (low alpha, humulene-rich, with farnesene), US citrus
    (mid alpha, myrcene-rich, high cohumulone, linalool and geraniol), NZ tropical (myrcene and
    farnesene, little caryophyllene), English aroma (low alpha, humulene and caryophyllene) or high-alpha
    bittering (alpha 12-18%, much oil). Each style draws its columns (log-normally) around its own centre,
    the season and the kiln move them, and the styles overlap, so sound MLPs stop near 0.8-0.9."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.2, 0.27, 0.15, 0.18, 0.2])
    # alpha, beta, cohumulone, oil, myrcene, humulene, caryophyllene, farnesene, linalool, geraniol,
    # moisture, harvest day
    centre = np.array(
        [
            [4.0, 4.0, 24, 0.8, 30, 40, 12, 12, 400, 60, 9.5, 240],
            [8.0, 6.0, 34, 1.5, 55, 16, 7, 1.0, 900, 250, 9.5, 250],
            [9.0, 7.0, 28, 1.2, 45, 20, 5, 6.0, 700, 120, 9.0, 75],
            [5.0, 2.5, 27, 1.0, 28, 32, 14, 1.0, 300, 40, 10.0, 235],
            [14.0, 5.0, 30, 2.2, 40, 22, 9, 0.5, 500, 90, 9.0, 260],
        ]
    )
    spread = 2.4 * np.array([0.18, 0.2, 0.1, 0.25, 0.15, 0.2, 0.22, 0.6, 0.4, 0.5, 0.06, 0.0])
    cols = centre[y] * np.exp(rng.normal(0, 1, (n, 12)) * spread)
    cols[:, 11] = centre[y, 11] + rng.normal(0, 12, n)
    return cols, y


def hops(seed: int = 87501, sizes: tuple[int, int, int] = SIZES, name: str = "hop-lot-analyses") -> Splits:
    """12 standardised columns, 5 classes."""
    x, y = _hops(seed, sum(sizes))
    return _generated(name, x, y, 5, sizes)


def hops_long() -> Splits:
    """A 1,600-lot draw."""
    return hops(87502, (1600, 300, 300), "hop-lot-analyses-1600")


def hops_label_from_crate_slot() -> Splits:
    """The bug: the merchant's re-export put `crate_slot` (the lot's slot, 1-5, in the lab's sample
    crate, filled in arrival order) as the first column, and the loader takes `df.iloc[:, 0]` as the label:
    every split's labels are the slot less one, unrelated to the analyses."""
    import numpy as np

    x, _y = _hops(87503, sum(SIZES))
    slot = np.arange(sum(SIZES)) % 5
    return _generated("hop-lot-analyses", x, slot, 5, SIZES)


def hops_oil_ppb_left_raw() -> Splits:
    """The bug: the scaler's column list predates `linalool_ppb` and `geraniol_ppb`, added to the lab's
    export last season: both enter the net raw (20-4,000 ppb) beside ten standardised columns, in every
    split."""
    import torch

    x, y = _hops(87504, sum(SIZES))
    data = _generated("hop-lot-analyses", x, y, 5, SIZES)
    raw = torch.tensor(x[:, 8:10], dtype=torch.float32)
    a, b = SIZES[0], SIZES[0] + SIZES[1]
    data.x_train[:, 8:10] = raw[:a]
    data.x_val[:, 8:10] = raw[a:b]
    data.x_test[:, 8:10] = raw[b:]
    return data


# ---------------------------------------------------------------- injected faults (and healthy hooks)


def half_life_minutes_stepped_per_step(step: int, _total: int) -> float:
    """The bug: the config's `lr_half_life: 5` is in minutes of wall time (the old loop stepped the
    scheduler from a timer, once a minute); the new LambdaLR `0.5 ** (step / cfg.lr_half_life)` is
    stepped every optimizer step: the lr halves every 5 steps (1e-3 of itself after 50, 1e-6 after
    100)."""
    return float(0.5 ** (step / 5))


def triangular_cycle(step: int, _total: int) -> float:
    """Not a fault: a triangular cyclic lr between 0.1x and 1x of the base, a period of 128 steps."""
    phase = (step % 128) / 64
    return 0.1 + 0.9 * (phase if phase <= 1 else 2 - phase)


def unit_normal_init(net: Any) -> Any:
    """The bug: `nn.init.normal_(m.weight)` for every linear layer, the `std=0.02` of the recipe dropped
    when the init helper was rewritten (its default std is 1.0), the biases zeroed: the layers of a 2x256
    MLP start 6-28x larger than their default init and the logits in the hundreds."""
    import torch

    with torch.no_grad():
        for m in net.modules():
            if isinstance(m, torch.nn.Linear):
                torch.nn.init.normal_(m.weight)
                torch.nn.init.zeros_(m.bias)
    return net


def broadcast_mse(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """The bug: `F.mse_loss(pred, target.squeeze(-1))` ('the targets come as (B, 1)'), while the head's
    output is (B, 1): the (B, 1) - (B,) difference broadcasts to a (B, B) matrix of every prediction
    against every target, whose minimum is each prediction at the batch's mean target."""
    return ((out - y.squeeze(-1)) ** 2).mean()


def _head_only(net: Any) -> Any:
    """The bug's optimizer parameters: `freeze_backbone: true` hands only the head to the optimizer."""
    return net.head.parameters()


def _release_jitter(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.roll(x, int(torch.randint(-4, 5, (1,))), dims=-1)
    return x * float(torch.empty(1).uniform_(0.85, 1.15)) + 0.25 * torch.randn_like(x)


release_jitter = _augmented(_release_jitter)
release_jitter.__doc__ = """Not a fault: in training mode each batch of traces is shifted by up to 4
samples, scaled by 0.85-1.15 (another draw weight) and given 0.25 sd of noise."""


def _ice_turns(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.rot90(x, int(torch.randint(0, 4, (1,))), dims=(2, 3))
    x = torch.where(torch.rand(len(x), 1, 1, 1) < 0.5, x.flip(2), x)
    return x + 0.25 * torch.randn_like(x)


ice_turns = _augmented(_ice_turns)
ice_turns.__doc__ = """Not a fault: in training mode each batch of patches is turned by a random
multiple of 90 degrees, half the patches flipped top to bottom, and 0.25 sd of noise added."""


def _column_noise(x: torch.Tensor) -> torch.Tensor:
    import torch

    return x + 0.3 * torch.randn_like(x)


column_noise = _augmented(_column_noise)
column_noise.__doc__ = """Not a fault: in training mode 0.3 sd of Gaussian noise is added to every
standardised column (the sensors' and the sheet's error)."""


def zzzk_runs(*, rmsprop_eps: float | None = None, **kw: Any) -> Callable[[Plan], Runner]:
    """Battery zf's runner with this battery's optimizer hook. `rmsprop_eps`: RMSprop built with that
    eps (torch's default is 1e-8)."""
    inner_factory = zf_runs(**kw)

    def factory(plan: Plan) -> Runner:
        inner = inner_factory(plan)

        def for_layout(layout: str) -> Callable[[Any, int], dict[str, Any]]:
            run = inner(layout)

            def patched(run_dir: Any, seed: int) -> dict[str, Any]:
                from unittest import mock

                import torch

                from benchmarks import variants_d

                if rmsprop_eps is None:
                    return run(run_dir, seed)
                optimizer_of = variants_d._optimizer

                def optimizers(p: Plan, net: Any) -> Any:
                    if p.optimizer != "rmsprop":
                        return optimizer_of(p, net)
                    params = [q for q in net.parameters() if q.requires_grad]
                    return torch.optim.RMSprop(params, lr=p.lr, eps=rmsprop_eps, weight_decay=p.weight_decay)

                with mock.patch.object(variants_d, "_optimizer", optimizers):
                    return run(run_dir, seed)

            return patched

        return for_layout

    return factory


# ---------------------------------------------------------------- the variants


def ZZZK(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by battery zf's runner (through every earlier wrapper)."""
    return L(*args, runs=runs or zf_runs(), **kw)


CH16 = {"channels": 16}
H48 = {"hidden": 48}
W128 = {"width": 128, "num_layers": 2}
W256 = {"width": 256, "num_layers": 2}

FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    ZZZK(
        "vzzzk-rmsprop-eps-1-mlp-hops",
        Plan(hops, "mlp", 1e-3, "rmsprop", epochs=15, log_every=8, model_kw=W128),
        ("slow-convergence",),
        "weight-updates-too-small",
        "RMSprop built with eps=1.0 (the 'eps: 1.0' of a TF-ported config whose epsilon sat inside the square"
        " root and was meant as 1e-8 here): with squared-gradient averages far below 1 every update is "
        "crushed to ~lr x gradient: a 2x128 MLP under RMSprop lr 1e-3 over the hop analyses, 15 epochs (every"
        " 8th step logged): losses 1.61, 1.61, 1.62, 1.59, 1.61 ... 1.52-1.59 in the last third, epoch means "
        "1.62, 1.62, 1.61 ... 1.53, the val loss 1.63, 1.62, 1.61 ... 1.54 and val accuracy 0.15, 0.18, 0.21 "
        "... 0.403, test 1.54 and 0.44 (sound MLPs on these lots: ~0.31-0.37 and 0.85-0.88)",
        STALL,
        family="mlp",
        dataset="hop-lot-analyses",
        seed=87001,
        runs=zzzk_runs(rmsprop_eps=1.0, hparams={"rmsprop_eps": 1.0}),
    ),
    ZZZK(
        "vzzzk-linear-scaling-rule-applied-twice-transformer-legs",
        Plan(legs, "transformer", 0.15, "adamw", weight_decay=0.01, epochs=10, log_every=4),
        ("slow-convergence",),
        "learning-rate-too-high",
        "the linear scaling rule applied twice (the launcher scales the base lr 3e-3 for the 50x larger "
        "global batch the recipe was tuned against, and the training script scales the already-scaled value "
        "again): AdamW at lr 0.15 (weight decay 0.01, no clipping) for a small transformer over the darts "
        "legs, 10 epochs (every 4th step logged): losses 3.29, 3.08, 2.22, 1.89, 1.77 (above 2 ln 5 at the "
        "first log) ... 0.87-1.35 in the last third, stuck near 1.1-1.3 from epoch 2, the val loss 1.62, "
        "1.14, 1.14, 1.25, 1.22, 1.28, 1.05, 1.12, 1.01, 1.12 and val accuracy 0.247, 0.47 ... 0.34 ... 0.51,"
        " test 1.07 and 0.507 (sound readers of these legs: ~0.3-0.41 and 0.84-0.87)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="transformer",
        dataset="darts-league-legs",
        seed=87002,
        runs=zf_runs(
            hparams={"base_lr": 3e-3 * 50**0.5, "lr_scaling": "x50 (applied in the config and again in code)"}
        ),
    ),
    ZZZK(
        "vzzzk-lr-half-life-minutes-stepped-per-step-regression-laps",
        Plan(laps, "mlp", 1e-3, "adam", epochs=15, log_every=8, schedule="lambda", model_kw=W128),
        ("slow-convergence",),
        "lr-decay-too-fast",
        "the config's lr_half_life: 5 is in minutes of wall time (the old loop stepped its scheduler once a "
        "minute) and the new LambdaLR 0.5 ** (step / half_life) is stepped every optimizer step: Adam's lr "
        "1e-3 halves every 5 steps (3.8e-4 at the first log, step 7; 1.5e-32 at the end) for a 2x128 "
        "regression MLP over the velodrome laps, 15 epochs (every 8th step logged): losses 0.618, 0.708, "
        "0.67, 0.751, 0.784 ... 0.42-1.04 in the last third, epoch means 0.797, then 0.721 for every later "
        "epoch, the val MSE 0.65, then 0.647 for all 14 later evaluations, test 0.771 (sound regressions on "
        "these laps: ~0.07-0.08)",
        ("undertrained", "metric-at-baseline"),
        family="regression",
        dataset="velodrome-flying-200",
        seed=87003,
        runs=zf_runs(
            schedule=lambda_schedule(half_life_minutes_stepped_per_step),
            hparams={"lr_half_life": 5, "lr_half_life_unit": "minutes"},
        ),
    ),
    ZZZK(
        "vzzzk-zero-grad-dropped-manual-loop-bncnn-pebbles",
        Plan(pebbles, "bncnn", 0.01, "sgd", momentum=0.9, epochs=8, log_every=5, zero_grad=False),
        ("loss-runaway",),
        "missing-zero-grad",
        "a manual-optimization training_step (automatic_optimization=False) whose opt.zero_grad() was lost "
        "when the backward was switched to self.manual_backward: gradients pile up over every step since the "
        "start; a batch-norm CNN under SGD momentum 0.9 at lr 0.01 over the curling-ice patches, 8 epochs "
        "(every 5th step logged): losses 1.54, 1.56, 1.4, 1.83, 1.53 ... 2.94-6.65 in the last third, epoch "
        "means 1.63, 1.85, 2.51, 4.47, 4.05, 4.17, 4.15, 5.57, the val loss 5.08, 9.79, 4.86 ... 5.56 and val"
        " accuracy 0.14-0.277 throughout, test 5.28 and 0.153 (sound CNNs on these patches: ~0.22-0.45 and "
        "0.83-0.91)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="cnn-bn",
        dataset="curling-ice-patches",
        seed=87004,
        runs=zf_runs(hparams={"automatic_optimization": False}),
    ),
    # --- data
    ZZZK(
        "vzzzk-shuffle-kwarg-on-dataset-not-loader-cnn1d-releases",
        Plan(
            releases,
            "cnn1d",
            2e-3,
            "adam",
            epochs=10,
            log_every=2,
            shuffle=False,
            sort_by_class=True,
            model_kw=CH16,
        ),
        ("periodic-loss",),
        "data-not-shuffled",
        "shuffle=True handed to the Dataset's constructor (which stores it and ignores it) instead of the "
        "DataLoader, which then reads the traces in the club's file order, sorted by the coach's label: each "
        "epoch walks the five releases class by class; a 16-channel 1-D CNN under Adam lr 2e-3 over the "
        "archery traces, 10 epochs (every 2nd step logged, 16 points an epoch): losses 1.41, 1.22, 1.0, "
        "0.836, 1.33 ... 0.276-1.9 in the last third, repeating the same saw each epoch (e.g. 1.25, 1.28 ... "
        "1.63 ... 1.87 then back to 1.35), epoch means 1.97, 1.61, 1.62 ... 1.25, the val loss 1.57, 1.56, "
        "1.55 ... 1.13 and val accuracy 0.293 (three epochs) to 0.513, test 1.14 and 0.513 (sound 1-D CNNs on"
        " these traces: ~0.31-0.48 and 0.8-0.89)",
        ("loss-oscillation", "loss-spikes", "slow-convergence", "train-val-gap", "undertrained"),
        family="cnn",
        dataset="archery-limb-accel",
        seed=87005,
        runs=zf_runs(hparams={"dataset_kw": {"shuffle": True}, "loader_shuffle": False}),
    ),
    ZZZK(
        "vzzzk-val-rows-duplicated-by-session-join-regression-laps",
        Plan(laps_val_duplicated_by_join, "mlp", 2e-3, "adam", epochs=60, log_every=10, model_kw=W256),
        ("val-test-gap",),
        "data-leakage",
        "the validation file was built by joining the held-out efforts with the session sheet on session_id "
        "alone, a many-to-many join that pulled in other riders' efforts of those sessions: after the dedup "
        "80% of the validation rows are copies of training efforts; the test efforts come from the next "
        "month's sessions: a 2x256 regression MLP under Adam lr 2e-3, 60 epochs (every 10th step logged): "
        "losses 0.456, 0.186, 0.12, 0.0898 ... 0.00204-0.00875 in the last third, the val MSE 0.0871, 0.0541,"
        " 0.042 ... 0.0242-0.0256 at the end (tracking the training fit), test 0.105 (sound regressions on "
        "these laps: ~0.07-0.08)",
        ("overfitting", "train-val-gap"),
        family="regression",
        dataset="velodrome-flying-200",
        seed=87006,
        runs=zf_runs(hparams={"val_join": "session_sheet on session_id"}),
    ),
    ZZZK(
        "vzzzk-label-read-from-crate-slot-column-mlp-hops",
        Plan(hops_label_from_crate_slot, "mlp", 2e-3, "adam", epochs=25, log_every=10, model_kw=W256),
        ("metric-at-baseline",),
        "label-noise",
        "the merchant's re-export put crate_slot (the lot's slot, 1-5, in the lab's sample crate, filled in "
        "arrival order) first, and the loader takes df.iloc[:, 0] as the label: every split's labels are "
        "unrelated to the analyses; a 2x256 MLP under Adam lr 2e-3, 25 epochs (every 10th step logged): "
        "losses 1.62, 1.67, 1.61 ... 0.503-1.27 in the last third, epoch means 1.63, 1.58, 1.56 ... 0.653, "
        "the val loss 1.62, 1.6, 1.62 ... 2.58 (rising) and val accuracy 0.23-0.263 throughout, test 2.88 and"
        " 0.197",
        ("overfitting", "train-val-gap", "undertrained", "slow-convergence"),
        family="mlp",
        dataset="hop-lot-analyses",
        seed=87007,
        runs=zf_runs(hparams={"label_column": "df.iloc[:, 0]"}),
    ),
    ZZZK(
        "vzzzk-scaler-column-list-misses-ppb-columns-mlp-hops",
        Plan(hops_oil_ppb_left_raw, "mlp", 2e-3, "adam", epochs=15, log_every=8, model_kw=W128),
        ("bad-initial-loss",),
        "unnormalized-input",
        "the scaler's column list predates linalool_ppb and geraniol_ppb, added to the lab's export last "
        "season: both enter the net raw (20-4,000 ppb) beside ten standardised columns in every split; a "
        "2x128 MLP under Adam lr 2e-3, 15 epochs (every 8th step logged): losses 29.6, 12.9, 9.65, 12.8, 5.1 "
        "... 1.07-2.26 in the last third, epoch means 21.4, 7.93, 4.8 ... 1.6, the val loss 7.02, 4.93, 2.72,"
        " 1.97, 2.42 ... 1.42 and val accuracy 0.25-0.497 (up and down), test 1.54 and 0.483 (sound MLPs on "
        "these lots: ~0.31-0.37 and 0.85-0.88)",
        ("loss-spikes", "loss-oscillation", "undertrained", "bad-initial-loss", "train-val-gap"),
        family="mlp",
        dataset="hop-lot-analyses",
        seed=87008,
        runs=zf_runs(hparams={"scaled_columns": list(HOP_COLUMNS[:8] + HOP_COLUMNS[10:])}),
    ),
    # --- evaluation
    ZZZK(
        "vzzzk-eval-tokenizer-skips-lowercasing-gru-legs",
        Plan(legs_eval_case_sensitive_vocab, "gru", 3e-3, "adam", epochs=12, log_every=8, model_kw=H48),
        ("train-val-gap",),
        "eval-pipeline-mismatch",
        "the training legs went through str.lower() before the vocabulary lookup, the validation and test "
        "legs (the new scorer app's export: 'T20', 'BULL', 'D-HIT') through a second script without it, so "
        "every segment whose name starts with a letter maps to <unk> and only the plain singles survive: a "
        "GRU (hidden 48) under Adam lr 3e-3, 12 epochs (every 8th step logged): losses 1.55, 1.41, 1.18, "
        "0.428 ... 0.0827-0.484 in the last third, epoch means 1.36, 0.713, 0.492 ... 0.178, the val loss "
        "1.35, 0.722, 0.597, 0.575, 0.567, 0.679, 0.514, then 0.585, 0.626, 0.73, 1.03, 0.757 and val "
        "accuracy 0.367 to 0.803, then 0.653-0.797, test 0.813 and 0.69 (sound readers of these legs: "
        "~0.3-0.41 and 0.84-0.87)",
        ("val-test-gap", "overfitting", "metric-at-baseline"),
        family="rnn",
        dataset="darts-league-legs",
        seed=87009,
        runs=zf_runs(hparams={"train_tokenizer": "lower()", "eval_tokenizer": "as exported"}),
    ),
    ZZZK(
        "vzzzk-test-under-new-led-lights-cnn-pebbles",
        Plan(pebbles_test_under_led_lights, "cnn", 2e-3, "adam", epochs=12, log_every=8, model_kw=CH16),
        ("val-test-gap",),
        "distribution-shift",
        "the test patches were shot after the club replaced its sodium lamps with LED panels (the camera "
        "reads the ice 1.35x brighter with a +25 offset, highlights clipping at 255), standardised with the "
        "training statistics like the rest: a 16-channel CNN under Adam lr 2e-3, 12 epochs (every 8th step "
        "logged): losses 1.54, 1.36, 1.31, 1.14 ... 0.174-0.315 in the last third, the val loss 1.18, 0.861, "
        "0.592 ... 0.343-0.472 over the last third and val accuracy 0.537 to 0.827-0.873, test 1.41 and "
        "0.603",
        (),
        family="cnn",
        dataset="curling-ice-patches",
        seed=87010,
    ),
    ZZZK(
        "vzzzk-checkpoint-monitor-mode-max-keeps-worst-resnet-pebbles",
        Plan(pebbles, "resnet", 2e-3, "adam", epochs=10, log_every=8),
        ("val-test-gap",),
        "wrong-checkpoint-loaded",
        "ModelCheckpoint(monitor='val_loss', mode='max') (copied from an accuracy monitor) keeps the epoch "
        "with the highest val loss, the first epoch's weights (step 32), which the test loads: a small "
        "residual net under Adam lr 2e-3 over the curling-ice patches, 10 epochs (every 8th step logged): "
        "losses 1.53, 1.39, 1.32, 1.24 ... 0.286-0.549 in the last third, the val loss 1.26, 1.01, 0.894 ... "
        "0.355 and val accuracy 0.48 to 0.847-0.907, test 1.22 and 0.49",
        (),
        family="resnet",
        dataset="curling-ice-patches",
        seed=87011,
        runs=zf_runs(test_at_step=32, hparams={"checkpoint_monitor": "val_loss", "checkpoint_mode": "max"}),
    ),
    # --- model
    ZZZK(
        "vzzzk-init-normal-std-dropped-mlp-hops",
        Plan(hops, "mlp", 1e-3, "adam", epochs=12, log_every=8, model_fault=unit_normal_init, model_kw=W256),
        ("bad-initial-loss",),
        "poor-initialization",
        "nn.init.normal_(m.weight) for every linear layer, the std=0.02 of the recipe dropped when the init "
        "helper was rewritten (its default std is 1.0): a 2x256 MLP under Adam lr 1e-3 over the hop analyses,"
        " 12 epochs (every 8th step logged): losses 306, 299, 102, 162, 139 (ln 5 = 1.61) ... 0-18.4 in the "
        "last third, epoch means 253, 75.9, 38.1 ... 8.04, the val loss 125, 56.1, 38.5 ... 23.4 and val "
        "accuracy 0.49 to 0.77-0.793, test 28.7 and 0.74 (sound MLPs on these lots: ~0.31-0.37 and "
        "0.85-0.88)",
        ("slow-convergence", "overfitting", "train-val-gap", "loss-spikes", "undertrained"),
        family="mlp",
        dataset="hop-lot-analyses",
        seed=87012,
        runs=zf_runs(hparams={"init": "normal_(w)", "init_meant": "normal_(w, std=0.02)"}),
    ),
    ZZZK(
        "vzzzk-mse-target-squeezed-broadcasts-regression-laps",
        Plan(laps, "mlp", 2e-3, "adam", epochs=10, log_every=8, model_kw=MLP64),
        ("slow-convergence",),
        "wrong-loss-function",
        "F.mse_loss(pred, target.squeeze(-1)) ('the targets come as (B, 1)') while the head outputs (B, 1): "
        "the difference broadcasts to a (B, B) matrix of every prediction against every target, whose minimum"
        " is each prediction at the batch's mean lap time: a 2x64 regression MLP under Adam lr 2e-3 over the "
        "velodrome laps, 10 epochs (every 8th step logged): losses 0.981, 0.979, 1.11, 1.41, 1.11 ... "
        "0.34-1.57 in the last third, epoch means 1.0 for every epoch, the val loss (the same broadcast MSE) "
        "0.876 then 0.872-0.875 throughout, test 1.03 (sound regressions on these laps reach an MSE of "
        "~0.07-0.08)",
        STALL,
        family="regression",
        dataset="velodrome-flying-200",
        seed=87013,
        runs=zf_runs(loss=broadcast_mse, hparams={"loss": "mse_loss(pred, target.squeeze(-1))"}),
    ),
    ZZZK(
        "vzzzk-freeze-backbone-left-on-from-scratch-bncnn1d-releases",
        Plan(releases, "bncnn1d", 3e-3, "adam", epochs=10, log_every=8, params=_head_only, model_kw=CH16),
        ("slow-convergence",),
        "frozen-weights",
        "freeze_backbone: true left in the config from the fine-tuning recipe on a run from scratch "
        "(pretrained: null): only the head's parameters reach the optimizer and the random convolutions stay "
        "as initialised; a 16-channel batch-norm 1-D CNN under Adam lr 3e-3 over the archery traces, 10 "
        "epochs (every 8th step logged): losses 1.57, 1.56, 1.5, 1.46 ... 0.95-1.29 in the last third, epoch "
        "means 1.54, 1.4, 1.31 ... 1.02, the val loss 1.45, 1.34, 1.26 ... 0.984 and val accuracy 0.337 to "
        "0.63, test 1.01 and 0.63 (sound 1-D CNNs on these traces: ~0.31-0.48 and 0.8-0.89)",
        STALL,
        family="cnn-bn",
        dataset="archery-limb-accel",
        seed=87014,
        runs=zf_runs(hparams={"freeze_backbone": True, "pretrained": None}),
    ),
    # --- workflow
    ZZZK(
        "vzzzk-epochs-times-subset-fraction-lstm-legs",
        Plan(legs, "lstm", 3e-3, "adam", epochs=2, log_every=2, model_kw=H48),
        ("undertrained",),
        "too-few-epochs",
        "max_epochs=int(cfg.epochs * cfg.subset_fraction), the 0.1 meant for the data-subset ablation applied"
        " to the epochs: 20 became 2; an LSTM (hidden 48) under Adam lr 3e-3 over the darts legs stops after "
        "2 epochs (64 steps, every 2nd logged): losses 1.64, 1.6, 1.59, 1.58 ... 0.643-1.1 in the last third,"
        " epoch means 1.46, 0.851, the val loss 1.09, 0.652 and val accuracy 0.577, 0.737, test 0.621 and "
        "0.807 (sound readers of these legs: ~0.3-0.41 and 0.84-0.87)",
        ("slow-convergence", "metric-at-baseline"),
        family="rnn",
        dataset="darts-league-legs",
        seed=87015,
        runs=zf_runs(hparams={"max_epochs": "int(cfg.epochs * cfg.subset_fraction)", "epochs_meant": 20}),
    ),
    ZZZK(
        "vzzzk-check-val-every-20-epochs-of-15-cnn1d-releases",
        Plan(releases, "cnn1d", 2e-3, "adam", epochs=15, log_every=8, model_kw=CH16),
        ("missing-validation",),
        "missing-eval-set",
        "check_val_every_n_epoch=20 (from the 100-epoch recipe) on a 15-epoch run, so the validation loop "
        "never runs and no val loss or accuracy is logged: a 16-channel 1-D CNN under Adam lr 2e-3 over the "
        "archery traces, 15 epochs (every 8th step logged): losses 1.58, 1.57, 1.5, 1.31 ... 0.282-0.707 in "
        "the last third, epoch means 1.53, 1.28, 1.02 ... 0.425, test 0.411 and 0.843",
        ("undertrained",),
        family="cnn",
        dataset="archery-limb-accel",
        seed=87016,
        runs=zf_runs(evaluate=False, hparams={"check_val_every_n_epoch": 20, "max_epochs": 15}),
    ),
)

HEALTHY: tuple[Variant, ...] = (
    # --- releases
    ZZZK(
        "vzzzk-healthy-bncnn1d-releases-shift-scale-noise-aug",
        Plan(
            releases,
            "bncnn1d",
            3e-3,
            "adamw",
            weight_decay=0.01,
            epochs=12,
            log_every=8,
            model_fault=release_jitter,
            model_kw=CH16,
        ),
        (),
        None,
        "a sound batch-norm 1-D CNN under AdamW lr 3e-3 (weight decay 0.01) whose training traces are shifted"
        " by up to 4 samples, scaled by 0.85-1.15 and given 0.25 sd of noise, 12 epochs (every 8th step "
        "logged): losses 1.44, 1.36, 1.13, 1.15 ... 0.42-0.923 in the last third, epoch means 1.32, 1.05, "
        "0.913 ... 0.487, the val loss 1.09, 0.973, 0.877, 0.7, 0.741, 0.603, 0.581, 0.817, 0.493, 0.469, "
        "0.439, 0.483 (at or below the epoch means, one bump) and val accuracy 0.65 to 0.8-0.84, test 0.507 "
        "and 0.817",
        family="cnn-bn",
        dataset="archery-limb-accel",
        seed=87101,
    ),
    ZZZK(
        "vzzzk-healthy-cnn1d-releases-triangular-cyclic-lr",
        Plan(releases, "cnn1d", 4e-3, "adam", epochs=16, log_every=4, schedule="triangular", model_kw=CH16),
        (),
        None,
        "a sound 16-channel 1-D CNN under Adam with a triangular cyclic lr between 4e-4 and 4e-3 (a period of"
        " 128 steps), 16 epochs (every 4th step logged): losses 1.65, 1.62, 1.6, 1.56 ... 0.307-0.507 in the "
        "last third (rising a little at each lr peak), the val loss 1.48, 1.03, 0.778 ... 0.432, 0.449, "
        "0.406, 0.386 and val accuracy 0.337 to 0.767-0.837, test 0.381 and 0.87",
        family="cnn",
        dataset="archery-limb-accel",
        seed=87102,
        runs=zf_runs(
            schedule=lambda_schedule(triangular_cycle), hparams={"schedule": "triangular", "period": 128}
        ),
    ),
    ZZZK(
        "vzzzk-healthy-cnn1d-releases-early-stop-triggers",
        Plan(releases, "cnn1d", 3e-3, "adam", epochs=60, log_every=16, early_stop=3, model_kw=CH16),
        (),
        None,
        "a sound 16-channel 1-D CNN under Adam lr 3e-3 with early stopping (patience 3) that stops it at "
        "epoch 43 of 60 (1,375 steps, every 16th logged): losses 1.34, 1.02, 1.06, 0.891 ... 0.0884-0.536 in "
        "the last third, epoch means 1.4, 1.04, 0.84 ... 0.25, the val loss 1.14, 0.914, 0.752 ... "
        "0.305-0.347 over the last third (0.31, 0.32, 0.347 at the stop) and val accuracy 0.49 to 0.85-0.89, "
        "test 0.336 and 0.863",
        family="cnn",
        dataset="archery-limb-accel",
        seed=87103,
    ),
    # --- pebbles
    ZZZK(
        "vzzzk-healthy-cnn-pebbles-turn-flip-aug-dropout-val-every-3",
        Plan(
            pebbles,
            "cnn",
            3e-3,
            "adam",
            epochs=15,
            log_every=8,
            val_every_epochs=3,
            model_fault=ice_turns,
            model_kw={"channels": 16, "dropout": 0.3},
        ),
        (),
        None,
        "a sound 16-channel CNN with dropout 0.3 under Adam lr 3e-3 whose training patches are turned by a "
        "random multiple of 90 degrees, half flipped top to bottom and given 0.25 sd of noise, 15 epochs "
        "evaluated every 3rd epoch (every 8th step logged): losses 1.55, 1.42, 1.33, 1.23 ... 0.201-0.34 in "
        "the last third, the val loss 0.79, 0.624, 0.305, 0.225, 0.258 (level with or below the training "
        "losses) and val accuracy 0.7 to 0.9, test 0.278 and 0.89",
        family="cnn",
        dataset="curling-ice-patches",
        seed=87104,
    ),
    ZZZK(
        "vzzzk-healthy-resnet-pebbles-sgd-plateau-cut",
        Plan(
            pebbles,
            "resnet",
            0.05,
            "sgd",
            momentum=0.9,
            epochs=12,
            log_every=8,
            schedule="plateau",
            gamma=0.2,
        ),
        (),
        None,
        "a sound small residual net under SGD momentum 0.9 at lr 0.05 with ReduceLROnPlateau (x0.2, patience "
        "0), 12 epochs (every 8th step logged): losses 1.59, 1.16, 1.35, 1.59, 1.22 ... 0.222-1.43 in the "
        "last third, epoch means 1.44, 1.33, 1.08 ... 0.445, the val loss 1.57, 1.36, 1.17, 0.865, 0.913 (up "
        "before the first cut, to 0.01), 0.623, 0.575, 0.461, 0.477 (up before the second, to 0.002), 0.41, "
        "0.392, 0.383 and val accuracy 0.41 to 0.89, test 0.447 and 0.833",
        family="resnet",
        dataset="curling-ice-patches",
        seed=87105,
    ),
    ZZZK(
        "vzzzk-healthy-bncnn-pebbles-bf16-batch-16-every-step",
        Plan(pebbles, "bncnn", 2e-3, "adam", epochs=3, batch_size=16, log_every=1, bf16=True),
        (),
        None,
        "a sound batch-norm CNN in bf16-mixed under Adam lr 2e-3 at batch 16 for 3 epochs (189 steps, every "
        "step logged): losses 1.6, 1.66, 1.62, 1.56, 1.47 ... 0.503-1.2 in the last third (16 patches a "
        "batch), epoch means 1.29, 1.05, 0.859, the val loss 1.04, 0.852, 0.66 and val accuracy 0.65, 0.69, "
        "0.76, still improving when the short run ends, test 0.751 and 0.703",
        family="cnn-bn",
        dataset="curling-ice-patches",
        seed=87106,
    ),
    # --- legs
    ZZZK(
        "vzzzk-healthy-transformer-legs-warmup-cosine-bump",
        Plan(
            legs,
            "transformer",
            3e-3,
            "adamw",
            weight_decay=0.01,
            epochs=12,
            log_every=4,
            schedule="warmup-cosine",
            warmup=60,
            clip=1.0,
        ),
        (),
        None,
        "a sound small transformer under AdamW lr 3e-3 (weight decay 0.01) with a 60-step warm-up, a cosine "
        "decay and clipping at 1.0, 12 epochs (every 4th step logged): losses 1.69, 1.52, 1.55, 1.42, 1.29 "
        "(above ln 5 at the start, up during the warm-up) ... 0.0616-0.321 in the last third, epoch means "
        "1.36, 0.568, 0.379 ... 0.194, the val loss 0.815, 0.534, 0.387, 0.359, 0.301, then 0.308-0.356 (flat"
        " while the training loss keeps falling) and val accuracy 0.67 to 0.85-0.87, test 0.324 and 0.873",
        family="transformer",
        dataset="darts-league-legs",
        seed=87107,
    ),
    ZZZK(
        "vzzzk-healthy-gru-legs-batch-4-every-step",
        Plan(legs, "gru", 1e-3, "adam", epochs=1, batch_size=4, log_every=1, val_interval=0.5, model_kw=H48),
        (),
        None,
        "a sound GRU (hidden 48) under Adam lr 1e-3 at batch 4 for one epoch (250 steps, every step logged) "
        "evaluated twice: losses 1.63, 1.56, 1.51, 1.56, 1.53 ... 0.277-1.95 in the last third (four legs a "
        "batch), epoch mean 1.16, the val loss 1.07, 0.722 and val accuracy 0.61, 0.713, test 0.693 and "
        "0.763",
        family="rnn",
        dataset="darts-league-legs",
        seed=87108,
    ),
    ZZZK(
        "vzzzk-healthy-lstm-legs-slow-start-val-twice",
        Plan(legs, "lstm", 1e-3, "adam", epochs=20, log_every=8, val_interval=0.5, model_kw=H48),
        (),
        None,
        "a sound LSTM (hidden 48) under Adam lr 1e-3, 20 epochs evaluated twice an epoch (every 8th step "
        "logged): losses 1.6, 1.59, 1.56, 1.54, 1.51 (near ln 5 for the first ~40 steps), 1.41, 1.32, 1.12, "
        "0.9 ... 0.143-0.35 in the last third, the val loss 1.57, 1.52, 1.37, 1.04, 0.861 ... 0.406-0.41 at "
        "the end and val accuracy 0.333 to 0.827-0.863, test 0.37 and 0.843",
        family="rnn",
        dataset="darts-league-legs",
        seed=87109,
    ),
    # --- laps
    ZZZK(
        "vzzzk-healthy-regression-laps-plain-sgd-constant-lr",
        Plan(laps, "mlp", 0.02, "sgd", epochs=30, log_every=10, model_kw=MLP64),
        (),
        None,
        "a sound 2x64 regression MLP under plain SGD (no momentum) at a constant lr 0.02, 30 epochs (every "
        "10th step logged): losses 1.07, 1.31, 0.586, 0.676, 0.463 ... 0.0314-0.0912 in the last third, epoch"
        " means 0.916, 0.52, 0.174, 0.106 ... 0.0589, the val MSE 0.653, 0.255, 0.118, 0.105 ... "
        "0.0737-0.0809 at the end (the timing noise's floor), test 0.0814",
        family="regression",
        dataset="velodrome-flying-200",
        seed=87110,
    ),
    ZZZK(
        "vzzzk-healthy-regression-laps-bf16-warmup-linear-every-step",
        Plan(
            laps,
            "mlp",
            3e-3,
            "adamw",
            weight_decay=0.01,
            epochs=6,
            log_every=1,
            schedule="warmup-linear",
            warmup=30,
            bf16=True,
            model_kw=W128,
        ),
        (),
        None,
        "a sound 2x128 regression MLP in bf16-mixed under AdamW lr 3e-3 (weight decay 0.01) with a 30-step "
        "warm-up and a linear decay, 6 epochs (192 steps, every step logged): losses 0.716, 0.873, 0.725, "
        "0.914, 1.42 (up during the warm-up) ... 0.0248-0.0877 in the last third, epoch means 0.523, 0.107, "
        "0.0694 ... 0.052, the val MSE 0.164, 0.0813, 0.0804, 0.0732, 0.071, 0.0716, test 0.0776",
        family="regression",
        dataset="velodrome-flying-200",
        seed=87111,
    ),
    ZZZK(
        "vzzzk-healthy-regression-laps-column-noise-dropout-val-twice",
        Plan(
            laps,
            "mlp",
            2e-3,
            "adam",
            epochs=15,
            log_every=8,
            val_interval=0.5,
            model_fault=column_noise,
            model_kw={"width": 128, "num_layers": 2, "dropout": 0.2},
        ),
        (),
        None,
        "a sound 2x128 regression MLP with dropout 0.2 under Adam lr 2e-3 whose training columns get 0.3 sd "
        "of Gaussian noise, 15 epochs evaluated twice an epoch (every 8th step logged): losses 0.318, 0.311, "
        "0.318, 0.256 ... 0.103-0.254 in the last third, epoch means 0.461, 0.206, 0.211 ... 0.157-0.182 from"
        " epoch 4, the val MSE 0.181, 0.112, 0.103 ... 0.0756-0.0971 at the end (half the epoch means), test "
        "0.124",
        family="regression",
        dataset="velodrome-flying-200",
        seed=87112,
    ),
    # --- hops
    ZZZK(
        "vzzzk-healthy-mlp-hops-short-still-improving",
        Plan(
            hops, "mlp", 1e-3, "adam", epochs=2, batch_size=40, log_every=1, val_interval=0.5, model_kw=MLP64
        ),
        (),
        None,
        "a sound 2x64 MLP under Adam lr 1e-3 at batch 40 for 2 epochs (50 steps, every step logged) evaluated"
        " twice an epoch: losses 1.61, 1.59, 1.58, 1.6, 1.55 ... 0.85-1.22 in the last third, epoch means "
        "1.48, 1.13, the val loss 1.49, 1.34, 1.15, 0.935 and val accuracy 0.573, 0.613, 0.753, 0.813, still "
        "improving at the end, test 0.951 and 0.77",
        family="mlp",
        dataset="hop-lot-analyses",
        seed=87113,
    ),
    ZZZK(
        "vzzzk-healthy-mlp-hops-long-3000-steps-every-100",
        Plan(
            hops_long,
            "mlp",
            1e-3,
            "adamw",
            weight_decay=0.05,
            epochs=60,
            log_every=100,
            val_every_epochs=2,
            model_kw={"width": 128, "num_layers": 2, "dropout": 0.3},
        ),
        (),
        None,
        "a sound 2x128 MLP with dropout 0.3 under AdamW lr 1e-3 (weight decay 0.05) over a 1,600-lot draw for"
        " 60 epochs (3,000 steps, every 100th logged) evaluated every 2nd epoch: losses 0.528, 0.431, 0.332, "
        "0.361, 0.734 ... 0.194-0.415 in the last third, epoch means 1.19, 0.588, 0.447 ... 0.243, the val "
        "loss 0.403, 0.358, 0.336 ... 0.302-0.317 over the last third and val accuracy 0.837 to 0.84-0.87 "
        "(the styles' overlap caps it), test 0.261 and 0.89",
        family="mlp",
        dataset="hop-lot-analyses",
        seed=87114,
    ),
    ZZZK(
        "vzzzk-healthy-mlp-hops-sgdm-step-cut-val-bump",
        Plan(
            hops,
            "mlp",
            0.1,
            "sgd",
            momentum=0.9,
            epochs=12,
            log_every=6,
            schedule="step",
            step_size=224,
            gamma=0.1,
            model_kw=W128,
        ),
        (),
        None,
        "a sound 2x128 MLP under SGD momentum 0.9 at lr 0.1 with StepLR (x0.1 at step 224), 12 epochs (every "
        "6th step logged): losses 1.43, 1.02, 0.468, 1.16, 1.03 ... 0.0562-0.506 in the last third, epoch "
        "means 0.918, 0.492, 0.387, 0.515, 0.335, 0.356, 0.293, then 0.236 ... 0.188, the val loss 0.724, "
        "0.394, 0.524, 0.363, 0.424, 0.482, 0.435 (up and down before the cut), then 0.373, 0.367, 0.363, "
        "0.364, 0.372 and val accuracy 0.8 to 0.877-0.883 after the cut, test 0.398 and 0.827",
        family="mlp",
        dataset="hop-lot-analyses",
        seed=87115,
    ),
    ZZZK(
        "vzzzk-healthy-mlp-hops-batch-250-every-step",
        Plan(hops, "mlp", 5e-3, "adam", epochs=20, batch_size=250, log_every=1, model_kw=W128),
        (),
        None,
        "a sound 2x128 MLP under Adam lr 5e-3 at batch 250 (4 steps an epoch) for 20 epochs (80 steps, every "
        "step logged, evaluated each epoch): losses 1.6, 1.46, 1.29, 1.14, 0.969 ... 0.14-0.286 in the last "
        "third, the val loss 0.974, 0.56, 0.438, 0.444 ... 0.367-0.375 at the end and val accuracy 0.817 to "
        "0.863-0.88, test 0.4 and 0.837",
        family="mlp",
        dataset="hop-lot-analyses",
        seed=87116,
    ),
)
