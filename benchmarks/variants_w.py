"""Variant battery w: a 16th look-alike of an external held-out suite, real framework runs (`--battery w`).

    nice -n 10 python benchmarks/variants.py --battery w --train-only [--only NAME ...] [--regenerate]
    nice -n 10 python benchmarks/variants.py --battery w [--runs]

Like batteries d-v, every case is a REAL framework run (a `lightning.Trainer` fit logged by its
CSVLogger or TensorBoardLogger, or a `transformers.Trainer` run whose `trainer_state.json` is
the log), trained by battery d's runner through battery g's, j's and l's wrappers (and this
battery's own, for an fp16 gradient path under a static loss scale, a test that loads the first
checkpoint and a weights-only resume), so each case can run in each of the three layouts; the layout
rotation of variants.py picks one. It was written blind: its author trained it with `--train-only`,
read the raw logged numbers of each run, and never diagnosed or scored it, so it is held-out data
for the tool. Its halves are even (22 faulty, 22 healthy; ~100 CPU-seconds to train on the shared
2-core machine): one fault each, spread over every family of cause (optimisation, data, evaluation,
model, workflow; one case a cause), injected into a data set no battery had at a realistic strength,
several of them causes earlier batteries never injected. Runs of 48 to 3,000 steps: MLPs (2x32 to
3x1024, dropout 0.5), 2-D CNNs with and without batch norm, a small residual net, 1-D CNNs with and
without batch norm, GRU / LSTM token readers, GRU / LSTM / ReLU-RNN readers of float windows (four
of them classifiers), small transformers and regression MLPs; SGD with and without momentum, Adam,
AdamW, RMSprop and Adagrad; constant, warm-up + cosine, cosine, step, exponential, plateau and
one-cycle schedules; bf16-mixed autocast, an fp16 loss scale, gradient accumulation, dropout, mirror
/ shift / noise augmentation, weight decay, early stopping, clipping and a pretrained start; batches
of 4 to 256; cadences from every step to once an epoch, evaluations every epoch to every 4 epochs.
The data sets are new, all made offline with numpy from known generating models: 12x12 grey crops of
road signs cut by a dashcam's detector (a prohibitory ring, warning and yield triangles, a stop
octagon, a priority diamond) at a distance, tilted, dimmed, blurred, partly hidden and under sensor
noise (sound position-aware CNNs stop at 0.93-0.95, globally pooled ones near 0.70-0.73); European
calls on an equity index priced by Black-Scholes-Merton at a skewed true volatility that the
features only read through a noisy historical volatility, with quote noise (standardised: a floor
near an MSE of 0.019; in index points: ~2,500; a 2,000-quote draw; a crisis month's test quotes);
40 store-items' daily unit sales (weekly profile, season, trend, unannounced promotions,
negative-binomial counts) read as 28 days to predict the next (standardised: a floor near 0.34; in
units; fast movers with stock-out days); eight hours of a low-Earth-orbit satellite's along-track
residuals labelled nominal, impulsive burn, drag storm, low thrust or tracking glitch (weak events
lost in the noise: sound GRUs stop near 0.80-0.82; a screening feed at 96% nominal); five poker dice
read by a phone's camera that misreads a die 5% of the time, sorted, labelled by the hand (a floor
near accuracy 0.88; a pretraining draw, and one from a reader that reports the opposite faces); and
departures whose outcome (on time, 15-60 minutes late, over an hour late, cancelled) is drawn from a
known multinomial-logistic model of the airport's hour (a best accuracy of ~0.65 at a cross-entropy
of ~0.80 against an on-time share of 0.51; and in the ops database's raw units).
The healthy half holds sound runs a naive reader can take for a fault: an LSTM near ln 5 for five
epochs before it learns, a GRU whose orbit losses sit high for four epochs, a transformer near ln 5
through its warm-up; val far below train under mirror / shift / noise augmentation; losses flat at
their floors (call quotes at 0.019, dice at accuracy 0.86-0.88, departures at 0.85 with accuracy
0.6); a fine-tune that starts low and barely moves; a ReduceLROnPlateau run whose val loss is
unchanged for 21 evaluations as the lr falls to 1e-8, and one whose val bump at epoch 3 kills the lr;
regressions in index points (first MSEs ~1.5e5) and units sold (~1,200); a noisy every-step batch-4
plain-SGD run; a long plain-SGD run with a late StepLR drop; a OneCycle run whose val loss reaches
2.1 as the lr climbs; an Adagrad run of 3,000 steps logged every 50; bf16 under warm-up + cosine;
sparse evaluations under accumulation; a train loss logged once an epoch; early stopping at epoch 9
of 60 and of 80; a batch-256 run whose val loss creeps 4% past its minimum; a 48-step run.
The faulty half: learning rates far too high (RMSprop at 0.05 on an LSTM) and too low (Adagrad at
1e-4), an ExponentialLR meant per epoch stepped per batch, a static fp16 loss scale of 2^24 that
skips every step, max_epochs=2 left from a smoke test, a ReLU RNN without clipping on a target in
units, Adam with an L2 weight decay of 1.0, a percentage-error loss dividing by stock-out days' zero
sales, a screening feed at 96% nominal, a detector's shape head swapping 30% of look-alike signs in
the training labels, 1% of quotes per contract, departures in raw units, a leaky sales window
that ends on the target day, a crisis month's test quotes, a pretrained
dice reader that reports the opposite faces, a test that loads the first checkpoint, evaluation
crops read transposed, a GRU fed time-major windows with batch_first=True, a frozen recurrent layer,
a 3x1024 MLP on 1,000 rows, a weights-only resume that restarts Adam and the schedule, and no
evaluation at all.
Split, layout rotation and labels follow variants.py's rules; a Lightning case's `every` is its
`log_every_n_steps`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from benchmarks.variants import MEMORISED, RUNAWAY, STALL, Variant, _generated, _regression_table
from benchmarks.variants_d import Plan, Runner
from benchmarks.variants_e import no_test
from benchmarks.variants_j import pretrained
from benchmarks.variants_l import L, l_runs

if TYPE_CHECKING:
    import torch

    from tests.suite.datasets import Splits

SIZES = (1000, 300, 300)


# ---------------------------------------------------------------- data sets no battery has


SIGNS = ("prohibitory", "warning", "yield", "stop", "priority")


def _signs(seed: int, n: int, shares: tuple[float, ...] = (0.22, 0.22, 0.18, 0.18, 0.2)) -> tuple[Any, Any]:
    """12x12 grey crops of road signs cut from dashcam frames by a detector, labelled by the sign's
    shape: a prohibitory ring (a circle's outline), a warning triangle (outline, apex up), a yield
    triangle (outline, apex down), a stop octagon (filled) and a priority diamond (filled, a lighter
    border). Each sign at a distance (0.5-0.95 of the crop across), tilted (sd 8 degrees), off
    centre by up to 15%, dimmed at dusk (0.45-1.0) over a background of 0-0.35 with a gradient,
    defocused or motion-blurred (an edge 0.06-0.22 of the crop wide), 20% of them partly hidden by
    a branch or a pole, under sensor noise of sd 0.2. A small blurred ring reads as a filled octagon
    or diamond and a tilted far triangle as the other, so sound CNNs stop short of accuracy 1."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=list(shares))
    centres = (np.arange(12) + 0.5) / 6 - 1
    u, v = np.meshgrid(centres, -centres)  # v up
    scale = rng.uniform(0.6, 0.95, (n, 1, 1))
    tilt = rng.normal(0, np.radians(8), (n, 1, 1))
    du, dv = rng.uniform(-0.15, 0.15, (2, n, 1, 1))
    pu = ((u - du) * np.cos(tilt) + (v - dv) * np.sin(tilt)) / scale
    pv = (-(u - du) * np.sin(tilt) + (v - dv) * np.cos(tilt)) / scale
    edge = rng.uniform(0.04, 0.14, (n, 1, 1)) / scale

    def inside(distance: Any) -> Any:  # a soft indicator of distance < 0
        return 1 / (1 + np.exp(np.clip(distance / edge, -30, 30)))

    def polygon(sides: int, phase: float, apothem: float) -> Any:
        angles = phase + 2 * np.pi * np.arange(sides) / sides
        support = np.max([pu * np.cos(a) + pv * np.sin(a) for a in angles], axis=0)
        return inside(support - apothem)

    radius = np.hypot(pu, pv)
    shapes = np.stack(
        [
            inside(radius - 0.95) - inside(radius - 0.66),
            polygon(3, -np.pi / 2, 0.5) - polygon(3, -np.pi / 2, 0.3),
            polygon(3, np.pi / 2, 0.5) - polygon(3, np.pi / 2, 0.3),
            polygon(8, np.pi / 8, 0.9),
            polygon(4, np.pi / 4, 0.68) * 0.8 + 0.2 * polygon(4, np.pi / 4, 0.78),
        ]
    )
    sign = shapes[y, np.arange(n)]
    gradient = rng.uniform(-0.1, 0.1, (n, 1, 1)) * u + rng.uniform(-0.1, 0.1, (n, 1, 1)) * v
    background = rng.uniform(0.0, 0.35, (n, 1, 1)) + gradient
    x = background + rng.uniform(0.55, 1.0, (n, 1, 1)) * sign
    hidden = np.flatnonzero(rng.random(n) < 0.15)
    for i in hidden:
        width, at = int(rng.integers(2, 4)), int(rng.integers(0, 11))
        if rng.random() < 0.5:
            x[i, :, at : at + width] = background[i, 0, 0] + rng.uniform(0.0, 0.15)
        else:
            x[i, at : at + width, :] = background[i, 0, 0] + rng.uniform(0.0, 0.15)
    x = x + rng.normal(0, 0.12, x.shape)
    return x, y


def signs(seed: int = 13101, sizes: tuple[int, int, int] = SIZES, name: str = "sign-shapes-12",
          shares: tuple[float, ...] = (0.22, 0.22, 0.18, 0.18, 0.2)) -> Splits:
    """The crops as (N, 1, 12, 12) images (0 to ~1.5), 5 classes."""
    import torch

    from tests.suite import datasets as ds

    x, y = _signs(seed, sum(sizes), shares)
    images = torch.tensor(x[:, None], dtype=torch.float32)
    return ds.named(ds._split(images, torch.tensor(y).long(), sizes, 5), name)


def _call_price(moneyness: Any, expiry: Any, vol: Any, rate: Any, dividend: Any) -> Any:
    """Black-Scholes-Merton price of a European call per unit of strike, spot / strike = e^m."""
    import numpy as np
    from scipy.special import ndtr

    spot = np.exp(moneyness)
    root = vol * np.sqrt(expiry)
    d1 = (moneyness + (rate - dividend + vol**2 / 2) * expiry) / root
    d2 = d1 - root
    return spot * np.exp(-dividend * expiry) * ndtr(d1) - np.exp(-rate * expiry) * ndtr(d2)


def _options(seed: int, n: int, crisis: bool = False) -> tuple[Any, Any]:
    """Quotes of European calls on an equity index: log-moneyness ln(S/K) (-0.35 to 0.25), the
    time to expiry (1 week to 2 years, log-uniform), the underlying's 30-day historical volatility,
    the risk-free rate (0-5%), the dividend yield (0-3%), the strike (1,000-5,000 index points)
    and the contract's open interest (a distractor). The mid price follows Black-Scholes-Merton at
    the true volatility (the market's 12-55%, with a skew: +30% of it per unit of out-of-the-money
    put side), which the historical volatility reads with an error of ~18%, plus quote noise (a half
    spread of 0.1% of the strike and 2% of the price): sound models stop well above 0 (a floor).
    `crisis` draws a 2008-like regime: true volatilities of 60-110% and a 35% reading error.
    Returns the features and the price in index points."""
    import numpy as np

    rng = np.random.default_rng(seed)
    moneyness = rng.uniform(-0.35, 0.25, n)
    expiry = np.exp(rng.uniform(np.log(7 / 365), np.log(2.0), n))
    vol = rng.uniform(0.6, 1.1, n) if crisis else rng.uniform(0.12, 0.55, n)
    smile = vol * (1 + 0.3 * np.clip(-moneyness, 0, None) / 0.35)
    historical = vol * np.exp(rng.normal(0, 0.35 if crisis else 0.18, n))
    rate, dividend = rng.uniform(0, 0.05, n), rng.uniform(0, 0.03, n)
    strike = rng.uniform(1000, 5000, n)
    interest = np.exp(rng.uniform(np.log(10), np.log(50000), n))
    per_strike = _call_price(moneyness, expiry, smile, rate, dividend)
    per_strike = np.clip(per_strike + rng.normal(0, 1, n) * (0.001 + 0.02 * per_strike), 0, None)
    x = np.column_stack([moneyness, np.log(expiry), historical, rate, dividend, strike, np.log(interest)])
    return x, per_strike * strike


def options(seed: int = 13201, sizes: tuple[int, int, int] = SIZES, name: str = "index-calls") -> Splits:
    """7 standardised features, the price standardised (mean ~260, sd ~330 index points)."""
    x, y = _options(seed, sum(sizes))
    return _regression_table(name, x, y, sizes)


def options_points() -> Splits:
    """The features standardised, the price left in index points (first MSEs near 1.8e5)."""
    x, y = _options(13202, sum(SIZES))
    return _regression_table("index-calls-points", x, y, SIZES, target_scaled=False)


def options_long() -> Splits:
    """A 2,000-quote draw."""
    x, y = _options(13203, 2600)
    return _regression_table("index-calls-2000", x, y, (2000, 300, 300))


def options_crisis_test() -> Splits:
    """The bug: the model is tested on quotes from a crisis month (true volatilities of 60-110%,
    far above any training quote's), scaled by the calm training quotes' statistics."""
    import numpy as np

    x, y = _options(13204, sum(SIZES))
    x_crisis, y_crisis = _options(13205, SIZES[2], crisis=True)
    n_fit = SIZES[0] + SIZES[1]
    return _regression_table("index-calls", np.concatenate([x[:n_fit], x_crisis]),
                             np.concatenate([y[:n_fit], y_crisis]), SIZES)


def _demand(seed: int, n: int, window: int = 28, stockouts: float = 0.0, leak: bool = False,
            low: float = 1.5) -> tuple[Any, Any]:
    """Daily unit sales of 40 store-items over 420 days: a base rate (1.5-60 a day, log-uniform),
    a weekly profile (Saturdays up 30-80%), a yearly season, a slow trend, promotions (runs of 3-7
    days on ~10% of days, +50-150%) the past sales cannot announce, and negative-binomial noise
    (dispersion 6). A row is the last `window` days of one item and the target the next day's sales:
    the promotions and the count noise are unpredictable, so sound models stop well above 0 (a
    floor). `stockouts` sets that share of days to 0 (the shelf empty); `leak` makes the window end
    on the target day itself (the feature query's `<=` where `<` was meant)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    items, days = 40, 420
    base = np.exp(rng.uniform(np.log(low), np.log(60), (items, 1)))
    weekday = 1 + np.outer(rng.uniform(0.3, 0.8, items), np.isin(np.arange(days) % 7, [5]).astype(float))
    weekday += np.outer(rng.uniform(0.1, 0.3, items), np.isin(np.arange(days) % 7, [4, 6]).astype(float))
    phase = np.arange(days) / 365 + rng.random((items, 1))
    season = 1 + rng.uniform(0, 0.3, (items, 1)) * np.sin(2 * np.pi * phase)
    trend = np.exp(rng.normal(0, 0.4, (items, 1)) * np.arange(days) / days)
    promo = np.zeros((items, days))
    for i in range(items):
        day = int(rng.integers(0, 20))
        while day < days:
            length = int(rng.integers(3, 8))
            promo[i, day : day + length] = rng.uniform(0.5, 1.5)
            day += length + int(rng.integers(20, 60))
    rate = base * weekday * season * trend * (1 + promo)
    sales = rng.negative_binomial(6, 6 / (6 + rate)).astype(float)
    if stockouts:
        sales[rng.random(sales.shape) < stockouts] = 0.0
    item = rng.integers(0, items, n)
    first = rng.integers(0, days - window - 1, n)
    shift = 1 if leak else 0
    x = np.stack([sales[i, a + shift : a + shift + window] for i, a in zip(item, first, strict=True)])
    return x, sales[item, first + window]


def _demand_splits(name: str, seed: int, units: bool, sizes: tuple[int, int, int] = SIZES,
                   stockouts: float = 0.0, leak: bool = False, low: float = 1.5) -> Splits:
    import torch

    from tests.suite import datasets as ds

    x, y = _demand(seed, sum(sizes), stockouts=stockouts, leak=leak, low=low)
    if leak:  # the production feature store's windows end the day before: the test rows
        n_fit = sizes[0] + sizes[1]
        x[n_fit:] = _demand(seed, sum(sizes), stockouts=stockouts)[0][n_fit:]
    features = torch.tensor(x, dtype=torch.float32)
    target = torch.tensor(y, dtype=torch.float32)[:, None]
    mean, sd = features[: sizes[0]].mean(), features[: sizes[0]].std()
    if units:  # the windows scaled, the target in units sold
        return ds.named(ds._split((features - mean) / sd, target, sizes, 0), name)
    return ds.named(ds._split((features - mean) / sd, (target - mean) / sd, sizes, 0), name)


def demand() -> Splits:
    """The last 28 days of an item's sales and the next day's, scaled by the training rows' mean
    (~17 units) and sd (~20)."""
    return _demand_splits("retail-demand", 13301, units=False)


def demand_units() -> Splits:
    """The windows scaled, the target in units sold (first MSEs near 700; its variance ~400)."""
    return _demand_splits("retail-demand-units", 13302, units=True)


def demand_stockouts() -> Splits:
    """The store's fast movers (15-60 units a day, so a day without a sale is rare) with the target
    in units, and 0.2% of the days stock-outs (0 sold) in every split."""
    return _demand_splits("retail-demand-fast-units", 13303, units=True, stockouts=0.002, low=15.0)


def demand_leaky() -> Splits:
    """The bug: the training and validation windows end on the target day (the feature query's
    `date <= target_date` where `<` was meant), so the last input is the answer; the test rows come
    from the production feature store, whose windows end the day before."""
    return _demand_splits("retail-demand", 13304, units=False, leak=True)


MANOEUVRES = ("nominal", "impulsive-burn", "drag-storm", "low-thrust", "tracking-glitch")


def _orbits(seed: int, n: int, shares: tuple[float, ...] = (0.4, 0.15, 0.15, 0.15, 0.15)) -> tuple[Any, Any]:
    """Eight hours of a low-Earth-orbit satellite's along-track residual against its predicted
    ephemeris (48 samples, one every 10 minutes, in metres), labelled by what moved it: nothing
    (orbit-determination noise of 3-12 m and a once-per-revolution wobble of up to 15 m), an
    impulsive burn (a linear drift of 0.3-8 m a sample from a time in the window), a geomagnetic
    storm's drag (a quadratic drift from an onset in the window), continuous low thrust (a
    quadratic drift from the start) or a tracking glitch (1-4 samples off by 30-200 m from a
    station bias, then back). Weak burns and storms are lost in the noise and a late storm reads as
    a burn, so sound models stop short of accuracy 1."""
    import numpy as np

    rng = np.random.default_rng(seed)
    y = rng.choice(5, n, p=list(shares))
    t = np.arange(48.0)
    noise = rng.uniform(3, 10, (n, 1))
    x = noise * rng.standard_normal((n, 48))
    x += rng.uniform(0, 12, (n, 1)) * np.sin(2 * np.pi * t / 9.5 + rng.uniform(0, 6.3, (n, 1)))
    onset = rng.uniform(6, 40, (n, 1))
    slope = np.exp(rng.uniform(np.log(0.6), np.log(8), (n, 1))) * rng.choice([-1, 1], (n, 1))
    curve = np.exp(rng.uniform(np.log(0.03), np.log(0.4), (n, 1))) * rng.choice([-1, 1], (n, 1))
    x += (y == 1)[:, None] * slope * np.clip(t - onset, 0, None)
    x += (y == 2)[:, None] * curve * np.clip(t - onset, 0, None) ** 2
    x += (y == 3)[:, None] * curve * 0.5 * t**2
    for i in np.flatnonzero(y == 4):
        at, width = int(rng.integers(2, 44)), int(rng.integers(1, 5))
        x[i, at : at + width] += rng.uniform(30, 200) * rng.choice([-1, 1])
    return x, y


def orbits(seed: int = 13401, sizes: tuple[int, int, int] = SIZES, name: str = "orbit-residuals-48",
           shares: tuple[float, ...] = (0.4, 0.15, 0.15, 0.15, 0.15)) -> Splits:
    """The residuals scaled by one factor (the training windows' sd, ~40 m): (N, 48), 5 classes."""
    import torch

    from tests.suite import datasets as ds

    x, y = _orbits(seed, sum(sizes), shares)
    x = x / x[: sizes[0]].std()
    return ds.named(ds._split(torch.tensor(x, dtype=torch.float32), torch.tensor(y).long(), sizes, 5), name)


def orbits_screening() -> Splits:
    """The bug: the conjunction-screening feed, where 96% of the windows are nominal and each
    event class 1% (the 1,000 training windows hold ~10 of each)."""
    return orbits(13402, SIZES, "orbit-residuals-48-screening", (0.96, 0.01, 0.01, 0.01, 0.01))


HANDS = ("bust", "one-pair", "two-pair", "three-or-more", "straight")


def _dice(seed: int, n: int, faces: tuple[int, ...] = (0, 1, 2, 3, 4, 5)) -> tuple[Any, Any]:
    """Throws of five dice in a poker-dice app, read by the phone's camera and reported in
    ascending order as 5 tokens (the faces 1-6 as 0-5; `faces` renames them), labelled by the
    throw's hand: a bust (6%), one pair (46%), two pairs (24%), three of a kind or better (full
    house, four and five of a kind: 21%) or a straight (3%). The label is the referee's reading of
    the real dice; the camera misreads a die 5% of the time (as any face), so sound models stop
    near accuracy 0.88 (a floor)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    throws = rng.integers(0, 6, (n, 5))
    counts = np.sort(np.stack([np.bincount(t, minlength=6) for t in throws]), 1)[:, ::-1]
    straight = (counts[:, 0] == 1) & ((throws.min(1) == 0) ^ (throws.max(1) == 5))
    y = np.select(
        [counts[:, 0] >= 3, (counts[:, 0] == 2) & (counts[:, 1] == 2), counts[:, 0] == 2, straight],
        [3, 2, 1, 4],
        0,
    )
    read = throws.copy()
    missed = rng.random((n, 5)) < 0.05
    read[missed] = rng.integers(0, 6, int(missed.sum()))
    return np.asarray(faces)[np.sort(read, 1)], y


def dice(seed: int = 13501, sizes: tuple[int, int, int] = SIZES, name: str = "poker-dice",
         faces: tuple[int, ...] = (0, 1, 2, 3, 4, 5)) -> Splits:
    """Token windows (N, 5) over the six faces, 5 classes."""
    import torch

    from tests.suite import datasets as ds

    x, y = _dice(seed, sum(sizes), faces)
    return ds.named(ds._split(torch.tensor(x).long(), torch.tensor(y).long(), sizes, 5), name)


def dice_corpus() -> Splits:
    """Another draw of throws (a pretraining corpus)."""
    return dice(13502, (3000, 10, 10), "poker-dice-corpus")


def dice_opposite_faces_corpus() -> Splits:
    """A pretraining corpus from the app's first release, whose reader reports each die by the
    face lying on the table (7 minus the face up: 1 for a 6), so its tokens mean other faces."""
    return dice(13503, (3000, 10, 10), "poker-dice-corpus-v1", faces=(5, 4, 3, 2, 1, 0))


DELAYS = ("on-time", "late-15-60", "late-60-plus", "cancelled")


def _flights(seed: int, n: int, chances: bool = False) -> tuple[Any, Any]:
    """A scheduled departure's outcome from a known multinomial-logistic model of the airport's
    hour: the departure hour, the weekday, the carrier's on-time index, the origin's departures that
    hour, the destination's arrival-rate cap (after flow control), precipitation (mm/h), wind
    (knots), visibility (m), a thunderstorm flag, the inbound aircraft's delay (minutes), the
    aircraft's age and the load factor. On time (~58%), 15-60 minutes late (~25%), over an hour
    late (~12%) or cancelled (~5%): the same hour sends one flight on time and the next an hour late,
    so sound models stop near accuracy 0.7 (a floor). Returns the features in the ops database's
    units."""
    import numpy as np

    rng = np.random.default_rng(seed)
    hour = rng.integers(5, 23, n).astype(float)
    weekday = rng.integers(0, 7, n).astype(float)
    carrier = rng.normal(0, 1, n)
    departures = rng.gamma(6, 6, n)
    cap = rng.uniform(20, 60, n)
    rain = rng.exponential(1, n) * (rng.random(n) < 0.3)
    wind = rng.gamma(3, 4, n)
    visibility = np.clip(10000 * np.exp(-rng.exponential(0.5, n) - 1.5 * (rain > 2)), 200, 10000)
    storm = (rng.random(n) < 0.05 + 0.1 * (rain > 1.5)).astype(float)
    inbound = rng.exponential(12, n) * (rng.random(n) < 0.55)
    age = rng.uniform(0, 25, n)
    load = rng.beta(8, 2, n)
    pressure = departures / cap
    late = (-4.3 + 0.15 * (hour - 12) - 0.8 * carrier + 1.6 * pressure + 0.5 * rain + 0.05 * wind
            + 2.0 * storm + 0.07 * inbound + 1.0 * load)
    very = (-6.6 + 0.2 * (hour - 12) - 0.8 * carrier + 2.4 * pressure + 0.7 * rain + 0.08 * wind
            + 3.2 * storm + 0.11 * inbound - 0.8 * np.log(visibility / 10000))
    cancel = (-9.0 + 1.2 * pressure + 0.6 * rain + 0.14 * wind + 3.8 * storm + 0.06 * age
              - 1.2 * np.log(visibility / 10000) + 0.02 * inbound)
    logits = np.column_stack([np.zeros(n), late, very, cancel])
    p = np.exp(logits - logits.max(1, keepdims=True))
    p /= p.sum(1, keepdims=True)
    y = (rng.random(n)[:, None] > np.cumsum(p, 1)).sum(1).clip(0, 3)
    if chances:
        return p, y
    x = np.column_stack([hour, weekday, carrier, departures, cap, rain, wind, visibility, storm, inbound,
                         age, load])
    return x, y


def flights(seed: int = 13601, sizes: tuple[int, int, int] = SIZES, name: str = "departure-delays") -> Splits:
    """12 standardised features, 4 classes."""
    x, y = _flights(seed, sum(sizes))
    return _generated(name, x, y, 4, sizes)


def flights_raw() -> Splits:
    """The features as the ops database exports them (visibility in metres up to 10,000, the
    inbound delay in minutes, counts per hour), no scaler."""
    import torch

    from tests.suite import datasets as ds

    x, y = _flights(13602, sum(SIZES))
    data = ds._split(torch.tensor(x, dtype=torch.float32), torch.tensor(y).long(), SIZES, 4)
    return ds.named(data, "departure-delays-raw")


def flights_small() -> Splits:
    """200 training departures (one airport's fortnight)."""
    return flights(13603, (200, 300, 300), "departure-delays-200")


# ---------------------------------------------------------------- injected faults (and healthy hooks)


def shape_labeller(share: float) -> Any:
    """The bug: the training crops were labelled by the detector's own shape head, which calls
    `share` of the warning triangles yield signs and of the stop octagons prohibitory rings (and
    each of those back the other way); validation and test were labelled by hand."""

    def fault(data: Splits, seed: int) -> Splits:
        import torch

        g = torch.Generator().manual_seed(seed + 91)
        swap = torch.tensor([3, 2, 1, 0, 4])
        y = data.y_train.clone()
        hit = torch.rand(y.shape, generator=g) < share
        y[hit] = swap[y[hit]]
        return replace(data, y_train=y)

    return fault


def eval_transposed(data: Splits, _seed: int) -> Splits:
    """The bug: the evaluation crops are read from the annotation tool's export, which stores each
    image column by column (Fortran order), and the loader reshapes them row by row: every
    validation and test crop reaches the net transposed (a warning triangle points left, a yield
    triangle right), while the training crops come through the detector's own pipeline."""
    assert data.x_val is not None and data.x_test is not None
    return replace(data, x_val=data.x_val.transpose(-1, -2).contiguous(),
                   x_test=data.x_test.transpose(-1, -2).contiguous())


def quotes_per_contract(share: float) -> Any:
    """The bug: for `share` of the training quotes the vendor's feed gives the price per contract
    (100 units of the index) rather than per unit, and nothing divides them back: those targets
    are 100x the price (scaled like any price, 10-200 sd above the mean)."""

    def fault(data: Splits, seed: int) -> Splits:
        import torch

        price = _options(13201, sum(SIZES))[1][: SIZES[0]]
        mean, sd = float(price.mean()), float(price.std(ddof=1))
        g = torch.Generator().manual_seed(seed + 93)
        rows = torch.randperm(data.train_size, generator=g)[: int(share * data.train_size)]
        y = data.y_train.clone()
        y[rows] = (100 * (y[rows] * sd + mean) - mean) / sd
        return replace(data, y_train=y)

    return fault


def batch_time_swapped(net: Any) -> Any:
    """The bug: the collate function hands the recurrent model its windows time-major, (48, N, 1),
    while the GRU was built with batch_first=True, and the model takes `out[-1]` as the last time
    step: the GRU runs across the batch instead of along each window, so a window's prediction
    comes from the last samples of itself and of the windows before it in the batch."""
    from torch import nn

    class Swapped(nn.Module):
        def __init__(self, inner: Any) -> None:
            super().__init__()
            self.inner: Any = inner

        def forward(self, x: torch.Tensor) -> torch.Tensor:
            out, _ = self.inner.rnn(x.t().unsqueeze(-1))  # (48, N, 1) read as batch 48, time N
            result: torch.Tensor = self.inner.head(out[-1])
            return result

    return Swapped(net)


def frozen_recurrent(net: Any) -> Any:
    """The bug: a fine-tuning flag's `model.rnn.requires_grad_(False)` (meant for a pretrained
    encoder) applied to a freshly initialised LSTM: the recurrent layer stays at its random
    weights and only the linear head trains."""
    net.rnn.requires_grad_(False)
    return net


def sign_augment(net: Any) -> Any:
    """Not a fault: in training mode each batch of crops is mirrored left-right half the time (no
    sign's class depends on it), moved by up to a pixel each way and given 0.1 of extra noise."""
    import torch
    from torch import nn

    class Augmented(nn.Module):
        def __init__(self, inner: nn.Module) -> None:
            super().__init__()
            self.inner = inner

        def forward(self, x: torch.Tensor) -> torch.Tensor:
            if self.training:
                if bool(torch.rand(1) < 0.5):
                    x = torch.flip(x, dims=(-1,))
                shift = [int(s) for s in torch.randint(-1, 2, (2,))]
                x = torch.roll(x, shifts=shift, dims=(-2, -1)) + torch.randn_like(x) * 0.1
            out: torch.Tensor = self.inner(x)
            return out

    return Augmented(net)


def percentage_error(out: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """The bug: the training loss is the business's KPI, the mean absolute percentage error
    |prediction - sales| / sales, on unit sales that are 0 on stock-out days: a division by zero."""
    return ((out - y).abs() / y).mean()


def w_runs(
    loss: Callable[[torch.Tensor, torch.Tensor], torch.Tensor] | None = None,
    *,
    evaluate: bool = True,
    loss_scale: float | None = None,
    test_at_step: int | None = None,
    resume_at: int | None = None,
    hparams: dict[str, Any] | None = None,
) -> Callable[[Plan], Runner]:
    """Battery l's runner (every earlier wrapper's models, Adagrad, a replaced loss, extra logged
    hyperparameters) with three bugs of this battery. `loss_scale`: the gradients pass through
    fp16 at a static loss scale (each cast to half precision after multiplying by the scale, then
    unscaled), and a step whose gradients overflowed is skipped, as DeepSpeed's and apex's static
    scalers do. `test_at_step`: the test evaluation loads the checkpoint saved after that many
    optimizer steps (the first file of the checkpoint folder) instead of the trained weights.
    `resume_at`: after that many steps the job is resumed from a weights-only checkpoint, so the
    optimizer's state is fresh and the lr schedule starts again from its step 0."""
    inner_factory = l_runs(loss, evaluate, hparams)

    def factory(plan: Plan) -> Runner:
        inner = inner_factory(plan)

        def for_layout(layout: str) -> Callable[[Any, int], dict[str, Any]]:
            run = inner(layout)

            def patched(run_dir: Any, seed: int) -> dict[str, Any]:
                import types
                from contextlib import ExitStack
                from unittest import mock

                import lightning
                import torch
                import transformers

                from benchmarks import variants_d

                optimizer_of, scheduler_of = variants_d._optimizer, variants_d._scheduler
                saved: dict[str, Any] = {}

                def optimizers(p: Plan, net: Any) -> Any:
                    optimizer = optimizer_of(p, net)
                    params = [q for q in net.parameters() if q.requires_grad]
                    if loss_scale is not None:
                        for q in params:
                            q.register_hook(lambda grad: (grad * loss_scale).half().float() / loss_scale)
                    original, steps = optimizer.step, [0]

                    def step(_self: Any, closure: Callable[[], Any] | None = None) -> Any:
                        result = None
                        if closure is not None:
                            with torch.enable_grad():
                                result = closure()
                        grads = [q.grad for q in params if q.grad is not None]
                        if loss_scale is None or all(bool(torch.isfinite(g).all()) for g in grads):
                            original()
                        steps[0] += 1
                        if steps[0] == test_at_step:
                            saved["state"] = {k: v.detach().clone() for k, v in net.state_dict().items()}
                            saved["net"] = net
                        if steps[0] == resume_at:
                            optimizer.state.clear()
                        return result

                    # a bound method, as torch's schedulers wrap it
                    optimizer.step = types.MethodType(step, optimizer)  # type: ignore[method-assign]
                    return optimizer

                def schedulers(p: Plan, optimizer: Any, total: int) -> Any:
                    scheduler = scheduler_of(p, optimizer, total)
                    if resume_at is not None:
                        start = resume_at

                        def restarted(f: Callable[[int], float]) -> Callable[[int], float]:
                            return lambda s: f(s if s < start else s - start)

                        scheduler.lr_lambdas = [restarted(f) for f in scheduler.lr_lambdas]
                    return scheduler

                def restore() -> None:
                    if "state" in saved:
                        saved["net"].load_state_dict(saved["state"])

                lightning_test = lightning.Trainer.test
                hf_evaluate = transformers.Trainer.evaluate

                def test(self: Any, *args: Any, **kw: Any) -> Any:
                    restore()
                    return lightning_test(self, *args, **kw)

                def evaluate(self: Any, *args: Any, **kw: Any) -> Any:
                    if kw.get("metric_key_prefix") == "test":
                        restore()
                    return hf_evaluate(self, *args, **kw)

                with ExitStack() as stack:
                    stack.enter_context(mock.patch.object(variants_d, "_optimizer", optimizers))
                    stack.enter_context(mock.patch.object(variants_d, "_scheduler", schedulers))
                    if test_at_step is not None:
                        stack.enter_context(mock.patch.object(lightning.Trainer, "test", test))
                        stack.enter_context(mock.patch.object(transformers.Trainer, "evaluate", evaluate))
                    return run(run_dir, seed)

            return patched

        return for_layout

    return factory


# ---------------------------------------------------------------- the variants


def W(*args: Any, runs: Callable[[Plan], Runner] | None = None, **kw: Any) -> Variant:
    """Battery l's L run by this battery's runner."""
    return L(*args, runs=runs or w_runs(), **kw)


EVAL = ("train-val-gap", "val-test-gap", "metric-at-baseline", "overfitting", "undertrained")
MLP64 = {"width": 64, "num_layers": 2}


FAULTY: tuple[Variant, ...] = (
    # --- optimisation
    W(
        "vw-lr-high-rmsprop-lstm-dice",
        Plan(dice, "lstm", 0.05, "rmsprop", epochs=8, log_every=5),
        ("slow-convergence", "metric-at-baseline"),
        "learning-rate-too-high",
        "RMSprop at lr 0.05 (an SGD lr pasted into RMSprop, ~50x its usual 1e-3) on an LSTM over the dice "
        "tokens: the logged loss swings 0.9-1.7 for all 256 steps (epoch means 1.68, 1.27, then "
        "1.10-1.28), the val loss 1.03-1.54 and val accuracy 0.45-0.54 (one pair, the commonest hand, is "
        "0.46), test 0.52 (a sound LSTM: 0.86)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="lstm",
        dataset="poker-dice",
        seed=12001,
    ),
    W(
        "vw-lr-low-adagrad-mlp-flights",
        Plan(flights, "mlp", 1e-4, "adagrad", epochs=10, log_every=10, model_kw=MLP64),
        ("slow-convergence",),
        "learning-rate-too-low",
        "Adagrad at lr 1e-4 (1e-2 meant) on a 2x64 MLP over the departures: the epoch loss 1.347 to 1.320 "
        "in 320 steps, the val loss 1.349 to 1.324 and val accuracy 0.48 to 0.54 (on time is 0.51), test "
        "0.53 (a sound MLP: val loss ~0.82, accuracy 0.61-0.62)",
        STALL,
        family="mlp",
        dataset="departure-delays",
        seed=12002,
    ),
    W(
        "vw-exp-decay-per-step-transformer-dice",
        Plan(dice, "transformer", 5e-3, "adamw", weight_decay=0.01, epochs=8, log_every=5, schedule="exp",
             gamma=0.95),
        ("slow-convergence", "metric-at-baseline"),
        "lr-decay-too-fast",
        "ExponentialLR(gamma=0.95) meant per epoch stepped per optimizer step on a transformer over the "
        "dice (AdamW lr 5e-3): the lr is 1.8e-4 by step 64 and 5e-8 at the end; the epoch loss 1.31, "
        "1.25, then 1.226-1.232 for 6 epochs, the val loss 1.274 and val accuracy 0.503 unchanged from "
        "epoch 3 (one pair's share 0.46; a sound transformer: 0.76), test 0.52",
        STALL,
        family="transformer",
        dataset="poker-dice",
        seed=12003,
    ),
    W(
        "vw-static-loss-scale-cnn-signs",
        Plan(signs, "cnn", 2e-3, "adam", epochs=6, log_every=5, clip=1.0),
        ("slow-convergence", "metric-at-baseline", "gradient-explosion"),
        "loss-scale-misconfigured",
        "the gradients pass through fp16 at a static loss scale of 2^24 (a config's `loss_scale: "
        "16777216` meant as the initial power of a dynamic scaler) and every step whose gradients "
        "overflow is skipped: every gradient norm logged is inf, no weight ever moves; the loss 1.57-1.64 "
        "around ln 5 for all 192 steps (epoch means 1.616 x 6), val loss 1.612 and val accuracy 0.243 at "
        "every evaluation, test 0.21 (a sound CNN: 0.95)",
        (*STALL, "loss-oscillation"),
        family="cnn",
        dataset="sign-shapes",
        seed=12004,
        runs=w_runs(loss_scale=2.0**24, hparams={"precision": "16-mixed", "loss_scale": 2**24}),
    ),
    W(
        "vw-two-epochs-gru-orbits",
        Plan(orbits, "seq-gru", 4e-3, "adam", epochs=2, log_every=2, clip=1.0, model_kw={"hidden": 48}),
        ("undertrained",),
        "too-few-epochs",
        "max_epochs=2 left from a smoke test on a GRU reading the orbit residuals (the same recipe needs "
        "~14 epochs): 64 steps, the logged loss 1.70 to 1.0-1.2 and still falling, the val loss 1.21, "
        "0.98 and val accuracy 0.54, 0.61 (its 14-epoch twin: 0.79), test 0.58",
        ("slow-convergence", "metric-at-baseline"),
        family="gru",
        dataset="orbit-residuals",
        seed=12005,
    ),
    W(
        "vw-no-clip-rnn-demand-units",
        Plan(demand_units, "seq-rnn", 5e-4, "sgd", momentum=0.9, epochs=6, log_every=5,
             model_kw={"hidden": 32, "nonlinearity": "relu"}),
        ("gradient-explosion", "loss-runaway"),
        "no-gradient-clipping",
        "a ReLU RNN (hidden 32) reading the sales windows with the target in units sold, SGD momentum lr "
        "5e-4 and the clip_grad_norm_ call removed: the logged MSE 1,311, 1,031, then 1.1e9 at step ~15 "
        "and NaN after (the Trainer logs 0 for its NaN windows), every val and the test MSE NaN",
        (*RUNAWAY, "undertrained"),
        family="rnn",
        dataset="retail-demand",
        seed=12006,
    ),
    # --- training dynamics
    W(
        "vw-weight-decay-huge-mlp-options",
        Plan(options, "mlp", 1e-3, "adam", weight_decay=1.0, epochs=12, log_every=10, model_kw=MLP64),
        ("slow-convergence",),
        "extreme-weight-values",
        "Adam with weight_decay=1.0 (an L2 penalty ~10,000x the usual, a decoupled AdamW value pasted "
        "into Adam) on a 2x64 MLP over the call quotes: the weights held near 0, the logged MSE 0.71-1.19 "
        "for all 384 steps, the val MSE 0.70-0.75 at every evaluation, creeping up (a sound MLP: 0.019), "
        "test 0.82",
        STALL,
        family="regression",
        dataset="index-calls",
        seed=12007,
    ),
    W(
        "vw-mape-stockouts-mlp-demand",
        Plan(demand_stockouts, "mlp", 1e-3, "adam", epochs=6, log_every=2, model_kw=MLP64),
        ("loss-runaway",),
        "numerical-instability",
        "the loss is the mean absolute percentage error |prediction - sales| / sales (the business's KPI) "
        "on the fast movers' unit sales, 0.2% of whose days are stock-outs (0 sold): the first logged "
        "loss 0.99, then the first batch holding a stock-out divides by 0 and every weight goes NaN: "
        "every later logged loss and gradient norm, every epoch mean, val and test loss NaN",
        (*RUNAWAY, "undertrained", "gradient-explosion"),
        family="regression",
        dataset="retail-demand",
        seed=12008,
        runs=w_runs(percentage_error),
    ),
    # --- data
    W(
        "vw-rare-events-cnn1d-orbits",
        Plan(orbits_screening, "cnn1d", 2e-3, "adam", epochs=8, log_every=1, model_kw={"channels": 16}),
        ("loss-spikes",),
        "class-imbalance",
        "the conjunction-screening feed: 96% of the windows nominal and each event class 1% (~10 training "
        "windows each), a 1-D CNN under plain cross-entropy, every step logged: the loss falls to "
        "~0.02-0.05 with batches holding an event jumping to 0.2-0.7; the val loss 0.28 to 0.13 and val "
        "accuracy 0.963-0.967 at every evaluation (the nominal share: no event is ever called), test "
        "0.967",
        ("metric-at-baseline", "slow-convergence", "undertrained"),
        family="cnn",
        dataset="orbit-residuals",
        seed=12009,
    ),
    W(
        "vw-shape-labeller-cnn-signs",
        Plan(signs, "cnn", 2e-3, "adam", epochs=25, log_every=10, data_fault=shape_labeller(0.3),
             model_kw={"channels": 16}),
        ("overfitting",),
        "label-noise",
        "the training crops labelled by the detector's own shape head, which swaps 30% of warning / yield "
        "and stop / prohibitory (validation labelled by hand), a 16-channel CNN for 25 epochs: the logged "
        "loss 1.56 to 0.27 as it learns the swaps; the val loss at its minimum 0.51 at epoch 12, then up "
        "to 0.61-0.69, val accuracy 0.88 at epoch 4 falling to 0.74; test 0.76 (clean labels: 0.95)",
        ("train-val-gap", "undertrained", "slow-convergence"),
        family="cnn",
        dataset="sign-shapes",
        seed=12010,
    ),
    W(
        "vw-leaky-window-mlp-demand",
        Plan(demand_leaky, "mlp", 2e-3, "adam", epochs=12, log_every=10, model_kw=MLP64),
        ("val-test-gap",),
        "data-leakage",
        "the training and validation windows end on the target day (the feature query's `date <= target` "
        "where `<` was meant), so the last input is the answer, while the test rows come from the "
        "production feature store: a 2x64 MLP's logged MSE 0.55 to 0.002, the val MSE 0.54 to 0.007 (the "
        "noise floor is ~0.34), the test MSE 0.69",
        ("zero-train-loss", "overfitting", "train-val-gap", "undertrained"),
        family="regression",
        dataset="retail-demand",
        seed=12011,
    ),
    W(
        "vw-crisis-test-mlp-options",
        Plan(options_crisis_test, "mlp", 2e-3, "adam", epochs=15, log_every=10, model_kw=MLP64),
        ("val-test-gap",),
        "distribution-shift",
        "the model tested on quotes from a crisis month (true volatilities of 60-110%, above any training "
        "quote's 12-55%), scaled by the calm quotes' statistics: a 2x64 MLP's epoch MSE 0.44 to 0.019, "
        "the val MSE 0.24 to 0.040-0.045, while the test MSE is 0.54",
        (),
        family="regression",
        dataset="index-calls",
        seed=12012,
    ),
    W(
        "vw-per-contract-quotes-mlp-options",
        Plan(options, "mlp", 2e-3, "adam", epochs=10, log_every=2, data_fault=quotes_per_contract(0.01),
             model_kw=MLP64),
        ("loss-spikes",),
        "bad-input-data",
        "1% of the training quotes give the price per contract (100 units of the index) and nothing "
        "divides them back (10-200 sd above the mean), a 2x64 MLP under Adam logged every 2 steps: the "
        "logged loss 0.3-8 between batches and 200-700 on a batch holding such a quote, the val MSE "
        "rising from 0.41 to 3.4 as the net bends towards them (a clean MLP: 0.019), test 4.5",
        (*RUNAWAY, "undertrained"),
        family="regression",
        dataset="index-calls",
        seed=12013,
    ),
    W(
        "vw-raw-units-mlp-flights",
        Plan(flights_raw, "mlp", 1e-3, "adam", epochs=10, log_every=5, model_kw=MLP64),
        ("bad-initial-loss",),
        "unnormalized-input",
        "the departures as the ops database exports them (visibility in metres up to 10,000, the inbound "
        "delay in minutes, counts per hour), no scaler, a 2x64 MLP under Adam: the first logged loss 413 "
        "(ln 4 = 1.39), gradient norms 300-3,600, epoch means 73, 7.0, then 2.0-3.9; the val loss "
        "swinging 1.5-13 and val accuracy 0.30-0.54, test 0.51 (a scaled MLP: 0.62)",
        (*RUNAWAY, "loss-runaway", "undertrained"),
        family="mlp",
        dataset="departure-delays",
        seed=12014,
    ),
    W(
        "vw-opposite-faces-finetune-gru-dice",
        Plan(dice, "gru", 5e-4, "adam", epochs=5, log_every=5,
             model_fault=pretrained(dice_opposite_faces_corpus, 600)),
        ("bad-initial-loss",),
        "pretrain-finetune-mismatch",
        "a GRU pretrained for 600 steps on throws from the app's first release, whose reader reports each "
        "die by the face on the table (7 minus the face up), fine-tuned on the current export (Adam lr "
        "5e-4): the first logged losses 5.4, 4.7, 3.9 (ln 5 = 1.61), epoch means 3.92, 1.86, 1.22, 1.04, "
        "0.93, the val loss 2.62 to 0.91 and val accuracy 0.23 to 0.63, test 0.66 (a fine-tune from a "
        "matching checkpoint: 0.46 and 0.88 from its first epoch)",
        ("slow-convergence", "undertrained", "loss-spikes", "train-val-gap"),
        family="gru",
        dataset="poker-dice",
        seed=12015,
    ),
    # --- evaluation
    W(
        "vw-first-checkpoint-test-bncnn1d-orbits",
        Plan(orbits, "bncnn1d", 3e-3, "adam", epochs=12, log_every=10, model_kw={"channels": 16}),
        ("val-test-gap",),
        "wrong-checkpoint-loaded",
        "the test script loads the first file of the checkpoint folder (saved after epoch 1, step 32) "
        "instead of the trained weights: a batch-norm 1-D CNN's epoch loss 1.35 to 0.75, the val loss "
        "1.14 to 0.70 and val accuracy 0.63 to 0.71, while the test loss is 1.15 and test accuracy 0.61",
        (),
        family="cnn-bn",
        dataset="orbit-residuals",
        seed=12016,
        runs=w_runs(test_at_step=32),
    ),
    W(
        "vw-eval-transposed-cnn-signs",
        Plan(signs, "cnn", 2e-3, "adam", epochs=10, log_every=10, data_fault=eval_transposed,
             model_kw={"channels": 16}),
        ("train-val-gap",),
        "eval-pipeline-mismatch",
        "the validation and test crops come from the annotation tool's export, stored column by column "
        "and reshaped row by row: every evaluation crop reaches the net transposed (a warning triangle "
        "points left); a 16-channel CNN's logged loss 1.57 to 0.07-0.11, while the val loss 0.87, 0.76, "
        "then up to 0.9-1.25 and val accuracy 0.59-0.76 (untransposed crops: 0.95), test 1.08 and 0.74",
        EVAL,
        family="cnn",
        dataset="sign-shapes",
        seed=12017,
    ),
    # --- model
    W(
        "vw-batch-time-swap-gru-orbits",
        Plan(orbits, "seq-gru", 3e-3, "adam", epochs=8, log_every=10, clip=1.0,
             model_fault=batch_time_swapped),
        ("slow-convergence", "metric-at-baseline"),
        "wrong-operator",
        "the collate function hands the GRU its windows time-major (48, N, 1) while the GRU was built "
        "batch_first=True, and the model reads `out[-1]`: the GRU runs across the batch, so a window's "
        "prediction comes from the last samples of the windows before it; the epoch loss 1.56 to 1.23, "
        "the val loss 1.44 to 1.14 and val accuracy 0.46 to 0.55 (a wired GRU: 0.79-0.80), test 0.48",
        (*STALL, "train-val-gap"),
        family="gru",
        dataset="orbit-residuals",
        seed=12018,
    ),
    W(
        "vw-frozen-lstm-orbits",
        Plan(orbits, "seq-lstm", 3e-3, "adam", epochs=8, log_every=10, model_fault=frozen_recurrent),
        ("slow-convergence",),
        "frozen-weights",
        "a fine-tuning flag's `model.rnn.requires_grad_(False)` (meant for a pretrained encoder) on a "
        "fresh LSTM: only the linear head trains on the random recurrent features; the epoch loss 1.57 to "
        "1.41, the val loss 1.51 to 1.35 and val accuracy 0.46 to 0.50 in 8 epochs (a trained GRU: 0.79), "
        "test 0.44",
        (*STALL, "gradient-vanishing"),
        family="lstm",
        dataset="orbit-residuals",
        seed=12019,
    ),
    W(
        "vw-wide-mlp-flights",
        Plan(flights, "mlp", 1e-3, "adam", epochs=40, log_every=10,
             model_kw={"width": 1024, "num_layers": 3}),
        ("overfitting",),
        "model-too-large",
        "a 3x1024 MLP (2.1M parameters, ~2,100 per training departure) for 40 epochs without "
        "regularisation: the epoch loss 0.97 to 0.0008, the val loss at its minimum 0.88 at epoch 1, then "
        "rising to 3.94, val accuracy 0.55-0.61 throughout, test 4.09 and 0.55 (a 2x64 MLP: val loss "
        "0.82, accuracy 0.62)",
        MEMORISED,
        family="mlp",
        dataset="departure-delays",
        seed=12021,
    ),
    # --- workflow
    W(
        "vw-weights-only-resume-bncnn-signs",
        Plan(signs, "bncnn", 5e-3, "adamw", weight_decay=0.01, epochs=10, log_every=5,
             schedule="warmup-cosine", warmup=1),
        ("loss-spikes",),
        "checkpoint-missing-state",
        "the job resumed after 250 of 320 steps from a weights-only checkpoint: Adam's moments start from "
        "zero and the cosine schedule starts again at its peak (the lr from 4e-4 back to 5e-3); the epoch "
        "loss 1.30 to 0.556, then 0.619 and 0.483, the val loss 1.22 to 0.574 by epoch 7, then 3.10 (val "
        "accuracy 0.34) right after the resume, 0.61 and 0.81 (accuracy 0.67) at the end; test 0.86 and "
        "0.67",
        (*RUNAWAY, "loss-runaway", "undertrained", "overfitting"),
        family="cnn-bn",
        dataset="sign-shapes",
        seed=12022,
        runs=w_runs(resume_at=250),
    ),
    W(
        "vw-no-validation-gru-dice",
        Plan(dice, "gru", 3e-3, "adam", epochs=8, log_every=10, data_fault=no_test),
        ("missing-validation",),
        "missing-eval-set",
        "a GRU over the dice tokens that never evaluates: no validation loop, no test split; the epoch "
        "loss 1.39 to 0.63 over 256 steps",
        (),
        family="gru",
        dataset="poker-dice",
        seed=12023,
        runs=w_runs(evaluate=False),
    ),
)

HEALTHY: tuple[Variant, ...] = (
    # --- sign shapes
    W(
        "vw-healthy-bncnn-signs-bf16-warmup-cosine",
        Plan(signs, "bncnn", 4e-3, "adamw", weight_decay=0.01, epochs=10, log_every=5, bf16=True,
             schedule="warmup-cosine", warmup=30),
        (),
        None,
        "a batch-norm CNN under bf16-mixed autocast, AdamW with 30 warm-up steps then cosine to ~0: the "
        "epoch loss 1.49 to 0.66, the val loss 1.39 to 0.70 and val accuracy 0.38 to 0.70 (its global "
        "pooling loses where the triangle's apex is), test 0.72",
        family="cnn-bn",
        dataset="sign-shapes",
        seed=12101,
    ),
    W(
        "vw-healthy-cnn-signs-augment",
        Plan(signs, "cnn", 2e-3, "adam", epochs=16, log_every=10, val_every_epochs=2, schedule="cosine",
             model_fault=sign_augment, model_kw={"channels": 16}),
        (),
        None,
        "a 16-channel CNN trained on crops mirrored, moved by a pixel and given extra noise, Adam + "
        "cosine, validated every 2 epochs: the logged loss 1.56 to 0.29-0.42, the val loss 0.54 to 0.169, "
        "far below it; val accuracy 0.79 to 0.95, test 0.95",
        family="cnn",
        dataset="sign-shapes",
        seed=12102,
    ),
    W(
        "vw-healthy-resnet-signs-onecycle",
        Plan(signs, "resnet", 0.1, "sgd", momentum=0.9, epochs=8, log_every=5, schedule="onecycle"),
        (),
        None,
        "a residual net under OneCycleLR (SGD momentum, max lr 0.1): the val loss 2.14, 1.80 while the lr "
        "climbs (val accuracy 0.28-0.34), then 0.97, 1.06 at the peak, and 0.69 to 0.62 as it anneals; "
        "val accuracy 0.73 at the end, test 0.73",
        family="resnet",
        dataset="sign-shapes",
        seed=12103,
    ),
    W(
        "vw-healthy-cnn-signs-early-stop",
        Plan(signs, "cnn", 3e-3, "adam", epochs=60, log_every=10, early_stop=3, model_kw={"channels": 16}),
        (),
        None,
        "a 16-channel CNN under Adam lr 3e-3 with EarlyStopping(val_loss, patience 3) planned for 60 "
        "epochs: the epoch loss 1.13 to 0.09-0.13, the val loss 0.66 to its minimum 0.202 at epoch 6, "
        "then 0.26, 0.23, 0.21 and the run stops at epoch 9; val accuracy 0.80 to 0.93-0.94, test 0.95",
        family="cnn",
        dataset="sign-shapes",
        seed=12104,
    ),
    # --- index calls
    W(
        "vw-healthy-options-adamw-cosine-floor",
        Plan(options, "mlp", 2e-3, "adamw", weight_decay=0.01, epochs=30, log_every=10, schedule="cosine",
             model_kw=MLP64),
        (),
        None,
        "a 2x64 MLP on the call quotes, AdamW + cosine: the logged MSE 0.75 to 0.011-0.017, the val MSE "
        "0.22 to 0.019, flat at 0.018-0.020 over the last 12 epochs (the historical volatility's error "
        "and the quote noise set the floor), test 0.021",
        family="regression",
        dataset="index-calls",
        seed=12105,
    ),
    W(
        "vw-healthy-options-points-adam",
        Plan(options_points, "mlp", 3e-2, "adam", epochs=30, log_every=10, schedule="cosine",
             model_kw={"width": 128, "num_layers": 2}),
        (),
        None,
        "a 2x128 MLP on the call prices in index points (first MSEs ~1.5e5; the price's variance ~1.1e5), "
        "Adam lr 3e-2 + cosine: the logged MSE 1.3e4, 6,000, then 1,500-3,600, the val MSE 1.4e4 to "
        "2,460-2,500 (the floor), test 2,340",
        family="regression",
        dataset="index-calls",
        seed=12106,
    ),
    W(
        "vw-healthy-options-sgd-late-step",
        Plan(options, "mlp", 0.02, "sgd", epochs=30, log_every=10, schedule="step", step_size=800, gamma=0.1,
             model_kw=MLP64),
        (),
        None,
        "plain SGD lr 0.02 on the call quotes for 30 epochs, StepLR x0.1 at step 800 (epoch 25): the "
        "epoch MSE 0.88 to 0.033, the val MSE 0.50 to 0.027 in a long slow descent that flattens after "
        "the drop, test 0.035",
        family="regression",
        dataset="index-calls",
        seed=12107,
    ),
    W(
        "vw-healthy-options-adagrad-long-sparse",
        Plan(options_long, "mlp", 0.02, "adagrad", epochs=24, batch_size=16, log_every=50, val_every_epochs=4,
             model_kw=MLP64),
        (),
        None,
        "3,000 Adagrad steps (lr 0.02, batch 16) of a 2x64 MLP on 2,000 quotes, logged every 50 steps, "
        "validated every 4 epochs: the windowed MSE 0.21 to 0.012-0.018, creeping; the val MSE 0.032 to "
        "0.026, test 0.027",
        family="regression",
        dataset="index-calls",
        seed=12108,
    ),
    # --- retail demand
    W(
        "vw-healthy-gru-demand-warmup-cosine-clip",
        Plan(demand, "seq-gru", 4e-3, "adamw", weight_decay=0.01, epochs=8, log_every=5, clip=1.0,
             schedule="warmup-cosine", warmup=30),
        (),
        None,
        "a GRU reading the 28-day sales windows, AdamW with 30 warm-up steps then cosine, clipping at 1: "
        "the logged MSE 0.06-0.9 around the trend, the epoch MSE 0.83, then 0.52 to 0.48, the val MSE "
        "0.39 to 0.34 (promotions and the count noise set the floor), test 0.31",
        family="gru",
        dataset="retail-demand",
        seed=12109,
    ),
    W(
        "vw-healthy-demand-units-rmsprop-sparse",
        Plan(demand_units, "mlp", 1e-3, "rmsprop", epochs=20, log_every=20, val_every_epochs=4,
             model_kw=MLP64),
        (),
        None,
        "an MLP predicting the next day's sales in units (first MSEs ~1,200; the target's variance ~700), "
        "RMSprop lr 1e-3 for 20 epochs logged every 20 steps and validated every 4 epochs: single windows "
        "40-1,800, the epoch MSE 605 to 247; the val MSE 325 to 253, test 166",
        family="regression",
        dataset="retail-demand",
        seed=12110,
    ),
    W(
        "vw-healthy-demand-sgd-batch4-every-step",
        Plan(demand, "mlp", 5e-3, "sgd", epochs=2, batch_size=4, log_every=1, model_kw=MLP64),
        (),
        None,
        "plain SGD lr 5e-3 with batch 4 on the sales windows, every step logged (500 points): single "
        "batches 0.004-3.1 around the trend (a promotion day in a batch of four), the epoch means 0.63, "
        "0.51; the val MSE 0.38, 0.36, test 0.27",
        family="regression",
        dataset="retail-demand",
        seed=12111,
    ),
    W(
        "vw-healthy-demand-plateau-epoch-log",
        Plan(demand, "mlp", 0.01, "sgd", momentum=0.9, epochs=25, log_every=10, train_log="epoch",
             schedule="plateau", gamma=0.3, model_kw=MLP64),
        (),
        None,
        "SGD momentum lr 0.01 with ReduceLROnPlateau (x0.3, no patience), the train loss logged once an "
        "epoch: 0.68, 0.52, 0.48, 0.43, then 0.403 for 20 epochs as a val bump at epoch 3 starts the lr's "
        "fall to 5e-9; the val MSE 0.49, 0.32, 0.43, 0.37, then 0.363 unchanged over the last 19 "
        "evaluations, test 0.29",
        family="regression",
        dataset="retail-demand",
        seed=12112,
    ),
    # --- orbit residuals
    W(
        "vw-healthy-gru-orbits-plateau-then-learns",
        Plan(orbits, "seq-gru", 4e-3, "adam", epochs=14, log_every=10, clip=1.0, model_kw={"hidden": 48}),
        (),
        None,
        "a GRU (hidden 48) reading the 48 residual samples one at a time, Adam lr 4e-3, clipping at 1: "
        "the epoch loss 1.51, 1.20, 1.05, 1.06 and val accuracy 0.54-0.66 for 4 epochs, then it learns: "
        "the val loss 0.80 to 0.48 and val accuracy 0.74 to 0.79-0.80, the gradient norm up from 0.4 to "
        "1-3 under the clip; test 0.82",
        family="gru",
        dataset="orbit-residuals",
        seed=12113,
    ),
    W(
        "vw-healthy-cnn1d-orbits-epoch-log",
        Plan(orbits, "cnn1d", 3e-3, "adam", epochs=12, log_every=10, train_log="epoch",
             model_kw={"channels": 16}),
        (),
        None,
        "a 1-D CNN (16 channels) under Adam lr 3e-3: the epoch loss 1.50, 1.19, 1.02, 0.91 ... 0.60 over "
        "12 epochs, the val loss 1.26 to 0.58-0.64 and val accuracy 0.56 to 0.75-0.79 (weak burns and "
        "storms are lost in the noise), test 0.71",
        family="cnn",
        dataset="orbit-residuals",
        seed=12114,
    ),
    W(
        "vw-healthy-bncnn1d-orbits-accumulate-sparse",
        Plan(orbits, "bncnn1d", 3e-3, "adam", epochs=12, batch_size=16, accumulate=2, log_every=5,
             val_every_epochs=3, schedule="cosine", model_kw={"channels": 16}),
        (),
        None,
        "a batch-norm 1-D CNN with batch 16 accumulated over 2 (32 optimizer steps an epoch), Adam + "
        "cosine, validated every 3 epochs (4 points): the logged loss 1.67 to 0.5-1.5 by window, the "
        "epoch loss 1.33 to 0.90, the val loss 0.94, 0.89, 0.83, 0.82 and val accuracy 0.64 to 0.67 "
        "(global pooling loses when a drift starts), test 0.64",
        family="cnn-bn",
        dataset="orbit-residuals",
        seed=12115,
    ),
    # --- tic-tac-toe
    W(
        "vw-healthy-transformer-dice-warmup",
        Plan(dice, "transformer", 1e-2, "adamw", weight_decay=0.01, epochs=10, log_every=5,
             schedule="warmup-cosine", warmup=120, model_kw={"dropout": 0.1}),
        (),
        None,
        "a transformer with dropout 0.1 over the dice tokens, AdamW with 120 warm-up steps to lr 1e-2 "
        "then cosine: the epoch loss 1.40, 1.28, 1.11 (near ln 5 through the warm-up), then down to 0.68; "
        "the val loss 1.34 to 0.71 and val accuracy 0.48 to 0.76, test 0.75",
        family="transformer",
        dataset="poker-dice",
        seed=12116,
    ),
    W(
        "vw-healthy-gru-dice-finetune",
        Plan(dice, "gru", 5e-4, "adam", epochs=4, log_every=5, model_fault=pretrained(dice_corpus, 600)),
        (),
        None,
        "a GRU starting from weights trained for 600 steps on another draw of throws (a pretrained "
        "checkpoint), Adam lr 5e-4 for 4 epochs: the first logged loss 0.81 (ln 5 = 1.61), epoch means "
        "0.487, 0.469, 0.459, 0.452; the val loss 0.464-0.463 and val accuracy 0.883 all along (the "
        "camera's misreads set the floor), test 0.87",
        family="gru",
        dataset="poker-dice",
        seed=12117,
    ),
    W(
        "vw-healthy-lstm-dice-floor",
        Plan(dice, "lstm", 3e-3, "adam", epochs=20, batch_size=64, log_every=5, model_kw={"hidden": 64}),
        (),
        None,
        "an LSTM (hidden 64) over the dice tokens, Adam lr 3e-3, batch 64: the epoch loss 1.44 to 1.17 "
        "over 5 epochs near ln 5 (val accuracy 0.47-0.53) before it learns, then to 0.39; the val loss "
        "1.32 to 0.51-0.54 flat over the last 7 epochs and val accuracy 0.86-0.87 (the floor), test 0.86",
        family="lstm",
        dataset="poker-dice",
        seed=12118,
    ),
    # --- departure delays
    W(
        "vw-healthy-mlp-flights-dropout-plateau",
        Plan(flights, "mlp", 2e-3, "adamw", weight_decay=0.01, epochs=25, log_every=10, schedule="plateau",
             gamma=0.3, model_kw={"width": 128, "num_layers": 2, "dropout": 0.5}),
        (),
        None,
        "a 2x128 MLP with dropout 0.5 on the departures, AdamW with ReduceLROnPlateau: the logged loss "
        "1.24 to 0.76-0.92, the val loss 0.94 to 0.851 by epoch 4 and 0.8512-0.8514 for 21 evaluations as "
        "the lr falls to 1e-8, val accuracy 0.59-0.61 (the delay model's own accuracy: ~0.65; on time is "
        "0.51), test 0.63",
        family="mlp",
        dataset="departure-delays",
        seed=12119,
    ),
    W(
        "vw-healthy-mlp-flights-batch256-epoch-log",
        Plan(flights, "mlp", 3e-3, "adam", epochs=20, batch_size=256, log_every=4, train_log="epoch",
             model_kw=MLP64),
        (),
        None,
        "a 2x64 MLP with batch 256 (4 steps an epoch) for 20 epochs, the train loss logged once an epoch: "
        "1.36 to 0.72; the val loss 1.25 to its minimum 0.846 at epoch 7, then creeping to 0.881 (+4%); "
        "val accuracy 0.44 to 0.59-0.62, test 0.62",
        family="mlp",
        dataset="departure-delays",
        seed=12120,
    ),
    W(
        "vw-healthy-mlp-flights-short",
        Plan(flights, "mlp", 5e-3, "adam", epochs=3, batch_size=64, log_every=2,
             model_kw={"width": 32, "num_layers": 1}),
        (),
        None,
        "a 2x32 MLP, Adam lr 5e-3, batch 64 for 3 epochs (48 steps, logged every 2): the epoch loss 1.25, "
        "0.99, 0.89, the val loss 1.05, 0.92, 0.87 and val accuracy 0.56, 0.60, 0.61 (near the delay "
        "model's ~0.65), test 0.62",
        family="mlp",
        dataset="departure-delays",
        seed=12121,
    ),
    W(
        "vw-healthy-mlp-flights-early-stop",
        Plan(flights, "mlp", 1e-3, "adamw", weight_decay=0.05, epochs=80, log_every=8, early_stop=4,
             model_kw=MLP64),
        (),
        None,
        "a 2x64 MLP under AdamW (weight decay 0.05) with EarlyStopping(val_loss, patience 4) planned for "
        "80 epochs: the val loss 1.04 to its minimum 0.821 at epoch 5, then 0.83-0.84, and the run stops "
        "at epoch 9; the epoch loss 1.20 to 0.76, val accuracy 0.51 to 0.60-0.62, test 0.63",
        family="mlp",
        dataset="departure-delays",
        seed=12122,
    ),
)
