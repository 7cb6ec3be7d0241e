"""Variant battery zzc: a look-alike of an external held-out suite, real framework runs (`--battery zzc`).

    nice -n 10 python benchmarks/variants.py --battery zzc --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery zzc [--runs]

Like batteries d-zzb, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is the log),
trained by battery d's runner through every earlier wrapper up to battery zf's (w's for the checkpoint
the test loads, ze's for a replaced schedule, g's for a replaced loss, e's for a run without
evaluation), battery zh's model wrapper (a hook on the inputs or outputs) and this battery's own hooks
(a truncated-normal init with its mean and sd swapped, every Linear weight zeroed, a serving softmax
left in the evaluation forward, an optimizer over the no-decay group only), so each case can run in
each of the three layouts; the layout rotation of variants.py picks one. It was written blind: its
author trained it with `--train-only`, read the raw logged numbers of each run, and never diagnosed or
scored it, so it is held-out data for the tool.
Its halves are even (22 faulty, 22 healthy; ~1.5 CPU-minutes to train on the shared 2-core machine): one
fault each, one cause a case, spread over every family of cause (optimisation, data, evaluation, model,
workflow), injected into a data set no battery had at a realistic strength, in forms earlier batteries
did not use (an lr read at the lr finder's loss minimum, a fine-tuning lr of 1e-5 on a transformer
trained from scratch, an ExponentialLR(0.95) meant per epoch stepped per batch, Adam whose accumulation
loop never zeroes the gradients, an optimizer over the no-decay group only, a second annotator's swapped
classes, the next morning's depth reading as a feature, wing images divided by 255 twice, a snow table
exported in depth order, a test port with its own trade mix, probe drop-outs left as NaN, a serving
softmax left in the evaluation forward, limit_val_batches=0 from a debugging profile, test images
transposed by the new loader, every Linear weight zeroed, a truncated-normal init with mean and sd
swapped, a 10-layer sigmoid MLP, a ReLU RNN under SGD without clipping, one epoch from a profiling
config, a lexicographically first checkpoint, 60 training consignments, a training export keeping one in
ten of the rare outcomes).
The data sets are new, all made offline with numpy from known generating models (see each
generator): a coffee roaster's bean-temperature curves (64 samples: well developed, underdeveloped,
baked, scorched, a crash and flick), mosquito wing images 12x12 (five genera by their scale spots,
veins and wing shape), a museum audio guide's play sequences (a family, an art lover, a rushed
tourist, a school group, a returning member; left-padded to 16), a ski resort's snow depth (elevation,
aspect, snowfall, temperature, wind, grooming, snowmaking; log depth, standardised) and a customs
office's inspection outcome (cleared, document check, physical inspection, duty reassessment,
seizure).
The healthy half holds sound runs a naive reader can take for a fault (see each case).
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
from benchmarks.variants_ze import cyclic, multistep
from benchmarks.variants_zf import zf_runs
from benchmarks.variants_zh import _augmented, _patch_splits, _token_splits, _wrapper
from benchmarks.variants_zj import _signal_splits, _stats

if TYPE_CHECKING:
    import torch

    from tests.suite.datasets import Splits

SIZES = (1000, 300, 300)


# ---------------------------------------------------------------- data sets no battery has


ROAST_STATES = ("well-developed", "underdeveloped", "baked", "scorched", "crash-flick")


def _roasts(seed: int, n: int) -> tuple[Any, Any]:
    """A drum roaster's bean-temperature probe over a 12-minute roast, 64 samples, labelled by the
    cupping panel: well developed (a turning point near 90 C at 1.5 min, a smoothly declining rate of
    rise to ~205 C), underdeveloped (dropped early, ~2 min short, below 198 C), baked (the rate of rise
    stalls flat in the middle), scorched (a charge too hot: a steep first rise) or a crash and flick
    (the rate of rise collapses after first crack, then jumps). Each roast has its own charge
    temperature, batch size (the turning point's depth), probe lag and noise (sd 0.8-2 C), each fault
    a severity of 0.3-1: a mild bake reads as sound."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.32, 0.17, 0.17, 0.17, 0.17])
    t = np.linspace(0, 12, 64)
    x = np.zeros((n, 64))
    for i in range(n):
        sev = rng.uniform(0.3, 1.0)
        charge = rng.uniform(190, 215)
        tp = rng.uniform(80, 100)
        t_tp = rng.uniform(1.2, 1.8)
        end = rng.uniform(203, 210)
        length = 12.0
        if y[i] == 1:
            length = 12 - 4 * sev
            end = end - 15 * sev
        rise = np.clip((t - t_tp) / (length - t_tp), 0, None)
        shape = 0.55 if y[i] != 3 else 0.55 - 0.4 * sev
        body = tp + (end - tp) * np.clip(rise, 0, 1) ** shape
        if y[i] == 2:
            mid = rng.uniform(5, 7)
            body = body - 20 * sev * np.exp(-((t - mid) ** 2) / 3) * (t > t_tp)
        elif y[i] == 4:
            crack = rng.uniform(8.5, 9.5)
            body = body - 12 * sev * np.clip(t - crack, 0, 1.2) + 18 * sev * np.clip(t - crack - 1.4, 0, 1)
        drop = tp + (charge - tp) * np.exp(-t / (t_tp / 3))
        curve = np.where(t < t_tp, drop, body)
        if y[i] == 1:
            curve = np.where(t > length, curve[np.argmin(np.abs(t - length))] - 15 * (t - length), curve)
        x[i] = curve + rng.normal(0, rng.uniform(0.8, 2.0), 64)
    return x, y


def roasts(seed: int = 53101, sizes: tuple[int, int, int] = SIZES, name: str = "coffee-roast-64") -> Splits:
    """The curves (N, 64), centred and scaled by the training curves' mean and sd, 5 classes."""
    x, y = _roasts(seed, sum(sizes))
    return _signal_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def roasts_probe_nan() -> Splits:
    """The bug: the probe logger leaves a sample empty when the thermocouple drops out, the CSV
    reader turns it into NaN, the scaler (pandas, NaN-aware) is fitted around it and nothing fills
    it: 1.5% of the roasts (in every split) hold 1-3 NaN samples."""
    import numpy as np

    x, y = _roasts(53102, sum(SIZES))
    stats = _stats(x[: SIZES[0]])
    rng = np.random.default_rng(53103)
    for i in np.where(rng.random(len(x)) < 0.015)[0]:
        x[i, rng.integers(0, 64, rng.integers(1, 4))] = np.nan
    return _signal_splits(x, y, SIZES, "coffee-roast-64", stats)


WING_GENERA = ("aedes", "anopheles", "culex", "culiseta", "mansonia")


def _wings(seed: int, n: int) -> tuple[Any, Any]:
    """12x12 grey microscope crops of a mosquito wing (0-255, a dark wing on a light slide), labelled
    by the entomologist's genus: Aedes (dark scales with a few pale spots), Anopheles (alternating
    dark and pale blocks along the front vein), Culex (plain, evenly scaled veins), Culiseta (dark
    clusters on the cross-veins) and Mansonia (broad, mottled pale-and-dark scales, a wider wing).
    Each crop has its own angle, wing width, stain, illumination and camera noise, each genus mark a
    strength of 0.4-1: a worn wing loses its scales, so sound CNNs stop short of perfect."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.25, 0.2, 0.25, 0.15, 0.15])
    yy, xx = np.mgrid[0:12, 0:12].astype(float)
    x = np.zeros((n, 12, 12))
    for i in range(n):
        sev = rng.uniform(0.4, 1.0)
        theta = rng.uniform(-0.25, 0.25)
        u = (xx - 5.5) * np.cos(theta) + (yy - 5.5) * np.sin(theta)
        v = -(xx - 5.5) * np.sin(theta) + (yy - 5.5) * np.cos(theta)
        width = rng.uniform(2.6, 3.4) * (1 + 0.3 * sev * (y[i] == 4))
        wing = np.exp(-(v**2) / (2 * width**2)) * (np.abs(u) < 6)
        veins = sum(np.exp(-((v - c) ** 2) / 0.5) for c in (-2.0, 0.0, 2.0))
        dark = 0.5 * wing + 0.35 * veins * wing
        if y[i] == 0:
            for _ in range(3):
                cu, cv = rng.uniform(-4, 4), rng.choice([-2.0, 0.0, 2.0])
                dark = dark - 0.7 * sev * np.exp(-((u - cu) ** 2 + (v - cv) ** 2) / 0.8)
            dark = dark + 0.2 * sev * wing
        elif y[i] == 1:
            blocks = np.sign(np.sin(2 * np.pi * u / rng.uniform(3.0, 4.0) + rng.uniform(0, 6.3)))
            dark = dark + 0.5 * sev * blocks * np.exp(-((v + 2.0) ** 2) / 0.8)
        elif y[i] == 3:
            for cu in (rng.uniform(-2, 0), rng.uniform(0, 2)):
                dark = dark + 0.8 * sev * np.exp(-((u - cu) ** 2) / 0.6 - (v**2) / 4)
        elif y[i] == 4:
            dark = dark + 0.35 * sev * wing * rng.standard_normal((12, 12))
        light = rng.uniform(200, 240)
        img = light - rng.uniform(90, 140) * dark + rng.normal(0, rng.uniform(8, 16), (12, 12))
        x[i] = np.clip(img, 0, 255).round()
    return x, y


def wings(seed: int = 53201, sizes: tuple[int, int, int] = SIZES, name: str = "mosquito-wing-12") -> Splits:
    """The crops as (N, 1, 12, 12), centred and scaled by the training crops' mean and sd, 5 classes."""
    x, y = _wings(seed, sum(sizes))
    return _patch_splits(x, y, sizes, name, _stats(x[: sizes[0]]))


def wings_divided_twice() -> Splits:
    """The bug: the crops are stored as uint8 and the dataset class divides by 255, then the
    transform pipeline's ToTensor-style step divides by 255 again: pixels of 0-0.004, no centring."""
    x, y = _wings(53202, sum(SIZES))
    return _patch_splits(x, y, SIZES, "mosquito-wing-12", (0.0, 255.0 * 255.0))


def wings_test_transposed() -> Splits:
    """The bug: the test crops come through the new slide scanner's loader, which yields them
    transposed (rows and columns swapped); training and validation crops are upright."""
    x, y = _wings(53203, sum(SIZES))
    test = slice(SIZES[0] + SIZES[1], None)
    x[test] = x[test].transpose(0, 2, 1)
    return _patch_splits(x, y, SIZES, "mosquito-wing-12", _stats(x[: SIZES[0]]))


GUIDE_EVENTS = (
    "pad",
    "play-intro",
    "play-highlight",
    "play-deep-dive",
    "skip",
    "pause",
    "replay",
    "kids-track",
    "map-open",
    "cafe-stop",
    "gift-shop",
    "quiz-answer",
    "member-extra",
    "group-sync",
    "volume-up",
    "language-switch",
)
GUIDE_VISITORS = ("family", "art-lover", "rushed-tourist", "school-group", "returning-member")
_GUIDE_STARTS = ((1, 7), (1, 3), (2,), (13, 1), (12, 8))
_GUIDE_EVENTS = ((7, 11, 9, 10), (3, 6, 5, 15), (2, 4, 8, 4), (13, 11, 5, 14), (12, 3, 6, 2))


def _guide(seed: int, n: int, length: int = 16) -> tuple[Any, Any]:
    """A museum audio guide's session log: each visit's first 5-16 events (15 kinds: an intro, a
    highlight and a deep-dive track, a skip, a pause, a replay, the kids' track, the map, a cafe stop,
    the gift shop, a quiz answer, a members' extra, a group leader's sync, the volume, a language
    switch), left-padded to 16 with 0, labelled by the visitor survey (a family, an art lover, a rushed
    tourist, a school group, a returning member). Each visitor type is a Markov chain over a shared
    base that starts from its own events and favours its own four; a tenth of the events are a
    mis-tapped random event."""
    import numpy as np

    base_rng = np.random.default_rng(3031)
    kinds = len(GUIDE_EVENTS) - 1
    base = base_rng.dirichlet(np.full(kinds, 0.5), kinds)
    chains = []
    for c in range(5):
        boost = np.zeros(kinds)
        for e in _GUIDE_EVENTS[c]:
            boost[e - 1] += 0.45 / 4
        chain = 0.55 * base + boost
        chains.append(chain / chain.sum(1, keepdims=True))
    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=[0.3, 0.2, 0.2, 0.15, 0.15])
    x = np.zeros((n, length), dtype=np.int64)
    for i in range(n):
        c = int(y[i])
        events = [int(rng.choice(_GUIDE_STARTS[c]))]
        for _ in range(int(rng.integers(5, 17)) - 1):
            events.append(int(rng.choice(kinds, p=chains[c][events[-1] - 1])) + 1)
        events = [int(rng.integers(1, kinds + 1)) if rng.random() < 0.1 else e for e in events]
        x[i, length - len(events) :] = events
    return x, y


