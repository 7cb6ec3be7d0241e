"""Variant battery zzzt: a look-alike of an external held-out suite, real framework runs (`--battery zzzt`).

    nice -n 10 python benchmarks/variants.py --battery zzzt --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery zzzt [--runs]
Like batteries d-zzzs, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is the log),
trained by battery d's runner through the earlier batteries' wrappers (battery zf's runner with w's
replaced loss and the checkpoint the test loads, l's switched-off evaluation, ze's replaced schedule),
battery zj's augmentation wrapper and this battery's own hooks (a sigmoid before the cross-entropy, a
linear decay sized in epochs but stepped per batch, a weight init at sd 2, layer-wise lr decay at 0,
right-padded test sequences), so each case can run in each of the three layouts; the layout rotation of
variants.py picks one.
It was written blind: its author trained it with `--train-only`, read the raw logged numbers of each run,
and never diagnosed or scored it, so it is held-out data for the tool.
Its halves are even (16 faulty, 16 healthy; one fault each, one cause a case, spread over every family of
cause: optimisation, data, evaluation, model, workflow), injected into data sets no battery had at a
realistic strength, in forms earlier batteries did not use (see each case's description and each hook's
docstring).
The data sets are new, all made offline with numpy from known generating models (see each generator): a
kite club's line-tension traces (steady, figure-eight, luffing, gust-buffeted, ground-dragged; 64
readings), a quilt guild's 12x12 block scans (log cabin, nine-patch, flying geese, pinwheel, crazy quilt),
a falconry club's flight logs (a kill, a missed stoop, a lost tail chase, a refusal, a bird recovered by
telemetry; left-padded to 20), a ski federation's jump distances (from the inrun speed, the take-off, the
jumper, the suit, the wind and the hill; standardised) and a beach patrol's daily flag colours (green,
yellow, red from the surf, the wind, the tide and rip reports).
Runs of 40 to 3,000 steps: MLPs (2x64 to 2x256), 2-D CNNs with and without batch norm, a small residual
net, 1-D CNNs with and without batch norm, GRU and LSTM readers of the flight logs, a small transformer
and regression MLPs; plain SGD, SGD with momentum, Adam, AdamW, RMSprop and NAdam; constant, warm-up +
cosine, cosine, step, exponential, one-cycle and a broken warm-up + linear decay; bf16-mixed autocast,
shift / gain / noise and turn / mirror / noise augmentation, dropout, early stopping, clipping; batches of
8 to 128; cadences from every step to once every 100 steps, evaluations twice an epoch, once an epoch,
every few epochs or never.
The faulty half: a linear decay sized in epochs but stepped per batch, AdamW at lr 0.1 for a transformer,
plain SGD at lr 3e-4 for a GRU, one quilter's systematic name swaps in the training labels, an
after-the-fact incident column, validation traces from a windier coastal site, a scaler fitted but its
output discarded, a one-season filter left in the loader, right-padded test logs, a checkpoint picked by a
lexicographic sort, validation scheduled past the run's end, layer-wise lr decay written `1 // 2` (only
the head trains), weights initialised at sd 2, a sigmoid before the cross-entropy, `max_steps=40` from a
CI override and zero_grad() removed under Adam.
The healthy half holds sound runs a naive reader can take for a fault (see the healthy cases'
descriptions): val losses below the training loss under augmentation and dropout, batch-8 noise, step lr
cuts, a bf16 warm-up + cosine run, early stopping that triggers, a one-cycle run flat while its lr climbs
(evaluated twice an epoch), clipped SGD noise, evaluations every few epochs, a slow exponential decay over
3,000 steps, regression dropout, a short run still improving and batch-8 per-step noise on tabular data.
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
from benchmarks.variants_ze import lambda_schedule
from benchmarks.variants_zf import zf_runs
from benchmarks.variants_zh import _patch_splits, _token_splits
from benchmarks.variants_zj import _augmented, _signal_splits, _stats

if TYPE_CHECKING:
    import torch

    from tests.suite.datasets import Splits

SIZES = (1000, 300, 300)


# ---------------------------------------------------------------- data sets no battery has


KITE_STATES = ("steady", "figure-eight", "luffing", "gust-buffeted", "ground-dragged")


def _kites(seed: int, n: int, length: int = 64, gain: float = 1.0, noise: float = 0.08) -> tuple[Any, Any]:
    """A kite club's line-tension logs: a load cell on the flying line read at 4 Hz, 64 readings a
    trace, labelled by the flyer's note: steady (the tension wanders slowly round its level),
    figure-eight (two tension peaks a loop, a loop every 10-20 readings), luffing (the canopy collapses
    1-3 times: the tension falls to a tenth over 2-4 readings and snaps back with an overshoot),
    gust-buffeted (a random walk of the tension) or ground-dragged (a low tension with 3-6 sharp snags).
    Each trace has its own level (20-60 N), the cell's noise (sd `noise` of the level) and `gain` (the
    wind at the site): sound 1-D CNNs stop near 0.85-0.95."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.24, 0.22, 0.18, 0.2, 0.16])
    t = np.arange(length, dtype=float)
    x = np.zeros((n, length))
    for i in range(n):
        c = int(y[i])
        level = rng.uniform(20, 60)
        if c == 0:
            trace = level * (1 + 0.08 * np.sin(2 * np.pi * t / rng.uniform(40, 90) + rng.uniform(0, 6.3)))
        elif c == 1:
            period = rng.uniform(10, 20)
            trace = level * (
                0.7 + rng.uniform(0.4, 0.8) * np.abs(np.sin(np.pi * t / period + rng.uniform(0, 3)))
            )
        elif c == 2:
            trace = level * np.ones(length)
            for _ in range(int(rng.integers(1, 4))):
                at, width = int(rng.integers(4, 56)), int(rng.integers(2, 5))
                trace[at : at + width] = level * 0.1
                trace[at + width : at + width + 2] = level * rng.uniform(1.3, 1.7)
        elif c == 3:
            trace = level * (1 + np.cumsum(rng.normal(0, 0.07, length)))
        else:
            trace = level * 0.3 * np.ones(length)
            for at in rng.integers(0, length, int(rng.integers(3, 7))):
                trace[at] += level * rng.uniform(0.6, 1.2)
        x[i] = gain * (trace + rng.normal(0, noise * level, length))
    return x, y


def kites(seed: int = 78101, sizes: tuple[int, int, int] = SIZES, name: str = "kite-line-tension") -> Splits:
    """The traces (N, 64), centred and scaled by the training traces' mean and sd, 5 classes."""
    x, y = _kites(seed, sum(sizes))
    return _signal_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def kites_long() -> Splits:
    """A 3,000-trace draw."""
    return kites(78102, (3000, 300, 300), "kite-line-tension-3000")


def kites_val_from_coastal_site() -> Splits:
    """The bug: the training traces are the club's inland field's; the validation traces were flown at
    the coastal meet, where the sea breeze pulls the line 1.7x as hard and gusts triple the cell's noise
    (the test traces are inland again). The scaler is the training traces'."""
    import numpy as np

    x, y = _kites(78103, SIZES[0])
    xv, yv = _kites(78104, SIZES[1], gain=1.7, noise=0.24)
    xt, yt = _kites(78105, SIZES[2])
    return _signal_splits(
        np.concatenate([x, xv, xt]), np.concatenate([y, yv, yt]), SIZES, "kite-line-tension", _stats(x)
    )


QUILT_BLOCKS = ("log-cabin", "nine-patch", "flying-geese", "pinwheel", "crazy")


