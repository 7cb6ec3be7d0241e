"""Variant battery zzzh: a look-alike of an external held-out suite, real framework runs (`--battery zzzh`).

    nice -n 10 python benchmarks/variants.py --battery zzzh --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery zzzh [--runs]

Like batteries d-zzzf, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is the log),
trained by battery d's runner through the earlier batteries' wrappers (battery zf's runner with w's
replaced loss, the checkpoint the test loads and the switched-off evaluation), battery zj's model wrapper
and this battery's own hooks (every nn.Linear set to one constant, an evaluation step that adds the
training noise, a cross-entropy over sigmoid outputs), so each case can run in each of the three layouts;
the layout rotation of variants.py picks one.
It was written blind: its author trained it with `--train-only`, read the raw logged numbers of each
run, and never diagnosed or scored it, so it is held-out data for the tool.
Its halves are even (16 faulty, 16 healthy; one fault each, one cause a case, spread over every family
of cause: optimisation, data, evaluation, model, workflow), injected into data sets no battery had at a
realistic strength, in forms earlier batteries did not use (see each case's description and each hook's
docstring).
The data sets are new, all made offline with numpy from known generating models (see each generator): a
trampoline park's bed-deflection traces (64 samples of a landing: clean, off-centre, double bounce, seat
drop, crash), a carpet mill's 12x12 tile inspection patches (sound pile, stain, pulled thread, bald
patch, colour band), a dog agility club's run logs (clear round, time faults, course faults, refusal
elimination, wrong course; left-padded to 20), a cycling club's 10-mile time trials (the finishing time
from the rider's power, masses, drag area, tyres, wind, gradient and air; standardised) and an
archaeology lab's portable-XRF readings of pottery sherds (five kiln sites from 12 element and fabric
columns).
Runs of 40 to 3,000 steps: MLPs (2x64 to 2x256 and 3x64, dropout 0.3-0.5), 2-D CNNs with and without
batch norm, a small residual net, 1-D CNNs with and without batch norm, GRU / LSTM readers of agility run
logs, small transformers and regression MLPs; SGD with and without momentum, Adam, AdamW and Adagrad;
constant, warm-up + cosine, warm-up + linear, one-cycle, step, exponential, plateau and cyclic schedules;
bf16-mixed autocast, shift / gain / noise, flip / noise and column-noise augmentation, dropout, early
stopping, clipping; batches of 8 to 1,000; cadences from every step to once every 100 steps, evaluations
twice an epoch to every 3rd epoch or never.
The healthy half holds sound runs a naive reader can take for a fault: val losses below the training loss
under shift / gain / noise augmentation, under flips with dropout at batch 128 and under column noise with
dropout 0.5; losses flat at ln 5 while a one-cycle lr ramps up; early stopping at epoch 19 of 30 with
logging every 50 steps; a warm-up that lifts the first losses above ln 5 (twice); bf16 noise at batch 16 in
a run still improving; a val loss that creeps up after a step cut while accuracy holds; batch-8 losses
logged every step with no evaluation before the end; a slow SGD regression over 3,000 steps logged every
100; a dropout regression whose val MSE jumps between evaluations; val bumps as a cyclic lr climbs back;
a plateau schedule's cuts flattening a bf16 regression before early stopping; Adagrad evaluated every 3rd
epoch; a 96-step run still improving.
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
from benchmarks.variants_ze import cyclic
from benchmarks.variants_zf import zf_runs
from benchmarks.variants_zh import _patch_splits, _token_splits
from benchmarks.variants_zj import _augmented, _signal_splits, _stats, _wrapper

if TYPE_CHECKING:
    import torch

    from tests.suite.datasets import Splits

SIZES = (1000, 300, 300)


# ---------------------------------------------------------------- data sets no battery has


LANDINGS = ("clean", "off-centre", "double-bounce", "seat-drop", "crash")


def _landings(seed: int, n: int, length: int = 64) -> tuple[Any, Any]:
    """A trampoline park's load cells under the bed: the bed's deflection (mm) over 64 samples around a
    landing, labelled by the coach from the video: a clean landing (one smooth dip and a rebound), an
    off-centre landing (a skewed dip with a sideways wobble), a double bounce (a second, smaller dip
    30-45% later), a seat drop (a wider, shallower dip) or a crash (a sharp dip and a ringing bed). Each
    jumper has their own mass (a dip of 120-320 mm), contact time and onset (samples 8-20), the bed its
    own tension and the cells their noise (4-18 mm): a shallow second dip reads as a clean landing and a
    small wobble as no wobble, so sound 1-D CNNs stop near 0.8-0.9."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.3, 0.18, 0.18, 0.17, 0.17])
    t = np.arange(length, dtype=float)
    x = np.zeros((n, length))
    for i in range(n):
        c = int(y[i])
        depth = rng.uniform(120, 320)
        onset = rng.uniform(8, 20)
        width = rng.uniform(5, 8) * (rng.uniform(1.4, 1.8) if c == 3 else 1.0)
        u = (t - onset) / width
        dip = np.exp(-(u**2)) * (rng.uniform(0.55, 0.75) if c == 3 else 1.0)
        if c == 1:
            dip = np.exp(-(u**2)) * (1 + rng.uniform(0.3, 0.6) * np.tanh(u))
            dip += rng.uniform(0.08, 0.2) * np.sin(2 * np.pi * (t - onset) / rng.uniform(6, 10)) * (t > onset)
        if c == 2:
            lag = length * rng.uniform(0.3, 0.45)
            dip += rng.uniform(0.25, 0.5) * np.exp(-(((t - onset - lag) / width) ** 2))
        if c == 4:
            dip = np.exp(-((u * 1.8) ** 2)) * rng.uniform(1.1, 1.4)
            ring = np.sin(2 * np.pi * (t - onset) / rng.uniform(3, 5)) * np.exp(-(t - onset) / 12)
            dip += rng.uniform(0.15, 0.3) * ring * (t > onset)
        s = -depth * dip + rng.uniform(-10, 10)
        s += np.convolve(rng.normal(0, 1, length + 2), np.ones(3) / np.sqrt(3), "valid") * rng.uniform(4, 18)
        x[i] = s
    return x, y


def landings(
    seed: int = 98101, sizes: tuple[int, int, int] = SIZES, name: str = "trampoline-landing-64"
) -> Splits:
    """The traces (N, 64), centred and scaled by the training traces' mean and sd, 5 classes."""
    x, y = _landings(seed, sum(sizes))
    return _signal_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def landings_long() -> Splits:
    """A 2,000-landing draw."""
    return landings(98102, (2000, 300, 300), "trampoline-landing-64-2000")


CARPET_CLASSES = ("sound-pile", "stain", "pulled-thread", "bald-patch", "colour-band")