def guide(seed: int = 53301, sizes: tuple[int, int, int] = SIZES, name: str = "audio-guide-plays") -> Splits:
    """Sessions (N, 16) over 16 ids (0 the padding), 5 classes."""
    x, y = _guide(seed, sum(sizes))
    return _token_splits(x, y, sizes, name)


SNOW_COLUMNS = (
    "elevation_m",
    "aspect_sin",
    "aspect_cos",
    "slope_deg",
    "day_of_season",
    "snowfall_7d_cm",
    "snowfall_season_cm",
    "temp_mean_7d_c",
    "wind_ms",
    "sun_hours_7d",
    "groomed",
    "snowmaking_h",
    "rain_7d_mm",
)


def _snow(seed: int, n: int) -> tuple[Any, Any]:
    """A ski resort's snow stakes: the depth (cm) at a stake on a given morning from its elevation,
    aspect (a sine and a cosine), slope, the day of the season, the last week's and the season's
    snowfall, the week's mean temperature, the wind, the sun hours, grooming, the snowmaking hours
    and the week's rain. Settling, melt on warm south faces, wind scouring on ridges and rain
    make the depth; a hidden drift and stake-reading error make the floor. The target is log(depth),
    standardised."""
    import numpy as np

    rng = np.random.default_rng(seed)
    elev = rng.uniform(1200, 2800, n)
    aspect = rng.uniform(0, 2 * np.pi, n)
    slope = rng.uniform(5, 40, n)
    day = rng.uniform(0, 150, n)
    fall7 = rng.gamma(1.2, 15, n)
    season = day * rng.uniform(0.8, 2.0, n) * (1 + (elev - 1200) / 1600)
    temp = 2 - 0.0065 * (elev - 1200) + 4 * np.sin(np.pi * day / 150 - 0.5) + rng.normal(0, 2, n)
    wind = rng.gamma(2, 3, n)
    sun = rng.uniform(5, 50, n)
    groomed = (rng.random(n) < 0.5).astype(float)
    making = rng.exponential(10, n) * (elev < 2000)
    rain = rng.exponential(4, n) * (rng.random(n) < 0.25)
    south = -np.cos(aspect)
    melt = np.clip(temp + 1.5 * south + 0.05 * sun, 0, None) * 4
    depth = (
        20
        + 0.35 * season
        + 0.8 * fall7
        + 1.5 * making
        - melt
        - 1.2 * wind * (slope > 25)
        - 1.5 * rain
        + 8 * groomed
        + rng.normal(0, 12, n)
    )
    depth = np.clip(depth, 5, None)
    x = np.column_stack(
        [
            elev,
            np.sin(aspect),
            np.cos(aspect),
            slope,
            day,
            fall7,
            season,
            temp,
            wind,
            sun,
            groomed,
            making,
            rain,
        ]
    )
    return x, depth