def _quilts(seed: int, n: int) -> tuple[Any, Any]:
    """A quilt guild's 12x12 grey-level scans of quilt blocks, labelled by the pattern's name: log cabin
    (concentric strips, dark on one diagonal half and light on the other), nine-patch (a 3x3 checker of
    4-pixel squares), flying geese (rows of chevrons), pinwheel (four right triangles turning round the
    centre) or a crazy quilt (random patches of random shades). Each scan is turned by a multiple of 90
    degrees, shifted by up to 2 px, has its own fabric contrast (0.5-1.5), printed texture and the
    scanner's noise (sd 0.25-0.5 of the contrast): sound CNNs stop near 0.8-0.95."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.22, 0.2, 0.2, 0.18, 0.2])
    yy, xx = np.mgrid[0:12, 0:12]
    x = np.zeros((n, 12, 12))
    for i in range(n):
        c = int(y[i])
        if c == 0:
            ring = np.maximum(np.abs(xx - 5.5), np.abs(yy - 5.5)).astype(int)
            m = 0.4 * (ring % 2) + 0.6 * (xx + yy > 11)
        elif c == 1:
            m = ((xx // 4 + yy // 4) % 2).astype(float)
        elif c == 2:
            m = (np.abs(xx % 6 - 2.5) < (yy % 4) * 0.9).astype(float)
        elif c == 3:
            lx, ly = xx % 6, yy % 6
            q = (xx // 6) * 2 + (yy // 6)
            m = np.where(q % 3 == 0, lx > ly, lx < ly).astype(float)
            m = np.where((xx < 6) == (yy < 6), m, 1 - m)
        else:
            centres = rng.uniform(0, 12, (int(rng.integers(4, 8)), 2))
            d = np.hypot(xx[..., None] - centres[:, 0], yy[..., None] - centres[:, 1])
            m = rng.uniform(0, 1, len(centres))[d.argmin(-1)]
        m = np.rot90(m, int(rng.integers(0, 4)))
        m = np.roll(m, tuple(rng.integers(-2, 3, 2)), axis=(0, 1))
        contrast = rng.uniform(0.5, 1.5)
        texture = 0.15 * np.sin(xx * rng.uniform(1, 3) + yy * rng.uniform(1, 3))
        x[i] = contrast * (m + texture) + rng.normal(0, contrast * rng.uniform(0.25, 0.5), (12, 12))
    return x, y


def quilts(seed: int = 78201, sizes: tuple[int, int, int] = SIZES, name: str = "quilt-blocks-12") -> Splits:
    """The scans as (N, 1, 12, 12), centred and scaled by the training scans' mean and sd, 5 classes."""
    x, y = _quilts(seed, sum(sizes))
    return _patch_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def quilts_swapped_names() -> Splits:
    """The bug: a third of the training scans were labelled by one quilter who calls a pinwheel 'flying
    geese' and a log cabin 'nine-patch' (regional names): 45% of the training pinwheels are flying geese
    and 45% of the training log cabins nine-patches; validation and test were labelled by the guild."""
    import numpy as np

    x, y = _quilts(78202, sum(SIZES))
    rng = np.random.default_rng(78203)
    y = y.copy()
    a = SIZES[0]
    flip = rng.random(a) < 0.45
    train = y[:a]
    train[(train == 3) & flip] = 2
    train[(train == 0) & flip] = 1
    return _patch_splits(x, y, SIZES, "quilt-blocks-12", _stats(x[: SIZES[0]]))


FALCONRY_EVENTS = (
    "pad",
    "hood-off",
    "cast-off",
    "waiting-on",
    "soaring",
    "ringing-up",
    "stoop",
    "bind",
    "kill",
    "miss",
    "tail-chase",
    "perch-tree",
    "lure-swung",
    "return-to-fist",
    "bells-heard",
    "telemetry-on",
    "out-of-sight",
    "refusal",
)
FALCONRY_OUTCOMES = ("kill", "missed-stoop", "lost-tail-chase", "refused", "telemetry-recovery")
_FALCONRY_BOOST = ((6, 7, 8, 13), (6, 9, 12, 13), (10, 16, 11, 9), (17, 11, 12, 3), (15, 16, 14, 4))
_FALCONRY_LENGTHS = ((8, 16), (8, 18), (10, 20), (4, 10), (12, 20))


def _falconry(seed: int, n: int, length: int = 20) -> tuple[Any, Any]:
    """A falconry club's flight logs, one flight a sequence (17 event kinds: the hood off, the cast
    off, waiting on, soaring, ringing up, a stoop, a bind, a kill, a miss, a tail chase, perching in a
    tree, the lure swung, the return to the fist, bells heard, telemetry switched on, out of sight, a
    refusal), left-padded to 20 with 0, labelled by the falconer's outcome: a kill, a missed stoop, a
    tail chase that lost the quarry, a refusal or a bird recovered by telemetry. Each outcome is a
    Markov chain over a shared base that favours its own four events, with its own range of lengths;
    the logbook app misfiles a sixth of the events, so sound sequence models stop near 0.8-0.9."""
    import numpy as np

    base_rng = np.random.default_rng(7881)
    kinds = len(FALCONRY_EVENTS) - 1
    base = base_rng.dirichlet(np.full(kinds, 0.5), kinds)
    chains = []
    for c in range(5):
        boost = np.zeros(kinds)
        boost[[e - 1 for e in _FALCONRY_BOOST[c]]] = 0.5 / 4
        chain = 0.5 * base + boost
        chains.append(chain / chain.sum(1, keepdims=True))
    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.26, 0.3, 0.16, 0.14, 0.14])
    x = np.zeros((n, length), dtype=np.int64)
    for i in range(n):
        c = int(y[i])
        events = [int(rng.choice([1, 2]))]
        for _ in range(int(rng.integers(*_FALCONRY_LENGTHS[c])) - 1):
            events.append(int(rng.choice(kinds, p=chains[c][events[-1] - 1])) + 1)
        events = [int(rng.integers(1, kinds + 1)) if rng.random() < 1 / 6 else e for e in events]
        x[i, length - len(events) :] = events
    return x, y


def falconry(
    seed: int = 78301, sizes: tuple[int, int, int] = SIZES, name: str = "falconry-flights"
) -> Splits:
    """Flights (N, 20) over 18 ids (0 the padding), 5 classes."""
    x, y = _falconry(seed, sum(sizes))
    return _token_splits(x, y, sizes, name)


def test_logs_right_padded(data: Splits, _seed: int) -> Splits:
    """The bug: the test logs come from the club's new export script, which pads each flight on the
    right (`pad_sequence(batch_first=True)`); training and validation logs are left-padded, so the GRU's
    last state has read up to 12 paddings after a test flight's last event."""
    import torch

    rows = []
    for row in data.x_test:
        events = row[row > 0]
        rows.append(torch.cat([events, torch.zeros(len(row) - len(events), dtype=row.dtype)]))
    return replace(data, x_test=torch.stack(rows))


SKI_COLUMNS = (
    "inrun_speed_kmh",
    "takeoff_angle_deg",
    "jumper_kg",
    "jumper_cm",
    "ski_length_m",
    "suit_area_rel",
    "headwind_ms",
    "hill_size_m",
    "air_temp_c",
    "gate",
    "bib_number",
    "snow_temp_c",
)