def _carpet_tiles(seed: int, n: int, gain: float = 1.0) -> tuple[Any, Any]:
    """12x12 grey patches (0-255) from a carpet mill's inspection camera over the finished roll,
    labelled by the inspector: sound pile (a tufted loop texture), a stain (a dark soft blob), a pulled
    thread (a bright line along the weft or the warp), a bald patch (a smooth, low-texture hollow) or a
    colour band (a stripe a few rows wide of another shade). Each patch has its own yarn brightness
    (90-160), pile texture strength, exposure (x0.85-1.15) and noise (sd 4-10): a faint stain reads as
    sound pile and a soft band as a stain, so sound CNNs stop near 0.7-0.8. `gain`: the camera's
    exposure multiplier (1.0 at the mill's calibration)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.3, 0.18, 0.18, 0.17, 0.17])
    yy, xx = np.mgrid[0:12, 0:12].astype(float)
    x = np.zeros((n, 12, 12))
    for i in range(n):
        c = int(y[i])
        loops = np.sin(xx * rng.uniform(2.2, 2.8) + rng.uniform(0, 6)) * np.sin(yy * rng.uniform(2.2, 2.8))
        texture = rng.uniform(6, 14) * loops + rng.uniform(3, 6) * rng.normal(0, 1, (12, 12))
        base = rng.uniform(90, 160)
        image = base + texture
        if c == 1:
            cx, cy, r = rng.uniform(2, 10), rng.uniform(2, 10), rng.uniform(1.8, 3.5)
            image -= rng.uniform(20, 55) * np.exp(-((xx - cx) ** 2 + (yy - cy) ** 2) / (2 * r * r))
        elif c == 2:
            pos = rng.uniform(1, 11)
            d = (yy - pos) if rng.random() < 0.5 else (xx - pos)
            image += rng.uniform(25, 60) * np.exp(-(d**2) / (2 * 0.45**2))
        elif c == 3:
            cx, cy, r = rng.uniform(3, 9), rng.uniform(3, 9), rng.uniform(2.5, 4)
            hollow = np.exp(-((xx - cx) ** 2 + (yy - cy) ** 2) / (2 * r * r))
            image = base + texture * (1 - 0.85 * hollow) - rng.uniform(8, 20) * hollow
        elif c == 4:
            pos, w = rng.uniform(2, 10), rng.uniform(1.2, 2.5)
            d = (yy - pos) if rng.random() < 0.5 else (xx - pos)
            image += rng.choice([-1, 1]) * rng.uniform(18, 40) * (np.abs(d) < w)
        image *= rng.uniform(0.85, 1.15) * gain
        x[i] = np.clip(image + rng.normal(0, rng.uniform(4, 10), (12, 12)), 0, 255)
    return x, y


def carpets(
    seed: int = 98201, sizes: tuple[int, int, int] = SIZES, name: str = "carpet-tile-patches-12"
) -> Splits:
    """The patches as (N, 1, 12, 12), centred and scaled by the training patches' mean and sd, 5 classes."""
    x, y = _carpet_tiles(seed, sum(sizes))
    return _patch_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def carpets_test_new_camera_gain() -> Splits:
    """The bug (a shift): the test patches come from the second line's camera, installed after the
    training and validation photos with its exposure gain at 1.45 (the mill's calibration sheet is for
    the first line), and they are standardised with the training patches' statistics like the rest."""
    import numpy as np

    x, y = _carpet_tiles(98202, SIZES[0] + SIZES[1])
    xt, yt = _carpet_tiles(98203, SIZES[2], gain=1.45)
    x, y = np.concatenate([x, xt]), np.concatenate([y, yt])
    return _patch_splits(x, y, SIZES, "carpet-tile-patches-12", _stats(x[: SIZES[0]]))


AGILITY_EVENTS = (
    "pad",
    "start-line",
    "jump",
    "tyre",
    "a-frame",
    "dog-walk",
    "see-saw",
    "weave-entry",
    "weave-exit",
    "tunnel",
    "contact-missed",
    "bar-down",
    "refusal",
    "run-out",
    "wrong-course",
    "handler-touch",
    "time-warning",
    "table",
    "finish-line",
    "judge-whistle",
)
AGILITY_OUTCOMES = ("clear-round", "time-faults", "course-faults", "refusal-elimination", "wrong-course")
_AG_EVENTS = ((2, 7, 8, 18), (16, 17, 9, 5), (10, 11, 4, 6), (12, 13, 19, 3), (14, 15, 19, 9))
_AG_LENGTHS = ((12, 21), (12, 21), (10, 20), (5, 15), (6, 16))


def _agility_runs(seed: int, n: int, length: int = 20) -> tuple[Any, Any]:
    """A dog agility club's timing-system logs of runs (19 event kinds: the start line, each obstacle
    taken, a missed contact, a bar down, a refusal, a run-out, a wrong course, a handler touch, the time
    warning, the table, the finish line, the judge's whistle), left-padded to 20 with 0, labelled by the
    judge's sheet: clear round, time faults, course faults, refusal elimination or wrong course. Each
    outcome is a Markov chain over a shared base (any event can follow any other) that favours its own
    four events and has its own range of lengths; a sixth of the events are mislogged (a random kind),
    so sound sequence models stop near 0.78-0.88."""
    import numpy as np

    base_rng = np.random.default_rng(9861)
    kinds = len(AGILITY_EVENTS) - 1
    base = base_rng.dirichlet(np.full(kinds, 0.5), kinds)
    chains = []
    for c in range(5):
        boost = np.zeros(kinds)
        boost[[e - 1 for e in _AG_EVENTS[c]]] = 0.4 / 4
        chain = 0.6 * base + boost
        chains.append(chain / chain.sum(1, keepdims=True))
    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.34, 0.2, 0.18, 0.14, 0.14])
    x = np.zeros((n, length), dtype=np.int64)
    for i in range(n):
        c = int(y[i])
        events = [1]
        for _ in range(int(rng.integers(*_AG_LENGTHS[c])) - 1):
            events.append(int(rng.choice(kinds, p=chains[c][events[-1] - 1])) + 1)
        events = [int(rng.integers(1, kinds + 1)) if rng.random() < 1 / 6 else e for e in events]
        x[i, length - len(events) :] = events
    return x, y


def agility(seed: int = 98301, sizes: tuple[int, int, int] = SIZES, name: str = "dog-agility-runs") -> Splits:
    """Runs (N, 20) over 20 ids (0 the padding), 5 classes."""
    x, y = _agility_runs(seed, sum(sizes))
    return _token_splits(x, y, sizes, name)


def agility_val_is_last_train_batch() -> Splits:
    """The bug: `val_ds = Subset(train_ds, range(len(train_ds) - cfg.batch_size, len(train_ds)))`, the
    quick 'does it overfit one batch' check of the notebook left in the script: the validation set is a
    copy of the training set's last 32 runs. The test runs are the held-out ones."""
    from dataclasses import replace

    data = agility(98302)
    return replace(data, x_val=data.x_train[-32:].clone(), y_val=data.y_train[-32:].clone())


TT_COLUMNS = (
    "power_w",
    "rider_kg",
    "bike_kg",
    "cda_m2",
    "tyre_bar",
    "head_wind_mps",
    "climb_m",
    "air_temp_c",
    "altitude_m",
    "tt_bike",
    "aero_helmet",
    "entry_no",
)