def snow(seed: int = 53401, sizes: tuple[int, int, int] = SIZES, name: str = "ski-snow-depth") -> Splits:
    """13 standardised columns, log(depth) standardised."""
    import numpy as np

    x, depth = _snow(seed, sum(sizes))
    return _regression_table(name, x, np.log(depth), sizes)


def snow_in_cm() -> Splits:
    """The depth in centimetres as the target (not standardised; standardised columns)."""
    x, depth = _snow(53402, sum(SIZES))
    return _regression_table("ski-snow-depth-cm", x, depth, SIZES, target_scaled=False)


def snow_long() -> Splits:
    """A 2,400-stake draw."""
    import numpy as np

    x, depth = _snow(53403, 3000)
    return _regression_table("ski-snow-depth-2400", x, np.log(depth), (2400, 300, 300))


def snow_next_morning_leak() -> Splits:
    """The bug: the feature table joins the stake log on the wrong date and gains a column holding
    the next morning's depth reading at the same stake (the target plus a night's settling and the
    reading error); the live test feed has no next morning yet, so its column is the last week's
    reading instead."""
    import numpy as np

    x, depth = _snow(53404, sum(SIZES))
    rng = np.random.default_rng(53405)
    nxt = depth * rng.uniform(0.95, 1.0, len(depth)) + rng.normal(0, 2, len(depth))
    test = slice(SIZES[0] + SIZES[1], None)
    nxt[test] = rng.permutation(depth[test]) * 0.8 + rng.normal(0, 10, SIZES[2])
    return _regression_table("ski-snow-depth", np.column_stack([x, nxt]), np.log(depth), SIZES)


def snow_ordered_by_depth() -> Splits:
    """The bug: the training table comes from a database view with `ORDER BY depth` and the loader
    does not shuffle: the batches run from the shallowest stakes to the deepest every epoch."""
    import numpy as np

    x, depth = _snow(53406, sum(SIZES))
    order = np.concatenate([np.argsort(depth[: SIZES[0]]), np.arange(SIZES[0], sum(SIZES))])
    return _regression_table("ski-snow-depth", x[order], np.log(depth[order]), SIZES)


CUSTOMS_OUTCOMES = ("cleared", "document-check", "physical-inspection", "duty-reassessment", "seizure")


def _customs(seed: int, n: int, port_b: bool = False) -> tuple[Any, Any]:
    """A customs office's consignments, labelled by the inspection outcome (cleared, a document
    check, a physical inspection, a duty reassessment, a seizure), with 14 columns: the goods type
    (textiles, electronics, food; one-hot), the log declared value, the log weight, the value per kg
    against the tariff's reference, the origin's risk score, a transshipment flag, the importer's
    years on file, its past-irregularity rate, the paperwork mismatch score, the x-ray density
    anomaly, the declared duty rate against the classification model's and a new-importer flag. Each
    outcome draws them from its own habits; a careful smuggler looks cleared. `port_b`: the other
    port's mix (mostly food, a lower-risk origin mix, heavier loads)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    p = [0.4, 0.2, 0.15, 0.15, 0.1] if not port_b else [0.25, 0.15, 0.3, 0.2, 0.1]
    y = rng.choice(5, n, p=p)
    z = rng.standard_normal((n, 12))
    goods = rng.choice(3, n, p=[0.3, 0.35, 0.35] if not port_b else [0.1, 0.15, 0.75])
    value = 9 + 1.2 * z[:, 0] + np.where(y == 3, 0.6, 0.0)
    weight = 6 + 1.0 * z[:, 1] + (0.8 if port_b else 0.0)
    ratio = np.where(y == 3, -0.9, 0.0) + np.where(y == 4, 0.5, 0.0) + 0.6 * z[:, 2]
    risk = np.clip(np.where(y >= 2, 0.55, 0.3) + np.where(y == 4, 0.2, 0) + 0.15 * z[:, 3], 0, 1)
    tranship = (rng.random(n) < np.where(y == 4, 0.6, np.where(y == 2, 0.35, 0.12))).astype(float)
    years = rng.exponential(np.where(y == 0, 8.0, 3.0))
    past = np.clip(np.where(y == 0, 0.05, 0.2) + 0.08 * z[:, 4], 0, 1)
    mismatch = np.where(y == 1, 1.4, 0.0) + np.where(y == 3, 0.5, 0.0) + 0.7 * z[:, 5]
    xray = np.where(y == 2, 1.0, 0.0) + np.where(y == 4, 1.6, 0.0) + 0.8 * z[:, 6]
    duty = np.where(y == 3, -1.2, 0.0) + 0.7 * z[:, 7]
    new = (rng.random(n) < np.where(y == 0, 0.1, 0.35)).astype(float)
    if port_b:
        risk = risk - 0.3
        xray = xray + 1.2
        mismatch = mismatch + 0.8
        ratio = ratio - 0.6
    x = np.column_stack(
        [np.eye(3)[goods], value, weight, ratio, risk, tranship, years, past, mismatch, xray, duty, new]
    )
    return x, y


def customs(
    seed: int = 53501, sizes: tuple[int, int, int] = SIZES, name: str = "customs-inspection"
) -> Splits:
    """14 standardised columns, 5 classes."""
    x, y = _customs(seed, sum(sizes))
    return _generated(name, x, y, 5, sizes)


def customs_other_port_test() -> Splits:
    """The bug: the model is tested on the consignments of the river port (mostly food, heavier
    loads, a lower-risk origin mix, another x-ray scanner); training and validation come from the
    airport's cargo hall."""
    import numpy as np

    x, y = _customs(53502, SIZES[0] + SIZES[1])
    x_new, y_new = _customs(53503, SIZES[2], port_b=True)
    return _generated("customs-inspection", np.concatenate([x, x_new]), np.concatenate([y, y_new]), 5, SIZES)


def customs_small() -> Splits:
    """The bug: the pilot's labelled archive holds 60 consignments for training (validation and
    test: 300 each from the office's full records)."""
    import numpy as np

    x, y = _customs(53504, sum(SIZES))
    keep = 60
    x = np.concatenate([x[:keep], x[SIZES[0] :]])
    y = np.concatenate([y[:keep], y[SIZES[0] :]])
    return _generated("customs-inspection-60", x, y, 5, (keep, SIZES[1], SIZES[2]))


# ---------------------------------------------------------------- injected faults (and healthy hooks)


def annotator_swap(share: float) -> Callable[[Splits, int], Splits]:
    """The bug: the training labels merge two annotators' exports; annotator B's tool numbered
    'physical inspection' and 'duty reassessment' the other way round, and `share` of the training
    rows are B's: their classes 2 and 3 are swapped (validation and test: the office's records)."""

    def fault(data: Splits, seed: int) -> Splits:
        import torch

        g = torch.Generator().manual_seed(seed + 17)
        y = data.y_train.clone()
        b = torch.rand(y.shape, generator=g) < share
        y[b & (data.y_train == 2)] = 3
        y[b & (data.y_train == 3)] = 2
        return replace(data, y_train=y)

    return fault


def rare_outcomes(keep: float) -> Callable[[Splits, int], Splits]:
    """The bug: the training export takes every cleared consignment but only the inspections closed
    in the archive's last month, `keep` of the others (validation and test: every outcome)."""

    def fault(data: Splits, seed: int) -> Splits:
        import torch

        g = torch.Generator().manual_seed(seed + 29)
        rows = (data.y_train == 0) | (torch.rand(data.y_train.shape, generator=g) < keep)
        return replace(data, x_train=data.x_train[rows], y_train=data.y_train[rows])

    return fault


