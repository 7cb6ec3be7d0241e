"""Variant battery zzzr: a look-alike of an external held-out suite, real framework runs (`--battery zzzr`).

    nice -n 10 python benchmarks/variants.py --battery zzzr --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery zzzr [--runs]

Like batteries d-zzzq, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is the log),
trained by battery d's runner through the earlier batteries' wrappers (battery zf's runner with w's
replaced loss and the checkpoint the test loads, l's switched-off evaluation, ze's replaced schedule),
battery zj's augmentation wrapper and this battery's own hooks (a main-task loss weighted 0.01, an
optimizer over the no-decay group only, milestones in epochs read as steps, warm restarts, test scans
transposed), so each case can run in each of the three layouts; the layout rotation of variants.py
picks one.
It was written blind: its author trained it with `--train-only`, read the raw logged numbers of each
run, and never diagnosed or scored it, so it is held-out data for the tool.
Its halves are even (16 faulty, 16 healthy; one fault each, one cause a case, spread over every
family of cause: optimisation, data, evaluation, model, workflow), injected into data sets no battery had at a
realistic strength, in forms earlier batteries did not use (see each case's description and each hook's
docstring).
The data sets are new, all made offline with numpy from known generating models (see each generator): a
bell foundry's carillon strike envelopes (the level over 64 frames of a struck bell: sound, cracked,
loose clapper, muffled, beating doublet), a herald's 12x12 shield charges (pale, fess, bend, saltire,
chevron), a gondola lift's controller event logs (a normal run, a wind hold, a rope-slip stop, an
evacuation drill, a night parking; left-padded to 20), paraglider glide distances (a polar from the
wing loading and aspect ratio, the height, head wind and thermals; log10, standardised) and obsidian
flake provenance (five volcanic sources from XRF trace elements, iron and manganese, with the hydration
rim, cortex, flake length and the site's distance).
Runs of ~40 to ~3,000 steps: MLPs, 2-D CNNs with and without batch norm, a small residual net, 1-D
CNNs with and without batch norm, GRU / LSTM readers of the lift logs, small transformers and regression
MLPs; plain SGD, SGD with momentum, Adam, AdamW and RMSprop; constant, warm-up + cosine, step, plateau,
one-cycle, cosine, warm-restart, multi-step and warm-up + linear schedules; bf16-mixed autocast,
augmentation, dropout, early stopping, clipping; batches of 8 to 256; cadences from every step to once
every 100 steps (or once an epoch), evaluations twice an epoch to every 2nd epoch or never.
The faulty half: a OneCycleLR whose max_lr is 10x the recipe's, MultiStepLR milestones in epochs read as
steps, a main-task loss weighted 0.01 under plain SGD, labels read one column to the right after a
schema change, a Unix-time column left unscaled, an archive in class order read unshuffled, test scans
transposed by the loader, check_val_every_n_epoch above max_epochs, a test scoring the previous run's
last.ckpt, sigmoid activations in an 8-layer MLP, an optimizer given the no-decay group only, a
smoke test's max_steps left in the config, an lr divided by the GPU count twice, NLLLoss on raw
logits, a -999 missing-value sentinel standardised with the data, and a debugging sample of 6% left in.
The healthy half holds sound runs a naive reader can take for a fault (see the healthy cases'
descriptions): val losses below the training loss under augmentation, batch-8 noise in a one-epoch run,
val bumps at warm restarts, a bf16 warm-up + cosine run whose val accuracy stalls for three epochs, a
last-epoch val bump under negation augmentation, a flat val loss after a step cut, a plain-SGD GRU's
wobbling val loss, a val loss flat over the last 12 epochs, a slow plain-SGD regression, early stopping
under a plateau schedule, a flat val loss under dropout 0.5, bf16 per-step noise at batch 256, batch-16
per-step noise, a near-zero training loss logged per epoch only, a val bump before lr halvings and a
dropout regression's wobbling val loss.
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


BELL_STRIKES = ("sound", "cracked", "loose-clapper", "muffled", "beating-doublet")


def _bells(seed: int, n: int, length: int = 64) -> tuple[Any, Any]:
    """A bell foundry's strike tests of carillon bells: the level (dB re the noise floor) of the
    microphone's RMS over 64 frames of 30 ms after the clapper strikes, labelled by the tuner's
    verdict: a sound bell (a slow exponential hum decay, time constant 12-30 frames), a cracked one (a
    fast decay, 3-9 frames, with a buzzing flutter), a loose clapper (a second strike 5-20 frames
    later at 0.3-0.8 of the first), a muffled one (a felt-damped clapper: a slow 2-6 frame attack, a
    peak of 0.3-0.6 and a 6-15 frame decay) or a beating doublet (an out-of-tune partial pair: the slow
    decay modulated 30-80% with a period of 6-20 frames). Each strike has its own gain (0.5-1.5), an
    onset 0-6 frames late, a weak beat of its own and the room's noise: sound 1-D CNNs stop near 0.75-0.85."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.28, 0.18, 0.18, 0.18, 0.18])
    t = np.arange(length, dtype=float)
    x = np.zeros((n, length))
    for i in range(n):
        c = int(y[i])
        onset = int(rng.integers(0, 7))
        s = np.clip(t - onset, 0, None)
        after = t >= onset
        tau = rng.uniform(12, 30)
        env = np.exp(-s / tau) * (1 + 0.1 * np.sin(2 * np.pi * s / rng.uniform(15, 40)))
        if c == 1:
            env = np.exp(-s / rng.uniform(3, 9)) * (1 + 0.25 * rng.standard_normal(length))
        elif c == 2:
            lag = int(rng.integers(5, 21))
            env = env + rng.uniform(0.3, 0.8) * np.exp(-np.clip(s - lag, 0, None) / tau) * (s >= lag)
        elif c == 3:
            attack = rng.uniform(2, 6)
            env = rng.uniform(0.3, 0.6) * (1 - np.exp(-s / attack)) * np.exp(-s / rng.uniform(6, 15))
        elif c == 4:
            depth, period = rng.uniform(0.3, 0.8), rng.uniform(6, 20)
            env = np.exp(-s / tau) * (1 - depth * (0.5 - 0.5 * np.cos(2 * np.pi * s / period)))
        level = rng.uniform(0.5, 1.5) * np.abs(env) * after
        x[i] = 20 * np.log10(level + 0.01) + rng.normal(0, 1.5, length)
    return x, y


def bells(
    seed: int = 74101, sizes: tuple[int, int, int] = SIZES, name: str = "carillon-bell-strikes"
) -> Splits:
    """The envelopes (N, 64), centred and scaled by the training envelopes' mean and sd, 5 classes."""
    x, y = _bells(seed, sum(sizes))
    return _signal_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def bells_long() -> Splits:
    """A 3,000-strike draw."""
    return bells(74102, (3000, 300, 300), "carillon-bell-strikes-3000")


SHIELD_CHARGES = ("pale", "fess", "bend", "saltire", "chevron")


