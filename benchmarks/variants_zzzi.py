"""Variant battery zzzi: a look-alike of an external held-out suite, real framework runs (`--battery zzzi`).

    nice -n 10 python benchmarks/variants.py --battery zzzi --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery zzzi [--runs]

Like batteries d-zzzh, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is the log),
trained by battery d's runner through the earlier batteries' wrappers (battery zf's runner with w's
replaced loss, ze's schedules, the checkpoint the test loads and the switched-off evaluation), battery
zj's model wrapper and this battery's own hooks (every conv layer frozen, every nn.Linear drawn from a
unit normal, an NLL loss over raw logits), so each case can run in each of the three layouts; the layout
rotation of variants.py picks one.
It was written blind: its author trained it with `--train-only`, read the raw logged numbers of each
run, and never diagnosed or scored it, so it is held-out data for the tool.
Its halves are even (16 faulty, 16 healthy; one fault each, one cause a case, spread over every family
of cause: optimisation, data, evaluation, model, workflow), injected into data sets no battery had at a
realistic strength, in forms earlier batteries did not use (see each case's description and each hook's
docstring).
The data sets are new, all made offline with numpy from known generating models (see each generator): a
skipping-rope handle's accelerometer (64 samples at 32 Hz: basic bounce, double-under, criss-cross, side
swing, trip), a pharmacy tablet press's 12x12 face inspection patches (sound, chipped edge, capping,
mottling, picking), a canal's narrowboat lock-cycle logs (upbound, downbound, empty turn, assisted
passage, stoppage; left-padded to 20), a laundrette's clothesline drying times (hours from the weather,
the load and the spin; standardised) and a nest-record scheme's egg cards (five garden species from 12
egg, clutch and nest columns).
Runs of 60 to ~2,000 steps: MLPs (2x64 to 3x128, dropout 0.3-0.5), 2-D CNNs with and without batch norm,
a small residual net, 1-D CNNs with and without batch norm, GRU / LSTM readers of lock logs, small
transformers and regression MLPs; SGD with and without momentum or Nesterov, Adam, AdamW and RMSprop;
constant, warm-up + cosine, one-cycle, multi-step, step, plateau and cyclic schedules; bf16-mixed
autocast, stretch / gain / noise and column-noise augmentation, dropout, early stopping, clipping; batches
of 4 to 256; cadences from every step to once every 100 steps, evaluations four times an epoch to every 5th
epoch or never.
The healthy half holds sound runs a naive reader can take for a fault: val losses at or below the training
loss under stretch / gain / noise augmentation and under column noise with dropout 0.3; a val bump (and an
accuracy dip) before a multi-step lr cut; a bf16 warm-up + cosine run whose losses flatten as the lr nears 0,
evaluated every 2nd epoch; a residual net still creeping up at 0.75; a short batch-16 run evaluated four
times an epoch and still improving; a plateau schedule flattening a dropout CNN before early stopping at
epoch 28 of 40; losses flat at ln 5 while a one-cycle lr ramps up; a last logged batch at 2.3 in a clipped
SGD GRU; a val bump as a cyclic lr climbs back; a 1,890-step SGD regression logged every 100 steps; a bf16
regression at batch 128 logged every step; a 60-step regression stopped by max_steps; early stopping at
epoch 10 of 40 with a flat val loss; batch-256 SGD evaluated every 5th epoch; batch-4 losses over one epoch
evaluated twice.
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
from benchmarks.variants_ze import cyclic, multistep
from benchmarks.variants_zf import zf_runs
from benchmarks.variants_zh import _patch_splits, _token_splits
from benchmarks.variants_zj import _augmented, _signal_splits, _stats

if TYPE_CHECKING:
    import torch

    from tests.suite.datasets import Splits

SIZES = (1000, 300, 300)


# ---------------------------------------------------------------- data sets no battery has


ROPE_SKILLS = ("basic-bounce", "double-under", "criss-cross", "side-swing", "trip")


def _rope_handles(seed: int, n: int, length: int = 64, rate: float = 32.0) -> tuple[Any, Any]:
    """A skipping-rope club's instrumented handles: the accelerometer's magnitude (g) over 64 samples
    (2 s at the handle's 32 Hz), labelled by the coach from the video: a basic bounce (a landing pulse
    each turn of the rope and the rope's own swing), a double-under (a higher jump every second, faster
    turn), a criss-cross (the arms crossing every other turn: alternating pulse heights and a second
    harmonic), a side swing (the rope swung beside the body: a strong swing, small hops every second turn)
    or a trip (a basic bounce cut off by the rope catching: a jolt, then the handle hanging at 1 g). Each
    skipper has their own turn rate, landing strength, timing jitter and the handle its noise (0.15-0.4
    g): a slow double-under reads as a basic bounce and a late trip as none, so sound 1-D CNNs stop near
    0.8-0.9. `rate`: the handle's sample rate (Hz)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.3, 0.18, 0.18, 0.17, 0.17])
    t = np.arange(length) / rate
    x = np.zeros((n, length))
    for i in range(n):
        c = int(y[i])
        period = rng.uniform(0.3, 0.4) if c == 1 else rng.uniform(0.38, 0.52)
        phase = rng.uniform(0, period)
        height = rng.uniform(1.5, 3.0) * (rng.uniform(1.2, 1.5) if c == 1 else 1.0)
        width = rng.uniform(0.03, 0.05)
        s = np.ones(length) + rng.uniform(0.2, 0.4) * np.sin(2 * np.pi * (t - phase) / period)
        if c == 2:
            s += rng.uniform(0.15, 0.3) * np.sin(4 * np.pi * (t - phase) / period)
        if c == 3:
            s += rng.uniform(0.4, 0.7) * np.sin(2 * np.pi * (t - phase) / period)
        stop = rng.uniform(0.7, 1.5) if c == 4 else 99.0
        k = 0
        while phase + k * period < t[-1] + 0.1:
            tk = phase + k * period + rng.normal(0, 0.015)
            if c in (1, 3) and k % 2:
                k += 1
                continue
            amp = height * (0.6 if c == 2 and k % 2 else 1.0) * (0.35 if c == 3 else 1.0)
            if tk < stop:
                s += amp * rng.uniform(0.85, 1.15) * np.exp(-(((t - tk) / width) ** 2))
            k += 1
        if c == 4:
            s = np.where(t < stop, s, 1.0)
            s += rng.uniform(1.5, 3.0) * np.exp(-(((t - stop) / 0.04) ** 2))
        x[i] = s + rng.normal(0, rng.uniform(0.15, 0.4), length)
    return x, y


def ropes(
    seed: int = 99101, sizes: tuple[int, int, int] = SIZES, name: str = "skipping-rope-handle-64"
) -> Splits:
    """The traces (N, 64), centred and scaled by the training traces' mean and sd, 5 classes."""
    x, y = _rope_handles(seed, sum(sizes))
    return _signal_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def ropes_long() -> Splits:
    """A 2,000-trace draw."""
    return ropes(99102, (2000, 300, 300), "skipping-rope-handle-64-2000")


def ropes_test_new_handle_50hz() -> Splits:
    """The bug (a shift): the test traces come from the club's new handles, which sample at 50 Hz instead
    of 32, so the same 64 samples span 1.28 s and every turn and landing is stretched by 1.56 against the
    training and validation traces; they are standardised with the training statistics like the rest."""
    import numpy as np

    x, y = _rope_handles(99103, SIZES[0] + SIZES[1])
    xt, yt = _rope_handles(99104, SIZES[2], rate=50.0)
    x, y = np.concatenate([x, xt]), np.concatenate([y, yt])
    return _signal_splits(x, y, SIZES, "skipping-rope-handle-64", _stats(x[: SIZES[0]]))