def swapped_trunc_normal(net: Any) -> Any:
    """The bug: an init helper calls `nn.init.trunc_normal_(w, std, mean)` positionally with
    (0.02, -0.1) meant as (mean, std): every Linear weight is drawn around -0.1 with sd 0.02 (and
    biases zeroed)."""
    import torch
    from torch import nn

    with torch.no_grad():
        for module in net.modules():
            if isinstance(module, nn.Linear):
                nn.init.trunc_normal_(module.weight, mean=-0.1, std=0.02, a=-0.2, b=0.0)
                module.bias.zero_()
    return net


def zero_linear(net: Any) -> Any:
    """The bug: a `reset_parameters` override meant for the head's LoRA adapters runs
    `nn.init.zeros_` over every nn.Linear weight (and bias) of the model."""
    import torch
    from torch import nn

    with torch.no_grad():
        for module in net.modules():
            if isinstance(module, nn.Linear):
                module.weight.zero_()
                module.bias.zero_()
    return net


def no_decay_only(net: Any) -> Any:
    """The optimizer's parameters when the weight-decay grouping keeps only its no-decay group (the
    biases and 1-D parameters) and the decayed group's list comes back empty from a name filter."""
    return [p for p in net.parameters() if p.dim() == 1]


def _serving_softmax(inner: Any, x: torch.Tensor) -> torch.Tensor:
    import torch

    out: torch.Tensor = inner(x)
    if not torch.is_grad_enabled():
        out = torch.softmax(out, -1)
    return out


serving_softmax = _wrapper(_serving_softmax)
serving_softmax.__doc__ = """The bug: the model's forward ends with a softmax when not training (added
for the serving export); the validation and test cross-entropy then read probabilities as logits."""


