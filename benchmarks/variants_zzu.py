"""Variant battery zzu: a look-alike of an external held-out suite, real framework runs (`--battery zzu`).

    nice -n 10 python benchmarks/variants.py --battery zzu --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery zzu [--runs]

Like batteries d-zzt, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is the log),
trained by battery d's runner through the earlier batteries' wrappers (battery zf's runner with its
SGD options, w's replaced loss and its evaluate switch, zd's replaced schedule), battery zj's model
wrappers and this battery's own hooks (a mask that zeroes the second half of every training window,
a validation loss computed on softmax probabilities, a classifier bias set to the class shares in
percent, a softplus kept on a regression output, a freeze helper that matches every weight matrix, a
validation set built from augmented copies of training patches, an auto-labeller's unreviewed labels,
a scaler step commented out, a test export whose probe reads a constant offset high),
so each case can run in each of the three layouts; the layout rotation of variants.py picks one.
It was written blind: its author trained it with `--train-only`, read the raw logged numbers of
each run, and never diagnosed or scored it, so it is held-out data for the tool.
Its halves are even (one fault each, one cause a case, spread over every family of cause:
optimisation, data, evaluation, model, workflow; ~2-3 CPU-minutes to train on the shared 2-core
machine), injected into data sets no battery had at a realistic strength, in forms earlier
batteries did not use (see each case's description and each hook's docstring).
Runs of 50 to 2,520 steps: MLPs (2x64 to 3x128, dropout 0.5), 2-D CNNs with and without batch norm,
a small residual net, 1-D CNNs with and without batch norm, GRU / LSTM readers, small transformers
and regression MLPs; SGD (with momentum and Nesterov), Adam, AdamW and RMSprop; constant, warm-up +
cosine, step, exponential, one-cycle, cyclic and plateau schedules; bf16-mixed autocast, mirror /
cutout and gain / shift augmentation, dropout, early stopping, clipping; batches of 4 to 64; cadences
from every step to once every 100 steps, evaluations twice an epoch to every 3 epochs (and never).
The data sets are new, all made offline with numpy from known generating models (see each
generator): a zipline trolley's vibration windows (64 samples: a smooth run, a worn sheave bearing,
brake drag near the landing, a cable splice bump, a misaligned trolley), a knitwear line's stitch
patches as 12x12 grey images (clean, a dropped-stitch ladder, a snag loop, a hole, a barre band), an
escape room's game-master event logs (solved early, solved late, hint-heavy, abandoned, a prop
failure; left-padded to 16), a compost pile's core temperature (from the moisture, the C:N ratio,
the days since turning, the volume, the weather; standardised) and a bus stop's crowding level (from
10 columns of the stop, the hour and the service).
The healthy half holds sound runs a naive reader can take for a fault: val losses below the
training loss under cutout or dropout, small-batch losses logged every step, bf16 noise, a val bump
before a step cut, warm-up bumps, cyclic bumps, a plateau then a drop under plain SGD, a plateau
schedule, early stopping, evaluations every 3 epochs and twice an epoch, a long SGD regression
logged every 100 steps, a 50-step run still improving.
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
from benchmarks.variants_ze import cyclic
from benchmarks.variants_zf import zf_runs
from benchmarks.variants_zh import _patch_splits, _token_splits
from benchmarks.variants_zj import _augmented, _signal_splits, _stats, _wrapper

if TYPE_CHECKING:
    import torch

    from tests.suite.datasets import Splits

SIZES = (1000, 300, 300)


# ---------------------------------------------------------------- data sets no battery has


ZIPLINE_STATES = ("smooth-run", "worn-sheave-bearing", "brake-drag", "splice-bump", "misaligned-trolley")


def _zipline(seed: int, n: int) -> tuple[Any, Any]:
    """A zipline trolley's accelerometer, 64 samples a ride window, labelled by the inspector: a
    smooth run (the sheave's rolling hum round a slow sag of the cable), a worn sheave bearing (a
    faster, growing rattle over the hum), brake drag (the magnetic brake engaging early: a rising
    damping offset and a low rumble over the last 20-30 samples, near the landing), a cable splice
    bump (one sharp jolt with a short ring) or a misaligned trolley (the hum clipped on one side,
    a lopsided wave). Each window has its own hum period (5-8 samples), amplitude (0.3-0.6), phase,
    severity (0.4-1) and noise (sd 0.3-0.55)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.32, 0.17, 0.17, 0.17, 0.17])
    t = np.arange(64, dtype=float)
    x = np.zeros((n, 64))
    for i in range(n):
        period, amp = rng.uniform(5, 8), rng.uniform(0.3, 0.6)
        phase = rng.uniform(0, 2 * np.pi)
        sev = rng.uniform(0.4, 1.0)
        hum = amp * np.sin(2 * np.pi * t / period + phase)
        s = rng.uniform(-0.3, 0.3) + 0.4 * np.sin(np.pi * t / 64 + rng.uniform(0, 1)) + hum
        if y[i] == 1:
            s = s + sev * (0.3 + 0.9 * t / 64) * np.sin(2 * np.pi * t / rng.uniform(2.2, 2.8))
        elif y[i] == 2:
            onset = rng.uniform(34, 44)
            ramp = np.clip((t - onset) / 10, 0, 1)
            s = s + sev * ramp * (1.4 + 0.8 * np.sin(2 * np.pi * t / rng.uniform(10, 14)))
        elif y[i] == 3:
            c = rng.uniform(4, 60)
            ring = np.where(t >= c, np.exp(-(t - c) / 3) * np.cos(2 * np.pi * (t - c) / 2.5), 0)
            s = s + sev * 2.8 * ring
        elif y[i] == 4:
            s = s - hum + np.clip(hum, -0.1 * amp, None) * (1.5 + 2 * sev)
        x[i] = s + rng.normal(0, rng.uniform(0.3, 0.55), 64)
    return x, y


def zipline(
    seed: int = 68101, sizes: tuple[int, int, int] = SIZES, name: str = "zipline-trolley-vibration-64"
) -> Splits:
    """The windows (N, 64), centred and scaled by the training windows' mean and sd, 5 classes."""
    x, y = _zipline(seed, sum(sizes))
    return _signal_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


KNIT_DEFECTS = ("clean", "dropped-stitch", "snag", "hole", "barre")