def ropes_eval_in_ms2() -> Splits:
    """The bug: the training traces come from the club's app export (in g), the validation and test
    traces from the firmware's raw dump (in m/s^2, 9.81 times larger), and all are standardised with
    the training traces' mean and sd."""
    import numpy as np

    x, y = _rope_handles(99105, sum(SIZES))
    stats = _stats(x[: SIZES[0]])
    x = np.concatenate([x[: SIZES[0]], 9.81 * x[SIZES[0] :]])
    return _signal_splits(x, y, SIZES, "skipping-rope-handle-64", stats)


TABLET_DEFECTS = ("sound", "chipped-edge", "capping", "mottling", "picking")


def _tablet_faces(seed: int, n: int) -> tuple[Any, Any]:
    """12x12 grey patches (0-255) from a tablet press's inspection camera over the ejection chute,
    labelled by the QA operator: a sound tablet (a bright disc with its embossed score line on the dark
    belt), a chipped edge (a wedge of the rim missing), capping (the top layer splitting off: a bright
    crescent and a dark split line across one side), mottling (blotchy uneven colour) or picking (small
    dark pits where granules stuck to the punch). Each tablet has its own position (+-1 px), radius
    (4.2-5.2 px), brightness (170-225), score-line angle, the belt its shade (35-75), the lamp a gradient
    and the camera its noise (sd 3-7): a small chip reads as sound and faint mottling as picking, so
    sound CNNs stop near 0.75-0.87."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.3, 0.18, 0.18, 0.17, 0.17])
    yy, xx = np.mgrid[0:12, 0:12].astype(float)
    x = np.zeros((n, 12, 12))
    for i in range(n):
        c = int(y[i])
        cx, cy = 5.5 + rng.uniform(-1, 1), 5.5 + rng.uniform(-1, 1)
        r = rng.uniform(4.2, 5.2)
        dx, dy = xx - cx, yy - cy
        dist = np.sqrt(dx**2 + dy**2)
        disc = 1 / (1 + np.exp((dist - r) / 0.35))
        bright = rng.uniform(170, 225)
        face = np.full((12, 12), bright)
        angle = rng.uniform(0, np.pi)
        across = np.abs(dx * np.sin(angle) - dy * np.cos(angle))
        face -= rng.uniform(10, 25) * np.exp(-(across**2) / (2 * 0.4**2))
        if c == 1:
            a0 = rng.uniform(-np.pi, np.pi)
            wedge = np.abs(np.angle(np.exp(1j * (np.arctan2(dy, dx) - a0)))) < rng.uniform(0.35, 0.7)
            disc = disc * np.where(wedge & (dist > r - rng.uniform(1.5, 2.5)), 0.1, 1.0)
        elif c == 2:
            a0 = rng.uniform(-np.pi, np.pi)
            side = dx * np.cos(a0) + dy * np.sin(a0)
            cut = r * rng.uniform(0.25, 0.5)
            face += rng.uniform(25, 45) * (side > cut)
            face -= rng.uniform(60, 100) * np.exp(-((side - cut) ** 2) / (2 * 0.45**2))
        elif c == 3:
            blobs = rng.normal(0, 1, (4, 4))
            field = np.kron(blobs, np.ones((3, 3)))
            face += rng.uniform(22, 35) * (field - field.mean())
        elif c == 4:
            for _ in range(int(rng.integers(2, 5))):
                px, py = cx + rng.uniform(-3, 3), cy + rng.uniform(-3, 3)
                face -= rng.uniform(70, 110) * np.exp(-((xx - px) ** 2 + (yy - py) ** 2) / (2 * 0.5**2))
        belt = rng.uniform(35, 75)
        image = belt + disc * (face - belt)
        image *= 1 + rng.uniform(-0.12, 0.12) * (xx - 5.5) / 5.5
        x[i] = np.clip(image + rng.normal(0, rng.uniform(3, 7), (12, 12)), 0, 255)
    return x, y


def tablets(
    seed: int = 99201, sizes: tuple[int, int, int] = SIZES, name: str = "tablet-press-faces-12"
) -> Splits:
    """The patches as (N, 1, 12, 12), centred and scaled by the training patches' mean and sd, 5 classes."""
    x, y = _tablet_faces(seed, sum(sizes))
    return _patch_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def tablets_one_campaign_only() -> Splits:
    """The bug: the loader keeps `df[df.campaign == cfg.campaign]`, and the config still names the pilot
    campaign (90 labelled tablets) instead of `all`: the run trains on 90 patches; the validation and test
    patches come from the full pool."""
    return tablets(99202, (90, 300, 300))


LOCK_EVENTS = (
    "pad",
    "cycle-start",
    "top-gate-open",
    "top-gate-close",
    "bottom-gate-open",
    "bottom-gate-close",
    "top-paddle-up",
    "top-paddle-down",
    "bottom-paddle-up",
    "bottom-paddle-down",
    "boat-enter-top",
    "boat-enter-bottom",
    "boat-exit-top",
    "boat-exit-bottom",
    "level-equal",
    "keeper-on-duty",
    "windlass-slip",
    "gate-jam",
    "overflow-alarm",
    "cycle-end",
)
LOCK_OUTCOMES = ("upbound", "downbound", "empty-turn", "assisted-passage", "stoppage")
_LK_EVENTS = ((11, 8, 13, 6), (10, 6, 14, 8), (7, 9, 14, 2), (15, 16, 6, 10), (17, 18, 16, 3))
_LK_LENGTHS = ((12, 21), (12, 21), (8, 16), (10, 20), (5, 15))


def _lock_cycles(seed: int, n: int, length: int = 20) -> tuple[Any, Any]:
    """A canal trust's lock sensors' logs of lock cycles (19 event kinds: the cycle's start and end, each
    gate opening and closing, each paddle wound up and down, a boat entering or leaving at either end,
    the levels equal, a volunteer keeper on duty, a windlass slip, a gate jam, the overflow alarm), left
    -padded to 20 with 0, labelled from the lock-keeper's book: upbound passage, downbound passage, an
    empty turn of the lock, an assisted passage or a stoppage. Each outcome is a Markov chain over a
    shared base (any event can follow any other) that favours its own four events and has its own range
    of lengths; a fifth of the events are mislogged (a random kind), so sound sequence models stop near
    0.68-0.78."""
    import numpy as np

    base_rng = np.random.default_rng(9961)
    kinds = len(LOCK_EVENTS) - 1
    base = base_rng.dirichlet(np.full(kinds, 0.5), kinds)
    chains = []
    for c in range(5):
        boost = np.zeros(kinds)
        boost[[e - 1 for e in _LK_EVENTS[c]]] = 0.36 / 4
        chain = 0.64 * base + boost
        chains.append(chain / chain.sum(1, keepdims=True))
    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.3, 0.3, 0.16, 0.14, 0.1])
    x = np.zeros((n, length), dtype=np.int64)
    for i in range(n):
        c = int(y[i])
        events = [1]
        for _ in range(int(rng.integers(*_LK_LENGTHS[c])) - 1):
            events.append(int(rng.choice(kinds, p=chains[c][events[-1] - 1])) + 1)
        events = [int(rng.integers(1, kinds + 1)) if rng.random() < 0.2 else e for e in events]
        x[i, length - len(events) :] = events
    return x, y


def locks(
    seed: int = 99301, sizes: tuple[int, int, int] = SIZES, name: str = "narrowboat-lock-cycles"
) -> Splits:
    """Cycles (N, 20) over 20 ids (0 the padding), 5 classes."""
    x, y = _lock_cycles(seed, sum(sizes))
    return _token_splits(x, y, sizes, name)


def locks_val_resampled_from_train() -> Splits:
    """The bug: `val_idx = rng.choice(train_idx, size=300, replace=True)`, a bootstrap helper written for
    the confidence intervals reused as the split: the 300 validation cycles are drawn, with repeats, from
    the training cycles. The test cycles are the held-out ones."""
    from dataclasses import replace

    import numpy as np

    data = locks(99302)
    pick = np.random.default_rng(99303).choice(SIZES[0], SIZES[1], replace=True)
    return replace(data, x_val=data.x_train[pick].clone(), y_val=data.y_train[pick].clone())