def _wing_flip(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.where(torch.rand(len(x), 1, 1, 1) < 0.5, x.flip(2), x)
    return x * (0.85 + 0.3 * torch.rand(len(x), 1, 1, 1)) + 0.3 * torch.randn_like(x)


wing_augment = _augmented(_wing_flip)
wing_augment.__doc__ = """Not a fault: in training mode each crop is mirrored across the wing's
axis with probability 0.5, its contrast scaled by 0.85-1.15 and given 0.3 sd of extra noise."""


def _roast_jitter(x: torch.Tensor) -> torch.Tensor:
    import torch

    x = torch.roll(x, int(torch.randint(-2, 3, (1,))), dims=-1)
    return x + 0.25 * torch.randn_like(x)


roast_augment = _augmented(_roast_jitter)
roast_augment.__doc__ = """Not a fault: in training mode each batch of curves is shifted by up to
2 samples and given 0.25 sd of extra noise (the probe's lag and noise)."""


# ---------------------------------------------------------------- the variants


def ZZC(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by battery zf's runner (through every earlier wrapper)."""
    return L(*args, runs=runs or zf_runs(), **kw)


CH16 = {"channels": 16}
H48 = {"hidden": 48}
MEMO = ("train-val-gap", "zero-train-loss", "metric-at-baseline", "undertrained")

FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    ZZC(
        "vzzc-lr-finder-minimum-sgd-gru-guide",
        Plan(guide, "gru", 2.0, "sgd", momentum=0.9, epochs=10, log_every=4, model_kw=H48),
        ("loss-runaway",),
        "learning-rate-too-high",
        "an lr finder's curve read at the loss minimum (lr 2.0) instead of the steepest descent an order of "
        "magnitude lower: SGD momentum 0.9 at lr 2.0 on a GRU (hidden 48) over the audio-guide sessions, "
        "every 4th step logged: the first loss 1.26, then windows 8.6, 22.5, 27.1 ... 15.5-24.5 (peak "
        "41.8), the val loss 20.5, 25, 24.9 ... 12.6 and val accuracy 0.29-0.47, test 12.6 and 0.457 (a "
        "sound GRU: ~0.34 and 0.89)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="gru",
        dataset="audio-guide-plays",
        seed=53001,
        runs=zf_runs(hparams={"lr_finder": "argmin of the loss"}),
    ),
    ZZC(
        "vzzc-finetune-lr-1e-5-transformer-guide",
        Plan(guide, "transformer", 1e-5, "adamw", weight_decay=0.01, epochs=10, log_every=4),
        ("slow-convergence",),
        "learning-rate-too-low",
        "a fine-tuning section's lr of 1e-5 copied into a transformer trained from scratch: AdamW on a "
        "2-layer transformer over the audio-guide sessions for 10 epochs, every 4th step logged: windows "
        "1.83 to 1.63 in a slow straight descent, the val loss 1.80, 1.78 ... 1.62 and val accuracy "
        "0.10-0.17, test 1.60 and 0.223 (warm-up + cosine at 1e-3: ~0.36 and 0.89)",
        STALL,
        family="transformer",
        dataset="audio-guide-plays",
        seed=53002,
    ),
    ZZC(
        "vzzc-exp-095-per-batch-mlp-snow",
        Plan(snow, "mlp", 3e-3, "adam", epochs=12, log_every=4, schedule="exp", gamma=0.95, model_kw=MLP64),
        ("slow-convergence",),
        "lr-decay-too-fast",
        "an ExponentialLR(gamma=0.95) meant per epoch stepped after every batch: Adam's lr 3e-3 falls below "
        "1e-4 after ~70 steps and to ~1e-11 by the end; a 2x64 regression MLP over the snow depths, every "
        "4th step logged: windows 0.49, 0.27, then 0.25-0.28 to the end, the val MSE 0.365, 0.335, then "
        "0.332 at every evaluation from epoch 4, test 0.337 (sound runs: ~0.18-0.25)",
        STALL,
        family="regression",
        dataset="ski-snow-depth",
        seed=53003,
    ),
    ZZC(
        "vzzc-adam-never-zeroed-mlp-customs",
        Plan(customs, "mlp", 3e-3, "adam", epochs=12, log_every=4, zero_grad=False, model_kw=MLP64),
        ("loss-oscillation",),
        "missing-zero-grad",
        "an accumulation loop whose optimizer.zero_grad() sits under a condition that never holds, so each "
        "Adam step (lr 3e-3) uses the sum of every gradient since the start: a 2x64 MLP over the customs "
        "outcomes, every 4th step logged: windows 1.08, 0.77, 0.92, 1.07, 0.83, 0.64 ... 0.55, the val loss "
        "0.604, 0.698, 1.13, 1.37, 0.826 ... 0.542 and val accuracy 0.82, 0.79, 0.63, 0.48, 0.72 ... 0.79, "
        "test 0.576 and 0.75 (a sound MLP: ~0.47-0.55 and 0.81-0.82)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="mlp",
        dataset="customs-inspection",
        seed=53004,
    ),
    ZZC(
        "vzzc-no-decay-group-only-cnn-wings",
        Plan(
            wings,
            "cnn",
            2e-3,
            "adamw",
            weight_decay=0.05,
            epochs=10,
            log_every=8,
            params=no_decay_only,
            model_kw=CH16,
        ),
        ("slow-convergence",),
        "frozen-weights",
        "an AdamW param-group builder whose weight-decay group comes back empty from a name filter, so the "
        "optimizer holds only the no-decay group (biases): a 16-channel CNN over the wing crops, the conv "
        "and linear weights never move; every 8th step logged: windows 1.62 to 1.56-1.60, the val loss 1.60 "
        "to 1.56 and val accuracy 0.24 to 0.34-0.36, test 1.56 and 0.283 (a sound CNN: ~0.3 and 0.89)",
        (*STALL, "gradient-vanishing", "train-val-gap"),
        family="cnn",
        dataset="mosquito-wing",
        seed=53005,
    ),
    # --- data
    ZZC(
        "vzzc-annotator-swapped-classes-mlp-customs",
        Plan(
            customs,
            "mlp",
            2e-3,
            "adam",
            epochs=30,
            log_every=8,
            data_fault=annotator_swap(0.5),
            model_kw={"width": 256, "num_layers": 2},
        ),
        ("overfitting",),
        "label-noise",
        "the training labels merge two annotators' exports and annotator B's tool numbers 'physical "
        "inspection' and 'duty reassessment' the other way round: half the training rows of those two "
        "classes swapped (validation and test: the office's records); a 2x256 MLP under Adam for 30 epochs: "
        "windows 0.65 to 0.04, the val loss at its minimum 0.592 early, then up to 1.43 at the end, val "
        "accuracy 0.68-0.76, test 1.27 and 0.74",
        ("train-val-gap", "undertrained", "slow-convergence", "metric-at-baseline"),
        family="mlp",
        dataset="customs-inspection",
        seed=53006,
    ),
    ZZC(
        "vzzc-next-morning-depth-leak-mlp-snow",
        Plan(snow_next_morning_leak, "mlp", 2e-3, "adam", epochs=15, log_every=8, model_kw=MLP64),
        ("val-test-gap",),
        "data-leakage",
        "the feature table joins the stake log on the wrong date and gains the next morning's depth reading "
        "at the same stake (in training and validation); the live test feed has only the last week's "
        "reading in that column: a 2x64 regression MLP under Adam for 15 epochs: windows 0.30 to 0.005, the "
        "val MSE 0.206 to 0.037-0.039, while the test MSE is 1.62 (a sound model: ~0.18-0.25)",
        ("overfitting", "train-val-gap"),
        family="regression",
        dataset="ski-snow-depth",
        seed=53007,
    ),
    ZZC(
        "vzzc-divided-by-255-twice-cnn-wings",
        Plan(wings_divided_twice, "cnn", 1e-3, "adam", epochs=10, log_every=8, model_kw=CH16),
        ("metric-at-baseline",),
        "unnormalized-input",
        "uint8 wing crops divided by 255 in the dataset class and again by the transform pipeline: pixels "
        "of 0-0.004, not centred; a 16-channel CNN under Adam lr 1e-3 for 10 epochs: windows 1.54-1.63 "
        "throughout, the val loss 1.60 then 1.59 at every evaluation and val accuracy 0.26 (the largest "
        "genus' share) at every evaluation but one, test 1.59 and 0.223 (standardised crops: ~0.3 and 0.89)",
        (*STALL, "slow-convergence", "train-val-gap"),
        family="cnn",
        dataset="mosquito-wing",
        seed=53008,
    ),
    ZZC(
        "vzzc-ordered-by-depth-unshuffled-mlp-snow",
        Plan(
            snow_ordered_by_depth, "mlp", 2e-3, "adam", epochs=12, log_every=2, shuffle=False, model_kw=MLP64
        ),
        ("periodic-loss",),
        "data-not-shuffled",
        "the training table comes from a view with ORDER BY depth and the loader does not shuffle: every "
        "epoch runs from the shallowest stakes to the deepest; a 2x64 regression MLP under Adam, every 2nd "
        "step logged: the first loss 2.98, and in each epoch a jump at its start (2.54 at the start of "
        "epoch 3, 1.17 a few steps later) falling to 0.03-0.3 across the epoch, the val MSE 0.786, 0.562 "
        "... 0.209-0.22, test 0.287",
        (*RUNAWAY, "undertrained"),
        family="regression",
        dataset="ski-snow-depth",
        seed=53009,
    ),
    ZZC(
        "vzzc-river-port-test-mlp-customs",
        Plan(customs_other_port_test, "mlp", 2e-3, "adam", epochs=15, log_every=8, model_kw=MLP64),
        ("val-test-gap",),
        "distribution-shift",
        "the model is tested on the river port's consignments (mostly food, heavier loads, a lower-risk "
        "origin mix, another x-ray scanner), trained and validated on the airport's cargo hall: a 2x64 MLP "
        "under Adam for 15 epochs: windows 1.11 to 0.25-0.35, the val loss 0.986, 0.552, 0.477 ... 0.592 "
        "and val accuracy 0.78-0.80, while the test loss is 1.19 and test accuracy 0.637",
        (),
        family="mlp",
        dataset="customs-inspection",
        seed=53010,
    ),
    ZZC(
        "vzzc-probe-dropout-nan-cnn1d-roasts",
        Plan(roasts_probe_nan, "cnn1d", 3e-3, "adam", epochs=12, log_every=8, model_kw=CH16),
        ("loss-runaway",),
        "missing-values",
        "the roast logger leaves a sample empty when the thermocouple drops out, the CSV reader makes it "
        "NaN and nothing fills it: 1.5% of the roasts hold 1-3 NaN samples; a 16-channel 1-D CNN under "
        "Adam: the first logged loss 0.877 (step 8), the gradient norm NaN from the first logged step, the "
        "logged loss 0.0 from step 16 on (the framework's NaN filter), the val loss NaN at every evaluation "
        "and val accuracy 0.317 (the well-developed share) throughout, test NaN and 0.323",
        (*RUNAWAY, "undertrained", "zero-train-loss"),
        family="cnn",
        dataset="coffee-roast",
        seed=53011,
    ),
    # --- evaluation
    ZZC(
        "vzzc-serving-softmax-in-eval-cnn1d-roasts",
        Plan(
            roasts, "cnn1d", 3e-3, "adam", epochs=12, log_every=8, model_fault=serving_softmax, model_kw=CH16
        ),
        ("train-val-gap",),
        "wrong-eval-logic",
        "the model's forward ends with a softmax when not training (added for the serving export), so the "
        "validation and test cross-entropy read probabilities as logits: a 16-channel 1-D CNN under Adam "
        "for 12 epochs: windows 1.56 to 0.75, the val loss 1.58, 1.52 ... 1.29 (never below 1.29) while val "
        "accuracy climbs 0.36 to 0.65, test 1.30 and 0.65",
        EVAL,
        family="cnn",
        dataset="coffee-roast",
        seed=53012,
    ),
    ZZC(
        "vzzc-limit-val-batches-0-gru-guide",
        Plan(guide, "gru", 3e-3, "adam", epochs=15, log_every=8, model_kw=H48),
        ("missing-validation",),
        "missing-eval-set",
        "limit_val_batches=0 left in from a debugging profile: a GRU (hidden 48) under Adam for 15 epochs "
        "with no validation at all; every 8th step logged: windows 1.03, 0.39, 0.20 ... 0.09-0.12, test "
        "0.335 and 0.897",
        ("undertrained",),
        family="gru",
        dataset="audio-guide-plays",
        seed=53013,
        runs=zf_runs(evaluate=False, hparams={"limit_val_batches": 0}),
    ),
    ZZC(
        "vzzc-test-wings-transposed-bncnn-wings",
        Plan(wings_test_transposed, "bncnn", 3e-3, "adam", epochs=10, log_every=8),
        ("val-test-gap",),
        "eval-pipeline-mismatch",
        "the test crops come through the new slide scanner's loader, which yields them transposed; training "
        "and validation crops are upright: a batch-norm CNN under Adam lr 3e-3 for 10 epochs: windows 1.42 "
        "to 0.37, the val loss 1.32 to 0.377 and val accuracy 0.53 to 0.88, while the test loss is 2.71 and "
        "test accuracy 0.383",
        EVAL,
        family="cnn-bn",
        dataset="mosquito-wing",
        seed=53014,
    ),
    # --- model
    ZZC(
        "vzzc-zeroed-linear-weights-mlp-customs",
        Plan(customs, "mlp", 1e-3, "adam", epochs=10, log_every=4, model_fault=zero_linear, model_kw=MLP64),
        ("metric-at-baseline",),
        "poor-initialization",
        "a reset_parameters override meant for the head's LoRA adapters zeroes every nn.Linear weight and "
        "bias: the hidden units are all 0 and only the head's bias learns; a 2x64 MLP under Adam lr 1e-3, "
        "every 4th step logged: windows 1.60 to 1.53, the val loss 1.60 to 1.54 and val accuracy 0.407 (the "
        "cleared share) at every evaluation, test 1.52 and 0.43",
        (*STALL, "slow-convergence", "gradient-vanishing", "train-val-gap"),
        family="mlp",
        dataset="customs-inspection",
        seed=53015,
    ),
    ZZC(
        "vzzc-trunc-normal-mean-sd-swapped-mlp-snow",
        Plan(
            snow,
            "mlp",
            1e-3,
            "adam",
            epochs=12,
            log_every=8,
            model_fault=swapped_trunc_normal,
            model_kw={"width": 64, "num_layers": 3},
        ),
        ("slow-convergence",),
        "dead-relu",
        "an init helper calls nn.init.trunc_normal_ with the mean and sd swapped: every Linear weight drawn "
        "around -0.1 with sd 0.02, so the ReLU units of a 3x64 regression MLP start dead; Adam lr 1e-3 for "
        "12 epochs: per-batch losses 0.36-3.2 around ~1 with no trend (windows 0.68, 1.46, 0.90 ... 0.76), "
        "the val MSE 1.10 at every evaluation (the target's variance), test 1.25",
        (*STALL, "gradient-vanishing", "train-val-gap"),
        family="regression",
        dataset="ski-snow-depth",
        seed=53016,
    ),
    ZZC(
        "vzzc-ten-layer-sigmoid-sgd-mlp-customs",
        Plan(
            customs,
            "mlp",
            0.05,
            "sgd",
            momentum=0.9,
            epochs=12,
            log_every=8,
            model_kw={"width": 64, "num_layers": 10, "activation": "sigmoid"},
        ),
        ("metric-at-baseline",),
        "vanishing-gradients",
        "a 10-layer sigmoid MLP (width 64) under SGD momentum 0.9 at lr 0.05: the gradient reaching the "
        "early layers vanishes; every 8th step logged: windows 1.45-1.59 throughout, the val loss 1.69, "
        "1.54, then 1.49-1.51 and val accuracy 0.407 (the cleared share) from epoch 2 on, test 1.47 and "
        "0.43",
        (*STALL, "slow-convergence", "gradient-vanishing"),
        family="mlp",
        dataset="customs-inspection",
        seed=53017,
    ),
    ZZC(
        "vzzc-relu-rnn-unclipped-sgd-guide",
        Plan(
            guide,
            "rnn",
            0.2,
            "sgd",
            momentum=0.9,
            epochs=10,
            log_every=4,
            model_kw={"hidden": 64, "nonlinearity": "relu"},
        ),
        ("loss-runaway",),
        "exploding-gradients",
        "an nn.RNN switched to nonlinearity='relu' for speed, trained without the recipe's gradient "
        "clipping: SGD momentum 0.9 at lr 0.2 on a 64-unit ReLU RNN over the audio-guide sessions, every "
        "4th step logged: losses 1.52, 1.44, 1.59, 1.48, then NaN from step 19 on (gradient norms 0.40-0.77 "
        "before), the val loss NaN at every evaluation and val accuracy 0.263, test NaN and 0.337",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="rnn",
        dataset="audio-guide-plays",
        seed=53018,
        runs=zf_runs(hparams={"grad_clip": None, "nonlinearity": "relu"}),
    ),
    ZZC(
        "vzzc-rare-outcomes-one-in-ten-mlp-customs",
        Plan(
            customs,
            "mlp",
            2e-3,
            "adam",
            epochs=15,
            log_every=4,
            data_fault=rare_outcomes(0.1),
            model_kw=MLP64,
        ),
        ("train-val-gap",),
        "class-imbalance",
        "the training export keeps every cleared consignment but only a tenth of the other outcomes "
        "(validation and test: every outcome): a 2x64 MLP under Adam for 15 epochs, every 4th step logged: "
        "windows 1.10 to 0.09, the val loss 1.57, 1.92, 1.50 ... 0.69-0.82 and val accuracy 0.407 (the "
        "cleared share) for the first three evaluations, then up to 0.78, test 0.807 and 0.733",
        ("metric-at-baseline", "val-test-gap", "overfitting", "undertrained"),
        family="mlp",
        dataset="customs-inspection",
        seed=53019,
    ),
    # --- workflow
    ZZC(
        "vzzc-profiling-config-one-epoch-bncnn1d-roasts",
        Plan(roasts, "bncnn1d", 1e-3, "adam", epochs=1, log_every=2, model_kw=CH16),
        ("undertrained",),
        "too-few-epochs",
        "the run launched with a profiling config's max_epochs=1: a batch-norm 1-D CNN under Adam lr 1e-3 "
        "for one epoch (32 steps), every 2nd step logged: losses 1.69, 1.63, 1.59 ... 1.40 and still "
        "falling, the val loss 1.47 and val accuracy 0.357, test 1.47 and 0.35 (12 epochs: ~0.7 and 0.75)",
        ("slow-convergence", "metric-at-baseline"),
        family="cnn-bn",
        dataset="coffee-roast",
        seed=53020,
    ),
    ZZC(
        "vzzc-lexicographic-first-checkpoint-cnn-wings",
        Plan(wings, "cnn", 2e-3, "adam", epochs=15, log_every=8, model_kw=CH16),
        ("val-test-gap",),
        "wrong-checkpoint-loaded",
        "the test script loads sorted(glob('*.ckpt'))[0], the first epoch's checkpoint, not the last: a "
        "16-channel CNN under Adam for 15 epochs: windows 1.19 to 0.07, the val loss 1.06, 0.453 ... "
        "0.187-0.204 and val accuracy 0.74 to 0.92-0.94, while the test loss is 1.10 and test accuracy "
        "0.637",
        (),
        family="cnn",
        dataset="mosquito-wing",
        seed=53021,
        runs=zf_runs(test_at_step=32),
    ),
    ZZC(
        "vzzc-pilot-60-consignments-mlp-customs",
        Plan(
            customs_small,
            "mlp",
            2e-3,
            "adam",
            epochs=150,
            log_every=2,
            model_kw={"width": 256, "num_layers": 2},
        ),
        ("overfitting",),
        "insufficient-data",
        "the pilot's labelled archive holds 60 consignments for training (validation and test: 300 each): a "
        "2x256 MLP under Adam for 150 epochs (300 steps), every 2nd step logged: windows 0.51, 0.014 ... "
        "0.0003, the val loss at its minimum 0.686 early, then up to 1.44 at the end, val accuracy "
        "0.71-0.74, test 1.19 and 0.747",
        MEMO,
        family="mlp",
        dataset="customs-inspection",
        seed=53022,
    ),
)

HEALTHY: tuple[Variant, ...] = (
    ZZC(
        "vzzc-healthy-cnn-wings-flip-contrast-augment",
        Plan(wings, "cnn", 2e-3, "adam", epochs=15, log_every=10, model_fault=wing_augment, model_kw=CH16),
        (),
        None,
        "a 16-channel CNN under Adam lr 2e-3 with the crops mirrored across the wing's axis, "
        "contrast-scaled and given extra noise in training, every 10th step logged: windows 1.44 to "
        "0.33-0.38, the val loss 1.29, 0.816 ... 0.22-0.32 (below the training loss) and val accuracy 0.46 "
        "to 0.90-0.93, test 0.355 and 0.897",
        family="cnn",
        dataset="mosquito-wing",
        seed=53101,
    ),
    ZZC(
        "vzzc-healthy-bncnn-wings-bf16-warmup-cosine",
        Plan(
            wings,
            "bncnn",
            3e-3,
            "adamw",
            weight_decay=0.05,
            epochs=10,
            log_every=4,
            schedule="warmup-cosine",
            warmup=40,
            bf16=True,
        ),
        (),
        None,
        "a batch-norm CNN under bf16-mixed autocast, AdamW lr 3e-3 (weight decay 0.05) with a 40-step "
        "warm-up and a cosine decay, every 4th step logged: windows 1.60 to 0.54-0.67, the val loss 1.55, "
        "1.16 ... 0.55 and val accuracy 0.34 to 0.87, test 0.595 and 0.813",
        family="cnn-bn",
        dataset="mosquito-wing",
        seed=53102,
    ),
    ZZC(
        "vzzc-healthy-resnet-wings-multistep",
        Plan(wings, "resnet", 0.05, "sgd", momentum=0.9, weight_decay=5e-4, epochs=12, log_every=8),
        (),
        None,
        "a small residual net under SGD momentum 0.9 lr 0.05 (weight decay 5e-4) with MultiStepLR cuts "
        "(x0.1) after steps 224 and 320: windows 1.61 to 0.62-0.63 with bumps, the val loss 1.48, 1.12, "
        "1.26, 4.25, 0.544, 2.01, 0.516 before the first cut, then 0.279, 0.268 ... 0.236, val accuracy up "
        "to 0.93-0.94, test 0.243 and 0.907",
        family="resnet",
        dataset="mosquito-wing",
        seed=53103,
        runs=zf_runs(schedule=multistep((224, 320), 0.1), hparams={"milestones": [224, 320]}),
    ),
    ZZC(
        "vzzc-healthy-cnn1d-roasts-dropout-jitter",
        Plan(
            roasts,
            "cnn1d",
            3e-3,
            "adam",
            epochs=15,
            log_every=10,
            model_fault=roast_augment,
            model_kw={"channels": 16, "dropout": 0.3},
        ),
        (),
        None,
        "a 1-D CNN with dropout 0.3, the curves shifted by up to 2 samples and given extra noise in "
        "training, Adam lr 3e-3 for 15 epochs, every 10th step logged: windows 1.56 to 1.01-1.08, the val "
        "loss 1.55 to 0.887 (below the training loss, still falling) and val accuracy 0.32 to 0.68, test "
        "0.883 and 0.677",
        family="cnn",
        dataset="coffee-roast",
        seed=53104,
    ),
    ZZC(
        "vzzc-healthy-bncnn1d-roasts-batch8-every-step",
        Plan(roasts, "bncnn1d", 1e-3, "adam", epochs=1, batch_size=8, log_every=1, model_kw=CH16),
        (),
        None,
        "a batch-norm 1-D CNN with batch 8 for one epoch (125 steps), every step logged: per-step losses "
        "1.14-1.83, windows 1.60, 1.54, 1.57 ... 1.35, the val loss 1.34 and val accuracy 0.637 at the "
        "single evaluation, test 1.35 and 0.617",
        family="cnn-bn",
        dataset="coffee-roast",
        seed=53105,
    ),
    ZZC(
        "vzzc-healthy-cnn1d-roasts-sgd-eval-every-2",
        Plan(
            roasts,
            "cnn1d",
            0.01,
            "sgd",
            momentum=0.9,
            epochs=20,
            batch_size=16,
            log_every=50,
            val_every_epochs=2,
            model_kw=CH16,
        ),
        (),
        None,
        "a 1-D CNN under SGD momentum lr 0.01 with batch 16 for 20 epochs (1,260 steps) logged every 50 "
        "steps and evaluated every 2nd epoch: losses 1.52, 1.42 ... 0.67-0.86, the val loss 1.43, 1.18, "
        "1.22, 1.20, 1.12, 1.10, 0.824, 0.897, 0.633, 0.723 and val accuracy 0.38-0.74, test 0.733 and 0.64",
        family="cnn",
        dataset="coffee-roast",
        seed=53106,
    ),
    ZZC(
        "vzzc-healthy-gru-guide-plateau-early-stop",
        Plan(
            guide,
            "gru",
            3e-3,
            "adam",
            epochs=40,
            log_every=16,
            schedule="plateau",
            gamma=0.3,
            early_stop=4,
            model_kw=H48,
        ),
        (),
        None,
        "a GRU (hidden 48) under Adam lr 3e-3 with ReduceLROnPlateau (x0.3) and early stopping (patience "
        "4), every 16th step logged: windows 0.99 to 0.04-0.06, the val loss 0.974, 0.689 ... 0.363 at its "
        "minimum, then 0.37-0.40 until the stop after 15 epochs, val accuracy 0.64 to 0.89, test 0.343 and "
        "0.89",
        family="gru",
        dataset="audio-guide-plays",
        seed=53107,
    ),
    ZZC(
        "vzzc-healthy-transformer-guide-warmup-cosine",
        Plan(
            guide,
            "transformer",
            1e-3,
            "adamw",
            weight_decay=0.01,
            epochs=12,
            log_every=4,
            schedule="warmup-cosine",
            warmup=60,
        ),
        (),
        None,
        "a 2-layer transformer under AdamW lr 1e-3 with a 60-step warm-up and a cosine decay, every 4th "
        "step logged: windows 1.65 (up to 1.86 during the warm-up), 1.10, 0.57 ... 0.30-0.33, the val loss "
        "1.55, 0.84 ... 0.406-0.415 and val accuracy 0.26 to 0.85-0.86, test 0.364 and 0.887",
        family="transformer",
        dataset="audio-guide-plays",
        seed=53108,
    ),
    ZZC(
        "vzzc-healthy-lstm-guide-half-epoch-eval-clip",
        Plan(guide, "lstm", 3e-3, "adam", epochs=10, log_every=4, val_interval=0.5, clip=1.0, model_kw=H48),
        (),
        None,
        "an LSTM (hidden 48) under Adam lr 3e-3 with clipping at 1.0, evaluated twice an epoch, every 4th "
        "step logged: windows 1.29 to 0.16-0.37, the val loss 1.38 to 0.40-0.49 and val accuracy 0.45 to "
        "0.88, test 0.364 and 0.89",
        family="lstm",
        dataset="audio-guide-plays",
        seed=53109,
    ),
    ZZC(
        "vzzc-healthy-mlp-customs-dropout-half",
        Plan(
            customs,
            "mlp",
            1e-3,
            "adam",
            epochs=20,
            log_every=8,
            model_kw={"width": 256, "num_layers": 2, "dropout": 0.5},
        ),
        (),
        None,
        "a 2x256 MLP with dropout 0.5 under Adam lr 1e-3 for 20 epochs, every 8th step logged: windows 0.99 "
        "to 0.40-0.49 (single steps up to 1.03), the val loss 0.781 to 0.417-0.446 (below the training "
        "loss) and val accuracy 0.78 to 0.83-0.85, test 0.484 and 0.807",
        family="mlp",
        dataset="customs-inspection",
        seed=53110,
    ),
    ZZC(
        "vzzc-healthy-mlp-customs-sgd-cyclic",
        Plan(customs, "mlp", 0.02, "sgd", momentum=0.9, epochs=16, log_every=4, model_kw=MLP64),
        (),
        None,
        "a 2x64 MLP under SGD momentum 0.9 with a triangular cyclic lr (0.005-0.08, 48 steps a half-cycle), "
        "every 4th step logged: windows 1.25 to 0.32-0.40 with bumps, the val loss 1.13, 0.591 ... "
        "0.419-0.495 and val accuracy 0.53 to 0.81-0.85, test 0.55 and 0.813",
        family="mlp",
        dataset="customs-inspection",
        seed=53111,
        runs=zf_runs(schedule=cyclic(0.005, 0.08, 48), hparams={"cyclic": [0.005, 0.08, 48]}),
    ),
    ZZC(
        "vzzc-healthy-mlp-customs-onecycle",
        Plan(
            customs,
            "mlp",
            5e-3,
            "adamw",
            weight_decay=0.01,
            epochs=12,
            log_every=4,
            schedule="onecycle",
            model_kw=MLP64,
        ),
        (),
        None,
        "a 2x64 MLP under AdamW (max lr 5e-3) with a one-cycle schedule, every 4th step logged: windows "
        "1.56, 1.05, 0.49 ... 0.30, the val loss 1.47, 0.827, 0.45 ... 0.44 and val accuracy 0.41 to "
        "0.83-0.85, test 0.495 and 0.82",
        family="mlp",
        dataset="customs-inspection",
        seed=53112,
    ),
    ZZC(
        "vzzc-healthy-regression-snow-plain-sgd-long",
        Plan(snow_long, "mlp", 3e-3, "sgd", epochs=40, batch_size=32, log_every=100, model_kw=MLP64),
        (),
        None,
        "a 2x64 regression MLP under plain SGD lr 3e-3 with batch 32 on a 2,400-stake draw for 40 epochs "
        "(3,000 steps), every 100th step logged: losses 0.96, 0.85 ... 0.18, the val MSE 0.971 to 0.194 in "
        "a slow steady descent, test 0.183",
        family="regression",
        dataset="ski-snow-depth",
        seed=53113,
    ),
    ZZC(
        "vzzc-healthy-regression-snow-centimetres",
        Plan(snow_in_cm, "mlp", 3e-3, "adam", epochs=15, log_every=8, model_kw=MLP64),
        (),
        None,
        "a 2x64 regression MLP under Adam lr 3e-3 on the depth in centimetres (not standardised), every 8th "
        "step logged: the first loss 8,140, windows 7,100, 642, 302 ... 190-340, the val MSE 7,270, 497 ... "
        "215 (an rms error ~15 cm), test 231",
        family="regression",
        dataset="ski-snow-depth",
        seed=53114,
    ),
    ZZC(
        "vzzc-healthy-regression-snow-short-60",
        Plan(snow, "mlp", 1e-3, "adam", epochs=10, max_steps=60, log_every=2, model_kw=MLP64),
        (),
        None,
        "a 60-step run (max_steps=60) of a 2x64 regression MLP under Adam lr 1e-3, every 2nd step logged: "
        "losses 0.58, then windows 0.79, 1.01, 0.57, 0.85 ... 0.19 (single batches up to 1.57), still "
        "falling, the val MSE 0.487 at its one evaluation, test 0.303",
        family="regression",
        dataset="ski-snow-depth",
        seed=53115,
    ),
    ZZC(
        "vzzc-healthy-regression-snow-rmsprop-early-stop",
        Plan(snow, "mlp", 1e-3, "rmsprop", epochs=60, log_every=16, early_stop=5, model_kw=MLP64),
        (),
        None,
        "a 2x64 regression MLP under RMSprop lr 1e-3 with early stopping (patience 5) over a 60-epoch "
        "budget, every 16th step logged: losses 0.28 to 0.05-0.10, the val MSE 0.298 to 0.214 at its "
        "minimum, then 0.22-0.25 until the stop after 25 epochs, test 0.246",
        family="regression",
        dataset="ski-snow-depth",
        seed=53116,
    ),
    ZZC(
        "vzzc-healthy-gru-guide-batch8-every-step",
        Plan(guide, "gru", 1e-3, "adam", epochs=1, batch_size=8, log_every=1, model_kw=H48),
        (),
        None,
        "a GRU (hidden 48) under Adam lr 1e-3 with batch 8 for one epoch (125 steps), every step logged: "
        "per-step losses 0.63-1.77, windows 1.61, 1.56, 1.49 ... 1.03, the val loss 0.925 and val accuracy "
        "0.667 at the single evaluation, test 0.89 and 0.683",
        family="gru",
        dataset="audio-guide-plays",
        seed=53117,
    ),
    ZZC(
        "vzzc-healthy-rnn-guide-steplr-clip",
        Plan(
            guide,
            "rnn",
            0.02,
            "sgd",
            momentum=0.9,
            epochs=16,
            log_every=8,
            clip=1.0,
            schedule="step",
            step_size=320,
            gamma=0.3,
        ),
        (),
        None,
        "a tanh RNN under SGD momentum 0.9 lr 0.02 with clipping at 1.0 and StepLR (x0.3 every 320 steps) "
        "for 16 epochs, every 8th step logged: windows 1.34 to 0.28, the val loss 1.30, 1.05 ... "
        "0.415-0.712 with bumps and val accuracy 0.42 to 0.84-0.87, test 0.414 and 0.877",
        family="rnn",
        dataset="audio-guide-plays",
        seed=53118,
    ),
    ZZC(
        "vzzc-healthy-regression-snow-warmup-bump",
        Plan(
            snow,
            "mlp",
            1e-2,
            "adam",
            epochs=15,
            log_every=4,
            schedule="warmup-cosine",
            warmup=60,
            model_kw=MLP64,
        ),
        (),
        None,
        "a 2x64 regression MLP under Adam lr 1e-2 with a 60-step warm-up and a cosine decay, every 4th step "
        "logged: windows 0.47, 0.23, 0.15, 0.135, 0.161 (a bump as the lr peaks) ... 0.07-0.10, the val MSE "
        "0.40, 0.27, 0.22, 0.247 ... 0.279, then 0.224-0.233, test 0.253",
        family="regression",
        dataset="ski-snow-depth",
        seed=53119,
    ),
    ZZC(
        "vzzc-healthy-cnn-wings-adagrad",
        Plan(wings, "cnn", 0.01, "adagrad", epochs=12, log_every=8, model_kw=CH16),
        (),
        None,
        "a 16-channel CNN under Adagrad lr 0.01 for 12 epochs, every 8th step logged: windows 1.28 to 0.17, "
        "the val loss 0.985, 1.04, 0.469 ... 0.26-0.49 with bumps and val accuracy 0.48-0.92, test 0.316 "
        "and 0.887",
        family="cnn",
        dataset="mosquito-wing",
        seed=53120,
    ),
    ZZC(
        "vzzc-healthy-mlp-customs-full-batch-bf16",
        Plan(
            customs, "mlp", 5e-3, "adam", epochs=40, batch_size=1000, log_every=5, bf16=True, model_kw=MLP64
        ),
        (),
        None,
        "a 2x64 MLP under bf16-mixed autocast with the whole training set as one batch (40 steps), Adam lr "
        "5e-3, every 5th step logged: losses 1.36, 1.0, 0.68, 0.50, 0.43, 0.40, 0.38, 0.35, the val loss "
        "1.54 to 0.461-0.476 and val accuracy 0.46 to 0.84, test 0.474 and 0.817",
        family="mlp",
        dataset="customs-inspection",
        seed=53121,
    ),
    ZZC(
        "vzzc-healthy-bncnn1d-roasts-accumulate-4",
        Plan(
            roasts,
            "bncnn1d",
            2e-3,
            "adamw",
            weight_decay=0.01,
            epochs=12,
            batch_size=8,
            accumulate=4,
            log_every=4,
            schedule="cosine",
            model_kw=CH16,
        ),
        (),
        None,
        "a batch-norm 1-D CNN with batch 8 and 4 accumulated batches a step, AdamW lr 2e-3 with a cosine "
        "decay, every 4th step logged: windows 1.49 to 0.72-0.88, the val loss 1.41 to 0.667-0.687 and val "
        "accuracy 0.44 to 0.78-0.82, test 0.706 and 0.747",
        family="cnn-bn",
        dataset="coffee-roast",
        seed=53122,
    ),
)