def _knit(seed: int, n: int) -> tuple[Any, Any]:
    """12x12 grey patches (0-255) of a knitwear line's fabric camera, labelled by the inspector: clean
    (the wales, bright vertical columns every 3 pixels), a dropped stitch (a dark vertical ladder
    4-10 pixels long down one wale), a snag (a bright pulled loop), a hole (a dark round gap) or a
    barre (a horizontal band 2-3 rows high, darker or brighter, from one yarn lot). Each patch has its
    own brightness (110-160), wale phase, defect strength (0.4-0.9) and noise (sd 8-16)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.32, 0.17, 0.17, 0.17, 0.17])
    yy, xx = np.mgrid[0:12, 0:12].astype(float)
    x = np.zeros((n, 12, 12))
    for i in range(n):
        image = rng.uniform(110, 160) + 14 * np.cos(2 * np.pi * (xx - rng.uniform(0, 3)) / 3)
        image = image + 5 * np.cos(2 * np.pi * yy / 2 + rng.uniform(0, 6.3))
        strength = rng.uniform(0.4, 0.9)
        if y[i] == 1:
            col, top = rng.integers(1, 11), rng.integers(0, 6)
            length = rng.integers(4, 11)
            ladder = (np.abs(xx - col) < 0.8) & (yy >= top) & (yy < top + length)
            image = image - strength * rng.uniform(55, 80) * ladder
        elif y[i] == 2:
            px, py = rng.uniform(2, 10, 2)
            image = image + strength * rng.uniform(55, 80) * np.exp(-((xx - px) ** 2 + (yy - py) ** 2) / 1.5)
        elif y[i] == 3:
            px, py = rng.uniform(3, 9, 2)
            radius = rng.uniform(1.3, 2.2)
            image = image - strength * rng.uniform(60, 85) * np.exp(
                -((((xx - px) ** 2 + (yy - py) ** 2) / radius**2) ** 2)
            )
        elif y[i] == 4:
            row, height = rng.uniform(1, 9), rng.uniform(2, 3)
            band = (yy >= row) & (yy < row + height)
            image = image + strength * rng.choice([-1, 1]) * rng.uniform(30, 45) * band
        x[i] = np.clip(image + rng.normal(0, rng.uniform(8, 16), (12, 12)), 0, 255)
    return x, y


def knit(seed: int = 68201, sizes: tuple[int, int, int] = SIZES, name: str = "knit-stitch-12") -> Splits:
    """The patches as (N, 1, 12, 12), centred and scaled by the training patches' mean and sd, 5 classes."""
    x, y = _knit(seed, sum(sizes))
    return _patch_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def knit_val_from_augmented_train() -> Splits:
    """The bug: the validation folder was filled by the augmentation preview script, which writes
    contrast- and brightness-jittered, noised copies of the first 300 training tiles (its `--out` pointed at
    `data/val/`); the test set is the inspector's held-out reel."""
    import torch

    data = knit(68202)
    gen = torch.Generator().manual_seed(68203)
    x = data.x_train[:300] * (0.9 + 0.2 * torch.rand(300, 1, 1, 1, generator=gen))
    x = x + 0.15 * torch.randn(300, 1, 1, 1, generator=gen) + 0.1 * torch.randn(x.shape, generator=gen)
    return replace(data, x_val=x, y_val=data.y_train[:300].clone())


ESCAPE_EVENTS = (
    "pad",
    "door-open",
    "clue-found",
    "lock-try",
    "lock-open",
    "hint-request",
    "hint-given",
    "prop-reset",
    "staff-enter",
    "timer-warning",
    "puzzle-solved",
    "sensor-fault",
    "exit",
    "photo",
)
ESCAPE_OUTCOMES = ("solved-early", "solved-late", "hint-heavy", "abandoned", "prop-failure")
_ROOM_STARTS = ((1, 2), (1, 2), (1, 5), (1, 3), (1, 11))
_ROOM_EVENTS = ((4, 10, 13, 2), (3, 9, 10, 3), (5, 6, 5, 6), (3, 9, 8, 12), (11, 7, 8, 11))
_ROOM_LENGTHS = ((6, 12), (10, 17), (8, 17), (5, 14), (6, 15))


def _escape(seed: int, n: int, length: int = 16) -> tuple[Any, Any]:
    """An escape room's game-master console log for one game (13 kinds: the door opened, a clue
    found, a lock tried, a lock opened, a hint requested, a hint given, a prop reset, staff entered,
    the timer warning, a puzzle solved, a sensor fault, the exit, the team photo), left-padded to 16
    with 0, labelled by the game master (solved early, solved late, hint-heavy, abandoned, a prop
    failure). Each outcome is a Markov chain over a shared base that starts from its own events and
    favours its own four, with its own range of lengths; a ninth of the events are logged wrong."""
    import numpy as np

    base_rng = np.random.default_rng(6831)
    kinds = len(ESCAPE_EVENTS) - 1
    base = base_rng.dirichlet(np.full(kinds, 0.5), kinds)
    chains = []
    for c in range(5):
        boost = np.zeros(kinds)
        for e in _ROOM_EVENTS[c]:
            boost[e - 1] += 0.35 / 4
        chain = 0.65 * base + boost
        chains.append(chain / chain.sum(1, keepdims=True))
    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.32, 0.17, 0.17, 0.17, 0.17])
    x = np.zeros((n, length), dtype=np.int64)
    for i in range(n):
        c = int(y[i])
        events = [int(rng.choice(_ROOM_STARTS[c]))]
        for _ in range(int(rng.integers(*_ROOM_LENGTHS[c])) - 1):
            events.append(int(rng.choice(kinds, p=chains[c][events[-1] - 1])) + 1)
        events = [int(rng.integers(1, kinds + 1)) if rng.random() < 1 / 9 else e for e in events]
        x[i, length - len(events) :] = events
    return x, y


def escape(
    seed: int = 68301, sizes: tuple[int, int, int] = SIZES, name: str = "escape-room-events"
) -> Splits:
    """Games (N, 16) over 14 ids (0 the padding), 5 classes."""
    x, y = _escape(seed, sum(sizes))
    return _token_splits(x, y, sizes, name)


COMPOST_COLUMNS = (
    "moisture_pct",
    "c_n_ratio",
    "days_since_turn",
    "volume_m3",
    "ambient_c",
    "green_fraction",
    "woodchip_fraction",
    "turns_total",
    "probe_depth_m",
    "bin_colour_code",
)