LINE_COLUMNS = (
    "air_temp_c",
    "rel_humidity",
    "wind_mps",
    "sun_wm2",
    "load_kg",
    "fabric_gsm",
    "spin_rpm",
    "line_m",
    "shade_frac",
    "hour_hung",
    "cloud_oktas",
    "peg_colour",
)


def _drying_times(seed: int, n: int) -> tuple[Any, Any]:
    """A laundrette's clothesline service: the hours a load takes to dry (the target) from the air's
    temperature and humidity, the wind, the sunshine, the load's mass and fabric weight, the washer's
    spin speed (the water left in the load), the line's length (the spacing), the shade over the line,
    the hour it was hung, the cloud cover and the pegs' colour (no bearing). The water left falls with
    the spin; the evaporation follows the vapour-pressure deficit (Magnus formula) raised by the wind and
    the sun; the hours rise with the fabric's weight and the crowding of the line; the judging of 'dry'
    by hand makes the floor: standardised, sound models stop near an MSE of 0.015-0.045."""
    import numpy as np

    rng = np.random.default_rng(seed)
    temp = rng.uniform(8, 30, n)
    rh = rng.uniform(0.35, 0.9, n)
    wind = rng.gamma(2.0, 1.5, n)
    cloud = rng.integers(0, 9, n).astype(float)
    hour = rng.uniform(7, 15, n)
    sun = np.clip(800 * (1 - 0.75 * cloud / 8) * np.sin(np.pi * (hour + 1.5 - 6) / 14), 0, None)
    load = rng.uniform(2, 8, n)
    gsm = rng.uniform(120, 450, n)
    spin = rng.choice([800.0, 1000.0, 1200.0, 1400.0, 1600.0], n)
    line = rng.uniform(10, 40, n)
    shade = rng.uniform(0, 0.8, n)
    pegs = rng.integers(0, 4, n).astype(float)
    water = load * np.clip(1.1 - 0.0004 * spin, 0.35, None)
    vpd = 0.6108 * np.exp(17.27 * temp / (temp + 237.3)) * (1 - rh)
    crowd = 1 + 0.6 * np.clip(load / line * 4 - 0.5, 0, None)
    rate = vpd * (1 + 0.45 * wind**0.7) * (1 + sun * (1 - shade) / 350) / crowd / (gsm / 250) ** 0.6
    hours = np.clip(3.2 * water / load * 2.2 / rate, 0.5, 14) * np.exp(rng.normal(0, 0.06, n))
    x = np.column_stack([temp, rh, wind, sun, load, gsm, spin, line, shade, hour, cloud, pegs])
    return x, np.log(hours)


def drying(
    seed: int = 99401, sizes: tuple[int, int, int] = SIZES, name: str = "clothesline-drying-hours"
) -> Splits:
    """12 standardised columns, the log of the drying time standardised."""
    x, target = _drying_times(seed, sum(sizes))
    return _regression_table(name, x, target, sizes)


def drying_long() -> Splits:
    """A 2,000-load draw."""
    x, target = _drying_times(99402, 2600)
    return _regression_table("clothesline-drying-hours-2000", x, target, (2000, 300, 300))


def drying_val_in_minutes() -> Splits:
    """The bug: the training and test rows come from the laundrette's spreadsheet, whose target column is
    the log of the drying time in hours; the validation rows come from the line sensor's export, whose
    column of the same name is the log of the time in minutes (ln 60 = 4.09 larger), and all are
    standardised with the training rows' mean and sd."""
    import numpy as np

    x, target = _drying_times(99403, sum(SIZES))
    target = target.copy()
    target[SIZES[0] : SIZES[0] + SIZES[1]] += np.log(60.0)
    return _regression_table("clothesline-drying-hours", x, target, SIZES)


EGG_COLUMNS = (
    "length_mm",
    "breadth_mm",
    "fresh_mass_g",
    "spot_density",
    "ground_hue",
    "gloss",
    "clutch_size",
    "nest_height_m",
    "lay_day",
    "cup_depth_mm",
    "moss_frac",
    "recorder_id",
)
EGG_SPECIES = ("blackbird", "chaffinch", "dunnock", "robin", "song-thrush")


def _egg_cards(seed: int, n: int) -> tuple[Any, Any]:
    """A nest-record scheme's cards from garden nests, labelled by the species the recorder saw at the
    nest (alphabetical ids): the egg's length and breadth, its fresh mass, the spotting's density, the
    ground colour's hue, the gloss, the clutch size, the nest's height, the laying day, the cup's depth,
    the share of moss in the lining and the recorder's id (no bearing). Each species draws from its own
    means with sd's wide enough that neighbouring species overlap (a small blackbird egg reads as a song
    thrush's, a pale robin's as a chaffinch's), so sound MLPs stop near 0.86-0.9."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.26, 0.22, 0.18, 0.18, 0.16])
    means = np.array(
        [
            [29.0, 21.5, 7.0, 0.5, 150, 0.4, 4.0, 1.8, 100, 55, 0.5],
            [19.5, 14.8, 2.3, 0.35, 200, 0.3, 4.5, 2.5, 120, 35, 0.8],
            [20.0, 14.8, 2.2, 0.05, 185, 0.7, 4.5, 1.2, 110, 38, 0.6],
            [20.2, 15.5, 2.5, 0.6, 40, 0.35, 5.0, 1.0, 105, 40, 0.5],
            [27.0, 20.5, 5.8, 0.3, 185, 0.65, 4.2, 2.0, 95, 60, 0.1],
        ]
    )
    sds = np.array([2.4, 1.5, 1.05, 0.26, 40, 0.26, 1.3, 1.2, 28, 12, 0.32])
    x = means[y] + rng.normal(0, 1, (n, 11)) * sds
    x[:, 6] = np.round(np.clip(x[:, 6], 1, 8))
    x[:, 3] = np.clip(x[:, 3], 0, 1)
    x[:, 10] = np.clip(x[:, 10], 0, 1)
    recorder = rng.integers(1, 200, n).astype(float)
    return np.column_stack([x, recorder]), y


def eggs(
    seed: int = 99501, sizes: tuple[int, int, int] = SIZES, name: str = "nest-record-egg-cards"
) -> Splits:
    """12 standardised columns, 5 classes."""
    x, y = _egg_cards(seed, sum(sizes))
    return _generated(name, x, y, 5, sizes)


def eggs_label_encoder_refit_on_second_export() -> Splits:
    """The bug: the species names of the two card exports are turned into ids by a LabelEncoder fit on
    each file separately; the second export (the last 450 training cards) has no dunnock, so its encoder
    gives robin the id 2 (dunnock's) and song thrush the id 3 (robin's). The validation and test cards
    come from the first export, encoded right."""
    x, y = _egg_cards(99502, sum(SIZES))
    y = y.copy()
    tail = y[550 : SIZES[0]]
    tail[tail >= 3] -= 1
    y[550 : SIZES[0]] = tail
    return _generated("nest-record-egg-cards", x, y, 5, SIZES)


# ---------------------------------------------------------------- injected faults (and healthy hooks)


def freeze_convs(net: Any) -> Any:
    """The bug: `freeze_stem: true` from the fine-tuning config (meant for an ImageNet-pretrained stem)
    left on while the net is trained from scratch: every nn.Conv2d gets requires_grad_(False), so the
    convolutions keep their random initial filters; the batch norms and the head train."""
    from torch import nn

    for m in net.modules():
        if isinstance(m, nn.Conv2d):
            m.requires_grad_(False)
    return net


def unit_normal_init(net: Any) -> Any:
    """The bug: the model was ported from a TensorFlow 1 script whose `tf.random_normal` initialiser has
    stddev=1.0 by default, and the port does `nn.init.normal_(m.weight, 0.0, 1.0)` over every nn.Linear
    (biases zeroed): the activations grow by ~sqrt(fan_in) a layer and the first logits are in the tens."""
    import torch
    from torch import nn

    with torch.no_grad():
        for m in net.modules():
            if isinstance(m, nn.Linear):
                nn.init.normal_(m.weight, 0.0, 1.0)
                if m.bias is not None:
                    nn.init.zeros_(m.bias)
    return net


def nll_on_raw_logits(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """The bug: the loss is `nn.NLLLoss()` (from a model whose head ended in log_softmax) over a head that
    now returns raw logits: the loss is minus the true class's logit, which falls without bound as that
    logit grows, and nothing pushes the other classes' logits down."""
    import torch

    return torch.nn.functional.nll_loss(out, y)