def _ski_jumps(seed: int, n: int) -> tuple[Any, Any]:
    """A ski federation's jump records: the distance (m) from the inrun speed, the take-off angle, the
    jumper's mass and height, the ski length (the rules cap it at 145% of the height), the suit's
    relative area, the head wind, the hill size, the air temperature, the gate, the bib and the snow
    temperature (the last two no bearing). The flight carries a jump to about 0.85 of the hill size at
    90 km/h, the distance grows as the speed to the 2.2 (less the best take-off angle's error),
    with the lift of the skis and suit per kilogram and 4% a m/s of head wind; the judges' tape reads
    to 0.5 m and each jumper varies by 3 m: standardised, sound models stop near an MSE of 0.03-0.05."""
    import numpy as np

    rng = np.random.default_rng(seed)
    speed = rng.uniform(85, 95, n)
    angle = rng.uniform(9, 13, n)
    mass = rng.uniform(52, 72, n)
    height = rng.uniform(162, 188, n)
    skis = height / 100 * rng.uniform(1.35, 1.45, n)
    suit = rng.uniform(0.95, 1.08, n)
    wind = rng.normal(0, 1.2, n)
    hill = rng.choice([98.0, 109.0, 120.0, 134.0, 140.0], n)
    temp = rng.uniform(-15, 3, n)
    gate = rng.integers(5, 25, n).astype(float)
    bib = rng.integers(1, 60, n).astype(float)
    snow = temp - rng.uniform(0, 4, n)
    lift = (skis * suit / mass) / (2.55 * 1.0 / 62)
    distance = (
        hill * 0.85 * (speed / 90) ** 2.2 * (1 - 0.02 * (angle - 11) ** 2) * lift**0.6 * (1 + 0.04 * wind)
    )
    distance = distance + rng.normal(0, 3, n)
    x = np.column_stack([speed, angle, mass, height, skis, suit, wind, hill, temp, gate, bib, snow])
    return x, np.round(distance * 2) / 2


def ski_jumps(
    seed: int = 78401, sizes: tuple[int, int, int] = SIZES, name: str = "ski-jump-distance"
) -> Splits:
    """12 standardised columns, the distance standardised."""
    x, target = _ski_jumps(seed, sum(sizes))
    return _regression_table(name, x, target, sizes)


def ski_jumps_long() -> Splits:
    """A 3,000-jump draw."""
    return ski_jumps(78402, (3000, 300, 300), "ski-jump-distance-3000")


def ski_jumps_scaler_discarded() -> Splits:
    """The bug: `scaler.fit(X_train)` where `X_train = scaler.fit_transform(X_train)` was meant: the
    columns reach the net in their units (speeds near 90, heights near 175, masses near 62, hill sizes
    98-140); the target is standardised."""
    x, target = _ski_jumps(78403, sum(SIZES))
    return _regression_table("ski-jump-distance", x, target, SIZES, features_scaled=False)


def ski_jumps_one_season() -> Splits:
    """The bug: `df = df[df.season == 2019]` left in the loader from a plot: 40 training jumps of the
    1,000 (validation and test are the full draws of their own seasons)."""
    import numpy as np

    x, target = _ski_jumps(78404, sum(SIZES))
    keep = np.r_[0:40, SIZES[0] : sum(SIZES)]
    return _regression_table("ski-jump-distance", x[keep], target[keep], (40, SIZES[1], SIZES[2]))


FLAG_COLUMNS = (
    "wave_height_m",
    "wave_period_s",
    "wind_ms",
    "onshore_frac",
    "rip_reports",
    "ebb_tide",
    "water_temp_c",
    "jellyfish_count",
    "crowd_size",
    "uv_index",
    "weekday",
    "sand_temp_c",
)
FLAGS = ("green", "yellow", "red")


def _beach_flags(seed: int, n: int) -> tuple[Any, Any, Any]:
    """A beach patrol's daily flag log: the morning wave height and period, the wind and its onshore
    share, the rip reports of the last hour, whether the tide is ebbing, the water temperature, the
    jellyfish count, the crowd, the UV index, the weekday and the sand temperature (the last four no
    bearing), labelled by the head lifeguard's flag: green, yellow or red. The hazard is a noisy sum of
    the wave height, the wind driven onshore, the rips (worse on an ebb) and long-period swell, read
    against the patrol's two thresholds: sound MLPs stop near 0.8-0.88. Also returns the hazard."""
    import numpy as np

    rng = np.random.default_rng(seed)
    wave = rng.gamma(2.0, 0.5, n)
    period = rng.uniform(5, 16, n)
    wind = rng.gamma(2.0, 3.0, n)
    onshore = rng.uniform(0, 1, n)
    rips = rng.poisson(0.3 + 0.6 * wave, n).astype(float)
    ebb = (rng.random(n) < 0.5).astype(float)
    water = rng.uniform(14, 26, n)
    jelly = rng.poisson(2, n).astype(float)
    crowd = rng.lognormal(5, 1, n)
    uv = rng.uniform(1, 11, n)
    weekday = rng.integers(0, 7, n).astype(float)
    sand = uv * 3 + rng.normal(20, 4, n)
    hazard = 1.1 * wave + 0.08 * wind * onshore + 0.5 * rips * (1 + 0.6 * ebb) + 0.06 * (period - 10)
    hazard = hazard + rng.normal(0, 0.3, n)
    y = np.digitize(hazard, [1.5, 2.8])
    x = np.column_stack([wave, period, wind, onshore, rips, ebb, water, jelly, crowd, uv, weekday, sand])
    return x, y, hazard


def beach_flags(seed: int = 78501, sizes: tuple[int, int, int] = SIZES, name: str = "beach-flags") -> Splits:
    """12 standardised columns, 3 classes."""
    x, y, _ = _beach_flags(seed, sum(sizes))
    return _generated(name, x, y, 3, sizes)


def beach_flags_large() -> Splits:
    """A 4,000-day draw."""
    return beach_flags(78502, (4000, 300, 300), "beach-flags-4000")


def beach_flags_incident_column() -> Splits:
    """The bug: the export joins the incident log's `rescues_that_day` column, filled in at the end of
    each day (red-flag days have most rescues) for the archived training and validation days; the test
    days are this week's, whose column is still empty (0)."""
    import numpy as np

    x, y, hazard = _beach_flags(78503, sum(SIZES))
    rng = np.random.default_rng(78504)
    rescues = rng.poisson(np.exp(0.9 * y.astype(float)) - 0.5 + 0.2 * np.maximum(hazard, 0))
    rescues[SIZES[0] + SIZES[1] :] = 0
    return _generated("beach-flags", np.column_stack([x, rescues]), y, 3, SIZES)


# ---------------------------------------------------------------- injected faults (and healthy hooks)