def _time_trials(seed: int, n: int) -> tuple[Any, Any]:
    """A cycling club's 10-mile (16.09 km) time trials: the finishing time (minutes, the target) from
    the rider's average power, the rider's and the bike's mass, the drag area from the club's wind-tunnel
    night, the tyre pressure, the head-wind component, the climbing, the air temperature and the altitude
    (the air's density), whether a time-trial bike and an aero helmet were used, and the entry number (no
    bearing). The speed solves P = (0.5 rho CdA (v + w)^2 + Crr m g + m g grade) v with Crr falling with
    the pressure; pacing, traffic and the timer's error make the floor: standardised, sound models stop
    near an MSE of 0.015-0.03."""
    import numpy as np

    rng = np.random.default_rng(seed)
    power = rng.uniform(150, 380, n)
    rider = rng.uniform(55, 95, n)
    bike = rng.uniform(7, 11, n)
    tt_bike = (rng.random(n) < 0.45).astype(float)
    helmet = (rng.random(n) < 0.5).astype(float)
    cda = rng.uniform(0.24, 0.36, n) * (1 - 0.12 * tt_bike) * (1 - 0.04 * helmet)
    tyre = rng.uniform(4.5, 8.5, n)
    wind = rng.normal(0, 2.0, n)
    climb = rng.uniform(20, 180, n)
    temp = rng.uniform(5, 28, n)
    alt = rng.uniform(0, 600, n)
    entry = rng.integers(1, 120, n).astype(float)
    rho = 1.225 * np.exp(-alt / 8500) * 288 / (273 + temp)
    mass = rider + bike
    crr = 0.0045 * (6.5 / tyre) ** 0.4
    grade = climb / 16090 / 2
    v = np.full(n, 10.0)
    for _ in range(60):
        f = 0.5 * rho * cda * (v + wind) ** 2 + crr * mass * 9.81 + mass * 9.81 * grade
        v = np.clip(0.5 * v + 0.5 * power / f, 3, 25)
    minutes = 16090 / v / 60 * np.exp(rng.normal(0, 0.015, n)) + rng.normal(0, 0.15, n)
    x = np.column_stack([power, rider, bike, cda, tyre, wind, climb, temp, alt, tt_bike, helmet, entry])
    return x, minutes


def trials(seed: int = 98401, sizes: tuple[int, int, int] = SIZES, name: str = "club-time-trials") -> Splits:
    """12 standardised columns, the finishing time standardised."""
    x, minutes = _time_trials(seed, sum(sizes))
    return _regression_table(name, x, minutes, sizes)


def trials_long() -> Splits:
    """A 2,000-ride draw."""
    x, minutes = _time_trials(98402, 2600)
    return _regression_table("club-time-trials-2000", x, minutes, (2000, 300, 300))


def trials_power_left_in_watts() -> Splits:
    """The bug: the standardising step's column list comes from last season's sheet, where the power
    column was `power_kw`; this season's `power_w` is not in the list and passes through raw (150-380)
    while every other column is standardised. The target is standardised as usual."""
    import numpy as np

    x, minutes = _time_trials(98403, sum(SIZES))
    data = _regression_table("club-time-trials", x, minutes, SIZES)
    from dataclasses import replace

    import torch

    raw = torch.tensor(np.asarray(x[:, 0]), dtype=torch.float32)
    a, b = SIZES[0], SIZES[0] + SIZES[1]
    xs = [data.x_train.clone(), data.x_val.clone(), data.x_test.clone()]
    for part, rows in zip(xs, (raw[:a], raw[a:b], raw[b:]), strict=True):
        part[:, 0] = rows
    return replace(data, x_train=xs[0], x_val=xs[1], x_test=xs[2])


SHERD_COLUMNS = (
    "fe_pct",
    "ca_pct",
    "k_pct",
    "ti_ppm",
    "rb_ppm",
    "sr_ppm",
    "zr_ppm",
    "mn_ppm",
    "zn_ppm",
    "cu_ppm",
    "wall_mm",
    "temper_frac",
)
SHERD_SITES = ("kiln-a-riverside", "kiln-b-hillfort", "kiln-c-villa", "kiln-d-estuary", "kiln-e-abbey")