def _rope_stretch(x: torch.Tensor) -> torch.Tensor:
    import torch

    scale = float(torch.empty(1).uniform_(0.85, 1.15))
    length = x.shape[-1]
    grid = (torch.arange(length, dtype=x.dtype) * scale).clamp(max=length - 1)
    lo = grid.floor().long()
    hi = (lo + 1).clamp(max=length - 1)
    frac = grid - lo
    x = x[..., lo] * (1 - frac) + x[..., hi] * frac
    gain = torch.exp(0.2 * (torch.rand(len(x), 1) * 2 - 1))
    return x * gain + 0.2 * torch.randn_like(x)


rope_stretch = _augmented(_rope_stretch)
rope_stretch.__doc__ = """Not a fault: in training mode each batch of traces is stretched or squeezed in
time by up to 15% (a faster or slower turn), each trace scaled by up to 1.22 either way and 0.2 sd of
noise added."""


def _column_noise(x: torch.Tensor) -> torch.Tensor:
    import torch

    return x + 0.3 * torch.randn_like(x)


column_noise = _augmented(_column_noise)
column_noise.__doc__ = """Not a fault: in training mode 0.3 sd of Gaussian noise is added to every
standardised column (the weather station's and the scales' error)."""


# ---------------------------------------------------------------- the variants