def _compost(seed: int, n: int) -> tuple[Any, Any]:
    """A compost pile's core temperature (C) at the daily probe reading: the microbes heat best near
    55% moisture and a C:N ratio near 30 (a bell in each), the heat peaks a few days after a turn and
    fades after, a larger pile keeps more of it (saturating), the weather adds a share, green matter
    feeds it and wood chips cool it; a deeper probe reads a little hotter, the bin's colour code
    carries nothing. 3 C of noise: standardised, sound models stop near an MSE of 0.1-0.15."""
    import numpy as np

    rng = np.random.default_rng(seed)
    moisture = rng.uniform(30, 75, n)
    cn = rng.uniform(12, 55, n)
    days = rng.uniform(0, 30, n)
    volume = rng.uniform(0.5, 8, n)
    ambient = rng.uniform(-2, 30, n)
    green = rng.uniform(0.1, 0.7, n)
    wood = rng.uniform(0, 0.4, n)
    turns = rng.integers(0, 12, n).astype(float)
    depth = rng.uniform(0.3, 1.2, n)
    colour = rng.integers(1, 5, n).astype(float)
    activity = np.exp(-(((moisture - 55) / 14) ** 2)) * np.exp(-(((cn - 30) / 12) ** 2))
    heat_curve = (days / 4) * np.exp(1 - days / 4)
    insulation = np.tanh(volume / 3)
    core = (
        ambient
        + 38 * activity * (0.4 + 0.6 * heat_curve) * insulation
        + 14 * green
        - 10 * wood
        + 4 * depth
        + 0.3 * turns
    )
    x = np.column_stack([moisture, cn, days, volume, ambient, green, wood, turns, depth, colour])
    return x, core + rng.normal(0, 3.0, n)


def compost(
    seed: int = 68401, sizes: tuple[int, int, int] = SIZES, name: str = "compost-core-temperature"
) -> Splits:
    """10 standardised columns, the core temperature standardised."""
    x, core = _compost(seed, sum(sizes))
    return _regression_table(name, x, core, sizes)


def compost_long() -> Splits:
    """A 2,000-reading draw."""
    x, core = _compost(68402, 2600)
    return _regression_table("compost-core-temperature-2000", x, core, (2000, 300, 300))


def compost_scaler_commented_out() -> Splits:
    """The bug: the pipeline's `StandardScaler()` step was commented out to plot the raw columns
    and never restored: the columns reach the model in their units (moisture 30-75 %, the C:N ratio
    12-55, days 0-30, the volume in m3, the colour code 1-4); the target is still standardised."""
    x, core = _compost(68403, sum(SIZES))
    return _regression_table("compost-core-temperature", x, core, SIZES, features_scaled=False)


def compost_test_probe_offset() -> Splits:
    """The bug: the test readings come from the new wireless probes, whose export adds the logger's
    calibration offset a second time: every test temperature reads 5 C high (0.58 of the target's
    training sd), while validation comes from the old probes."""
    data = compost(68404)
    return replace(data, y_test=data.y_test + 0.58)


BUS_COLUMNS = (
    "hour",
    "weekday",
    "headway_min",
    "minutes_since_bus",
    "rain_mm",
    "temp_c",
    "school_day",
    "event_nearby",
    "routes_served",
    "stop_id_hash",
)
BUS_LEVELS = ("empty", "light", "moderate", "crowded", "overflow")


def _bus(seed: int, n: int) -> tuple[Any, Any]:
    """A bus stop's crowding level at a camera count (empty, light, moderate, crowded, overflow):
    the waiting crowd grows with the minutes since the last bus at the hour's arrival rate (two rush
    peaks on weekdays, a midday hump at weekends), with the routes served and nearby events; rain
    and school days add riders, a long headway piles them up. Levels are the crowd cut at fixed
    counts, the count itself noisy (a lognormal 0.35), so sound models stop near 0.45-0.5 accuracy;
    the stop's id hash carries nothing."""
    import numpy as np

    rng = np.random.default_rng(seed)
    hour = rng.uniform(5, 24, n)
    weekday = rng.integers(0, 7, n).astype(float)
    work = weekday < 5
    headway = rng.choice([5.0, 8.0, 10.0, 15.0, 20.0, 30.0], n)
    since = rng.uniform(0, 1, n) * headway
    rain = rng.exponential(1.5, n) * (rng.random(n) < 0.35)
    temp = rng.uniform(-5, 32, n)
    school = (work & (rng.random(n) < 0.75)).astype(float)
    event = (rng.random(n) < 0.12).astype(float)
    routes = rng.integers(1, 7, n).astype(float)
    stop_hash = rng.uniform(0, 1, n)
    rush = np.exp(-(((hour - 8) / 1.3) ** 2)) + np.exp(-(((hour - 17.5) / 1.6) ** 2))
    rate = np.where(work, 0.4 + 2.2 * rush, 0.5 + 1.0 * np.exp(-(((hour - 13) / 3) ** 2)))
    rate = rate * (0.6 + 0.25 * routes) * (1 + 0.15 * np.minimum(rain, 4)) * (1 + 0.4 * school * rush)
    crowd = (rate * since + 1.5 + 12 * event) * np.exp(rng.normal(0, 0.35, n))
    y = np.digitize(crowd, [3, 7, 13, 22])
    x = np.column_stack([hour, weekday, headway, since, rain, temp, school, event, routes, stop_hash])
    return x, y


def bus(seed: int = 68501, sizes: tuple[int, int, int] = SIZES, name: str = "bus-stop-crowding") -> Splits:
    """10 standardised columns, 5 classes."""
    x, y = _bus(seed, sum(sizes))
    return _generated(name, x, y, 5, sizes)


def bus_autolabel_unreviewed() -> Splits:
    """The bug: the training labels are the pre-labels of a cheap people-counting model (meant to be
    reviewed by an annotator before export; the `reviewed` filter was dropped from the query): 40%
    of the training rows carry a level drawn at random; validation and test are hand-counted."""
    import torch

    data = bus(68502)
    gen = torch.Generator().manual_seed(68503)
    y = data.y_train.clone()
    flip = torch.rand(len(y), generator=gen) < 0.4
    y[flip] = torch.randint(0, 5, (int(flip.sum()),), generator=gen)
    return replace(data, y_train=y)


# ---------------------------------------------------------------- injected faults (and healthy hooks)