def _sherds(seed: int, n: int) -> tuple[Any, Any]:
    """An archaeology lab's portable-XRF readings of pottery sherds, labelled by the kiln site their
    fabric was matched to in thin section: iron, calcium and potassium (%), titanium, rubidium,
    strontium, zirconium, manganese, zinc and copper (ppm), the wall's thickness and the temper's share.
    Each site's clay has its own log-composition, and each sherd draws around it with a shared clay
    factor (more or less diluted by temper), burial contamination (calcium and manganese) and the
    instrument's counting noise, so neighbouring clays overlap and sound MLPs stop near 0.78-0.8."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.26, 0.22, 0.2, 0.17, 0.15])
    centre = np.log(
        np.array(
            [
                [5.2, 2.0, 2.2, 4800, 120, 180, 210, 700, 95, 35],
                [4.1, 6.5, 1.8, 4100, 95, 420, 160, 520, 80, 28],
                [6.0, 1.5, 2.6, 5600, 150, 150, 260, 900, 110, 45],
                [4.6, 3.8, 2.0, 4500, 110, 300, 190, 650, 130, 60],
                [5.5, 2.6, 2.9, 5200, 140, 220, 230, 800, 100, 30],
            ]
        )
    )
    dilution = rng.normal(0, 0.2, (n, 1))
    comp = centre[y] + dilution + rng.normal(0, 0.3, (n, 10))
    comp[:, 1] += np.abs(rng.normal(0, 0.25, n))
    comp[:, 7] += np.abs(rng.normal(0, 0.2, n))
    wall = np.array([7.0, 9.0, 6.0, 8.0, 10.0])[y] + rng.normal(0, 2.2, n)
    temper = np.clip(np.array([0.2, 0.3, 0.15, 0.25, 0.2])[y] - dilution[:, 0] + rng.normal(0, 0.07, n), 0, 1)
    x = np.column_stack([np.exp(comp), wall, temper])
    return x, y


def sherds(
    seed: int = 98501, sizes: tuple[int, int, int] = SIZES, name: str = "sherd-xrf-provenance"
) -> Splits:
    """12 standardised columns, 5 classes."""
    x, y = _sherds(seed, sum(sizes))
    return _generated(name, x, y, 5, sizes)


def sherds_label_file_header_row() -> Splits:
    """The bug: the site labels come from two exported CSVs; the second (the 500 training sherds of
    the 2024 season) was read with `header=None`, so its header row became a label and every label of
    that file slid one row down (a sherd gets the site of the sherd before it). The validation and test
    labels come from the first file, read right."""
    import numpy as np

    x, y = _sherds(98502, sum(SIZES))
    y = y.copy()
    y[500 : SIZES[0]] = np.concatenate([[y[500]], y[500 : SIZES[0] - 1]])
    return _generated("sherd-xrf-provenance", x, y, 5, SIZES)


# ---------------------------------------------------------------- injected faults (and healthy hooks)


def constant_005_init(net: Any) -> Any:
    """The bug: the init helper's `nn.init.constant_(m.weight, cfg.init_value)` (0.05, from the team's
    linear probe, whose single layer it suited) over every nn.Linear, biases zeroed: the hidden units of
    each layer start equal and receive equal gradients, so they stay copies of one another."""
    import torch
    from torch import nn

    with torch.no_grad():
        for m in net.modules():
            if isinstance(m, nn.Linear):
                nn.init.constant_(m.weight, 0.05)
                if m.bias is not None:
                    nn.init.zeros_(m.bias)
    return net


def _eval_adds_train_noise(inner: Any, x: torch.Tensor) -> torch.Tensor:
    import torch

    if not inner.training:
        x = x + 1.0 * torch.randn_like(x)
    out: torch.Tensor = inner(x)
    return out


eval_adds_train_noise = _wrapper(_eval_adds_train_noise)
eval_adds_train_noise.__doc__ = """The bug: the transform lists are swapped in the data module, so the
evaluation loaders (validation and test) get the `AddGaussianNoise(sd=1.0)` meant for a robustness
study and the training loader gets none: the evaluated traces carry noise as strong as the signal's own
spread. Training is untouched."""


def ce_on_sigmoid(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """The bug: the head ends in `torch.sigmoid` (kept from the multi-label version of the model, which
    flagged each fault on its own) and the single-label training feeds those outputs to
    `F.cross_entropy`: the 'logits' live in [0, 1], so the softmax can give the true class at most e / (e
    + 4) = 0.405 and the loss cannot fall below ~0.9."""
    import torch

    return torch.nn.functional.cross_entropy(out.sigmoid(), y)


def head_only(net: Any) -> Any:
    """The optimizer's parameters: the head only (the fine-tuning recipe's `model.head.parameters()`)."""
    return net.head.parameters()


def _landing_jitter(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.roll(x, int(torch.randint(-4, 5, (1,))), dims=-1)
    gain = torch.exp(0.25 * (torch.rand(len(x), 1) * 2 - 1))
    return x * gain + 0.15 * torch.randn_like(x)


landing_jitter = _augmented(_landing_jitter)
landing_jitter.__doc__ = """Not a fault: in training mode each batch of traces is shifted by up to 4
samples, each trace scaled by up to 1.28 either way (a heavier or lighter jumper) and 0.15 sd of noise
added."""


def _pile_flips(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.where(torch.rand(len(x), 1, 1, 1) < 0.5, x.flip(3), x)
    x = torch.where(torch.rand(len(x), 1, 1, 1) < 0.5, x.flip(2), x)
    return x + 0.25 * torch.randn_like(x)


pile_flips = _augmented(_pile_flips)
pile_flips.__doc__ = """Not a fault: in training mode half the patches are mirrored left-right, half
upside down, and 0.25 sd of noise added."""


def _xrf_noise(x: torch.Tensor) -> torch.Tensor:
    import torch

    return x + 0.25 * torch.randn_like(x)


xrf_noise = _augmented(_xrf_noise)
xrf_noise.__doc__ = """Not a fault: in training mode 0.25 sd of Gaussian noise is added to every
standardised column (the instrument's counting error)."""


# ---------------------------------------------------------------- the variants


def ZZZH(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by battery zf's runner (through every earlier wrapper)."""
    return L(*args, runs=runs or zf_runs(), **kw)


CH16 = {"channels": 16}
H48 = {"hidden": 48}
W128 = {"width": 128, "num_layers": 2}

FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    ZZZH(
        "vzzzh-adam-lr-kept-after-switch-to-plain-sgd-mlp-sherds",
        Plan(sherds, "mlp", 1e-3, "sgd", epochs=12, log_every=8, model_kw=MLP64),
        ("slow-convergence",),
        "learning-rate-too-low",
        "the optimizer was switched from Adam to plain torch.optim.SGD (no momentum) for a 'simpler "
        "baseline' and the config's lr 1e-3, tuned for Adam, kept: a 2x64 MLP over the sherd readings, 12 "
        "epochs (every 8th step logged): losses 1.63, 1.59, 1.62, 1.57, 1.61 ... 1.52-1.62 in the last "
        "third, epoch means 1.62, 1.61 ... 1.58, the val loss 1.63, 1.62 ... 1.6 (ln 5 = 1.61) and val "
        "accuracy 0.13, 0.133, 0.14 ... 0.2, test 1.58 and 0.23 (sound MLPs on these sherds: ~0.49-0.56 and "
        "0.78-0.79)",
        STALL,
        family="mlp",
        dataset="sherd-xrf-provenance",
        seed=98001,
        runs=zf_runs(hparams={"optimizer_was": "adam", "lr_tuned_for": "adam"}),
    ),
    ZZZH(
        "vzzzh-exponentiallr-per-epoch-stepped-per-batch-cnn1d-landings",
        Plan(
            landings,
            "cnn1d",
            3e-3,
            "adam",
            epochs=10,
            log_every=4,
            schedule="exp",
            gamma=0.99,
            model_kw=CH16,
        ),
        ("slow-convergence",),
        "lr-decay-too-fast",
        "ExponentialLR(gamma=0.99) from a 300-epoch recipe (one step an epoch) registered with "
        "interval='step', so the lr falls 1% a batch: Adam from 3e-3 to 1.2e-4 by step 319 for a 16-channel "
        "1-D CNN over the landing traces, 10 epochs (every 4th step logged): losses 1.58, 1.57, 1.6, 1.54, "
        "1.61 ... 0.904-1.26 in the last third, epoch means 1.55, 1.45, 1.36, 1.29 ... 1.12 (each epoch's "
        "gain smaller than the last's), the val loss 1.5, 1.39, 1.29, 1.23, 1.18 ... 1.07 and val accuracy "
        "0.29 to 0.66, test 1.11 and 0.65 (sound 1-D CNNs on these traces: ~0.26-0.35 and 0.87-0.9)",
        STALL,
        family="cnn",
        dataset="trampoline-landing",
        seed=98002,
        runs=zf_runs(hparams={"scheduler_interval": "step", "gamma_meant_per": "epoch"}),
    ),
    ZZZH(
        "vzzzh-adamw-at-sgd-recipe-lr-transformer-agility",
        Plan(agility, "transformer", 0.05, "adamw", weight_decay=0.01, epochs=10, log_every=8),
        ("loss-spikes",),
        "learning-rate-too-high",
        "AdamW given lr 0.05 from the team's SGD recipe for the same model when the optimizer was swapped: a "
        "small transformer over the agility run logs, 10 epochs (every 8th step logged): losses 1.2, 1.13, "
        "1.53, 1.1, 0.939 ... 0.451-1.43 in the last third, epoch means 1.37, 0.883, 0.817, 0.77, 0.696, "
        "0.69, 0.63, then 0.689, 0.712, 0.772 (rising), gradient norms up to 3.15, the val loss 1.11, 0.963, "
        "1.02, 0.792, 0.744, 0.724, 0.767, 0.948, 0.951, 0.834 and val accuracy 0.57 to 0.737, then "
        "0.637-0.697, test 0.694 and 0.72 (sound readers of these logs: ~0.32-0.62 and 0.78-0.88)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="transformer",
        dataset="dog-agility-runs",
        seed=98003,
        runs=zf_runs(hparams={"lr_from": "sgd recipe"}),
    ),
    # --- data
    ZZZH(
        "vzzzh-label-csv-header-row-shift-mlp-sherds",
        Plan(
            sherds_label_file_header_row,
            "mlp",
            2e-3,
            "adam",
            epochs=30,
            log_every=8,
            model_kw={"width": 256, "num_layers": 2},
        ),
        ("overfitting",),
        "label-noise",
        "the site labels come from two CSV exports and the second (500 of the 1,000 training sherds) was "
        "read with header=None, so its header row became a label and each label of that file slid one row "
        "down (half the training sherds carry their neighbour's site); the validation and test labels are "
        "right: a 2x256 MLP under Adam lr 2e-3 for 30 epochs (every 8th step logged): losses 1.55, 1.46, "
        "1.5, 1.4, 1.37 ... 0.281-0.699 in the last third, the val loss 1.06, 1.01, 0.98, 0.95 (epoch 4), "
        "0.975 ... 0.942 (epoch 10), then 1.04, 1.06 ... 1.16-1.44 over the last third (1.43 at the end) and "
        "val accuracy 0.667, 0.73 (epochs 2-3), then down to 0.487-0.587 over the last third, test 1.31 and "
        "0.59 (sound MLPs on these sherds: ~0.49-0.56 and 0.78-0.79)",
        ("train-val-gap", "slow-convergence", "val-test-gap", "metric-at-baseline"),
        family="mlp",
        dataset="sherd-xrf-provenance",
        seed=98004,
    ),
    ZZZH(
        "vzzzh-power-column-left-in-watts-regression-trials",
        Plan(trials_power_left_in_watts, "mlp", 1e-3, "adam", epochs=15, log_every=8, model_kw=MLP64),
        ("bad-initial-loss",),
        "unnormalized-input",
        "the standardising step's column list is last season's, where the power column was power_kw, so this "
        "season's power_w passes through raw (150-380) beside 11 standardised columns: a 2x64 regression MLP "
        "under Adam lr 1e-3 over the time trials, 15 epochs (every 8th step logged): losses 8.76, 18.2, "
        "8.29, 2.77, 2.54 ... 0.182-1.14 in the last third (the standardised target's variance is 1), epoch "
        "means 33, 1.56, 0.973, 0.88, 0.882 ... 0.589, gradient norms 748, 1,190, 796 ... 7.2-126 over the "
        "last third, the val MSE 1.4, 0.933, 0.768, 0.727, 0.695 ... 0.475, test 0.464 (sound regressions on "
        "these rides: ~0.017-0.027)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="regression",
        dataset="club-time-trials",
        seed=98005,
    ),
    ZZZH(
        "vzzzh-val-set-is-last-train-batch-gru-agility",
        Plan(agility_val_is_last_train_batch, "gru", 3e-3, "adam", epochs=12, log_every=8, model_kw=H48),
        ("val-test-gap",),
        "data-leakage",
        "val_ds = Subset(train_ds, range(len(train_ds) - 32, len(train_ds))), the notebook's 'overfit one "
        "batch' check left in the script: the validation set is the training set's last 32 runs; a GRU "
        "(hidden 48) under Adam lr 3e-3 over the agility logs, 12 epochs (every 8th step logged): losses "
        "1.49, 1.46, 1.33, 0.38, 1.1 ... 0.0936-0.302 in the last third, epoch means 1.36, 0.871, 0.565 ... "
        "0.139, the val loss 1.15, 0.899, 0.702, 0.491 ... 0.12 and val accuracy 0.531 to 0.969 (31 of 32), "
        "while the held-out test runs score 0.433 and 0.86",
        ("overfitting", "train-val-gap", "zero-train-loss"),
        family="rnn",
        dataset="dog-agility-runs",
        seed=98006,
    ),
    ZZZH(
        "vzzzh-runs-read-by-outcome-folder-unshuffled-lstm-agility",
        Plan(
            agility,
            "lstm",
            3e-3,
            "adam",
            epochs=8,
            log_every=2,
            shuffle=False,
            sort_by_class=True,
            model_kw=H48,
        ),
        ("periodic-loss",),
        "data-not-shuffled",
        "the training runs are read folder by folder (one folder an outcome) into one dataset and the "
        "DataLoader has shuffle=False ('keep the sequences in order'), so each epoch walks the outcomes one "
        "after another: an LSTM (hidden 48) under Adam lr 3e-3 over the agility logs, 8 epochs (every 2nd "
        "step logged): losses 1.54, 1.44, 1.32, 1.17, 0.959 ... 0.3-1.71 in the last third, falling at the "
        "start of each epoch and jumping back to 1.4-2.15 where the next outcome's block begins, epoch means "
        "1.69, 1.53, 1.41, 1.31, 1.24, 0.968, 1.07, 0.834, the val loss 1.54, 1.48, 1.27, 1.26, 1.02, 1.02, "
        "0.83, 0.711 and val accuracy 0.323 to 0.763, test 0.686 and 0.77 (sound readers of these logs: "
        "~0.32-0.62 and 0.78-0.88)",
        ("loss-oscillation", "loss-spikes", "slow-convergence", "metric-at-baseline", "undertrained"),
        family="rnn",
        dataset="dog-agility-runs",
        seed=98007,
        runs=zf_runs(hparams={"shuffle": False, "files": "one per outcome, read in order"}),
    ),
    ZZZH(
        "vzzzh-test-from-second-line-camera-gain-bncnn-carpets",
        Plan(carpets_test_new_camera_gain, "bncnn", 2e-3, "adam", epochs=10, log_every=8),
        ("val-test-gap",),
        "distribution-shift",
        "the test patches come from the second line's camera, installed after the training and validation "
        "photos with its exposure gain at 1.45, and are standardised with the training patches' statistics "
        "like the rest: a batch-norm CNN under Adam lr 2e-3 over the carpet patches, 10 epochs (every 8th "
        "step logged): losses 1.63, 1.48, 1.43, 1.49 ... 0.439-1.34 in the last third, epoch means 1.52, "
        "1.38 ... 0.654, the val loss 1.47, 1.36, 1.27 ... 0.835, 0.754 and val accuracy 0.377 to "
        "0.62-0.693, while the test patches score 1.03 and 0.58",
        (),
        family="cnn-bn",
        dataset="carpet-tile-patches",
        seed=98008,
    ),
    ZZZH(
        "vzzzh-full-batch-from-lbfgs-recipe-regression-trials",
        Plan(trials, "mlp", 1e-3, "adam", epochs=40, batch_size=1000, log_every=1, model_kw=MLP64),
        ("undertrained",),
        "batch-size-unsuitable",
        "batch_size=len(train_set) (1,000 rides) kept from the L-BFGS recipe when the run moved to Adam at "
        "lr 1e-3: a 2x64 regression MLP over the time trials, 40 epochs = 40 optimizer steps (each logged, "
        "each evaluated): losses 0.993, 0.966, 0.94, 0.915, 0.891 ... 0.14-0.319 in the last third, still "
        "falling by ~0.01 a step at the end, the val MSE 1.15, 1.12, 1.09, 1.06, 1.03 ... 0.16-0.37 over the "
        "last third, test 0.173 (sound regressions on these rides: ~0.017-0.027)",
        ("slow-convergence",),
        family="regression",
        dataset="club-time-trials",
        seed=98009,
        runs=zf_runs(hparams={"batch_size_from": "lbfgs recipe (len(train_set))"}),
    ),
    # --- evaluation
    ZZZH(
        "vzzzh-eval-loaders-get-noise-transform-cnn1d-landings",
        Plan(
            landings,
            "cnn1d",
            3e-3,
            "adam",
            epochs=12,
            log_every=8,
            model_fault=eval_adds_train_noise,
            model_kw=CH16,
        ),
        ("train-val-gap",),
        "eval-pipeline-mismatch",
        "the data module's transform lists are swapped, so the evaluation loaders (validation and test) get "
        "the AddGaussianNoise(sd=1.0) meant for a robustness study and the training loader gets none: a "
        "16-channel 1-D CNN under Adam lr 3e-3 over the landing traces, 12 epochs (every 8th step logged): "
        "losses 1.58, 1.57, 1.53, 1.54 ... 0.369-0.508 in the last third, the val loss 1.56, 1.45, 1.79, 3, "
        "4.3, 5.85, 6.54, 6.78, 8.31, 8.94, 9.71, 9.61 and val accuracy 0.29, 0.43, then 0.207-0.357, test "
        "10.7 and 0.247 (sound 1-D CNNs on these traces: ~0.26-0.35 and 0.87-0.9)",
        ("overfitting", "metric-at-baseline"),
        family="cnn",
        dataset="trampoline-landing",
        seed=98010,
    ),
    ZZZH(
        "vzzzh-val-fraction-zero-from-deploy-config-regression-trials",
        Plan(trials, "mlp", 2e-3, "adam", epochs=15, log_every=8, model_kw=W128),
        ("missing-validation",),
        "missing-eval-set",
        "val_fraction: 0.0 from the deployment config (train on everything) merged over the experiment "
        "config, so the run has no validation loader and never evaluates: a 2x128 regression MLP under Adam "
        "lr 2e-3 over the time trials, 15 epochs (every 8th step logged): losses 0.236, 0.0706, 0.0719, "
        "0.0225 ... 0.00463-0.0165 in the last third, epoch means 0.274, 0.039, 0.0233 ... 0.0065, no val "
        "loss logged at all, test 0.0177",
        (),
        family="regression",
        dataset="club-time-trials",
        seed=98011,
        runs=zf_runs(evaluate=False, hparams={"val_fraction": 0.0, "config": "deploy.yaml"}),
    ),
    # --- model
    ZZZH(
        "vzzzh-backbone-left-out-of-optimizer-cnn-carpets",
        Plan(carpets, "cnn", 2e-3, "adam", epochs=10, log_every=8, params=head_only, model_kw=CH16),
        ("slow-convergence",),
        "frozen-weights",
        "the optimizer is built over model.head.parameters() (the fine-tuning recipe's line) while the model "
        "is trained from scratch, so the two conv layers keep their random initial weights: a 16-channel CNN "
        "under Adam lr 2e-3 over the carpet patches, 10 epochs (every 8th step logged): losses 1.64, 1.58, "
        "1.53, 1.53, 1.48 ... 1.12-1.29 in the last third, the val loss 1.52, 1.52, 1.44 ... 1.32 and val "
        "accuracy 0.333 to 0.47 (0.533 at best), test 1.28 and 0.49 (sound nets on these patches: ~0.57-0.73 "
        "and 0.73-0.78)",
        STALL,
        family="cnn",
        dataset="carpet-tile-patches",
        seed=98012,
        runs=zf_runs(hparams={"optimizer_params": "model.head.parameters()"}),
    ),
    ZZZH(
        "vzzzh-sigmoid-head-into-cross-entropy-transformer-agility",
        Plan(agility, "transformer", 2e-3, "adamw", weight_decay=0.01, epochs=12, log_every=8),
        ("slow-convergence",),
        "wrong-loss-function",
        "the head ends in torch.sigmoid (kept from the multi-label version of the model) and the "
        "single-label training feeds those outputs to F.cross_entropy, so the 'logits' live in [0, 1] and "
        "the loss cannot fall below ~0.9: a small transformer under AdamW lr 2e-3 over the agility logs, 12 "
        "epochs (every 8th step logged): losses 1.54, 1.45, 1.33, 1.27, 1.24 ... 0.986-1.05 in the last "
        "third, the val loss 1.27, 1.18, 1.14, 1.11, 1.08 ... 1.05-1.09 (flat from epoch 5) while val "
        "accuracy is 0.71 to 0.8-0.853, test 1.03 and 0.86 (sound readers of these logs: ~0.32-0.62 and "
        "0.78-0.88)",
        STALL,
        family="transformer",
        dataset="dog-agility-runs",
        seed=98013,
        runs=zf_runs(loss=ce_on_sigmoid, hparams={"head_activation": "sigmoid", "loss": "cross_entropy"}),
    ),
    ZZZH(
        "vzzzh-constant-005-linear-init-mlp-sherds",
        Plan(
            sherds, "mlp", 2e-3, "adam", epochs=12, log_every=8, model_fault=constant_005_init, model_kw=MLP64
        ),
        ("slow-convergence",),
        "poor-initialization",
        "nn.init.constant_(m.weight, cfg.init_value) (0.05, from the team's linear probe) over every "
        "nn.Linear, biases zeroed: the hidden units of each layer start equal, receive equal gradients and "
        "stay copies of one another; a 2x64 MLP under Adam lr 2e-3 over the sherd readings, 12 epochs (every "
        "8th step logged): losses 1.56, 1.43, 1.6, 1.56 ... 1.01-1.5 in the last third, epoch means 1.58, "
        "1.48, 1.35 ... 1.12, the val loss 1.54, 1.43, 1.34 ... 1.18 and val accuracy 0.26 to 0.43-0.51, "
        "test 1.09 and 0.58 (sound MLPs on these sherds: ~0.49-0.56 and 0.78-0.79)",
        STALL,
        family="mlp",
        dataset="sherd-xrf-provenance",
        seed=98014,
    ),
    # --- workflow
    ZZZH(
        "vzzzh-test-loads-first-epoch-checkpoint-bncnn1d-landings",
        Plan(landings, "bncnn1d", 3e-3, "adam", epochs=15, log_every=8, early_stop=3, model_kw=CH16),
        ("val-test-gap",),
        "wrong-checkpoint-loaded",
        "ModelCheckpoint(save_top_k=-1) writes a file each epoch and the test script loads "
        "sorted(glob('*.ckpt'))[0], the first epoch's weights, while early stopping (patience 3) ran the fit "
        "to epoch 15: a batch-norm 1-D CNN under Adam lr 3e-3 over the landing traces (every 8th step "
        "logged): losses 1.36, 1.38, 1.18, 1.18 ... 0.108-2 in the last third, epoch means 1.29, 0.998, "
        "0.803 ... 0.273, the val loss 1.11, 0.852, 0.717, 0.564 ... 0.275-0.45 over the last third and val "
        "accuracy 0.617 to 0.823-0.917, while the test scores 1.12 and 0.633 (the first epoch's val: 1.11 "
        "and 0.617)",
        (),
        family="cnn-bn",
        dataset="trampoline-landing",
        seed=98015,
        runs=zf_runs(test_at_step=32, hparams={"test_ckpt": "sorted(glob('*.ckpt'))[0]"}),
    ),
    ZZZH(
        "vzzzh-max-steps-60-from-smoke-profile-resnet-carpets",
        Plan(carpets, "resnet", 2e-3, "adam", epochs=15, max_steps=60, log_every=4),
        ("undertrained",),
        "too-few-epochs",
        "max_steps: 60 from the config's smoke-test profile, left active in the real run (max_epochs 15 "
        "never reached): a small residual net under Adam lr 2e-3 over the carpet patches stops inside its "
        "2nd epoch (every 4th step logged): losses 1.69, 1.58, 1.57, 1.55, 1.56 ... 1.27-1.37 in the last "
        "third, epoch means 1.55, 1.35, one evaluation (val loss 1.46, accuracy 0.44), test 1.33 and 0.473 "
        "(sound nets on these patches: ~0.57-0.73 and 0.73-0.78)",
        ("metric-at-baseline", "slow-convergence"),
        family="resnet",
        dataset="carpet-tile-patches",
        seed=98016,
        runs=zf_runs(hparams={"profile": "smoke", "max_steps": 60}),
    ),
)

HEALTHY: tuple[Variant, ...] = (
    # --- landings
    ZZZH(
        "vzzzh-healthy-bncnn1d-landings-shift-gain-noise-aug",
        Plan(
            landings,
            "bncnn1d",
            3e-3,
            "adamw",
            weight_decay=0.01,
            epochs=14,
            log_every=8,
            model_fault=landing_jitter,
            model_kw=CH16,
        ),
        (),
        None,
        "a sound batch-norm 1-D CNN under AdamW lr 3e-3 (weight decay 0.01) whose training traces are "
        "shifted by up to 4 samples, scaled by up to 1.28 either way and given 0.15 sd of noise, 14 epochs "
        "(every 8th step logged): losses 1.49, 1.39, 1.38, 1.47, 1.21 ... 0.205-0.592 in the last third, "
        "epoch means 1.39, 1.13, 0.947 ... 0.378, the val loss 1.29, 0.99, 0.771 ... 0.302 (below the epoch "
        "means, up and down: 0.546, 0.611, 0.498, 0.451, 0.602, 0.468) and val accuracy 0.373 to 0.89, test "
        "0.308 and 0.873",
        family="cnn-bn",
        dataset="trampoline-landing",
        seed=98101,
    ),
    ZZZH(
        "vzzzh-healthy-cnn1d-landings-onecycle-sgd",
        Plan(
            landings,
            "cnn1d",
            0.05,
            "sgd",
            momentum=0.9,
            epochs=12,
            log_every=6,
            schedule="onecycle",
            model_kw=CH16,
        ),
        (),
        None,
        "a sound 16-channel 1-D CNN under SGD momentum 0.9 with a one-cycle schedule (up to 0.05 and down to "
        "1.9e-6), 12 epochs (every 6th step logged): losses 1.64, 1.6, 1.62, 1.61, 1.61 (flat at ln 5 "
        "through the first epochs of the ramp) ... 0.26-0.641 in the last third, epoch means 1.59, 1.55, "
        "1.48, 1.33, 1.13, 0.867 ... 0.352, the val loss 1.57, 1.52, 1.42, 1.23 ... 0.371, 0.429, 0.348, "
        "0.345 and val accuracy 0.29 to 0.883, test 0.348 and 0.887",
        family="cnn",
        dataset="trampoline-landing",
        seed=98102,
    ),
    ZZZH(
        "vzzzh-healthy-cnn1d-landings-long-early-stop-every-50",
        Plan(landings_long, "cnn1d", 2e-3, "adam", epochs=30, log_every=50, early_stop=3, model_kw=CH16),
        (),
        None,
        "a sound 16-channel 1-D CNN under Adam lr 2e-3 over a 2,000-landing draw with early stopping "
        "(patience 3) that ends it at epoch 19 of 30 (1,197 steps, every 50th logged): losses 1.49, 1.18, "
        "0.871, 0.784, 0.543 ... 0.092-0.363 in the last third, epoch means 1.53, 1.22, 0.863 ... 0.223, the "
        "val loss 1.43, 1.02, 0.743 ... 0.252-0.325 over the last third (0.252 at epoch 16, then 0.282, "
        "0.264, 0.325) and val accuracy 0.49 to 0.883-0.91, test 0.255 and 0.897",
        family="cnn",
        dataset="trampoline-landing",
        seed=98103,
    ),
    # --- carpets
    ZZZH(
        "vzzzh-healthy-resnet-carpets-warmup-cosine-val-twice",
        Plan(
            carpets,
            "resnet",
            3e-3,
            "adamw",
            weight_decay=0.05,
            epochs=10,
            log_every=8,
            val_interval=0.5,
            schedule="warmup-cosine",
            warmup=50,
        ),
        (),
        None,
        "a sound small residual net under AdamW lr 3e-3 (weight decay 0.05) with a 50-step warm-up and a "
        "cosine decay, 10 epochs evaluated twice an epoch (every 8th step logged): losses 1.85, 1.62, 1.71, "
        "1.65, 1.43 (above ln 5 = 1.61 at the start) ... 0.632-0.953 in the last third, epoch means 1.69, "
        "1.46, 1.27 ... 0.712, the val loss 1.65, 1.65, 1.49, 1.36, 1.25 ... 0.745-0.784 over the last third "
        "and val accuracy 0.227 to 0.723-0.75, test 0.727 and 0.733",
        family="resnet",
        dataset="carpet-tile-patches",
        seed=98104,
    ),
    ZZZH(
        "vzzzh-healthy-bncnn-carpets-bf16-batch-16",
        Plan(carpets, "bncnn", 2e-3, "adam", epochs=6, batch_size=16, log_every=3, bf16=True),
        (),
        None,
        "a sound batch-norm CNN in bf16-mixed under Adam lr 2e-3 at batch 16 for 6 epochs (378 steps, every "
        "3rd logged): losses 1.63, 1.67, 1.55, 1.59, 1.67 ... 0.767-1.3 in the last third, epoch means 1.54, "
        "1.4, 1.25, 1.11, 1, 0.932, the val loss 1.47, 1.32, 1.18, 1.05, 0.945, 0.901 and val accuracy "
        "0.367, 0.437, 0.52, 0.643, 0.667, 0.69, still improving at the end, test 0.89 and 0.637",
        family="cnn-bn",
        dataset="carpet-tile-patches",
        seed=98105,
    ),
    ZZZH(
        "vzzzh-healthy-cnn-carpets-flip-noise-aug-batch-128",
        Plan(
            carpets,
            "cnn",
            4e-3,
            "adam",
            epochs=25,
            batch_size=128,
            log_every=2,
            model_fault=pile_flips,
            model_kw={"channels": 16, "dropout": 0.3},
        ),
        (),
        None,
        "a sound 16-channel CNN with dropout 0.3 before its head under Adam lr 4e-3 at batch 128 (8 steps an "
        "epoch) whose training patches are mirrored both ways at random and given 0.25 sd of noise, 25 "
        "epochs (200 steps, every 2nd logged): losses 1.6, 1.55, 1.63, 1.55, 1.56 ... 0.386-0.688 in the "
        "last third, epoch means 1.59, 1.52, 1.42 ... 0.487-0.601 over the last third, the val loss 1.56, "
        "1.48, 1.38 ... 0.506-0.662 over the last third and val accuracy 0.25 to 0.753-0.797, test 0.572 and "
        "0.777",
        family="cnn",
        dataset="carpet-tile-patches",
        seed=98106,
    ),
    # --- agility
    ZZZH(
        "vzzzh-healthy-transformer-agility-warmup-linear",
        Plan(
            agility,
            "transformer",
            2e-3,
            "adamw",
            weight_decay=0.01,
            epochs=10,
            log_every=4,
            schedule="warmup-linear",
            warmup=60,
        ),
        (),
        None,
        "a sound small transformer under AdamW lr 2e-3 (weight decay 0.01) with a 60-step warm-up and a "
        "linear decay, 10 epochs (every 4th step logged): losses 1.52, 1.88, 1.56, 1.4, 1.26 (a bump above "
        "ln 5 = 1.61 during the warm-up) ... 0.0582-0.625 in the last third, epoch means 1.48, 0.745, 0.503 "
        "... 0.286, the val loss 1.13, 0.677, 0.564, 0.518, 0.51, 0.519, 0.496 ... 0.496 and val accuracy "
        "0.627 to 0.817-0.843, test 0.322 and 0.883",
        family="transformer",
        dataset="dog-agility-runs",
        seed=98107,
    ),
    ZZZH(
        "vzzzh-healthy-lstm-agility-sgd-step-cut",
        Plan(
            agility,
            "lstm",
            0.3,
            "sgd",
            momentum=0.9,
            epochs=14,
            log_every=8,
            clip=5.0,
            schedule="step",
            step_size=256,
            gamma=0.1,
            model_kw=H48,
        ),
        (),
        None,
        "a sound LSTM (hidden 48) under SGD momentum 0.9 at lr 0.3 with gradients clipped at 5 and StepLR "
        "(x0.1 at step 256), 14 epochs (every 8th step logged): losses 1.55, 1.38, 1.23, 1.02, 0.961 ... "
        "0.0549-0.0958 in the last third, the val loss 1.06, 0.633, 0.58, 0.599, 0.548, 0.585, 0.517, 0.617, "
        "then 0.601-0.626 after the cut and val accuracy 0.61 to 0.787-0.817, test 0.499 and 0.847",
        family="rnn",
        dataset="dog-agility-runs",
        seed=98108,
    ),
    ZZZH(
        "vzzzh-healthy-gru-agility-batch-8-every-step",
        Plan(agility, "gru", 3e-3, "adam", epochs=1, batch_size=8, max_steps=110, log_every=1, model_kw=H48),
        (),
        None,
        "a sound GRU (hidden 48) under Adam lr 3e-3 at batch 8 stopped at max_steps=110 (every step logged): "
        "losses 1.59, 1.6, 1.62, 1.54, 1.64 ... 0.373-1.29 in the last third (eight runs a batch), epoch "
        "mean 0.957, no evaluation before the end, test 0.62 and 0.783",
        family="rnn",
        dataset="dog-agility-runs",
        seed=98109,
    ),
    # --- trials
    ZZZH(
        "vzzzh-healthy-regression-trials-sgd-3000-steps-every-100",
        Plan(
            trials_long,
            "mlp",
            5e-3,
            "sgd",
            momentum=0.5,
            epochs=24,
            batch_size=16,
            log_every=100,
            model_kw=MLP64,
        ),
        (),
        None,
        "a sound 2x64 regression MLP under SGD momentum 0.5 at lr 5e-3, batch 16, over a 2,000-ride draw for "
        "24 epochs (3,000 steps, every 100th logged): losses 0.768, 0.214, 0.0814, 0.0556, 0.0401 ... "
        "0.0136-0.0164 in the last third, the val MSE 0.269, 0.0686, 0.0501, 0.0386, 0.034, 0.0302 ... "
        "0.0187-0.0207 over the last third, still creeping down, test 0.0186",
        family="regression",
        dataset="club-time-trials",
        seed=98110,
    ),
    ZZZH(
        "vzzzh-healthy-regression-trials-dropout-04-adam",
        Plan(
            trials,
            "mlp",
            2e-3,
            "adam",
            epochs=25,
            log_every=8,
            model_kw={"width": 128, "num_layers": 2, "dropout": 0.4},
        ),
        (),
        None,
        "a sound 2x128 regression MLP with dropout 0.4 under Adam lr 2e-3 for 25 epochs (every 8th step "
        "logged): losses 0.97, 0.579, 0.282, 0.201, 0.197 ... 0.0438-0.0882 in the last third, the val MSE "
        "0.105, 0.0501, 0.0326, 0.0587, 0.0393 ... 0.0171-0.0466 over the last third (below the training "
        "losses, up and down from evaluation to evaluation), test 0.027",
        family="regression",
        dataset="club-time-trials",
        seed=98111,
    ),
    ZZZH(
        "vzzzh-healthy-regression-trials-cyclic-val-every-2",
        Plan(
            trials,
            "mlp",
            0.02,
            "sgd",
            momentum=0.9,
            epochs=16,
            log_every=4,
            val_every_epochs=2,
            schedule="cyclic",
            model_kw=W128,
        ),
        (),
        None,
        "a sound 2x128 regression MLP under SGD momentum 0.9 with a triangular cyclic lr between 1e-3 and "
        "0.03 (64 steps up, 64 down), 16 epochs evaluated every 2nd epoch (every 4th step logged): losses "
        "1.58, 0.531, 0.966, 0.797, 0.517 ... 0.00482-0.0199 in the last third, epoch means 0.65, 0.0589, "
        "0.0267, 0.0199 ... 0.0098, the val MSE 0.0368, 0.0263, 0.0267, 0.0245, 0.0233, 0.021, 0.028 (as the "
        "lr climbs back), 0.0201, test 0.0189",
        family="regression",
        dataset="club-time-trials",
        seed=98112,
        runs=zf_runs(schedule=cyclic(1e-3, 0.03, 64), hparams={"cyclic": [1e-3, 0.03, 64]}),
    ),
    ZZZH(
        "vzzzh-healthy-regression-trials-bf16-plateau-early-stop",
        Plan(
            trials,
            "mlp",
            3e-3,
            "adamw",
            weight_decay=0.01,
            epochs=60,
            batch_size=64,
            log_every=4,
            schedule="plateau",
            gamma=0.3,
            early_stop=6,
            bf16=True,
            model_kw=W128,
        ),
        (),
        None,
        "a sound 2x128 regression MLP in bf16-mixed under AdamW lr 3e-3 (weight decay 0.01) at batch 64 with "
        "ReduceLROnPlateau (factor 0.3) and early stopping (patience 6) ending it at epoch 21 of 60 (every "
        "4th step logged): losses 0.383, 0.147, 0.198, 0.0969 ... 0.0048-0.0122 in the last third, epoch "
        "means 0.365, 0.0771, 0.0383 ... 0.0085 (flat over the last 8 epochs as the lr is cut from 3e-3 to "
        "2e-7), the val MSE 0.121, 0.043, 0.0338 ... 0.0165-0.0166 over the last third, test 0.0173",
        family="regression",
        dataset="club-time-trials",
        seed=98113,
    ),
    # --- sherds
    ZZZH(
        "vzzzh-healthy-mlp-sherds-xrf-noise-dropout-05",
        Plan(
            sherds,
            "mlp",
            2e-3,
            "adam",
            epochs=20,
            log_every=8,
            model_fault=xrf_noise,
            model_kw={"width": 256, "num_layers": 2, "dropout": 0.5},
        ),
        (),
        None,
        "a sound 2x256 MLP with dropout 0.5 under Adam lr 2e-3 whose training columns get 0.25 sd of "
        "Gaussian noise, 20 epochs (every 8th step logged): losses 1.35, 1.05, 0.814, 0.636 ... 0.28-0.891 "
        "in the last third, epoch means 1.13, 0.707, 0.634, 0.623 ... 0.536-0.588 over the last third, the "
        "val loss 0.645, 0.536, 0.515, 0.494 ... 0.456-0.508 over the last third (below the epoch means) and "
        "val accuracy 0.737 to 0.78-0.813, test 0.487 and 0.787",
        family="mlp",
        dataset="sherd-xrf-provenance",
        seed=98114,
    ),
    ZZZH(
        "vzzzh-healthy-mlp-sherds-adagrad-val-every-3",
        Plan(
            sherds,
            "mlp",
            0.03,
            "adagrad",
            epochs=18,
            log_every=10,
            val_every_epochs=3,
            model_kw={"width": 64, "num_layers": 3},
        ),
        (),
        None,
        "a sound 3x64 MLP under Adagrad lr 0.03, 18 epochs evaluated every 3rd epoch (every 10th step "
        "logged): losses 0.991, 0.515, 0.757, 0.427, 0.986 ... 0.0939-0.436 in the last third, epoch means "
        "0.906, 0.533, 0.45 ... 0.272, the val loss 0.522, 0.537, 0.528, 0.582, 0.566, 0.56 and val accuracy "
        "0.8, 0.8, 0.82, 0.803, 0.81, 0.823, test 0.518 and 0.78",
        family="mlp",
        dataset="sherd-xrf-provenance",
        seed=98115,
    ),
    ZZZH(
        "vzzzh-healthy-mlp-sherds-short-still-improving",
        Plan(sherds, "mlp", 5e-4, "adam", epochs=3, log_every=2, val_interval=0.5, model_kw=MLP64),
        (),
        None,
        "a sound 2x64 MLP under Adam lr 5e-4 for 3 epochs (96 steps, every 2nd logged) evaluated twice an "
        "epoch: losses 1.65, 1.61, 1.61, 1.62, 1.59 ... 1.07-1.39 in the last third, the val loss 1.56, "
        "1.49, 1.41, 1.32, 1.22, 1.12 and val accuracy 0.383, 0.477, 0.467, 0.537, 0.593, 0.61, still "
        "climbing at the end, test 1.08 and 0.637",
        family="mlp",
        dataset="sherd-xrf-provenance",
        seed=98116,
    ),
)