def ZZZI(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by battery zf's runner (through every earlier wrapper)."""
    return L(*args, runs=runs or zf_runs(), **kw)


CH16 = {"channels": 16}
H48 = {"hidden": 48}
W128 = {"width": 128, "num_layers": 2}

FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    ZZZI(
        "vzzzi-lr-times-world-size-16-sgd-cnn-tablets",
        Plan(tablets, "cnn", 0.8, "sgd", momentum=0.9, epochs=8, log_every=4, model_kw=CH16),
        ("slow-convergence",),
        "learning-rate-too-high",
        "the lr is computed as base_lr * world_size with world_size 16 read from the cluster config while "
        "the job runs as one process, so SGD momentum 0.9 gets lr 0.8 instead of 0.05: a 16-channel CNN "
        "over the tablet patches, 8 epochs (every 4th step logged): losses 1.61, 1.54, 1.71, 1.66, 1.61 ... "
        "1.5-1.9 in the last third, epoch means 1.64, 1.61, 1.65, 1.63, 1.66, 1.69, 1.65, 1.67 (ln 5 = "
        "1.61), the val loss 1.71, 1.63, 1.65, 1.73, 1.71, 1.61, 1.63, 1.74 and val accuracy 0.16-0.303 "
        "(0.303 the share of sound tablets), test 1.81 and 0.267 (sound nets on these patches: ~0.36-0.91 "
        "and 0.78-0.87)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="cnn",
        dataset="tablet-press-faces",
        seed=99001,
        runs=zf_runs(hparams={"base_lr": 0.05, "world_size": 16, "lr_rule": "base_lr * world_size"}),
    ),
    ZZZI(
        "vzzzi-lr-scaled-by-batch-over-256-adam-mlp-eggs",
        Plan(eggs, "mlp", 6.25e-5, "adam", epochs=6, batch_size=16, log_every=8, model_kw=MLP64),
        ("slow-convergence", "undertrained"),
        "learning-rate-too-low",
        "the lr is computed as base_lr * batch_size / 256 (the linear scaling rule of the ImageNet recipe) "
        "with base lr 1e-3 at batch 16, so Adam gets 6.25e-5: a 2x64 MLP over the egg cards, 6 epochs "
        "(every 8th step logged): losses 1.62, 1.62, 1.62, 1.67, 1.59 ... 1.33-1.46 in the last third, "
        "epoch means 1.63, 1.58, 1.54, 1.49, 1.44, 1.38, the val loss 1.6, 1.56, 1.52, 1.47, 1.42, 1.35 and "
        "val accuracy 0.207, 0.327, 0.467, 0.55, 0.613, 0.65, test 1.35 and 0.68 (sound MLPs on these "
        "cards: ~0.27-0.51 and 0.86-0.89)",
        STALL,
        family="mlp",
        dataset="nest-record-egg-cards",
        seed=99002,
        runs=zf_runs(hparams={"base_lr": 1e-3, "lr_rule": "base_lr * batch_size / 256"}),
    ),
    ZZZI(
        "vzzzi-multistep-epoch-milestones-stepped-per-batch-cnn1d-ropes",
        Plan(ropes, "cnn1d", 3e-3, "adam", epochs=10, log_every=4, schedule="multistep", model_kw=CH16),
        ("slow-convergence",),
        "lr-decay-too-fast",
        "MultiStepLR(milestones=[5, 10, 15], gamma=0.3) written for epochs and registered with "
        "interval='step', so Adam's lr falls from 3e-3 to 9e-4, 2.7e-4 and 8.1e-5 within the first 15 "
        "batches: a 16-channel 1-D CNN over the rope traces, 10 epochs (every 4th step logged): losses "
        "1.62, 1.6, 1.54, 1.56, 1.53 ... 1.44-1.54 in the last third, mean 1.52, the val loss 1.56, 1.55, "
        "1.54, 1.54, 1.53 ... 1.48 and val accuracy 0.32 to 0.46, test 1.48 and 0.44 (sound 1-D CNNs on "
        "these traces: ~0.38-0.5 and 0.8-0.87)",
        STALL,
        family="cnn",
        dataset="skipping-rope-handle",
        seed=99003,
        runs=zf_runs(
            schedule=multistep((5, 10, 15), 0.3),
            hparams={"milestones": [5, 10, 15], "milestones_meant_in": "epochs", "interval": "step"},
        ),
    ),
    # --- data
    ZZZI(
        "vzzzi-label-encoder-refit-on-second-export-mlp-eggs",
        Plan(
            eggs_label_encoder_refit_on_second_export,
            "mlp",
            2e-3,
            "adam",
            epochs=25,
            log_every=8,
            model_kw=W128,
        ),
        ("overfitting",),
        "label-noise",
        "the species names of the two card exports are turned into ids by a LabelEncoder fit on each file; "
        "the second export (the last 450 training cards) has no dunnock, so its robins get dunnock's id and "
        "its song thrushes robin's; validation and test labels are right: a 2x128 MLP under Adam lr 2e-3 "
        "for 25 epochs (every 8th step logged): losses 1.42, 1.03, 0.796, 0.72, 0.607 ... 0.197-0.318 in "
        "the last third, the val loss 0.64, 0.532, 0.471 (epoch 3), 0.508, 0.56 ... 0.526-0.74 over the "
        "last third (0.61 at the end) and val accuracy 0.76, 0.813, 0.833, then 0.737-0.827, test 0.46 and "
        "0.82 (sound MLPs on these cards: ~0.27-0.51 and 0.86-0.89)",
        ("train-val-gap", "slow-convergence", "val-test-gap", "metric-at-baseline"),
        family="mlp",
        dataset="nest-record-egg-cards",
        seed=99004,
    ),
    ZZZI(
        "vzzzi-val-bootstrapped-from-train-rows-gru-locks",
        Plan(locks_val_resampled_from_train, "gru", 3e-3, "adam", epochs=12, log_every=8, model_kw=H48),
        ("val-test-gap",),
        "data-leakage",
        "val_idx = rng.choice(train_idx, size=300, replace=True), the bootstrap helper written for "
        "confidence intervals reused as the split: the 300 validation cycles are drawn, with repeats, from "
        "the training cycles; a GRU (hidden 48) under Adam lr 3e-3 over the lock logs, 12 epochs (every 8th "
        "step logged): losses 1.5, 1.59, 1.36, 1.11, 1.09 ... 0.172-0.958 in the last third, epoch means "
        "1.4, 0.937, 0.777 ... 0.412, the val loss 0.998, 0.715, 0.594, 0.489 ... 0.305 and val accuracy "
        "0.653 to 0.88, while the held-out test cycles score 0.651 and 0.783",
        ("overfitting", "train-val-gap", "zero-train-loss"),
        family="rnn",
        dataset="narrowboat-lock-cycles",
        seed=99005,
    ),
    ZZZI(
        "vzzzi-test-from-50hz-handles-bncnn1d-ropes",
        Plan(ropes_test_new_handle_50hz, "bncnn1d", 3e-3, "adam", epochs=10, log_every=8, model_kw=CH16),
        ("val-test-gap",),
        "distribution-shift",
        "the test traces come from the club's new handles, which sample at 50 Hz instead of 32, so every "
        "turn and landing is stretched by 1.56 against the training and validation traces (standardised "
        "with the training statistics like the rest): a batch-norm 1-D CNN under Adam lr 3e-3 over the rope "
        "traces, 10 epochs (every 8th step logged): losses 1.36, 1.33, 1.13, 1.27, 1.25 ... 0.295-0.721 in "
        "the last third, epoch means 1.31, 1.06, 0.892 ... 0.435, the val loss 1.13, 0.964, 0.833, 0.727, "
        "0.615 ... 0.446-0.618 and val accuracy 0.633 to 0.747-0.843, while the test traces score 2.05 and "
        "0.337",
        (),
        family="cnn-bn",
        dataset="skipping-rope-handle",
        seed=99006,
    ),
    ZZZI(
        "vzzzi-pilot-campaign-filter-90-patches-bncnn-tablets",
        Plan(tablets_one_campaign_only, "bncnn", 3e-3, "adam", epochs=40, batch_size=16, log_every=3),
        ("train-val-gap",),
        "insufficient-data",
        "the loader keeps df[df.campaign == cfg.campaign] and the config still names the pilot campaign: "
        "the run trains on 90 labelled patches (validation and test from the full pool); a batch-norm CNN "
        "under Adam lr 3e-3 at batch 16 for 40 epochs (240 steps, every 3rd logged): losses 1.64, 1.68, "
        "1.6, 1.52, 1.51 ... 0.238-0.698 in the last third, epoch means 1.6, 1.54, 1.48 ... 0.302-0.688 "
        "over the last third, the val loss 1.61, 1.61, 1.59, 1.56 ... 0.881-1.23 over the last third and "
        "val accuracy 0.173 to 0.47-0.667, test 0.845 and 0.667 (sound nets on these patches: ~0.36-0.91 "
        "and 0.78-0.87)",
        ("overfitting", "zero-train-loss", "val-test-gap", "slow-convergence"),
        family="cnn-bn",
        dataset="tablet-press-faces",
        seed=99007,
        runs=zf_runs(hparams={"campaign": "pilot", "train_rows": 90}),
    ),
    ZZZI(
        "vzzzi-rows-sorted-by-drying-time-unshuffled-regression-drying",
        Plan(
            drying,
            "mlp",
            2e-3,
            "adam",
            epochs=12,
            log_every=2,
            shuffle=False,
            sort_by_class=True,
            model_kw=W128,
        ),
        ("periodic-loss",),
        "data-not-shuffled",
        "the training rows come from an SQL query ending in ORDER BY drying_hours and the DataLoader has "
        "shuffle=False, so each epoch walks the loads from the quickest to the slowest: a 2x128 regression "
        "MLP under Adam lr 2e-3 over the drying times, 12 epochs (every 2nd step logged): losses 1.74, "
        "0.263, 0.0802, 0.554, 0.657 ... 0.00851-0.28 in the last third, rising through each epoch as the "
        "targets grow, epoch means 0.879, 0.702, 0.456, 0.126, 0.233, 0.148, 0.219, 0.0582 ... 0.0279, the "
        "val MSE 0.73, 0.392, 0.125, 0.254, 0.477, 0.209, 0.0616 ... 0.06, test 0.0779 (sound regressions "
        "on these loads: ~0.016-0.045)",
        ("loss-oscillation", "loss-spikes", "slow-convergence", "undertrained", "train-val-gap"),
        family="regression",
        dataset="clothesline-drying-hours",
        seed=99008,
        runs=zf_runs(hparams={"shuffle": False, "sql": "ORDER BY drying_hours"}),
    ),
    # --- evaluation
    ZZZI(
        "vzzzi-eval-traces-in-ms2-not-g-cnn1d-ropes",
        Plan(ropes_eval_in_ms2, "cnn1d", 3e-3, "adam", epochs=10, log_every=8, model_kw=CH16),
        ("train-val-gap",),
        "eval-pipeline-mismatch",
        "the training traces come from the club app's export (in g), the validation and test traces from "
        "the firmware's raw dump (in m/s^2, 9.81 times larger), all standardised with the training traces' "
        "mean and sd: a 16-channel 1-D CNN under Adam lr 3e-3 over the rope traces, 10 epochs (every 8th "
        "step logged): losses 1.55, 1.5, 1.45, 1.33, 1.47 ... 0.448-1.08 in the last third, epoch means "
        "1.54, 1.37, 1.15 ... 0.551, the val loss 18.5, 42.5, 65.8, 85.5, 107 ... 125-130 and val accuracy "
        "0.207-0.313, test 113 and 0.28 (sound 1-D CNNs on these traces: ~0.38-0.5 and 0.8-0.87)",
        ("overfitting", "metric-at-baseline"),
        family="cnn",
        dataset="skipping-rope-handle",
        seed=99009,
    ),
    ZZZI(
        "vzzzi-val-target-log-minutes-not-hours-regression-drying",
        Plan(drying_val_in_minutes, "mlp", 2e-3, "adam", epochs=12, log_every=8, model_kw=MLP64),
        ("train-val-gap",),
        "eval-pipeline-mismatch",
        "the training and test rows come from the laundrette's spreadsheet (the log of the drying time in "
        "hours), the validation rows from the line sensor's export, whose column of the same name is the "
        "log of the time in minutes (ln 60 = 4.09 larger), all standardised with the training rows' "
        "statistics: a 2x64 regression MLP under Adam lr 2e-3, 12 epochs (every 8th step logged): losses "
        "0.856, 0.266, 0.12, 0.151, 0.0566 ... 0.0073-0.0239 in the last third, epoch means 0.445, 0.0738, "
        "0.0453 ... 0.0122, the val MSE 28, 26.9, 27, 27.8 ... 26.8 (flat), test 0.0189",
        ("overfitting", "val-test-gap"),
        family="regression",
        dataset="clothesline-drying-hours",
        seed=99010,
    ),
    ZZZI(
        "vzzzi-val-set-only-built-for-validate-stage-lstm-locks",
        Plan(locks, "lstm", 3e-3, "adam", epochs=12, log_every=8, model_kw=H48),
        ("missing-validation",),
        "missing-eval-set",
        "the data module's setup() builds self.val_set only when stage == 'validate', so the fit gets no "
        "validation loader and never evaluates: an LSTM (hidden 48) under Adam lr 3e-3 over the lock logs, "
        "12 epochs (every 8th step logged): losses 1.53, 1.61, 1.29, 0.954, 1.11 ... 0.341-0.817 in the "
        "last third, epoch means 1.43, 1.11, 0.907 ... 0.476, no val loss logged at all, test 0.697 and "
        "0.707",
        (),
        family="rnn",
        dataset="narrowboat-lock-cycles",
        seed=99011,
        runs=zf_runs(evaluate=False, hparams={"val_set_built_for_stage": "validate"}),
    ),
    # --- model
    ZZZI(
        "vzzzi-freeze-stem-left-on-from-scratch-bncnn-tablets",
        Plan(tablets, "bncnn", 3e-3, "adam", epochs=10, log_every=8, model_fault=freeze_convs, model_kw=CH16),
        ("slow-convergence",),
        "frozen-weights",
        "freeze_stem: true from the fine-tuning config (meant for an ImageNet-pretrained stem) left on "
        "while the net is trained from scratch: every Conv2d keeps its random filters and only the batch "
        "norms and the head train; a 16-channel batch-norm CNN under Adam lr 3e-3 over the tablet patches, "
        "10 epochs (every 8th step logged): losses 1.58, 1.47, 1.59, 1.63, 1.49 ... 0.956-1.77 in the last "
        "third, epoch means 1.58, 1.55, 1.53 ... 1.27, the val loss 1.57, 1.54, 1.52 ... 1.23 and val "
        "accuracy 0.303 to 0.5, test 1.28 and 0.453 (sound nets on these patches: ~0.36-0.91 and 0.78-0.87)",
        STALL,
        family="cnn-bn",
        dataset="tablet-press-faces",
        seed=99012,
        runs=zf_runs(hparams={"freeze_stem": True, "pretrained": False}),
    ),
    ZZZI(
        "vzzzi-tf1-unit-normal-init-mlp-eggs",
        Plan(
            eggs,
            "mlp",
            1e-3,
            "adam",
            epochs=12,
            log_every=8,
            model_fault=unit_normal_init,
            model_kw={"width": 128, "num_layers": 3},
        ),
        ("bad-initial-loss",),
        "poor-initialization",
        "nn.init.normal_(m.weight, 0.0, 1.0) over every nn.Linear (the stddev=1.0 default of TF1's "
        "random_normal kept in the port), biases zeroed: a 3x128 MLP under Adam lr 1e-3 over the egg cards, "
        "12 epochs (every 8th step logged): losses 1,520, 1,130, 860, 688, 510 ... 26.8-67.7 in the last "
        "third (ln 5 = 1.61), mean 189, gradient norms in the hundreds to thousands, the val loss 580, 268, "
        "176, 145 ... 91.6 and val accuracy 0.43 to 0.8-0.82, test 100 and 0.8 (sound MLPs on these cards: "
        "~0.27-0.51 and 0.86-0.89)",
        (*RUNAWAY, "overfitting", "undertrained"),
        family="mlp",
        dataset="nest-record-egg-cards",
        seed=99013,
    ),
    ZZZI(
        "vzzzi-nll-loss-over-raw-logits-gru-locks",
        Plan(locks, "gru", 3e-3, "adam", epochs=10, log_every=8, model_kw=H48),
        ("loss-runaway", "metric-at-baseline"),
        "wrong-loss-function",
        "the loss is nn.NLLLoss() (from a model whose head ended in log_softmax) over a head that now "
        "returns raw logits, so it is minus the true class's logit: a GRU (hidden 48) under Adam lr 3e-3 "
        "over the lock logs, 10 epochs (every 8th step logged): losses -0.178, -0.916, -2.7, -4.31, -5.71 "
        "... -47 to -32.1 in the last third, the val loss -5.21, -10.5, -15.4 ... -47.8 (falling ~4.7 an "
        "epoch) and val accuracy 0.197, then 0.277-0.31 (0.3 the share of upbound passages), test -47.8 and "
        "0.333",
        (*RUNAWAY, "undertrained"),
        family="rnn",
        dataset="narrowboat-lock-cycles",
        seed=99014,
        runs=zf_runs(loss=nll_on_raw_logits, hparams={"loss": "NLLLoss", "head": "linear (raw logits)"}),
    ),
    # --- workflow
    ZZZI(
        "vzzzi-asha-min-budget-2-epochs-bncnn1d-ropes",
        Plan(ropes, "bncnn1d", 2e-3, "adam", epochs=2, log_every=2, model_kw=CH16),
        ("undertrained",),
        "too-few-epochs",
        "max_epochs: 2 copied from an ASHA trial's config (the sweep's minimum budget) into the real run: a "
        "16-channel batch-norm 1-D CNN under Adam lr 2e-3 over the rope traces (every 2nd step logged): "
        "losses 1.6, 1.47, 1.52, 1.53, 1.51 ... 1-1.36 in the last third, epoch means 1.4, 1.18, the val "
        "loss 1.32, 1.13 and val accuracy 0.487, 0.533, test 1.09 and 0.55 (sound 1-D CNNs on these traces: "
        "~0.38-0.5 and 0.8-0.87)",
        ("metric-at-baseline", "slow-convergence"),
        family="cnn-bn",
        dataset="skipping-rope-handle",
        seed=99015,
        runs=zf_runs(hparams={"max_epochs": 2, "from": "ASHA trial config (min budget)"}),
    ),
    ZZZI(
        "vzzzi-checkpoint-monitors-epoch-min-regression-drying",
        Plan(drying, "mlp", 1e-3, "adam", epochs=20, batch_size=64, log_every=4, model_kw=W128),
        ("val-test-gap",),
        "wrong-checkpoint-loaded",
        "ModelCheckpoint(monitor='epoch', mode='min') from a template that meant to keep the earliest file, "
        "so the best checkpoint the test loads is the first epoch's weights: a 2x128 regression MLP under "
        "Adam lr 1e-3 at batch 64 over the drying times, 20 epochs (every 4th step logged): losses 0.879, "
        "0.612, 0.524, 0.286, 0.104 ... 0.00677-0.0152 in the last third, epoch means 0.66, 0.113, 0.0545 "
        "... 0.00854, the val MSE 0.206, 0.0809, 0.0438, 0.0381 ... 0.018-0.022 over the last third (0.0183 "
        "at the end), while the test scores 0.263",
        (),
        family="regression",
        dataset="clothesline-drying-hours",
        seed=99016,
        runs=zf_runs(test_at_step=16, hparams={"checkpoint_monitor": "epoch", "checkpoint_mode": "min"}),
    ),
)