def _shields(seed: int, n: int) -> tuple[Any, Any]:
    """A heraldry society's 12x12 grey scans of painted shields, labelled by the ordinary charged on
    the field: a pale (a vertical band), a fess (a horizontal band), a bend (a band from dexter chief
    to sinister base), a saltire (two crossed diagonal bands, the second painted 0.4-1 as strongly) or
    a chevron (an inverted V). Each band is 1-2.2 px wide, off-centre by up to 1.5 px and tilted a
    little; the charge is lighter or darker than the field (a tincture on a metal or the reverse),
    half the scans are blurred by a 3x3 box and each has its own contrast and scanner noise (sd
    0.15-0.35): faint saltires read as bends, shallow chevrons as fesses, yet sound CNNs reach
    0.98-0.99."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.2, 0.2, 0.22, 0.18, 0.2])
    yy, xx = np.mgrid[0:12, 0:12].astype(float)
    x = np.zeros((n, 12, 12))
    for i in range(n):
        c = int(y[i])
        cx, cy = 5.5 + rng.uniform(-1.5, 1.5, 2)
        dx, dy = xx - cx, yy - cy
        w, tilt = rng.uniform(1.0, 2.2), rng.normal(0, 0.12)
        if c == 0:
            m = np.abs(dx - tilt * dy) < w
        elif c == 1:
            m = np.abs(dy - tilt * dx) < w
        elif c == 2:
            m = np.abs(dx - dy) < w * 1.41
        elif c == 3:
            m = (np.abs(dx - dy) < w * 1.41) + rng.uniform(0.4, 1.0) * (np.abs(dx + dy) < w * 1.41)
        else:
            m = np.abs(dy + np.abs(dx) * rng.uniform(0.6, 1.2) - rng.uniform(1, 3)) < w
        m = np.clip(m.astype(float), 0, 1)
        if rng.random() < 0.5:
            p = np.pad(m, 1, mode="edge")
            m = sum(p[1 + di : 13 + di, 1 + dj : 13 + dj] for di in (-1, 0, 1) for dj in (-1, 0, 1)) / 9
        sign = 1.0 if rng.random() < 0.5 else -1.0
        x[i] = sign * rng.uniform(0.6, 1.4) * (m - 0.3) + rng.normal(0, rng.uniform(0.15, 0.35), (12, 12))
    return x, y


def shields(
    seed: int = 74201, sizes: tuple[int, int, int] = SIZES, name: str = "heraldic-shields-12"
) -> Splits:
    """The scans as (N, 1, 12, 12), centred and scaled by the training scans' mean and sd, 5 classes."""
    x, y = _shields(seed, sum(sizes))
    return _patch_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def test_scans_transposed(data: Splits, _seed: int) -> Splits:
    """The bug: the test scans come from the society's new scanner as a (N, W, H) stack, and the loader
    `np.stack(scans).transpose(0, 2, 1)` meant for the old scanner's (N, H, W) exports transposes them:
    every test pale is a fess and every fess a pale, and bends turn sinister."""
    return replace(data, x_test=data.x_test.transpose(2, 3).contiguous())


GONDOLA_EVENTS = (
    "pad",
    "start-cmd",
    "drive-on",
    "speed-nominal",
    "station-pass",
    "door-open",
    "door-closed",
    "cabin-count",
    "wind-warn",
    "speed-reduced",
    "hold",
    "rope-slip",
    "brake-service",
    "brake-emergency",
    "operator-reset",
    "drill-start",
    "rescue-drive",
    "park-cmd",
    "night-lock",
)
GONDOLA_RUNS = ("normal-run", "wind-hold", "rope-slip-stop", "evacuation-drill", "night-parking")
_GONDOLA_BOOST = ((3, 4, 5, 6), (8, 9, 10, 14), (11, 13, 12, 14), (15, 16, 10, 7), (17, 18, 12, 7))
_GONDOLA_LENGTHS = ((12, 20), (10, 19), (7, 15), (9, 18), (6, 13))


def _gondolas(seed: int, n: int, length: int = 20) -> tuple[Any, Any]:
    """A gondola lift's controller logs, one operating period a sequence (18 event kinds: the start
    command, drive on, nominal speed, a station pass, the doors open / closed, a cabin count, a wind
    warning, reduced speed, a hold, a rope-slip alarm, the service and emergency brakes, the
    operator's reset, a drill start, the rescue drive, a park command, the night lock), left-padded to
    20 with 0, labelled by the operations log: a normal run, a wind hold, a rope-slip stop, an
    evacuation drill or a night parking. Each kind of period is a Markov chain over a shared base that
    favours its own four events, with its own range of lengths; a fifth of the events are mislogged (a
    random kind), so sound sequence models stop near 0.82-0.87."""
    import numpy as np

    base_rng = np.random.default_rng(7441)
    kinds = len(GONDOLA_EVENTS) - 1
    base = base_rng.dirichlet(np.full(kinds, 0.5), kinds)
    chains = []
    for c in range(5):
        boost = np.zeros(kinds)
        boost[[e - 1 for e in _GONDOLA_BOOST[c]]] = 0.45 / 4
        chain = 0.55 * base + boost
        chains.append(chain / chain.sum(1, keepdims=True))
    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.36, 0.18, 0.14, 0.14, 0.18])
    x = np.zeros((n, length), dtype=np.int64)
    for i in range(n):
        c = int(y[i])
        events = [1]
        for _ in range(int(rng.integers(*_GONDOLA_LENGTHS[c])) - 1):
            events.append(int(rng.choice(kinds, p=chains[c][events[-1] - 1])) + 1)
        events = [int(rng.integers(1, kinds + 1)) if rng.random() < 0.2 else e for e in events]
        x[i, length - len(events) :] = events
    return x, y


def gondolas(
    seed: int = 74301, sizes: tuple[int, int, int] = SIZES, name: str = "gondola-lift-events"
) -> Splits:
    """Operating periods (N, 20) over 19 ids (0 the padding), 5 classes."""
    x, y = _gondolas(seed, sum(sizes))
    return _token_splits(x, y, sizes, name)


def gondolas_by_type_unshuffled() -> Splits:
    """The training periods in the order of the operations archive, one folder a type (every normal
    run, then every wind hold, ...); the run adds shuffle=False on top."""
    import numpy as np

    x, y = _gondolas(74302, sum(SIZES))
    a = SIZES[0]
    order = np.argsort(y[:a], kind="stable")
    x[:a], y[:a] = x[:a][order], y[:a][order]
    return _token_splits(x, y, SIZES, "gondola-lift-events")


def gondolas_debug_sample() -> Splits:
    """The bug: `df = df.sample(frac=0.06, random_state=0)` from a debugging session stays in the data
    module: the model trains on 60 operating periods, while validation and test keep their 300."""
    x, y = _gondolas(74303, 60 + 300 + 300)
    return _token_splits(x, y, (60, 300, 300), "gondola-lift-events")


GLIDE_COLUMNS = (
    "launch_alt_m",
    "landing_alt_m",
    "aspect_ratio",
    "wing_area_m2",
    "all_up_weight_kg",
    "headwind_ms",
    "thermal_ms",
    "air_temp_c",
    "en_class",
    "pilot_hours",
    "harness_type",
    "pilot_id",
)


def _glides(seed: int, n: int) -> tuple[Any, Any]:
    """A paragliding school's logged glides: the distance (km) from launch to landing from the
    heights, the wing's aspect ratio and area, the all-up weight, the mean head wind, the mean
    thermal lift met on the way, the air temperature, the EN class, the pilot's hours, the harness
    type and the pilot's id (the last three of no bearing beyond noise). The trim speed follows the
    wing loading (v = sqrt(2 W / (rho S C_L)), C_L 0.6, rho from the temperature and the height), the
    glide ratio 5 + 0.9 (AR - 4.5) (a better class adds 0.3 a step), the sink rate is v / (L/D) less
    a third of the thermal lift (at least 0.25 m/s), the time aloft the height lost over the sink
    rate and the distance (v - headwind) x time, read with a 5% GPS error. The target is log10 of
    the distance: standardised, sound models stop near an MSE of 0.01-0.05."""
    import numpy as np

    rng = np.random.default_rng(seed)
    launch = rng.uniform(800, 2600, n)
    landing = rng.uniform(200, 700, n)
    ar = rng.uniform(4.5, 7.0, n)
    area = rng.uniform(20, 30, n)
    weight = rng.uniform(65, 125, n)
    wind = rng.uniform(-3, 6, n)
    thermal = rng.gamma(1.5, 0.4, n)
    temp = rng.uniform(0, 30, n)
    en = rng.integers(1, 5, n).astype(float)
    hours = rng.exponential(150, n)
    harness = rng.integers(0, 3, n).astype(float)
    pilot = rng.integers(100, 999, n).astype(float)
    rho = 1.225 * (288 / (273 + temp)) * np.exp(-(launch + landing) / 2 / 8500)
    v = np.sqrt(2 * weight * 9.81 / (rho * area * 0.6))
    ld = 5 + 0.9 * (ar - 4.5) + 0.3 * (en - 1)
    sink = np.maximum(v / ld - thermal / 3, 0.25)
    distance = (v - wind) * (launch - landing) / sink / 1000 * rng.normal(1, 0.05, n)
    x = np.column_stack([launch, landing, ar, area, weight, wind, thermal, temp, en, hours, harness, pilot])
    return x, np.log10(distance)