def _second_half_zeroed(x: torch.Tensor) -> torch.Tensor:
    x = x.clone()
    x[..., x.shape[-1] // 2 :] = 0
    return x


second_half_masked = _augmented(_second_half_zeroed)
second_half_masked.__doc__ = """The bug: a `MaskTail(p=1.0)` transform from a masked-reconstruction
pre-training recipe sits in the training transforms only (its p meant 0.1): every training window's
second half (samples 32-63) is zeroed, while validation and test windows arrive whole."""


def val_loss_on_probabilities(logits: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    """The bug: `validation_step` and `test_step` compute the loss on `self.predict(x)`, which
    returns softmax probabilities, so the evaluation cross-entropy sees values in (0, 1) as logits;
    training computes it on the logits."""
    import torch
    from torch import nn

    if not torch.is_grad_enabled():
        logits = logits.float().softmax(-1)
    return nn.functional.cross_entropy(logits.float(), target)


def head_bias_class_percent(net: Any) -> Any:
    """The bug: the classifier's bias is meant to start at the log class priors and the init helper
    writes the class shares in percent (7, 29, 35, 18, 11 for empty ... overflow) instead: the
    initial logits differ by up to 28 units."""
    import torch
    from torch import nn

    head = [m for m in net.modules() if isinstance(m, nn.Linear)][-1]
    with torch.no_grad():
        head.bias.copy_(torch.tensor([7.0, 29.0, 35.0, 18.0, 11.0]))
    return net


def _softplus_out(inner: Any, x: torch.Tensor) -> torch.Tensor:
    from torch import nn

    out: torch.Tensor = nn.functional.softplus(inner(x))
    return out


softplus_output = _wrapper(_softplus_out)
softplus_output.__doc__ = """The bug: the regression head ends in nn.Softplus(), kept from the
variance head of a heteroscedastic version of the model, while the target is standardised (about
half the readings below 0): the model can never predict a below-mean temperature."""


def biases_only(net: Any) -> Any:
    """The bug: `freeze(net, "weight")` was meant to freeze the pretrained embedding's `embed.weight`
    and matches every parameter whose name contains 'weight': the embedding, the recurrent weight
    matrices and the head's weight stay at their random initial values, only the biases train."""
    return [p for name, p in net.named_parameters() if "weight" not in name]


def _knit_cutout(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.where(torch.rand(len(x), 1, 1, 1) < 0.5, x.flip(-1), x)
    rows = torch.randint(0, 8, (len(x), 1, 1, 1))
    cols = torch.randint(0, 8, (len(x), 1, 1, 1))
    r = torch.arange(12).view(1, 1, 12, 1)
    c = torch.arange(12).view(1, 1, 1, 12)
    hole = (r >= rows) & (r < rows + 4) & (c >= cols) & (c < cols + 4)
    return torch.where(hole & (torch.rand(len(x), 1, 1, 1) < 0.5), torch.zeros_like(x), x)


knit_cutout = _augmented(_knit_cutout)
knit_cutout.__doc__ = """Not a fault: in training mode each knit patch is mirrored left-right with
probability 0.5 and, with probability 0.5, a 4x4 square of it is blanked (cutout)."""


def _gain_shift(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.roll(x, int(torch.randint(-6, 7, (1,))), dims=-1)
    return x * (0.8 + 0.4 * torch.rand(len(x), 1)) + 0.2 * torch.randn_like(x)


gain_shift = _augmented(_gain_shift)
gain_shift.__doc__ = """Not a fault: in training mode each ride window is rolled by up to 6 samples,
its gain drawn in 0.8-1.2 and noise of 0.2 sd added."""


# ---------------------------------------------------------------- the variants


def ZZU(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by battery zf's runner (through every earlier wrapper)."""
    return L(*args, runs=runs or zf_runs(), **kw)


CH16 = {"channels": 16}
H48 = {"hidden": 48}
W128 = {"width": 128, "num_layers": 3}

FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    ZZU(
        "vzzu-lr-1e-7-left-from-debug-session-gru-escape",
        Plan(escape, "gru", 1e-7, "adam", epochs=10, log_every=4, model_kw=H48),
        ("slow-convergence",),
        "learning-rate-too-low",
        "Adam at lr 1e-7, the value of an overfit-one-batch debugging session left in the config: a GRU "
        "(hidden 48) over the escape room logs for 10 epochs (every 4th step logged): losses 1.64, 1.55, "
        "1.54, 1.61 ... 1.53-1.63 at the end, epoch means 1.61 at every epoch, the val loss 1.62 and val "
        "accuracy 0.19 at every evaluation, test 1.61 and 0.22 (a sound run's test: ~0.5-0.8 and 0.71-0.83)",
        STALL,
        family="rnn",
        dataset="escape-room-events",
        seed=68001,
        runs=zf_runs(hparams={"lr_from": "debug config (overfit-one-batch check)"}),
    ),
    ZZU(
        "vzzu-steplr-10-epochs-stepped-per-batch-cnn-knit",
        Plan(
            knit,
            "cnn",
            2e-3,
            "adam",
            epochs=10,
            log_every=4,
            schedule="step",
            step_size=10,
            gamma=0.5,
            model_kw=CH16,
        ),
        ("slow-convergence",),
        "lr-decay-too-fast",
        "StepLR(step_size=10, gamma=0.5) meant as 'halve every 10 epochs' but registered per optimizer "
        "step: the lr of Adam falls from 2e-3 to ~1e-9 within 200 steps; a 16-channel CNN over the knit "
        "patches for 10 epochs (every 4th step logged): losses 1.79, 1.59, 1.55, 1.43 ... 1.42-1.6 at the "
        "end, epoch means 1.58, 1.53, then 1.53 at every epoch, the val loss 1.55, then 1.54 at every "
        "evaluation and val accuracy 0.363, then 0.37, test 1.57 and 0.297 (a sound CNN's test: ~0.5-0.7 "
        "and 0.71-0.79)",
        STALL,
        family="cnn",
        dataset="knit-stitch",
        seed=68002,
        runs=zf_runs(hparams={"step_size_meant_in": "epochs", "scheduler_interval": "step"}),
    ),
    ZZU(
        "vzzu-nesterov-momentum-099-sgd-mlp-bus",
        Plan(bus, "mlp", 0.05, "sgd", momentum=0.99, epochs=12, log_every=4, model_kw=MLP64),
        ("slow-convergence",),
        "learning-rate-too-high",
        "SGD(lr=0.05, momentum=0.99, nesterov=True) where the recipe's momentum 0.9 was misread (a step "
        "~10x the intended one): a 2x64 MLP over the bus stop table for 12 epochs (every 4th step logged): "
        "losses 1.61, 1.57, 1.57, 1.51 ... 1.04-1.43, 1.31 last, gradient norms up to 2.98, the val loss "
        "1.26, 1.28, 1.19, 1.15, 1.37, 1.38, 1.27, 1.35, 1.47, 1.47, 1.41, 1.32 and val accuracy "
        "0.353-0.463, 0.433 last, test 1.34 and 0.407 (a sound run's test: ~1.1 and 0.45-0.48)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="mlp",
        dataset="bus-stop-crowding",
        seed=68003,
        runs=zf_runs(optimizer_kw={"nesterov": True}, hparams={"nesterov": True, "momentum_meant": 0.9}),
    ),
    # --- data
    ZZU(
        "vzzu-val-folder-from-augmentation-preview-cnn-knit",
        Plan(knit_val_from_augmented_train, "cnn", 2e-3, "adam", epochs=25, log_every=8, model_kw=CH16),
        ("val-test-gap",),
        "data-leakage",
        "the validation folder holds the augmentation preview script's jittered, noised copies of the first "
        "300 training patches: a 16-channel CNN under Adam lr 2e-3 for 25 epochs (every 8th step logged): "
        "losses 1.55, 1.58, 1.56 ... 0.011-0.03, epoch means 1.57, 1.45, 1.22 ... 0.018, the val loss 1.52, "
        "1.26, 1.07, 0.825 ... 0.0271 last and val accuracy 0.377 rising to 1.0, test 0.913 and 0.753",
        (*EVAL, "zero-train-loss"),
        family="cnn",
        dataset="knit-stitch",
        seed=68004,
    ),
    ZZU(
        "vzzu-unreviewed-autolabels-mlp-bus",
        Plan(bus_autolabel_unreviewed, "mlp", 2e-3, "adam", epochs=40, log_every=8, model_kw=W128),
        ("train-val-gap", "overfitting"),
        "label-noise",
        "the training labels are a people-counting model's unreviewed pre-labels, 40% of the rows at a "
        "random level: a 3x128 MLP under Adam lr 2e-3 for 40 epochs (every 8th step logged): losses 1.6, "
        "1.57, 1.54 ... 0.195-0.353 at the end, the val loss 1.42, 1.37, 1.33, 1.33, its minimum 1.3 (epoch "
        "5), then up to 2.75 last and val accuracy 0.46 at best, 0.393 last, test 3.43 and 0.313 (a sound "
        "run's test: ~1.1 and 0.45-0.48)",
        EVAL,
        family="mlp",
        dataset="bus-stop-crowding",
        seed=68005,
    ),
    ZZU(
        "vzzu-scaler-step-commented-out-regression-compost",
        Plan(compost_scaler_commented_out, "mlp", 1e-3, "adam", epochs=15, log_every=8, model_kw=MLP64),
        ("slow-convergence",),
        "unnormalized-input",
        "the pipeline's StandardScaler step commented out, so the compost columns reach a 2x64 regression "
        "MLP in their units (moisture 30-75, C:N 12-55, days 0-30 ...): Adam lr 1e-3 for 15 epochs (every "
        "8th step logged): losses 2.72, 1.14, 0.472, 0.638 ... 0.185-0.38 at the end, the first gradient "
        "norm 132, epoch means 1.91, 0.397, 0.344 ... 0.286, the val MSE 0.448, 0.379, 0.354 ... "
        "0.312-0.384, 0.312 last, test 0.281 (a sound run: ~0.12-0.13)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="regression",
        dataset="compost-core-temperature",
        seed=68006,
    ),
    ZZU(
        "vzzu-test-probe-offset-twice-regression-compost",
        Plan(compost_test_probe_offset, "mlp", 2e-3, "adam", epochs=15, log_every=8, model_kw=MLP64),
        ("val-test-gap",),
        "distribution-shift",
        "the test readings come from the new wireless probes whose export adds the calibration offset a "
        "second time (+5 C, 0.58 target sd): a 2x64 regression MLP under Adam lr 2e-3 for 15 epochs (every "
        "8th step logged): losses 0.674, 0.721, 0.543 ... 0.067-0.141, epoch means 0.624, 0.256 ... 0.0789, "
        "the val MSE 0.294, 0.254, 0.244 ... 0.14 last, test 0.468",
        EVAL,
        family="regression",
        dataset="compost-core-temperature",
        seed=68007,
    ),
    # --- evaluation
    ZZU(
        "vzzu-train-only-tail-mask-cnn1d-zipline",
        Plan(
            zipline,
            "cnn1d",
            2e-3,
            "adam",
            epochs=12,
            log_every=8,
            model_fault=second_half_masked,
            model_kw=CH16,
        ),
        ("overfitting",),
        "eval-pipeline-mismatch",
        "a MaskTail(p=1.0) transform in the training transforms only zeroes the second half of every "
        "training window, while validation and test windows arrive whole: a 16-channel 1-D CNN under Adam "
        "lr 2e-3 for 12 epochs (every 8th step logged): losses 1.59, 1.56, 1.57 ... 0.97-1.74, epoch means "
        "1.58, 1.49 ... 1.22, the val loss 1.53, 1.48, 1.56, 1.5, 1.59, 1.57, 1.59, 1.35, 1.69, 1.61, 2.12, "
        "1.77 and val accuracy 0.323-0.503, 0.42 last, test 1.79 and 0.443 (a sound run's test: ~0.67-0.84 "
        "and 0.7-0.77)",
        ("train-val-gap", "val-test-gap", "metric-at-baseline", "undertrained", "slow-convergence"),
        family="cnn",
        dataset="zipline-trolley-vibration",
        seed=68008,
    ),
    ZZU(
        "vzzu-val-loss-on-softmax-probabilities-transformer-escape",
        Plan(escape, "transformer", 2e-3, "adam", epochs=20, log_every=4),
        ("train-val-gap",),
        "wrong-eval-logic",
        "validation_step and test_step compute the cross-entropy on self.predict(x), softmax probabilities, "
        "as if they were logits: a small transformer under Adam lr 2e-3 for 20 epochs (every 4th step "
        "logged): losses 1.67, 1.44, 1.43, 1.25 ... 0.27-0.42 at the end, the val loss 1.26, 1.16, 1.14 ... "
        "1.09-1.11 (it can never fall below ~0.9) while val accuracy reads 0.797 to 0.86, test 1.11 and "
        "0.823",
        EVAL,
        family="transformer",
        dataset="escape-room-events",
        seed=68009,
        runs=zf_runs(loss=val_loss_on_probabilities, hparams={"val_loss_on": "self.predict(x)"}),
    ),
    # --- model
    ZZU(
        "vzzu-head-bias-class-percent-mlp-bus",
        Plan(
            bus,
            "mlp",
            2e-3,
            "adam",
            epochs=10,
            log_every=4,
            model_fault=head_bias_class_percent,
            model_kw=MLP64,
        ),
        ("bad-initial-loss",),
        "poor-initialization",
        "an init helper writes the class shares in percent (7, 29, 35, 18, 11) into the classifier's bias "
        "where the log priors were meant: a 2x64 MLP under Adam lr 2e-3 for 10 epochs (every 4th step "
        "logged): losses 13.4, 14.7, 11.4, 11.4, 11, 9.42 ... 0.93-1.58 (ln 5 = 1.61), epoch means 12, "
        "5.62, 2.06, 1.62 ... 1.22, the val loss 9.68, 3.02, 1.72, 1.56 ... 1.27 and val accuracy 0.243 to "
        "0.477, test 1.33 and 0.463",
        ("slow-convergence", "loss-spikes", "train-val-gap", "overfitting", "undertrained"),
        family="mlp",
        dataset="bus-stop-crowding",
        seed=68010,
    ),
    ZZU(
        "vzzu-softplus-regression-output-regression-compost",
        Plan(
            compost, "mlp", 2e-3, "adam", epochs=15, log_every=8, model_fault=softplus_output, model_kw=MLP64
        ),
        ("slow-convergence",),
        "wrong-operator",
        "the regression head ends in nn.Softplus() kept from a variance head, while the target is "
        "standardised (half the readings below 0): a 2x64 regression MLP under Adam lr 2e-3 for 15 epochs "
        "(every 8th step logged): losses 1.16, 1.22, 0.639 ... 0.35-0.87 at the end, epoch means 1.08, "
        "0.698, 0.614 ... 0.513, the val MSE 0.91, 0.624, 0.61 ... 0.536 last, test 0.446 (a sound run: "
        "~0.12-0.13)",
        STALL,
        family="regression",
        dataset="compost-core-temperature",
        seed=68011,
    ),
    ZZU(
        "vzzu-freeze-matches-every-weight-lstm-escape",
        Plan(escape, "lstm", 3e-3, "adam", epochs=12, log_every=8, params=biases_only, model_kw=H48),
        ("slow-convergence",),
        "frozen-weights",
        "freeze(net, 'weight'), meant for the embedding's weight, matches every weight matrix, so only the "
        "biases of an LSTM (hidden 48) train, Adam lr 3e-3 for 12 epochs over the escape room logs (every "
        "8th step logged): losses 1.6, 1.58, 1.56 ... 1.31-1.46 at the end, the val loss 1.56, 1.55, 1.55 "
        "... 1.42 and val accuracy 0.31 to 0.367, test 1.37 and 0.437 (a sound run's test: ~0.5-0.8 and "
        "0.71-0.83)",
        STALL,
        family="rnn",
        dataset="escape-room-events",
        seed=68012,
        runs=zf_runs(hparams={"freeze_pattern": "weight", "freeze_meant": "embed.weight"}),
    ),
    # --- workflow
    ZZU(
        "vzzu-max-epochs-env-default-2-resnet-knit",
        Plan(knit, "resnet", 2e-3, "adam", epochs=2, log_every=2),
        ("slow-convergence",),
        "too-few-epochs",
        "max_epochs read as os.environ.get('EPOCHS', 2) and the variable unset on the cluster node: a small "
        "residual net under Adam lr 2e-3 runs 2 epochs (64 steps, every 2nd logged) over the knit patches: "
        "losses 1.75, 1.6, 1.62, 1.54 ... 1.25-1.74, epoch means 1.55, 1.39, the val loss 1.47, 1.35 and "
        "val accuracy 0.47, 0.487, test 1.38 and 0.423 (a sound run's test: ~0.5-0.7 and 0.71-0.79)",
        ("undertrained", "metric-at-baseline"),
        family="resnet",
        dataset="knit-stitch",
        seed=68013,
        runs=zf_runs(hparams={"max_epochs_from": "os.environ.get('EPOCHS', 2)", "max_epochs": 2}),
    ),
    ZZU(
        "vzzu-order-by-level-no-shuffle-mlp-bus",
        Plan(
            bus,
            "mlp",
            2e-3,
            "adam",
            epochs=10,
            log_every=2,
            shuffle=False,
            sort_by_class=True,
            model_kw=MLP64,
        ),
        ("periodic-loss",),
        "data-not-shuffled",
        "the training query ends ORDER BY crowding_level and the loader takes shuffle=False from the eval "
        "config, so every epoch runs the empty stops first and the overflowing ones last: a 2x64 MLP under "
        "Adam lr 2e-3 for 10 epochs (every 2nd step logged): losses 1.5, 1.35, 1.67 ... between 0.82 and "
        "2.35 in a saw-tooth each epoch, epoch means 1.87, 1.59, 1.57 ... 1.29, the val loss 1.59, 1.55 ... "
        "1.2 and val accuracy 0.237 to 0.403, 0.383 last, test 1.22 and 0.427",
        (*RUNAWAY, "undertrained"),
        family="mlp",
        dataset="bus-stop-crowding",
        seed=68014,
        runs=zf_runs(hparams={"query": "ORDER BY crowding_level", "shuffle_from": "eval loader config"}),
    ),
    ZZU(
        "vzzu-val-fraction-int-cast-zero-bncnn1d-zipline",
        Plan(zipline, "bncnn1d", 2e-3, "adam", epochs=12, log_every=8, model_kw=CH16),
        ("missing-validation",),
        "missing-eval-set",
        "the config's val_fraction '0.2' is cast with int() to 0, so no validation rows exist and the run "
        "trains blind: a batch-norm 1-D CNN under Adam lr 2e-3 for 12 epochs (every 8th step logged): "
        "losses 1.4, 1.29, 1.23 ... 0.51-1.84, epoch means 1.36, 1.15 ... 0.778, no val loss at all, test "
        "0.69 and 0.767",
        ("undertrained",),
        family="cnn-bn",
        dataset="zipline-trolley-vibration",
        seed=68015,
        runs=zf_runs(evaluate=False, hparams={"val_fraction": "0.2", "val_rows": 0}),
    ),
    ZZU(
        "vzzu-zero-grad-hook-overridden-pass-cnn1d-zipline",
        Plan(zipline, "cnn1d", 1e-3, "adam", epochs=8, log_every=4, zero_grad=False, model_kw=CH16),
        ("gradient-explosion",),
        "missing-zero-grad",
        "the LightningModule's optimizer_zero_grad hook overridden with `pass` for a gradient accumulation "
        "never written, so the gradients pile up over every step: a 16-channel 1-D CNN under Adam lr 1e-3 "
        "for 8 epochs (every 4th step logged): gradient norms 1.27 ... up to 18.1, losses 1.61, 1.6, 1.58 "
        "... 1.15-1.33 at the end, epoch means 1.57, 1.45, 1.4, 1.39, 1.43, 1.43, 1.32, 1.26, the val loss "
        "1.53, 1.47, 1.44, 1.48, 1.52, 1.32, 1.3, 1.27 and val accuracy 0.257-0.483, test 1.16 and 0.543 (a "
        "sound run's test: ~0.67-0.84 and 0.7-0.77)",
        (*RUNAWAY, "loss-runaway", "undertrained", "overfitting"),
        family="cnn",
        dataset="zipline-trolley-vibration",
        seed=68016,
        runs=zf_runs(hparams={"optimizer_zero_grad": "overridden with pass (accumulation TODO)"}),
    ),
)

HEALTHY: tuple[Variant, ...] = (
    ZZU(
        "vzzu-healthy-bncnn-knit-mirror-cutout",
        Plan(knit, "bncnn", 2e-3, "adam", epochs=10, log_every=8, model_fault=knit_cutout),
        (),
        None,
        "a sound batch-norm CNN under Adam lr 2e-3 for 10 epochs over the knit patches, each training patch "
        "mirrored and half of them cut out 4x4 (every 8th step logged): losses 1.6, 1.61, 1.54 ... "
        "0.82-1.2, epoch means 1.57, 1.38 ... 0.89, the val loss 1.5, 1.24, 1.14 ... 0.819, 0.853 (below "
        "the epoch means from epoch 2) and val accuracy 0.407 to 0.7, test 0.824 and 0.653",
        family="cnn-bn",
        dataset="knit-stitch",
        seed=68101,
    ),
    ZZU(
        "vzzu-healthy-resnet-knit-onecycle-val-every-3",
        Plan(
            knit,
            "resnet",
            4e-3,
            "adamw",
            weight_decay=0.02,
            epochs=9,
            log_every=8,
            schedule="onecycle",
            val_every_epochs=3,
        ),
        (),
        None,
        "a sound small residual net under AdamW (weight decay 0.02) with a one-cycle schedule peaking at "
        "4e-3, 9 epochs, evaluated every 3rd epoch (every 8th step logged): losses 1.68, 1.64, 1.49 ... "
        "0.57-0.77, epoch means 1.61, 1.45 ... 0.678, the val loss 1.2, 0.832, 0.742 and val accuracy "
        "0.557, 0.713, 0.767, test 0.708 and 0.757",
        family="resnet",
        dataset="knit-stitch",
        seed=68102,
    ),
    ZZU(
        "vzzu-healthy-cnn-knit-bf16-batch-8-every-50",
        Plan(knit, "cnn", 1e-3, "adam", epochs=4, batch_size=8, log_every=50, bf16=True, model_kw=CH16),
        (),
        None,
        "a sound 16-channel CNN under Adam lr 1e-3 in bf16-mixed at batch 8 for 4 epochs (500 steps, every "
        "50th logged): losses 1.56, 1.42, 1.59, 1.04, 0.604, 0.625, 1.37, 0.451, 0.362, 0.502, epoch means "
        "1.55, 1.2, 0.876, 0.666, the val loss 1.48, 1.19, 0.878, 0.767 and val accuracy 0.38 to 0.707, "
        "test 0.693 and 0.707",
        family="cnn",
        dataset="knit-stitch",
        seed=68103,
    ),
    ZZU(
        "vzzu-healthy-cnn-knit-sgd-step-cut-val-bump",
        Plan(
            knit,
            "cnn",
            0.03,
            "sgd",
            momentum=0.9,
            epochs=12,
            log_every=8,
            schedule="step",
            step_size=256,
            gamma=0.1,
            model_kw=CH16,
        ),
        (),
        None,
        "a sound 16-channel CNN under SGD momentum 0.9 at lr 0.03, cut x0.1 at step 256 (epoch 9), for 12 "
        "epochs (every 8th step logged): losses 1.57, 1.59, 1.64 ... 0.06-0.16, epoch means 1.55, 1.35 ... "
        "0.118, 0.101, 0.0909, the val loss 1.48, 1.38, 1.07, 1.01, 1.04, 0.738, 0.729, 1.13 (a bump at "
        "epoch 8), 0.735, then 0.741-0.749 after the cut and val accuracy 0.397 to 0.763, test 0.526 and "
        "0.79",
        family="cnn",
        dataset="knit-stitch",
        seed=68104,
    ),
    ZZU(
        "vzzu-healthy-cnn1d-zipline-gain-shift-clip-cosine",
        Plan(
            zipline,
            "cnn1d",
            3e-3,
            "adam",
            epochs=12,
            log_every=8,
            clip=1.0,
            schedule="cosine",
            model_fault=gain_shift,
            model_kw=CH16,
        ),
        (),
        None,
        "a sound 16-channel 1-D CNN under Adam lr 3e-3 with cosine decay and clipping at 1.0, each training "
        "window rolled, its gain jittered and noised, 12 epochs (every 8th step logged): losses 1.54, 1.5, "
        "1.53 ... 0.76-1.12, epoch means 1.5, 1.34 ... 0.986, the val loss 1.42, 1.31, 1.23 ... 0.947 "
        "(below the epoch means from epoch 3) and val accuracy 0.297 to 0.653, test 0.835 and 0.707",
        family="cnn",
        dataset="zipline-trolley-vibration",
        seed=68105,
    ),
    ZZU(
        "vzzu-healthy-cnn1d-zipline-plain-sgd-slow-start",
        Plan(zipline, "cnn1d", 0.1, "sgd", epochs=20, log_every=8, model_kw=CH16),
        (),
        None,
        "a sound 16-channel 1-D CNN under plain SGD (no momentum) at lr 0.1 for 20 epochs (every 8th step "
        "logged): losses 1.6, 1.54, 1.55, 1.6 ... 0.37-1.16, epoch means 1.58, 1.5, 1.38, 1.3 ... 0.842, "
        "the val loss 1.55, 1.44, 1.43, 1.29 ... 0.93, 1.05, 0.812 and val accuracy 0.323 to 0.673, test "
        "0.667 and 0.763",
        family="cnn",
        dataset="zipline-trolley-vibration",
        seed=68106,
    ),
    ZZU(
        "vzzu-healthy-bncnn1d-zipline-exp-decay-val-twice-an-epoch",
        Plan(
            zipline,
            "bncnn1d",
            3e-3,
            "rmsprop",
            epochs=8,
            log_every=4,
            schedule="exp",
            gamma=0.995,
            val_interval=0.5,
            model_kw=CH16,
        ),
        (),
        None,
        "a sound batch-norm 1-D CNN under RMSprop lr 3e-3 with a per-step exponential decay (0.995), 8 "
        "epochs, evaluated twice an epoch (every 4th step logged): losses 1.45, 1.19, 1.17 ... 0.77-0.91, "
        "the val loss 1.16, 1.03, 0.911, 0.955 ... 0.773-0.827, 0.802 last and val accuracy 0.58 to 0.717, "
        "test 0.705 and 0.77",
        family="cnn-bn",
        dataset="zipline-trolley-vibration",
        seed=68107,
    ),
    ZZU(
        "vzzu-healthy-transformer-escape-warmup-cosine-bf16",
        Plan(
            escape,
            "transformer",
            2e-3,
            "adamw",
            weight_decay=0.01,
            epochs=10,
            log_every=4,
            schedule="warmup-cosine",
            warmup=60,
            bf16=True,
        ),
        (),
        None,
        "a sound small transformer under AdamW (weight decay 0.01) at 2e-3 with a 60-step warm-up and "
        "cosine decay, bf16-mixed, 10 epochs (every 4th step logged): losses 1.79, 1.77, 1.6, 1.43 ... "
        "0.12-0.49, epoch means 1.53, 0.881 ... 0.374, the val loss 1.27, 0.575, 0.51 ... 0.451 and val "
        "accuracy 0.49 to 0.853, test 0.498 and 0.83",
        family="transformer",
        dataset="escape-room-events",
        seed=68108,
    ),
    ZZU(
        "vzzu-healthy-gru-escape-batch-4-every-step",
        Plan(escape, "gru", 1e-3, "adam", epochs=1, batch_size=4, log_every=1, model_kw=H48),
        (),
        None,
        "a sound GRU (hidden 48) under Adam lr 1e-3 at batch 4 for one epoch (250 steps, every step "
        "logged): losses 1.65, 1.67, 1.62, 1.66 ... 0.26-1.58 in the last tenth, 1.04 last, gradient norms "
        "up to 8.36, the epoch mean 1.24, the val loss 0.802 and val accuracy 0.723, test 0.798 and 0.707",
        family="rnn",
        dataset="escape-room-events",
        seed=68109,
    ),
    ZZU(
        "vzzu-healthy-lstm-escape-plateau-clip",
        Plan(
            escape,
            "lstm",
            3e-3,
            "adam",
            epochs=14,
            log_every=8,
            clip=1.0,
            schedule="plateau",
            gamma=0.5,
            model_kw=H48,
        ),
        (),
        None,
        "a sound LSTM (hidden 48) under Adam lr 3e-3 with a plateau schedule (factor 0.5) and clipping at "
        "1.0, 14 epochs (every 8th step logged): losses 1.54, 1.49, 1.27, 1.0 ... 0.24-0.34, the val loss "
        "0.953, 0.659, 0.552, 0.582 ... 0.416 and val accuracy 0.653 to 0.86, test 0.491 and 0.83",
        family="rnn",
        dataset="escape-room-events",
        seed=68110,
    ),
    ZZU(
        "vzzu-healthy-regression-compost-sgd-2500-steps-every-100",
        Plan(
            compost_long,
            "mlp",
            3e-3,
            "sgd",
            momentum=0.9,
            epochs=40,
            batch_size=32,
            log_every=100,
            model_kw=MLP64,
        ),
        (),
        None,
        "a sound 2x64 regression MLP under SGD momentum 0.9 at lr 3e-3 over a 2,000-reading draw for 40 "
        "epochs (2,520 steps, every 100th logged): losses 0.328, 0.196, 0.295 ... 0.079-0.106, epoch means "
        "0.76, 0.303, 0.252 ... 0.0751, the val MSE 0.414, 0.268, 0.25, 0.232 ... 0.114-0.125, test 0.115",
        family="regression",
        dataset="compost-core-temperature",
        seed=68111,
    ),
    ZZU(
        "vzzu-healthy-regression-compost-early-stop-val-twice-an-epoch",
        Plan(
            compost,
            "mlp",
            2e-3,
            "adam",
            epochs=60,
            log_every=8,
            early_stop=6,
            val_interval=0.5,
            model_kw=MLP64,
        ),
        (),
        None,
        "a sound 2x64 regression MLP under Adam lr 2e-3, evaluated twice an epoch, early stopping (patience "
        "6) ending it after 22 of 60 epochs (every 8th step logged): losses 0.855, 0.693, 0.352 ... "
        "0.048-0.102, epoch means 0.615, 0.29 ... 0.0697, the val MSE 0.65, 0.323, 0.278 ... its minimum "
        "0.119, 0.124 last, test 0.134",
        family="regression",
        dataset="compost-core-temperature",
        seed=68112,
    ),
    ZZU(
        "vzzu-healthy-regression-compost-50-steps-still-improving",
        Plan(compost, "mlp", 2e-3, "adam", epochs=3, batch_size=20, max_steps=50, log_every=1, model_kw=W128),
        (),
        None,
        "a sound 3x128 regression MLP under Adam lr 2e-3 at batch 20 stopped at max_steps=50 (every step "
        "logged): losses 0.904, 0.845, 0.719, 0.927, 1.53 ... 0.18-0.33, 0.178 last, the epoch mean 0.432, "
        "the val MSE 0.279, test 0.337 (still falling; a full run reaches ~0.12-0.13)",
        family="regression",
        dataset="compost-core-temperature",
        seed=68113,
    ),
    ZZU(
        "vzzu-healthy-mlp-bus-dropout-05",
        Plan(
            bus,
            "mlp",
            1e-3,
            "adam",
            epochs=20,
            log_every=8,
            model_kw={"width": 128, "num_layers": 2, "dropout": 0.5},
        ),
        (),
        None,
        "a sound 2x128 MLP with dropout 0.5 under Adam lr 1e-3 for 20 epochs over the bus stop table (every "
        "8th step logged): losses 1.59, 1.46, 1.51 ... 0.77-1.68, epoch means 1.56, 1.42 ... 1.13, the val "
        "loss 1.48, 1.34 ... 1.1 (below the epoch means throughout) and val accuracy 0.383 to 0.507, test "
        "1.12 and 0.473 (the crowd counts are noisy: sound runs stop near 0.45-0.5)",
        family="mlp",
        dataset="bus-stop-crowding",
        seed=68114,
    ),
    ZZU(
        "vzzu-healthy-mlp-bus-sgd-cyclic-batch-16",
        Plan(
            bus,
            "mlp",
            0.02,
            "sgd",
            momentum=0.9,
            epochs=8,
            batch_size=16,
            log_every=10,
            schedule="cosine",
            model_kw=MLP64,
        ),
        (),
        None,
        "a sound 2x64 MLP under SGD momentum 0.9 with a triangular cyclic lr between 2e-3 and 0.04 (63 "
        "steps up, 63 down), batch 16, 8 epochs (every 10th step logged): losses 1.61, 1.6, 1.6, 1.58 ... "
        "1.02-1.15, the val loss 1.43, 1.21, 1.21, 1.15, 1.16, 1.15, 1.11, 1.12 and val accuracy 0.38 to "
        "0.507, test 1.11 and 0.477",
        family="mlp",
        dataset="bus-stop-crowding",
        seed=68115,
        runs=zf_runs(schedule=cyclic(2e-3, 0.04, 63), hparams={"cyclic": [2e-3, 0.04, 63]}),
    ),
    ZZU(
        "vzzu-healthy-mlp-bus-adamw-early-stop-batch-64",
        Plan(
            bus,
            "mlp",
            2e-3,
            "adamw",
            weight_decay=0.05,
            epochs=60,
            batch_size=64,
            log_every=4,
            early_stop=4,
            model_kw=W128,
        ),
        (),
        None,
        "a sound 3x128 MLP under AdamW (weight decay 0.05) lr 2e-3 at batch 64, early stopping (patience 4) "
        "ending it at epoch 8 of 60 (every 4th step logged): losses 1.58, 1.53, 1.43 ... 0.89-1.05, the val "
        "loss 1.28, 1.18, 1.14, its minimum 1.11 (epoch 4), 1.16, 1.16, 1.14, 1.18 and val accuracy 0.4 to "
        "0.5, test 1.15 and 0.453",
        family="mlp",
        dataset="bus-stop-crowding",
        seed=68116,
    ),
)