HEALTHY: tuple[Variant, ...] = (
    # --- ropes
    ZZZI(
        "vzzzi-healthy-bncnn1d-ropes-stretch-gain-noise-aug",
        Plan(
            ropes,
            "bncnn1d",
            3e-3,
            "adamw",
            weight_decay=0.01,
            epochs=12,
            log_every=8,
            model_fault=rope_stretch,
            model_kw=CH16,
        ),
        (),
        None,
        "a sound batch-norm 1-D CNN under AdamW lr 3e-3 (weight decay 0.01) whose training traces are "
        "stretched or squeezed in time by up to 15%, scaled by up to 1.22 either way and given 0.2 sd of "
        "noise, 12 epochs (every 8th step logged): losses 1.59, 1.42, 1.34, 1.27, 1.22 ... 0.555-0.701 in "
        "the last third, mean 0.845, the val loss 1.29, 1.07, 0.979, 0.909 ... 0.537 (0.566, 0.674, 0.537 "
        "at the end: at or below the training losses) and val accuracy 0.547 to 0.713-0.81, test 0.497 and "
        "0.827",
        family="cnn-bn",
        dataset="skipping-rope-handle",
        seed=99101,
    ),
    ZZZI(
        "vzzzi-healthy-cnn1d-ropes-nesterov-multistep-cut",
        Plan(
            ropes,
            "cnn1d",
            0.05,
            "sgd",
            momentum=0.9,
            epochs=12,
            log_every=8,
            schedule="multistep",
            model_kw=CH16,
        ),
        (),
        None,
        "a sound 16-channel 1-D CNN under SGD (Nesterov momentum 0.9) at lr 0.05 with MultiStepLR cuts x0.1 "
        "at steps 224 and 320, 12 epochs (every 8th step logged): losses 1.63, 1.58, 1.44, 1.54, 1.36 ... "
        "0.23-0.698 in the last third, epoch means 1.53, 1.23, 1.04 ... 0.483, the val loss 1.43, 1.16, "
        "1.03, 0.907, 0.724, then up to 1.01 and 0.969 (val accuracy down to 0.503) before the first cut, "
        "then 0.583, 0.565, 0.573, 0.558, 0.555 and val accuracy 0.74-0.797, test 0.459 and 0.823",
        family="cnn",
        dataset="skipping-rope-handle",
        seed=99102,
        runs=zf_runs(
            optimizer_kw={"nesterov": True},
            schedule=multistep((224, 320), 0.1),
            hparams={"nesterov": True, "milestones": [224, 320]},
        ),
    ),
    ZZZI(
        "vzzzi-healthy-cnn1d-ropes-long-bf16-warmup-cosine-val-every-2",
        Plan(
            ropes_long,
            "cnn1d",
            3e-3,
            "adamw",
            weight_decay=0.01,
            epochs=14,
            log_every=25,
            schedule="warmup-cosine",
            warmup=100,
            val_every_epochs=2,
            bf16=True,
            model_kw=CH16,
        ),
        (),
        None,
        "a sound 16-channel 1-D CNN in bf16-mixed under AdamW lr 3e-3 (weight decay 0.01) with a 100-step "
        "warm-up and a cosine decay over a 2,000-trace draw, 14 epochs (882 steps, every 25th logged) "
        "evaluated every 2nd epoch: losses 1.56, 1.61, 1.33, 1.15, 1.08 ... 0.259-0.59 in the last third, "
        "epoch means 1.56, 1.21, 0.882 ... 0.409 (flat over the last 4 as the lr nears 0), the val loss "
        "1.05, 0.659, 0.615, 0.486, 0.459, 0.442, 0.439 and val accuracy 0.493 to 0.85, test 0.381 and "
        "0.867",
        family="cnn",
        dataset="skipping-rope-handle",
        seed=99103,
    ),
    # --- tablets
    ZZZI(
        "vzzzi-healthy-resnet-tablets-bf16-adamw-warmup-cosine",
        Plan(
            tablets,
            "resnet",
            2e-3,
            "adamw",
            weight_decay=0.01,
            epochs=12,
            log_every=8,
            schedule="warmup-cosine",
            warmup=40,
            bf16=True,
        ),
        (),
        None,
        "a sound small residual net in bf16-mixed under AdamW lr 2e-3 (weight decay 0.01) with a 40-step "
        "warm-up and a cosine decay, 12 epochs (every 8th step logged): losses 1.68, 1.72, 1.51, 1.33, 1.54 "
        "... 0.71-1.17 in the last third, epoch means 1.62, 1.51, 1.35 ... 0.874, the val loss 1.6, 1.42, "
        "1.36, 1.24, 1.22, 1.23, 1.02 ... 0.896 and val accuracy 0.333 to 0.75, test 0.906 and 0.777",
        family="resnet",
        dataset="tablet-press-faces",
        seed=99104,
    ),
    ZZZI(
        "vzzzi-healthy-bncnn-tablets-val-four-times-an-epoch-short",
        Plan(tablets, "bncnn", 2e-3, "adam", epochs=3, batch_size=16, log_every=2, val_interval=0.25),
        (),
        None,
        "a sound 8-channel batch-norm CNN under Adam lr 2e-3 at batch 16 for 3 epochs (189 steps, every 2nd "
        "logged), evaluated four times an epoch: losses 1.51, 1.6, 1.69, 1.63, 1.6 ... 0.771-1.36 in the "
        "last third, epoch means 1.49, 1.26, 1.12, the val loss 1.6, 1.54, 1.44, 1.37, 1.3, 1.27, 1.23, "
        "1.25, 1.21, 1.12, 1.06, 1.16 and val accuracy 0.18 to 0.507-0.607, still improving at the end, "
        "test 1.26 and 0.47",
        family="cnn-bn",
        dataset="tablet-press-faces",
        seed=99105,
    ),
    ZZZI(
        "vzzzi-healthy-cnn-tablets-dropout-plateau-early-stop",
        Plan(
            tablets,
            "cnn",
            3e-3,
            "adam",
            epochs=40,
            batch_size=64,
            log_every=5,
            schedule="plateau",
            gamma=0.3,
            early_stop=5,
            model_kw={"channels": 16, "dropout": 0.3},
        ),
        (),
        None,
        "a sound 16-channel CNN with dropout 0.3 under Adam lr 3e-3 at batch 64 with ReduceLROnPlateau "
        "(factor 0.3) and early stopping (patience 5) ending it at epoch 28 of 40 (every 5th step logged): "
        "losses 1.73, 1.58, 1.58, 1.51, 1.47 ... 0.0953-0.214 in the last third, epoch means 1.6, 1.44, "
        "1.25 ... 0.15 (flat as the lr is cut from 3e-3 to 2e-7), the val loss 1.54, 1.34, 1.22, 1.04 ... "
        "0.284-0.289 over the last third and val accuracy 0.32 to 0.887-0.893, test 0.362 and 0.867",
        family="cnn",
        dataset="tablet-press-faces",
        seed=99106,
    ),
    # --- locks
    ZZZI(
        "vzzzi-healthy-transformer-locks-onecycle-dropout",
        Plan(
            locks,
            "transformer",
            3e-3,
            "adamw",
            weight_decay=0.01,
            epochs=10,
            log_every=4,
            schedule="onecycle",
            model_kw={"dropout": 0.1},
        ),
        (),
        None,
        "a sound small transformer with dropout 0.1 under AdamW lr 3e-3 (weight decay 0.01) with a "
        "one-cycle schedule (up to 3e-3, down to 1.6e-7), 10 epochs (every 4th step logged): losses 1.64, "
        "1.62, 1.62, 1.49, 1.51 (flat at ln 5 while the lr ramps up) ... 0.263-0.872 in the last third, "
        "epoch means 1.53, 1.1, 0.804 ... 0.548, the val loss 1.33, 0.798, 0.726, 0.701 ... 0.66-0.666 and "
        "val accuracy 0.427 to 0.717-0.77, test 0.649 and 0.753",
        family="transformer",
        dataset="narrowboat-lock-cycles",
        seed=99107,
    ),
    ZZZI(
        "vzzzi-healthy-gru-locks-sgd-momentum-clip-8-epochs",
        Plan(locks, "gru", 0.05, "sgd", momentum=0.9, epochs=8, log_every=8, clip=1.0, model_kw=H48),
        (),
        None,
        "a sound GRU (hidden 48) under SGD momentum 0.9 at lr 0.05 with gradients clipped at 1, 8 epochs "
        "(every 8th step logged): losses 1.56, 1.48, 1.47, 1.28, 1.52 ... 0.293-2.32 in the last third "
        "(2.32 the last logged batch), epoch means 1.5, 1.32, 1.11, 0.862, 0.744, 0.703, 0.655, 0.613, the "
        "val loss 1.38, 1.23, 1.07, 0.798, 0.753, 0.764, 0.717, 0.69 and val accuracy 0.377 to 0.757, test "
        "0.696 and 0.723",
        family="rnn",
        dataset="narrowboat-lock-cycles",
        seed=99108,
    ),
    ZZZI(
        "vzzzi-healthy-lstm-locks-rmsprop-cyclic",
        Plan(locks, "lstm", 1e-3, "rmsprop", epochs=5, log_every=4, schedule="cyclic", model_kw=H48),
        (),
        None,
        "a sound LSTM (hidden 48) under RMSprop with a triangular cyclic lr between 2e-4 and 2e-3 (48 steps "
        "up, 48 down), 5 epochs (every 4th step logged): losses 1.53, 1.43, 1.52, 1.2, 1.25 ... 0.0887-0.83 "
        "in the last third, epoch means 1.28, 0.83, 0.595, 0.527, 0.531, the val loss 0.957, 0.82, 0.721, "
        "0.72, then 0.84 as the lr climbs back, val accuracy 0.617, 0.713, 0.73, 0.74, 0.71, test 0.834 and "
        "0.677",
        family="rnn",
        dataset="narrowboat-lock-cycles",
        seed=99109,
        runs=zf_runs(schedule=cyclic(2e-4, 2e-3, 48), hparams={"cyclic": [2e-4, 2e-3, 48]}),
    ),
    # --- drying
    ZZZI(
        "vzzzi-healthy-regression-drying-long-sgd-step-every-100",
        Plan(
            drying_long,
            "mlp",
            0.01,
            "sgd",
            momentum=0.9,
            epochs=30,
            log_every=100,
            schedule="step",
            step_size=1300,
            gamma=0.2,
            model_kw=MLP64,
        ),
        (),
        None,
        "a sound 2x64 regression MLP under SGD momentum 0.9 at lr 0.01 with StepLR (x0.2 at step 1,300) "
        "over a 2,000-load draw, 30 epochs (1,890 steps, every 100th logged): losses 0.0344, 0.0334, "
        "0.0152, 0.0128, 0.018 ... 0.00618-0.0131 in the last third, epoch means 0.424, 0.0468, 0.0306, "
        "0.0239 ... 0.0107, the val MSE 0.0475, 0.0327, 0.0239, 0.0219 ... 0.0151-0.0154 over the last "
        "third, test 0.0164",
        family="regression",
        dataset="clothesline-drying-hours",
        seed=99110,
    ),
    ZZZI(
        "vzzzi-healthy-regression-drying-column-noise-dropout-03",
        Plan(
            drying,
            "mlp",
            2e-3,
            "adam",
            epochs=20,
            log_every=8,
            model_fault=column_noise,
            model_kw={"width": 128, "num_layers": 2, "dropout": 0.3},
        ),
        (),
        None,
        "a sound 2x128 regression MLP with dropout 0.3 under Adam lr 2e-3 whose training columns get 0.3 sd "
        "of Gaussian noise, 20 epochs (every 8th step logged): losses 0.76, 0.399, 0.238, 0.229, 0.271 ... "
        "0.12-0.169 in the last third, mean 0.166, the val MSE 0.0668, 0.0486, 0.059, 0.059, 0.0456 ... "
        "0.0298-0.0403 over the last third (far below the training losses), test 0.0449",
        family="regression",
        dataset="clothesline-drying-hours",
        seed=99111,
    ),
    ZZZI(
        "vzzzi-healthy-regression-drying-bf16-warmup-cosine-batch-128-every-step",
        Plan(
            drying,
            "mlp",
            4e-3,
            "adamw",
            weight_decay=0.01,
            epochs=40,
            batch_size=128,
            log_every=1,
            schedule="warmup-cosine",
            warmup=30,
            bf16=True,
            model_kw=W128,
        ),
        (),
        None,
        "a sound 2x128 regression MLP in bf16-mixed under AdamW lr 4e-3 (weight decay 0.01) at batch 128 "
        "with a 30-step warm-up and a cosine decay, 40 epochs (320 steps, every step logged): losses 1.12, "
        "0.938, 1.03, 0.856, 0.83 ... 0.00423-0.00998 in the last third, mean 0.0575, the val MSE 0.682, "
        "0.211, 0.174, 0.0884, 0.0511 ... 0.0147-0.0156 over the last third, test 0.0173",
        family="regression",
        dataset="clothesline-drying-hours",
        seed=99112,
    ),
    ZZZI(
        "vzzzi-healthy-regression-drying-60-steps-still-improving",
        Plan(
            drying,
            "mlp",
            1e-3,
            "adam",
            epochs=4,
            batch_size=16,
            max_steps=60,
            log_every=2,
            val_interval=0.5,
            model_kw=MLP64,
        ),
        (),
        None,
        "a sound 2x64 regression MLP under Adam lr 1e-3 at batch 16 stopped at max_steps=60 (every 2nd step "
        "logged, evaluated halfway through its only epoch): losses 1.59, 1.62, 0.652, 1.06, 0.778 ... "
        "0.112-0.488 in the last third, mean 0.569, the val MSE 0.458 at step 30, test 0.106 at the end "
        "(sound regressions on these loads reach ~0.016-0.045)",
        family="regression",
        dataset="clothesline-drying-hours",
        seed=99113,
    ),
    # --- eggs
    ZZZI(
        "vzzzi-healthy-mlp-eggs-dropout-05-early-stop",
        Plan(
            eggs,
            "mlp",
            2e-3,
            "adamw",
            weight_decay=0.05,
            epochs=40,
            log_every=10,
            early_stop=4,
            model_kw={"width": 256, "num_layers": 2, "dropout": 0.5},
        ),
        (),
        None,
        "a sound 2x256 MLP with dropout 0.5 under AdamW lr 2e-3 (weight decay 0.05) with early stopping "
        "(patience 4) ending it at epoch 10 of 40 (every 10th step logged): losses 0.97, 0.431, 0.245, "
        "0.333, 0.361 ... 0.117-0.483 in the last third, epoch means 0.787, 0.324, 0.292 ... 0.225, the val "
        "loss 0.296, 0.267, 0.297, 0.254, 0.257, 0.253 (epoch 6), 0.267, 0.283, 0.271, 0.273 and val "
        "accuracy 0.88-0.903, test 0.266 and 0.877",
        family="mlp",
        dataset="nest-record-egg-cards",
        seed=99114,
    ),
    ZZZI(
        "vzzzi-healthy-mlp-eggs-sgd-batch-256-val-every-5",
        Plan(
            eggs,
            "mlp",
            0.05,
            "sgd",
            momentum=0.9,
            epochs=60,
            batch_size=256,
            log_every=1,
            val_every_epochs=5,
            model_kw=MLP64,
        ),
        (),
        None,
        "a sound 2x64 MLP under SGD momentum 0.9 at lr 0.05 and batch 256 (4 steps an epoch), 60 epochs "
        "(240 steps, every step logged) evaluated every 5th epoch: losses 1.64, 1.63, 1.61, 1.59, 1.57 ... "
        "0.127-0.231 in the last third, epoch means 1.62, 1.52, 1.36, 1.13, 0.872 ... 0.16-0.179 over the "
        "last third, the val loss 0.712, 0.28, 0.269, 0.25, 0.246 ... 0.26-0.267 and val accuracy 0.733 to "
        "0.903-0.907, test 0.276 and 0.893",
        family="mlp",
        dataset="nest-record-egg-cards",
        seed=99115,
    ),
    ZZZI(
        "vzzzi-healthy-mlp-eggs-batch-4-val-twice",
        Plan(
            eggs, "mlp", 5e-4, "adam", epochs=1, batch_size=4, log_every=5, val_interval=0.5, model_kw=MLP64
        ),
        (),
        None,
        "a sound 2x64 MLP under Adam lr 5e-4 at batch 4 for one epoch (250 steps, every 5th logged) "
        "evaluated twice: losses 1.61, 1.58, 1.56, 1.56, 1.53 ... 0.473-0.936 in the last third (four cards "
        "a batch), mean 1.05, the val loss 1.04, 0.528 and val accuracy 0.593, 0.83, test 0.513 and 0.863",
        family="mlp",
        dataset="nest-record-egg-cards",
        seed=99116,
    ),
)