def glides(seed: int = 74401, sizes: tuple[int, int, int] = SIZES, name: str = "paraglider-glides") -> Splits:
    """12 standardised columns, the log10 distance standardised."""
    x, target = _glides(seed, sum(sizes))
    return _regression_table(name, x, target, sizes)


def glides_long() -> Splits:
    """A 3,000-glide draw."""
    return glides(74402, (3000, 300, 300), "paraglider-glides-3000")


def glides_with_raw_launch_timestamp() -> Splits:
    """The bug: the flight-log export gained a `launch_time` column (Unix seconds, ~1.69e9-1.72e9:
    2023-2024) that the feature list picks up by its `float64` dtype, after the scaler was fitted on
    the config's column list: the net reads 12 standardised columns and one of ~1.7 billion (the time
    has no bearing on the distance)."""
    import numpy as np
    import torch

    x, target = _glides(74403, sum(SIZES))
    data = _regression_table("paraglider-glides", x, target, SIZES)
    stamp = np.random.default_rng(74404).uniform(1.69e9, 1.72e9, sum(SIZES))
    cols = torch.tensor(stamp, dtype=torch.float32)[:, None]
    a, b = SIZES[0], SIZES[0] + SIZES[1]
    return replace(
        data,
        x_train=torch.cat([data.x_train, cols[:a]], 1),
        x_val=torch.cat([data.x_val, cols[a:b]], 1),
        x_test=torch.cat([data.x_test, cols[b:]], 1),
    )


def glides_thermal_sentinel_minus_999() -> Splits:
    """The bug: the school's older variometers log no thermal reading, and the export writes its
    missing-value sentinel -999 into `thermal_ms` for those glides (12% of them, in every split); the
    pipeline standardises the column with the sentinels in, then the loader's `fillna(0)` finds nothing
    to fill: the net reads thermal values of ~-2.8 sd for these glides and the real ones squeezed into
    ~+0.35 sd around the column's mean."""
    import numpy as np

    x, target = _glides(74405, sum(SIZES))
    missing = np.random.default_rng(74406).random(len(x)) < 0.12
    x[missing, 6] = -999.0
    return _regression_table("paraglider-glides", x, target, SIZES)


OBSIDIAN_COLUMNS = (
    "rb_ppm",
    "sr_ppm",
    "zr_ppm",
    "y_ppm",
    "nb_ppm",
    "ba_ppm",
    "fe2o3_pct",
    "mno_pct",
    "hydration_um",
    "cortex_pct",
    "flake_mm",
    "site_km",
)
OBSIDIAN_SOURCES = ("north-dome", "red-flow", "lake-caldera", "east-vent", "east-ridge")
_OBSIDIAN_MEANS = (
    (160, 10, 90, 25, 12, 40, 1.0, 0.05),
    (110, 60, 160, 22, 9, 600, 1.6, 0.06),
    (220, 4, 280, 60, 40, 20, 2.2, 0.04),
    (140, 25, 120, 30, 18, 250, 1.3, 0.07),
    (150, 22, 130, 33, 20, 220, 1.35, 0.07),
)