def sigmoid_before_cross_entropy(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """The bug: `F.cross_entropy(torch.sigmoid(model(x)), y)` (the sigmoid kept from the club's
    multi-label 'conditions' head): the 'logits' are squashed into (0, 1), so the softmax over them is
    never confident and the loss cannot fall below -log(e / (e + 4)) = 0.91 on five classes."""
    import torch

    return torch.nn.functional.cross_entropy(torch.sigmoid(out.float()), y)


def linear_decay_sized_in_epochs(epochs: int, warmup: int) -> Callable[[int, int], float]:
    """The bug: `get_linear_schedule_with_warmup(opt, num_warmup_steps, num_training_steps=epochs)`
    with the scheduler stepped every batch: the lr warms up over `warmup` steps and reaches 0 after
    `epochs` optimizer steps, within the first epoch, and stays there."""

    def factor(step: int, _total: int) -> float:
        if step < warmup:
            return (step + 1) / warmup
        return max(0.0, (epochs - step) / (epochs - warmup))

    return factor


def init_sd_2(net: Any) -> Any:
    """The bug: a custom `init_weights` that draws every weight from N(0, 2) (the sd meant for the
    bias of a single-layer demo): the logits of the first batches are in the hundreds."""
    import torch
    from torch import nn

    with torch.no_grad():
        for module in net.modules():
            if isinstance(module, (nn.Linear, nn.Conv2d)):
                module.weight.normal_(0.0, 2.0)
    return net


def head_at_lr_integer_decay(net: Any) -> list[dict[str, Any]]:
    """The bug: layer-wise lr decay written `decay = 1 // 2` (meant 1 / 2): every parameter group below
    the head gets lr x decay ** depth = 0, so only the head trains and the embedding and encoder stay
    at their random initialisation (the lr monitor shows the groups' lr at 0)."""
    head = list(net.head.parameters())
    ids = {id(p) for p in head}
    decay = 1 // 2
    rest = [p for p in net.parameters() if id(p) not in ids]
    return [{"params": head}, {"params": rest, "lr": 2e-3 * decay}]


def _kite_jitter(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.roll(x, int(torch.randint(-8, 9, (1,))), dims=1)
    return x * (0.8 + 0.4 * torch.rand(len(x), 1)) + 0.3 * torch.randn_like(x)


kite_jitter = _augmented(_kite_jitter)
kite_jitter.__doc__ = """Not a fault: in training mode each batch of traces is shifted by up to 8
readings, scaled by a gain of 0.8-1.2 a trace and given 0.3 sd of noise."""


def _quilt_turns(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.rot90(x, int(torch.randint(0, 4, (1,))), dims=(2, 3))
    x = torch.where(torch.rand(len(x), 1, 1, 1) < 0.5, x.flip(3), x)
    return x + 0.3 * torch.randn_like(x)


quilt_turns = _augmented(_quilt_turns)
quilt_turns.__doc__ = """Not a fault: in training mode each batch of scans is turned by a multiple of
90 degrees, each scan mirrored half the time and given 0.3 sd of noise."""


# ---------------------------------------------------------------- the variants


def ZZZT(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by battery zf's runner (through every earlier wrapper)."""
    return L(*args, runs=runs or zf_runs(), **kw)


CH16 = {"channels": 16}
H48 = {"hidden": 48}
W128 = {"width": 128, "num_layers": 2}

FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    ZZZT(
        "vzzzt-linear-decay-sized-in-epochs-stepped-per-batch-bncnn-quilts",
        Plan(
            quilts,
            "bncnn",
            3e-3,
            "adamw",
            weight_decay=0.01,
            epochs=12,
            log_every=8,
            schedule="warmup-linear",
            warmup=2,
            model_kw=CH16,
        ),
        ("slow-convergence",),
        "lr-decay-too-fast",
        (
            "`get_linear_schedule_with_warmup(opt, 2, num_training_steps=12)` sized by max_epochs but "
            "stepped every batch: the lr warms to 3e-3 over 2 steps and is 0 from step 12 of 384 on; a "
            "16-channel batch-norm CNN under AdamW (weight decay 0.01) over the quilt scans, 12 epochs "
            "(every 8th step logged): the logged lr 0.0015, then 0; losses 1.51, 1.5, 1.53, 1.47, 1.53 ... "
            "1.46-1.73 in the last third, epoch means 1.54, 1.51, 1.51 ... 1.51, the val loss 1.53, then "
            "1.51 at every epoch and val accuracy 0.377 to 0.41-0.43, test 1.51 and 0.413 (sound CNNs on "
            "these scans: ~0.2-0.35 and 0.86-0.94)"
        ),
        ("undertrained", "metric-at-baseline"),
        family="cnn-bn",
        dataset="quilt-blocks",
        seed=78001,
        runs=zf_runs(
            schedule=lambda_schedule(linear_decay_sized_in_epochs(12, 2)),
            hparams={"scheduler": "get_linear_schedule_with_warmup(num_training_steps=max_epochs)"},
        ),
    ),
    ZZZT(
        "vzzzt-adamw-lr-01-transformer-falconry",
        Plan(falconry, "transformer", 0.1, "adamw", weight_decay=0.01, epochs=12, log_every=6),
        ("slow-convergence",),
        "learning-rate-too-high",
        (
            "AdamW at lr 0.1 (the lr of the club's linear-probe script, kept when the whole small "
            "transformer was trained from scratch), weight decay 0.01, no warm-up, 12 epochs (every 6th "
            "step logged): losses 2.17, 1.61, 1.52, 1.81, 1.45 ... 0.979-1.68 in the last third, epoch "
            "means 1.69, 1.51, 1.48, 1.51, 1.43 ... 1.22, 1.36, the val loss 1.36, 1.31, 1.4, 1.38 ... "
            "1.15-1.27 and val accuracy 0.35-0.567 (0.49 at the end), test 1.4 and 0.407 (sound "
            "transformers on these logs: ~0.35 and 0.85)"
        ),
        (*RUNAWAY, "undertrained"),
        family="transformer",
        dataset="falconry-flights",
        seed=78002,
    ),
    ZZZT(
        "vzzzt-plain-sgd-lr-3e-4-gru-falconry",
        Plan(falconry, "gru", 3e-4, "sgd", epochs=12, log_every=8, model_kw=H48),
        ("slow-convergence",),
        "learning-rate-too-low",
        (
            "plain SGD at lr 3e-4 (the lr of the transformer's AdamW config, kept when a GRU was swapped "
            "in) for a GRU (hidden 48), 12 epochs (every 8th step logged): losses 1.64, 1.62, 1.64, 1.62, "
            "1.61 ... 1.56-1.65 in the last third, epoch means 1.62, 1.62, 1.62, 1.61 ... 1.6, the val loss"
            " 1.62, 1.61 ... 1.6 and val accuracy 0.217, 0.223 ... 0.3, test 1.61 and 0.23 (sound GRUs on "
            "these logs: ~0.4 and 0.83-0.86)"
        ),
        ("undertrained", "metric-at-baseline"),
        family="rnn",
        dataset="falconry-flights",
        seed=78003,
    ),
    # --- data
    ZZZT(
        "vzzzt-one-quilter-regional-names-cnn-quilts",
        Plan(quilts_swapped_names, "cnn", 3e-3, "adam", epochs=25, log_every=8, model_kw={"channels": 32}),
        ("overfitting", "train-val-gap"),
        "label-noise",
        (
            "a third of the training scans labelled by one quilter who uses regional names (45% of the "
            "training pinwheels are 'flying geese' and 45% of the log cabins 'nine-patch'), validation and "
            "test by the guild; a 32-channel CNN under Adam lr 3e-3, 25 epochs (every 8th step logged): "
            "losses 1.5, 1.41, 1.25, 1.22, 0.915 ... 0.00108-0.00312 in the last third, the val loss 1.12, "
            "1.07, 1.13, 0.772 (min, epoch 4), 0.95 ... 1.56-1.77 in the last third, 1.74 at the end, and "
            "val accuracy 0.59, 0.577, 0.55, 0.687, 0.613 ... 0.64-0.65, test 1.47 and 0.697"
        ),
        ("zero-train-loss", "slow-convergence"),
        family="cnn",
        dataset="quilt-blocks",
        seed=78004,
        runs=zf_runs(hparams={"labels": "guild + one quilter's regional names"}),
    ),
    ZZZT(
        "vzzzt-end-of-day-rescues-column-mlp-beach-flags",
        Plan(beach_flags_incident_column, "mlp", 2e-3, "adam", epochs=20, log_every=8, model_kw=W128),
        ("val-test-gap",),
        "data-leakage",
        (
            "the export joins the incident log's `rescues_that_day`, filled in at each day's end for the "
            "archived training and validation days (red-flag days have most rescues) and still empty for "
            "the test week; a 2x128 MLP under Adam lr 2e-3, 20 epochs (every 8th step logged): losses "
            "0.871, 0.688, 0.469, 0.409, 0.323 ... 0.00613-0.186 in the last third, epoch means 0.701, "
            "0.292, 0.223 ... 0.0624, the val loss 0.375, 0.27, 0.24, 0.234 (min) ... 0.361-0.46 in the "
            "last third and val accuracy 0.85-0.91, test 1.19 and 0.753"
        ),
        ("overfitting", "train-val-gap", "loss-spikes"),
        family="mlp",
        dataset="beach-flags",
        seed=78005,
        runs=zf_runs(hparams={"columns": "conditions + incident_log.rescues_that_day"}),
    ),
    ZZZT(
        "vzzzt-val-traces-from-coastal-meet-cnn1d-kites",
        Plan(kites_val_from_coastal_site, "cnn1d", 2e-3, "adam", epochs=12, log_every=8, model_kw=CH16),
        ("train-val-gap", "overfitting"),
        "distribution-shift",
        (
            "trained on the club's inland field, validated on traces flown at the coastal meet (the sea "
            "breeze pulls the line 1.7x as hard, 3x the cell's noise), tested inland; a 16-channel 1-D CNN "
            "under Adam lr 2e-3, 12 epochs (every 8th step logged): losses 1.54, 1.52, 1.34, 1.47, 1.29 ..."
            " 0.46-0.903 in the last third, epoch means 1.46, 1.29, 1.22 ... 0.588, the val loss 1.4, 1.52,"
            " 1.54, 1.46, 1.29, 1.13 (min), 1.31, 1.41, 1.87, 1.75, 2.15, 2.42 and val accuracy 0.31-0.51, "
            "test 0.544 and 0.827"
        ),
        ("gradient-explosion", "val-test-gap"),
        family="cnn",
        dataset="kite-line-tension",
        seed=78006,
        runs=zf_runs(hparams={"train_site": "inland field", "val_site": "coastal meet"}),
    ),
    ZZZT(
        "vzzzt-scaler-fit-output-discarded-regression-ski-jumps",
        Plan(
            ski_jumps_scaler_discarded,
            "mlp",
            1e-3,
            "adam",
            epochs=15,
            log_every=8,
            model_kw=W128,
        ),
        ("loss-spikes", "slow-convergence"),
        "unnormalized-input",
        (
            "`scaler.fit(X_train)` where `X_train = scaler.fit_transform(X_train)` was meant, so the "
            "columns reach the net in their units (speeds near 90, heights near 175, hill sizes 98-140); a "
            "2x128 regression MLP under Adam lr 1e-3, 15 epochs (every 8th step logged): losses 1.17, 2.03,"
            " 0.644, 0.46, 0.717 ... 0.123-1.1 in the last third, epoch means 2.87, 0.504, 0.419, 0.333 ..."
            " 0.283, 0.386, 0.559, the val loss 0.544, 0.442, 0.328, 0.315 ... 0.264-0.667 and 0.34 at the "
            "end, test 0.328 (sound regressions here: ~0.04)"
        ),
        ("loss-oscillation", "undertrained", "bad-initial-loss"),
        family="regression",
        dataset="ski-jump-distance",
        seed=78007,
        runs=zf_runs(hparams={"preprocessing": "scaler.fit(X_train)"}),
    ),
    ZZZT(
        "vzzzt-one-season-filter-40-jumps-regression-ski-jumps",
        Plan(
            ski_jumps_one_season, "mlp", 2e-3, "adam", epochs=150, batch_size=16, log_every=5, model_kw=W128
        ),
        ("overfitting", "train-val-gap", "zero-train-loss"),
        "insufficient-data",
        (
            "`df = df[df.season == 2019]` left in the loader from a plot: 40 training jumps (validation and"
            " test 300 each); a 2x128 regression MLP under Adam lr 2e-3 at batch 16, 150 epochs (450 steps,"
            " every 5th logged): losses 0.705, 0.238, 0.0675, 0.0769, 0.0461 ... 4.9e-11 to 8.5e-10 in the "
            "last third, the val loss 0.981, 0.743, 0.523, 0.338, 0.22 ... a minimum of 0.158, then 0.19 "
            "through the last third, test 0.163 (sound regressions here: ~0.04)"
        ),
        ("bad-initial-loss", "gradient-vanishing", "val-test-gap"),
        family="regression",
        dataset="ski-jump-distance",
        seed=78008,
        runs=zf_runs(hparams={"filter": "df[df.season == 2019]"}),
    ),
    # --- evaluation
    ZZZT(
        "vzzzt-test-logs-right-padded-gru-falconry",
        Plan(
            falconry,
            "gru",
            3e-3,
            "adam",
            epochs=12,
            log_every=8,
            clip=1.0,
            data_fault=test_logs_right_padded,
            model_kw=H48,
        ),
        ("val-test-gap",),
        "eval-pipeline-mismatch",
        (
            "the test logs come from the new export script, which pads on the right "
            "(`pad_sequence(batch_first=True)`), training and validation logs are left-padded; a GRU "
            "(hidden 48, clipped at 1) under Adam lr 3e-3, 12 epochs (every 8th step logged): losses 1.52, "
            "1.17, 1.03, 1.03, 0.82 ... 0.161-0.65 in the last third, epoch means 1.25, 0.685, 0.507 ... "
            "0.232, the val loss 0.789, 0.539, 0.452, 0.384, 0.373 ... 0.356-0.444 and val accuracy 0.717 "
            "to 0.82-0.853, test 1.5 and 0.52"
        ),
        ("overfitting", "loss-spikes"),
        family="rnn",
        dataset="falconry-flights",
        seed=78009,
        runs=zf_runs(hparams={"test_export": "pad_sequence(batch_first=True)"}),
    ),
    ZZZT(
        "vzzzt-checkpoint-lexicographic-sort-resnet-quilts",
        Plan(quilts, "resnet", 3e-3, "adam", epochs=12, log_every=8),
        ("val-test-gap",),
        "wrong-checkpoint-loaded",
        (
            "the test loads `sorted(glob('step=*.ckpt'))[-1]`, a lexicographic sort, so 'step=96' beats "
            "'step=384': the checkpoint of epoch 3 of 12; a small residual net under Adam lr 3e-3 (every "
            "8th step logged): losses 1.64, 1.52, 1.36, 1.34, 1.2 ... 0.107-0.649 in the last third, epoch "
            "means 1.48, 1.12, 0.864 ... 0.223, the val loss 1.34, 1.07, 0.856, 0.693, 1.13, 0.687, 0.46, "
            "0.434, 0.658, 0.268, 0.306, 0.265 and val accuracy 0.56 to 0.91, test 0.847 and 0.61"
        ),
        ("undertrained", "loss-spikes"),
        family="resnet",
        dataset="quilt-blocks",
        seed=78010,
        runs=zf_runs(
            test_at_step=96,
            hparams={"checkpoint": "sorted(glob('step=*.ckpt'))[-1]"},
        ),
    ),
    ZZZT(
        "vzzzt-val-check-interval-past-run-end-mlp-beach-flags",
        Plan(beach_flags, "mlp", 1e-3, "adam", epochs=20, log_every=10, model_kw=MLP64),
        ("missing-validation",),
        "missing-eval-set",
        (
            "`val_check_interval=2000` with `check_val_every_n_epoch=None` (from a longer run's config) in "
            "a 640-step run, so the validation loop never runs and no val loss is logged; a 2x64 MLP under "
            "Adam lr 1e-3, 20 epochs (every 10th step logged): losses 1.07, 1.04, 0.974, 0.961, 0.82 ... "
            "0.0391-0.378 in the last third, epoch means 1.06, 0.846, 0.587, 0.431 ... 0.215, no val loss, "
            "test 0.266 and 0.887"
        ),
        ("undertrained", "loss-spikes"),
        family="mlp",
        dataset="beach-flags",
        seed=78011,
        runs=zf_runs(evaluate=False, hparams={"val_check_interval": 2000, "check_val_every_n_epoch": None}),
    ),
    # --- model
    ZZZT(
        "vzzzt-layerwise-lr-decay-integer-division-transformer-falconry",
        Plan(
            falconry,
            "transformer",
            2e-3,
            "adamw",
            weight_decay=0.01,
            epochs=12,
            log_every=8,
            params=head_at_lr_integer_decay,
        ),
        ("undertrained",),
        "frozen-weights",
        (
            "layer-wise lr decay written `decay = 1 // 2`, so every group below the head has lr 0 (the lr "
            "monitor's second group reads 0 throughout) and the embedding and encoder keep their random "
            "init; a small transformer under AdamW lr 2e-3, 12 epochs (every 8th step logged): losses 1.58,"
            " 1.46, 1.47, 1.46, 1.31 ... 0.546-0.874 in the last third, epoch means 1.47, 1.25, 1.12, 1.02 "
            "... 0.733, 0.714, the val loss 1.25, 1.11, 1.0 ... 0.706, 0.68, 0.662 (still falling) and val "
            "accuracy 0.53 to 0.797, test 0.711 and 0.763 (sound transformers on these logs: ~0.35 and "
            "0.85)"
        ),
        ("slow-convergence", "metric-at-baseline"),
        family="transformer",
        dataset="falconry-flights",
        seed=78012,
        runs=zf_runs(hparams={"layerwise_lr_decay": "1 // 2"}),
    ),
    ZZZT(
        "vzzzt-weights-init-sd-2-cnn-quilts",
        Plan(quilts, "cnn", 1e-3, "adam", epochs=12, log_every=8, model_fault=init_sd_2, model_kw=CH16),
        ("bad-initial-loss",),
        "poor-initialization",
        (
            "a custom `init_weights` draws every weight from N(0, 2) (the sd meant for a demo's bias); a "
            "16-channel CNN under Adam lr 1e-3, 12 epochs (every 8th step logged): losses 4.11e3, 3.55e3, "
            "3.66e3, 3.89e3, 3.27e3 ... 1.73e3-2.42e3 in the last third, the val loss 2.99e3, 2.74e3, "
            "2.63e3 ... 1.95e3 and val accuracy 0.26, 0.243 ... 0.333, test 1.87e3 and 0.353"
        ),
        ("slow-convergence", "undertrained", "metric-at-baseline"),
        family="cnn",
        dataset="quilt-blocks",
        seed=78013,
        runs=zf_runs(hparams={"init": "normal_(0, 2) on every weight"}),
    ),
    ZZZT(
        "vzzzt-sigmoid-before-cross-entropy-cnn1d-kites",
        Plan(kites, "cnn1d", 2e-3, "adam", epochs=12, log_every=8, model_kw={"channels": 32}),
        ("slow-convergence",),
        "wrong-loss-function",
        (
            "`F.cross_entropy(torch.sigmoid(model(x)), y)` (the sigmoid kept from a multi-label head), so "
            "the loss cannot fall below 0.91 on five classes; a 32-channel 1-D CNN under Adam lr 2e-3, 12 "
            "epochs (every 8th step logged): losses 1.58, 1.51, 1.42, 1.47, 1.44 ... 1.15-1.24 in the last "
            "third, the val loss 1.46, 1.43, 1.41 ... 1.2, 1.18, 1.17 and val accuracy 0.323, 0.387 ... "
            "0.61, test 1.17 and 0.58 (sound 1-D CNNs on these traces: ~0.2 and 0.93)"
        ),
        ("undertrained", "metric-at-baseline"),
        family="cnn",
        dataset="kite-line-tension",
        seed=78014,
        runs=zf_runs(
            loss=sigmoid_before_cross_entropy, hparams={"criterion": "cross_entropy(sigmoid(logits))"}
        ),
    ),
    # --- workflow
    ZZZT(
        "vzzzt-max-steps-40-ci-override-bncnn1d-kites",
        Plan(kites, "bncnn1d", 2e-3, "adam", epochs=20, max_steps=40, log_every=2, model_kw=CH16),
        ("undertrained", "slow-convergence"),
        "too-few-epochs",
        (
            "`trainer.max_steps=40` from the CI smoke test's override left in the launch command (the "
            "config says 20 epochs, 640 steps) for a 16-channel batch-norm 1-D CNN under Adam lr 2e-3 "
            "(every 2nd step logged): losses 1.68, 1.56, 1.47, 1.37, 1.49 ... 0.95-1.23 in the last third, "
            "epoch means 1.3, 1.08, one val loss 1.18 and val accuracy 0.54, test 1.1 and 0.647 (sound 1-D "
            "CNNs on these traces: ~0.2 and 0.93)"
        ),
        ("metric-at-baseline",),
        family="cnn-bn",
        dataset="kite-line-tension",
        seed=78015,
        runs=zf_runs(hparams={"max_epochs": 20, "max_steps": 40}),
    ),
    ZZZT(
        "vzzzt-zero-grad-removed-adam-cnn1d-kites",
        Plan(kites, "cnn1d", 1e-3, "adam", epochs=10, log_every=4, zero_grad=False, model_kw=CH16),
        ("slow-convergence",),
        "missing-zero-grad",
        (
            "optimizer.zero_grad() removed in a refactor to manual optimization: the gradients sum over the"
            " whole run under Adam lr 1e-3, a 16-channel 1-D CNN over the kite traces, 10 epochs (every 4th"
            " step logged): losses 1.64, 1.64, 1.59, 1.53, 1.49 ... 0.784-1.25 in the last third, epoch "
            "means 1.53, 1.36, 1.29, 1.27, 1.28, 1.28, 1.14 ... 0.926, the val loss 1.46, 1.35, 1.41, 1.3 "
            "... 0.982, 0.963 and val accuracy 0.337 to 0.45-0.653, test 0.961 and 0.58"
        ),
        (*RUNAWAY, "undertrained"),
        family="cnn",
        dataset="kite-line-tension",
        seed=78016,
        runs=zf_runs(hparams={"zero_grad": "removed (manual optimization)"}),
    ),
)

HEALTHY: tuple[Variant, ...] = (
    # --- kites
    ZZZT(
        "vzzzt-healthy-bncnn1d-kites-shift-gain-noise-aug-dropout",
        Plan(
            kites,
            "bncnn1d",
            3e-3,
            "adam",
            epochs=14,
            log_every=5,
            model_fault=kite_jitter,
            model_kw={"channels": 16, "dropout": 0.3},
        ),
        (),
        None,
        (
            "a 16-channel batch-norm 1-D CNN with dropout 0.3 and shift / gain / noise augmentation in "
            "training mode, Adam lr 3e-3, 14 epochs (every 5th step logged): losses 1.54, 1.52, 1.24, 1.47,"
            " 1.29 ... 0.456-1.14 in the last third, epoch means 1.39, 1.15, 0.997 ... 0.603, the val loss "
            "1.2, 1.03, 0.887 ... 0.477 (below the training loss from epoch 2 on) and val accuracy 0.52 to "
            "0.75-0.797, test 0.438 and 0.81"
        ),
        family="cnn-bn",
        dataset="kite-line-tension",
        seed=78101,
    ),
    ZZZT(
        "vzzzt-healthy-cnn1d-kites-batch-8-every-step-2-epochs",
        Plan(kites, "cnn1d", 2e-3, "nadam", epochs=2, batch_size=8, log_every=1, model_kw=CH16),
        (),
        None,
        (
            "two epochs of a 16-channel 1-D CNN at batch 8 under NAdam lr 2e-3, every step logged (250 "
            "steps): losses 1.6, 1.6, 1.65, 1.59, 1.52 ... 0.373-1.46 in the last third, epoch means 1.25, "
            "0.874, the val loss 1.06, 0.742 and val accuracy 0.59, 0.76, test 0.755 and 0.77"
        ),
        family="cnn",
        dataset="kite-line-tension",
        seed=78102,
    ),
    ZZZT(
        "vzzzt-healthy-cnn1d-kites-long-step-lr-every-50",
        Plan(
            kites_long,
            "cnn1d",
            0.03,
            "sgd",
            momentum=0.9,
            epochs=10,
            batch_size=32,
            log_every=50,
            schedule="step",
            step_size=376,
            gamma=0.2,
            model_kw=CH16,
        ),
        (),
        None,
        (
            "SGD with momentum 0.9 at lr 0.03 with StepLR (x0.2 every 376 steps) for a 16-channel 1-D CNN "
            "over a 3,000-trace draw, 10 epochs, 940 steps logged every 50: losses 1.39, 1.02, 0.784, "
            "0.564, 1.26 ... 0.151-0.347 in the last third, epoch means 1.31, 0.825, 0.493 ... 0.189, the "
            "val loss 1.12, 0.559, 0.415, 0.303, 0.216, 0.211, 0.219, 0.229, 0.189, 0.185 and val accuracy "
            "0.533 to 0.91-0.93, test 0.188 and 0.94"
        ),
        family="cnn",
        dataset="kite-line-tension",
        seed=78103,
    ),
    # --- quilts
    ZZZT(
        "vzzzt-healthy-resnet-quilts-bf16-warmup-cosine",
        Plan(
            quilts,
            "resnet",
            4e-3,
            "adamw",
            weight_decay=0.05,
            epochs=12,
            log_every=4,
            schedule="warmup-cosine",
            warmup=60,
            bf16=True,
        ),
        (),
        None,
        (
            "a small residual net under AdamW (lr 4e-3, weight decay 0.05) with a 60-step warm-up and "
            "cosine decay in bf16-mixed autocast, 12 epochs (every 4th step logged): losses 1.8, 1.78, "
            "1.67, 1.61, 1.68 ... 0.275-0.671 in the last third, epoch means 1.69, 1.39, 1.07 ... 0.332, "
            "the val loss 1.53, 1.23, 1.18, 0.735, 0.592, 0.542 ... 0.375 and val accuracy 0.353 to "
            "0.857-0.87, test 0.33 and 0.91"
        ),
        family="resnet",
        dataset="quilt-blocks",
        seed=78104,
    ),
    ZZZT(
        "vzzzt-healthy-bncnn-quilts-turn-mirror-aug-early-stop",
        Plan(
            quilts,
            "bncnn",
            2e-3,
            "adam",
            epochs=30,
            log_every=8,
            early_stop=3,
            model_fault=quilt_turns,
            model_kw={"channels": 16, "dropout": 0.2},
        ),
        (),
        None,
        (
            "a 16-channel batch-norm CNN with dropout 0.2 and turn / mirror / noise augmentation, Adam lr "
            "2e-3, early stopping on the val loss with patience 3 (up to 30 epochs; every 8th step logged):"
            " it stopped after 18 epochs; losses 1.58, 1.46, 1.32, 1.25, 1.12 ... 0.234-0.36 in the last "
            "third, the val loss 1.21, 0.902, 0.68, 0.757, 0.487 ... 0.213 (min) to 0.381 in the last "
            "third, 0.244 at the end, and val accuracy 0.567 to 0.813-0.947, test 0.191 and 0.933"
        ),
        family="cnn-bn",
        dataset="quilt-blocks",
        seed=78105,
    ),
    ZZZT(
        "vzzzt-healthy-cnn-quilts-onecycle-val-twice-an-epoch",
        Plan(
            quilts,
            "cnn",
            5e-3,
            "adam",
            epochs=8,
            log_every=3,
            schedule="onecycle",
            val_interval=0.5,
            model_kw=CH16,
        ),
        (),
        None,
        (
            "a 16-channel CNN under Adam with a one-cycle lr (peak 5e-3), 8 epochs (every 3rd step logged),"
            " evaluated twice an epoch: losses 1.56, 1.61, 1.61, 1.6, 1.61 (flat while the lr climbs) ... "
            "0.0441-0.131 in the last third, epoch means 1.55, 1.1, 0.714, 0.373, 0.204, 0.124, 0.0875, "
            "0.0735, the val loss 1.57, 1.46, 1.11, 0.851 ... 0.352-0.387 in the last third and val "
            "accuracy 0.343 to 0.87-0.89, test 0.243 and 0.93"
        ),
        family="cnn",
        dataset="quilt-blocks",
        seed=78106,
    ),
    ZZZT(
        "vzzzt-healthy-bncnn-quilts-batch-128-step-lr",
        Plan(
            quilts,
            "bncnn",
            5e-3,
            "adam",
            epochs=16,
            batch_size=128,
            log_every=1,
            schedule="step",
            step_size=64,
            gamma=0.3,
            model_kw=CH16,
        ),
        (),
        None,
        (
            "a 16-channel batch-norm CNN at batch 128 under Adam lr 5e-3 with StepLR (x0.3 every 64 steps),"
            " 16 epochs (128 steps, every step logged): losses 1.65, 1.54, 1.52, 1.48, 1.39 ... 0.157-0.294"
            " in the last third, epoch means 1.46, 1.18, 0.953 ... 0.183, the val loss 1.47, 1.28, 1.08, "
            "0.795, 0.714, 0.748, 0.462 ... 0.29 and val accuracy 0.457, 0.38, 0.56 ... 0.917, test 0.266 "
            "and 0.94"
        ),
        family="cnn-bn",
        dataset="quilt-blocks",
        seed=78107,
    ),
    # --- falconry
    ZZZT(
        "vzzzt-healthy-gru-falconry-sgd-momentum-clipped-cosine",
        Plan(
            falconry,
            "gru",
            0.05,
            "sgd",
            momentum=0.9,
            epochs=12,
            log_every=3,
            clip=0.5,
            schedule="cosine",
            model_kw=H48,
        ),
        (),
        None,
        (
            "a GRU (hidden 48) under SGD with momentum 0.9 at lr 0.05 clipped at a norm of 0.5 with cosine "
            "decay, 12 epochs (every 3rd step logged): losses 1.6, 1.55, 1.57, 1.49, 1.51 ... 0.12-0.804 in"
            " the last third, epoch means 1.44, 0.924, 0.567 ... 0.318, the val loss 1.12, 0.628, 0.487, "
            "0.434 ... 0.382 and val accuracy 0.563 to 0.823-0.843, test 0.395 and 0.86"
        ),
        family="rnn",
        dataset="falconry-flights",
        seed=78108,
    ),
    ZZZT(
        "vzzzt-healthy-transformer-falconry-warmup-cosine-every-2",
        Plan(
            falconry,
            "transformer",
            2e-3,
            "adamw",
            weight_decay=0.01,
            epochs=14,
            log_every=2,
            schedule="warmup-cosine",
            warmup=60,
        ),
        (),
        None,
        (
            "a small transformer under AdamW (lr 2e-3, weight decay 0.01) with a 60-step warm-up and cosine"
            " decay, 14 epochs (every 2nd step logged): losses 1.76, 1.76, 1.72, 1.61, 1.67 ... 0.154-0.451"
            " in the last third, the val loss 1.26, 0.572, 0.398, 0.41, 0.386, 0.361, 0.439 ... 0.349 and "
            "val accuracy 0.583 to 0.853-0.877, test 0.407 and 0.853"
        ),
        family="transformer",
        dataset="falconry-flights",
        seed=78109,
    ),
    ZZZT(
        "vzzzt-healthy-lstm-falconry-val-every-2-epochs-step-lr",
        Plan(
            falconry,
            "lstm",
            4e-3,
            "adam",
            epochs=16,
            log_every=8,
            clip=1.0,
            val_every_epochs=2,
            schedule="step",
            step_size=128,
            gamma=0.5,
            model_kw=H48,
        ),
        (),
        None,
        (
            "an LSTM (hidden 48, clipped at 1) under Adam lr 4e-3 with StepLR (x0.5 every 128 steps), 16 "
            "epochs (every 8th step logged), evaluated every 2 epochs: losses 1.45, 1.22, 1.23, 0.739, "
            "0.595 ... 0.0286-0.558 in the last third, epoch means 1.26, 0.669, 0.501 ... 0.177, the val "
            "loss 0.499, 0.417, 0.406, 0.44, 0.4, 0.399, 0.405, 0.412 and val accuracy 0.803 to 0.857, test"
            " 0.463 and 0.857"
        ),
        family="rnn",
        dataset="falconry-flights",
        seed=78110,
    ),
    # --- ski jumps
    ZZZT(
        "vzzzt-healthy-regression-ski-jumps-long-exp-decay-every-100",
        Plan(
            ski_jumps_long,
            "mlp",
            2e-3,
            "adam",
            epochs=32,
            batch_size=32,
            log_every=100,
            schedule="exp",
            gamma=0.9993,
            model_kw=MLP64,
        ),
        (),
        None,
        (
            "a 2x64 regression MLP under Adam lr 2e-3 with an exponential decay (x0.9993 a step) over a "
            "3,000-jump draw, 32 epochs at batch 32 (3,008 steps, logged every 100): losses 0.0707, 0.027, "
            "0.0334, 0.028, 0.0249 ... 0.0141-0.0367 in the last third, epoch means 0.196, 0.0446, 0.0371 "
            "... 0.0228, the val loss 0.0499, 0.0384, 0.0374, 0.035 ... 0.0338-0.0366 in the last third, "
            "test 0.0356"
        ),
        family="regression",
        dataset="ski-jump-distance",
        seed=78111,
    ),
    ZZZT(
        "vzzzt-healthy-regression-ski-jumps-dropout-03-val-below-train",
        Plan(
            ski_jumps,
            "mlp",
            2e-3,
            "adam",
            epochs=30,
            log_every=10,
            model_kw={"width": 128, "num_layers": 2, "dropout": 0.3},
        ),
        (),
        None,
        (
            "a 2x128 regression MLP with dropout 0.3 under Adam lr 2e-3, 30 epochs (every 10th step "
            "logged): losses 0.818, 0.282, 0.206, 0.179, 0.141 ... 0.0563-0.0798 in the last third, the val"
            " loss 0.105, 0.0776, 0.0792, 0.0625 ... 0.0384-0.0488 in the last third (below the training "
            "loss throughout), test 0.0447"
        ),
        family="regression",
        dataset="ski-jump-distance",
        seed=78112,
    ),
    ZZZT(
        "vzzzt-healthy-regression-ski-jumps-rmsprop-cosine-every-2",
        Plan(ski_jumps, "mlp", 1e-3, "rmsprop", epochs=12, log_every=2, schedule="cosine", model_kw=W128),
        (),
        None,
        (
            "a 2x128 regression MLP under RMSprop lr 1e-3 with cosine decay, 12 epochs (every 2nd step "
            "logged): losses 0.943, 0.41, 0.147, 0.137, 0.415 ... 0.00839-0.0435 in the last third, epoch "
            "means 0.196, 0.0608, 0.0512 ... 0.0272, the val loss 0.0911, 0.0571, 0.0531 ... 0.0396-0.0399 "
            "over the last five epochs, test 0.041"
        ),
        family="regression",
        dataset="ski-jump-distance",
        seed=78113,
    ),
    # --- beach flags
    ZZZT(
        "vzzzt-healthy-mlp-beach-flags-adamw-val-every-3-epochs",
        Plan(
            beach_flags,
            "mlp",
            1e-3,
            "adamw",
            weight_decay=0.05,
            epochs=12,
            log_every=10,
            val_every_epochs=3,
            schedule="cosine",
            model_kw=W128,
        ),
        (),
        None,
        (
            "a 2x128 MLP under AdamW (lr 1e-3, weight decay 0.05) with cosine decay, 12 epochs (every 10th "
            "step logged), evaluated every 3 epochs: losses 1.01, 0.884, 0.84, 0.631, 0.538 ... 0.166-0.44 "
            "in the last third, epoch means 0.92, 0.55, 0.386 ... 0.258, the val loss 0.399, 0.392, 0.386, "
            "0.386 and val accuracy 0.817, 0.827, 0.83, 0.827, test 0.284 and 0.883"
        ),
        family="mlp",
        dataset="beach-flags",
        seed=78114,
    ),
    ZZZT(
        "vzzzt-healthy-mlp-beach-flags-large-batch-8-every-5",
        Plan(beach_flags_large, "mlp", 5e-4, "adam", epochs=1, batch_size=8, log_every=5, model_kw=MLP64),
        (),
        None,
        (
            "one epoch of a 2x64 MLP at batch 8 under Adam lr 5e-4 over a 4,000-day draw (500 steps, every "
            "5th logged): losses 1.1, 1.08, 1.06, 1.06, 1.06 ... 0.296-0.545 in the last third, the epoch "
            "mean 0.595, one val loss 0.32 and val accuracy 0.88, test 0.335 and 0.863"
        ),
        family="mlp",
        dataset="beach-flags",
        seed=78115,
    ),
    ZZZT(
        "vzzzt-healthy-mlp-beach-flags-64-steps-still-improving",
        Plan(beach_flags, "mlp", 3e-3, "adam", epochs=2, log_every=1, model_kw=W128),
        (),
        None,
        (
            "2 epochs (64 steps, every step logged) of a 2x128 MLP under Adam lr 3e-3: losses 1.06, 1.05, "
            "0.999, 1.04, 0.985 ... 0.141-0.508 in the last third, epoch means 0.645, 0.364, the val loss "
            "0.412, 0.397 and val accuracy 0.81, 0.823, test 0.298 and 0.88"
        ),
        family="mlp",
        dataset="beach-flags",
        seed=78116,
    ),
)