def _obsidian(seed: int, n: int) -> tuple[Any, Any]:
    """An archaeology lab's pXRF readings of obsidian flakes (Rb, Sr, Zr, Y, Nb, Ba in ppm, Fe2O3 and
    MnO in %), the hydration rim, the cortex cover, the flake length and the find site's distance to
    the nearest flow, labelled by the flake's source flow from the lab's reference library: north
    dome, red flow, lake caldera, east vent or east ridge (the last two are flows of one complex and
    differ by ~10% in a few elements). Each source's chemistry varies 8% flake to flake, the handheld
    reading adds 10% (more on small flakes) and a per-session drift; far sites get more of the distant
    flows: sound MLPs stop near 0.89-0.95."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.26, 0.2, 0.14, 0.2, 0.2])
    means = np.array(_OBSIDIAN_MEANS, dtype=float)
    flake = rng.lognormal(np.log(25), 0.4, n)
    noise = 0.1 * np.sqrt(25 / flake)[:, None]
    chem = means[y] * np.exp(rng.normal(0, 0.08, (n, 8)) + noise * rng.standard_normal((n, 8)))
    chem *= np.exp(rng.normal(0, 0.04, (n, 1)))
    hydration = rng.gamma(4, 1.0, n) * np.array([1.0, 1.2, 0.9, 1.1, 1.1])[y]
    cortex = rng.beta(1, 4, n) * 100
    site = rng.exponential(30, n) * np.array([0.6, 1.0, 1.6, 1.0, 1.0])[y]
    x = np.column_stack([np.log(chem), hydration, cortex, flake, site])
    return x, y


def obsidian(
    seed: int = 74501, sizes: tuple[int, int, int] = SIZES, name: str = "obsidian-sources"
) -> Splits:
    """12 standardised columns (the chemistry as logs), 5 classes."""
    x, y = _obsidian(seed, sum(sizes))
    return _generated(name, x, y, 5, sizes)


def obsidian_large() -> Splits:
    """A 4,000-flake draw."""
    return obsidian(74502, (4000, 300, 300), "obsidian-sources-4000")


def obsidian_labels_one_column_right() -> Splits:
    """The bug: the lab's export gained a `flow_code` column in front of `source`, and the loader still
    reads the label by position (`df.iloc[:, 13]`): the training rows are labelled with the next
    column, `excavation_site` (the site's code 0-4; each site's flakes come 45% from its nearest flow
    and the rest from anywhere), while validation and test come from the frozen release before the
    schema change."""
    import numpy as np

    x, y = _obsidian(74503, sum(SIZES))
    rng = np.random.default_rng(74504)
    a = SIZES[0]
    y = y.copy()
    near = rng.random(a) < 0.45
    y[:a] = np.where(near, y[:a], rng.integers(0, 5, a))
    return _generated("obsidian-sources", x, y, 5, SIZES)


# ---------------------------------------------------------------- injected faults (and healthy hooks)


def main_head_weight_001(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """The bug: the multi-task config's `loss_weights: {source: 0.01, hydration: 1.0}` was written for
    a hydration-dating head that was later removed; the source head's cross-entropy is still scaled by
    0.01 (the logged loss is the weighted total), so under plain SGD every step is 1% of the tuned one."""
    import torch

    return 0.01 * torch.nn.functional.cross_entropy(out, y)


def nll_on_raw_logits(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """The bug: `nn.NLLLoss()` as the criterion of a head that returns raw logits (the `log_softmax`
    was dropped from the model's forward when the export switched to logits): the loss is minus the
    true class's logit, unbounded below."""
    import torch

    return torch.nn.functional.nll_loss(out, y)


def no_decay_group_only(net: Any) -> Any:
    """The bug: the AdamW parameter groups are built as `decay = [p for n, p in named if p.ndim > 1
    and 'bias' not in n and 'norm' not in n]` / `no_decay = [...]`, and a refactor passes
    `optimizer_grouped_parameters[1:]` (the first group was once a frozen embedding): the optimizer
    gets the biases and the batch-norm scales only, every convolution and linear weight stays at init."""
    return [p for p in net.parameters() if p.ndim == 1]


def milestones_in_epochs_as_steps(step: int, _total: int) -> float:
    """The bug: `MultiStepLR(milestones=[10, 20], gamma=0.1)` written for epochs, configured with
    interval='step': the lr drops 10x at step 10 and again at step 20 (both within the first epoch)."""
    return 0.1 ** sum(step >= m for m in (10, 20))


def warm_restarts(period: int) -> Callable[[int, int], float]:
    """Not a fault: cosine annealing with warm restarts (CosineAnnealingWarmRestarts, T_0 = `period`
    steps, T_mult 1, eta_min 2% of the base lr) as a factor."""
    import math

    def factor(step: int, _total: int) -> float:
        phase = (step % period) / period
        return 0.02 + 0.98 * 0.5 * (1 + math.cos(math.pi * phase))

    return factor


def _bell_jitter(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.roll(x, int(torch.randint(-2, 3, (1,))), dims=1)
    return x + 0.2 * (torch.rand(len(x), 1) * 2 - 1) + 0.15 * torch.randn_like(x)


bell_jitter = _augmented(_bell_jitter)
bell_jitter.__doc__ = """Not a fault: in training mode each batch of envelopes is shifted by up to 2
frames, offset by up to +-0.2 sd (a gain change) and given 0.15 sd of noise."""


def _shield_noise(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.roll(x, (int(torch.randint(-1, 2, (1,))), int(torch.randint(-1, 2, (1,)))), dims=(2, 3))
    sign = torch.where(torch.rand(len(x), 1, 1, 1) < 0.5, -1.0, 1.0)
    return sign * x + 0.4 * torch.randn_like(x)


shield_noise = _augmented(_shield_noise)
shield_noise.__doc__ = """Not a fault: in training mode each batch of scans is shifted by up to 1 px,
each scan's tinctures swapped half the time (a negated scan) and given 0.4 sd of noise."""


# ---------------------------------------------------------------- the variants


def ZZZR(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by battery zf's runner (through every earlier wrapper)."""
    return L(*args, runs=runs or zf_runs(), **kw)


CH16 = {"channels": 16}
H48 = {"hidden": 48}
W128 = {"width": 128, "num_layers": 2}
FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    ZZZR(
        "vzzzr-onecycle-max-lr-10x-sgd-cnn-shields",
        Plan(
            shields,
            "cnn",
            1.0,
            "sgd",
            momentum=0.9,
            epochs=10,
            log_every=4,
            schedule="onecycle",
            model_kw=CH16,
        ),
        ("loss-spikes", "metric-at-baseline"),
        "learning-rate-too-high",
        "OneCycleLR(max_lr=1.0) where the recipe's max_lr is 0.1 (the sweep's value was pasted with the "
        "wrong exponent), SGD momentum 0.9, for a 16-channel CNN over the shield scans, 10 epochs (every "
        "4th step logged): losses 1.59, 1.58, 1.36, 0.749, 0.357 ... up to 402 as the lr climbs, then "
        "1.57-1.72 in the last third, epoch means 1.6, 741, 7.09, 1.67 ... 1.61, the val loss 101, 1.63, "
        "1.67 ... 1.6 and val accuracy 0.303, then 0.163-0.26, test 1.62 and 0.187 (sound CNNs on these "
        "scans: ~0.02-0.18 and 0.98-0.99)",
        (*RUNAWAY, "loss-runaway", "undertrained", "slow-convergence"),
        family="cnn",
        dataset="heraldic-shields",
        seed=74001,
        runs=zf_runs(hparams={"scheduler": "OneCycleLR(max_lr=1.0)", "intended_max_lr": 0.1}),
    ),
    ZZZR(
        "vzzzr-multistep-milestones-epochs-as-steps-gru-gondolas",
        Plan(
            gondolas, "gru", 0.5, "sgd", epochs=12, log_every=4, clip=1.0, schedule="multistep", model_kw=H48
        ),
        ("undertrained",),
        "lr-decay-too-fast",
        "MultiStepLR(milestones=[10, 20], gamma=0.1) meant in epochs, configured with interval='step': "
        "plain SGD's lr 0.5 (clipped at 1.0) is 0.05 from step 10 and 0.005 from step 20, for a GRU (hidden"
        " 48) over the gondola logs, 12 epochs (every 4th step logged): losses 1.52, 1.39, 1.19, 1.36, 1.45"
        " ... 0.834-1.52 in the last third, epoch means 1.38, 1.3, 1.29 ... 1.22, the val loss 1.34, 1.33, "
        "1.32 ... 1.25 and val accuracy 0.487 to 0.523, test 1.24 and 0.54 (sound sequence models on these "
        "logs: ~0.38-0.48 and 0.82-0.87)",
        ("slow-convergence", "metric-at-baseline"),
        family="rnn",
        dataset="gondola-lift-events",
        seed=74002,
        runs=zf_runs(
            schedule=lambda_schedule(milestones_in_epochs_as_steps),
            hparams={"scheduler": "MultiStepLR(milestones=[10, 20], gamma=0.1)", "interval": "step"},
        ),
    ),
    ZZZR(
        "vzzzr-main-head-loss-weight-001-sgd-mlp-obsidian",
        Plan(obsidian, "mlp", 0.05, "sgd", momentum=0.9, epochs=15, log_every=5, model_kw=MLP64),
        ("undertrained",),
        "weight-updates-too-small",
        "the multi-task config's loss_weights {source: 0.01} (written for a hydration head since removed) "
        "still scale the source head's cross-entropy, and the logged loss is the weighted total; SGD lr "
        "0.05 momentum 0.9 for a 2x64 MLP over the obsidian flakes, 15 epochs (every 5th step logged): "
        "losses 0.0162, 0.0161, 0.0162, 0.016 ... 0.00884-0.0135 in the last third, epoch means 0.016, "
        "0.0157, 0.0154 ... 0.0104, the val loss 0.0158 to 0.00967 (x100: 1.58 to 0.967) and val accuracy "
        "0.297, 0.483, 0.58, 0.617, then 0.627-0.667, test 0.00985 and 0.65 (sound MLPs on these flakes: "
        "~0.15-0.2 and 0.89-0.95)",
        ("slow-convergence", "metric-at-baseline", "bad-initial-loss"),
        family="mlp",
        dataset="obsidian-sources",
        seed=74003,
        runs=zf_runs(loss=main_head_weight_001, hparams={"loss_weights": {"source": 0.01}}),
    ),
    # --- data
    ZZZR(
        "vzzzr-labels-read-one-column-right-mlp-obsidian",
        Plan(obsidian_labels_one_column_right, "mlp", 2e-3, "adam", epochs=20, log_every=8, model_kw=W128),
        ("overfitting",),
        "label-noise",
        "after a schema change (a flow_code column added in front of source) the loader still reads the "
        "label by position, so the training rows are labelled with the next column, the excavation site's "
        "code (45% of a site's flakes from its nearest flow, the rest from anywhere); validation and test "
        "come from the release before the change; a 2x128 MLP under Adam lr 2e-3, 20 epochs (every 8th step"
        " logged): losses 1.58, 1.48, 1.45, 1.47, 1.41 ... 0.98-1.24 in the last third, the val loss 0.899,"
        " 0.879 ... 0.796 (epoch 9) ... 0.909, 0.953, 0.948 and val accuracy 0.783, 0.84 ... 0.84 (epoch "
        "10), then 0.807 down to 0.737-0.75, test 0.963 and 0.703 (sound MLPs on these flakes: ~0.15-0.2 "
        "and 0.89-0.95)",
        ("train-val-gap", "val-test-gap", "slow-convergence", "undertrained"),
        family="mlp",
        dataset="obsidian-sources",
        seed=74004,
        runs=zf_runs(hparams={"label_column": "df.iloc[:, 13]"}),
    ),
    ZZZR(
        "vzzzr-unix-launch-time-column-unscaled-regression-glides",
        Plan(glides_with_raw_launch_timestamp, "mlp", 1e-3, "adam", epochs=20, log_every=4, model_kw=W128),
        ("bad-initial-loss",),
        "unnormalized-input",
        "the flight-log export gained a launch_time column (Unix seconds, ~1.7e9) that the feature list "
        "picks up by dtype after the scaler was fitted on the config's columns, so the net reads 12 "
        "standardised columns and one of ~1.7 billion; a 2x128 regression MLP under Adam lr 1e-3, 20 epochs"
        " (every 4th step logged): losses 6.88e14, 5.56e14, 3.25e14, 3.28e13 ... 31.5-115 in the last "
        "third, epoch means 2.47e14, 7.61e12, 2.6e11 ... 112, 64.1 ... 66, the val MSE 2.66e13, 7.71e10 ..."
        " 101, 81.5, 72.7 ... 71.4-81.6 (76 at the end), test 68.2 (the target's variance is 1; sound "
        "regressions on these glides: ~0.017-0.03)",
        (*RUNAWAY, "loss-runaway", "undertrained", "slow-convergence"),
        family="regression",
        dataset="paraglider-glides",
        seed=74005,
        runs=zf_runs(hparams={"features": [*GLIDE_COLUMNS, "launch_time"]}),
    ),
    ZZZR(
        "vzzzr-archive-order-by-type-unshuffled-lstm-gondolas",
        Plan(
            gondolas_by_type_unshuffled,
            "lstm",
            3e-3,
            "adam",
            epochs=10,
            log_every=2,
            shuffle=False,
            clip=1.0,
            model_kw=H48,
        ),
        ("loss-spikes",),
        "data-not-shuffled",
        "the training periods come in the operations archive's order, one folder a type (every normal run, "
        "then every wind hold, ...), and the DataModule passes shuffle=False (a custom sampler was planned "
        "and never wired); an LSTM (hidden 48) under Adam lr 3e-3 clipped at 1.0, 10 epochs (every 2nd step"
        " logged): losses 1.52, 1.39, 1.26, 1.09, 0.819 ... 0.112-1.62 in the last third (max 3.54), the "
        "val loss 1.47, 1.38, 2.31, 1.31, 1.05 ... 0.548 and val accuracy 0.423, 0.48, 0.263, 0.58 ... "
        "0.817, test 0.643 and 0.787 (sound sequence models on these logs: ~0.38-0.48 and 0.82-0.87)",
        ("undertrained", "metric-at-baseline", "train-val-gap"),
        family="rnn",
        dataset="gondola-lift-events",
        seed=74006,
        runs=zf_runs(hparams={"shuffle": False, "source": "archive folders by type"}),
    ),
    # --- evaluation
    ZZZR(
        "vzzzr-test-scans-transposed-by-loader-bncnn-shields",
        Plan(shields, "bncnn", 3e-3, "adam", epochs=12, log_every=8, data_fault=test_scans_transposed),
        ("val-test-gap",),
        "eval-pipeline-mismatch",
        "the test scans come from the society's new scanner as (N, W, H) stacks and the loader's "
        "transpose(0, 2, 1), meant for the old (N, H, W) exports, transposes them: every test pale is a "
        "fess and every fess a pale, and bends turn sinister; a batch-norm CNN under Adam lr 3e-3, 12 "
        "epochs (every 8th step logged): losses 1.52, 1.4, 1.41, 1.31, 1.28 ... 0.0864-0.318 in the last "
        "third, epoch means 1.45, 1.08, 0.758 ... 0.12, the val loss 1.23, 0.816, 0.603 ... 0.108 and val "
        "accuracy 0.497 to 0.987, test 5.1 and 0.38",
        ("metric-at-baseline",),
        family="cnn-bn",
        dataset="heraldic-shields",
        seed=74007,
        runs=zf_runs(hparams={"test_loader": "np.stack(scans).transpose(0, 2, 1)"}),
    ),
    ZZZR(
        "vzzzr-check-val-every-50-epochs-of-20-regression-glides",
        Plan(glides, "mlp", 2e-3, "adam", epochs=20, log_every=10, schedule="cosine", model_kw=W128),
        ("missing-validation",),
        "missing-eval-set",
        "check_val_every_n_epoch=50 (from the long-schedule config) with max_epochs=20: the trainer never "
        "reaches a validation epoch and no val loss is logged; a 2x128 regression MLP under Adam lr 2e-3 "
        "with a cosine decay, 20 epochs (every 10th step logged): losses 0.236, 0.147, 0.157, 0.0949, "
        "0.0417 ... 0.00244-0.00874 in the last third, epoch means 0.276, 0.0507, 0.0262 ... 0.0047, no val"
        " loss logged, test 0.023",
        ("undertrained", "bad-initial-loss"),
        family="regression",
        dataset="paraglider-glides",
        seed=74008,
        runs=zf_runs(evaluate=False, hparams={"check_val_every_n_epoch": 50, "max_epochs": 20}),
    ),
    ZZZR(
        "vzzzr-test-loads-previous-runs-last-ckpt-bncnn1d-bells",
        Plan(bells, "bncnn1d", 2e-3, "adam", epochs=12, log_every=8, model_kw=CH16),
        ("val-test-gap",),
        "wrong-checkpoint-loaded",
        "the test script's ckpt_path still points at runs/bells/last.ckpt while this run writes to "
        "runs/bells-v2: the test scores the previous run's checkpoint, which was killed after its first "
        "epoch (step 32); a 16-channel batch-norm 1-D CNN under Adam lr 2e-3, 12 epochs (every 8th step "
        "logged): losses 1.46, 1.27, 1.18, 1.09, 1.01 ... 0.397-0.509 in the last third, the val loss 1.11,"
        " 0.881, 0.761 ... 0.484, 0.41 and val accuracy 0.62, 0.773 ... 0.817-0.843, test 1.11 and 0.617",
        ("metric-at-baseline", "undertrained"),
        family="cnn-bn",
        dataset="carillon-bell-strikes",
        seed=74009,
        runs=zf_runs(
            test_at_step=32,
            hparams={"test_ckpt": "runs/bells/last.ckpt", "output_dir": "runs/bells-v2"},
        ),
    ),
    # --- model
    ZZZR(
        "vzzzr-sigmoid-activation-in-8-layer-mlp-obsidian",
        Plan(
            obsidian,
            "mlp",
            0.05,
            "sgd",
            momentum=0.9,
            epochs=15,
            log_every=8,
            model_kw={"width": 128, "num_layers": 8, "activation": "sigmoid"},
        ),
        STALL,
        "vanishing-gradients",
        "activation: sigmoid copied from the 2-layer baseline's config into an 8x128 MLP (default init, no "
        "normalisation), SGD lr 0.05 momentum 0.9 over the obsidian flakes, 15 epochs (every 8th step "
        "logged): losses 1.69, 1.57, 1.75, 1.5, 1.72 ... 1.54-1.69 in the last third, epoch means 1.7, "
        "1.71, 1.63, 1.6 ... 1.59, the val loss 1.71, 1.64, 1.59 ... 1.58 and val accuracy 0.183-0.297 (the"
        " majority and runner-up classes in turn), test 1.59 and 0.273 (sound MLPs on these flakes: "
        "~0.15-0.2 and 0.89-0.95)",
        ("slow-convergence",),
        family="mlp",
        dataset="obsidian-sources",
        seed=74010,
        runs=zf_runs(hparams={"activation": "sigmoid", "num_layers": 8}),
    ),
    ZZZR(
        "vzzzr-optimizer-gets-no-decay-group-only-cnn1d-bells",
        Plan(
            bells,
            "cnn1d",
            3e-3,
            "adamw",
            weight_decay=0.05,
            epochs=12,
            log_every=8,
            params=no_decay_group_only,
            model_kw=CH16,
        ),
        STALL,
        "frozen-weights",
        "a refactor passes optimizer_grouped_parameters[1:] to AdamW (the first group was once a frozen "
        "embedding), so the optimizer gets the no-decay group only: the biases; every convolution and "
        "linear weight of a 16-channel 1-D CNN stays at init; lr 3e-3, 12 epochs (every 8th step logged): "
        "losses 1.63, 1.62, 1.61, 1.6 ... 1.43-1.69 in the last third, epoch means 1.62, 1.6, 1.58 ... "
        "1.54, the val loss 1.6, 1.59, 1.57 ... 1.54 and val accuracy 0.0333, then 0.277 (the majority "
        "class) at every epoch, test 1.54 and 0.273 (sound 1-D CNNs on these strikes: ~0.41-0.55 and "
        "0.75-0.85)",
        ("slow-convergence",),
        family="cnn",
        dataset="carillon-bell-strikes",
        seed=74011,
        runs=zf_runs(hparams={"param_groups": "optimizer_grouped_parameters[1:]"}),
    ),
    # --- workflow
    ZZZR(
        "vzzzr-smoke-test-max-steps-40-left-in-resnet-shields",
        Plan(
            shields,
            "resnet",
            3e-3,
            "adamw",
            weight_decay=0.01,
            epochs=30,
            max_steps=40,
            log_every=2,
            val_interval=0.5,
        ),
        ("undertrained",),
        "too-few-epochs",
        "max_steps: 40 from the CI smoke-test config (ci-smoke.yaml) merged into the training config, with "
        "max_epochs 30: the fit ends at step 40, in the second epoch; a small residual net under AdamW lr "
        "3e-3, validated twice an epoch (every 2nd step logged): losses 1.82, 1.75, 1.72, 1.51, 1.56 ... "
        "1.13-1.32 in the last third, epoch means 1.48, 1.18, the val loss 1.52, 1.23 and val accuracy "
        "0.273, 0.493, test 1.16 and 0.537 (sound CNNs on these scans: ~0.03-0.16 and 0.98-0.99)",
        ("slow-convergence", "metric-at-baseline"),
        family="resnet",
        dataset="heraldic-shields",
        seed=74012,
        runs=zf_runs(hparams={"max_steps": 40, "max_epochs": 30, "config": "ci-smoke.yaml"}),
    ),
    ZZZR(
        "vzzzr-lr-divided-by-gpu-count-twice-sgd-cnn1d-bells",
        Plan(bells, "cnn1d", 0.08 / 64, "sgd", momentum=0.9, epochs=12, log_every=8, model_kw=CH16),
        ("slow-convergence",),
        "learning-rate-too-low",
        "the recipe's lr 0.08 for 8 GPUs is divided by the world size in the config (lr: 0.08 / world_size)"
        " and again by the launcher's linear-scaling helper, 0.08 / 64 = 1.25e-3, for a 16-channel 1-D CNN "
        "under SGD momentum 0.9, 12 epochs (every 8th step logged): losses 1.61, 1.63, 1.57, 1.49, 1.64 ..."
        " 1.08-1.44 in the last third, epoch means 1.6, 1.56, 1.52 ... 1.1, 1.07 (falling ~0.05 an epoch), "
        "the val loss 1.59, 1.55, 1.51 ... 1.09, 1.06 and val accuracy 0.197, 0.31, 0.397, 0.433, then "
        "0.45-0.457, test 1.06 and 0.433 (sound 1-D CNNs on these strikes: ~0.42-0.55 and 0.75-0.85)",
        ("undertrained", "metric-at-baseline"),
        family="cnn",
        dataset="carillon-bell-strikes",
        seed=74013,
        runs=zf_runs(hparams={"lr": "0.08 / world_size / world_size", "world_size": 8}),
    ),
    ZZZR(
        "vzzzr-nll-loss-on-raw-logits-cnn-shields",
        Plan(shields, "cnn", 1e-3, "adam", epochs=10, log_every=4, model_kw=CH16),
        ("loss-runaway",),
        "wrong-loss-function",
        "nn.NLLLoss() as the criterion of a head that returns raw logits (the log_softmax was dropped from "
        "the forward when the export switched to logits): the loss is minus the true class's logit, "
        "unbounded below; a 16-channel CNN under Adam lr 1e-3, 10 epochs (every 4th step logged): losses "
        "-0.926, -2.53, -5.81, -10.6, -18.2 ... -31,300 to -109,000 in the last third, epoch means -17.2, "
        "-215, -1,040 ... -97,900, the val loss -65.3, -498, -1,910 ... -118,000 and val accuracy "
        "0.18-0.273, test -116,000 and 0.187",
        (*RUNAWAY, "undertrained", "bad-initial-loss", "metric-at-baseline"),
        family="cnn",
        dataset="heraldic-shields",
        seed=74014,
        runs=zf_runs(loss=nll_on_raw_logits, hparams={"criterion": "NLLLoss()", "head": "logits"}),
    ),
    ZZZR(
        "vzzzr-thermal-sentinel-minus-999-standardised-regression-glides",
        Plan(glides_thermal_sentinel_minus_999, "mlp", 1e-3, "adam", epochs=20, log_every=8, model_kw=W128),
        ("train-val-gap",),
        "missing-values",
        "older variometers log no thermal reading and the export writes the sentinel -999 into thermal_ms "
        "for 12% of the glides (in every split); the column is standardised with the sentinels in and "
        "fillna(0) finds nothing to fill, so the real thermal readings are squeezed into a sliver of the "
        "column; a 2x128 regression MLP under Adam lr 1e-3, 20 epochs (every 8th step logged): losses "
        "0.865, 0.421, 0.145, 0.48, 0.125 ... 0.0103-0.117 in the last third, epoch means 0.503, 0.131, "
        "0.0965 ... 0.0343, 0.0344, the val MSE 0.155, 0.13, 0.111 ... 0.0855-0.103 from epoch 9 (0.0927 at"
        " the end), test 0.0628 (sound regressions on these glides: ~0.017-0.03)",
        ("overfitting", "undertrained", "slow-convergence"),
        family="regression",
        dataset="paraglider-glides",
        seed=74015,
        runs=zf_runs(hparams={"missing_sentinel": -999, "fillna": 0}),
    ),
    ZZZR(
        "vzzzr-debug-sample-frac-006-left-in-gru-gondolas",
        Plan(gondolas_debug_sample, "gru", 3e-3, "adam", epochs=40, batch_size=16, log_every=2, model_kw=H48),
        ("overfitting",),
        "insufficient-data",
        "df.sample(frac=0.06) from a debugging session stays in the data module: a GRU (hidden 48) trains "
        "on 60 operating periods (validation and test keep 300) under Adam lr 3e-3 at batch 16, 40 epochs "
        "(160 steps, every 2nd logged): losses 1.57, 1.6, 1.51, 1.44, 1.34 ... 0.0062-0.0225 in the last "
        "third, the val loss 1.55, 1.5, 1.45 ... 0.914 (epoch 14), then 0.929, 0.977 ... 1.41 and val "
        "accuracy 0.403 to 0.66 (epoch 18), then 0.633-0.66, test 1.41 and 0.693 (sound sequence models on "
        "these logs: ~0.38-0.48 and 0.82-0.87)",
        ("train-val-gap", "zero-train-loss", "undertrained"),
        family="rnn",
        dataset="gondola-lift-events",
        seed=74016,
        runs=zf_runs(hparams={"sample_frac": 0.06}),
    ),
)

HEALTHY: tuple[Variant, ...] = (
    # --- bells
    ZZZR(
        "vzzzr-healthy-bncnn1d-bells-shift-gain-noise-aug-dropout",
        Plan(
            bells,
            "bncnn1d",
            3e-3,
            "adam",
            epochs=14,
            log_every=5,
            model_fault=bell_jitter,
            model_kw={"channels": 16, "dropout": 0.3},
        ),
        (),
        None,
        "a sound 16-channel batch-norm 1-D CNN with dropout 0.3 whose training envelopes are shifted by up "
        "to 2 frames, offset by up to +-0.2 sd and given 0.15 sd of noise, Adam lr 3e-3, 14 epochs (every "
        "5th step logged): losses 1.43, 1.29, 1.25, 1.25, 1.13 ... 0.409-0.843 in the last third, epoch "
        "means 1.25, 1, 0.905 ... 0.596, the val loss 1, 0.861, 0.829 ... 0.679, 0.531, 0.546 (below the "
        "epoch's mean training loss at every epoch) and val accuracy 0.64 to 0.697-0.767, test 0.559 and "
        "0.763",
        family="cnn-bn",
        dataset="carillon-bell-strikes",
        seed=74101,
    ),
    ZZZR(
        "vzzzr-healthy-cnn1d-bells-batch-8-every-step-one-epoch",
        Plan(bells, "cnn1d", 1e-3, "adam", epochs=1, batch_size=8, log_every=1, model_kw=CH16),
        (),
        None,
        "a sound 16-channel 1-D CNN at batch 8 under Adam lr 1e-3 for one epoch (125 steps, every step "
        "logged): losses 1.69, 1.62, 1.71, 1.5, 1.6 ... 0.775-1.3 in the last third (noisy, still falling),"
        " the epoch's mean 1.32, the val loss 1.01 and val accuracy 0.557, test 1.02 and 0.51",
        family="cnn",
        dataset="carillon-bell-strikes",
        seed=74102,
    ),
    ZZZR(
        "vzzzr-healthy-cnn1d-bells-long-sgd-warm-restarts-every-20",
        Plan(
            bells_long,
            "cnn1d",
            0.03,
            "sgd",
            momentum=0.9,
            epochs=10,
            batch_size=64,
            log_every=20,
            schedule="lambda",
            model_kw=CH16,
        ),
        (),
        None,
        "a sound 16-channel 1-D CNN under SGD momentum 0.9, lr 0.03 with cosine warm restarts every 160 "
        "steps (eta_min 2%), over a 3,000-strike draw at batch 64, 10 epochs (470 steps, every 20th "
        "logged): losses 1.04, 0.961, 0.868, 0.876, 0.851 ... 0.518-0.831 in the last third, epoch means "
        "1.17, 0.911, 0.835, 0.81, 0.729, 0.673, 0.661, 0.719 (a restart), 0.649, 0.625, the val loss "
        "0.886, 0.829 ... 0.591, 0.753 (a restart), 0.618, 0.558, 0.554 and val accuracy 0.483 to 0.72, "
        "0.637, 0.713 ... 0.73, test 0.591 and 0.74",
        family="cnn",
        dataset="carillon-bell-strikes",
        seed=74103,
        runs=zf_runs(
            schedule=lambda_schedule(warm_restarts(160)),
            hparams={"scheduler": "CosineAnnealingWarmRestarts(T_0=160)"},
        ),
    ),
    # --- shields
    ZZZR(
        "vzzzr-healthy-resnet-shields-bf16-warmup-cosine",
        Plan(
            shields,
            "resnet",
            4e-3,
            "adamw",
            weight_decay=0.05,
            epochs=12,
            log_every=4,
            schedule="warmup-cosine",
            warmup=50,
            bf16=True,
        ),
        (),
        None,
        "a sound small residual net under AdamW lr 4e-3 (weight decay 0.05) with a 50-step warm-up and a "
        "cosine decay in bf16-mixed, 12 epochs (every 4th step logged): losses 1.74, 1.78, 1.77, 1.78, 1.5 "
        "... 0.121-0.403 in the last third, epoch means 1.57, 1.04, 0.722 ... 0.199, the val loss 1.18, "
        "0.795, 0.666, 0.625, 0.479, 0.266 ... 0.17 and val accuracy 0.61, 0.737, 0.707, 0.75, 0.807, 0.957"
        " ... 0.99, test 0.182 and 0.993",
        family="resnet",
        dataset="heraldic-shields",
        seed=74104,
    ),
    ZZZR(
        "vzzzr-healthy-bncnn-shields-shift-negate-noise-aug",
        Plan(
            shields,
            "bncnn",
            2e-3,
            "adam",
            epochs=14,
            log_every=8,
            model_fault=shield_noise,
            model_kw={"channels": 16, "dropout": 0.3},
        ),
        (),
        None,
        "a sound batch-norm CNN with dropout 0.3 whose training scans are shifted by up to 1 px, negated "
        "half the time (tinctures swapped) and given 0.4 sd of noise, Adam lr 2e-3, 14 epochs (every 8th "
        "step logged): losses 1.55, 1.44, 1.31, 1.23, 1.1 ... 0.2-0.509 in the last third, the val loss "
        "1.09, 0.653, 0.493 ... 0.158, 0.151, 0.145, 0.218 (below the logged training losses, a bump at the"
        " last epoch) and val accuracy 0.583 to 0.917-0.963, test 0.218 and 0.913",
        family="cnn-bn",
        dataset="heraldic-shields",
        seed=74105,
    ),
    ZZZR(
        "vzzzr-healthy-cnn-shields-sgd-step-cut-val-twice",
        Plan(
            shields,
            "cnn",
            0.04,
            "sgd",
            momentum=0.9,
            epochs=12,
            log_every=4,
            val_interval=0.5,
            schedule="step",
            step_size=224,
            gamma=0.1,
            model_kw=CH16,
        ),
        (),
        None,
        "a sound 16-channel CNN under SGD momentum 0.9 at lr 0.04, cut 10x at step 224 (StepLR), validated "
        "twice an epoch, 12 epochs (every 4th step logged): losses 1.65, 1.56, 1.52, 1.15, 0.997 ... "
        "2e-06-0.00702 in the last third, epoch means 1.13, 0.196, 0.0644 ... 0.000635, the val loss 1.24, "
        "0.427, 0.104, 0.156, 0.0791 ... 0.0169, 0.0675, 0.0276 ... 0.018-0.0187 (flat after the cut) and "
        "val accuracy 0.48, 0.857, 0.963 ... 0.99, test 0.0092 and 0.997",
        family="cnn",
        dataset="heraldic-shields",
        seed=74106,
    ),
    # --- gondolas
    ZZZR(
        "vzzzr-healthy-gru-gondolas-plain-sgd-clipped-slow-start",
        Plan(gondolas, "gru", 0.3, "sgd", epochs=14, log_every=10, clip=1.0, model_kw=H48),
        (),
        None,
        "a sound GRU (hidden 48) under plain SGD at lr 0.3 clipped at 1.0, 14 epochs (every 10th step "
        "logged): losses 1.39, 1.32, 1.2, 0.932, 0.784 ... 0.12-0.656 in the last third, epoch means 1.34, "
        "0.901, 0.661 ... 0.304, the val loss 1.08, 0.713, 0.61, 0.644, 0.49, 0.621, 0.528 ... 0.447-0.497 "
        "(up and down by ~0.05) and val accuracy 0.613, 0.69, 0.763, 0.73 ... 0.817-0.837, test 0.51 and "
        "0.82",
        family="rnn",
        dataset="gondola-lift-events",
        seed=74107,
    ),
    ZZZR(
        "vzzzr-healthy-transformer-gondolas-warmup-val-every-2",
        Plan(
            gondolas,
            "transformer",
            1e-3,
            "adamw",
            weight_decay=0.01,
            epochs=20,
            log_every=12,
            schedule="warmup-cosine",
            warmup=80,
            val_every_epochs=2,
        ),
        (),
        None,
        "a sound small transformer under AdamW lr 1e-3 with an 80-step warm-up and a cosine decay, "
        "validated every 2nd epoch, 20 epochs (every 12th step logged): losses 1.68, 1.32, 1.37, 1.32, 1.24"
        " ... 0.114-0.696 in the last third, epoch means 1.52, 1.22, 0.823 ... 0.289, the val loss 0.987, "
        "0.493, 0.479, 0.414, then 0.417-0.438 (flat over the last 12 epochs) and val accuracy 0.647 to "
        "0.847-0.863, test 0.381 and 0.863",
        family="transformer",
        dataset="gondola-lift-events",
        seed=74108,
    ),
    # --- glides
    ZZZR(
        "vzzzr-healthy-regression-glides-long-plain-sgd-every-100",
        Plan(glides_long, "mlp", 0.01, "sgd", epochs=32, log_every=100, model_kw=MLP64),
        (),
        None,
        "a sound 2x64 regression MLP under plain SGD at lr 0.01 over a 3,000-glide draw, 32 epochs (3,008 "
        "steps, every 100th logged): losses 0.743, 0.167, 0.0759, 0.0638, 0.0544 ... 0.02-0.0243 in the "
        "last third, the val MSE 0.401, 0.0981, 0.0696 ... 0.0222, 0.0223 (still falling ~2% an epoch), "
        "test 0.0171",
        family="regression",
        dataset="paraglider-glides",
        seed=74109,
    ),
    ZZZR(
        "vzzzr-healthy-regression-glides-rmsprop-plateau-early-stop",
        Plan(
            glides,
            "mlp",
            1e-3,
            "rmsprop",
            epochs=60,
            log_every=16,
            schedule="plateau",
            gamma=0.5,
            early_stop=5,
            model_kw=W128,
        ),
        (),
        None,
        "a sound 2x128 regression MLP under RMSprop lr 1e-3 with ReduceLROnPlateau (factor 0.5) and early "
        "stopping (patience 5) of a 60-epoch budget, stopped after 17 epochs (every 16th step logged): "
        "losses 0.12, 0.0728, 0.0206, 0.0476, 0.071 ... 0.00188-0.0334 in the last third, epoch means "
        "0.217, 0.043 ... 0.00974, the val MSE 0.0657, 0.0655, 0.0569 ... 0.0281 (epoch 12), then "
        "0.0284-0.0287, test 0.0293",
        family="regression",
        dataset="paraglider-glides",
        seed=74110,
    ),
    # --- obsidian
    ZZZR(
        "vzzzr-healthy-mlp-obsidian-dropout-05-flat-val",
        Plan(
            obsidian,
            "mlp",
            2e-3,
            "adam",
            epochs=25,
            log_every=8,
            model_kw={"width": 256, "num_layers": 2, "dropout": 0.5},
        ),
        (),
        None,
        "a sound 2x256 MLP with dropout 0.5 under Adam lr 2e-3, 25 epochs (every 8th step logged): losses "
        "0.957, 0.628, 0.462, 0.773, 0.229 ... 0.00116-0.72 in the last third, epoch means 0.707, 0.29, "
        "0.268 ... 0.136, the val loss 0.245, 0.216, 0.196, 0.188, then 0.174-0.222 (0.199 at the end, flat"
        " from epoch 4 while the training mean keeps falling) and val accuracy 0.903 to 0.907-0.94, test "
        "0.217 and 0.89",
        family="mlp",
        dataset="obsidian-sources",
        seed=74111,
    ),
    ZZZR(
        "vzzzr-healthy-mlp-obsidian-large-bf16-batch-256-every-step",
        Plan(
            obsidian_large,
            "mlp",
            3e-3,
            "adamw",
            weight_decay=0.01,
            epochs=30,
            batch_size=256,
            log_every=1,
            schedule="cosine",
            bf16=True,
            model_kw=W128,
        ),
        (),
        None,
        "a sound 2x128 MLP under AdamW lr 3e-3 (weight decay 0.01) with a cosine decay in bf16-mixed at "
        "batch 256 over a 4,000-flake draw, 30 epochs (480 steps, every step logged): losses 1.62, 1.48, "
        "1.39, 1.24, 1.15 ... 0.0772-0.177 in the last third, the val loss 0.319, 0.211, 0.182 ... "
        "0.14-0.155 and val accuracy 0.91 to 0.93-0.953, test 0.191 and 0.913",
        family="mlp",
        dataset="obsidian-sources",
        seed=74112,
    ),
    ZZZR(
        "vzzzr-healthy-lstm-gondolas-batch-16-cosine-every-step",
        Plan(
            gondolas,
            "lstm",
            2e-3,
            "adam",
            epochs=6,
            batch_size=16,
            log_every=1,
            clip=1.0,
            schedule="cosine",
            model_kw=H48,
        ),
        (),
        None,
        "a sound LSTM (hidden 48) under Adam lr 2e-3 clipped at 1.0 with a cosine decay at batch 16, 6 "
        "epochs (378 steps, every step logged): losses 1.59, 1.56, 1.58, 1.63, 1.52 ... 0.0981-0.906 in the"
        " last third (noisy), epoch means 1.29, 0.696, 0.519, 0.453, 0.399, 0.376, the val loss 0.933, "
        "0.55, 0.525, 0.449, 0.439, 0.436 and val accuracy 0.697 to 0.85, test 0.432 and 0.86",
        family="rnn",
        dataset="gondola-lift-events",
        seed=74113,
    ),
    ZZZR(
        "vzzzr-healthy-cnn-shields-rmsprop-epoch-only-logging",
        Plan(shields, "cnn", 1e-3, "rmsprop", epochs=10, log_every=10, train_log="epoch", model_kw=CH16),
        (),
        None,
        "a sound 16-channel CNN under RMSprop lr 1e-3, the training loss logged once an epoch only, 10 "
        "epochs: epoch means 0.945, 0.163, 0.0816, 0.0453 ... 0.00888, 0.00673 (near zero), the val loss "
        "0.32, 0.178, 0.0939 ... 0.0225, 0.0228 and val accuracy 0.937 to 0.993, test 0.0219 and 0.993",
        family="cnn",
        dataset="heraldic-shields",
        seed=74114,
    ),
    ZZZR(
        "vzzzr-healthy-mlp-obsidian-sgd-step-halvings",
        Plan(
            obsidian,
            "mlp",
            0.05,
            "sgd",
            momentum=0.9,
            epochs=8,
            log_every=4,
            schedule="step",
            step_size=64,
            gamma=0.5,
            model_kw={"width": 128, "num_layers": 3},
        ),
        (),
        None,
        "a sound 3x128 MLP under SGD momentum 0.9 at lr 0.05 halved every 64 steps (StepLR), 8 epochs "
        "(every 4th step logged): losses 1.61, 1.57, 1.5, 1.33, 1.16 ... 0.0961-0.237 in the last third, "
        "the val loss 0.328, 0.444 (a bump at the full lr), 0.211, 0.182, 0.211, 0.183, 0.193, 0.204 and "
        "val accuracy 0.82, 0.817, 0.913 ... 0.907-0.927, test 0.199 and 0.9",
        family="mlp",
        dataset="obsidian-sources",
        seed=74115,
    ),
    ZZZR(
        "vzzzr-healthy-regression-glides-dropout-warmup-linear",
        Plan(
            glides,
            "mlp",
            2e-3,
            "adamw",
            weight_decay=0.01,
            epochs=25,
            log_every=6,
            schedule="warmup-linear",
            warmup=100,
            model_kw={"width": 256, "num_layers": 2, "dropout": 0.2},
        ),
        (),
        None,
        "a sound 2x256 regression MLP with dropout 0.2 under AdamW lr 2e-3 (weight decay 0.01), a 100-step "
        "linear warm-up then a linear decay, 25 epochs (every 6th step logged): losses 1.27, 1.11, 0.652, "
        "0.45, 0.172 ... 0.0139-0.0616 in the last third, epoch means 0.76, 0.134, 0.0773 ... 0.0225, the "
        "val MSE 0.266, 0.0901, 0.0553, 0.0411, 0.0413, 0.0318, 0.0439, 0.0251 ... 0.0205-0.0318 (up and "
        "down), 0.0214 at the end, test 0.022",
        family="regression",
        dataset="paraglider-glides",
        seed=74116,
    ),
)
